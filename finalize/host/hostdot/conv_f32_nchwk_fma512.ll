%struct.s2taps = type { [7 x i64], [7 x i64], [7 x i64], [7 x i64], [7 x i64], [7 x i64], i64 }

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_nchwk_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26, i64 noundef %27, i64 noundef %28, i64 noundef %29) local_unnamed_addr {
  %31 = alloca [8 x [3 x <16 x float>]], align 64
  %32 = alloca [7 x i32], align 16
  %33 = alloca [7 x i32], align 16
  %34 = alloca [49 x [3 x i64]], align 16
  %35 = alloca [49 x [3 x i32]], align 16
  %36 = alloca [3 x i64], align 16
  %37 = alloca [3 x i64], align 16
  %38 = alloca [3 x i64], align 16
  %39 = alloca [3 x i64], align 16
  %40 = inttoptr i64 %0 to ptr
  %41 = inttoptr i64 %1 to ptr
  %42 = inttoptr i64 %22 to ptr
  %43 = inttoptr i64 %2 to ptr
  %44 = inttoptr i64 %25 to ptr
  %45 = inttoptr i64 %23 to ptr
  %46 = trunc i64 %27 to i32
  %47 = trunc i64 %28 to i32
  %48 = insertelement <16 x i32> poison, i32 %46, i64 0
  %49 = bitcast <16 x i32> %48 to <16 x float>
  %50 = shufflevector <16 x float> %49, <16 x float> poison, <16 x i32> zeroinitializer
  %51 = insertelement <16 x i32> poison, i32 %47, i64 0
  %52 = bitcast <16 x i32> %51 to <16 x float>
  %53 = shufflevector <16 x float> %52, <16 x float> poison, <16 x i32> zeroinitializer
  %54 = mul nsw i64 %10, %9
  %55 = add nsw i64 %10, 15
  %56 = sdiv i64 %55, 16
  %57 = icmp eq i64 %19, 0
  br i1 %57, label %61, label %58

58:                                               ; preds = %30
  %59 = add nsw i64 %54, 15
  %60 = sdiv i64 %59, 16
  br label %63

61:                                               ; preds = %30
  %62 = mul nsw i64 %56, %9
  br label %63

63:                                               ; preds = %61, %58
  %64 = phi i64 [ %60, %58 ], [ %62, %61 ]
  %65 = add nsw i64 %6, 7
  %66 = sdiv i64 %65, 8
  %67 = add nsw i64 %66, -1
  %68 = add i64 %67, %18
  %69 = sdiv i64 %68, %18
  %70 = add i64 %17, -1
  %71 = add i64 %70, %64
  %72 = sdiv i64 %71, %17
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  %73 = shl i64 %18, 3
  %74 = icmp slt i64 %3, %4
  br i1 %74, label %75, label %275

75:                                               ; preds = %63
  %76 = icmp eq i64 %25, 0
  %77 = icmp sgt i64 %11, 0
  %78 = icmp sgt i64 %12, 0
  %79 = add nsw i64 %6, -8
  %80 = mul nsw i64 %8, %7
  %81 = mul i64 %12, %11
  %82 = icmp eq i64 %22, 0
  %83 = mul i64 %5, %81
  %84 = and i64 %80, 1023
  %85 = icmp eq i64 %84, 0
  %86 = select i1 %85, i64 8, i64 16
  %87 = icmp sgt i64 %5, 0
  %88 = icmp sgt i64 %81, 0
  %89 = icmp eq i64 %29, 0
  %90 = bitcast <16 x float> %50 to <8 x i64>
  %91 = bitcast <16 x float> %53 to <8 x i64>
  %92 = mul i64 %12, 24
  %93 = mul i64 %12, 12
  %94 = getelementptr inbounds nuw i8, ptr %36, i64 8
  %95 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %96 = getelementptr inbounds nuw i8, ptr %36, i64 16
  %97 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %98 = getelementptr inbounds nuw i8, ptr %38, i64 8
  %99 = getelementptr inbounds nuw i8, ptr %39, i64 8
  %100 = getelementptr inbounds nuw i8, ptr %36, i64 8
  %101 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %102 = getelementptr inbounds nuw i8, ptr %38, i64 16
  %103 = getelementptr inbounds nuw i8, ptr %39, i64 16
  %104 = getelementptr inbounds nuw i8, ptr %36, i64 16
  %105 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %106 = shl i64 %83, 3
  %107 = mul i64 %83, 12
  %108 = shl i64 %83, 4
  %109 = mul i64 %83, 20
  %110 = mul i64 %83, 24
  %111 = mul i64 %83, 28
  %112 = shl i64 %83, 3
  %113 = mul i64 %83, 12
  %114 = shl i64 %83, 4
  %115 = mul i64 %83, 20
  %116 = mul i64 %83, 24
  %117 = mul i64 %83, 28
  %118 = and i64 %29, 3
  %119 = lshr i64 %29, 2
  %120 = and i64 %119, 3
  %121 = lshr i64 %29, 4
  %122 = and i64 %121, 3
  %123 = and i64 %29, 3
  %124 = lshr i64 %29, 2
  %125 = and i64 %124, 3
  %126 = lshr i64 %29, 4
  %127 = and i64 %126, 3
  %128 = and i64 %29, 3
  %129 = lshr i64 %29, 2
  %130 = and i64 %129, 3
  %131 = lshr i64 %29, 4
  %132 = and i64 %131, 3
  %133 = and i64 %29, 3
  %134 = lshr i64 %29, 2
  %135 = and i64 %134, 3
  %136 = lshr i64 %29, 4
  %137 = and i64 %136, 3
  %138 = and i64 %29, 3
  %139 = lshr i64 %29, 2
  %140 = and i64 %139, 3
  %141 = lshr i64 %29, 4
  %142 = and i64 %141, 3
  %143 = and i64 %29, 3
  %144 = lshr i64 %29, 2
  %145 = and i64 %144, 3
  %146 = lshr i64 %29, 4
  %147 = and i64 %146, 3
  %148 = and i64 %29, 3
  %149 = lshr i64 %29, 2
  %150 = and i64 %149, 3
  %151 = lshr i64 %29, 4
  %152 = and i64 %151, 3
  %153 = and i64 %29, 3
  %154 = lshr i64 %29, 2
  %155 = and i64 %154, 3
  %156 = lshr i64 %29, 4
  %157 = and i64 %156, 3
  %158 = shl i64 %83, 3
  %159 = mul i64 %83, 12
  %160 = shl i64 %83, 4
  %161 = mul i64 %83, 20
  %162 = mul i64 %83, 24
  %163 = mul i64 %83, 28
  %164 = shl i64 %83, 3
  %165 = mul i64 %83, 12
  %166 = shl i64 %83, 4
  %167 = mul i64 %83, 20
  %168 = mul i64 %83, 24
  %169 = mul i64 %83, 28
  %170 = shl i64 %83, 3
  %171 = mul i64 %83, 12
  %172 = shl i64 %83, 4
  %173 = mul i64 %83, 20
  %174 = mul i64 %83, 24
  %175 = mul i64 %83, 28
  %176 = shl i64 %83, 3
  %177 = mul i64 %83, 12
  %178 = shl i64 %83, 4
  %179 = mul i64 %83, 20
  %180 = mul i64 %83, 24
  %181 = mul i64 %83, 28
  %182 = shl i64 %83, 3
  %183 = mul i64 %83, 12
  %184 = shl i64 %83, 4
  %185 = mul i64 %83, 20
  %186 = mul i64 %83, 24
  %187 = mul i64 %83, 28
  %188 = shl i64 %83, 3
  %189 = mul i64 %83, 12
  %190 = shl i64 %83, 4
  %191 = mul i64 %83, 20
  %192 = mul i64 %83, 24
  %193 = mul i64 %83, 28
  %194 = shl i64 %83, 3
  %195 = mul i64 %83, 12
  %196 = shl i64 %83, 4
  %197 = mul i64 %83, 20
  %198 = mul i64 %83, 24
  %199 = mul i64 %83, 28
  %200 = shl i64 %83, 3
  %201 = mul i64 %83, 12
  %202 = shl i64 %83, 4
  %203 = mul i64 %83, 20
  %204 = mul i64 %83, 24
  %205 = mul i64 %83, 28
  %206 = and i64 %29, 3
  %207 = lshr i64 %29, 2
  %208 = and i64 %207, 3
  %209 = lshr i64 %29, 4
  %210 = and i64 %209, 3
  %211 = and i64 %29, 3
  %212 = lshr i64 %29, 2
  %213 = and i64 %212, 3
  %214 = lshr i64 %29, 4
  %215 = and i64 %214, 3
  %216 = and i64 %29, 3
  %217 = lshr i64 %29, 2
  %218 = and i64 %217, 3
  %219 = lshr i64 %29, 4
  %220 = and i64 %219, 3
  %221 = icmp ult i64 %11, 8
  %222 = icmp ult i64 %11, 64
  %223 = and i64 %11, 56
  %224 = and i64 %11, 9223372036854775744
  %225 = insertelement <16 x i64> poison, i64 %7, i64 0
  %226 = shufflevector <16 x i64> %225, <16 x i64> poison, <16 x i32> zeroinitializer
  %227 = icmp eq i64 %11, %224
  %228 = icmp eq i64 %223, 0
  %229 = and i64 %11, 9223372036854775800
  %230 = insertelement <8 x i64> poison, i64 %7, i64 0
  %231 = shufflevector <8 x i64> %230, <8 x i64> poison, <8 x i32> zeroinitializer
  %232 = icmp eq i64 %11, %229
  %233 = icmp ult i64 %12, 4
  %234 = icmp ult i64 %12, 16
  %235 = and i64 %12, 12
  %236 = and i64 %12, 9223372036854775792
  %237 = icmp eq i64 %12, %236
  %238 = icmp eq i64 %235, 0
  %239 = and i64 %12, 9223372036854775804
  %240 = icmp eq i64 %12, %239
  %241 = icmp ult i64 %12, 8
  %242 = and i64 %12, 9223372036854775800
  %243 = icmp eq i64 %12, %242
  %244 = insertelement <8 x i64> poison, i64 %13, i64 0
  %245 = shufflevector <8 x i64> %244, <8 x i64> poison, <8 x i32> zeroinitializer
  %246 = insertelement <8 x i64> poison, i64 %10, i64 0
  %247 = shufflevector <8 x i64> %246, <8 x i64> poison, <8 x i32> zeroinitializer
  %248 = insertelement <8 x i64> poison, i64 %7, i64 0
  %249 = shufflevector <8 x i64> %248, <8 x i64> poison, <8 x i32> zeroinitializer
  %250 = insertelement <8 x i64> poison, i64 %8, i64 0
  %251 = shufflevector <8 x i64> %250, <8 x i64> poison, <8 x i32> zeroinitializer
  %252 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %253 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %254 = getelementptr inbounds nuw i8, ptr %31, i64 192
  %255 = getelementptr inbounds nuw i8, ptr %31, i64 256
  %256 = getelementptr inbounds nuw i8, ptr %31, i64 320
  %257 = getelementptr inbounds nuw i8, ptr %31, i64 384
  %258 = getelementptr inbounds nuw i8, ptr %31, i64 448
  %259 = getelementptr inbounds nuw i8, ptr %31, i64 512
  %260 = getelementptr inbounds nuw i8, ptr %31, i64 576
  %261 = getelementptr inbounds nuw i8, ptr %31, i64 640
  %262 = getelementptr inbounds nuw i8, ptr %31, i64 704
  %263 = getelementptr inbounds nuw i8, ptr %31, i64 768
  %264 = getelementptr inbounds nuw i8, ptr %31, i64 832
  %265 = getelementptr inbounds nuw i8, ptr %31, i64 896
  %266 = getelementptr inbounds nuw i8, ptr %31, i64 960
  %267 = getelementptr inbounds nuw i8, ptr %31, i64 1024
  %268 = getelementptr inbounds nuw i8, ptr %31, i64 1088
  %269 = getelementptr inbounds nuw i8, ptr %31, i64 1152
  %270 = getelementptr inbounds nuw i8, ptr %31, i64 1216
  %271 = getelementptr inbounds nuw i8, ptr %31, i64 1280
  %272 = getelementptr inbounds nuw i8, ptr %31, i64 1344
  %273 = getelementptr inbounds nuw i8, ptr %31, i64 1408
  %274 = getelementptr inbounds nuw i8, ptr %31, i64 1472
  br label %276

275:                                              ; preds = %303, %63
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  ret void

276:                                              ; preds = %75, %303
  %277 = phi i64 [ %3, %75 ], [ %304, %303 ]
  %278 = srem i64 %277, %69
  %279 = sdiv i64 %277, %69
  %280 = srem i64 %279, %72
  %281 = sdiv i64 %279, %72
  %282 = add nsw i64 %278, 1
  %283 = mul i64 %73, %282
  %284 = tail call i64 @llvm.smin.i64(i64 %283, i64 %6)
  %285 = add nsw i64 %280, 1
  %286 = mul nsw i64 %285, %17
  %287 = tail call i64 @llvm.smin.i64(i64 %286, i64 %64)
  %288 = mul nsw i64 %281, %20
  %289 = getelementptr inbounds float, ptr %40, i64 %288
  %290 = mul nsw i64 %281, %21
  %291 = getelementptr inbounds float, ptr %43, i64 %290
  %292 = mul nsw i64 %281, %26
  %293 = getelementptr inbounds float, ptr %44, i64 %292
  %294 = select i1 %76, ptr null, ptr %293
  %295 = mul nsw i64 %281, %24
  %296 = getelementptr inbounds float, ptr %45, i64 %295
  %297 = mul nsw i64 %280, %17
  %298 = mul i64 %73, %278
  %299 = icmp slt i64 %297, %287
  br i1 %299, label %300, label %303

300:                                              ; preds = %276
  %301 = add nsw i64 %287, -1
  %302 = icmp slt i64 %298, %284
  br label %306

303:                                              ; preds = %786, %276
  %304 = add i64 %277, 1
  %305 = icmp eq i64 %304, %4
  br i1 %305, label %275, label %276

306:                                              ; preds = %300, %786
  %307 = phi i64 [ %297, %300 ], [ %787, %786 ]
  %308 = sub nsw i64 %287, %307
  %309 = icmp sgt i64 %308, 2
  %310 = trunc i64 %308 to i32
  %311 = select i1 %309, i32 3, i32 %310
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  br i1 %57, label %597, label %312

312:                                              ; preds = %306
  %313 = sext i32 %311 to i64
  %314 = tail call i64 @llvm.smin.i64(i64 %307, i64 %301)
  %315 = shl nsw i64 %314, 4
  store i64 %315, ptr %36, align 16
  %316 = icmp sgt i32 %311, 0
  %317 = sub nsw i64 %54, %315
  %318 = select i1 %316, i64 %317, i64 0
  store i64 %318, ptr %37, align 16
  %319 = add nsw i64 %307, 1
  %320 = tail call i64 @llvm.smin.i64(i64 %319, i64 %301)
  %321 = shl nsw i64 %320, 4
  store i64 %321, ptr %94, align 8
  %322 = icmp sgt i32 %311, 1
  %323 = sub nsw i64 %54, %321
  %324 = select i1 %322, i64 %323, i64 0
  store i64 %324, ptr %95, align 8
  %325 = add nsw i64 %307, 2
  %326 = tail call i64 @llvm.smin.i64(i64 %325, i64 %301)
  %327 = shl nsw i64 %326, 4
  store i64 %327, ptr %96, align 16
  %328 = icmp sgt i32 %311, 2
  %329 = sub nsw i64 %54, %327
  %330 = select i1 %328, i64 %329, i64 0
  store i64 %330, ptr %97, align 16
  br label %331

331:                                              ; preds = %312, %580
  %332 = phi i64 [ 0, %312 ], [ %581, %580 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %33, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %32, i8 0, i64 28, i1 false)
  %333 = icmp slt i64 %332, %313
  %334 = getelementptr inbounds nuw i64, ptr %36, i64 %332
  %335 = load i64, ptr %334, align 8
  br i1 %333, label %336, label %343

336:                                              ; preds = %331
  %337 = sub nsw i64 %54, %335
  %338 = tail call i64 @llvm.smin.i64(i64 %337, i64 16)
  %339 = icmp sgt i64 %337, 0
  br i1 %339, label %340, label %343

340:                                              ; preds = %336
  %341 = srem i64 %335, %8
  %342 = sdiv i64 %335, %8
  br label %348

343:                                              ; preds = %524, %331, %336
  br i1 %77, label %344, label %580

344:                                              ; preds = %343
  %345 = getelementptr i64, ptr %34, i64 %332
  %346 = getelementptr i32, ptr %35, i64 %332
  %347 = sub i64 %335, %16
  br label %548

348:                                              ; preds = %340, %524
  %349 = phi i64 [ %354, %524 ], [ 0, %340 ]
  %350 = phi i64 [ 0, %524 ], [ %341, %340 ]
  %351 = phi i64 [ %525, %524 ], [ %342, %340 ]
  %352 = add nsw i64 %349, %8
  %353 = sub nsw i64 %352, %350
  %354 = tail call i64 @llvm.smin.i64(i64 %353, i64 %338)
  br i1 %77, label %355, label %433

355:                                              ; preds = %348
  %356 = sub i64 %351, %15
  %357 = trunc i64 %354 to i32
  %358 = shl nsw i32 -1, %357
  %359 = xor i32 %358, -1
  %360 = trunc i64 %349 to i32
  %361 = shl nsw i32 -1, %360
  %362 = and i32 %361, %359
  br i1 %221, label %431, label %363

363:                                              ; preds = %355
  br i1 %222, label %408, label %364

364:                                              ; preds = %363
  %365 = insertelement <16 x i64> poison, i64 %356, i64 0
  %366 = shufflevector <16 x i64> %365, <16 x i64> poison, <16 x i32> zeroinitializer
  %367 = insertelement <16 x i32> poison, i32 %362, i64 0
  %368 = shufflevector <16 x i32> %367, <16 x i32> poison, <16 x i32> zeroinitializer
  %369 = add <16 x i64> splat (i64 16), %366
  %370 = add <16 x i64> splat (i64 32), %366
  %371 = add <16 x i64> splat (i64 48), %366
  br label %372

372:                                              ; preds = %372, %364
  %373 = phi i64 [ 0, %364 ], [ %403, %372 ]
  %374 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %364 ], [ %404, %372 ]
  %375 = add <16 x i64> %366, %374
  %376 = add <16 x i64> %374, %369
  %377 = add <16 x i64> %374, %370
  %378 = add <16 x i64> %374, %371
  %379 = icmp sgt <16 x i64> %375, splat (i64 -1)
  %380 = icmp sgt <16 x i64> %376, splat (i64 -1)
  %381 = icmp sgt <16 x i64> %377, splat (i64 -1)
  %382 = icmp sgt <16 x i64> %378, splat (i64 -1)
  %383 = icmp slt <16 x i64> %375, %226
  %384 = icmp slt <16 x i64> %376, %226
  %385 = icmp slt <16 x i64> %377, %226
  %386 = icmp slt <16 x i64> %378, %226
  %387 = and <16 x i1> %379, %383
  %388 = and <16 x i1> %380, %384
  %389 = and <16 x i1> %381, %385
  %390 = and <16 x i1> %382, %386
  %391 = getelementptr i32, ptr %32, i64 %373
  %392 = getelementptr i8, ptr %391, i64 64
  %393 = getelementptr i8, ptr %391, i64 128
  %394 = getelementptr i8, ptr %391, i64 192
  %395 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %391, <16 x i1> %387, <16 x i32> poison)
  %396 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %392, <16 x i1> %388, <16 x i32> poison)
  %397 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %393, <16 x i1> %389, <16 x i32> poison)
  %398 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %394, <16 x i1> %390, <16 x i32> poison)
  %399 = or <16 x i32> %395, %368
  %400 = or <16 x i32> %396, %368
  %401 = or <16 x i32> %397, %368
  %402 = or <16 x i32> %398, %368
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %399, ptr align 16 %391, <16 x i1> %387)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %400, ptr align 16 %392, <16 x i1> %388)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %401, ptr align 16 %393, <16 x i1> %389)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %402, ptr align 16 %394, <16 x i1> %390)
  %403 = add nuw i64 %373, 64
  %404 = add <16 x i64> %374, splat (i64 64)
  %405 = icmp eq i64 %403, %224
  br i1 %405, label %406, label %372

406:                                              ; preds = %372
  br i1 %227, label %433, label %407

407:                                              ; preds = %406
  br i1 %228, label %431, label %408

408:                                              ; preds = %363, %407
  %409 = phi i64 [ %224, %407 ], [ 0, %363 ]
  %410 = insertelement <8 x i64> poison, i64 %356, i64 0
  %411 = shufflevector <8 x i64> %410, <8 x i64> poison, <8 x i32> zeroinitializer
  %412 = insertelement <8 x i32> poison, i32 %362, i64 0
  %413 = shufflevector <8 x i32> %412, <8 x i32> poison, <8 x i32> zeroinitializer
  %414 = insertelement <8 x i64> poison, i64 %409, i64 0
  %415 = shufflevector <8 x i64> %414, <8 x i64> poison, <8 x i32> zeroinitializer
  %416 = or disjoint <8 x i64> %415, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %417

417:                                              ; preds = %417, %408
  %418 = phi i64 [ %409, %408 ], [ %427, %417 ]
  %419 = phi <8 x i64> [ %416, %408 ], [ %428, %417 ]
  %420 = add <8 x i64> %411, %419
  %421 = icmp sgt <8 x i64> %420, splat (i64 -1)
  %422 = icmp slt <8 x i64> %420, %231
  %423 = and <8 x i1> %421, %422
  %424 = getelementptr i32, ptr %32, i64 %418
  %425 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %424, <8 x i1> %423, <8 x i32> poison)
  %426 = or <8 x i32> %425, %413
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %426, ptr align 16 %424, <8 x i1> %423)
  %427 = add nuw i64 %418, 8
  %428 = add nuw nsw <8 x i64> %419, splat (i64 8)
  %429 = icmp eq i64 %427, %229
  br i1 %429, label %430, label %417

430:                                              ; preds = %417
  br i1 %232, label %433, label %431

431:                                              ; preds = %355, %407, %430
  %432 = phi i64 [ 0, %355 ], [ %224, %407 ], [ %229, %430 ]
  br label %511

433:                                              ; preds = %521, %406, %430, %348
  br i1 %78, label %434, label %524

434:                                              ; preds = %433
  %435 = add nsw i64 %349, %16
  %436 = add nsw i64 %352, %16
  br i1 %233, label %509, label %437

437:                                              ; preds = %434
  br i1 %234, label %472, label %438

438:                                              ; preds = %437
  %439 = insertelement <16 x i64> poison, i64 %435, i64 0
  %440 = shufflevector <16 x i64> %439, <16 x i64> poison, <16 x i32> zeroinitializer
  %441 = insertelement <16 x i64> poison, i64 %436, i64 0
  %442 = shufflevector <16 x i64> %441, <16 x i64> poison, <16 x i32> zeroinitializer
  %443 = insertelement <16 x i64> poison, i64 %350, i64 0
  %444 = shufflevector <16 x i64> %443, <16 x i64> poison, <16 x i32> zeroinitializer
  %445 = insertelement <16 x i64> poison, i64 %349, i64 0
  %446 = shufflevector <16 x i64> %445, <16 x i64> poison, <16 x i32> zeroinitializer
  %447 = insertelement <16 x i64> poison, i64 %354, i64 0
  %448 = shufflevector <16 x i64> %447, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %449

449:                                              ; preds = %449, %438
  %450 = phi i64 [ 0, %438 ], [ %467, %449 ]
  %451 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %438 ], [ %468, %449 ]
  %452 = add <16 x i64> %451, %444
  %453 = sub <16 x i64> %440, %452
  %454 = sub <16 x i64> %442, %452
  %455 = call <16 x i64> @llvm.smax.v16i64(<16 x i64> %453, <16 x i64> %446)
  %456 = call <16 x i64> @llvm.smin.v16i64(<16 x i64> %454, <16 x i64> %448)
  %457 = icmp slt <16 x i64> %455, %456
  %458 = trunc <16 x i64> %456 to <16 x i32>
  %459 = shl nsw <16 x i32> splat (i32 -1), %458
  %460 = xor <16 x i32> %459, splat (i32 -1)
  %461 = trunc <16 x i64> %455 to <16 x i32>
  %462 = shl nsw <16 x i32> splat (i32 -1), %461
  %463 = and <16 x i32> %462, %460
  %464 = getelementptr i32, ptr %33, i64 %450
  %465 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %464, <16 x i1> %457, <16 x i32> poison)
  %466 = or <16 x i32> %465, %463
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %466, ptr align 16 %464, <16 x i1> %457)
  %467 = add nuw i64 %450, 16
  %468 = add nuw nsw <16 x i64> %451, splat (i64 16)
  %469 = icmp eq i64 %467, %236
  br i1 %469, label %470, label %449

470:                                              ; preds = %449
  br i1 %237, label %524, label %471

471:                                              ; preds = %470
  br i1 %238, label %509, label %472

472:                                              ; preds = %437, %471
  %473 = phi i64 [ %236, %471 ], [ 0, %437 ]
  %474 = insertelement <4 x i64> poison, i64 %435, i64 0
  %475 = shufflevector <4 x i64> %474, <4 x i64> poison, <4 x i32> zeroinitializer
  %476 = insertelement <4 x i64> poison, i64 %436, i64 0
  %477 = shufflevector <4 x i64> %476, <4 x i64> poison, <4 x i32> zeroinitializer
  %478 = insertelement <4 x i64> poison, i64 %350, i64 0
  %479 = shufflevector <4 x i64> %478, <4 x i64> poison, <4 x i32> zeroinitializer
  %480 = insertelement <4 x i64> poison, i64 %349, i64 0
  %481 = shufflevector <4 x i64> %480, <4 x i64> poison, <4 x i32> zeroinitializer
  %482 = insertelement <4 x i64> poison, i64 %354, i64 0
  %483 = shufflevector <4 x i64> %482, <4 x i64> poison, <4 x i32> zeroinitializer
  %484 = insertelement <4 x i64> poison, i64 %473, i64 0
  %485 = shufflevector <4 x i64> %484, <4 x i64> poison, <4 x i32> zeroinitializer
  %486 = or disjoint <4 x i64> %485, <i64 0, i64 1, i64 2, i64 3>
  br label %487

487:                                              ; preds = %487, %472
  %488 = phi i64 [ %473, %472 ], [ %505, %487 ]
  %489 = phi <4 x i64> [ %486, %472 ], [ %506, %487 ]
  %490 = add <4 x i64> %489, %479
  %491 = sub <4 x i64> %475, %490
  %492 = sub <4 x i64> %477, %490
  %493 = call <4 x i64> @llvm.smax.v4i64(<4 x i64> %491, <4 x i64> %481)
  %494 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %492, <4 x i64> %483)
  %495 = icmp slt <4 x i64> %493, %494
  %496 = trunc <4 x i64> %494 to <4 x i32>
  %497 = shl nsw <4 x i32> splat (i32 -1), %496
  %498 = xor <4 x i32> %497, splat (i32 -1)
  %499 = trunc <4 x i64> %493 to <4 x i32>
  %500 = shl nsw <4 x i32> splat (i32 -1), %499
  %501 = and <4 x i32> %500, %498
  %502 = getelementptr i32, ptr %33, i64 %488
  %503 = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr align 16 %502, <4 x i1> %495, <4 x i32> poison)
  %504 = or <4 x i32> %503, %501
  call void @llvm.masked.store.v4i32.p0(<4 x i32> %504, ptr align 16 %502, <4 x i1> %495)
  %505 = add nuw i64 %488, 4
  %506 = add nuw nsw <4 x i64> %489, splat (i64 4)
  %507 = icmp eq i64 %505, %239
  br i1 %507, label %508, label %487

508:                                              ; preds = %487
  br i1 %240, label %524, label %509

509:                                              ; preds = %434, %471, %508
  %510 = phi i64 [ 0, %434 ], [ %236, %471 ], [ %239, %508 ]
  br label %527

511:                                              ; preds = %431, %521
  %512 = phi i64 [ %522, %521 ], [ %432, %431 ]
  %513 = add i64 %356, %512
  %514 = icmp sgt i64 %513, -1
  %515 = icmp slt i64 %513, %7
  %516 = and i1 %514, %515
  br i1 %516, label %517, label %521

517:                                              ; preds = %511
  %518 = getelementptr inbounds nuw i32, ptr %32, i64 %512
  %519 = load i32, ptr %518, align 4
  %520 = or i32 %519, %362
  store i32 %520, ptr %518, align 4
  br label %521

521:                                              ; preds = %517, %511
  %522 = add nuw nsw i64 %512, 1
  %523 = icmp eq i64 %522, %11
  br i1 %523, label %433, label %511

524:                                              ; preds = %545, %470, %508, %433
  %525 = add nsw i64 %351, 1
  %526 = icmp slt i64 %353, %338
  br i1 %526, label %348, label %343

527:                                              ; preds = %509, %545
  %528 = phi i64 [ %546, %545 ], [ %510, %509 ]
  %529 = add i64 %528, %350
  %530 = sub i64 %435, %529
  %531 = sub i64 %436, %529
  %532 = tail call i64 @llvm.smax.i64(i64 %530, i64 %349)
  %533 = tail call i64 @llvm.smin.i64(i64 %531, i64 %354)
  %534 = icmp slt i64 %532, %533
  br i1 %534, label %535, label %545

535:                                              ; preds = %527
  %536 = trunc i64 %533 to i32
  %537 = shl nsw i32 -1, %536
  %538 = xor i32 %537, -1
  %539 = trunc i64 %532 to i32
  %540 = shl nsw i32 -1, %539
  %541 = and i32 %540, %538
  %542 = getelementptr inbounds nuw i32, ptr %33, i64 %528
  %543 = load i32, ptr %542, align 4
  %544 = or i32 %543, %541
  store i32 %544, ptr %542, align 4
  br label %545

545:                                              ; preds = %535, %527
  %546 = add nuw nsw i64 %528, 1
  %547 = icmp eq i64 %546, %12
  br i1 %547, label %524, label %527

548:                                              ; preds = %344, %583
  %549 = phi i64 [ 0, %344 ], [ %584, %583 ]
  br i1 %78, label %550, label %583

550:                                              ; preds = %548
  %551 = sub nsw i64 %549, %15
  %552 = mul nsw i64 %551, %8
  %553 = add i64 %347, %552
  %554 = mul nuw nsw i64 %549, %12
  %555 = getelementptr inbounds nuw i32, ptr %32, i64 %549
  %556 = load i32, ptr %555, align 4
  br i1 %241, label %578, label %557

557:                                              ; preds = %550
  %558 = insertelement <8 x i64> poison, i64 %553, i64 0
  %559 = shufflevector <8 x i64> %558, <8 x i64> poison, <8 x i32> zeroinitializer
  %560 = insertelement <8 x i64> poison, i64 %554, i64 0
  %561 = shufflevector <8 x i64> %560, <8 x i64> poison, <8 x i32> zeroinitializer
  %562 = insertelement <8 x i32> poison, i32 %556, i64 0
  %563 = shufflevector <8 x i32> %562, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %564

564:                                              ; preds = %564, %557
  %565 = phi i64 [ 0, %557 ], [ %574, %564 ]
  %566 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %557 ], [ %575, %564 ]
  %567 = add <8 x i64> %559, %566
  %568 = add nuw nsw <8 x i64> %566, %561
  %569 = getelementptr [3 x i64], ptr %345, <8 x i64> %568
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %567, <8 x ptr> align 8 %569, <8 x i1> splat (i1 true))
  %570 = getelementptr inbounds nuw i32, ptr %33, i64 %565
  %571 = load <8 x i32>, ptr %570, align 16
  %572 = and <8 x i32> %571, %563
  %573 = getelementptr [3 x i32], ptr %346, <8 x i64> %568
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %572, <8 x ptr> align 4 %573, <8 x i1> splat (i1 true))
  %574 = add nuw i64 %565, 8
  %575 = add nuw nsw <8 x i64> %566, splat (i64 8)
  %576 = icmp eq i64 %574, %242
  br i1 %576, label %577, label %564

577:                                              ; preds = %564
  br i1 %243, label %583, label %578

578:                                              ; preds = %550, %577
  %579 = phi i64 [ 0, %550 ], [ %242, %577 ]
  br label %586

580:                                              ; preds = %583, %343
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  %581 = add nuw nsw i64 %332, 1
  %582 = icmp eq i64 %581, 3
  br i1 %582, label %751, label %331

583:                                              ; preds = %586, %577, %548
  %584 = add nuw nsw i64 %549, 1
  %585 = icmp eq i64 %584, %11
  br i1 %585, label %580, label %548

586:                                              ; preds = %578, %586
  %587 = phi i64 [ %595, %586 ], [ %579, %578 ]
  %588 = add i64 %553, %587
  %589 = add nuw nsw i64 %587, %554
  %590 = getelementptr [3 x i64], ptr %345, i64 %589
  store i64 %588, ptr %590, align 8
  %591 = getelementptr inbounds nuw i32, ptr %33, i64 %587
  %592 = load i32, ptr %591, align 4
  %593 = and i32 %592, %556
  %594 = getelementptr [3 x i32], ptr %346, i64 %589
  store i32 %593, ptr %594, align 4
  %595 = add nuw nsw i64 %587, 1
  %596 = icmp eq i64 %595, %12
  br i1 %596, label %583, label %586

597:                                              ; preds = %306
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  %598 = tail call i64 @llvm.smin.i64(i64 %307, i64 %301)
  %599 = sdiv i64 %598, %56
  store i64 %599, ptr %38, align 16
  %600 = srem i64 %598, %56
  %601 = shl nsw i64 %600, 4
  store i64 %601, ptr %39, align 16
  %602 = mul nsw i64 %599, %10
  %603 = add nsw i64 %601, %602
  store i64 %603, ptr %36, align 16
  %604 = icmp sgt i32 %311, 0
  %605 = sub nsw i64 %10, %601
  %606 = select i1 %604, i64 %605, i64 0
  store i64 %606, ptr %37, align 16
  %607 = add nsw i64 %307, 1
  %608 = tail call i64 @llvm.smin.i64(i64 %607, i64 %301)
  %609 = sdiv i64 %608, %56
  store i64 %609, ptr %98, align 8
  %610 = srem i64 %608, %56
  %611 = shl nsw i64 %610, 4
  store i64 %611, ptr %99, align 8
  %612 = mul nsw i64 %609, %10
  %613 = add nsw i64 %611, %612
  store i64 %613, ptr %100, align 8
  %614 = icmp sgt i32 %311, 1
  %615 = sub nsw i64 %10, %611
  %616 = select i1 %614, i64 %615, i64 0
  store i64 %616, ptr %101, align 8
  %617 = add nsw i64 %307, 2
  %618 = tail call i64 @llvm.smin.i64(i64 %617, i64 %301)
  %619 = sdiv i64 %618, %56
  store i64 %619, ptr %102, align 16
  %620 = srem i64 %618, %56
  %621 = shl nsw i64 %620, 4
  store i64 %621, ptr %103, align 16
  %622 = mul nsw i64 %619, %10
  %623 = add nsw i64 %621, %622
  store i64 %623, ptr %104, align 16
  %624 = icmp sgt i32 %311, 2
  %625 = sub nsw i64 %10, %621
  %626 = select i1 %624, i64 %625, i64 0
  store i64 %626, ptr %105, align 16
  br i1 %77, label %627, label %750

627:                                              ; preds = %597
  %628 = sext i32 %311 to i64
  %629 = icmp slt i32 %311, 3
  %630 = icmp sgt i32 %311, 0
  %631 = shl nsw i64 %628, 3
  %632 = sub i32 2, %311
  %633 = zext i32 %632 to i64
  %634 = shl nuw nsw i64 %633, 3
  %635 = add nuw nsw i64 %634, 8
  %636 = shl nsw i64 %628, 2
  %637 = shl nuw nsw i64 %633, 2
  %638 = add nuw nsw i64 %637, 4
  %639 = getelementptr i8, ptr %34, i64 %631
  %640 = getelementptr i8, ptr %35, i64 %636
  %641 = zext i32 %311 to i64
  %642 = icmp ult i32 %311, 8
  %643 = and i64 %641, 4294967288
  %644 = icmp eq i64 %643, %641
  br label %645

645:                                              ; preds = %627, %656
  %646 = phi i64 [ 0, %627 ], [ %657, %656 ]
  br i1 %78, label %647, label %656

647:                                              ; preds = %645
  %648 = mul i64 %92, %646
  %649 = mul i64 %93, %646
  %650 = mul nuw nsw i64 %646, %12
  %651 = sub i64 %646, %15
  %652 = getelementptr i8, ptr %639, i64 %648
  %653 = getelementptr i8, ptr %640, i64 %649
  %654 = insertelement <8 x i64> poison, i64 %651, i64 0
  %655 = shufflevector <8 x i64> %654, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %659

656:                                              ; preds = %712, %645
  %657 = add nuw nsw i64 %646, 1
  %658 = icmp eq i64 %657, %11
  br i1 %658, label %750, label %645

659:                                              ; preds = %647, %712
  %660 = phi i64 [ 0, %647 ], [ %713, %712 ]
  %661 = add nuw nsw i64 %660, %650
  br i1 %629, label %662, label %667

662:                                              ; preds = %659
  %663 = mul i64 %660, 24
  %664 = getelementptr i8, ptr %652, i64 %663
  %665 = mul i64 %660, 12
  %666 = getelementptr i8, ptr %653, i64 %665
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %664, i8 0, i64 %635, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %666, i8 0, i64 %638, i1 false)
  br i1 %630, label %667, label %712

667:                                              ; preds = %659, %662
  %668 = sub i64 %660, %16
  %669 = getelementptr inbounds nuw [3 x i64], ptr %34, i64 %661
  %670 = getelementptr inbounds nuw [3 x i32], ptr %35, i64 %661
  br i1 %642, label %710, label %671

671:                                              ; preds = %667
  %672 = insertelement <8 x i64> poison, i64 %668, i64 0
  %673 = shufflevector <8 x i64> %672, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %674

674:                                              ; preds = %674, %671
  %675 = phi i64 [ 0, %671 ], [ %707, %674 ]
  %676 = getelementptr inbounds nuw i64, ptr %38, i64 %675
  %677 = load <8 x i64>, ptr %676, align 16
  %678 = mul nsw <8 x i64> %677, %245
  %679 = add <8 x i64> %655, %678
  %680 = getelementptr inbounds nuw i64, ptr %39, i64 %675
  %681 = load <8 x i64>, ptr %680, align 16
  %682 = sub nsw <8 x i64> %247, %681
  %683 = icmp sgt <8 x i64> %679, splat (i64 -1)
  %684 = icmp slt <8 x i64> %679, %249
  %685 = and <8 x i1> %683, %684
  %686 = add <8 x i64> %673, %681
  %687 = icmp slt <8 x i64> %686, zeroinitializer
  %688 = sub nsw <8 x i64> zeroinitializer, %686
  %689 = select <8 x i1> %687, <8 x i64> %688, <8 x i64> zeroinitializer
  %690 = sub nsw <8 x i64> %251, %686
  %691 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %690, <8 x i64> %682)
  %692 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %691, <8 x i64> splat (i64 16))
  %693 = icmp sgt <8 x i64> %692, %689
  %694 = select <8 x i1> %685, <8 x i1> %693, <8 x i1> zeroinitializer
  %695 = select <8 x i1> %685, <8 x i64> %679, <8 x i64> zeroinitializer
  %696 = mul nsw <8 x i64> %695, %251
  %697 = add nsw <8 x i64> %696, %686
  %698 = getelementptr inbounds nuw i64, ptr %669, i64 %675
  store <8 x i64> %697, ptr %698, align 8
  %699 = trunc <8 x i64> %692 to <8 x i32>
  %700 = shl nsw <8 x i32> splat (i32 -1), %699
  %701 = xor <8 x i32> %700, splat (i32 -1)
  %702 = trunc <8 x i64> %689 to <8 x i32>
  %703 = shl nsw <8 x i32> splat (i32 -1), %702
  %704 = and <8 x i32> %703, %701
  %705 = select <8 x i1> %694, <8 x i32> %704, <8 x i32> zeroinitializer
  %706 = getelementptr inbounds nuw i32, ptr %670, i64 %675
  store <8 x i32> %705, ptr %706, align 4
  %707 = add nuw i64 %675, 8
  %708 = icmp eq i64 %707, %643
  br i1 %708, label %709, label %674

709:                                              ; preds = %674
  br i1 %644, label %712, label %710

710:                                              ; preds = %667, %709
  %711 = phi i64 [ 0, %667 ], [ %643, %709 ]
  br label %715

712:                                              ; preds = %715, %709, %662
  %713 = add nuw nsw i64 %660, 1
  %714 = icmp eq i64 %713, %12
  br i1 %714, label %656, label %659

715:                                              ; preds = %710, %715
  %716 = phi i64 [ %748, %715 ], [ %711, %710 ]
  %717 = getelementptr inbounds nuw i64, ptr %38, i64 %716
  %718 = load i64, ptr %717, align 8
  %719 = mul nsw i64 %718, %13
  %720 = add i64 %651, %719
  %721 = getelementptr inbounds nuw i64, ptr %39, i64 %716
  %722 = load i64, ptr %721, align 8
  %723 = sub nsw i64 %10, %722
  %724 = icmp sgt i64 %720, -1
  %725 = icmp slt i64 %720, %7
  %726 = and i1 %724, %725
  %727 = add i64 %668, %722
  %728 = icmp slt i64 %727, 0
  %729 = sub nsw i64 0, %727
  %730 = select i1 %728, i64 %729, i64 0
  %731 = sub nsw i64 %8, %727
  %732 = tail call i64 @llvm.smin.i64(i64 %731, i64 %723)
  %733 = tail call i64 @llvm.smin.i64(i64 %732, i64 16)
  %734 = icmp sgt i64 %733, %730
  %735 = select i1 %726, i1 %734, i1 false
  %736 = select i1 %726, i64 %720, i64 0
  %737 = mul nsw i64 %736, %8
  %738 = add nsw i64 %737, %727
  %739 = getelementptr inbounds nuw i64, ptr %669, i64 %716
  store i64 %738, ptr %739, align 8
  %740 = trunc i64 %733 to i32
  %741 = shl nsw i32 -1, %740
  %742 = xor i32 %741, -1
  %743 = trunc i64 %730 to i32
  %744 = shl nsw i32 -1, %743
  %745 = and i32 %744, %742
  %746 = select i1 %735, i32 %745, i32 0
  %747 = getelementptr inbounds nuw i32, ptr %670, i64 %716
  store i32 %746, ptr %747, align 4
  %748 = add nuw nsw i64 %716, 1
  %749 = icmp eq i64 %748, %641
  br i1 %749, label %712, label %715

750:                                              ; preds = %656, %597
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  br label %751

751:                                              ; preds = %580, %750
  %752 = phi i64 [ %623, %750 ], [ %327, %580 ]
  %753 = phi i64 [ %613, %750 ], [ %321, %580 ]
  %754 = phi i64 [ %603, %750 ], [ %315, %580 ]
  %755 = phi i64 [ %626, %750 ], [ %330, %580 ]
  %756 = phi i64 [ %616, %750 ], [ %324, %580 ]
  %757 = phi i64 [ %606, %750 ], [ %318, %580 ]
  br i1 %302, label %758, label %786

758:                                              ; preds = %751
  %759 = icmp eq i32 %311, 3
  %760 = icmp sgt i32 %311, 0
  %761 = zext nneg i32 %311 to i64
  %762 = icmp sgt i64 %757, 15
  %763 = trunc i64 %757 to i32
  %764 = shl nsw i32 -1, %763
  %765 = trunc i32 %764 to i16
  %766 = xor i16 %765, -1
  %767 = select i1 %762, i16 -1, i16 %766
  %768 = icmp sgt i64 %756, 15
  %769 = trunc i64 %756 to i32
  %770 = shl nsw i32 -1, %769
  %771 = trunc i32 %770 to i16
  %772 = xor i16 %771, -1
  %773 = select i1 %768, i16 -1, i16 %772
  %774 = icmp sgt i64 %755, 15
  %775 = trunc i64 %755 to i32
  %776 = shl nsw i32 -1, %775
  %777 = trunc i32 %776 to i16
  %778 = xor i16 %777, -1
  %779 = select i1 %774, i16 -1, i16 %778
  %780 = bitcast i16 %767 to <16 x i1>
  %781 = bitcast i16 %773 to <16 x i1>
  %782 = bitcast i16 %779 to <16 x i1>
  %783 = bitcast i16 %767 to <16 x i1>
  %784 = bitcast i16 %773 to <16 x i1>
  %785 = bitcast i16 %779 to <16 x i1>
  br label %789

786:                                              ; preds = %2961, %751
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  %787 = add nsw i64 %307, 3
  %788 = icmp slt i64 %787, %287
  br i1 %788, label %306, label %303

789:                                              ; preds = %758, %2961
  %790 = phi i64 [ %298, %758 ], [ %2962, %2961 ]
  %791 = sub nsw i64 %284, %790
  %792 = icmp sgt i64 %791, 7
  %793 = select i1 %792, i64 %790, i64 %79
  %794 = sub nsw i64 %790, %793
  br i1 %759, label %853, label %795

795:                                              ; preds = %789
  br i1 %760, label %796, label %2961

796:                                              ; preds = %795
  %797 = mul i64 %83, %793
  %798 = getelementptr inbounds float, ptr %42, i64 %793
  %799 = getelementptr inbounds float, ptr %41, i64 %797
  %800 = getelementptr inbounds nuw i8, ptr %798, i64 4
  %801 = getelementptr inbounds nuw i8, ptr %798, i64 8
  %802 = getelementptr inbounds nuw i8, ptr %798, i64 12
  %803 = getelementptr inbounds nuw i8, ptr %798, i64 16
  %804 = getelementptr inbounds nuw i8, ptr %798, i64 20
  %805 = getelementptr inbounds nuw i8, ptr %798, i64 24
  %806 = getelementptr inbounds nuw i8, ptr %798, i64 28
  %807 = mul nsw i64 %793, %54
  %808 = getelementptr inbounds float, ptr %291, i64 %807
  %809 = add nsw i64 %793, 1
  %810 = mul nsw i64 %809, %54
  %811 = getelementptr inbounds float, ptr %291, i64 %810
  %812 = add nsw i64 %793, 2
  %813 = mul nsw i64 %812, %54
  %814 = getelementptr inbounds float, ptr %291, i64 %813
  %815 = add nsw i64 %793, 3
  %816 = mul nsw i64 %815, %54
  %817 = getelementptr inbounds float, ptr %291, i64 %816
  %818 = add nsw i64 %793, 4
  %819 = mul nsw i64 %818, %54
  %820 = getelementptr inbounds float, ptr %291, i64 %819
  %821 = add nsw i64 %793, 5
  %822 = mul nsw i64 %821, %54
  %823 = getelementptr inbounds float, ptr %291, i64 %822
  %824 = add nsw i64 %793, 6
  %825 = mul nsw i64 %824, %54
  %826 = getelementptr inbounds float, ptr %291, i64 %825
  %827 = add nsw i64 %793, 7
  %828 = mul nsw i64 %827, %54
  %829 = getelementptr inbounds float, ptr %291, i64 %828
  %830 = mul nsw i64 %793, %54
  %831 = icmp sgt i64 %794, 0
  %832 = add nsw i64 %793, 1
  %833 = mul nsw i64 %832, %54
  %834 = icmp sgt i64 %794, 1
  %835 = add nsw i64 %793, 2
  %836 = mul nsw i64 %835, %54
  %837 = icmp sgt i64 %794, 2
  %838 = add nsw i64 %793, 3
  %839 = mul nsw i64 %838, %54
  %840 = icmp sgt i64 %794, 3
  %841 = add nsw i64 %793, 4
  %842 = mul nsw i64 %841, %54
  %843 = icmp sgt i64 %794, 4
  %844 = add nsw i64 %793, 5
  %845 = mul nsw i64 %844, %54
  %846 = icmp sgt i64 %794, 5
  %847 = add nsw i64 %793, 6
  %848 = mul nsw i64 %847, %54
  %849 = icmp sgt i64 %794, 6
  %850 = add nsw i64 %793, 7
  %851 = mul nsw i64 %850, %54
  %852 = icmp sgt i64 %794, 7
  br label %2191

853:                                              ; preds = %789
  %854 = getelementptr inbounds float, ptr %42, i64 %793
  br i1 %82, label %863, label %855

855:                                              ; preds = %853
  %856 = load float, ptr %854, align 4
  %857 = insertelement <16 x float> poison, float %856, i64 0
  %858 = shufflevector <16 x float> %857, <16 x float> poison, <16 x i32> zeroinitializer
  %859 = insertelement <16 x float> poison, float %856, i64 0
  %860 = shufflevector <16 x float> %859, <16 x float> poison, <16 x i32> zeroinitializer
  %861 = insertelement <16 x float> poison, float %856, i64 0
  %862 = shufflevector <16 x float> %861, <16 x float> poison, <16 x i32> zeroinitializer
  br label %872

863:                                              ; preds = %853
  %864 = mul nsw i64 %793, %54
  %865 = getelementptr inbounds float, ptr %291, i64 %864
  %866 = getelementptr inbounds float, ptr %865, i64 %754
  %867 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %866, <16 x i1> %780, <16 x float> zeroinitializer)
  %868 = getelementptr inbounds float, ptr %865, i64 %753
  %869 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %868, <16 x i1> %781, <16 x float> zeroinitializer)
  %870 = getelementptr inbounds float, ptr %865, i64 %752
  %871 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %870, <16 x i1> %782, <16 x float> zeroinitializer)
  br label %872

872:                                              ; preds = %863, %855
  %873 = phi <16 x float> [ %869, %863 ], [ %860, %855 ]
  %874 = phi <16 x float> [ %867, %863 ], [ %858, %855 ]
  %875 = phi <16 x float> [ %871, %863 ], [ %862, %855 ]
  br i1 %82, label %885, label %876

876:                                              ; preds = %872
  %877 = getelementptr inbounds nuw i8, ptr %854, i64 4
  %878 = load float, ptr %877, align 4
  %879 = insertelement <16 x float> poison, float %878, i64 0
  %880 = shufflevector <16 x float> %879, <16 x float> poison, <16 x i32> zeroinitializer
  %881 = insertelement <16 x float> poison, float %878, i64 0
  %882 = shufflevector <16 x float> %881, <16 x float> poison, <16 x i32> zeroinitializer
  %883 = insertelement <16 x float> poison, float %878, i64 0
  %884 = shufflevector <16 x float> %883, <16 x float> poison, <16 x i32> zeroinitializer
  br label %895

885:                                              ; preds = %872
  %886 = add nsw i64 %793, 1
  %887 = mul nsw i64 %886, %54
  %888 = getelementptr inbounds float, ptr %291, i64 %887
  %889 = getelementptr inbounds float, ptr %888, i64 %754
  %890 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %889, <16 x i1> %780, <16 x float> zeroinitializer)
  %891 = getelementptr inbounds float, ptr %888, i64 %753
  %892 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %891, <16 x i1> %781, <16 x float> zeroinitializer)
  %893 = getelementptr inbounds float, ptr %888, i64 %752
  %894 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %893, <16 x i1> %782, <16 x float> zeroinitializer)
  br label %895

895:                                              ; preds = %885, %876
  %896 = phi <16 x float> [ %892, %885 ], [ %882, %876 ]
  %897 = phi <16 x float> [ %890, %885 ], [ %880, %876 ]
  %898 = phi <16 x float> [ %894, %885 ], [ %884, %876 ]
  br i1 %82, label %908, label %899

899:                                              ; preds = %895
  %900 = getelementptr inbounds nuw i8, ptr %854, i64 8
  %901 = load float, ptr %900, align 4
  %902 = insertelement <16 x float> poison, float %901, i64 0
  %903 = shufflevector <16 x float> %902, <16 x float> poison, <16 x i32> zeroinitializer
  %904 = insertelement <16 x float> poison, float %901, i64 0
  %905 = shufflevector <16 x float> %904, <16 x float> poison, <16 x i32> zeroinitializer
  %906 = insertelement <16 x float> poison, float %901, i64 0
  %907 = shufflevector <16 x float> %906, <16 x float> poison, <16 x i32> zeroinitializer
  br label %918

908:                                              ; preds = %895
  %909 = add nsw i64 %793, 2
  %910 = mul nsw i64 %909, %54
  %911 = getelementptr inbounds float, ptr %291, i64 %910
  %912 = getelementptr inbounds float, ptr %911, i64 %754
  %913 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %912, <16 x i1> %780, <16 x float> zeroinitializer)
  %914 = getelementptr inbounds float, ptr %911, i64 %753
  %915 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %914, <16 x i1> %781, <16 x float> zeroinitializer)
  %916 = getelementptr inbounds float, ptr %911, i64 %752
  %917 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %916, <16 x i1> %782, <16 x float> zeroinitializer)
  br label %918

918:                                              ; preds = %908, %899
  %919 = phi <16 x float> [ %915, %908 ], [ %905, %899 ]
  %920 = phi <16 x float> [ %913, %908 ], [ %903, %899 ]
  %921 = phi <16 x float> [ %917, %908 ], [ %907, %899 ]
  br i1 %82, label %931, label %922

922:                                              ; preds = %918
  %923 = getelementptr inbounds nuw i8, ptr %854, i64 12
  %924 = load float, ptr %923, align 4
  %925 = insertelement <16 x float> poison, float %924, i64 0
  %926 = shufflevector <16 x float> %925, <16 x float> poison, <16 x i32> zeroinitializer
  %927 = insertelement <16 x float> poison, float %924, i64 0
  %928 = shufflevector <16 x float> %927, <16 x float> poison, <16 x i32> zeroinitializer
  %929 = insertelement <16 x float> poison, float %924, i64 0
  %930 = shufflevector <16 x float> %929, <16 x float> poison, <16 x i32> zeroinitializer
  br label %941

931:                                              ; preds = %918
  %932 = add nsw i64 %793, 3
  %933 = mul nsw i64 %932, %54
  %934 = getelementptr inbounds float, ptr %291, i64 %933
  %935 = getelementptr inbounds float, ptr %934, i64 %754
  %936 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %935, <16 x i1> %780, <16 x float> zeroinitializer)
  %937 = getelementptr inbounds float, ptr %934, i64 %753
  %938 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %937, <16 x i1> %781, <16 x float> zeroinitializer)
  %939 = getelementptr inbounds float, ptr %934, i64 %752
  %940 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %939, <16 x i1> %782, <16 x float> zeroinitializer)
  br label %941

941:                                              ; preds = %931, %922
  %942 = phi <16 x float> [ %938, %931 ], [ %928, %922 ]
  %943 = phi <16 x float> [ %936, %931 ], [ %926, %922 ]
  %944 = phi <16 x float> [ %940, %931 ], [ %930, %922 ]
  br i1 %82, label %954, label %945

945:                                              ; preds = %941
  %946 = getelementptr inbounds nuw i8, ptr %854, i64 16
  %947 = load float, ptr %946, align 4
  %948 = insertelement <16 x float> poison, float %947, i64 0
  %949 = shufflevector <16 x float> %948, <16 x float> poison, <16 x i32> zeroinitializer
  %950 = insertelement <16 x float> poison, float %947, i64 0
  %951 = shufflevector <16 x float> %950, <16 x float> poison, <16 x i32> zeroinitializer
  %952 = insertelement <16 x float> poison, float %947, i64 0
  %953 = shufflevector <16 x float> %952, <16 x float> poison, <16 x i32> zeroinitializer
  br label %964

954:                                              ; preds = %941
  %955 = add nsw i64 %793, 4
  %956 = mul nsw i64 %955, %54
  %957 = getelementptr inbounds float, ptr %291, i64 %956
  %958 = getelementptr inbounds float, ptr %957, i64 %754
  %959 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %958, <16 x i1> %780, <16 x float> zeroinitializer)
  %960 = getelementptr inbounds float, ptr %957, i64 %753
  %961 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %960, <16 x i1> %781, <16 x float> zeroinitializer)
  %962 = getelementptr inbounds float, ptr %957, i64 %752
  %963 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %962, <16 x i1> %782, <16 x float> zeroinitializer)
  br label %964

964:                                              ; preds = %954, %945
  %965 = phi <16 x float> [ %961, %954 ], [ %951, %945 ]
  %966 = phi <16 x float> [ %959, %954 ], [ %949, %945 ]
  %967 = phi <16 x float> [ %963, %954 ], [ %953, %945 ]
  br i1 %82, label %977, label %968

968:                                              ; preds = %964
  %969 = getelementptr inbounds nuw i8, ptr %854, i64 20
  %970 = load float, ptr %969, align 4
  %971 = insertelement <16 x float> poison, float %970, i64 0
  %972 = shufflevector <16 x float> %971, <16 x float> poison, <16 x i32> zeroinitializer
  %973 = insertelement <16 x float> poison, float %970, i64 0
  %974 = shufflevector <16 x float> %973, <16 x float> poison, <16 x i32> zeroinitializer
  %975 = insertelement <16 x float> poison, float %970, i64 0
  %976 = shufflevector <16 x float> %975, <16 x float> poison, <16 x i32> zeroinitializer
  br label %987

977:                                              ; preds = %964
  %978 = add nsw i64 %793, 5
  %979 = mul nsw i64 %978, %54
  %980 = getelementptr inbounds float, ptr %291, i64 %979
  %981 = getelementptr inbounds float, ptr %980, i64 %754
  %982 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %981, <16 x i1> %780, <16 x float> zeroinitializer)
  %983 = getelementptr inbounds float, ptr %980, i64 %753
  %984 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %983, <16 x i1> %781, <16 x float> zeroinitializer)
  %985 = getelementptr inbounds float, ptr %980, i64 %752
  %986 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %985, <16 x i1> %782, <16 x float> zeroinitializer)
  br label %987

987:                                              ; preds = %977, %968
  %988 = phi <16 x float> [ %984, %977 ], [ %974, %968 ]
  %989 = phi <16 x float> [ %982, %977 ], [ %972, %968 ]
  %990 = phi <16 x float> [ %986, %977 ], [ %976, %968 ]
  br i1 %82, label %1000, label %991

991:                                              ; preds = %987
  %992 = getelementptr inbounds nuw i8, ptr %854, i64 24
  %993 = load float, ptr %992, align 4
  %994 = insertelement <16 x float> poison, float %993, i64 0
  %995 = shufflevector <16 x float> %994, <16 x float> poison, <16 x i32> zeroinitializer
  %996 = insertelement <16 x float> poison, float %993, i64 0
  %997 = shufflevector <16 x float> %996, <16 x float> poison, <16 x i32> zeroinitializer
  %998 = insertelement <16 x float> poison, float %993, i64 0
  %999 = shufflevector <16 x float> %998, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1010

1000:                                             ; preds = %987
  %1001 = add nsw i64 %793, 6
  %1002 = mul nsw i64 %1001, %54
  %1003 = getelementptr inbounds float, ptr %291, i64 %1002
  %1004 = getelementptr inbounds float, ptr %1003, i64 %754
  %1005 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1004, <16 x i1> %780, <16 x float> zeroinitializer)
  %1006 = getelementptr inbounds float, ptr %1003, i64 %753
  %1007 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1006, <16 x i1> %781, <16 x float> zeroinitializer)
  %1008 = getelementptr inbounds float, ptr %1003, i64 %752
  %1009 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1008, <16 x i1> %782, <16 x float> zeroinitializer)
  br label %1010

1010:                                             ; preds = %1000, %991
  %1011 = phi <16 x float> [ %1007, %1000 ], [ %997, %991 ]
  %1012 = phi <16 x float> [ %1005, %1000 ], [ %995, %991 ]
  %1013 = phi <16 x float> [ %1009, %1000 ], [ %999, %991 ]
  br i1 %82, label %1023, label %1014

1014:                                             ; preds = %1010
  %1015 = getelementptr inbounds nuw i8, ptr %854, i64 28
  %1016 = load float, ptr %1015, align 4
  %1017 = insertelement <16 x float> poison, float %1016, i64 0
  %1018 = shufflevector <16 x float> %1017, <16 x float> poison, <16 x i32> zeroinitializer
  %1019 = insertelement <16 x float> poison, float %1016, i64 0
  %1020 = shufflevector <16 x float> %1019, <16 x float> poison, <16 x i32> zeroinitializer
  %1021 = insertelement <16 x float> poison, float %1016, i64 0
  %1022 = shufflevector <16 x float> %1021, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1033

1023:                                             ; preds = %1010
  %1024 = add nsw i64 %793, 7
  %1025 = mul nsw i64 %1024, %54
  %1026 = getelementptr inbounds float, ptr %291, i64 %1025
  %1027 = getelementptr inbounds float, ptr %1026, i64 %754
  %1028 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1027, <16 x i1> %780, <16 x float> zeroinitializer)
  %1029 = getelementptr inbounds float, ptr %1026, i64 %753
  %1030 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1029, <16 x i1> %781, <16 x float> zeroinitializer)
  %1031 = getelementptr inbounds float, ptr %1026, i64 %752
  %1032 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1031, <16 x i1> %782, <16 x float> zeroinitializer)
  br label %1033

1033:                                             ; preds = %1023, %1014
  %1034 = phi <16 x float> [ %1030, %1023 ], [ %1020, %1014 ]
  %1035 = phi <16 x float> [ %1028, %1023 ], [ %1018, %1014 ]
  %1036 = phi <16 x float> [ %1032, %1023 ], [ %1022, %1014 ]
  %1037 = mul i64 %83, %793
  %1038 = getelementptr inbounds float, ptr %41, i64 %1037
  br i1 %87, label %1090, label %1065

1039:                                             ; preds = %1962, %1090
  %1040 = phi <16 x float> [ %1091, %1090 ], [ %1963, %1962 ]
  %1041 = phi <16 x float> [ %1092, %1090 ], [ %1964, %1962 ]
  %1042 = phi <16 x float> [ %1093, %1090 ], [ %1965, %1962 ]
  %1043 = phi <16 x float> [ %1094, %1090 ], [ %1966, %1962 ]
  %1044 = phi <16 x float> [ %1095, %1090 ], [ %1967, %1962 ]
  %1045 = phi <16 x float> [ %1096, %1090 ], [ %1968, %1962 ]
  %1046 = phi <16 x float> [ %1097, %1090 ], [ %1969, %1962 ]
  %1047 = phi <16 x float> [ %1098, %1090 ], [ %1970, %1962 ]
  %1048 = phi <16 x float> [ %1099, %1090 ], [ %1971, %1962 ]
  %1049 = phi <16 x float> [ %1100, %1090 ], [ %1972, %1962 ]
  %1050 = phi <16 x float> [ %1101, %1090 ], [ %1973, %1962 ]
  %1051 = phi <16 x float> [ %1102, %1090 ], [ %1974, %1962 ]
  %1052 = phi <16 x float> [ %1103, %1090 ], [ %1975, %1962 ]
  %1053 = phi <16 x float> [ %1104, %1090 ], [ %1976, %1962 ]
  %1054 = phi <16 x float> [ %1105, %1090 ], [ %1977, %1962 ]
  %1055 = phi <16 x float> [ %1106, %1090 ], [ %1978, %1962 ]
  %1056 = phi <16 x float> [ %1107, %1090 ], [ %1979, %1962 ]
  %1057 = phi <16 x float> [ %1108, %1090 ], [ %1980, %1962 ]
  %1058 = phi <16 x float> [ %1109, %1090 ], [ %1981, %1962 ]
  %1059 = phi <16 x float> [ %1110, %1090 ], [ %1982, %1962 ]
  %1060 = phi <16 x float> [ %1111, %1090 ], [ %1983, %1962 ]
  %1061 = phi <16 x float> [ %1112, %1090 ], [ %1984, %1962 ]
  %1062 = phi <16 x float> [ %1113, %1090 ], [ %1985, %1962 ]
  %1063 = phi <16 x float> [ %1114, %1090 ], [ %1986, %1962 ]
  %1064 = icmp slt i64 %1118, %5
  br i1 %1064, label %1090, label %1065

1065:                                             ; preds = %1039, %1033
  %1066 = phi <16 x float> [ %1036, %1033 ], [ %1040, %1039 ]
  %1067 = phi <16 x float> [ %1034, %1033 ], [ %1041, %1039 ]
  %1068 = phi <16 x float> [ %1035, %1033 ], [ %1042, %1039 ]
  %1069 = phi <16 x float> [ %1013, %1033 ], [ %1043, %1039 ]
  %1070 = phi <16 x float> [ %1011, %1033 ], [ %1044, %1039 ]
  %1071 = phi <16 x float> [ %1012, %1033 ], [ %1045, %1039 ]
  %1072 = phi <16 x float> [ %990, %1033 ], [ %1046, %1039 ]
  %1073 = phi <16 x float> [ %988, %1033 ], [ %1047, %1039 ]
  %1074 = phi <16 x float> [ %989, %1033 ], [ %1048, %1039 ]
  %1075 = phi <16 x float> [ %967, %1033 ], [ %1049, %1039 ]
  %1076 = phi <16 x float> [ %965, %1033 ], [ %1050, %1039 ]
  %1077 = phi <16 x float> [ %966, %1033 ], [ %1051, %1039 ]
  %1078 = phi <16 x float> [ %944, %1033 ], [ %1052, %1039 ]
  %1079 = phi <16 x float> [ %942, %1033 ], [ %1053, %1039 ]
  %1080 = phi <16 x float> [ %943, %1033 ], [ %1054, %1039 ]
  %1081 = phi <16 x float> [ %921, %1033 ], [ %1055, %1039 ]
  %1082 = phi <16 x float> [ %919, %1033 ], [ %1056, %1039 ]
  %1083 = phi <16 x float> [ %920, %1033 ], [ %1057, %1039 ]
  %1084 = phi <16 x float> [ %898, %1033 ], [ %1058, %1039 ]
  %1085 = phi <16 x float> [ %896, %1033 ], [ %1059, %1039 ]
  %1086 = phi <16 x float> [ %897, %1033 ], [ %1060, %1039 ]
  %1087 = phi <16 x float> [ %875, %1033 ], [ %1061, %1039 ]
  %1088 = phi <16 x float> [ %873, %1033 ], [ %1062, %1039 ]
  %1089 = phi <16 x float> [ %874, %1033 ], [ %1063, %1039 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  store <16 x float> %1089, ptr %31, align 64
  store <16 x float> %1088, ptr %252, align 64
  store <16 x float> %1087, ptr %253, align 64
  store <16 x float> %1086, ptr %254, align 64
  store <16 x float> %1085, ptr %255, align 64
  store <16 x float> %1084, ptr %256, align 64
  store <16 x float> %1083, ptr %257, align 64
  store <16 x float> %1082, ptr %258, align 64
  store <16 x float> %1081, ptr %259, align 64
  store <16 x float> %1080, ptr %260, align 64
  store <16 x float> %1079, ptr %261, align 64
  store <16 x float> %1078, ptr %262, align 64
  store <16 x float> %1077, ptr %263, align 64
  store <16 x float> %1076, ptr %264, align 64
  store <16 x float> %1075, ptr %265, align 64
  store <16 x float> %1074, ptr %266, align 64
  store <16 x float> %1073, ptr %267, align 64
  store <16 x float> %1072, ptr %268, align 64
  store <16 x float> %1071, ptr %269, align 64
  store <16 x float> %1070, ptr %270, align 64
  store <16 x float> %1069, ptr %271, align 64
  store <16 x float> %1068, ptr %272, align 64
  store <16 x float> %1067, ptr %273, align 64
  store <16 x float> %1066, ptr %274, align 64
  br label %1989

1090:                                             ; preds = %1033, %1039
  %1091 = phi <16 x float> [ %1040, %1039 ], [ %1036, %1033 ]
  %1092 = phi <16 x float> [ %1041, %1039 ], [ %1034, %1033 ]
  %1093 = phi <16 x float> [ %1042, %1039 ], [ %1035, %1033 ]
  %1094 = phi <16 x float> [ %1043, %1039 ], [ %1013, %1033 ]
  %1095 = phi <16 x float> [ %1044, %1039 ], [ %1011, %1033 ]
  %1096 = phi <16 x float> [ %1045, %1039 ], [ %1012, %1033 ]
  %1097 = phi <16 x float> [ %1046, %1039 ], [ %990, %1033 ]
  %1098 = phi <16 x float> [ %1047, %1039 ], [ %988, %1033 ]
  %1099 = phi <16 x float> [ %1048, %1039 ], [ %989, %1033 ]
  %1100 = phi <16 x float> [ %1049, %1039 ], [ %967, %1033 ]
  %1101 = phi <16 x float> [ %1050, %1039 ], [ %965, %1033 ]
  %1102 = phi <16 x float> [ %1051, %1039 ], [ %966, %1033 ]
  %1103 = phi <16 x float> [ %1052, %1039 ], [ %944, %1033 ]
  %1104 = phi <16 x float> [ %1053, %1039 ], [ %942, %1033 ]
  %1105 = phi <16 x float> [ %1054, %1039 ], [ %943, %1033 ]
  %1106 = phi <16 x float> [ %1055, %1039 ], [ %921, %1033 ]
  %1107 = phi <16 x float> [ %1056, %1039 ], [ %919, %1033 ]
  %1108 = phi <16 x float> [ %1057, %1039 ], [ %920, %1033 ]
  %1109 = phi <16 x float> [ %1058, %1039 ], [ %898, %1033 ]
  %1110 = phi <16 x float> [ %1059, %1039 ], [ %896, %1033 ]
  %1111 = phi <16 x float> [ %1060, %1039 ], [ %897, %1033 ]
  %1112 = phi <16 x float> [ %1061, %1039 ], [ %875, %1033 ]
  %1113 = phi <16 x float> [ %1062, %1039 ], [ %873, %1033 ]
  %1114 = phi <16 x float> [ %1063, %1039 ], [ %874, %1033 ]
  %1115 = phi i64 [ %1118, %1039 ], [ 0, %1033 ]
  %1116 = sub nsw i64 %5, %1115
  %1117 = icmp slt i64 %1116, %86
  %1118 = add nuw nsw i64 %1115, %86
  %1119 = select i1 %1117, i64 %5, i64 %1118
  br i1 %88, label %1120, label %1039

1120:                                             ; preds = %1090
  %1121 = mul nsw i64 %1115, %80
  %1122 = getelementptr inbounds float, ptr %289, i64 %1121
  %1123 = mul nuw nsw i64 %1115, %81
  %1124 = getelementptr inbounds nuw float, ptr %1038, i64 %1123
  %1125 = icmp slt i64 %1115, %1119
  br label %1126

1126:                                             ; preds = %1120, %1962
  %1127 = phi <16 x float> [ %1091, %1120 ], [ %1963, %1962 ]
  %1128 = phi <16 x float> [ %1092, %1120 ], [ %1964, %1962 ]
  %1129 = phi <16 x float> [ %1093, %1120 ], [ %1965, %1962 ]
  %1130 = phi <16 x float> [ %1094, %1120 ], [ %1966, %1962 ]
  %1131 = phi <16 x float> [ %1095, %1120 ], [ %1967, %1962 ]
  %1132 = phi <16 x float> [ %1096, %1120 ], [ %1968, %1962 ]
  %1133 = phi <16 x float> [ %1097, %1120 ], [ %1969, %1962 ]
  %1134 = phi <16 x float> [ %1098, %1120 ], [ %1970, %1962 ]
  %1135 = phi <16 x float> [ %1099, %1120 ], [ %1971, %1962 ]
  %1136 = phi <16 x float> [ %1100, %1120 ], [ %1972, %1962 ]
  %1137 = phi <16 x float> [ %1101, %1120 ], [ %1973, %1962 ]
  %1138 = phi <16 x float> [ %1102, %1120 ], [ %1974, %1962 ]
  %1139 = phi <16 x float> [ %1103, %1120 ], [ %1975, %1962 ]
  %1140 = phi <16 x float> [ %1104, %1120 ], [ %1976, %1962 ]
  %1141 = phi <16 x float> [ %1105, %1120 ], [ %1977, %1962 ]
  %1142 = phi <16 x float> [ %1106, %1120 ], [ %1978, %1962 ]
  %1143 = phi <16 x float> [ %1107, %1120 ], [ %1979, %1962 ]
  %1144 = phi <16 x float> [ %1108, %1120 ], [ %1980, %1962 ]
  %1145 = phi <16 x float> [ %1109, %1120 ], [ %1981, %1962 ]
  %1146 = phi <16 x float> [ %1110, %1120 ], [ %1982, %1962 ]
  %1147 = phi <16 x float> [ %1111, %1120 ], [ %1983, %1962 ]
  %1148 = phi <16 x float> [ %1112, %1120 ], [ %1984, %1962 ]
  %1149 = phi <16 x float> [ %1113, %1120 ], [ %1985, %1962 ]
  %1150 = phi <16 x float> [ %1114, %1120 ], [ %1986, %1962 ]
  %1151 = phi i64 [ 0, %1120 ], [ %1987, %1962 ]
  %1152 = mul nuw nsw i64 %1151, 12
  %1153 = getelementptr nuw i8, ptr %35, i64 %1152
  %1154 = mul nuw nsw i64 %1151, 24
  %1155 = getelementptr nuw i8, ptr %34, i64 %1154
  %1156 = load i64, ptr %1155, align 8
  %1157 = getelementptr inbounds nuw i8, ptr %1155, i64 8
  %1158 = load i64, ptr %1157, align 8
  %1159 = getelementptr inbounds nuw i8, ptr %1155, i64 16
  %1160 = load i64, ptr %1159, align 8
  %1161 = load i32, ptr %1153, align 4
  %1162 = getelementptr inbounds nuw i8, ptr %1153, i64 4
  %1163 = load i32, ptr %1162, align 4
  %1164 = getelementptr inbounds nuw i8, ptr %1153, i64 8
  %1165 = load i32, ptr %1164, align 4
  %1166 = and i32 %1161, 65535
  %1167 = icmp eq i32 %1166, 65535
  %1168 = zext i1 %1167 to i32
  %1169 = and i32 %1163, 65535
  %1170 = icmp eq i32 %1169, 65535
  %1171 = select i1 %1170, i32 2, i32 0
  %1172 = or disjoint i32 %1171, %1168
  %1173 = and i32 %1165, 65535
  %1174 = icmp eq i32 %1173, 65535
  %1175 = select i1 %1174, i32 4, i32 0
  %1176 = or disjoint i32 %1175, %1172
  %1177 = getelementptr inbounds nuw float, ptr %1124, i64 %1151
  switch i32 %1176, label %1209 [
    i32 1, label %1203
    i32 2, label %1197
    i32 3, label %1193
    i32 4, label %1187
    i32 5, label %1183
    i32 6, label %1179
    i32 7, label %1178
    i32 0, label %1210
  ]

1178:                                             ; preds = %1126
  br i1 %1125, label %1776, label %1962

1179:                                             ; preds = %1126
  br i1 %1125, label %1180, label %1962

1180:                                             ; preds = %1179
  %1181 = trunc i32 %1161 to i16
  %1182 = bitcast i16 %1181 to <16 x i1>
  br label %1683

1183:                                             ; preds = %1126
  br i1 %1125, label %1184, label %1962

1184:                                             ; preds = %1183
  %1185 = trunc i32 %1163 to i16
  %1186 = bitcast i16 %1185 to <16 x i1>
  br label %1590

1187:                                             ; preds = %1126
  br i1 %1125, label %1188, label %1962

1188:                                             ; preds = %1187
  %1189 = trunc i32 %1161 to i16
  %1190 = bitcast i16 %1189 to <16 x i1>
  %1191 = trunc i32 %1163 to i16
  %1192 = bitcast i16 %1191 to <16 x i1>
  br label %1497

1193:                                             ; preds = %1126
  br i1 %1125, label %1194, label %1962

1194:                                             ; preds = %1193
  %1195 = trunc i32 %1165 to i16
  %1196 = bitcast i16 %1195 to <16 x i1>
  br label %1404

1197:                                             ; preds = %1126
  br i1 %1125, label %1198, label %1962

1198:                                             ; preds = %1197
  %1199 = trunc i32 %1161 to i16
  %1200 = bitcast i16 %1199 to <16 x i1>
  %1201 = trunc i32 %1165 to i16
  %1202 = bitcast i16 %1201 to <16 x i1>
  br label %1311

1203:                                             ; preds = %1126
  br i1 %1125, label %1204, label %1962

1204:                                             ; preds = %1203
  %1205 = trunc i32 %1163 to i16
  %1206 = bitcast i16 %1205 to <16 x i1>
  %1207 = trunc i32 %1165 to i16
  %1208 = bitcast i16 %1207 to <16 x i1>
  br label %1218

1209:                                             ; preds = %1126
  unreachable

1210:                                             ; preds = %1126
  br i1 %1125, label %1211, label %1962

1211:                                             ; preds = %1210
  %1212 = trunc i32 %1161 to i16
  %1213 = bitcast i16 %1212 to <16 x i1>
  %1214 = trunc i32 %1163 to i16
  %1215 = bitcast i16 %1214 to <16 x i1>
  %1216 = trunc i32 %1165 to i16
  %1217 = bitcast i16 %1216 to <16 x i1>
  br label %1869

1218:                                             ; preds = %1204, %1218
  %1219 = phi <16 x float> [ %1306, %1218 ], [ %1127, %1204 ]
  %1220 = phi <16 x float> [ %1305, %1218 ], [ %1128, %1204 ]
  %1221 = phi <16 x float> [ %1304, %1218 ], [ %1129, %1204 ]
  %1222 = phi <16 x float> [ %1299, %1218 ], [ %1130, %1204 ]
  %1223 = phi <16 x float> [ %1298, %1218 ], [ %1131, %1204 ]
  %1224 = phi <16 x float> [ %1297, %1218 ], [ %1132, %1204 ]
  %1225 = phi <16 x float> [ %1292, %1218 ], [ %1133, %1204 ]
  %1226 = phi <16 x float> [ %1291, %1218 ], [ %1134, %1204 ]
  %1227 = phi <16 x float> [ %1290, %1218 ], [ %1135, %1204 ]
  %1228 = phi <16 x float> [ %1285, %1218 ], [ %1136, %1204 ]
  %1229 = phi <16 x float> [ %1284, %1218 ], [ %1137, %1204 ]
  %1230 = phi <16 x float> [ %1283, %1218 ], [ %1138, %1204 ]
  %1231 = phi <16 x float> [ %1278, %1218 ], [ %1139, %1204 ]
  %1232 = phi <16 x float> [ %1277, %1218 ], [ %1140, %1204 ]
  %1233 = phi <16 x float> [ %1276, %1218 ], [ %1141, %1204 ]
  %1234 = phi <16 x float> [ %1271, %1218 ], [ %1142, %1204 ]
  %1235 = phi <16 x float> [ %1270, %1218 ], [ %1143, %1204 ]
  %1236 = phi <16 x float> [ %1269, %1218 ], [ %1144, %1204 ]
  %1237 = phi <16 x float> [ %1264, %1218 ], [ %1145, %1204 ]
  %1238 = phi <16 x float> [ %1263, %1218 ], [ %1146, %1204 ]
  %1239 = phi <16 x float> [ %1262, %1218 ], [ %1147, %1204 ]
  %1240 = phi <16 x float> [ %1257, %1218 ], [ %1148, %1204 ]
  %1241 = phi <16 x float> [ %1256, %1218 ], [ %1149, %1204 ]
  %1242 = phi <16 x float> [ %1255, %1218 ], [ %1150, %1204 ]
  %1243 = phi ptr [ %1308, %1218 ], [ %1122, %1204 ]
  %1244 = phi ptr [ %1309, %1218 ], [ %1177, %1204 ]
  %1245 = phi i64 [ %1307, %1218 ], [ %1115, %1204 ]
  %1246 = getelementptr inbounds float, ptr %1243, i64 %1156
  %1247 = load <16 x float>, ptr %1246, align 1
  %1248 = getelementptr inbounds float, ptr %1243, i64 %1158
  %1249 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1248, <16 x i1> %1206, <16 x float> zeroinitializer)
  %1250 = getelementptr inbounds float, ptr %1243, i64 %1160
  %1251 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1250, <16 x i1> %1208, <16 x float> zeroinitializer)
  %1252 = load float, ptr %1244, align 4
  %1253 = insertelement <16 x float> poison, float %1252, i64 0
  %1254 = shufflevector <16 x float> %1253, <16 x float> poison, <16 x i32> zeroinitializer
  %1255 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1247, <16 x float> %1254, <16 x float> %1242)
  %1256 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1249, <16 x float> %1254, <16 x float> %1241)
  %1257 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1251, <16 x float> %1254, <16 x float> %1240)
  %1258 = getelementptr inbounds float, ptr %1244, i64 %83
  %1259 = load float, ptr %1258, align 4
  %1260 = insertelement <16 x float> poison, float %1259, i64 0
  %1261 = shufflevector <16 x float> %1260, <16 x float> poison, <16 x i32> zeroinitializer
  %1262 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1247, <16 x float> %1261, <16 x float> %1239)
  %1263 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1249, <16 x float> %1261, <16 x float> %1238)
  %1264 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1251, <16 x float> %1261, <16 x float> %1237)
  %1265 = getelementptr inbounds i8, ptr %1244, i64 %194
  %1266 = load float, ptr %1265, align 4
  %1267 = insertelement <16 x float> poison, float %1266, i64 0
  %1268 = shufflevector <16 x float> %1267, <16 x float> poison, <16 x i32> zeroinitializer
  %1269 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1247, <16 x float> %1268, <16 x float> %1236)
  %1270 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1249, <16 x float> %1268, <16 x float> %1235)
  %1271 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1251, <16 x float> %1268, <16 x float> %1234)
  %1272 = getelementptr inbounds i8, ptr %1244, i64 %195
  %1273 = load float, ptr %1272, align 4
  %1274 = insertelement <16 x float> poison, float %1273, i64 0
  %1275 = shufflevector <16 x float> %1274, <16 x float> poison, <16 x i32> zeroinitializer
  %1276 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1247, <16 x float> %1275, <16 x float> %1233)
  %1277 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1249, <16 x float> %1275, <16 x float> %1232)
  %1278 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1251, <16 x float> %1275, <16 x float> %1231)
  %1279 = getelementptr inbounds i8, ptr %1244, i64 %196
  %1280 = load float, ptr %1279, align 4
  %1281 = insertelement <16 x float> poison, float %1280, i64 0
  %1282 = shufflevector <16 x float> %1281, <16 x float> poison, <16 x i32> zeroinitializer
  %1283 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1247, <16 x float> %1282, <16 x float> %1230)
  %1284 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1249, <16 x float> %1282, <16 x float> %1229)
  %1285 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1251, <16 x float> %1282, <16 x float> %1228)
  %1286 = getelementptr inbounds i8, ptr %1244, i64 %197
  %1287 = load float, ptr %1286, align 4
  %1288 = insertelement <16 x float> poison, float %1287, i64 0
  %1289 = shufflevector <16 x float> %1288, <16 x float> poison, <16 x i32> zeroinitializer
  %1290 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1247, <16 x float> %1289, <16 x float> %1227)
  %1291 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1249, <16 x float> %1289, <16 x float> %1226)
  %1292 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1251, <16 x float> %1289, <16 x float> %1225)
  %1293 = getelementptr inbounds i8, ptr %1244, i64 %198
  %1294 = load float, ptr %1293, align 4
  %1295 = insertelement <16 x float> poison, float %1294, i64 0
  %1296 = shufflevector <16 x float> %1295, <16 x float> poison, <16 x i32> zeroinitializer
  %1297 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1247, <16 x float> %1296, <16 x float> %1224)
  %1298 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1249, <16 x float> %1296, <16 x float> %1223)
  %1299 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1251, <16 x float> %1296, <16 x float> %1222)
  %1300 = getelementptr inbounds i8, ptr %1244, i64 %199
  %1301 = load float, ptr %1300, align 4
  %1302 = insertelement <16 x float> poison, float %1301, i64 0
  %1303 = shufflevector <16 x float> %1302, <16 x float> poison, <16 x i32> zeroinitializer
  %1304 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1247, <16 x float> %1303, <16 x float> %1221)
  %1305 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1249, <16 x float> %1303, <16 x float> %1220)
  %1306 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1251, <16 x float> %1303, <16 x float> %1219)
  %1307 = add nuw nsw i64 %1245, 1
  %1308 = getelementptr inbounds float, ptr %1243, i64 %80
  %1309 = getelementptr inbounds nuw float, ptr %1244, i64 %81
  %1310 = icmp slt i64 %1307, %1119
  br i1 %1310, label %1218, label %1962

1311:                                             ; preds = %1198, %1311
  %1312 = phi <16 x float> [ %1399, %1311 ], [ %1127, %1198 ]
  %1313 = phi <16 x float> [ %1398, %1311 ], [ %1128, %1198 ]
  %1314 = phi <16 x float> [ %1397, %1311 ], [ %1129, %1198 ]
  %1315 = phi <16 x float> [ %1392, %1311 ], [ %1130, %1198 ]
  %1316 = phi <16 x float> [ %1391, %1311 ], [ %1131, %1198 ]
  %1317 = phi <16 x float> [ %1390, %1311 ], [ %1132, %1198 ]
  %1318 = phi <16 x float> [ %1385, %1311 ], [ %1133, %1198 ]
  %1319 = phi <16 x float> [ %1384, %1311 ], [ %1134, %1198 ]
  %1320 = phi <16 x float> [ %1383, %1311 ], [ %1135, %1198 ]
  %1321 = phi <16 x float> [ %1378, %1311 ], [ %1136, %1198 ]
  %1322 = phi <16 x float> [ %1377, %1311 ], [ %1137, %1198 ]
  %1323 = phi <16 x float> [ %1376, %1311 ], [ %1138, %1198 ]
  %1324 = phi <16 x float> [ %1371, %1311 ], [ %1139, %1198 ]
  %1325 = phi <16 x float> [ %1370, %1311 ], [ %1140, %1198 ]
  %1326 = phi <16 x float> [ %1369, %1311 ], [ %1141, %1198 ]
  %1327 = phi <16 x float> [ %1364, %1311 ], [ %1142, %1198 ]
  %1328 = phi <16 x float> [ %1363, %1311 ], [ %1143, %1198 ]
  %1329 = phi <16 x float> [ %1362, %1311 ], [ %1144, %1198 ]
  %1330 = phi <16 x float> [ %1357, %1311 ], [ %1145, %1198 ]
  %1331 = phi <16 x float> [ %1356, %1311 ], [ %1146, %1198 ]
  %1332 = phi <16 x float> [ %1355, %1311 ], [ %1147, %1198 ]
  %1333 = phi <16 x float> [ %1350, %1311 ], [ %1148, %1198 ]
  %1334 = phi <16 x float> [ %1349, %1311 ], [ %1149, %1198 ]
  %1335 = phi <16 x float> [ %1348, %1311 ], [ %1150, %1198 ]
  %1336 = phi ptr [ %1401, %1311 ], [ %1122, %1198 ]
  %1337 = phi ptr [ %1402, %1311 ], [ %1177, %1198 ]
  %1338 = phi i64 [ %1400, %1311 ], [ %1115, %1198 ]
  %1339 = getelementptr inbounds float, ptr %1336, i64 %1156
  %1340 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1339, <16 x i1> %1200, <16 x float> zeroinitializer)
  %1341 = getelementptr inbounds float, ptr %1336, i64 %1158
  %1342 = load <16 x float>, ptr %1341, align 1
  %1343 = getelementptr inbounds float, ptr %1336, i64 %1160
  %1344 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1343, <16 x i1> %1202, <16 x float> zeroinitializer)
  %1345 = load float, ptr %1337, align 4
  %1346 = insertelement <16 x float> poison, float %1345, i64 0
  %1347 = shufflevector <16 x float> %1346, <16 x float> poison, <16 x i32> zeroinitializer
  %1348 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1340, <16 x float> %1347, <16 x float> %1335)
  %1349 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1342, <16 x float> %1347, <16 x float> %1334)
  %1350 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1344, <16 x float> %1347, <16 x float> %1333)
  %1351 = getelementptr inbounds float, ptr %1337, i64 %83
  %1352 = load float, ptr %1351, align 4
  %1353 = insertelement <16 x float> poison, float %1352, i64 0
  %1354 = shufflevector <16 x float> %1353, <16 x float> poison, <16 x i32> zeroinitializer
  %1355 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1340, <16 x float> %1354, <16 x float> %1332)
  %1356 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1342, <16 x float> %1354, <16 x float> %1331)
  %1357 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1344, <16 x float> %1354, <16 x float> %1330)
  %1358 = getelementptr inbounds i8, ptr %1337, i64 %188
  %1359 = load float, ptr %1358, align 4
  %1360 = insertelement <16 x float> poison, float %1359, i64 0
  %1361 = shufflevector <16 x float> %1360, <16 x float> poison, <16 x i32> zeroinitializer
  %1362 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1340, <16 x float> %1361, <16 x float> %1329)
  %1363 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1342, <16 x float> %1361, <16 x float> %1328)
  %1364 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1344, <16 x float> %1361, <16 x float> %1327)
  %1365 = getelementptr inbounds i8, ptr %1337, i64 %189
  %1366 = load float, ptr %1365, align 4
  %1367 = insertelement <16 x float> poison, float %1366, i64 0
  %1368 = shufflevector <16 x float> %1367, <16 x float> poison, <16 x i32> zeroinitializer
  %1369 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1340, <16 x float> %1368, <16 x float> %1326)
  %1370 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1342, <16 x float> %1368, <16 x float> %1325)
  %1371 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1344, <16 x float> %1368, <16 x float> %1324)
  %1372 = getelementptr inbounds i8, ptr %1337, i64 %190
  %1373 = load float, ptr %1372, align 4
  %1374 = insertelement <16 x float> poison, float %1373, i64 0
  %1375 = shufflevector <16 x float> %1374, <16 x float> poison, <16 x i32> zeroinitializer
  %1376 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1340, <16 x float> %1375, <16 x float> %1323)
  %1377 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1342, <16 x float> %1375, <16 x float> %1322)
  %1378 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1344, <16 x float> %1375, <16 x float> %1321)
  %1379 = getelementptr inbounds i8, ptr %1337, i64 %191
  %1380 = load float, ptr %1379, align 4
  %1381 = insertelement <16 x float> poison, float %1380, i64 0
  %1382 = shufflevector <16 x float> %1381, <16 x float> poison, <16 x i32> zeroinitializer
  %1383 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1340, <16 x float> %1382, <16 x float> %1320)
  %1384 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1342, <16 x float> %1382, <16 x float> %1319)
  %1385 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1344, <16 x float> %1382, <16 x float> %1318)
  %1386 = getelementptr inbounds i8, ptr %1337, i64 %192
  %1387 = load float, ptr %1386, align 4
  %1388 = insertelement <16 x float> poison, float %1387, i64 0
  %1389 = shufflevector <16 x float> %1388, <16 x float> poison, <16 x i32> zeroinitializer
  %1390 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1340, <16 x float> %1389, <16 x float> %1317)
  %1391 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1342, <16 x float> %1389, <16 x float> %1316)
  %1392 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1344, <16 x float> %1389, <16 x float> %1315)
  %1393 = getelementptr inbounds i8, ptr %1337, i64 %193
  %1394 = load float, ptr %1393, align 4
  %1395 = insertelement <16 x float> poison, float %1394, i64 0
  %1396 = shufflevector <16 x float> %1395, <16 x float> poison, <16 x i32> zeroinitializer
  %1397 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1340, <16 x float> %1396, <16 x float> %1314)
  %1398 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1342, <16 x float> %1396, <16 x float> %1313)
  %1399 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1344, <16 x float> %1396, <16 x float> %1312)
  %1400 = add nuw nsw i64 %1338, 1
  %1401 = getelementptr inbounds float, ptr %1336, i64 %80
  %1402 = getelementptr inbounds nuw float, ptr %1337, i64 %81
  %1403 = icmp slt i64 %1400, %1119
  br i1 %1403, label %1311, label %1962

1404:                                             ; preds = %1194, %1404
  %1405 = phi <16 x float> [ %1492, %1404 ], [ %1127, %1194 ]
  %1406 = phi <16 x float> [ %1491, %1404 ], [ %1128, %1194 ]
  %1407 = phi <16 x float> [ %1490, %1404 ], [ %1129, %1194 ]
  %1408 = phi <16 x float> [ %1485, %1404 ], [ %1130, %1194 ]
  %1409 = phi <16 x float> [ %1484, %1404 ], [ %1131, %1194 ]
  %1410 = phi <16 x float> [ %1483, %1404 ], [ %1132, %1194 ]
  %1411 = phi <16 x float> [ %1478, %1404 ], [ %1133, %1194 ]
  %1412 = phi <16 x float> [ %1477, %1404 ], [ %1134, %1194 ]
  %1413 = phi <16 x float> [ %1476, %1404 ], [ %1135, %1194 ]
  %1414 = phi <16 x float> [ %1471, %1404 ], [ %1136, %1194 ]
  %1415 = phi <16 x float> [ %1470, %1404 ], [ %1137, %1194 ]
  %1416 = phi <16 x float> [ %1469, %1404 ], [ %1138, %1194 ]
  %1417 = phi <16 x float> [ %1464, %1404 ], [ %1139, %1194 ]
  %1418 = phi <16 x float> [ %1463, %1404 ], [ %1140, %1194 ]
  %1419 = phi <16 x float> [ %1462, %1404 ], [ %1141, %1194 ]
  %1420 = phi <16 x float> [ %1457, %1404 ], [ %1142, %1194 ]
  %1421 = phi <16 x float> [ %1456, %1404 ], [ %1143, %1194 ]
  %1422 = phi <16 x float> [ %1455, %1404 ], [ %1144, %1194 ]
  %1423 = phi <16 x float> [ %1450, %1404 ], [ %1145, %1194 ]
  %1424 = phi <16 x float> [ %1449, %1404 ], [ %1146, %1194 ]
  %1425 = phi <16 x float> [ %1448, %1404 ], [ %1147, %1194 ]
  %1426 = phi <16 x float> [ %1443, %1404 ], [ %1148, %1194 ]
  %1427 = phi <16 x float> [ %1442, %1404 ], [ %1149, %1194 ]
  %1428 = phi <16 x float> [ %1441, %1404 ], [ %1150, %1194 ]
  %1429 = phi ptr [ %1494, %1404 ], [ %1122, %1194 ]
  %1430 = phi i64 [ %1493, %1404 ], [ %1115, %1194 ]
  %1431 = phi ptr [ %1495, %1404 ], [ %1177, %1194 ]
  %1432 = getelementptr inbounds float, ptr %1429, i64 %1156
  %1433 = load <16 x float>, ptr %1432, align 1
  %1434 = getelementptr inbounds float, ptr %1429, i64 %1158
  %1435 = load <16 x float>, ptr %1434, align 1
  %1436 = getelementptr inbounds float, ptr %1429, i64 %1160
  %1437 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1436, <16 x i1> %1196, <16 x float> zeroinitializer)
  %1438 = load float, ptr %1431, align 4
  %1439 = insertelement <16 x float> poison, float %1438, i64 0
  %1440 = shufflevector <16 x float> %1439, <16 x float> poison, <16 x i32> zeroinitializer
  %1441 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1433, <16 x float> %1440, <16 x float> %1428)
  %1442 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1435, <16 x float> %1440, <16 x float> %1427)
  %1443 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1437, <16 x float> %1440, <16 x float> %1426)
  %1444 = getelementptr inbounds float, ptr %1431, i64 %83
  %1445 = load float, ptr %1444, align 4
  %1446 = insertelement <16 x float> poison, float %1445, i64 0
  %1447 = shufflevector <16 x float> %1446, <16 x float> poison, <16 x i32> zeroinitializer
  %1448 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1433, <16 x float> %1447, <16 x float> %1425)
  %1449 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1435, <16 x float> %1447, <16 x float> %1424)
  %1450 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1437, <16 x float> %1447, <16 x float> %1423)
  %1451 = getelementptr inbounds i8, ptr %1431, i64 %182
  %1452 = load float, ptr %1451, align 4
  %1453 = insertelement <16 x float> poison, float %1452, i64 0
  %1454 = shufflevector <16 x float> %1453, <16 x float> poison, <16 x i32> zeroinitializer
  %1455 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1433, <16 x float> %1454, <16 x float> %1422)
  %1456 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1435, <16 x float> %1454, <16 x float> %1421)
  %1457 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1437, <16 x float> %1454, <16 x float> %1420)
  %1458 = getelementptr inbounds i8, ptr %1431, i64 %183
  %1459 = load float, ptr %1458, align 4
  %1460 = insertelement <16 x float> poison, float %1459, i64 0
  %1461 = shufflevector <16 x float> %1460, <16 x float> poison, <16 x i32> zeroinitializer
  %1462 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1433, <16 x float> %1461, <16 x float> %1419)
  %1463 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1435, <16 x float> %1461, <16 x float> %1418)
  %1464 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1437, <16 x float> %1461, <16 x float> %1417)
  %1465 = getelementptr inbounds i8, ptr %1431, i64 %184
  %1466 = load float, ptr %1465, align 4
  %1467 = insertelement <16 x float> poison, float %1466, i64 0
  %1468 = shufflevector <16 x float> %1467, <16 x float> poison, <16 x i32> zeroinitializer
  %1469 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1433, <16 x float> %1468, <16 x float> %1416)
  %1470 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1435, <16 x float> %1468, <16 x float> %1415)
  %1471 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1437, <16 x float> %1468, <16 x float> %1414)
  %1472 = getelementptr inbounds i8, ptr %1431, i64 %185
  %1473 = load float, ptr %1472, align 4
  %1474 = insertelement <16 x float> poison, float %1473, i64 0
  %1475 = shufflevector <16 x float> %1474, <16 x float> poison, <16 x i32> zeroinitializer
  %1476 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1433, <16 x float> %1475, <16 x float> %1413)
  %1477 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1435, <16 x float> %1475, <16 x float> %1412)
  %1478 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1437, <16 x float> %1475, <16 x float> %1411)
  %1479 = getelementptr inbounds i8, ptr %1431, i64 %186
  %1480 = load float, ptr %1479, align 4
  %1481 = insertelement <16 x float> poison, float %1480, i64 0
  %1482 = shufflevector <16 x float> %1481, <16 x float> poison, <16 x i32> zeroinitializer
  %1483 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1433, <16 x float> %1482, <16 x float> %1410)
  %1484 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1435, <16 x float> %1482, <16 x float> %1409)
  %1485 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1437, <16 x float> %1482, <16 x float> %1408)
  %1486 = getelementptr inbounds i8, ptr %1431, i64 %187
  %1487 = load float, ptr %1486, align 4
  %1488 = insertelement <16 x float> poison, float %1487, i64 0
  %1489 = shufflevector <16 x float> %1488, <16 x float> poison, <16 x i32> zeroinitializer
  %1490 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1433, <16 x float> %1489, <16 x float> %1407)
  %1491 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1435, <16 x float> %1489, <16 x float> %1406)
  %1492 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1437, <16 x float> %1489, <16 x float> %1405)
  %1493 = add nuw nsw i64 %1430, 1
  %1494 = getelementptr inbounds float, ptr %1429, i64 %80
  %1495 = getelementptr inbounds nuw float, ptr %1431, i64 %81
  %1496 = icmp slt i64 %1493, %1119
  br i1 %1496, label %1404, label %1962

1497:                                             ; preds = %1188, %1497
  %1498 = phi <16 x float> [ %1585, %1497 ], [ %1127, %1188 ]
  %1499 = phi <16 x float> [ %1584, %1497 ], [ %1128, %1188 ]
  %1500 = phi <16 x float> [ %1583, %1497 ], [ %1129, %1188 ]
  %1501 = phi <16 x float> [ %1578, %1497 ], [ %1130, %1188 ]
  %1502 = phi <16 x float> [ %1577, %1497 ], [ %1131, %1188 ]
  %1503 = phi <16 x float> [ %1576, %1497 ], [ %1132, %1188 ]
  %1504 = phi <16 x float> [ %1571, %1497 ], [ %1133, %1188 ]
  %1505 = phi <16 x float> [ %1570, %1497 ], [ %1134, %1188 ]
  %1506 = phi <16 x float> [ %1569, %1497 ], [ %1135, %1188 ]
  %1507 = phi <16 x float> [ %1564, %1497 ], [ %1136, %1188 ]
  %1508 = phi <16 x float> [ %1563, %1497 ], [ %1137, %1188 ]
  %1509 = phi <16 x float> [ %1562, %1497 ], [ %1138, %1188 ]
  %1510 = phi <16 x float> [ %1557, %1497 ], [ %1139, %1188 ]
  %1511 = phi <16 x float> [ %1556, %1497 ], [ %1140, %1188 ]
  %1512 = phi <16 x float> [ %1555, %1497 ], [ %1141, %1188 ]
  %1513 = phi <16 x float> [ %1550, %1497 ], [ %1142, %1188 ]
  %1514 = phi <16 x float> [ %1549, %1497 ], [ %1143, %1188 ]
  %1515 = phi <16 x float> [ %1548, %1497 ], [ %1144, %1188 ]
  %1516 = phi <16 x float> [ %1543, %1497 ], [ %1145, %1188 ]
  %1517 = phi <16 x float> [ %1542, %1497 ], [ %1146, %1188 ]
  %1518 = phi <16 x float> [ %1541, %1497 ], [ %1147, %1188 ]
  %1519 = phi <16 x float> [ %1536, %1497 ], [ %1148, %1188 ]
  %1520 = phi <16 x float> [ %1535, %1497 ], [ %1149, %1188 ]
  %1521 = phi <16 x float> [ %1534, %1497 ], [ %1150, %1188 ]
  %1522 = phi i64 [ %1586, %1497 ], [ %1115, %1188 ]
  %1523 = phi ptr [ %1587, %1497 ], [ %1122, %1188 ]
  %1524 = phi ptr [ %1588, %1497 ], [ %1177, %1188 ]
  %1525 = getelementptr inbounds float, ptr %1523, i64 %1156
  %1526 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1525, <16 x i1> %1190, <16 x float> zeroinitializer)
  %1527 = getelementptr inbounds float, ptr %1523, i64 %1158
  %1528 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1527, <16 x i1> %1192, <16 x float> zeroinitializer)
  %1529 = getelementptr inbounds float, ptr %1523, i64 %1160
  %1530 = load <16 x float>, ptr %1529, align 1
  %1531 = load float, ptr %1524, align 4
  %1532 = insertelement <16 x float> poison, float %1531, i64 0
  %1533 = shufflevector <16 x float> %1532, <16 x float> poison, <16 x i32> zeroinitializer
  %1534 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1526, <16 x float> %1533, <16 x float> %1521)
  %1535 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1528, <16 x float> %1533, <16 x float> %1520)
  %1536 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1530, <16 x float> %1533, <16 x float> %1519)
  %1537 = getelementptr inbounds float, ptr %1524, i64 %83
  %1538 = load float, ptr %1537, align 4
  %1539 = insertelement <16 x float> poison, float %1538, i64 0
  %1540 = shufflevector <16 x float> %1539, <16 x float> poison, <16 x i32> zeroinitializer
  %1541 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1526, <16 x float> %1540, <16 x float> %1518)
  %1542 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1528, <16 x float> %1540, <16 x float> %1517)
  %1543 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1530, <16 x float> %1540, <16 x float> %1516)
  %1544 = getelementptr inbounds i8, ptr %1524, i64 %176
  %1545 = load float, ptr %1544, align 4
  %1546 = insertelement <16 x float> poison, float %1545, i64 0
  %1547 = shufflevector <16 x float> %1546, <16 x float> poison, <16 x i32> zeroinitializer
  %1548 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1526, <16 x float> %1547, <16 x float> %1515)
  %1549 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1528, <16 x float> %1547, <16 x float> %1514)
  %1550 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1530, <16 x float> %1547, <16 x float> %1513)
  %1551 = getelementptr inbounds i8, ptr %1524, i64 %177
  %1552 = load float, ptr %1551, align 4
  %1553 = insertelement <16 x float> poison, float %1552, i64 0
  %1554 = shufflevector <16 x float> %1553, <16 x float> poison, <16 x i32> zeroinitializer
  %1555 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1526, <16 x float> %1554, <16 x float> %1512)
  %1556 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1528, <16 x float> %1554, <16 x float> %1511)
  %1557 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1530, <16 x float> %1554, <16 x float> %1510)
  %1558 = getelementptr inbounds i8, ptr %1524, i64 %178
  %1559 = load float, ptr %1558, align 4
  %1560 = insertelement <16 x float> poison, float %1559, i64 0
  %1561 = shufflevector <16 x float> %1560, <16 x float> poison, <16 x i32> zeroinitializer
  %1562 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1526, <16 x float> %1561, <16 x float> %1509)
  %1563 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1528, <16 x float> %1561, <16 x float> %1508)
  %1564 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1530, <16 x float> %1561, <16 x float> %1507)
  %1565 = getelementptr inbounds i8, ptr %1524, i64 %179
  %1566 = load float, ptr %1565, align 4
  %1567 = insertelement <16 x float> poison, float %1566, i64 0
  %1568 = shufflevector <16 x float> %1567, <16 x float> poison, <16 x i32> zeroinitializer
  %1569 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1526, <16 x float> %1568, <16 x float> %1506)
  %1570 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1528, <16 x float> %1568, <16 x float> %1505)
  %1571 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1530, <16 x float> %1568, <16 x float> %1504)
  %1572 = getelementptr inbounds i8, ptr %1524, i64 %180
  %1573 = load float, ptr %1572, align 4
  %1574 = insertelement <16 x float> poison, float %1573, i64 0
  %1575 = shufflevector <16 x float> %1574, <16 x float> poison, <16 x i32> zeroinitializer
  %1576 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1526, <16 x float> %1575, <16 x float> %1503)
  %1577 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1528, <16 x float> %1575, <16 x float> %1502)
  %1578 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1530, <16 x float> %1575, <16 x float> %1501)
  %1579 = getelementptr inbounds i8, ptr %1524, i64 %181
  %1580 = load float, ptr %1579, align 4
  %1581 = insertelement <16 x float> poison, float %1580, i64 0
  %1582 = shufflevector <16 x float> %1581, <16 x float> poison, <16 x i32> zeroinitializer
  %1583 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1526, <16 x float> %1582, <16 x float> %1500)
  %1584 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1528, <16 x float> %1582, <16 x float> %1499)
  %1585 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1530, <16 x float> %1582, <16 x float> %1498)
  %1586 = add nuw nsw i64 %1522, 1
  %1587 = getelementptr inbounds float, ptr %1523, i64 %80
  %1588 = getelementptr inbounds nuw float, ptr %1524, i64 %81
  %1589 = icmp slt i64 %1586, %1119
  br i1 %1589, label %1497, label %1962

1590:                                             ; preds = %1184, %1590
  %1591 = phi <16 x float> [ %1678, %1590 ], [ %1127, %1184 ]
  %1592 = phi <16 x float> [ %1677, %1590 ], [ %1128, %1184 ]
  %1593 = phi <16 x float> [ %1676, %1590 ], [ %1129, %1184 ]
  %1594 = phi <16 x float> [ %1671, %1590 ], [ %1130, %1184 ]
  %1595 = phi <16 x float> [ %1670, %1590 ], [ %1131, %1184 ]
  %1596 = phi <16 x float> [ %1669, %1590 ], [ %1132, %1184 ]
  %1597 = phi <16 x float> [ %1664, %1590 ], [ %1133, %1184 ]
  %1598 = phi <16 x float> [ %1663, %1590 ], [ %1134, %1184 ]
  %1599 = phi <16 x float> [ %1662, %1590 ], [ %1135, %1184 ]
  %1600 = phi <16 x float> [ %1657, %1590 ], [ %1136, %1184 ]
  %1601 = phi <16 x float> [ %1656, %1590 ], [ %1137, %1184 ]
  %1602 = phi <16 x float> [ %1655, %1590 ], [ %1138, %1184 ]
  %1603 = phi <16 x float> [ %1650, %1590 ], [ %1139, %1184 ]
  %1604 = phi <16 x float> [ %1649, %1590 ], [ %1140, %1184 ]
  %1605 = phi <16 x float> [ %1648, %1590 ], [ %1141, %1184 ]
  %1606 = phi <16 x float> [ %1643, %1590 ], [ %1142, %1184 ]
  %1607 = phi <16 x float> [ %1642, %1590 ], [ %1143, %1184 ]
  %1608 = phi <16 x float> [ %1641, %1590 ], [ %1144, %1184 ]
  %1609 = phi <16 x float> [ %1636, %1590 ], [ %1145, %1184 ]
  %1610 = phi <16 x float> [ %1635, %1590 ], [ %1146, %1184 ]
  %1611 = phi <16 x float> [ %1634, %1590 ], [ %1147, %1184 ]
  %1612 = phi <16 x float> [ %1629, %1590 ], [ %1148, %1184 ]
  %1613 = phi <16 x float> [ %1628, %1590 ], [ %1149, %1184 ]
  %1614 = phi <16 x float> [ %1627, %1590 ], [ %1150, %1184 ]
  %1615 = phi i64 [ %1679, %1590 ], [ %1115, %1184 ]
  %1616 = phi ptr [ %1680, %1590 ], [ %1122, %1184 ]
  %1617 = phi ptr [ %1681, %1590 ], [ %1177, %1184 ]
  %1618 = getelementptr inbounds float, ptr %1616, i64 %1156
  %1619 = load <16 x float>, ptr %1618, align 1
  %1620 = getelementptr inbounds float, ptr %1616, i64 %1158
  %1621 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1620, <16 x i1> %1186, <16 x float> zeroinitializer)
  %1622 = getelementptr inbounds float, ptr %1616, i64 %1160
  %1623 = load <16 x float>, ptr %1622, align 1
  %1624 = load float, ptr %1617, align 4
  %1625 = insertelement <16 x float> poison, float %1624, i64 0
  %1626 = shufflevector <16 x float> %1625, <16 x float> poison, <16 x i32> zeroinitializer
  %1627 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1619, <16 x float> %1626, <16 x float> %1614)
  %1628 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1621, <16 x float> %1626, <16 x float> %1613)
  %1629 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1623, <16 x float> %1626, <16 x float> %1612)
  %1630 = getelementptr inbounds float, ptr %1617, i64 %83
  %1631 = load float, ptr %1630, align 4
  %1632 = insertelement <16 x float> poison, float %1631, i64 0
  %1633 = shufflevector <16 x float> %1632, <16 x float> poison, <16 x i32> zeroinitializer
  %1634 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1619, <16 x float> %1633, <16 x float> %1611)
  %1635 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1621, <16 x float> %1633, <16 x float> %1610)
  %1636 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1623, <16 x float> %1633, <16 x float> %1609)
  %1637 = getelementptr inbounds i8, ptr %1617, i64 %170
  %1638 = load float, ptr %1637, align 4
  %1639 = insertelement <16 x float> poison, float %1638, i64 0
  %1640 = shufflevector <16 x float> %1639, <16 x float> poison, <16 x i32> zeroinitializer
  %1641 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1619, <16 x float> %1640, <16 x float> %1608)
  %1642 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1621, <16 x float> %1640, <16 x float> %1607)
  %1643 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1623, <16 x float> %1640, <16 x float> %1606)
  %1644 = getelementptr inbounds i8, ptr %1617, i64 %171
  %1645 = load float, ptr %1644, align 4
  %1646 = insertelement <16 x float> poison, float %1645, i64 0
  %1647 = shufflevector <16 x float> %1646, <16 x float> poison, <16 x i32> zeroinitializer
  %1648 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1619, <16 x float> %1647, <16 x float> %1605)
  %1649 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1621, <16 x float> %1647, <16 x float> %1604)
  %1650 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1623, <16 x float> %1647, <16 x float> %1603)
  %1651 = getelementptr inbounds i8, ptr %1617, i64 %172
  %1652 = load float, ptr %1651, align 4
  %1653 = insertelement <16 x float> poison, float %1652, i64 0
  %1654 = shufflevector <16 x float> %1653, <16 x float> poison, <16 x i32> zeroinitializer
  %1655 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1619, <16 x float> %1654, <16 x float> %1602)
  %1656 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1621, <16 x float> %1654, <16 x float> %1601)
  %1657 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1623, <16 x float> %1654, <16 x float> %1600)
  %1658 = getelementptr inbounds i8, ptr %1617, i64 %173
  %1659 = load float, ptr %1658, align 4
  %1660 = insertelement <16 x float> poison, float %1659, i64 0
  %1661 = shufflevector <16 x float> %1660, <16 x float> poison, <16 x i32> zeroinitializer
  %1662 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1619, <16 x float> %1661, <16 x float> %1599)
  %1663 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1621, <16 x float> %1661, <16 x float> %1598)
  %1664 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1623, <16 x float> %1661, <16 x float> %1597)
  %1665 = getelementptr inbounds i8, ptr %1617, i64 %174
  %1666 = load float, ptr %1665, align 4
  %1667 = insertelement <16 x float> poison, float %1666, i64 0
  %1668 = shufflevector <16 x float> %1667, <16 x float> poison, <16 x i32> zeroinitializer
  %1669 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1619, <16 x float> %1668, <16 x float> %1596)
  %1670 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1621, <16 x float> %1668, <16 x float> %1595)
  %1671 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1623, <16 x float> %1668, <16 x float> %1594)
  %1672 = getelementptr inbounds i8, ptr %1617, i64 %175
  %1673 = load float, ptr %1672, align 4
  %1674 = insertelement <16 x float> poison, float %1673, i64 0
  %1675 = shufflevector <16 x float> %1674, <16 x float> poison, <16 x i32> zeroinitializer
  %1676 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1619, <16 x float> %1675, <16 x float> %1593)
  %1677 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1621, <16 x float> %1675, <16 x float> %1592)
  %1678 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1623, <16 x float> %1675, <16 x float> %1591)
  %1679 = add nuw nsw i64 %1615, 1
  %1680 = getelementptr inbounds float, ptr %1616, i64 %80
  %1681 = getelementptr inbounds nuw float, ptr %1617, i64 %81
  %1682 = icmp slt i64 %1679, %1119
  br i1 %1682, label %1590, label %1962

1683:                                             ; preds = %1180, %1683
  %1684 = phi <16 x float> [ %1771, %1683 ], [ %1127, %1180 ]
  %1685 = phi <16 x float> [ %1770, %1683 ], [ %1128, %1180 ]
  %1686 = phi <16 x float> [ %1769, %1683 ], [ %1129, %1180 ]
  %1687 = phi <16 x float> [ %1764, %1683 ], [ %1130, %1180 ]
  %1688 = phi <16 x float> [ %1763, %1683 ], [ %1131, %1180 ]
  %1689 = phi <16 x float> [ %1762, %1683 ], [ %1132, %1180 ]
  %1690 = phi <16 x float> [ %1757, %1683 ], [ %1133, %1180 ]
  %1691 = phi <16 x float> [ %1756, %1683 ], [ %1134, %1180 ]
  %1692 = phi <16 x float> [ %1755, %1683 ], [ %1135, %1180 ]
  %1693 = phi <16 x float> [ %1750, %1683 ], [ %1136, %1180 ]
  %1694 = phi <16 x float> [ %1749, %1683 ], [ %1137, %1180 ]
  %1695 = phi <16 x float> [ %1748, %1683 ], [ %1138, %1180 ]
  %1696 = phi <16 x float> [ %1743, %1683 ], [ %1139, %1180 ]
  %1697 = phi <16 x float> [ %1742, %1683 ], [ %1140, %1180 ]
  %1698 = phi <16 x float> [ %1741, %1683 ], [ %1141, %1180 ]
  %1699 = phi <16 x float> [ %1736, %1683 ], [ %1142, %1180 ]
  %1700 = phi <16 x float> [ %1735, %1683 ], [ %1143, %1180 ]
  %1701 = phi <16 x float> [ %1734, %1683 ], [ %1144, %1180 ]
  %1702 = phi <16 x float> [ %1729, %1683 ], [ %1145, %1180 ]
  %1703 = phi <16 x float> [ %1728, %1683 ], [ %1146, %1180 ]
  %1704 = phi <16 x float> [ %1727, %1683 ], [ %1147, %1180 ]
  %1705 = phi <16 x float> [ %1722, %1683 ], [ %1148, %1180 ]
  %1706 = phi <16 x float> [ %1721, %1683 ], [ %1149, %1180 ]
  %1707 = phi <16 x float> [ %1720, %1683 ], [ %1150, %1180 ]
  %1708 = phi i64 [ %1772, %1683 ], [ %1115, %1180 ]
  %1709 = phi ptr [ %1773, %1683 ], [ %1122, %1180 ]
  %1710 = phi ptr [ %1774, %1683 ], [ %1177, %1180 ]
  %1711 = getelementptr inbounds float, ptr %1709, i64 %1156
  %1712 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1711, <16 x i1> %1182, <16 x float> zeroinitializer)
  %1713 = getelementptr inbounds float, ptr %1709, i64 %1158
  %1714 = load <16 x float>, ptr %1713, align 1
  %1715 = getelementptr inbounds float, ptr %1709, i64 %1160
  %1716 = load <16 x float>, ptr %1715, align 1
  %1717 = load float, ptr %1710, align 4
  %1718 = insertelement <16 x float> poison, float %1717, i64 0
  %1719 = shufflevector <16 x float> %1718, <16 x float> poison, <16 x i32> zeroinitializer
  %1720 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1712, <16 x float> %1719, <16 x float> %1707)
  %1721 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1714, <16 x float> %1719, <16 x float> %1706)
  %1722 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1716, <16 x float> %1719, <16 x float> %1705)
  %1723 = getelementptr inbounds float, ptr %1710, i64 %83
  %1724 = load float, ptr %1723, align 4
  %1725 = insertelement <16 x float> poison, float %1724, i64 0
  %1726 = shufflevector <16 x float> %1725, <16 x float> poison, <16 x i32> zeroinitializer
  %1727 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1712, <16 x float> %1726, <16 x float> %1704)
  %1728 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1714, <16 x float> %1726, <16 x float> %1703)
  %1729 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1716, <16 x float> %1726, <16 x float> %1702)
  %1730 = getelementptr inbounds i8, ptr %1710, i64 %164
  %1731 = load float, ptr %1730, align 4
  %1732 = insertelement <16 x float> poison, float %1731, i64 0
  %1733 = shufflevector <16 x float> %1732, <16 x float> poison, <16 x i32> zeroinitializer
  %1734 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1712, <16 x float> %1733, <16 x float> %1701)
  %1735 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1714, <16 x float> %1733, <16 x float> %1700)
  %1736 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1716, <16 x float> %1733, <16 x float> %1699)
  %1737 = getelementptr inbounds i8, ptr %1710, i64 %165
  %1738 = load float, ptr %1737, align 4
  %1739 = insertelement <16 x float> poison, float %1738, i64 0
  %1740 = shufflevector <16 x float> %1739, <16 x float> poison, <16 x i32> zeroinitializer
  %1741 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1712, <16 x float> %1740, <16 x float> %1698)
  %1742 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1714, <16 x float> %1740, <16 x float> %1697)
  %1743 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1716, <16 x float> %1740, <16 x float> %1696)
  %1744 = getelementptr inbounds i8, ptr %1710, i64 %166
  %1745 = load float, ptr %1744, align 4
  %1746 = insertelement <16 x float> poison, float %1745, i64 0
  %1747 = shufflevector <16 x float> %1746, <16 x float> poison, <16 x i32> zeroinitializer
  %1748 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1712, <16 x float> %1747, <16 x float> %1695)
  %1749 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1714, <16 x float> %1747, <16 x float> %1694)
  %1750 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1716, <16 x float> %1747, <16 x float> %1693)
  %1751 = getelementptr inbounds i8, ptr %1710, i64 %167
  %1752 = load float, ptr %1751, align 4
  %1753 = insertelement <16 x float> poison, float %1752, i64 0
  %1754 = shufflevector <16 x float> %1753, <16 x float> poison, <16 x i32> zeroinitializer
  %1755 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1712, <16 x float> %1754, <16 x float> %1692)
  %1756 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1714, <16 x float> %1754, <16 x float> %1691)
  %1757 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1716, <16 x float> %1754, <16 x float> %1690)
  %1758 = getelementptr inbounds i8, ptr %1710, i64 %168
  %1759 = load float, ptr %1758, align 4
  %1760 = insertelement <16 x float> poison, float %1759, i64 0
  %1761 = shufflevector <16 x float> %1760, <16 x float> poison, <16 x i32> zeroinitializer
  %1762 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1712, <16 x float> %1761, <16 x float> %1689)
  %1763 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1714, <16 x float> %1761, <16 x float> %1688)
  %1764 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1716, <16 x float> %1761, <16 x float> %1687)
  %1765 = getelementptr inbounds i8, ptr %1710, i64 %169
  %1766 = load float, ptr %1765, align 4
  %1767 = insertelement <16 x float> poison, float %1766, i64 0
  %1768 = shufflevector <16 x float> %1767, <16 x float> poison, <16 x i32> zeroinitializer
  %1769 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1712, <16 x float> %1768, <16 x float> %1686)
  %1770 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1714, <16 x float> %1768, <16 x float> %1685)
  %1771 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1716, <16 x float> %1768, <16 x float> %1684)
  %1772 = add nuw nsw i64 %1708, 1
  %1773 = getelementptr inbounds float, ptr %1709, i64 %80
  %1774 = getelementptr inbounds nuw float, ptr %1710, i64 %81
  %1775 = icmp slt i64 %1772, %1119
  br i1 %1775, label %1683, label %1962

1776:                                             ; preds = %1178, %1776
  %1777 = phi <16 x float> [ %1864, %1776 ], [ %1127, %1178 ]
  %1778 = phi <16 x float> [ %1863, %1776 ], [ %1128, %1178 ]
  %1779 = phi <16 x float> [ %1862, %1776 ], [ %1129, %1178 ]
  %1780 = phi <16 x float> [ %1857, %1776 ], [ %1130, %1178 ]
  %1781 = phi <16 x float> [ %1856, %1776 ], [ %1131, %1178 ]
  %1782 = phi <16 x float> [ %1855, %1776 ], [ %1132, %1178 ]
  %1783 = phi <16 x float> [ %1850, %1776 ], [ %1133, %1178 ]
  %1784 = phi <16 x float> [ %1849, %1776 ], [ %1134, %1178 ]
  %1785 = phi <16 x float> [ %1822, %1776 ], [ %1145, %1178 ]
  %1786 = phi <16 x float> [ %1821, %1776 ], [ %1146, %1178 ]
  %1787 = phi <16 x float> [ %1820, %1776 ], [ %1147, %1178 ]
  %1788 = phi <16 x float> [ %1815, %1776 ], [ %1148, %1178 ]
  %1789 = phi <16 x float> [ %1814, %1776 ], [ %1149, %1178 ]
  %1790 = phi <16 x float> [ %1813, %1776 ], [ %1150, %1178 ]
  %1791 = phi <16 x float> [ %1848, %1776 ], [ %1135, %1178 ]
  %1792 = phi <16 x float> [ %1843, %1776 ], [ %1136, %1178 ]
  %1793 = phi <16 x float> [ %1842, %1776 ], [ %1137, %1178 ]
  %1794 = phi <16 x float> [ %1841, %1776 ], [ %1138, %1178 ]
  %1795 = phi <16 x float> [ %1836, %1776 ], [ %1139, %1178 ]
  %1796 = phi <16 x float> [ %1835, %1776 ], [ %1140, %1178 ]
  %1797 = phi <16 x float> [ %1834, %1776 ], [ %1141, %1178 ]
  %1798 = phi <16 x float> [ %1829, %1776 ], [ %1142, %1178 ]
  %1799 = phi <16 x float> [ %1828, %1776 ], [ %1143, %1178 ]
  %1800 = phi <16 x float> [ %1827, %1776 ], [ %1144, %1178 ]
  %1801 = phi i64 [ %1865, %1776 ], [ %1115, %1178 ]
  %1802 = phi ptr [ %1866, %1776 ], [ %1122, %1178 ]
  %1803 = phi ptr [ %1867, %1776 ], [ %1177, %1178 ]
  %1804 = getelementptr inbounds float, ptr %1802, i64 %1156
  %1805 = load <16 x float>, ptr %1804, align 1
  %1806 = getelementptr inbounds float, ptr %1802, i64 %1158
  %1807 = load <16 x float>, ptr %1806, align 1
  %1808 = getelementptr inbounds float, ptr %1802, i64 %1160
  %1809 = load <16 x float>, ptr %1808, align 1
  %1810 = load float, ptr %1803, align 4
  %1811 = insertelement <16 x float> poison, float %1810, i64 0
  %1812 = shufflevector <16 x float> %1811, <16 x float> poison, <16 x i32> zeroinitializer
  %1813 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1805, <16 x float> %1812, <16 x float> %1790)
  %1814 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1807, <16 x float> %1812, <16 x float> %1789)
  %1815 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1809, <16 x float> %1812, <16 x float> %1788)
  %1816 = getelementptr inbounds float, ptr %1803, i64 %83
  %1817 = load float, ptr %1816, align 4
  %1818 = insertelement <16 x float> poison, float %1817, i64 0
  %1819 = shufflevector <16 x float> %1818, <16 x float> poison, <16 x i32> zeroinitializer
  %1820 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1805, <16 x float> %1819, <16 x float> %1787)
  %1821 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1807, <16 x float> %1819, <16 x float> %1786)
  %1822 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1809, <16 x float> %1819, <16 x float> %1785)
  %1823 = getelementptr inbounds i8, ptr %1803, i64 %158
  %1824 = load float, ptr %1823, align 4
  %1825 = insertelement <16 x float> poison, float %1824, i64 0
  %1826 = shufflevector <16 x float> %1825, <16 x float> poison, <16 x i32> zeroinitializer
  %1827 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1805, <16 x float> %1826, <16 x float> %1800)
  %1828 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1807, <16 x float> %1826, <16 x float> %1799)
  %1829 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1809, <16 x float> %1826, <16 x float> %1798)
  %1830 = getelementptr inbounds i8, ptr %1803, i64 %159
  %1831 = load float, ptr %1830, align 4
  %1832 = insertelement <16 x float> poison, float %1831, i64 0
  %1833 = shufflevector <16 x float> %1832, <16 x float> poison, <16 x i32> zeroinitializer
  %1834 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1805, <16 x float> %1833, <16 x float> %1797)
  %1835 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1807, <16 x float> %1833, <16 x float> %1796)
  %1836 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1809, <16 x float> %1833, <16 x float> %1795)
  %1837 = getelementptr inbounds i8, ptr %1803, i64 %160
  %1838 = load float, ptr %1837, align 4
  %1839 = insertelement <16 x float> poison, float %1838, i64 0
  %1840 = shufflevector <16 x float> %1839, <16 x float> poison, <16 x i32> zeroinitializer
  %1841 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1805, <16 x float> %1840, <16 x float> %1794)
  %1842 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1807, <16 x float> %1840, <16 x float> %1793)
  %1843 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1809, <16 x float> %1840, <16 x float> %1792)
  %1844 = getelementptr inbounds i8, ptr %1803, i64 %161
  %1845 = load float, ptr %1844, align 4
  %1846 = insertelement <16 x float> poison, float %1845, i64 0
  %1847 = shufflevector <16 x float> %1846, <16 x float> poison, <16 x i32> zeroinitializer
  %1848 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1805, <16 x float> %1847, <16 x float> %1791)
  %1849 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1807, <16 x float> %1847, <16 x float> %1784)
  %1850 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1809, <16 x float> %1847, <16 x float> %1783)
  %1851 = getelementptr inbounds i8, ptr %1803, i64 %162
  %1852 = load float, ptr %1851, align 4
  %1853 = insertelement <16 x float> poison, float %1852, i64 0
  %1854 = shufflevector <16 x float> %1853, <16 x float> poison, <16 x i32> zeroinitializer
  %1855 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1805, <16 x float> %1854, <16 x float> %1782)
  %1856 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1807, <16 x float> %1854, <16 x float> %1781)
  %1857 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1809, <16 x float> %1854, <16 x float> %1780)
  %1858 = getelementptr inbounds i8, ptr %1803, i64 %163
  %1859 = load float, ptr %1858, align 4
  %1860 = insertelement <16 x float> poison, float %1859, i64 0
  %1861 = shufflevector <16 x float> %1860, <16 x float> poison, <16 x i32> zeroinitializer
  %1862 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1805, <16 x float> %1861, <16 x float> %1779)
  %1863 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1807, <16 x float> %1861, <16 x float> %1778)
  %1864 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1809, <16 x float> %1861, <16 x float> %1777)
  %1865 = add nuw nsw i64 %1801, 1
  %1866 = getelementptr inbounds float, ptr %1802, i64 %80
  %1867 = getelementptr inbounds nuw float, ptr %1803, i64 %81
  %1868 = icmp slt i64 %1865, %1119
  br i1 %1868, label %1776, label %1962

1869:                                             ; preds = %1211, %1869
  %1870 = phi <16 x float> [ %1957, %1869 ], [ %1127, %1211 ]
  %1871 = phi <16 x float> [ %1956, %1869 ], [ %1128, %1211 ]
  %1872 = phi <16 x float> [ %1955, %1869 ], [ %1129, %1211 ]
  %1873 = phi <16 x float> [ %1950, %1869 ], [ %1130, %1211 ]
  %1874 = phi <16 x float> [ %1949, %1869 ], [ %1131, %1211 ]
  %1875 = phi <16 x float> [ %1948, %1869 ], [ %1132, %1211 ]
  %1876 = phi <16 x float> [ %1943, %1869 ], [ %1133, %1211 ]
  %1877 = phi <16 x float> [ %1942, %1869 ], [ %1134, %1211 ]
  %1878 = phi <16 x float> [ %1941, %1869 ], [ %1135, %1211 ]
  %1879 = phi <16 x float> [ %1915, %1869 ], [ %1145, %1211 ]
  %1880 = phi <16 x float> [ %1914, %1869 ], [ %1146, %1211 ]
  %1881 = phi <16 x float> [ %1913, %1869 ], [ %1147, %1211 ]
  %1882 = phi <16 x float> [ %1908, %1869 ], [ %1148, %1211 ]
  %1883 = phi <16 x float> [ %1907, %1869 ], [ %1149, %1211 ]
  %1884 = phi <16 x float> [ %1906, %1869 ], [ %1150, %1211 ]
  %1885 = phi <16 x float> [ %1936, %1869 ], [ %1136, %1211 ]
  %1886 = phi <16 x float> [ %1935, %1869 ], [ %1137, %1211 ]
  %1887 = phi <16 x float> [ %1934, %1869 ], [ %1138, %1211 ]
  %1888 = phi <16 x float> [ %1929, %1869 ], [ %1139, %1211 ]
  %1889 = phi <16 x float> [ %1928, %1869 ], [ %1140, %1211 ]
  %1890 = phi <16 x float> [ %1927, %1869 ], [ %1141, %1211 ]
  %1891 = phi <16 x float> [ %1922, %1869 ], [ %1142, %1211 ]
  %1892 = phi <16 x float> [ %1921, %1869 ], [ %1143, %1211 ]
  %1893 = phi <16 x float> [ %1920, %1869 ], [ %1144, %1211 ]
  %1894 = phi i64 [ %1958, %1869 ], [ %1115, %1211 ]
  %1895 = phi ptr [ %1959, %1869 ], [ %1122, %1211 ]
  %1896 = phi ptr [ %1960, %1869 ], [ %1177, %1211 ]
  %1897 = getelementptr inbounds float, ptr %1895, i64 %1156
  %1898 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1897, <16 x i1> %1213, <16 x float> zeroinitializer)
  %1899 = getelementptr inbounds float, ptr %1895, i64 %1158
  %1900 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1899, <16 x i1> %1215, <16 x float> zeroinitializer)
  %1901 = getelementptr inbounds float, ptr %1895, i64 %1160
  %1902 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1901, <16 x i1> %1217, <16 x float> zeroinitializer)
  %1903 = load float, ptr %1896, align 4
  %1904 = insertelement <16 x float> poison, float %1903, i64 0
  %1905 = shufflevector <16 x float> %1904, <16 x float> poison, <16 x i32> zeroinitializer
  %1906 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1898, <16 x float> %1905, <16 x float> %1884)
  %1907 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1900, <16 x float> %1905, <16 x float> %1883)
  %1908 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1902, <16 x float> %1905, <16 x float> %1882)
  %1909 = getelementptr inbounds float, ptr %1896, i64 %83
  %1910 = load float, ptr %1909, align 4
  %1911 = insertelement <16 x float> poison, float %1910, i64 0
  %1912 = shufflevector <16 x float> %1911, <16 x float> poison, <16 x i32> zeroinitializer
  %1913 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1898, <16 x float> %1912, <16 x float> %1881)
  %1914 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1900, <16 x float> %1912, <16 x float> %1880)
  %1915 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1902, <16 x float> %1912, <16 x float> %1879)
  %1916 = getelementptr inbounds i8, ptr %1896, i64 %200
  %1917 = load float, ptr %1916, align 4
  %1918 = insertelement <16 x float> poison, float %1917, i64 0
  %1919 = shufflevector <16 x float> %1918, <16 x float> poison, <16 x i32> zeroinitializer
  %1920 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1898, <16 x float> %1919, <16 x float> %1893)
  %1921 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1900, <16 x float> %1919, <16 x float> %1892)
  %1922 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1902, <16 x float> %1919, <16 x float> %1891)
  %1923 = getelementptr inbounds i8, ptr %1896, i64 %201
  %1924 = load float, ptr %1923, align 4
  %1925 = insertelement <16 x float> poison, float %1924, i64 0
  %1926 = shufflevector <16 x float> %1925, <16 x float> poison, <16 x i32> zeroinitializer
  %1927 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1898, <16 x float> %1926, <16 x float> %1890)
  %1928 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1900, <16 x float> %1926, <16 x float> %1889)
  %1929 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1902, <16 x float> %1926, <16 x float> %1888)
  %1930 = getelementptr inbounds i8, ptr %1896, i64 %202
  %1931 = load float, ptr %1930, align 4
  %1932 = insertelement <16 x float> poison, float %1931, i64 0
  %1933 = shufflevector <16 x float> %1932, <16 x float> poison, <16 x i32> zeroinitializer
  %1934 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1898, <16 x float> %1933, <16 x float> %1887)
  %1935 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1900, <16 x float> %1933, <16 x float> %1886)
  %1936 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1902, <16 x float> %1933, <16 x float> %1885)
  %1937 = getelementptr inbounds i8, ptr %1896, i64 %203
  %1938 = load float, ptr %1937, align 4
  %1939 = insertelement <16 x float> poison, float %1938, i64 0
  %1940 = shufflevector <16 x float> %1939, <16 x float> poison, <16 x i32> zeroinitializer
  %1941 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1898, <16 x float> %1940, <16 x float> %1878)
  %1942 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1900, <16 x float> %1940, <16 x float> %1877)
  %1943 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1902, <16 x float> %1940, <16 x float> %1876)
  %1944 = getelementptr inbounds i8, ptr %1896, i64 %204
  %1945 = load float, ptr %1944, align 4
  %1946 = insertelement <16 x float> poison, float %1945, i64 0
  %1947 = shufflevector <16 x float> %1946, <16 x float> poison, <16 x i32> zeroinitializer
  %1948 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1898, <16 x float> %1947, <16 x float> %1875)
  %1949 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1900, <16 x float> %1947, <16 x float> %1874)
  %1950 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1902, <16 x float> %1947, <16 x float> %1873)
  %1951 = getelementptr inbounds i8, ptr %1896, i64 %205
  %1952 = load float, ptr %1951, align 4
  %1953 = insertelement <16 x float> poison, float %1952, i64 0
  %1954 = shufflevector <16 x float> %1953, <16 x float> poison, <16 x i32> zeroinitializer
  %1955 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1898, <16 x float> %1954, <16 x float> %1872)
  %1956 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1900, <16 x float> %1954, <16 x float> %1871)
  %1957 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1902, <16 x float> %1954, <16 x float> %1870)
  %1958 = add nuw nsw i64 %1894, 1
  %1959 = getelementptr inbounds float, ptr %1895, i64 %80
  %1960 = getelementptr inbounds nuw float, ptr %1896, i64 %81
  %1961 = icmp slt i64 %1958, %1119
  br i1 %1961, label %1869, label %1962

1962:                                             ; preds = %1869, %1776, %1683, %1590, %1497, %1404, %1311, %1218, %1178, %1179, %1183, %1187, %1193, %1197, %1203, %1210
  %1963 = phi <16 x float> [ %1127, %1210 ], [ %1127, %1203 ], [ %1306, %1218 ], [ %1127, %1197 ], [ %1399, %1311 ], [ %1127, %1193 ], [ %1492, %1404 ], [ %1127, %1187 ], [ %1585, %1497 ], [ %1127, %1183 ], [ %1678, %1590 ], [ %1127, %1179 ], [ %1771, %1683 ], [ %1127, %1178 ], [ %1864, %1776 ], [ %1957, %1869 ]
  %1964 = phi <16 x float> [ %1128, %1210 ], [ %1128, %1203 ], [ %1305, %1218 ], [ %1128, %1197 ], [ %1398, %1311 ], [ %1128, %1193 ], [ %1491, %1404 ], [ %1128, %1187 ], [ %1584, %1497 ], [ %1128, %1183 ], [ %1677, %1590 ], [ %1128, %1179 ], [ %1770, %1683 ], [ %1128, %1178 ], [ %1863, %1776 ], [ %1956, %1869 ]
  %1965 = phi <16 x float> [ %1129, %1210 ], [ %1129, %1203 ], [ %1304, %1218 ], [ %1129, %1197 ], [ %1397, %1311 ], [ %1129, %1193 ], [ %1490, %1404 ], [ %1129, %1187 ], [ %1583, %1497 ], [ %1129, %1183 ], [ %1676, %1590 ], [ %1129, %1179 ], [ %1769, %1683 ], [ %1129, %1178 ], [ %1862, %1776 ], [ %1955, %1869 ]
  %1966 = phi <16 x float> [ %1130, %1210 ], [ %1130, %1203 ], [ %1299, %1218 ], [ %1130, %1197 ], [ %1392, %1311 ], [ %1130, %1193 ], [ %1485, %1404 ], [ %1130, %1187 ], [ %1578, %1497 ], [ %1130, %1183 ], [ %1671, %1590 ], [ %1130, %1179 ], [ %1764, %1683 ], [ %1130, %1178 ], [ %1857, %1776 ], [ %1950, %1869 ]
  %1967 = phi <16 x float> [ %1131, %1210 ], [ %1131, %1203 ], [ %1298, %1218 ], [ %1131, %1197 ], [ %1391, %1311 ], [ %1131, %1193 ], [ %1484, %1404 ], [ %1131, %1187 ], [ %1577, %1497 ], [ %1131, %1183 ], [ %1670, %1590 ], [ %1131, %1179 ], [ %1763, %1683 ], [ %1131, %1178 ], [ %1856, %1776 ], [ %1949, %1869 ]
  %1968 = phi <16 x float> [ %1132, %1210 ], [ %1132, %1203 ], [ %1297, %1218 ], [ %1132, %1197 ], [ %1390, %1311 ], [ %1132, %1193 ], [ %1483, %1404 ], [ %1132, %1187 ], [ %1576, %1497 ], [ %1132, %1183 ], [ %1669, %1590 ], [ %1132, %1179 ], [ %1762, %1683 ], [ %1132, %1178 ], [ %1855, %1776 ], [ %1948, %1869 ]
  %1969 = phi <16 x float> [ %1133, %1210 ], [ %1133, %1203 ], [ %1292, %1218 ], [ %1133, %1197 ], [ %1385, %1311 ], [ %1133, %1193 ], [ %1478, %1404 ], [ %1133, %1187 ], [ %1571, %1497 ], [ %1133, %1183 ], [ %1664, %1590 ], [ %1133, %1179 ], [ %1757, %1683 ], [ %1133, %1178 ], [ %1850, %1776 ], [ %1943, %1869 ]
  %1970 = phi <16 x float> [ %1134, %1210 ], [ %1134, %1203 ], [ %1291, %1218 ], [ %1134, %1197 ], [ %1384, %1311 ], [ %1134, %1193 ], [ %1477, %1404 ], [ %1134, %1187 ], [ %1570, %1497 ], [ %1134, %1183 ], [ %1663, %1590 ], [ %1134, %1179 ], [ %1756, %1683 ], [ %1134, %1178 ], [ %1849, %1776 ], [ %1942, %1869 ]
  %1971 = phi <16 x float> [ %1135, %1210 ], [ %1135, %1203 ], [ %1290, %1218 ], [ %1135, %1197 ], [ %1383, %1311 ], [ %1135, %1193 ], [ %1476, %1404 ], [ %1135, %1187 ], [ %1569, %1497 ], [ %1135, %1183 ], [ %1662, %1590 ], [ %1135, %1179 ], [ %1755, %1683 ], [ %1135, %1178 ], [ %1848, %1776 ], [ %1941, %1869 ]
  %1972 = phi <16 x float> [ %1136, %1210 ], [ %1136, %1203 ], [ %1285, %1218 ], [ %1136, %1197 ], [ %1378, %1311 ], [ %1136, %1193 ], [ %1471, %1404 ], [ %1136, %1187 ], [ %1564, %1497 ], [ %1136, %1183 ], [ %1657, %1590 ], [ %1136, %1179 ], [ %1750, %1683 ], [ %1136, %1178 ], [ %1843, %1776 ], [ %1936, %1869 ]
  %1973 = phi <16 x float> [ %1137, %1210 ], [ %1137, %1203 ], [ %1284, %1218 ], [ %1137, %1197 ], [ %1377, %1311 ], [ %1137, %1193 ], [ %1470, %1404 ], [ %1137, %1187 ], [ %1563, %1497 ], [ %1137, %1183 ], [ %1656, %1590 ], [ %1137, %1179 ], [ %1749, %1683 ], [ %1137, %1178 ], [ %1842, %1776 ], [ %1935, %1869 ]
  %1974 = phi <16 x float> [ %1138, %1210 ], [ %1138, %1203 ], [ %1283, %1218 ], [ %1138, %1197 ], [ %1376, %1311 ], [ %1138, %1193 ], [ %1469, %1404 ], [ %1138, %1187 ], [ %1562, %1497 ], [ %1138, %1183 ], [ %1655, %1590 ], [ %1138, %1179 ], [ %1748, %1683 ], [ %1138, %1178 ], [ %1841, %1776 ], [ %1934, %1869 ]
  %1975 = phi <16 x float> [ %1139, %1210 ], [ %1139, %1203 ], [ %1278, %1218 ], [ %1139, %1197 ], [ %1371, %1311 ], [ %1139, %1193 ], [ %1464, %1404 ], [ %1139, %1187 ], [ %1557, %1497 ], [ %1139, %1183 ], [ %1650, %1590 ], [ %1139, %1179 ], [ %1743, %1683 ], [ %1139, %1178 ], [ %1836, %1776 ], [ %1929, %1869 ]
  %1976 = phi <16 x float> [ %1140, %1210 ], [ %1140, %1203 ], [ %1277, %1218 ], [ %1140, %1197 ], [ %1370, %1311 ], [ %1140, %1193 ], [ %1463, %1404 ], [ %1140, %1187 ], [ %1556, %1497 ], [ %1140, %1183 ], [ %1649, %1590 ], [ %1140, %1179 ], [ %1742, %1683 ], [ %1140, %1178 ], [ %1835, %1776 ], [ %1928, %1869 ]
  %1977 = phi <16 x float> [ %1141, %1210 ], [ %1141, %1203 ], [ %1276, %1218 ], [ %1141, %1197 ], [ %1369, %1311 ], [ %1141, %1193 ], [ %1462, %1404 ], [ %1141, %1187 ], [ %1555, %1497 ], [ %1141, %1183 ], [ %1648, %1590 ], [ %1141, %1179 ], [ %1741, %1683 ], [ %1141, %1178 ], [ %1834, %1776 ], [ %1927, %1869 ]
  %1978 = phi <16 x float> [ %1142, %1210 ], [ %1142, %1203 ], [ %1271, %1218 ], [ %1142, %1197 ], [ %1364, %1311 ], [ %1142, %1193 ], [ %1457, %1404 ], [ %1142, %1187 ], [ %1550, %1497 ], [ %1142, %1183 ], [ %1643, %1590 ], [ %1142, %1179 ], [ %1736, %1683 ], [ %1142, %1178 ], [ %1829, %1776 ], [ %1922, %1869 ]
  %1979 = phi <16 x float> [ %1143, %1210 ], [ %1143, %1203 ], [ %1270, %1218 ], [ %1143, %1197 ], [ %1363, %1311 ], [ %1143, %1193 ], [ %1456, %1404 ], [ %1143, %1187 ], [ %1549, %1497 ], [ %1143, %1183 ], [ %1642, %1590 ], [ %1143, %1179 ], [ %1735, %1683 ], [ %1143, %1178 ], [ %1828, %1776 ], [ %1921, %1869 ]
  %1980 = phi <16 x float> [ %1144, %1210 ], [ %1144, %1203 ], [ %1269, %1218 ], [ %1144, %1197 ], [ %1362, %1311 ], [ %1144, %1193 ], [ %1455, %1404 ], [ %1144, %1187 ], [ %1548, %1497 ], [ %1144, %1183 ], [ %1641, %1590 ], [ %1144, %1179 ], [ %1734, %1683 ], [ %1144, %1178 ], [ %1827, %1776 ], [ %1920, %1869 ]
  %1981 = phi <16 x float> [ %1145, %1210 ], [ %1145, %1203 ], [ %1264, %1218 ], [ %1145, %1197 ], [ %1357, %1311 ], [ %1145, %1193 ], [ %1450, %1404 ], [ %1145, %1187 ], [ %1543, %1497 ], [ %1145, %1183 ], [ %1636, %1590 ], [ %1145, %1179 ], [ %1729, %1683 ], [ %1145, %1178 ], [ %1822, %1776 ], [ %1915, %1869 ]
  %1982 = phi <16 x float> [ %1146, %1210 ], [ %1146, %1203 ], [ %1263, %1218 ], [ %1146, %1197 ], [ %1356, %1311 ], [ %1146, %1193 ], [ %1449, %1404 ], [ %1146, %1187 ], [ %1542, %1497 ], [ %1146, %1183 ], [ %1635, %1590 ], [ %1146, %1179 ], [ %1728, %1683 ], [ %1146, %1178 ], [ %1821, %1776 ], [ %1914, %1869 ]
  %1983 = phi <16 x float> [ %1147, %1210 ], [ %1147, %1203 ], [ %1262, %1218 ], [ %1147, %1197 ], [ %1355, %1311 ], [ %1147, %1193 ], [ %1448, %1404 ], [ %1147, %1187 ], [ %1541, %1497 ], [ %1147, %1183 ], [ %1634, %1590 ], [ %1147, %1179 ], [ %1727, %1683 ], [ %1147, %1178 ], [ %1820, %1776 ], [ %1913, %1869 ]
  %1984 = phi <16 x float> [ %1148, %1210 ], [ %1148, %1203 ], [ %1257, %1218 ], [ %1148, %1197 ], [ %1350, %1311 ], [ %1148, %1193 ], [ %1443, %1404 ], [ %1148, %1187 ], [ %1536, %1497 ], [ %1148, %1183 ], [ %1629, %1590 ], [ %1148, %1179 ], [ %1722, %1683 ], [ %1148, %1178 ], [ %1815, %1776 ], [ %1908, %1869 ]
  %1985 = phi <16 x float> [ %1149, %1210 ], [ %1149, %1203 ], [ %1256, %1218 ], [ %1149, %1197 ], [ %1349, %1311 ], [ %1149, %1193 ], [ %1442, %1404 ], [ %1149, %1187 ], [ %1535, %1497 ], [ %1149, %1183 ], [ %1628, %1590 ], [ %1149, %1179 ], [ %1721, %1683 ], [ %1149, %1178 ], [ %1814, %1776 ], [ %1907, %1869 ]
  %1986 = phi <16 x float> [ %1150, %1210 ], [ %1150, %1203 ], [ %1255, %1218 ], [ %1150, %1197 ], [ %1348, %1311 ], [ %1150, %1193 ], [ %1441, %1404 ], [ %1150, %1187 ], [ %1534, %1497 ], [ %1150, %1183 ], [ %1627, %1590 ], [ %1150, %1179 ], [ %1720, %1683 ], [ %1150, %1178 ], [ %1813, %1776 ], [ %1906, %1869 ]
  %1987 = add nuw nsw i64 %1151, 1
  %1988 = icmp eq i64 %1987, %81
  br i1 %1988, label %1039, label %1126

1989:                                             ; preds = %1065, %2186
  %1990 = phi i64 [ 0, %1065 ], [ %2188, %2186 ]
  %1991 = add nsw i64 %793, %1990
  %1992 = mul nsw i64 %1991, %54
  %1993 = icmp sgt i64 %794, %1990
  %1994 = getelementptr inbounds nuw [3 x <16 x float>], ptr %31, i64 %1990
  %1995 = add nsw i64 %754, %1992
  %1996 = select i1 %1993, <16 x i1> zeroinitializer, <16 x i1> %783
  %1997 = getelementptr inbounds float, ptr %296, i64 %1995
  %1998 = load <16 x float>, ptr %1994, align 64
  br i1 %89, label %2058, label %1999

1999:                                             ; preds = %1989
  %2000 = getelementptr inbounds float, ptr %294, i64 %1995
  switch i64 %206, label %2018 [
    i64 1, label %2001
    i64 2, label %2004
    i64 3, label %2011
    i64 0, label %2058
  ]

2001:                                             ; preds = %1999
  %2002 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2000, <16 x i1> %1996, <16 x float> zeroinitializer)
  %2003 = fadd <16 x float> %1998, %2002
  br label %2020

2004:                                             ; preds = %1999
  %2005 = bitcast <16 x float> %1998 to <8 x i64>
  %2006 = or <8 x i64> %2005, %91
  %2007 = fcmp oeq <16 x float> %1998, %53
  %2008 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1998, i32 4)
  %2009 = bitcast <8 x i64> %2006 to <16 x float>
  %2010 = select <16 x i1> %2007, <16 x float> %2009, <16 x float> %2008
  br label %2020

2011:                                             ; preds = %1999
  %2012 = bitcast <16 x float> %1998 to <8 x i64>
  %2013 = and <8 x i64> %2012, %90
  %2014 = fcmp oeq <16 x float> %1998, %50
  %2015 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1998, i32 4)
  %2016 = bitcast <8 x i64> %2013 to <16 x float>
  %2017 = select <16 x i1> %2014, <16 x float> %2016, <16 x float> %2015
  br label %2020

2018:                                             ; preds = %1999
  unreachable

2019:                                             ; preds = %2938, %2919, %2900, %2875, %2856, %2837, %2812, %2793, %2774, %2749, %2730, %2711, %2686, %2667, %2648, %2623, %2604, %2585, %2560, %2541, %2522, %2497, %2478, %2459, %2167, %2148, %2129, %2103, %2084, %2065, %2039, %2020
  unreachable

2020:                                             ; preds = %2011, %2004, %2001
  %2021 = phi <16 x float> [ %2003, %2001 ], [ %2010, %2004 ], [ %2017, %2011 ]
  switch i64 %208, label %2019 [
    i64 1, label %2036
    i64 2, label %2029
    i64 3, label %2022
    i64 0, label %2058
  ]

2022:                                             ; preds = %2020
  %2023 = bitcast <16 x float> %2021 to <8 x i64>
  %2024 = and <8 x i64> %2023, %90
  %2025 = fcmp oeq <16 x float> %2021, %50
  %2026 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2021, i32 4)
  %2027 = bitcast <8 x i64> %2024 to <16 x float>
  %2028 = select <16 x i1> %2025, <16 x float> %2027, <16 x float> %2026
  br label %2039

2029:                                             ; preds = %2020
  %2030 = bitcast <16 x float> %2021 to <8 x i64>
  %2031 = or <8 x i64> %2030, %91
  %2032 = fcmp oeq <16 x float> %2021, %53
  %2033 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2021, i32 4)
  %2034 = bitcast <8 x i64> %2031 to <16 x float>
  %2035 = select <16 x i1> %2032, <16 x float> %2034, <16 x float> %2033
  br label %2039

2036:                                             ; preds = %2020
  %2037 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2000, <16 x i1> %1996, <16 x float> zeroinitializer)
  %2038 = fadd <16 x float> %2021, %2037
  br label %2039

2039:                                             ; preds = %2036, %2029, %2022
  %2040 = phi <16 x float> [ %2038, %2036 ], [ %2035, %2029 ], [ %2028, %2022 ]
  switch i64 %210, label %2019 [
    i64 1, label %2055
    i64 2, label %2048
    i64 3, label %2041
    i64 0, label %2058
  ]

2041:                                             ; preds = %2039
  %2042 = bitcast <16 x float> %2040 to <8 x i64>
  %2043 = and <8 x i64> %2042, %90
  %2044 = fcmp oeq <16 x float> %2040, %50
  %2045 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2040, i32 4)
  %2046 = bitcast <8 x i64> %2043 to <16 x float>
  %2047 = select <16 x i1> %2044, <16 x float> %2046, <16 x float> %2045
  br label %2058

2048:                                             ; preds = %2039
  %2049 = bitcast <16 x float> %2040 to <8 x i64>
  %2050 = or <8 x i64> %2049, %91
  %2051 = fcmp oeq <16 x float> %2040, %53
  %2052 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2040, i32 4)
  %2053 = bitcast <8 x i64> %2050 to <16 x float>
  %2054 = select <16 x i1> %2051, <16 x float> %2053, <16 x float> %2052
  br label %2058

2055:                                             ; preds = %2039
  %2056 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2000, <16 x i1> %1996, <16 x float> zeroinitializer)
  %2057 = fadd <16 x float> %2040, %2056
  br label %2058

2058:                                             ; preds = %1989, %1999, %2020, %2039, %2055, %2048, %2041
  %2059 = phi <16 x float> [ %2047, %2041 ], [ %1998, %1999 ], [ %2040, %2039 ], [ %2021, %2020 ], [ %2057, %2055 ], [ %2054, %2048 ], [ %1998, %1989 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2059, ptr align 1 %1997, <16 x i1> %1996)
  %2060 = add nsw i64 %753, %1992
  %2061 = select i1 %1993, <16 x i1> zeroinitializer, <16 x i1> %784
  %2062 = getelementptr inbounds float, ptr %296, i64 %2060
  %2063 = getelementptr inbounds nuw i8, ptr %1994, i64 64
  %2064 = load <16 x float>, ptr %2063, align 64
  br i1 %89, label %2122, label %2065

2065:                                             ; preds = %2058
  %2066 = getelementptr inbounds float, ptr %294, i64 %2060
  switch i64 %211, label %2019 [
    i64 1, label %2081
    i64 2, label %2074
    i64 3, label %2067
    i64 0, label %2122
  ]

2067:                                             ; preds = %2065
  %2068 = bitcast <16 x float> %2064 to <8 x i64>
  %2069 = and <8 x i64> %2068, %90
  %2070 = fcmp oeq <16 x float> %2064, %50
  %2071 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2064, i32 4)
  %2072 = bitcast <8 x i64> %2069 to <16 x float>
  %2073 = select <16 x i1> %2070, <16 x float> %2072, <16 x float> %2071
  br label %2084

2074:                                             ; preds = %2065
  %2075 = bitcast <16 x float> %2064 to <8 x i64>
  %2076 = or <8 x i64> %2075, %91
  %2077 = fcmp oeq <16 x float> %2064, %53
  %2078 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2064, i32 4)
  %2079 = bitcast <8 x i64> %2076 to <16 x float>
  %2080 = select <16 x i1> %2077, <16 x float> %2079, <16 x float> %2078
  br label %2084

2081:                                             ; preds = %2065
  %2082 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2066, <16 x i1> %2061, <16 x float> zeroinitializer)
  %2083 = fadd <16 x float> %2064, %2082
  br label %2084

2084:                                             ; preds = %2081, %2074, %2067
  %2085 = phi <16 x float> [ %2083, %2081 ], [ %2080, %2074 ], [ %2073, %2067 ]
  switch i64 %213, label %2019 [
    i64 1, label %2100
    i64 2, label %2093
    i64 3, label %2086
    i64 0, label %2122
  ]

2086:                                             ; preds = %2084
  %2087 = bitcast <16 x float> %2085 to <8 x i64>
  %2088 = and <8 x i64> %2087, %90
  %2089 = fcmp oeq <16 x float> %2085, %50
  %2090 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2085, i32 4)
  %2091 = bitcast <8 x i64> %2088 to <16 x float>
  %2092 = select <16 x i1> %2089, <16 x float> %2091, <16 x float> %2090
  br label %2103

2093:                                             ; preds = %2084
  %2094 = bitcast <16 x float> %2085 to <8 x i64>
  %2095 = or <8 x i64> %2094, %91
  %2096 = fcmp oeq <16 x float> %2085, %53
  %2097 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2085, i32 4)
  %2098 = bitcast <8 x i64> %2095 to <16 x float>
  %2099 = select <16 x i1> %2096, <16 x float> %2098, <16 x float> %2097
  br label %2103

2100:                                             ; preds = %2084
  %2101 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2066, <16 x i1> %2061, <16 x float> zeroinitializer)
  %2102 = fadd <16 x float> %2085, %2101
  br label %2103

2103:                                             ; preds = %2100, %2093, %2086
  %2104 = phi <16 x float> [ %2102, %2100 ], [ %2099, %2093 ], [ %2092, %2086 ]
  switch i64 %215, label %2019 [
    i64 1, label %2119
    i64 2, label %2112
    i64 3, label %2105
    i64 0, label %2122
  ]

2105:                                             ; preds = %2103
  %2106 = bitcast <16 x float> %2104 to <8 x i64>
  %2107 = and <8 x i64> %2106, %90
  %2108 = fcmp oeq <16 x float> %2104, %50
  %2109 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2104, i32 4)
  %2110 = bitcast <8 x i64> %2107 to <16 x float>
  %2111 = select <16 x i1> %2108, <16 x float> %2110, <16 x float> %2109
  br label %2122

2112:                                             ; preds = %2103
  %2113 = bitcast <16 x float> %2104 to <8 x i64>
  %2114 = or <8 x i64> %2113, %91
  %2115 = fcmp oeq <16 x float> %2104, %53
  %2116 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2104, i32 4)
  %2117 = bitcast <8 x i64> %2114 to <16 x float>
  %2118 = select <16 x i1> %2115, <16 x float> %2117, <16 x float> %2116
  br label %2122

2119:                                             ; preds = %2103
  %2120 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2066, <16 x i1> %2061, <16 x float> zeroinitializer)
  %2121 = fadd <16 x float> %2104, %2120
  br label %2122

2122:                                             ; preds = %2058, %2065, %2084, %2103, %2119, %2112, %2105
  %2123 = phi <16 x float> [ %2111, %2105 ], [ %2064, %2065 ], [ %2104, %2103 ], [ %2085, %2084 ], [ %2121, %2119 ], [ %2118, %2112 ], [ %2064, %2058 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2123, ptr align 1 %2062, <16 x i1> %2061)
  %2124 = add nsw i64 %752, %1992
  %2125 = select i1 %1993, <16 x i1> zeroinitializer, <16 x i1> %785
  %2126 = getelementptr inbounds float, ptr %296, i64 %2124
  %2127 = getelementptr inbounds nuw i8, ptr %1994, i64 128
  %2128 = load <16 x float>, ptr %2127, align 64
  br i1 %89, label %2186, label %2129

2129:                                             ; preds = %2122
  %2130 = getelementptr inbounds float, ptr %294, i64 %2124
  switch i64 %216, label %2019 [
    i64 1, label %2145
    i64 2, label %2138
    i64 3, label %2131
    i64 0, label %2186
  ]

2131:                                             ; preds = %2129
  %2132 = bitcast <16 x float> %2128 to <8 x i64>
  %2133 = and <8 x i64> %2132, %90
  %2134 = fcmp oeq <16 x float> %2128, %50
  %2135 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2128, i32 4)
  %2136 = bitcast <8 x i64> %2133 to <16 x float>
  %2137 = select <16 x i1> %2134, <16 x float> %2136, <16 x float> %2135
  br label %2148

2138:                                             ; preds = %2129
  %2139 = bitcast <16 x float> %2128 to <8 x i64>
  %2140 = or <8 x i64> %2139, %91
  %2141 = fcmp oeq <16 x float> %2128, %53
  %2142 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2128, i32 4)
  %2143 = bitcast <8 x i64> %2140 to <16 x float>
  %2144 = select <16 x i1> %2141, <16 x float> %2143, <16 x float> %2142
  br label %2148

2145:                                             ; preds = %2129
  %2146 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2130, <16 x i1> %2125, <16 x float> zeroinitializer)
  %2147 = fadd <16 x float> %2128, %2146
  br label %2148

2148:                                             ; preds = %2145, %2138, %2131
  %2149 = phi <16 x float> [ %2147, %2145 ], [ %2144, %2138 ], [ %2137, %2131 ]
  switch i64 %218, label %2019 [
    i64 1, label %2164
    i64 2, label %2157
    i64 3, label %2150
    i64 0, label %2186
  ]

2150:                                             ; preds = %2148
  %2151 = bitcast <16 x float> %2149 to <8 x i64>
  %2152 = and <8 x i64> %2151, %90
  %2153 = fcmp oeq <16 x float> %2149, %50
  %2154 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2149, i32 4)
  %2155 = bitcast <8 x i64> %2152 to <16 x float>
  %2156 = select <16 x i1> %2153, <16 x float> %2155, <16 x float> %2154
  br label %2167

2157:                                             ; preds = %2148
  %2158 = bitcast <16 x float> %2149 to <8 x i64>
  %2159 = or <8 x i64> %2158, %91
  %2160 = fcmp oeq <16 x float> %2149, %53
  %2161 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2149, i32 4)
  %2162 = bitcast <8 x i64> %2159 to <16 x float>
  %2163 = select <16 x i1> %2160, <16 x float> %2162, <16 x float> %2161
  br label %2167

2164:                                             ; preds = %2148
  %2165 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2130, <16 x i1> %2125, <16 x float> zeroinitializer)
  %2166 = fadd <16 x float> %2149, %2165
  br label %2167

2167:                                             ; preds = %2164, %2157, %2150
  %2168 = phi <16 x float> [ %2166, %2164 ], [ %2163, %2157 ], [ %2156, %2150 ]
  switch i64 %220, label %2019 [
    i64 1, label %2183
    i64 2, label %2176
    i64 3, label %2169
    i64 0, label %2186
  ]

2169:                                             ; preds = %2167
  %2170 = bitcast <16 x float> %2168 to <8 x i64>
  %2171 = and <8 x i64> %2170, %90
  %2172 = fcmp oeq <16 x float> %2168, %50
  %2173 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2168, i32 4)
  %2174 = bitcast <8 x i64> %2171 to <16 x float>
  %2175 = select <16 x i1> %2172, <16 x float> %2174, <16 x float> %2173
  br label %2186

2176:                                             ; preds = %2167
  %2177 = bitcast <16 x float> %2168 to <8 x i64>
  %2178 = or <8 x i64> %2177, %91
  %2179 = fcmp oeq <16 x float> %2168, %53
  %2180 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2168, i32 4)
  %2181 = bitcast <8 x i64> %2178 to <16 x float>
  %2182 = select <16 x i1> %2179, <16 x float> %2181, <16 x float> %2180
  br label %2186

2183:                                             ; preds = %2167
  %2184 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2130, <16 x i1> %2125, <16 x float> zeroinitializer)
  %2185 = fadd <16 x float> %2168, %2184
  br label %2186

2186:                                             ; preds = %2122, %2129, %2148, %2167, %2183, %2176, %2169
  %2187 = phi <16 x float> [ %2175, %2169 ], [ %2128, %2129 ], [ %2168, %2167 ], [ %2149, %2148 ], [ %2185, %2183 ], [ %2182, %2176 ], [ %2128, %2122 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2187, ptr align 1 %2126, <16 x i1> %2125)
  %2188 = add nuw nsw i64 %1990, 1
  %2189 = icmp eq i64 %2188, 8
  br i1 %2189, label %2190, label %1989

2190:                                             ; preds = %2186
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %2961

2191:                                             ; preds = %796, %2957
  %2192 = phi i64 [ 0, %796 ], [ %2959, %2957 ]
  %2193 = getelementptr inbounds nuw i64, ptr %36, i64 %2192
  %2194 = getelementptr inbounds nuw i64, ptr %37, i64 %2192
  %2195 = load i64, ptr %2194, align 8
  %2196 = icmp sgt i64 %2195, 15
  %2197 = trunc i64 %2195 to i32
  %2198 = shl nsw i32 -1, %2197
  %2199 = trunc i32 %2198 to i16
  %2200 = xor i16 %2199, -1
  %2201 = select i1 %2196, i16 -1, i16 %2200
  br i1 %82, label %2230, label %2205

2202:                                             ; preds = %2259
  %2203 = getelementptr inbounds nuw i64, ptr %34, i64 %2192
  %2204 = getelementptr inbounds nuw i32, ptr %35, i64 %2192
  br label %2292

2205:                                             ; preds = %2191
  %2206 = load float, ptr %798, align 4
  %2207 = insertelement <16 x float> poison, float %2206, i64 0
  %2208 = shufflevector <16 x float> %2207, <16 x float> poison, <16 x i32> zeroinitializer
  %2209 = load float, ptr %800, align 4
  %2210 = insertelement <16 x float> poison, float %2209, i64 0
  %2211 = shufflevector <16 x float> %2210, <16 x float> poison, <16 x i32> zeroinitializer
  %2212 = load float, ptr %801, align 4
  %2213 = insertelement <16 x float> poison, float %2212, i64 0
  %2214 = shufflevector <16 x float> %2213, <16 x float> poison, <16 x i32> zeroinitializer
  %2215 = load float, ptr %802, align 4
  %2216 = insertelement <16 x float> poison, float %2215, i64 0
  %2217 = shufflevector <16 x float> %2216, <16 x float> poison, <16 x i32> zeroinitializer
  %2218 = load float, ptr %803, align 4
  %2219 = insertelement <16 x float> poison, float %2218, i64 0
  %2220 = shufflevector <16 x float> %2219, <16 x float> poison, <16 x i32> zeroinitializer
  %2221 = load float, ptr %804, align 4
  %2222 = insertelement <16 x float> poison, float %2221, i64 0
  %2223 = shufflevector <16 x float> %2222, <16 x float> poison, <16 x i32> zeroinitializer
  %2224 = load float, ptr %805, align 4
  %2225 = insertelement <16 x float> poison, float %2224, i64 0
  %2226 = shufflevector <16 x float> %2225, <16 x float> poison, <16 x i32> zeroinitializer
  %2227 = load float, ptr %806, align 4
  %2228 = insertelement <16 x float> poison, float %2227, i64 0
  %2229 = shufflevector <16 x float> %2228, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2259

2230:                                             ; preds = %2191
  %2231 = bitcast i16 %2201 to <16 x i1>
  %2232 = load i64, ptr %2193, align 8
  %2233 = getelementptr inbounds float, ptr %808, i64 %2232
  %2234 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2233, <16 x i1> %2231, <16 x float> zeroinitializer)
  %2235 = bitcast i16 %2201 to <16 x i1>
  %2236 = getelementptr inbounds float, ptr %811, i64 %2232
  %2237 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2236, <16 x i1> %2235, <16 x float> zeroinitializer)
  %2238 = bitcast i16 %2201 to <16 x i1>
  %2239 = load i64, ptr %2193, align 8
  %2240 = getelementptr inbounds float, ptr %814, i64 %2239
  %2241 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2240, <16 x i1> %2238, <16 x float> zeroinitializer)
  %2242 = bitcast i16 %2201 to <16 x i1>
  %2243 = getelementptr inbounds float, ptr %817, i64 %2239
  %2244 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2243, <16 x i1> %2242, <16 x float> zeroinitializer)
  %2245 = bitcast i16 %2201 to <16 x i1>
  %2246 = load i64, ptr %2193, align 8
  %2247 = getelementptr inbounds float, ptr %820, i64 %2246
  %2248 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2247, <16 x i1> %2245, <16 x float> zeroinitializer)
  %2249 = bitcast i16 %2201 to <16 x i1>
  %2250 = getelementptr inbounds float, ptr %823, i64 %2246
  %2251 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2250, <16 x i1> %2249, <16 x float> zeroinitializer)
  %2252 = bitcast i16 %2201 to <16 x i1>
  %2253 = load i64, ptr %2193, align 8
  %2254 = getelementptr inbounds float, ptr %826, i64 %2253
  %2255 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2254, <16 x i1> %2252, <16 x float> zeroinitializer)
  %2256 = bitcast i16 %2201 to <16 x i1>
  %2257 = getelementptr inbounds float, ptr %829, i64 %2253
  %2258 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2257, <16 x i1> %2256, <16 x float> zeroinitializer)
  br label %2259

2259:                                             ; preds = %2230, %2205
  %2260 = phi <16 x float> [ %2255, %2230 ], [ %2226, %2205 ]
  %2261 = phi <16 x float> [ %2248, %2230 ], [ %2220, %2205 ]
  %2262 = phi <16 x float> [ %2241, %2230 ], [ %2214, %2205 ]
  %2263 = phi <16 x float> [ %2234, %2230 ], [ %2208, %2205 ]
  %2264 = phi <16 x float> [ %2237, %2230 ], [ %2211, %2205 ]
  %2265 = phi <16 x float> [ %2244, %2230 ], [ %2217, %2205 ]
  %2266 = phi <16 x float> [ %2251, %2230 ], [ %2223, %2205 ]
  %2267 = phi <16 x float> [ %2258, %2230 ], [ %2229, %2205 ]
  br i1 %87, label %2202, label %2278

2268:                                             ; preds = %2448, %2292
  %2269 = phi <16 x float> [ %2293, %2292 ], [ %2449, %2448 ]
  %2270 = phi <16 x float> [ %2294, %2292 ], [ %2450, %2448 ]
  %2271 = phi <16 x float> [ %2295, %2292 ], [ %2451, %2448 ]
  %2272 = phi <16 x float> [ %2296, %2292 ], [ %2452, %2448 ]
  %2273 = phi <16 x float> [ %2297, %2292 ], [ %2453, %2448 ]
  %2274 = phi <16 x float> [ %2298, %2292 ], [ %2454, %2448 ]
  %2275 = phi <16 x float> [ %2299, %2292 ], [ %2455, %2448 ]
  %2276 = phi <16 x float> [ %2300, %2292 ], [ %2456, %2448 ]
  %2277 = icmp slt i64 %2304, %5
  br i1 %2277, label %2292, label %2278

2278:                                             ; preds = %2268, %2259
  %2279 = phi <16 x float> [ %2263, %2259 ], [ %2269, %2268 ]
  %2280 = phi <16 x float> [ %2264, %2259 ], [ %2270, %2268 ]
  %2281 = phi <16 x float> [ %2262, %2259 ], [ %2271, %2268 ]
  %2282 = phi <16 x float> [ %2265, %2259 ], [ %2272, %2268 ]
  %2283 = phi <16 x float> [ %2261, %2259 ], [ %2273, %2268 ]
  %2284 = phi <16 x float> [ %2266, %2259 ], [ %2274, %2268 ]
  %2285 = phi <16 x float> [ %2260, %2259 ], [ %2275, %2268 ]
  %2286 = phi <16 x float> [ %2267, %2259 ], [ %2276, %2268 ]
  %2287 = load i64, ptr %2193, align 8
  %2288 = add nsw i64 %2287, %830
  %2289 = bitcast i16 %2201 to <16 x i1>
  %2290 = select i1 %831, <16 x i1> zeroinitializer, <16 x i1> %2289
  %2291 = getelementptr inbounds float, ptr %296, i64 %2288
  br i1 %89, label %2516, label %2459

2292:                                             ; preds = %2202, %2268
  %2293 = phi <16 x float> [ %2263, %2202 ], [ %2269, %2268 ]
  %2294 = phi <16 x float> [ %2264, %2202 ], [ %2270, %2268 ]
  %2295 = phi <16 x float> [ %2262, %2202 ], [ %2271, %2268 ]
  %2296 = phi <16 x float> [ %2265, %2202 ], [ %2272, %2268 ]
  %2297 = phi <16 x float> [ %2261, %2202 ], [ %2273, %2268 ]
  %2298 = phi <16 x float> [ %2266, %2202 ], [ %2274, %2268 ]
  %2299 = phi <16 x float> [ %2260, %2202 ], [ %2275, %2268 ]
  %2300 = phi <16 x float> [ %2267, %2202 ], [ %2276, %2268 ]
  %2301 = phi i64 [ 0, %2202 ], [ %2304, %2268 ]
  %2302 = sub nsw i64 %5, %2301
  %2303 = icmp slt i64 %2302, %86
  %2304 = add nuw nsw i64 %2301, %86
  %2305 = select i1 %2303, i64 %5, i64 %2304
  br i1 %88, label %2306, label %2268

2306:                                             ; preds = %2292
  %2307 = mul nsw i64 %2301, %80
  %2308 = getelementptr inbounds float, ptr %289, i64 %2307
  %2309 = mul nuw nsw i64 %2301, %81
  %2310 = getelementptr inbounds nuw float, ptr %799, i64 %2309
  %2311 = icmp slt i64 %2301, %2305
  br label %2312

2312:                                             ; preds = %2306, %2448
  %2313 = phi <16 x float> [ %2293, %2306 ], [ %2449, %2448 ]
  %2314 = phi <16 x float> [ %2294, %2306 ], [ %2450, %2448 ]
  %2315 = phi <16 x float> [ %2295, %2306 ], [ %2451, %2448 ]
  %2316 = phi <16 x float> [ %2296, %2306 ], [ %2452, %2448 ]
  %2317 = phi <16 x float> [ %2297, %2306 ], [ %2453, %2448 ]
  %2318 = phi <16 x float> [ %2298, %2306 ], [ %2454, %2448 ]
  %2319 = phi <16 x float> [ %2299, %2306 ], [ %2455, %2448 ]
  %2320 = phi <16 x float> [ %2300, %2306 ], [ %2456, %2448 ]
  %2321 = phi i64 [ 0, %2306 ], [ %2457, %2448 ]
  %2322 = getelementptr inbounds nuw [3 x i64], ptr %2203, i64 %2321
  %2323 = load i64, ptr %2322, align 8
  %2324 = getelementptr inbounds nuw [3 x i32], ptr %2204, i64 %2321
  %2325 = load i32, ptr %2324, align 4
  %2326 = getelementptr inbounds nuw float, ptr %2310, i64 %2321
  %2327 = and i32 %2325, 65535
  %2328 = icmp eq i32 %2327, 65535
  br i1 %2328, label %2329, label %2330

2329:                                             ; preds = %2312
  br i1 %2311, label %2334, label %2448

2330:                                             ; preds = %2312
  br i1 %2311, label %2331, label %2448

2331:                                             ; preds = %2330
  %2332 = trunc i32 %2325 to i16
  %2333 = bitcast i16 %2332 to <16 x i1>
  br label %2391

2334:                                             ; preds = %2329, %2334
  %2335 = phi <16 x float> [ %2351, %2334 ], [ %2313, %2329 ]
  %2336 = phi <16 x float> [ %2356, %2334 ], [ %2314, %2329 ]
  %2337 = phi <16 x float> [ %2361, %2334 ], [ %2315, %2329 ]
  %2338 = phi <16 x float> [ %2366, %2334 ], [ %2316, %2329 ]
  %2339 = phi <16 x float> [ %2371, %2334 ], [ %2317, %2329 ]
  %2340 = phi <16 x float> [ %2376, %2334 ], [ %2318, %2329 ]
  %2341 = phi <16 x float> [ %2381, %2334 ], [ %2319, %2329 ]
  %2342 = phi <16 x float> [ %2386, %2334 ], [ %2320, %2329 ]
  %2343 = phi ptr [ %2388, %2334 ], [ %2308, %2329 ]
  %2344 = phi ptr [ %2389, %2334 ], [ %2326, %2329 ]
  %2345 = phi i64 [ %2387, %2334 ], [ %2301, %2329 ]
  %2346 = getelementptr inbounds float, ptr %2343, i64 %2323
  %2347 = load <16 x float>, ptr %2346, align 1
  %2348 = load float, ptr %2344, align 4
  %2349 = insertelement <16 x float> poison, float %2348, i64 0
  %2350 = shufflevector <16 x float> %2349, <16 x float> poison, <16 x i32> zeroinitializer
  %2351 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2347, <16 x float> %2350, <16 x float> %2335)
  %2352 = getelementptr inbounds float, ptr %2344, i64 %83
  %2353 = load float, ptr %2352, align 4
  %2354 = insertelement <16 x float> poison, float %2353, i64 0
  %2355 = shufflevector <16 x float> %2354, <16 x float> poison, <16 x i32> zeroinitializer
  %2356 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2347, <16 x float> %2355, <16 x float> %2336)
  %2357 = getelementptr inbounds i8, ptr %2344, i64 %112
  %2358 = load float, ptr %2357, align 4
  %2359 = insertelement <16 x float> poison, float %2358, i64 0
  %2360 = shufflevector <16 x float> %2359, <16 x float> poison, <16 x i32> zeroinitializer
  %2361 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2347, <16 x float> %2360, <16 x float> %2337)
  %2362 = getelementptr inbounds i8, ptr %2344, i64 %113
  %2363 = load float, ptr %2362, align 4
  %2364 = insertelement <16 x float> poison, float %2363, i64 0
  %2365 = shufflevector <16 x float> %2364, <16 x float> poison, <16 x i32> zeroinitializer
  %2366 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2347, <16 x float> %2365, <16 x float> %2338)
  %2367 = getelementptr inbounds i8, ptr %2344, i64 %114
  %2368 = load float, ptr %2367, align 4
  %2369 = insertelement <16 x float> poison, float %2368, i64 0
  %2370 = shufflevector <16 x float> %2369, <16 x float> poison, <16 x i32> zeroinitializer
  %2371 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2347, <16 x float> %2370, <16 x float> %2339)
  %2372 = getelementptr inbounds i8, ptr %2344, i64 %115
  %2373 = load float, ptr %2372, align 4
  %2374 = insertelement <16 x float> poison, float %2373, i64 0
  %2375 = shufflevector <16 x float> %2374, <16 x float> poison, <16 x i32> zeroinitializer
  %2376 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2347, <16 x float> %2375, <16 x float> %2340)
  %2377 = getelementptr inbounds i8, ptr %2344, i64 %116
  %2378 = load float, ptr %2377, align 4
  %2379 = insertelement <16 x float> poison, float %2378, i64 0
  %2380 = shufflevector <16 x float> %2379, <16 x float> poison, <16 x i32> zeroinitializer
  %2381 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2347, <16 x float> %2380, <16 x float> %2341)
  %2382 = getelementptr inbounds i8, ptr %2344, i64 %117
  %2383 = load float, ptr %2382, align 4
  %2384 = insertelement <16 x float> poison, float %2383, i64 0
  %2385 = shufflevector <16 x float> %2384, <16 x float> poison, <16 x i32> zeroinitializer
  %2386 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2347, <16 x float> %2385, <16 x float> %2342)
  %2387 = add nuw nsw i64 %2345, 1
  %2388 = getelementptr inbounds float, ptr %2343, i64 %80
  %2389 = getelementptr inbounds nuw float, ptr %2344, i64 %81
  %2390 = icmp slt i64 %2387, %2305
  br i1 %2390, label %2334, label %2448

2391:                                             ; preds = %2331, %2391
  %2392 = phi <16 x float> [ %2313, %2331 ], [ %2408, %2391 ]
  %2393 = phi <16 x float> [ %2314, %2331 ], [ %2413, %2391 ]
  %2394 = phi <16 x float> [ %2315, %2331 ], [ %2418, %2391 ]
  %2395 = phi <16 x float> [ %2316, %2331 ], [ %2423, %2391 ]
  %2396 = phi <16 x float> [ %2317, %2331 ], [ %2428, %2391 ]
  %2397 = phi <16 x float> [ %2318, %2331 ], [ %2433, %2391 ]
  %2398 = phi <16 x float> [ %2319, %2331 ], [ %2438, %2391 ]
  %2399 = phi <16 x float> [ %2320, %2331 ], [ %2443, %2391 ]
  %2400 = phi i64 [ %2301, %2331 ], [ %2444, %2391 ]
  %2401 = phi ptr [ %2308, %2331 ], [ %2445, %2391 ]
  %2402 = phi ptr [ %2326, %2331 ], [ %2446, %2391 ]
  %2403 = getelementptr inbounds float, ptr %2401, i64 %2323
  %2404 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2403, <16 x i1> %2333, <16 x float> zeroinitializer)
  %2405 = load float, ptr %2402, align 4
  %2406 = insertelement <16 x float> poison, float %2405, i64 0
  %2407 = shufflevector <16 x float> %2406, <16 x float> poison, <16 x i32> zeroinitializer
  %2408 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2404, <16 x float> %2407, <16 x float> %2392)
  %2409 = getelementptr inbounds float, ptr %2402, i64 %83
  %2410 = load float, ptr %2409, align 4
  %2411 = insertelement <16 x float> poison, float %2410, i64 0
  %2412 = shufflevector <16 x float> %2411, <16 x float> poison, <16 x i32> zeroinitializer
  %2413 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2404, <16 x float> %2412, <16 x float> %2393)
  %2414 = getelementptr inbounds i8, ptr %2402, i64 %106
  %2415 = load float, ptr %2414, align 4
  %2416 = insertelement <16 x float> poison, float %2415, i64 0
  %2417 = shufflevector <16 x float> %2416, <16 x float> poison, <16 x i32> zeroinitializer
  %2418 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2404, <16 x float> %2417, <16 x float> %2394)
  %2419 = getelementptr inbounds i8, ptr %2402, i64 %107
  %2420 = load float, ptr %2419, align 4
  %2421 = insertelement <16 x float> poison, float %2420, i64 0
  %2422 = shufflevector <16 x float> %2421, <16 x float> poison, <16 x i32> zeroinitializer
  %2423 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2404, <16 x float> %2422, <16 x float> %2395)
  %2424 = getelementptr inbounds i8, ptr %2402, i64 %108
  %2425 = load float, ptr %2424, align 4
  %2426 = insertelement <16 x float> poison, float %2425, i64 0
  %2427 = shufflevector <16 x float> %2426, <16 x float> poison, <16 x i32> zeroinitializer
  %2428 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2404, <16 x float> %2427, <16 x float> %2396)
  %2429 = getelementptr inbounds i8, ptr %2402, i64 %109
  %2430 = load float, ptr %2429, align 4
  %2431 = insertelement <16 x float> poison, float %2430, i64 0
  %2432 = shufflevector <16 x float> %2431, <16 x float> poison, <16 x i32> zeroinitializer
  %2433 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2404, <16 x float> %2432, <16 x float> %2397)
  %2434 = getelementptr inbounds i8, ptr %2402, i64 %110
  %2435 = load float, ptr %2434, align 4
  %2436 = insertelement <16 x float> poison, float %2435, i64 0
  %2437 = shufflevector <16 x float> %2436, <16 x float> poison, <16 x i32> zeroinitializer
  %2438 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2404, <16 x float> %2437, <16 x float> %2398)
  %2439 = getelementptr inbounds i8, ptr %2402, i64 %111
  %2440 = load float, ptr %2439, align 4
  %2441 = insertelement <16 x float> poison, float %2440, i64 0
  %2442 = shufflevector <16 x float> %2441, <16 x float> poison, <16 x i32> zeroinitializer
  %2443 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2404, <16 x float> %2442, <16 x float> %2399)
  %2444 = add nuw nsw i64 %2400, 1
  %2445 = getelementptr inbounds float, ptr %2401, i64 %80
  %2446 = getelementptr inbounds nuw float, ptr %2402, i64 %81
  %2447 = icmp slt i64 %2444, %2305
  br i1 %2447, label %2391, label %2448

2448:                                             ; preds = %2391, %2334, %2329, %2330
  %2449 = phi <16 x float> [ %2313, %2330 ], [ %2313, %2329 ], [ %2351, %2334 ], [ %2408, %2391 ]
  %2450 = phi <16 x float> [ %2314, %2330 ], [ %2314, %2329 ], [ %2356, %2334 ], [ %2413, %2391 ]
  %2451 = phi <16 x float> [ %2315, %2330 ], [ %2315, %2329 ], [ %2361, %2334 ], [ %2418, %2391 ]
  %2452 = phi <16 x float> [ %2316, %2330 ], [ %2316, %2329 ], [ %2366, %2334 ], [ %2423, %2391 ]
  %2453 = phi <16 x float> [ %2317, %2330 ], [ %2317, %2329 ], [ %2371, %2334 ], [ %2428, %2391 ]
  %2454 = phi <16 x float> [ %2318, %2330 ], [ %2318, %2329 ], [ %2376, %2334 ], [ %2433, %2391 ]
  %2455 = phi <16 x float> [ %2319, %2330 ], [ %2319, %2329 ], [ %2381, %2334 ], [ %2438, %2391 ]
  %2456 = phi <16 x float> [ %2320, %2330 ], [ %2320, %2329 ], [ %2386, %2334 ], [ %2443, %2391 ]
  %2457 = add nuw nsw i64 %2321, 1
  %2458 = icmp eq i64 %2457, %81
  br i1 %2458, label %2268, label %2312

2459:                                             ; preds = %2278
  %2460 = getelementptr inbounds float, ptr %294, i64 %2288
  switch i64 %118, label %2019 [
    i64 1, label %2461
    i64 2, label %2464
    i64 3, label %2471
    i64 0, label %2516
  ]

2461:                                             ; preds = %2459
  %2462 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2460, <16 x i1> %2290, <16 x float> zeroinitializer)
  %2463 = fadd <16 x float> %2279, %2462
  br label %2478

2464:                                             ; preds = %2459
  %2465 = bitcast <16 x float> %2279 to <8 x i64>
  %2466 = or <8 x i64> %2465, %91
  %2467 = fcmp oeq <16 x float> %2279, %53
  %2468 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2279, i32 4)
  %2469 = bitcast <8 x i64> %2466 to <16 x float>
  %2470 = select <16 x i1> %2467, <16 x float> %2469, <16 x float> %2468
  br label %2478

2471:                                             ; preds = %2459
  %2472 = bitcast <16 x float> %2279 to <8 x i64>
  %2473 = and <8 x i64> %2472, %90
  %2474 = fcmp oeq <16 x float> %2279, %50
  %2475 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2279, i32 4)
  %2476 = bitcast <8 x i64> %2473 to <16 x float>
  %2477 = select <16 x i1> %2474, <16 x float> %2476, <16 x float> %2475
  br label %2478

2478:                                             ; preds = %2471, %2464, %2461
  %2479 = phi <16 x float> [ %2463, %2461 ], [ %2470, %2464 ], [ %2477, %2471 ]
  switch i64 %120, label %2019 [
    i64 1, label %2494
    i64 2, label %2487
    i64 3, label %2480
    i64 0, label %2516
  ]

2480:                                             ; preds = %2478
  %2481 = bitcast <16 x float> %2479 to <8 x i64>
  %2482 = and <8 x i64> %2481, %90
  %2483 = fcmp oeq <16 x float> %2479, %50
  %2484 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2479, i32 4)
  %2485 = bitcast <8 x i64> %2482 to <16 x float>
  %2486 = select <16 x i1> %2483, <16 x float> %2485, <16 x float> %2484
  br label %2497

2487:                                             ; preds = %2478
  %2488 = bitcast <16 x float> %2479 to <8 x i64>
  %2489 = or <8 x i64> %2488, %91
  %2490 = fcmp oeq <16 x float> %2479, %53
  %2491 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2479, i32 4)
  %2492 = bitcast <8 x i64> %2489 to <16 x float>
  %2493 = select <16 x i1> %2490, <16 x float> %2492, <16 x float> %2491
  br label %2497

2494:                                             ; preds = %2478
  %2495 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2460, <16 x i1> %2290, <16 x float> zeroinitializer)
  %2496 = fadd <16 x float> %2479, %2495
  br label %2497

2497:                                             ; preds = %2494, %2487, %2480
  %2498 = phi <16 x float> [ %2496, %2494 ], [ %2493, %2487 ], [ %2486, %2480 ]
  switch i64 %122, label %2019 [
    i64 1, label %2513
    i64 2, label %2506
    i64 3, label %2499
    i64 0, label %2516
  ]

2499:                                             ; preds = %2497
  %2500 = bitcast <16 x float> %2498 to <8 x i64>
  %2501 = and <8 x i64> %2500, %90
  %2502 = fcmp oeq <16 x float> %2498, %50
  %2503 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2498, i32 4)
  %2504 = bitcast <8 x i64> %2501 to <16 x float>
  %2505 = select <16 x i1> %2502, <16 x float> %2504, <16 x float> %2503
  br label %2516

2506:                                             ; preds = %2497
  %2507 = bitcast <16 x float> %2498 to <8 x i64>
  %2508 = or <8 x i64> %2507, %91
  %2509 = fcmp oeq <16 x float> %2498, %53
  %2510 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2498, i32 4)
  %2511 = bitcast <8 x i64> %2508 to <16 x float>
  %2512 = select <16 x i1> %2509, <16 x float> %2511, <16 x float> %2510
  br label %2516

2513:                                             ; preds = %2497
  %2514 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2460, <16 x i1> %2290, <16 x float> zeroinitializer)
  %2515 = fadd <16 x float> %2498, %2514
  br label %2516

2516:                                             ; preds = %2459, %2478, %2497, %2513, %2506, %2499, %2278
  %2517 = phi <16 x float> [ %2279, %2278 ], [ %2279, %2459 ], [ %2498, %2497 ], [ %2479, %2478 ], [ %2515, %2513 ], [ %2512, %2506 ], [ %2505, %2499 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2517, ptr align 1 %2291, <16 x i1> %2290)
  %2518 = add nsw i64 %2287, %833
  %2519 = bitcast i16 %2201 to <16 x i1>
  %2520 = select i1 %834, <16 x i1> zeroinitializer, <16 x i1> %2519
  %2521 = getelementptr inbounds float, ptr %296, i64 %2518
  br i1 %89, label %2579, label %2522

2522:                                             ; preds = %2516
  %2523 = getelementptr inbounds float, ptr %294, i64 %2518
  switch i64 %123, label %2019 [
    i64 1, label %2538
    i64 2, label %2531
    i64 3, label %2524
    i64 0, label %2579
  ]

2524:                                             ; preds = %2522
  %2525 = bitcast <16 x float> %2280 to <8 x i64>
  %2526 = and <8 x i64> %2525, %90
  %2527 = fcmp oeq <16 x float> %2280, %50
  %2528 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2280, i32 4)
  %2529 = bitcast <8 x i64> %2526 to <16 x float>
  %2530 = select <16 x i1> %2527, <16 x float> %2529, <16 x float> %2528
  br label %2541

2531:                                             ; preds = %2522
  %2532 = bitcast <16 x float> %2280 to <8 x i64>
  %2533 = or <8 x i64> %2532, %91
  %2534 = fcmp oeq <16 x float> %2280, %53
  %2535 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2280, i32 4)
  %2536 = bitcast <8 x i64> %2533 to <16 x float>
  %2537 = select <16 x i1> %2534, <16 x float> %2536, <16 x float> %2535
  br label %2541

2538:                                             ; preds = %2522
  %2539 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2523, <16 x i1> %2520, <16 x float> zeroinitializer)
  %2540 = fadd <16 x float> %2280, %2539
  br label %2541

2541:                                             ; preds = %2538, %2531, %2524
  %2542 = phi <16 x float> [ %2540, %2538 ], [ %2537, %2531 ], [ %2530, %2524 ]
  switch i64 %125, label %2019 [
    i64 1, label %2557
    i64 2, label %2550
    i64 3, label %2543
    i64 0, label %2579
  ]

2543:                                             ; preds = %2541
  %2544 = bitcast <16 x float> %2542 to <8 x i64>
  %2545 = and <8 x i64> %2544, %90
  %2546 = fcmp oeq <16 x float> %2542, %50
  %2547 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2542, i32 4)
  %2548 = bitcast <8 x i64> %2545 to <16 x float>
  %2549 = select <16 x i1> %2546, <16 x float> %2548, <16 x float> %2547
  br label %2560

2550:                                             ; preds = %2541
  %2551 = bitcast <16 x float> %2542 to <8 x i64>
  %2552 = or <8 x i64> %2551, %91
  %2553 = fcmp oeq <16 x float> %2542, %53
  %2554 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2542, i32 4)
  %2555 = bitcast <8 x i64> %2552 to <16 x float>
  %2556 = select <16 x i1> %2553, <16 x float> %2555, <16 x float> %2554
  br label %2560

2557:                                             ; preds = %2541
  %2558 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2523, <16 x i1> %2520, <16 x float> zeroinitializer)
  %2559 = fadd <16 x float> %2542, %2558
  br label %2560

2560:                                             ; preds = %2557, %2550, %2543
  %2561 = phi <16 x float> [ %2559, %2557 ], [ %2556, %2550 ], [ %2549, %2543 ]
  switch i64 %127, label %2019 [
    i64 1, label %2576
    i64 2, label %2569
    i64 3, label %2562
    i64 0, label %2579
  ]

2562:                                             ; preds = %2560
  %2563 = bitcast <16 x float> %2561 to <8 x i64>
  %2564 = and <8 x i64> %2563, %90
  %2565 = fcmp oeq <16 x float> %2561, %50
  %2566 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2561, i32 4)
  %2567 = bitcast <8 x i64> %2564 to <16 x float>
  %2568 = select <16 x i1> %2565, <16 x float> %2567, <16 x float> %2566
  br label %2579

2569:                                             ; preds = %2560
  %2570 = bitcast <16 x float> %2561 to <8 x i64>
  %2571 = or <8 x i64> %2570, %91
  %2572 = fcmp oeq <16 x float> %2561, %53
  %2573 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2561, i32 4)
  %2574 = bitcast <8 x i64> %2571 to <16 x float>
  %2575 = select <16 x i1> %2572, <16 x float> %2574, <16 x float> %2573
  br label %2579

2576:                                             ; preds = %2560
  %2577 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2523, <16 x i1> %2520, <16 x float> zeroinitializer)
  %2578 = fadd <16 x float> %2561, %2577
  br label %2579

2579:                                             ; preds = %2516, %2522, %2541, %2560, %2576, %2569, %2562
  %2580 = phi <16 x float> [ %2568, %2562 ], [ %2280, %2522 ], [ %2561, %2560 ], [ %2542, %2541 ], [ %2578, %2576 ], [ %2575, %2569 ], [ %2280, %2516 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2580, ptr align 1 %2521, <16 x i1> %2520)
  %2581 = add nsw i64 %2287, %836
  %2582 = bitcast i16 %2201 to <16 x i1>
  %2583 = select i1 %837, <16 x i1> zeroinitializer, <16 x i1> %2582
  %2584 = getelementptr inbounds float, ptr %296, i64 %2581
  br i1 %89, label %2642, label %2585

2585:                                             ; preds = %2579
  %2586 = getelementptr inbounds float, ptr %294, i64 %2581
  switch i64 %128, label %2019 [
    i64 1, label %2601
    i64 2, label %2594
    i64 3, label %2587
    i64 0, label %2642
  ]

2587:                                             ; preds = %2585
  %2588 = bitcast <16 x float> %2281 to <8 x i64>
  %2589 = and <8 x i64> %2588, %90
  %2590 = fcmp oeq <16 x float> %2281, %50
  %2591 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2281, i32 4)
  %2592 = bitcast <8 x i64> %2589 to <16 x float>
  %2593 = select <16 x i1> %2590, <16 x float> %2592, <16 x float> %2591
  br label %2604

2594:                                             ; preds = %2585
  %2595 = bitcast <16 x float> %2281 to <8 x i64>
  %2596 = or <8 x i64> %2595, %91
  %2597 = fcmp oeq <16 x float> %2281, %53
  %2598 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2281, i32 4)
  %2599 = bitcast <8 x i64> %2596 to <16 x float>
  %2600 = select <16 x i1> %2597, <16 x float> %2599, <16 x float> %2598
  br label %2604

2601:                                             ; preds = %2585
  %2602 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2586, <16 x i1> %2583, <16 x float> zeroinitializer)
  %2603 = fadd <16 x float> %2281, %2602
  br label %2604

2604:                                             ; preds = %2601, %2594, %2587
  %2605 = phi <16 x float> [ %2603, %2601 ], [ %2600, %2594 ], [ %2593, %2587 ]
  switch i64 %130, label %2019 [
    i64 1, label %2620
    i64 2, label %2613
    i64 3, label %2606
    i64 0, label %2642
  ]

2606:                                             ; preds = %2604
  %2607 = bitcast <16 x float> %2605 to <8 x i64>
  %2608 = and <8 x i64> %2607, %90
  %2609 = fcmp oeq <16 x float> %2605, %50
  %2610 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2605, i32 4)
  %2611 = bitcast <8 x i64> %2608 to <16 x float>
  %2612 = select <16 x i1> %2609, <16 x float> %2611, <16 x float> %2610
  br label %2623

2613:                                             ; preds = %2604
  %2614 = bitcast <16 x float> %2605 to <8 x i64>
  %2615 = or <8 x i64> %2614, %91
  %2616 = fcmp oeq <16 x float> %2605, %53
  %2617 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2605, i32 4)
  %2618 = bitcast <8 x i64> %2615 to <16 x float>
  %2619 = select <16 x i1> %2616, <16 x float> %2618, <16 x float> %2617
  br label %2623

2620:                                             ; preds = %2604
  %2621 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2586, <16 x i1> %2583, <16 x float> zeroinitializer)
  %2622 = fadd <16 x float> %2605, %2621
  br label %2623

2623:                                             ; preds = %2620, %2613, %2606
  %2624 = phi <16 x float> [ %2622, %2620 ], [ %2619, %2613 ], [ %2612, %2606 ]
  switch i64 %132, label %2019 [
    i64 1, label %2639
    i64 2, label %2632
    i64 3, label %2625
    i64 0, label %2642
  ]

2625:                                             ; preds = %2623
  %2626 = bitcast <16 x float> %2624 to <8 x i64>
  %2627 = and <8 x i64> %2626, %90
  %2628 = fcmp oeq <16 x float> %2624, %50
  %2629 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2624, i32 4)
  %2630 = bitcast <8 x i64> %2627 to <16 x float>
  %2631 = select <16 x i1> %2628, <16 x float> %2630, <16 x float> %2629
  br label %2642

2632:                                             ; preds = %2623
  %2633 = bitcast <16 x float> %2624 to <8 x i64>
  %2634 = or <8 x i64> %2633, %91
  %2635 = fcmp oeq <16 x float> %2624, %53
  %2636 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2624, i32 4)
  %2637 = bitcast <8 x i64> %2634 to <16 x float>
  %2638 = select <16 x i1> %2635, <16 x float> %2637, <16 x float> %2636
  br label %2642

2639:                                             ; preds = %2623
  %2640 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2586, <16 x i1> %2583, <16 x float> zeroinitializer)
  %2641 = fadd <16 x float> %2624, %2640
  br label %2642

2642:                                             ; preds = %2579, %2585, %2604, %2623, %2639, %2632, %2625
  %2643 = phi <16 x float> [ %2631, %2625 ], [ %2281, %2585 ], [ %2624, %2623 ], [ %2605, %2604 ], [ %2641, %2639 ], [ %2638, %2632 ], [ %2281, %2579 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2643, ptr align 1 %2584, <16 x i1> %2583)
  %2644 = add nsw i64 %2287, %839
  %2645 = bitcast i16 %2201 to <16 x i1>
  %2646 = select i1 %840, <16 x i1> zeroinitializer, <16 x i1> %2645
  %2647 = getelementptr inbounds float, ptr %296, i64 %2644
  br i1 %89, label %2705, label %2648

2648:                                             ; preds = %2642
  %2649 = getelementptr inbounds float, ptr %294, i64 %2644
  switch i64 %133, label %2019 [
    i64 1, label %2664
    i64 2, label %2657
    i64 3, label %2650
    i64 0, label %2705
  ]

2650:                                             ; preds = %2648
  %2651 = bitcast <16 x float> %2282 to <8 x i64>
  %2652 = and <8 x i64> %2651, %90
  %2653 = fcmp oeq <16 x float> %2282, %50
  %2654 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2282, i32 4)
  %2655 = bitcast <8 x i64> %2652 to <16 x float>
  %2656 = select <16 x i1> %2653, <16 x float> %2655, <16 x float> %2654
  br label %2667

2657:                                             ; preds = %2648
  %2658 = bitcast <16 x float> %2282 to <8 x i64>
  %2659 = or <8 x i64> %2658, %91
  %2660 = fcmp oeq <16 x float> %2282, %53
  %2661 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2282, i32 4)
  %2662 = bitcast <8 x i64> %2659 to <16 x float>
  %2663 = select <16 x i1> %2660, <16 x float> %2662, <16 x float> %2661
  br label %2667

2664:                                             ; preds = %2648
  %2665 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2649, <16 x i1> %2646, <16 x float> zeroinitializer)
  %2666 = fadd <16 x float> %2282, %2665
  br label %2667

2667:                                             ; preds = %2664, %2657, %2650
  %2668 = phi <16 x float> [ %2666, %2664 ], [ %2663, %2657 ], [ %2656, %2650 ]
  switch i64 %135, label %2019 [
    i64 1, label %2683
    i64 2, label %2676
    i64 3, label %2669
    i64 0, label %2705
  ]

2669:                                             ; preds = %2667
  %2670 = bitcast <16 x float> %2668 to <8 x i64>
  %2671 = and <8 x i64> %2670, %90
  %2672 = fcmp oeq <16 x float> %2668, %50
  %2673 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2668, i32 4)
  %2674 = bitcast <8 x i64> %2671 to <16 x float>
  %2675 = select <16 x i1> %2672, <16 x float> %2674, <16 x float> %2673
  br label %2686

2676:                                             ; preds = %2667
  %2677 = bitcast <16 x float> %2668 to <8 x i64>
  %2678 = or <8 x i64> %2677, %91
  %2679 = fcmp oeq <16 x float> %2668, %53
  %2680 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2668, i32 4)
  %2681 = bitcast <8 x i64> %2678 to <16 x float>
  %2682 = select <16 x i1> %2679, <16 x float> %2681, <16 x float> %2680
  br label %2686

2683:                                             ; preds = %2667
  %2684 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2649, <16 x i1> %2646, <16 x float> zeroinitializer)
  %2685 = fadd <16 x float> %2668, %2684
  br label %2686

2686:                                             ; preds = %2683, %2676, %2669
  %2687 = phi <16 x float> [ %2685, %2683 ], [ %2682, %2676 ], [ %2675, %2669 ]
  switch i64 %137, label %2019 [
    i64 1, label %2702
    i64 2, label %2695
    i64 3, label %2688
    i64 0, label %2705
  ]

2688:                                             ; preds = %2686
  %2689 = bitcast <16 x float> %2687 to <8 x i64>
  %2690 = and <8 x i64> %2689, %90
  %2691 = fcmp oeq <16 x float> %2687, %50
  %2692 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2687, i32 4)
  %2693 = bitcast <8 x i64> %2690 to <16 x float>
  %2694 = select <16 x i1> %2691, <16 x float> %2693, <16 x float> %2692
  br label %2705

2695:                                             ; preds = %2686
  %2696 = bitcast <16 x float> %2687 to <8 x i64>
  %2697 = or <8 x i64> %2696, %91
  %2698 = fcmp oeq <16 x float> %2687, %53
  %2699 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2687, i32 4)
  %2700 = bitcast <8 x i64> %2697 to <16 x float>
  %2701 = select <16 x i1> %2698, <16 x float> %2700, <16 x float> %2699
  br label %2705

2702:                                             ; preds = %2686
  %2703 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2649, <16 x i1> %2646, <16 x float> zeroinitializer)
  %2704 = fadd <16 x float> %2687, %2703
  br label %2705

2705:                                             ; preds = %2642, %2648, %2667, %2686, %2702, %2695, %2688
  %2706 = phi <16 x float> [ %2694, %2688 ], [ %2282, %2648 ], [ %2687, %2686 ], [ %2668, %2667 ], [ %2704, %2702 ], [ %2701, %2695 ], [ %2282, %2642 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2706, ptr align 1 %2647, <16 x i1> %2646)
  %2707 = add nsw i64 %2287, %842
  %2708 = bitcast i16 %2201 to <16 x i1>
  %2709 = select i1 %843, <16 x i1> zeroinitializer, <16 x i1> %2708
  %2710 = getelementptr inbounds float, ptr %296, i64 %2707
  br i1 %89, label %2768, label %2711

2711:                                             ; preds = %2705
  %2712 = getelementptr inbounds float, ptr %294, i64 %2707
  switch i64 %138, label %2019 [
    i64 1, label %2727
    i64 2, label %2720
    i64 3, label %2713
    i64 0, label %2768
  ]

2713:                                             ; preds = %2711
  %2714 = bitcast <16 x float> %2283 to <8 x i64>
  %2715 = and <8 x i64> %2714, %90
  %2716 = fcmp oeq <16 x float> %2283, %50
  %2717 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2283, i32 4)
  %2718 = bitcast <8 x i64> %2715 to <16 x float>
  %2719 = select <16 x i1> %2716, <16 x float> %2718, <16 x float> %2717
  br label %2730

2720:                                             ; preds = %2711
  %2721 = bitcast <16 x float> %2283 to <8 x i64>
  %2722 = or <8 x i64> %2721, %91
  %2723 = fcmp oeq <16 x float> %2283, %53
  %2724 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2283, i32 4)
  %2725 = bitcast <8 x i64> %2722 to <16 x float>
  %2726 = select <16 x i1> %2723, <16 x float> %2725, <16 x float> %2724
  br label %2730

2727:                                             ; preds = %2711
  %2728 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2712, <16 x i1> %2709, <16 x float> zeroinitializer)
  %2729 = fadd <16 x float> %2283, %2728
  br label %2730

2730:                                             ; preds = %2727, %2720, %2713
  %2731 = phi <16 x float> [ %2729, %2727 ], [ %2726, %2720 ], [ %2719, %2713 ]
  switch i64 %140, label %2019 [
    i64 1, label %2746
    i64 2, label %2739
    i64 3, label %2732
    i64 0, label %2768
  ]

2732:                                             ; preds = %2730
  %2733 = bitcast <16 x float> %2731 to <8 x i64>
  %2734 = and <8 x i64> %2733, %90
  %2735 = fcmp oeq <16 x float> %2731, %50
  %2736 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2731, i32 4)
  %2737 = bitcast <8 x i64> %2734 to <16 x float>
  %2738 = select <16 x i1> %2735, <16 x float> %2737, <16 x float> %2736
  br label %2749

2739:                                             ; preds = %2730
  %2740 = bitcast <16 x float> %2731 to <8 x i64>
  %2741 = or <8 x i64> %2740, %91
  %2742 = fcmp oeq <16 x float> %2731, %53
  %2743 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2731, i32 4)
  %2744 = bitcast <8 x i64> %2741 to <16 x float>
  %2745 = select <16 x i1> %2742, <16 x float> %2744, <16 x float> %2743
  br label %2749

2746:                                             ; preds = %2730
  %2747 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2712, <16 x i1> %2709, <16 x float> zeroinitializer)
  %2748 = fadd <16 x float> %2731, %2747
  br label %2749

2749:                                             ; preds = %2746, %2739, %2732
  %2750 = phi <16 x float> [ %2748, %2746 ], [ %2745, %2739 ], [ %2738, %2732 ]
  switch i64 %142, label %2019 [
    i64 1, label %2765
    i64 2, label %2758
    i64 3, label %2751
    i64 0, label %2768
  ]

2751:                                             ; preds = %2749
  %2752 = bitcast <16 x float> %2750 to <8 x i64>
  %2753 = and <8 x i64> %2752, %90
  %2754 = fcmp oeq <16 x float> %2750, %50
  %2755 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2750, i32 4)
  %2756 = bitcast <8 x i64> %2753 to <16 x float>
  %2757 = select <16 x i1> %2754, <16 x float> %2756, <16 x float> %2755
  br label %2768

2758:                                             ; preds = %2749
  %2759 = bitcast <16 x float> %2750 to <8 x i64>
  %2760 = or <8 x i64> %2759, %91
  %2761 = fcmp oeq <16 x float> %2750, %53
  %2762 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2750, i32 4)
  %2763 = bitcast <8 x i64> %2760 to <16 x float>
  %2764 = select <16 x i1> %2761, <16 x float> %2763, <16 x float> %2762
  br label %2768

2765:                                             ; preds = %2749
  %2766 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2712, <16 x i1> %2709, <16 x float> zeroinitializer)
  %2767 = fadd <16 x float> %2750, %2766
  br label %2768

2768:                                             ; preds = %2705, %2711, %2730, %2749, %2765, %2758, %2751
  %2769 = phi <16 x float> [ %2757, %2751 ], [ %2283, %2711 ], [ %2750, %2749 ], [ %2731, %2730 ], [ %2767, %2765 ], [ %2764, %2758 ], [ %2283, %2705 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2769, ptr align 1 %2710, <16 x i1> %2709)
  %2770 = add nsw i64 %2287, %845
  %2771 = bitcast i16 %2201 to <16 x i1>
  %2772 = select i1 %846, <16 x i1> zeroinitializer, <16 x i1> %2771
  %2773 = getelementptr inbounds float, ptr %296, i64 %2770
  br i1 %89, label %2831, label %2774

2774:                                             ; preds = %2768
  %2775 = getelementptr inbounds float, ptr %294, i64 %2770
  switch i64 %143, label %2019 [
    i64 1, label %2790
    i64 2, label %2783
    i64 3, label %2776
    i64 0, label %2831
  ]

2776:                                             ; preds = %2774
  %2777 = bitcast <16 x float> %2284 to <8 x i64>
  %2778 = and <8 x i64> %2777, %90
  %2779 = fcmp oeq <16 x float> %2284, %50
  %2780 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2284, i32 4)
  %2781 = bitcast <8 x i64> %2778 to <16 x float>
  %2782 = select <16 x i1> %2779, <16 x float> %2781, <16 x float> %2780
  br label %2793

2783:                                             ; preds = %2774
  %2784 = bitcast <16 x float> %2284 to <8 x i64>
  %2785 = or <8 x i64> %2784, %91
  %2786 = fcmp oeq <16 x float> %2284, %53
  %2787 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2284, i32 4)
  %2788 = bitcast <8 x i64> %2785 to <16 x float>
  %2789 = select <16 x i1> %2786, <16 x float> %2788, <16 x float> %2787
  br label %2793

2790:                                             ; preds = %2774
  %2791 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2775, <16 x i1> %2772, <16 x float> zeroinitializer)
  %2792 = fadd <16 x float> %2284, %2791
  br label %2793

2793:                                             ; preds = %2790, %2783, %2776
  %2794 = phi <16 x float> [ %2792, %2790 ], [ %2789, %2783 ], [ %2782, %2776 ]
  switch i64 %145, label %2019 [
    i64 1, label %2809
    i64 2, label %2802
    i64 3, label %2795
    i64 0, label %2831
  ]

2795:                                             ; preds = %2793
  %2796 = bitcast <16 x float> %2794 to <8 x i64>
  %2797 = and <8 x i64> %2796, %90
  %2798 = fcmp oeq <16 x float> %2794, %50
  %2799 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2794, i32 4)
  %2800 = bitcast <8 x i64> %2797 to <16 x float>
  %2801 = select <16 x i1> %2798, <16 x float> %2800, <16 x float> %2799
  br label %2812

2802:                                             ; preds = %2793
  %2803 = bitcast <16 x float> %2794 to <8 x i64>
  %2804 = or <8 x i64> %2803, %91
  %2805 = fcmp oeq <16 x float> %2794, %53
  %2806 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2794, i32 4)
  %2807 = bitcast <8 x i64> %2804 to <16 x float>
  %2808 = select <16 x i1> %2805, <16 x float> %2807, <16 x float> %2806
  br label %2812

2809:                                             ; preds = %2793
  %2810 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2775, <16 x i1> %2772, <16 x float> zeroinitializer)
  %2811 = fadd <16 x float> %2794, %2810
  br label %2812

2812:                                             ; preds = %2809, %2802, %2795
  %2813 = phi <16 x float> [ %2811, %2809 ], [ %2808, %2802 ], [ %2801, %2795 ]
  switch i64 %147, label %2019 [
    i64 1, label %2828
    i64 2, label %2821
    i64 3, label %2814
    i64 0, label %2831
  ]

2814:                                             ; preds = %2812
  %2815 = bitcast <16 x float> %2813 to <8 x i64>
  %2816 = and <8 x i64> %2815, %90
  %2817 = fcmp oeq <16 x float> %2813, %50
  %2818 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2813, i32 4)
  %2819 = bitcast <8 x i64> %2816 to <16 x float>
  %2820 = select <16 x i1> %2817, <16 x float> %2819, <16 x float> %2818
  br label %2831

2821:                                             ; preds = %2812
  %2822 = bitcast <16 x float> %2813 to <8 x i64>
  %2823 = or <8 x i64> %2822, %91
  %2824 = fcmp oeq <16 x float> %2813, %53
  %2825 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2813, i32 4)
  %2826 = bitcast <8 x i64> %2823 to <16 x float>
  %2827 = select <16 x i1> %2824, <16 x float> %2826, <16 x float> %2825
  br label %2831

2828:                                             ; preds = %2812
  %2829 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2775, <16 x i1> %2772, <16 x float> zeroinitializer)
  %2830 = fadd <16 x float> %2813, %2829
  br label %2831

2831:                                             ; preds = %2768, %2774, %2793, %2812, %2828, %2821, %2814
  %2832 = phi <16 x float> [ %2820, %2814 ], [ %2284, %2774 ], [ %2813, %2812 ], [ %2794, %2793 ], [ %2830, %2828 ], [ %2827, %2821 ], [ %2284, %2768 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2832, ptr align 1 %2773, <16 x i1> %2772)
  %2833 = add nsw i64 %2287, %848
  %2834 = bitcast i16 %2201 to <16 x i1>
  %2835 = select i1 %849, <16 x i1> zeroinitializer, <16 x i1> %2834
  %2836 = getelementptr inbounds float, ptr %296, i64 %2833
  br i1 %89, label %2894, label %2837

2837:                                             ; preds = %2831
  %2838 = getelementptr inbounds float, ptr %294, i64 %2833
  switch i64 %148, label %2019 [
    i64 1, label %2853
    i64 2, label %2846
    i64 3, label %2839
    i64 0, label %2894
  ]

2839:                                             ; preds = %2837
  %2840 = bitcast <16 x float> %2285 to <8 x i64>
  %2841 = and <8 x i64> %2840, %90
  %2842 = fcmp oeq <16 x float> %2285, %50
  %2843 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2285, i32 4)
  %2844 = bitcast <8 x i64> %2841 to <16 x float>
  %2845 = select <16 x i1> %2842, <16 x float> %2844, <16 x float> %2843
  br label %2856

2846:                                             ; preds = %2837
  %2847 = bitcast <16 x float> %2285 to <8 x i64>
  %2848 = or <8 x i64> %2847, %91
  %2849 = fcmp oeq <16 x float> %2285, %53
  %2850 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2285, i32 4)
  %2851 = bitcast <8 x i64> %2848 to <16 x float>
  %2852 = select <16 x i1> %2849, <16 x float> %2851, <16 x float> %2850
  br label %2856

2853:                                             ; preds = %2837
  %2854 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2838, <16 x i1> %2835, <16 x float> zeroinitializer)
  %2855 = fadd <16 x float> %2285, %2854
  br label %2856

2856:                                             ; preds = %2853, %2846, %2839
  %2857 = phi <16 x float> [ %2855, %2853 ], [ %2852, %2846 ], [ %2845, %2839 ]
  switch i64 %150, label %2019 [
    i64 1, label %2872
    i64 2, label %2865
    i64 3, label %2858
    i64 0, label %2894
  ]

2858:                                             ; preds = %2856
  %2859 = bitcast <16 x float> %2857 to <8 x i64>
  %2860 = and <8 x i64> %2859, %90
  %2861 = fcmp oeq <16 x float> %2857, %50
  %2862 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2857, i32 4)
  %2863 = bitcast <8 x i64> %2860 to <16 x float>
  %2864 = select <16 x i1> %2861, <16 x float> %2863, <16 x float> %2862
  br label %2875

2865:                                             ; preds = %2856
  %2866 = bitcast <16 x float> %2857 to <8 x i64>
  %2867 = or <8 x i64> %2866, %91
  %2868 = fcmp oeq <16 x float> %2857, %53
  %2869 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2857, i32 4)
  %2870 = bitcast <8 x i64> %2867 to <16 x float>
  %2871 = select <16 x i1> %2868, <16 x float> %2870, <16 x float> %2869
  br label %2875

2872:                                             ; preds = %2856
  %2873 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2838, <16 x i1> %2835, <16 x float> zeroinitializer)
  %2874 = fadd <16 x float> %2857, %2873
  br label %2875

2875:                                             ; preds = %2872, %2865, %2858
  %2876 = phi <16 x float> [ %2874, %2872 ], [ %2871, %2865 ], [ %2864, %2858 ]
  switch i64 %152, label %2019 [
    i64 1, label %2891
    i64 2, label %2884
    i64 3, label %2877
    i64 0, label %2894
  ]

2877:                                             ; preds = %2875
  %2878 = bitcast <16 x float> %2876 to <8 x i64>
  %2879 = and <8 x i64> %2878, %90
  %2880 = fcmp oeq <16 x float> %2876, %50
  %2881 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2876, i32 4)
  %2882 = bitcast <8 x i64> %2879 to <16 x float>
  %2883 = select <16 x i1> %2880, <16 x float> %2882, <16 x float> %2881
  br label %2894

2884:                                             ; preds = %2875
  %2885 = bitcast <16 x float> %2876 to <8 x i64>
  %2886 = or <8 x i64> %2885, %91
  %2887 = fcmp oeq <16 x float> %2876, %53
  %2888 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2876, i32 4)
  %2889 = bitcast <8 x i64> %2886 to <16 x float>
  %2890 = select <16 x i1> %2887, <16 x float> %2889, <16 x float> %2888
  br label %2894

2891:                                             ; preds = %2875
  %2892 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2838, <16 x i1> %2835, <16 x float> zeroinitializer)
  %2893 = fadd <16 x float> %2876, %2892
  br label %2894

2894:                                             ; preds = %2831, %2837, %2856, %2875, %2891, %2884, %2877
  %2895 = phi <16 x float> [ %2883, %2877 ], [ %2285, %2837 ], [ %2876, %2875 ], [ %2857, %2856 ], [ %2893, %2891 ], [ %2890, %2884 ], [ %2285, %2831 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2895, ptr align 1 %2836, <16 x i1> %2835)
  %2896 = add nsw i64 %2287, %851
  %2897 = bitcast i16 %2201 to <16 x i1>
  %2898 = select i1 %852, <16 x i1> zeroinitializer, <16 x i1> %2897
  %2899 = getelementptr inbounds float, ptr %296, i64 %2896
  br i1 %89, label %2957, label %2900

2900:                                             ; preds = %2894
  %2901 = getelementptr inbounds float, ptr %294, i64 %2896
  switch i64 %153, label %2019 [
    i64 1, label %2916
    i64 2, label %2909
    i64 3, label %2902
    i64 0, label %2957
  ]

2902:                                             ; preds = %2900
  %2903 = bitcast <16 x float> %2286 to <8 x i64>
  %2904 = and <8 x i64> %2903, %90
  %2905 = fcmp oeq <16 x float> %2286, %50
  %2906 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2286, i32 4)
  %2907 = bitcast <8 x i64> %2904 to <16 x float>
  %2908 = select <16 x i1> %2905, <16 x float> %2907, <16 x float> %2906
  br label %2919

2909:                                             ; preds = %2900
  %2910 = bitcast <16 x float> %2286 to <8 x i64>
  %2911 = or <8 x i64> %2910, %91
  %2912 = fcmp oeq <16 x float> %2286, %53
  %2913 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2286, i32 4)
  %2914 = bitcast <8 x i64> %2911 to <16 x float>
  %2915 = select <16 x i1> %2912, <16 x float> %2914, <16 x float> %2913
  br label %2919

2916:                                             ; preds = %2900
  %2917 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2901, <16 x i1> %2898, <16 x float> zeroinitializer)
  %2918 = fadd <16 x float> %2286, %2917
  br label %2919

2919:                                             ; preds = %2916, %2909, %2902
  %2920 = phi <16 x float> [ %2918, %2916 ], [ %2915, %2909 ], [ %2908, %2902 ]
  switch i64 %155, label %2019 [
    i64 1, label %2935
    i64 2, label %2928
    i64 3, label %2921
    i64 0, label %2957
  ]

2921:                                             ; preds = %2919
  %2922 = bitcast <16 x float> %2920 to <8 x i64>
  %2923 = and <8 x i64> %2922, %90
  %2924 = fcmp oeq <16 x float> %2920, %50
  %2925 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2920, i32 4)
  %2926 = bitcast <8 x i64> %2923 to <16 x float>
  %2927 = select <16 x i1> %2924, <16 x float> %2926, <16 x float> %2925
  br label %2938

2928:                                             ; preds = %2919
  %2929 = bitcast <16 x float> %2920 to <8 x i64>
  %2930 = or <8 x i64> %2929, %91
  %2931 = fcmp oeq <16 x float> %2920, %53
  %2932 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2920, i32 4)
  %2933 = bitcast <8 x i64> %2930 to <16 x float>
  %2934 = select <16 x i1> %2931, <16 x float> %2933, <16 x float> %2932
  br label %2938

2935:                                             ; preds = %2919
  %2936 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2901, <16 x i1> %2898, <16 x float> zeroinitializer)
  %2937 = fadd <16 x float> %2920, %2936
  br label %2938

2938:                                             ; preds = %2935, %2928, %2921
  %2939 = phi <16 x float> [ %2937, %2935 ], [ %2934, %2928 ], [ %2927, %2921 ]
  switch i64 %157, label %2019 [
    i64 1, label %2954
    i64 2, label %2947
    i64 3, label %2940
    i64 0, label %2957
  ]

2940:                                             ; preds = %2938
  %2941 = bitcast <16 x float> %2939 to <8 x i64>
  %2942 = and <8 x i64> %2941, %90
  %2943 = fcmp oeq <16 x float> %2939, %50
  %2944 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2939, i32 4)
  %2945 = bitcast <8 x i64> %2942 to <16 x float>
  %2946 = select <16 x i1> %2943, <16 x float> %2945, <16 x float> %2944
  br label %2957

2947:                                             ; preds = %2938
  %2948 = bitcast <16 x float> %2939 to <8 x i64>
  %2949 = or <8 x i64> %2948, %91
  %2950 = fcmp oeq <16 x float> %2939, %53
  %2951 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2939, i32 4)
  %2952 = bitcast <8 x i64> %2949 to <16 x float>
  %2953 = select <16 x i1> %2950, <16 x float> %2952, <16 x float> %2951
  br label %2957

2954:                                             ; preds = %2938
  %2955 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2901, <16 x i1> %2898, <16 x float> zeroinitializer)
  %2956 = fadd <16 x float> %2939, %2955
  br label %2957

2957:                                             ; preds = %2894, %2900, %2919, %2938, %2954, %2947, %2940
  %2958 = phi <16 x float> [ %2946, %2940 ], [ %2286, %2900 ], [ %2939, %2938 ], [ %2920, %2919 ], [ %2956, %2954 ], [ %2953, %2947 ], [ %2286, %2894 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2958, ptr align 1 %2899, <16 x i1> %2898)
  %2959 = add nuw nsw i64 %2192, 1
  %2960 = icmp eq i64 %2959, %761
  br i1 %2960, label %2961, label %2191

2961:                                             ; preds = %2957, %795, %2190
  %2962 = add nsw i64 %790, 8
  %2963 = icmp slt i64 %2962, %284
  br i1 %2963, label %789, label %786
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_nchwk_fma512_s2prep(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12) local_unnamed_addr {
  %14 = inttoptr i64 %0 to ptr
  %15 = inttoptr i64 %1 to ptr
  %16 = add i64 %8, %5
  %17 = add i64 %16, -1
  %18 = sdiv i64 %17, %8
  %19 = icmp eq i64 %9, 0
  br i1 %19, label %20, label %23

20:                                               ; preds = %13
  %21 = add nsw i64 %6, 1
  %22 = sdiv i64 %21, 2
  br label %23

23:                                               ; preds = %13, %20
  %24 = phi i64 [ %22, %20 ], [ %7, %13 ]
  %25 = add i64 %12, -1
  %26 = add i64 %25, %18
  %27 = sdiv i64 %26, %12
  %28 = icmp slt i64 %2, %3
  br i1 %28, label %29, label %45

29:                                               ; preds = %23
  %30 = shl nsw i64 %8, 1
  %31 = mul i64 %30, %24
  %32 = mul i64 %6, %5
  %33 = mul i64 %31, %18
  %34 = icmp sgt i64 %8, 0
  %35 = icmp sgt i64 %6, 0
  %36 = add nuw i64 %6, 1
  %37 = sdiv i64 %36, 2
  %38 = tail call i64 @llvm.smax.i64(i64 %6, i64 1)
  %39 = lshr i64 %38, 1
  %40 = tail call i64 @llvm.smin.i64(i64 %39, i64 %24)
  %41 = mul i64 %24, %18
  %42 = select i1 %35, i64 %37, i64 0
  %43 = tail call i64 @llvm.smin.i64(i64 %42, i64 %24)
  %44 = icmp sgt i64 %43, 0
  br label %46

45:                                               ; preds = %154, %23
  ret void

46:                                               ; preds = %29, %154
  %47 = phi i64 [ %2, %29 ], [ %155, %154 ]
  %48 = sdiv i64 %47, %27
  %49 = srem i64 %47, %27
  %50 = mul nsw i64 %49, %12
  %51 = sdiv i64 %48, %4
  %52 = mul nsw i64 %51, %10
  %53 = getelementptr inbounds float, ptr %14, i64 %52
  %54 = srem i64 %48, %4
  %55 = mul i64 %32, %54
  %56 = getelementptr inbounds float, ptr %53, i64 %55
  %57 = mul i64 %33, %48
  %58 = getelementptr inbounds float, ptr %15, i64 %57
  %59 = add nsw i64 %50, %12
  br i1 %34, label %60, label %154

60:                                               ; preds = %46, %151
  %61 = phi i64 [ %152, %151 ], [ 0, %46 ]
  %62 = shl nuw nsw i64 %61, 1
  %63 = shl nuw i64 1, %62
  %64 = and i64 %63, %11
  %65 = icmp ne i64 %64, 0
  %66 = shl i64 2, %62
  %67 = and i64 %66, %11
  %68 = icmp ne i64 %67, 0
  %69 = select i1 %65, i1 true, i1 %68
  br i1 %69, label %70, label %151

70:                                               ; preds = %60
  %71 = icmp slt i64 %61, %5
  br i1 %71, label %72, label %76

72:                                               ; preds = %70
  %73 = xor i64 %61, -1
  %74 = add i64 %16, %73
  %75 = sdiv i64 %74, %8
  br label %76

76:                                               ; preds = %70, %72
  %77 = phi i64 [ %75, %72 ], [ 0, %70 ]
  %78 = tail call i64 @llvm.smin.i64(i64 %77, i64 %18)
  %79 = tail call i64 @llvm.smin.i64(i64 %78, i64 %59)
  %80 = mul i64 %41, %62
  %81 = getelementptr inbounds float, ptr %58, i64 %80
  %82 = getelementptr inbounds float, ptr %81, i64 %41
  %83 = icmp slt i64 %50, %79
  br i1 %83, label %84, label %151

84:                                               ; preds = %76, %94
  %85 = phi i64 [ %95, %94 ], [ %50, %76 ]
  %86 = mul nsw i64 %85, %8
  %87 = add nsw i64 %86, %61
  %88 = mul nsw i64 %87, %6
  %89 = getelementptr inbounds float, ptr %56, i64 %88
  br i1 %44, label %90, label %94

90:                                               ; preds = %84
  %91 = mul nsw i64 %85, %24
  %92 = getelementptr inbounds float, ptr %81, i64 %91
  %93 = getelementptr inbounds float, ptr %82, i64 %91
  br label %97

94:                                               ; preds = %148, %84
  %95 = add nsw i64 %85, 1
  %96 = icmp eq i64 %95, %79
  br i1 %96, label %151, label %84

97:                                               ; preds = %90, %148
  %98 = phi i64 [ 0, %90 ], [ %149, %148 ]
  %99 = shl nuw nsw i64 %98, 1
  %100 = sub nsw i64 %6, %99
  %101 = icmp sgt i64 %100, 15
  %102 = trunc i64 %100 to i32
  %103 = shl nsw i32 -1, %102
  %104 = trunc i32 %103 to i16
  %105 = xor i16 %104, -1
  %106 = select i1 %101, i16 -1, i16 %105
  %107 = icmp sgt i64 %100, 31
  br i1 %107, label %116, label %108

108:                                              ; preds = %97
  %109 = tail call i64 @llvm.smax.i64(i64 %100, i64 16)
  %110 = trunc nuw nsw i64 %109 to i32
  %111 = add nsw i32 %110, -16
  %112 = shl nsw i32 -1, %111
  %113 = trunc nsw i32 %112 to i16
  %114 = xor i16 %113, -1
  %115 = bitcast i16 %114 to <16 x i1>
  br label %116

116:                                              ; preds = %108, %97
  %117 = phi <16 x i1> [ %115, %108 ], [ splat (i1 true), %97 ]
  %118 = getelementptr inbounds nuw float, ptr %89, i64 %99
  %119 = bitcast i16 %106 to <16 x i1>
  %120 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %118, <16 x i1> %119, <16 x float> zeroinitializer)
  %121 = getelementptr inbounds nuw i8, ptr %118, i64 64
  %122 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %121, <16 x i1> %117, <16 x float> zeroinitializer)
  %123 = shufflevector <16 x float> %120, <16 x float> %122, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %124 = sub nsw i64 %40, %98
  br i1 %65, label %125, label %136

125:                                              ; preds = %116
  %126 = shufflevector <16 x float> %120, <16 x float> %122, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %127 = sub nsw i64 %43, %98
  %128 = getelementptr inbounds nuw float, ptr %92, i64 %98
  %129 = icmp sgt i64 %127, 15
  %130 = trunc i64 %127 to i32
  %131 = shl nsw i32 -1, %130
  %132 = trunc i32 %131 to i16
  %133 = xor i16 %132, -1
  %134 = select i1 %129, i16 -1, i16 %133
  %135 = bitcast i16 %134 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %126, ptr align 1 %128, <16 x i1> %135)
  br label %136

136:                                              ; preds = %125, %116
  %137 = icmp sgt i64 %124, 0
  %138 = select i1 %68, i1 %137, i1 false
  br i1 %138, label %139, label %148

139:                                              ; preds = %136
  %140 = getelementptr inbounds nuw float, ptr %93, i64 %98
  %141 = icmp samesign ugt i64 %124, 15
  %142 = trunc i64 %124 to i32
  %143 = shl nsw i32 -1, %142
  %144 = trunc i32 %143 to i16
  %145 = xor i16 %144, -1
  %146 = select i1 %141, i16 -1, i16 %145
  %147 = bitcast i16 %146 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %123, ptr align 1 %140, <16 x i1> %147)
  br label %148

148:                                              ; preds = %139, %136
  %149 = add nuw nsw i64 %98, 16
  %150 = icmp slt i64 %149, %43
  br i1 %150, label %97, label %94

151:                                              ; preds = %94, %76, %60
  %152 = add nuw nsw i64 %61, 1
  %153 = icmp eq i64 %152, %8
  br i1 %153, label %154, label %60

154:                                              ; preds = %151, %46
  %155 = add nsw i64 %47, 1
  %156 = icmp eq i64 %155, %3
  br i1 %156, label %45, label %46
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_nchwk_fma512_s2(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26, i64 noundef %27, i64 noundef %28, i64 noundef %29) local_unnamed_addr {
  %31 = alloca [7 x i32], align 16
  %32 = alloca [7 x i32], align 16
  %33 = alloca [8 x [3 x <16 x float>]], align 64
  %34 = alloca %struct.s2taps, align 8
  %35 = alloca [49 x [3 x i64]], align 16
  %36 = alloca [49 x [3 x i32]], align 16
  %37 = alloca [3 x i64], align 16
  %38 = alloca [3 x i64], align 16
  %39 = alloca [3 x i64], align 16
  %40 = alloca [3 x i64], align 16
  %41 = inttoptr i64 %0 to ptr
  %42 = inttoptr i64 %1 to ptr
  %43 = inttoptr i64 %22 to ptr
  %44 = inttoptr i64 %2 to ptr
  %45 = inttoptr i64 %25 to ptr
  %46 = inttoptr i64 %23 to ptr
  %47 = trunc i64 %27 to i32
  %48 = trunc i64 %28 to i32
  %49 = insertelement <16 x i32> poison, i32 %47, i64 0
  %50 = bitcast <16 x i32> %49 to <16 x float>
  %51 = shufflevector <16 x float> %50, <16 x float> poison, <16 x i32> zeroinitializer
  %52 = insertelement <16 x i32> poison, i32 %48, i64 0
  %53 = bitcast <16 x i32> %52 to <16 x float>
  %54 = shufflevector <16 x float> %53, <16 x float> poison, <16 x i32> zeroinitializer
  %55 = add i64 %13, %7
  %56 = add i64 %55, -1
  %57 = sdiv i64 %56, %13
  %58 = icmp eq i64 %19, 0
  br i1 %58, label %59, label %62

59:                                               ; preds = %30
  %60 = add nsw i64 %8, 1
  %61 = sdiv i64 %60, 2
  br label %62

62:                                               ; preds = %30, %59
  %63 = phi i64 [ %61, %59 ], [ %10, %30 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  %64 = getelementptr inbounds nuw i8, ptr %34, i64 336
  store i64 %63, ptr %64, align 8
  %65 = icmp sgt i64 %11, 0
  br i1 %65, label %66, label %198

66:                                               ; preds = %62
  %67 = getelementptr inbounds nuw i8, ptr %34, i64 56
  %68 = getelementptr inbounds nuw i8, ptr %34, i64 112
  %69 = shl i64 %57, 1
  %70 = mul i64 %69, %63
  %71 = icmp ult i64 %11, 4
  br i1 %71, label %196, label %72

72:                                               ; preds = %66
  %73 = and i64 %11, 9223372036854775804
  %74 = insertelement <4 x i64> poison, i64 %70, i64 0
  %75 = shufflevector <4 x i64> %74, <4 x i64> poison, <4 x i32> zeroinitializer
  %76 = insertelement <4 x i64> poison, i64 %15, i64 0
  %77 = shufflevector <4 x i64> %76, <4 x i64> poison, <4 x i32> zeroinitializer
  %78 = insertelement <4 x i64> poison, i64 %13, i64 0
  %79 = shufflevector <4 x i64> %78, <4 x i64> poison, <4 x i32> zeroinitializer
  %80 = insertelement <4 x i64> poison, i64 %7, i64 0
  %81 = shufflevector <4 x i64> %80, <4 x i64> poison, <4 x i32> zeroinitializer
  %82 = insertelement <4 x i64> poison, i64 %55, i64 0
  %83 = shufflevector <4 x i64> %82, <4 x i64> poison, <4 x i32> zeroinitializer
  %84 = insertelement <4 x i64> poison, i64 %57, i64 0
  %85 = shufflevector <4 x i64> %84, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %86

86:                                               ; preds = %183, %72
  %87 = phi i64 [ 0, %72 ], [ %191, %183 ]
  %88 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %72 ], [ %192, %183 ]
  %89 = sub nsw <4 x i64> %88, %77
  %90 = icmp sgt <4 x i64> %89, splat (i64 -1)
  %91 = xor <4 x i1> %90, splat (i1 true)
  %92 = xor <4 x i64> %89, splat (i64 -1)
  %93 = add <4 x i64> %79, %92
  %94 = extractelement <4 x i1> %91, i64 0
  br i1 %94, label %95, label %99

95:                                               ; preds = %86
  %96 = extractelement <4 x i64> %93, i64 0
  %97 = sdiv i64 %96, %13
  %98 = insertelement <4 x i64> poison, i64 %97, i64 0
  br label %99

99:                                               ; preds = %95, %86
  %100 = phi <4 x i64> [ poison, %86 ], [ %98, %95 ]
  %101 = extractelement <4 x i1> %91, i64 1
  br i1 %101, label %102, label %106

102:                                              ; preds = %99
  %103 = extractelement <4 x i64> %93, i64 1
  %104 = sdiv i64 %103, %13
  %105 = insertelement <4 x i64> %100, i64 %104, i64 1
  br label %106

106:                                              ; preds = %102, %99
  %107 = phi <4 x i64> [ %100, %99 ], [ %105, %102 ]
  %108 = extractelement <4 x i1> %91, i64 2
  br i1 %108, label %109, label %113

109:                                              ; preds = %106
  %110 = extractelement <4 x i64> %93, i64 2
  %111 = sdiv i64 %110, %13
  %112 = insertelement <4 x i64> %107, i64 %111, i64 2
  br label %113

113:                                              ; preds = %109, %106
  %114 = phi <4 x i64> [ %107, %106 ], [ %112, %109 ]
  %115 = extractelement <4 x i1> %91, i64 3
  br i1 %115, label %116, label %120

116:                                              ; preds = %113
  %117 = extractelement <4 x i64> %93, i64 3
  %118 = sdiv i64 %117, %13
  %119 = insertelement <4 x i64> %114, i64 %118, i64 3
  br label %120

120:                                              ; preds = %116, %113
  %121 = phi <4 x i64> [ %114, %113 ], [ %119, %116 ]
  %122 = sub nsw <4 x i64> zeroinitializer, %121
  %123 = extractelement <4 x i1> %90, i64 0
  br i1 %123, label %124, label %128

124:                                              ; preds = %120
  %125 = extractelement <4 x i64> %89, i64 0
  %126 = sdiv i64 %125, %13
  %127 = insertelement <4 x i64> poison, i64 %126, i64 0
  br label %128

128:                                              ; preds = %124, %120
  %129 = phi <4 x i64> [ poison, %120 ], [ %127, %124 ]
  %130 = extractelement <4 x i1> %90, i64 1
  br i1 %130, label %131, label %135

131:                                              ; preds = %128
  %132 = extractelement <4 x i64> %89, i64 1
  %133 = sdiv i64 %132, %13
  %134 = insertelement <4 x i64> %129, i64 %133, i64 1
  br label %135

135:                                              ; preds = %131, %128
  %136 = phi <4 x i64> [ %129, %128 ], [ %134, %131 ]
  %137 = extractelement <4 x i1> %90, i64 2
  br i1 %137, label %138, label %142

138:                                              ; preds = %135
  %139 = extractelement <4 x i64> %89, i64 2
  %140 = sdiv i64 %139, %13
  %141 = insertelement <4 x i64> %136, i64 %140, i64 2
  br label %142

142:                                              ; preds = %138, %135
  %143 = phi <4 x i64> [ %136, %135 ], [ %141, %138 ]
  %144 = extractelement <4 x i1> %90, i64 3
  br i1 %144, label %145, label %149

145:                                              ; preds = %142
  %146 = extractelement <4 x i64> %89, i64 3
  %147 = sdiv i64 %146, %13
  %148 = insertelement <4 x i64> %143, i64 %147, i64 3
  br label %149

149:                                              ; preds = %145, %142
  %150 = phi <4 x i64> [ %143, %142 ], [ %148, %145 ]
  %151 = select <4 x i1> %90, <4 x i64> %150, <4 x i64> %122
  %152 = mul nsw <4 x i64> %151, %79
  %153 = sub nsw <4 x i64> %89, %152
  %154 = icmp slt <4 x i64> %153, %81
  %155 = xor <4 x i64> %153, splat (i64 -1)
  %156 = add <4 x i64> %83, %155
  %157 = extractelement <4 x i1> %154, i64 0
  br i1 %157, label %158, label %162

158:                                              ; preds = %149
  %159 = extractelement <4 x i64> %156, i64 0
  %160 = sdiv i64 %159, %13
  %161 = insertelement <4 x i64> poison, i64 %160, i64 0
  br label %162

162:                                              ; preds = %158, %149
  %163 = phi <4 x i64> [ poison, %149 ], [ %161, %158 ]
  %164 = extractelement <4 x i1> %154, i64 1
  br i1 %164, label %165, label %169

165:                                              ; preds = %162
  %166 = extractelement <4 x i64> %156, i64 1
  %167 = sdiv i64 %166, %13
  %168 = insertelement <4 x i64> %163, i64 %167, i64 1
  br label %169

169:                                              ; preds = %165, %162
  %170 = phi <4 x i64> [ %163, %162 ], [ %168, %165 ]
  %171 = extractelement <4 x i1> %154, i64 2
  br i1 %171, label %172, label %176

172:                                              ; preds = %169
  %173 = extractelement <4 x i64> %156, i64 2
  %174 = sdiv i64 %173, %13
  %175 = insertelement <4 x i64> %170, i64 %174, i64 2
  br label %176

176:                                              ; preds = %172, %169
  %177 = phi <4 x i64> [ %170, %169 ], [ %175, %172 ]
  %178 = extractelement <4 x i1> %154, i64 3
  br i1 %178, label %179, label %183

179:                                              ; preds = %176
  %180 = extractelement <4 x i64> %156, i64 3
  %181 = sdiv i64 %180, %13
  %182 = insertelement <4 x i64> %177, i64 %181, i64 3
  br label %183

183:                                              ; preds = %179, %176
  %184 = phi <4 x i64> [ %177, %176 ], [ %182, %179 ]
  %185 = select <4 x i1> %154, <4 x i64> %184, <4 x i64> zeroinitializer
  %186 = mul <4 x i64> %75, %153
  %187 = getelementptr inbounds nuw i64, ptr %34, i64 %87
  store <4 x i64> %186, ptr %187, align 8
  %188 = getelementptr inbounds nuw i64, ptr %67, i64 %87
  store <4 x i64> %151, ptr %188, align 8
  %189 = tail call <4 x i64> @llvm.smin.v4i64(<4 x i64> %185, <4 x i64> %85)
  %190 = getelementptr inbounds nuw i64, ptr %68, i64 %87
  store <4 x i64> %189, ptr %190, align 8
  %191 = add nuw i64 %87, 4
  %192 = add nuw nsw <4 x i64> %88, splat (i64 4)
  %193 = icmp eq i64 %191, %73
  br i1 %193, label %194, label %86

194:                                              ; preds = %183
  %195 = icmp eq i64 %11, %73
  br i1 %195, label %198, label %196

196:                                              ; preds = %66, %194
  %197 = phi i64 [ 0, %66 ], [ %73, %194 ]
  br label %206

198:                                              ; preds = %226, %194, %62
  %199 = icmp sgt i64 %12, 0
  br i1 %199, label %200, label %262

200:                                              ; preds = %198
  %201 = add i64 %8, 2
  %202 = mul i64 %63, %57
  %203 = getelementptr inbounds nuw i8, ptr %34, i64 168
  %204 = getelementptr inbounds nuw i8, ptr %34, i64 224
  %205 = getelementptr inbounds nuw i8, ptr %34, i64 280
  br label %235

206:                                              ; preds = %196, %226
  %207 = phi i64 [ %233, %226 ], [ %197, %196 ]
  %208 = sub nsw i64 %207, %15
  %209 = icmp sgt i64 %208, -1
  br i1 %209, label %210, label %212

210:                                              ; preds = %206
  %211 = sdiv i64 %208, %13
  br label %217

212:                                              ; preds = %206
  %213 = xor i64 %208, -1
  %214 = add i64 %13, %213
  %215 = sdiv i64 %214, %13
  %216 = sub nsw i64 0, %215
  br label %217

217:                                              ; preds = %212, %210
  %218 = phi i64 [ %211, %210 ], [ %216, %212 ]
  %219 = mul nsw i64 %218, %13
  %220 = sub nsw i64 %208, %219
  %221 = icmp slt i64 %220, %7
  br i1 %221, label %222, label %226

222:                                              ; preds = %217
  %223 = xor i64 %220, -1
  %224 = add i64 %55, %223
  %225 = sdiv i64 %224, %13
  br label %226

226:                                              ; preds = %222, %217
  %227 = phi i64 [ %225, %222 ], [ 0, %217 ]
  %228 = mul i64 %70, %220
  %229 = getelementptr inbounds nuw i64, ptr %34, i64 %207
  store i64 %228, ptr %229, align 8
  %230 = getelementptr inbounds nuw i64, ptr %67, i64 %207
  store i64 %218, ptr %230, align 8
  %231 = tail call i64 @llvm.smin.i64(i64 %227, i64 %57)
  %232 = getelementptr inbounds nuw i64, ptr %68, i64 %207
  store i64 %231, ptr %232, align 8
  %233 = add nuw nsw i64 %207, 1
  %234 = icmp eq i64 %233, %11
  br i1 %234, label %198, label %206

235:                                              ; preds = %253, %200
  %236 = phi i64 [ 0, %200 ], [ %260, %253 ]
  %237 = sub nsw i64 %236, %16
  %238 = icmp sgt i64 %237, -1
  br i1 %238, label %239, label %241

239:                                              ; preds = %235
  %240 = lshr i64 %237, 1
  br label %244

241:                                              ; preds = %235
  %242 = sub i64 1, %237
  %243 = sdiv i64 %242, -2
  br label %244

244:                                              ; preds = %241, %239
  %245 = phi i64 [ %240, %239 ], [ %243, %241 ]
  %246 = shl nsw i64 %245, 1
  %247 = sub nsw i64 %237, %246
  %248 = icmp slt i64 %247, %8
  br i1 %248, label %249, label %253

249:                                              ; preds = %244
  %250 = xor i64 %247, -1
  %251 = add i64 %201, %250
  %252 = sdiv i64 %251, 2
  br label %253

253:                                              ; preds = %249, %244
  %254 = phi i64 [ %252, %249 ], [ 0, %244 ]
  %255 = mul i64 %202, %247
  %256 = getelementptr inbounds nuw i64, ptr %203, i64 %236
  store i64 %255, ptr %256, align 8
  %257 = getelementptr inbounds nuw i64, ptr %204, i64 %236
  store i64 %245, ptr %257, align 8
  %258 = tail call i64 @llvm.smin.i64(i64 %254, i64 %63)
  %259 = getelementptr inbounds nuw i64, ptr %205, i64 %236
  store i64 %258, ptr %259, align 8
  %260 = add nuw nsw i64 %236, 1
  %261 = icmp eq i64 %260, %12
  br i1 %261, label %262, label %235

262:                                              ; preds = %253, %198
  %263 = shl nsw i64 %13, 1
  %264 = mul nsw i64 %57, %263
  %265 = mul nsw i64 %10, %9
  %266 = add nsw i64 %10, 15
  %267 = sdiv i64 %266, 16
  br i1 %58, label %271, label %268

268:                                              ; preds = %262
  %269 = add nsw i64 %265, 15
  %270 = sdiv i64 %269, 16
  br label %273

271:                                              ; preds = %262
  %272 = mul nsw i64 %267, %9
  br label %273

273:                                              ; preds = %271, %268
  %274 = phi i64 [ %270, %268 ], [ %272, %271 ]
  %275 = add nsw i64 %6, 7
  %276 = sdiv i64 %275, 8
  %277 = add nsw i64 %276, -1
  %278 = add i64 %277, %18
  %279 = sdiv i64 %278, %18
  %280 = add i64 %17, -1
  %281 = add i64 %280, %274
  %282 = sdiv i64 %281, %17
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  %283 = shl i64 %18, 3
  %284 = icmp slt i64 %3, %4
  br i1 %284, label %285, label %478

285:                                              ; preds = %273
  %286 = icmp eq i64 %25, 0
  %287 = getelementptr inbounds nuw i8, ptr %34, i64 56
  %288 = getelementptr inbounds nuw i8, ptr %34, i64 112
  %289 = getelementptr inbounds nuw i8, ptr %34, i64 224
  %290 = getelementptr inbounds nuw i8, ptr %34, i64 280
  %291 = getelementptr inbounds nuw i8, ptr %34, i64 168
  %292 = add nsw i64 %6, -8
  %293 = mul nsw i64 %63, %264
  %294 = mul i64 %12, %11
  %295 = icmp eq i64 %22, 0
  %296 = mul i64 %5, %294
  %297 = and i64 %293, 1022
  %298 = icmp eq i64 %297, 0
  %299 = select i1 %298, i64 8, i64 16
  %300 = icmp sgt i64 %5, 0
  %301 = icmp sgt i64 %294, 0
  %302 = icmp eq i64 %29, 0
  %303 = bitcast <16 x float> %51 to <8 x i64>
  %304 = bitcast <16 x float> %54 to <8 x i64>
  %305 = mul i64 %12, 24
  %306 = mul i64 %12, 12
  %307 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %308 = getelementptr inbounds nuw i8, ptr %38, i64 8
  %309 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %310 = getelementptr inbounds nuw i8, ptr %38, i64 16
  %311 = getelementptr inbounds nuw i8, ptr %39, i64 8
  %312 = getelementptr inbounds nuw i8, ptr %40, i64 8
  %313 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %314 = getelementptr inbounds nuw i8, ptr %38, i64 8
  %315 = getelementptr inbounds nuw i8, ptr %39, i64 16
  %316 = getelementptr inbounds nuw i8, ptr %40, i64 16
  %317 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %318 = getelementptr inbounds nuw i8, ptr %38, i64 16
  %319 = shl i64 %296, 3
  %320 = mul i64 %296, 12
  %321 = shl i64 %296, 4
  %322 = mul i64 %296, 20
  %323 = mul i64 %296, 24
  %324 = mul i64 %296, 28
  %325 = shl i64 %296, 3
  %326 = mul i64 %296, 12
  %327 = shl i64 %296, 4
  %328 = mul i64 %296, 20
  %329 = mul i64 %296, 24
  %330 = mul i64 %296, 28
  %331 = and i64 %29, 3
  %332 = lshr i64 %29, 2
  %333 = and i64 %332, 3
  %334 = lshr i64 %29, 4
  %335 = and i64 %334, 3
  %336 = and i64 %29, 3
  %337 = lshr i64 %29, 2
  %338 = and i64 %337, 3
  %339 = lshr i64 %29, 4
  %340 = and i64 %339, 3
  %341 = and i64 %29, 3
  %342 = lshr i64 %29, 2
  %343 = and i64 %342, 3
  %344 = lshr i64 %29, 4
  %345 = and i64 %344, 3
  %346 = and i64 %29, 3
  %347 = lshr i64 %29, 2
  %348 = and i64 %347, 3
  %349 = lshr i64 %29, 4
  %350 = and i64 %349, 3
  %351 = and i64 %29, 3
  %352 = lshr i64 %29, 2
  %353 = and i64 %352, 3
  %354 = lshr i64 %29, 4
  %355 = and i64 %354, 3
  %356 = and i64 %29, 3
  %357 = lshr i64 %29, 2
  %358 = and i64 %357, 3
  %359 = lshr i64 %29, 4
  %360 = and i64 %359, 3
  %361 = and i64 %29, 3
  %362 = lshr i64 %29, 2
  %363 = and i64 %362, 3
  %364 = lshr i64 %29, 4
  %365 = and i64 %364, 3
  %366 = and i64 %29, 3
  %367 = lshr i64 %29, 2
  %368 = and i64 %367, 3
  %369 = lshr i64 %29, 4
  %370 = and i64 %369, 3
  %371 = shl i64 %296, 3
  %372 = mul i64 %296, 12
  %373 = shl i64 %296, 4
  %374 = mul i64 %296, 20
  %375 = mul i64 %296, 24
  %376 = mul i64 %296, 28
  %377 = shl i64 %296, 3
  %378 = mul i64 %296, 12
  %379 = shl i64 %296, 4
  %380 = mul i64 %296, 20
  %381 = mul i64 %296, 24
  %382 = mul i64 %296, 28
  %383 = shl i64 %296, 3
  %384 = mul i64 %296, 12
  %385 = shl i64 %296, 4
  %386 = mul i64 %296, 20
  %387 = mul i64 %296, 24
  %388 = mul i64 %296, 28
  %389 = shl i64 %296, 3
  %390 = mul i64 %296, 12
  %391 = shl i64 %296, 4
  %392 = mul i64 %296, 20
  %393 = mul i64 %296, 24
  %394 = mul i64 %296, 28
  %395 = shl i64 %296, 3
  %396 = mul i64 %296, 12
  %397 = shl i64 %296, 4
  %398 = mul i64 %296, 20
  %399 = mul i64 %296, 24
  %400 = mul i64 %296, 28
  %401 = shl i64 %296, 3
  %402 = mul i64 %296, 12
  %403 = shl i64 %296, 4
  %404 = mul i64 %296, 20
  %405 = mul i64 %296, 24
  %406 = mul i64 %296, 28
  %407 = shl i64 %296, 3
  %408 = mul i64 %296, 12
  %409 = shl i64 %296, 4
  %410 = mul i64 %296, 20
  %411 = mul i64 %296, 24
  %412 = mul i64 %296, 28
  %413 = shl i64 %296, 3
  %414 = mul i64 %296, 12
  %415 = shl i64 %296, 4
  %416 = mul i64 %296, 20
  %417 = mul i64 %296, 24
  %418 = mul i64 %296, 28
  %419 = and i64 %29, 3
  %420 = lshr i64 %29, 2
  %421 = and i64 %420, 3
  %422 = lshr i64 %29, 4
  %423 = and i64 %422, 3
  %424 = and i64 %29, 3
  %425 = lshr i64 %29, 2
  %426 = and i64 %425, 3
  %427 = lshr i64 %29, 4
  %428 = and i64 %427, 3
  %429 = and i64 %29, 3
  %430 = lshr i64 %29, 2
  %431 = and i64 %430, 3
  %432 = lshr i64 %29, 4
  %433 = and i64 %432, 3
  %434 = icmp ult i64 %11, 8
  %435 = icmp ult i64 %11, 32
  %436 = and i64 %11, 24
  %437 = and i64 %11, 9223372036854775776
  %438 = icmp eq i64 %11, %437
  %439 = icmp eq i64 %436, 0
  %440 = and i64 %11, 9223372036854775800
  %441 = icmp eq i64 %11, %440
  %442 = icmp ult i64 %12, 8
  %443 = icmp ult i64 %12, 32
  %444 = and i64 %12, 24
  %445 = and i64 %12, 9223372036854775776
  %446 = icmp eq i64 %12, %445
  %447 = icmp eq i64 %444, 0
  %448 = and i64 %12, 9223372036854775800
  %449 = icmp eq i64 %12, %448
  %450 = icmp ult i64 %12, 8
  %451 = and i64 %12, 9223372036854775800
  %452 = icmp eq i64 %12, %451
  %453 = insertelement <8 x i64> poison, i64 %10, i64 0
  %454 = shufflevector <8 x i64> %453, <8 x i64> poison, <8 x i32> zeroinitializer
  %455 = getelementptr inbounds nuw i8, ptr %33, i64 64
  %456 = getelementptr inbounds nuw i8, ptr %33, i64 128
  %457 = getelementptr inbounds nuw i8, ptr %33, i64 192
  %458 = getelementptr inbounds nuw i8, ptr %33, i64 256
  %459 = getelementptr inbounds nuw i8, ptr %33, i64 320
  %460 = getelementptr inbounds nuw i8, ptr %33, i64 384
  %461 = getelementptr inbounds nuw i8, ptr %33, i64 448
  %462 = getelementptr inbounds nuw i8, ptr %33, i64 512
  %463 = getelementptr inbounds nuw i8, ptr %33, i64 576
  %464 = getelementptr inbounds nuw i8, ptr %33, i64 640
  %465 = getelementptr inbounds nuw i8, ptr %33, i64 704
  %466 = getelementptr inbounds nuw i8, ptr %33, i64 768
  %467 = getelementptr inbounds nuw i8, ptr %33, i64 832
  %468 = getelementptr inbounds nuw i8, ptr %33, i64 896
  %469 = getelementptr inbounds nuw i8, ptr %33, i64 960
  %470 = getelementptr inbounds nuw i8, ptr %33, i64 1024
  %471 = getelementptr inbounds nuw i8, ptr %33, i64 1088
  %472 = getelementptr inbounds nuw i8, ptr %33, i64 1152
  %473 = getelementptr inbounds nuw i8, ptr %33, i64 1216
  %474 = getelementptr inbounds nuw i8, ptr %33, i64 1280
  %475 = getelementptr inbounds nuw i8, ptr %33, i64 1344
  %476 = getelementptr inbounds nuw i8, ptr %33, i64 1408
  %477 = getelementptr inbounds nuw i8, ptr %33, i64 1472
  br label %479

478:                                              ; preds = %506, %273
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  ret void

479:                                              ; preds = %285, %506
  %480 = phi i64 [ %3, %285 ], [ %507, %506 ]
  %481 = srem i64 %480, %279
  %482 = sdiv i64 %480, %279
  %483 = srem i64 %482, %282
  %484 = sdiv i64 %482, %282
  %485 = add nsw i64 %481, 1
  %486 = mul i64 %283, %485
  %487 = tail call i64 @llvm.smin.i64(i64 %486, i64 %6)
  %488 = add nsw i64 %483, 1
  %489 = mul nsw i64 %488, %17
  %490 = tail call i64 @llvm.smin.i64(i64 %489, i64 %274)
  %491 = mul nsw i64 %484, %20
  %492 = getelementptr inbounds float, ptr %41, i64 %491
  %493 = mul nsw i64 %484, %21
  %494 = getelementptr inbounds float, ptr %44, i64 %493
  %495 = mul nsw i64 %484, %26
  %496 = getelementptr inbounds float, ptr %45, i64 %495
  %497 = select i1 %286, ptr null, ptr %496
  %498 = mul nsw i64 %484, %24
  %499 = getelementptr inbounds float, ptr %46, i64 %498
  %500 = mul nsw i64 %483, %17
  %501 = mul i64 %283, %481
  %502 = icmp slt i64 %500, %490
  br i1 %502, label %503, label %506

503:                                              ; preds = %479
  %504 = add nsw i64 %490, -1
  %505 = icmp slt i64 %501, %487
  br label %509

506:                                              ; preds = %1089, %479
  %507 = add i64 %480, 1
  %508 = icmp eq i64 %507, %4
  br i1 %508, label %478, label %479

509:                                              ; preds = %503, %1089
  %510 = phi i64 [ %500, %503 ], [ %1090, %1089 ]
  %511 = sub nsw i64 %490, %510
  %512 = icmp sgt i64 %511, 2
  %513 = trunc i64 %511 to i32
  %514 = select i1 %512, i32 3, i32 %513
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  br i1 %58, label %874, label %515

515:                                              ; preds = %509
  %516 = sext i32 %514 to i64
  %517 = tail call i64 @llvm.smin.i64(i64 %510, i64 %504)
  %518 = shl nsw i64 %517, 4
  store i64 %518, ptr %37, align 16
  %519 = icmp sgt i32 %514, 0
  %520 = sub nsw i64 %265, %518
  %521 = select i1 %519, i64 %520, i64 0
  store i64 %521, ptr %38, align 16
  %522 = add nsw i64 %510, 1
  %523 = tail call i64 @llvm.smin.i64(i64 %522, i64 %504)
  %524 = shl nsw i64 %523, 4
  store i64 %524, ptr %307, align 8
  %525 = icmp sgt i32 %514, 1
  %526 = sub nsw i64 %265, %524
  %527 = select i1 %525, i64 %526, i64 0
  store i64 %527, ptr %308, align 8
  %528 = add nsw i64 %510, 2
  %529 = tail call i64 @llvm.smin.i64(i64 %528, i64 %504)
  %530 = shl nsw i64 %529, 4
  store i64 %530, ptr %309, align 16
  %531 = icmp sgt i32 %514, 2
  %532 = sub nsw i64 %265, %530
  %533 = select i1 %531, i64 %532, i64 0
  store i64 %533, ptr %310, align 16
  br label %534

534:                                              ; preds = %515, %852
  %535 = phi i64 [ 0, %515 ], [ %853, %852 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %32, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %31, i8 0, i64 28, i1 false)
  %536 = icmp slt i64 %535, %516
  %537 = getelementptr inbounds nuw i64, ptr %37, i64 %535
  %538 = load i64, ptr %537, align 8
  br i1 %536, label %539, label %547

539:                                              ; preds = %534
  %540 = sub nsw i64 %265, %538
  %541 = tail call i64 @llvm.smin.i64(i64 %540, i64 16)
  %542 = icmp sgt i64 %540, 0
  br i1 %542, label %543, label %547

543:                                              ; preds = %539
  %544 = srem i64 %538, %10
  %545 = sub nsw i64 0, %544
  %546 = sdiv i64 %538, %10
  br label %551

547:                                              ; preds = %784, %534, %539
  br i1 %65, label %548, label %852

548:                                              ; preds = %547
  %549 = getelementptr i64, ptr %35, i64 %535
  %550 = getelementptr i32, ptr %36, i64 %535
  br label %811

551:                                              ; preds = %543, %784
  %552 = phi i64 [ 0, %784 ], [ %545, %543 ]
  %553 = phi i64 [ %557, %784 ], [ 0, %543 ]
  %554 = phi i64 [ %785, %784 ], [ %546, %543 ]
  %555 = add i64 %552, %10
  %556 = add i64 %555, %553
  %557 = tail call i64 @llvm.smin.i64(i64 %556, i64 %541)
  br i1 %65, label %558, label %645

558:                                              ; preds = %551
  %559 = trunc i64 %557 to i32
  %560 = shl nsw i32 -1, %559
  %561 = xor i32 %560, -1
  %562 = trunc i64 %553 to i32
  %563 = shl nsw i32 -1, %562
  %564 = and i32 %563, %561
  br i1 %434, label %643, label %565

565:                                              ; preds = %558
  br i1 %435, label %621, label %566

566:                                              ; preds = %565
  %567 = insertelement <8 x i32> poison, i32 %564, i64 0
  %568 = shufflevector <8 x i32> %567, <8 x i32> poison, <8 x i32> zeroinitializer
  %569 = insertelement <8 x i64> poison, i64 %554, i64 0
  %570 = shufflevector <8 x i64> %569, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %571

571:                                              ; preds = %571, %566
  %572 = phi i64 [ 0, %566 ], [ %617, %571 ]
  %573 = getelementptr inbounds nuw i64, ptr %287, i64 %572
  %574 = getelementptr inbounds nuw i8, ptr %573, i64 64
  %575 = getelementptr inbounds nuw i8, ptr %573, i64 128
  %576 = getelementptr inbounds nuw i8, ptr %573, i64 192
  %577 = load <8 x i64>, ptr %573, align 8
  %578 = load <8 x i64>, ptr %574, align 8
  %579 = load <8 x i64>, ptr %575, align 8
  %580 = load <8 x i64>, ptr %576, align 8
  %581 = add nsw <8 x i64> %577, %570
  %582 = add nsw <8 x i64> %578, %570
  %583 = add nsw <8 x i64> %579, %570
  %584 = add nsw <8 x i64> %580, %570
  %585 = icmp sgt <8 x i64> %581, splat (i64 -1)
  %586 = icmp sgt <8 x i64> %582, splat (i64 -1)
  %587 = icmp sgt <8 x i64> %583, splat (i64 -1)
  %588 = icmp sgt <8 x i64> %584, splat (i64 -1)
  %589 = getelementptr i64, ptr %288, i64 %572
  %590 = getelementptr i8, ptr %589, i64 64
  %591 = getelementptr i8, ptr %589, i64 128
  %592 = getelementptr i8, ptr %589, i64 192
  %593 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %589, <8 x i1> %585, <8 x i64> poison)
  %594 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %590, <8 x i1> %586, <8 x i64> poison)
  %595 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %591, <8 x i1> %587, <8 x i64> poison)
  %596 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %592, <8 x i1> %588, <8 x i64> poison)
  %597 = icmp slt <8 x i64> %581, %593
  %598 = icmp slt <8 x i64> %582, %594
  %599 = icmp slt <8 x i64> %583, %595
  %600 = icmp slt <8 x i64> %584, %596
  %601 = select <8 x i1> %585, <8 x i1> %597, <8 x i1> zeroinitializer
  %602 = select <8 x i1> %586, <8 x i1> %598, <8 x i1> zeroinitializer
  %603 = select <8 x i1> %587, <8 x i1> %599, <8 x i1> zeroinitializer
  %604 = select <8 x i1> %588, <8 x i1> %600, <8 x i1> zeroinitializer
  %605 = getelementptr i32, ptr %31, i64 %572
  %606 = getelementptr i8, ptr %605, i64 32
  %607 = getelementptr i8, ptr %605, i64 64
  %608 = getelementptr i8, ptr %605, i64 96
  %609 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %605, <8 x i1> %601, <8 x i32> poison)
  %610 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %606, <8 x i1> %602, <8 x i32> poison)
  %611 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %607, <8 x i1> %603, <8 x i32> poison)
  %612 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %608, <8 x i1> %604, <8 x i32> poison)
  %613 = or <8 x i32> %609, %568
  %614 = or <8 x i32> %610, %568
  %615 = or <8 x i32> %611, %568
  %616 = or <8 x i32> %612, %568
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %613, ptr align 16 %605, <8 x i1> %601)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %614, ptr align 16 %606, <8 x i1> %602)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %615, ptr align 16 %607, <8 x i1> %603)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %616, ptr align 16 %608, <8 x i1> %604)
  %617 = add nuw i64 %572, 32
  %618 = icmp eq i64 %617, %437
  br i1 %618, label %619, label %571

619:                                              ; preds = %571
  br i1 %438, label %645, label %620

620:                                              ; preds = %619
  br i1 %439, label %643, label %621

621:                                              ; preds = %565, %620
  %622 = phi i64 [ %437, %620 ], [ 0, %565 ]
  %623 = insertelement <8 x i32> poison, i32 %564, i64 0
  %624 = shufflevector <8 x i32> %623, <8 x i32> poison, <8 x i32> zeroinitializer
  %625 = insertelement <8 x i64> poison, i64 %554, i64 0
  %626 = shufflevector <8 x i64> %625, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %627

627:                                              ; preds = %627, %621
  %628 = phi i64 [ %622, %621 ], [ %640, %627 ]
  %629 = getelementptr inbounds nuw i64, ptr %287, i64 %628
  %630 = load <8 x i64>, ptr %629, align 8
  %631 = add nsw <8 x i64> %630, %626
  %632 = icmp sgt <8 x i64> %631, splat (i64 -1)
  %633 = getelementptr i64, ptr %288, i64 %628
  %634 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %633, <8 x i1> %632, <8 x i64> poison)
  %635 = icmp slt <8 x i64> %631, %634
  %636 = select <8 x i1> %632, <8 x i1> %635, <8 x i1> zeroinitializer
  %637 = getelementptr i32, ptr %31, i64 %628
  %638 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %637, <8 x i1> %636, <8 x i32> poison)
  %639 = or <8 x i32> %638, %624
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %639, ptr align 16 %637, <8 x i1> %636)
  %640 = add nuw i64 %628, 8
  %641 = icmp eq i64 %640, %440
  br i1 %641, label %642, label %627

642:                                              ; preds = %627
  br i1 %441, label %645, label %643

643:                                              ; preds = %558, %620, %642
  %644 = phi i64 [ 0, %558 ], [ %437, %620 ], [ %440, %642 ]
  br label %767

645:                                              ; preds = %781, %619, %642, %551
  br i1 %199, label %646, label %784

646:                                              ; preds = %645
  %647 = add i64 %553, %552
  br i1 %442, label %765, label %648

648:                                              ; preds = %646
  br i1 %443, label %734, label %649

649:                                              ; preds = %648
  %650 = insertelement <8 x i64> poison, i64 %647, i64 0
  %651 = shufflevector <8 x i64> %650, <8 x i64> poison, <8 x i32> zeroinitializer
  %652 = insertelement <8 x i64> poison, i64 %553, i64 0
  %653 = shufflevector <8 x i64> %652, <8 x i64> poison, <8 x i32> zeroinitializer
  %654 = insertelement <8 x i64> poison, i64 %557, i64 0
  %655 = shufflevector <8 x i64> %654, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %656

656:                                              ; preds = %656, %649
  %657 = phi i64 [ 0, %649 ], [ %730, %656 ]
  %658 = getelementptr inbounds nuw i64, ptr %289, i64 %657
  %659 = getelementptr inbounds nuw i8, ptr %658, i64 64
  %660 = getelementptr inbounds nuw i8, ptr %658, i64 128
  %661 = getelementptr inbounds nuw i8, ptr %658, i64 192
  %662 = load <8 x i64>, ptr %658, align 8
  %663 = load <8 x i64>, ptr %659, align 8
  %664 = load <8 x i64>, ptr %660, align 8
  %665 = load <8 x i64>, ptr %661, align 8
  %666 = sub <8 x i64> %651, %662
  %667 = sub <8 x i64> %651, %663
  %668 = sub <8 x i64> %651, %664
  %669 = sub <8 x i64> %651, %665
  %670 = getelementptr inbounds nuw i64, ptr %290, i64 %657
  %671 = getelementptr inbounds nuw i8, ptr %670, i64 64
  %672 = getelementptr inbounds nuw i8, ptr %670, i64 128
  %673 = getelementptr inbounds nuw i8, ptr %670, i64 192
  %674 = load <8 x i64>, ptr %670, align 8
  %675 = load <8 x i64>, ptr %671, align 8
  %676 = load <8 x i64>, ptr %672, align 8
  %677 = load <8 x i64>, ptr %673, align 8
  %678 = add nsw <8 x i64> %666, %674
  %679 = add nsw <8 x i64> %667, %675
  %680 = add nsw <8 x i64> %668, %676
  %681 = add nsw <8 x i64> %669, %677
  %682 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %666, <8 x i64> %653)
  %683 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %667, <8 x i64> %653)
  %684 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %668, <8 x i64> %653)
  %685 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %669, <8 x i64> %653)
  %686 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %678, <8 x i64> %655)
  %687 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %679, <8 x i64> %655)
  %688 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %680, <8 x i64> %655)
  %689 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %681, <8 x i64> %655)
  %690 = icmp slt <8 x i64> %682, %686
  %691 = icmp slt <8 x i64> %683, %687
  %692 = icmp slt <8 x i64> %684, %688
  %693 = icmp slt <8 x i64> %685, %689
  %694 = trunc <8 x i64> %686 to <8 x i32>
  %695 = trunc <8 x i64> %687 to <8 x i32>
  %696 = trunc <8 x i64> %688 to <8 x i32>
  %697 = trunc <8 x i64> %689 to <8 x i32>
  %698 = shl nsw <8 x i32> splat (i32 -1), %694
  %699 = shl nsw <8 x i32> splat (i32 -1), %695
  %700 = shl nsw <8 x i32> splat (i32 -1), %696
  %701 = shl nsw <8 x i32> splat (i32 -1), %697
  %702 = xor <8 x i32> %698, splat (i32 -1)
  %703 = xor <8 x i32> %699, splat (i32 -1)
  %704 = xor <8 x i32> %700, splat (i32 -1)
  %705 = xor <8 x i32> %701, splat (i32 -1)
  %706 = trunc <8 x i64> %682 to <8 x i32>
  %707 = trunc <8 x i64> %683 to <8 x i32>
  %708 = trunc <8 x i64> %684 to <8 x i32>
  %709 = trunc <8 x i64> %685 to <8 x i32>
  %710 = shl nsw <8 x i32> splat (i32 -1), %706
  %711 = shl nsw <8 x i32> splat (i32 -1), %707
  %712 = shl nsw <8 x i32> splat (i32 -1), %708
  %713 = shl nsw <8 x i32> splat (i32 -1), %709
  %714 = and <8 x i32> %710, %702
  %715 = and <8 x i32> %711, %703
  %716 = and <8 x i32> %712, %704
  %717 = and <8 x i32> %713, %705
  %718 = getelementptr i32, ptr %32, i64 %657
  %719 = getelementptr i8, ptr %718, i64 32
  %720 = getelementptr i8, ptr %718, i64 64
  %721 = getelementptr i8, ptr %718, i64 96
  %722 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %718, <8 x i1> %690, <8 x i32> poison)
  %723 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %719, <8 x i1> %691, <8 x i32> poison)
  %724 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %720, <8 x i1> %692, <8 x i32> poison)
  %725 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %721, <8 x i1> %693, <8 x i32> poison)
  %726 = or <8 x i32> %722, %714
  %727 = or <8 x i32> %723, %715
  %728 = or <8 x i32> %724, %716
  %729 = or <8 x i32> %725, %717
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %726, ptr align 16 %718, <8 x i1> %690)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %727, ptr align 16 %719, <8 x i1> %691)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %728, ptr align 16 %720, <8 x i1> %692)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %729, ptr align 16 %721, <8 x i1> %693)
  %730 = add nuw i64 %657, 32
  %731 = icmp eq i64 %730, %445
  br i1 %731, label %732, label %656

732:                                              ; preds = %656
  br i1 %446, label %784, label %733

733:                                              ; preds = %732
  br i1 %447, label %765, label %734

734:                                              ; preds = %648, %733
  %735 = phi i64 [ %445, %733 ], [ 0, %648 ]
  %736 = insertelement <8 x i64> poison, i64 %647, i64 0
  %737 = shufflevector <8 x i64> %736, <8 x i64> poison, <8 x i32> zeroinitializer
  %738 = insertelement <8 x i64> poison, i64 %553, i64 0
  %739 = shufflevector <8 x i64> %738, <8 x i64> poison, <8 x i32> zeroinitializer
  %740 = insertelement <8 x i64> poison, i64 %557, i64 0
  %741 = shufflevector <8 x i64> %740, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %742

742:                                              ; preds = %742, %734
  %743 = phi i64 [ %735, %734 ], [ %762, %742 ]
  %744 = getelementptr inbounds nuw i64, ptr %289, i64 %743
  %745 = load <8 x i64>, ptr %744, align 8
  %746 = sub <8 x i64> %737, %745
  %747 = getelementptr inbounds nuw i64, ptr %290, i64 %743
  %748 = load <8 x i64>, ptr %747, align 8
  %749 = add nsw <8 x i64> %746, %748
  %750 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %746, <8 x i64> %739)
  %751 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %749, <8 x i64> %741)
  %752 = icmp slt <8 x i64> %750, %751
  %753 = trunc <8 x i64> %751 to <8 x i32>
  %754 = shl nsw <8 x i32> splat (i32 -1), %753
  %755 = xor <8 x i32> %754, splat (i32 -1)
  %756 = trunc <8 x i64> %750 to <8 x i32>
  %757 = shl nsw <8 x i32> splat (i32 -1), %756
  %758 = and <8 x i32> %757, %755
  %759 = getelementptr i32, ptr %32, i64 %743
  %760 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %759, <8 x i1> %752, <8 x i32> poison)
  %761 = or <8 x i32> %760, %758
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %761, ptr align 16 %759, <8 x i1> %752)
  %762 = add nuw i64 %743, 8
  %763 = icmp eq i64 %762, %448
  br i1 %763, label %764, label %742

764:                                              ; preds = %742
  br i1 %449, label %784, label %765

765:                                              ; preds = %646, %733, %764
  %766 = phi i64 [ 0, %646 ], [ %445, %733 ], [ %448, %764 ]
  br label %787

767:                                              ; preds = %643, %781
  %768 = phi i64 [ %782, %781 ], [ %644, %643 ]
  %769 = getelementptr inbounds nuw i64, ptr %287, i64 %768
  %770 = load i64, ptr %769, align 8
  %771 = add nsw i64 %770, %554
  %772 = icmp sgt i64 %771, -1
  br i1 %772, label %773, label %781

773:                                              ; preds = %767
  %774 = getelementptr inbounds nuw i64, ptr %288, i64 %768
  %775 = load i64, ptr %774, align 8
  %776 = icmp slt i64 %771, %775
  br i1 %776, label %777, label %781

777:                                              ; preds = %773
  %778 = getelementptr inbounds nuw i32, ptr %31, i64 %768
  %779 = load i32, ptr %778, align 4
  %780 = or i32 %779, %564
  store i32 %780, ptr %778, align 4
  br label %781

781:                                              ; preds = %777, %773, %767
  %782 = add nuw nsw i64 %768, 1
  %783 = icmp eq i64 %782, %11
  br i1 %783, label %645, label %767

784:                                              ; preds = %808, %732, %764, %645
  %785 = add nsw i64 %554, 1
  %786 = icmp slt i64 %556, %541
  br i1 %786, label %551, label %547

787:                                              ; preds = %765, %808
  %788 = phi i64 [ %809, %808 ], [ %766, %765 ]
  %789 = getelementptr inbounds nuw i64, ptr %289, i64 %788
  %790 = load i64, ptr %789, align 8
  %791 = sub i64 %647, %790
  %792 = getelementptr inbounds nuw i64, ptr %290, i64 %788
  %793 = load i64, ptr %792, align 8
  %794 = add nsw i64 %791, %793
  %795 = tail call i64 @llvm.smax.i64(i64 %791, i64 %553)
  %796 = tail call i64 @llvm.smin.i64(i64 %794, i64 %557)
  %797 = icmp slt i64 %795, %796
  br i1 %797, label %798, label %808

798:                                              ; preds = %787
  %799 = trunc i64 %796 to i32
  %800 = shl nsw i32 -1, %799
  %801 = xor i32 %800, -1
  %802 = trunc i64 %795 to i32
  %803 = shl nsw i32 -1, %802
  %804 = and i32 %803, %801
  %805 = getelementptr inbounds nuw i32, ptr %32, i64 %788
  %806 = load i32, ptr %805, align 4
  %807 = or i32 %806, %804
  store i32 %807, ptr %805, align 4
  br label %808

808:                                              ; preds = %798, %787
  %809 = add nuw nsw i64 %788, 1
  %810 = icmp eq i64 %809, %12
  br i1 %810, label %784, label %787

811:                                              ; preds = %548, %855
  %812 = phi i64 [ 0, %548 ], [ %856, %855 ]
  br i1 %199, label %813, label %855

813:                                              ; preds = %811
  %814 = getelementptr inbounds nuw i64, ptr %34, i64 %812
  %815 = load i64, ptr %814, align 8
  %816 = getelementptr inbounds nuw i64, ptr %287, i64 %812
  %817 = load i64, ptr %816, align 8
  %818 = mul nsw i64 %817, %10
  %819 = add i64 %815, %538
  %820 = add i64 %819, %818
  %821 = mul nuw nsw i64 %812, %12
  %822 = getelementptr inbounds nuw i32, ptr %31, i64 %812
  %823 = load i32, ptr %822, align 4
  br i1 %450, label %850, label %824

824:                                              ; preds = %813
  %825 = insertelement <8 x i64> poison, i64 %820, i64 0
  %826 = shufflevector <8 x i64> %825, <8 x i64> poison, <8 x i32> zeroinitializer
  %827 = insertelement <8 x i64> poison, i64 %821, i64 0
  %828 = shufflevector <8 x i64> %827, <8 x i64> poison, <8 x i32> zeroinitializer
  %829 = insertelement <8 x i32> poison, i32 %823, i64 0
  %830 = shufflevector <8 x i32> %829, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %831

831:                                              ; preds = %831, %824
  %832 = phi i64 [ 0, %824 ], [ %846, %831 ]
  %833 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %824 ], [ %847, %831 ]
  %834 = getelementptr inbounds nuw i64, ptr %291, i64 %832
  %835 = load <8 x i64>, ptr %834, align 8
  %836 = getelementptr inbounds nuw i64, ptr %289, i64 %832
  %837 = load <8 x i64>, ptr %836, align 8
  %838 = add <8 x i64> %835, %826
  %839 = add nsw <8 x i64> %838, %837
  %840 = add nuw nsw <8 x i64> %833, %828
  %841 = getelementptr [3 x i64], ptr %549, <8 x i64> %840
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %839, <8 x ptr> align 8 %841, <8 x i1> splat (i1 true))
  %842 = getelementptr inbounds nuw i32, ptr %32, i64 %832
  %843 = load <8 x i32>, ptr %842, align 16
  %844 = and <8 x i32> %843, %830
  %845 = getelementptr [3 x i32], ptr %550, <8 x i64> %840
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %844, <8 x ptr> align 4 %845, <8 x i1> splat (i1 true))
  %846 = add nuw i64 %832, 8
  %847 = add nuw nsw <8 x i64> %833, splat (i64 8)
  %848 = icmp eq i64 %846, %451
  br i1 %848, label %849, label %831

849:                                              ; preds = %831
  br i1 %452, label %855, label %850

850:                                              ; preds = %813, %849
  %851 = phi i64 [ 0, %813 ], [ %451, %849 ]
  br label %858

852:                                              ; preds = %855, %547
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  %853 = add nuw nsw i64 %535, 1
  %854 = icmp eq i64 %853, 3
  br i1 %854, label %1054, label %534

855:                                              ; preds = %858, %849, %811
  %856 = add nuw nsw i64 %812, 1
  %857 = icmp eq i64 %856, %11
  br i1 %857, label %852, label %811

858:                                              ; preds = %850, %858
  %859 = phi i64 [ %872, %858 ], [ %851, %850 ]
  %860 = getelementptr inbounds nuw i64, ptr %291, i64 %859
  %861 = load i64, ptr %860, align 8
  %862 = getelementptr inbounds nuw i64, ptr %289, i64 %859
  %863 = load i64, ptr %862, align 8
  %864 = add i64 %861, %820
  %865 = add nsw i64 %864, %863
  %866 = add nuw nsw i64 %859, %821
  %867 = getelementptr [3 x i64], ptr %549, i64 %866
  store i64 %865, ptr %867, align 8
  %868 = getelementptr inbounds nuw i32, ptr %32, i64 %859
  %869 = load i32, ptr %868, align 4
  %870 = and i32 %869, %823
  %871 = getelementptr [3 x i32], ptr %550, i64 %866
  store i32 %870, ptr %871, align 4
  %872 = add nuw nsw i64 %859, 1
  %873 = icmp eq i64 %872, %12
  br i1 %873, label %855, label %858

874:                                              ; preds = %509
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  call void @llvm.lifetime.start.p0(ptr nonnull %40)
  %875 = tail call i64 @llvm.smin.i64(i64 %510, i64 %504)
  %876 = sdiv i64 %875, %267
  store i64 %876, ptr %39, align 16
  %877 = srem i64 %875, %267
  %878 = shl nsw i64 %877, 4
  store i64 %878, ptr %40, align 16
  %879 = mul nsw i64 %876, %10
  %880 = add nsw i64 %878, %879
  store i64 %880, ptr %37, align 16
  %881 = icmp sgt i32 %514, 0
  %882 = sub nsw i64 %10, %878
  %883 = select i1 %881, i64 %882, i64 0
  store i64 %883, ptr %38, align 16
  %884 = add nsw i64 %510, 1
  %885 = tail call i64 @llvm.smin.i64(i64 %884, i64 %504)
  %886 = sdiv i64 %885, %267
  store i64 %886, ptr %311, align 8
  %887 = srem i64 %885, %267
  %888 = shl nsw i64 %887, 4
  store i64 %888, ptr %312, align 8
  %889 = mul nsw i64 %886, %10
  %890 = add nsw i64 %888, %889
  store i64 %890, ptr %313, align 8
  %891 = icmp sgt i32 %514, 1
  %892 = sub nsw i64 %10, %888
  %893 = select i1 %891, i64 %892, i64 0
  store i64 %893, ptr %314, align 8
  %894 = add nsw i64 %510, 2
  %895 = tail call i64 @llvm.smin.i64(i64 %894, i64 %504)
  %896 = sdiv i64 %895, %267
  store i64 %896, ptr %315, align 16
  %897 = srem i64 %895, %267
  %898 = shl nsw i64 %897, 4
  store i64 %898, ptr %316, align 16
  %899 = mul nsw i64 %896, %10
  %900 = add nsw i64 %898, %899
  store i64 %900, ptr %317, align 16
  %901 = icmp sgt i32 %514, 2
  %902 = sub nsw i64 %10, %898
  %903 = select i1 %901, i64 %902, i64 0
  store i64 %903, ptr %318, align 16
  br i1 %65, label %904, label %1053

904:                                              ; preds = %874
  %905 = sext i32 %514 to i64
  %906 = icmp slt i32 %514, 3
  %907 = icmp sgt i32 %514, 0
  %908 = load i64, ptr %64, align 8
  %909 = shl nsw i64 %905, 3
  %910 = sub i32 2, %514
  %911 = zext i32 %910 to i64
  %912 = shl nuw nsw i64 %911, 3
  %913 = add nuw nsw i64 %912, 8
  %914 = shl nsw i64 %905, 2
  %915 = shl nuw nsw i64 %911, 2
  %916 = add nuw nsw i64 %915, 4
  %917 = getelementptr i8, ptr %35, i64 %909
  %918 = getelementptr i8, ptr %36, i64 %914
  %919 = zext i32 %514 to i64
  %920 = icmp ult i32 %514, 8
  %921 = and i64 %919, 4294967288
  %922 = insertelement <8 x i64> poison, i64 %908, i64 0
  %923 = shufflevector <8 x i64> %922, <8 x i64> poison, <8 x i32> zeroinitializer
  %924 = icmp eq i64 %921, %919
  br label %925

925:                                              ; preds = %904, %938
  %926 = phi i64 [ 0, %904 ], [ %939, %938 ]
  br i1 %199, label %927, label %938

927:                                              ; preds = %925
  %928 = mul i64 %305, %926
  %929 = mul i64 %306, %926
  %930 = mul nuw nsw i64 %926, %12
  %931 = getelementptr inbounds nuw i64, ptr %287, i64 %926
  %932 = getelementptr inbounds nuw i64, ptr %288, i64 %926
  %933 = getelementptr inbounds nuw i64, ptr %34, i64 %926
  %934 = getelementptr i8, ptr %917, i64 %928
  %935 = getelementptr i8, ptr %918, i64 %929
  %936 = insertelement <8 x ptr> poison, ptr %932, i64 0
  %937 = shufflevector <8 x ptr> %936, <8 x ptr> poison, <8 x i32> zeroinitializer
  br label %941

938:                                              ; preds = %1011, %925
  %939 = add nuw nsw i64 %926, 1
  %940 = icmp eq i64 %939, %11
  br i1 %940, label %1053, label %925

941:                                              ; preds = %927, %1011
  %942 = phi i64 [ 0, %927 ], [ %1012, %1011 ]
  %943 = add nuw nsw i64 %942, %930
  br i1 %906, label %944, label %949

944:                                              ; preds = %941
  %945 = mul i64 %942, 24
  %946 = getelementptr i8, ptr %934, i64 %945
  %947 = mul i64 %942, 12
  %948 = getelementptr i8, ptr %935, i64 %947
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %946, i8 0, i64 %913, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %948, i8 0, i64 %916, i1 false)
  br i1 %907, label %949, label %1011

949:                                              ; preds = %941, %944
  %950 = load i64, ptr %931, align 8
  %951 = getelementptr inbounds nuw i64, ptr %289, i64 %942
  %952 = load i64, ptr %951, align 8
  %953 = getelementptr inbounds nuw i64, ptr %290, i64 %942
  %954 = load i64, ptr %953, align 8
  %955 = load i64, ptr %933, align 8
  %956 = getelementptr inbounds nuw i64, ptr %291, i64 %942
  %957 = load i64, ptr %956, align 8
  %958 = add i64 %955, %957
  %959 = getelementptr inbounds nuw [3 x i64], ptr %35, i64 %943
  %960 = getelementptr inbounds nuw [3 x i32], ptr %36, i64 %943
  br i1 %920, label %1009, label %961

961:                                              ; preds = %949
  %962 = insertelement <8 x i64> poison, i64 %950, i64 0
  %963 = shufflevector <8 x i64> %962, <8 x i64> poison, <8 x i32> zeroinitializer
  %964 = insertelement <8 x i64> poison, i64 %952, i64 0
  %965 = shufflevector <8 x i64> %964, <8 x i64> poison, <8 x i32> zeroinitializer
  %966 = insertelement <8 x i64> poison, i64 %954, i64 0
  %967 = shufflevector <8 x i64> %966, <8 x i64> poison, <8 x i32> zeroinitializer
  %968 = insertelement <8 x i64> poison, i64 %958, i64 0
  %969 = shufflevector <8 x i64> %968, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %970

970:                                              ; preds = %970, %961
  %971 = phi i64 [ 0, %961 ], [ %1006, %970 ]
  %972 = getelementptr inbounds nuw i64, ptr %39, i64 %971
  %973 = load <8 x i64>, ptr %972, align 16
  %974 = add nsw <8 x i64> %963, %973
  %975 = getelementptr inbounds nuw i64, ptr %40, i64 %971
  %976 = load <8 x i64>, ptr %975, align 16
  %977 = add nsw <8 x i64> %965, %976
  %978 = icmp sgt <8 x i64> %974, splat (i64 -1)
  %979 = call <8 x i64> @llvm.masked.gather.v8i64.v8p0(<8 x ptr> align 8 %937, <8 x i1> %978, <8 x i64> poison)
  %980 = icmp slt <8 x i64> %974, %979
  %981 = freeze <8 x i1> %980
  %982 = and <8 x i1> %978, %981
  %983 = icmp slt <8 x i64> %977, zeroinitializer
  %984 = sub nsw <8 x i64> zeroinitializer, %977
  %985 = select <8 x i1> %983, <8 x i64> %984, <8 x i64> zeroinitializer
  %986 = sub nsw <8 x i64> %967, %977
  %987 = sub nsw <8 x i64> %454, %976
  %988 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %986, <8 x i64> %987)
  %989 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %988, <8 x i64> splat (i64 16))
  %990 = icmp sgt <8 x i64> %989, %985
  %991 = and <8 x i1> %978, %981
  %992 = select <8 x i1> %991, <8 x i1> %990, <8 x i1> zeroinitializer
  %993 = select <8 x i1> %982, <8 x i64> %974, <8 x i64> zeroinitializer
  %994 = mul nsw <8 x i64> %923, %993
  %995 = add <8 x i64> %977, %969
  %996 = add <8 x i64> %995, %994
  %997 = getelementptr inbounds nuw i64, ptr %959, i64 %971
  store <8 x i64> %996, ptr %997, align 8
  %998 = trunc <8 x i64> %989 to <8 x i32>
  %999 = shl nsw <8 x i32> splat (i32 -1), %998
  %1000 = xor <8 x i32> %999, splat (i32 -1)
  %1001 = trunc <8 x i64> %985 to <8 x i32>
  %1002 = shl nsw <8 x i32> splat (i32 -1), %1001
  %1003 = and <8 x i32> %1002, %1000
  %1004 = select <8 x i1> %992, <8 x i32> %1003, <8 x i32> zeroinitializer
  %1005 = getelementptr inbounds nuw i32, ptr %960, i64 %971
  store <8 x i32> %1004, ptr %1005, align 4
  %1006 = add nuw i64 %971, 8
  %1007 = icmp eq i64 %1006, %921
  br i1 %1007, label %1008, label %970

1008:                                             ; preds = %970
  br i1 %924, label %1011, label %1009

1009:                                             ; preds = %949, %1008
  %1010 = phi i64 [ 0, %949 ], [ %921, %1008 ]
  br label %1014

1011:                                             ; preds = %1027, %1008, %944
  %1012 = add nuw nsw i64 %942, 1
  %1013 = icmp eq i64 %1012, %12
  br i1 %1013, label %938, label %941

1014:                                             ; preds = %1009, %1027
  %1015 = phi i64 [ %1051, %1027 ], [ %1010, %1009 ]
  %1016 = getelementptr inbounds nuw i64, ptr %39, i64 %1015
  %1017 = load i64, ptr %1016, align 8
  %1018 = add nsw i64 %950, %1017
  %1019 = getelementptr inbounds nuw i64, ptr %40, i64 %1015
  %1020 = load i64, ptr %1019, align 8
  %1021 = add nsw i64 %952, %1020
  %1022 = icmp sgt i64 %1018, -1
  br i1 %1022, label %1023, label %1027

1023:                                             ; preds = %1014
  %1024 = load i64, ptr %932, align 8
  %1025 = icmp slt i64 %1018, %1024
  %1026 = freeze i1 %1025
  br label %1027

1027:                                             ; preds = %1023, %1014
  %1028 = phi i1 [ false, %1014 ], [ %1026, %1023 ]
  %1029 = icmp slt i64 %1021, 0
  %1030 = sub nsw i64 0, %1021
  %1031 = select i1 %1029, i64 %1030, i64 0
  %1032 = sub nsw i64 %954, %1021
  %1033 = sub nsw i64 %10, %1020
  %1034 = tail call i64 @llvm.smin.i64(i64 %1032, i64 %1033)
  %1035 = tail call i64 @llvm.smin.i64(i64 %1034, i64 16)
  %1036 = icmp sgt i64 %1035, %1031
  %1037 = select i1 %1028, i1 %1036, i1 false
  %1038 = select i1 %1028, i64 %1018, i64 0
  %1039 = mul nsw i64 %908, %1038
  %1040 = add i64 %1021, %958
  %1041 = add i64 %1040, %1039
  %1042 = getelementptr inbounds nuw i64, ptr %959, i64 %1015
  store i64 %1041, ptr %1042, align 8
  %1043 = trunc i64 %1035 to i32
  %1044 = shl nsw i32 -1, %1043
  %1045 = xor i32 %1044, -1
  %1046 = trunc i64 %1031 to i32
  %1047 = shl nsw i32 -1, %1046
  %1048 = and i32 %1047, %1045
  %1049 = select i1 %1037, i32 %1048, i32 0
  %1050 = getelementptr inbounds nuw i32, ptr %960, i64 %1015
  store i32 %1049, ptr %1050, align 4
  %1051 = add nuw nsw i64 %1015, 1
  %1052 = icmp eq i64 %1051, %919
  br i1 %1052, label %1011, label %1014

1053:                                             ; preds = %938, %874
  call void @llvm.lifetime.end.p0(ptr nonnull %40)
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  br label %1054

1054:                                             ; preds = %852, %1053
  %1055 = phi i64 [ %900, %1053 ], [ %530, %852 ]
  %1056 = phi i64 [ %890, %1053 ], [ %524, %852 ]
  %1057 = phi i64 [ %880, %1053 ], [ %518, %852 ]
  %1058 = phi i64 [ %903, %1053 ], [ %533, %852 ]
  %1059 = phi i64 [ %893, %1053 ], [ %527, %852 ]
  %1060 = phi i64 [ %883, %1053 ], [ %521, %852 ]
  br i1 %505, label %1061, label %1089

1061:                                             ; preds = %1054
  %1062 = icmp eq i32 %514, 3
  %1063 = icmp sgt i32 %514, 0
  %1064 = zext nneg i32 %514 to i64
  %1065 = icmp sgt i64 %1060, 15
  %1066 = trunc i64 %1060 to i32
  %1067 = shl nsw i32 -1, %1066
  %1068 = trunc i32 %1067 to i16
  %1069 = xor i16 %1068, -1
  %1070 = select i1 %1065, i16 -1, i16 %1069
  %1071 = icmp sgt i64 %1059, 15
  %1072 = trunc i64 %1059 to i32
  %1073 = shl nsw i32 -1, %1072
  %1074 = trunc i32 %1073 to i16
  %1075 = xor i16 %1074, -1
  %1076 = select i1 %1071, i16 -1, i16 %1075
  %1077 = icmp sgt i64 %1058, 15
  %1078 = trunc i64 %1058 to i32
  %1079 = shl nsw i32 -1, %1078
  %1080 = trunc i32 %1079 to i16
  %1081 = xor i16 %1080, -1
  %1082 = select i1 %1077, i16 -1, i16 %1081
  %1083 = bitcast i16 %1070 to <16 x i1>
  %1084 = bitcast i16 %1076 to <16 x i1>
  %1085 = bitcast i16 %1082 to <16 x i1>
  %1086 = bitcast i16 %1070 to <16 x i1>
  %1087 = bitcast i16 %1076 to <16 x i1>
  %1088 = bitcast i16 %1082 to <16 x i1>
  br label %1092

1089:                                             ; preds = %3264, %1054
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  %1090 = add nsw i64 %510, 3
  %1091 = icmp slt i64 %1090, %490
  br i1 %1091, label %509, label %506

1092:                                             ; preds = %1061, %3264
  %1093 = phi i64 [ %501, %1061 ], [ %3265, %3264 ]
  %1094 = sub nsw i64 %487, %1093
  %1095 = icmp sgt i64 %1094, 7
  %1096 = select i1 %1095, i64 %1093, i64 %292
  %1097 = sub nsw i64 %1093, %1096
  br i1 %1062, label %1156, label %1098

1098:                                             ; preds = %1092
  br i1 %1063, label %1099, label %3264

1099:                                             ; preds = %1098
  %1100 = mul i64 %296, %1096
  %1101 = getelementptr inbounds float, ptr %43, i64 %1096
  %1102 = getelementptr inbounds float, ptr %42, i64 %1100
  %1103 = getelementptr inbounds nuw i8, ptr %1101, i64 4
  %1104 = getelementptr inbounds nuw i8, ptr %1101, i64 8
  %1105 = getelementptr inbounds nuw i8, ptr %1101, i64 12
  %1106 = getelementptr inbounds nuw i8, ptr %1101, i64 16
  %1107 = getelementptr inbounds nuw i8, ptr %1101, i64 20
  %1108 = getelementptr inbounds nuw i8, ptr %1101, i64 24
  %1109 = getelementptr inbounds nuw i8, ptr %1101, i64 28
  %1110 = mul nsw i64 %1096, %265
  %1111 = getelementptr inbounds float, ptr %494, i64 %1110
  %1112 = add nsw i64 %1096, 1
  %1113 = mul nsw i64 %1112, %265
  %1114 = getelementptr inbounds float, ptr %494, i64 %1113
  %1115 = add nsw i64 %1096, 2
  %1116 = mul nsw i64 %1115, %265
  %1117 = getelementptr inbounds float, ptr %494, i64 %1116
  %1118 = add nsw i64 %1096, 3
  %1119 = mul nsw i64 %1118, %265
  %1120 = getelementptr inbounds float, ptr %494, i64 %1119
  %1121 = add nsw i64 %1096, 4
  %1122 = mul nsw i64 %1121, %265
  %1123 = getelementptr inbounds float, ptr %494, i64 %1122
  %1124 = add nsw i64 %1096, 5
  %1125 = mul nsw i64 %1124, %265
  %1126 = getelementptr inbounds float, ptr %494, i64 %1125
  %1127 = add nsw i64 %1096, 6
  %1128 = mul nsw i64 %1127, %265
  %1129 = getelementptr inbounds float, ptr %494, i64 %1128
  %1130 = add nsw i64 %1096, 7
  %1131 = mul nsw i64 %1130, %265
  %1132 = getelementptr inbounds float, ptr %494, i64 %1131
  %1133 = mul nsw i64 %1096, %265
  %1134 = icmp sgt i64 %1097, 0
  %1135 = add nsw i64 %1096, 1
  %1136 = mul nsw i64 %1135, %265
  %1137 = icmp sgt i64 %1097, 1
  %1138 = add nsw i64 %1096, 2
  %1139 = mul nsw i64 %1138, %265
  %1140 = icmp sgt i64 %1097, 2
  %1141 = add nsw i64 %1096, 3
  %1142 = mul nsw i64 %1141, %265
  %1143 = icmp sgt i64 %1097, 3
  %1144 = add nsw i64 %1096, 4
  %1145 = mul nsw i64 %1144, %265
  %1146 = icmp sgt i64 %1097, 4
  %1147 = add nsw i64 %1096, 5
  %1148 = mul nsw i64 %1147, %265
  %1149 = icmp sgt i64 %1097, 5
  %1150 = add nsw i64 %1096, 6
  %1151 = mul nsw i64 %1150, %265
  %1152 = icmp sgt i64 %1097, 6
  %1153 = add nsw i64 %1096, 7
  %1154 = mul nsw i64 %1153, %265
  %1155 = icmp sgt i64 %1097, 7
  br label %2494

1156:                                             ; preds = %1092
  %1157 = getelementptr inbounds float, ptr %43, i64 %1096
  br i1 %295, label %1166, label %1158

1158:                                             ; preds = %1156
  %1159 = load float, ptr %1157, align 4
  %1160 = insertelement <16 x float> poison, float %1159, i64 0
  %1161 = shufflevector <16 x float> %1160, <16 x float> poison, <16 x i32> zeroinitializer
  %1162 = insertelement <16 x float> poison, float %1159, i64 0
  %1163 = shufflevector <16 x float> %1162, <16 x float> poison, <16 x i32> zeroinitializer
  %1164 = insertelement <16 x float> poison, float %1159, i64 0
  %1165 = shufflevector <16 x float> %1164, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1175

1166:                                             ; preds = %1156
  %1167 = mul nsw i64 %1096, %265
  %1168 = getelementptr inbounds float, ptr %494, i64 %1167
  %1169 = getelementptr inbounds float, ptr %1168, i64 %1057
  %1170 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1169, <16 x i1> %1083, <16 x float> zeroinitializer)
  %1171 = getelementptr inbounds float, ptr %1168, i64 %1056
  %1172 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1171, <16 x i1> %1084, <16 x float> zeroinitializer)
  %1173 = getelementptr inbounds float, ptr %1168, i64 %1055
  %1174 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1173, <16 x i1> %1085, <16 x float> zeroinitializer)
  br label %1175

1175:                                             ; preds = %1166, %1158
  %1176 = phi <16 x float> [ %1172, %1166 ], [ %1163, %1158 ]
  %1177 = phi <16 x float> [ %1170, %1166 ], [ %1161, %1158 ]
  %1178 = phi <16 x float> [ %1174, %1166 ], [ %1165, %1158 ]
  br i1 %295, label %1188, label %1179

1179:                                             ; preds = %1175
  %1180 = getelementptr inbounds nuw i8, ptr %1157, i64 4
  %1181 = load float, ptr %1180, align 4
  %1182 = insertelement <16 x float> poison, float %1181, i64 0
  %1183 = shufflevector <16 x float> %1182, <16 x float> poison, <16 x i32> zeroinitializer
  %1184 = insertelement <16 x float> poison, float %1181, i64 0
  %1185 = shufflevector <16 x float> %1184, <16 x float> poison, <16 x i32> zeroinitializer
  %1186 = insertelement <16 x float> poison, float %1181, i64 0
  %1187 = shufflevector <16 x float> %1186, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1198

1188:                                             ; preds = %1175
  %1189 = add nsw i64 %1096, 1
  %1190 = mul nsw i64 %1189, %265
  %1191 = getelementptr inbounds float, ptr %494, i64 %1190
  %1192 = getelementptr inbounds float, ptr %1191, i64 %1057
  %1193 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1192, <16 x i1> %1083, <16 x float> zeroinitializer)
  %1194 = getelementptr inbounds float, ptr %1191, i64 %1056
  %1195 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1194, <16 x i1> %1084, <16 x float> zeroinitializer)
  %1196 = getelementptr inbounds float, ptr %1191, i64 %1055
  %1197 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1196, <16 x i1> %1085, <16 x float> zeroinitializer)
  br label %1198

1198:                                             ; preds = %1188, %1179
  %1199 = phi <16 x float> [ %1195, %1188 ], [ %1185, %1179 ]
  %1200 = phi <16 x float> [ %1193, %1188 ], [ %1183, %1179 ]
  %1201 = phi <16 x float> [ %1197, %1188 ], [ %1187, %1179 ]
  br i1 %295, label %1211, label %1202

1202:                                             ; preds = %1198
  %1203 = getelementptr inbounds nuw i8, ptr %1157, i64 8
  %1204 = load float, ptr %1203, align 4
  %1205 = insertelement <16 x float> poison, float %1204, i64 0
  %1206 = shufflevector <16 x float> %1205, <16 x float> poison, <16 x i32> zeroinitializer
  %1207 = insertelement <16 x float> poison, float %1204, i64 0
  %1208 = shufflevector <16 x float> %1207, <16 x float> poison, <16 x i32> zeroinitializer
  %1209 = insertelement <16 x float> poison, float %1204, i64 0
  %1210 = shufflevector <16 x float> %1209, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1221

1211:                                             ; preds = %1198
  %1212 = add nsw i64 %1096, 2
  %1213 = mul nsw i64 %1212, %265
  %1214 = getelementptr inbounds float, ptr %494, i64 %1213
  %1215 = getelementptr inbounds float, ptr %1214, i64 %1057
  %1216 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1215, <16 x i1> %1083, <16 x float> zeroinitializer)
  %1217 = getelementptr inbounds float, ptr %1214, i64 %1056
  %1218 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1217, <16 x i1> %1084, <16 x float> zeroinitializer)
  %1219 = getelementptr inbounds float, ptr %1214, i64 %1055
  %1220 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1219, <16 x i1> %1085, <16 x float> zeroinitializer)
  br label %1221

1221:                                             ; preds = %1211, %1202
  %1222 = phi <16 x float> [ %1218, %1211 ], [ %1208, %1202 ]
  %1223 = phi <16 x float> [ %1216, %1211 ], [ %1206, %1202 ]
  %1224 = phi <16 x float> [ %1220, %1211 ], [ %1210, %1202 ]
  br i1 %295, label %1234, label %1225

1225:                                             ; preds = %1221
  %1226 = getelementptr inbounds nuw i8, ptr %1157, i64 12
  %1227 = load float, ptr %1226, align 4
  %1228 = insertelement <16 x float> poison, float %1227, i64 0
  %1229 = shufflevector <16 x float> %1228, <16 x float> poison, <16 x i32> zeroinitializer
  %1230 = insertelement <16 x float> poison, float %1227, i64 0
  %1231 = shufflevector <16 x float> %1230, <16 x float> poison, <16 x i32> zeroinitializer
  %1232 = insertelement <16 x float> poison, float %1227, i64 0
  %1233 = shufflevector <16 x float> %1232, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1244

1234:                                             ; preds = %1221
  %1235 = add nsw i64 %1096, 3
  %1236 = mul nsw i64 %1235, %265
  %1237 = getelementptr inbounds float, ptr %494, i64 %1236
  %1238 = getelementptr inbounds float, ptr %1237, i64 %1057
  %1239 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1238, <16 x i1> %1083, <16 x float> zeroinitializer)
  %1240 = getelementptr inbounds float, ptr %1237, i64 %1056
  %1241 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1240, <16 x i1> %1084, <16 x float> zeroinitializer)
  %1242 = getelementptr inbounds float, ptr %1237, i64 %1055
  %1243 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1242, <16 x i1> %1085, <16 x float> zeroinitializer)
  br label %1244

1244:                                             ; preds = %1234, %1225
  %1245 = phi <16 x float> [ %1241, %1234 ], [ %1231, %1225 ]
  %1246 = phi <16 x float> [ %1239, %1234 ], [ %1229, %1225 ]
  %1247 = phi <16 x float> [ %1243, %1234 ], [ %1233, %1225 ]
  br i1 %295, label %1257, label %1248

1248:                                             ; preds = %1244
  %1249 = getelementptr inbounds nuw i8, ptr %1157, i64 16
  %1250 = load float, ptr %1249, align 4
  %1251 = insertelement <16 x float> poison, float %1250, i64 0
  %1252 = shufflevector <16 x float> %1251, <16 x float> poison, <16 x i32> zeroinitializer
  %1253 = insertelement <16 x float> poison, float %1250, i64 0
  %1254 = shufflevector <16 x float> %1253, <16 x float> poison, <16 x i32> zeroinitializer
  %1255 = insertelement <16 x float> poison, float %1250, i64 0
  %1256 = shufflevector <16 x float> %1255, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1267

1257:                                             ; preds = %1244
  %1258 = add nsw i64 %1096, 4
  %1259 = mul nsw i64 %1258, %265
  %1260 = getelementptr inbounds float, ptr %494, i64 %1259
  %1261 = getelementptr inbounds float, ptr %1260, i64 %1057
  %1262 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1261, <16 x i1> %1083, <16 x float> zeroinitializer)
  %1263 = getelementptr inbounds float, ptr %1260, i64 %1056
  %1264 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1263, <16 x i1> %1084, <16 x float> zeroinitializer)
  %1265 = getelementptr inbounds float, ptr %1260, i64 %1055
  %1266 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1265, <16 x i1> %1085, <16 x float> zeroinitializer)
  br label %1267

1267:                                             ; preds = %1257, %1248
  %1268 = phi <16 x float> [ %1264, %1257 ], [ %1254, %1248 ]
  %1269 = phi <16 x float> [ %1262, %1257 ], [ %1252, %1248 ]
  %1270 = phi <16 x float> [ %1266, %1257 ], [ %1256, %1248 ]
  br i1 %295, label %1280, label %1271

1271:                                             ; preds = %1267
  %1272 = getelementptr inbounds nuw i8, ptr %1157, i64 20
  %1273 = load float, ptr %1272, align 4
  %1274 = insertelement <16 x float> poison, float %1273, i64 0
  %1275 = shufflevector <16 x float> %1274, <16 x float> poison, <16 x i32> zeroinitializer
  %1276 = insertelement <16 x float> poison, float %1273, i64 0
  %1277 = shufflevector <16 x float> %1276, <16 x float> poison, <16 x i32> zeroinitializer
  %1278 = insertelement <16 x float> poison, float %1273, i64 0
  %1279 = shufflevector <16 x float> %1278, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1290

1280:                                             ; preds = %1267
  %1281 = add nsw i64 %1096, 5
  %1282 = mul nsw i64 %1281, %265
  %1283 = getelementptr inbounds float, ptr %494, i64 %1282
  %1284 = getelementptr inbounds float, ptr %1283, i64 %1057
  %1285 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1284, <16 x i1> %1083, <16 x float> zeroinitializer)
  %1286 = getelementptr inbounds float, ptr %1283, i64 %1056
  %1287 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1286, <16 x i1> %1084, <16 x float> zeroinitializer)
  %1288 = getelementptr inbounds float, ptr %1283, i64 %1055
  %1289 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1288, <16 x i1> %1085, <16 x float> zeroinitializer)
  br label %1290

1290:                                             ; preds = %1280, %1271
  %1291 = phi <16 x float> [ %1287, %1280 ], [ %1277, %1271 ]
  %1292 = phi <16 x float> [ %1285, %1280 ], [ %1275, %1271 ]
  %1293 = phi <16 x float> [ %1289, %1280 ], [ %1279, %1271 ]
  br i1 %295, label %1303, label %1294

1294:                                             ; preds = %1290
  %1295 = getelementptr inbounds nuw i8, ptr %1157, i64 24
  %1296 = load float, ptr %1295, align 4
  %1297 = insertelement <16 x float> poison, float %1296, i64 0
  %1298 = shufflevector <16 x float> %1297, <16 x float> poison, <16 x i32> zeroinitializer
  %1299 = insertelement <16 x float> poison, float %1296, i64 0
  %1300 = shufflevector <16 x float> %1299, <16 x float> poison, <16 x i32> zeroinitializer
  %1301 = insertelement <16 x float> poison, float %1296, i64 0
  %1302 = shufflevector <16 x float> %1301, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1313

1303:                                             ; preds = %1290
  %1304 = add nsw i64 %1096, 6
  %1305 = mul nsw i64 %1304, %265
  %1306 = getelementptr inbounds float, ptr %494, i64 %1305
  %1307 = getelementptr inbounds float, ptr %1306, i64 %1057
  %1308 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1307, <16 x i1> %1083, <16 x float> zeroinitializer)
  %1309 = getelementptr inbounds float, ptr %1306, i64 %1056
  %1310 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1309, <16 x i1> %1084, <16 x float> zeroinitializer)
  %1311 = getelementptr inbounds float, ptr %1306, i64 %1055
  %1312 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1311, <16 x i1> %1085, <16 x float> zeroinitializer)
  br label %1313

1313:                                             ; preds = %1303, %1294
  %1314 = phi <16 x float> [ %1310, %1303 ], [ %1300, %1294 ]
  %1315 = phi <16 x float> [ %1308, %1303 ], [ %1298, %1294 ]
  %1316 = phi <16 x float> [ %1312, %1303 ], [ %1302, %1294 ]
  br i1 %295, label %1326, label %1317

1317:                                             ; preds = %1313
  %1318 = getelementptr inbounds nuw i8, ptr %1157, i64 28
  %1319 = load float, ptr %1318, align 4
  %1320 = insertelement <16 x float> poison, float %1319, i64 0
  %1321 = shufflevector <16 x float> %1320, <16 x float> poison, <16 x i32> zeroinitializer
  %1322 = insertelement <16 x float> poison, float %1319, i64 0
  %1323 = shufflevector <16 x float> %1322, <16 x float> poison, <16 x i32> zeroinitializer
  %1324 = insertelement <16 x float> poison, float %1319, i64 0
  %1325 = shufflevector <16 x float> %1324, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1336

1326:                                             ; preds = %1313
  %1327 = add nsw i64 %1096, 7
  %1328 = mul nsw i64 %1327, %265
  %1329 = getelementptr inbounds float, ptr %494, i64 %1328
  %1330 = getelementptr inbounds float, ptr %1329, i64 %1057
  %1331 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1330, <16 x i1> %1083, <16 x float> zeroinitializer)
  %1332 = getelementptr inbounds float, ptr %1329, i64 %1056
  %1333 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1332, <16 x i1> %1084, <16 x float> zeroinitializer)
  %1334 = getelementptr inbounds float, ptr %1329, i64 %1055
  %1335 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1334, <16 x i1> %1085, <16 x float> zeroinitializer)
  br label %1336

1336:                                             ; preds = %1326, %1317
  %1337 = phi <16 x float> [ %1333, %1326 ], [ %1323, %1317 ]
  %1338 = phi <16 x float> [ %1331, %1326 ], [ %1321, %1317 ]
  %1339 = phi <16 x float> [ %1335, %1326 ], [ %1325, %1317 ]
  %1340 = mul i64 %296, %1096
  %1341 = getelementptr inbounds float, ptr %42, i64 %1340
  br i1 %300, label %1393, label %1368

1342:                                             ; preds = %2265, %1393
  %1343 = phi <16 x float> [ %1394, %1393 ], [ %2266, %2265 ]
  %1344 = phi <16 x float> [ %1395, %1393 ], [ %2267, %2265 ]
  %1345 = phi <16 x float> [ %1396, %1393 ], [ %2268, %2265 ]
  %1346 = phi <16 x float> [ %1397, %1393 ], [ %2269, %2265 ]
  %1347 = phi <16 x float> [ %1398, %1393 ], [ %2270, %2265 ]
  %1348 = phi <16 x float> [ %1399, %1393 ], [ %2271, %2265 ]
  %1349 = phi <16 x float> [ %1400, %1393 ], [ %2272, %2265 ]
  %1350 = phi <16 x float> [ %1401, %1393 ], [ %2273, %2265 ]
  %1351 = phi <16 x float> [ %1402, %1393 ], [ %2274, %2265 ]
  %1352 = phi <16 x float> [ %1403, %1393 ], [ %2275, %2265 ]
  %1353 = phi <16 x float> [ %1404, %1393 ], [ %2276, %2265 ]
  %1354 = phi <16 x float> [ %1405, %1393 ], [ %2277, %2265 ]
  %1355 = phi <16 x float> [ %1406, %1393 ], [ %2278, %2265 ]
  %1356 = phi <16 x float> [ %1407, %1393 ], [ %2279, %2265 ]
  %1357 = phi <16 x float> [ %1408, %1393 ], [ %2280, %2265 ]
  %1358 = phi <16 x float> [ %1409, %1393 ], [ %2281, %2265 ]
  %1359 = phi <16 x float> [ %1410, %1393 ], [ %2282, %2265 ]
  %1360 = phi <16 x float> [ %1411, %1393 ], [ %2283, %2265 ]
  %1361 = phi <16 x float> [ %1412, %1393 ], [ %2284, %2265 ]
  %1362 = phi <16 x float> [ %1413, %1393 ], [ %2285, %2265 ]
  %1363 = phi <16 x float> [ %1414, %1393 ], [ %2286, %2265 ]
  %1364 = phi <16 x float> [ %1415, %1393 ], [ %2287, %2265 ]
  %1365 = phi <16 x float> [ %1416, %1393 ], [ %2288, %2265 ]
  %1366 = phi <16 x float> [ %1417, %1393 ], [ %2289, %2265 ]
  %1367 = icmp slt i64 %1421, %5
  br i1 %1367, label %1393, label %1368

1368:                                             ; preds = %1342, %1336
  %1369 = phi <16 x float> [ %1339, %1336 ], [ %1343, %1342 ]
  %1370 = phi <16 x float> [ %1337, %1336 ], [ %1344, %1342 ]
  %1371 = phi <16 x float> [ %1338, %1336 ], [ %1345, %1342 ]
  %1372 = phi <16 x float> [ %1316, %1336 ], [ %1346, %1342 ]
  %1373 = phi <16 x float> [ %1314, %1336 ], [ %1347, %1342 ]
  %1374 = phi <16 x float> [ %1315, %1336 ], [ %1348, %1342 ]
  %1375 = phi <16 x float> [ %1293, %1336 ], [ %1349, %1342 ]
  %1376 = phi <16 x float> [ %1291, %1336 ], [ %1350, %1342 ]
  %1377 = phi <16 x float> [ %1292, %1336 ], [ %1351, %1342 ]
  %1378 = phi <16 x float> [ %1270, %1336 ], [ %1352, %1342 ]
  %1379 = phi <16 x float> [ %1268, %1336 ], [ %1353, %1342 ]
  %1380 = phi <16 x float> [ %1269, %1336 ], [ %1354, %1342 ]
  %1381 = phi <16 x float> [ %1247, %1336 ], [ %1355, %1342 ]
  %1382 = phi <16 x float> [ %1245, %1336 ], [ %1356, %1342 ]
  %1383 = phi <16 x float> [ %1246, %1336 ], [ %1357, %1342 ]
  %1384 = phi <16 x float> [ %1224, %1336 ], [ %1358, %1342 ]
  %1385 = phi <16 x float> [ %1222, %1336 ], [ %1359, %1342 ]
  %1386 = phi <16 x float> [ %1223, %1336 ], [ %1360, %1342 ]
  %1387 = phi <16 x float> [ %1201, %1336 ], [ %1361, %1342 ]
  %1388 = phi <16 x float> [ %1199, %1336 ], [ %1362, %1342 ]
  %1389 = phi <16 x float> [ %1200, %1336 ], [ %1363, %1342 ]
  %1390 = phi <16 x float> [ %1178, %1336 ], [ %1364, %1342 ]
  %1391 = phi <16 x float> [ %1176, %1336 ], [ %1365, %1342 ]
  %1392 = phi <16 x float> [ %1177, %1336 ], [ %1366, %1342 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  store <16 x float> %1392, ptr %33, align 64
  store <16 x float> %1391, ptr %455, align 64
  store <16 x float> %1390, ptr %456, align 64
  store <16 x float> %1389, ptr %457, align 64
  store <16 x float> %1388, ptr %458, align 64
  store <16 x float> %1387, ptr %459, align 64
  store <16 x float> %1386, ptr %460, align 64
  store <16 x float> %1385, ptr %461, align 64
  store <16 x float> %1384, ptr %462, align 64
  store <16 x float> %1383, ptr %463, align 64
  store <16 x float> %1382, ptr %464, align 64
  store <16 x float> %1381, ptr %465, align 64
  store <16 x float> %1380, ptr %466, align 64
  store <16 x float> %1379, ptr %467, align 64
  store <16 x float> %1378, ptr %468, align 64
  store <16 x float> %1377, ptr %469, align 64
  store <16 x float> %1376, ptr %470, align 64
  store <16 x float> %1375, ptr %471, align 64
  store <16 x float> %1374, ptr %472, align 64
  store <16 x float> %1373, ptr %473, align 64
  store <16 x float> %1372, ptr %474, align 64
  store <16 x float> %1371, ptr %475, align 64
  store <16 x float> %1370, ptr %476, align 64
  store <16 x float> %1369, ptr %477, align 64
  br label %2292

1393:                                             ; preds = %1336, %1342
  %1394 = phi <16 x float> [ %1343, %1342 ], [ %1339, %1336 ]
  %1395 = phi <16 x float> [ %1344, %1342 ], [ %1337, %1336 ]
  %1396 = phi <16 x float> [ %1345, %1342 ], [ %1338, %1336 ]
  %1397 = phi <16 x float> [ %1346, %1342 ], [ %1316, %1336 ]
  %1398 = phi <16 x float> [ %1347, %1342 ], [ %1314, %1336 ]
  %1399 = phi <16 x float> [ %1348, %1342 ], [ %1315, %1336 ]
  %1400 = phi <16 x float> [ %1349, %1342 ], [ %1293, %1336 ]
  %1401 = phi <16 x float> [ %1350, %1342 ], [ %1291, %1336 ]
  %1402 = phi <16 x float> [ %1351, %1342 ], [ %1292, %1336 ]
  %1403 = phi <16 x float> [ %1352, %1342 ], [ %1270, %1336 ]
  %1404 = phi <16 x float> [ %1353, %1342 ], [ %1268, %1336 ]
  %1405 = phi <16 x float> [ %1354, %1342 ], [ %1269, %1336 ]
  %1406 = phi <16 x float> [ %1355, %1342 ], [ %1247, %1336 ]
  %1407 = phi <16 x float> [ %1356, %1342 ], [ %1245, %1336 ]
  %1408 = phi <16 x float> [ %1357, %1342 ], [ %1246, %1336 ]
  %1409 = phi <16 x float> [ %1358, %1342 ], [ %1224, %1336 ]
  %1410 = phi <16 x float> [ %1359, %1342 ], [ %1222, %1336 ]
  %1411 = phi <16 x float> [ %1360, %1342 ], [ %1223, %1336 ]
  %1412 = phi <16 x float> [ %1361, %1342 ], [ %1201, %1336 ]
  %1413 = phi <16 x float> [ %1362, %1342 ], [ %1199, %1336 ]
  %1414 = phi <16 x float> [ %1363, %1342 ], [ %1200, %1336 ]
  %1415 = phi <16 x float> [ %1364, %1342 ], [ %1178, %1336 ]
  %1416 = phi <16 x float> [ %1365, %1342 ], [ %1176, %1336 ]
  %1417 = phi <16 x float> [ %1366, %1342 ], [ %1177, %1336 ]
  %1418 = phi i64 [ %1421, %1342 ], [ 0, %1336 ]
  %1419 = sub nsw i64 %5, %1418
  %1420 = icmp slt i64 %1419, %299
  %1421 = add nuw nsw i64 %1418, %299
  %1422 = select i1 %1420, i64 %5, i64 %1421
  br i1 %301, label %1423, label %1342

1423:                                             ; preds = %1393
  %1424 = mul nsw i64 %1418, %293
  %1425 = getelementptr inbounds float, ptr %492, i64 %1424
  %1426 = mul nuw nsw i64 %1418, %294
  %1427 = getelementptr inbounds nuw float, ptr %1341, i64 %1426
  %1428 = icmp slt i64 %1418, %1422
  br label %1429

1429:                                             ; preds = %1423, %2265
  %1430 = phi <16 x float> [ %1394, %1423 ], [ %2266, %2265 ]
  %1431 = phi <16 x float> [ %1395, %1423 ], [ %2267, %2265 ]
  %1432 = phi <16 x float> [ %1396, %1423 ], [ %2268, %2265 ]
  %1433 = phi <16 x float> [ %1397, %1423 ], [ %2269, %2265 ]
  %1434 = phi <16 x float> [ %1398, %1423 ], [ %2270, %2265 ]
  %1435 = phi <16 x float> [ %1399, %1423 ], [ %2271, %2265 ]
  %1436 = phi <16 x float> [ %1400, %1423 ], [ %2272, %2265 ]
  %1437 = phi <16 x float> [ %1401, %1423 ], [ %2273, %2265 ]
  %1438 = phi <16 x float> [ %1402, %1423 ], [ %2274, %2265 ]
  %1439 = phi <16 x float> [ %1403, %1423 ], [ %2275, %2265 ]
  %1440 = phi <16 x float> [ %1404, %1423 ], [ %2276, %2265 ]
  %1441 = phi <16 x float> [ %1405, %1423 ], [ %2277, %2265 ]
  %1442 = phi <16 x float> [ %1406, %1423 ], [ %2278, %2265 ]
  %1443 = phi <16 x float> [ %1407, %1423 ], [ %2279, %2265 ]
  %1444 = phi <16 x float> [ %1408, %1423 ], [ %2280, %2265 ]
  %1445 = phi <16 x float> [ %1409, %1423 ], [ %2281, %2265 ]
  %1446 = phi <16 x float> [ %1410, %1423 ], [ %2282, %2265 ]
  %1447 = phi <16 x float> [ %1411, %1423 ], [ %2283, %2265 ]
  %1448 = phi <16 x float> [ %1412, %1423 ], [ %2284, %2265 ]
  %1449 = phi <16 x float> [ %1413, %1423 ], [ %2285, %2265 ]
  %1450 = phi <16 x float> [ %1414, %1423 ], [ %2286, %2265 ]
  %1451 = phi <16 x float> [ %1415, %1423 ], [ %2287, %2265 ]
  %1452 = phi <16 x float> [ %1416, %1423 ], [ %2288, %2265 ]
  %1453 = phi <16 x float> [ %1417, %1423 ], [ %2289, %2265 ]
  %1454 = phi i64 [ 0, %1423 ], [ %2290, %2265 ]
  %1455 = mul nuw nsw i64 %1454, 12
  %1456 = getelementptr nuw i8, ptr %36, i64 %1455
  %1457 = mul nuw nsw i64 %1454, 24
  %1458 = getelementptr nuw i8, ptr %35, i64 %1457
  %1459 = load i64, ptr %1458, align 8
  %1460 = getelementptr inbounds nuw i8, ptr %1458, i64 8
  %1461 = load i64, ptr %1460, align 8
  %1462 = getelementptr inbounds nuw i8, ptr %1458, i64 16
  %1463 = load i64, ptr %1462, align 8
  %1464 = load i32, ptr %1456, align 4
  %1465 = getelementptr inbounds nuw i8, ptr %1456, i64 4
  %1466 = load i32, ptr %1465, align 4
  %1467 = getelementptr inbounds nuw i8, ptr %1456, i64 8
  %1468 = load i32, ptr %1467, align 4
  %1469 = and i32 %1464, 65535
  %1470 = icmp eq i32 %1469, 65535
  %1471 = zext i1 %1470 to i32
  %1472 = and i32 %1466, 65535
  %1473 = icmp eq i32 %1472, 65535
  %1474 = select i1 %1473, i32 2, i32 0
  %1475 = or disjoint i32 %1474, %1471
  %1476 = and i32 %1468, 65535
  %1477 = icmp eq i32 %1476, 65535
  %1478 = select i1 %1477, i32 4, i32 0
  %1479 = or disjoint i32 %1478, %1475
  %1480 = getelementptr inbounds nuw float, ptr %1427, i64 %1454
  switch i32 %1479, label %1512 [
    i32 1, label %1506
    i32 2, label %1500
    i32 3, label %1496
    i32 4, label %1490
    i32 5, label %1486
    i32 6, label %1482
    i32 7, label %1481
    i32 0, label %1513
  ]

1481:                                             ; preds = %1429
  br i1 %1428, label %2079, label %2265

1482:                                             ; preds = %1429
  br i1 %1428, label %1483, label %2265

1483:                                             ; preds = %1482
  %1484 = trunc i32 %1464 to i16
  %1485 = bitcast i16 %1484 to <16 x i1>
  br label %1986

1486:                                             ; preds = %1429
  br i1 %1428, label %1487, label %2265

1487:                                             ; preds = %1486
  %1488 = trunc i32 %1466 to i16
  %1489 = bitcast i16 %1488 to <16 x i1>
  br label %1893

1490:                                             ; preds = %1429
  br i1 %1428, label %1491, label %2265

1491:                                             ; preds = %1490
  %1492 = trunc i32 %1464 to i16
  %1493 = bitcast i16 %1492 to <16 x i1>
  %1494 = trunc i32 %1466 to i16
  %1495 = bitcast i16 %1494 to <16 x i1>
  br label %1800

1496:                                             ; preds = %1429
  br i1 %1428, label %1497, label %2265

1497:                                             ; preds = %1496
  %1498 = trunc i32 %1468 to i16
  %1499 = bitcast i16 %1498 to <16 x i1>
  br label %1707

1500:                                             ; preds = %1429
  br i1 %1428, label %1501, label %2265

1501:                                             ; preds = %1500
  %1502 = trunc i32 %1464 to i16
  %1503 = bitcast i16 %1502 to <16 x i1>
  %1504 = trunc i32 %1468 to i16
  %1505 = bitcast i16 %1504 to <16 x i1>
  br label %1614

1506:                                             ; preds = %1429
  br i1 %1428, label %1507, label %2265

1507:                                             ; preds = %1506
  %1508 = trunc i32 %1466 to i16
  %1509 = bitcast i16 %1508 to <16 x i1>
  %1510 = trunc i32 %1468 to i16
  %1511 = bitcast i16 %1510 to <16 x i1>
  br label %1521

1512:                                             ; preds = %1429
  unreachable

1513:                                             ; preds = %1429
  br i1 %1428, label %1514, label %2265

1514:                                             ; preds = %1513
  %1515 = trunc i32 %1464 to i16
  %1516 = bitcast i16 %1515 to <16 x i1>
  %1517 = trunc i32 %1466 to i16
  %1518 = bitcast i16 %1517 to <16 x i1>
  %1519 = trunc i32 %1468 to i16
  %1520 = bitcast i16 %1519 to <16 x i1>
  br label %2172

1521:                                             ; preds = %1507, %1521
  %1522 = phi <16 x float> [ %1609, %1521 ], [ %1430, %1507 ]
  %1523 = phi <16 x float> [ %1608, %1521 ], [ %1431, %1507 ]
  %1524 = phi <16 x float> [ %1607, %1521 ], [ %1432, %1507 ]
  %1525 = phi <16 x float> [ %1602, %1521 ], [ %1433, %1507 ]
  %1526 = phi <16 x float> [ %1601, %1521 ], [ %1434, %1507 ]
  %1527 = phi <16 x float> [ %1600, %1521 ], [ %1435, %1507 ]
  %1528 = phi <16 x float> [ %1595, %1521 ], [ %1436, %1507 ]
  %1529 = phi <16 x float> [ %1594, %1521 ], [ %1437, %1507 ]
  %1530 = phi <16 x float> [ %1593, %1521 ], [ %1438, %1507 ]
  %1531 = phi <16 x float> [ %1588, %1521 ], [ %1439, %1507 ]
  %1532 = phi <16 x float> [ %1587, %1521 ], [ %1440, %1507 ]
  %1533 = phi <16 x float> [ %1586, %1521 ], [ %1441, %1507 ]
  %1534 = phi <16 x float> [ %1581, %1521 ], [ %1442, %1507 ]
  %1535 = phi <16 x float> [ %1580, %1521 ], [ %1443, %1507 ]
  %1536 = phi <16 x float> [ %1579, %1521 ], [ %1444, %1507 ]
  %1537 = phi <16 x float> [ %1574, %1521 ], [ %1445, %1507 ]
  %1538 = phi <16 x float> [ %1573, %1521 ], [ %1446, %1507 ]
  %1539 = phi <16 x float> [ %1572, %1521 ], [ %1447, %1507 ]
  %1540 = phi <16 x float> [ %1567, %1521 ], [ %1448, %1507 ]
  %1541 = phi <16 x float> [ %1566, %1521 ], [ %1449, %1507 ]
  %1542 = phi <16 x float> [ %1565, %1521 ], [ %1450, %1507 ]
  %1543 = phi <16 x float> [ %1560, %1521 ], [ %1451, %1507 ]
  %1544 = phi <16 x float> [ %1559, %1521 ], [ %1452, %1507 ]
  %1545 = phi <16 x float> [ %1558, %1521 ], [ %1453, %1507 ]
  %1546 = phi ptr [ %1611, %1521 ], [ %1425, %1507 ]
  %1547 = phi ptr [ %1612, %1521 ], [ %1480, %1507 ]
  %1548 = phi i64 [ %1610, %1521 ], [ %1418, %1507 ]
  %1549 = getelementptr inbounds float, ptr %1546, i64 %1459
  %1550 = load <16 x float>, ptr %1549, align 1
  %1551 = getelementptr inbounds float, ptr %1546, i64 %1461
  %1552 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1551, <16 x i1> %1509, <16 x float> zeroinitializer)
  %1553 = getelementptr inbounds float, ptr %1546, i64 %1463
  %1554 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1553, <16 x i1> %1511, <16 x float> zeroinitializer)
  %1555 = load float, ptr %1547, align 4
  %1556 = insertelement <16 x float> poison, float %1555, i64 0
  %1557 = shufflevector <16 x float> %1556, <16 x float> poison, <16 x i32> zeroinitializer
  %1558 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1550, <16 x float> %1557, <16 x float> %1545)
  %1559 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1552, <16 x float> %1557, <16 x float> %1544)
  %1560 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1554, <16 x float> %1557, <16 x float> %1543)
  %1561 = getelementptr inbounds float, ptr %1547, i64 %296
  %1562 = load float, ptr %1561, align 4
  %1563 = insertelement <16 x float> poison, float %1562, i64 0
  %1564 = shufflevector <16 x float> %1563, <16 x float> poison, <16 x i32> zeroinitializer
  %1565 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1550, <16 x float> %1564, <16 x float> %1542)
  %1566 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1552, <16 x float> %1564, <16 x float> %1541)
  %1567 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1554, <16 x float> %1564, <16 x float> %1540)
  %1568 = getelementptr inbounds i8, ptr %1547, i64 %407
  %1569 = load float, ptr %1568, align 4
  %1570 = insertelement <16 x float> poison, float %1569, i64 0
  %1571 = shufflevector <16 x float> %1570, <16 x float> poison, <16 x i32> zeroinitializer
  %1572 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1550, <16 x float> %1571, <16 x float> %1539)
  %1573 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1552, <16 x float> %1571, <16 x float> %1538)
  %1574 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1554, <16 x float> %1571, <16 x float> %1537)
  %1575 = getelementptr inbounds i8, ptr %1547, i64 %408
  %1576 = load float, ptr %1575, align 4
  %1577 = insertelement <16 x float> poison, float %1576, i64 0
  %1578 = shufflevector <16 x float> %1577, <16 x float> poison, <16 x i32> zeroinitializer
  %1579 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1550, <16 x float> %1578, <16 x float> %1536)
  %1580 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1552, <16 x float> %1578, <16 x float> %1535)
  %1581 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1554, <16 x float> %1578, <16 x float> %1534)
  %1582 = getelementptr inbounds i8, ptr %1547, i64 %409
  %1583 = load float, ptr %1582, align 4
  %1584 = insertelement <16 x float> poison, float %1583, i64 0
  %1585 = shufflevector <16 x float> %1584, <16 x float> poison, <16 x i32> zeroinitializer
  %1586 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1550, <16 x float> %1585, <16 x float> %1533)
  %1587 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1552, <16 x float> %1585, <16 x float> %1532)
  %1588 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1554, <16 x float> %1585, <16 x float> %1531)
  %1589 = getelementptr inbounds i8, ptr %1547, i64 %410
  %1590 = load float, ptr %1589, align 4
  %1591 = insertelement <16 x float> poison, float %1590, i64 0
  %1592 = shufflevector <16 x float> %1591, <16 x float> poison, <16 x i32> zeroinitializer
  %1593 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1550, <16 x float> %1592, <16 x float> %1530)
  %1594 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1552, <16 x float> %1592, <16 x float> %1529)
  %1595 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1554, <16 x float> %1592, <16 x float> %1528)
  %1596 = getelementptr inbounds i8, ptr %1547, i64 %411
  %1597 = load float, ptr %1596, align 4
  %1598 = insertelement <16 x float> poison, float %1597, i64 0
  %1599 = shufflevector <16 x float> %1598, <16 x float> poison, <16 x i32> zeroinitializer
  %1600 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1550, <16 x float> %1599, <16 x float> %1527)
  %1601 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1552, <16 x float> %1599, <16 x float> %1526)
  %1602 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1554, <16 x float> %1599, <16 x float> %1525)
  %1603 = getelementptr inbounds i8, ptr %1547, i64 %412
  %1604 = load float, ptr %1603, align 4
  %1605 = insertelement <16 x float> poison, float %1604, i64 0
  %1606 = shufflevector <16 x float> %1605, <16 x float> poison, <16 x i32> zeroinitializer
  %1607 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1550, <16 x float> %1606, <16 x float> %1524)
  %1608 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1552, <16 x float> %1606, <16 x float> %1523)
  %1609 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1554, <16 x float> %1606, <16 x float> %1522)
  %1610 = add nuw nsw i64 %1548, 1
  %1611 = getelementptr inbounds float, ptr %1546, i64 %293
  %1612 = getelementptr inbounds nuw float, ptr %1547, i64 %294
  %1613 = icmp slt i64 %1610, %1422
  br i1 %1613, label %1521, label %2265

1614:                                             ; preds = %1501, %1614
  %1615 = phi <16 x float> [ %1702, %1614 ], [ %1430, %1501 ]
  %1616 = phi <16 x float> [ %1701, %1614 ], [ %1431, %1501 ]
  %1617 = phi <16 x float> [ %1700, %1614 ], [ %1432, %1501 ]
  %1618 = phi <16 x float> [ %1695, %1614 ], [ %1433, %1501 ]
  %1619 = phi <16 x float> [ %1694, %1614 ], [ %1434, %1501 ]
  %1620 = phi <16 x float> [ %1693, %1614 ], [ %1435, %1501 ]
  %1621 = phi <16 x float> [ %1688, %1614 ], [ %1436, %1501 ]
  %1622 = phi <16 x float> [ %1687, %1614 ], [ %1437, %1501 ]
  %1623 = phi <16 x float> [ %1686, %1614 ], [ %1438, %1501 ]
  %1624 = phi <16 x float> [ %1681, %1614 ], [ %1439, %1501 ]
  %1625 = phi <16 x float> [ %1680, %1614 ], [ %1440, %1501 ]
  %1626 = phi <16 x float> [ %1679, %1614 ], [ %1441, %1501 ]
  %1627 = phi <16 x float> [ %1674, %1614 ], [ %1442, %1501 ]
  %1628 = phi <16 x float> [ %1673, %1614 ], [ %1443, %1501 ]
  %1629 = phi <16 x float> [ %1672, %1614 ], [ %1444, %1501 ]
  %1630 = phi <16 x float> [ %1667, %1614 ], [ %1445, %1501 ]
  %1631 = phi <16 x float> [ %1666, %1614 ], [ %1446, %1501 ]
  %1632 = phi <16 x float> [ %1665, %1614 ], [ %1447, %1501 ]
  %1633 = phi <16 x float> [ %1660, %1614 ], [ %1448, %1501 ]
  %1634 = phi <16 x float> [ %1659, %1614 ], [ %1449, %1501 ]
  %1635 = phi <16 x float> [ %1658, %1614 ], [ %1450, %1501 ]
  %1636 = phi <16 x float> [ %1653, %1614 ], [ %1451, %1501 ]
  %1637 = phi <16 x float> [ %1652, %1614 ], [ %1452, %1501 ]
  %1638 = phi <16 x float> [ %1651, %1614 ], [ %1453, %1501 ]
  %1639 = phi ptr [ %1704, %1614 ], [ %1425, %1501 ]
  %1640 = phi ptr [ %1705, %1614 ], [ %1480, %1501 ]
  %1641 = phi i64 [ %1703, %1614 ], [ %1418, %1501 ]
  %1642 = getelementptr inbounds float, ptr %1639, i64 %1459
  %1643 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1642, <16 x i1> %1503, <16 x float> zeroinitializer)
  %1644 = getelementptr inbounds float, ptr %1639, i64 %1461
  %1645 = load <16 x float>, ptr %1644, align 1
  %1646 = getelementptr inbounds float, ptr %1639, i64 %1463
  %1647 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1646, <16 x i1> %1505, <16 x float> zeroinitializer)
  %1648 = load float, ptr %1640, align 4
  %1649 = insertelement <16 x float> poison, float %1648, i64 0
  %1650 = shufflevector <16 x float> %1649, <16 x float> poison, <16 x i32> zeroinitializer
  %1651 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1643, <16 x float> %1650, <16 x float> %1638)
  %1652 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1645, <16 x float> %1650, <16 x float> %1637)
  %1653 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1647, <16 x float> %1650, <16 x float> %1636)
  %1654 = getelementptr inbounds float, ptr %1640, i64 %296
  %1655 = load float, ptr %1654, align 4
  %1656 = insertelement <16 x float> poison, float %1655, i64 0
  %1657 = shufflevector <16 x float> %1656, <16 x float> poison, <16 x i32> zeroinitializer
  %1658 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1643, <16 x float> %1657, <16 x float> %1635)
  %1659 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1645, <16 x float> %1657, <16 x float> %1634)
  %1660 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1647, <16 x float> %1657, <16 x float> %1633)
  %1661 = getelementptr inbounds i8, ptr %1640, i64 %401
  %1662 = load float, ptr %1661, align 4
  %1663 = insertelement <16 x float> poison, float %1662, i64 0
  %1664 = shufflevector <16 x float> %1663, <16 x float> poison, <16 x i32> zeroinitializer
  %1665 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1643, <16 x float> %1664, <16 x float> %1632)
  %1666 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1645, <16 x float> %1664, <16 x float> %1631)
  %1667 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1647, <16 x float> %1664, <16 x float> %1630)
  %1668 = getelementptr inbounds i8, ptr %1640, i64 %402
  %1669 = load float, ptr %1668, align 4
  %1670 = insertelement <16 x float> poison, float %1669, i64 0
  %1671 = shufflevector <16 x float> %1670, <16 x float> poison, <16 x i32> zeroinitializer
  %1672 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1643, <16 x float> %1671, <16 x float> %1629)
  %1673 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1645, <16 x float> %1671, <16 x float> %1628)
  %1674 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1647, <16 x float> %1671, <16 x float> %1627)
  %1675 = getelementptr inbounds i8, ptr %1640, i64 %403
  %1676 = load float, ptr %1675, align 4
  %1677 = insertelement <16 x float> poison, float %1676, i64 0
  %1678 = shufflevector <16 x float> %1677, <16 x float> poison, <16 x i32> zeroinitializer
  %1679 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1643, <16 x float> %1678, <16 x float> %1626)
  %1680 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1645, <16 x float> %1678, <16 x float> %1625)
  %1681 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1647, <16 x float> %1678, <16 x float> %1624)
  %1682 = getelementptr inbounds i8, ptr %1640, i64 %404
  %1683 = load float, ptr %1682, align 4
  %1684 = insertelement <16 x float> poison, float %1683, i64 0
  %1685 = shufflevector <16 x float> %1684, <16 x float> poison, <16 x i32> zeroinitializer
  %1686 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1643, <16 x float> %1685, <16 x float> %1623)
  %1687 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1645, <16 x float> %1685, <16 x float> %1622)
  %1688 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1647, <16 x float> %1685, <16 x float> %1621)
  %1689 = getelementptr inbounds i8, ptr %1640, i64 %405
  %1690 = load float, ptr %1689, align 4
  %1691 = insertelement <16 x float> poison, float %1690, i64 0
  %1692 = shufflevector <16 x float> %1691, <16 x float> poison, <16 x i32> zeroinitializer
  %1693 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1643, <16 x float> %1692, <16 x float> %1620)
  %1694 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1645, <16 x float> %1692, <16 x float> %1619)
  %1695 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1647, <16 x float> %1692, <16 x float> %1618)
  %1696 = getelementptr inbounds i8, ptr %1640, i64 %406
  %1697 = load float, ptr %1696, align 4
  %1698 = insertelement <16 x float> poison, float %1697, i64 0
  %1699 = shufflevector <16 x float> %1698, <16 x float> poison, <16 x i32> zeroinitializer
  %1700 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1643, <16 x float> %1699, <16 x float> %1617)
  %1701 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1645, <16 x float> %1699, <16 x float> %1616)
  %1702 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1647, <16 x float> %1699, <16 x float> %1615)
  %1703 = add nuw nsw i64 %1641, 1
  %1704 = getelementptr inbounds float, ptr %1639, i64 %293
  %1705 = getelementptr inbounds nuw float, ptr %1640, i64 %294
  %1706 = icmp slt i64 %1703, %1422
  br i1 %1706, label %1614, label %2265

1707:                                             ; preds = %1497, %1707
  %1708 = phi <16 x float> [ %1795, %1707 ], [ %1430, %1497 ]
  %1709 = phi <16 x float> [ %1794, %1707 ], [ %1431, %1497 ]
  %1710 = phi <16 x float> [ %1793, %1707 ], [ %1432, %1497 ]
  %1711 = phi <16 x float> [ %1788, %1707 ], [ %1433, %1497 ]
  %1712 = phi <16 x float> [ %1787, %1707 ], [ %1434, %1497 ]
  %1713 = phi <16 x float> [ %1786, %1707 ], [ %1435, %1497 ]
  %1714 = phi <16 x float> [ %1781, %1707 ], [ %1436, %1497 ]
  %1715 = phi <16 x float> [ %1780, %1707 ], [ %1437, %1497 ]
  %1716 = phi <16 x float> [ %1779, %1707 ], [ %1438, %1497 ]
  %1717 = phi <16 x float> [ %1774, %1707 ], [ %1439, %1497 ]
  %1718 = phi <16 x float> [ %1773, %1707 ], [ %1440, %1497 ]
  %1719 = phi <16 x float> [ %1772, %1707 ], [ %1441, %1497 ]
  %1720 = phi <16 x float> [ %1767, %1707 ], [ %1442, %1497 ]
  %1721 = phi <16 x float> [ %1766, %1707 ], [ %1443, %1497 ]
  %1722 = phi <16 x float> [ %1765, %1707 ], [ %1444, %1497 ]
  %1723 = phi <16 x float> [ %1760, %1707 ], [ %1445, %1497 ]
  %1724 = phi <16 x float> [ %1759, %1707 ], [ %1446, %1497 ]
  %1725 = phi <16 x float> [ %1758, %1707 ], [ %1447, %1497 ]
  %1726 = phi <16 x float> [ %1753, %1707 ], [ %1448, %1497 ]
  %1727 = phi <16 x float> [ %1752, %1707 ], [ %1449, %1497 ]
  %1728 = phi <16 x float> [ %1751, %1707 ], [ %1450, %1497 ]
  %1729 = phi <16 x float> [ %1746, %1707 ], [ %1451, %1497 ]
  %1730 = phi <16 x float> [ %1745, %1707 ], [ %1452, %1497 ]
  %1731 = phi <16 x float> [ %1744, %1707 ], [ %1453, %1497 ]
  %1732 = phi ptr [ %1797, %1707 ], [ %1425, %1497 ]
  %1733 = phi i64 [ %1796, %1707 ], [ %1418, %1497 ]
  %1734 = phi ptr [ %1798, %1707 ], [ %1480, %1497 ]
  %1735 = getelementptr inbounds float, ptr %1732, i64 %1459
  %1736 = load <16 x float>, ptr %1735, align 1
  %1737 = getelementptr inbounds float, ptr %1732, i64 %1461
  %1738 = load <16 x float>, ptr %1737, align 1
  %1739 = getelementptr inbounds float, ptr %1732, i64 %1463
  %1740 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1739, <16 x i1> %1499, <16 x float> zeroinitializer)
  %1741 = load float, ptr %1734, align 4
  %1742 = insertelement <16 x float> poison, float %1741, i64 0
  %1743 = shufflevector <16 x float> %1742, <16 x float> poison, <16 x i32> zeroinitializer
  %1744 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1736, <16 x float> %1743, <16 x float> %1731)
  %1745 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1738, <16 x float> %1743, <16 x float> %1730)
  %1746 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1740, <16 x float> %1743, <16 x float> %1729)
  %1747 = getelementptr inbounds float, ptr %1734, i64 %296
  %1748 = load float, ptr %1747, align 4
  %1749 = insertelement <16 x float> poison, float %1748, i64 0
  %1750 = shufflevector <16 x float> %1749, <16 x float> poison, <16 x i32> zeroinitializer
  %1751 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1736, <16 x float> %1750, <16 x float> %1728)
  %1752 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1738, <16 x float> %1750, <16 x float> %1727)
  %1753 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1740, <16 x float> %1750, <16 x float> %1726)
  %1754 = getelementptr inbounds i8, ptr %1734, i64 %395
  %1755 = load float, ptr %1754, align 4
  %1756 = insertelement <16 x float> poison, float %1755, i64 0
  %1757 = shufflevector <16 x float> %1756, <16 x float> poison, <16 x i32> zeroinitializer
  %1758 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1736, <16 x float> %1757, <16 x float> %1725)
  %1759 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1738, <16 x float> %1757, <16 x float> %1724)
  %1760 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1740, <16 x float> %1757, <16 x float> %1723)
  %1761 = getelementptr inbounds i8, ptr %1734, i64 %396
  %1762 = load float, ptr %1761, align 4
  %1763 = insertelement <16 x float> poison, float %1762, i64 0
  %1764 = shufflevector <16 x float> %1763, <16 x float> poison, <16 x i32> zeroinitializer
  %1765 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1736, <16 x float> %1764, <16 x float> %1722)
  %1766 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1738, <16 x float> %1764, <16 x float> %1721)
  %1767 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1740, <16 x float> %1764, <16 x float> %1720)
  %1768 = getelementptr inbounds i8, ptr %1734, i64 %397
  %1769 = load float, ptr %1768, align 4
  %1770 = insertelement <16 x float> poison, float %1769, i64 0
  %1771 = shufflevector <16 x float> %1770, <16 x float> poison, <16 x i32> zeroinitializer
  %1772 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1736, <16 x float> %1771, <16 x float> %1719)
  %1773 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1738, <16 x float> %1771, <16 x float> %1718)
  %1774 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1740, <16 x float> %1771, <16 x float> %1717)
  %1775 = getelementptr inbounds i8, ptr %1734, i64 %398
  %1776 = load float, ptr %1775, align 4
  %1777 = insertelement <16 x float> poison, float %1776, i64 0
  %1778 = shufflevector <16 x float> %1777, <16 x float> poison, <16 x i32> zeroinitializer
  %1779 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1736, <16 x float> %1778, <16 x float> %1716)
  %1780 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1738, <16 x float> %1778, <16 x float> %1715)
  %1781 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1740, <16 x float> %1778, <16 x float> %1714)
  %1782 = getelementptr inbounds i8, ptr %1734, i64 %399
  %1783 = load float, ptr %1782, align 4
  %1784 = insertelement <16 x float> poison, float %1783, i64 0
  %1785 = shufflevector <16 x float> %1784, <16 x float> poison, <16 x i32> zeroinitializer
  %1786 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1736, <16 x float> %1785, <16 x float> %1713)
  %1787 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1738, <16 x float> %1785, <16 x float> %1712)
  %1788 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1740, <16 x float> %1785, <16 x float> %1711)
  %1789 = getelementptr inbounds i8, ptr %1734, i64 %400
  %1790 = load float, ptr %1789, align 4
  %1791 = insertelement <16 x float> poison, float %1790, i64 0
  %1792 = shufflevector <16 x float> %1791, <16 x float> poison, <16 x i32> zeroinitializer
  %1793 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1736, <16 x float> %1792, <16 x float> %1710)
  %1794 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1738, <16 x float> %1792, <16 x float> %1709)
  %1795 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1740, <16 x float> %1792, <16 x float> %1708)
  %1796 = add nuw nsw i64 %1733, 1
  %1797 = getelementptr inbounds float, ptr %1732, i64 %293
  %1798 = getelementptr inbounds nuw float, ptr %1734, i64 %294
  %1799 = icmp slt i64 %1796, %1422
  br i1 %1799, label %1707, label %2265

1800:                                             ; preds = %1491, %1800
  %1801 = phi <16 x float> [ %1888, %1800 ], [ %1430, %1491 ]
  %1802 = phi <16 x float> [ %1887, %1800 ], [ %1431, %1491 ]
  %1803 = phi <16 x float> [ %1886, %1800 ], [ %1432, %1491 ]
  %1804 = phi <16 x float> [ %1881, %1800 ], [ %1433, %1491 ]
  %1805 = phi <16 x float> [ %1880, %1800 ], [ %1434, %1491 ]
  %1806 = phi <16 x float> [ %1879, %1800 ], [ %1435, %1491 ]
  %1807 = phi <16 x float> [ %1874, %1800 ], [ %1436, %1491 ]
  %1808 = phi <16 x float> [ %1873, %1800 ], [ %1437, %1491 ]
  %1809 = phi <16 x float> [ %1872, %1800 ], [ %1438, %1491 ]
  %1810 = phi <16 x float> [ %1867, %1800 ], [ %1439, %1491 ]
  %1811 = phi <16 x float> [ %1866, %1800 ], [ %1440, %1491 ]
  %1812 = phi <16 x float> [ %1865, %1800 ], [ %1441, %1491 ]
  %1813 = phi <16 x float> [ %1860, %1800 ], [ %1442, %1491 ]
  %1814 = phi <16 x float> [ %1859, %1800 ], [ %1443, %1491 ]
  %1815 = phi <16 x float> [ %1858, %1800 ], [ %1444, %1491 ]
  %1816 = phi <16 x float> [ %1853, %1800 ], [ %1445, %1491 ]
  %1817 = phi <16 x float> [ %1852, %1800 ], [ %1446, %1491 ]
  %1818 = phi <16 x float> [ %1851, %1800 ], [ %1447, %1491 ]
  %1819 = phi <16 x float> [ %1846, %1800 ], [ %1448, %1491 ]
  %1820 = phi <16 x float> [ %1845, %1800 ], [ %1449, %1491 ]
  %1821 = phi <16 x float> [ %1844, %1800 ], [ %1450, %1491 ]
  %1822 = phi <16 x float> [ %1839, %1800 ], [ %1451, %1491 ]
  %1823 = phi <16 x float> [ %1838, %1800 ], [ %1452, %1491 ]
  %1824 = phi <16 x float> [ %1837, %1800 ], [ %1453, %1491 ]
  %1825 = phi i64 [ %1889, %1800 ], [ %1418, %1491 ]
  %1826 = phi ptr [ %1890, %1800 ], [ %1425, %1491 ]
  %1827 = phi ptr [ %1891, %1800 ], [ %1480, %1491 ]
  %1828 = getelementptr inbounds float, ptr %1826, i64 %1459
  %1829 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1828, <16 x i1> %1493, <16 x float> zeroinitializer)
  %1830 = getelementptr inbounds float, ptr %1826, i64 %1461
  %1831 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1830, <16 x i1> %1495, <16 x float> zeroinitializer)
  %1832 = getelementptr inbounds float, ptr %1826, i64 %1463
  %1833 = load <16 x float>, ptr %1832, align 1
  %1834 = load float, ptr %1827, align 4
  %1835 = insertelement <16 x float> poison, float %1834, i64 0
  %1836 = shufflevector <16 x float> %1835, <16 x float> poison, <16 x i32> zeroinitializer
  %1837 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1829, <16 x float> %1836, <16 x float> %1824)
  %1838 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1831, <16 x float> %1836, <16 x float> %1823)
  %1839 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1833, <16 x float> %1836, <16 x float> %1822)
  %1840 = getelementptr inbounds float, ptr %1827, i64 %296
  %1841 = load float, ptr %1840, align 4
  %1842 = insertelement <16 x float> poison, float %1841, i64 0
  %1843 = shufflevector <16 x float> %1842, <16 x float> poison, <16 x i32> zeroinitializer
  %1844 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1829, <16 x float> %1843, <16 x float> %1821)
  %1845 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1831, <16 x float> %1843, <16 x float> %1820)
  %1846 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1833, <16 x float> %1843, <16 x float> %1819)
  %1847 = getelementptr inbounds i8, ptr %1827, i64 %389
  %1848 = load float, ptr %1847, align 4
  %1849 = insertelement <16 x float> poison, float %1848, i64 0
  %1850 = shufflevector <16 x float> %1849, <16 x float> poison, <16 x i32> zeroinitializer
  %1851 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1829, <16 x float> %1850, <16 x float> %1818)
  %1852 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1831, <16 x float> %1850, <16 x float> %1817)
  %1853 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1833, <16 x float> %1850, <16 x float> %1816)
  %1854 = getelementptr inbounds i8, ptr %1827, i64 %390
  %1855 = load float, ptr %1854, align 4
  %1856 = insertelement <16 x float> poison, float %1855, i64 0
  %1857 = shufflevector <16 x float> %1856, <16 x float> poison, <16 x i32> zeroinitializer
  %1858 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1829, <16 x float> %1857, <16 x float> %1815)
  %1859 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1831, <16 x float> %1857, <16 x float> %1814)
  %1860 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1833, <16 x float> %1857, <16 x float> %1813)
  %1861 = getelementptr inbounds i8, ptr %1827, i64 %391
  %1862 = load float, ptr %1861, align 4
  %1863 = insertelement <16 x float> poison, float %1862, i64 0
  %1864 = shufflevector <16 x float> %1863, <16 x float> poison, <16 x i32> zeroinitializer
  %1865 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1829, <16 x float> %1864, <16 x float> %1812)
  %1866 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1831, <16 x float> %1864, <16 x float> %1811)
  %1867 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1833, <16 x float> %1864, <16 x float> %1810)
  %1868 = getelementptr inbounds i8, ptr %1827, i64 %392
  %1869 = load float, ptr %1868, align 4
  %1870 = insertelement <16 x float> poison, float %1869, i64 0
  %1871 = shufflevector <16 x float> %1870, <16 x float> poison, <16 x i32> zeroinitializer
  %1872 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1829, <16 x float> %1871, <16 x float> %1809)
  %1873 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1831, <16 x float> %1871, <16 x float> %1808)
  %1874 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1833, <16 x float> %1871, <16 x float> %1807)
  %1875 = getelementptr inbounds i8, ptr %1827, i64 %393
  %1876 = load float, ptr %1875, align 4
  %1877 = insertelement <16 x float> poison, float %1876, i64 0
  %1878 = shufflevector <16 x float> %1877, <16 x float> poison, <16 x i32> zeroinitializer
  %1879 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1829, <16 x float> %1878, <16 x float> %1806)
  %1880 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1831, <16 x float> %1878, <16 x float> %1805)
  %1881 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1833, <16 x float> %1878, <16 x float> %1804)
  %1882 = getelementptr inbounds i8, ptr %1827, i64 %394
  %1883 = load float, ptr %1882, align 4
  %1884 = insertelement <16 x float> poison, float %1883, i64 0
  %1885 = shufflevector <16 x float> %1884, <16 x float> poison, <16 x i32> zeroinitializer
  %1886 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1829, <16 x float> %1885, <16 x float> %1803)
  %1887 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1831, <16 x float> %1885, <16 x float> %1802)
  %1888 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1833, <16 x float> %1885, <16 x float> %1801)
  %1889 = add nuw nsw i64 %1825, 1
  %1890 = getelementptr inbounds float, ptr %1826, i64 %293
  %1891 = getelementptr inbounds nuw float, ptr %1827, i64 %294
  %1892 = icmp slt i64 %1889, %1422
  br i1 %1892, label %1800, label %2265

1893:                                             ; preds = %1487, %1893
  %1894 = phi <16 x float> [ %1981, %1893 ], [ %1430, %1487 ]
  %1895 = phi <16 x float> [ %1980, %1893 ], [ %1431, %1487 ]
  %1896 = phi <16 x float> [ %1979, %1893 ], [ %1432, %1487 ]
  %1897 = phi <16 x float> [ %1974, %1893 ], [ %1433, %1487 ]
  %1898 = phi <16 x float> [ %1973, %1893 ], [ %1434, %1487 ]
  %1899 = phi <16 x float> [ %1972, %1893 ], [ %1435, %1487 ]
  %1900 = phi <16 x float> [ %1967, %1893 ], [ %1436, %1487 ]
  %1901 = phi <16 x float> [ %1966, %1893 ], [ %1437, %1487 ]
  %1902 = phi <16 x float> [ %1965, %1893 ], [ %1438, %1487 ]
  %1903 = phi <16 x float> [ %1960, %1893 ], [ %1439, %1487 ]
  %1904 = phi <16 x float> [ %1959, %1893 ], [ %1440, %1487 ]
  %1905 = phi <16 x float> [ %1958, %1893 ], [ %1441, %1487 ]
  %1906 = phi <16 x float> [ %1953, %1893 ], [ %1442, %1487 ]
  %1907 = phi <16 x float> [ %1952, %1893 ], [ %1443, %1487 ]
  %1908 = phi <16 x float> [ %1951, %1893 ], [ %1444, %1487 ]
  %1909 = phi <16 x float> [ %1946, %1893 ], [ %1445, %1487 ]
  %1910 = phi <16 x float> [ %1945, %1893 ], [ %1446, %1487 ]
  %1911 = phi <16 x float> [ %1944, %1893 ], [ %1447, %1487 ]
  %1912 = phi <16 x float> [ %1939, %1893 ], [ %1448, %1487 ]
  %1913 = phi <16 x float> [ %1938, %1893 ], [ %1449, %1487 ]
  %1914 = phi <16 x float> [ %1937, %1893 ], [ %1450, %1487 ]
  %1915 = phi <16 x float> [ %1932, %1893 ], [ %1451, %1487 ]
  %1916 = phi <16 x float> [ %1931, %1893 ], [ %1452, %1487 ]
  %1917 = phi <16 x float> [ %1930, %1893 ], [ %1453, %1487 ]
  %1918 = phi i64 [ %1982, %1893 ], [ %1418, %1487 ]
  %1919 = phi ptr [ %1983, %1893 ], [ %1425, %1487 ]
  %1920 = phi ptr [ %1984, %1893 ], [ %1480, %1487 ]
  %1921 = getelementptr inbounds float, ptr %1919, i64 %1459
  %1922 = load <16 x float>, ptr %1921, align 1
  %1923 = getelementptr inbounds float, ptr %1919, i64 %1461
  %1924 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1923, <16 x i1> %1489, <16 x float> zeroinitializer)
  %1925 = getelementptr inbounds float, ptr %1919, i64 %1463
  %1926 = load <16 x float>, ptr %1925, align 1
  %1927 = load float, ptr %1920, align 4
  %1928 = insertelement <16 x float> poison, float %1927, i64 0
  %1929 = shufflevector <16 x float> %1928, <16 x float> poison, <16 x i32> zeroinitializer
  %1930 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1922, <16 x float> %1929, <16 x float> %1917)
  %1931 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1924, <16 x float> %1929, <16 x float> %1916)
  %1932 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1926, <16 x float> %1929, <16 x float> %1915)
  %1933 = getelementptr inbounds float, ptr %1920, i64 %296
  %1934 = load float, ptr %1933, align 4
  %1935 = insertelement <16 x float> poison, float %1934, i64 0
  %1936 = shufflevector <16 x float> %1935, <16 x float> poison, <16 x i32> zeroinitializer
  %1937 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1922, <16 x float> %1936, <16 x float> %1914)
  %1938 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1924, <16 x float> %1936, <16 x float> %1913)
  %1939 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1926, <16 x float> %1936, <16 x float> %1912)
  %1940 = getelementptr inbounds i8, ptr %1920, i64 %383
  %1941 = load float, ptr %1940, align 4
  %1942 = insertelement <16 x float> poison, float %1941, i64 0
  %1943 = shufflevector <16 x float> %1942, <16 x float> poison, <16 x i32> zeroinitializer
  %1944 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1922, <16 x float> %1943, <16 x float> %1911)
  %1945 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1924, <16 x float> %1943, <16 x float> %1910)
  %1946 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1926, <16 x float> %1943, <16 x float> %1909)
  %1947 = getelementptr inbounds i8, ptr %1920, i64 %384
  %1948 = load float, ptr %1947, align 4
  %1949 = insertelement <16 x float> poison, float %1948, i64 0
  %1950 = shufflevector <16 x float> %1949, <16 x float> poison, <16 x i32> zeroinitializer
  %1951 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1922, <16 x float> %1950, <16 x float> %1908)
  %1952 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1924, <16 x float> %1950, <16 x float> %1907)
  %1953 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1926, <16 x float> %1950, <16 x float> %1906)
  %1954 = getelementptr inbounds i8, ptr %1920, i64 %385
  %1955 = load float, ptr %1954, align 4
  %1956 = insertelement <16 x float> poison, float %1955, i64 0
  %1957 = shufflevector <16 x float> %1956, <16 x float> poison, <16 x i32> zeroinitializer
  %1958 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1922, <16 x float> %1957, <16 x float> %1905)
  %1959 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1924, <16 x float> %1957, <16 x float> %1904)
  %1960 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1926, <16 x float> %1957, <16 x float> %1903)
  %1961 = getelementptr inbounds i8, ptr %1920, i64 %386
  %1962 = load float, ptr %1961, align 4
  %1963 = insertelement <16 x float> poison, float %1962, i64 0
  %1964 = shufflevector <16 x float> %1963, <16 x float> poison, <16 x i32> zeroinitializer
  %1965 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1922, <16 x float> %1964, <16 x float> %1902)
  %1966 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1924, <16 x float> %1964, <16 x float> %1901)
  %1967 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1926, <16 x float> %1964, <16 x float> %1900)
  %1968 = getelementptr inbounds i8, ptr %1920, i64 %387
  %1969 = load float, ptr %1968, align 4
  %1970 = insertelement <16 x float> poison, float %1969, i64 0
  %1971 = shufflevector <16 x float> %1970, <16 x float> poison, <16 x i32> zeroinitializer
  %1972 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1922, <16 x float> %1971, <16 x float> %1899)
  %1973 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1924, <16 x float> %1971, <16 x float> %1898)
  %1974 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1926, <16 x float> %1971, <16 x float> %1897)
  %1975 = getelementptr inbounds i8, ptr %1920, i64 %388
  %1976 = load float, ptr %1975, align 4
  %1977 = insertelement <16 x float> poison, float %1976, i64 0
  %1978 = shufflevector <16 x float> %1977, <16 x float> poison, <16 x i32> zeroinitializer
  %1979 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1922, <16 x float> %1978, <16 x float> %1896)
  %1980 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1924, <16 x float> %1978, <16 x float> %1895)
  %1981 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1926, <16 x float> %1978, <16 x float> %1894)
  %1982 = add nuw nsw i64 %1918, 1
  %1983 = getelementptr inbounds float, ptr %1919, i64 %293
  %1984 = getelementptr inbounds nuw float, ptr %1920, i64 %294
  %1985 = icmp slt i64 %1982, %1422
  br i1 %1985, label %1893, label %2265

1986:                                             ; preds = %1483, %1986
  %1987 = phi <16 x float> [ %2074, %1986 ], [ %1430, %1483 ]
  %1988 = phi <16 x float> [ %2073, %1986 ], [ %1431, %1483 ]
  %1989 = phi <16 x float> [ %2072, %1986 ], [ %1432, %1483 ]
  %1990 = phi <16 x float> [ %2067, %1986 ], [ %1433, %1483 ]
  %1991 = phi <16 x float> [ %2066, %1986 ], [ %1434, %1483 ]
  %1992 = phi <16 x float> [ %2065, %1986 ], [ %1435, %1483 ]
  %1993 = phi <16 x float> [ %2060, %1986 ], [ %1436, %1483 ]
  %1994 = phi <16 x float> [ %2059, %1986 ], [ %1437, %1483 ]
  %1995 = phi <16 x float> [ %2058, %1986 ], [ %1438, %1483 ]
  %1996 = phi <16 x float> [ %2053, %1986 ], [ %1439, %1483 ]
  %1997 = phi <16 x float> [ %2052, %1986 ], [ %1440, %1483 ]
  %1998 = phi <16 x float> [ %2051, %1986 ], [ %1441, %1483 ]
  %1999 = phi <16 x float> [ %2046, %1986 ], [ %1442, %1483 ]
  %2000 = phi <16 x float> [ %2045, %1986 ], [ %1443, %1483 ]
  %2001 = phi <16 x float> [ %2044, %1986 ], [ %1444, %1483 ]
  %2002 = phi <16 x float> [ %2039, %1986 ], [ %1445, %1483 ]
  %2003 = phi <16 x float> [ %2038, %1986 ], [ %1446, %1483 ]
  %2004 = phi <16 x float> [ %2037, %1986 ], [ %1447, %1483 ]
  %2005 = phi <16 x float> [ %2032, %1986 ], [ %1448, %1483 ]
  %2006 = phi <16 x float> [ %2031, %1986 ], [ %1449, %1483 ]
  %2007 = phi <16 x float> [ %2030, %1986 ], [ %1450, %1483 ]
  %2008 = phi <16 x float> [ %2025, %1986 ], [ %1451, %1483 ]
  %2009 = phi <16 x float> [ %2024, %1986 ], [ %1452, %1483 ]
  %2010 = phi <16 x float> [ %2023, %1986 ], [ %1453, %1483 ]
  %2011 = phi i64 [ %2075, %1986 ], [ %1418, %1483 ]
  %2012 = phi ptr [ %2076, %1986 ], [ %1425, %1483 ]
  %2013 = phi ptr [ %2077, %1986 ], [ %1480, %1483 ]
  %2014 = getelementptr inbounds float, ptr %2012, i64 %1459
  %2015 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2014, <16 x i1> %1485, <16 x float> zeroinitializer)
  %2016 = getelementptr inbounds float, ptr %2012, i64 %1461
  %2017 = load <16 x float>, ptr %2016, align 1
  %2018 = getelementptr inbounds float, ptr %2012, i64 %1463
  %2019 = load <16 x float>, ptr %2018, align 1
  %2020 = load float, ptr %2013, align 4
  %2021 = insertelement <16 x float> poison, float %2020, i64 0
  %2022 = shufflevector <16 x float> %2021, <16 x float> poison, <16 x i32> zeroinitializer
  %2023 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2015, <16 x float> %2022, <16 x float> %2010)
  %2024 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2017, <16 x float> %2022, <16 x float> %2009)
  %2025 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2019, <16 x float> %2022, <16 x float> %2008)
  %2026 = getelementptr inbounds float, ptr %2013, i64 %296
  %2027 = load float, ptr %2026, align 4
  %2028 = insertelement <16 x float> poison, float %2027, i64 0
  %2029 = shufflevector <16 x float> %2028, <16 x float> poison, <16 x i32> zeroinitializer
  %2030 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2015, <16 x float> %2029, <16 x float> %2007)
  %2031 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2017, <16 x float> %2029, <16 x float> %2006)
  %2032 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2019, <16 x float> %2029, <16 x float> %2005)
  %2033 = getelementptr inbounds i8, ptr %2013, i64 %377
  %2034 = load float, ptr %2033, align 4
  %2035 = insertelement <16 x float> poison, float %2034, i64 0
  %2036 = shufflevector <16 x float> %2035, <16 x float> poison, <16 x i32> zeroinitializer
  %2037 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2015, <16 x float> %2036, <16 x float> %2004)
  %2038 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2017, <16 x float> %2036, <16 x float> %2003)
  %2039 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2019, <16 x float> %2036, <16 x float> %2002)
  %2040 = getelementptr inbounds i8, ptr %2013, i64 %378
  %2041 = load float, ptr %2040, align 4
  %2042 = insertelement <16 x float> poison, float %2041, i64 0
  %2043 = shufflevector <16 x float> %2042, <16 x float> poison, <16 x i32> zeroinitializer
  %2044 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2015, <16 x float> %2043, <16 x float> %2001)
  %2045 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2017, <16 x float> %2043, <16 x float> %2000)
  %2046 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2019, <16 x float> %2043, <16 x float> %1999)
  %2047 = getelementptr inbounds i8, ptr %2013, i64 %379
  %2048 = load float, ptr %2047, align 4
  %2049 = insertelement <16 x float> poison, float %2048, i64 0
  %2050 = shufflevector <16 x float> %2049, <16 x float> poison, <16 x i32> zeroinitializer
  %2051 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2015, <16 x float> %2050, <16 x float> %1998)
  %2052 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2017, <16 x float> %2050, <16 x float> %1997)
  %2053 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2019, <16 x float> %2050, <16 x float> %1996)
  %2054 = getelementptr inbounds i8, ptr %2013, i64 %380
  %2055 = load float, ptr %2054, align 4
  %2056 = insertelement <16 x float> poison, float %2055, i64 0
  %2057 = shufflevector <16 x float> %2056, <16 x float> poison, <16 x i32> zeroinitializer
  %2058 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2015, <16 x float> %2057, <16 x float> %1995)
  %2059 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2017, <16 x float> %2057, <16 x float> %1994)
  %2060 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2019, <16 x float> %2057, <16 x float> %1993)
  %2061 = getelementptr inbounds i8, ptr %2013, i64 %381
  %2062 = load float, ptr %2061, align 4
  %2063 = insertelement <16 x float> poison, float %2062, i64 0
  %2064 = shufflevector <16 x float> %2063, <16 x float> poison, <16 x i32> zeroinitializer
  %2065 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2015, <16 x float> %2064, <16 x float> %1992)
  %2066 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2017, <16 x float> %2064, <16 x float> %1991)
  %2067 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2019, <16 x float> %2064, <16 x float> %1990)
  %2068 = getelementptr inbounds i8, ptr %2013, i64 %382
  %2069 = load float, ptr %2068, align 4
  %2070 = insertelement <16 x float> poison, float %2069, i64 0
  %2071 = shufflevector <16 x float> %2070, <16 x float> poison, <16 x i32> zeroinitializer
  %2072 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2015, <16 x float> %2071, <16 x float> %1989)
  %2073 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2017, <16 x float> %2071, <16 x float> %1988)
  %2074 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2019, <16 x float> %2071, <16 x float> %1987)
  %2075 = add nuw nsw i64 %2011, 1
  %2076 = getelementptr inbounds float, ptr %2012, i64 %293
  %2077 = getelementptr inbounds nuw float, ptr %2013, i64 %294
  %2078 = icmp slt i64 %2075, %1422
  br i1 %2078, label %1986, label %2265

2079:                                             ; preds = %1481, %2079
  %2080 = phi <16 x float> [ %2167, %2079 ], [ %1430, %1481 ]
  %2081 = phi <16 x float> [ %2166, %2079 ], [ %1431, %1481 ]
  %2082 = phi <16 x float> [ %2165, %2079 ], [ %1432, %1481 ]
  %2083 = phi <16 x float> [ %2160, %2079 ], [ %1433, %1481 ]
  %2084 = phi <16 x float> [ %2159, %2079 ], [ %1434, %1481 ]
  %2085 = phi <16 x float> [ %2158, %2079 ], [ %1435, %1481 ]
  %2086 = phi <16 x float> [ %2153, %2079 ], [ %1436, %1481 ]
  %2087 = phi <16 x float> [ %2152, %2079 ], [ %1437, %1481 ]
  %2088 = phi <16 x float> [ %2125, %2079 ], [ %1448, %1481 ]
  %2089 = phi <16 x float> [ %2124, %2079 ], [ %1449, %1481 ]
  %2090 = phi <16 x float> [ %2123, %2079 ], [ %1450, %1481 ]
  %2091 = phi <16 x float> [ %2118, %2079 ], [ %1451, %1481 ]
  %2092 = phi <16 x float> [ %2117, %2079 ], [ %1452, %1481 ]
  %2093 = phi <16 x float> [ %2116, %2079 ], [ %1453, %1481 ]
  %2094 = phi <16 x float> [ %2151, %2079 ], [ %1438, %1481 ]
  %2095 = phi <16 x float> [ %2146, %2079 ], [ %1439, %1481 ]
  %2096 = phi <16 x float> [ %2145, %2079 ], [ %1440, %1481 ]
  %2097 = phi <16 x float> [ %2144, %2079 ], [ %1441, %1481 ]
  %2098 = phi <16 x float> [ %2139, %2079 ], [ %1442, %1481 ]
  %2099 = phi <16 x float> [ %2138, %2079 ], [ %1443, %1481 ]
  %2100 = phi <16 x float> [ %2137, %2079 ], [ %1444, %1481 ]
  %2101 = phi <16 x float> [ %2132, %2079 ], [ %1445, %1481 ]
  %2102 = phi <16 x float> [ %2131, %2079 ], [ %1446, %1481 ]
  %2103 = phi <16 x float> [ %2130, %2079 ], [ %1447, %1481 ]
  %2104 = phi i64 [ %2168, %2079 ], [ %1418, %1481 ]
  %2105 = phi ptr [ %2169, %2079 ], [ %1425, %1481 ]
  %2106 = phi ptr [ %2170, %2079 ], [ %1480, %1481 ]
  %2107 = getelementptr inbounds float, ptr %2105, i64 %1459
  %2108 = load <16 x float>, ptr %2107, align 1
  %2109 = getelementptr inbounds float, ptr %2105, i64 %1461
  %2110 = load <16 x float>, ptr %2109, align 1
  %2111 = getelementptr inbounds float, ptr %2105, i64 %1463
  %2112 = load <16 x float>, ptr %2111, align 1
  %2113 = load float, ptr %2106, align 4
  %2114 = insertelement <16 x float> poison, float %2113, i64 0
  %2115 = shufflevector <16 x float> %2114, <16 x float> poison, <16 x i32> zeroinitializer
  %2116 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2108, <16 x float> %2115, <16 x float> %2093)
  %2117 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2110, <16 x float> %2115, <16 x float> %2092)
  %2118 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2112, <16 x float> %2115, <16 x float> %2091)
  %2119 = getelementptr inbounds float, ptr %2106, i64 %296
  %2120 = load float, ptr %2119, align 4
  %2121 = insertelement <16 x float> poison, float %2120, i64 0
  %2122 = shufflevector <16 x float> %2121, <16 x float> poison, <16 x i32> zeroinitializer
  %2123 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2108, <16 x float> %2122, <16 x float> %2090)
  %2124 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2110, <16 x float> %2122, <16 x float> %2089)
  %2125 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2112, <16 x float> %2122, <16 x float> %2088)
  %2126 = getelementptr inbounds i8, ptr %2106, i64 %371
  %2127 = load float, ptr %2126, align 4
  %2128 = insertelement <16 x float> poison, float %2127, i64 0
  %2129 = shufflevector <16 x float> %2128, <16 x float> poison, <16 x i32> zeroinitializer
  %2130 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2108, <16 x float> %2129, <16 x float> %2103)
  %2131 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2110, <16 x float> %2129, <16 x float> %2102)
  %2132 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2112, <16 x float> %2129, <16 x float> %2101)
  %2133 = getelementptr inbounds i8, ptr %2106, i64 %372
  %2134 = load float, ptr %2133, align 4
  %2135 = insertelement <16 x float> poison, float %2134, i64 0
  %2136 = shufflevector <16 x float> %2135, <16 x float> poison, <16 x i32> zeroinitializer
  %2137 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2108, <16 x float> %2136, <16 x float> %2100)
  %2138 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2110, <16 x float> %2136, <16 x float> %2099)
  %2139 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2112, <16 x float> %2136, <16 x float> %2098)
  %2140 = getelementptr inbounds i8, ptr %2106, i64 %373
  %2141 = load float, ptr %2140, align 4
  %2142 = insertelement <16 x float> poison, float %2141, i64 0
  %2143 = shufflevector <16 x float> %2142, <16 x float> poison, <16 x i32> zeroinitializer
  %2144 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2108, <16 x float> %2143, <16 x float> %2097)
  %2145 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2110, <16 x float> %2143, <16 x float> %2096)
  %2146 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2112, <16 x float> %2143, <16 x float> %2095)
  %2147 = getelementptr inbounds i8, ptr %2106, i64 %374
  %2148 = load float, ptr %2147, align 4
  %2149 = insertelement <16 x float> poison, float %2148, i64 0
  %2150 = shufflevector <16 x float> %2149, <16 x float> poison, <16 x i32> zeroinitializer
  %2151 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2108, <16 x float> %2150, <16 x float> %2094)
  %2152 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2110, <16 x float> %2150, <16 x float> %2087)
  %2153 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2112, <16 x float> %2150, <16 x float> %2086)
  %2154 = getelementptr inbounds i8, ptr %2106, i64 %375
  %2155 = load float, ptr %2154, align 4
  %2156 = insertelement <16 x float> poison, float %2155, i64 0
  %2157 = shufflevector <16 x float> %2156, <16 x float> poison, <16 x i32> zeroinitializer
  %2158 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2108, <16 x float> %2157, <16 x float> %2085)
  %2159 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2110, <16 x float> %2157, <16 x float> %2084)
  %2160 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2112, <16 x float> %2157, <16 x float> %2083)
  %2161 = getelementptr inbounds i8, ptr %2106, i64 %376
  %2162 = load float, ptr %2161, align 4
  %2163 = insertelement <16 x float> poison, float %2162, i64 0
  %2164 = shufflevector <16 x float> %2163, <16 x float> poison, <16 x i32> zeroinitializer
  %2165 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2108, <16 x float> %2164, <16 x float> %2082)
  %2166 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2110, <16 x float> %2164, <16 x float> %2081)
  %2167 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2112, <16 x float> %2164, <16 x float> %2080)
  %2168 = add nuw nsw i64 %2104, 1
  %2169 = getelementptr inbounds float, ptr %2105, i64 %293
  %2170 = getelementptr inbounds nuw float, ptr %2106, i64 %294
  %2171 = icmp slt i64 %2168, %1422
  br i1 %2171, label %2079, label %2265

2172:                                             ; preds = %1514, %2172
  %2173 = phi <16 x float> [ %2260, %2172 ], [ %1430, %1514 ]
  %2174 = phi <16 x float> [ %2259, %2172 ], [ %1431, %1514 ]
  %2175 = phi <16 x float> [ %2258, %2172 ], [ %1432, %1514 ]
  %2176 = phi <16 x float> [ %2253, %2172 ], [ %1433, %1514 ]
  %2177 = phi <16 x float> [ %2252, %2172 ], [ %1434, %1514 ]
  %2178 = phi <16 x float> [ %2251, %2172 ], [ %1435, %1514 ]
  %2179 = phi <16 x float> [ %2246, %2172 ], [ %1436, %1514 ]
  %2180 = phi <16 x float> [ %2245, %2172 ], [ %1437, %1514 ]
  %2181 = phi <16 x float> [ %2244, %2172 ], [ %1438, %1514 ]
  %2182 = phi <16 x float> [ %2218, %2172 ], [ %1448, %1514 ]
  %2183 = phi <16 x float> [ %2217, %2172 ], [ %1449, %1514 ]
  %2184 = phi <16 x float> [ %2216, %2172 ], [ %1450, %1514 ]
  %2185 = phi <16 x float> [ %2211, %2172 ], [ %1451, %1514 ]
  %2186 = phi <16 x float> [ %2210, %2172 ], [ %1452, %1514 ]
  %2187 = phi <16 x float> [ %2209, %2172 ], [ %1453, %1514 ]
  %2188 = phi <16 x float> [ %2239, %2172 ], [ %1439, %1514 ]
  %2189 = phi <16 x float> [ %2238, %2172 ], [ %1440, %1514 ]
  %2190 = phi <16 x float> [ %2237, %2172 ], [ %1441, %1514 ]
  %2191 = phi <16 x float> [ %2232, %2172 ], [ %1442, %1514 ]
  %2192 = phi <16 x float> [ %2231, %2172 ], [ %1443, %1514 ]
  %2193 = phi <16 x float> [ %2230, %2172 ], [ %1444, %1514 ]
  %2194 = phi <16 x float> [ %2225, %2172 ], [ %1445, %1514 ]
  %2195 = phi <16 x float> [ %2224, %2172 ], [ %1446, %1514 ]
  %2196 = phi <16 x float> [ %2223, %2172 ], [ %1447, %1514 ]
  %2197 = phi i64 [ %2261, %2172 ], [ %1418, %1514 ]
  %2198 = phi ptr [ %2262, %2172 ], [ %1425, %1514 ]
  %2199 = phi ptr [ %2263, %2172 ], [ %1480, %1514 ]
  %2200 = getelementptr inbounds float, ptr %2198, i64 %1459
  %2201 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2200, <16 x i1> %1516, <16 x float> zeroinitializer)
  %2202 = getelementptr inbounds float, ptr %2198, i64 %1461
  %2203 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2202, <16 x i1> %1518, <16 x float> zeroinitializer)
  %2204 = getelementptr inbounds float, ptr %2198, i64 %1463
  %2205 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2204, <16 x i1> %1520, <16 x float> zeroinitializer)
  %2206 = load float, ptr %2199, align 4
  %2207 = insertelement <16 x float> poison, float %2206, i64 0
  %2208 = shufflevector <16 x float> %2207, <16 x float> poison, <16 x i32> zeroinitializer
  %2209 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2201, <16 x float> %2208, <16 x float> %2187)
  %2210 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2203, <16 x float> %2208, <16 x float> %2186)
  %2211 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2205, <16 x float> %2208, <16 x float> %2185)
  %2212 = getelementptr inbounds float, ptr %2199, i64 %296
  %2213 = load float, ptr %2212, align 4
  %2214 = insertelement <16 x float> poison, float %2213, i64 0
  %2215 = shufflevector <16 x float> %2214, <16 x float> poison, <16 x i32> zeroinitializer
  %2216 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2201, <16 x float> %2215, <16 x float> %2184)
  %2217 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2203, <16 x float> %2215, <16 x float> %2183)
  %2218 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2205, <16 x float> %2215, <16 x float> %2182)
  %2219 = getelementptr inbounds i8, ptr %2199, i64 %413
  %2220 = load float, ptr %2219, align 4
  %2221 = insertelement <16 x float> poison, float %2220, i64 0
  %2222 = shufflevector <16 x float> %2221, <16 x float> poison, <16 x i32> zeroinitializer
  %2223 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2201, <16 x float> %2222, <16 x float> %2196)
  %2224 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2203, <16 x float> %2222, <16 x float> %2195)
  %2225 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2205, <16 x float> %2222, <16 x float> %2194)
  %2226 = getelementptr inbounds i8, ptr %2199, i64 %414
  %2227 = load float, ptr %2226, align 4
  %2228 = insertelement <16 x float> poison, float %2227, i64 0
  %2229 = shufflevector <16 x float> %2228, <16 x float> poison, <16 x i32> zeroinitializer
  %2230 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2201, <16 x float> %2229, <16 x float> %2193)
  %2231 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2203, <16 x float> %2229, <16 x float> %2192)
  %2232 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2205, <16 x float> %2229, <16 x float> %2191)
  %2233 = getelementptr inbounds i8, ptr %2199, i64 %415
  %2234 = load float, ptr %2233, align 4
  %2235 = insertelement <16 x float> poison, float %2234, i64 0
  %2236 = shufflevector <16 x float> %2235, <16 x float> poison, <16 x i32> zeroinitializer
  %2237 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2201, <16 x float> %2236, <16 x float> %2190)
  %2238 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2203, <16 x float> %2236, <16 x float> %2189)
  %2239 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2205, <16 x float> %2236, <16 x float> %2188)
  %2240 = getelementptr inbounds i8, ptr %2199, i64 %416
  %2241 = load float, ptr %2240, align 4
  %2242 = insertelement <16 x float> poison, float %2241, i64 0
  %2243 = shufflevector <16 x float> %2242, <16 x float> poison, <16 x i32> zeroinitializer
  %2244 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2201, <16 x float> %2243, <16 x float> %2181)
  %2245 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2203, <16 x float> %2243, <16 x float> %2180)
  %2246 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2205, <16 x float> %2243, <16 x float> %2179)
  %2247 = getelementptr inbounds i8, ptr %2199, i64 %417
  %2248 = load float, ptr %2247, align 4
  %2249 = insertelement <16 x float> poison, float %2248, i64 0
  %2250 = shufflevector <16 x float> %2249, <16 x float> poison, <16 x i32> zeroinitializer
  %2251 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2201, <16 x float> %2250, <16 x float> %2178)
  %2252 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2203, <16 x float> %2250, <16 x float> %2177)
  %2253 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2205, <16 x float> %2250, <16 x float> %2176)
  %2254 = getelementptr inbounds i8, ptr %2199, i64 %418
  %2255 = load float, ptr %2254, align 4
  %2256 = insertelement <16 x float> poison, float %2255, i64 0
  %2257 = shufflevector <16 x float> %2256, <16 x float> poison, <16 x i32> zeroinitializer
  %2258 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2201, <16 x float> %2257, <16 x float> %2175)
  %2259 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2203, <16 x float> %2257, <16 x float> %2174)
  %2260 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2205, <16 x float> %2257, <16 x float> %2173)
  %2261 = add nuw nsw i64 %2197, 1
  %2262 = getelementptr inbounds float, ptr %2198, i64 %293
  %2263 = getelementptr inbounds nuw float, ptr %2199, i64 %294
  %2264 = icmp slt i64 %2261, %1422
  br i1 %2264, label %2172, label %2265

2265:                                             ; preds = %2172, %2079, %1986, %1893, %1800, %1707, %1614, %1521, %1481, %1482, %1486, %1490, %1496, %1500, %1506, %1513
  %2266 = phi <16 x float> [ %1430, %1513 ], [ %1430, %1506 ], [ %1609, %1521 ], [ %1430, %1500 ], [ %1702, %1614 ], [ %1430, %1496 ], [ %1795, %1707 ], [ %1430, %1490 ], [ %1888, %1800 ], [ %1430, %1486 ], [ %1981, %1893 ], [ %1430, %1482 ], [ %2074, %1986 ], [ %1430, %1481 ], [ %2167, %2079 ], [ %2260, %2172 ]
  %2267 = phi <16 x float> [ %1431, %1513 ], [ %1431, %1506 ], [ %1608, %1521 ], [ %1431, %1500 ], [ %1701, %1614 ], [ %1431, %1496 ], [ %1794, %1707 ], [ %1431, %1490 ], [ %1887, %1800 ], [ %1431, %1486 ], [ %1980, %1893 ], [ %1431, %1482 ], [ %2073, %1986 ], [ %1431, %1481 ], [ %2166, %2079 ], [ %2259, %2172 ]
  %2268 = phi <16 x float> [ %1432, %1513 ], [ %1432, %1506 ], [ %1607, %1521 ], [ %1432, %1500 ], [ %1700, %1614 ], [ %1432, %1496 ], [ %1793, %1707 ], [ %1432, %1490 ], [ %1886, %1800 ], [ %1432, %1486 ], [ %1979, %1893 ], [ %1432, %1482 ], [ %2072, %1986 ], [ %1432, %1481 ], [ %2165, %2079 ], [ %2258, %2172 ]
  %2269 = phi <16 x float> [ %1433, %1513 ], [ %1433, %1506 ], [ %1602, %1521 ], [ %1433, %1500 ], [ %1695, %1614 ], [ %1433, %1496 ], [ %1788, %1707 ], [ %1433, %1490 ], [ %1881, %1800 ], [ %1433, %1486 ], [ %1974, %1893 ], [ %1433, %1482 ], [ %2067, %1986 ], [ %1433, %1481 ], [ %2160, %2079 ], [ %2253, %2172 ]
  %2270 = phi <16 x float> [ %1434, %1513 ], [ %1434, %1506 ], [ %1601, %1521 ], [ %1434, %1500 ], [ %1694, %1614 ], [ %1434, %1496 ], [ %1787, %1707 ], [ %1434, %1490 ], [ %1880, %1800 ], [ %1434, %1486 ], [ %1973, %1893 ], [ %1434, %1482 ], [ %2066, %1986 ], [ %1434, %1481 ], [ %2159, %2079 ], [ %2252, %2172 ]
  %2271 = phi <16 x float> [ %1435, %1513 ], [ %1435, %1506 ], [ %1600, %1521 ], [ %1435, %1500 ], [ %1693, %1614 ], [ %1435, %1496 ], [ %1786, %1707 ], [ %1435, %1490 ], [ %1879, %1800 ], [ %1435, %1486 ], [ %1972, %1893 ], [ %1435, %1482 ], [ %2065, %1986 ], [ %1435, %1481 ], [ %2158, %2079 ], [ %2251, %2172 ]
  %2272 = phi <16 x float> [ %1436, %1513 ], [ %1436, %1506 ], [ %1595, %1521 ], [ %1436, %1500 ], [ %1688, %1614 ], [ %1436, %1496 ], [ %1781, %1707 ], [ %1436, %1490 ], [ %1874, %1800 ], [ %1436, %1486 ], [ %1967, %1893 ], [ %1436, %1482 ], [ %2060, %1986 ], [ %1436, %1481 ], [ %2153, %2079 ], [ %2246, %2172 ]
  %2273 = phi <16 x float> [ %1437, %1513 ], [ %1437, %1506 ], [ %1594, %1521 ], [ %1437, %1500 ], [ %1687, %1614 ], [ %1437, %1496 ], [ %1780, %1707 ], [ %1437, %1490 ], [ %1873, %1800 ], [ %1437, %1486 ], [ %1966, %1893 ], [ %1437, %1482 ], [ %2059, %1986 ], [ %1437, %1481 ], [ %2152, %2079 ], [ %2245, %2172 ]
  %2274 = phi <16 x float> [ %1438, %1513 ], [ %1438, %1506 ], [ %1593, %1521 ], [ %1438, %1500 ], [ %1686, %1614 ], [ %1438, %1496 ], [ %1779, %1707 ], [ %1438, %1490 ], [ %1872, %1800 ], [ %1438, %1486 ], [ %1965, %1893 ], [ %1438, %1482 ], [ %2058, %1986 ], [ %1438, %1481 ], [ %2151, %2079 ], [ %2244, %2172 ]
  %2275 = phi <16 x float> [ %1439, %1513 ], [ %1439, %1506 ], [ %1588, %1521 ], [ %1439, %1500 ], [ %1681, %1614 ], [ %1439, %1496 ], [ %1774, %1707 ], [ %1439, %1490 ], [ %1867, %1800 ], [ %1439, %1486 ], [ %1960, %1893 ], [ %1439, %1482 ], [ %2053, %1986 ], [ %1439, %1481 ], [ %2146, %2079 ], [ %2239, %2172 ]
  %2276 = phi <16 x float> [ %1440, %1513 ], [ %1440, %1506 ], [ %1587, %1521 ], [ %1440, %1500 ], [ %1680, %1614 ], [ %1440, %1496 ], [ %1773, %1707 ], [ %1440, %1490 ], [ %1866, %1800 ], [ %1440, %1486 ], [ %1959, %1893 ], [ %1440, %1482 ], [ %2052, %1986 ], [ %1440, %1481 ], [ %2145, %2079 ], [ %2238, %2172 ]
  %2277 = phi <16 x float> [ %1441, %1513 ], [ %1441, %1506 ], [ %1586, %1521 ], [ %1441, %1500 ], [ %1679, %1614 ], [ %1441, %1496 ], [ %1772, %1707 ], [ %1441, %1490 ], [ %1865, %1800 ], [ %1441, %1486 ], [ %1958, %1893 ], [ %1441, %1482 ], [ %2051, %1986 ], [ %1441, %1481 ], [ %2144, %2079 ], [ %2237, %2172 ]
  %2278 = phi <16 x float> [ %1442, %1513 ], [ %1442, %1506 ], [ %1581, %1521 ], [ %1442, %1500 ], [ %1674, %1614 ], [ %1442, %1496 ], [ %1767, %1707 ], [ %1442, %1490 ], [ %1860, %1800 ], [ %1442, %1486 ], [ %1953, %1893 ], [ %1442, %1482 ], [ %2046, %1986 ], [ %1442, %1481 ], [ %2139, %2079 ], [ %2232, %2172 ]
  %2279 = phi <16 x float> [ %1443, %1513 ], [ %1443, %1506 ], [ %1580, %1521 ], [ %1443, %1500 ], [ %1673, %1614 ], [ %1443, %1496 ], [ %1766, %1707 ], [ %1443, %1490 ], [ %1859, %1800 ], [ %1443, %1486 ], [ %1952, %1893 ], [ %1443, %1482 ], [ %2045, %1986 ], [ %1443, %1481 ], [ %2138, %2079 ], [ %2231, %2172 ]
  %2280 = phi <16 x float> [ %1444, %1513 ], [ %1444, %1506 ], [ %1579, %1521 ], [ %1444, %1500 ], [ %1672, %1614 ], [ %1444, %1496 ], [ %1765, %1707 ], [ %1444, %1490 ], [ %1858, %1800 ], [ %1444, %1486 ], [ %1951, %1893 ], [ %1444, %1482 ], [ %2044, %1986 ], [ %1444, %1481 ], [ %2137, %2079 ], [ %2230, %2172 ]
  %2281 = phi <16 x float> [ %1445, %1513 ], [ %1445, %1506 ], [ %1574, %1521 ], [ %1445, %1500 ], [ %1667, %1614 ], [ %1445, %1496 ], [ %1760, %1707 ], [ %1445, %1490 ], [ %1853, %1800 ], [ %1445, %1486 ], [ %1946, %1893 ], [ %1445, %1482 ], [ %2039, %1986 ], [ %1445, %1481 ], [ %2132, %2079 ], [ %2225, %2172 ]
  %2282 = phi <16 x float> [ %1446, %1513 ], [ %1446, %1506 ], [ %1573, %1521 ], [ %1446, %1500 ], [ %1666, %1614 ], [ %1446, %1496 ], [ %1759, %1707 ], [ %1446, %1490 ], [ %1852, %1800 ], [ %1446, %1486 ], [ %1945, %1893 ], [ %1446, %1482 ], [ %2038, %1986 ], [ %1446, %1481 ], [ %2131, %2079 ], [ %2224, %2172 ]
  %2283 = phi <16 x float> [ %1447, %1513 ], [ %1447, %1506 ], [ %1572, %1521 ], [ %1447, %1500 ], [ %1665, %1614 ], [ %1447, %1496 ], [ %1758, %1707 ], [ %1447, %1490 ], [ %1851, %1800 ], [ %1447, %1486 ], [ %1944, %1893 ], [ %1447, %1482 ], [ %2037, %1986 ], [ %1447, %1481 ], [ %2130, %2079 ], [ %2223, %2172 ]
  %2284 = phi <16 x float> [ %1448, %1513 ], [ %1448, %1506 ], [ %1567, %1521 ], [ %1448, %1500 ], [ %1660, %1614 ], [ %1448, %1496 ], [ %1753, %1707 ], [ %1448, %1490 ], [ %1846, %1800 ], [ %1448, %1486 ], [ %1939, %1893 ], [ %1448, %1482 ], [ %2032, %1986 ], [ %1448, %1481 ], [ %2125, %2079 ], [ %2218, %2172 ]
  %2285 = phi <16 x float> [ %1449, %1513 ], [ %1449, %1506 ], [ %1566, %1521 ], [ %1449, %1500 ], [ %1659, %1614 ], [ %1449, %1496 ], [ %1752, %1707 ], [ %1449, %1490 ], [ %1845, %1800 ], [ %1449, %1486 ], [ %1938, %1893 ], [ %1449, %1482 ], [ %2031, %1986 ], [ %1449, %1481 ], [ %2124, %2079 ], [ %2217, %2172 ]
  %2286 = phi <16 x float> [ %1450, %1513 ], [ %1450, %1506 ], [ %1565, %1521 ], [ %1450, %1500 ], [ %1658, %1614 ], [ %1450, %1496 ], [ %1751, %1707 ], [ %1450, %1490 ], [ %1844, %1800 ], [ %1450, %1486 ], [ %1937, %1893 ], [ %1450, %1482 ], [ %2030, %1986 ], [ %1450, %1481 ], [ %2123, %2079 ], [ %2216, %2172 ]
  %2287 = phi <16 x float> [ %1451, %1513 ], [ %1451, %1506 ], [ %1560, %1521 ], [ %1451, %1500 ], [ %1653, %1614 ], [ %1451, %1496 ], [ %1746, %1707 ], [ %1451, %1490 ], [ %1839, %1800 ], [ %1451, %1486 ], [ %1932, %1893 ], [ %1451, %1482 ], [ %2025, %1986 ], [ %1451, %1481 ], [ %2118, %2079 ], [ %2211, %2172 ]
  %2288 = phi <16 x float> [ %1452, %1513 ], [ %1452, %1506 ], [ %1559, %1521 ], [ %1452, %1500 ], [ %1652, %1614 ], [ %1452, %1496 ], [ %1745, %1707 ], [ %1452, %1490 ], [ %1838, %1800 ], [ %1452, %1486 ], [ %1931, %1893 ], [ %1452, %1482 ], [ %2024, %1986 ], [ %1452, %1481 ], [ %2117, %2079 ], [ %2210, %2172 ]
  %2289 = phi <16 x float> [ %1453, %1513 ], [ %1453, %1506 ], [ %1558, %1521 ], [ %1453, %1500 ], [ %1651, %1614 ], [ %1453, %1496 ], [ %1744, %1707 ], [ %1453, %1490 ], [ %1837, %1800 ], [ %1453, %1486 ], [ %1930, %1893 ], [ %1453, %1482 ], [ %2023, %1986 ], [ %1453, %1481 ], [ %2116, %2079 ], [ %2209, %2172 ]
  %2290 = add nuw nsw i64 %1454, 1
  %2291 = icmp eq i64 %2290, %294
  br i1 %2291, label %1342, label %1429

2292:                                             ; preds = %1368, %2489
  %2293 = phi i64 [ 0, %1368 ], [ %2491, %2489 ]
  %2294 = add nsw i64 %1096, %2293
  %2295 = mul nsw i64 %2294, %265
  %2296 = icmp sgt i64 %1097, %2293
  %2297 = getelementptr inbounds nuw [3 x <16 x float>], ptr %33, i64 %2293
  %2298 = add nsw i64 %1057, %2295
  %2299 = select i1 %2296, <16 x i1> zeroinitializer, <16 x i1> %1086
  %2300 = getelementptr inbounds float, ptr %499, i64 %2298
  %2301 = load <16 x float>, ptr %2297, align 64
  br i1 %302, label %2361, label %2302

2302:                                             ; preds = %2292
  %2303 = getelementptr inbounds float, ptr %497, i64 %2298
  switch i64 %419, label %2321 [
    i64 1, label %2304
    i64 2, label %2307
    i64 3, label %2314
    i64 0, label %2361
  ]

2304:                                             ; preds = %2302
  %2305 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2303, <16 x i1> %2299, <16 x float> zeroinitializer)
  %2306 = fadd <16 x float> %2301, %2305
  br label %2323

2307:                                             ; preds = %2302
  %2308 = bitcast <16 x float> %2301 to <8 x i64>
  %2309 = or <8 x i64> %2308, %304
  %2310 = fcmp oeq <16 x float> %2301, %54
  %2311 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2301, i32 4)
  %2312 = bitcast <8 x i64> %2309 to <16 x float>
  %2313 = select <16 x i1> %2310, <16 x float> %2312, <16 x float> %2311
  br label %2323

2314:                                             ; preds = %2302
  %2315 = bitcast <16 x float> %2301 to <8 x i64>
  %2316 = and <8 x i64> %2315, %303
  %2317 = fcmp oeq <16 x float> %2301, %51
  %2318 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2301, i32 4)
  %2319 = bitcast <8 x i64> %2316 to <16 x float>
  %2320 = select <16 x i1> %2317, <16 x float> %2319, <16 x float> %2318
  br label %2323

2321:                                             ; preds = %2302
  unreachable

2322:                                             ; preds = %3241, %3222, %3203, %3178, %3159, %3140, %3115, %3096, %3077, %3052, %3033, %3014, %2989, %2970, %2951, %2926, %2907, %2888, %2863, %2844, %2825, %2800, %2781, %2762, %2470, %2451, %2432, %2406, %2387, %2368, %2342, %2323
  unreachable

2323:                                             ; preds = %2314, %2307, %2304
  %2324 = phi <16 x float> [ %2306, %2304 ], [ %2313, %2307 ], [ %2320, %2314 ]
  switch i64 %421, label %2322 [
    i64 1, label %2339
    i64 2, label %2332
    i64 3, label %2325
    i64 0, label %2361
  ]

2325:                                             ; preds = %2323
  %2326 = bitcast <16 x float> %2324 to <8 x i64>
  %2327 = and <8 x i64> %2326, %303
  %2328 = fcmp oeq <16 x float> %2324, %51
  %2329 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2324, i32 4)
  %2330 = bitcast <8 x i64> %2327 to <16 x float>
  %2331 = select <16 x i1> %2328, <16 x float> %2330, <16 x float> %2329
  br label %2342

2332:                                             ; preds = %2323
  %2333 = bitcast <16 x float> %2324 to <8 x i64>
  %2334 = or <8 x i64> %2333, %304
  %2335 = fcmp oeq <16 x float> %2324, %54
  %2336 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2324, i32 4)
  %2337 = bitcast <8 x i64> %2334 to <16 x float>
  %2338 = select <16 x i1> %2335, <16 x float> %2337, <16 x float> %2336
  br label %2342

2339:                                             ; preds = %2323
  %2340 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2303, <16 x i1> %2299, <16 x float> zeroinitializer)
  %2341 = fadd <16 x float> %2324, %2340
  br label %2342

2342:                                             ; preds = %2339, %2332, %2325
  %2343 = phi <16 x float> [ %2341, %2339 ], [ %2338, %2332 ], [ %2331, %2325 ]
  switch i64 %423, label %2322 [
    i64 1, label %2358
    i64 2, label %2351
    i64 3, label %2344
    i64 0, label %2361
  ]

2344:                                             ; preds = %2342
  %2345 = bitcast <16 x float> %2343 to <8 x i64>
  %2346 = and <8 x i64> %2345, %303
  %2347 = fcmp oeq <16 x float> %2343, %51
  %2348 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2343, i32 4)
  %2349 = bitcast <8 x i64> %2346 to <16 x float>
  %2350 = select <16 x i1> %2347, <16 x float> %2349, <16 x float> %2348
  br label %2361

2351:                                             ; preds = %2342
  %2352 = bitcast <16 x float> %2343 to <8 x i64>
  %2353 = or <8 x i64> %2352, %304
  %2354 = fcmp oeq <16 x float> %2343, %54
  %2355 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2343, i32 4)
  %2356 = bitcast <8 x i64> %2353 to <16 x float>
  %2357 = select <16 x i1> %2354, <16 x float> %2356, <16 x float> %2355
  br label %2361

2358:                                             ; preds = %2342
  %2359 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2303, <16 x i1> %2299, <16 x float> zeroinitializer)
  %2360 = fadd <16 x float> %2343, %2359
  br label %2361

2361:                                             ; preds = %2292, %2302, %2323, %2342, %2358, %2351, %2344
  %2362 = phi <16 x float> [ %2350, %2344 ], [ %2301, %2302 ], [ %2343, %2342 ], [ %2324, %2323 ], [ %2360, %2358 ], [ %2357, %2351 ], [ %2301, %2292 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2362, ptr align 1 %2300, <16 x i1> %2299)
  %2363 = add nsw i64 %1056, %2295
  %2364 = select i1 %2296, <16 x i1> zeroinitializer, <16 x i1> %1087
  %2365 = getelementptr inbounds float, ptr %499, i64 %2363
  %2366 = getelementptr inbounds nuw i8, ptr %2297, i64 64
  %2367 = load <16 x float>, ptr %2366, align 64
  br i1 %302, label %2425, label %2368

2368:                                             ; preds = %2361
  %2369 = getelementptr inbounds float, ptr %497, i64 %2363
  switch i64 %424, label %2322 [
    i64 1, label %2384
    i64 2, label %2377
    i64 3, label %2370
    i64 0, label %2425
  ]

2370:                                             ; preds = %2368
  %2371 = bitcast <16 x float> %2367 to <8 x i64>
  %2372 = and <8 x i64> %2371, %303
  %2373 = fcmp oeq <16 x float> %2367, %51
  %2374 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2367, i32 4)
  %2375 = bitcast <8 x i64> %2372 to <16 x float>
  %2376 = select <16 x i1> %2373, <16 x float> %2375, <16 x float> %2374
  br label %2387

2377:                                             ; preds = %2368
  %2378 = bitcast <16 x float> %2367 to <8 x i64>
  %2379 = or <8 x i64> %2378, %304
  %2380 = fcmp oeq <16 x float> %2367, %54
  %2381 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2367, i32 4)
  %2382 = bitcast <8 x i64> %2379 to <16 x float>
  %2383 = select <16 x i1> %2380, <16 x float> %2382, <16 x float> %2381
  br label %2387

2384:                                             ; preds = %2368
  %2385 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2369, <16 x i1> %2364, <16 x float> zeroinitializer)
  %2386 = fadd <16 x float> %2367, %2385
  br label %2387

2387:                                             ; preds = %2384, %2377, %2370
  %2388 = phi <16 x float> [ %2386, %2384 ], [ %2383, %2377 ], [ %2376, %2370 ]
  switch i64 %426, label %2322 [
    i64 1, label %2403
    i64 2, label %2396
    i64 3, label %2389
    i64 0, label %2425
  ]

2389:                                             ; preds = %2387
  %2390 = bitcast <16 x float> %2388 to <8 x i64>
  %2391 = and <8 x i64> %2390, %303
  %2392 = fcmp oeq <16 x float> %2388, %51
  %2393 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2388, i32 4)
  %2394 = bitcast <8 x i64> %2391 to <16 x float>
  %2395 = select <16 x i1> %2392, <16 x float> %2394, <16 x float> %2393
  br label %2406

2396:                                             ; preds = %2387
  %2397 = bitcast <16 x float> %2388 to <8 x i64>
  %2398 = or <8 x i64> %2397, %304
  %2399 = fcmp oeq <16 x float> %2388, %54
  %2400 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2388, i32 4)
  %2401 = bitcast <8 x i64> %2398 to <16 x float>
  %2402 = select <16 x i1> %2399, <16 x float> %2401, <16 x float> %2400
  br label %2406

2403:                                             ; preds = %2387
  %2404 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2369, <16 x i1> %2364, <16 x float> zeroinitializer)
  %2405 = fadd <16 x float> %2388, %2404
  br label %2406

2406:                                             ; preds = %2403, %2396, %2389
  %2407 = phi <16 x float> [ %2405, %2403 ], [ %2402, %2396 ], [ %2395, %2389 ]
  switch i64 %428, label %2322 [
    i64 1, label %2422
    i64 2, label %2415
    i64 3, label %2408
    i64 0, label %2425
  ]

2408:                                             ; preds = %2406
  %2409 = bitcast <16 x float> %2407 to <8 x i64>
  %2410 = and <8 x i64> %2409, %303
  %2411 = fcmp oeq <16 x float> %2407, %51
  %2412 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2407, i32 4)
  %2413 = bitcast <8 x i64> %2410 to <16 x float>
  %2414 = select <16 x i1> %2411, <16 x float> %2413, <16 x float> %2412
  br label %2425

2415:                                             ; preds = %2406
  %2416 = bitcast <16 x float> %2407 to <8 x i64>
  %2417 = or <8 x i64> %2416, %304
  %2418 = fcmp oeq <16 x float> %2407, %54
  %2419 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2407, i32 4)
  %2420 = bitcast <8 x i64> %2417 to <16 x float>
  %2421 = select <16 x i1> %2418, <16 x float> %2420, <16 x float> %2419
  br label %2425

2422:                                             ; preds = %2406
  %2423 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2369, <16 x i1> %2364, <16 x float> zeroinitializer)
  %2424 = fadd <16 x float> %2407, %2423
  br label %2425

2425:                                             ; preds = %2361, %2368, %2387, %2406, %2422, %2415, %2408
  %2426 = phi <16 x float> [ %2414, %2408 ], [ %2367, %2368 ], [ %2407, %2406 ], [ %2388, %2387 ], [ %2424, %2422 ], [ %2421, %2415 ], [ %2367, %2361 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2426, ptr align 1 %2365, <16 x i1> %2364)
  %2427 = add nsw i64 %1055, %2295
  %2428 = select i1 %2296, <16 x i1> zeroinitializer, <16 x i1> %1088
  %2429 = getelementptr inbounds float, ptr %499, i64 %2427
  %2430 = getelementptr inbounds nuw i8, ptr %2297, i64 128
  %2431 = load <16 x float>, ptr %2430, align 64
  br i1 %302, label %2489, label %2432

2432:                                             ; preds = %2425
  %2433 = getelementptr inbounds float, ptr %497, i64 %2427
  switch i64 %429, label %2322 [
    i64 1, label %2448
    i64 2, label %2441
    i64 3, label %2434
    i64 0, label %2489
  ]

2434:                                             ; preds = %2432
  %2435 = bitcast <16 x float> %2431 to <8 x i64>
  %2436 = and <8 x i64> %2435, %303
  %2437 = fcmp oeq <16 x float> %2431, %51
  %2438 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2431, i32 4)
  %2439 = bitcast <8 x i64> %2436 to <16 x float>
  %2440 = select <16 x i1> %2437, <16 x float> %2439, <16 x float> %2438
  br label %2451

2441:                                             ; preds = %2432
  %2442 = bitcast <16 x float> %2431 to <8 x i64>
  %2443 = or <8 x i64> %2442, %304
  %2444 = fcmp oeq <16 x float> %2431, %54
  %2445 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2431, i32 4)
  %2446 = bitcast <8 x i64> %2443 to <16 x float>
  %2447 = select <16 x i1> %2444, <16 x float> %2446, <16 x float> %2445
  br label %2451

2448:                                             ; preds = %2432
  %2449 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2433, <16 x i1> %2428, <16 x float> zeroinitializer)
  %2450 = fadd <16 x float> %2431, %2449
  br label %2451

2451:                                             ; preds = %2448, %2441, %2434
  %2452 = phi <16 x float> [ %2450, %2448 ], [ %2447, %2441 ], [ %2440, %2434 ]
  switch i64 %431, label %2322 [
    i64 1, label %2467
    i64 2, label %2460
    i64 3, label %2453
    i64 0, label %2489
  ]

2453:                                             ; preds = %2451
  %2454 = bitcast <16 x float> %2452 to <8 x i64>
  %2455 = and <8 x i64> %2454, %303
  %2456 = fcmp oeq <16 x float> %2452, %51
  %2457 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2452, i32 4)
  %2458 = bitcast <8 x i64> %2455 to <16 x float>
  %2459 = select <16 x i1> %2456, <16 x float> %2458, <16 x float> %2457
  br label %2470

2460:                                             ; preds = %2451
  %2461 = bitcast <16 x float> %2452 to <8 x i64>
  %2462 = or <8 x i64> %2461, %304
  %2463 = fcmp oeq <16 x float> %2452, %54
  %2464 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2452, i32 4)
  %2465 = bitcast <8 x i64> %2462 to <16 x float>
  %2466 = select <16 x i1> %2463, <16 x float> %2465, <16 x float> %2464
  br label %2470

2467:                                             ; preds = %2451
  %2468 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2433, <16 x i1> %2428, <16 x float> zeroinitializer)
  %2469 = fadd <16 x float> %2452, %2468
  br label %2470

2470:                                             ; preds = %2467, %2460, %2453
  %2471 = phi <16 x float> [ %2469, %2467 ], [ %2466, %2460 ], [ %2459, %2453 ]
  switch i64 %433, label %2322 [
    i64 1, label %2486
    i64 2, label %2479
    i64 3, label %2472
    i64 0, label %2489
  ]

2472:                                             ; preds = %2470
  %2473 = bitcast <16 x float> %2471 to <8 x i64>
  %2474 = and <8 x i64> %2473, %303
  %2475 = fcmp oeq <16 x float> %2471, %51
  %2476 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2471, i32 4)
  %2477 = bitcast <8 x i64> %2474 to <16 x float>
  %2478 = select <16 x i1> %2475, <16 x float> %2477, <16 x float> %2476
  br label %2489

2479:                                             ; preds = %2470
  %2480 = bitcast <16 x float> %2471 to <8 x i64>
  %2481 = or <8 x i64> %2480, %304
  %2482 = fcmp oeq <16 x float> %2471, %54
  %2483 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2471, i32 4)
  %2484 = bitcast <8 x i64> %2481 to <16 x float>
  %2485 = select <16 x i1> %2482, <16 x float> %2484, <16 x float> %2483
  br label %2489

2486:                                             ; preds = %2470
  %2487 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2433, <16 x i1> %2428, <16 x float> zeroinitializer)
  %2488 = fadd <16 x float> %2471, %2487
  br label %2489

2489:                                             ; preds = %2425, %2432, %2451, %2470, %2486, %2479, %2472
  %2490 = phi <16 x float> [ %2478, %2472 ], [ %2431, %2432 ], [ %2471, %2470 ], [ %2452, %2451 ], [ %2488, %2486 ], [ %2485, %2479 ], [ %2431, %2425 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2490, ptr align 1 %2429, <16 x i1> %2428)
  %2491 = add nuw nsw i64 %2293, 1
  %2492 = icmp eq i64 %2491, 8
  br i1 %2492, label %2493, label %2292

2493:                                             ; preds = %2489
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  br label %3264

2494:                                             ; preds = %1099, %3260
  %2495 = phi i64 [ 0, %1099 ], [ %3262, %3260 ]
  %2496 = getelementptr inbounds nuw i64, ptr %37, i64 %2495
  %2497 = getelementptr inbounds nuw i64, ptr %38, i64 %2495
  %2498 = load i64, ptr %2497, align 8
  %2499 = icmp sgt i64 %2498, 15
  %2500 = trunc i64 %2498 to i32
  %2501 = shl nsw i32 -1, %2500
  %2502 = trunc i32 %2501 to i16
  %2503 = xor i16 %2502, -1
  %2504 = select i1 %2499, i16 -1, i16 %2503
  br i1 %295, label %2533, label %2508

2505:                                             ; preds = %2562
  %2506 = getelementptr inbounds nuw i64, ptr %35, i64 %2495
  %2507 = getelementptr inbounds nuw i32, ptr %36, i64 %2495
  br label %2595

2508:                                             ; preds = %2494
  %2509 = load float, ptr %1101, align 4
  %2510 = insertelement <16 x float> poison, float %2509, i64 0
  %2511 = shufflevector <16 x float> %2510, <16 x float> poison, <16 x i32> zeroinitializer
  %2512 = load float, ptr %1103, align 4
  %2513 = insertelement <16 x float> poison, float %2512, i64 0
  %2514 = shufflevector <16 x float> %2513, <16 x float> poison, <16 x i32> zeroinitializer
  %2515 = load float, ptr %1104, align 4
  %2516 = insertelement <16 x float> poison, float %2515, i64 0
  %2517 = shufflevector <16 x float> %2516, <16 x float> poison, <16 x i32> zeroinitializer
  %2518 = load float, ptr %1105, align 4
  %2519 = insertelement <16 x float> poison, float %2518, i64 0
  %2520 = shufflevector <16 x float> %2519, <16 x float> poison, <16 x i32> zeroinitializer
  %2521 = load float, ptr %1106, align 4
  %2522 = insertelement <16 x float> poison, float %2521, i64 0
  %2523 = shufflevector <16 x float> %2522, <16 x float> poison, <16 x i32> zeroinitializer
  %2524 = load float, ptr %1107, align 4
  %2525 = insertelement <16 x float> poison, float %2524, i64 0
  %2526 = shufflevector <16 x float> %2525, <16 x float> poison, <16 x i32> zeroinitializer
  %2527 = load float, ptr %1108, align 4
  %2528 = insertelement <16 x float> poison, float %2527, i64 0
  %2529 = shufflevector <16 x float> %2528, <16 x float> poison, <16 x i32> zeroinitializer
  %2530 = load float, ptr %1109, align 4
  %2531 = insertelement <16 x float> poison, float %2530, i64 0
  %2532 = shufflevector <16 x float> %2531, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2562

2533:                                             ; preds = %2494
  %2534 = bitcast i16 %2504 to <16 x i1>
  %2535 = load i64, ptr %2496, align 8
  %2536 = getelementptr inbounds float, ptr %1111, i64 %2535
  %2537 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2536, <16 x i1> %2534, <16 x float> zeroinitializer)
  %2538 = bitcast i16 %2504 to <16 x i1>
  %2539 = getelementptr inbounds float, ptr %1114, i64 %2535
  %2540 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2539, <16 x i1> %2538, <16 x float> zeroinitializer)
  %2541 = bitcast i16 %2504 to <16 x i1>
  %2542 = load i64, ptr %2496, align 8
  %2543 = getelementptr inbounds float, ptr %1117, i64 %2542
  %2544 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2543, <16 x i1> %2541, <16 x float> zeroinitializer)
  %2545 = bitcast i16 %2504 to <16 x i1>
  %2546 = getelementptr inbounds float, ptr %1120, i64 %2542
  %2547 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2546, <16 x i1> %2545, <16 x float> zeroinitializer)
  %2548 = bitcast i16 %2504 to <16 x i1>
  %2549 = load i64, ptr %2496, align 8
  %2550 = getelementptr inbounds float, ptr %1123, i64 %2549
  %2551 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2550, <16 x i1> %2548, <16 x float> zeroinitializer)
  %2552 = bitcast i16 %2504 to <16 x i1>
  %2553 = getelementptr inbounds float, ptr %1126, i64 %2549
  %2554 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2553, <16 x i1> %2552, <16 x float> zeroinitializer)
  %2555 = bitcast i16 %2504 to <16 x i1>
  %2556 = load i64, ptr %2496, align 8
  %2557 = getelementptr inbounds float, ptr %1129, i64 %2556
  %2558 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2557, <16 x i1> %2555, <16 x float> zeroinitializer)
  %2559 = bitcast i16 %2504 to <16 x i1>
  %2560 = getelementptr inbounds float, ptr %1132, i64 %2556
  %2561 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2560, <16 x i1> %2559, <16 x float> zeroinitializer)
  br label %2562

2562:                                             ; preds = %2533, %2508
  %2563 = phi <16 x float> [ %2558, %2533 ], [ %2529, %2508 ]
  %2564 = phi <16 x float> [ %2551, %2533 ], [ %2523, %2508 ]
  %2565 = phi <16 x float> [ %2544, %2533 ], [ %2517, %2508 ]
  %2566 = phi <16 x float> [ %2537, %2533 ], [ %2511, %2508 ]
  %2567 = phi <16 x float> [ %2540, %2533 ], [ %2514, %2508 ]
  %2568 = phi <16 x float> [ %2547, %2533 ], [ %2520, %2508 ]
  %2569 = phi <16 x float> [ %2554, %2533 ], [ %2526, %2508 ]
  %2570 = phi <16 x float> [ %2561, %2533 ], [ %2532, %2508 ]
  br i1 %300, label %2505, label %2581

2571:                                             ; preds = %2751, %2595
  %2572 = phi <16 x float> [ %2596, %2595 ], [ %2752, %2751 ]
  %2573 = phi <16 x float> [ %2597, %2595 ], [ %2753, %2751 ]
  %2574 = phi <16 x float> [ %2598, %2595 ], [ %2754, %2751 ]
  %2575 = phi <16 x float> [ %2599, %2595 ], [ %2755, %2751 ]
  %2576 = phi <16 x float> [ %2600, %2595 ], [ %2756, %2751 ]
  %2577 = phi <16 x float> [ %2601, %2595 ], [ %2757, %2751 ]
  %2578 = phi <16 x float> [ %2602, %2595 ], [ %2758, %2751 ]
  %2579 = phi <16 x float> [ %2603, %2595 ], [ %2759, %2751 ]
  %2580 = icmp slt i64 %2607, %5
  br i1 %2580, label %2595, label %2581

2581:                                             ; preds = %2571, %2562
  %2582 = phi <16 x float> [ %2566, %2562 ], [ %2572, %2571 ]
  %2583 = phi <16 x float> [ %2567, %2562 ], [ %2573, %2571 ]
  %2584 = phi <16 x float> [ %2565, %2562 ], [ %2574, %2571 ]
  %2585 = phi <16 x float> [ %2568, %2562 ], [ %2575, %2571 ]
  %2586 = phi <16 x float> [ %2564, %2562 ], [ %2576, %2571 ]
  %2587 = phi <16 x float> [ %2569, %2562 ], [ %2577, %2571 ]
  %2588 = phi <16 x float> [ %2563, %2562 ], [ %2578, %2571 ]
  %2589 = phi <16 x float> [ %2570, %2562 ], [ %2579, %2571 ]
  %2590 = load i64, ptr %2496, align 8
  %2591 = add nsw i64 %2590, %1133
  %2592 = bitcast i16 %2504 to <16 x i1>
  %2593 = select i1 %1134, <16 x i1> zeroinitializer, <16 x i1> %2592
  %2594 = getelementptr inbounds float, ptr %499, i64 %2591
  br i1 %302, label %2819, label %2762

2595:                                             ; preds = %2505, %2571
  %2596 = phi <16 x float> [ %2566, %2505 ], [ %2572, %2571 ]
  %2597 = phi <16 x float> [ %2567, %2505 ], [ %2573, %2571 ]
  %2598 = phi <16 x float> [ %2565, %2505 ], [ %2574, %2571 ]
  %2599 = phi <16 x float> [ %2568, %2505 ], [ %2575, %2571 ]
  %2600 = phi <16 x float> [ %2564, %2505 ], [ %2576, %2571 ]
  %2601 = phi <16 x float> [ %2569, %2505 ], [ %2577, %2571 ]
  %2602 = phi <16 x float> [ %2563, %2505 ], [ %2578, %2571 ]
  %2603 = phi <16 x float> [ %2570, %2505 ], [ %2579, %2571 ]
  %2604 = phi i64 [ 0, %2505 ], [ %2607, %2571 ]
  %2605 = sub nsw i64 %5, %2604
  %2606 = icmp slt i64 %2605, %299
  %2607 = add nuw nsw i64 %2604, %299
  %2608 = select i1 %2606, i64 %5, i64 %2607
  br i1 %301, label %2609, label %2571

2609:                                             ; preds = %2595
  %2610 = mul nsw i64 %2604, %293
  %2611 = getelementptr inbounds float, ptr %492, i64 %2610
  %2612 = mul nuw nsw i64 %2604, %294
  %2613 = getelementptr inbounds nuw float, ptr %1102, i64 %2612
  %2614 = icmp slt i64 %2604, %2608
  br label %2615

2615:                                             ; preds = %2609, %2751
  %2616 = phi <16 x float> [ %2596, %2609 ], [ %2752, %2751 ]
  %2617 = phi <16 x float> [ %2597, %2609 ], [ %2753, %2751 ]
  %2618 = phi <16 x float> [ %2598, %2609 ], [ %2754, %2751 ]
  %2619 = phi <16 x float> [ %2599, %2609 ], [ %2755, %2751 ]
  %2620 = phi <16 x float> [ %2600, %2609 ], [ %2756, %2751 ]
  %2621 = phi <16 x float> [ %2601, %2609 ], [ %2757, %2751 ]
  %2622 = phi <16 x float> [ %2602, %2609 ], [ %2758, %2751 ]
  %2623 = phi <16 x float> [ %2603, %2609 ], [ %2759, %2751 ]
  %2624 = phi i64 [ 0, %2609 ], [ %2760, %2751 ]
  %2625 = getelementptr inbounds nuw [3 x i64], ptr %2506, i64 %2624
  %2626 = load i64, ptr %2625, align 8
  %2627 = getelementptr inbounds nuw [3 x i32], ptr %2507, i64 %2624
  %2628 = load i32, ptr %2627, align 4
  %2629 = getelementptr inbounds nuw float, ptr %2613, i64 %2624
  %2630 = and i32 %2628, 65535
  %2631 = icmp eq i32 %2630, 65535
  br i1 %2631, label %2632, label %2633

2632:                                             ; preds = %2615
  br i1 %2614, label %2637, label %2751

2633:                                             ; preds = %2615
  br i1 %2614, label %2634, label %2751

2634:                                             ; preds = %2633
  %2635 = trunc i32 %2628 to i16
  %2636 = bitcast i16 %2635 to <16 x i1>
  br label %2694

2637:                                             ; preds = %2632, %2637
  %2638 = phi <16 x float> [ %2654, %2637 ], [ %2616, %2632 ]
  %2639 = phi <16 x float> [ %2659, %2637 ], [ %2617, %2632 ]
  %2640 = phi <16 x float> [ %2664, %2637 ], [ %2618, %2632 ]
  %2641 = phi <16 x float> [ %2669, %2637 ], [ %2619, %2632 ]
  %2642 = phi <16 x float> [ %2674, %2637 ], [ %2620, %2632 ]
  %2643 = phi <16 x float> [ %2679, %2637 ], [ %2621, %2632 ]
  %2644 = phi <16 x float> [ %2684, %2637 ], [ %2622, %2632 ]
  %2645 = phi <16 x float> [ %2689, %2637 ], [ %2623, %2632 ]
  %2646 = phi ptr [ %2691, %2637 ], [ %2611, %2632 ]
  %2647 = phi ptr [ %2692, %2637 ], [ %2629, %2632 ]
  %2648 = phi i64 [ %2690, %2637 ], [ %2604, %2632 ]
  %2649 = getelementptr inbounds float, ptr %2646, i64 %2626
  %2650 = load <16 x float>, ptr %2649, align 1
  %2651 = load float, ptr %2647, align 4
  %2652 = insertelement <16 x float> poison, float %2651, i64 0
  %2653 = shufflevector <16 x float> %2652, <16 x float> poison, <16 x i32> zeroinitializer
  %2654 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2650, <16 x float> %2653, <16 x float> %2638)
  %2655 = getelementptr inbounds float, ptr %2647, i64 %296
  %2656 = load float, ptr %2655, align 4
  %2657 = insertelement <16 x float> poison, float %2656, i64 0
  %2658 = shufflevector <16 x float> %2657, <16 x float> poison, <16 x i32> zeroinitializer
  %2659 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2650, <16 x float> %2658, <16 x float> %2639)
  %2660 = getelementptr inbounds i8, ptr %2647, i64 %325
  %2661 = load float, ptr %2660, align 4
  %2662 = insertelement <16 x float> poison, float %2661, i64 0
  %2663 = shufflevector <16 x float> %2662, <16 x float> poison, <16 x i32> zeroinitializer
  %2664 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2650, <16 x float> %2663, <16 x float> %2640)
  %2665 = getelementptr inbounds i8, ptr %2647, i64 %326
  %2666 = load float, ptr %2665, align 4
  %2667 = insertelement <16 x float> poison, float %2666, i64 0
  %2668 = shufflevector <16 x float> %2667, <16 x float> poison, <16 x i32> zeroinitializer
  %2669 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2650, <16 x float> %2668, <16 x float> %2641)
  %2670 = getelementptr inbounds i8, ptr %2647, i64 %327
  %2671 = load float, ptr %2670, align 4
  %2672 = insertelement <16 x float> poison, float %2671, i64 0
  %2673 = shufflevector <16 x float> %2672, <16 x float> poison, <16 x i32> zeroinitializer
  %2674 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2650, <16 x float> %2673, <16 x float> %2642)
  %2675 = getelementptr inbounds i8, ptr %2647, i64 %328
  %2676 = load float, ptr %2675, align 4
  %2677 = insertelement <16 x float> poison, float %2676, i64 0
  %2678 = shufflevector <16 x float> %2677, <16 x float> poison, <16 x i32> zeroinitializer
  %2679 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2650, <16 x float> %2678, <16 x float> %2643)
  %2680 = getelementptr inbounds i8, ptr %2647, i64 %329
  %2681 = load float, ptr %2680, align 4
  %2682 = insertelement <16 x float> poison, float %2681, i64 0
  %2683 = shufflevector <16 x float> %2682, <16 x float> poison, <16 x i32> zeroinitializer
  %2684 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2650, <16 x float> %2683, <16 x float> %2644)
  %2685 = getelementptr inbounds i8, ptr %2647, i64 %330
  %2686 = load float, ptr %2685, align 4
  %2687 = insertelement <16 x float> poison, float %2686, i64 0
  %2688 = shufflevector <16 x float> %2687, <16 x float> poison, <16 x i32> zeroinitializer
  %2689 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2650, <16 x float> %2688, <16 x float> %2645)
  %2690 = add nuw nsw i64 %2648, 1
  %2691 = getelementptr inbounds float, ptr %2646, i64 %293
  %2692 = getelementptr inbounds nuw float, ptr %2647, i64 %294
  %2693 = icmp slt i64 %2690, %2608
  br i1 %2693, label %2637, label %2751

2694:                                             ; preds = %2634, %2694
  %2695 = phi <16 x float> [ %2616, %2634 ], [ %2711, %2694 ]
  %2696 = phi <16 x float> [ %2617, %2634 ], [ %2716, %2694 ]
  %2697 = phi <16 x float> [ %2618, %2634 ], [ %2721, %2694 ]
  %2698 = phi <16 x float> [ %2619, %2634 ], [ %2726, %2694 ]
  %2699 = phi <16 x float> [ %2620, %2634 ], [ %2731, %2694 ]
  %2700 = phi <16 x float> [ %2621, %2634 ], [ %2736, %2694 ]
  %2701 = phi <16 x float> [ %2622, %2634 ], [ %2741, %2694 ]
  %2702 = phi <16 x float> [ %2623, %2634 ], [ %2746, %2694 ]
  %2703 = phi i64 [ %2604, %2634 ], [ %2747, %2694 ]
  %2704 = phi ptr [ %2611, %2634 ], [ %2748, %2694 ]
  %2705 = phi ptr [ %2629, %2634 ], [ %2749, %2694 ]
  %2706 = getelementptr inbounds float, ptr %2704, i64 %2626
  %2707 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2706, <16 x i1> %2636, <16 x float> zeroinitializer)
  %2708 = load float, ptr %2705, align 4
  %2709 = insertelement <16 x float> poison, float %2708, i64 0
  %2710 = shufflevector <16 x float> %2709, <16 x float> poison, <16 x i32> zeroinitializer
  %2711 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2707, <16 x float> %2710, <16 x float> %2695)
  %2712 = getelementptr inbounds float, ptr %2705, i64 %296
  %2713 = load float, ptr %2712, align 4
  %2714 = insertelement <16 x float> poison, float %2713, i64 0
  %2715 = shufflevector <16 x float> %2714, <16 x float> poison, <16 x i32> zeroinitializer
  %2716 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2707, <16 x float> %2715, <16 x float> %2696)
  %2717 = getelementptr inbounds i8, ptr %2705, i64 %319
  %2718 = load float, ptr %2717, align 4
  %2719 = insertelement <16 x float> poison, float %2718, i64 0
  %2720 = shufflevector <16 x float> %2719, <16 x float> poison, <16 x i32> zeroinitializer
  %2721 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2707, <16 x float> %2720, <16 x float> %2697)
  %2722 = getelementptr inbounds i8, ptr %2705, i64 %320
  %2723 = load float, ptr %2722, align 4
  %2724 = insertelement <16 x float> poison, float %2723, i64 0
  %2725 = shufflevector <16 x float> %2724, <16 x float> poison, <16 x i32> zeroinitializer
  %2726 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2707, <16 x float> %2725, <16 x float> %2698)
  %2727 = getelementptr inbounds i8, ptr %2705, i64 %321
  %2728 = load float, ptr %2727, align 4
  %2729 = insertelement <16 x float> poison, float %2728, i64 0
  %2730 = shufflevector <16 x float> %2729, <16 x float> poison, <16 x i32> zeroinitializer
  %2731 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2707, <16 x float> %2730, <16 x float> %2699)
  %2732 = getelementptr inbounds i8, ptr %2705, i64 %322
  %2733 = load float, ptr %2732, align 4
  %2734 = insertelement <16 x float> poison, float %2733, i64 0
  %2735 = shufflevector <16 x float> %2734, <16 x float> poison, <16 x i32> zeroinitializer
  %2736 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2707, <16 x float> %2735, <16 x float> %2700)
  %2737 = getelementptr inbounds i8, ptr %2705, i64 %323
  %2738 = load float, ptr %2737, align 4
  %2739 = insertelement <16 x float> poison, float %2738, i64 0
  %2740 = shufflevector <16 x float> %2739, <16 x float> poison, <16 x i32> zeroinitializer
  %2741 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2707, <16 x float> %2740, <16 x float> %2701)
  %2742 = getelementptr inbounds i8, ptr %2705, i64 %324
  %2743 = load float, ptr %2742, align 4
  %2744 = insertelement <16 x float> poison, float %2743, i64 0
  %2745 = shufflevector <16 x float> %2744, <16 x float> poison, <16 x i32> zeroinitializer
  %2746 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2707, <16 x float> %2745, <16 x float> %2702)
  %2747 = add nuw nsw i64 %2703, 1
  %2748 = getelementptr inbounds float, ptr %2704, i64 %293
  %2749 = getelementptr inbounds nuw float, ptr %2705, i64 %294
  %2750 = icmp slt i64 %2747, %2608
  br i1 %2750, label %2694, label %2751

2751:                                             ; preds = %2694, %2637, %2632, %2633
  %2752 = phi <16 x float> [ %2616, %2633 ], [ %2616, %2632 ], [ %2654, %2637 ], [ %2711, %2694 ]
  %2753 = phi <16 x float> [ %2617, %2633 ], [ %2617, %2632 ], [ %2659, %2637 ], [ %2716, %2694 ]
  %2754 = phi <16 x float> [ %2618, %2633 ], [ %2618, %2632 ], [ %2664, %2637 ], [ %2721, %2694 ]
  %2755 = phi <16 x float> [ %2619, %2633 ], [ %2619, %2632 ], [ %2669, %2637 ], [ %2726, %2694 ]
  %2756 = phi <16 x float> [ %2620, %2633 ], [ %2620, %2632 ], [ %2674, %2637 ], [ %2731, %2694 ]
  %2757 = phi <16 x float> [ %2621, %2633 ], [ %2621, %2632 ], [ %2679, %2637 ], [ %2736, %2694 ]
  %2758 = phi <16 x float> [ %2622, %2633 ], [ %2622, %2632 ], [ %2684, %2637 ], [ %2741, %2694 ]
  %2759 = phi <16 x float> [ %2623, %2633 ], [ %2623, %2632 ], [ %2689, %2637 ], [ %2746, %2694 ]
  %2760 = add nuw nsw i64 %2624, 1
  %2761 = icmp eq i64 %2760, %294
  br i1 %2761, label %2571, label %2615

2762:                                             ; preds = %2581
  %2763 = getelementptr inbounds float, ptr %497, i64 %2591
  switch i64 %331, label %2322 [
    i64 1, label %2764
    i64 2, label %2767
    i64 3, label %2774
    i64 0, label %2819
  ]

2764:                                             ; preds = %2762
  %2765 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2763, <16 x i1> %2593, <16 x float> zeroinitializer)
  %2766 = fadd <16 x float> %2582, %2765
  br label %2781

2767:                                             ; preds = %2762
  %2768 = bitcast <16 x float> %2582 to <8 x i64>
  %2769 = or <8 x i64> %2768, %304
  %2770 = fcmp oeq <16 x float> %2582, %54
  %2771 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2582, i32 4)
  %2772 = bitcast <8 x i64> %2769 to <16 x float>
  %2773 = select <16 x i1> %2770, <16 x float> %2772, <16 x float> %2771
  br label %2781

2774:                                             ; preds = %2762
  %2775 = bitcast <16 x float> %2582 to <8 x i64>
  %2776 = and <8 x i64> %2775, %303
  %2777 = fcmp oeq <16 x float> %2582, %51
  %2778 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2582, i32 4)
  %2779 = bitcast <8 x i64> %2776 to <16 x float>
  %2780 = select <16 x i1> %2777, <16 x float> %2779, <16 x float> %2778
  br label %2781

2781:                                             ; preds = %2774, %2767, %2764
  %2782 = phi <16 x float> [ %2766, %2764 ], [ %2773, %2767 ], [ %2780, %2774 ]
  switch i64 %333, label %2322 [
    i64 1, label %2797
    i64 2, label %2790
    i64 3, label %2783
    i64 0, label %2819
  ]

2783:                                             ; preds = %2781
  %2784 = bitcast <16 x float> %2782 to <8 x i64>
  %2785 = and <8 x i64> %2784, %303
  %2786 = fcmp oeq <16 x float> %2782, %51
  %2787 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2782, i32 4)
  %2788 = bitcast <8 x i64> %2785 to <16 x float>
  %2789 = select <16 x i1> %2786, <16 x float> %2788, <16 x float> %2787
  br label %2800

2790:                                             ; preds = %2781
  %2791 = bitcast <16 x float> %2782 to <8 x i64>
  %2792 = or <8 x i64> %2791, %304
  %2793 = fcmp oeq <16 x float> %2782, %54
  %2794 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2782, i32 4)
  %2795 = bitcast <8 x i64> %2792 to <16 x float>
  %2796 = select <16 x i1> %2793, <16 x float> %2795, <16 x float> %2794
  br label %2800

2797:                                             ; preds = %2781
  %2798 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2763, <16 x i1> %2593, <16 x float> zeroinitializer)
  %2799 = fadd <16 x float> %2782, %2798
  br label %2800

2800:                                             ; preds = %2797, %2790, %2783
  %2801 = phi <16 x float> [ %2799, %2797 ], [ %2796, %2790 ], [ %2789, %2783 ]
  switch i64 %335, label %2322 [
    i64 1, label %2816
    i64 2, label %2809
    i64 3, label %2802
    i64 0, label %2819
  ]

2802:                                             ; preds = %2800
  %2803 = bitcast <16 x float> %2801 to <8 x i64>
  %2804 = and <8 x i64> %2803, %303
  %2805 = fcmp oeq <16 x float> %2801, %51
  %2806 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2801, i32 4)
  %2807 = bitcast <8 x i64> %2804 to <16 x float>
  %2808 = select <16 x i1> %2805, <16 x float> %2807, <16 x float> %2806
  br label %2819

2809:                                             ; preds = %2800
  %2810 = bitcast <16 x float> %2801 to <8 x i64>
  %2811 = or <8 x i64> %2810, %304
  %2812 = fcmp oeq <16 x float> %2801, %54
  %2813 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2801, i32 4)
  %2814 = bitcast <8 x i64> %2811 to <16 x float>
  %2815 = select <16 x i1> %2812, <16 x float> %2814, <16 x float> %2813
  br label %2819

2816:                                             ; preds = %2800
  %2817 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2763, <16 x i1> %2593, <16 x float> zeroinitializer)
  %2818 = fadd <16 x float> %2801, %2817
  br label %2819

2819:                                             ; preds = %2762, %2781, %2800, %2816, %2809, %2802, %2581
  %2820 = phi <16 x float> [ %2582, %2581 ], [ %2582, %2762 ], [ %2801, %2800 ], [ %2782, %2781 ], [ %2818, %2816 ], [ %2815, %2809 ], [ %2808, %2802 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2820, ptr align 1 %2594, <16 x i1> %2593)
  %2821 = add nsw i64 %2590, %1136
  %2822 = bitcast i16 %2504 to <16 x i1>
  %2823 = select i1 %1137, <16 x i1> zeroinitializer, <16 x i1> %2822
  %2824 = getelementptr inbounds float, ptr %499, i64 %2821
  br i1 %302, label %2882, label %2825

2825:                                             ; preds = %2819
  %2826 = getelementptr inbounds float, ptr %497, i64 %2821
  switch i64 %336, label %2322 [
    i64 1, label %2841
    i64 2, label %2834
    i64 3, label %2827
    i64 0, label %2882
  ]

2827:                                             ; preds = %2825
  %2828 = bitcast <16 x float> %2583 to <8 x i64>
  %2829 = and <8 x i64> %2828, %303
  %2830 = fcmp oeq <16 x float> %2583, %51
  %2831 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2583, i32 4)
  %2832 = bitcast <8 x i64> %2829 to <16 x float>
  %2833 = select <16 x i1> %2830, <16 x float> %2832, <16 x float> %2831
  br label %2844

2834:                                             ; preds = %2825
  %2835 = bitcast <16 x float> %2583 to <8 x i64>
  %2836 = or <8 x i64> %2835, %304
  %2837 = fcmp oeq <16 x float> %2583, %54
  %2838 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2583, i32 4)
  %2839 = bitcast <8 x i64> %2836 to <16 x float>
  %2840 = select <16 x i1> %2837, <16 x float> %2839, <16 x float> %2838
  br label %2844

2841:                                             ; preds = %2825
  %2842 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2826, <16 x i1> %2823, <16 x float> zeroinitializer)
  %2843 = fadd <16 x float> %2583, %2842
  br label %2844

2844:                                             ; preds = %2841, %2834, %2827
  %2845 = phi <16 x float> [ %2843, %2841 ], [ %2840, %2834 ], [ %2833, %2827 ]
  switch i64 %338, label %2322 [
    i64 1, label %2860
    i64 2, label %2853
    i64 3, label %2846
    i64 0, label %2882
  ]

2846:                                             ; preds = %2844
  %2847 = bitcast <16 x float> %2845 to <8 x i64>
  %2848 = and <8 x i64> %2847, %303
  %2849 = fcmp oeq <16 x float> %2845, %51
  %2850 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2845, i32 4)
  %2851 = bitcast <8 x i64> %2848 to <16 x float>
  %2852 = select <16 x i1> %2849, <16 x float> %2851, <16 x float> %2850
  br label %2863

2853:                                             ; preds = %2844
  %2854 = bitcast <16 x float> %2845 to <8 x i64>
  %2855 = or <8 x i64> %2854, %304
  %2856 = fcmp oeq <16 x float> %2845, %54
  %2857 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2845, i32 4)
  %2858 = bitcast <8 x i64> %2855 to <16 x float>
  %2859 = select <16 x i1> %2856, <16 x float> %2858, <16 x float> %2857
  br label %2863

2860:                                             ; preds = %2844
  %2861 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2826, <16 x i1> %2823, <16 x float> zeroinitializer)
  %2862 = fadd <16 x float> %2845, %2861
  br label %2863

2863:                                             ; preds = %2860, %2853, %2846
  %2864 = phi <16 x float> [ %2862, %2860 ], [ %2859, %2853 ], [ %2852, %2846 ]
  switch i64 %340, label %2322 [
    i64 1, label %2879
    i64 2, label %2872
    i64 3, label %2865
    i64 0, label %2882
  ]

2865:                                             ; preds = %2863
  %2866 = bitcast <16 x float> %2864 to <8 x i64>
  %2867 = and <8 x i64> %2866, %303
  %2868 = fcmp oeq <16 x float> %2864, %51
  %2869 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2864, i32 4)
  %2870 = bitcast <8 x i64> %2867 to <16 x float>
  %2871 = select <16 x i1> %2868, <16 x float> %2870, <16 x float> %2869
  br label %2882

2872:                                             ; preds = %2863
  %2873 = bitcast <16 x float> %2864 to <8 x i64>
  %2874 = or <8 x i64> %2873, %304
  %2875 = fcmp oeq <16 x float> %2864, %54
  %2876 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2864, i32 4)
  %2877 = bitcast <8 x i64> %2874 to <16 x float>
  %2878 = select <16 x i1> %2875, <16 x float> %2877, <16 x float> %2876
  br label %2882

2879:                                             ; preds = %2863
  %2880 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2826, <16 x i1> %2823, <16 x float> zeroinitializer)
  %2881 = fadd <16 x float> %2864, %2880
  br label %2882

2882:                                             ; preds = %2819, %2825, %2844, %2863, %2879, %2872, %2865
  %2883 = phi <16 x float> [ %2871, %2865 ], [ %2583, %2825 ], [ %2864, %2863 ], [ %2845, %2844 ], [ %2881, %2879 ], [ %2878, %2872 ], [ %2583, %2819 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2883, ptr align 1 %2824, <16 x i1> %2823)
  %2884 = add nsw i64 %2590, %1139
  %2885 = bitcast i16 %2504 to <16 x i1>
  %2886 = select i1 %1140, <16 x i1> zeroinitializer, <16 x i1> %2885
  %2887 = getelementptr inbounds float, ptr %499, i64 %2884
  br i1 %302, label %2945, label %2888

2888:                                             ; preds = %2882
  %2889 = getelementptr inbounds float, ptr %497, i64 %2884
  switch i64 %341, label %2322 [
    i64 1, label %2904
    i64 2, label %2897
    i64 3, label %2890
    i64 0, label %2945
  ]

2890:                                             ; preds = %2888
  %2891 = bitcast <16 x float> %2584 to <8 x i64>
  %2892 = and <8 x i64> %2891, %303
  %2893 = fcmp oeq <16 x float> %2584, %51
  %2894 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2584, i32 4)
  %2895 = bitcast <8 x i64> %2892 to <16 x float>
  %2896 = select <16 x i1> %2893, <16 x float> %2895, <16 x float> %2894
  br label %2907

2897:                                             ; preds = %2888
  %2898 = bitcast <16 x float> %2584 to <8 x i64>
  %2899 = or <8 x i64> %2898, %304
  %2900 = fcmp oeq <16 x float> %2584, %54
  %2901 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2584, i32 4)
  %2902 = bitcast <8 x i64> %2899 to <16 x float>
  %2903 = select <16 x i1> %2900, <16 x float> %2902, <16 x float> %2901
  br label %2907

2904:                                             ; preds = %2888
  %2905 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2889, <16 x i1> %2886, <16 x float> zeroinitializer)
  %2906 = fadd <16 x float> %2584, %2905
  br label %2907

2907:                                             ; preds = %2904, %2897, %2890
  %2908 = phi <16 x float> [ %2906, %2904 ], [ %2903, %2897 ], [ %2896, %2890 ]
  switch i64 %343, label %2322 [
    i64 1, label %2923
    i64 2, label %2916
    i64 3, label %2909
    i64 0, label %2945
  ]

2909:                                             ; preds = %2907
  %2910 = bitcast <16 x float> %2908 to <8 x i64>
  %2911 = and <8 x i64> %2910, %303
  %2912 = fcmp oeq <16 x float> %2908, %51
  %2913 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2908, i32 4)
  %2914 = bitcast <8 x i64> %2911 to <16 x float>
  %2915 = select <16 x i1> %2912, <16 x float> %2914, <16 x float> %2913
  br label %2926

2916:                                             ; preds = %2907
  %2917 = bitcast <16 x float> %2908 to <8 x i64>
  %2918 = or <8 x i64> %2917, %304
  %2919 = fcmp oeq <16 x float> %2908, %54
  %2920 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2908, i32 4)
  %2921 = bitcast <8 x i64> %2918 to <16 x float>
  %2922 = select <16 x i1> %2919, <16 x float> %2921, <16 x float> %2920
  br label %2926

2923:                                             ; preds = %2907
  %2924 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2889, <16 x i1> %2886, <16 x float> zeroinitializer)
  %2925 = fadd <16 x float> %2908, %2924
  br label %2926

2926:                                             ; preds = %2923, %2916, %2909
  %2927 = phi <16 x float> [ %2925, %2923 ], [ %2922, %2916 ], [ %2915, %2909 ]
  switch i64 %345, label %2322 [
    i64 1, label %2942
    i64 2, label %2935
    i64 3, label %2928
    i64 0, label %2945
  ]

2928:                                             ; preds = %2926
  %2929 = bitcast <16 x float> %2927 to <8 x i64>
  %2930 = and <8 x i64> %2929, %303
  %2931 = fcmp oeq <16 x float> %2927, %51
  %2932 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2927, i32 4)
  %2933 = bitcast <8 x i64> %2930 to <16 x float>
  %2934 = select <16 x i1> %2931, <16 x float> %2933, <16 x float> %2932
  br label %2945

2935:                                             ; preds = %2926
  %2936 = bitcast <16 x float> %2927 to <8 x i64>
  %2937 = or <8 x i64> %2936, %304
  %2938 = fcmp oeq <16 x float> %2927, %54
  %2939 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2927, i32 4)
  %2940 = bitcast <8 x i64> %2937 to <16 x float>
  %2941 = select <16 x i1> %2938, <16 x float> %2940, <16 x float> %2939
  br label %2945

2942:                                             ; preds = %2926
  %2943 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2889, <16 x i1> %2886, <16 x float> zeroinitializer)
  %2944 = fadd <16 x float> %2927, %2943
  br label %2945

2945:                                             ; preds = %2882, %2888, %2907, %2926, %2942, %2935, %2928
  %2946 = phi <16 x float> [ %2934, %2928 ], [ %2584, %2888 ], [ %2927, %2926 ], [ %2908, %2907 ], [ %2944, %2942 ], [ %2941, %2935 ], [ %2584, %2882 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2946, ptr align 1 %2887, <16 x i1> %2886)
  %2947 = add nsw i64 %2590, %1142
  %2948 = bitcast i16 %2504 to <16 x i1>
  %2949 = select i1 %1143, <16 x i1> zeroinitializer, <16 x i1> %2948
  %2950 = getelementptr inbounds float, ptr %499, i64 %2947
  br i1 %302, label %3008, label %2951

2951:                                             ; preds = %2945
  %2952 = getelementptr inbounds float, ptr %497, i64 %2947
  switch i64 %346, label %2322 [
    i64 1, label %2967
    i64 2, label %2960
    i64 3, label %2953
    i64 0, label %3008
  ]

2953:                                             ; preds = %2951
  %2954 = bitcast <16 x float> %2585 to <8 x i64>
  %2955 = and <8 x i64> %2954, %303
  %2956 = fcmp oeq <16 x float> %2585, %51
  %2957 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2585, i32 4)
  %2958 = bitcast <8 x i64> %2955 to <16 x float>
  %2959 = select <16 x i1> %2956, <16 x float> %2958, <16 x float> %2957
  br label %2970

2960:                                             ; preds = %2951
  %2961 = bitcast <16 x float> %2585 to <8 x i64>
  %2962 = or <8 x i64> %2961, %304
  %2963 = fcmp oeq <16 x float> %2585, %54
  %2964 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2585, i32 4)
  %2965 = bitcast <8 x i64> %2962 to <16 x float>
  %2966 = select <16 x i1> %2963, <16 x float> %2965, <16 x float> %2964
  br label %2970

2967:                                             ; preds = %2951
  %2968 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2952, <16 x i1> %2949, <16 x float> zeroinitializer)
  %2969 = fadd <16 x float> %2585, %2968
  br label %2970

2970:                                             ; preds = %2967, %2960, %2953
  %2971 = phi <16 x float> [ %2969, %2967 ], [ %2966, %2960 ], [ %2959, %2953 ]
  switch i64 %348, label %2322 [
    i64 1, label %2986
    i64 2, label %2979
    i64 3, label %2972
    i64 0, label %3008
  ]

2972:                                             ; preds = %2970
  %2973 = bitcast <16 x float> %2971 to <8 x i64>
  %2974 = and <8 x i64> %2973, %303
  %2975 = fcmp oeq <16 x float> %2971, %51
  %2976 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2971, i32 4)
  %2977 = bitcast <8 x i64> %2974 to <16 x float>
  %2978 = select <16 x i1> %2975, <16 x float> %2977, <16 x float> %2976
  br label %2989

2979:                                             ; preds = %2970
  %2980 = bitcast <16 x float> %2971 to <8 x i64>
  %2981 = or <8 x i64> %2980, %304
  %2982 = fcmp oeq <16 x float> %2971, %54
  %2983 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2971, i32 4)
  %2984 = bitcast <8 x i64> %2981 to <16 x float>
  %2985 = select <16 x i1> %2982, <16 x float> %2984, <16 x float> %2983
  br label %2989

2986:                                             ; preds = %2970
  %2987 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2952, <16 x i1> %2949, <16 x float> zeroinitializer)
  %2988 = fadd <16 x float> %2971, %2987
  br label %2989

2989:                                             ; preds = %2986, %2979, %2972
  %2990 = phi <16 x float> [ %2988, %2986 ], [ %2985, %2979 ], [ %2978, %2972 ]
  switch i64 %350, label %2322 [
    i64 1, label %3005
    i64 2, label %2998
    i64 3, label %2991
    i64 0, label %3008
  ]

2991:                                             ; preds = %2989
  %2992 = bitcast <16 x float> %2990 to <8 x i64>
  %2993 = and <8 x i64> %2992, %303
  %2994 = fcmp oeq <16 x float> %2990, %51
  %2995 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2990, i32 4)
  %2996 = bitcast <8 x i64> %2993 to <16 x float>
  %2997 = select <16 x i1> %2994, <16 x float> %2996, <16 x float> %2995
  br label %3008

2998:                                             ; preds = %2989
  %2999 = bitcast <16 x float> %2990 to <8 x i64>
  %3000 = or <8 x i64> %2999, %304
  %3001 = fcmp oeq <16 x float> %2990, %54
  %3002 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2990, i32 4)
  %3003 = bitcast <8 x i64> %3000 to <16 x float>
  %3004 = select <16 x i1> %3001, <16 x float> %3003, <16 x float> %3002
  br label %3008

3005:                                             ; preds = %2989
  %3006 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2952, <16 x i1> %2949, <16 x float> zeroinitializer)
  %3007 = fadd <16 x float> %2990, %3006
  br label %3008

3008:                                             ; preds = %2945, %2951, %2970, %2989, %3005, %2998, %2991
  %3009 = phi <16 x float> [ %2997, %2991 ], [ %2585, %2951 ], [ %2990, %2989 ], [ %2971, %2970 ], [ %3007, %3005 ], [ %3004, %2998 ], [ %2585, %2945 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3009, ptr align 1 %2950, <16 x i1> %2949)
  %3010 = add nsw i64 %2590, %1145
  %3011 = bitcast i16 %2504 to <16 x i1>
  %3012 = select i1 %1146, <16 x i1> zeroinitializer, <16 x i1> %3011
  %3013 = getelementptr inbounds float, ptr %499, i64 %3010
  br i1 %302, label %3071, label %3014

3014:                                             ; preds = %3008
  %3015 = getelementptr inbounds float, ptr %497, i64 %3010
  switch i64 %351, label %2322 [
    i64 1, label %3030
    i64 2, label %3023
    i64 3, label %3016
    i64 0, label %3071
  ]

3016:                                             ; preds = %3014
  %3017 = bitcast <16 x float> %2586 to <8 x i64>
  %3018 = and <8 x i64> %3017, %303
  %3019 = fcmp oeq <16 x float> %2586, %51
  %3020 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2586, i32 4)
  %3021 = bitcast <8 x i64> %3018 to <16 x float>
  %3022 = select <16 x i1> %3019, <16 x float> %3021, <16 x float> %3020
  br label %3033

3023:                                             ; preds = %3014
  %3024 = bitcast <16 x float> %2586 to <8 x i64>
  %3025 = or <8 x i64> %3024, %304
  %3026 = fcmp oeq <16 x float> %2586, %54
  %3027 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2586, i32 4)
  %3028 = bitcast <8 x i64> %3025 to <16 x float>
  %3029 = select <16 x i1> %3026, <16 x float> %3028, <16 x float> %3027
  br label %3033

3030:                                             ; preds = %3014
  %3031 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3015, <16 x i1> %3012, <16 x float> zeroinitializer)
  %3032 = fadd <16 x float> %2586, %3031
  br label %3033

3033:                                             ; preds = %3030, %3023, %3016
  %3034 = phi <16 x float> [ %3032, %3030 ], [ %3029, %3023 ], [ %3022, %3016 ]
  switch i64 %353, label %2322 [
    i64 1, label %3049
    i64 2, label %3042
    i64 3, label %3035
    i64 0, label %3071
  ]

3035:                                             ; preds = %3033
  %3036 = bitcast <16 x float> %3034 to <8 x i64>
  %3037 = and <8 x i64> %3036, %303
  %3038 = fcmp oeq <16 x float> %3034, %51
  %3039 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %3034, i32 4)
  %3040 = bitcast <8 x i64> %3037 to <16 x float>
  %3041 = select <16 x i1> %3038, <16 x float> %3040, <16 x float> %3039
  br label %3052

3042:                                             ; preds = %3033
  %3043 = bitcast <16 x float> %3034 to <8 x i64>
  %3044 = or <8 x i64> %3043, %304
  %3045 = fcmp oeq <16 x float> %3034, %54
  %3046 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %3034, i32 4)
  %3047 = bitcast <8 x i64> %3044 to <16 x float>
  %3048 = select <16 x i1> %3045, <16 x float> %3047, <16 x float> %3046
  br label %3052

3049:                                             ; preds = %3033
  %3050 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3015, <16 x i1> %3012, <16 x float> zeroinitializer)
  %3051 = fadd <16 x float> %3034, %3050
  br label %3052

3052:                                             ; preds = %3049, %3042, %3035
  %3053 = phi <16 x float> [ %3051, %3049 ], [ %3048, %3042 ], [ %3041, %3035 ]
  switch i64 %355, label %2322 [
    i64 1, label %3068
    i64 2, label %3061
    i64 3, label %3054
    i64 0, label %3071
  ]

3054:                                             ; preds = %3052
  %3055 = bitcast <16 x float> %3053 to <8 x i64>
  %3056 = and <8 x i64> %3055, %303
  %3057 = fcmp oeq <16 x float> %3053, %51
  %3058 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %3053, i32 4)
  %3059 = bitcast <8 x i64> %3056 to <16 x float>
  %3060 = select <16 x i1> %3057, <16 x float> %3059, <16 x float> %3058
  br label %3071

3061:                                             ; preds = %3052
  %3062 = bitcast <16 x float> %3053 to <8 x i64>
  %3063 = or <8 x i64> %3062, %304
  %3064 = fcmp oeq <16 x float> %3053, %54
  %3065 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %3053, i32 4)
  %3066 = bitcast <8 x i64> %3063 to <16 x float>
  %3067 = select <16 x i1> %3064, <16 x float> %3066, <16 x float> %3065
  br label %3071

3068:                                             ; preds = %3052
  %3069 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3015, <16 x i1> %3012, <16 x float> zeroinitializer)
  %3070 = fadd <16 x float> %3053, %3069
  br label %3071

3071:                                             ; preds = %3008, %3014, %3033, %3052, %3068, %3061, %3054
  %3072 = phi <16 x float> [ %3060, %3054 ], [ %2586, %3014 ], [ %3053, %3052 ], [ %3034, %3033 ], [ %3070, %3068 ], [ %3067, %3061 ], [ %2586, %3008 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3072, ptr align 1 %3013, <16 x i1> %3012)
  %3073 = add nsw i64 %2590, %1148
  %3074 = bitcast i16 %2504 to <16 x i1>
  %3075 = select i1 %1149, <16 x i1> zeroinitializer, <16 x i1> %3074
  %3076 = getelementptr inbounds float, ptr %499, i64 %3073
  br i1 %302, label %3134, label %3077

3077:                                             ; preds = %3071
  %3078 = getelementptr inbounds float, ptr %497, i64 %3073
  switch i64 %356, label %2322 [
    i64 1, label %3093
    i64 2, label %3086
    i64 3, label %3079
    i64 0, label %3134
  ]

3079:                                             ; preds = %3077
  %3080 = bitcast <16 x float> %2587 to <8 x i64>
  %3081 = and <8 x i64> %3080, %303
  %3082 = fcmp oeq <16 x float> %2587, %51
  %3083 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2587, i32 4)
  %3084 = bitcast <8 x i64> %3081 to <16 x float>
  %3085 = select <16 x i1> %3082, <16 x float> %3084, <16 x float> %3083
  br label %3096

3086:                                             ; preds = %3077
  %3087 = bitcast <16 x float> %2587 to <8 x i64>
  %3088 = or <8 x i64> %3087, %304
  %3089 = fcmp oeq <16 x float> %2587, %54
  %3090 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2587, i32 4)
  %3091 = bitcast <8 x i64> %3088 to <16 x float>
  %3092 = select <16 x i1> %3089, <16 x float> %3091, <16 x float> %3090
  br label %3096

3093:                                             ; preds = %3077
  %3094 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3078, <16 x i1> %3075, <16 x float> zeroinitializer)
  %3095 = fadd <16 x float> %2587, %3094
  br label %3096

3096:                                             ; preds = %3093, %3086, %3079
  %3097 = phi <16 x float> [ %3095, %3093 ], [ %3092, %3086 ], [ %3085, %3079 ]
  switch i64 %358, label %2322 [
    i64 1, label %3112
    i64 2, label %3105
    i64 3, label %3098
    i64 0, label %3134
  ]

3098:                                             ; preds = %3096
  %3099 = bitcast <16 x float> %3097 to <8 x i64>
  %3100 = and <8 x i64> %3099, %303
  %3101 = fcmp oeq <16 x float> %3097, %51
  %3102 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %3097, i32 4)
  %3103 = bitcast <8 x i64> %3100 to <16 x float>
  %3104 = select <16 x i1> %3101, <16 x float> %3103, <16 x float> %3102
  br label %3115

3105:                                             ; preds = %3096
  %3106 = bitcast <16 x float> %3097 to <8 x i64>
  %3107 = or <8 x i64> %3106, %304
  %3108 = fcmp oeq <16 x float> %3097, %54
  %3109 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %3097, i32 4)
  %3110 = bitcast <8 x i64> %3107 to <16 x float>
  %3111 = select <16 x i1> %3108, <16 x float> %3110, <16 x float> %3109
  br label %3115

3112:                                             ; preds = %3096
  %3113 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3078, <16 x i1> %3075, <16 x float> zeroinitializer)
  %3114 = fadd <16 x float> %3097, %3113
  br label %3115

3115:                                             ; preds = %3112, %3105, %3098
  %3116 = phi <16 x float> [ %3114, %3112 ], [ %3111, %3105 ], [ %3104, %3098 ]
  switch i64 %360, label %2322 [
    i64 1, label %3131
    i64 2, label %3124
    i64 3, label %3117
    i64 0, label %3134
  ]

3117:                                             ; preds = %3115
  %3118 = bitcast <16 x float> %3116 to <8 x i64>
  %3119 = and <8 x i64> %3118, %303
  %3120 = fcmp oeq <16 x float> %3116, %51
  %3121 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %3116, i32 4)
  %3122 = bitcast <8 x i64> %3119 to <16 x float>
  %3123 = select <16 x i1> %3120, <16 x float> %3122, <16 x float> %3121
  br label %3134

3124:                                             ; preds = %3115
  %3125 = bitcast <16 x float> %3116 to <8 x i64>
  %3126 = or <8 x i64> %3125, %304
  %3127 = fcmp oeq <16 x float> %3116, %54
  %3128 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %3116, i32 4)
  %3129 = bitcast <8 x i64> %3126 to <16 x float>
  %3130 = select <16 x i1> %3127, <16 x float> %3129, <16 x float> %3128
  br label %3134

3131:                                             ; preds = %3115
  %3132 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3078, <16 x i1> %3075, <16 x float> zeroinitializer)
  %3133 = fadd <16 x float> %3116, %3132
  br label %3134

3134:                                             ; preds = %3071, %3077, %3096, %3115, %3131, %3124, %3117
  %3135 = phi <16 x float> [ %3123, %3117 ], [ %2587, %3077 ], [ %3116, %3115 ], [ %3097, %3096 ], [ %3133, %3131 ], [ %3130, %3124 ], [ %2587, %3071 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3135, ptr align 1 %3076, <16 x i1> %3075)
  %3136 = add nsw i64 %2590, %1151
  %3137 = bitcast i16 %2504 to <16 x i1>
  %3138 = select i1 %1152, <16 x i1> zeroinitializer, <16 x i1> %3137
  %3139 = getelementptr inbounds float, ptr %499, i64 %3136
  br i1 %302, label %3197, label %3140

3140:                                             ; preds = %3134
  %3141 = getelementptr inbounds float, ptr %497, i64 %3136
  switch i64 %361, label %2322 [
    i64 1, label %3156
    i64 2, label %3149
    i64 3, label %3142
    i64 0, label %3197
  ]

3142:                                             ; preds = %3140
  %3143 = bitcast <16 x float> %2588 to <8 x i64>
  %3144 = and <8 x i64> %3143, %303
  %3145 = fcmp oeq <16 x float> %2588, %51
  %3146 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2588, i32 4)
  %3147 = bitcast <8 x i64> %3144 to <16 x float>
  %3148 = select <16 x i1> %3145, <16 x float> %3147, <16 x float> %3146
  br label %3159

3149:                                             ; preds = %3140
  %3150 = bitcast <16 x float> %2588 to <8 x i64>
  %3151 = or <8 x i64> %3150, %304
  %3152 = fcmp oeq <16 x float> %2588, %54
  %3153 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2588, i32 4)
  %3154 = bitcast <8 x i64> %3151 to <16 x float>
  %3155 = select <16 x i1> %3152, <16 x float> %3154, <16 x float> %3153
  br label %3159

3156:                                             ; preds = %3140
  %3157 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3141, <16 x i1> %3138, <16 x float> zeroinitializer)
  %3158 = fadd <16 x float> %2588, %3157
  br label %3159

3159:                                             ; preds = %3156, %3149, %3142
  %3160 = phi <16 x float> [ %3158, %3156 ], [ %3155, %3149 ], [ %3148, %3142 ]
  switch i64 %363, label %2322 [
    i64 1, label %3175
    i64 2, label %3168
    i64 3, label %3161
    i64 0, label %3197
  ]

3161:                                             ; preds = %3159
  %3162 = bitcast <16 x float> %3160 to <8 x i64>
  %3163 = and <8 x i64> %3162, %303
  %3164 = fcmp oeq <16 x float> %3160, %51
  %3165 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %3160, i32 4)
  %3166 = bitcast <8 x i64> %3163 to <16 x float>
  %3167 = select <16 x i1> %3164, <16 x float> %3166, <16 x float> %3165
  br label %3178

3168:                                             ; preds = %3159
  %3169 = bitcast <16 x float> %3160 to <8 x i64>
  %3170 = or <8 x i64> %3169, %304
  %3171 = fcmp oeq <16 x float> %3160, %54
  %3172 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %3160, i32 4)
  %3173 = bitcast <8 x i64> %3170 to <16 x float>
  %3174 = select <16 x i1> %3171, <16 x float> %3173, <16 x float> %3172
  br label %3178

3175:                                             ; preds = %3159
  %3176 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3141, <16 x i1> %3138, <16 x float> zeroinitializer)
  %3177 = fadd <16 x float> %3160, %3176
  br label %3178

3178:                                             ; preds = %3175, %3168, %3161
  %3179 = phi <16 x float> [ %3177, %3175 ], [ %3174, %3168 ], [ %3167, %3161 ]
  switch i64 %365, label %2322 [
    i64 1, label %3194
    i64 2, label %3187
    i64 3, label %3180
    i64 0, label %3197
  ]

3180:                                             ; preds = %3178
  %3181 = bitcast <16 x float> %3179 to <8 x i64>
  %3182 = and <8 x i64> %3181, %303
  %3183 = fcmp oeq <16 x float> %3179, %51
  %3184 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %3179, i32 4)
  %3185 = bitcast <8 x i64> %3182 to <16 x float>
  %3186 = select <16 x i1> %3183, <16 x float> %3185, <16 x float> %3184
  br label %3197

3187:                                             ; preds = %3178
  %3188 = bitcast <16 x float> %3179 to <8 x i64>
  %3189 = or <8 x i64> %3188, %304
  %3190 = fcmp oeq <16 x float> %3179, %54
  %3191 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %3179, i32 4)
  %3192 = bitcast <8 x i64> %3189 to <16 x float>
  %3193 = select <16 x i1> %3190, <16 x float> %3192, <16 x float> %3191
  br label %3197

3194:                                             ; preds = %3178
  %3195 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3141, <16 x i1> %3138, <16 x float> zeroinitializer)
  %3196 = fadd <16 x float> %3179, %3195
  br label %3197

3197:                                             ; preds = %3134, %3140, %3159, %3178, %3194, %3187, %3180
  %3198 = phi <16 x float> [ %3186, %3180 ], [ %2588, %3140 ], [ %3179, %3178 ], [ %3160, %3159 ], [ %3196, %3194 ], [ %3193, %3187 ], [ %2588, %3134 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3198, ptr align 1 %3139, <16 x i1> %3138)
  %3199 = add nsw i64 %2590, %1154
  %3200 = bitcast i16 %2504 to <16 x i1>
  %3201 = select i1 %1155, <16 x i1> zeroinitializer, <16 x i1> %3200
  %3202 = getelementptr inbounds float, ptr %499, i64 %3199
  br i1 %302, label %3260, label %3203

3203:                                             ; preds = %3197
  %3204 = getelementptr inbounds float, ptr %497, i64 %3199
  switch i64 %366, label %2322 [
    i64 1, label %3219
    i64 2, label %3212
    i64 3, label %3205
    i64 0, label %3260
  ]

3205:                                             ; preds = %3203
  %3206 = bitcast <16 x float> %2589 to <8 x i64>
  %3207 = and <8 x i64> %3206, %303
  %3208 = fcmp oeq <16 x float> %2589, %51
  %3209 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2589, i32 4)
  %3210 = bitcast <8 x i64> %3207 to <16 x float>
  %3211 = select <16 x i1> %3208, <16 x float> %3210, <16 x float> %3209
  br label %3222

3212:                                             ; preds = %3203
  %3213 = bitcast <16 x float> %2589 to <8 x i64>
  %3214 = or <8 x i64> %3213, %304
  %3215 = fcmp oeq <16 x float> %2589, %54
  %3216 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2589, i32 4)
  %3217 = bitcast <8 x i64> %3214 to <16 x float>
  %3218 = select <16 x i1> %3215, <16 x float> %3217, <16 x float> %3216
  br label %3222

3219:                                             ; preds = %3203
  %3220 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3204, <16 x i1> %3201, <16 x float> zeroinitializer)
  %3221 = fadd <16 x float> %2589, %3220
  br label %3222

3222:                                             ; preds = %3219, %3212, %3205
  %3223 = phi <16 x float> [ %3221, %3219 ], [ %3218, %3212 ], [ %3211, %3205 ]
  switch i64 %368, label %2322 [
    i64 1, label %3238
    i64 2, label %3231
    i64 3, label %3224
    i64 0, label %3260
  ]

3224:                                             ; preds = %3222
  %3225 = bitcast <16 x float> %3223 to <8 x i64>
  %3226 = and <8 x i64> %3225, %303
  %3227 = fcmp oeq <16 x float> %3223, %51
  %3228 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %3223, i32 4)
  %3229 = bitcast <8 x i64> %3226 to <16 x float>
  %3230 = select <16 x i1> %3227, <16 x float> %3229, <16 x float> %3228
  br label %3241

3231:                                             ; preds = %3222
  %3232 = bitcast <16 x float> %3223 to <8 x i64>
  %3233 = or <8 x i64> %3232, %304
  %3234 = fcmp oeq <16 x float> %3223, %54
  %3235 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %3223, i32 4)
  %3236 = bitcast <8 x i64> %3233 to <16 x float>
  %3237 = select <16 x i1> %3234, <16 x float> %3236, <16 x float> %3235
  br label %3241

3238:                                             ; preds = %3222
  %3239 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3204, <16 x i1> %3201, <16 x float> zeroinitializer)
  %3240 = fadd <16 x float> %3223, %3239
  br label %3241

3241:                                             ; preds = %3238, %3231, %3224
  %3242 = phi <16 x float> [ %3240, %3238 ], [ %3237, %3231 ], [ %3230, %3224 ]
  switch i64 %370, label %2322 [
    i64 1, label %3257
    i64 2, label %3250
    i64 3, label %3243
    i64 0, label %3260
  ]

3243:                                             ; preds = %3241
  %3244 = bitcast <16 x float> %3242 to <8 x i64>
  %3245 = and <8 x i64> %3244, %303
  %3246 = fcmp oeq <16 x float> %3242, %51
  %3247 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %3242, i32 4)
  %3248 = bitcast <8 x i64> %3245 to <16 x float>
  %3249 = select <16 x i1> %3246, <16 x float> %3248, <16 x float> %3247
  br label %3260

3250:                                             ; preds = %3241
  %3251 = bitcast <16 x float> %3242 to <8 x i64>
  %3252 = or <8 x i64> %3251, %304
  %3253 = fcmp oeq <16 x float> %3242, %54
  %3254 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %3242, i32 4)
  %3255 = bitcast <8 x i64> %3252 to <16 x float>
  %3256 = select <16 x i1> %3253, <16 x float> %3255, <16 x float> %3254
  br label %3260

3257:                                             ; preds = %3241
  %3258 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3204, <16 x i1> %3201, <16 x float> zeroinitializer)
  %3259 = fadd <16 x float> %3242, %3258
  br label %3260

3260:                                             ; preds = %3197, %3203, %3222, %3241, %3257, %3250, %3243
  %3261 = phi <16 x float> [ %3249, %3243 ], [ %2589, %3203 ], [ %3242, %3241 ], [ %3223, %3222 ], [ %3259, %3257 ], [ %3256, %3250 ], [ %2589, %3197 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3261, ptr align 1 %3202, <16 x i1> %3201)
  %3262 = add nuw nsw i64 %2495, 1
  %3263 = icmp eq i64 %3262, %1064
  br i1 %3263, label %3264, label %2494

3264:                                             ; preds = %3260, %1098, %2493
  %3265 = add nsw i64 %1093, 8
  %3266 = icmp slt i64 %3265, %487
  br i1 %3266, label %1092, label %1089
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i64> @llvm.smin.v8i64(<8 x i64>, <8 x i64>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8i64.v8p0(<8 x i64>, <8 x ptr>, <8 x i1>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8i32.v8p0(<8 x i32>, <8 x ptr>, <8 x i1>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i64> @llvm.smax.v16i64(<16 x i64>, <16 x i64>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i64> @llvm.smin.v16i64(<16 x i64>, <16 x i64>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i32> @llvm.masked.load.v16i32.p0(ptr captures(none), <16 x i1>, <16 x i32>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16i32.p0(<16 x i32>, ptr captures(none), <16 x i1>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i64> @llvm.smax.v4i64(<4 x i64>, <4 x i64>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i64> @llvm.smin.v4i64(<4 x i64>, <4 x i64>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x i32> @llvm.masked.load.v4i32.p0(ptr captures(none), <4 x i1>, <4 x i32>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v4i32.p0(<4 x i32>, ptr captures(none), <4 x i1>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i32> @llvm.masked.load.v8i32.p0(ptr captures(none), <8 x i1>, <8 x i32>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8i32.p0(<8 x i32>, ptr captures(none), <8 x i1>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x i64> @llvm.masked.gather.v8i64.v8p0(<8 x ptr>, <8 x i1>, <8 x i64>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i64> @llvm.smax.v8i64(<8 x i64>, <8 x i64>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i64> @llvm.masked.load.v8i64.p0(ptr captures(none), <8 x i1>, <8 x i64>)
