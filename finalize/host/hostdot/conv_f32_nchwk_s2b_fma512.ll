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
  br i1 %84, label %85, label %276

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
  %144 = and i64 %29, 3
  %145 = lshr i64 %29, 2
  %146 = and i64 %145, 3
  %147 = lshr i64 %29, 4
  %148 = and i64 %147, 3
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
  %169 = and i64 %29, 3
  %170 = lshr i64 %29, 2
  %171 = and i64 %170, 3
  %172 = lshr i64 %29, 4
  %173 = and i64 %172, 3
  %174 = and i64 %29, 3
  %175 = lshr i64 %29, 2
  %176 = and i64 %175, 3
  %177 = lshr i64 %29, 4
  %178 = and i64 %177, 3
  %179 = and i64 %29, 3
  %180 = lshr i64 %29, 2
  %181 = and i64 %180, 3
  %182 = lshr i64 %29, 4
  %183 = and i64 %182, 3
  %184 = shl i64 %114, 3
  %185 = mul i64 %114, 12
  %186 = shl i64 %114, 4
  %187 = mul i64 %114, 20
  %188 = mul i64 %114, 24
  %189 = mul i64 %114, 28
  %190 = and i64 %29, 3
  %191 = lshr i64 %29, 2
  %192 = and i64 %191, 3
  %193 = lshr i64 %29, 4
  %194 = and i64 %193, 3
  %195 = and i64 %29, 3
  %196 = lshr i64 %29, 2
  %197 = and i64 %196, 3
  %198 = lshr i64 %29, 4
  %199 = and i64 %198, 3
  %200 = and i64 %29, 3
  %201 = lshr i64 %29, 2
  %202 = and i64 %201, 3
  %203 = lshr i64 %29, 4
  %204 = and i64 %203, 3
  %205 = icmp ult i64 %11, 8
  %206 = icmp ult i64 %11, 32
  %207 = and i64 %11, 24
  %208 = and i64 %11, 9223372036854775776
  %209 = insertelement <8 x i64> poison, i64 %13, i64 0
  %210 = shufflevector <8 x i64> %209, <8 x i64> poison, <8 x i32> zeroinitializer
  %211 = icmp eq i64 %11, %208
  %212 = icmp eq i64 %207, 0
  %213 = and i64 %11, 9223372036854775800
  %214 = insertelement <8 x i64> poison, i64 %13, i64 0
  %215 = shufflevector <8 x i64> %214, <8 x i64> poison, <8 x i32> zeroinitializer
  %216 = icmp eq i64 %11, %213
  %217 = icmp ult i64 %13, 4
  %218 = icmp ult i64 %13, 32
  %219 = and i64 %13, 28
  %220 = and i64 %13, 9223372036854775776
  %221 = icmp eq i64 %13, %220
  %222 = icmp eq i64 %219, 0
  %223 = and i64 %13, 9223372036854775804
  %224 = icmp eq i64 %13, %223
  %225 = icmp ult i64 %11, 4
  %226 = and i64 %11, 9223372036854775804
  %227 = insertelement <4 x i64> poison, i64 %13, i64 0
  %228 = shufflevector <4 x i64> %227, <4 x i64> poison, <4 x i32> zeroinitializer
  %229 = icmp eq i64 %11, %226
  %230 = icmp ult i64 %11, 8
  %231 = icmp ult i64 %11, 32
  %232 = and i64 %11, 24
  %233 = and i64 %11, 9223372036854775776
  %234 = icmp eq i64 %11, %233
  %235 = icmp eq i64 %232, 0
  %236 = and i64 %11, 9223372036854775800
  %237 = icmp eq i64 %11, %236
  %238 = icmp ult i64 %12, 8
  %239 = icmp ult i64 %12, 32
  %240 = and i64 %12, 24
  %241 = and i64 %12, 9223372036854775776
  %242 = icmp eq i64 %12, %241
  %243 = icmp eq i64 %240, 0
  %244 = and i64 %12, 9223372036854775800
  %245 = icmp eq i64 %12, %244
  %246 = icmp ult i64 %12, 8
  %247 = and i64 %12, 9223372036854775800
  %248 = icmp eq i64 %12, %247
  %249 = insertelement <8 x i64> poison, i64 %10, i64 0
  %250 = shufflevector <8 x i64> %249, <8 x i64> poison, <8 x i32> zeroinitializer
  %251 = getelementptr inbounds nuw i8, ptr %32, i64 64
  %252 = getelementptr inbounds nuw i8, ptr %32, i64 128
  %253 = getelementptr inbounds nuw i8, ptr %32, i64 192
  %254 = getelementptr inbounds nuw i8, ptr %32, i64 256
  %255 = getelementptr inbounds nuw i8, ptr %32, i64 320
  %256 = getelementptr inbounds nuw i8, ptr %32, i64 384
  %257 = getelementptr inbounds nuw i8, ptr %32, i64 448
  %258 = getelementptr inbounds nuw i8, ptr %32, i64 512
  %259 = getelementptr inbounds nuw i8, ptr %32, i64 576
  %260 = getelementptr inbounds nuw i8, ptr %32, i64 640
  %261 = getelementptr inbounds nuw i8, ptr %32, i64 704
  %262 = getelementptr inbounds nuw i8, ptr %32, i64 768
  %263 = getelementptr inbounds nuw i8, ptr %32, i64 832
  %264 = getelementptr inbounds nuw i8, ptr %32, i64 896
  %265 = getelementptr inbounds nuw i8, ptr %32, i64 960
  %266 = getelementptr inbounds nuw i8, ptr %32, i64 1024
  %267 = getelementptr inbounds nuw i8, ptr %32, i64 1088
  %268 = getelementptr inbounds nuw i8, ptr %32, i64 1152
  %269 = getelementptr inbounds nuw i8, ptr %32, i64 1216
  %270 = getelementptr inbounds nuw i8, ptr %32, i64 1280
  %271 = getelementptr inbounds nuw i8, ptr %32, i64 1344
  %272 = getelementptr inbounds nuw i8, ptr %32, i64 1408
  %273 = getelementptr inbounds nuw i8, ptr %32, i64 1472
  br label %277

274:                                              ; preds = %2020, %1314
  %275 = icmp slt i64 %293, %4
  br i1 %275, label %277, label %276

276:                                              ; preds = %274, %71
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  ret void

277:                                              ; preds = %85, %274
  %278 = phi i64 [ %3, %85 ], [ %293, %274 ]
  %279 = sdiv i64 %278, %79
  %280 = srem i64 %278, %79
  %281 = add nsw i64 %279, 1
  %282 = mul nsw i64 %281, %79
  %283 = icmp slt i64 %282, %4
  %284 = sub i64 %4, %278
  %285 = add i64 %284, %280
  %286 = select i1 %283, i64 %79, i64 %285
  %287 = srem i64 %279, %82
  %288 = sdiv i64 %279, %82
  %289 = add nsw i64 %287, 1
  %290 = mul nsw i64 %289, %17
  %291 = tail call i64 @llvm.smin.i64(i64 %290, i64 %74)
  %292 = sub i64 %278, %280
  %293 = add i64 %292, %286
  br i1 %59, label %302, label %294

294:                                              ; preds = %277
  %295 = shl nsw i64 %291, 4
  %296 = tail call i64 @llvm.smin.i64(i64 %295, i64 %58)
  %297 = mul i64 %87, %287
  %298 = sdiv i64 %297, %10
  %299 = add i64 %88, %296
  %300 = sdiv i64 %299, %10
  %301 = add nsw i64 %300, -1
  br label %307

302:                                              ; preds = %277
  %303 = mul nsw i64 %287, %17
  %304 = sdiv i64 %303, %72
  %305 = add nsw i64 %291, -1
  %306 = sdiv i64 %305, %72
  br label %307

307:                                              ; preds = %302, %294
  %308 = phi i64 [ %301, %294 ], [ %306, %302 ]
  %309 = phi i64 [ %298, %294 ], [ %304, %302 ]
  %310 = mul nsw i64 %309, %13
  %311 = sub nsw i64 %310, %15
  %312 = mul nsw i64 %308, %13
  %313 = add i64 %89, %312
  %314 = tail call i64 @llvm.smax.i64(i64 %311, i64 0)
  %315 = tail call i64 @llvm.smin.i64(i64 %313, i64 %7)
  %316 = tail call i64 @llvm.smax.i64(i64 %315, i64 %314)
  %317 = sub nsw i64 %316, %314
  %318 = sub i64 %15, %310
  %319 = add i64 %318, %314
  %320 = add i64 %317, %13
  %321 = add nsw i64 %320, -1
  %322 = sdiv i64 %321, %13
  br i1 %90, label %323, label %983

323:                                              ; preds = %307
  br i1 %205, label %980, label %324

324:                                              ; preds = %323
  br i1 %206, label %839, label %325

325:                                              ; preds = %324
  %326 = insertelement <8 x i64> poison, i64 %319, i64 0
  %327 = shufflevector <8 x i64> %326, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %328

328:                                              ; preds = %808, %325
  %329 = phi i64 [ 0, %325 ], [ %830, %808 ]
  %330 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %325 ], [ %831, %808 ]
  %331 = phi <8 x i64> [ zeroinitializer, %325 ], [ %826, %808 ]
  %332 = phi <8 x i64> [ zeroinitializer, %325 ], [ %827, %808 ]
  %333 = phi <8 x i64> [ zeroinitializer, %325 ], [ %828, %808 ]
  %334 = phi <8 x i64> [ zeroinitializer, %325 ], [ %829, %808 ]
  %335 = add <8 x i64> %330, splat (i64 8)
  %336 = add <8 x i64> %330, splat (i64 16)
  %337 = add <8 x i64> %330, splat (i64 24)
  %338 = sub nsw <8 x i64> %330, %327
  %339 = sub nsw <8 x i64> %335, %327
  %340 = sub nsw <8 x i64> %336, %327
  %341 = sub nsw <8 x i64> %337, %327
  %342 = icmp sgt <8 x i64> %338, splat (i64 -1)
  %343 = icmp sgt <8 x i64> %339, splat (i64 -1)
  %344 = icmp sgt <8 x i64> %340, splat (i64 -1)
  %345 = icmp sgt <8 x i64> %341, splat (i64 -1)
  %346 = xor <8 x i1> %342, splat (i1 true)
  %347 = xor <8 x i1> %343, splat (i1 true)
  %348 = xor <8 x i1> %344, splat (i1 true)
  %349 = xor <8 x i1> %345, splat (i1 true)
  %350 = xor <8 x i64> %338, splat (i64 -1)
  %351 = xor <8 x i64> %339, splat (i64 -1)
  %352 = xor <8 x i64> %340, splat (i64 -1)
  %353 = xor <8 x i64> %341, splat (i64 -1)
  %354 = add <8 x i64> %210, %350
  %355 = add <8 x i64> %210, %351
  %356 = add <8 x i64> %210, %352
  %357 = add <8 x i64> %210, %353
  %358 = extractelement <8 x i1> %346, i64 0
  br i1 %358, label %359, label %363

359:                                              ; preds = %328
  %360 = extractelement <8 x i64> %354, i64 0
  %361 = sdiv i64 %360, %13
  %362 = insertelement <8 x i64> poison, i64 %361, i64 0
  br label %363

363:                                              ; preds = %359, %328
  %364 = phi <8 x i64> [ poison, %328 ], [ %362, %359 ]
  %365 = extractelement <8 x i1> %346, i64 1
  br i1 %365, label %366, label %370

366:                                              ; preds = %363
  %367 = extractelement <8 x i64> %354, i64 1
  %368 = sdiv i64 %367, %13
  %369 = insertelement <8 x i64> %364, i64 %368, i64 1
  br label %370

370:                                              ; preds = %366, %363
  %371 = phi <8 x i64> [ %364, %363 ], [ %369, %366 ]
  %372 = extractelement <8 x i1> %346, i64 2
  br i1 %372, label %373, label %377

373:                                              ; preds = %370
  %374 = extractelement <8 x i64> %354, i64 2
  %375 = sdiv i64 %374, %13
  %376 = insertelement <8 x i64> %371, i64 %375, i64 2
  br label %377

377:                                              ; preds = %373, %370
  %378 = phi <8 x i64> [ %371, %370 ], [ %376, %373 ]
  %379 = extractelement <8 x i1> %346, i64 3
  br i1 %379, label %380, label %384

380:                                              ; preds = %377
  %381 = extractelement <8 x i64> %354, i64 3
  %382 = sdiv i64 %381, %13
  %383 = insertelement <8 x i64> %378, i64 %382, i64 3
  br label %384

384:                                              ; preds = %380, %377
  %385 = phi <8 x i64> [ %378, %377 ], [ %383, %380 ]
  %386 = extractelement <8 x i1> %346, i64 4
  br i1 %386, label %387, label %391

387:                                              ; preds = %384
  %388 = extractelement <8 x i64> %354, i64 4
  %389 = sdiv i64 %388, %13
  %390 = insertelement <8 x i64> %385, i64 %389, i64 4
  br label %391

391:                                              ; preds = %387, %384
  %392 = phi <8 x i64> [ %385, %384 ], [ %390, %387 ]
  %393 = extractelement <8 x i1> %346, i64 5
  br i1 %393, label %394, label %398

394:                                              ; preds = %391
  %395 = extractelement <8 x i64> %354, i64 5
  %396 = sdiv i64 %395, %13
  %397 = insertelement <8 x i64> %392, i64 %396, i64 5
  br label %398

398:                                              ; preds = %394, %391
  %399 = phi <8 x i64> [ %392, %391 ], [ %397, %394 ]
  %400 = extractelement <8 x i1> %346, i64 6
  br i1 %400, label %401, label %405

401:                                              ; preds = %398
  %402 = extractelement <8 x i64> %354, i64 6
  %403 = sdiv i64 %402, %13
  %404 = insertelement <8 x i64> %399, i64 %403, i64 6
  br label %405

405:                                              ; preds = %401, %398
  %406 = phi <8 x i64> [ %399, %398 ], [ %404, %401 ]
  %407 = extractelement <8 x i1> %346, i64 7
  br i1 %407, label %408, label %412

408:                                              ; preds = %405
  %409 = extractelement <8 x i64> %354, i64 7
  %410 = sdiv i64 %409, %13
  %411 = insertelement <8 x i64> %406, i64 %410, i64 7
  br label %412

412:                                              ; preds = %408, %405
  %413 = phi <8 x i64> [ %406, %405 ], [ %411, %408 ]
  %414 = extractelement <8 x i1> %347, i64 0
  br i1 %414, label %415, label %419

415:                                              ; preds = %412
  %416 = extractelement <8 x i64> %355, i64 0
  %417 = sdiv i64 %416, %13
  %418 = insertelement <8 x i64> poison, i64 %417, i64 0
  br label %419

419:                                              ; preds = %415, %412
  %420 = phi <8 x i64> [ poison, %412 ], [ %418, %415 ]
  %421 = extractelement <8 x i1> %347, i64 1
  br i1 %421, label %422, label %426

422:                                              ; preds = %419
  %423 = extractelement <8 x i64> %355, i64 1
  %424 = sdiv i64 %423, %13
  %425 = insertelement <8 x i64> %420, i64 %424, i64 1
  br label %426

426:                                              ; preds = %422, %419
  %427 = phi <8 x i64> [ %420, %419 ], [ %425, %422 ]
  %428 = extractelement <8 x i1> %347, i64 2
  br i1 %428, label %429, label %433

429:                                              ; preds = %426
  %430 = extractelement <8 x i64> %355, i64 2
  %431 = sdiv i64 %430, %13
  %432 = insertelement <8 x i64> %427, i64 %431, i64 2
  br label %433

433:                                              ; preds = %429, %426
  %434 = phi <8 x i64> [ %427, %426 ], [ %432, %429 ]
  %435 = extractelement <8 x i1> %347, i64 3
  br i1 %435, label %436, label %440

436:                                              ; preds = %433
  %437 = extractelement <8 x i64> %355, i64 3
  %438 = sdiv i64 %437, %13
  %439 = insertelement <8 x i64> %434, i64 %438, i64 3
  br label %440

440:                                              ; preds = %436, %433
  %441 = phi <8 x i64> [ %434, %433 ], [ %439, %436 ]
  %442 = extractelement <8 x i1> %347, i64 4
  br i1 %442, label %443, label %447

443:                                              ; preds = %440
  %444 = extractelement <8 x i64> %355, i64 4
  %445 = sdiv i64 %444, %13
  %446 = insertelement <8 x i64> %441, i64 %445, i64 4
  br label %447

447:                                              ; preds = %443, %440
  %448 = phi <8 x i64> [ %441, %440 ], [ %446, %443 ]
  %449 = extractelement <8 x i1> %347, i64 5
  br i1 %449, label %450, label %454

450:                                              ; preds = %447
  %451 = extractelement <8 x i64> %355, i64 5
  %452 = sdiv i64 %451, %13
  %453 = insertelement <8 x i64> %448, i64 %452, i64 5
  br label %454

454:                                              ; preds = %450, %447
  %455 = phi <8 x i64> [ %448, %447 ], [ %453, %450 ]
  %456 = extractelement <8 x i1> %347, i64 6
  br i1 %456, label %457, label %461

457:                                              ; preds = %454
  %458 = extractelement <8 x i64> %355, i64 6
  %459 = sdiv i64 %458, %13
  %460 = insertelement <8 x i64> %455, i64 %459, i64 6
  br label %461

461:                                              ; preds = %457, %454
  %462 = phi <8 x i64> [ %455, %454 ], [ %460, %457 ]
  %463 = extractelement <8 x i1> %347, i64 7
  br i1 %463, label %464, label %468

464:                                              ; preds = %461
  %465 = extractelement <8 x i64> %355, i64 7
  %466 = sdiv i64 %465, %13
  %467 = insertelement <8 x i64> %462, i64 %466, i64 7
  br label %468

468:                                              ; preds = %464, %461
  %469 = phi <8 x i64> [ %462, %461 ], [ %467, %464 ]
  %470 = extractelement <8 x i1> %348, i64 0
  br i1 %470, label %471, label %475

471:                                              ; preds = %468
  %472 = extractelement <8 x i64> %356, i64 0
  %473 = sdiv i64 %472, %13
  %474 = insertelement <8 x i64> poison, i64 %473, i64 0
  br label %475

475:                                              ; preds = %471, %468
  %476 = phi <8 x i64> [ poison, %468 ], [ %474, %471 ]
  %477 = extractelement <8 x i1> %348, i64 1
  br i1 %477, label %478, label %482

478:                                              ; preds = %475
  %479 = extractelement <8 x i64> %356, i64 1
  %480 = sdiv i64 %479, %13
  %481 = insertelement <8 x i64> %476, i64 %480, i64 1
  br label %482

482:                                              ; preds = %478, %475
  %483 = phi <8 x i64> [ %476, %475 ], [ %481, %478 ]
  %484 = extractelement <8 x i1> %348, i64 2
  br i1 %484, label %485, label %489

485:                                              ; preds = %482
  %486 = extractelement <8 x i64> %356, i64 2
  %487 = sdiv i64 %486, %13
  %488 = insertelement <8 x i64> %483, i64 %487, i64 2
  br label %489

489:                                              ; preds = %485, %482
  %490 = phi <8 x i64> [ %483, %482 ], [ %488, %485 ]
  %491 = extractelement <8 x i1> %348, i64 3
  br i1 %491, label %492, label %496

492:                                              ; preds = %489
  %493 = extractelement <8 x i64> %356, i64 3
  %494 = sdiv i64 %493, %13
  %495 = insertelement <8 x i64> %490, i64 %494, i64 3
  br label %496

496:                                              ; preds = %492, %489
  %497 = phi <8 x i64> [ %490, %489 ], [ %495, %492 ]
  %498 = extractelement <8 x i1> %348, i64 4
  br i1 %498, label %499, label %503

499:                                              ; preds = %496
  %500 = extractelement <8 x i64> %356, i64 4
  %501 = sdiv i64 %500, %13
  %502 = insertelement <8 x i64> %497, i64 %501, i64 4
  br label %503

503:                                              ; preds = %499, %496
  %504 = phi <8 x i64> [ %497, %496 ], [ %502, %499 ]
  %505 = extractelement <8 x i1> %348, i64 5
  br i1 %505, label %506, label %510

506:                                              ; preds = %503
  %507 = extractelement <8 x i64> %356, i64 5
  %508 = sdiv i64 %507, %13
  %509 = insertelement <8 x i64> %504, i64 %508, i64 5
  br label %510

510:                                              ; preds = %506, %503
  %511 = phi <8 x i64> [ %504, %503 ], [ %509, %506 ]
  %512 = extractelement <8 x i1> %348, i64 6
  br i1 %512, label %513, label %517

513:                                              ; preds = %510
  %514 = extractelement <8 x i64> %356, i64 6
  %515 = sdiv i64 %514, %13
  %516 = insertelement <8 x i64> %511, i64 %515, i64 6
  br label %517

517:                                              ; preds = %513, %510
  %518 = phi <8 x i64> [ %511, %510 ], [ %516, %513 ]
  %519 = extractelement <8 x i1> %348, i64 7
  br i1 %519, label %520, label %524

520:                                              ; preds = %517
  %521 = extractelement <8 x i64> %356, i64 7
  %522 = sdiv i64 %521, %13
  %523 = insertelement <8 x i64> %518, i64 %522, i64 7
  br label %524

524:                                              ; preds = %520, %517
  %525 = phi <8 x i64> [ %518, %517 ], [ %523, %520 ]
  %526 = extractelement <8 x i1> %349, i64 0
  br i1 %526, label %527, label %531

527:                                              ; preds = %524
  %528 = extractelement <8 x i64> %357, i64 0
  %529 = sdiv i64 %528, %13
  %530 = insertelement <8 x i64> poison, i64 %529, i64 0
  br label %531

531:                                              ; preds = %527, %524
  %532 = phi <8 x i64> [ poison, %524 ], [ %530, %527 ]
  %533 = extractelement <8 x i1> %349, i64 1
  br i1 %533, label %534, label %538

534:                                              ; preds = %531
  %535 = extractelement <8 x i64> %357, i64 1
  %536 = sdiv i64 %535, %13
  %537 = insertelement <8 x i64> %532, i64 %536, i64 1
  br label %538

538:                                              ; preds = %534, %531
  %539 = phi <8 x i64> [ %532, %531 ], [ %537, %534 ]
  %540 = extractelement <8 x i1> %349, i64 2
  br i1 %540, label %541, label %545

541:                                              ; preds = %538
  %542 = extractelement <8 x i64> %357, i64 2
  %543 = sdiv i64 %542, %13
  %544 = insertelement <8 x i64> %539, i64 %543, i64 2
  br label %545

545:                                              ; preds = %541, %538
  %546 = phi <8 x i64> [ %539, %538 ], [ %544, %541 ]
  %547 = extractelement <8 x i1> %349, i64 3
  br i1 %547, label %548, label %552

548:                                              ; preds = %545
  %549 = extractelement <8 x i64> %357, i64 3
  %550 = sdiv i64 %549, %13
  %551 = insertelement <8 x i64> %546, i64 %550, i64 3
  br label %552

552:                                              ; preds = %548, %545
  %553 = phi <8 x i64> [ %546, %545 ], [ %551, %548 ]
  %554 = extractelement <8 x i1> %349, i64 4
  br i1 %554, label %555, label %559

555:                                              ; preds = %552
  %556 = extractelement <8 x i64> %357, i64 4
  %557 = sdiv i64 %556, %13
  %558 = insertelement <8 x i64> %553, i64 %557, i64 4
  br label %559

559:                                              ; preds = %555, %552
  %560 = phi <8 x i64> [ %553, %552 ], [ %558, %555 ]
  %561 = extractelement <8 x i1> %349, i64 5
  br i1 %561, label %562, label %566

562:                                              ; preds = %559
  %563 = extractelement <8 x i64> %357, i64 5
  %564 = sdiv i64 %563, %13
  %565 = insertelement <8 x i64> %560, i64 %564, i64 5
  br label %566

566:                                              ; preds = %562, %559
  %567 = phi <8 x i64> [ %560, %559 ], [ %565, %562 ]
  %568 = extractelement <8 x i1> %349, i64 6
  br i1 %568, label %569, label %573

569:                                              ; preds = %566
  %570 = extractelement <8 x i64> %357, i64 6
  %571 = sdiv i64 %570, %13
  %572 = insertelement <8 x i64> %567, i64 %571, i64 6
  br label %573

573:                                              ; preds = %569, %566
  %574 = phi <8 x i64> [ %567, %566 ], [ %572, %569 ]
  %575 = extractelement <8 x i1> %349, i64 7
  br i1 %575, label %576, label %580

576:                                              ; preds = %573
  %577 = extractelement <8 x i64> %357, i64 7
  %578 = sdiv i64 %577, %13
  %579 = insertelement <8 x i64> %574, i64 %578, i64 7
  br label %580

580:                                              ; preds = %576, %573
  %581 = phi <8 x i64> [ %574, %573 ], [ %579, %576 ]
  %582 = sub nsw <8 x i64> zeroinitializer, %413
  %583 = sub nsw <8 x i64> zeroinitializer, %469
  %584 = sub nsw <8 x i64> zeroinitializer, %525
  %585 = sub nsw <8 x i64> zeroinitializer, %581
  %586 = extractelement <8 x i1> %342, i64 0
  br i1 %586, label %587, label %591

587:                                              ; preds = %580
  %588 = extractelement <8 x i64> %338, i64 0
  %589 = sdiv i64 %588, %13
  %590 = insertelement <8 x i64> poison, i64 %589, i64 0
  br label %591

591:                                              ; preds = %587, %580
  %592 = phi <8 x i64> [ poison, %580 ], [ %590, %587 ]
  %593 = extractelement <8 x i1> %342, i64 1
  br i1 %593, label %594, label %598

594:                                              ; preds = %591
  %595 = extractelement <8 x i64> %338, i64 1
  %596 = sdiv i64 %595, %13
  %597 = insertelement <8 x i64> %592, i64 %596, i64 1
  br label %598

598:                                              ; preds = %594, %591
  %599 = phi <8 x i64> [ %592, %591 ], [ %597, %594 ]
  %600 = extractelement <8 x i1> %342, i64 2
  br i1 %600, label %601, label %605

601:                                              ; preds = %598
  %602 = extractelement <8 x i64> %338, i64 2
  %603 = sdiv i64 %602, %13
  %604 = insertelement <8 x i64> %599, i64 %603, i64 2
  br label %605

605:                                              ; preds = %601, %598
  %606 = phi <8 x i64> [ %599, %598 ], [ %604, %601 ]
  %607 = extractelement <8 x i1> %342, i64 3
  br i1 %607, label %608, label %612

608:                                              ; preds = %605
  %609 = extractelement <8 x i64> %338, i64 3
  %610 = sdiv i64 %609, %13
  %611 = insertelement <8 x i64> %606, i64 %610, i64 3
  br label %612

612:                                              ; preds = %608, %605
  %613 = phi <8 x i64> [ %606, %605 ], [ %611, %608 ]
  %614 = extractelement <8 x i1> %342, i64 4
  br i1 %614, label %615, label %619

615:                                              ; preds = %612
  %616 = extractelement <8 x i64> %338, i64 4
  %617 = sdiv i64 %616, %13
  %618 = insertelement <8 x i64> %613, i64 %617, i64 4
  br label %619

619:                                              ; preds = %615, %612
  %620 = phi <8 x i64> [ %613, %612 ], [ %618, %615 ]
  %621 = extractelement <8 x i1> %342, i64 5
  br i1 %621, label %622, label %626

622:                                              ; preds = %619
  %623 = extractelement <8 x i64> %338, i64 5
  %624 = sdiv i64 %623, %13
  %625 = insertelement <8 x i64> %620, i64 %624, i64 5
  br label %626

626:                                              ; preds = %622, %619
  %627 = phi <8 x i64> [ %620, %619 ], [ %625, %622 ]
  %628 = extractelement <8 x i1> %342, i64 6
  br i1 %628, label %629, label %633

629:                                              ; preds = %626
  %630 = extractelement <8 x i64> %338, i64 6
  %631 = sdiv i64 %630, %13
  %632 = insertelement <8 x i64> %627, i64 %631, i64 6
  br label %633

633:                                              ; preds = %629, %626
  %634 = phi <8 x i64> [ %627, %626 ], [ %632, %629 ]
  %635 = extractelement <8 x i1> %342, i64 7
  br i1 %635, label %636, label %640

636:                                              ; preds = %633
  %637 = extractelement <8 x i64> %338, i64 7
  %638 = sdiv i64 %637, %13
  %639 = insertelement <8 x i64> %634, i64 %638, i64 7
  br label %640

640:                                              ; preds = %636, %633
  %641 = phi <8 x i64> [ %634, %633 ], [ %639, %636 ]
  %642 = extractelement <8 x i1> %343, i64 0
  br i1 %642, label %643, label %647

643:                                              ; preds = %640
  %644 = extractelement <8 x i64> %339, i64 0
  %645 = sdiv i64 %644, %13
  %646 = insertelement <8 x i64> poison, i64 %645, i64 0
  br label %647

647:                                              ; preds = %643, %640
  %648 = phi <8 x i64> [ poison, %640 ], [ %646, %643 ]
  %649 = extractelement <8 x i1> %343, i64 1
  br i1 %649, label %650, label %654

650:                                              ; preds = %647
  %651 = extractelement <8 x i64> %339, i64 1
  %652 = sdiv i64 %651, %13
  %653 = insertelement <8 x i64> %648, i64 %652, i64 1
  br label %654

654:                                              ; preds = %650, %647
  %655 = phi <8 x i64> [ %648, %647 ], [ %653, %650 ]
  %656 = extractelement <8 x i1> %343, i64 2
  br i1 %656, label %657, label %661

657:                                              ; preds = %654
  %658 = extractelement <8 x i64> %339, i64 2
  %659 = sdiv i64 %658, %13
  %660 = insertelement <8 x i64> %655, i64 %659, i64 2
  br label %661

661:                                              ; preds = %657, %654
  %662 = phi <8 x i64> [ %655, %654 ], [ %660, %657 ]
  %663 = extractelement <8 x i1> %343, i64 3
  br i1 %663, label %664, label %668

664:                                              ; preds = %661
  %665 = extractelement <8 x i64> %339, i64 3
  %666 = sdiv i64 %665, %13
  %667 = insertelement <8 x i64> %662, i64 %666, i64 3
  br label %668

668:                                              ; preds = %664, %661
  %669 = phi <8 x i64> [ %662, %661 ], [ %667, %664 ]
  %670 = extractelement <8 x i1> %343, i64 4
  br i1 %670, label %671, label %675

671:                                              ; preds = %668
  %672 = extractelement <8 x i64> %339, i64 4
  %673 = sdiv i64 %672, %13
  %674 = insertelement <8 x i64> %669, i64 %673, i64 4
  br label %675

675:                                              ; preds = %671, %668
  %676 = phi <8 x i64> [ %669, %668 ], [ %674, %671 ]
  %677 = extractelement <8 x i1> %343, i64 5
  br i1 %677, label %678, label %682

678:                                              ; preds = %675
  %679 = extractelement <8 x i64> %339, i64 5
  %680 = sdiv i64 %679, %13
  %681 = insertelement <8 x i64> %676, i64 %680, i64 5
  br label %682

682:                                              ; preds = %678, %675
  %683 = phi <8 x i64> [ %676, %675 ], [ %681, %678 ]
  %684 = extractelement <8 x i1> %343, i64 6
  br i1 %684, label %685, label %689

685:                                              ; preds = %682
  %686 = extractelement <8 x i64> %339, i64 6
  %687 = sdiv i64 %686, %13
  %688 = insertelement <8 x i64> %683, i64 %687, i64 6
  br label %689

689:                                              ; preds = %685, %682
  %690 = phi <8 x i64> [ %683, %682 ], [ %688, %685 ]
  %691 = extractelement <8 x i1> %343, i64 7
  br i1 %691, label %692, label %696

692:                                              ; preds = %689
  %693 = extractelement <8 x i64> %339, i64 7
  %694 = sdiv i64 %693, %13
  %695 = insertelement <8 x i64> %690, i64 %694, i64 7
  br label %696

696:                                              ; preds = %692, %689
  %697 = phi <8 x i64> [ %690, %689 ], [ %695, %692 ]
  %698 = extractelement <8 x i1> %344, i64 0
  br i1 %698, label %699, label %703

699:                                              ; preds = %696
  %700 = extractelement <8 x i64> %340, i64 0
  %701 = sdiv i64 %700, %13
  %702 = insertelement <8 x i64> poison, i64 %701, i64 0
  br label %703

703:                                              ; preds = %699, %696
  %704 = phi <8 x i64> [ poison, %696 ], [ %702, %699 ]
  %705 = extractelement <8 x i1> %344, i64 1
  br i1 %705, label %706, label %710

706:                                              ; preds = %703
  %707 = extractelement <8 x i64> %340, i64 1
  %708 = sdiv i64 %707, %13
  %709 = insertelement <8 x i64> %704, i64 %708, i64 1
  br label %710

710:                                              ; preds = %706, %703
  %711 = phi <8 x i64> [ %704, %703 ], [ %709, %706 ]
  %712 = extractelement <8 x i1> %344, i64 2
  br i1 %712, label %713, label %717

713:                                              ; preds = %710
  %714 = extractelement <8 x i64> %340, i64 2
  %715 = sdiv i64 %714, %13
  %716 = insertelement <8 x i64> %711, i64 %715, i64 2
  br label %717

717:                                              ; preds = %713, %710
  %718 = phi <8 x i64> [ %711, %710 ], [ %716, %713 ]
  %719 = extractelement <8 x i1> %344, i64 3
  br i1 %719, label %720, label %724

720:                                              ; preds = %717
  %721 = extractelement <8 x i64> %340, i64 3
  %722 = sdiv i64 %721, %13
  %723 = insertelement <8 x i64> %718, i64 %722, i64 3
  br label %724

724:                                              ; preds = %720, %717
  %725 = phi <8 x i64> [ %718, %717 ], [ %723, %720 ]
  %726 = extractelement <8 x i1> %344, i64 4
  br i1 %726, label %727, label %731

727:                                              ; preds = %724
  %728 = extractelement <8 x i64> %340, i64 4
  %729 = sdiv i64 %728, %13
  %730 = insertelement <8 x i64> %725, i64 %729, i64 4
  br label %731

731:                                              ; preds = %727, %724
  %732 = phi <8 x i64> [ %725, %724 ], [ %730, %727 ]
  %733 = extractelement <8 x i1> %344, i64 5
  br i1 %733, label %734, label %738

734:                                              ; preds = %731
  %735 = extractelement <8 x i64> %340, i64 5
  %736 = sdiv i64 %735, %13
  %737 = insertelement <8 x i64> %732, i64 %736, i64 5
  br label %738

738:                                              ; preds = %734, %731
  %739 = phi <8 x i64> [ %732, %731 ], [ %737, %734 ]
  %740 = extractelement <8 x i1> %344, i64 6
  br i1 %740, label %741, label %745

741:                                              ; preds = %738
  %742 = extractelement <8 x i64> %340, i64 6
  %743 = sdiv i64 %742, %13
  %744 = insertelement <8 x i64> %739, i64 %743, i64 6
  br label %745

745:                                              ; preds = %741, %738
  %746 = phi <8 x i64> [ %739, %738 ], [ %744, %741 ]
  %747 = extractelement <8 x i1> %344, i64 7
  br i1 %747, label %748, label %752

748:                                              ; preds = %745
  %749 = extractelement <8 x i64> %340, i64 7
  %750 = sdiv i64 %749, %13
  %751 = insertelement <8 x i64> %746, i64 %750, i64 7
  br label %752

752:                                              ; preds = %748, %745
  %753 = phi <8 x i64> [ %746, %745 ], [ %751, %748 ]
  %754 = extractelement <8 x i1> %345, i64 0
  br i1 %754, label %755, label %759

755:                                              ; preds = %752
  %756 = extractelement <8 x i64> %341, i64 0
  %757 = sdiv i64 %756, %13
  %758 = insertelement <8 x i64> poison, i64 %757, i64 0
  br label %759

759:                                              ; preds = %755, %752
  %760 = phi <8 x i64> [ poison, %752 ], [ %758, %755 ]
  %761 = extractelement <8 x i1> %345, i64 1
  br i1 %761, label %762, label %766

762:                                              ; preds = %759
  %763 = extractelement <8 x i64> %341, i64 1
  %764 = sdiv i64 %763, %13
  %765 = insertelement <8 x i64> %760, i64 %764, i64 1
  br label %766

766:                                              ; preds = %762, %759
  %767 = phi <8 x i64> [ %760, %759 ], [ %765, %762 ]
  %768 = extractelement <8 x i1> %345, i64 2
  br i1 %768, label %769, label %773

769:                                              ; preds = %766
  %770 = extractelement <8 x i64> %341, i64 2
  %771 = sdiv i64 %770, %13
  %772 = insertelement <8 x i64> %767, i64 %771, i64 2
  br label %773

773:                                              ; preds = %769, %766
  %774 = phi <8 x i64> [ %767, %766 ], [ %772, %769 ]
  %775 = extractelement <8 x i1> %345, i64 3
  br i1 %775, label %776, label %780

776:                                              ; preds = %773
  %777 = extractelement <8 x i64> %341, i64 3
  %778 = sdiv i64 %777, %13
  %779 = insertelement <8 x i64> %774, i64 %778, i64 3
  br label %780

780:                                              ; preds = %776, %773
  %781 = phi <8 x i64> [ %774, %773 ], [ %779, %776 ]
  %782 = extractelement <8 x i1> %345, i64 4
  br i1 %782, label %783, label %787

783:                                              ; preds = %780
  %784 = extractelement <8 x i64> %341, i64 4
  %785 = sdiv i64 %784, %13
  %786 = insertelement <8 x i64> %781, i64 %785, i64 4
  br label %787

787:                                              ; preds = %783, %780
  %788 = phi <8 x i64> [ %781, %780 ], [ %786, %783 ]
  %789 = extractelement <8 x i1> %345, i64 5
  br i1 %789, label %790, label %794

790:                                              ; preds = %787
  %791 = extractelement <8 x i64> %341, i64 5
  %792 = sdiv i64 %791, %13
  %793 = insertelement <8 x i64> %788, i64 %792, i64 5
  br label %794

794:                                              ; preds = %790, %787
  %795 = phi <8 x i64> [ %788, %787 ], [ %793, %790 ]
  %796 = extractelement <8 x i1> %345, i64 6
  br i1 %796, label %797, label %801

797:                                              ; preds = %794
  %798 = extractelement <8 x i64> %341, i64 6
  %799 = sdiv i64 %798, %13
  %800 = insertelement <8 x i64> %795, i64 %799, i64 6
  br label %801

801:                                              ; preds = %797, %794
  %802 = phi <8 x i64> [ %795, %794 ], [ %800, %797 ]
  %803 = extractelement <8 x i1> %345, i64 7
  br i1 %803, label %804, label %808

804:                                              ; preds = %801
  %805 = extractelement <8 x i64> %341, i64 7
  %806 = sdiv i64 %805, %13
  %807 = insertelement <8 x i64> %802, i64 %806, i64 7
  br label %808

808:                                              ; preds = %804, %801
  %809 = phi <8 x i64> [ %802, %801 ], [ %807, %804 ]
  %810 = select <8 x i1> %342, <8 x i64> %641, <8 x i64> %582
  %811 = select <8 x i1> %343, <8 x i64> %697, <8 x i64> %583
  %812 = select <8 x i1> %344, <8 x i64> %753, <8 x i64> %584
  %813 = select <8 x i1> %345, <8 x i64> %809, <8 x i64> %585
  %814 = mul nsw <8 x i64> %810, %210
  %815 = mul nsw <8 x i64> %811, %210
  %816 = mul nsw <8 x i64> %812, %210
  %817 = mul nsw <8 x i64> %813, %210
  %818 = sub nsw <8 x i64> %338, %814
  %819 = sub nsw <8 x i64> %339, %815
  %820 = sub nsw <8 x i64> %340, %816
  %821 = sub nsw <8 x i64> %341, %817
  %822 = shl nuw <8 x i64> splat (i64 1), %818
  %823 = shl nuw <8 x i64> splat (i64 1), %819
  %824 = shl nuw <8 x i64> splat (i64 1), %820
  %825 = shl nuw <8 x i64> splat (i64 1), %821
  %826 = or <8 x i64> %822, %331
  %827 = or <8 x i64> %823, %332
  %828 = or <8 x i64> %824, %333
  %829 = or <8 x i64> %825, %334
  %830 = add nuw i64 %329, 32
  %831 = add <8 x i64> %330, splat (i64 32)
  %832 = icmp eq i64 %830, %208
  br i1 %832, label %833, label %328

833:                                              ; preds = %808
  %834 = or <8 x i64> %827, %826
  %835 = or <8 x i64> %828, %834
  %836 = or <8 x i64> %829, %835
  %837 = call i64 @llvm.vector.reduce.or.v8i64(<8 x i64> %836)
  br i1 %211, label %983, label %838

838:                                              ; preds = %833
  br i1 %212, label %980, label %839

839:                                              ; preds = %324, %838
  %840 = phi i64 [ %208, %838 ], [ 0, %324 ]
  %841 = phi i64 [ %837, %838 ], [ 0, %324 ]
  %842 = insertelement <8 x i64> <i64 poison, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0>, i64 %841, i64 0
  %843 = insertelement <8 x i64> poison, i64 %319, i64 0
  %844 = shufflevector <8 x i64> %843, <8 x i64> poison, <8 x i32> zeroinitializer
  %845 = insertelement <8 x i64> poison, i64 %840, i64 0
  %846 = shufflevector <8 x i64> %845, <8 x i64> poison, <8 x i32> zeroinitializer
  %847 = or disjoint <8 x i64> %846, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %848

848:                                              ; preds = %968, %839
  %849 = phi i64 [ %840, %839 ], [ %975, %968 ]
  %850 = phi <8 x i64> [ %847, %839 ], [ %976, %968 ]
  %851 = phi <8 x i64> [ %842, %839 ], [ %974, %968 ]
  %852 = sub nsw <8 x i64> %850, %844
  %853 = icmp sgt <8 x i64> %852, splat (i64 -1)
  %854 = xor <8 x i1> %853, splat (i1 true)
  %855 = xor <8 x i64> %852, splat (i64 -1)
  %856 = add <8 x i64> %215, %855
  %857 = extractelement <8 x i1> %854, i64 0
  br i1 %857, label %858, label %862

858:                                              ; preds = %848
  %859 = extractelement <8 x i64> %856, i64 0
  %860 = sdiv i64 %859, %13
  %861 = insertelement <8 x i64> poison, i64 %860, i64 0
  br label %862

862:                                              ; preds = %858, %848
  %863 = phi <8 x i64> [ poison, %848 ], [ %861, %858 ]
  %864 = extractelement <8 x i1> %854, i64 1
  br i1 %864, label %865, label %869

865:                                              ; preds = %862
  %866 = extractelement <8 x i64> %856, i64 1
  %867 = sdiv i64 %866, %13
  %868 = insertelement <8 x i64> %863, i64 %867, i64 1
  br label %869

869:                                              ; preds = %865, %862
  %870 = phi <8 x i64> [ %863, %862 ], [ %868, %865 ]
  %871 = extractelement <8 x i1> %854, i64 2
  br i1 %871, label %872, label %876

872:                                              ; preds = %869
  %873 = extractelement <8 x i64> %856, i64 2
  %874 = sdiv i64 %873, %13
  %875 = insertelement <8 x i64> %870, i64 %874, i64 2
  br label %876

876:                                              ; preds = %872, %869
  %877 = phi <8 x i64> [ %870, %869 ], [ %875, %872 ]
  %878 = extractelement <8 x i1> %854, i64 3
  br i1 %878, label %879, label %883

879:                                              ; preds = %876
  %880 = extractelement <8 x i64> %856, i64 3
  %881 = sdiv i64 %880, %13
  %882 = insertelement <8 x i64> %877, i64 %881, i64 3
  br label %883

883:                                              ; preds = %879, %876
  %884 = phi <8 x i64> [ %877, %876 ], [ %882, %879 ]
  %885 = extractelement <8 x i1> %854, i64 4
  br i1 %885, label %886, label %890

886:                                              ; preds = %883
  %887 = extractelement <8 x i64> %856, i64 4
  %888 = sdiv i64 %887, %13
  %889 = insertelement <8 x i64> %884, i64 %888, i64 4
  br label %890

890:                                              ; preds = %886, %883
  %891 = phi <8 x i64> [ %884, %883 ], [ %889, %886 ]
  %892 = extractelement <8 x i1> %854, i64 5
  br i1 %892, label %893, label %897

893:                                              ; preds = %890
  %894 = extractelement <8 x i64> %856, i64 5
  %895 = sdiv i64 %894, %13
  %896 = insertelement <8 x i64> %891, i64 %895, i64 5
  br label %897

897:                                              ; preds = %893, %890
  %898 = phi <8 x i64> [ %891, %890 ], [ %896, %893 ]
  %899 = extractelement <8 x i1> %854, i64 6
  br i1 %899, label %900, label %904

900:                                              ; preds = %897
  %901 = extractelement <8 x i64> %856, i64 6
  %902 = sdiv i64 %901, %13
  %903 = insertelement <8 x i64> %898, i64 %902, i64 6
  br label %904

904:                                              ; preds = %900, %897
  %905 = phi <8 x i64> [ %898, %897 ], [ %903, %900 ]
  %906 = extractelement <8 x i1> %854, i64 7
  br i1 %906, label %907, label %911

907:                                              ; preds = %904
  %908 = extractelement <8 x i64> %856, i64 7
  %909 = sdiv i64 %908, %13
  %910 = insertelement <8 x i64> %905, i64 %909, i64 7
  br label %911

911:                                              ; preds = %907, %904
  %912 = phi <8 x i64> [ %905, %904 ], [ %910, %907 ]
  %913 = sub nsw <8 x i64> zeroinitializer, %912
  %914 = extractelement <8 x i1> %853, i64 0
  br i1 %914, label %915, label %919

915:                                              ; preds = %911
  %916 = extractelement <8 x i64> %852, i64 0
  %917 = sdiv i64 %916, %13
  %918 = insertelement <8 x i64> poison, i64 %917, i64 0
  br label %919

919:                                              ; preds = %915, %911
  %920 = phi <8 x i64> [ poison, %911 ], [ %918, %915 ]
  %921 = extractelement <8 x i1> %853, i64 1
  br i1 %921, label %922, label %926

922:                                              ; preds = %919
  %923 = extractelement <8 x i64> %852, i64 1
  %924 = sdiv i64 %923, %13
  %925 = insertelement <8 x i64> %920, i64 %924, i64 1
  br label %926

926:                                              ; preds = %922, %919
  %927 = phi <8 x i64> [ %920, %919 ], [ %925, %922 ]
  %928 = extractelement <8 x i1> %853, i64 2
  br i1 %928, label %929, label %933

929:                                              ; preds = %926
  %930 = extractelement <8 x i64> %852, i64 2
  %931 = sdiv i64 %930, %13
  %932 = insertelement <8 x i64> %927, i64 %931, i64 2
  br label %933

933:                                              ; preds = %929, %926
  %934 = phi <8 x i64> [ %927, %926 ], [ %932, %929 ]
  %935 = extractelement <8 x i1> %853, i64 3
  br i1 %935, label %936, label %940

936:                                              ; preds = %933
  %937 = extractelement <8 x i64> %852, i64 3
  %938 = sdiv i64 %937, %13
  %939 = insertelement <8 x i64> %934, i64 %938, i64 3
  br label %940

940:                                              ; preds = %936, %933
  %941 = phi <8 x i64> [ %934, %933 ], [ %939, %936 ]
  %942 = extractelement <8 x i1> %853, i64 4
  br i1 %942, label %943, label %947

943:                                              ; preds = %940
  %944 = extractelement <8 x i64> %852, i64 4
  %945 = sdiv i64 %944, %13
  %946 = insertelement <8 x i64> %941, i64 %945, i64 4
  br label %947

947:                                              ; preds = %943, %940
  %948 = phi <8 x i64> [ %941, %940 ], [ %946, %943 ]
  %949 = extractelement <8 x i1> %853, i64 5
  br i1 %949, label %950, label %954

950:                                              ; preds = %947
  %951 = extractelement <8 x i64> %852, i64 5
  %952 = sdiv i64 %951, %13
  %953 = insertelement <8 x i64> %948, i64 %952, i64 5
  br label %954

954:                                              ; preds = %950, %947
  %955 = phi <8 x i64> [ %948, %947 ], [ %953, %950 ]
  %956 = extractelement <8 x i1> %853, i64 6
  br i1 %956, label %957, label %961

957:                                              ; preds = %954
  %958 = extractelement <8 x i64> %852, i64 6
  %959 = sdiv i64 %958, %13
  %960 = insertelement <8 x i64> %955, i64 %959, i64 6
  br label %961

961:                                              ; preds = %957, %954
  %962 = phi <8 x i64> [ %955, %954 ], [ %960, %957 ]
  %963 = extractelement <8 x i1> %853, i64 7
  br i1 %963, label %964, label %968

964:                                              ; preds = %961
  %965 = extractelement <8 x i64> %852, i64 7
  %966 = sdiv i64 %965, %13
  %967 = insertelement <8 x i64> %962, i64 %966, i64 7
  br label %968

968:                                              ; preds = %964, %961
  %969 = phi <8 x i64> [ %962, %961 ], [ %967, %964 ]
  %970 = select <8 x i1> %853, <8 x i64> %969, <8 x i64> %913
  %971 = mul nsw <8 x i64> %970, %215
  %972 = sub nsw <8 x i64> %852, %971
  %973 = shl nuw <8 x i64> splat (i64 1), %972
  %974 = or <8 x i64> %973, %851
  %975 = add nuw i64 %849, 8
  %976 = add nuw nsw <8 x i64> %850, splat (i64 8)
  %977 = icmp eq i64 %975, %213
  br i1 %977, label %978, label %848

978:                                              ; preds = %968
  %979 = call i64 @llvm.vector.reduce.or.v8i64(<8 x i64> %974)
  br i1 %216, label %983, label %980

980:                                              ; preds = %323, %838, %978
  %981 = phi i64 [ 0, %323 ], [ %208, %838 ], [ %213, %978 ]
  %982 = phi i64 [ 0, %323 ], [ %837, %838 ], [ %979, %978 ]
  br label %985

983:                                              ; preds = %997, %833, %978, %307
  %984 = phi i64 [ 0, %307 ], [ %979, %978 ], [ %837, %833 ], [ %1002, %997 ]
  br i1 %91, label %1091, label %1005

985:                                              ; preds = %980, %997
  %986 = phi i64 [ %1003, %997 ], [ %981, %980 ]
  %987 = phi i64 [ %1002, %997 ], [ %982, %980 ]
  %988 = sub nsw i64 %986, %319
  %989 = icmp sgt i64 %988, -1
  br i1 %989, label %990, label %992

990:                                              ; preds = %985
  %991 = sdiv i64 %988, %13
  br label %997

992:                                              ; preds = %985
  %993 = xor i64 %988, -1
  %994 = add i64 %13, %993
  %995 = sdiv i64 %994, %13
  %996 = sub nsw i64 0, %995
  br label %997

997:                                              ; preds = %992, %990
  %998 = phi i64 [ %991, %990 ], [ %996, %992 ]
  %999 = mul nsw i64 %998, %13
  %1000 = sub nsw i64 %988, %999
  %1001 = shl nuw i64 1, %1000
  %1002 = or i64 %1001, %987
  %1003 = add nuw nsw i64 %986, 1
  %1004 = icmp eq i64 %1003, %11
  br i1 %1004, label %983, label %985

1005:                                             ; preds = %1101, %983
  %1006 = phi i64 [ 0, %983 ], [ %1106, %1101 ]
  br i1 %92, label %1007, label %1121

1007:                                             ; preds = %1005
  br i1 %217, label %1088, label %1008

1008:                                             ; preds = %1007
  br i1 %218, label %1061, label %1009

1009:                                             ; preds = %1008
  %1010 = insertelement <8 x i64> poison, i64 %984, i64 0
  %1011 = shufflevector <8 x i64> %1010, <8 x i64> poison, <8 x i32> zeroinitializer
  %1012 = insertelement <8 x i64> poison, i64 %1006, i64 0
  %1013 = shufflevector <8 x i64> %1012, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1014

1014:                                             ; preds = %1014, %1009
  %1015 = phi i64 [ 0, %1009 ], [ %1052, %1014 ]
  %1016 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %1009 ], [ %1053, %1014 ]
  %1017 = phi <8 x i64> [ zeroinitializer, %1009 ], [ %1048, %1014 ]
  %1018 = phi <8 x i64> [ zeroinitializer, %1009 ], [ %1049, %1014 ]
  %1019 = phi <8 x i64> [ zeroinitializer, %1009 ], [ %1050, %1014 ]
  %1020 = phi <8 x i64> [ zeroinitializer, %1009 ], [ %1051, %1014 ]
  %1021 = add <8 x i64> %1016, splat (i64 8)
  %1022 = add <8 x i64> %1016, splat (i64 16)
  %1023 = add <8 x i64> %1016, splat (i64 24)
  %1024 = shl nuw <8 x i64> splat (i64 1), %1016
  %1025 = shl nuw <8 x i64> splat (i64 1), %1021
  %1026 = shl nuw <8 x i64> splat (i64 1), %1022
  %1027 = shl nuw <8 x i64> splat (i64 1), %1023
  %1028 = and <8 x i64> %1024, %1011
  %1029 = and <8 x i64> %1025, %1011
  %1030 = and <8 x i64> %1026, %1011
  %1031 = and <8 x i64> %1027, %1011
  %1032 = icmp eq <8 x i64> %1028, zeroinitializer
  %1033 = icmp eq <8 x i64> %1029, zeroinitializer
  %1034 = icmp eq <8 x i64> %1030, zeroinitializer
  %1035 = icmp eq <8 x i64> %1031, zeroinitializer
  %1036 = shl nuw nsw <8 x i64> %1016, splat (i64 1)
  %1037 = shl nuw nsw <8 x i64> %1021, splat (i64 1)
  %1038 = shl nuw nsw <8 x i64> %1022, splat (i64 1)
  %1039 = shl nuw nsw <8 x i64> %1023, splat (i64 1)
  %1040 = shl <8 x i64> %1013, %1036
  %1041 = shl <8 x i64> %1013, %1037
  %1042 = shl <8 x i64> %1013, %1038
  %1043 = shl <8 x i64> %1013, %1039
  %1044 = select <8 x i1> %1032, <8 x i64> zeroinitializer, <8 x i64> %1040
  %1045 = select <8 x i1> %1033, <8 x i64> zeroinitializer, <8 x i64> %1041
  %1046 = select <8 x i1> %1034, <8 x i64> zeroinitializer, <8 x i64> %1042
  %1047 = select <8 x i1> %1035, <8 x i64> zeroinitializer, <8 x i64> %1043
  %1048 = or <8 x i64> %1044, %1017
  %1049 = or <8 x i64> %1045, %1018
  %1050 = or <8 x i64> %1046, %1019
  %1051 = or <8 x i64> %1047, %1020
  %1052 = add nuw i64 %1015, 32
  %1053 = add <8 x i64> %1016, splat (i64 32)
  %1054 = icmp eq i64 %1052, %220
  br i1 %1054, label %1055, label %1014

1055:                                             ; preds = %1014
  %1056 = or <8 x i64> %1049, %1048
  %1057 = or <8 x i64> %1050, %1056
  %1058 = or <8 x i64> %1051, %1057
  %1059 = call i64 @llvm.vector.reduce.or.v8i64(<8 x i64> %1058)
  br i1 %221, label %1121, label %1060

1060:                                             ; preds = %1055
  br i1 %222, label %1088, label %1061

1061:                                             ; preds = %1008, %1060
  %1062 = phi i64 [ %220, %1060 ], [ 0, %1008 ]
  %1063 = phi i64 [ %1059, %1060 ], [ 0, %1008 ]
  %1064 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %1063, i64 0
  %1065 = insertelement <4 x i64> poison, i64 %984, i64 0
  %1066 = shufflevector <4 x i64> %1065, <4 x i64> poison, <4 x i32> zeroinitializer
  %1067 = insertelement <4 x i64> poison, i64 %1006, i64 0
  %1068 = shufflevector <4 x i64> %1067, <4 x i64> poison, <4 x i32> zeroinitializer
  %1069 = insertelement <4 x i64> poison, i64 %1062, i64 0
  %1070 = shufflevector <4 x i64> %1069, <4 x i64> poison, <4 x i32> zeroinitializer
  %1071 = or disjoint <4 x i64> %1070, <i64 0, i64 1, i64 2, i64 3>
  br label %1072

1072:                                             ; preds = %1072, %1061
  %1073 = phi i64 [ %1062, %1061 ], [ %1083, %1072 ]
  %1074 = phi <4 x i64> [ %1071, %1061 ], [ %1084, %1072 ]
  %1075 = phi <4 x i64> [ %1064, %1061 ], [ %1082, %1072 ]
  %1076 = shl nuw <4 x i64> splat (i64 1), %1074
  %1077 = and <4 x i64> %1076, %1066
  %1078 = icmp eq <4 x i64> %1077, zeroinitializer
  %1079 = shl nuw nsw <4 x i64> %1074, splat (i64 1)
  %1080 = shl <4 x i64> %1068, %1079
  %1081 = select <4 x i1> %1078, <4 x i64> zeroinitializer, <4 x i64> %1080
  %1082 = or <4 x i64> %1081, %1075
  %1083 = add nuw i64 %1073, 4
  %1084 = add nuw nsw <4 x i64> %1074, splat (i64 4)
  %1085 = icmp eq i64 %1083, %223
  br i1 %1085, label %1086, label %1072

1086:                                             ; preds = %1072
  %1087 = call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %1082)
  br i1 %224, label %1121, label %1088

1088:                                             ; preds = %1007, %1060, %1086
  %1089 = phi i64 [ 0, %1007 ], [ %220, %1060 ], [ %223, %1086 ]
  %1090 = phi i64 [ 0, %1007 ], [ %1059, %1060 ], [ %1087, %1086 ]
  br label %1109

1091:                                             ; preds = %983, %1101
  %1092 = phi i64 [ %1107, %1101 ], [ 0, %983 ]
  %1093 = phi i64 [ %1106, %1101 ], [ 0, %983 ]
  %1094 = sub nsw i64 %1092, %16
  %1095 = icmp sgt i64 %1094, -1
  br i1 %1095, label %1096, label %1098

1096:                                             ; preds = %1091
  %1097 = lshr i64 %1094, 1
  br label %1101

1098:                                             ; preds = %1091
  %1099 = sub i64 1, %1094
  %1100 = sdiv i64 %1099, -2
  br label %1101

1101:                                             ; preds = %1098, %1096
  %1102 = phi i64 [ %1097, %1096 ], [ %1100, %1098 ]
  %1103 = shl nsw i64 %1102, 1
  %1104 = sub nsw i64 %1094, %1103
  %1105 = shl nuw i64 1, %1104
  %1106 = or i64 %1105, %1093
  %1107 = add nuw nsw i64 %1092, 1
  %1108 = icmp eq i64 %1107, %12
  br i1 %1108, label %1005, label %1091

1109:                                             ; preds = %1088, %1109
  %1110 = phi i64 [ %1119, %1109 ], [ %1089, %1088 ]
  %1111 = phi i64 [ %1118, %1109 ], [ %1090, %1088 ]
  %1112 = shl nuw i64 1, %1110
  %1113 = and i64 %1112, %984
  %1114 = icmp eq i64 %1113, 0
  %1115 = shl nuw nsw i64 %1110, 1
  %1116 = shl i64 %1006, %1115
  %1117 = select i1 %1114, i64 0, i64 %1116
  %1118 = or i64 %1117, %1111
  %1119 = add nuw nsw i64 %1110, 1
  %1120 = icmp eq i64 %1119, %13
  br i1 %1120, label %1121, label %1109

1121:                                             ; preds = %1109, %1055, %1086, %1005
  %1122 = phi i64 [ 0, %1005 ], [ %1087, %1086 ], [ %1059, %1055 ], [ %1118, %1109 ]
  %1123 = mul i64 %93, %322
  %1124 = mul nsw i64 %288, %20
  %1125 = getelementptr inbounds float, ptr %43, i64 %1124
  %1126 = mul nsw i64 %314, %8
  %1127 = getelementptr inbounds float, ptr %1125, i64 %1126
  br i1 %94, label %1128, label %1130

1128:                                             ; preds = %1121
  %1129 = mul i64 %322, %73
  br label %1334

1130:                                             ; preds = %1433, %1121
  store i64 %73, ptr %102, align 8
  br i1 %90, label %1131, label %1255

1131:                                             ; preds = %1130
  %1132 = mul i64 %103, %322
  br i1 %225, label %1253, label %1133

1133:                                             ; preds = %1131
  %1134 = insertelement <4 x i64> poison, i64 %1132, i64 0
  %1135 = shufflevector <4 x i64> %1134, <4 x i64> poison, <4 x i32> zeroinitializer
  %1136 = insertelement <4 x i64> poison, i64 %319, i64 0
  %1137 = shufflevector <4 x i64> %1136, <4 x i64> poison, <4 x i32> zeroinitializer
  %1138 = insertelement <4 x i64> poison, i64 %317, i64 0
  %1139 = shufflevector <4 x i64> %1138, <4 x i64> poison, <4 x i32> zeroinitializer
  %1140 = insertelement <4 x i64> poison, i64 %320, i64 0
  %1141 = shufflevector <4 x i64> %1140, <4 x i64> poison, <4 x i32> zeroinitializer
  %1142 = insertelement <4 x i64> poison, i64 %322, i64 0
  %1143 = shufflevector <4 x i64> %1142, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %1144

1144:                                             ; preds = %1241, %1133
  %1145 = phi i64 [ 0, %1133 ], [ %1249, %1241 ]
  %1146 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %1133 ], [ %1250, %1241 ]
  %1147 = sub nsw <4 x i64> %1146, %1137
  %1148 = icmp sgt <4 x i64> %1147, splat (i64 -1)
  %1149 = xor <4 x i1> %1148, splat (i1 true)
  %1150 = xor <4 x i64> %1147, splat (i64 -1)
  %1151 = add <4 x i64> %228, %1150
  %1152 = extractelement <4 x i1> %1149, i64 0
  br i1 %1152, label %1153, label %1157

1153:                                             ; preds = %1144
  %1154 = extractelement <4 x i64> %1151, i64 0
  %1155 = sdiv i64 %1154, %13
  %1156 = insertelement <4 x i64> poison, i64 %1155, i64 0
  br label %1157

1157:                                             ; preds = %1153, %1144
  %1158 = phi <4 x i64> [ poison, %1144 ], [ %1156, %1153 ]
  %1159 = extractelement <4 x i1> %1149, i64 1
  br i1 %1159, label %1160, label %1164

1160:                                             ; preds = %1157
  %1161 = extractelement <4 x i64> %1151, i64 1
  %1162 = sdiv i64 %1161, %13
  %1163 = insertelement <4 x i64> %1158, i64 %1162, i64 1
  br label %1164

1164:                                             ; preds = %1160, %1157
  %1165 = phi <4 x i64> [ %1158, %1157 ], [ %1163, %1160 ]
  %1166 = extractelement <4 x i1> %1149, i64 2
  br i1 %1166, label %1167, label %1171

1167:                                             ; preds = %1164
  %1168 = extractelement <4 x i64> %1151, i64 2
  %1169 = sdiv i64 %1168, %13
  %1170 = insertelement <4 x i64> %1165, i64 %1169, i64 2
  br label %1171

1171:                                             ; preds = %1167, %1164
  %1172 = phi <4 x i64> [ %1165, %1164 ], [ %1170, %1167 ]
  %1173 = extractelement <4 x i1> %1149, i64 3
  br i1 %1173, label %1174, label %1178

1174:                                             ; preds = %1171
  %1175 = extractelement <4 x i64> %1151, i64 3
  %1176 = sdiv i64 %1175, %13
  %1177 = insertelement <4 x i64> %1172, i64 %1176, i64 3
  br label %1178

1178:                                             ; preds = %1174, %1171
  %1179 = phi <4 x i64> [ %1172, %1171 ], [ %1177, %1174 ]
  %1180 = sub nsw <4 x i64> zeroinitializer, %1179
  %1181 = extractelement <4 x i1> %1148, i64 0
  br i1 %1181, label %1182, label %1186

1182:                                             ; preds = %1178
  %1183 = extractelement <4 x i64> %1147, i64 0
  %1184 = sdiv i64 %1183, %13
  %1185 = insertelement <4 x i64> poison, i64 %1184, i64 0
  br label %1186

1186:                                             ; preds = %1182, %1178
  %1187 = phi <4 x i64> [ poison, %1178 ], [ %1185, %1182 ]
  %1188 = extractelement <4 x i1> %1148, i64 1
  br i1 %1188, label %1189, label %1193

1189:                                             ; preds = %1186
  %1190 = extractelement <4 x i64> %1147, i64 1
  %1191 = sdiv i64 %1190, %13
  %1192 = insertelement <4 x i64> %1187, i64 %1191, i64 1
  br label %1193

1193:                                             ; preds = %1189, %1186
  %1194 = phi <4 x i64> [ %1187, %1186 ], [ %1192, %1189 ]
  %1195 = extractelement <4 x i1> %1148, i64 2
  br i1 %1195, label %1196, label %1200

1196:                                             ; preds = %1193
  %1197 = extractelement <4 x i64> %1147, i64 2
  %1198 = sdiv i64 %1197, %13
  %1199 = insertelement <4 x i64> %1194, i64 %1198, i64 2
  br label %1200

1200:                                             ; preds = %1196, %1193
  %1201 = phi <4 x i64> [ %1194, %1193 ], [ %1199, %1196 ]
  %1202 = extractelement <4 x i1> %1148, i64 3
  br i1 %1202, label %1203, label %1207

1203:                                             ; preds = %1200
  %1204 = extractelement <4 x i64> %1147, i64 3
  %1205 = sdiv i64 %1204, %13
  %1206 = insertelement <4 x i64> %1201, i64 %1205, i64 3
  br label %1207

1207:                                             ; preds = %1203, %1200
  %1208 = phi <4 x i64> [ %1201, %1200 ], [ %1206, %1203 ]
  %1209 = select <4 x i1> %1148, <4 x i64> %1208, <4 x i64> %1180
  %1210 = mul nsw <4 x i64> %1209, %228
  %1211 = sub nsw <4 x i64> %1147, %1210
  %1212 = icmp slt <4 x i64> %1211, %1139
  %1213 = xor <4 x i64> %1211, splat (i64 -1)
  %1214 = add <4 x i64> %1141, %1213
  %1215 = extractelement <4 x i1> %1212, i64 0
  br i1 %1215, label %1216, label %1220

1216:                                             ; preds = %1207
  %1217 = extractelement <4 x i64> %1214, i64 0
  %1218 = sdiv i64 %1217, %13
  %1219 = insertelement <4 x i64> poison, i64 %1218, i64 0
  br label %1220

1220:                                             ; preds = %1216, %1207
  %1221 = phi <4 x i64> [ poison, %1207 ], [ %1219, %1216 ]
  %1222 = extractelement <4 x i1> %1212, i64 1
  br i1 %1222, label %1223, label %1227

1223:                                             ; preds = %1220
  %1224 = extractelement <4 x i64> %1214, i64 1
  %1225 = sdiv i64 %1224, %13
  %1226 = insertelement <4 x i64> %1221, i64 %1225, i64 1
  br label %1227

1227:                                             ; preds = %1223, %1220
  %1228 = phi <4 x i64> [ %1221, %1220 ], [ %1226, %1223 ]
  %1229 = extractelement <4 x i1> %1212, i64 2
  br i1 %1229, label %1230, label %1234

1230:                                             ; preds = %1227
  %1231 = extractelement <4 x i64> %1214, i64 2
  %1232 = sdiv i64 %1231, %13
  %1233 = insertelement <4 x i64> %1228, i64 %1232, i64 2
  br label %1234

1234:                                             ; preds = %1230, %1227
  %1235 = phi <4 x i64> [ %1228, %1227 ], [ %1233, %1230 ]
  %1236 = extractelement <4 x i1> %1212, i64 3
  br i1 %1236, label %1237, label %1241

1237:                                             ; preds = %1234
  %1238 = extractelement <4 x i64> %1214, i64 3
  %1239 = sdiv i64 %1238, %13
  %1240 = insertelement <4 x i64> %1235, i64 %1239, i64 3
  br label %1241

1241:                                             ; preds = %1237, %1234
  %1242 = phi <4 x i64> [ %1235, %1234 ], [ %1240, %1237 ]
  %1243 = select <4 x i1> %1212, <4 x i64> %1242, <4 x i64> zeroinitializer
  %1244 = mul <4 x i64> %1135, %1211
  %1245 = getelementptr inbounds nuw i64, ptr %37, i64 %1145
  store <4 x i64> %1244, ptr %1245, align 8
  %1246 = getelementptr inbounds nuw i64, ptr %104, i64 %1145
  store <4 x i64> %1209, ptr %1246, align 8
  %1247 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %1243, <4 x i64> %1143)
  %1248 = getelementptr inbounds nuw i64, ptr %105, i64 %1145
  store <4 x i64> %1247, ptr %1248, align 8
  %1249 = add nuw i64 %1145, 4
  %1250 = add nuw nsw <4 x i64> %1146, splat (i64 4)
  %1251 = icmp eq i64 %1249, %226
  br i1 %1251, label %1252, label %1144

1252:                                             ; preds = %1241
  br i1 %229, label %1255, label %1253

1253:                                             ; preds = %1131, %1252
  %1254 = phi i64 [ 0, %1131 ], [ %226, %1252 ]
  br label %1258

1255:                                             ; preds = %1278, %1252, %1130
  br i1 %91, label %1256, label %1314

1256:                                             ; preds = %1255
  %1257 = mul i64 %322, %73
  br label %1287

1258:                                             ; preds = %1253, %1278
  %1259 = phi i64 [ %1285, %1278 ], [ %1254, %1253 ]
  %1260 = sub nsw i64 %1259, %319
  %1261 = icmp sgt i64 %1260, -1
  br i1 %1261, label %1262, label %1264

1262:                                             ; preds = %1258
  %1263 = sdiv i64 %1260, %13
  br label %1269

1264:                                             ; preds = %1258
  %1265 = xor i64 %1260, -1
  %1266 = add i64 %13, %1265
  %1267 = sdiv i64 %1266, %13
  %1268 = sub nsw i64 0, %1267
  br label %1269

1269:                                             ; preds = %1264, %1262
  %1270 = phi i64 [ %1263, %1262 ], [ %1268, %1264 ]
  %1271 = mul nsw i64 %1270, %13
  %1272 = sub nsw i64 %1260, %1271
  %1273 = icmp slt i64 %1272, %317
  br i1 %1273, label %1274, label %1278

1274:                                             ; preds = %1269
  %1275 = xor i64 %1272, -1
  %1276 = add i64 %320, %1275
  %1277 = sdiv i64 %1276, %13
  br label %1278

1278:                                             ; preds = %1274, %1269
  %1279 = phi i64 [ %1277, %1274 ], [ 0, %1269 ]
  %1280 = mul i64 %1132, %1272
  %1281 = getelementptr inbounds nuw i64, ptr %37, i64 %1259
  store i64 %1280, ptr %1281, align 8
  %1282 = getelementptr inbounds nuw i64, ptr %104, i64 %1259
  store i64 %1270, ptr %1282, align 8
  %1283 = tail call i64 @llvm.smin.i64(i64 %1279, i64 %322)
  %1284 = getelementptr inbounds nuw i64, ptr %105, i64 %1259
  store i64 %1283, ptr %1284, align 8
  %1285 = add nuw nsw i64 %1259, 1
  %1286 = icmp eq i64 %1285, %11
  br i1 %1286, label %1255, label %1258

1287:                                             ; preds = %1305, %1256
  %1288 = phi i64 [ 0, %1256 ], [ %1312, %1305 ]
  %1289 = sub nsw i64 %1288, %16
  %1290 = icmp sgt i64 %1289, -1
  br i1 %1290, label %1291, label %1293

1291:                                             ; preds = %1287
  %1292 = lshr i64 %1289, 1
  br label %1296

1293:                                             ; preds = %1287
  %1294 = sub i64 1, %1289
  %1295 = sdiv i64 %1294, -2
  br label %1296

1296:                                             ; preds = %1293, %1291
  %1297 = phi i64 [ %1292, %1291 ], [ %1295, %1293 ]
  %1298 = shl nsw i64 %1297, 1
  %1299 = sub nsw i64 %1289, %1298
  %1300 = icmp slt i64 %1299, %8
  br i1 %1300, label %1301, label %1305

1301:                                             ; preds = %1296
  %1302 = xor i64 %1299, -1
  %1303 = add i64 %106, %1302
  %1304 = sdiv i64 %1303, 2
  br label %1305

1305:                                             ; preds = %1301, %1296
  %1306 = phi i64 [ %1304, %1301 ], [ 0, %1296 ]
  %1307 = mul i64 %1257, %1299
  %1308 = getelementptr inbounds nuw i64, ptr %107, i64 %1288
  store i64 %1307, ptr %1308, align 8
  %1309 = getelementptr inbounds nuw i64, ptr %108, i64 %1288
  store i64 %1297, ptr %1309, align 8
  %1310 = tail call i64 @llvm.smin.i64(i64 %1306, i64 %73)
  %1311 = getelementptr inbounds nuw i64, ptr %109, i64 %1288
  store i64 %1310, ptr %1311, align 8
  %1312 = add nuw nsw i64 %1288, 1
  %1313 = icmp eq i64 %1312, %12
  br i1 %1313, label %1314, label %1287

1314:                                             ; preds = %1305, %1255
  %1315 = mul nsw i64 %309, %10
  %1316 = mul nsw i64 %288, %21
  %1317 = getelementptr inbounds float, ptr %46, i64 %1316
  %1318 = mul nsw i64 %288, %26
  %1319 = getelementptr inbounds float, ptr %47, i64 %1318
  %1320 = select i1 %110, ptr null, ptr %1319
  %1321 = mul nsw i64 %288, %24
  %1322 = getelementptr inbounds float, ptr %48, i64 %1321
  %1323 = mul nsw i64 %287, %17
  %1324 = mul i64 %83, %280
  %1325 = icmp slt i64 %1323, %291
  br i1 %1325, label %1326, label %274

1326:                                             ; preds = %1314
  %1327 = mul i64 %83, %286
  %1328 = add nsw i64 %291, -1
  %1329 = load i64, ptr %102, align 8
  %1330 = tail call i64 @llvm.smin.i64(i64 %1327, i64 %6)
  %1331 = icmp slt i64 %1324, %1330
  %1332 = insertelement <8 x i64> poison, i64 %1329, i64 0
  %1333 = shufflevector <8 x i64> %1332, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1436

1334:                                             ; preds = %1128, %1433
  %1335 = phi i64 [ 0, %1128 ], [ %1434, %1433 ]
  %1336 = mul i64 %95, %1335
  %1337 = getelementptr inbounds float, ptr %1127, i64 %1336
  %1338 = mul nsw i64 %1335, %1123
  %1339 = getelementptr inbounds float, ptr %49, i64 %1338
  br i1 %92, label %1340, label %1433

1340:                                             ; preds = %1334, %1430
  %1341 = phi i64 [ %1431, %1430 ], [ 0, %1334 ]
  %1342 = shl nuw nsw i64 %1341, 1
  %1343 = shl nuw i64 1, %1342
  %1344 = and i64 %1343, %1122
  %1345 = icmp ne i64 %1344, 0
  %1346 = shl i64 2, %1342
  %1347 = and i64 %1346, %1122
  %1348 = icmp ne i64 %1347, 0
  %1349 = select i1 %1345, i1 true, i1 %1348
  br i1 %1349, label %1350, label %1430

1350:                                             ; preds = %1340
  %1351 = icmp slt i64 %1341, %317
  br i1 %1351, label %1352, label %1356

1352:                                             ; preds = %1350
  %1353 = xor i64 %1341, -1
  %1354 = add i64 %320, %1353
  %1355 = sdiv i64 %1354, %13
  br label %1356

1356:                                             ; preds = %1350, %1352
  %1357 = phi i64 [ %1355, %1352 ], [ 0, %1350 ]
  %1358 = tail call i64 @llvm.smin.i64(i64 %1357, i64 %322)
  %1359 = mul i64 %1129, %1342
  %1360 = getelementptr inbounds float, ptr %1339, i64 %1359
  %1361 = getelementptr inbounds float, ptr %1360, i64 %1129
  %1362 = icmp sgt i64 %1358, 0
  br i1 %1362, label %1363, label %1430

1363:                                             ; preds = %1356, %1373
  %1364 = phi i64 [ %1374, %1373 ], [ 0, %1356 ]
  %1365 = mul nuw nsw i64 %1364, %13
  %1366 = add nuw nsw i64 %1365, %1341
  %1367 = mul nsw i64 %1366, %8
  %1368 = getelementptr inbounds float, ptr %1337, i64 %1367
  br i1 %123, label %1369, label %1373

1369:                                             ; preds = %1363
  %1370 = mul nsw i64 %1364, %73
  %1371 = getelementptr inbounds float, ptr %1360, i64 %1370
  %1372 = getelementptr inbounds float, ptr %1361, i64 %1370
  br label %1376

1373:                                             ; preds = %1427, %1363
  %1374 = add nuw nsw i64 %1364, 1
  %1375 = icmp eq i64 %1374, %1358
  br i1 %1375, label %1430, label %1363

1376:                                             ; preds = %1369, %1427
  %1377 = phi i64 [ 0, %1369 ], [ %1428, %1427 ]
  %1378 = shl nuw nsw i64 %1377, 1
  %1379 = sub nsw i64 %8, %1378
  %1380 = icmp sgt i64 %1379, 15
  %1381 = trunc i64 %1379 to i32
  %1382 = shl nsw i32 -1, %1381
  %1383 = trunc i32 %1382 to i16
  %1384 = xor i16 %1383, -1
  %1385 = select i1 %1380, i16 -1, i16 %1384
  %1386 = icmp sgt i64 %1379, 31
  br i1 %1386, label %1395, label %1387

1387:                                             ; preds = %1376
  %1388 = tail call i64 @llvm.smax.i64(i64 %1379, i64 16)
  %1389 = trunc nuw nsw i64 %1388 to i32
  %1390 = add nsw i32 %1389, -16
  %1391 = shl nsw i32 -1, %1390
  %1392 = trunc nsw i32 %1391 to i16
  %1393 = xor i16 %1392, -1
  %1394 = bitcast i16 %1393 to <16 x i1>
  br label %1395

1395:                                             ; preds = %1387, %1376
  %1396 = phi <16 x i1> [ %1394, %1387 ], [ splat (i1 true), %1376 ]
  %1397 = getelementptr inbounds nuw float, ptr %1368, i64 %1378
  %1398 = bitcast i16 %1385 to <16 x i1>
  %1399 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1397, <16 x i1> %1398, <16 x float> zeroinitializer)
  %1400 = getelementptr inbounds nuw i8, ptr %1397, i64 64
  %1401 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1400, <16 x i1> %1396, <16 x float> zeroinitializer)
  %1402 = shufflevector <16 x float> %1399, <16 x float> %1401, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %1403 = sub nsw i64 %101, %1377
  br i1 %1345, label %1404, label %1415

1404:                                             ; preds = %1395
  %1405 = shufflevector <16 x float> %1399, <16 x float> %1401, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1406 = sub nsw i64 %122, %1377
  %1407 = getelementptr inbounds nuw float, ptr %1371, i64 %1377
  %1408 = icmp sgt i64 %1406, 15
  %1409 = trunc i64 %1406 to i32
  %1410 = shl nsw i32 -1, %1409
  %1411 = trunc i32 %1410 to i16
  %1412 = xor i16 %1411, -1
  %1413 = select i1 %1408, i16 -1, i16 %1412
  %1414 = bitcast i16 %1413 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1405, ptr align 1 %1407, <16 x i1> %1414)
  br label %1415

1415:                                             ; preds = %1404, %1395
  %1416 = icmp sgt i64 %1403, 0
  %1417 = select i1 %1348, i1 %1416, i1 false
  br i1 %1417, label %1418, label %1427

1418:                                             ; preds = %1415
  %1419 = getelementptr inbounds nuw float, ptr %1372, i64 %1377
  %1420 = icmp samesign ugt i64 %1403, 15
  %1421 = trunc i64 %1403 to i32
  %1422 = shl nsw i32 -1, %1421
  %1423 = trunc i32 %1422 to i16
  %1424 = xor i16 %1423, -1
  %1425 = select i1 %1420, i16 -1, i16 %1424
  %1426 = bitcast i16 %1425 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1402, ptr align 1 %1419, <16 x i1> %1426)
  br label %1427

1427:                                             ; preds = %1418, %1415
  %1428 = add nuw nsw i64 %1377, 16
  %1429 = icmp slt i64 %1428, %122
  br i1 %1429, label %1376, label %1373

1430:                                             ; preds = %1373, %1356, %1340
  %1431 = add nuw nsw i64 %1341, 1
  %1432 = icmp eq i64 %1431, %13
  br i1 %1432, label %1433, label %1340

1433:                                             ; preds = %1430, %1334
  %1434 = add nuw nsw i64 %1335, 1
  %1435 = icmp eq i64 %1434, %5
  br i1 %1435, label %1130, label %1334

1436:                                             ; preds = %1326, %2020
  %1437 = phi i64 [ %1323, %1326 ], [ %2021, %2020 ]
  %1438 = sub nsw i64 %291, %1437
  %1439 = icmp sgt i64 %1438, 2
  %1440 = trunc i64 %1438 to i32
  %1441 = select i1 %1439, i32 3, i32 %1440
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  %1442 = tail call i64 @llvm.smin.i64(i64 %1437, i64 %1328)
  br i1 %59, label %1806, label %1443

1443:                                             ; preds = %1436
  call void @llvm.lifetime.start.p0(ptr nonnull %40)
  %1444 = sext i32 %1441 to i64
  %1445 = shl nsw i64 %1442, 4
  store i64 %1445, ptr %38, align 16
  %1446 = icmp sgt i32 %1441, 0
  %1447 = sub nsw i64 %58, %1445
  %1448 = select i1 %1446, i64 %1447, i64 0
  store i64 %1448, ptr %39, align 16
  %1449 = sub nsw i64 %1445, %1315
  store i64 %1449, ptr %40, align 16
  %1450 = add nsw i64 %1437, 1
  %1451 = tail call i64 @llvm.smin.i64(i64 %1450, i64 %1328)
  %1452 = shl nsw i64 %1451, 4
  store i64 %1452, ptr %124, align 8
  %1453 = icmp sgt i32 %1441, 1
  %1454 = sub nsw i64 %58, %1452
  %1455 = select i1 %1453, i64 %1454, i64 0
  store i64 %1455, ptr %125, align 8
  %1456 = sub nsw i64 %1452, %1315
  store i64 %1456, ptr %126, align 8
  %1457 = add nsw i64 %1437, 2
  %1458 = tail call i64 @llvm.smin.i64(i64 %1457, i64 %1328)
  %1459 = shl nsw i64 %1458, 4
  store i64 %1459, ptr %127, align 16
  %1460 = icmp sgt i32 %1441, 2
  %1461 = sub nsw i64 %58, %1459
  %1462 = select i1 %1460, i64 %1461, i64 0
  store i64 %1462, ptr %128, align 16
  %1463 = sub nsw i64 %1459, %1315
  store i64 %1463, ptr %129, align 16
  br label %1464

1464:                                             ; preds = %1443, %1783
  %1465 = phi i64 [ 0, %1443 ], [ %1784, %1783 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %34, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %33, i8 0, i64 28, i1 false)
  %1466 = icmp slt i64 %1465, %1444
  %1467 = getelementptr inbounds nuw i64, ptr %40, i64 %1465
  %1468 = load i64, ptr %1467, align 8
  br i1 %1466, label %1469, label %1478

1469:                                             ; preds = %1464
  %1470 = add i64 %1315, %1468
  %1471 = sub i64 %58, %1470
  %1472 = tail call i64 @llvm.smin.i64(i64 %1471, i64 16)
  %1473 = icmp sgt i64 %1471, 0
  br i1 %1473, label %1474, label %1478

1474:                                             ; preds = %1469
  %1475 = srem i64 %1468, %10
  %1476 = sub nsw i64 0, %1475
  %1477 = sdiv i64 %1468, %10
  br label %1482

1478:                                             ; preds = %1715, %1464, %1469
  br i1 %90, label %1479, label %1783

1479:                                             ; preds = %1478
  %1480 = getelementptr i64, ptr %35, i64 %1465
  %1481 = getelementptr i32, ptr %36, i64 %1465
  br label %1742

1482:                                             ; preds = %1474, %1715
  %1483 = phi i64 [ 0, %1715 ], [ %1476, %1474 ]
  %1484 = phi i64 [ %1488, %1715 ], [ 0, %1474 ]
  %1485 = phi i64 [ %1716, %1715 ], [ %1477, %1474 ]
  %1486 = add i64 %1483, %10
  %1487 = add i64 %1486, %1484
  %1488 = tail call i64 @llvm.smin.i64(i64 %1487, i64 %1472)
  br i1 %90, label %1489, label %1576

1489:                                             ; preds = %1482
  %1490 = trunc i64 %1488 to i32
  %1491 = shl nsw i32 -1, %1490
  %1492 = xor i32 %1491, -1
  %1493 = trunc i64 %1484 to i32
  %1494 = shl nsw i32 -1, %1493
  %1495 = and i32 %1494, %1492
  br i1 %230, label %1574, label %1496

1496:                                             ; preds = %1489
  br i1 %231, label %1552, label %1497

1497:                                             ; preds = %1496
  %1498 = insertelement <8 x i32> poison, i32 %1495, i64 0
  %1499 = shufflevector <8 x i32> %1498, <8 x i32> poison, <8 x i32> zeroinitializer
  %1500 = insertelement <8 x i64> poison, i64 %1485, i64 0
  %1501 = shufflevector <8 x i64> %1500, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1502

1502:                                             ; preds = %1502, %1497
  %1503 = phi i64 [ 0, %1497 ], [ %1548, %1502 ]
  %1504 = getelementptr inbounds nuw i64, ptr %104, i64 %1503
  %1505 = getelementptr inbounds nuw i8, ptr %1504, i64 64
  %1506 = getelementptr inbounds nuw i8, ptr %1504, i64 128
  %1507 = getelementptr inbounds nuw i8, ptr %1504, i64 192
  %1508 = load <8 x i64>, ptr %1504, align 8
  %1509 = load <8 x i64>, ptr %1505, align 8
  %1510 = load <8 x i64>, ptr %1506, align 8
  %1511 = load <8 x i64>, ptr %1507, align 8
  %1512 = add nsw <8 x i64> %1508, %1501
  %1513 = add nsw <8 x i64> %1509, %1501
  %1514 = add nsw <8 x i64> %1510, %1501
  %1515 = add nsw <8 x i64> %1511, %1501
  %1516 = icmp sgt <8 x i64> %1512, splat (i64 -1)
  %1517 = icmp sgt <8 x i64> %1513, splat (i64 -1)
  %1518 = icmp sgt <8 x i64> %1514, splat (i64 -1)
  %1519 = icmp sgt <8 x i64> %1515, splat (i64 -1)
  %1520 = getelementptr i64, ptr %105, i64 %1503
  %1521 = getelementptr i8, ptr %1520, i64 64
  %1522 = getelementptr i8, ptr %1520, i64 128
  %1523 = getelementptr i8, ptr %1520, i64 192
  %1524 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1520, <8 x i1> %1516, <8 x i64> poison)
  %1525 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1521, <8 x i1> %1517, <8 x i64> poison)
  %1526 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1522, <8 x i1> %1518, <8 x i64> poison)
  %1527 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1523, <8 x i1> %1519, <8 x i64> poison)
  %1528 = icmp slt <8 x i64> %1512, %1524
  %1529 = icmp slt <8 x i64> %1513, %1525
  %1530 = icmp slt <8 x i64> %1514, %1526
  %1531 = icmp slt <8 x i64> %1515, %1527
  %1532 = select <8 x i1> %1516, <8 x i1> %1528, <8 x i1> zeroinitializer
  %1533 = select <8 x i1> %1517, <8 x i1> %1529, <8 x i1> zeroinitializer
  %1534 = select <8 x i1> %1518, <8 x i1> %1530, <8 x i1> zeroinitializer
  %1535 = select <8 x i1> %1519, <8 x i1> %1531, <8 x i1> zeroinitializer
  %1536 = getelementptr i32, ptr %33, i64 %1503
  %1537 = getelementptr i8, ptr %1536, i64 32
  %1538 = getelementptr i8, ptr %1536, i64 64
  %1539 = getelementptr i8, ptr %1536, i64 96
  %1540 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1536, <8 x i1> %1532, <8 x i32> poison)
  %1541 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1537, <8 x i1> %1533, <8 x i32> poison)
  %1542 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1538, <8 x i1> %1534, <8 x i32> poison)
  %1543 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1539, <8 x i1> %1535, <8 x i32> poison)
  %1544 = or <8 x i32> %1540, %1499
  %1545 = or <8 x i32> %1541, %1499
  %1546 = or <8 x i32> %1542, %1499
  %1547 = or <8 x i32> %1543, %1499
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1544, ptr align 16 %1536, <8 x i1> %1532)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1545, ptr align 16 %1537, <8 x i1> %1533)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1546, ptr align 16 %1538, <8 x i1> %1534)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1547, ptr align 16 %1539, <8 x i1> %1535)
  %1548 = add nuw i64 %1503, 32
  %1549 = icmp eq i64 %1548, %233
  br i1 %1549, label %1550, label %1502

1550:                                             ; preds = %1502
  br i1 %234, label %1576, label %1551

1551:                                             ; preds = %1550
  br i1 %235, label %1574, label %1552

1552:                                             ; preds = %1496, %1551
  %1553 = phi i64 [ %233, %1551 ], [ 0, %1496 ]
  %1554 = insertelement <8 x i32> poison, i32 %1495, i64 0
  %1555 = shufflevector <8 x i32> %1554, <8 x i32> poison, <8 x i32> zeroinitializer
  %1556 = insertelement <8 x i64> poison, i64 %1485, i64 0
  %1557 = shufflevector <8 x i64> %1556, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1558

1558:                                             ; preds = %1558, %1552
  %1559 = phi i64 [ %1553, %1552 ], [ %1571, %1558 ]
  %1560 = getelementptr inbounds nuw i64, ptr %104, i64 %1559
  %1561 = load <8 x i64>, ptr %1560, align 8
  %1562 = add nsw <8 x i64> %1561, %1557
  %1563 = icmp sgt <8 x i64> %1562, splat (i64 -1)
  %1564 = getelementptr i64, ptr %105, i64 %1559
  %1565 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1564, <8 x i1> %1563, <8 x i64> poison)
  %1566 = icmp slt <8 x i64> %1562, %1565
  %1567 = select <8 x i1> %1563, <8 x i1> %1566, <8 x i1> zeroinitializer
  %1568 = getelementptr i32, ptr %33, i64 %1559
  %1569 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1568, <8 x i1> %1567, <8 x i32> poison)
  %1570 = or <8 x i32> %1569, %1555
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1570, ptr align 16 %1568, <8 x i1> %1567)
  %1571 = add nuw i64 %1559, 8
  %1572 = icmp eq i64 %1571, %236
  br i1 %1572, label %1573, label %1558

1573:                                             ; preds = %1558
  br i1 %237, label %1576, label %1574

1574:                                             ; preds = %1489, %1551, %1573
  %1575 = phi i64 [ 0, %1489 ], [ %233, %1551 ], [ %236, %1573 ]
  br label %1698

1576:                                             ; preds = %1712, %1550, %1573, %1482
  br i1 %91, label %1577, label %1715

1577:                                             ; preds = %1576
  %1578 = add i64 %1484, %1483
  br i1 %238, label %1696, label %1579

1579:                                             ; preds = %1577
  br i1 %239, label %1665, label %1580

1580:                                             ; preds = %1579
  %1581 = insertelement <8 x i64> poison, i64 %1578, i64 0
  %1582 = shufflevector <8 x i64> %1581, <8 x i64> poison, <8 x i32> zeroinitializer
  %1583 = insertelement <8 x i64> poison, i64 %1484, i64 0
  %1584 = shufflevector <8 x i64> %1583, <8 x i64> poison, <8 x i32> zeroinitializer
  %1585 = insertelement <8 x i64> poison, i64 %1488, i64 0
  %1586 = shufflevector <8 x i64> %1585, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1587

1587:                                             ; preds = %1587, %1580
  %1588 = phi i64 [ 0, %1580 ], [ %1661, %1587 ]
  %1589 = getelementptr inbounds nuw i64, ptr %108, i64 %1588
  %1590 = getelementptr inbounds nuw i8, ptr %1589, i64 64
  %1591 = getelementptr inbounds nuw i8, ptr %1589, i64 128
  %1592 = getelementptr inbounds nuw i8, ptr %1589, i64 192
  %1593 = load <8 x i64>, ptr %1589, align 8
  %1594 = load <8 x i64>, ptr %1590, align 8
  %1595 = load <8 x i64>, ptr %1591, align 8
  %1596 = load <8 x i64>, ptr %1592, align 8
  %1597 = sub <8 x i64> %1582, %1593
  %1598 = sub <8 x i64> %1582, %1594
  %1599 = sub <8 x i64> %1582, %1595
  %1600 = sub <8 x i64> %1582, %1596
  %1601 = getelementptr inbounds nuw i64, ptr %109, i64 %1588
  %1602 = getelementptr inbounds nuw i8, ptr %1601, i64 64
  %1603 = getelementptr inbounds nuw i8, ptr %1601, i64 128
  %1604 = getelementptr inbounds nuw i8, ptr %1601, i64 192
  %1605 = load <8 x i64>, ptr %1601, align 8
  %1606 = load <8 x i64>, ptr %1602, align 8
  %1607 = load <8 x i64>, ptr %1603, align 8
  %1608 = load <8 x i64>, ptr %1604, align 8
  %1609 = add nsw <8 x i64> %1597, %1605
  %1610 = add nsw <8 x i64> %1598, %1606
  %1611 = add nsw <8 x i64> %1599, %1607
  %1612 = add nsw <8 x i64> %1600, %1608
  %1613 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1597, <8 x i64> %1584)
  %1614 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1598, <8 x i64> %1584)
  %1615 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1599, <8 x i64> %1584)
  %1616 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1600, <8 x i64> %1584)
  %1617 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1609, <8 x i64> %1586)
  %1618 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1610, <8 x i64> %1586)
  %1619 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1611, <8 x i64> %1586)
  %1620 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1612, <8 x i64> %1586)
  %1621 = icmp slt <8 x i64> %1613, %1617
  %1622 = icmp slt <8 x i64> %1614, %1618
  %1623 = icmp slt <8 x i64> %1615, %1619
  %1624 = icmp slt <8 x i64> %1616, %1620
  %1625 = trunc <8 x i64> %1617 to <8 x i32>
  %1626 = trunc <8 x i64> %1618 to <8 x i32>
  %1627 = trunc <8 x i64> %1619 to <8 x i32>
  %1628 = trunc <8 x i64> %1620 to <8 x i32>
  %1629 = shl nsw <8 x i32> splat (i32 -1), %1625
  %1630 = shl nsw <8 x i32> splat (i32 -1), %1626
  %1631 = shl nsw <8 x i32> splat (i32 -1), %1627
  %1632 = shl nsw <8 x i32> splat (i32 -1), %1628
  %1633 = xor <8 x i32> %1629, splat (i32 -1)
  %1634 = xor <8 x i32> %1630, splat (i32 -1)
  %1635 = xor <8 x i32> %1631, splat (i32 -1)
  %1636 = xor <8 x i32> %1632, splat (i32 -1)
  %1637 = trunc <8 x i64> %1613 to <8 x i32>
  %1638 = trunc <8 x i64> %1614 to <8 x i32>
  %1639 = trunc <8 x i64> %1615 to <8 x i32>
  %1640 = trunc <8 x i64> %1616 to <8 x i32>
  %1641 = shl nsw <8 x i32> splat (i32 -1), %1637
  %1642 = shl nsw <8 x i32> splat (i32 -1), %1638
  %1643 = shl nsw <8 x i32> splat (i32 -1), %1639
  %1644 = shl nsw <8 x i32> splat (i32 -1), %1640
  %1645 = and <8 x i32> %1641, %1633
  %1646 = and <8 x i32> %1642, %1634
  %1647 = and <8 x i32> %1643, %1635
  %1648 = and <8 x i32> %1644, %1636
  %1649 = getelementptr i32, ptr %34, i64 %1588
  %1650 = getelementptr i8, ptr %1649, i64 32
  %1651 = getelementptr i8, ptr %1649, i64 64
  %1652 = getelementptr i8, ptr %1649, i64 96
  %1653 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1649, <8 x i1> %1621, <8 x i32> poison)
  %1654 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1650, <8 x i1> %1622, <8 x i32> poison)
  %1655 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1651, <8 x i1> %1623, <8 x i32> poison)
  %1656 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1652, <8 x i1> %1624, <8 x i32> poison)
  %1657 = or <8 x i32> %1653, %1645
  %1658 = or <8 x i32> %1654, %1646
  %1659 = or <8 x i32> %1655, %1647
  %1660 = or <8 x i32> %1656, %1648
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1657, ptr align 16 %1649, <8 x i1> %1621)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1658, ptr align 16 %1650, <8 x i1> %1622)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1659, ptr align 16 %1651, <8 x i1> %1623)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1660, ptr align 16 %1652, <8 x i1> %1624)
  %1661 = add nuw i64 %1588, 32
  %1662 = icmp eq i64 %1661, %241
  br i1 %1662, label %1663, label %1587

1663:                                             ; preds = %1587
  br i1 %242, label %1715, label %1664

1664:                                             ; preds = %1663
  br i1 %243, label %1696, label %1665

1665:                                             ; preds = %1579, %1664
  %1666 = phi i64 [ %241, %1664 ], [ 0, %1579 ]
  %1667 = insertelement <8 x i64> poison, i64 %1578, i64 0
  %1668 = shufflevector <8 x i64> %1667, <8 x i64> poison, <8 x i32> zeroinitializer
  %1669 = insertelement <8 x i64> poison, i64 %1484, i64 0
  %1670 = shufflevector <8 x i64> %1669, <8 x i64> poison, <8 x i32> zeroinitializer
  %1671 = insertelement <8 x i64> poison, i64 %1488, i64 0
  %1672 = shufflevector <8 x i64> %1671, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1673

1673:                                             ; preds = %1673, %1665
  %1674 = phi i64 [ %1666, %1665 ], [ %1693, %1673 ]
  %1675 = getelementptr inbounds nuw i64, ptr %108, i64 %1674
  %1676 = load <8 x i64>, ptr %1675, align 8
  %1677 = sub <8 x i64> %1668, %1676
  %1678 = getelementptr inbounds nuw i64, ptr %109, i64 %1674
  %1679 = load <8 x i64>, ptr %1678, align 8
  %1680 = add nsw <8 x i64> %1677, %1679
  %1681 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1677, <8 x i64> %1670)
  %1682 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1680, <8 x i64> %1672)
  %1683 = icmp slt <8 x i64> %1681, %1682
  %1684 = trunc <8 x i64> %1682 to <8 x i32>
  %1685 = shl nsw <8 x i32> splat (i32 -1), %1684
  %1686 = xor <8 x i32> %1685, splat (i32 -1)
  %1687 = trunc <8 x i64> %1681 to <8 x i32>
  %1688 = shl nsw <8 x i32> splat (i32 -1), %1687
  %1689 = and <8 x i32> %1688, %1686
  %1690 = getelementptr i32, ptr %34, i64 %1674
  %1691 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1690, <8 x i1> %1683, <8 x i32> poison)
  %1692 = or <8 x i32> %1691, %1689
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1692, ptr align 16 %1690, <8 x i1> %1683)
  %1693 = add nuw i64 %1674, 8
  %1694 = icmp eq i64 %1693, %244
  br i1 %1694, label %1695, label %1673

1695:                                             ; preds = %1673
  br i1 %245, label %1715, label %1696

1696:                                             ; preds = %1577, %1664, %1695
  %1697 = phi i64 [ 0, %1577 ], [ %241, %1664 ], [ %244, %1695 ]
  br label %1718

1698:                                             ; preds = %1574, %1712
  %1699 = phi i64 [ %1713, %1712 ], [ %1575, %1574 ]
  %1700 = getelementptr inbounds nuw i64, ptr %104, i64 %1699
  %1701 = load i64, ptr %1700, align 8
  %1702 = add nsw i64 %1701, %1485
  %1703 = icmp sgt i64 %1702, -1
  br i1 %1703, label %1704, label %1712

1704:                                             ; preds = %1698
  %1705 = getelementptr inbounds nuw i64, ptr %105, i64 %1699
  %1706 = load i64, ptr %1705, align 8
  %1707 = icmp slt i64 %1702, %1706
  br i1 %1707, label %1708, label %1712

1708:                                             ; preds = %1704
  %1709 = getelementptr inbounds nuw i32, ptr %33, i64 %1699
  %1710 = load i32, ptr %1709, align 4
  %1711 = or i32 %1710, %1495
  store i32 %1711, ptr %1709, align 4
  br label %1712

1712:                                             ; preds = %1708, %1704, %1698
  %1713 = add nuw nsw i64 %1699, 1
  %1714 = icmp eq i64 %1713, %11
  br i1 %1714, label %1576, label %1698

1715:                                             ; preds = %1739, %1663, %1695, %1576
  %1716 = add nsw i64 %1485, 1
  %1717 = icmp slt i64 %1487, %1472
  br i1 %1717, label %1482, label %1478

1718:                                             ; preds = %1696, %1739
  %1719 = phi i64 [ %1740, %1739 ], [ %1697, %1696 ]
  %1720 = getelementptr inbounds nuw i64, ptr %108, i64 %1719
  %1721 = load i64, ptr %1720, align 8
  %1722 = sub i64 %1578, %1721
  %1723 = getelementptr inbounds nuw i64, ptr %109, i64 %1719
  %1724 = load i64, ptr %1723, align 8
  %1725 = add nsw i64 %1722, %1724
  %1726 = tail call i64 @llvm.smax.i64(i64 %1722, i64 %1484)
  %1727 = tail call i64 @llvm.smin.i64(i64 %1725, i64 %1488)
  %1728 = icmp slt i64 %1726, %1727
  br i1 %1728, label %1729, label %1739

1729:                                             ; preds = %1718
  %1730 = trunc i64 %1727 to i32
  %1731 = shl nsw i32 -1, %1730
  %1732 = xor i32 %1731, -1
  %1733 = trunc i64 %1726 to i32
  %1734 = shl nsw i32 -1, %1733
  %1735 = and i32 %1734, %1732
  %1736 = getelementptr inbounds nuw i32, ptr %34, i64 %1719
  %1737 = load i32, ptr %1736, align 4
  %1738 = or i32 %1737, %1735
  store i32 %1738, ptr %1736, align 4
  br label %1739

1739:                                             ; preds = %1729, %1718
  %1740 = add nuw nsw i64 %1719, 1
  %1741 = icmp eq i64 %1740, %12
  br i1 %1741, label %1715, label %1718

1742:                                             ; preds = %1479, %1786
  %1743 = phi i64 [ 0, %1479 ], [ %1787, %1786 ]
  br i1 %91, label %1744, label %1786

1744:                                             ; preds = %1742
  %1745 = getelementptr inbounds nuw i64, ptr %37, i64 %1743
  %1746 = load i64, ptr %1745, align 8
  %1747 = getelementptr inbounds nuw i64, ptr %104, i64 %1743
  %1748 = load i64, ptr %1747, align 8
  %1749 = mul nsw i64 %1748, %10
  %1750 = add i64 %1746, %1468
  %1751 = add i64 %1750, %1749
  %1752 = mul nuw nsw i64 %1743, %12
  %1753 = getelementptr inbounds nuw i32, ptr %33, i64 %1743
  %1754 = load i32, ptr %1753, align 4
  br i1 %246, label %1781, label %1755

1755:                                             ; preds = %1744
  %1756 = insertelement <8 x i64> poison, i64 %1751, i64 0
  %1757 = shufflevector <8 x i64> %1756, <8 x i64> poison, <8 x i32> zeroinitializer
  %1758 = insertelement <8 x i64> poison, i64 %1752, i64 0
  %1759 = shufflevector <8 x i64> %1758, <8 x i64> poison, <8 x i32> zeroinitializer
  %1760 = insertelement <8 x i32> poison, i32 %1754, i64 0
  %1761 = shufflevector <8 x i32> %1760, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %1762

1762:                                             ; preds = %1762, %1755
  %1763 = phi i64 [ 0, %1755 ], [ %1777, %1762 ]
  %1764 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %1755 ], [ %1778, %1762 ]
  %1765 = getelementptr inbounds nuw i64, ptr %107, i64 %1763
  %1766 = load <8 x i64>, ptr %1765, align 8
  %1767 = getelementptr inbounds nuw i64, ptr %108, i64 %1763
  %1768 = load <8 x i64>, ptr %1767, align 8
  %1769 = add <8 x i64> %1766, %1757
  %1770 = add nsw <8 x i64> %1769, %1768
  %1771 = add nuw nsw <8 x i64> %1764, %1759
  %1772 = getelementptr [3 x i64], ptr %1480, <8 x i64> %1771
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %1770, <8 x ptr> align 8 %1772, <8 x i1> splat (i1 true))
  %1773 = getelementptr inbounds nuw i32, ptr %34, i64 %1763
  %1774 = load <8 x i32>, ptr %1773, align 16
  %1775 = and <8 x i32> %1774, %1761
  %1776 = getelementptr [3 x i32], ptr %1481, <8 x i64> %1771
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %1775, <8 x ptr> align 4 %1776, <8 x i1> splat (i1 true))
  %1777 = add nuw i64 %1763, 8
  %1778 = add nuw nsw <8 x i64> %1764, splat (i64 8)
  %1779 = icmp eq i64 %1777, %247
  br i1 %1779, label %1780, label %1762

1780:                                             ; preds = %1762
  br i1 %248, label %1786, label %1781

1781:                                             ; preds = %1744, %1780
  %1782 = phi i64 [ 0, %1744 ], [ %247, %1780 ]
  br label %1789

1783:                                             ; preds = %1786, %1478
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  %1784 = add nuw nsw i64 %1465, 1
  %1785 = icmp eq i64 %1784, 3
  br i1 %1785, label %1805, label %1464

1786:                                             ; preds = %1789, %1780, %1742
  %1787 = add nuw nsw i64 %1743, 1
  %1788 = icmp eq i64 %1787, %11
  br i1 %1788, label %1783, label %1742

1789:                                             ; preds = %1781, %1789
  %1790 = phi i64 [ %1803, %1789 ], [ %1782, %1781 ]
  %1791 = getelementptr inbounds nuw i64, ptr %107, i64 %1790
  %1792 = load i64, ptr %1791, align 8
  %1793 = getelementptr inbounds nuw i64, ptr %108, i64 %1790
  %1794 = load i64, ptr %1793, align 8
  %1795 = add i64 %1792, %1751
  %1796 = add nsw i64 %1795, %1794
  %1797 = add nuw nsw i64 %1790, %1752
  %1798 = getelementptr [3 x i64], ptr %1480, i64 %1797
  store i64 %1796, ptr %1798, align 8
  %1799 = getelementptr inbounds nuw i32, ptr %34, i64 %1790
  %1800 = load i32, ptr %1799, align 4
  %1801 = and i32 %1800, %1754
  %1802 = getelementptr [3 x i32], ptr %1481, i64 %1797
  store i32 %1801, ptr %1802, align 4
  %1803 = add nuw nsw i64 %1790, 1
  %1804 = icmp eq i64 %1803, %12
  br i1 %1804, label %1786, label %1789

1805:                                             ; preds = %1783
  call void @llvm.lifetime.end.p0(ptr nonnull %40)
  br label %1985

1806:                                             ; preds = %1436
  call void @llvm.lifetime.start.p0(ptr nonnull %41)
  call void @llvm.lifetime.start.p0(ptr nonnull %42)
  %1807 = sdiv i64 %1442, %72
  %1808 = srem i64 %1442, %72
  %1809 = shl nsw i64 %1808, 4
  store i64 %1809, ptr %42, align 16
  %1810 = mul nsw i64 %1807, %10
  %1811 = add nsw i64 %1809, %1810
  store i64 %1811, ptr %38, align 16
  %1812 = icmp sgt i32 %1441, 0
  %1813 = sub nsw i64 %10, %1809
  %1814 = select i1 %1812, i64 %1813, i64 0
  store i64 %1814, ptr %39, align 16
  %1815 = sub nsw i64 %1807, %309
  store i64 %1815, ptr %41, align 16
  %1816 = add nsw i64 %1437, 1
  %1817 = tail call i64 @llvm.smin.i64(i64 %1816, i64 %1328)
  %1818 = sdiv i64 %1817, %72
  %1819 = srem i64 %1817, %72
  %1820 = shl nsw i64 %1819, 4
  store i64 %1820, ptr %131, align 8
  %1821 = mul nsw i64 %1818, %10
  %1822 = add nsw i64 %1820, %1821
  store i64 %1822, ptr %132, align 8
  %1823 = icmp sgt i32 %1441, 1
  %1824 = sub nsw i64 %10, %1820
  %1825 = select i1 %1823, i64 %1824, i64 0
  store i64 %1825, ptr %133, align 8
  %1826 = sub nsw i64 %1818, %309
  store i64 %1826, ptr %130, align 8
  %1827 = add nsw i64 %1437, 2
  %1828 = tail call i64 @llvm.smin.i64(i64 %1827, i64 %1328)
  %1829 = sdiv i64 %1828, %72
  %1830 = srem i64 %1828, %72
  %1831 = shl nsw i64 %1830, 4
  store i64 %1831, ptr %135, align 16
  %1832 = mul nsw i64 %1829, %10
  %1833 = add nsw i64 %1831, %1832
  store i64 %1833, ptr %136, align 16
  %1834 = icmp sgt i32 %1441, 2
  %1835 = sub nsw i64 %10, %1831
  %1836 = select i1 %1834, i64 %1835, i64 0
  store i64 %1836, ptr %137, align 16
  %1837 = sub nsw i64 %1829, %309
  store i64 %1837, ptr %134, align 16
  br i1 %90, label %1838, label %1984

1838:                                             ; preds = %1806
  %1839 = sext i32 %1441 to i64
  %1840 = icmp slt i32 %1441, 3
  %1841 = icmp sgt i32 %1441, 0
  %1842 = shl nsw i64 %1839, 3
  %1843 = sub i32 2, %1441
  %1844 = zext i32 %1843 to i64
  %1845 = shl nuw nsw i64 %1844, 3
  %1846 = add nuw nsw i64 %1845, 8
  %1847 = shl nsw i64 %1839, 2
  %1848 = shl nuw nsw i64 %1844, 2
  %1849 = add nuw nsw i64 %1848, 4
  %1850 = getelementptr i8, ptr %35, i64 %1842
  %1851 = getelementptr i8, ptr %36, i64 %1847
  %1852 = zext i32 %1441 to i64
  %1853 = icmp ult i32 %1441, 8
  %1854 = and i64 %1852, 4294967288
  %1855 = icmp eq i64 %1854, %1852
  br label %1856

1856:                                             ; preds = %1838, %1869
  %1857 = phi i64 [ 0, %1838 ], [ %1870, %1869 ]
  br i1 %91, label %1858, label %1869

1858:                                             ; preds = %1856
  %1859 = mul i64 %119, %1857
  %1860 = mul i64 %120, %1857
  %1861 = mul nuw nsw i64 %1857, %12
  %1862 = getelementptr inbounds nuw i64, ptr %104, i64 %1857
  %1863 = getelementptr inbounds nuw i64, ptr %105, i64 %1857
  %1864 = getelementptr inbounds nuw i64, ptr %37, i64 %1857
  %1865 = getelementptr i8, ptr %1850, i64 %1859
  %1866 = getelementptr i8, ptr %1851, i64 %1860
  %1867 = insertelement <8 x ptr> poison, ptr %1863, i64 0
  %1868 = shufflevector <8 x ptr> %1867, <8 x ptr> poison, <8 x i32> zeroinitializer
  br label %1872

1869:                                             ; preds = %1942, %1856
  %1870 = add nuw nsw i64 %1857, 1
  %1871 = icmp eq i64 %1870, %11
  br i1 %1871, label %1984, label %1856

1872:                                             ; preds = %1858, %1942
  %1873 = phi i64 [ 0, %1858 ], [ %1943, %1942 ]
  %1874 = add nuw nsw i64 %1873, %1861
  br i1 %1840, label %1875, label %1880

1875:                                             ; preds = %1872
  %1876 = mul i64 %1873, 24
  %1877 = getelementptr i8, ptr %1865, i64 %1876
  %1878 = mul i64 %1873, 12
  %1879 = getelementptr i8, ptr %1866, i64 %1878
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %1877, i8 0, i64 %1846, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %1879, i8 0, i64 %1849, i1 false)
  br i1 %1841, label %1880, label %1942

1880:                                             ; preds = %1872, %1875
  %1881 = load i64, ptr %1862, align 8
  %1882 = getelementptr inbounds nuw i64, ptr %108, i64 %1873
  %1883 = load i64, ptr %1882, align 8
  %1884 = getelementptr inbounds nuw i64, ptr %109, i64 %1873
  %1885 = load i64, ptr %1884, align 8
  %1886 = load i64, ptr %1864, align 8
  %1887 = getelementptr inbounds nuw i64, ptr %107, i64 %1873
  %1888 = load i64, ptr %1887, align 8
  %1889 = add i64 %1886, %1888
  %1890 = getelementptr inbounds nuw [3 x i64], ptr %35, i64 %1874
  %1891 = getelementptr inbounds nuw [3 x i32], ptr %36, i64 %1874
  br i1 %1853, label %1940, label %1892

1892:                                             ; preds = %1880
  %1893 = insertelement <8 x i64> poison, i64 %1881, i64 0
  %1894 = shufflevector <8 x i64> %1893, <8 x i64> poison, <8 x i32> zeroinitializer
  %1895 = insertelement <8 x i64> poison, i64 %1883, i64 0
  %1896 = shufflevector <8 x i64> %1895, <8 x i64> poison, <8 x i32> zeroinitializer
  %1897 = insertelement <8 x i64> poison, i64 %1885, i64 0
  %1898 = shufflevector <8 x i64> %1897, <8 x i64> poison, <8 x i32> zeroinitializer
  %1899 = insertelement <8 x i64> poison, i64 %1889, i64 0
  %1900 = shufflevector <8 x i64> %1899, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1901

1901:                                             ; preds = %1901, %1892
  %1902 = phi i64 [ 0, %1892 ], [ %1937, %1901 ]
  %1903 = getelementptr inbounds nuw i64, ptr %41, i64 %1902
  %1904 = load <8 x i64>, ptr %1903, align 16
  %1905 = add nsw <8 x i64> %1894, %1904
  %1906 = getelementptr inbounds nuw i64, ptr %42, i64 %1902
  %1907 = load <8 x i64>, ptr %1906, align 16
  %1908 = add nsw <8 x i64> %1896, %1907
  %1909 = icmp sgt <8 x i64> %1905, splat (i64 -1)
  %1910 = call <8 x i64> @llvm.masked.gather.v8i64.v8p0(<8 x ptr> align 8 %1868, <8 x i1> %1909, <8 x i64> poison)
  %1911 = icmp slt <8 x i64> %1905, %1910
  %1912 = freeze <8 x i1> %1911
  %1913 = and <8 x i1> %1909, %1912
  %1914 = icmp slt <8 x i64> %1908, zeroinitializer
  %1915 = sub nsw <8 x i64> zeroinitializer, %1908
  %1916 = select <8 x i1> %1914, <8 x i64> %1915, <8 x i64> zeroinitializer
  %1917 = sub nsw <8 x i64> %1898, %1908
  %1918 = sub nsw <8 x i64> %250, %1907
  %1919 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1917, <8 x i64> %1918)
  %1920 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1919, <8 x i64> splat (i64 16))
  %1921 = icmp sgt <8 x i64> %1920, %1916
  %1922 = and <8 x i1> %1909, %1912
  %1923 = select <8 x i1> %1922, <8 x i1> %1921, <8 x i1> zeroinitializer
  %1924 = select <8 x i1> %1913, <8 x i64> %1905, <8 x i64> zeroinitializer
  %1925 = mul nsw <8 x i64> %1333, %1924
  %1926 = add <8 x i64> %1908, %1900
  %1927 = add <8 x i64> %1926, %1925
  %1928 = getelementptr inbounds nuw i64, ptr %1890, i64 %1902
  store <8 x i64> %1927, ptr %1928, align 8
  %1929 = trunc <8 x i64> %1920 to <8 x i32>
  %1930 = shl nsw <8 x i32> splat (i32 -1), %1929
  %1931 = xor <8 x i32> %1930, splat (i32 -1)
  %1932 = trunc <8 x i64> %1916 to <8 x i32>
  %1933 = shl nsw <8 x i32> splat (i32 -1), %1932
  %1934 = and <8 x i32> %1933, %1931
  %1935 = select <8 x i1> %1923, <8 x i32> %1934, <8 x i32> zeroinitializer
  %1936 = getelementptr inbounds nuw i32, ptr %1891, i64 %1902
  store <8 x i32> %1935, ptr %1936, align 4
  %1937 = add nuw i64 %1902, 8
  %1938 = icmp eq i64 %1937, %1854
  br i1 %1938, label %1939, label %1901

1939:                                             ; preds = %1901
  br i1 %1855, label %1942, label %1940

1940:                                             ; preds = %1880, %1939
  %1941 = phi i64 [ 0, %1880 ], [ %1854, %1939 ]
  br label %1945

1942:                                             ; preds = %1958, %1939, %1875
  %1943 = add nuw nsw i64 %1873, 1
  %1944 = icmp eq i64 %1943, %12
  br i1 %1944, label %1869, label %1872

1945:                                             ; preds = %1940, %1958
  %1946 = phi i64 [ %1982, %1958 ], [ %1941, %1940 ]
  %1947 = getelementptr inbounds nuw i64, ptr %41, i64 %1946
  %1948 = load i64, ptr %1947, align 8
  %1949 = add nsw i64 %1881, %1948
  %1950 = getelementptr inbounds nuw i64, ptr %42, i64 %1946
  %1951 = load i64, ptr %1950, align 8
  %1952 = add nsw i64 %1883, %1951
  %1953 = icmp sgt i64 %1949, -1
  br i1 %1953, label %1954, label %1958

1954:                                             ; preds = %1945
  %1955 = load i64, ptr %1863, align 8
  %1956 = icmp slt i64 %1949, %1955
  %1957 = freeze i1 %1956
  br label %1958

1958:                                             ; preds = %1954, %1945
  %1959 = phi i1 [ false, %1945 ], [ %1957, %1954 ]
  %1960 = icmp slt i64 %1952, 0
  %1961 = sub nsw i64 0, %1952
  %1962 = select i1 %1960, i64 %1961, i64 0
  %1963 = sub nsw i64 %1885, %1952
  %1964 = sub nsw i64 %10, %1951
  %1965 = tail call i64 @llvm.smin.i64(i64 %1963, i64 %1964)
  %1966 = tail call i64 @llvm.smin.i64(i64 %1965, i64 16)
  %1967 = icmp sgt i64 %1966, %1962
  %1968 = select i1 %1959, i1 %1967, i1 false
  %1969 = select i1 %1959, i64 %1949, i64 0
  %1970 = mul nsw i64 %1329, %1969
  %1971 = add i64 %1952, %1889
  %1972 = add i64 %1971, %1970
  %1973 = getelementptr inbounds nuw i64, ptr %1890, i64 %1946
  store i64 %1972, ptr %1973, align 8
  %1974 = trunc i64 %1966 to i32
  %1975 = shl nsw i32 -1, %1974
  %1976 = xor i32 %1975, -1
  %1977 = trunc i64 %1962 to i32
  %1978 = shl nsw i32 -1, %1977
  %1979 = and i32 %1978, %1976
  %1980 = select i1 %1968, i32 %1979, i32 0
  %1981 = getelementptr inbounds nuw i32, ptr %1891, i64 %1946
  store i32 %1980, ptr %1981, align 4
  %1982 = add nuw nsw i64 %1946, 1
  %1983 = icmp eq i64 %1982, %1852
  br i1 %1983, label %1942, label %1945

1984:                                             ; preds = %1869, %1806
  call void @llvm.lifetime.end.p0(ptr nonnull %42)
  call void @llvm.lifetime.end.p0(ptr nonnull %41)
  br label %1985

1985:                                             ; preds = %1984, %1805
  %1986 = phi i64 [ %1833, %1984 ], [ %1459, %1805 ]
  %1987 = phi i64 [ %1822, %1984 ], [ %1452, %1805 ]
  %1988 = phi i64 [ %1811, %1984 ], [ %1445, %1805 ]
  %1989 = phi i64 [ %1836, %1984 ], [ %1462, %1805 ]
  %1990 = phi i64 [ %1825, %1984 ], [ %1455, %1805 ]
  %1991 = phi i64 [ %1814, %1984 ], [ %1448, %1805 ]
  br i1 %1331, label %1992, label %2020

1992:                                             ; preds = %1985
  %1993 = icmp eq i32 %1441, 3
  %1994 = icmp sgt i32 %1441, 0
  %1995 = zext nneg i32 %1441 to i64
  %1996 = icmp sgt i64 %1991, 15
  %1997 = trunc i64 %1991 to i32
  %1998 = shl nsw i32 -1, %1997
  %1999 = trunc i32 %1998 to i16
  %2000 = xor i16 %1999, -1
  %2001 = select i1 %1996, i16 -1, i16 %2000
  %2002 = icmp sgt i64 %1990, 15
  %2003 = trunc i64 %1990 to i32
  %2004 = shl nsw i32 -1, %2003
  %2005 = trunc i32 %2004 to i16
  %2006 = xor i16 %2005, -1
  %2007 = select i1 %2002, i16 -1, i16 %2006
  %2008 = icmp sgt i64 %1989, 15
  %2009 = trunc i64 %1989 to i32
  %2010 = shl nsw i32 -1, %2009
  %2011 = trunc i32 %2010 to i16
  %2012 = xor i16 %2011, -1
  %2013 = select i1 %2008, i16 -1, i16 %2012
  %2014 = bitcast i16 %2001 to <16 x i1>
  %2015 = bitcast i16 %2007 to <16 x i1>
  %2016 = bitcast i16 %2013 to <16 x i1>
  %2017 = bitcast i16 %2001 to <16 x i1>
  %2018 = bitcast i16 %2007 to <16 x i1>
  %2019 = bitcast i16 %2013 to <16 x i1>
  br label %2023

2020:                                             ; preds = %3447, %1985
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  %2021 = add nsw i64 %1437, 3
  %2022 = icmp slt i64 %2021, %291
  br i1 %2022, label %1436, label %274

2023:                                             ; preds = %1992, %3447
  %2024 = phi i64 [ %1324, %1992 ], [ %3448, %3447 ]
  %2025 = sub nsw i64 %1330, %2024
  %2026 = icmp sgt i64 %2025, 7
  %2027 = select i1 %2026, i64 %2024, i64 %111
  %2028 = sub nsw i64 %2024, %2027
  br i1 %1993, label %2087, label %2029

2029:                                             ; preds = %2023
  br i1 %1994, label %2030, label %3447

2030:                                             ; preds = %2029
  %2031 = mul i64 %114, %2027
  %2032 = getelementptr inbounds float, ptr %45, i64 %2027
  %2033 = getelementptr inbounds float, ptr %44, i64 %2031
  %2034 = getelementptr inbounds nuw i8, ptr %2032, i64 4
  %2035 = getelementptr inbounds nuw i8, ptr %2032, i64 8
  %2036 = getelementptr inbounds nuw i8, ptr %2032, i64 12
  %2037 = getelementptr inbounds nuw i8, ptr %2032, i64 16
  %2038 = getelementptr inbounds nuw i8, ptr %2032, i64 20
  %2039 = getelementptr inbounds nuw i8, ptr %2032, i64 24
  %2040 = getelementptr inbounds nuw i8, ptr %2032, i64 28
  %2041 = mul nsw i64 %2027, %58
  %2042 = getelementptr inbounds float, ptr %1317, i64 %2041
  %2043 = add nsw i64 %2027, 1
  %2044 = mul nsw i64 %2043, %58
  %2045 = getelementptr inbounds float, ptr %1317, i64 %2044
  %2046 = add nsw i64 %2027, 2
  %2047 = mul nsw i64 %2046, %58
  %2048 = getelementptr inbounds float, ptr %1317, i64 %2047
  %2049 = add nsw i64 %2027, 3
  %2050 = mul nsw i64 %2049, %58
  %2051 = getelementptr inbounds float, ptr %1317, i64 %2050
  %2052 = add nsw i64 %2027, 4
  %2053 = mul nsw i64 %2052, %58
  %2054 = getelementptr inbounds float, ptr %1317, i64 %2053
  %2055 = add nsw i64 %2027, 5
  %2056 = mul nsw i64 %2055, %58
  %2057 = getelementptr inbounds float, ptr %1317, i64 %2056
  %2058 = add nsw i64 %2027, 6
  %2059 = mul nsw i64 %2058, %58
  %2060 = getelementptr inbounds float, ptr %1317, i64 %2059
  %2061 = add nsw i64 %2027, 7
  %2062 = mul nsw i64 %2061, %58
  %2063 = getelementptr inbounds float, ptr %1317, i64 %2062
  %2064 = mul nsw i64 %2027, %58
  %2065 = icmp sgt i64 %2028, 0
  %2066 = add nsw i64 %2027, 1
  %2067 = mul nsw i64 %2066, %58
  %2068 = icmp sgt i64 %2028, 1
  %2069 = add nsw i64 %2027, 2
  %2070 = mul nsw i64 %2069, %58
  %2071 = icmp sgt i64 %2028, 2
  %2072 = add nsw i64 %2027, 3
  %2073 = mul nsw i64 %2072, %58
  %2074 = icmp sgt i64 %2028, 3
  %2075 = add nsw i64 %2027, 4
  %2076 = mul nsw i64 %2075, %58
  %2077 = icmp sgt i64 %2028, 4
  %2078 = add nsw i64 %2027, 5
  %2079 = mul nsw i64 %2078, %58
  %2080 = icmp sgt i64 %2028, 5
  %2081 = add nsw i64 %2027, 6
  %2082 = mul nsw i64 %2081, %58
  %2083 = icmp sgt i64 %2028, 6
  %2084 = add nsw i64 %2027, 7
  %2085 = mul nsw i64 %2084, %58
  %2086 = icmp sgt i64 %2028, 7
  br label %2734

2087:                                             ; preds = %2023
  %2088 = getelementptr inbounds float, ptr %45, i64 %2027
  br i1 %113, label %2097, label %2089

2089:                                             ; preds = %2087
  %2090 = load float, ptr %2088, align 4
  %2091 = insertelement <16 x float> poison, float %2090, i64 0
  %2092 = shufflevector <16 x float> %2091, <16 x float> poison, <16 x i32> zeroinitializer
  %2093 = insertelement <16 x float> poison, float %2090, i64 0
  %2094 = shufflevector <16 x float> %2093, <16 x float> poison, <16 x i32> zeroinitializer
  %2095 = insertelement <16 x float> poison, float %2090, i64 0
  %2096 = shufflevector <16 x float> %2095, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2106

2097:                                             ; preds = %2087
  %2098 = mul nsw i64 %2027, %58
  %2099 = getelementptr inbounds float, ptr %1317, i64 %2098
  %2100 = getelementptr inbounds float, ptr %2099, i64 %1988
  %2101 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2100, <16 x i1> %2014, <16 x float> zeroinitializer)
  %2102 = getelementptr inbounds float, ptr %2099, i64 %1987
  %2103 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2102, <16 x i1> %2015, <16 x float> zeroinitializer)
  %2104 = getelementptr inbounds float, ptr %2099, i64 %1986
  %2105 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2104, <16 x i1> %2016, <16 x float> zeroinitializer)
  br label %2106

2106:                                             ; preds = %2097, %2089
  %2107 = phi <16 x float> [ %2103, %2097 ], [ %2094, %2089 ]
  %2108 = phi <16 x float> [ %2101, %2097 ], [ %2092, %2089 ]
  %2109 = phi <16 x float> [ %2105, %2097 ], [ %2096, %2089 ]
  br i1 %113, label %2119, label %2110

2110:                                             ; preds = %2106
  %2111 = getelementptr inbounds nuw i8, ptr %2088, i64 4
  %2112 = load float, ptr %2111, align 4
  %2113 = insertelement <16 x float> poison, float %2112, i64 0
  %2114 = shufflevector <16 x float> %2113, <16 x float> poison, <16 x i32> zeroinitializer
  %2115 = insertelement <16 x float> poison, float %2112, i64 0
  %2116 = shufflevector <16 x float> %2115, <16 x float> poison, <16 x i32> zeroinitializer
  %2117 = insertelement <16 x float> poison, float %2112, i64 0
  %2118 = shufflevector <16 x float> %2117, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2129

2119:                                             ; preds = %2106
  %2120 = add nsw i64 %2027, 1
  %2121 = mul nsw i64 %2120, %58
  %2122 = getelementptr inbounds float, ptr %1317, i64 %2121
  %2123 = getelementptr inbounds float, ptr %2122, i64 %1988
  %2124 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2123, <16 x i1> %2014, <16 x float> zeroinitializer)
  %2125 = getelementptr inbounds float, ptr %2122, i64 %1987
  %2126 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2125, <16 x i1> %2015, <16 x float> zeroinitializer)
  %2127 = getelementptr inbounds float, ptr %2122, i64 %1986
  %2128 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2127, <16 x i1> %2016, <16 x float> zeroinitializer)
  br label %2129

2129:                                             ; preds = %2119, %2110
  %2130 = phi <16 x float> [ %2126, %2119 ], [ %2116, %2110 ]
  %2131 = phi <16 x float> [ %2124, %2119 ], [ %2114, %2110 ]
  %2132 = phi <16 x float> [ %2128, %2119 ], [ %2118, %2110 ]
  br i1 %113, label %2142, label %2133

2133:                                             ; preds = %2129
  %2134 = getelementptr inbounds nuw i8, ptr %2088, i64 8
  %2135 = load float, ptr %2134, align 4
  %2136 = insertelement <16 x float> poison, float %2135, i64 0
  %2137 = shufflevector <16 x float> %2136, <16 x float> poison, <16 x i32> zeroinitializer
  %2138 = insertelement <16 x float> poison, float %2135, i64 0
  %2139 = shufflevector <16 x float> %2138, <16 x float> poison, <16 x i32> zeroinitializer
  %2140 = insertelement <16 x float> poison, float %2135, i64 0
  %2141 = shufflevector <16 x float> %2140, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2152

2142:                                             ; preds = %2129
  %2143 = add nsw i64 %2027, 2
  %2144 = mul nsw i64 %2143, %58
  %2145 = getelementptr inbounds float, ptr %1317, i64 %2144
  %2146 = getelementptr inbounds float, ptr %2145, i64 %1988
  %2147 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2146, <16 x i1> %2014, <16 x float> zeroinitializer)
  %2148 = getelementptr inbounds float, ptr %2145, i64 %1987
  %2149 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2148, <16 x i1> %2015, <16 x float> zeroinitializer)
  %2150 = getelementptr inbounds float, ptr %2145, i64 %1986
  %2151 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2150, <16 x i1> %2016, <16 x float> zeroinitializer)
  br label %2152

2152:                                             ; preds = %2142, %2133
  %2153 = phi <16 x float> [ %2149, %2142 ], [ %2139, %2133 ]
  %2154 = phi <16 x float> [ %2147, %2142 ], [ %2137, %2133 ]
  %2155 = phi <16 x float> [ %2151, %2142 ], [ %2141, %2133 ]
  br i1 %113, label %2165, label %2156

2156:                                             ; preds = %2152
  %2157 = getelementptr inbounds nuw i8, ptr %2088, i64 12
  %2158 = load float, ptr %2157, align 4
  %2159 = insertelement <16 x float> poison, float %2158, i64 0
  %2160 = shufflevector <16 x float> %2159, <16 x float> poison, <16 x i32> zeroinitializer
  %2161 = insertelement <16 x float> poison, float %2158, i64 0
  %2162 = shufflevector <16 x float> %2161, <16 x float> poison, <16 x i32> zeroinitializer
  %2163 = insertelement <16 x float> poison, float %2158, i64 0
  %2164 = shufflevector <16 x float> %2163, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2175

2165:                                             ; preds = %2152
  %2166 = add nsw i64 %2027, 3
  %2167 = mul nsw i64 %2166, %58
  %2168 = getelementptr inbounds float, ptr %1317, i64 %2167
  %2169 = getelementptr inbounds float, ptr %2168, i64 %1988
  %2170 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2169, <16 x i1> %2014, <16 x float> zeroinitializer)
  %2171 = getelementptr inbounds float, ptr %2168, i64 %1987
  %2172 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2171, <16 x i1> %2015, <16 x float> zeroinitializer)
  %2173 = getelementptr inbounds float, ptr %2168, i64 %1986
  %2174 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2173, <16 x i1> %2016, <16 x float> zeroinitializer)
  br label %2175

2175:                                             ; preds = %2165, %2156
  %2176 = phi <16 x float> [ %2172, %2165 ], [ %2162, %2156 ]
  %2177 = phi <16 x float> [ %2170, %2165 ], [ %2160, %2156 ]
  %2178 = phi <16 x float> [ %2174, %2165 ], [ %2164, %2156 ]
  br i1 %113, label %2188, label %2179

2179:                                             ; preds = %2175
  %2180 = getelementptr inbounds nuw i8, ptr %2088, i64 16
  %2181 = load float, ptr %2180, align 4
  %2182 = insertelement <16 x float> poison, float %2181, i64 0
  %2183 = shufflevector <16 x float> %2182, <16 x float> poison, <16 x i32> zeroinitializer
  %2184 = insertelement <16 x float> poison, float %2181, i64 0
  %2185 = shufflevector <16 x float> %2184, <16 x float> poison, <16 x i32> zeroinitializer
  %2186 = insertelement <16 x float> poison, float %2181, i64 0
  %2187 = shufflevector <16 x float> %2186, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2198

2188:                                             ; preds = %2175
  %2189 = add nsw i64 %2027, 4
  %2190 = mul nsw i64 %2189, %58
  %2191 = getelementptr inbounds float, ptr %1317, i64 %2190
  %2192 = getelementptr inbounds float, ptr %2191, i64 %1988
  %2193 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2192, <16 x i1> %2014, <16 x float> zeroinitializer)
  %2194 = getelementptr inbounds float, ptr %2191, i64 %1987
  %2195 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2194, <16 x i1> %2015, <16 x float> zeroinitializer)
  %2196 = getelementptr inbounds float, ptr %2191, i64 %1986
  %2197 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2196, <16 x i1> %2016, <16 x float> zeroinitializer)
  br label %2198

2198:                                             ; preds = %2188, %2179
  %2199 = phi <16 x float> [ %2195, %2188 ], [ %2185, %2179 ]
  %2200 = phi <16 x float> [ %2193, %2188 ], [ %2183, %2179 ]
  %2201 = phi <16 x float> [ %2197, %2188 ], [ %2187, %2179 ]
  br i1 %113, label %2211, label %2202

2202:                                             ; preds = %2198
  %2203 = getelementptr inbounds nuw i8, ptr %2088, i64 20
  %2204 = load float, ptr %2203, align 4
  %2205 = insertelement <16 x float> poison, float %2204, i64 0
  %2206 = shufflevector <16 x float> %2205, <16 x float> poison, <16 x i32> zeroinitializer
  %2207 = insertelement <16 x float> poison, float %2204, i64 0
  %2208 = shufflevector <16 x float> %2207, <16 x float> poison, <16 x i32> zeroinitializer
  %2209 = insertelement <16 x float> poison, float %2204, i64 0
  %2210 = shufflevector <16 x float> %2209, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2221

2211:                                             ; preds = %2198
  %2212 = add nsw i64 %2027, 5
  %2213 = mul nsw i64 %2212, %58
  %2214 = getelementptr inbounds float, ptr %1317, i64 %2213
  %2215 = getelementptr inbounds float, ptr %2214, i64 %1988
  %2216 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2215, <16 x i1> %2014, <16 x float> zeroinitializer)
  %2217 = getelementptr inbounds float, ptr %2214, i64 %1987
  %2218 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2217, <16 x i1> %2015, <16 x float> zeroinitializer)
  %2219 = getelementptr inbounds float, ptr %2214, i64 %1986
  %2220 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2219, <16 x i1> %2016, <16 x float> zeroinitializer)
  br label %2221

2221:                                             ; preds = %2211, %2202
  %2222 = phi <16 x float> [ %2218, %2211 ], [ %2208, %2202 ]
  %2223 = phi <16 x float> [ %2216, %2211 ], [ %2206, %2202 ]
  %2224 = phi <16 x float> [ %2220, %2211 ], [ %2210, %2202 ]
  br i1 %113, label %2234, label %2225

2225:                                             ; preds = %2221
  %2226 = getelementptr inbounds nuw i8, ptr %2088, i64 24
  %2227 = load float, ptr %2226, align 4
  %2228 = insertelement <16 x float> poison, float %2227, i64 0
  %2229 = shufflevector <16 x float> %2228, <16 x float> poison, <16 x i32> zeroinitializer
  %2230 = insertelement <16 x float> poison, float %2227, i64 0
  %2231 = shufflevector <16 x float> %2230, <16 x float> poison, <16 x i32> zeroinitializer
  %2232 = insertelement <16 x float> poison, float %2227, i64 0
  %2233 = shufflevector <16 x float> %2232, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2244

2234:                                             ; preds = %2221
  %2235 = add nsw i64 %2027, 6
  %2236 = mul nsw i64 %2235, %58
  %2237 = getelementptr inbounds float, ptr %1317, i64 %2236
  %2238 = getelementptr inbounds float, ptr %2237, i64 %1988
  %2239 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2238, <16 x i1> %2014, <16 x float> zeroinitializer)
  %2240 = getelementptr inbounds float, ptr %2237, i64 %1987
  %2241 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2240, <16 x i1> %2015, <16 x float> zeroinitializer)
  %2242 = getelementptr inbounds float, ptr %2237, i64 %1986
  %2243 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2242, <16 x i1> %2016, <16 x float> zeroinitializer)
  br label %2244

2244:                                             ; preds = %2234, %2225
  %2245 = phi <16 x float> [ %2241, %2234 ], [ %2231, %2225 ]
  %2246 = phi <16 x float> [ %2239, %2234 ], [ %2229, %2225 ]
  %2247 = phi <16 x float> [ %2243, %2234 ], [ %2233, %2225 ]
  br i1 %113, label %2257, label %2248

2248:                                             ; preds = %2244
  %2249 = getelementptr inbounds nuw i8, ptr %2088, i64 28
  %2250 = load float, ptr %2249, align 4
  %2251 = insertelement <16 x float> poison, float %2250, i64 0
  %2252 = shufflevector <16 x float> %2251, <16 x float> poison, <16 x i32> zeroinitializer
  %2253 = insertelement <16 x float> poison, float %2250, i64 0
  %2254 = shufflevector <16 x float> %2253, <16 x float> poison, <16 x i32> zeroinitializer
  %2255 = insertelement <16 x float> poison, float %2250, i64 0
  %2256 = shufflevector <16 x float> %2255, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2267

2257:                                             ; preds = %2244
  %2258 = add nsw i64 %2027, 7
  %2259 = mul nsw i64 %2258, %58
  %2260 = getelementptr inbounds float, ptr %1317, i64 %2259
  %2261 = getelementptr inbounds float, ptr %2260, i64 %1988
  %2262 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2261, <16 x i1> %2014, <16 x float> zeroinitializer)
  %2263 = getelementptr inbounds float, ptr %2260, i64 %1987
  %2264 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2263, <16 x i1> %2015, <16 x float> zeroinitializer)
  %2265 = getelementptr inbounds float, ptr %2260, i64 %1986
  %2266 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2265, <16 x i1> %2016, <16 x float> zeroinitializer)
  br label %2267

2267:                                             ; preds = %2257, %2248
  %2268 = phi <16 x float> [ %2264, %2257 ], [ %2254, %2248 ]
  %2269 = phi <16 x float> [ %2262, %2257 ], [ %2252, %2248 ]
  %2270 = phi <16 x float> [ %2266, %2257 ], [ %2256, %2248 ]
  %2271 = mul i64 %114, %2027
  %2272 = getelementptr inbounds float, ptr %44, i64 %2271
  br i1 %94, label %2325, label %2300

2273:                                             ; preds = %2412, %2325
  %2274 = phi <16 x float> [ %2326, %2325 ], [ %2413, %2412 ]
  %2275 = phi <16 x float> [ %2327, %2325 ], [ %2414, %2412 ]
  %2276 = phi <16 x float> [ %2328, %2325 ], [ %2415, %2412 ]
  %2277 = phi <16 x float> [ %2329, %2325 ], [ %2416, %2412 ]
  %2278 = phi <16 x float> [ %2330, %2325 ], [ %2417, %2412 ]
  %2279 = phi <16 x float> [ %2331, %2325 ], [ %2418, %2412 ]
  %2280 = phi <16 x float> [ %2332, %2325 ], [ %2419, %2412 ]
  %2281 = phi <16 x float> [ %2333, %2325 ], [ %2420, %2412 ]
  %2282 = phi <16 x float> [ %2334, %2325 ], [ %2421, %2412 ]
  %2283 = phi <16 x float> [ %2335, %2325 ], [ %2422, %2412 ]
  %2284 = phi <16 x float> [ %2336, %2325 ], [ %2423, %2412 ]
  %2285 = phi <16 x float> [ %2337, %2325 ], [ %2424, %2412 ]
  %2286 = phi <16 x float> [ %2338, %2325 ], [ %2425, %2412 ]
  %2287 = phi <16 x float> [ %2339, %2325 ], [ %2426, %2412 ]
  %2288 = phi <16 x float> [ %2340, %2325 ], [ %2427, %2412 ]
  %2289 = phi <16 x float> [ %2341, %2325 ], [ %2428, %2412 ]
  %2290 = phi <16 x float> [ %2342, %2325 ], [ %2429, %2412 ]
  %2291 = phi <16 x float> [ %2343, %2325 ], [ %2430, %2412 ]
  %2292 = phi <16 x float> [ %2344, %2325 ], [ %2431, %2412 ]
  %2293 = phi <16 x float> [ %2345, %2325 ], [ %2432, %2412 ]
  %2294 = phi <16 x float> [ %2346, %2325 ], [ %2433, %2412 ]
  %2295 = phi <16 x float> [ %2347, %2325 ], [ %2434, %2412 ]
  %2296 = phi <16 x float> [ %2348, %2325 ], [ %2435, %2412 ]
  %2297 = phi <16 x float> [ %2349, %2325 ], [ %2436, %2412 ]
  %2298 = icmp slt i64 %2354, %5
  %2299 = add i64 %2350, -16
  br i1 %2298, label %2325, label %2300

2300:                                             ; preds = %2273, %2267
  %2301 = phi <16 x float> [ %2270, %2267 ], [ %2274, %2273 ]
  %2302 = phi <16 x float> [ %2268, %2267 ], [ %2275, %2273 ]
  %2303 = phi <16 x float> [ %2269, %2267 ], [ %2276, %2273 ]
  %2304 = phi <16 x float> [ %2247, %2267 ], [ %2277, %2273 ]
  %2305 = phi <16 x float> [ %2245, %2267 ], [ %2278, %2273 ]
  %2306 = phi <16 x float> [ %2246, %2267 ], [ %2279, %2273 ]
  %2307 = phi <16 x float> [ %2224, %2267 ], [ %2280, %2273 ]
  %2308 = phi <16 x float> [ %2222, %2267 ], [ %2281, %2273 ]
  %2309 = phi <16 x float> [ %2223, %2267 ], [ %2282, %2273 ]
  %2310 = phi <16 x float> [ %2201, %2267 ], [ %2289, %2273 ]
  %2311 = phi <16 x float> [ %2199, %2267 ], [ %2290, %2273 ]
  %2312 = phi <16 x float> [ %2200, %2267 ], [ %2291, %2273 ]
  %2313 = phi <16 x float> [ %2178, %2267 ], [ %2292, %2273 ]
  %2314 = phi <16 x float> [ %2176, %2267 ], [ %2293, %2273 ]
  %2315 = phi <16 x float> [ %2177, %2267 ], [ %2294, %2273 ]
  %2316 = phi <16 x float> [ %2155, %2267 ], [ %2295, %2273 ]
  %2317 = phi <16 x float> [ %2153, %2267 ], [ %2296, %2273 ]
  %2318 = phi <16 x float> [ %2154, %2267 ], [ %2297, %2273 ]
  %2319 = phi <16 x float> [ %2132, %2267 ], [ %2283, %2273 ]
  %2320 = phi <16 x float> [ %2130, %2267 ], [ %2284, %2273 ]
  %2321 = phi <16 x float> [ %2131, %2267 ], [ %2285, %2273 ]
  %2322 = phi <16 x float> [ %2109, %2267 ], [ %2286, %2273 ]
  %2323 = phi <16 x float> [ %2107, %2267 ], [ %2287, %2273 ]
  %2324 = phi <16 x float> [ %2108, %2267 ], [ %2288, %2273 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  store <16 x float> %2324, ptr %32, align 64
  store <16 x float> %2323, ptr %251, align 64
  store <16 x float> %2322, ptr %252, align 64
  store <16 x float> %2321, ptr %253, align 64
  store <16 x float> %2320, ptr %254, align 64
  store <16 x float> %2319, ptr %255, align 64
  store <16 x float> %2318, ptr %256, align 64
  store <16 x float> %2317, ptr %257, align 64
  store <16 x float> %2316, ptr %258, align 64
  store <16 x float> %2315, ptr %259, align 64
  store <16 x float> %2314, ptr %260, align 64
  store <16 x float> %2313, ptr %261, align 64
  store <16 x float> %2312, ptr %262, align 64
  store <16 x float> %2311, ptr %263, align 64
  store <16 x float> %2310, ptr %264, align 64
  store <16 x float> %2309, ptr %265, align 64
  store <16 x float> %2308, ptr %266, align 64
  store <16 x float> %2307, ptr %267, align 64
  store <16 x float> %2306, ptr %268, align 64
  store <16 x float> %2305, ptr %269, align 64
  store <16 x float> %2304, ptr %270, align 64
  store <16 x float> %2303, ptr %271, align 64
  store <16 x float> %2302, ptr %272, align 64
  store <16 x float> %2301, ptr %273, align 64
  br label %2532

2325:                                             ; preds = %2267, %2273
  %2326 = phi <16 x float> [ %2274, %2273 ], [ %2270, %2267 ]
  %2327 = phi <16 x float> [ %2275, %2273 ], [ %2268, %2267 ]
  %2328 = phi <16 x float> [ %2276, %2273 ], [ %2269, %2267 ]
  %2329 = phi <16 x float> [ %2277, %2273 ], [ %2247, %2267 ]
  %2330 = phi <16 x float> [ %2278, %2273 ], [ %2245, %2267 ]
  %2331 = phi <16 x float> [ %2279, %2273 ], [ %2246, %2267 ]
  %2332 = phi <16 x float> [ %2280, %2273 ], [ %2224, %2267 ]
  %2333 = phi <16 x float> [ %2281, %2273 ], [ %2222, %2267 ]
  %2334 = phi <16 x float> [ %2282, %2273 ], [ %2223, %2267 ]
  %2335 = phi <16 x float> [ %2283, %2273 ], [ %2132, %2267 ]
  %2336 = phi <16 x float> [ %2284, %2273 ], [ %2130, %2267 ]
  %2337 = phi <16 x float> [ %2285, %2273 ], [ %2131, %2267 ]
  %2338 = phi <16 x float> [ %2286, %2273 ], [ %2109, %2267 ]
  %2339 = phi <16 x float> [ %2287, %2273 ], [ %2107, %2267 ]
  %2340 = phi <16 x float> [ %2288, %2273 ], [ %2108, %2267 ]
  %2341 = phi <16 x float> [ %2289, %2273 ], [ %2201, %2267 ]
  %2342 = phi <16 x float> [ %2290, %2273 ], [ %2199, %2267 ]
  %2343 = phi <16 x float> [ %2291, %2273 ], [ %2200, %2267 ]
  %2344 = phi <16 x float> [ %2292, %2273 ], [ %2178, %2267 ]
  %2345 = phi <16 x float> [ %2293, %2273 ], [ %2176, %2267 ]
  %2346 = phi <16 x float> [ %2294, %2273 ], [ %2177, %2267 ]
  %2347 = phi <16 x float> [ %2295, %2273 ], [ %2155, %2267 ]
  %2348 = phi <16 x float> [ %2296, %2273 ], [ %2153, %2267 ]
  %2349 = phi <16 x float> [ %2297, %2273 ], [ %2154, %2267 ]
  %2350 = phi i64 [ %2299, %2273 ], [ %5, %2267 ]
  %2351 = phi i64 [ %2354, %2273 ], [ 0, %2267 ]
  %2352 = call i64 @llvm.smin.i64(i64 %2350, i64 16)
  %2353 = add i64 %2352, %2351
  %2354 = add nuw nsw i64 %2351, 16
  br i1 %115, label %2355, label %2273

2355:                                             ; preds = %2325
  %2356 = sub nsw i64 %5, %2351
  %2357 = icmp sgt i64 %2356, 15
  %2358 = mul nsw i64 %2351, %1123
  %2359 = getelementptr inbounds float, ptr %49, i64 %2358
  %2360 = mul nuw nsw i64 %2351, %112
  %2361 = getelementptr inbounds nuw float, ptr %2272, i64 %2360
  %2362 = icmp sgt i64 %5, %2351
  %2363 = or i1 %2357, %2362
  br label %2364

2364:                                             ; preds = %2355, %2412
  %2365 = phi <16 x float> [ %2326, %2355 ], [ %2413, %2412 ]
  %2366 = phi <16 x float> [ %2327, %2355 ], [ %2414, %2412 ]
  %2367 = phi <16 x float> [ %2328, %2355 ], [ %2415, %2412 ]
  %2368 = phi <16 x float> [ %2329, %2355 ], [ %2416, %2412 ]
  %2369 = phi <16 x float> [ %2330, %2355 ], [ %2417, %2412 ]
  %2370 = phi <16 x float> [ %2331, %2355 ], [ %2418, %2412 ]
  %2371 = phi <16 x float> [ %2332, %2355 ], [ %2419, %2412 ]
  %2372 = phi <16 x float> [ %2333, %2355 ], [ %2420, %2412 ]
  %2373 = phi <16 x float> [ %2334, %2355 ], [ %2421, %2412 ]
  %2374 = phi <16 x float> [ %2335, %2355 ], [ %2422, %2412 ]
  %2375 = phi <16 x float> [ %2336, %2355 ], [ %2423, %2412 ]
  %2376 = phi <16 x float> [ %2337, %2355 ], [ %2424, %2412 ]
  %2377 = phi <16 x float> [ %2338, %2355 ], [ %2425, %2412 ]
  %2378 = phi <16 x float> [ %2339, %2355 ], [ %2426, %2412 ]
  %2379 = phi <16 x float> [ %2340, %2355 ], [ %2427, %2412 ]
  %2380 = phi <16 x float> [ %2341, %2355 ], [ %2428, %2412 ]
  %2381 = phi <16 x float> [ %2342, %2355 ], [ %2429, %2412 ]
  %2382 = phi <16 x float> [ %2343, %2355 ], [ %2430, %2412 ]
  %2383 = phi <16 x float> [ %2344, %2355 ], [ %2431, %2412 ]
  %2384 = phi <16 x float> [ %2345, %2355 ], [ %2432, %2412 ]
  %2385 = phi <16 x float> [ %2346, %2355 ], [ %2433, %2412 ]
  %2386 = phi <16 x float> [ %2347, %2355 ], [ %2434, %2412 ]
  %2387 = phi <16 x float> [ %2348, %2355 ], [ %2435, %2412 ]
  %2388 = phi <16 x float> [ %2349, %2355 ], [ %2436, %2412 ]
  %2389 = phi i64 [ 0, %2355 ], [ %2437, %2412 ]
  %2390 = mul nuw nsw i64 %2389, 24
  %2391 = getelementptr nuw i8, ptr %35, i64 %2390
  %2392 = load i64, ptr %2391, align 8
  %2393 = getelementptr inbounds nuw i8, ptr %2391, i64 8
  %2394 = load i64, ptr %2393, align 8
  %2395 = getelementptr inbounds nuw i8, ptr %2391, i64 16
  %2396 = load i64, ptr %2395, align 8
  br i1 %2363, label %2397, label %2412

2397:                                             ; preds = %2364
  %2398 = mul nuw nsw i64 %2389, 12
  %2399 = getelementptr nuw i8, ptr %36, i64 %2398
  %2400 = getelementptr inbounds nuw i8, ptr %2399, i64 8
  %2401 = load i32, ptr %2400, align 4
  %2402 = getelementptr inbounds nuw i8, ptr %2399, i64 4
  %2403 = load i32, ptr %2402, align 4
  %2404 = load i32, ptr %2399, align 4
  %2405 = getelementptr inbounds nuw float, ptr %2361, i64 %2389
  %2406 = trunc i32 %2404 to i16
  %2407 = bitcast i16 %2406 to <16 x i1>
  %2408 = trunc i32 %2403 to i16
  %2409 = bitcast i16 %2408 to <16 x i1>
  %2410 = trunc i32 %2401 to i16
  %2411 = bitcast i16 %2410 to <16 x i1>
  br label %2439

2412:                                             ; preds = %2439, %2364
  %2413 = phi <16 x float> [ %2365, %2364 ], [ %2527, %2439 ]
  %2414 = phi <16 x float> [ %2366, %2364 ], [ %2526, %2439 ]
  %2415 = phi <16 x float> [ %2367, %2364 ], [ %2525, %2439 ]
  %2416 = phi <16 x float> [ %2368, %2364 ], [ %2520, %2439 ]
  %2417 = phi <16 x float> [ %2369, %2364 ], [ %2519, %2439 ]
  %2418 = phi <16 x float> [ %2370, %2364 ], [ %2518, %2439 ]
  %2419 = phi <16 x float> [ %2371, %2364 ], [ %2513, %2439 ]
  %2420 = phi <16 x float> [ %2372, %2364 ], [ %2512, %2439 ]
  %2421 = phi <16 x float> [ %2373, %2364 ], [ %2511, %2439 ]
  %2422 = phi <16 x float> [ %2374, %2364 ], [ %2485, %2439 ]
  %2423 = phi <16 x float> [ %2375, %2364 ], [ %2484, %2439 ]
  %2424 = phi <16 x float> [ %2376, %2364 ], [ %2483, %2439 ]
  %2425 = phi <16 x float> [ %2377, %2364 ], [ %2478, %2439 ]
  %2426 = phi <16 x float> [ %2378, %2364 ], [ %2477, %2439 ]
  %2427 = phi <16 x float> [ %2379, %2364 ], [ %2476, %2439 ]
  %2428 = phi <16 x float> [ %2380, %2364 ], [ %2506, %2439 ]
  %2429 = phi <16 x float> [ %2381, %2364 ], [ %2505, %2439 ]
  %2430 = phi <16 x float> [ %2382, %2364 ], [ %2504, %2439 ]
  %2431 = phi <16 x float> [ %2383, %2364 ], [ %2499, %2439 ]
  %2432 = phi <16 x float> [ %2384, %2364 ], [ %2498, %2439 ]
  %2433 = phi <16 x float> [ %2385, %2364 ], [ %2497, %2439 ]
  %2434 = phi <16 x float> [ %2386, %2364 ], [ %2492, %2439 ]
  %2435 = phi <16 x float> [ %2387, %2364 ], [ %2491, %2439 ]
  %2436 = phi <16 x float> [ %2388, %2364 ], [ %2490, %2439 ]
  %2437 = add nuw nsw i64 %2389, 1
  %2438 = icmp eq i64 %2437, %112
  br i1 %2438, label %2273, label %2364

2439:                                             ; preds = %2397, %2439
  %2440 = phi <16 x float> [ %2527, %2439 ], [ %2365, %2397 ]
  %2441 = phi <16 x float> [ %2526, %2439 ], [ %2366, %2397 ]
  %2442 = phi <16 x float> [ %2525, %2439 ], [ %2367, %2397 ]
  %2443 = phi <16 x float> [ %2520, %2439 ], [ %2368, %2397 ]
  %2444 = phi <16 x float> [ %2519, %2439 ], [ %2369, %2397 ]
  %2445 = phi <16 x float> [ %2518, %2439 ], [ %2370, %2397 ]
  %2446 = phi <16 x float> [ %2513, %2439 ], [ %2371, %2397 ]
  %2447 = phi <16 x float> [ %2512, %2439 ], [ %2372, %2397 ]
  %2448 = phi <16 x float> [ %2511, %2439 ], [ %2373, %2397 ]
  %2449 = phi <16 x float> [ %2485, %2439 ], [ %2374, %2397 ]
  %2450 = phi <16 x float> [ %2484, %2439 ], [ %2375, %2397 ]
  %2451 = phi <16 x float> [ %2483, %2439 ], [ %2376, %2397 ]
  %2452 = phi <16 x float> [ %2478, %2439 ], [ %2377, %2397 ]
  %2453 = phi <16 x float> [ %2477, %2439 ], [ %2378, %2397 ]
  %2454 = phi <16 x float> [ %2476, %2439 ], [ %2379, %2397 ]
  %2455 = phi <16 x float> [ %2506, %2439 ], [ %2380, %2397 ]
  %2456 = phi <16 x float> [ %2505, %2439 ], [ %2381, %2397 ]
  %2457 = phi <16 x float> [ %2504, %2439 ], [ %2382, %2397 ]
  %2458 = phi <16 x float> [ %2499, %2439 ], [ %2383, %2397 ]
  %2459 = phi <16 x float> [ %2498, %2439 ], [ %2384, %2397 ]
  %2460 = phi <16 x float> [ %2497, %2439 ], [ %2385, %2397 ]
  %2461 = phi <16 x float> [ %2492, %2439 ], [ %2386, %2397 ]
  %2462 = phi <16 x float> [ %2491, %2439 ], [ %2387, %2397 ]
  %2463 = phi <16 x float> [ %2490, %2439 ], [ %2388, %2397 ]
  %2464 = phi i64 [ %2528, %2439 ], [ %2351, %2397 ]
  %2465 = phi ptr [ %2530, %2439 ], [ %2405, %2397 ]
  %2466 = phi ptr [ %2529, %2439 ], [ %2359, %2397 ]
  %2467 = getelementptr inbounds float, ptr %2466, i64 %2392
  %2468 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2467, <16 x i1> %2407, <16 x float> zeroinitializer)
  %2469 = getelementptr inbounds float, ptr %2466, i64 %2394
  %2470 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2469, <16 x i1> %2409, <16 x float> zeroinitializer)
  %2471 = getelementptr inbounds float, ptr %2466, i64 %2396
  %2472 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2471, <16 x i1> %2411, <16 x float> zeroinitializer)
  %2473 = load float, ptr %2465, align 4
  %2474 = insertelement <16 x float> poison, float %2473, i64 0
  %2475 = shufflevector <16 x float> %2474, <16 x float> poison, <16 x i32> zeroinitializer
  %2476 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2468, <16 x float> %2475, <16 x float> %2454)
  %2477 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2470, <16 x float> %2475, <16 x float> %2453)
  %2478 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2472, <16 x float> %2475, <16 x float> %2452)
  %2479 = getelementptr inbounds float, ptr %2465, i64 %114
  %2480 = load float, ptr %2479, align 4
  %2481 = insertelement <16 x float> poison, float %2480, i64 0
  %2482 = shufflevector <16 x float> %2481, <16 x float> poison, <16 x i32> zeroinitializer
  %2483 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2468, <16 x float> %2482, <16 x float> %2451)
  %2484 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2470, <16 x float> %2482, <16 x float> %2450)
  %2485 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2472, <16 x float> %2482, <16 x float> %2449)
  %2486 = getelementptr inbounds i8, ptr %2465, i64 %184
  %2487 = load float, ptr %2486, align 4
  %2488 = insertelement <16 x float> poison, float %2487, i64 0
  %2489 = shufflevector <16 x float> %2488, <16 x float> poison, <16 x i32> zeroinitializer
  %2490 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2468, <16 x float> %2489, <16 x float> %2463)
  %2491 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2470, <16 x float> %2489, <16 x float> %2462)
  %2492 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2472, <16 x float> %2489, <16 x float> %2461)
  %2493 = getelementptr inbounds i8, ptr %2465, i64 %185
  %2494 = load float, ptr %2493, align 4
  %2495 = insertelement <16 x float> poison, float %2494, i64 0
  %2496 = shufflevector <16 x float> %2495, <16 x float> poison, <16 x i32> zeroinitializer
  %2497 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2468, <16 x float> %2496, <16 x float> %2460)
  %2498 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2470, <16 x float> %2496, <16 x float> %2459)
  %2499 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2472, <16 x float> %2496, <16 x float> %2458)
  %2500 = getelementptr inbounds i8, ptr %2465, i64 %186
  %2501 = load float, ptr %2500, align 4
  %2502 = insertelement <16 x float> poison, float %2501, i64 0
  %2503 = shufflevector <16 x float> %2502, <16 x float> poison, <16 x i32> zeroinitializer
  %2504 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2468, <16 x float> %2503, <16 x float> %2457)
  %2505 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2470, <16 x float> %2503, <16 x float> %2456)
  %2506 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2472, <16 x float> %2503, <16 x float> %2455)
  %2507 = getelementptr inbounds i8, ptr %2465, i64 %187
  %2508 = load float, ptr %2507, align 4
  %2509 = insertelement <16 x float> poison, float %2508, i64 0
  %2510 = shufflevector <16 x float> %2509, <16 x float> poison, <16 x i32> zeroinitializer
  %2511 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2468, <16 x float> %2510, <16 x float> %2448)
  %2512 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2470, <16 x float> %2510, <16 x float> %2447)
  %2513 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2472, <16 x float> %2510, <16 x float> %2446)
  %2514 = getelementptr inbounds i8, ptr %2465, i64 %188
  %2515 = load float, ptr %2514, align 4
  %2516 = insertelement <16 x float> poison, float %2515, i64 0
  %2517 = shufflevector <16 x float> %2516, <16 x float> poison, <16 x i32> zeroinitializer
  %2518 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2468, <16 x float> %2517, <16 x float> %2445)
  %2519 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2470, <16 x float> %2517, <16 x float> %2444)
  %2520 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2472, <16 x float> %2517, <16 x float> %2443)
  %2521 = getelementptr inbounds i8, ptr %2465, i64 %189
  %2522 = load float, ptr %2521, align 4
  %2523 = insertelement <16 x float> poison, float %2522, i64 0
  %2524 = shufflevector <16 x float> %2523, <16 x float> poison, <16 x i32> zeroinitializer
  %2525 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2468, <16 x float> %2524, <16 x float> %2442)
  %2526 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2470, <16 x float> %2524, <16 x float> %2441)
  %2527 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2472, <16 x float> %2524, <16 x float> %2440)
  %2528 = add nuw nsw i64 %2464, 1
  %2529 = getelementptr inbounds float, ptr %2466, i64 %1123
  %2530 = getelementptr inbounds nuw float, ptr %2465, i64 %112
  %2531 = icmp eq i64 %2528, %2353
  br i1 %2531, label %2412, label %2439

2532:                                             ; preds = %2300, %2729
  %2533 = phi i64 [ 0, %2300 ], [ %2731, %2729 ]
  %2534 = add nsw i64 %2027, %2533
  %2535 = mul nsw i64 %2534, %58
  %2536 = icmp sgt i64 %2028, %2533
  %2537 = getelementptr inbounds nuw [3 x <16 x float>], ptr %32, i64 %2533
  %2538 = add nsw i64 %1988, %2535
  %2539 = select i1 %2536, <16 x i1> zeroinitializer, <16 x i1> %2017
  %2540 = getelementptr inbounds float, ptr %1322, i64 %2538
  %2541 = load <16 x float>, ptr %2537, align 64
  br i1 %116, label %2601, label %2542

2542:                                             ; preds = %2532
  %2543 = getelementptr inbounds float, ptr %1320, i64 %2538
  switch i64 %190, label %2561 [
    i64 1, label %2544
    i64 2, label %2547
    i64 3, label %2554
    i64 0, label %2601
  ]

2544:                                             ; preds = %2542
  %2545 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2543, <16 x i1> %2539, <16 x float> zeroinitializer)
  %2546 = fadd <16 x float> %2541, %2545
  br label %2563

2547:                                             ; preds = %2542
  %2548 = bitcast <16 x float> %2541 to <8 x i64>
  %2549 = or <8 x i64> %2548, %118
  %2550 = fcmp oeq <16 x float> %2541, %57
  %2551 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %2541, i32 4)
  %2552 = bitcast <8 x i64> %2549 to <16 x float>
  %2553 = select <16 x i1> %2550, <16 x float> %2552, <16 x float> %2551
  br label %2563

2554:                                             ; preds = %2542
  %2555 = bitcast <16 x float> %2541 to <8 x i64>
  %2556 = and <8 x i64> %2555, %117
  %2557 = fcmp oeq <16 x float> %2541, %54
  %2558 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %2541, i32 4)
  %2559 = bitcast <8 x i64> %2556 to <16 x float>
  %2560 = select <16 x i1> %2557, <16 x float> %2559, <16 x float> %2558
  br label %2563

2561:                                             ; preds = %2542
  unreachable

2562:                                             ; preds = %3424, %3405, %3386, %3361, %3342, %3323, %3298, %3279, %3260, %3235, %3216, %3197, %3172, %3153, %3134, %3109, %3090, %3071, %3046, %3027, %3008, %2983, %2964, %2945, %2710, %2691, %2672, %2646, %2627, %2608, %2582, %2563
  unreachable

2563:                                             ; preds = %2554, %2547, %2544
  %2564 = phi <16 x float> [ %2546, %2544 ], [ %2553, %2547 ], [ %2560, %2554 ]
  switch i64 %192, label %2562 [
    i64 1, label %2579
    i64 2, label %2572
    i64 3, label %2565
    i64 0, label %2601
  ]

2565:                                             ; preds = %2563
  %2566 = bitcast <16 x float> %2564 to <8 x i64>
  %2567 = and <8 x i64> %2566, %117
  %2568 = fcmp oeq <16 x float> %2564, %54
  %2569 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %2564, i32 4)
  %2570 = bitcast <8 x i64> %2567 to <16 x float>
  %2571 = select <16 x i1> %2568, <16 x float> %2570, <16 x float> %2569
  br label %2582

2572:                                             ; preds = %2563
  %2573 = bitcast <16 x float> %2564 to <8 x i64>
  %2574 = or <8 x i64> %2573, %118
  %2575 = fcmp oeq <16 x float> %2564, %57
  %2576 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %2564, i32 4)
  %2577 = bitcast <8 x i64> %2574 to <16 x float>
  %2578 = select <16 x i1> %2575, <16 x float> %2577, <16 x float> %2576
  br label %2582

2579:                                             ; preds = %2563
  %2580 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2543, <16 x i1> %2539, <16 x float> zeroinitializer)
  %2581 = fadd <16 x float> %2564, %2580
  br label %2582

2582:                                             ; preds = %2579, %2572, %2565
  %2583 = phi <16 x float> [ %2581, %2579 ], [ %2578, %2572 ], [ %2571, %2565 ]
  switch i64 %194, label %2562 [
    i64 1, label %2598
    i64 2, label %2591
    i64 3, label %2584
    i64 0, label %2601
  ]

2584:                                             ; preds = %2582
  %2585 = bitcast <16 x float> %2583 to <8 x i64>
  %2586 = and <8 x i64> %2585, %117
  %2587 = fcmp oeq <16 x float> %2583, %54
  %2588 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %2583, i32 4)
  %2589 = bitcast <8 x i64> %2586 to <16 x float>
  %2590 = select <16 x i1> %2587, <16 x float> %2589, <16 x float> %2588
  br label %2601

2591:                                             ; preds = %2582
  %2592 = bitcast <16 x float> %2583 to <8 x i64>
  %2593 = or <8 x i64> %2592, %118
  %2594 = fcmp oeq <16 x float> %2583, %57
  %2595 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %2583, i32 4)
  %2596 = bitcast <8 x i64> %2593 to <16 x float>
  %2597 = select <16 x i1> %2594, <16 x float> %2596, <16 x float> %2595
  br label %2601

2598:                                             ; preds = %2582
  %2599 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2543, <16 x i1> %2539, <16 x float> zeroinitializer)
  %2600 = fadd <16 x float> %2583, %2599
  br label %2601

2601:                                             ; preds = %2532, %2542, %2563, %2582, %2598, %2591, %2584
  %2602 = phi <16 x float> [ %2590, %2584 ], [ %2541, %2542 ], [ %2583, %2582 ], [ %2564, %2563 ], [ %2600, %2598 ], [ %2597, %2591 ], [ %2541, %2532 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2602, ptr align 1 %2540, <16 x i1> %2539)
  %2603 = add nsw i64 %1987, %2535
  %2604 = select i1 %2536, <16 x i1> zeroinitializer, <16 x i1> %2018
  %2605 = getelementptr inbounds float, ptr %1322, i64 %2603
  %2606 = getelementptr inbounds nuw i8, ptr %2537, i64 64
  %2607 = load <16 x float>, ptr %2606, align 64
  br i1 %116, label %2665, label %2608

2608:                                             ; preds = %2601
  %2609 = getelementptr inbounds float, ptr %1320, i64 %2603
  switch i64 %195, label %2562 [
    i64 1, label %2624
    i64 2, label %2617
    i64 3, label %2610
    i64 0, label %2665
  ]

2610:                                             ; preds = %2608
  %2611 = bitcast <16 x float> %2607 to <8 x i64>
  %2612 = and <8 x i64> %2611, %117
  %2613 = fcmp oeq <16 x float> %2607, %54
  %2614 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %2607, i32 4)
  %2615 = bitcast <8 x i64> %2612 to <16 x float>
  %2616 = select <16 x i1> %2613, <16 x float> %2615, <16 x float> %2614
  br label %2627

2617:                                             ; preds = %2608
  %2618 = bitcast <16 x float> %2607 to <8 x i64>
  %2619 = or <8 x i64> %2618, %118
  %2620 = fcmp oeq <16 x float> %2607, %57
  %2621 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %2607, i32 4)
  %2622 = bitcast <8 x i64> %2619 to <16 x float>
  %2623 = select <16 x i1> %2620, <16 x float> %2622, <16 x float> %2621
  br label %2627

2624:                                             ; preds = %2608
  %2625 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2609, <16 x i1> %2604, <16 x float> zeroinitializer)
  %2626 = fadd <16 x float> %2607, %2625
  br label %2627

2627:                                             ; preds = %2624, %2617, %2610
  %2628 = phi <16 x float> [ %2626, %2624 ], [ %2623, %2617 ], [ %2616, %2610 ]
  switch i64 %197, label %2562 [
    i64 1, label %2643
    i64 2, label %2636
    i64 3, label %2629
    i64 0, label %2665
  ]

2629:                                             ; preds = %2627
  %2630 = bitcast <16 x float> %2628 to <8 x i64>
  %2631 = and <8 x i64> %2630, %117
  %2632 = fcmp oeq <16 x float> %2628, %54
  %2633 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %2628, i32 4)
  %2634 = bitcast <8 x i64> %2631 to <16 x float>
  %2635 = select <16 x i1> %2632, <16 x float> %2634, <16 x float> %2633
  br label %2646

2636:                                             ; preds = %2627
  %2637 = bitcast <16 x float> %2628 to <8 x i64>
  %2638 = or <8 x i64> %2637, %118
  %2639 = fcmp oeq <16 x float> %2628, %57
  %2640 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %2628, i32 4)
  %2641 = bitcast <8 x i64> %2638 to <16 x float>
  %2642 = select <16 x i1> %2639, <16 x float> %2641, <16 x float> %2640
  br label %2646

2643:                                             ; preds = %2627
  %2644 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2609, <16 x i1> %2604, <16 x float> zeroinitializer)
  %2645 = fadd <16 x float> %2628, %2644
  br label %2646

2646:                                             ; preds = %2643, %2636, %2629
  %2647 = phi <16 x float> [ %2645, %2643 ], [ %2642, %2636 ], [ %2635, %2629 ]
  switch i64 %199, label %2562 [
    i64 1, label %2662
    i64 2, label %2655
    i64 3, label %2648
    i64 0, label %2665
  ]

2648:                                             ; preds = %2646
  %2649 = bitcast <16 x float> %2647 to <8 x i64>
  %2650 = and <8 x i64> %2649, %117
  %2651 = fcmp oeq <16 x float> %2647, %54
  %2652 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %2647, i32 4)
  %2653 = bitcast <8 x i64> %2650 to <16 x float>
  %2654 = select <16 x i1> %2651, <16 x float> %2653, <16 x float> %2652
  br label %2665

2655:                                             ; preds = %2646
  %2656 = bitcast <16 x float> %2647 to <8 x i64>
  %2657 = or <8 x i64> %2656, %118
  %2658 = fcmp oeq <16 x float> %2647, %57
  %2659 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %2647, i32 4)
  %2660 = bitcast <8 x i64> %2657 to <16 x float>
  %2661 = select <16 x i1> %2658, <16 x float> %2660, <16 x float> %2659
  br label %2665

2662:                                             ; preds = %2646
  %2663 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2609, <16 x i1> %2604, <16 x float> zeroinitializer)
  %2664 = fadd <16 x float> %2647, %2663
  br label %2665

2665:                                             ; preds = %2601, %2608, %2627, %2646, %2662, %2655, %2648
  %2666 = phi <16 x float> [ %2654, %2648 ], [ %2607, %2608 ], [ %2647, %2646 ], [ %2628, %2627 ], [ %2664, %2662 ], [ %2661, %2655 ], [ %2607, %2601 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2666, ptr align 1 %2605, <16 x i1> %2604)
  %2667 = add nsw i64 %1986, %2535
  %2668 = select i1 %2536, <16 x i1> zeroinitializer, <16 x i1> %2019
  %2669 = getelementptr inbounds float, ptr %1322, i64 %2667
  %2670 = getelementptr inbounds nuw i8, ptr %2537, i64 128
  %2671 = load <16 x float>, ptr %2670, align 64
  br i1 %116, label %2729, label %2672

2672:                                             ; preds = %2665
  %2673 = getelementptr inbounds float, ptr %1320, i64 %2667
  switch i64 %200, label %2562 [
    i64 1, label %2688
    i64 2, label %2681
    i64 3, label %2674
    i64 0, label %2729
  ]

2674:                                             ; preds = %2672
  %2675 = bitcast <16 x float> %2671 to <8 x i64>
  %2676 = and <8 x i64> %2675, %117
  %2677 = fcmp oeq <16 x float> %2671, %54
  %2678 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %2671, i32 4)
  %2679 = bitcast <8 x i64> %2676 to <16 x float>
  %2680 = select <16 x i1> %2677, <16 x float> %2679, <16 x float> %2678
  br label %2691

2681:                                             ; preds = %2672
  %2682 = bitcast <16 x float> %2671 to <8 x i64>
  %2683 = or <8 x i64> %2682, %118
  %2684 = fcmp oeq <16 x float> %2671, %57
  %2685 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %2671, i32 4)
  %2686 = bitcast <8 x i64> %2683 to <16 x float>
  %2687 = select <16 x i1> %2684, <16 x float> %2686, <16 x float> %2685
  br label %2691

2688:                                             ; preds = %2672
  %2689 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2673, <16 x i1> %2668, <16 x float> zeroinitializer)
  %2690 = fadd <16 x float> %2671, %2689
  br label %2691

2691:                                             ; preds = %2688, %2681, %2674
  %2692 = phi <16 x float> [ %2690, %2688 ], [ %2687, %2681 ], [ %2680, %2674 ]
  switch i64 %202, label %2562 [
    i64 1, label %2707
    i64 2, label %2700
    i64 3, label %2693
    i64 0, label %2729
  ]

2693:                                             ; preds = %2691
  %2694 = bitcast <16 x float> %2692 to <8 x i64>
  %2695 = and <8 x i64> %2694, %117
  %2696 = fcmp oeq <16 x float> %2692, %54
  %2697 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %2692, i32 4)
  %2698 = bitcast <8 x i64> %2695 to <16 x float>
  %2699 = select <16 x i1> %2696, <16 x float> %2698, <16 x float> %2697
  br label %2710

2700:                                             ; preds = %2691
  %2701 = bitcast <16 x float> %2692 to <8 x i64>
  %2702 = or <8 x i64> %2701, %118
  %2703 = fcmp oeq <16 x float> %2692, %57
  %2704 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %2692, i32 4)
  %2705 = bitcast <8 x i64> %2702 to <16 x float>
  %2706 = select <16 x i1> %2703, <16 x float> %2705, <16 x float> %2704
  br label %2710

2707:                                             ; preds = %2691
  %2708 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2673, <16 x i1> %2668, <16 x float> zeroinitializer)
  %2709 = fadd <16 x float> %2692, %2708
  br label %2710

2710:                                             ; preds = %2707, %2700, %2693
  %2711 = phi <16 x float> [ %2709, %2707 ], [ %2706, %2700 ], [ %2699, %2693 ]
  switch i64 %204, label %2562 [
    i64 1, label %2726
    i64 2, label %2719
    i64 3, label %2712
    i64 0, label %2729
  ]

2712:                                             ; preds = %2710
  %2713 = bitcast <16 x float> %2711 to <8 x i64>
  %2714 = and <8 x i64> %2713, %117
  %2715 = fcmp oeq <16 x float> %2711, %54
  %2716 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %2711, i32 4)
  %2717 = bitcast <8 x i64> %2714 to <16 x float>
  %2718 = select <16 x i1> %2715, <16 x float> %2717, <16 x float> %2716
  br label %2729

2719:                                             ; preds = %2710
  %2720 = bitcast <16 x float> %2711 to <8 x i64>
  %2721 = or <8 x i64> %2720, %118
  %2722 = fcmp oeq <16 x float> %2711, %57
  %2723 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %2711, i32 4)
  %2724 = bitcast <8 x i64> %2721 to <16 x float>
  %2725 = select <16 x i1> %2722, <16 x float> %2724, <16 x float> %2723
  br label %2729

2726:                                             ; preds = %2710
  %2727 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2673, <16 x i1> %2668, <16 x float> zeroinitializer)
  %2728 = fadd <16 x float> %2711, %2727
  br label %2729

2729:                                             ; preds = %2665, %2672, %2691, %2710, %2726, %2719, %2712
  %2730 = phi <16 x float> [ %2718, %2712 ], [ %2671, %2672 ], [ %2711, %2710 ], [ %2692, %2691 ], [ %2728, %2726 ], [ %2725, %2719 ], [ %2671, %2665 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2730, ptr align 1 %2669, <16 x i1> %2668)
  %2731 = add nuw nsw i64 %2533, 1
  %2732 = icmp eq i64 %2731, 8
  br i1 %2732, label %2733, label %2532

2733:                                             ; preds = %2729
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  br label %3447

2734:                                             ; preds = %2030, %3443
  %2735 = phi i64 [ 0, %2030 ], [ %3445, %3443 ]
  %2736 = getelementptr inbounds nuw i64, ptr %38, i64 %2735
  %2737 = getelementptr inbounds nuw i64, ptr %39, i64 %2735
  %2738 = load i64, ptr %2737, align 8
  %2739 = icmp sgt i64 %2738, 15
  %2740 = trunc i64 %2738 to i32
  %2741 = shl nsw i32 -1, %2740
  %2742 = trunc i32 %2741 to i16
  %2743 = xor i16 %2742, -1
  %2744 = select i1 %2739, i16 -1, i16 %2743
  br i1 %113, label %2773, label %2748

2745:                                             ; preds = %2802
  %2746 = getelementptr inbounds nuw i64, ptr %35, i64 %2735
  %2747 = getelementptr inbounds nuw i32, ptr %36, i64 %2735
  br label %2836

2748:                                             ; preds = %2734
  %2749 = load float, ptr %2032, align 4
  %2750 = insertelement <16 x float> poison, float %2749, i64 0
  %2751 = shufflevector <16 x float> %2750, <16 x float> poison, <16 x i32> zeroinitializer
  %2752 = load float, ptr %2034, align 4
  %2753 = insertelement <16 x float> poison, float %2752, i64 0
  %2754 = shufflevector <16 x float> %2753, <16 x float> poison, <16 x i32> zeroinitializer
  %2755 = load float, ptr %2035, align 4
  %2756 = insertelement <16 x float> poison, float %2755, i64 0
  %2757 = shufflevector <16 x float> %2756, <16 x float> poison, <16 x i32> zeroinitializer
  %2758 = load float, ptr %2036, align 4
  %2759 = insertelement <16 x float> poison, float %2758, i64 0
  %2760 = shufflevector <16 x float> %2759, <16 x float> poison, <16 x i32> zeroinitializer
  %2761 = load float, ptr %2037, align 4
  %2762 = insertelement <16 x float> poison, float %2761, i64 0
  %2763 = shufflevector <16 x float> %2762, <16 x float> poison, <16 x i32> zeroinitializer
  %2764 = load float, ptr %2038, align 4
  %2765 = insertelement <16 x float> poison, float %2764, i64 0
  %2766 = shufflevector <16 x float> %2765, <16 x float> poison, <16 x i32> zeroinitializer
  %2767 = load float, ptr %2039, align 4
  %2768 = insertelement <16 x float> poison, float %2767, i64 0
  %2769 = shufflevector <16 x float> %2768, <16 x float> poison, <16 x i32> zeroinitializer
  %2770 = load float, ptr %2040, align 4
  %2771 = insertelement <16 x float> poison, float %2770, i64 0
  %2772 = shufflevector <16 x float> %2771, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2802

2773:                                             ; preds = %2734
  %2774 = bitcast i16 %2744 to <16 x i1>
  %2775 = load i64, ptr %2736, align 8
  %2776 = getelementptr inbounds float, ptr %2042, i64 %2775
  %2777 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2776, <16 x i1> %2774, <16 x float> zeroinitializer)
  %2778 = bitcast i16 %2744 to <16 x i1>
  %2779 = getelementptr inbounds float, ptr %2045, i64 %2775
  %2780 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2779, <16 x i1> %2778, <16 x float> zeroinitializer)
  %2781 = bitcast i16 %2744 to <16 x i1>
  %2782 = load i64, ptr %2736, align 8
  %2783 = getelementptr inbounds float, ptr %2048, i64 %2782
  %2784 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2783, <16 x i1> %2781, <16 x float> zeroinitializer)
  %2785 = bitcast i16 %2744 to <16 x i1>
  %2786 = getelementptr inbounds float, ptr %2051, i64 %2782
  %2787 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2786, <16 x i1> %2785, <16 x float> zeroinitializer)
  %2788 = bitcast i16 %2744 to <16 x i1>
  %2789 = load i64, ptr %2736, align 8
  %2790 = getelementptr inbounds float, ptr %2054, i64 %2789
  %2791 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2790, <16 x i1> %2788, <16 x float> zeroinitializer)
  %2792 = bitcast i16 %2744 to <16 x i1>
  %2793 = getelementptr inbounds float, ptr %2057, i64 %2789
  %2794 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2793, <16 x i1> %2792, <16 x float> zeroinitializer)
  %2795 = bitcast i16 %2744 to <16 x i1>
  %2796 = load i64, ptr %2736, align 8
  %2797 = getelementptr inbounds float, ptr %2060, i64 %2796
  %2798 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2797, <16 x i1> %2795, <16 x float> zeroinitializer)
  %2799 = bitcast i16 %2744 to <16 x i1>
  %2800 = getelementptr inbounds float, ptr %2063, i64 %2796
  %2801 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2800, <16 x i1> %2799, <16 x float> zeroinitializer)
  br label %2802

2802:                                             ; preds = %2773, %2748
  %2803 = phi <16 x float> [ %2798, %2773 ], [ %2769, %2748 ]
  %2804 = phi <16 x float> [ %2791, %2773 ], [ %2763, %2748 ]
  %2805 = phi <16 x float> [ %2784, %2773 ], [ %2757, %2748 ]
  %2806 = phi <16 x float> [ %2777, %2773 ], [ %2751, %2748 ]
  %2807 = phi <16 x float> [ %2780, %2773 ], [ %2754, %2748 ]
  %2808 = phi <16 x float> [ %2787, %2773 ], [ %2760, %2748 ]
  %2809 = phi <16 x float> [ %2794, %2773 ], [ %2766, %2748 ]
  %2810 = phi <16 x float> [ %2801, %2773 ], [ %2772, %2748 ]
  br i1 %94, label %2745, label %2822

2811:                                             ; preds = %2877, %2836
  %2812 = phi <16 x float> [ %2837, %2836 ], [ %2878, %2877 ]
  %2813 = phi <16 x float> [ %2838, %2836 ], [ %2879, %2877 ]
  %2814 = phi <16 x float> [ %2839, %2836 ], [ %2880, %2877 ]
  %2815 = phi <16 x float> [ %2840, %2836 ], [ %2881, %2877 ]
  %2816 = phi <16 x float> [ %2841, %2836 ], [ %2882, %2877 ]
  %2817 = phi <16 x float> [ %2842, %2836 ], [ %2883, %2877 ]
  %2818 = phi <16 x float> [ %2843, %2836 ], [ %2884, %2877 ]
  %2819 = phi <16 x float> [ %2844, %2836 ], [ %2885, %2877 ]
  %2820 = icmp slt i64 %2849, %5
  %2821 = add i64 %2845, -16
  br i1 %2820, label %2836, label %2822

2822:                                             ; preds = %2811, %2802
  %2823 = phi <16 x float> [ %2806, %2802 ], [ %2812, %2811 ]
  %2824 = phi <16 x float> [ %2807, %2802 ], [ %2813, %2811 ]
  %2825 = phi <16 x float> [ %2805, %2802 ], [ %2814, %2811 ]
  %2826 = phi <16 x float> [ %2808, %2802 ], [ %2815, %2811 ]
  %2827 = phi <16 x float> [ %2804, %2802 ], [ %2816, %2811 ]
  %2828 = phi <16 x float> [ %2809, %2802 ], [ %2817, %2811 ]
  %2829 = phi <16 x float> [ %2803, %2802 ], [ %2818, %2811 ]
  %2830 = phi <16 x float> [ %2810, %2802 ], [ %2819, %2811 ]
  %2831 = load i64, ptr %2736, align 8
  %2832 = add nsw i64 %2831, %2064
  %2833 = bitcast i16 %2744 to <16 x i1>
  %2834 = select i1 %2065, <16 x i1> zeroinitializer, <16 x i1> %2833
  %2835 = getelementptr inbounds float, ptr %1322, i64 %2832
  br i1 %116, label %3002, label %2945

2836:                                             ; preds = %2745, %2811
  %2837 = phi <16 x float> [ %2806, %2745 ], [ %2812, %2811 ]
  %2838 = phi <16 x float> [ %2807, %2745 ], [ %2813, %2811 ]
  %2839 = phi <16 x float> [ %2805, %2745 ], [ %2814, %2811 ]
  %2840 = phi <16 x float> [ %2808, %2745 ], [ %2815, %2811 ]
  %2841 = phi <16 x float> [ %2804, %2745 ], [ %2816, %2811 ]
  %2842 = phi <16 x float> [ %2809, %2745 ], [ %2817, %2811 ]
  %2843 = phi <16 x float> [ %2803, %2745 ], [ %2818, %2811 ]
  %2844 = phi <16 x float> [ %2810, %2745 ], [ %2819, %2811 ]
  %2845 = phi i64 [ %5, %2745 ], [ %2821, %2811 ]
  %2846 = phi i64 [ 0, %2745 ], [ %2849, %2811 ]
  %2847 = call i64 @llvm.smin.i64(i64 %2845, i64 16)
  %2848 = add i64 %2847, %2846
  %2849 = add nuw nsw i64 %2846, 16
  br i1 %115, label %2850, label %2811

2850:                                             ; preds = %2836
  %2851 = sub nsw i64 %5, %2846
  %2852 = icmp sgt i64 %2851, 15
  %2853 = mul nsw i64 %2846, %1123
  %2854 = getelementptr inbounds float, ptr %49, i64 %2853
  %2855 = mul nuw nsw i64 %2846, %112
  %2856 = getelementptr inbounds nuw float, ptr %2033, i64 %2855
  %2857 = icmp sgt i64 %5, %2846
  %2858 = or i1 %2852, %2857
  br label %2859

2859:                                             ; preds = %2850, %2877
  %2860 = phi <16 x float> [ %2837, %2850 ], [ %2878, %2877 ]
  %2861 = phi <16 x float> [ %2838, %2850 ], [ %2879, %2877 ]
  %2862 = phi <16 x float> [ %2839, %2850 ], [ %2880, %2877 ]
  %2863 = phi <16 x float> [ %2840, %2850 ], [ %2881, %2877 ]
  %2864 = phi <16 x float> [ %2841, %2850 ], [ %2882, %2877 ]
  %2865 = phi <16 x float> [ %2842, %2850 ], [ %2883, %2877 ]
  %2866 = phi <16 x float> [ %2843, %2850 ], [ %2884, %2877 ]
  %2867 = phi <16 x float> [ %2844, %2850 ], [ %2885, %2877 ]
  %2868 = phi i64 [ 0, %2850 ], [ %2886, %2877 ]
  %2869 = getelementptr inbounds nuw [3 x i64], ptr %2746, i64 %2868
  %2870 = load i64, ptr %2869, align 8
  br i1 %2858, label %2871, label %2877

2871:                                             ; preds = %2859
  %2872 = getelementptr inbounds nuw [3 x i32], ptr %2747, i64 %2868
  %2873 = load i32, ptr %2872, align 4
  %2874 = getelementptr inbounds nuw float, ptr %2856, i64 %2868
  %2875 = trunc i32 %2873 to i16
  %2876 = bitcast i16 %2875 to <16 x i1>
  br label %2888

2877:                                             ; preds = %2888, %2859
  %2878 = phi <16 x float> [ %2860, %2859 ], [ %2905, %2888 ]
  %2879 = phi <16 x float> [ %2861, %2859 ], [ %2910, %2888 ]
  %2880 = phi <16 x float> [ %2862, %2859 ], [ %2915, %2888 ]
  %2881 = phi <16 x float> [ %2863, %2859 ], [ %2920, %2888 ]
  %2882 = phi <16 x float> [ %2864, %2859 ], [ %2925, %2888 ]
  %2883 = phi <16 x float> [ %2865, %2859 ], [ %2930, %2888 ]
  %2884 = phi <16 x float> [ %2866, %2859 ], [ %2935, %2888 ]
  %2885 = phi <16 x float> [ %2867, %2859 ], [ %2940, %2888 ]
  %2886 = add nuw nsw i64 %2868, 1
  %2887 = icmp eq i64 %2886, %112
  br i1 %2887, label %2811, label %2859

2888:                                             ; preds = %2871, %2888
  %2889 = phi <16 x float> [ %2860, %2871 ], [ %2905, %2888 ]
  %2890 = phi <16 x float> [ %2861, %2871 ], [ %2910, %2888 ]
  %2891 = phi <16 x float> [ %2862, %2871 ], [ %2915, %2888 ]
  %2892 = phi <16 x float> [ %2863, %2871 ], [ %2920, %2888 ]
  %2893 = phi <16 x float> [ %2864, %2871 ], [ %2925, %2888 ]
  %2894 = phi <16 x float> [ %2865, %2871 ], [ %2930, %2888 ]
  %2895 = phi <16 x float> [ %2866, %2871 ], [ %2935, %2888 ]
  %2896 = phi <16 x float> [ %2867, %2871 ], [ %2940, %2888 ]
  %2897 = phi i64 [ %2846, %2871 ], [ %2941, %2888 ]
  %2898 = phi ptr [ %2874, %2871 ], [ %2943, %2888 ]
  %2899 = phi ptr [ %2854, %2871 ], [ %2942, %2888 ]
  %2900 = getelementptr inbounds float, ptr %2899, i64 %2870
  %2901 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2900, <16 x i1> %2876, <16 x float> zeroinitializer)
  %2902 = load float, ptr %2898, align 4
  %2903 = insertelement <16 x float> poison, float %2902, i64 0
  %2904 = shufflevector <16 x float> %2903, <16 x float> poison, <16 x i32> zeroinitializer
  %2905 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2901, <16 x float> %2904, <16 x float> %2889)
  %2906 = getelementptr inbounds float, ptr %2898, i64 %114
  %2907 = load float, ptr %2906, align 4
  %2908 = insertelement <16 x float> poison, float %2907, i64 0
  %2909 = shufflevector <16 x float> %2908, <16 x float> poison, <16 x i32> zeroinitializer
  %2910 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2901, <16 x float> %2909, <16 x float> %2890)
  %2911 = getelementptr inbounds i8, ptr %2898, i64 %138
  %2912 = load float, ptr %2911, align 4
  %2913 = insertelement <16 x float> poison, float %2912, i64 0
  %2914 = shufflevector <16 x float> %2913, <16 x float> poison, <16 x i32> zeroinitializer
  %2915 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2901, <16 x float> %2914, <16 x float> %2891)
  %2916 = getelementptr inbounds i8, ptr %2898, i64 %139
  %2917 = load float, ptr %2916, align 4
  %2918 = insertelement <16 x float> poison, float %2917, i64 0
  %2919 = shufflevector <16 x float> %2918, <16 x float> poison, <16 x i32> zeroinitializer
  %2920 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2901, <16 x float> %2919, <16 x float> %2892)
  %2921 = getelementptr inbounds i8, ptr %2898, i64 %140
  %2922 = load float, ptr %2921, align 4
  %2923 = insertelement <16 x float> poison, float %2922, i64 0
  %2924 = shufflevector <16 x float> %2923, <16 x float> poison, <16 x i32> zeroinitializer
  %2925 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2901, <16 x float> %2924, <16 x float> %2893)
  %2926 = getelementptr inbounds i8, ptr %2898, i64 %141
  %2927 = load float, ptr %2926, align 4
  %2928 = insertelement <16 x float> poison, float %2927, i64 0
  %2929 = shufflevector <16 x float> %2928, <16 x float> poison, <16 x i32> zeroinitializer
  %2930 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2901, <16 x float> %2929, <16 x float> %2894)
  %2931 = getelementptr inbounds i8, ptr %2898, i64 %142
  %2932 = load float, ptr %2931, align 4
  %2933 = insertelement <16 x float> poison, float %2932, i64 0
  %2934 = shufflevector <16 x float> %2933, <16 x float> poison, <16 x i32> zeroinitializer
  %2935 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2901, <16 x float> %2934, <16 x float> %2895)
  %2936 = getelementptr inbounds i8, ptr %2898, i64 %143
  %2937 = load float, ptr %2936, align 4
  %2938 = insertelement <16 x float> poison, float %2937, i64 0
  %2939 = shufflevector <16 x float> %2938, <16 x float> poison, <16 x i32> zeroinitializer
  %2940 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2901, <16 x float> %2939, <16 x float> %2896)
  %2941 = add nuw nsw i64 %2897, 1
  %2942 = getelementptr inbounds float, ptr %2899, i64 %1123
  %2943 = getelementptr inbounds nuw float, ptr %2898, i64 %112
  %2944 = icmp eq i64 %2941, %2848
  br i1 %2944, label %2877, label %2888

2945:                                             ; preds = %2822
  %2946 = getelementptr inbounds float, ptr %1320, i64 %2832
  switch i64 %144, label %2562 [
    i64 1, label %2947
    i64 2, label %2950
    i64 3, label %2957
    i64 0, label %3002
  ]

2947:                                             ; preds = %2945
  %2948 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2946, <16 x i1> %2834, <16 x float> zeroinitializer)
  %2949 = fadd <16 x float> %2823, %2948
  br label %2964

2950:                                             ; preds = %2945
  %2951 = bitcast <16 x float> %2823 to <8 x i64>
  %2952 = or <8 x i64> %2951, %118
  %2953 = fcmp oeq <16 x float> %2823, %57
  %2954 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %2823, i32 4)
  %2955 = bitcast <8 x i64> %2952 to <16 x float>
  %2956 = select <16 x i1> %2953, <16 x float> %2955, <16 x float> %2954
  br label %2964

2957:                                             ; preds = %2945
  %2958 = bitcast <16 x float> %2823 to <8 x i64>
  %2959 = and <8 x i64> %2958, %117
  %2960 = fcmp oeq <16 x float> %2823, %54
  %2961 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %2823, i32 4)
  %2962 = bitcast <8 x i64> %2959 to <16 x float>
  %2963 = select <16 x i1> %2960, <16 x float> %2962, <16 x float> %2961
  br label %2964

2964:                                             ; preds = %2957, %2950, %2947
  %2965 = phi <16 x float> [ %2949, %2947 ], [ %2956, %2950 ], [ %2963, %2957 ]
  switch i64 %146, label %2562 [
    i64 1, label %2980
    i64 2, label %2973
    i64 3, label %2966
    i64 0, label %3002
  ]

2966:                                             ; preds = %2964
  %2967 = bitcast <16 x float> %2965 to <8 x i64>
  %2968 = and <8 x i64> %2967, %117
  %2969 = fcmp oeq <16 x float> %2965, %54
  %2970 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %2965, i32 4)
  %2971 = bitcast <8 x i64> %2968 to <16 x float>
  %2972 = select <16 x i1> %2969, <16 x float> %2971, <16 x float> %2970
  br label %2983

2973:                                             ; preds = %2964
  %2974 = bitcast <16 x float> %2965 to <8 x i64>
  %2975 = or <8 x i64> %2974, %118
  %2976 = fcmp oeq <16 x float> %2965, %57
  %2977 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %2965, i32 4)
  %2978 = bitcast <8 x i64> %2975 to <16 x float>
  %2979 = select <16 x i1> %2976, <16 x float> %2978, <16 x float> %2977
  br label %2983

2980:                                             ; preds = %2964
  %2981 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2946, <16 x i1> %2834, <16 x float> zeroinitializer)
  %2982 = fadd <16 x float> %2965, %2981
  br label %2983

2983:                                             ; preds = %2980, %2973, %2966
  %2984 = phi <16 x float> [ %2982, %2980 ], [ %2979, %2973 ], [ %2972, %2966 ]
  switch i64 %148, label %2562 [
    i64 1, label %2999
    i64 2, label %2992
    i64 3, label %2985
    i64 0, label %3002
  ]

2985:                                             ; preds = %2983
  %2986 = bitcast <16 x float> %2984 to <8 x i64>
  %2987 = and <8 x i64> %2986, %117
  %2988 = fcmp oeq <16 x float> %2984, %54
  %2989 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %2984, i32 4)
  %2990 = bitcast <8 x i64> %2987 to <16 x float>
  %2991 = select <16 x i1> %2988, <16 x float> %2990, <16 x float> %2989
  br label %3002

2992:                                             ; preds = %2983
  %2993 = bitcast <16 x float> %2984 to <8 x i64>
  %2994 = or <8 x i64> %2993, %118
  %2995 = fcmp oeq <16 x float> %2984, %57
  %2996 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %2984, i32 4)
  %2997 = bitcast <8 x i64> %2994 to <16 x float>
  %2998 = select <16 x i1> %2995, <16 x float> %2997, <16 x float> %2996
  br label %3002

2999:                                             ; preds = %2983
  %3000 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2946, <16 x i1> %2834, <16 x float> zeroinitializer)
  %3001 = fadd <16 x float> %2984, %3000
  br label %3002

3002:                                             ; preds = %2945, %2964, %2983, %2999, %2992, %2985, %2822
  %3003 = phi <16 x float> [ %2823, %2822 ], [ %2823, %2945 ], [ %2984, %2983 ], [ %2965, %2964 ], [ %3001, %2999 ], [ %2998, %2992 ], [ %2991, %2985 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3003, ptr align 1 %2835, <16 x i1> %2834)
  %3004 = add nsw i64 %2831, %2067
  %3005 = bitcast i16 %2744 to <16 x i1>
  %3006 = select i1 %2068, <16 x i1> zeroinitializer, <16 x i1> %3005
  %3007 = getelementptr inbounds float, ptr %1322, i64 %3004
  br i1 %116, label %3065, label %3008

3008:                                             ; preds = %3002
  %3009 = getelementptr inbounds float, ptr %1320, i64 %3004
  switch i64 %149, label %2562 [
    i64 1, label %3024
    i64 2, label %3017
    i64 3, label %3010
    i64 0, label %3065
  ]

3010:                                             ; preds = %3008
  %3011 = bitcast <16 x float> %2824 to <8 x i64>
  %3012 = and <8 x i64> %3011, %117
  %3013 = fcmp oeq <16 x float> %2824, %54
  %3014 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %2824, i32 4)
  %3015 = bitcast <8 x i64> %3012 to <16 x float>
  %3016 = select <16 x i1> %3013, <16 x float> %3015, <16 x float> %3014
  br label %3027

3017:                                             ; preds = %3008
  %3018 = bitcast <16 x float> %2824 to <8 x i64>
  %3019 = or <8 x i64> %3018, %118
  %3020 = fcmp oeq <16 x float> %2824, %57
  %3021 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %2824, i32 4)
  %3022 = bitcast <8 x i64> %3019 to <16 x float>
  %3023 = select <16 x i1> %3020, <16 x float> %3022, <16 x float> %3021
  br label %3027

3024:                                             ; preds = %3008
  %3025 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3009, <16 x i1> %3006, <16 x float> zeroinitializer)
  %3026 = fadd <16 x float> %2824, %3025
  br label %3027

3027:                                             ; preds = %3024, %3017, %3010
  %3028 = phi <16 x float> [ %3026, %3024 ], [ %3023, %3017 ], [ %3016, %3010 ]
  switch i64 %151, label %2562 [
    i64 1, label %3043
    i64 2, label %3036
    i64 3, label %3029
    i64 0, label %3065
  ]

3029:                                             ; preds = %3027
  %3030 = bitcast <16 x float> %3028 to <8 x i64>
  %3031 = and <8 x i64> %3030, %117
  %3032 = fcmp oeq <16 x float> %3028, %54
  %3033 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3028, i32 4)
  %3034 = bitcast <8 x i64> %3031 to <16 x float>
  %3035 = select <16 x i1> %3032, <16 x float> %3034, <16 x float> %3033
  br label %3046

3036:                                             ; preds = %3027
  %3037 = bitcast <16 x float> %3028 to <8 x i64>
  %3038 = or <8 x i64> %3037, %118
  %3039 = fcmp oeq <16 x float> %3028, %57
  %3040 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3028, i32 4)
  %3041 = bitcast <8 x i64> %3038 to <16 x float>
  %3042 = select <16 x i1> %3039, <16 x float> %3041, <16 x float> %3040
  br label %3046

3043:                                             ; preds = %3027
  %3044 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3009, <16 x i1> %3006, <16 x float> zeroinitializer)
  %3045 = fadd <16 x float> %3028, %3044
  br label %3046

3046:                                             ; preds = %3043, %3036, %3029
  %3047 = phi <16 x float> [ %3045, %3043 ], [ %3042, %3036 ], [ %3035, %3029 ]
  switch i64 %153, label %2562 [
    i64 1, label %3062
    i64 2, label %3055
    i64 3, label %3048
    i64 0, label %3065
  ]

3048:                                             ; preds = %3046
  %3049 = bitcast <16 x float> %3047 to <8 x i64>
  %3050 = and <8 x i64> %3049, %117
  %3051 = fcmp oeq <16 x float> %3047, %54
  %3052 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3047, i32 4)
  %3053 = bitcast <8 x i64> %3050 to <16 x float>
  %3054 = select <16 x i1> %3051, <16 x float> %3053, <16 x float> %3052
  br label %3065

3055:                                             ; preds = %3046
  %3056 = bitcast <16 x float> %3047 to <8 x i64>
  %3057 = or <8 x i64> %3056, %118
  %3058 = fcmp oeq <16 x float> %3047, %57
  %3059 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3047, i32 4)
  %3060 = bitcast <8 x i64> %3057 to <16 x float>
  %3061 = select <16 x i1> %3058, <16 x float> %3060, <16 x float> %3059
  br label %3065

3062:                                             ; preds = %3046
  %3063 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3009, <16 x i1> %3006, <16 x float> zeroinitializer)
  %3064 = fadd <16 x float> %3047, %3063
  br label %3065

3065:                                             ; preds = %3002, %3008, %3027, %3046, %3062, %3055, %3048
  %3066 = phi <16 x float> [ %3054, %3048 ], [ %2824, %3008 ], [ %3047, %3046 ], [ %3028, %3027 ], [ %3064, %3062 ], [ %3061, %3055 ], [ %2824, %3002 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3066, ptr align 1 %3007, <16 x i1> %3006)
  %3067 = add nsw i64 %2831, %2070
  %3068 = bitcast i16 %2744 to <16 x i1>
  %3069 = select i1 %2071, <16 x i1> zeroinitializer, <16 x i1> %3068
  %3070 = getelementptr inbounds float, ptr %1322, i64 %3067
  br i1 %116, label %3128, label %3071

3071:                                             ; preds = %3065
  %3072 = getelementptr inbounds float, ptr %1320, i64 %3067
  switch i64 %154, label %2562 [
    i64 1, label %3087
    i64 2, label %3080
    i64 3, label %3073
    i64 0, label %3128
  ]

3073:                                             ; preds = %3071
  %3074 = bitcast <16 x float> %2825 to <8 x i64>
  %3075 = and <8 x i64> %3074, %117
  %3076 = fcmp oeq <16 x float> %2825, %54
  %3077 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %2825, i32 4)
  %3078 = bitcast <8 x i64> %3075 to <16 x float>
  %3079 = select <16 x i1> %3076, <16 x float> %3078, <16 x float> %3077
  br label %3090

3080:                                             ; preds = %3071
  %3081 = bitcast <16 x float> %2825 to <8 x i64>
  %3082 = or <8 x i64> %3081, %118
  %3083 = fcmp oeq <16 x float> %2825, %57
  %3084 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %2825, i32 4)
  %3085 = bitcast <8 x i64> %3082 to <16 x float>
  %3086 = select <16 x i1> %3083, <16 x float> %3085, <16 x float> %3084
  br label %3090

3087:                                             ; preds = %3071
  %3088 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3072, <16 x i1> %3069, <16 x float> zeroinitializer)
  %3089 = fadd <16 x float> %2825, %3088
  br label %3090

3090:                                             ; preds = %3087, %3080, %3073
  %3091 = phi <16 x float> [ %3089, %3087 ], [ %3086, %3080 ], [ %3079, %3073 ]
  switch i64 %156, label %2562 [
    i64 1, label %3106
    i64 2, label %3099
    i64 3, label %3092
    i64 0, label %3128
  ]

3092:                                             ; preds = %3090
  %3093 = bitcast <16 x float> %3091 to <8 x i64>
  %3094 = and <8 x i64> %3093, %117
  %3095 = fcmp oeq <16 x float> %3091, %54
  %3096 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3091, i32 4)
  %3097 = bitcast <8 x i64> %3094 to <16 x float>
  %3098 = select <16 x i1> %3095, <16 x float> %3097, <16 x float> %3096
  br label %3109

3099:                                             ; preds = %3090
  %3100 = bitcast <16 x float> %3091 to <8 x i64>
  %3101 = or <8 x i64> %3100, %118
  %3102 = fcmp oeq <16 x float> %3091, %57
  %3103 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3091, i32 4)
  %3104 = bitcast <8 x i64> %3101 to <16 x float>
  %3105 = select <16 x i1> %3102, <16 x float> %3104, <16 x float> %3103
  br label %3109

3106:                                             ; preds = %3090
  %3107 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3072, <16 x i1> %3069, <16 x float> zeroinitializer)
  %3108 = fadd <16 x float> %3091, %3107
  br label %3109

3109:                                             ; preds = %3106, %3099, %3092
  %3110 = phi <16 x float> [ %3108, %3106 ], [ %3105, %3099 ], [ %3098, %3092 ]
  switch i64 %158, label %2562 [
    i64 1, label %3125
    i64 2, label %3118
    i64 3, label %3111
    i64 0, label %3128
  ]

3111:                                             ; preds = %3109
  %3112 = bitcast <16 x float> %3110 to <8 x i64>
  %3113 = and <8 x i64> %3112, %117
  %3114 = fcmp oeq <16 x float> %3110, %54
  %3115 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3110, i32 4)
  %3116 = bitcast <8 x i64> %3113 to <16 x float>
  %3117 = select <16 x i1> %3114, <16 x float> %3116, <16 x float> %3115
  br label %3128

3118:                                             ; preds = %3109
  %3119 = bitcast <16 x float> %3110 to <8 x i64>
  %3120 = or <8 x i64> %3119, %118
  %3121 = fcmp oeq <16 x float> %3110, %57
  %3122 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3110, i32 4)
  %3123 = bitcast <8 x i64> %3120 to <16 x float>
  %3124 = select <16 x i1> %3121, <16 x float> %3123, <16 x float> %3122
  br label %3128

3125:                                             ; preds = %3109
  %3126 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3072, <16 x i1> %3069, <16 x float> zeroinitializer)
  %3127 = fadd <16 x float> %3110, %3126
  br label %3128

3128:                                             ; preds = %3065, %3071, %3090, %3109, %3125, %3118, %3111
  %3129 = phi <16 x float> [ %3117, %3111 ], [ %2825, %3071 ], [ %3110, %3109 ], [ %3091, %3090 ], [ %3127, %3125 ], [ %3124, %3118 ], [ %2825, %3065 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3129, ptr align 1 %3070, <16 x i1> %3069)
  %3130 = add nsw i64 %2831, %2073
  %3131 = bitcast i16 %2744 to <16 x i1>
  %3132 = select i1 %2074, <16 x i1> zeroinitializer, <16 x i1> %3131
  %3133 = getelementptr inbounds float, ptr %1322, i64 %3130
  br i1 %116, label %3191, label %3134

3134:                                             ; preds = %3128
  %3135 = getelementptr inbounds float, ptr %1320, i64 %3130
  switch i64 %159, label %2562 [
    i64 1, label %3150
    i64 2, label %3143
    i64 3, label %3136
    i64 0, label %3191
  ]

3136:                                             ; preds = %3134
  %3137 = bitcast <16 x float> %2826 to <8 x i64>
  %3138 = and <8 x i64> %3137, %117
  %3139 = fcmp oeq <16 x float> %2826, %54
  %3140 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %2826, i32 4)
  %3141 = bitcast <8 x i64> %3138 to <16 x float>
  %3142 = select <16 x i1> %3139, <16 x float> %3141, <16 x float> %3140
  br label %3153

3143:                                             ; preds = %3134
  %3144 = bitcast <16 x float> %2826 to <8 x i64>
  %3145 = or <8 x i64> %3144, %118
  %3146 = fcmp oeq <16 x float> %2826, %57
  %3147 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %2826, i32 4)
  %3148 = bitcast <8 x i64> %3145 to <16 x float>
  %3149 = select <16 x i1> %3146, <16 x float> %3148, <16 x float> %3147
  br label %3153

3150:                                             ; preds = %3134
  %3151 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3135, <16 x i1> %3132, <16 x float> zeroinitializer)
  %3152 = fadd <16 x float> %2826, %3151
  br label %3153

3153:                                             ; preds = %3150, %3143, %3136
  %3154 = phi <16 x float> [ %3152, %3150 ], [ %3149, %3143 ], [ %3142, %3136 ]
  switch i64 %161, label %2562 [
    i64 1, label %3169
    i64 2, label %3162
    i64 3, label %3155
    i64 0, label %3191
  ]

3155:                                             ; preds = %3153
  %3156 = bitcast <16 x float> %3154 to <8 x i64>
  %3157 = and <8 x i64> %3156, %117
  %3158 = fcmp oeq <16 x float> %3154, %54
  %3159 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3154, i32 4)
  %3160 = bitcast <8 x i64> %3157 to <16 x float>
  %3161 = select <16 x i1> %3158, <16 x float> %3160, <16 x float> %3159
  br label %3172

3162:                                             ; preds = %3153
  %3163 = bitcast <16 x float> %3154 to <8 x i64>
  %3164 = or <8 x i64> %3163, %118
  %3165 = fcmp oeq <16 x float> %3154, %57
  %3166 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3154, i32 4)
  %3167 = bitcast <8 x i64> %3164 to <16 x float>
  %3168 = select <16 x i1> %3165, <16 x float> %3167, <16 x float> %3166
  br label %3172

3169:                                             ; preds = %3153
  %3170 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3135, <16 x i1> %3132, <16 x float> zeroinitializer)
  %3171 = fadd <16 x float> %3154, %3170
  br label %3172

3172:                                             ; preds = %3169, %3162, %3155
  %3173 = phi <16 x float> [ %3171, %3169 ], [ %3168, %3162 ], [ %3161, %3155 ]
  switch i64 %163, label %2562 [
    i64 1, label %3188
    i64 2, label %3181
    i64 3, label %3174
    i64 0, label %3191
  ]

3174:                                             ; preds = %3172
  %3175 = bitcast <16 x float> %3173 to <8 x i64>
  %3176 = and <8 x i64> %3175, %117
  %3177 = fcmp oeq <16 x float> %3173, %54
  %3178 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3173, i32 4)
  %3179 = bitcast <8 x i64> %3176 to <16 x float>
  %3180 = select <16 x i1> %3177, <16 x float> %3179, <16 x float> %3178
  br label %3191

3181:                                             ; preds = %3172
  %3182 = bitcast <16 x float> %3173 to <8 x i64>
  %3183 = or <8 x i64> %3182, %118
  %3184 = fcmp oeq <16 x float> %3173, %57
  %3185 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3173, i32 4)
  %3186 = bitcast <8 x i64> %3183 to <16 x float>
  %3187 = select <16 x i1> %3184, <16 x float> %3186, <16 x float> %3185
  br label %3191

3188:                                             ; preds = %3172
  %3189 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3135, <16 x i1> %3132, <16 x float> zeroinitializer)
  %3190 = fadd <16 x float> %3173, %3189
  br label %3191

3191:                                             ; preds = %3128, %3134, %3153, %3172, %3188, %3181, %3174
  %3192 = phi <16 x float> [ %3180, %3174 ], [ %2826, %3134 ], [ %3173, %3172 ], [ %3154, %3153 ], [ %3190, %3188 ], [ %3187, %3181 ], [ %2826, %3128 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3192, ptr align 1 %3133, <16 x i1> %3132)
  %3193 = add nsw i64 %2831, %2076
  %3194 = bitcast i16 %2744 to <16 x i1>
  %3195 = select i1 %2077, <16 x i1> zeroinitializer, <16 x i1> %3194
  %3196 = getelementptr inbounds float, ptr %1322, i64 %3193
  br i1 %116, label %3254, label %3197

3197:                                             ; preds = %3191
  %3198 = getelementptr inbounds float, ptr %1320, i64 %3193
  switch i64 %164, label %2562 [
    i64 1, label %3213
    i64 2, label %3206
    i64 3, label %3199
    i64 0, label %3254
  ]

3199:                                             ; preds = %3197
  %3200 = bitcast <16 x float> %2827 to <8 x i64>
  %3201 = and <8 x i64> %3200, %117
  %3202 = fcmp oeq <16 x float> %2827, %54
  %3203 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %2827, i32 4)
  %3204 = bitcast <8 x i64> %3201 to <16 x float>
  %3205 = select <16 x i1> %3202, <16 x float> %3204, <16 x float> %3203
  br label %3216

3206:                                             ; preds = %3197
  %3207 = bitcast <16 x float> %2827 to <8 x i64>
  %3208 = or <8 x i64> %3207, %118
  %3209 = fcmp oeq <16 x float> %2827, %57
  %3210 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %2827, i32 4)
  %3211 = bitcast <8 x i64> %3208 to <16 x float>
  %3212 = select <16 x i1> %3209, <16 x float> %3211, <16 x float> %3210
  br label %3216

3213:                                             ; preds = %3197
  %3214 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3198, <16 x i1> %3195, <16 x float> zeroinitializer)
  %3215 = fadd <16 x float> %2827, %3214
  br label %3216

3216:                                             ; preds = %3213, %3206, %3199
  %3217 = phi <16 x float> [ %3215, %3213 ], [ %3212, %3206 ], [ %3205, %3199 ]
  switch i64 %166, label %2562 [
    i64 1, label %3232
    i64 2, label %3225
    i64 3, label %3218
    i64 0, label %3254
  ]

3218:                                             ; preds = %3216
  %3219 = bitcast <16 x float> %3217 to <8 x i64>
  %3220 = and <8 x i64> %3219, %117
  %3221 = fcmp oeq <16 x float> %3217, %54
  %3222 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3217, i32 4)
  %3223 = bitcast <8 x i64> %3220 to <16 x float>
  %3224 = select <16 x i1> %3221, <16 x float> %3223, <16 x float> %3222
  br label %3235

3225:                                             ; preds = %3216
  %3226 = bitcast <16 x float> %3217 to <8 x i64>
  %3227 = or <8 x i64> %3226, %118
  %3228 = fcmp oeq <16 x float> %3217, %57
  %3229 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3217, i32 4)
  %3230 = bitcast <8 x i64> %3227 to <16 x float>
  %3231 = select <16 x i1> %3228, <16 x float> %3230, <16 x float> %3229
  br label %3235

3232:                                             ; preds = %3216
  %3233 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3198, <16 x i1> %3195, <16 x float> zeroinitializer)
  %3234 = fadd <16 x float> %3217, %3233
  br label %3235

3235:                                             ; preds = %3232, %3225, %3218
  %3236 = phi <16 x float> [ %3234, %3232 ], [ %3231, %3225 ], [ %3224, %3218 ]
  switch i64 %168, label %2562 [
    i64 1, label %3251
    i64 2, label %3244
    i64 3, label %3237
    i64 0, label %3254
  ]

3237:                                             ; preds = %3235
  %3238 = bitcast <16 x float> %3236 to <8 x i64>
  %3239 = and <8 x i64> %3238, %117
  %3240 = fcmp oeq <16 x float> %3236, %54
  %3241 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3236, i32 4)
  %3242 = bitcast <8 x i64> %3239 to <16 x float>
  %3243 = select <16 x i1> %3240, <16 x float> %3242, <16 x float> %3241
  br label %3254

3244:                                             ; preds = %3235
  %3245 = bitcast <16 x float> %3236 to <8 x i64>
  %3246 = or <8 x i64> %3245, %118
  %3247 = fcmp oeq <16 x float> %3236, %57
  %3248 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3236, i32 4)
  %3249 = bitcast <8 x i64> %3246 to <16 x float>
  %3250 = select <16 x i1> %3247, <16 x float> %3249, <16 x float> %3248
  br label %3254

3251:                                             ; preds = %3235
  %3252 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3198, <16 x i1> %3195, <16 x float> zeroinitializer)
  %3253 = fadd <16 x float> %3236, %3252
  br label %3254

3254:                                             ; preds = %3191, %3197, %3216, %3235, %3251, %3244, %3237
  %3255 = phi <16 x float> [ %3243, %3237 ], [ %2827, %3197 ], [ %3236, %3235 ], [ %3217, %3216 ], [ %3253, %3251 ], [ %3250, %3244 ], [ %2827, %3191 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3255, ptr align 1 %3196, <16 x i1> %3195)
  %3256 = add nsw i64 %2831, %2079
  %3257 = bitcast i16 %2744 to <16 x i1>
  %3258 = select i1 %2080, <16 x i1> zeroinitializer, <16 x i1> %3257
  %3259 = getelementptr inbounds float, ptr %1322, i64 %3256
  br i1 %116, label %3317, label %3260

3260:                                             ; preds = %3254
  %3261 = getelementptr inbounds float, ptr %1320, i64 %3256
  switch i64 %169, label %2562 [
    i64 1, label %3276
    i64 2, label %3269
    i64 3, label %3262
    i64 0, label %3317
  ]

3262:                                             ; preds = %3260
  %3263 = bitcast <16 x float> %2828 to <8 x i64>
  %3264 = and <8 x i64> %3263, %117
  %3265 = fcmp oeq <16 x float> %2828, %54
  %3266 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %2828, i32 4)
  %3267 = bitcast <8 x i64> %3264 to <16 x float>
  %3268 = select <16 x i1> %3265, <16 x float> %3267, <16 x float> %3266
  br label %3279

3269:                                             ; preds = %3260
  %3270 = bitcast <16 x float> %2828 to <8 x i64>
  %3271 = or <8 x i64> %3270, %118
  %3272 = fcmp oeq <16 x float> %2828, %57
  %3273 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %2828, i32 4)
  %3274 = bitcast <8 x i64> %3271 to <16 x float>
  %3275 = select <16 x i1> %3272, <16 x float> %3274, <16 x float> %3273
  br label %3279

3276:                                             ; preds = %3260
  %3277 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3261, <16 x i1> %3258, <16 x float> zeroinitializer)
  %3278 = fadd <16 x float> %2828, %3277
  br label %3279

3279:                                             ; preds = %3276, %3269, %3262
  %3280 = phi <16 x float> [ %3278, %3276 ], [ %3275, %3269 ], [ %3268, %3262 ]
  switch i64 %171, label %2562 [
    i64 1, label %3295
    i64 2, label %3288
    i64 3, label %3281
    i64 0, label %3317
  ]

3281:                                             ; preds = %3279
  %3282 = bitcast <16 x float> %3280 to <8 x i64>
  %3283 = and <8 x i64> %3282, %117
  %3284 = fcmp oeq <16 x float> %3280, %54
  %3285 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3280, i32 4)
  %3286 = bitcast <8 x i64> %3283 to <16 x float>
  %3287 = select <16 x i1> %3284, <16 x float> %3286, <16 x float> %3285
  br label %3298

3288:                                             ; preds = %3279
  %3289 = bitcast <16 x float> %3280 to <8 x i64>
  %3290 = or <8 x i64> %3289, %118
  %3291 = fcmp oeq <16 x float> %3280, %57
  %3292 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3280, i32 4)
  %3293 = bitcast <8 x i64> %3290 to <16 x float>
  %3294 = select <16 x i1> %3291, <16 x float> %3293, <16 x float> %3292
  br label %3298

3295:                                             ; preds = %3279
  %3296 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3261, <16 x i1> %3258, <16 x float> zeroinitializer)
  %3297 = fadd <16 x float> %3280, %3296
  br label %3298

3298:                                             ; preds = %3295, %3288, %3281
  %3299 = phi <16 x float> [ %3297, %3295 ], [ %3294, %3288 ], [ %3287, %3281 ]
  switch i64 %173, label %2562 [
    i64 1, label %3314
    i64 2, label %3307
    i64 3, label %3300
    i64 0, label %3317
  ]

3300:                                             ; preds = %3298
  %3301 = bitcast <16 x float> %3299 to <8 x i64>
  %3302 = and <8 x i64> %3301, %117
  %3303 = fcmp oeq <16 x float> %3299, %54
  %3304 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3299, i32 4)
  %3305 = bitcast <8 x i64> %3302 to <16 x float>
  %3306 = select <16 x i1> %3303, <16 x float> %3305, <16 x float> %3304
  br label %3317

3307:                                             ; preds = %3298
  %3308 = bitcast <16 x float> %3299 to <8 x i64>
  %3309 = or <8 x i64> %3308, %118
  %3310 = fcmp oeq <16 x float> %3299, %57
  %3311 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3299, i32 4)
  %3312 = bitcast <8 x i64> %3309 to <16 x float>
  %3313 = select <16 x i1> %3310, <16 x float> %3312, <16 x float> %3311
  br label %3317

3314:                                             ; preds = %3298
  %3315 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3261, <16 x i1> %3258, <16 x float> zeroinitializer)
  %3316 = fadd <16 x float> %3299, %3315
  br label %3317

3317:                                             ; preds = %3254, %3260, %3279, %3298, %3314, %3307, %3300
  %3318 = phi <16 x float> [ %3306, %3300 ], [ %2828, %3260 ], [ %3299, %3298 ], [ %3280, %3279 ], [ %3316, %3314 ], [ %3313, %3307 ], [ %2828, %3254 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3318, ptr align 1 %3259, <16 x i1> %3258)
  %3319 = add nsw i64 %2831, %2082
  %3320 = bitcast i16 %2744 to <16 x i1>
  %3321 = select i1 %2083, <16 x i1> zeroinitializer, <16 x i1> %3320
  %3322 = getelementptr inbounds float, ptr %1322, i64 %3319
  br i1 %116, label %3380, label %3323

3323:                                             ; preds = %3317
  %3324 = getelementptr inbounds float, ptr %1320, i64 %3319
  switch i64 %174, label %2562 [
    i64 1, label %3339
    i64 2, label %3332
    i64 3, label %3325
    i64 0, label %3380
  ]

3325:                                             ; preds = %3323
  %3326 = bitcast <16 x float> %2829 to <8 x i64>
  %3327 = and <8 x i64> %3326, %117
  %3328 = fcmp oeq <16 x float> %2829, %54
  %3329 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %2829, i32 4)
  %3330 = bitcast <8 x i64> %3327 to <16 x float>
  %3331 = select <16 x i1> %3328, <16 x float> %3330, <16 x float> %3329
  br label %3342

3332:                                             ; preds = %3323
  %3333 = bitcast <16 x float> %2829 to <8 x i64>
  %3334 = or <8 x i64> %3333, %118
  %3335 = fcmp oeq <16 x float> %2829, %57
  %3336 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %2829, i32 4)
  %3337 = bitcast <8 x i64> %3334 to <16 x float>
  %3338 = select <16 x i1> %3335, <16 x float> %3337, <16 x float> %3336
  br label %3342

3339:                                             ; preds = %3323
  %3340 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3324, <16 x i1> %3321, <16 x float> zeroinitializer)
  %3341 = fadd <16 x float> %2829, %3340
  br label %3342

3342:                                             ; preds = %3339, %3332, %3325
  %3343 = phi <16 x float> [ %3341, %3339 ], [ %3338, %3332 ], [ %3331, %3325 ]
  switch i64 %176, label %2562 [
    i64 1, label %3358
    i64 2, label %3351
    i64 3, label %3344
    i64 0, label %3380
  ]

3344:                                             ; preds = %3342
  %3345 = bitcast <16 x float> %3343 to <8 x i64>
  %3346 = and <8 x i64> %3345, %117
  %3347 = fcmp oeq <16 x float> %3343, %54
  %3348 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3343, i32 4)
  %3349 = bitcast <8 x i64> %3346 to <16 x float>
  %3350 = select <16 x i1> %3347, <16 x float> %3349, <16 x float> %3348
  br label %3361

3351:                                             ; preds = %3342
  %3352 = bitcast <16 x float> %3343 to <8 x i64>
  %3353 = or <8 x i64> %3352, %118
  %3354 = fcmp oeq <16 x float> %3343, %57
  %3355 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3343, i32 4)
  %3356 = bitcast <8 x i64> %3353 to <16 x float>
  %3357 = select <16 x i1> %3354, <16 x float> %3356, <16 x float> %3355
  br label %3361

3358:                                             ; preds = %3342
  %3359 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3324, <16 x i1> %3321, <16 x float> zeroinitializer)
  %3360 = fadd <16 x float> %3343, %3359
  br label %3361

3361:                                             ; preds = %3358, %3351, %3344
  %3362 = phi <16 x float> [ %3360, %3358 ], [ %3357, %3351 ], [ %3350, %3344 ]
  switch i64 %178, label %2562 [
    i64 1, label %3377
    i64 2, label %3370
    i64 3, label %3363
    i64 0, label %3380
  ]

3363:                                             ; preds = %3361
  %3364 = bitcast <16 x float> %3362 to <8 x i64>
  %3365 = and <8 x i64> %3364, %117
  %3366 = fcmp oeq <16 x float> %3362, %54
  %3367 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3362, i32 4)
  %3368 = bitcast <8 x i64> %3365 to <16 x float>
  %3369 = select <16 x i1> %3366, <16 x float> %3368, <16 x float> %3367
  br label %3380

3370:                                             ; preds = %3361
  %3371 = bitcast <16 x float> %3362 to <8 x i64>
  %3372 = or <8 x i64> %3371, %118
  %3373 = fcmp oeq <16 x float> %3362, %57
  %3374 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3362, i32 4)
  %3375 = bitcast <8 x i64> %3372 to <16 x float>
  %3376 = select <16 x i1> %3373, <16 x float> %3375, <16 x float> %3374
  br label %3380

3377:                                             ; preds = %3361
  %3378 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3324, <16 x i1> %3321, <16 x float> zeroinitializer)
  %3379 = fadd <16 x float> %3362, %3378
  br label %3380

3380:                                             ; preds = %3317, %3323, %3342, %3361, %3377, %3370, %3363
  %3381 = phi <16 x float> [ %3369, %3363 ], [ %2829, %3323 ], [ %3362, %3361 ], [ %3343, %3342 ], [ %3379, %3377 ], [ %3376, %3370 ], [ %2829, %3317 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3381, ptr align 1 %3322, <16 x i1> %3321)
  %3382 = add nsw i64 %2831, %2085
  %3383 = bitcast i16 %2744 to <16 x i1>
  %3384 = select i1 %2086, <16 x i1> zeroinitializer, <16 x i1> %3383
  %3385 = getelementptr inbounds float, ptr %1322, i64 %3382
  br i1 %116, label %3443, label %3386

3386:                                             ; preds = %3380
  %3387 = getelementptr inbounds float, ptr %1320, i64 %3382
  switch i64 %179, label %2562 [
    i64 1, label %3402
    i64 2, label %3395
    i64 3, label %3388
    i64 0, label %3443
  ]

3388:                                             ; preds = %3386
  %3389 = bitcast <16 x float> %2830 to <8 x i64>
  %3390 = and <8 x i64> %3389, %117
  %3391 = fcmp oeq <16 x float> %2830, %54
  %3392 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %2830, i32 4)
  %3393 = bitcast <8 x i64> %3390 to <16 x float>
  %3394 = select <16 x i1> %3391, <16 x float> %3393, <16 x float> %3392
  br label %3405

3395:                                             ; preds = %3386
  %3396 = bitcast <16 x float> %2830 to <8 x i64>
  %3397 = or <8 x i64> %3396, %118
  %3398 = fcmp oeq <16 x float> %2830, %57
  %3399 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %2830, i32 4)
  %3400 = bitcast <8 x i64> %3397 to <16 x float>
  %3401 = select <16 x i1> %3398, <16 x float> %3400, <16 x float> %3399
  br label %3405

3402:                                             ; preds = %3386
  %3403 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3387, <16 x i1> %3384, <16 x float> zeroinitializer)
  %3404 = fadd <16 x float> %2830, %3403
  br label %3405

3405:                                             ; preds = %3402, %3395, %3388
  %3406 = phi <16 x float> [ %3404, %3402 ], [ %3401, %3395 ], [ %3394, %3388 ]
  switch i64 %181, label %2562 [
    i64 1, label %3421
    i64 2, label %3414
    i64 3, label %3407
    i64 0, label %3443
  ]

3407:                                             ; preds = %3405
  %3408 = bitcast <16 x float> %3406 to <8 x i64>
  %3409 = and <8 x i64> %3408, %117
  %3410 = fcmp oeq <16 x float> %3406, %54
  %3411 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3406, i32 4)
  %3412 = bitcast <8 x i64> %3409 to <16 x float>
  %3413 = select <16 x i1> %3410, <16 x float> %3412, <16 x float> %3411
  br label %3424

3414:                                             ; preds = %3405
  %3415 = bitcast <16 x float> %3406 to <8 x i64>
  %3416 = or <8 x i64> %3415, %118
  %3417 = fcmp oeq <16 x float> %3406, %57
  %3418 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3406, i32 4)
  %3419 = bitcast <8 x i64> %3416 to <16 x float>
  %3420 = select <16 x i1> %3417, <16 x float> %3419, <16 x float> %3418
  br label %3424

3421:                                             ; preds = %3405
  %3422 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3387, <16 x i1> %3384, <16 x float> zeroinitializer)
  %3423 = fadd <16 x float> %3406, %3422
  br label %3424

3424:                                             ; preds = %3421, %3414, %3407
  %3425 = phi <16 x float> [ %3423, %3421 ], [ %3420, %3414 ], [ %3413, %3407 ]
  switch i64 %183, label %2562 [
    i64 1, label %3440
    i64 2, label %3433
    i64 3, label %3426
    i64 0, label %3443
  ]

3426:                                             ; preds = %3424
  %3427 = bitcast <16 x float> %3425 to <8 x i64>
  %3428 = and <8 x i64> %3427, %117
  %3429 = fcmp oeq <16 x float> %3425, %54
  %3430 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3425, i32 4)
  %3431 = bitcast <8 x i64> %3428 to <16 x float>
  %3432 = select <16 x i1> %3429, <16 x float> %3431, <16 x float> %3430
  br label %3443

3433:                                             ; preds = %3424
  %3434 = bitcast <16 x float> %3425 to <8 x i64>
  %3435 = or <8 x i64> %3434, %118
  %3436 = fcmp oeq <16 x float> %3425, %57
  %3437 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3425, i32 4)
  %3438 = bitcast <8 x i64> %3435 to <16 x float>
  %3439 = select <16 x i1> %3436, <16 x float> %3438, <16 x float> %3437
  br label %3443

3440:                                             ; preds = %3424
  %3441 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3387, <16 x i1> %3384, <16 x float> zeroinitializer)
  %3442 = fadd <16 x float> %3425, %3441
  br label %3443

3443:                                             ; preds = %3380, %3386, %3405, %3424, %3440, %3433, %3426
  %3444 = phi <16 x float> [ %3432, %3426 ], [ %2830, %3386 ], [ %3425, %3424 ], [ %3406, %3405 ], [ %3442, %3440 ], [ %3439, %3433 ], [ %2830, %3380 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3444, ptr align 1 %3385, <16 x i1> %3384)
  %3445 = add nuw nsw i64 %2735, 1
  %3446 = icmp eq i64 %3445, %1995
  br i1 %3446, label %3447, label %2734

3447:                                             ; preds = %3443, %2029, %2733
  %3448 = add nsw i64 %2024, 8
  %3449 = icmp slt i64 %3448, %1330
  br i1 %3449, label %2023, label %2020
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
