; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_dwconv_f32_nchw_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26) local_unnamed_addr {
  %28 = alloca [8 x <16 x float>], align 64
  %29 = alloca [8 x <16 x float>], align 64
  %30 = inttoptr i64 %0 to ptr
  %31 = inttoptr i64 %1 to ptr
  %32 = inttoptr i64 %21 to ptr
  %33 = inttoptr i64 %22 to ptr
  %34 = inttoptr i64 %2 to ptr
  %35 = trunc i64 %24 to i32
  %36 = trunc i64 %25 to i32
  %37 = insertelement <16 x i32> poison, i32 %35, i64 0
  %38 = bitcast <16 x i32> %37 to <16 x float>
  %39 = shufflevector <16 x float> %38, <16 x float> poison, <16 x i32> zeroinitializer
  %40 = insertelement <16 x i32> poison, i32 %36, i64 0
  %41 = bitcast <16 x i32> %40 to <16 x float>
  %42 = shufflevector <16 x float> %41, <16 x float> poison, <16 x i32> zeroinitializer
  %43 = icmp slt i64 %3, %4
  br i1 %43, label %44, label %219

44:                                               ; preds = %27
  %45 = mul i64 %7, %6
  %46 = mul i64 %11, %10
  %47 = icmp eq i64 %22, 0
  %48 = icmp sgt i64 %9, 0
  %49 = icmp sgt i64 %10, 0
  %50 = icmp sgt i64 %11, 0
  %51 = bitcast <16 x float> %39 to <8 x i64>
  %52 = bitcast <16 x float> %42 to <8 x i64>
  %53 = icmp eq i64 %21, 0
  %54 = and i64 %26, 3
  %55 = lshr i64 %26, 2
  %56 = and i64 %55, 3
  %57 = lshr i64 %26, 4
  %58 = and i64 %57, 3
  %59 = getelementptr inbounds nuw i8, ptr %29, i64 64
  %60 = lshr i64 %26, 2
  %61 = and i64 %60, 3
  %62 = lshr i64 %26, 4
  %63 = and i64 %62, 3
  %64 = getelementptr inbounds nuw i8, ptr %29, i64 128
  %65 = lshr i64 %26, 2
  %66 = and i64 %65, 3
  %67 = lshr i64 %26, 4
  %68 = and i64 %67, 3
  %69 = getelementptr inbounds nuw i8, ptr %29, i64 192
  %70 = lshr i64 %26, 2
  %71 = and i64 %70, 3
  %72 = lshr i64 %26, 4
  %73 = and i64 %72, 3
  %74 = getelementptr inbounds nuw i8, ptr %29, i64 256
  %75 = lshr i64 %26, 2
  %76 = and i64 %75, 3
  %77 = lshr i64 %26, 4
  %78 = and i64 %77, 3
  %79 = getelementptr inbounds nuw i8, ptr %29, i64 320
  %80 = lshr i64 %26, 2
  %81 = and i64 %80, 3
  %82 = lshr i64 %26, 4
  %83 = and i64 %82, 3
  %84 = getelementptr inbounds nuw i8, ptr %29, i64 384
  %85 = lshr i64 %26, 2
  %86 = and i64 %85, 3
  %87 = lshr i64 %26, 4
  %88 = and i64 %87, 3
  %89 = getelementptr inbounds nuw i8, ptr %29, i64 448
  %90 = lshr i64 %26, 2
  %91 = and i64 %90, 3
  %92 = lshr i64 %26, 4
  %93 = and i64 %92, 3
  %94 = and i64 %26, 3
  %95 = lshr i64 %26, 2
  %96 = and i64 %95, 3
  %97 = lshr i64 %26, 4
  %98 = and i64 %97, 3
  %99 = getelementptr inbounds nuw i8, ptr %28, i64 64
  %100 = lshr i64 %26, 2
  %101 = and i64 %100, 3
  %102 = lshr i64 %26, 4
  %103 = and i64 %102, 3
  %104 = getelementptr inbounds nuw i8, ptr %28, i64 128
  %105 = lshr i64 %26, 2
  %106 = and i64 %105, 3
  %107 = lshr i64 %26, 4
  %108 = and i64 %107, 3
  %109 = getelementptr inbounds nuw i8, ptr %28, i64 192
  %110 = lshr i64 %26, 2
  %111 = and i64 %110, 3
  %112 = lshr i64 %26, 4
  %113 = and i64 %112, 3
  %114 = getelementptr inbounds nuw i8, ptr %28, i64 256
  %115 = lshr i64 %26, 2
  %116 = and i64 %115, 3
  %117 = lshr i64 %26, 4
  %118 = and i64 %117, 3
  %119 = getelementptr inbounds nuw i8, ptr %28, i64 320
  %120 = lshr i64 %26, 2
  %121 = and i64 %120, 3
  %122 = lshr i64 %26, 4
  %123 = and i64 %122, 3
  %124 = getelementptr inbounds nuw i8, ptr %28, i64 384
  %125 = lshr i64 %26, 2
  %126 = and i64 %125, 3
  %127 = lshr i64 %26, 4
  %128 = and i64 %127, 3
  %129 = and i64 %26, 3
  %130 = lshr i64 %26, 2
  %131 = and i64 %130, 3
  %132 = lshr i64 %26, 4
  %133 = and i64 %132, 3
  %134 = lshr i64 %26, 2
  %135 = and i64 %134, 3
  %136 = lshr i64 %26, 4
  %137 = and i64 %136, 3
  %138 = lshr i64 %26, 2
  %139 = and i64 %138, 3
  %140 = lshr i64 %26, 4
  %141 = and i64 %140, 3
  %142 = lshr i64 %26, 2
  %143 = and i64 %142, 3
  %144 = lshr i64 %26, 4
  %145 = and i64 %144, 3
  %146 = lshr i64 %26, 2
  %147 = and i64 %146, 3
  %148 = lshr i64 %26, 4
  %149 = and i64 %148, 3
  %150 = lshr i64 %26, 2
  %151 = and i64 %150, 3
  %152 = lshr i64 %26, 4
  %153 = and i64 %152, 3
  %154 = and i64 %26, 3
  %155 = lshr i64 %26, 2
  %156 = and i64 %155, 3
  %157 = lshr i64 %26, 4
  %158 = and i64 %157, 3
  %159 = lshr i64 %26, 2
  %160 = and i64 %159, 3
  %161 = lshr i64 %26, 4
  %162 = and i64 %161, 3
  %163 = lshr i64 %26, 2
  %164 = and i64 %163, 3
  %165 = lshr i64 %26, 4
  %166 = and i64 %165, 3
  %167 = lshr i64 %26, 2
  %168 = and i64 %167, 3
  %169 = lshr i64 %26, 4
  %170 = and i64 %169, 3
  %171 = lshr i64 %26, 2
  %172 = and i64 %171, 3
  %173 = lshr i64 %26, 4
  %174 = and i64 %173, 3
  %175 = and i64 %26, 3
  %176 = lshr i64 %26, 2
  %177 = and i64 %176, 3
  %178 = lshr i64 %26, 4
  %179 = and i64 %178, 3
  %180 = lshr i64 %26, 2
  %181 = and i64 %180, 3
  %182 = lshr i64 %26, 4
  %183 = and i64 %182, 3
  %184 = lshr i64 %26, 2
  %185 = and i64 %184, 3
  %186 = lshr i64 %26, 4
  %187 = and i64 %186, 3
  %188 = lshr i64 %26, 2
  %189 = and i64 %188, 3
  %190 = lshr i64 %26, 4
  %191 = and i64 %190, 3
  %192 = and i64 %26, 3
  %193 = lshr i64 %26, 2
  %194 = and i64 %193, 3
  %195 = lshr i64 %26, 4
  %196 = and i64 %195, 3
  %197 = lshr i64 %26, 2
  %198 = and i64 %197, 3
  %199 = lshr i64 %26, 4
  %200 = and i64 %199, 3
  %201 = lshr i64 %26, 2
  %202 = and i64 %201, 3
  %203 = lshr i64 %26, 4
  %204 = and i64 %203, 3
  %205 = and i64 %26, 3
  %206 = lshr i64 %26, 2
  %207 = and i64 %206, 3
  %208 = lshr i64 %26, 4
  %209 = and i64 %208, 3
  %210 = lshr i64 %26, 2
  %211 = and i64 %210, 3
  %212 = lshr i64 %26, 4
  %213 = and i64 %212, 3
  %214 = and i64 %26, 3
  %215 = lshr i64 %26, 2
  %216 = and i64 %215, 3
  %217 = lshr i64 %26, 4
  %218 = and i64 %217, 3
  br label %220

219:                                              ; preds = %247, %27
  ret void

220:                                              ; preds = %44, %247
  %221 = phi i64 [ %3, %44 ], [ %248, %247 ]
  %222 = srem i64 %221, %8
  %223 = sdiv i64 %221, %8
  %224 = srem i64 %223, %5
  %225 = sdiv i64 %223, %5
  %226 = mul nsw i64 %225, %19
  %227 = getelementptr inbounds float, ptr %30, i64 %226
  %228 = mul i64 %45, %224
  %229 = getelementptr inbounds float, ptr %227, i64 %228
  %230 = mul i64 %46, %224
  %231 = getelementptr inbounds float, ptr %31, i64 %230
  %232 = getelementptr inbounds float, ptr %32, i64 %224
  %233 = mul nsw i64 %225, %20
  %234 = getelementptr inbounds float, ptr %34, i64 %233
  %235 = mul nsw i64 %224, %8
  %236 = add nsw i64 %235, %222
  %237 = mul nsw i64 %236, %9
  %238 = getelementptr inbounds float, ptr %234, i64 %237
  %239 = mul nsw i64 %225, %23
  %240 = getelementptr inbounds float, ptr %33, i64 %239
  %241 = getelementptr inbounds float, ptr %240, i64 %237
  %242 = select i1 %47, ptr null, ptr %241
  br i1 %48, label %243, label %247

243:                                              ; preds = %220
  %244 = mul nsw i64 %222, %12
  %245 = sub i64 %244, %16
  %246 = icmp eq ptr %242, null
  br label %250

247:                                              ; preds = %3844, %220
  %248 = add i64 %221, 1
  %249 = icmp eq i64 %248, %4
  br i1 %249, label %219, label %220

250:                                              ; preds = %243, %3844
  %251 = phi i64 [ 0, %243 ], [ %3845, %3844 ]
  %252 = sub nsw i64 %9, %251
  %253 = add nuw nsw i64 %252, 15
  %254 = lshr i64 %253, 4
  %255 = icmp ugt i64 %252, 112
  %256 = trunc i64 %254 to i32
  %257 = select i1 %255, i32 8, i32 %256
  switch i32 %257, label %3844 [
    i32 1, label %258
    i32 2, label %386
    i32 3, label %617
    i32 4, label %951
    i32 5, label %1388
    i32 6, label %1928
    i32 7, label %2571
    i32 8, label %3169
  ]

258:                                              ; preds = %250
  br i1 %49, label %271, label %259

259:                                              ; preds = %285, %258
  %260 = phi <16 x float> [ zeroinitializer, %258 ], [ %286, %285 ]
  %261 = icmp sgt i64 %252, 15
  %262 = trunc i64 %252 to i32
  %263 = shl nsw i32 -1, %262
  %264 = trunc i32 %263 to i16
  %265 = xor i16 %264, -1
  %266 = select i1 %261, i16 -1, i16 %265
  %267 = getelementptr inbounds nuw float, ptr %238, i64 %251
  %268 = getelementptr inbounds nuw float, ptr %242, i64 %251
  %269 = select i1 %246, ptr null, ptr %268
  %270 = bitcast i16 %266 to <16 x i1>
  br i1 %53, label %326, label %321

271:                                              ; preds = %258, %285
  %272 = phi <16 x float> [ %286, %285 ], [ zeroinitializer, %258 ]
  %273 = phi i64 [ %287, %285 ], [ 0, %258 ]
  %274 = mul nsw i64 %273, %14
  %275 = add i64 %245, %274
  %276 = icmp sgt i64 %275, -1
  %277 = icmp slt i64 %275, %6
  %278 = and i1 %276, %277
  %279 = select i1 %278, i64 %275, i64 0
  %280 = mul nsw i64 %279, %7
  %281 = getelementptr inbounds float, ptr %229, i64 %280
  br i1 %50, label %282, label %285

282:                                              ; preds = %271
  %283 = mul nuw nsw i64 %273, %11
  %284 = getelementptr inbounds nuw float, ptr %231, i64 %283
  br label %289

285:                                              ; preds = %289, %271
  %286 = phi <16 x float> [ %272, %271 ], [ %318, %289 ]
  %287 = add nuw nsw i64 %273, 1
  %288 = icmp eq i64 %287, %10
  br i1 %288, label %259, label %271

289:                                              ; preds = %282, %289
  %290 = phi <16 x float> [ %272, %282 ], [ %318, %289 ]
  %291 = phi i64 [ 0, %282 ], [ %319, %289 ]
  %292 = getelementptr inbounds nuw float, ptr %284, i64 %291
  %293 = load float, ptr %292, align 4
  %294 = insertelement <16 x float> poison, float %293, i64 0
  %295 = shufflevector <16 x float> %294, <16 x float> poison, <16 x i32> zeroinitializer
  %296 = mul nsw i64 %291, %15
  %297 = sub i64 %296, %17
  %298 = add i64 %297, %251
  %299 = icmp slt i64 %298, 0
  %300 = sub nsw i64 0, %298
  %301 = select i1 %299, i64 %300, i64 0
  %302 = sub nsw i64 %7, %298
  %303 = tail call i64 @llvm.smin.i64(i64 %302, i64 %252)
  %304 = tail call i64 @llvm.smin.i64(i64 %303, i64 16)
  %305 = icmp sgt i64 %304, %301
  %306 = select i1 %278, i1 %305, i1 false
  %307 = trunc i64 %304 to i32
  %308 = shl nsw i32 -1, %307
  %309 = xor i32 %308, -1
  %310 = trunc i64 %301 to i32
  %311 = shl nsw i32 -1, %310
  %312 = and i32 %311, %309
  %313 = trunc i32 %312 to i16
  %314 = select i1 %306, i16 %313, i16 0
  %315 = getelementptr inbounds float, ptr %281, i64 %298
  %316 = bitcast i16 %314 to <16 x i1>
  %317 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %315, <16 x i1> %316, <16 x float> zeroinitializer)
  %318 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %317, <16 x float> %295, <16 x float> %290)
  %319 = add nuw nsw i64 %291, 1
  %320 = icmp eq i64 %319, %11
  br i1 %320, label %285, label %289

321:                                              ; preds = %259
  %322 = load float, ptr %232, align 4
  %323 = insertelement <16 x float> poison, float %322, i64 0
  %324 = shufflevector <16 x float> %323, <16 x float> poison, <16 x i32> zeroinitializer
  %325 = fadd <16 x float> %260, %324
  br label %326

326:                                              ; preds = %321, %259
  %327 = phi <16 x float> [ %325, %321 ], [ %260, %259 ]
  switch i64 %214, label %345 [
    i64 1, label %328
    i64 2, label %331
    i64 3, label %338
    i64 0, label %384
  ]

328:                                              ; preds = %326
  %329 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %269, <16 x i1> %270, <16 x float> zeroinitializer)
  %330 = fadd <16 x float> %327, %329
  br label %346

331:                                              ; preds = %326
  %332 = bitcast <16 x float> %327 to <8 x i64>
  %333 = or <8 x i64> %332, %52
  %334 = fcmp oeq <16 x float> %327, %42
  %335 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %327, i32 4)
  %336 = bitcast <8 x i64> %333 to <16 x float>
  %337 = select <16 x i1> %334, <16 x float> %336, <16 x float> %335
  br label %346

338:                                              ; preds = %326
  %339 = bitcast <16 x float> %327 to <8 x i64>
  %340 = and <8 x i64> %339, %51
  %341 = fcmp oeq <16 x float> %327, %39
  %342 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %327, i32 4)
  %343 = bitcast <8 x i64> %340 to <16 x float>
  %344 = select <16 x i1> %341, <16 x float> %343, <16 x float> %342
  br label %346

345:                                              ; preds = %3823, %3804, %3781, %3746, %3727, %3704, %3669, %3650, %3627, %3592, %3573, %3550, %3515, %3496, %3473, %3438, %3419, %3396, %3361, %3342, %3319, %3284, %3265, %3244, %3148, %3129, %3106, %3071, %3052, %3029, %2994, %2975, %2952, %2917, %2898, %2875, %2840, %2821, %2798, %2763, %2744, %2721, %2686, %2667, %2646, %2550, %2531, %2508, %2474, %2455, %2432, %2398, %2379, %2356, %2322, %2303, %2280, %2246, %2227, %2204, %2170, %2151, %2130, %1907, %1888, %1865, %1831, %1812, %1789, %1755, %1736, %1713, %1679, %1660, %1637, %1603, %1584, %1563, %1367, %1348, %1325, %1291, %1272, %1249, %1215, %1196, %1173, %1139, %1120, %1099, %930, %911, %888, %854, %835, %812, %778, %759, %738, %596, %577, %554, %520, %501, %480, %365, %346, %326
  unreachable

346:                                              ; preds = %338, %331, %328
  %347 = phi <16 x float> [ %330, %328 ], [ %337, %331 ], [ %344, %338 ]
  switch i64 %216, label %345 [
    i64 1, label %362
    i64 2, label %355
    i64 3, label %348
    i64 0, label %384
  ]

348:                                              ; preds = %346
  %349 = bitcast <16 x float> %347 to <8 x i64>
  %350 = and <8 x i64> %349, %51
  %351 = fcmp oeq <16 x float> %347, %39
  %352 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %347, i32 4)
  %353 = bitcast <8 x i64> %350 to <16 x float>
  %354 = select <16 x i1> %351, <16 x float> %353, <16 x float> %352
  br label %365

355:                                              ; preds = %346
  %356 = bitcast <16 x float> %347 to <8 x i64>
  %357 = or <8 x i64> %356, %52
  %358 = fcmp oeq <16 x float> %347, %42
  %359 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %347, i32 4)
  %360 = bitcast <8 x i64> %357 to <16 x float>
  %361 = select <16 x i1> %358, <16 x float> %360, <16 x float> %359
  br label %365

362:                                              ; preds = %346
  %363 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %269, <16 x i1> %270, <16 x float> zeroinitializer)
  %364 = fadd <16 x float> %347, %363
  br label %365

365:                                              ; preds = %362, %355, %348
  %366 = phi <16 x float> [ %364, %362 ], [ %361, %355 ], [ %354, %348 ]
  switch i64 %218, label %345 [
    i64 1, label %381
    i64 2, label %374
    i64 3, label %367
    i64 0, label %384
  ]

367:                                              ; preds = %365
  %368 = bitcast <16 x float> %366 to <8 x i64>
  %369 = and <8 x i64> %368, %51
  %370 = fcmp oeq <16 x float> %366, %39
  %371 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %366, i32 4)
  %372 = bitcast <8 x i64> %369 to <16 x float>
  %373 = select <16 x i1> %370, <16 x float> %372, <16 x float> %371
  br label %384

374:                                              ; preds = %365
  %375 = bitcast <16 x float> %366 to <8 x i64>
  %376 = or <8 x i64> %375, %52
  %377 = fcmp oeq <16 x float> %366, %42
  %378 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %366, i32 4)
  %379 = bitcast <8 x i64> %376 to <16 x float>
  %380 = select <16 x i1> %377, <16 x float> %379, <16 x float> %378
  br label %384

381:                                              ; preds = %365
  %382 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %269, <16 x i1> %270, <16 x float> zeroinitializer)
  %383 = fadd <16 x float> %366, %382
  br label %384

384:                                              ; preds = %367, %374, %381, %365, %346, %326
  %385 = phi <16 x float> [ %366, %365 ], [ %327, %326 ], [ %347, %346 ], [ %383, %381 ], [ %380, %374 ], [ %373, %367 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %385, ptr align 1 %267, <16 x i1> %270)
  br label %3844

386:                                              ; preds = %250
  br i1 %49, label %387, label %390

387:                                              ; preds = %386
  %388 = or disjoint i64 %251, 16
  %389 = sub nsw i64 %9, %388
  br label %401

390:                                              ; preds = %416, %386
  %391 = phi <16 x float> [ zeroinitializer, %386 ], [ %417, %416 ]
  %392 = phi <16 x float> [ zeroinitializer, %386 ], [ %418, %416 ]
  %393 = getelementptr inbounds nuw float, ptr %238, i64 %251
  %394 = getelementptr inbounds nuw float, ptr %242, i64 %251
  %395 = icmp sgt i64 %252, 15
  %396 = trunc i64 %252 to i32
  %397 = shl nsw i32 -1, %396
  %398 = trunc i32 %397 to i16
  %399 = xor i16 %398, -1
  %400 = select i1 %395, i16 -1, i16 %399
  br i1 %53, label %480, label %475

401:                                              ; preds = %387, %416
  %402 = phi <16 x float> [ zeroinitializer, %387 ], [ %417, %416 ]
  %403 = phi <16 x float> [ zeroinitializer, %387 ], [ %418, %416 ]
  %404 = phi i64 [ 0, %387 ], [ %419, %416 ]
  %405 = mul nsw i64 %404, %14
  %406 = add i64 %245, %405
  %407 = icmp sgt i64 %406, -1
  %408 = icmp slt i64 %406, %6
  %409 = and i1 %407, %408
  %410 = select i1 %409, i64 %406, i64 0
  %411 = mul nsw i64 %410, %7
  %412 = getelementptr inbounds float, ptr %229, i64 %411
  br i1 %50, label %413, label %416

413:                                              ; preds = %401
  %414 = mul nuw nsw i64 %404, %11
  %415 = getelementptr inbounds nuw float, ptr %231, i64 %414
  br label %421

416:                                              ; preds = %421, %401
  %417 = phi <16 x float> [ %402, %401 ], [ %451, %421 ]
  %418 = phi <16 x float> [ %403, %401 ], [ %472, %421 ]
  %419 = add nuw nsw i64 %404, 1
  %420 = icmp eq i64 %419, %10
  br i1 %420, label %390, label %401

421:                                              ; preds = %413, %421
  %422 = phi <16 x float> [ %402, %413 ], [ %451, %421 ]
  %423 = phi <16 x float> [ %403, %413 ], [ %472, %421 ]
  %424 = phi i64 [ 0, %413 ], [ %473, %421 ]
  %425 = getelementptr inbounds nuw float, ptr %415, i64 %424
  %426 = load float, ptr %425, align 4
  %427 = insertelement <16 x float> poison, float %426, i64 0
  %428 = shufflevector <16 x float> %427, <16 x float> poison, <16 x i32> zeroinitializer
  %429 = mul nsw i64 %424, %15
  %430 = sub i64 %429, %17
  %431 = add i64 %430, %251
  %432 = icmp slt i64 %431, 0
  %433 = sub nsw i64 0, %431
  %434 = select i1 %432, i64 %433, i64 0
  %435 = sub nsw i64 %7, %431
  %436 = tail call i64 @llvm.smin.i64(i64 %435, i64 %252)
  %437 = tail call i64 @llvm.smin.i64(i64 %436, i64 16)
  %438 = icmp sgt i64 %437, %434
  %439 = select i1 %409, i1 %438, i1 false
  %440 = trunc i64 %437 to i32
  %441 = shl nsw i32 -1, %440
  %442 = xor i32 %441, -1
  %443 = trunc i64 %434 to i32
  %444 = shl nsw i32 -1, %443
  %445 = and i32 %444, %442
  %446 = trunc i32 %445 to i16
  %447 = select i1 %439, i16 %446, i16 0
  %448 = getelementptr inbounds float, ptr %412, i64 %431
  %449 = bitcast i16 %447 to <16 x i1>
  %450 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %448, <16 x i1> %449, <16 x float> zeroinitializer)
  %451 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %450, <16 x float> %428, <16 x float> %422)
  %452 = add i64 %430, %388
  %453 = icmp slt i64 %452, 0
  %454 = sub nsw i64 0, %452
  %455 = select i1 %453, i64 %454, i64 0
  %456 = sub nsw i64 %7, %452
  %457 = tail call i64 @llvm.smin.i64(i64 %456, i64 %389)
  %458 = tail call i64 @llvm.smin.i64(i64 %457, i64 16)
  %459 = icmp sgt i64 %458, %455
  %460 = select i1 %409, i1 %459, i1 false
  %461 = trunc i64 %458 to i32
  %462 = shl nsw i32 -1, %461
  %463 = xor i32 %462, -1
  %464 = trunc i64 %455 to i32
  %465 = shl nsw i32 -1, %464
  %466 = and i32 %465, %463
  %467 = trunc i32 %466 to i16
  %468 = select i1 %460, i16 %467, i16 0
  %469 = getelementptr inbounds float, ptr %412, i64 %452
  %470 = bitcast i16 %468 to <16 x i1>
  %471 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %469, <16 x i1> %470, <16 x float> zeroinitializer)
  %472 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %471, <16 x float> %428, <16 x float> %423)
  %473 = add nuw nsw i64 %424, 1
  %474 = icmp eq i64 %473, %11
  br i1 %474, label %416, label %421

475:                                              ; preds = %390
  %476 = load float, ptr %232, align 4
  %477 = insertelement <16 x float> poison, float %476, i64 0
  %478 = shufflevector <16 x float> %477, <16 x float> poison, <16 x i32> zeroinitializer
  %479 = fadd <16 x float> %391, %478
  br label %480

480:                                              ; preds = %475, %390
  %481 = phi <16 x float> [ %479, %475 ], [ %391, %390 ]
  %482 = select i1 %246, ptr null, ptr %394
  %483 = bitcast i16 %400 to <16 x i1>
  switch i64 %205, label %345 [
    i64 1, label %484
    i64 2, label %487
    i64 3, label %494
    i64 0, label %539
  ]

484:                                              ; preds = %480
  %485 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %482, <16 x i1> %483, <16 x float> zeroinitializer)
  %486 = fadd <16 x float> %481, %485
  br label %501

487:                                              ; preds = %480
  %488 = bitcast <16 x float> %481 to <8 x i64>
  %489 = or <8 x i64> %488, %52
  %490 = fcmp oeq <16 x float> %481, %42
  %491 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %481, i32 4)
  %492 = bitcast <8 x i64> %489 to <16 x float>
  %493 = select <16 x i1> %490, <16 x float> %492, <16 x float> %491
  br label %501

494:                                              ; preds = %480
  %495 = bitcast <16 x float> %481 to <8 x i64>
  %496 = and <8 x i64> %495, %51
  %497 = fcmp oeq <16 x float> %481, %39
  %498 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %481, i32 4)
  %499 = bitcast <8 x i64> %496 to <16 x float>
  %500 = select <16 x i1> %497, <16 x float> %499, <16 x float> %498
  br label %501

501:                                              ; preds = %494, %487, %484
  %502 = phi <16 x float> [ %486, %484 ], [ %493, %487 ], [ %500, %494 ]
  switch i64 %207, label %345 [
    i64 1, label %517
    i64 2, label %510
    i64 3, label %503
    i64 0, label %539
  ]

503:                                              ; preds = %501
  %504 = bitcast <16 x float> %502 to <8 x i64>
  %505 = and <8 x i64> %504, %51
  %506 = fcmp oeq <16 x float> %502, %39
  %507 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %502, i32 4)
  %508 = bitcast <8 x i64> %505 to <16 x float>
  %509 = select <16 x i1> %506, <16 x float> %508, <16 x float> %507
  br label %520

510:                                              ; preds = %501
  %511 = bitcast <16 x float> %502 to <8 x i64>
  %512 = or <8 x i64> %511, %52
  %513 = fcmp oeq <16 x float> %502, %42
  %514 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %502, i32 4)
  %515 = bitcast <8 x i64> %512 to <16 x float>
  %516 = select <16 x i1> %513, <16 x float> %515, <16 x float> %514
  br label %520

517:                                              ; preds = %501
  %518 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %482, <16 x i1> %483, <16 x float> zeroinitializer)
  %519 = fadd <16 x float> %502, %518
  br label %520

520:                                              ; preds = %517, %510, %503
  %521 = phi <16 x float> [ %519, %517 ], [ %516, %510 ], [ %509, %503 ]
  switch i64 %209, label %345 [
    i64 1, label %536
    i64 2, label %529
    i64 3, label %522
    i64 0, label %539
  ]

522:                                              ; preds = %520
  %523 = bitcast <16 x float> %521 to <8 x i64>
  %524 = and <8 x i64> %523, %51
  %525 = fcmp oeq <16 x float> %521, %39
  %526 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %521, i32 4)
  %527 = bitcast <8 x i64> %524 to <16 x float>
  %528 = select <16 x i1> %525, <16 x float> %527, <16 x float> %526
  br label %539

529:                                              ; preds = %520
  %530 = bitcast <16 x float> %521 to <8 x i64>
  %531 = or <8 x i64> %530, %52
  %532 = fcmp oeq <16 x float> %521, %42
  %533 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %521, i32 4)
  %534 = bitcast <8 x i64> %531 to <16 x float>
  %535 = select <16 x i1> %532, <16 x float> %534, <16 x float> %533
  br label %539

536:                                              ; preds = %520
  %537 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %482, <16 x i1> %483, <16 x float> zeroinitializer)
  %538 = fadd <16 x float> %521, %537
  br label %539

539:                                              ; preds = %522, %529, %536, %520, %501, %480
  %540 = phi <16 x float> [ %521, %520 ], [ %481, %480 ], [ %502, %501 ], [ %538, %536 ], [ %535, %529 ], [ %528, %522 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %540, ptr align 1 %393, <16 x i1> %483)
  %541 = or disjoint i64 %251, 16
  %542 = sub nsw i64 %9, %541
  %543 = icmp sgt i64 %542, 15
  %544 = trunc i64 %542 to i32
  %545 = shl nsw i32 -1, %544
  %546 = trunc i32 %545 to i16
  %547 = xor i16 %546, -1
  %548 = select i1 %543, i16 -1, i16 %547
  br i1 %53, label %554, label %549

549:                                              ; preds = %539
  %550 = load float, ptr %232, align 4
  %551 = insertelement <16 x float> poison, float %550, i64 0
  %552 = shufflevector <16 x float> %551, <16 x float> poison, <16 x i32> zeroinitializer
  %553 = fadd <16 x float> %392, %552
  br label %554

554:                                              ; preds = %549, %539
  %555 = phi <16 x float> [ %553, %549 ], [ %392, %539 ]
  %556 = getelementptr inbounds nuw i8, ptr %393, i64 64
  %557 = getelementptr inbounds nuw i8, ptr %394, i64 64
  %558 = select i1 %246, ptr null, ptr %557
  %559 = bitcast i16 %548 to <16 x i1>
  switch i64 %205, label %345 [
    i64 1, label %574
    i64 2, label %567
    i64 3, label %560
    i64 0, label %615
  ]

560:                                              ; preds = %554
  %561 = bitcast <16 x float> %555 to <8 x i64>
  %562 = and <8 x i64> %561, %51
  %563 = fcmp oeq <16 x float> %555, %39
  %564 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %555, i32 4)
  %565 = bitcast <8 x i64> %562 to <16 x float>
  %566 = select <16 x i1> %563, <16 x float> %565, <16 x float> %564
  br label %577

567:                                              ; preds = %554
  %568 = bitcast <16 x float> %555 to <8 x i64>
  %569 = or <8 x i64> %568, %52
  %570 = fcmp oeq <16 x float> %555, %42
  %571 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %555, i32 4)
  %572 = bitcast <8 x i64> %569 to <16 x float>
  %573 = select <16 x i1> %570, <16 x float> %572, <16 x float> %571
  br label %577

574:                                              ; preds = %554
  %575 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %558, <16 x i1> %559, <16 x float> zeroinitializer)
  %576 = fadd <16 x float> %555, %575
  br label %577

577:                                              ; preds = %574, %567, %560
  %578 = phi <16 x float> [ %576, %574 ], [ %573, %567 ], [ %566, %560 ]
  switch i64 %211, label %345 [
    i64 1, label %593
    i64 2, label %586
    i64 3, label %579
    i64 0, label %615
  ]

579:                                              ; preds = %577
  %580 = bitcast <16 x float> %578 to <8 x i64>
  %581 = and <8 x i64> %580, %51
  %582 = fcmp oeq <16 x float> %578, %39
  %583 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %578, i32 4)
  %584 = bitcast <8 x i64> %581 to <16 x float>
  %585 = select <16 x i1> %582, <16 x float> %584, <16 x float> %583
  br label %596

586:                                              ; preds = %577
  %587 = bitcast <16 x float> %578 to <8 x i64>
  %588 = or <8 x i64> %587, %52
  %589 = fcmp oeq <16 x float> %578, %42
  %590 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %578, i32 4)
  %591 = bitcast <8 x i64> %588 to <16 x float>
  %592 = select <16 x i1> %589, <16 x float> %591, <16 x float> %590
  br label %596

593:                                              ; preds = %577
  %594 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %558, <16 x i1> %559, <16 x float> zeroinitializer)
  %595 = fadd <16 x float> %578, %594
  br label %596

596:                                              ; preds = %593, %586, %579
  %597 = phi <16 x float> [ %595, %593 ], [ %592, %586 ], [ %585, %579 ]
  switch i64 %213, label %345 [
    i64 1, label %612
    i64 2, label %605
    i64 3, label %598
    i64 0, label %615
  ]

598:                                              ; preds = %596
  %599 = bitcast <16 x float> %597 to <8 x i64>
  %600 = and <8 x i64> %599, %51
  %601 = fcmp oeq <16 x float> %597, %39
  %602 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %597, i32 4)
  %603 = bitcast <8 x i64> %600 to <16 x float>
  %604 = select <16 x i1> %601, <16 x float> %603, <16 x float> %602
  br label %615

605:                                              ; preds = %596
  %606 = bitcast <16 x float> %597 to <8 x i64>
  %607 = or <8 x i64> %606, %52
  %608 = fcmp oeq <16 x float> %597, %42
  %609 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %597, i32 4)
  %610 = bitcast <8 x i64> %607 to <16 x float>
  %611 = select <16 x i1> %608, <16 x float> %610, <16 x float> %609
  br label %615

612:                                              ; preds = %596
  %613 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %558, <16 x i1> %559, <16 x float> zeroinitializer)
  %614 = fadd <16 x float> %597, %613
  br label %615

615:                                              ; preds = %598, %605, %612, %596, %577, %554
  %616 = phi <16 x float> [ %597, %596 ], [ %555, %554 ], [ %578, %577 ], [ %614, %612 ], [ %611, %605 ], [ %604, %598 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %616, ptr nonnull align 1 %556, <16 x i1> %559)
  br label %3844

617:                                              ; preds = %250
  br i1 %49, label %618, label %623

618:                                              ; preds = %617
  %619 = or disjoint i64 %251, 16
  %620 = sub nsw i64 %9, %619
  %621 = or disjoint i64 %251, 32
  %622 = sub nsw i64 %9, %621
  br label %635

623:                                              ; preds = %651, %617
  %624 = phi <16 x float> [ zeroinitializer, %617 ], [ %652, %651 ]
  %625 = phi <16 x float> [ zeroinitializer, %617 ], [ %653, %651 ]
  %626 = phi <16 x float> [ zeroinitializer, %617 ], [ %654, %651 ]
  %627 = getelementptr inbounds nuw float, ptr %238, i64 %251
  %628 = getelementptr inbounds nuw float, ptr %242, i64 %251
  %629 = icmp sgt i64 %252, 15
  %630 = trunc i64 %252 to i32
  %631 = shl nsw i32 -1, %630
  %632 = trunc i32 %631 to i16
  %633 = xor i16 %632, -1
  %634 = select i1 %629, i16 -1, i16 %633
  br i1 %53, label %738, label %733

635:                                              ; preds = %618, %651
  %636 = phi <16 x float> [ zeroinitializer, %618 ], [ %652, %651 ]
  %637 = phi <16 x float> [ zeroinitializer, %618 ], [ %653, %651 ]
  %638 = phi <16 x float> [ zeroinitializer, %618 ], [ %654, %651 ]
  %639 = phi i64 [ 0, %618 ], [ %655, %651 ]
  %640 = mul nsw i64 %639, %14
  %641 = add i64 %245, %640
  %642 = icmp sgt i64 %641, -1
  %643 = icmp slt i64 %641, %6
  %644 = and i1 %642, %643
  %645 = select i1 %644, i64 %641, i64 0
  %646 = mul nsw i64 %645, %7
  %647 = getelementptr inbounds float, ptr %229, i64 %646
  br i1 %50, label %648, label %651

648:                                              ; preds = %635
  %649 = mul nuw nsw i64 %639, %11
  %650 = getelementptr inbounds nuw float, ptr %231, i64 %649
  br label %657

651:                                              ; preds = %657, %635
  %652 = phi <16 x float> [ %636, %635 ], [ %730, %657 ]
  %653 = phi <16 x float> [ %637, %635 ], [ %709, %657 ]
  %654 = phi <16 x float> [ %638, %635 ], [ %688, %657 ]
  %655 = add nuw nsw i64 %639, 1
  %656 = icmp eq i64 %655, %10
  br i1 %656, label %623, label %635

657:                                              ; preds = %648, %657
  %658 = phi <16 x float> [ %636, %648 ], [ %730, %657 ]
  %659 = phi <16 x float> [ %637, %648 ], [ %709, %657 ]
  %660 = phi <16 x float> [ %638, %648 ], [ %688, %657 ]
  %661 = phi i64 [ 0, %648 ], [ %731, %657 ]
  %662 = getelementptr inbounds nuw float, ptr %650, i64 %661
  %663 = load float, ptr %662, align 4
  %664 = insertelement <16 x float> poison, float %663, i64 0
  %665 = shufflevector <16 x float> %664, <16 x float> poison, <16 x i32> zeroinitializer
  %666 = mul nsw i64 %661, %15
  %667 = sub i64 %666, %17
  %668 = add i64 %667, %251
  %669 = icmp slt i64 %668, 0
  %670 = sub nsw i64 0, %668
  %671 = select i1 %669, i64 %670, i64 0
  %672 = sub nsw i64 %7, %668
  %673 = tail call i64 @llvm.smin.i64(i64 %672, i64 %252)
  %674 = tail call i64 @llvm.smin.i64(i64 %673, i64 16)
  %675 = icmp sgt i64 %674, %671
  %676 = select i1 %644, i1 %675, i1 false
  %677 = trunc i64 %674 to i32
  %678 = shl nsw i32 -1, %677
  %679 = xor i32 %678, -1
  %680 = trunc i64 %671 to i32
  %681 = shl nsw i32 -1, %680
  %682 = and i32 %681, %679
  %683 = trunc i32 %682 to i16
  %684 = select i1 %676, i16 %683, i16 0
  %685 = getelementptr inbounds float, ptr %647, i64 %668
  %686 = bitcast i16 %684 to <16 x i1>
  %687 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %685, <16 x i1> %686, <16 x float> zeroinitializer)
  %688 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %687, <16 x float> %665, <16 x float> %660)
  %689 = add i64 %667, %619
  %690 = icmp slt i64 %689, 0
  %691 = sub nsw i64 0, %689
  %692 = select i1 %690, i64 %691, i64 0
  %693 = sub nsw i64 %7, %689
  %694 = tail call i64 @llvm.smin.i64(i64 %693, i64 %620)
  %695 = tail call i64 @llvm.smin.i64(i64 %694, i64 16)
  %696 = icmp sgt i64 %695, %692
  %697 = select i1 %644, i1 %696, i1 false
  %698 = trunc i64 %695 to i32
  %699 = shl nsw i32 -1, %698
  %700 = xor i32 %699, -1
  %701 = trunc i64 %692 to i32
  %702 = shl nsw i32 -1, %701
  %703 = and i32 %702, %700
  %704 = trunc i32 %703 to i16
  %705 = select i1 %697, i16 %704, i16 0
  %706 = getelementptr inbounds float, ptr %647, i64 %689
  %707 = bitcast i16 %705 to <16 x i1>
  %708 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %706, <16 x i1> %707, <16 x float> zeroinitializer)
  %709 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %708, <16 x float> %665, <16 x float> %659)
  %710 = add i64 %667, %621
  %711 = icmp slt i64 %710, 0
  %712 = sub nsw i64 0, %710
  %713 = select i1 %711, i64 %712, i64 0
  %714 = sub nsw i64 %7, %710
  %715 = tail call i64 @llvm.smin.i64(i64 %714, i64 %622)
  %716 = tail call i64 @llvm.smin.i64(i64 %715, i64 16)
  %717 = icmp sgt i64 %716, %713
  %718 = select i1 %644, i1 %717, i1 false
  %719 = trunc i64 %716 to i32
  %720 = shl nsw i32 -1, %719
  %721 = xor i32 %720, -1
  %722 = trunc i64 %713 to i32
  %723 = shl nsw i32 -1, %722
  %724 = and i32 %723, %721
  %725 = trunc i32 %724 to i16
  %726 = select i1 %718, i16 %725, i16 0
  %727 = getelementptr inbounds float, ptr %647, i64 %710
  %728 = bitcast i16 %726 to <16 x i1>
  %729 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %727, <16 x i1> %728, <16 x float> zeroinitializer)
  %730 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %729, <16 x float> %665, <16 x float> %658)
  %731 = add nuw nsw i64 %661, 1
  %732 = icmp eq i64 %731, %11
  br i1 %732, label %651, label %657

733:                                              ; preds = %623
  %734 = load float, ptr %232, align 4
  %735 = insertelement <16 x float> poison, float %734, i64 0
  %736 = shufflevector <16 x float> %735, <16 x float> poison, <16 x i32> zeroinitializer
  %737 = fadd <16 x float> %626, %736
  br label %738

738:                                              ; preds = %733, %623
  %739 = phi <16 x float> [ %737, %733 ], [ %626, %623 ]
  %740 = select i1 %246, ptr null, ptr %628
  %741 = bitcast i16 %634 to <16 x i1>
  switch i64 %192, label %345 [
    i64 1, label %742
    i64 2, label %745
    i64 3, label %752
    i64 0, label %797
  ]

742:                                              ; preds = %738
  %743 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %740, <16 x i1> %741, <16 x float> zeroinitializer)
  %744 = fadd <16 x float> %739, %743
  br label %759

745:                                              ; preds = %738
  %746 = bitcast <16 x float> %739 to <8 x i64>
  %747 = or <8 x i64> %746, %52
  %748 = fcmp oeq <16 x float> %739, %42
  %749 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %739, i32 4)
  %750 = bitcast <8 x i64> %747 to <16 x float>
  %751 = select <16 x i1> %748, <16 x float> %750, <16 x float> %749
  br label %759

752:                                              ; preds = %738
  %753 = bitcast <16 x float> %739 to <8 x i64>
  %754 = and <8 x i64> %753, %51
  %755 = fcmp oeq <16 x float> %739, %39
  %756 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %739, i32 4)
  %757 = bitcast <8 x i64> %754 to <16 x float>
  %758 = select <16 x i1> %755, <16 x float> %757, <16 x float> %756
  br label %759

759:                                              ; preds = %752, %745, %742
  %760 = phi <16 x float> [ %744, %742 ], [ %751, %745 ], [ %758, %752 ]
  switch i64 %194, label %345 [
    i64 1, label %775
    i64 2, label %768
    i64 3, label %761
    i64 0, label %797
  ]

761:                                              ; preds = %759
  %762 = bitcast <16 x float> %760 to <8 x i64>
  %763 = and <8 x i64> %762, %51
  %764 = fcmp oeq <16 x float> %760, %39
  %765 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %760, i32 4)
  %766 = bitcast <8 x i64> %763 to <16 x float>
  %767 = select <16 x i1> %764, <16 x float> %766, <16 x float> %765
  br label %778

768:                                              ; preds = %759
  %769 = bitcast <16 x float> %760 to <8 x i64>
  %770 = or <8 x i64> %769, %52
  %771 = fcmp oeq <16 x float> %760, %42
  %772 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %760, i32 4)
  %773 = bitcast <8 x i64> %770 to <16 x float>
  %774 = select <16 x i1> %771, <16 x float> %773, <16 x float> %772
  br label %778

775:                                              ; preds = %759
  %776 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %740, <16 x i1> %741, <16 x float> zeroinitializer)
  %777 = fadd <16 x float> %760, %776
  br label %778

778:                                              ; preds = %775, %768, %761
  %779 = phi <16 x float> [ %777, %775 ], [ %774, %768 ], [ %767, %761 ]
  switch i64 %196, label %345 [
    i64 1, label %794
    i64 2, label %787
    i64 3, label %780
    i64 0, label %797
  ]

780:                                              ; preds = %778
  %781 = bitcast <16 x float> %779 to <8 x i64>
  %782 = and <8 x i64> %781, %51
  %783 = fcmp oeq <16 x float> %779, %39
  %784 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %779, i32 4)
  %785 = bitcast <8 x i64> %782 to <16 x float>
  %786 = select <16 x i1> %783, <16 x float> %785, <16 x float> %784
  br label %797

787:                                              ; preds = %778
  %788 = bitcast <16 x float> %779 to <8 x i64>
  %789 = or <8 x i64> %788, %52
  %790 = fcmp oeq <16 x float> %779, %42
  %791 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %779, i32 4)
  %792 = bitcast <8 x i64> %789 to <16 x float>
  %793 = select <16 x i1> %790, <16 x float> %792, <16 x float> %791
  br label %797

794:                                              ; preds = %778
  %795 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %740, <16 x i1> %741, <16 x float> zeroinitializer)
  %796 = fadd <16 x float> %779, %795
  br label %797

797:                                              ; preds = %780, %787, %794, %778, %759, %738
  %798 = phi <16 x float> [ %779, %778 ], [ %739, %738 ], [ %760, %759 ], [ %796, %794 ], [ %793, %787 ], [ %786, %780 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %798, ptr align 1 %627, <16 x i1> %741)
  %799 = or disjoint i64 %251, 16
  %800 = sub nsw i64 %9, %799
  %801 = icmp sgt i64 %800, 15
  %802 = trunc i64 %800 to i32
  %803 = shl nsw i32 -1, %802
  %804 = trunc i32 %803 to i16
  %805 = xor i16 %804, -1
  %806 = select i1 %801, i16 -1, i16 %805
  br i1 %53, label %812, label %807

807:                                              ; preds = %797
  %808 = load float, ptr %232, align 4
  %809 = insertelement <16 x float> poison, float %808, i64 0
  %810 = shufflevector <16 x float> %809, <16 x float> poison, <16 x i32> zeroinitializer
  %811 = fadd <16 x float> %625, %810
  br label %812

812:                                              ; preds = %807, %797
  %813 = phi <16 x float> [ %811, %807 ], [ %625, %797 ]
  %814 = getelementptr inbounds nuw i8, ptr %627, i64 64
  %815 = getelementptr inbounds nuw i8, ptr %628, i64 64
  %816 = select i1 %246, ptr null, ptr %815
  %817 = bitcast i16 %806 to <16 x i1>
  switch i64 %192, label %345 [
    i64 1, label %832
    i64 2, label %825
    i64 3, label %818
    i64 0, label %873
  ]

818:                                              ; preds = %812
  %819 = bitcast <16 x float> %813 to <8 x i64>
  %820 = and <8 x i64> %819, %51
  %821 = fcmp oeq <16 x float> %813, %39
  %822 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %813, i32 4)
  %823 = bitcast <8 x i64> %820 to <16 x float>
  %824 = select <16 x i1> %821, <16 x float> %823, <16 x float> %822
  br label %835

825:                                              ; preds = %812
  %826 = bitcast <16 x float> %813 to <8 x i64>
  %827 = or <8 x i64> %826, %52
  %828 = fcmp oeq <16 x float> %813, %42
  %829 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %813, i32 4)
  %830 = bitcast <8 x i64> %827 to <16 x float>
  %831 = select <16 x i1> %828, <16 x float> %830, <16 x float> %829
  br label %835

832:                                              ; preds = %812
  %833 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %816, <16 x i1> %817, <16 x float> zeroinitializer)
  %834 = fadd <16 x float> %813, %833
  br label %835

835:                                              ; preds = %832, %825, %818
  %836 = phi <16 x float> [ %834, %832 ], [ %831, %825 ], [ %824, %818 ]
  switch i64 %198, label %345 [
    i64 1, label %851
    i64 2, label %844
    i64 3, label %837
    i64 0, label %873
  ]

837:                                              ; preds = %835
  %838 = bitcast <16 x float> %836 to <8 x i64>
  %839 = and <8 x i64> %838, %51
  %840 = fcmp oeq <16 x float> %836, %39
  %841 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %836, i32 4)
  %842 = bitcast <8 x i64> %839 to <16 x float>
  %843 = select <16 x i1> %840, <16 x float> %842, <16 x float> %841
  br label %854

844:                                              ; preds = %835
  %845 = bitcast <16 x float> %836 to <8 x i64>
  %846 = or <8 x i64> %845, %52
  %847 = fcmp oeq <16 x float> %836, %42
  %848 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %836, i32 4)
  %849 = bitcast <8 x i64> %846 to <16 x float>
  %850 = select <16 x i1> %847, <16 x float> %849, <16 x float> %848
  br label %854

851:                                              ; preds = %835
  %852 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %816, <16 x i1> %817, <16 x float> zeroinitializer)
  %853 = fadd <16 x float> %836, %852
  br label %854

854:                                              ; preds = %851, %844, %837
  %855 = phi <16 x float> [ %853, %851 ], [ %850, %844 ], [ %843, %837 ]
  switch i64 %200, label %345 [
    i64 1, label %870
    i64 2, label %863
    i64 3, label %856
    i64 0, label %873
  ]

856:                                              ; preds = %854
  %857 = bitcast <16 x float> %855 to <8 x i64>
  %858 = and <8 x i64> %857, %51
  %859 = fcmp oeq <16 x float> %855, %39
  %860 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %855, i32 4)
  %861 = bitcast <8 x i64> %858 to <16 x float>
  %862 = select <16 x i1> %859, <16 x float> %861, <16 x float> %860
  br label %873

863:                                              ; preds = %854
  %864 = bitcast <16 x float> %855 to <8 x i64>
  %865 = or <8 x i64> %864, %52
  %866 = fcmp oeq <16 x float> %855, %42
  %867 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %855, i32 4)
  %868 = bitcast <8 x i64> %865 to <16 x float>
  %869 = select <16 x i1> %866, <16 x float> %868, <16 x float> %867
  br label %873

870:                                              ; preds = %854
  %871 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %816, <16 x i1> %817, <16 x float> zeroinitializer)
  %872 = fadd <16 x float> %855, %871
  br label %873

873:                                              ; preds = %856, %863, %870, %854, %835, %812
  %874 = phi <16 x float> [ %855, %854 ], [ %813, %812 ], [ %836, %835 ], [ %872, %870 ], [ %869, %863 ], [ %862, %856 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %874, ptr nonnull align 1 %814, <16 x i1> %817)
  %875 = or disjoint i64 %251, 32
  %876 = sub nsw i64 %9, %875
  %877 = icmp sgt i64 %876, 15
  %878 = trunc i64 %876 to i32
  %879 = shl nsw i32 -1, %878
  %880 = trunc i32 %879 to i16
  %881 = xor i16 %880, -1
  %882 = select i1 %877, i16 -1, i16 %881
  br i1 %53, label %888, label %883

883:                                              ; preds = %873
  %884 = load float, ptr %232, align 4
  %885 = insertelement <16 x float> poison, float %884, i64 0
  %886 = shufflevector <16 x float> %885, <16 x float> poison, <16 x i32> zeroinitializer
  %887 = fadd <16 x float> %624, %886
  br label %888

888:                                              ; preds = %883, %873
  %889 = phi <16 x float> [ %887, %883 ], [ %624, %873 ]
  %890 = getelementptr inbounds nuw i8, ptr %627, i64 128
  %891 = getelementptr inbounds nuw i8, ptr %628, i64 128
  %892 = select i1 %246, ptr null, ptr %891
  %893 = bitcast i16 %882 to <16 x i1>
  switch i64 %192, label %345 [
    i64 1, label %908
    i64 2, label %901
    i64 3, label %894
    i64 0, label %949
  ]

894:                                              ; preds = %888
  %895 = bitcast <16 x float> %889 to <8 x i64>
  %896 = and <8 x i64> %895, %51
  %897 = fcmp oeq <16 x float> %889, %39
  %898 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %889, i32 4)
  %899 = bitcast <8 x i64> %896 to <16 x float>
  %900 = select <16 x i1> %897, <16 x float> %899, <16 x float> %898
  br label %911

901:                                              ; preds = %888
  %902 = bitcast <16 x float> %889 to <8 x i64>
  %903 = or <8 x i64> %902, %52
  %904 = fcmp oeq <16 x float> %889, %42
  %905 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %889, i32 4)
  %906 = bitcast <8 x i64> %903 to <16 x float>
  %907 = select <16 x i1> %904, <16 x float> %906, <16 x float> %905
  br label %911

908:                                              ; preds = %888
  %909 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %892, <16 x i1> %893, <16 x float> zeroinitializer)
  %910 = fadd <16 x float> %889, %909
  br label %911

911:                                              ; preds = %908, %901, %894
  %912 = phi <16 x float> [ %910, %908 ], [ %907, %901 ], [ %900, %894 ]
  switch i64 %202, label %345 [
    i64 1, label %927
    i64 2, label %920
    i64 3, label %913
    i64 0, label %949
  ]

913:                                              ; preds = %911
  %914 = bitcast <16 x float> %912 to <8 x i64>
  %915 = and <8 x i64> %914, %51
  %916 = fcmp oeq <16 x float> %912, %39
  %917 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %912, i32 4)
  %918 = bitcast <8 x i64> %915 to <16 x float>
  %919 = select <16 x i1> %916, <16 x float> %918, <16 x float> %917
  br label %930

920:                                              ; preds = %911
  %921 = bitcast <16 x float> %912 to <8 x i64>
  %922 = or <8 x i64> %921, %52
  %923 = fcmp oeq <16 x float> %912, %42
  %924 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %912, i32 4)
  %925 = bitcast <8 x i64> %922 to <16 x float>
  %926 = select <16 x i1> %923, <16 x float> %925, <16 x float> %924
  br label %930

927:                                              ; preds = %911
  %928 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %892, <16 x i1> %893, <16 x float> zeroinitializer)
  %929 = fadd <16 x float> %912, %928
  br label %930

930:                                              ; preds = %927, %920, %913
  %931 = phi <16 x float> [ %929, %927 ], [ %926, %920 ], [ %919, %913 ]
  switch i64 %204, label %345 [
    i64 1, label %946
    i64 2, label %939
    i64 3, label %932
    i64 0, label %949
  ]

932:                                              ; preds = %930
  %933 = bitcast <16 x float> %931 to <8 x i64>
  %934 = and <8 x i64> %933, %51
  %935 = fcmp oeq <16 x float> %931, %39
  %936 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %931, i32 4)
  %937 = bitcast <8 x i64> %934 to <16 x float>
  %938 = select <16 x i1> %935, <16 x float> %937, <16 x float> %936
  br label %949

939:                                              ; preds = %930
  %940 = bitcast <16 x float> %931 to <8 x i64>
  %941 = or <8 x i64> %940, %52
  %942 = fcmp oeq <16 x float> %931, %42
  %943 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %931, i32 4)
  %944 = bitcast <8 x i64> %941 to <16 x float>
  %945 = select <16 x i1> %942, <16 x float> %944, <16 x float> %943
  br label %949

946:                                              ; preds = %930
  %947 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %892, <16 x i1> %893, <16 x float> zeroinitializer)
  %948 = fadd <16 x float> %931, %947
  br label %949

949:                                              ; preds = %932, %939, %946, %930, %911, %888
  %950 = phi <16 x float> [ %931, %930 ], [ %889, %888 ], [ %912, %911 ], [ %948, %946 ], [ %945, %939 ], [ %938, %932 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %950, ptr nonnull align 1 %890, <16 x i1> %893)
  br label %3844

951:                                              ; preds = %250
  br i1 %49, label %952, label %959

952:                                              ; preds = %951
  %953 = or disjoint i64 %251, 16
  %954 = sub nsw i64 %9, %953
  %955 = or disjoint i64 %251, 32
  %956 = sub nsw i64 %9, %955
  %957 = or disjoint i64 %251, 48
  %958 = sub nsw i64 %9, %957
  br label %972

959:                                              ; preds = %989, %951
  %960 = phi <16 x float> [ zeroinitializer, %951 ], [ %990, %989 ]
  %961 = phi <16 x float> [ zeroinitializer, %951 ], [ %991, %989 ]
  %962 = phi <16 x float> [ zeroinitializer, %951 ], [ %992, %989 ]
  %963 = phi <16 x float> [ zeroinitializer, %951 ], [ %993, %989 ]
  %964 = getelementptr inbounds nuw float, ptr %238, i64 %251
  %965 = getelementptr inbounds nuw float, ptr %242, i64 %251
  %966 = icmp sgt i64 %252, 15
  %967 = trunc i64 %252 to i32
  %968 = shl nsw i32 -1, %967
  %969 = trunc i32 %968 to i16
  %970 = xor i16 %969, -1
  %971 = select i1 %966, i16 -1, i16 %970
  br i1 %53, label %1099, label %1094

972:                                              ; preds = %952, %989
  %973 = phi <16 x float> [ zeroinitializer, %952 ], [ %990, %989 ]
  %974 = phi <16 x float> [ zeroinitializer, %952 ], [ %991, %989 ]
  %975 = phi <16 x float> [ zeroinitializer, %952 ], [ %992, %989 ]
  %976 = phi <16 x float> [ zeroinitializer, %952 ], [ %993, %989 ]
  %977 = phi i64 [ 0, %952 ], [ %994, %989 ]
  %978 = mul nsw i64 %977, %14
  %979 = add i64 %245, %978
  %980 = icmp sgt i64 %979, -1
  %981 = icmp slt i64 %979, %6
  %982 = and i1 %980, %981
  %983 = select i1 %982, i64 %979, i64 0
  %984 = mul nsw i64 %983, %7
  %985 = getelementptr inbounds float, ptr %229, i64 %984
  br i1 %50, label %986, label %989

986:                                              ; preds = %972
  %987 = mul nuw nsw i64 %977, %11
  %988 = getelementptr inbounds nuw float, ptr %231, i64 %987
  br label %996

989:                                              ; preds = %996, %972
  %990 = phi <16 x float> [ %973, %972 ], [ %1091, %996 ]
  %991 = phi <16 x float> [ %974, %972 ], [ %1070, %996 ]
  %992 = phi <16 x float> [ %975, %972 ], [ %1049, %996 ]
  %993 = phi <16 x float> [ %976, %972 ], [ %1028, %996 ]
  %994 = add nuw nsw i64 %977, 1
  %995 = icmp eq i64 %994, %10
  br i1 %995, label %959, label %972

996:                                              ; preds = %986, %996
  %997 = phi <16 x float> [ %973, %986 ], [ %1091, %996 ]
  %998 = phi <16 x float> [ %974, %986 ], [ %1070, %996 ]
  %999 = phi <16 x float> [ %975, %986 ], [ %1049, %996 ]
  %1000 = phi <16 x float> [ %976, %986 ], [ %1028, %996 ]
  %1001 = phi i64 [ 0, %986 ], [ %1092, %996 ]
  %1002 = getelementptr inbounds nuw float, ptr %988, i64 %1001
  %1003 = load float, ptr %1002, align 4
  %1004 = insertelement <16 x float> poison, float %1003, i64 0
  %1005 = shufflevector <16 x float> %1004, <16 x float> poison, <16 x i32> zeroinitializer
  %1006 = mul nsw i64 %1001, %15
  %1007 = sub i64 %1006, %17
  %1008 = add i64 %1007, %251
  %1009 = icmp slt i64 %1008, 0
  %1010 = sub nsw i64 0, %1008
  %1011 = select i1 %1009, i64 %1010, i64 0
  %1012 = sub nsw i64 %7, %1008
  %1013 = tail call i64 @llvm.smin.i64(i64 %1012, i64 %252)
  %1014 = tail call i64 @llvm.smin.i64(i64 %1013, i64 16)
  %1015 = icmp sgt i64 %1014, %1011
  %1016 = select i1 %982, i1 %1015, i1 false
  %1017 = trunc i64 %1014 to i32
  %1018 = shl nsw i32 -1, %1017
  %1019 = xor i32 %1018, -1
  %1020 = trunc i64 %1011 to i32
  %1021 = shl nsw i32 -1, %1020
  %1022 = and i32 %1021, %1019
  %1023 = trunc i32 %1022 to i16
  %1024 = select i1 %1016, i16 %1023, i16 0
  %1025 = getelementptr inbounds float, ptr %985, i64 %1008
  %1026 = bitcast i16 %1024 to <16 x i1>
  %1027 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1025, <16 x i1> %1026, <16 x float> zeroinitializer)
  %1028 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1027, <16 x float> %1005, <16 x float> %1000)
  %1029 = add i64 %1007, %953
  %1030 = icmp slt i64 %1029, 0
  %1031 = sub nsw i64 0, %1029
  %1032 = select i1 %1030, i64 %1031, i64 0
  %1033 = sub nsw i64 %7, %1029
  %1034 = tail call i64 @llvm.smin.i64(i64 %1033, i64 %954)
  %1035 = tail call i64 @llvm.smin.i64(i64 %1034, i64 16)
  %1036 = icmp sgt i64 %1035, %1032
  %1037 = select i1 %982, i1 %1036, i1 false
  %1038 = trunc i64 %1035 to i32
  %1039 = shl nsw i32 -1, %1038
  %1040 = xor i32 %1039, -1
  %1041 = trunc i64 %1032 to i32
  %1042 = shl nsw i32 -1, %1041
  %1043 = and i32 %1042, %1040
  %1044 = trunc i32 %1043 to i16
  %1045 = select i1 %1037, i16 %1044, i16 0
  %1046 = getelementptr inbounds float, ptr %985, i64 %1029
  %1047 = bitcast i16 %1045 to <16 x i1>
  %1048 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1046, <16 x i1> %1047, <16 x float> zeroinitializer)
  %1049 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1048, <16 x float> %1005, <16 x float> %999)
  %1050 = add i64 %1007, %955
  %1051 = icmp slt i64 %1050, 0
  %1052 = sub nsw i64 0, %1050
  %1053 = select i1 %1051, i64 %1052, i64 0
  %1054 = sub nsw i64 %7, %1050
  %1055 = tail call i64 @llvm.smin.i64(i64 %1054, i64 %956)
  %1056 = tail call i64 @llvm.smin.i64(i64 %1055, i64 16)
  %1057 = icmp sgt i64 %1056, %1053
  %1058 = select i1 %982, i1 %1057, i1 false
  %1059 = trunc i64 %1056 to i32
  %1060 = shl nsw i32 -1, %1059
  %1061 = xor i32 %1060, -1
  %1062 = trunc i64 %1053 to i32
  %1063 = shl nsw i32 -1, %1062
  %1064 = and i32 %1063, %1061
  %1065 = trunc i32 %1064 to i16
  %1066 = select i1 %1058, i16 %1065, i16 0
  %1067 = getelementptr inbounds float, ptr %985, i64 %1050
  %1068 = bitcast i16 %1066 to <16 x i1>
  %1069 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1067, <16 x i1> %1068, <16 x float> zeroinitializer)
  %1070 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1069, <16 x float> %1005, <16 x float> %998)
  %1071 = add i64 %1007, %957
  %1072 = icmp slt i64 %1071, 0
  %1073 = sub nsw i64 0, %1071
  %1074 = select i1 %1072, i64 %1073, i64 0
  %1075 = sub nsw i64 %7, %1071
  %1076 = tail call i64 @llvm.smin.i64(i64 %1075, i64 %958)
  %1077 = tail call i64 @llvm.smin.i64(i64 %1076, i64 16)
  %1078 = icmp sgt i64 %1077, %1074
  %1079 = select i1 %982, i1 %1078, i1 false
  %1080 = trunc i64 %1077 to i32
  %1081 = shl nsw i32 -1, %1080
  %1082 = xor i32 %1081, -1
  %1083 = trunc i64 %1074 to i32
  %1084 = shl nsw i32 -1, %1083
  %1085 = and i32 %1084, %1082
  %1086 = trunc i32 %1085 to i16
  %1087 = select i1 %1079, i16 %1086, i16 0
  %1088 = getelementptr inbounds float, ptr %985, i64 %1071
  %1089 = bitcast i16 %1087 to <16 x i1>
  %1090 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1088, <16 x i1> %1089, <16 x float> zeroinitializer)
  %1091 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1090, <16 x float> %1005, <16 x float> %997)
  %1092 = add nuw nsw i64 %1001, 1
  %1093 = icmp eq i64 %1092, %11
  br i1 %1093, label %989, label %996

1094:                                             ; preds = %959
  %1095 = load float, ptr %232, align 4
  %1096 = insertelement <16 x float> poison, float %1095, i64 0
  %1097 = shufflevector <16 x float> %1096, <16 x float> poison, <16 x i32> zeroinitializer
  %1098 = fadd <16 x float> %963, %1097
  br label %1099

1099:                                             ; preds = %1094, %959
  %1100 = phi <16 x float> [ %1098, %1094 ], [ %963, %959 ]
  %1101 = select i1 %246, ptr null, ptr %965
  %1102 = bitcast i16 %971 to <16 x i1>
  switch i64 %175, label %345 [
    i64 1, label %1103
    i64 2, label %1106
    i64 3, label %1113
    i64 0, label %1158
  ]

1103:                                             ; preds = %1099
  %1104 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1101, <16 x i1> %1102, <16 x float> zeroinitializer)
  %1105 = fadd <16 x float> %1100, %1104
  br label %1120

1106:                                             ; preds = %1099
  %1107 = bitcast <16 x float> %1100 to <8 x i64>
  %1108 = or <8 x i64> %1107, %52
  %1109 = fcmp oeq <16 x float> %1100, %42
  %1110 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1100, i32 4)
  %1111 = bitcast <8 x i64> %1108 to <16 x float>
  %1112 = select <16 x i1> %1109, <16 x float> %1111, <16 x float> %1110
  br label %1120

1113:                                             ; preds = %1099
  %1114 = bitcast <16 x float> %1100 to <8 x i64>
  %1115 = and <8 x i64> %1114, %51
  %1116 = fcmp oeq <16 x float> %1100, %39
  %1117 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1100, i32 4)
  %1118 = bitcast <8 x i64> %1115 to <16 x float>
  %1119 = select <16 x i1> %1116, <16 x float> %1118, <16 x float> %1117
  br label %1120

1120:                                             ; preds = %1113, %1106, %1103
  %1121 = phi <16 x float> [ %1105, %1103 ], [ %1112, %1106 ], [ %1119, %1113 ]
  switch i64 %177, label %345 [
    i64 1, label %1136
    i64 2, label %1129
    i64 3, label %1122
    i64 0, label %1158
  ]

1122:                                             ; preds = %1120
  %1123 = bitcast <16 x float> %1121 to <8 x i64>
  %1124 = and <8 x i64> %1123, %51
  %1125 = fcmp oeq <16 x float> %1121, %39
  %1126 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1121, i32 4)
  %1127 = bitcast <8 x i64> %1124 to <16 x float>
  %1128 = select <16 x i1> %1125, <16 x float> %1127, <16 x float> %1126
  br label %1139

1129:                                             ; preds = %1120
  %1130 = bitcast <16 x float> %1121 to <8 x i64>
  %1131 = or <8 x i64> %1130, %52
  %1132 = fcmp oeq <16 x float> %1121, %42
  %1133 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1121, i32 4)
  %1134 = bitcast <8 x i64> %1131 to <16 x float>
  %1135 = select <16 x i1> %1132, <16 x float> %1134, <16 x float> %1133
  br label %1139

1136:                                             ; preds = %1120
  %1137 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1101, <16 x i1> %1102, <16 x float> zeroinitializer)
  %1138 = fadd <16 x float> %1121, %1137
  br label %1139

1139:                                             ; preds = %1136, %1129, %1122
  %1140 = phi <16 x float> [ %1138, %1136 ], [ %1135, %1129 ], [ %1128, %1122 ]
  switch i64 %179, label %345 [
    i64 1, label %1155
    i64 2, label %1148
    i64 3, label %1141
    i64 0, label %1158
  ]

1141:                                             ; preds = %1139
  %1142 = bitcast <16 x float> %1140 to <8 x i64>
  %1143 = and <8 x i64> %1142, %51
  %1144 = fcmp oeq <16 x float> %1140, %39
  %1145 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1140, i32 4)
  %1146 = bitcast <8 x i64> %1143 to <16 x float>
  %1147 = select <16 x i1> %1144, <16 x float> %1146, <16 x float> %1145
  br label %1158

1148:                                             ; preds = %1139
  %1149 = bitcast <16 x float> %1140 to <8 x i64>
  %1150 = or <8 x i64> %1149, %52
  %1151 = fcmp oeq <16 x float> %1140, %42
  %1152 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1140, i32 4)
  %1153 = bitcast <8 x i64> %1150 to <16 x float>
  %1154 = select <16 x i1> %1151, <16 x float> %1153, <16 x float> %1152
  br label %1158

1155:                                             ; preds = %1139
  %1156 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1101, <16 x i1> %1102, <16 x float> zeroinitializer)
  %1157 = fadd <16 x float> %1140, %1156
  br label %1158

1158:                                             ; preds = %1141, %1148, %1155, %1139, %1120, %1099
  %1159 = phi <16 x float> [ %1140, %1139 ], [ %1100, %1099 ], [ %1121, %1120 ], [ %1157, %1155 ], [ %1154, %1148 ], [ %1147, %1141 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1159, ptr align 1 %964, <16 x i1> %1102)
  %1160 = or disjoint i64 %251, 16
  %1161 = sub nsw i64 %9, %1160
  %1162 = icmp sgt i64 %1161, 15
  %1163 = trunc i64 %1161 to i32
  %1164 = shl nsw i32 -1, %1163
  %1165 = trunc i32 %1164 to i16
  %1166 = xor i16 %1165, -1
  %1167 = select i1 %1162, i16 -1, i16 %1166
  br i1 %53, label %1173, label %1168

1168:                                             ; preds = %1158
  %1169 = load float, ptr %232, align 4
  %1170 = insertelement <16 x float> poison, float %1169, i64 0
  %1171 = shufflevector <16 x float> %1170, <16 x float> poison, <16 x i32> zeroinitializer
  %1172 = fadd <16 x float> %962, %1171
  br label %1173

1173:                                             ; preds = %1168, %1158
  %1174 = phi <16 x float> [ %1172, %1168 ], [ %962, %1158 ]
  %1175 = getelementptr inbounds nuw i8, ptr %964, i64 64
  %1176 = getelementptr inbounds nuw i8, ptr %965, i64 64
  %1177 = select i1 %246, ptr null, ptr %1176
  %1178 = bitcast i16 %1167 to <16 x i1>
  switch i64 %175, label %345 [
    i64 1, label %1193
    i64 2, label %1186
    i64 3, label %1179
    i64 0, label %1234
  ]

1179:                                             ; preds = %1173
  %1180 = bitcast <16 x float> %1174 to <8 x i64>
  %1181 = and <8 x i64> %1180, %51
  %1182 = fcmp oeq <16 x float> %1174, %39
  %1183 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1174, i32 4)
  %1184 = bitcast <8 x i64> %1181 to <16 x float>
  %1185 = select <16 x i1> %1182, <16 x float> %1184, <16 x float> %1183
  br label %1196

1186:                                             ; preds = %1173
  %1187 = bitcast <16 x float> %1174 to <8 x i64>
  %1188 = or <8 x i64> %1187, %52
  %1189 = fcmp oeq <16 x float> %1174, %42
  %1190 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1174, i32 4)
  %1191 = bitcast <8 x i64> %1188 to <16 x float>
  %1192 = select <16 x i1> %1189, <16 x float> %1191, <16 x float> %1190
  br label %1196

1193:                                             ; preds = %1173
  %1194 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1177, <16 x i1> %1178, <16 x float> zeroinitializer)
  %1195 = fadd <16 x float> %1174, %1194
  br label %1196

1196:                                             ; preds = %1193, %1186, %1179
  %1197 = phi <16 x float> [ %1195, %1193 ], [ %1192, %1186 ], [ %1185, %1179 ]
  switch i64 %181, label %345 [
    i64 1, label %1212
    i64 2, label %1205
    i64 3, label %1198
    i64 0, label %1234
  ]

1198:                                             ; preds = %1196
  %1199 = bitcast <16 x float> %1197 to <8 x i64>
  %1200 = and <8 x i64> %1199, %51
  %1201 = fcmp oeq <16 x float> %1197, %39
  %1202 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1197, i32 4)
  %1203 = bitcast <8 x i64> %1200 to <16 x float>
  %1204 = select <16 x i1> %1201, <16 x float> %1203, <16 x float> %1202
  br label %1215

1205:                                             ; preds = %1196
  %1206 = bitcast <16 x float> %1197 to <8 x i64>
  %1207 = or <8 x i64> %1206, %52
  %1208 = fcmp oeq <16 x float> %1197, %42
  %1209 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1197, i32 4)
  %1210 = bitcast <8 x i64> %1207 to <16 x float>
  %1211 = select <16 x i1> %1208, <16 x float> %1210, <16 x float> %1209
  br label %1215

1212:                                             ; preds = %1196
  %1213 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1177, <16 x i1> %1178, <16 x float> zeroinitializer)
  %1214 = fadd <16 x float> %1197, %1213
  br label %1215

1215:                                             ; preds = %1212, %1205, %1198
  %1216 = phi <16 x float> [ %1214, %1212 ], [ %1211, %1205 ], [ %1204, %1198 ]
  switch i64 %183, label %345 [
    i64 1, label %1231
    i64 2, label %1224
    i64 3, label %1217
    i64 0, label %1234
  ]

1217:                                             ; preds = %1215
  %1218 = bitcast <16 x float> %1216 to <8 x i64>
  %1219 = and <8 x i64> %1218, %51
  %1220 = fcmp oeq <16 x float> %1216, %39
  %1221 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1216, i32 4)
  %1222 = bitcast <8 x i64> %1219 to <16 x float>
  %1223 = select <16 x i1> %1220, <16 x float> %1222, <16 x float> %1221
  br label %1234

1224:                                             ; preds = %1215
  %1225 = bitcast <16 x float> %1216 to <8 x i64>
  %1226 = or <8 x i64> %1225, %52
  %1227 = fcmp oeq <16 x float> %1216, %42
  %1228 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1216, i32 4)
  %1229 = bitcast <8 x i64> %1226 to <16 x float>
  %1230 = select <16 x i1> %1227, <16 x float> %1229, <16 x float> %1228
  br label %1234

1231:                                             ; preds = %1215
  %1232 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1177, <16 x i1> %1178, <16 x float> zeroinitializer)
  %1233 = fadd <16 x float> %1216, %1232
  br label %1234

1234:                                             ; preds = %1217, %1224, %1231, %1215, %1196, %1173
  %1235 = phi <16 x float> [ %1216, %1215 ], [ %1174, %1173 ], [ %1197, %1196 ], [ %1233, %1231 ], [ %1230, %1224 ], [ %1223, %1217 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1235, ptr nonnull align 1 %1175, <16 x i1> %1178)
  %1236 = or disjoint i64 %251, 32
  %1237 = sub nsw i64 %9, %1236
  %1238 = icmp sgt i64 %1237, 15
  %1239 = trunc i64 %1237 to i32
  %1240 = shl nsw i32 -1, %1239
  %1241 = trunc i32 %1240 to i16
  %1242 = xor i16 %1241, -1
  %1243 = select i1 %1238, i16 -1, i16 %1242
  br i1 %53, label %1249, label %1244

1244:                                             ; preds = %1234
  %1245 = load float, ptr %232, align 4
  %1246 = insertelement <16 x float> poison, float %1245, i64 0
  %1247 = shufflevector <16 x float> %1246, <16 x float> poison, <16 x i32> zeroinitializer
  %1248 = fadd <16 x float> %961, %1247
  br label %1249

1249:                                             ; preds = %1244, %1234
  %1250 = phi <16 x float> [ %1248, %1244 ], [ %961, %1234 ]
  %1251 = getelementptr inbounds nuw i8, ptr %964, i64 128
  %1252 = getelementptr inbounds nuw i8, ptr %965, i64 128
  %1253 = select i1 %246, ptr null, ptr %1252
  %1254 = bitcast i16 %1243 to <16 x i1>
  switch i64 %175, label %345 [
    i64 1, label %1269
    i64 2, label %1262
    i64 3, label %1255
    i64 0, label %1310
  ]

1255:                                             ; preds = %1249
  %1256 = bitcast <16 x float> %1250 to <8 x i64>
  %1257 = and <8 x i64> %1256, %51
  %1258 = fcmp oeq <16 x float> %1250, %39
  %1259 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1250, i32 4)
  %1260 = bitcast <8 x i64> %1257 to <16 x float>
  %1261 = select <16 x i1> %1258, <16 x float> %1260, <16 x float> %1259
  br label %1272

1262:                                             ; preds = %1249
  %1263 = bitcast <16 x float> %1250 to <8 x i64>
  %1264 = or <8 x i64> %1263, %52
  %1265 = fcmp oeq <16 x float> %1250, %42
  %1266 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1250, i32 4)
  %1267 = bitcast <8 x i64> %1264 to <16 x float>
  %1268 = select <16 x i1> %1265, <16 x float> %1267, <16 x float> %1266
  br label %1272

1269:                                             ; preds = %1249
  %1270 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1253, <16 x i1> %1254, <16 x float> zeroinitializer)
  %1271 = fadd <16 x float> %1250, %1270
  br label %1272

1272:                                             ; preds = %1269, %1262, %1255
  %1273 = phi <16 x float> [ %1271, %1269 ], [ %1268, %1262 ], [ %1261, %1255 ]
  switch i64 %185, label %345 [
    i64 1, label %1288
    i64 2, label %1281
    i64 3, label %1274
    i64 0, label %1310
  ]

1274:                                             ; preds = %1272
  %1275 = bitcast <16 x float> %1273 to <8 x i64>
  %1276 = and <8 x i64> %1275, %51
  %1277 = fcmp oeq <16 x float> %1273, %39
  %1278 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1273, i32 4)
  %1279 = bitcast <8 x i64> %1276 to <16 x float>
  %1280 = select <16 x i1> %1277, <16 x float> %1279, <16 x float> %1278
  br label %1291

1281:                                             ; preds = %1272
  %1282 = bitcast <16 x float> %1273 to <8 x i64>
  %1283 = or <8 x i64> %1282, %52
  %1284 = fcmp oeq <16 x float> %1273, %42
  %1285 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1273, i32 4)
  %1286 = bitcast <8 x i64> %1283 to <16 x float>
  %1287 = select <16 x i1> %1284, <16 x float> %1286, <16 x float> %1285
  br label %1291

1288:                                             ; preds = %1272
  %1289 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1253, <16 x i1> %1254, <16 x float> zeroinitializer)
  %1290 = fadd <16 x float> %1273, %1289
  br label %1291

1291:                                             ; preds = %1288, %1281, %1274
  %1292 = phi <16 x float> [ %1290, %1288 ], [ %1287, %1281 ], [ %1280, %1274 ]
  switch i64 %187, label %345 [
    i64 1, label %1307
    i64 2, label %1300
    i64 3, label %1293
    i64 0, label %1310
  ]

1293:                                             ; preds = %1291
  %1294 = bitcast <16 x float> %1292 to <8 x i64>
  %1295 = and <8 x i64> %1294, %51
  %1296 = fcmp oeq <16 x float> %1292, %39
  %1297 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1292, i32 4)
  %1298 = bitcast <8 x i64> %1295 to <16 x float>
  %1299 = select <16 x i1> %1296, <16 x float> %1298, <16 x float> %1297
  br label %1310

1300:                                             ; preds = %1291
  %1301 = bitcast <16 x float> %1292 to <8 x i64>
  %1302 = or <8 x i64> %1301, %52
  %1303 = fcmp oeq <16 x float> %1292, %42
  %1304 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1292, i32 4)
  %1305 = bitcast <8 x i64> %1302 to <16 x float>
  %1306 = select <16 x i1> %1303, <16 x float> %1305, <16 x float> %1304
  br label %1310

1307:                                             ; preds = %1291
  %1308 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1253, <16 x i1> %1254, <16 x float> zeroinitializer)
  %1309 = fadd <16 x float> %1292, %1308
  br label %1310

1310:                                             ; preds = %1293, %1300, %1307, %1291, %1272, %1249
  %1311 = phi <16 x float> [ %1292, %1291 ], [ %1250, %1249 ], [ %1273, %1272 ], [ %1309, %1307 ], [ %1306, %1300 ], [ %1299, %1293 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1311, ptr nonnull align 1 %1251, <16 x i1> %1254)
  %1312 = or disjoint i64 %251, 48
  %1313 = sub nsw i64 %9, %1312
  %1314 = icmp sgt i64 %1313, 15
  %1315 = trunc i64 %1313 to i32
  %1316 = shl nsw i32 -1, %1315
  %1317 = trunc i32 %1316 to i16
  %1318 = xor i16 %1317, -1
  %1319 = select i1 %1314, i16 -1, i16 %1318
  br i1 %53, label %1325, label %1320

1320:                                             ; preds = %1310
  %1321 = load float, ptr %232, align 4
  %1322 = insertelement <16 x float> poison, float %1321, i64 0
  %1323 = shufflevector <16 x float> %1322, <16 x float> poison, <16 x i32> zeroinitializer
  %1324 = fadd <16 x float> %960, %1323
  br label %1325

1325:                                             ; preds = %1320, %1310
  %1326 = phi <16 x float> [ %1324, %1320 ], [ %960, %1310 ]
  %1327 = getelementptr inbounds nuw i8, ptr %964, i64 192
  %1328 = getelementptr inbounds nuw i8, ptr %965, i64 192
  %1329 = select i1 %246, ptr null, ptr %1328
  %1330 = bitcast i16 %1319 to <16 x i1>
  switch i64 %175, label %345 [
    i64 1, label %1345
    i64 2, label %1338
    i64 3, label %1331
    i64 0, label %1386
  ]

1331:                                             ; preds = %1325
  %1332 = bitcast <16 x float> %1326 to <8 x i64>
  %1333 = and <8 x i64> %1332, %51
  %1334 = fcmp oeq <16 x float> %1326, %39
  %1335 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1326, i32 4)
  %1336 = bitcast <8 x i64> %1333 to <16 x float>
  %1337 = select <16 x i1> %1334, <16 x float> %1336, <16 x float> %1335
  br label %1348

1338:                                             ; preds = %1325
  %1339 = bitcast <16 x float> %1326 to <8 x i64>
  %1340 = or <8 x i64> %1339, %52
  %1341 = fcmp oeq <16 x float> %1326, %42
  %1342 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1326, i32 4)
  %1343 = bitcast <8 x i64> %1340 to <16 x float>
  %1344 = select <16 x i1> %1341, <16 x float> %1343, <16 x float> %1342
  br label %1348

1345:                                             ; preds = %1325
  %1346 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1329, <16 x i1> %1330, <16 x float> zeroinitializer)
  %1347 = fadd <16 x float> %1326, %1346
  br label %1348

1348:                                             ; preds = %1345, %1338, %1331
  %1349 = phi <16 x float> [ %1347, %1345 ], [ %1344, %1338 ], [ %1337, %1331 ]
  switch i64 %189, label %345 [
    i64 1, label %1364
    i64 2, label %1357
    i64 3, label %1350
    i64 0, label %1386
  ]

1350:                                             ; preds = %1348
  %1351 = bitcast <16 x float> %1349 to <8 x i64>
  %1352 = and <8 x i64> %1351, %51
  %1353 = fcmp oeq <16 x float> %1349, %39
  %1354 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1349, i32 4)
  %1355 = bitcast <8 x i64> %1352 to <16 x float>
  %1356 = select <16 x i1> %1353, <16 x float> %1355, <16 x float> %1354
  br label %1367

1357:                                             ; preds = %1348
  %1358 = bitcast <16 x float> %1349 to <8 x i64>
  %1359 = or <8 x i64> %1358, %52
  %1360 = fcmp oeq <16 x float> %1349, %42
  %1361 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1349, i32 4)
  %1362 = bitcast <8 x i64> %1359 to <16 x float>
  %1363 = select <16 x i1> %1360, <16 x float> %1362, <16 x float> %1361
  br label %1367

1364:                                             ; preds = %1348
  %1365 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1329, <16 x i1> %1330, <16 x float> zeroinitializer)
  %1366 = fadd <16 x float> %1349, %1365
  br label %1367

1367:                                             ; preds = %1364, %1357, %1350
  %1368 = phi <16 x float> [ %1366, %1364 ], [ %1363, %1357 ], [ %1356, %1350 ]
  switch i64 %191, label %345 [
    i64 1, label %1383
    i64 2, label %1376
    i64 3, label %1369
    i64 0, label %1386
  ]

1369:                                             ; preds = %1367
  %1370 = bitcast <16 x float> %1368 to <8 x i64>
  %1371 = and <8 x i64> %1370, %51
  %1372 = fcmp oeq <16 x float> %1368, %39
  %1373 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1368, i32 4)
  %1374 = bitcast <8 x i64> %1371 to <16 x float>
  %1375 = select <16 x i1> %1372, <16 x float> %1374, <16 x float> %1373
  br label %1386

1376:                                             ; preds = %1367
  %1377 = bitcast <16 x float> %1368 to <8 x i64>
  %1378 = or <8 x i64> %1377, %52
  %1379 = fcmp oeq <16 x float> %1368, %42
  %1380 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1368, i32 4)
  %1381 = bitcast <8 x i64> %1378 to <16 x float>
  %1382 = select <16 x i1> %1379, <16 x float> %1381, <16 x float> %1380
  br label %1386

1383:                                             ; preds = %1367
  %1384 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1329, <16 x i1> %1330, <16 x float> zeroinitializer)
  %1385 = fadd <16 x float> %1368, %1384
  br label %1386

1386:                                             ; preds = %1369, %1376, %1383, %1367, %1348, %1325
  %1387 = phi <16 x float> [ %1368, %1367 ], [ %1326, %1325 ], [ %1349, %1348 ], [ %1385, %1383 ], [ %1382, %1376 ], [ %1375, %1369 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1387, ptr nonnull align 1 %1327, <16 x i1> %1330)
  br label %3844

1388:                                             ; preds = %250
  br i1 %49, label %1389, label %1398

1389:                                             ; preds = %1388
  %1390 = or disjoint i64 %251, 16
  %1391 = sub nsw i64 %9, %1390
  %1392 = or disjoint i64 %251, 32
  %1393 = sub nsw i64 %9, %1392
  %1394 = or disjoint i64 %251, 48
  %1395 = sub nsw i64 %9, %1394
  %1396 = or disjoint i64 %251, 64
  %1397 = sub nsw i64 %9, %1396
  br label %1412

1398:                                             ; preds = %1430, %1388
  %1399 = phi <16 x float> [ zeroinitializer, %1388 ], [ %1431, %1430 ]
  %1400 = phi <16 x float> [ zeroinitializer, %1388 ], [ %1432, %1430 ]
  %1401 = phi <16 x float> [ zeroinitializer, %1388 ], [ %1433, %1430 ]
  %1402 = phi <16 x float> [ zeroinitializer, %1388 ], [ %1434, %1430 ]
  %1403 = phi <16 x float> [ zeroinitializer, %1388 ], [ %1435, %1430 ]
  %1404 = getelementptr inbounds nuw float, ptr %238, i64 %251
  %1405 = getelementptr inbounds nuw float, ptr %242, i64 %251
  %1406 = icmp sgt i64 %252, 15
  %1407 = trunc i64 %252 to i32
  %1408 = shl nsw i32 -1, %1407
  %1409 = trunc i32 %1408 to i16
  %1410 = xor i16 %1409, -1
  %1411 = select i1 %1406, i16 -1, i16 %1410
  br i1 %53, label %1563, label %1558

1412:                                             ; preds = %1389, %1430
  %1413 = phi <16 x float> [ zeroinitializer, %1389 ], [ %1431, %1430 ]
  %1414 = phi <16 x float> [ zeroinitializer, %1389 ], [ %1432, %1430 ]
  %1415 = phi <16 x float> [ zeroinitializer, %1389 ], [ %1433, %1430 ]
  %1416 = phi <16 x float> [ zeroinitializer, %1389 ], [ %1434, %1430 ]
  %1417 = phi <16 x float> [ zeroinitializer, %1389 ], [ %1435, %1430 ]
  %1418 = phi i64 [ 0, %1389 ], [ %1436, %1430 ]
  %1419 = mul nsw i64 %1418, %14
  %1420 = add i64 %245, %1419
  %1421 = icmp sgt i64 %1420, -1
  %1422 = icmp slt i64 %1420, %6
  %1423 = and i1 %1421, %1422
  %1424 = select i1 %1423, i64 %1420, i64 0
  %1425 = mul nsw i64 %1424, %7
  %1426 = getelementptr inbounds float, ptr %229, i64 %1425
  br i1 %50, label %1427, label %1430

1427:                                             ; preds = %1412
  %1428 = mul nuw nsw i64 %1418, %11
  %1429 = getelementptr inbounds nuw float, ptr %231, i64 %1428
  br label %1438

1430:                                             ; preds = %1438, %1412
  %1431 = phi <16 x float> [ %1413, %1412 ], [ %1555, %1438 ]
  %1432 = phi <16 x float> [ %1414, %1412 ], [ %1534, %1438 ]
  %1433 = phi <16 x float> [ %1415, %1412 ], [ %1513, %1438 ]
  %1434 = phi <16 x float> [ %1416, %1412 ], [ %1492, %1438 ]
  %1435 = phi <16 x float> [ %1417, %1412 ], [ %1471, %1438 ]
  %1436 = add nuw nsw i64 %1418, 1
  %1437 = icmp eq i64 %1436, %10
  br i1 %1437, label %1398, label %1412

1438:                                             ; preds = %1427, %1438
  %1439 = phi <16 x float> [ %1413, %1427 ], [ %1555, %1438 ]
  %1440 = phi <16 x float> [ %1414, %1427 ], [ %1534, %1438 ]
  %1441 = phi <16 x float> [ %1415, %1427 ], [ %1513, %1438 ]
  %1442 = phi <16 x float> [ %1416, %1427 ], [ %1492, %1438 ]
  %1443 = phi <16 x float> [ %1417, %1427 ], [ %1471, %1438 ]
  %1444 = phi i64 [ 0, %1427 ], [ %1556, %1438 ]
  %1445 = getelementptr inbounds nuw float, ptr %1429, i64 %1444
  %1446 = load float, ptr %1445, align 4
  %1447 = insertelement <16 x float> poison, float %1446, i64 0
  %1448 = shufflevector <16 x float> %1447, <16 x float> poison, <16 x i32> zeroinitializer
  %1449 = mul nsw i64 %1444, %15
  %1450 = sub i64 %1449, %17
  %1451 = add i64 %1450, %251
  %1452 = icmp slt i64 %1451, 0
  %1453 = sub nsw i64 0, %1451
  %1454 = select i1 %1452, i64 %1453, i64 0
  %1455 = sub nsw i64 %7, %1451
  %1456 = tail call i64 @llvm.smin.i64(i64 %1455, i64 %252)
  %1457 = tail call i64 @llvm.smin.i64(i64 %1456, i64 16)
  %1458 = icmp sgt i64 %1457, %1454
  %1459 = select i1 %1423, i1 %1458, i1 false
  %1460 = trunc i64 %1457 to i32
  %1461 = shl nsw i32 -1, %1460
  %1462 = xor i32 %1461, -1
  %1463 = trunc i64 %1454 to i32
  %1464 = shl nsw i32 -1, %1463
  %1465 = and i32 %1464, %1462
  %1466 = trunc i32 %1465 to i16
  %1467 = select i1 %1459, i16 %1466, i16 0
  %1468 = getelementptr inbounds float, ptr %1426, i64 %1451
  %1469 = bitcast i16 %1467 to <16 x i1>
  %1470 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1468, <16 x i1> %1469, <16 x float> zeroinitializer)
  %1471 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1470, <16 x float> %1448, <16 x float> %1443)
  %1472 = add i64 %1450, %1390
  %1473 = icmp slt i64 %1472, 0
  %1474 = sub nsw i64 0, %1472
  %1475 = select i1 %1473, i64 %1474, i64 0
  %1476 = sub nsw i64 %7, %1472
  %1477 = tail call i64 @llvm.smin.i64(i64 %1476, i64 %1391)
  %1478 = tail call i64 @llvm.smin.i64(i64 %1477, i64 16)
  %1479 = icmp sgt i64 %1478, %1475
  %1480 = select i1 %1423, i1 %1479, i1 false
  %1481 = trunc i64 %1478 to i32
  %1482 = shl nsw i32 -1, %1481
  %1483 = xor i32 %1482, -1
  %1484 = trunc i64 %1475 to i32
  %1485 = shl nsw i32 -1, %1484
  %1486 = and i32 %1485, %1483
  %1487 = trunc i32 %1486 to i16
  %1488 = select i1 %1480, i16 %1487, i16 0
  %1489 = getelementptr inbounds float, ptr %1426, i64 %1472
  %1490 = bitcast i16 %1488 to <16 x i1>
  %1491 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1489, <16 x i1> %1490, <16 x float> zeroinitializer)
  %1492 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1491, <16 x float> %1448, <16 x float> %1442)
  %1493 = add i64 %1450, %1392
  %1494 = icmp slt i64 %1493, 0
  %1495 = sub nsw i64 0, %1493
  %1496 = select i1 %1494, i64 %1495, i64 0
  %1497 = sub nsw i64 %7, %1493
  %1498 = tail call i64 @llvm.smin.i64(i64 %1497, i64 %1393)
  %1499 = tail call i64 @llvm.smin.i64(i64 %1498, i64 16)
  %1500 = icmp sgt i64 %1499, %1496
  %1501 = select i1 %1423, i1 %1500, i1 false
  %1502 = trunc i64 %1499 to i32
  %1503 = shl nsw i32 -1, %1502
  %1504 = xor i32 %1503, -1
  %1505 = trunc i64 %1496 to i32
  %1506 = shl nsw i32 -1, %1505
  %1507 = and i32 %1506, %1504
  %1508 = trunc i32 %1507 to i16
  %1509 = select i1 %1501, i16 %1508, i16 0
  %1510 = getelementptr inbounds float, ptr %1426, i64 %1493
  %1511 = bitcast i16 %1509 to <16 x i1>
  %1512 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1510, <16 x i1> %1511, <16 x float> zeroinitializer)
  %1513 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1512, <16 x float> %1448, <16 x float> %1441)
  %1514 = add i64 %1450, %1394
  %1515 = icmp slt i64 %1514, 0
  %1516 = sub nsw i64 0, %1514
  %1517 = select i1 %1515, i64 %1516, i64 0
  %1518 = sub nsw i64 %7, %1514
  %1519 = tail call i64 @llvm.smin.i64(i64 %1518, i64 %1395)
  %1520 = tail call i64 @llvm.smin.i64(i64 %1519, i64 16)
  %1521 = icmp sgt i64 %1520, %1517
  %1522 = select i1 %1423, i1 %1521, i1 false
  %1523 = trunc i64 %1520 to i32
  %1524 = shl nsw i32 -1, %1523
  %1525 = xor i32 %1524, -1
  %1526 = trunc i64 %1517 to i32
  %1527 = shl nsw i32 -1, %1526
  %1528 = and i32 %1527, %1525
  %1529 = trunc i32 %1528 to i16
  %1530 = select i1 %1522, i16 %1529, i16 0
  %1531 = getelementptr inbounds float, ptr %1426, i64 %1514
  %1532 = bitcast i16 %1530 to <16 x i1>
  %1533 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1531, <16 x i1> %1532, <16 x float> zeroinitializer)
  %1534 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1533, <16 x float> %1448, <16 x float> %1440)
  %1535 = add i64 %1450, %1396
  %1536 = icmp slt i64 %1535, 0
  %1537 = sub nsw i64 0, %1535
  %1538 = select i1 %1536, i64 %1537, i64 0
  %1539 = sub nsw i64 %7, %1535
  %1540 = tail call i64 @llvm.smin.i64(i64 %1539, i64 %1397)
  %1541 = tail call i64 @llvm.smin.i64(i64 %1540, i64 16)
  %1542 = icmp sgt i64 %1541, %1538
  %1543 = select i1 %1423, i1 %1542, i1 false
  %1544 = trunc i64 %1541 to i32
  %1545 = shl nsw i32 -1, %1544
  %1546 = xor i32 %1545, -1
  %1547 = trunc i64 %1538 to i32
  %1548 = shl nsw i32 -1, %1547
  %1549 = and i32 %1548, %1546
  %1550 = trunc i32 %1549 to i16
  %1551 = select i1 %1543, i16 %1550, i16 0
  %1552 = getelementptr inbounds float, ptr %1426, i64 %1535
  %1553 = bitcast i16 %1551 to <16 x i1>
  %1554 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1552, <16 x i1> %1553, <16 x float> zeroinitializer)
  %1555 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1554, <16 x float> %1448, <16 x float> %1439)
  %1556 = add nuw nsw i64 %1444, 1
  %1557 = icmp eq i64 %1556, %11
  br i1 %1557, label %1430, label %1438

1558:                                             ; preds = %1398
  %1559 = load float, ptr %232, align 4
  %1560 = insertelement <16 x float> poison, float %1559, i64 0
  %1561 = shufflevector <16 x float> %1560, <16 x float> poison, <16 x i32> zeroinitializer
  %1562 = fadd <16 x float> %1403, %1561
  br label %1563

1563:                                             ; preds = %1558, %1398
  %1564 = phi <16 x float> [ %1562, %1558 ], [ %1403, %1398 ]
  %1565 = select i1 %246, ptr null, ptr %1405
  %1566 = bitcast i16 %1411 to <16 x i1>
  switch i64 %154, label %345 [
    i64 1, label %1567
    i64 2, label %1570
    i64 3, label %1577
    i64 0, label %1622
  ]

1567:                                             ; preds = %1563
  %1568 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1565, <16 x i1> %1566, <16 x float> zeroinitializer)
  %1569 = fadd <16 x float> %1564, %1568
  br label %1584

1570:                                             ; preds = %1563
  %1571 = bitcast <16 x float> %1564 to <8 x i64>
  %1572 = or <8 x i64> %1571, %52
  %1573 = fcmp oeq <16 x float> %1564, %42
  %1574 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1564, i32 4)
  %1575 = bitcast <8 x i64> %1572 to <16 x float>
  %1576 = select <16 x i1> %1573, <16 x float> %1575, <16 x float> %1574
  br label %1584

1577:                                             ; preds = %1563
  %1578 = bitcast <16 x float> %1564 to <8 x i64>
  %1579 = and <8 x i64> %1578, %51
  %1580 = fcmp oeq <16 x float> %1564, %39
  %1581 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1564, i32 4)
  %1582 = bitcast <8 x i64> %1579 to <16 x float>
  %1583 = select <16 x i1> %1580, <16 x float> %1582, <16 x float> %1581
  br label %1584

1584:                                             ; preds = %1577, %1570, %1567
  %1585 = phi <16 x float> [ %1569, %1567 ], [ %1576, %1570 ], [ %1583, %1577 ]
  switch i64 %156, label %345 [
    i64 1, label %1600
    i64 2, label %1593
    i64 3, label %1586
    i64 0, label %1622
  ]

1586:                                             ; preds = %1584
  %1587 = bitcast <16 x float> %1585 to <8 x i64>
  %1588 = and <8 x i64> %1587, %51
  %1589 = fcmp oeq <16 x float> %1585, %39
  %1590 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1585, i32 4)
  %1591 = bitcast <8 x i64> %1588 to <16 x float>
  %1592 = select <16 x i1> %1589, <16 x float> %1591, <16 x float> %1590
  br label %1603

1593:                                             ; preds = %1584
  %1594 = bitcast <16 x float> %1585 to <8 x i64>
  %1595 = or <8 x i64> %1594, %52
  %1596 = fcmp oeq <16 x float> %1585, %42
  %1597 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1585, i32 4)
  %1598 = bitcast <8 x i64> %1595 to <16 x float>
  %1599 = select <16 x i1> %1596, <16 x float> %1598, <16 x float> %1597
  br label %1603

1600:                                             ; preds = %1584
  %1601 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1565, <16 x i1> %1566, <16 x float> zeroinitializer)
  %1602 = fadd <16 x float> %1585, %1601
  br label %1603

1603:                                             ; preds = %1600, %1593, %1586
  %1604 = phi <16 x float> [ %1602, %1600 ], [ %1599, %1593 ], [ %1592, %1586 ]
  switch i64 %158, label %345 [
    i64 1, label %1619
    i64 2, label %1612
    i64 3, label %1605
    i64 0, label %1622
  ]

1605:                                             ; preds = %1603
  %1606 = bitcast <16 x float> %1604 to <8 x i64>
  %1607 = and <8 x i64> %1606, %51
  %1608 = fcmp oeq <16 x float> %1604, %39
  %1609 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1604, i32 4)
  %1610 = bitcast <8 x i64> %1607 to <16 x float>
  %1611 = select <16 x i1> %1608, <16 x float> %1610, <16 x float> %1609
  br label %1622

1612:                                             ; preds = %1603
  %1613 = bitcast <16 x float> %1604 to <8 x i64>
  %1614 = or <8 x i64> %1613, %52
  %1615 = fcmp oeq <16 x float> %1604, %42
  %1616 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1604, i32 4)
  %1617 = bitcast <8 x i64> %1614 to <16 x float>
  %1618 = select <16 x i1> %1615, <16 x float> %1617, <16 x float> %1616
  br label %1622

1619:                                             ; preds = %1603
  %1620 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1565, <16 x i1> %1566, <16 x float> zeroinitializer)
  %1621 = fadd <16 x float> %1604, %1620
  br label %1622

1622:                                             ; preds = %1605, %1612, %1619, %1603, %1584, %1563
  %1623 = phi <16 x float> [ %1604, %1603 ], [ %1564, %1563 ], [ %1585, %1584 ], [ %1621, %1619 ], [ %1618, %1612 ], [ %1611, %1605 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1623, ptr align 1 %1404, <16 x i1> %1566)
  %1624 = or disjoint i64 %251, 16
  %1625 = sub nsw i64 %9, %1624
  %1626 = icmp sgt i64 %1625, 15
  %1627 = trunc i64 %1625 to i32
  %1628 = shl nsw i32 -1, %1627
  %1629 = trunc i32 %1628 to i16
  %1630 = xor i16 %1629, -1
  %1631 = select i1 %1626, i16 -1, i16 %1630
  br i1 %53, label %1637, label %1632

1632:                                             ; preds = %1622
  %1633 = load float, ptr %232, align 4
  %1634 = insertelement <16 x float> poison, float %1633, i64 0
  %1635 = shufflevector <16 x float> %1634, <16 x float> poison, <16 x i32> zeroinitializer
  %1636 = fadd <16 x float> %1402, %1635
  br label %1637

1637:                                             ; preds = %1632, %1622
  %1638 = phi <16 x float> [ %1636, %1632 ], [ %1402, %1622 ]
  %1639 = getelementptr inbounds nuw i8, ptr %1404, i64 64
  %1640 = getelementptr inbounds nuw i8, ptr %1405, i64 64
  %1641 = select i1 %246, ptr null, ptr %1640
  %1642 = bitcast i16 %1631 to <16 x i1>
  switch i64 %154, label %345 [
    i64 1, label %1657
    i64 2, label %1650
    i64 3, label %1643
    i64 0, label %1698
  ]

1643:                                             ; preds = %1637
  %1644 = bitcast <16 x float> %1638 to <8 x i64>
  %1645 = and <8 x i64> %1644, %51
  %1646 = fcmp oeq <16 x float> %1638, %39
  %1647 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1638, i32 4)
  %1648 = bitcast <8 x i64> %1645 to <16 x float>
  %1649 = select <16 x i1> %1646, <16 x float> %1648, <16 x float> %1647
  br label %1660

1650:                                             ; preds = %1637
  %1651 = bitcast <16 x float> %1638 to <8 x i64>
  %1652 = or <8 x i64> %1651, %52
  %1653 = fcmp oeq <16 x float> %1638, %42
  %1654 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1638, i32 4)
  %1655 = bitcast <8 x i64> %1652 to <16 x float>
  %1656 = select <16 x i1> %1653, <16 x float> %1655, <16 x float> %1654
  br label %1660

1657:                                             ; preds = %1637
  %1658 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1641, <16 x i1> %1642, <16 x float> zeroinitializer)
  %1659 = fadd <16 x float> %1638, %1658
  br label %1660

1660:                                             ; preds = %1657, %1650, %1643
  %1661 = phi <16 x float> [ %1659, %1657 ], [ %1656, %1650 ], [ %1649, %1643 ]
  switch i64 %160, label %345 [
    i64 1, label %1676
    i64 2, label %1669
    i64 3, label %1662
    i64 0, label %1698
  ]

1662:                                             ; preds = %1660
  %1663 = bitcast <16 x float> %1661 to <8 x i64>
  %1664 = and <8 x i64> %1663, %51
  %1665 = fcmp oeq <16 x float> %1661, %39
  %1666 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1661, i32 4)
  %1667 = bitcast <8 x i64> %1664 to <16 x float>
  %1668 = select <16 x i1> %1665, <16 x float> %1667, <16 x float> %1666
  br label %1679

1669:                                             ; preds = %1660
  %1670 = bitcast <16 x float> %1661 to <8 x i64>
  %1671 = or <8 x i64> %1670, %52
  %1672 = fcmp oeq <16 x float> %1661, %42
  %1673 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1661, i32 4)
  %1674 = bitcast <8 x i64> %1671 to <16 x float>
  %1675 = select <16 x i1> %1672, <16 x float> %1674, <16 x float> %1673
  br label %1679

1676:                                             ; preds = %1660
  %1677 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1641, <16 x i1> %1642, <16 x float> zeroinitializer)
  %1678 = fadd <16 x float> %1661, %1677
  br label %1679

1679:                                             ; preds = %1676, %1669, %1662
  %1680 = phi <16 x float> [ %1678, %1676 ], [ %1675, %1669 ], [ %1668, %1662 ]
  switch i64 %162, label %345 [
    i64 1, label %1695
    i64 2, label %1688
    i64 3, label %1681
    i64 0, label %1698
  ]

1681:                                             ; preds = %1679
  %1682 = bitcast <16 x float> %1680 to <8 x i64>
  %1683 = and <8 x i64> %1682, %51
  %1684 = fcmp oeq <16 x float> %1680, %39
  %1685 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1680, i32 4)
  %1686 = bitcast <8 x i64> %1683 to <16 x float>
  %1687 = select <16 x i1> %1684, <16 x float> %1686, <16 x float> %1685
  br label %1698

1688:                                             ; preds = %1679
  %1689 = bitcast <16 x float> %1680 to <8 x i64>
  %1690 = or <8 x i64> %1689, %52
  %1691 = fcmp oeq <16 x float> %1680, %42
  %1692 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1680, i32 4)
  %1693 = bitcast <8 x i64> %1690 to <16 x float>
  %1694 = select <16 x i1> %1691, <16 x float> %1693, <16 x float> %1692
  br label %1698

1695:                                             ; preds = %1679
  %1696 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1641, <16 x i1> %1642, <16 x float> zeroinitializer)
  %1697 = fadd <16 x float> %1680, %1696
  br label %1698

1698:                                             ; preds = %1681, %1688, %1695, %1679, %1660, %1637
  %1699 = phi <16 x float> [ %1680, %1679 ], [ %1638, %1637 ], [ %1661, %1660 ], [ %1697, %1695 ], [ %1694, %1688 ], [ %1687, %1681 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1699, ptr nonnull align 1 %1639, <16 x i1> %1642)
  %1700 = or disjoint i64 %251, 32
  %1701 = sub nsw i64 %9, %1700
  %1702 = icmp sgt i64 %1701, 15
  %1703 = trunc i64 %1701 to i32
  %1704 = shl nsw i32 -1, %1703
  %1705 = trunc i32 %1704 to i16
  %1706 = xor i16 %1705, -1
  %1707 = select i1 %1702, i16 -1, i16 %1706
  br i1 %53, label %1713, label %1708

1708:                                             ; preds = %1698
  %1709 = load float, ptr %232, align 4
  %1710 = insertelement <16 x float> poison, float %1709, i64 0
  %1711 = shufflevector <16 x float> %1710, <16 x float> poison, <16 x i32> zeroinitializer
  %1712 = fadd <16 x float> %1401, %1711
  br label %1713

1713:                                             ; preds = %1708, %1698
  %1714 = phi <16 x float> [ %1712, %1708 ], [ %1401, %1698 ]
  %1715 = getelementptr inbounds nuw i8, ptr %1404, i64 128
  %1716 = getelementptr inbounds nuw i8, ptr %1405, i64 128
  %1717 = select i1 %246, ptr null, ptr %1716
  %1718 = bitcast i16 %1707 to <16 x i1>
  switch i64 %154, label %345 [
    i64 1, label %1733
    i64 2, label %1726
    i64 3, label %1719
    i64 0, label %1774
  ]

1719:                                             ; preds = %1713
  %1720 = bitcast <16 x float> %1714 to <8 x i64>
  %1721 = and <8 x i64> %1720, %51
  %1722 = fcmp oeq <16 x float> %1714, %39
  %1723 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1714, i32 4)
  %1724 = bitcast <8 x i64> %1721 to <16 x float>
  %1725 = select <16 x i1> %1722, <16 x float> %1724, <16 x float> %1723
  br label %1736

1726:                                             ; preds = %1713
  %1727 = bitcast <16 x float> %1714 to <8 x i64>
  %1728 = or <8 x i64> %1727, %52
  %1729 = fcmp oeq <16 x float> %1714, %42
  %1730 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1714, i32 4)
  %1731 = bitcast <8 x i64> %1728 to <16 x float>
  %1732 = select <16 x i1> %1729, <16 x float> %1731, <16 x float> %1730
  br label %1736

1733:                                             ; preds = %1713
  %1734 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1717, <16 x i1> %1718, <16 x float> zeroinitializer)
  %1735 = fadd <16 x float> %1714, %1734
  br label %1736

1736:                                             ; preds = %1733, %1726, %1719
  %1737 = phi <16 x float> [ %1735, %1733 ], [ %1732, %1726 ], [ %1725, %1719 ]
  switch i64 %164, label %345 [
    i64 1, label %1752
    i64 2, label %1745
    i64 3, label %1738
    i64 0, label %1774
  ]

1738:                                             ; preds = %1736
  %1739 = bitcast <16 x float> %1737 to <8 x i64>
  %1740 = and <8 x i64> %1739, %51
  %1741 = fcmp oeq <16 x float> %1737, %39
  %1742 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1737, i32 4)
  %1743 = bitcast <8 x i64> %1740 to <16 x float>
  %1744 = select <16 x i1> %1741, <16 x float> %1743, <16 x float> %1742
  br label %1755

1745:                                             ; preds = %1736
  %1746 = bitcast <16 x float> %1737 to <8 x i64>
  %1747 = or <8 x i64> %1746, %52
  %1748 = fcmp oeq <16 x float> %1737, %42
  %1749 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1737, i32 4)
  %1750 = bitcast <8 x i64> %1747 to <16 x float>
  %1751 = select <16 x i1> %1748, <16 x float> %1750, <16 x float> %1749
  br label %1755

1752:                                             ; preds = %1736
  %1753 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1717, <16 x i1> %1718, <16 x float> zeroinitializer)
  %1754 = fadd <16 x float> %1737, %1753
  br label %1755

1755:                                             ; preds = %1752, %1745, %1738
  %1756 = phi <16 x float> [ %1754, %1752 ], [ %1751, %1745 ], [ %1744, %1738 ]
  switch i64 %166, label %345 [
    i64 1, label %1771
    i64 2, label %1764
    i64 3, label %1757
    i64 0, label %1774
  ]

1757:                                             ; preds = %1755
  %1758 = bitcast <16 x float> %1756 to <8 x i64>
  %1759 = and <8 x i64> %1758, %51
  %1760 = fcmp oeq <16 x float> %1756, %39
  %1761 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1756, i32 4)
  %1762 = bitcast <8 x i64> %1759 to <16 x float>
  %1763 = select <16 x i1> %1760, <16 x float> %1762, <16 x float> %1761
  br label %1774

1764:                                             ; preds = %1755
  %1765 = bitcast <16 x float> %1756 to <8 x i64>
  %1766 = or <8 x i64> %1765, %52
  %1767 = fcmp oeq <16 x float> %1756, %42
  %1768 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1756, i32 4)
  %1769 = bitcast <8 x i64> %1766 to <16 x float>
  %1770 = select <16 x i1> %1767, <16 x float> %1769, <16 x float> %1768
  br label %1774

1771:                                             ; preds = %1755
  %1772 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1717, <16 x i1> %1718, <16 x float> zeroinitializer)
  %1773 = fadd <16 x float> %1756, %1772
  br label %1774

1774:                                             ; preds = %1757, %1764, %1771, %1755, %1736, %1713
  %1775 = phi <16 x float> [ %1756, %1755 ], [ %1714, %1713 ], [ %1737, %1736 ], [ %1773, %1771 ], [ %1770, %1764 ], [ %1763, %1757 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1775, ptr nonnull align 1 %1715, <16 x i1> %1718)
  %1776 = or disjoint i64 %251, 48
  %1777 = sub nsw i64 %9, %1776
  %1778 = icmp sgt i64 %1777, 15
  %1779 = trunc i64 %1777 to i32
  %1780 = shl nsw i32 -1, %1779
  %1781 = trunc i32 %1780 to i16
  %1782 = xor i16 %1781, -1
  %1783 = select i1 %1778, i16 -1, i16 %1782
  br i1 %53, label %1789, label %1784

1784:                                             ; preds = %1774
  %1785 = load float, ptr %232, align 4
  %1786 = insertelement <16 x float> poison, float %1785, i64 0
  %1787 = shufflevector <16 x float> %1786, <16 x float> poison, <16 x i32> zeroinitializer
  %1788 = fadd <16 x float> %1400, %1787
  br label %1789

1789:                                             ; preds = %1784, %1774
  %1790 = phi <16 x float> [ %1788, %1784 ], [ %1400, %1774 ]
  %1791 = getelementptr inbounds nuw i8, ptr %1404, i64 192
  %1792 = getelementptr inbounds nuw i8, ptr %1405, i64 192
  %1793 = select i1 %246, ptr null, ptr %1792
  %1794 = bitcast i16 %1783 to <16 x i1>
  switch i64 %154, label %345 [
    i64 1, label %1809
    i64 2, label %1802
    i64 3, label %1795
    i64 0, label %1850
  ]

1795:                                             ; preds = %1789
  %1796 = bitcast <16 x float> %1790 to <8 x i64>
  %1797 = and <8 x i64> %1796, %51
  %1798 = fcmp oeq <16 x float> %1790, %39
  %1799 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1790, i32 4)
  %1800 = bitcast <8 x i64> %1797 to <16 x float>
  %1801 = select <16 x i1> %1798, <16 x float> %1800, <16 x float> %1799
  br label %1812

1802:                                             ; preds = %1789
  %1803 = bitcast <16 x float> %1790 to <8 x i64>
  %1804 = or <8 x i64> %1803, %52
  %1805 = fcmp oeq <16 x float> %1790, %42
  %1806 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1790, i32 4)
  %1807 = bitcast <8 x i64> %1804 to <16 x float>
  %1808 = select <16 x i1> %1805, <16 x float> %1807, <16 x float> %1806
  br label %1812

1809:                                             ; preds = %1789
  %1810 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1793, <16 x i1> %1794, <16 x float> zeroinitializer)
  %1811 = fadd <16 x float> %1790, %1810
  br label %1812

1812:                                             ; preds = %1809, %1802, %1795
  %1813 = phi <16 x float> [ %1811, %1809 ], [ %1808, %1802 ], [ %1801, %1795 ]
  switch i64 %168, label %345 [
    i64 1, label %1828
    i64 2, label %1821
    i64 3, label %1814
    i64 0, label %1850
  ]

1814:                                             ; preds = %1812
  %1815 = bitcast <16 x float> %1813 to <8 x i64>
  %1816 = and <8 x i64> %1815, %51
  %1817 = fcmp oeq <16 x float> %1813, %39
  %1818 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1813, i32 4)
  %1819 = bitcast <8 x i64> %1816 to <16 x float>
  %1820 = select <16 x i1> %1817, <16 x float> %1819, <16 x float> %1818
  br label %1831

1821:                                             ; preds = %1812
  %1822 = bitcast <16 x float> %1813 to <8 x i64>
  %1823 = or <8 x i64> %1822, %52
  %1824 = fcmp oeq <16 x float> %1813, %42
  %1825 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1813, i32 4)
  %1826 = bitcast <8 x i64> %1823 to <16 x float>
  %1827 = select <16 x i1> %1824, <16 x float> %1826, <16 x float> %1825
  br label %1831

1828:                                             ; preds = %1812
  %1829 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1793, <16 x i1> %1794, <16 x float> zeroinitializer)
  %1830 = fadd <16 x float> %1813, %1829
  br label %1831

1831:                                             ; preds = %1828, %1821, %1814
  %1832 = phi <16 x float> [ %1830, %1828 ], [ %1827, %1821 ], [ %1820, %1814 ]
  switch i64 %170, label %345 [
    i64 1, label %1847
    i64 2, label %1840
    i64 3, label %1833
    i64 0, label %1850
  ]

1833:                                             ; preds = %1831
  %1834 = bitcast <16 x float> %1832 to <8 x i64>
  %1835 = and <8 x i64> %1834, %51
  %1836 = fcmp oeq <16 x float> %1832, %39
  %1837 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1832, i32 4)
  %1838 = bitcast <8 x i64> %1835 to <16 x float>
  %1839 = select <16 x i1> %1836, <16 x float> %1838, <16 x float> %1837
  br label %1850

1840:                                             ; preds = %1831
  %1841 = bitcast <16 x float> %1832 to <8 x i64>
  %1842 = or <8 x i64> %1841, %52
  %1843 = fcmp oeq <16 x float> %1832, %42
  %1844 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1832, i32 4)
  %1845 = bitcast <8 x i64> %1842 to <16 x float>
  %1846 = select <16 x i1> %1843, <16 x float> %1845, <16 x float> %1844
  br label %1850

1847:                                             ; preds = %1831
  %1848 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1793, <16 x i1> %1794, <16 x float> zeroinitializer)
  %1849 = fadd <16 x float> %1832, %1848
  br label %1850

1850:                                             ; preds = %1833, %1840, %1847, %1831, %1812, %1789
  %1851 = phi <16 x float> [ %1832, %1831 ], [ %1790, %1789 ], [ %1813, %1812 ], [ %1849, %1847 ], [ %1846, %1840 ], [ %1839, %1833 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1851, ptr nonnull align 1 %1791, <16 x i1> %1794)
  %1852 = or disjoint i64 %251, 64
  %1853 = sub nsw i64 %9, %1852
  %1854 = icmp sgt i64 %1853, 15
  %1855 = trunc i64 %1853 to i32
  %1856 = shl nsw i32 -1, %1855
  %1857 = trunc i32 %1856 to i16
  %1858 = xor i16 %1857, -1
  %1859 = select i1 %1854, i16 -1, i16 %1858
  br i1 %53, label %1865, label %1860

1860:                                             ; preds = %1850
  %1861 = load float, ptr %232, align 4
  %1862 = insertelement <16 x float> poison, float %1861, i64 0
  %1863 = shufflevector <16 x float> %1862, <16 x float> poison, <16 x i32> zeroinitializer
  %1864 = fadd <16 x float> %1399, %1863
  br label %1865

1865:                                             ; preds = %1860, %1850
  %1866 = phi <16 x float> [ %1864, %1860 ], [ %1399, %1850 ]
  %1867 = getelementptr inbounds nuw i8, ptr %1404, i64 256
  %1868 = getelementptr inbounds nuw i8, ptr %1405, i64 256
  %1869 = select i1 %246, ptr null, ptr %1868
  %1870 = bitcast i16 %1859 to <16 x i1>
  switch i64 %154, label %345 [
    i64 1, label %1885
    i64 2, label %1878
    i64 3, label %1871
    i64 0, label %1926
  ]

1871:                                             ; preds = %1865
  %1872 = bitcast <16 x float> %1866 to <8 x i64>
  %1873 = and <8 x i64> %1872, %51
  %1874 = fcmp oeq <16 x float> %1866, %39
  %1875 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1866, i32 4)
  %1876 = bitcast <8 x i64> %1873 to <16 x float>
  %1877 = select <16 x i1> %1874, <16 x float> %1876, <16 x float> %1875
  br label %1888

1878:                                             ; preds = %1865
  %1879 = bitcast <16 x float> %1866 to <8 x i64>
  %1880 = or <8 x i64> %1879, %52
  %1881 = fcmp oeq <16 x float> %1866, %42
  %1882 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1866, i32 4)
  %1883 = bitcast <8 x i64> %1880 to <16 x float>
  %1884 = select <16 x i1> %1881, <16 x float> %1883, <16 x float> %1882
  br label %1888

1885:                                             ; preds = %1865
  %1886 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1869, <16 x i1> %1870, <16 x float> zeroinitializer)
  %1887 = fadd <16 x float> %1866, %1886
  br label %1888

1888:                                             ; preds = %1885, %1878, %1871
  %1889 = phi <16 x float> [ %1887, %1885 ], [ %1884, %1878 ], [ %1877, %1871 ]
  switch i64 %172, label %345 [
    i64 1, label %1904
    i64 2, label %1897
    i64 3, label %1890
    i64 0, label %1926
  ]

1890:                                             ; preds = %1888
  %1891 = bitcast <16 x float> %1889 to <8 x i64>
  %1892 = and <8 x i64> %1891, %51
  %1893 = fcmp oeq <16 x float> %1889, %39
  %1894 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1889, i32 4)
  %1895 = bitcast <8 x i64> %1892 to <16 x float>
  %1896 = select <16 x i1> %1893, <16 x float> %1895, <16 x float> %1894
  br label %1907

1897:                                             ; preds = %1888
  %1898 = bitcast <16 x float> %1889 to <8 x i64>
  %1899 = or <8 x i64> %1898, %52
  %1900 = fcmp oeq <16 x float> %1889, %42
  %1901 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1889, i32 4)
  %1902 = bitcast <8 x i64> %1899 to <16 x float>
  %1903 = select <16 x i1> %1900, <16 x float> %1902, <16 x float> %1901
  br label %1907

1904:                                             ; preds = %1888
  %1905 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1869, <16 x i1> %1870, <16 x float> zeroinitializer)
  %1906 = fadd <16 x float> %1889, %1905
  br label %1907

1907:                                             ; preds = %1904, %1897, %1890
  %1908 = phi <16 x float> [ %1906, %1904 ], [ %1903, %1897 ], [ %1896, %1890 ]
  switch i64 %174, label %345 [
    i64 1, label %1923
    i64 2, label %1916
    i64 3, label %1909
    i64 0, label %1926
  ]

1909:                                             ; preds = %1907
  %1910 = bitcast <16 x float> %1908 to <8 x i64>
  %1911 = and <8 x i64> %1910, %51
  %1912 = fcmp oeq <16 x float> %1908, %39
  %1913 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1908, i32 4)
  %1914 = bitcast <8 x i64> %1911 to <16 x float>
  %1915 = select <16 x i1> %1912, <16 x float> %1914, <16 x float> %1913
  br label %1926

1916:                                             ; preds = %1907
  %1917 = bitcast <16 x float> %1908 to <8 x i64>
  %1918 = or <8 x i64> %1917, %52
  %1919 = fcmp oeq <16 x float> %1908, %42
  %1920 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1908, i32 4)
  %1921 = bitcast <8 x i64> %1918 to <16 x float>
  %1922 = select <16 x i1> %1919, <16 x float> %1921, <16 x float> %1920
  br label %1926

1923:                                             ; preds = %1907
  %1924 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1869, <16 x i1> %1870, <16 x float> zeroinitializer)
  %1925 = fadd <16 x float> %1908, %1924
  br label %1926

1926:                                             ; preds = %1909, %1916, %1923, %1907, %1888, %1865
  %1927 = phi <16 x float> [ %1908, %1907 ], [ %1866, %1865 ], [ %1889, %1888 ], [ %1925, %1923 ], [ %1922, %1916 ], [ %1915, %1909 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1927, ptr nonnull align 1 %1867, <16 x i1> %1870)
  br label %3844

1928:                                             ; preds = %250
  br i1 %49, label %1929, label %1940

1929:                                             ; preds = %1928
  %1930 = or disjoint i64 %251, 16
  %1931 = sub nsw i64 %9, %1930
  %1932 = or disjoint i64 %251, 32
  %1933 = sub nsw i64 %9, %1932
  %1934 = or disjoint i64 %251, 48
  %1935 = sub nsw i64 %9, %1934
  %1936 = or disjoint i64 %251, 64
  %1937 = sub nsw i64 %9, %1936
  %1938 = or disjoint i64 %251, 80
  %1939 = sub nsw i64 %9, %1938
  br label %1955

1940:                                             ; preds = %1974, %1928
  %1941 = phi <16 x float> [ zeroinitializer, %1928 ], [ %1975, %1974 ]
  %1942 = phi <16 x float> [ zeroinitializer, %1928 ], [ %1976, %1974 ]
  %1943 = phi <16 x float> [ zeroinitializer, %1928 ], [ %1977, %1974 ]
  %1944 = phi <16 x float> [ zeroinitializer, %1928 ], [ %1978, %1974 ]
  %1945 = phi <16 x float> [ zeroinitializer, %1928 ], [ %1979, %1974 ]
  %1946 = phi <16 x float> [ zeroinitializer, %1928 ], [ %1980, %1974 ]
  %1947 = getelementptr inbounds nuw float, ptr %238, i64 %251
  %1948 = getelementptr inbounds nuw float, ptr %242, i64 %251
  %1949 = icmp sgt i64 %252, 15
  %1950 = trunc i64 %252 to i32
  %1951 = shl nsw i32 -1, %1950
  %1952 = trunc i32 %1951 to i16
  %1953 = xor i16 %1952, -1
  %1954 = select i1 %1949, i16 -1, i16 %1953
  br i1 %53, label %2130, label %2125

1955:                                             ; preds = %1929, %1974
  %1956 = phi <16 x float> [ zeroinitializer, %1929 ], [ %1975, %1974 ]
  %1957 = phi <16 x float> [ zeroinitializer, %1929 ], [ %1976, %1974 ]
  %1958 = phi <16 x float> [ zeroinitializer, %1929 ], [ %1977, %1974 ]
  %1959 = phi <16 x float> [ zeroinitializer, %1929 ], [ %1978, %1974 ]
  %1960 = phi <16 x float> [ zeroinitializer, %1929 ], [ %1979, %1974 ]
  %1961 = phi <16 x float> [ zeroinitializer, %1929 ], [ %1980, %1974 ]
  %1962 = phi i64 [ 0, %1929 ], [ %1981, %1974 ]
  %1963 = mul nsw i64 %1962, %14
  %1964 = add i64 %245, %1963
  %1965 = icmp sgt i64 %1964, -1
  %1966 = icmp slt i64 %1964, %6
  %1967 = and i1 %1965, %1966
  %1968 = select i1 %1967, i64 %1964, i64 0
  %1969 = mul nsw i64 %1968, %7
  %1970 = getelementptr inbounds float, ptr %229, i64 %1969
  br i1 %50, label %1971, label %1974

1971:                                             ; preds = %1955
  %1972 = mul nuw nsw i64 %1962, %11
  %1973 = getelementptr inbounds nuw float, ptr %231, i64 %1972
  br label %1983

1974:                                             ; preds = %1983, %1955
  %1975 = phi <16 x float> [ %1956, %1955 ], [ %2122, %1983 ]
  %1976 = phi <16 x float> [ %1957, %1955 ], [ %2101, %1983 ]
  %1977 = phi <16 x float> [ %1958, %1955 ], [ %2080, %1983 ]
  %1978 = phi <16 x float> [ %1959, %1955 ], [ %2059, %1983 ]
  %1979 = phi <16 x float> [ %1960, %1955 ], [ %2038, %1983 ]
  %1980 = phi <16 x float> [ %1961, %1955 ], [ %2017, %1983 ]
  %1981 = add nuw nsw i64 %1962, 1
  %1982 = icmp eq i64 %1981, %10
  br i1 %1982, label %1940, label %1955

1983:                                             ; preds = %1971, %1983
  %1984 = phi <16 x float> [ %1956, %1971 ], [ %2122, %1983 ]
  %1985 = phi <16 x float> [ %1957, %1971 ], [ %2101, %1983 ]
  %1986 = phi <16 x float> [ %1958, %1971 ], [ %2080, %1983 ]
  %1987 = phi <16 x float> [ %1959, %1971 ], [ %2059, %1983 ]
  %1988 = phi <16 x float> [ %1960, %1971 ], [ %2038, %1983 ]
  %1989 = phi <16 x float> [ %1961, %1971 ], [ %2017, %1983 ]
  %1990 = phi i64 [ 0, %1971 ], [ %2123, %1983 ]
  %1991 = getelementptr inbounds nuw float, ptr %1973, i64 %1990
  %1992 = load float, ptr %1991, align 4
  %1993 = insertelement <16 x float> poison, float %1992, i64 0
  %1994 = shufflevector <16 x float> %1993, <16 x float> poison, <16 x i32> zeroinitializer
  %1995 = mul nsw i64 %1990, %15
  %1996 = sub i64 %1995, %17
  %1997 = add i64 %1996, %251
  %1998 = icmp slt i64 %1997, 0
  %1999 = sub nsw i64 0, %1997
  %2000 = select i1 %1998, i64 %1999, i64 0
  %2001 = sub nsw i64 %7, %1997
  %2002 = tail call i64 @llvm.smin.i64(i64 %2001, i64 %252)
  %2003 = tail call i64 @llvm.smin.i64(i64 %2002, i64 16)
  %2004 = icmp sgt i64 %2003, %2000
  %2005 = select i1 %1967, i1 %2004, i1 false
  %2006 = trunc i64 %2003 to i32
  %2007 = shl nsw i32 -1, %2006
  %2008 = xor i32 %2007, -1
  %2009 = trunc i64 %2000 to i32
  %2010 = shl nsw i32 -1, %2009
  %2011 = and i32 %2010, %2008
  %2012 = trunc i32 %2011 to i16
  %2013 = select i1 %2005, i16 %2012, i16 0
  %2014 = getelementptr inbounds float, ptr %1970, i64 %1997
  %2015 = bitcast i16 %2013 to <16 x i1>
  %2016 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2014, <16 x i1> %2015, <16 x float> zeroinitializer)
  %2017 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2016, <16 x float> %1994, <16 x float> %1989)
  %2018 = add i64 %1996, %1930
  %2019 = icmp slt i64 %2018, 0
  %2020 = sub nsw i64 0, %2018
  %2021 = select i1 %2019, i64 %2020, i64 0
  %2022 = sub nsw i64 %7, %2018
  %2023 = tail call i64 @llvm.smin.i64(i64 %2022, i64 %1931)
  %2024 = tail call i64 @llvm.smin.i64(i64 %2023, i64 16)
  %2025 = icmp sgt i64 %2024, %2021
  %2026 = select i1 %1967, i1 %2025, i1 false
  %2027 = trunc i64 %2024 to i32
  %2028 = shl nsw i32 -1, %2027
  %2029 = xor i32 %2028, -1
  %2030 = trunc i64 %2021 to i32
  %2031 = shl nsw i32 -1, %2030
  %2032 = and i32 %2031, %2029
  %2033 = trunc i32 %2032 to i16
  %2034 = select i1 %2026, i16 %2033, i16 0
  %2035 = getelementptr inbounds float, ptr %1970, i64 %2018
  %2036 = bitcast i16 %2034 to <16 x i1>
  %2037 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2035, <16 x i1> %2036, <16 x float> zeroinitializer)
  %2038 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2037, <16 x float> %1994, <16 x float> %1988)
  %2039 = add i64 %1996, %1932
  %2040 = icmp slt i64 %2039, 0
  %2041 = sub nsw i64 0, %2039
  %2042 = select i1 %2040, i64 %2041, i64 0
  %2043 = sub nsw i64 %7, %2039
  %2044 = tail call i64 @llvm.smin.i64(i64 %2043, i64 %1933)
  %2045 = tail call i64 @llvm.smin.i64(i64 %2044, i64 16)
  %2046 = icmp sgt i64 %2045, %2042
  %2047 = select i1 %1967, i1 %2046, i1 false
  %2048 = trunc i64 %2045 to i32
  %2049 = shl nsw i32 -1, %2048
  %2050 = xor i32 %2049, -1
  %2051 = trunc i64 %2042 to i32
  %2052 = shl nsw i32 -1, %2051
  %2053 = and i32 %2052, %2050
  %2054 = trunc i32 %2053 to i16
  %2055 = select i1 %2047, i16 %2054, i16 0
  %2056 = getelementptr inbounds float, ptr %1970, i64 %2039
  %2057 = bitcast i16 %2055 to <16 x i1>
  %2058 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2056, <16 x i1> %2057, <16 x float> zeroinitializer)
  %2059 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2058, <16 x float> %1994, <16 x float> %1987)
  %2060 = add i64 %1996, %1934
  %2061 = icmp slt i64 %2060, 0
  %2062 = sub nsw i64 0, %2060
  %2063 = select i1 %2061, i64 %2062, i64 0
  %2064 = sub nsw i64 %7, %2060
  %2065 = tail call i64 @llvm.smin.i64(i64 %2064, i64 %1935)
  %2066 = tail call i64 @llvm.smin.i64(i64 %2065, i64 16)
  %2067 = icmp sgt i64 %2066, %2063
  %2068 = select i1 %1967, i1 %2067, i1 false
  %2069 = trunc i64 %2066 to i32
  %2070 = shl nsw i32 -1, %2069
  %2071 = xor i32 %2070, -1
  %2072 = trunc i64 %2063 to i32
  %2073 = shl nsw i32 -1, %2072
  %2074 = and i32 %2073, %2071
  %2075 = trunc i32 %2074 to i16
  %2076 = select i1 %2068, i16 %2075, i16 0
  %2077 = getelementptr inbounds float, ptr %1970, i64 %2060
  %2078 = bitcast i16 %2076 to <16 x i1>
  %2079 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2077, <16 x i1> %2078, <16 x float> zeroinitializer)
  %2080 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2079, <16 x float> %1994, <16 x float> %1986)
  %2081 = add i64 %1996, %1936
  %2082 = icmp slt i64 %2081, 0
  %2083 = sub nsw i64 0, %2081
  %2084 = select i1 %2082, i64 %2083, i64 0
  %2085 = sub nsw i64 %7, %2081
  %2086 = tail call i64 @llvm.smin.i64(i64 %2085, i64 %1937)
  %2087 = tail call i64 @llvm.smin.i64(i64 %2086, i64 16)
  %2088 = icmp sgt i64 %2087, %2084
  %2089 = select i1 %1967, i1 %2088, i1 false
  %2090 = trunc i64 %2087 to i32
  %2091 = shl nsw i32 -1, %2090
  %2092 = xor i32 %2091, -1
  %2093 = trunc i64 %2084 to i32
  %2094 = shl nsw i32 -1, %2093
  %2095 = and i32 %2094, %2092
  %2096 = trunc i32 %2095 to i16
  %2097 = select i1 %2089, i16 %2096, i16 0
  %2098 = getelementptr inbounds float, ptr %1970, i64 %2081
  %2099 = bitcast i16 %2097 to <16 x i1>
  %2100 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2098, <16 x i1> %2099, <16 x float> zeroinitializer)
  %2101 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2100, <16 x float> %1994, <16 x float> %1985)
  %2102 = add i64 %1996, %1938
  %2103 = icmp slt i64 %2102, 0
  %2104 = sub nsw i64 0, %2102
  %2105 = select i1 %2103, i64 %2104, i64 0
  %2106 = sub nsw i64 %7, %2102
  %2107 = tail call i64 @llvm.smin.i64(i64 %2106, i64 %1939)
  %2108 = tail call i64 @llvm.smin.i64(i64 %2107, i64 16)
  %2109 = icmp sgt i64 %2108, %2105
  %2110 = select i1 %1967, i1 %2109, i1 false
  %2111 = trunc i64 %2108 to i32
  %2112 = shl nsw i32 -1, %2111
  %2113 = xor i32 %2112, -1
  %2114 = trunc i64 %2105 to i32
  %2115 = shl nsw i32 -1, %2114
  %2116 = and i32 %2115, %2113
  %2117 = trunc i32 %2116 to i16
  %2118 = select i1 %2110, i16 %2117, i16 0
  %2119 = getelementptr inbounds float, ptr %1970, i64 %2102
  %2120 = bitcast i16 %2118 to <16 x i1>
  %2121 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2119, <16 x i1> %2120, <16 x float> zeroinitializer)
  %2122 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2121, <16 x float> %1994, <16 x float> %1984)
  %2123 = add nuw nsw i64 %1990, 1
  %2124 = icmp eq i64 %2123, %11
  br i1 %2124, label %1974, label %1983

2125:                                             ; preds = %1940
  %2126 = load float, ptr %232, align 4
  %2127 = insertelement <16 x float> poison, float %2126, i64 0
  %2128 = shufflevector <16 x float> %2127, <16 x float> poison, <16 x i32> zeroinitializer
  %2129 = fadd <16 x float> %1946, %2128
  br label %2130

2130:                                             ; preds = %2125, %1940
  %2131 = phi <16 x float> [ %2129, %2125 ], [ %1946, %1940 ]
  %2132 = select i1 %246, ptr null, ptr %1948
  %2133 = bitcast i16 %1954 to <16 x i1>
  switch i64 %129, label %345 [
    i64 1, label %2134
    i64 2, label %2137
    i64 3, label %2144
    i64 0, label %2189
  ]

2134:                                             ; preds = %2130
  %2135 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2132, <16 x i1> %2133, <16 x float> zeroinitializer)
  %2136 = fadd <16 x float> %2131, %2135
  br label %2151

2137:                                             ; preds = %2130
  %2138 = bitcast <16 x float> %2131 to <8 x i64>
  %2139 = or <8 x i64> %2138, %52
  %2140 = fcmp oeq <16 x float> %2131, %42
  %2141 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2131, i32 4)
  %2142 = bitcast <8 x i64> %2139 to <16 x float>
  %2143 = select <16 x i1> %2140, <16 x float> %2142, <16 x float> %2141
  br label %2151

2144:                                             ; preds = %2130
  %2145 = bitcast <16 x float> %2131 to <8 x i64>
  %2146 = and <8 x i64> %2145, %51
  %2147 = fcmp oeq <16 x float> %2131, %39
  %2148 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2131, i32 4)
  %2149 = bitcast <8 x i64> %2146 to <16 x float>
  %2150 = select <16 x i1> %2147, <16 x float> %2149, <16 x float> %2148
  br label %2151

2151:                                             ; preds = %2144, %2137, %2134
  %2152 = phi <16 x float> [ %2136, %2134 ], [ %2143, %2137 ], [ %2150, %2144 ]
  switch i64 %131, label %345 [
    i64 1, label %2167
    i64 2, label %2160
    i64 3, label %2153
    i64 0, label %2189
  ]

2153:                                             ; preds = %2151
  %2154 = bitcast <16 x float> %2152 to <8 x i64>
  %2155 = and <8 x i64> %2154, %51
  %2156 = fcmp oeq <16 x float> %2152, %39
  %2157 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2152, i32 4)
  %2158 = bitcast <8 x i64> %2155 to <16 x float>
  %2159 = select <16 x i1> %2156, <16 x float> %2158, <16 x float> %2157
  br label %2170

2160:                                             ; preds = %2151
  %2161 = bitcast <16 x float> %2152 to <8 x i64>
  %2162 = or <8 x i64> %2161, %52
  %2163 = fcmp oeq <16 x float> %2152, %42
  %2164 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2152, i32 4)
  %2165 = bitcast <8 x i64> %2162 to <16 x float>
  %2166 = select <16 x i1> %2163, <16 x float> %2165, <16 x float> %2164
  br label %2170

2167:                                             ; preds = %2151
  %2168 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2132, <16 x i1> %2133, <16 x float> zeroinitializer)
  %2169 = fadd <16 x float> %2152, %2168
  br label %2170

2170:                                             ; preds = %2167, %2160, %2153
  %2171 = phi <16 x float> [ %2169, %2167 ], [ %2166, %2160 ], [ %2159, %2153 ]
  switch i64 %133, label %345 [
    i64 1, label %2186
    i64 2, label %2179
    i64 3, label %2172
    i64 0, label %2189
  ]

2172:                                             ; preds = %2170
  %2173 = bitcast <16 x float> %2171 to <8 x i64>
  %2174 = and <8 x i64> %2173, %51
  %2175 = fcmp oeq <16 x float> %2171, %39
  %2176 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2171, i32 4)
  %2177 = bitcast <8 x i64> %2174 to <16 x float>
  %2178 = select <16 x i1> %2175, <16 x float> %2177, <16 x float> %2176
  br label %2189

2179:                                             ; preds = %2170
  %2180 = bitcast <16 x float> %2171 to <8 x i64>
  %2181 = or <8 x i64> %2180, %52
  %2182 = fcmp oeq <16 x float> %2171, %42
  %2183 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2171, i32 4)
  %2184 = bitcast <8 x i64> %2181 to <16 x float>
  %2185 = select <16 x i1> %2182, <16 x float> %2184, <16 x float> %2183
  br label %2189

2186:                                             ; preds = %2170
  %2187 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2132, <16 x i1> %2133, <16 x float> zeroinitializer)
  %2188 = fadd <16 x float> %2171, %2187
  br label %2189

2189:                                             ; preds = %2172, %2179, %2186, %2170, %2151, %2130
  %2190 = phi <16 x float> [ %2171, %2170 ], [ %2131, %2130 ], [ %2152, %2151 ], [ %2188, %2186 ], [ %2185, %2179 ], [ %2178, %2172 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2190, ptr align 1 %1947, <16 x i1> %2133)
  %2191 = or disjoint i64 %251, 16
  %2192 = sub nsw i64 %9, %2191
  %2193 = icmp sgt i64 %2192, 15
  %2194 = trunc i64 %2192 to i32
  %2195 = shl nsw i32 -1, %2194
  %2196 = trunc i32 %2195 to i16
  %2197 = xor i16 %2196, -1
  %2198 = select i1 %2193, i16 -1, i16 %2197
  br i1 %53, label %2204, label %2199

2199:                                             ; preds = %2189
  %2200 = load float, ptr %232, align 4
  %2201 = insertelement <16 x float> poison, float %2200, i64 0
  %2202 = shufflevector <16 x float> %2201, <16 x float> poison, <16 x i32> zeroinitializer
  %2203 = fadd <16 x float> %1945, %2202
  br label %2204

2204:                                             ; preds = %2199, %2189
  %2205 = phi <16 x float> [ %2203, %2199 ], [ %1945, %2189 ]
  %2206 = getelementptr inbounds nuw i8, ptr %1947, i64 64
  %2207 = getelementptr inbounds nuw i8, ptr %1948, i64 64
  %2208 = select i1 %246, ptr null, ptr %2207
  %2209 = bitcast i16 %2198 to <16 x i1>
  switch i64 %129, label %345 [
    i64 1, label %2224
    i64 2, label %2217
    i64 3, label %2210
    i64 0, label %2265
  ]

2210:                                             ; preds = %2204
  %2211 = bitcast <16 x float> %2205 to <8 x i64>
  %2212 = and <8 x i64> %2211, %51
  %2213 = fcmp oeq <16 x float> %2205, %39
  %2214 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2205, i32 4)
  %2215 = bitcast <8 x i64> %2212 to <16 x float>
  %2216 = select <16 x i1> %2213, <16 x float> %2215, <16 x float> %2214
  br label %2227

2217:                                             ; preds = %2204
  %2218 = bitcast <16 x float> %2205 to <8 x i64>
  %2219 = or <8 x i64> %2218, %52
  %2220 = fcmp oeq <16 x float> %2205, %42
  %2221 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2205, i32 4)
  %2222 = bitcast <8 x i64> %2219 to <16 x float>
  %2223 = select <16 x i1> %2220, <16 x float> %2222, <16 x float> %2221
  br label %2227

2224:                                             ; preds = %2204
  %2225 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2208, <16 x i1> %2209, <16 x float> zeroinitializer)
  %2226 = fadd <16 x float> %2205, %2225
  br label %2227

2227:                                             ; preds = %2224, %2217, %2210
  %2228 = phi <16 x float> [ %2226, %2224 ], [ %2223, %2217 ], [ %2216, %2210 ]
  switch i64 %135, label %345 [
    i64 1, label %2243
    i64 2, label %2236
    i64 3, label %2229
    i64 0, label %2265
  ]

2229:                                             ; preds = %2227
  %2230 = bitcast <16 x float> %2228 to <8 x i64>
  %2231 = and <8 x i64> %2230, %51
  %2232 = fcmp oeq <16 x float> %2228, %39
  %2233 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2228, i32 4)
  %2234 = bitcast <8 x i64> %2231 to <16 x float>
  %2235 = select <16 x i1> %2232, <16 x float> %2234, <16 x float> %2233
  br label %2246

2236:                                             ; preds = %2227
  %2237 = bitcast <16 x float> %2228 to <8 x i64>
  %2238 = or <8 x i64> %2237, %52
  %2239 = fcmp oeq <16 x float> %2228, %42
  %2240 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2228, i32 4)
  %2241 = bitcast <8 x i64> %2238 to <16 x float>
  %2242 = select <16 x i1> %2239, <16 x float> %2241, <16 x float> %2240
  br label %2246

2243:                                             ; preds = %2227
  %2244 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2208, <16 x i1> %2209, <16 x float> zeroinitializer)
  %2245 = fadd <16 x float> %2228, %2244
  br label %2246

2246:                                             ; preds = %2243, %2236, %2229
  %2247 = phi <16 x float> [ %2245, %2243 ], [ %2242, %2236 ], [ %2235, %2229 ]
  switch i64 %137, label %345 [
    i64 1, label %2262
    i64 2, label %2255
    i64 3, label %2248
    i64 0, label %2265
  ]

2248:                                             ; preds = %2246
  %2249 = bitcast <16 x float> %2247 to <8 x i64>
  %2250 = and <8 x i64> %2249, %51
  %2251 = fcmp oeq <16 x float> %2247, %39
  %2252 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2247, i32 4)
  %2253 = bitcast <8 x i64> %2250 to <16 x float>
  %2254 = select <16 x i1> %2251, <16 x float> %2253, <16 x float> %2252
  br label %2265

2255:                                             ; preds = %2246
  %2256 = bitcast <16 x float> %2247 to <8 x i64>
  %2257 = or <8 x i64> %2256, %52
  %2258 = fcmp oeq <16 x float> %2247, %42
  %2259 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2247, i32 4)
  %2260 = bitcast <8 x i64> %2257 to <16 x float>
  %2261 = select <16 x i1> %2258, <16 x float> %2260, <16 x float> %2259
  br label %2265

2262:                                             ; preds = %2246
  %2263 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2208, <16 x i1> %2209, <16 x float> zeroinitializer)
  %2264 = fadd <16 x float> %2247, %2263
  br label %2265

2265:                                             ; preds = %2248, %2255, %2262, %2246, %2227, %2204
  %2266 = phi <16 x float> [ %2247, %2246 ], [ %2205, %2204 ], [ %2228, %2227 ], [ %2264, %2262 ], [ %2261, %2255 ], [ %2254, %2248 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2266, ptr nonnull align 1 %2206, <16 x i1> %2209)
  %2267 = or disjoint i64 %251, 32
  %2268 = sub nsw i64 %9, %2267
  %2269 = icmp sgt i64 %2268, 15
  %2270 = trunc i64 %2268 to i32
  %2271 = shl nsw i32 -1, %2270
  %2272 = trunc i32 %2271 to i16
  %2273 = xor i16 %2272, -1
  %2274 = select i1 %2269, i16 -1, i16 %2273
  br i1 %53, label %2280, label %2275

2275:                                             ; preds = %2265
  %2276 = load float, ptr %232, align 4
  %2277 = insertelement <16 x float> poison, float %2276, i64 0
  %2278 = shufflevector <16 x float> %2277, <16 x float> poison, <16 x i32> zeroinitializer
  %2279 = fadd <16 x float> %1944, %2278
  br label %2280

2280:                                             ; preds = %2275, %2265
  %2281 = phi <16 x float> [ %2279, %2275 ], [ %1944, %2265 ]
  %2282 = getelementptr inbounds nuw i8, ptr %1947, i64 128
  %2283 = getelementptr inbounds nuw i8, ptr %1948, i64 128
  %2284 = select i1 %246, ptr null, ptr %2283
  %2285 = bitcast i16 %2274 to <16 x i1>
  switch i64 %129, label %345 [
    i64 1, label %2300
    i64 2, label %2293
    i64 3, label %2286
    i64 0, label %2341
  ]

2286:                                             ; preds = %2280
  %2287 = bitcast <16 x float> %2281 to <8 x i64>
  %2288 = and <8 x i64> %2287, %51
  %2289 = fcmp oeq <16 x float> %2281, %39
  %2290 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2281, i32 4)
  %2291 = bitcast <8 x i64> %2288 to <16 x float>
  %2292 = select <16 x i1> %2289, <16 x float> %2291, <16 x float> %2290
  br label %2303

2293:                                             ; preds = %2280
  %2294 = bitcast <16 x float> %2281 to <8 x i64>
  %2295 = or <8 x i64> %2294, %52
  %2296 = fcmp oeq <16 x float> %2281, %42
  %2297 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2281, i32 4)
  %2298 = bitcast <8 x i64> %2295 to <16 x float>
  %2299 = select <16 x i1> %2296, <16 x float> %2298, <16 x float> %2297
  br label %2303

2300:                                             ; preds = %2280
  %2301 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2284, <16 x i1> %2285, <16 x float> zeroinitializer)
  %2302 = fadd <16 x float> %2281, %2301
  br label %2303

2303:                                             ; preds = %2300, %2293, %2286
  %2304 = phi <16 x float> [ %2302, %2300 ], [ %2299, %2293 ], [ %2292, %2286 ]
  switch i64 %139, label %345 [
    i64 1, label %2319
    i64 2, label %2312
    i64 3, label %2305
    i64 0, label %2341
  ]

2305:                                             ; preds = %2303
  %2306 = bitcast <16 x float> %2304 to <8 x i64>
  %2307 = and <8 x i64> %2306, %51
  %2308 = fcmp oeq <16 x float> %2304, %39
  %2309 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2304, i32 4)
  %2310 = bitcast <8 x i64> %2307 to <16 x float>
  %2311 = select <16 x i1> %2308, <16 x float> %2310, <16 x float> %2309
  br label %2322

2312:                                             ; preds = %2303
  %2313 = bitcast <16 x float> %2304 to <8 x i64>
  %2314 = or <8 x i64> %2313, %52
  %2315 = fcmp oeq <16 x float> %2304, %42
  %2316 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2304, i32 4)
  %2317 = bitcast <8 x i64> %2314 to <16 x float>
  %2318 = select <16 x i1> %2315, <16 x float> %2317, <16 x float> %2316
  br label %2322

2319:                                             ; preds = %2303
  %2320 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2284, <16 x i1> %2285, <16 x float> zeroinitializer)
  %2321 = fadd <16 x float> %2304, %2320
  br label %2322

2322:                                             ; preds = %2319, %2312, %2305
  %2323 = phi <16 x float> [ %2321, %2319 ], [ %2318, %2312 ], [ %2311, %2305 ]
  switch i64 %141, label %345 [
    i64 1, label %2338
    i64 2, label %2331
    i64 3, label %2324
    i64 0, label %2341
  ]

2324:                                             ; preds = %2322
  %2325 = bitcast <16 x float> %2323 to <8 x i64>
  %2326 = and <8 x i64> %2325, %51
  %2327 = fcmp oeq <16 x float> %2323, %39
  %2328 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2323, i32 4)
  %2329 = bitcast <8 x i64> %2326 to <16 x float>
  %2330 = select <16 x i1> %2327, <16 x float> %2329, <16 x float> %2328
  br label %2341

2331:                                             ; preds = %2322
  %2332 = bitcast <16 x float> %2323 to <8 x i64>
  %2333 = or <8 x i64> %2332, %52
  %2334 = fcmp oeq <16 x float> %2323, %42
  %2335 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2323, i32 4)
  %2336 = bitcast <8 x i64> %2333 to <16 x float>
  %2337 = select <16 x i1> %2334, <16 x float> %2336, <16 x float> %2335
  br label %2341

2338:                                             ; preds = %2322
  %2339 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2284, <16 x i1> %2285, <16 x float> zeroinitializer)
  %2340 = fadd <16 x float> %2323, %2339
  br label %2341

2341:                                             ; preds = %2324, %2331, %2338, %2322, %2303, %2280
  %2342 = phi <16 x float> [ %2323, %2322 ], [ %2281, %2280 ], [ %2304, %2303 ], [ %2340, %2338 ], [ %2337, %2331 ], [ %2330, %2324 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2342, ptr nonnull align 1 %2282, <16 x i1> %2285)
  %2343 = or disjoint i64 %251, 48
  %2344 = sub nsw i64 %9, %2343
  %2345 = icmp sgt i64 %2344, 15
  %2346 = trunc i64 %2344 to i32
  %2347 = shl nsw i32 -1, %2346
  %2348 = trunc i32 %2347 to i16
  %2349 = xor i16 %2348, -1
  %2350 = select i1 %2345, i16 -1, i16 %2349
  br i1 %53, label %2356, label %2351

2351:                                             ; preds = %2341
  %2352 = load float, ptr %232, align 4
  %2353 = insertelement <16 x float> poison, float %2352, i64 0
  %2354 = shufflevector <16 x float> %2353, <16 x float> poison, <16 x i32> zeroinitializer
  %2355 = fadd <16 x float> %1943, %2354
  br label %2356

2356:                                             ; preds = %2351, %2341
  %2357 = phi <16 x float> [ %2355, %2351 ], [ %1943, %2341 ]
  %2358 = getelementptr inbounds nuw i8, ptr %1947, i64 192
  %2359 = getelementptr inbounds nuw i8, ptr %1948, i64 192
  %2360 = select i1 %246, ptr null, ptr %2359
  %2361 = bitcast i16 %2350 to <16 x i1>
  switch i64 %129, label %345 [
    i64 1, label %2376
    i64 2, label %2369
    i64 3, label %2362
    i64 0, label %2417
  ]

2362:                                             ; preds = %2356
  %2363 = bitcast <16 x float> %2357 to <8 x i64>
  %2364 = and <8 x i64> %2363, %51
  %2365 = fcmp oeq <16 x float> %2357, %39
  %2366 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2357, i32 4)
  %2367 = bitcast <8 x i64> %2364 to <16 x float>
  %2368 = select <16 x i1> %2365, <16 x float> %2367, <16 x float> %2366
  br label %2379

2369:                                             ; preds = %2356
  %2370 = bitcast <16 x float> %2357 to <8 x i64>
  %2371 = or <8 x i64> %2370, %52
  %2372 = fcmp oeq <16 x float> %2357, %42
  %2373 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2357, i32 4)
  %2374 = bitcast <8 x i64> %2371 to <16 x float>
  %2375 = select <16 x i1> %2372, <16 x float> %2374, <16 x float> %2373
  br label %2379

2376:                                             ; preds = %2356
  %2377 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2360, <16 x i1> %2361, <16 x float> zeroinitializer)
  %2378 = fadd <16 x float> %2357, %2377
  br label %2379

2379:                                             ; preds = %2376, %2369, %2362
  %2380 = phi <16 x float> [ %2378, %2376 ], [ %2375, %2369 ], [ %2368, %2362 ]
  switch i64 %143, label %345 [
    i64 1, label %2395
    i64 2, label %2388
    i64 3, label %2381
    i64 0, label %2417
  ]

2381:                                             ; preds = %2379
  %2382 = bitcast <16 x float> %2380 to <8 x i64>
  %2383 = and <8 x i64> %2382, %51
  %2384 = fcmp oeq <16 x float> %2380, %39
  %2385 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2380, i32 4)
  %2386 = bitcast <8 x i64> %2383 to <16 x float>
  %2387 = select <16 x i1> %2384, <16 x float> %2386, <16 x float> %2385
  br label %2398

2388:                                             ; preds = %2379
  %2389 = bitcast <16 x float> %2380 to <8 x i64>
  %2390 = or <8 x i64> %2389, %52
  %2391 = fcmp oeq <16 x float> %2380, %42
  %2392 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2380, i32 4)
  %2393 = bitcast <8 x i64> %2390 to <16 x float>
  %2394 = select <16 x i1> %2391, <16 x float> %2393, <16 x float> %2392
  br label %2398

2395:                                             ; preds = %2379
  %2396 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2360, <16 x i1> %2361, <16 x float> zeroinitializer)
  %2397 = fadd <16 x float> %2380, %2396
  br label %2398

2398:                                             ; preds = %2395, %2388, %2381
  %2399 = phi <16 x float> [ %2397, %2395 ], [ %2394, %2388 ], [ %2387, %2381 ]
  switch i64 %145, label %345 [
    i64 1, label %2414
    i64 2, label %2407
    i64 3, label %2400
    i64 0, label %2417
  ]

2400:                                             ; preds = %2398
  %2401 = bitcast <16 x float> %2399 to <8 x i64>
  %2402 = and <8 x i64> %2401, %51
  %2403 = fcmp oeq <16 x float> %2399, %39
  %2404 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2399, i32 4)
  %2405 = bitcast <8 x i64> %2402 to <16 x float>
  %2406 = select <16 x i1> %2403, <16 x float> %2405, <16 x float> %2404
  br label %2417

2407:                                             ; preds = %2398
  %2408 = bitcast <16 x float> %2399 to <8 x i64>
  %2409 = or <8 x i64> %2408, %52
  %2410 = fcmp oeq <16 x float> %2399, %42
  %2411 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2399, i32 4)
  %2412 = bitcast <8 x i64> %2409 to <16 x float>
  %2413 = select <16 x i1> %2410, <16 x float> %2412, <16 x float> %2411
  br label %2417

2414:                                             ; preds = %2398
  %2415 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2360, <16 x i1> %2361, <16 x float> zeroinitializer)
  %2416 = fadd <16 x float> %2399, %2415
  br label %2417

2417:                                             ; preds = %2400, %2407, %2414, %2398, %2379, %2356
  %2418 = phi <16 x float> [ %2399, %2398 ], [ %2357, %2356 ], [ %2380, %2379 ], [ %2416, %2414 ], [ %2413, %2407 ], [ %2406, %2400 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2418, ptr nonnull align 1 %2358, <16 x i1> %2361)
  %2419 = or disjoint i64 %251, 64
  %2420 = sub nsw i64 %9, %2419
  %2421 = icmp sgt i64 %2420, 15
  %2422 = trunc i64 %2420 to i32
  %2423 = shl nsw i32 -1, %2422
  %2424 = trunc i32 %2423 to i16
  %2425 = xor i16 %2424, -1
  %2426 = select i1 %2421, i16 -1, i16 %2425
  br i1 %53, label %2432, label %2427

2427:                                             ; preds = %2417
  %2428 = load float, ptr %232, align 4
  %2429 = insertelement <16 x float> poison, float %2428, i64 0
  %2430 = shufflevector <16 x float> %2429, <16 x float> poison, <16 x i32> zeroinitializer
  %2431 = fadd <16 x float> %1942, %2430
  br label %2432

2432:                                             ; preds = %2427, %2417
  %2433 = phi <16 x float> [ %2431, %2427 ], [ %1942, %2417 ]
  %2434 = getelementptr inbounds nuw i8, ptr %1947, i64 256
  %2435 = getelementptr inbounds nuw i8, ptr %1948, i64 256
  %2436 = select i1 %246, ptr null, ptr %2435
  %2437 = bitcast i16 %2426 to <16 x i1>
  switch i64 %129, label %345 [
    i64 1, label %2452
    i64 2, label %2445
    i64 3, label %2438
    i64 0, label %2493
  ]

2438:                                             ; preds = %2432
  %2439 = bitcast <16 x float> %2433 to <8 x i64>
  %2440 = and <8 x i64> %2439, %51
  %2441 = fcmp oeq <16 x float> %2433, %39
  %2442 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2433, i32 4)
  %2443 = bitcast <8 x i64> %2440 to <16 x float>
  %2444 = select <16 x i1> %2441, <16 x float> %2443, <16 x float> %2442
  br label %2455

2445:                                             ; preds = %2432
  %2446 = bitcast <16 x float> %2433 to <8 x i64>
  %2447 = or <8 x i64> %2446, %52
  %2448 = fcmp oeq <16 x float> %2433, %42
  %2449 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2433, i32 4)
  %2450 = bitcast <8 x i64> %2447 to <16 x float>
  %2451 = select <16 x i1> %2448, <16 x float> %2450, <16 x float> %2449
  br label %2455

2452:                                             ; preds = %2432
  %2453 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2436, <16 x i1> %2437, <16 x float> zeroinitializer)
  %2454 = fadd <16 x float> %2433, %2453
  br label %2455

2455:                                             ; preds = %2452, %2445, %2438
  %2456 = phi <16 x float> [ %2454, %2452 ], [ %2451, %2445 ], [ %2444, %2438 ]
  switch i64 %147, label %345 [
    i64 1, label %2471
    i64 2, label %2464
    i64 3, label %2457
    i64 0, label %2493
  ]

2457:                                             ; preds = %2455
  %2458 = bitcast <16 x float> %2456 to <8 x i64>
  %2459 = and <8 x i64> %2458, %51
  %2460 = fcmp oeq <16 x float> %2456, %39
  %2461 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2456, i32 4)
  %2462 = bitcast <8 x i64> %2459 to <16 x float>
  %2463 = select <16 x i1> %2460, <16 x float> %2462, <16 x float> %2461
  br label %2474

2464:                                             ; preds = %2455
  %2465 = bitcast <16 x float> %2456 to <8 x i64>
  %2466 = or <8 x i64> %2465, %52
  %2467 = fcmp oeq <16 x float> %2456, %42
  %2468 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2456, i32 4)
  %2469 = bitcast <8 x i64> %2466 to <16 x float>
  %2470 = select <16 x i1> %2467, <16 x float> %2469, <16 x float> %2468
  br label %2474

2471:                                             ; preds = %2455
  %2472 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2436, <16 x i1> %2437, <16 x float> zeroinitializer)
  %2473 = fadd <16 x float> %2456, %2472
  br label %2474

2474:                                             ; preds = %2471, %2464, %2457
  %2475 = phi <16 x float> [ %2473, %2471 ], [ %2470, %2464 ], [ %2463, %2457 ]
  switch i64 %149, label %345 [
    i64 1, label %2490
    i64 2, label %2483
    i64 3, label %2476
    i64 0, label %2493
  ]

2476:                                             ; preds = %2474
  %2477 = bitcast <16 x float> %2475 to <8 x i64>
  %2478 = and <8 x i64> %2477, %51
  %2479 = fcmp oeq <16 x float> %2475, %39
  %2480 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2475, i32 4)
  %2481 = bitcast <8 x i64> %2478 to <16 x float>
  %2482 = select <16 x i1> %2479, <16 x float> %2481, <16 x float> %2480
  br label %2493

2483:                                             ; preds = %2474
  %2484 = bitcast <16 x float> %2475 to <8 x i64>
  %2485 = or <8 x i64> %2484, %52
  %2486 = fcmp oeq <16 x float> %2475, %42
  %2487 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2475, i32 4)
  %2488 = bitcast <8 x i64> %2485 to <16 x float>
  %2489 = select <16 x i1> %2486, <16 x float> %2488, <16 x float> %2487
  br label %2493

2490:                                             ; preds = %2474
  %2491 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2436, <16 x i1> %2437, <16 x float> zeroinitializer)
  %2492 = fadd <16 x float> %2475, %2491
  br label %2493

2493:                                             ; preds = %2476, %2483, %2490, %2474, %2455, %2432
  %2494 = phi <16 x float> [ %2475, %2474 ], [ %2433, %2432 ], [ %2456, %2455 ], [ %2492, %2490 ], [ %2489, %2483 ], [ %2482, %2476 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2494, ptr nonnull align 1 %2434, <16 x i1> %2437)
  %2495 = or disjoint i64 %251, 80
  %2496 = sub nsw i64 %9, %2495
  %2497 = icmp sgt i64 %2496, 15
  %2498 = trunc i64 %2496 to i32
  %2499 = shl nsw i32 -1, %2498
  %2500 = trunc i32 %2499 to i16
  %2501 = xor i16 %2500, -1
  %2502 = select i1 %2497, i16 -1, i16 %2501
  br i1 %53, label %2508, label %2503

2503:                                             ; preds = %2493
  %2504 = load float, ptr %232, align 4
  %2505 = insertelement <16 x float> poison, float %2504, i64 0
  %2506 = shufflevector <16 x float> %2505, <16 x float> poison, <16 x i32> zeroinitializer
  %2507 = fadd <16 x float> %1941, %2506
  br label %2508

2508:                                             ; preds = %2503, %2493
  %2509 = phi <16 x float> [ %2507, %2503 ], [ %1941, %2493 ]
  %2510 = getelementptr inbounds nuw i8, ptr %1947, i64 320
  %2511 = getelementptr inbounds nuw i8, ptr %1948, i64 320
  %2512 = select i1 %246, ptr null, ptr %2511
  %2513 = bitcast i16 %2502 to <16 x i1>
  switch i64 %129, label %345 [
    i64 1, label %2528
    i64 2, label %2521
    i64 3, label %2514
    i64 0, label %2569
  ]

2514:                                             ; preds = %2508
  %2515 = bitcast <16 x float> %2509 to <8 x i64>
  %2516 = and <8 x i64> %2515, %51
  %2517 = fcmp oeq <16 x float> %2509, %39
  %2518 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2509, i32 4)
  %2519 = bitcast <8 x i64> %2516 to <16 x float>
  %2520 = select <16 x i1> %2517, <16 x float> %2519, <16 x float> %2518
  br label %2531

2521:                                             ; preds = %2508
  %2522 = bitcast <16 x float> %2509 to <8 x i64>
  %2523 = or <8 x i64> %2522, %52
  %2524 = fcmp oeq <16 x float> %2509, %42
  %2525 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2509, i32 4)
  %2526 = bitcast <8 x i64> %2523 to <16 x float>
  %2527 = select <16 x i1> %2524, <16 x float> %2526, <16 x float> %2525
  br label %2531

2528:                                             ; preds = %2508
  %2529 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2512, <16 x i1> %2513, <16 x float> zeroinitializer)
  %2530 = fadd <16 x float> %2509, %2529
  br label %2531

2531:                                             ; preds = %2528, %2521, %2514
  %2532 = phi <16 x float> [ %2530, %2528 ], [ %2527, %2521 ], [ %2520, %2514 ]
  switch i64 %151, label %345 [
    i64 1, label %2547
    i64 2, label %2540
    i64 3, label %2533
    i64 0, label %2569
  ]

2533:                                             ; preds = %2531
  %2534 = bitcast <16 x float> %2532 to <8 x i64>
  %2535 = and <8 x i64> %2534, %51
  %2536 = fcmp oeq <16 x float> %2532, %39
  %2537 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2532, i32 4)
  %2538 = bitcast <8 x i64> %2535 to <16 x float>
  %2539 = select <16 x i1> %2536, <16 x float> %2538, <16 x float> %2537
  br label %2550

2540:                                             ; preds = %2531
  %2541 = bitcast <16 x float> %2532 to <8 x i64>
  %2542 = or <8 x i64> %2541, %52
  %2543 = fcmp oeq <16 x float> %2532, %42
  %2544 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2532, i32 4)
  %2545 = bitcast <8 x i64> %2542 to <16 x float>
  %2546 = select <16 x i1> %2543, <16 x float> %2545, <16 x float> %2544
  br label %2550

2547:                                             ; preds = %2531
  %2548 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2512, <16 x i1> %2513, <16 x float> zeroinitializer)
  %2549 = fadd <16 x float> %2532, %2548
  br label %2550

2550:                                             ; preds = %2547, %2540, %2533
  %2551 = phi <16 x float> [ %2549, %2547 ], [ %2546, %2540 ], [ %2539, %2533 ]
  switch i64 %153, label %345 [
    i64 1, label %2566
    i64 2, label %2559
    i64 3, label %2552
    i64 0, label %2569
  ]

2552:                                             ; preds = %2550
  %2553 = bitcast <16 x float> %2551 to <8 x i64>
  %2554 = and <8 x i64> %2553, %51
  %2555 = fcmp oeq <16 x float> %2551, %39
  %2556 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2551, i32 4)
  %2557 = bitcast <8 x i64> %2554 to <16 x float>
  %2558 = select <16 x i1> %2555, <16 x float> %2557, <16 x float> %2556
  br label %2569

2559:                                             ; preds = %2550
  %2560 = bitcast <16 x float> %2551 to <8 x i64>
  %2561 = or <8 x i64> %2560, %52
  %2562 = fcmp oeq <16 x float> %2551, %42
  %2563 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2551, i32 4)
  %2564 = bitcast <8 x i64> %2561 to <16 x float>
  %2565 = select <16 x i1> %2562, <16 x float> %2564, <16 x float> %2563
  br label %2569

2566:                                             ; preds = %2550
  %2567 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2512, <16 x i1> %2513, <16 x float> zeroinitializer)
  %2568 = fadd <16 x float> %2551, %2567
  br label %2569

2569:                                             ; preds = %2552, %2559, %2566, %2550, %2531, %2508
  %2570 = phi <16 x float> [ %2551, %2550 ], [ %2509, %2508 ], [ %2532, %2531 ], [ %2568, %2566 ], [ %2565, %2559 ], [ %2558, %2552 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2570, ptr nonnull align 1 %2510, <16 x i1> %2513)
  br label %3844

2571:                                             ; preds = %250
  call void @llvm.lifetime.start.p0(ptr nonnull %28)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(448) %28, i8 0, i64 448, i1 false)
  br i1 %49, label %2584, label %2574

2572:                                             ; preds = %2597
  %2573 = load <16 x float>, ptr %28, align 64
  br label %2574

2574:                                             ; preds = %2572, %2571
  %2575 = phi <16 x float> [ %2573, %2572 ], [ zeroinitializer, %2571 ]
  %2576 = getelementptr inbounds nuw float, ptr %238, i64 %251
  %2577 = getelementptr inbounds nuw float, ptr %242, i64 %251
  %2578 = icmp sgt i64 %252, 15
  %2579 = trunc i64 %252 to i32
  %2580 = shl nsw i32 -1, %2579
  %2581 = trunc i32 %2580 to i16
  %2582 = xor i16 %2581, -1
  %2583 = select i1 %2578, i16 -1, i16 %2582
  br i1 %53, label %2646, label %2641

2584:                                             ; preds = %2571, %2597
  %2585 = phi i64 [ %2598, %2597 ], [ 0, %2571 ]
  %2586 = mul nsw i64 %2585, %14
  %2587 = add i64 %245, %2586
  %2588 = icmp sgt i64 %2587, -1
  %2589 = icmp slt i64 %2587, %6
  %2590 = and i1 %2588, %2589
  %2591 = select i1 %2590, i64 %2587, i64 0
  %2592 = mul nsw i64 %2591, %7
  %2593 = getelementptr inbounds float, ptr %229, i64 %2592
  br i1 %50, label %2594, label %2597

2594:                                             ; preds = %2584
  %2595 = mul nuw nsw i64 %2585, %11
  %2596 = getelementptr inbounds nuw float, ptr %231, i64 %2595
  br label %2600

2597:                                             ; preds = %2608, %2584
  %2598 = add nuw nsw i64 %2585, 1
  %2599 = icmp eq i64 %2598, %10
  br i1 %2599, label %2572, label %2584

2600:                                             ; preds = %2594, %2608
  %2601 = phi i64 [ 0, %2594 ], [ %2609, %2608 ]
  %2602 = getelementptr inbounds nuw float, ptr %2596, i64 %2601
  %2603 = load float, ptr %2602, align 4
  %2604 = insertelement <16 x float> poison, float %2603, i64 0
  %2605 = shufflevector <16 x float> %2604, <16 x float> poison, <16 x i32> zeroinitializer
  %2606 = mul nsw i64 %2601, %15
  %2607 = sub i64 %2606, %17
  br label %2611

2608:                                             ; preds = %2611
  %2609 = add nuw nsw i64 %2601, 1
  %2610 = icmp eq i64 %2609, %11
  br i1 %2610, label %2597, label %2600

2611:                                             ; preds = %2600, %2611
  %2612 = phi i64 [ 0, %2600 ], [ %2639, %2611 ]
  %2613 = shl nuw nsw i64 %2612, 4
  %2614 = or disjoint i64 %251, %2613
  %2615 = add i64 %2607, %2614
  %2616 = icmp slt i64 %2615, 0
  %2617 = sub nsw i64 0, %2615
  %2618 = select i1 %2616, i64 %2617, i64 0
  %2619 = sub nsw i64 %7, %2615
  %2620 = sub nsw i64 %9, %2614
  %2621 = tail call i64 @llvm.smin.i64(i64 %2619, i64 %2620)
  %2622 = tail call i64 @llvm.smin.i64(i64 %2621, i64 16)
  %2623 = icmp sgt i64 %2622, %2618
  %2624 = select i1 %2590, i1 %2623, i1 false
  %2625 = trunc i64 %2622 to i32
  %2626 = shl nsw i32 -1, %2625
  %2627 = xor i32 %2626, -1
  %2628 = trunc i64 %2618 to i32
  %2629 = shl nsw i32 -1, %2628
  %2630 = and i32 %2629, %2627
  %2631 = trunc i32 %2630 to i16
  %2632 = select i1 %2624, i16 %2631, i16 0
  %2633 = getelementptr inbounds float, ptr %2593, i64 %2615
  %2634 = bitcast i16 %2632 to <16 x i1>
  %2635 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2633, <16 x i1> %2634, <16 x float> zeroinitializer)
  %2636 = getelementptr inbounds nuw <16 x float>, ptr %28, i64 %2612
  %2637 = load <16 x float>, ptr %2636, align 64
  %2638 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2635, <16 x float> %2605, <16 x float> %2637)
  store <16 x float> %2638, ptr %2636, align 64
  %2639 = add nuw nsw i64 %2612, 1
  %2640 = icmp eq i64 %2639, 7
  br i1 %2640, label %2608, label %2611

2641:                                             ; preds = %2574
  %2642 = load float, ptr %232, align 4
  %2643 = insertelement <16 x float> poison, float %2642, i64 0
  %2644 = shufflevector <16 x float> %2643, <16 x float> poison, <16 x i32> zeroinitializer
  %2645 = fadd <16 x float> %2575, %2644
  br label %2646

2646:                                             ; preds = %2641, %2574
  %2647 = phi <16 x float> [ %2645, %2641 ], [ %2575, %2574 ]
  %2648 = select i1 %246, ptr null, ptr %2577
  %2649 = bitcast i16 %2583 to <16 x i1>
  switch i64 %94, label %345 [
    i64 1, label %2650
    i64 2, label %2653
    i64 3, label %2660
    i64 0, label %2705
  ]

2650:                                             ; preds = %2646
  %2651 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2648, <16 x i1> %2649, <16 x float> zeroinitializer)
  %2652 = fadd <16 x float> %2647, %2651
  br label %2667

2653:                                             ; preds = %2646
  %2654 = bitcast <16 x float> %2647 to <8 x i64>
  %2655 = or <8 x i64> %2654, %52
  %2656 = fcmp oeq <16 x float> %2647, %42
  %2657 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2647, i32 4)
  %2658 = bitcast <8 x i64> %2655 to <16 x float>
  %2659 = select <16 x i1> %2656, <16 x float> %2658, <16 x float> %2657
  br label %2667

2660:                                             ; preds = %2646
  %2661 = bitcast <16 x float> %2647 to <8 x i64>
  %2662 = and <8 x i64> %2661, %51
  %2663 = fcmp oeq <16 x float> %2647, %39
  %2664 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2647, i32 4)
  %2665 = bitcast <8 x i64> %2662 to <16 x float>
  %2666 = select <16 x i1> %2663, <16 x float> %2665, <16 x float> %2664
  br label %2667

2667:                                             ; preds = %2660, %2653, %2650
  %2668 = phi <16 x float> [ %2652, %2650 ], [ %2659, %2653 ], [ %2666, %2660 ]
  switch i64 %96, label %345 [
    i64 1, label %2683
    i64 2, label %2676
    i64 3, label %2669
    i64 0, label %2705
  ]

2669:                                             ; preds = %2667
  %2670 = bitcast <16 x float> %2668 to <8 x i64>
  %2671 = and <8 x i64> %2670, %51
  %2672 = fcmp oeq <16 x float> %2668, %39
  %2673 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2668, i32 4)
  %2674 = bitcast <8 x i64> %2671 to <16 x float>
  %2675 = select <16 x i1> %2672, <16 x float> %2674, <16 x float> %2673
  br label %2686

2676:                                             ; preds = %2667
  %2677 = bitcast <16 x float> %2668 to <8 x i64>
  %2678 = or <8 x i64> %2677, %52
  %2679 = fcmp oeq <16 x float> %2668, %42
  %2680 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2668, i32 4)
  %2681 = bitcast <8 x i64> %2678 to <16 x float>
  %2682 = select <16 x i1> %2679, <16 x float> %2681, <16 x float> %2680
  br label %2686

2683:                                             ; preds = %2667
  %2684 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2648, <16 x i1> %2649, <16 x float> zeroinitializer)
  %2685 = fadd <16 x float> %2668, %2684
  br label %2686

2686:                                             ; preds = %2683, %2676, %2669
  %2687 = phi <16 x float> [ %2685, %2683 ], [ %2682, %2676 ], [ %2675, %2669 ]
  switch i64 %98, label %345 [
    i64 1, label %2702
    i64 2, label %2695
    i64 3, label %2688
    i64 0, label %2705
  ]

2688:                                             ; preds = %2686
  %2689 = bitcast <16 x float> %2687 to <8 x i64>
  %2690 = and <8 x i64> %2689, %51
  %2691 = fcmp oeq <16 x float> %2687, %39
  %2692 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2687, i32 4)
  %2693 = bitcast <8 x i64> %2690 to <16 x float>
  %2694 = select <16 x i1> %2691, <16 x float> %2693, <16 x float> %2692
  br label %2705

2695:                                             ; preds = %2686
  %2696 = bitcast <16 x float> %2687 to <8 x i64>
  %2697 = or <8 x i64> %2696, %52
  %2698 = fcmp oeq <16 x float> %2687, %42
  %2699 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2687, i32 4)
  %2700 = bitcast <8 x i64> %2697 to <16 x float>
  %2701 = select <16 x i1> %2698, <16 x float> %2700, <16 x float> %2699
  br label %2705

2702:                                             ; preds = %2686
  %2703 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2648, <16 x i1> %2649, <16 x float> zeroinitializer)
  %2704 = fadd <16 x float> %2687, %2703
  br label %2705

2705:                                             ; preds = %2688, %2695, %2702, %2686, %2667, %2646
  %2706 = phi <16 x float> [ %2687, %2686 ], [ %2647, %2646 ], [ %2668, %2667 ], [ %2704, %2702 ], [ %2701, %2695 ], [ %2694, %2688 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2706, ptr align 1 %2576, <16 x i1> %2649)
  %2707 = or disjoint i64 %251, 16
  %2708 = sub nsw i64 %9, %2707
  %2709 = icmp sgt i64 %2708, 15
  %2710 = trunc i64 %2708 to i32
  %2711 = shl nsw i32 -1, %2710
  %2712 = trunc i32 %2711 to i16
  %2713 = xor i16 %2712, -1
  %2714 = select i1 %2709, i16 -1, i16 %2713
  %2715 = load <16 x float>, ptr %99, align 64
  br i1 %53, label %2721, label %2716

2716:                                             ; preds = %2705
  %2717 = load float, ptr %232, align 4
  %2718 = insertelement <16 x float> poison, float %2717, i64 0
  %2719 = shufflevector <16 x float> %2718, <16 x float> poison, <16 x i32> zeroinitializer
  %2720 = fadd <16 x float> %2715, %2719
  br label %2721

2721:                                             ; preds = %2716, %2705
  %2722 = phi <16 x float> [ %2720, %2716 ], [ %2715, %2705 ]
  %2723 = getelementptr inbounds nuw i8, ptr %2576, i64 64
  %2724 = getelementptr inbounds nuw i8, ptr %2577, i64 64
  %2725 = select i1 %246, ptr null, ptr %2724
  %2726 = bitcast i16 %2714 to <16 x i1>
  switch i64 %94, label %345 [
    i64 1, label %2741
    i64 2, label %2734
    i64 3, label %2727
    i64 0, label %2782
  ]

2727:                                             ; preds = %2721
  %2728 = bitcast <16 x float> %2722 to <8 x i64>
  %2729 = and <8 x i64> %2728, %51
  %2730 = fcmp oeq <16 x float> %2722, %39
  %2731 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2722, i32 4)
  %2732 = bitcast <8 x i64> %2729 to <16 x float>
  %2733 = select <16 x i1> %2730, <16 x float> %2732, <16 x float> %2731
  br label %2744

2734:                                             ; preds = %2721
  %2735 = bitcast <16 x float> %2722 to <8 x i64>
  %2736 = or <8 x i64> %2735, %52
  %2737 = fcmp oeq <16 x float> %2722, %42
  %2738 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2722, i32 4)
  %2739 = bitcast <8 x i64> %2736 to <16 x float>
  %2740 = select <16 x i1> %2737, <16 x float> %2739, <16 x float> %2738
  br label %2744

2741:                                             ; preds = %2721
  %2742 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2725, <16 x i1> %2726, <16 x float> zeroinitializer)
  %2743 = fadd <16 x float> %2722, %2742
  br label %2744

2744:                                             ; preds = %2741, %2734, %2727
  %2745 = phi <16 x float> [ %2743, %2741 ], [ %2740, %2734 ], [ %2733, %2727 ]
  switch i64 %101, label %345 [
    i64 1, label %2760
    i64 2, label %2753
    i64 3, label %2746
    i64 0, label %2782
  ]

2746:                                             ; preds = %2744
  %2747 = bitcast <16 x float> %2745 to <8 x i64>
  %2748 = and <8 x i64> %2747, %51
  %2749 = fcmp oeq <16 x float> %2745, %39
  %2750 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2745, i32 4)
  %2751 = bitcast <8 x i64> %2748 to <16 x float>
  %2752 = select <16 x i1> %2749, <16 x float> %2751, <16 x float> %2750
  br label %2763

2753:                                             ; preds = %2744
  %2754 = bitcast <16 x float> %2745 to <8 x i64>
  %2755 = or <8 x i64> %2754, %52
  %2756 = fcmp oeq <16 x float> %2745, %42
  %2757 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2745, i32 4)
  %2758 = bitcast <8 x i64> %2755 to <16 x float>
  %2759 = select <16 x i1> %2756, <16 x float> %2758, <16 x float> %2757
  br label %2763

2760:                                             ; preds = %2744
  %2761 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2725, <16 x i1> %2726, <16 x float> zeroinitializer)
  %2762 = fadd <16 x float> %2745, %2761
  br label %2763

2763:                                             ; preds = %2760, %2753, %2746
  %2764 = phi <16 x float> [ %2762, %2760 ], [ %2759, %2753 ], [ %2752, %2746 ]
  switch i64 %103, label %345 [
    i64 1, label %2779
    i64 2, label %2772
    i64 3, label %2765
    i64 0, label %2782
  ]

2765:                                             ; preds = %2763
  %2766 = bitcast <16 x float> %2764 to <8 x i64>
  %2767 = and <8 x i64> %2766, %51
  %2768 = fcmp oeq <16 x float> %2764, %39
  %2769 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2764, i32 4)
  %2770 = bitcast <8 x i64> %2767 to <16 x float>
  %2771 = select <16 x i1> %2768, <16 x float> %2770, <16 x float> %2769
  br label %2782

2772:                                             ; preds = %2763
  %2773 = bitcast <16 x float> %2764 to <8 x i64>
  %2774 = or <8 x i64> %2773, %52
  %2775 = fcmp oeq <16 x float> %2764, %42
  %2776 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2764, i32 4)
  %2777 = bitcast <8 x i64> %2774 to <16 x float>
  %2778 = select <16 x i1> %2775, <16 x float> %2777, <16 x float> %2776
  br label %2782

2779:                                             ; preds = %2763
  %2780 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2725, <16 x i1> %2726, <16 x float> zeroinitializer)
  %2781 = fadd <16 x float> %2764, %2780
  br label %2782

2782:                                             ; preds = %2765, %2772, %2779, %2763, %2744, %2721
  %2783 = phi <16 x float> [ %2764, %2763 ], [ %2722, %2721 ], [ %2745, %2744 ], [ %2781, %2779 ], [ %2778, %2772 ], [ %2771, %2765 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2783, ptr nonnull align 1 %2723, <16 x i1> %2726)
  %2784 = or disjoint i64 %251, 32
  %2785 = sub nsw i64 %9, %2784
  %2786 = icmp sgt i64 %2785, 15
  %2787 = trunc i64 %2785 to i32
  %2788 = shl nsw i32 -1, %2787
  %2789 = trunc i32 %2788 to i16
  %2790 = xor i16 %2789, -1
  %2791 = select i1 %2786, i16 -1, i16 %2790
  %2792 = load <16 x float>, ptr %104, align 64
  br i1 %53, label %2798, label %2793

2793:                                             ; preds = %2782
  %2794 = load float, ptr %232, align 4
  %2795 = insertelement <16 x float> poison, float %2794, i64 0
  %2796 = shufflevector <16 x float> %2795, <16 x float> poison, <16 x i32> zeroinitializer
  %2797 = fadd <16 x float> %2792, %2796
  br label %2798

2798:                                             ; preds = %2793, %2782
  %2799 = phi <16 x float> [ %2797, %2793 ], [ %2792, %2782 ]
  %2800 = getelementptr inbounds nuw i8, ptr %2576, i64 128
  %2801 = getelementptr inbounds nuw i8, ptr %2577, i64 128
  %2802 = select i1 %246, ptr null, ptr %2801
  %2803 = bitcast i16 %2791 to <16 x i1>
  switch i64 %94, label %345 [
    i64 1, label %2818
    i64 2, label %2811
    i64 3, label %2804
    i64 0, label %2859
  ]

2804:                                             ; preds = %2798
  %2805 = bitcast <16 x float> %2799 to <8 x i64>
  %2806 = and <8 x i64> %2805, %51
  %2807 = fcmp oeq <16 x float> %2799, %39
  %2808 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2799, i32 4)
  %2809 = bitcast <8 x i64> %2806 to <16 x float>
  %2810 = select <16 x i1> %2807, <16 x float> %2809, <16 x float> %2808
  br label %2821

2811:                                             ; preds = %2798
  %2812 = bitcast <16 x float> %2799 to <8 x i64>
  %2813 = or <8 x i64> %2812, %52
  %2814 = fcmp oeq <16 x float> %2799, %42
  %2815 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2799, i32 4)
  %2816 = bitcast <8 x i64> %2813 to <16 x float>
  %2817 = select <16 x i1> %2814, <16 x float> %2816, <16 x float> %2815
  br label %2821

2818:                                             ; preds = %2798
  %2819 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2802, <16 x i1> %2803, <16 x float> zeroinitializer)
  %2820 = fadd <16 x float> %2799, %2819
  br label %2821

2821:                                             ; preds = %2818, %2811, %2804
  %2822 = phi <16 x float> [ %2820, %2818 ], [ %2817, %2811 ], [ %2810, %2804 ]
  switch i64 %106, label %345 [
    i64 1, label %2837
    i64 2, label %2830
    i64 3, label %2823
    i64 0, label %2859
  ]

2823:                                             ; preds = %2821
  %2824 = bitcast <16 x float> %2822 to <8 x i64>
  %2825 = and <8 x i64> %2824, %51
  %2826 = fcmp oeq <16 x float> %2822, %39
  %2827 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2822, i32 4)
  %2828 = bitcast <8 x i64> %2825 to <16 x float>
  %2829 = select <16 x i1> %2826, <16 x float> %2828, <16 x float> %2827
  br label %2840

2830:                                             ; preds = %2821
  %2831 = bitcast <16 x float> %2822 to <8 x i64>
  %2832 = or <8 x i64> %2831, %52
  %2833 = fcmp oeq <16 x float> %2822, %42
  %2834 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2822, i32 4)
  %2835 = bitcast <8 x i64> %2832 to <16 x float>
  %2836 = select <16 x i1> %2833, <16 x float> %2835, <16 x float> %2834
  br label %2840

2837:                                             ; preds = %2821
  %2838 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2802, <16 x i1> %2803, <16 x float> zeroinitializer)
  %2839 = fadd <16 x float> %2822, %2838
  br label %2840

2840:                                             ; preds = %2837, %2830, %2823
  %2841 = phi <16 x float> [ %2839, %2837 ], [ %2836, %2830 ], [ %2829, %2823 ]
  switch i64 %108, label %345 [
    i64 1, label %2856
    i64 2, label %2849
    i64 3, label %2842
    i64 0, label %2859
  ]

2842:                                             ; preds = %2840
  %2843 = bitcast <16 x float> %2841 to <8 x i64>
  %2844 = and <8 x i64> %2843, %51
  %2845 = fcmp oeq <16 x float> %2841, %39
  %2846 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2841, i32 4)
  %2847 = bitcast <8 x i64> %2844 to <16 x float>
  %2848 = select <16 x i1> %2845, <16 x float> %2847, <16 x float> %2846
  br label %2859

2849:                                             ; preds = %2840
  %2850 = bitcast <16 x float> %2841 to <8 x i64>
  %2851 = or <8 x i64> %2850, %52
  %2852 = fcmp oeq <16 x float> %2841, %42
  %2853 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2841, i32 4)
  %2854 = bitcast <8 x i64> %2851 to <16 x float>
  %2855 = select <16 x i1> %2852, <16 x float> %2854, <16 x float> %2853
  br label %2859

2856:                                             ; preds = %2840
  %2857 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2802, <16 x i1> %2803, <16 x float> zeroinitializer)
  %2858 = fadd <16 x float> %2841, %2857
  br label %2859

2859:                                             ; preds = %2842, %2849, %2856, %2840, %2821, %2798
  %2860 = phi <16 x float> [ %2841, %2840 ], [ %2799, %2798 ], [ %2822, %2821 ], [ %2858, %2856 ], [ %2855, %2849 ], [ %2848, %2842 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2860, ptr nonnull align 1 %2800, <16 x i1> %2803)
  %2861 = or disjoint i64 %251, 48
  %2862 = sub nsw i64 %9, %2861
  %2863 = icmp sgt i64 %2862, 15
  %2864 = trunc i64 %2862 to i32
  %2865 = shl nsw i32 -1, %2864
  %2866 = trunc i32 %2865 to i16
  %2867 = xor i16 %2866, -1
  %2868 = select i1 %2863, i16 -1, i16 %2867
  %2869 = load <16 x float>, ptr %109, align 64
  br i1 %53, label %2875, label %2870

2870:                                             ; preds = %2859
  %2871 = load float, ptr %232, align 4
  %2872 = insertelement <16 x float> poison, float %2871, i64 0
  %2873 = shufflevector <16 x float> %2872, <16 x float> poison, <16 x i32> zeroinitializer
  %2874 = fadd <16 x float> %2869, %2873
  br label %2875

2875:                                             ; preds = %2870, %2859
  %2876 = phi <16 x float> [ %2874, %2870 ], [ %2869, %2859 ]
  %2877 = getelementptr inbounds nuw i8, ptr %2576, i64 192
  %2878 = getelementptr inbounds nuw i8, ptr %2577, i64 192
  %2879 = select i1 %246, ptr null, ptr %2878
  %2880 = bitcast i16 %2868 to <16 x i1>
  switch i64 %94, label %345 [
    i64 1, label %2895
    i64 2, label %2888
    i64 3, label %2881
    i64 0, label %2936
  ]

2881:                                             ; preds = %2875
  %2882 = bitcast <16 x float> %2876 to <8 x i64>
  %2883 = and <8 x i64> %2882, %51
  %2884 = fcmp oeq <16 x float> %2876, %39
  %2885 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2876, i32 4)
  %2886 = bitcast <8 x i64> %2883 to <16 x float>
  %2887 = select <16 x i1> %2884, <16 x float> %2886, <16 x float> %2885
  br label %2898

2888:                                             ; preds = %2875
  %2889 = bitcast <16 x float> %2876 to <8 x i64>
  %2890 = or <8 x i64> %2889, %52
  %2891 = fcmp oeq <16 x float> %2876, %42
  %2892 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2876, i32 4)
  %2893 = bitcast <8 x i64> %2890 to <16 x float>
  %2894 = select <16 x i1> %2891, <16 x float> %2893, <16 x float> %2892
  br label %2898

2895:                                             ; preds = %2875
  %2896 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2879, <16 x i1> %2880, <16 x float> zeroinitializer)
  %2897 = fadd <16 x float> %2876, %2896
  br label %2898

2898:                                             ; preds = %2895, %2888, %2881
  %2899 = phi <16 x float> [ %2897, %2895 ], [ %2894, %2888 ], [ %2887, %2881 ]
  switch i64 %111, label %345 [
    i64 1, label %2914
    i64 2, label %2907
    i64 3, label %2900
    i64 0, label %2936
  ]

2900:                                             ; preds = %2898
  %2901 = bitcast <16 x float> %2899 to <8 x i64>
  %2902 = and <8 x i64> %2901, %51
  %2903 = fcmp oeq <16 x float> %2899, %39
  %2904 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2899, i32 4)
  %2905 = bitcast <8 x i64> %2902 to <16 x float>
  %2906 = select <16 x i1> %2903, <16 x float> %2905, <16 x float> %2904
  br label %2917

2907:                                             ; preds = %2898
  %2908 = bitcast <16 x float> %2899 to <8 x i64>
  %2909 = or <8 x i64> %2908, %52
  %2910 = fcmp oeq <16 x float> %2899, %42
  %2911 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2899, i32 4)
  %2912 = bitcast <8 x i64> %2909 to <16 x float>
  %2913 = select <16 x i1> %2910, <16 x float> %2912, <16 x float> %2911
  br label %2917

2914:                                             ; preds = %2898
  %2915 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2879, <16 x i1> %2880, <16 x float> zeroinitializer)
  %2916 = fadd <16 x float> %2899, %2915
  br label %2917

2917:                                             ; preds = %2914, %2907, %2900
  %2918 = phi <16 x float> [ %2916, %2914 ], [ %2913, %2907 ], [ %2906, %2900 ]
  switch i64 %113, label %345 [
    i64 1, label %2933
    i64 2, label %2926
    i64 3, label %2919
    i64 0, label %2936
  ]

2919:                                             ; preds = %2917
  %2920 = bitcast <16 x float> %2918 to <8 x i64>
  %2921 = and <8 x i64> %2920, %51
  %2922 = fcmp oeq <16 x float> %2918, %39
  %2923 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2918, i32 4)
  %2924 = bitcast <8 x i64> %2921 to <16 x float>
  %2925 = select <16 x i1> %2922, <16 x float> %2924, <16 x float> %2923
  br label %2936

2926:                                             ; preds = %2917
  %2927 = bitcast <16 x float> %2918 to <8 x i64>
  %2928 = or <8 x i64> %2927, %52
  %2929 = fcmp oeq <16 x float> %2918, %42
  %2930 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2918, i32 4)
  %2931 = bitcast <8 x i64> %2928 to <16 x float>
  %2932 = select <16 x i1> %2929, <16 x float> %2931, <16 x float> %2930
  br label %2936

2933:                                             ; preds = %2917
  %2934 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2879, <16 x i1> %2880, <16 x float> zeroinitializer)
  %2935 = fadd <16 x float> %2918, %2934
  br label %2936

2936:                                             ; preds = %2919, %2926, %2933, %2917, %2898, %2875
  %2937 = phi <16 x float> [ %2918, %2917 ], [ %2876, %2875 ], [ %2899, %2898 ], [ %2935, %2933 ], [ %2932, %2926 ], [ %2925, %2919 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2937, ptr nonnull align 1 %2877, <16 x i1> %2880)
  %2938 = or disjoint i64 %251, 64
  %2939 = sub nsw i64 %9, %2938
  %2940 = icmp sgt i64 %2939, 15
  %2941 = trunc i64 %2939 to i32
  %2942 = shl nsw i32 -1, %2941
  %2943 = trunc i32 %2942 to i16
  %2944 = xor i16 %2943, -1
  %2945 = select i1 %2940, i16 -1, i16 %2944
  %2946 = load <16 x float>, ptr %114, align 64
  br i1 %53, label %2952, label %2947

2947:                                             ; preds = %2936
  %2948 = load float, ptr %232, align 4
  %2949 = insertelement <16 x float> poison, float %2948, i64 0
  %2950 = shufflevector <16 x float> %2949, <16 x float> poison, <16 x i32> zeroinitializer
  %2951 = fadd <16 x float> %2946, %2950
  br label %2952

2952:                                             ; preds = %2947, %2936
  %2953 = phi <16 x float> [ %2951, %2947 ], [ %2946, %2936 ]
  %2954 = getelementptr inbounds nuw i8, ptr %2576, i64 256
  %2955 = getelementptr inbounds nuw i8, ptr %2577, i64 256
  %2956 = select i1 %246, ptr null, ptr %2955
  %2957 = bitcast i16 %2945 to <16 x i1>
  switch i64 %94, label %345 [
    i64 1, label %2972
    i64 2, label %2965
    i64 3, label %2958
    i64 0, label %3013
  ]

2958:                                             ; preds = %2952
  %2959 = bitcast <16 x float> %2953 to <8 x i64>
  %2960 = and <8 x i64> %2959, %51
  %2961 = fcmp oeq <16 x float> %2953, %39
  %2962 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2953, i32 4)
  %2963 = bitcast <8 x i64> %2960 to <16 x float>
  %2964 = select <16 x i1> %2961, <16 x float> %2963, <16 x float> %2962
  br label %2975

2965:                                             ; preds = %2952
  %2966 = bitcast <16 x float> %2953 to <8 x i64>
  %2967 = or <8 x i64> %2966, %52
  %2968 = fcmp oeq <16 x float> %2953, %42
  %2969 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2953, i32 4)
  %2970 = bitcast <8 x i64> %2967 to <16 x float>
  %2971 = select <16 x i1> %2968, <16 x float> %2970, <16 x float> %2969
  br label %2975

2972:                                             ; preds = %2952
  %2973 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2956, <16 x i1> %2957, <16 x float> zeroinitializer)
  %2974 = fadd <16 x float> %2953, %2973
  br label %2975

2975:                                             ; preds = %2972, %2965, %2958
  %2976 = phi <16 x float> [ %2974, %2972 ], [ %2971, %2965 ], [ %2964, %2958 ]
  switch i64 %116, label %345 [
    i64 1, label %2991
    i64 2, label %2984
    i64 3, label %2977
    i64 0, label %3013
  ]

2977:                                             ; preds = %2975
  %2978 = bitcast <16 x float> %2976 to <8 x i64>
  %2979 = and <8 x i64> %2978, %51
  %2980 = fcmp oeq <16 x float> %2976, %39
  %2981 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2976, i32 4)
  %2982 = bitcast <8 x i64> %2979 to <16 x float>
  %2983 = select <16 x i1> %2980, <16 x float> %2982, <16 x float> %2981
  br label %2994

2984:                                             ; preds = %2975
  %2985 = bitcast <16 x float> %2976 to <8 x i64>
  %2986 = or <8 x i64> %2985, %52
  %2987 = fcmp oeq <16 x float> %2976, %42
  %2988 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2976, i32 4)
  %2989 = bitcast <8 x i64> %2986 to <16 x float>
  %2990 = select <16 x i1> %2987, <16 x float> %2989, <16 x float> %2988
  br label %2994

2991:                                             ; preds = %2975
  %2992 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2956, <16 x i1> %2957, <16 x float> zeroinitializer)
  %2993 = fadd <16 x float> %2976, %2992
  br label %2994

2994:                                             ; preds = %2991, %2984, %2977
  %2995 = phi <16 x float> [ %2993, %2991 ], [ %2990, %2984 ], [ %2983, %2977 ]
  switch i64 %118, label %345 [
    i64 1, label %3010
    i64 2, label %3003
    i64 3, label %2996
    i64 0, label %3013
  ]

2996:                                             ; preds = %2994
  %2997 = bitcast <16 x float> %2995 to <8 x i64>
  %2998 = and <8 x i64> %2997, %51
  %2999 = fcmp oeq <16 x float> %2995, %39
  %3000 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2995, i32 4)
  %3001 = bitcast <8 x i64> %2998 to <16 x float>
  %3002 = select <16 x i1> %2999, <16 x float> %3001, <16 x float> %3000
  br label %3013

3003:                                             ; preds = %2994
  %3004 = bitcast <16 x float> %2995 to <8 x i64>
  %3005 = or <8 x i64> %3004, %52
  %3006 = fcmp oeq <16 x float> %2995, %42
  %3007 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2995, i32 4)
  %3008 = bitcast <8 x i64> %3005 to <16 x float>
  %3009 = select <16 x i1> %3006, <16 x float> %3008, <16 x float> %3007
  br label %3013

3010:                                             ; preds = %2994
  %3011 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2956, <16 x i1> %2957, <16 x float> zeroinitializer)
  %3012 = fadd <16 x float> %2995, %3011
  br label %3013

3013:                                             ; preds = %2996, %3003, %3010, %2994, %2975, %2952
  %3014 = phi <16 x float> [ %2995, %2994 ], [ %2953, %2952 ], [ %2976, %2975 ], [ %3012, %3010 ], [ %3009, %3003 ], [ %3002, %2996 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3014, ptr nonnull align 1 %2954, <16 x i1> %2957)
  %3015 = or disjoint i64 %251, 80
  %3016 = sub nsw i64 %9, %3015
  %3017 = icmp sgt i64 %3016, 15
  %3018 = trunc i64 %3016 to i32
  %3019 = shl nsw i32 -1, %3018
  %3020 = trunc i32 %3019 to i16
  %3021 = xor i16 %3020, -1
  %3022 = select i1 %3017, i16 -1, i16 %3021
  %3023 = load <16 x float>, ptr %119, align 64
  br i1 %53, label %3029, label %3024

3024:                                             ; preds = %3013
  %3025 = load float, ptr %232, align 4
  %3026 = insertelement <16 x float> poison, float %3025, i64 0
  %3027 = shufflevector <16 x float> %3026, <16 x float> poison, <16 x i32> zeroinitializer
  %3028 = fadd <16 x float> %3023, %3027
  br label %3029

3029:                                             ; preds = %3024, %3013
  %3030 = phi <16 x float> [ %3028, %3024 ], [ %3023, %3013 ]
  %3031 = getelementptr inbounds nuw i8, ptr %2576, i64 320
  %3032 = getelementptr inbounds nuw i8, ptr %2577, i64 320
  %3033 = select i1 %246, ptr null, ptr %3032
  %3034 = bitcast i16 %3022 to <16 x i1>
  switch i64 %94, label %345 [
    i64 1, label %3049
    i64 2, label %3042
    i64 3, label %3035
    i64 0, label %3090
  ]

3035:                                             ; preds = %3029
  %3036 = bitcast <16 x float> %3030 to <8 x i64>
  %3037 = and <8 x i64> %3036, %51
  %3038 = fcmp oeq <16 x float> %3030, %39
  %3039 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3030, i32 4)
  %3040 = bitcast <8 x i64> %3037 to <16 x float>
  %3041 = select <16 x i1> %3038, <16 x float> %3040, <16 x float> %3039
  br label %3052

3042:                                             ; preds = %3029
  %3043 = bitcast <16 x float> %3030 to <8 x i64>
  %3044 = or <8 x i64> %3043, %52
  %3045 = fcmp oeq <16 x float> %3030, %42
  %3046 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3030, i32 4)
  %3047 = bitcast <8 x i64> %3044 to <16 x float>
  %3048 = select <16 x i1> %3045, <16 x float> %3047, <16 x float> %3046
  br label %3052

3049:                                             ; preds = %3029
  %3050 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3033, <16 x i1> %3034, <16 x float> zeroinitializer)
  %3051 = fadd <16 x float> %3030, %3050
  br label %3052

3052:                                             ; preds = %3049, %3042, %3035
  %3053 = phi <16 x float> [ %3051, %3049 ], [ %3048, %3042 ], [ %3041, %3035 ]
  switch i64 %121, label %345 [
    i64 1, label %3068
    i64 2, label %3061
    i64 3, label %3054
    i64 0, label %3090
  ]

3054:                                             ; preds = %3052
  %3055 = bitcast <16 x float> %3053 to <8 x i64>
  %3056 = and <8 x i64> %3055, %51
  %3057 = fcmp oeq <16 x float> %3053, %39
  %3058 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3053, i32 4)
  %3059 = bitcast <8 x i64> %3056 to <16 x float>
  %3060 = select <16 x i1> %3057, <16 x float> %3059, <16 x float> %3058
  br label %3071

3061:                                             ; preds = %3052
  %3062 = bitcast <16 x float> %3053 to <8 x i64>
  %3063 = or <8 x i64> %3062, %52
  %3064 = fcmp oeq <16 x float> %3053, %42
  %3065 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3053, i32 4)
  %3066 = bitcast <8 x i64> %3063 to <16 x float>
  %3067 = select <16 x i1> %3064, <16 x float> %3066, <16 x float> %3065
  br label %3071

3068:                                             ; preds = %3052
  %3069 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3033, <16 x i1> %3034, <16 x float> zeroinitializer)
  %3070 = fadd <16 x float> %3053, %3069
  br label %3071

3071:                                             ; preds = %3068, %3061, %3054
  %3072 = phi <16 x float> [ %3070, %3068 ], [ %3067, %3061 ], [ %3060, %3054 ]
  switch i64 %123, label %345 [
    i64 1, label %3087
    i64 2, label %3080
    i64 3, label %3073
    i64 0, label %3090
  ]

3073:                                             ; preds = %3071
  %3074 = bitcast <16 x float> %3072 to <8 x i64>
  %3075 = and <8 x i64> %3074, %51
  %3076 = fcmp oeq <16 x float> %3072, %39
  %3077 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3072, i32 4)
  %3078 = bitcast <8 x i64> %3075 to <16 x float>
  %3079 = select <16 x i1> %3076, <16 x float> %3078, <16 x float> %3077
  br label %3090

3080:                                             ; preds = %3071
  %3081 = bitcast <16 x float> %3072 to <8 x i64>
  %3082 = or <8 x i64> %3081, %52
  %3083 = fcmp oeq <16 x float> %3072, %42
  %3084 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3072, i32 4)
  %3085 = bitcast <8 x i64> %3082 to <16 x float>
  %3086 = select <16 x i1> %3083, <16 x float> %3085, <16 x float> %3084
  br label %3090

3087:                                             ; preds = %3071
  %3088 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3033, <16 x i1> %3034, <16 x float> zeroinitializer)
  %3089 = fadd <16 x float> %3072, %3088
  br label %3090

3090:                                             ; preds = %3073, %3080, %3087, %3071, %3052, %3029
  %3091 = phi <16 x float> [ %3072, %3071 ], [ %3030, %3029 ], [ %3053, %3052 ], [ %3089, %3087 ], [ %3086, %3080 ], [ %3079, %3073 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3091, ptr nonnull align 1 %3031, <16 x i1> %3034)
  %3092 = or disjoint i64 %251, 96
  %3093 = sub nsw i64 %9, %3092
  %3094 = icmp sgt i64 %3093, 15
  %3095 = trunc i64 %3093 to i32
  %3096 = shl nsw i32 -1, %3095
  %3097 = trunc i32 %3096 to i16
  %3098 = xor i16 %3097, -1
  %3099 = select i1 %3094, i16 -1, i16 %3098
  %3100 = load <16 x float>, ptr %124, align 64
  br i1 %53, label %3106, label %3101

3101:                                             ; preds = %3090
  %3102 = load float, ptr %232, align 4
  %3103 = insertelement <16 x float> poison, float %3102, i64 0
  %3104 = shufflevector <16 x float> %3103, <16 x float> poison, <16 x i32> zeroinitializer
  %3105 = fadd <16 x float> %3100, %3104
  br label %3106

3106:                                             ; preds = %3101, %3090
  %3107 = phi <16 x float> [ %3105, %3101 ], [ %3100, %3090 ]
  %3108 = getelementptr inbounds nuw i8, ptr %2576, i64 384
  %3109 = getelementptr inbounds nuw i8, ptr %2577, i64 384
  %3110 = select i1 %246, ptr null, ptr %3109
  %3111 = bitcast i16 %3099 to <16 x i1>
  switch i64 %94, label %345 [
    i64 1, label %3126
    i64 2, label %3119
    i64 3, label %3112
    i64 0, label %3167
  ]

3112:                                             ; preds = %3106
  %3113 = bitcast <16 x float> %3107 to <8 x i64>
  %3114 = and <8 x i64> %3113, %51
  %3115 = fcmp oeq <16 x float> %3107, %39
  %3116 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3107, i32 4)
  %3117 = bitcast <8 x i64> %3114 to <16 x float>
  %3118 = select <16 x i1> %3115, <16 x float> %3117, <16 x float> %3116
  br label %3129

3119:                                             ; preds = %3106
  %3120 = bitcast <16 x float> %3107 to <8 x i64>
  %3121 = or <8 x i64> %3120, %52
  %3122 = fcmp oeq <16 x float> %3107, %42
  %3123 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3107, i32 4)
  %3124 = bitcast <8 x i64> %3121 to <16 x float>
  %3125 = select <16 x i1> %3122, <16 x float> %3124, <16 x float> %3123
  br label %3129

3126:                                             ; preds = %3106
  %3127 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3110, <16 x i1> %3111, <16 x float> zeroinitializer)
  %3128 = fadd <16 x float> %3107, %3127
  br label %3129

3129:                                             ; preds = %3126, %3119, %3112
  %3130 = phi <16 x float> [ %3128, %3126 ], [ %3125, %3119 ], [ %3118, %3112 ]
  switch i64 %126, label %345 [
    i64 1, label %3145
    i64 2, label %3138
    i64 3, label %3131
    i64 0, label %3167
  ]

3131:                                             ; preds = %3129
  %3132 = bitcast <16 x float> %3130 to <8 x i64>
  %3133 = and <8 x i64> %3132, %51
  %3134 = fcmp oeq <16 x float> %3130, %39
  %3135 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3130, i32 4)
  %3136 = bitcast <8 x i64> %3133 to <16 x float>
  %3137 = select <16 x i1> %3134, <16 x float> %3136, <16 x float> %3135
  br label %3148

3138:                                             ; preds = %3129
  %3139 = bitcast <16 x float> %3130 to <8 x i64>
  %3140 = or <8 x i64> %3139, %52
  %3141 = fcmp oeq <16 x float> %3130, %42
  %3142 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3130, i32 4)
  %3143 = bitcast <8 x i64> %3140 to <16 x float>
  %3144 = select <16 x i1> %3141, <16 x float> %3143, <16 x float> %3142
  br label %3148

3145:                                             ; preds = %3129
  %3146 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3110, <16 x i1> %3111, <16 x float> zeroinitializer)
  %3147 = fadd <16 x float> %3130, %3146
  br label %3148

3148:                                             ; preds = %3145, %3138, %3131
  %3149 = phi <16 x float> [ %3147, %3145 ], [ %3144, %3138 ], [ %3137, %3131 ]
  switch i64 %128, label %345 [
    i64 1, label %3164
    i64 2, label %3157
    i64 3, label %3150
    i64 0, label %3167
  ]

3150:                                             ; preds = %3148
  %3151 = bitcast <16 x float> %3149 to <8 x i64>
  %3152 = and <8 x i64> %3151, %51
  %3153 = fcmp oeq <16 x float> %3149, %39
  %3154 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3149, i32 4)
  %3155 = bitcast <8 x i64> %3152 to <16 x float>
  %3156 = select <16 x i1> %3153, <16 x float> %3155, <16 x float> %3154
  br label %3167

3157:                                             ; preds = %3148
  %3158 = bitcast <16 x float> %3149 to <8 x i64>
  %3159 = or <8 x i64> %3158, %52
  %3160 = fcmp oeq <16 x float> %3149, %42
  %3161 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3149, i32 4)
  %3162 = bitcast <8 x i64> %3159 to <16 x float>
  %3163 = select <16 x i1> %3160, <16 x float> %3162, <16 x float> %3161
  br label %3167

3164:                                             ; preds = %3148
  %3165 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3110, <16 x i1> %3111, <16 x float> zeroinitializer)
  %3166 = fadd <16 x float> %3149, %3165
  br label %3167

3167:                                             ; preds = %3150, %3157, %3164, %3148, %3129, %3106
  %3168 = phi <16 x float> [ %3149, %3148 ], [ %3107, %3106 ], [ %3130, %3129 ], [ %3166, %3164 ], [ %3163, %3157 ], [ %3156, %3150 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3168, ptr nonnull align 1 %3108, <16 x i1> %3111)
  call void @llvm.lifetime.end.p0(ptr nonnull %28)
  br label %3844

3169:                                             ; preds = %250
  call void @llvm.lifetime.start.p0(ptr nonnull %29)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(512) %29, i8 0, i64 512, i1 false)
  br i1 %49, label %3182, label %3172

3170:                                             ; preds = %3195
  %3171 = load <16 x float>, ptr %29, align 64
  br label %3172

3172:                                             ; preds = %3170, %3169
  %3173 = phi <16 x float> [ %3171, %3170 ], [ zeroinitializer, %3169 ]
  %3174 = getelementptr inbounds nuw float, ptr %238, i64 %251
  %3175 = getelementptr inbounds nuw float, ptr %242, i64 %251
  %3176 = icmp sgt i64 %252, 15
  %3177 = trunc i64 %252 to i32
  %3178 = shl nsw i32 -1, %3177
  %3179 = trunc i32 %3178 to i16
  %3180 = xor i16 %3179, -1
  %3181 = select i1 %3176, i16 -1, i16 %3180
  br i1 %53, label %3244, label %3239

3182:                                             ; preds = %3169, %3195
  %3183 = phi i64 [ %3196, %3195 ], [ 0, %3169 ]
  %3184 = mul nsw i64 %3183, %14
  %3185 = add i64 %245, %3184
  %3186 = icmp sgt i64 %3185, -1
  %3187 = icmp slt i64 %3185, %6
  %3188 = and i1 %3186, %3187
  %3189 = select i1 %3188, i64 %3185, i64 0
  %3190 = mul nsw i64 %3189, %7
  %3191 = getelementptr inbounds float, ptr %229, i64 %3190
  br i1 %50, label %3192, label %3195

3192:                                             ; preds = %3182
  %3193 = mul nuw nsw i64 %3183, %11
  %3194 = getelementptr inbounds nuw float, ptr %231, i64 %3193
  br label %3198

3195:                                             ; preds = %3206, %3182
  %3196 = add nuw nsw i64 %3183, 1
  %3197 = icmp eq i64 %3196, %10
  br i1 %3197, label %3170, label %3182

3198:                                             ; preds = %3192, %3206
  %3199 = phi i64 [ 0, %3192 ], [ %3207, %3206 ]
  %3200 = getelementptr inbounds nuw float, ptr %3194, i64 %3199
  %3201 = load float, ptr %3200, align 4
  %3202 = insertelement <16 x float> poison, float %3201, i64 0
  %3203 = shufflevector <16 x float> %3202, <16 x float> poison, <16 x i32> zeroinitializer
  %3204 = mul nsw i64 %3199, %15
  %3205 = sub i64 %3204, %17
  br label %3209

3206:                                             ; preds = %3209
  %3207 = add nuw nsw i64 %3199, 1
  %3208 = icmp eq i64 %3207, %11
  br i1 %3208, label %3195, label %3198

3209:                                             ; preds = %3198, %3209
  %3210 = phi i64 [ 0, %3198 ], [ %3237, %3209 ]
  %3211 = shl nuw nsw i64 %3210, 4
  %3212 = or disjoint i64 %251, %3211
  %3213 = add i64 %3205, %3212
  %3214 = icmp slt i64 %3213, 0
  %3215 = sub nsw i64 0, %3213
  %3216 = select i1 %3214, i64 %3215, i64 0
  %3217 = sub nsw i64 %7, %3213
  %3218 = sub nsw i64 %9, %3212
  %3219 = tail call i64 @llvm.smin.i64(i64 %3217, i64 %3218)
  %3220 = tail call i64 @llvm.smin.i64(i64 %3219, i64 16)
  %3221 = icmp sgt i64 %3220, %3216
  %3222 = select i1 %3188, i1 %3221, i1 false
  %3223 = trunc i64 %3220 to i32
  %3224 = shl nsw i32 -1, %3223
  %3225 = xor i32 %3224, -1
  %3226 = trunc i64 %3216 to i32
  %3227 = shl nsw i32 -1, %3226
  %3228 = and i32 %3227, %3225
  %3229 = trunc i32 %3228 to i16
  %3230 = select i1 %3222, i16 %3229, i16 0
  %3231 = getelementptr inbounds float, ptr %3191, i64 %3213
  %3232 = bitcast i16 %3230 to <16 x i1>
  %3233 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3231, <16 x i1> %3232, <16 x float> zeroinitializer)
  %3234 = getelementptr inbounds nuw <16 x float>, ptr %29, i64 %3210
  %3235 = load <16 x float>, ptr %3234, align 64
  %3236 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3233, <16 x float> %3203, <16 x float> %3235)
  store <16 x float> %3236, ptr %3234, align 64
  %3237 = add nuw nsw i64 %3210, 1
  %3238 = icmp eq i64 %3237, 8
  br i1 %3238, label %3206, label %3209

3239:                                             ; preds = %3172
  %3240 = load float, ptr %232, align 4
  %3241 = insertelement <16 x float> poison, float %3240, i64 0
  %3242 = shufflevector <16 x float> %3241, <16 x float> poison, <16 x i32> zeroinitializer
  %3243 = fadd <16 x float> %3173, %3242
  br label %3244

3244:                                             ; preds = %3239, %3172
  %3245 = phi <16 x float> [ %3243, %3239 ], [ %3173, %3172 ]
  %3246 = select i1 %246, ptr null, ptr %3175
  %3247 = bitcast i16 %3181 to <16 x i1>
  switch i64 %54, label %345 [
    i64 1, label %3248
    i64 2, label %3251
    i64 3, label %3258
    i64 0, label %3303
  ]

3248:                                             ; preds = %3244
  %3249 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3246, <16 x i1> %3247, <16 x float> zeroinitializer)
  %3250 = fadd <16 x float> %3245, %3249
  br label %3265

3251:                                             ; preds = %3244
  %3252 = bitcast <16 x float> %3245 to <8 x i64>
  %3253 = or <8 x i64> %3252, %52
  %3254 = fcmp oeq <16 x float> %3245, %42
  %3255 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3245, i32 4)
  %3256 = bitcast <8 x i64> %3253 to <16 x float>
  %3257 = select <16 x i1> %3254, <16 x float> %3256, <16 x float> %3255
  br label %3265

3258:                                             ; preds = %3244
  %3259 = bitcast <16 x float> %3245 to <8 x i64>
  %3260 = and <8 x i64> %3259, %51
  %3261 = fcmp oeq <16 x float> %3245, %39
  %3262 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3245, i32 4)
  %3263 = bitcast <8 x i64> %3260 to <16 x float>
  %3264 = select <16 x i1> %3261, <16 x float> %3263, <16 x float> %3262
  br label %3265

3265:                                             ; preds = %3258, %3251, %3248
  %3266 = phi <16 x float> [ %3250, %3248 ], [ %3257, %3251 ], [ %3264, %3258 ]
  switch i64 %56, label %345 [
    i64 1, label %3281
    i64 2, label %3274
    i64 3, label %3267
    i64 0, label %3303
  ]

3267:                                             ; preds = %3265
  %3268 = bitcast <16 x float> %3266 to <8 x i64>
  %3269 = and <8 x i64> %3268, %51
  %3270 = fcmp oeq <16 x float> %3266, %39
  %3271 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3266, i32 4)
  %3272 = bitcast <8 x i64> %3269 to <16 x float>
  %3273 = select <16 x i1> %3270, <16 x float> %3272, <16 x float> %3271
  br label %3284

3274:                                             ; preds = %3265
  %3275 = bitcast <16 x float> %3266 to <8 x i64>
  %3276 = or <8 x i64> %3275, %52
  %3277 = fcmp oeq <16 x float> %3266, %42
  %3278 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3266, i32 4)
  %3279 = bitcast <8 x i64> %3276 to <16 x float>
  %3280 = select <16 x i1> %3277, <16 x float> %3279, <16 x float> %3278
  br label %3284

3281:                                             ; preds = %3265
  %3282 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3246, <16 x i1> %3247, <16 x float> zeroinitializer)
  %3283 = fadd <16 x float> %3266, %3282
  br label %3284

3284:                                             ; preds = %3281, %3274, %3267
  %3285 = phi <16 x float> [ %3283, %3281 ], [ %3280, %3274 ], [ %3273, %3267 ]
  switch i64 %58, label %345 [
    i64 1, label %3300
    i64 2, label %3293
    i64 3, label %3286
    i64 0, label %3303
  ]

3286:                                             ; preds = %3284
  %3287 = bitcast <16 x float> %3285 to <8 x i64>
  %3288 = and <8 x i64> %3287, %51
  %3289 = fcmp oeq <16 x float> %3285, %39
  %3290 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3285, i32 4)
  %3291 = bitcast <8 x i64> %3288 to <16 x float>
  %3292 = select <16 x i1> %3289, <16 x float> %3291, <16 x float> %3290
  br label %3303

3293:                                             ; preds = %3284
  %3294 = bitcast <16 x float> %3285 to <8 x i64>
  %3295 = or <8 x i64> %3294, %52
  %3296 = fcmp oeq <16 x float> %3285, %42
  %3297 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3285, i32 4)
  %3298 = bitcast <8 x i64> %3295 to <16 x float>
  %3299 = select <16 x i1> %3296, <16 x float> %3298, <16 x float> %3297
  br label %3303

3300:                                             ; preds = %3284
  %3301 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3246, <16 x i1> %3247, <16 x float> zeroinitializer)
  %3302 = fadd <16 x float> %3285, %3301
  br label %3303

3303:                                             ; preds = %3286, %3293, %3300, %3284, %3265, %3244
  %3304 = phi <16 x float> [ %3285, %3284 ], [ %3245, %3244 ], [ %3266, %3265 ], [ %3302, %3300 ], [ %3299, %3293 ], [ %3292, %3286 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3304, ptr align 1 %3174, <16 x i1> %3247)
  %3305 = or disjoint i64 %251, 16
  %3306 = sub nsw i64 %9, %3305
  %3307 = icmp sgt i64 %3306, 15
  %3308 = trunc i64 %3306 to i32
  %3309 = shl nsw i32 -1, %3308
  %3310 = trunc i32 %3309 to i16
  %3311 = xor i16 %3310, -1
  %3312 = select i1 %3307, i16 -1, i16 %3311
  %3313 = load <16 x float>, ptr %59, align 64
  br i1 %53, label %3319, label %3314

3314:                                             ; preds = %3303
  %3315 = load float, ptr %232, align 4
  %3316 = insertelement <16 x float> poison, float %3315, i64 0
  %3317 = shufflevector <16 x float> %3316, <16 x float> poison, <16 x i32> zeroinitializer
  %3318 = fadd <16 x float> %3313, %3317
  br label %3319

3319:                                             ; preds = %3314, %3303
  %3320 = phi <16 x float> [ %3318, %3314 ], [ %3313, %3303 ]
  %3321 = getelementptr inbounds nuw i8, ptr %3174, i64 64
  %3322 = getelementptr inbounds nuw i8, ptr %3175, i64 64
  %3323 = select i1 %246, ptr null, ptr %3322
  %3324 = bitcast i16 %3312 to <16 x i1>
  switch i64 %54, label %345 [
    i64 1, label %3339
    i64 2, label %3332
    i64 3, label %3325
    i64 0, label %3380
  ]

3325:                                             ; preds = %3319
  %3326 = bitcast <16 x float> %3320 to <8 x i64>
  %3327 = and <8 x i64> %3326, %51
  %3328 = fcmp oeq <16 x float> %3320, %39
  %3329 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3320, i32 4)
  %3330 = bitcast <8 x i64> %3327 to <16 x float>
  %3331 = select <16 x i1> %3328, <16 x float> %3330, <16 x float> %3329
  br label %3342

3332:                                             ; preds = %3319
  %3333 = bitcast <16 x float> %3320 to <8 x i64>
  %3334 = or <8 x i64> %3333, %52
  %3335 = fcmp oeq <16 x float> %3320, %42
  %3336 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3320, i32 4)
  %3337 = bitcast <8 x i64> %3334 to <16 x float>
  %3338 = select <16 x i1> %3335, <16 x float> %3337, <16 x float> %3336
  br label %3342

3339:                                             ; preds = %3319
  %3340 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3323, <16 x i1> %3324, <16 x float> zeroinitializer)
  %3341 = fadd <16 x float> %3320, %3340
  br label %3342

3342:                                             ; preds = %3339, %3332, %3325
  %3343 = phi <16 x float> [ %3341, %3339 ], [ %3338, %3332 ], [ %3331, %3325 ]
  switch i64 %61, label %345 [
    i64 1, label %3358
    i64 2, label %3351
    i64 3, label %3344
    i64 0, label %3380
  ]

3344:                                             ; preds = %3342
  %3345 = bitcast <16 x float> %3343 to <8 x i64>
  %3346 = and <8 x i64> %3345, %51
  %3347 = fcmp oeq <16 x float> %3343, %39
  %3348 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3343, i32 4)
  %3349 = bitcast <8 x i64> %3346 to <16 x float>
  %3350 = select <16 x i1> %3347, <16 x float> %3349, <16 x float> %3348
  br label %3361

3351:                                             ; preds = %3342
  %3352 = bitcast <16 x float> %3343 to <8 x i64>
  %3353 = or <8 x i64> %3352, %52
  %3354 = fcmp oeq <16 x float> %3343, %42
  %3355 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3343, i32 4)
  %3356 = bitcast <8 x i64> %3353 to <16 x float>
  %3357 = select <16 x i1> %3354, <16 x float> %3356, <16 x float> %3355
  br label %3361

3358:                                             ; preds = %3342
  %3359 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3323, <16 x i1> %3324, <16 x float> zeroinitializer)
  %3360 = fadd <16 x float> %3343, %3359
  br label %3361

3361:                                             ; preds = %3358, %3351, %3344
  %3362 = phi <16 x float> [ %3360, %3358 ], [ %3357, %3351 ], [ %3350, %3344 ]
  switch i64 %63, label %345 [
    i64 1, label %3377
    i64 2, label %3370
    i64 3, label %3363
    i64 0, label %3380
  ]

3363:                                             ; preds = %3361
  %3364 = bitcast <16 x float> %3362 to <8 x i64>
  %3365 = and <8 x i64> %3364, %51
  %3366 = fcmp oeq <16 x float> %3362, %39
  %3367 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3362, i32 4)
  %3368 = bitcast <8 x i64> %3365 to <16 x float>
  %3369 = select <16 x i1> %3366, <16 x float> %3368, <16 x float> %3367
  br label %3380

3370:                                             ; preds = %3361
  %3371 = bitcast <16 x float> %3362 to <8 x i64>
  %3372 = or <8 x i64> %3371, %52
  %3373 = fcmp oeq <16 x float> %3362, %42
  %3374 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3362, i32 4)
  %3375 = bitcast <8 x i64> %3372 to <16 x float>
  %3376 = select <16 x i1> %3373, <16 x float> %3375, <16 x float> %3374
  br label %3380

3377:                                             ; preds = %3361
  %3378 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3323, <16 x i1> %3324, <16 x float> zeroinitializer)
  %3379 = fadd <16 x float> %3362, %3378
  br label %3380

3380:                                             ; preds = %3363, %3370, %3377, %3361, %3342, %3319
  %3381 = phi <16 x float> [ %3362, %3361 ], [ %3320, %3319 ], [ %3343, %3342 ], [ %3379, %3377 ], [ %3376, %3370 ], [ %3369, %3363 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3381, ptr nonnull align 1 %3321, <16 x i1> %3324)
  %3382 = or disjoint i64 %251, 32
  %3383 = sub nsw i64 %9, %3382
  %3384 = icmp sgt i64 %3383, 15
  %3385 = trunc i64 %3383 to i32
  %3386 = shl nsw i32 -1, %3385
  %3387 = trunc i32 %3386 to i16
  %3388 = xor i16 %3387, -1
  %3389 = select i1 %3384, i16 -1, i16 %3388
  %3390 = load <16 x float>, ptr %64, align 64
  br i1 %53, label %3396, label %3391

3391:                                             ; preds = %3380
  %3392 = load float, ptr %232, align 4
  %3393 = insertelement <16 x float> poison, float %3392, i64 0
  %3394 = shufflevector <16 x float> %3393, <16 x float> poison, <16 x i32> zeroinitializer
  %3395 = fadd <16 x float> %3390, %3394
  br label %3396

3396:                                             ; preds = %3391, %3380
  %3397 = phi <16 x float> [ %3395, %3391 ], [ %3390, %3380 ]
  %3398 = getelementptr inbounds nuw i8, ptr %3174, i64 128
  %3399 = getelementptr inbounds nuw i8, ptr %3175, i64 128
  %3400 = select i1 %246, ptr null, ptr %3399
  %3401 = bitcast i16 %3389 to <16 x i1>
  switch i64 %54, label %345 [
    i64 1, label %3416
    i64 2, label %3409
    i64 3, label %3402
    i64 0, label %3457
  ]

3402:                                             ; preds = %3396
  %3403 = bitcast <16 x float> %3397 to <8 x i64>
  %3404 = and <8 x i64> %3403, %51
  %3405 = fcmp oeq <16 x float> %3397, %39
  %3406 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3397, i32 4)
  %3407 = bitcast <8 x i64> %3404 to <16 x float>
  %3408 = select <16 x i1> %3405, <16 x float> %3407, <16 x float> %3406
  br label %3419

3409:                                             ; preds = %3396
  %3410 = bitcast <16 x float> %3397 to <8 x i64>
  %3411 = or <8 x i64> %3410, %52
  %3412 = fcmp oeq <16 x float> %3397, %42
  %3413 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3397, i32 4)
  %3414 = bitcast <8 x i64> %3411 to <16 x float>
  %3415 = select <16 x i1> %3412, <16 x float> %3414, <16 x float> %3413
  br label %3419

3416:                                             ; preds = %3396
  %3417 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3400, <16 x i1> %3401, <16 x float> zeroinitializer)
  %3418 = fadd <16 x float> %3397, %3417
  br label %3419

3419:                                             ; preds = %3416, %3409, %3402
  %3420 = phi <16 x float> [ %3418, %3416 ], [ %3415, %3409 ], [ %3408, %3402 ]
  switch i64 %66, label %345 [
    i64 1, label %3435
    i64 2, label %3428
    i64 3, label %3421
    i64 0, label %3457
  ]

3421:                                             ; preds = %3419
  %3422 = bitcast <16 x float> %3420 to <8 x i64>
  %3423 = and <8 x i64> %3422, %51
  %3424 = fcmp oeq <16 x float> %3420, %39
  %3425 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3420, i32 4)
  %3426 = bitcast <8 x i64> %3423 to <16 x float>
  %3427 = select <16 x i1> %3424, <16 x float> %3426, <16 x float> %3425
  br label %3438

3428:                                             ; preds = %3419
  %3429 = bitcast <16 x float> %3420 to <8 x i64>
  %3430 = or <8 x i64> %3429, %52
  %3431 = fcmp oeq <16 x float> %3420, %42
  %3432 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3420, i32 4)
  %3433 = bitcast <8 x i64> %3430 to <16 x float>
  %3434 = select <16 x i1> %3431, <16 x float> %3433, <16 x float> %3432
  br label %3438

3435:                                             ; preds = %3419
  %3436 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3400, <16 x i1> %3401, <16 x float> zeroinitializer)
  %3437 = fadd <16 x float> %3420, %3436
  br label %3438

3438:                                             ; preds = %3435, %3428, %3421
  %3439 = phi <16 x float> [ %3437, %3435 ], [ %3434, %3428 ], [ %3427, %3421 ]
  switch i64 %68, label %345 [
    i64 1, label %3454
    i64 2, label %3447
    i64 3, label %3440
    i64 0, label %3457
  ]

3440:                                             ; preds = %3438
  %3441 = bitcast <16 x float> %3439 to <8 x i64>
  %3442 = and <8 x i64> %3441, %51
  %3443 = fcmp oeq <16 x float> %3439, %39
  %3444 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3439, i32 4)
  %3445 = bitcast <8 x i64> %3442 to <16 x float>
  %3446 = select <16 x i1> %3443, <16 x float> %3445, <16 x float> %3444
  br label %3457

3447:                                             ; preds = %3438
  %3448 = bitcast <16 x float> %3439 to <8 x i64>
  %3449 = or <8 x i64> %3448, %52
  %3450 = fcmp oeq <16 x float> %3439, %42
  %3451 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3439, i32 4)
  %3452 = bitcast <8 x i64> %3449 to <16 x float>
  %3453 = select <16 x i1> %3450, <16 x float> %3452, <16 x float> %3451
  br label %3457

3454:                                             ; preds = %3438
  %3455 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3400, <16 x i1> %3401, <16 x float> zeroinitializer)
  %3456 = fadd <16 x float> %3439, %3455
  br label %3457

3457:                                             ; preds = %3440, %3447, %3454, %3438, %3419, %3396
  %3458 = phi <16 x float> [ %3439, %3438 ], [ %3397, %3396 ], [ %3420, %3419 ], [ %3456, %3454 ], [ %3453, %3447 ], [ %3446, %3440 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3458, ptr nonnull align 1 %3398, <16 x i1> %3401)
  %3459 = or disjoint i64 %251, 48
  %3460 = sub nsw i64 %9, %3459
  %3461 = icmp sgt i64 %3460, 15
  %3462 = trunc i64 %3460 to i32
  %3463 = shl nsw i32 -1, %3462
  %3464 = trunc i32 %3463 to i16
  %3465 = xor i16 %3464, -1
  %3466 = select i1 %3461, i16 -1, i16 %3465
  %3467 = load <16 x float>, ptr %69, align 64
  br i1 %53, label %3473, label %3468

3468:                                             ; preds = %3457
  %3469 = load float, ptr %232, align 4
  %3470 = insertelement <16 x float> poison, float %3469, i64 0
  %3471 = shufflevector <16 x float> %3470, <16 x float> poison, <16 x i32> zeroinitializer
  %3472 = fadd <16 x float> %3467, %3471
  br label %3473

3473:                                             ; preds = %3468, %3457
  %3474 = phi <16 x float> [ %3472, %3468 ], [ %3467, %3457 ]
  %3475 = getelementptr inbounds nuw i8, ptr %3174, i64 192
  %3476 = getelementptr inbounds nuw i8, ptr %3175, i64 192
  %3477 = select i1 %246, ptr null, ptr %3476
  %3478 = bitcast i16 %3466 to <16 x i1>
  switch i64 %54, label %345 [
    i64 1, label %3493
    i64 2, label %3486
    i64 3, label %3479
    i64 0, label %3534
  ]

3479:                                             ; preds = %3473
  %3480 = bitcast <16 x float> %3474 to <8 x i64>
  %3481 = and <8 x i64> %3480, %51
  %3482 = fcmp oeq <16 x float> %3474, %39
  %3483 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3474, i32 4)
  %3484 = bitcast <8 x i64> %3481 to <16 x float>
  %3485 = select <16 x i1> %3482, <16 x float> %3484, <16 x float> %3483
  br label %3496

3486:                                             ; preds = %3473
  %3487 = bitcast <16 x float> %3474 to <8 x i64>
  %3488 = or <8 x i64> %3487, %52
  %3489 = fcmp oeq <16 x float> %3474, %42
  %3490 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3474, i32 4)
  %3491 = bitcast <8 x i64> %3488 to <16 x float>
  %3492 = select <16 x i1> %3489, <16 x float> %3491, <16 x float> %3490
  br label %3496

3493:                                             ; preds = %3473
  %3494 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3477, <16 x i1> %3478, <16 x float> zeroinitializer)
  %3495 = fadd <16 x float> %3474, %3494
  br label %3496

3496:                                             ; preds = %3493, %3486, %3479
  %3497 = phi <16 x float> [ %3495, %3493 ], [ %3492, %3486 ], [ %3485, %3479 ]
  switch i64 %71, label %345 [
    i64 1, label %3512
    i64 2, label %3505
    i64 3, label %3498
    i64 0, label %3534
  ]

3498:                                             ; preds = %3496
  %3499 = bitcast <16 x float> %3497 to <8 x i64>
  %3500 = and <8 x i64> %3499, %51
  %3501 = fcmp oeq <16 x float> %3497, %39
  %3502 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3497, i32 4)
  %3503 = bitcast <8 x i64> %3500 to <16 x float>
  %3504 = select <16 x i1> %3501, <16 x float> %3503, <16 x float> %3502
  br label %3515

3505:                                             ; preds = %3496
  %3506 = bitcast <16 x float> %3497 to <8 x i64>
  %3507 = or <8 x i64> %3506, %52
  %3508 = fcmp oeq <16 x float> %3497, %42
  %3509 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3497, i32 4)
  %3510 = bitcast <8 x i64> %3507 to <16 x float>
  %3511 = select <16 x i1> %3508, <16 x float> %3510, <16 x float> %3509
  br label %3515

3512:                                             ; preds = %3496
  %3513 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3477, <16 x i1> %3478, <16 x float> zeroinitializer)
  %3514 = fadd <16 x float> %3497, %3513
  br label %3515

3515:                                             ; preds = %3512, %3505, %3498
  %3516 = phi <16 x float> [ %3514, %3512 ], [ %3511, %3505 ], [ %3504, %3498 ]
  switch i64 %73, label %345 [
    i64 1, label %3531
    i64 2, label %3524
    i64 3, label %3517
    i64 0, label %3534
  ]

3517:                                             ; preds = %3515
  %3518 = bitcast <16 x float> %3516 to <8 x i64>
  %3519 = and <8 x i64> %3518, %51
  %3520 = fcmp oeq <16 x float> %3516, %39
  %3521 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3516, i32 4)
  %3522 = bitcast <8 x i64> %3519 to <16 x float>
  %3523 = select <16 x i1> %3520, <16 x float> %3522, <16 x float> %3521
  br label %3534

3524:                                             ; preds = %3515
  %3525 = bitcast <16 x float> %3516 to <8 x i64>
  %3526 = or <8 x i64> %3525, %52
  %3527 = fcmp oeq <16 x float> %3516, %42
  %3528 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3516, i32 4)
  %3529 = bitcast <8 x i64> %3526 to <16 x float>
  %3530 = select <16 x i1> %3527, <16 x float> %3529, <16 x float> %3528
  br label %3534

3531:                                             ; preds = %3515
  %3532 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3477, <16 x i1> %3478, <16 x float> zeroinitializer)
  %3533 = fadd <16 x float> %3516, %3532
  br label %3534

3534:                                             ; preds = %3517, %3524, %3531, %3515, %3496, %3473
  %3535 = phi <16 x float> [ %3516, %3515 ], [ %3474, %3473 ], [ %3497, %3496 ], [ %3533, %3531 ], [ %3530, %3524 ], [ %3523, %3517 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3535, ptr nonnull align 1 %3475, <16 x i1> %3478)
  %3536 = or disjoint i64 %251, 64
  %3537 = sub nsw i64 %9, %3536
  %3538 = icmp sgt i64 %3537, 15
  %3539 = trunc i64 %3537 to i32
  %3540 = shl nsw i32 -1, %3539
  %3541 = trunc i32 %3540 to i16
  %3542 = xor i16 %3541, -1
  %3543 = select i1 %3538, i16 -1, i16 %3542
  %3544 = load <16 x float>, ptr %74, align 64
  br i1 %53, label %3550, label %3545

3545:                                             ; preds = %3534
  %3546 = load float, ptr %232, align 4
  %3547 = insertelement <16 x float> poison, float %3546, i64 0
  %3548 = shufflevector <16 x float> %3547, <16 x float> poison, <16 x i32> zeroinitializer
  %3549 = fadd <16 x float> %3544, %3548
  br label %3550

3550:                                             ; preds = %3545, %3534
  %3551 = phi <16 x float> [ %3549, %3545 ], [ %3544, %3534 ]
  %3552 = getelementptr inbounds nuw i8, ptr %3174, i64 256
  %3553 = getelementptr inbounds nuw i8, ptr %3175, i64 256
  %3554 = select i1 %246, ptr null, ptr %3553
  %3555 = bitcast i16 %3543 to <16 x i1>
  switch i64 %54, label %345 [
    i64 1, label %3570
    i64 2, label %3563
    i64 3, label %3556
    i64 0, label %3611
  ]

3556:                                             ; preds = %3550
  %3557 = bitcast <16 x float> %3551 to <8 x i64>
  %3558 = and <8 x i64> %3557, %51
  %3559 = fcmp oeq <16 x float> %3551, %39
  %3560 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3551, i32 4)
  %3561 = bitcast <8 x i64> %3558 to <16 x float>
  %3562 = select <16 x i1> %3559, <16 x float> %3561, <16 x float> %3560
  br label %3573

3563:                                             ; preds = %3550
  %3564 = bitcast <16 x float> %3551 to <8 x i64>
  %3565 = or <8 x i64> %3564, %52
  %3566 = fcmp oeq <16 x float> %3551, %42
  %3567 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3551, i32 4)
  %3568 = bitcast <8 x i64> %3565 to <16 x float>
  %3569 = select <16 x i1> %3566, <16 x float> %3568, <16 x float> %3567
  br label %3573

3570:                                             ; preds = %3550
  %3571 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3554, <16 x i1> %3555, <16 x float> zeroinitializer)
  %3572 = fadd <16 x float> %3551, %3571
  br label %3573

3573:                                             ; preds = %3570, %3563, %3556
  %3574 = phi <16 x float> [ %3572, %3570 ], [ %3569, %3563 ], [ %3562, %3556 ]
  switch i64 %76, label %345 [
    i64 1, label %3589
    i64 2, label %3582
    i64 3, label %3575
    i64 0, label %3611
  ]

3575:                                             ; preds = %3573
  %3576 = bitcast <16 x float> %3574 to <8 x i64>
  %3577 = and <8 x i64> %3576, %51
  %3578 = fcmp oeq <16 x float> %3574, %39
  %3579 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3574, i32 4)
  %3580 = bitcast <8 x i64> %3577 to <16 x float>
  %3581 = select <16 x i1> %3578, <16 x float> %3580, <16 x float> %3579
  br label %3592

3582:                                             ; preds = %3573
  %3583 = bitcast <16 x float> %3574 to <8 x i64>
  %3584 = or <8 x i64> %3583, %52
  %3585 = fcmp oeq <16 x float> %3574, %42
  %3586 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3574, i32 4)
  %3587 = bitcast <8 x i64> %3584 to <16 x float>
  %3588 = select <16 x i1> %3585, <16 x float> %3587, <16 x float> %3586
  br label %3592

3589:                                             ; preds = %3573
  %3590 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3554, <16 x i1> %3555, <16 x float> zeroinitializer)
  %3591 = fadd <16 x float> %3574, %3590
  br label %3592

3592:                                             ; preds = %3589, %3582, %3575
  %3593 = phi <16 x float> [ %3591, %3589 ], [ %3588, %3582 ], [ %3581, %3575 ]
  switch i64 %78, label %345 [
    i64 1, label %3608
    i64 2, label %3601
    i64 3, label %3594
    i64 0, label %3611
  ]

3594:                                             ; preds = %3592
  %3595 = bitcast <16 x float> %3593 to <8 x i64>
  %3596 = and <8 x i64> %3595, %51
  %3597 = fcmp oeq <16 x float> %3593, %39
  %3598 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3593, i32 4)
  %3599 = bitcast <8 x i64> %3596 to <16 x float>
  %3600 = select <16 x i1> %3597, <16 x float> %3599, <16 x float> %3598
  br label %3611

3601:                                             ; preds = %3592
  %3602 = bitcast <16 x float> %3593 to <8 x i64>
  %3603 = or <8 x i64> %3602, %52
  %3604 = fcmp oeq <16 x float> %3593, %42
  %3605 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3593, i32 4)
  %3606 = bitcast <8 x i64> %3603 to <16 x float>
  %3607 = select <16 x i1> %3604, <16 x float> %3606, <16 x float> %3605
  br label %3611

3608:                                             ; preds = %3592
  %3609 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3554, <16 x i1> %3555, <16 x float> zeroinitializer)
  %3610 = fadd <16 x float> %3593, %3609
  br label %3611

3611:                                             ; preds = %3594, %3601, %3608, %3592, %3573, %3550
  %3612 = phi <16 x float> [ %3593, %3592 ], [ %3551, %3550 ], [ %3574, %3573 ], [ %3610, %3608 ], [ %3607, %3601 ], [ %3600, %3594 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3612, ptr nonnull align 1 %3552, <16 x i1> %3555)
  %3613 = or disjoint i64 %251, 80
  %3614 = sub nsw i64 %9, %3613
  %3615 = icmp sgt i64 %3614, 15
  %3616 = trunc i64 %3614 to i32
  %3617 = shl nsw i32 -1, %3616
  %3618 = trunc i32 %3617 to i16
  %3619 = xor i16 %3618, -1
  %3620 = select i1 %3615, i16 -1, i16 %3619
  %3621 = load <16 x float>, ptr %79, align 64
  br i1 %53, label %3627, label %3622

3622:                                             ; preds = %3611
  %3623 = load float, ptr %232, align 4
  %3624 = insertelement <16 x float> poison, float %3623, i64 0
  %3625 = shufflevector <16 x float> %3624, <16 x float> poison, <16 x i32> zeroinitializer
  %3626 = fadd <16 x float> %3621, %3625
  br label %3627

3627:                                             ; preds = %3622, %3611
  %3628 = phi <16 x float> [ %3626, %3622 ], [ %3621, %3611 ]
  %3629 = getelementptr inbounds nuw i8, ptr %3174, i64 320
  %3630 = getelementptr inbounds nuw i8, ptr %3175, i64 320
  %3631 = select i1 %246, ptr null, ptr %3630
  %3632 = bitcast i16 %3620 to <16 x i1>
  switch i64 %54, label %345 [
    i64 1, label %3647
    i64 2, label %3640
    i64 3, label %3633
    i64 0, label %3688
  ]

3633:                                             ; preds = %3627
  %3634 = bitcast <16 x float> %3628 to <8 x i64>
  %3635 = and <8 x i64> %3634, %51
  %3636 = fcmp oeq <16 x float> %3628, %39
  %3637 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3628, i32 4)
  %3638 = bitcast <8 x i64> %3635 to <16 x float>
  %3639 = select <16 x i1> %3636, <16 x float> %3638, <16 x float> %3637
  br label %3650

3640:                                             ; preds = %3627
  %3641 = bitcast <16 x float> %3628 to <8 x i64>
  %3642 = or <8 x i64> %3641, %52
  %3643 = fcmp oeq <16 x float> %3628, %42
  %3644 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3628, i32 4)
  %3645 = bitcast <8 x i64> %3642 to <16 x float>
  %3646 = select <16 x i1> %3643, <16 x float> %3645, <16 x float> %3644
  br label %3650

3647:                                             ; preds = %3627
  %3648 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3631, <16 x i1> %3632, <16 x float> zeroinitializer)
  %3649 = fadd <16 x float> %3628, %3648
  br label %3650

3650:                                             ; preds = %3647, %3640, %3633
  %3651 = phi <16 x float> [ %3649, %3647 ], [ %3646, %3640 ], [ %3639, %3633 ]
  switch i64 %81, label %345 [
    i64 1, label %3666
    i64 2, label %3659
    i64 3, label %3652
    i64 0, label %3688
  ]

3652:                                             ; preds = %3650
  %3653 = bitcast <16 x float> %3651 to <8 x i64>
  %3654 = and <8 x i64> %3653, %51
  %3655 = fcmp oeq <16 x float> %3651, %39
  %3656 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3651, i32 4)
  %3657 = bitcast <8 x i64> %3654 to <16 x float>
  %3658 = select <16 x i1> %3655, <16 x float> %3657, <16 x float> %3656
  br label %3669

3659:                                             ; preds = %3650
  %3660 = bitcast <16 x float> %3651 to <8 x i64>
  %3661 = or <8 x i64> %3660, %52
  %3662 = fcmp oeq <16 x float> %3651, %42
  %3663 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3651, i32 4)
  %3664 = bitcast <8 x i64> %3661 to <16 x float>
  %3665 = select <16 x i1> %3662, <16 x float> %3664, <16 x float> %3663
  br label %3669

3666:                                             ; preds = %3650
  %3667 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3631, <16 x i1> %3632, <16 x float> zeroinitializer)
  %3668 = fadd <16 x float> %3651, %3667
  br label %3669

3669:                                             ; preds = %3666, %3659, %3652
  %3670 = phi <16 x float> [ %3668, %3666 ], [ %3665, %3659 ], [ %3658, %3652 ]
  switch i64 %83, label %345 [
    i64 1, label %3685
    i64 2, label %3678
    i64 3, label %3671
    i64 0, label %3688
  ]

3671:                                             ; preds = %3669
  %3672 = bitcast <16 x float> %3670 to <8 x i64>
  %3673 = and <8 x i64> %3672, %51
  %3674 = fcmp oeq <16 x float> %3670, %39
  %3675 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3670, i32 4)
  %3676 = bitcast <8 x i64> %3673 to <16 x float>
  %3677 = select <16 x i1> %3674, <16 x float> %3676, <16 x float> %3675
  br label %3688

3678:                                             ; preds = %3669
  %3679 = bitcast <16 x float> %3670 to <8 x i64>
  %3680 = or <8 x i64> %3679, %52
  %3681 = fcmp oeq <16 x float> %3670, %42
  %3682 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3670, i32 4)
  %3683 = bitcast <8 x i64> %3680 to <16 x float>
  %3684 = select <16 x i1> %3681, <16 x float> %3683, <16 x float> %3682
  br label %3688

3685:                                             ; preds = %3669
  %3686 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3631, <16 x i1> %3632, <16 x float> zeroinitializer)
  %3687 = fadd <16 x float> %3670, %3686
  br label %3688

3688:                                             ; preds = %3671, %3678, %3685, %3669, %3650, %3627
  %3689 = phi <16 x float> [ %3670, %3669 ], [ %3628, %3627 ], [ %3651, %3650 ], [ %3687, %3685 ], [ %3684, %3678 ], [ %3677, %3671 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3689, ptr nonnull align 1 %3629, <16 x i1> %3632)
  %3690 = or disjoint i64 %251, 96
  %3691 = sub nsw i64 %9, %3690
  %3692 = icmp sgt i64 %3691, 15
  %3693 = trunc i64 %3691 to i32
  %3694 = shl nsw i32 -1, %3693
  %3695 = trunc i32 %3694 to i16
  %3696 = xor i16 %3695, -1
  %3697 = select i1 %3692, i16 -1, i16 %3696
  %3698 = load <16 x float>, ptr %84, align 64
  br i1 %53, label %3704, label %3699

3699:                                             ; preds = %3688
  %3700 = load float, ptr %232, align 4
  %3701 = insertelement <16 x float> poison, float %3700, i64 0
  %3702 = shufflevector <16 x float> %3701, <16 x float> poison, <16 x i32> zeroinitializer
  %3703 = fadd <16 x float> %3698, %3702
  br label %3704

3704:                                             ; preds = %3699, %3688
  %3705 = phi <16 x float> [ %3703, %3699 ], [ %3698, %3688 ]
  %3706 = getelementptr inbounds nuw i8, ptr %3174, i64 384
  %3707 = getelementptr inbounds nuw i8, ptr %3175, i64 384
  %3708 = select i1 %246, ptr null, ptr %3707
  %3709 = bitcast i16 %3697 to <16 x i1>
  switch i64 %54, label %345 [
    i64 1, label %3724
    i64 2, label %3717
    i64 3, label %3710
    i64 0, label %3765
  ]

3710:                                             ; preds = %3704
  %3711 = bitcast <16 x float> %3705 to <8 x i64>
  %3712 = and <8 x i64> %3711, %51
  %3713 = fcmp oeq <16 x float> %3705, %39
  %3714 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3705, i32 4)
  %3715 = bitcast <8 x i64> %3712 to <16 x float>
  %3716 = select <16 x i1> %3713, <16 x float> %3715, <16 x float> %3714
  br label %3727

3717:                                             ; preds = %3704
  %3718 = bitcast <16 x float> %3705 to <8 x i64>
  %3719 = or <8 x i64> %3718, %52
  %3720 = fcmp oeq <16 x float> %3705, %42
  %3721 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3705, i32 4)
  %3722 = bitcast <8 x i64> %3719 to <16 x float>
  %3723 = select <16 x i1> %3720, <16 x float> %3722, <16 x float> %3721
  br label %3727

3724:                                             ; preds = %3704
  %3725 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3708, <16 x i1> %3709, <16 x float> zeroinitializer)
  %3726 = fadd <16 x float> %3705, %3725
  br label %3727

3727:                                             ; preds = %3724, %3717, %3710
  %3728 = phi <16 x float> [ %3726, %3724 ], [ %3723, %3717 ], [ %3716, %3710 ]
  switch i64 %86, label %345 [
    i64 1, label %3743
    i64 2, label %3736
    i64 3, label %3729
    i64 0, label %3765
  ]

3729:                                             ; preds = %3727
  %3730 = bitcast <16 x float> %3728 to <8 x i64>
  %3731 = and <8 x i64> %3730, %51
  %3732 = fcmp oeq <16 x float> %3728, %39
  %3733 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3728, i32 4)
  %3734 = bitcast <8 x i64> %3731 to <16 x float>
  %3735 = select <16 x i1> %3732, <16 x float> %3734, <16 x float> %3733
  br label %3746

3736:                                             ; preds = %3727
  %3737 = bitcast <16 x float> %3728 to <8 x i64>
  %3738 = or <8 x i64> %3737, %52
  %3739 = fcmp oeq <16 x float> %3728, %42
  %3740 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3728, i32 4)
  %3741 = bitcast <8 x i64> %3738 to <16 x float>
  %3742 = select <16 x i1> %3739, <16 x float> %3741, <16 x float> %3740
  br label %3746

3743:                                             ; preds = %3727
  %3744 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3708, <16 x i1> %3709, <16 x float> zeroinitializer)
  %3745 = fadd <16 x float> %3728, %3744
  br label %3746

3746:                                             ; preds = %3743, %3736, %3729
  %3747 = phi <16 x float> [ %3745, %3743 ], [ %3742, %3736 ], [ %3735, %3729 ]
  switch i64 %88, label %345 [
    i64 1, label %3762
    i64 2, label %3755
    i64 3, label %3748
    i64 0, label %3765
  ]

3748:                                             ; preds = %3746
  %3749 = bitcast <16 x float> %3747 to <8 x i64>
  %3750 = and <8 x i64> %3749, %51
  %3751 = fcmp oeq <16 x float> %3747, %39
  %3752 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3747, i32 4)
  %3753 = bitcast <8 x i64> %3750 to <16 x float>
  %3754 = select <16 x i1> %3751, <16 x float> %3753, <16 x float> %3752
  br label %3765

3755:                                             ; preds = %3746
  %3756 = bitcast <16 x float> %3747 to <8 x i64>
  %3757 = or <8 x i64> %3756, %52
  %3758 = fcmp oeq <16 x float> %3747, %42
  %3759 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3747, i32 4)
  %3760 = bitcast <8 x i64> %3757 to <16 x float>
  %3761 = select <16 x i1> %3758, <16 x float> %3760, <16 x float> %3759
  br label %3765

3762:                                             ; preds = %3746
  %3763 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3708, <16 x i1> %3709, <16 x float> zeroinitializer)
  %3764 = fadd <16 x float> %3747, %3763
  br label %3765

3765:                                             ; preds = %3748, %3755, %3762, %3746, %3727, %3704
  %3766 = phi <16 x float> [ %3747, %3746 ], [ %3705, %3704 ], [ %3728, %3727 ], [ %3764, %3762 ], [ %3761, %3755 ], [ %3754, %3748 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3766, ptr nonnull align 1 %3706, <16 x i1> %3709)
  %3767 = or disjoint i64 %251, 112
  %3768 = sub nsw i64 %9, %3767
  %3769 = icmp sgt i64 %3768, 15
  %3770 = trunc i64 %3768 to i32
  %3771 = shl nsw i32 -1, %3770
  %3772 = trunc i32 %3771 to i16
  %3773 = xor i16 %3772, -1
  %3774 = select i1 %3769, i16 -1, i16 %3773
  %3775 = load <16 x float>, ptr %89, align 64
  br i1 %53, label %3781, label %3776

3776:                                             ; preds = %3765
  %3777 = load float, ptr %232, align 4
  %3778 = insertelement <16 x float> poison, float %3777, i64 0
  %3779 = shufflevector <16 x float> %3778, <16 x float> poison, <16 x i32> zeroinitializer
  %3780 = fadd <16 x float> %3775, %3779
  br label %3781

3781:                                             ; preds = %3776, %3765
  %3782 = phi <16 x float> [ %3780, %3776 ], [ %3775, %3765 ]
  %3783 = getelementptr inbounds nuw i8, ptr %3174, i64 448
  %3784 = getelementptr inbounds nuw i8, ptr %3175, i64 448
  %3785 = select i1 %246, ptr null, ptr %3784
  %3786 = bitcast i16 %3774 to <16 x i1>
  switch i64 %54, label %345 [
    i64 1, label %3801
    i64 2, label %3794
    i64 3, label %3787
    i64 0, label %3842
  ]

3787:                                             ; preds = %3781
  %3788 = bitcast <16 x float> %3782 to <8 x i64>
  %3789 = and <8 x i64> %3788, %51
  %3790 = fcmp oeq <16 x float> %3782, %39
  %3791 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3782, i32 4)
  %3792 = bitcast <8 x i64> %3789 to <16 x float>
  %3793 = select <16 x i1> %3790, <16 x float> %3792, <16 x float> %3791
  br label %3804

3794:                                             ; preds = %3781
  %3795 = bitcast <16 x float> %3782 to <8 x i64>
  %3796 = or <8 x i64> %3795, %52
  %3797 = fcmp oeq <16 x float> %3782, %42
  %3798 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3782, i32 4)
  %3799 = bitcast <8 x i64> %3796 to <16 x float>
  %3800 = select <16 x i1> %3797, <16 x float> %3799, <16 x float> %3798
  br label %3804

3801:                                             ; preds = %3781
  %3802 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3785, <16 x i1> %3786, <16 x float> zeroinitializer)
  %3803 = fadd <16 x float> %3782, %3802
  br label %3804

3804:                                             ; preds = %3801, %3794, %3787
  %3805 = phi <16 x float> [ %3803, %3801 ], [ %3800, %3794 ], [ %3793, %3787 ]
  switch i64 %91, label %345 [
    i64 1, label %3820
    i64 2, label %3813
    i64 3, label %3806
    i64 0, label %3842
  ]

3806:                                             ; preds = %3804
  %3807 = bitcast <16 x float> %3805 to <8 x i64>
  %3808 = and <8 x i64> %3807, %51
  %3809 = fcmp oeq <16 x float> %3805, %39
  %3810 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3805, i32 4)
  %3811 = bitcast <8 x i64> %3808 to <16 x float>
  %3812 = select <16 x i1> %3809, <16 x float> %3811, <16 x float> %3810
  br label %3823

3813:                                             ; preds = %3804
  %3814 = bitcast <16 x float> %3805 to <8 x i64>
  %3815 = or <8 x i64> %3814, %52
  %3816 = fcmp oeq <16 x float> %3805, %42
  %3817 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3805, i32 4)
  %3818 = bitcast <8 x i64> %3815 to <16 x float>
  %3819 = select <16 x i1> %3816, <16 x float> %3818, <16 x float> %3817
  br label %3823

3820:                                             ; preds = %3804
  %3821 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3785, <16 x i1> %3786, <16 x float> zeroinitializer)
  %3822 = fadd <16 x float> %3805, %3821
  br label %3823

3823:                                             ; preds = %3820, %3813, %3806
  %3824 = phi <16 x float> [ %3822, %3820 ], [ %3819, %3813 ], [ %3812, %3806 ]
  switch i64 %93, label %345 [
    i64 1, label %3839
    i64 2, label %3832
    i64 3, label %3825
    i64 0, label %3842
  ]

3825:                                             ; preds = %3823
  %3826 = bitcast <16 x float> %3824 to <8 x i64>
  %3827 = and <8 x i64> %3826, %51
  %3828 = fcmp oeq <16 x float> %3824, %39
  %3829 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3824, i32 4)
  %3830 = bitcast <8 x i64> %3827 to <16 x float>
  %3831 = select <16 x i1> %3828, <16 x float> %3830, <16 x float> %3829
  br label %3842

3832:                                             ; preds = %3823
  %3833 = bitcast <16 x float> %3824 to <8 x i64>
  %3834 = or <8 x i64> %3833, %52
  %3835 = fcmp oeq <16 x float> %3824, %42
  %3836 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3824, i32 4)
  %3837 = bitcast <8 x i64> %3834 to <16 x float>
  %3838 = select <16 x i1> %3835, <16 x float> %3837, <16 x float> %3836
  br label %3842

3839:                                             ; preds = %3823
  %3840 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3785, <16 x i1> %3786, <16 x float> zeroinitializer)
  %3841 = fadd <16 x float> %3824, %3840
  br label %3842

3842:                                             ; preds = %3825, %3832, %3839, %3823, %3804, %3781
  %3843 = phi <16 x float> [ %3824, %3823 ], [ %3782, %3781 ], [ %3805, %3804 ], [ %3841, %3839 ], [ %3838, %3832 ], [ %3831, %3825 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3843, ptr nonnull align 1 %3783, <16 x i1> %3786)
  call void @llvm.lifetime.end.p0(ptr nonnull %29)
  br label %3844

3844:                                             ; preds = %250, %3842, %3167, %2569, %1926, %1386, %949, %615, %384
  %3845 = add nuw nsw i64 %251, 128
  %3846 = icmp slt i64 %3845, %9
  br i1 %3846, label %250, label %247
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fma.v16f32(<16 x float>, <16 x float>, <16 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr captures(none), <16 x i1>, <16 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr captures(none), <16 x i1>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float>, <16 x float>, i32 immarg)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float>, <16 x float>, i32 immarg)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)
