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

246:                                              ; preds = %1807, %1278
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
  br label %1301

1094:                                             ; preds = %1400, %1085
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
  %1294 = and i64 %1087, 1022
  %1295 = icmp eq i64 %1294, 0
  %1296 = select i1 %1295, i64 8, i64 16
  %1297 = insertelement <4 x i64> poison, i64 %1291, i64 0
  %1298 = shufflevector <4 x i64> %1297, <4 x i64> poison, <4 x i32> zeroinitializer
  %1299 = insertelement <4 x i64> poison, i64 %1279, i64 0
  %1300 = shufflevector <4 x i64> %1299, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %1403

1301:                                             ; preds = %1092, %1400
  %1302 = phi i64 [ 0, %1092 ], [ %1401, %1400 ]
  %1303 = mul i64 %84, %1302
  %1304 = getelementptr inbounds float, ptr %1091, i64 %1303
  %1305 = mul nsw i64 %1302, %1087
  %1306 = getelementptr inbounds float, ptr %47, i64 %1305
  br i1 %81, label %1307, label %1400

1307:                                             ; preds = %1301, %1397
  %1308 = phi i64 [ %1398, %1397 ], [ 0, %1301 ]
  %1309 = shl nuw nsw i64 %1308, 1
  %1310 = shl nuw i64 1, %1309
  %1311 = and i64 %1310, %1086
  %1312 = icmp ne i64 %1311, 0
  %1313 = shl i64 2, %1309
  %1314 = and i64 %1313, %1086
  %1315 = icmp ne i64 %1314, 0
  %1316 = select i1 %1312, i1 true, i1 %1315
  br i1 %1316, label %1317, label %1397

1317:                                             ; preds = %1307
  %1318 = icmp slt i64 %1308, %281
  br i1 %1318, label %1319, label %1323

1319:                                             ; preds = %1317
  %1320 = xor i64 %1308, -1
  %1321 = add i64 %284, %1320
  %1322 = sdiv i64 %1321, %13
  br label %1323

1323:                                             ; preds = %1317, %1319
  %1324 = phi i64 [ %1322, %1319 ], [ 0, %1317 ]
  %1325 = tail call i64 @llvm.smin.i64(i64 %1324, i64 %286)
  %1326 = mul i64 %1093, %1309
  %1327 = getelementptr inbounds float, ptr %1306, i64 %1326
  %1328 = getelementptr inbounds float, ptr %1327, i64 %1093
  %1329 = icmp sgt i64 %1325, 0
  br i1 %1329, label %1330, label %1397

1330:                                             ; preds = %1323, %1340
  %1331 = phi i64 [ %1341, %1340 ], [ 0, %1323 ]
  %1332 = mul nuw nsw i64 %1331, %13
  %1333 = add nuw nsw i64 %1332, %1308
  %1334 = mul nsw i64 %1333, %8
  %1335 = getelementptr inbounds float, ptr %1304, i64 %1334
  br i1 %110, label %1336, label %1340

1336:                                             ; preds = %1330
  %1337 = mul nsw i64 %1331, %62
  %1338 = getelementptr inbounds float, ptr %1327, i64 %1337
  %1339 = getelementptr inbounds float, ptr %1328, i64 %1337
  br label %1343

1340:                                             ; preds = %1394, %1330
  %1341 = add nuw nsw i64 %1331, 1
  %1342 = icmp eq i64 %1341, %1325
  br i1 %1342, label %1397, label %1330

1343:                                             ; preds = %1336, %1394
  %1344 = phi i64 [ 0, %1336 ], [ %1395, %1394 ]
  %1345 = shl nuw nsw i64 %1344, 1
  %1346 = sub nsw i64 %8, %1345
  %1347 = icmp sgt i64 %1346, 15
  %1348 = trunc i64 %1346 to i32
  %1349 = shl nsw i32 -1, %1348
  %1350 = trunc i32 %1349 to i16
  %1351 = xor i16 %1350, -1
  %1352 = select i1 %1347, i16 -1, i16 %1351
  %1353 = icmp sgt i64 %1346, 31
  br i1 %1353, label %1362, label %1354

1354:                                             ; preds = %1343
  %1355 = tail call i64 @llvm.smax.i64(i64 %1346, i64 16)
  %1356 = trunc nuw nsw i64 %1355 to i32
  %1357 = add nsw i32 %1356, -16
  %1358 = shl nsw i32 -1, %1357
  %1359 = trunc nsw i32 %1358 to i16
  %1360 = xor i16 %1359, -1
  %1361 = bitcast i16 %1360 to <16 x i1>
  br label %1362

1362:                                             ; preds = %1354, %1343
  %1363 = phi <16 x i1> [ %1361, %1354 ], [ splat (i1 true), %1343 ]
  %1364 = getelementptr inbounds nuw float, ptr %1335, i64 %1345
  %1365 = bitcast i16 %1352 to <16 x i1>
  %1366 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1364, <16 x i1> %1365, <16 x float> zeroinitializer)
  %1367 = getelementptr inbounds nuw i8, ptr %1364, i64 64
  %1368 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1367, <16 x i1> %1363, <16 x float> zeroinitializer)
  %1369 = shufflevector <16 x float> %1366, <16 x float> %1368, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %1370 = sub nsw i64 %90, %1344
  br i1 %1312, label %1371, label %1382

1371:                                             ; preds = %1362
  %1372 = shufflevector <16 x float> %1366, <16 x float> %1368, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1373 = sub nsw i64 %109, %1344
  %1374 = getelementptr inbounds nuw float, ptr %1338, i64 %1344
  %1375 = icmp sgt i64 %1373, 15
  %1376 = trunc i64 %1373 to i32
  %1377 = shl nsw i32 -1, %1376
  %1378 = trunc i32 %1377 to i16
  %1379 = xor i16 %1378, -1
  %1380 = select i1 %1375, i16 -1, i16 %1379
  %1381 = bitcast i16 %1380 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1372, ptr align 1 %1374, <16 x i1> %1381)
  br label %1382

1382:                                             ; preds = %1371, %1362
  %1383 = icmp sgt i64 %1370, 0
  %1384 = select i1 %1315, i1 %1383, i1 false
  br i1 %1384, label %1385, label %1394

1385:                                             ; preds = %1382
  %1386 = getelementptr inbounds nuw float, ptr %1339, i64 %1344
  %1387 = icmp samesign ugt i64 %1370, 15
  %1388 = trunc i64 %1370 to i32
  %1389 = shl nsw i32 -1, %1388
  %1390 = trunc i32 %1389 to i16
  %1391 = xor i16 %1390, -1
  %1392 = select i1 %1387, i16 -1, i16 %1391
  %1393 = bitcast i16 %1392 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1369, ptr align 1 %1386, <16 x i1> %1393)
  br label %1394

1394:                                             ; preds = %1385, %1382
  %1395 = add nuw nsw i64 %1344, 16
  %1396 = icmp slt i64 %1395, %109
  br i1 %1396, label %1343, label %1340

1397:                                             ; preds = %1340, %1323, %1307
  %1398 = add nuw nsw i64 %1308, 1
  %1399 = icmp eq i64 %1398, %13
  br i1 %1399, label %1400, label %1307

1400:                                             ; preds = %1397, %1301
  %1401 = add nuw nsw i64 %1302, 1
  %1402 = icmp eq i64 %1401, %5
  br i1 %1402, label %1094, label %1301

1403:                                             ; preds = %1289, %1807
  %1404 = phi i64 [ %268, %1289 ], [ %1808, %1807 ]
  %1405 = sub nsw i64 %263, %1404
  %1406 = icmp sgt i64 %1405, 3
  %1407 = trunc i64 %1405 to i32
  %1408 = select i1 %1406, i32 4, i32 %1407
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  call void @llvm.lifetime.start.p0(ptr nonnull %40)
  %1409 = sext i32 %1408 to i64
  %1410 = insertelement <4 x i64> poison, i64 %1404, i64 0
  %1411 = shufflevector <4 x i64> %1410, <4 x i64> poison, <4 x i32> zeroinitializer
  %1412 = add <4 x i64> %1411, <i64 0, i64 1, i64 2, i64 3>
  %1413 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %1412, <4 x i64> %1298)
  %1414 = shl nsw <4 x i64> %1413, splat (i64 4)
  store <4 x i64> %1414, ptr %38, align 16
  %1415 = insertelement <4 x i32> poison, i32 %1408, i64 0
  %1416 = shufflevector <4 x i32> %1415, <4 x i32> poison, <4 x i32> zeroinitializer
  %1417 = icmp sgt <4 x i32> %1416, <i32 0, i32 1, i32 2, i32 3>
  %1418 = sub nsw <4 x i64> %203, %1414
  %1419 = select <4 x i1> %1417, <4 x i64> %1418, <4 x i64> zeroinitializer
  store <4 x i64> %1419, ptr %39, align 16
  %1420 = sub nsw <4 x i64> %1414, %1300
  store <4 x i64> %1420, ptr %40, align 16
  br label %1421

1421:                                             ; preds = %1403, %1740
  %1422 = phi i64 [ 0, %1403 ], [ %1741, %1740 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %34, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %33, i8 0, i64 28, i1 false)
  %1423 = icmp slt i64 %1422, %1409
  %1424 = getelementptr inbounds nuw i64, ptr %40, i64 %1422
  %1425 = load i64, ptr %1424, align 8
  br i1 %1423, label %1426, label %1435

1426:                                             ; preds = %1421
  %1427 = add i64 %1279, %1425
  %1428 = sub i64 %56, %1427
  %1429 = tail call i64 @llvm.smin.i64(i64 %1428, i64 16)
  %1430 = icmp sgt i64 %1428, 0
  br i1 %1430, label %1431, label %1435

1431:                                             ; preds = %1426
  %1432 = srem i64 %1425, %10
  %1433 = sub nsw i64 0, %1432
  %1434 = sdiv i64 %1425, %10
  br label %1439

1435:                                             ; preds = %1672, %1421, %1426
  br i1 %79, label %1436, label %1740

1436:                                             ; preds = %1435
  %1437 = getelementptr i64, ptr %35, i64 %1422
  %1438 = getelementptr i32, ptr %36, i64 %1422
  br label %1699

1439:                                             ; preds = %1431, %1672
  %1440 = phi i64 [ 0, %1672 ], [ %1433, %1431 ]
  %1441 = phi i64 [ %1445, %1672 ], [ 0, %1431 ]
  %1442 = phi i64 [ %1673, %1672 ], [ %1434, %1431 ]
  %1443 = add i64 %1440, %10
  %1444 = add i64 %1443, %1441
  %1445 = tail call i64 @llvm.smin.i64(i64 %1444, i64 %1429)
  br i1 %79, label %1446, label %1533

1446:                                             ; preds = %1439
  %1447 = trunc i64 %1445 to i32
  %1448 = shl nsw i32 -1, %1447
  %1449 = xor i32 %1448, -1
  %1450 = trunc i64 %1441 to i32
  %1451 = shl nsw i32 -1, %1450
  %1452 = and i32 %1451, %1449
  br i1 %204, label %1531, label %1453

1453:                                             ; preds = %1446
  br i1 %205, label %1509, label %1454

1454:                                             ; preds = %1453
  %1455 = insertelement <8 x i32> poison, i32 %1452, i64 0
  %1456 = shufflevector <8 x i32> %1455, <8 x i32> poison, <8 x i32> zeroinitializer
  %1457 = insertelement <8 x i64> poison, i64 %1442, i64 0
  %1458 = shufflevector <8 x i64> %1457, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1459

1459:                                             ; preds = %1459, %1454
  %1460 = phi i64 [ 0, %1454 ], [ %1505, %1459 ]
  %1461 = getelementptr inbounds nuw i64, ptr %93, i64 %1460
  %1462 = getelementptr inbounds nuw i8, ptr %1461, i64 64
  %1463 = getelementptr inbounds nuw i8, ptr %1461, i64 128
  %1464 = getelementptr inbounds nuw i8, ptr %1461, i64 192
  %1465 = load <8 x i64>, ptr %1461, align 8
  %1466 = load <8 x i64>, ptr %1462, align 8
  %1467 = load <8 x i64>, ptr %1463, align 8
  %1468 = load <8 x i64>, ptr %1464, align 8
  %1469 = add nsw <8 x i64> %1465, %1458
  %1470 = add nsw <8 x i64> %1466, %1458
  %1471 = add nsw <8 x i64> %1467, %1458
  %1472 = add nsw <8 x i64> %1468, %1458
  %1473 = icmp sgt <8 x i64> %1469, splat (i64 -1)
  %1474 = icmp sgt <8 x i64> %1470, splat (i64 -1)
  %1475 = icmp sgt <8 x i64> %1471, splat (i64 -1)
  %1476 = icmp sgt <8 x i64> %1472, splat (i64 -1)
  %1477 = getelementptr i64, ptr %94, i64 %1460
  %1478 = getelementptr i8, ptr %1477, i64 64
  %1479 = getelementptr i8, ptr %1477, i64 128
  %1480 = getelementptr i8, ptr %1477, i64 192
  %1481 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1477, <8 x i1> %1473, <8 x i64> poison)
  %1482 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1478, <8 x i1> %1474, <8 x i64> poison)
  %1483 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1479, <8 x i1> %1475, <8 x i64> poison)
  %1484 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1480, <8 x i1> %1476, <8 x i64> poison)
  %1485 = icmp slt <8 x i64> %1469, %1481
  %1486 = icmp slt <8 x i64> %1470, %1482
  %1487 = icmp slt <8 x i64> %1471, %1483
  %1488 = icmp slt <8 x i64> %1472, %1484
  %1489 = select <8 x i1> %1473, <8 x i1> %1485, <8 x i1> zeroinitializer
  %1490 = select <8 x i1> %1474, <8 x i1> %1486, <8 x i1> zeroinitializer
  %1491 = select <8 x i1> %1475, <8 x i1> %1487, <8 x i1> zeroinitializer
  %1492 = select <8 x i1> %1476, <8 x i1> %1488, <8 x i1> zeroinitializer
  %1493 = getelementptr i32, ptr %33, i64 %1460
  %1494 = getelementptr i8, ptr %1493, i64 32
  %1495 = getelementptr i8, ptr %1493, i64 64
  %1496 = getelementptr i8, ptr %1493, i64 96
  %1497 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1493, <8 x i1> %1489, <8 x i32> poison)
  %1498 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1494, <8 x i1> %1490, <8 x i32> poison)
  %1499 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1495, <8 x i1> %1491, <8 x i32> poison)
  %1500 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1496, <8 x i1> %1492, <8 x i32> poison)
  %1501 = or <8 x i32> %1497, %1456
  %1502 = or <8 x i32> %1498, %1456
  %1503 = or <8 x i32> %1499, %1456
  %1504 = or <8 x i32> %1500, %1456
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1501, ptr align 16 %1493, <8 x i1> %1489)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1502, ptr align 16 %1494, <8 x i1> %1490)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1503, ptr align 16 %1495, <8 x i1> %1491)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1504, ptr align 16 %1496, <8 x i1> %1492)
  %1505 = add nuw i64 %1460, 32
  %1506 = icmp eq i64 %1505, %207
  br i1 %1506, label %1507, label %1459

1507:                                             ; preds = %1459
  br i1 %208, label %1533, label %1508

1508:                                             ; preds = %1507
  br i1 %209, label %1531, label %1509

1509:                                             ; preds = %1453, %1508
  %1510 = phi i64 [ %207, %1508 ], [ 0, %1453 ]
  %1511 = insertelement <8 x i32> poison, i32 %1452, i64 0
  %1512 = shufflevector <8 x i32> %1511, <8 x i32> poison, <8 x i32> zeroinitializer
  %1513 = insertelement <8 x i64> poison, i64 %1442, i64 0
  %1514 = shufflevector <8 x i64> %1513, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1515

1515:                                             ; preds = %1515, %1509
  %1516 = phi i64 [ %1510, %1509 ], [ %1528, %1515 ]
  %1517 = getelementptr inbounds nuw i64, ptr %93, i64 %1516
  %1518 = load <8 x i64>, ptr %1517, align 8
  %1519 = add nsw <8 x i64> %1518, %1514
  %1520 = icmp sgt <8 x i64> %1519, splat (i64 -1)
  %1521 = getelementptr i64, ptr %94, i64 %1516
  %1522 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1521, <8 x i1> %1520, <8 x i64> poison)
  %1523 = icmp slt <8 x i64> %1519, %1522
  %1524 = select <8 x i1> %1520, <8 x i1> %1523, <8 x i1> zeroinitializer
  %1525 = getelementptr i32, ptr %33, i64 %1516
  %1526 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1525, <8 x i1> %1524, <8 x i32> poison)
  %1527 = or <8 x i32> %1526, %1512
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1527, ptr align 16 %1525, <8 x i1> %1524)
  %1528 = add nuw i64 %1516, 8
  %1529 = icmp eq i64 %1528, %210
  br i1 %1529, label %1530, label %1515

1530:                                             ; preds = %1515
  br i1 %211, label %1533, label %1531

1531:                                             ; preds = %1446, %1508, %1530
  %1532 = phi i64 [ 0, %1446 ], [ %207, %1508 ], [ %210, %1530 ]
  br label %1655

1533:                                             ; preds = %1669, %1507, %1530, %1439
  br i1 %80, label %1534, label %1672

1534:                                             ; preds = %1533
  %1535 = add i64 %1441, %1440
  br i1 %212, label %1653, label %1536

1536:                                             ; preds = %1534
  br i1 %213, label %1622, label %1537

1537:                                             ; preds = %1536
  %1538 = insertelement <8 x i64> poison, i64 %1535, i64 0
  %1539 = shufflevector <8 x i64> %1538, <8 x i64> poison, <8 x i32> zeroinitializer
  %1540 = insertelement <8 x i64> poison, i64 %1441, i64 0
  %1541 = shufflevector <8 x i64> %1540, <8 x i64> poison, <8 x i32> zeroinitializer
  %1542 = insertelement <8 x i64> poison, i64 %1445, i64 0
  %1543 = shufflevector <8 x i64> %1542, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1544

1544:                                             ; preds = %1544, %1537
  %1545 = phi i64 [ 0, %1537 ], [ %1618, %1544 ]
  %1546 = getelementptr inbounds nuw i64, ptr %97, i64 %1545
  %1547 = getelementptr inbounds nuw i8, ptr %1546, i64 64
  %1548 = getelementptr inbounds nuw i8, ptr %1546, i64 128
  %1549 = getelementptr inbounds nuw i8, ptr %1546, i64 192
  %1550 = load <8 x i64>, ptr %1546, align 8
  %1551 = load <8 x i64>, ptr %1547, align 8
  %1552 = load <8 x i64>, ptr %1548, align 8
  %1553 = load <8 x i64>, ptr %1549, align 8
  %1554 = sub <8 x i64> %1539, %1550
  %1555 = sub <8 x i64> %1539, %1551
  %1556 = sub <8 x i64> %1539, %1552
  %1557 = sub <8 x i64> %1539, %1553
  %1558 = getelementptr inbounds nuw i64, ptr %98, i64 %1545
  %1559 = getelementptr inbounds nuw i8, ptr %1558, i64 64
  %1560 = getelementptr inbounds nuw i8, ptr %1558, i64 128
  %1561 = getelementptr inbounds nuw i8, ptr %1558, i64 192
  %1562 = load <8 x i64>, ptr %1558, align 8
  %1563 = load <8 x i64>, ptr %1559, align 8
  %1564 = load <8 x i64>, ptr %1560, align 8
  %1565 = load <8 x i64>, ptr %1561, align 8
  %1566 = add nsw <8 x i64> %1554, %1562
  %1567 = add nsw <8 x i64> %1555, %1563
  %1568 = add nsw <8 x i64> %1556, %1564
  %1569 = add nsw <8 x i64> %1557, %1565
  %1570 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1554, <8 x i64> %1541)
  %1571 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1555, <8 x i64> %1541)
  %1572 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1556, <8 x i64> %1541)
  %1573 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1557, <8 x i64> %1541)
  %1574 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1566, <8 x i64> %1543)
  %1575 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1567, <8 x i64> %1543)
  %1576 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1568, <8 x i64> %1543)
  %1577 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1569, <8 x i64> %1543)
  %1578 = icmp slt <8 x i64> %1570, %1574
  %1579 = icmp slt <8 x i64> %1571, %1575
  %1580 = icmp slt <8 x i64> %1572, %1576
  %1581 = icmp slt <8 x i64> %1573, %1577
  %1582 = trunc <8 x i64> %1574 to <8 x i32>
  %1583 = trunc <8 x i64> %1575 to <8 x i32>
  %1584 = trunc <8 x i64> %1576 to <8 x i32>
  %1585 = trunc <8 x i64> %1577 to <8 x i32>
  %1586 = shl nsw <8 x i32> splat (i32 -1), %1582
  %1587 = shl nsw <8 x i32> splat (i32 -1), %1583
  %1588 = shl nsw <8 x i32> splat (i32 -1), %1584
  %1589 = shl nsw <8 x i32> splat (i32 -1), %1585
  %1590 = xor <8 x i32> %1586, splat (i32 -1)
  %1591 = xor <8 x i32> %1587, splat (i32 -1)
  %1592 = xor <8 x i32> %1588, splat (i32 -1)
  %1593 = xor <8 x i32> %1589, splat (i32 -1)
  %1594 = trunc <8 x i64> %1570 to <8 x i32>
  %1595 = trunc <8 x i64> %1571 to <8 x i32>
  %1596 = trunc <8 x i64> %1572 to <8 x i32>
  %1597 = trunc <8 x i64> %1573 to <8 x i32>
  %1598 = shl nsw <8 x i32> splat (i32 -1), %1594
  %1599 = shl nsw <8 x i32> splat (i32 -1), %1595
  %1600 = shl nsw <8 x i32> splat (i32 -1), %1596
  %1601 = shl nsw <8 x i32> splat (i32 -1), %1597
  %1602 = and <8 x i32> %1598, %1590
  %1603 = and <8 x i32> %1599, %1591
  %1604 = and <8 x i32> %1600, %1592
  %1605 = and <8 x i32> %1601, %1593
  %1606 = getelementptr i32, ptr %34, i64 %1545
  %1607 = getelementptr i8, ptr %1606, i64 32
  %1608 = getelementptr i8, ptr %1606, i64 64
  %1609 = getelementptr i8, ptr %1606, i64 96
  %1610 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1606, <8 x i1> %1578, <8 x i32> poison)
  %1611 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1607, <8 x i1> %1579, <8 x i32> poison)
  %1612 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1608, <8 x i1> %1580, <8 x i32> poison)
  %1613 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1609, <8 x i1> %1581, <8 x i32> poison)
  %1614 = or <8 x i32> %1610, %1602
  %1615 = or <8 x i32> %1611, %1603
  %1616 = or <8 x i32> %1612, %1604
  %1617 = or <8 x i32> %1613, %1605
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1614, ptr align 16 %1606, <8 x i1> %1578)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1615, ptr align 16 %1607, <8 x i1> %1579)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1616, ptr align 16 %1608, <8 x i1> %1580)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1617, ptr align 16 %1609, <8 x i1> %1581)
  %1618 = add nuw i64 %1545, 32
  %1619 = icmp eq i64 %1618, %215
  br i1 %1619, label %1620, label %1544

1620:                                             ; preds = %1544
  br i1 %216, label %1672, label %1621

1621:                                             ; preds = %1620
  br i1 %217, label %1653, label %1622

1622:                                             ; preds = %1536, %1621
  %1623 = phi i64 [ %215, %1621 ], [ 0, %1536 ]
  %1624 = insertelement <8 x i64> poison, i64 %1535, i64 0
  %1625 = shufflevector <8 x i64> %1624, <8 x i64> poison, <8 x i32> zeroinitializer
  %1626 = insertelement <8 x i64> poison, i64 %1441, i64 0
  %1627 = shufflevector <8 x i64> %1626, <8 x i64> poison, <8 x i32> zeroinitializer
  %1628 = insertelement <8 x i64> poison, i64 %1445, i64 0
  %1629 = shufflevector <8 x i64> %1628, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1630

1630:                                             ; preds = %1630, %1622
  %1631 = phi i64 [ %1623, %1622 ], [ %1650, %1630 ]
  %1632 = getelementptr inbounds nuw i64, ptr %97, i64 %1631
  %1633 = load <8 x i64>, ptr %1632, align 8
  %1634 = sub <8 x i64> %1625, %1633
  %1635 = getelementptr inbounds nuw i64, ptr %98, i64 %1631
  %1636 = load <8 x i64>, ptr %1635, align 8
  %1637 = add nsw <8 x i64> %1634, %1636
  %1638 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1634, <8 x i64> %1627)
  %1639 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1637, <8 x i64> %1629)
  %1640 = icmp slt <8 x i64> %1638, %1639
  %1641 = trunc <8 x i64> %1639 to <8 x i32>
  %1642 = shl nsw <8 x i32> splat (i32 -1), %1641
  %1643 = xor <8 x i32> %1642, splat (i32 -1)
  %1644 = trunc <8 x i64> %1638 to <8 x i32>
  %1645 = shl nsw <8 x i32> splat (i32 -1), %1644
  %1646 = and <8 x i32> %1645, %1643
  %1647 = getelementptr i32, ptr %34, i64 %1631
  %1648 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1647, <8 x i1> %1640, <8 x i32> poison)
  %1649 = or <8 x i32> %1648, %1646
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1649, ptr align 16 %1647, <8 x i1> %1640)
  %1650 = add nuw i64 %1631, 8
  %1651 = icmp eq i64 %1650, %218
  br i1 %1651, label %1652, label %1630

1652:                                             ; preds = %1630
  br i1 %219, label %1672, label %1653

1653:                                             ; preds = %1534, %1621, %1652
  %1654 = phi i64 [ 0, %1534 ], [ %215, %1621 ], [ %218, %1652 ]
  br label %1675

1655:                                             ; preds = %1531, %1669
  %1656 = phi i64 [ %1670, %1669 ], [ %1532, %1531 ]
  %1657 = getelementptr inbounds nuw i64, ptr %93, i64 %1656
  %1658 = load i64, ptr %1657, align 8
  %1659 = add nsw i64 %1658, %1442
  %1660 = icmp sgt i64 %1659, -1
  br i1 %1660, label %1661, label %1669

1661:                                             ; preds = %1655
  %1662 = getelementptr inbounds nuw i64, ptr %94, i64 %1656
  %1663 = load i64, ptr %1662, align 8
  %1664 = icmp slt i64 %1659, %1663
  br i1 %1664, label %1665, label %1669

1665:                                             ; preds = %1661
  %1666 = getelementptr inbounds nuw i32, ptr %33, i64 %1656
  %1667 = load i32, ptr %1666, align 4
  %1668 = or i32 %1667, %1452
  store i32 %1668, ptr %1666, align 4
  br label %1669

1669:                                             ; preds = %1665, %1661, %1655
  %1670 = add nuw nsw i64 %1656, 1
  %1671 = icmp eq i64 %1670, %11
  br i1 %1671, label %1533, label %1655

1672:                                             ; preds = %1696, %1620, %1652, %1533
  %1673 = add nsw i64 %1442, 1
  %1674 = icmp slt i64 %1444, %1429
  br i1 %1674, label %1439, label %1435

1675:                                             ; preds = %1653, %1696
  %1676 = phi i64 [ %1697, %1696 ], [ %1654, %1653 ]
  %1677 = getelementptr inbounds nuw i64, ptr %97, i64 %1676
  %1678 = load i64, ptr %1677, align 8
  %1679 = sub i64 %1535, %1678
  %1680 = getelementptr inbounds nuw i64, ptr %98, i64 %1676
  %1681 = load i64, ptr %1680, align 8
  %1682 = add nsw i64 %1679, %1681
  %1683 = tail call i64 @llvm.smax.i64(i64 %1679, i64 %1441)
  %1684 = tail call i64 @llvm.smin.i64(i64 %1682, i64 %1445)
  %1685 = icmp slt i64 %1683, %1684
  br i1 %1685, label %1686, label %1696

1686:                                             ; preds = %1675
  %1687 = trunc i64 %1684 to i32
  %1688 = shl nsw i32 -1, %1687
  %1689 = xor i32 %1688, -1
  %1690 = trunc i64 %1683 to i32
  %1691 = shl nsw i32 -1, %1690
  %1692 = and i32 %1691, %1689
  %1693 = getelementptr inbounds nuw i32, ptr %34, i64 %1676
  %1694 = load i32, ptr %1693, align 4
  %1695 = or i32 %1694, %1692
  store i32 %1695, ptr %1693, align 4
  br label %1696

1696:                                             ; preds = %1686, %1675
  %1697 = add nuw nsw i64 %1676, 1
  %1698 = icmp eq i64 %1697, %12
  br i1 %1698, label %1672, label %1675

1699:                                             ; preds = %1436, %1743
  %1700 = phi i64 [ 0, %1436 ], [ %1744, %1743 ]
  br i1 %80, label %1701, label %1743

1701:                                             ; preds = %1699
  %1702 = getelementptr inbounds nuw i64, ptr %37, i64 %1700
  %1703 = load i64, ptr %1702, align 8
  %1704 = getelementptr inbounds nuw i64, ptr %93, i64 %1700
  %1705 = load i64, ptr %1704, align 8
  %1706 = mul nsw i64 %1705, %10
  %1707 = add i64 %1703, %1425
  %1708 = add i64 %1707, %1706
  %1709 = mul nuw nsw i64 %1700, %12
  %1710 = getelementptr inbounds nuw i32, ptr %33, i64 %1700
  %1711 = load i32, ptr %1710, align 4
  br i1 %220, label %1738, label %1712

1712:                                             ; preds = %1701
  %1713 = insertelement <8 x i64> poison, i64 %1708, i64 0
  %1714 = shufflevector <8 x i64> %1713, <8 x i64> poison, <8 x i32> zeroinitializer
  %1715 = insertelement <8 x i64> poison, i64 %1709, i64 0
  %1716 = shufflevector <8 x i64> %1715, <8 x i64> poison, <8 x i32> zeroinitializer
  %1717 = insertelement <8 x i32> poison, i32 %1711, i64 0
  %1718 = shufflevector <8 x i32> %1717, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %1719

1719:                                             ; preds = %1719, %1712
  %1720 = phi i64 [ 0, %1712 ], [ %1734, %1719 ]
  %1721 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %1712 ], [ %1735, %1719 ]
  %1722 = getelementptr inbounds nuw i64, ptr %96, i64 %1720
  %1723 = load <8 x i64>, ptr %1722, align 8
  %1724 = getelementptr inbounds nuw i64, ptr %97, i64 %1720
  %1725 = load <8 x i64>, ptr %1724, align 8
  %1726 = add <8 x i64> %1723, %1714
  %1727 = add nsw <8 x i64> %1726, %1725
  %1728 = add nuw nsw <8 x i64> %1721, %1716
  %1729 = getelementptr [4 x i64], ptr %1437, <8 x i64> %1728
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %1727, <8 x ptr> align 8 %1729, <8 x i1> splat (i1 true))
  %1730 = getelementptr inbounds nuw i32, ptr %34, i64 %1720
  %1731 = load <8 x i32>, ptr %1730, align 16
  %1732 = and <8 x i32> %1731, %1718
  %1733 = getelementptr [4 x i32], ptr %1438, <8 x i64> %1728
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %1732, <8 x ptr> align 4 %1733, <8 x i1> splat (i1 true))
  %1734 = add nuw i64 %1720, 8
  %1735 = add nuw nsw <8 x i64> %1721, splat (i64 8)
  %1736 = icmp eq i64 %1734, %221
  br i1 %1736, label %1737, label %1719

1737:                                             ; preds = %1719
  br i1 %222, label %1743, label %1738

1738:                                             ; preds = %1701, %1737
  %1739 = phi i64 [ 0, %1701 ], [ %221, %1737 ]
  br label %1746

1740:                                             ; preds = %1743, %1435
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  %1741 = add nuw nsw i64 %1422, 1
  %1742 = icmp eq i64 %1741, 4
  br i1 %1742, label %1762, label %1421

1743:                                             ; preds = %1746, %1737, %1699
  %1744 = add nuw nsw i64 %1700, 1
  %1745 = icmp eq i64 %1744, %11
  br i1 %1745, label %1740, label %1699

1746:                                             ; preds = %1738, %1746
  %1747 = phi i64 [ %1760, %1746 ], [ %1739, %1738 ]
  %1748 = getelementptr inbounds nuw i64, ptr %96, i64 %1747
  %1749 = load i64, ptr %1748, align 8
  %1750 = getelementptr inbounds nuw i64, ptr %97, i64 %1747
  %1751 = load i64, ptr %1750, align 8
  %1752 = add i64 %1749, %1708
  %1753 = add nsw i64 %1752, %1751
  %1754 = add nuw nsw i64 %1747, %1709
  %1755 = getelementptr [4 x i64], ptr %1437, i64 %1754
  store i64 %1753, ptr %1755, align 8
  %1756 = getelementptr inbounds nuw i32, ptr %34, i64 %1747
  %1757 = load i32, ptr %1756, align 4
  %1758 = and i32 %1757, %1711
  %1759 = getelementptr [4 x i32], ptr %1438, i64 %1754
  store i32 %1758, ptr %1759, align 4
  %1760 = add nuw nsw i64 %1747, 1
  %1761 = icmp eq i64 %1760, %12
  br i1 %1761, label %1743, label %1746

1762:                                             ; preds = %1740
  call void @llvm.lifetime.end.p0(ptr nonnull %40)
  br i1 %1293, label %1763, label %1807

1763:                                             ; preds = %1762
  %1764 = icmp eq i32 %1408, 4
  %1765 = icmp sgt i32 %1408, 0
  %1766 = zext nneg i32 %1408 to i64
  %1767 = extractelement <4 x i64> %1418, i64 0
  %1768 = icmp sgt i64 %1767, 15
  %1769 = trunc i64 %1767 to i32
  %1770 = shl nsw i32 -1, %1769
  %1771 = trunc i32 %1770 to i16
  %1772 = xor i16 %1771, -1
  %1773 = select i1 %1768, i16 -1, i16 %1772
  %1774 = extractelement <4 x i64> %1418, i64 1
  %1775 = icmp sgt i64 %1774, 15
  %1776 = trunc i64 %1774 to i32
  %1777 = shl nsw i32 -1, %1776
  %1778 = trunc i32 %1777 to i16
  %1779 = xor i16 %1778, -1
  %1780 = select i1 %1775, i16 -1, i16 %1779
  %1781 = extractelement <4 x i64> %1418, i64 2
  %1782 = icmp sgt i64 %1781, 15
  %1783 = trunc i64 %1781 to i32
  %1784 = shl nsw i32 -1, %1783
  %1785 = trunc i32 %1784 to i16
  %1786 = xor i16 %1785, -1
  %1787 = select i1 %1782, i16 -1, i16 %1786
  %1788 = extractelement <4 x i64> %1418, i64 3
  %1789 = icmp sgt i64 %1788, 15
  %1790 = trunc i64 %1788 to i32
  %1791 = shl nsw i32 -1, %1790
  %1792 = trunc i32 %1791 to i16
  %1793 = xor i16 %1792, -1
  %1794 = select i1 %1789, i16 -1, i16 %1793
  %1795 = bitcast i16 %1773 to <16 x i1>
  %1796 = bitcast i16 %1780 to <16 x i1>
  %1797 = bitcast i16 %1787 to <16 x i1>
  %1798 = bitcast i16 %1794 to <16 x i1>
  %1799 = bitcast i16 %1773 to <16 x i1>
  %1800 = bitcast i16 %1780 to <16 x i1>
  %1801 = bitcast i16 %1787 to <16 x i1>
  %1802 = bitcast i16 %1794 to <16 x i1>
  %1803 = extractelement <4 x i64> %1414, i64 0
  %1804 = extractelement <4 x i64> %1414, i64 1
  %1805 = extractelement <4 x i64> %1414, i64 2
  %1806 = extractelement <4 x i64> %1414, i64 3
  br label %1810

1807:                                             ; preds = %3397, %1762
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  %1808 = add nsw i64 %1404, 4
  %1809 = icmp slt i64 %1808, %263
  br i1 %1809, label %1403, label %246

1810:                                             ; preds = %1763, %3397
  %1811 = phi i64 [ %1287, %1763 ], [ %3398, %3397 ]
  %1812 = sub nsw i64 %1292, %1811
  %1813 = icmp sgt i64 %1812, 5
  %1814 = select i1 %1813, i64 %1811, i64 %100
  %1815 = sub nsw i64 %1811, %1814
  br i1 %1764, label %1860, label %1816

1816:                                             ; preds = %1810
  br i1 %1765, label %1817, label %3397

1817:                                             ; preds = %1816
  %1818 = mul i64 %103, %1814
  %1819 = getelementptr inbounds float, ptr %43, i64 %1814
  %1820 = getelementptr inbounds float, ptr %42, i64 %1818
  %1821 = getelementptr inbounds nuw i8, ptr %1819, i64 4
  %1822 = getelementptr inbounds nuw i8, ptr %1819, i64 8
  %1823 = getelementptr inbounds nuw i8, ptr %1819, i64 12
  %1824 = getelementptr inbounds nuw i8, ptr %1819, i64 16
  %1825 = getelementptr inbounds nuw i8, ptr %1819, i64 20
  %1826 = mul nsw i64 %1814, %56
  %1827 = getelementptr inbounds float, ptr %1281, i64 %1826
  %1828 = add nsw i64 %1814, 1
  %1829 = mul nsw i64 %1828, %56
  %1830 = getelementptr inbounds float, ptr %1281, i64 %1829
  %1831 = add nsw i64 %1814, 2
  %1832 = mul nsw i64 %1831, %56
  %1833 = getelementptr inbounds float, ptr %1281, i64 %1832
  %1834 = add nsw i64 %1814, 3
  %1835 = mul nsw i64 %1834, %56
  %1836 = getelementptr inbounds float, ptr %1281, i64 %1835
  %1837 = add nsw i64 %1814, 4
  %1838 = mul nsw i64 %1837, %56
  %1839 = getelementptr inbounds float, ptr %1281, i64 %1838
  %1840 = add nsw i64 %1814, 5
  %1841 = mul nsw i64 %1840, %56
  %1842 = getelementptr inbounds float, ptr %1281, i64 %1841
  %1843 = mul nsw i64 %1814, %56
  %1844 = icmp sgt i64 %1815, 0
  %1845 = add nsw i64 %1814, 1
  %1846 = mul nsw i64 %1845, %56
  %1847 = icmp sgt i64 %1815, 1
  %1848 = add nsw i64 %1814, 2
  %1849 = mul nsw i64 %1848, %56
  %1850 = icmp sgt i64 %1815, 2
  %1851 = add nsw i64 %1814, 3
  %1852 = mul nsw i64 %1851, %56
  %1853 = icmp sgt i64 %1815, 3
  %1854 = add nsw i64 %1814, 4
  %1855 = mul nsw i64 %1854, %56
  %1856 = icmp sgt i64 %1815, 4
  %1857 = add nsw i64 %1814, 5
  %1858 = mul nsw i64 %1857, %56
  %1859 = icmp sgt i64 %1815, 5
  br label %2802

1860:                                             ; preds = %1810
  %1861 = getelementptr inbounds float, ptr %43, i64 %1814
  br i1 %102, label %1873, label %1862

1862:                                             ; preds = %1860
  %1863 = load float, ptr %1861, align 4
  %1864 = insertelement <16 x float> poison, float %1863, i64 0
  %1865 = shufflevector <16 x float> %1864, <16 x float> poison, <16 x i32> zeroinitializer
  %1866 = insertelement <16 x float> poison, float %1863, i64 0
  %1867 = shufflevector <16 x float> %1866, <16 x float> poison, <16 x i32> zeroinitializer
  %1868 = insertelement <16 x float> poison, float %1863, i64 0
  %1869 = shufflevector <16 x float> %1868, <16 x float> poison, <16 x i32> zeroinitializer
  %1870 = load float, ptr %1861, align 4
  %1871 = insertelement <16 x float> poison, float %1870, i64 0
  %1872 = shufflevector <16 x float> %1871, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1884

1873:                                             ; preds = %1860
  %1874 = mul nsw i64 %1814, %56
  %1875 = getelementptr inbounds float, ptr %1281, i64 %1874
  %1876 = getelementptr inbounds float, ptr %1875, i64 %1803
  %1877 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1876, <16 x i1> %1795, <16 x float> zeroinitializer)
  %1878 = getelementptr inbounds float, ptr %1875, i64 %1804
  %1879 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1878, <16 x i1> %1796, <16 x float> zeroinitializer)
  %1880 = getelementptr inbounds float, ptr %1875, i64 %1805
  %1881 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1880, <16 x i1> %1797, <16 x float> zeroinitializer)
  %1882 = getelementptr inbounds float, ptr %1875, i64 %1806
  %1883 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1882, <16 x i1> %1798, <16 x float> zeroinitializer)
  br label %1884

1884:                                             ; preds = %1873, %1862
  %1885 = phi <16 x float> [ %1881, %1873 ], [ %1869, %1862 ]
  %1886 = phi <16 x float> [ %1879, %1873 ], [ %1867, %1862 ]
  %1887 = phi <16 x float> [ %1877, %1873 ], [ %1865, %1862 ]
  %1888 = phi <16 x float> [ %1883, %1873 ], [ %1872, %1862 ]
  br i1 %102, label %1901, label %1889

1889:                                             ; preds = %1884
  %1890 = getelementptr inbounds nuw i8, ptr %1861, i64 4
  %1891 = load float, ptr %1890, align 4
  %1892 = insertelement <16 x float> poison, float %1891, i64 0
  %1893 = shufflevector <16 x float> %1892, <16 x float> poison, <16 x i32> zeroinitializer
  %1894 = insertelement <16 x float> poison, float %1891, i64 0
  %1895 = shufflevector <16 x float> %1894, <16 x float> poison, <16 x i32> zeroinitializer
  %1896 = insertelement <16 x float> poison, float %1891, i64 0
  %1897 = shufflevector <16 x float> %1896, <16 x float> poison, <16 x i32> zeroinitializer
  %1898 = load float, ptr %1890, align 4
  %1899 = insertelement <16 x float> poison, float %1898, i64 0
  %1900 = shufflevector <16 x float> %1899, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1913

1901:                                             ; preds = %1884
  %1902 = add nsw i64 %1814, 1
  %1903 = mul nsw i64 %1902, %56
  %1904 = getelementptr inbounds float, ptr %1281, i64 %1903
  %1905 = getelementptr inbounds float, ptr %1904, i64 %1803
  %1906 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1905, <16 x i1> %1795, <16 x float> zeroinitializer)
  %1907 = getelementptr inbounds float, ptr %1904, i64 %1804
  %1908 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1907, <16 x i1> %1796, <16 x float> zeroinitializer)
  %1909 = getelementptr inbounds float, ptr %1904, i64 %1805
  %1910 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1909, <16 x i1> %1797, <16 x float> zeroinitializer)
  %1911 = getelementptr inbounds float, ptr %1904, i64 %1806
  %1912 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1911, <16 x i1> %1798, <16 x float> zeroinitializer)
  br label %1913

1913:                                             ; preds = %1901, %1889
  %1914 = phi <16 x float> [ %1910, %1901 ], [ %1897, %1889 ]
  %1915 = phi <16 x float> [ %1908, %1901 ], [ %1895, %1889 ]
  %1916 = phi <16 x float> [ %1906, %1901 ], [ %1893, %1889 ]
  %1917 = phi <16 x float> [ %1912, %1901 ], [ %1900, %1889 ]
  br i1 %102, label %1930, label %1918

1918:                                             ; preds = %1913
  %1919 = getelementptr inbounds nuw i8, ptr %1861, i64 8
  %1920 = load float, ptr %1919, align 4
  %1921 = insertelement <16 x float> poison, float %1920, i64 0
  %1922 = shufflevector <16 x float> %1921, <16 x float> poison, <16 x i32> zeroinitializer
  %1923 = insertelement <16 x float> poison, float %1920, i64 0
  %1924 = shufflevector <16 x float> %1923, <16 x float> poison, <16 x i32> zeroinitializer
  %1925 = insertelement <16 x float> poison, float %1920, i64 0
  %1926 = shufflevector <16 x float> %1925, <16 x float> poison, <16 x i32> zeroinitializer
  %1927 = load float, ptr %1919, align 4
  %1928 = insertelement <16 x float> poison, float %1927, i64 0
  %1929 = shufflevector <16 x float> %1928, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1942

1930:                                             ; preds = %1913
  %1931 = add nsw i64 %1814, 2
  %1932 = mul nsw i64 %1931, %56
  %1933 = getelementptr inbounds float, ptr %1281, i64 %1932
  %1934 = getelementptr inbounds float, ptr %1933, i64 %1803
  %1935 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1934, <16 x i1> %1795, <16 x float> zeroinitializer)
  %1936 = getelementptr inbounds float, ptr %1933, i64 %1804
  %1937 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1936, <16 x i1> %1796, <16 x float> zeroinitializer)
  %1938 = getelementptr inbounds float, ptr %1933, i64 %1805
  %1939 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1938, <16 x i1> %1797, <16 x float> zeroinitializer)
  %1940 = getelementptr inbounds float, ptr %1933, i64 %1806
  %1941 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1940, <16 x i1> %1798, <16 x float> zeroinitializer)
  br label %1942

1942:                                             ; preds = %1930, %1918
  %1943 = phi <16 x float> [ %1939, %1930 ], [ %1926, %1918 ]
  %1944 = phi <16 x float> [ %1937, %1930 ], [ %1924, %1918 ]
  %1945 = phi <16 x float> [ %1935, %1930 ], [ %1922, %1918 ]
  %1946 = phi <16 x float> [ %1941, %1930 ], [ %1929, %1918 ]
  br i1 %102, label %1959, label %1947

1947:                                             ; preds = %1942
  %1948 = getelementptr inbounds nuw i8, ptr %1861, i64 12
  %1949 = load float, ptr %1948, align 4
  %1950 = insertelement <16 x float> poison, float %1949, i64 0
  %1951 = shufflevector <16 x float> %1950, <16 x float> poison, <16 x i32> zeroinitializer
  %1952 = insertelement <16 x float> poison, float %1949, i64 0
  %1953 = shufflevector <16 x float> %1952, <16 x float> poison, <16 x i32> zeroinitializer
  %1954 = insertelement <16 x float> poison, float %1949, i64 0
  %1955 = shufflevector <16 x float> %1954, <16 x float> poison, <16 x i32> zeroinitializer
  %1956 = load float, ptr %1948, align 4
  %1957 = insertelement <16 x float> poison, float %1956, i64 0
  %1958 = shufflevector <16 x float> %1957, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1971

1959:                                             ; preds = %1942
  %1960 = add nsw i64 %1814, 3
  %1961 = mul nsw i64 %1960, %56
  %1962 = getelementptr inbounds float, ptr %1281, i64 %1961
  %1963 = getelementptr inbounds float, ptr %1962, i64 %1803
  %1964 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1963, <16 x i1> %1795, <16 x float> zeroinitializer)
  %1965 = getelementptr inbounds float, ptr %1962, i64 %1804
  %1966 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1965, <16 x i1> %1796, <16 x float> zeroinitializer)
  %1967 = getelementptr inbounds float, ptr %1962, i64 %1805
  %1968 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1967, <16 x i1> %1797, <16 x float> zeroinitializer)
  %1969 = getelementptr inbounds float, ptr %1962, i64 %1806
  %1970 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1969, <16 x i1> %1798, <16 x float> zeroinitializer)
  br label %1971

1971:                                             ; preds = %1959, %1947
  %1972 = phi <16 x float> [ %1968, %1959 ], [ %1955, %1947 ]
  %1973 = phi <16 x float> [ %1966, %1959 ], [ %1953, %1947 ]
  %1974 = phi <16 x float> [ %1964, %1959 ], [ %1951, %1947 ]
  %1975 = phi <16 x float> [ %1970, %1959 ], [ %1958, %1947 ]
  br i1 %102, label %1988, label %1976

1976:                                             ; preds = %1971
  %1977 = getelementptr inbounds nuw i8, ptr %1861, i64 16
  %1978 = load float, ptr %1977, align 4
  %1979 = insertelement <16 x float> poison, float %1978, i64 0
  %1980 = shufflevector <16 x float> %1979, <16 x float> poison, <16 x i32> zeroinitializer
  %1981 = insertelement <16 x float> poison, float %1978, i64 0
  %1982 = shufflevector <16 x float> %1981, <16 x float> poison, <16 x i32> zeroinitializer
  %1983 = insertelement <16 x float> poison, float %1978, i64 0
  %1984 = shufflevector <16 x float> %1983, <16 x float> poison, <16 x i32> zeroinitializer
  %1985 = load float, ptr %1977, align 4
  %1986 = insertelement <16 x float> poison, float %1985, i64 0
  %1987 = shufflevector <16 x float> %1986, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2000

1988:                                             ; preds = %1971
  %1989 = add nsw i64 %1814, 4
  %1990 = mul nsw i64 %1989, %56
  %1991 = getelementptr inbounds float, ptr %1281, i64 %1990
  %1992 = getelementptr inbounds float, ptr %1991, i64 %1803
  %1993 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1992, <16 x i1> %1795, <16 x float> zeroinitializer)
  %1994 = getelementptr inbounds float, ptr %1991, i64 %1804
  %1995 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1994, <16 x i1> %1796, <16 x float> zeroinitializer)
  %1996 = getelementptr inbounds float, ptr %1991, i64 %1805
  %1997 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1996, <16 x i1> %1797, <16 x float> zeroinitializer)
  %1998 = getelementptr inbounds float, ptr %1991, i64 %1806
  %1999 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1998, <16 x i1> %1798, <16 x float> zeroinitializer)
  br label %2000

2000:                                             ; preds = %1988, %1976
  %2001 = phi <16 x float> [ %1997, %1988 ], [ %1984, %1976 ]
  %2002 = phi <16 x float> [ %1995, %1988 ], [ %1982, %1976 ]
  %2003 = phi <16 x float> [ %1993, %1988 ], [ %1980, %1976 ]
  %2004 = phi <16 x float> [ %1999, %1988 ], [ %1987, %1976 ]
  br i1 %102, label %2017, label %2005

2005:                                             ; preds = %2000
  %2006 = getelementptr inbounds nuw i8, ptr %1861, i64 20
  %2007 = load float, ptr %2006, align 4
  %2008 = insertelement <16 x float> poison, float %2007, i64 0
  %2009 = shufflevector <16 x float> %2008, <16 x float> poison, <16 x i32> zeroinitializer
  %2010 = insertelement <16 x float> poison, float %2007, i64 0
  %2011 = shufflevector <16 x float> %2010, <16 x float> poison, <16 x i32> zeroinitializer
  %2012 = insertelement <16 x float> poison, float %2007, i64 0
  %2013 = shufflevector <16 x float> %2012, <16 x float> poison, <16 x i32> zeroinitializer
  %2014 = load float, ptr %2006, align 4
  %2015 = insertelement <16 x float> poison, float %2014, i64 0
  %2016 = shufflevector <16 x float> %2015, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2029

2017:                                             ; preds = %2000
  %2018 = add nsw i64 %1814, 5
  %2019 = mul nsw i64 %2018, %56
  %2020 = getelementptr inbounds float, ptr %1281, i64 %2019
  %2021 = getelementptr inbounds float, ptr %2020, i64 %1803
  %2022 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2021, <16 x i1> %1795, <16 x float> zeroinitializer)
  %2023 = getelementptr inbounds float, ptr %2020, i64 %1804
  %2024 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2023, <16 x i1> %1796, <16 x float> zeroinitializer)
  %2025 = getelementptr inbounds float, ptr %2020, i64 %1805
  %2026 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2025, <16 x i1> %1797, <16 x float> zeroinitializer)
  %2027 = getelementptr inbounds float, ptr %2020, i64 %1806
  %2028 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2027, <16 x i1> %1798, <16 x float> zeroinitializer)
  br label %2029

2029:                                             ; preds = %2017, %2005
  %2030 = phi <16 x float> [ %2026, %2017 ], [ %2013, %2005 ]
  %2031 = phi <16 x float> [ %2024, %2017 ], [ %2011, %2005 ]
  %2032 = phi <16 x float> [ %2022, %2017 ], [ %2009, %2005 ]
  %2033 = phi <16 x float> [ %2028, %2017 ], [ %2016, %2005 ]
  %2034 = mul i64 %103, %1814
  %2035 = getelementptr inbounds float, ptr %42, i64 %2034
  br i1 %83, label %2111, label %2086

2036:                                             ; preds = %2461, %2111
  %2037 = phi <16 x float> [ %2112, %2111 ], [ %2462, %2461 ]
  %2038 = phi <16 x float> [ %2113, %2111 ], [ %2463, %2461 ]
  %2039 = phi <16 x float> [ %2114, %2111 ], [ %2464, %2461 ]
  %2040 = phi <16 x float> [ %2115, %2111 ], [ %2465, %2461 ]
  %2041 = phi <16 x float> [ %2116, %2111 ], [ %2466, %2461 ]
  %2042 = phi <16 x float> [ %2117, %2111 ], [ %2467, %2461 ]
  %2043 = phi <16 x float> [ %2118, %2111 ], [ %2468, %2461 ]
  %2044 = phi <16 x float> [ %2119, %2111 ], [ %2469, %2461 ]
  %2045 = phi <16 x float> [ %2120, %2111 ], [ %2470, %2461 ]
  %2046 = phi <16 x float> [ %2121, %2111 ], [ %2471, %2461 ]
  %2047 = phi <16 x float> [ %2122, %2111 ], [ %2472, %2461 ]
  %2048 = phi <16 x float> [ %2123, %2111 ], [ %2473, %2461 ]
  %2049 = phi <16 x float> [ %2124, %2111 ], [ %2474, %2461 ]
  %2050 = phi <16 x float> [ %2125, %2111 ], [ %2475, %2461 ]
  %2051 = phi <16 x float> [ %2126, %2111 ], [ %2476, %2461 ]
  %2052 = phi <16 x float> [ %2127, %2111 ], [ %2477, %2461 ]
  %2053 = phi <16 x float> [ %2128, %2111 ], [ %2478, %2461 ]
  %2054 = phi <16 x float> [ %2129, %2111 ], [ %2479, %2461 ]
  %2055 = phi <16 x float> [ %2130, %2111 ], [ %2480, %2461 ]
  %2056 = phi <16 x float> [ %2131, %2111 ], [ %2481, %2461 ]
  %2057 = phi <16 x float> [ %2132, %2111 ], [ %2482, %2461 ]
  %2058 = phi <16 x float> [ %2133, %2111 ], [ %2483, %2461 ]
  %2059 = phi <16 x float> [ %2134, %2111 ], [ %2484, %2461 ]
  %2060 = phi <16 x float> [ %2135, %2111 ], [ %2485, %2461 ]
  %2061 = phi <16 x float> [ %2136, %2111 ], [ %2486, %2461 ]
  %2062 = phi <16 x float> [ %2137, %2111 ], [ %2487, %2461 ]
  %2063 = phi <16 x float> [ %2138, %2111 ], [ %2488, %2461 ]
  %2064 = phi <16 x float> [ %2139, %2111 ], [ %2489, %2461 ]
  %2065 = phi <16 x float> [ %2140, %2111 ], [ %2490, %2461 ]
  %2066 = phi <16 x float> [ %2141, %2111 ], [ %2491, %2461 ]
  %2067 = phi <16 x float> [ %2142, %2111 ], [ %2492, %2461 ]
  %2068 = phi <16 x float> [ %2143, %2111 ], [ %2493, %2461 ]
  %2069 = phi <16 x float> [ %2144, %2111 ], [ %2494, %2461 ]
  %2070 = phi <16 x float> [ %2145, %2111 ], [ %2495, %2461 ]
  %2071 = phi <16 x float> [ %2146, %2111 ], [ %2496, %2461 ]
  %2072 = phi <16 x float> [ %2147, %2111 ], [ %2497, %2461 ]
  %2073 = phi <16 x float> [ %2148, %2111 ], [ %2498, %2461 ]
  %2074 = phi <16 x float> [ %2149, %2111 ], [ %2499, %2461 ]
  %2075 = phi <16 x float> [ %2150, %2111 ], [ %2500, %2461 ]
  %2076 = phi <16 x float> [ %2151, %2111 ], [ %2501, %2461 ]
  %2077 = phi <16 x float> [ %2152, %2111 ], [ %2502, %2461 ]
  %2078 = phi <16 x float> [ %2153, %2111 ], [ %2503, %2461 ]
  %2079 = phi <16 x float> [ %2154, %2111 ], [ %2504, %2461 ]
  %2080 = phi <16 x float> [ %2155, %2111 ], [ %2505, %2461 ]
  %2081 = phi <16 x float> [ %2156, %2111 ], [ %2506, %2461 ]
  %2082 = phi <16 x float> [ %2157, %2111 ], [ %2507, %2461 ]
  %2083 = phi <16 x float> [ %2158, %2111 ], [ %2508, %2461 ]
  %2084 = phi <16 x float> [ %2159, %2111 ], [ %2509, %2461 ]
  %2085 = icmp slt i64 %2163, %5
  br i1 %2085, label %2111, label %2086

2086:                                             ; preds = %2036, %2029
  %2087 = phi <16 x float> [ %2033, %2029 ], [ %2037, %2036 ]
  %2088 = phi <16 x float> [ %2030, %2029 ], [ %2038, %2036 ]
  %2089 = phi <16 x float> [ %2031, %2029 ], [ %2039, %2036 ]
  %2090 = phi <16 x float> [ %2032, %2029 ], [ %2040, %2036 ]
  %2091 = phi <16 x float> [ %2004, %2029 ], [ %2041, %2036 ]
  %2092 = phi <16 x float> [ %2001, %2029 ], [ %2042, %2036 ]
  %2093 = phi <16 x float> [ %2002, %2029 ], [ %2043, %2036 ]
  %2094 = phi <16 x float> [ %2003, %2029 ], [ %2044, %2036 ]
  %2095 = phi <16 x float> [ %1975, %2029 ], [ %2045, %2036 ]
  %2096 = phi <16 x float> [ %1972, %2029 ], [ %2046, %2036 ]
  %2097 = phi <16 x float> [ %1973, %2029 ], [ %2047, %2036 ]
  %2098 = phi <16 x float> [ %1974, %2029 ], [ %2048, %2036 ]
  %2099 = phi <16 x float> [ %1946, %2029 ], [ %2049, %2036 ]
  %2100 = phi <16 x float> [ %1943, %2029 ], [ %2050, %2036 ]
  %2101 = phi <16 x float> [ %1944, %2029 ], [ %2051, %2036 ]
  %2102 = phi <16 x float> [ %1945, %2029 ], [ %2052, %2036 ]
  %2103 = phi <16 x float> [ %1917, %2029 ], [ %2053, %2036 ]
  %2104 = phi <16 x float> [ %1914, %2029 ], [ %2054, %2036 ]
  %2105 = phi <16 x float> [ %1915, %2029 ], [ %2055, %2036 ]
  %2106 = phi <16 x float> [ %1916, %2029 ], [ %2056, %2036 ]
  %2107 = phi <16 x float> [ %1888, %2029 ], [ %2057, %2036 ]
  %2108 = phi <16 x float> [ %1885, %2029 ], [ %2058, %2036 ]
  %2109 = phi <16 x float> [ %1886, %2029 ], [ %2059, %2036 ]
  %2110 = phi <16 x float> [ %1887, %2029 ], [ %2060, %2036 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  store <16 x float> %2110, ptr %32, align 64
  store <16 x float> %2109, ptr %223, align 64
  store <16 x float> %2108, ptr %224, align 64
  store <16 x float> %2107, ptr %225, align 64
  store <16 x float> %2106, ptr %226, align 64
  store <16 x float> %2105, ptr %227, align 64
  store <16 x float> %2104, ptr %228, align 64
  store <16 x float> %2103, ptr %229, align 64
  store <16 x float> %2102, ptr %230, align 64
  store <16 x float> %2101, ptr %231, align 64
  store <16 x float> %2100, ptr %232, align 64
  store <16 x float> %2099, ptr %233, align 64
  store <16 x float> %2098, ptr %234, align 64
  store <16 x float> %2097, ptr %235, align 64
  store <16 x float> %2096, ptr %236, align 64
  store <16 x float> %2095, ptr %237, align 64
  store <16 x float> %2094, ptr %238, align 64
  store <16 x float> %2093, ptr %239, align 64
  store <16 x float> %2092, ptr %240, align 64
  store <16 x float> %2091, ptr %241, align 64
  store <16 x float> %2090, ptr %242, align 64
  store <16 x float> %2089, ptr %243, align 64
  store <16 x float> %2088, ptr %244, align 64
  store <16 x float> %2087, ptr %245, align 64
  br label %2536

2111:                                             ; preds = %2029, %2036
  %2112 = phi <16 x float> [ %2037, %2036 ], [ %2033, %2029 ]
  %2113 = phi <16 x float> [ %2038, %2036 ], [ %2030, %2029 ]
  %2114 = phi <16 x float> [ %2039, %2036 ], [ %2031, %2029 ]
  %2115 = phi <16 x float> [ %2040, %2036 ], [ %2032, %2029 ]
  %2116 = phi <16 x float> [ %2041, %2036 ], [ %2004, %2029 ]
  %2117 = phi <16 x float> [ %2042, %2036 ], [ %2001, %2029 ]
  %2118 = phi <16 x float> [ %2043, %2036 ], [ %2002, %2029 ]
  %2119 = phi <16 x float> [ %2044, %2036 ], [ %2003, %2029 ]
  %2120 = phi <16 x float> [ %2045, %2036 ], [ %1975, %2029 ]
  %2121 = phi <16 x float> [ %2046, %2036 ], [ %1972, %2029 ]
  %2122 = phi <16 x float> [ %2047, %2036 ], [ %1973, %2029 ]
  %2123 = phi <16 x float> [ %2048, %2036 ], [ %1974, %2029 ]
  %2124 = phi <16 x float> [ %2049, %2036 ], [ %1946, %2029 ]
  %2125 = phi <16 x float> [ %2050, %2036 ], [ %1943, %2029 ]
  %2126 = phi <16 x float> [ %2051, %2036 ], [ %1944, %2029 ]
  %2127 = phi <16 x float> [ %2052, %2036 ], [ %1945, %2029 ]
  %2128 = phi <16 x float> [ %2053, %2036 ], [ %1917, %2029 ]
  %2129 = phi <16 x float> [ %2054, %2036 ], [ %1914, %2029 ]
  %2130 = phi <16 x float> [ %2055, %2036 ], [ %1915, %2029 ]
  %2131 = phi <16 x float> [ %2056, %2036 ], [ %1916, %2029 ]
  %2132 = phi <16 x float> [ %2057, %2036 ], [ %1888, %2029 ]
  %2133 = phi <16 x float> [ %2058, %2036 ], [ %1885, %2029 ]
  %2134 = phi <16 x float> [ %2059, %2036 ], [ %1886, %2029 ]
  %2135 = phi <16 x float> [ %2060, %2036 ], [ %1887, %2029 ]
  %2136 = phi <16 x float> [ %2061, %2036 ], [ %2033, %2029 ]
  %2137 = phi <16 x float> [ %2062, %2036 ], [ %2030, %2029 ]
  %2138 = phi <16 x float> [ %2063, %2036 ], [ %2031, %2029 ]
  %2139 = phi <16 x float> [ %2064, %2036 ], [ %2032, %2029 ]
  %2140 = phi <16 x float> [ %2065, %2036 ], [ %2004, %2029 ]
  %2141 = phi <16 x float> [ %2066, %2036 ], [ %2001, %2029 ]
  %2142 = phi <16 x float> [ %2067, %2036 ], [ %2002, %2029 ]
  %2143 = phi <16 x float> [ %2068, %2036 ], [ %2003, %2029 ]
  %2144 = phi <16 x float> [ %2069, %2036 ], [ %1888, %2029 ]
  %2145 = phi <16 x float> [ %2070, %2036 ], [ %1885, %2029 ]
  %2146 = phi <16 x float> [ %2071, %2036 ], [ %1886, %2029 ]
  %2147 = phi <16 x float> [ %2072, %2036 ], [ %1887, %2029 ]
  %2148 = phi <16 x float> [ %2073, %2036 ], [ %1916, %2029 ]
  %2149 = phi <16 x float> [ %2074, %2036 ], [ %1975, %2029 ]
  %2150 = phi <16 x float> [ %2075, %2036 ], [ %1972, %2029 ]
  %2151 = phi <16 x float> [ %2076, %2036 ], [ %1973, %2029 ]
  %2152 = phi <16 x float> [ %2077, %2036 ], [ %1974, %2029 ]
  %2153 = phi <16 x float> [ %2078, %2036 ], [ %1946, %2029 ]
  %2154 = phi <16 x float> [ %2079, %2036 ], [ %1943, %2029 ]
  %2155 = phi <16 x float> [ %2080, %2036 ], [ %1944, %2029 ]
  %2156 = phi <16 x float> [ %2081, %2036 ], [ %1945, %2029 ]
  %2157 = phi <16 x float> [ %2082, %2036 ], [ %1917, %2029 ]
  %2158 = phi <16 x float> [ %2083, %2036 ], [ %1914, %2029 ]
  %2159 = phi <16 x float> [ %2084, %2036 ], [ %1915, %2029 ]
  %2160 = phi i64 [ %2163, %2036 ], [ 0, %2029 ]
  %2161 = sub nsw i64 %5, %2160
  %2162 = icmp slt i64 %2161, %1296
  %2163 = add nuw nsw i64 %2160, %1296
  %2164 = select i1 %2162, i64 %5, i64 %2163
  br i1 %104, label %2165, label %2036

2165:                                             ; preds = %2111
  %2166 = mul nsw i64 %2160, %1087
  %2167 = getelementptr inbounds float, ptr %47, i64 %2166
  %2168 = mul nuw nsw i64 %2160, %101
  %2169 = getelementptr inbounds nuw float, ptr %2035, i64 %2168
  %2170 = icmp slt i64 %2160, %2164
  br label %2171

2171:                                             ; preds = %2165, %2461
  %2172 = phi <16 x float> [ %2112, %2165 ], [ %2462, %2461 ]
  %2173 = phi <16 x float> [ %2113, %2165 ], [ %2463, %2461 ]
  %2174 = phi <16 x float> [ %2114, %2165 ], [ %2464, %2461 ]
  %2175 = phi <16 x float> [ %2115, %2165 ], [ %2465, %2461 ]
  %2176 = phi <16 x float> [ %2116, %2165 ], [ %2466, %2461 ]
  %2177 = phi <16 x float> [ %2117, %2165 ], [ %2467, %2461 ]
  %2178 = phi <16 x float> [ %2118, %2165 ], [ %2468, %2461 ]
  %2179 = phi <16 x float> [ %2119, %2165 ], [ %2469, %2461 ]
  %2180 = phi <16 x float> [ %2120, %2165 ], [ %2470, %2461 ]
  %2181 = phi <16 x float> [ %2121, %2165 ], [ %2471, %2461 ]
  %2182 = phi <16 x float> [ %2122, %2165 ], [ %2472, %2461 ]
  %2183 = phi <16 x float> [ %2123, %2165 ], [ %2473, %2461 ]
  %2184 = phi <16 x float> [ %2124, %2165 ], [ %2474, %2461 ]
  %2185 = phi <16 x float> [ %2125, %2165 ], [ %2475, %2461 ]
  %2186 = phi <16 x float> [ %2126, %2165 ], [ %2476, %2461 ]
  %2187 = phi <16 x float> [ %2127, %2165 ], [ %2477, %2461 ]
  %2188 = phi <16 x float> [ %2128, %2165 ], [ %2478, %2461 ]
  %2189 = phi <16 x float> [ %2129, %2165 ], [ %2479, %2461 ]
  %2190 = phi <16 x float> [ %2130, %2165 ], [ %2480, %2461 ]
  %2191 = phi <16 x float> [ %2131, %2165 ], [ %2481, %2461 ]
  %2192 = phi <16 x float> [ %2132, %2165 ], [ %2482, %2461 ]
  %2193 = phi <16 x float> [ %2133, %2165 ], [ %2483, %2461 ]
  %2194 = phi <16 x float> [ %2134, %2165 ], [ %2484, %2461 ]
  %2195 = phi <16 x float> [ %2135, %2165 ], [ %2485, %2461 ]
  %2196 = phi <16 x float> [ %2136, %2165 ], [ %2486, %2461 ]
  %2197 = phi <16 x float> [ %2137, %2165 ], [ %2487, %2461 ]
  %2198 = phi <16 x float> [ %2138, %2165 ], [ %2488, %2461 ]
  %2199 = phi <16 x float> [ %2139, %2165 ], [ %2489, %2461 ]
  %2200 = phi <16 x float> [ %2140, %2165 ], [ %2490, %2461 ]
  %2201 = phi <16 x float> [ %2141, %2165 ], [ %2491, %2461 ]
  %2202 = phi <16 x float> [ %2142, %2165 ], [ %2492, %2461 ]
  %2203 = phi <16 x float> [ %2143, %2165 ], [ %2493, %2461 ]
  %2204 = phi <16 x float> [ %2144, %2165 ], [ %2494, %2461 ]
  %2205 = phi <16 x float> [ %2145, %2165 ], [ %2495, %2461 ]
  %2206 = phi <16 x float> [ %2146, %2165 ], [ %2496, %2461 ]
  %2207 = phi <16 x float> [ %2147, %2165 ], [ %2497, %2461 ]
  %2208 = phi <16 x float> [ %2148, %2165 ], [ %2498, %2461 ]
  %2209 = phi <16 x float> [ %2149, %2165 ], [ %2499, %2461 ]
  %2210 = phi <16 x float> [ %2150, %2165 ], [ %2500, %2461 ]
  %2211 = phi <16 x float> [ %2151, %2165 ], [ %2501, %2461 ]
  %2212 = phi <16 x float> [ %2152, %2165 ], [ %2502, %2461 ]
  %2213 = phi <16 x float> [ %2153, %2165 ], [ %2503, %2461 ]
  %2214 = phi <16 x float> [ %2154, %2165 ], [ %2504, %2461 ]
  %2215 = phi <16 x float> [ %2155, %2165 ], [ %2505, %2461 ]
  %2216 = phi <16 x float> [ %2156, %2165 ], [ %2506, %2461 ]
  %2217 = phi <16 x float> [ %2157, %2165 ], [ %2507, %2461 ]
  %2218 = phi <16 x float> [ %2158, %2165 ], [ %2508, %2461 ]
  %2219 = phi <16 x float> [ %2159, %2165 ], [ %2509, %2461 ]
  %2220 = phi <16 x float> [ %2136, %2165 ], [ %2510, %2461 ]
  %2221 = phi <16 x float> [ %2137, %2165 ], [ %2511, %2461 ]
  %2222 = phi <16 x float> [ %2138, %2165 ], [ %2512, %2461 ]
  %2223 = phi <16 x float> [ %2139, %2165 ], [ %2513, %2461 ]
  %2224 = phi <16 x float> [ %2140, %2165 ], [ %2514, %2461 ]
  %2225 = phi <16 x float> [ %2141, %2165 ], [ %2515, %2461 ]
  %2226 = phi <16 x float> [ %2142, %2165 ], [ %2516, %2461 ]
  %2227 = phi <16 x float> [ %2143, %2165 ], [ %2517, %2461 ]
  %2228 = phi <16 x float> [ %2144, %2165 ], [ %2518, %2461 ]
  %2229 = phi <16 x float> [ %2145, %2165 ], [ %2519, %2461 ]
  %2230 = phi <16 x float> [ %2146, %2165 ], [ %2520, %2461 ]
  %2231 = phi <16 x float> [ %2147, %2165 ], [ %2521, %2461 ]
  %2232 = phi <16 x float> [ %2148, %2165 ], [ %2522, %2461 ]
  %2233 = phi <16 x float> [ %2149, %2165 ], [ %2523, %2461 ]
  %2234 = phi <16 x float> [ %2150, %2165 ], [ %2524, %2461 ]
  %2235 = phi <16 x float> [ %2151, %2165 ], [ %2525, %2461 ]
  %2236 = phi <16 x float> [ %2152, %2165 ], [ %2526, %2461 ]
  %2237 = phi <16 x float> [ %2153, %2165 ], [ %2527, %2461 ]
  %2238 = phi <16 x float> [ %2154, %2165 ], [ %2528, %2461 ]
  %2239 = phi <16 x float> [ %2155, %2165 ], [ %2529, %2461 ]
  %2240 = phi <16 x float> [ %2156, %2165 ], [ %2530, %2461 ]
  %2241 = phi <16 x float> [ %2157, %2165 ], [ %2531, %2461 ]
  %2242 = phi <16 x float> [ %2158, %2165 ], [ %2532, %2461 ]
  %2243 = phi <16 x float> [ %2159, %2165 ], [ %2533, %2461 ]
  %2244 = phi i64 [ 0, %2165 ], [ %2534, %2461 ]
  %2245 = shl i64 %2244, 4
  %2246 = getelementptr nuw i8, ptr %36, i64 %2245
  %2247 = shl i64 %2244, 5
  %2248 = getelementptr nuw i8, ptr %35, i64 %2247
  %2249 = load i64, ptr %2248, align 16
  %2250 = getelementptr inbounds nuw i8, ptr %2248, i64 8
  %2251 = load i64, ptr %2250, align 8
  %2252 = getelementptr inbounds nuw i8, ptr %2248, i64 16
  %2253 = load i64, ptr %2252, align 16
  %2254 = getelementptr inbounds nuw i8, ptr %2248, i64 24
  %2255 = load i64, ptr %2254, align 8
  %2256 = load <4 x i32>, ptr %2246, align 16
  %2257 = and <4 x i32> %2256, splat (i32 65535)
  %2258 = icmp eq <4 x i32> %2257, splat (i32 65535)
  %2259 = extractelement <4 x i1> %2258, i64 0
  %2260 = zext i1 %2259 to i32
  %2261 = extractelement <4 x i1> %2258, i64 1
  %2262 = select i1 %2261, i32 2, i32 0
  %2263 = or disjoint i32 %2262, %2260
  %2264 = extractelement <4 x i1> %2258, i64 2
  %2265 = select i1 %2264, i32 4, i32 0
  %2266 = or disjoint i32 %2265, %2263
  %2267 = extractelement <4 x i1> %2258, i64 3
  %2268 = select i1 %2267, i32 8, i32 0
  %2269 = or disjoint i32 %2268, %2266
  %2270 = getelementptr inbounds nuw float, ptr %2169, i64 %2244
  %2271 = icmp eq i32 %2269, 15
  br i1 %2271, label %2286, label %2272

2272:                                             ; preds = %2171
  br i1 %2170, label %2273, label %2461

2273:                                             ; preds = %2272
  %2274 = bitcast <4 x i32> %2256 to <8 x i16>
  %2275 = extractelement <8 x i16> %2274, i64 0
  %2276 = bitcast i16 %2275 to <16 x i1>
  %2277 = bitcast <4 x i32> %2256 to <8 x i16>
  %2278 = extractelement <8 x i16> %2277, i64 2
  %2279 = bitcast i16 %2278 to <16 x i1>
  %2280 = bitcast <4 x i32> %2256 to <8 x i16>
  %2281 = extractelement <8 x i16> %2280, i64 4
  %2282 = bitcast i16 %2281 to <16 x i1>
  %2283 = bitcast <4 x i32> %2256 to <8 x i16>
  %2284 = extractelement <8 x i16> %2283, i64 6
  %2285 = bitcast i16 %2284 to <16 x i1>
  br label %2374

2286:                                             ; preds = %2171
  br i1 %2170, label %2287, label %2461

2287:                                             ; preds = %2286, %2287
  %2288 = phi <16 x float> [ %2369, %2287 ], [ %2220, %2286 ]
  %2289 = phi <16 x float> [ %2368, %2287 ], [ %2221, %2286 ]
  %2290 = phi <16 x float> [ %2367, %2287 ], [ %2222, %2286 ]
  %2291 = phi <16 x float> [ %2366, %2287 ], [ %2223, %2286 ]
  %2292 = phi <16 x float> [ %2361, %2287 ], [ %2224, %2286 ]
  %2293 = phi <16 x float> [ %2360, %2287 ], [ %2225, %2286 ]
  %2294 = phi <16 x float> [ %2359, %2287 ], [ %2226, %2286 ]
  %2295 = phi <16 x float> [ %2329, %2287 ], [ %2228, %2286 ]
  %2296 = phi <16 x float> [ %2328, %2287 ], [ %2229, %2286 ]
  %2297 = phi <16 x float> [ %2327, %2287 ], [ %2230, %2286 ]
  %2298 = phi <16 x float> [ %2326, %2287 ], [ %2231, %2286 ]
  %2299 = phi <16 x float> [ %2334, %2287 ], [ %2232, %2286 ]
  %2300 = phi <16 x float> [ %2358, %2287 ], [ %2227, %2286 ]
  %2301 = phi <16 x float> [ %2353, %2287 ], [ %2233, %2286 ]
  %2302 = phi <16 x float> [ %2352, %2287 ], [ %2234, %2286 ]
  %2303 = phi <16 x float> [ %2351, %2287 ], [ %2235, %2286 ]
  %2304 = phi <16 x float> [ %2350, %2287 ], [ %2236, %2286 ]
  %2305 = phi <16 x float> [ %2345, %2287 ], [ %2237, %2286 ]
  %2306 = phi <16 x float> [ %2344, %2287 ], [ %2238, %2286 ]
  %2307 = phi <16 x float> [ %2343, %2287 ], [ %2239, %2286 ]
  %2308 = phi <16 x float> [ %2342, %2287 ], [ %2240, %2286 ]
  %2309 = phi <16 x float> [ %2337, %2287 ], [ %2241, %2286 ]
  %2310 = phi <16 x float> [ %2336, %2287 ], [ %2242, %2286 ]
  %2311 = phi <16 x float> [ %2335, %2287 ], [ %2243, %2286 ]
  %2312 = phi ptr [ %2371, %2287 ], [ %2167, %2286 ]
  %2313 = phi ptr [ %2372, %2287 ], [ %2270, %2286 ]
  %2314 = phi i64 [ %2370, %2287 ], [ %2160, %2286 ]
  %2315 = getelementptr inbounds float, ptr %2312, i64 %2249
  %2316 = load <16 x float>, ptr %2315, align 1
  %2317 = getelementptr inbounds float, ptr %2312, i64 %2251
  %2318 = load <16 x float>, ptr %2317, align 1
  %2319 = getelementptr inbounds float, ptr %2312, i64 %2253
  %2320 = load <16 x float>, ptr %2319, align 1
  %2321 = getelementptr inbounds float, ptr %2312, i64 %2255
  %2322 = load <16 x float>, ptr %2321, align 1
  %2323 = load float, ptr %2313, align 4
  %2324 = insertelement <16 x float> poison, float %2323, i64 0
  %2325 = shufflevector <16 x float> %2324, <16 x float> poison, <16 x i32> zeroinitializer
  %2326 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2316, <16 x float> %2325, <16 x float> %2298)
  %2327 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2318, <16 x float> %2325, <16 x float> %2297)
  %2328 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2320, <16 x float> %2325, <16 x float> %2296)
  %2329 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2322, <16 x float> %2325, <16 x float> %2295)
  %2330 = getelementptr inbounds float, ptr %2313, i64 %103
  %2331 = load float, ptr %2330, align 4
  %2332 = insertelement <16 x float> poison, float %2331, i64 0
  %2333 = shufflevector <16 x float> %2332, <16 x float> poison, <16 x i32> zeroinitializer
  %2334 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2316, <16 x float> %2333, <16 x float> %2299)
  %2335 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2318, <16 x float> %2333, <16 x float> %2311)
  %2336 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2320, <16 x float> %2333, <16 x float> %2310)
  %2337 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2322, <16 x float> %2333, <16 x float> %2309)
  %2338 = getelementptr inbounds i8, ptr %2313, i64 %153
  %2339 = load float, ptr %2338, align 4
  %2340 = insertelement <16 x float> poison, float %2339, i64 0
  %2341 = shufflevector <16 x float> %2340, <16 x float> poison, <16 x i32> zeroinitializer
  %2342 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2316, <16 x float> %2341, <16 x float> %2308)
  %2343 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2318, <16 x float> %2341, <16 x float> %2307)
  %2344 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2320, <16 x float> %2341, <16 x float> %2306)
  %2345 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2322, <16 x float> %2341, <16 x float> %2305)
  %2346 = getelementptr inbounds i8, ptr %2313, i64 %154
  %2347 = load float, ptr %2346, align 4
  %2348 = insertelement <16 x float> poison, float %2347, i64 0
  %2349 = shufflevector <16 x float> %2348, <16 x float> poison, <16 x i32> zeroinitializer
  %2350 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2316, <16 x float> %2349, <16 x float> %2304)
  %2351 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2318, <16 x float> %2349, <16 x float> %2303)
  %2352 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2320, <16 x float> %2349, <16 x float> %2302)
  %2353 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2322, <16 x float> %2349, <16 x float> %2301)
  %2354 = getelementptr inbounds i8, ptr %2313, i64 %155
  %2355 = load float, ptr %2354, align 4
  %2356 = insertelement <16 x float> poison, float %2355, i64 0
  %2357 = shufflevector <16 x float> %2356, <16 x float> poison, <16 x i32> zeroinitializer
  %2358 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2316, <16 x float> %2357, <16 x float> %2300)
  %2359 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2318, <16 x float> %2357, <16 x float> %2294)
  %2360 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2320, <16 x float> %2357, <16 x float> %2293)
  %2361 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2322, <16 x float> %2357, <16 x float> %2292)
  %2362 = getelementptr inbounds i8, ptr %2313, i64 %156
  %2363 = load float, ptr %2362, align 4
  %2364 = insertelement <16 x float> poison, float %2363, i64 0
  %2365 = shufflevector <16 x float> %2364, <16 x float> poison, <16 x i32> zeroinitializer
  %2366 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2316, <16 x float> %2365, <16 x float> %2291)
  %2367 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2318, <16 x float> %2365, <16 x float> %2290)
  %2368 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2320, <16 x float> %2365, <16 x float> %2289)
  %2369 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2322, <16 x float> %2365, <16 x float> %2288)
  %2370 = add nuw nsw i64 %2314, 1
  %2371 = getelementptr inbounds float, ptr %2312, i64 %1087
  %2372 = getelementptr inbounds nuw float, ptr %2313, i64 %101
  %2373 = icmp slt i64 %2370, %2164
  br i1 %2373, label %2287, label %2461

2374:                                             ; preds = %2273, %2374
  %2375 = phi <16 x float> [ %2456, %2374 ], [ %2220, %2273 ]
  %2376 = phi <16 x float> [ %2455, %2374 ], [ %2221, %2273 ]
  %2377 = phi <16 x float> [ %2454, %2374 ], [ %2222, %2273 ]
  %2378 = phi <16 x float> [ %2453, %2374 ], [ %2223, %2273 ]
  %2379 = phi <16 x float> [ %2448, %2374 ], [ %2224, %2273 ]
  %2380 = phi <16 x float> [ %2447, %2374 ], [ %2225, %2273 ]
  %2381 = phi <16 x float> [ %2446, %2374 ], [ %2226, %2273 ]
  %2382 = phi <16 x float> [ %2445, %2374 ], [ %2227, %2273 ]
  %2383 = phi <16 x float> [ %2416, %2374 ], [ %2228, %2273 ]
  %2384 = phi <16 x float> [ %2415, %2374 ], [ %2229, %2273 ]
  %2385 = phi <16 x float> [ %2414, %2374 ], [ %2230, %2273 ]
  %2386 = phi <16 x float> [ %2413, %2374 ], [ %2231, %2273 ]
  %2387 = phi <16 x float> [ %2421, %2374 ], [ %2232, %2273 ]
  %2388 = phi <16 x float> [ %2440, %2374 ], [ %2233, %2273 ]
  %2389 = phi <16 x float> [ %2439, %2374 ], [ %2234, %2273 ]
  %2390 = phi <16 x float> [ %2438, %2374 ], [ %2235, %2273 ]
  %2391 = phi <16 x float> [ %2437, %2374 ], [ %2236, %2273 ]
  %2392 = phi <16 x float> [ %2432, %2374 ], [ %2237, %2273 ]
  %2393 = phi <16 x float> [ %2431, %2374 ], [ %2238, %2273 ]
  %2394 = phi <16 x float> [ %2430, %2374 ], [ %2239, %2273 ]
  %2395 = phi <16 x float> [ %2429, %2374 ], [ %2240, %2273 ]
  %2396 = phi <16 x float> [ %2424, %2374 ], [ %2241, %2273 ]
  %2397 = phi <16 x float> [ %2423, %2374 ], [ %2242, %2273 ]
  %2398 = phi <16 x float> [ %2422, %2374 ], [ %2243, %2273 ]
  %2399 = phi ptr [ %2458, %2374 ], [ %2167, %2273 ]
  %2400 = phi ptr [ %2459, %2374 ], [ %2270, %2273 ]
  %2401 = phi i64 [ %2457, %2374 ], [ %2160, %2273 ]
  %2402 = getelementptr inbounds float, ptr %2399, i64 %2249
  %2403 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2402, <16 x i1> %2276, <16 x float> zeroinitializer)
  %2404 = getelementptr inbounds float, ptr %2399, i64 %2251
  %2405 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2404, <16 x i1> %2279, <16 x float> zeroinitializer)
  %2406 = getelementptr inbounds float, ptr %2399, i64 %2253
  %2407 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2406, <16 x i1> %2282, <16 x float> zeroinitializer)
  %2408 = getelementptr inbounds float, ptr %2399, i64 %2255
  %2409 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2408, <16 x i1> %2285, <16 x float> zeroinitializer)
  %2410 = load float, ptr %2400, align 4
  %2411 = insertelement <16 x float> poison, float %2410, i64 0
  %2412 = shufflevector <16 x float> %2411, <16 x float> poison, <16 x i32> zeroinitializer
  %2413 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2403, <16 x float> %2412, <16 x float> %2386)
  %2414 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2405, <16 x float> %2412, <16 x float> %2385)
  %2415 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2407, <16 x float> %2412, <16 x float> %2384)
  %2416 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2409, <16 x float> %2412, <16 x float> %2383)
  %2417 = getelementptr inbounds float, ptr %2400, i64 %103
  %2418 = load float, ptr %2417, align 4
  %2419 = insertelement <16 x float> poison, float %2418, i64 0
  %2420 = shufflevector <16 x float> %2419, <16 x float> poison, <16 x i32> zeroinitializer
  %2421 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2403, <16 x float> %2420, <16 x float> %2387)
  %2422 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2405, <16 x float> %2420, <16 x float> %2398)
  %2423 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2407, <16 x float> %2420, <16 x float> %2397)
  %2424 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2409, <16 x float> %2420, <16 x float> %2396)
  %2425 = getelementptr inbounds i8, ptr %2400, i64 %149
  %2426 = load float, ptr %2425, align 4
  %2427 = insertelement <16 x float> poison, float %2426, i64 0
  %2428 = shufflevector <16 x float> %2427, <16 x float> poison, <16 x i32> zeroinitializer
  %2429 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2403, <16 x float> %2428, <16 x float> %2395)
  %2430 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2405, <16 x float> %2428, <16 x float> %2394)
  %2431 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2407, <16 x float> %2428, <16 x float> %2393)
  %2432 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2409, <16 x float> %2428, <16 x float> %2392)
  %2433 = getelementptr inbounds i8, ptr %2400, i64 %150
  %2434 = load float, ptr %2433, align 4
  %2435 = insertelement <16 x float> poison, float %2434, i64 0
  %2436 = shufflevector <16 x float> %2435, <16 x float> poison, <16 x i32> zeroinitializer
  %2437 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2403, <16 x float> %2436, <16 x float> %2391)
  %2438 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2405, <16 x float> %2436, <16 x float> %2390)
  %2439 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2407, <16 x float> %2436, <16 x float> %2389)
  %2440 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2409, <16 x float> %2436, <16 x float> %2388)
  %2441 = getelementptr inbounds i8, ptr %2400, i64 %151
  %2442 = load float, ptr %2441, align 4
  %2443 = insertelement <16 x float> poison, float %2442, i64 0
  %2444 = shufflevector <16 x float> %2443, <16 x float> poison, <16 x i32> zeroinitializer
  %2445 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2403, <16 x float> %2444, <16 x float> %2382)
  %2446 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2405, <16 x float> %2444, <16 x float> %2381)
  %2447 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2407, <16 x float> %2444, <16 x float> %2380)
  %2448 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2409, <16 x float> %2444, <16 x float> %2379)
  %2449 = getelementptr inbounds i8, ptr %2400, i64 %152
  %2450 = load float, ptr %2449, align 4
  %2451 = insertelement <16 x float> poison, float %2450, i64 0
  %2452 = shufflevector <16 x float> %2451, <16 x float> poison, <16 x i32> zeroinitializer
  %2453 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2403, <16 x float> %2452, <16 x float> %2378)
  %2454 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2405, <16 x float> %2452, <16 x float> %2377)
  %2455 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2407, <16 x float> %2452, <16 x float> %2376)
  %2456 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2409, <16 x float> %2452, <16 x float> %2375)
  %2457 = add nuw nsw i64 %2401, 1
  %2458 = getelementptr inbounds float, ptr %2399, i64 %1087
  %2459 = getelementptr inbounds nuw float, ptr %2400, i64 %101
  %2460 = icmp slt i64 %2457, %2164
  br i1 %2460, label %2374, label %2461

2461:                                             ; preds = %2374, %2287, %2272, %2286
  %2462 = phi <16 x float> [ %2172, %2272 ], [ %2172, %2286 ], [ %2369, %2287 ], [ %2456, %2374 ]
  %2463 = phi <16 x float> [ %2173, %2272 ], [ %2173, %2286 ], [ %2368, %2287 ], [ %2455, %2374 ]
  %2464 = phi <16 x float> [ %2174, %2272 ], [ %2174, %2286 ], [ %2367, %2287 ], [ %2454, %2374 ]
  %2465 = phi <16 x float> [ %2175, %2272 ], [ %2175, %2286 ], [ %2366, %2287 ], [ %2453, %2374 ]
  %2466 = phi <16 x float> [ %2176, %2272 ], [ %2176, %2286 ], [ %2361, %2287 ], [ %2448, %2374 ]
  %2467 = phi <16 x float> [ %2177, %2272 ], [ %2177, %2286 ], [ %2360, %2287 ], [ %2447, %2374 ]
  %2468 = phi <16 x float> [ %2178, %2272 ], [ %2178, %2286 ], [ %2359, %2287 ], [ %2446, %2374 ]
  %2469 = phi <16 x float> [ %2179, %2272 ], [ %2179, %2286 ], [ %2358, %2287 ], [ %2445, %2374 ]
  %2470 = phi <16 x float> [ %2180, %2272 ], [ %2180, %2286 ], [ %2353, %2287 ], [ %2440, %2374 ]
  %2471 = phi <16 x float> [ %2181, %2272 ], [ %2181, %2286 ], [ %2352, %2287 ], [ %2439, %2374 ]
  %2472 = phi <16 x float> [ %2182, %2272 ], [ %2182, %2286 ], [ %2351, %2287 ], [ %2438, %2374 ]
  %2473 = phi <16 x float> [ %2183, %2272 ], [ %2183, %2286 ], [ %2350, %2287 ], [ %2437, %2374 ]
  %2474 = phi <16 x float> [ %2184, %2272 ], [ %2184, %2286 ], [ %2345, %2287 ], [ %2432, %2374 ]
  %2475 = phi <16 x float> [ %2185, %2272 ], [ %2185, %2286 ], [ %2344, %2287 ], [ %2431, %2374 ]
  %2476 = phi <16 x float> [ %2186, %2272 ], [ %2186, %2286 ], [ %2343, %2287 ], [ %2430, %2374 ]
  %2477 = phi <16 x float> [ %2187, %2272 ], [ %2187, %2286 ], [ %2342, %2287 ], [ %2429, %2374 ]
  %2478 = phi <16 x float> [ %2188, %2272 ], [ %2188, %2286 ], [ %2337, %2287 ], [ %2424, %2374 ]
  %2479 = phi <16 x float> [ %2189, %2272 ], [ %2189, %2286 ], [ %2336, %2287 ], [ %2423, %2374 ]
  %2480 = phi <16 x float> [ %2190, %2272 ], [ %2190, %2286 ], [ %2335, %2287 ], [ %2422, %2374 ]
  %2481 = phi <16 x float> [ %2191, %2272 ], [ %2191, %2286 ], [ %2334, %2287 ], [ %2421, %2374 ]
  %2482 = phi <16 x float> [ %2192, %2272 ], [ %2192, %2286 ], [ %2329, %2287 ], [ %2416, %2374 ]
  %2483 = phi <16 x float> [ %2193, %2272 ], [ %2193, %2286 ], [ %2328, %2287 ], [ %2415, %2374 ]
  %2484 = phi <16 x float> [ %2194, %2272 ], [ %2194, %2286 ], [ %2327, %2287 ], [ %2414, %2374 ]
  %2485 = phi <16 x float> [ %2195, %2272 ], [ %2195, %2286 ], [ %2326, %2287 ], [ %2413, %2374 ]
  %2486 = phi <16 x float> [ %2196, %2272 ], [ %2196, %2286 ], [ %2369, %2287 ], [ %2456, %2374 ]
  %2487 = phi <16 x float> [ %2197, %2272 ], [ %2197, %2286 ], [ %2368, %2287 ], [ %2455, %2374 ]
  %2488 = phi <16 x float> [ %2198, %2272 ], [ %2198, %2286 ], [ %2367, %2287 ], [ %2454, %2374 ]
  %2489 = phi <16 x float> [ %2199, %2272 ], [ %2199, %2286 ], [ %2366, %2287 ], [ %2453, %2374 ]
  %2490 = phi <16 x float> [ %2200, %2272 ], [ %2200, %2286 ], [ %2361, %2287 ], [ %2448, %2374 ]
  %2491 = phi <16 x float> [ %2201, %2272 ], [ %2201, %2286 ], [ %2360, %2287 ], [ %2447, %2374 ]
  %2492 = phi <16 x float> [ %2202, %2272 ], [ %2202, %2286 ], [ %2359, %2287 ], [ %2446, %2374 ]
  %2493 = phi <16 x float> [ %2203, %2272 ], [ %2203, %2286 ], [ %2358, %2287 ], [ %2445, %2374 ]
  %2494 = phi <16 x float> [ %2204, %2272 ], [ %2204, %2286 ], [ %2329, %2287 ], [ %2416, %2374 ]
  %2495 = phi <16 x float> [ %2205, %2272 ], [ %2205, %2286 ], [ %2328, %2287 ], [ %2415, %2374 ]
  %2496 = phi <16 x float> [ %2206, %2272 ], [ %2206, %2286 ], [ %2327, %2287 ], [ %2414, %2374 ]
  %2497 = phi <16 x float> [ %2207, %2272 ], [ %2207, %2286 ], [ %2326, %2287 ], [ %2413, %2374 ]
  %2498 = phi <16 x float> [ %2208, %2272 ], [ %2208, %2286 ], [ %2334, %2287 ], [ %2421, %2374 ]
  %2499 = phi <16 x float> [ %2209, %2272 ], [ %2209, %2286 ], [ %2353, %2287 ], [ %2440, %2374 ]
  %2500 = phi <16 x float> [ %2210, %2272 ], [ %2210, %2286 ], [ %2352, %2287 ], [ %2439, %2374 ]
  %2501 = phi <16 x float> [ %2211, %2272 ], [ %2211, %2286 ], [ %2351, %2287 ], [ %2438, %2374 ]
  %2502 = phi <16 x float> [ %2212, %2272 ], [ %2212, %2286 ], [ %2350, %2287 ], [ %2437, %2374 ]
  %2503 = phi <16 x float> [ %2213, %2272 ], [ %2213, %2286 ], [ %2345, %2287 ], [ %2432, %2374 ]
  %2504 = phi <16 x float> [ %2214, %2272 ], [ %2214, %2286 ], [ %2344, %2287 ], [ %2431, %2374 ]
  %2505 = phi <16 x float> [ %2215, %2272 ], [ %2215, %2286 ], [ %2343, %2287 ], [ %2430, %2374 ]
  %2506 = phi <16 x float> [ %2216, %2272 ], [ %2216, %2286 ], [ %2342, %2287 ], [ %2429, %2374 ]
  %2507 = phi <16 x float> [ %2217, %2272 ], [ %2217, %2286 ], [ %2337, %2287 ], [ %2424, %2374 ]
  %2508 = phi <16 x float> [ %2218, %2272 ], [ %2218, %2286 ], [ %2336, %2287 ], [ %2423, %2374 ]
  %2509 = phi <16 x float> [ %2219, %2272 ], [ %2219, %2286 ], [ %2335, %2287 ], [ %2422, %2374 ]
  %2510 = phi <16 x float> [ %2220, %2272 ], [ %2220, %2286 ], [ %2369, %2287 ], [ %2456, %2374 ]
  %2511 = phi <16 x float> [ %2221, %2272 ], [ %2221, %2286 ], [ %2368, %2287 ], [ %2455, %2374 ]
  %2512 = phi <16 x float> [ %2222, %2272 ], [ %2222, %2286 ], [ %2367, %2287 ], [ %2454, %2374 ]
  %2513 = phi <16 x float> [ %2223, %2272 ], [ %2223, %2286 ], [ %2366, %2287 ], [ %2453, %2374 ]
  %2514 = phi <16 x float> [ %2224, %2272 ], [ %2224, %2286 ], [ %2361, %2287 ], [ %2448, %2374 ]
  %2515 = phi <16 x float> [ %2225, %2272 ], [ %2225, %2286 ], [ %2360, %2287 ], [ %2447, %2374 ]
  %2516 = phi <16 x float> [ %2226, %2272 ], [ %2226, %2286 ], [ %2359, %2287 ], [ %2446, %2374 ]
  %2517 = phi <16 x float> [ %2227, %2272 ], [ %2227, %2286 ], [ %2358, %2287 ], [ %2445, %2374 ]
  %2518 = phi <16 x float> [ %2228, %2272 ], [ %2228, %2286 ], [ %2329, %2287 ], [ %2416, %2374 ]
  %2519 = phi <16 x float> [ %2229, %2272 ], [ %2229, %2286 ], [ %2328, %2287 ], [ %2415, %2374 ]
  %2520 = phi <16 x float> [ %2230, %2272 ], [ %2230, %2286 ], [ %2327, %2287 ], [ %2414, %2374 ]
  %2521 = phi <16 x float> [ %2231, %2272 ], [ %2231, %2286 ], [ %2326, %2287 ], [ %2413, %2374 ]
  %2522 = phi <16 x float> [ %2232, %2272 ], [ %2232, %2286 ], [ %2334, %2287 ], [ %2421, %2374 ]
  %2523 = phi <16 x float> [ %2233, %2272 ], [ %2233, %2286 ], [ %2353, %2287 ], [ %2440, %2374 ]
  %2524 = phi <16 x float> [ %2234, %2272 ], [ %2234, %2286 ], [ %2352, %2287 ], [ %2439, %2374 ]
  %2525 = phi <16 x float> [ %2235, %2272 ], [ %2235, %2286 ], [ %2351, %2287 ], [ %2438, %2374 ]
  %2526 = phi <16 x float> [ %2236, %2272 ], [ %2236, %2286 ], [ %2350, %2287 ], [ %2437, %2374 ]
  %2527 = phi <16 x float> [ %2237, %2272 ], [ %2237, %2286 ], [ %2345, %2287 ], [ %2432, %2374 ]
  %2528 = phi <16 x float> [ %2238, %2272 ], [ %2238, %2286 ], [ %2344, %2287 ], [ %2431, %2374 ]
  %2529 = phi <16 x float> [ %2239, %2272 ], [ %2239, %2286 ], [ %2343, %2287 ], [ %2430, %2374 ]
  %2530 = phi <16 x float> [ %2240, %2272 ], [ %2240, %2286 ], [ %2342, %2287 ], [ %2429, %2374 ]
  %2531 = phi <16 x float> [ %2241, %2272 ], [ %2241, %2286 ], [ %2337, %2287 ], [ %2424, %2374 ]
  %2532 = phi <16 x float> [ %2242, %2272 ], [ %2242, %2286 ], [ %2336, %2287 ], [ %2423, %2374 ]
  %2533 = phi <16 x float> [ %2243, %2272 ], [ %2243, %2286 ], [ %2335, %2287 ], [ %2422, %2374 ]
  %2534 = add nuw nsw i64 %2244, 1
  %2535 = icmp eq i64 %2534, %101
  br i1 %2535, label %2036, label %2171

2536:                                             ; preds = %2086, %2797
  %2537 = phi i64 [ 0, %2086 ], [ %2799, %2797 ]
  %2538 = add nsw i64 %1814, %2537
  %2539 = mul nsw i64 %2538, %56
  %2540 = icmp sgt i64 %1815, %2537
  %2541 = getelementptr inbounds nuw [4 x <16 x float>], ptr %32, i64 %2537
  %2542 = add nsw i64 %1803, %2539
  %2543 = select i1 %2540, <16 x i1> zeroinitializer, <16 x i1> %1799
  %2544 = getelementptr inbounds float, ptr %1286, i64 %2542
  %2545 = load <16 x float>, ptr %2541, align 64
  br i1 %105, label %2605, label %2546

2546:                                             ; preds = %2536
  %2547 = getelementptr inbounds float, ptr %1284, i64 %2542
  switch i64 %157, label %2565 [
    i64 1, label %2548
    i64 2, label %2551
    i64 3, label %2558
    i64 0, label %2605
  ]

2548:                                             ; preds = %2546
  %2549 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2547, <16 x i1> %2543, <16 x float> zeroinitializer)
  %2550 = fadd <16 x float> %2545, %2549
  br label %2567

2551:                                             ; preds = %2546
  %2552 = bitcast <16 x float> %2545 to <8 x i64>
  %2553 = or <8 x i64> %2552, %107
  %2554 = fcmp oeq <16 x float> %2545, %55
  %2555 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2545, i32 4)
  %2556 = bitcast <8 x i64> %2553 to <16 x float>
  %2557 = select <16 x i1> %2554, <16 x float> %2556, <16 x float> %2555
  br label %2567

2558:                                             ; preds = %2546
  %2559 = bitcast <16 x float> %2545 to <8 x i64>
  %2560 = and <8 x i64> %2559, %106
  %2561 = fcmp oeq <16 x float> %2545, %52
  %2562 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2545, i32 4)
  %2563 = bitcast <8 x i64> %2560 to <16 x float>
  %2564 = select <16 x i1> %2561, <16 x float> %2563, <16 x float> %2562
  br label %2567

2565:                                             ; preds = %2546
  unreachable

2566:                                             ; preds = %3374, %3355, %3336, %3311, %3292, %3273, %3248, %3229, %3210, %3185, %3166, %3147, %3122, %3103, %3084, %3059, %3040, %3021, %2778, %2759, %2740, %2714, %2695, %2676, %2650, %2631, %2612, %2586, %2567
  unreachable

2567:                                             ; preds = %2558, %2551, %2548
  %2568 = phi <16 x float> [ %2550, %2548 ], [ %2557, %2551 ], [ %2564, %2558 ]
  switch i64 %159, label %2566 [
    i64 1, label %2583
    i64 2, label %2576
    i64 3, label %2569
    i64 0, label %2605
  ]

2569:                                             ; preds = %2567
  %2570 = bitcast <16 x float> %2568 to <8 x i64>
  %2571 = and <8 x i64> %2570, %106
  %2572 = fcmp oeq <16 x float> %2568, %52
  %2573 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2568, i32 4)
  %2574 = bitcast <8 x i64> %2571 to <16 x float>
  %2575 = select <16 x i1> %2572, <16 x float> %2574, <16 x float> %2573
  br label %2586

2576:                                             ; preds = %2567
  %2577 = bitcast <16 x float> %2568 to <8 x i64>
  %2578 = or <8 x i64> %2577, %107
  %2579 = fcmp oeq <16 x float> %2568, %55
  %2580 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2568, i32 4)
  %2581 = bitcast <8 x i64> %2578 to <16 x float>
  %2582 = select <16 x i1> %2579, <16 x float> %2581, <16 x float> %2580
  br label %2586

2583:                                             ; preds = %2567
  %2584 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2547, <16 x i1> %2543, <16 x float> zeroinitializer)
  %2585 = fadd <16 x float> %2568, %2584
  br label %2586

2586:                                             ; preds = %2583, %2576, %2569
  %2587 = phi <16 x float> [ %2585, %2583 ], [ %2582, %2576 ], [ %2575, %2569 ]
  switch i64 %161, label %2566 [
    i64 1, label %2602
    i64 2, label %2595
    i64 3, label %2588
    i64 0, label %2605
  ]

2588:                                             ; preds = %2586
  %2589 = bitcast <16 x float> %2587 to <8 x i64>
  %2590 = and <8 x i64> %2589, %106
  %2591 = fcmp oeq <16 x float> %2587, %52
  %2592 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2587, i32 4)
  %2593 = bitcast <8 x i64> %2590 to <16 x float>
  %2594 = select <16 x i1> %2591, <16 x float> %2593, <16 x float> %2592
  br label %2605

2595:                                             ; preds = %2586
  %2596 = bitcast <16 x float> %2587 to <8 x i64>
  %2597 = or <8 x i64> %2596, %107
  %2598 = fcmp oeq <16 x float> %2587, %55
  %2599 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2587, i32 4)
  %2600 = bitcast <8 x i64> %2597 to <16 x float>
  %2601 = select <16 x i1> %2598, <16 x float> %2600, <16 x float> %2599
  br label %2605

2602:                                             ; preds = %2586
  %2603 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2547, <16 x i1> %2543, <16 x float> zeroinitializer)
  %2604 = fadd <16 x float> %2587, %2603
  br label %2605

2605:                                             ; preds = %2536, %2546, %2567, %2586, %2602, %2595, %2588
  %2606 = phi <16 x float> [ %2594, %2588 ], [ %2545, %2546 ], [ %2587, %2586 ], [ %2568, %2567 ], [ %2604, %2602 ], [ %2601, %2595 ], [ %2545, %2536 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2606, ptr align 1 %2544, <16 x i1> %2543)
  %2607 = add nsw i64 %1804, %2539
  %2608 = select i1 %2540, <16 x i1> zeroinitializer, <16 x i1> %1800
  %2609 = getelementptr inbounds float, ptr %1286, i64 %2607
  %2610 = getelementptr inbounds nuw i8, ptr %2541, i64 64
  %2611 = load <16 x float>, ptr %2610, align 64
  br i1 %105, label %2669, label %2612

2612:                                             ; preds = %2605
  %2613 = getelementptr inbounds float, ptr %1284, i64 %2607
  switch i64 %162, label %2566 [
    i64 1, label %2628
    i64 2, label %2621
    i64 3, label %2614
    i64 0, label %2669
  ]

2614:                                             ; preds = %2612
  %2615 = bitcast <16 x float> %2611 to <8 x i64>
  %2616 = and <8 x i64> %2615, %106
  %2617 = fcmp oeq <16 x float> %2611, %52
  %2618 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2611, i32 4)
  %2619 = bitcast <8 x i64> %2616 to <16 x float>
  %2620 = select <16 x i1> %2617, <16 x float> %2619, <16 x float> %2618
  br label %2631

2621:                                             ; preds = %2612
  %2622 = bitcast <16 x float> %2611 to <8 x i64>
  %2623 = or <8 x i64> %2622, %107
  %2624 = fcmp oeq <16 x float> %2611, %55
  %2625 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2611, i32 4)
  %2626 = bitcast <8 x i64> %2623 to <16 x float>
  %2627 = select <16 x i1> %2624, <16 x float> %2626, <16 x float> %2625
  br label %2631

2628:                                             ; preds = %2612
  %2629 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2613, <16 x i1> %2608, <16 x float> zeroinitializer)
  %2630 = fadd <16 x float> %2611, %2629
  br label %2631

2631:                                             ; preds = %2628, %2621, %2614
  %2632 = phi <16 x float> [ %2630, %2628 ], [ %2627, %2621 ], [ %2620, %2614 ]
  switch i64 %164, label %2566 [
    i64 1, label %2647
    i64 2, label %2640
    i64 3, label %2633
    i64 0, label %2669
  ]

2633:                                             ; preds = %2631
  %2634 = bitcast <16 x float> %2632 to <8 x i64>
  %2635 = and <8 x i64> %2634, %106
  %2636 = fcmp oeq <16 x float> %2632, %52
  %2637 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2632, i32 4)
  %2638 = bitcast <8 x i64> %2635 to <16 x float>
  %2639 = select <16 x i1> %2636, <16 x float> %2638, <16 x float> %2637
  br label %2650

2640:                                             ; preds = %2631
  %2641 = bitcast <16 x float> %2632 to <8 x i64>
  %2642 = or <8 x i64> %2641, %107
  %2643 = fcmp oeq <16 x float> %2632, %55
  %2644 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2632, i32 4)
  %2645 = bitcast <8 x i64> %2642 to <16 x float>
  %2646 = select <16 x i1> %2643, <16 x float> %2645, <16 x float> %2644
  br label %2650

2647:                                             ; preds = %2631
  %2648 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2613, <16 x i1> %2608, <16 x float> zeroinitializer)
  %2649 = fadd <16 x float> %2632, %2648
  br label %2650

2650:                                             ; preds = %2647, %2640, %2633
  %2651 = phi <16 x float> [ %2649, %2647 ], [ %2646, %2640 ], [ %2639, %2633 ]
  switch i64 %166, label %2566 [
    i64 1, label %2666
    i64 2, label %2659
    i64 3, label %2652
    i64 0, label %2669
  ]

2652:                                             ; preds = %2650
  %2653 = bitcast <16 x float> %2651 to <8 x i64>
  %2654 = and <8 x i64> %2653, %106
  %2655 = fcmp oeq <16 x float> %2651, %52
  %2656 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2651, i32 4)
  %2657 = bitcast <8 x i64> %2654 to <16 x float>
  %2658 = select <16 x i1> %2655, <16 x float> %2657, <16 x float> %2656
  br label %2669

2659:                                             ; preds = %2650
  %2660 = bitcast <16 x float> %2651 to <8 x i64>
  %2661 = or <8 x i64> %2660, %107
  %2662 = fcmp oeq <16 x float> %2651, %55
  %2663 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2651, i32 4)
  %2664 = bitcast <8 x i64> %2661 to <16 x float>
  %2665 = select <16 x i1> %2662, <16 x float> %2664, <16 x float> %2663
  br label %2669

2666:                                             ; preds = %2650
  %2667 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2613, <16 x i1> %2608, <16 x float> zeroinitializer)
  %2668 = fadd <16 x float> %2651, %2667
  br label %2669

2669:                                             ; preds = %2605, %2612, %2631, %2650, %2666, %2659, %2652
  %2670 = phi <16 x float> [ %2658, %2652 ], [ %2611, %2612 ], [ %2651, %2650 ], [ %2632, %2631 ], [ %2668, %2666 ], [ %2665, %2659 ], [ %2611, %2605 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2670, ptr align 1 %2609, <16 x i1> %2608)
  %2671 = add nsw i64 %1805, %2539
  %2672 = select i1 %2540, <16 x i1> zeroinitializer, <16 x i1> %1801
  %2673 = getelementptr inbounds float, ptr %1286, i64 %2671
  %2674 = getelementptr inbounds nuw i8, ptr %2541, i64 128
  %2675 = load <16 x float>, ptr %2674, align 64
  br i1 %105, label %2733, label %2676

2676:                                             ; preds = %2669
  %2677 = getelementptr inbounds float, ptr %1284, i64 %2671
  switch i64 %167, label %2566 [
    i64 1, label %2692
    i64 2, label %2685
    i64 3, label %2678
    i64 0, label %2733
  ]

2678:                                             ; preds = %2676
  %2679 = bitcast <16 x float> %2675 to <8 x i64>
  %2680 = and <8 x i64> %2679, %106
  %2681 = fcmp oeq <16 x float> %2675, %52
  %2682 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2675, i32 4)
  %2683 = bitcast <8 x i64> %2680 to <16 x float>
  %2684 = select <16 x i1> %2681, <16 x float> %2683, <16 x float> %2682
  br label %2695

2685:                                             ; preds = %2676
  %2686 = bitcast <16 x float> %2675 to <8 x i64>
  %2687 = or <8 x i64> %2686, %107
  %2688 = fcmp oeq <16 x float> %2675, %55
  %2689 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2675, i32 4)
  %2690 = bitcast <8 x i64> %2687 to <16 x float>
  %2691 = select <16 x i1> %2688, <16 x float> %2690, <16 x float> %2689
  br label %2695

2692:                                             ; preds = %2676
  %2693 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2677, <16 x i1> %2672, <16 x float> zeroinitializer)
  %2694 = fadd <16 x float> %2675, %2693
  br label %2695

2695:                                             ; preds = %2692, %2685, %2678
  %2696 = phi <16 x float> [ %2694, %2692 ], [ %2691, %2685 ], [ %2684, %2678 ]
  switch i64 %169, label %2566 [
    i64 1, label %2711
    i64 2, label %2704
    i64 3, label %2697
    i64 0, label %2733
  ]

2697:                                             ; preds = %2695
  %2698 = bitcast <16 x float> %2696 to <8 x i64>
  %2699 = and <8 x i64> %2698, %106
  %2700 = fcmp oeq <16 x float> %2696, %52
  %2701 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2696, i32 4)
  %2702 = bitcast <8 x i64> %2699 to <16 x float>
  %2703 = select <16 x i1> %2700, <16 x float> %2702, <16 x float> %2701
  br label %2714

2704:                                             ; preds = %2695
  %2705 = bitcast <16 x float> %2696 to <8 x i64>
  %2706 = or <8 x i64> %2705, %107
  %2707 = fcmp oeq <16 x float> %2696, %55
  %2708 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2696, i32 4)
  %2709 = bitcast <8 x i64> %2706 to <16 x float>
  %2710 = select <16 x i1> %2707, <16 x float> %2709, <16 x float> %2708
  br label %2714

2711:                                             ; preds = %2695
  %2712 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2677, <16 x i1> %2672, <16 x float> zeroinitializer)
  %2713 = fadd <16 x float> %2696, %2712
  br label %2714

2714:                                             ; preds = %2711, %2704, %2697
  %2715 = phi <16 x float> [ %2713, %2711 ], [ %2710, %2704 ], [ %2703, %2697 ]
  switch i64 %171, label %2566 [
    i64 1, label %2730
    i64 2, label %2723
    i64 3, label %2716
    i64 0, label %2733
  ]

2716:                                             ; preds = %2714
  %2717 = bitcast <16 x float> %2715 to <8 x i64>
  %2718 = and <8 x i64> %2717, %106
  %2719 = fcmp oeq <16 x float> %2715, %52
  %2720 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2715, i32 4)
  %2721 = bitcast <8 x i64> %2718 to <16 x float>
  %2722 = select <16 x i1> %2719, <16 x float> %2721, <16 x float> %2720
  br label %2733

2723:                                             ; preds = %2714
  %2724 = bitcast <16 x float> %2715 to <8 x i64>
  %2725 = or <8 x i64> %2724, %107
  %2726 = fcmp oeq <16 x float> %2715, %55
  %2727 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2715, i32 4)
  %2728 = bitcast <8 x i64> %2725 to <16 x float>
  %2729 = select <16 x i1> %2726, <16 x float> %2728, <16 x float> %2727
  br label %2733

2730:                                             ; preds = %2714
  %2731 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2677, <16 x i1> %2672, <16 x float> zeroinitializer)
  %2732 = fadd <16 x float> %2715, %2731
  br label %2733

2733:                                             ; preds = %2669, %2676, %2695, %2714, %2730, %2723, %2716
  %2734 = phi <16 x float> [ %2722, %2716 ], [ %2675, %2676 ], [ %2715, %2714 ], [ %2696, %2695 ], [ %2732, %2730 ], [ %2729, %2723 ], [ %2675, %2669 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2734, ptr align 1 %2673, <16 x i1> %2672)
  %2735 = add nsw i64 %1806, %2539
  %2736 = select i1 %2540, <16 x i1> zeroinitializer, <16 x i1> %1802
  %2737 = getelementptr inbounds float, ptr %1286, i64 %2735
  %2738 = getelementptr inbounds nuw i8, ptr %2541, i64 192
  %2739 = load <16 x float>, ptr %2738, align 64
  br i1 %105, label %2797, label %2740

2740:                                             ; preds = %2733
  %2741 = getelementptr inbounds float, ptr %1284, i64 %2735
  switch i64 %172, label %2566 [
    i64 1, label %2756
    i64 2, label %2749
    i64 3, label %2742
    i64 0, label %2797
  ]

2742:                                             ; preds = %2740
  %2743 = bitcast <16 x float> %2739 to <8 x i64>
  %2744 = and <8 x i64> %2743, %106
  %2745 = fcmp oeq <16 x float> %2739, %52
  %2746 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2739, i32 4)
  %2747 = bitcast <8 x i64> %2744 to <16 x float>
  %2748 = select <16 x i1> %2745, <16 x float> %2747, <16 x float> %2746
  br label %2759

2749:                                             ; preds = %2740
  %2750 = bitcast <16 x float> %2739 to <8 x i64>
  %2751 = or <8 x i64> %2750, %107
  %2752 = fcmp oeq <16 x float> %2739, %55
  %2753 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2739, i32 4)
  %2754 = bitcast <8 x i64> %2751 to <16 x float>
  %2755 = select <16 x i1> %2752, <16 x float> %2754, <16 x float> %2753
  br label %2759

2756:                                             ; preds = %2740
  %2757 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2741, <16 x i1> %2736, <16 x float> zeroinitializer)
  %2758 = fadd <16 x float> %2739, %2757
  br label %2759

2759:                                             ; preds = %2756, %2749, %2742
  %2760 = phi <16 x float> [ %2758, %2756 ], [ %2755, %2749 ], [ %2748, %2742 ]
  switch i64 %174, label %2566 [
    i64 1, label %2775
    i64 2, label %2768
    i64 3, label %2761
    i64 0, label %2797
  ]

2761:                                             ; preds = %2759
  %2762 = bitcast <16 x float> %2760 to <8 x i64>
  %2763 = and <8 x i64> %2762, %106
  %2764 = fcmp oeq <16 x float> %2760, %52
  %2765 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2760, i32 4)
  %2766 = bitcast <8 x i64> %2763 to <16 x float>
  %2767 = select <16 x i1> %2764, <16 x float> %2766, <16 x float> %2765
  br label %2778

2768:                                             ; preds = %2759
  %2769 = bitcast <16 x float> %2760 to <8 x i64>
  %2770 = or <8 x i64> %2769, %107
  %2771 = fcmp oeq <16 x float> %2760, %55
  %2772 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2760, i32 4)
  %2773 = bitcast <8 x i64> %2770 to <16 x float>
  %2774 = select <16 x i1> %2771, <16 x float> %2773, <16 x float> %2772
  br label %2778

2775:                                             ; preds = %2759
  %2776 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2741, <16 x i1> %2736, <16 x float> zeroinitializer)
  %2777 = fadd <16 x float> %2760, %2776
  br label %2778

2778:                                             ; preds = %2775, %2768, %2761
  %2779 = phi <16 x float> [ %2777, %2775 ], [ %2774, %2768 ], [ %2767, %2761 ]
  switch i64 %176, label %2566 [
    i64 1, label %2794
    i64 2, label %2787
    i64 3, label %2780
    i64 0, label %2797
  ]

2780:                                             ; preds = %2778
  %2781 = bitcast <16 x float> %2779 to <8 x i64>
  %2782 = and <8 x i64> %2781, %106
  %2783 = fcmp oeq <16 x float> %2779, %52
  %2784 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2779, i32 4)
  %2785 = bitcast <8 x i64> %2782 to <16 x float>
  %2786 = select <16 x i1> %2783, <16 x float> %2785, <16 x float> %2784
  br label %2797

2787:                                             ; preds = %2778
  %2788 = bitcast <16 x float> %2779 to <8 x i64>
  %2789 = or <8 x i64> %2788, %107
  %2790 = fcmp oeq <16 x float> %2779, %55
  %2791 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2779, i32 4)
  %2792 = bitcast <8 x i64> %2789 to <16 x float>
  %2793 = select <16 x i1> %2790, <16 x float> %2792, <16 x float> %2791
  br label %2797

2794:                                             ; preds = %2778
  %2795 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2741, <16 x i1> %2736, <16 x float> zeroinitializer)
  %2796 = fadd <16 x float> %2779, %2795
  br label %2797

2797:                                             ; preds = %2733, %2740, %2759, %2778, %2794, %2787, %2780
  %2798 = phi <16 x float> [ %2786, %2780 ], [ %2739, %2740 ], [ %2779, %2778 ], [ %2760, %2759 ], [ %2796, %2794 ], [ %2793, %2787 ], [ %2739, %2733 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2798, ptr align 1 %2737, <16 x i1> %2736)
  %2799 = add nuw nsw i64 %2537, 1
  %2800 = icmp eq i64 %2799, 6
  br i1 %2800, label %2801, label %2536

2801:                                             ; preds = %2797
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  br label %3397

2802:                                             ; preds = %1817, %3393
  %2803 = phi i64 [ 0, %1817 ], [ %3395, %3393 ]
  %2804 = getelementptr inbounds nuw i64, ptr %38, i64 %2803
  %2805 = getelementptr inbounds nuw i64, ptr %39, i64 %2803
  %2806 = load i64, ptr %2805, align 8
  %2807 = icmp sgt i64 %2806, 15
  %2808 = trunc i64 %2806 to i32
  %2809 = shl nsw i32 -1, %2808
  %2810 = trunc i32 %2809 to i16
  %2811 = xor i16 %2810, -1
  %2812 = select i1 %2807, i16 -1, i16 %2811
  br i1 %102, label %2835, label %2816

2813:                                             ; preds = %2857
  %2814 = getelementptr inbounds nuw i64, ptr %35, i64 %2803
  %2815 = getelementptr inbounds nuw i32, ptr %36, i64 %2803
  br label %2884

2816:                                             ; preds = %2802
  %2817 = load float, ptr %1819, align 4
  %2818 = insertelement <16 x float> poison, float %2817, i64 0
  %2819 = shufflevector <16 x float> %2818, <16 x float> poison, <16 x i32> zeroinitializer
  %2820 = load float, ptr %1821, align 4
  %2821 = insertelement <16 x float> poison, float %2820, i64 0
  %2822 = shufflevector <16 x float> %2821, <16 x float> poison, <16 x i32> zeroinitializer
  %2823 = load float, ptr %1822, align 4
  %2824 = insertelement <16 x float> poison, float %2823, i64 0
  %2825 = shufflevector <16 x float> %2824, <16 x float> poison, <16 x i32> zeroinitializer
  %2826 = load float, ptr %1823, align 4
  %2827 = insertelement <16 x float> poison, float %2826, i64 0
  %2828 = shufflevector <16 x float> %2827, <16 x float> poison, <16 x i32> zeroinitializer
  %2829 = load float, ptr %1824, align 4
  %2830 = insertelement <16 x float> poison, float %2829, i64 0
  %2831 = shufflevector <16 x float> %2830, <16 x float> poison, <16 x i32> zeroinitializer
  %2832 = load float, ptr %1825, align 4
  %2833 = insertelement <16 x float> poison, float %2832, i64 0
  %2834 = shufflevector <16 x float> %2833, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2857

2835:                                             ; preds = %2802
  %2836 = bitcast i16 %2812 to <16 x i1>
  %2837 = load i64, ptr %2804, align 8
  %2838 = getelementptr inbounds float, ptr %1827, i64 %2837
  %2839 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2838, <16 x i1> %2836, <16 x float> zeroinitializer)
  %2840 = bitcast i16 %2812 to <16 x i1>
  %2841 = getelementptr inbounds float, ptr %1830, i64 %2837
  %2842 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2841, <16 x i1> %2840, <16 x float> zeroinitializer)
  %2843 = bitcast i16 %2812 to <16 x i1>
  %2844 = load i64, ptr %2804, align 8
  %2845 = getelementptr inbounds float, ptr %1833, i64 %2844
  %2846 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2845, <16 x i1> %2843, <16 x float> zeroinitializer)
  %2847 = bitcast i16 %2812 to <16 x i1>
  %2848 = getelementptr inbounds float, ptr %1836, i64 %2844
  %2849 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2848, <16 x i1> %2847, <16 x float> zeroinitializer)
  %2850 = bitcast i16 %2812 to <16 x i1>
  %2851 = load i64, ptr %2804, align 8
  %2852 = getelementptr inbounds float, ptr %1839, i64 %2851
  %2853 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2852, <16 x i1> %2850, <16 x float> zeroinitializer)
  %2854 = bitcast i16 %2812 to <16 x i1>
  %2855 = getelementptr inbounds float, ptr %1842, i64 %2851
  %2856 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2855, <16 x i1> %2854, <16 x float> zeroinitializer)
  br label %2857

2857:                                             ; preds = %2835, %2816
  %2858 = phi <16 x float> [ %2853, %2835 ], [ %2831, %2816 ]
  %2859 = phi <16 x float> [ %2846, %2835 ], [ %2825, %2816 ]
  %2860 = phi <16 x float> [ %2839, %2835 ], [ %2819, %2816 ]
  %2861 = phi <16 x float> [ %2842, %2835 ], [ %2822, %2816 ]
  %2862 = phi <16 x float> [ %2849, %2835 ], [ %2828, %2816 ]
  %2863 = phi <16 x float> [ %2856, %2835 ], [ %2834, %2816 ]
  br i1 %83, label %2813, label %2872

2864:                                             ; preds = %3012, %2884
  %2865 = phi <16 x float> [ %2885, %2884 ], [ %3013, %3012 ]
  %2866 = phi <16 x float> [ %2886, %2884 ], [ %3014, %3012 ]
  %2867 = phi <16 x float> [ %2887, %2884 ], [ %3015, %3012 ]
  %2868 = phi <16 x float> [ %2888, %2884 ], [ %3016, %3012 ]
  %2869 = phi <16 x float> [ %2889, %2884 ], [ %3017, %3012 ]
  %2870 = phi <16 x float> [ %2890, %2884 ], [ %3018, %3012 ]
  %2871 = icmp slt i64 %2894, %5
  br i1 %2871, label %2884, label %2872

2872:                                             ; preds = %2864, %2857
  %2873 = phi <16 x float> [ %2860, %2857 ], [ %2865, %2864 ]
  %2874 = phi <16 x float> [ %2861, %2857 ], [ %2866, %2864 ]
  %2875 = phi <16 x float> [ %2859, %2857 ], [ %2867, %2864 ]
  %2876 = phi <16 x float> [ %2862, %2857 ], [ %2868, %2864 ]
  %2877 = phi <16 x float> [ %2858, %2857 ], [ %2869, %2864 ]
  %2878 = phi <16 x float> [ %2863, %2857 ], [ %2870, %2864 ]
  %2879 = load i64, ptr %2804, align 8
  %2880 = add nsw i64 %2879, %1843
  %2881 = bitcast i16 %2812 to <16 x i1>
  %2882 = select i1 %1844, <16 x i1> zeroinitializer, <16 x i1> %2881
  %2883 = getelementptr inbounds float, ptr %1286, i64 %2880
  br i1 %105, label %3078, label %3021

2884:                                             ; preds = %2813, %2864
  %2885 = phi <16 x float> [ %2860, %2813 ], [ %2865, %2864 ]
  %2886 = phi <16 x float> [ %2861, %2813 ], [ %2866, %2864 ]
  %2887 = phi <16 x float> [ %2859, %2813 ], [ %2867, %2864 ]
  %2888 = phi <16 x float> [ %2862, %2813 ], [ %2868, %2864 ]
  %2889 = phi <16 x float> [ %2858, %2813 ], [ %2869, %2864 ]
  %2890 = phi <16 x float> [ %2863, %2813 ], [ %2870, %2864 ]
  %2891 = phi i64 [ 0, %2813 ], [ %2894, %2864 ]
  %2892 = sub nsw i64 %5, %2891
  %2893 = icmp slt i64 %2892, %1296
  %2894 = add nuw nsw i64 %2891, %1296
  %2895 = select i1 %2893, i64 %5, i64 %2894
  br i1 %104, label %2896, label %2864

2896:                                             ; preds = %2884
  %2897 = mul nsw i64 %2891, %1087
  %2898 = getelementptr inbounds float, ptr %47, i64 %2897
  %2899 = mul nuw nsw i64 %2891, %101
  %2900 = getelementptr inbounds nuw float, ptr %1820, i64 %2899
  %2901 = icmp slt i64 %2891, %2895
  br label %2902

2902:                                             ; preds = %2896, %3012
  %2903 = phi <16 x float> [ %2885, %2896 ], [ %3013, %3012 ]
  %2904 = phi <16 x float> [ %2886, %2896 ], [ %3014, %3012 ]
  %2905 = phi <16 x float> [ %2887, %2896 ], [ %3015, %3012 ]
  %2906 = phi <16 x float> [ %2888, %2896 ], [ %3016, %3012 ]
  %2907 = phi <16 x float> [ %2889, %2896 ], [ %3017, %3012 ]
  %2908 = phi <16 x float> [ %2890, %2896 ], [ %3018, %3012 ]
  %2909 = phi i64 [ 0, %2896 ], [ %3019, %3012 ]
  %2910 = getelementptr inbounds nuw [4 x i64], ptr %2814, i64 %2909
  %2911 = load i64, ptr %2910, align 8
  %2912 = getelementptr inbounds nuw [4 x i32], ptr %2815, i64 %2909
  %2913 = load i32, ptr %2912, align 4
  %2914 = getelementptr inbounds nuw float, ptr %2900, i64 %2909
  %2915 = and i32 %2913, 65535
  %2916 = icmp eq i32 %2915, 65535
  br i1 %2916, label %2917, label %2918

2917:                                             ; preds = %2902
  br i1 %2901, label %2922, label %3012

2918:                                             ; preds = %2902
  br i1 %2901, label %2919, label %3012

2919:                                             ; preds = %2918
  %2920 = trunc i32 %2913 to i16
  %2921 = bitcast i16 %2920 to <16 x i1>
  br label %2967

2922:                                             ; preds = %2917, %2922
  %2923 = phi <16 x float> [ %2937, %2922 ], [ %2903, %2917 ]
  %2924 = phi <16 x float> [ %2942, %2922 ], [ %2904, %2917 ]
  %2925 = phi <16 x float> [ %2947, %2922 ], [ %2905, %2917 ]
  %2926 = phi <16 x float> [ %2952, %2922 ], [ %2906, %2917 ]
  %2927 = phi <16 x float> [ %2957, %2922 ], [ %2907, %2917 ]
  %2928 = phi <16 x float> [ %2962, %2922 ], [ %2908, %2917 ]
  %2929 = phi ptr [ %2964, %2922 ], [ %2898, %2917 ]
  %2930 = phi ptr [ %2965, %2922 ], [ %2914, %2917 ]
  %2931 = phi i64 [ %2963, %2922 ], [ %2891, %2917 ]
  %2932 = getelementptr inbounds float, ptr %2929, i64 %2911
  %2933 = load <16 x float>, ptr %2932, align 1
  %2934 = load float, ptr %2930, align 4
  %2935 = insertelement <16 x float> poison, float %2934, i64 0
  %2936 = shufflevector <16 x float> %2935, <16 x float> poison, <16 x i32> zeroinitializer
  %2937 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2933, <16 x float> %2936, <16 x float> %2923)
  %2938 = getelementptr inbounds float, ptr %2930, i64 %103
  %2939 = load float, ptr %2938, align 4
  %2940 = insertelement <16 x float> poison, float %2939, i64 0
  %2941 = shufflevector <16 x float> %2940, <16 x float> poison, <16 x i32> zeroinitializer
  %2942 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2933, <16 x float> %2941, <16 x float> %2924)
  %2943 = getelementptr inbounds i8, ptr %2930, i64 %115
  %2944 = load float, ptr %2943, align 4
  %2945 = insertelement <16 x float> poison, float %2944, i64 0
  %2946 = shufflevector <16 x float> %2945, <16 x float> poison, <16 x i32> zeroinitializer
  %2947 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2933, <16 x float> %2946, <16 x float> %2925)
  %2948 = getelementptr inbounds i8, ptr %2930, i64 %116
  %2949 = load float, ptr %2948, align 4
  %2950 = insertelement <16 x float> poison, float %2949, i64 0
  %2951 = shufflevector <16 x float> %2950, <16 x float> poison, <16 x i32> zeroinitializer
  %2952 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2933, <16 x float> %2951, <16 x float> %2926)
  %2953 = getelementptr inbounds i8, ptr %2930, i64 %117
  %2954 = load float, ptr %2953, align 4
  %2955 = insertelement <16 x float> poison, float %2954, i64 0
  %2956 = shufflevector <16 x float> %2955, <16 x float> poison, <16 x i32> zeroinitializer
  %2957 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2933, <16 x float> %2956, <16 x float> %2927)
  %2958 = getelementptr inbounds i8, ptr %2930, i64 %118
  %2959 = load float, ptr %2958, align 4
  %2960 = insertelement <16 x float> poison, float %2959, i64 0
  %2961 = shufflevector <16 x float> %2960, <16 x float> poison, <16 x i32> zeroinitializer
  %2962 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2933, <16 x float> %2961, <16 x float> %2928)
  %2963 = add nuw nsw i64 %2931, 1
  %2964 = getelementptr inbounds float, ptr %2929, i64 %1087
  %2965 = getelementptr inbounds nuw float, ptr %2930, i64 %101
  %2966 = icmp slt i64 %2963, %2895
  br i1 %2966, label %2922, label %3012

2967:                                             ; preds = %2919, %2967
  %2968 = phi <16 x float> [ %2903, %2919 ], [ %2982, %2967 ]
  %2969 = phi <16 x float> [ %2904, %2919 ], [ %2987, %2967 ]
  %2970 = phi <16 x float> [ %2905, %2919 ], [ %2992, %2967 ]
  %2971 = phi <16 x float> [ %2906, %2919 ], [ %2997, %2967 ]
  %2972 = phi <16 x float> [ %2907, %2919 ], [ %3002, %2967 ]
  %2973 = phi <16 x float> [ %2908, %2919 ], [ %3007, %2967 ]
  %2974 = phi i64 [ %2891, %2919 ], [ %3008, %2967 ]
  %2975 = phi ptr [ %2898, %2919 ], [ %3009, %2967 ]
  %2976 = phi ptr [ %2914, %2919 ], [ %3010, %2967 ]
  %2977 = getelementptr inbounds float, ptr %2975, i64 %2911
  %2978 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2977, <16 x i1> %2921, <16 x float> zeroinitializer)
  %2979 = load float, ptr %2976, align 4
  %2980 = insertelement <16 x float> poison, float %2979, i64 0
  %2981 = shufflevector <16 x float> %2980, <16 x float> poison, <16 x i32> zeroinitializer
  %2982 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2978, <16 x float> %2981, <16 x float> %2968)
  %2983 = getelementptr inbounds float, ptr %2976, i64 %103
  %2984 = load float, ptr %2983, align 4
  %2985 = insertelement <16 x float> poison, float %2984, i64 0
  %2986 = shufflevector <16 x float> %2985, <16 x float> poison, <16 x i32> zeroinitializer
  %2987 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2978, <16 x float> %2986, <16 x float> %2969)
  %2988 = getelementptr inbounds i8, ptr %2976, i64 %111
  %2989 = load float, ptr %2988, align 4
  %2990 = insertelement <16 x float> poison, float %2989, i64 0
  %2991 = shufflevector <16 x float> %2990, <16 x float> poison, <16 x i32> zeroinitializer
  %2992 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2978, <16 x float> %2991, <16 x float> %2970)
  %2993 = getelementptr inbounds i8, ptr %2976, i64 %112
  %2994 = load float, ptr %2993, align 4
  %2995 = insertelement <16 x float> poison, float %2994, i64 0
  %2996 = shufflevector <16 x float> %2995, <16 x float> poison, <16 x i32> zeroinitializer
  %2997 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2978, <16 x float> %2996, <16 x float> %2971)
  %2998 = getelementptr inbounds i8, ptr %2976, i64 %113
  %2999 = load float, ptr %2998, align 4
  %3000 = insertelement <16 x float> poison, float %2999, i64 0
  %3001 = shufflevector <16 x float> %3000, <16 x float> poison, <16 x i32> zeroinitializer
  %3002 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2978, <16 x float> %3001, <16 x float> %2972)
  %3003 = getelementptr inbounds i8, ptr %2976, i64 %114
  %3004 = load float, ptr %3003, align 4
  %3005 = insertelement <16 x float> poison, float %3004, i64 0
  %3006 = shufflevector <16 x float> %3005, <16 x float> poison, <16 x i32> zeroinitializer
  %3007 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2978, <16 x float> %3006, <16 x float> %2973)
  %3008 = add nuw nsw i64 %2974, 1
  %3009 = getelementptr inbounds float, ptr %2975, i64 %1087
  %3010 = getelementptr inbounds nuw float, ptr %2976, i64 %101
  %3011 = icmp slt i64 %3008, %2895
  br i1 %3011, label %2967, label %3012

3012:                                             ; preds = %2967, %2922, %2917, %2918
  %3013 = phi <16 x float> [ %2903, %2918 ], [ %2903, %2917 ], [ %2937, %2922 ], [ %2982, %2967 ]
  %3014 = phi <16 x float> [ %2904, %2918 ], [ %2904, %2917 ], [ %2942, %2922 ], [ %2987, %2967 ]
  %3015 = phi <16 x float> [ %2905, %2918 ], [ %2905, %2917 ], [ %2947, %2922 ], [ %2992, %2967 ]
  %3016 = phi <16 x float> [ %2906, %2918 ], [ %2906, %2917 ], [ %2952, %2922 ], [ %2997, %2967 ]
  %3017 = phi <16 x float> [ %2907, %2918 ], [ %2907, %2917 ], [ %2957, %2922 ], [ %3002, %2967 ]
  %3018 = phi <16 x float> [ %2908, %2918 ], [ %2908, %2917 ], [ %2962, %2922 ], [ %3007, %2967 ]
  %3019 = add nuw nsw i64 %2909, 1
  %3020 = icmp eq i64 %3019, %101
  br i1 %3020, label %2864, label %2902

3021:                                             ; preds = %2872
  %3022 = getelementptr inbounds float, ptr %1284, i64 %2880
  switch i64 %119, label %2566 [
    i64 1, label %3023
    i64 2, label %3026
    i64 3, label %3033
    i64 0, label %3078
  ]

3023:                                             ; preds = %3021
  %3024 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3022, <16 x i1> %2882, <16 x float> zeroinitializer)
  %3025 = fadd <16 x float> %2873, %3024
  br label %3040

3026:                                             ; preds = %3021
  %3027 = bitcast <16 x float> %2873 to <8 x i64>
  %3028 = or <8 x i64> %3027, %107
  %3029 = fcmp oeq <16 x float> %2873, %55
  %3030 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2873, i32 4)
  %3031 = bitcast <8 x i64> %3028 to <16 x float>
  %3032 = select <16 x i1> %3029, <16 x float> %3031, <16 x float> %3030
  br label %3040

3033:                                             ; preds = %3021
  %3034 = bitcast <16 x float> %2873 to <8 x i64>
  %3035 = and <8 x i64> %3034, %106
  %3036 = fcmp oeq <16 x float> %2873, %52
  %3037 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2873, i32 4)
  %3038 = bitcast <8 x i64> %3035 to <16 x float>
  %3039 = select <16 x i1> %3036, <16 x float> %3038, <16 x float> %3037
  br label %3040

3040:                                             ; preds = %3033, %3026, %3023
  %3041 = phi <16 x float> [ %3025, %3023 ], [ %3032, %3026 ], [ %3039, %3033 ]
  switch i64 %121, label %2566 [
    i64 1, label %3056
    i64 2, label %3049
    i64 3, label %3042
    i64 0, label %3078
  ]

3042:                                             ; preds = %3040
  %3043 = bitcast <16 x float> %3041 to <8 x i64>
  %3044 = and <8 x i64> %3043, %106
  %3045 = fcmp oeq <16 x float> %3041, %52
  %3046 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %3041, i32 4)
  %3047 = bitcast <8 x i64> %3044 to <16 x float>
  %3048 = select <16 x i1> %3045, <16 x float> %3047, <16 x float> %3046
  br label %3059

3049:                                             ; preds = %3040
  %3050 = bitcast <16 x float> %3041 to <8 x i64>
  %3051 = or <8 x i64> %3050, %107
  %3052 = fcmp oeq <16 x float> %3041, %55
  %3053 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %3041, i32 4)
  %3054 = bitcast <8 x i64> %3051 to <16 x float>
  %3055 = select <16 x i1> %3052, <16 x float> %3054, <16 x float> %3053
  br label %3059

3056:                                             ; preds = %3040
  %3057 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3022, <16 x i1> %2882, <16 x float> zeroinitializer)
  %3058 = fadd <16 x float> %3041, %3057
  br label %3059

3059:                                             ; preds = %3056, %3049, %3042
  %3060 = phi <16 x float> [ %3058, %3056 ], [ %3055, %3049 ], [ %3048, %3042 ]
  switch i64 %123, label %2566 [
    i64 1, label %3075
    i64 2, label %3068
    i64 3, label %3061
    i64 0, label %3078
  ]

3061:                                             ; preds = %3059
  %3062 = bitcast <16 x float> %3060 to <8 x i64>
  %3063 = and <8 x i64> %3062, %106
  %3064 = fcmp oeq <16 x float> %3060, %52
  %3065 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %3060, i32 4)
  %3066 = bitcast <8 x i64> %3063 to <16 x float>
  %3067 = select <16 x i1> %3064, <16 x float> %3066, <16 x float> %3065
  br label %3078

3068:                                             ; preds = %3059
  %3069 = bitcast <16 x float> %3060 to <8 x i64>
  %3070 = or <8 x i64> %3069, %107
  %3071 = fcmp oeq <16 x float> %3060, %55
  %3072 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %3060, i32 4)
  %3073 = bitcast <8 x i64> %3070 to <16 x float>
  %3074 = select <16 x i1> %3071, <16 x float> %3073, <16 x float> %3072
  br label %3078

3075:                                             ; preds = %3059
  %3076 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3022, <16 x i1> %2882, <16 x float> zeroinitializer)
  %3077 = fadd <16 x float> %3060, %3076
  br label %3078

3078:                                             ; preds = %3021, %3040, %3059, %3075, %3068, %3061, %2872
  %3079 = phi <16 x float> [ %2873, %2872 ], [ %2873, %3021 ], [ %3060, %3059 ], [ %3041, %3040 ], [ %3077, %3075 ], [ %3074, %3068 ], [ %3067, %3061 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3079, ptr align 1 %2883, <16 x i1> %2882)
  %3080 = add nsw i64 %2879, %1846
  %3081 = bitcast i16 %2812 to <16 x i1>
  %3082 = select i1 %1847, <16 x i1> zeroinitializer, <16 x i1> %3081
  %3083 = getelementptr inbounds float, ptr %1286, i64 %3080
  br i1 %105, label %3141, label %3084

3084:                                             ; preds = %3078
  %3085 = getelementptr inbounds float, ptr %1284, i64 %3080
  switch i64 %124, label %2566 [
    i64 1, label %3100
    i64 2, label %3093
    i64 3, label %3086
    i64 0, label %3141
  ]

3086:                                             ; preds = %3084
  %3087 = bitcast <16 x float> %2874 to <8 x i64>
  %3088 = and <8 x i64> %3087, %106
  %3089 = fcmp oeq <16 x float> %2874, %52
  %3090 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2874, i32 4)
  %3091 = bitcast <8 x i64> %3088 to <16 x float>
  %3092 = select <16 x i1> %3089, <16 x float> %3091, <16 x float> %3090
  br label %3103

3093:                                             ; preds = %3084
  %3094 = bitcast <16 x float> %2874 to <8 x i64>
  %3095 = or <8 x i64> %3094, %107
  %3096 = fcmp oeq <16 x float> %2874, %55
  %3097 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2874, i32 4)
  %3098 = bitcast <8 x i64> %3095 to <16 x float>
  %3099 = select <16 x i1> %3096, <16 x float> %3098, <16 x float> %3097
  br label %3103

3100:                                             ; preds = %3084
  %3101 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3085, <16 x i1> %3082, <16 x float> zeroinitializer)
  %3102 = fadd <16 x float> %2874, %3101
  br label %3103

3103:                                             ; preds = %3100, %3093, %3086
  %3104 = phi <16 x float> [ %3102, %3100 ], [ %3099, %3093 ], [ %3092, %3086 ]
  switch i64 %126, label %2566 [
    i64 1, label %3119
    i64 2, label %3112
    i64 3, label %3105
    i64 0, label %3141
  ]

3105:                                             ; preds = %3103
  %3106 = bitcast <16 x float> %3104 to <8 x i64>
  %3107 = and <8 x i64> %3106, %106
  %3108 = fcmp oeq <16 x float> %3104, %52
  %3109 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %3104, i32 4)
  %3110 = bitcast <8 x i64> %3107 to <16 x float>
  %3111 = select <16 x i1> %3108, <16 x float> %3110, <16 x float> %3109
  br label %3122

3112:                                             ; preds = %3103
  %3113 = bitcast <16 x float> %3104 to <8 x i64>
  %3114 = or <8 x i64> %3113, %107
  %3115 = fcmp oeq <16 x float> %3104, %55
  %3116 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %3104, i32 4)
  %3117 = bitcast <8 x i64> %3114 to <16 x float>
  %3118 = select <16 x i1> %3115, <16 x float> %3117, <16 x float> %3116
  br label %3122

3119:                                             ; preds = %3103
  %3120 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3085, <16 x i1> %3082, <16 x float> zeroinitializer)
  %3121 = fadd <16 x float> %3104, %3120
  br label %3122

3122:                                             ; preds = %3119, %3112, %3105
  %3123 = phi <16 x float> [ %3121, %3119 ], [ %3118, %3112 ], [ %3111, %3105 ]
  switch i64 %128, label %2566 [
    i64 1, label %3138
    i64 2, label %3131
    i64 3, label %3124
    i64 0, label %3141
  ]

3124:                                             ; preds = %3122
  %3125 = bitcast <16 x float> %3123 to <8 x i64>
  %3126 = and <8 x i64> %3125, %106
  %3127 = fcmp oeq <16 x float> %3123, %52
  %3128 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %3123, i32 4)
  %3129 = bitcast <8 x i64> %3126 to <16 x float>
  %3130 = select <16 x i1> %3127, <16 x float> %3129, <16 x float> %3128
  br label %3141

3131:                                             ; preds = %3122
  %3132 = bitcast <16 x float> %3123 to <8 x i64>
  %3133 = or <8 x i64> %3132, %107
  %3134 = fcmp oeq <16 x float> %3123, %55
  %3135 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %3123, i32 4)
  %3136 = bitcast <8 x i64> %3133 to <16 x float>
  %3137 = select <16 x i1> %3134, <16 x float> %3136, <16 x float> %3135
  br label %3141

3138:                                             ; preds = %3122
  %3139 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3085, <16 x i1> %3082, <16 x float> zeroinitializer)
  %3140 = fadd <16 x float> %3123, %3139
  br label %3141

3141:                                             ; preds = %3078, %3084, %3103, %3122, %3138, %3131, %3124
  %3142 = phi <16 x float> [ %3130, %3124 ], [ %2874, %3084 ], [ %3123, %3122 ], [ %3104, %3103 ], [ %3140, %3138 ], [ %3137, %3131 ], [ %2874, %3078 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3142, ptr align 1 %3083, <16 x i1> %3082)
  %3143 = add nsw i64 %2879, %1849
  %3144 = bitcast i16 %2812 to <16 x i1>
  %3145 = select i1 %1850, <16 x i1> zeroinitializer, <16 x i1> %3144
  %3146 = getelementptr inbounds float, ptr %1286, i64 %3143
  br i1 %105, label %3204, label %3147

3147:                                             ; preds = %3141
  %3148 = getelementptr inbounds float, ptr %1284, i64 %3143
  switch i64 %129, label %2566 [
    i64 1, label %3163
    i64 2, label %3156
    i64 3, label %3149
    i64 0, label %3204
  ]

3149:                                             ; preds = %3147
  %3150 = bitcast <16 x float> %2875 to <8 x i64>
  %3151 = and <8 x i64> %3150, %106
  %3152 = fcmp oeq <16 x float> %2875, %52
  %3153 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2875, i32 4)
  %3154 = bitcast <8 x i64> %3151 to <16 x float>
  %3155 = select <16 x i1> %3152, <16 x float> %3154, <16 x float> %3153
  br label %3166

3156:                                             ; preds = %3147
  %3157 = bitcast <16 x float> %2875 to <8 x i64>
  %3158 = or <8 x i64> %3157, %107
  %3159 = fcmp oeq <16 x float> %2875, %55
  %3160 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2875, i32 4)
  %3161 = bitcast <8 x i64> %3158 to <16 x float>
  %3162 = select <16 x i1> %3159, <16 x float> %3161, <16 x float> %3160
  br label %3166

3163:                                             ; preds = %3147
  %3164 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3148, <16 x i1> %3145, <16 x float> zeroinitializer)
  %3165 = fadd <16 x float> %2875, %3164
  br label %3166

3166:                                             ; preds = %3163, %3156, %3149
  %3167 = phi <16 x float> [ %3165, %3163 ], [ %3162, %3156 ], [ %3155, %3149 ]
  switch i64 %131, label %2566 [
    i64 1, label %3182
    i64 2, label %3175
    i64 3, label %3168
    i64 0, label %3204
  ]

3168:                                             ; preds = %3166
  %3169 = bitcast <16 x float> %3167 to <8 x i64>
  %3170 = and <8 x i64> %3169, %106
  %3171 = fcmp oeq <16 x float> %3167, %52
  %3172 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %3167, i32 4)
  %3173 = bitcast <8 x i64> %3170 to <16 x float>
  %3174 = select <16 x i1> %3171, <16 x float> %3173, <16 x float> %3172
  br label %3185

3175:                                             ; preds = %3166
  %3176 = bitcast <16 x float> %3167 to <8 x i64>
  %3177 = or <8 x i64> %3176, %107
  %3178 = fcmp oeq <16 x float> %3167, %55
  %3179 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %3167, i32 4)
  %3180 = bitcast <8 x i64> %3177 to <16 x float>
  %3181 = select <16 x i1> %3178, <16 x float> %3180, <16 x float> %3179
  br label %3185

3182:                                             ; preds = %3166
  %3183 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3148, <16 x i1> %3145, <16 x float> zeroinitializer)
  %3184 = fadd <16 x float> %3167, %3183
  br label %3185

3185:                                             ; preds = %3182, %3175, %3168
  %3186 = phi <16 x float> [ %3184, %3182 ], [ %3181, %3175 ], [ %3174, %3168 ]
  switch i64 %133, label %2566 [
    i64 1, label %3201
    i64 2, label %3194
    i64 3, label %3187
    i64 0, label %3204
  ]

3187:                                             ; preds = %3185
  %3188 = bitcast <16 x float> %3186 to <8 x i64>
  %3189 = and <8 x i64> %3188, %106
  %3190 = fcmp oeq <16 x float> %3186, %52
  %3191 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %3186, i32 4)
  %3192 = bitcast <8 x i64> %3189 to <16 x float>
  %3193 = select <16 x i1> %3190, <16 x float> %3192, <16 x float> %3191
  br label %3204

3194:                                             ; preds = %3185
  %3195 = bitcast <16 x float> %3186 to <8 x i64>
  %3196 = or <8 x i64> %3195, %107
  %3197 = fcmp oeq <16 x float> %3186, %55
  %3198 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %3186, i32 4)
  %3199 = bitcast <8 x i64> %3196 to <16 x float>
  %3200 = select <16 x i1> %3197, <16 x float> %3199, <16 x float> %3198
  br label %3204

3201:                                             ; preds = %3185
  %3202 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3148, <16 x i1> %3145, <16 x float> zeroinitializer)
  %3203 = fadd <16 x float> %3186, %3202
  br label %3204

3204:                                             ; preds = %3141, %3147, %3166, %3185, %3201, %3194, %3187
  %3205 = phi <16 x float> [ %3193, %3187 ], [ %2875, %3147 ], [ %3186, %3185 ], [ %3167, %3166 ], [ %3203, %3201 ], [ %3200, %3194 ], [ %2875, %3141 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3205, ptr align 1 %3146, <16 x i1> %3145)
  %3206 = add nsw i64 %2879, %1852
  %3207 = bitcast i16 %2812 to <16 x i1>
  %3208 = select i1 %1853, <16 x i1> zeroinitializer, <16 x i1> %3207
  %3209 = getelementptr inbounds float, ptr %1286, i64 %3206
  br i1 %105, label %3267, label %3210

3210:                                             ; preds = %3204
  %3211 = getelementptr inbounds float, ptr %1284, i64 %3206
  switch i64 %134, label %2566 [
    i64 1, label %3226
    i64 2, label %3219
    i64 3, label %3212
    i64 0, label %3267
  ]

3212:                                             ; preds = %3210
  %3213 = bitcast <16 x float> %2876 to <8 x i64>
  %3214 = and <8 x i64> %3213, %106
  %3215 = fcmp oeq <16 x float> %2876, %52
  %3216 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2876, i32 4)
  %3217 = bitcast <8 x i64> %3214 to <16 x float>
  %3218 = select <16 x i1> %3215, <16 x float> %3217, <16 x float> %3216
  br label %3229

3219:                                             ; preds = %3210
  %3220 = bitcast <16 x float> %2876 to <8 x i64>
  %3221 = or <8 x i64> %3220, %107
  %3222 = fcmp oeq <16 x float> %2876, %55
  %3223 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2876, i32 4)
  %3224 = bitcast <8 x i64> %3221 to <16 x float>
  %3225 = select <16 x i1> %3222, <16 x float> %3224, <16 x float> %3223
  br label %3229

3226:                                             ; preds = %3210
  %3227 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3211, <16 x i1> %3208, <16 x float> zeroinitializer)
  %3228 = fadd <16 x float> %2876, %3227
  br label %3229

3229:                                             ; preds = %3226, %3219, %3212
  %3230 = phi <16 x float> [ %3228, %3226 ], [ %3225, %3219 ], [ %3218, %3212 ]
  switch i64 %136, label %2566 [
    i64 1, label %3245
    i64 2, label %3238
    i64 3, label %3231
    i64 0, label %3267
  ]

3231:                                             ; preds = %3229
  %3232 = bitcast <16 x float> %3230 to <8 x i64>
  %3233 = and <8 x i64> %3232, %106
  %3234 = fcmp oeq <16 x float> %3230, %52
  %3235 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %3230, i32 4)
  %3236 = bitcast <8 x i64> %3233 to <16 x float>
  %3237 = select <16 x i1> %3234, <16 x float> %3236, <16 x float> %3235
  br label %3248

3238:                                             ; preds = %3229
  %3239 = bitcast <16 x float> %3230 to <8 x i64>
  %3240 = or <8 x i64> %3239, %107
  %3241 = fcmp oeq <16 x float> %3230, %55
  %3242 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %3230, i32 4)
  %3243 = bitcast <8 x i64> %3240 to <16 x float>
  %3244 = select <16 x i1> %3241, <16 x float> %3243, <16 x float> %3242
  br label %3248

3245:                                             ; preds = %3229
  %3246 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3211, <16 x i1> %3208, <16 x float> zeroinitializer)
  %3247 = fadd <16 x float> %3230, %3246
  br label %3248

3248:                                             ; preds = %3245, %3238, %3231
  %3249 = phi <16 x float> [ %3247, %3245 ], [ %3244, %3238 ], [ %3237, %3231 ]
  switch i64 %138, label %2566 [
    i64 1, label %3264
    i64 2, label %3257
    i64 3, label %3250
    i64 0, label %3267
  ]

3250:                                             ; preds = %3248
  %3251 = bitcast <16 x float> %3249 to <8 x i64>
  %3252 = and <8 x i64> %3251, %106
  %3253 = fcmp oeq <16 x float> %3249, %52
  %3254 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %3249, i32 4)
  %3255 = bitcast <8 x i64> %3252 to <16 x float>
  %3256 = select <16 x i1> %3253, <16 x float> %3255, <16 x float> %3254
  br label %3267

3257:                                             ; preds = %3248
  %3258 = bitcast <16 x float> %3249 to <8 x i64>
  %3259 = or <8 x i64> %3258, %107
  %3260 = fcmp oeq <16 x float> %3249, %55
  %3261 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %3249, i32 4)
  %3262 = bitcast <8 x i64> %3259 to <16 x float>
  %3263 = select <16 x i1> %3260, <16 x float> %3262, <16 x float> %3261
  br label %3267

3264:                                             ; preds = %3248
  %3265 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3211, <16 x i1> %3208, <16 x float> zeroinitializer)
  %3266 = fadd <16 x float> %3249, %3265
  br label %3267

3267:                                             ; preds = %3204, %3210, %3229, %3248, %3264, %3257, %3250
  %3268 = phi <16 x float> [ %3256, %3250 ], [ %2876, %3210 ], [ %3249, %3248 ], [ %3230, %3229 ], [ %3266, %3264 ], [ %3263, %3257 ], [ %2876, %3204 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3268, ptr align 1 %3209, <16 x i1> %3208)
  %3269 = add nsw i64 %2879, %1855
  %3270 = bitcast i16 %2812 to <16 x i1>
  %3271 = select i1 %1856, <16 x i1> zeroinitializer, <16 x i1> %3270
  %3272 = getelementptr inbounds float, ptr %1286, i64 %3269
  br i1 %105, label %3330, label %3273

3273:                                             ; preds = %3267
  %3274 = getelementptr inbounds float, ptr %1284, i64 %3269
  switch i64 %139, label %2566 [
    i64 1, label %3289
    i64 2, label %3282
    i64 3, label %3275
    i64 0, label %3330
  ]

3275:                                             ; preds = %3273
  %3276 = bitcast <16 x float> %2877 to <8 x i64>
  %3277 = and <8 x i64> %3276, %106
  %3278 = fcmp oeq <16 x float> %2877, %52
  %3279 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2877, i32 4)
  %3280 = bitcast <8 x i64> %3277 to <16 x float>
  %3281 = select <16 x i1> %3278, <16 x float> %3280, <16 x float> %3279
  br label %3292

3282:                                             ; preds = %3273
  %3283 = bitcast <16 x float> %2877 to <8 x i64>
  %3284 = or <8 x i64> %3283, %107
  %3285 = fcmp oeq <16 x float> %2877, %55
  %3286 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2877, i32 4)
  %3287 = bitcast <8 x i64> %3284 to <16 x float>
  %3288 = select <16 x i1> %3285, <16 x float> %3287, <16 x float> %3286
  br label %3292

3289:                                             ; preds = %3273
  %3290 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3274, <16 x i1> %3271, <16 x float> zeroinitializer)
  %3291 = fadd <16 x float> %2877, %3290
  br label %3292

3292:                                             ; preds = %3289, %3282, %3275
  %3293 = phi <16 x float> [ %3291, %3289 ], [ %3288, %3282 ], [ %3281, %3275 ]
  switch i64 %141, label %2566 [
    i64 1, label %3308
    i64 2, label %3301
    i64 3, label %3294
    i64 0, label %3330
  ]

3294:                                             ; preds = %3292
  %3295 = bitcast <16 x float> %3293 to <8 x i64>
  %3296 = and <8 x i64> %3295, %106
  %3297 = fcmp oeq <16 x float> %3293, %52
  %3298 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %3293, i32 4)
  %3299 = bitcast <8 x i64> %3296 to <16 x float>
  %3300 = select <16 x i1> %3297, <16 x float> %3299, <16 x float> %3298
  br label %3311

3301:                                             ; preds = %3292
  %3302 = bitcast <16 x float> %3293 to <8 x i64>
  %3303 = or <8 x i64> %3302, %107
  %3304 = fcmp oeq <16 x float> %3293, %55
  %3305 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %3293, i32 4)
  %3306 = bitcast <8 x i64> %3303 to <16 x float>
  %3307 = select <16 x i1> %3304, <16 x float> %3306, <16 x float> %3305
  br label %3311

3308:                                             ; preds = %3292
  %3309 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3274, <16 x i1> %3271, <16 x float> zeroinitializer)
  %3310 = fadd <16 x float> %3293, %3309
  br label %3311

3311:                                             ; preds = %3308, %3301, %3294
  %3312 = phi <16 x float> [ %3310, %3308 ], [ %3307, %3301 ], [ %3300, %3294 ]
  switch i64 %143, label %2566 [
    i64 1, label %3327
    i64 2, label %3320
    i64 3, label %3313
    i64 0, label %3330
  ]

3313:                                             ; preds = %3311
  %3314 = bitcast <16 x float> %3312 to <8 x i64>
  %3315 = and <8 x i64> %3314, %106
  %3316 = fcmp oeq <16 x float> %3312, %52
  %3317 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %3312, i32 4)
  %3318 = bitcast <8 x i64> %3315 to <16 x float>
  %3319 = select <16 x i1> %3316, <16 x float> %3318, <16 x float> %3317
  br label %3330

3320:                                             ; preds = %3311
  %3321 = bitcast <16 x float> %3312 to <8 x i64>
  %3322 = or <8 x i64> %3321, %107
  %3323 = fcmp oeq <16 x float> %3312, %55
  %3324 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %3312, i32 4)
  %3325 = bitcast <8 x i64> %3322 to <16 x float>
  %3326 = select <16 x i1> %3323, <16 x float> %3325, <16 x float> %3324
  br label %3330

3327:                                             ; preds = %3311
  %3328 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3274, <16 x i1> %3271, <16 x float> zeroinitializer)
  %3329 = fadd <16 x float> %3312, %3328
  br label %3330

3330:                                             ; preds = %3267, %3273, %3292, %3311, %3327, %3320, %3313
  %3331 = phi <16 x float> [ %3319, %3313 ], [ %2877, %3273 ], [ %3312, %3311 ], [ %3293, %3292 ], [ %3329, %3327 ], [ %3326, %3320 ], [ %2877, %3267 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3331, ptr align 1 %3272, <16 x i1> %3271)
  %3332 = add nsw i64 %2879, %1858
  %3333 = bitcast i16 %2812 to <16 x i1>
  %3334 = select i1 %1859, <16 x i1> zeroinitializer, <16 x i1> %3333
  %3335 = getelementptr inbounds float, ptr %1286, i64 %3332
  br i1 %105, label %3393, label %3336

3336:                                             ; preds = %3330
  %3337 = getelementptr inbounds float, ptr %1284, i64 %3332
  switch i64 %144, label %2566 [
    i64 1, label %3352
    i64 2, label %3345
    i64 3, label %3338
    i64 0, label %3393
  ]

3338:                                             ; preds = %3336
  %3339 = bitcast <16 x float> %2878 to <8 x i64>
  %3340 = and <8 x i64> %3339, %106
  %3341 = fcmp oeq <16 x float> %2878, %52
  %3342 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2878, i32 4)
  %3343 = bitcast <8 x i64> %3340 to <16 x float>
  %3344 = select <16 x i1> %3341, <16 x float> %3343, <16 x float> %3342
  br label %3355

3345:                                             ; preds = %3336
  %3346 = bitcast <16 x float> %2878 to <8 x i64>
  %3347 = or <8 x i64> %3346, %107
  %3348 = fcmp oeq <16 x float> %2878, %55
  %3349 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2878, i32 4)
  %3350 = bitcast <8 x i64> %3347 to <16 x float>
  %3351 = select <16 x i1> %3348, <16 x float> %3350, <16 x float> %3349
  br label %3355

3352:                                             ; preds = %3336
  %3353 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3337, <16 x i1> %3334, <16 x float> zeroinitializer)
  %3354 = fadd <16 x float> %2878, %3353
  br label %3355

3355:                                             ; preds = %3352, %3345, %3338
  %3356 = phi <16 x float> [ %3354, %3352 ], [ %3351, %3345 ], [ %3344, %3338 ]
  switch i64 %146, label %2566 [
    i64 1, label %3371
    i64 2, label %3364
    i64 3, label %3357
    i64 0, label %3393
  ]

3357:                                             ; preds = %3355
  %3358 = bitcast <16 x float> %3356 to <8 x i64>
  %3359 = and <8 x i64> %3358, %106
  %3360 = fcmp oeq <16 x float> %3356, %52
  %3361 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %3356, i32 4)
  %3362 = bitcast <8 x i64> %3359 to <16 x float>
  %3363 = select <16 x i1> %3360, <16 x float> %3362, <16 x float> %3361
  br label %3374

3364:                                             ; preds = %3355
  %3365 = bitcast <16 x float> %3356 to <8 x i64>
  %3366 = or <8 x i64> %3365, %107
  %3367 = fcmp oeq <16 x float> %3356, %55
  %3368 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %3356, i32 4)
  %3369 = bitcast <8 x i64> %3366 to <16 x float>
  %3370 = select <16 x i1> %3367, <16 x float> %3369, <16 x float> %3368
  br label %3374

3371:                                             ; preds = %3355
  %3372 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3337, <16 x i1> %3334, <16 x float> zeroinitializer)
  %3373 = fadd <16 x float> %3356, %3372
  br label %3374

3374:                                             ; preds = %3371, %3364, %3357
  %3375 = phi <16 x float> [ %3373, %3371 ], [ %3370, %3364 ], [ %3363, %3357 ]
  switch i64 %148, label %2566 [
    i64 1, label %3390
    i64 2, label %3383
    i64 3, label %3376
    i64 0, label %3393
  ]

3376:                                             ; preds = %3374
  %3377 = bitcast <16 x float> %3375 to <8 x i64>
  %3378 = and <8 x i64> %3377, %106
  %3379 = fcmp oeq <16 x float> %3375, %52
  %3380 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %3375, i32 4)
  %3381 = bitcast <8 x i64> %3378 to <16 x float>
  %3382 = select <16 x i1> %3379, <16 x float> %3381, <16 x float> %3380
  br label %3393

3383:                                             ; preds = %3374
  %3384 = bitcast <16 x float> %3375 to <8 x i64>
  %3385 = or <8 x i64> %3384, %107
  %3386 = fcmp oeq <16 x float> %3375, %55
  %3387 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %3375, i32 4)
  %3388 = bitcast <8 x i64> %3385 to <16 x float>
  %3389 = select <16 x i1> %3386, <16 x float> %3388, <16 x float> %3387
  br label %3393

3390:                                             ; preds = %3374
  %3391 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3337, <16 x i1> %3334, <16 x float> zeroinitializer)
  %3392 = fadd <16 x float> %3375, %3391
  br label %3393

3393:                                             ; preds = %3330, %3336, %3355, %3374, %3390, %3383, %3376
  %3394 = phi <16 x float> [ %3382, %3376 ], [ %2878, %3336 ], [ %3375, %3374 ], [ %3356, %3355 ], [ %3392, %3390 ], [ %3389, %3383 ], [ %2878, %3330 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3394, ptr align 1 %3335, <16 x i1> %3334)
  %3395 = add nuw nsw i64 %2803, 1
  %3396 = icmp eq i64 %3395, %1766
  br i1 %3396, label %3397, label %2802

3397:                                             ; preds = %3393, %1816, %2801
  %3398 = add nsw i64 %1811, 6
  %3399 = icmp slt i64 %3398, %1292
  br i1 %3399, label %1810, label %1807
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
