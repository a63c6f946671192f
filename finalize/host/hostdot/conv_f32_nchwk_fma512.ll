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
  br i1 %74, label %75, label %272

75:                                               ; preds = %63
  %76 = icmp eq i64 %25, 0
  %77 = icmp sgt i64 %11, 0
  %78 = icmp sgt i64 %12, 0
  %79 = add nsw i64 %6, -8
  %80 = mul nsw i64 %8, %7
  %81 = mul i64 %12, %11
  %82 = icmp eq i64 %22, 0
  %83 = mul i64 %5, %81
  %84 = icmp sgt i64 %5, 0
  %85 = icmp sgt i64 %81, 0
  %86 = icmp eq i64 %29, 0
  %87 = bitcast <16 x float> %50 to <8 x i64>
  %88 = bitcast <16 x float> %53 to <8 x i64>
  %89 = mul i64 %12, 24
  %90 = mul i64 %12, 12
  %91 = getelementptr inbounds nuw i8, ptr %36, i64 8
  %92 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %93 = getelementptr inbounds nuw i8, ptr %36, i64 16
  %94 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %95 = getelementptr inbounds nuw i8, ptr %38, i64 8
  %96 = getelementptr inbounds nuw i8, ptr %39, i64 8
  %97 = getelementptr inbounds nuw i8, ptr %36, i64 8
  %98 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %99 = getelementptr inbounds nuw i8, ptr %38, i64 16
  %100 = getelementptr inbounds nuw i8, ptr %39, i64 16
  %101 = getelementptr inbounds nuw i8, ptr %36, i64 16
  %102 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %103 = shl i64 %83, 3
  %104 = mul i64 %83, 12
  %105 = shl i64 %83, 4
  %106 = mul i64 %83, 20
  %107 = mul i64 %83, 24
  %108 = mul i64 %83, 28
  %109 = shl i64 %83, 3
  %110 = mul i64 %83, 12
  %111 = shl i64 %83, 4
  %112 = mul i64 %83, 20
  %113 = mul i64 %83, 24
  %114 = mul i64 %83, 28
  %115 = and i64 %29, 3
  %116 = lshr i64 %29, 2
  %117 = and i64 %116, 3
  %118 = lshr i64 %29, 4
  %119 = and i64 %118, 3
  %120 = and i64 %29, 3
  %121 = lshr i64 %29, 2
  %122 = and i64 %121, 3
  %123 = lshr i64 %29, 4
  %124 = and i64 %123, 3
  %125 = and i64 %29, 3
  %126 = lshr i64 %29, 2
  %127 = and i64 %126, 3
  %128 = lshr i64 %29, 4
  %129 = and i64 %128, 3
  %130 = and i64 %29, 3
  %131 = lshr i64 %29, 2
  %132 = and i64 %131, 3
  %133 = lshr i64 %29, 4
  %134 = and i64 %133, 3
  %135 = and i64 %29, 3
  %136 = lshr i64 %29, 2
  %137 = and i64 %136, 3
  %138 = lshr i64 %29, 4
  %139 = and i64 %138, 3
  %140 = and i64 %29, 3
  %141 = lshr i64 %29, 2
  %142 = and i64 %141, 3
  %143 = lshr i64 %29, 4
  %144 = and i64 %143, 3
  %145 = and i64 %29, 3
  %146 = lshr i64 %29, 2
  %147 = and i64 %146, 3
  %148 = lshr i64 %29, 4
  %149 = and i64 %148, 3
  %150 = and i64 %29, 3
  %151 = lshr i64 %29, 2
  %152 = and i64 %151, 3
  %153 = lshr i64 %29, 4
  %154 = and i64 %153, 3
  %155 = shl i64 %83, 3
  %156 = mul i64 %83, 12
  %157 = shl i64 %83, 4
  %158 = mul i64 %83, 20
  %159 = mul i64 %83, 24
  %160 = mul i64 %83, 28
  %161 = shl i64 %83, 3
  %162 = mul i64 %83, 12
  %163 = shl i64 %83, 4
  %164 = mul i64 %83, 20
  %165 = mul i64 %83, 24
  %166 = mul i64 %83, 28
  %167 = shl i64 %83, 3
  %168 = mul i64 %83, 12
  %169 = shl i64 %83, 4
  %170 = mul i64 %83, 20
  %171 = mul i64 %83, 24
  %172 = mul i64 %83, 28
  %173 = shl i64 %83, 3
  %174 = mul i64 %83, 12
  %175 = shl i64 %83, 4
  %176 = mul i64 %83, 20
  %177 = mul i64 %83, 24
  %178 = mul i64 %83, 28
  %179 = shl i64 %83, 3
  %180 = mul i64 %83, 12
  %181 = shl i64 %83, 4
  %182 = mul i64 %83, 20
  %183 = mul i64 %83, 24
  %184 = mul i64 %83, 28
  %185 = shl i64 %83, 3
  %186 = mul i64 %83, 12
  %187 = shl i64 %83, 4
  %188 = mul i64 %83, 20
  %189 = mul i64 %83, 24
  %190 = mul i64 %83, 28
  %191 = shl i64 %83, 3
  %192 = mul i64 %83, 12
  %193 = shl i64 %83, 4
  %194 = mul i64 %83, 20
  %195 = mul i64 %83, 24
  %196 = mul i64 %83, 28
  %197 = shl i64 %83, 3
  %198 = mul i64 %83, 12
  %199 = shl i64 %83, 4
  %200 = mul i64 %83, 20
  %201 = mul i64 %83, 24
  %202 = mul i64 %83, 28
  %203 = and i64 %29, 3
  %204 = lshr i64 %29, 2
  %205 = and i64 %204, 3
  %206 = lshr i64 %29, 4
  %207 = and i64 %206, 3
  %208 = and i64 %29, 3
  %209 = lshr i64 %29, 2
  %210 = and i64 %209, 3
  %211 = lshr i64 %29, 4
  %212 = and i64 %211, 3
  %213 = and i64 %29, 3
  %214 = lshr i64 %29, 2
  %215 = and i64 %214, 3
  %216 = lshr i64 %29, 4
  %217 = and i64 %216, 3
  %218 = icmp ult i64 %11, 8
  %219 = icmp ult i64 %11, 64
  %220 = and i64 %11, 56
  %221 = and i64 %11, 9223372036854775744
  %222 = insertelement <16 x i64> poison, i64 %7, i64 0
  %223 = shufflevector <16 x i64> %222, <16 x i64> poison, <16 x i32> zeroinitializer
  %224 = icmp eq i64 %11, %221
  %225 = icmp eq i64 %220, 0
  %226 = and i64 %11, 9223372036854775800
  %227 = insertelement <8 x i64> poison, i64 %7, i64 0
  %228 = shufflevector <8 x i64> %227, <8 x i64> poison, <8 x i32> zeroinitializer
  %229 = icmp eq i64 %11, %226
  %230 = icmp ult i64 %12, 4
  %231 = icmp ult i64 %12, 16
  %232 = and i64 %12, 12
  %233 = and i64 %12, 9223372036854775792
  %234 = icmp eq i64 %12, %233
  %235 = icmp eq i64 %232, 0
  %236 = and i64 %12, 9223372036854775804
  %237 = icmp eq i64 %12, %236
  %238 = icmp ult i64 %12, 8
  %239 = and i64 %12, 9223372036854775800
  %240 = icmp eq i64 %12, %239
  %241 = insertelement <8 x i64> poison, i64 %13, i64 0
  %242 = shufflevector <8 x i64> %241, <8 x i64> poison, <8 x i32> zeroinitializer
  %243 = insertelement <8 x i64> poison, i64 %10, i64 0
  %244 = shufflevector <8 x i64> %243, <8 x i64> poison, <8 x i32> zeroinitializer
  %245 = insertelement <8 x i64> poison, i64 %7, i64 0
  %246 = shufflevector <8 x i64> %245, <8 x i64> poison, <8 x i32> zeroinitializer
  %247 = insertelement <8 x i64> poison, i64 %8, i64 0
  %248 = shufflevector <8 x i64> %247, <8 x i64> poison, <8 x i32> zeroinitializer
  %249 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %250 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %251 = getelementptr inbounds nuw i8, ptr %31, i64 192
  %252 = getelementptr inbounds nuw i8, ptr %31, i64 256
  %253 = getelementptr inbounds nuw i8, ptr %31, i64 320
  %254 = getelementptr inbounds nuw i8, ptr %31, i64 384
  %255 = getelementptr inbounds nuw i8, ptr %31, i64 448
  %256 = getelementptr inbounds nuw i8, ptr %31, i64 512
  %257 = getelementptr inbounds nuw i8, ptr %31, i64 576
  %258 = getelementptr inbounds nuw i8, ptr %31, i64 640
  %259 = getelementptr inbounds nuw i8, ptr %31, i64 704
  %260 = getelementptr inbounds nuw i8, ptr %31, i64 768
  %261 = getelementptr inbounds nuw i8, ptr %31, i64 832
  %262 = getelementptr inbounds nuw i8, ptr %31, i64 896
  %263 = getelementptr inbounds nuw i8, ptr %31, i64 960
  %264 = getelementptr inbounds nuw i8, ptr %31, i64 1024
  %265 = getelementptr inbounds nuw i8, ptr %31, i64 1088
  %266 = getelementptr inbounds nuw i8, ptr %31, i64 1152
  %267 = getelementptr inbounds nuw i8, ptr %31, i64 1216
  %268 = getelementptr inbounds nuw i8, ptr %31, i64 1280
  %269 = getelementptr inbounds nuw i8, ptr %31, i64 1344
  %270 = getelementptr inbounds nuw i8, ptr %31, i64 1408
  %271 = getelementptr inbounds nuw i8, ptr %31, i64 1472
  br label %273

272:                                              ; preds = %300, %63
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  ret void

273:                                              ; preds = %75, %300
  %274 = phi i64 [ %3, %75 ], [ %301, %300 ]
  %275 = srem i64 %274, %69
  %276 = sdiv i64 %274, %69
  %277 = srem i64 %276, %72
  %278 = sdiv i64 %276, %72
  %279 = add nsw i64 %275, 1
  %280 = mul i64 %73, %279
  %281 = tail call i64 @llvm.smin.i64(i64 %280, i64 %6)
  %282 = add nsw i64 %277, 1
  %283 = mul nsw i64 %282, %17
  %284 = tail call i64 @llvm.smin.i64(i64 %283, i64 %64)
  %285 = mul nsw i64 %278, %20
  %286 = getelementptr inbounds float, ptr %40, i64 %285
  %287 = mul nsw i64 %278, %21
  %288 = getelementptr inbounds float, ptr %43, i64 %287
  %289 = mul nsw i64 %278, %26
  %290 = getelementptr inbounds float, ptr %44, i64 %289
  %291 = select i1 %76, ptr null, ptr %290
  %292 = mul nsw i64 %278, %24
  %293 = getelementptr inbounds float, ptr %45, i64 %292
  %294 = mul nsw i64 %277, %17
  %295 = mul i64 %73, %275
  %296 = icmp slt i64 %294, %284
  br i1 %296, label %297, label %300

297:                                              ; preds = %273
  %298 = add nsw i64 %284, -1
  %299 = icmp slt i64 %295, %281
  br label %303

300:                                              ; preds = %783, %273
  %301 = add i64 %274, 1
  %302 = icmp eq i64 %301, %4
  br i1 %302, label %272, label %273

303:                                              ; preds = %297, %783
  %304 = phi i64 [ %294, %297 ], [ %784, %783 ]
  %305 = sub nsw i64 %284, %304
  %306 = icmp sgt i64 %305, 2
  %307 = trunc i64 %305 to i32
  %308 = select i1 %306, i32 3, i32 %307
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  br i1 %57, label %594, label %309

309:                                              ; preds = %303
  %310 = sext i32 %308 to i64
  %311 = tail call i64 @llvm.smin.i64(i64 %304, i64 %298)
  %312 = shl nsw i64 %311, 4
  store i64 %312, ptr %36, align 16
  %313 = icmp sgt i32 %308, 0
  %314 = sub nsw i64 %54, %312
  %315 = select i1 %313, i64 %314, i64 0
  store i64 %315, ptr %37, align 16
  %316 = add nsw i64 %304, 1
  %317 = tail call i64 @llvm.smin.i64(i64 %316, i64 %298)
  %318 = shl nsw i64 %317, 4
  store i64 %318, ptr %91, align 8
  %319 = icmp sgt i32 %308, 1
  %320 = sub nsw i64 %54, %318
  %321 = select i1 %319, i64 %320, i64 0
  store i64 %321, ptr %92, align 8
  %322 = add nsw i64 %304, 2
  %323 = tail call i64 @llvm.smin.i64(i64 %322, i64 %298)
  %324 = shl nsw i64 %323, 4
  store i64 %324, ptr %93, align 16
  %325 = icmp sgt i32 %308, 2
  %326 = sub nsw i64 %54, %324
  %327 = select i1 %325, i64 %326, i64 0
  store i64 %327, ptr %94, align 16
  br label %328

328:                                              ; preds = %309, %577
  %329 = phi i64 [ 0, %309 ], [ %578, %577 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %33, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %32, i8 0, i64 28, i1 false)
  %330 = icmp slt i64 %329, %310
  %331 = getelementptr inbounds nuw i64, ptr %36, i64 %329
  %332 = load i64, ptr %331, align 8
  br i1 %330, label %333, label %340

333:                                              ; preds = %328
  %334 = sub nsw i64 %54, %332
  %335 = tail call i64 @llvm.smin.i64(i64 %334, i64 16)
  %336 = icmp sgt i64 %334, 0
  br i1 %336, label %337, label %340

337:                                              ; preds = %333
  %338 = srem i64 %332, %8
  %339 = sdiv i64 %332, %8
  br label %345

340:                                              ; preds = %521, %328, %333
  br i1 %77, label %341, label %577

341:                                              ; preds = %340
  %342 = getelementptr i64, ptr %34, i64 %329
  %343 = getelementptr i32, ptr %35, i64 %329
  %344 = sub i64 %332, %16
  br label %545

345:                                              ; preds = %337, %521
  %346 = phi i64 [ %351, %521 ], [ 0, %337 ]
  %347 = phi i64 [ 0, %521 ], [ %338, %337 ]
  %348 = phi i64 [ %522, %521 ], [ %339, %337 ]
  %349 = add nsw i64 %346, %8
  %350 = sub nsw i64 %349, %347
  %351 = tail call i64 @llvm.smin.i64(i64 %350, i64 %335)
  br i1 %77, label %352, label %430

352:                                              ; preds = %345
  %353 = sub i64 %348, %15
  %354 = trunc i64 %351 to i32
  %355 = shl nsw i32 -1, %354
  %356 = xor i32 %355, -1
  %357 = trunc i64 %346 to i32
  %358 = shl nsw i32 -1, %357
  %359 = and i32 %358, %356
  br i1 %218, label %428, label %360

360:                                              ; preds = %352
  br i1 %219, label %405, label %361

361:                                              ; preds = %360
  %362 = insertelement <16 x i64> poison, i64 %353, i64 0
  %363 = shufflevector <16 x i64> %362, <16 x i64> poison, <16 x i32> zeroinitializer
  %364 = insertelement <16 x i32> poison, i32 %359, i64 0
  %365 = shufflevector <16 x i32> %364, <16 x i32> poison, <16 x i32> zeroinitializer
  %366 = add <16 x i64> splat (i64 16), %363
  %367 = add <16 x i64> splat (i64 32), %363
  %368 = add <16 x i64> splat (i64 48), %363
  br label %369

369:                                              ; preds = %369, %361
  %370 = phi i64 [ 0, %361 ], [ %400, %369 ]
  %371 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %361 ], [ %401, %369 ]
  %372 = add <16 x i64> %363, %371
  %373 = add <16 x i64> %371, %366
  %374 = add <16 x i64> %371, %367
  %375 = add <16 x i64> %371, %368
  %376 = icmp sgt <16 x i64> %372, splat (i64 -1)
  %377 = icmp sgt <16 x i64> %373, splat (i64 -1)
  %378 = icmp sgt <16 x i64> %374, splat (i64 -1)
  %379 = icmp sgt <16 x i64> %375, splat (i64 -1)
  %380 = icmp slt <16 x i64> %372, %223
  %381 = icmp slt <16 x i64> %373, %223
  %382 = icmp slt <16 x i64> %374, %223
  %383 = icmp slt <16 x i64> %375, %223
  %384 = and <16 x i1> %376, %380
  %385 = and <16 x i1> %377, %381
  %386 = and <16 x i1> %378, %382
  %387 = and <16 x i1> %379, %383
  %388 = getelementptr i32, ptr %32, i64 %370
  %389 = getelementptr i8, ptr %388, i64 64
  %390 = getelementptr i8, ptr %388, i64 128
  %391 = getelementptr i8, ptr %388, i64 192
  %392 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %388, <16 x i1> %384, <16 x i32> poison)
  %393 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %389, <16 x i1> %385, <16 x i32> poison)
  %394 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %390, <16 x i1> %386, <16 x i32> poison)
  %395 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %391, <16 x i1> %387, <16 x i32> poison)
  %396 = or <16 x i32> %392, %365
  %397 = or <16 x i32> %393, %365
  %398 = or <16 x i32> %394, %365
  %399 = or <16 x i32> %395, %365
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %396, ptr align 16 %388, <16 x i1> %384)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %397, ptr align 16 %389, <16 x i1> %385)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %398, ptr align 16 %390, <16 x i1> %386)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %399, ptr align 16 %391, <16 x i1> %387)
  %400 = add nuw i64 %370, 64
  %401 = add <16 x i64> %371, splat (i64 64)
  %402 = icmp eq i64 %400, %221
  br i1 %402, label %403, label %369

403:                                              ; preds = %369
  br i1 %224, label %430, label %404

404:                                              ; preds = %403
  br i1 %225, label %428, label %405

405:                                              ; preds = %360, %404
  %406 = phi i64 [ %221, %404 ], [ 0, %360 ]
  %407 = insertelement <8 x i64> poison, i64 %353, i64 0
  %408 = shufflevector <8 x i64> %407, <8 x i64> poison, <8 x i32> zeroinitializer
  %409 = insertelement <8 x i32> poison, i32 %359, i64 0
  %410 = shufflevector <8 x i32> %409, <8 x i32> poison, <8 x i32> zeroinitializer
  %411 = insertelement <8 x i64> poison, i64 %406, i64 0
  %412 = shufflevector <8 x i64> %411, <8 x i64> poison, <8 x i32> zeroinitializer
  %413 = or disjoint <8 x i64> %412, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %414

414:                                              ; preds = %414, %405
  %415 = phi i64 [ %406, %405 ], [ %424, %414 ]
  %416 = phi <8 x i64> [ %413, %405 ], [ %425, %414 ]
  %417 = add <8 x i64> %408, %416
  %418 = icmp sgt <8 x i64> %417, splat (i64 -1)
  %419 = icmp slt <8 x i64> %417, %228
  %420 = and <8 x i1> %418, %419
  %421 = getelementptr i32, ptr %32, i64 %415
  %422 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %421, <8 x i1> %420, <8 x i32> poison)
  %423 = or <8 x i32> %422, %410
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %423, ptr align 16 %421, <8 x i1> %420)
  %424 = add nuw i64 %415, 8
  %425 = add nuw nsw <8 x i64> %416, splat (i64 8)
  %426 = icmp eq i64 %424, %226
  br i1 %426, label %427, label %414

427:                                              ; preds = %414
  br i1 %229, label %430, label %428

428:                                              ; preds = %352, %404, %427
  %429 = phi i64 [ 0, %352 ], [ %221, %404 ], [ %226, %427 ]
  br label %508

430:                                              ; preds = %518, %403, %427, %345
  br i1 %78, label %431, label %521

431:                                              ; preds = %430
  %432 = add nsw i64 %346, %16
  %433 = add nsw i64 %349, %16
  br i1 %230, label %506, label %434

434:                                              ; preds = %431
  br i1 %231, label %469, label %435

435:                                              ; preds = %434
  %436 = insertelement <16 x i64> poison, i64 %432, i64 0
  %437 = shufflevector <16 x i64> %436, <16 x i64> poison, <16 x i32> zeroinitializer
  %438 = insertelement <16 x i64> poison, i64 %433, i64 0
  %439 = shufflevector <16 x i64> %438, <16 x i64> poison, <16 x i32> zeroinitializer
  %440 = insertelement <16 x i64> poison, i64 %347, i64 0
  %441 = shufflevector <16 x i64> %440, <16 x i64> poison, <16 x i32> zeroinitializer
  %442 = insertelement <16 x i64> poison, i64 %346, i64 0
  %443 = shufflevector <16 x i64> %442, <16 x i64> poison, <16 x i32> zeroinitializer
  %444 = insertelement <16 x i64> poison, i64 %351, i64 0
  %445 = shufflevector <16 x i64> %444, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %446

446:                                              ; preds = %446, %435
  %447 = phi i64 [ 0, %435 ], [ %464, %446 ]
  %448 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %435 ], [ %465, %446 ]
  %449 = add <16 x i64> %448, %441
  %450 = sub <16 x i64> %437, %449
  %451 = sub <16 x i64> %439, %449
  %452 = call <16 x i64> @llvm.smax.v16i64(<16 x i64> %450, <16 x i64> %443)
  %453 = call <16 x i64> @llvm.smin.v16i64(<16 x i64> %451, <16 x i64> %445)
  %454 = icmp slt <16 x i64> %452, %453
  %455 = trunc <16 x i64> %453 to <16 x i32>
  %456 = shl nsw <16 x i32> splat (i32 -1), %455
  %457 = xor <16 x i32> %456, splat (i32 -1)
  %458 = trunc <16 x i64> %452 to <16 x i32>
  %459 = shl nsw <16 x i32> splat (i32 -1), %458
  %460 = and <16 x i32> %459, %457
  %461 = getelementptr i32, ptr %33, i64 %447
  %462 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %461, <16 x i1> %454, <16 x i32> poison)
  %463 = or <16 x i32> %462, %460
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %463, ptr align 16 %461, <16 x i1> %454)
  %464 = add nuw i64 %447, 16
  %465 = add nuw nsw <16 x i64> %448, splat (i64 16)
  %466 = icmp eq i64 %464, %233
  br i1 %466, label %467, label %446

467:                                              ; preds = %446
  br i1 %234, label %521, label %468

468:                                              ; preds = %467
  br i1 %235, label %506, label %469

469:                                              ; preds = %434, %468
  %470 = phi i64 [ %233, %468 ], [ 0, %434 ]
  %471 = insertelement <4 x i64> poison, i64 %432, i64 0
  %472 = shufflevector <4 x i64> %471, <4 x i64> poison, <4 x i32> zeroinitializer
  %473 = insertelement <4 x i64> poison, i64 %433, i64 0
  %474 = shufflevector <4 x i64> %473, <4 x i64> poison, <4 x i32> zeroinitializer
  %475 = insertelement <4 x i64> poison, i64 %347, i64 0
  %476 = shufflevector <4 x i64> %475, <4 x i64> poison, <4 x i32> zeroinitializer
  %477 = insertelement <4 x i64> poison, i64 %346, i64 0
  %478 = shufflevector <4 x i64> %477, <4 x i64> poison, <4 x i32> zeroinitializer
  %479 = insertelement <4 x i64> poison, i64 %351, i64 0
  %480 = shufflevector <4 x i64> %479, <4 x i64> poison, <4 x i32> zeroinitializer
  %481 = insertelement <4 x i64> poison, i64 %470, i64 0
  %482 = shufflevector <4 x i64> %481, <4 x i64> poison, <4 x i32> zeroinitializer
  %483 = or disjoint <4 x i64> %482, <i64 0, i64 1, i64 2, i64 3>
  br label %484

484:                                              ; preds = %484, %469
  %485 = phi i64 [ %470, %469 ], [ %502, %484 ]
  %486 = phi <4 x i64> [ %483, %469 ], [ %503, %484 ]
  %487 = add <4 x i64> %486, %476
  %488 = sub <4 x i64> %472, %487
  %489 = sub <4 x i64> %474, %487
  %490 = call <4 x i64> @llvm.smax.v4i64(<4 x i64> %488, <4 x i64> %478)
  %491 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %489, <4 x i64> %480)
  %492 = icmp slt <4 x i64> %490, %491
  %493 = trunc <4 x i64> %491 to <4 x i32>
  %494 = shl nsw <4 x i32> splat (i32 -1), %493
  %495 = xor <4 x i32> %494, splat (i32 -1)
  %496 = trunc <4 x i64> %490 to <4 x i32>
  %497 = shl nsw <4 x i32> splat (i32 -1), %496
  %498 = and <4 x i32> %497, %495
  %499 = getelementptr i32, ptr %33, i64 %485
  %500 = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr align 16 %499, <4 x i1> %492, <4 x i32> poison)
  %501 = or <4 x i32> %500, %498
  call void @llvm.masked.store.v4i32.p0(<4 x i32> %501, ptr align 16 %499, <4 x i1> %492)
  %502 = add nuw i64 %485, 4
  %503 = add nuw nsw <4 x i64> %486, splat (i64 4)
  %504 = icmp eq i64 %502, %236
  br i1 %504, label %505, label %484

505:                                              ; preds = %484
  br i1 %237, label %521, label %506

506:                                              ; preds = %431, %468, %505
  %507 = phi i64 [ 0, %431 ], [ %233, %468 ], [ %236, %505 ]
  br label %524

508:                                              ; preds = %428, %518
  %509 = phi i64 [ %519, %518 ], [ %429, %428 ]
  %510 = add i64 %353, %509
  %511 = icmp sgt i64 %510, -1
  %512 = icmp slt i64 %510, %7
  %513 = and i1 %511, %512
  br i1 %513, label %514, label %518

514:                                              ; preds = %508
  %515 = getelementptr inbounds nuw i32, ptr %32, i64 %509
  %516 = load i32, ptr %515, align 4
  %517 = or i32 %516, %359
  store i32 %517, ptr %515, align 4
  br label %518

518:                                              ; preds = %514, %508
  %519 = add nuw nsw i64 %509, 1
  %520 = icmp eq i64 %519, %11
  br i1 %520, label %430, label %508

521:                                              ; preds = %542, %467, %505, %430
  %522 = add nsw i64 %348, 1
  %523 = icmp slt i64 %350, %335
  br i1 %523, label %345, label %340

524:                                              ; preds = %506, %542
  %525 = phi i64 [ %543, %542 ], [ %507, %506 ]
  %526 = add i64 %525, %347
  %527 = sub i64 %432, %526
  %528 = sub i64 %433, %526
  %529 = tail call i64 @llvm.smax.i64(i64 %527, i64 %346)
  %530 = tail call i64 @llvm.smin.i64(i64 %528, i64 %351)
  %531 = icmp slt i64 %529, %530
  br i1 %531, label %532, label %542

532:                                              ; preds = %524
  %533 = trunc i64 %530 to i32
  %534 = shl nsw i32 -1, %533
  %535 = xor i32 %534, -1
  %536 = trunc i64 %529 to i32
  %537 = shl nsw i32 -1, %536
  %538 = and i32 %537, %535
  %539 = getelementptr inbounds nuw i32, ptr %33, i64 %525
  %540 = load i32, ptr %539, align 4
  %541 = or i32 %540, %538
  store i32 %541, ptr %539, align 4
  br label %542

542:                                              ; preds = %532, %524
  %543 = add nuw nsw i64 %525, 1
  %544 = icmp eq i64 %543, %12
  br i1 %544, label %521, label %524

545:                                              ; preds = %341, %580
  %546 = phi i64 [ 0, %341 ], [ %581, %580 ]
  br i1 %78, label %547, label %580

547:                                              ; preds = %545
  %548 = sub nsw i64 %546, %15
  %549 = mul nsw i64 %548, %8
  %550 = add i64 %344, %549
  %551 = mul nuw nsw i64 %546, %12
  %552 = getelementptr inbounds nuw i32, ptr %32, i64 %546
  %553 = load i32, ptr %552, align 4
  br i1 %238, label %575, label %554

554:                                              ; preds = %547
  %555 = insertelement <8 x i64> poison, i64 %550, i64 0
  %556 = shufflevector <8 x i64> %555, <8 x i64> poison, <8 x i32> zeroinitializer
  %557 = insertelement <8 x i64> poison, i64 %551, i64 0
  %558 = shufflevector <8 x i64> %557, <8 x i64> poison, <8 x i32> zeroinitializer
  %559 = insertelement <8 x i32> poison, i32 %553, i64 0
  %560 = shufflevector <8 x i32> %559, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %561

561:                                              ; preds = %561, %554
  %562 = phi i64 [ 0, %554 ], [ %571, %561 ]
  %563 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %554 ], [ %572, %561 ]
  %564 = add <8 x i64> %556, %563
  %565 = add nuw nsw <8 x i64> %563, %558
  %566 = getelementptr [3 x i64], ptr %342, <8 x i64> %565
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %564, <8 x ptr> align 8 %566, <8 x i1> splat (i1 true))
  %567 = getelementptr inbounds nuw i32, ptr %33, i64 %562
  %568 = load <8 x i32>, ptr %567, align 16
  %569 = and <8 x i32> %568, %560
  %570 = getelementptr [3 x i32], ptr %343, <8 x i64> %565
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %569, <8 x ptr> align 4 %570, <8 x i1> splat (i1 true))
  %571 = add nuw i64 %562, 8
  %572 = add nuw nsw <8 x i64> %563, splat (i64 8)
  %573 = icmp eq i64 %571, %239
  br i1 %573, label %574, label %561

574:                                              ; preds = %561
  br i1 %240, label %580, label %575

575:                                              ; preds = %547, %574
  %576 = phi i64 [ 0, %547 ], [ %239, %574 ]
  br label %583

577:                                              ; preds = %580, %340
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  %578 = add nuw nsw i64 %329, 1
  %579 = icmp eq i64 %578, 3
  br i1 %579, label %748, label %328

580:                                              ; preds = %583, %574, %545
  %581 = add nuw nsw i64 %546, 1
  %582 = icmp eq i64 %581, %11
  br i1 %582, label %577, label %545

583:                                              ; preds = %575, %583
  %584 = phi i64 [ %592, %583 ], [ %576, %575 ]
  %585 = add i64 %550, %584
  %586 = add nuw nsw i64 %584, %551
  %587 = getelementptr [3 x i64], ptr %342, i64 %586
  store i64 %585, ptr %587, align 8
  %588 = getelementptr inbounds nuw i32, ptr %33, i64 %584
  %589 = load i32, ptr %588, align 4
  %590 = and i32 %589, %553
  %591 = getelementptr [3 x i32], ptr %343, i64 %586
  store i32 %590, ptr %591, align 4
  %592 = add nuw nsw i64 %584, 1
  %593 = icmp eq i64 %592, %12
  br i1 %593, label %580, label %583

594:                                              ; preds = %303
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  %595 = tail call i64 @llvm.smin.i64(i64 %304, i64 %298)
  %596 = sdiv i64 %595, %56
  store i64 %596, ptr %38, align 16
  %597 = srem i64 %595, %56
  %598 = shl nsw i64 %597, 4
  store i64 %598, ptr %39, align 16
  %599 = mul nsw i64 %596, %10
  %600 = add nsw i64 %598, %599
  store i64 %600, ptr %36, align 16
  %601 = icmp sgt i32 %308, 0
  %602 = sub nsw i64 %10, %598
  %603 = select i1 %601, i64 %602, i64 0
  store i64 %603, ptr %37, align 16
  %604 = add nsw i64 %304, 1
  %605 = tail call i64 @llvm.smin.i64(i64 %604, i64 %298)
  %606 = sdiv i64 %605, %56
  store i64 %606, ptr %95, align 8
  %607 = srem i64 %605, %56
  %608 = shl nsw i64 %607, 4
  store i64 %608, ptr %96, align 8
  %609 = mul nsw i64 %606, %10
  %610 = add nsw i64 %608, %609
  store i64 %610, ptr %97, align 8
  %611 = icmp sgt i32 %308, 1
  %612 = sub nsw i64 %10, %608
  %613 = select i1 %611, i64 %612, i64 0
  store i64 %613, ptr %98, align 8
  %614 = add nsw i64 %304, 2
  %615 = tail call i64 @llvm.smin.i64(i64 %614, i64 %298)
  %616 = sdiv i64 %615, %56
  store i64 %616, ptr %99, align 16
  %617 = srem i64 %615, %56
  %618 = shl nsw i64 %617, 4
  store i64 %618, ptr %100, align 16
  %619 = mul nsw i64 %616, %10
  %620 = add nsw i64 %618, %619
  store i64 %620, ptr %101, align 16
  %621 = icmp sgt i32 %308, 2
  %622 = sub nsw i64 %10, %618
  %623 = select i1 %621, i64 %622, i64 0
  store i64 %623, ptr %102, align 16
  br i1 %77, label %624, label %747

624:                                              ; preds = %594
  %625 = sext i32 %308 to i64
  %626 = icmp slt i32 %308, 3
  %627 = icmp sgt i32 %308, 0
  %628 = shl nsw i64 %625, 3
  %629 = sub i32 2, %308
  %630 = zext i32 %629 to i64
  %631 = shl nuw nsw i64 %630, 3
  %632 = add nuw nsw i64 %631, 8
  %633 = shl nsw i64 %625, 2
  %634 = shl nuw nsw i64 %630, 2
  %635 = add nuw nsw i64 %634, 4
  %636 = getelementptr i8, ptr %34, i64 %628
  %637 = getelementptr i8, ptr %35, i64 %633
  %638 = zext i32 %308 to i64
  %639 = icmp ult i32 %308, 8
  %640 = and i64 %638, 4294967288
  %641 = icmp eq i64 %640, %638
  br label %642

642:                                              ; preds = %624, %653
  %643 = phi i64 [ 0, %624 ], [ %654, %653 ]
  br i1 %78, label %644, label %653

644:                                              ; preds = %642
  %645 = mul i64 %89, %643
  %646 = mul i64 %90, %643
  %647 = mul nuw nsw i64 %643, %12
  %648 = sub i64 %643, %15
  %649 = getelementptr i8, ptr %636, i64 %645
  %650 = getelementptr i8, ptr %637, i64 %646
  %651 = insertelement <8 x i64> poison, i64 %648, i64 0
  %652 = shufflevector <8 x i64> %651, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %656

653:                                              ; preds = %709, %642
  %654 = add nuw nsw i64 %643, 1
  %655 = icmp eq i64 %654, %11
  br i1 %655, label %747, label %642

656:                                              ; preds = %644, %709
  %657 = phi i64 [ 0, %644 ], [ %710, %709 ]
  %658 = add nuw nsw i64 %657, %647
  br i1 %626, label %659, label %664

659:                                              ; preds = %656
  %660 = mul i64 %657, 24
  %661 = getelementptr i8, ptr %649, i64 %660
  %662 = mul i64 %657, 12
  %663 = getelementptr i8, ptr %650, i64 %662
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %661, i8 0, i64 %632, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %663, i8 0, i64 %635, i1 false)
  br i1 %627, label %664, label %709

664:                                              ; preds = %656, %659
  %665 = sub i64 %657, %16
  %666 = getelementptr inbounds nuw [3 x i64], ptr %34, i64 %658
  %667 = getelementptr inbounds nuw [3 x i32], ptr %35, i64 %658
  br i1 %639, label %707, label %668

668:                                              ; preds = %664
  %669 = insertelement <8 x i64> poison, i64 %665, i64 0
  %670 = shufflevector <8 x i64> %669, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %671

671:                                              ; preds = %671, %668
  %672 = phi i64 [ 0, %668 ], [ %704, %671 ]
  %673 = getelementptr inbounds nuw i64, ptr %38, i64 %672
  %674 = load <8 x i64>, ptr %673, align 16
  %675 = mul nsw <8 x i64> %674, %242
  %676 = add <8 x i64> %652, %675
  %677 = getelementptr inbounds nuw i64, ptr %39, i64 %672
  %678 = load <8 x i64>, ptr %677, align 16
  %679 = sub nsw <8 x i64> %244, %678
  %680 = icmp sgt <8 x i64> %676, splat (i64 -1)
  %681 = icmp slt <8 x i64> %676, %246
  %682 = and <8 x i1> %680, %681
  %683 = add <8 x i64> %670, %678
  %684 = icmp slt <8 x i64> %683, zeroinitializer
  %685 = sub nsw <8 x i64> zeroinitializer, %683
  %686 = select <8 x i1> %684, <8 x i64> %685, <8 x i64> zeroinitializer
  %687 = sub nsw <8 x i64> %248, %683
  %688 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %687, <8 x i64> %679)
  %689 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %688, <8 x i64> splat (i64 16))
  %690 = icmp sgt <8 x i64> %689, %686
  %691 = select <8 x i1> %682, <8 x i1> %690, <8 x i1> zeroinitializer
  %692 = select <8 x i1> %682, <8 x i64> %676, <8 x i64> zeroinitializer
  %693 = mul nsw <8 x i64> %692, %248
  %694 = add nsw <8 x i64> %693, %683
  %695 = getelementptr inbounds nuw i64, ptr %666, i64 %672
  store <8 x i64> %694, ptr %695, align 8
  %696 = trunc <8 x i64> %689 to <8 x i32>
  %697 = shl nsw <8 x i32> splat (i32 -1), %696
  %698 = xor <8 x i32> %697, splat (i32 -1)
  %699 = trunc <8 x i64> %686 to <8 x i32>
  %700 = shl nsw <8 x i32> splat (i32 -1), %699
  %701 = and <8 x i32> %700, %698
  %702 = select <8 x i1> %691, <8 x i32> %701, <8 x i32> zeroinitializer
  %703 = getelementptr inbounds nuw i32, ptr %667, i64 %672
  store <8 x i32> %702, ptr %703, align 4
  %704 = add nuw i64 %672, 8
  %705 = icmp eq i64 %704, %640
  br i1 %705, label %706, label %671

706:                                              ; preds = %671
  br i1 %641, label %709, label %707

707:                                              ; preds = %664, %706
  %708 = phi i64 [ 0, %664 ], [ %640, %706 ]
  br label %712

709:                                              ; preds = %712, %706, %659
  %710 = add nuw nsw i64 %657, 1
  %711 = icmp eq i64 %710, %12
  br i1 %711, label %653, label %656

712:                                              ; preds = %707, %712
  %713 = phi i64 [ %745, %712 ], [ %708, %707 ]
  %714 = getelementptr inbounds nuw i64, ptr %38, i64 %713
  %715 = load i64, ptr %714, align 8
  %716 = mul nsw i64 %715, %13
  %717 = add i64 %648, %716
  %718 = getelementptr inbounds nuw i64, ptr %39, i64 %713
  %719 = load i64, ptr %718, align 8
  %720 = sub nsw i64 %10, %719
  %721 = icmp sgt i64 %717, -1
  %722 = icmp slt i64 %717, %7
  %723 = and i1 %721, %722
  %724 = add i64 %665, %719
  %725 = icmp slt i64 %724, 0
  %726 = sub nsw i64 0, %724
  %727 = select i1 %725, i64 %726, i64 0
  %728 = sub nsw i64 %8, %724
  %729 = tail call i64 @llvm.smin.i64(i64 %728, i64 %720)
  %730 = tail call i64 @llvm.smin.i64(i64 %729, i64 16)
  %731 = icmp sgt i64 %730, %727
  %732 = select i1 %723, i1 %731, i1 false
  %733 = select i1 %723, i64 %717, i64 0
  %734 = mul nsw i64 %733, %8
  %735 = add nsw i64 %734, %724
  %736 = getelementptr inbounds nuw i64, ptr %666, i64 %713
  store i64 %735, ptr %736, align 8
  %737 = trunc i64 %730 to i32
  %738 = shl nsw i32 -1, %737
  %739 = xor i32 %738, -1
  %740 = trunc i64 %727 to i32
  %741 = shl nsw i32 -1, %740
  %742 = and i32 %741, %739
  %743 = select i1 %732, i32 %742, i32 0
  %744 = getelementptr inbounds nuw i32, ptr %667, i64 %713
  store i32 %743, ptr %744, align 4
  %745 = add nuw nsw i64 %713, 1
  %746 = icmp eq i64 %745, %638
  br i1 %746, label %709, label %712

747:                                              ; preds = %653, %594
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  br label %748

748:                                              ; preds = %577, %747
  %749 = phi i64 [ %620, %747 ], [ %324, %577 ]
  %750 = phi i64 [ %610, %747 ], [ %318, %577 ]
  %751 = phi i64 [ %600, %747 ], [ %312, %577 ]
  %752 = phi i64 [ %623, %747 ], [ %327, %577 ]
  %753 = phi i64 [ %613, %747 ], [ %321, %577 ]
  %754 = phi i64 [ %603, %747 ], [ %315, %577 ]
  br i1 %299, label %755, label %783

755:                                              ; preds = %748
  %756 = icmp eq i32 %308, 3
  %757 = icmp sgt i32 %308, 0
  %758 = zext nneg i32 %308 to i64
  %759 = icmp sgt i64 %754, 15
  %760 = trunc i64 %754 to i32
  %761 = shl nsw i32 -1, %760
  %762 = trunc i32 %761 to i16
  %763 = xor i16 %762, -1
  %764 = select i1 %759, i16 -1, i16 %763
  %765 = icmp sgt i64 %753, 15
  %766 = trunc i64 %753 to i32
  %767 = shl nsw i32 -1, %766
  %768 = trunc i32 %767 to i16
  %769 = xor i16 %768, -1
  %770 = select i1 %765, i16 -1, i16 %769
  %771 = icmp sgt i64 %752, 15
  %772 = trunc i64 %752 to i32
  %773 = shl nsw i32 -1, %772
  %774 = trunc i32 %773 to i16
  %775 = xor i16 %774, -1
  %776 = select i1 %771, i16 -1, i16 %775
  %777 = bitcast i16 %764 to <16 x i1>
  %778 = bitcast i16 %770 to <16 x i1>
  %779 = bitcast i16 %776 to <16 x i1>
  %780 = bitcast i16 %764 to <16 x i1>
  %781 = bitcast i16 %770 to <16 x i1>
  %782 = bitcast i16 %776 to <16 x i1>
  br label %786

783:                                              ; preds = %2966, %748
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  %784 = add nsw i64 %304, 3
  %785 = icmp slt i64 %784, %284
  br i1 %785, label %303, label %300

786:                                              ; preds = %755, %2966
  %787 = phi i64 [ %295, %755 ], [ %2967, %2966 ]
  %788 = sub nsw i64 %281, %787
  %789 = icmp sgt i64 %788, 7
  %790 = select i1 %789, i64 %787, i64 %79
  %791 = sub nsw i64 %787, %790
  br i1 %756, label %850, label %792

792:                                              ; preds = %786
  br i1 %757, label %793, label %2966

793:                                              ; preds = %792
  %794 = mul i64 %83, %790
  %795 = getelementptr inbounds float, ptr %42, i64 %790
  %796 = getelementptr inbounds float, ptr %41, i64 %794
  %797 = getelementptr inbounds nuw i8, ptr %795, i64 4
  %798 = getelementptr inbounds nuw i8, ptr %795, i64 8
  %799 = getelementptr inbounds nuw i8, ptr %795, i64 12
  %800 = getelementptr inbounds nuw i8, ptr %795, i64 16
  %801 = getelementptr inbounds nuw i8, ptr %795, i64 20
  %802 = getelementptr inbounds nuw i8, ptr %795, i64 24
  %803 = getelementptr inbounds nuw i8, ptr %795, i64 28
  %804 = mul nsw i64 %790, %54
  %805 = getelementptr inbounds float, ptr %288, i64 %804
  %806 = add nsw i64 %790, 1
  %807 = mul nsw i64 %806, %54
  %808 = getelementptr inbounds float, ptr %288, i64 %807
  %809 = add nsw i64 %790, 2
  %810 = mul nsw i64 %809, %54
  %811 = getelementptr inbounds float, ptr %288, i64 %810
  %812 = add nsw i64 %790, 3
  %813 = mul nsw i64 %812, %54
  %814 = getelementptr inbounds float, ptr %288, i64 %813
  %815 = add nsw i64 %790, 4
  %816 = mul nsw i64 %815, %54
  %817 = getelementptr inbounds float, ptr %288, i64 %816
  %818 = add nsw i64 %790, 5
  %819 = mul nsw i64 %818, %54
  %820 = getelementptr inbounds float, ptr %288, i64 %819
  %821 = add nsw i64 %790, 6
  %822 = mul nsw i64 %821, %54
  %823 = getelementptr inbounds float, ptr %288, i64 %822
  %824 = add nsw i64 %790, 7
  %825 = mul nsw i64 %824, %54
  %826 = getelementptr inbounds float, ptr %288, i64 %825
  %827 = mul nsw i64 %790, %54
  %828 = icmp sgt i64 %791, 0
  %829 = add nsw i64 %790, 1
  %830 = mul nsw i64 %829, %54
  %831 = icmp sgt i64 %791, 1
  %832 = add nsw i64 %790, 2
  %833 = mul nsw i64 %832, %54
  %834 = icmp sgt i64 %791, 2
  %835 = add nsw i64 %790, 3
  %836 = mul nsw i64 %835, %54
  %837 = icmp sgt i64 %791, 3
  %838 = add nsw i64 %790, 4
  %839 = mul nsw i64 %838, %54
  %840 = icmp sgt i64 %791, 4
  %841 = add nsw i64 %790, 5
  %842 = mul nsw i64 %841, %54
  %843 = icmp sgt i64 %791, 5
  %844 = add nsw i64 %790, 6
  %845 = mul nsw i64 %844, %54
  %846 = icmp sgt i64 %791, 6
  %847 = add nsw i64 %790, 7
  %848 = mul nsw i64 %847, %54
  %849 = icmp sgt i64 %791, 7
  br label %2192

850:                                              ; preds = %786
  %851 = getelementptr inbounds float, ptr %42, i64 %790
  br i1 %82, label %860, label %852

852:                                              ; preds = %850
  %853 = load float, ptr %851, align 4
  %854 = insertelement <16 x float> poison, float %853, i64 0
  %855 = shufflevector <16 x float> %854, <16 x float> poison, <16 x i32> zeroinitializer
  %856 = insertelement <16 x float> poison, float %853, i64 0
  %857 = shufflevector <16 x float> %856, <16 x float> poison, <16 x i32> zeroinitializer
  %858 = insertelement <16 x float> poison, float %853, i64 0
  %859 = shufflevector <16 x float> %858, <16 x float> poison, <16 x i32> zeroinitializer
  br label %869

860:                                              ; preds = %850
  %861 = mul nsw i64 %790, %54
  %862 = getelementptr inbounds float, ptr %288, i64 %861
  %863 = getelementptr inbounds float, ptr %862, i64 %751
  %864 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %863, <16 x i1> %777, <16 x float> zeroinitializer)
  %865 = getelementptr inbounds float, ptr %862, i64 %750
  %866 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %865, <16 x i1> %778, <16 x float> zeroinitializer)
  %867 = getelementptr inbounds float, ptr %862, i64 %749
  %868 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %867, <16 x i1> %779, <16 x float> zeroinitializer)
  br label %869

869:                                              ; preds = %860, %852
  %870 = phi <16 x float> [ %866, %860 ], [ %857, %852 ]
  %871 = phi <16 x float> [ %864, %860 ], [ %855, %852 ]
  %872 = phi <16 x float> [ %868, %860 ], [ %859, %852 ]
  br i1 %82, label %882, label %873

873:                                              ; preds = %869
  %874 = getelementptr inbounds nuw i8, ptr %851, i64 4
  %875 = load float, ptr %874, align 4
  %876 = insertelement <16 x float> poison, float %875, i64 0
  %877 = shufflevector <16 x float> %876, <16 x float> poison, <16 x i32> zeroinitializer
  %878 = insertelement <16 x float> poison, float %875, i64 0
  %879 = shufflevector <16 x float> %878, <16 x float> poison, <16 x i32> zeroinitializer
  %880 = insertelement <16 x float> poison, float %875, i64 0
  %881 = shufflevector <16 x float> %880, <16 x float> poison, <16 x i32> zeroinitializer
  br label %892

882:                                              ; preds = %869
  %883 = add nsw i64 %790, 1
  %884 = mul nsw i64 %883, %54
  %885 = getelementptr inbounds float, ptr %288, i64 %884
  %886 = getelementptr inbounds float, ptr %885, i64 %751
  %887 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %886, <16 x i1> %777, <16 x float> zeroinitializer)
  %888 = getelementptr inbounds float, ptr %885, i64 %750
  %889 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %888, <16 x i1> %778, <16 x float> zeroinitializer)
  %890 = getelementptr inbounds float, ptr %885, i64 %749
  %891 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %890, <16 x i1> %779, <16 x float> zeroinitializer)
  br label %892

892:                                              ; preds = %882, %873
  %893 = phi <16 x float> [ %889, %882 ], [ %879, %873 ]
  %894 = phi <16 x float> [ %887, %882 ], [ %877, %873 ]
  %895 = phi <16 x float> [ %891, %882 ], [ %881, %873 ]
  br i1 %82, label %905, label %896

896:                                              ; preds = %892
  %897 = getelementptr inbounds nuw i8, ptr %851, i64 8
  %898 = load float, ptr %897, align 4
  %899 = insertelement <16 x float> poison, float %898, i64 0
  %900 = shufflevector <16 x float> %899, <16 x float> poison, <16 x i32> zeroinitializer
  %901 = insertelement <16 x float> poison, float %898, i64 0
  %902 = shufflevector <16 x float> %901, <16 x float> poison, <16 x i32> zeroinitializer
  %903 = insertelement <16 x float> poison, float %898, i64 0
  %904 = shufflevector <16 x float> %903, <16 x float> poison, <16 x i32> zeroinitializer
  br label %915

905:                                              ; preds = %892
  %906 = add nsw i64 %790, 2
  %907 = mul nsw i64 %906, %54
  %908 = getelementptr inbounds float, ptr %288, i64 %907
  %909 = getelementptr inbounds float, ptr %908, i64 %751
  %910 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %909, <16 x i1> %777, <16 x float> zeroinitializer)
  %911 = getelementptr inbounds float, ptr %908, i64 %750
  %912 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %911, <16 x i1> %778, <16 x float> zeroinitializer)
  %913 = getelementptr inbounds float, ptr %908, i64 %749
  %914 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %913, <16 x i1> %779, <16 x float> zeroinitializer)
  br label %915

915:                                              ; preds = %905, %896
  %916 = phi <16 x float> [ %912, %905 ], [ %902, %896 ]
  %917 = phi <16 x float> [ %910, %905 ], [ %900, %896 ]
  %918 = phi <16 x float> [ %914, %905 ], [ %904, %896 ]
  br i1 %82, label %928, label %919

919:                                              ; preds = %915
  %920 = getelementptr inbounds nuw i8, ptr %851, i64 12
  %921 = load float, ptr %920, align 4
  %922 = insertelement <16 x float> poison, float %921, i64 0
  %923 = shufflevector <16 x float> %922, <16 x float> poison, <16 x i32> zeroinitializer
  %924 = insertelement <16 x float> poison, float %921, i64 0
  %925 = shufflevector <16 x float> %924, <16 x float> poison, <16 x i32> zeroinitializer
  %926 = insertelement <16 x float> poison, float %921, i64 0
  %927 = shufflevector <16 x float> %926, <16 x float> poison, <16 x i32> zeroinitializer
  br label %938

928:                                              ; preds = %915
  %929 = add nsw i64 %790, 3
  %930 = mul nsw i64 %929, %54
  %931 = getelementptr inbounds float, ptr %288, i64 %930
  %932 = getelementptr inbounds float, ptr %931, i64 %751
  %933 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %932, <16 x i1> %777, <16 x float> zeroinitializer)
  %934 = getelementptr inbounds float, ptr %931, i64 %750
  %935 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %934, <16 x i1> %778, <16 x float> zeroinitializer)
  %936 = getelementptr inbounds float, ptr %931, i64 %749
  %937 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %936, <16 x i1> %779, <16 x float> zeroinitializer)
  br label %938

938:                                              ; preds = %928, %919
  %939 = phi <16 x float> [ %935, %928 ], [ %925, %919 ]
  %940 = phi <16 x float> [ %933, %928 ], [ %923, %919 ]
  %941 = phi <16 x float> [ %937, %928 ], [ %927, %919 ]
  br i1 %82, label %951, label %942

942:                                              ; preds = %938
  %943 = getelementptr inbounds nuw i8, ptr %851, i64 16
  %944 = load float, ptr %943, align 4
  %945 = insertelement <16 x float> poison, float %944, i64 0
  %946 = shufflevector <16 x float> %945, <16 x float> poison, <16 x i32> zeroinitializer
  %947 = insertelement <16 x float> poison, float %944, i64 0
  %948 = shufflevector <16 x float> %947, <16 x float> poison, <16 x i32> zeroinitializer
  %949 = insertelement <16 x float> poison, float %944, i64 0
  %950 = shufflevector <16 x float> %949, <16 x float> poison, <16 x i32> zeroinitializer
  br label %961

951:                                              ; preds = %938
  %952 = add nsw i64 %790, 4
  %953 = mul nsw i64 %952, %54
  %954 = getelementptr inbounds float, ptr %288, i64 %953
  %955 = getelementptr inbounds float, ptr %954, i64 %751
  %956 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %955, <16 x i1> %777, <16 x float> zeroinitializer)
  %957 = getelementptr inbounds float, ptr %954, i64 %750
  %958 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %957, <16 x i1> %778, <16 x float> zeroinitializer)
  %959 = getelementptr inbounds float, ptr %954, i64 %749
  %960 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %959, <16 x i1> %779, <16 x float> zeroinitializer)
  br label %961

961:                                              ; preds = %951, %942
  %962 = phi <16 x float> [ %958, %951 ], [ %948, %942 ]
  %963 = phi <16 x float> [ %956, %951 ], [ %946, %942 ]
  %964 = phi <16 x float> [ %960, %951 ], [ %950, %942 ]
  br i1 %82, label %974, label %965

965:                                              ; preds = %961
  %966 = getelementptr inbounds nuw i8, ptr %851, i64 20
  %967 = load float, ptr %966, align 4
  %968 = insertelement <16 x float> poison, float %967, i64 0
  %969 = shufflevector <16 x float> %968, <16 x float> poison, <16 x i32> zeroinitializer
  %970 = insertelement <16 x float> poison, float %967, i64 0
  %971 = shufflevector <16 x float> %970, <16 x float> poison, <16 x i32> zeroinitializer
  %972 = insertelement <16 x float> poison, float %967, i64 0
  %973 = shufflevector <16 x float> %972, <16 x float> poison, <16 x i32> zeroinitializer
  br label %984

974:                                              ; preds = %961
  %975 = add nsw i64 %790, 5
  %976 = mul nsw i64 %975, %54
  %977 = getelementptr inbounds float, ptr %288, i64 %976
  %978 = getelementptr inbounds float, ptr %977, i64 %751
  %979 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %978, <16 x i1> %777, <16 x float> zeroinitializer)
  %980 = getelementptr inbounds float, ptr %977, i64 %750
  %981 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %980, <16 x i1> %778, <16 x float> zeroinitializer)
  %982 = getelementptr inbounds float, ptr %977, i64 %749
  %983 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %982, <16 x i1> %779, <16 x float> zeroinitializer)
  br label %984

984:                                              ; preds = %974, %965
  %985 = phi <16 x float> [ %981, %974 ], [ %971, %965 ]
  %986 = phi <16 x float> [ %979, %974 ], [ %969, %965 ]
  %987 = phi <16 x float> [ %983, %974 ], [ %973, %965 ]
  br i1 %82, label %997, label %988

988:                                              ; preds = %984
  %989 = getelementptr inbounds nuw i8, ptr %851, i64 24
  %990 = load float, ptr %989, align 4
  %991 = insertelement <16 x float> poison, float %990, i64 0
  %992 = shufflevector <16 x float> %991, <16 x float> poison, <16 x i32> zeroinitializer
  %993 = insertelement <16 x float> poison, float %990, i64 0
  %994 = shufflevector <16 x float> %993, <16 x float> poison, <16 x i32> zeroinitializer
  %995 = insertelement <16 x float> poison, float %990, i64 0
  %996 = shufflevector <16 x float> %995, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1007

997:                                              ; preds = %984
  %998 = add nsw i64 %790, 6
  %999 = mul nsw i64 %998, %54
  %1000 = getelementptr inbounds float, ptr %288, i64 %999
  %1001 = getelementptr inbounds float, ptr %1000, i64 %751
  %1002 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1001, <16 x i1> %777, <16 x float> zeroinitializer)
  %1003 = getelementptr inbounds float, ptr %1000, i64 %750
  %1004 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1003, <16 x i1> %778, <16 x float> zeroinitializer)
  %1005 = getelementptr inbounds float, ptr %1000, i64 %749
  %1006 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1005, <16 x i1> %779, <16 x float> zeroinitializer)
  br label %1007

1007:                                             ; preds = %997, %988
  %1008 = phi <16 x float> [ %1004, %997 ], [ %994, %988 ]
  %1009 = phi <16 x float> [ %1002, %997 ], [ %992, %988 ]
  %1010 = phi <16 x float> [ %1006, %997 ], [ %996, %988 ]
  br i1 %82, label %1020, label %1011

1011:                                             ; preds = %1007
  %1012 = getelementptr inbounds nuw i8, ptr %851, i64 28
  %1013 = load float, ptr %1012, align 4
  %1014 = insertelement <16 x float> poison, float %1013, i64 0
  %1015 = shufflevector <16 x float> %1014, <16 x float> poison, <16 x i32> zeroinitializer
  %1016 = insertelement <16 x float> poison, float %1013, i64 0
  %1017 = shufflevector <16 x float> %1016, <16 x float> poison, <16 x i32> zeroinitializer
  %1018 = insertelement <16 x float> poison, float %1013, i64 0
  %1019 = shufflevector <16 x float> %1018, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1030

1020:                                             ; preds = %1007
  %1021 = add nsw i64 %790, 7
  %1022 = mul nsw i64 %1021, %54
  %1023 = getelementptr inbounds float, ptr %288, i64 %1022
  %1024 = getelementptr inbounds float, ptr %1023, i64 %751
  %1025 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1024, <16 x i1> %777, <16 x float> zeroinitializer)
  %1026 = getelementptr inbounds float, ptr %1023, i64 %750
  %1027 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1026, <16 x i1> %778, <16 x float> zeroinitializer)
  %1028 = getelementptr inbounds float, ptr %1023, i64 %749
  %1029 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1028, <16 x i1> %779, <16 x float> zeroinitializer)
  br label %1030

1030:                                             ; preds = %1020, %1011
  %1031 = phi <16 x float> [ %1027, %1020 ], [ %1017, %1011 ]
  %1032 = phi <16 x float> [ %1025, %1020 ], [ %1015, %1011 ]
  %1033 = phi <16 x float> [ %1029, %1020 ], [ %1019, %1011 ]
  %1034 = mul i64 %83, %790
  %1035 = getelementptr inbounds float, ptr %41, i64 %1034
  br i1 %84, label %1088, label %1063

1036:                                             ; preds = %1963, %1088
  %1037 = phi <16 x float> [ %1089, %1088 ], [ %1964, %1963 ]
  %1038 = phi <16 x float> [ %1090, %1088 ], [ %1965, %1963 ]
  %1039 = phi <16 x float> [ %1091, %1088 ], [ %1966, %1963 ]
  %1040 = phi <16 x float> [ %1092, %1088 ], [ %1967, %1963 ]
  %1041 = phi <16 x float> [ %1093, %1088 ], [ %1968, %1963 ]
  %1042 = phi <16 x float> [ %1094, %1088 ], [ %1969, %1963 ]
  %1043 = phi <16 x float> [ %1095, %1088 ], [ %1970, %1963 ]
  %1044 = phi <16 x float> [ %1096, %1088 ], [ %1971, %1963 ]
  %1045 = phi <16 x float> [ %1097, %1088 ], [ %1972, %1963 ]
  %1046 = phi <16 x float> [ %1098, %1088 ], [ %1973, %1963 ]
  %1047 = phi <16 x float> [ %1099, %1088 ], [ %1974, %1963 ]
  %1048 = phi <16 x float> [ %1100, %1088 ], [ %1975, %1963 ]
  %1049 = phi <16 x float> [ %1101, %1088 ], [ %1976, %1963 ]
  %1050 = phi <16 x float> [ %1102, %1088 ], [ %1977, %1963 ]
  %1051 = phi <16 x float> [ %1103, %1088 ], [ %1978, %1963 ]
  %1052 = phi <16 x float> [ %1104, %1088 ], [ %1979, %1963 ]
  %1053 = phi <16 x float> [ %1105, %1088 ], [ %1980, %1963 ]
  %1054 = phi <16 x float> [ %1106, %1088 ], [ %1981, %1963 ]
  %1055 = phi <16 x float> [ %1107, %1088 ], [ %1982, %1963 ]
  %1056 = phi <16 x float> [ %1108, %1088 ], [ %1983, %1963 ]
  %1057 = phi <16 x float> [ %1109, %1088 ], [ %1984, %1963 ]
  %1058 = phi <16 x float> [ %1110, %1088 ], [ %1985, %1963 ]
  %1059 = phi <16 x float> [ %1111, %1088 ], [ %1986, %1963 ]
  %1060 = phi <16 x float> [ %1112, %1088 ], [ %1987, %1963 ]
  %1061 = icmp slt i64 %1117, %5
  %1062 = add i64 %1113, -16
  br i1 %1061, label %1088, label %1063

1063:                                             ; preds = %1036, %1030
  %1064 = phi <16 x float> [ %1033, %1030 ], [ %1037, %1036 ]
  %1065 = phi <16 x float> [ %1031, %1030 ], [ %1038, %1036 ]
  %1066 = phi <16 x float> [ %1032, %1030 ], [ %1039, %1036 ]
  %1067 = phi <16 x float> [ %1010, %1030 ], [ %1040, %1036 ]
  %1068 = phi <16 x float> [ %1008, %1030 ], [ %1041, %1036 ]
  %1069 = phi <16 x float> [ %1009, %1030 ], [ %1042, %1036 ]
  %1070 = phi <16 x float> [ %987, %1030 ], [ %1043, %1036 ]
  %1071 = phi <16 x float> [ %985, %1030 ], [ %1044, %1036 ]
  %1072 = phi <16 x float> [ %986, %1030 ], [ %1045, %1036 ]
  %1073 = phi <16 x float> [ %964, %1030 ], [ %1046, %1036 ]
  %1074 = phi <16 x float> [ %962, %1030 ], [ %1047, %1036 ]
  %1075 = phi <16 x float> [ %963, %1030 ], [ %1048, %1036 ]
  %1076 = phi <16 x float> [ %941, %1030 ], [ %1049, %1036 ]
  %1077 = phi <16 x float> [ %939, %1030 ], [ %1050, %1036 ]
  %1078 = phi <16 x float> [ %940, %1030 ], [ %1051, %1036 ]
  %1079 = phi <16 x float> [ %918, %1030 ], [ %1052, %1036 ]
  %1080 = phi <16 x float> [ %916, %1030 ], [ %1053, %1036 ]
  %1081 = phi <16 x float> [ %917, %1030 ], [ %1054, %1036 ]
  %1082 = phi <16 x float> [ %895, %1030 ], [ %1055, %1036 ]
  %1083 = phi <16 x float> [ %893, %1030 ], [ %1056, %1036 ]
  %1084 = phi <16 x float> [ %894, %1030 ], [ %1057, %1036 ]
  %1085 = phi <16 x float> [ %872, %1030 ], [ %1058, %1036 ]
  %1086 = phi <16 x float> [ %870, %1030 ], [ %1059, %1036 ]
  %1087 = phi <16 x float> [ %871, %1030 ], [ %1060, %1036 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  store <16 x float> %1087, ptr %31, align 64
  store <16 x float> %1086, ptr %249, align 64
  store <16 x float> %1085, ptr %250, align 64
  store <16 x float> %1084, ptr %251, align 64
  store <16 x float> %1083, ptr %252, align 64
  store <16 x float> %1082, ptr %253, align 64
  store <16 x float> %1081, ptr %254, align 64
  store <16 x float> %1080, ptr %255, align 64
  store <16 x float> %1079, ptr %256, align 64
  store <16 x float> %1078, ptr %257, align 64
  store <16 x float> %1077, ptr %258, align 64
  store <16 x float> %1076, ptr %259, align 64
  store <16 x float> %1075, ptr %260, align 64
  store <16 x float> %1074, ptr %261, align 64
  store <16 x float> %1073, ptr %262, align 64
  store <16 x float> %1072, ptr %263, align 64
  store <16 x float> %1071, ptr %264, align 64
  store <16 x float> %1070, ptr %265, align 64
  store <16 x float> %1069, ptr %266, align 64
  store <16 x float> %1068, ptr %267, align 64
  store <16 x float> %1067, ptr %268, align 64
  store <16 x float> %1066, ptr %269, align 64
  store <16 x float> %1065, ptr %270, align 64
  store <16 x float> %1064, ptr %271, align 64
  br label %1990

1088:                                             ; preds = %1030, %1036
  %1089 = phi <16 x float> [ %1037, %1036 ], [ %1033, %1030 ]
  %1090 = phi <16 x float> [ %1038, %1036 ], [ %1031, %1030 ]
  %1091 = phi <16 x float> [ %1039, %1036 ], [ %1032, %1030 ]
  %1092 = phi <16 x float> [ %1040, %1036 ], [ %1010, %1030 ]
  %1093 = phi <16 x float> [ %1041, %1036 ], [ %1008, %1030 ]
  %1094 = phi <16 x float> [ %1042, %1036 ], [ %1009, %1030 ]
  %1095 = phi <16 x float> [ %1043, %1036 ], [ %987, %1030 ]
  %1096 = phi <16 x float> [ %1044, %1036 ], [ %985, %1030 ]
  %1097 = phi <16 x float> [ %1045, %1036 ], [ %986, %1030 ]
  %1098 = phi <16 x float> [ %1046, %1036 ], [ %964, %1030 ]
  %1099 = phi <16 x float> [ %1047, %1036 ], [ %962, %1030 ]
  %1100 = phi <16 x float> [ %1048, %1036 ], [ %963, %1030 ]
  %1101 = phi <16 x float> [ %1049, %1036 ], [ %941, %1030 ]
  %1102 = phi <16 x float> [ %1050, %1036 ], [ %939, %1030 ]
  %1103 = phi <16 x float> [ %1051, %1036 ], [ %940, %1030 ]
  %1104 = phi <16 x float> [ %1052, %1036 ], [ %918, %1030 ]
  %1105 = phi <16 x float> [ %1053, %1036 ], [ %916, %1030 ]
  %1106 = phi <16 x float> [ %1054, %1036 ], [ %917, %1030 ]
  %1107 = phi <16 x float> [ %1055, %1036 ], [ %895, %1030 ]
  %1108 = phi <16 x float> [ %1056, %1036 ], [ %893, %1030 ]
  %1109 = phi <16 x float> [ %1057, %1036 ], [ %894, %1030 ]
  %1110 = phi <16 x float> [ %1058, %1036 ], [ %872, %1030 ]
  %1111 = phi <16 x float> [ %1059, %1036 ], [ %870, %1030 ]
  %1112 = phi <16 x float> [ %1060, %1036 ], [ %871, %1030 ]
  %1113 = phi i64 [ %1062, %1036 ], [ %5, %1030 ]
  %1114 = phi i64 [ %1117, %1036 ], [ 0, %1030 ]
  %1115 = call i64 @llvm.smin.i64(i64 %1113, i64 16)
  %1116 = add i64 %1115, %1114
  %1117 = add nuw nsw i64 %1114, 16
  br i1 %85, label %1118, label %1036

1118:                                             ; preds = %1088
  %1119 = sub nsw i64 %5, %1114
  %1120 = icmp sgt i64 %1119, 15
  %1121 = mul nsw i64 %1114, %80
  %1122 = getelementptr inbounds float, ptr %286, i64 %1121
  %1123 = mul nuw nsw i64 %1114, %81
  %1124 = getelementptr inbounds nuw float, ptr %1035, i64 %1123
  %1125 = icmp sgt i64 %5, %1114
  %1126 = or i1 %1120, %1125
  br label %1127

1127:                                             ; preds = %1118, %1963
  %1128 = phi <16 x float> [ %1089, %1118 ], [ %1964, %1963 ]
  %1129 = phi <16 x float> [ %1090, %1118 ], [ %1965, %1963 ]
  %1130 = phi <16 x float> [ %1091, %1118 ], [ %1966, %1963 ]
  %1131 = phi <16 x float> [ %1092, %1118 ], [ %1967, %1963 ]
  %1132 = phi <16 x float> [ %1093, %1118 ], [ %1968, %1963 ]
  %1133 = phi <16 x float> [ %1094, %1118 ], [ %1969, %1963 ]
  %1134 = phi <16 x float> [ %1095, %1118 ], [ %1970, %1963 ]
  %1135 = phi <16 x float> [ %1096, %1118 ], [ %1971, %1963 ]
  %1136 = phi <16 x float> [ %1097, %1118 ], [ %1972, %1963 ]
  %1137 = phi <16 x float> [ %1098, %1118 ], [ %1973, %1963 ]
  %1138 = phi <16 x float> [ %1099, %1118 ], [ %1974, %1963 ]
  %1139 = phi <16 x float> [ %1100, %1118 ], [ %1975, %1963 ]
  %1140 = phi <16 x float> [ %1101, %1118 ], [ %1976, %1963 ]
  %1141 = phi <16 x float> [ %1102, %1118 ], [ %1977, %1963 ]
  %1142 = phi <16 x float> [ %1103, %1118 ], [ %1978, %1963 ]
  %1143 = phi <16 x float> [ %1104, %1118 ], [ %1979, %1963 ]
  %1144 = phi <16 x float> [ %1105, %1118 ], [ %1980, %1963 ]
  %1145 = phi <16 x float> [ %1106, %1118 ], [ %1981, %1963 ]
  %1146 = phi <16 x float> [ %1107, %1118 ], [ %1982, %1963 ]
  %1147 = phi <16 x float> [ %1108, %1118 ], [ %1983, %1963 ]
  %1148 = phi <16 x float> [ %1109, %1118 ], [ %1984, %1963 ]
  %1149 = phi <16 x float> [ %1110, %1118 ], [ %1985, %1963 ]
  %1150 = phi <16 x float> [ %1111, %1118 ], [ %1986, %1963 ]
  %1151 = phi <16 x float> [ %1112, %1118 ], [ %1987, %1963 ]
  %1152 = phi i64 [ 0, %1118 ], [ %1988, %1963 ]
  %1153 = mul nuw nsw i64 %1152, 12
  %1154 = getelementptr nuw i8, ptr %35, i64 %1153
  %1155 = mul nuw nsw i64 %1152, 24
  %1156 = getelementptr nuw i8, ptr %34, i64 %1155
  %1157 = load i64, ptr %1156, align 8
  %1158 = getelementptr inbounds nuw i8, ptr %1156, i64 8
  %1159 = load i64, ptr %1158, align 8
  %1160 = getelementptr inbounds nuw i8, ptr %1156, i64 16
  %1161 = load i64, ptr %1160, align 8
  %1162 = load i32, ptr %1154, align 4
  %1163 = getelementptr inbounds nuw i8, ptr %1154, i64 4
  %1164 = load i32, ptr %1163, align 4
  %1165 = getelementptr inbounds nuw i8, ptr %1154, i64 8
  %1166 = load i32, ptr %1165, align 4
  %1167 = and i32 %1162, 65535
  %1168 = icmp eq i32 %1167, 65535
  %1169 = zext i1 %1168 to i32
  %1170 = and i32 %1164, 65535
  %1171 = icmp eq i32 %1170, 65535
  %1172 = select i1 %1171, i32 2, i32 0
  %1173 = or disjoint i32 %1172, %1169
  %1174 = and i32 %1166, 65535
  %1175 = icmp eq i32 %1174, 65535
  %1176 = select i1 %1175, i32 4, i32 0
  %1177 = or disjoint i32 %1176, %1173
  %1178 = getelementptr inbounds nuw float, ptr %1124, i64 %1152
  switch i32 %1177, label %1210 [
    i32 1, label %1204
    i32 2, label %1198
    i32 3, label %1194
    i32 4, label %1188
    i32 5, label %1184
    i32 6, label %1180
    i32 7, label %1179
    i32 0, label %1211
  ]

1179:                                             ; preds = %1127
  br i1 %1126, label %1777, label %1963

1180:                                             ; preds = %1127
  br i1 %1126, label %1181, label %1963

1181:                                             ; preds = %1180
  %1182 = trunc i32 %1162 to i16
  %1183 = bitcast i16 %1182 to <16 x i1>
  br label %1684

1184:                                             ; preds = %1127
  br i1 %1126, label %1185, label %1963

1185:                                             ; preds = %1184
  %1186 = trunc i32 %1164 to i16
  %1187 = bitcast i16 %1186 to <16 x i1>
  br label %1591

1188:                                             ; preds = %1127
  br i1 %1126, label %1189, label %1963

1189:                                             ; preds = %1188
  %1190 = trunc i32 %1162 to i16
  %1191 = bitcast i16 %1190 to <16 x i1>
  %1192 = trunc i32 %1164 to i16
  %1193 = bitcast i16 %1192 to <16 x i1>
  br label %1498

1194:                                             ; preds = %1127
  br i1 %1126, label %1195, label %1963

1195:                                             ; preds = %1194
  %1196 = trunc i32 %1166 to i16
  %1197 = bitcast i16 %1196 to <16 x i1>
  br label %1405

1198:                                             ; preds = %1127
  br i1 %1126, label %1199, label %1963

1199:                                             ; preds = %1198
  %1200 = trunc i32 %1162 to i16
  %1201 = bitcast i16 %1200 to <16 x i1>
  %1202 = trunc i32 %1166 to i16
  %1203 = bitcast i16 %1202 to <16 x i1>
  br label %1312

1204:                                             ; preds = %1127
  br i1 %1126, label %1205, label %1963

1205:                                             ; preds = %1204
  %1206 = trunc i32 %1164 to i16
  %1207 = bitcast i16 %1206 to <16 x i1>
  %1208 = trunc i32 %1166 to i16
  %1209 = bitcast i16 %1208 to <16 x i1>
  br label %1219

1210:                                             ; preds = %1127
  unreachable

1211:                                             ; preds = %1127
  br i1 %1126, label %1212, label %1963

1212:                                             ; preds = %1211
  %1213 = trunc i32 %1162 to i16
  %1214 = bitcast i16 %1213 to <16 x i1>
  %1215 = trunc i32 %1164 to i16
  %1216 = bitcast i16 %1215 to <16 x i1>
  %1217 = trunc i32 %1166 to i16
  %1218 = bitcast i16 %1217 to <16 x i1>
  br label %1870

1219:                                             ; preds = %1205, %1219
  %1220 = phi <16 x float> [ %1307, %1219 ], [ %1128, %1205 ]
  %1221 = phi <16 x float> [ %1306, %1219 ], [ %1129, %1205 ]
  %1222 = phi <16 x float> [ %1305, %1219 ], [ %1130, %1205 ]
  %1223 = phi <16 x float> [ %1300, %1219 ], [ %1131, %1205 ]
  %1224 = phi <16 x float> [ %1299, %1219 ], [ %1132, %1205 ]
  %1225 = phi <16 x float> [ %1298, %1219 ], [ %1133, %1205 ]
  %1226 = phi <16 x float> [ %1293, %1219 ], [ %1134, %1205 ]
  %1227 = phi <16 x float> [ %1292, %1219 ], [ %1135, %1205 ]
  %1228 = phi <16 x float> [ %1291, %1219 ], [ %1136, %1205 ]
  %1229 = phi <16 x float> [ %1286, %1219 ], [ %1137, %1205 ]
  %1230 = phi <16 x float> [ %1285, %1219 ], [ %1138, %1205 ]
  %1231 = phi <16 x float> [ %1284, %1219 ], [ %1139, %1205 ]
  %1232 = phi <16 x float> [ %1279, %1219 ], [ %1140, %1205 ]
  %1233 = phi <16 x float> [ %1278, %1219 ], [ %1141, %1205 ]
  %1234 = phi <16 x float> [ %1277, %1219 ], [ %1142, %1205 ]
  %1235 = phi <16 x float> [ %1272, %1219 ], [ %1143, %1205 ]
  %1236 = phi <16 x float> [ %1271, %1219 ], [ %1144, %1205 ]
  %1237 = phi <16 x float> [ %1270, %1219 ], [ %1145, %1205 ]
  %1238 = phi <16 x float> [ %1265, %1219 ], [ %1146, %1205 ]
  %1239 = phi <16 x float> [ %1264, %1219 ], [ %1147, %1205 ]
  %1240 = phi <16 x float> [ %1263, %1219 ], [ %1148, %1205 ]
  %1241 = phi <16 x float> [ %1258, %1219 ], [ %1149, %1205 ]
  %1242 = phi <16 x float> [ %1257, %1219 ], [ %1150, %1205 ]
  %1243 = phi <16 x float> [ %1256, %1219 ], [ %1151, %1205 ]
  %1244 = phi ptr [ %1309, %1219 ], [ %1122, %1205 ]
  %1245 = phi ptr [ %1310, %1219 ], [ %1178, %1205 ]
  %1246 = phi i64 [ %1308, %1219 ], [ %1114, %1205 ]
  %1247 = getelementptr inbounds float, ptr %1244, i64 %1157
  %1248 = load <16 x float>, ptr %1247, align 1
  %1249 = getelementptr inbounds float, ptr %1244, i64 %1159
  %1250 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1249, <16 x i1> %1207, <16 x float> zeroinitializer)
  %1251 = getelementptr inbounds float, ptr %1244, i64 %1161
  %1252 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1251, <16 x i1> %1209, <16 x float> zeroinitializer)
  %1253 = load float, ptr %1245, align 4
  %1254 = insertelement <16 x float> poison, float %1253, i64 0
  %1255 = shufflevector <16 x float> %1254, <16 x float> poison, <16 x i32> zeroinitializer
  %1256 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1248, <16 x float> %1255, <16 x float> %1243)
  %1257 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1250, <16 x float> %1255, <16 x float> %1242)
  %1258 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1252, <16 x float> %1255, <16 x float> %1241)
  %1259 = getelementptr inbounds float, ptr %1245, i64 %83
  %1260 = load float, ptr %1259, align 4
  %1261 = insertelement <16 x float> poison, float %1260, i64 0
  %1262 = shufflevector <16 x float> %1261, <16 x float> poison, <16 x i32> zeroinitializer
  %1263 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1248, <16 x float> %1262, <16 x float> %1240)
  %1264 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1250, <16 x float> %1262, <16 x float> %1239)
  %1265 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1252, <16 x float> %1262, <16 x float> %1238)
  %1266 = getelementptr inbounds i8, ptr %1245, i64 %191
  %1267 = load float, ptr %1266, align 4
  %1268 = insertelement <16 x float> poison, float %1267, i64 0
  %1269 = shufflevector <16 x float> %1268, <16 x float> poison, <16 x i32> zeroinitializer
  %1270 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1248, <16 x float> %1269, <16 x float> %1237)
  %1271 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1250, <16 x float> %1269, <16 x float> %1236)
  %1272 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1252, <16 x float> %1269, <16 x float> %1235)
  %1273 = getelementptr inbounds i8, ptr %1245, i64 %192
  %1274 = load float, ptr %1273, align 4
  %1275 = insertelement <16 x float> poison, float %1274, i64 0
  %1276 = shufflevector <16 x float> %1275, <16 x float> poison, <16 x i32> zeroinitializer
  %1277 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1248, <16 x float> %1276, <16 x float> %1234)
  %1278 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1250, <16 x float> %1276, <16 x float> %1233)
  %1279 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1252, <16 x float> %1276, <16 x float> %1232)
  %1280 = getelementptr inbounds i8, ptr %1245, i64 %193
  %1281 = load float, ptr %1280, align 4
  %1282 = insertelement <16 x float> poison, float %1281, i64 0
  %1283 = shufflevector <16 x float> %1282, <16 x float> poison, <16 x i32> zeroinitializer
  %1284 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1248, <16 x float> %1283, <16 x float> %1231)
  %1285 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1250, <16 x float> %1283, <16 x float> %1230)
  %1286 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1252, <16 x float> %1283, <16 x float> %1229)
  %1287 = getelementptr inbounds i8, ptr %1245, i64 %194
  %1288 = load float, ptr %1287, align 4
  %1289 = insertelement <16 x float> poison, float %1288, i64 0
  %1290 = shufflevector <16 x float> %1289, <16 x float> poison, <16 x i32> zeroinitializer
  %1291 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1248, <16 x float> %1290, <16 x float> %1228)
  %1292 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1250, <16 x float> %1290, <16 x float> %1227)
  %1293 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1252, <16 x float> %1290, <16 x float> %1226)
  %1294 = getelementptr inbounds i8, ptr %1245, i64 %195
  %1295 = load float, ptr %1294, align 4
  %1296 = insertelement <16 x float> poison, float %1295, i64 0
  %1297 = shufflevector <16 x float> %1296, <16 x float> poison, <16 x i32> zeroinitializer
  %1298 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1248, <16 x float> %1297, <16 x float> %1225)
  %1299 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1250, <16 x float> %1297, <16 x float> %1224)
  %1300 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1252, <16 x float> %1297, <16 x float> %1223)
  %1301 = getelementptr inbounds i8, ptr %1245, i64 %196
  %1302 = load float, ptr %1301, align 4
  %1303 = insertelement <16 x float> poison, float %1302, i64 0
  %1304 = shufflevector <16 x float> %1303, <16 x float> poison, <16 x i32> zeroinitializer
  %1305 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1248, <16 x float> %1304, <16 x float> %1222)
  %1306 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1250, <16 x float> %1304, <16 x float> %1221)
  %1307 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1252, <16 x float> %1304, <16 x float> %1220)
  %1308 = add nuw nsw i64 %1246, 1
  %1309 = getelementptr inbounds float, ptr %1244, i64 %80
  %1310 = getelementptr inbounds nuw float, ptr %1245, i64 %81
  %1311 = icmp eq i64 %1308, %1116
  br i1 %1311, label %1963, label %1219

1312:                                             ; preds = %1199, %1312
  %1313 = phi <16 x float> [ %1400, %1312 ], [ %1128, %1199 ]
  %1314 = phi <16 x float> [ %1399, %1312 ], [ %1129, %1199 ]
  %1315 = phi <16 x float> [ %1398, %1312 ], [ %1130, %1199 ]
  %1316 = phi <16 x float> [ %1393, %1312 ], [ %1131, %1199 ]
  %1317 = phi <16 x float> [ %1392, %1312 ], [ %1132, %1199 ]
  %1318 = phi <16 x float> [ %1391, %1312 ], [ %1133, %1199 ]
  %1319 = phi <16 x float> [ %1386, %1312 ], [ %1134, %1199 ]
  %1320 = phi <16 x float> [ %1385, %1312 ], [ %1135, %1199 ]
  %1321 = phi <16 x float> [ %1384, %1312 ], [ %1136, %1199 ]
  %1322 = phi <16 x float> [ %1379, %1312 ], [ %1137, %1199 ]
  %1323 = phi <16 x float> [ %1378, %1312 ], [ %1138, %1199 ]
  %1324 = phi <16 x float> [ %1377, %1312 ], [ %1139, %1199 ]
  %1325 = phi <16 x float> [ %1372, %1312 ], [ %1140, %1199 ]
  %1326 = phi <16 x float> [ %1371, %1312 ], [ %1141, %1199 ]
  %1327 = phi <16 x float> [ %1370, %1312 ], [ %1142, %1199 ]
  %1328 = phi <16 x float> [ %1365, %1312 ], [ %1143, %1199 ]
  %1329 = phi <16 x float> [ %1364, %1312 ], [ %1144, %1199 ]
  %1330 = phi <16 x float> [ %1363, %1312 ], [ %1145, %1199 ]
  %1331 = phi <16 x float> [ %1358, %1312 ], [ %1146, %1199 ]
  %1332 = phi <16 x float> [ %1357, %1312 ], [ %1147, %1199 ]
  %1333 = phi <16 x float> [ %1356, %1312 ], [ %1148, %1199 ]
  %1334 = phi <16 x float> [ %1351, %1312 ], [ %1149, %1199 ]
  %1335 = phi <16 x float> [ %1350, %1312 ], [ %1150, %1199 ]
  %1336 = phi <16 x float> [ %1349, %1312 ], [ %1151, %1199 ]
  %1337 = phi ptr [ %1402, %1312 ], [ %1122, %1199 ]
  %1338 = phi ptr [ %1403, %1312 ], [ %1178, %1199 ]
  %1339 = phi i64 [ %1401, %1312 ], [ %1114, %1199 ]
  %1340 = getelementptr inbounds float, ptr %1337, i64 %1157
  %1341 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1340, <16 x i1> %1201, <16 x float> zeroinitializer)
  %1342 = getelementptr inbounds float, ptr %1337, i64 %1159
  %1343 = load <16 x float>, ptr %1342, align 1
  %1344 = getelementptr inbounds float, ptr %1337, i64 %1161
  %1345 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1344, <16 x i1> %1203, <16 x float> zeroinitializer)
  %1346 = load float, ptr %1338, align 4
  %1347 = insertelement <16 x float> poison, float %1346, i64 0
  %1348 = shufflevector <16 x float> %1347, <16 x float> poison, <16 x i32> zeroinitializer
  %1349 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1341, <16 x float> %1348, <16 x float> %1336)
  %1350 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1343, <16 x float> %1348, <16 x float> %1335)
  %1351 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1345, <16 x float> %1348, <16 x float> %1334)
  %1352 = getelementptr inbounds float, ptr %1338, i64 %83
  %1353 = load float, ptr %1352, align 4
  %1354 = insertelement <16 x float> poison, float %1353, i64 0
  %1355 = shufflevector <16 x float> %1354, <16 x float> poison, <16 x i32> zeroinitializer
  %1356 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1341, <16 x float> %1355, <16 x float> %1333)
  %1357 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1343, <16 x float> %1355, <16 x float> %1332)
  %1358 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1345, <16 x float> %1355, <16 x float> %1331)
  %1359 = getelementptr inbounds i8, ptr %1338, i64 %185
  %1360 = load float, ptr %1359, align 4
  %1361 = insertelement <16 x float> poison, float %1360, i64 0
  %1362 = shufflevector <16 x float> %1361, <16 x float> poison, <16 x i32> zeroinitializer
  %1363 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1341, <16 x float> %1362, <16 x float> %1330)
  %1364 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1343, <16 x float> %1362, <16 x float> %1329)
  %1365 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1345, <16 x float> %1362, <16 x float> %1328)
  %1366 = getelementptr inbounds i8, ptr %1338, i64 %186
  %1367 = load float, ptr %1366, align 4
  %1368 = insertelement <16 x float> poison, float %1367, i64 0
  %1369 = shufflevector <16 x float> %1368, <16 x float> poison, <16 x i32> zeroinitializer
  %1370 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1341, <16 x float> %1369, <16 x float> %1327)
  %1371 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1343, <16 x float> %1369, <16 x float> %1326)
  %1372 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1345, <16 x float> %1369, <16 x float> %1325)
  %1373 = getelementptr inbounds i8, ptr %1338, i64 %187
  %1374 = load float, ptr %1373, align 4
  %1375 = insertelement <16 x float> poison, float %1374, i64 0
  %1376 = shufflevector <16 x float> %1375, <16 x float> poison, <16 x i32> zeroinitializer
  %1377 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1341, <16 x float> %1376, <16 x float> %1324)
  %1378 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1343, <16 x float> %1376, <16 x float> %1323)
  %1379 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1345, <16 x float> %1376, <16 x float> %1322)
  %1380 = getelementptr inbounds i8, ptr %1338, i64 %188
  %1381 = load float, ptr %1380, align 4
  %1382 = insertelement <16 x float> poison, float %1381, i64 0
  %1383 = shufflevector <16 x float> %1382, <16 x float> poison, <16 x i32> zeroinitializer
  %1384 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1341, <16 x float> %1383, <16 x float> %1321)
  %1385 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1343, <16 x float> %1383, <16 x float> %1320)
  %1386 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1345, <16 x float> %1383, <16 x float> %1319)
  %1387 = getelementptr inbounds i8, ptr %1338, i64 %189
  %1388 = load float, ptr %1387, align 4
  %1389 = insertelement <16 x float> poison, float %1388, i64 0
  %1390 = shufflevector <16 x float> %1389, <16 x float> poison, <16 x i32> zeroinitializer
  %1391 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1341, <16 x float> %1390, <16 x float> %1318)
  %1392 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1343, <16 x float> %1390, <16 x float> %1317)
  %1393 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1345, <16 x float> %1390, <16 x float> %1316)
  %1394 = getelementptr inbounds i8, ptr %1338, i64 %190
  %1395 = load float, ptr %1394, align 4
  %1396 = insertelement <16 x float> poison, float %1395, i64 0
  %1397 = shufflevector <16 x float> %1396, <16 x float> poison, <16 x i32> zeroinitializer
  %1398 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1341, <16 x float> %1397, <16 x float> %1315)
  %1399 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1343, <16 x float> %1397, <16 x float> %1314)
  %1400 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1345, <16 x float> %1397, <16 x float> %1313)
  %1401 = add nuw nsw i64 %1339, 1
  %1402 = getelementptr inbounds float, ptr %1337, i64 %80
  %1403 = getelementptr inbounds nuw float, ptr %1338, i64 %81
  %1404 = icmp eq i64 %1401, %1116
  br i1 %1404, label %1963, label %1312

1405:                                             ; preds = %1195, %1405
  %1406 = phi <16 x float> [ %1493, %1405 ], [ %1128, %1195 ]
  %1407 = phi <16 x float> [ %1492, %1405 ], [ %1129, %1195 ]
  %1408 = phi <16 x float> [ %1491, %1405 ], [ %1130, %1195 ]
  %1409 = phi <16 x float> [ %1486, %1405 ], [ %1131, %1195 ]
  %1410 = phi <16 x float> [ %1485, %1405 ], [ %1132, %1195 ]
  %1411 = phi <16 x float> [ %1484, %1405 ], [ %1133, %1195 ]
  %1412 = phi <16 x float> [ %1479, %1405 ], [ %1134, %1195 ]
  %1413 = phi <16 x float> [ %1478, %1405 ], [ %1135, %1195 ]
  %1414 = phi <16 x float> [ %1477, %1405 ], [ %1136, %1195 ]
  %1415 = phi <16 x float> [ %1472, %1405 ], [ %1137, %1195 ]
  %1416 = phi <16 x float> [ %1471, %1405 ], [ %1138, %1195 ]
  %1417 = phi <16 x float> [ %1470, %1405 ], [ %1139, %1195 ]
  %1418 = phi <16 x float> [ %1465, %1405 ], [ %1140, %1195 ]
  %1419 = phi <16 x float> [ %1464, %1405 ], [ %1141, %1195 ]
  %1420 = phi <16 x float> [ %1463, %1405 ], [ %1142, %1195 ]
  %1421 = phi <16 x float> [ %1458, %1405 ], [ %1143, %1195 ]
  %1422 = phi <16 x float> [ %1457, %1405 ], [ %1144, %1195 ]
  %1423 = phi <16 x float> [ %1456, %1405 ], [ %1145, %1195 ]
  %1424 = phi <16 x float> [ %1451, %1405 ], [ %1146, %1195 ]
  %1425 = phi <16 x float> [ %1450, %1405 ], [ %1147, %1195 ]
  %1426 = phi <16 x float> [ %1449, %1405 ], [ %1148, %1195 ]
  %1427 = phi <16 x float> [ %1444, %1405 ], [ %1149, %1195 ]
  %1428 = phi <16 x float> [ %1443, %1405 ], [ %1150, %1195 ]
  %1429 = phi <16 x float> [ %1442, %1405 ], [ %1151, %1195 ]
  %1430 = phi ptr [ %1495, %1405 ], [ %1122, %1195 ]
  %1431 = phi i64 [ %1494, %1405 ], [ %1114, %1195 ]
  %1432 = phi ptr [ %1496, %1405 ], [ %1178, %1195 ]
  %1433 = getelementptr inbounds float, ptr %1430, i64 %1157
  %1434 = load <16 x float>, ptr %1433, align 1
  %1435 = getelementptr inbounds float, ptr %1430, i64 %1159
  %1436 = load <16 x float>, ptr %1435, align 1
  %1437 = getelementptr inbounds float, ptr %1430, i64 %1161
  %1438 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1437, <16 x i1> %1197, <16 x float> zeroinitializer)
  %1439 = load float, ptr %1432, align 4
  %1440 = insertelement <16 x float> poison, float %1439, i64 0
  %1441 = shufflevector <16 x float> %1440, <16 x float> poison, <16 x i32> zeroinitializer
  %1442 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1434, <16 x float> %1441, <16 x float> %1429)
  %1443 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1436, <16 x float> %1441, <16 x float> %1428)
  %1444 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1438, <16 x float> %1441, <16 x float> %1427)
  %1445 = getelementptr inbounds float, ptr %1432, i64 %83
  %1446 = load float, ptr %1445, align 4
  %1447 = insertelement <16 x float> poison, float %1446, i64 0
  %1448 = shufflevector <16 x float> %1447, <16 x float> poison, <16 x i32> zeroinitializer
  %1449 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1434, <16 x float> %1448, <16 x float> %1426)
  %1450 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1436, <16 x float> %1448, <16 x float> %1425)
  %1451 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1438, <16 x float> %1448, <16 x float> %1424)
  %1452 = getelementptr inbounds i8, ptr %1432, i64 %179
  %1453 = load float, ptr %1452, align 4
  %1454 = insertelement <16 x float> poison, float %1453, i64 0
  %1455 = shufflevector <16 x float> %1454, <16 x float> poison, <16 x i32> zeroinitializer
  %1456 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1434, <16 x float> %1455, <16 x float> %1423)
  %1457 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1436, <16 x float> %1455, <16 x float> %1422)
  %1458 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1438, <16 x float> %1455, <16 x float> %1421)
  %1459 = getelementptr inbounds i8, ptr %1432, i64 %180
  %1460 = load float, ptr %1459, align 4
  %1461 = insertelement <16 x float> poison, float %1460, i64 0
  %1462 = shufflevector <16 x float> %1461, <16 x float> poison, <16 x i32> zeroinitializer
  %1463 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1434, <16 x float> %1462, <16 x float> %1420)
  %1464 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1436, <16 x float> %1462, <16 x float> %1419)
  %1465 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1438, <16 x float> %1462, <16 x float> %1418)
  %1466 = getelementptr inbounds i8, ptr %1432, i64 %181
  %1467 = load float, ptr %1466, align 4
  %1468 = insertelement <16 x float> poison, float %1467, i64 0
  %1469 = shufflevector <16 x float> %1468, <16 x float> poison, <16 x i32> zeroinitializer
  %1470 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1434, <16 x float> %1469, <16 x float> %1417)
  %1471 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1436, <16 x float> %1469, <16 x float> %1416)
  %1472 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1438, <16 x float> %1469, <16 x float> %1415)
  %1473 = getelementptr inbounds i8, ptr %1432, i64 %182
  %1474 = load float, ptr %1473, align 4
  %1475 = insertelement <16 x float> poison, float %1474, i64 0
  %1476 = shufflevector <16 x float> %1475, <16 x float> poison, <16 x i32> zeroinitializer
  %1477 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1434, <16 x float> %1476, <16 x float> %1414)
  %1478 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1436, <16 x float> %1476, <16 x float> %1413)
  %1479 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1438, <16 x float> %1476, <16 x float> %1412)
  %1480 = getelementptr inbounds i8, ptr %1432, i64 %183
  %1481 = load float, ptr %1480, align 4
  %1482 = insertelement <16 x float> poison, float %1481, i64 0
  %1483 = shufflevector <16 x float> %1482, <16 x float> poison, <16 x i32> zeroinitializer
  %1484 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1434, <16 x float> %1483, <16 x float> %1411)
  %1485 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1436, <16 x float> %1483, <16 x float> %1410)
  %1486 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1438, <16 x float> %1483, <16 x float> %1409)
  %1487 = getelementptr inbounds i8, ptr %1432, i64 %184
  %1488 = load float, ptr %1487, align 4
  %1489 = insertelement <16 x float> poison, float %1488, i64 0
  %1490 = shufflevector <16 x float> %1489, <16 x float> poison, <16 x i32> zeroinitializer
  %1491 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1434, <16 x float> %1490, <16 x float> %1408)
  %1492 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1436, <16 x float> %1490, <16 x float> %1407)
  %1493 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1438, <16 x float> %1490, <16 x float> %1406)
  %1494 = add nuw nsw i64 %1431, 1
  %1495 = getelementptr inbounds float, ptr %1430, i64 %80
  %1496 = getelementptr inbounds nuw float, ptr %1432, i64 %81
  %1497 = icmp eq i64 %1494, %1116
  br i1 %1497, label %1963, label %1405

1498:                                             ; preds = %1189, %1498
  %1499 = phi <16 x float> [ %1586, %1498 ], [ %1128, %1189 ]
  %1500 = phi <16 x float> [ %1585, %1498 ], [ %1129, %1189 ]
  %1501 = phi <16 x float> [ %1584, %1498 ], [ %1130, %1189 ]
  %1502 = phi <16 x float> [ %1579, %1498 ], [ %1131, %1189 ]
  %1503 = phi <16 x float> [ %1578, %1498 ], [ %1132, %1189 ]
  %1504 = phi <16 x float> [ %1577, %1498 ], [ %1133, %1189 ]
  %1505 = phi <16 x float> [ %1572, %1498 ], [ %1134, %1189 ]
  %1506 = phi <16 x float> [ %1571, %1498 ], [ %1135, %1189 ]
  %1507 = phi <16 x float> [ %1570, %1498 ], [ %1136, %1189 ]
  %1508 = phi <16 x float> [ %1565, %1498 ], [ %1137, %1189 ]
  %1509 = phi <16 x float> [ %1564, %1498 ], [ %1138, %1189 ]
  %1510 = phi <16 x float> [ %1563, %1498 ], [ %1139, %1189 ]
  %1511 = phi <16 x float> [ %1558, %1498 ], [ %1140, %1189 ]
  %1512 = phi <16 x float> [ %1557, %1498 ], [ %1141, %1189 ]
  %1513 = phi <16 x float> [ %1556, %1498 ], [ %1142, %1189 ]
  %1514 = phi <16 x float> [ %1551, %1498 ], [ %1143, %1189 ]
  %1515 = phi <16 x float> [ %1550, %1498 ], [ %1144, %1189 ]
  %1516 = phi <16 x float> [ %1549, %1498 ], [ %1145, %1189 ]
  %1517 = phi <16 x float> [ %1544, %1498 ], [ %1146, %1189 ]
  %1518 = phi <16 x float> [ %1543, %1498 ], [ %1147, %1189 ]
  %1519 = phi <16 x float> [ %1542, %1498 ], [ %1148, %1189 ]
  %1520 = phi <16 x float> [ %1537, %1498 ], [ %1149, %1189 ]
  %1521 = phi <16 x float> [ %1536, %1498 ], [ %1150, %1189 ]
  %1522 = phi <16 x float> [ %1535, %1498 ], [ %1151, %1189 ]
  %1523 = phi i64 [ %1587, %1498 ], [ %1114, %1189 ]
  %1524 = phi ptr [ %1588, %1498 ], [ %1122, %1189 ]
  %1525 = phi ptr [ %1589, %1498 ], [ %1178, %1189 ]
  %1526 = getelementptr inbounds float, ptr %1524, i64 %1157
  %1527 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1526, <16 x i1> %1191, <16 x float> zeroinitializer)
  %1528 = getelementptr inbounds float, ptr %1524, i64 %1159
  %1529 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1528, <16 x i1> %1193, <16 x float> zeroinitializer)
  %1530 = getelementptr inbounds float, ptr %1524, i64 %1161
  %1531 = load <16 x float>, ptr %1530, align 1
  %1532 = load float, ptr %1525, align 4
  %1533 = insertelement <16 x float> poison, float %1532, i64 0
  %1534 = shufflevector <16 x float> %1533, <16 x float> poison, <16 x i32> zeroinitializer
  %1535 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1527, <16 x float> %1534, <16 x float> %1522)
  %1536 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1529, <16 x float> %1534, <16 x float> %1521)
  %1537 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1531, <16 x float> %1534, <16 x float> %1520)
  %1538 = getelementptr inbounds float, ptr %1525, i64 %83
  %1539 = load float, ptr %1538, align 4
  %1540 = insertelement <16 x float> poison, float %1539, i64 0
  %1541 = shufflevector <16 x float> %1540, <16 x float> poison, <16 x i32> zeroinitializer
  %1542 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1527, <16 x float> %1541, <16 x float> %1519)
  %1543 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1529, <16 x float> %1541, <16 x float> %1518)
  %1544 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1531, <16 x float> %1541, <16 x float> %1517)
  %1545 = getelementptr inbounds i8, ptr %1525, i64 %173
  %1546 = load float, ptr %1545, align 4
  %1547 = insertelement <16 x float> poison, float %1546, i64 0
  %1548 = shufflevector <16 x float> %1547, <16 x float> poison, <16 x i32> zeroinitializer
  %1549 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1527, <16 x float> %1548, <16 x float> %1516)
  %1550 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1529, <16 x float> %1548, <16 x float> %1515)
  %1551 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1531, <16 x float> %1548, <16 x float> %1514)
  %1552 = getelementptr inbounds i8, ptr %1525, i64 %174
  %1553 = load float, ptr %1552, align 4
  %1554 = insertelement <16 x float> poison, float %1553, i64 0
  %1555 = shufflevector <16 x float> %1554, <16 x float> poison, <16 x i32> zeroinitializer
  %1556 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1527, <16 x float> %1555, <16 x float> %1513)
  %1557 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1529, <16 x float> %1555, <16 x float> %1512)
  %1558 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1531, <16 x float> %1555, <16 x float> %1511)
  %1559 = getelementptr inbounds i8, ptr %1525, i64 %175
  %1560 = load float, ptr %1559, align 4
  %1561 = insertelement <16 x float> poison, float %1560, i64 0
  %1562 = shufflevector <16 x float> %1561, <16 x float> poison, <16 x i32> zeroinitializer
  %1563 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1527, <16 x float> %1562, <16 x float> %1510)
  %1564 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1529, <16 x float> %1562, <16 x float> %1509)
  %1565 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1531, <16 x float> %1562, <16 x float> %1508)
  %1566 = getelementptr inbounds i8, ptr %1525, i64 %176
  %1567 = load float, ptr %1566, align 4
  %1568 = insertelement <16 x float> poison, float %1567, i64 0
  %1569 = shufflevector <16 x float> %1568, <16 x float> poison, <16 x i32> zeroinitializer
  %1570 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1527, <16 x float> %1569, <16 x float> %1507)
  %1571 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1529, <16 x float> %1569, <16 x float> %1506)
  %1572 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1531, <16 x float> %1569, <16 x float> %1505)
  %1573 = getelementptr inbounds i8, ptr %1525, i64 %177
  %1574 = load float, ptr %1573, align 4
  %1575 = insertelement <16 x float> poison, float %1574, i64 0
  %1576 = shufflevector <16 x float> %1575, <16 x float> poison, <16 x i32> zeroinitializer
  %1577 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1527, <16 x float> %1576, <16 x float> %1504)
  %1578 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1529, <16 x float> %1576, <16 x float> %1503)
  %1579 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1531, <16 x float> %1576, <16 x float> %1502)
  %1580 = getelementptr inbounds i8, ptr %1525, i64 %178
  %1581 = load float, ptr %1580, align 4
  %1582 = insertelement <16 x float> poison, float %1581, i64 0
  %1583 = shufflevector <16 x float> %1582, <16 x float> poison, <16 x i32> zeroinitializer
  %1584 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1527, <16 x float> %1583, <16 x float> %1501)
  %1585 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1529, <16 x float> %1583, <16 x float> %1500)
  %1586 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1531, <16 x float> %1583, <16 x float> %1499)
  %1587 = add nuw nsw i64 %1523, 1
  %1588 = getelementptr inbounds float, ptr %1524, i64 %80
  %1589 = getelementptr inbounds nuw float, ptr %1525, i64 %81
  %1590 = icmp eq i64 %1587, %1116
  br i1 %1590, label %1963, label %1498

1591:                                             ; preds = %1185, %1591
  %1592 = phi <16 x float> [ %1679, %1591 ], [ %1128, %1185 ]
  %1593 = phi <16 x float> [ %1678, %1591 ], [ %1129, %1185 ]
  %1594 = phi <16 x float> [ %1677, %1591 ], [ %1130, %1185 ]
  %1595 = phi <16 x float> [ %1672, %1591 ], [ %1131, %1185 ]
  %1596 = phi <16 x float> [ %1671, %1591 ], [ %1132, %1185 ]
  %1597 = phi <16 x float> [ %1670, %1591 ], [ %1133, %1185 ]
  %1598 = phi <16 x float> [ %1665, %1591 ], [ %1134, %1185 ]
  %1599 = phi <16 x float> [ %1664, %1591 ], [ %1135, %1185 ]
  %1600 = phi <16 x float> [ %1663, %1591 ], [ %1136, %1185 ]
  %1601 = phi <16 x float> [ %1658, %1591 ], [ %1137, %1185 ]
  %1602 = phi <16 x float> [ %1657, %1591 ], [ %1138, %1185 ]
  %1603 = phi <16 x float> [ %1656, %1591 ], [ %1139, %1185 ]
  %1604 = phi <16 x float> [ %1651, %1591 ], [ %1140, %1185 ]
  %1605 = phi <16 x float> [ %1650, %1591 ], [ %1141, %1185 ]
  %1606 = phi <16 x float> [ %1649, %1591 ], [ %1142, %1185 ]
  %1607 = phi <16 x float> [ %1644, %1591 ], [ %1143, %1185 ]
  %1608 = phi <16 x float> [ %1643, %1591 ], [ %1144, %1185 ]
  %1609 = phi <16 x float> [ %1642, %1591 ], [ %1145, %1185 ]
  %1610 = phi <16 x float> [ %1637, %1591 ], [ %1146, %1185 ]
  %1611 = phi <16 x float> [ %1636, %1591 ], [ %1147, %1185 ]
  %1612 = phi <16 x float> [ %1635, %1591 ], [ %1148, %1185 ]
  %1613 = phi <16 x float> [ %1630, %1591 ], [ %1149, %1185 ]
  %1614 = phi <16 x float> [ %1629, %1591 ], [ %1150, %1185 ]
  %1615 = phi <16 x float> [ %1628, %1591 ], [ %1151, %1185 ]
  %1616 = phi i64 [ %1680, %1591 ], [ %1114, %1185 ]
  %1617 = phi ptr [ %1681, %1591 ], [ %1122, %1185 ]
  %1618 = phi ptr [ %1682, %1591 ], [ %1178, %1185 ]
  %1619 = getelementptr inbounds float, ptr %1617, i64 %1157
  %1620 = load <16 x float>, ptr %1619, align 1
  %1621 = getelementptr inbounds float, ptr %1617, i64 %1159
  %1622 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1621, <16 x i1> %1187, <16 x float> zeroinitializer)
  %1623 = getelementptr inbounds float, ptr %1617, i64 %1161
  %1624 = load <16 x float>, ptr %1623, align 1
  %1625 = load float, ptr %1618, align 4
  %1626 = insertelement <16 x float> poison, float %1625, i64 0
  %1627 = shufflevector <16 x float> %1626, <16 x float> poison, <16 x i32> zeroinitializer
  %1628 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1620, <16 x float> %1627, <16 x float> %1615)
  %1629 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1622, <16 x float> %1627, <16 x float> %1614)
  %1630 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1624, <16 x float> %1627, <16 x float> %1613)
  %1631 = getelementptr inbounds float, ptr %1618, i64 %83
  %1632 = load float, ptr %1631, align 4
  %1633 = insertelement <16 x float> poison, float %1632, i64 0
  %1634 = shufflevector <16 x float> %1633, <16 x float> poison, <16 x i32> zeroinitializer
  %1635 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1620, <16 x float> %1634, <16 x float> %1612)
  %1636 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1622, <16 x float> %1634, <16 x float> %1611)
  %1637 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1624, <16 x float> %1634, <16 x float> %1610)
  %1638 = getelementptr inbounds i8, ptr %1618, i64 %167
  %1639 = load float, ptr %1638, align 4
  %1640 = insertelement <16 x float> poison, float %1639, i64 0
  %1641 = shufflevector <16 x float> %1640, <16 x float> poison, <16 x i32> zeroinitializer
  %1642 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1620, <16 x float> %1641, <16 x float> %1609)
  %1643 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1622, <16 x float> %1641, <16 x float> %1608)
  %1644 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1624, <16 x float> %1641, <16 x float> %1607)
  %1645 = getelementptr inbounds i8, ptr %1618, i64 %168
  %1646 = load float, ptr %1645, align 4
  %1647 = insertelement <16 x float> poison, float %1646, i64 0
  %1648 = shufflevector <16 x float> %1647, <16 x float> poison, <16 x i32> zeroinitializer
  %1649 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1620, <16 x float> %1648, <16 x float> %1606)
  %1650 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1622, <16 x float> %1648, <16 x float> %1605)
  %1651 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1624, <16 x float> %1648, <16 x float> %1604)
  %1652 = getelementptr inbounds i8, ptr %1618, i64 %169
  %1653 = load float, ptr %1652, align 4
  %1654 = insertelement <16 x float> poison, float %1653, i64 0
  %1655 = shufflevector <16 x float> %1654, <16 x float> poison, <16 x i32> zeroinitializer
  %1656 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1620, <16 x float> %1655, <16 x float> %1603)
  %1657 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1622, <16 x float> %1655, <16 x float> %1602)
  %1658 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1624, <16 x float> %1655, <16 x float> %1601)
  %1659 = getelementptr inbounds i8, ptr %1618, i64 %170
  %1660 = load float, ptr %1659, align 4
  %1661 = insertelement <16 x float> poison, float %1660, i64 0
  %1662 = shufflevector <16 x float> %1661, <16 x float> poison, <16 x i32> zeroinitializer
  %1663 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1620, <16 x float> %1662, <16 x float> %1600)
  %1664 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1622, <16 x float> %1662, <16 x float> %1599)
  %1665 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1624, <16 x float> %1662, <16 x float> %1598)
  %1666 = getelementptr inbounds i8, ptr %1618, i64 %171
  %1667 = load float, ptr %1666, align 4
  %1668 = insertelement <16 x float> poison, float %1667, i64 0
  %1669 = shufflevector <16 x float> %1668, <16 x float> poison, <16 x i32> zeroinitializer
  %1670 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1620, <16 x float> %1669, <16 x float> %1597)
  %1671 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1622, <16 x float> %1669, <16 x float> %1596)
  %1672 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1624, <16 x float> %1669, <16 x float> %1595)
  %1673 = getelementptr inbounds i8, ptr %1618, i64 %172
  %1674 = load float, ptr %1673, align 4
  %1675 = insertelement <16 x float> poison, float %1674, i64 0
  %1676 = shufflevector <16 x float> %1675, <16 x float> poison, <16 x i32> zeroinitializer
  %1677 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1620, <16 x float> %1676, <16 x float> %1594)
  %1678 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1622, <16 x float> %1676, <16 x float> %1593)
  %1679 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1624, <16 x float> %1676, <16 x float> %1592)
  %1680 = add nuw nsw i64 %1616, 1
  %1681 = getelementptr inbounds float, ptr %1617, i64 %80
  %1682 = getelementptr inbounds nuw float, ptr %1618, i64 %81
  %1683 = icmp eq i64 %1680, %1116
  br i1 %1683, label %1963, label %1591

1684:                                             ; preds = %1181, %1684
  %1685 = phi <16 x float> [ %1772, %1684 ], [ %1128, %1181 ]
  %1686 = phi <16 x float> [ %1771, %1684 ], [ %1129, %1181 ]
  %1687 = phi <16 x float> [ %1770, %1684 ], [ %1130, %1181 ]
  %1688 = phi <16 x float> [ %1765, %1684 ], [ %1131, %1181 ]
  %1689 = phi <16 x float> [ %1764, %1684 ], [ %1132, %1181 ]
  %1690 = phi <16 x float> [ %1763, %1684 ], [ %1133, %1181 ]
  %1691 = phi <16 x float> [ %1758, %1684 ], [ %1134, %1181 ]
  %1692 = phi <16 x float> [ %1757, %1684 ], [ %1135, %1181 ]
  %1693 = phi <16 x float> [ %1756, %1684 ], [ %1136, %1181 ]
  %1694 = phi <16 x float> [ %1751, %1684 ], [ %1137, %1181 ]
  %1695 = phi <16 x float> [ %1750, %1684 ], [ %1138, %1181 ]
  %1696 = phi <16 x float> [ %1749, %1684 ], [ %1139, %1181 ]
  %1697 = phi <16 x float> [ %1744, %1684 ], [ %1140, %1181 ]
  %1698 = phi <16 x float> [ %1743, %1684 ], [ %1141, %1181 ]
  %1699 = phi <16 x float> [ %1742, %1684 ], [ %1142, %1181 ]
  %1700 = phi <16 x float> [ %1737, %1684 ], [ %1143, %1181 ]
  %1701 = phi <16 x float> [ %1736, %1684 ], [ %1144, %1181 ]
  %1702 = phi <16 x float> [ %1735, %1684 ], [ %1145, %1181 ]
  %1703 = phi <16 x float> [ %1730, %1684 ], [ %1146, %1181 ]
  %1704 = phi <16 x float> [ %1729, %1684 ], [ %1147, %1181 ]
  %1705 = phi <16 x float> [ %1728, %1684 ], [ %1148, %1181 ]
  %1706 = phi <16 x float> [ %1723, %1684 ], [ %1149, %1181 ]
  %1707 = phi <16 x float> [ %1722, %1684 ], [ %1150, %1181 ]
  %1708 = phi <16 x float> [ %1721, %1684 ], [ %1151, %1181 ]
  %1709 = phi i64 [ %1773, %1684 ], [ %1114, %1181 ]
  %1710 = phi ptr [ %1774, %1684 ], [ %1122, %1181 ]
  %1711 = phi ptr [ %1775, %1684 ], [ %1178, %1181 ]
  %1712 = getelementptr inbounds float, ptr %1710, i64 %1157
  %1713 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1712, <16 x i1> %1183, <16 x float> zeroinitializer)
  %1714 = getelementptr inbounds float, ptr %1710, i64 %1159
  %1715 = load <16 x float>, ptr %1714, align 1
  %1716 = getelementptr inbounds float, ptr %1710, i64 %1161
  %1717 = load <16 x float>, ptr %1716, align 1
  %1718 = load float, ptr %1711, align 4
  %1719 = insertelement <16 x float> poison, float %1718, i64 0
  %1720 = shufflevector <16 x float> %1719, <16 x float> poison, <16 x i32> zeroinitializer
  %1721 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1713, <16 x float> %1720, <16 x float> %1708)
  %1722 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1715, <16 x float> %1720, <16 x float> %1707)
  %1723 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1717, <16 x float> %1720, <16 x float> %1706)
  %1724 = getelementptr inbounds float, ptr %1711, i64 %83
  %1725 = load float, ptr %1724, align 4
  %1726 = insertelement <16 x float> poison, float %1725, i64 0
  %1727 = shufflevector <16 x float> %1726, <16 x float> poison, <16 x i32> zeroinitializer
  %1728 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1713, <16 x float> %1727, <16 x float> %1705)
  %1729 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1715, <16 x float> %1727, <16 x float> %1704)
  %1730 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1717, <16 x float> %1727, <16 x float> %1703)
  %1731 = getelementptr inbounds i8, ptr %1711, i64 %161
  %1732 = load float, ptr %1731, align 4
  %1733 = insertelement <16 x float> poison, float %1732, i64 0
  %1734 = shufflevector <16 x float> %1733, <16 x float> poison, <16 x i32> zeroinitializer
  %1735 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1713, <16 x float> %1734, <16 x float> %1702)
  %1736 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1715, <16 x float> %1734, <16 x float> %1701)
  %1737 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1717, <16 x float> %1734, <16 x float> %1700)
  %1738 = getelementptr inbounds i8, ptr %1711, i64 %162
  %1739 = load float, ptr %1738, align 4
  %1740 = insertelement <16 x float> poison, float %1739, i64 0
  %1741 = shufflevector <16 x float> %1740, <16 x float> poison, <16 x i32> zeroinitializer
  %1742 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1713, <16 x float> %1741, <16 x float> %1699)
  %1743 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1715, <16 x float> %1741, <16 x float> %1698)
  %1744 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1717, <16 x float> %1741, <16 x float> %1697)
  %1745 = getelementptr inbounds i8, ptr %1711, i64 %163
  %1746 = load float, ptr %1745, align 4
  %1747 = insertelement <16 x float> poison, float %1746, i64 0
  %1748 = shufflevector <16 x float> %1747, <16 x float> poison, <16 x i32> zeroinitializer
  %1749 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1713, <16 x float> %1748, <16 x float> %1696)
  %1750 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1715, <16 x float> %1748, <16 x float> %1695)
  %1751 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1717, <16 x float> %1748, <16 x float> %1694)
  %1752 = getelementptr inbounds i8, ptr %1711, i64 %164
  %1753 = load float, ptr %1752, align 4
  %1754 = insertelement <16 x float> poison, float %1753, i64 0
  %1755 = shufflevector <16 x float> %1754, <16 x float> poison, <16 x i32> zeroinitializer
  %1756 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1713, <16 x float> %1755, <16 x float> %1693)
  %1757 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1715, <16 x float> %1755, <16 x float> %1692)
  %1758 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1717, <16 x float> %1755, <16 x float> %1691)
  %1759 = getelementptr inbounds i8, ptr %1711, i64 %165
  %1760 = load float, ptr %1759, align 4
  %1761 = insertelement <16 x float> poison, float %1760, i64 0
  %1762 = shufflevector <16 x float> %1761, <16 x float> poison, <16 x i32> zeroinitializer
  %1763 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1713, <16 x float> %1762, <16 x float> %1690)
  %1764 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1715, <16 x float> %1762, <16 x float> %1689)
  %1765 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1717, <16 x float> %1762, <16 x float> %1688)
  %1766 = getelementptr inbounds i8, ptr %1711, i64 %166
  %1767 = load float, ptr %1766, align 4
  %1768 = insertelement <16 x float> poison, float %1767, i64 0
  %1769 = shufflevector <16 x float> %1768, <16 x float> poison, <16 x i32> zeroinitializer
  %1770 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1713, <16 x float> %1769, <16 x float> %1687)
  %1771 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1715, <16 x float> %1769, <16 x float> %1686)
  %1772 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1717, <16 x float> %1769, <16 x float> %1685)
  %1773 = add nuw nsw i64 %1709, 1
  %1774 = getelementptr inbounds float, ptr %1710, i64 %80
  %1775 = getelementptr inbounds nuw float, ptr %1711, i64 %81
  %1776 = icmp eq i64 %1773, %1116
  br i1 %1776, label %1963, label %1684

1777:                                             ; preds = %1179, %1777
  %1778 = phi <16 x float> [ %1865, %1777 ], [ %1128, %1179 ]
  %1779 = phi <16 x float> [ %1864, %1777 ], [ %1129, %1179 ]
  %1780 = phi <16 x float> [ %1863, %1777 ], [ %1130, %1179 ]
  %1781 = phi <16 x float> [ %1858, %1777 ], [ %1131, %1179 ]
  %1782 = phi <16 x float> [ %1857, %1777 ], [ %1132, %1179 ]
  %1783 = phi <16 x float> [ %1856, %1777 ], [ %1133, %1179 ]
  %1784 = phi <16 x float> [ %1851, %1777 ], [ %1134, %1179 ]
  %1785 = phi <16 x float> [ %1850, %1777 ], [ %1135, %1179 ]
  %1786 = phi <16 x float> [ %1823, %1777 ], [ %1146, %1179 ]
  %1787 = phi <16 x float> [ %1822, %1777 ], [ %1147, %1179 ]
  %1788 = phi <16 x float> [ %1821, %1777 ], [ %1148, %1179 ]
  %1789 = phi <16 x float> [ %1816, %1777 ], [ %1149, %1179 ]
  %1790 = phi <16 x float> [ %1815, %1777 ], [ %1150, %1179 ]
  %1791 = phi <16 x float> [ %1814, %1777 ], [ %1151, %1179 ]
  %1792 = phi <16 x float> [ %1849, %1777 ], [ %1136, %1179 ]
  %1793 = phi <16 x float> [ %1844, %1777 ], [ %1137, %1179 ]
  %1794 = phi <16 x float> [ %1843, %1777 ], [ %1138, %1179 ]
  %1795 = phi <16 x float> [ %1842, %1777 ], [ %1139, %1179 ]
  %1796 = phi <16 x float> [ %1837, %1777 ], [ %1140, %1179 ]
  %1797 = phi <16 x float> [ %1836, %1777 ], [ %1141, %1179 ]
  %1798 = phi <16 x float> [ %1835, %1777 ], [ %1142, %1179 ]
  %1799 = phi <16 x float> [ %1830, %1777 ], [ %1143, %1179 ]
  %1800 = phi <16 x float> [ %1829, %1777 ], [ %1144, %1179 ]
  %1801 = phi <16 x float> [ %1828, %1777 ], [ %1145, %1179 ]
  %1802 = phi i64 [ %1866, %1777 ], [ %1114, %1179 ]
  %1803 = phi ptr [ %1867, %1777 ], [ %1122, %1179 ]
  %1804 = phi ptr [ %1868, %1777 ], [ %1178, %1179 ]
  %1805 = getelementptr inbounds float, ptr %1803, i64 %1157
  %1806 = load <16 x float>, ptr %1805, align 1
  %1807 = getelementptr inbounds float, ptr %1803, i64 %1159
  %1808 = load <16 x float>, ptr %1807, align 1
  %1809 = getelementptr inbounds float, ptr %1803, i64 %1161
  %1810 = load <16 x float>, ptr %1809, align 1
  %1811 = load float, ptr %1804, align 4
  %1812 = insertelement <16 x float> poison, float %1811, i64 0
  %1813 = shufflevector <16 x float> %1812, <16 x float> poison, <16 x i32> zeroinitializer
  %1814 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1806, <16 x float> %1813, <16 x float> %1791)
  %1815 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1808, <16 x float> %1813, <16 x float> %1790)
  %1816 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1810, <16 x float> %1813, <16 x float> %1789)
  %1817 = getelementptr inbounds float, ptr %1804, i64 %83
  %1818 = load float, ptr %1817, align 4
  %1819 = insertelement <16 x float> poison, float %1818, i64 0
  %1820 = shufflevector <16 x float> %1819, <16 x float> poison, <16 x i32> zeroinitializer
  %1821 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1806, <16 x float> %1820, <16 x float> %1788)
  %1822 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1808, <16 x float> %1820, <16 x float> %1787)
  %1823 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1810, <16 x float> %1820, <16 x float> %1786)
  %1824 = getelementptr inbounds i8, ptr %1804, i64 %155
  %1825 = load float, ptr %1824, align 4
  %1826 = insertelement <16 x float> poison, float %1825, i64 0
  %1827 = shufflevector <16 x float> %1826, <16 x float> poison, <16 x i32> zeroinitializer
  %1828 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1806, <16 x float> %1827, <16 x float> %1801)
  %1829 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1808, <16 x float> %1827, <16 x float> %1800)
  %1830 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1810, <16 x float> %1827, <16 x float> %1799)
  %1831 = getelementptr inbounds i8, ptr %1804, i64 %156
  %1832 = load float, ptr %1831, align 4
  %1833 = insertelement <16 x float> poison, float %1832, i64 0
  %1834 = shufflevector <16 x float> %1833, <16 x float> poison, <16 x i32> zeroinitializer
  %1835 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1806, <16 x float> %1834, <16 x float> %1798)
  %1836 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1808, <16 x float> %1834, <16 x float> %1797)
  %1837 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1810, <16 x float> %1834, <16 x float> %1796)
  %1838 = getelementptr inbounds i8, ptr %1804, i64 %157
  %1839 = load float, ptr %1838, align 4
  %1840 = insertelement <16 x float> poison, float %1839, i64 0
  %1841 = shufflevector <16 x float> %1840, <16 x float> poison, <16 x i32> zeroinitializer
  %1842 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1806, <16 x float> %1841, <16 x float> %1795)
  %1843 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1808, <16 x float> %1841, <16 x float> %1794)
  %1844 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1810, <16 x float> %1841, <16 x float> %1793)
  %1845 = getelementptr inbounds i8, ptr %1804, i64 %158
  %1846 = load float, ptr %1845, align 4
  %1847 = insertelement <16 x float> poison, float %1846, i64 0
  %1848 = shufflevector <16 x float> %1847, <16 x float> poison, <16 x i32> zeroinitializer
  %1849 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1806, <16 x float> %1848, <16 x float> %1792)
  %1850 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1808, <16 x float> %1848, <16 x float> %1785)
  %1851 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1810, <16 x float> %1848, <16 x float> %1784)
  %1852 = getelementptr inbounds i8, ptr %1804, i64 %159
  %1853 = load float, ptr %1852, align 4
  %1854 = insertelement <16 x float> poison, float %1853, i64 0
  %1855 = shufflevector <16 x float> %1854, <16 x float> poison, <16 x i32> zeroinitializer
  %1856 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1806, <16 x float> %1855, <16 x float> %1783)
  %1857 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1808, <16 x float> %1855, <16 x float> %1782)
  %1858 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1810, <16 x float> %1855, <16 x float> %1781)
  %1859 = getelementptr inbounds i8, ptr %1804, i64 %160
  %1860 = load float, ptr %1859, align 4
  %1861 = insertelement <16 x float> poison, float %1860, i64 0
  %1862 = shufflevector <16 x float> %1861, <16 x float> poison, <16 x i32> zeroinitializer
  %1863 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1806, <16 x float> %1862, <16 x float> %1780)
  %1864 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1808, <16 x float> %1862, <16 x float> %1779)
  %1865 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1810, <16 x float> %1862, <16 x float> %1778)
  %1866 = add nuw nsw i64 %1802, 1
  %1867 = getelementptr inbounds float, ptr %1803, i64 %80
  %1868 = getelementptr inbounds nuw float, ptr %1804, i64 %81
  %1869 = icmp eq i64 %1866, %1116
  br i1 %1869, label %1963, label %1777

1870:                                             ; preds = %1212, %1870
  %1871 = phi <16 x float> [ %1958, %1870 ], [ %1128, %1212 ]
  %1872 = phi <16 x float> [ %1957, %1870 ], [ %1129, %1212 ]
  %1873 = phi <16 x float> [ %1956, %1870 ], [ %1130, %1212 ]
  %1874 = phi <16 x float> [ %1951, %1870 ], [ %1131, %1212 ]
  %1875 = phi <16 x float> [ %1950, %1870 ], [ %1132, %1212 ]
  %1876 = phi <16 x float> [ %1949, %1870 ], [ %1133, %1212 ]
  %1877 = phi <16 x float> [ %1944, %1870 ], [ %1134, %1212 ]
  %1878 = phi <16 x float> [ %1943, %1870 ], [ %1135, %1212 ]
  %1879 = phi <16 x float> [ %1942, %1870 ], [ %1136, %1212 ]
  %1880 = phi <16 x float> [ %1916, %1870 ], [ %1146, %1212 ]
  %1881 = phi <16 x float> [ %1915, %1870 ], [ %1147, %1212 ]
  %1882 = phi <16 x float> [ %1914, %1870 ], [ %1148, %1212 ]
  %1883 = phi <16 x float> [ %1909, %1870 ], [ %1149, %1212 ]
  %1884 = phi <16 x float> [ %1908, %1870 ], [ %1150, %1212 ]
  %1885 = phi <16 x float> [ %1907, %1870 ], [ %1151, %1212 ]
  %1886 = phi <16 x float> [ %1937, %1870 ], [ %1137, %1212 ]
  %1887 = phi <16 x float> [ %1936, %1870 ], [ %1138, %1212 ]
  %1888 = phi <16 x float> [ %1935, %1870 ], [ %1139, %1212 ]
  %1889 = phi <16 x float> [ %1930, %1870 ], [ %1140, %1212 ]
  %1890 = phi <16 x float> [ %1929, %1870 ], [ %1141, %1212 ]
  %1891 = phi <16 x float> [ %1928, %1870 ], [ %1142, %1212 ]
  %1892 = phi <16 x float> [ %1923, %1870 ], [ %1143, %1212 ]
  %1893 = phi <16 x float> [ %1922, %1870 ], [ %1144, %1212 ]
  %1894 = phi <16 x float> [ %1921, %1870 ], [ %1145, %1212 ]
  %1895 = phi i64 [ %1959, %1870 ], [ %1114, %1212 ]
  %1896 = phi ptr [ %1960, %1870 ], [ %1122, %1212 ]
  %1897 = phi ptr [ %1961, %1870 ], [ %1178, %1212 ]
  %1898 = getelementptr inbounds float, ptr %1896, i64 %1157
  %1899 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1898, <16 x i1> %1214, <16 x float> zeroinitializer)
  %1900 = getelementptr inbounds float, ptr %1896, i64 %1159
  %1901 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1900, <16 x i1> %1216, <16 x float> zeroinitializer)
  %1902 = getelementptr inbounds float, ptr %1896, i64 %1161
  %1903 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1902, <16 x i1> %1218, <16 x float> zeroinitializer)
  %1904 = load float, ptr %1897, align 4
  %1905 = insertelement <16 x float> poison, float %1904, i64 0
  %1906 = shufflevector <16 x float> %1905, <16 x float> poison, <16 x i32> zeroinitializer
  %1907 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1899, <16 x float> %1906, <16 x float> %1885)
  %1908 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1901, <16 x float> %1906, <16 x float> %1884)
  %1909 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1903, <16 x float> %1906, <16 x float> %1883)
  %1910 = getelementptr inbounds float, ptr %1897, i64 %83
  %1911 = load float, ptr %1910, align 4
  %1912 = insertelement <16 x float> poison, float %1911, i64 0
  %1913 = shufflevector <16 x float> %1912, <16 x float> poison, <16 x i32> zeroinitializer
  %1914 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1899, <16 x float> %1913, <16 x float> %1882)
  %1915 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1901, <16 x float> %1913, <16 x float> %1881)
  %1916 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1903, <16 x float> %1913, <16 x float> %1880)
  %1917 = getelementptr inbounds i8, ptr %1897, i64 %197
  %1918 = load float, ptr %1917, align 4
  %1919 = insertelement <16 x float> poison, float %1918, i64 0
  %1920 = shufflevector <16 x float> %1919, <16 x float> poison, <16 x i32> zeroinitializer
  %1921 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1899, <16 x float> %1920, <16 x float> %1894)
  %1922 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1901, <16 x float> %1920, <16 x float> %1893)
  %1923 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1903, <16 x float> %1920, <16 x float> %1892)
  %1924 = getelementptr inbounds i8, ptr %1897, i64 %198
  %1925 = load float, ptr %1924, align 4
  %1926 = insertelement <16 x float> poison, float %1925, i64 0
  %1927 = shufflevector <16 x float> %1926, <16 x float> poison, <16 x i32> zeroinitializer
  %1928 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1899, <16 x float> %1927, <16 x float> %1891)
  %1929 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1901, <16 x float> %1927, <16 x float> %1890)
  %1930 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1903, <16 x float> %1927, <16 x float> %1889)
  %1931 = getelementptr inbounds i8, ptr %1897, i64 %199
  %1932 = load float, ptr %1931, align 4
  %1933 = insertelement <16 x float> poison, float %1932, i64 0
  %1934 = shufflevector <16 x float> %1933, <16 x float> poison, <16 x i32> zeroinitializer
  %1935 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1899, <16 x float> %1934, <16 x float> %1888)
  %1936 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1901, <16 x float> %1934, <16 x float> %1887)
  %1937 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1903, <16 x float> %1934, <16 x float> %1886)
  %1938 = getelementptr inbounds i8, ptr %1897, i64 %200
  %1939 = load float, ptr %1938, align 4
  %1940 = insertelement <16 x float> poison, float %1939, i64 0
  %1941 = shufflevector <16 x float> %1940, <16 x float> poison, <16 x i32> zeroinitializer
  %1942 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1899, <16 x float> %1941, <16 x float> %1879)
  %1943 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1901, <16 x float> %1941, <16 x float> %1878)
  %1944 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1903, <16 x float> %1941, <16 x float> %1877)
  %1945 = getelementptr inbounds i8, ptr %1897, i64 %201
  %1946 = load float, ptr %1945, align 4
  %1947 = insertelement <16 x float> poison, float %1946, i64 0
  %1948 = shufflevector <16 x float> %1947, <16 x float> poison, <16 x i32> zeroinitializer
  %1949 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1899, <16 x float> %1948, <16 x float> %1876)
  %1950 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1901, <16 x float> %1948, <16 x float> %1875)
  %1951 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1903, <16 x float> %1948, <16 x float> %1874)
  %1952 = getelementptr inbounds i8, ptr %1897, i64 %202
  %1953 = load float, ptr %1952, align 4
  %1954 = insertelement <16 x float> poison, float %1953, i64 0
  %1955 = shufflevector <16 x float> %1954, <16 x float> poison, <16 x i32> zeroinitializer
  %1956 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1899, <16 x float> %1955, <16 x float> %1873)
  %1957 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1901, <16 x float> %1955, <16 x float> %1872)
  %1958 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1903, <16 x float> %1955, <16 x float> %1871)
  %1959 = add nuw nsw i64 %1895, 1
  %1960 = getelementptr inbounds float, ptr %1896, i64 %80
  %1961 = getelementptr inbounds nuw float, ptr %1897, i64 %81
  %1962 = icmp eq i64 %1959, %1116
  br i1 %1962, label %1963, label %1870

1963:                                             ; preds = %1870, %1777, %1684, %1591, %1498, %1405, %1312, %1219, %1179, %1180, %1184, %1188, %1194, %1198, %1204, %1211
  %1964 = phi <16 x float> [ %1128, %1211 ], [ %1128, %1204 ], [ %1307, %1219 ], [ %1128, %1198 ], [ %1400, %1312 ], [ %1128, %1194 ], [ %1493, %1405 ], [ %1128, %1188 ], [ %1586, %1498 ], [ %1128, %1184 ], [ %1679, %1591 ], [ %1128, %1180 ], [ %1772, %1684 ], [ %1128, %1179 ], [ %1865, %1777 ], [ %1958, %1870 ]
  %1965 = phi <16 x float> [ %1129, %1211 ], [ %1129, %1204 ], [ %1306, %1219 ], [ %1129, %1198 ], [ %1399, %1312 ], [ %1129, %1194 ], [ %1492, %1405 ], [ %1129, %1188 ], [ %1585, %1498 ], [ %1129, %1184 ], [ %1678, %1591 ], [ %1129, %1180 ], [ %1771, %1684 ], [ %1129, %1179 ], [ %1864, %1777 ], [ %1957, %1870 ]
  %1966 = phi <16 x float> [ %1130, %1211 ], [ %1130, %1204 ], [ %1305, %1219 ], [ %1130, %1198 ], [ %1398, %1312 ], [ %1130, %1194 ], [ %1491, %1405 ], [ %1130, %1188 ], [ %1584, %1498 ], [ %1130, %1184 ], [ %1677, %1591 ], [ %1130, %1180 ], [ %1770, %1684 ], [ %1130, %1179 ], [ %1863, %1777 ], [ %1956, %1870 ]
  %1967 = phi <16 x float> [ %1131, %1211 ], [ %1131, %1204 ], [ %1300, %1219 ], [ %1131, %1198 ], [ %1393, %1312 ], [ %1131, %1194 ], [ %1486, %1405 ], [ %1131, %1188 ], [ %1579, %1498 ], [ %1131, %1184 ], [ %1672, %1591 ], [ %1131, %1180 ], [ %1765, %1684 ], [ %1131, %1179 ], [ %1858, %1777 ], [ %1951, %1870 ]
  %1968 = phi <16 x float> [ %1132, %1211 ], [ %1132, %1204 ], [ %1299, %1219 ], [ %1132, %1198 ], [ %1392, %1312 ], [ %1132, %1194 ], [ %1485, %1405 ], [ %1132, %1188 ], [ %1578, %1498 ], [ %1132, %1184 ], [ %1671, %1591 ], [ %1132, %1180 ], [ %1764, %1684 ], [ %1132, %1179 ], [ %1857, %1777 ], [ %1950, %1870 ]
  %1969 = phi <16 x float> [ %1133, %1211 ], [ %1133, %1204 ], [ %1298, %1219 ], [ %1133, %1198 ], [ %1391, %1312 ], [ %1133, %1194 ], [ %1484, %1405 ], [ %1133, %1188 ], [ %1577, %1498 ], [ %1133, %1184 ], [ %1670, %1591 ], [ %1133, %1180 ], [ %1763, %1684 ], [ %1133, %1179 ], [ %1856, %1777 ], [ %1949, %1870 ]
  %1970 = phi <16 x float> [ %1134, %1211 ], [ %1134, %1204 ], [ %1293, %1219 ], [ %1134, %1198 ], [ %1386, %1312 ], [ %1134, %1194 ], [ %1479, %1405 ], [ %1134, %1188 ], [ %1572, %1498 ], [ %1134, %1184 ], [ %1665, %1591 ], [ %1134, %1180 ], [ %1758, %1684 ], [ %1134, %1179 ], [ %1851, %1777 ], [ %1944, %1870 ]
  %1971 = phi <16 x float> [ %1135, %1211 ], [ %1135, %1204 ], [ %1292, %1219 ], [ %1135, %1198 ], [ %1385, %1312 ], [ %1135, %1194 ], [ %1478, %1405 ], [ %1135, %1188 ], [ %1571, %1498 ], [ %1135, %1184 ], [ %1664, %1591 ], [ %1135, %1180 ], [ %1757, %1684 ], [ %1135, %1179 ], [ %1850, %1777 ], [ %1943, %1870 ]
  %1972 = phi <16 x float> [ %1136, %1211 ], [ %1136, %1204 ], [ %1291, %1219 ], [ %1136, %1198 ], [ %1384, %1312 ], [ %1136, %1194 ], [ %1477, %1405 ], [ %1136, %1188 ], [ %1570, %1498 ], [ %1136, %1184 ], [ %1663, %1591 ], [ %1136, %1180 ], [ %1756, %1684 ], [ %1136, %1179 ], [ %1849, %1777 ], [ %1942, %1870 ]
  %1973 = phi <16 x float> [ %1137, %1211 ], [ %1137, %1204 ], [ %1286, %1219 ], [ %1137, %1198 ], [ %1379, %1312 ], [ %1137, %1194 ], [ %1472, %1405 ], [ %1137, %1188 ], [ %1565, %1498 ], [ %1137, %1184 ], [ %1658, %1591 ], [ %1137, %1180 ], [ %1751, %1684 ], [ %1137, %1179 ], [ %1844, %1777 ], [ %1937, %1870 ]
  %1974 = phi <16 x float> [ %1138, %1211 ], [ %1138, %1204 ], [ %1285, %1219 ], [ %1138, %1198 ], [ %1378, %1312 ], [ %1138, %1194 ], [ %1471, %1405 ], [ %1138, %1188 ], [ %1564, %1498 ], [ %1138, %1184 ], [ %1657, %1591 ], [ %1138, %1180 ], [ %1750, %1684 ], [ %1138, %1179 ], [ %1843, %1777 ], [ %1936, %1870 ]
  %1975 = phi <16 x float> [ %1139, %1211 ], [ %1139, %1204 ], [ %1284, %1219 ], [ %1139, %1198 ], [ %1377, %1312 ], [ %1139, %1194 ], [ %1470, %1405 ], [ %1139, %1188 ], [ %1563, %1498 ], [ %1139, %1184 ], [ %1656, %1591 ], [ %1139, %1180 ], [ %1749, %1684 ], [ %1139, %1179 ], [ %1842, %1777 ], [ %1935, %1870 ]
  %1976 = phi <16 x float> [ %1140, %1211 ], [ %1140, %1204 ], [ %1279, %1219 ], [ %1140, %1198 ], [ %1372, %1312 ], [ %1140, %1194 ], [ %1465, %1405 ], [ %1140, %1188 ], [ %1558, %1498 ], [ %1140, %1184 ], [ %1651, %1591 ], [ %1140, %1180 ], [ %1744, %1684 ], [ %1140, %1179 ], [ %1837, %1777 ], [ %1930, %1870 ]
  %1977 = phi <16 x float> [ %1141, %1211 ], [ %1141, %1204 ], [ %1278, %1219 ], [ %1141, %1198 ], [ %1371, %1312 ], [ %1141, %1194 ], [ %1464, %1405 ], [ %1141, %1188 ], [ %1557, %1498 ], [ %1141, %1184 ], [ %1650, %1591 ], [ %1141, %1180 ], [ %1743, %1684 ], [ %1141, %1179 ], [ %1836, %1777 ], [ %1929, %1870 ]
  %1978 = phi <16 x float> [ %1142, %1211 ], [ %1142, %1204 ], [ %1277, %1219 ], [ %1142, %1198 ], [ %1370, %1312 ], [ %1142, %1194 ], [ %1463, %1405 ], [ %1142, %1188 ], [ %1556, %1498 ], [ %1142, %1184 ], [ %1649, %1591 ], [ %1142, %1180 ], [ %1742, %1684 ], [ %1142, %1179 ], [ %1835, %1777 ], [ %1928, %1870 ]
  %1979 = phi <16 x float> [ %1143, %1211 ], [ %1143, %1204 ], [ %1272, %1219 ], [ %1143, %1198 ], [ %1365, %1312 ], [ %1143, %1194 ], [ %1458, %1405 ], [ %1143, %1188 ], [ %1551, %1498 ], [ %1143, %1184 ], [ %1644, %1591 ], [ %1143, %1180 ], [ %1737, %1684 ], [ %1143, %1179 ], [ %1830, %1777 ], [ %1923, %1870 ]
  %1980 = phi <16 x float> [ %1144, %1211 ], [ %1144, %1204 ], [ %1271, %1219 ], [ %1144, %1198 ], [ %1364, %1312 ], [ %1144, %1194 ], [ %1457, %1405 ], [ %1144, %1188 ], [ %1550, %1498 ], [ %1144, %1184 ], [ %1643, %1591 ], [ %1144, %1180 ], [ %1736, %1684 ], [ %1144, %1179 ], [ %1829, %1777 ], [ %1922, %1870 ]
  %1981 = phi <16 x float> [ %1145, %1211 ], [ %1145, %1204 ], [ %1270, %1219 ], [ %1145, %1198 ], [ %1363, %1312 ], [ %1145, %1194 ], [ %1456, %1405 ], [ %1145, %1188 ], [ %1549, %1498 ], [ %1145, %1184 ], [ %1642, %1591 ], [ %1145, %1180 ], [ %1735, %1684 ], [ %1145, %1179 ], [ %1828, %1777 ], [ %1921, %1870 ]
  %1982 = phi <16 x float> [ %1146, %1211 ], [ %1146, %1204 ], [ %1265, %1219 ], [ %1146, %1198 ], [ %1358, %1312 ], [ %1146, %1194 ], [ %1451, %1405 ], [ %1146, %1188 ], [ %1544, %1498 ], [ %1146, %1184 ], [ %1637, %1591 ], [ %1146, %1180 ], [ %1730, %1684 ], [ %1146, %1179 ], [ %1823, %1777 ], [ %1916, %1870 ]
  %1983 = phi <16 x float> [ %1147, %1211 ], [ %1147, %1204 ], [ %1264, %1219 ], [ %1147, %1198 ], [ %1357, %1312 ], [ %1147, %1194 ], [ %1450, %1405 ], [ %1147, %1188 ], [ %1543, %1498 ], [ %1147, %1184 ], [ %1636, %1591 ], [ %1147, %1180 ], [ %1729, %1684 ], [ %1147, %1179 ], [ %1822, %1777 ], [ %1915, %1870 ]
  %1984 = phi <16 x float> [ %1148, %1211 ], [ %1148, %1204 ], [ %1263, %1219 ], [ %1148, %1198 ], [ %1356, %1312 ], [ %1148, %1194 ], [ %1449, %1405 ], [ %1148, %1188 ], [ %1542, %1498 ], [ %1148, %1184 ], [ %1635, %1591 ], [ %1148, %1180 ], [ %1728, %1684 ], [ %1148, %1179 ], [ %1821, %1777 ], [ %1914, %1870 ]
  %1985 = phi <16 x float> [ %1149, %1211 ], [ %1149, %1204 ], [ %1258, %1219 ], [ %1149, %1198 ], [ %1351, %1312 ], [ %1149, %1194 ], [ %1444, %1405 ], [ %1149, %1188 ], [ %1537, %1498 ], [ %1149, %1184 ], [ %1630, %1591 ], [ %1149, %1180 ], [ %1723, %1684 ], [ %1149, %1179 ], [ %1816, %1777 ], [ %1909, %1870 ]
  %1986 = phi <16 x float> [ %1150, %1211 ], [ %1150, %1204 ], [ %1257, %1219 ], [ %1150, %1198 ], [ %1350, %1312 ], [ %1150, %1194 ], [ %1443, %1405 ], [ %1150, %1188 ], [ %1536, %1498 ], [ %1150, %1184 ], [ %1629, %1591 ], [ %1150, %1180 ], [ %1722, %1684 ], [ %1150, %1179 ], [ %1815, %1777 ], [ %1908, %1870 ]
  %1987 = phi <16 x float> [ %1151, %1211 ], [ %1151, %1204 ], [ %1256, %1219 ], [ %1151, %1198 ], [ %1349, %1312 ], [ %1151, %1194 ], [ %1442, %1405 ], [ %1151, %1188 ], [ %1535, %1498 ], [ %1151, %1184 ], [ %1628, %1591 ], [ %1151, %1180 ], [ %1721, %1684 ], [ %1151, %1179 ], [ %1814, %1777 ], [ %1907, %1870 ]
  %1988 = add nuw nsw i64 %1152, 1
  %1989 = icmp eq i64 %1988, %81
  br i1 %1989, label %1036, label %1127

1990:                                             ; preds = %1063, %2187
  %1991 = phi i64 [ 0, %1063 ], [ %2189, %2187 ]
  %1992 = add nsw i64 %790, %1991
  %1993 = mul nsw i64 %1992, %54
  %1994 = icmp sgt i64 %791, %1991
  %1995 = getelementptr inbounds nuw [3 x <16 x float>], ptr %31, i64 %1991
  %1996 = add nsw i64 %751, %1993
  %1997 = select i1 %1994, <16 x i1> zeroinitializer, <16 x i1> %780
  %1998 = getelementptr inbounds float, ptr %293, i64 %1996
  %1999 = load <16 x float>, ptr %1995, align 64
  br i1 %86, label %2059, label %2000

2000:                                             ; preds = %1990
  %2001 = getelementptr inbounds float, ptr %291, i64 %1996
  switch i64 %203, label %2019 [
    i64 1, label %2002
    i64 2, label %2005
    i64 3, label %2012
    i64 0, label %2059
  ]

2002:                                             ; preds = %2000
  %2003 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2001, <16 x i1> %1997, <16 x float> zeroinitializer)
  %2004 = fadd <16 x float> %1999, %2003
  br label %2021

2005:                                             ; preds = %2000
  %2006 = bitcast <16 x float> %1999 to <8 x i64>
  %2007 = or <8 x i64> %2006, %88
  %2008 = fcmp oeq <16 x float> %1999, %53
  %2009 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1999, i32 4)
  %2010 = bitcast <8 x i64> %2007 to <16 x float>
  %2011 = select <16 x i1> %2008, <16 x float> %2010, <16 x float> %2009
  br label %2021

2012:                                             ; preds = %2000
  %2013 = bitcast <16 x float> %1999 to <8 x i64>
  %2014 = and <8 x i64> %2013, %87
  %2015 = fcmp oeq <16 x float> %1999, %50
  %2016 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1999, i32 4)
  %2017 = bitcast <8 x i64> %2014 to <16 x float>
  %2018 = select <16 x i1> %2015, <16 x float> %2017, <16 x float> %2016
  br label %2021

2019:                                             ; preds = %2000
  unreachable

2020:                                             ; preds = %2943, %2924, %2905, %2880, %2861, %2842, %2817, %2798, %2779, %2754, %2735, %2716, %2691, %2672, %2653, %2628, %2609, %2590, %2565, %2546, %2527, %2502, %2483, %2464, %2168, %2149, %2130, %2104, %2085, %2066, %2040, %2021
  unreachable

2021:                                             ; preds = %2012, %2005, %2002
  %2022 = phi <16 x float> [ %2004, %2002 ], [ %2011, %2005 ], [ %2018, %2012 ]
  switch i64 %205, label %2020 [
    i64 1, label %2037
    i64 2, label %2030
    i64 3, label %2023
    i64 0, label %2059
  ]

2023:                                             ; preds = %2021
  %2024 = bitcast <16 x float> %2022 to <8 x i64>
  %2025 = and <8 x i64> %2024, %87
  %2026 = fcmp oeq <16 x float> %2022, %50
  %2027 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2022, i32 4)
  %2028 = bitcast <8 x i64> %2025 to <16 x float>
  %2029 = select <16 x i1> %2026, <16 x float> %2028, <16 x float> %2027
  br label %2040

2030:                                             ; preds = %2021
  %2031 = bitcast <16 x float> %2022 to <8 x i64>
  %2032 = or <8 x i64> %2031, %88
  %2033 = fcmp oeq <16 x float> %2022, %53
  %2034 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2022, i32 4)
  %2035 = bitcast <8 x i64> %2032 to <16 x float>
  %2036 = select <16 x i1> %2033, <16 x float> %2035, <16 x float> %2034
  br label %2040

2037:                                             ; preds = %2021
  %2038 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2001, <16 x i1> %1997, <16 x float> zeroinitializer)
  %2039 = fadd <16 x float> %2022, %2038
  br label %2040

2040:                                             ; preds = %2037, %2030, %2023
  %2041 = phi <16 x float> [ %2039, %2037 ], [ %2036, %2030 ], [ %2029, %2023 ]
  switch i64 %207, label %2020 [
    i64 1, label %2056
    i64 2, label %2049
    i64 3, label %2042
    i64 0, label %2059
  ]

2042:                                             ; preds = %2040
  %2043 = bitcast <16 x float> %2041 to <8 x i64>
  %2044 = and <8 x i64> %2043, %87
  %2045 = fcmp oeq <16 x float> %2041, %50
  %2046 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2041, i32 4)
  %2047 = bitcast <8 x i64> %2044 to <16 x float>
  %2048 = select <16 x i1> %2045, <16 x float> %2047, <16 x float> %2046
  br label %2059

2049:                                             ; preds = %2040
  %2050 = bitcast <16 x float> %2041 to <8 x i64>
  %2051 = or <8 x i64> %2050, %88
  %2052 = fcmp oeq <16 x float> %2041, %53
  %2053 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2041, i32 4)
  %2054 = bitcast <8 x i64> %2051 to <16 x float>
  %2055 = select <16 x i1> %2052, <16 x float> %2054, <16 x float> %2053
  br label %2059

2056:                                             ; preds = %2040
  %2057 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2001, <16 x i1> %1997, <16 x float> zeroinitializer)
  %2058 = fadd <16 x float> %2041, %2057
  br label %2059

2059:                                             ; preds = %1990, %2000, %2021, %2040, %2056, %2049, %2042
  %2060 = phi <16 x float> [ %2048, %2042 ], [ %1999, %2000 ], [ %2041, %2040 ], [ %2022, %2021 ], [ %2058, %2056 ], [ %2055, %2049 ], [ %1999, %1990 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2060, ptr align 1 %1998, <16 x i1> %1997)
  %2061 = add nsw i64 %750, %1993
  %2062 = select i1 %1994, <16 x i1> zeroinitializer, <16 x i1> %781
  %2063 = getelementptr inbounds float, ptr %293, i64 %2061
  %2064 = getelementptr inbounds nuw i8, ptr %1995, i64 64
  %2065 = load <16 x float>, ptr %2064, align 64
  br i1 %86, label %2123, label %2066

2066:                                             ; preds = %2059
  %2067 = getelementptr inbounds float, ptr %291, i64 %2061
  switch i64 %208, label %2020 [
    i64 1, label %2082
    i64 2, label %2075
    i64 3, label %2068
    i64 0, label %2123
  ]

2068:                                             ; preds = %2066
  %2069 = bitcast <16 x float> %2065 to <8 x i64>
  %2070 = and <8 x i64> %2069, %87
  %2071 = fcmp oeq <16 x float> %2065, %50
  %2072 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2065, i32 4)
  %2073 = bitcast <8 x i64> %2070 to <16 x float>
  %2074 = select <16 x i1> %2071, <16 x float> %2073, <16 x float> %2072
  br label %2085

2075:                                             ; preds = %2066
  %2076 = bitcast <16 x float> %2065 to <8 x i64>
  %2077 = or <8 x i64> %2076, %88
  %2078 = fcmp oeq <16 x float> %2065, %53
  %2079 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2065, i32 4)
  %2080 = bitcast <8 x i64> %2077 to <16 x float>
  %2081 = select <16 x i1> %2078, <16 x float> %2080, <16 x float> %2079
  br label %2085

2082:                                             ; preds = %2066
  %2083 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2067, <16 x i1> %2062, <16 x float> zeroinitializer)
  %2084 = fadd <16 x float> %2065, %2083
  br label %2085

2085:                                             ; preds = %2082, %2075, %2068
  %2086 = phi <16 x float> [ %2084, %2082 ], [ %2081, %2075 ], [ %2074, %2068 ]
  switch i64 %210, label %2020 [
    i64 1, label %2101
    i64 2, label %2094
    i64 3, label %2087
    i64 0, label %2123
  ]

2087:                                             ; preds = %2085
  %2088 = bitcast <16 x float> %2086 to <8 x i64>
  %2089 = and <8 x i64> %2088, %87
  %2090 = fcmp oeq <16 x float> %2086, %50
  %2091 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2086, i32 4)
  %2092 = bitcast <8 x i64> %2089 to <16 x float>
  %2093 = select <16 x i1> %2090, <16 x float> %2092, <16 x float> %2091
  br label %2104

2094:                                             ; preds = %2085
  %2095 = bitcast <16 x float> %2086 to <8 x i64>
  %2096 = or <8 x i64> %2095, %88
  %2097 = fcmp oeq <16 x float> %2086, %53
  %2098 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2086, i32 4)
  %2099 = bitcast <8 x i64> %2096 to <16 x float>
  %2100 = select <16 x i1> %2097, <16 x float> %2099, <16 x float> %2098
  br label %2104

2101:                                             ; preds = %2085
  %2102 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2067, <16 x i1> %2062, <16 x float> zeroinitializer)
  %2103 = fadd <16 x float> %2086, %2102
  br label %2104

2104:                                             ; preds = %2101, %2094, %2087
  %2105 = phi <16 x float> [ %2103, %2101 ], [ %2100, %2094 ], [ %2093, %2087 ]
  switch i64 %212, label %2020 [
    i64 1, label %2120
    i64 2, label %2113
    i64 3, label %2106
    i64 0, label %2123
  ]

2106:                                             ; preds = %2104
  %2107 = bitcast <16 x float> %2105 to <8 x i64>
  %2108 = and <8 x i64> %2107, %87
  %2109 = fcmp oeq <16 x float> %2105, %50
  %2110 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2105, i32 4)
  %2111 = bitcast <8 x i64> %2108 to <16 x float>
  %2112 = select <16 x i1> %2109, <16 x float> %2111, <16 x float> %2110
  br label %2123

2113:                                             ; preds = %2104
  %2114 = bitcast <16 x float> %2105 to <8 x i64>
  %2115 = or <8 x i64> %2114, %88
  %2116 = fcmp oeq <16 x float> %2105, %53
  %2117 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2105, i32 4)
  %2118 = bitcast <8 x i64> %2115 to <16 x float>
  %2119 = select <16 x i1> %2116, <16 x float> %2118, <16 x float> %2117
  br label %2123

2120:                                             ; preds = %2104
  %2121 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2067, <16 x i1> %2062, <16 x float> zeroinitializer)
  %2122 = fadd <16 x float> %2105, %2121
  br label %2123

2123:                                             ; preds = %2059, %2066, %2085, %2104, %2120, %2113, %2106
  %2124 = phi <16 x float> [ %2112, %2106 ], [ %2065, %2066 ], [ %2105, %2104 ], [ %2086, %2085 ], [ %2122, %2120 ], [ %2119, %2113 ], [ %2065, %2059 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2124, ptr align 1 %2063, <16 x i1> %2062)
  %2125 = add nsw i64 %749, %1993
  %2126 = select i1 %1994, <16 x i1> zeroinitializer, <16 x i1> %782
  %2127 = getelementptr inbounds float, ptr %293, i64 %2125
  %2128 = getelementptr inbounds nuw i8, ptr %1995, i64 128
  %2129 = load <16 x float>, ptr %2128, align 64
  br i1 %86, label %2187, label %2130

2130:                                             ; preds = %2123
  %2131 = getelementptr inbounds float, ptr %291, i64 %2125
  switch i64 %213, label %2020 [
    i64 1, label %2146
    i64 2, label %2139
    i64 3, label %2132
    i64 0, label %2187
  ]

2132:                                             ; preds = %2130
  %2133 = bitcast <16 x float> %2129 to <8 x i64>
  %2134 = and <8 x i64> %2133, %87
  %2135 = fcmp oeq <16 x float> %2129, %50
  %2136 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2129, i32 4)
  %2137 = bitcast <8 x i64> %2134 to <16 x float>
  %2138 = select <16 x i1> %2135, <16 x float> %2137, <16 x float> %2136
  br label %2149

2139:                                             ; preds = %2130
  %2140 = bitcast <16 x float> %2129 to <8 x i64>
  %2141 = or <8 x i64> %2140, %88
  %2142 = fcmp oeq <16 x float> %2129, %53
  %2143 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2129, i32 4)
  %2144 = bitcast <8 x i64> %2141 to <16 x float>
  %2145 = select <16 x i1> %2142, <16 x float> %2144, <16 x float> %2143
  br label %2149

2146:                                             ; preds = %2130
  %2147 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2131, <16 x i1> %2126, <16 x float> zeroinitializer)
  %2148 = fadd <16 x float> %2129, %2147
  br label %2149

2149:                                             ; preds = %2146, %2139, %2132
  %2150 = phi <16 x float> [ %2148, %2146 ], [ %2145, %2139 ], [ %2138, %2132 ]
  switch i64 %215, label %2020 [
    i64 1, label %2165
    i64 2, label %2158
    i64 3, label %2151
    i64 0, label %2187
  ]

2151:                                             ; preds = %2149
  %2152 = bitcast <16 x float> %2150 to <8 x i64>
  %2153 = and <8 x i64> %2152, %87
  %2154 = fcmp oeq <16 x float> %2150, %50
  %2155 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2150, i32 4)
  %2156 = bitcast <8 x i64> %2153 to <16 x float>
  %2157 = select <16 x i1> %2154, <16 x float> %2156, <16 x float> %2155
  br label %2168

2158:                                             ; preds = %2149
  %2159 = bitcast <16 x float> %2150 to <8 x i64>
  %2160 = or <8 x i64> %2159, %88
  %2161 = fcmp oeq <16 x float> %2150, %53
  %2162 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2150, i32 4)
  %2163 = bitcast <8 x i64> %2160 to <16 x float>
  %2164 = select <16 x i1> %2161, <16 x float> %2163, <16 x float> %2162
  br label %2168

2165:                                             ; preds = %2149
  %2166 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2131, <16 x i1> %2126, <16 x float> zeroinitializer)
  %2167 = fadd <16 x float> %2150, %2166
  br label %2168

2168:                                             ; preds = %2165, %2158, %2151
  %2169 = phi <16 x float> [ %2167, %2165 ], [ %2164, %2158 ], [ %2157, %2151 ]
  switch i64 %217, label %2020 [
    i64 1, label %2184
    i64 2, label %2177
    i64 3, label %2170
    i64 0, label %2187
  ]

2170:                                             ; preds = %2168
  %2171 = bitcast <16 x float> %2169 to <8 x i64>
  %2172 = and <8 x i64> %2171, %87
  %2173 = fcmp oeq <16 x float> %2169, %50
  %2174 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2169, i32 4)
  %2175 = bitcast <8 x i64> %2172 to <16 x float>
  %2176 = select <16 x i1> %2173, <16 x float> %2175, <16 x float> %2174
  br label %2187

2177:                                             ; preds = %2168
  %2178 = bitcast <16 x float> %2169 to <8 x i64>
  %2179 = or <8 x i64> %2178, %88
  %2180 = fcmp oeq <16 x float> %2169, %53
  %2181 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2169, i32 4)
  %2182 = bitcast <8 x i64> %2179 to <16 x float>
  %2183 = select <16 x i1> %2180, <16 x float> %2182, <16 x float> %2181
  br label %2187

2184:                                             ; preds = %2168
  %2185 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2131, <16 x i1> %2126, <16 x float> zeroinitializer)
  %2186 = fadd <16 x float> %2169, %2185
  br label %2187

2187:                                             ; preds = %2123, %2130, %2149, %2168, %2184, %2177, %2170
  %2188 = phi <16 x float> [ %2176, %2170 ], [ %2129, %2130 ], [ %2169, %2168 ], [ %2150, %2149 ], [ %2186, %2184 ], [ %2183, %2177 ], [ %2129, %2123 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2188, ptr align 1 %2127, <16 x i1> %2126)
  %2189 = add nuw nsw i64 %1991, 1
  %2190 = icmp eq i64 %2189, 8
  br i1 %2190, label %2191, label %1990

2191:                                             ; preds = %2187
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %2966

2192:                                             ; preds = %793, %2962
  %2193 = phi i64 [ 0, %793 ], [ %2964, %2962 ]
  %2194 = getelementptr inbounds nuw i64, ptr %36, i64 %2193
  %2195 = getelementptr inbounds nuw i64, ptr %37, i64 %2193
  %2196 = load i64, ptr %2195, align 8
  %2197 = icmp sgt i64 %2196, 15
  %2198 = trunc i64 %2196 to i32
  %2199 = shl nsw i32 -1, %2198
  %2200 = trunc i32 %2199 to i16
  %2201 = xor i16 %2200, -1
  %2202 = select i1 %2197, i16 -1, i16 %2201
  br i1 %82, label %2231, label %2206

2203:                                             ; preds = %2260
  %2204 = getelementptr inbounds nuw i64, ptr %34, i64 %2193
  %2205 = getelementptr inbounds nuw i32, ptr %35, i64 %2193
  br label %2294

2206:                                             ; preds = %2192
  %2207 = load float, ptr %795, align 4
  %2208 = insertelement <16 x float> poison, float %2207, i64 0
  %2209 = shufflevector <16 x float> %2208, <16 x float> poison, <16 x i32> zeroinitializer
  %2210 = load float, ptr %797, align 4
  %2211 = insertelement <16 x float> poison, float %2210, i64 0
  %2212 = shufflevector <16 x float> %2211, <16 x float> poison, <16 x i32> zeroinitializer
  %2213 = load float, ptr %798, align 4
  %2214 = insertelement <16 x float> poison, float %2213, i64 0
  %2215 = shufflevector <16 x float> %2214, <16 x float> poison, <16 x i32> zeroinitializer
  %2216 = load float, ptr %799, align 4
  %2217 = insertelement <16 x float> poison, float %2216, i64 0
  %2218 = shufflevector <16 x float> %2217, <16 x float> poison, <16 x i32> zeroinitializer
  %2219 = load float, ptr %800, align 4
  %2220 = insertelement <16 x float> poison, float %2219, i64 0
  %2221 = shufflevector <16 x float> %2220, <16 x float> poison, <16 x i32> zeroinitializer
  %2222 = load float, ptr %801, align 4
  %2223 = insertelement <16 x float> poison, float %2222, i64 0
  %2224 = shufflevector <16 x float> %2223, <16 x float> poison, <16 x i32> zeroinitializer
  %2225 = load float, ptr %802, align 4
  %2226 = insertelement <16 x float> poison, float %2225, i64 0
  %2227 = shufflevector <16 x float> %2226, <16 x float> poison, <16 x i32> zeroinitializer
  %2228 = load float, ptr %803, align 4
  %2229 = insertelement <16 x float> poison, float %2228, i64 0
  %2230 = shufflevector <16 x float> %2229, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2260

2231:                                             ; preds = %2192
  %2232 = bitcast i16 %2202 to <16 x i1>
  %2233 = load i64, ptr %2194, align 8
  %2234 = getelementptr inbounds float, ptr %805, i64 %2233
  %2235 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2234, <16 x i1> %2232, <16 x float> zeroinitializer)
  %2236 = bitcast i16 %2202 to <16 x i1>
  %2237 = getelementptr inbounds float, ptr %808, i64 %2233
  %2238 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2237, <16 x i1> %2236, <16 x float> zeroinitializer)
  %2239 = bitcast i16 %2202 to <16 x i1>
  %2240 = load i64, ptr %2194, align 8
  %2241 = getelementptr inbounds float, ptr %811, i64 %2240
  %2242 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2241, <16 x i1> %2239, <16 x float> zeroinitializer)
  %2243 = bitcast i16 %2202 to <16 x i1>
  %2244 = getelementptr inbounds float, ptr %814, i64 %2240
  %2245 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2244, <16 x i1> %2243, <16 x float> zeroinitializer)
  %2246 = bitcast i16 %2202 to <16 x i1>
  %2247 = load i64, ptr %2194, align 8
  %2248 = getelementptr inbounds float, ptr %817, i64 %2247
  %2249 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2248, <16 x i1> %2246, <16 x float> zeroinitializer)
  %2250 = bitcast i16 %2202 to <16 x i1>
  %2251 = getelementptr inbounds float, ptr %820, i64 %2247
  %2252 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2251, <16 x i1> %2250, <16 x float> zeroinitializer)
  %2253 = bitcast i16 %2202 to <16 x i1>
  %2254 = load i64, ptr %2194, align 8
  %2255 = getelementptr inbounds float, ptr %823, i64 %2254
  %2256 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2255, <16 x i1> %2253, <16 x float> zeroinitializer)
  %2257 = bitcast i16 %2202 to <16 x i1>
  %2258 = getelementptr inbounds float, ptr %826, i64 %2254
  %2259 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2258, <16 x i1> %2257, <16 x float> zeroinitializer)
  br label %2260

2260:                                             ; preds = %2231, %2206
  %2261 = phi <16 x float> [ %2256, %2231 ], [ %2227, %2206 ]
  %2262 = phi <16 x float> [ %2249, %2231 ], [ %2221, %2206 ]
  %2263 = phi <16 x float> [ %2242, %2231 ], [ %2215, %2206 ]
  %2264 = phi <16 x float> [ %2235, %2231 ], [ %2209, %2206 ]
  %2265 = phi <16 x float> [ %2238, %2231 ], [ %2212, %2206 ]
  %2266 = phi <16 x float> [ %2245, %2231 ], [ %2218, %2206 ]
  %2267 = phi <16 x float> [ %2252, %2231 ], [ %2224, %2206 ]
  %2268 = phi <16 x float> [ %2259, %2231 ], [ %2230, %2206 ]
  br i1 %84, label %2203, label %2280

2269:                                             ; preds = %2453, %2294
  %2270 = phi <16 x float> [ %2295, %2294 ], [ %2454, %2453 ]
  %2271 = phi <16 x float> [ %2296, %2294 ], [ %2455, %2453 ]
  %2272 = phi <16 x float> [ %2297, %2294 ], [ %2456, %2453 ]
  %2273 = phi <16 x float> [ %2298, %2294 ], [ %2457, %2453 ]
  %2274 = phi <16 x float> [ %2299, %2294 ], [ %2458, %2453 ]
  %2275 = phi <16 x float> [ %2300, %2294 ], [ %2459, %2453 ]
  %2276 = phi <16 x float> [ %2301, %2294 ], [ %2460, %2453 ]
  %2277 = phi <16 x float> [ %2302, %2294 ], [ %2461, %2453 ]
  %2278 = icmp slt i64 %2307, %5
  %2279 = add i64 %2303, -16
  br i1 %2278, label %2294, label %2280

2280:                                             ; preds = %2269, %2260
  %2281 = phi <16 x float> [ %2264, %2260 ], [ %2270, %2269 ]
  %2282 = phi <16 x float> [ %2265, %2260 ], [ %2271, %2269 ]
  %2283 = phi <16 x float> [ %2263, %2260 ], [ %2272, %2269 ]
  %2284 = phi <16 x float> [ %2266, %2260 ], [ %2273, %2269 ]
  %2285 = phi <16 x float> [ %2262, %2260 ], [ %2274, %2269 ]
  %2286 = phi <16 x float> [ %2267, %2260 ], [ %2275, %2269 ]
  %2287 = phi <16 x float> [ %2261, %2260 ], [ %2276, %2269 ]
  %2288 = phi <16 x float> [ %2268, %2260 ], [ %2277, %2269 ]
  %2289 = load i64, ptr %2194, align 8
  %2290 = add nsw i64 %2289, %827
  %2291 = bitcast i16 %2202 to <16 x i1>
  %2292 = select i1 %828, <16 x i1> zeroinitializer, <16 x i1> %2291
  %2293 = getelementptr inbounds float, ptr %293, i64 %2290
  br i1 %86, label %2521, label %2464

2294:                                             ; preds = %2203, %2269
  %2295 = phi <16 x float> [ %2264, %2203 ], [ %2270, %2269 ]
  %2296 = phi <16 x float> [ %2265, %2203 ], [ %2271, %2269 ]
  %2297 = phi <16 x float> [ %2263, %2203 ], [ %2272, %2269 ]
  %2298 = phi <16 x float> [ %2266, %2203 ], [ %2273, %2269 ]
  %2299 = phi <16 x float> [ %2262, %2203 ], [ %2274, %2269 ]
  %2300 = phi <16 x float> [ %2267, %2203 ], [ %2275, %2269 ]
  %2301 = phi <16 x float> [ %2261, %2203 ], [ %2276, %2269 ]
  %2302 = phi <16 x float> [ %2268, %2203 ], [ %2277, %2269 ]
  %2303 = phi i64 [ %5, %2203 ], [ %2279, %2269 ]
  %2304 = phi i64 [ 0, %2203 ], [ %2307, %2269 ]
  %2305 = call i64 @llvm.smin.i64(i64 %2303, i64 16)
  %2306 = add i64 %2305, %2304
  %2307 = add nuw nsw i64 %2304, 16
  br i1 %85, label %2308, label %2269

2308:                                             ; preds = %2294
  %2309 = sub nsw i64 %5, %2304
  %2310 = icmp sgt i64 %2309, 15
  %2311 = mul nsw i64 %2304, %80
  %2312 = getelementptr inbounds float, ptr %286, i64 %2311
  %2313 = mul nuw nsw i64 %2304, %81
  %2314 = getelementptr inbounds nuw float, ptr %796, i64 %2313
  %2315 = icmp sgt i64 %5, %2304
  %2316 = or i1 %2310, %2315
  br label %2317

2317:                                             ; preds = %2308, %2453
  %2318 = phi <16 x float> [ %2295, %2308 ], [ %2454, %2453 ]
  %2319 = phi <16 x float> [ %2296, %2308 ], [ %2455, %2453 ]
  %2320 = phi <16 x float> [ %2297, %2308 ], [ %2456, %2453 ]
  %2321 = phi <16 x float> [ %2298, %2308 ], [ %2457, %2453 ]
  %2322 = phi <16 x float> [ %2299, %2308 ], [ %2458, %2453 ]
  %2323 = phi <16 x float> [ %2300, %2308 ], [ %2459, %2453 ]
  %2324 = phi <16 x float> [ %2301, %2308 ], [ %2460, %2453 ]
  %2325 = phi <16 x float> [ %2302, %2308 ], [ %2461, %2453 ]
  %2326 = phi i64 [ 0, %2308 ], [ %2462, %2453 ]
  %2327 = getelementptr inbounds nuw [3 x i64], ptr %2204, i64 %2326
  %2328 = load i64, ptr %2327, align 8
  %2329 = getelementptr inbounds nuw [3 x i32], ptr %2205, i64 %2326
  %2330 = load i32, ptr %2329, align 4
  %2331 = getelementptr inbounds nuw float, ptr %2314, i64 %2326
  %2332 = and i32 %2330, 65535
  %2333 = icmp eq i32 %2332, 65535
  br i1 %2333, label %2334, label %2335

2334:                                             ; preds = %2317
  br i1 %2316, label %2339, label %2453

2335:                                             ; preds = %2317
  br i1 %2316, label %2336, label %2453

2336:                                             ; preds = %2335
  %2337 = trunc i32 %2330 to i16
  %2338 = bitcast i16 %2337 to <16 x i1>
  br label %2396

2339:                                             ; preds = %2334, %2339
  %2340 = phi <16 x float> [ %2356, %2339 ], [ %2318, %2334 ]
  %2341 = phi <16 x float> [ %2361, %2339 ], [ %2319, %2334 ]
  %2342 = phi <16 x float> [ %2366, %2339 ], [ %2320, %2334 ]
  %2343 = phi <16 x float> [ %2371, %2339 ], [ %2321, %2334 ]
  %2344 = phi <16 x float> [ %2376, %2339 ], [ %2322, %2334 ]
  %2345 = phi <16 x float> [ %2381, %2339 ], [ %2323, %2334 ]
  %2346 = phi <16 x float> [ %2386, %2339 ], [ %2324, %2334 ]
  %2347 = phi <16 x float> [ %2391, %2339 ], [ %2325, %2334 ]
  %2348 = phi ptr [ %2393, %2339 ], [ %2312, %2334 ]
  %2349 = phi ptr [ %2394, %2339 ], [ %2331, %2334 ]
  %2350 = phi i64 [ %2392, %2339 ], [ %2304, %2334 ]
  %2351 = getelementptr inbounds float, ptr %2348, i64 %2328
  %2352 = load <16 x float>, ptr %2351, align 1
  %2353 = load float, ptr %2349, align 4
  %2354 = insertelement <16 x float> poison, float %2353, i64 0
  %2355 = shufflevector <16 x float> %2354, <16 x float> poison, <16 x i32> zeroinitializer
  %2356 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2352, <16 x float> %2355, <16 x float> %2340)
  %2357 = getelementptr inbounds float, ptr %2349, i64 %83
  %2358 = load float, ptr %2357, align 4
  %2359 = insertelement <16 x float> poison, float %2358, i64 0
  %2360 = shufflevector <16 x float> %2359, <16 x float> poison, <16 x i32> zeroinitializer
  %2361 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2352, <16 x float> %2360, <16 x float> %2341)
  %2362 = getelementptr inbounds i8, ptr %2349, i64 %109
  %2363 = load float, ptr %2362, align 4
  %2364 = insertelement <16 x float> poison, float %2363, i64 0
  %2365 = shufflevector <16 x float> %2364, <16 x float> poison, <16 x i32> zeroinitializer
  %2366 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2352, <16 x float> %2365, <16 x float> %2342)
  %2367 = getelementptr inbounds i8, ptr %2349, i64 %110
  %2368 = load float, ptr %2367, align 4
  %2369 = insertelement <16 x float> poison, float %2368, i64 0
  %2370 = shufflevector <16 x float> %2369, <16 x float> poison, <16 x i32> zeroinitializer
  %2371 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2352, <16 x float> %2370, <16 x float> %2343)
  %2372 = getelementptr inbounds i8, ptr %2349, i64 %111
  %2373 = load float, ptr %2372, align 4
  %2374 = insertelement <16 x float> poison, float %2373, i64 0
  %2375 = shufflevector <16 x float> %2374, <16 x float> poison, <16 x i32> zeroinitializer
  %2376 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2352, <16 x float> %2375, <16 x float> %2344)
  %2377 = getelementptr inbounds i8, ptr %2349, i64 %112
  %2378 = load float, ptr %2377, align 4
  %2379 = insertelement <16 x float> poison, float %2378, i64 0
  %2380 = shufflevector <16 x float> %2379, <16 x float> poison, <16 x i32> zeroinitializer
  %2381 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2352, <16 x float> %2380, <16 x float> %2345)
  %2382 = getelementptr inbounds i8, ptr %2349, i64 %113
  %2383 = load float, ptr %2382, align 4
  %2384 = insertelement <16 x float> poison, float %2383, i64 0
  %2385 = shufflevector <16 x float> %2384, <16 x float> poison, <16 x i32> zeroinitializer
  %2386 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2352, <16 x float> %2385, <16 x float> %2346)
  %2387 = getelementptr inbounds i8, ptr %2349, i64 %114
  %2388 = load float, ptr %2387, align 4
  %2389 = insertelement <16 x float> poison, float %2388, i64 0
  %2390 = shufflevector <16 x float> %2389, <16 x float> poison, <16 x i32> zeroinitializer
  %2391 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2352, <16 x float> %2390, <16 x float> %2347)
  %2392 = add nuw nsw i64 %2350, 1
  %2393 = getelementptr inbounds float, ptr %2348, i64 %80
  %2394 = getelementptr inbounds nuw float, ptr %2349, i64 %81
  %2395 = icmp eq i64 %2392, %2306
  br i1 %2395, label %2453, label %2339

2396:                                             ; preds = %2336, %2396
  %2397 = phi <16 x float> [ %2318, %2336 ], [ %2413, %2396 ]
  %2398 = phi <16 x float> [ %2319, %2336 ], [ %2418, %2396 ]
  %2399 = phi <16 x float> [ %2320, %2336 ], [ %2423, %2396 ]
  %2400 = phi <16 x float> [ %2321, %2336 ], [ %2428, %2396 ]
  %2401 = phi <16 x float> [ %2322, %2336 ], [ %2433, %2396 ]
  %2402 = phi <16 x float> [ %2323, %2336 ], [ %2438, %2396 ]
  %2403 = phi <16 x float> [ %2324, %2336 ], [ %2443, %2396 ]
  %2404 = phi <16 x float> [ %2325, %2336 ], [ %2448, %2396 ]
  %2405 = phi i64 [ %2304, %2336 ], [ %2449, %2396 ]
  %2406 = phi ptr [ %2312, %2336 ], [ %2450, %2396 ]
  %2407 = phi ptr [ %2331, %2336 ], [ %2451, %2396 ]
  %2408 = getelementptr inbounds float, ptr %2406, i64 %2328
  %2409 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2408, <16 x i1> %2338, <16 x float> zeroinitializer)
  %2410 = load float, ptr %2407, align 4
  %2411 = insertelement <16 x float> poison, float %2410, i64 0
  %2412 = shufflevector <16 x float> %2411, <16 x float> poison, <16 x i32> zeroinitializer
  %2413 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2409, <16 x float> %2412, <16 x float> %2397)
  %2414 = getelementptr inbounds float, ptr %2407, i64 %83
  %2415 = load float, ptr %2414, align 4
  %2416 = insertelement <16 x float> poison, float %2415, i64 0
  %2417 = shufflevector <16 x float> %2416, <16 x float> poison, <16 x i32> zeroinitializer
  %2418 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2409, <16 x float> %2417, <16 x float> %2398)
  %2419 = getelementptr inbounds i8, ptr %2407, i64 %103
  %2420 = load float, ptr %2419, align 4
  %2421 = insertelement <16 x float> poison, float %2420, i64 0
  %2422 = shufflevector <16 x float> %2421, <16 x float> poison, <16 x i32> zeroinitializer
  %2423 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2409, <16 x float> %2422, <16 x float> %2399)
  %2424 = getelementptr inbounds i8, ptr %2407, i64 %104
  %2425 = load float, ptr %2424, align 4
  %2426 = insertelement <16 x float> poison, float %2425, i64 0
  %2427 = shufflevector <16 x float> %2426, <16 x float> poison, <16 x i32> zeroinitializer
  %2428 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2409, <16 x float> %2427, <16 x float> %2400)
  %2429 = getelementptr inbounds i8, ptr %2407, i64 %105
  %2430 = load float, ptr %2429, align 4
  %2431 = insertelement <16 x float> poison, float %2430, i64 0
  %2432 = shufflevector <16 x float> %2431, <16 x float> poison, <16 x i32> zeroinitializer
  %2433 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2409, <16 x float> %2432, <16 x float> %2401)
  %2434 = getelementptr inbounds i8, ptr %2407, i64 %106
  %2435 = load float, ptr %2434, align 4
  %2436 = insertelement <16 x float> poison, float %2435, i64 0
  %2437 = shufflevector <16 x float> %2436, <16 x float> poison, <16 x i32> zeroinitializer
  %2438 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2409, <16 x float> %2437, <16 x float> %2402)
  %2439 = getelementptr inbounds i8, ptr %2407, i64 %107
  %2440 = load float, ptr %2439, align 4
  %2441 = insertelement <16 x float> poison, float %2440, i64 0
  %2442 = shufflevector <16 x float> %2441, <16 x float> poison, <16 x i32> zeroinitializer
  %2443 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2409, <16 x float> %2442, <16 x float> %2403)
  %2444 = getelementptr inbounds i8, ptr %2407, i64 %108
  %2445 = load float, ptr %2444, align 4
  %2446 = insertelement <16 x float> poison, float %2445, i64 0
  %2447 = shufflevector <16 x float> %2446, <16 x float> poison, <16 x i32> zeroinitializer
  %2448 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2409, <16 x float> %2447, <16 x float> %2404)
  %2449 = add nuw nsw i64 %2405, 1
  %2450 = getelementptr inbounds float, ptr %2406, i64 %80
  %2451 = getelementptr inbounds nuw float, ptr %2407, i64 %81
  %2452 = icmp eq i64 %2449, %2306
  br i1 %2452, label %2453, label %2396

2453:                                             ; preds = %2396, %2339, %2334, %2335
  %2454 = phi <16 x float> [ %2318, %2335 ], [ %2318, %2334 ], [ %2356, %2339 ], [ %2413, %2396 ]
  %2455 = phi <16 x float> [ %2319, %2335 ], [ %2319, %2334 ], [ %2361, %2339 ], [ %2418, %2396 ]
  %2456 = phi <16 x float> [ %2320, %2335 ], [ %2320, %2334 ], [ %2366, %2339 ], [ %2423, %2396 ]
  %2457 = phi <16 x float> [ %2321, %2335 ], [ %2321, %2334 ], [ %2371, %2339 ], [ %2428, %2396 ]
  %2458 = phi <16 x float> [ %2322, %2335 ], [ %2322, %2334 ], [ %2376, %2339 ], [ %2433, %2396 ]
  %2459 = phi <16 x float> [ %2323, %2335 ], [ %2323, %2334 ], [ %2381, %2339 ], [ %2438, %2396 ]
  %2460 = phi <16 x float> [ %2324, %2335 ], [ %2324, %2334 ], [ %2386, %2339 ], [ %2443, %2396 ]
  %2461 = phi <16 x float> [ %2325, %2335 ], [ %2325, %2334 ], [ %2391, %2339 ], [ %2448, %2396 ]
  %2462 = add nuw nsw i64 %2326, 1
  %2463 = icmp eq i64 %2462, %81
  br i1 %2463, label %2269, label %2317

2464:                                             ; preds = %2280
  %2465 = getelementptr inbounds float, ptr %291, i64 %2290
  switch i64 %115, label %2020 [
    i64 1, label %2466
    i64 2, label %2469
    i64 3, label %2476
    i64 0, label %2521
  ]

2466:                                             ; preds = %2464
  %2467 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2465, <16 x i1> %2292, <16 x float> zeroinitializer)
  %2468 = fadd <16 x float> %2281, %2467
  br label %2483

2469:                                             ; preds = %2464
  %2470 = bitcast <16 x float> %2281 to <8 x i64>
  %2471 = or <8 x i64> %2470, %88
  %2472 = fcmp oeq <16 x float> %2281, %53
  %2473 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2281, i32 4)
  %2474 = bitcast <8 x i64> %2471 to <16 x float>
  %2475 = select <16 x i1> %2472, <16 x float> %2474, <16 x float> %2473
  br label %2483

2476:                                             ; preds = %2464
  %2477 = bitcast <16 x float> %2281 to <8 x i64>
  %2478 = and <8 x i64> %2477, %87
  %2479 = fcmp oeq <16 x float> %2281, %50
  %2480 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2281, i32 4)
  %2481 = bitcast <8 x i64> %2478 to <16 x float>
  %2482 = select <16 x i1> %2479, <16 x float> %2481, <16 x float> %2480
  br label %2483

2483:                                             ; preds = %2476, %2469, %2466
  %2484 = phi <16 x float> [ %2468, %2466 ], [ %2475, %2469 ], [ %2482, %2476 ]
  switch i64 %117, label %2020 [
    i64 1, label %2499
    i64 2, label %2492
    i64 3, label %2485
    i64 0, label %2521
  ]

2485:                                             ; preds = %2483
  %2486 = bitcast <16 x float> %2484 to <8 x i64>
  %2487 = and <8 x i64> %2486, %87
  %2488 = fcmp oeq <16 x float> %2484, %50
  %2489 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2484, i32 4)
  %2490 = bitcast <8 x i64> %2487 to <16 x float>
  %2491 = select <16 x i1> %2488, <16 x float> %2490, <16 x float> %2489
  br label %2502

2492:                                             ; preds = %2483
  %2493 = bitcast <16 x float> %2484 to <8 x i64>
  %2494 = or <8 x i64> %2493, %88
  %2495 = fcmp oeq <16 x float> %2484, %53
  %2496 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2484, i32 4)
  %2497 = bitcast <8 x i64> %2494 to <16 x float>
  %2498 = select <16 x i1> %2495, <16 x float> %2497, <16 x float> %2496
  br label %2502

2499:                                             ; preds = %2483
  %2500 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2465, <16 x i1> %2292, <16 x float> zeroinitializer)
  %2501 = fadd <16 x float> %2484, %2500
  br label %2502

2502:                                             ; preds = %2499, %2492, %2485
  %2503 = phi <16 x float> [ %2501, %2499 ], [ %2498, %2492 ], [ %2491, %2485 ]
  switch i64 %119, label %2020 [
    i64 1, label %2518
    i64 2, label %2511
    i64 3, label %2504
    i64 0, label %2521
  ]

2504:                                             ; preds = %2502
  %2505 = bitcast <16 x float> %2503 to <8 x i64>
  %2506 = and <8 x i64> %2505, %87
  %2507 = fcmp oeq <16 x float> %2503, %50
  %2508 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2503, i32 4)
  %2509 = bitcast <8 x i64> %2506 to <16 x float>
  %2510 = select <16 x i1> %2507, <16 x float> %2509, <16 x float> %2508
  br label %2521

2511:                                             ; preds = %2502
  %2512 = bitcast <16 x float> %2503 to <8 x i64>
  %2513 = or <8 x i64> %2512, %88
  %2514 = fcmp oeq <16 x float> %2503, %53
  %2515 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2503, i32 4)
  %2516 = bitcast <8 x i64> %2513 to <16 x float>
  %2517 = select <16 x i1> %2514, <16 x float> %2516, <16 x float> %2515
  br label %2521

2518:                                             ; preds = %2502
  %2519 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2465, <16 x i1> %2292, <16 x float> zeroinitializer)
  %2520 = fadd <16 x float> %2503, %2519
  br label %2521

2521:                                             ; preds = %2464, %2483, %2502, %2518, %2511, %2504, %2280
  %2522 = phi <16 x float> [ %2281, %2280 ], [ %2281, %2464 ], [ %2503, %2502 ], [ %2484, %2483 ], [ %2520, %2518 ], [ %2517, %2511 ], [ %2510, %2504 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2522, ptr align 1 %2293, <16 x i1> %2292)
  %2523 = add nsw i64 %2289, %830
  %2524 = bitcast i16 %2202 to <16 x i1>
  %2525 = select i1 %831, <16 x i1> zeroinitializer, <16 x i1> %2524
  %2526 = getelementptr inbounds float, ptr %293, i64 %2523
  br i1 %86, label %2584, label %2527

2527:                                             ; preds = %2521
  %2528 = getelementptr inbounds float, ptr %291, i64 %2523
  switch i64 %120, label %2020 [
    i64 1, label %2543
    i64 2, label %2536
    i64 3, label %2529
    i64 0, label %2584
  ]

2529:                                             ; preds = %2527
  %2530 = bitcast <16 x float> %2282 to <8 x i64>
  %2531 = and <8 x i64> %2530, %87
  %2532 = fcmp oeq <16 x float> %2282, %50
  %2533 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2282, i32 4)
  %2534 = bitcast <8 x i64> %2531 to <16 x float>
  %2535 = select <16 x i1> %2532, <16 x float> %2534, <16 x float> %2533
  br label %2546

2536:                                             ; preds = %2527
  %2537 = bitcast <16 x float> %2282 to <8 x i64>
  %2538 = or <8 x i64> %2537, %88
  %2539 = fcmp oeq <16 x float> %2282, %53
  %2540 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2282, i32 4)
  %2541 = bitcast <8 x i64> %2538 to <16 x float>
  %2542 = select <16 x i1> %2539, <16 x float> %2541, <16 x float> %2540
  br label %2546

2543:                                             ; preds = %2527
  %2544 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2528, <16 x i1> %2525, <16 x float> zeroinitializer)
  %2545 = fadd <16 x float> %2282, %2544
  br label %2546

2546:                                             ; preds = %2543, %2536, %2529
  %2547 = phi <16 x float> [ %2545, %2543 ], [ %2542, %2536 ], [ %2535, %2529 ]
  switch i64 %122, label %2020 [
    i64 1, label %2562
    i64 2, label %2555
    i64 3, label %2548
    i64 0, label %2584
  ]

2548:                                             ; preds = %2546
  %2549 = bitcast <16 x float> %2547 to <8 x i64>
  %2550 = and <8 x i64> %2549, %87
  %2551 = fcmp oeq <16 x float> %2547, %50
  %2552 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2547, i32 4)
  %2553 = bitcast <8 x i64> %2550 to <16 x float>
  %2554 = select <16 x i1> %2551, <16 x float> %2553, <16 x float> %2552
  br label %2565

2555:                                             ; preds = %2546
  %2556 = bitcast <16 x float> %2547 to <8 x i64>
  %2557 = or <8 x i64> %2556, %88
  %2558 = fcmp oeq <16 x float> %2547, %53
  %2559 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2547, i32 4)
  %2560 = bitcast <8 x i64> %2557 to <16 x float>
  %2561 = select <16 x i1> %2558, <16 x float> %2560, <16 x float> %2559
  br label %2565

2562:                                             ; preds = %2546
  %2563 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2528, <16 x i1> %2525, <16 x float> zeroinitializer)
  %2564 = fadd <16 x float> %2547, %2563
  br label %2565

2565:                                             ; preds = %2562, %2555, %2548
  %2566 = phi <16 x float> [ %2564, %2562 ], [ %2561, %2555 ], [ %2554, %2548 ]
  switch i64 %124, label %2020 [
    i64 1, label %2581
    i64 2, label %2574
    i64 3, label %2567
    i64 0, label %2584
  ]

2567:                                             ; preds = %2565
  %2568 = bitcast <16 x float> %2566 to <8 x i64>
  %2569 = and <8 x i64> %2568, %87
  %2570 = fcmp oeq <16 x float> %2566, %50
  %2571 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2566, i32 4)
  %2572 = bitcast <8 x i64> %2569 to <16 x float>
  %2573 = select <16 x i1> %2570, <16 x float> %2572, <16 x float> %2571
  br label %2584

2574:                                             ; preds = %2565
  %2575 = bitcast <16 x float> %2566 to <8 x i64>
  %2576 = or <8 x i64> %2575, %88
  %2577 = fcmp oeq <16 x float> %2566, %53
  %2578 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2566, i32 4)
  %2579 = bitcast <8 x i64> %2576 to <16 x float>
  %2580 = select <16 x i1> %2577, <16 x float> %2579, <16 x float> %2578
  br label %2584

2581:                                             ; preds = %2565
  %2582 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2528, <16 x i1> %2525, <16 x float> zeroinitializer)
  %2583 = fadd <16 x float> %2566, %2582
  br label %2584

2584:                                             ; preds = %2521, %2527, %2546, %2565, %2581, %2574, %2567
  %2585 = phi <16 x float> [ %2573, %2567 ], [ %2282, %2527 ], [ %2566, %2565 ], [ %2547, %2546 ], [ %2583, %2581 ], [ %2580, %2574 ], [ %2282, %2521 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2585, ptr align 1 %2526, <16 x i1> %2525)
  %2586 = add nsw i64 %2289, %833
  %2587 = bitcast i16 %2202 to <16 x i1>
  %2588 = select i1 %834, <16 x i1> zeroinitializer, <16 x i1> %2587
  %2589 = getelementptr inbounds float, ptr %293, i64 %2586
  br i1 %86, label %2647, label %2590

2590:                                             ; preds = %2584
  %2591 = getelementptr inbounds float, ptr %291, i64 %2586
  switch i64 %125, label %2020 [
    i64 1, label %2606
    i64 2, label %2599
    i64 3, label %2592
    i64 0, label %2647
  ]

2592:                                             ; preds = %2590
  %2593 = bitcast <16 x float> %2283 to <8 x i64>
  %2594 = and <8 x i64> %2593, %87
  %2595 = fcmp oeq <16 x float> %2283, %50
  %2596 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2283, i32 4)
  %2597 = bitcast <8 x i64> %2594 to <16 x float>
  %2598 = select <16 x i1> %2595, <16 x float> %2597, <16 x float> %2596
  br label %2609

2599:                                             ; preds = %2590
  %2600 = bitcast <16 x float> %2283 to <8 x i64>
  %2601 = or <8 x i64> %2600, %88
  %2602 = fcmp oeq <16 x float> %2283, %53
  %2603 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2283, i32 4)
  %2604 = bitcast <8 x i64> %2601 to <16 x float>
  %2605 = select <16 x i1> %2602, <16 x float> %2604, <16 x float> %2603
  br label %2609

2606:                                             ; preds = %2590
  %2607 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2591, <16 x i1> %2588, <16 x float> zeroinitializer)
  %2608 = fadd <16 x float> %2283, %2607
  br label %2609

2609:                                             ; preds = %2606, %2599, %2592
  %2610 = phi <16 x float> [ %2608, %2606 ], [ %2605, %2599 ], [ %2598, %2592 ]
  switch i64 %127, label %2020 [
    i64 1, label %2625
    i64 2, label %2618
    i64 3, label %2611
    i64 0, label %2647
  ]

2611:                                             ; preds = %2609
  %2612 = bitcast <16 x float> %2610 to <8 x i64>
  %2613 = and <8 x i64> %2612, %87
  %2614 = fcmp oeq <16 x float> %2610, %50
  %2615 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2610, i32 4)
  %2616 = bitcast <8 x i64> %2613 to <16 x float>
  %2617 = select <16 x i1> %2614, <16 x float> %2616, <16 x float> %2615
  br label %2628

2618:                                             ; preds = %2609
  %2619 = bitcast <16 x float> %2610 to <8 x i64>
  %2620 = or <8 x i64> %2619, %88
  %2621 = fcmp oeq <16 x float> %2610, %53
  %2622 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2610, i32 4)
  %2623 = bitcast <8 x i64> %2620 to <16 x float>
  %2624 = select <16 x i1> %2621, <16 x float> %2623, <16 x float> %2622
  br label %2628

2625:                                             ; preds = %2609
  %2626 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2591, <16 x i1> %2588, <16 x float> zeroinitializer)
  %2627 = fadd <16 x float> %2610, %2626
  br label %2628

2628:                                             ; preds = %2625, %2618, %2611
  %2629 = phi <16 x float> [ %2627, %2625 ], [ %2624, %2618 ], [ %2617, %2611 ]
  switch i64 %129, label %2020 [
    i64 1, label %2644
    i64 2, label %2637
    i64 3, label %2630
    i64 0, label %2647
  ]

2630:                                             ; preds = %2628
  %2631 = bitcast <16 x float> %2629 to <8 x i64>
  %2632 = and <8 x i64> %2631, %87
  %2633 = fcmp oeq <16 x float> %2629, %50
  %2634 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2629, i32 4)
  %2635 = bitcast <8 x i64> %2632 to <16 x float>
  %2636 = select <16 x i1> %2633, <16 x float> %2635, <16 x float> %2634
  br label %2647

2637:                                             ; preds = %2628
  %2638 = bitcast <16 x float> %2629 to <8 x i64>
  %2639 = or <8 x i64> %2638, %88
  %2640 = fcmp oeq <16 x float> %2629, %53
  %2641 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2629, i32 4)
  %2642 = bitcast <8 x i64> %2639 to <16 x float>
  %2643 = select <16 x i1> %2640, <16 x float> %2642, <16 x float> %2641
  br label %2647

2644:                                             ; preds = %2628
  %2645 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2591, <16 x i1> %2588, <16 x float> zeroinitializer)
  %2646 = fadd <16 x float> %2629, %2645
  br label %2647

2647:                                             ; preds = %2584, %2590, %2609, %2628, %2644, %2637, %2630
  %2648 = phi <16 x float> [ %2636, %2630 ], [ %2283, %2590 ], [ %2629, %2628 ], [ %2610, %2609 ], [ %2646, %2644 ], [ %2643, %2637 ], [ %2283, %2584 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2648, ptr align 1 %2589, <16 x i1> %2588)
  %2649 = add nsw i64 %2289, %836
  %2650 = bitcast i16 %2202 to <16 x i1>
  %2651 = select i1 %837, <16 x i1> zeroinitializer, <16 x i1> %2650
  %2652 = getelementptr inbounds float, ptr %293, i64 %2649
  br i1 %86, label %2710, label %2653

2653:                                             ; preds = %2647
  %2654 = getelementptr inbounds float, ptr %291, i64 %2649
  switch i64 %130, label %2020 [
    i64 1, label %2669
    i64 2, label %2662
    i64 3, label %2655
    i64 0, label %2710
  ]

2655:                                             ; preds = %2653
  %2656 = bitcast <16 x float> %2284 to <8 x i64>
  %2657 = and <8 x i64> %2656, %87
  %2658 = fcmp oeq <16 x float> %2284, %50
  %2659 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2284, i32 4)
  %2660 = bitcast <8 x i64> %2657 to <16 x float>
  %2661 = select <16 x i1> %2658, <16 x float> %2660, <16 x float> %2659
  br label %2672

2662:                                             ; preds = %2653
  %2663 = bitcast <16 x float> %2284 to <8 x i64>
  %2664 = or <8 x i64> %2663, %88
  %2665 = fcmp oeq <16 x float> %2284, %53
  %2666 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2284, i32 4)
  %2667 = bitcast <8 x i64> %2664 to <16 x float>
  %2668 = select <16 x i1> %2665, <16 x float> %2667, <16 x float> %2666
  br label %2672

2669:                                             ; preds = %2653
  %2670 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2654, <16 x i1> %2651, <16 x float> zeroinitializer)
  %2671 = fadd <16 x float> %2284, %2670
  br label %2672

2672:                                             ; preds = %2669, %2662, %2655
  %2673 = phi <16 x float> [ %2671, %2669 ], [ %2668, %2662 ], [ %2661, %2655 ]
  switch i64 %132, label %2020 [
    i64 1, label %2688
    i64 2, label %2681
    i64 3, label %2674
    i64 0, label %2710
  ]

2674:                                             ; preds = %2672
  %2675 = bitcast <16 x float> %2673 to <8 x i64>
  %2676 = and <8 x i64> %2675, %87
  %2677 = fcmp oeq <16 x float> %2673, %50
  %2678 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2673, i32 4)
  %2679 = bitcast <8 x i64> %2676 to <16 x float>
  %2680 = select <16 x i1> %2677, <16 x float> %2679, <16 x float> %2678
  br label %2691

2681:                                             ; preds = %2672
  %2682 = bitcast <16 x float> %2673 to <8 x i64>
  %2683 = or <8 x i64> %2682, %88
  %2684 = fcmp oeq <16 x float> %2673, %53
  %2685 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2673, i32 4)
  %2686 = bitcast <8 x i64> %2683 to <16 x float>
  %2687 = select <16 x i1> %2684, <16 x float> %2686, <16 x float> %2685
  br label %2691

2688:                                             ; preds = %2672
  %2689 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2654, <16 x i1> %2651, <16 x float> zeroinitializer)
  %2690 = fadd <16 x float> %2673, %2689
  br label %2691

2691:                                             ; preds = %2688, %2681, %2674
  %2692 = phi <16 x float> [ %2690, %2688 ], [ %2687, %2681 ], [ %2680, %2674 ]
  switch i64 %134, label %2020 [
    i64 1, label %2707
    i64 2, label %2700
    i64 3, label %2693
    i64 0, label %2710
  ]

2693:                                             ; preds = %2691
  %2694 = bitcast <16 x float> %2692 to <8 x i64>
  %2695 = and <8 x i64> %2694, %87
  %2696 = fcmp oeq <16 x float> %2692, %50
  %2697 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2692, i32 4)
  %2698 = bitcast <8 x i64> %2695 to <16 x float>
  %2699 = select <16 x i1> %2696, <16 x float> %2698, <16 x float> %2697
  br label %2710

2700:                                             ; preds = %2691
  %2701 = bitcast <16 x float> %2692 to <8 x i64>
  %2702 = or <8 x i64> %2701, %88
  %2703 = fcmp oeq <16 x float> %2692, %53
  %2704 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2692, i32 4)
  %2705 = bitcast <8 x i64> %2702 to <16 x float>
  %2706 = select <16 x i1> %2703, <16 x float> %2705, <16 x float> %2704
  br label %2710

2707:                                             ; preds = %2691
  %2708 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2654, <16 x i1> %2651, <16 x float> zeroinitializer)
  %2709 = fadd <16 x float> %2692, %2708
  br label %2710

2710:                                             ; preds = %2647, %2653, %2672, %2691, %2707, %2700, %2693
  %2711 = phi <16 x float> [ %2699, %2693 ], [ %2284, %2653 ], [ %2692, %2691 ], [ %2673, %2672 ], [ %2709, %2707 ], [ %2706, %2700 ], [ %2284, %2647 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2711, ptr align 1 %2652, <16 x i1> %2651)
  %2712 = add nsw i64 %2289, %839
  %2713 = bitcast i16 %2202 to <16 x i1>
  %2714 = select i1 %840, <16 x i1> zeroinitializer, <16 x i1> %2713
  %2715 = getelementptr inbounds float, ptr %293, i64 %2712
  br i1 %86, label %2773, label %2716

2716:                                             ; preds = %2710
  %2717 = getelementptr inbounds float, ptr %291, i64 %2712
  switch i64 %135, label %2020 [
    i64 1, label %2732
    i64 2, label %2725
    i64 3, label %2718
    i64 0, label %2773
  ]

2718:                                             ; preds = %2716
  %2719 = bitcast <16 x float> %2285 to <8 x i64>
  %2720 = and <8 x i64> %2719, %87
  %2721 = fcmp oeq <16 x float> %2285, %50
  %2722 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2285, i32 4)
  %2723 = bitcast <8 x i64> %2720 to <16 x float>
  %2724 = select <16 x i1> %2721, <16 x float> %2723, <16 x float> %2722
  br label %2735

2725:                                             ; preds = %2716
  %2726 = bitcast <16 x float> %2285 to <8 x i64>
  %2727 = or <8 x i64> %2726, %88
  %2728 = fcmp oeq <16 x float> %2285, %53
  %2729 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2285, i32 4)
  %2730 = bitcast <8 x i64> %2727 to <16 x float>
  %2731 = select <16 x i1> %2728, <16 x float> %2730, <16 x float> %2729
  br label %2735

2732:                                             ; preds = %2716
  %2733 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2717, <16 x i1> %2714, <16 x float> zeroinitializer)
  %2734 = fadd <16 x float> %2285, %2733
  br label %2735

2735:                                             ; preds = %2732, %2725, %2718
  %2736 = phi <16 x float> [ %2734, %2732 ], [ %2731, %2725 ], [ %2724, %2718 ]
  switch i64 %137, label %2020 [
    i64 1, label %2751
    i64 2, label %2744
    i64 3, label %2737
    i64 0, label %2773
  ]

2737:                                             ; preds = %2735
  %2738 = bitcast <16 x float> %2736 to <8 x i64>
  %2739 = and <8 x i64> %2738, %87
  %2740 = fcmp oeq <16 x float> %2736, %50
  %2741 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2736, i32 4)
  %2742 = bitcast <8 x i64> %2739 to <16 x float>
  %2743 = select <16 x i1> %2740, <16 x float> %2742, <16 x float> %2741
  br label %2754

2744:                                             ; preds = %2735
  %2745 = bitcast <16 x float> %2736 to <8 x i64>
  %2746 = or <8 x i64> %2745, %88
  %2747 = fcmp oeq <16 x float> %2736, %53
  %2748 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2736, i32 4)
  %2749 = bitcast <8 x i64> %2746 to <16 x float>
  %2750 = select <16 x i1> %2747, <16 x float> %2749, <16 x float> %2748
  br label %2754

2751:                                             ; preds = %2735
  %2752 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2717, <16 x i1> %2714, <16 x float> zeroinitializer)
  %2753 = fadd <16 x float> %2736, %2752
  br label %2754

2754:                                             ; preds = %2751, %2744, %2737
  %2755 = phi <16 x float> [ %2753, %2751 ], [ %2750, %2744 ], [ %2743, %2737 ]
  switch i64 %139, label %2020 [
    i64 1, label %2770
    i64 2, label %2763
    i64 3, label %2756
    i64 0, label %2773
  ]

2756:                                             ; preds = %2754
  %2757 = bitcast <16 x float> %2755 to <8 x i64>
  %2758 = and <8 x i64> %2757, %87
  %2759 = fcmp oeq <16 x float> %2755, %50
  %2760 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2755, i32 4)
  %2761 = bitcast <8 x i64> %2758 to <16 x float>
  %2762 = select <16 x i1> %2759, <16 x float> %2761, <16 x float> %2760
  br label %2773

2763:                                             ; preds = %2754
  %2764 = bitcast <16 x float> %2755 to <8 x i64>
  %2765 = or <8 x i64> %2764, %88
  %2766 = fcmp oeq <16 x float> %2755, %53
  %2767 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2755, i32 4)
  %2768 = bitcast <8 x i64> %2765 to <16 x float>
  %2769 = select <16 x i1> %2766, <16 x float> %2768, <16 x float> %2767
  br label %2773

2770:                                             ; preds = %2754
  %2771 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2717, <16 x i1> %2714, <16 x float> zeroinitializer)
  %2772 = fadd <16 x float> %2755, %2771
  br label %2773

2773:                                             ; preds = %2710, %2716, %2735, %2754, %2770, %2763, %2756
  %2774 = phi <16 x float> [ %2762, %2756 ], [ %2285, %2716 ], [ %2755, %2754 ], [ %2736, %2735 ], [ %2772, %2770 ], [ %2769, %2763 ], [ %2285, %2710 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2774, ptr align 1 %2715, <16 x i1> %2714)
  %2775 = add nsw i64 %2289, %842
  %2776 = bitcast i16 %2202 to <16 x i1>
  %2777 = select i1 %843, <16 x i1> zeroinitializer, <16 x i1> %2776
  %2778 = getelementptr inbounds float, ptr %293, i64 %2775
  br i1 %86, label %2836, label %2779

2779:                                             ; preds = %2773
  %2780 = getelementptr inbounds float, ptr %291, i64 %2775
  switch i64 %140, label %2020 [
    i64 1, label %2795
    i64 2, label %2788
    i64 3, label %2781
    i64 0, label %2836
  ]

2781:                                             ; preds = %2779
  %2782 = bitcast <16 x float> %2286 to <8 x i64>
  %2783 = and <8 x i64> %2782, %87
  %2784 = fcmp oeq <16 x float> %2286, %50
  %2785 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2286, i32 4)
  %2786 = bitcast <8 x i64> %2783 to <16 x float>
  %2787 = select <16 x i1> %2784, <16 x float> %2786, <16 x float> %2785
  br label %2798

2788:                                             ; preds = %2779
  %2789 = bitcast <16 x float> %2286 to <8 x i64>
  %2790 = or <8 x i64> %2789, %88
  %2791 = fcmp oeq <16 x float> %2286, %53
  %2792 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2286, i32 4)
  %2793 = bitcast <8 x i64> %2790 to <16 x float>
  %2794 = select <16 x i1> %2791, <16 x float> %2793, <16 x float> %2792
  br label %2798

2795:                                             ; preds = %2779
  %2796 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2780, <16 x i1> %2777, <16 x float> zeroinitializer)
  %2797 = fadd <16 x float> %2286, %2796
  br label %2798

2798:                                             ; preds = %2795, %2788, %2781
  %2799 = phi <16 x float> [ %2797, %2795 ], [ %2794, %2788 ], [ %2787, %2781 ]
  switch i64 %142, label %2020 [
    i64 1, label %2814
    i64 2, label %2807
    i64 3, label %2800
    i64 0, label %2836
  ]

2800:                                             ; preds = %2798
  %2801 = bitcast <16 x float> %2799 to <8 x i64>
  %2802 = and <8 x i64> %2801, %87
  %2803 = fcmp oeq <16 x float> %2799, %50
  %2804 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2799, i32 4)
  %2805 = bitcast <8 x i64> %2802 to <16 x float>
  %2806 = select <16 x i1> %2803, <16 x float> %2805, <16 x float> %2804
  br label %2817

2807:                                             ; preds = %2798
  %2808 = bitcast <16 x float> %2799 to <8 x i64>
  %2809 = or <8 x i64> %2808, %88
  %2810 = fcmp oeq <16 x float> %2799, %53
  %2811 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2799, i32 4)
  %2812 = bitcast <8 x i64> %2809 to <16 x float>
  %2813 = select <16 x i1> %2810, <16 x float> %2812, <16 x float> %2811
  br label %2817

2814:                                             ; preds = %2798
  %2815 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2780, <16 x i1> %2777, <16 x float> zeroinitializer)
  %2816 = fadd <16 x float> %2799, %2815
  br label %2817

2817:                                             ; preds = %2814, %2807, %2800
  %2818 = phi <16 x float> [ %2816, %2814 ], [ %2813, %2807 ], [ %2806, %2800 ]
  switch i64 %144, label %2020 [
    i64 1, label %2833
    i64 2, label %2826
    i64 3, label %2819
    i64 0, label %2836
  ]

2819:                                             ; preds = %2817
  %2820 = bitcast <16 x float> %2818 to <8 x i64>
  %2821 = and <8 x i64> %2820, %87
  %2822 = fcmp oeq <16 x float> %2818, %50
  %2823 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2818, i32 4)
  %2824 = bitcast <8 x i64> %2821 to <16 x float>
  %2825 = select <16 x i1> %2822, <16 x float> %2824, <16 x float> %2823
  br label %2836

2826:                                             ; preds = %2817
  %2827 = bitcast <16 x float> %2818 to <8 x i64>
  %2828 = or <8 x i64> %2827, %88
  %2829 = fcmp oeq <16 x float> %2818, %53
  %2830 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2818, i32 4)
  %2831 = bitcast <8 x i64> %2828 to <16 x float>
  %2832 = select <16 x i1> %2829, <16 x float> %2831, <16 x float> %2830
  br label %2836

2833:                                             ; preds = %2817
  %2834 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2780, <16 x i1> %2777, <16 x float> zeroinitializer)
  %2835 = fadd <16 x float> %2818, %2834
  br label %2836

2836:                                             ; preds = %2773, %2779, %2798, %2817, %2833, %2826, %2819
  %2837 = phi <16 x float> [ %2825, %2819 ], [ %2286, %2779 ], [ %2818, %2817 ], [ %2799, %2798 ], [ %2835, %2833 ], [ %2832, %2826 ], [ %2286, %2773 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2837, ptr align 1 %2778, <16 x i1> %2777)
  %2838 = add nsw i64 %2289, %845
  %2839 = bitcast i16 %2202 to <16 x i1>
  %2840 = select i1 %846, <16 x i1> zeroinitializer, <16 x i1> %2839
  %2841 = getelementptr inbounds float, ptr %293, i64 %2838
  br i1 %86, label %2899, label %2842

2842:                                             ; preds = %2836
  %2843 = getelementptr inbounds float, ptr %291, i64 %2838
  switch i64 %145, label %2020 [
    i64 1, label %2858
    i64 2, label %2851
    i64 3, label %2844
    i64 0, label %2899
  ]

2844:                                             ; preds = %2842
  %2845 = bitcast <16 x float> %2287 to <8 x i64>
  %2846 = and <8 x i64> %2845, %87
  %2847 = fcmp oeq <16 x float> %2287, %50
  %2848 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2287, i32 4)
  %2849 = bitcast <8 x i64> %2846 to <16 x float>
  %2850 = select <16 x i1> %2847, <16 x float> %2849, <16 x float> %2848
  br label %2861

2851:                                             ; preds = %2842
  %2852 = bitcast <16 x float> %2287 to <8 x i64>
  %2853 = or <8 x i64> %2852, %88
  %2854 = fcmp oeq <16 x float> %2287, %53
  %2855 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2287, i32 4)
  %2856 = bitcast <8 x i64> %2853 to <16 x float>
  %2857 = select <16 x i1> %2854, <16 x float> %2856, <16 x float> %2855
  br label %2861

2858:                                             ; preds = %2842
  %2859 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2843, <16 x i1> %2840, <16 x float> zeroinitializer)
  %2860 = fadd <16 x float> %2287, %2859
  br label %2861

2861:                                             ; preds = %2858, %2851, %2844
  %2862 = phi <16 x float> [ %2860, %2858 ], [ %2857, %2851 ], [ %2850, %2844 ]
  switch i64 %147, label %2020 [
    i64 1, label %2877
    i64 2, label %2870
    i64 3, label %2863
    i64 0, label %2899
  ]

2863:                                             ; preds = %2861
  %2864 = bitcast <16 x float> %2862 to <8 x i64>
  %2865 = and <8 x i64> %2864, %87
  %2866 = fcmp oeq <16 x float> %2862, %50
  %2867 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2862, i32 4)
  %2868 = bitcast <8 x i64> %2865 to <16 x float>
  %2869 = select <16 x i1> %2866, <16 x float> %2868, <16 x float> %2867
  br label %2880

2870:                                             ; preds = %2861
  %2871 = bitcast <16 x float> %2862 to <8 x i64>
  %2872 = or <8 x i64> %2871, %88
  %2873 = fcmp oeq <16 x float> %2862, %53
  %2874 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2862, i32 4)
  %2875 = bitcast <8 x i64> %2872 to <16 x float>
  %2876 = select <16 x i1> %2873, <16 x float> %2875, <16 x float> %2874
  br label %2880

2877:                                             ; preds = %2861
  %2878 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2843, <16 x i1> %2840, <16 x float> zeroinitializer)
  %2879 = fadd <16 x float> %2862, %2878
  br label %2880

2880:                                             ; preds = %2877, %2870, %2863
  %2881 = phi <16 x float> [ %2879, %2877 ], [ %2876, %2870 ], [ %2869, %2863 ]
  switch i64 %149, label %2020 [
    i64 1, label %2896
    i64 2, label %2889
    i64 3, label %2882
    i64 0, label %2899
  ]

2882:                                             ; preds = %2880
  %2883 = bitcast <16 x float> %2881 to <8 x i64>
  %2884 = and <8 x i64> %2883, %87
  %2885 = fcmp oeq <16 x float> %2881, %50
  %2886 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2881, i32 4)
  %2887 = bitcast <8 x i64> %2884 to <16 x float>
  %2888 = select <16 x i1> %2885, <16 x float> %2887, <16 x float> %2886
  br label %2899

2889:                                             ; preds = %2880
  %2890 = bitcast <16 x float> %2881 to <8 x i64>
  %2891 = or <8 x i64> %2890, %88
  %2892 = fcmp oeq <16 x float> %2881, %53
  %2893 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2881, i32 4)
  %2894 = bitcast <8 x i64> %2891 to <16 x float>
  %2895 = select <16 x i1> %2892, <16 x float> %2894, <16 x float> %2893
  br label %2899

2896:                                             ; preds = %2880
  %2897 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2843, <16 x i1> %2840, <16 x float> zeroinitializer)
  %2898 = fadd <16 x float> %2881, %2897
  br label %2899

2899:                                             ; preds = %2836, %2842, %2861, %2880, %2896, %2889, %2882
  %2900 = phi <16 x float> [ %2888, %2882 ], [ %2287, %2842 ], [ %2881, %2880 ], [ %2862, %2861 ], [ %2898, %2896 ], [ %2895, %2889 ], [ %2287, %2836 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2900, ptr align 1 %2841, <16 x i1> %2840)
  %2901 = add nsw i64 %2289, %848
  %2902 = bitcast i16 %2202 to <16 x i1>
  %2903 = select i1 %849, <16 x i1> zeroinitializer, <16 x i1> %2902
  %2904 = getelementptr inbounds float, ptr %293, i64 %2901
  br i1 %86, label %2962, label %2905

2905:                                             ; preds = %2899
  %2906 = getelementptr inbounds float, ptr %291, i64 %2901
  switch i64 %150, label %2020 [
    i64 1, label %2921
    i64 2, label %2914
    i64 3, label %2907
    i64 0, label %2962
  ]

2907:                                             ; preds = %2905
  %2908 = bitcast <16 x float> %2288 to <8 x i64>
  %2909 = and <8 x i64> %2908, %87
  %2910 = fcmp oeq <16 x float> %2288, %50
  %2911 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2288, i32 4)
  %2912 = bitcast <8 x i64> %2909 to <16 x float>
  %2913 = select <16 x i1> %2910, <16 x float> %2912, <16 x float> %2911
  br label %2924

2914:                                             ; preds = %2905
  %2915 = bitcast <16 x float> %2288 to <8 x i64>
  %2916 = or <8 x i64> %2915, %88
  %2917 = fcmp oeq <16 x float> %2288, %53
  %2918 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2288, i32 4)
  %2919 = bitcast <8 x i64> %2916 to <16 x float>
  %2920 = select <16 x i1> %2917, <16 x float> %2919, <16 x float> %2918
  br label %2924

2921:                                             ; preds = %2905
  %2922 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2906, <16 x i1> %2903, <16 x float> zeroinitializer)
  %2923 = fadd <16 x float> %2288, %2922
  br label %2924

2924:                                             ; preds = %2921, %2914, %2907
  %2925 = phi <16 x float> [ %2923, %2921 ], [ %2920, %2914 ], [ %2913, %2907 ]
  switch i64 %152, label %2020 [
    i64 1, label %2940
    i64 2, label %2933
    i64 3, label %2926
    i64 0, label %2962
  ]

2926:                                             ; preds = %2924
  %2927 = bitcast <16 x float> %2925 to <8 x i64>
  %2928 = and <8 x i64> %2927, %87
  %2929 = fcmp oeq <16 x float> %2925, %50
  %2930 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2925, i32 4)
  %2931 = bitcast <8 x i64> %2928 to <16 x float>
  %2932 = select <16 x i1> %2929, <16 x float> %2931, <16 x float> %2930
  br label %2943

2933:                                             ; preds = %2924
  %2934 = bitcast <16 x float> %2925 to <8 x i64>
  %2935 = or <8 x i64> %2934, %88
  %2936 = fcmp oeq <16 x float> %2925, %53
  %2937 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2925, i32 4)
  %2938 = bitcast <8 x i64> %2935 to <16 x float>
  %2939 = select <16 x i1> %2936, <16 x float> %2938, <16 x float> %2937
  br label %2943

2940:                                             ; preds = %2924
  %2941 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2906, <16 x i1> %2903, <16 x float> zeroinitializer)
  %2942 = fadd <16 x float> %2925, %2941
  br label %2943

2943:                                             ; preds = %2940, %2933, %2926
  %2944 = phi <16 x float> [ %2942, %2940 ], [ %2939, %2933 ], [ %2932, %2926 ]
  switch i64 %154, label %2020 [
    i64 1, label %2959
    i64 2, label %2952
    i64 3, label %2945
    i64 0, label %2962
  ]

2945:                                             ; preds = %2943
  %2946 = bitcast <16 x float> %2944 to <8 x i64>
  %2947 = and <8 x i64> %2946, %87
  %2948 = fcmp oeq <16 x float> %2944, %50
  %2949 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2944, i32 4)
  %2950 = bitcast <8 x i64> %2947 to <16 x float>
  %2951 = select <16 x i1> %2948, <16 x float> %2950, <16 x float> %2949
  br label %2962

2952:                                             ; preds = %2943
  %2953 = bitcast <16 x float> %2944 to <8 x i64>
  %2954 = or <8 x i64> %2953, %88
  %2955 = fcmp oeq <16 x float> %2944, %53
  %2956 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2944, i32 4)
  %2957 = bitcast <8 x i64> %2954 to <16 x float>
  %2958 = select <16 x i1> %2955, <16 x float> %2957, <16 x float> %2956
  br label %2962

2959:                                             ; preds = %2943
  %2960 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2906, <16 x i1> %2903, <16 x float> zeroinitializer)
  %2961 = fadd <16 x float> %2944, %2960
  br label %2962

2962:                                             ; preds = %2899, %2905, %2924, %2943, %2959, %2952, %2945
  %2963 = phi <16 x float> [ %2951, %2945 ], [ %2288, %2905 ], [ %2944, %2943 ], [ %2925, %2924 ], [ %2961, %2959 ], [ %2958, %2952 ], [ %2288, %2899 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2963, ptr align 1 %2904, <16 x i1> %2903)
  %2964 = add nuw nsw i64 %2193, 1
  %2965 = icmp eq i64 %2964, %758
  br i1 %2965, label %2966, label %2192

2966:                                             ; preds = %2962, %792, %2191
  %2967 = add nsw i64 %787, 8
  %2968 = icmp slt i64 %2967, %281
  br i1 %2968, label %786, label %783
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
  br i1 %284, label %285, label %475

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
  %297 = icmp sgt i64 %5, 0
  %298 = icmp sgt i64 %294, 0
  %299 = icmp eq i64 %29, 0
  %300 = bitcast <16 x float> %51 to <8 x i64>
  %301 = bitcast <16 x float> %54 to <8 x i64>
  %302 = mul i64 %12, 24
  %303 = mul i64 %12, 12
  %304 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %305 = getelementptr inbounds nuw i8, ptr %38, i64 8
  %306 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %307 = getelementptr inbounds nuw i8, ptr %38, i64 16
  %308 = getelementptr inbounds nuw i8, ptr %39, i64 8
  %309 = getelementptr inbounds nuw i8, ptr %40, i64 8
  %310 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %311 = getelementptr inbounds nuw i8, ptr %38, i64 8
  %312 = getelementptr inbounds nuw i8, ptr %39, i64 16
  %313 = getelementptr inbounds nuw i8, ptr %40, i64 16
  %314 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %315 = getelementptr inbounds nuw i8, ptr %38, i64 16
  %316 = shl i64 %296, 3
  %317 = mul i64 %296, 12
  %318 = shl i64 %296, 4
  %319 = mul i64 %296, 20
  %320 = mul i64 %296, 24
  %321 = mul i64 %296, 28
  %322 = shl i64 %296, 3
  %323 = mul i64 %296, 12
  %324 = shl i64 %296, 4
  %325 = mul i64 %296, 20
  %326 = mul i64 %296, 24
  %327 = mul i64 %296, 28
  %328 = and i64 %29, 3
  %329 = lshr i64 %29, 2
  %330 = and i64 %329, 3
  %331 = lshr i64 %29, 4
  %332 = and i64 %331, 3
  %333 = and i64 %29, 3
  %334 = lshr i64 %29, 2
  %335 = and i64 %334, 3
  %336 = lshr i64 %29, 4
  %337 = and i64 %336, 3
  %338 = and i64 %29, 3
  %339 = lshr i64 %29, 2
  %340 = and i64 %339, 3
  %341 = lshr i64 %29, 4
  %342 = and i64 %341, 3
  %343 = and i64 %29, 3
  %344 = lshr i64 %29, 2
  %345 = and i64 %344, 3
  %346 = lshr i64 %29, 4
  %347 = and i64 %346, 3
  %348 = and i64 %29, 3
  %349 = lshr i64 %29, 2
  %350 = and i64 %349, 3
  %351 = lshr i64 %29, 4
  %352 = and i64 %351, 3
  %353 = and i64 %29, 3
  %354 = lshr i64 %29, 2
  %355 = and i64 %354, 3
  %356 = lshr i64 %29, 4
  %357 = and i64 %356, 3
  %358 = and i64 %29, 3
  %359 = lshr i64 %29, 2
  %360 = and i64 %359, 3
  %361 = lshr i64 %29, 4
  %362 = and i64 %361, 3
  %363 = and i64 %29, 3
  %364 = lshr i64 %29, 2
  %365 = and i64 %364, 3
  %366 = lshr i64 %29, 4
  %367 = and i64 %366, 3
  %368 = shl i64 %296, 3
  %369 = mul i64 %296, 12
  %370 = shl i64 %296, 4
  %371 = mul i64 %296, 20
  %372 = mul i64 %296, 24
  %373 = mul i64 %296, 28
  %374 = shl i64 %296, 3
  %375 = mul i64 %296, 12
  %376 = shl i64 %296, 4
  %377 = mul i64 %296, 20
  %378 = mul i64 %296, 24
  %379 = mul i64 %296, 28
  %380 = shl i64 %296, 3
  %381 = mul i64 %296, 12
  %382 = shl i64 %296, 4
  %383 = mul i64 %296, 20
  %384 = mul i64 %296, 24
  %385 = mul i64 %296, 28
  %386 = shl i64 %296, 3
  %387 = mul i64 %296, 12
  %388 = shl i64 %296, 4
  %389 = mul i64 %296, 20
  %390 = mul i64 %296, 24
  %391 = mul i64 %296, 28
  %392 = shl i64 %296, 3
  %393 = mul i64 %296, 12
  %394 = shl i64 %296, 4
  %395 = mul i64 %296, 20
  %396 = mul i64 %296, 24
  %397 = mul i64 %296, 28
  %398 = shl i64 %296, 3
  %399 = mul i64 %296, 12
  %400 = shl i64 %296, 4
  %401 = mul i64 %296, 20
  %402 = mul i64 %296, 24
  %403 = mul i64 %296, 28
  %404 = shl i64 %296, 3
  %405 = mul i64 %296, 12
  %406 = shl i64 %296, 4
  %407 = mul i64 %296, 20
  %408 = mul i64 %296, 24
  %409 = mul i64 %296, 28
  %410 = shl i64 %296, 3
  %411 = mul i64 %296, 12
  %412 = shl i64 %296, 4
  %413 = mul i64 %296, 20
  %414 = mul i64 %296, 24
  %415 = mul i64 %296, 28
  %416 = and i64 %29, 3
  %417 = lshr i64 %29, 2
  %418 = and i64 %417, 3
  %419 = lshr i64 %29, 4
  %420 = and i64 %419, 3
  %421 = and i64 %29, 3
  %422 = lshr i64 %29, 2
  %423 = and i64 %422, 3
  %424 = lshr i64 %29, 4
  %425 = and i64 %424, 3
  %426 = and i64 %29, 3
  %427 = lshr i64 %29, 2
  %428 = and i64 %427, 3
  %429 = lshr i64 %29, 4
  %430 = and i64 %429, 3
  %431 = icmp ult i64 %11, 8
  %432 = icmp ult i64 %11, 32
  %433 = and i64 %11, 24
  %434 = and i64 %11, 9223372036854775776
  %435 = icmp eq i64 %11, %434
  %436 = icmp eq i64 %433, 0
  %437 = and i64 %11, 9223372036854775800
  %438 = icmp eq i64 %11, %437
  %439 = icmp ult i64 %12, 8
  %440 = icmp ult i64 %12, 32
  %441 = and i64 %12, 24
  %442 = and i64 %12, 9223372036854775776
  %443 = icmp eq i64 %12, %442
  %444 = icmp eq i64 %441, 0
  %445 = and i64 %12, 9223372036854775800
  %446 = icmp eq i64 %12, %445
  %447 = icmp ult i64 %12, 8
  %448 = and i64 %12, 9223372036854775800
  %449 = icmp eq i64 %12, %448
  %450 = insertelement <8 x i64> poison, i64 %10, i64 0
  %451 = shufflevector <8 x i64> %450, <8 x i64> poison, <8 x i32> zeroinitializer
  %452 = getelementptr inbounds nuw i8, ptr %33, i64 64
  %453 = getelementptr inbounds nuw i8, ptr %33, i64 128
  %454 = getelementptr inbounds nuw i8, ptr %33, i64 192
  %455 = getelementptr inbounds nuw i8, ptr %33, i64 256
  %456 = getelementptr inbounds nuw i8, ptr %33, i64 320
  %457 = getelementptr inbounds nuw i8, ptr %33, i64 384
  %458 = getelementptr inbounds nuw i8, ptr %33, i64 448
  %459 = getelementptr inbounds nuw i8, ptr %33, i64 512
  %460 = getelementptr inbounds nuw i8, ptr %33, i64 576
  %461 = getelementptr inbounds nuw i8, ptr %33, i64 640
  %462 = getelementptr inbounds nuw i8, ptr %33, i64 704
  %463 = getelementptr inbounds nuw i8, ptr %33, i64 768
  %464 = getelementptr inbounds nuw i8, ptr %33, i64 832
  %465 = getelementptr inbounds nuw i8, ptr %33, i64 896
  %466 = getelementptr inbounds nuw i8, ptr %33, i64 960
  %467 = getelementptr inbounds nuw i8, ptr %33, i64 1024
  %468 = getelementptr inbounds nuw i8, ptr %33, i64 1088
  %469 = getelementptr inbounds nuw i8, ptr %33, i64 1152
  %470 = getelementptr inbounds nuw i8, ptr %33, i64 1216
  %471 = getelementptr inbounds nuw i8, ptr %33, i64 1280
  %472 = getelementptr inbounds nuw i8, ptr %33, i64 1344
  %473 = getelementptr inbounds nuw i8, ptr %33, i64 1408
  %474 = getelementptr inbounds nuw i8, ptr %33, i64 1472
  br label %476

475:                                              ; preds = %503, %273
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  ret void

476:                                              ; preds = %285, %503
  %477 = phi i64 [ %3, %285 ], [ %504, %503 ]
  %478 = srem i64 %477, %279
  %479 = sdiv i64 %477, %279
  %480 = srem i64 %479, %282
  %481 = sdiv i64 %479, %282
  %482 = add nsw i64 %478, 1
  %483 = mul i64 %283, %482
  %484 = tail call i64 @llvm.smin.i64(i64 %483, i64 %6)
  %485 = add nsw i64 %480, 1
  %486 = mul nsw i64 %485, %17
  %487 = tail call i64 @llvm.smin.i64(i64 %486, i64 %274)
  %488 = mul nsw i64 %481, %20
  %489 = getelementptr inbounds float, ptr %41, i64 %488
  %490 = mul nsw i64 %481, %21
  %491 = getelementptr inbounds float, ptr %44, i64 %490
  %492 = mul nsw i64 %481, %26
  %493 = getelementptr inbounds float, ptr %45, i64 %492
  %494 = select i1 %286, ptr null, ptr %493
  %495 = mul nsw i64 %481, %24
  %496 = getelementptr inbounds float, ptr %46, i64 %495
  %497 = mul nsw i64 %480, %17
  %498 = mul i64 %283, %478
  %499 = icmp slt i64 %497, %487
  br i1 %499, label %500, label %503

500:                                              ; preds = %476
  %501 = add nsw i64 %487, -1
  %502 = icmp slt i64 %498, %484
  br label %506

503:                                              ; preds = %1086, %476
  %504 = add i64 %477, 1
  %505 = icmp eq i64 %504, %4
  br i1 %505, label %475, label %476

506:                                              ; preds = %500, %1086
  %507 = phi i64 [ %497, %500 ], [ %1087, %1086 ]
  %508 = sub nsw i64 %487, %507
  %509 = icmp sgt i64 %508, 2
  %510 = trunc i64 %508 to i32
  %511 = select i1 %509, i32 3, i32 %510
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  br i1 %58, label %871, label %512

512:                                              ; preds = %506
  %513 = sext i32 %511 to i64
  %514 = tail call i64 @llvm.smin.i64(i64 %507, i64 %501)
  %515 = shl nsw i64 %514, 4
  store i64 %515, ptr %37, align 16
  %516 = icmp sgt i32 %511, 0
  %517 = sub nsw i64 %265, %515
  %518 = select i1 %516, i64 %517, i64 0
  store i64 %518, ptr %38, align 16
  %519 = add nsw i64 %507, 1
  %520 = tail call i64 @llvm.smin.i64(i64 %519, i64 %501)
  %521 = shl nsw i64 %520, 4
  store i64 %521, ptr %304, align 8
  %522 = icmp sgt i32 %511, 1
  %523 = sub nsw i64 %265, %521
  %524 = select i1 %522, i64 %523, i64 0
  store i64 %524, ptr %305, align 8
  %525 = add nsw i64 %507, 2
  %526 = tail call i64 @llvm.smin.i64(i64 %525, i64 %501)
  %527 = shl nsw i64 %526, 4
  store i64 %527, ptr %306, align 16
  %528 = icmp sgt i32 %511, 2
  %529 = sub nsw i64 %265, %527
  %530 = select i1 %528, i64 %529, i64 0
  store i64 %530, ptr %307, align 16
  br label %531

531:                                              ; preds = %512, %849
  %532 = phi i64 [ 0, %512 ], [ %850, %849 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %32, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %31, i8 0, i64 28, i1 false)
  %533 = icmp slt i64 %532, %513
  %534 = getelementptr inbounds nuw i64, ptr %37, i64 %532
  %535 = load i64, ptr %534, align 8
  br i1 %533, label %536, label %544

536:                                              ; preds = %531
  %537 = sub nsw i64 %265, %535
  %538 = tail call i64 @llvm.smin.i64(i64 %537, i64 16)
  %539 = icmp sgt i64 %537, 0
  br i1 %539, label %540, label %544

540:                                              ; preds = %536
  %541 = srem i64 %535, %10
  %542 = sub nsw i64 0, %541
  %543 = sdiv i64 %535, %10
  br label %548

544:                                              ; preds = %781, %531, %536
  br i1 %65, label %545, label %849

545:                                              ; preds = %544
  %546 = getelementptr i64, ptr %35, i64 %532
  %547 = getelementptr i32, ptr %36, i64 %532
  br label %808

548:                                              ; preds = %540, %781
  %549 = phi i64 [ 0, %781 ], [ %542, %540 ]
  %550 = phi i64 [ %554, %781 ], [ 0, %540 ]
  %551 = phi i64 [ %782, %781 ], [ %543, %540 ]
  %552 = add i64 %549, %10
  %553 = add i64 %552, %550
  %554 = tail call i64 @llvm.smin.i64(i64 %553, i64 %538)
  br i1 %65, label %555, label %642

555:                                              ; preds = %548
  %556 = trunc i64 %554 to i32
  %557 = shl nsw i32 -1, %556
  %558 = xor i32 %557, -1
  %559 = trunc i64 %550 to i32
  %560 = shl nsw i32 -1, %559
  %561 = and i32 %560, %558
  br i1 %431, label %640, label %562

562:                                              ; preds = %555
  br i1 %432, label %618, label %563

563:                                              ; preds = %562
  %564 = insertelement <8 x i32> poison, i32 %561, i64 0
  %565 = shufflevector <8 x i32> %564, <8 x i32> poison, <8 x i32> zeroinitializer
  %566 = insertelement <8 x i64> poison, i64 %551, i64 0
  %567 = shufflevector <8 x i64> %566, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %568

568:                                              ; preds = %568, %563
  %569 = phi i64 [ 0, %563 ], [ %614, %568 ]
  %570 = getelementptr inbounds nuw i64, ptr %287, i64 %569
  %571 = getelementptr inbounds nuw i8, ptr %570, i64 64
  %572 = getelementptr inbounds nuw i8, ptr %570, i64 128
  %573 = getelementptr inbounds nuw i8, ptr %570, i64 192
  %574 = load <8 x i64>, ptr %570, align 8
  %575 = load <8 x i64>, ptr %571, align 8
  %576 = load <8 x i64>, ptr %572, align 8
  %577 = load <8 x i64>, ptr %573, align 8
  %578 = add nsw <8 x i64> %574, %567
  %579 = add nsw <8 x i64> %575, %567
  %580 = add nsw <8 x i64> %576, %567
  %581 = add nsw <8 x i64> %577, %567
  %582 = icmp sgt <8 x i64> %578, splat (i64 -1)
  %583 = icmp sgt <8 x i64> %579, splat (i64 -1)
  %584 = icmp sgt <8 x i64> %580, splat (i64 -1)
  %585 = icmp sgt <8 x i64> %581, splat (i64 -1)
  %586 = getelementptr i64, ptr %288, i64 %569
  %587 = getelementptr i8, ptr %586, i64 64
  %588 = getelementptr i8, ptr %586, i64 128
  %589 = getelementptr i8, ptr %586, i64 192
  %590 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %586, <8 x i1> %582, <8 x i64> poison)
  %591 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %587, <8 x i1> %583, <8 x i64> poison)
  %592 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %588, <8 x i1> %584, <8 x i64> poison)
  %593 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %589, <8 x i1> %585, <8 x i64> poison)
  %594 = icmp slt <8 x i64> %578, %590
  %595 = icmp slt <8 x i64> %579, %591
  %596 = icmp slt <8 x i64> %580, %592
  %597 = icmp slt <8 x i64> %581, %593
  %598 = select <8 x i1> %582, <8 x i1> %594, <8 x i1> zeroinitializer
  %599 = select <8 x i1> %583, <8 x i1> %595, <8 x i1> zeroinitializer
  %600 = select <8 x i1> %584, <8 x i1> %596, <8 x i1> zeroinitializer
  %601 = select <8 x i1> %585, <8 x i1> %597, <8 x i1> zeroinitializer
  %602 = getelementptr i32, ptr %31, i64 %569
  %603 = getelementptr i8, ptr %602, i64 32
  %604 = getelementptr i8, ptr %602, i64 64
  %605 = getelementptr i8, ptr %602, i64 96
  %606 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %602, <8 x i1> %598, <8 x i32> poison)
  %607 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %603, <8 x i1> %599, <8 x i32> poison)
  %608 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %604, <8 x i1> %600, <8 x i32> poison)
  %609 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %605, <8 x i1> %601, <8 x i32> poison)
  %610 = or <8 x i32> %606, %565
  %611 = or <8 x i32> %607, %565
  %612 = or <8 x i32> %608, %565
  %613 = or <8 x i32> %609, %565
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %610, ptr align 16 %602, <8 x i1> %598)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %611, ptr align 16 %603, <8 x i1> %599)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %612, ptr align 16 %604, <8 x i1> %600)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %613, ptr align 16 %605, <8 x i1> %601)
  %614 = add nuw i64 %569, 32
  %615 = icmp eq i64 %614, %434
  br i1 %615, label %616, label %568

616:                                              ; preds = %568
  br i1 %435, label %642, label %617

617:                                              ; preds = %616
  br i1 %436, label %640, label %618

618:                                              ; preds = %562, %617
  %619 = phi i64 [ %434, %617 ], [ 0, %562 ]
  %620 = insertelement <8 x i32> poison, i32 %561, i64 0
  %621 = shufflevector <8 x i32> %620, <8 x i32> poison, <8 x i32> zeroinitializer
  %622 = insertelement <8 x i64> poison, i64 %551, i64 0
  %623 = shufflevector <8 x i64> %622, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %624

624:                                              ; preds = %624, %618
  %625 = phi i64 [ %619, %618 ], [ %637, %624 ]
  %626 = getelementptr inbounds nuw i64, ptr %287, i64 %625
  %627 = load <8 x i64>, ptr %626, align 8
  %628 = add nsw <8 x i64> %627, %623
  %629 = icmp sgt <8 x i64> %628, splat (i64 -1)
  %630 = getelementptr i64, ptr %288, i64 %625
  %631 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %630, <8 x i1> %629, <8 x i64> poison)
  %632 = icmp slt <8 x i64> %628, %631
  %633 = select <8 x i1> %629, <8 x i1> %632, <8 x i1> zeroinitializer
  %634 = getelementptr i32, ptr %31, i64 %625
  %635 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %634, <8 x i1> %633, <8 x i32> poison)
  %636 = or <8 x i32> %635, %621
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %636, ptr align 16 %634, <8 x i1> %633)
  %637 = add nuw i64 %625, 8
  %638 = icmp eq i64 %637, %437
  br i1 %638, label %639, label %624

639:                                              ; preds = %624
  br i1 %438, label %642, label %640

640:                                              ; preds = %555, %617, %639
  %641 = phi i64 [ 0, %555 ], [ %434, %617 ], [ %437, %639 ]
  br label %764

642:                                              ; preds = %778, %616, %639, %548
  br i1 %199, label %643, label %781

643:                                              ; preds = %642
  %644 = add i64 %550, %549
  br i1 %439, label %762, label %645

645:                                              ; preds = %643
  br i1 %440, label %731, label %646

646:                                              ; preds = %645
  %647 = insertelement <8 x i64> poison, i64 %644, i64 0
  %648 = shufflevector <8 x i64> %647, <8 x i64> poison, <8 x i32> zeroinitializer
  %649 = insertelement <8 x i64> poison, i64 %550, i64 0
  %650 = shufflevector <8 x i64> %649, <8 x i64> poison, <8 x i32> zeroinitializer
  %651 = insertelement <8 x i64> poison, i64 %554, i64 0
  %652 = shufflevector <8 x i64> %651, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %653

653:                                              ; preds = %653, %646
  %654 = phi i64 [ 0, %646 ], [ %727, %653 ]
  %655 = getelementptr inbounds nuw i64, ptr %289, i64 %654
  %656 = getelementptr inbounds nuw i8, ptr %655, i64 64
  %657 = getelementptr inbounds nuw i8, ptr %655, i64 128
  %658 = getelementptr inbounds nuw i8, ptr %655, i64 192
  %659 = load <8 x i64>, ptr %655, align 8
  %660 = load <8 x i64>, ptr %656, align 8
  %661 = load <8 x i64>, ptr %657, align 8
  %662 = load <8 x i64>, ptr %658, align 8
  %663 = sub <8 x i64> %648, %659
  %664 = sub <8 x i64> %648, %660
  %665 = sub <8 x i64> %648, %661
  %666 = sub <8 x i64> %648, %662
  %667 = getelementptr inbounds nuw i64, ptr %290, i64 %654
  %668 = getelementptr inbounds nuw i8, ptr %667, i64 64
  %669 = getelementptr inbounds nuw i8, ptr %667, i64 128
  %670 = getelementptr inbounds nuw i8, ptr %667, i64 192
  %671 = load <8 x i64>, ptr %667, align 8
  %672 = load <8 x i64>, ptr %668, align 8
  %673 = load <8 x i64>, ptr %669, align 8
  %674 = load <8 x i64>, ptr %670, align 8
  %675 = add nsw <8 x i64> %663, %671
  %676 = add nsw <8 x i64> %664, %672
  %677 = add nsw <8 x i64> %665, %673
  %678 = add nsw <8 x i64> %666, %674
  %679 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %663, <8 x i64> %650)
  %680 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %664, <8 x i64> %650)
  %681 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %665, <8 x i64> %650)
  %682 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %666, <8 x i64> %650)
  %683 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %675, <8 x i64> %652)
  %684 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %676, <8 x i64> %652)
  %685 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %677, <8 x i64> %652)
  %686 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %678, <8 x i64> %652)
  %687 = icmp slt <8 x i64> %679, %683
  %688 = icmp slt <8 x i64> %680, %684
  %689 = icmp slt <8 x i64> %681, %685
  %690 = icmp slt <8 x i64> %682, %686
  %691 = trunc <8 x i64> %683 to <8 x i32>
  %692 = trunc <8 x i64> %684 to <8 x i32>
  %693 = trunc <8 x i64> %685 to <8 x i32>
  %694 = trunc <8 x i64> %686 to <8 x i32>
  %695 = shl nsw <8 x i32> splat (i32 -1), %691
  %696 = shl nsw <8 x i32> splat (i32 -1), %692
  %697 = shl nsw <8 x i32> splat (i32 -1), %693
  %698 = shl nsw <8 x i32> splat (i32 -1), %694
  %699 = xor <8 x i32> %695, splat (i32 -1)
  %700 = xor <8 x i32> %696, splat (i32 -1)
  %701 = xor <8 x i32> %697, splat (i32 -1)
  %702 = xor <8 x i32> %698, splat (i32 -1)
  %703 = trunc <8 x i64> %679 to <8 x i32>
  %704 = trunc <8 x i64> %680 to <8 x i32>
  %705 = trunc <8 x i64> %681 to <8 x i32>
  %706 = trunc <8 x i64> %682 to <8 x i32>
  %707 = shl nsw <8 x i32> splat (i32 -1), %703
  %708 = shl nsw <8 x i32> splat (i32 -1), %704
  %709 = shl nsw <8 x i32> splat (i32 -1), %705
  %710 = shl nsw <8 x i32> splat (i32 -1), %706
  %711 = and <8 x i32> %707, %699
  %712 = and <8 x i32> %708, %700
  %713 = and <8 x i32> %709, %701
  %714 = and <8 x i32> %710, %702
  %715 = getelementptr i32, ptr %32, i64 %654
  %716 = getelementptr i8, ptr %715, i64 32
  %717 = getelementptr i8, ptr %715, i64 64
  %718 = getelementptr i8, ptr %715, i64 96
  %719 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %715, <8 x i1> %687, <8 x i32> poison)
  %720 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %716, <8 x i1> %688, <8 x i32> poison)
  %721 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %717, <8 x i1> %689, <8 x i32> poison)
  %722 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %718, <8 x i1> %690, <8 x i32> poison)
  %723 = or <8 x i32> %719, %711
  %724 = or <8 x i32> %720, %712
  %725 = or <8 x i32> %721, %713
  %726 = or <8 x i32> %722, %714
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %723, ptr align 16 %715, <8 x i1> %687)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %724, ptr align 16 %716, <8 x i1> %688)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %725, ptr align 16 %717, <8 x i1> %689)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %726, ptr align 16 %718, <8 x i1> %690)
  %727 = add nuw i64 %654, 32
  %728 = icmp eq i64 %727, %442
  br i1 %728, label %729, label %653

729:                                              ; preds = %653
  br i1 %443, label %781, label %730

730:                                              ; preds = %729
  br i1 %444, label %762, label %731

731:                                              ; preds = %645, %730
  %732 = phi i64 [ %442, %730 ], [ 0, %645 ]
  %733 = insertelement <8 x i64> poison, i64 %644, i64 0
  %734 = shufflevector <8 x i64> %733, <8 x i64> poison, <8 x i32> zeroinitializer
  %735 = insertelement <8 x i64> poison, i64 %550, i64 0
  %736 = shufflevector <8 x i64> %735, <8 x i64> poison, <8 x i32> zeroinitializer
  %737 = insertelement <8 x i64> poison, i64 %554, i64 0
  %738 = shufflevector <8 x i64> %737, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %739

739:                                              ; preds = %739, %731
  %740 = phi i64 [ %732, %731 ], [ %759, %739 ]
  %741 = getelementptr inbounds nuw i64, ptr %289, i64 %740
  %742 = load <8 x i64>, ptr %741, align 8
  %743 = sub <8 x i64> %734, %742
  %744 = getelementptr inbounds nuw i64, ptr %290, i64 %740
  %745 = load <8 x i64>, ptr %744, align 8
  %746 = add nsw <8 x i64> %743, %745
  %747 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %743, <8 x i64> %736)
  %748 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %746, <8 x i64> %738)
  %749 = icmp slt <8 x i64> %747, %748
  %750 = trunc <8 x i64> %748 to <8 x i32>
  %751 = shl nsw <8 x i32> splat (i32 -1), %750
  %752 = xor <8 x i32> %751, splat (i32 -1)
  %753 = trunc <8 x i64> %747 to <8 x i32>
  %754 = shl nsw <8 x i32> splat (i32 -1), %753
  %755 = and <8 x i32> %754, %752
  %756 = getelementptr i32, ptr %32, i64 %740
  %757 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %756, <8 x i1> %749, <8 x i32> poison)
  %758 = or <8 x i32> %757, %755
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %758, ptr align 16 %756, <8 x i1> %749)
  %759 = add nuw i64 %740, 8
  %760 = icmp eq i64 %759, %445
  br i1 %760, label %761, label %739

761:                                              ; preds = %739
  br i1 %446, label %781, label %762

762:                                              ; preds = %643, %730, %761
  %763 = phi i64 [ 0, %643 ], [ %442, %730 ], [ %445, %761 ]
  br label %784

764:                                              ; preds = %640, %778
  %765 = phi i64 [ %779, %778 ], [ %641, %640 ]
  %766 = getelementptr inbounds nuw i64, ptr %287, i64 %765
  %767 = load i64, ptr %766, align 8
  %768 = add nsw i64 %767, %551
  %769 = icmp sgt i64 %768, -1
  br i1 %769, label %770, label %778

770:                                              ; preds = %764
  %771 = getelementptr inbounds nuw i64, ptr %288, i64 %765
  %772 = load i64, ptr %771, align 8
  %773 = icmp slt i64 %768, %772
  br i1 %773, label %774, label %778

774:                                              ; preds = %770
  %775 = getelementptr inbounds nuw i32, ptr %31, i64 %765
  %776 = load i32, ptr %775, align 4
  %777 = or i32 %776, %561
  store i32 %777, ptr %775, align 4
  br label %778

778:                                              ; preds = %774, %770, %764
  %779 = add nuw nsw i64 %765, 1
  %780 = icmp eq i64 %779, %11
  br i1 %780, label %642, label %764

781:                                              ; preds = %805, %729, %761, %642
  %782 = add nsw i64 %551, 1
  %783 = icmp slt i64 %553, %538
  br i1 %783, label %548, label %544

784:                                              ; preds = %762, %805
  %785 = phi i64 [ %806, %805 ], [ %763, %762 ]
  %786 = getelementptr inbounds nuw i64, ptr %289, i64 %785
  %787 = load i64, ptr %786, align 8
  %788 = sub i64 %644, %787
  %789 = getelementptr inbounds nuw i64, ptr %290, i64 %785
  %790 = load i64, ptr %789, align 8
  %791 = add nsw i64 %788, %790
  %792 = tail call i64 @llvm.smax.i64(i64 %788, i64 %550)
  %793 = tail call i64 @llvm.smin.i64(i64 %791, i64 %554)
  %794 = icmp slt i64 %792, %793
  br i1 %794, label %795, label %805

795:                                              ; preds = %784
  %796 = trunc i64 %793 to i32
  %797 = shl nsw i32 -1, %796
  %798 = xor i32 %797, -1
  %799 = trunc i64 %792 to i32
  %800 = shl nsw i32 -1, %799
  %801 = and i32 %800, %798
  %802 = getelementptr inbounds nuw i32, ptr %32, i64 %785
  %803 = load i32, ptr %802, align 4
  %804 = or i32 %803, %801
  store i32 %804, ptr %802, align 4
  br label %805

805:                                              ; preds = %795, %784
  %806 = add nuw nsw i64 %785, 1
  %807 = icmp eq i64 %806, %12
  br i1 %807, label %781, label %784

808:                                              ; preds = %545, %852
  %809 = phi i64 [ 0, %545 ], [ %853, %852 ]
  br i1 %199, label %810, label %852

810:                                              ; preds = %808
  %811 = getelementptr inbounds nuw i64, ptr %34, i64 %809
  %812 = load i64, ptr %811, align 8
  %813 = getelementptr inbounds nuw i64, ptr %287, i64 %809
  %814 = load i64, ptr %813, align 8
  %815 = mul nsw i64 %814, %10
  %816 = add i64 %812, %535
  %817 = add i64 %816, %815
  %818 = mul nuw nsw i64 %809, %12
  %819 = getelementptr inbounds nuw i32, ptr %31, i64 %809
  %820 = load i32, ptr %819, align 4
  br i1 %447, label %847, label %821

821:                                              ; preds = %810
  %822 = insertelement <8 x i64> poison, i64 %817, i64 0
  %823 = shufflevector <8 x i64> %822, <8 x i64> poison, <8 x i32> zeroinitializer
  %824 = insertelement <8 x i64> poison, i64 %818, i64 0
  %825 = shufflevector <8 x i64> %824, <8 x i64> poison, <8 x i32> zeroinitializer
  %826 = insertelement <8 x i32> poison, i32 %820, i64 0
  %827 = shufflevector <8 x i32> %826, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %828

828:                                              ; preds = %828, %821
  %829 = phi i64 [ 0, %821 ], [ %843, %828 ]
  %830 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %821 ], [ %844, %828 ]
  %831 = getelementptr inbounds nuw i64, ptr %291, i64 %829
  %832 = load <8 x i64>, ptr %831, align 8
  %833 = getelementptr inbounds nuw i64, ptr %289, i64 %829
  %834 = load <8 x i64>, ptr %833, align 8
  %835 = add <8 x i64> %832, %823
  %836 = add nsw <8 x i64> %835, %834
  %837 = add nuw nsw <8 x i64> %830, %825
  %838 = getelementptr [3 x i64], ptr %546, <8 x i64> %837
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %836, <8 x ptr> align 8 %838, <8 x i1> splat (i1 true))
  %839 = getelementptr inbounds nuw i32, ptr %32, i64 %829
  %840 = load <8 x i32>, ptr %839, align 16
  %841 = and <8 x i32> %840, %827
  %842 = getelementptr [3 x i32], ptr %547, <8 x i64> %837
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %841, <8 x ptr> align 4 %842, <8 x i1> splat (i1 true))
  %843 = add nuw i64 %829, 8
  %844 = add nuw nsw <8 x i64> %830, splat (i64 8)
  %845 = icmp eq i64 %843, %448
  br i1 %845, label %846, label %828

846:                                              ; preds = %828
  br i1 %449, label %852, label %847

847:                                              ; preds = %810, %846
  %848 = phi i64 [ 0, %810 ], [ %448, %846 ]
  br label %855

849:                                              ; preds = %852, %544
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  %850 = add nuw nsw i64 %532, 1
  %851 = icmp eq i64 %850, 3
  br i1 %851, label %1051, label %531

852:                                              ; preds = %855, %846, %808
  %853 = add nuw nsw i64 %809, 1
  %854 = icmp eq i64 %853, %11
  br i1 %854, label %849, label %808

855:                                              ; preds = %847, %855
  %856 = phi i64 [ %869, %855 ], [ %848, %847 ]
  %857 = getelementptr inbounds nuw i64, ptr %291, i64 %856
  %858 = load i64, ptr %857, align 8
  %859 = getelementptr inbounds nuw i64, ptr %289, i64 %856
  %860 = load i64, ptr %859, align 8
  %861 = add i64 %858, %817
  %862 = add nsw i64 %861, %860
  %863 = add nuw nsw i64 %856, %818
  %864 = getelementptr [3 x i64], ptr %546, i64 %863
  store i64 %862, ptr %864, align 8
  %865 = getelementptr inbounds nuw i32, ptr %32, i64 %856
  %866 = load i32, ptr %865, align 4
  %867 = and i32 %866, %820
  %868 = getelementptr [3 x i32], ptr %547, i64 %863
  store i32 %867, ptr %868, align 4
  %869 = add nuw nsw i64 %856, 1
  %870 = icmp eq i64 %869, %12
  br i1 %870, label %852, label %855

871:                                              ; preds = %506
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  call void @llvm.lifetime.start.p0(ptr nonnull %40)
  %872 = tail call i64 @llvm.smin.i64(i64 %507, i64 %501)
  %873 = sdiv i64 %872, %267
  store i64 %873, ptr %39, align 16
  %874 = srem i64 %872, %267
  %875 = shl nsw i64 %874, 4
  store i64 %875, ptr %40, align 16
  %876 = mul nsw i64 %873, %10
  %877 = add nsw i64 %875, %876
  store i64 %877, ptr %37, align 16
  %878 = icmp sgt i32 %511, 0
  %879 = sub nsw i64 %10, %875
  %880 = select i1 %878, i64 %879, i64 0
  store i64 %880, ptr %38, align 16
  %881 = add nsw i64 %507, 1
  %882 = tail call i64 @llvm.smin.i64(i64 %881, i64 %501)
  %883 = sdiv i64 %882, %267
  store i64 %883, ptr %308, align 8
  %884 = srem i64 %882, %267
  %885 = shl nsw i64 %884, 4
  store i64 %885, ptr %309, align 8
  %886 = mul nsw i64 %883, %10
  %887 = add nsw i64 %885, %886
  store i64 %887, ptr %310, align 8
  %888 = icmp sgt i32 %511, 1
  %889 = sub nsw i64 %10, %885
  %890 = select i1 %888, i64 %889, i64 0
  store i64 %890, ptr %311, align 8
  %891 = add nsw i64 %507, 2
  %892 = tail call i64 @llvm.smin.i64(i64 %891, i64 %501)
  %893 = sdiv i64 %892, %267
  store i64 %893, ptr %312, align 16
  %894 = srem i64 %892, %267
  %895 = shl nsw i64 %894, 4
  store i64 %895, ptr %313, align 16
  %896 = mul nsw i64 %893, %10
  %897 = add nsw i64 %895, %896
  store i64 %897, ptr %314, align 16
  %898 = icmp sgt i32 %511, 2
  %899 = sub nsw i64 %10, %895
  %900 = select i1 %898, i64 %899, i64 0
  store i64 %900, ptr %315, align 16
  br i1 %65, label %901, label %1050

901:                                              ; preds = %871
  %902 = sext i32 %511 to i64
  %903 = icmp slt i32 %511, 3
  %904 = icmp sgt i32 %511, 0
  %905 = load i64, ptr %64, align 8
  %906 = shl nsw i64 %902, 3
  %907 = sub i32 2, %511
  %908 = zext i32 %907 to i64
  %909 = shl nuw nsw i64 %908, 3
  %910 = add nuw nsw i64 %909, 8
  %911 = shl nsw i64 %902, 2
  %912 = shl nuw nsw i64 %908, 2
  %913 = add nuw nsw i64 %912, 4
  %914 = getelementptr i8, ptr %35, i64 %906
  %915 = getelementptr i8, ptr %36, i64 %911
  %916 = zext i32 %511 to i64
  %917 = icmp ult i32 %511, 8
  %918 = and i64 %916, 4294967288
  %919 = insertelement <8 x i64> poison, i64 %905, i64 0
  %920 = shufflevector <8 x i64> %919, <8 x i64> poison, <8 x i32> zeroinitializer
  %921 = icmp eq i64 %918, %916
  br label %922

922:                                              ; preds = %901, %935
  %923 = phi i64 [ 0, %901 ], [ %936, %935 ]
  br i1 %199, label %924, label %935

924:                                              ; preds = %922
  %925 = mul i64 %302, %923
  %926 = mul i64 %303, %923
  %927 = mul nuw nsw i64 %923, %12
  %928 = getelementptr inbounds nuw i64, ptr %287, i64 %923
  %929 = getelementptr inbounds nuw i64, ptr %288, i64 %923
  %930 = getelementptr inbounds nuw i64, ptr %34, i64 %923
  %931 = getelementptr i8, ptr %914, i64 %925
  %932 = getelementptr i8, ptr %915, i64 %926
  %933 = insertelement <8 x ptr> poison, ptr %929, i64 0
  %934 = shufflevector <8 x ptr> %933, <8 x ptr> poison, <8 x i32> zeroinitializer
  br label %938

935:                                              ; preds = %1008, %922
  %936 = add nuw nsw i64 %923, 1
  %937 = icmp eq i64 %936, %11
  br i1 %937, label %1050, label %922

938:                                              ; preds = %924, %1008
  %939 = phi i64 [ 0, %924 ], [ %1009, %1008 ]
  %940 = add nuw nsw i64 %939, %927
  br i1 %903, label %941, label %946

941:                                              ; preds = %938
  %942 = mul i64 %939, 24
  %943 = getelementptr i8, ptr %931, i64 %942
  %944 = mul i64 %939, 12
  %945 = getelementptr i8, ptr %932, i64 %944
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %943, i8 0, i64 %910, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %945, i8 0, i64 %913, i1 false)
  br i1 %904, label %946, label %1008

946:                                              ; preds = %938, %941
  %947 = load i64, ptr %928, align 8
  %948 = getelementptr inbounds nuw i64, ptr %289, i64 %939
  %949 = load i64, ptr %948, align 8
  %950 = getelementptr inbounds nuw i64, ptr %290, i64 %939
  %951 = load i64, ptr %950, align 8
  %952 = load i64, ptr %930, align 8
  %953 = getelementptr inbounds nuw i64, ptr %291, i64 %939
  %954 = load i64, ptr %953, align 8
  %955 = add i64 %952, %954
  %956 = getelementptr inbounds nuw [3 x i64], ptr %35, i64 %940
  %957 = getelementptr inbounds nuw [3 x i32], ptr %36, i64 %940
  br i1 %917, label %1006, label %958

958:                                              ; preds = %946
  %959 = insertelement <8 x i64> poison, i64 %947, i64 0
  %960 = shufflevector <8 x i64> %959, <8 x i64> poison, <8 x i32> zeroinitializer
  %961 = insertelement <8 x i64> poison, i64 %949, i64 0
  %962 = shufflevector <8 x i64> %961, <8 x i64> poison, <8 x i32> zeroinitializer
  %963 = insertelement <8 x i64> poison, i64 %951, i64 0
  %964 = shufflevector <8 x i64> %963, <8 x i64> poison, <8 x i32> zeroinitializer
  %965 = insertelement <8 x i64> poison, i64 %955, i64 0
  %966 = shufflevector <8 x i64> %965, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %967

967:                                              ; preds = %967, %958
  %968 = phi i64 [ 0, %958 ], [ %1003, %967 ]
  %969 = getelementptr inbounds nuw i64, ptr %39, i64 %968
  %970 = load <8 x i64>, ptr %969, align 16
  %971 = add nsw <8 x i64> %960, %970
  %972 = getelementptr inbounds nuw i64, ptr %40, i64 %968
  %973 = load <8 x i64>, ptr %972, align 16
  %974 = add nsw <8 x i64> %962, %973
  %975 = icmp sgt <8 x i64> %971, splat (i64 -1)
  %976 = call <8 x i64> @llvm.masked.gather.v8i64.v8p0(<8 x ptr> align 8 %934, <8 x i1> %975, <8 x i64> poison)
  %977 = icmp slt <8 x i64> %971, %976
  %978 = freeze <8 x i1> %977
  %979 = and <8 x i1> %975, %978
  %980 = icmp slt <8 x i64> %974, zeroinitializer
  %981 = sub nsw <8 x i64> zeroinitializer, %974
  %982 = select <8 x i1> %980, <8 x i64> %981, <8 x i64> zeroinitializer
  %983 = sub nsw <8 x i64> %964, %974
  %984 = sub nsw <8 x i64> %451, %973
  %985 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %983, <8 x i64> %984)
  %986 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %985, <8 x i64> splat (i64 16))
  %987 = icmp sgt <8 x i64> %986, %982
  %988 = and <8 x i1> %975, %978
  %989 = select <8 x i1> %988, <8 x i1> %987, <8 x i1> zeroinitializer
  %990 = select <8 x i1> %979, <8 x i64> %971, <8 x i64> zeroinitializer
  %991 = mul nsw <8 x i64> %920, %990
  %992 = add <8 x i64> %974, %966
  %993 = add <8 x i64> %992, %991
  %994 = getelementptr inbounds nuw i64, ptr %956, i64 %968
  store <8 x i64> %993, ptr %994, align 8
  %995 = trunc <8 x i64> %986 to <8 x i32>
  %996 = shl nsw <8 x i32> splat (i32 -1), %995
  %997 = xor <8 x i32> %996, splat (i32 -1)
  %998 = trunc <8 x i64> %982 to <8 x i32>
  %999 = shl nsw <8 x i32> splat (i32 -1), %998
  %1000 = and <8 x i32> %999, %997
  %1001 = select <8 x i1> %989, <8 x i32> %1000, <8 x i32> zeroinitializer
  %1002 = getelementptr inbounds nuw i32, ptr %957, i64 %968
  store <8 x i32> %1001, ptr %1002, align 4
  %1003 = add nuw i64 %968, 8
  %1004 = icmp eq i64 %1003, %918
  br i1 %1004, label %1005, label %967

1005:                                             ; preds = %967
  br i1 %921, label %1008, label %1006

1006:                                             ; preds = %946, %1005
  %1007 = phi i64 [ 0, %946 ], [ %918, %1005 ]
  br label %1011

1008:                                             ; preds = %1024, %1005, %941
  %1009 = add nuw nsw i64 %939, 1
  %1010 = icmp eq i64 %1009, %12
  br i1 %1010, label %935, label %938

1011:                                             ; preds = %1006, %1024
  %1012 = phi i64 [ %1048, %1024 ], [ %1007, %1006 ]
  %1013 = getelementptr inbounds nuw i64, ptr %39, i64 %1012
  %1014 = load i64, ptr %1013, align 8
  %1015 = add nsw i64 %947, %1014
  %1016 = getelementptr inbounds nuw i64, ptr %40, i64 %1012
  %1017 = load i64, ptr %1016, align 8
  %1018 = add nsw i64 %949, %1017
  %1019 = icmp sgt i64 %1015, -1
  br i1 %1019, label %1020, label %1024

1020:                                             ; preds = %1011
  %1021 = load i64, ptr %929, align 8
  %1022 = icmp slt i64 %1015, %1021
  %1023 = freeze i1 %1022
  br label %1024

1024:                                             ; preds = %1020, %1011
  %1025 = phi i1 [ false, %1011 ], [ %1023, %1020 ]
  %1026 = icmp slt i64 %1018, 0
  %1027 = sub nsw i64 0, %1018
  %1028 = select i1 %1026, i64 %1027, i64 0
  %1029 = sub nsw i64 %951, %1018
  %1030 = sub nsw i64 %10, %1017
  %1031 = tail call i64 @llvm.smin.i64(i64 %1029, i64 %1030)
  %1032 = tail call i64 @llvm.smin.i64(i64 %1031, i64 16)
  %1033 = icmp sgt i64 %1032, %1028
  %1034 = select i1 %1025, i1 %1033, i1 false
  %1035 = select i1 %1025, i64 %1015, i64 0
  %1036 = mul nsw i64 %905, %1035
  %1037 = add i64 %1018, %955
  %1038 = add i64 %1037, %1036
  %1039 = getelementptr inbounds nuw i64, ptr %956, i64 %1012
  store i64 %1038, ptr %1039, align 8
  %1040 = trunc i64 %1032 to i32
  %1041 = shl nsw i32 -1, %1040
  %1042 = xor i32 %1041, -1
  %1043 = trunc i64 %1028 to i32
  %1044 = shl nsw i32 -1, %1043
  %1045 = and i32 %1044, %1042
  %1046 = select i1 %1034, i32 %1045, i32 0
  %1047 = getelementptr inbounds nuw i32, ptr %957, i64 %1012
  store i32 %1046, ptr %1047, align 4
  %1048 = add nuw nsw i64 %1012, 1
  %1049 = icmp eq i64 %1048, %916
  br i1 %1049, label %1008, label %1011

1050:                                             ; preds = %935, %871
  call void @llvm.lifetime.end.p0(ptr nonnull %40)
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  br label %1051

1051:                                             ; preds = %849, %1050
  %1052 = phi i64 [ %897, %1050 ], [ %527, %849 ]
  %1053 = phi i64 [ %887, %1050 ], [ %521, %849 ]
  %1054 = phi i64 [ %877, %1050 ], [ %515, %849 ]
  %1055 = phi i64 [ %900, %1050 ], [ %530, %849 ]
  %1056 = phi i64 [ %890, %1050 ], [ %524, %849 ]
  %1057 = phi i64 [ %880, %1050 ], [ %518, %849 ]
  br i1 %502, label %1058, label %1086

1058:                                             ; preds = %1051
  %1059 = icmp eq i32 %511, 3
  %1060 = icmp sgt i32 %511, 0
  %1061 = zext nneg i32 %511 to i64
  %1062 = icmp sgt i64 %1057, 15
  %1063 = trunc i64 %1057 to i32
  %1064 = shl nsw i32 -1, %1063
  %1065 = trunc i32 %1064 to i16
  %1066 = xor i16 %1065, -1
  %1067 = select i1 %1062, i16 -1, i16 %1066
  %1068 = icmp sgt i64 %1056, 15
  %1069 = trunc i64 %1056 to i32
  %1070 = shl nsw i32 -1, %1069
  %1071 = trunc i32 %1070 to i16
  %1072 = xor i16 %1071, -1
  %1073 = select i1 %1068, i16 -1, i16 %1072
  %1074 = icmp sgt i64 %1055, 15
  %1075 = trunc i64 %1055 to i32
  %1076 = shl nsw i32 -1, %1075
  %1077 = trunc i32 %1076 to i16
  %1078 = xor i16 %1077, -1
  %1079 = select i1 %1074, i16 -1, i16 %1078
  %1080 = bitcast i16 %1067 to <16 x i1>
  %1081 = bitcast i16 %1073 to <16 x i1>
  %1082 = bitcast i16 %1079 to <16 x i1>
  %1083 = bitcast i16 %1067 to <16 x i1>
  %1084 = bitcast i16 %1073 to <16 x i1>
  %1085 = bitcast i16 %1079 to <16 x i1>
  br label %1089

1086:                                             ; preds = %3269, %1051
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  %1087 = add nsw i64 %507, 3
  %1088 = icmp slt i64 %1087, %487
  br i1 %1088, label %506, label %503

1089:                                             ; preds = %1058, %3269
  %1090 = phi i64 [ %498, %1058 ], [ %3270, %3269 ]
  %1091 = sub nsw i64 %484, %1090
  %1092 = icmp sgt i64 %1091, 7
  %1093 = select i1 %1092, i64 %1090, i64 %292
  %1094 = sub nsw i64 %1090, %1093
  br i1 %1059, label %1153, label %1095

1095:                                             ; preds = %1089
  br i1 %1060, label %1096, label %3269

1096:                                             ; preds = %1095
  %1097 = mul i64 %296, %1093
  %1098 = getelementptr inbounds float, ptr %43, i64 %1093
  %1099 = getelementptr inbounds float, ptr %42, i64 %1097
  %1100 = getelementptr inbounds nuw i8, ptr %1098, i64 4
  %1101 = getelementptr inbounds nuw i8, ptr %1098, i64 8
  %1102 = getelementptr inbounds nuw i8, ptr %1098, i64 12
  %1103 = getelementptr inbounds nuw i8, ptr %1098, i64 16
  %1104 = getelementptr inbounds nuw i8, ptr %1098, i64 20
  %1105 = getelementptr inbounds nuw i8, ptr %1098, i64 24
  %1106 = getelementptr inbounds nuw i8, ptr %1098, i64 28
  %1107 = mul nsw i64 %1093, %265
  %1108 = getelementptr inbounds float, ptr %491, i64 %1107
  %1109 = add nsw i64 %1093, 1
  %1110 = mul nsw i64 %1109, %265
  %1111 = getelementptr inbounds float, ptr %491, i64 %1110
  %1112 = add nsw i64 %1093, 2
  %1113 = mul nsw i64 %1112, %265
  %1114 = getelementptr inbounds float, ptr %491, i64 %1113
  %1115 = add nsw i64 %1093, 3
  %1116 = mul nsw i64 %1115, %265
  %1117 = getelementptr inbounds float, ptr %491, i64 %1116
  %1118 = add nsw i64 %1093, 4
  %1119 = mul nsw i64 %1118, %265
  %1120 = getelementptr inbounds float, ptr %491, i64 %1119
  %1121 = add nsw i64 %1093, 5
  %1122 = mul nsw i64 %1121, %265
  %1123 = getelementptr inbounds float, ptr %491, i64 %1122
  %1124 = add nsw i64 %1093, 6
  %1125 = mul nsw i64 %1124, %265
  %1126 = getelementptr inbounds float, ptr %491, i64 %1125
  %1127 = add nsw i64 %1093, 7
  %1128 = mul nsw i64 %1127, %265
  %1129 = getelementptr inbounds float, ptr %491, i64 %1128
  %1130 = mul nsw i64 %1093, %265
  %1131 = icmp sgt i64 %1094, 0
  %1132 = add nsw i64 %1093, 1
  %1133 = mul nsw i64 %1132, %265
  %1134 = icmp sgt i64 %1094, 1
  %1135 = add nsw i64 %1093, 2
  %1136 = mul nsw i64 %1135, %265
  %1137 = icmp sgt i64 %1094, 2
  %1138 = add nsw i64 %1093, 3
  %1139 = mul nsw i64 %1138, %265
  %1140 = icmp sgt i64 %1094, 3
  %1141 = add nsw i64 %1093, 4
  %1142 = mul nsw i64 %1141, %265
  %1143 = icmp sgt i64 %1094, 4
  %1144 = add nsw i64 %1093, 5
  %1145 = mul nsw i64 %1144, %265
  %1146 = icmp sgt i64 %1094, 5
  %1147 = add nsw i64 %1093, 6
  %1148 = mul nsw i64 %1147, %265
  %1149 = icmp sgt i64 %1094, 6
  %1150 = add nsw i64 %1093, 7
  %1151 = mul nsw i64 %1150, %265
  %1152 = icmp sgt i64 %1094, 7
  br label %2495

1153:                                             ; preds = %1089
  %1154 = getelementptr inbounds float, ptr %43, i64 %1093
  br i1 %295, label %1163, label %1155

1155:                                             ; preds = %1153
  %1156 = load float, ptr %1154, align 4
  %1157 = insertelement <16 x float> poison, float %1156, i64 0
  %1158 = shufflevector <16 x float> %1157, <16 x float> poison, <16 x i32> zeroinitializer
  %1159 = insertelement <16 x float> poison, float %1156, i64 0
  %1160 = shufflevector <16 x float> %1159, <16 x float> poison, <16 x i32> zeroinitializer
  %1161 = insertelement <16 x float> poison, float %1156, i64 0
  %1162 = shufflevector <16 x float> %1161, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1172

1163:                                             ; preds = %1153
  %1164 = mul nsw i64 %1093, %265
  %1165 = getelementptr inbounds float, ptr %491, i64 %1164
  %1166 = getelementptr inbounds float, ptr %1165, i64 %1054
  %1167 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1166, <16 x i1> %1080, <16 x float> zeroinitializer)
  %1168 = getelementptr inbounds float, ptr %1165, i64 %1053
  %1169 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1168, <16 x i1> %1081, <16 x float> zeroinitializer)
  %1170 = getelementptr inbounds float, ptr %1165, i64 %1052
  %1171 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1170, <16 x i1> %1082, <16 x float> zeroinitializer)
  br label %1172

1172:                                             ; preds = %1163, %1155
  %1173 = phi <16 x float> [ %1169, %1163 ], [ %1160, %1155 ]
  %1174 = phi <16 x float> [ %1167, %1163 ], [ %1158, %1155 ]
  %1175 = phi <16 x float> [ %1171, %1163 ], [ %1162, %1155 ]
  br i1 %295, label %1185, label %1176

1176:                                             ; preds = %1172
  %1177 = getelementptr inbounds nuw i8, ptr %1154, i64 4
  %1178 = load float, ptr %1177, align 4
  %1179 = insertelement <16 x float> poison, float %1178, i64 0
  %1180 = shufflevector <16 x float> %1179, <16 x float> poison, <16 x i32> zeroinitializer
  %1181 = insertelement <16 x float> poison, float %1178, i64 0
  %1182 = shufflevector <16 x float> %1181, <16 x float> poison, <16 x i32> zeroinitializer
  %1183 = insertelement <16 x float> poison, float %1178, i64 0
  %1184 = shufflevector <16 x float> %1183, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1195

1185:                                             ; preds = %1172
  %1186 = add nsw i64 %1093, 1
  %1187 = mul nsw i64 %1186, %265
  %1188 = getelementptr inbounds float, ptr %491, i64 %1187
  %1189 = getelementptr inbounds float, ptr %1188, i64 %1054
  %1190 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1189, <16 x i1> %1080, <16 x float> zeroinitializer)
  %1191 = getelementptr inbounds float, ptr %1188, i64 %1053
  %1192 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1191, <16 x i1> %1081, <16 x float> zeroinitializer)
  %1193 = getelementptr inbounds float, ptr %1188, i64 %1052
  %1194 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1193, <16 x i1> %1082, <16 x float> zeroinitializer)
  br label %1195

1195:                                             ; preds = %1185, %1176
  %1196 = phi <16 x float> [ %1192, %1185 ], [ %1182, %1176 ]
  %1197 = phi <16 x float> [ %1190, %1185 ], [ %1180, %1176 ]
  %1198 = phi <16 x float> [ %1194, %1185 ], [ %1184, %1176 ]
  br i1 %295, label %1208, label %1199

1199:                                             ; preds = %1195
  %1200 = getelementptr inbounds nuw i8, ptr %1154, i64 8
  %1201 = load float, ptr %1200, align 4
  %1202 = insertelement <16 x float> poison, float %1201, i64 0
  %1203 = shufflevector <16 x float> %1202, <16 x float> poison, <16 x i32> zeroinitializer
  %1204 = insertelement <16 x float> poison, float %1201, i64 0
  %1205 = shufflevector <16 x float> %1204, <16 x float> poison, <16 x i32> zeroinitializer
  %1206 = insertelement <16 x float> poison, float %1201, i64 0
  %1207 = shufflevector <16 x float> %1206, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1218

1208:                                             ; preds = %1195
  %1209 = add nsw i64 %1093, 2
  %1210 = mul nsw i64 %1209, %265
  %1211 = getelementptr inbounds float, ptr %491, i64 %1210
  %1212 = getelementptr inbounds float, ptr %1211, i64 %1054
  %1213 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1212, <16 x i1> %1080, <16 x float> zeroinitializer)
  %1214 = getelementptr inbounds float, ptr %1211, i64 %1053
  %1215 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1214, <16 x i1> %1081, <16 x float> zeroinitializer)
  %1216 = getelementptr inbounds float, ptr %1211, i64 %1052
  %1217 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1216, <16 x i1> %1082, <16 x float> zeroinitializer)
  br label %1218

1218:                                             ; preds = %1208, %1199
  %1219 = phi <16 x float> [ %1215, %1208 ], [ %1205, %1199 ]
  %1220 = phi <16 x float> [ %1213, %1208 ], [ %1203, %1199 ]
  %1221 = phi <16 x float> [ %1217, %1208 ], [ %1207, %1199 ]
  br i1 %295, label %1231, label %1222

1222:                                             ; preds = %1218
  %1223 = getelementptr inbounds nuw i8, ptr %1154, i64 12
  %1224 = load float, ptr %1223, align 4
  %1225 = insertelement <16 x float> poison, float %1224, i64 0
  %1226 = shufflevector <16 x float> %1225, <16 x float> poison, <16 x i32> zeroinitializer
  %1227 = insertelement <16 x float> poison, float %1224, i64 0
  %1228 = shufflevector <16 x float> %1227, <16 x float> poison, <16 x i32> zeroinitializer
  %1229 = insertelement <16 x float> poison, float %1224, i64 0
  %1230 = shufflevector <16 x float> %1229, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1241

1231:                                             ; preds = %1218
  %1232 = add nsw i64 %1093, 3
  %1233 = mul nsw i64 %1232, %265
  %1234 = getelementptr inbounds float, ptr %491, i64 %1233
  %1235 = getelementptr inbounds float, ptr %1234, i64 %1054
  %1236 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1235, <16 x i1> %1080, <16 x float> zeroinitializer)
  %1237 = getelementptr inbounds float, ptr %1234, i64 %1053
  %1238 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1237, <16 x i1> %1081, <16 x float> zeroinitializer)
  %1239 = getelementptr inbounds float, ptr %1234, i64 %1052
  %1240 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1239, <16 x i1> %1082, <16 x float> zeroinitializer)
  br label %1241

1241:                                             ; preds = %1231, %1222
  %1242 = phi <16 x float> [ %1238, %1231 ], [ %1228, %1222 ]
  %1243 = phi <16 x float> [ %1236, %1231 ], [ %1226, %1222 ]
  %1244 = phi <16 x float> [ %1240, %1231 ], [ %1230, %1222 ]
  br i1 %295, label %1254, label %1245

1245:                                             ; preds = %1241
  %1246 = getelementptr inbounds nuw i8, ptr %1154, i64 16
  %1247 = load float, ptr %1246, align 4
  %1248 = insertelement <16 x float> poison, float %1247, i64 0
  %1249 = shufflevector <16 x float> %1248, <16 x float> poison, <16 x i32> zeroinitializer
  %1250 = insertelement <16 x float> poison, float %1247, i64 0
  %1251 = shufflevector <16 x float> %1250, <16 x float> poison, <16 x i32> zeroinitializer
  %1252 = insertelement <16 x float> poison, float %1247, i64 0
  %1253 = shufflevector <16 x float> %1252, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1264

1254:                                             ; preds = %1241
  %1255 = add nsw i64 %1093, 4
  %1256 = mul nsw i64 %1255, %265
  %1257 = getelementptr inbounds float, ptr %491, i64 %1256
  %1258 = getelementptr inbounds float, ptr %1257, i64 %1054
  %1259 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1258, <16 x i1> %1080, <16 x float> zeroinitializer)
  %1260 = getelementptr inbounds float, ptr %1257, i64 %1053
  %1261 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1260, <16 x i1> %1081, <16 x float> zeroinitializer)
  %1262 = getelementptr inbounds float, ptr %1257, i64 %1052
  %1263 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1262, <16 x i1> %1082, <16 x float> zeroinitializer)
  br label %1264

1264:                                             ; preds = %1254, %1245
  %1265 = phi <16 x float> [ %1261, %1254 ], [ %1251, %1245 ]
  %1266 = phi <16 x float> [ %1259, %1254 ], [ %1249, %1245 ]
  %1267 = phi <16 x float> [ %1263, %1254 ], [ %1253, %1245 ]
  br i1 %295, label %1277, label %1268

1268:                                             ; preds = %1264
  %1269 = getelementptr inbounds nuw i8, ptr %1154, i64 20
  %1270 = load float, ptr %1269, align 4
  %1271 = insertelement <16 x float> poison, float %1270, i64 0
  %1272 = shufflevector <16 x float> %1271, <16 x float> poison, <16 x i32> zeroinitializer
  %1273 = insertelement <16 x float> poison, float %1270, i64 0
  %1274 = shufflevector <16 x float> %1273, <16 x float> poison, <16 x i32> zeroinitializer
  %1275 = insertelement <16 x float> poison, float %1270, i64 0
  %1276 = shufflevector <16 x float> %1275, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1287

1277:                                             ; preds = %1264
  %1278 = add nsw i64 %1093, 5
  %1279 = mul nsw i64 %1278, %265
  %1280 = getelementptr inbounds float, ptr %491, i64 %1279
  %1281 = getelementptr inbounds float, ptr %1280, i64 %1054
  %1282 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1281, <16 x i1> %1080, <16 x float> zeroinitializer)
  %1283 = getelementptr inbounds float, ptr %1280, i64 %1053
  %1284 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1283, <16 x i1> %1081, <16 x float> zeroinitializer)
  %1285 = getelementptr inbounds float, ptr %1280, i64 %1052
  %1286 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1285, <16 x i1> %1082, <16 x float> zeroinitializer)
  br label %1287

1287:                                             ; preds = %1277, %1268
  %1288 = phi <16 x float> [ %1284, %1277 ], [ %1274, %1268 ]
  %1289 = phi <16 x float> [ %1282, %1277 ], [ %1272, %1268 ]
  %1290 = phi <16 x float> [ %1286, %1277 ], [ %1276, %1268 ]
  br i1 %295, label %1300, label %1291

1291:                                             ; preds = %1287
  %1292 = getelementptr inbounds nuw i8, ptr %1154, i64 24
  %1293 = load float, ptr %1292, align 4
  %1294 = insertelement <16 x float> poison, float %1293, i64 0
  %1295 = shufflevector <16 x float> %1294, <16 x float> poison, <16 x i32> zeroinitializer
  %1296 = insertelement <16 x float> poison, float %1293, i64 0
  %1297 = shufflevector <16 x float> %1296, <16 x float> poison, <16 x i32> zeroinitializer
  %1298 = insertelement <16 x float> poison, float %1293, i64 0
  %1299 = shufflevector <16 x float> %1298, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1310

1300:                                             ; preds = %1287
  %1301 = add nsw i64 %1093, 6
  %1302 = mul nsw i64 %1301, %265
  %1303 = getelementptr inbounds float, ptr %491, i64 %1302
  %1304 = getelementptr inbounds float, ptr %1303, i64 %1054
  %1305 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1304, <16 x i1> %1080, <16 x float> zeroinitializer)
  %1306 = getelementptr inbounds float, ptr %1303, i64 %1053
  %1307 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1306, <16 x i1> %1081, <16 x float> zeroinitializer)
  %1308 = getelementptr inbounds float, ptr %1303, i64 %1052
  %1309 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1308, <16 x i1> %1082, <16 x float> zeroinitializer)
  br label %1310

1310:                                             ; preds = %1300, %1291
  %1311 = phi <16 x float> [ %1307, %1300 ], [ %1297, %1291 ]
  %1312 = phi <16 x float> [ %1305, %1300 ], [ %1295, %1291 ]
  %1313 = phi <16 x float> [ %1309, %1300 ], [ %1299, %1291 ]
  br i1 %295, label %1323, label %1314

1314:                                             ; preds = %1310
  %1315 = getelementptr inbounds nuw i8, ptr %1154, i64 28
  %1316 = load float, ptr %1315, align 4
  %1317 = insertelement <16 x float> poison, float %1316, i64 0
  %1318 = shufflevector <16 x float> %1317, <16 x float> poison, <16 x i32> zeroinitializer
  %1319 = insertelement <16 x float> poison, float %1316, i64 0
  %1320 = shufflevector <16 x float> %1319, <16 x float> poison, <16 x i32> zeroinitializer
  %1321 = insertelement <16 x float> poison, float %1316, i64 0
  %1322 = shufflevector <16 x float> %1321, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1333

1323:                                             ; preds = %1310
  %1324 = add nsw i64 %1093, 7
  %1325 = mul nsw i64 %1324, %265
  %1326 = getelementptr inbounds float, ptr %491, i64 %1325
  %1327 = getelementptr inbounds float, ptr %1326, i64 %1054
  %1328 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1327, <16 x i1> %1080, <16 x float> zeroinitializer)
  %1329 = getelementptr inbounds float, ptr %1326, i64 %1053
  %1330 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1329, <16 x i1> %1081, <16 x float> zeroinitializer)
  %1331 = getelementptr inbounds float, ptr %1326, i64 %1052
  %1332 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1331, <16 x i1> %1082, <16 x float> zeroinitializer)
  br label %1333

1333:                                             ; preds = %1323, %1314
  %1334 = phi <16 x float> [ %1330, %1323 ], [ %1320, %1314 ]
  %1335 = phi <16 x float> [ %1328, %1323 ], [ %1318, %1314 ]
  %1336 = phi <16 x float> [ %1332, %1323 ], [ %1322, %1314 ]
  %1337 = mul i64 %296, %1093
  %1338 = getelementptr inbounds float, ptr %42, i64 %1337
  br i1 %297, label %1391, label %1366

1339:                                             ; preds = %2266, %1391
  %1340 = phi <16 x float> [ %1392, %1391 ], [ %2267, %2266 ]
  %1341 = phi <16 x float> [ %1393, %1391 ], [ %2268, %2266 ]
  %1342 = phi <16 x float> [ %1394, %1391 ], [ %2269, %2266 ]
  %1343 = phi <16 x float> [ %1395, %1391 ], [ %2270, %2266 ]
  %1344 = phi <16 x float> [ %1396, %1391 ], [ %2271, %2266 ]
  %1345 = phi <16 x float> [ %1397, %1391 ], [ %2272, %2266 ]
  %1346 = phi <16 x float> [ %1398, %1391 ], [ %2273, %2266 ]
  %1347 = phi <16 x float> [ %1399, %1391 ], [ %2274, %2266 ]
  %1348 = phi <16 x float> [ %1400, %1391 ], [ %2275, %2266 ]
  %1349 = phi <16 x float> [ %1401, %1391 ], [ %2276, %2266 ]
  %1350 = phi <16 x float> [ %1402, %1391 ], [ %2277, %2266 ]
  %1351 = phi <16 x float> [ %1403, %1391 ], [ %2278, %2266 ]
  %1352 = phi <16 x float> [ %1404, %1391 ], [ %2279, %2266 ]
  %1353 = phi <16 x float> [ %1405, %1391 ], [ %2280, %2266 ]
  %1354 = phi <16 x float> [ %1406, %1391 ], [ %2281, %2266 ]
  %1355 = phi <16 x float> [ %1407, %1391 ], [ %2282, %2266 ]
  %1356 = phi <16 x float> [ %1408, %1391 ], [ %2283, %2266 ]
  %1357 = phi <16 x float> [ %1409, %1391 ], [ %2284, %2266 ]
  %1358 = phi <16 x float> [ %1410, %1391 ], [ %2285, %2266 ]
  %1359 = phi <16 x float> [ %1411, %1391 ], [ %2286, %2266 ]
  %1360 = phi <16 x float> [ %1412, %1391 ], [ %2287, %2266 ]
  %1361 = phi <16 x float> [ %1413, %1391 ], [ %2288, %2266 ]
  %1362 = phi <16 x float> [ %1414, %1391 ], [ %2289, %2266 ]
  %1363 = phi <16 x float> [ %1415, %1391 ], [ %2290, %2266 ]
  %1364 = icmp slt i64 %1420, %5
  %1365 = add i64 %1416, -16
  br i1 %1364, label %1391, label %1366

1366:                                             ; preds = %1339, %1333
  %1367 = phi <16 x float> [ %1336, %1333 ], [ %1340, %1339 ]
  %1368 = phi <16 x float> [ %1334, %1333 ], [ %1341, %1339 ]
  %1369 = phi <16 x float> [ %1335, %1333 ], [ %1342, %1339 ]
  %1370 = phi <16 x float> [ %1313, %1333 ], [ %1343, %1339 ]
  %1371 = phi <16 x float> [ %1311, %1333 ], [ %1344, %1339 ]
  %1372 = phi <16 x float> [ %1312, %1333 ], [ %1345, %1339 ]
  %1373 = phi <16 x float> [ %1290, %1333 ], [ %1346, %1339 ]
  %1374 = phi <16 x float> [ %1288, %1333 ], [ %1347, %1339 ]
  %1375 = phi <16 x float> [ %1289, %1333 ], [ %1348, %1339 ]
  %1376 = phi <16 x float> [ %1267, %1333 ], [ %1349, %1339 ]
  %1377 = phi <16 x float> [ %1265, %1333 ], [ %1350, %1339 ]
  %1378 = phi <16 x float> [ %1266, %1333 ], [ %1351, %1339 ]
  %1379 = phi <16 x float> [ %1244, %1333 ], [ %1352, %1339 ]
  %1380 = phi <16 x float> [ %1242, %1333 ], [ %1353, %1339 ]
  %1381 = phi <16 x float> [ %1243, %1333 ], [ %1354, %1339 ]
  %1382 = phi <16 x float> [ %1221, %1333 ], [ %1355, %1339 ]
  %1383 = phi <16 x float> [ %1219, %1333 ], [ %1356, %1339 ]
  %1384 = phi <16 x float> [ %1220, %1333 ], [ %1357, %1339 ]
  %1385 = phi <16 x float> [ %1198, %1333 ], [ %1358, %1339 ]
  %1386 = phi <16 x float> [ %1196, %1333 ], [ %1359, %1339 ]
  %1387 = phi <16 x float> [ %1197, %1333 ], [ %1360, %1339 ]
  %1388 = phi <16 x float> [ %1175, %1333 ], [ %1361, %1339 ]
  %1389 = phi <16 x float> [ %1173, %1333 ], [ %1362, %1339 ]
  %1390 = phi <16 x float> [ %1174, %1333 ], [ %1363, %1339 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  store <16 x float> %1390, ptr %33, align 64
  store <16 x float> %1389, ptr %452, align 64
  store <16 x float> %1388, ptr %453, align 64
  store <16 x float> %1387, ptr %454, align 64
  store <16 x float> %1386, ptr %455, align 64
  store <16 x float> %1385, ptr %456, align 64
  store <16 x float> %1384, ptr %457, align 64
  store <16 x float> %1383, ptr %458, align 64
  store <16 x float> %1382, ptr %459, align 64
  store <16 x float> %1381, ptr %460, align 64
  store <16 x float> %1380, ptr %461, align 64
  store <16 x float> %1379, ptr %462, align 64
  store <16 x float> %1378, ptr %463, align 64
  store <16 x float> %1377, ptr %464, align 64
  store <16 x float> %1376, ptr %465, align 64
  store <16 x float> %1375, ptr %466, align 64
  store <16 x float> %1374, ptr %467, align 64
  store <16 x float> %1373, ptr %468, align 64
  store <16 x float> %1372, ptr %469, align 64
  store <16 x float> %1371, ptr %470, align 64
  store <16 x float> %1370, ptr %471, align 64
  store <16 x float> %1369, ptr %472, align 64
  store <16 x float> %1368, ptr %473, align 64
  store <16 x float> %1367, ptr %474, align 64
  br label %2293

1391:                                             ; preds = %1333, %1339
  %1392 = phi <16 x float> [ %1340, %1339 ], [ %1336, %1333 ]
  %1393 = phi <16 x float> [ %1341, %1339 ], [ %1334, %1333 ]
  %1394 = phi <16 x float> [ %1342, %1339 ], [ %1335, %1333 ]
  %1395 = phi <16 x float> [ %1343, %1339 ], [ %1313, %1333 ]
  %1396 = phi <16 x float> [ %1344, %1339 ], [ %1311, %1333 ]
  %1397 = phi <16 x float> [ %1345, %1339 ], [ %1312, %1333 ]
  %1398 = phi <16 x float> [ %1346, %1339 ], [ %1290, %1333 ]
  %1399 = phi <16 x float> [ %1347, %1339 ], [ %1288, %1333 ]
  %1400 = phi <16 x float> [ %1348, %1339 ], [ %1289, %1333 ]
  %1401 = phi <16 x float> [ %1349, %1339 ], [ %1267, %1333 ]
  %1402 = phi <16 x float> [ %1350, %1339 ], [ %1265, %1333 ]
  %1403 = phi <16 x float> [ %1351, %1339 ], [ %1266, %1333 ]
  %1404 = phi <16 x float> [ %1352, %1339 ], [ %1244, %1333 ]
  %1405 = phi <16 x float> [ %1353, %1339 ], [ %1242, %1333 ]
  %1406 = phi <16 x float> [ %1354, %1339 ], [ %1243, %1333 ]
  %1407 = phi <16 x float> [ %1355, %1339 ], [ %1221, %1333 ]
  %1408 = phi <16 x float> [ %1356, %1339 ], [ %1219, %1333 ]
  %1409 = phi <16 x float> [ %1357, %1339 ], [ %1220, %1333 ]
  %1410 = phi <16 x float> [ %1358, %1339 ], [ %1198, %1333 ]
  %1411 = phi <16 x float> [ %1359, %1339 ], [ %1196, %1333 ]
  %1412 = phi <16 x float> [ %1360, %1339 ], [ %1197, %1333 ]
  %1413 = phi <16 x float> [ %1361, %1339 ], [ %1175, %1333 ]
  %1414 = phi <16 x float> [ %1362, %1339 ], [ %1173, %1333 ]
  %1415 = phi <16 x float> [ %1363, %1339 ], [ %1174, %1333 ]
  %1416 = phi i64 [ %1365, %1339 ], [ %5, %1333 ]
  %1417 = phi i64 [ %1420, %1339 ], [ 0, %1333 ]
  %1418 = call i64 @llvm.smin.i64(i64 %1416, i64 16)
  %1419 = add i64 %1418, %1417
  %1420 = add nuw nsw i64 %1417, 16
  br i1 %298, label %1421, label %1339

1421:                                             ; preds = %1391
  %1422 = sub nsw i64 %5, %1417
  %1423 = icmp sgt i64 %1422, 15
  %1424 = mul nsw i64 %1417, %293
  %1425 = getelementptr inbounds float, ptr %489, i64 %1424
  %1426 = mul nuw nsw i64 %1417, %294
  %1427 = getelementptr inbounds nuw float, ptr %1338, i64 %1426
  %1428 = icmp sgt i64 %5, %1417
  %1429 = or i1 %1423, %1428
  br label %1430

1430:                                             ; preds = %1421, %2266
  %1431 = phi <16 x float> [ %1392, %1421 ], [ %2267, %2266 ]
  %1432 = phi <16 x float> [ %1393, %1421 ], [ %2268, %2266 ]
  %1433 = phi <16 x float> [ %1394, %1421 ], [ %2269, %2266 ]
  %1434 = phi <16 x float> [ %1395, %1421 ], [ %2270, %2266 ]
  %1435 = phi <16 x float> [ %1396, %1421 ], [ %2271, %2266 ]
  %1436 = phi <16 x float> [ %1397, %1421 ], [ %2272, %2266 ]
  %1437 = phi <16 x float> [ %1398, %1421 ], [ %2273, %2266 ]
  %1438 = phi <16 x float> [ %1399, %1421 ], [ %2274, %2266 ]
  %1439 = phi <16 x float> [ %1400, %1421 ], [ %2275, %2266 ]
  %1440 = phi <16 x float> [ %1401, %1421 ], [ %2276, %2266 ]
  %1441 = phi <16 x float> [ %1402, %1421 ], [ %2277, %2266 ]
  %1442 = phi <16 x float> [ %1403, %1421 ], [ %2278, %2266 ]
  %1443 = phi <16 x float> [ %1404, %1421 ], [ %2279, %2266 ]
  %1444 = phi <16 x float> [ %1405, %1421 ], [ %2280, %2266 ]
  %1445 = phi <16 x float> [ %1406, %1421 ], [ %2281, %2266 ]
  %1446 = phi <16 x float> [ %1407, %1421 ], [ %2282, %2266 ]
  %1447 = phi <16 x float> [ %1408, %1421 ], [ %2283, %2266 ]
  %1448 = phi <16 x float> [ %1409, %1421 ], [ %2284, %2266 ]
  %1449 = phi <16 x float> [ %1410, %1421 ], [ %2285, %2266 ]
  %1450 = phi <16 x float> [ %1411, %1421 ], [ %2286, %2266 ]
  %1451 = phi <16 x float> [ %1412, %1421 ], [ %2287, %2266 ]
  %1452 = phi <16 x float> [ %1413, %1421 ], [ %2288, %2266 ]
  %1453 = phi <16 x float> [ %1414, %1421 ], [ %2289, %2266 ]
  %1454 = phi <16 x float> [ %1415, %1421 ], [ %2290, %2266 ]
  %1455 = phi i64 [ 0, %1421 ], [ %2291, %2266 ]
  %1456 = mul nuw nsw i64 %1455, 12
  %1457 = getelementptr nuw i8, ptr %36, i64 %1456
  %1458 = mul nuw nsw i64 %1455, 24
  %1459 = getelementptr nuw i8, ptr %35, i64 %1458
  %1460 = load i64, ptr %1459, align 8
  %1461 = getelementptr inbounds nuw i8, ptr %1459, i64 8
  %1462 = load i64, ptr %1461, align 8
  %1463 = getelementptr inbounds nuw i8, ptr %1459, i64 16
  %1464 = load i64, ptr %1463, align 8
  %1465 = load i32, ptr %1457, align 4
  %1466 = getelementptr inbounds nuw i8, ptr %1457, i64 4
  %1467 = load i32, ptr %1466, align 4
  %1468 = getelementptr inbounds nuw i8, ptr %1457, i64 8
  %1469 = load i32, ptr %1468, align 4
  %1470 = and i32 %1465, 65535
  %1471 = icmp eq i32 %1470, 65535
  %1472 = zext i1 %1471 to i32
  %1473 = and i32 %1467, 65535
  %1474 = icmp eq i32 %1473, 65535
  %1475 = select i1 %1474, i32 2, i32 0
  %1476 = or disjoint i32 %1475, %1472
  %1477 = and i32 %1469, 65535
  %1478 = icmp eq i32 %1477, 65535
  %1479 = select i1 %1478, i32 4, i32 0
  %1480 = or disjoint i32 %1479, %1476
  %1481 = getelementptr inbounds nuw float, ptr %1427, i64 %1455
  switch i32 %1480, label %1513 [
    i32 1, label %1507
    i32 2, label %1501
    i32 3, label %1497
    i32 4, label %1491
    i32 5, label %1487
    i32 6, label %1483
    i32 7, label %1482
    i32 0, label %1514
  ]

1482:                                             ; preds = %1430
  br i1 %1429, label %2080, label %2266

1483:                                             ; preds = %1430
  br i1 %1429, label %1484, label %2266

1484:                                             ; preds = %1483
  %1485 = trunc i32 %1465 to i16
  %1486 = bitcast i16 %1485 to <16 x i1>
  br label %1987

1487:                                             ; preds = %1430
  br i1 %1429, label %1488, label %2266

1488:                                             ; preds = %1487
  %1489 = trunc i32 %1467 to i16
  %1490 = bitcast i16 %1489 to <16 x i1>
  br label %1894

1491:                                             ; preds = %1430
  br i1 %1429, label %1492, label %2266

1492:                                             ; preds = %1491
  %1493 = trunc i32 %1465 to i16
  %1494 = bitcast i16 %1493 to <16 x i1>
  %1495 = trunc i32 %1467 to i16
  %1496 = bitcast i16 %1495 to <16 x i1>
  br label %1801

1497:                                             ; preds = %1430
  br i1 %1429, label %1498, label %2266

1498:                                             ; preds = %1497
  %1499 = trunc i32 %1469 to i16
  %1500 = bitcast i16 %1499 to <16 x i1>
  br label %1708

1501:                                             ; preds = %1430
  br i1 %1429, label %1502, label %2266

1502:                                             ; preds = %1501
  %1503 = trunc i32 %1465 to i16
  %1504 = bitcast i16 %1503 to <16 x i1>
  %1505 = trunc i32 %1469 to i16
  %1506 = bitcast i16 %1505 to <16 x i1>
  br label %1615

1507:                                             ; preds = %1430
  br i1 %1429, label %1508, label %2266

1508:                                             ; preds = %1507
  %1509 = trunc i32 %1467 to i16
  %1510 = bitcast i16 %1509 to <16 x i1>
  %1511 = trunc i32 %1469 to i16
  %1512 = bitcast i16 %1511 to <16 x i1>
  br label %1522

1513:                                             ; preds = %1430
  unreachable

1514:                                             ; preds = %1430
  br i1 %1429, label %1515, label %2266

1515:                                             ; preds = %1514
  %1516 = trunc i32 %1465 to i16
  %1517 = bitcast i16 %1516 to <16 x i1>
  %1518 = trunc i32 %1467 to i16
  %1519 = bitcast i16 %1518 to <16 x i1>
  %1520 = trunc i32 %1469 to i16
  %1521 = bitcast i16 %1520 to <16 x i1>
  br label %2173

1522:                                             ; preds = %1508, %1522
  %1523 = phi <16 x float> [ %1610, %1522 ], [ %1431, %1508 ]
  %1524 = phi <16 x float> [ %1609, %1522 ], [ %1432, %1508 ]
  %1525 = phi <16 x float> [ %1608, %1522 ], [ %1433, %1508 ]
  %1526 = phi <16 x float> [ %1603, %1522 ], [ %1434, %1508 ]
  %1527 = phi <16 x float> [ %1602, %1522 ], [ %1435, %1508 ]
  %1528 = phi <16 x float> [ %1601, %1522 ], [ %1436, %1508 ]
  %1529 = phi <16 x float> [ %1596, %1522 ], [ %1437, %1508 ]
  %1530 = phi <16 x float> [ %1595, %1522 ], [ %1438, %1508 ]
  %1531 = phi <16 x float> [ %1594, %1522 ], [ %1439, %1508 ]
  %1532 = phi <16 x float> [ %1589, %1522 ], [ %1440, %1508 ]
  %1533 = phi <16 x float> [ %1588, %1522 ], [ %1441, %1508 ]
  %1534 = phi <16 x float> [ %1587, %1522 ], [ %1442, %1508 ]
  %1535 = phi <16 x float> [ %1582, %1522 ], [ %1443, %1508 ]
  %1536 = phi <16 x float> [ %1581, %1522 ], [ %1444, %1508 ]
  %1537 = phi <16 x float> [ %1580, %1522 ], [ %1445, %1508 ]
  %1538 = phi <16 x float> [ %1575, %1522 ], [ %1446, %1508 ]
  %1539 = phi <16 x float> [ %1574, %1522 ], [ %1447, %1508 ]
  %1540 = phi <16 x float> [ %1573, %1522 ], [ %1448, %1508 ]
  %1541 = phi <16 x float> [ %1568, %1522 ], [ %1449, %1508 ]
  %1542 = phi <16 x float> [ %1567, %1522 ], [ %1450, %1508 ]
  %1543 = phi <16 x float> [ %1566, %1522 ], [ %1451, %1508 ]
  %1544 = phi <16 x float> [ %1561, %1522 ], [ %1452, %1508 ]
  %1545 = phi <16 x float> [ %1560, %1522 ], [ %1453, %1508 ]
  %1546 = phi <16 x float> [ %1559, %1522 ], [ %1454, %1508 ]
  %1547 = phi ptr [ %1612, %1522 ], [ %1425, %1508 ]
  %1548 = phi ptr [ %1613, %1522 ], [ %1481, %1508 ]
  %1549 = phi i64 [ %1611, %1522 ], [ %1417, %1508 ]
  %1550 = getelementptr inbounds float, ptr %1547, i64 %1460
  %1551 = load <16 x float>, ptr %1550, align 1
  %1552 = getelementptr inbounds float, ptr %1547, i64 %1462
  %1553 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1552, <16 x i1> %1510, <16 x float> zeroinitializer)
  %1554 = getelementptr inbounds float, ptr %1547, i64 %1464
  %1555 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1554, <16 x i1> %1512, <16 x float> zeroinitializer)
  %1556 = load float, ptr %1548, align 4
  %1557 = insertelement <16 x float> poison, float %1556, i64 0
  %1558 = shufflevector <16 x float> %1557, <16 x float> poison, <16 x i32> zeroinitializer
  %1559 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1551, <16 x float> %1558, <16 x float> %1546)
  %1560 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1553, <16 x float> %1558, <16 x float> %1545)
  %1561 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1555, <16 x float> %1558, <16 x float> %1544)
  %1562 = getelementptr inbounds float, ptr %1548, i64 %296
  %1563 = load float, ptr %1562, align 4
  %1564 = insertelement <16 x float> poison, float %1563, i64 0
  %1565 = shufflevector <16 x float> %1564, <16 x float> poison, <16 x i32> zeroinitializer
  %1566 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1551, <16 x float> %1565, <16 x float> %1543)
  %1567 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1553, <16 x float> %1565, <16 x float> %1542)
  %1568 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1555, <16 x float> %1565, <16 x float> %1541)
  %1569 = getelementptr inbounds i8, ptr %1548, i64 %404
  %1570 = load float, ptr %1569, align 4
  %1571 = insertelement <16 x float> poison, float %1570, i64 0
  %1572 = shufflevector <16 x float> %1571, <16 x float> poison, <16 x i32> zeroinitializer
  %1573 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1551, <16 x float> %1572, <16 x float> %1540)
  %1574 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1553, <16 x float> %1572, <16 x float> %1539)
  %1575 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1555, <16 x float> %1572, <16 x float> %1538)
  %1576 = getelementptr inbounds i8, ptr %1548, i64 %405
  %1577 = load float, ptr %1576, align 4
  %1578 = insertelement <16 x float> poison, float %1577, i64 0
  %1579 = shufflevector <16 x float> %1578, <16 x float> poison, <16 x i32> zeroinitializer
  %1580 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1551, <16 x float> %1579, <16 x float> %1537)
  %1581 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1553, <16 x float> %1579, <16 x float> %1536)
  %1582 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1555, <16 x float> %1579, <16 x float> %1535)
  %1583 = getelementptr inbounds i8, ptr %1548, i64 %406
  %1584 = load float, ptr %1583, align 4
  %1585 = insertelement <16 x float> poison, float %1584, i64 0
  %1586 = shufflevector <16 x float> %1585, <16 x float> poison, <16 x i32> zeroinitializer
  %1587 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1551, <16 x float> %1586, <16 x float> %1534)
  %1588 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1553, <16 x float> %1586, <16 x float> %1533)
  %1589 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1555, <16 x float> %1586, <16 x float> %1532)
  %1590 = getelementptr inbounds i8, ptr %1548, i64 %407
  %1591 = load float, ptr %1590, align 4
  %1592 = insertelement <16 x float> poison, float %1591, i64 0
  %1593 = shufflevector <16 x float> %1592, <16 x float> poison, <16 x i32> zeroinitializer
  %1594 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1551, <16 x float> %1593, <16 x float> %1531)
  %1595 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1553, <16 x float> %1593, <16 x float> %1530)
  %1596 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1555, <16 x float> %1593, <16 x float> %1529)
  %1597 = getelementptr inbounds i8, ptr %1548, i64 %408
  %1598 = load float, ptr %1597, align 4
  %1599 = insertelement <16 x float> poison, float %1598, i64 0
  %1600 = shufflevector <16 x float> %1599, <16 x float> poison, <16 x i32> zeroinitializer
  %1601 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1551, <16 x float> %1600, <16 x float> %1528)
  %1602 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1553, <16 x float> %1600, <16 x float> %1527)
  %1603 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1555, <16 x float> %1600, <16 x float> %1526)
  %1604 = getelementptr inbounds i8, ptr %1548, i64 %409
  %1605 = load float, ptr %1604, align 4
  %1606 = insertelement <16 x float> poison, float %1605, i64 0
  %1607 = shufflevector <16 x float> %1606, <16 x float> poison, <16 x i32> zeroinitializer
  %1608 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1551, <16 x float> %1607, <16 x float> %1525)
  %1609 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1553, <16 x float> %1607, <16 x float> %1524)
  %1610 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1555, <16 x float> %1607, <16 x float> %1523)
  %1611 = add nuw nsw i64 %1549, 1
  %1612 = getelementptr inbounds float, ptr %1547, i64 %293
  %1613 = getelementptr inbounds nuw float, ptr %1548, i64 %294
  %1614 = icmp eq i64 %1611, %1419
  br i1 %1614, label %2266, label %1522

1615:                                             ; preds = %1502, %1615
  %1616 = phi <16 x float> [ %1703, %1615 ], [ %1431, %1502 ]
  %1617 = phi <16 x float> [ %1702, %1615 ], [ %1432, %1502 ]
  %1618 = phi <16 x float> [ %1701, %1615 ], [ %1433, %1502 ]
  %1619 = phi <16 x float> [ %1696, %1615 ], [ %1434, %1502 ]
  %1620 = phi <16 x float> [ %1695, %1615 ], [ %1435, %1502 ]
  %1621 = phi <16 x float> [ %1694, %1615 ], [ %1436, %1502 ]
  %1622 = phi <16 x float> [ %1689, %1615 ], [ %1437, %1502 ]
  %1623 = phi <16 x float> [ %1688, %1615 ], [ %1438, %1502 ]
  %1624 = phi <16 x float> [ %1687, %1615 ], [ %1439, %1502 ]
  %1625 = phi <16 x float> [ %1682, %1615 ], [ %1440, %1502 ]
  %1626 = phi <16 x float> [ %1681, %1615 ], [ %1441, %1502 ]
  %1627 = phi <16 x float> [ %1680, %1615 ], [ %1442, %1502 ]
  %1628 = phi <16 x float> [ %1675, %1615 ], [ %1443, %1502 ]
  %1629 = phi <16 x float> [ %1674, %1615 ], [ %1444, %1502 ]
  %1630 = phi <16 x float> [ %1673, %1615 ], [ %1445, %1502 ]
  %1631 = phi <16 x float> [ %1668, %1615 ], [ %1446, %1502 ]
  %1632 = phi <16 x float> [ %1667, %1615 ], [ %1447, %1502 ]
  %1633 = phi <16 x float> [ %1666, %1615 ], [ %1448, %1502 ]
  %1634 = phi <16 x float> [ %1661, %1615 ], [ %1449, %1502 ]
  %1635 = phi <16 x float> [ %1660, %1615 ], [ %1450, %1502 ]
  %1636 = phi <16 x float> [ %1659, %1615 ], [ %1451, %1502 ]
  %1637 = phi <16 x float> [ %1654, %1615 ], [ %1452, %1502 ]
  %1638 = phi <16 x float> [ %1653, %1615 ], [ %1453, %1502 ]
  %1639 = phi <16 x float> [ %1652, %1615 ], [ %1454, %1502 ]
  %1640 = phi ptr [ %1705, %1615 ], [ %1425, %1502 ]
  %1641 = phi ptr [ %1706, %1615 ], [ %1481, %1502 ]
  %1642 = phi i64 [ %1704, %1615 ], [ %1417, %1502 ]
  %1643 = getelementptr inbounds float, ptr %1640, i64 %1460
  %1644 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1643, <16 x i1> %1504, <16 x float> zeroinitializer)
  %1645 = getelementptr inbounds float, ptr %1640, i64 %1462
  %1646 = load <16 x float>, ptr %1645, align 1
  %1647 = getelementptr inbounds float, ptr %1640, i64 %1464
  %1648 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1647, <16 x i1> %1506, <16 x float> zeroinitializer)
  %1649 = load float, ptr %1641, align 4
  %1650 = insertelement <16 x float> poison, float %1649, i64 0
  %1651 = shufflevector <16 x float> %1650, <16 x float> poison, <16 x i32> zeroinitializer
  %1652 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1644, <16 x float> %1651, <16 x float> %1639)
  %1653 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1646, <16 x float> %1651, <16 x float> %1638)
  %1654 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1648, <16 x float> %1651, <16 x float> %1637)
  %1655 = getelementptr inbounds float, ptr %1641, i64 %296
  %1656 = load float, ptr %1655, align 4
  %1657 = insertelement <16 x float> poison, float %1656, i64 0
  %1658 = shufflevector <16 x float> %1657, <16 x float> poison, <16 x i32> zeroinitializer
  %1659 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1644, <16 x float> %1658, <16 x float> %1636)
  %1660 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1646, <16 x float> %1658, <16 x float> %1635)
  %1661 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1648, <16 x float> %1658, <16 x float> %1634)
  %1662 = getelementptr inbounds i8, ptr %1641, i64 %398
  %1663 = load float, ptr %1662, align 4
  %1664 = insertelement <16 x float> poison, float %1663, i64 0
  %1665 = shufflevector <16 x float> %1664, <16 x float> poison, <16 x i32> zeroinitializer
  %1666 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1644, <16 x float> %1665, <16 x float> %1633)
  %1667 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1646, <16 x float> %1665, <16 x float> %1632)
  %1668 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1648, <16 x float> %1665, <16 x float> %1631)
  %1669 = getelementptr inbounds i8, ptr %1641, i64 %399
  %1670 = load float, ptr %1669, align 4
  %1671 = insertelement <16 x float> poison, float %1670, i64 0
  %1672 = shufflevector <16 x float> %1671, <16 x float> poison, <16 x i32> zeroinitializer
  %1673 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1644, <16 x float> %1672, <16 x float> %1630)
  %1674 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1646, <16 x float> %1672, <16 x float> %1629)
  %1675 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1648, <16 x float> %1672, <16 x float> %1628)
  %1676 = getelementptr inbounds i8, ptr %1641, i64 %400
  %1677 = load float, ptr %1676, align 4
  %1678 = insertelement <16 x float> poison, float %1677, i64 0
  %1679 = shufflevector <16 x float> %1678, <16 x float> poison, <16 x i32> zeroinitializer
  %1680 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1644, <16 x float> %1679, <16 x float> %1627)
  %1681 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1646, <16 x float> %1679, <16 x float> %1626)
  %1682 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1648, <16 x float> %1679, <16 x float> %1625)
  %1683 = getelementptr inbounds i8, ptr %1641, i64 %401
  %1684 = load float, ptr %1683, align 4
  %1685 = insertelement <16 x float> poison, float %1684, i64 0
  %1686 = shufflevector <16 x float> %1685, <16 x float> poison, <16 x i32> zeroinitializer
  %1687 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1644, <16 x float> %1686, <16 x float> %1624)
  %1688 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1646, <16 x float> %1686, <16 x float> %1623)
  %1689 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1648, <16 x float> %1686, <16 x float> %1622)
  %1690 = getelementptr inbounds i8, ptr %1641, i64 %402
  %1691 = load float, ptr %1690, align 4
  %1692 = insertelement <16 x float> poison, float %1691, i64 0
  %1693 = shufflevector <16 x float> %1692, <16 x float> poison, <16 x i32> zeroinitializer
  %1694 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1644, <16 x float> %1693, <16 x float> %1621)
  %1695 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1646, <16 x float> %1693, <16 x float> %1620)
  %1696 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1648, <16 x float> %1693, <16 x float> %1619)
  %1697 = getelementptr inbounds i8, ptr %1641, i64 %403
  %1698 = load float, ptr %1697, align 4
  %1699 = insertelement <16 x float> poison, float %1698, i64 0
  %1700 = shufflevector <16 x float> %1699, <16 x float> poison, <16 x i32> zeroinitializer
  %1701 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1644, <16 x float> %1700, <16 x float> %1618)
  %1702 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1646, <16 x float> %1700, <16 x float> %1617)
  %1703 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1648, <16 x float> %1700, <16 x float> %1616)
  %1704 = add nuw nsw i64 %1642, 1
  %1705 = getelementptr inbounds float, ptr %1640, i64 %293
  %1706 = getelementptr inbounds nuw float, ptr %1641, i64 %294
  %1707 = icmp eq i64 %1704, %1419
  br i1 %1707, label %2266, label %1615

1708:                                             ; preds = %1498, %1708
  %1709 = phi <16 x float> [ %1796, %1708 ], [ %1431, %1498 ]
  %1710 = phi <16 x float> [ %1795, %1708 ], [ %1432, %1498 ]
  %1711 = phi <16 x float> [ %1794, %1708 ], [ %1433, %1498 ]
  %1712 = phi <16 x float> [ %1789, %1708 ], [ %1434, %1498 ]
  %1713 = phi <16 x float> [ %1788, %1708 ], [ %1435, %1498 ]
  %1714 = phi <16 x float> [ %1787, %1708 ], [ %1436, %1498 ]
  %1715 = phi <16 x float> [ %1782, %1708 ], [ %1437, %1498 ]
  %1716 = phi <16 x float> [ %1781, %1708 ], [ %1438, %1498 ]
  %1717 = phi <16 x float> [ %1780, %1708 ], [ %1439, %1498 ]
  %1718 = phi <16 x float> [ %1775, %1708 ], [ %1440, %1498 ]
  %1719 = phi <16 x float> [ %1774, %1708 ], [ %1441, %1498 ]
  %1720 = phi <16 x float> [ %1773, %1708 ], [ %1442, %1498 ]
  %1721 = phi <16 x float> [ %1768, %1708 ], [ %1443, %1498 ]
  %1722 = phi <16 x float> [ %1767, %1708 ], [ %1444, %1498 ]
  %1723 = phi <16 x float> [ %1766, %1708 ], [ %1445, %1498 ]
  %1724 = phi <16 x float> [ %1761, %1708 ], [ %1446, %1498 ]
  %1725 = phi <16 x float> [ %1760, %1708 ], [ %1447, %1498 ]
  %1726 = phi <16 x float> [ %1759, %1708 ], [ %1448, %1498 ]
  %1727 = phi <16 x float> [ %1754, %1708 ], [ %1449, %1498 ]
  %1728 = phi <16 x float> [ %1753, %1708 ], [ %1450, %1498 ]
  %1729 = phi <16 x float> [ %1752, %1708 ], [ %1451, %1498 ]
  %1730 = phi <16 x float> [ %1747, %1708 ], [ %1452, %1498 ]
  %1731 = phi <16 x float> [ %1746, %1708 ], [ %1453, %1498 ]
  %1732 = phi <16 x float> [ %1745, %1708 ], [ %1454, %1498 ]
  %1733 = phi ptr [ %1798, %1708 ], [ %1425, %1498 ]
  %1734 = phi i64 [ %1797, %1708 ], [ %1417, %1498 ]
  %1735 = phi ptr [ %1799, %1708 ], [ %1481, %1498 ]
  %1736 = getelementptr inbounds float, ptr %1733, i64 %1460
  %1737 = load <16 x float>, ptr %1736, align 1
  %1738 = getelementptr inbounds float, ptr %1733, i64 %1462
  %1739 = load <16 x float>, ptr %1738, align 1
  %1740 = getelementptr inbounds float, ptr %1733, i64 %1464
  %1741 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1740, <16 x i1> %1500, <16 x float> zeroinitializer)
  %1742 = load float, ptr %1735, align 4
  %1743 = insertelement <16 x float> poison, float %1742, i64 0
  %1744 = shufflevector <16 x float> %1743, <16 x float> poison, <16 x i32> zeroinitializer
  %1745 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1737, <16 x float> %1744, <16 x float> %1732)
  %1746 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1739, <16 x float> %1744, <16 x float> %1731)
  %1747 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1741, <16 x float> %1744, <16 x float> %1730)
  %1748 = getelementptr inbounds float, ptr %1735, i64 %296
  %1749 = load float, ptr %1748, align 4
  %1750 = insertelement <16 x float> poison, float %1749, i64 0
  %1751 = shufflevector <16 x float> %1750, <16 x float> poison, <16 x i32> zeroinitializer
  %1752 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1737, <16 x float> %1751, <16 x float> %1729)
  %1753 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1739, <16 x float> %1751, <16 x float> %1728)
  %1754 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1741, <16 x float> %1751, <16 x float> %1727)
  %1755 = getelementptr inbounds i8, ptr %1735, i64 %392
  %1756 = load float, ptr %1755, align 4
  %1757 = insertelement <16 x float> poison, float %1756, i64 0
  %1758 = shufflevector <16 x float> %1757, <16 x float> poison, <16 x i32> zeroinitializer
  %1759 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1737, <16 x float> %1758, <16 x float> %1726)
  %1760 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1739, <16 x float> %1758, <16 x float> %1725)
  %1761 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1741, <16 x float> %1758, <16 x float> %1724)
  %1762 = getelementptr inbounds i8, ptr %1735, i64 %393
  %1763 = load float, ptr %1762, align 4
  %1764 = insertelement <16 x float> poison, float %1763, i64 0
  %1765 = shufflevector <16 x float> %1764, <16 x float> poison, <16 x i32> zeroinitializer
  %1766 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1737, <16 x float> %1765, <16 x float> %1723)
  %1767 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1739, <16 x float> %1765, <16 x float> %1722)
  %1768 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1741, <16 x float> %1765, <16 x float> %1721)
  %1769 = getelementptr inbounds i8, ptr %1735, i64 %394
  %1770 = load float, ptr %1769, align 4
  %1771 = insertelement <16 x float> poison, float %1770, i64 0
  %1772 = shufflevector <16 x float> %1771, <16 x float> poison, <16 x i32> zeroinitializer
  %1773 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1737, <16 x float> %1772, <16 x float> %1720)
  %1774 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1739, <16 x float> %1772, <16 x float> %1719)
  %1775 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1741, <16 x float> %1772, <16 x float> %1718)
  %1776 = getelementptr inbounds i8, ptr %1735, i64 %395
  %1777 = load float, ptr %1776, align 4
  %1778 = insertelement <16 x float> poison, float %1777, i64 0
  %1779 = shufflevector <16 x float> %1778, <16 x float> poison, <16 x i32> zeroinitializer
  %1780 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1737, <16 x float> %1779, <16 x float> %1717)
  %1781 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1739, <16 x float> %1779, <16 x float> %1716)
  %1782 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1741, <16 x float> %1779, <16 x float> %1715)
  %1783 = getelementptr inbounds i8, ptr %1735, i64 %396
  %1784 = load float, ptr %1783, align 4
  %1785 = insertelement <16 x float> poison, float %1784, i64 0
  %1786 = shufflevector <16 x float> %1785, <16 x float> poison, <16 x i32> zeroinitializer
  %1787 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1737, <16 x float> %1786, <16 x float> %1714)
  %1788 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1739, <16 x float> %1786, <16 x float> %1713)
  %1789 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1741, <16 x float> %1786, <16 x float> %1712)
  %1790 = getelementptr inbounds i8, ptr %1735, i64 %397
  %1791 = load float, ptr %1790, align 4
  %1792 = insertelement <16 x float> poison, float %1791, i64 0
  %1793 = shufflevector <16 x float> %1792, <16 x float> poison, <16 x i32> zeroinitializer
  %1794 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1737, <16 x float> %1793, <16 x float> %1711)
  %1795 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1739, <16 x float> %1793, <16 x float> %1710)
  %1796 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1741, <16 x float> %1793, <16 x float> %1709)
  %1797 = add nuw nsw i64 %1734, 1
  %1798 = getelementptr inbounds float, ptr %1733, i64 %293
  %1799 = getelementptr inbounds nuw float, ptr %1735, i64 %294
  %1800 = icmp eq i64 %1797, %1419
  br i1 %1800, label %2266, label %1708

1801:                                             ; preds = %1492, %1801
  %1802 = phi <16 x float> [ %1889, %1801 ], [ %1431, %1492 ]
  %1803 = phi <16 x float> [ %1888, %1801 ], [ %1432, %1492 ]
  %1804 = phi <16 x float> [ %1887, %1801 ], [ %1433, %1492 ]
  %1805 = phi <16 x float> [ %1882, %1801 ], [ %1434, %1492 ]
  %1806 = phi <16 x float> [ %1881, %1801 ], [ %1435, %1492 ]
  %1807 = phi <16 x float> [ %1880, %1801 ], [ %1436, %1492 ]
  %1808 = phi <16 x float> [ %1875, %1801 ], [ %1437, %1492 ]
  %1809 = phi <16 x float> [ %1874, %1801 ], [ %1438, %1492 ]
  %1810 = phi <16 x float> [ %1873, %1801 ], [ %1439, %1492 ]
  %1811 = phi <16 x float> [ %1868, %1801 ], [ %1440, %1492 ]
  %1812 = phi <16 x float> [ %1867, %1801 ], [ %1441, %1492 ]
  %1813 = phi <16 x float> [ %1866, %1801 ], [ %1442, %1492 ]
  %1814 = phi <16 x float> [ %1861, %1801 ], [ %1443, %1492 ]
  %1815 = phi <16 x float> [ %1860, %1801 ], [ %1444, %1492 ]
  %1816 = phi <16 x float> [ %1859, %1801 ], [ %1445, %1492 ]
  %1817 = phi <16 x float> [ %1854, %1801 ], [ %1446, %1492 ]
  %1818 = phi <16 x float> [ %1853, %1801 ], [ %1447, %1492 ]
  %1819 = phi <16 x float> [ %1852, %1801 ], [ %1448, %1492 ]
  %1820 = phi <16 x float> [ %1847, %1801 ], [ %1449, %1492 ]
  %1821 = phi <16 x float> [ %1846, %1801 ], [ %1450, %1492 ]
  %1822 = phi <16 x float> [ %1845, %1801 ], [ %1451, %1492 ]
  %1823 = phi <16 x float> [ %1840, %1801 ], [ %1452, %1492 ]
  %1824 = phi <16 x float> [ %1839, %1801 ], [ %1453, %1492 ]
  %1825 = phi <16 x float> [ %1838, %1801 ], [ %1454, %1492 ]
  %1826 = phi i64 [ %1890, %1801 ], [ %1417, %1492 ]
  %1827 = phi ptr [ %1891, %1801 ], [ %1425, %1492 ]
  %1828 = phi ptr [ %1892, %1801 ], [ %1481, %1492 ]
  %1829 = getelementptr inbounds float, ptr %1827, i64 %1460
  %1830 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1829, <16 x i1> %1494, <16 x float> zeroinitializer)
  %1831 = getelementptr inbounds float, ptr %1827, i64 %1462
  %1832 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1831, <16 x i1> %1496, <16 x float> zeroinitializer)
  %1833 = getelementptr inbounds float, ptr %1827, i64 %1464
  %1834 = load <16 x float>, ptr %1833, align 1
  %1835 = load float, ptr %1828, align 4
  %1836 = insertelement <16 x float> poison, float %1835, i64 0
  %1837 = shufflevector <16 x float> %1836, <16 x float> poison, <16 x i32> zeroinitializer
  %1838 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1830, <16 x float> %1837, <16 x float> %1825)
  %1839 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1832, <16 x float> %1837, <16 x float> %1824)
  %1840 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1834, <16 x float> %1837, <16 x float> %1823)
  %1841 = getelementptr inbounds float, ptr %1828, i64 %296
  %1842 = load float, ptr %1841, align 4
  %1843 = insertelement <16 x float> poison, float %1842, i64 0
  %1844 = shufflevector <16 x float> %1843, <16 x float> poison, <16 x i32> zeroinitializer
  %1845 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1830, <16 x float> %1844, <16 x float> %1822)
  %1846 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1832, <16 x float> %1844, <16 x float> %1821)
  %1847 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1834, <16 x float> %1844, <16 x float> %1820)
  %1848 = getelementptr inbounds i8, ptr %1828, i64 %386
  %1849 = load float, ptr %1848, align 4
  %1850 = insertelement <16 x float> poison, float %1849, i64 0
  %1851 = shufflevector <16 x float> %1850, <16 x float> poison, <16 x i32> zeroinitializer
  %1852 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1830, <16 x float> %1851, <16 x float> %1819)
  %1853 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1832, <16 x float> %1851, <16 x float> %1818)
  %1854 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1834, <16 x float> %1851, <16 x float> %1817)
  %1855 = getelementptr inbounds i8, ptr %1828, i64 %387
  %1856 = load float, ptr %1855, align 4
  %1857 = insertelement <16 x float> poison, float %1856, i64 0
  %1858 = shufflevector <16 x float> %1857, <16 x float> poison, <16 x i32> zeroinitializer
  %1859 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1830, <16 x float> %1858, <16 x float> %1816)
  %1860 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1832, <16 x float> %1858, <16 x float> %1815)
  %1861 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1834, <16 x float> %1858, <16 x float> %1814)
  %1862 = getelementptr inbounds i8, ptr %1828, i64 %388
  %1863 = load float, ptr %1862, align 4
  %1864 = insertelement <16 x float> poison, float %1863, i64 0
  %1865 = shufflevector <16 x float> %1864, <16 x float> poison, <16 x i32> zeroinitializer
  %1866 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1830, <16 x float> %1865, <16 x float> %1813)
  %1867 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1832, <16 x float> %1865, <16 x float> %1812)
  %1868 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1834, <16 x float> %1865, <16 x float> %1811)
  %1869 = getelementptr inbounds i8, ptr %1828, i64 %389
  %1870 = load float, ptr %1869, align 4
  %1871 = insertelement <16 x float> poison, float %1870, i64 0
  %1872 = shufflevector <16 x float> %1871, <16 x float> poison, <16 x i32> zeroinitializer
  %1873 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1830, <16 x float> %1872, <16 x float> %1810)
  %1874 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1832, <16 x float> %1872, <16 x float> %1809)
  %1875 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1834, <16 x float> %1872, <16 x float> %1808)
  %1876 = getelementptr inbounds i8, ptr %1828, i64 %390
  %1877 = load float, ptr %1876, align 4
  %1878 = insertelement <16 x float> poison, float %1877, i64 0
  %1879 = shufflevector <16 x float> %1878, <16 x float> poison, <16 x i32> zeroinitializer
  %1880 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1830, <16 x float> %1879, <16 x float> %1807)
  %1881 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1832, <16 x float> %1879, <16 x float> %1806)
  %1882 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1834, <16 x float> %1879, <16 x float> %1805)
  %1883 = getelementptr inbounds i8, ptr %1828, i64 %391
  %1884 = load float, ptr %1883, align 4
  %1885 = insertelement <16 x float> poison, float %1884, i64 0
  %1886 = shufflevector <16 x float> %1885, <16 x float> poison, <16 x i32> zeroinitializer
  %1887 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1830, <16 x float> %1886, <16 x float> %1804)
  %1888 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1832, <16 x float> %1886, <16 x float> %1803)
  %1889 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1834, <16 x float> %1886, <16 x float> %1802)
  %1890 = add nuw nsw i64 %1826, 1
  %1891 = getelementptr inbounds float, ptr %1827, i64 %293
  %1892 = getelementptr inbounds nuw float, ptr %1828, i64 %294
  %1893 = icmp eq i64 %1890, %1419
  br i1 %1893, label %2266, label %1801

1894:                                             ; preds = %1488, %1894
  %1895 = phi <16 x float> [ %1982, %1894 ], [ %1431, %1488 ]
  %1896 = phi <16 x float> [ %1981, %1894 ], [ %1432, %1488 ]
  %1897 = phi <16 x float> [ %1980, %1894 ], [ %1433, %1488 ]
  %1898 = phi <16 x float> [ %1975, %1894 ], [ %1434, %1488 ]
  %1899 = phi <16 x float> [ %1974, %1894 ], [ %1435, %1488 ]
  %1900 = phi <16 x float> [ %1973, %1894 ], [ %1436, %1488 ]
  %1901 = phi <16 x float> [ %1968, %1894 ], [ %1437, %1488 ]
  %1902 = phi <16 x float> [ %1967, %1894 ], [ %1438, %1488 ]
  %1903 = phi <16 x float> [ %1966, %1894 ], [ %1439, %1488 ]
  %1904 = phi <16 x float> [ %1961, %1894 ], [ %1440, %1488 ]
  %1905 = phi <16 x float> [ %1960, %1894 ], [ %1441, %1488 ]
  %1906 = phi <16 x float> [ %1959, %1894 ], [ %1442, %1488 ]
  %1907 = phi <16 x float> [ %1954, %1894 ], [ %1443, %1488 ]
  %1908 = phi <16 x float> [ %1953, %1894 ], [ %1444, %1488 ]
  %1909 = phi <16 x float> [ %1952, %1894 ], [ %1445, %1488 ]
  %1910 = phi <16 x float> [ %1947, %1894 ], [ %1446, %1488 ]
  %1911 = phi <16 x float> [ %1946, %1894 ], [ %1447, %1488 ]
  %1912 = phi <16 x float> [ %1945, %1894 ], [ %1448, %1488 ]
  %1913 = phi <16 x float> [ %1940, %1894 ], [ %1449, %1488 ]
  %1914 = phi <16 x float> [ %1939, %1894 ], [ %1450, %1488 ]
  %1915 = phi <16 x float> [ %1938, %1894 ], [ %1451, %1488 ]
  %1916 = phi <16 x float> [ %1933, %1894 ], [ %1452, %1488 ]
  %1917 = phi <16 x float> [ %1932, %1894 ], [ %1453, %1488 ]
  %1918 = phi <16 x float> [ %1931, %1894 ], [ %1454, %1488 ]
  %1919 = phi i64 [ %1983, %1894 ], [ %1417, %1488 ]
  %1920 = phi ptr [ %1984, %1894 ], [ %1425, %1488 ]
  %1921 = phi ptr [ %1985, %1894 ], [ %1481, %1488 ]
  %1922 = getelementptr inbounds float, ptr %1920, i64 %1460
  %1923 = load <16 x float>, ptr %1922, align 1
  %1924 = getelementptr inbounds float, ptr %1920, i64 %1462
  %1925 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1924, <16 x i1> %1490, <16 x float> zeroinitializer)
  %1926 = getelementptr inbounds float, ptr %1920, i64 %1464
  %1927 = load <16 x float>, ptr %1926, align 1
  %1928 = load float, ptr %1921, align 4
  %1929 = insertelement <16 x float> poison, float %1928, i64 0
  %1930 = shufflevector <16 x float> %1929, <16 x float> poison, <16 x i32> zeroinitializer
  %1931 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1923, <16 x float> %1930, <16 x float> %1918)
  %1932 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1925, <16 x float> %1930, <16 x float> %1917)
  %1933 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1927, <16 x float> %1930, <16 x float> %1916)
  %1934 = getelementptr inbounds float, ptr %1921, i64 %296
  %1935 = load float, ptr %1934, align 4
  %1936 = insertelement <16 x float> poison, float %1935, i64 0
  %1937 = shufflevector <16 x float> %1936, <16 x float> poison, <16 x i32> zeroinitializer
  %1938 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1923, <16 x float> %1937, <16 x float> %1915)
  %1939 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1925, <16 x float> %1937, <16 x float> %1914)
  %1940 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1927, <16 x float> %1937, <16 x float> %1913)
  %1941 = getelementptr inbounds i8, ptr %1921, i64 %380
  %1942 = load float, ptr %1941, align 4
  %1943 = insertelement <16 x float> poison, float %1942, i64 0
  %1944 = shufflevector <16 x float> %1943, <16 x float> poison, <16 x i32> zeroinitializer
  %1945 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1923, <16 x float> %1944, <16 x float> %1912)
  %1946 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1925, <16 x float> %1944, <16 x float> %1911)
  %1947 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1927, <16 x float> %1944, <16 x float> %1910)
  %1948 = getelementptr inbounds i8, ptr %1921, i64 %381
  %1949 = load float, ptr %1948, align 4
  %1950 = insertelement <16 x float> poison, float %1949, i64 0
  %1951 = shufflevector <16 x float> %1950, <16 x float> poison, <16 x i32> zeroinitializer
  %1952 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1923, <16 x float> %1951, <16 x float> %1909)
  %1953 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1925, <16 x float> %1951, <16 x float> %1908)
  %1954 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1927, <16 x float> %1951, <16 x float> %1907)
  %1955 = getelementptr inbounds i8, ptr %1921, i64 %382
  %1956 = load float, ptr %1955, align 4
  %1957 = insertelement <16 x float> poison, float %1956, i64 0
  %1958 = shufflevector <16 x float> %1957, <16 x float> poison, <16 x i32> zeroinitializer
  %1959 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1923, <16 x float> %1958, <16 x float> %1906)
  %1960 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1925, <16 x float> %1958, <16 x float> %1905)
  %1961 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1927, <16 x float> %1958, <16 x float> %1904)
  %1962 = getelementptr inbounds i8, ptr %1921, i64 %383
  %1963 = load float, ptr %1962, align 4
  %1964 = insertelement <16 x float> poison, float %1963, i64 0
  %1965 = shufflevector <16 x float> %1964, <16 x float> poison, <16 x i32> zeroinitializer
  %1966 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1923, <16 x float> %1965, <16 x float> %1903)
  %1967 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1925, <16 x float> %1965, <16 x float> %1902)
  %1968 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1927, <16 x float> %1965, <16 x float> %1901)
  %1969 = getelementptr inbounds i8, ptr %1921, i64 %384
  %1970 = load float, ptr %1969, align 4
  %1971 = insertelement <16 x float> poison, float %1970, i64 0
  %1972 = shufflevector <16 x float> %1971, <16 x float> poison, <16 x i32> zeroinitializer
  %1973 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1923, <16 x float> %1972, <16 x float> %1900)
  %1974 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1925, <16 x float> %1972, <16 x float> %1899)
  %1975 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1927, <16 x float> %1972, <16 x float> %1898)
  %1976 = getelementptr inbounds i8, ptr %1921, i64 %385
  %1977 = load float, ptr %1976, align 4
  %1978 = insertelement <16 x float> poison, float %1977, i64 0
  %1979 = shufflevector <16 x float> %1978, <16 x float> poison, <16 x i32> zeroinitializer
  %1980 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1923, <16 x float> %1979, <16 x float> %1897)
  %1981 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1925, <16 x float> %1979, <16 x float> %1896)
  %1982 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1927, <16 x float> %1979, <16 x float> %1895)
  %1983 = add nuw nsw i64 %1919, 1
  %1984 = getelementptr inbounds float, ptr %1920, i64 %293
  %1985 = getelementptr inbounds nuw float, ptr %1921, i64 %294
  %1986 = icmp eq i64 %1983, %1419
  br i1 %1986, label %2266, label %1894

1987:                                             ; preds = %1484, %1987
  %1988 = phi <16 x float> [ %2075, %1987 ], [ %1431, %1484 ]
  %1989 = phi <16 x float> [ %2074, %1987 ], [ %1432, %1484 ]
  %1990 = phi <16 x float> [ %2073, %1987 ], [ %1433, %1484 ]
  %1991 = phi <16 x float> [ %2068, %1987 ], [ %1434, %1484 ]
  %1992 = phi <16 x float> [ %2067, %1987 ], [ %1435, %1484 ]
  %1993 = phi <16 x float> [ %2066, %1987 ], [ %1436, %1484 ]
  %1994 = phi <16 x float> [ %2061, %1987 ], [ %1437, %1484 ]
  %1995 = phi <16 x float> [ %2060, %1987 ], [ %1438, %1484 ]
  %1996 = phi <16 x float> [ %2059, %1987 ], [ %1439, %1484 ]
  %1997 = phi <16 x float> [ %2054, %1987 ], [ %1440, %1484 ]
  %1998 = phi <16 x float> [ %2053, %1987 ], [ %1441, %1484 ]
  %1999 = phi <16 x float> [ %2052, %1987 ], [ %1442, %1484 ]
  %2000 = phi <16 x float> [ %2047, %1987 ], [ %1443, %1484 ]
  %2001 = phi <16 x float> [ %2046, %1987 ], [ %1444, %1484 ]
  %2002 = phi <16 x float> [ %2045, %1987 ], [ %1445, %1484 ]
  %2003 = phi <16 x float> [ %2040, %1987 ], [ %1446, %1484 ]
  %2004 = phi <16 x float> [ %2039, %1987 ], [ %1447, %1484 ]
  %2005 = phi <16 x float> [ %2038, %1987 ], [ %1448, %1484 ]
  %2006 = phi <16 x float> [ %2033, %1987 ], [ %1449, %1484 ]
  %2007 = phi <16 x float> [ %2032, %1987 ], [ %1450, %1484 ]
  %2008 = phi <16 x float> [ %2031, %1987 ], [ %1451, %1484 ]
  %2009 = phi <16 x float> [ %2026, %1987 ], [ %1452, %1484 ]
  %2010 = phi <16 x float> [ %2025, %1987 ], [ %1453, %1484 ]
  %2011 = phi <16 x float> [ %2024, %1987 ], [ %1454, %1484 ]
  %2012 = phi i64 [ %2076, %1987 ], [ %1417, %1484 ]
  %2013 = phi ptr [ %2077, %1987 ], [ %1425, %1484 ]
  %2014 = phi ptr [ %2078, %1987 ], [ %1481, %1484 ]
  %2015 = getelementptr inbounds float, ptr %2013, i64 %1460
  %2016 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2015, <16 x i1> %1486, <16 x float> zeroinitializer)
  %2017 = getelementptr inbounds float, ptr %2013, i64 %1462
  %2018 = load <16 x float>, ptr %2017, align 1
  %2019 = getelementptr inbounds float, ptr %2013, i64 %1464
  %2020 = load <16 x float>, ptr %2019, align 1
  %2021 = load float, ptr %2014, align 4
  %2022 = insertelement <16 x float> poison, float %2021, i64 0
  %2023 = shufflevector <16 x float> %2022, <16 x float> poison, <16 x i32> zeroinitializer
  %2024 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2016, <16 x float> %2023, <16 x float> %2011)
  %2025 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2018, <16 x float> %2023, <16 x float> %2010)
  %2026 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2020, <16 x float> %2023, <16 x float> %2009)
  %2027 = getelementptr inbounds float, ptr %2014, i64 %296
  %2028 = load float, ptr %2027, align 4
  %2029 = insertelement <16 x float> poison, float %2028, i64 0
  %2030 = shufflevector <16 x float> %2029, <16 x float> poison, <16 x i32> zeroinitializer
  %2031 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2016, <16 x float> %2030, <16 x float> %2008)
  %2032 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2018, <16 x float> %2030, <16 x float> %2007)
  %2033 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2020, <16 x float> %2030, <16 x float> %2006)
  %2034 = getelementptr inbounds i8, ptr %2014, i64 %374
  %2035 = load float, ptr %2034, align 4
  %2036 = insertelement <16 x float> poison, float %2035, i64 0
  %2037 = shufflevector <16 x float> %2036, <16 x float> poison, <16 x i32> zeroinitializer
  %2038 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2016, <16 x float> %2037, <16 x float> %2005)
  %2039 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2018, <16 x float> %2037, <16 x float> %2004)
  %2040 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2020, <16 x float> %2037, <16 x float> %2003)
  %2041 = getelementptr inbounds i8, ptr %2014, i64 %375
  %2042 = load float, ptr %2041, align 4
  %2043 = insertelement <16 x float> poison, float %2042, i64 0
  %2044 = shufflevector <16 x float> %2043, <16 x float> poison, <16 x i32> zeroinitializer
  %2045 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2016, <16 x float> %2044, <16 x float> %2002)
  %2046 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2018, <16 x float> %2044, <16 x float> %2001)
  %2047 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2020, <16 x float> %2044, <16 x float> %2000)
  %2048 = getelementptr inbounds i8, ptr %2014, i64 %376
  %2049 = load float, ptr %2048, align 4
  %2050 = insertelement <16 x float> poison, float %2049, i64 0
  %2051 = shufflevector <16 x float> %2050, <16 x float> poison, <16 x i32> zeroinitializer
  %2052 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2016, <16 x float> %2051, <16 x float> %1999)
  %2053 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2018, <16 x float> %2051, <16 x float> %1998)
  %2054 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2020, <16 x float> %2051, <16 x float> %1997)
  %2055 = getelementptr inbounds i8, ptr %2014, i64 %377
  %2056 = load float, ptr %2055, align 4
  %2057 = insertelement <16 x float> poison, float %2056, i64 0
  %2058 = shufflevector <16 x float> %2057, <16 x float> poison, <16 x i32> zeroinitializer
  %2059 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2016, <16 x float> %2058, <16 x float> %1996)
  %2060 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2018, <16 x float> %2058, <16 x float> %1995)
  %2061 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2020, <16 x float> %2058, <16 x float> %1994)
  %2062 = getelementptr inbounds i8, ptr %2014, i64 %378
  %2063 = load float, ptr %2062, align 4
  %2064 = insertelement <16 x float> poison, float %2063, i64 0
  %2065 = shufflevector <16 x float> %2064, <16 x float> poison, <16 x i32> zeroinitializer
  %2066 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2016, <16 x float> %2065, <16 x float> %1993)
  %2067 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2018, <16 x float> %2065, <16 x float> %1992)
  %2068 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2020, <16 x float> %2065, <16 x float> %1991)
  %2069 = getelementptr inbounds i8, ptr %2014, i64 %379
  %2070 = load float, ptr %2069, align 4
  %2071 = insertelement <16 x float> poison, float %2070, i64 0
  %2072 = shufflevector <16 x float> %2071, <16 x float> poison, <16 x i32> zeroinitializer
  %2073 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2016, <16 x float> %2072, <16 x float> %1990)
  %2074 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2018, <16 x float> %2072, <16 x float> %1989)
  %2075 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2020, <16 x float> %2072, <16 x float> %1988)
  %2076 = add nuw nsw i64 %2012, 1
  %2077 = getelementptr inbounds float, ptr %2013, i64 %293
  %2078 = getelementptr inbounds nuw float, ptr %2014, i64 %294
  %2079 = icmp eq i64 %2076, %1419
  br i1 %2079, label %2266, label %1987

2080:                                             ; preds = %1482, %2080
  %2081 = phi <16 x float> [ %2168, %2080 ], [ %1431, %1482 ]
  %2082 = phi <16 x float> [ %2167, %2080 ], [ %1432, %1482 ]
  %2083 = phi <16 x float> [ %2166, %2080 ], [ %1433, %1482 ]
  %2084 = phi <16 x float> [ %2161, %2080 ], [ %1434, %1482 ]
  %2085 = phi <16 x float> [ %2160, %2080 ], [ %1435, %1482 ]
  %2086 = phi <16 x float> [ %2159, %2080 ], [ %1436, %1482 ]
  %2087 = phi <16 x float> [ %2154, %2080 ], [ %1437, %1482 ]
  %2088 = phi <16 x float> [ %2153, %2080 ], [ %1438, %1482 ]
  %2089 = phi <16 x float> [ %2126, %2080 ], [ %1449, %1482 ]
  %2090 = phi <16 x float> [ %2125, %2080 ], [ %1450, %1482 ]
  %2091 = phi <16 x float> [ %2124, %2080 ], [ %1451, %1482 ]
  %2092 = phi <16 x float> [ %2119, %2080 ], [ %1452, %1482 ]
  %2093 = phi <16 x float> [ %2118, %2080 ], [ %1453, %1482 ]
  %2094 = phi <16 x float> [ %2117, %2080 ], [ %1454, %1482 ]
  %2095 = phi <16 x float> [ %2152, %2080 ], [ %1439, %1482 ]
  %2096 = phi <16 x float> [ %2147, %2080 ], [ %1440, %1482 ]
  %2097 = phi <16 x float> [ %2146, %2080 ], [ %1441, %1482 ]
  %2098 = phi <16 x float> [ %2145, %2080 ], [ %1442, %1482 ]
  %2099 = phi <16 x float> [ %2140, %2080 ], [ %1443, %1482 ]
  %2100 = phi <16 x float> [ %2139, %2080 ], [ %1444, %1482 ]
  %2101 = phi <16 x float> [ %2138, %2080 ], [ %1445, %1482 ]
  %2102 = phi <16 x float> [ %2133, %2080 ], [ %1446, %1482 ]
  %2103 = phi <16 x float> [ %2132, %2080 ], [ %1447, %1482 ]
  %2104 = phi <16 x float> [ %2131, %2080 ], [ %1448, %1482 ]
  %2105 = phi i64 [ %2169, %2080 ], [ %1417, %1482 ]
  %2106 = phi ptr [ %2170, %2080 ], [ %1425, %1482 ]
  %2107 = phi ptr [ %2171, %2080 ], [ %1481, %1482 ]
  %2108 = getelementptr inbounds float, ptr %2106, i64 %1460
  %2109 = load <16 x float>, ptr %2108, align 1
  %2110 = getelementptr inbounds float, ptr %2106, i64 %1462
  %2111 = load <16 x float>, ptr %2110, align 1
  %2112 = getelementptr inbounds float, ptr %2106, i64 %1464
  %2113 = load <16 x float>, ptr %2112, align 1
  %2114 = load float, ptr %2107, align 4
  %2115 = insertelement <16 x float> poison, float %2114, i64 0
  %2116 = shufflevector <16 x float> %2115, <16 x float> poison, <16 x i32> zeroinitializer
  %2117 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2109, <16 x float> %2116, <16 x float> %2094)
  %2118 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2111, <16 x float> %2116, <16 x float> %2093)
  %2119 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2113, <16 x float> %2116, <16 x float> %2092)
  %2120 = getelementptr inbounds float, ptr %2107, i64 %296
  %2121 = load float, ptr %2120, align 4
  %2122 = insertelement <16 x float> poison, float %2121, i64 0
  %2123 = shufflevector <16 x float> %2122, <16 x float> poison, <16 x i32> zeroinitializer
  %2124 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2109, <16 x float> %2123, <16 x float> %2091)
  %2125 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2111, <16 x float> %2123, <16 x float> %2090)
  %2126 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2113, <16 x float> %2123, <16 x float> %2089)
  %2127 = getelementptr inbounds i8, ptr %2107, i64 %368
  %2128 = load float, ptr %2127, align 4
  %2129 = insertelement <16 x float> poison, float %2128, i64 0
  %2130 = shufflevector <16 x float> %2129, <16 x float> poison, <16 x i32> zeroinitializer
  %2131 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2109, <16 x float> %2130, <16 x float> %2104)
  %2132 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2111, <16 x float> %2130, <16 x float> %2103)
  %2133 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2113, <16 x float> %2130, <16 x float> %2102)
  %2134 = getelementptr inbounds i8, ptr %2107, i64 %369
  %2135 = load float, ptr %2134, align 4
  %2136 = insertelement <16 x float> poison, float %2135, i64 0
  %2137 = shufflevector <16 x float> %2136, <16 x float> poison, <16 x i32> zeroinitializer
  %2138 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2109, <16 x float> %2137, <16 x float> %2101)
  %2139 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2111, <16 x float> %2137, <16 x float> %2100)
  %2140 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2113, <16 x float> %2137, <16 x float> %2099)
  %2141 = getelementptr inbounds i8, ptr %2107, i64 %370
  %2142 = load float, ptr %2141, align 4
  %2143 = insertelement <16 x float> poison, float %2142, i64 0
  %2144 = shufflevector <16 x float> %2143, <16 x float> poison, <16 x i32> zeroinitializer
  %2145 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2109, <16 x float> %2144, <16 x float> %2098)
  %2146 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2111, <16 x float> %2144, <16 x float> %2097)
  %2147 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2113, <16 x float> %2144, <16 x float> %2096)
  %2148 = getelementptr inbounds i8, ptr %2107, i64 %371
  %2149 = load float, ptr %2148, align 4
  %2150 = insertelement <16 x float> poison, float %2149, i64 0
  %2151 = shufflevector <16 x float> %2150, <16 x float> poison, <16 x i32> zeroinitializer
  %2152 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2109, <16 x float> %2151, <16 x float> %2095)
  %2153 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2111, <16 x float> %2151, <16 x float> %2088)
  %2154 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2113, <16 x float> %2151, <16 x float> %2087)
  %2155 = getelementptr inbounds i8, ptr %2107, i64 %372
  %2156 = load float, ptr %2155, align 4
  %2157 = insertelement <16 x float> poison, float %2156, i64 0
  %2158 = shufflevector <16 x float> %2157, <16 x float> poison, <16 x i32> zeroinitializer
  %2159 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2109, <16 x float> %2158, <16 x float> %2086)
  %2160 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2111, <16 x float> %2158, <16 x float> %2085)
  %2161 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2113, <16 x float> %2158, <16 x float> %2084)
  %2162 = getelementptr inbounds i8, ptr %2107, i64 %373
  %2163 = load float, ptr %2162, align 4
  %2164 = insertelement <16 x float> poison, float %2163, i64 0
  %2165 = shufflevector <16 x float> %2164, <16 x float> poison, <16 x i32> zeroinitializer
  %2166 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2109, <16 x float> %2165, <16 x float> %2083)
  %2167 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2111, <16 x float> %2165, <16 x float> %2082)
  %2168 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2113, <16 x float> %2165, <16 x float> %2081)
  %2169 = add nuw nsw i64 %2105, 1
  %2170 = getelementptr inbounds float, ptr %2106, i64 %293
  %2171 = getelementptr inbounds nuw float, ptr %2107, i64 %294
  %2172 = icmp eq i64 %2169, %1419
  br i1 %2172, label %2266, label %2080

2173:                                             ; preds = %1515, %2173
  %2174 = phi <16 x float> [ %2261, %2173 ], [ %1431, %1515 ]
  %2175 = phi <16 x float> [ %2260, %2173 ], [ %1432, %1515 ]
  %2176 = phi <16 x float> [ %2259, %2173 ], [ %1433, %1515 ]
  %2177 = phi <16 x float> [ %2254, %2173 ], [ %1434, %1515 ]
  %2178 = phi <16 x float> [ %2253, %2173 ], [ %1435, %1515 ]
  %2179 = phi <16 x float> [ %2252, %2173 ], [ %1436, %1515 ]
  %2180 = phi <16 x float> [ %2247, %2173 ], [ %1437, %1515 ]
  %2181 = phi <16 x float> [ %2246, %2173 ], [ %1438, %1515 ]
  %2182 = phi <16 x float> [ %2245, %2173 ], [ %1439, %1515 ]
  %2183 = phi <16 x float> [ %2219, %2173 ], [ %1449, %1515 ]
  %2184 = phi <16 x float> [ %2218, %2173 ], [ %1450, %1515 ]
  %2185 = phi <16 x float> [ %2217, %2173 ], [ %1451, %1515 ]
  %2186 = phi <16 x float> [ %2212, %2173 ], [ %1452, %1515 ]
  %2187 = phi <16 x float> [ %2211, %2173 ], [ %1453, %1515 ]
  %2188 = phi <16 x float> [ %2210, %2173 ], [ %1454, %1515 ]
  %2189 = phi <16 x float> [ %2240, %2173 ], [ %1440, %1515 ]
  %2190 = phi <16 x float> [ %2239, %2173 ], [ %1441, %1515 ]
  %2191 = phi <16 x float> [ %2238, %2173 ], [ %1442, %1515 ]
  %2192 = phi <16 x float> [ %2233, %2173 ], [ %1443, %1515 ]
  %2193 = phi <16 x float> [ %2232, %2173 ], [ %1444, %1515 ]
  %2194 = phi <16 x float> [ %2231, %2173 ], [ %1445, %1515 ]
  %2195 = phi <16 x float> [ %2226, %2173 ], [ %1446, %1515 ]
  %2196 = phi <16 x float> [ %2225, %2173 ], [ %1447, %1515 ]
  %2197 = phi <16 x float> [ %2224, %2173 ], [ %1448, %1515 ]
  %2198 = phi i64 [ %2262, %2173 ], [ %1417, %1515 ]
  %2199 = phi ptr [ %2263, %2173 ], [ %1425, %1515 ]
  %2200 = phi ptr [ %2264, %2173 ], [ %1481, %1515 ]
  %2201 = getelementptr inbounds float, ptr %2199, i64 %1460
  %2202 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2201, <16 x i1> %1517, <16 x float> zeroinitializer)
  %2203 = getelementptr inbounds float, ptr %2199, i64 %1462
  %2204 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2203, <16 x i1> %1519, <16 x float> zeroinitializer)
  %2205 = getelementptr inbounds float, ptr %2199, i64 %1464
  %2206 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2205, <16 x i1> %1521, <16 x float> zeroinitializer)
  %2207 = load float, ptr %2200, align 4
  %2208 = insertelement <16 x float> poison, float %2207, i64 0
  %2209 = shufflevector <16 x float> %2208, <16 x float> poison, <16 x i32> zeroinitializer
  %2210 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2202, <16 x float> %2209, <16 x float> %2188)
  %2211 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2204, <16 x float> %2209, <16 x float> %2187)
  %2212 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2206, <16 x float> %2209, <16 x float> %2186)
  %2213 = getelementptr inbounds float, ptr %2200, i64 %296
  %2214 = load float, ptr %2213, align 4
  %2215 = insertelement <16 x float> poison, float %2214, i64 0
  %2216 = shufflevector <16 x float> %2215, <16 x float> poison, <16 x i32> zeroinitializer
  %2217 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2202, <16 x float> %2216, <16 x float> %2185)
  %2218 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2204, <16 x float> %2216, <16 x float> %2184)
  %2219 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2206, <16 x float> %2216, <16 x float> %2183)
  %2220 = getelementptr inbounds i8, ptr %2200, i64 %410
  %2221 = load float, ptr %2220, align 4
  %2222 = insertelement <16 x float> poison, float %2221, i64 0
  %2223 = shufflevector <16 x float> %2222, <16 x float> poison, <16 x i32> zeroinitializer
  %2224 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2202, <16 x float> %2223, <16 x float> %2197)
  %2225 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2204, <16 x float> %2223, <16 x float> %2196)
  %2226 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2206, <16 x float> %2223, <16 x float> %2195)
  %2227 = getelementptr inbounds i8, ptr %2200, i64 %411
  %2228 = load float, ptr %2227, align 4
  %2229 = insertelement <16 x float> poison, float %2228, i64 0
  %2230 = shufflevector <16 x float> %2229, <16 x float> poison, <16 x i32> zeroinitializer
  %2231 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2202, <16 x float> %2230, <16 x float> %2194)
  %2232 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2204, <16 x float> %2230, <16 x float> %2193)
  %2233 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2206, <16 x float> %2230, <16 x float> %2192)
  %2234 = getelementptr inbounds i8, ptr %2200, i64 %412
  %2235 = load float, ptr %2234, align 4
  %2236 = insertelement <16 x float> poison, float %2235, i64 0
  %2237 = shufflevector <16 x float> %2236, <16 x float> poison, <16 x i32> zeroinitializer
  %2238 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2202, <16 x float> %2237, <16 x float> %2191)
  %2239 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2204, <16 x float> %2237, <16 x float> %2190)
  %2240 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2206, <16 x float> %2237, <16 x float> %2189)
  %2241 = getelementptr inbounds i8, ptr %2200, i64 %413
  %2242 = load float, ptr %2241, align 4
  %2243 = insertelement <16 x float> poison, float %2242, i64 0
  %2244 = shufflevector <16 x float> %2243, <16 x float> poison, <16 x i32> zeroinitializer
  %2245 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2202, <16 x float> %2244, <16 x float> %2182)
  %2246 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2204, <16 x float> %2244, <16 x float> %2181)
  %2247 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2206, <16 x float> %2244, <16 x float> %2180)
  %2248 = getelementptr inbounds i8, ptr %2200, i64 %414
  %2249 = load float, ptr %2248, align 4
  %2250 = insertelement <16 x float> poison, float %2249, i64 0
  %2251 = shufflevector <16 x float> %2250, <16 x float> poison, <16 x i32> zeroinitializer
  %2252 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2202, <16 x float> %2251, <16 x float> %2179)
  %2253 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2204, <16 x float> %2251, <16 x float> %2178)
  %2254 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2206, <16 x float> %2251, <16 x float> %2177)
  %2255 = getelementptr inbounds i8, ptr %2200, i64 %415
  %2256 = load float, ptr %2255, align 4
  %2257 = insertelement <16 x float> poison, float %2256, i64 0
  %2258 = shufflevector <16 x float> %2257, <16 x float> poison, <16 x i32> zeroinitializer
  %2259 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2202, <16 x float> %2258, <16 x float> %2176)
  %2260 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2204, <16 x float> %2258, <16 x float> %2175)
  %2261 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2206, <16 x float> %2258, <16 x float> %2174)
  %2262 = add nuw nsw i64 %2198, 1
  %2263 = getelementptr inbounds float, ptr %2199, i64 %293
  %2264 = getelementptr inbounds nuw float, ptr %2200, i64 %294
  %2265 = icmp eq i64 %2262, %1419
  br i1 %2265, label %2266, label %2173

2266:                                             ; preds = %2173, %2080, %1987, %1894, %1801, %1708, %1615, %1522, %1482, %1483, %1487, %1491, %1497, %1501, %1507, %1514
  %2267 = phi <16 x float> [ %1431, %1514 ], [ %1431, %1507 ], [ %1610, %1522 ], [ %1431, %1501 ], [ %1703, %1615 ], [ %1431, %1497 ], [ %1796, %1708 ], [ %1431, %1491 ], [ %1889, %1801 ], [ %1431, %1487 ], [ %1982, %1894 ], [ %1431, %1483 ], [ %2075, %1987 ], [ %1431, %1482 ], [ %2168, %2080 ], [ %2261, %2173 ]
  %2268 = phi <16 x float> [ %1432, %1514 ], [ %1432, %1507 ], [ %1609, %1522 ], [ %1432, %1501 ], [ %1702, %1615 ], [ %1432, %1497 ], [ %1795, %1708 ], [ %1432, %1491 ], [ %1888, %1801 ], [ %1432, %1487 ], [ %1981, %1894 ], [ %1432, %1483 ], [ %2074, %1987 ], [ %1432, %1482 ], [ %2167, %2080 ], [ %2260, %2173 ]
  %2269 = phi <16 x float> [ %1433, %1514 ], [ %1433, %1507 ], [ %1608, %1522 ], [ %1433, %1501 ], [ %1701, %1615 ], [ %1433, %1497 ], [ %1794, %1708 ], [ %1433, %1491 ], [ %1887, %1801 ], [ %1433, %1487 ], [ %1980, %1894 ], [ %1433, %1483 ], [ %2073, %1987 ], [ %1433, %1482 ], [ %2166, %2080 ], [ %2259, %2173 ]
  %2270 = phi <16 x float> [ %1434, %1514 ], [ %1434, %1507 ], [ %1603, %1522 ], [ %1434, %1501 ], [ %1696, %1615 ], [ %1434, %1497 ], [ %1789, %1708 ], [ %1434, %1491 ], [ %1882, %1801 ], [ %1434, %1487 ], [ %1975, %1894 ], [ %1434, %1483 ], [ %2068, %1987 ], [ %1434, %1482 ], [ %2161, %2080 ], [ %2254, %2173 ]
  %2271 = phi <16 x float> [ %1435, %1514 ], [ %1435, %1507 ], [ %1602, %1522 ], [ %1435, %1501 ], [ %1695, %1615 ], [ %1435, %1497 ], [ %1788, %1708 ], [ %1435, %1491 ], [ %1881, %1801 ], [ %1435, %1487 ], [ %1974, %1894 ], [ %1435, %1483 ], [ %2067, %1987 ], [ %1435, %1482 ], [ %2160, %2080 ], [ %2253, %2173 ]
  %2272 = phi <16 x float> [ %1436, %1514 ], [ %1436, %1507 ], [ %1601, %1522 ], [ %1436, %1501 ], [ %1694, %1615 ], [ %1436, %1497 ], [ %1787, %1708 ], [ %1436, %1491 ], [ %1880, %1801 ], [ %1436, %1487 ], [ %1973, %1894 ], [ %1436, %1483 ], [ %2066, %1987 ], [ %1436, %1482 ], [ %2159, %2080 ], [ %2252, %2173 ]
  %2273 = phi <16 x float> [ %1437, %1514 ], [ %1437, %1507 ], [ %1596, %1522 ], [ %1437, %1501 ], [ %1689, %1615 ], [ %1437, %1497 ], [ %1782, %1708 ], [ %1437, %1491 ], [ %1875, %1801 ], [ %1437, %1487 ], [ %1968, %1894 ], [ %1437, %1483 ], [ %2061, %1987 ], [ %1437, %1482 ], [ %2154, %2080 ], [ %2247, %2173 ]
  %2274 = phi <16 x float> [ %1438, %1514 ], [ %1438, %1507 ], [ %1595, %1522 ], [ %1438, %1501 ], [ %1688, %1615 ], [ %1438, %1497 ], [ %1781, %1708 ], [ %1438, %1491 ], [ %1874, %1801 ], [ %1438, %1487 ], [ %1967, %1894 ], [ %1438, %1483 ], [ %2060, %1987 ], [ %1438, %1482 ], [ %2153, %2080 ], [ %2246, %2173 ]
  %2275 = phi <16 x float> [ %1439, %1514 ], [ %1439, %1507 ], [ %1594, %1522 ], [ %1439, %1501 ], [ %1687, %1615 ], [ %1439, %1497 ], [ %1780, %1708 ], [ %1439, %1491 ], [ %1873, %1801 ], [ %1439, %1487 ], [ %1966, %1894 ], [ %1439, %1483 ], [ %2059, %1987 ], [ %1439, %1482 ], [ %2152, %2080 ], [ %2245, %2173 ]
  %2276 = phi <16 x float> [ %1440, %1514 ], [ %1440, %1507 ], [ %1589, %1522 ], [ %1440, %1501 ], [ %1682, %1615 ], [ %1440, %1497 ], [ %1775, %1708 ], [ %1440, %1491 ], [ %1868, %1801 ], [ %1440, %1487 ], [ %1961, %1894 ], [ %1440, %1483 ], [ %2054, %1987 ], [ %1440, %1482 ], [ %2147, %2080 ], [ %2240, %2173 ]
  %2277 = phi <16 x float> [ %1441, %1514 ], [ %1441, %1507 ], [ %1588, %1522 ], [ %1441, %1501 ], [ %1681, %1615 ], [ %1441, %1497 ], [ %1774, %1708 ], [ %1441, %1491 ], [ %1867, %1801 ], [ %1441, %1487 ], [ %1960, %1894 ], [ %1441, %1483 ], [ %2053, %1987 ], [ %1441, %1482 ], [ %2146, %2080 ], [ %2239, %2173 ]
  %2278 = phi <16 x float> [ %1442, %1514 ], [ %1442, %1507 ], [ %1587, %1522 ], [ %1442, %1501 ], [ %1680, %1615 ], [ %1442, %1497 ], [ %1773, %1708 ], [ %1442, %1491 ], [ %1866, %1801 ], [ %1442, %1487 ], [ %1959, %1894 ], [ %1442, %1483 ], [ %2052, %1987 ], [ %1442, %1482 ], [ %2145, %2080 ], [ %2238, %2173 ]
  %2279 = phi <16 x float> [ %1443, %1514 ], [ %1443, %1507 ], [ %1582, %1522 ], [ %1443, %1501 ], [ %1675, %1615 ], [ %1443, %1497 ], [ %1768, %1708 ], [ %1443, %1491 ], [ %1861, %1801 ], [ %1443, %1487 ], [ %1954, %1894 ], [ %1443, %1483 ], [ %2047, %1987 ], [ %1443, %1482 ], [ %2140, %2080 ], [ %2233, %2173 ]
  %2280 = phi <16 x float> [ %1444, %1514 ], [ %1444, %1507 ], [ %1581, %1522 ], [ %1444, %1501 ], [ %1674, %1615 ], [ %1444, %1497 ], [ %1767, %1708 ], [ %1444, %1491 ], [ %1860, %1801 ], [ %1444, %1487 ], [ %1953, %1894 ], [ %1444, %1483 ], [ %2046, %1987 ], [ %1444, %1482 ], [ %2139, %2080 ], [ %2232, %2173 ]
  %2281 = phi <16 x float> [ %1445, %1514 ], [ %1445, %1507 ], [ %1580, %1522 ], [ %1445, %1501 ], [ %1673, %1615 ], [ %1445, %1497 ], [ %1766, %1708 ], [ %1445, %1491 ], [ %1859, %1801 ], [ %1445, %1487 ], [ %1952, %1894 ], [ %1445, %1483 ], [ %2045, %1987 ], [ %1445, %1482 ], [ %2138, %2080 ], [ %2231, %2173 ]
  %2282 = phi <16 x float> [ %1446, %1514 ], [ %1446, %1507 ], [ %1575, %1522 ], [ %1446, %1501 ], [ %1668, %1615 ], [ %1446, %1497 ], [ %1761, %1708 ], [ %1446, %1491 ], [ %1854, %1801 ], [ %1446, %1487 ], [ %1947, %1894 ], [ %1446, %1483 ], [ %2040, %1987 ], [ %1446, %1482 ], [ %2133, %2080 ], [ %2226, %2173 ]
  %2283 = phi <16 x float> [ %1447, %1514 ], [ %1447, %1507 ], [ %1574, %1522 ], [ %1447, %1501 ], [ %1667, %1615 ], [ %1447, %1497 ], [ %1760, %1708 ], [ %1447, %1491 ], [ %1853, %1801 ], [ %1447, %1487 ], [ %1946, %1894 ], [ %1447, %1483 ], [ %2039, %1987 ], [ %1447, %1482 ], [ %2132, %2080 ], [ %2225, %2173 ]
  %2284 = phi <16 x float> [ %1448, %1514 ], [ %1448, %1507 ], [ %1573, %1522 ], [ %1448, %1501 ], [ %1666, %1615 ], [ %1448, %1497 ], [ %1759, %1708 ], [ %1448, %1491 ], [ %1852, %1801 ], [ %1448, %1487 ], [ %1945, %1894 ], [ %1448, %1483 ], [ %2038, %1987 ], [ %1448, %1482 ], [ %2131, %2080 ], [ %2224, %2173 ]
  %2285 = phi <16 x float> [ %1449, %1514 ], [ %1449, %1507 ], [ %1568, %1522 ], [ %1449, %1501 ], [ %1661, %1615 ], [ %1449, %1497 ], [ %1754, %1708 ], [ %1449, %1491 ], [ %1847, %1801 ], [ %1449, %1487 ], [ %1940, %1894 ], [ %1449, %1483 ], [ %2033, %1987 ], [ %1449, %1482 ], [ %2126, %2080 ], [ %2219, %2173 ]
  %2286 = phi <16 x float> [ %1450, %1514 ], [ %1450, %1507 ], [ %1567, %1522 ], [ %1450, %1501 ], [ %1660, %1615 ], [ %1450, %1497 ], [ %1753, %1708 ], [ %1450, %1491 ], [ %1846, %1801 ], [ %1450, %1487 ], [ %1939, %1894 ], [ %1450, %1483 ], [ %2032, %1987 ], [ %1450, %1482 ], [ %2125, %2080 ], [ %2218, %2173 ]
  %2287 = phi <16 x float> [ %1451, %1514 ], [ %1451, %1507 ], [ %1566, %1522 ], [ %1451, %1501 ], [ %1659, %1615 ], [ %1451, %1497 ], [ %1752, %1708 ], [ %1451, %1491 ], [ %1845, %1801 ], [ %1451, %1487 ], [ %1938, %1894 ], [ %1451, %1483 ], [ %2031, %1987 ], [ %1451, %1482 ], [ %2124, %2080 ], [ %2217, %2173 ]
  %2288 = phi <16 x float> [ %1452, %1514 ], [ %1452, %1507 ], [ %1561, %1522 ], [ %1452, %1501 ], [ %1654, %1615 ], [ %1452, %1497 ], [ %1747, %1708 ], [ %1452, %1491 ], [ %1840, %1801 ], [ %1452, %1487 ], [ %1933, %1894 ], [ %1452, %1483 ], [ %2026, %1987 ], [ %1452, %1482 ], [ %2119, %2080 ], [ %2212, %2173 ]
  %2289 = phi <16 x float> [ %1453, %1514 ], [ %1453, %1507 ], [ %1560, %1522 ], [ %1453, %1501 ], [ %1653, %1615 ], [ %1453, %1497 ], [ %1746, %1708 ], [ %1453, %1491 ], [ %1839, %1801 ], [ %1453, %1487 ], [ %1932, %1894 ], [ %1453, %1483 ], [ %2025, %1987 ], [ %1453, %1482 ], [ %2118, %2080 ], [ %2211, %2173 ]
  %2290 = phi <16 x float> [ %1454, %1514 ], [ %1454, %1507 ], [ %1559, %1522 ], [ %1454, %1501 ], [ %1652, %1615 ], [ %1454, %1497 ], [ %1745, %1708 ], [ %1454, %1491 ], [ %1838, %1801 ], [ %1454, %1487 ], [ %1931, %1894 ], [ %1454, %1483 ], [ %2024, %1987 ], [ %1454, %1482 ], [ %2117, %2080 ], [ %2210, %2173 ]
  %2291 = add nuw nsw i64 %1455, 1
  %2292 = icmp eq i64 %2291, %294
  br i1 %2292, label %1339, label %1430

2293:                                             ; preds = %1366, %2490
  %2294 = phi i64 [ 0, %1366 ], [ %2492, %2490 ]
  %2295 = add nsw i64 %1093, %2294
  %2296 = mul nsw i64 %2295, %265
  %2297 = icmp sgt i64 %1094, %2294
  %2298 = getelementptr inbounds nuw [3 x <16 x float>], ptr %33, i64 %2294
  %2299 = add nsw i64 %1054, %2296
  %2300 = select i1 %2297, <16 x i1> zeroinitializer, <16 x i1> %1083
  %2301 = getelementptr inbounds float, ptr %496, i64 %2299
  %2302 = load <16 x float>, ptr %2298, align 64
  br i1 %299, label %2362, label %2303

2303:                                             ; preds = %2293
  %2304 = getelementptr inbounds float, ptr %494, i64 %2299
  switch i64 %416, label %2322 [
    i64 1, label %2305
    i64 2, label %2308
    i64 3, label %2315
    i64 0, label %2362
  ]

2305:                                             ; preds = %2303
  %2306 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2304, <16 x i1> %2300, <16 x float> zeroinitializer)
  %2307 = fadd <16 x float> %2302, %2306
  br label %2324

2308:                                             ; preds = %2303
  %2309 = bitcast <16 x float> %2302 to <8 x i64>
  %2310 = or <8 x i64> %2309, %301
  %2311 = fcmp oeq <16 x float> %2302, %54
  %2312 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2302, i32 4)
  %2313 = bitcast <8 x i64> %2310 to <16 x float>
  %2314 = select <16 x i1> %2311, <16 x float> %2313, <16 x float> %2312
  br label %2324

2315:                                             ; preds = %2303
  %2316 = bitcast <16 x float> %2302 to <8 x i64>
  %2317 = and <8 x i64> %2316, %300
  %2318 = fcmp oeq <16 x float> %2302, %51
  %2319 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2302, i32 4)
  %2320 = bitcast <8 x i64> %2317 to <16 x float>
  %2321 = select <16 x i1> %2318, <16 x float> %2320, <16 x float> %2319
  br label %2324

2322:                                             ; preds = %2303
  unreachable

2323:                                             ; preds = %3246, %3227, %3208, %3183, %3164, %3145, %3120, %3101, %3082, %3057, %3038, %3019, %2994, %2975, %2956, %2931, %2912, %2893, %2868, %2849, %2830, %2805, %2786, %2767, %2471, %2452, %2433, %2407, %2388, %2369, %2343, %2324
  unreachable

2324:                                             ; preds = %2315, %2308, %2305
  %2325 = phi <16 x float> [ %2307, %2305 ], [ %2314, %2308 ], [ %2321, %2315 ]
  switch i64 %418, label %2323 [
    i64 1, label %2340
    i64 2, label %2333
    i64 3, label %2326
    i64 0, label %2362
  ]

2326:                                             ; preds = %2324
  %2327 = bitcast <16 x float> %2325 to <8 x i64>
  %2328 = and <8 x i64> %2327, %300
  %2329 = fcmp oeq <16 x float> %2325, %51
  %2330 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2325, i32 4)
  %2331 = bitcast <8 x i64> %2328 to <16 x float>
  %2332 = select <16 x i1> %2329, <16 x float> %2331, <16 x float> %2330
  br label %2343

2333:                                             ; preds = %2324
  %2334 = bitcast <16 x float> %2325 to <8 x i64>
  %2335 = or <8 x i64> %2334, %301
  %2336 = fcmp oeq <16 x float> %2325, %54
  %2337 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2325, i32 4)
  %2338 = bitcast <8 x i64> %2335 to <16 x float>
  %2339 = select <16 x i1> %2336, <16 x float> %2338, <16 x float> %2337
  br label %2343

2340:                                             ; preds = %2324
  %2341 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2304, <16 x i1> %2300, <16 x float> zeroinitializer)
  %2342 = fadd <16 x float> %2325, %2341
  br label %2343

2343:                                             ; preds = %2340, %2333, %2326
  %2344 = phi <16 x float> [ %2342, %2340 ], [ %2339, %2333 ], [ %2332, %2326 ]
  switch i64 %420, label %2323 [
    i64 1, label %2359
    i64 2, label %2352
    i64 3, label %2345
    i64 0, label %2362
  ]

2345:                                             ; preds = %2343
  %2346 = bitcast <16 x float> %2344 to <8 x i64>
  %2347 = and <8 x i64> %2346, %300
  %2348 = fcmp oeq <16 x float> %2344, %51
  %2349 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2344, i32 4)
  %2350 = bitcast <8 x i64> %2347 to <16 x float>
  %2351 = select <16 x i1> %2348, <16 x float> %2350, <16 x float> %2349
  br label %2362

2352:                                             ; preds = %2343
  %2353 = bitcast <16 x float> %2344 to <8 x i64>
  %2354 = or <8 x i64> %2353, %301
  %2355 = fcmp oeq <16 x float> %2344, %54
  %2356 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2344, i32 4)
  %2357 = bitcast <8 x i64> %2354 to <16 x float>
  %2358 = select <16 x i1> %2355, <16 x float> %2357, <16 x float> %2356
  br label %2362

2359:                                             ; preds = %2343
  %2360 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2304, <16 x i1> %2300, <16 x float> zeroinitializer)
  %2361 = fadd <16 x float> %2344, %2360
  br label %2362

2362:                                             ; preds = %2293, %2303, %2324, %2343, %2359, %2352, %2345
  %2363 = phi <16 x float> [ %2351, %2345 ], [ %2302, %2303 ], [ %2344, %2343 ], [ %2325, %2324 ], [ %2361, %2359 ], [ %2358, %2352 ], [ %2302, %2293 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2363, ptr align 1 %2301, <16 x i1> %2300)
  %2364 = add nsw i64 %1053, %2296
  %2365 = select i1 %2297, <16 x i1> zeroinitializer, <16 x i1> %1084
  %2366 = getelementptr inbounds float, ptr %496, i64 %2364
  %2367 = getelementptr inbounds nuw i8, ptr %2298, i64 64
  %2368 = load <16 x float>, ptr %2367, align 64
  br i1 %299, label %2426, label %2369

2369:                                             ; preds = %2362
  %2370 = getelementptr inbounds float, ptr %494, i64 %2364
  switch i64 %421, label %2323 [
    i64 1, label %2385
    i64 2, label %2378
    i64 3, label %2371
    i64 0, label %2426
  ]

2371:                                             ; preds = %2369
  %2372 = bitcast <16 x float> %2368 to <8 x i64>
  %2373 = and <8 x i64> %2372, %300
  %2374 = fcmp oeq <16 x float> %2368, %51
  %2375 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2368, i32 4)
  %2376 = bitcast <8 x i64> %2373 to <16 x float>
  %2377 = select <16 x i1> %2374, <16 x float> %2376, <16 x float> %2375
  br label %2388

2378:                                             ; preds = %2369
  %2379 = bitcast <16 x float> %2368 to <8 x i64>
  %2380 = or <8 x i64> %2379, %301
  %2381 = fcmp oeq <16 x float> %2368, %54
  %2382 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2368, i32 4)
  %2383 = bitcast <8 x i64> %2380 to <16 x float>
  %2384 = select <16 x i1> %2381, <16 x float> %2383, <16 x float> %2382
  br label %2388

2385:                                             ; preds = %2369
  %2386 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2370, <16 x i1> %2365, <16 x float> zeroinitializer)
  %2387 = fadd <16 x float> %2368, %2386
  br label %2388

2388:                                             ; preds = %2385, %2378, %2371
  %2389 = phi <16 x float> [ %2387, %2385 ], [ %2384, %2378 ], [ %2377, %2371 ]
  switch i64 %423, label %2323 [
    i64 1, label %2404
    i64 2, label %2397
    i64 3, label %2390
    i64 0, label %2426
  ]

2390:                                             ; preds = %2388
  %2391 = bitcast <16 x float> %2389 to <8 x i64>
  %2392 = and <8 x i64> %2391, %300
  %2393 = fcmp oeq <16 x float> %2389, %51
  %2394 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2389, i32 4)
  %2395 = bitcast <8 x i64> %2392 to <16 x float>
  %2396 = select <16 x i1> %2393, <16 x float> %2395, <16 x float> %2394
  br label %2407

2397:                                             ; preds = %2388
  %2398 = bitcast <16 x float> %2389 to <8 x i64>
  %2399 = or <8 x i64> %2398, %301
  %2400 = fcmp oeq <16 x float> %2389, %54
  %2401 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2389, i32 4)
  %2402 = bitcast <8 x i64> %2399 to <16 x float>
  %2403 = select <16 x i1> %2400, <16 x float> %2402, <16 x float> %2401
  br label %2407

2404:                                             ; preds = %2388
  %2405 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2370, <16 x i1> %2365, <16 x float> zeroinitializer)
  %2406 = fadd <16 x float> %2389, %2405
  br label %2407

2407:                                             ; preds = %2404, %2397, %2390
  %2408 = phi <16 x float> [ %2406, %2404 ], [ %2403, %2397 ], [ %2396, %2390 ]
  switch i64 %425, label %2323 [
    i64 1, label %2423
    i64 2, label %2416
    i64 3, label %2409
    i64 0, label %2426
  ]

2409:                                             ; preds = %2407
  %2410 = bitcast <16 x float> %2408 to <8 x i64>
  %2411 = and <8 x i64> %2410, %300
  %2412 = fcmp oeq <16 x float> %2408, %51
  %2413 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2408, i32 4)
  %2414 = bitcast <8 x i64> %2411 to <16 x float>
  %2415 = select <16 x i1> %2412, <16 x float> %2414, <16 x float> %2413
  br label %2426

2416:                                             ; preds = %2407
  %2417 = bitcast <16 x float> %2408 to <8 x i64>
  %2418 = or <8 x i64> %2417, %301
  %2419 = fcmp oeq <16 x float> %2408, %54
  %2420 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2408, i32 4)
  %2421 = bitcast <8 x i64> %2418 to <16 x float>
  %2422 = select <16 x i1> %2419, <16 x float> %2421, <16 x float> %2420
  br label %2426

2423:                                             ; preds = %2407
  %2424 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2370, <16 x i1> %2365, <16 x float> zeroinitializer)
  %2425 = fadd <16 x float> %2408, %2424
  br label %2426

2426:                                             ; preds = %2362, %2369, %2388, %2407, %2423, %2416, %2409
  %2427 = phi <16 x float> [ %2415, %2409 ], [ %2368, %2369 ], [ %2408, %2407 ], [ %2389, %2388 ], [ %2425, %2423 ], [ %2422, %2416 ], [ %2368, %2362 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2427, ptr align 1 %2366, <16 x i1> %2365)
  %2428 = add nsw i64 %1052, %2296
  %2429 = select i1 %2297, <16 x i1> zeroinitializer, <16 x i1> %1085
  %2430 = getelementptr inbounds float, ptr %496, i64 %2428
  %2431 = getelementptr inbounds nuw i8, ptr %2298, i64 128
  %2432 = load <16 x float>, ptr %2431, align 64
  br i1 %299, label %2490, label %2433

2433:                                             ; preds = %2426
  %2434 = getelementptr inbounds float, ptr %494, i64 %2428
  switch i64 %426, label %2323 [
    i64 1, label %2449
    i64 2, label %2442
    i64 3, label %2435
    i64 0, label %2490
  ]

2435:                                             ; preds = %2433
  %2436 = bitcast <16 x float> %2432 to <8 x i64>
  %2437 = and <8 x i64> %2436, %300
  %2438 = fcmp oeq <16 x float> %2432, %51
  %2439 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2432, i32 4)
  %2440 = bitcast <8 x i64> %2437 to <16 x float>
  %2441 = select <16 x i1> %2438, <16 x float> %2440, <16 x float> %2439
  br label %2452

2442:                                             ; preds = %2433
  %2443 = bitcast <16 x float> %2432 to <8 x i64>
  %2444 = or <8 x i64> %2443, %301
  %2445 = fcmp oeq <16 x float> %2432, %54
  %2446 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2432, i32 4)
  %2447 = bitcast <8 x i64> %2444 to <16 x float>
  %2448 = select <16 x i1> %2445, <16 x float> %2447, <16 x float> %2446
  br label %2452

2449:                                             ; preds = %2433
  %2450 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2434, <16 x i1> %2429, <16 x float> zeroinitializer)
  %2451 = fadd <16 x float> %2432, %2450
  br label %2452

2452:                                             ; preds = %2449, %2442, %2435
  %2453 = phi <16 x float> [ %2451, %2449 ], [ %2448, %2442 ], [ %2441, %2435 ]
  switch i64 %428, label %2323 [
    i64 1, label %2468
    i64 2, label %2461
    i64 3, label %2454
    i64 0, label %2490
  ]

2454:                                             ; preds = %2452
  %2455 = bitcast <16 x float> %2453 to <8 x i64>
  %2456 = and <8 x i64> %2455, %300
  %2457 = fcmp oeq <16 x float> %2453, %51
  %2458 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2453, i32 4)
  %2459 = bitcast <8 x i64> %2456 to <16 x float>
  %2460 = select <16 x i1> %2457, <16 x float> %2459, <16 x float> %2458
  br label %2471

2461:                                             ; preds = %2452
  %2462 = bitcast <16 x float> %2453 to <8 x i64>
  %2463 = or <8 x i64> %2462, %301
  %2464 = fcmp oeq <16 x float> %2453, %54
  %2465 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2453, i32 4)
  %2466 = bitcast <8 x i64> %2463 to <16 x float>
  %2467 = select <16 x i1> %2464, <16 x float> %2466, <16 x float> %2465
  br label %2471

2468:                                             ; preds = %2452
  %2469 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2434, <16 x i1> %2429, <16 x float> zeroinitializer)
  %2470 = fadd <16 x float> %2453, %2469
  br label %2471

2471:                                             ; preds = %2468, %2461, %2454
  %2472 = phi <16 x float> [ %2470, %2468 ], [ %2467, %2461 ], [ %2460, %2454 ]
  switch i64 %430, label %2323 [
    i64 1, label %2487
    i64 2, label %2480
    i64 3, label %2473
    i64 0, label %2490
  ]

2473:                                             ; preds = %2471
  %2474 = bitcast <16 x float> %2472 to <8 x i64>
  %2475 = and <8 x i64> %2474, %300
  %2476 = fcmp oeq <16 x float> %2472, %51
  %2477 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2472, i32 4)
  %2478 = bitcast <8 x i64> %2475 to <16 x float>
  %2479 = select <16 x i1> %2476, <16 x float> %2478, <16 x float> %2477
  br label %2490

2480:                                             ; preds = %2471
  %2481 = bitcast <16 x float> %2472 to <8 x i64>
  %2482 = or <8 x i64> %2481, %301
  %2483 = fcmp oeq <16 x float> %2472, %54
  %2484 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2472, i32 4)
  %2485 = bitcast <8 x i64> %2482 to <16 x float>
  %2486 = select <16 x i1> %2483, <16 x float> %2485, <16 x float> %2484
  br label %2490

2487:                                             ; preds = %2471
  %2488 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2434, <16 x i1> %2429, <16 x float> zeroinitializer)
  %2489 = fadd <16 x float> %2472, %2488
  br label %2490

2490:                                             ; preds = %2426, %2433, %2452, %2471, %2487, %2480, %2473
  %2491 = phi <16 x float> [ %2479, %2473 ], [ %2432, %2433 ], [ %2472, %2471 ], [ %2453, %2452 ], [ %2489, %2487 ], [ %2486, %2480 ], [ %2432, %2426 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2491, ptr align 1 %2430, <16 x i1> %2429)
  %2492 = add nuw nsw i64 %2294, 1
  %2493 = icmp eq i64 %2492, 8
  br i1 %2493, label %2494, label %2293

2494:                                             ; preds = %2490
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  br label %3269

2495:                                             ; preds = %1096, %3265
  %2496 = phi i64 [ 0, %1096 ], [ %3267, %3265 ]
  %2497 = getelementptr inbounds nuw i64, ptr %37, i64 %2496
  %2498 = getelementptr inbounds nuw i64, ptr %38, i64 %2496
  %2499 = load i64, ptr %2498, align 8
  %2500 = icmp sgt i64 %2499, 15
  %2501 = trunc i64 %2499 to i32
  %2502 = shl nsw i32 -1, %2501
  %2503 = trunc i32 %2502 to i16
  %2504 = xor i16 %2503, -1
  %2505 = select i1 %2500, i16 -1, i16 %2504
  br i1 %295, label %2534, label %2509

2506:                                             ; preds = %2563
  %2507 = getelementptr inbounds nuw i64, ptr %35, i64 %2496
  %2508 = getelementptr inbounds nuw i32, ptr %36, i64 %2496
  br label %2597

2509:                                             ; preds = %2495
  %2510 = load float, ptr %1098, align 4
  %2511 = insertelement <16 x float> poison, float %2510, i64 0
  %2512 = shufflevector <16 x float> %2511, <16 x float> poison, <16 x i32> zeroinitializer
  %2513 = load float, ptr %1100, align 4
  %2514 = insertelement <16 x float> poison, float %2513, i64 0
  %2515 = shufflevector <16 x float> %2514, <16 x float> poison, <16 x i32> zeroinitializer
  %2516 = load float, ptr %1101, align 4
  %2517 = insertelement <16 x float> poison, float %2516, i64 0
  %2518 = shufflevector <16 x float> %2517, <16 x float> poison, <16 x i32> zeroinitializer
  %2519 = load float, ptr %1102, align 4
  %2520 = insertelement <16 x float> poison, float %2519, i64 0
  %2521 = shufflevector <16 x float> %2520, <16 x float> poison, <16 x i32> zeroinitializer
  %2522 = load float, ptr %1103, align 4
  %2523 = insertelement <16 x float> poison, float %2522, i64 0
  %2524 = shufflevector <16 x float> %2523, <16 x float> poison, <16 x i32> zeroinitializer
  %2525 = load float, ptr %1104, align 4
  %2526 = insertelement <16 x float> poison, float %2525, i64 0
  %2527 = shufflevector <16 x float> %2526, <16 x float> poison, <16 x i32> zeroinitializer
  %2528 = load float, ptr %1105, align 4
  %2529 = insertelement <16 x float> poison, float %2528, i64 0
  %2530 = shufflevector <16 x float> %2529, <16 x float> poison, <16 x i32> zeroinitializer
  %2531 = load float, ptr %1106, align 4
  %2532 = insertelement <16 x float> poison, float %2531, i64 0
  %2533 = shufflevector <16 x float> %2532, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2563

2534:                                             ; preds = %2495
  %2535 = bitcast i16 %2505 to <16 x i1>
  %2536 = load i64, ptr %2497, align 8
  %2537 = getelementptr inbounds float, ptr %1108, i64 %2536
  %2538 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2537, <16 x i1> %2535, <16 x float> zeroinitializer)
  %2539 = bitcast i16 %2505 to <16 x i1>
  %2540 = getelementptr inbounds float, ptr %1111, i64 %2536
  %2541 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2540, <16 x i1> %2539, <16 x float> zeroinitializer)
  %2542 = bitcast i16 %2505 to <16 x i1>
  %2543 = load i64, ptr %2497, align 8
  %2544 = getelementptr inbounds float, ptr %1114, i64 %2543
  %2545 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2544, <16 x i1> %2542, <16 x float> zeroinitializer)
  %2546 = bitcast i16 %2505 to <16 x i1>
  %2547 = getelementptr inbounds float, ptr %1117, i64 %2543
  %2548 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2547, <16 x i1> %2546, <16 x float> zeroinitializer)
  %2549 = bitcast i16 %2505 to <16 x i1>
  %2550 = load i64, ptr %2497, align 8
  %2551 = getelementptr inbounds float, ptr %1120, i64 %2550
  %2552 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2551, <16 x i1> %2549, <16 x float> zeroinitializer)
  %2553 = bitcast i16 %2505 to <16 x i1>
  %2554 = getelementptr inbounds float, ptr %1123, i64 %2550
  %2555 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2554, <16 x i1> %2553, <16 x float> zeroinitializer)
  %2556 = bitcast i16 %2505 to <16 x i1>
  %2557 = load i64, ptr %2497, align 8
  %2558 = getelementptr inbounds float, ptr %1126, i64 %2557
  %2559 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2558, <16 x i1> %2556, <16 x float> zeroinitializer)
  %2560 = bitcast i16 %2505 to <16 x i1>
  %2561 = getelementptr inbounds float, ptr %1129, i64 %2557
  %2562 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2561, <16 x i1> %2560, <16 x float> zeroinitializer)
  br label %2563

2563:                                             ; preds = %2534, %2509
  %2564 = phi <16 x float> [ %2559, %2534 ], [ %2530, %2509 ]
  %2565 = phi <16 x float> [ %2552, %2534 ], [ %2524, %2509 ]
  %2566 = phi <16 x float> [ %2545, %2534 ], [ %2518, %2509 ]
  %2567 = phi <16 x float> [ %2538, %2534 ], [ %2512, %2509 ]
  %2568 = phi <16 x float> [ %2541, %2534 ], [ %2515, %2509 ]
  %2569 = phi <16 x float> [ %2548, %2534 ], [ %2521, %2509 ]
  %2570 = phi <16 x float> [ %2555, %2534 ], [ %2527, %2509 ]
  %2571 = phi <16 x float> [ %2562, %2534 ], [ %2533, %2509 ]
  br i1 %297, label %2506, label %2583

2572:                                             ; preds = %2756, %2597
  %2573 = phi <16 x float> [ %2598, %2597 ], [ %2757, %2756 ]
  %2574 = phi <16 x float> [ %2599, %2597 ], [ %2758, %2756 ]
  %2575 = phi <16 x float> [ %2600, %2597 ], [ %2759, %2756 ]
  %2576 = phi <16 x float> [ %2601, %2597 ], [ %2760, %2756 ]
  %2577 = phi <16 x float> [ %2602, %2597 ], [ %2761, %2756 ]
  %2578 = phi <16 x float> [ %2603, %2597 ], [ %2762, %2756 ]
  %2579 = phi <16 x float> [ %2604, %2597 ], [ %2763, %2756 ]
  %2580 = phi <16 x float> [ %2605, %2597 ], [ %2764, %2756 ]
  %2581 = icmp slt i64 %2610, %5
  %2582 = add i64 %2606, -16
  br i1 %2581, label %2597, label %2583

2583:                                             ; preds = %2572, %2563
  %2584 = phi <16 x float> [ %2567, %2563 ], [ %2573, %2572 ]
  %2585 = phi <16 x float> [ %2568, %2563 ], [ %2574, %2572 ]
  %2586 = phi <16 x float> [ %2566, %2563 ], [ %2575, %2572 ]
  %2587 = phi <16 x float> [ %2569, %2563 ], [ %2576, %2572 ]
  %2588 = phi <16 x float> [ %2565, %2563 ], [ %2577, %2572 ]
  %2589 = phi <16 x float> [ %2570, %2563 ], [ %2578, %2572 ]
  %2590 = phi <16 x float> [ %2564, %2563 ], [ %2579, %2572 ]
  %2591 = phi <16 x float> [ %2571, %2563 ], [ %2580, %2572 ]
  %2592 = load i64, ptr %2497, align 8
  %2593 = add nsw i64 %2592, %1130
  %2594 = bitcast i16 %2505 to <16 x i1>
  %2595 = select i1 %1131, <16 x i1> zeroinitializer, <16 x i1> %2594
  %2596 = getelementptr inbounds float, ptr %496, i64 %2593
  br i1 %299, label %2824, label %2767

2597:                                             ; preds = %2506, %2572
  %2598 = phi <16 x float> [ %2567, %2506 ], [ %2573, %2572 ]
  %2599 = phi <16 x float> [ %2568, %2506 ], [ %2574, %2572 ]
  %2600 = phi <16 x float> [ %2566, %2506 ], [ %2575, %2572 ]
  %2601 = phi <16 x float> [ %2569, %2506 ], [ %2576, %2572 ]
  %2602 = phi <16 x float> [ %2565, %2506 ], [ %2577, %2572 ]
  %2603 = phi <16 x float> [ %2570, %2506 ], [ %2578, %2572 ]
  %2604 = phi <16 x float> [ %2564, %2506 ], [ %2579, %2572 ]
  %2605 = phi <16 x float> [ %2571, %2506 ], [ %2580, %2572 ]
  %2606 = phi i64 [ %5, %2506 ], [ %2582, %2572 ]
  %2607 = phi i64 [ 0, %2506 ], [ %2610, %2572 ]
  %2608 = call i64 @llvm.smin.i64(i64 %2606, i64 16)
  %2609 = add i64 %2608, %2607
  %2610 = add nuw nsw i64 %2607, 16
  br i1 %298, label %2611, label %2572

2611:                                             ; preds = %2597
  %2612 = sub nsw i64 %5, %2607
  %2613 = icmp sgt i64 %2612, 15
  %2614 = mul nsw i64 %2607, %293
  %2615 = getelementptr inbounds float, ptr %489, i64 %2614
  %2616 = mul nuw nsw i64 %2607, %294
  %2617 = getelementptr inbounds nuw float, ptr %1099, i64 %2616
  %2618 = icmp sgt i64 %5, %2607
  %2619 = or i1 %2613, %2618
  br label %2620

2620:                                             ; preds = %2611, %2756
  %2621 = phi <16 x float> [ %2598, %2611 ], [ %2757, %2756 ]
  %2622 = phi <16 x float> [ %2599, %2611 ], [ %2758, %2756 ]
  %2623 = phi <16 x float> [ %2600, %2611 ], [ %2759, %2756 ]
  %2624 = phi <16 x float> [ %2601, %2611 ], [ %2760, %2756 ]
  %2625 = phi <16 x float> [ %2602, %2611 ], [ %2761, %2756 ]
  %2626 = phi <16 x float> [ %2603, %2611 ], [ %2762, %2756 ]
  %2627 = phi <16 x float> [ %2604, %2611 ], [ %2763, %2756 ]
  %2628 = phi <16 x float> [ %2605, %2611 ], [ %2764, %2756 ]
  %2629 = phi i64 [ 0, %2611 ], [ %2765, %2756 ]
  %2630 = getelementptr inbounds nuw [3 x i64], ptr %2507, i64 %2629
  %2631 = load i64, ptr %2630, align 8
  %2632 = getelementptr inbounds nuw [3 x i32], ptr %2508, i64 %2629
  %2633 = load i32, ptr %2632, align 4
  %2634 = getelementptr inbounds nuw float, ptr %2617, i64 %2629
  %2635 = and i32 %2633, 65535
  %2636 = icmp eq i32 %2635, 65535
  br i1 %2636, label %2637, label %2638

2637:                                             ; preds = %2620
  br i1 %2619, label %2642, label %2756

2638:                                             ; preds = %2620
  br i1 %2619, label %2639, label %2756

2639:                                             ; preds = %2638
  %2640 = trunc i32 %2633 to i16
  %2641 = bitcast i16 %2640 to <16 x i1>
  br label %2699

2642:                                             ; preds = %2637, %2642
  %2643 = phi <16 x float> [ %2659, %2642 ], [ %2621, %2637 ]
  %2644 = phi <16 x float> [ %2664, %2642 ], [ %2622, %2637 ]
  %2645 = phi <16 x float> [ %2669, %2642 ], [ %2623, %2637 ]
  %2646 = phi <16 x float> [ %2674, %2642 ], [ %2624, %2637 ]
  %2647 = phi <16 x float> [ %2679, %2642 ], [ %2625, %2637 ]
  %2648 = phi <16 x float> [ %2684, %2642 ], [ %2626, %2637 ]
  %2649 = phi <16 x float> [ %2689, %2642 ], [ %2627, %2637 ]
  %2650 = phi <16 x float> [ %2694, %2642 ], [ %2628, %2637 ]
  %2651 = phi ptr [ %2696, %2642 ], [ %2615, %2637 ]
  %2652 = phi ptr [ %2697, %2642 ], [ %2634, %2637 ]
  %2653 = phi i64 [ %2695, %2642 ], [ %2607, %2637 ]
  %2654 = getelementptr inbounds float, ptr %2651, i64 %2631
  %2655 = load <16 x float>, ptr %2654, align 1
  %2656 = load float, ptr %2652, align 4
  %2657 = insertelement <16 x float> poison, float %2656, i64 0
  %2658 = shufflevector <16 x float> %2657, <16 x float> poison, <16 x i32> zeroinitializer
  %2659 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2655, <16 x float> %2658, <16 x float> %2643)
  %2660 = getelementptr inbounds float, ptr %2652, i64 %296
  %2661 = load float, ptr %2660, align 4
  %2662 = insertelement <16 x float> poison, float %2661, i64 0
  %2663 = shufflevector <16 x float> %2662, <16 x float> poison, <16 x i32> zeroinitializer
  %2664 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2655, <16 x float> %2663, <16 x float> %2644)
  %2665 = getelementptr inbounds i8, ptr %2652, i64 %322
  %2666 = load float, ptr %2665, align 4
  %2667 = insertelement <16 x float> poison, float %2666, i64 0
  %2668 = shufflevector <16 x float> %2667, <16 x float> poison, <16 x i32> zeroinitializer
  %2669 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2655, <16 x float> %2668, <16 x float> %2645)
  %2670 = getelementptr inbounds i8, ptr %2652, i64 %323
  %2671 = load float, ptr %2670, align 4
  %2672 = insertelement <16 x float> poison, float %2671, i64 0
  %2673 = shufflevector <16 x float> %2672, <16 x float> poison, <16 x i32> zeroinitializer
  %2674 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2655, <16 x float> %2673, <16 x float> %2646)
  %2675 = getelementptr inbounds i8, ptr %2652, i64 %324
  %2676 = load float, ptr %2675, align 4
  %2677 = insertelement <16 x float> poison, float %2676, i64 0
  %2678 = shufflevector <16 x float> %2677, <16 x float> poison, <16 x i32> zeroinitializer
  %2679 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2655, <16 x float> %2678, <16 x float> %2647)
  %2680 = getelementptr inbounds i8, ptr %2652, i64 %325
  %2681 = load float, ptr %2680, align 4
  %2682 = insertelement <16 x float> poison, float %2681, i64 0
  %2683 = shufflevector <16 x float> %2682, <16 x float> poison, <16 x i32> zeroinitializer
  %2684 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2655, <16 x float> %2683, <16 x float> %2648)
  %2685 = getelementptr inbounds i8, ptr %2652, i64 %326
  %2686 = load float, ptr %2685, align 4
  %2687 = insertelement <16 x float> poison, float %2686, i64 0
  %2688 = shufflevector <16 x float> %2687, <16 x float> poison, <16 x i32> zeroinitializer
  %2689 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2655, <16 x float> %2688, <16 x float> %2649)
  %2690 = getelementptr inbounds i8, ptr %2652, i64 %327
  %2691 = load float, ptr %2690, align 4
  %2692 = insertelement <16 x float> poison, float %2691, i64 0
  %2693 = shufflevector <16 x float> %2692, <16 x float> poison, <16 x i32> zeroinitializer
  %2694 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2655, <16 x float> %2693, <16 x float> %2650)
  %2695 = add nuw nsw i64 %2653, 1
  %2696 = getelementptr inbounds float, ptr %2651, i64 %293
  %2697 = getelementptr inbounds nuw float, ptr %2652, i64 %294
  %2698 = icmp eq i64 %2695, %2609
  br i1 %2698, label %2756, label %2642

2699:                                             ; preds = %2639, %2699
  %2700 = phi <16 x float> [ %2621, %2639 ], [ %2716, %2699 ]
  %2701 = phi <16 x float> [ %2622, %2639 ], [ %2721, %2699 ]
  %2702 = phi <16 x float> [ %2623, %2639 ], [ %2726, %2699 ]
  %2703 = phi <16 x float> [ %2624, %2639 ], [ %2731, %2699 ]
  %2704 = phi <16 x float> [ %2625, %2639 ], [ %2736, %2699 ]
  %2705 = phi <16 x float> [ %2626, %2639 ], [ %2741, %2699 ]
  %2706 = phi <16 x float> [ %2627, %2639 ], [ %2746, %2699 ]
  %2707 = phi <16 x float> [ %2628, %2639 ], [ %2751, %2699 ]
  %2708 = phi i64 [ %2607, %2639 ], [ %2752, %2699 ]
  %2709 = phi ptr [ %2615, %2639 ], [ %2753, %2699 ]
  %2710 = phi ptr [ %2634, %2639 ], [ %2754, %2699 ]
  %2711 = getelementptr inbounds float, ptr %2709, i64 %2631
  %2712 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2711, <16 x i1> %2641, <16 x float> zeroinitializer)
  %2713 = load float, ptr %2710, align 4
  %2714 = insertelement <16 x float> poison, float %2713, i64 0
  %2715 = shufflevector <16 x float> %2714, <16 x float> poison, <16 x i32> zeroinitializer
  %2716 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2712, <16 x float> %2715, <16 x float> %2700)
  %2717 = getelementptr inbounds float, ptr %2710, i64 %296
  %2718 = load float, ptr %2717, align 4
  %2719 = insertelement <16 x float> poison, float %2718, i64 0
  %2720 = shufflevector <16 x float> %2719, <16 x float> poison, <16 x i32> zeroinitializer
  %2721 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2712, <16 x float> %2720, <16 x float> %2701)
  %2722 = getelementptr inbounds i8, ptr %2710, i64 %316
  %2723 = load float, ptr %2722, align 4
  %2724 = insertelement <16 x float> poison, float %2723, i64 0
  %2725 = shufflevector <16 x float> %2724, <16 x float> poison, <16 x i32> zeroinitializer
  %2726 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2712, <16 x float> %2725, <16 x float> %2702)
  %2727 = getelementptr inbounds i8, ptr %2710, i64 %317
  %2728 = load float, ptr %2727, align 4
  %2729 = insertelement <16 x float> poison, float %2728, i64 0
  %2730 = shufflevector <16 x float> %2729, <16 x float> poison, <16 x i32> zeroinitializer
  %2731 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2712, <16 x float> %2730, <16 x float> %2703)
  %2732 = getelementptr inbounds i8, ptr %2710, i64 %318
  %2733 = load float, ptr %2732, align 4
  %2734 = insertelement <16 x float> poison, float %2733, i64 0
  %2735 = shufflevector <16 x float> %2734, <16 x float> poison, <16 x i32> zeroinitializer
  %2736 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2712, <16 x float> %2735, <16 x float> %2704)
  %2737 = getelementptr inbounds i8, ptr %2710, i64 %319
  %2738 = load float, ptr %2737, align 4
  %2739 = insertelement <16 x float> poison, float %2738, i64 0
  %2740 = shufflevector <16 x float> %2739, <16 x float> poison, <16 x i32> zeroinitializer
  %2741 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2712, <16 x float> %2740, <16 x float> %2705)
  %2742 = getelementptr inbounds i8, ptr %2710, i64 %320
  %2743 = load float, ptr %2742, align 4
  %2744 = insertelement <16 x float> poison, float %2743, i64 0
  %2745 = shufflevector <16 x float> %2744, <16 x float> poison, <16 x i32> zeroinitializer
  %2746 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2712, <16 x float> %2745, <16 x float> %2706)
  %2747 = getelementptr inbounds i8, ptr %2710, i64 %321
  %2748 = load float, ptr %2747, align 4
  %2749 = insertelement <16 x float> poison, float %2748, i64 0
  %2750 = shufflevector <16 x float> %2749, <16 x float> poison, <16 x i32> zeroinitializer
  %2751 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2712, <16 x float> %2750, <16 x float> %2707)
  %2752 = add nuw nsw i64 %2708, 1
  %2753 = getelementptr inbounds float, ptr %2709, i64 %293
  %2754 = getelementptr inbounds nuw float, ptr %2710, i64 %294
  %2755 = icmp eq i64 %2752, %2609
  br i1 %2755, label %2756, label %2699

2756:                                             ; preds = %2699, %2642, %2637, %2638
  %2757 = phi <16 x float> [ %2621, %2638 ], [ %2621, %2637 ], [ %2659, %2642 ], [ %2716, %2699 ]
  %2758 = phi <16 x float> [ %2622, %2638 ], [ %2622, %2637 ], [ %2664, %2642 ], [ %2721, %2699 ]
  %2759 = phi <16 x float> [ %2623, %2638 ], [ %2623, %2637 ], [ %2669, %2642 ], [ %2726, %2699 ]
  %2760 = phi <16 x float> [ %2624, %2638 ], [ %2624, %2637 ], [ %2674, %2642 ], [ %2731, %2699 ]
  %2761 = phi <16 x float> [ %2625, %2638 ], [ %2625, %2637 ], [ %2679, %2642 ], [ %2736, %2699 ]
  %2762 = phi <16 x float> [ %2626, %2638 ], [ %2626, %2637 ], [ %2684, %2642 ], [ %2741, %2699 ]
  %2763 = phi <16 x float> [ %2627, %2638 ], [ %2627, %2637 ], [ %2689, %2642 ], [ %2746, %2699 ]
  %2764 = phi <16 x float> [ %2628, %2638 ], [ %2628, %2637 ], [ %2694, %2642 ], [ %2751, %2699 ]
  %2765 = add nuw nsw i64 %2629, 1
  %2766 = icmp eq i64 %2765, %294
  br i1 %2766, label %2572, label %2620

2767:                                             ; preds = %2583
  %2768 = getelementptr inbounds float, ptr %494, i64 %2593
  switch i64 %328, label %2323 [
    i64 1, label %2769
    i64 2, label %2772
    i64 3, label %2779
    i64 0, label %2824
  ]

2769:                                             ; preds = %2767
  %2770 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2768, <16 x i1> %2595, <16 x float> zeroinitializer)
  %2771 = fadd <16 x float> %2584, %2770
  br label %2786

2772:                                             ; preds = %2767
  %2773 = bitcast <16 x float> %2584 to <8 x i64>
  %2774 = or <8 x i64> %2773, %301
  %2775 = fcmp oeq <16 x float> %2584, %54
  %2776 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2584, i32 4)
  %2777 = bitcast <8 x i64> %2774 to <16 x float>
  %2778 = select <16 x i1> %2775, <16 x float> %2777, <16 x float> %2776
  br label %2786

2779:                                             ; preds = %2767
  %2780 = bitcast <16 x float> %2584 to <8 x i64>
  %2781 = and <8 x i64> %2780, %300
  %2782 = fcmp oeq <16 x float> %2584, %51
  %2783 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2584, i32 4)
  %2784 = bitcast <8 x i64> %2781 to <16 x float>
  %2785 = select <16 x i1> %2782, <16 x float> %2784, <16 x float> %2783
  br label %2786

2786:                                             ; preds = %2779, %2772, %2769
  %2787 = phi <16 x float> [ %2771, %2769 ], [ %2778, %2772 ], [ %2785, %2779 ]
  switch i64 %330, label %2323 [
    i64 1, label %2802
    i64 2, label %2795
    i64 3, label %2788
    i64 0, label %2824
  ]

2788:                                             ; preds = %2786
  %2789 = bitcast <16 x float> %2787 to <8 x i64>
  %2790 = and <8 x i64> %2789, %300
  %2791 = fcmp oeq <16 x float> %2787, %51
  %2792 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2787, i32 4)
  %2793 = bitcast <8 x i64> %2790 to <16 x float>
  %2794 = select <16 x i1> %2791, <16 x float> %2793, <16 x float> %2792
  br label %2805

2795:                                             ; preds = %2786
  %2796 = bitcast <16 x float> %2787 to <8 x i64>
  %2797 = or <8 x i64> %2796, %301
  %2798 = fcmp oeq <16 x float> %2787, %54
  %2799 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2787, i32 4)
  %2800 = bitcast <8 x i64> %2797 to <16 x float>
  %2801 = select <16 x i1> %2798, <16 x float> %2800, <16 x float> %2799
  br label %2805

2802:                                             ; preds = %2786
  %2803 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2768, <16 x i1> %2595, <16 x float> zeroinitializer)
  %2804 = fadd <16 x float> %2787, %2803
  br label %2805

2805:                                             ; preds = %2802, %2795, %2788
  %2806 = phi <16 x float> [ %2804, %2802 ], [ %2801, %2795 ], [ %2794, %2788 ]
  switch i64 %332, label %2323 [
    i64 1, label %2821
    i64 2, label %2814
    i64 3, label %2807
    i64 0, label %2824
  ]

2807:                                             ; preds = %2805
  %2808 = bitcast <16 x float> %2806 to <8 x i64>
  %2809 = and <8 x i64> %2808, %300
  %2810 = fcmp oeq <16 x float> %2806, %51
  %2811 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2806, i32 4)
  %2812 = bitcast <8 x i64> %2809 to <16 x float>
  %2813 = select <16 x i1> %2810, <16 x float> %2812, <16 x float> %2811
  br label %2824

2814:                                             ; preds = %2805
  %2815 = bitcast <16 x float> %2806 to <8 x i64>
  %2816 = or <8 x i64> %2815, %301
  %2817 = fcmp oeq <16 x float> %2806, %54
  %2818 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2806, i32 4)
  %2819 = bitcast <8 x i64> %2816 to <16 x float>
  %2820 = select <16 x i1> %2817, <16 x float> %2819, <16 x float> %2818
  br label %2824

2821:                                             ; preds = %2805
  %2822 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2768, <16 x i1> %2595, <16 x float> zeroinitializer)
  %2823 = fadd <16 x float> %2806, %2822
  br label %2824

2824:                                             ; preds = %2767, %2786, %2805, %2821, %2814, %2807, %2583
  %2825 = phi <16 x float> [ %2584, %2583 ], [ %2584, %2767 ], [ %2806, %2805 ], [ %2787, %2786 ], [ %2823, %2821 ], [ %2820, %2814 ], [ %2813, %2807 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2825, ptr align 1 %2596, <16 x i1> %2595)
  %2826 = add nsw i64 %2592, %1133
  %2827 = bitcast i16 %2505 to <16 x i1>
  %2828 = select i1 %1134, <16 x i1> zeroinitializer, <16 x i1> %2827
  %2829 = getelementptr inbounds float, ptr %496, i64 %2826
  br i1 %299, label %2887, label %2830

2830:                                             ; preds = %2824
  %2831 = getelementptr inbounds float, ptr %494, i64 %2826
  switch i64 %333, label %2323 [
    i64 1, label %2846
    i64 2, label %2839
    i64 3, label %2832
    i64 0, label %2887
  ]

2832:                                             ; preds = %2830
  %2833 = bitcast <16 x float> %2585 to <8 x i64>
  %2834 = and <8 x i64> %2833, %300
  %2835 = fcmp oeq <16 x float> %2585, %51
  %2836 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2585, i32 4)
  %2837 = bitcast <8 x i64> %2834 to <16 x float>
  %2838 = select <16 x i1> %2835, <16 x float> %2837, <16 x float> %2836
  br label %2849

2839:                                             ; preds = %2830
  %2840 = bitcast <16 x float> %2585 to <8 x i64>
  %2841 = or <8 x i64> %2840, %301
  %2842 = fcmp oeq <16 x float> %2585, %54
  %2843 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2585, i32 4)
  %2844 = bitcast <8 x i64> %2841 to <16 x float>
  %2845 = select <16 x i1> %2842, <16 x float> %2844, <16 x float> %2843
  br label %2849

2846:                                             ; preds = %2830
  %2847 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2831, <16 x i1> %2828, <16 x float> zeroinitializer)
  %2848 = fadd <16 x float> %2585, %2847
  br label %2849

2849:                                             ; preds = %2846, %2839, %2832
  %2850 = phi <16 x float> [ %2848, %2846 ], [ %2845, %2839 ], [ %2838, %2832 ]
  switch i64 %335, label %2323 [
    i64 1, label %2865
    i64 2, label %2858
    i64 3, label %2851
    i64 0, label %2887
  ]

2851:                                             ; preds = %2849
  %2852 = bitcast <16 x float> %2850 to <8 x i64>
  %2853 = and <8 x i64> %2852, %300
  %2854 = fcmp oeq <16 x float> %2850, %51
  %2855 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2850, i32 4)
  %2856 = bitcast <8 x i64> %2853 to <16 x float>
  %2857 = select <16 x i1> %2854, <16 x float> %2856, <16 x float> %2855
  br label %2868

2858:                                             ; preds = %2849
  %2859 = bitcast <16 x float> %2850 to <8 x i64>
  %2860 = or <8 x i64> %2859, %301
  %2861 = fcmp oeq <16 x float> %2850, %54
  %2862 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2850, i32 4)
  %2863 = bitcast <8 x i64> %2860 to <16 x float>
  %2864 = select <16 x i1> %2861, <16 x float> %2863, <16 x float> %2862
  br label %2868

2865:                                             ; preds = %2849
  %2866 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2831, <16 x i1> %2828, <16 x float> zeroinitializer)
  %2867 = fadd <16 x float> %2850, %2866
  br label %2868

2868:                                             ; preds = %2865, %2858, %2851
  %2869 = phi <16 x float> [ %2867, %2865 ], [ %2864, %2858 ], [ %2857, %2851 ]
  switch i64 %337, label %2323 [
    i64 1, label %2884
    i64 2, label %2877
    i64 3, label %2870
    i64 0, label %2887
  ]

2870:                                             ; preds = %2868
  %2871 = bitcast <16 x float> %2869 to <8 x i64>
  %2872 = and <8 x i64> %2871, %300
  %2873 = fcmp oeq <16 x float> %2869, %51
  %2874 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2869, i32 4)
  %2875 = bitcast <8 x i64> %2872 to <16 x float>
  %2876 = select <16 x i1> %2873, <16 x float> %2875, <16 x float> %2874
  br label %2887

2877:                                             ; preds = %2868
  %2878 = bitcast <16 x float> %2869 to <8 x i64>
  %2879 = or <8 x i64> %2878, %301
  %2880 = fcmp oeq <16 x float> %2869, %54
  %2881 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2869, i32 4)
  %2882 = bitcast <8 x i64> %2879 to <16 x float>
  %2883 = select <16 x i1> %2880, <16 x float> %2882, <16 x float> %2881
  br label %2887

2884:                                             ; preds = %2868
  %2885 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2831, <16 x i1> %2828, <16 x float> zeroinitializer)
  %2886 = fadd <16 x float> %2869, %2885
  br label %2887

2887:                                             ; preds = %2824, %2830, %2849, %2868, %2884, %2877, %2870
  %2888 = phi <16 x float> [ %2876, %2870 ], [ %2585, %2830 ], [ %2869, %2868 ], [ %2850, %2849 ], [ %2886, %2884 ], [ %2883, %2877 ], [ %2585, %2824 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2888, ptr align 1 %2829, <16 x i1> %2828)
  %2889 = add nsw i64 %2592, %1136
  %2890 = bitcast i16 %2505 to <16 x i1>
  %2891 = select i1 %1137, <16 x i1> zeroinitializer, <16 x i1> %2890
  %2892 = getelementptr inbounds float, ptr %496, i64 %2889
  br i1 %299, label %2950, label %2893

2893:                                             ; preds = %2887
  %2894 = getelementptr inbounds float, ptr %494, i64 %2889
  switch i64 %338, label %2323 [
    i64 1, label %2909
    i64 2, label %2902
    i64 3, label %2895
    i64 0, label %2950
  ]

2895:                                             ; preds = %2893
  %2896 = bitcast <16 x float> %2586 to <8 x i64>
  %2897 = and <8 x i64> %2896, %300
  %2898 = fcmp oeq <16 x float> %2586, %51
  %2899 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2586, i32 4)
  %2900 = bitcast <8 x i64> %2897 to <16 x float>
  %2901 = select <16 x i1> %2898, <16 x float> %2900, <16 x float> %2899
  br label %2912

2902:                                             ; preds = %2893
  %2903 = bitcast <16 x float> %2586 to <8 x i64>
  %2904 = or <8 x i64> %2903, %301
  %2905 = fcmp oeq <16 x float> %2586, %54
  %2906 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2586, i32 4)
  %2907 = bitcast <8 x i64> %2904 to <16 x float>
  %2908 = select <16 x i1> %2905, <16 x float> %2907, <16 x float> %2906
  br label %2912

2909:                                             ; preds = %2893
  %2910 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2894, <16 x i1> %2891, <16 x float> zeroinitializer)
  %2911 = fadd <16 x float> %2586, %2910
  br label %2912

2912:                                             ; preds = %2909, %2902, %2895
  %2913 = phi <16 x float> [ %2911, %2909 ], [ %2908, %2902 ], [ %2901, %2895 ]
  switch i64 %340, label %2323 [
    i64 1, label %2928
    i64 2, label %2921
    i64 3, label %2914
    i64 0, label %2950
  ]

2914:                                             ; preds = %2912
  %2915 = bitcast <16 x float> %2913 to <8 x i64>
  %2916 = and <8 x i64> %2915, %300
  %2917 = fcmp oeq <16 x float> %2913, %51
  %2918 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2913, i32 4)
  %2919 = bitcast <8 x i64> %2916 to <16 x float>
  %2920 = select <16 x i1> %2917, <16 x float> %2919, <16 x float> %2918
  br label %2931

2921:                                             ; preds = %2912
  %2922 = bitcast <16 x float> %2913 to <8 x i64>
  %2923 = or <8 x i64> %2922, %301
  %2924 = fcmp oeq <16 x float> %2913, %54
  %2925 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2913, i32 4)
  %2926 = bitcast <8 x i64> %2923 to <16 x float>
  %2927 = select <16 x i1> %2924, <16 x float> %2926, <16 x float> %2925
  br label %2931

2928:                                             ; preds = %2912
  %2929 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2894, <16 x i1> %2891, <16 x float> zeroinitializer)
  %2930 = fadd <16 x float> %2913, %2929
  br label %2931

2931:                                             ; preds = %2928, %2921, %2914
  %2932 = phi <16 x float> [ %2930, %2928 ], [ %2927, %2921 ], [ %2920, %2914 ]
  switch i64 %342, label %2323 [
    i64 1, label %2947
    i64 2, label %2940
    i64 3, label %2933
    i64 0, label %2950
  ]

2933:                                             ; preds = %2931
  %2934 = bitcast <16 x float> %2932 to <8 x i64>
  %2935 = and <8 x i64> %2934, %300
  %2936 = fcmp oeq <16 x float> %2932, %51
  %2937 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2932, i32 4)
  %2938 = bitcast <8 x i64> %2935 to <16 x float>
  %2939 = select <16 x i1> %2936, <16 x float> %2938, <16 x float> %2937
  br label %2950

2940:                                             ; preds = %2931
  %2941 = bitcast <16 x float> %2932 to <8 x i64>
  %2942 = or <8 x i64> %2941, %301
  %2943 = fcmp oeq <16 x float> %2932, %54
  %2944 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2932, i32 4)
  %2945 = bitcast <8 x i64> %2942 to <16 x float>
  %2946 = select <16 x i1> %2943, <16 x float> %2945, <16 x float> %2944
  br label %2950

2947:                                             ; preds = %2931
  %2948 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2894, <16 x i1> %2891, <16 x float> zeroinitializer)
  %2949 = fadd <16 x float> %2932, %2948
  br label %2950

2950:                                             ; preds = %2887, %2893, %2912, %2931, %2947, %2940, %2933
  %2951 = phi <16 x float> [ %2939, %2933 ], [ %2586, %2893 ], [ %2932, %2931 ], [ %2913, %2912 ], [ %2949, %2947 ], [ %2946, %2940 ], [ %2586, %2887 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2951, ptr align 1 %2892, <16 x i1> %2891)
  %2952 = add nsw i64 %2592, %1139
  %2953 = bitcast i16 %2505 to <16 x i1>
  %2954 = select i1 %1140, <16 x i1> zeroinitializer, <16 x i1> %2953
  %2955 = getelementptr inbounds float, ptr %496, i64 %2952
  br i1 %299, label %3013, label %2956

2956:                                             ; preds = %2950
  %2957 = getelementptr inbounds float, ptr %494, i64 %2952
  switch i64 %343, label %2323 [
    i64 1, label %2972
    i64 2, label %2965
    i64 3, label %2958
    i64 0, label %3013
  ]

2958:                                             ; preds = %2956
  %2959 = bitcast <16 x float> %2587 to <8 x i64>
  %2960 = and <8 x i64> %2959, %300
  %2961 = fcmp oeq <16 x float> %2587, %51
  %2962 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2587, i32 4)
  %2963 = bitcast <8 x i64> %2960 to <16 x float>
  %2964 = select <16 x i1> %2961, <16 x float> %2963, <16 x float> %2962
  br label %2975

2965:                                             ; preds = %2956
  %2966 = bitcast <16 x float> %2587 to <8 x i64>
  %2967 = or <8 x i64> %2966, %301
  %2968 = fcmp oeq <16 x float> %2587, %54
  %2969 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2587, i32 4)
  %2970 = bitcast <8 x i64> %2967 to <16 x float>
  %2971 = select <16 x i1> %2968, <16 x float> %2970, <16 x float> %2969
  br label %2975

2972:                                             ; preds = %2956
  %2973 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2957, <16 x i1> %2954, <16 x float> zeroinitializer)
  %2974 = fadd <16 x float> %2587, %2973
  br label %2975

2975:                                             ; preds = %2972, %2965, %2958
  %2976 = phi <16 x float> [ %2974, %2972 ], [ %2971, %2965 ], [ %2964, %2958 ]
  switch i64 %345, label %2323 [
    i64 1, label %2991
    i64 2, label %2984
    i64 3, label %2977
    i64 0, label %3013
  ]

2977:                                             ; preds = %2975
  %2978 = bitcast <16 x float> %2976 to <8 x i64>
  %2979 = and <8 x i64> %2978, %300
  %2980 = fcmp oeq <16 x float> %2976, %51
  %2981 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2976, i32 4)
  %2982 = bitcast <8 x i64> %2979 to <16 x float>
  %2983 = select <16 x i1> %2980, <16 x float> %2982, <16 x float> %2981
  br label %2994

2984:                                             ; preds = %2975
  %2985 = bitcast <16 x float> %2976 to <8 x i64>
  %2986 = or <8 x i64> %2985, %301
  %2987 = fcmp oeq <16 x float> %2976, %54
  %2988 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2976, i32 4)
  %2989 = bitcast <8 x i64> %2986 to <16 x float>
  %2990 = select <16 x i1> %2987, <16 x float> %2989, <16 x float> %2988
  br label %2994

2991:                                             ; preds = %2975
  %2992 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2957, <16 x i1> %2954, <16 x float> zeroinitializer)
  %2993 = fadd <16 x float> %2976, %2992
  br label %2994

2994:                                             ; preds = %2991, %2984, %2977
  %2995 = phi <16 x float> [ %2993, %2991 ], [ %2990, %2984 ], [ %2983, %2977 ]
  switch i64 %347, label %2323 [
    i64 1, label %3010
    i64 2, label %3003
    i64 3, label %2996
    i64 0, label %3013
  ]

2996:                                             ; preds = %2994
  %2997 = bitcast <16 x float> %2995 to <8 x i64>
  %2998 = and <8 x i64> %2997, %300
  %2999 = fcmp oeq <16 x float> %2995, %51
  %3000 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2995, i32 4)
  %3001 = bitcast <8 x i64> %2998 to <16 x float>
  %3002 = select <16 x i1> %2999, <16 x float> %3001, <16 x float> %3000
  br label %3013

3003:                                             ; preds = %2994
  %3004 = bitcast <16 x float> %2995 to <8 x i64>
  %3005 = or <8 x i64> %3004, %301
  %3006 = fcmp oeq <16 x float> %2995, %54
  %3007 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2995, i32 4)
  %3008 = bitcast <8 x i64> %3005 to <16 x float>
  %3009 = select <16 x i1> %3006, <16 x float> %3008, <16 x float> %3007
  br label %3013

3010:                                             ; preds = %2994
  %3011 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2957, <16 x i1> %2954, <16 x float> zeroinitializer)
  %3012 = fadd <16 x float> %2995, %3011
  br label %3013

3013:                                             ; preds = %2950, %2956, %2975, %2994, %3010, %3003, %2996
  %3014 = phi <16 x float> [ %3002, %2996 ], [ %2587, %2956 ], [ %2995, %2994 ], [ %2976, %2975 ], [ %3012, %3010 ], [ %3009, %3003 ], [ %2587, %2950 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3014, ptr align 1 %2955, <16 x i1> %2954)
  %3015 = add nsw i64 %2592, %1142
  %3016 = bitcast i16 %2505 to <16 x i1>
  %3017 = select i1 %1143, <16 x i1> zeroinitializer, <16 x i1> %3016
  %3018 = getelementptr inbounds float, ptr %496, i64 %3015
  br i1 %299, label %3076, label %3019

3019:                                             ; preds = %3013
  %3020 = getelementptr inbounds float, ptr %494, i64 %3015
  switch i64 %348, label %2323 [
    i64 1, label %3035
    i64 2, label %3028
    i64 3, label %3021
    i64 0, label %3076
  ]

3021:                                             ; preds = %3019
  %3022 = bitcast <16 x float> %2588 to <8 x i64>
  %3023 = and <8 x i64> %3022, %300
  %3024 = fcmp oeq <16 x float> %2588, %51
  %3025 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2588, i32 4)
  %3026 = bitcast <8 x i64> %3023 to <16 x float>
  %3027 = select <16 x i1> %3024, <16 x float> %3026, <16 x float> %3025
  br label %3038

3028:                                             ; preds = %3019
  %3029 = bitcast <16 x float> %2588 to <8 x i64>
  %3030 = or <8 x i64> %3029, %301
  %3031 = fcmp oeq <16 x float> %2588, %54
  %3032 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2588, i32 4)
  %3033 = bitcast <8 x i64> %3030 to <16 x float>
  %3034 = select <16 x i1> %3031, <16 x float> %3033, <16 x float> %3032
  br label %3038

3035:                                             ; preds = %3019
  %3036 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3020, <16 x i1> %3017, <16 x float> zeroinitializer)
  %3037 = fadd <16 x float> %2588, %3036
  br label %3038

3038:                                             ; preds = %3035, %3028, %3021
  %3039 = phi <16 x float> [ %3037, %3035 ], [ %3034, %3028 ], [ %3027, %3021 ]
  switch i64 %350, label %2323 [
    i64 1, label %3054
    i64 2, label %3047
    i64 3, label %3040
    i64 0, label %3076
  ]

3040:                                             ; preds = %3038
  %3041 = bitcast <16 x float> %3039 to <8 x i64>
  %3042 = and <8 x i64> %3041, %300
  %3043 = fcmp oeq <16 x float> %3039, %51
  %3044 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %3039, i32 4)
  %3045 = bitcast <8 x i64> %3042 to <16 x float>
  %3046 = select <16 x i1> %3043, <16 x float> %3045, <16 x float> %3044
  br label %3057

3047:                                             ; preds = %3038
  %3048 = bitcast <16 x float> %3039 to <8 x i64>
  %3049 = or <8 x i64> %3048, %301
  %3050 = fcmp oeq <16 x float> %3039, %54
  %3051 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %3039, i32 4)
  %3052 = bitcast <8 x i64> %3049 to <16 x float>
  %3053 = select <16 x i1> %3050, <16 x float> %3052, <16 x float> %3051
  br label %3057

3054:                                             ; preds = %3038
  %3055 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3020, <16 x i1> %3017, <16 x float> zeroinitializer)
  %3056 = fadd <16 x float> %3039, %3055
  br label %3057

3057:                                             ; preds = %3054, %3047, %3040
  %3058 = phi <16 x float> [ %3056, %3054 ], [ %3053, %3047 ], [ %3046, %3040 ]
  switch i64 %352, label %2323 [
    i64 1, label %3073
    i64 2, label %3066
    i64 3, label %3059
    i64 0, label %3076
  ]

3059:                                             ; preds = %3057
  %3060 = bitcast <16 x float> %3058 to <8 x i64>
  %3061 = and <8 x i64> %3060, %300
  %3062 = fcmp oeq <16 x float> %3058, %51
  %3063 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %3058, i32 4)
  %3064 = bitcast <8 x i64> %3061 to <16 x float>
  %3065 = select <16 x i1> %3062, <16 x float> %3064, <16 x float> %3063
  br label %3076

3066:                                             ; preds = %3057
  %3067 = bitcast <16 x float> %3058 to <8 x i64>
  %3068 = or <8 x i64> %3067, %301
  %3069 = fcmp oeq <16 x float> %3058, %54
  %3070 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %3058, i32 4)
  %3071 = bitcast <8 x i64> %3068 to <16 x float>
  %3072 = select <16 x i1> %3069, <16 x float> %3071, <16 x float> %3070
  br label %3076

3073:                                             ; preds = %3057
  %3074 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3020, <16 x i1> %3017, <16 x float> zeroinitializer)
  %3075 = fadd <16 x float> %3058, %3074
  br label %3076

3076:                                             ; preds = %3013, %3019, %3038, %3057, %3073, %3066, %3059
  %3077 = phi <16 x float> [ %3065, %3059 ], [ %2588, %3019 ], [ %3058, %3057 ], [ %3039, %3038 ], [ %3075, %3073 ], [ %3072, %3066 ], [ %2588, %3013 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3077, ptr align 1 %3018, <16 x i1> %3017)
  %3078 = add nsw i64 %2592, %1145
  %3079 = bitcast i16 %2505 to <16 x i1>
  %3080 = select i1 %1146, <16 x i1> zeroinitializer, <16 x i1> %3079
  %3081 = getelementptr inbounds float, ptr %496, i64 %3078
  br i1 %299, label %3139, label %3082

3082:                                             ; preds = %3076
  %3083 = getelementptr inbounds float, ptr %494, i64 %3078
  switch i64 %353, label %2323 [
    i64 1, label %3098
    i64 2, label %3091
    i64 3, label %3084
    i64 0, label %3139
  ]

3084:                                             ; preds = %3082
  %3085 = bitcast <16 x float> %2589 to <8 x i64>
  %3086 = and <8 x i64> %3085, %300
  %3087 = fcmp oeq <16 x float> %2589, %51
  %3088 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2589, i32 4)
  %3089 = bitcast <8 x i64> %3086 to <16 x float>
  %3090 = select <16 x i1> %3087, <16 x float> %3089, <16 x float> %3088
  br label %3101

3091:                                             ; preds = %3082
  %3092 = bitcast <16 x float> %2589 to <8 x i64>
  %3093 = or <8 x i64> %3092, %301
  %3094 = fcmp oeq <16 x float> %2589, %54
  %3095 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2589, i32 4)
  %3096 = bitcast <8 x i64> %3093 to <16 x float>
  %3097 = select <16 x i1> %3094, <16 x float> %3096, <16 x float> %3095
  br label %3101

3098:                                             ; preds = %3082
  %3099 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3083, <16 x i1> %3080, <16 x float> zeroinitializer)
  %3100 = fadd <16 x float> %2589, %3099
  br label %3101

3101:                                             ; preds = %3098, %3091, %3084
  %3102 = phi <16 x float> [ %3100, %3098 ], [ %3097, %3091 ], [ %3090, %3084 ]
  switch i64 %355, label %2323 [
    i64 1, label %3117
    i64 2, label %3110
    i64 3, label %3103
    i64 0, label %3139
  ]

3103:                                             ; preds = %3101
  %3104 = bitcast <16 x float> %3102 to <8 x i64>
  %3105 = and <8 x i64> %3104, %300
  %3106 = fcmp oeq <16 x float> %3102, %51
  %3107 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %3102, i32 4)
  %3108 = bitcast <8 x i64> %3105 to <16 x float>
  %3109 = select <16 x i1> %3106, <16 x float> %3108, <16 x float> %3107
  br label %3120

3110:                                             ; preds = %3101
  %3111 = bitcast <16 x float> %3102 to <8 x i64>
  %3112 = or <8 x i64> %3111, %301
  %3113 = fcmp oeq <16 x float> %3102, %54
  %3114 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %3102, i32 4)
  %3115 = bitcast <8 x i64> %3112 to <16 x float>
  %3116 = select <16 x i1> %3113, <16 x float> %3115, <16 x float> %3114
  br label %3120

3117:                                             ; preds = %3101
  %3118 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3083, <16 x i1> %3080, <16 x float> zeroinitializer)
  %3119 = fadd <16 x float> %3102, %3118
  br label %3120

3120:                                             ; preds = %3117, %3110, %3103
  %3121 = phi <16 x float> [ %3119, %3117 ], [ %3116, %3110 ], [ %3109, %3103 ]
  switch i64 %357, label %2323 [
    i64 1, label %3136
    i64 2, label %3129
    i64 3, label %3122
    i64 0, label %3139
  ]

3122:                                             ; preds = %3120
  %3123 = bitcast <16 x float> %3121 to <8 x i64>
  %3124 = and <8 x i64> %3123, %300
  %3125 = fcmp oeq <16 x float> %3121, %51
  %3126 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %3121, i32 4)
  %3127 = bitcast <8 x i64> %3124 to <16 x float>
  %3128 = select <16 x i1> %3125, <16 x float> %3127, <16 x float> %3126
  br label %3139

3129:                                             ; preds = %3120
  %3130 = bitcast <16 x float> %3121 to <8 x i64>
  %3131 = or <8 x i64> %3130, %301
  %3132 = fcmp oeq <16 x float> %3121, %54
  %3133 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %3121, i32 4)
  %3134 = bitcast <8 x i64> %3131 to <16 x float>
  %3135 = select <16 x i1> %3132, <16 x float> %3134, <16 x float> %3133
  br label %3139

3136:                                             ; preds = %3120
  %3137 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3083, <16 x i1> %3080, <16 x float> zeroinitializer)
  %3138 = fadd <16 x float> %3121, %3137
  br label %3139

3139:                                             ; preds = %3076, %3082, %3101, %3120, %3136, %3129, %3122
  %3140 = phi <16 x float> [ %3128, %3122 ], [ %2589, %3082 ], [ %3121, %3120 ], [ %3102, %3101 ], [ %3138, %3136 ], [ %3135, %3129 ], [ %2589, %3076 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3140, ptr align 1 %3081, <16 x i1> %3080)
  %3141 = add nsw i64 %2592, %1148
  %3142 = bitcast i16 %2505 to <16 x i1>
  %3143 = select i1 %1149, <16 x i1> zeroinitializer, <16 x i1> %3142
  %3144 = getelementptr inbounds float, ptr %496, i64 %3141
  br i1 %299, label %3202, label %3145

3145:                                             ; preds = %3139
  %3146 = getelementptr inbounds float, ptr %494, i64 %3141
  switch i64 %358, label %2323 [
    i64 1, label %3161
    i64 2, label %3154
    i64 3, label %3147
    i64 0, label %3202
  ]

3147:                                             ; preds = %3145
  %3148 = bitcast <16 x float> %2590 to <8 x i64>
  %3149 = and <8 x i64> %3148, %300
  %3150 = fcmp oeq <16 x float> %2590, %51
  %3151 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2590, i32 4)
  %3152 = bitcast <8 x i64> %3149 to <16 x float>
  %3153 = select <16 x i1> %3150, <16 x float> %3152, <16 x float> %3151
  br label %3164

3154:                                             ; preds = %3145
  %3155 = bitcast <16 x float> %2590 to <8 x i64>
  %3156 = or <8 x i64> %3155, %301
  %3157 = fcmp oeq <16 x float> %2590, %54
  %3158 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2590, i32 4)
  %3159 = bitcast <8 x i64> %3156 to <16 x float>
  %3160 = select <16 x i1> %3157, <16 x float> %3159, <16 x float> %3158
  br label %3164

3161:                                             ; preds = %3145
  %3162 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3146, <16 x i1> %3143, <16 x float> zeroinitializer)
  %3163 = fadd <16 x float> %2590, %3162
  br label %3164

3164:                                             ; preds = %3161, %3154, %3147
  %3165 = phi <16 x float> [ %3163, %3161 ], [ %3160, %3154 ], [ %3153, %3147 ]
  switch i64 %360, label %2323 [
    i64 1, label %3180
    i64 2, label %3173
    i64 3, label %3166
    i64 0, label %3202
  ]

3166:                                             ; preds = %3164
  %3167 = bitcast <16 x float> %3165 to <8 x i64>
  %3168 = and <8 x i64> %3167, %300
  %3169 = fcmp oeq <16 x float> %3165, %51
  %3170 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %3165, i32 4)
  %3171 = bitcast <8 x i64> %3168 to <16 x float>
  %3172 = select <16 x i1> %3169, <16 x float> %3171, <16 x float> %3170
  br label %3183

3173:                                             ; preds = %3164
  %3174 = bitcast <16 x float> %3165 to <8 x i64>
  %3175 = or <8 x i64> %3174, %301
  %3176 = fcmp oeq <16 x float> %3165, %54
  %3177 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %3165, i32 4)
  %3178 = bitcast <8 x i64> %3175 to <16 x float>
  %3179 = select <16 x i1> %3176, <16 x float> %3178, <16 x float> %3177
  br label %3183

3180:                                             ; preds = %3164
  %3181 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3146, <16 x i1> %3143, <16 x float> zeroinitializer)
  %3182 = fadd <16 x float> %3165, %3181
  br label %3183

3183:                                             ; preds = %3180, %3173, %3166
  %3184 = phi <16 x float> [ %3182, %3180 ], [ %3179, %3173 ], [ %3172, %3166 ]
  switch i64 %362, label %2323 [
    i64 1, label %3199
    i64 2, label %3192
    i64 3, label %3185
    i64 0, label %3202
  ]

3185:                                             ; preds = %3183
  %3186 = bitcast <16 x float> %3184 to <8 x i64>
  %3187 = and <8 x i64> %3186, %300
  %3188 = fcmp oeq <16 x float> %3184, %51
  %3189 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %3184, i32 4)
  %3190 = bitcast <8 x i64> %3187 to <16 x float>
  %3191 = select <16 x i1> %3188, <16 x float> %3190, <16 x float> %3189
  br label %3202

3192:                                             ; preds = %3183
  %3193 = bitcast <16 x float> %3184 to <8 x i64>
  %3194 = or <8 x i64> %3193, %301
  %3195 = fcmp oeq <16 x float> %3184, %54
  %3196 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %3184, i32 4)
  %3197 = bitcast <8 x i64> %3194 to <16 x float>
  %3198 = select <16 x i1> %3195, <16 x float> %3197, <16 x float> %3196
  br label %3202

3199:                                             ; preds = %3183
  %3200 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3146, <16 x i1> %3143, <16 x float> zeroinitializer)
  %3201 = fadd <16 x float> %3184, %3200
  br label %3202

3202:                                             ; preds = %3139, %3145, %3164, %3183, %3199, %3192, %3185
  %3203 = phi <16 x float> [ %3191, %3185 ], [ %2590, %3145 ], [ %3184, %3183 ], [ %3165, %3164 ], [ %3201, %3199 ], [ %3198, %3192 ], [ %2590, %3139 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3203, ptr align 1 %3144, <16 x i1> %3143)
  %3204 = add nsw i64 %2592, %1151
  %3205 = bitcast i16 %2505 to <16 x i1>
  %3206 = select i1 %1152, <16 x i1> zeroinitializer, <16 x i1> %3205
  %3207 = getelementptr inbounds float, ptr %496, i64 %3204
  br i1 %299, label %3265, label %3208

3208:                                             ; preds = %3202
  %3209 = getelementptr inbounds float, ptr %494, i64 %3204
  switch i64 %363, label %2323 [
    i64 1, label %3224
    i64 2, label %3217
    i64 3, label %3210
    i64 0, label %3265
  ]

3210:                                             ; preds = %3208
  %3211 = bitcast <16 x float> %2591 to <8 x i64>
  %3212 = and <8 x i64> %3211, %300
  %3213 = fcmp oeq <16 x float> %2591, %51
  %3214 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2591, i32 4)
  %3215 = bitcast <8 x i64> %3212 to <16 x float>
  %3216 = select <16 x i1> %3213, <16 x float> %3215, <16 x float> %3214
  br label %3227

3217:                                             ; preds = %3208
  %3218 = bitcast <16 x float> %2591 to <8 x i64>
  %3219 = or <8 x i64> %3218, %301
  %3220 = fcmp oeq <16 x float> %2591, %54
  %3221 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2591, i32 4)
  %3222 = bitcast <8 x i64> %3219 to <16 x float>
  %3223 = select <16 x i1> %3220, <16 x float> %3222, <16 x float> %3221
  br label %3227

3224:                                             ; preds = %3208
  %3225 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3209, <16 x i1> %3206, <16 x float> zeroinitializer)
  %3226 = fadd <16 x float> %2591, %3225
  br label %3227

3227:                                             ; preds = %3224, %3217, %3210
  %3228 = phi <16 x float> [ %3226, %3224 ], [ %3223, %3217 ], [ %3216, %3210 ]
  switch i64 %365, label %2323 [
    i64 1, label %3243
    i64 2, label %3236
    i64 3, label %3229
    i64 0, label %3265
  ]

3229:                                             ; preds = %3227
  %3230 = bitcast <16 x float> %3228 to <8 x i64>
  %3231 = and <8 x i64> %3230, %300
  %3232 = fcmp oeq <16 x float> %3228, %51
  %3233 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %3228, i32 4)
  %3234 = bitcast <8 x i64> %3231 to <16 x float>
  %3235 = select <16 x i1> %3232, <16 x float> %3234, <16 x float> %3233
  br label %3246

3236:                                             ; preds = %3227
  %3237 = bitcast <16 x float> %3228 to <8 x i64>
  %3238 = or <8 x i64> %3237, %301
  %3239 = fcmp oeq <16 x float> %3228, %54
  %3240 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %3228, i32 4)
  %3241 = bitcast <8 x i64> %3238 to <16 x float>
  %3242 = select <16 x i1> %3239, <16 x float> %3241, <16 x float> %3240
  br label %3246

3243:                                             ; preds = %3227
  %3244 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3209, <16 x i1> %3206, <16 x float> zeroinitializer)
  %3245 = fadd <16 x float> %3228, %3244
  br label %3246

3246:                                             ; preds = %3243, %3236, %3229
  %3247 = phi <16 x float> [ %3245, %3243 ], [ %3242, %3236 ], [ %3235, %3229 ]
  switch i64 %367, label %2323 [
    i64 1, label %3262
    i64 2, label %3255
    i64 3, label %3248
    i64 0, label %3265
  ]

3248:                                             ; preds = %3246
  %3249 = bitcast <16 x float> %3247 to <8 x i64>
  %3250 = and <8 x i64> %3249, %300
  %3251 = fcmp oeq <16 x float> %3247, %51
  %3252 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %3247, i32 4)
  %3253 = bitcast <8 x i64> %3250 to <16 x float>
  %3254 = select <16 x i1> %3251, <16 x float> %3253, <16 x float> %3252
  br label %3265

3255:                                             ; preds = %3246
  %3256 = bitcast <16 x float> %3247 to <8 x i64>
  %3257 = or <8 x i64> %3256, %301
  %3258 = fcmp oeq <16 x float> %3247, %54
  %3259 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %3247, i32 4)
  %3260 = bitcast <8 x i64> %3257 to <16 x float>
  %3261 = select <16 x i1> %3258, <16 x float> %3260, <16 x float> %3259
  br label %3265

3262:                                             ; preds = %3246
  %3263 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3209, <16 x i1> %3206, <16 x float> zeroinitializer)
  %3264 = fadd <16 x float> %3247, %3263
  br label %3265

3265:                                             ; preds = %3202, %3208, %3227, %3246, %3262, %3255, %3248
  %3266 = phi <16 x float> [ %3254, %3248 ], [ %2591, %3208 ], [ %3247, %3246 ], [ %3228, %3227 ], [ %3264, %3262 ], [ %3261, %3255 ], [ %2591, %3202 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3266, ptr align 1 %3207, <16 x i1> %3206)
  %3267 = add nuw nsw i64 %2496, 1
  %3268 = icmp eq i64 %3267, %1061
  br i1 %3268, label %3269, label %2495

3269:                                             ; preds = %3265, %1095, %2494
  %3270 = add nsw i64 %1090, 8
  %3271 = icmp slt i64 %3270, %484
  br i1 %3271, label %1089, label %1086
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
