%struct.s2taps = type { [7 x i64], [7 x i64], [7 x i64], [7 x i64], [7 x i64], [7 x i64], i64 }

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_nchwk4_fma512_s2b(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26, i64 noundef %27, i64 noundef %28, i64 noundef %29, i64 noundef %30) local_unnamed_addr {
  %32 = alloca [6 x [4 x <16 x float>]], align 64
  %33 = alloca [7 x i32], align 16
  %34 = alloca [7 x i32], align 16
  %35 = alloca [49 x [4 x i64]], align 16
  %36 = alloca [49 x [4 x i32]], align 16
  %37 = alloca %struct.s2taps, align 8
  %38 = alloca [4 x i64], align 16
  %39 = alloca [4 x i64], align 16
  %40 = alloca [4 x i64], align 16
  %41 = inttoptr i64 %0 to ptr
  %42 = inttoptr i64 %1 to ptr
  %43 = inttoptr i64 %22 to ptr
  %44 = inttoptr i64 %2 to ptr
  %45 = inttoptr i64 %25 to ptr
  %46 = inttoptr i64 %23 to ptr
  %47 = inttoptr i64 %30 to ptr
  %48 = trunc i64 %27 to i32
  %49 = trunc i64 %28 to i32
  %50 = insertelement <16 x i32> poison, i32 %48, i64 0
  %51 = bitcast <16 x i32> %50 to <16 x float>
  %52 = shufflevector <16 x float> %51, <16 x float> poison, <16 x i32> zeroinitializer
  %53 = insertelement <16 x i32> poison, i32 %49, i64 0
  %54 = bitcast <16 x i32> %53 to <16 x float>
  %55 = shufflevector <16 x float> %54, <16 x float> poison, <16 x i32> zeroinitializer
  %56 = mul nsw i64 %10, %9
  %57 = icmp eq i64 %19, 0
  br i1 %57, label %58, label %61

58:                                               ; preds = %31
  %59 = add nsw i64 %8, 1
  %60 = sdiv i64 %59, 2
  br label %61

61:                                               ; preds = %31, %58
  %62 = phi i64 [ %60, %58 ], [ %10, %31 ]
  %63 = add nsw i64 %56, 15
  %64 = sdiv i64 %63, 16
  %65 = add nsw i64 %6, 5
  %66 = sdiv i64 %65, 6
  %67 = add nsw i64 %66, -1
  %68 = add i64 %67, %18
  %69 = sdiv i64 %68, %18
  %70 = add nsw i64 %64, -1
  %71 = add i64 %70, %17
  %72 = sdiv i64 %71, %17
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  %73 = mul i64 %18, 6
  %74 = icmp slt i64 %3, %4
  br i1 %74, label %75, label %248

75:                                               ; preds = %61
  %76 = mul i64 %13, %62
  %77 = add i64 %10, -1
  %78 = sub i64 %11, %15
  %79 = icmp sgt i64 %11, 0
  %80 = icmp sgt i64 %12, 0
  %81 = icmp sgt i64 %13, 0
  %82 = shl i64 %76, 1
  %83 = icmp sgt i64 %5, 0
  %84 = mul i64 %8, %7
  %85 = icmp sgt i64 %8, 0
  %86 = add nuw i64 %8, 1
  %87 = sdiv i64 %86, 2
  %88 = tail call i64 @llvm.smax.i64(i64 %8, i64 1)
  %89 = lshr i64 %88, 1
  %90 = tail call i64 @llvm.smin.i64(i64 %89, i64 %62)
  %91 = getelementptr inbounds nuw i8, ptr %37, i64 336
  %92 = shl i64 %62, 1
  %93 = getelementptr inbounds nuw i8, ptr %37, i64 56
  %94 = getelementptr inbounds nuw i8, ptr %37, i64 112
  %95 = add i64 %8, 2
  %96 = getelementptr inbounds nuw i8, ptr %37, i64 168
  %97 = getelementptr inbounds nuw i8, ptr %37, i64 224
  %98 = getelementptr inbounds nuw i8, ptr %37, i64 280
  %99 = icmp eq i64 %25, 0
  %100 = add nsw i64 %6, -6
  %101 = mul i64 %12, %11
  %102 = icmp eq i64 %22, 0
  %103 = mul i64 %5, %101
  %104 = icmp sgt i64 %101, 0
  %105 = icmp eq i64 %29, 0
  %106 = bitcast <16 x float> %52 to <8 x i64>
  %107 = bitcast <16 x float> %55 to <8 x i64>
  %108 = select i1 %85, i64 %87, i64 0
  %109 = tail call i64 @llvm.smin.i64(i64 %108, i64 %62)
  %110 = icmp sgt i64 %109, 0
  %111 = shl i64 %103, 3
  %112 = mul i64 %103, 12
  %113 = shl i64 %103, 4
  %114 = mul i64 %103, 20
  %115 = shl i64 %103, 3
  %116 = mul i64 %103, 12
  %117 = shl i64 %103, 4
  %118 = mul i64 %103, 20
  %119 = and i64 %29, 3
  %120 = lshr i64 %29, 2
  %121 = and i64 %120, 3
  %122 = lshr i64 %29, 4
  %123 = and i64 %122, 3
  %124 = and i64 %29, 3
  %125 = lshr i64 %29, 2
  %126 = and i64 %125, 3
  %127 = lshr i64 %29, 4
  %128 = and i64 %127, 3
  %129 = and i64 %29, 3
  %130 = lshr i64 %29, 2
  %131 = and i64 %130, 3
  %132 = lshr i64 %29, 4
  %133 = and i64 %132, 3
  %134 = and i64 %29, 3
  %135 = lshr i64 %29, 2
  %136 = and i64 %135, 3
  %137 = lshr i64 %29, 4
  %138 = and i64 %137, 3
  %139 = and i64 %29, 3
  %140 = lshr i64 %29, 2
  %141 = and i64 %140, 3
  %142 = lshr i64 %29, 4
  %143 = and i64 %142, 3
  %144 = and i64 %29, 3
  %145 = lshr i64 %29, 2
  %146 = and i64 %145, 3
  %147 = lshr i64 %29, 4
  %148 = and i64 %147, 3
  %149 = shl i64 %103, 3
  %150 = mul i64 %103, 12
  %151 = shl i64 %103, 4
  %152 = mul i64 %103, 20
  %153 = shl i64 %103, 3
  %154 = mul i64 %103, 12
  %155 = shl i64 %103, 4
  %156 = mul i64 %103, 20
  %157 = and i64 %29, 3
  %158 = lshr i64 %29, 2
  %159 = and i64 %158, 3
  %160 = lshr i64 %29, 4
  %161 = and i64 %160, 3
  %162 = and i64 %29, 3
  %163 = lshr i64 %29, 2
  %164 = and i64 %163, 3
  %165 = lshr i64 %29, 4
  %166 = and i64 %165, 3
  %167 = and i64 %29, 3
  %168 = lshr i64 %29, 2
  %169 = and i64 %168, 3
  %170 = lshr i64 %29, 4
  %171 = and i64 %170, 3
  %172 = and i64 %29, 3
  %173 = lshr i64 %29, 2
  %174 = and i64 %173, 3
  %175 = lshr i64 %29, 4
  %176 = and i64 %175, 3
  %177 = icmp ult i64 %11, 8
  %178 = icmp ult i64 %11, 32
  %179 = and i64 %11, 24
  %180 = and i64 %11, 9223372036854775776
  %181 = insertelement <8 x i64> poison, i64 %13, i64 0
  %182 = shufflevector <8 x i64> %181, <8 x i64> poison, <8 x i32> zeroinitializer
  %183 = icmp eq i64 %11, %180
  %184 = icmp eq i64 %179, 0
  %185 = and i64 %11, 9223372036854775800
  %186 = insertelement <8 x i64> poison, i64 %13, i64 0
  %187 = shufflevector <8 x i64> %186, <8 x i64> poison, <8 x i32> zeroinitializer
  %188 = icmp eq i64 %11, %185
  %189 = icmp ult i64 %13, 4
  %190 = icmp ult i64 %13, 32
  %191 = and i64 %13, 28
  %192 = and i64 %13, 9223372036854775776
  %193 = icmp eq i64 %13, %192
  %194 = icmp eq i64 %191, 0
  %195 = and i64 %13, 9223372036854775804
  %196 = icmp eq i64 %13, %195
  %197 = icmp ult i64 %11, 4
  %198 = and i64 %11, 9223372036854775804
  %199 = insertelement <4 x i64> poison, i64 %13, i64 0
  %200 = shufflevector <4 x i64> %199, <4 x i64> poison, <4 x i32> zeroinitializer
  %201 = icmp eq i64 %11, %198
  %202 = insertelement <4 x i64> poison, i64 %56, i64 0
  %203 = shufflevector <4 x i64> %202, <4 x i64> poison, <4 x i32> zeroinitializer
  %204 = icmp ult i64 %11, 8
  %205 = icmp ult i64 %11, 32
  %206 = and i64 %11, 24
  %207 = and i64 %11, 9223372036854775776
  %208 = icmp eq i64 %11, %207
  %209 = icmp eq i64 %206, 0
  %210 = and i64 %11, 9223372036854775800
  %211 = icmp eq i64 %11, %210
  %212 = icmp ult i64 %12, 8
  %213 = icmp ult i64 %12, 32
  %214 = and i64 %12, 24
  %215 = and i64 %12, 9223372036854775776
  %216 = icmp eq i64 %12, %215
  %217 = icmp eq i64 %214, 0
  %218 = and i64 %12, 9223372036854775800
  %219 = icmp eq i64 %12, %218
  %220 = icmp ult i64 %12, 8
  %221 = and i64 %12, 9223372036854775800
  %222 = icmp eq i64 %12, %221
  %223 = getelementptr inbounds nuw i8, ptr %32, i64 64
  %224 = getelementptr inbounds nuw i8, ptr %32, i64 128
  %225 = getelementptr inbounds nuw i8, ptr %32, i64 192
  %226 = getelementptr inbounds nuw i8, ptr %32, i64 256
  %227 = getelementptr inbounds nuw i8, ptr %32, i64 320
  %228 = getelementptr inbounds nuw i8, ptr %32, i64 384
  %229 = getelementptr inbounds nuw i8, ptr %32, i64 448
  %230 = getelementptr inbounds nuw i8, ptr %32, i64 512
  %231 = getelementptr inbounds nuw i8, ptr %32, i64 576
  %232 = getelementptr inbounds nuw i8, ptr %32, i64 640
  %233 = getelementptr inbounds nuw i8, ptr %32, i64 704
  %234 = getelementptr inbounds nuw i8, ptr %32, i64 768
  %235 = getelementptr inbounds nuw i8, ptr %32, i64 832
  %236 = getelementptr inbounds nuw i8, ptr %32, i64 896
  %237 = getelementptr inbounds nuw i8, ptr %32, i64 960
  %238 = getelementptr inbounds nuw i8, ptr %32, i64 1024
  %239 = getelementptr inbounds nuw i8, ptr %32, i64 1088
  %240 = getelementptr inbounds nuw i8, ptr %32, i64 1152
  %241 = getelementptr inbounds nuw i8, ptr %32, i64 1216
  %242 = getelementptr inbounds nuw i8, ptr %32, i64 1280
  %243 = getelementptr inbounds nuw i8, ptr %32, i64 1344
  %244 = getelementptr inbounds nuw i8, ptr %32, i64 1408
  %245 = getelementptr inbounds nuw i8, ptr %32, i64 1472
  br label %249

246:                                              ; preds = %1804, %1278
  %247 = icmp slt i64 %265, %4
  br i1 %247, label %249, label %248

248:                                              ; preds = %246, %61
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  ret void

249:                                              ; preds = %75, %246
  %250 = phi i64 [ %3, %75 ], [ %265, %246 ]
  %251 = sdiv i64 %250, %69
  %252 = srem i64 %250, %69
  %253 = add nsw i64 %251, 1
  %254 = mul nsw i64 %253, %69
  %255 = icmp slt i64 %254, %4
  %256 = sub i64 %4, %250
  %257 = add i64 %256, %252
  %258 = select i1 %255, i64 %69, i64 %257
  %259 = srem i64 %251, %72
  %260 = sdiv i64 %251, %72
  %261 = add nsw i64 %259, 1
  %262 = mul nsw i64 %261, %17
  %263 = tail call i64 @llvm.smin.i64(i64 %262, i64 %64)
  %264 = sub i64 %250, %252
  %265 = add i64 %264, %258
  %266 = shl nsw i64 %263, 4
  %267 = tail call i64 @llvm.smin.i64(i64 %266, i64 %56)
  %268 = mul nsw i64 %259, %17
  %269 = shl nsw i64 %268, 4
  %270 = sdiv i64 %269, %10
  %271 = add i64 %77, %267
  %272 = sdiv i64 %271, %10
  %273 = mul nsw i64 %270, %13
  %274 = sub nsw i64 %273, %15
  %275 = add nsw i64 %272, -1
  %276 = mul nsw i64 %275, %13
  %277 = add i64 %78, %276
  %278 = tail call i64 @llvm.smax.i64(i64 %274, i64 0)
  %279 = tail call i64 @llvm.smin.i64(i64 %277, i64 %7)
  %280 = tail call i64 @llvm.smax.i64(i64 %279, i64 %278)
  %281 = sub nsw i64 %280, %278
  %282 = sub i64 %15, %273
  %283 = add i64 %282, %278
  %284 = add i64 %281, %13
  %285 = add nsw i64 %284, -1
  %286 = sdiv i64 %285, %13
  br i1 %79, label %287, label %947

287:                                              ; preds = %249
  br i1 %177, label %944, label %288

288:                                              ; preds = %287
  br i1 %178, label %803, label %289

289:                                              ; preds = %288
  %290 = insertelement <8 x i64> poison, i64 %283, i64 0
  %291 = shufflevector <8 x i64> %290, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %292

292:                                              ; preds = %772, %289
  %293 = phi i64 [ 0, %289 ], [ %794, %772 ]
  %294 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %289 ], [ %795, %772 ]
  %295 = phi <8 x i64> [ zeroinitializer, %289 ], [ %790, %772 ]
  %296 = phi <8 x i64> [ zeroinitializer, %289 ], [ %791, %772 ]
  %297 = phi <8 x i64> [ zeroinitializer, %289 ], [ %792, %772 ]
  %298 = phi <8 x i64> [ zeroinitializer, %289 ], [ %793, %772 ]
  %299 = add <8 x i64> %294, splat (i64 8)
  %300 = add <8 x i64> %294, splat (i64 16)
  %301 = add <8 x i64> %294, splat (i64 24)
  %302 = sub nsw <8 x i64> %294, %291
  %303 = sub nsw <8 x i64> %299, %291
  %304 = sub nsw <8 x i64> %300, %291
  %305 = sub nsw <8 x i64> %301, %291
  %306 = icmp sgt <8 x i64> %302, splat (i64 -1)
  %307 = icmp sgt <8 x i64> %303, splat (i64 -1)
  %308 = icmp sgt <8 x i64> %304, splat (i64 -1)
  %309 = icmp sgt <8 x i64> %305, splat (i64 -1)
  %310 = xor <8 x i1> %306, splat (i1 true)
  %311 = xor <8 x i1> %307, splat (i1 true)
  %312 = xor <8 x i1> %308, splat (i1 true)
  %313 = xor <8 x i1> %309, splat (i1 true)
  %314 = xor <8 x i64> %302, splat (i64 -1)
  %315 = xor <8 x i64> %303, splat (i64 -1)
  %316 = xor <8 x i64> %304, splat (i64 -1)
  %317 = xor <8 x i64> %305, splat (i64 -1)
  %318 = add <8 x i64> %182, %314
  %319 = add <8 x i64> %182, %315
  %320 = add <8 x i64> %182, %316
  %321 = add <8 x i64> %182, %317
  %322 = extractelement <8 x i1> %310, i64 0
  br i1 %322, label %323, label %327

323:                                              ; preds = %292
  %324 = extractelement <8 x i64> %318, i64 0
  %325 = sdiv i64 %324, %13
  %326 = insertelement <8 x i64> poison, i64 %325, i64 0
  br label %327

327:                                              ; preds = %323, %292
  %328 = phi <8 x i64> [ poison, %292 ], [ %326, %323 ]
  %329 = extractelement <8 x i1> %310, i64 1
  br i1 %329, label %330, label %334

330:                                              ; preds = %327
  %331 = extractelement <8 x i64> %318, i64 1
  %332 = sdiv i64 %331, %13
  %333 = insertelement <8 x i64> %328, i64 %332, i64 1
  br label %334

334:                                              ; preds = %330, %327
  %335 = phi <8 x i64> [ %328, %327 ], [ %333, %330 ]
  %336 = extractelement <8 x i1> %310, i64 2
  br i1 %336, label %337, label %341

337:                                              ; preds = %334
  %338 = extractelement <8 x i64> %318, i64 2
  %339 = sdiv i64 %338, %13
  %340 = insertelement <8 x i64> %335, i64 %339, i64 2
  br label %341

341:                                              ; preds = %337, %334
  %342 = phi <8 x i64> [ %335, %334 ], [ %340, %337 ]
  %343 = extractelement <8 x i1> %310, i64 3
  br i1 %343, label %344, label %348

344:                                              ; preds = %341
  %345 = extractelement <8 x i64> %318, i64 3
  %346 = sdiv i64 %345, %13
  %347 = insertelement <8 x i64> %342, i64 %346, i64 3
  br label %348

348:                                              ; preds = %344, %341
  %349 = phi <8 x i64> [ %342, %341 ], [ %347, %344 ]
  %350 = extractelement <8 x i1> %310, i64 4
  br i1 %350, label %351, label %355

351:                                              ; preds = %348
  %352 = extractelement <8 x i64> %318, i64 4
  %353 = sdiv i64 %352, %13
  %354 = insertelement <8 x i64> %349, i64 %353, i64 4
  br label %355

355:                                              ; preds = %351, %348
  %356 = phi <8 x i64> [ %349, %348 ], [ %354, %351 ]
  %357 = extractelement <8 x i1> %310, i64 5
  br i1 %357, label %358, label %362

358:                                              ; preds = %355
  %359 = extractelement <8 x i64> %318, i64 5
  %360 = sdiv i64 %359, %13
  %361 = insertelement <8 x i64> %356, i64 %360, i64 5
  br label %362

362:                                              ; preds = %358, %355
  %363 = phi <8 x i64> [ %356, %355 ], [ %361, %358 ]
  %364 = extractelement <8 x i1> %310, i64 6
  br i1 %364, label %365, label %369

365:                                              ; preds = %362
  %366 = extractelement <8 x i64> %318, i64 6
  %367 = sdiv i64 %366, %13
  %368 = insertelement <8 x i64> %363, i64 %367, i64 6
  br label %369

369:                                              ; preds = %365, %362
  %370 = phi <8 x i64> [ %363, %362 ], [ %368, %365 ]
  %371 = extractelement <8 x i1> %310, i64 7
  br i1 %371, label %372, label %376

372:                                              ; preds = %369
  %373 = extractelement <8 x i64> %318, i64 7
  %374 = sdiv i64 %373, %13
  %375 = insertelement <8 x i64> %370, i64 %374, i64 7
  br label %376

376:                                              ; preds = %372, %369
  %377 = phi <8 x i64> [ %370, %369 ], [ %375, %372 ]
  %378 = extractelement <8 x i1> %311, i64 0
  br i1 %378, label %379, label %383

379:                                              ; preds = %376
  %380 = extractelement <8 x i64> %319, i64 0
  %381 = sdiv i64 %380, %13
  %382 = insertelement <8 x i64> poison, i64 %381, i64 0
  br label %383

383:                                              ; preds = %379, %376
  %384 = phi <8 x i64> [ poison, %376 ], [ %382, %379 ]
  %385 = extractelement <8 x i1> %311, i64 1
  br i1 %385, label %386, label %390

386:                                              ; preds = %383
  %387 = extractelement <8 x i64> %319, i64 1
  %388 = sdiv i64 %387, %13
  %389 = insertelement <8 x i64> %384, i64 %388, i64 1
  br label %390

390:                                              ; preds = %386, %383
  %391 = phi <8 x i64> [ %384, %383 ], [ %389, %386 ]
  %392 = extractelement <8 x i1> %311, i64 2
  br i1 %392, label %393, label %397

393:                                              ; preds = %390
  %394 = extractelement <8 x i64> %319, i64 2
  %395 = sdiv i64 %394, %13
  %396 = insertelement <8 x i64> %391, i64 %395, i64 2
  br label %397

397:                                              ; preds = %393, %390
  %398 = phi <8 x i64> [ %391, %390 ], [ %396, %393 ]
  %399 = extractelement <8 x i1> %311, i64 3
  br i1 %399, label %400, label %404

400:                                              ; preds = %397
  %401 = extractelement <8 x i64> %319, i64 3
  %402 = sdiv i64 %401, %13
  %403 = insertelement <8 x i64> %398, i64 %402, i64 3
  br label %404

404:                                              ; preds = %400, %397
  %405 = phi <8 x i64> [ %398, %397 ], [ %403, %400 ]
  %406 = extractelement <8 x i1> %311, i64 4
  br i1 %406, label %407, label %411

407:                                              ; preds = %404
  %408 = extractelement <8 x i64> %319, i64 4
  %409 = sdiv i64 %408, %13
  %410 = insertelement <8 x i64> %405, i64 %409, i64 4
  br label %411

411:                                              ; preds = %407, %404
  %412 = phi <8 x i64> [ %405, %404 ], [ %410, %407 ]
  %413 = extractelement <8 x i1> %311, i64 5
  br i1 %413, label %414, label %418

414:                                              ; preds = %411
  %415 = extractelement <8 x i64> %319, i64 5
  %416 = sdiv i64 %415, %13
  %417 = insertelement <8 x i64> %412, i64 %416, i64 5
  br label %418

418:                                              ; preds = %414, %411
  %419 = phi <8 x i64> [ %412, %411 ], [ %417, %414 ]
  %420 = extractelement <8 x i1> %311, i64 6
  br i1 %420, label %421, label %425

421:                                              ; preds = %418
  %422 = extractelement <8 x i64> %319, i64 6
  %423 = sdiv i64 %422, %13
  %424 = insertelement <8 x i64> %419, i64 %423, i64 6
  br label %425

425:                                              ; preds = %421, %418
  %426 = phi <8 x i64> [ %419, %418 ], [ %424, %421 ]
  %427 = extractelement <8 x i1> %311, i64 7
  br i1 %427, label %428, label %432

428:                                              ; preds = %425
  %429 = extractelement <8 x i64> %319, i64 7
  %430 = sdiv i64 %429, %13
  %431 = insertelement <8 x i64> %426, i64 %430, i64 7
  br label %432

432:                                              ; preds = %428, %425
  %433 = phi <8 x i64> [ %426, %425 ], [ %431, %428 ]
  %434 = extractelement <8 x i1> %312, i64 0
  br i1 %434, label %435, label %439

435:                                              ; preds = %432
  %436 = extractelement <8 x i64> %320, i64 0
  %437 = sdiv i64 %436, %13
  %438 = insertelement <8 x i64> poison, i64 %437, i64 0
  br label %439

439:                                              ; preds = %435, %432
  %440 = phi <8 x i64> [ poison, %432 ], [ %438, %435 ]
  %441 = extractelement <8 x i1> %312, i64 1
  br i1 %441, label %442, label %446

442:                                              ; preds = %439
  %443 = extractelement <8 x i64> %320, i64 1
  %444 = sdiv i64 %443, %13
  %445 = insertelement <8 x i64> %440, i64 %444, i64 1
  br label %446

446:                                              ; preds = %442, %439
  %447 = phi <8 x i64> [ %440, %439 ], [ %445, %442 ]
  %448 = extractelement <8 x i1> %312, i64 2
  br i1 %448, label %449, label %453

449:                                              ; preds = %446
  %450 = extractelement <8 x i64> %320, i64 2
  %451 = sdiv i64 %450, %13
  %452 = insertelement <8 x i64> %447, i64 %451, i64 2
  br label %453

453:                                              ; preds = %449, %446
  %454 = phi <8 x i64> [ %447, %446 ], [ %452, %449 ]
  %455 = extractelement <8 x i1> %312, i64 3
  br i1 %455, label %456, label %460

456:                                              ; preds = %453
  %457 = extractelement <8 x i64> %320, i64 3
  %458 = sdiv i64 %457, %13
  %459 = insertelement <8 x i64> %454, i64 %458, i64 3
  br label %460

460:                                              ; preds = %456, %453
  %461 = phi <8 x i64> [ %454, %453 ], [ %459, %456 ]
  %462 = extractelement <8 x i1> %312, i64 4
  br i1 %462, label %463, label %467

463:                                              ; preds = %460
  %464 = extractelement <8 x i64> %320, i64 4
  %465 = sdiv i64 %464, %13
  %466 = insertelement <8 x i64> %461, i64 %465, i64 4
  br label %467

467:                                              ; preds = %463, %460
  %468 = phi <8 x i64> [ %461, %460 ], [ %466, %463 ]
  %469 = extractelement <8 x i1> %312, i64 5
  br i1 %469, label %470, label %474

470:                                              ; preds = %467
  %471 = extractelement <8 x i64> %320, i64 5
  %472 = sdiv i64 %471, %13
  %473 = insertelement <8 x i64> %468, i64 %472, i64 5
  br label %474

474:                                              ; preds = %470, %467
  %475 = phi <8 x i64> [ %468, %467 ], [ %473, %470 ]
  %476 = extractelement <8 x i1> %312, i64 6
  br i1 %476, label %477, label %481

477:                                              ; preds = %474
  %478 = extractelement <8 x i64> %320, i64 6
  %479 = sdiv i64 %478, %13
  %480 = insertelement <8 x i64> %475, i64 %479, i64 6
  br label %481

481:                                              ; preds = %477, %474
  %482 = phi <8 x i64> [ %475, %474 ], [ %480, %477 ]
  %483 = extractelement <8 x i1> %312, i64 7
  br i1 %483, label %484, label %488

484:                                              ; preds = %481
  %485 = extractelement <8 x i64> %320, i64 7
  %486 = sdiv i64 %485, %13
  %487 = insertelement <8 x i64> %482, i64 %486, i64 7
  br label %488

488:                                              ; preds = %484, %481
  %489 = phi <8 x i64> [ %482, %481 ], [ %487, %484 ]
  %490 = extractelement <8 x i1> %313, i64 0
  br i1 %490, label %491, label %495

491:                                              ; preds = %488
  %492 = extractelement <8 x i64> %321, i64 0
  %493 = sdiv i64 %492, %13
  %494 = insertelement <8 x i64> poison, i64 %493, i64 0
  br label %495

495:                                              ; preds = %491, %488
  %496 = phi <8 x i64> [ poison, %488 ], [ %494, %491 ]
  %497 = extractelement <8 x i1> %313, i64 1
  br i1 %497, label %498, label %502

498:                                              ; preds = %495
  %499 = extractelement <8 x i64> %321, i64 1
  %500 = sdiv i64 %499, %13
  %501 = insertelement <8 x i64> %496, i64 %500, i64 1
  br label %502

502:                                              ; preds = %498, %495
  %503 = phi <8 x i64> [ %496, %495 ], [ %501, %498 ]
  %504 = extractelement <8 x i1> %313, i64 2
  br i1 %504, label %505, label %509

505:                                              ; preds = %502
  %506 = extractelement <8 x i64> %321, i64 2
  %507 = sdiv i64 %506, %13
  %508 = insertelement <8 x i64> %503, i64 %507, i64 2
  br label %509

509:                                              ; preds = %505, %502
  %510 = phi <8 x i64> [ %503, %502 ], [ %508, %505 ]
  %511 = extractelement <8 x i1> %313, i64 3
  br i1 %511, label %512, label %516

512:                                              ; preds = %509
  %513 = extractelement <8 x i64> %321, i64 3
  %514 = sdiv i64 %513, %13
  %515 = insertelement <8 x i64> %510, i64 %514, i64 3
  br label %516

516:                                              ; preds = %512, %509
  %517 = phi <8 x i64> [ %510, %509 ], [ %515, %512 ]
  %518 = extractelement <8 x i1> %313, i64 4
  br i1 %518, label %519, label %523

519:                                              ; preds = %516
  %520 = extractelement <8 x i64> %321, i64 4
  %521 = sdiv i64 %520, %13
  %522 = insertelement <8 x i64> %517, i64 %521, i64 4
  br label %523

523:                                              ; preds = %519, %516
  %524 = phi <8 x i64> [ %517, %516 ], [ %522, %519 ]
  %525 = extractelement <8 x i1> %313, i64 5
  br i1 %525, label %526, label %530

526:                                              ; preds = %523
  %527 = extractelement <8 x i64> %321, i64 5
  %528 = sdiv i64 %527, %13
  %529 = insertelement <8 x i64> %524, i64 %528, i64 5
  br label %530

530:                                              ; preds = %526, %523
  %531 = phi <8 x i64> [ %524, %523 ], [ %529, %526 ]
  %532 = extractelement <8 x i1> %313, i64 6
  br i1 %532, label %533, label %537

533:                                              ; preds = %530
  %534 = extractelement <8 x i64> %321, i64 6
  %535 = sdiv i64 %534, %13
  %536 = insertelement <8 x i64> %531, i64 %535, i64 6
  br label %537

537:                                              ; preds = %533, %530
  %538 = phi <8 x i64> [ %531, %530 ], [ %536, %533 ]
  %539 = extractelement <8 x i1> %313, i64 7
  br i1 %539, label %540, label %544

540:                                              ; preds = %537
  %541 = extractelement <8 x i64> %321, i64 7
  %542 = sdiv i64 %541, %13
  %543 = insertelement <8 x i64> %538, i64 %542, i64 7
  br label %544

544:                                              ; preds = %540, %537
  %545 = phi <8 x i64> [ %538, %537 ], [ %543, %540 ]
  %546 = sub nsw <8 x i64> zeroinitializer, %377
  %547 = sub nsw <8 x i64> zeroinitializer, %433
  %548 = sub nsw <8 x i64> zeroinitializer, %489
  %549 = sub nsw <8 x i64> zeroinitializer, %545
  %550 = extractelement <8 x i1> %306, i64 0
  br i1 %550, label %551, label %555

551:                                              ; preds = %544
  %552 = extractelement <8 x i64> %302, i64 0
  %553 = sdiv i64 %552, %13
  %554 = insertelement <8 x i64> poison, i64 %553, i64 0
  br label %555

555:                                              ; preds = %551, %544
  %556 = phi <8 x i64> [ poison, %544 ], [ %554, %551 ]
  %557 = extractelement <8 x i1> %306, i64 1
  br i1 %557, label %558, label %562

558:                                              ; preds = %555
  %559 = extractelement <8 x i64> %302, i64 1
  %560 = sdiv i64 %559, %13
  %561 = insertelement <8 x i64> %556, i64 %560, i64 1
  br label %562

562:                                              ; preds = %558, %555
  %563 = phi <8 x i64> [ %556, %555 ], [ %561, %558 ]
  %564 = extractelement <8 x i1> %306, i64 2
  br i1 %564, label %565, label %569

565:                                              ; preds = %562
  %566 = extractelement <8 x i64> %302, i64 2
  %567 = sdiv i64 %566, %13
  %568 = insertelement <8 x i64> %563, i64 %567, i64 2
  br label %569

569:                                              ; preds = %565, %562
  %570 = phi <8 x i64> [ %563, %562 ], [ %568, %565 ]
  %571 = extractelement <8 x i1> %306, i64 3
  br i1 %571, label %572, label %576

572:                                              ; preds = %569
  %573 = extractelement <8 x i64> %302, i64 3
  %574 = sdiv i64 %573, %13
  %575 = insertelement <8 x i64> %570, i64 %574, i64 3
  br label %576

576:                                              ; preds = %572, %569
  %577 = phi <8 x i64> [ %570, %569 ], [ %575, %572 ]
  %578 = extractelement <8 x i1> %306, i64 4
  br i1 %578, label %579, label %583

579:                                              ; preds = %576
  %580 = extractelement <8 x i64> %302, i64 4
  %581 = sdiv i64 %580, %13
  %582 = insertelement <8 x i64> %577, i64 %581, i64 4
  br label %583

583:                                              ; preds = %579, %576
  %584 = phi <8 x i64> [ %577, %576 ], [ %582, %579 ]
  %585 = extractelement <8 x i1> %306, i64 5
  br i1 %585, label %586, label %590

586:                                              ; preds = %583
  %587 = extractelement <8 x i64> %302, i64 5
  %588 = sdiv i64 %587, %13
  %589 = insertelement <8 x i64> %584, i64 %588, i64 5
  br label %590

590:                                              ; preds = %586, %583
  %591 = phi <8 x i64> [ %584, %583 ], [ %589, %586 ]
  %592 = extractelement <8 x i1> %306, i64 6
  br i1 %592, label %593, label %597

593:                                              ; preds = %590
  %594 = extractelement <8 x i64> %302, i64 6
  %595 = sdiv i64 %594, %13
  %596 = insertelement <8 x i64> %591, i64 %595, i64 6
  br label %597

597:                                              ; preds = %593, %590
  %598 = phi <8 x i64> [ %591, %590 ], [ %596, %593 ]
  %599 = extractelement <8 x i1> %306, i64 7
  br i1 %599, label %600, label %604

600:                                              ; preds = %597
  %601 = extractelement <8 x i64> %302, i64 7
  %602 = sdiv i64 %601, %13
  %603 = insertelement <8 x i64> %598, i64 %602, i64 7
  br label %604

604:                                              ; preds = %600, %597
  %605 = phi <8 x i64> [ %598, %597 ], [ %603, %600 ]
  %606 = extractelement <8 x i1> %307, i64 0
  br i1 %606, label %607, label %611

607:                                              ; preds = %604
  %608 = extractelement <8 x i64> %303, i64 0
  %609 = sdiv i64 %608, %13
  %610 = insertelement <8 x i64> poison, i64 %609, i64 0
  br label %611

611:                                              ; preds = %607, %604
  %612 = phi <8 x i64> [ poison, %604 ], [ %610, %607 ]
  %613 = extractelement <8 x i1> %307, i64 1
  br i1 %613, label %614, label %618

614:                                              ; preds = %611
  %615 = extractelement <8 x i64> %303, i64 1
  %616 = sdiv i64 %615, %13
  %617 = insertelement <8 x i64> %612, i64 %616, i64 1
  br label %618

618:                                              ; preds = %614, %611
  %619 = phi <8 x i64> [ %612, %611 ], [ %617, %614 ]
  %620 = extractelement <8 x i1> %307, i64 2
  br i1 %620, label %621, label %625

621:                                              ; preds = %618
  %622 = extractelement <8 x i64> %303, i64 2
  %623 = sdiv i64 %622, %13
  %624 = insertelement <8 x i64> %619, i64 %623, i64 2
  br label %625

625:                                              ; preds = %621, %618
  %626 = phi <8 x i64> [ %619, %618 ], [ %624, %621 ]
  %627 = extractelement <8 x i1> %307, i64 3
  br i1 %627, label %628, label %632

628:                                              ; preds = %625
  %629 = extractelement <8 x i64> %303, i64 3
  %630 = sdiv i64 %629, %13
  %631 = insertelement <8 x i64> %626, i64 %630, i64 3
  br label %632

632:                                              ; preds = %628, %625
  %633 = phi <8 x i64> [ %626, %625 ], [ %631, %628 ]
  %634 = extractelement <8 x i1> %307, i64 4
  br i1 %634, label %635, label %639

635:                                              ; preds = %632
  %636 = extractelement <8 x i64> %303, i64 4
  %637 = sdiv i64 %636, %13
  %638 = insertelement <8 x i64> %633, i64 %637, i64 4
  br label %639

639:                                              ; preds = %635, %632
  %640 = phi <8 x i64> [ %633, %632 ], [ %638, %635 ]
  %641 = extractelement <8 x i1> %307, i64 5
  br i1 %641, label %642, label %646

642:                                              ; preds = %639
  %643 = extractelement <8 x i64> %303, i64 5
  %644 = sdiv i64 %643, %13
  %645 = insertelement <8 x i64> %640, i64 %644, i64 5
  br label %646

646:                                              ; preds = %642, %639
  %647 = phi <8 x i64> [ %640, %639 ], [ %645, %642 ]
  %648 = extractelement <8 x i1> %307, i64 6
  br i1 %648, label %649, label %653

649:                                              ; preds = %646
  %650 = extractelement <8 x i64> %303, i64 6
  %651 = sdiv i64 %650, %13
  %652 = insertelement <8 x i64> %647, i64 %651, i64 6
  br label %653

653:                                              ; preds = %649, %646
  %654 = phi <8 x i64> [ %647, %646 ], [ %652, %649 ]
  %655 = extractelement <8 x i1> %307, i64 7
  br i1 %655, label %656, label %660

656:                                              ; preds = %653
  %657 = extractelement <8 x i64> %303, i64 7
  %658 = sdiv i64 %657, %13
  %659 = insertelement <8 x i64> %654, i64 %658, i64 7
  br label %660

660:                                              ; preds = %656, %653
  %661 = phi <8 x i64> [ %654, %653 ], [ %659, %656 ]
  %662 = extractelement <8 x i1> %308, i64 0
  br i1 %662, label %663, label %667

663:                                              ; preds = %660
  %664 = extractelement <8 x i64> %304, i64 0
  %665 = sdiv i64 %664, %13
  %666 = insertelement <8 x i64> poison, i64 %665, i64 0
  br label %667

667:                                              ; preds = %663, %660
  %668 = phi <8 x i64> [ poison, %660 ], [ %666, %663 ]
  %669 = extractelement <8 x i1> %308, i64 1
  br i1 %669, label %670, label %674

670:                                              ; preds = %667
  %671 = extractelement <8 x i64> %304, i64 1
  %672 = sdiv i64 %671, %13
  %673 = insertelement <8 x i64> %668, i64 %672, i64 1
  br label %674

674:                                              ; preds = %670, %667
  %675 = phi <8 x i64> [ %668, %667 ], [ %673, %670 ]
  %676 = extractelement <8 x i1> %308, i64 2
  br i1 %676, label %677, label %681

677:                                              ; preds = %674
  %678 = extractelement <8 x i64> %304, i64 2
  %679 = sdiv i64 %678, %13
  %680 = insertelement <8 x i64> %675, i64 %679, i64 2
  br label %681

681:                                              ; preds = %677, %674
  %682 = phi <8 x i64> [ %675, %674 ], [ %680, %677 ]
  %683 = extractelement <8 x i1> %308, i64 3
  br i1 %683, label %684, label %688

684:                                              ; preds = %681
  %685 = extractelement <8 x i64> %304, i64 3
  %686 = sdiv i64 %685, %13
  %687 = insertelement <8 x i64> %682, i64 %686, i64 3
  br label %688

688:                                              ; preds = %684, %681
  %689 = phi <8 x i64> [ %682, %681 ], [ %687, %684 ]
  %690 = extractelement <8 x i1> %308, i64 4
  br i1 %690, label %691, label %695

691:                                              ; preds = %688
  %692 = extractelement <8 x i64> %304, i64 4
  %693 = sdiv i64 %692, %13
  %694 = insertelement <8 x i64> %689, i64 %693, i64 4
  br label %695

695:                                              ; preds = %691, %688
  %696 = phi <8 x i64> [ %689, %688 ], [ %694, %691 ]
  %697 = extractelement <8 x i1> %308, i64 5
  br i1 %697, label %698, label %702

698:                                              ; preds = %695
  %699 = extractelement <8 x i64> %304, i64 5
  %700 = sdiv i64 %699, %13
  %701 = insertelement <8 x i64> %696, i64 %700, i64 5
  br label %702

702:                                              ; preds = %698, %695
  %703 = phi <8 x i64> [ %696, %695 ], [ %701, %698 ]
  %704 = extractelement <8 x i1> %308, i64 6
  br i1 %704, label %705, label %709

705:                                              ; preds = %702
  %706 = extractelement <8 x i64> %304, i64 6
  %707 = sdiv i64 %706, %13
  %708 = insertelement <8 x i64> %703, i64 %707, i64 6
  br label %709

709:                                              ; preds = %705, %702
  %710 = phi <8 x i64> [ %703, %702 ], [ %708, %705 ]
  %711 = extractelement <8 x i1> %308, i64 7
  br i1 %711, label %712, label %716

712:                                              ; preds = %709
  %713 = extractelement <8 x i64> %304, i64 7
  %714 = sdiv i64 %713, %13
  %715 = insertelement <8 x i64> %710, i64 %714, i64 7
  br label %716

716:                                              ; preds = %712, %709
  %717 = phi <8 x i64> [ %710, %709 ], [ %715, %712 ]
  %718 = extractelement <8 x i1> %309, i64 0
  br i1 %718, label %719, label %723

719:                                              ; preds = %716
  %720 = extractelement <8 x i64> %305, i64 0
  %721 = sdiv i64 %720, %13
  %722 = insertelement <8 x i64> poison, i64 %721, i64 0
  br label %723

723:                                              ; preds = %719, %716
  %724 = phi <8 x i64> [ poison, %716 ], [ %722, %719 ]
  %725 = extractelement <8 x i1> %309, i64 1
  br i1 %725, label %726, label %730

726:                                              ; preds = %723
  %727 = extractelement <8 x i64> %305, i64 1
  %728 = sdiv i64 %727, %13
  %729 = insertelement <8 x i64> %724, i64 %728, i64 1
  br label %730

730:                                              ; preds = %726, %723
  %731 = phi <8 x i64> [ %724, %723 ], [ %729, %726 ]
  %732 = extractelement <8 x i1> %309, i64 2
  br i1 %732, label %733, label %737

733:                                              ; preds = %730
  %734 = extractelement <8 x i64> %305, i64 2
  %735 = sdiv i64 %734, %13
  %736 = insertelement <8 x i64> %731, i64 %735, i64 2
  br label %737

737:                                              ; preds = %733, %730
  %738 = phi <8 x i64> [ %731, %730 ], [ %736, %733 ]
  %739 = extractelement <8 x i1> %309, i64 3
  br i1 %739, label %740, label %744

740:                                              ; preds = %737
  %741 = extractelement <8 x i64> %305, i64 3
  %742 = sdiv i64 %741, %13
  %743 = insertelement <8 x i64> %738, i64 %742, i64 3
  br label %744

744:                                              ; preds = %740, %737
  %745 = phi <8 x i64> [ %738, %737 ], [ %743, %740 ]
  %746 = extractelement <8 x i1> %309, i64 4
  br i1 %746, label %747, label %751

747:                                              ; preds = %744
  %748 = extractelement <8 x i64> %305, i64 4
  %749 = sdiv i64 %748, %13
  %750 = insertelement <8 x i64> %745, i64 %749, i64 4
  br label %751

751:                                              ; preds = %747, %744
  %752 = phi <8 x i64> [ %745, %744 ], [ %750, %747 ]
  %753 = extractelement <8 x i1> %309, i64 5
  br i1 %753, label %754, label %758

754:                                              ; preds = %751
  %755 = extractelement <8 x i64> %305, i64 5
  %756 = sdiv i64 %755, %13
  %757 = insertelement <8 x i64> %752, i64 %756, i64 5
  br label %758

758:                                              ; preds = %754, %751
  %759 = phi <8 x i64> [ %752, %751 ], [ %757, %754 ]
  %760 = extractelement <8 x i1> %309, i64 6
  br i1 %760, label %761, label %765

761:                                              ; preds = %758
  %762 = extractelement <8 x i64> %305, i64 6
  %763 = sdiv i64 %762, %13
  %764 = insertelement <8 x i64> %759, i64 %763, i64 6
  br label %765

765:                                              ; preds = %761, %758
  %766 = phi <8 x i64> [ %759, %758 ], [ %764, %761 ]
  %767 = extractelement <8 x i1> %309, i64 7
  br i1 %767, label %768, label %772

768:                                              ; preds = %765
  %769 = extractelement <8 x i64> %305, i64 7
  %770 = sdiv i64 %769, %13
  %771 = insertelement <8 x i64> %766, i64 %770, i64 7
  br label %772

772:                                              ; preds = %768, %765
  %773 = phi <8 x i64> [ %766, %765 ], [ %771, %768 ]
  %774 = select <8 x i1> %306, <8 x i64> %605, <8 x i64> %546
  %775 = select <8 x i1> %307, <8 x i64> %661, <8 x i64> %547
  %776 = select <8 x i1> %308, <8 x i64> %717, <8 x i64> %548
  %777 = select <8 x i1> %309, <8 x i64> %773, <8 x i64> %549
  %778 = mul nsw <8 x i64> %774, %182
  %779 = mul nsw <8 x i64> %775, %182
  %780 = mul nsw <8 x i64> %776, %182
  %781 = mul nsw <8 x i64> %777, %182
  %782 = sub nsw <8 x i64> %302, %778
  %783 = sub nsw <8 x i64> %303, %779
  %784 = sub nsw <8 x i64> %304, %780
  %785 = sub nsw <8 x i64> %305, %781
  %786 = shl nuw <8 x i64> splat (i64 1), %782
  %787 = shl nuw <8 x i64> splat (i64 1), %783
  %788 = shl nuw <8 x i64> splat (i64 1), %784
  %789 = shl nuw <8 x i64> splat (i64 1), %785
  %790 = or <8 x i64> %786, %295
  %791 = or <8 x i64> %787, %296
  %792 = or <8 x i64> %788, %297
  %793 = or <8 x i64> %789, %298
  %794 = add nuw i64 %293, 32
  %795 = add <8 x i64> %294, splat (i64 32)
  %796 = icmp eq i64 %794, %180
  br i1 %796, label %797, label %292

797:                                              ; preds = %772
  %798 = or <8 x i64> %791, %790
  %799 = or <8 x i64> %792, %798
  %800 = or <8 x i64> %793, %799
  %801 = call i64 @llvm.vector.reduce.or.v8i64(<8 x i64> %800)
  br i1 %183, label %947, label %802

802:                                              ; preds = %797
  br i1 %184, label %944, label %803

803:                                              ; preds = %288, %802
  %804 = phi i64 [ %180, %802 ], [ 0, %288 ]
  %805 = phi i64 [ %801, %802 ], [ 0, %288 ]
  %806 = insertelement <8 x i64> <i64 poison, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0>, i64 %805, i64 0
  %807 = insertelement <8 x i64> poison, i64 %283, i64 0
  %808 = shufflevector <8 x i64> %807, <8 x i64> poison, <8 x i32> zeroinitializer
  %809 = insertelement <8 x i64> poison, i64 %804, i64 0
  %810 = shufflevector <8 x i64> %809, <8 x i64> poison, <8 x i32> zeroinitializer
  %811 = or disjoint <8 x i64> %810, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %812

812:                                              ; preds = %932, %803
  %813 = phi i64 [ %804, %803 ], [ %939, %932 ]
  %814 = phi <8 x i64> [ %811, %803 ], [ %940, %932 ]
  %815 = phi <8 x i64> [ %806, %803 ], [ %938, %932 ]
  %816 = sub nsw <8 x i64> %814, %808
  %817 = icmp sgt <8 x i64> %816, splat (i64 -1)
  %818 = xor <8 x i1> %817, splat (i1 true)
  %819 = xor <8 x i64> %816, splat (i64 -1)
  %820 = add <8 x i64> %187, %819
  %821 = extractelement <8 x i1> %818, i64 0
  br i1 %821, label %822, label %826

822:                                              ; preds = %812
  %823 = extractelement <8 x i64> %820, i64 0
  %824 = sdiv i64 %823, %13
  %825 = insertelement <8 x i64> poison, i64 %824, i64 0
  br label %826

826:                                              ; preds = %822, %812
  %827 = phi <8 x i64> [ poison, %812 ], [ %825, %822 ]
  %828 = extractelement <8 x i1> %818, i64 1
  br i1 %828, label %829, label %833

829:                                              ; preds = %826
  %830 = extractelement <8 x i64> %820, i64 1
  %831 = sdiv i64 %830, %13
  %832 = insertelement <8 x i64> %827, i64 %831, i64 1
  br label %833

833:                                              ; preds = %829, %826
  %834 = phi <8 x i64> [ %827, %826 ], [ %832, %829 ]
  %835 = extractelement <8 x i1> %818, i64 2
  br i1 %835, label %836, label %840

836:                                              ; preds = %833
  %837 = extractelement <8 x i64> %820, i64 2
  %838 = sdiv i64 %837, %13
  %839 = insertelement <8 x i64> %834, i64 %838, i64 2
  br label %840

840:                                              ; preds = %836, %833
  %841 = phi <8 x i64> [ %834, %833 ], [ %839, %836 ]
  %842 = extractelement <8 x i1> %818, i64 3
  br i1 %842, label %843, label %847

843:                                              ; preds = %840
  %844 = extractelement <8 x i64> %820, i64 3
  %845 = sdiv i64 %844, %13
  %846 = insertelement <8 x i64> %841, i64 %845, i64 3
  br label %847

847:                                              ; preds = %843, %840
  %848 = phi <8 x i64> [ %841, %840 ], [ %846, %843 ]
  %849 = extractelement <8 x i1> %818, i64 4
  br i1 %849, label %850, label %854

850:                                              ; preds = %847
  %851 = extractelement <8 x i64> %820, i64 4
  %852 = sdiv i64 %851, %13
  %853 = insertelement <8 x i64> %848, i64 %852, i64 4
  br label %854

854:                                              ; preds = %850, %847
  %855 = phi <8 x i64> [ %848, %847 ], [ %853, %850 ]
  %856 = extractelement <8 x i1> %818, i64 5
  br i1 %856, label %857, label %861

857:                                              ; preds = %854
  %858 = extractelement <8 x i64> %820, i64 5
  %859 = sdiv i64 %858, %13
  %860 = insertelement <8 x i64> %855, i64 %859, i64 5
  br label %861

861:                                              ; preds = %857, %854
  %862 = phi <8 x i64> [ %855, %854 ], [ %860, %857 ]
  %863 = extractelement <8 x i1> %818, i64 6
  br i1 %863, label %864, label %868

864:                                              ; preds = %861
  %865 = extractelement <8 x i64> %820, i64 6
  %866 = sdiv i64 %865, %13
  %867 = insertelement <8 x i64> %862, i64 %866, i64 6
  br label %868

868:                                              ; preds = %864, %861
  %869 = phi <8 x i64> [ %862, %861 ], [ %867, %864 ]
  %870 = extractelement <8 x i1> %818, i64 7
  br i1 %870, label %871, label %875

871:                                              ; preds = %868
  %872 = extractelement <8 x i64> %820, i64 7
  %873 = sdiv i64 %872, %13
  %874 = insertelement <8 x i64> %869, i64 %873, i64 7
  br label %875

875:                                              ; preds = %871, %868
  %876 = phi <8 x i64> [ %869, %868 ], [ %874, %871 ]
  %877 = sub nsw <8 x i64> zeroinitializer, %876
  %878 = extractelement <8 x i1> %817, i64 0
  br i1 %878, label %879, label %883

879:                                              ; preds = %875
  %880 = extractelement <8 x i64> %816, i64 0
  %881 = sdiv i64 %880, %13
  %882 = insertelement <8 x i64> poison, i64 %881, i64 0
  br label %883

883:                                              ; preds = %879, %875
  %884 = phi <8 x i64> [ poison, %875 ], [ %882, %879 ]
  %885 = extractelement <8 x i1> %817, i64 1
  br i1 %885, label %886, label %890

886:                                              ; preds = %883
  %887 = extractelement <8 x i64> %816, i64 1
  %888 = sdiv i64 %887, %13
  %889 = insertelement <8 x i64> %884, i64 %888, i64 1
  br label %890

890:                                              ; preds = %886, %883
  %891 = phi <8 x i64> [ %884, %883 ], [ %889, %886 ]
  %892 = extractelement <8 x i1> %817, i64 2
  br i1 %892, label %893, label %897

893:                                              ; preds = %890
  %894 = extractelement <8 x i64> %816, i64 2
  %895 = sdiv i64 %894, %13
  %896 = insertelement <8 x i64> %891, i64 %895, i64 2
  br label %897

897:                                              ; preds = %893, %890
  %898 = phi <8 x i64> [ %891, %890 ], [ %896, %893 ]
  %899 = extractelement <8 x i1> %817, i64 3
  br i1 %899, label %900, label %904

900:                                              ; preds = %897
  %901 = extractelement <8 x i64> %816, i64 3
  %902 = sdiv i64 %901, %13
  %903 = insertelement <8 x i64> %898, i64 %902, i64 3
  br label %904

904:                                              ; preds = %900, %897
  %905 = phi <8 x i64> [ %898, %897 ], [ %903, %900 ]
  %906 = extractelement <8 x i1> %817, i64 4
  br i1 %906, label %907, label %911

907:                                              ; preds = %904
  %908 = extractelement <8 x i64> %816, i64 4
  %909 = sdiv i64 %908, %13
  %910 = insertelement <8 x i64> %905, i64 %909, i64 4
  br label %911

911:                                              ; preds = %907, %904
  %912 = phi <8 x i64> [ %905, %904 ], [ %910, %907 ]
  %913 = extractelement <8 x i1> %817, i64 5
  br i1 %913, label %914, label %918

914:                                              ; preds = %911
  %915 = extractelement <8 x i64> %816, i64 5
  %916 = sdiv i64 %915, %13
  %917 = insertelement <8 x i64> %912, i64 %916, i64 5
  br label %918

918:                                              ; preds = %914, %911
  %919 = phi <8 x i64> [ %912, %911 ], [ %917, %914 ]
  %920 = extractelement <8 x i1> %817, i64 6
  br i1 %920, label %921, label %925

921:                                              ; preds = %918
  %922 = extractelement <8 x i64> %816, i64 6
  %923 = sdiv i64 %922, %13
  %924 = insertelement <8 x i64> %919, i64 %923, i64 6
  br label %925

925:                                              ; preds = %921, %918
  %926 = phi <8 x i64> [ %919, %918 ], [ %924, %921 ]
  %927 = extractelement <8 x i1> %817, i64 7
  br i1 %927, label %928, label %932

928:                                              ; preds = %925
  %929 = extractelement <8 x i64> %816, i64 7
  %930 = sdiv i64 %929, %13
  %931 = insertelement <8 x i64> %926, i64 %930, i64 7
  br label %932

932:                                              ; preds = %928, %925
  %933 = phi <8 x i64> [ %926, %925 ], [ %931, %928 ]
  %934 = select <8 x i1> %817, <8 x i64> %933, <8 x i64> %877
  %935 = mul nsw <8 x i64> %934, %187
  %936 = sub nsw <8 x i64> %816, %935
  %937 = shl nuw <8 x i64> splat (i64 1), %936
  %938 = or <8 x i64> %937, %815
  %939 = add nuw i64 %813, 8
  %940 = add nuw nsw <8 x i64> %814, splat (i64 8)
  %941 = icmp eq i64 %939, %185
  br i1 %941, label %942, label %812

942:                                              ; preds = %932
  %943 = call i64 @llvm.vector.reduce.or.v8i64(<8 x i64> %938)
  br i1 %188, label %947, label %944

944:                                              ; preds = %287, %802, %942
  %945 = phi i64 [ 0, %287 ], [ %180, %802 ], [ %185, %942 ]
  %946 = phi i64 [ 0, %287 ], [ %801, %802 ], [ %943, %942 ]
  br label %949

947:                                              ; preds = %961, %797, %942, %249
  %948 = phi i64 [ 0, %249 ], [ %943, %942 ], [ %801, %797 ], [ %966, %961 ]
  br i1 %80, label %1055, label %969

949:                                              ; preds = %944, %961
  %950 = phi i64 [ %967, %961 ], [ %945, %944 ]
  %951 = phi i64 [ %966, %961 ], [ %946, %944 ]
  %952 = sub nsw i64 %950, %283
  %953 = icmp sgt i64 %952, -1
  br i1 %953, label %954, label %956

954:                                              ; preds = %949
  %955 = sdiv i64 %952, %13
  br label %961

956:                                              ; preds = %949
  %957 = xor i64 %952, -1
  %958 = add i64 %13, %957
  %959 = sdiv i64 %958, %13
  %960 = sub nsw i64 0, %959
  br label %961

961:                                              ; preds = %956, %954
  %962 = phi i64 [ %955, %954 ], [ %960, %956 ]
  %963 = mul nsw i64 %962, %13
  %964 = sub nsw i64 %952, %963
  %965 = shl nuw i64 1, %964
  %966 = or i64 %965, %951
  %967 = add nuw nsw i64 %950, 1
  %968 = icmp eq i64 %967, %11
  br i1 %968, label %947, label %949

969:                                              ; preds = %1065, %947
  %970 = phi i64 [ 0, %947 ], [ %1070, %1065 ]
  br i1 %81, label %971, label %1085

971:                                              ; preds = %969
  br i1 %189, label %1052, label %972

972:                                              ; preds = %971
  br i1 %190, label %1025, label %973

973:                                              ; preds = %972
  %974 = insertelement <8 x i64> poison, i64 %948, i64 0
  %975 = shufflevector <8 x i64> %974, <8 x i64> poison, <8 x i32> zeroinitializer
  %976 = insertelement <8 x i64> poison, i64 %970, i64 0
  %977 = shufflevector <8 x i64> %976, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %978

978:                                              ; preds = %978, %973
  %979 = phi i64 [ 0, %973 ], [ %1016, %978 ]
  %980 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %973 ], [ %1017, %978 ]
  %981 = phi <8 x i64> [ zeroinitializer, %973 ], [ %1012, %978 ]
  %982 = phi <8 x i64> [ zeroinitializer, %973 ], [ %1013, %978 ]
  %983 = phi <8 x i64> [ zeroinitializer, %973 ], [ %1014, %978 ]
  %984 = phi <8 x i64> [ zeroinitializer, %973 ], [ %1015, %978 ]
  %985 = add <8 x i64> %980, splat (i64 8)
  %986 = add <8 x i64> %980, splat (i64 16)
  %987 = add <8 x i64> %980, splat (i64 24)
  %988 = shl nuw <8 x i64> splat (i64 1), %980
  %989 = shl nuw <8 x i64> splat (i64 1), %985
  %990 = shl nuw <8 x i64> splat (i64 1), %986
  %991 = shl nuw <8 x i64> splat (i64 1), %987
  %992 = and <8 x i64> %988, %975
  %993 = and <8 x i64> %989, %975
  %994 = and <8 x i64> %990, %975
  %995 = and <8 x i64> %991, %975
  %996 = icmp eq <8 x i64> %992, zeroinitializer
  %997 = icmp eq <8 x i64> %993, zeroinitializer
  %998 = icmp eq <8 x i64> %994, zeroinitializer
  %999 = icmp eq <8 x i64> %995, zeroinitializer
  %1000 = shl nuw nsw <8 x i64> %980, splat (i64 1)
  %1001 = shl nuw nsw <8 x i64> %985, splat (i64 1)
  %1002 = shl nuw nsw <8 x i64> %986, splat (i64 1)
  %1003 = shl nuw nsw <8 x i64> %987, splat (i64 1)
  %1004 = shl <8 x i64> %977, %1000
  %1005 = shl <8 x i64> %977, %1001
  %1006 = shl <8 x i64> %977, %1002
  %1007 = shl <8 x i64> %977, %1003
  %1008 = select <8 x i1> %996, <8 x i64> zeroinitializer, <8 x i64> %1004
  %1009 = select <8 x i1> %997, <8 x i64> zeroinitializer, <8 x i64> %1005
  %1010 = select <8 x i1> %998, <8 x i64> zeroinitializer, <8 x i64> %1006
  %1011 = select <8 x i1> %999, <8 x i64> zeroinitializer, <8 x i64> %1007
  %1012 = or <8 x i64> %1008, %981
  %1013 = or <8 x i64> %1009, %982
  %1014 = or <8 x i64> %1010, %983
  %1015 = or <8 x i64> %1011, %984
  %1016 = add nuw i64 %979, 32
  %1017 = add <8 x i64> %980, splat (i64 32)
  %1018 = icmp eq i64 %1016, %192
  br i1 %1018, label %1019, label %978

1019:                                             ; preds = %978
  %1020 = or <8 x i64> %1013, %1012
  %1021 = or <8 x i64> %1014, %1020
  %1022 = or <8 x i64> %1015, %1021
  %1023 = call i64 @llvm.vector.reduce.or.v8i64(<8 x i64> %1022)
  br i1 %193, label %1085, label %1024

1024:                                             ; preds = %1019
  br i1 %194, label %1052, label %1025

1025:                                             ; preds = %972, %1024
  %1026 = phi i64 [ %192, %1024 ], [ 0, %972 ]
  %1027 = phi i64 [ %1023, %1024 ], [ 0, %972 ]
  %1028 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %1027, i64 0
  %1029 = insertelement <4 x i64> poison, i64 %948, i64 0
  %1030 = shufflevector <4 x i64> %1029, <4 x i64> poison, <4 x i32> zeroinitializer
  %1031 = insertelement <4 x i64> poison, i64 %970, i64 0
  %1032 = shufflevector <4 x i64> %1031, <4 x i64> poison, <4 x i32> zeroinitializer
  %1033 = insertelement <4 x i64> poison, i64 %1026, i64 0
  %1034 = shufflevector <4 x i64> %1033, <4 x i64> poison, <4 x i32> zeroinitializer
  %1035 = or disjoint <4 x i64> %1034, <i64 0, i64 1, i64 2, i64 3>
  br label %1036

1036:                                             ; preds = %1036, %1025
  %1037 = phi i64 [ %1026, %1025 ], [ %1047, %1036 ]
  %1038 = phi <4 x i64> [ %1035, %1025 ], [ %1048, %1036 ]
  %1039 = phi <4 x i64> [ %1028, %1025 ], [ %1046, %1036 ]
  %1040 = shl nuw <4 x i64> splat (i64 1), %1038
  %1041 = and <4 x i64> %1040, %1030
  %1042 = icmp eq <4 x i64> %1041, zeroinitializer
  %1043 = shl nuw nsw <4 x i64> %1038, splat (i64 1)
  %1044 = shl <4 x i64> %1032, %1043
  %1045 = select <4 x i1> %1042, <4 x i64> zeroinitializer, <4 x i64> %1044
  %1046 = or <4 x i64> %1045, %1039
  %1047 = add nuw i64 %1037, 4
  %1048 = add nuw nsw <4 x i64> %1038, splat (i64 4)
  %1049 = icmp eq i64 %1047, %195
  br i1 %1049, label %1050, label %1036

1050:                                             ; preds = %1036
  %1051 = call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %1046)
  br i1 %196, label %1085, label %1052

1052:                                             ; preds = %971, %1024, %1050
  %1053 = phi i64 [ 0, %971 ], [ %192, %1024 ], [ %195, %1050 ]
  %1054 = phi i64 [ 0, %971 ], [ %1023, %1024 ], [ %1051, %1050 ]
  br label %1073

1055:                                             ; preds = %947, %1065
  %1056 = phi i64 [ %1071, %1065 ], [ 0, %947 ]
  %1057 = phi i64 [ %1070, %1065 ], [ 0, %947 ]
  %1058 = sub nsw i64 %1056, %16
  %1059 = icmp sgt i64 %1058, -1
  br i1 %1059, label %1060, label %1062

1060:                                             ; preds = %1055
  %1061 = lshr i64 %1058, 1
  br label %1065

1062:                                             ; preds = %1055
  %1063 = sub i64 1, %1058
  %1064 = sdiv i64 %1063, -2
  br label %1065

1065:                                             ; preds = %1062, %1060
  %1066 = phi i64 [ %1061, %1060 ], [ %1064, %1062 ]
  %1067 = shl nsw i64 %1066, 1
  %1068 = sub nsw i64 %1058, %1067
  %1069 = shl nuw i64 1, %1068
  %1070 = or i64 %1069, %1057
  %1071 = add nuw nsw i64 %1056, 1
  %1072 = icmp eq i64 %1071, %12
  br i1 %1072, label %969, label %1055

1073:                                             ; preds = %1052, %1073
  %1074 = phi i64 [ %1083, %1073 ], [ %1053, %1052 ]
  %1075 = phi i64 [ %1082, %1073 ], [ %1054, %1052 ]
  %1076 = shl nuw i64 1, %1074
  %1077 = and i64 %1076, %948
  %1078 = icmp eq i64 %1077, 0
  %1079 = shl nuw nsw i64 %1074, 1
  %1080 = shl i64 %970, %1079
  %1081 = select i1 %1078, i64 0, i64 %1080
  %1082 = or i64 %1081, %1075
  %1083 = add nuw nsw i64 %1074, 1
  %1084 = icmp eq i64 %1083, %13
  br i1 %1084, label %1085, label %1073

1085:                                             ; preds = %1073, %1019, %1050, %969
  %1086 = phi i64 [ 0, %969 ], [ %1051, %1050 ], [ %1023, %1019 ], [ %1082, %1073 ]
  %1087 = mul i64 %82, %286
  %1088 = mul nsw i64 %260, %20
  %1089 = getelementptr inbounds float, ptr %41, i64 %1088
  %1090 = mul nsw i64 %278, %8
  %1091 = getelementptr inbounds float, ptr %1089, i64 %1090
  br i1 %83, label %1092, label %1094

1092:                                             ; preds = %1085
  %1093 = mul i64 %286, %62
  br label %1298

1094:                                             ; preds = %1397, %1085
  store i64 %62, ptr %91, align 8
  br i1 %79, label %1095, label %1219

1095:                                             ; preds = %1094
  %1096 = mul i64 %92, %286
  br i1 %197, label %1217, label %1097

1097:                                             ; preds = %1095
  %1098 = insertelement <4 x i64> poison, i64 %1096, i64 0
  %1099 = shufflevector <4 x i64> %1098, <4 x i64> poison, <4 x i32> zeroinitializer
  %1100 = insertelement <4 x i64> poison, i64 %283, i64 0
  %1101 = shufflevector <4 x i64> %1100, <4 x i64> poison, <4 x i32> zeroinitializer
  %1102 = insertelement <4 x i64> poison, i64 %281, i64 0
  %1103 = shufflevector <4 x i64> %1102, <4 x i64> poison, <4 x i32> zeroinitializer
  %1104 = insertelement <4 x i64> poison, i64 %284, i64 0
  %1105 = shufflevector <4 x i64> %1104, <4 x i64> poison, <4 x i32> zeroinitializer
  %1106 = insertelement <4 x i64> poison, i64 %286, i64 0
  %1107 = shufflevector <4 x i64> %1106, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %1108

1108:                                             ; preds = %1205, %1097
  %1109 = phi i64 [ 0, %1097 ], [ %1213, %1205 ]
  %1110 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %1097 ], [ %1214, %1205 ]
  %1111 = sub nsw <4 x i64> %1110, %1101
  %1112 = icmp sgt <4 x i64> %1111, splat (i64 -1)
  %1113 = xor <4 x i1> %1112, splat (i1 true)
  %1114 = xor <4 x i64> %1111, splat (i64 -1)
  %1115 = add <4 x i64> %200, %1114
  %1116 = extractelement <4 x i1> %1113, i64 0
  br i1 %1116, label %1117, label %1121

1117:                                             ; preds = %1108
  %1118 = extractelement <4 x i64> %1115, i64 0
  %1119 = sdiv i64 %1118, %13
  %1120 = insertelement <4 x i64> poison, i64 %1119, i64 0
  br label %1121

1121:                                             ; preds = %1117, %1108
  %1122 = phi <4 x i64> [ poison, %1108 ], [ %1120, %1117 ]
  %1123 = extractelement <4 x i1> %1113, i64 1
  br i1 %1123, label %1124, label %1128

1124:                                             ; preds = %1121
  %1125 = extractelement <4 x i64> %1115, i64 1
  %1126 = sdiv i64 %1125, %13
  %1127 = insertelement <4 x i64> %1122, i64 %1126, i64 1
  br label %1128

1128:                                             ; preds = %1124, %1121
  %1129 = phi <4 x i64> [ %1122, %1121 ], [ %1127, %1124 ]
  %1130 = extractelement <4 x i1> %1113, i64 2
  br i1 %1130, label %1131, label %1135

1131:                                             ; preds = %1128
  %1132 = extractelement <4 x i64> %1115, i64 2
  %1133 = sdiv i64 %1132, %13
  %1134 = insertelement <4 x i64> %1129, i64 %1133, i64 2
  br label %1135

1135:                                             ; preds = %1131, %1128
  %1136 = phi <4 x i64> [ %1129, %1128 ], [ %1134, %1131 ]
  %1137 = extractelement <4 x i1> %1113, i64 3
  br i1 %1137, label %1138, label %1142

1138:                                             ; preds = %1135
  %1139 = extractelement <4 x i64> %1115, i64 3
  %1140 = sdiv i64 %1139, %13
  %1141 = insertelement <4 x i64> %1136, i64 %1140, i64 3
  br label %1142

1142:                                             ; preds = %1138, %1135
  %1143 = phi <4 x i64> [ %1136, %1135 ], [ %1141, %1138 ]
  %1144 = sub nsw <4 x i64> zeroinitializer, %1143
  %1145 = extractelement <4 x i1> %1112, i64 0
  br i1 %1145, label %1146, label %1150

1146:                                             ; preds = %1142
  %1147 = extractelement <4 x i64> %1111, i64 0
  %1148 = sdiv i64 %1147, %13
  %1149 = insertelement <4 x i64> poison, i64 %1148, i64 0
  br label %1150

1150:                                             ; preds = %1146, %1142
  %1151 = phi <4 x i64> [ poison, %1142 ], [ %1149, %1146 ]
  %1152 = extractelement <4 x i1> %1112, i64 1
  br i1 %1152, label %1153, label %1157

1153:                                             ; preds = %1150
  %1154 = extractelement <4 x i64> %1111, i64 1
  %1155 = sdiv i64 %1154, %13
  %1156 = insertelement <4 x i64> %1151, i64 %1155, i64 1
  br label %1157

1157:                                             ; preds = %1153, %1150
  %1158 = phi <4 x i64> [ %1151, %1150 ], [ %1156, %1153 ]
  %1159 = extractelement <4 x i1> %1112, i64 2
  br i1 %1159, label %1160, label %1164

1160:                                             ; preds = %1157
  %1161 = extractelement <4 x i64> %1111, i64 2
  %1162 = sdiv i64 %1161, %13
  %1163 = insertelement <4 x i64> %1158, i64 %1162, i64 2
  br label %1164

1164:                                             ; preds = %1160, %1157
  %1165 = phi <4 x i64> [ %1158, %1157 ], [ %1163, %1160 ]
  %1166 = extractelement <4 x i1> %1112, i64 3
  br i1 %1166, label %1167, label %1171

1167:                                             ; preds = %1164
  %1168 = extractelement <4 x i64> %1111, i64 3
  %1169 = sdiv i64 %1168, %13
  %1170 = insertelement <4 x i64> %1165, i64 %1169, i64 3
  br label %1171

1171:                                             ; preds = %1167, %1164
  %1172 = phi <4 x i64> [ %1165, %1164 ], [ %1170, %1167 ]
  %1173 = select <4 x i1> %1112, <4 x i64> %1172, <4 x i64> %1144
  %1174 = mul nsw <4 x i64> %1173, %200
  %1175 = sub nsw <4 x i64> %1111, %1174
  %1176 = icmp slt <4 x i64> %1175, %1103
  %1177 = xor <4 x i64> %1175, splat (i64 -1)
  %1178 = add <4 x i64> %1105, %1177
  %1179 = extractelement <4 x i1> %1176, i64 0
  br i1 %1179, label %1180, label %1184

1180:                                             ; preds = %1171
  %1181 = extractelement <4 x i64> %1178, i64 0
  %1182 = sdiv i64 %1181, %13
  %1183 = insertelement <4 x i64> poison, i64 %1182, i64 0
  br label %1184

1184:                                             ; preds = %1180, %1171
  %1185 = phi <4 x i64> [ poison, %1171 ], [ %1183, %1180 ]
  %1186 = extractelement <4 x i1> %1176, i64 1
  br i1 %1186, label %1187, label %1191

1187:                                             ; preds = %1184
  %1188 = extractelement <4 x i64> %1178, i64 1
  %1189 = sdiv i64 %1188, %13
  %1190 = insertelement <4 x i64> %1185, i64 %1189, i64 1
  br label %1191

1191:                                             ; preds = %1187, %1184
  %1192 = phi <4 x i64> [ %1185, %1184 ], [ %1190, %1187 ]
  %1193 = extractelement <4 x i1> %1176, i64 2
  br i1 %1193, label %1194, label %1198

1194:                                             ; preds = %1191
  %1195 = extractelement <4 x i64> %1178, i64 2
  %1196 = sdiv i64 %1195, %13
  %1197 = insertelement <4 x i64> %1192, i64 %1196, i64 2
  br label %1198

1198:                                             ; preds = %1194, %1191
  %1199 = phi <4 x i64> [ %1192, %1191 ], [ %1197, %1194 ]
  %1200 = extractelement <4 x i1> %1176, i64 3
  br i1 %1200, label %1201, label %1205

1201:                                             ; preds = %1198
  %1202 = extractelement <4 x i64> %1178, i64 3
  %1203 = sdiv i64 %1202, %13
  %1204 = insertelement <4 x i64> %1199, i64 %1203, i64 3
  br label %1205

1205:                                             ; preds = %1201, %1198
  %1206 = phi <4 x i64> [ %1199, %1198 ], [ %1204, %1201 ]
  %1207 = select <4 x i1> %1176, <4 x i64> %1206, <4 x i64> zeroinitializer
  %1208 = mul <4 x i64> %1099, %1175
  %1209 = getelementptr inbounds nuw i64, ptr %37, i64 %1109
  store <4 x i64> %1208, ptr %1209, align 8
  %1210 = getelementptr inbounds nuw i64, ptr %93, i64 %1109
  store <4 x i64> %1173, ptr %1210, align 8
  %1211 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %1207, <4 x i64> %1107)
  %1212 = getelementptr inbounds nuw i64, ptr %94, i64 %1109
  store <4 x i64> %1211, ptr %1212, align 8
  %1213 = add nuw i64 %1109, 4
  %1214 = add nuw nsw <4 x i64> %1110, splat (i64 4)
  %1215 = icmp eq i64 %1213, %198
  br i1 %1215, label %1216, label %1108

1216:                                             ; preds = %1205
  br i1 %201, label %1219, label %1217

1217:                                             ; preds = %1095, %1216
  %1218 = phi i64 [ 0, %1095 ], [ %198, %1216 ]
  br label %1222

1219:                                             ; preds = %1242, %1216, %1094
  br i1 %80, label %1220, label %1278

1220:                                             ; preds = %1219
  %1221 = mul i64 %286, %62
  br label %1251

1222:                                             ; preds = %1217, %1242
  %1223 = phi i64 [ %1249, %1242 ], [ %1218, %1217 ]
  %1224 = sub nsw i64 %1223, %283
  %1225 = icmp sgt i64 %1224, -1
  br i1 %1225, label %1226, label %1228

1226:                                             ; preds = %1222
  %1227 = sdiv i64 %1224, %13
  br label %1233

1228:                                             ; preds = %1222
  %1229 = xor i64 %1224, -1
  %1230 = add i64 %13, %1229
  %1231 = sdiv i64 %1230, %13
  %1232 = sub nsw i64 0, %1231
  br label %1233

1233:                                             ; preds = %1228, %1226
  %1234 = phi i64 [ %1227, %1226 ], [ %1232, %1228 ]
  %1235 = mul nsw i64 %1234, %13
  %1236 = sub nsw i64 %1224, %1235
  %1237 = icmp slt i64 %1236, %281
  br i1 %1237, label %1238, label %1242

1238:                                             ; preds = %1233
  %1239 = xor i64 %1236, -1
  %1240 = add i64 %284, %1239
  %1241 = sdiv i64 %1240, %13
  br label %1242

1242:                                             ; preds = %1238, %1233
  %1243 = phi i64 [ %1241, %1238 ], [ 0, %1233 ]
  %1244 = mul i64 %1096, %1236
  %1245 = getelementptr inbounds nuw i64, ptr %37, i64 %1223
  store i64 %1244, ptr %1245, align 8
  %1246 = getelementptr inbounds nuw i64, ptr %93, i64 %1223
  store i64 %1234, ptr %1246, align 8
  %1247 = tail call i64 @llvm.smin.i64(i64 %1243, i64 %286)
  %1248 = getelementptr inbounds nuw i64, ptr %94, i64 %1223
  store i64 %1247, ptr %1248, align 8
  %1249 = add nuw nsw i64 %1223, 1
  %1250 = icmp eq i64 %1249, %11
  br i1 %1250, label %1219, label %1222

1251:                                             ; preds = %1269, %1220
  %1252 = phi i64 [ 0, %1220 ], [ %1276, %1269 ]
  %1253 = sub nsw i64 %1252, %16
  %1254 = icmp sgt i64 %1253, -1
  br i1 %1254, label %1255, label %1257

1255:                                             ; preds = %1251
  %1256 = lshr i64 %1253, 1
  br label %1260

1257:                                             ; preds = %1251
  %1258 = sub i64 1, %1253
  %1259 = sdiv i64 %1258, -2
  br label %1260

1260:                                             ; preds = %1257, %1255
  %1261 = phi i64 [ %1256, %1255 ], [ %1259, %1257 ]
  %1262 = shl nsw i64 %1261, 1
  %1263 = sub nsw i64 %1253, %1262
  %1264 = icmp slt i64 %1263, %8
  br i1 %1264, label %1265, label %1269

1265:                                             ; preds = %1260
  %1266 = xor i64 %1263, -1
  %1267 = add i64 %95, %1266
  %1268 = sdiv i64 %1267, 2
  br label %1269

1269:                                             ; preds = %1265, %1260
  %1270 = phi i64 [ %1268, %1265 ], [ 0, %1260 ]
  %1271 = mul i64 %1221, %1263
  %1272 = getelementptr inbounds nuw i64, ptr %96, i64 %1252
  store i64 %1271, ptr %1272, align 8
  %1273 = getelementptr inbounds nuw i64, ptr %97, i64 %1252
  store i64 %1261, ptr %1273, align 8
  %1274 = tail call i64 @llvm.smin.i64(i64 %1270, i64 %62)
  %1275 = getelementptr inbounds nuw i64, ptr %98, i64 %1252
  store i64 %1274, ptr %1275, align 8
  %1276 = add nuw nsw i64 %1252, 1
  %1277 = icmp eq i64 %1276, %12
  br i1 %1277, label %1278, label %1251

1278:                                             ; preds = %1269, %1219
  %1279 = mul nsw i64 %270, %10
  %1280 = mul nsw i64 %260, %21
  %1281 = getelementptr inbounds float, ptr %44, i64 %1280
  %1282 = mul nsw i64 %260, %26
  %1283 = getelementptr inbounds float, ptr %45, i64 %1282
  %1284 = select i1 %99, ptr null, ptr %1283
  %1285 = mul nsw i64 %260, %24
  %1286 = getelementptr inbounds float, ptr %46, i64 %1285
  %1287 = mul i64 %73, %252
  %1288 = icmp slt i64 %268, %263
  br i1 %1288, label %1289, label %246

1289:                                             ; preds = %1278
  %1290 = mul i64 %73, %258
  %1291 = add nsw i64 %263, -1
  %1292 = tail call i64 @llvm.smin.i64(i64 %1290, i64 %6)
  %1293 = icmp slt i64 %1287, %1292
  %1294 = insertelement <4 x i64> poison, i64 %1291, i64 0
  %1295 = shufflevector <4 x i64> %1294, <4 x i64> poison, <4 x i32> zeroinitializer
  %1296 = insertelement <4 x i64> poison, i64 %1279, i64 0
  %1297 = shufflevector <4 x i64> %1296, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %1400

1298:                                             ; preds = %1092, %1397
  %1299 = phi i64 [ 0, %1092 ], [ %1398, %1397 ]
  %1300 = mul i64 %84, %1299
  %1301 = getelementptr inbounds float, ptr %1091, i64 %1300
  %1302 = mul nsw i64 %1299, %1087
  %1303 = getelementptr inbounds float, ptr %47, i64 %1302
  br i1 %81, label %1304, label %1397

1304:                                             ; preds = %1298, %1394
  %1305 = phi i64 [ %1395, %1394 ], [ 0, %1298 ]
  %1306 = shl nuw nsw i64 %1305, 1
  %1307 = shl nuw i64 1, %1306
  %1308 = and i64 %1307, %1086
  %1309 = icmp ne i64 %1308, 0
  %1310 = shl i64 2, %1306
  %1311 = and i64 %1310, %1086
  %1312 = icmp ne i64 %1311, 0
  %1313 = select i1 %1309, i1 true, i1 %1312
  br i1 %1313, label %1314, label %1394

1314:                                             ; preds = %1304
  %1315 = icmp slt i64 %1305, %281
  br i1 %1315, label %1316, label %1320

1316:                                             ; preds = %1314
  %1317 = xor i64 %1305, -1
  %1318 = add i64 %284, %1317
  %1319 = sdiv i64 %1318, %13
  br label %1320

1320:                                             ; preds = %1314, %1316
  %1321 = phi i64 [ %1319, %1316 ], [ 0, %1314 ]
  %1322 = tail call i64 @llvm.smin.i64(i64 %1321, i64 %286)
  %1323 = mul i64 %1093, %1306
  %1324 = getelementptr inbounds float, ptr %1303, i64 %1323
  %1325 = getelementptr inbounds float, ptr %1324, i64 %1093
  %1326 = icmp sgt i64 %1322, 0
  br i1 %1326, label %1327, label %1394

1327:                                             ; preds = %1320, %1337
  %1328 = phi i64 [ %1338, %1337 ], [ 0, %1320 ]
  %1329 = mul nuw nsw i64 %1328, %13
  %1330 = add nuw nsw i64 %1329, %1305
  %1331 = mul nsw i64 %1330, %8
  %1332 = getelementptr inbounds float, ptr %1301, i64 %1331
  br i1 %110, label %1333, label %1337

1333:                                             ; preds = %1327
  %1334 = mul nsw i64 %1328, %62
  %1335 = getelementptr inbounds float, ptr %1324, i64 %1334
  %1336 = getelementptr inbounds float, ptr %1325, i64 %1334
  br label %1340

1337:                                             ; preds = %1391, %1327
  %1338 = add nuw nsw i64 %1328, 1
  %1339 = icmp eq i64 %1338, %1322
  br i1 %1339, label %1394, label %1327

1340:                                             ; preds = %1333, %1391
  %1341 = phi i64 [ 0, %1333 ], [ %1392, %1391 ]
  %1342 = shl nuw nsw i64 %1341, 1
  %1343 = sub nsw i64 %8, %1342
  %1344 = icmp sgt i64 %1343, 15
  %1345 = trunc i64 %1343 to i32
  %1346 = shl nsw i32 -1, %1345
  %1347 = trunc i32 %1346 to i16
  %1348 = xor i16 %1347, -1
  %1349 = select i1 %1344, i16 -1, i16 %1348
  %1350 = icmp sgt i64 %1343, 31
  br i1 %1350, label %1359, label %1351

1351:                                             ; preds = %1340
  %1352 = tail call i64 @llvm.smax.i64(i64 %1343, i64 16)
  %1353 = trunc nuw nsw i64 %1352 to i32
  %1354 = add nsw i32 %1353, -16
  %1355 = shl nsw i32 -1, %1354
  %1356 = trunc nsw i32 %1355 to i16
  %1357 = xor i16 %1356, -1
  %1358 = bitcast i16 %1357 to <16 x i1>
  br label %1359

1359:                                             ; preds = %1351, %1340
  %1360 = phi <16 x i1> [ %1358, %1351 ], [ splat (i1 true), %1340 ]
  %1361 = getelementptr inbounds nuw float, ptr %1332, i64 %1342
  %1362 = bitcast i16 %1349 to <16 x i1>
  %1363 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1361, <16 x i1> %1362, <16 x float> zeroinitializer)
  %1364 = getelementptr inbounds nuw i8, ptr %1361, i64 64
  %1365 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1364, <16 x i1> %1360, <16 x float> zeroinitializer)
  %1366 = shufflevector <16 x float> %1363, <16 x float> %1365, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %1367 = sub nsw i64 %90, %1341
  br i1 %1309, label %1368, label %1379

1368:                                             ; preds = %1359
  %1369 = shufflevector <16 x float> %1363, <16 x float> %1365, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1370 = sub nsw i64 %109, %1341
  %1371 = getelementptr inbounds nuw float, ptr %1335, i64 %1341
  %1372 = icmp sgt i64 %1370, 15
  %1373 = trunc i64 %1370 to i32
  %1374 = shl nsw i32 -1, %1373
  %1375 = trunc i32 %1374 to i16
  %1376 = xor i16 %1375, -1
  %1377 = select i1 %1372, i16 -1, i16 %1376
  %1378 = bitcast i16 %1377 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1369, ptr align 1 %1371, <16 x i1> %1378)
  br label %1379

1379:                                             ; preds = %1368, %1359
  %1380 = icmp sgt i64 %1367, 0
  %1381 = select i1 %1312, i1 %1380, i1 false
  br i1 %1381, label %1382, label %1391

1382:                                             ; preds = %1379
  %1383 = getelementptr inbounds nuw float, ptr %1336, i64 %1341
  %1384 = icmp samesign ugt i64 %1367, 15
  %1385 = trunc i64 %1367 to i32
  %1386 = shl nsw i32 -1, %1385
  %1387 = trunc i32 %1386 to i16
  %1388 = xor i16 %1387, -1
  %1389 = select i1 %1384, i16 -1, i16 %1388
  %1390 = bitcast i16 %1389 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1366, ptr align 1 %1383, <16 x i1> %1390)
  br label %1391

1391:                                             ; preds = %1382, %1379
  %1392 = add nuw nsw i64 %1341, 16
  %1393 = icmp slt i64 %1392, %109
  br i1 %1393, label %1340, label %1337

1394:                                             ; preds = %1337, %1320, %1304
  %1395 = add nuw nsw i64 %1305, 1
  %1396 = icmp eq i64 %1395, %13
  br i1 %1396, label %1397, label %1304

1397:                                             ; preds = %1394, %1298
  %1398 = add nuw nsw i64 %1299, 1
  %1399 = icmp eq i64 %1398, %5
  br i1 %1399, label %1094, label %1298

1400:                                             ; preds = %1289, %1804
  %1401 = phi i64 [ %268, %1289 ], [ %1805, %1804 ]
  %1402 = sub nsw i64 %263, %1401
  %1403 = icmp sgt i64 %1402, 3
  %1404 = trunc i64 %1402 to i32
  %1405 = select i1 %1403, i32 4, i32 %1404
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  call void @llvm.lifetime.start.p0(ptr nonnull %40)
  %1406 = sext i32 %1405 to i64
  %1407 = insertelement <4 x i64> poison, i64 %1401, i64 0
  %1408 = shufflevector <4 x i64> %1407, <4 x i64> poison, <4 x i32> zeroinitializer
  %1409 = add <4 x i64> %1408, <i64 0, i64 1, i64 2, i64 3>
  %1410 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %1409, <4 x i64> %1295)
  %1411 = shl nsw <4 x i64> %1410, splat (i64 4)
  store <4 x i64> %1411, ptr %38, align 16
  %1412 = insertelement <4 x i32> poison, i32 %1405, i64 0
  %1413 = shufflevector <4 x i32> %1412, <4 x i32> poison, <4 x i32> zeroinitializer
  %1414 = icmp sgt <4 x i32> %1413, <i32 0, i32 1, i32 2, i32 3>
  %1415 = sub nsw <4 x i64> %203, %1411
  %1416 = select <4 x i1> %1414, <4 x i64> %1415, <4 x i64> zeroinitializer
  store <4 x i64> %1416, ptr %39, align 16
  %1417 = sub nsw <4 x i64> %1411, %1297
  store <4 x i64> %1417, ptr %40, align 16
  br label %1418

1418:                                             ; preds = %1400, %1737
  %1419 = phi i64 [ 0, %1400 ], [ %1738, %1737 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %34, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %33, i8 0, i64 28, i1 false)
  %1420 = icmp slt i64 %1419, %1406
  %1421 = getelementptr inbounds nuw i64, ptr %40, i64 %1419
  %1422 = load i64, ptr %1421, align 8
  br i1 %1420, label %1423, label %1432

1423:                                             ; preds = %1418
  %1424 = add i64 %1279, %1422
  %1425 = sub i64 %56, %1424
  %1426 = tail call i64 @llvm.smin.i64(i64 %1425, i64 16)
  %1427 = icmp sgt i64 %1425, 0
  br i1 %1427, label %1428, label %1432

1428:                                             ; preds = %1423
  %1429 = srem i64 %1422, %10
  %1430 = sub nsw i64 0, %1429
  %1431 = sdiv i64 %1422, %10
  br label %1436

1432:                                             ; preds = %1669, %1418, %1423
  br i1 %79, label %1433, label %1737

1433:                                             ; preds = %1432
  %1434 = getelementptr i64, ptr %35, i64 %1419
  %1435 = getelementptr i32, ptr %36, i64 %1419
  br label %1696

1436:                                             ; preds = %1428, %1669
  %1437 = phi i64 [ 0, %1669 ], [ %1430, %1428 ]
  %1438 = phi i64 [ %1442, %1669 ], [ 0, %1428 ]
  %1439 = phi i64 [ %1670, %1669 ], [ %1431, %1428 ]
  %1440 = add i64 %1437, %10
  %1441 = add i64 %1440, %1438
  %1442 = tail call i64 @llvm.smin.i64(i64 %1441, i64 %1426)
  br i1 %79, label %1443, label %1530

1443:                                             ; preds = %1436
  %1444 = trunc i64 %1442 to i32
  %1445 = shl nsw i32 -1, %1444
  %1446 = xor i32 %1445, -1
  %1447 = trunc i64 %1438 to i32
  %1448 = shl nsw i32 -1, %1447
  %1449 = and i32 %1448, %1446
  br i1 %204, label %1528, label %1450

1450:                                             ; preds = %1443
  br i1 %205, label %1506, label %1451

1451:                                             ; preds = %1450
  %1452 = insertelement <8 x i32> poison, i32 %1449, i64 0
  %1453 = shufflevector <8 x i32> %1452, <8 x i32> poison, <8 x i32> zeroinitializer
  %1454 = insertelement <8 x i64> poison, i64 %1439, i64 0
  %1455 = shufflevector <8 x i64> %1454, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1456

1456:                                             ; preds = %1456, %1451
  %1457 = phi i64 [ 0, %1451 ], [ %1502, %1456 ]
  %1458 = getelementptr inbounds nuw i64, ptr %93, i64 %1457
  %1459 = getelementptr inbounds nuw i8, ptr %1458, i64 64
  %1460 = getelementptr inbounds nuw i8, ptr %1458, i64 128
  %1461 = getelementptr inbounds nuw i8, ptr %1458, i64 192
  %1462 = load <8 x i64>, ptr %1458, align 8
  %1463 = load <8 x i64>, ptr %1459, align 8
  %1464 = load <8 x i64>, ptr %1460, align 8
  %1465 = load <8 x i64>, ptr %1461, align 8
  %1466 = add nsw <8 x i64> %1462, %1455
  %1467 = add nsw <8 x i64> %1463, %1455
  %1468 = add nsw <8 x i64> %1464, %1455
  %1469 = add nsw <8 x i64> %1465, %1455
  %1470 = icmp sgt <8 x i64> %1466, splat (i64 -1)
  %1471 = icmp sgt <8 x i64> %1467, splat (i64 -1)
  %1472 = icmp sgt <8 x i64> %1468, splat (i64 -1)
  %1473 = icmp sgt <8 x i64> %1469, splat (i64 -1)
  %1474 = getelementptr i64, ptr %94, i64 %1457
  %1475 = getelementptr i8, ptr %1474, i64 64
  %1476 = getelementptr i8, ptr %1474, i64 128
  %1477 = getelementptr i8, ptr %1474, i64 192
  %1478 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1474, <8 x i1> %1470, <8 x i64> poison)
  %1479 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1475, <8 x i1> %1471, <8 x i64> poison)
  %1480 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1476, <8 x i1> %1472, <8 x i64> poison)
  %1481 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1477, <8 x i1> %1473, <8 x i64> poison)
  %1482 = icmp slt <8 x i64> %1466, %1478
  %1483 = icmp slt <8 x i64> %1467, %1479
  %1484 = icmp slt <8 x i64> %1468, %1480
  %1485 = icmp slt <8 x i64> %1469, %1481
  %1486 = select <8 x i1> %1470, <8 x i1> %1482, <8 x i1> zeroinitializer
  %1487 = select <8 x i1> %1471, <8 x i1> %1483, <8 x i1> zeroinitializer
  %1488 = select <8 x i1> %1472, <8 x i1> %1484, <8 x i1> zeroinitializer
  %1489 = select <8 x i1> %1473, <8 x i1> %1485, <8 x i1> zeroinitializer
  %1490 = getelementptr i32, ptr %33, i64 %1457
  %1491 = getelementptr i8, ptr %1490, i64 32
  %1492 = getelementptr i8, ptr %1490, i64 64
  %1493 = getelementptr i8, ptr %1490, i64 96
  %1494 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1490, <8 x i1> %1486, <8 x i32> poison)
  %1495 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1491, <8 x i1> %1487, <8 x i32> poison)
  %1496 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1492, <8 x i1> %1488, <8 x i32> poison)
  %1497 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1493, <8 x i1> %1489, <8 x i32> poison)
  %1498 = or <8 x i32> %1494, %1453
  %1499 = or <8 x i32> %1495, %1453
  %1500 = or <8 x i32> %1496, %1453
  %1501 = or <8 x i32> %1497, %1453
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1498, ptr align 16 %1490, <8 x i1> %1486)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1499, ptr align 16 %1491, <8 x i1> %1487)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1500, ptr align 16 %1492, <8 x i1> %1488)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1501, ptr align 16 %1493, <8 x i1> %1489)
  %1502 = add nuw i64 %1457, 32
  %1503 = icmp eq i64 %1502, %207
  br i1 %1503, label %1504, label %1456

1504:                                             ; preds = %1456
  br i1 %208, label %1530, label %1505

1505:                                             ; preds = %1504
  br i1 %209, label %1528, label %1506

1506:                                             ; preds = %1450, %1505
  %1507 = phi i64 [ %207, %1505 ], [ 0, %1450 ]
  %1508 = insertelement <8 x i32> poison, i32 %1449, i64 0
  %1509 = shufflevector <8 x i32> %1508, <8 x i32> poison, <8 x i32> zeroinitializer
  %1510 = insertelement <8 x i64> poison, i64 %1439, i64 0
  %1511 = shufflevector <8 x i64> %1510, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1512

1512:                                             ; preds = %1512, %1506
  %1513 = phi i64 [ %1507, %1506 ], [ %1525, %1512 ]
  %1514 = getelementptr inbounds nuw i64, ptr %93, i64 %1513
  %1515 = load <8 x i64>, ptr %1514, align 8
  %1516 = add nsw <8 x i64> %1515, %1511
  %1517 = icmp sgt <8 x i64> %1516, splat (i64 -1)
  %1518 = getelementptr i64, ptr %94, i64 %1513
  %1519 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1518, <8 x i1> %1517, <8 x i64> poison)
  %1520 = icmp slt <8 x i64> %1516, %1519
  %1521 = select <8 x i1> %1517, <8 x i1> %1520, <8 x i1> zeroinitializer
  %1522 = getelementptr i32, ptr %33, i64 %1513
  %1523 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1522, <8 x i1> %1521, <8 x i32> poison)
  %1524 = or <8 x i32> %1523, %1509
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1524, ptr align 16 %1522, <8 x i1> %1521)
  %1525 = add nuw i64 %1513, 8
  %1526 = icmp eq i64 %1525, %210
  br i1 %1526, label %1527, label %1512

1527:                                             ; preds = %1512
  br i1 %211, label %1530, label %1528

1528:                                             ; preds = %1443, %1505, %1527
  %1529 = phi i64 [ 0, %1443 ], [ %207, %1505 ], [ %210, %1527 ]
  br label %1652

1530:                                             ; preds = %1666, %1504, %1527, %1436
  br i1 %80, label %1531, label %1669

1531:                                             ; preds = %1530
  %1532 = add i64 %1438, %1437
  br i1 %212, label %1650, label %1533

1533:                                             ; preds = %1531
  br i1 %213, label %1619, label %1534

1534:                                             ; preds = %1533
  %1535 = insertelement <8 x i64> poison, i64 %1532, i64 0
  %1536 = shufflevector <8 x i64> %1535, <8 x i64> poison, <8 x i32> zeroinitializer
  %1537 = insertelement <8 x i64> poison, i64 %1438, i64 0
  %1538 = shufflevector <8 x i64> %1537, <8 x i64> poison, <8 x i32> zeroinitializer
  %1539 = insertelement <8 x i64> poison, i64 %1442, i64 0
  %1540 = shufflevector <8 x i64> %1539, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1541

1541:                                             ; preds = %1541, %1534
  %1542 = phi i64 [ 0, %1534 ], [ %1615, %1541 ]
  %1543 = getelementptr inbounds nuw i64, ptr %97, i64 %1542
  %1544 = getelementptr inbounds nuw i8, ptr %1543, i64 64
  %1545 = getelementptr inbounds nuw i8, ptr %1543, i64 128
  %1546 = getelementptr inbounds nuw i8, ptr %1543, i64 192
  %1547 = load <8 x i64>, ptr %1543, align 8
  %1548 = load <8 x i64>, ptr %1544, align 8
  %1549 = load <8 x i64>, ptr %1545, align 8
  %1550 = load <8 x i64>, ptr %1546, align 8
  %1551 = sub <8 x i64> %1536, %1547
  %1552 = sub <8 x i64> %1536, %1548
  %1553 = sub <8 x i64> %1536, %1549
  %1554 = sub <8 x i64> %1536, %1550
  %1555 = getelementptr inbounds nuw i64, ptr %98, i64 %1542
  %1556 = getelementptr inbounds nuw i8, ptr %1555, i64 64
  %1557 = getelementptr inbounds nuw i8, ptr %1555, i64 128
  %1558 = getelementptr inbounds nuw i8, ptr %1555, i64 192
  %1559 = load <8 x i64>, ptr %1555, align 8
  %1560 = load <8 x i64>, ptr %1556, align 8
  %1561 = load <8 x i64>, ptr %1557, align 8
  %1562 = load <8 x i64>, ptr %1558, align 8
  %1563 = add nsw <8 x i64> %1551, %1559
  %1564 = add nsw <8 x i64> %1552, %1560
  %1565 = add nsw <8 x i64> %1553, %1561
  %1566 = add nsw <8 x i64> %1554, %1562
  %1567 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1551, <8 x i64> %1538)
  %1568 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1552, <8 x i64> %1538)
  %1569 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1553, <8 x i64> %1538)
  %1570 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1554, <8 x i64> %1538)
  %1571 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1563, <8 x i64> %1540)
  %1572 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1564, <8 x i64> %1540)
  %1573 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1565, <8 x i64> %1540)
  %1574 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1566, <8 x i64> %1540)
  %1575 = icmp slt <8 x i64> %1567, %1571
  %1576 = icmp slt <8 x i64> %1568, %1572
  %1577 = icmp slt <8 x i64> %1569, %1573
  %1578 = icmp slt <8 x i64> %1570, %1574
  %1579 = trunc <8 x i64> %1571 to <8 x i32>
  %1580 = trunc <8 x i64> %1572 to <8 x i32>
  %1581 = trunc <8 x i64> %1573 to <8 x i32>
  %1582 = trunc <8 x i64> %1574 to <8 x i32>
  %1583 = shl nsw <8 x i32> splat (i32 -1), %1579
  %1584 = shl nsw <8 x i32> splat (i32 -1), %1580
  %1585 = shl nsw <8 x i32> splat (i32 -1), %1581
  %1586 = shl nsw <8 x i32> splat (i32 -1), %1582
  %1587 = xor <8 x i32> %1583, splat (i32 -1)
  %1588 = xor <8 x i32> %1584, splat (i32 -1)
  %1589 = xor <8 x i32> %1585, splat (i32 -1)
  %1590 = xor <8 x i32> %1586, splat (i32 -1)
  %1591 = trunc <8 x i64> %1567 to <8 x i32>
  %1592 = trunc <8 x i64> %1568 to <8 x i32>
  %1593 = trunc <8 x i64> %1569 to <8 x i32>
  %1594 = trunc <8 x i64> %1570 to <8 x i32>
  %1595 = shl nsw <8 x i32> splat (i32 -1), %1591
  %1596 = shl nsw <8 x i32> splat (i32 -1), %1592
  %1597 = shl nsw <8 x i32> splat (i32 -1), %1593
  %1598 = shl nsw <8 x i32> splat (i32 -1), %1594
  %1599 = and <8 x i32> %1595, %1587
  %1600 = and <8 x i32> %1596, %1588
  %1601 = and <8 x i32> %1597, %1589
  %1602 = and <8 x i32> %1598, %1590
  %1603 = getelementptr i32, ptr %34, i64 %1542
  %1604 = getelementptr i8, ptr %1603, i64 32
  %1605 = getelementptr i8, ptr %1603, i64 64
  %1606 = getelementptr i8, ptr %1603, i64 96
  %1607 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1603, <8 x i1> %1575, <8 x i32> poison)
  %1608 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1604, <8 x i1> %1576, <8 x i32> poison)
  %1609 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1605, <8 x i1> %1577, <8 x i32> poison)
  %1610 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1606, <8 x i1> %1578, <8 x i32> poison)
  %1611 = or <8 x i32> %1607, %1599
  %1612 = or <8 x i32> %1608, %1600
  %1613 = or <8 x i32> %1609, %1601
  %1614 = or <8 x i32> %1610, %1602
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1611, ptr align 16 %1603, <8 x i1> %1575)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1612, ptr align 16 %1604, <8 x i1> %1576)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1613, ptr align 16 %1605, <8 x i1> %1577)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1614, ptr align 16 %1606, <8 x i1> %1578)
  %1615 = add nuw i64 %1542, 32
  %1616 = icmp eq i64 %1615, %215
  br i1 %1616, label %1617, label %1541

1617:                                             ; preds = %1541
  br i1 %216, label %1669, label %1618

1618:                                             ; preds = %1617
  br i1 %217, label %1650, label %1619

1619:                                             ; preds = %1533, %1618
  %1620 = phi i64 [ %215, %1618 ], [ 0, %1533 ]
  %1621 = insertelement <8 x i64> poison, i64 %1532, i64 0
  %1622 = shufflevector <8 x i64> %1621, <8 x i64> poison, <8 x i32> zeroinitializer
  %1623 = insertelement <8 x i64> poison, i64 %1438, i64 0
  %1624 = shufflevector <8 x i64> %1623, <8 x i64> poison, <8 x i32> zeroinitializer
  %1625 = insertelement <8 x i64> poison, i64 %1442, i64 0
  %1626 = shufflevector <8 x i64> %1625, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1627

1627:                                             ; preds = %1627, %1619
  %1628 = phi i64 [ %1620, %1619 ], [ %1647, %1627 ]
  %1629 = getelementptr inbounds nuw i64, ptr %97, i64 %1628
  %1630 = load <8 x i64>, ptr %1629, align 8
  %1631 = sub <8 x i64> %1622, %1630
  %1632 = getelementptr inbounds nuw i64, ptr %98, i64 %1628
  %1633 = load <8 x i64>, ptr %1632, align 8
  %1634 = add nsw <8 x i64> %1631, %1633
  %1635 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1631, <8 x i64> %1624)
  %1636 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1634, <8 x i64> %1626)
  %1637 = icmp slt <8 x i64> %1635, %1636
  %1638 = trunc <8 x i64> %1636 to <8 x i32>
  %1639 = shl nsw <8 x i32> splat (i32 -1), %1638
  %1640 = xor <8 x i32> %1639, splat (i32 -1)
  %1641 = trunc <8 x i64> %1635 to <8 x i32>
  %1642 = shl nsw <8 x i32> splat (i32 -1), %1641
  %1643 = and <8 x i32> %1642, %1640
  %1644 = getelementptr i32, ptr %34, i64 %1628
  %1645 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1644, <8 x i1> %1637, <8 x i32> poison)
  %1646 = or <8 x i32> %1645, %1643
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1646, ptr align 16 %1644, <8 x i1> %1637)
  %1647 = add nuw i64 %1628, 8
  %1648 = icmp eq i64 %1647, %218
  br i1 %1648, label %1649, label %1627

1649:                                             ; preds = %1627
  br i1 %219, label %1669, label %1650

1650:                                             ; preds = %1531, %1618, %1649
  %1651 = phi i64 [ 0, %1531 ], [ %215, %1618 ], [ %218, %1649 ]
  br label %1672

1652:                                             ; preds = %1528, %1666
  %1653 = phi i64 [ %1667, %1666 ], [ %1529, %1528 ]
  %1654 = getelementptr inbounds nuw i64, ptr %93, i64 %1653
  %1655 = load i64, ptr %1654, align 8
  %1656 = add nsw i64 %1655, %1439
  %1657 = icmp sgt i64 %1656, -1
  br i1 %1657, label %1658, label %1666

1658:                                             ; preds = %1652
  %1659 = getelementptr inbounds nuw i64, ptr %94, i64 %1653
  %1660 = load i64, ptr %1659, align 8
  %1661 = icmp slt i64 %1656, %1660
  br i1 %1661, label %1662, label %1666

1662:                                             ; preds = %1658
  %1663 = getelementptr inbounds nuw i32, ptr %33, i64 %1653
  %1664 = load i32, ptr %1663, align 4
  %1665 = or i32 %1664, %1449
  store i32 %1665, ptr %1663, align 4
  br label %1666

1666:                                             ; preds = %1662, %1658, %1652
  %1667 = add nuw nsw i64 %1653, 1
  %1668 = icmp eq i64 %1667, %11
  br i1 %1668, label %1530, label %1652

1669:                                             ; preds = %1693, %1617, %1649, %1530
  %1670 = add nsw i64 %1439, 1
  %1671 = icmp slt i64 %1441, %1426
  br i1 %1671, label %1436, label %1432

1672:                                             ; preds = %1650, %1693
  %1673 = phi i64 [ %1694, %1693 ], [ %1651, %1650 ]
  %1674 = getelementptr inbounds nuw i64, ptr %97, i64 %1673
  %1675 = load i64, ptr %1674, align 8
  %1676 = sub i64 %1532, %1675
  %1677 = getelementptr inbounds nuw i64, ptr %98, i64 %1673
  %1678 = load i64, ptr %1677, align 8
  %1679 = add nsw i64 %1676, %1678
  %1680 = tail call i64 @llvm.smax.i64(i64 %1676, i64 %1438)
  %1681 = tail call i64 @llvm.smin.i64(i64 %1679, i64 %1442)
  %1682 = icmp slt i64 %1680, %1681
  br i1 %1682, label %1683, label %1693

1683:                                             ; preds = %1672
  %1684 = trunc i64 %1681 to i32
  %1685 = shl nsw i32 -1, %1684
  %1686 = xor i32 %1685, -1
  %1687 = trunc i64 %1680 to i32
  %1688 = shl nsw i32 -1, %1687
  %1689 = and i32 %1688, %1686
  %1690 = getelementptr inbounds nuw i32, ptr %34, i64 %1673
  %1691 = load i32, ptr %1690, align 4
  %1692 = or i32 %1691, %1689
  store i32 %1692, ptr %1690, align 4
  br label %1693

1693:                                             ; preds = %1683, %1672
  %1694 = add nuw nsw i64 %1673, 1
  %1695 = icmp eq i64 %1694, %12
  br i1 %1695, label %1669, label %1672

1696:                                             ; preds = %1433, %1740
  %1697 = phi i64 [ 0, %1433 ], [ %1741, %1740 ]
  br i1 %80, label %1698, label %1740

1698:                                             ; preds = %1696
  %1699 = getelementptr inbounds nuw i64, ptr %37, i64 %1697
  %1700 = load i64, ptr %1699, align 8
  %1701 = getelementptr inbounds nuw i64, ptr %93, i64 %1697
  %1702 = load i64, ptr %1701, align 8
  %1703 = mul nsw i64 %1702, %10
  %1704 = add i64 %1700, %1422
  %1705 = add i64 %1704, %1703
  %1706 = mul nuw nsw i64 %1697, %12
  %1707 = getelementptr inbounds nuw i32, ptr %33, i64 %1697
  %1708 = load i32, ptr %1707, align 4
  br i1 %220, label %1735, label %1709

1709:                                             ; preds = %1698
  %1710 = insertelement <8 x i64> poison, i64 %1705, i64 0
  %1711 = shufflevector <8 x i64> %1710, <8 x i64> poison, <8 x i32> zeroinitializer
  %1712 = insertelement <8 x i64> poison, i64 %1706, i64 0
  %1713 = shufflevector <8 x i64> %1712, <8 x i64> poison, <8 x i32> zeroinitializer
  %1714 = insertelement <8 x i32> poison, i32 %1708, i64 0
  %1715 = shufflevector <8 x i32> %1714, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %1716

1716:                                             ; preds = %1716, %1709
  %1717 = phi i64 [ 0, %1709 ], [ %1731, %1716 ]
  %1718 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %1709 ], [ %1732, %1716 ]
  %1719 = getelementptr inbounds nuw i64, ptr %96, i64 %1717
  %1720 = load <8 x i64>, ptr %1719, align 8
  %1721 = getelementptr inbounds nuw i64, ptr %97, i64 %1717
  %1722 = load <8 x i64>, ptr %1721, align 8
  %1723 = add <8 x i64> %1720, %1711
  %1724 = add nsw <8 x i64> %1723, %1722
  %1725 = add nuw nsw <8 x i64> %1718, %1713
  %1726 = getelementptr [4 x i64], ptr %1434, <8 x i64> %1725
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %1724, <8 x ptr> align 8 %1726, <8 x i1> splat (i1 true))
  %1727 = getelementptr inbounds nuw i32, ptr %34, i64 %1717
  %1728 = load <8 x i32>, ptr %1727, align 16
  %1729 = and <8 x i32> %1728, %1715
  %1730 = getelementptr [4 x i32], ptr %1435, <8 x i64> %1725
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %1729, <8 x ptr> align 4 %1730, <8 x i1> splat (i1 true))
  %1731 = add nuw i64 %1717, 8
  %1732 = add nuw nsw <8 x i64> %1718, splat (i64 8)
  %1733 = icmp eq i64 %1731, %221
  br i1 %1733, label %1734, label %1716

1734:                                             ; preds = %1716
  br i1 %222, label %1740, label %1735

1735:                                             ; preds = %1698, %1734
  %1736 = phi i64 [ 0, %1698 ], [ %221, %1734 ]
  br label %1743

1737:                                             ; preds = %1740, %1432
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  %1738 = add nuw nsw i64 %1419, 1
  %1739 = icmp eq i64 %1738, 4
  br i1 %1739, label %1759, label %1418

1740:                                             ; preds = %1743, %1734, %1696
  %1741 = add nuw nsw i64 %1697, 1
  %1742 = icmp eq i64 %1741, %11
  br i1 %1742, label %1737, label %1696

1743:                                             ; preds = %1735, %1743
  %1744 = phi i64 [ %1757, %1743 ], [ %1736, %1735 ]
  %1745 = getelementptr inbounds nuw i64, ptr %96, i64 %1744
  %1746 = load i64, ptr %1745, align 8
  %1747 = getelementptr inbounds nuw i64, ptr %97, i64 %1744
  %1748 = load i64, ptr %1747, align 8
  %1749 = add i64 %1746, %1705
  %1750 = add nsw i64 %1749, %1748
  %1751 = add nuw nsw i64 %1744, %1706
  %1752 = getelementptr [4 x i64], ptr %1434, i64 %1751
  store i64 %1750, ptr %1752, align 8
  %1753 = getelementptr inbounds nuw i32, ptr %34, i64 %1744
  %1754 = load i32, ptr %1753, align 4
  %1755 = and i32 %1754, %1708
  %1756 = getelementptr [4 x i32], ptr %1435, i64 %1751
  store i32 %1755, ptr %1756, align 4
  %1757 = add nuw nsw i64 %1744, 1
  %1758 = icmp eq i64 %1757, %12
  br i1 %1758, label %1740, label %1743

1759:                                             ; preds = %1737
  call void @llvm.lifetime.end.p0(ptr nonnull %40)
  br i1 %1293, label %1760, label %1804

1760:                                             ; preds = %1759
  %1761 = icmp eq i32 %1405, 4
  %1762 = icmp sgt i32 %1405, 0
  %1763 = zext nneg i32 %1405 to i64
  %1764 = extractelement <4 x i64> %1415, i64 0
  %1765 = icmp sgt i64 %1764, 15
  %1766 = trunc i64 %1764 to i32
  %1767 = shl nsw i32 -1, %1766
  %1768 = trunc i32 %1767 to i16
  %1769 = xor i16 %1768, -1
  %1770 = select i1 %1765, i16 -1, i16 %1769
  %1771 = extractelement <4 x i64> %1415, i64 1
  %1772 = icmp sgt i64 %1771, 15
  %1773 = trunc i64 %1771 to i32
  %1774 = shl nsw i32 -1, %1773
  %1775 = trunc i32 %1774 to i16
  %1776 = xor i16 %1775, -1
  %1777 = select i1 %1772, i16 -1, i16 %1776
  %1778 = extractelement <4 x i64> %1415, i64 2
  %1779 = icmp sgt i64 %1778, 15
  %1780 = trunc i64 %1778 to i32
  %1781 = shl nsw i32 -1, %1780
  %1782 = trunc i32 %1781 to i16
  %1783 = xor i16 %1782, -1
  %1784 = select i1 %1779, i16 -1, i16 %1783
  %1785 = extractelement <4 x i64> %1415, i64 3
  %1786 = icmp sgt i64 %1785, 15
  %1787 = trunc i64 %1785 to i32
  %1788 = shl nsw i32 -1, %1787
  %1789 = trunc i32 %1788 to i16
  %1790 = xor i16 %1789, -1
  %1791 = select i1 %1786, i16 -1, i16 %1790
  %1792 = bitcast i16 %1770 to <16 x i1>
  %1793 = bitcast i16 %1777 to <16 x i1>
  %1794 = bitcast i16 %1784 to <16 x i1>
  %1795 = bitcast i16 %1791 to <16 x i1>
  %1796 = bitcast i16 %1770 to <16 x i1>
  %1797 = bitcast i16 %1777 to <16 x i1>
  %1798 = bitcast i16 %1784 to <16 x i1>
  %1799 = bitcast i16 %1791 to <16 x i1>
  %1800 = extractelement <4 x i64> %1411, i64 0
  %1801 = extractelement <4 x i64> %1411, i64 1
  %1802 = extractelement <4 x i64> %1411, i64 2
  %1803 = extractelement <4 x i64> %1411, i64 3
  br label %1807

1804:                                             ; preds = %3402, %1759
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  %1805 = add nsw i64 %1401, 4
  %1806 = icmp slt i64 %1805, %263
  br i1 %1806, label %1400, label %246

1807:                                             ; preds = %1760, %3402
  %1808 = phi i64 [ %1287, %1760 ], [ %3403, %3402 ]
  %1809 = sub nsw i64 %1292, %1808
  %1810 = icmp sgt i64 %1809, 5
  %1811 = select i1 %1810, i64 %1808, i64 %100
  %1812 = sub nsw i64 %1808, %1811
  br i1 %1761, label %1857, label %1813

1813:                                             ; preds = %1807
  br i1 %1762, label %1814, label %3402

1814:                                             ; preds = %1813
  %1815 = mul i64 %103, %1811
  %1816 = getelementptr inbounds float, ptr %43, i64 %1811
  %1817 = getelementptr inbounds float, ptr %42, i64 %1815
  %1818 = getelementptr inbounds nuw i8, ptr %1816, i64 4
  %1819 = getelementptr inbounds nuw i8, ptr %1816, i64 8
  %1820 = getelementptr inbounds nuw i8, ptr %1816, i64 12
  %1821 = getelementptr inbounds nuw i8, ptr %1816, i64 16
  %1822 = getelementptr inbounds nuw i8, ptr %1816, i64 20
  %1823 = mul nsw i64 %1811, %56
  %1824 = getelementptr inbounds float, ptr %1281, i64 %1823
  %1825 = add nsw i64 %1811, 1
  %1826 = mul nsw i64 %1825, %56
  %1827 = getelementptr inbounds float, ptr %1281, i64 %1826
  %1828 = add nsw i64 %1811, 2
  %1829 = mul nsw i64 %1828, %56
  %1830 = getelementptr inbounds float, ptr %1281, i64 %1829
  %1831 = add nsw i64 %1811, 3
  %1832 = mul nsw i64 %1831, %56
  %1833 = getelementptr inbounds float, ptr %1281, i64 %1832
  %1834 = add nsw i64 %1811, 4
  %1835 = mul nsw i64 %1834, %56
  %1836 = getelementptr inbounds float, ptr %1281, i64 %1835
  %1837 = add nsw i64 %1811, 5
  %1838 = mul nsw i64 %1837, %56
  %1839 = getelementptr inbounds float, ptr %1281, i64 %1838
  %1840 = mul nsw i64 %1811, %56
  %1841 = icmp sgt i64 %1812, 0
  %1842 = add nsw i64 %1811, 1
  %1843 = mul nsw i64 %1842, %56
  %1844 = icmp sgt i64 %1812, 1
  %1845 = add nsw i64 %1811, 2
  %1846 = mul nsw i64 %1845, %56
  %1847 = icmp sgt i64 %1812, 2
  %1848 = add nsw i64 %1811, 3
  %1849 = mul nsw i64 %1848, %56
  %1850 = icmp sgt i64 %1812, 3
  %1851 = add nsw i64 %1811, 4
  %1852 = mul nsw i64 %1851, %56
  %1853 = icmp sgt i64 %1812, 4
  %1854 = add nsw i64 %1811, 5
  %1855 = mul nsw i64 %1854, %56
  %1856 = icmp sgt i64 %1812, 5
  br label %2803

1857:                                             ; preds = %1807
  %1858 = getelementptr inbounds float, ptr %43, i64 %1811
  br i1 %102, label %1870, label %1859

1859:                                             ; preds = %1857
  %1860 = load float, ptr %1858, align 4
  %1861 = insertelement <16 x float> poison, float %1860, i64 0
  %1862 = shufflevector <16 x float> %1861, <16 x float> poison, <16 x i32> zeroinitializer
  %1863 = insertelement <16 x float> poison, float %1860, i64 0
  %1864 = shufflevector <16 x float> %1863, <16 x float> poison, <16 x i32> zeroinitializer
  %1865 = insertelement <16 x float> poison, float %1860, i64 0
  %1866 = shufflevector <16 x float> %1865, <16 x float> poison, <16 x i32> zeroinitializer
  %1867 = load float, ptr %1858, align 4
  %1868 = insertelement <16 x float> poison, float %1867, i64 0
  %1869 = shufflevector <16 x float> %1868, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1881

1870:                                             ; preds = %1857
  %1871 = mul nsw i64 %1811, %56
  %1872 = getelementptr inbounds float, ptr %1281, i64 %1871
  %1873 = getelementptr inbounds float, ptr %1872, i64 %1800
  %1874 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1873, <16 x i1> %1792, <16 x float> zeroinitializer)
  %1875 = getelementptr inbounds float, ptr %1872, i64 %1801
  %1876 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1875, <16 x i1> %1793, <16 x float> zeroinitializer)
  %1877 = getelementptr inbounds float, ptr %1872, i64 %1802
  %1878 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1877, <16 x i1> %1794, <16 x float> zeroinitializer)
  %1879 = getelementptr inbounds float, ptr %1872, i64 %1803
  %1880 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1879, <16 x i1> %1795, <16 x float> zeroinitializer)
  br label %1881

1881:                                             ; preds = %1870, %1859
  %1882 = phi <16 x float> [ %1878, %1870 ], [ %1866, %1859 ]
  %1883 = phi <16 x float> [ %1876, %1870 ], [ %1864, %1859 ]
  %1884 = phi <16 x float> [ %1874, %1870 ], [ %1862, %1859 ]
  %1885 = phi <16 x float> [ %1880, %1870 ], [ %1869, %1859 ]
  br i1 %102, label %1898, label %1886

1886:                                             ; preds = %1881
  %1887 = getelementptr inbounds nuw i8, ptr %1858, i64 4
  %1888 = load float, ptr %1887, align 4
  %1889 = insertelement <16 x float> poison, float %1888, i64 0
  %1890 = shufflevector <16 x float> %1889, <16 x float> poison, <16 x i32> zeroinitializer
  %1891 = insertelement <16 x float> poison, float %1888, i64 0
  %1892 = shufflevector <16 x float> %1891, <16 x float> poison, <16 x i32> zeroinitializer
  %1893 = insertelement <16 x float> poison, float %1888, i64 0
  %1894 = shufflevector <16 x float> %1893, <16 x float> poison, <16 x i32> zeroinitializer
  %1895 = load float, ptr %1887, align 4
  %1896 = insertelement <16 x float> poison, float %1895, i64 0
  %1897 = shufflevector <16 x float> %1896, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1910

1898:                                             ; preds = %1881
  %1899 = add nsw i64 %1811, 1
  %1900 = mul nsw i64 %1899, %56
  %1901 = getelementptr inbounds float, ptr %1281, i64 %1900
  %1902 = getelementptr inbounds float, ptr %1901, i64 %1800
  %1903 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1902, <16 x i1> %1792, <16 x float> zeroinitializer)
  %1904 = getelementptr inbounds float, ptr %1901, i64 %1801
  %1905 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1904, <16 x i1> %1793, <16 x float> zeroinitializer)
  %1906 = getelementptr inbounds float, ptr %1901, i64 %1802
  %1907 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1906, <16 x i1> %1794, <16 x float> zeroinitializer)
  %1908 = getelementptr inbounds float, ptr %1901, i64 %1803
  %1909 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1908, <16 x i1> %1795, <16 x float> zeroinitializer)
  br label %1910

1910:                                             ; preds = %1898, %1886
  %1911 = phi <16 x float> [ %1907, %1898 ], [ %1894, %1886 ]
  %1912 = phi <16 x float> [ %1905, %1898 ], [ %1892, %1886 ]
  %1913 = phi <16 x float> [ %1903, %1898 ], [ %1890, %1886 ]
  %1914 = phi <16 x float> [ %1909, %1898 ], [ %1897, %1886 ]
  br i1 %102, label %1927, label %1915

1915:                                             ; preds = %1910
  %1916 = getelementptr inbounds nuw i8, ptr %1858, i64 8
  %1917 = load float, ptr %1916, align 4
  %1918 = insertelement <16 x float> poison, float %1917, i64 0
  %1919 = shufflevector <16 x float> %1918, <16 x float> poison, <16 x i32> zeroinitializer
  %1920 = insertelement <16 x float> poison, float %1917, i64 0
  %1921 = shufflevector <16 x float> %1920, <16 x float> poison, <16 x i32> zeroinitializer
  %1922 = insertelement <16 x float> poison, float %1917, i64 0
  %1923 = shufflevector <16 x float> %1922, <16 x float> poison, <16 x i32> zeroinitializer
  %1924 = load float, ptr %1916, align 4
  %1925 = insertelement <16 x float> poison, float %1924, i64 0
  %1926 = shufflevector <16 x float> %1925, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1939

1927:                                             ; preds = %1910
  %1928 = add nsw i64 %1811, 2
  %1929 = mul nsw i64 %1928, %56
  %1930 = getelementptr inbounds float, ptr %1281, i64 %1929
  %1931 = getelementptr inbounds float, ptr %1930, i64 %1800
  %1932 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1931, <16 x i1> %1792, <16 x float> zeroinitializer)
  %1933 = getelementptr inbounds float, ptr %1930, i64 %1801
  %1934 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1933, <16 x i1> %1793, <16 x float> zeroinitializer)
  %1935 = getelementptr inbounds float, ptr %1930, i64 %1802
  %1936 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1935, <16 x i1> %1794, <16 x float> zeroinitializer)
  %1937 = getelementptr inbounds float, ptr %1930, i64 %1803
  %1938 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1937, <16 x i1> %1795, <16 x float> zeroinitializer)
  br label %1939

1939:                                             ; preds = %1927, %1915
  %1940 = phi <16 x float> [ %1936, %1927 ], [ %1923, %1915 ]
  %1941 = phi <16 x float> [ %1934, %1927 ], [ %1921, %1915 ]
  %1942 = phi <16 x float> [ %1932, %1927 ], [ %1919, %1915 ]
  %1943 = phi <16 x float> [ %1938, %1927 ], [ %1926, %1915 ]
  br i1 %102, label %1956, label %1944

1944:                                             ; preds = %1939
  %1945 = getelementptr inbounds nuw i8, ptr %1858, i64 12
  %1946 = load float, ptr %1945, align 4
  %1947 = insertelement <16 x float> poison, float %1946, i64 0
  %1948 = shufflevector <16 x float> %1947, <16 x float> poison, <16 x i32> zeroinitializer
  %1949 = insertelement <16 x float> poison, float %1946, i64 0
  %1950 = shufflevector <16 x float> %1949, <16 x float> poison, <16 x i32> zeroinitializer
  %1951 = insertelement <16 x float> poison, float %1946, i64 0
  %1952 = shufflevector <16 x float> %1951, <16 x float> poison, <16 x i32> zeroinitializer
  %1953 = load float, ptr %1945, align 4
  %1954 = insertelement <16 x float> poison, float %1953, i64 0
  %1955 = shufflevector <16 x float> %1954, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1968

1956:                                             ; preds = %1939
  %1957 = add nsw i64 %1811, 3
  %1958 = mul nsw i64 %1957, %56
  %1959 = getelementptr inbounds float, ptr %1281, i64 %1958
  %1960 = getelementptr inbounds float, ptr %1959, i64 %1800
  %1961 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1960, <16 x i1> %1792, <16 x float> zeroinitializer)
  %1962 = getelementptr inbounds float, ptr %1959, i64 %1801
  %1963 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1962, <16 x i1> %1793, <16 x float> zeroinitializer)
  %1964 = getelementptr inbounds float, ptr %1959, i64 %1802
  %1965 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1964, <16 x i1> %1794, <16 x float> zeroinitializer)
  %1966 = getelementptr inbounds float, ptr %1959, i64 %1803
  %1967 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1966, <16 x i1> %1795, <16 x float> zeroinitializer)
  br label %1968

1968:                                             ; preds = %1956, %1944
  %1969 = phi <16 x float> [ %1965, %1956 ], [ %1952, %1944 ]
  %1970 = phi <16 x float> [ %1963, %1956 ], [ %1950, %1944 ]
  %1971 = phi <16 x float> [ %1961, %1956 ], [ %1948, %1944 ]
  %1972 = phi <16 x float> [ %1967, %1956 ], [ %1955, %1944 ]
  br i1 %102, label %1985, label %1973

1973:                                             ; preds = %1968
  %1974 = getelementptr inbounds nuw i8, ptr %1858, i64 16
  %1975 = load float, ptr %1974, align 4
  %1976 = insertelement <16 x float> poison, float %1975, i64 0
  %1977 = shufflevector <16 x float> %1976, <16 x float> poison, <16 x i32> zeroinitializer
  %1978 = insertelement <16 x float> poison, float %1975, i64 0
  %1979 = shufflevector <16 x float> %1978, <16 x float> poison, <16 x i32> zeroinitializer
  %1980 = insertelement <16 x float> poison, float %1975, i64 0
  %1981 = shufflevector <16 x float> %1980, <16 x float> poison, <16 x i32> zeroinitializer
  %1982 = load float, ptr %1974, align 4
  %1983 = insertelement <16 x float> poison, float %1982, i64 0
  %1984 = shufflevector <16 x float> %1983, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1997

1985:                                             ; preds = %1968
  %1986 = add nsw i64 %1811, 4
  %1987 = mul nsw i64 %1986, %56
  %1988 = getelementptr inbounds float, ptr %1281, i64 %1987
  %1989 = getelementptr inbounds float, ptr %1988, i64 %1800
  %1990 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1989, <16 x i1> %1792, <16 x float> zeroinitializer)
  %1991 = getelementptr inbounds float, ptr %1988, i64 %1801
  %1992 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1991, <16 x i1> %1793, <16 x float> zeroinitializer)
  %1993 = getelementptr inbounds float, ptr %1988, i64 %1802
  %1994 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1993, <16 x i1> %1794, <16 x float> zeroinitializer)
  %1995 = getelementptr inbounds float, ptr %1988, i64 %1803
  %1996 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1995, <16 x i1> %1795, <16 x float> zeroinitializer)
  br label %1997

1997:                                             ; preds = %1985, %1973
  %1998 = phi <16 x float> [ %1994, %1985 ], [ %1981, %1973 ]
  %1999 = phi <16 x float> [ %1992, %1985 ], [ %1979, %1973 ]
  %2000 = phi <16 x float> [ %1990, %1985 ], [ %1977, %1973 ]
  %2001 = phi <16 x float> [ %1996, %1985 ], [ %1984, %1973 ]
  br i1 %102, label %2014, label %2002

2002:                                             ; preds = %1997
  %2003 = getelementptr inbounds nuw i8, ptr %1858, i64 20
  %2004 = load float, ptr %2003, align 4
  %2005 = insertelement <16 x float> poison, float %2004, i64 0
  %2006 = shufflevector <16 x float> %2005, <16 x float> poison, <16 x i32> zeroinitializer
  %2007 = insertelement <16 x float> poison, float %2004, i64 0
  %2008 = shufflevector <16 x float> %2007, <16 x float> poison, <16 x i32> zeroinitializer
  %2009 = insertelement <16 x float> poison, float %2004, i64 0
  %2010 = shufflevector <16 x float> %2009, <16 x float> poison, <16 x i32> zeroinitializer
  %2011 = load float, ptr %2003, align 4
  %2012 = insertelement <16 x float> poison, float %2011, i64 0
  %2013 = shufflevector <16 x float> %2012, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2026

2014:                                             ; preds = %1997
  %2015 = add nsw i64 %1811, 5
  %2016 = mul nsw i64 %2015, %56
  %2017 = getelementptr inbounds float, ptr %1281, i64 %2016
  %2018 = getelementptr inbounds float, ptr %2017, i64 %1800
  %2019 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2018, <16 x i1> %1792, <16 x float> zeroinitializer)
  %2020 = getelementptr inbounds float, ptr %2017, i64 %1801
  %2021 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2020, <16 x i1> %1793, <16 x float> zeroinitializer)
  %2022 = getelementptr inbounds float, ptr %2017, i64 %1802
  %2023 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2022, <16 x i1> %1794, <16 x float> zeroinitializer)
  %2024 = getelementptr inbounds float, ptr %2017, i64 %1803
  %2025 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2024, <16 x i1> %1795, <16 x float> zeroinitializer)
  br label %2026

2026:                                             ; preds = %2014, %2002
  %2027 = phi <16 x float> [ %2023, %2014 ], [ %2010, %2002 ]
  %2028 = phi <16 x float> [ %2021, %2014 ], [ %2008, %2002 ]
  %2029 = phi <16 x float> [ %2019, %2014 ], [ %2006, %2002 ]
  %2030 = phi <16 x float> [ %2025, %2014 ], [ %2013, %2002 ]
  %2031 = mul i64 %103, %1811
  %2032 = getelementptr inbounds float, ptr %42, i64 %2031
  br i1 %83, label %2109, label %2084

2033:                                             ; preds = %2462, %2109
  %2034 = phi <16 x float> [ %2110, %2109 ], [ %2463, %2462 ]
  %2035 = phi <16 x float> [ %2111, %2109 ], [ %2464, %2462 ]
  %2036 = phi <16 x float> [ %2112, %2109 ], [ %2465, %2462 ]
  %2037 = phi <16 x float> [ %2113, %2109 ], [ %2466, %2462 ]
  %2038 = phi <16 x float> [ %2114, %2109 ], [ %2467, %2462 ]
  %2039 = phi <16 x float> [ %2115, %2109 ], [ %2468, %2462 ]
  %2040 = phi <16 x float> [ %2116, %2109 ], [ %2469, %2462 ]
  %2041 = phi <16 x float> [ %2117, %2109 ], [ %2470, %2462 ]
  %2042 = phi <16 x float> [ %2118, %2109 ], [ %2471, %2462 ]
  %2043 = phi <16 x float> [ %2119, %2109 ], [ %2472, %2462 ]
  %2044 = phi <16 x float> [ %2120, %2109 ], [ %2473, %2462 ]
  %2045 = phi <16 x float> [ %2121, %2109 ], [ %2474, %2462 ]
  %2046 = phi <16 x float> [ %2122, %2109 ], [ %2475, %2462 ]
  %2047 = phi <16 x float> [ %2123, %2109 ], [ %2476, %2462 ]
  %2048 = phi <16 x float> [ %2124, %2109 ], [ %2477, %2462 ]
  %2049 = phi <16 x float> [ %2125, %2109 ], [ %2478, %2462 ]
  %2050 = phi <16 x float> [ %2126, %2109 ], [ %2479, %2462 ]
  %2051 = phi <16 x float> [ %2127, %2109 ], [ %2480, %2462 ]
  %2052 = phi <16 x float> [ %2128, %2109 ], [ %2481, %2462 ]
  %2053 = phi <16 x float> [ %2129, %2109 ], [ %2482, %2462 ]
  %2054 = phi <16 x float> [ %2130, %2109 ], [ %2483, %2462 ]
  %2055 = phi <16 x float> [ %2131, %2109 ], [ %2484, %2462 ]
  %2056 = phi <16 x float> [ %2132, %2109 ], [ %2485, %2462 ]
  %2057 = phi <16 x float> [ %2133, %2109 ], [ %2486, %2462 ]
  %2058 = phi <16 x float> [ %2134, %2109 ], [ %2487, %2462 ]
  %2059 = phi <16 x float> [ %2135, %2109 ], [ %2488, %2462 ]
  %2060 = phi <16 x float> [ %2136, %2109 ], [ %2489, %2462 ]
  %2061 = phi <16 x float> [ %2137, %2109 ], [ %2490, %2462 ]
  %2062 = phi <16 x float> [ %2138, %2109 ], [ %2491, %2462 ]
  %2063 = phi <16 x float> [ %2139, %2109 ], [ %2492, %2462 ]
  %2064 = phi <16 x float> [ %2140, %2109 ], [ %2493, %2462 ]
  %2065 = phi <16 x float> [ %2141, %2109 ], [ %2494, %2462 ]
  %2066 = phi <16 x float> [ %2142, %2109 ], [ %2495, %2462 ]
  %2067 = phi <16 x float> [ %2143, %2109 ], [ %2496, %2462 ]
  %2068 = phi <16 x float> [ %2144, %2109 ], [ %2497, %2462 ]
  %2069 = phi <16 x float> [ %2145, %2109 ], [ %2498, %2462 ]
  %2070 = phi <16 x float> [ %2146, %2109 ], [ %2499, %2462 ]
  %2071 = phi <16 x float> [ %2147, %2109 ], [ %2500, %2462 ]
  %2072 = phi <16 x float> [ %2148, %2109 ], [ %2501, %2462 ]
  %2073 = phi <16 x float> [ %2149, %2109 ], [ %2502, %2462 ]
  %2074 = phi <16 x float> [ %2150, %2109 ], [ %2503, %2462 ]
  %2075 = phi <16 x float> [ %2151, %2109 ], [ %2504, %2462 ]
  %2076 = phi <16 x float> [ %2152, %2109 ], [ %2505, %2462 ]
  %2077 = phi <16 x float> [ %2153, %2109 ], [ %2506, %2462 ]
  %2078 = phi <16 x float> [ %2154, %2109 ], [ %2507, %2462 ]
  %2079 = phi <16 x float> [ %2155, %2109 ], [ %2508, %2462 ]
  %2080 = phi <16 x float> [ %2156, %2109 ], [ %2509, %2462 ]
  %2081 = phi <16 x float> [ %2157, %2109 ], [ %2510, %2462 ]
  %2082 = icmp slt i64 %2162, %5
  %2083 = add i64 %2158, -16
  br i1 %2082, label %2109, label %2084

2084:                                             ; preds = %2033, %2026
  %2085 = phi <16 x float> [ %2030, %2026 ], [ %2034, %2033 ]
  %2086 = phi <16 x float> [ %2027, %2026 ], [ %2035, %2033 ]
  %2087 = phi <16 x float> [ %2028, %2026 ], [ %2036, %2033 ]
  %2088 = phi <16 x float> [ %2029, %2026 ], [ %2037, %2033 ]
  %2089 = phi <16 x float> [ %2001, %2026 ], [ %2038, %2033 ]
  %2090 = phi <16 x float> [ %1998, %2026 ], [ %2039, %2033 ]
  %2091 = phi <16 x float> [ %1999, %2026 ], [ %2040, %2033 ]
  %2092 = phi <16 x float> [ %2000, %2026 ], [ %2041, %2033 ]
  %2093 = phi <16 x float> [ %1972, %2026 ], [ %2042, %2033 ]
  %2094 = phi <16 x float> [ %1969, %2026 ], [ %2043, %2033 ]
  %2095 = phi <16 x float> [ %1970, %2026 ], [ %2044, %2033 ]
  %2096 = phi <16 x float> [ %1971, %2026 ], [ %2045, %2033 ]
  %2097 = phi <16 x float> [ %1943, %2026 ], [ %2046, %2033 ]
  %2098 = phi <16 x float> [ %1940, %2026 ], [ %2047, %2033 ]
  %2099 = phi <16 x float> [ %1941, %2026 ], [ %2048, %2033 ]
  %2100 = phi <16 x float> [ %1942, %2026 ], [ %2049, %2033 ]
  %2101 = phi <16 x float> [ %1914, %2026 ], [ %2050, %2033 ]
  %2102 = phi <16 x float> [ %1911, %2026 ], [ %2051, %2033 ]
  %2103 = phi <16 x float> [ %1912, %2026 ], [ %2052, %2033 ]
  %2104 = phi <16 x float> [ %1913, %2026 ], [ %2053, %2033 ]
  %2105 = phi <16 x float> [ %1885, %2026 ], [ %2054, %2033 ]
  %2106 = phi <16 x float> [ %1882, %2026 ], [ %2055, %2033 ]
  %2107 = phi <16 x float> [ %1883, %2026 ], [ %2056, %2033 ]
  %2108 = phi <16 x float> [ %1884, %2026 ], [ %2057, %2033 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  store <16 x float> %2108, ptr %32, align 64
  store <16 x float> %2107, ptr %223, align 64
  store <16 x float> %2106, ptr %224, align 64
  store <16 x float> %2105, ptr %225, align 64
  store <16 x float> %2104, ptr %226, align 64
  store <16 x float> %2103, ptr %227, align 64
  store <16 x float> %2102, ptr %228, align 64
  store <16 x float> %2101, ptr %229, align 64
  store <16 x float> %2100, ptr %230, align 64
  store <16 x float> %2099, ptr %231, align 64
  store <16 x float> %2098, ptr %232, align 64
  store <16 x float> %2097, ptr %233, align 64
  store <16 x float> %2096, ptr %234, align 64
  store <16 x float> %2095, ptr %235, align 64
  store <16 x float> %2094, ptr %236, align 64
  store <16 x float> %2093, ptr %237, align 64
  store <16 x float> %2092, ptr %238, align 64
  store <16 x float> %2091, ptr %239, align 64
  store <16 x float> %2090, ptr %240, align 64
  store <16 x float> %2089, ptr %241, align 64
  store <16 x float> %2088, ptr %242, align 64
  store <16 x float> %2087, ptr %243, align 64
  store <16 x float> %2086, ptr %244, align 64
  store <16 x float> %2085, ptr %245, align 64
  br label %2537

2109:                                             ; preds = %2026, %2033
  %2110 = phi <16 x float> [ %2034, %2033 ], [ %2030, %2026 ]
  %2111 = phi <16 x float> [ %2035, %2033 ], [ %2027, %2026 ]
  %2112 = phi <16 x float> [ %2036, %2033 ], [ %2028, %2026 ]
  %2113 = phi <16 x float> [ %2037, %2033 ], [ %2029, %2026 ]
  %2114 = phi <16 x float> [ %2038, %2033 ], [ %2001, %2026 ]
  %2115 = phi <16 x float> [ %2039, %2033 ], [ %1998, %2026 ]
  %2116 = phi <16 x float> [ %2040, %2033 ], [ %1999, %2026 ]
  %2117 = phi <16 x float> [ %2041, %2033 ], [ %2000, %2026 ]
  %2118 = phi <16 x float> [ %2042, %2033 ], [ %1972, %2026 ]
  %2119 = phi <16 x float> [ %2043, %2033 ], [ %1969, %2026 ]
  %2120 = phi <16 x float> [ %2044, %2033 ], [ %1970, %2026 ]
  %2121 = phi <16 x float> [ %2045, %2033 ], [ %1971, %2026 ]
  %2122 = phi <16 x float> [ %2046, %2033 ], [ %1943, %2026 ]
  %2123 = phi <16 x float> [ %2047, %2033 ], [ %1940, %2026 ]
  %2124 = phi <16 x float> [ %2048, %2033 ], [ %1941, %2026 ]
  %2125 = phi <16 x float> [ %2049, %2033 ], [ %1942, %2026 ]
  %2126 = phi <16 x float> [ %2050, %2033 ], [ %1914, %2026 ]
  %2127 = phi <16 x float> [ %2051, %2033 ], [ %1911, %2026 ]
  %2128 = phi <16 x float> [ %2052, %2033 ], [ %1912, %2026 ]
  %2129 = phi <16 x float> [ %2053, %2033 ], [ %1913, %2026 ]
  %2130 = phi <16 x float> [ %2054, %2033 ], [ %1885, %2026 ]
  %2131 = phi <16 x float> [ %2055, %2033 ], [ %1882, %2026 ]
  %2132 = phi <16 x float> [ %2056, %2033 ], [ %1883, %2026 ]
  %2133 = phi <16 x float> [ %2057, %2033 ], [ %1884, %2026 ]
  %2134 = phi <16 x float> [ %2058, %2033 ], [ %2030, %2026 ]
  %2135 = phi <16 x float> [ %2059, %2033 ], [ %2027, %2026 ]
  %2136 = phi <16 x float> [ %2060, %2033 ], [ %2028, %2026 ]
  %2137 = phi <16 x float> [ %2061, %2033 ], [ %2029, %2026 ]
  %2138 = phi <16 x float> [ %2062, %2033 ], [ %2001, %2026 ]
  %2139 = phi <16 x float> [ %2063, %2033 ], [ %1998, %2026 ]
  %2140 = phi <16 x float> [ %2064, %2033 ], [ %1999, %2026 ]
  %2141 = phi <16 x float> [ %2065, %2033 ], [ %2000, %2026 ]
  %2142 = phi <16 x float> [ %2066, %2033 ], [ %1885, %2026 ]
  %2143 = phi <16 x float> [ %2067, %2033 ], [ %1882, %2026 ]
  %2144 = phi <16 x float> [ %2068, %2033 ], [ %1883, %2026 ]
  %2145 = phi <16 x float> [ %2069, %2033 ], [ %1884, %2026 ]
  %2146 = phi <16 x float> [ %2070, %2033 ], [ %1913, %2026 ]
  %2147 = phi <16 x float> [ %2071, %2033 ], [ %1972, %2026 ]
  %2148 = phi <16 x float> [ %2072, %2033 ], [ %1969, %2026 ]
  %2149 = phi <16 x float> [ %2073, %2033 ], [ %1970, %2026 ]
  %2150 = phi <16 x float> [ %2074, %2033 ], [ %1971, %2026 ]
  %2151 = phi <16 x float> [ %2075, %2033 ], [ %1943, %2026 ]
  %2152 = phi <16 x float> [ %2076, %2033 ], [ %1940, %2026 ]
  %2153 = phi <16 x float> [ %2077, %2033 ], [ %1941, %2026 ]
  %2154 = phi <16 x float> [ %2078, %2033 ], [ %1942, %2026 ]
  %2155 = phi <16 x float> [ %2079, %2033 ], [ %1914, %2026 ]
  %2156 = phi <16 x float> [ %2080, %2033 ], [ %1911, %2026 ]
  %2157 = phi <16 x float> [ %2081, %2033 ], [ %1912, %2026 ]
  %2158 = phi i64 [ %2083, %2033 ], [ %5, %2026 ]
  %2159 = phi i64 [ %2162, %2033 ], [ 0, %2026 ]
  %2160 = call i64 @llvm.smin.i64(i64 %2158, i64 16)
  %2161 = add i64 %2160, %2159
  %2162 = add nuw nsw i64 %2159, 16
  br i1 %104, label %2163, label %2033

2163:                                             ; preds = %2109
  %2164 = sub nsw i64 %5, %2159
  %2165 = icmp sgt i64 %2164, 15
  %2166 = mul nsw i64 %2159, %1087
  %2167 = getelementptr inbounds float, ptr %47, i64 %2166
  %2168 = mul nuw nsw i64 %2159, %101
  %2169 = getelementptr inbounds nuw float, ptr %2032, i64 %2168
  %2170 = icmp sgt i64 %5, %2159
  %2171 = or i1 %2165, %2170
  br label %2172

2172:                                             ; preds = %2163, %2462
  %2173 = phi <16 x float> [ %2110, %2163 ], [ %2463, %2462 ]
  %2174 = phi <16 x float> [ %2111, %2163 ], [ %2464, %2462 ]
  %2175 = phi <16 x float> [ %2112, %2163 ], [ %2465, %2462 ]
  %2176 = phi <16 x float> [ %2113, %2163 ], [ %2466, %2462 ]
  %2177 = phi <16 x float> [ %2114, %2163 ], [ %2467, %2462 ]
  %2178 = phi <16 x float> [ %2115, %2163 ], [ %2468, %2462 ]
  %2179 = phi <16 x float> [ %2116, %2163 ], [ %2469, %2462 ]
  %2180 = phi <16 x float> [ %2117, %2163 ], [ %2470, %2462 ]
  %2181 = phi <16 x float> [ %2118, %2163 ], [ %2471, %2462 ]
  %2182 = phi <16 x float> [ %2119, %2163 ], [ %2472, %2462 ]
  %2183 = phi <16 x float> [ %2120, %2163 ], [ %2473, %2462 ]
  %2184 = phi <16 x float> [ %2121, %2163 ], [ %2474, %2462 ]
  %2185 = phi <16 x float> [ %2122, %2163 ], [ %2475, %2462 ]
  %2186 = phi <16 x float> [ %2123, %2163 ], [ %2476, %2462 ]
  %2187 = phi <16 x float> [ %2124, %2163 ], [ %2477, %2462 ]
  %2188 = phi <16 x float> [ %2125, %2163 ], [ %2478, %2462 ]
  %2189 = phi <16 x float> [ %2126, %2163 ], [ %2479, %2462 ]
  %2190 = phi <16 x float> [ %2127, %2163 ], [ %2480, %2462 ]
  %2191 = phi <16 x float> [ %2128, %2163 ], [ %2481, %2462 ]
  %2192 = phi <16 x float> [ %2129, %2163 ], [ %2482, %2462 ]
  %2193 = phi <16 x float> [ %2130, %2163 ], [ %2483, %2462 ]
  %2194 = phi <16 x float> [ %2131, %2163 ], [ %2484, %2462 ]
  %2195 = phi <16 x float> [ %2132, %2163 ], [ %2485, %2462 ]
  %2196 = phi <16 x float> [ %2133, %2163 ], [ %2486, %2462 ]
  %2197 = phi <16 x float> [ %2134, %2163 ], [ %2487, %2462 ]
  %2198 = phi <16 x float> [ %2135, %2163 ], [ %2488, %2462 ]
  %2199 = phi <16 x float> [ %2136, %2163 ], [ %2489, %2462 ]
  %2200 = phi <16 x float> [ %2137, %2163 ], [ %2490, %2462 ]
  %2201 = phi <16 x float> [ %2138, %2163 ], [ %2491, %2462 ]
  %2202 = phi <16 x float> [ %2139, %2163 ], [ %2492, %2462 ]
  %2203 = phi <16 x float> [ %2140, %2163 ], [ %2493, %2462 ]
  %2204 = phi <16 x float> [ %2141, %2163 ], [ %2494, %2462 ]
  %2205 = phi <16 x float> [ %2142, %2163 ], [ %2495, %2462 ]
  %2206 = phi <16 x float> [ %2143, %2163 ], [ %2496, %2462 ]
  %2207 = phi <16 x float> [ %2144, %2163 ], [ %2497, %2462 ]
  %2208 = phi <16 x float> [ %2145, %2163 ], [ %2498, %2462 ]
  %2209 = phi <16 x float> [ %2146, %2163 ], [ %2499, %2462 ]
  %2210 = phi <16 x float> [ %2147, %2163 ], [ %2500, %2462 ]
  %2211 = phi <16 x float> [ %2148, %2163 ], [ %2501, %2462 ]
  %2212 = phi <16 x float> [ %2149, %2163 ], [ %2502, %2462 ]
  %2213 = phi <16 x float> [ %2150, %2163 ], [ %2503, %2462 ]
  %2214 = phi <16 x float> [ %2151, %2163 ], [ %2504, %2462 ]
  %2215 = phi <16 x float> [ %2152, %2163 ], [ %2505, %2462 ]
  %2216 = phi <16 x float> [ %2153, %2163 ], [ %2506, %2462 ]
  %2217 = phi <16 x float> [ %2154, %2163 ], [ %2507, %2462 ]
  %2218 = phi <16 x float> [ %2155, %2163 ], [ %2508, %2462 ]
  %2219 = phi <16 x float> [ %2156, %2163 ], [ %2509, %2462 ]
  %2220 = phi <16 x float> [ %2157, %2163 ], [ %2510, %2462 ]
  %2221 = phi <16 x float> [ %2134, %2163 ], [ %2511, %2462 ]
  %2222 = phi <16 x float> [ %2135, %2163 ], [ %2512, %2462 ]
  %2223 = phi <16 x float> [ %2136, %2163 ], [ %2513, %2462 ]
  %2224 = phi <16 x float> [ %2137, %2163 ], [ %2514, %2462 ]
  %2225 = phi <16 x float> [ %2138, %2163 ], [ %2515, %2462 ]
  %2226 = phi <16 x float> [ %2139, %2163 ], [ %2516, %2462 ]
  %2227 = phi <16 x float> [ %2140, %2163 ], [ %2517, %2462 ]
  %2228 = phi <16 x float> [ %2141, %2163 ], [ %2518, %2462 ]
  %2229 = phi <16 x float> [ %2142, %2163 ], [ %2519, %2462 ]
  %2230 = phi <16 x float> [ %2143, %2163 ], [ %2520, %2462 ]
  %2231 = phi <16 x float> [ %2144, %2163 ], [ %2521, %2462 ]
  %2232 = phi <16 x float> [ %2145, %2163 ], [ %2522, %2462 ]
  %2233 = phi <16 x float> [ %2146, %2163 ], [ %2523, %2462 ]
  %2234 = phi <16 x float> [ %2147, %2163 ], [ %2524, %2462 ]
  %2235 = phi <16 x float> [ %2148, %2163 ], [ %2525, %2462 ]
  %2236 = phi <16 x float> [ %2149, %2163 ], [ %2526, %2462 ]
  %2237 = phi <16 x float> [ %2150, %2163 ], [ %2527, %2462 ]
  %2238 = phi <16 x float> [ %2151, %2163 ], [ %2528, %2462 ]
  %2239 = phi <16 x float> [ %2152, %2163 ], [ %2529, %2462 ]
  %2240 = phi <16 x float> [ %2153, %2163 ], [ %2530, %2462 ]
  %2241 = phi <16 x float> [ %2154, %2163 ], [ %2531, %2462 ]
  %2242 = phi <16 x float> [ %2155, %2163 ], [ %2532, %2462 ]
  %2243 = phi <16 x float> [ %2156, %2163 ], [ %2533, %2462 ]
  %2244 = phi <16 x float> [ %2157, %2163 ], [ %2534, %2462 ]
  %2245 = phi i64 [ 0, %2163 ], [ %2535, %2462 ]
  %2246 = shl i64 %2245, 4
  %2247 = getelementptr nuw i8, ptr %36, i64 %2246
  %2248 = shl i64 %2245, 5
  %2249 = getelementptr nuw i8, ptr %35, i64 %2248
  %2250 = load i64, ptr %2249, align 16
  %2251 = getelementptr inbounds nuw i8, ptr %2249, i64 8
  %2252 = load i64, ptr %2251, align 8
  %2253 = getelementptr inbounds nuw i8, ptr %2249, i64 16
  %2254 = load i64, ptr %2253, align 16
  %2255 = getelementptr inbounds nuw i8, ptr %2249, i64 24
  %2256 = load i64, ptr %2255, align 8
  %2257 = load <4 x i32>, ptr %2247, align 16
  %2258 = and <4 x i32> %2257, splat (i32 65535)
  %2259 = icmp eq <4 x i32> %2258, splat (i32 65535)
  %2260 = extractelement <4 x i1> %2259, i64 0
  %2261 = zext i1 %2260 to i32
  %2262 = extractelement <4 x i1> %2259, i64 1
  %2263 = select i1 %2262, i32 2, i32 0
  %2264 = or disjoint i32 %2263, %2261
  %2265 = extractelement <4 x i1> %2259, i64 2
  %2266 = select i1 %2265, i32 4, i32 0
  %2267 = or disjoint i32 %2266, %2264
  %2268 = extractelement <4 x i1> %2259, i64 3
  %2269 = select i1 %2268, i32 8, i32 0
  %2270 = or disjoint i32 %2269, %2267
  %2271 = getelementptr inbounds nuw float, ptr %2169, i64 %2245
  %2272 = icmp eq i32 %2270, 15
  br i1 %2272, label %2287, label %2273

2273:                                             ; preds = %2172
  br i1 %2171, label %2274, label %2462

2274:                                             ; preds = %2273
  %2275 = bitcast <4 x i32> %2257 to <8 x i16>
  %2276 = extractelement <8 x i16> %2275, i64 0
  %2277 = bitcast i16 %2276 to <16 x i1>
  %2278 = bitcast <4 x i32> %2257 to <8 x i16>
  %2279 = extractelement <8 x i16> %2278, i64 2
  %2280 = bitcast i16 %2279 to <16 x i1>
  %2281 = bitcast <4 x i32> %2257 to <8 x i16>
  %2282 = extractelement <8 x i16> %2281, i64 4
  %2283 = bitcast i16 %2282 to <16 x i1>
  %2284 = bitcast <4 x i32> %2257 to <8 x i16>
  %2285 = extractelement <8 x i16> %2284, i64 6
  %2286 = bitcast i16 %2285 to <16 x i1>
  br label %2375

2287:                                             ; preds = %2172
  br i1 %2171, label %2288, label %2462

2288:                                             ; preds = %2287, %2288
  %2289 = phi <16 x float> [ %2370, %2288 ], [ %2221, %2287 ]
  %2290 = phi <16 x float> [ %2369, %2288 ], [ %2222, %2287 ]
  %2291 = phi <16 x float> [ %2368, %2288 ], [ %2223, %2287 ]
  %2292 = phi <16 x float> [ %2367, %2288 ], [ %2224, %2287 ]
  %2293 = phi <16 x float> [ %2362, %2288 ], [ %2225, %2287 ]
  %2294 = phi <16 x float> [ %2361, %2288 ], [ %2226, %2287 ]
  %2295 = phi <16 x float> [ %2360, %2288 ], [ %2227, %2287 ]
  %2296 = phi <16 x float> [ %2330, %2288 ], [ %2229, %2287 ]
  %2297 = phi <16 x float> [ %2329, %2288 ], [ %2230, %2287 ]
  %2298 = phi <16 x float> [ %2328, %2288 ], [ %2231, %2287 ]
  %2299 = phi <16 x float> [ %2327, %2288 ], [ %2232, %2287 ]
  %2300 = phi <16 x float> [ %2335, %2288 ], [ %2233, %2287 ]
  %2301 = phi <16 x float> [ %2359, %2288 ], [ %2228, %2287 ]
  %2302 = phi <16 x float> [ %2354, %2288 ], [ %2234, %2287 ]
  %2303 = phi <16 x float> [ %2353, %2288 ], [ %2235, %2287 ]
  %2304 = phi <16 x float> [ %2352, %2288 ], [ %2236, %2287 ]
  %2305 = phi <16 x float> [ %2351, %2288 ], [ %2237, %2287 ]
  %2306 = phi <16 x float> [ %2346, %2288 ], [ %2238, %2287 ]
  %2307 = phi <16 x float> [ %2345, %2288 ], [ %2239, %2287 ]
  %2308 = phi <16 x float> [ %2344, %2288 ], [ %2240, %2287 ]
  %2309 = phi <16 x float> [ %2343, %2288 ], [ %2241, %2287 ]
  %2310 = phi <16 x float> [ %2338, %2288 ], [ %2242, %2287 ]
  %2311 = phi <16 x float> [ %2337, %2288 ], [ %2243, %2287 ]
  %2312 = phi <16 x float> [ %2336, %2288 ], [ %2244, %2287 ]
  %2313 = phi ptr [ %2372, %2288 ], [ %2167, %2287 ]
  %2314 = phi ptr [ %2373, %2288 ], [ %2271, %2287 ]
  %2315 = phi i64 [ %2371, %2288 ], [ %2159, %2287 ]
  %2316 = getelementptr inbounds float, ptr %2313, i64 %2250
  %2317 = load <16 x float>, ptr %2316, align 1
  %2318 = getelementptr inbounds float, ptr %2313, i64 %2252
  %2319 = load <16 x float>, ptr %2318, align 1
  %2320 = getelementptr inbounds float, ptr %2313, i64 %2254
  %2321 = load <16 x float>, ptr %2320, align 1
  %2322 = getelementptr inbounds float, ptr %2313, i64 %2256
  %2323 = load <16 x float>, ptr %2322, align 1
  %2324 = load float, ptr %2314, align 4
  %2325 = insertelement <16 x float> poison, float %2324, i64 0
  %2326 = shufflevector <16 x float> %2325, <16 x float> poison, <16 x i32> zeroinitializer
  %2327 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2317, <16 x float> %2326, <16 x float> %2299)
  %2328 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2319, <16 x float> %2326, <16 x float> %2298)
  %2329 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2321, <16 x float> %2326, <16 x float> %2297)
  %2330 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2323, <16 x float> %2326, <16 x float> %2296)
  %2331 = getelementptr inbounds float, ptr %2314, i64 %103
  %2332 = load float, ptr %2331, align 4
  %2333 = insertelement <16 x float> poison, float %2332, i64 0
  %2334 = shufflevector <16 x float> %2333, <16 x float> poison, <16 x i32> zeroinitializer
  %2335 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2317, <16 x float> %2334, <16 x float> %2300)
  %2336 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2319, <16 x float> %2334, <16 x float> %2312)
  %2337 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2321, <16 x float> %2334, <16 x float> %2311)
  %2338 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2323, <16 x float> %2334, <16 x float> %2310)
  %2339 = getelementptr inbounds i8, ptr %2314, i64 %153
  %2340 = load float, ptr %2339, align 4
  %2341 = insertelement <16 x float> poison, float %2340, i64 0
  %2342 = shufflevector <16 x float> %2341, <16 x float> poison, <16 x i32> zeroinitializer
  %2343 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2317, <16 x float> %2342, <16 x float> %2309)
  %2344 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2319, <16 x float> %2342, <16 x float> %2308)
  %2345 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2321, <16 x float> %2342, <16 x float> %2307)
  %2346 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2323, <16 x float> %2342, <16 x float> %2306)
  %2347 = getelementptr inbounds i8, ptr %2314, i64 %154
  %2348 = load float, ptr %2347, align 4
  %2349 = insertelement <16 x float> poison, float %2348, i64 0
  %2350 = shufflevector <16 x float> %2349, <16 x float> poison, <16 x i32> zeroinitializer
  %2351 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2317, <16 x float> %2350, <16 x float> %2305)
  %2352 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2319, <16 x float> %2350, <16 x float> %2304)
  %2353 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2321, <16 x float> %2350, <16 x float> %2303)
  %2354 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2323, <16 x float> %2350, <16 x float> %2302)
  %2355 = getelementptr inbounds i8, ptr %2314, i64 %155
  %2356 = load float, ptr %2355, align 4
  %2357 = insertelement <16 x float> poison, float %2356, i64 0
  %2358 = shufflevector <16 x float> %2357, <16 x float> poison, <16 x i32> zeroinitializer
  %2359 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2317, <16 x float> %2358, <16 x float> %2301)
  %2360 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2319, <16 x float> %2358, <16 x float> %2295)
  %2361 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2321, <16 x float> %2358, <16 x float> %2294)
  %2362 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2323, <16 x float> %2358, <16 x float> %2293)
  %2363 = getelementptr inbounds i8, ptr %2314, i64 %156
  %2364 = load float, ptr %2363, align 4
  %2365 = insertelement <16 x float> poison, float %2364, i64 0
  %2366 = shufflevector <16 x float> %2365, <16 x float> poison, <16 x i32> zeroinitializer
  %2367 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2317, <16 x float> %2366, <16 x float> %2292)
  %2368 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2319, <16 x float> %2366, <16 x float> %2291)
  %2369 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2321, <16 x float> %2366, <16 x float> %2290)
  %2370 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2323, <16 x float> %2366, <16 x float> %2289)
  %2371 = add nuw nsw i64 %2315, 1
  %2372 = getelementptr inbounds float, ptr %2313, i64 %1087
  %2373 = getelementptr inbounds nuw float, ptr %2314, i64 %101
  %2374 = icmp eq i64 %2371, %2161
  br i1 %2374, label %2462, label %2288

2375:                                             ; preds = %2274, %2375
  %2376 = phi <16 x float> [ %2457, %2375 ], [ %2221, %2274 ]
  %2377 = phi <16 x float> [ %2456, %2375 ], [ %2222, %2274 ]
  %2378 = phi <16 x float> [ %2455, %2375 ], [ %2223, %2274 ]
  %2379 = phi <16 x float> [ %2454, %2375 ], [ %2224, %2274 ]
  %2380 = phi <16 x float> [ %2449, %2375 ], [ %2225, %2274 ]
  %2381 = phi <16 x float> [ %2448, %2375 ], [ %2226, %2274 ]
  %2382 = phi <16 x float> [ %2447, %2375 ], [ %2227, %2274 ]
  %2383 = phi <16 x float> [ %2446, %2375 ], [ %2228, %2274 ]
  %2384 = phi <16 x float> [ %2417, %2375 ], [ %2229, %2274 ]
  %2385 = phi <16 x float> [ %2416, %2375 ], [ %2230, %2274 ]
  %2386 = phi <16 x float> [ %2415, %2375 ], [ %2231, %2274 ]
  %2387 = phi <16 x float> [ %2414, %2375 ], [ %2232, %2274 ]
  %2388 = phi <16 x float> [ %2422, %2375 ], [ %2233, %2274 ]
  %2389 = phi <16 x float> [ %2441, %2375 ], [ %2234, %2274 ]
  %2390 = phi <16 x float> [ %2440, %2375 ], [ %2235, %2274 ]
  %2391 = phi <16 x float> [ %2439, %2375 ], [ %2236, %2274 ]
  %2392 = phi <16 x float> [ %2438, %2375 ], [ %2237, %2274 ]
  %2393 = phi <16 x float> [ %2433, %2375 ], [ %2238, %2274 ]
  %2394 = phi <16 x float> [ %2432, %2375 ], [ %2239, %2274 ]
  %2395 = phi <16 x float> [ %2431, %2375 ], [ %2240, %2274 ]
  %2396 = phi <16 x float> [ %2430, %2375 ], [ %2241, %2274 ]
  %2397 = phi <16 x float> [ %2425, %2375 ], [ %2242, %2274 ]
  %2398 = phi <16 x float> [ %2424, %2375 ], [ %2243, %2274 ]
  %2399 = phi <16 x float> [ %2423, %2375 ], [ %2244, %2274 ]
  %2400 = phi ptr [ %2459, %2375 ], [ %2167, %2274 ]
  %2401 = phi ptr [ %2460, %2375 ], [ %2271, %2274 ]
  %2402 = phi i64 [ %2458, %2375 ], [ %2159, %2274 ]
  %2403 = getelementptr inbounds float, ptr %2400, i64 %2250
  %2404 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2403, <16 x i1> %2277, <16 x float> zeroinitializer)
  %2405 = getelementptr inbounds float, ptr %2400, i64 %2252
  %2406 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2405, <16 x i1> %2280, <16 x float> zeroinitializer)
  %2407 = getelementptr inbounds float, ptr %2400, i64 %2254
  %2408 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2407, <16 x i1> %2283, <16 x float> zeroinitializer)
  %2409 = getelementptr inbounds float, ptr %2400, i64 %2256
  %2410 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2409, <16 x i1> %2286, <16 x float> zeroinitializer)
  %2411 = load float, ptr %2401, align 4
  %2412 = insertelement <16 x float> poison, float %2411, i64 0
  %2413 = shufflevector <16 x float> %2412, <16 x float> poison, <16 x i32> zeroinitializer
  %2414 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2404, <16 x float> %2413, <16 x float> %2387)
  %2415 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2406, <16 x float> %2413, <16 x float> %2386)
  %2416 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2408, <16 x float> %2413, <16 x float> %2385)
  %2417 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2410, <16 x float> %2413, <16 x float> %2384)
  %2418 = getelementptr inbounds float, ptr %2401, i64 %103
  %2419 = load float, ptr %2418, align 4
  %2420 = insertelement <16 x float> poison, float %2419, i64 0
  %2421 = shufflevector <16 x float> %2420, <16 x float> poison, <16 x i32> zeroinitializer
  %2422 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2404, <16 x float> %2421, <16 x float> %2388)
  %2423 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2406, <16 x float> %2421, <16 x float> %2399)
  %2424 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2408, <16 x float> %2421, <16 x float> %2398)
  %2425 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2410, <16 x float> %2421, <16 x float> %2397)
  %2426 = getelementptr inbounds i8, ptr %2401, i64 %149
  %2427 = load float, ptr %2426, align 4
  %2428 = insertelement <16 x float> poison, float %2427, i64 0
  %2429 = shufflevector <16 x float> %2428, <16 x float> poison, <16 x i32> zeroinitializer
  %2430 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2404, <16 x float> %2429, <16 x float> %2396)
  %2431 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2406, <16 x float> %2429, <16 x float> %2395)
  %2432 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2408, <16 x float> %2429, <16 x float> %2394)
  %2433 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2410, <16 x float> %2429, <16 x float> %2393)
  %2434 = getelementptr inbounds i8, ptr %2401, i64 %150
  %2435 = load float, ptr %2434, align 4
  %2436 = insertelement <16 x float> poison, float %2435, i64 0
  %2437 = shufflevector <16 x float> %2436, <16 x float> poison, <16 x i32> zeroinitializer
  %2438 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2404, <16 x float> %2437, <16 x float> %2392)
  %2439 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2406, <16 x float> %2437, <16 x float> %2391)
  %2440 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2408, <16 x float> %2437, <16 x float> %2390)
  %2441 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2410, <16 x float> %2437, <16 x float> %2389)
  %2442 = getelementptr inbounds i8, ptr %2401, i64 %151
  %2443 = load float, ptr %2442, align 4
  %2444 = insertelement <16 x float> poison, float %2443, i64 0
  %2445 = shufflevector <16 x float> %2444, <16 x float> poison, <16 x i32> zeroinitializer
  %2446 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2404, <16 x float> %2445, <16 x float> %2383)
  %2447 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2406, <16 x float> %2445, <16 x float> %2382)
  %2448 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2408, <16 x float> %2445, <16 x float> %2381)
  %2449 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2410, <16 x float> %2445, <16 x float> %2380)
  %2450 = getelementptr inbounds i8, ptr %2401, i64 %152
  %2451 = load float, ptr %2450, align 4
  %2452 = insertelement <16 x float> poison, float %2451, i64 0
  %2453 = shufflevector <16 x float> %2452, <16 x float> poison, <16 x i32> zeroinitializer
  %2454 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2404, <16 x float> %2453, <16 x float> %2379)
  %2455 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2406, <16 x float> %2453, <16 x float> %2378)
  %2456 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2408, <16 x float> %2453, <16 x float> %2377)
  %2457 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2410, <16 x float> %2453, <16 x float> %2376)
  %2458 = add nuw nsw i64 %2402, 1
  %2459 = getelementptr inbounds float, ptr %2400, i64 %1087
  %2460 = getelementptr inbounds nuw float, ptr %2401, i64 %101
  %2461 = icmp eq i64 %2458, %2161
  br i1 %2461, label %2462, label %2375

2462:                                             ; preds = %2375, %2288, %2273, %2287
  %2463 = phi <16 x float> [ %2173, %2273 ], [ %2173, %2287 ], [ %2370, %2288 ], [ %2457, %2375 ]
  %2464 = phi <16 x float> [ %2174, %2273 ], [ %2174, %2287 ], [ %2369, %2288 ], [ %2456, %2375 ]
  %2465 = phi <16 x float> [ %2175, %2273 ], [ %2175, %2287 ], [ %2368, %2288 ], [ %2455, %2375 ]
  %2466 = phi <16 x float> [ %2176, %2273 ], [ %2176, %2287 ], [ %2367, %2288 ], [ %2454, %2375 ]
  %2467 = phi <16 x float> [ %2177, %2273 ], [ %2177, %2287 ], [ %2362, %2288 ], [ %2449, %2375 ]
  %2468 = phi <16 x float> [ %2178, %2273 ], [ %2178, %2287 ], [ %2361, %2288 ], [ %2448, %2375 ]
  %2469 = phi <16 x float> [ %2179, %2273 ], [ %2179, %2287 ], [ %2360, %2288 ], [ %2447, %2375 ]
  %2470 = phi <16 x float> [ %2180, %2273 ], [ %2180, %2287 ], [ %2359, %2288 ], [ %2446, %2375 ]
  %2471 = phi <16 x float> [ %2181, %2273 ], [ %2181, %2287 ], [ %2354, %2288 ], [ %2441, %2375 ]
  %2472 = phi <16 x float> [ %2182, %2273 ], [ %2182, %2287 ], [ %2353, %2288 ], [ %2440, %2375 ]
  %2473 = phi <16 x float> [ %2183, %2273 ], [ %2183, %2287 ], [ %2352, %2288 ], [ %2439, %2375 ]
  %2474 = phi <16 x float> [ %2184, %2273 ], [ %2184, %2287 ], [ %2351, %2288 ], [ %2438, %2375 ]
  %2475 = phi <16 x float> [ %2185, %2273 ], [ %2185, %2287 ], [ %2346, %2288 ], [ %2433, %2375 ]
  %2476 = phi <16 x float> [ %2186, %2273 ], [ %2186, %2287 ], [ %2345, %2288 ], [ %2432, %2375 ]
  %2477 = phi <16 x float> [ %2187, %2273 ], [ %2187, %2287 ], [ %2344, %2288 ], [ %2431, %2375 ]
  %2478 = phi <16 x float> [ %2188, %2273 ], [ %2188, %2287 ], [ %2343, %2288 ], [ %2430, %2375 ]
  %2479 = phi <16 x float> [ %2189, %2273 ], [ %2189, %2287 ], [ %2338, %2288 ], [ %2425, %2375 ]
  %2480 = phi <16 x float> [ %2190, %2273 ], [ %2190, %2287 ], [ %2337, %2288 ], [ %2424, %2375 ]
  %2481 = phi <16 x float> [ %2191, %2273 ], [ %2191, %2287 ], [ %2336, %2288 ], [ %2423, %2375 ]
  %2482 = phi <16 x float> [ %2192, %2273 ], [ %2192, %2287 ], [ %2335, %2288 ], [ %2422, %2375 ]
  %2483 = phi <16 x float> [ %2193, %2273 ], [ %2193, %2287 ], [ %2330, %2288 ], [ %2417, %2375 ]
  %2484 = phi <16 x float> [ %2194, %2273 ], [ %2194, %2287 ], [ %2329, %2288 ], [ %2416, %2375 ]
  %2485 = phi <16 x float> [ %2195, %2273 ], [ %2195, %2287 ], [ %2328, %2288 ], [ %2415, %2375 ]
  %2486 = phi <16 x float> [ %2196, %2273 ], [ %2196, %2287 ], [ %2327, %2288 ], [ %2414, %2375 ]
  %2487 = phi <16 x float> [ %2197, %2273 ], [ %2197, %2287 ], [ %2370, %2288 ], [ %2457, %2375 ]
  %2488 = phi <16 x float> [ %2198, %2273 ], [ %2198, %2287 ], [ %2369, %2288 ], [ %2456, %2375 ]
  %2489 = phi <16 x float> [ %2199, %2273 ], [ %2199, %2287 ], [ %2368, %2288 ], [ %2455, %2375 ]
  %2490 = phi <16 x float> [ %2200, %2273 ], [ %2200, %2287 ], [ %2367, %2288 ], [ %2454, %2375 ]
  %2491 = phi <16 x float> [ %2201, %2273 ], [ %2201, %2287 ], [ %2362, %2288 ], [ %2449, %2375 ]
  %2492 = phi <16 x float> [ %2202, %2273 ], [ %2202, %2287 ], [ %2361, %2288 ], [ %2448, %2375 ]
  %2493 = phi <16 x float> [ %2203, %2273 ], [ %2203, %2287 ], [ %2360, %2288 ], [ %2447, %2375 ]
  %2494 = phi <16 x float> [ %2204, %2273 ], [ %2204, %2287 ], [ %2359, %2288 ], [ %2446, %2375 ]
  %2495 = phi <16 x float> [ %2205, %2273 ], [ %2205, %2287 ], [ %2330, %2288 ], [ %2417, %2375 ]
  %2496 = phi <16 x float> [ %2206, %2273 ], [ %2206, %2287 ], [ %2329, %2288 ], [ %2416, %2375 ]
  %2497 = phi <16 x float> [ %2207, %2273 ], [ %2207, %2287 ], [ %2328, %2288 ], [ %2415, %2375 ]
  %2498 = phi <16 x float> [ %2208, %2273 ], [ %2208, %2287 ], [ %2327, %2288 ], [ %2414, %2375 ]
  %2499 = phi <16 x float> [ %2209, %2273 ], [ %2209, %2287 ], [ %2335, %2288 ], [ %2422, %2375 ]
  %2500 = phi <16 x float> [ %2210, %2273 ], [ %2210, %2287 ], [ %2354, %2288 ], [ %2441, %2375 ]
  %2501 = phi <16 x float> [ %2211, %2273 ], [ %2211, %2287 ], [ %2353, %2288 ], [ %2440, %2375 ]
  %2502 = phi <16 x float> [ %2212, %2273 ], [ %2212, %2287 ], [ %2352, %2288 ], [ %2439, %2375 ]
  %2503 = phi <16 x float> [ %2213, %2273 ], [ %2213, %2287 ], [ %2351, %2288 ], [ %2438, %2375 ]
  %2504 = phi <16 x float> [ %2214, %2273 ], [ %2214, %2287 ], [ %2346, %2288 ], [ %2433, %2375 ]
  %2505 = phi <16 x float> [ %2215, %2273 ], [ %2215, %2287 ], [ %2345, %2288 ], [ %2432, %2375 ]
  %2506 = phi <16 x float> [ %2216, %2273 ], [ %2216, %2287 ], [ %2344, %2288 ], [ %2431, %2375 ]
  %2507 = phi <16 x float> [ %2217, %2273 ], [ %2217, %2287 ], [ %2343, %2288 ], [ %2430, %2375 ]
  %2508 = phi <16 x float> [ %2218, %2273 ], [ %2218, %2287 ], [ %2338, %2288 ], [ %2425, %2375 ]
  %2509 = phi <16 x float> [ %2219, %2273 ], [ %2219, %2287 ], [ %2337, %2288 ], [ %2424, %2375 ]
  %2510 = phi <16 x float> [ %2220, %2273 ], [ %2220, %2287 ], [ %2336, %2288 ], [ %2423, %2375 ]
  %2511 = phi <16 x float> [ %2221, %2273 ], [ %2221, %2287 ], [ %2370, %2288 ], [ %2457, %2375 ]
  %2512 = phi <16 x float> [ %2222, %2273 ], [ %2222, %2287 ], [ %2369, %2288 ], [ %2456, %2375 ]
  %2513 = phi <16 x float> [ %2223, %2273 ], [ %2223, %2287 ], [ %2368, %2288 ], [ %2455, %2375 ]
  %2514 = phi <16 x float> [ %2224, %2273 ], [ %2224, %2287 ], [ %2367, %2288 ], [ %2454, %2375 ]
  %2515 = phi <16 x float> [ %2225, %2273 ], [ %2225, %2287 ], [ %2362, %2288 ], [ %2449, %2375 ]
  %2516 = phi <16 x float> [ %2226, %2273 ], [ %2226, %2287 ], [ %2361, %2288 ], [ %2448, %2375 ]
  %2517 = phi <16 x float> [ %2227, %2273 ], [ %2227, %2287 ], [ %2360, %2288 ], [ %2447, %2375 ]
  %2518 = phi <16 x float> [ %2228, %2273 ], [ %2228, %2287 ], [ %2359, %2288 ], [ %2446, %2375 ]
  %2519 = phi <16 x float> [ %2229, %2273 ], [ %2229, %2287 ], [ %2330, %2288 ], [ %2417, %2375 ]
  %2520 = phi <16 x float> [ %2230, %2273 ], [ %2230, %2287 ], [ %2329, %2288 ], [ %2416, %2375 ]
  %2521 = phi <16 x float> [ %2231, %2273 ], [ %2231, %2287 ], [ %2328, %2288 ], [ %2415, %2375 ]
  %2522 = phi <16 x float> [ %2232, %2273 ], [ %2232, %2287 ], [ %2327, %2288 ], [ %2414, %2375 ]
  %2523 = phi <16 x float> [ %2233, %2273 ], [ %2233, %2287 ], [ %2335, %2288 ], [ %2422, %2375 ]
  %2524 = phi <16 x float> [ %2234, %2273 ], [ %2234, %2287 ], [ %2354, %2288 ], [ %2441, %2375 ]
  %2525 = phi <16 x float> [ %2235, %2273 ], [ %2235, %2287 ], [ %2353, %2288 ], [ %2440, %2375 ]
  %2526 = phi <16 x float> [ %2236, %2273 ], [ %2236, %2287 ], [ %2352, %2288 ], [ %2439, %2375 ]
  %2527 = phi <16 x float> [ %2237, %2273 ], [ %2237, %2287 ], [ %2351, %2288 ], [ %2438, %2375 ]
  %2528 = phi <16 x float> [ %2238, %2273 ], [ %2238, %2287 ], [ %2346, %2288 ], [ %2433, %2375 ]
  %2529 = phi <16 x float> [ %2239, %2273 ], [ %2239, %2287 ], [ %2345, %2288 ], [ %2432, %2375 ]
  %2530 = phi <16 x float> [ %2240, %2273 ], [ %2240, %2287 ], [ %2344, %2288 ], [ %2431, %2375 ]
  %2531 = phi <16 x float> [ %2241, %2273 ], [ %2241, %2287 ], [ %2343, %2288 ], [ %2430, %2375 ]
  %2532 = phi <16 x float> [ %2242, %2273 ], [ %2242, %2287 ], [ %2338, %2288 ], [ %2425, %2375 ]
  %2533 = phi <16 x float> [ %2243, %2273 ], [ %2243, %2287 ], [ %2337, %2288 ], [ %2424, %2375 ]
  %2534 = phi <16 x float> [ %2244, %2273 ], [ %2244, %2287 ], [ %2336, %2288 ], [ %2423, %2375 ]
  %2535 = add nuw nsw i64 %2245, 1
  %2536 = icmp eq i64 %2535, %101
  br i1 %2536, label %2033, label %2172

2537:                                             ; preds = %2084, %2798
  %2538 = phi i64 [ 0, %2084 ], [ %2800, %2798 ]
  %2539 = add nsw i64 %1811, %2538
  %2540 = mul nsw i64 %2539, %56
  %2541 = icmp sgt i64 %1812, %2538
  %2542 = getelementptr inbounds nuw [4 x <16 x float>], ptr %32, i64 %2538
  %2543 = add nsw i64 %1800, %2540
  %2544 = select i1 %2541, <16 x i1> zeroinitializer, <16 x i1> %1796
  %2545 = getelementptr inbounds float, ptr %1286, i64 %2543
  %2546 = load <16 x float>, ptr %2542, align 64
  br i1 %105, label %2606, label %2547

2547:                                             ; preds = %2537
  %2548 = getelementptr inbounds float, ptr %1284, i64 %2543
  switch i64 %157, label %2566 [
    i64 1, label %2549
    i64 2, label %2552
    i64 3, label %2559
    i64 0, label %2606
  ]

2549:                                             ; preds = %2547
  %2550 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2548, <16 x i1> %2544, <16 x float> zeroinitializer)
  %2551 = fadd <16 x float> %2546, %2550
  br label %2568

2552:                                             ; preds = %2547
  %2553 = bitcast <16 x float> %2546 to <8 x i64>
  %2554 = or <8 x i64> %2553, %107
  %2555 = fcmp oeq <16 x float> %2546, %55
  %2556 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2546, i32 4)
  %2557 = bitcast <8 x i64> %2554 to <16 x float>
  %2558 = select <16 x i1> %2555, <16 x float> %2557, <16 x float> %2556
  br label %2568

2559:                                             ; preds = %2547
  %2560 = bitcast <16 x float> %2546 to <8 x i64>
  %2561 = and <8 x i64> %2560, %106
  %2562 = fcmp oeq <16 x float> %2546, %52
  %2563 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2546, i32 4)
  %2564 = bitcast <8 x i64> %2561 to <16 x float>
  %2565 = select <16 x i1> %2562, <16 x float> %2564, <16 x float> %2563
  br label %2568

2566:                                             ; preds = %2547
  unreachable

2567:                                             ; preds = %3379, %3360, %3341, %3316, %3297, %3278, %3253, %3234, %3215, %3190, %3171, %3152, %3127, %3108, %3089, %3064, %3045, %3026, %2779, %2760, %2741, %2715, %2696, %2677, %2651, %2632, %2613, %2587, %2568
  unreachable

2568:                                             ; preds = %2559, %2552, %2549
  %2569 = phi <16 x float> [ %2551, %2549 ], [ %2558, %2552 ], [ %2565, %2559 ]
  switch i64 %159, label %2567 [
    i64 1, label %2584
    i64 2, label %2577
    i64 3, label %2570
    i64 0, label %2606
  ]

2570:                                             ; preds = %2568
  %2571 = bitcast <16 x float> %2569 to <8 x i64>
  %2572 = and <8 x i64> %2571, %106
  %2573 = fcmp oeq <16 x float> %2569, %52
  %2574 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2569, i32 4)
  %2575 = bitcast <8 x i64> %2572 to <16 x float>
  %2576 = select <16 x i1> %2573, <16 x float> %2575, <16 x float> %2574
  br label %2587

2577:                                             ; preds = %2568
  %2578 = bitcast <16 x float> %2569 to <8 x i64>
  %2579 = or <8 x i64> %2578, %107
  %2580 = fcmp oeq <16 x float> %2569, %55
  %2581 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2569, i32 4)
  %2582 = bitcast <8 x i64> %2579 to <16 x float>
  %2583 = select <16 x i1> %2580, <16 x float> %2582, <16 x float> %2581
  br label %2587

2584:                                             ; preds = %2568
  %2585 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2548, <16 x i1> %2544, <16 x float> zeroinitializer)
  %2586 = fadd <16 x float> %2569, %2585
  br label %2587

2587:                                             ; preds = %2584, %2577, %2570
  %2588 = phi <16 x float> [ %2586, %2584 ], [ %2583, %2577 ], [ %2576, %2570 ]
  switch i64 %161, label %2567 [
    i64 1, label %2603
    i64 2, label %2596
    i64 3, label %2589
    i64 0, label %2606
  ]

2589:                                             ; preds = %2587
  %2590 = bitcast <16 x float> %2588 to <8 x i64>
  %2591 = and <8 x i64> %2590, %106
  %2592 = fcmp oeq <16 x float> %2588, %52
  %2593 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2588, i32 4)
  %2594 = bitcast <8 x i64> %2591 to <16 x float>
  %2595 = select <16 x i1> %2592, <16 x float> %2594, <16 x float> %2593
  br label %2606

2596:                                             ; preds = %2587
  %2597 = bitcast <16 x float> %2588 to <8 x i64>
  %2598 = or <8 x i64> %2597, %107
  %2599 = fcmp oeq <16 x float> %2588, %55
  %2600 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2588, i32 4)
  %2601 = bitcast <8 x i64> %2598 to <16 x float>
  %2602 = select <16 x i1> %2599, <16 x float> %2601, <16 x float> %2600
  br label %2606

2603:                                             ; preds = %2587
  %2604 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2548, <16 x i1> %2544, <16 x float> zeroinitializer)
  %2605 = fadd <16 x float> %2588, %2604
  br label %2606

2606:                                             ; preds = %2537, %2547, %2568, %2587, %2603, %2596, %2589
  %2607 = phi <16 x float> [ %2595, %2589 ], [ %2546, %2547 ], [ %2588, %2587 ], [ %2569, %2568 ], [ %2605, %2603 ], [ %2602, %2596 ], [ %2546, %2537 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2607, ptr align 1 %2545, <16 x i1> %2544)
  %2608 = add nsw i64 %1801, %2540
  %2609 = select i1 %2541, <16 x i1> zeroinitializer, <16 x i1> %1797
  %2610 = getelementptr inbounds float, ptr %1286, i64 %2608
  %2611 = getelementptr inbounds nuw i8, ptr %2542, i64 64
  %2612 = load <16 x float>, ptr %2611, align 64
  br i1 %105, label %2670, label %2613

2613:                                             ; preds = %2606
  %2614 = getelementptr inbounds float, ptr %1284, i64 %2608
  switch i64 %162, label %2567 [
    i64 1, label %2629
    i64 2, label %2622
    i64 3, label %2615
    i64 0, label %2670
  ]

2615:                                             ; preds = %2613
  %2616 = bitcast <16 x float> %2612 to <8 x i64>
  %2617 = and <8 x i64> %2616, %106
  %2618 = fcmp oeq <16 x float> %2612, %52
  %2619 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2612, i32 4)
  %2620 = bitcast <8 x i64> %2617 to <16 x float>
  %2621 = select <16 x i1> %2618, <16 x float> %2620, <16 x float> %2619
  br label %2632

2622:                                             ; preds = %2613
  %2623 = bitcast <16 x float> %2612 to <8 x i64>
  %2624 = or <8 x i64> %2623, %107
  %2625 = fcmp oeq <16 x float> %2612, %55
  %2626 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2612, i32 4)
  %2627 = bitcast <8 x i64> %2624 to <16 x float>
  %2628 = select <16 x i1> %2625, <16 x float> %2627, <16 x float> %2626
  br label %2632

2629:                                             ; preds = %2613
  %2630 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2614, <16 x i1> %2609, <16 x float> zeroinitializer)
  %2631 = fadd <16 x float> %2612, %2630
  br label %2632

2632:                                             ; preds = %2629, %2622, %2615
  %2633 = phi <16 x float> [ %2631, %2629 ], [ %2628, %2622 ], [ %2621, %2615 ]
  switch i64 %164, label %2567 [
    i64 1, label %2648
    i64 2, label %2641
    i64 3, label %2634
    i64 0, label %2670
  ]

2634:                                             ; preds = %2632
  %2635 = bitcast <16 x float> %2633 to <8 x i64>
  %2636 = and <8 x i64> %2635, %106
  %2637 = fcmp oeq <16 x float> %2633, %52
  %2638 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2633, i32 4)
  %2639 = bitcast <8 x i64> %2636 to <16 x float>
  %2640 = select <16 x i1> %2637, <16 x float> %2639, <16 x float> %2638
  br label %2651

2641:                                             ; preds = %2632
  %2642 = bitcast <16 x float> %2633 to <8 x i64>
  %2643 = or <8 x i64> %2642, %107
  %2644 = fcmp oeq <16 x float> %2633, %55
  %2645 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2633, i32 4)
  %2646 = bitcast <8 x i64> %2643 to <16 x float>
  %2647 = select <16 x i1> %2644, <16 x float> %2646, <16 x float> %2645
  br label %2651

2648:                                             ; preds = %2632
  %2649 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2614, <16 x i1> %2609, <16 x float> zeroinitializer)
  %2650 = fadd <16 x float> %2633, %2649
  br label %2651

2651:                                             ; preds = %2648, %2641, %2634
  %2652 = phi <16 x float> [ %2650, %2648 ], [ %2647, %2641 ], [ %2640, %2634 ]
  switch i64 %166, label %2567 [
    i64 1, label %2667
    i64 2, label %2660
    i64 3, label %2653
    i64 0, label %2670
  ]

2653:                                             ; preds = %2651
  %2654 = bitcast <16 x float> %2652 to <8 x i64>
  %2655 = and <8 x i64> %2654, %106
  %2656 = fcmp oeq <16 x float> %2652, %52
  %2657 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2652, i32 4)
  %2658 = bitcast <8 x i64> %2655 to <16 x float>
  %2659 = select <16 x i1> %2656, <16 x float> %2658, <16 x float> %2657
  br label %2670

2660:                                             ; preds = %2651
  %2661 = bitcast <16 x float> %2652 to <8 x i64>
  %2662 = or <8 x i64> %2661, %107
  %2663 = fcmp oeq <16 x float> %2652, %55
  %2664 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2652, i32 4)
  %2665 = bitcast <8 x i64> %2662 to <16 x float>
  %2666 = select <16 x i1> %2663, <16 x float> %2665, <16 x float> %2664
  br label %2670

2667:                                             ; preds = %2651
  %2668 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2614, <16 x i1> %2609, <16 x float> zeroinitializer)
  %2669 = fadd <16 x float> %2652, %2668
  br label %2670

2670:                                             ; preds = %2606, %2613, %2632, %2651, %2667, %2660, %2653
  %2671 = phi <16 x float> [ %2659, %2653 ], [ %2612, %2613 ], [ %2652, %2651 ], [ %2633, %2632 ], [ %2669, %2667 ], [ %2666, %2660 ], [ %2612, %2606 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2671, ptr align 1 %2610, <16 x i1> %2609)
  %2672 = add nsw i64 %1802, %2540
  %2673 = select i1 %2541, <16 x i1> zeroinitializer, <16 x i1> %1798
  %2674 = getelementptr inbounds float, ptr %1286, i64 %2672
  %2675 = getelementptr inbounds nuw i8, ptr %2542, i64 128
  %2676 = load <16 x float>, ptr %2675, align 64
  br i1 %105, label %2734, label %2677

2677:                                             ; preds = %2670
  %2678 = getelementptr inbounds float, ptr %1284, i64 %2672
  switch i64 %167, label %2567 [
    i64 1, label %2693
    i64 2, label %2686
    i64 3, label %2679
    i64 0, label %2734
  ]

2679:                                             ; preds = %2677
  %2680 = bitcast <16 x float> %2676 to <8 x i64>
  %2681 = and <8 x i64> %2680, %106
  %2682 = fcmp oeq <16 x float> %2676, %52
  %2683 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2676, i32 4)
  %2684 = bitcast <8 x i64> %2681 to <16 x float>
  %2685 = select <16 x i1> %2682, <16 x float> %2684, <16 x float> %2683
  br label %2696

2686:                                             ; preds = %2677
  %2687 = bitcast <16 x float> %2676 to <8 x i64>
  %2688 = or <8 x i64> %2687, %107
  %2689 = fcmp oeq <16 x float> %2676, %55
  %2690 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2676, i32 4)
  %2691 = bitcast <8 x i64> %2688 to <16 x float>
  %2692 = select <16 x i1> %2689, <16 x float> %2691, <16 x float> %2690
  br label %2696

2693:                                             ; preds = %2677
  %2694 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2678, <16 x i1> %2673, <16 x float> zeroinitializer)
  %2695 = fadd <16 x float> %2676, %2694
  br label %2696

2696:                                             ; preds = %2693, %2686, %2679
  %2697 = phi <16 x float> [ %2695, %2693 ], [ %2692, %2686 ], [ %2685, %2679 ]
  switch i64 %169, label %2567 [
    i64 1, label %2712
    i64 2, label %2705
    i64 3, label %2698
    i64 0, label %2734
  ]

2698:                                             ; preds = %2696
  %2699 = bitcast <16 x float> %2697 to <8 x i64>
  %2700 = and <8 x i64> %2699, %106
  %2701 = fcmp oeq <16 x float> %2697, %52
  %2702 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2697, i32 4)
  %2703 = bitcast <8 x i64> %2700 to <16 x float>
  %2704 = select <16 x i1> %2701, <16 x float> %2703, <16 x float> %2702
  br label %2715

2705:                                             ; preds = %2696
  %2706 = bitcast <16 x float> %2697 to <8 x i64>
  %2707 = or <8 x i64> %2706, %107
  %2708 = fcmp oeq <16 x float> %2697, %55
  %2709 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2697, i32 4)
  %2710 = bitcast <8 x i64> %2707 to <16 x float>
  %2711 = select <16 x i1> %2708, <16 x float> %2710, <16 x float> %2709
  br label %2715

2712:                                             ; preds = %2696
  %2713 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2678, <16 x i1> %2673, <16 x float> zeroinitializer)
  %2714 = fadd <16 x float> %2697, %2713
  br label %2715

2715:                                             ; preds = %2712, %2705, %2698
  %2716 = phi <16 x float> [ %2714, %2712 ], [ %2711, %2705 ], [ %2704, %2698 ]
  switch i64 %171, label %2567 [
    i64 1, label %2731
    i64 2, label %2724
    i64 3, label %2717
    i64 0, label %2734
  ]

2717:                                             ; preds = %2715
  %2718 = bitcast <16 x float> %2716 to <8 x i64>
  %2719 = and <8 x i64> %2718, %106
  %2720 = fcmp oeq <16 x float> %2716, %52
  %2721 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2716, i32 4)
  %2722 = bitcast <8 x i64> %2719 to <16 x float>
  %2723 = select <16 x i1> %2720, <16 x float> %2722, <16 x float> %2721
  br label %2734

2724:                                             ; preds = %2715
  %2725 = bitcast <16 x float> %2716 to <8 x i64>
  %2726 = or <8 x i64> %2725, %107
  %2727 = fcmp oeq <16 x float> %2716, %55
  %2728 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2716, i32 4)
  %2729 = bitcast <8 x i64> %2726 to <16 x float>
  %2730 = select <16 x i1> %2727, <16 x float> %2729, <16 x float> %2728
  br label %2734

2731:                                             ; preds = %2715
  %2732 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2678, <16 x i1> %2673, <16 x float> zeroinitializer)
  %2733 = fadd <16 x float> %2716, %2732
  br label %2734

2734:                                             ; preds = %2670, %2677, %2696, %2715, %2731, %2724, %2717
  %2735 = phi <16 x float> [ %2723, %2717 ], [ %2676, %2677 ], [ %2716, %2715 ], [ %2697, %2696 ], [ %2733, %2731 ], [ %2730, %2724 ], [ %2676, %2670 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2735, ptr align 1 %2674, <16 x i1> %2673)
  %2736 = add nsw i64 %1803, %2540
  %2737 = select i1 %2541, <16 x i1> zeroinitializer, <16 x i1> %1799
  %2738 = getelementptr inbounds float, ptr %1286, i64 %2736
  %2739 = getelementptr inbounds nuw i8, ptr %2542, i64 192
  %2740 = load <16 x float>, ptr %2739, align 64
  br i1 %105, label %2798, label %2741

2741:                                             ; preds = %2734
  %2742 = getelementptr inbounds float, ptr %1284, i64 %2736
  switch i64 %172, label %2567 [
    i64 1, label %2757
    i64 2, label %2750
    i64 3, label %2743
    i64 0, label %2798
  ]

2743:                                             ; preds = %2741
  %2744 = bitcast <16 x float> %2740 to <8 x i64>
  %2745 = and <8 x i64> %2744, %106
  %2746 = fcmp oeq <16 x float> %2740, %52
  %2747 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2740, i32 4)
  %2748 = bitcast <8 x i64> %2745 to <16 x float>
  %2749 = select <16 x i1> %2746, <16 x float> %2748, <16 x float> %2747
  br label %2760

2750:                                             ; preds = %2741
  %2751 = bitcast <16 x float> %2740 to <8 x i64>
  %2752 = or <8 x i64> %2751, %107
  %2753 = fcmp oeq <16 x float> %2740, %55
  %2754 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2740, i32 4)
  %2755 = bitcast <8 x i64> %2752 to <16 x float>
  %2756 = select <16 x i1> %2753, <16 x float> %2755, <16 x float> %2754
  br label %2760

2757:                                             ; preds = %2741
  %2758 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2742, <16 x i1> %2737, <16 x float> zeroinitializer)
  %2759 = fadd <16 x float> %2740, %2758
  br label %2760

2760:                                             ; preds = %2757, %2750, %2743
  %2761 = phi <16 x float> [ %2759, %2757 ], [ %2756, %2750 ], [ %2749, %2743 ]
  switch i64 %174, label %2567 [
    i64 1, label %2776
    i64 2, label %2769
    i64 3, label %2762
    i64 0, label %2798
  ]

2762:                                             ; preds = %2760
  %2763 = bitcast <16 x float> %2761 to <8 x i64>
  %2764 = and <8 x i64> %2763, %106
  %2765 = fcmp oeq <16 x float> %2761, %52
  %2766 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2761, i32 4)
  %2767 = bitcast <8 x i64> %2764 to <16 x float>
  %2768 = select <16 x i1> %2765, <16 x float> %2767, <16 x float> %2766
  br label %2779

2769:                                             ; preds = %2760
  %2770 = bitcast <16 x float> %2761 to <8 x i64>
  %2771 = or <8 x i64> %2770, %107
  %2772 = fcmp oeq <16 x float> %2761, %55
  %2773 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2761, i32 4)
  %2774 = bitcast <8 x i64> %2771 to <16 x float>
  %2775 = select <16 x i1> %2772, <16 x float> %2774, <16 x float> %2773
  br label %2779

2776:                                             ; preds = %2760
  %2777 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2742, <16 x i1> %2737, <16 x float> zeroinitializer)
  %2778 = fadd <16 x float> %2761, %2777
  br label %2779

2779:                                             ; preds = %2776, %2769, %2762
  %2780 = phi <16 x float> [ %2778, %2776 ], [ %2775, %2769 ], [ %2768, %2762 ]
  switch i64 %176, label %2567 [
    i64 1, label %2795
    i64 2, label %2788
    i64 3, label %2781
    i64 0, label %2798
  ]

2781:                                             ; preds = %2779
  %2782 = bitcast <16 x float> %2780 to <8 x i64>
  %2783 = and <8 x i64> %2782, %106
  %2784 = fcmp oeq <16 x float> %2780, %52
  %2785 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2780, i32 4)
  %2786 = bitcast <8 x i64> %2783 to <16 x float>
  %2787 = select <16 x i1> %2784, <16 x float> %2786, <16 x float> %2785
  br label %2798

2788:                                             ; preds = %2779
  %2789 = bitcast <16 x float> %2780 to <8 x i64>
  %2790 = or <8 x i64> %2789, %107
  %2791 = fcmp oeq <16 x float> %2780, %55
  %2792 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2780, i32 4)
  %2793 = bitcast <8 x i64> %2790 to <16 x float>
  %2794 = select <16 x i1> %2791, <16 x float> %2793, <16 x float> %2792
  br label %2798

2795:                                             ; preds = %2779
  %2796 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2742, <16 x i1> %2737, <16 x float> zeroinitializer)
  %2797 = fadd <16 x float> %2780, %2796
  br label %2798

2798:                                             ; preds = %2734, %2741, %2760, %2779, %2795, %2788, %2781
  %2799 = phi <16 x float> [ %2787, %2781 ], [ %2740, %2741 ], [ %2780, %2779 ], [ %2761, %2760 ], [ %2797, %2795 ], [ %2794, %2788 ], [ %2740, %2734 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2799, ptr align 1 %2738, <16 x i1> %2737)
  %2800 = add nuw nsw i64 %2538, 1
  %2801 = icmp eq i64 %2800, 6
  br i1 %2801, label %2802, label %2537

2802:                                             ; preds = %2798
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  br label %3402

2803:                                             ; preds = %1814, %3398
  %2804 = phi i64 [ 0, %1814 ], [ %3400, %3398 ]
  %2805 = getelementptr inbounds nuw i64, ptr %38, i64 %2804
  %2806 = getelementptr inbounds nuw i64, ptr %39, i64 %2804
  %2807 = load i64, ptr %2806, align 8
  %2808 = icmp sgt i64 %2807, 15
  %2809 = trunc i64 %2807 to i32
  %2810 = shl nsw i32 -1, %2809
  %2811 = trunc i32 %2810 to i16
  %2812 = xor i16 %2811, -1
  %2813 = select i1 %2808, i16 -1, i16 %2812
  br i1 %102, label %2836, label %2817

2814:                                             ; preds = %2858
  %2815 = getelementptr inbounds nuw i64, ptr %35, i64 %2804
  %2816 = getelementptr inbounds nuw i32, ptr %36, i64 %2804
  br label %2886

2817:                                             ; preds = %2803
  %2818 = load float, ptr %1816, align 4
  %2819 = insertelement <16 x float> poison, float %2818, i64 0
  %2820 = shufflevector <16 x float> %2819, <16 x float> poison, <16 x i32> zeroinitializer
  %2821 = load float, ptr %1818, align 4
  %2822 = insertelement <16 x float> poison, float %2821, i64 0
  %2823 = shufflevector <16 x float> %2822, <16 x float> poison, <16 x i32> zeroinitializer
  %2824 = load float, ptr %1819, align 4
  %2825 = insertelement <16 x float> poison, float %2824, i64 0
  %2826 = shufflevector <16 x float> %2825, <16 x float> poison, <16 x i32> zeroinitializer
  %2827 = load float, ptr %1820, align 4
  %2828 = insertelement <16 x float> poison, float %2827, i64 0
  %2829 = shufflevector <16 x float> %2828, <16 x float> poison, <16 x i32> zeroinitializer
  %2830 = load float, ptr %1821, align 4
  %2831 = insertelement <16 x float> poison, float %2830, i64 0
  %2832 = shufflevector <16 x float> %2831, <16 x float> poison, <16 x i32> zeroinitializer
  %2833 = load float, ptr %1822, align 4
  %2834 = insertelement <16 x float> poison, float %2833, i64 0
  %2835 = shufflevector <16 x float> %2834, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2858

2836:                                             ; preds = %2803
  %2837 = bitcast i16 %2813 to <16 x i1>
  %2838 = load i64, ptr %2805, align 8
  %2839 = getelementptr inbounds float, ptr %1824, i64 %2838
  %2840 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2839, <16 x i1> %2837, <16 x float> zeroinitializer)
  %2841 = bitcast i16 %2813 to <16 x i1>
  %2842 = getelementptr inbounds float, ptr %1827, i64 %2838
  %2843 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2842, <16 x i1> %2841, <16 x float> zeroinitializer)
  %2844 = bitcast i16 %2813 to <16 x i1>
  %2845 = load i64, ptr %2805, align 8
  %2846 = getelementptr inbounds float, ptr %1830, i64 %2845
  %2847 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2846, <16 x i1> %2844, <16 x float> zeroinitializer)
  %2848 = bitcast i16 %2813 to <16 x i1>
  %2849 = getelementptr inbounds float, ptr %1833, i64 %2845
  %2850 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2849, <16 x i1> %2848, <16 x float> zeroinitializer)
  %2851 = bitcast i16 %2813 to <16 x i1>
  %2852 = load i64, ptr %2805, align 8
  %2853 = getelementptr inbounds float, ptr %1836, i64 %2852
  %2854 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2853, <16 x i1> %2851, <16 x float> zeroinitializer)
  %2855 = bitcast i16 %2813 to <16 x i1>
  %2856 = getelementptr inbounds float, ptr %1839, i64 %2852
  %2857 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2856, <16 x i1> %2855, <16 x float> zeroinitializer)
  br label %2858

2858:                                             ; preds = %2836, %2817
  %2859 = phi <16 x float> [ %2854, %2836 ], [ %2832, %2817 ]
  %2860 = phi <16 x float> [ %2847, %2836 ], [ %2826, %2817 ]
  %2861 = phi <16 x float> [ %2840, %2836 ], [ %2820, %2817 ]
  %2862 = phi <16 x float> [ %2843, %2836 ], [ %2823, %2817 ]
  %2863 = phi <16 x float> [ %2850, %2836 ], [ %2829, %2817 ]
  %2864 = phi <16 x float> [ %2857, %2836 ], [ %2835, %2817 ]
  br i1 %83, label %2814, label %2874

2865:                                             ; preds = %3017, %2886
  %2866 = phi <16 x float> [ %2887, %2886 ], [ %3018, %3017 ]
  %2867 = phi <16 x float> [ %2888, %2886 ], [ %3019, %3017 ]
  %2868 = phi <16 x float> [ %2889, %2886 ], [ %3020, %3017 ]
  %2869 = phi <16 x float> [ %2890, %2886 ], [ %3021, %3017 ]
  %2870 = phi <16 x float> [ %2891, %2886 ], [ %3022, %3017 ]
  %2871 = phi <16 x float> [ %2892, %2886 ], [ %3023, %3017 ]
  %2872 = icmp slt i64 %2897, %5
  %2873 = add i64 %2893, -16
  br i1 %2872, label %2886, label %2874

2874:                                             ; preds = %2865, %2858
  %2875 = phi <16 x float> [ %2861, %2858 ], [ %2866, %2865 ]
  %2876 = phi <16 x float> [ %2862, %2858 ], [ %2867, %2865 ]
  %2877 = phi <16 x float> [ %2860, %2858 ], [ %2868, %2865 ]
  %2878 = phi <16 x float> [ %2863, %2858 ], [ %2869, %2865 ]
  %2879 = phi <16 x float> [ %2859, %2858 ], [ %2870, %2865 ]
  %2880 = phi <16 x float> [ %2864, %2858 ], [ %2871, %2865 ]
  %2881 = load i64, ptr %2805, align 8
  %2882 = add nsw i64 %2881, %1840
  %2883 = bitcast i16 %2813 to <16 x i1>
  %2884 = select i1 %1841, <16 x i1> zeroinitializer, <16 x i1> %2883
  %2885 = getelementptr inbounds float, ptr %1286, i64 %2882
  br i1 %105, label %3083, label %3026

2886:                                             ; preds = %2814, %2865
  %2887 = phi <16 x float> [ %2861, %2814 ], [ %2866, %2865 ]
  %2888 = phi <16 x float> [ %2862, %2814 ], [ %2867, %2865 ]
  %2889 = phi <16 x float> [ %2860, %2814 ], [ %2868, %2865 ]
  %2890 = phi <16 x float> [ %2863, %2814 ], [ %2869, %2865 ]
  %2891 = phi <16 x float> [ %2859, %2814 ], [ %2870, %2865 ]
  %2892 = phi <16 x float> [ %2864, %2814 ], [ %2871, %2865 ]
  %2893 = phi i64 [ %5, %2814 ], [ %2873, %2865 ]
  %2894 = phi i64 [ 0, %2814 ], [ %2897, %2865 ]
  %2895 = call i64 @llvm.smin.i64(i64 %2893, i64 16)
  %2896 = add i64 %2895, %2894
  %2897 = add nuw nsw i64 %2894, 16
  br i1 %104, label %2898, label %2865

2898:                                             ; preds = %2886
  %2899 = sub nsw i64 %5, %2894
  %2900 = icmp sgt i64 %2899, 15
  %2901 = mul nsw i64 %2894, %1087
  %2902 = getelementptr inbounds float, ptr %47, i64 %2901
  %2903 = mul nuw nsw i64 %2894, %101
  %2904 = getelementptr inbounds nuw float, ptr %1817, i64 %2903
  %2905 = icmp sgt i64 %5, %2894
  %2906 = or i1 %2900, %2905
  br label %2907

2907:                                             ; preds = %2898, %3017
  %2908 = phi <16 x float> [ %2887, %2898 ], [ %3018, %3017 ]
  %2909 = phi <16 x float> [ %2888, %2898 ], [ %3019, %3017 ]
  %2910 = phi <16 x float> [ %2889, %2898 ], [ %3020, %3017 ]
  %2911 = phi <16 x float> [ %2890, %2898 ], [ %3021, %3017 ]
  %2912 = phi <16 x float> [ %2891, %2898 ], [ %3022, %3017 ]
  %2913 = phi <16 x float> [ %2892, %2898 ], [ %3023, %3017 ]
  %2914 = phi i64 [ 0, %2898 ], [ %3024, %3017 ]
  %2915 = getelementptr inbounds nuw [4 x i64], ptr %2815, i64 %2914
  %2916 = load i64, ptr %2915, align 8
  %2917 = getelementptr inbounds nuw [4 x i32], ptr %2816, i64 %2914
  %2918 = load i32, ptr %2917, align 4
  %2919 = getelementptr inbounds nuw float, ptr %2904, i64 %2914
  %2920 = and i32 %2918, 65535
  %2921 = icmp eq i32 %2920, 65535
  br i1 %2921, label %2922, label %2923

2922:                                             ; preds = %2907
  br i1 %2906, label %2927, label %3017

2923:                                             ; preds = %2907
  br i1 %2906, label %2924, label %3017

2924:                                             ; preds = %2923
  %2925 = trunc i32 %2918 to i16
  %2926 = bitcast i16 %2925 to <16 x i1>
  br label %2972

2927:                                             ; preds = %2922, %2927
  %2928 = phi <16 x float> [ %2942, %2927 ], [ %2908, %2922 ]
  %2929 = phi <16 x float> [ %2947, %2927 ], [ %2909, %2922 ]
  %2930 = phi <16 x float> [ %2952, %2927 ], [ %2910, %2922 ]
  %2931 = phi <16 x float> [ %2957, %2927 ], [ %2911, %2922 ]
  %2932 = phi <16 x float> [ %2962, %2927 ], [ %2912, %2922 ]
  %2933 = phi <16 x float> [ %2967, %2927 ], [ %2913, %2922 ]
  %2934 = phi ptr [ %2969, %2927 ], [ %2902, %2922 ]
  %2935 = phi ptr [ %2970, %2927 ], [ %2919, %2922 ]
  %2936 = phi i64 [ %2968, %2927 ], [ %2894, %2922 ]
  %2937 = getelementptr inbounds float, ptr %2934, i64 %2916
  %2938 = load <16 x float>, ptr %2937, align 1
  %2939 = load float, ptr %2935, align 4
  %2940 = insertelement <16 x float> poison, float %2939, i64 0
  %2941 = shufflevector <16 x float> %2940, <16 x float> poison, <16 x i32> zeroinitializer
  %2942 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2938, <16 x float> %2941, <16 x float> %2928)
  %2943 = getelementptr inbounds float, ptr %2935, i64 %103
  %2944 = load float, ptr %2943, align 4
  %2945 = insertelement <16 x float> poison, float %2944, i64 0
  %2946 = shufflevector <16 x float> %2945, <16 x float> poison, <16 x i32> zeroinitializer
  %2947 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2938, <16 x float> %2946, <16 x float> %2929)
  %2948 = getelementptr inbounds i8, ptr %2935, i64 %115
  %2949 = load float, ptr %2948, align 4
  %2950 = insertelement <16 x float> poison, float %2949, i64 0
  %2951 = shufflevector <16 x float> %2950, <16 x float> poison, <16 x i32> zeroinitializer
  %2952 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2938, <16 x float> %2951, <16 x float> %2930)
  %2953 = getelementptr inbounds i8, ptr %2935, i64 %116
  %2954 = load float, ptr %2953, align 4
  %2955 = insertelement <16 x float> poison, float %2954, i64 0
  %2956 = shufflevector <16 x float> %2955, <16 x float> poison, <16 x i32> zeroinitializer
  %2957 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2938, <16 x float> %2956, <16 x float> %2931)
  %2958 = getelementptr inbounds i8, ptr %2935, i64 %117
  %2959 = load float, ptr %2958, align 4
  %2960 = insertelement <16 x float> poison, float %2959, i64 0
  %2961 = shufflevector <16 x float> %2960, <16 x float> poison, <16 x i32> zeroinitializer
  %2962 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2938, <16 x float> %2961, <16 x float> %2932)
  %2963 = getelementptr inbounds i8, ptr %2935, i64 %118
  %2964 = load float, ptr %2963, align 4
  %2965 = insertelement <16 x float> poison, float %2964, i64 0
  %2966 = shufflevector <16 x float> %2965, <16 x float> poison, <16 x i32> zeroinitializer
  %2967 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2938, <16 x float> %2966, <16 x float> %2933)
  %2968 = add nuw nsw i64 %2936, 1
  %2969 = getelementptr inbounds float, ptr %2934, i64 %1087
  %2970 = getelementptr inbounds nuw float, ptr %2935, i64 %101
  %2971 = icmp eq i64 %2968, %2896
  br i1 %2971, label %3017, label %2927

2972:                                             ; preds = %2924, %2972
  %2973 = phi <16 x float> [ %2908, %2924 ], [ %2987, %2972 ]
  %2974 = phi <16 x float> [ %2909, %2924 ], [ %2992, %2972 ]
  %2975 = phi <16 x float> [ %2910, %2924 ], [ %2997, %2972 ]
  %2976 = phi <16 x float> [ %2911, %2924 ], [ %3002, %2972 ]
  %2977 = phi <16 x float> [ %2912, %2924 ], [ %3007, %2972 ]
  %2978 = phi <16 x float> [ %2913, %2924 ], [ %3012, %2972 ]
  %2979 = phi i64 [ %2894, %2924 ], [ %3013, %2972 ]
  %2980 = phi ptr [ %2902, %2924 ], [ %3014, %2972 ]
  %2981 = phi ptr [ %2919, %2924 ], [ %3015, %2972 ]
  %2982 = getelementptr inbounds float, ptr %2980, i64 %2916
  %2983 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2982, <16 x i1> %2926, <16 x float> zeroinitializer)
  %2984 = load float, ptr %2981, align 4
  %2985 = insertelement <16 x float> poison, float %2984, i64 0
  %2986 = shufflevector <16 x float> %2985, <16 x float> poison, <16 x i32> zeroinitializer
  %2987 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2983, <16 x float> %2986, <16 x float> %2973)
  %2988 = getelementptr inbounds float, ptr %2981, i64 %103
  %2989 = load float, ptr %2988, align 4
  %2990 = insertelement <16 x float> poison, float %2989, i64 0
  %2991 = shufflevector <16 x float> %2990, <16 x float> poison, <16 x i32> zeroinitializer
  %2992 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2983, <16 x float> %2991, <16 x float> %2974)
  %2993 = getelementptr inbounds i8, ptr %2981, i64 %111
  %2994 = load float, ptr %2993, align 4
  %2995 = insertelement <16 x float> poison, float %2994, i64 0
  %2996 = shufflevector <16 x float> %2995, <16 x float> poison, <16 x i32> zeroinitializer
  %2997 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2983, <16 x float> %2996, <16 x float> %2975)
  %2998 = getelementptr inbounds i8, ptr %2981, i64 %112
  %2999 = load float, ptr %2998, align 4
  %3000 = insertelement <16 x float> poison, float %2999, i64 0
  %3001 = shufflevector <16 x float> %3000, <16 x float> poison, <16 x i32> zeroinitializer
  %3002 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2983, <16 x float> %3001, <16 x float> %2976)
  %3003 = getelementptr inbounds i8, ptr %2981, i64 %113
  %3004 = load float, ptr %3003, align 4
  %3005 = insertelement <16 x float> poison, float %3004, i64 0
  %3006 = shufflevector <16 x float> %3005, <16 x float> poison, <16 x i32> zeroinitializer
  %3007 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2983, <16 x float> %3006, <16 x float> %2977)
  %3008 = getelementptr inbounds i8, ptr %2981, i64 %114
  %3009 = load float, ptr %3008, align 4
  %3010 = insertelement <16 x float> poison, float %3009, i64 0
  %3011 = shufflevector <16 x float> %3010, <16 x float> poison, <16 x i32> zeroinitializer
  %3012 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2983, <16 x float> %3011, <16 x float> %2978)
  %3013 = add nuw nsw i64 %2979, 1
  %3014 = getelementptr inbounds float, ptr %2980, i64 %1087
  %3015 = getelementptr inbounds nuw float, ptr %2981, i64 %101
  %3016 = icmp eq i64 %3013, %2896
  br i1 %3016, label %3017, label %2972

3017:                                             ; preds = %2972, %2927, %2922, %2923
  %3018 = phi <16 x float> [ %2908, %2923 ], [ %2908, %2922 ], [ %2942, %2927 ], [ %2987, %2972 ]
  %3019 = phi <16 x float> [ %2909, %2923 ], [ %2909, %2922 ], [ %2947, %2927 ], [ %2992, %2972 ]
  %3020 = phi <16 x float> [ %2910, %2923 ], [ %2910, %2922 ], [ %2952, %2927 ], [ %2997, %2972 ]
  %3021 = phi <16 x float> [ %2911, %2923 ], [ %2911, %2922 ], [ %2957, %2927 ], [ %3002, %2972 ]
  %3022 = phi <16 x float> [ %2912, %2923 ], [ %2912, %2922 ], [ %2962, %2927 ], [ %3007, %2972 ]
  %3023 = phi <16 x float> [ %2913, %2923 ], [ %2913, %2922 ], [ %2967, %2927 ], [ %3012, %2972 ]
  %3024 = add nuw nsw i64 %2914, 1
  %3025 = icmp eq i64 %3024, %101
  br i1 %3025, label %2865, label %2907

3026:                                             ; preds = %2874
  %3027 = getelementptr inbounds float, ptr %1284, i64 %2882
  switch i64 %119, label %2567 [
    i64 1, label %3028
    i64 2, label %3031
    i64 3, label %3038
    i64 0, label %3083
  ]

3028:                                             ; preds = %3026
  %3029 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3027, <16 x i1> %2884, <16 x float> zeroinitializer)
  %3030 = fadd <16 x float> %2875, %3029
  br label %3045

3031:                                             ; preds = %3026
  %3032 = bitcast <16 x float> %2875 to <8 x i64>
  %3033 = or <8 x i64> %3032, %107
  %3034 = fcmp oeq <16 x float> %2875, %55
  %3035 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2875, i32 4)
  %3036 = bitcast <8 x i64> %3033 to <16 x float>
  %3037 = select <16 x i1> %3034, <16 x float> %3036, <16 x float> %3035
  br label %3045

3038:                                             ; preds = %3026
  %3039 = bitcast <16 x float> %2875 to <8 x i64>
  %3040 = and <8 x i64> %3039, %106
  %3041 = fcmp oeq <16 x float> %2875, %52
  %3042 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2875, i32 4)
  %3043 = bitcast <8 x i64> %3040 to <16 x float>
  %3044 = select <16 x i1> %3041, <16 x float> %3043, <16 x float> %3042
  br label %3045

3045:                                             ; preds = %3038, %3031, %3028
  %3046 = phi <16 x float> [ %3030, %3028 ], [ %3037, %3031 ], [ %3044, %3038 ]
  switch i64 %121, label %2567 [
    i64 1, label %3061
    i64 2, label %3054
    i64 3, label %3047
    i64 0, label %3083
  ]

3047:                                             ; preds = %3045
  %3048 = bitcast <16 x float> %3046 to <8 x i64>
  %3049 = and <8 x i64> %3048, %106
  %3050 = fcmp oeq <16 x float> %3046, %52
  %3051 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %3046, i32 4)
  %3052 = bitcast <8 x i64> %3049 to <16 x float>
  %3053 = select <16 x i1> %3050, <16 x float> %3052, <16 x float> %3051
  br label %3064

3054:                                             ; preds = %3045
  %3055 = bitcast <16 x float> %3046 to <8 x i64>
  %3056 = or <8 x i64> %3055, %107
  %3057 = fcmp oeq <16 x float> %3046, %55
  %3058 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %3046, i32 4)
  %3059 = bitcast <8 x i64> %3056 to <16 x float>
  %3060 = select <16 x i1> %3057, <16 x float> %3059, <16 x float> %3058
  br label %3064

3061:                                             ; preds = %3045
  %3062 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3027, <16 x i1> %2884, <16 x float> zeroinitializer)
  %3063 = fadd <16 x float> %3046, %3062
  br label %3064

3064:                                             ; preds = %3061, %3054, %3047
  %3065 = phi <16 x float> [ %3063, %3061 ], [ %3060, %3054 ], [ %3053, %3047 ]
  switch i64 %123, label %2567 [
    i64 1, label %3080
    i64 2, label %3073
    i64 3, label %3066
    i64 0, label %3083
  ]

3066:                                             ; preds = %3064
  %3067 = bitcast <16 x float> %3065 to <8 x i64>
  %3068 = and <8 x i64> %3067, %106
  %3069 = fcmp oeq <16 x float> %3065, %52
  %3070 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %3065, i32 4)
  %3071 = bitcast <8 x i64> %3068 to <16 x float>
  %3072 = select <16 x i1> %3069, <16 x float> %3071, <16 x float> %3070
  br label %3083

3073:                                             ; preds = %3064
  %3074 = bitcast <16 x float> %3065 to <8 x i64>
  %3075 = or <8 x i64> %3074, %107
  %3076 = fcmp oeq <16 x float> %3065, %55
  %3077 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %3065, i32 4)
  %3078 = bitcast <8 x i64> %3075 to <16 x float>
  %3079 = select <16 x i1> %3076, <16 x float> %3078, <16 x float> %3077
  br label %3083

3080:                                             ; preds = %3064
  %3081 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3027, <16 x i1> %2884, <16 x float> zeroinitializer)
  %3082 = fadd <16 x float> %3065, %3081
  br label %3083

3083:                                             ; preds = %3026, %3045, %3064, %3080, %3073, %3066, %2874
  %3084 = phi <16 x float> [ %2875, %2874 ], [ %2875, %3026 ], [ %3065, %3064 ], [ %3046, %3045 ], [ %3082, %3080 ], [ %3079, %3073 ], [ %3072, %3066 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3084, ptr align 1 %2885, <16 x i1> %2884)
  %3085 = add nsw i64 %2881, %1843
  %3086 = bitcast i16 %2813 to <16 x i1>
  %3087 = select i1 %1844, <16 x i1> zeroinitializer, <16 x i1> %3086
  %3088 = getelementptr inbounds float, ptr %1286, i64 %3085
  br i1 %105, label %3146, label %3089

3089:                                             ; preds = %3083
  %3090 = getelementptr inbounds float, ptr %1284, i64 %3085
  switch i64 %124, label %2567 [
    i64 1, label %3105
    i64 2, label %3098
    i64 3, label %3091
    i64 0, label %3146
  ]

3091:                                             ; preds = %3089
  %3092 = bitcast <16 x float> %2876 to <8 x i64>
  %3093 = and <8 x i64> %3092, %106
  %3094 = fcmp oeq <16 x float> %2876, %52
  %3095 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2876, i32 4)
  %3096 = bitcast <8 x i64> %3093 to <16 x float>
  %3097 = select <16 x i1> %3094, <16 x float> %3096, <16 x float> %3095
  br label %3108

3098:                                             ; preds = %3089
  %3099 = bitcast <16 x float> %2876 to <8 x i64>
  %3100 = or <8 x i64> %3099, %107
  %3101 = fcmp oeq <16 x float> %2876, %55
  %3102 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2876, i32 4)
  %3103 = bitcast <8 x i64> %3100 to <16 x float>
  %3104 = select <16 x i1> %3101, <16 x float> %3103, <16 x float> %3102
  br label %3108

3105:                                             ; preds = %3089
  %3106 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3090, <16 x i1> %3087, <16 x float> zeroinitializer)
  %3107 = fadd <16 x float> %2876, %3106
  br label %3108

3108:                                             ; preds = %3105, %3098, %3091
  %3109 = phi <16 x float> [ %3107, %3105 ], [ %3104, %3098 ], [ %3097, %3091 ]
  switch i64 %126, label %2567 [
    i64 1, label %3124
    i64 2, label %3117
    i64 3, label %3110
    i64 0, label %3146
  ]

3110:                                             ; preds = %3108
  %3111 = bitcast <16 x float> %3109 to <8 x i64>
  %3112 = and <8 x i64> %3111, %106
  %3113 = fcmp oeq <16 x float> %3109, %52
  %3114 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %3109, i32 4)
  %3115 = bitcast <8 x i64> %3112 to <16 x float>
  %3116 = select <16 x i1> %3113, <16 x float> %3115, <16 x float> %3114
  br label %3127

3117:                                             ; preds = %3108
  %3118 = bitcast <16 x float> %3109 to <8 x i64>
  %3119 = or <8 x i64> %3118, %107
  %3120 = fcmp oeq <16 x float> %3109, %55
  %3121 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %3109, i32 4)
  %3122 = bitcast <8 x i64> %3119 to <16 x float>
  %3123 = select <16 x i1> %3120, <16 x float> %3122, <16 x float> %3121
  br label %3127

3124:                                             ; preds = %3108
  %3125 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3090, <16 x i1> %3087, <16 x float> zeroinitializer)
  %3126 = fadd <16 x float> %3109, %3125
  br label %3127

3127:                                             ; preds = %3124, %3117, %3110
  %3128 = phi <16 x float> [ %3126, %3124 ], [ %3123, %3117 ], [ %3116, %3110 ]
  switch i64 %128, label %2567 [
    i64 1, label %3143
    i64 2, label %3136
    i64 3, label %3129
    i64 0, label %3146
  ]

3129:                                             ; preds = %3127
  %3130 = bitcast <16 x float> %3128 to <8 x i64>
  %3131 = and <8 x i64> %3130, %106
  %3132 = fcmp oeq <16 x float> %3128, %52
  %3133 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %3128, i32 4)
  %3134 = bitcast <8 x i64> %3131 to <16 x float>
  %3135 = select <16 x i1> %3132, <16 x float> %3134, <16 x float> %3133
  br label %3146

3136:                                             ; preds = %3127
  %3137 = bitcast <16 x float> %3128 to <8 x i64>
  %3138 = or <8 x i64> %3137, %107
  %3139 = fcmp oeq <16 x float> %3128, %55
  %3140 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %3128, i32 4)
  %3141 = bitcast <8 x i64> %3138 to <16 x float>
  %3142 = select <16 x i1> %3139, <16 x float> %3141, <16 x float> %3140
  br label %3146

3143:                                             ; preds = %3127
  %3144 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3090, <16 x i1> %3087, <16 x float> zeroinitializer)
  %3145 = fadd <16 x float> %3128, %3144
  br label %3146

3146:                                             ; preds = %3083, %3089, %3108, %3127, %3143, %3136, %3129
  %3147 = phi <16 x float> [ %3135, %3129 ], [ %2876, %3089 ], [ %3128, %3127 ], [ %3109, %3108 ], [ %3145, %3143 ], [ %3142, %3136 ], [ %2876, %3083 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3147, ptr align 1 %3088, <16 x i1> %3087)
  %3148 = add nsw i64 %2881, %1846
  %3149 = bitcast i16 %2813 to <16 x i1>
  %3150 = select i1 %1847, <16 x i1> zeroinitializer, <16 x i1> %3149
  %3151 = getelementptr inbounds float, ptr %1286, i64 %3148
  br i1 %105, label %3209, label %3152

3152:                                             ; preds = %3146
  %3153 = getelementptr inbounds float, ptr %1284, i64 %3148
  switch i64 %129, label %2567 [
    i64 1, label %3168
    i64 2, label %3161
    i64 3, label %3154
    i64 0, label %3209
  ]

3154:                                             ; preds = %3152
  %3155 = bitcast <16 x float> %2877 to <8 x i64>
  %3156 = and <8 x i64> %3155, %106
  %3157 = fcmp oeq <16 x float> %2877, %52
  %3158 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2877, i32 4)
  %3159 = bitcast <8 x i64> %3156 to <16 x float>
  %3160 = select <16 x i1> %3157, <16 x float> %3159, <16 x float> %3158
  br label %3171

3161:                                             ; preds = %3152
  %3162 = bitcast <16 x float> %2877 to <8 x i64>
  %3163 = or <8 x i64> %3162, %107
  %3164 = fcmp oeq <16 x float> %2877, %55
  %3165 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2877, i32 4)
  %3166 = bitcast <8 x i64> %3163 to <16 x float>
  %3167 = select <16 x i1> %3164, <16 x float> %3166, <16 x float> %3165
  br label %3171

3168:                                             ; preds = %3152
  %3169 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3153, <16 x i1> %3150, <16 x float> zeroinitializer)
  %3170 = fadd <16 x float> %2877, %3169
  br label %3171

3171:                                             ; preds = %3168, %3161, %3154
  %3172 = phi <16 x float> [ %3170, %3168 ], [ %3167, %3161 ], [ %3160, %3154 ]
  switch i64 %131, label %2567 [
    i64 1, label %3187
    i64 2, label %3180
    i64 3, label %3173
    i64 0, label %3209
  ]

3173:                                             ; preds = %3171
  %3174 = bitcast <16 x float> %3172 to <8 x i64>
  %3175 = and <8 x i64> %3174, %106
  %3176 = fcmp oeq <16 x float> %3172, %52
  %3177 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %3172, i32 4)
  %3178 = bitcast <8 x i64> %3175 to <16 x float>
  %3179 = select <16 x i1> %3176, <16 x float> %3178, <16 x float> %3177
  br label %3190

3180:                                             ; preds = %3171
  %3181 = bitcast <16 x float> %3172 to <8 x i64>
  %3182 = or <8 x i64> %3181, %107
  %3183 = fcmp oeq <16 x float> %3172, %55
  %3184 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %3172, i32 4)
  %3185 = bitcast <8 x i64> %3182 to <16 x float>
  %3186 = select <16 x i1> %3183, <16 x float> %3185, <16 x float> %3184
  br label %3190

3187:                                             ; preds = %3171
  %3188 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3153, <16 x i1> %3150, <16 x float> zeroinitializer)
  %3189 = fadd <16 x float> %3172, %3188
  br label %3190

3190:                                             ; preds = %3187, %3180, %3173
  %3191 = phi <16 x float> [ %3189, %3187 ], [ %3186, %3180 ], [ %3179, %3173 ]
  switch i64 %133, label %2567 [
    i64 1, label %3206
    i64 2, label %3199
    i64 3, label %3192
    i64 0, label %3209
  ]

3192:                                             ; preds = %3190
  %3193 = bitcast <16 x float> %3191 to <8 x i64>
  %3194 = and <8 x i64> %3193, %106
  %3195 = fcmp oeq <16 x float> %3191, %52
  %3196 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %3191, i32 4)
  %3197 = bitcast <8 x i64> %3194 to <16 x float>
  %3198 = select <16 x i1> %3195, <16 x float> %3197, <16 x float> %3196
  br label %3209

3199:                                             ; preds = %3190
  %3200 = bitcast <16 x float> %3191 to <8 x i64>
  %3201 = or <8 x i64> %3200, %107
  %3202 = fcmp oeq <16 x float> %3191, %55
  %3203 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %3191, i32 4)
  %3204 = bitcast <8 x i64> %3201 to <16 x float>
  %3205 = select <16 x i1> %3202, <16 x float> %3204, <16 x float> %3203
  br label %3209

3206:                                             ; preds = %3190
  %3207 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3153, <16 x i1> %3150, <16 x float> zeroinitializer)
  %3208 = fadd <16 x float> %3191, %3207
  br label %3209

3209:                                             ; preds = %3146, %3152, %3171, %3190, %3206, %3199, %3192
  %3210 = phi <16 x float> [ %3198, %3192 ], [ %2877, %3152 ], [ %3191, %3190 ], [ %3172, %3171 ], [ %3208, %3206 ], [ %3205, %3199 ], [ %2877, %3146 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3210, ptr align 1 %3151, <16 x i1> %3150)
  %3211 = add nsw i64 %2881, %1849
  %3212 = bitcast i16 %2813 to <16 x i1>
  %3213 = select i1 %1850, <16 x i1> zeroinitializer, <16 x i1> %3212
  %3214 = getelementptr inbounds float, ptr %1286, i64 %3211
  br i1 %105, label %3272, label %3215

3215:                                             ; preds = %3209
  %3216 = getelementptr inbounds float, ptr %1284, i64 %3211
  switch i64 %134, label %2567 [
    i64 1, label %3231
    i64 2, label %3224
    i64 3, label %3217
    i64 0, label %3272
  ]

3217:                                             ; preds = %3215
  %3218 = bitcast <16 x float> %2878 to <8 x i64>
  %3219 = and <8 x i64> %3218, %106
  %3220 = fcmp oeq <16 x float> %2878, %52
  %3221 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2878, i32 4)
  %3222 = bitcast <8 x i64> %3219 to <16 x float>
  %3223 = select <16 x i1> %3220, <16 x float> %3222, <16 x float> %3221
  br label %3234

3224:                                             ; preds = %3215
  %3225 = bitcast <16 x float> %2878 to <8 x i64>
  %3226 = or <8 x i64> %3225, %107
  %3227 = fcmp oeq <16 x float> %2878, %55
  %3228 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2878, i32 4)
  %3229 = bitcast <8 x i64> %3226 to <16 x float>
  %3230 = select <16 x i1> %3227, <16 x float> %3229, <16 x float> %3228
  br label %3234

3231:                                             ; preds = %3215
  %3232 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3216, <16 x i1> %3213, <16 x float> zeroinitializer)
  %3233 = fadd <16 x float> %2878, %3232
  br label %3234

3234:                                             ; preds = %3231, %3224, %3217
  %3235 = phi <16 x float> [ %3233, %3231 ], [ %3230, %3224 ], [ %3223, %3217 ]
  switch i64 %136, label %2567 [
    i64 1, label %3250
    i64 2, label %3243
    i64 3, label %3236
    i64 0, label %3272
  ]

3236:                                             ; preds = %3234
  %3237 = bitcast <16 x float> %3235 to <8 x i64>
  %3238 = and <8 x i64> %3237, %106
  %3239 = fcmp oeq <16 x float> %3235, %52
  %3240 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %3235, i32 4)
  %3241 = bitcast <8 x i64> %3238 to <16 x float>
  %3242 = select <16 x i1> %3239, <16 x float> %3241, <16 x float> %3240
  br label %3253

3243:                                             ; preds = %3234
  %3244 = bitcast <16 x float> %3235 to <8 x i64>
  %3245 = or <8 x i64> %3244, %107
  %3246 = fcmp oeq <16 x float> %3235, %55
  %3247 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %3235, i32 4)
  %3248 = bitcast <8 x i64> %3245 to <16 x float>
  %3249 = select <16 x i1> %3246, <16 x float> %3248, <16 x float> %3247
  br label %3253

3250:                                             ; preds = %3234
  %3251 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3216, <16 x i1> %3213, <16 x float> zeroinitializer)
  %3252 = fadd <16 x float> %3235, %3251
  br label %3253

3253:                                             ; preds = %3250, %3243, %3236
  %3254 = phi <16 x float> [ %3252, %3250 ], [ %3249, %3243 ], [ %3242, %3236 ]
  switch i64 %138, label %2567 [
    i64 1, label %3269
    i64 2, label %3262
    i64 3, label %3255
    i64 0, label %3272
  ]

3255:                                             ; preds = %3253
  %3256 = bitcast <16 x float> %3254 to <8 x i64>
  %3257 = and <8 x i64> %3256, %106
  %3258 = fcmp oeq <16 x float> %3254, %52
  %3259 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %3254, i32 4)
  %3260 = bitcast <8 x i64> %3257 to <16 x float>
  %3261 = select <16 x i1> %3258, <16 x float> %3260, <16 x float> %3259
  br label %3272

3262:                                             ; preds = %3253
  %3263 = bitcast <16 x float> %3254 to <8 x i64>
  %3264 = or <8 x i64> %3263, %107
  %3265 = fcmp oeq <16 x float> %3254, %55
  %3266 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %3254, i32 4)
  %3267 = bitcast <8 x i64> %3264 to <16 x float>
  %3268 = select <16 x i1> %3265, <16 x float> %3267, <16 x float> %3266
  br label %3272

3269:                                             ; preds = %3253
  %3270 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3216, <16 x i1> %3213, <16 x float> zeroinitializer)
  %3271 = fadd <16 x float> %3254, %3270
  br label %3272

3272:                                             ; preds = %3209, %3215, %3234, %3253, %3269, %3262, %3255
  %3273 = phi <16 x float> [ %3261, %3255 ], [ %2878, %3215 ], [ %3254, %3253 ], [ %3235, %3234 ], [ %3271, %3269 ], [ %3268, %3262 ], [ %2878, %3209 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3273, ptr align 1 %3214, <16 x i1> %3213)
  %3274 = add nsw i64 %2881, %1852
  %3275 = bitcast i16 %2813 to <16 x i1>
  %3276 = select i1 %1853, <16 x i1> zeroinitializer, <16 x i1> %3275
  %3277 = getelementptr inbounds float, ptr %1286, i64 %3274
  br i1 %105, label %3335, label %3278

3278:                                             ; preds = %3272
  %3279 = getelementptr inbounds float, ptr %1284, i64 %3274
  switch i64 %139, label %2567 [
    i64 1, label %3294
    i64 2, label %3287
    i64 3, label %3280
    i64 0, label %3335
  ]

3280:                                             ; preds = %3278
  %3281 = bitcast <16 x float> %2879 to <8 x i64>
  %3282 = and <8 x i64> %3281, %106
  %3283 = fcmp oeq <16 x float> %2879, %52
  %3284 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2879, i32 4)
  %3285 = bitcast <8 x i64> %3282 to <16 x float>
  %3286 = select <16 x i1> %3283, <16 x float> %3285, <16 x float> %3284
  br label %3297

3287:                                             ; preds = %3278
  %3288 = bitcast <16 x float> %2879 to <8 x i64>
  %3289 = or <8 x i64> %3288, %107
  %3290 = fcmp oeq <16 x float> %2879, %55
  %3291 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2879, i32 4)
  %3292 = bitcast <8 x i64> %3289 to <16 x float>
  %3293 = select <16 x i1> %3290, <16 x float> %3292, <16 x float> %3291
  br label %3297

3294:                                             ; preds = %3278
  %3295 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3279, <16 x i1> %3276, <16 x float> zeroinitializer)
  %3296 = fadd <16 x float> %2879, %3295
  br label %3297

3297:                                             ; preds = %3294, %3287, %3280
  %3298 = phi <16 x float> [ %3296, %3294 ], [ %3293, %3287 ], [ %3286, %3280 ]
  switch i64 %141, label %2567 [
    i64 1, label %3313
    i64 2, label %3306
    i64 3, label %3299
    i64 0, label %3335
  ]

3299:                                             ; preds = %3297
  %3300 = bitcast <16 x float> %3298 to <8 x i64>
  %3301 = and <8 x i64> %3300, %106
  %3302 = fcmp oeq <16 x float> %3298, %52
  %3303 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %3298, i32 4)
  %3304 = bitcast <8 x i64> %3301 to <16 x float>
  %3305 = select <16 x i1> %3302, <16 x float> %3304, <16 x float> %3303
  br label %3316

3306:                                             ; preds = %3297
  %3307 = bitcast <16 x float> %3298 to <8 x i64>
  %3308 = or <8 x i64> %3307, %107
  %3309 = fcmp oeq <16 x float> %3298, %55
  %3310 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %3298, i32 4)
  %3311 = bitcast <8 x i64> %3308 to <16 x float>
  %3312 = select <16 x i1> %3309, <16 x float> %3311, <16 x float> %3310
  br label %3316

3313:                                             ; preds = %3297
  %3314 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3279, <16 x i1> %3276, <16 x float> zeroinitializer)
  %3315 = fadd <16 x float> %3298, %3314
  br label %3316

3316:                                             ; preds = %3313, %3306, %3299
  %3317 = phi <16 x float> [ %3315, %3313 ], [ %3312, %3306 ], [ %3305, %3299 ]
  switch i64 %143, label %2567 [
    i64 1, label %3332
    i64 2, label %3325
    i64 3, label %3318
    i64 0, label %3335
  ]

3318:                                             ; preds = %3316
  %3319 = bitcast <16 x float> %3317 to <8 x i64>
  %3320 = and <8 x i64> %3319, %106
  %3321 = fcmp oeq <16 x float> %3317, %52
  %3322 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %3317, i32 4)
  %3323 = bitcast <8 x i64> %3320 to <16 x float>
  %3324 = select <16 x i1> %3321, <16 x float> %3323, <16 x float> %3322
  br label %3335

3325:                                             ; preds = %3316
  %3326 = bitcast <16 x float> %3317 to <8 x i64>
  %3327 = or <8 x i64> %3326, %107
  %3328 = fcmp oeq <16 x float> %3317, %55
  %3329 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %3317, i32 4)
  %3330 = bitcast <8 x i64> %3327 to <16 x float>
  %3331 = select <16 x i1> %3328, <16 x float> %3330, <16 x float> %3329
  br label %3335

3332:                                             ; preds = %3316
  %3333 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3279, <16 x i1> %3276, <16 x float> zeroinitializer)
  %3334 = fadd <16 x float> %3317, %3333
  br label %3335

3335:                                             ; preds = %3272, %3278, %3297, %3316, %3332, %3325, %3318
  %3336 = phi <16 x float> [ %3324, %3318 ], [ %2879, %3278 ], [ %3317, %3316 ], [ %3298, %3297 ], [ %3334, %3332 ], [ %3331, %3325 ], [ %2879, %3272 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3336, ptr align 1 %3277, <16 x i1> %3276)
  %3337 = add nsw i64 %2881, %1855
  %3338 = bitcast i16 %2813 to <16 x i1>
  %3339 = select i1 %1856, <16 x i1> zeroinitializer, <16 x i1> %3338
  %3340 = getelementptr inbounds float, ptr %1286, i64 %3337
  br i1 %105, label %3398, label %3341

3341:                                             ; preds = %3335
  %3342 = getelementptr inbounds float, ptr %1284, i64 %3337
  switch i64 %144, label %2567 [
    i64 1, label %3357
    i64 2, label %3350
    i64 3, label %3343
    i64 0, label %3398
  ]

3343:                                             ; preds = %3341
  %3344 = bitcast <16 x float> %2880 to <8 x i64>
  %3345 = and <8 x i64> %3344, %106
  %3346 = fcmp oeq <16 x float> %2880, %52
  %3347 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2880, i32 4)
  %3348 = bitcast <8 x i64> %3345 to <16 x float>
  %3349 = select <16 x i1> %3346, <16 x float> %3348, <16 x float> %3347
  br label %3360

3350:                                             ; preds = %3341
  %3351 = bitcast <16 x float> %2880 to <8 x i64>
  %3352 = or <8 x i64> %3351, %107
  %3353 = fcmp oeq <16 x float> %2880, %55
  %3354 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2880, i32 4)
  %3355 = bitcast <8 x i64> %3352 to <16 x float>
  %3356 = select <16 x i1> %3353, <16 x float> %3355, <16 x float> %3354
  br label %3360

3357:                                             ; preds = %3341
  %3358 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3342, <16 x i1> %3339, <16 x float> zeroinitializer)
  %3359 = fadd <16 x float> %2880, %3358
  br label %3360

3360:                                             ; preds = %3357, %3350, %3343
  %3361 = phi <16 x float> [ %3359, %3357 ], [ %3356, %3350 ], [ %3349, %3343 ]
  switch i64 %146, label %2567 [
    i64 1, label %3376
    i64 2, label %3369
    i64 3, label %3362
    i64 0, label %3398
  ]

3362:                                             ; preds = %3360
  %3363 = bitcast <16 x float> %3361 to <8 x i64>
  %3364 = and <8 x i64> %3363, %106
  %3365 = fcmp oeq <16 x float> %3361, %52
  %3366 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %3361, i32 4)
  %3367 = bitcast <8 x i64> %3364 to <16 x float>
  %3368 = select <16 x i1> %3365, <16 x float> %3367, <16 x float> %3366
  br label %3379

3369:                                             ; preds = %3360
  %3370 = bitcast <16 x float> %3361 to <8 x i64>
  %3371 = or <8 x i64> %3370, %107
  %3372 = fcmp oeq <16 x float> %3361, %55
  %3373 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %3361, i32 4)
  %3374 = bitcast <8 x i64> %3371 to <16 x float>
  %3375 = select <16 x i1> %3372, <16 x float> %3374, <16 x float> %3373
  br label %3379

3376:                                             ; preds = %3360
  %3377 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3342, <16 x i1> %3339, <16 x float> zeroinitializer)
  %3378 = fadd <16 x float> %3361, %3377
  br label %3379

3379:                                             ; preds = %3376, %3369, %3362
  %3380 = phi <16 x float> [ %3378, %3376 ], [ %3375, %3369 ], [ %3368, %3362 ]
  switch i64 %148, label %2567 [
    i64 1, label %3395
    i64 2, label %3388
    i64 3, label %3381
    i64 0, label %3398
  ]

3381:                                             ; preds = %3379
  %3382 = bitcast <16 x float> %3380 to <8 x i64>
  %3383 = and <8 x i64> %3382, %106
  %3384 = fcmp oeq <16 x float> %3380, %52
  %3385 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %3380, i32 4)
  %3386 = bitcast <8 x i64> %3383 to <16 x float>
  %3387 = select <16 x i1> %3384, <16 x float> %3386, <16 x float> %3385
  br label %3398

3388:                                             ; preds = %3379
  %3389 = bitcast <16 x float> %3380 to <8 x i64>
  %3390 = or <8 x i64> %3389, %107
  %3391 = fcmp oeq <16 x float> %3380, %55
  %3392 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %3380, i32 4)
  %3393 = bitcast <8 x i64> %3390 to <16 x float>
  %3394 = select <16 x i1> %3391, <16 x float> %3393, <16 x float> %3392
  br label %3398

3395:                                             ; preds = %3379
  %3396 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3342, <16 x i1> %3339, <16 x float> zeroinitializer)
  %3397 = fadd <16 x float> %3380, %3396
  br label %3398

3398:                                             ; preds = %3335, %3341, %3360, %3379, %3395, %3388, %3381
  %3399 = phi <16 x float> [ %3387, %3381 ], [ %2880, %3341 ], [ %3380, %3379 ], [ %3361, %3360 ], [ %3397, %3395 ], [ %3394, %3388 ], [ %2880, %3335 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3399, ptr align 1 %3340, <16 x i1> %3339)
  %3400 = add nuw nsw i64 %2804, 1
  %3401 = icmp eq i64 %3400, %1763
  br i1 %3401, label %3402, label %2803

3402:                                             ; preds = %3398, %1813, %2802
  %3403 = add nsw i64 %1808, 6
  %3404 = icmp slt i64 %3403, %1292
  br i1 %3404, label %1807, label %1804
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8i64.v8p0(<8 x i64>, <8 x ptr>, <8 x i1>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8i32.v8p0(<8 x i32>, <8 x ptr>, <8 x i1>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i64> @llvm.smax.v8i64(<8 x i64>, <8 x i64>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i64> @llvm.smin.v8i64(<8 x i64>, <8 x i64>)

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
