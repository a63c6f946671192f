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
  br i1 %74, label %75, label %240

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
  %145 = shl i64 %103, 3
  %146 = mul i64 %103, 12
  %147 = shl i64 %103, 4
  %148 = mul i64 %103, 20
  %149 = and i64 %29, 3
  %150 = lshr i64 %29, 2
  %151 = and i64 %150, 3
  %152 = lshr i64 %29, 4
  %153 = and i64 %152, 3
  %154 = and i64 %29, 3
  %155 = lshr i64 %29, 2
  %156 = and i64 %155, 3
  %157 = lshr i64 %29, 4
  %158 = and i64 %157, 3
  %159 = and i64 %29, 3
  %160 = lshr i64 %29, 2
  %161 = and i64 %160, 3
  %162 = lshr i64 %29, 4
  %163 = and i64 %162, 3
  %164 = and i64 %29, 3
  %165 = lshr i64 %29, 2
  %166 = and i64 %165, 3
  %167 = lshr i64 %29, 4
  %168 = and i64 %167, 3
  %169 = icmp ult i64 %11, 8
  %170 = icmp ult i64 %11, 32
  %171 = and i64 %11, 24
  %172 = and i64 %11, 9223372036854775776
  %173 = insertelement <8 x i64> poison, i64 %13, i64 0
  %174 = shufflevector <8 x i64> %173, <8 x i64> poison, <8 x i32> zeroinitializer
  %175 = icmp eq i64 %11, %172
  %176 = icmp eq i64 %171, 0
  %177 = and i64 %11, 9223372036854775800
  %178 = insertelement <8 x i64> poison, i64 %13, i64 0
  %179 = shufflevector <8 x i64> %178, <8 x i64> poison, <8 x i32> zeroinitializer
  %180 = icmp eq i64 %11, %177
  %181 = icmp ult i64 %13, 4
  %182 = icmp ult i64 %13, 32
  %183 = and i64 %13, 28
  %184 = and i64 %13, 9223372036854775776
  %185 = icmp eq i64 %13, %184
  %186 = icmp eq i64 %183, 0
  %187 = and i64 %13, 9223372036854775804
  %188 = icmp eq i64 %13, %187
  %189 = icmp ult i64 %11, 4
  %190 = and i64 %11, 9223372036854775804
  %191 = insertelement <4 x i64> poison, i64 %13, i64 0
  %192 = shufflevector <4 x i64> %191, <4 x i64> poison, <4 x i32> zeroinitializer
  %193 = icmp eq i64 %11, %190
  %194 = insertelement <4 x i64> poison, i64 %56, i64 0
  %195 = shufflevector <4 x i64> %194, <4 x i64> poison, <4 x i32> zeroinitializer
  %196 = icmp ult i64 %11, 8
  %197 = icmp ult i64 %11, 32
  %198 = and i64 %11, 24
  %199 = and i64 %11, 9223372036854775776
  %200 = icmp eq i64 %11, %199
  %201 = icmp eq i64 %198, 0
  %202 = and i64 %11, 9223372036854775800
  %203 = icmp eq i64 %11, %202
  %204 = icmp ult i64 %12, 8
  %205 = icmp ult i64 %12, 32
  %206 = and i64 %12, 24
  %207 = and i64 %12, 9223372036854775776
  %208 = icmp eq i64 %12, %207
  %209 = icmp eq i64 %206, 0
  %210 = and i64 %12, 9223372036854775800
  %211 = icmp eq i64 %12, %210
  %212 = icmp ult i64 %12, 8
  %213 = and i64 %12, 9223372036854775800
  %214 = icmp eq i64 %12, %213
  %215 = getelementptr inbounds nuw i8, ptr %32, i64 64
  %216 = getelementptr inbounds nuw i8, ptr %32, i64 128
  %217 = getelementptr inbounds nuw i8, ptr %32, i64 192
  %218 = getelementptr inbounds nuw i8, ptr %32, i64 256
  %219 = getelementptr inbounds nuw i8, ptr %32, i64 320
  %220 = getelementptr inbounds nuw i8, ptr %32, i64 384
  %221 = getelementptr inbounds nuw i8, ptr %32, i64 448
  %222 = getelementptr inbounds nuw i8, ptr %32, i64 512
  %223 = getelementptr inbounds nuw i8, ptr %32, i64 576
  %224 = getelementptr inbounds nuw i8, ptr %32, i64 640
  %225 = getelementptr inbounds nuw i8, ptr %32, i64 704
  %226 = getelementptr inbounds nuw i8, ptr %32, i64 768
  %227 = getelementptr inbounds nuw i8, ptr %32, i64 832
  %228 = getelementptr inbounds nuw i8, ptr %32, i64 896
  %229 = getelementptr inbounds nuw i8, ptr %32, i64 960
  %230 = getelementptr inbounds nuw i8, ptr %32, i64 1024
  %231 = getelementptr inbounds nuw i8, ptr %32, i64 1088
  %232 = getelementptr inbounds nuw i8, ptr %32, i64 1152
  %233 = getelementptr inbounds nuw i8, ptr %32, i64 1216
  %234 = getelementptr inbounds nuw i8, ptr %32, i64 1280
  %235 = getelementptr inbounds nuw i8, ptr %32, i64 1344
  %236 = getelementptr inbounds nuw i8, ptr %32, i64 1408
  %237 = getelementptr inbounds nuw i8, ptr %32, i64 1472
  br label %241

238:                                              ; preds = %1796, %1270
  %239 = icmp slt i64 %257, %4
  br i1 %239, label %241, label %240

240:                                              ; preds = %238, %61
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  ret void

241:                                              ; preds = %75, %238
  %242 = phi i64 [ %3, %75 ], [ %257, %238 ]
  %243 = sdiv i64 %242, %69
  %244 = srem i64 %242, %69
  %245 = add nsw i64 %243, 1
  %246 = mul nsw i64 %245, %69
  %247 = icmp slt i64 %246, %4
  %248 = sub i64 %4, %242
  %249 = add i64 %248, %244
  %250 = select i1 %247, i64 %69, i64 %249
  %251 = srem i64 %243, %72
  %252 = sdiv i64 %243, %72
  %253 = add nsw i64 %251, 1
  %254 = mul nsw i64 %253, %17
  %255 = tail call i64 @llvm.smin.i64(i64 %254, i64 %64)
  %256 = sub i64 %242, %244
  %257 = add i64 %256, %250
  %258 = shl nsw i64 %255, 4
  %259 = tail call i64 @llvm.smin.i64(i64 %258, i64 %56)
  %260 = mul nsw i64 %251, %17
  %261 = shl nsw i64 %260, 4
  %262 = sdiv i64 %261, %10
  %263 = add i64 %77, %259
  %264 = sdiv i64 %263, %10
  %265 = mul nsw i64 %262, %13
  %266 = sub nsw i64 %265, %15
  %267 = add nsw i64 %264, -1
  %268 = mul nsw i64 %267, %13
  %269 = add i64 %78, %268
  %270 = tail call i64 @llvm.smax.i64(i64 %266, i64 0)
  %271 = tail call i64 @llvm.smin.i64(i64 %269, i64 %7)
  %272 = tail call i64 @llvm.smax.i64(i64 %271, i64 %270)
  %273 = sub nsw i64 %272, %270
  %274 = sub i64 %15, %265
  %275 = add i64 %274, %270
  %276 = add i64 %273, %13
  %277 = add nsw i64 %276, -1
  %278 = sdiv i64 %277, %13
  br i1 %79, label %279, label %939

279:                                              ; preds = %241
  br i1 %169, label %936, label %280

280:                                              ; preds = %279
  br i1 %170, label %795, label %281

281:                                              ; preds = %280
  %282 = insertelement <8 x i64> poison, i64 %275, i64 0
  %283 = shufflevector <8 x i64> %282, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %284

284:                                              ; preds = %764, %281
  %285 = phi i64 [ 0, %281 ], [ %786, %764 ]
  %286 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %281 ], [ %787, %764 ]
  %287 = phi <8 x i64> [ zeroinitializer, %281 ], [ %782, %764 ]
  %288 = phi <8 x i64> [ zeroinitializer, %281 ], [ %783, %764 ]
  %289 = phi <8 x i64> [ zeroinitializer, %281 ], [ %784, %764 ]
  %290 = phi <8 x i64> [ zeroinitializer, %281 ], [ %785, %764 ]
  %291 = add <8 x i64> %286, splat (i64 8)
  %292 = add <8 x i64> %286, splat (i64 16)
  %293 = add <8 x i64> %286, splat (i64 24)
  %294 = sub nsw <8 x i64> %286, %283
  %295 = sub nsw <8 x i64> %291, %283
  %296 = sub nsw <8 x i64> %292, %283
  %297 = sub nsw <8 x i64> %293, %283
  %298 = icmp sgt <8 x i64> %294, splat (i64 -1)
  %299 = icmp sgt <8 x i64> %295, splat (i64 -1)
  %300 = icmp sgt <8 x i64> %296, splat (i64 -1)
  %301 = icmp sgt <8 x i64> %297, splat (i64 -1)
  %302 = xor <8 x i1> %298, splat (i1 true)
  %303 = xor <8 x i1> %299, splat (i1 true)
  %304 = xor <8 x i1> %300, splat (i1 true)
  %305 = xor <8 x i1> %301, splat (i1 true)
  %306 = xor <8 x i64> %294, splat (i64 -1)
  %307 = xor <8 x i64> %295, splat (i64 -1)
  %308 = xor <8 x i64> %296, splat (i64 -1)
  %309 = xor <8 x i64> %297, splat (i64 -1)
  %310 = add <8 x i64> %174, %306
  %311 = add <8 x i64> %174, %307
  %312 = add <8 x i64> %174, %308
  %313 = add <8 x i64> %174, %309
  %314 = extractelement <8 x i1> %302, i64 0
  br i1 %314, label %315, label %319

315:                                              ; preds = %284
  %316 = extractelement <8 x i64> %310, i64 0
  %317 = sdiv i64 %316, %13
  %318 = insertelement <8 x i64> poison, i64 %317, i64 0
  br label %319

319:                                              ; preds = %315, %284
  %320 = phi <8 x i64> [ poison, %284 ], [ %318, %315 ]
  %321 = extractelement <8 x i1> %302, i64 1
  br i1 %321, label %322, label %326

322:                                              ; preds = %319
  %323 = extractelement <8 x i64> %310, i64 1
  %324 = sdiv i64 %323, %13
  %325 = insertelement <8 x i64> %320, i64 %324, i64 1
  br label %326

326:                                              ; preds = %322, %319
  %327 = phi <8 x i64> [ %320, %319 ], [ %325, %322 ]
  %328 = extractelement <8 x i1> %302, i64 2
  br i1 %328, label %329, label %333

329:                                              ; preds = %326
  %330 = extractelement <8 x i64> %310, i64 2
  %331 = sdiv i64 %330, %13
  %332 = insertelement <8 x i64> %327, i64 %331, i64 2
  br label %333

333:                                              ; preds = %329, %326
  %334 = phi <8 x i64> [ %327, %326 ], [ %332, %329 ]
  %335 = extractelement <8 x i1> %302, i64 3
  br i1 %335, label %336, label %340

336:                                              ; preds = %333
  %337 = extractelement <8 x i64> %310, i64 3
  %338 = sdiv i64 %337, %13
  %339 = insertelement <8 x i64> %334, i64 %338, i64 3
  br label %340

340:                                              ; preds = %336, %333
  %341 = phi <8 x i64> [ %334, %333 ], [ %339, %336 ]
  %342 = extractelement <8 x i1> %302, i64 4
  br i1 %342, label %343, label %347

343:                                              ; preds = %340
  %344 = extractelement <8 x i64> %310, i64 4
  %345 = sdiv i64 %344, %13
  %346 = insertelement <8 x i64> %341, i64 %345, i64 4
  br label %347

347:                                              ; preds = %343, %340
  %348 = phi <8 x i64> [ %341, %340 ], [ %346, %343 ]
  %349 = extractelement <8 x i1> %302, i64 5
  br i1 %349, label %350, label %354

350:                                              ; preds = %347
  %351 = extractelement <8 x i64> %310, i64 5
  %352 = sdiv i64 %351, %13
  %353 = insertelement <8 x i64> %348, i64 %352, i64 5
  br label %354

354:                                              ; preds = %350, %347
  %355 = phi <8 x i64> [ %348, %347 ], [ %353, %350 ]
  %356 = extractelement <8 x i1> %302, i64 6
  br i1 %356, label %357, label %361

357:                                              ; preds = %354
  %358 = extractelement <8 x i64> %310, i64 6
  %359 = sdiv i64 %358, %13
  %360 = insertelement <8 x i64> %355, i64 %359, i64 6
  br label %361

361:                                              ; preds = %357, %354
  %362 = phi <8 x i64> [ %355, %354 ], [ %360, %357 ]
  %363 = extractelement <8 x i1> %302, i64 7
  br i1 %363, label %364, label %368

364:                                              ; preds = %361
  %365 = extractelement <8 x i64> %310, i64 7
  %366 = sdiv i64 %365, %13
  %367 = insertelement <8 x i64> %362, i64 %366, i64 7
  br label %368

368:                                              ; preds = %364, %361
  %369 = phi <8 x i64> [ %362, %361 ], [ %367, %364 ]
  %370 = extractelement <8 x i1> %303, i64 0
  br i1 %370, label %371, label %375

371:                                              ; preds = %368
  %372 = extractelement <8 x i64> %311, i64 0
  %373 = sdiv i64 %372, %13
  %374 = insertelement <8 x i64> poison, i64 %373, i64 0
  br label %375

375:                                              ; preds = %371, %368
  %376 = phi <8 x i64> [ poison, %368 ], [ %374, %371 ]
  %377 = extractelement <8 x i1> %303, i64 1
  br i1 %377, label %378, label %382

378:                                              ; preds = %375
  %379 = extractelement <8 x i64> %311, i64 1
  %380 = sdiv i64 %379, %13
  %381 = insertelement <8 x i64> %376, i64 %380, i64 1
  br label %382

382:                                              ; preds = %378, %375
  %383 = phi <8 x i64> [ %376, %375 ], [ %381, %378 ]
  %384 = extractelement <8 x i1> %303, i64 2
  br i1 %384, label %385, label %389

385:                                              ; preds = %382
  %386 = extractelement <8 x i64> %311, i64 2
  %387 = sdiv i64 %386, %13
  %388 = insertelement <8 x i64> %383, i64 %387, i64 2
  br label %389

389:                                              ; preds = %385, %382
  %390 = phi <8 x i64> [ %383, %382 ], [ %388, %385 ]
  %391 = extractelement <8 x i1> %303, i64 3
  br i1 %391, label %392, label %396

392:                                              ; preds = %389
  %393 = extractelement <8 x i64> %311, i64 3
  %394 = sdiv i64 %393, %13
  %395 = insertelement <8 x i64> %390, i64 %394, i64 3
  br label %396

396:                                              ; preds = %392, %389
  %397 = phi <8 x i64> [ %390, %389 ], [ %395, %392 ]
  %398 = extractelement <8 x i1> %303, i64 4
  br i1 %398, label %399, label %403

399:                                              ; preds = %396
  %400 = extractelement <8 x i64> %311, i64 4
  %401 = sdiv i64 %400, %13
  %402 = insertelement <8 x i64> %397, i64 %401, i64 4
  br label %403

403:                                              ; preds = %399, %396
  %404 = phi <8 x i64> [ %397, %396 ], [ %402, %399 ]
  %405 = extractelement <8 x i1> %303, i64 5
  br i1 %405, label %406, label %410

406:                                              ; preds = %403
  %407 = extractelement <8 x i64> %311, i64 5
  %408 = sdiv i64 %407, %13
  %409 = insertelement <8 x i64> %404, i64 %408, i64 5
  br label %410

410:                                              ; preds = %406, %403
  %411 = phi <8 x i64> [ %404, %403 ], [ %409, %406 ]
  %412 = extractelement <8 x i1> %303, i64 6
  br i1 %412, label %413, label %417

413:                                              ; preds = %410
  %414 = extractelement <8 x i64> %311, i64 6
  %415 = sdiv i64 %414, %13
  %416 = insertelement <8 x i64> %411, i64 %415, i64 6
  br label %417

417:                                              ; preds = %413, %410
  %418 = phi <8 x i64> [ %411, %410 ], [ %416, %413 ]
  %419 = extractelement <8 x i1> %303, i64 7
  br i1 %419, label %420, label %424

420:                                              ; preds = %417
  %421 = extractelement <8 x i64> %311, i64 7
  %422 = sdiv i64 %421, %13
  %423 = insertelement <8 x i64> %418, i64 %422, i64 7
  br label %424

424:                                              ; preds = %420, %417
  %425 = phi <8 x i64> [ %418, %417 ], [ %423, %420 ]
  %426 = extractelement <8 x i1> %304, i64 0
  br i1 %426, label %427, label %431

427:                                              ; preds = %424
  %428 = extractelement <8 x i64> %312, i64 0
  %429 = sdiv i64 %428, %13
  %430 = insertelement <8 x i64> poison, i64 %429, i64 0
  br label %431

431:                                              ; preds = %427, %424
  %432 = phi <8 x i64> [ poison, %424 ], [ %430, %427 ]
  %433 = extractelement <8 x i1> %304, i64 1
  br i1 %433, label %434, label %438

434:                                              ; preds = %431
  %435 = extractelement <8 x i64> %312, i64 1
  %436 = sdiv i64 %435, %13
  %437 = insertelement <8 x i64> %432, i64 %436, i64 1
  br label %438

438:                                              ; preds = %434, %431
  %439 = phi <8 x i64> [ %432, %431 ], [ %437, %434 ]
  %440 = extractelement <8 x i1> %304, i64 2
  br i1 %440, label %441, label %445

441:                                              ; preds = %438
  %442 = extractelement <8 x i64> %312, i64 2
  %443 = sdiv i64 %442, %13
  %444 = insertelement <8 x i64> %439, i64 %443, i64 2
  br label %445

445:                                              ; preds = %441, %438
  %446 = phi <8 x i64> [ %439, %438 ], [ %444, %441 ]
  %447 = extractelement <8 x i1> %304, i64 3
  br i1 %447, label %448, label %452

448:                                              ; preds = %445
  %449 = extractelement <8 x i64> %312, i64 3
  %450 = sdiv i64 %449, %13
  %451 = insertelement <8 x i64> %446, i64 %450, i64 3
  br label %452

452:                                              ; preds = %448, %445
  %453 = phi <8 x i64> [ %446, %445 ], [ %451, %448 ]
  %454 = extractelement <8 x i1> %304, i64 4
  br i1 %454, label %455, label %459

455:                                              ; preds = %452
  %456 = extractelement <8 x i64> %312, i64 4
  %457 = sdiv i64 %456, %13
  %458 = insertelement <8 x i64> %453, i64 %457, i64 4
  br label %459

459:                                              ; preds = %455, %452
  %460 = phi <8 x i64> [ %453, %452 ], [ %458, %455 ]
  %461 = extractelement <8 x i1> %304, i64 5
  br i1 %461, label %462, label %466

462:                                              ; preds = %459
  %463 = extractelement <8 x i64> %312, i64 5
  %464 = sdiv i64 %463, %13
  %465 = insertelement <8 x i64> %460, i64 %464, i64 5
  br label %466

466:                                              ; preds = %462, %459
  %467 = phi <8 x i64> [ %460, %459 ], [ %465, %462 ]
  %468 = extractelement <8 x i1> %304, i64 6
  br i1 %468, label %469, label %473

469:                                              ; preds = %466
  %470 = extractelement <8 x i64> %312, i64 6
  %471 = sdiv i64 %470, %13
  %472 = insertelement <8 x i64> %467, i64 %471, i64 6
  br label %473

473:                                              ; preds = %469, %466
  %474 = phi <8 x i64> [ %467, %466 ], [ %472, %469 ]
  %475 = extractelement <8 x i1> %304, i64 7
  br i1 %475, label %476, label %480

476:                                              ; preds = %473
  %477 = extractelement <8 x i64> %312, i64 7
  %478 = sdiv i64 %477, %13
  %479 = insertelement <8 x i64> %474, i64 %478, i64 7
  br label %480

480:                                              ; preds = %476, %473
  %481 = phi <8 x i64> [ %474, %473 ], [ %479, %476 ]
  %482 = extractelement <8 x i1> %305, i64 0
  br i1 %482, label %483, label %487

483:                                              ; preds = %480
  %484 = extractelement <8 x i64> %313, i64 0
  %485 = sdiv i64 %484, %13
  %486 = insertelement <8 x i64> poison, i64 %485, i64 0
  br label %487

487:                                              ; preds = %483, %480
  %488 = phi <8 x i64> [ poison, %480 ], [ %486, %483 ]
  %489 = extractelement <8 x i1> %305, i64 1
  br i1 %489, label %490, label %494

490:                                              ; preds = %487
  %491 = extractelement <8 x i64> %313, i64 1
  %492 = sdiv i64 %491, %13
  %493 = insertelement <8 x i64> %488, i64 %492, i64 1
  br label %494

494:                                              ; preds = %490, %487
  %495 = phi <8 x i64> [ %488, %487 ], [ %493, %490 ]
  %496 = extractelement <8 x i1> %305, i64 2
  br i1 %496, label %497, label %501

497:                                              ; preds = %494
  %498 = extractelement <8 x i64> %313, i64 2
  %499 = sdiv i64 %498, %13
  %500 = insertelement <8 x i64> %495, i64 %499, i64 2
  br label %501

501:                                              ; preds = %497, %494
  %502 = phi <8 x i64> [ %495, %494 ], [ %500, %497 ]
  %503 = extractelement <8 x i1> %305, i64 3
  br i1 %503, label %504, label %508

504:                                              ; preds = %501
  %505 = extractelement <8 x i64> %313, i64 3
  %506 = sdiv i64 %505, %13
  %507 = insertelement <8 x i64> %502, i64 %506, i64 3
  br label %508

508:                                              ; preds = %504, %501
  %509 = phi <8 x i64> [ %502, %501 ], [ %507, %504 ]
  %510 = extractelement <8 x i1> %305, i64 4
  br i1 %510, label %511, label %515

511:                                              ; preds = %508
  %512 = extractelement <8 x i64> %313, i64 4
  %513 = sdiv i64 %512, %13
  %514 = insertelement <8 x i64> %509, i64 %513, i64 4
  br label %515

515:                                              ; preds = %511, %508
  %516 = phi <8 x i64> [ %509, %508 ], [ %514, %511 ]
  %517 = extractelement <8 x i1> %305, i64 5
  br i1 %517, label %518, label %522

518:                                              ; preds = %515
  %519 = extractelement <8 x i64> %313, i64 5
  %520 = sdiv i64 %519, %13
  %521 = insertelement <8 x i64> %516, i64 %520, i64 5
  br label %522

522:                                              ; preds = %518, %515
  %523 = phi <8 x i64> [ %516, %515 ], [ %521, %518 ]
  %524 = extractelement <8 x i1> %305, i64 6
  br i1 %524, label %525, label %529

525:                                              ; preds = %522
  %526 = extractelement <8 x i64> %313, i64 6
  %527 = sdiv i64 %526, %13
  %528 = insertelement <8 x i64> %523, i64 %527, i64 6
  br label %529

529:                                              ; preds = %525, %522
  %530 = phi <8 x i64> [ %523, %522 ], [ %528, %525 ]
  %531 = extractelement <8 x i1> %305, i64 7
  br i1 %531, label %532, label %536

532:                                              ; preds = %529
  %533 = extractelement <8 x i64> %313, i64 7
  %534 = sdiv i64 %533, %13
  %535 = insertelement <8 x i64> %530, i64 %534, i64 7
  br label %536

536:                                              ; preds = %532, %529
  %537 = phi <8 x i64> [ %530, %529 ], [ %535, %532 ]
  %538 = sub nsw <8 x i64> zeroinitializer, %369
  %539 = sub nsw <8 x i64> zeroinitializer, %425
  %540 = sub nsw <8 x i64> zeroinitializer, %481
  %541 = sub nsw <8 x i64> zeroinitializer, %537
  %542 = extractelement <8 x i1> %298, i64 0
  br i1 %542, label %543, label %547

543:                                              ; preds = %536
  %544 = extractelement <8 x i64> %294, i64 0
  %545 = sdiv i64 %544, %13
  %546 = insertelement <8 x i64> poison, i64 %545, i64 0
  br label %547

547:                                              ; preds = %543, %536
  %548 = phi <8 x i64> [ poison, %536 ], [ %546, %543 ]
  %549 = extractelement <8 x i1> %298, i64 1
  br i1 %549, label %550, label %554

550:                                              ; preds = %547
  %551 = extractelement <8 x i64> %294, i64 1
  %552 = sdiv i64 %551, %13
  %553 = insertelement <8 x i64> %548, i64 %552, i64 1
  br label %554

554:                                              ; preds = %550, %547
  %555 = phi <8 x i64> [ %548, %547 ], [ %553, %550 ]
  %556 = extractelement <8 x i1> %298, i64 2
  br i1 %556, label %557, label %561

557:                                              ; preds = %554
  %558 = extractelement <8 x i64> %294, i64 2
  %559 = sdiv i64 %558, %13
  %560 = insertelement <8 x i64> %555, i64 %559, i64 2
  br label %561

561:                                              ; preds = %557, %554
  %562 = phi <8 x i64> [ %555, %554 ], [ %560, %557 ]
  %563 = extractelement <8 x i1> %298, i64 3
  br i1 %563, label %564, label %568

564:                                              ; preds = %561
  %565 = extractelement <8 x i64> %294, i64 3
  %566 = sdiv i64 %565, %13
  %567 = insertelement <8 x i64> %562, i64 %566, i64 3
  br label %568

568:                                              ; preds = %564, %561
  %569 = phi <8 x i64> [ %562, %561 ], [ %567, %564 ]
  %570 = extractelement <8 x i1> %298, i64 4
  br i1 %570, label %571, label %575

571:                                              ; preds = %568
  %572 = extractelement <8 x i64> %294, i64 4
  %573 = sdiv i64 %572, %13
  %574 = insertelement <8 x i64> %569, i64 %573, i64 4
  br label %575

575:                                              ; preds = %571, %568
  %576 = phi <8 x i64> [ %569, %568 ], [ %574, %571 ]
  %577 = extractelement <8 x i1> %298, i64 5
  br i1 %577, label %578, label %582

578:                                              ; preds = %575
  %579 = extractelement <8 x i64> %294, i64 5
  %580 = sdiv i64 %579, %13
  %581 = insertelement <8 x i64> %576, i64 %580, i64 5
  br label %582

582:                                              ; preds = %578, %575
  %583 = phi <8 x i64> [ %576, %575 ], [ %581, %578 ]
  %584 = extractelement <8 x i1> %298, i64 6
  br i1 %584, label %585, label %589

585:                                              ; preds = %582
  %586 = extractelement <8 x i64> %294, i64 6
  %587 = sdiv i64 %586, %13
  %588 = insertelement <8 x i64> %583, i64 %587, i64 6
  br label %589

589:                                              ; preds = %585, %582
  %590 = phi <8 x i64> [ %583, %582 ], [ %588, %585 ]
  %591 = extractelement <8 x i1> %298, i64 7
  br i1 %591, label %592, label %596

592:                                              ; preds = %589
  %593 = extractelement <8 x i64> %294, i64 7
  %594 = sdiv i64 %593, %13
  %595 = insertelement <8 x i64> %590, i64 %594, i64 7
  br label %596

596:                                              ; preds = %592, %589
  %597 = phi <8 x i64> [ %590, %589 ], [ %595, %592 ]
  %598 = extractelement <8 x i1> %299, i64 0
  br i1 %598, label %599, label %603

599:                                              ; preds = %596
  %600 = extractelement <8 x i64> %295, i64 0
  %601 = sdiv i64 %600, %13
  %602 = insertelement <8 x i64> poison, i64 %601, i64 0
  br label %603

603:                                              ; preds = %599, %596
  %604 = phi <8 x i64> [ poison, %596 ], [ %602, %599 ]
  %605 = extractelement <8 x i1> %299, i64 1
  br i1 %605, label %606, label %610

606:                                              ; preds = %603
  %607 = extractelement <8 x i64> %295, i64 1
  %608 = sdiv i64 %607, %13
  %609 = insertelement <8 x i64> %604, i64 %608, i64 1
  br label %610

610:                                              ; preds = %606, %603
  %611 = phi <8 x i64> [ %604, %603 ], [ %609, %606 ]
  %612 = extractelement <8 x i1> %299, i64 2
  br i1 %612, label %613, label %617

613:                                              ; preds = %610
  %614 = extractelement <8 x i64> %295, i64 2
  %615 = sdiv i64 %614, %13
  %616 = insertelement <8 x i64> %611, i64 %615, i64 2
  br label %617

617:                                              ; preds = %613, %610
  %618 = phi <8 x i64> [ %611, %610 ], [ %616, %613 ]
  %619 = extractelement <8 x i1> %299, i64 3
  br i1 %619, label %620, label %624

620:                                              ; preds = %617
  %621 = extractelement <8 x i64> %295, i64 3
  %622 = sdiv i64 %621, %13
  %623 = insertelement <8 x i64> %618, i64 %622, i64 3
  br label %624

624:                                              ; preds = %620, %617
  %625 = phi <8 x i64> [ %618, %617 ], [ %623, %620 ]
  %626 = extractelement <8 x i1> %299, i64 4
  br i1 %626, label %627, label %631

627:                                              ; preds = %624
  %628 = extractelement <8 x i64> %295, i64 4
  %629 = sdiv i64 %628, %13
  %630 = insertelement <8 x i64> %625, i64 %629, i64 4
  br label %631

631:                                              ; preds = %627, %624
  %632 = phi <8 x i64> [ %625, %624 ], [ %630, %627 ]
  %633 = extractelement <8 x i1> %299, i64 5
  br i1 %633, label %634, label %638

634:                                              ; preds = %631
  %635 = extractelement <8 x i64> %295, i64 5
  %636 = sdiv i64 %635, %13
  %637 = insertelement <8 x i64> %632, i64 %636, i64 5
  br label %638

638:                                              ; preds = %634, %631
  %639 = phi <8 x i64> [ %632, %631 ], [ %637, %634 ]
  %640 = extractelement <8 x i1> %299, i64 6
  br i1 %640, label %641, label %645

641:                                              ; preds = %638
  %642 = extractelement <8 x i64> %295, i64 6
  %643 = sdiv i64 %642, %13
  %644 = insertelement <8 x i64> %639, i64 %643, i64 6
  br label %645

645:                                              ; preds = %641, %638
  %646 = phi <8 x i64> [ %639, %638 ], [ %644, %641 ]
  %647 = extractelement <8 x i1> %299, i64 7
  br i1 %647, label %648, label %652

648:                                              ; preds = %645
  %649 = extractelement <8 x i64> %295, i64 7
  %650 = sdiv i64 %649, %13
  %651 = insertelement <8 x i64> %646, i64 %650, i64 7
  br label %652

652:                                              ; preds = %648, %645
  %653 = phi <8 x i64> [ %646, %645 ], [ %651, %648 ]
  %654 = extractelement <8 x i1> %300, i64 0
  br i1 %654, label %655, label %659

655:                                              ; preds = %652
  %656 = extractelement <8 x i64> %296, i64 0
  %657 = sdiv i64 %656, %13
  %658 = insertelement <8 x i64> poison, i64 %657, i64 0
  br label %659

659:                                              ; preds = %655, %652
  %660 = phi <8 x i64> [ poison, %652 ], [ %658, %655 ]
  %661 = extractelement <8 x i1> %300, i64 1
  br i1 %661, label %662, label %666

662:                                              ; preds = %659
  %663 = extractelement <8 x i64> %296, i64 1
  %664 = sdiv i64 %663, %13
  %665 = insertelement <8 x i64> %660, i64 %664, i64 1
  br label %666

666:                                              ; preds = %662, %659
  %667 = phi <8 x i64> [ %660, %659 ], [ %665, %662 ]
  %668 = extractelement <8 x i1> %300, i64 2
  br i1 %668, label %669, label %673

669:                                              ; preds = %666
  %670 = extractelement <8 x i64> %296, i64 2
  %671 = sdiv i64 %670, %13
  %672 = insertelement <8 x i64> %667, i64 %671, i64 2
  br label %673

673:                                              ; preds = %669, %666
  %674 = phi <8 x i64> [ %667, %666 ], [ %672, %669 ]
  %675 = extractelement <8 x i1> %300, i64 3
  br i1 %675, label %676, label %680

676:                                              ; preds = %673
  %677 = extractelement <8 x i64> %296, i64 3
  %678 = sdiv i64 %677, %13
  %679 = insertelement <8 x i64> %674, i64 %678, i64 3
  br label %680

680:                                              ; preds = %676, %673
  %681 = phi <8 x i64> [ %674, %673 ], [ %679, %676 ]
  %682 = extractelement <8 x i1> %300, i64 4
  br i1 %682, label %683, label %687

683:                                              ; preds = %680
  %684 = extractelement <8 x i64> %296, i64 4
  %685 = sdiv i64 %684, %13
  %686 = insertelement <8 x i64> %681, i64 %685, i64 4
  br label %687

687:                                              ; preds = %683, %680
  %688 = phi <8 x i64> [ %681, %680 ], [ %686, %683 ]
  %689 = extractelement <8 x i1> %300, i64 5
  br i1 %689, label %690, label %694

690:                                              ; preds = %687
  %691 = extractelement <8 x i64> %296, i64 5
  %692 = sdiv i64 %691, %13
  %693 = insertelement <8 x i64> %688, i64 %692, i64 5
  br label %694

694:                                              ; preds = %690, %687
  %695 = phi <8 x i64> [ %688, %687 ], [ %693, %690 ]
  %696 = extractelement <8 x i1> %300, i64 6
  br i1 %696, label %697, label %701

697:                                              ; preds = %694
  %698 = extractelement <8 x i64> %296, i64 6
  %699 = sdiv i64 %698, %13
  %700 = insertelement <8 x i64> %695, i64 %699, i64 6
  br label %701

701:                                              ; preds = %697, %694
  %702 = phi <8 x i64> [ %695, %694 ], [ %700, %697 ]
  %703 = extractelement <8 x i1> %300, i64 7
  br i1 %703, label %704, label %708

704:                                              ; preds = %701
  %705 = extractelement <8 x i64> %296, i64 7
  %706 = sdiv i64 %705, %13
  %707 = insertelement <8 x i64> %702, i64 %706, i64 7
  br label %708

708:                                              ; preds = %704, %701
  %709 = phi <8 x i64> [ %702, %701 ], [ %707, %704 ]
  %710 = extractelement <8 x i1> %301, i64 0
  br i1 %710, label %711, label %715

711:                                              ; preds = %708
  %712 = extractelement <8 x i64> %297, i64 0
  %713 = sdiv i64 %712, %13
  %714 = insertelement <8 x i64> poison, i64 %713, i64 0
  br label %715

715:                                              ; preds = %711, %708
  %716 = phi <8 x i64> [ poison, %708 ], [ %714, %711 ]
  %717 = extractelement <8 x i1> %301, i64 1
  br i1 %717, label %718, label %722

718:                                              ; preds = %715
  %719 = extractelement <8 x i64> %297, i64 1
  %720 = sdiv i64 %719, %13
  %721 = insertelement <8 x i64> %716, i64 %720, i64 1
  br label %722

722:                                              ; preds = %718, %715
  %723 = phi <8 x i64> [ %716, %715 ], [ %721, %718 ]
  %724 = extractelement <8 x i1> %301, i64 2
  br i1 %724, label %725, label %729

725:                                              ; preds = %722
  %726 = extractelement <8 x i64> %297, i64 2
  %727 = sdiv i64 %726, %13
  %728 = insertelement <8 x i64> %723, i64 %727, i64 2
  br label %729

729:                                              ; preds = %725, %722
  %730 = phi <8 x i64> [ %723, %722 ], [ %728, %725 ]
  %731 = extractelement <8 x i1> %301, i64 3
  br i1 %731, label %732, label %736

732:                                              ; preds = %729
  %733 = extractelement <8 x i64> %297, i64 3
  %734 = sdiv i64 %733, %13
  %735 = insertelement <8 x i64> %730, i64 %734, i64 3
  br label %736

736:                                              ; preds = %732, %729
  %737 = phi <8 x i64> [ %730, %729 ], [ %735, %732 ]
  %738 = extractelement <8 x i1> %301, i64 4
  br i1 %738, label %739, label %743

739:                                              ; preds = %736
  %740 = extractelement <8 x i64> %297, i64 4
  %741 = sdiv i64 %740, %13
  %742 = insertelement <8 x i64> %737, i64 %741, i64 4
  br label %743

743:                                              ; preds = %739, %736
  %744 = phi <8 x i64> [ %737, %736 ], [ %742, %739 ]
  %745 = extractelement <8 x i1> %301, i64 5
  br i1 %745, label %746, label %750

746:                                              ; preds = %743
  %747 = extractelement <8 x i64> %297, i64 5
  %748 = sdiv i64 %747, %13
  %749 = insertelement <8 x i64> %744, i64 %748, i64 5
  br label %750

750:                                              ; preds = %746, %743
  %751 = phi <8 x i64> [ %744, %743 ], [ %749, %746 ]
  %752 = extractelement <8 x i1> %301, i64 6
  br i1 %752, label %753, label %757

753:                                              ; preds = %750
  %754 = extractelement <8 x i64> %297, i64 6
  %755 = sdiv i64 %754, %13
  %756 = insertelement <8 x i64> %751, i64 %755, i64 6
  br label %757

757:                                              ; preds = %753, %750
  %758 = phi <8 x i64> [ %751, %750 ], [ %756, %753 ]
  %759 = extractelement <8 x i1> %301, i64 7
  br i1 %759, label %760, label %764

760:                                              ; preds = %757
  %761 = extractelement <8 x i64> %297, i64 7
  %762 = sdiv i64 %761, %13
  %763 = insertelement <8 x i64> %758, i64 %762, i64 7
  br label %764

764:                                              ; preds = %760, %757
  %765 = phi <8 x i64> [ %758, %757 ], [ %763, %760 ]
  %766 = select <8 x i1> %298, <8 x i64> %597, <8 x i64> %538
  %767 = select <8 x i1> %299, <8 x i64> %653, <8 x i64> %539
  %768 = select <8 x i1> %300, <8 x i64> %709, <8 x i64> %540
  %769 = select <8 x i1> %301, <8 x i64> %765, <8 x i64> %541
  %770 = mul nsw <8 x i64> %766, %174
  %771 = mul nsw <8 x i64> %767, %174
  %772 = mul nsw <8 x i64> %768, %174
  %773 = mul nsw <8 x i64> %769, %174
  %774 = sub nsw <8 x i64> %294, %770
  %775 = sub nsw <8 x i64> %295, %771
  %776 = sub nsw <8 x i64> %296, %772
  %777 = sub nsw <8 x i64> %297, %773
  %778 = shl nuw <8 x i64> splat (i64 1), %774
  %779 = shl nuw <8 x i64> splat (i64 1), %775
  %780 = shl nuw <8 x i64> splat (i64 1), %776
  %781 = shl nuw <8 x i64> splat (i64 1), %777
  %782 = or <8 x i64> %778, %287
  %783 = or <8 x i64> %779, %288
  %784 = or <8 x i64> %780, %289
  %785 = or <8 x i64> %781, %290
  %786 = add nuw i64 %285, 32
  %787 = add <8 x i64> %286, splat (i64 32)
  %788 = icmp eq i64 %786, %172
  br i1 %788, label %789, label %284

789:                                              ; preds = %764
  %790 = or <8 x i64> %783, %782
  %791 = or <8 x i64> %784, %790
  %792 = or <8 x i64> %785, %791
  %793 = call i64 @llvm.vector.reduce.or.v8i64(<8 x i64> %792)
  br i1 %175, label %939, label %794

794:                                              ; preds = %789
  br i1 %176, label %936, label %795

795:                                              ; preds = %280, %794
  %796 = phi i64 [ %172, %794 ], [ 0, %280 ]
  %797 = phi i64 [ %793, %794 ], [ 0, %280 ]
  %798 = insertelement <8 x i64> <i64 poison, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0>, i64 %797, i64 0
  %799 = insertelement <8 x i64> poison, i64 %275, i64 0
  %800 = shufflevector <8 x i64> %799, <8 x i64> poison, <8 x i32> zeroinitializer
  %801 = insertelement <8 x i64> poison, i64 %796, i64 0
  %802 = shufflevector <8 x i64> %801, <8 x i64> poison, <8 x i32> zeroinitializer
  %803 = or disjoint <8 x i64> %802, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %804

804:                                              ; preds = %924, %795
  %805 = phi i64 [ %796, %795 ], [ %931, %924 ]
  %806 = phi <8 x i64> [ %803, %795 ], [ %932, %924 ]
  %807 = phi <8 x i64> [ %798, %795 ], [ %930, %924 ]
  %808 = sub nsw <8 x i64> %806, %800
  %809 = icmp sgt <8 x i64> %808, splat (i64 -1)
  %810 = xor <8 x i1> %809, splat (i1 true)
  %811 = xor <8 x i64> %808, splat (i64 -1)
  %812 = add <8 x i64> %179, %811
  %813 = extractelement <8 x i1> %810, i64 0
  br i1 %813, label %814, label %818

814:                                              ; preds = %804
  %815 = extractelement <8 x i64> %812, i64 0
  %816 = sdiv i64 %815, %13
  %817 = insertelement <8 x i64> poison, i64 %816, i64 0
  br label %818

818:                                              ; preds = %814, %804
  %819 = phi <8 x i64> [ poison, %804 ], [ %817, %814 ]
  %820 = extractelement <8 x i1> %810, i64 1
  br i1 %820, label %821, label %825

821:                                              ; preds = %818
  %822 = extractelement <8 x i64> %812, i64 1
  %823 = sdiv i64 %822, %13
  %824 = insertelement <8 x i64> %819, i64 %823, i64 1
  br label %825

825:                                              ; preds = %821, %818
  %826 = phi <8 x i64> [ %819, %818 ], [ %824, %821 ]
  %827 = extractelement <8 x i1> %810, i64 2
  br i1 %827, label %828, label %832

828:                                              ; preds = %825
  %829 = extractelement <8 x i64> %812, i64 2
  %830 = sdiv i64 %829, %13
  %831 = insertelement <8 x i64> %826, i64 %830, i64 2
  br label %832

832:                                              ; preds = %828, %825
  %833 = phi <8 x i64> [ %826, %825 ], [ %831, %828 ]
  %834 = extractelement <8 x i1> %810, i64 3
  br i1 %834, label %835, label %839

835:                                              ; preds = %832
  %836 = extractelement <8 x i64> %812, i64 3
  %837 = sdiv i64 %836, %13
  %838 = insertelement <8 x i64> %833, i64 %837, i64 3
  br label %839

839:                                              ; preds = %835, %832
  %840 = phi <8 x i64> [ %833, %832 ], [ %838, %835 ]
  %841 = extractelement <8 x i1> %810, i64 4
  br i1 %841, label %842, label %846

842:                                              ; preds = %839
  %843 = extractelement <8 x i64> %812, i64 4
  %844 = sdiv i64 %843, %13
  %845 = insertelement <8 x i64> %840, i64 %844, i64 4
  br label %846

846:                                              ; preds = %842, %839
  %847 = phi <8 x i64> [ %840, %839 ], [ %845, %842 ]
  %848 = extractelement <8 x i1> %810, i64 5
  br i1 %848, label %849, label %853

849:                                              ; preds = %846
  %850 = extractelement <8 x i64> %812, i64 5
  %851 = sdiv i64 %850, %13
  %852 = insertelement <8 x i64> %847, i64 %851, i64 5
  br label %853

853:                                              ; preds = %849, %846
  %854 = phi <8 x i64> [ %847, %846 ], [ %852, %849 ]
  %855 = extractelement <8 x i1> %810, i64 6
  br i1 %855, label %856, label %860

856:                                              ; preds = %853
  %857 = extractelement <8 x i64> %812, i64 6
  %858 = sdiv i64 %857, %13
  %859 = insertelement <8 x i64> %854, i64 %858, i64 6
  br label %860

860:                                              ; preds = %856, %853
  %861 = phi <8 x i64> [ %854, %853 ], [ %859, %856 ]
  %862 = extractelement <8 x i1> %810, i64 7
  br i1 %862, label %863, label %867

863:                                              ; preds = %860
  %864 = extractelement <8 x i64> %812, i64 7
  %865 = sdiv i64 %864, %13
  %866 = insertelement <8 x i64> %861, i64 %865, i64 7
  br label %867

867:                                              ; preds = %863, %860
  %868 = phi <8 x i64> [ %861, %860 ], [ %866, %863 ]
  %869 = sub nsw <8 x i64> zeroinitializer, %868
  %870 = extractelement <8 x i1> %809, i64 0
  br i1 %870, label %871, label %875

871:                                              ; preds = %867
  %872 = extractelement <8 x i64> %808, i64 0
  %873 = sdiv i64 %872, %13
  %874 = insertelement <8 x i64> poison, i64 %873, i64 0
  br label %875

875:                                              ; preds = %871, %867
  %876 = phi <8 x i64> [ poison, %867 ], [ %874, %871 ]
  %877 = extractelement <8 x i1> %809, i64 1
  br i1 %877, label %878, label %882

878:                                              ; preds = %875
  %879 = extractelement <8 x i64> %808, i64 1
  %880 = sdiv i64 %879, %13
  %881 = insertelement <8 x i64> %876, i64 %880, i64 1
  br label %882

882:                                              ; preds = %878, %875
  %883 = phi <8 x i64> [ %876, %875 ], [ %881, %878 ]
  %884 = extractelement <8 x i1> %809, i64 2
  br i1 %884, label %885, label %889

885:                                              ; preds = %882
  %886 = extractelement <8 x i64> %808, i64 2
  %887 = sdiv i64 %886, %13
  %888 = insertelement <8 x i64> %883, i64 %887, i64 2
  br label %889

889:                                              ; preds = %885, %882
  %890 = phi <8 x i64> [ %883, %882 ], [ %888, %885 ]
  %891 = extractelement <8 x i1> %809, i64 3
  br i1 %891, label %892, label %896

892:                                              ; preds = %889
  %893 = extractelement <8 x i64> %808, i64 3
  %894 = sdiv i64 %893, %13
  %895 = insertelement <8 x i64> %890, i64 %894, i64 3
  br label %896

896:                                              ; preds = %892, %889
  %897 = phi <8 x i64> [ %890, %889 ], [ %895, %892 ]
  %898 = extractelement <8 x i1> %809, i64 4
  br i1 %898, label %899, label %903

899:                                              ; preds = %896
  %900 = extractelement <8 x i64> %808, i64 4
  %901 = sdiv i64 %900, %13
  %902 = insertelement <8 x i64> %897, i64 %901, i64 4
  br label %903

903:                                              ; preds = %899, %896
  %904 = phi <8 x i64> [ %897, %896 ], [ %902, %899 ]
  %905 = extractelement <8 x i1> %809, i64 5
  br i1 %905, label %906, label %910

906:                                              ; preds = %903
  %907 = extractelement <8 x i64> %808, i64 5
  %908 = sdiv i64 %907, %13
  %909 = insertelement <8 x i64> %904, i64 %908, i64 5
  br label %910

910:                                              ; preds = %906, %903
  %911 = phi <8 x i64> [ %904, %903 ], [ %909, %906 ]
  %912 = extractelement <8 x i1> %809, i64 6
  br i1 %912, label %913, label %917

913:                                              ; preds = %910
  %914 = extractelement <8 x i64> %808, i64 6
  %915 = sdiv i64 %914, %13
  %916 = insertelement <8 x i64> %911, i64 %915, i64 6
  br label %917

917:                                              ; preds = %913, %910
  %918 = phi <8 x i64> [ %911, %910 ], [ %916, %913 ]
  %919 = extractelement <8 x i1> %809, i64 7
  br i1 %919, label %920, label %924

920:                                              ; preds = %917
  %921 = extractelement <8 x i64> %808, i64 7
  %922 = sdiv i64 %921, %13
  %923 = insertelement <8 x i64> %918, i64 %922, i64 7
  br label %924

924:                                              ; preds = %920, %917
  %925 = phi <8 x i64> [ %918, %917 ], [ %923, %920 ]
  %926 = select <8 x i1> %809, <8 x i64> %925, <8 x i64> %869
  %927 = mul nsw <8 x i64> %926, %179
  %928 = sub nsw <8 x i64> %808, %927
  %929 = shl nuw <8 x i64> splat (i64 1), %928
  %930 = or <8 x i64> %929, %807
  %931 = add nuw i64 %805, 8
  %932 = add nuw nsw <8 x i64> %806, splat (i64 8)
  %933 = icmp eq i64 %931, %177
  br i1 %933, label %934, label %804

934:                                              ; preds = %924
  %935 = call i64 @llvm.vector.reduce.or.v8i64(<8 x i64> %930)
  br i1 %180, label %939, label %936

936:                                              ; preds = %279, %794, %934
  %937 = phi i64 [ 0, %279 ], [ %172, %794 ], [ %177, %934 ]
  %938 = phi i64 [ 0, %279 ], [ %793, %794 ], [ %935, %934 ]
  br label %941

939:                                              ; preds = %953, %789, %934, %241
  %940 = phi i64 [ 0, %241 ], [ %935, %934 ], [ %793, %789 ], [ %958, %953 ]
  br i1 %80, label %1047, label %961

941:                                              ; preds = %936, %953
  %942 = phi i64 [ %959, %953 ], [ %937, %936 ]
  %943 = phi i64 [ %958, %953 ], [ %938, %936 ]
  %944 = sub nsw i64 %942, %275
  %945 = icmp sgt i64 %944, -1
  br i1 %945, label %946, label %948

946:                                              ; preds = %941
  %947 = sdiv i64 %944, %13
  br label %953

948:                                              ; preds = %941
  %949 = xor i64 %944, -1
  %950 = add i64 %13, %949
  %951 = sdiv i64 %950, %13
  %952 = sub nsw i64 0, %951
  br label %953

953:                                              ; preds = %948, %946
  %954 = phi i64 [ %947, %946 ], [ %952, %948 ]
  %955 = mul nsw i64 %954, %13
  %956 = sub nsw i64 %944, %955
  %957 = shl nuw i64 1, %956
  %958 = or i64 %957, %943
  %959 = add nuw nsw i64 %942, 1
  %960 = icmp eq i64 %959, %11
  br i1 %960, label %939, label %941

961:                                              ; preds = %1057, %939
  %962 = phi i64 [ 0, %939 ], [ %1062, %1057 ]
  br i1 %81, label %963, label %1077

963:                                              ; preds = %961
  br i1 %181, label %1044, label %964

964:                                              ; preds = %963
  br i1 %182, label %1017, label %965

965:                                              ; preds = %964
  %966 = insertelement <8 x i64> poison, i64 %940, i64 0
  %967 = shufflevector <8 x i64> %966, <8 x i64> poison, <8 x i32> zeroinitializer
  %968 = insertelement <8 x i64> poison, i64 %962, i64 0
  %969 = shufflevector <8 x i64> %968, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %970

970:                                              ; preds = %970, %965
  %971 = phi i64 [ 0, %965 ], [ %1008, %970 ]
  %972 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %965 ], [ %1009, %970 ]
  %973 = phi <8 x i64> [ zeroinitializer, %965 ], [ %1004, %970 ]
  %974 = phi <8 x i64> [ zeroinitializer, %965 ], [ %1005, %970 ]
  %975 = phi <8 x i64> [ zeroinitializer, %965 ], [ %1006, %970 ]
  %976 = phi <8 x i64> [ zeroinitializer, %965 ], [ %1007, %970 ]
  %977 = add <8 x i64> %972, splat (i64 8)
  %978 = add <8 x i64> %972, splat (i64 16)
  %979 = add <8 x i64> %972, splat (i64 24)
  %980 = shl nuw <8 x i64> splat (i64 1), %972
  %981 = shl nuw <8 x i64> splat (i64 1), %977
  %982 = shl nuw <8 x i64> splat (i64 1), %978
  %983 = shl nuw <8 x i64> splat (i64 1), %979
  %984 = and <8 x i64> %980, %967
  %985 = and <8 x i64> %981, %967
  %986 = and <8 x i64> %982, %967
  %987 = and <8 x i64> %983, %967
  %988 = icmp eq <8 x i64> %984, zeroinitializer
  %989 = icmp eq <8 x i64> %985, zeroinitializer
  %990 = icmp eq <8 x i64> %986, zeroinitializer
  %991 = icmp eq <8 x i64> %987, zeroinitializer
  %992 = shl nuw nsw <8 x i64> %972, splat (i64 1)
  %993 = shl nuw nsw <8 x i64> %977, splat (i64 1)
  %994 = shl nuw nsw <8 x i64> %978, splat (i64 1)
  %995 = shl nuw nsw <8 x i64> %979, splat (i64 1)
  %996 = shl <8 x i64> %969, %992
  %997 = shl <8 x i64> %969, %993
  %998 = shl <8 x i64> %969, %994
  %999 = shl <8 x i64> %969, %995
  %1000 = select <8 x i1> %988, <8 x i64> zeroinitializer, <8 x i64> %996
  %1001 = select <8 x i1> %989, <8 x i64> zeroinitializer, <8 x i64> %997
  %1002 = select <8 x i1> %990, <8 x i64> zeroinitializer, <8 x i64> %998
  %1003 = select <8 x i1> %991, <8 x i64> zeroinitializer, <8 x i64> %999
  %1004 = or <8 x i64> %1000, %973
  %1005 = or <8 x i64> %1001, %974
  %1006 = or <8 x i64> %1002, %975
  %1007 = or <8 x i64> %1003, %976
  %1008 = add nuw i64 %971, 32
  %1009 = add <8 x i64> %972, splat (i64 32)
  %1010 = icmp eq i64 %1008, %184
  br i1 %1010, label %1011, label %970

1011:                                             ; preds = %970
  %1012 = or <8 x i64> %1005, %1004
  %1013 = or <8 x i64> %1006, %1012
  %1014 = or <8 x i64> %1007, %1013
  %1015 = call i64 @llvm.vector.reduce.or.v8i64(<8 x i64> %1014)
  br i1 %185, label %1077, label %1016

1016:                                             ; preds = %1011
  br i1 %186, label %1044, label %1017

1017:                                             ; preds = %964, %1016
  %1018 = phi i64 [ %184, %1016 ], [ 0, %964 ]
  %1019 = phi i64 [ %1015, %1016 ], [ 0, %964 ]
  %1020 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %1019, i64 0
  %1021 = insertelement <4 x i64> poison, i64 %940, i64 0
  %1022 = shufflevector <4 x i64> %1021, <4 x i64> poison, <4 x i32> zeroinitializer
  %1023 = insertelement <4 x i64> poison, i64 %962, i64 0
  %1024 = shufflevector <4 x i64> %1023, <4 x i64> poison, <4 x i32> zeroinitializer
  %1025 = insertelement <4 x i64> poison, i64 %1018, i64 0
  %1026 = shufflevector <4 x i64> %1025, <4 x i64> poison, <4 x i32> zeroinitializer
  %1027 = or disjoint <4 x i64> %1026, <i64 0, i64 1, i64 2, i64 3>
  br label %1028

1028:                                             ; preds = %1028, %1017
  %1029 = phi i64 [ %1018, %1017 ], [ %1039, %1028 ]
  %1030 = phi <4 x i64> [ %1027, %1017 ], [ %1040, %1028 ]
  %1031 = phi <4 x i64> [ %1020, %1017 ], [ %1038, %1028 ]
  %1032 = shl nuw <4 x i64> splat (i64 1), %1030
  %1033 = and <4 x i64> %1032, %1022
  %1034 = icmp eq <4 x i64> %1033, zeroinitializer
  %1035 = shl nuw nsw <4 x i64> %1030, splat (i64 1)
  %1036 = shl <4 x i64> %1024, %1035
  %1037 = select <4 x i1> %1034, <4 x i64> zeroinitializer, <4 x i64> %1036
  %1038 = or <4 x i64> %1037, %1031
  %1039 = add nuw i64 %1029, 4
  %1040 = add nuw nsw <4 x i64> %1030, splat (i64 4)
  %1041 = icmp eq i64 %1039, %187
  br i1 %1041, label %1042, label %1028

1042:                                             ; preds = %1028
  %1043 = call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %1038)
  br i1 %188, label %1077, label %1044

1044:                                             ; preds = %963, %1016, %1042
  %1045 = phi i64 [ 0, %963 ], [ %184, %1016 ], [ %187, %1042 ]
  %1046 = phi i64 [ 0, %963 ], [ %1015, %1016 ], [ %1043, %1042 ]
  br label %1065

1047:                                             ; preds = %939, %1057
  %1048 = phi i64 [ %1063, %1057 ], [ 0, %939 ]
  %1049 = phi i64 [ %1062, %1057 ], [ 0, %939 ]
  %1050 = sub nsw i64 %1048, %16
  %1051 = icmp sgt i64 %1050, -1
  br i1 %1051, label %1052, label %1054

1052:                                             ; preds = %1047
  %1053 = lshr i64 %1050, 1
  br label %1057

1054:                                             ; preds = %1047
  %1055 = sub i64 1, %1050
  %1056 = sdiv i64 %1055, -2
  br label %1057

1057:                                             ; preds = %1054, %1052
  %1058 = phi i64 [ %1053, %1052 ], [ %1056, %1054 ]
  %1059 = shl nsw i64 %1058, 1
  %1060 = sub nsw i64 %1050, %1059
  %1061 = shl nuw i64 1, %1060
  %1062 = or i64 %1061, %1049
  %1063 = add nuw nsw i64 %1048, 1
  %1064 = icmp eq i64 %1063, %12
  br i1 %1064, label %961, label %1047

1065:                                             ; preds = %1044, %1065
  %1066 = phi i64 [ %1075, %1065 ], [ %1045, %1044 ]
  %1067 = phi i64 [ %1074, %1065 ], [ %1046, %1044 ]
  %1068 = shl nuw i64 1, %1066
  %1069 = and i64 %1068, %940
  %1070 = icmp eq i64 %1069, 0
  %1071 = shl nuw nsw i64 %1066, 1
  %1072 = shl i64 %962, %1071
  %1073 = select i1 %1070, i64 0, i64 %1072
  %1074 = or i64 %1073, %1067
  %1075 = add nuw nsw i64 %1066, 1
  %1076 = icmp eq i64 %1075, %13
  br i1 %1076, label %1077, label %1065

1077:                                             ; preds = %1065, %1011, %1042, %961
  %1078 = phi i64 [ 0, %961 ], [ %1043, %1042 ], [ %1015, %1011 ], [ %1074, %1065 ]
  %1079 = mul i64 %82, %278
  %1080 = mul nsw i64 %252, %20
  %1081 = getelementptr inbounds float, ptr %41, i64 %1080
  %1082 = mul nsw i64 %270, %8
  %1083 = getelementptr inbounds float, ptr %1081, i64 %1082
  br i1 %83, label %1084, label %1086

1084:                                             ; preds = %1077
  %1085 = mul i64 %278, %62
  br label %1290

1086:                                             ; preds = %1389, %1077
  store i64 %62, ptr %91, align 8
  br i1 %79, label %1087, label %1211

1087:                                             ; preds = %1086
  %1088 = mul i64 %92, %278
  br i1 %189, label %1209, label %1089

1089:                                             ; preds = %1087
  %1090 = insertelement <4 x i64> poison, i64 %1088, i64 0
  %1091 = shufflevector <4 x i64> %1090, <4 x i64> poison, <4 x i32> zeroinitializer
  %1092 = insertelement <4 x i64> poison, i64 %275, i64 0
  %1093 = shufflevector <4 x i64> %1092, <4 x i64> poison, <4 x i32> zeroinitializer
  %1094 = insertelement <4 x i64> poison, i64 %273, i64 0
  %1095 = shufflevector <4 x i64> %1094, <4 x i64> poison, <4 x i32> zeroinitializer
  %1096 = insertelement <4 x i64> poison, i64 %276, i64 0
  %1097 = shufflevector <4 x i64> %1096, <4 x i64> poison, <4 x i32> zeroinitializer
  %1098 = insertelement <4 x i64> poison, i64 %278, i64 0
  %1099 = shufflevector <4 x i64> %1098, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %1100

1100:                                             ; preds = %1197, %1089
  %1101 = phi i64 [ 0, %1089 ], [ %1205, %1197 ]
  %1102 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %1089 ], [ %1206, %1197 ]
  %1103 = sub nsw <4 x i64> %1102, %1093
  %1104 = icmp sgt <4 x i64> %1103, splat (i64 -1)
  %1105 = xor <4 x i1> %1104, splat (i1 true)
  %1106 = xor <4 x i64> %1103, splat (i64 -1)
  %1107 = add <4 x i64> %192, %1106
  %1108 = extractelement <4 x i1> %1105, i64 0
  br i1 %1108, label %1109, label %1113

1109:                                             ; preds = %1100
  %1110 = extractelement <4 x i64> %1107, i64 0
  %1111 = sdiv i64 %1110, %13
  %1112 = insertelement <4 x i64> poison, i64 %1111, i64 0
  br label %1113

1113:                                             ; preds = %1109, %1100
  %1114 = phi <4 x i64> [ poison, %1100 ], [ %1112, %1109 ]
  %1115 = extractelement <4 x i1> %1105, i64 1
  br i1 %1115, label %1116, label %1120

1116:                                             ; preds = %1113
  %1117 = extractelement <4 x i64> %1107, i64 1
  %1118 = sdiv i64 %1117, %13
  %1119 = insertelement <4 x i64> %1114, i64 %1118, i64 1
  br label %1120

1120:                                             ; preds = %1116, %1113
  %1121 = phi <4 x i64> [ %1114, %1113 ], [ %1119, %1116 ]
  %1122 = extractelement <4 x i1> %1105, i64 2
  br i1 %1122, label %1123, label %1127

1123:                                             ; preds = %1120
  %1124 = extractelement <4 x i64> %1107, i64 2
  %1125 = sdiv i64 %1124, %13
  %1126 = insertelement <4 x i64> %1121, i64 %1125, i64 2
  br label %1127

1127:                                             ; preds = %1123, %1120
  %1128 = phi <4 x i64> [ %1121, %1120 ], [ %1126, %1123 ]
  %1129 = extractelement <4 x i1> %1105, i64 3
  br i1 %1129, label %1130, label %1134

1130:                                             ; preds = %1127
  %1131 = extractelement <4 x i64> %1107, i64 3
  %1132 = sdiv i64 %1131, %13
  %1133 = insertelement <4 x i64> %1128, i64 %1132, i64 3
  br label %1134

1134:                                             ; preds = %1130, %1127
  %1135 = phi <4 x i64> [ %1128, %1127 ], [ %1133, %1130 ]
  %1136 = sub nsw <4 x i64> zeroinitializer, %1135
  %1137 = extractelement <4 x i1> %1104, i64 0
  br i1 %1137, label %1138, label %1142

1138:                                             ; preds = %1134
  %1139 = extractelement <4 x i64> %1103, i64 0
  %1140 = sdiv i64 %1139, %13
  %1141 = insertelement <4 x i64> poison, i64 %1140, i64 0
  br label %1142

1142:                                             ; preds = %1138, %1134
  %1143 = phi <4 x i64> [ poison, %1134 ], [ %1141, %1138 ]
  %1144 = extractelement <4 x i1> %1104, i64 1
  br i1 %1144, label %1145, label %1149

1145:                                             ; preds = %1142
  %1146 = extractelement <4 x i64> %1103, i64 1
  %1147 = sdiv i64 %1146, %13
  %1148 = insertelement <4 x i64> %1143, i64 %1147, i64 1
  br label %1149

1149:                                             ; preds = %1145, %1142
  %1150 = phi <4 x i64> [ %1143, %1142 ], [ %1148, %1145 ]
  %1151 = extractelement <4 x i1> %1104, i64 2
  br i1 %1151, label %1152, label %1156

1152:                                             ; preds = %1149
  %1153 = extractelement <4 x i64> %1103, i64 2
  %1154 = sdiv i64 %1153, %13
  %1155 = insertelement <4 x i64> %1150, i64 %1154, i64 2
  br label %1156

1156:                                             ; preds = %1152, %1149
  %1157 = phi <4 x i64> [ %1150, %1149 ], [ %1155, %1152 ]
  %1158 = extractelement <4 x i1> %1104, i64 3
  br i1 %1158, label %1159, label %1163

1159:                                             ; preds = %1156
  %1160 = extractelement <4 x i64> %1103, i64 3
  %1161 = sdiv i64 %1160, %13
  %1162 = insertelement <4 x i64> %1157, i64 %1161, i64 3
  br label %1163

1163:                                             ; preds = %1159, %1156
  %1164 = phi <4 x i64> [ %1157, %1156 ], [ %1162, %1159 ]
  %1165 = select <4 x i1> %1104, <4 x i64> %1164, <4 x i64> %1136
  %1166 = mul nsw <4 x i64> %1165, %192
  %1167 = sub nsw <4 x i64> %1103, %1166
  %1168 = icmp slt <4 x i64> %1167, %1095
  %1169 = xor <4 x i64> %1167, splat (i64 -1)
  %1170 = add <4 x i64> %1097, %1169
  %1171 = extractelement <4 x i1> %1168, i64 0
  br i1 %1171, label %1172, label %1176

1172:                                             ; preds = %1163
  %1173 = extractelement <4 x i64> %1170, i64 0
  %1174 = sdiv i64 %1173, %13
  %1175 = insertelement <4 x i64> poison, i64 %1174, i64 0
  br label %1176

1176:                                             ; preds = %1172, %1163
  %1177 = phi <4 x i64> [ poison, %1163 ], [ %1175, %1172 ]
  %1178 = extractelement <4 x i1> %1168, i64 1
  br i1 %1178, label %1179, label %1183

1179:                                             ; preds = %1176
  %1180 = extractelement <4 x i64> %1170, i64 1
  %1181 = sdiv i64 %1180, %13
  %1182 = insertelement <4 x i64> %1177, i64 %1181, i64 1
  br label %1183

1183:                                             ; preds = %1179, %1176
  %1184 = phi <4 x i64> [ %1177, %1176 ], [ %1182, %1179 ]
  %1185 = extractelement <4 x i1> %1168, i64 2
  br i1 %1185, label %1186, label %1190

1186:                                             ; preds = %1183
  %1187 = extractelement <4 x i64> %1170, i64 2
  %1188 = sdiv i64 %1187, %13
  %1189 = insertelement <4 x i64> %1184, i64 %1188, i64 2
  br label %1190

1190:                                             ; preds = %1186, %1183
  %1191 = phi <4 x i64> [ %1184, %1183 ], [ %1189, %1186 ]
  %1192 = extractelement <4 x i1> %1168, i64 3
  br i1 %1192, label %1193, label %1197

1193:                                             ; preds = %1190
  %1194 = extractelement <4 x i64> %1170, i64 3
  %1195 = sdiv i64 %1194, %13
  %1196 = insertelement <4 x i64> %1191, i64 %1195, i64 3
  br label %1197

1197:                                             ; preds = %1193, %1190
  %1198 = phi <4 x i64> [ %1191, %1190 ], [ %1196, %1193 ]
  %1199 = select <4 x i1> %1168, <4 x i64> %1198, <4 x i64> zeroinitializer
  %1200 = mul <4 x i64> %1091, %1167
  %1201 = getelementptr inbounds nuw i64, ptr %37, i64 %1101
  store <4 x i64> %1200, ptr %1201, align 8
  %1202 = getelementptr inbounds nuw i64, ptr %93, i64 %1101
  store <4 x i64> %1165, ptr %1202, align 8
  %1203 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %1199, <4 x i64> %1099)
  %1204 = getelementptr inbounds nuw i64, ptr %94, i64 %1101
  store <4 x i64> %1203, ptr %1204, align 8
  %1205 = add nuw i64 %1101, 4
  %1206 = add nuw nsw <4 x i64> %1102, splat (i64 4)
  %1207 = icmp eq i64 %1205, %190
  br i1 %1207, label %1208, label %1100

1208:                                             ; preds = %1197
  br i1 %193, label %1211, label %1209

1209:                                             ; preds = %1087, %1208
  %1210 = phi i64 [ 0, %1087 ], [ %190, %1208 ]
  br label %1214

1211:                                             ; preds = %1234, %1208, %1086
  br i1 %80, label %1212, label %1270

1212:                                             ; preds = %1211
  %1213 = mul i64 %278, %62
  br label %1243

1214:                                             ; preds = %1209, %1234
  %1215 = phi i64 [ %1241, %1234 ], [ %1210, %1209 ]
  %1216 = sub nsw i64 %1215, %275
  %1217 = icmp sgt i64 %1216, -1
  br i1 %1217, label %1218, label %1220

1218:                                             ; preds = %1214
  %1219 = sdiv i64 %1216, %13
  br label %1225

1220:                                             ; preds = %1214
  %1221 = xor i64 %1216, -1
  %1222 = add i64 %13, %1221
  %1223 = sdiv i64 %1222, %13
  %1224 = sub nsw i64 0, %1223
  br label %1225

1225:                                             ; preds = %1220, %1218
  %1226 = phi i64 [ %1219, %1218 ], [ %1224, %1220 ]
  %1227 = mul nsw i64 %1226, %13
  %1228 = sub nsw i64 %1216, %1227
  %1229 = icmp slt i64 %1228, %273
  br i1 %1229, label %1230, label %1234

1230:                                             ; preds = %1225
  %1231 = xor i64 %1228, -1
  %1232 = add i64 %276, %1231
  %1233 = sdiv i64 %1232, %13
  br label %1234

1234:                                             ; preds = %1230, %1225
  %1235 = phi i64 [ %1233, %1230 ], [ 0, %1225 ]
  %1236 = mul i64 %1088, %1228
  %1237 = getelementptr inbounds nuw i64, ptr %37, i64 %1215
  store i64 %1236, ptr %1237, align 8
  %1238 = getelementptr inbounds nuw i64, ptr %93, i64 %1215
  store i64 %1226, ptr %1238, align 8
  %1239 = tail call i64 @llvm.smin.i64(i64 %1235, i64 %278)
  %1240 = getelementptr inbounds nuw i64, ptr %94, i64 %1215
  store i64 %1239, ptr %1240, align 8
  %1241 = add nuw nsw i64 %1215, 1
  %1242 = icmp eq i64 %1241, %11
  br i1 %1242, label %1211, label %1214

1243:                                             ; preds = %1261, %1212
  %1244 = phi i64 [ 0, %1212 ], [ %1268, %1261 ]
  %1245 = sub nsw i64 %1244, %16
  %1246 = icmp sgt i64 %1245, -1
  br i1 %1246, label %1247, label %1249

1247:                                             ; preds = %1243
  %1248 = lshr i64 %1245, 1
  br label %1252

1249:                                             ; preds = %1243
  %1250 = sub i64 1, %1245
  %1251 = sdiv i64 %1250, -2
  br label %1252

1252:                                             ; preds = %1249, %1247
  %1253 = phi i64 [ %1248, %1247 ], [ %1251, %1249 ]
  %1254 = shl nsw i64 %1253, 1
  %1255 = sub nsw i64 %1245, %1254
  %1256 = icmp slt i64 %1255, %8
  br i1 %1256, label %1257, label %1261

1257:                                             ; preds = %1252
  %1258 = xor i64 %1255, -1
  %1259 = add i64 %95, %1258
  %1260 = sdiv i64 %1259, 2
  br label %1261

1261:                                             ; preds = %1257, %1252
  %1262 = phi i64 [ %1260, %1257 ], [ 0, %1252 ]
  %1263 = mul i64 %1213, %1255
  %1264 = getelementptr inbounds nuw i64, ptr %96, i64 %1244
  store i64 %1263, ptr %1264, align 8
  %1265 = getelementptr inbounds nuw i64, ptr %97, i64 %1244
  store i64 %1253, ptr %1265, align 8
  %1266 = tail call i64 @llvm.smin.i64(i64 %1262, i64 %62)
  %1267 = getelementptr inbounds nuw i64, ptr %98, i64 %1244
  store i64 %1266, ptr %1267, align 8
  %1268 = add nuw nsw i64 %1244, 1
  %1269 = icmp eq i64 %1268, %12
  br i1 %1269, label %1270, label %1243

1270:                                             ; preds = %1261, %1211
  %1271 = mul nsw i64 %262, %10
  %1272 = mul nsw i64 %252, %21
  %1273 = getelementptr inbounds float, ptr %44, i64 %1272
  %1274 = mul nsw i64 %252, %26
  %1275 = getelementptr inbounds float, ptr %45, i64 %1274
  %1276 = select i1 %99, ptr null, ptr %1275
  %1277 = mul nsw i64 %252, %24
  %1278 = getelementptr inbounds float, ptr %46, i64 %1277
  %1279 = mul i64 %73, %244
  %1280 = icmp slt i64 %260, %255
  br i1 %1280, label %1281, label %238

1281:                                             ; preds = %1270
  %1282 = mul i64 %73, %250
  %1283 = add nsw i64 %255, -1
  %1284 = tail call i64 @llvm.smin.i64(i64 %1282, i64 %6)
  %1285 = icmp slt i64 %1279, %1284
  %1286 = insertelement <4 x i64> poison, i64 %1283, i64 0
  %1287 = shufflevector <4 x i64> %1286, <4 x i64> poison, <4 x i32> zeroinitializer
  %1288 = insertelement <4 x i64> poison, i64 %1271, i64 0
  %1289 = shufflevector <4 x i64> %1288, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %1392

1290:                                             ; preds = %1084, %1389
  %1291 = phi i64 [ 0, %1084 ], [ %1390, %1389 ]
  %1292 = mul i64 %84, %1291
  %1293 = getelementptr inbounds float, ptr %1083, i64 %1292
  %1294 = mul nsw i64 %1291, %1079
  %1295 = getelementptr inbounds float, ptr %47, i64 %1294
  br i1 %81, label %1296, label %1389

1296:                                             ; preds = %1290, %1386
  %1297 = phi i64 [ %1387, %1386 ], [ 0, %1290 ]
  %1298 = shl nuw nsw i64 %1297, 1
  %1299 = shl nuw i64 1, %1298
  %1300 = and i64 %1299, %1078
  %1301 = icmp ne i64 %1300, 0
  %1302 = shl i64 2, %1298
  %1303 = and i64 %1302, %1078
  %1304 = icmp ne i64 %1303, 0
  %1305 = select i1 %1301, i1 true, i1 %1304
  br i1 %1305, label %1306, label %1386

1306:                                             ; preds = %1296
  %1307 = icmp slt i64 %1297, %273
  br i1 %1307, label %1308, label %1312

1308:                                             ; preds = %1306
  %1309 = xor i64 %1297, -1
  %1310 = add i64 %276, %1309
  %1311 = sdiv i64 %1310, %13
  br label %1312

1312:                                             ; preds = %1306, %1308
  %1313 = phi i64 [ %1311, %1308 ], [ 0, %1306 ]
  %1314 = tail call i64 @llvm.smin.i64(i64 %1313, i64 %278)
  %1315 = mul i64 %1085, %1298
  %1316 = getelementptr inbounds float, ptr %1295, i64 %1315
  %1317 = getelementptr inbounds float, ptr %1316, i64 %1085
  %1318 = icmp sgt i64 %1314, 0
  br i1 %1318, label %1319, label %1386

1319:                                             ; preds = %1312, %1329
  %1320 = phi i64 [ %1330, %1329 ], [ 0, %1312 ]
  %1321 = mul nuw nsw i64 %1320, %13
  %1322 = add nuw nsw i64 %1321, %1297
  %1323 = mul nsw i64 %1322, %8
  %1324 = getelementptr inbounds float, ptr %1293, i64 %1323
  br i1 %110, label %1325, label %1329

1325:                                             ; preds = %1319
  %1326 = mul nsw i64 %1320, %62
  %1327 = getelementptr inbounds float, ptr %1316, i64 %1326
  %1328 = getelementptr inbounds float, ptr %1317, i64 %1326
  br label %1332

1329:                                             ; preds = %1383, %1319
  %1330 = add nuw nsw i64 %1320, 1
  %1331 = icmp eq i64 %1330, %1314
  br i1 %1331, label %1386, label %1319

1332:                                             ; preds = %1325, %1383
  %1333 = phi i64 [ 0, %1325 ], [ %1384, %1383 ]
  %1334 = shl nuw nsw i64 %1333, 1
  %1335 = sub nsw i64 %8, %1334
  %1336 = icmp sgt i64 %1335, 15
  %1337 = trunc i64 %1335 to i32
  %1338 = shl nsw i32 -1, %1337
  %1339 = trunc i32 %1338 to i16
  %1340 = xor i16 %1339, -1
  %1341 = select i1 %1336, i16 -1, i16 %1340
  %1342 = icmp sgt i64 %1335, 31
  br i1 %1342, label %1351, label %1343

1343:                                             ; preds = %1332
  %1344 = tail call i64 @llvm.smax.i64(i64 %1335, i64 16)
  %1345 = trunc nuw nsw i64 %1344 to i32
  %1346 = add nsw i32 %1345, -16
  %1347 = shl nsw i32 -1, %1346
  %1348 = trunc nsw i32 %1347 to i16
  %1349 = xor i16 %1348, -1
  %1350 = bitcast i16 %1349 to <16 x i1>
  br label %1351

1351:                                             ; preds = %1343, %1332
  %1352 = phi <16 x i1> [ %1350, %1343 ], [ splat (i1 true), %1332 ]
  %1353 = getelementptr inbounds nuw float, ptr %1324, i64 %1334
  %1354 = bitcast i16 %1341 to <16 x i1>
  %1355 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1353, <16 x i1> %1354, <16 x float> zeroinitializer)
  %1356 = getelementptr inbounds nuw i8, ptr %1353, i64 64
  %1357 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1356, <16 x i1> %1352, <16 x float> zeroinitializer)
  %1358 = shufflevector <16 x float> %1355, <16 x float> %1357, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %1359 = sub nsw i64 %90, %1333
  br i1 %1301, label %1360, label %1371

1360:                                             ; preds = %1351
  %1361 = shufflevector <16 x float> %1355, <16 x float> %1357, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1362 = sub nsw i64 %109, %1333
  %1363 = getelementptr inbounds nuw float, ptr %1327, i64 %1333
  %1364 = icmp sgt i64 %1362, 15
  %1365 = trunc i64 %1362 to i32
  %1366 = shl nsw i32 -1, %1365
  %1367 = trunc i32 %1366 to i16
  %1368 = xor i16 %1367, -1
  %1369 = select i1 %1364, i16 -1, i16 %1368
  %1370 = bitcast i16 %1369 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1361, ptr align 1 %1363, <16 x i1> %1370)
  br label %1371

1371:                                             ; preds = %1360, %1351
  %1372 = icmp sgt i64 %1359, 0
  %1373 = select i1 %1304, i1 %1372, i1 false
  br i1 %1373, label %1374, label %1383

1374:                                             ; preds = %1371
  %1375 = getelementptr inbounds nuw float, ptr %1328, i64 %1333
  %1376 = icmp samesign ugt i64 %1359, 15
  %1377 = trunc i64 %1359 to i32
  %1378 = shl nsw i32 -1, %1377
  %1379 = trunc i32 %1378 to i16
  %1380 = xor i16 %1379, -1
  %1381 = select i1 %1376, i16 -1, i16 %1380
  %1382 = bitcast i16 %1381 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1358, ptr align 1 %1375, <16 x i1> %1382)
  br label %1383

1383:                                             ; preds = %1374, %1371
  %1384 = add nuw nsw i64 %1333, 16
  %1385 = icmp slt i64 %1384, %109
  br i1 %1385, label %1332, label %1329

1386:                                             ; preds = %1329, %1312, %1296
  %1387 = add nuw nsw i64 %1297, 1
  %1388 = icmp eq i64 %1387, %13
  br i1 %1388, label %1389, label %1296

1389:                                             ; preds = %1386, %1290
  %1390 = add nuw nsw i64 %1291, 1
  %1391 = icmp eq i64 %1390, %5
  br i1 %1391, label %1086, label %1290

1392:                                             ; preds = %1281, %1796
  %1393 = phi i64 [ %260, %1281 ], [ %1797, %1796 ]
  %1394 = sub nsw i64 %255, %1393
  %1395 = icmp sgt i64 %1394, 3
  %1396 = trunc i64 %1394 to i32
  %1397 = select i1 %1395, i32 4, i32 %1396
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  call void @llvm.lifetime.start.p0(ptr nonnull %40)
  %1398 = sext i32 %1397 to i64
  %1399 = insertelement <4 x i64> poison, i64 %1393, i64 0
  %1400 = shufflevector <4 x i64> %1399, <4 x i64> poison, <4 x i32> zeroinitializer
  %1401 = add <4 x i64> %1400, <i64 0, i64 1, i64 2, i64 3>
  %1402 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %1401, <4 x i64> %1287)
  %1403 = shl nsw <4 x i64> %1402, splat (i64 4)
  store <4 x i64> %1403, ptr %38, align 16
  %1404 = insertelement <4 x i32> poison, i32 %1397, i64 0
  %1405 = shufflevector <4 x i32> %1404, <4 x i32> poison, <4 x i32> zeroinitializer
  %1406 = icmp sgt <4 x i32> %1405, <i32 0, i32 1, i32 2, i32 3>
  %1407 = sub nsw <4 x i64> %195, %1403
  %1408 = select <4 x i1> %1406, <4 x i64> %1407, <4 x i64> zeroinitializer
  store <4 x i64> %1408, ptr %39, align 16
  %1409 = sub nsw <4 x i64> %1403, %1289
  store <4 x i64> %1409, ptr %40, align 16
  br label %1410

1410:                                             ; preds = %1392, %1729
  %1411 = phi i64 [ 0, %1392 ], [ %1730, %1729 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %34, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %33, i8 0, i64 28, i1 false)
  %1412 = icmp slt i64 %1411, %1398
  %1413 = getelementptr inbounds nuw i64, ptr %40, i64 %1411
  %1414 = load i64, ptr %1413, align 8
  br i1 %1412, label %1415, label %1424

1415:                                             ; preds = %1410
  %1416 = add i64 %1271, %1414
  %1417 = sub i64 %56, %1416
  %1418 = tail call i64 @llvm.smin.i64(i64 %1417, i64 16)
  %1419 = icmp sgt i64 %1417, 0
  br i1 %1419, label %1420, label %1424

1420:                                             ; preds = %1415
  %1421 = srem i64 %1414, %10
  %1422 = sub nsw i64 0, %1421
  %1423 = sdiv i64 %1414, %10
  br label %1428

1424:                                             ; preds = %1661, %1410, %1415
  br i1 %79, label %1425, label %1729

1425:                                             ; preds = %1424
  %1426 = getelementptr i64, ptr %35, i64 %1411
  %1427 = getelementptr i32, ptr %36, i64 %1411
  br label %1688

1428:                                             ; preds = %1420, %1661
  %1429 = phi i64 [ 0, %1661 ], [ %1422, %1420 ]
  %1430 = phi i64 [ %1434, %1661 ], [ 0, %1420 ]
  %1431 = phi i64 [ %1662, %1661 ], [ %1423, %1420 ]
  %1432 = add i64 %1429, %10
  %1433 = add i64 %1432, %1430
  %1434 = tail call i64 @llvm.smin.i64(i64 %1433, i64 %1418)
  br i1 %79, label %1435, label %1522

1435:                                             ; preds = %1428
  %1436 = trunc i64 %1434 to i32
  %1437 = shl nsw i32 -1, %1436
  %1438 = xor i32 %1437, -1
  %1439 = trunc i64 %1430 to i32
  %1440 = shl nsw i32 -1, %1439
  %1441 = and i32 %1440, %1438
  br i1 %196, label %1520, label %1442

1442:                                             ; preds = %1435
  br i1 %197, label %1498, label %1443

1443:                                             ; preds = %1442
  %1444 = insertelement <8 x i32> poison, i32 %1441, i64 0
  %1445 = shufflevector <8 x i32> %1444, <8 x i32> poison, <8 x i32> zeroinitializer
  %1446 = insertelement <8 x i64> poison, i64 %1431, i64 0
  %1447 = shufflevector <8 x i64> %1446, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1448

1448:                                             ; preds = %1448, %1443
  %1449 = phi i64 [ 0, %1443 ], [ %1494, %1448 ]
  %1450 = getelementptr inbounds nuw i64, ptr %93, i64 %1449
  %1451 = getelementptr inbounds nuw i8, ptr %1450, i64 64
  %1452 = getelementptr inbounds nuw i8, ptr %1450, i64 128
  %1453 = getelementptr inbounds nuw i8, ptr %1450, i64 192
  %1454 = load <8 x i64>, ptr %1450, align 8
  %1455 = load <8 x i64>, ptr %1451, align 8
  %1456 = load <8 x i64>, ptr %1452, align 8
  %1457 = load <8 x i64>, ptr %1453, align 8
  %1458 = add nsw <8 x i64> %1454, %1447
  %1459 = add nsw <8 x i64> %1455, %1447
  %1460 = add nsw <8 x i64> %1456, %1447
  %1461 = add nsw <8 x i64> %1457, %1447
  %1462 = icmp sgt <8 x i64> %1458, splat (i64 -1)
  %1463 = icmp sgt <8 x i64> %1459, splat (i64 -1)
  %1464 = icmp sgt <8 x i64> %1460, splat (i64 -1)
  %1465 = icmp sgt <8 x i64> %1461, splat (i64 -1)
  %1466 = getelementptr i64, ptr %94, i64 %1449
  %1467 = getelementptr i8, ptr %1466, i64 64
  %1468 = getelementptr i8, ptr %1466, i64 128
  %1469 = getelementptr i8, ptr %1466, i64 192
  %1470 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1466, <8 x i1> %1462, <8 x i64> poison)
  %1471 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1467, <8 x i1> %1463, <8 x i64> poison)
  %1472 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1468, <8 x i1> %1464, <8 x i64> poison)
  %1473 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1469, <8 x i1> %1465, <8 x i64> poison)
  %1474 = icmp slt <8 x i64> %1458, %1470
  %1475 = icmp slt <8 x i64> %1459, %1471
  %1476 = icmp slt <8 x i64> %1460, %1472
  %1477 = icmp slt <8 x i64> %1461, %1473
  %1478 = select <8 x i1> %1462, <8 x i1> %1474, <8 x i1> zeroinitializer
  %1479 = select <8 x i1> %1463, <8 x i1> %1475, <8 x i1> zeroinitializer
  %1480 = select <8 x i1> %1464, <8 x i1> %1476, <8 x i1> zeroinitializer
  %1481 = select <8 x i1> %1465, <8 x i1> %1477, <8 x i1> zeroinitializer
  %1482 = getelementptr i32, ptr %33, i64 %1449
  %1483 = getelementptr i8, ptr %1482, i64 32
  %1484 = getelementptr i8, ptr %1482, i64 64
  %1485 = getelementptr i8, ptr %1482, i64 96
  %1486 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1482, <8 x i1> %1478, <8 x i32> poison)
  %1487 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1483, <8 x i1> %1479, <8 x i32> poison)
  %1488 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1484, <8 x i1> %1480, <8 x i32> poison)
  %1489 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1485, <8 x i1> %1481, <8 x i32> poison)
  %1490 = or <8 x i32> %1486, %1445
  %1491 = or <8 x i32> %1487, %1445
  %1492 = or <8 x i32> %1488, %1445
  %1493 = or <8 x i32> %1489, %1445
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1490, ptr align 16 %1482, <8 x i1> %1478)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1491, ptr align 16 %1483, <8 x i1> %1479)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1492, ptr align 16 %1484, <8 x i1> %1480)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1493, ptr align 16 %1485, <8 x i1> %1481)
  %1494 = add nuw i64 %1449, 32
  %1495 = icmp eq i64 %1494, %199
  br i1 %1495, label %1496, label %1448

1496:                                             ; preds = %1448
  br i1 %200, label %1522, label %1497

1497:                                             ; preds = %1496
  br i1 %201, label %1520, label %1498

1498:                                             ; preds = %1442, %1497
  %1499 = phi i64 [ %199, %1497 ], [ 0, %1442 ]
  %1500 = insertelement <8 x i32> poison, i32 %1441, i64 0
  %1501 = shufflevector <8 x i32> %1500, <8 x i32> poison, <8 x i32> zeroinitializer
  %1502 = insertelement <8 x i64> poison, i64 %1431, i64 0
  %1503 = shufflevector <8 x i64> %1502, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1504

1504:                                             ; preds = %1504, %1498
  %1505 = phi i64 [ %1499, %1498 ], [ %1517, %1504 ]
  %1506 = getelementptr inbounds nuw i64, ptr %93, i64 %1505
  %1507 = load <8 x i64>, ptr %1506, align 8
  %1508 = add nsw <8 x i64> %1507, %1503
  %1509 = icmp sgt <8 x i64> %1508, splat (i64 -1)
  %1510 = getelementptr i64, ptr %94, i64 %1505
  %1511 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1510, <8 x i1> %1509, <8 x i64> poison)
  %1512 = icmp slt <8 x i64> %1508, %1511
  %1513 = select <8 x i1> %1509, <8 x i1> %1512, <8 x i1> zeroinitializer
  %1514 = getelementptr i32, ptr %33, i64 %1505
  %1515 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1514, <8 x i1> %1513, <8 x i32> poison)
  %1516 = or <8 x i32> %1515, %1501
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1516, ptr align 16 %1514, <8 x i1> %1513)
  %1517 = add nuw i64 %1505, 8
  %1518 = icmp eq i64 %1517, %202
  br i1 %1518, label %1519, label %1504

1519:                                             ; preds = %1504
  br i1 %203, label %1522, label %1520

1520:                                             ; preds = %1435, %1497, %1519
  %1521 = phi i64 [ 0, %1435 ], [ %199, %1497 ], [ %202, %1519 ]
  br label %1644

1522:                                             ; preds = %1658, %1496, %1519, %1428
  br i1 %80, label %1523, label %1661

1523:                                             ; preds = %1522
  %1524 = add i64 %1430, %1429
  br i1 %204, label %1642, label %1525

1525:                                             ; preds = %1523
  br i1 %205, label %1611, label %1526

1526:                                             ; preds = %1525
  %1527 = insertelement <8 x i64> poison, i64 %1524, i64 0
  %1528 = shufflevector <8 x i64> %1527, <8 x i64> poison, <8 x i32> zeroinitializer
  %1529 = insertelement <8 x i64> poison, i64 %1430, i64 0
  %1530 = shufflevector <8 x i64> %1529, <8 x i64> poison, <8 x i32> zeroinitializer
  %1531 = insertelement <8 x i64> poison, i64 %1434, i64 0
  %1532 = shufflevector <8 x i64> %1531, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1533

1533:                                             ; preds = %1533, %1526
  %1534 = phi i64 [ 0, %1526 ], [ %1607, %1533 ]
  %1535 = getelementptr inbounds nuw i64, ptr %97, i64 %1534
  %1536 = getelementptr inbounds nuw i8, ptr %1535, i64 64
  %1537 = getelementptr inbounds nuw i8, ptr %1535, i64 128
  %1538 = getelementptr inbounds nuw i8, ptr %1535, i64 192
  %1539 = load <8 x i64>, ptr %1535, align 8
  %1540 = load <8 x i64>, ptr %1536, align 8
  %1541 = load <8 x i64>, ptr %1537, align 8
  %1542 = load <8 x i64>, ptr %1538, align 8
  %1543 = sub <8 x i64> %1528, %1539
  %1544 = sub <8 x i64> %1528, %1540
  %1545 = sub <8 x i64> %1528, %1541
  %1546 = sub <8 x i64> %1528, %1542
  %1547 = getelementptr inbounds nuw i64, ptr %98, i64 %1534
  %1548 = getelementptr inbounds nuw i8, ptr %1547, i64 64
  %1549 = getelementptr inbounds nuw i8, ptr %1547, i64 128
  %1550 = getelementptr inbounds nuw i8, ptr %1547, i64 192
  %1551 = load <8 x i64>, ptr %1547, align 8
  %1552 = load <8 x i64>, ptr %1548, align 8
  %1553 = load <8 x i64>, ptr %1549, align 8
  %1554 = load <8 x i64>, ptr %1550, align 8
  %1555 = add nsw <8 x i64> %1543, %1551
  %1556 = add nsw <8 x i64> %1544, %1552
  %1557 = add nsw <8 x i64> %1545, %1553
  %1558 = add nsw <8 x i64> %1546, %1554
  %1559 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1543, <8 x i64> %1530)
  %1560 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1544, <8 x i64> %1530)
  %1561 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1545, <8 x i64> %1530)
  %1562 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1546, <8 x i64> %1530)
  %1563 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1555, <8 x i64> %1532)
  %1564 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1556, <8 x i64> %1532)
  %1565 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1557, <8 x i64> %1532)
  %1566 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1558, <8 x i64> %1532)
  %1567 = icmp slt <8 x i64> %1559, %1563
  %1568 = icmp slt <8 x i64> %1560, %1564
  %1569 = icmp slt <8 x i64> %1561, %1565
  %1570 = icmp slt <8 x i64> %1562, %1566
  %1571 = trunc <8 x i64> %1563 to <8 x i32>
  %1572 = trunc <8 x i64> %1564 to <8 x i32>
  %1573 = trunc <8 x i64> %1565 to <8 x i32>
  %1574 = trunc <8 x i64> %1566 to <8 x i32>
  %1575 = shl nsw <8 x i32> splat (i32 -1), %1571
  %1576 = shl nsw <8 x i32> splat (i32 -1), %1572
  %1577 = shl nsw <8 x i32> splat (i32 -1), %1573
  %1578 = shl nsw <8 x i32> splat (i32 -1), %1574
  %1579 = xor <8 x i32> %1575, splat (i32 -1)
  %1580 = xor <8 x i32> %1576, splat (i32 -1)
  %1581 = xor <8 x i32> %1577, splat (i32 -1)
  %1582 = xor <8 x i32> %1578, splat (i32 -1)
  %1583 = trunc <8 x i64> %1559 to <8 x i32>
  %1584 = trunc <8 x i64> %1560 to <8 x i32>
  %1585 = trunc <8 x i64> %1561 to <8 x i32>
  %1586 = trunc <8 x i64> %1562 to <8 x i32>
  %1587 = shl nsw <8 x i32> splat (i32 -1), %1583
  %1588 = shl nsw <8 x i32> splat (i32 -1), %1584
  %1589 = shl nsw <8 x i32> splat (i32 -1), %1585
  %1590 = shl nsw <8 x i32> splat (i32 -1), %1586
  %1591 = and <8 x i32> %1587, %1579
  %1592 = and <8 x i32> %1588, %1580
  %1593 = and <8 x i32> %1589, %1581
  %1594 = and <8 x i32> %1590, %1582
  %1595 = getelementptr i32, ptr %34, i64 %1534
  %1596 = getelementptr i8, ptr %1595, i64 32
  %1597 = getelementptr i8, ptr %1595, i64 64
  %1598 = getelementptr i8, ptr %1595, i64 96
  %1599 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1595, <8 x i1> %1567, <8 x i32> poison)
  %1600 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1596, <8 x i1> %1568, <8 x i32> poison)
  %1601 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1597, <8 x i1> %1569, <8 x i32> poison)
  %1602 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1598, <8 x i1> %1570, <8 x i32> poison)
  %1603 = or <8 x i32> %1599, %1591
  %1604 = or <8 x i32> %1600, %1592
  %1605 = or <8 x i32> %1601, %1593
  %1606 = or <8 x i32> %1602, %1594
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1603, ptr align 16 %1595, <8 x i1> %1567)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1604, ptr align 16 %1596, <8 x i1> %1568)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1605, ptr align 16 %1597, <8 x i1> %1569)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1606, ptr align 16 %1598, <8 x i1> %1570)
  %1607 = add nuw i64 %1534, 32
  %1608 = icmp eq i64 %1607, %207
  br i1 %1608, label %1609, label %1533

1609:                                             ; preds = %1533
  br i1 %208, label %1661, label %1610

1610:                                             ; preds = %1609
  br i1 %209, label %1642, label %1611

1611:                                             ; preds = %1525, %1610
  %1612 = phi i64 [ %207, %1610 ], [ 0, %1525 ]
  %1613 = insertelement <8 x i64> poison, i64 %1524, i64 0
  %1614 = shufflevector <8 x i64> %1613, <8 x i64> poison, <8 x i32> zeroinitializer
  %1615 = insertelement <8 x i64> poison, i64 %1430, i64 0
  %1616 = shufflevector <8 x i64> %1615, <8 x i64> poison, <8 x i32> zeroinitializer
  %1617 = insertelement <8 x i64> poison, i64 %1434, i64 0
  %1618 = shufflevector <8 x i64> %1617, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1619

1619:                                             ; preds = %1619, %1611
  %1620 = phi i64 [ %1612, %1611 ], [ %1639, %1619 ]
  %1621 = getelementptr inbounds nuw i64, ptr %97, i64 %1620
  %1622 = load <8 x i64>, ptr %1621, align 8
  %1623 = sub <8 x i64> %1614, %1622
  %1624 = getelementptr inbounds nuw i64, ptr %98, i64 %1620
  %1625 = load <8 x i64>, ptr %1624, align 8
  %1626 = add nsw <8 x i64> %1623, %1625
  %1627 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1623, <8 x i64> %1616)
  %1628 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1626, <8 x i64> %1618)
  %1629 = icmp slt <8 x i64> %1627, %1628
  %1630 = trunc <8 x i64> %1628 to <8 x i32>
  %1631 = shl nsw <8 x i32> splat (i32 -1), %1630
  %1632 = xor <8 x i32> %1631, splat (i32 -1)
  %1633 = trunc <8 x i64> %1627 to <8 x i32>
  %1634 = shl nsw <8 x i32> splat (i32 -1), %1633
  %1635 = and <8 x i32> %1634, %1632
  %1636 = getelementptr i32, ptr %34, i64 %1620
  %1637 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1636, <8 x i1> %1629, <8 x i32> poison)
  %1638 = or <8 x i32> %1637, %1635
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1638, ptr align 16 %1636, <8 x i1> %1629)
  %1639 = add nuw i64 %1620, 8
  %1640 = icmp eq i64 %1639, %210
  br i1 %1640, label %1641, label %1619

1641:                                             ; preds = %1619
  br i1 %211, label %1661, label %1642

1642:                                             ; preds = %1523, %1610, %1641
  %1643 = phi i64 [ 0, %1523 ], [ %207, %1610 ], [ %210, %1641 ]
  br label %1664

1644:                                             ; preds = %1520, %1658
  %1645 = phi i64 [ %1659, %1658 ], [ %1521, %1520 ]
  %1646 = getelementptr inbounds nuw i64, ptr %93, i64 %1645
  %1647 = load i64, ptr %1646, align 8
  %1648 = add nsw i64 %1647, %1431
  %1649 = icmp sgt i64 %1648, -1
  br i1 %1649, label %1650, label %1658

1650:                                             ; preds = %1644
  %1651 = getelementptr inbounds nuw i64, ptr %94, i64 %1645
  %1652 = load i64, ptr %1651, align 8
  %1653 = icmp slt i64 %1648, %1652
  br i1 %1653, label %1654, label %1658

1654:                                             ; preds = %1650
  %1655 = getelementptr inbounds nuw i32, ptr %33, i64 %1645
  %1656 = load i32, ptr %1655, align 4
  %1657 = or i32 %1656, %1441
  store i32 %1657, ptr %1655, align 4
  br label %1658

1658:                                             ; preds = %1654, %1650, %1644
  %1659 = add nuw nsw i64 %1645, 1
  %1660 = icmp eq i64 %1659, %11
  br i1 %1660, label %1522, label %1644

1661:                                             ; preds = %1685, %1609, %1641, %1522
  %1662 = add nsw i64 %1431, 1
  %1663 = icmp slt i64 %1433, %1418
  br i1 %1663, label %1428, label %1424

1664:                                             ; preds = %1642, %1685
  %1665 = phi i64 [ %1686, %1685 ], [ %1643, %1642 ]
  %1666 = getelementptr inbounds nuw i64, ptr %97, i64 %1665
  %1667 = load i64, ptr %1666, align 8
  %1668 = sub i64 %1524, %1667
  %1669 = getelementptr inbounds nuw i64, ptr %98, i64 %1665
  %1670 = load i64, ptr %1669, align 8
  %1671 = add nsw i64 %1668, %1670
  %1672 = tail call i64 @llvm.smax.i64(i64 %1668, i64 %1430)
  %1673 = tail call i64 @llvm.smin.i64(i64 %1671, i64 %1434)
  %1674 = icmp slt i64 %1672, %1673
  br i1 %1674, label %1675, label %1685

1675:                                             ; preds = %1664
  %1676 = trunc i64 %1673 to i32
  %1677 = shl nsw i32 -1, %1676
  %1678 = xor i32 %1677, -1
  %1679 = trunc i64 %1672 to i32
  %1680 = shl nsw i32 -1, %1679
  %1681 = and i32 %1680, %1678
  %1682 = getelementptr inbounds nuw i32, ptr %34, i64 %1665
  %1683 = load i32, ptr %1682, align 4
  %1684 = or i32 %1683, %1681
  store i32 %1684, ptr %1682, align 4
  br label %1685

1685:                                             ; preds = %1675, %1664
  %1686 = add nuw nsw i64 %1665, 1
  %1687 = icmp eq i64 %1686, %12
  br i1 %1687, label %1661, label %1664

1688:                                             ; preds = %1425, %1732
  %1689 = phi i64 [ 0, %1425 ], [ %1733, %1732 ]
  br i1 %80, label %1690, label %1732

1690:                                             ; preds = %1688
  %1691 = getelementptr inbounds nuw i64, ptr %37, i64 %1689
  %1692 = load i64, ptr %1691, align 8
  %1693 = getelementptr inbounds nuw i64, ptr %93, i64 %1689
  %1694 = load i64, ptr %1693, align 8
  %1695 = mul nsw i64 %1694, %10
  %1696 = add i64 %1692, %1414
  %1697 = add i64 %1696, %1695
  %1698 = mul nuw nsw i64 %1689, %12
  %1699 = getelementptr inbounds nuw i32, ptr %33, i64 %1689
  %1700 = load i32, ptr %1699, align 4
  br i1 %212, label %1727, label %1701

1701:                                             ; preds = %1690
  %1702 = insertelement <8 x i64> poison, i64 %1697, i64 0
  %1703 = shufflevector <8 x i64> %1702, <8 x i64> poison, <8 x i32> zeroinitializer
  %1704 = insertelement <8 x i64> poison, i64 %1698, i64 0
  %1705 = shufflevector <8 x i64> %1704, <8 x i64> poison, <8 x i32> zeroinitializer
  %1706 = insertelement <8 x i32> poison, i32 %1700, i64 0
  %1707 = shufflevector <8 x i32> %1706, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %1708

1708:                                             ; preds = %1708, %1701
  %1709 = phi i64 [ 0, %1701 ], [ %1723, %1708 ]
  %1710 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %1701 ], [ %1724, %1708 ]
  %1711 = getelementptr inbounds nuw i64, ptr %96, i64 %1709
  %1712 = load <8 x i64>, ptr %1711, align 8
  %1713 = getelementptr inbounds nuw i64, ptr %97, i64 %1709
  %1714 = load <8 x i64>, ptr %1713, align 8
  %1715 = add <8 x i64> %1712, %1703
  %1716 = add nsw <8 x i64> %1715, %1714
  %1717 = add nuw nsw <8 x i64> %1710, %1705
  %1718 = getelementptr [4 x i64], ptr %1426, <8 x i64> %1717
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %1716, <8 x ptr> align 8 %1718, <8 x i1> splat (i1 true))
  %1719 = getelementptr inbounds nuw i32, ptr %34, i64 %1709
  %1720 = load <8 x i32>, ptr %1719, align 16
  %1721 = and <8 x i32> %1720, %1707
  %1722 = getelementptr [4 x i32], ptr %1427, <8 x i64> %1717
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %1721, <8 x ptr> align 4 %1722, <8 x i1> splat (i1 true))
  %1723 = add nuw i64 %1709, 8
  %1724 = add nuw nsw <8 x i64> %1710, splat (i64 8)
  %1725 = icmp eq i64 %1723, %213
  br i1 %1725, label %1726, label %1708

1726:                                             ; preds = %1708
  br i1 %214, label %1732, label %1727

1727:                                             ; preds = %1690, %1726
  %1728 = phi i64 [ 0, %1690 ], [ %213, %1726 ]
  br label %1735

1729:                                             ; preds = %1732, %1424
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  %1730 = add nuw nsw i64 %1411, 1
  %1731 = icmp eq i64 %1730, 4
  br i1 %1731, label %1751, label %1410

1732:                                             ; preds = %1735, %1726, %1688
  %1733 = add nuw nsw i64 %1689, 1
  %1734 = icmp eq i64 %1733, %11
  br i1 %1734, label %1729, label %1688

1735:                                             ; preds = %1727, %1735
  %1736 = phi i64 [ %1749, %1735 ], [ %1728, %1727 ]
  %1737 = getelementptr inbounds nuw i64, ptr %96, i64 %1736
  %1738 = load i64, ptr %1737, align 8
  %1739 = getelementptr inbounds nuw i64, ptr %97, i64 %1736
  %1740 = load i64, ptr %1739, align 8
  %1741 = add i64 %1738, %1697
  %1742 = add nsw i64 %1741, %1740
  %1743 = add nuw nsw i64 %1736, %1698
  %1744 = getelementptr [4 x i64], ptr %1426, i64 %1743
  store i64 %1742, ptr %1744, align 8
  %1745 = getelementptr inbounds nuw i32, ptr %34, i64 %1736
  %1746 = load i32, ptr %1745, align 4
  %1747 = and i32 %1746, %1700
  %1748 = getelementptr [4 x i32], ptr %1427, i64 %1743
  store i32 %1747, ptr %1748, align 4
  %1749 = add nuw nsw i64 %1736, 1
  %1750 = icmp eq i64 %1749, %12
  br i1 %1750, label %1732, label %1735

1751:                                             ; preds = %1729
  call void @llvm.lifetime.end.p0(ptr nonnull %40)
  br i1 %1285, label %1752, label %1796

1752:                                             ; preds = %1751
  %1753 = icmp eq i32 %1397, 4
  %1754 = icmp sgt i32 %1397, 0
  %1755 = zext nneg i32 %1397 to i64
  %1756 = extractelement <4 x i64> %1407, i64 0
  %1757 = icmp sgt i64 %1756, 15
  %1758 = trunc i64 %1756 to i32
  %1759 = shl nsw i32 -1, %1758
  %1760 = trunc i32 %1759 to i16
  %1761 = xor i16 %1760, -1
  %1762 = select i1 %1757, i16 -1, i16 %1761
  %1763 = extractelement <4 x i64> %1407, i64 1
  %1764 = icmp sgt i64 %1763, 15
  %1765 = trunc i64 %1763 to i32
  %1766 = shl nsw i32 -1, %1765
  %1767 = trunc i32 %1766 to i16
  %1768 = xor i16 %1767, -1
  %1769 = select i1 %1764, i16 -1, i16 %1768
  %1770 = extractelement <4 x i64> %1407, i64 2
  %1771 = icmp sgt i64 %1770, 15
  %1772 = trunc i64 %1770 to i32
  %1773 = shl nsw i32 -1, %1772
  %1774 = trunc i32 %1773 to i16
  %1775 = xor i16 %1774, -1
  %1776 = select i1 %1771, i16 -1, i16 %1775
  %1777 = extractelement <4 x i64> %1407, i64 3
  %1778 = icmp sgt i64 %1777, 15
  %1779 = trunc i64 %1777 to i32
  %1780 = shl nsw i32 -1, %1779
  %1781 = trunc i32 %1780 to i16
  %1782 = xor i16 %1781, -1
  %1783 = select i1 %1778, i16 -1, i16 %1782
  %1784 = bitcast i16 %1762 to <16 x i1>
  %1785 = bitcast i16 %1769 to <16 x i1>
  %1786 = bitcast i16 %1776 to <16 x i1>
  %1787 = bitcast i16 %1783 to <16 x i1>
  %1788 = bitcast i16 %1762 to <16 x i1>
  %1789 = bitcast i16 %1769 to <16 x i1>
  %1790 = bitcast i16 %1776 to <16 x i1>
  %1791 = bitcast i16 %1783 to <16 x i1>
  %1792 = extractelement <4 x i64> %1403, i64 0
  %1793 = extractelement <4 x i64> %1403, i64 1
  %1794 = extractelement <4 x i64> %1403, i64 2
  %1795 = extractelement <4 x i64> %1403, i64 3
  br label %1799

1796:                                             ; preds = %3094, %1751
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  %1797 = add nsw i64 %1393, 4
  %1798 = icmp slt i64 %1797, %255
  br i1 %1798, label %1392, label %238

1799:                                             ; preds = %1752, %3094
  %1800 = phi i64 [ %1279, %1752 ], [ %3095, %3094 ]
  %1801 = sub nsw i64 %1284, %1800
  %1802 = icmp sgt i64 %1801, 5
  %1803 = select i1 %1802, i64 %1800, i64 %100
  %1804 = sub nsw i64 %1800, %1803
  br i1 %1753, label %1849, label %1805

1805:                                             ; preds = %1799
  br i1 %1754, label %1806, label %3094

1806:                                             ; preds = %1805
  %1807 = mul i64 %103, %1803
  %1808 = getelementptr inbounds float, ptr %43, i64 %1803
  %1809 = getelementptr inbounds float, ptr %42, i64 %1807
  %1810 = getelementptr inbounds nuw i8, ptr %1808, i64 4
  %1811 = getelementptr inbounds nuw i8, ptr %1808, i64 8
  %1812 = getelementptr inbounds nuw i8, ptr %1808, i64 12
  %1813 = getelementptr inbounds nuw i8, ptr %1808, i64 16
  %1814 = getelementptr inbounds nuw i8, ptr %1808, i64 20
  %1815 = mul nsw i64 %1803, %56
  %1816 = getelementptr inbounds float, ptr %1273, i64 %1815
  %1817 = add nsw i64 %1803, 1
  %1818 = mul nsw i64 %1817, %56
  %1819 = getelementptr inbounds float, ptr %1273, i64 %1818
  %1820 = add nsw i64 %1803, 2
  %1821 = mul nsw i64 %1820, %56
  %1822 = getelementptr inbounds float, ptr %1273, i64 %1821
  %1823 = add nsw i64 %1803, 3
  %1824 = mul nsw i64 %1823, %56
  %1825 = getelementptr inbounds float, ptr %1273, i64 %1824
  %1826 = add nsw i64 %1803, 4
  %1827 = mul nsw i64 %1826, %56
  %1828 = getelementptr inbounds float, ptr %1273, i64 %1827
  %1829 = add nsw i64 %1803, 5
  %1830 = mul nsw i64 %1829, %56
  %1831 = getelementptr inbounds float, ptr %1273, i64 %1830
  %1832 = mul nsw i64 %1803, %56
  %1833 = icmp sgt i64 %1804, 0
  %1834 = add nsw i64 %1803, 1
  %1835 = mul nsw i64 %1834, %56
  %1836 = icmp sgt i64 %1804, 1
  %1837 = add nsw i64 %1803, 2
  %1838 = mul nsw i64 %1837, %56
  %1839 = icmp sgt i64 %1804, 2
  %1840 = add nsw i64 %1803, 3
  %1841 = mul nsw i64 %1840, %56
  %1842 = icmp sgt i64 %1804, 3
  %1843 = add nsw i64 %1803, 4
  %1844 = mul nsw i64 %1843, %56
  %1845 = icmp sgt i64 %1804, 4
  %1846 = add nsw i64 %1803, 5
  %1847 = mul nsw i64 %1846, %56
  %1848 = icmp sgt i64 %1804, 5
  br label %2544

1849:                                             ; preds = %1799
  %1850 = getelementptr inbounds float, ptr %43, i64 %1803
  br i1 %102, label %1861, label %1851

1851:                                             ; preds = %1849
  %1852 = load float, ptr %1850, align 4
  %1853 = insertelement <16 x float> poison, float %1852, i64 0
  %1854 = shufflevector <16 x float> %1853, <16 x float> poison, <16 x i32> zeroinitializer
  %1855 = insertelement <16 x float> poison, float %1852, i64 0
  %1856 = shufflevector <16 x float> %1855, <16 x float> poison, <16 x i32> zeroinitializer
  %1857 = insertelement <16 x float> poison, float %1852, i64 0
  %1858 = shufflevector <16 x float> %1857, <16 x float> poison, <16 x i32> zeroinitializer
  %1859 = insertelement <16 x float> poison, float %1852, i64 0
  %1860 = shufflevector <16 x float> %1859, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1872

1861:                                             ; preds = %1849
  %1862 = mul nsw i64 %1803, %56
  %1863 = getelementptr inbounds float, ptr %1273, i64 %1862
  %1864 = getelementptr inbounds float, ptr %1863, i64 %1792
  %1865 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1864, <16 x i1> %1784, <16 x float> zeroinitializer)
  %1866 = getelementptr inbounds float, ptr %1863, i64 %1793
  %1867 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1866, <16 x i1> %1785, <16 x float> zeroinitializer)
  %1868 = getelementptr inbounds float, ptr %1863, i64 %1794
  %1869 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1868, <16 x i1> %1786, <16 x float> zeroinitializer)
  %1870 = getelementptr inbounds float, ptr %1863, i64 %1795
  %1871 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1870, <16 x i1> %1787, <16 x float> zeroinitializer)
  br label %1872

1872:                                             ; preds = %1861, %1851
  %1873 = phi <16 x float> [ %1869, %1861 ], [ %1858, %1851 ]
  %1874 = phi <16 x float> [ %1867, %1861 ], [ %1856, %1851 ]
  %1875 = phi <16 x float> [ %1865, %1861 ], [ %1854, %1851 ]
  %1876 = phi <16 x float> [ %1871, %1861 ], [ %1860, %1851 ]
  br i1 %102, label %1888, label %1877

1877:                                             ; preds = %1872
  %1878 = getelementptr inbounds nuw i8, ptr %1850, i64 4
  %1879 = load float, ptr %1878, align 4
  %1880 = insertelement <16 x float> poison, float %1879, i64 0
  %1881 = shufflevector <16 x float> %1880, <16 x float> poison, <16 x i32> zeroinitializer
  %1882 = insertelement <16 x float> poison, float %1879, i64 0
  %1883 = shufflevector <16 x float> %1882, <16 x float> poison, <16 x i32> zeroinitializer
  %1884 = insertelement <16 x float> poison, float %1879, i64 0
  %1885 = shufflevector <16 x float> %1884, <16 x float> poison, <16 x i32> zeroinitializer
  %1886 = insertelement <16 x float> poison, float %1879, i64 0
  %1887 = shufflevector <16 x float> %1886, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1900

1888:                                             ; preds = %1872
  %1889 = add nsw i64 %1803, 1
  %1890 = mul nsw i64 %1889, %56
  %1891 = getelementptr inbounds float, ptr %1273, i64 %1890
  %1892 = getelementptr inbounds float, ptr %1891, i64 %1792
  %1893 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1892, <16 x i1> %1784, <16 x float> zeroinitializer)
  %1894 = getelementptr inbounds float, ptr %1891, i64 %1793
  %1895 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1894, <16 x i1> %1785, <16 x float> zeroinitializer)
  %1896 = getelementptr inbounds float, ptr %1891, i64 %1794
  %1897 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1896, <16 x i1> %1786, <16 x float> zeroinitializer)
  %1898 = getelementptr inbounds float, ptr %1891, i64 %1795
  %1899 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1898, <16 x i1> %1787, <16 x float> zeroinitializer)
  br label %1900

1900:                                             ; preds = %1888, %1877
  %1901 = phi <16 x float> [ %1897, %1888 ], [ %1885, %1877 ]
  %1902 = phi <16 x float> [ %1895, %1888 ], [ %1883, %1877 ]
  %1903 = phi <16 x float> [ %1893, %1888 ], [ %1881, %1877 ]
  %1904 = phi <16 x float> [ %1899, %1888 ], [ %1887, %1877 ]
  br i1 %102, label %1916, label %1905

1905:                                             ; preds = %1900
  %1906 = getelementptr inbounds nuw i8, ptr %1850, i64 8
  %1907 = load float, ptr %1906, align 4
  %1908 = insertelement <16 x float> poison, float %1907, i64 0
  %1909 = shufflevector <16 x float> %1908, <16 x float> poison, <16 x i32> zeroinitializer
  %1910 = insertelement <16 x float> poison, float %1907, i64 0
  %1911 = shufflevector <16 x float> %1910, <16 x float> poison, <16 x i32> zeroinitializer
  %1912 = insertelement <16 x float> poison, float %1907, i64 0
  %1913 = shufflevector <16 x float> %1912, <16 x float> poison, <16 x i32> zeroinitializer
  %1914 = insertelement <16 x float> poison, float %1907, i64 0
  %1915 = shufflevector <16 x float> %1914, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1928

1916:                                             ; preds = %1900
  %1917 = add nsw i64 %1803, 2
  %1918 = mul nsw i64 %1917, %56
  %1919 = getelementptr inbounds float, ptr %1273, i64 %1918
  %1920 = getelementptr inbounds float, ptr %1919, i64 %1792
  %1921 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1920, <16 x i1> %1784, <16 x float> zeroinitializer)
  %1922 = getelementptr inbounds float, ptr %1919, i64 %1793
  %1923 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1922, <16 x i1> %1785, <16 x float> zeroinitializer)
  %1924 = getelementptr inbounds float, ptr %1919, i64 %1794
  %1925 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1924, <16 x i1> %1786, <16 x float> zeroinitializer)
  %1926 = getelementptr inbounds float, ptr %1919, i64 %1795
  %1927 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1926, <16 x i1> %1787, <16 x float> zeroinitializer)
  br label %1928

1928:                                             ; preds = %1916, %1905
  %1929 = phi <16 x float> [ %1925, %1916 ], [ %1913, %1905 ]
  %1930 = phi <16 x float> [ %1923, %1916 ], [ %1911, %1905 ]
  %1931 = phi <16 x float> [ %1921, %1916 ], [ %1909, %1905 ]
  %1932 = phi <16 x float> [ %1927, %1916 ], [ %1915, %1905 ]
  br i1 %102, label %1944, label %1933

1933:                                             ; preds = %1928
  %1934 = getelementptr inbounds nuw i8, ptr %1850, i64 12
  %1935 = load float, ptr %1934, align 4
  %1936 = insertelement <16 x float> poison, float %1935, i64 0
  %1937 = shufflevector <16 x float> %1936, <16 x float> poison, <16 x i32> zeroinitializer
  %1938 = insertelement <16 x float> poison, float %1935, i64 0
  %1939 = shufflevector <16 x float> %1938, <16 x float> poison, <16 x i32> zeroinitializer
  %1940 = insertelement <16 x float> poison, float %1935, i64 0
  %1941 = shufflevector <16 x float> %1940, <16 x float> poison, <16 x i32> zeroinitializer
  %1942 = insertelement <16 x float> poison, float %1935, i64 0
  %1943 = shufflevector <16 x float> %1942, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1956

1944:                                             ; preds = %1928
  %1945 = add nsw i64 %1803, 3
  %1946 = mul nsw i64 %1945, %56
  %1947 = getelementptr inbounds float, ptr %1273, i64 %1946
  %1948 = getelementptr inbounds float, ptr %1947, i64 %1792
  %1949 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1948, <16 x i1> %1784, <16 x float> zeroinitializer)
  %1950 = getelementptr inbounds float, ptr %1947, i64 %1793
  %1951 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1950, <16 x i1> %1785, <16 x float> zeroinitializer)
  %1952 = getelementptr inbounds float, ptr %1947, i64 %1794
  %1953 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1952, <16 x i1> %1786, <16 x float> zeroinitializer)
  %1954 = getelementptr inbounds float, ptr %1947, i64 %1795
  %1955 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1954, <16 x i1> %1787, <16 x float> zeroinitializer)
  br label %1956

1956:                                             ; preds = %1944, %1933
  %1957 = phi <16 x float> [ %1953, %1944 ], [ %1941, %1933 ]
  %1958 = phi <16 x float> [ %1951, %1944 ], [ %1939, %1933 ]
  %1959 = phi <16 x float> [ %1949, %1944 ], [ %1937, %1933 ]
  %1960 = phi <16 x float> [ %1955, %1944 ], [ %1943, %1933 ]
  br i1 %102, label %1972, label %1961

1961:                                             ; preds = %1956
  %1962 = getelementptr inbounds nuw i8, ptr %1850, i64 16
  %1963 = load float, ptr %1962, align 4
  %1964 = insertelement <16 x float> poison, float %1963, i64 0
  %1965 = shufflevector <16 x float> %1964, <16 x float> poison, <16 x i32> zeroinitializer
  %1966 = insertelement <16 x float> poison, float %1963, i64 0
  %1967 = shufflevector <16 x float> %1966, <16 x float> poison, <16 x i32> zeroinitializer
  %1968 = insertelement <16 x float> poison, float %1963, i64 0
  %1969 = shufflevector <16 x float> %1968, <16 x float> poison, <16 x i32> zeroinitializer
  %1970 = insertelement <16 x float> poison, float %1963, i64 0
  %1971 = shufflevector <16 x float> %1970, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1984

1972:                                             ; preds = %1956
  %1973 = add nsw i64 %1803, 4
  %1974 = mul nsw i64 %1973, %56
  %1975 = getelementptr inbounds float, ptr %1273, i64 %1974
  %1976 = getelementptr inbounds float, ptr %1975, i64 %1792
  %1977 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1976, <16 x i1> %1784, <16 x float> zeroinitializer)
  %1978 = getelementptr inbounds float, ptr %1975, i64 %1793
  %1979 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1978, <16 x i1> %1785, <16 x float> zeroinitializer)
  %1980 = getelementptr inbounds float, ptr %1975, i64 %1794
  %1981 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1980, <16 x i1> %1786, <16 x float> zeroinitializer)
  %1982 = getelementptr inbounds float, ptr %1975, i64 %1795
  %1983 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1982, <16 x i1> %1787, <16 x float> zeroinitializer)
  br label %1984

1984:                                             ; preds = %1972, %1961
  %1985 = phi <16 x float> [ %1981, %1972 ], [ %1969, %1961 ]
  %1986 = phi <16 x float> [ %1979, %1972 ], [ %1967, %1961 ]
  %1987 = phi <16 x float> [ %1977, %1972 ], [ %1965, %1961 ]
  %1988 = phi <16 x float> [ %1983, %1972 ], [ %1971, %1961 ]
  br i1 %102, label %2000, label %1989

1989:                                             ; preds = %1984
  %1990 = getelementptr inbounds nuw i8, ptr %1850, i64 20
  %1991 = load float, ptr %1990, align 4
  %1992 = insertelement <16 x float> poison, float %1991, i64 0
  %1993 = shufflevector <16 x float> %1992, <16 x float> poison, <16 x i32> zeroinitializer
  %1994 = insertelement <16 x float> poison, float %1991, i64 0
  %1995 = shufflevector <16 x float> %1994, <16 x float> poison, <16 x i32> zeroinitializer
  %1996 = insertelement <16 x float> poison, float %1991, i64 0
  %1997 = shufflevector <16 x float> %1996, <16 x float> poison, <16 x i32> zeroinitializer
  %1998 = insertelement <16 x float> poison, float %1991, i64 0
  %1999 = shufflevector <16 x float> %1998, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2012

2000:                                             ; preds = %1984
  %2001 = add nsw i64 %1803, 5
  %2002 = mul nsw i64 %2001, %56
  %2003 = getelementptr inbounds float, ptr %1273, i64 %2002
  %2004 = getelementptr inbounds float, ptr %2003, i64 %1792
  %2005 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2004, <16 x i1> %1784, <16 x float> zeroinitializer)
  %2006 = getelementptr inbounds float, ptr %2003, i64 %1793
  %2007 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2006, <16 x i1> %1785, <16 x float> zeroinitializer)
  %2008 = getelementptr inbounds float, ptr %2003, i64 %1794
  %2009 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2008, <16 x i1> %1786, <16 x float> zeroinitializer)
  %2010 = getelementptr inbounds float, ptr %2003, i64 %1795
  %2011 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2010, <16 x i1> %1787, <16 x float> zeroinitializer)
  br label %2012

2012:                                             ; preds = %2000, %1989
  %2013 = phi <16 x float> [ %2009, %2000 ], [ %1997, %1989 ]
  %2014 = phi <16 x float> [ %2007, %2000 ], [ %1995, %1989 ]
  %2015 = phi <16 x float> [ %2005, %2000 ], [ %1993, %1989 ]
  %2016 = phi <16 x float> [ %2011, %2000 ], [ %1999, %1989 ]
  %2017 = mul i64 %103, %1803
  %2018 = getelementptr inbounds float, ptr %42, i64 %2017
  br i1 %83, label %2071, label %2046

2019:                                             ; preds = %2164, %2071
  %2020 = phi <16 x float> [ %2072, %2071 ], [ %2165, %2164 ]
  %2021 = phi <16 x float> [ %2073, %2071 ], [ %2166, %2164 ]
  %2022 = phi <16 x float> [ %2074, %2071 ], [ %2167, %2164 ]
  %2023 = phi <16 x float> [ %2075, %2071 ], [ %2168, %2164 ]
  %2024 = phi <16 x float> [ %2076, %2071 ], [ %2169, %2164 ]
  %2025 = phi <16 x float> [ %2077, %2071 ], [ %2170, %2164 ]
  %2026 = phi <16 x float> [ %2078, %2071 ], [ %2171, %2164 ]
  %2027 = phi <16 x float> [ %2079, %2071 ], [ %2172, %2164 ]
  %2028 = phi <16 x float> [ %2080, %2071 ], [ %2173, %2164 ]
  %2029 = phi <16 x float> [ %2081, %2071 ], [ %2174, %2164 ]
  %2030 = phi <16 x float> [ %2082, %2071 ], [ %2175, %2164 ]
  %2031 = phi <16 x float> [ %2083, %2071 ], [ %2176, %2164 ]
  %2032 = phi <16 x float> [ %2084, %2071 ], [ %2177, %2164 ]
  %2033 = phi <16 x float> [ %2085, %2071 ], [ %2178, %2164 ]
  %2034 = phi <16 x float> [ %2086, %2071 ], [ %2179, %2164 ]
  %2035 = phi <16 x float> [ %2087, %2071 ], [ %2180, %2164 ]
  %2036 = phi <16 x float> [ %2088, %2071 ], [ %2181, %2164 ]
  %2037 = phi <16 x float> [ %2089, %2071 ], [ %2182, %2164 ]
  %2038 = phi <16 x float> [ %2090, %2071 ], [ %2183, %2164 ]
  %2039 = phi <16 x float> [ %2091, %2071 ], [ %2184, %2164 ]
  %2040 = phi <16 x float> [ %2092, %2071 ], [ %2185, %2164 ]
  %2041 = phi <16 x float> [ %2093, %2071 ], [ %2186, %2164 ]
  %2042 = phi <16 x float> [ %2094, %2071 ], [ %2187, %2164 ]
  %2043 = phi <16 x float> [ %2095, %2071 ], [ %2188, %2164 ]
  %2044 = icmp slt i64 %2100, %5
  %2045 = add i64 %2096, -16
  br i1 %2044, label %2071, label %2046

2046:                                             ; preds = %2019, %2012
  %2047 = phi <16 x float> [ %2016, %2012 ], [ %2020, %2019 ]
  %2048 = phi <16 x float> [ %2013, %2012 ], [ %2021, %2019 ]
  %2049 = phi <16 x float> [ %2014, %2012 ], [ %2022, %2019 ]
  %2050 = phi <16 x float> [ %2015, %2012 ], [ %2023, %2019 ]
  %2051 = phi <16 x float> [ %1988, %2012 ], [ %2024, %2019 ]
  %2052 = phi <16 x float> [ %1985, %2012 ], [ %2025, %2019 ]
  %2053 = phi <16 x float> [ %1986, %2012 ], [ %2026, %2019 ]
  %2054 = phi <16 x float> [ %1987, %2012 ], [ %2027, %2019 ]
  %2055 = phi <16 x float> [ %1960, %2012 ], [ %2033, %2019 ]
  %2056 = phi <16 x float> [ %1957, %2012 ], [ %2034, %2019 ]
  %2057 = phi <16 x float> [ %1958, %2012 ], [ %2035, %2019 ]
  %2058 = phi <16 x float> [ %1959, %2012 ], [ %2036, %2019 ]
  %2059 = phi <16 x float> [ %1932, %2012 ], [ %2037, %2019 ]
  %2060 = phi <16 x float> [ %1929, %2012 ], [ %2038, %2019 ]
  %2061 = phi <16 x float> [ %1930, %2012 ], [ %2039, %2019 ]
  %2062 = phi <16 x float> [ %1931, %2012 ], [ %2040, %2019 ]
  %2063 = phi <16 x float> [ %1904, %2012 ], [ %2041, %2019 ]
  %2064 = phi <16 x float> [ %1901, %2012 ], [ %2042, %2019 ]
  %2065 = phi <16 x float> [ %1902, %2012 ], [ %2043, %2019 ]
  %2066 = phi <16 x float> [ %1903, %2012 ], [ %2032, %2019 ]
  %2067 = phi <16 x float> [ %1876, %2012 ], [ %2028, %2019 ]
  %2068 = phi <16 x float> [ %1873, %2012 ], [ %2029, %2019 ]
  %2069 = phi <16 x float> [ %1874, %2012 ], [ %2030, %2019 ]
  %2070 = phi <16 x float> [ %1875, %2012 ], [ %2031, %2019 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  store <16 x float> %2070, ptr %32, align 64
  store <16 x float> %2069, ptr %215, align 64
  store <16 x float> %2068, ptr %216, align 64
  store <16 x float> %2067, ptr %217, align 64
  store <16 x float> %2066, ptr %218, align 64
  store <16 x float> %2065, ptr %219, align 64
  store <16 x float> %2064, ptr %220, align 64
  store <16 x float> %2063, ptr %221, align 64
  store <16 x float> %2062, ptr %222, align 64
  store <16 x float> %2061, ptr %223, align 64
  store <16 x float> %2060, ptr %224, align 64
  store <16 x float> %2059, ptr %225, align 64
  store <16 x float> %2058, ptr %226, align 64
  store <16 x float> %2057, ptr %227, align 64
  store <16 x float> %2056, ptr %228, align 64
  store <16 x float> %2055, ptr %229, align 64
  store <16 x float> %2054, ptr %230, align 64
  store <16 x float> %2053, ptr %231, align 64
  store <16 x float> %2052, ptr %232, align 64
  store <16 x float> %2051, ptr %233, align 64
  store <16 x float> %2050, ptr %234, align 64
  store <16 x float> %2049, ptr %235, align 64
  store <16 x float> %2048, ptr %236, align 64
  store <16 x float> %2047, ptr %237, align 64
  br label %2278

2071:                                             ; preds = %2012, %2019
  %2072 = phi <16 x float> [ %2020, %2019 ], [ %2016, %2012 ]
  %2073 = phi <16 x float> [ %2021, %2019 ], [ %2013, %2012 ]
  %2074 = phi <16 x float> [ %2022, %2019 ], [ %2014, %2012 ]
  %2075 = phi <16 x float> [ %2023, %2019 ], [ %2015, %2012 ]
  %2076 = phi <16 x float> [ %2024, %2019 ], [ %1988, %2012 ]
  %2077 = phi <16 x float> [ %2025, %2019 ], [ %1985, %2012 ]
  %2078 = phi <16 x float> [ %2026, %2019 ], [ %1986, %2012 ]
  %2079 = phi <16 x float> [ %2027, %2019 ], [ %1987, %2012 ]
  %2080 = phi <16 x float> [ %2028, %2019 ], [ %1876, %2012 ]
  %2081 = phi <16 x float> [ %2029, %2019 ], [ %1873, %2012 ]
  %2082 = phi <16 x float> [ %2030, %2019 ], [ %1874, %2012 ]
  %2083 = phi <16 x float> [ %2031, %2019 ], [ %1875, %2012 ]
  %2084 = phi <16 x float> [ %2032, %2019 ], [ %1903, %2012 ]
  %2085 = phi <16 x float> [ %2033, %2019 ], [ %1960, %2012 ]
  %2086 = phi <16 x float> [ %2034, %2019 ], [ %1957, %2012 ]
  %2087 = phi <16 x float> [ %2035, %2019 ], [ %1958, %2012 ]
  %2088 = phi <16 x float> [ %2036, %2019 ], [ %1959, %2012 ]
  %2089 = phi <16 x float> [ %2037, %2019 ], [ %1932, %2012 ]
  %2090 = phi <16 x float> [ %2038, %2019 ], [ %1929, %2012 ]
  %2091 = phi <16 x float> [ %2039, %2019 ], [ %1930, %2012 ]
  %2092 = phi <16 x float> [ %2040, %2019 ], [ %1931, %2012 ]
  %2093 = phi <16 x float> [ %2041, %2019 ], [ %1904, %2012 ]
  %2094 = phi <16 x float> [ %2042, %2019 ], [ %1901, %2012 ]
  %2095 = phi <16 x float> [ %2043, %2019 ], [ %1902, %2012 ]
  %2096 = phi i64 [ %2045, %2019 ], [ %5, %2012 ]
  %2097 = phi i64 [ %2100, %2019 ], [ 0, %2012 ]
  %2098 = call i64 @llvm.smin.i64(i64 %2096, i64 16)
  %2099 = add i64 %2098, %2097
  %2100 = add nuw nsw i64 %2097, 16
  br i1 %104, label %2101, label %2019

2101:                                             ; preds = %2071
  %2102 = sub nsw i64 %5, %2097
  %2103 = icmp sgt i64 %2102, 15
  %2104 = mul nsw i64 %2097, %1079
  %2105 = getelementptr inbounds float, ptr %47, i64 %2104
  %2106 = mul nuw nsw i64 %2097, %101
  %2107 = getelementptr inbounds nuw float, ptr %2018, i64 %2106
  %2108 = icmp sgt i64 %5, %2097
  %2109 = or i1 %2103, %2108
  br label %2110

2110:                                             ; preds = %2101, %2164
  %2111 = phi <16 x float> [ %2072, %2101 ], [ %2165, %2164 ]
  %2112 = phi <16 x float> [ %2073, %2101 ], [ %2166, %2164 ]
  %2113 = phi <16 x float> [ %2074, %2101 ], [ %2167, %2164 ]
  %2114 = phi <16 x float> [ %2075, %2101 ], [ %2168, %2164 ]
  %2115 = phi <16 x float> [ %2076, %2101 ], [ %2169, %2164 ]
  %2116 = phi <16 x float> [ %2077, %2101 ], [ %2170, %2164 ]
  %2117 = phi <16 x float> [ %2078, %2101 ], [ %2171, %2164 ]
  %2118 = phi <16 x float> [ %2079, %2101 ], [ %2172, %2164 ]
  %2119 = phi <16 x float> [ %2080, %2101 ], [ %2173, %2164 ]
  %2120 = phi <16 x float> [ %2081, %2101 ], [ %2174, %2164 ]
  %2121 = phi <16 x float> [ %2082, %2101 ], [ %2175, %2164 ]
  %2122 = phi <16 x float> [ %2083, %2101 ], [ %2176, %2164 ]
  %2123 = phi <16 x float> [ %2084, %2101 ], [ %2177, %2164 ]
  %2124 = phi <16 x float> [ %2085, %2101 ], [ %2178, %2164 ]
  %2125 = phi <16 x float> [ %2086, %2101 ], [ %2179, %2164 ]
  %2126 = phi <16 x float> [ %2087, %2101 ], [ %2180, %2164 ]
  %2127 = phi <16 x float> [ %2088, %2101 ], [ %2181, %2164 ]
  %2128 = phi <16 x float> [ %2089, %2101 ], [ %2182, %2164 ]
  %2129 = phi <16 x float> [ %2090, %2101 ], [ %2183, %2164 ]
  %2130 = phi <16 x float> [ %2091, %2101 ], [ %2184, %2164 ]
  %2131 = phi <16 x float> [ %2092, %2101 ], [ %2185, %2164 ]
  %2132 = phi <16 x float> [ %2093, %2101 ], [ %2186, %2164 ]
  %2133 = phi <16 x float> [ %2094, %2101 ], [ %2187, %2164 ]
  %2134 = phi <16 x float> [ %2095, %2101 ], [ %2188, %2164 ]
  %2135 = phi i64 [ 0, %2101 ], [ %2189, %2164 ]
  %2136 = shl i64 %2135, 5
  %2137 = getelementptr nuw i8, ptr %35, i64 %2136
  %2138 = load i64, ptr %2137, align 16
  %2139 = getelementptr inbounds nuw i8, ptr %2137, i64 8
  %2140 = load i64, ptr %2139, align 8
  %2141 = getelementptr inbounds nuw i8, ptr %2137, i64 16
  %2142 = load i64, ptr %2141, align 16
  %2143 = getelementptr inbounds nuw i8, ptr %2137, i64 24
  %2144 = load i64, ptr %2143, align 8
  br i1 %2109, label %2145, label %2164

2145:                                             ; preds = %2110
  %2146 = shl i64 %2135, 4
  %2147 = getelementptr nuw i8, ptr %36, i64 %2146
  %2148 = getelementptr inbounds nuw i8, ptr %2147, i64 12
  %2149 = load i32, ptr %2148, align 4
  %2150 = getelementptr inbounds nuw i8, ptr %2147, i64 8
  %2151 = load i32, ptr %2150, align 8
  %2152 = getelementptr inbounds nuw i8, ptr %2147, i64 4
  %2153 = load i32, ptr %2152, align 4
  %2154 = load i32, ptr %2147, align 16
  %2155 = getelementptr inbounds nuw float, ptr %2107, i64 %2135
  %2156 = trunc i32 %2154 to i16
  %2157 = bitcast i16 %2156 to <16 x i1>
  %2158 = trunc i32 %2153 to i16
  %2159 = bitcast i16 %2158 to <16 x i1>
  %2160 = trunc i32 %2151 to i16
  %2161 = bitcast i16 %2160 to <16 x i1>
  %2162 = trunc i32 %2149 to i16
  %2163 = bitcast i16 %2162 to <16 x i1>
  br label %2191

2164:                                             ; preds = %2191, %2110
  %2165 = phi <16 x float> [ %2111, %2110 ], [ %2273, %2191 ]
  %2166 = phi <16 x float> [ %2112, %2110 ], [ %2272, %2191 ]
  %2167 = phi <16 x float> [ %2113, %2110 ], [ %2271, %2191 ]
  %2168 = phi <16 x float> [ %2114, %2110 ], [ %2270, %2191 ]
  %2169 = phi <16 x float> [ %2115, %2110 ], [ %2265, %2191 ]
  %2170 = phi <16 x float> [ %2116, %2110 ], [ %2264, %2191 ]
  %2171 = phi <16 x float> [ %2117, %2110 ], [ %2263, %2191 ]
  %2172 = phi <16 x float> [ %2118, %2110 ], [ %2262, %2191 ]
  %2173 = phi <16 x float> [ %2119, %2110 ], [ %2233, %2191 ]
  %2174 = phi <16 x float> [ %2120, %2110 ], [ %2232, %2191 ]
  %2175 = phi <16 x float> [ %2121, %2110 ], [ %2231, %2191 ]
  %2176 = phi <16 x float> [ %2122, %2110 ], [ %2230, %2191 ]
  %2177 = phi <16 x float> [ %2123, %2110 ], [ %2238, %2191 ]
  %2178 = phi <16 x float> [ %2124, %2110 ], [ %2257, %2191 ]
  %2179 = phi <16 x float> [ %2125, %2110 ], [ %2256, %2191 ]
  %2180 = phi <16 x float> [ %2126, %2110 ], [ %2255, %2191 ]
  %2181 = phi <16 x float> [ %2127, %2110 ], [ %2254, %2191 ]
  %2182 = phi <16 x float> [ %2128, %2110 ], [ %2249, %2191 ]
  %2183 = phi <16 x float> [ %2129, %2110 ], [ %2248, %2191 ]
  %2184 = phi <16 x float> [ %2130, %2110 ], [ %2247, %2191 ]
  %2185 = phi <16 x float> [ %2131, %2110 ], [ %2246, %2191 ]
  %2186 = phi <16 x float> [ %2132, %2110 ], [ %2241, %2191 ]
  %2187 = phi <16 x float> [ %2133, %2110 ], [ %2240, %2191 ]
  %2188 = phi <16 x float> [ %2134, %2110 ], [ %2239, %2191 ]
  %2189 = add nuw nsw i64 %2135, 1
  %2190 = icmp eq i64 %2189, %101
  br i1 %2190, label %2019, label %2110

2191:                                             ; preds = %2145, %2191
  %2192 = phi <16 x float> [ %2273, %2191 ], [ %2111, %2145 ]
  %2193 = phi <16 x float> [ %2272, %2191 ], [ %2112, %2145 ]
  %2194 = phi <16 x float> [ %2271, %2191 ], [ %2113, %2145 ]
  %2195 = phi <16 x float> [ %2270, %2191 ], [ %2114, %2145 ]
  %2196 = phi <16 x float> [ %2265, %2191 ], [ %2115, %2145 ]
  %2197 = phi <16 x float> [ %2264, %2191 ], [ %2116, %2145 ]
  %2198 = phi <16 x float> [ %2263, %2191 ], [ %2117, %2145 ]
  %2199 = phi <16 x float> [ %2262, %2191 ], [ %2118, %2145 ]
  %2200 = phi <16 x float> [ %2233, %2191 ], [ %2119, %2145 ]
  %2201 = phi <16 x float> [ %2232, %2191 ], [ %2120, %2145 ]
  %2202 = phi <16 x float> [ %2231, %2191 ], [ %2121, %2145 ]
  %2203 = phi <16 x float> [ %2230, %2191 ], [ %2122, %2145 ]
  %2204 = phi <16 x float> [ %2238, %2191 ], [ %2123, %2145 ]
  %2205 = phi <16 x float> [ %2257, %2191 ], [ %2124, %2145 ]
  %2206 = phi <16 x float> [ %2256, %2191 ], [ %2125, %2145 ]
  %2207 = phi <16 x float> [ %2255, %2191 ], [ %2126, %2145 ]
  %2208 = phi <16 x float> [ %2254, %2191 ], [ %2127, %2145 ]
  %2209 = phi <16 x float> [ %2249, %2191 ], [ %2128, %2145 ]
  %2210 = phi <16 x float> [ %2248, %2191 ], [ %2129, %2145 ]
  %2211 = phi <16 x float> [ %2247, %2191 ], [ %2130, %2145 ]
  %2212 = phi <16 x float> [ %2246, %2191 ], [ %2131, %2145 ]
  %2213 = phi <16 x float> [ %2241, %2191 ], [ %2132, %2145 ]
  %2214 = phi <16 x float> [ %2240, %2191 ], [ %2133, %2145 ]
  %2215 = phi <16 x float> [ %2239, %2191 ], [ %2134, %2145 ]
  %2216 = phi i64 [ %2274, %2191 ], [ %2097, %2145 ]
  %2217 = phi ptr [ %2276, %2191 ], [ %2155, %2145 ]
  %2218 = phi ptr [ %2275, %2191 ], [ %2105, %2145 ]
  %2219 = getelementptr inbounds float, ptr %2218, i64 %2138
  %2220 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2219, <16 x i1> %2157, <16 x float> zeroinitializer)
  %2221 = getelementptr inbounds float, ptr %2218, i64 %2140
  %2222 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2221, <16 x i1> %2159, <16 x float> zeroinitializer)
  %2223 = getelementptr inbounds float, ptr %2218, i64 %2142
  %2224 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2223, <16 x i1> %2161, <16 x float> zeroinitializer)
  %2225 = getelementptr inbounds float, ptr %2218, i64 %2144
  %2226 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2225, <16 x i1> %2163, <16 x float> zeroinitializer)
  %2227 = load float, ptr %2217, align 4
  %2228 = insertelement <16 x float> poison, float %2227, i64 0
  %2229 = shufflevector <16 x float> %2228, <16 x float> poison, <16 x i32> zeroinitializer
  %2230 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2220, <16 x float> %2229, <16 x float> %2203)
  %2231 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2222, <16 x float> %2229, <16 x float> %2202)
  %2232 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2224, <16 x float> %2229, <16 x float> %2201)
  %2233 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2226, <16 x float> %2229, <16 x float> %2200)
  %2234 = getelementptr inbounds float, ptr %2217, i64 %103
  %2235 = load float, ptr %2234, align 4
  %2236 = insertelement <16 x float> poison, float %2235, i64 0
  %2237 = shufflevector <16 x float> %2236, <16 x float> poison, <16 x i32> zeroinitializer
  %2238 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2220, <16 x float> %2237, <16 x float> %2204)
  %2239 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2222, <16 x float> %2237, <16 x float> %2215)
  %2240 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2224, <16 x float> %2237, <16 x float> %2214)
  %2241 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2226, <16 x float> %2237, <16 x float> %2213)
  %2242 = getelementptr inbounds i8, ptr %2217, i64 %145
  %2243 = load float, ptr %2242, align 4
  %2244 = insertelement <16 x float> poison, float %2243, i64 0
  %2245 = shufflevector <16 x float> %2244, <16 x float> poison, <16 x i32> zeroinitializer
  %2246 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2220, <16 x float> %2245, <16 x float> %2212)
  %2247 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2222, <16 x float> %2245, <16 x float> %2211)
  %2248 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2224, <16 x float> %2245, <16 x float> %2210)
  %2249 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2226, <16 x float> %2245, <16 x float> %2209)
  %2250 = getelementptr inbounds i8, ptr %2217, i64 %146
  %2251 = load float, ptr %2250, align 4
  %2252 = insertelement <16 x float> poison, float %2251, i64 0
  %2253 = shufflevector <16 x float> %2252, <16 x float> poison, <16 x i32> zeroinitializer
  %2254 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2220, <16 x float> %2253, <16 x float> %2208)
  %2255 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2222, <16 x float> %2253, <16 x float> %2207)
  %2256 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2224, <16 x float> %2253, <16 x float> %2206)
  %2257 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2226, <16 x float> %2253, <16 x float> %2205)
  %2258 = getelementptr inbounds i8, ptr %2217, i64 %147
  %2259 = load float, ptr %2258, align 4
  %2260 = insertelement <16 x float> poison, float %2259, i64 0
  %2261 = shufflevector <16 x float> %2260, <16 x float> poison, <16 x i32> zeroinitializer
  %2262 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2220, <16 x float> %2261, <16 x float> %2199)
  %2263 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2222, <16 x float> %2261, <16 x float> %2198)
  %2264 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2224, <16 x float> %2261, <16 x float> %2197)
  %2265 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2226, <16 x float> %2261, <16 x float> %2196)
  %2266 = getelementptr inbounds i8, ptr %2217, i64 %148
  %2267 = load float, ptr %2266, align 4
  %2268 = insertelement <16 x float> poison, float %2267, i64 0
  %2269 = shufflevector <16 x float> %2268, <16 x float> poison, <16 x i32> zeroinitializer
  %2270 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2220, <16 x float> %2269, <16 x float> %2195)
  %2271 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2222, <16 x float> %2269, <16 x float> %2194)
  %2272 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2224, <16 x float> %2269, <16 x float> %2193)
  %2273 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2226, <16 x float> %2269, <16 x float> %2192)
  %2274 = add nuw nsw i64 %2216, 1
  %2275 = getelementptr inbounds float, ptr %2218, i64 %1079
  %2276 = getelementptr inbounds nuw float, ptr %2217, i64 %101
  %2277 = icmp eq i64 %2274, %2099
  br i1 %2277, label %2164, label %2191

2278:                                             ; preds = %2046, %2539
  %2279 = phi i64 [ 0, %2046 ], [ %2541, %2539 ]
  %2280 = add nsw i64 %1803, %2279
  %2281 = mul nsw i64 %2280, %56
  %2282 = icmp sgt i64 %1804, %2279
  %2283 = getelementptr inbounds nuw [4 x <16 x float>], ptr %32, i64 %2279
  %2284 = add nsw i64 %1792, %2281
  %2285 = select i1 %2282, <16 x i1> zeroinitializer, <16 x i1> %1788
  %2286 = getelementptr inbounds float, ptr %1278, i64 %2284
  %2287 = load <16 x float>, ptr %2283, align 64
  br i1 %105, label %2347, label %2288

2288:                                             ; preds = %2278
  %2289 = getelementptr inbounds float, ptr %1276, i64 %2284
  switch i64 %149, label %2307 [
    i64 1, label %2290
    i64 2, label %2293
    i64 3, label %2300
    i64 0, label %2347
  ]

2290:                                             ; preds = %2288
  %2291 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2289, <16 x i1> %2285, <16 x float> zeroinitializer)
  %2292 = fadd <16 x float> %2287, %2291
  br label %2309

2293:                                             ; preds = %2288
  %2294 = bitcast <16 x float> %2287 to <8 x i64>
  %2295 = or <8 x i64> %2294, %107
  %2296 = fcmp oeq <16 x float> %2287, %55
  %2297 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2287, i32 4)
  %2298 = bitcast <8 x i64> %2295 to <16 x float>
  %2299 = select <16 x i1> %2296, <16 x float> %2298, <16 x float> %2297
  br label %2309

2300:                                             ; preds = %2288
  %2301 = bitcast <16 x float> %2287 to <8 x i64>
  %2302 = and <8 x i64> %2301, %106
  %2303 = fcmp oeq <16 x float> %2287, %52
  %2304 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2287, i32 4)
  %2305 = bitcast <8 x i64> %2302 to <16 x float>
  %2306 = select <16 x i1> %2303, <16 x float> %2305, <16 x float> %2304
  br label %2309

2307:                                             ; preds = %2288
  unreachable

2308:                                             ; preds = %3071, %3052, %3033, %3008, %2989, %2970, %2945, %2926, %2907, %2882, %2863, %2844, %2819, %2800, %2781, %2756, %2737, %2718, %2520, %2501, %2482, %2456, %2437, %2418, %2392, %2373, %2354, %2328, %2309
  unreachable

2309:                                             ; preds = %2300, %2293, %2290
  %2310 = phi <16 x float> [ %2292, %2290 ], [ %2299, %2293 ], [ %2306, %2300 ]
  switch i64 %151, label %2308 [
    i64 1, label %2325
    i64 2, label %2318
    i64 3, label %2311
    i64 0, label %2347
  ]

2311:                                             ; preds = %2309
  %2312 = bitcast <16 x float> %2310 to <8 x i64>
  %2313 = and <8 x i64> %2312, %106
  %2314 = fcmp oeq <16 x float> %2310, %52
  %2315 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2310, i32 4)
  %2316 = bitcast <8 x i64> %2313 to <16 x float>
  %2317 = select <16 x i1> %2314, <16 x float> %2316, <16 x float> %2315
  br label %2328

2318:                                             ; preds = %2309
  %2319 = bitcast <16 x float> %2310 to <8 x i64>
  %2320 = or <8 x i64> %2319, %107
  %2321 = fcmp oeq <16 x float> %2310, %55
  %2322 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2310, i32 4)
  %2323 = bitcast <8 x i64> %2320 to <16 x float>
  %2324 = select <16 x i1> %2321, <16 x float> %2323, <16 x float> %2322
  br label %2328

2325:                                             ; preds = %2309
  %2326 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2289, <16 x i1> %2285, <16 x float> zeroinitializer)
  %2327 = fadd <16 x float> %2310, %2326
  br label %2328

2328:                                             ; preds = %2325, %2318, %2311
  %2329 = phi <16 x float> [ %2327, %2325 ], [ %2324, %2318 ], [ %2317, %2311 ]
  switch i64 %153, label %2308 [
    i64 1, label %2344
    i64 2, label %2337
    i64 3, label %2330
    i64 0, label %2347
  ]

2330:                                             ; preds = %2328
  %2331 = bitcast <16 x float> %2329 to <8 x i64>
  %2332 = and <8 x i64> %2331, %106
  %2333 = fcmp oeq <16 x float> %2329, %52
  %2334 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2329, i32 4)
  %2335 = bitcast <8 x i64> %2332 to <16 x float>
  %2336 = select <16 x i1> %2333, <16 x float> %2335, <16 x float> %2334
  br label %2347

2337:                                             ; preds = %2328
  %2338 = bitcast <16 x float> %2329 to <8 x i64>
  %2339 = or <8 x i64> %2338, %107
  %2340 = fcmp oeq <16 x float> %2329, %55
  %2341 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2329, i32 4)
  %2342 = bitcast <8 x i64> %2339 to <16 x float>
  %2343 = select <16 x i1> %2340, <16 x float> %2342, <16 x float> %2341
  br label %2347

2344:                                             ; preds = %2328
  %2345 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2289, <16 x i1> %2285, <16 x float> zeroinitializer)
  %2346 = fadd <16 x float> %2329, %2345
  br label %2347

2347:                                             ; preds = %2278, %2288, %2309, %2328, %2344, %2337, %2330
  %2348 = phi <16 x float> [ %2336, %2330 ], [ %2287, %2288 ], [ %2329, %2328 ], [ %2310, %2309 ], [ %2346, %2344 ], [ %2343, %2337 ], [ %2287, %2278 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2348, ptr align 1 %2286, <16 x i1> %2285)
  %2349 = add nsw i64 %1793, %2281
  %2350 = select i1 %2282, <16 x i1> zeroinitializer, <16 x i1> %1789
  %2351 = getelementptr inbounds float, ptr %1278, i64 %2349
  %2352 = getelementptr inbounds nuw i8, ptr %2283, i64 64
  %2353 = load <16 x float>, ptr %2352, align 64
  br i1 %105, label %2411, label %2354

2354:                                             ; preds = %2347
  %2355 = getelementptr inbounds float, ptr %1276, i64 %2349
  switch i64 %154, label %2308 [
    i64 1, label %2370
    i64 2, label %2363
    i64 3, label %2356
    i64 0, label %2411
  ]

2356:                                             ; preds = %2354
  %2357 = bitcast <16 x float> %2353 to <8 x i64>
  %2358 = and <8 x i64> %2357, %106
  %2359 = fcmp oeq <16 x float> %2353, %52
  %2360 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2353, i32 4)
  %2361 = bitcast <8 x i64> %2358 to <16 x float>
  %2362 = select <16 x i1> %2359, <16 x float> %2361, <16 x float> %2360
  br label %2373

2363:                                             ; preds = %2354
  %2364 = bitcast <16 x float> %2353 to <8 x i64>
  %2365 = or <8 x i64> %2364, %107
  %2366 = fcmp oeq <16 x float> %2353, %55
  %2367 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2353, i32 4)
  %2368 = bitcast <8 x i64> %2365 to <16 x float>
  %2369 = select <16 x i1> %2366, <16 x float> %2368, <16 x float> %2367
  br label %2373

2370:                                             ; preds = %2354
  %2371 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2355, <16 x i1> %2350, <16 x float> zeroinitializer)
  %2372 = fadd <16 x float> %2353, %2371
  br label %2373

2373:                                             ; preds = %2370, %2363, %2356
  %2374 = phi <16 x float> [ %2372, %2370 ], [ %2369, %2363 ], [ %2362, %2356 ]
  switch i64 %156, label %2308 [
    i64 1, label %2389
    i64 2, label %2382
    i64 3, label %2375
    i64 0, label %2411
  ]

2375:                                             ; preds = %2373
  %2376 = bitcast <16 x float> %2374 to <8 x i64>
  %2377 = and <8 x i64> %2376, %106
  %2378 = fcmp oeq <16 x float> %2374, %52
  %2379 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2374, i32 4)
  %2380 = bitcast <8 x i64> %2377 to <16 x float>
  %2381 = select <16 x i1> %2378, <16 x float> %2380, <16 x float> %2379
  br label %2392

2382:                                             ; preds = %2373
  %2383 = bitcast <16 x float> %2374 to <8 x i64>
  %2384 = or <8 x i64> %2383, %107
  %2385 = fcmp oeq <16 x float> %2374, %55
  %2386 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2374, i32 4)
  %2387 = bitcast <8 x i64> %2384 to <16 x float>
  %2388 = select <16 x i1> %2385, <16 x float> %2387, <16 x float> %2386
  br label %2392

2389:                                             ; preds = %2373
  %2390 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2355, <16 x i1> %2350, <16 x float> zeroinitializer)
  %2391 = fadd <16 x float> %2374, %2390
  br label %2392

2392:                                             ; preds = %2389, %2382, %2375
  %2393 = phi <16 x float> [ %2391, %2389 ], [ %2388, %2382 ], [ %2381, %2375 ]
  switch i64 %158, label %2308 [
    i64 1, label %2408
    i64 2, label %2401
    i64 3, label %2394
    i64 0, label %2411
  ]

2394:                                             ; preds = %2392
  %2395 = bitcast <16 x float> %2393 to <8 x i64>
  %2396 = and <8 x i64> %2395, %106
  %2397 = fcmp oeq <16 x float> %2393, %52
  %2398 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2393, i32 4)
  %2399 = bitcast <8 x i64> %2396 to <16 x float>
  %2400 = select <16 x i1> %2397, <16 x float> %2399, <16 x float> %2398
  br label %2411

2401:                                             ; preds = %2392
  %2402 = bitcast <16 x float> %2393 to <8 x i64>
  %2403 = or <8 x i64> %2402, %107
  %2404 = fcmp oeq <16 x float> %2393, %55
  %2405 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2393, i32 4)
  %2406 = bitcast <8 x i64> %2403 to <16 x float>
  %2407 = select <16 x i1> %2404, <16 x float> %2406, <16 x float> %2405
  br label %2411

2408:                                             ; preds = %2392
  %2409 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2355, <16 x i1> %2350, <16 x float> zeroinitializer)
  %2410 = fadd <16 x float> %2393, %2409
  br label %2411

2411:                                             ; preds = %2347, %2354, %2373, %2392, %2408, %2401, %2394
  %2412 = phi <16 x float> [ %2400, %2394 ], [ %2353, %2354 ], [ %2393, %2392 ], [ %2374, %2373 ], [ %2410, %2408 ], [ %2407, %2401 ], [ %2353, %2347 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2412, ptr align 1 %2351, <16 x i1> %2350)
  %2413 = add nsw i64 %1794, %2281
  %2414 = select i1 %2282, <16 x i1> zeroinitializer, <16 x i1> %1790
  %2415 = getelementptr inbounds float, ptr %1278, i64 %2413
  %2416 = getelementptr inbounds nuw i8, ptr %2283, i64 128
  %2417 = load <16 x float>, ptr %2416, align 64
  br i1 %105, label %2475, label %2418

2418:                                             ; preds = %2411
  %2419 = getelementptr inbounds float, ptr %1276, i64 %2413
  switch i64 %159, label %2308 [
    i64 1, label %2434
    i64 2, label %2427
    i64 3, label %2420
    i64 0, label %2475
  ]

2420:                                             ; preds = %2418
  %2421 = bitcast <16 x float> %2417 to <8 x i64>
  %2422 = and <8 x i64> %2421, %106
  %2423 = fcmp oeq <16 x float> %2417, %52
  %2424 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2417, i32 4)
  %2425 = bitcast <8 x i64> %2422 to <16 x float>
  %2426 = select <16 x i1> %2423, <16 x float> %2425, <16 x float> %2424
  br label %2437

2427:                                             ; preds = %2418
  %2428 = bitcast <16 x float> %2417 to <8 x i64>
  %2429 = or <8 x i64> %2428, %107
  %2430 = fcmp oeq <16 x float> %2417, %55
  %2431 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2417, i32 4)
  %2432 = bitcast <8 x i64> %2429 to <16 x float>
  %2433 = select <16 x i1> %2430, <16 x float> %2432, <16 x float> %2431
  br label %2437

2434:                                             ; preds = %2418
  %2435 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2419, <16 x i1> %2414, <16 x float> zeroinitializer)
  %2436 = fadd <16 x float> %2417, %2435
  br label %2437

2437:                                             ; preds = %2434, %2427, %2420
  %2438 = phi <16 x float> [ %2436, %2434 ], [ %2433, %2427 ], [ %2426, %2420 ]
  switch i64 %161, label %2308 [
    i64 1, label %2453
    i64 2, label %2446
    i64 3, label %2439
    i64 0, label %2475
  ]

2439:                                             ; preds = %2437
  %2440 = bitcast <16 x float> %2438 to <8 x i64>
  %2441 = and <8 x i64> %2440, %106
  %2442 = fcmp oeq <16 x float> %2438, %52
  %2443 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2438, i32 4)
  %2444 = bitcast <8 x i64> %2441 to <16 x float>
  %2445 = select <16 x i1> %2442, <16 x float> %2444, <16 x float> %2443
  br label %2456

2446:                                             ; preds = %2437
  %2447 = bitcast <16 x float> %2438 to <8 x i64>
  %2448 = or <8 x i64> %2447, %107
  %2449 = fcmp oeq <16 x float> %2438, %55
  %2450 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2438, i32 4)
  %2451 = bitcast <8 x i64> %2448 to <16 x float>
  %2452 = select <16 x i1> %2449, <16 x float> %2451, <16 x float> %2450
  br label %2456

2453:                                             ; preds = %2437
  %2454 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2419, <16 x i1> %2414, <16 x float> zeroinitializer)
  %2455 = fadd <16 x float> %2438, %2454
  br label %2456

2456:                                             ; preds = %2453, %2446, %2439
  %2457 = phi <16 x float> [ %2455, %2453 ], [ %2452, %2446 ], [ %2445, %2439 ]
  switch i64 %163, label %2308 [
    i64 1, label %2472
    i64 2, label %2465
    i64 3, label %2458
    i64 0, label %2475
  ]

2458:                                             ; preds = %2456
  %2459 = bitcast <16 x float> %2457 to <8 x i64>
  %2460 = and <8 x i64> %2459, %106
  %2461 = fcmp oeq <16 x float> %2457, %52
  %2462 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2457, i32 4)
  %2463 = bitcast <8 x i64> %2460 to <16 x float>
  %2464 = select <16 x i1> %2461, <16 x float> %2463, <16 x float> %2462
  br label %2475

2465:                                             ; preds = %2456
  %2466 = bitcast <16 x float> %2457 to <8 x i64>
  %2467 = or <8 x i64> %2466, %107
  %2468 = fcmp oeq <16 x float> %2457, %55
  %2469 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2457, i32 4)
  %2470 = bitcast <8 x i64> %2467 to <16 x float>
  %2471 = select <16 x i1> %2468, <16 x float> %2470, <16 x float> %2469
  br label %2475

2472:                                             ; preds = %2456
  %2473 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2419, <16 x i1> %2414, <16 x float> zeroinitializer)
  %2474 = fadd <16 x float> %2457, %2473
  br label %2475

2475:                                             ; preds = %2411, %2418, %2437, %2456, %2472, %2465, %2458
  %2476 = phi <16 x float> [ %2464, %2458 ], [ %2417, %2418 ], [ %2457, %2456 ], [ %2438, %2437 ], [ %2474, %2472 ], [ %2471, %2465 ], [ %2417, %2411 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2476, ptr align 1 %2415, <16 x i1> %2414)
  %2477 = add nsw i64 %1795, %2281
  %2478 = select i1 %2282, <16 x i1> zeroinitializer, <16 x i1> %1791
  %2479 = getelementptr inbounds float, ptr %1278, i64 %2477
  %2480 = getelementptr inbounds nuw i8, ptr %2283, i64 192
  %2481 = load <16 x float>, ptr %2480, align 64
  br i1 %105, label %2539, label %2482

2482:                                             ; preds = %2475
  %2483 = getelementptr inbounds float, ptr %1276, i64 %2477
  switch i64 %164, label %2308 [
    i64 1, label %2498
    i64 2, label %2491
    i64 3, label %2484
    i64 0, label %2539
  ]

2484:                                             ; preds = %2482
  %2485 = bitcast <16 x float> %2481 to <8 x i64>
  %2486 = and <8 x i64> %2485, %106
  %2487 = fcmp oeq <16 x float> %2481, %52
  %2488 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2481, i32 4)
  %2489 = bitcast <8 x i64> %2486 to <16 x float>
  %2490 = select <16 x i1> %2487, <16 x float> %2489, <16 x float> %2488
  br label %2501

2491:                                             ; preds = %2482
  %2492 = bitcast <16 x float> %2481 to <8 x i64>
  %2493 = or <8 x i64> %2492, %107
  %2494 = fcmp oeq <16 x float> %2481, %55
  %2495 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2481, i32 4)
  %2496 = bitcast <8 x i64> %2493 to <16 x float>
  %2497 = select <16 x i1> %2494, <16 x float> %2496, <16 x float> %2495
  br label %2501

2498:                                             ; preds = %2482
  %2499 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2483, <16 x i1> %2478, <16 x float> zeroinitializer)
  %2500 = fadd <16 x float> %2481, %2499
  br label %2501

2501:                                             ; preds = %2498, %2491, %2484
  %2502 = phi <16 x float> [ %2500, %2498 ], [ %2497, %2491 ], [ %2490, %2484 ]
  switch i64 %166, label %2308 [
    i64 1, label %2517
    i64 2, label %2510
    i64 3, label %2503
    i64 0, label %2539
  ]

2503:                                             ; preds = %2501
  %2504 = bitcast <16 x float> %2502 to <8 x i64>
  %2505 = and <8 x i64> %2504, %106
  %2506 = fcmp oeq <16 x float> %2502, %52
  %2507 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2502, i32 4)
  %2508 = bitcast <8 x i64> %2505 to <16 x float>
  %2509 = select <16 x i1> %2506, <16 x float> %2508, <16 x float> %2507
  br label %2520

2510:                                             ; preds = %2501
  %2511 = bitcast <16 x float> %2502 to <8 x i64>
  %2512 = or <8 x i64> %2511, %107
  %2513 = fcmp oeq <16 x float> %2502, %55
  %2514 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2502, i32 4)
  %2515 = bitcast <8 x i64> %2512 to <16 x float>
  %2516 = select <16 x i1> %2513, <16 x float> %2515, <16 x float> %2514
  br label %2520

2517:                                             ; preds = %2501
  %2518 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2483, <16 x i1> %2478, <16 x float> zeroinitializer)
  %2519 = fadd <16 x float> %2502, %2518
  br label %2520

2520:                                             ; preds = %2517, %2510, %2503
  %2521 = phi <16 x float> [ %2519, %2517 ], [ %2516, %2510 ], [ %2509, %2503 ]
  switch i64 %168, label %2308 [
    i64 1, label %2536
    i64 2, label %2529
    i64 3, label %2522
    i64 0, label %2539
  ]

2522:                                             ; preds = %2520
  %2523 = bitcast <16 x float> %2521 to <8 x i64>
  %2524 = and <8 x i64> %2523, %106
  %2525 = fcmp oeq <16 x float> %2521, %52
  %2526 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2521, i32 4)
  %2527 = bitcast <8 x i64> %2524 to <16 x float>
  %2528 = select <16 x i1> %2525, <16 x float> %2527, <16 x float> %2526
  br label %2539

2529:                                             ; preds = %2520
  %2530 = bitcast <16 x float> %2521 to <8 x i64>
  %2531 = or <8 x i64> %2530, %107
  %2532 = fcmp oeq <16 x float> %2521, %55
  %2533 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2521, i32 4)
  %2534 = bitcast <8 x i64> %2531 to <16 x float>
  %2535 = select <16 x i1> %2532, <16 x float> %2534, <16 x float> %2533
  br label %2539

2536:                                             ; preds = %2520
  %2537 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2483, <16 x i1> %2478, <16 x float> zeroinitializer)
  %2538 = fadd <16 x float> %2521, %2537
  br label %2539

2539:                                             ; preds = %2475, %2482, %2501, %2520, %2536, %2529, %2522
  %2540 = phi <16 x float> [ %2528, %2522 ], [ %2481, %2482 ], [ %2521, %2520 ], [ %2502, %2501 ], [ %2538, %2536 ], [ %2535, %2529 ], [ %2481, %2475 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2540, ptr align 1 %2479, <16 x i1> %2478)
  %2541 = add nuw nsw i64 %2279, 1
  %2542 = icmp eq i64 %2541, 6
  br i1 %2542, label %2543, label %2278

2543:                                             ; preds = %2539
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  br label %3094

2544:                                             ; preds = %1806, %3090
  %2545 = phi i64 [ 0, %1806 ], [ %3092, %3090 ]
  %2546 = getelementptr inbounds nuw i64, ptr %38, i64 %2545
  %2547 = getelementptr inbounds nuw i64, ptr %39, i64 %2545
  %2548 = load i64, ptr %2547, align 8
  %2549 = icmp sgt i64 %2548, 15
  %2550 = trunc i64 %2548 to i32
  %2551 = shl nsw i32 -1, %2550
  %2552 = trunc i32 %2551 to i16
  %2553 = xor i16 %2552, -1
  %2554 = select i1 %2549, i16 -1, i16 %2553
  br i1 %102, label %2577, label %2558

2555:                                             ; preds = %2599
  %2556 = getelementptr inbounds nuw i64, ptr %35, i64 %2545
  %2557 = getelementptr inbounds nuw i32, ptr %36, i64 %2545
  br label %2627

2558:                                             ; preds = %2544
  %2559 = load float, ptr %1808, align 4
  %2560 = insertelement <16 x float> poison, float %2559, i64 0
  %2561 = shufflevector <16 x float> %2560, <16 x float> poison, <16 x i32> zeroinitializer
  %2562 = load float, ptr %1810, align 4
  %2563 = insertelement <16 x float> poison, float %2562, i64 0
  %2564 = shufflevector <16 x float> %2563, <16 x float> poison, <16 x i32> zeroinitializer
  %2565 = load float, ptr %1811, align 4
  %2566 = insertelement <16 x float> poison, float %2565, i64 0
  %2567 = shufflevector <16 x float> %2566, <16 x float> poison, <16 x i32> zeroinitializer
  %2568 = load float, ptr %1812, align 4
  %2569 = insertelement <16 x float> poison, float %2568, i64 0
  %2570 = shufflevector <16 x float> %2569, <16 x float> poison, <16 x i32> zeroinitializer
  %2571 = load float, ptr %1813, align 4
  %2572 = insertelement <16 x float> poison, float %2571, i64 0
  %2573 = shufflevector <16 x float> %2572, <16 x float> poison, <16 x i32> zeroinitializer
  %2574 = load float, ptr %1814, align 4
  %2575 = insertelement <16 x float> poison, float %2574, i64 0
  %2576 = shufflevector <16 x float> %2575, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2599

2577:                                             ; preds = %2544
  %2578 = bitcast i16 %2554 to <16 x i1>
  %2579 = load i64, ptr %2546, align 8
  %2580 = getelementptr inbounds float, ptr %1816, i64 %2579
  %2581 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2580, <16 x i1> %2578, <16 x float> zeroinitializer)
  %2582 = bitcast i16 %2554 to <16 x i1>
  %2583 = getelementptr inbounds float, ptr %1819, i64 %2579
  %2584 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2583, <16 x i1> %2582, <16 x float> zeroinitializer)
  %2585 = bitcast i16 %2554 to <16 x i1>
  %2586 = load i64, ptr %2546, align 8
  %2587 = getelementptr inbounds float, ptr %1822, i64 %2586
  %2588 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2587, <16 x i1> %2585, <16 x float> zeroinitializer)
  %2589 = bitcast i16 %2554 to <16 x i1>
  %2590 = getelementptr inbounds float, ptr %1825, i64 %2586
  %2591 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2590, <16 x i1> %2589, <16 x float> zeroinitializer)
  %2592 = bitcast i16 %2554 to <16 x i1>
  %2593 = load i64, ptr %2546, align 8
  %2594 = getelementptr inbounds float, ptr %1828, i64 %2593
  %2595 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2594, <16 x i1> %2592, <16 x float> zeroinitializer)
  %2596 = bitcast i16 %2554 to <16 x i1>
  %2597 = getelementptr inbounds float, ptr %1831, i64 %2593
  %2598 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2597, <16 x i1> %2596, <16 x float> zeroinitializer)
  br label %2599

2599:                                             ; preds = %2577, %2558
  %2600 = phi <16 x float> [ %2595, %2577 ], [ %2573, %2558 ]
  %2601 = phi <16 x float> [ %2588, %2577 ], [ %2567, %2558 ]
  %2602 = phi <16 x float> [ %2581, %2577 ], [ %2561, %2558 ]
  %2603 = phi <16 x float> [ %2584, %2577 ], [ %2564, %2558 ]
  %2604 = phi <16 x float> [ %2591, %2577 ], [ %2570, %2558 ]
  %2605 = phi <16 x float> [ %2598, %2577 ], [ %2576, %2558 ]
  br i1 %83, label %2555, label %2615

2606:                                             ; preds = %2664, %2627
  %2607 = phi <16 x float> [ %2628, %2627 ], [ %2665, %2664 ]
  %2608 = phi <16 x float> [ %2629, %2627 ], [ %2666, %2664 ]
  %2609 = phi <16 x float> [ %2630, %2627 ], [ %2667, %2664 ]
  %2610 = phi <16 x float> [ %2631, %2627 ], [ %2668, %2664 ]
  %2611 = phi <16 x float> [ %2632, %2627 ], [ %2669, %2664 ]
  %2612 = phi <16 x float> [ %2633, %2627 ], [ %2670, %2664 ]
  %2613 = icmp slt i64 %2638, %5
  %2614 = add i64 %2634, -16
  br i1 %2613, label %2627, label %2615

2615:                                             ; preds = %2606, %2599
  %2616 = phi <16 x float> [ %2602, %2599 ], [ %2607, %2606 ]
  %2617 = phi <16 x float> [ %2603, %2599 ], [ %2608, %2606 ]
  %2618 = phi <16 x float> [ %2601, %2599 ], [ %2609, %2606 ]
  %2619 = phi <16 x float> [ %2604, %2599 ], [ %2610, %2606 ]
  %2620 = phi <16 x float> [ %2600, %2599 ], [ %2611, %2606 ]
  %2621 = phi <16 x float> [ %2605, %2599 ], [ %2612, %2606 ]
  %2622 = load i64, ptr %2546, align 8
  %2623 = add nsw i64 %2622, %1832
  %2624 = bitcast i16 %2554 to <16 x i1>
  %2625 = select i1 %1833, <16 x i1> zeroinitializer, <16 x i1> %2624
  %2626 = getelementptr inbounds float, ptr %1278, i64 %2623
  br i1 %105, label %2775, label %2718

2627:                                             ; preds = %2555, %2606
  %2628 = phi <16 x float> [ %2602, %2555 ], [ %2607, %2606 ]
  %2629 = phi <16 x float> [ %2603, %2555 ], [ %2608, %2606 ]
  %2630 = phi <16 x float> [ %2601, %2555 ], [ %2609, %2606 ]
  %2631 = phi <16 x float> [ %2604, %2555 ], [ %2610, %2606 ]
  %2632 = phi <16 x float> [ %2600, %2555 ], [ %2611, %2606 ]
  %2633 = phi <16 x float> [ %2605, %2555 ], [ %2612, %2606 ]
  %2634 = phi i64 [ %5, %2555 ], [ %2614, %2606 ]
  %2635 = phi i64 [ 0, %2555 ], [ %2638, %2606 ]
  %2636 = call i64 @llvm.smin.i64(i64 %2634, i64 16)
  %2637 = add i64 %2636, %2635
  %2638 = add nuw nsw i64 %2635, 16
  br i1 %104, label %2639, label %2606

2639:                                             ; preds = %2627
  %2640 = sub nsw i64 %5, %2635
  %2641 = icmp sgt i64 %2640, 15
  %2642 = mul nsw i64 %2635, %1079
  %2643 = getelementptr inbounds float, ptr %47, i64 %2642
  %2644 = mul nuw nsw i64 %2635, %101
  %2645 = getelementptr inbounds nuw float, ptr %1809, i64 %2644
  %2646 = icmp sgt i64 %5, %2635
  %2647 = or i1 %2641, %2646
  br label %2648

2648:                                             ; preds = %2639, %2664
  %2649 = phi <16 x float> [ %2628, %2639 ], [ %2665, %2664 ]
  %2650 = phi <16 x float> [ %2629, %2639 ], [ %2666, %2664 ]
  %2651 = phi <16 x float> [ %2630, %2639 ], [ %2667, %2664 ]
  %2652 = phi <16 x float> [ %2631, %2639 ], [ %2668, %2664 ]
  %2653 = phi <16 x float> [ %2632, %2639 ], [ %2669, %2664 ]
  %2654 = phi <16 x float> [ %2633, %2639 ], [ %2670, %2664 ]
  %2655 = phi i64 [ 0, %2639 ], [ %2671, %2664 ]
  %2656 = getelementptr inbounds nuw [4 x i64], ptr %2556, i64 %2655
  %2657 = load i64, ptr %2656, align 8
  br i1 %2647, label %2658, label %2664

2658:                                             ; preds = %2648
  %2659 = getelementptr inbounds nuw [4 x i32], ptr %2557, i64 %2655
  %2660 = load i32, ptr %2659, align 4
  %2661 = getelementptr inbounds nuw float, ptr %2645, i64 %2655
  %2662 = trunc i32 %2660 to i16
  %2663 = bitcast i16 %2662 to <16 x i1>
  br label %2673

2664:                                             ; preds = %2673, %2648
  %2665 = phi <16 x float> [ %2649, %2648 ], [ %2688, %2673 ]
  %2666 = phi <16 x float> [ %2650, %2648 ], [ %2693, %2673 ]
  %2667 = phi <16 x float> [ %2651, %2648 ], [ %2698, %2673 ]
  %2668 = phi <16 x float> [ %2652, %2648 ], [ %2703, %2673 ]
  %2669 = phi <16 x float> [ %2653, %2648 ], [ %2708, %2673 ]
  %2670 = phi <16 x float> [ %2654, %2648 ], [ %2713, %2673 ]
  %2671 = add nuw nsw i64 %2655, 1
  %2672 = icmp eq i64 %2671, %101
  br i1 %2672, label %2606, label %2648

2673:                                             ; preds = %2658, %2673
  %2674 = phi <16 x float> [ %2649, %2658 ], [ %2688, %2673 ]
  %2675 = phi <16 x float> [ %2650, %2658 ], [ %2693, %2673 ]
  %2676 = phi <16 x float> [ %2651, %2658 ], [ %2698, %2673 ]
  %2677 = phi <16 x float> [ %2652, %2658 ], [ %2703, %2673 ]
  %2678 = phi <16 x float> [ %2653, %2658 ], [ %2708, %2673 ]
  %2679 = phi <16 x float> [ %2654, %2658 ], [ %2713, %2673 ]
  %2680 = phi i64 [ %2635, %2658 ], [ %2714, %2673 ]
  %2681 = phi ptr [ %2661, %2658 ], [ %2716, %2673 ]
  %2682 = phi ptr [ %2643, %2658 ], [ %2715, %2673 ]
  %2683 = getelementptr inbounds float, ptr %2682, i64 %2657
  %2684 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2683, <16 x i1> %2663, <16 x float> zeroinitializer)
  %2685 = load float, ptr %2681, align 4
  %2686 = insertelement <16 x float> poison, float %2685, i64 0
  %2687 = shufflevector <16 x float> %2686, <16 x float> poison, <16 x i32> zeroinitializer
  %2688 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2684, <16 x float> %2687, <16 x float> %2674)
  %2689 = getelementptr inbounds float, ptr %2681, i64 %103
  %2690 = load float, ptr %2689, align 4
  %2691 = insertelement <16 x float> poison, float %2690, i64 0
  %2692 = shufflevector <16 x float> %2691, <16 x float> poison, <16 x i32> zeroinitializer
  %2693 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2684, <16 x float> %2692, <16 x float> %2675)
  %2694 = getelementptr inbounds i8, ptr %2681, i64 %111
  %2695 = load float, ptr %2694, align 4
  %2696 = insertelement <16 x float> poison, float %2695, i64 0
  %2697 = shufflevector <16 x float> %2696, <16 x float> poison, <16 x i32> zeroinitializer
  %2698 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2684, <16 x float> %2697, <16 x float> %2676)
  %2699 = getelementptr inbounds i8, ptr %2681, i64 %112
  %2700 = load float, ptr %2699, align 4
  %2701 = insertelement <16 x float> poison, float %2700, i64 0
  %2702 = shufflevector <16 x float> %2701, <16 x float> poison, <16 x i32> zeroinitializer
  %2703 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2684, <16 x float> %2702, <16 x float> %2677)
  %2704 = getelementptr inbounds i8, ptr %2681, i64 %113
  %2705 = load float, ptr %2704, align 4
  %2706 = insertelement <16 x float> poison, float %2705, i64 0
  %2707 = shufflevector <16 x float> %2706, <16 x float> poison, <16 x i32> zeroinitializer
  %2708 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2684, <16 x float> %2707, <16 x float> %2678)
  %2709 = getelementptr inbounds i8, ptr %2681, i64 %114
  %2710 = load float, ptr %2709, align 4
  %2711 = insertelement <16 x float> poison, float %2710, i64 0
  %2712 = shufflevector <16 x float> %2711, <16 x float> poison, <16 x i32> zeroinitializer
  %2713 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2684, <16 x float> %2712, <16 x float> %2679)
  %2714 = add nuw nsw i64 %2680, 1
  %2715 = getelementptr inbounds float, ptr %2682, i64 %1079
  %2716 = getelementptr inbounds nuw float, ptr %2681, i64 %101
  %2717 = icmp eq i64 %2714, %2637
  br i1 %2717, label %2664, label %2673

2718:                                             ; preds = %2615
  %2719 = getelementptr inbounds float, ptr %1276, i64 %2623
  switch i64 %115, label %2308 [
    i64 1, label %2720
    i64 2, label %2723
    i64 3, label %2730
    i64 0, label %2775
  ]

2720:                                             ; preds = %2718
  %2721 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2719, <16 x i1> %2625, <16 x float> zeroinitializer)
  %2722 = fadd <16 x float> %2616, %2721
  br label %2737

2723:                                             ; preds = %2718
  %2724 = bitcast <16 x float> %2616 to <8 x i64>
  %2725 = or <8 x i64> %2724, %107
  %2726 = fcmp oeq <16 x float> %2616, %55
  %2727 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2616, i32 4)
  %2728 = bitcast <8 x i64> %2725 to <16 x float>
  %2729 = select <16 x i1> %2726, <16 x float> %2728, <16 x float> %2727
  br label %2737

2730:                                             ; preds = %2718
  %2731 = bitcast <16 x float> %2616 to <8 x i64>
  %2732 = and <8 x i64> %2731, %106
  %2733 = fcmp oeq <16 x float> %2616, %52
  %2734 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2616, i32 4)
  %2735 = bitcast <8 x i64> %2732 to <16 x float>
  %2736 = select <16 x i1> %2733, <16 x float> %2735, <16 x float> %2734
  br label %2737

2737:                                             ; preds = %2730, %2723, %2720
  %2738 = phi <16 x float> [ %2722, %2720 ], [ %2729, %2723 ], [ %2736, %2730 ]
  switch i64 %117, label %2308 [
    i64 1, label %2753
    i64 2, label %2746
    i64 3, label %2739
    i64 0, label %2775
  ]

2739:                                             ; preds = %2737
  %2740 = bitcast <16 x float> %2738 to <8 x i64>
  %2741 = and <8 x i64> %2740, %106
  %2742 = fcmp oeq <16 x float> %2738, %52
  %2743 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2738, i32 4)
  %2744 = bitcast <8 x i64> %2741 to <16 x float>
  %2745 = select <16 x i1> %2742, <16 x float> %2744, <16 x float> %2743
  br label %2756

2746:                                             ; preds = %2737
  %2747 = bitcast <16 x float> %2738 to <8 x i64>
  %2748 = or <8 x i64> %2747, %107
  %2749 = fcmp oeq <16 x float> %2738, %55
  %2750 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2738, i32 4)
  %2751 = bitcast <8 x i64> %2748 to <16 x float>
  %2752 = select <16 x i1> %2749, <16 x float> %2751, <16 x float> %2750
  br label %2756

2753:                                             ; preds = %2737
  %2754 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2719, <16 x i1> %2625, <16 x float> zeroinitializer)
  %2755 = fadd <16 x float> %2738, %2754
  br label %2756

2756:                                             ; preds = %2753, %2746, %2739
  %2757 = phi <16 x float> [ %2755, %2753 ], [ %2752, %2746 ], [ %2745, %2739 ]
  switch i64 %119, label %2308 [
    i64 1, label %2772
    i64 2, label %2765
    i64 3, label %2758
    i64 0, label %2775
  ]

2758:                                             ; preds = %2756
  %2759 = bitcast <16 x float> %2757 to <8 x i64>
  %2760 = and <8 x i64> %2759, %106
  %2761 = fcmp oeq <16 x float> %2757, %52
  %2762 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2757, i32 4)
  %2763 = bitcast <8 x i64> %2760 to <16 x float>
  %2764 = select <16 x i1> %2761, <16 x float> %2763, <16 x float> %2762
  br label %2775

2765:                                             ; preds = %2756
  %2766 = bitcast <16 x float> %2757 to <8 x i64>
  %2767 = or <8 x i64> %2766, %107
  %2768 = fcmp oeq <16 x float> %2757, %55
  %2769 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2757, i32 4)
  %2770 = bitcast <8 x i64> %2767 to <16 x float>
  %2771 = select <16 x i1> %2768, <16 x float> %2770, <16 x float> %2769
  br label %2775

2772:                                             ; preds = %2756
  %2773 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2719, <16 x i1> %2625, <16 x float> zeroinitializer)
  %2774 = fadd <16 x float> %2757, %2773
  br label %2775

2775:                                             ; preds = %2718, %2737, %2756, %2772, %2765, %2758, %2615
  %2776 = phi <16 x float> [ %2616, %2615 ], [ %2616, %2718 ], [ %2757, %2756 ], [ %2738, %2737 ], [ %2774, %2772 ], [ %2771, %2765 ], [ %2764, %2758 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2776, ptr align 1 %2626, <16 x i1> %2625)
  %2777 = add nsw i64 %2622, %1835
  %2778 = bitcast i16 %2554 to <16 x i1>
  %2779 = select i1 %1836, <16 x i1> zeroinitializer, <16 x i1> %2778
  %2780 = getelementptr inbounds float, ptr %1278, i64 %2777
  br i1 %105, label %2838, label %2781

2781:                                             ; preds = %2775
  %2782 = getelementptr inbounds float, ptr %1276, i64 %2777
  switch i64 %120, label %2308 [
    i64 1, label %2797
    i64 2, label %2790
    i64 3, label %2783
    i64 0, label %2838
  ]

2783:                                             ; preds = %2781
  %2784 = bitcast <16 x float> %2617 to <8 x i64>
  %2785 = and <8 x i64> %2784, %106
  %2786 = fcmp oeq <16 x float> %2617, %52
  %2787 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2617, i32 4)
  %2788 = bitcast <8 x i64> %2785 to <16 x float>
  %2789 = select <16 x i1> %2786, <16 x float> %2788, <16 x float> %2787
  br label %2800

2790:                                             ; preds = %2781
  %2791 = bitcast <16 x float> %2617 to <8 x i64>
  %2792 = or <8 x i64> %2791, %107
  %2793 = fcmp oeq <16 x float> %2617, %55
  %2794 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2617, i32 4)
  %2795 = bitcast <8 x i64> %2792 to <16 x float>
  %2796 = select <16 x i1> %2793, <16 x float> %2795, <16 x float> %2794
  br label %2800

2797:                                             ; preds = %2781
  %2798 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2782, <16 x i1> %2779, <16 x float> zeroinitializer)
  %2799 = fadd <16 x float> %2617, %2798
  br label %2800

2800:                                             ; preds = %2797, %2790, %2783
  %2801 = phi <16 x float> [ %2799, %2797 ], [ %2796, %2790 ], [ %2789, %2783 ]
  switch i64 %122, label %2308 [
    i64 1, label %2816
    i64 2, label %2809
    i64 3, label %2802
    i64 0, label %2838
  ]

2802:                                             ; preds = %2800
  %2803 = bitcast <16 x float> %2801 to <8 x i64>
  %2804 = and <8 x i64> %2803, %106
  %2805 = fcmp oeq <16 x float> %2801, %52
  %2806 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2801, i32 4)
  %2807 = bitcast <8 x i64> %2804 to <16 x float>
  %2808 = select <16 x i1> %2805, <16 x float> %2807, <16 x float> %2806
  br label %2819

2809:                                             ; preds = %2800
  %2810 = bitcast <16 x float> %2801 to <8 x i64>
  %2811 = or <8 x i64> %2810, %107
  %2812 = fcmp oeq <16 x float> %2801, %55
  %2813 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2801, i32 4)
  %2814 = bitcast <8 x i64> %2811 to <16 x float>
  %2815 = select <16 x i1> %2812, <16 x float> %2814, <16 x float> %2813
  br label %2819

2816:                                             ; preds = %2800
  %2817 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2782, <16 x i1> %2779, <16 x float> zeroinitializer)
  %2818 = fadd <16 x float> %2801, %2817
  br label %2819

2819:                                             ; preds = %2816, %2809, %2802
  %2820 = phi <16 x float> [ %2818, %2816 ], [ %2815, %2809 ], [ %2808, %2802 ]
  switch i64 %124, label %2308 [
    i64 1, label %2835
    i64 2, label %2828
    i64 3, label %2821
    i64 0, label %2838
  ]

2821:                                             ; preds = %2819
  %2822 = bitcast <16 x float> %2820 to <8 x i64>
  %2823 = and <8 x i64> %2822, %106
  %2824 = fcmp oeq <16 x float> %2820, %52
  %2825 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2820, i32 4)
  %2826 = bitcast <8 x i64> %2823 to <16 x float>
  %2827 = select <16 x i1> %2824, <16 x float> %2826, <16 x float> %2825
  br label %2838

2828:                                             ; preds = %2819
  %2829 = bitcast <16 x float> %2820 to <8 x i64>
  %2830 = or <8 x i64> %2829, %107
  %2831 = fcmp oeq <16 x float> %2820, %55
  %2832 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2820, i32 4)
  %2833 = bitcast <8 x i64> %2830 to <16 x float>
  %2834 = select <16 x i1> %2831, <16 x float> %2833, <16 x float> %2832
  br label %2838

2835:                                             ; preds = %2819
  %2836 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2782, <16 x i1> %2779, <16 x float> zeroinitializer)
  %2837 = fadd <16 x float> %2820, %2836
  br label %2838

2838:                                             ; preds = %2775, %2781, %2800, %2819, %2835, %2828, %2821
  %2839 = phi <16 x float> [ %2827, %2821 ], [ %2617, %2781 ], [ %2820, %2819 ], [ %2801, %2800 ], [ %2837, %2835 ], [ %2834, %2828 ], [ %2617, %2775 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2839, ptr align 1 %2780, <16 x i1> %2779)
  %2840 = add nsw i64 %2622, %1838
  %2841 = bitcast i16 %2554 to <16 x i1>
  %2842 = select i1 %1839, <16 x i1> zeroinitializer, <16 x i1> %2841
  %2843 = getelementptr inbounds float, ptr %1278, i64 %2840
  br i1 %105, label %2901, label %2844

2844:                                             ; preds = %2838
  %2845 = getelementptr inbounds float, ptr %1276, i64 %2840
  switch i64 %125, label %2308 [
    i64 1, label %2860
    i64 2, label %2853
    i64 3, label %2846
    i64 0, label %2901
  ]

2846:                                             ; preds = %2844
  %2847 = bitcast <16 x float> %2618 to <8 x i64>
  %2848 = and <8 x i64> %2847, %106
  %2849 = fcmp oeq <16 x float> %2618, %52
  %2850 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2618, i32 4)
  %2851 = bitcast <8 x i64> %2848 to <16 x float>
  %2852 = select <16 x i1> %2849, <16 x float> %2851, <16 x float> %2850
  br label %2863

2853:                                             ; preds = %2844
  %2854 = bitcast <16 x float> %2618 to <8 x i64>
  %2855 = or <8 x i64> %2854, %107
  %2856 = fcmp oeq <16 x float> %2618, %55
  %2857 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2618, i32 4)
  %2858 = bitcast <8 x i64> %2855 to <16 x float>
  %2859 = select <16 x i1> %2856, <16 x float> %2858, <16 x float> %2857
  br label %2863

2860:                                             ; preds = %2844
  %2861 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2845, <16 x i1> %2842, <16 x float> zeroinitializer)
  %2862 = fadd <16 x float> %2618, %2861
  br label %2863

2863:                                             ; preds = %2860, %2853, %2846
  %2864 = phi <16 x float> [ %2862, %2860 ], [ %2859, %2853 ], [ %2852, %2846 ]
  switch i64 %127, label %2308 [
    i64 1, label %2879
    i64 2, label %2872
    i64 3, label %2865
    i64 0, label %2901
  ]

2865:                                             ; preds = %2863
  %2866 = bitcast <16 x float> %2864 to <8 x i64>
  %2867 = and <8 x i64> %2866, %106
  %2868 = fcmp oeq <16 x float> %2864, %52
  %2869 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2864, i32 4)
  %2870 = bitcast <8 x i64> %2867 to <16 x float>
  %2871 = select <16 x i1> %2868, <16 x float> %2870, <16 x float> %2869
  br label %2882

2872:                                             ; preds = %2863
  %2873 = bitcast <16 x float> %2864 to <8 x i64>
  %2874 = or <8 x i64> %2873, %107
  %2875 = fcmp oeq <16 x float> %2864, %55
  %2876 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2864, i32 4)
  %2877 = bitcast <8 x i64> %2874 to <16 x float>
  %2878 = select <16 x i1> %2875, <16 x float> %2877, <16 x float> %2876
  br label %2882

2879:                                             ; preds = %2863
  %2880 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2845, <16 x i1> %2842, <16 x float> zeroinitializer)
  %2881 = fadd <16 x float> %2864, %2880
  br label %2882

2882:                                             ; preds = %2879, %2872, %2865
  %2883 = phi <16 x float> [ %2881, %2879 ], [ %2878, %2872 ], [ %2871, %2865 ]
  switch i64 %129, label %2308 [
    i64 1, label %2898
    i64 2, label %2891
    i64 3, label %2884
    i64 0, label %2901
  ]

2884:                                             ; preds = %2882
  %2885 = bitcast <16 x float> %2883 to <8 x i64>
  %2886 = and <8 x i64> %2885, %106
  %2887 = fcmp oeq <16 x float> %2883, %52
  %2888 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2883, i32 4)
  %2889 = bitcast <8 x i64> %2886 to <16 x float>
  %2890 = select <16 x i1> %2887, <16 x float> %2889, <16 x float> %2888
  br label %2901

2891:                                             ; preds = %2882
  %2892 = bitcast <16 x float> %2883 to <8 x i64>
  %2893 = or <8 x i64> %2892, %107
  %2894 = fcmp oeq <16 x float> %2883, %55
  %2895 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2883, i32 4)
  %2896 = bitcast <8 x i64> %2893 to <16 x float>
  %2897 = select <16 x i1> %2894, <16 x float> %2896, <16 x float> %2895
  br label %2901

2898:                                             ; preds = %2882
  %2899 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2845, <16 x i1> %2842, <16 x float> zeroinitializer)
  %2900 = fadd <16 x float> %2883, %2899
  br label %2901

2901:                                             ; preds = %2838, %2844, %2863, %2882, %2898, %2891, %2884
  %2902 = phi <16 x float> [ %2890, %2884 ], [ %2618, %2844 ], [ %2883, %2882 ], [ %2864, %2863 ], [ %2900, %2898 ], [ %2897, %2891 ], [ %2618, %2838 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2902, ptr align 1 %2843, <16 x i1> %2842)
  %2903 = add nsw i64 %2622, %1841
  %2904 = bitcast i16 %2554 to <16 x i1>
  %2905 = select i1 %1842, <16 x i1> zeroinitializer, <16 x i1> %2904
  %2906 = getelementptr inbounds float, ptr %1278, i64 %2903
  br i1 %105, label %2964, label %2907

2907:                                             ; preds = %2901
  %2908 = getelementptr inbounds float, ptr %1276, i64 %2903
  switch i64 %130, label %2308 [
    i64 1, label %2923
    i64 2, label %2916
    i64 3, label %2909
    i64 0, label %2964
  ]

2909:                                             ; preds = %2907
  %2910 = bitcast <16 x float> %2619 to <8 x i64>
  %2911 = and <8 x i64> %2910, %106
  %2912 = fcmp oeq <16 x float> %2619, %52
  %2913 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2619, i32 4)
  %2914 = bitcast <8 x i64> %2911 to <16 x float>
  %2915 = select <16 x i1> %2912, <16 x float> %2914, <16 x float> %2913
  br label %2926

2916:                                             ; preds = %2907
  %2917 = bitcast <16 x float> %2619 to <8 x i64>
  %2918 = or <8 x i64> %2917, %107
  %2919 = fcmp oeq <16 x float> %2619, %55
  %2920 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2619, i32 4)
  %2921 = bitcast <8 x i64> %2918 to <16 x float>
  %2922 = select <16 x i1> %2919, <16 x float> %2921, <16 x float> %2920
  br label %2926

2923:                                             ; preds = %2907
  %2924 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2908, <16 x i1> %2905, <16 x float> zeroinitializer)
  %2925 = fadd <16 x float> %2619, %2924
  br label %2926

2926:                                             ; preds = %2923, %2916, %2909
  %2927 = phi <16 x float> [ %2925, %2923 ], [ %2922, %2916 ], [ %2915, %2909 ]
  switch i64 %132, label %2308 [
    i64 1, label %2942
    i64 2, label %2935
    i64 3, label %2928
    i64 0, label %2964
  ]

2928:                                             ; preds = %2926
  %2929 = bitcast <16 x float> %2927 to <8 x i64>
  %2930 = and <8 x i64> %2929, %106
  %2931 = fcmp oeq <16 x float> %2927, %52
  %2932 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2927, i32 4)
  %2933 = bitcast <8 x i64> %2930 to <16 x float>
  %2934 = select <16 x i1> %2931, <16 x float> %2933, <16 x float> %2932
  br label %2945

2935:                                             ; preds = %2926
  %2936 = bitcast <16 x float> %2927 to <8 x i64>
  %2937 = or <8 x i64> %2936, %107
  %2938 = fcmp oeq <16 x float> %2927, %55
  %2939 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2927, i32 4)
  %2940 = bitcast <8 x i64> %2937 to <16 x float>
  %2941 = select <16 x i1> %2938, <16 x float> %2940, <16 x float> %2939
  br label %2945

2942:                                             ; preds = %2926
  %2943 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2908, <16 x i1> %2905, <16 x float> zeroinitializer)
  %2944 = fadd <16 x float> %2927, %2943
  br label %2945

2945:                                             ; preds = %2942, %2935, %2928
  %2946 = phi <16 x float> [ %2944, %2942 ], [ %2941, %2935 ], [ %2934, %2928 ]
  switch i64 %134, label %2308 [
    i64 1, label %2961
    i64 2, label %2954
    i64 3, label %2947
    i64 0, label %2964
  ]

2947:                                             ; preds = %2945
  %2948 = bitcast <16 x float> %2946 to <8 x i64>
  %2949 = and <8 x i64> %2948, %106
  %2950 = fcmp oeq <16 x float> %2946, %52
  %2951 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2946, i32 4)
  %2952 = bitcast <8 x i64> %2949 to <16 x float>
  %2953 = select <16 x i1> %2950, <16 x float> %2952, <16 x float> %2951
  br label %2964

2954:                                             ; preds = %2945
  %2955 = bitcast <16 x float> %2946 to <8 x i64>
  %2956 = or <8 x i64> %2955, %107
  %2957 = fcmp oeq <16 x float> %2946, %55
  %2958 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2946, i32 4)
  %2959 = bitcast <8 x i64> %2956 to <16 x float>
  %2960 = select <16 x i1> %2957, <16 x float> %2959, <16 x float> %2958
  br label %2964

2961:                                             ; preds = %2945
  %2962 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2908, <16 x i1> %2905, <16 x float> zeroinitializer)
  %2963 = fadd <16 x float> %2946, %2962
  br label %2964

2964:                                             ; preds = %2901, %2907, %2926, %2945, %2961, %2954, %2947
  %2965 = phi <16 x float> [ %2953, %2947 ], [ %2619, %2907 ], [ %2946, %2945 ], [ %2927, %2926 ], [ %2963, %2961 ], [ %2960, %2954 ], [ %2619, %2901 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2965, ptr align 1 %2906, <16 x i1> %2905)
  %2966 = add nsw i64 %2622, %1844
  %2967 = bitcast i16 %2554 to <16 x i1>
  %2968 = select i1 %1845, <16 x i1> zeroinitializer, <16 x i1> %2967
  %2969 = getelementptr inbounds float, ptr %1278, i64 %2966
  br i1 %105, label %3027, label %2970

2970:                                             ; preds = %2964
  %2971 = getelementptr inbounds float, ptr %1276, i64 %2966
  switch i64 %135, label %2308 [
    i64 1, label %2986
    i64 2, label %2979
    i64 3, label %2972
    i64 0, label %3027
  ]

2972:                                             ; preds = %2970
  %2973 = bitcast <16 x float> %2620 to <8 x i64>
  %2974 = and <8 x i64> %2973, %106
  %2975 = fcmp oeq <16 x float> %2620, %52
  %2976 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2620, i32 4)
  %2977 = bitcast <8 x i64> %2974 to <16 x float>
  %2978 = select <16 x i1> %2975, <16 x float> %2977, <16 x float> %2976
  br label %2989

2979:                                             ; preds = %2970
  %2980 = bitcast <16 x float> %2620 to <8 x i64>
  %2981 = or <8 x i64> %2980, %107
  %2982 = fcmp oeq <16 x float> %2620, %55
  %2983 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2620, i32 4)
  %2984 = bitcast <8 x i64> %2981 to <16 x float>
  %2985 = select <16 x i1> %2982, <16 x float> %2984, <16 x float> %2983
  br label %2989

2986:                                             ; preds = %2970
  %2987 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2971, <16 x i1> %2968, <16 x float> zeroinitializer)
  %2988 = fadd <16 x float> %2620, %2987
  br label %2989

2989:                                             ; preds = %2986, %2979, %2972
  %2990 = phi <16 x float> [ %2988, %2986 ], [ %2985, %2979 ], [ %2978, %2972 ]
  switch i64 %137, label %2308 [
    i64 1, label %3005
    i64 2, label %2998
    i64 3, label %2991
    i64 0, label %3027
  ]

2991:                                             ; preds = %2989
  %2992 = bitcast <16 x float> %2990 to <8 x i64>
  %2993 = and <8 x i64> %2992, %106
  %2994 = fcmp oeq <16 x float> %2990, %52
  %2995 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2990, i32 4)
  %2996 = bitcast <8 x i64> %2993 to <16 x float>
  %2997 = select <16 x i1> %2994, <16 x float> %2996, <16 x float> %2995
  br label %3008

2998:                                             ; preds = %2989
  %2999 = bitcast <16 x float> %2990 to <8 x i64>
  %3000 = or <8 x i64> %2999, %107
  %3001 = fcmp oeq <16 x float> %2990, %55
  %3002 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2990, i32 4)
  %3003 = bitcast <8 x i64> %3000 to <16 x float>
  %3004 = select <16 x i1> %3001, <16 x float> %3003, <16 x float> %3002
  br label %3008

3005:                                             ; preds = %2989
  %3006 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2971, <16 x i1> %2968, <16 x float> zeroinitializer)
  %3007 = fadd <16 x float> %2990, %3006
  br label %3008

3008:                                             ; preds = %3005, %2998, %2991
  %3009 = phi <16 x float> [ %3007, %3005 ], [ %3004, %2998 ], [ %2997, %2991 ]
  switch i64 %139, label %2308 [
    i64 1, label %3024
    i64 2, label %3017
    i64 3, label %3010
    i64 0, label %3027
  ]

3010:                                             ; preds = %3008
  %3011 = bitcast <16 x float> %3009 to <8 x i64>
  %3012 = and <8 x i64> %3011, %106
  %3013 = fcmp oeq <16 x float> %3009, %52
  %3014 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %3009, i32 4)
  %3015 = bitcast <8 x i64> %3012 to <16 x float>
  %3016 = select <16 x i1> %3013, <16 x float> %3015, <16 x float> %3014
  br label %3027

3017:                                             ; preds = %3008
  %3018 = bitcast <16 x float> %3009 to <8 x i64>
  %3019 = or <8 x i64> %3018, %107
  %3020 = fcmp oeq <16 x float> %3009, %55
  %3021 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %3009, i32 4)
  %3022 = bitcast <8 x i64> %3019 to <16 x float>
  %3023 = select <16 x i1> %3020, <16 x float> %3022, <16 x float> %3021
  br label %3027

3024:                                             ; preds = %3008
  %3025 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2971, <16 x i1> %2968, <16 x float> zeroinitializer)
  %3026 = fadd <16 x float> %3009, %3025
  br label %3027

3027:                                             ; preds = %2964, %2970, %2989, %3008, %3024, %3017, %3010
  %3028 = phi <16 x float> [ %3016, %3010 ], [ %2620, %2970 ], [ %3009, %3008 ], [ %2990, %2989 ], [ %3026, %3024 ], [ %3023, %3017 ], [ %2620, %2964 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3028, ptr align 1 %2969, <16 x i1> %2968)
  %3029 = add nsw i64 %2622, %1847
  %3030 = bitcast i16 %2554 to <16 x i1>
  %3031 = select i1 %1848, <16 x i1> zeroinitializer, <16 x i1> %3030
  %3032 = getelementptr inbounds float, ptr %1278, i64 %3029
  br i1 %105, label %3090, label %3033

3033:                                             ; preds = %3027
  %3034 = getelementptr inbounds float, ptr %1276, i64 %3029
  switch i64 %140, label %2308 [
    i64 1, label %3049
    i64 2, label %3042
    i64 3, label %3035
    i64 0, label %3090
  ]

3035:                                             ; preds = %3033
  %3036 = bitcast <16 x float> %2621 to <8 x i64>
  %3037 = and <8 x i64> %3036, %106
  %3038 = fcmp oeq <16 x float> %2621, %52
  %3039 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %2621, i32 4)
  %3040 = bitcast <8 x i64> %3037 to <16 x float>
  %3041 = select <16 x i1> %3038, <16 x float> %3040, <16 x float> %3039
  br label %3052

3042:                                             ; preds = %3033
  %3043 = bitcast <16 x float> %2621 to <8 x i64>
  %3044 = or <8 x i64> %3043, %107
  %3045 = fcmp oeq <16 x float> %2621, %55
  %3046 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %2621, i32 4)
  %3047 = bitcast <8 x i64> %3044 to <16 x float>
  %3048 = select <16 x i1> %3045, <16 x float> %3047, <16 x float> %3046
  br label %3052

3049:                                             ; preds = %3033
  %3050 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3034, <16 x i1> %3031, <16 x float> zeroinitializer)
  %3051 = fadd <16 x float> %2621, %3050
  br label %3052

3052:                                             ; preds = %3049, %3042, %3035
  %3053 = phi <16 x float> [ %3051, %3049 ], [ %3048, %3042 ], [ %3041, %3035 ]
  switch i64 %142, label %2308 [
    i64 1, label %3068
    i64 2, label %3061
    i64 3, label %3054
    i64 0, label %3090
  ]

3054:                                             ; preds = %3052
  %3055 = bitcast <16 x float> %3053 to <8 x i64>
  %3056 = and <8 x i64> %3055, %106
  %3057 = fcmp oeq <16 x float> %3053, %52
  %3058 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %3053, i32 4)
  %3059 = bitcast <8 x i64> %3056 to <16 x float>
  %3060 = select <16 x i1> %3057, <16 x float> %3059, <16 x float> %3058
  br label %3071

3061:                                             ; preds = %3052
  %3062 = bitcast <16 x float> %3053 to <8 x i64>
  %3063 = or <8 x i64> %3062, %107
  %3064 = fcmp oeq <16 x float> %3053, %55
  %3065 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %3053, i32 4)
  %3066 = bitcast <8 x i64> %3063 to <16 x float>
  %3067 = select <16 x i1> %3064, <16 x float> %3066, <16 x float> %3065
  br label %3071

3068:                                             ; preds = %3052
  %3069 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3034, <16 x i1> %3031, <16 x float> zeroinitializer)
  %3070 = fadd <16 x float> %3053, %3069
  br label %3071

3071:                                             ; preds = %3068, %3061, %3054
  %3072 = phi <16 x float> [ %3070, %3068 ], [ %3067, %3061 ], [ %3060, %3054 ]
  switch i64 %144, label %2308 [
    i64 1, label %3087
    i64 2, label %3080
    i64 3, label %3073
    i64 0, label %3090
  ]

3073:                                             ; preds = %3071
  %3074 = bitcast <16 x float> %3072 to <8 x i64>
  %3075 = and <8 x i64> %3074, %106
  %3076 = fcmp oeq <16 x float> %3072, %52
  %3077 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %52, <16 x float> %3072, i32 4)
  %3078 = bitcast <8 x i64> %3075 to <16 x float>
  %3079 = select <16 x i1> %3076, <16 x float> %3078, <16 x float> %3077
  br label %3090

3080:                                             ; preds = %3071
  %3081 = bitcast <16 x float> %3072 to <8 x i64>
  %3082 = or <8 x i64> %3081, %107
  %3083 = fcmp oeq <16 x float> %3072, %55
  %3084 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %55, <16 x float> %3072, i32 4)
  %3085 = bitcast <8 x i64> %3082 to <16 x float>
  %3086 = select <16 x i1> %3083, <16 x float> %3085, <16 x float> %3084
  br label %3090

3087:                                             ; preds = %3071
  %3088 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3034, <16 x i1> %3031, <16 x float> zeroinitializer)
  %3089 = fadd <16 x float> %3072, %3088
  br label %3090

3090:                                             ; preds = %3027, %3033, %3052, %3071, %3087, %3080, %3073
  %3091 = phi <16 x float> [ %3079, %3073 ], [ %2621, %3033 ], [ %3072, %3071 ], [ %3053, %3052 ], [ %3089, %3087 ], [ %3086, %3080 ], [ %2621, %3027 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3091, ptr align 1 %3032, <16 x i1> %3031)
  %3092 = add nuw nsw i64 %2545, 1
  %3093 = icmp eq i64 %3092, %1755
  br i1 %3093, label %3094, label %2544

3094:                                             ; preds = %3090, %1805, %2543
  %3095 = add nsw i64 %1800, 6
  %3096 = icmp slt i64 %3095, %1284
  br i1 %3096, label %1799, label %1796
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
