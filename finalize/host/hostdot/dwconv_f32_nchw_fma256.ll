; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_dwconv_f32_nchw_fma256(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26) local_unnamed_addr {
  %28 = alloca [8 x <8 x float>], align 32
  %29 = alloca [8 x <8 x float>], align 32
  %30 = alloca [8 x <8 x float>], align 32
  %31 = inttoptr i64 %0 to ptr
  %32 = inttoptr i64 %1 to ptr
  %33 = inttoptr i64 %21 to ptr
  %34 = inttoptr i64 %22 to ptr
  %35 = inttoptr i64 %2 to ptr
  %36 = trunc i64 %24 to i32
  %37 = trunc i64 %25 to i32
  %38 = insertelement <8 x i32> poison, i32 %36, i64 0
  %39 = bitcast <8 x i32> %38 to <8 x float>
  %40 = shufflevector <8 x float> %39, <8 x float> poison, <8 x i32> zeroinitializer
  %41 = insertelement <8 x i32> poison, i32 %37, i64 0
  %42 = bitcast <8 x i32> %41 to <8 x float>
  %43 = shufflevector <8 x float> %42, <8 x float> poison, <8 x i32> zeroinitializer
  %44 = icmp slt i64 %3, %4
  br i1 %44, label %45, label %225

45:                                               ; preds = %27
  %46 = mul i64 %7, %6
  %47 = mul i64 %11, %10
  %48 = icmp eq i64 %22, 0
  %49 = icmp sgt i64 %9, 0
  %50 = icmp sgt i64 %10, 0
  %51 = icmp sgt i64 %11, 0
  %52 = bitcast <8 x float> %40 to <8 x i32>
  %53 = bitcast <8 x float> %43 to <8 x i32>
  %54 = icmp eq i64 %21, 0
  %55 = and i64 %26, 3
  %56 = lshr i64 %26, 2
  %57 = and i64 %56, 3
  %58 = lshr i64 %26, 4
  %59 = and i64 %58, 3
  %60 = getelementptr inbounds nuw i8, ptr %30, i64 32
  %61 = lshr i64 %26, 2
  %62 = and i64 %61, 3
  %63 = lshr i64 %26, 4
  %64 = and i64 %63, 3
  %65 = getelementptr inbounds nuw i8, ptr %30, i64 64
  %66 = lshr i64 %26, 2
  %67 = and i64 %66, 3
  %68 = lshr i64 %26, 4
  %69 = and i64 %68, 3
  %70 = getelementptr inbounds nuw i8, ptr %30, i64 96
  %71 = lshr i64 %26, 2
  %72 = and i64 %71, 3
  %73 = lshr i64 %26, 4
  %74 = and i64 %73, 3
  %75 = getelementptr inbounds nuw i8, ptr %30, i64 128
  %76 = lshr i64 %26, 2
  %77 = and i64 %76, 3
  %78 = lshr i64 %26, 4
  %79 = and i64 %78, 3
  %80 = getelementptr inbounds nuw i8, ptr %30, i64 160
  %81 = lshr i64 %26, 2
  %82 = and i64 %81, 3
  %83 = lshr i64 %26, 4
  %84 = and i64 %83, 3
  %85 = getelementptr inbounds nuw i8, ptr %30, i64 192
  %86 = lshr i64 %26, 2
  %87 = and i64 %86, 3
  %88 = lshr i64 %26, 4
  %89 = and i64 %88, 3
  %90 = getelementptr inbounds nuw i8, ptr %30, i64 224
  %91 = lshr i64 %26, 2
  %92 = and i64 %91, 3
  %93 = lshr i64 %26, 4
  %94 = and i64 %93, 3
  %95 = and i64 %26, 3
  %96 = lshr i64 %26, 2
  %97 = and i64 %96, 3
  %98 = lshr i64 %26, 4
  %99 = and i64 %98, 3
  %100 = getelementptr inbounds nuw i8, ptr %29, i64 32
  %101 = lshr i64 %26, 2
  %102 = and i64 %101, 3
  %103 = lshr i64 %26, 4
  %104 = and i64 %103, 3
  %105 = getelementptr inbounds nuw i8, ptr %29, i64 64
  %106 = lshr i64 %26, 2
  %107 = and i64 %106, 3
  %108 = lshr i64 %26, 4
  %109 = and i64 %108, 3
  %110 = getelementptr inbounds nuw i8, ptr %29, i64 96
  %111 = lshr i64 %26, 2
  %112 = and i64 %111, 3
  %113 = lshr i64 %26, 4
  %114 = and i64 %113, 3
  %115 = getelementptr inbounds nuw i8, ptr %29, i64 128
  %116 = lshr i64 %26, 2
  %117 = and i64 %116, 3
  %118 = lshr i64 %26, 4
  %119 = and i64 %118, 3
  %120 = getelementptr inbounds nuw i8, ptr %29, i64 160
  %121 = lshr i64 %26, 2
  %122 = and i64 %121, 3
  %123 = lshr i64 %26, 4
  %124 = and i64 %123, 3
  %125 = getelementptr inbounds nuw i8, ptr %29, i64 192
  %126 = lshr i64 %26, 2
  %127 = and i64 %126, 3
  %128 = lshr i64 %26, 4
  %129 = and i64 %128, 3
  %130 = and i64 %26, 3
  %131 = lshr i64 %26, 2
  %132 = and i64 %131, 3
  %133 = lshr i64 %26, 4
  %134 = and i64 %133, 3
  %135 = getelementptr inbounds nuw i8, ptr %28, i64 32
  %136 = lshr i64 %26, 2
  %137 = and i64 %136, 3
  %138 = lshr i64 %26, 4
  %139 = and i64 %138, 3
  %140 = getelementptr inbounds nuw i8, ptr %28, i64 64
  %141 = lshr i64 %26, 2
  %142 = and i64 %141, 3
  %143 = lshr i64 %26, 4
  %144 = and i64 %143, 3
  %145 = getelementptr inbounds nuw i8, ptr %28, i64 96
  %146 = lshr i64 %26, 2
  %147 = and i64 %146, 3
  %148 = lshr i64 %26, 4
  %149 = and i64 %148, 3
  %150 = getelementptr inbounds nuw i8, ptr %28, i64 128
  %151 = lshr i64 %26, 2
  %152 = and i64 %151, 3
  %153 = lshr i64 %26, 4
  %154 = and i64 %153, 3
  %155 = getelementptr inbounds nuw i8, ptr %28, i64 160
  %156 = lshr i64 %26, 2
  %157 = and i64 %156, 3
  %158 = lshr i64 %26, 4
  %159 = and i64 %158, 3
  %160 = and i64 %26, 3
  %161 = lshr i64 %26, 2
  %162 = and i64 %161, 3
  %163 = lshr i64 %26, 4
  %164 = and i64 %163, 3
  %165 = lshr i64 %26, 2
  %166 = and i64 %165, 3
  %167 = lshr i64 %26, 4
  %168 = and i64 %167, 3
  %169 = lshr i64 %26, 2
  %170 = and i64 %169, 3
  %171 = lshr i64 %26, 4
  %172 = and i64 %171, 3
  %173 = lshr i64 %26, 2
  %174 = and i64 %173, 3
  %175 = lshr i64 %26, 4
  %176 = and i64 %175, 3
  %177 = lshr i64 %26, 2
  %178 = and i64 %177, 3
  %179 = lshr i64 %26, 4
  %180 = and i64 %179, 3
  %181 = and i64 %26, 3
  %182 = lshr i64 %26, 2
  %183 = and i64 %182, 3
  %184 = lshr i64 %26, 4
  %185 = and i64 %184, 3
  %186 = lshr i64 %26, 2
  %187 = and i64 %186, 3
  %188 = lshr i64 %26, 4
  %189 = and i64 %188, 3
  %190 = lshr i64 %26, 2
  %191 = and i64 %190, 3
  %192 = lshr i64 %26, 4
  %193 = and i64 %192, 3
  %194 = lshr i64 %26, 2
  %195 = and i64 %194, 3
  %196 = lshr i64 %26, 4
  %197 = and i64 %196, 3
  %198 = and i64 %26, 3
  %199 = lshr i64 %26, 2
  %200 = and i64 %199, 3
  %201 = lshr i64 %26, 4
  %202 = and i64 %201, 3
  %203 = lshr i64 %26, 2
  %204 = and i64 %203, 3
  %205 = lshr i64 %26, 4
  %206 = and i64 %205, 3
  %207 = lshr i64 %26, 2
  %208 = and i64 %207, 3
  %209 = lshr i64 %26, 4
  %210 = and i64 %209, 3
  %211 = and i64 %26, 3
  %212 = lshr i64 %26, 2
  %213 = and i64 %212, 3
  %214 = lshr i64 %26, 4
  %215 = and i64 %214, 3
  %216 = lshr i64 %26, 2
  %217 = and i64 %216, 3
  %218 = lshr i64 %26, 4
  %219 = and i64 %218, 3
  %220 = and i64 %26, 3
  %221 = lshr i64 %26, 2
  %222 = and i64 %221, 3
  %223 = lshr i64 %26, 4
  %224 = and i64 %223, 3
  br label %226

225:                                              ; preds = %253, %27
  ret void

226:                                              ; preds = %45, %253
  %227 = phi i64 [ %3, %45 ], [ %254, %253 ]
  %228 = srem i64 %227, %8
  %229 = sdiv i64 %227, %8
  %230 = srem i64 %229, %5
  %231 = sdiv i64 %229, %5
  %232 = mul nsw i64 %231, %19
  %233 = getelementptr inbounds float, ptr %31, i64 %232
  %234 = mul i64 %46, %230
  %235 = getelementptr inbounds float, ptr %233, i64 %234
  %236 = mul i64 %47, %230
  %237 = getelementptr inbounds float, ptr %32, i64 %236
  %238 = getelementptr inbounds float, ptr %33, i64 %230
  %239 = mul nsw i64 %231, %20
  %240 = getelementptr inbounds float, ptr %35, i64 %239
  %241 = mul nsw i64 %230, %8
  %242 = add nsw i64 %241, %228
  %243 = mul nsw i64 %242, %9
  %244 = getelementptr inbounds float, ptr %240, i64 %243
  %245 = mul nsw i64 %231, %23
  %246 = getelementptr inbounds float, ptr %34, i64 %245
  %247 = getelementptr inbounds float, ptr %246, i64 %243
  %248 = select i1 %48, ptr null, ptr %247
  br i1 %49, label %249, label %253

249:                                              ; preds = %226
  %250 = mul nsw i64 %228, %12
  %251 = sub i64 %250, %16
  %252 = icmp eq ptr %248, null
  br label %256

253:                                              ; preds = %3672, %226
  %254 = add i64 %227, 1
  %255 = icmp eq i64 %254, %4
  br i1 %255, label %225, label %226

256:                                              ; preds = %249, %3672
  %257 = phi i64 [ 0, %249 ], [ %3674, %3672 ]
  %258 = phi i64 [ 0, %249 ], [ %3673, %3672 ]
  %259 = sub nsw i64 %9, %258
  %260 = add nuw nsw i64 %259, 7
  %261 = lshr i64 %260, 3
  %262 = icmp ugt i64 %259, 56
  %263 = trunc i64 %261 to i32
  %264 = select i1 %262, i32 8, i32 %263
  switch i32 %264, label %3672 [
    i32 1, label %265
    i32 2, label %393
    i32 3, label %624
    i32 4, label %957
    i32 5, label %1392
    i32 6, label %1929
    i32 7, label %2436
    i32 8, label %3017
  ]

265:                                              ; preds = %256
  br i1 %50, label %276, label %266

266:                                              ; preds = %290, %265
  %267 = phi <8 x float> [ zeroinitializer, %265 ], [ %291, %290 ]
  %268 = tail call i64 @llvm.smin.i64(i64 %259, i64 8)
  %269 = trunc i64 %268 to i32
  %270 = insertelement <8 x i32> poison, i32 %269, i64 0
  %271 = shufflevector <8 x i32> %270, <8 x i32> poison, <8 x i32> zeroinitializer
  %272 = icmp sgt <8 x i32> %271, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %273 = getelementptr inbounds nuw float, ptr %244, i64 %258
  %274 = getelementptr inbounds nuw float, ptr %248, i64 %258
  %275 = select i1 %252, ptr null, ptr %274
  br i1 %54, label %333, label %328

276:                                              ; preds = %265, %290
  %277 = phi <8 x float> [ %291, %290 ], [ zeroinitializer, %265 ]
  %278 = phi i64 [ %292, %290 ], [ 0, %265 ]
  %279 = mul nsw i64 %278, %14
  %280 = add i64 %251, %279
  %281 = icmp sgt i64 %280, -1
  %282 = icmp slt i64 %280, %6
  %283 = and i1 %281, %282
  %284 = select i1 %283, i64 %280, i64 0
  %285 = mul nsw i64 %284, %7
  %286 = getelementptr inbounds float, ptr %235, i64 %285
  br i1 %51, label %287, label %290

287:                                              ; preds = %276
  %288 = mul nuw nsw i64 %278, %11
  %289 = getelementptr inbounds nuw float, ptr %237, i64 %288
  br label %294

290:                                              ; preds = %294, %276
  %291 = phi <8 x float> [ %277, %276 ], [ %325, %294 ]
  %292 = add nuw nsw i64 %278, 1
  %293 = icmp eq i64 %292, %10
  br i1 %293, label %266, label %276

294:                                              ; preds = %287, %294
  %295 = phi <8 x float> [ %277, %287 ], [ %325, %294 ]
  %296 = phi i64 [ 0, %287 ], [ %326, %294 ]
  %297 = getelementptr inbounds nuw float, ptr %289, i64 %296
  %298 = load float, ptr %297, align 1
  %299 = insertelement <8 x float> poison, float %298, i64 0
  %300 = shufflevector <8 x float> %299, <8 x float> poison, <8 x i32> zeroinitializer
  %301 = mul nsw i64 %296, %15
  %302 = sub i64 %301, %17
  %303 = add i64 %302, %258
  %304 = icmp slt i64 %303, 0
  %305 = sub nsw i64 0, %303
  %306 = select i1 %304, i64 %305, i64 0
  %307 = sub nsw i64 %7, %303
  %308 = tail call i64 @llvm.smin.i64(i64 %307, i64 %259)
  %309 = tail call i64 @llvm.smin.i64(i64 %308, i64 8)
  %310 = icmp sgt i64 %309, %306
  %311 = select i1 %283, i1 %310, i1 false
  %312 = getelementptr inbounds float, ptr %286, i64 %303
  %313 = trunc i64 %306 to i32
  %314 = select i1 %311, i32 %313, i32 0
  %315 = insertelement <8 x i32> poison, i32 %314, i64 0
  %316 = shufflevector <8 x i32> %315, <8 x i32> poison, <8 x i32> zeroinitializer
  %317 = icmp slt <8 x i32> %316, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %318 = trunc i64 %309 to i32
  %319 = select i1 %311, i32 %318, i32 0
  %320 = insertelement <8 x i32> poison, i32 %319, i64 0
  %321 = shufflevector <8 x i32> %320, <8 x i32> poison, <8 x i32> zeroinitializer
  %322 = icmp sgt <8 x i32> %321, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %323 = and <8 x i1> %322, %317
  %324 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %312, <8 x i1> %323, <8 x float> zeroinitializer)
  %325 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %324, <8 x float> %300, <8 x float> %295)
  %326 = add nuw nsw i64 %296, 1
  %327 = icmp eq i64 %326, %11
  br i1 %327, label %290, label %294

328:                                              ; preds = %266
  %329 = load float, ptr %238, align 1
  %330 = insertelement <8 x float> poison, float %329, i64 0
  %331 = shufflevector <8 x float> %330, <8 x float> poison, <8 x i32> zeroinitializer
  %332 = fadd <8 x float> %267, %331
  br label %333

333:                                              ; preds = %328, %266
  %334 = phi <8 x float> [ %332, %328 ], [ %267, %266 ]
  switch i64 %220, label %352 [
    i64 1, label %335
    i64 2, label %338
    i64 3, label %345
    i64 0, label %391
  ]

335:                                              ; preds = %333
  %336 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %275, <8 x i1> %272, <8 x float> zeroinitializer)
  %337 = fadd <8 x float> %334, %336
  br label %353

338:                                              ; preds = %333
  %339 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %334)
  %340 = bitcast <8 x float> %334 to <8 x i32>
  %341 = or <8 x i32> %340, %53
  %342 = bitcast <8 x i32> %341 to <8 x float>
  %343 = fcmp oeq <8 x float> %334, %43
  %344 = select <8 x i1> %343, <8 x float> %342, <8 x float> %339
  br label %353

345:                                              ; preds = %333
  %346 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %334)
  %347 = bitcast <8 x float> %334 to <8 x i32>
  %348 = and <8 x i32> %347, %52
  %349 = bitcast <8 x i32> %348 to <8 x float>
  %350 = fcmp oeq <8 x float> %334, %40
  %351 = select <8 x i1> %350, <8 x float> %349, <8 x float> %346
  br label %353

352:                                              ; preds = %3651, %3632, %3610, %3577, %3558, %3536, %3503, %3484, %3462, %3429, %3410, %3388, %3355, %3336, %3314, %3281, %3262, %3240, %3207, %3188, %3166, %3133, %3114, %3094, %2996, %2977, %2955, %2922, %2903, %2881, %2848, %2829, %2807, %2774, %2755, %2733, %2700, %2681, %2659, %2626, %2607, %2585, %2552, %2533, %2513, %2415, %2396, %2374, %2341, %2322, %2300, %2267, %2248, %2226, %2193, %2174, %2152, %2119, %2100, %2078, %2045, %2026, %2006, %1908, %1889, %1867, %1835, %1816, %1794, %1762, %1743, %1721, %1689, %1670, %1648, %1616, %1597, %1577, %1371, %1352, %1330, %1298, %1279, %1257, %1225, %1206, %1184, %1152, %1133, %1113, %936, %917, %895, %863, %844, %822, %790, %771, %751, %603, %584, %562, %530, %511, %491, %372, %353, %333
  unreachable

353:                                              ; preds = %345, %338, %335
  %354 = phi <8 x float> [ %337, %335 ], [ %344, %338 ], [ %351, %345 ]
  switch i64 %222, label %352 [
    i64 1, label %369
    i64 2, label %362
    i64 3, label %355
    i64 0, label %391
  ]

355:                                              ; preds = %353
  %356 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %354)
  %357 = bitcast <8 x float> %354 to <8 x i32>
  %358 = and <8 x i32> %357, %52
  %359 = bitcast <8 x i32> %358 to <8 x float>
  %360 = fcmp oeq <8 x float> %354, %40
  %361 = select <8 x i1> %360, <8 x float> %359, <8 x float> %356
  br label %372

362:                                              ; preds = %353
  %363 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %354)
  %364 = bitcast <8 x float> %354 to <8 x i32>
  %365 = or <8 x i32> %364, %53
  %366 = bitcast <8 x i32> %365 to <8 x float>
  %367 = fcmp oeq <8 x float> %354, %43
  %368 = select <8 x i1> %367, <8 x float> %366, <8 x float> %363
  br label %372

369:                                              ; preds = %353
  %370 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %275, <8 x i1> %272, <8 x float> zeroinitializer)
  %371 = fadd <8 x float> %354, %370
  br label %372

372:                                              ; preds = %369, %362, %355
  %373 = phi <8 x float> [ %371, %369 ], [ %368, %362 ], [ %361, %355 ]
  switch i64 %224, label %352 [
    i64 1, label %388
    i64 2, label %381
    i64 3, label %374
    i64 0, label %391
  ]

374:                                              ; preds = %372
  %375 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %373)
  %376 = bitcast <8 x float> %373 to <8 x i32>
  %377 = and <8 x i32> %376, %52
  %378 = bitcast <8 x i32> %377 to <8 x float>
  %379 = fcmp oeq <8 x float> %373, %40
  %380 = select <8 x i1> %379, <8 x float> %378, <8 x float> %375
  br label %391

381:                                              ; preds = %372
  %382 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %373)
  %383 = bitcast <8 x float> %373 to <8 x i32>
  %384 = or <8 x i32> %383, %53
  %385 = bitcast <8 x i32> %384 to <8 x float>
  %386 = fcmp oeq <8 x float> %373, %43
  %387 = select <8 x i1> %386, <8 x float> %385, <8 x float> %382
  br label %391

388:                                              ; preds = %372
  %389 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %275, <8 x i1> %272, <8 x float> zeroinitializer)
  %390 = fadd <8 x float> %373, %389
  br label %391

391:                                              ; preds = %374, %381, %388, %372, %353, %333
  %392 = phi <8 x float> [ %373, %372 ], [ %334, %333 ], [ %354, %353 ], [ %390, %388 ], [ %387, %381 ], [ %380, %374 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %392, ptr align 1 %273, <8 x i1> %272)
  br label %3672

393:                                              ; preds = %256
  br i1 %50, label %394, label %397

394:                                              ; preds = %393
  %395 = or disjoint i64 %258, 8
  %396 = sub nsw i64 %9, %395
  br label %408

397:                                              ; preds = %423, %393
  %398 = phi <8 x float> [ zeroinitializer, %393 ], [ %424, %423 ]
  %399 = phi <8 x float> [ zeroinitializer, %393 ], [ %425, %423 ]
  %400 = add i64 %257, %9
  %401 = getelementptr inbounds nuw float, ptr %244, i64 %258
  %402 = getelementptr inbounds nuw float, ptr %248, i64 %258
  %403 = tail call i64 @llvm.smin.i64(i64 %400, i64 8)
  %404 = trunc i64 %403 to i32
  %405 = insertelement <8 x i32> poison, i32 %404, i64 0
  %406 = shufflevector <8 x i32> %405, <8 x i32> poison, <8 x i32> zeroinitializer
  %407 = icmp sgt <8 x i32> %406, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %54, label %491, label %486

408:                                              ; preds = %394, %423
  %409 = phi <8 x float> [ zeroinitializer, %394 ], [ %424, %423 ]
  %410 = phi <8 x float> [ zeroinitializer, %394 ], [ %425, %423 ]
  %411 = phi i64 [ 0, %394 ], [ %426, %423 ]
  %412 = mul nsw i64 %411, %14
  %413 = add i64 %251, %412
  %414 = icmp sgt i64 %413, -1
  %415 = icmp slt i64 %413, %6
  %416 = and i1 %414, %415
  %417 = select i1 %416, i64 %413, i64 0
  %418 = mul nsw i64 %417, %7
  %419 = getelementptr inbounds float, ptr %235, i64 %418
  br i1 %51, label %420, label %423

420:                                              ; preds = %408
  %421 = mul nuw nsw i64 %411, %11
  %422 = getelementptr inbounds nuw float, ptr %237, i64 %421
  br label %428

423:                                              ; preds = %428, %408
  %424 = phi <8 x float> [ %409, %408 ], [ %460, %428 ]
  %425 = phi <8 x float> [ %410, %408 ], [ %483, %428 ]
  %426 = add nuw nsw i64 %411, 1
  %427 = icmp eq i64 %426, %10
  br i1 %427, label %397, label %408

428:                                              ; preds = %420, %428
  %429 = phi <8 x float> [ %409, %420 ], [ %460, %428 ]
  %430 = phi <8 x float> [ %410, %420 ], [ %483, %428 ]
  %431 = phi i64 [ 0, %420 ], [ %484, %428 ]
  %432 = getelementptr inbounds nuw float, ptr %422, i64 %431
  %433 = load float, ptr %432, align 1
  %434 = insertelement <8 x float> poison, float %433, i64 0
  %435 = shufflevector <8 x float> %434, <8 x float> poison, <8 x i32> zeroinitializer
  %436 = mul nsw i64 %431, %15
  %437 = sub i64 %436, %17
  %438 = add i64 %437, %258
  %439 = icmp slt i64 %438, 0
  %440 = sub nsw i64 0, %438
  %441 = select i1 %439, i64 %440, i64 0
  %442 = sub nsw i64 %7, %438
  %443 = tail call i64 @llvm.smin.i64(i64 %442, i64 %259)
  %444 = tail call i64 @llvm.smin.i64(i64 %443, i64 8)
  %445 = icmp sgt i64 %444, %441
  %446 = select i1 %416, i1 %445, i1 false
  %447 = getelementptr inbounds float, ptr %419, i64 %438
  %448 = trunc i64 %441 to i32
  %449 = select i1 %446, i32 %448, i32 0
  %450 = insertelement <8 x i32> poison, i32 %449, i64 0
  %451 = shufflevector <8 x i32> %450, <8 x i32> poison, <8 x i32> zeroinitializer
  %452 = icmp slt <8 x i32> %451, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %453 = trunc i64 %444 to i32
  %454 = select i1 %446, i32 %453, i32 0
  %455 = insertelement <8 x i32> poison, i32 %454, i64 0
  %456 = shufflevector <8 x i32> %455, <8 x i32> poison, <8 x i32> zeroinitializer
  %457 = icmp sgt <8 x i32> %456, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %458 = and <8 x i1> %457, %452
  %459 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %447, <8 x i1> %458, <8 x float> zeroinitializer)
  %460 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %459, <8 x float> %435, <8 x float> %429)
  %461 = add i64 %437, %395
  %462 = icmp slt i64 %461, 0
  %463 = sub nsw i64 0, %461
  %464 = select i1 %462, i64 %463, i64 0
  %465 = sub nsw i64 %7, %461
  %466 = tail call i64 @llvm.smin.i64(i64 %465, i64 %396)
  %467 = tail call i64 @llvm.smin.i64(i64 %466, i64 8)
  %468 = icmp sgt i64 %467, %464
  %469 = select i1 %416, i1 %468, i1 false
  %470 = getelementptr inbounds float, ptr %419, i64 %461
  %471 = trunc i64 %464 to i32
  %472 = select i1 %469, i32 %471, i32 0
  %473 = insertelement <8 x i32> poison, i32 %472, i64 0
  %474 = shufflevector <8 x i32> %473, <8 x i32> poison, <8 x i32> zeroinitializer
  %475 = icmp slt <8 x i32> %474, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %476 = trunc i64 %467 to i32
  %477 = select i1 %469, i32 %476, i32 0
  %478 = insertelement <8 x i32> poison, i32 %477, i64 0
  %479 = shufflevector <8 x i32> %478, <8 x i32> poison, <8 x i32> zeroinitializer
  %480 = icmp sgt <8 x i32> %479, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %481 = and <8 x i1> %480, %475
  %482 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %470, <8 x i1> %481, <8 x float> zeroinitializer)
  %483 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %482, <8 x float> %435, <8 x float> %430)
  %484 = add nuw nsw i64 %431, 1
  %485 = icmp eq i64 %484, %11
  br i1 %485, label %423, label %428

486:                                              ; preds = %397
  %487 = load float, ptr %238, align 1
  %488 = insertelement <8 x float> poison, float %487, i64 0
  %489 = shufflevector <8 x float> %488, <8 x float> poison, <8 x i32> zeroinitializer
  %490 = fadd <8 x float> %398, %489
  br label %491

491:                                              ; preds = %486, %397
  %492 = phi <8 x float> [ %490, %486 ], [ %398, %397 ]
  %493 = select i1 %252, ptr null, ptr %402
  switch i64 %211, label %352 [
    i64 1, label %494
    i64 2, label %497
    i64 3, label %504
    i64 0, label %549
  ]

494:                                              ; preds = %491
  %495 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %493, <8 x i1> %407, <8 x float> zeroinitializer)
  %496 = fadd <8 x float> %492, %495
  br label %511

497:                                              ; preds = %491
  %498 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %492)
  %499 = bitcast <8 x float> %492 to <8 x i32>
  %500 = or <8 x i32> %499, %53
  %501 = bitcast <8 x i32> %500 to <8 x float>
  %502 = fcmp oeq <8 x float> %492, %43
  %503 = select <8 x i1> %502, <8 x float> %501, <8 x float> %498
  br label %511

504:                                              ; preds = %491
  %505 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %492)
  %506 = bitcast <8 x float> %492 to <8 x i32>
  %507 = and <8 x i32> %506, %52
  %508 = bitcast <8 x i32> %507 to <8 x float>
  %509 = fcmp oeq <8 x float> %492, %40
  %510 = select <8 x i1> %509, <8 x float> %508, <8 x float> %505
  br label %511

511:                                              ; preds = %504, %497, %494
  %512 = phi <8 x float> [ %496, %494 ], [ %503, %497 ], [ %510, %504 ]
  switch i64 %213, label %352 [
    i64 1, label %527
    i64 2, label %520
    i64 3, label %513
    i64 0, label %549
  ]

513:                                              ; preds = %511
  %514 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %512)
  %515 = bitcast <8 x float> %512 to <8 x i32>
  %516 = and <8 x i32> %515, %52
  %517 = bitcast <8 x i32> %516 to <8 x float>
  %518 = fcmp oeq <8 x float> %512, %40
  %519 = select <8 x i1> %518, <8 x float> %517, <8 x float> %514
  br label %530

520:                                              ; preds = %511
  %521 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %512)
  %522 = bitcast <8 x float> %512 to <8 x i32>
  %523 = or <8 x i32> %522, %53
  %524 = bitcast <8 x i32> %523 to <8 x float>
  %525 = fcmp oeq <8 x float> %512, %43
  %526 = select <8 x i1> %525, <8 x float> %524, <8 x float> %521
  br label %530

527:                                              ; preds = %511
  %528 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %493, <8 x i1> %407, <8 x float> zeroinitializer)
  %529 = fadd <8 x float> %512, %528
  br label %530

530:                                              ; preds = %527, %520, %513
  %531 = phi <8 x float> [ %529, %527 ], [ %526, %520 ], [ %519, %513 ]
  switch i64 %215, label %352 [
    i64 1, label %546
    i64 2, label %539
    i64 3, label %532
    i64 0, label %549
  ]

532:                                              ; preds = %530
  %533 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %531)
  %534 = bitcast <8 x float> %531 to <8 x i32>
  %535 = and <8 x i32> %534, %52
  %536 = bitcast <8 x i32> %535 to <8 x float>
  %537 = fcmp oeq <8 x float> %531, %40
  %538 = select <8 x i1> %537, <8 x float> %536, <8 x float> %533
  br label %549

539:                                              ; preds = %530
  %540 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %531)
  %541 = bitcast <8 x float> %531 to <8 x i32>
  %542 = or <8 x i32> %541, %53
  %543 = bitcast <8 x i32> %542 to <8 x float>
  %544 = fcmp oeq <8 x float> %531, %43
  %545 = select <8 x i1> %544, <8 x float> %543, <8 x float> %540
  br label %549

546:                                              ; preds = %530
  %547 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %493, <8 x i1> %407, <8 x float> zeroinitializer)
  %548 = fadd <8 x float> %531, %547
  br label %549

549:                                              ; preds = %532, %539, %546, %530, %511, %491
  %550 = phi <8 x float> [ %531, %530 ], [ %492, %491 ], [ %512, %511 ], [ %548, %546 ], [ %545, %539 ], [ %538, %532 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %550, ptr align 1 %401, <8 x i1> %407)
  %551 = add i64 %400, -8
  %552 = tail call i64 @llvm.smin.i64(i64 %551, i64 8)
  %553 = trunc i64 %552 to i32
  %554 = insertelement <8 x i32> poison, i32 %553, i64 0
  %555 = shufflevector <8 x i32> %554, <8 x i32> poison, <8 x i32> zeroinitializer
  %556 = icmp sgt <8 x i32> %555, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %54, label %562, label %557

557:                                              ; preds = %549
  %558 = load float, ptr %238, align 1
  %559 = insertelement <8 x float> poison, float %558, i64 0
  %560 = shufflevector <8 x float> %559, <8 x float> poison, <8 x i32> zeroinitializer
  %561 = fadd <8 x float> %399, %560
  br label %562

562:                                              ; preds = %557, %549
  %563 = phi <8 x float> [ %561, %557 ], [ %399, %549 ]
  %564 = getelementptr inbounds nuw i8, ptr %401, i64 32
  %565 = getelementptr inbounds nuw i8, ptr %402, i64 32
  %566 = select i1 %252, ptr null, ptr %565
  switch i64 %211, label %352 [
    i64 1, label %581
    i64 2, label %574
    i64 3, label %567
    i64 0, label %622
  ]

567:                                              ; preds = %562
  %568 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %563)
  %569 = bitcast <8 x float> %563 to <8 x i32>
  %570 = and <8 x i32> %569, %52
  %571 = bitcast <8 x i32> %570 to <8 x float>
  %572 = fcmp oeq <8 x float> %563, %40
  %573 = select <8 x i1> %572, <8 x float> %571, <8 x float> %568
  br label %584

574:                                              ; preds = %562
  %575 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %563)
  %576 = bitcast <8 x float> %563 to <8 x i32>
  %577 = or <8 x i32> %576, %53
  %578 = bitcast <8 x i32> %577 to <8 x float>
  %579 = fcmp oeq <8 x float> %563, %43
  %580 = select <8 x i1> %579, <8 x float> %578, <8 x float> %575
  br label %584

581:                                              ; preds = %562
  %582 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %566, <8 x i1> %556, <8 x float> zeroinitializer)
  %583 = fadd <8 x float> %563, %582
  br label %584

584:                                              ; preds = %581, %574, %567
  %585 = phi <8 x float> [ %583, %581 ], [ %580, %574 ], [ %573, %567 ]
  switch i64 %217, label %352 [
    i64 1, label %600
    i64 2, label %593
    i64 3, label %586
    i64 0, label %622
  ]

586:                                              ; preds = %584
  %587 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %585)
  %588 = bitcast <8 x float> %585 to <8 x i32>
  %589 = and <8 x i32> %588, %52
  %590 = bitcast <8 x i32> %589 to <8 x float>
  %591 = fcmp oeq <8 x float> %585, %40
  %592 = select <8 x i1> %591, <8 x float> %590, <8 x float> %587
  br label %603

593:                                              ; preds = %584
  %594 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %585)
  %595 = bitcast <8 x float> %585 to <8 x i32>
  %596 = or <8 x i32> %595, %53
  %597 = bitcast <8 x i32> %596 to <8 x float>
  %598 = fcmp oeq <8 x float> %585, %43
  %599 = select <8 x i1> %598, <8 x float> %597, <8 x float> %594
  br label %603

600:                                              ; preds = %584
  %601 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %566, <8 x i1> %556, <8 x float> zeroinitializer)
  %602 = fadd <8 x float> %585, %601
  br label %603

603:                                              ; preds = %600, %593, %586
  %604 = phi <8 x float> [ %602, %600 ], [ %599, %593 ], [ %592, %586 ]
  switch i64 %219, label %352 [
    i64 1, label %619
    i64 2, label %612
    i64 3, label %605
    i64 0, label %622
  ]

605:                                              ; preds = %603
  %606 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %604)
  %607 = bitcast <8 x float> %604 to <8 x i32>
  %608 = and <8 x i32> %607, %52
  %609 = bitcast <8 x i32> %608 to <8 x float>
  %610 = fcmp oeq <8 x float> %604, %40
  %611 = select <8 x i1> %610, <8 x float> %609, <8 x float> %606
  br label %622

612:                                              ; preds = %603
  %613 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %604)
  %614 = bitcast <8 x float> %604 to <8 x i32>
  %615 = or <8 x i32> %614, %53
  %616 = bitcast <8 x i32> %615 to <8 x float>
  %617 = fcmp oeq <8 x float> %604, %43
  %618 = select <8 x i1> %617, <8 x float> %616, <8 x float> %613
  br label %622

619:                                              ; preds = %603
  %620 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %566, <8 x i1> %556, <8 x float> zeroinitializer)
  %621 = fadd <8 x float> %604, %620
  br label %622

622:                                              ; preds = %605, %612, %619, %603, %584, %562
  %623 = phi <8 x float> [ %604, %603 ], [ %563, %562 ], [ %585, %584 ], [ %621, %619 ], [ %618, %612 ], [ %611, %605 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %623, ptr nonnull align 1 %564, <8 x i1> %556)
  br label %3672

624:                                              ; preds = %256
  br i1 %50, label %625, label %630

625:                                              ; preds = %624
  %626 = or disjoint i64 %258, 8
  %627 = sub nsw i64 %9, %626
  %628 = or disjoint i64 %258, 16
  %629 = sub nsw i64 %9, %628
  br label %642

630:                                              ; preds = %658, %624
  %631 = phi <8 x float> [ zeroinitializer, %624 ], [ %659, %658 ]
  %632 = phi <8 x float> [ zeroinitializer, %624 ], [ %660, %658 ]
  %633 = phi <8 x float> [ zeroinitializer, %624 ], [ %661, %658 ]
  %634 = add i64 %257, %9
  %635 = getelementptr inbounds nuw float, ptr %244, i64 %258
  %636 = getelementptr inbounds nuw float, ptr %248, i64 %258
  %637 = tail call i64 @llvm.smin.i64(i64 %634, i64 8)
  %638 = trunc i64 %637 to i32
  %639 = insertelement <8 x i32> poison, i32 %638, i64 0
  %640 = shufflevector <8 x i32> %639, <8 x i32> poison, <8 x i32> zeroinitializer
  %641 = icmp sgt <8 x i32> %640, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %54, label %751, label %746

642:                                              ; preds = %625, %658
  %643 = phi <8 x float> [ zeroinitializer, %625 ], [ %659, %658 ]
  %644 = phi <8 x float> [ zeroinitializer, %625 ], [ %660, %658 ]
  %645 = phi <8 x float> [ zeroinitializer, %625 ], [ %661, %658 ]
  %646 = phi i64 [ 0, %625 ], [ %662, %658 ]
  %647 = mul nsw i64 %646, %14
  %648 = add i64 %251, %647
  %649 = icmp sgt i64 %648, -1
  %650 = icmp slt i64 %648, %6
  %651 = and i1 %649, %650
  %652 = select i1 %651, i64 %648, i64 0
  %653 = mul nsw i64 %652, %7
  %654 = getelementptr inbounds float, ptr %235, i64 %653
  br i1 %51, label %655, label %658

655:                                              ; preds = %642
  %656 = mul nuw nsw i64 %646, %11
  %657 = getelementptr inbounds nuw float, ptr %237, i64 %656
  br label %664

658:                                              ; preds = %664, %642
  %659 = phi <8 x float> [ %643, %642 ], [ %743, %664 ]
  %660 = phi <8 x float> [ %644, %642 ], [ %720, %664 ]
  %661 = phi <8 x float> [ %645, %642 ], [ %697, %664 ]
  %662 = add nuw nsw i64 %646, 1
  %663 = icmp eq i64 %662, %10
  br i1 %663, label %630, label %642

664:                                              ; preds = %655, %664
  %665 = phi <8 x float> [ %643, %655 ], [ %743, %664 ]
  %666 = phi <8 x float> [ %644, %655 ], [ %720, %664 ]
  %667 = phi <8 x float> [ %645, %655 ], [ %697, %664 ]
  %668 = phi i64 [ 0, %655 ], [ %744, %664 ]
  %669 = getelementptr inbounds nuw float, ptr %657, i64 %668
  %670 = load float, ptr %669, align 1
  %671 = insertelement <8 x float> poison, float %670, i64 0
  %672 = shufflevector <8 x float> %671, <8 x float> poison, <8 x i32> zeroinitializer
  %673 = mul nsw i64 %668, %15
  %674 = sub i64 %673, %17
  %675 = add i64 %674, %258
  %676 = icmp slt i64 %675, 0
  %677 = sub nsw i64 0, %675
  %678 = select i1 %676, i64 %677, i64 0
  %679 = sub nsw i64 %7, %675
  %680 = tail call i64 @llvm.smin.i64(i64 %679, i64 %259)
  %681 = tail call i64 @llvm.smin.i64(i64 %680, i64 8)
  %682 = icmp sgt i64 %681, %678
  %683 = select i1 %651, i1 %682, i1 false
  %684 = getelementptr inbounds float, ptr %654, i64 %675
  %685 = trunc i64 %678 to i32
  %686 = select i1 %683, i32 %685, i32 0
  %687 = insertelement <8 x i32> poison, i32 %686, i64 0
  %688 = shufflevector <8 x i32> %687, <8 x i32> poison, <8 x i32> zeroinitializer
  %689 = icmp slt <8 x i32> %688, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %690 = trunc i64 %681 to i32
  %691 = select i1 %683, i32 %690, i32 0
  %692 = insertelement <8 x i32> poison, i32 %691, i64 0
  %693 = shufflevector <8 x i32> %692, <8 x i32> poison, <8 x i32> zeroinitializer
  %694 = icmp sgt <8 x i32> %693, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %695 = and <8 x i1> %694, %689
  %696 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %684, <8 x i1> %695, <8 x float> zeroinitializer)
  %697 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %696, <8 x float> %672, <8 x float> %667)
  %698 = add i64 %674, %626
  %699 = icmp slt i64 %698, 0
  %700 = sub nsw i64 0, %698
  %701 = select i1 %699, i64 %700, i64 0
  %702 = sub nsw i64 %7, %698
  %703 = tail call i64 @llvm.smin.i64(i64 %702, i64 %627)
  %704 = tail call i64 @llvm.smin.i64(i64 %703, i64 8)
  %705 = icmp sgt i64 %704, %701
  %706 = select i1 %651, i1 %705, i1 false
  %707 = getelementptr inbounds float, ptr %654, i64 %698
  %708 = trunc i64 %701 to i32
  %709 = select i1 %706, i32 %708, i32 0
  %710 = insertelement <8 x i32> poison, i32 %709, i64 0
  %711 = shufflevector <8 x i32> %710, <8 x i32> poison, <8 x i32> zeroinitializer
  %712 = icmp slt <8 x i32> %711, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %713 = trunc i64 %704 to i32
  %714 = select i1 %706, i32 %713, i32 0
  %715 = insertelement <8 x i32> poison, i32 %714, i64 0
  %716 = shufflevector <8 x i32> %715, <8 x i32> poison, <8 x i32> zeroinitializer
  %717 = icmp sgt <8 x i32> %716, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %718 = and <8 x i1> %717, %712
  %719 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %707, <8 x i1> %718, <8 x float> zeroinitializer)
  %720 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %719, <8 x float> %672, <8 x float> %666)
  %721 = add i64 %674, %628
  %722 = icmp slt i64 %721, 0
  %723 = sub nsw i64 0, %721
  %724 = select i1 %722, i64 %723, i64 0
  %725 = sub nsw i64 %7, %721
  %726 = tail call i64 @llvm.smin.i64(i64 %725, i64 %629)
  %727 = tail call i64 @llvm.smin.i64(i64 %726, i64 8)
  %728 = icmp sgt i64 %727, %724
  %729 = select i1 %651, i1 %728, i1 false
  %730 = getelementptr inbounds float, ptr %654, i64 %721
  %731 = trunc i64 %724 to i32
  %732 = select i1 %729, i32 %731, i32 0
  %733 = insertelement <8 x i32> poison, i32 %732, i64 0
  %734 = shufflevector <8 x i32> %733, <8 x i32> poison, <8 x i32> zeroinitializer
  %735 = icmp slt <8 x i32> %734, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %736 = trunc i64 %727 to i32
  %737 = select i1 %729, i32 %736, i32 0
  %738 = insertelement <8 x i32> poison, i32 %737, i64 0
  %739 = shufflevector <8 x i32> %738, <8 x i32> poison, <8 x i32> zeroinitializer
  %740 = icmp sgt <8 x i32> %739, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %741 = and <8 x i1> %740, %735
  %742 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %730, <8 x i1> %741, <8 x float> zeroinitializer)
  %743 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %742, <8 x float> %672, <8 x float> %665)
  %744 = add nuw nsw i64 %668, 1
  %745 = icmp eq i64 %744, %11
  br i1 %745, label %658, label %664

746:                                              ; preds = %630
  %747 = load float, ptr %238, align 1
  %748 = insertelement <8 x float> poison, float %747, i64 0
  %749 = shufflevector <8 x float> %748, <8 x float> poison, <8 x i32> zeroinitializer
  %750 = fadd <8 x float> %633, %749
  br label %751

751:                                              ; preds = %746, %630
  %752 = phi <8 x float> [ %750, %746 ], [ %633, %630 ]
  %753 = select i1 %252, ptr null, ptr %636
  switch i64 %198, label %352 [
    i64 1, label %754
    i64 2, label %757
    i64 3, label %764
    i64 0, label %809
  ]

754:                                              ; preds = %751
  %755 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %753, <8 x i1> %641, <8 x float> zeroinitializer)
  %756 = fadd <8 x float> %752, %755
  br label %771

757:                                              ; preds = %751
  %758 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %752)
  %759 = bitcast <8 x float> %752 to <8 x i32>
  %760 = or <8 x i32> %759, %53
  %761 = bitcast <8 x i32> %760 to <8 x float>
  %762 = fcmp oeq <8 x float> %752, %43
  %763 = select <8 x i1> %762, <8 x float> %761, <8 x float> %758
  br label %771

764:                                              ; preds = %751
  %765 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %752)
  %766 = bitcast <8 x float> %752 to <8 x i32>
  %767 = and <8 x i32> %766, %52
  %768 = bitcast <8 x i32> %767 to <8 x float>
  %769 = fcmp oeq <8 x float> %752, %40
  %770 = select <8 x i1> %769, <8 x float> %768, <8 x float> %765
  br label %771

771:                                              ; preds = %764, %757, %754
  %772 = phi <8 x float> [ %756, %754 ], [ %763, %757 ], [ %770, %764 ]
  switch i64 %200, label %352 [
    i64 1, label %787
    i64 2, label %780
    i64 3, label %773
    i64 0, label %809
  ]

773:                                              ; preds = %771
  %774 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %772)
  %775 = bitcast <8 x float> %772 to <8 x i32>
  %776 = and <8 x i32> %775, %52
  %777 = bitcast <8 x i32> %776 to <8 x float>
  %778 = fcmp oeq <8 x float> %772, %40
  %779 = select <8 x i1> %778, <8 x float> %777, <8 x float> %774
  br label %790

780:                                              ; preds = %771
  %781 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %772)
  %782 = bitcast <8 x float> %772 to <8 x i32>
  %783 = or <8 x i32> %782, %53
  %784 = bitcast <8 x i32> %783 to <8 x float>
  %785 = fcmp oeq <8 x float> %772, %43
  %786 = select <8 x i1> %785, <8 x float> %784, <8 x float> %781
  br label %790

787:                                              ; preds = %771
  %788 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %753, <8 x i1> %641, <8 x float> zeroinitializer)
  %789 = fadd <8 x float> %772, %788
  br label %790

790:                                              ; preds = %787, %780, %773
  %791 = phi <8 x float> [ %789, %787 ], [ %786, %780 ], [ %779, %773 ]
  switch i64 %202, label %352 [
    i64 1, label %806
    i64 2, label %799
    i64 3, label %792
    i64 0, label %809
  ]

792:                                              ; preds = %790
  %793 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %791)
  %794 = bitcast <8 x float> %791 to <8 x i32>
  %795 = and <8 x i32> %794, %52
  %796 = bitcast <8 x i32> %795 to <8 x float>
  %797 = fcmp oeq <8 x float> %791, %40
  %798 = select <8 x i1> %797, <8 x float> %796, <8 x float> %793
  br label %809

799:                                              ; preds = %790
  %800 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %791)
  %801 = bitcast <8 x float> %791 to <8 x i32>
  %802 = or <8 x i32> %801, %53
  %803 = bitcast <8 x i32> %802 to <8 x float>
  %804 = fcmp oeq <8 x float> %791, %43
  %805 = select <8 x i1> %804, <8 x float> %803, <8 x float> %800
  br label %809

806:                                              ; preds = %790
  %807 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %753, <8 x i1> %641, <8 x float> zeroinitializer)
  %808 = fadd <8 x float> %791, %807
  br label %809

809:                                              ; preds = %792, %799, %806, %790, %771, %751
  %810 = phi <8 x float> [ %791, %790 ], [ %752, %751 ], [ %772, %771 ], [ %808, %806 ], [ %805, %799 ], [ %798, %792 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %810, ptr align 1 %635, <8 x i1> %641)
  %811 = add i64 %634, -8
  %812 = tail call i64 @llvm.smin.i64(i64 %811, i64 8)
  %813 = trunc i64 %812 to i32
  %814 = insertelement <8 x i32> poison, i32 %813, i64 0
  %815 = shufflevector <8 x i32> %814, <8 x i32> poison, <8 x i32> zeroinitializer
  %816 = icmp sgt <8 x i32> %815, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %54, label %822, label %817

817:                                              ; preds = %809
  %818 = load float, ptr %238, align 1
  %819 = insertelement <8 x float> poison, float %818, i64 0
  %820 = shufflevector <8 x float> %819, <8 x float> poison, <8 x i32> zeroinitializer
  %821 = fadd <8 x float> %632, %820
  br label %822

822:                                              ; preds = %817, %809
  %823 = phi <8 x float> [ %821, %817 ], [ %632, %809 ]
  %824 = getelementptr inbounds nuw i8, ptr %635, i64 32
  %825 = getelementptr inbounds nuw i8, ptr %636, i64 32
  %826 = select i1 %252, ptr null, ptr %825
  switch i64 %198, label %352 [
    i64 1, label %841
    i64 2, label %834
    i64 3, label %827
    i64 0, label %882
  ]

827:                                              ; preds = %822
  %828 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %823)
  %829 = bitcast <8 x float> %823 to <8 x i32>
  %830 = and <8 x i32> %829, %52
  %831 = bitcast <8 x i32> %830 to <8 x float>
  %832 = fcmp oeq <8 x float> %823, %40
  %833 = select <8 x i1> %832, <8 x float> %831, <8 x float> %828
  br label %844

834:                                              ; preds = %822
  %835 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %823)
  %836 = bitcast <8 x float> %823 to <8 x i32>
  %837 = or <8 x i32> %836, %53
  %838 = bitcast <8 x i32> %837 to <8 x float>
  %839 = fcmp oeq <8 x float> %823, %43
  %840 = select <8 x i1> %839, <8 x float> %838, <8 x float> %835
  br label %844

841:                                              ; preds = %822
  %842 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %826, <8 x i1> %816, <8 x float> zeroinitializer)
  %843 = fadd <8 x float> %823, %842
  br label %844

844:                                              ; preds = %841, %834, %827
  %845 = phi <8 x float> [ %843, %841 ], [ %840, %834 ], [ %833, %827 ]
  switch i64 %204, label %352 [
    i64 1, label %860
    i64 2, label %853
    i64 3, label %846
    i64 0, label %882
  ]

846:                                              ; preds = %844
  %847 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %845)
  %848 = bitcast <8 x float> %845 to <8 x i32>
  %849 = and <8 x i32> %848, %52
  %850 = bitcast <8 x i32> %849 to <8 x float>
  %851 = fcmp oeq <8 x float> %845, %40
  %852 = select <8 x i1> %851, <8 x float> %850, <8 x float> %847
  br label %863

853:                                              ; preds = %844
  %854 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %845)
  %855 = bitcast <8 x float> %845 to <8 x i32>
  %856 = or <8 x i32> %855, %53
  %857 = bitcast <8 x i32> %856 to <8 x float>
  %858 = fcmp oeq <8 x float> %845, %43
  %859 = select <8 x i1> %858, <8 x float> %857, <8 x float> %854
  br label %863

860:                                              ; preds = %844
  %861 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %826, <8 x i1> %816, <8 x float> zeroinitializer)
  %862 = fadd <8 x float> %845, %861
  br label %863

863:                                              ; preds = %860, %853, %846
  %864 = phi <8 x float> [ %862, %860 ], [ %859, %853 ], [ %852, %846 ]
  switch i64 %206, label %352 [
    i64 1, label %879
    i64 2, label %872
    i64 3, label %865
    i64 0, label %882
  ]

865:                                              ; preds = %863
  %866 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %864)
  %867 = bitcast <8 x float> %864 to <8 x i32>
  %868 = and <8 x i32> %867, %52
  %869 = bitcast <8 x i32> %868 to <8 x float>
  %870 = fcmp oeq <8 x float> %864, %40
  %871 = select <8 x i1> %870, <8 x float> %869, <8 x float> %866
  br label %882

872:                                              ; preds = %863
  %873 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %864)
  %874 = bitcast <8 x float> %864 to <8 x i32>
  %875 = or <8 x i32> %874, %53
  %876 = bitcast <8 x i32> %875 to <8 x float>
  %877 = fcmp oeq <8 x float> %864, %43
  %878 = select <8 x i1> %877, <8 x float> %876, <8 x float> %873
  br label %882

879:                                              ; preds = %863
  %880 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %826, <8 x i1> %816, <8 x float> zeroinitializer)
  %881 = fadd <8 x float> %864, %880
  br label %882

882:                                              ; preds = %865, %872, %879, %863, %844, %822
  %883 = phi <8 x float> [ %864, %863 ], [ %823, %822 ], [ %845, %844 ], [ %881, %879 ], [ %878, %872 ], [ %871, %865 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %883, ptr nonnull align 1 %824, <8 x i1> %816)
  %884 = add i64 %634, -16
  %885 = tail call i64 @llvm.smin.i64(i64 %884, i64 8)
  %886 = trunc i64 %885 to i32
  %887 = insertelement <8 x i32> poison, i32 %886, i64 0
  %888 = shufflevector <8 x i32> %887, <8 x i32> poison, <8 x i32> zeroinitializer
  %889 = icmp sgt <8 x i32> %888, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %54, label %895, label %890

890:                                              ; preds = %882
  %891 = load float, ptr %238, align 1
  %892 = insertelement <8 x float> poison, float %891, i64 0
  %893 = shufflevector <8 x float> %892, <8 x float> poison, <8 x i32> zeroinitializer
  %894 = fadd <8 x float> %631, %893
  br label %895

895:                                              ; preds = %890, %882
  %896 = phi <8 x float> [ %894, %890 ], [ %631, %882 ]
  %897 = getelementptr inbounds nuw i8, ptr %635, i64 64
  %898 = getelementptr inbounds nuw i8, ptr %636, i64 64
  %899 = select i1 %252, ptr null, ptr %898
  switch i64 %198, label %352 [
    i64 1, label %914
    i64 2, label %907
    i64 3, label %900
    i64 0, label %955
  ]

900:                                              ; preds = %895
  %901 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %896)
  %902 = bitcast <8 x float> %896 to <8 x i32>
  %903 = and <8 x i32> %902, %52
  %904 = bitcast <8 x i32> %903 to <8 x float>
  %905 = fcmp oeq <8 x float> %896, %40
  %906 = select <8 x i1> %905, <8 x float> %904, <8 x float> %901
  br label %917

907:                                              ; preds = %895
  %908 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %896)
  %909 = bitcast <8 x float> %896 to <8 x i32>
  %910 = or <8 x i32> %909, %53
  %911 = bitcast <8 x i32> %910 to <8 x float>
  %912 = fcmp oeq <8 x float> %896, %43
  %913 = select <8 x i1> %912, <8 x float> %911, <8 x float> %908
  br label %917

914:                                              ; preds = %895
  %915 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %899, <8 x i1> %889, <8 x float> zeroinitializer)
  %916 = fadd <8 x float> %896, %915
  br label %917

917:                                              ; preds = %914, %907, %900
  %918 = phi <8 x float> [ %916, %914 ], [ %913, %907 ], [ %906, %900 ]
  switch i64 %208, label %352 [
    i64 1, label %933
    i64 2, label %926
    i64 3, label %919
    i64 0, label %955
  ]

919:                                              ; preds = %917
  %920 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %918)
  %921 = bitcast <8 x float> %918 to <8 x i32>
  %922 = and <8 x i32> %921, %52
  %923 = bitcast <8 x i32> %922 to <8 x float>
  %924 = fcmp oeq <8 x float> %918, %40
  %925 = select <8 x i1> %924, <8 x float> %923, <8 x float> %920
  br label %936

926:                                              ; preds = %917
  %927 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %918)
  %928 = bitcast <8 x float> %918 to <8 x i32>
  %929 = or <8 x i32> %928, %53
  %930 = bitcast <8 x i32> %929 to <8 x float>
  %931 = fcmp oeq <8 x float> %918, %43
  %932 = select <8 x i1> %931, <8 x float> %930, <8 x float> %927
  br label %936

933:                                              ; preds = %917
  %934 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %899, <8 x i1> %889, <8 x float> zeroinitializer)
  %935 = fadd <8 x float> %918, %934
  br label %936

936:                                              ; preds = %933, %926, %919
  %937 = phi <8 x float> [ %935, %933 ], [ %932, %926 ], [ %925, %919 ]
  switch i64 %210, label %352 [
    i64 1, label %952
    i64 2, label %945
    i64 3, label %938
    i64 0, label %955
  ]

938:                                              ; preds = %936
  %939 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %937)
  %940 = bitcast <8 x float> %937 to <8 x i32>
  %941 = and <8 x i32> %940, %52
  %942 = bitcast <8 x i32> %941 to <8 x float>
  %943 = fcmp oeq <8 x float> %937, %40
  %944 = select <8 x i1> %943, <8 x float> %942, <8 x float> %939
  br label %955

945:                                              ; preds = %936
  %946 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %937)
  %947 = bitcast <8 x float> %937 to <8 x i32>
  %948 = or <8 x i32> %947, %53
  %949 = bitcast <8 x i32> %948 to <8 x float>
  %950 = fcmp oeq <8 x float> %937, %43
  %951 = select <8 x i1> %950, <8 x float> %949, <8 x float> %946
  br label %955

952:                                              ; preds = %936
  %953 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %899, <8 x i1> %889, <8 x float> zeroinitializer)
  %954 = fadd <8 x float> %937, %953
  br label %955

955:                                              ; preds = %938, %945, %952, %936, %917, %895
  %956 = phi <8 x float> [ %937, %936 ], [ %896, %895 ], [ %918, %917 ], [ %954, %952 ], [ %951, %945 ], [ %944, %938 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %956, ptr nonnull align 1 %897, <8 x i1> %889)
  br label %3672

957:                                              ; preds = %256
  br i1 %50, label %958, label %965

958:                                              ; preds = %957
  %959 = or disjoint i64 %258, 8
  %960 = sub nsw i64 %9, %959
  %961 = or disjoint i64 %258, 16
  %962 = sub nsw i64 %9, %961
  %963 = or disjoint i64 %258, 24
  %964 = sub nsw i64 %9, %963
  br label %978

965:                                              ; preds = %995, %957
  %966 = phi <8 x float> [ zeroinitializer, %957 ], [ %996, %995 ]
  %967 = phi <8 x float> [ zeroinitializer, %957 ], [ %997, %995 ]
  %968 = phi <8 x float> [ zeroinitializer, %957 ], [ %998, %995 ]
  %969 = phi <8 x float> [ zeroinitializer, %957 ], [ %999, %995 ]
  %970 = add i64 %257, %9
  %971 = getelementptr inbounds nuw float, ptr %244, i64 %258
  %972 = getelementptr inbounds nuw float, ptr %248, i64 %258
  %973 = tail call i64 @llvm.smin.i64(i64 %970, i64 8)
  %974 = trunc i64 %973 to i32
  %975 = insertelement <8 x i32> poison, i32 %974, i64 0
  %976 = shufflevector <8 x i32> %975, <8 x i32> poison, <8 x i32> zeroinitializer
  %977 = icmp sgt <8 x i32> %976, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %54, label %1113, label %1108

978:                                              ; preds = %958, %995
  %979 = phi <8 x float> [ zeroinitializer, %958 ], [ %996, %995 ]
  %980 = phi <8 x float> [ zeroinitializer, %958 ], [ %997, %995 ]
  %981 = phi <8 x float> [ zeroinitializer, %958 ], [ %998, %995 ]
  %982 = phi <8 x float> [ zeroinitializer, %958 ], [ %999, %995 ]
  %983 = phi i64 [ 0, %958 ], [ %1000, %995 ]
  %984 = mul nsw i64 %983, %14
  %985 = add i64 %251, %984
  %986 = icmp sgt i64 %985, -1
  %987 = icmp slt i64 %985, %6
  %988 = and i1 %986, %987
  %989 = select i1 %988, i64 %985, i64 0
  %990 = mul nsw i64 %989, %7
  %991 = getelementptr inbounds float, ptr %235, i64 %990
  br i1 %51, label %992, label %995

992:                                              ; preds = %978
  %993 = mul nuw nsw i64 %983, %11
  %994 = getelementptr inbounds nuw float, ptr %237, i64 %993
  br label %1002

995:                                              ; preds = %1002, %978
  %996 = phi <8 x float> [ %979, %978 ], [ %1105, %1002 ]
  %997 = phi <8 x float> [ %980, %978 ], [ %1082, %1002 ]
  %998 = phi <8 x float> [ %981, %978 ], [ %1059, %1002 ]
  %999 = phi <8 x float> [ %982, %978 ], [ %1036, %1002 ]
  %1000 = add nuw nsw i64 %983, 1
  %1001 = icmp eq i64 %1000, %10
  br i1 %1001, label %965, label %978

1002:                                             ; preds = %992, %1002
  %1003 = phi <8 x float> [ %979, %992 ], [ %1105, %1002 ]
  %1004 = phi <8 x float> [ %980, %992 ], [ %1082, %1002 ]
  %1005 = phi <8 x float> [ %981, %992 ], [ %1059, %1002 ]
  %1006 = phi <8 x float> [ %982, %992 ], [ %1036, %1002 ]
  %1007 = phi i64 [ 0, %992 ], [ %1106, %1002 ]
  %1008 = getelementptr inbounds nuw float, ptr %994, i64 %1007
  %1009 = load float, ptr %1008, align 1
  %1010 = insertelement <8 x float> poison, float %1009, i64 0
  %1011 = shufflevector <8 x float> %1010, <8 x float> poison, <8 x i32> zeroinitializer
  %1012 = mul nsw i64 %1007, %15
  %1013 = sub i64 %1012, %17
  %1014 = add i64 %1013, %258
  %1015 = icmp slt i64 %1014, 0
  %1016 = sub nsw i64 0, %1014
  %1017 = select i1 %1015, i64 %1016, i64 0
  %1018 = sub nsw i64 %7, %1014
  %1019 = tail call i64 @llvm.smin.i64(i64 %1018, i64 %259)
  %1020 = tail call i64 @llvm.smin.i64(i64 %1019, i64 8)
  %1021 = icmp sgt i64 %1020, %1017
  %1022 = select i1 %988, i1 %1021, i1 false
  %1023 = getelementptr inbounds float, ptr %991, i64 %1014
  %1024 = trunc i64 %1017 to i32
  %1025 = select i1 %1022, i32 %1024, i32 0
  %1026 = insertelement <8 x i32> poison, i32 %1025, i64 0
  %1027 = shufflevector <8 x i32> %1026, <8 x i32> poison, <8 x i32> zeroinitializer
  %1028 = icmp slt <8 x i32> %1027, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1029 = trunc i64 %1020 to i32
  %1030 = select i1 %1022, i32 %1029, i32 0
  %1031 = insertelement <8 x i32> poison, i32 %1030, i64 0
  %1032 = shufflevector <8 x i32> %1031, <8 x i32> poison, <8 x i32> zeroinitializer
  %1033 = icmp sgt <8 x i32> %1032, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1034 = and <8 x i1> %1033, %1028
  %1035 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1023, <8 x i1> %1034, <8 x float> zeroinitializer)
  %1036 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1035, <8 x float> %1011, <8 x float> %1006)
  %1037 = add i64 %1013, %959
  %1038 = icmp slt i64 %1037, 0
  %1039 = sub nsw i64 0, %1037
  %1040 = select i1 %1038, i64 %1039, i64 0
  %1041 = sub nsw i64 %7, %1037
  %1042 = tail call i64 @llvm.smin.i64(i64 %1041, i64 %960)
  %1043 = tail call i64 @llvm.smin.i64(i64 %1042, i64 8)
  %1044 = icmp sgt i64 %1043, %1040
  %1045 = select i1 %988, i1 %1044, i1 false
  %1046 = getelementptr inbounds float, ptr %991, i64 %1037
  %1047 = trunc i64 %1040 to i32
  %1048 = select i1 %1045, i32 %1047, i32 0
  %1049 = insertelement <8 x i32> poison, i32 %1048, i64 0
  %1050 = shufflevector <8 x i32> %1049, <8 x i32> poison, <8 x i32> zeroinitializer
  %1051 = icmp slt <8 x i32> %1050, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1052 = trunc i64 %1043 to i32
  %1053 = select i1 %1045, i32 %1052, i32 0
  %1054 = insertelement <8 x i32> poison, i32 %1053, i64 0
  %1055 = shufflevector <8 x i32> %1054, <8 x i32> poison, <8 x i32> zeroinitializer
  %1056 = icmp sgt <8 x i32> %1055, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1057 = and <8 x i1> %1056, %1051
  %1058 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1046, <8 x i1> %1057, <8 x float> zeroinitializer)
  %1059 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1058, <8 x float> %1011, <8 x float> %1005)
  %1060 = add i64 %1013, %961
  %1061 = icmp slt i64 %1060, 0
  %1062 = sub nsw i64 0, %1060
  %1063 = select i1 %1061, i64 %1062, i64 0
  %1064 = sub nsw i64 %7, %1060
  %1065 = tail call i64 @llvm.smin.i64(i64 %1064, i64 %962)
  %1066 = tail call i64 @llvm.smin.i64(i64 %1065, i64 8)
  %1067 = icmp sgt i64 %1066, %1063
  %1068 = select i1 %988, i1 %1067, i1 false
  %1069 = getelementptr inbounds float, ptr %991, i64 %1060
  %1070 = trunc i64 %1063 to i32
  %1071 = select i1 %1068, i32 %1070, i32 0
  %1072 = insertelement <8 x i32> poison, i32 %1071, i64 0
  %1073 = shufflevector <8 x i32> %1072, <8 x i32> poison, <8 x i32> zeroinitializer
  %1074 = icmp slt <8 x i32> %1073, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1075 = trunc i64 %1066 to i32
  %1076 = select i1 %1068, i32 %1075, i32 0
  %1077 = insertelement <8 x i32> poison, i32 %1076, i64 0
  %1078 = shufflevector <8 x i32> %1077, <8 x i32> poison, <8 x i32> zeroinitializer
  %1079 = icmp sgt <8 x i32> %1078, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1080 = and <8 x i1> %1079, %1074
  %1081 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1069, <8 x i1> %1080, <8 x float> zeroinitializer)
  %1082 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1081, <8 x float> %1011, <8 x float> %1004)
  %1083 = add i64 %1013, %963
  %1084 = icmp slt i64 %1083, 0
  %1085 = sub nsw i64 0, %1083
  %1086 = select i1 %1084, i64 %1085, i64 0
  %1087 = sub nsw i64 %7, %1083
  %1088 = tail call i64 @llvm.smin.i64(i64 %1087, i64 %964)
  %1089 = tail call i64 @llvm.smin.i64(i64 %1088, i64 8)
  %1090 = icmp sgt i64 %1089, %1086
  %1091 = select i1 %988, i1 %1090, i1 false
  %1092 = getelementptr inbounds float, ptr %991, i64 %1083
  %1093 = trunc i64 %1086 to i32
  %1094 = select i1 %1091, i32 %1093, i32 0
  %1095 = insertelement <8 x i32> poison, i32 %1094, i64 0
  %1096 = shufflevector <8 x i32> %1095, <8 x i32> poison, <8 x i32> zeroinitializer
  %1097 = icmp slt <8 x i32> %1096, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1098 = trunc i64 %1089 to i32
  %1099 = select i1 %1091, i32 %1098, i32 0
  %1100 = insertelement <8 x i32> poison, i32 %1099, i64 0
  %1101 = shufflevector <8 x i32> %1100, <8 x i32> poison, <8 x i32> zeroinitializer
  %1102 = icmp sgt <8 x i32> %1101, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1103 = and <8 x i1> %1102, %1097
  %1104 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1092, <8 x i1> %1103, <8 x float> zeroinitializer)
  %1105 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1104, <8 x float> %1011, <8 x float> %1003)
  %1106 = add nuw nsw i64 %1007, 1
  %1107 = icmp eq i64 %1106, %11
  br i1 %1107, label %995, label %1002

1108:                                             ; preds = %965
  %1109 = load float, ptr %238, align 1
  %1110 = insertelement <8 x float> poison, float %1109, i64 0
  %1111 = shufflevector <8 x float> %1110, <8 x float> poison, <8 x i32> zeroinitializer
  %1112 = fadd <8 x float> %969, %1111
  br label %1113

1113:                                             ; preds = %1108, %965
  %1114 = phi <8 x float> [ %1112, %1108 ], [ %969, %965 ]
  %1115 = select i1 %252, ptr null, ptr %972
  switch i64 %181, label %352 [
    i64 1, label %1116
    i64 2, label %1119
    i64 3, label %1126
    i64 0, label %1171
  ]

1116:                                             ; preds = %1113
  %1117 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1115, <8 x i1> %977, <8 x float> zeroinitializer)
  %1118 = fadd <8 x float> %1114, %1117
  br label %1133

1119:                                             ; preds = %1113
  %1120 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %1114)
  %1121 = bitcast <8 x float> %1114 to <8 x i32>
  %1122 = or <8 x i32> %1121, %53
  %1123 = bitcast <8 x i32> %1122 to <8 x float>
  %1124 = fcmp oeq <8 x float> %1114, %43
  %1125 = select <8 x i1> %1124, <8 x float> %1123, <8 x float> %1120
  br label %1133

1126:                                             ; preds = %1113
  %1127 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %1114)
  %1128 = bitcast <8 x float> %1114 to <8 x i32>
  %1129 = and <8 x i32> %1128, %52
  %1130 = bitcast <8 x i32> %1129 to <8 x float>
  %1131 = fcmp oeq <8 x float> %1114, %40
  %1132 = select <8 x i1> %1131, <8 x float> %1130, <8 x float> %1127
  br label %1133

1133:                                             ; preds = %1126, %1119, %1116
  %1134 = phi <8 x float> [ %1118, %1116 ], [ %1125, %1119 ], [ %1132, %1126 ]
  switch i64 %183, label %352 [
    i64 1, label %1149
    i64 2, label %1142
    i64 3, label %1135
    i64 0, label %1171
  ]

1135:                                             ; preds = %1133
  %1136 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %1134)
  %1137 = bitcast <8 x float> %1134 to <8 x i32>
  %1138 = and <8 x i32> %1137, %52
  %1139 = bitcast <8 x i32> %1138 to <8 x float>
  %1140 = fcmp oeq <8 x float> %1134, %40
  %1141 = select <8 x i1> %1140, <8 x float> %1139, <8 x float> %1136
  br label %1152

1142:                                             ; preds = %1133
  %1143 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %1134)
  %1144 = bitcast <8 x float> %1134 to <8 x i32>
  %1145 = or <8 x i32> %1144, %53
  %1146 = bitcast <8 x i32> %1145 to <8 x float>
  %1147 = fcmp oeq <8 x float> %1134, %43
  %1148 = select <8 x i1> %1147, <8 x float> %1146, <8 x float> %1143
  br label %1152

1149:                                             ; preds = %1133
  %1150 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1115, <8 x i1> %977, <8 x float> zeroinitializer)
  %1151 = fadd <8 x float> %1134, %1150
  br label %1152

1152:                                             ; preds = %1149, %1142, %1135
  %1153 = phi <8 x float> [ %1151, %1149 ], [ %1148, %1142 ], [ %1141, %1135 ]
  switch i64 %185, label %352 [
    i64 1, label %1168
    i64 2, label %1161
    i64 3, label %1154
    i64 0, label %1171
  ]

1154:                                             ; preds = %1152
  %1155 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %1153)
  %1156 = bitcast <8 x float> %1153 to <8 x i32>
  %1157 = and <8 x i32> %1156, %52
  %1158 = bitcast <8 x i32> %1157 to <8 x float>
  %1159 = fcmp oeq <8 x float> %1153, %40
  %1160 = select <8 x i1> %1159, <8 x float> %1158, <8 x float> %1155
  br label %1171

1161:                                             ; preds = %1152
  %1162 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %1153)
  %1163 = bitcast <8 x float> %1153 to <8 x i32>
  %1164 = or <8 x i32> %1163, %53
  %1165 = bitcast <8 x i32> %1164 to <8 x float>
  %1166 = fcmp oeq <8 x float> %1153, %43
  %1167 = select <8 x i1> %1166, <8 x float> %1165, <8 x float> %1162
  br label %1171

1168:                                             ; preds = %1152
  %1169 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1115, <8 x i1> %977, <8 x float> zeroinitializer)
  %1170 = fadd <8 x float> %1153, %1169
  br label %1171

1171:                                             ; preds = %1154, %1161, %1168, %1152, %1133, %1113
  %1172 = phi <8 x float> [ %1153, %1152 ], [ %1114, %1113 ], [ %1134, %1133 ], [ %1170, %1168 ], [ %1167, %1161 ], [ %1160, %1154 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1172, ptr align 1 %971, <8 x i1> %977)
  %1173 = add i64 %970, -8
  %1174 = tail call i64 @llvm.smin.i64(i64 %1173, i64 8)
  %1175 = trunc i64 %1174 to i32
  %1176 = insertelement <8 x i32> poison, i32 %1175, i64 0
  %1177 = shufflevector <8 x i32> %1176, <8 x i32> poison, <8 x i32> zeroinitializer
  %1178 = icmp sgt <8 x i32> %1177, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %54, label %1184, label %1179

1179:                                             ; preds = %1171
  %1180 = load float, ptr %238, align 1
  %1181 = insertelement <8 x float> poison, float %1180, i64 0
  %1182 = shufflevector <8 x float> %1181, <8 x float> poison, <8 x i32> zeroinitializer
  %1183 = fadd <8 x float> %968, %1182
  br label %1184

1184:                                             ; preds = %1179, %1171
  %1185 = phi <8 x float> [ %1183, %1179 ], [ %968, %1171 ]
  %1186 = getelementptr inbounds nuw i8, ptr %971, i64 32
  %1187 = getelementptr inbounds nuw i8, ptr %972, i64 32
  %1188 = select i1 %252, ptr null, ptr %1187
  switch i64 %181, label %352 [
    i64 1, label %1203
    i64 2, label %1196
    i64 3, label %1189
    i64 0, label %1244
  ]

1189:                                             ; preds = %1184
  %1190 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %1185)
  %1191 = bitcast <8 x float> %1185 to <8 x i32>
  %1192 = and <8 x i32> %1191, %52
  %1193 = bitcast <8 x i32> %1192 to <8 x float>
  %1194 = fcmp oeq <8 x float> %1185, %40
  %1195 = select <8 x i1> %1194, <8 x float> %1193, <8 x float> %1190
  br label %1206

1196:                                             ; preds = %1184
  %1197 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %1185)
  %1198 = bitcast <8 x float> %1185 to <8 x i32>
  %1199 = or <8 x i32> %1198, %53
  %1200 = bitcast <8 x i32> %1199 to <8 x float>
  %1201 = fcmp oeq <8 x float> %1185, %43
  %1202 = select <8 x i1> %1201, <8 x float> %1200, <8 x float> %1197
  br label %1206

1203:                                             ; preds = %1184
  %1204 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1188, <8 x i1> %1178, <8 x float> zeroinitializer)
  %1205 = fadd <8 x float> %1185, %1204
  br label %1206

1206:                                             ; preds = %1203, %1196, %1189
  %1207 = phi <8 x float> [ %1205, %1203 ], [ %1202, %1196 ], [ %1195, %1189 ]
  switch i64 %187, label %352 [
    i64 1, label %1222
    i64 2, label %1215
    i64 3, label %1208
    i64 0, label %1244
  ]

1208:                                             ; preds = %1206
  %1209 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %1207)
  %1210 = bitcast <8 x float> %1207 to <8 x i32>
  %1211 = and <8 x i32> %1210, %52
  %1212 = bitcast <8 x i32> %1211 to <8 x float>
  %1213 = fcmp oeq <8 x float> %1207, %40
  %1214 = select <8 x i1> %1213, <8 x float> %1212, <8 x float> %1209
  br label %1225

1215:                                             ; preds = %1206
  %1216 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %1207)
  %1217 = bitcast <8 x float> %1207 to <8 x i32>
  %1218 = or <8 x i32> %1217, %53
  %1219 = bitcast <8 x i32> %1218 to <8 x float>
  %1220 = fcmp oeq <8 x float> %1207, %43
  %1221 = select <8 x i1> %1220, <8 x float> %1219, <8 x float> %1216
  br label %1225

1222:                                             ; preds = %1206
  %1223 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1188, <8 x i1> %1178, <8 x float> zeroinitializer)
  %1224 = fadd <8 x float> %1207, %1223
  br label %1225

1225:                                             ; preds = %1222, %1215, %1208
  %1226 = phi <8 x float> [ %1224, %1222 ], [ %1221, %1215 ], [ %1214, %1208 ]
  switch i64 %189, label %352 [
    i64 1, label %1241
    i64 2, label %1234
    i64 3, label %1227
    i64 0, label %1244
  ]

1227:                                             ; preds = %1225
  %1228 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %1226)
  %1229 = bitcast <8 x float> %1226 to <8 x i32>
  %1230 = and <8 x i32> %1229, %52
  %1231 = bitcast <8 x i32> %1230 to <8 x float>
  %1232 = fcmp oeq <8 x float> %1226, %40
  %1233 = select <8 x i1> %1232, <8 x float> %1231, <8 x float> %1228
  br label %1244

1234:                                             ; preds = %1225
  %1235 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %1226)
  %1236 = bitcast <8 x float> %1226 to <8 x i32>
  %1237 = or <8 x i32> %1236, %53
  %1238 = bitcast <8 x i32> %1237 to <8 x float>
  %1239 = fcmp oeq <8 x float> %1226, %43
  %1240 = select <8 x i1> %1239, <8 x float> %1238, <8 x float> %1235
  br label %1244

1241:                                             ; preds = %1225
  %1242 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1188, <8 x i1> %1178, <8 x float> zeroinitializer)
  %1243 = fadd <8 x float> %1226, %1242
  br label %1244

1244:                                             ; preds = %1227, %1234, %1241, %1225, %1206, %1184
  %1245 = phi <8 x float> [ %1226, %1225 ], [ %1185, %1184 ], [ %1207, %1206 ], [ %1243, %1241 ], [ %1240, %1234 ], [ %1233, %1227 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1245, ptr nonnull align 1 %1186, <8 x i1> %1178)
  %1246 = add i64 %970, -16
  %1247 = tail call i64 @llvm.smin.i64(i64 %1246, i64 8)
  %1248 = trunc i64 %1247 to i32
  %1249 = insertelement <8 x i32> poison, i32 %1248, i64 0
  %1250 = shufflevector <8 x i32> %1249, <8 x i32> poison, <8 x i32> zeroinitializer
  %1251 = icmp sgt <8 x i32> %1250, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %54, label %1257, label %1252

1252:                                             ; preds = %1244
  %1253 = load float, ptr %238, align 1
  %1254 = insertelement <8 x float> poison, float %1253, i64 0
  %1255 = shufflevector <8 x float> %1254, <8 x float> poison, <8 x i32> zeroinitializer
  %1256 = fadd <8 x float> %967, %1255
  br label %1257

1257:                                             ; preds = %1252, %1244
  %1258 = phi <8 x float> [ %1256, %1252 ], [ %967, %1244 ]
  %1259 = getelementptr inbounds nuw i8, ptr %971, i64 64
  %1260 = getelementptr inbounds nuw i8, ptr %972, i64 64
  %1261 = select i1 %252, ptr null, ptr %1260
  switch i64 %181, label %352 [
    i64 1, label %1276
    i64 2, label %1269
    i64 3, label %1262
    i64 0, label %1317
  ]

1262:                                             ; preds = %1257
  %1263 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %1258)
  %1264 = bitcast <8 x float> %1258 to <8 x i32>
  %1265 = and <8 x i32> %1264, %52
  %1266 = bitcast <8 x i32> %1265 to <8 x float>
  %1267 = fcmp oeq <8 x float> %1258, %40
  %1268 = select <8 x i1> %1267, <8 x float> %1266, <8 x float> %1263
  br label %1279

1269:                                             ; preds = %1257
  %1270 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %1258)
  %1271 = bitcast <8 x float> %1258 to <8 x i32>
  %1272 = or <8 x i32> %1271, %53
  %1273 = bitcast <8 x i32> %1272 to <8 x float>
  %1274 = fcmp oeq <8 x float> %1258, %43
  %1275 = select <8 x i1> %1274, <8 x float> %1273, <8 x float> %1270
  br label %1279

1276:                                             ; preds = %1257
  %1277 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1261, <8 x i1> %1251, <8 x float> zeroinitializer)
  %1278 = fadd <8 x float> %1258, %1277
  br label %1279

1279:                                             ; preds = %1276, %1269, %1262
  %1280 = phi <8 x float> [ %1278, %1276 ], [ %1275, %1269 ], [ %1268, %1262 ]
  switch i64 %191, label %352 [
    i64 1, label %1295
    i64 2, label %1288
    i64 3, label %1281
    i64 0, label %1317
  ]

1281:                                             ; preds = %1279
  %1282 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %1280)
  %1283 = bitcast <8 x float> %1280 to <8 x i32>
  %1284 = and <8 x i32> %1283, %52
  %1285 = bitcast <8 x i32> %1284 to <8 x float>
  %1286 = fcmp oeq <8 x float> %1280, %40
  %1287 = select <8 x i1> %1286, <8 x float> %1285, <8 x float> %1282
  br label %1298

1288:                                             ; preds = %1279
  %1289 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %1280)
  %1290 = bitcast <8 x float> %1280 to <8 x i32>
  %1291 = or <8 x i32> %1290, %53
  %1292 = bitcast <8 x i32> %1291 to <8 x float>
  %1293 = fcmp oeq <8 x float> %1280, %43
  %1294 = select <8 x i1> %1293, <8 x float> %1292, <8 x float> %1289
  br label %1298

1295:                                             ; preds = %1279
  %1296 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1261, <8 x i1> %1251, <8 x float> zeroinitializer)
  %1297 = fadd <8 x float> %1280, %1296
  br label %1298

1298:                                             ; preds = %1295, %1288, %1281
  %1299 = phi <8 x float> [ %1297, %1295 ], [ %1294, %1288 ], [ %1287, %1281 ]
  switch i64 %193, label %352 [
    i64 1, label %1314
    i64 2, label %1307
    i64 3, label %1300
    i64 0, label %1317
  ]

1300:                                             ; preds = %1298
  %1301 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %1299)
  %1302 = bitcast <8 x float> %1299 to <8 x i32>
  %1303 = and <8 x i32> %1302, %52
  %1304 = bitcast <8 x i32> %1303 to <8 x float>
  %1305 = fcmp oeq <8 x float> %1299, %40
  %1306 = select <8 x i1> %1305, <8 x float> %1304, <8 x float> %1301
  br label %1317

1307:                                             ; preds = %1298
  %1308 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %1299)
  %1309 = bitcast <8 x float> %1299 to <8 x i32>
  %1310 = or <8 x i32> %1309, %53
  %1311 = bitcast <8 x i32> %1310 to <8 x float>
  %1312 = fcmp oeq <8 x float> %1299, %43
  %1313 = select <8 x i1> %1312, <8 x float> %1311, <8 x float> %1308
  br label %1317

1314:                                             ; preds = %1298
  %1315 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1261, <8 x i1> %1251, <8 x float> zeroinitializer)
  %1316 = fadd <8 x float> %1299, %1315
  br label %1317

1317:                                             ; preds = %1300, %1307, %1314, %1298, %1279, %1257
  %1318 = phi <8 x float> [ %1299, %1298 ], [ %1258, %1257 ], [ %1280, %1279 ], [ %1316, %1314 ], [ %1313, %1307 ], [ %1306, %1300 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1318, ptr nonnull align 1 %1259, <8 x i1> %1251)
  %1319 = add i64 %970, -24
  %1320 = tail call i64 @llvm.smin.i64(i64 %1319, i64 8)
  %1321 = trunc i64 %1320 to i32
  %1322 = insertelement <8 x i32> poison, i32 %1321, i64 0
  %1323 = shufflevector <8 x i32> %1322, <8 x i32> poison, <8 x i32> zeroinitializer
  %1324 = icmp sgt <8 x i32> %1323, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %54, label %1330, label %1325

1325:                                             ; preds = %1317
  %1326 = load float, ptr %238, align 1
  %1327 = insertelement <8 x float> poison, float %1326, i64 0
  %1328 = shufflevector <8 x float> %1327, <8 x float> poison, <8 x i32> zeroinitializer
  %1329 = fadd <8 x float> %966, %1328
  br label %1330

1330:                                             ; preds = %1325, %1317
  %1331 = phi <8 x float> [ %1329, %1325 ], [ %966, %1317 ]
  %1332 = getelementptr inbounds nuw i8, ptr %971, i64 96
  %1333 = getelementptr inbounds nuw i8, ptr %972, i64 96
  %1334 = select i1 %252, ptr null, ptr %1333
  switch i64 %181, label %352 [
    i64 1, label %1349
    i64 2, label %1342
    i64 3, label %1335
    i64 0, label %1390
  ]

1335:                                             ; preds = %1330
  %1336 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %1331)
  %1337 = bitcast <8 x float> %1331 to <8 x i32>
  %1338 = and <8 x i32> %1337, %52
  %1339 = bitcast <8 x i32> %1338 to <8 x float>
  %1340 = fcmp oeq <8 x float> %1331, %40
  %1341 = select <8 x i1> %1340, <8 x float> %1339, <8 x float> %1336
  br label %1352

1342:                                             ; preds = %1330
  %1343 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %1331)
  %1344 = bitcast <8 x float> %1331 to <8 x i32>
  %1345 = or <8 x i32> %1344, %53
  %1346 = bitcast <8 x i32> %1345 to <8 x float>
  %1347 = fcmp oeq <8 x float> %1331, %43
  %1348 = select <8 x i1> %1347, <8 x float> %1346, <8 x float> %1343
  br label %1352

1349:                                             ; preds = %1330
  %1350 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1334, <8 x i1> %1324, <8 x float> zeroinitializer)
  %1351 = fadd <8 x float> %1331, %1350
  br label %1352

1352:                                             ; preds = %1349, %1342, %1335
  %1353 = phi <8 x float> [ %1351, %1349 ], [ %1348, %1342 ], [ %1341, %1335 ]
  switch i64 %195, label %352 [
    i64 1, label %1368
    i64 2, label %1361
    i64 3, label %1354
    i64 0, label %1390
  ]

1354:                                             ; preds = %1352
  %1355 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %1353)
  %1356 = bitcast <8 x float> %1353 to <8 x i32>
  %1357 = and <8 x i32> %1356, %52
  %1358 = bitcast <8 x i32> %1357 to <8 x float>
  %1359 = fcmp oeq <8 x float> %1353, %40
  %1360 = select <8 x i1> %1359, <8 x float> %1358, <8 x float> %1355
  br label %1371

1361:                                             ; preds = %1352
  %1362 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %1353)
  %1363 = bitcast <8 x float> %1353 to <8 x i32>
  %1364 = or <8 x i32> %1363, %53
  %1365 = bitcast <8 x i32> %1364 to <8 x float>
  %1366 = fcmp oeq <8 x float> %1353, %43
  %1367 = select <8 x i1> %1366, <8 x float> %1365, <8 x float> %1362
  br label %1371

1368:                                             ; preds = %1352
  %1369 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1334, <8 x i1> %1324, <8 x float> zeroinitializer)
  %1370 = fadd <8 x float> %1353, %1369
  br label %1371

1371:                                             ; preds = %1368, %1361, %1354
  %1372 = phi <8 x float> [ %1370, %1368 ], [ %1367, %1361 ], [ %1360, %1354 ]
  switch i64 %197, label %352 [
    i64 1, label %1387
    i64 2, label %1380
    i64 3, label %1373
    i64 0, label %1390
  ]

1373:                                             ; preds = %1371
  %1374 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %1372)
  %1375 = bitcast <8 x float> %1372 to <8 x i32>
  %1376 = and <8 x i32> %1375, %52
  %1377 = bitcast <8 x i32> %1376 to <8 x float>
  %1378 = fcmp oeq <8 x float> %1372, %40
  %1379 = select <8 x i1> %1378, <8 x float> %1377, <8 x float> %1374
  br label %1390

1380:                                             ; preds = %1371
  %1381 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %1372)
  %1382 = bitcast <8 x float> %1372 to <8 x i32>
  %1383 = or <8 x i32> %1382, %53
  %1384 = bitcast <8 x i32> %1383 to <8 x float>
  %1385 = fcmp oeq <8 x float> %1372, %43
  %1386 = select <8 x i1> %1385, <8 x float> %1384, <8 x float> %1381
  br label %1390

1387:                                             ; preds = %1371
  %1388 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1334, <8 x i1> %1324, <8 x float> zeroinitializer)
  %1389 = fadd <8 x float> %1372, %1388
  br label %1390

1390:                                             ; preds = %1373, %1380, %1387, %1371, %1352, %1330
  %1391 = phi <8 x float> [ %1372, %1371 ], [ %1331, %1330 ], [ %1353, %1352 ], [ %1389, %1387 ], [ %1386, %1380 ], [ %1379, %1373 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1391, ptr nonnull align 1 %1332, <8 x i1> %1324)
  br label %3672

1392:                                             ; preds = %256
  br i1 %50, label %1393, label %1402

1393:                                             ; preds = %1392
  %1394 = or disjoint i64 %258, 8
  %1395 = sub nsw i64 %9, %1394
  %1396 = or disjoint i64 %258, 16
  %1397 = sub nsw i64 %9, %1396
  %1398 = or disjoint i64 %258, 24
  %1399 = sub nsw i64 %9, %1398
  %1400 = or disjoint i64 %258, 32
  %1401 = sub nsw i64 %9, %1400
  br label %1416

1402:                                             ; preds = %1434, %1392
  %1403 = phi <8 x float> [ zeroinitializer, %1392 ], [ %1435, %1434 ]
  %1404 = phi <8 x float> [ zeroinitializer, %1392 ], [ %1436, %1434 ]
  %1405 = phi <8 x float> [ zeroinitializer, %1392 ], [ %1437, %1434 ]
  %1406 = phi <8 x float> [ zeroinitializer, %1392 ], [ %1438, %1434 ]
  %1407 = phi <8 x float> [ zeroinitializer, %1392 ], [ %1439, %1434 ]
  %1408 = add i64 %257, %9
  %1409 = getelementptr inbounds nuw float, ptr %244, i64 %258
  %1410 = getelementptr inbounds nuw float, ptr %248, i64 %258
  %1411 = tail call i64 @llvm.smin.i64(i64 %1408, i64 8)
  %1412 = trunc i64 %1411 to i32
  %1413 = insertelement <8 x i32> poison, i32 %1412, i64 0
  %1414 = shufflevector <8 x i32> %1413, <8 x i32> poison, <8 x i32> zeroinitializer
  %1415 = icmp sgt <8 x i32> %1414, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %54, label %1577, label %1572

1416:                                             ; preds = %1393, %1434
  %1417 = phi <8 x float> [ zeroinitializer, %1393 ], [ %1435, %1434 ]
  %1418 = phi <8 x float> [ zeroinitializer, %1393 ], [ %1436, %1434 ]
  %1419 = phi <8 x float> [ zeroinitializer, %1393 ], [ %1437, %1434 ]
  %1420 = phi <8 x float> [ zeroinitializer, %1393 ], [ %1438, %1434 ]
  %1421 = phi <8 x float> [ zeroinitializer, %1393 ], [ %1439, %1434 ]
  %1422 = phi i64 [ 0, %1393 ], [ %1440, %1434 ]
  %1423 = mul nsw i64 %1422, %14
  %1424 = add i64 %251, %1423
  %1425 = icmp sgt i64 %1424, -1
  %1426 = icmp slt i64 %1424, %6
  %1427 = and i1 %1425, %1426
  %1428 = select i1 %1427, i64 %1424, i64 0
  %1429 = mul nsw i64 %1428, %7
  %1430 = getelementptr inbounds float, ptr %235, i64 %1429
  br i1 %51, label %1431, label %1434

1431:                                             ; preds = %1416
  %1432 = mul nuw nsw i64 %1422, %11
  %1433 = getelementptr inbounds nuw float, ptr %237, i64 %1432
  br label %1442

1434:                                             ; preds = %1442, %1416
  %1435 = phi <8 x float> [ %1417, %1416 ], [ %1569, %1442 ]
  %1436 = phi <8 x float> [ %1418, %1416 ], [ %1546, %1442 ]
  %1437 = phi <8 x float> [ %1419, %1416 ], [ %1523, %1442 ]
  %1438 = phi <8 x float> [ %1420, %1416 ], [ %1500, %1442 ]
  %1439 = phi <8 x float> [ %1421, %1416 ], [ %1477, %1442 ]
  %1440 = add nuw nsw i64 %1422, 1
  %1441 = icmp eq i64 %1440, %10
  br i1 %1441, label %1402, label %1416

1442:                                             ; preds = %1431, %1442
  %1443 = phi <8 x float> [ %1417, %1431 ], [ %1569, %1442 ]
  %1444 = phi <8 x float> [ %1418, %1431 ], [ %1546, %1442 ]
  %1445 = phi <8 x float> [ %1419, %1431 ], [ %1523, %1442 ]
  %1446 = phi <8 x float> [ %1420, %1431 ], [ %1500, %1442 ]
  %1447 = phi <8 x float> [ %1421, %1431 ], [ %1477, %1442 ]
  %1448 = phi i64 [ 0, %1431 ], [ %1570, %1442 ]
  %1449 = getelementptr inbounds nuw float, ptr %1433, i64 %1448
  %1450 = load float, ptr %1449, align 1
  %1451 = insertelement <8 x float> poison, float %1450, i64 0
  %1452 = shufflevector <8 x float> %1451, <8 x float> poison, <8 x i32> zeroinitializer
  %1453 = mul nsw i64 %1448, %15
  %1454 = sub i64 %1453, %17
  %1455 = add i64 %1454, %258
  %1456 = icmp slt i64 %1455, 0
  %1457 = sub nsw i64 0, %1455
  %1458 = select i1 %1456, i64 %1457, i64 0
  %1459 = sub nsw i64 %7, %1455
  %1460 = tail call i64 @llvm.smin.i64(i64 %1459, i64 %259)
  %1461 = tail call i64 @llvm.smin.i64(i64 %1460, i64 8)
  %1462 = icmp sgt i64 %1461, %1458
  %1463 = select i1 %1427, i1 %1462, i1 false
  %1464 = getelementptr inbounds float, ptr %1430, i64 %1455
  %1465 = trunc i64 %1458 to i32
  %1466 = select i1 %1463, i32 %1465, i32 0
  %1467 = insertelement <8 x i32> poison, i32 %1466, i64 0
  %1468 = shufflevector <8 x i32> %1467, <8 x i32> poison, <8 x i32> zeroinitializer
  %1469 = icmp slt <8 x i32> %1468, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1470 = trunc i64 %1461 to i32
  %1471 = select i1 %1463, i32 %1470, i32 0
  %1472 = insertelement <8 x i32> poison, i32 %1471, i64 0
  %1473 = shufflevector <8 x i32> %1472, <8 x i32> poison, <8 x i32> zeroinitializer
  %1474 = icmp sgt <8 x i32> %1473, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1475 = and <8 x i1> %1474, %1469
  %1476 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1464, <8 x i1> %1475, <8 x float> zeroinitializer)
  %1477 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1476, <8 x float> %1452, <8 x float> %1447)
  %1478 = add i64 %1454, %1394
  %1479 = icmp slt i64 %1478, 0
  %1480 = sub nsw i64 0, %1478
  %1481 = select i1 %1479, i64 %1480, i64 0
  %1482 = sub nsw i64 %7, %1478
  %1483 = tail call i64 @llvm.smin.i64(i64 %1482, i64 %1395)
  %1484 = tail call i64 @llvm.smin.i64(i64 %1483, i64 8)
  %1485 = icmp sgt i64 %1484, %1481
  %1486 = select i1 %1427, i1 %1485, i1 false
  %1487 = getelementptr inbounds float, ptr %1430, i64 %1478
  %1488 = trunc i64 %1481 to i32
  %1489 = select i1 %1486, i32 %1488, i32 0
  %1490 = insertelement <8 x i32> poison, i32 %1489, i64 0
  %1491 = shufflevector <8 x i32> %1490, <8 x i32> poison, <8 x i32> zeroinitializer
  %1492 = icmp slt <8 x i32> %1491, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1493 = trunc i64 %1484 to i32
  %1494 = select i1 %1486, i32 %1493, i32 0
  %1495 = insertelement <8 x i32> poison, i32 %1494, i64 0
  %1496 = shufflevector <8 x i32> %1495, <8 x i32> poison, <8 x i32> zeroinitializer
  %1497 = icmp sgt <8 x i32> %1496, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1498 = and <8 x i1> %1497, %1492
  %1499 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1487, <8 x i1> %1498, <8 x float> zeroinitializer)
  %1500 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1499, <8 x float> %1452, <8 x float> %1446)
  %1501 = add i64 %1454, %1396
  %1502 = icmp slt i64 %1501, 0
  %1503 = sub nsw i64 0, %1501
  %1504 = select i1 %1502, i64 %1503, i64 0
  %1505 = sub nsw i64 %7, %1501
  %1506 = tail call i64 @llvm.smin.i64(i64 %1505, i64 %1397)
  %1507 = tail call i64 @llvm.smin.i64(i64 %1506, i64 8)
  %1508 = icmp sgt i64 %1507, %1504
  %1509 = select i1 %1427, i1 %1508, i1 false
  %1510 = getelementptr inbounds float, ptr %1430, i64 %1501
  %1511 = trunc i64 %1504 to i32
  %1512 = select i1 %1509, i32 %1511, i32 0
  %1513 = insertelement <8 x i32> poison, i32 %1512, i64 0
  %1514 = shufflevector <8 x i32> %1513, <8 x i32> poison, <8 x i32> zeroinitializer
  %1515 = icmp slt <8 x i32> %1514, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1516 = trunc i64 %1507 to i32
  %1517 = select i1 %1509, i32 %1516, i32 0
  %1518 = insertelement <8 x i32> poison, i32 %1517, i64 0
  %1519 = shufflevector <8 x i32> %1518, <8 x i32> poison, <8 x i32> zeroinitializer
  %1520 = icmp sgt <8 x i32> %1519, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1521 = and <8 x i1> %1520, %1515
  %1522 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1510, <8 x i1> %1521, <8 x float> zeroinitializer)
  %1523 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1522, <8 x float> %1452, <8 x float> %1445)
  %1524 = add i64 %1454, %1398
  %1525 = icmp slt i64 %1524, 0
  %1526 = sub nsw i64 0, %1524
  %1527 = select i1 %1525, i64 %1526, i64 0
  %1528 = sub nsw i64 %7, %1524
  %1529 = tail call i64 @llvm.smin.i64(i64 %1528, i64 %1399)
  %1530 = tail call i64 @llvm.smin.i64(i64 %1529, i64 8)
  %1531 = icmp sgt i64 %1530, %1527
  %1532 = select i1 %1427, i1 %1531, i1 false
  %1533 = getelementptr inbounds float, ptr %1430, i64 %1524
  %1534 = trunc i64 %1527 to i32
  %1535 = select i1 %1532, i32 %1534, i32 0
  %1536 = insertelement <8 x i32> poison, i32 %1535, i64 0
  %1537 = shufflevector <8 x i32> %1536, <8 x i32> poison, <8 x i32> zeroinitializer
  %1538 = icmp slt <8 x i32> %1537, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1539 = trunc i64 %1530 to i32
  %1540 = select i1 %1532, i32 %1539, i32 0
  %1541 = insertelement <8 x i32> poison, i32 %1540, i64 0
  %1542 = shufflevector <8 x i32> %1541, <8 x i32> poison, <8 x i32> zeroinitializer
  %1543 = icmp sgt <8 x i32> %1542, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1544 = and <8 x i1> %1543, %1538
  %1545 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1533, <8 x i1> %1544, <8 x float> zeroinitializer)
  %1546 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1545, <8 x float> %1452, <8 x float> %1444)
  %1547 = add i64 %1454, %1400
  %1548 = icmp slt i64 %1547, 0
  %1549 = sub nsw i64 0, %1547
  %1550 = select i1 %1548, i64 %1549, i64 0
  %1551 = sub nsw i64 %7, %1547
  %1552 = tail call i64 @llvm.smin.i64(i64 %1551, i64 %1401)
  %1553 = tail call i64 @llvm.smin.i64(i64 %1552, i64 8)
  %1554 = icmp sgt i64 %1553, %1550
  %1555 = select i1 %1427, i1 %1554, i1 false
  %1556 = getelementptr inbounds float, ptr %1430, i64 %1547
  %1557 = trunc i64 %1550 to i32
  %1558 = select i1 %1555, i32 %1557, i32 0
  %1559 = insertelement <8 x i32> poison, i32 %1558, i64 0
  %1560 = shufflevector <8 x i32> %1559, <8 x i32> poison, <8 x i32> zeroinitializer
  %1561 = icmp slt <8 x i32> %1560, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1562 = trunc i64 %1553 to i32
  %1563 = select i1 %1555, i32 %1562, i32 0
  %1564 = insertelement <8 x i32> poison, i32 %1563, i64 0
  %1565 = shufflevector <8 x i32> %1564, <8 x i32> poison, <8 x i32> zeroinitializer
  %1566 = icmp sgt <8 x i32> %1565, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1567 = and <8 x i1> %1566, %1561
  %1568 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1556, <8 x i1> %1567, <8 x float> zeroinitializer)
  %1569 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1568, <8 x float> %1452, <8 x float> %1443)
  %1570 = add nuw nsw i64 %1448, 1
  %1571 = icmp eq i64 %1570, %11
  br i1 %1571, label %1434, label %1442

1572:                                             ; preds = %1402
  %1573 = load float, ptr %238, align 1
  %1574 = insertelement <8 x float> poison, float %1573, i64 0
  %1575 = shufflevector <8 x float> %1574, <8 x float> poison, <8 x i32> zeroinitializer
  %1576 = fadd <8 x float> %1407, %1575
  br label %1577

1577:                                             ; preds = %1572, %1402
  %1578 = phi <8 x float> [ %1576, %1572 ], [ %1407, %1402 ]
  %1579 = select i1 %252, ptr null, ptr %1410
  switch i64 %160, label %352 [
    i64 1, label %1580
    i64 2, label %1583
    i64 3, label %1590
    i64 0, label %1635
  ]

1580:                                             ; preds = %1577
  %1581 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1579, <8 x i1> %1415, <8 x float> zeroinitializer)
  %1582 = fadd <8 x float> %1578, %1581
  br label %1597

1583:                                             ; preds = %1577
  %1584 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %1578)
  %1585 = bitcast <8 x float> %1578 to <8 x i32>
  %1586 = or <8 x i32> %1585, %53
  %1587 = bitcast <8 x i32> %1586 to <8 x float>
  %1588 = fcmp oeq <8 x float> %1578, %43
  %1589 = select <8 x i1> %1588, <8 x float> %1587, <8 x float> %1584
  br label %1597

1590:                                             ; preds = %1577
  %1591 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %1578)
  %1592 = bitcast <8 x float> %1578 to <8 x i32>
  %1593 = and <8 x i32> %1592, %52
  %1594 = bitcast <8 x i32> %1593 to <8 x float>
  %1595 = fcmp oeq <8 x float> %1578, %40
  %1596 = select <8 x i1> %1595, <8 x float> %1594, <8 x float> %1591
  br label %1597

1597:                                             ; preds = %1590, %1583, %1580
  %1598 = phi <8 x float> [ %1582, %1580 ], [ %1589, %1583 ], [ %1596, %1590 ]
  switch i64 %162, label %352 [
    i64 1, label %1613
    i64 2, label %1606
    i64 3, label %1599
    i64 0, label %1635
  ]

1599:                                             ; preds = %1597
  %1600 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %1598)
  %1601 = bitcast <8 x float> %1598 to <8 x i32>
  %1602 = and <8 x i32> %1601, %52
  %1603 = bitcast <8 x i32> %1602 to <8 x float>
  %1604 = fcmp oeq <8 x float> %1598, %40
  %1605 = select <8 x i1> %1604, <8 x float> %1603, <8 x float> %1600
  br label %1616

1606:                                             ; preds = %1597
  %1607 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %1598)
  %1608 = bitcast <8 x float> %1598 to <8 x i32>
  %1609 = or <8 x i32> %1608, %53
  %1610 = bitcast <8 x i32> %1609 to <8 x float>
  %1611 = fcmp oeq <8 x float> %1598, %43
  %1612 = select <8 x i1> %1611, <8 x float> %1610, <8 x float> %1607
  br label %1616

1613:                                             ; preds = %1597
  %1614 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1579, <8 x i1> %1415, <8 x float> zeroinitializer)
  %1615 = fadd <8 x float> %1598, %1614
  br label %1616

1616:                                             ; preds = %1613, %1606, %1599
  %1617 = phi <8 x float> [ %1615, %1613 ], [ %1612, %1606 ], [ %1605, %1599 ]
  switch i64 %164, label %352 [
    i64 1, label %1632
    i64 2, label %1625
    i64 3, label %1618
    i64 0, label %1635
  ]

1618:                                             ; preds = %1616
  %1619 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %1617)
  %1620 = bitcast <8 x float> %1617 to <8 x i32>
  %1621 = and <8 x i32> %1620, %52
  %1622 = bitcast <8 x i32> %1621 to <8 x float>
  %1623 = fcmp oeq <8 x float> %1617, %40
  %1624 = select <8 x i1> %1623, <8 x float> %1622, <8 x float> %1619
  br label %1635

1625:                                             ; preds = %1616
  %1626 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %1617)
  %1627 = bitcast <8 x float> %1617 to <8 x i32>
  %1628 = or <8 x i32> %1627, %53
  %1629 = bitcast <8 x i32> %1628 to <8 x float>
  %1630 = fcmp oeq <8 x float> %1617, %43
  %1631 = select <8 x i1> %1630, <8 x float> %1629, <8 x float> %1626
  br label %1635

1632:                                             ; preds = %1616
  %1633 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1579, <8 x i1> %1415, <8 x float> zeroinitializer)
  %1634 = fadd <8 x float> %1617, %1633
  br label %1635

1635:                                             ; preds = %1618, %1625, %1632, %1616, %1597, %1577
  %1636 = phi <8 x float> [ %1617, %1616 ], [ %1578, %1577 ], [ %1598, %1597 ], [ %1634, %1632 ], [ %1631, %1625 ], [ %1624, %1618 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1636, ptr align 1 %1409, <8 x i1> %1415)
  %1637 = add i64 %1408, -8
  %1638 = tail call i64 @llvm.smin.i64(i64 %1637, i64 8)
  %1639 = trunc i64 %1638 to i32
  %1640 = insertelement <8 x i32> poison, i32 %1639, i64 0
  %1641 = shufflevector <8 x i32> %1640, <8 x i32> poison, <8 x i32> zeroinitializer
  %1642 = icmp sgt <8 x i32> %1641, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %54, label %1648, label %1643

1643:                                             ; preds = %1635
  %1644 = load float, ptr %238, align 1
  %1645 = insertelement <8 x float> poison, float %1644, i64 0
  %1646 = shufflevector <8 x float> %1645, <8 x float> poison, <8 x i32> zeroinitializer
  %1647 = fadd <8 x float> %1406, %1646
  br label %1648

1648:                                             ; preds = %1643, %1635
  %1649 = phi <8 x float> [ %1647, %1643 ], [ %1406, %1635 ]
  %1650 = getelementptr inbounds nuw i8, ptr %1409, i64 32
  %1651 = getelementptr inbounds nuw i8, ptr %1410, i64 32
  %1652 = select i1 %252, ptr null, ptr %1651
  switch i64 %160, label %352 [
    i64 1, label %1667
    i64 2, label %1660
    i64 3, label %1653
    i64 0, label %1708
  ]

1653:                                             ; preds = %1648
  %1654 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %1649)
  %1655 = bitcast <8 x float> %1649 to <8 x i32>
  %1656 = and <8 x i32> %1655, %52
  %1657 = bitcast <8 x i32> %1656 to <8 x float>
  %1658 = fcmp oeq <8 x float> %1649, %40
  %1659 = select <8 x i1> %1658, <8 x float> %1657, <8 x float> %1654
  br label %1670

1660:                                             ; preds = %1648
  %1661 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %1649)
  %1662 = bitcast <8 x float> %1649 to <8 x i32>
  %1663 = or <8 x i32> %1662, %53
  %1664 = bitcast <8 x i32> %1663 to <8 x float>
  %1665 = fcmp oeq <8 x float> %1649, %43
  %1666 = select <8 x i1> %1665, <8 x float> %1664, <8 x float> %1661
  br label %1670

1667:                                             ; preds = %1648
  %1668 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1652, <8 x i1> %1642, <8 x float> zeroinitializer)
  %1669 = fadd <8 x float> %1649, %1668
  br label %1670

1670:                                             ; preds = %1667, %1660, %1653
  %1671 = phi <8 x float> [ %1669, %1667 ], [ %1666, %1660 ], [ %1659, %1653 ]
  switch i64 %166, label %352 [
    i64 1, label %1686
    i64 2, label %1679
    i64 3, label %1672
    i64 0, label %1708
  ]

1672:                                             ; preds = %1670
  %1673 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %1671)
  %1674 = bitcast <8 x float> %1671 to <8 x i32>
  %1675 = and <8 x i32> %1674, %52
  %1676 = bitcast <8 x i32> %1675 to <8 x float>
  %1677 = fcmp oeq <8 x float> %1671, %40
  %1678 = select <8 x i1> %1677, <8 x float> %1676, <8 x float> %1673
  br label %1689

1679:                                             ; preds = %1670
  %1680 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %1671)
  %1681 = bitcast <8 x float> %1671 to <8 x i32>
  %1682 = or <8 x i32> %1681, %53
  %1683 = bitcast <8 x i32> %1682 to <8 x float>
  %1684 = fcmp oeq <8 x float> %1671, %43
  %1685 = select <8 x i1> %1684, <8 x float> %1683, <8 x float> %1680
  br label %1689

1686:                                             ; preds = %1670
  %1687 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1652, <8 x i1> %1642, <8 x float> zeroinitializer)
  %1688 = fadd <8 x float> %1671, %1687
  br label %1689

1689:                                             ; preds = %1686, %1679, %1672
  %1690 = phi <8 x float> [ %1688, %1686 ], [ %1685, %1679 ], [ %1678, %1672 ]
  switch i64 %168, label %352 [
    i64 1, label %1705
    i64 2, label %1698
    i64 3, label %1691
    i64 0, label %1708
  ]

1691:                                             ; preds = %1689
  %1692 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %1690)
  %1693 = bitcast <8 x float> %1690 to <8 x i32>
  %1694 = and <8 x i32> %1693, %52
  %1695 = bitcast <8 x i32> %1694 to <8 x float>
  %1696 = fcmp oeq <8 x float> %1690, %40
  %1697 = select <8 x i1> %1696, <8 x float> %1695, <8 x float> %1692
  br label %1708

1698:                                             ; preds = %1689
  %1699 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %1690)
  %1700 = bitcast <8 x float> %1690 to <8 x i32>
  %1701 = or <8 x i32> %1700, %53
  %1702 = bitcast <8 x i32> %1701 to <8 x float>
  %1703 = fcmp oeq <8 x float> %1690, %43
  %1704 = select <8 x i1> %1703, <8 x float> %1702, <8 x float> %1699
  br label %1708

1705:                                             ; preds = %1689
  %1706 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1652, <8 x i1> %1642, <8 x float> zeroinitializer)
  %1707 = fadd <8 x float> %1690, %1706
  br label %1708

1708:                                             ; preds = %1691, %1698, %1705, %1689, %1670, %1648
  %1709 = phi <8 x float> [ %1690, %1689 ], [ %1649, %1648 ], [ %1671, %1670 ], [ %1707, %1705 ], [ %1704, %1698 ], [ %1697, %1691 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1709, ptr nonnull align 1 %1650, <8 x i1> %1642)
  %1710 = add i64 %1408, -16
  %1711 = tail call i64 @llvm.smin.i64(i64 %1710, i64 8)
  %1712 = trunc i64 %1711 to i32
  %1713 = insertelement <8 x i32> poison, i32 %1712, i64 0
  %1714 = shufflevector <8 x i32> %1713, <8 x i32> poison, <8 x i32> zeroinitializer
  %1715 = icmp sgt <8 x i32> %1714, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %54, label %1721, label %1716

1716:                                             ; preds = %1708
  %1717 = load float, ptr %238, align 1
  %1718 = insertelement <8 x float> poison, float %1717, i64 0
  %1719 = shufflevector <8 x float> %1718, <8 x float> poison, <8 x i32> zeroinitializer
  %1720 = fadd <8 x float> %1405, %1719
  br label %1721

1721:                                             ; preds = %1716, %1708
  %1722 = phi <8 x float> [ %1720, %1716 ], [ %1405, %1708 ]
  %1723 = getelementptr inbounds nuw i8, ptr %1409, i64 64
  %1724 = getelementptr inbounds nuw i8, ptr %1410, i64 64
  %1725 = select i1 %252, ptr null, ptr %1724
  switch i64 %160, label %352 [
    i64 1, label %1740
    i64 2, label %1733
    i64 3, label %1726
    i64 0, label %1781
  ]

1726:                                             ; preds = %1721
  %1727 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %1722)
  %1728 = bitcast <8 x float> %1722 to <8 x i32>
  %1729 = and <8 x i32> %1728, %52
  %1730 = bitcast <8 x i32> %1729 to <8 x float>
  %1731 = fcmp oeq <8 x float> %1722, %40
  %1732 = select <8 x i1> %1731, <8 x float> %1730, <8 x float> %1727
  br label %1743

1733:                                             ; preds = %1721
  %1734 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %1722)
  %1735 = bitcast <8 x float> %1722 to <8 x i32>
  %1736 = or <8 x i32> %1735, %53
  %1737 = bitcast <8 x i32> %1736 to <8 x float>
  %1738 = fcmp oeq <8 x float> %1722, %43
  %1739 = select <8 x i1> %1738, <8 x float> %1737, <8 x float> %1734
  br label %1743

1740:                                             ; preds = %1721
  %1741 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1725, <8 x i1> %1715, <8 x float> zeroinitializer)
  %1742 = fadd <8 x float> %1722, %1741
  br label %1743

1743:                                             ; preds = %1740, %1733, %1726
  %1744 = phi <8 x float> [ %1742, %1740 ], [ %1739, %1733 ], [ %1732, %1726 ]
  switch i64 %170, label %352 [
    i64 1, label %1759
    i64 2, label %1752
    i64 3, label %1745
    i64 0, label %1781
  ]

1745:                                             ; preds = %1743
  %1746 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %1744)
  %1747 = bitcast <8 x float> %1744 to <8 x i32>
  %1748 = and <8 x i32> %1747, %52
  %1749 = bitcast <8 x i32> %1748 to <8 x float>
  %1750 = fcmp oeq <8 x float> %1744, %40
  %1751 = select <8 x i1> %1750, <8 x float> %1749, <8 x float> %1746
  br label %1762

1752:                                             ; preds = %1743
  %1753 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %1744)
  %1754 = bitcast <8 x float> %1744 to <8 x i32>
  %1755 = or <8 x i32> %1754, %53
  %1756 = bitcast <8 x i32> %1755 to <8 x float>
  %1757 = fcmp oeq <8 x float> %1744, %43
  %1758 = select <8 x i1> %1757, <8 x float> %1756, <8 x float> %1753
  br label %1762

1759:                                             ; preds = %1743
  %1760 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1725, <8 x i1> %1715, <8 x float> zeroinitializer)
  %1761 = fadd <8 x float> %1744, %1760
  br label %1762

1762:                                             ; preds = %1759, %1752, %1745
  %1763 = phi <8 x float> [ %1761, %1759 ], [ %1758, %1752 ], [ %1751, %1745 ]
  switch i64 %172, label %352 [
    i64 1, label %1778
    i64 2, label %1771
    i64 3, label %1764
    i64 0, label %1781
  ]

1764:                                             ; preds = %1762
  %1765 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %1763)
  %1766 = bitcast <8 x float> %1763 to <8 x i32>
  %1767 = and <8 x i32> %1766, %52
  %1768 = bitcast <8 x i32> %1767 to <8 x float>
  %1769 = fcmp oeq <8 x float> %1763, %40
  %1770 = select <8 x i1> %1769, <8 x float> %1768, <8 x float> %1765
  br label %1781

1771:                                             ; preds = %1762
  %1772 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %1763)
  %1773 = bitcast <8 x float> %1763 to <8 x i32>
  %1774 = or <8 x i32> %1773, %53
  %1775 = bitcast <8 x i32> %1774 to <8 x float>
  %1776 = fcmp oeq <8 x float> %1763, %43
  %1777 = select <8 x i1> %1776, <8 x float> %1775, <8 x float> %1772
  br label %1781

1778:                                             ; preds = %1762
  %1779 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1725, <8 x i1> %1715, <8 x float> zeroinitializer)
  %1780 = fadd <8 x float> %1763, %1779
  br label %1781

1781:                                             ; preds = %1764, %1771, %1778, %1762, %1743, %1721
  %1782 = phi <8 x float> [ %1763, %1762 ], [ %1722, %1721 ], [ %1744, %1743 ], [ %1780, %1778 ], [ %1777, %1771 ], [ %1770, %1764 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1782, ptr nonnull align 1 %1723, <8 x i1> %1715)
  %1783 = add i64 %1408, -24
  %1784 = tail call i64 @llvm.smin.i64(i64 %1783, i64 8)
  %1785 = trunc i64 %1784 to i32
  %1786 = insertelement <8 x i32> poison, i32 %1785, i64 0
  %1787 = shufflevector <8 x i32> %1786, <8 x i32> poison, <8 x i32> zeroinitializer
  %1788 = icmp sgt <8 x i32> %1787, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %54, label %1794, label %1789

1789:                                             ; preds = %1781
  %1790 = load float, ptr %238, align 1
  %1791 = insertelement <8 x float> poison, float %1790, i64 0
  %1792 = shufflevector <8 x float> %1791, <8 x float> poison, <8 x i32> zeroinitializer
  %1793 = fadd <8 x float> %1404, %1792
  br label %1794

1794:                                             ; preds = %1789, %1781
  %1795 = phi <8 x float> [ %1793, %1789 ], [ %1404, %1781 ]
  %1796 = getelementptr inbounds nuw i8, ptr %1409, i64 96
  %1797 = getelementptr inbounds nuw i8, ptr %1410, i64 96
  %1798 = select i1 %252, ptr null, ptr %1797
  switch i64 %160, label %352 [
    i64 1, label %1813
    i64 2, label %1806
    i64 3, label %1799
    i64 0, label %1854
  ]

1799:                                             ; preds = %1794
  %1800 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %1795)
  %1801 = bitcast <8 x float> %1795 to <8 x i32>
  %1802 = and <8 x i32> %1801, %52
  %1803 = bitcast <8 x i32> %1802 to <8 x float>
  %1804 = fcmp oeq <8 x float> %1795, %40
  %1805 = select <8 x i1> %1804, <8 x float> %1803, <8 x float> %1800
  br label %1816

1806:                                             ; preds = %1794
  %1807 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %1795)
  %1808 = bitcast <8 x float> %1795 to <8 x i32>
  %1809 = or <8 x i32> %1808, %53
  %1810 = bitcast <8 x i32> %1809 to <8 x float>
  %1811 = fcmp oeq <8 x float> %1795, %43
  %1812 = select <8 x i1> %1811, <8 x float> %1810, <8 x float> %1807
  br label %1816

1813:                                             ; preds = %1794
  %1814 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1798, <8 x i1> %1788, <8 x float> zeroinitializer)
  %1815 = fadd <8 x float> %1795, %1814
  br label %1816

1816:                                             ; preds = %1813, %1806, %1799
  %1817 = phi <8 x float> [ %1815, %1813 ], [ %1812, %1806 ], [ %1805, %1799 ]
  switch i64 %174, label %352 [
    i64 1, label %1832
    i64 2, label %1825
    i64 3, label %1818
    i64 0, label %1854
  ]

1818:                                             ; preds = %1816
  %1819 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %1817)
  %1820 = bitcast <8 x float> %1817 to <8 x i32>
  %1821 = and <8 x i32> %1820, %52
  %1822 = bitcast <8 x i32> %1821 to <8 x float>
  %1823 = fcmp oeq <8 x float> %1817, %40
  %1824 = select <8 x i1> %1823, <8 x float> %1822, <8 x float> %1819
  br label %1835

1825:                                             ; preds = %1816
  %1826 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %1817)
  %1827 = bitcast <8 x float> %1817 to <8 x i32>
  %1828 = or <8 x i32> %1827, %53
  %1829 = bitcast <8 x i32> %1828 to <8 x float>
  %1830 = fcmp oeq <8 x float> %1817, %43
  %1831 = select <8 x i1> %1830, <8 x float> %1829, <8 x float> %1826
  br label %1835

1832:                                             ; preds = %1816
  %1833 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1798, <8 x i1> %1788, <8 x float> zeroinitializer)
  %1834 = fadd <8 x float> %1817, %1833
  br label %1835

1835:                                             ; preds = %1832, %1825, %1818
  %1836 = phi <8 x float> [ %1834, %1832 ], [ %1831, %1825 ], [ %1824, %1818 ]
  switch i64 %176, label %352 [
    i64 1, label %1851
    i64 2, label %1844
    i64 3, label %1837
    i64 0, label %1854
  ]

1837:                                             ; preds = %1835
  %1838 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %1836)
  %1839 = bitcast <8 x float> %1836 to <8 x i32>
  %1840 = and <8 x i32> %1839, %52
  %1841 = bitcast <8 x i32> %1840 to <8 x float>
  %1842 = fcmp oeq <8 x float> %1836, %40
  %1843 = select <8 x i1> %1842, <8 x float> %1841, <8 x float> %1838
  br label %1854

1844:                                             ; preds = %1835
  %1845 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %1836)
  %1846 = bitcast <8 x float> %1836 to <8 x i32>
  %1847 = or <8 x i32> %1846, %53
  %1848 = bitcast <8 x i32> %1847 to <8 x float>
  %1849 = fcmp oeq <8 x float> %1836, %43
  %1850 = select <8 x i1> %1849, <8 x float> %1848, <8 x float> %1845
  br label %1854

1851:                                             ; preds = %1835
  %1852 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1798, <8 x i1> %1788, <8 x float> zeroinitializer)
  %1853 = fadd <8 x float> %1836, %1852
  br label %1854

1854:                                             ; preds = %1837, %1844, %1851, %1835, %1816, %1794
  %1855 = phi <8 x float> [ %1836, %1835 ], [ %1795, %1794 ], [ %1817, %1816 ], [ %1853, %1851 ], [ %1850, %1844 ], [ %1843, %1837 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1855, ptr nonnull align 1 %1796, <8 x i1> %1788)
  %1856 = add i64 %1408, -32
  %1857 = tail call i64 @llvm.smin.i64(i64 %1856, i64 8)
  %1858 = trunc i64 %1857 to i32
  %1859 = insertelement <8 x i32> poison, i32 %1858, i64 0
  %1860 = shufflevector <8 x i32> %1859, <8 x i32> poison, <8 x i32> zeroinitializer
  %1861 = icmp sgt <8 x i32> %1860, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %54, label %1867, label %1862

1862:                                             ; preds = %1854
  %1863 = load float, ptr %238, align 1
  %1864 = insertelement <8 x float> poison, float %1863, i64 0
  %1865 = shufflevector <8 x float> %1864, <8 x float> poison, <8 x i32> zeroinitializer
  %1866 = fadd <8 x float> %1403, %1865
  br label %1867

1867:                                             ; preds = %1862, %1854
  %1868 = phi <8 x float> [ %1866, %1862 ], [ %1403, %1854 ]
  %1869 = getelementptr inbounds nuw i8, ptr %1409, i64 128
  %1870 = getelementptr inbounds nuw i8, ptr %1410, i64 128
  %1871 = select i1 %252, ptr null, ptr %1870
  switch i64 %160, label %352 [
    i64 1, label %1886
    i64 2, label %1879
    i64 3, label %1872
    i64 0, label %1927
  ]

1872:                                             ; preds = %1867
  %1873 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %1868)
  %1874 = bitcast <8 x float> %1868 to <8 x i32>
  %1875 = and <8 x i32> %1874, %52
  %1876 = bitcast <8 x i32> %1875 to <8 x float>
  %1877 = fcmp oeq <8 x float> %1868, %40
  %1878 = select <8 x i1> %1877, <8 x float> %1876, <8 x float> %1873
  br label %1889

1879:                                             ; preds = %1867
  %1880 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %1868)
  %1881 = bitcast <8 x float> %1868 to <8 x i32>
  %1882 = or <8 x i32> %1881, %53
  %1883 = bitcast <8 x i32> %1882 to <8 x float>
  %1884 = fcmp oeq <8 x float> %1868, %43
  %1885 = select <8 x i1> %1884, <8 x float> %1883, <8 x float> %1880
  br label %1889

1886:                                             ; preds = %1867
  %1887 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1871, <8 x i1> %1861, <8 x float> zeroinitializer)
  %1888 = fadd <8 x float> %1868, %1887
  br label %1889

1889:                                             ; preds = %1886, %1879, %1872
  %1890 = phi <8 x float> [ %1888, %1886 ], [ %1885, %1879 ], [ %1878, %1872 ]
  switch i64 %178, label %352 [
    i64 1, label %1905
    i64 2, label %1898
    i64 3, label %1891
    i64 0, label %1927
  ]

1891:                                             ; preds = %1889
  %1892 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %1890)
  %1893 = bitcast <8 x float> %1890 to <8 x i32>
  %1894 = and <8 x i32> %1893, %52
  %1895 = bitcast <8 x i32> %1894 to <8 x float>
  %1896 = fcmp oeq <8 x float> %1890, %40
  %1897 = select <8 x i1> %1896, <8 x float> %1895, <8 x float> %1892
  br label %1908

1898:                                             ; preds = %1889
  %1899 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %1890)
  %1900 = bitcast <8 x float> %1890 to <8 x i32>
  %1901 = or <8 x i32> %1900, %53
  %1902 = bitcast <8 x i32> %1901 to <8 x float>
  %1903 = fcmp oeq <8 x float> %1890, %43
  %1904 = select <8 x i1> %1903, <8 x float> %1902, <8 x float> %1899
  br label %1908

1905:                                             ; preds = %1889
  %1906 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1871, <8 x i1> %1861, <8 x float> zeroinitializer)
  %1907 = fadd <8 x float> %1890, %1906
  br label %1908

1908:                                             ; preds = %1905, %1898, %1891
  %1909 = phi <8 x float> [ %1907, %1905 ], [ %1904, %1898 ], [ %1897, %1891 ]
  switch i64 %180, label %352 [
    i64 1, label %1924
    i64 2, label %1917
    i64 3, label %1910
    i64 0, label %1927
  ]

1910:                                             ; preds = %1908
  %1911 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %1909)
  %1912 = bitcast <8 x float> %1909 to <8 x i32>
  %1913 = and <8 x i32> %1912, %52
  %1914 = bitcast <8 x i32> %1913 to <8 x float>
  %1915 = fcmp oeq <8 x float> %1909, %40
  %1916 = select <8 x i1> %1915, <8 x float> %1914, <8 x float> %1911
  br label %1927

1917:                                             ; preds = %1908
  %1918 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %1909)
  %1919 = bitcast <8 x float> %1909 to <8 x i32>
  %1920 = or <8 x i32> %1919, %53
  %1921 = bitcast <8 x i32> %1920 to <8 x float>
  %1922 = fcmp oeq <8 x float> %1909, %43
  %1923 = select <8 x i1> %1922, <8 x float> %1921, <8 x float> %1918
  br label %1927

1924:                                             ; preds = %1908
  %1925 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1871, <8 x i1> %1861, <8 x float> zeroinitializer)
  %1926 = fadd <8 x float> %1909, %1925
  br label %1927

1927:                                             ; preds = %1910, %1917, %1924, %1908, %1889, %1867
  %1928 = phi <8 x float> [ %1909, %1908 ], [ %1868, %1867 ], [ %1890, %1889 ], [ %1926, %1924 ], [ %1923, %1917 ], [ %1916, %1910 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1928, ptr nonnull align 1 %1869, <8 x i1> %1861)
  br label %3672

1929:                                             ; preds = %256
  call void @llvm.lifetime.start.p0(ptr nonnull %28)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(192) %28, i8 0, i64 192, i1 false)
  br i1 %50, label %1942, label %1932

1930:                                             ; preds = %1955
  %1931 = load <8 x float>, ptr %28, align 32
  br label %1932

1932:                                             ; preds = %1930, %1929
  %1933 = phi <8 x float> [ %1931, %1930 ], [ zeroinitializer, %1929 ]
  %1934 = add i64 %257, %9
  %1935 = getelementptr inbounds nuw float, ptr %244, i64 %258
  %1936 = getelementptr inbounds nuw float, ptr %248, i64 %258
  %1937 = tail call i64 @llvm.smin.i64(i64 %1934, i64 8)
  %1938 = trunc i64 %1937 to i32
  %1939 = insertelement <8 x i32> poison, i32 %1938, i64 0
  %1940 = shufflevector <8 x i32> %1939, <8 x i32> poison, <8 x i32> zeroinitializer
  %1941 = icmp sgt <8 x i32> %1940, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %54, label %2006, label %2001

1942:                                             ; preds = %1929, %1955
  %1943 = phi i64 [ %1956, %1955 ], [ 0, %1929 ]
  %1944 = mul nsw i64 %1943, %14
  %1945 = add i64 %251, %1944
  %1946 = icmp sgt i64 %1945, -1
  %1947 = icmp slt i64 %1945, %6
  %1948 = and i1 %1946, %1947
  %1949 = select i1 %1948, i64 %1945, i64 0
  %1950 = mul nsw i64 %1949, %7
  %1951 = getelementptr inbounds float, ptr %235, i64 %1950
  br i1 %51, label %1952, label %1955

1952:                                             ; preds = %1942
  %1953 = mul nuw nsw i64 %1943, %11
  %1954 = getelementptr inbounds nuw float, ptr %237, i64 %1953
  br label %1958

1955:                                             ; preds = %1966, %1942
  %1956 = add nuw nsw i64 %1943, 1
  %1957 = icmp eq i64 %1956, %10
  br i1 %1957, label %1930, label %1942

1958:                                             ; preds = %1952, %1966
  %1959 = phi i64 [ 0, %1952 ], [ %1967, %1966 ]
  %1960 = getelementptr inbounds nuw float, ptr %1954, i64 %1959
  %1961 = load float, ptr %1960, align 1
  %1962 = insertelement <8 x float> poison, float %1961, i64 0
  %1963 = shufflevector <8 x float> %1962, <8 x float> poison, <8 x i32> zeroinitializer
  %1964 = mul nsw i64 %1959, %15
  %1965 = sub i64 %1964, %17
  br label %1969

1966:                                             ; preds = %1969
  %1967 = add nuw nsw i64 %1959, 1
  %1968 = icmp eq i64 %1967, %11
  br i1 %1968, label %1955, label %1958

1969:                                             ; preds = %1958, %1969
  %1970 = phi i64 [ 0, %1958 ], [ %1999, %1969 ]
  %1971 = shl nuw nsw i64 %1970, 3
  %1972 = or disjoint i64 %258, %1971
  %1973 = add i64 %1965, %1972
  %1974 = icmp slt i64 %1973, 0
  %1975 = sub nsw i64 0, %1973
  %1976 = select i1 %1974, i64 %1975, i64 0
  %1977 = sub nsw i64 %7, %1973
  %1978 = sub nsw i64 %9, %1972
  %1979 = tail call i64 @llvm.smin.i64(i64 %1977, i64 %1978)
  %1980 = tail call i64 @llvm.smin.i64(i64 %1979, i64 8)
  %1981 = icmp sgt i64 %1980, %1976
  %1982 = select i1 %1948, i1 %1981, i1 false
  %1983 = getelementptr inbounds float, ptr %1951, i64 %1973
  %1984 = trunc i64 %1976 to i32
  %1985 = select i1 %1982, i32 %1984, i32 0
  %1986 = insertelement <8 x i32> poison, i32 %1985, i64 0
  %1987 = shufflevector <8 x i32> %1986, <8 x i32> poison, <8 x i32> zeroinitializer
  %1988 = icmp slt <8 x i32> %1987, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1989 = trunc i64 %1980 to i32
  %1990 = select i1 %1982, i32 %1989, i32 0
  %1991 = insertelement <8 x i32> poison, i32 %1990, i64 0
  %1992 = shufflevector <8 x i32> %1991, <8 x i32> poison, <8 x i32> zeroinitializer
  %1993 = icmp sgt <8 x i32> %1992, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1994 = and <8 x i1> %1993, %1988
  %1995 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1983, <8 x i1> %1994, <8 x float> zeroinitializer)
  %1996 = getelementptr inbounds nuw <8 x float>, ptr %28, i64 %1970
  %1997 = load <8 x float>, ptr %1996, align 32
  %1998 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1995, <8 x float> %1963, <8 x float> %1997)
  store <8 x float> %1998, ptr %1996, align 32
  %1999 = add nuw nsw i64 %1970, 1
  %2000 = icmp eq i64 %1999, 6
  br i1 %2000, label %1966, label %1969

2001:                                             ; preds = %1932
  %2002 = load float, ptr %238, align 1
  %2003 = insertelement <8 x float> poison, float %2002, i64 0
  %2004 = shufflevector <8 x float> %2003, <8 x float> poison, <8 x i32> zeroinitializer
  %2005 = fadd <8 x float> %1933, %2004
  br label %2006

2006:                                             ; preds = %2001, %1932
  %2007 = phi <8 x float> [ %2005, %2001 ], [ %1933, %1932 ]
  %2008 = select i1 %252, ptr null, ptr %1936
  switch i64 %130, label %352 [
    i64 1, label %2009
    i64 2, label %2012
    i64 3, label %2019
    i64 0, label %2064
  ]

2009:                                             ; preds = %2006
  %2010 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2008, <8 x i1> %1941, <8 x float> zeroinitializer)
  %2011 = fadd <8 x float> %2007, %2010
  br label %2026

2012:                                             ; preds = %2006
  %2013 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2007)
  %2014 = bitcast <8 x float> %2007 to <8 x i32>
  %2015 = or <8 x i32> %2014, %53
  %2016 = bitcast <8 x i32> %2015 to <8 x float>
  %2017 = fcmp oeq <8 x float> %2007, %43
  %2018 = select <8 x i1> %2017, <8 x float> %2016, <8 x float> %2013
  br label %2026

2019:                                             ; preds = %2006
  %2020 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2007)
  %2021 = bitcast <8 x float> %2007 to <8 x i32>
  %2022 = and <8 x i32> %2021, %52
  %2023 = bitcast <8 x i32> %2022 to <8 x float>
  %2024 = fcmp oeq <8 x float> %2007, %40
  %2025 = select <8 x i1> %2024, <8 x float> %2023, <8 x float> %2020
  br label %2026

2026:                                             ; preds = %2019, %2012, %2009
  %2027 = phi <8 x float> [ %2011, %2009 ], [ %2018, %2012 ], [ %2025, %2019 ]
  switch i64 %132, label %352 [
    i64 1, label %2042
    i64 2, label %2035
    i64 3, label %2028
    i64 0, label %2064
  ]

2028:                                             ; preds = %2026
  %2029 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2027)
  %2030 = bitcast <8 x float> %2027 to <8 x i32>
  %2031 = and <8 x i32> %2030, %52
  %2032 = bitcast <8 x i32> %2031 to <8 x float>
  %2033 = fcmp oeq <8 x float> %2027, %40
  %2034 = select <8 x i1> %2033, <8 x float> %2032, <8 x float> %2029
  br label %2045

2035:                                             ; preds = %2026
  %2036 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2027)
  %2037 = bitcast <8 x float> %2027 to <8 x i32>
  %2038 = or <8 x i32> %2037, %53
  %2039 = bitcast <8 x i32> %2038 to <8 x float>
  %2040 = fcmp oeq <8 x float> %2027, %43
  %2041 = select <8 x i1> %2040, <8 x float> %2039, <8 x float> %2036
  br label %2045

2042:                                             ; preds = %2026
  %2043 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2008, <8 x i1> %1941, <8 x float> zeroinitializer)
  %2044 = fadd <8 x float> %2027, %2043
  br label %2045

2045:                                             ; preds = %2042, %2035, %2028
  %2046 = phi <8 x float> [ %2044, %2042 ], [ %2041, %2035 ], [ %2034, %2028 ]
  switch i64 %134, label %352 [
    i64 1, label %2061
    i64 2, label %2054
    i64 3, label %2047
    i64 0, label %2064
  ]

2047:                                             ; preds = %2045
  %2048 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2046)
  %2049 = bitcast <8 x float> %2046 to <8 x i32>
  %2050 = and <8 x i32> %2049, %52
  %2051 = bitcast <8 x i32> %2050 to <8 x float>
  %2052 = fcmp oeq <8 x float> %2046, %40
  %2053 = select <8 x i1> %2052, <8 x float> %2051, <8 x float> %2048
  br label %2064

2054:                                             ; preds = %2045
  %2055 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2046)
  %2056 = bitcast <8 x float> %2046 to <8 x i32>
  %2057 = or <8 x i32> %2056, %53
  %2058 = bitcast <8 x i32> %2057 to <8 x float>
  %2059 = fcmp oeq <8 x float> %2046, %43
  %2060 = select <8 x i1> %2059, <8 x float> %2058, <8 x float> %2055
  br label %2064

2061:                                             ; preds = %2045
  %2062 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2008, <8 x i1> %1941, <8 x float> zeroinitializer)
  %2063 = fadd <8 x float> %2046, %2062
  br label %2064

2064:                                             ; preds = %2047, %2054, %2061, %2045, %2026, %2006
  %2065 = phi <8 x float> [ %2046, %2045 ], [ %2007, %2006 ], [ %2027, %2026 ], [ %2063, %2061 ], [ %2060, %2054 ], [ %2053, %2047 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2065, ptr align 1 %1935, <8 x i1> %1941)
  %2066 = add i64 %1934, -8
  %2067 = tail call i64 @llvm.smin.i64(i64 %2066, i64 8)
  %2068 = trunc i64 %2067 to i32
  %2069 = insertelement <8 x i32> poison, i32 %2068, i64 0
  %2070 = shufflevector <8 x i32> %2069, <8 x i32> poison, <8 x i32> zeroinitializer
  %2071 = icmp sgt <8 x i32> %2070, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2072 = load <8 x float>, ptr %135, align 32
  br i1 %54, label %2078, label %2073

2073:                                             ; preds = %2064
  %2074 = load float, ptr %238, align 1
  %2075 = insertelement <8 x float> poison, float %2074, i64 0
  %2076 = shufflevector <8 x float> %2075, <8 x float> poison, <8 x i32> zeroinitializer
  %2077 = fadd <8 x float> %2072, %2076
  br label %2078

2078:                                             ; preds = %2073, %2064
  %2079 = phi <8 x float> [ %2077, %2073 ], [ %2072, %2064 ]
  %2080 = getelementptr inbounds nuw i8, ptr %1935, i64 32
  %2081 = getelementptr inbounds nuw i8, ptr %1936, i64 32
  %2082 = select i1 %252, ptr null, ptr %2081
  switch i64 %130, label %352 [
    i64 1, label %2097
    i64 2, label %2090
    i64 3, label %2083
    i64 0, label %2138
  ]

2083:                                             ; preds = %2078
  %2084 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2079)
  %2085 = bitcast <8 x float> %2079 to <8 x i32>
  %2086 = and <8 x i32> %2085, %52
  %2087 = bitcast <8 x i32> %2086 to <8 x float>
  %2088 = fcmp oeq <8 x float> %2079, %40
  %2089 = select <8 x i1> %2088, <8 x float> %2087, <8 x float> %2084
  br label %2100

2090:                                             ; preds = %2078
  %2091 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2079)
  %2092 = bitcast <8 x float> %2079 to <8 x i32>
  %2093 = or <8 x i32> %2092, %53
  %2094 = bitcast <8 x i32> %2093 to <8 x float>
  %2095 = fcmp oeq <8 x float> %2079, %43
  %2096 = select <8 x i1> %2095, <8 x float> %2094, <8 x float> %2091
  br label %2100

2097:                                             ; preds = %2078
  %2098 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2082, <8 x i1> %2071, <8 x float> zeroinitializer)
  %2099 = fadd <8 x float> %2079, %2098
  br label %2100

2100:                                             ; preds = %2097, %2090, %2083
  %2101 = phi <8 x float> [ %2099, %2097 ], [ %2096, %2090 ], [ %2089, %2083 ]
  switch i64 %137, label %352 [
    i64 1, label %2116
    i64 2, label %2109
    i64 3, label %2102
    i64 0, label %2138
  ]

2102:                                             ; preds = %2100
  %2103 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2101)
  %2104 = bitcast <8 x float> %2101 to <8 x i32>
  %2105 = and <8 x i32> %2104, %52
  %2106 = bitcast <8 x i32> %2105 to <8 x float>
  %2107 = fcmp oeq <8 x float> %2101, %40
  %2108 = select <8 x i1> %2107, <8 x float> %2106, <8 x float> %2103
  br label %2119

2109:                                             ; preds = %2100
  %2110 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2101)
  %2111 = bitcast <8 x float> %2101 to <8 x i32>
  %2112 = or <8 x i32> %2111, %53
  %2113 = bitcast <8 x i32> %2112 to <8 x float>
  %2114 = fcmp oeq <8 x float> %2101, %43
  %2115 = select <8 x i1> %2114, <8 x float> %2113, <8 x float> %2110
  br label %2119

2116:                                             ; preds = %2100
  %2117 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2082, <8 x i1> %2071, <8 x float> zeroinitializer)
  %2118 = fadd <8 x float> %2101, %2117
  br label %2119

2119:                                             ; preds = %2116, %2109, %2102
  %2120 = phi <8 x float> [ %2118, %2116 ], [ %2115, %2109 ], [ %2108, %2102 ]
  switch i64 %139, label %352 [
    i64 1, label %2135
    i64 2, label %2128
    i64 3, label %2121
    i64 0, label %2138
  ]

2121:                                             ; preds = %2119
  %2122 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2120)
  %2123 = bitcast <8 x float> %2120 to <8 x i32>
  %2124 = and <8 x i32> %2123, %52
  %2125 = bitcast <8 x i32> %2124 to <8 x float>
  %2126 = fcmp oeq <8 x float> %2120, %40
  %2127 = select <8 x i1> %2126, <8 x float> %2125, <8 x float> %2122
  br label %2138

2128:                                             ; preds = %2119
  %2129 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2120)
  %2130 = bitcast <8 x float> %2120 to <8 x i32>
  %2131 = or <8 x i32> %2130, %53
  %2132 = bitcast <8 x i32> %2131 to <8 x float>
  %2133 = fcmp oeq <8 x float> %2120, %43
  %2134 = select <8 x i1> %2133, <8 x float> %2132, <8 x float> %2129
  br label %2138

2135:                                             ; preds = %2119
  %2136 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2082, <8 x i1> %2071, <8 x float> zeroinitializer)
  %2137 = fadd <8 x float> %2120, %2136
  br label %2138

2138:                                             ; preds = %2121, %2128, %2135, %2119, %2100, %2078
  %2139 = phi <8 x float> [ %2120, %2119 ], [ %2079, %2078 ], [ %2101, %2100 ], [ %2137, %2135 ], [ %2134, %2128 ], [ %2127, %2121 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2139, ptr nonnull align 1 %2080, <8 x i1> %2071)
  %2140 = add i64 %1934, -16
  %2141 = tail call i64 @llvm.smin.i64(i64 %2140, i64 8)
  %2142 = trunc i64 %2141 to i32
  %2143 = insertelement <8 x i32> poison, i32 %2142, i64 0
  %2144 = shufflevector <8 x i32> %2143, <8 x i32> poison, <8 x i32> zeroinitializer
  %2145 = icmp sgt <8 x i32> %2144, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2146 = load <8 x float>, ptr %140, align 32
  br i1 %54, label %2152, label %2147

2147:                                             ; preds = %2138
  %2148 = load float, ptr %238, align 1
  %2149 = insertelement <8 x float> poison, float %2148, i64 0
  %2150 = shufflevector <8 x float> %2149, <8 x float> poison, <8 x i32> zeroinitializer
  %2151 = fadd <8 x float> %2146, %2150
  br label %2152

2152:                                             ; preds = %2147, %2138
  %2153 = phi <8 x float> [ %2151, %2147 ], [ %2146, %2138 ]
  %2154 = getelementptr inbounds nuw i8, ptr %1935, i64 64
  %2155 = getelementptr inbounds nuw i8, ptr %1936, i64 64
  %2156 = select i1 %252, ptr null, ptr %2155
  switch i64 %130, label %352 [
    i64 1, label %2171
    i64 2, label %2164
    i64 3, label %2157
    i64 0, label %2212
  ]

2157:                                             ; preds = %2152
  %2158 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2153)
  %2159 = bitcast <8 x float> %2153 to <8 x i32>
  %2160 = and <8 x i32> %2159, %52
  %2161 = bitcast <8 x i32> %2160 to <8 x float>
  %2162 = fcmp oeq <8 x float> %2153, %40
  %2163 = select <8 x i1> %2162, <8 x float> %2161, <8 x float> %2158
  br label %2174

2164:                                             ; preds = %2152
  %2165 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2153)
  %2166 = bitcast <8 x float> %2153 to <8 x i32>
  %2167 = or <8 x i32> %2166, %53
  %2168 = bitcast <8 x i32> %2167 to <8 x float>
  %2169 = fcmp oeq <8 x float> %2153, %43
  %2170 = select <8 x i1> %2169, <8 x float> %2168, <8 x float> %2165
  br label %2174

2171:                                             ; preds = %2152
  %2172 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2156, <8 x i1> %2145, <8 x float> zeroinitializer)
  %2173 = fadd <8 x float> %2153, %2172
  br label %2174

2174:                                             ; preds = %2171, %2164, %2157
  %2175 = phi <8 x float> [ %2173, %2171 ], [ %2170, %2164 ], [ %2163, %2157 ]
  switch i64 %142, label %352 [
    i64 1, label %2190
    i64 2, label %2183
    i64 3, label %2176
    i64 0, label %2212
  ]

2176:                                             ; preds = %2174
  %2177 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2175)
  %2178 = bitcast <8 x float> %2175 to <8 x i32>
  %2179 = and <8 x i32> %2178, %52
  %2180 = bitcast <8 x i32> %2179 to <8 x float>
  %2181 = fcmp oeq <8 x float> %2175, %40
  %2182 = select <8 x i1> %2181, <8 x float> %2180, <8 x float> %2177
  br label %2193

2183:                                             ; preds = %2174
  %2184 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2175)
  %2185 = bitcast <8 x float> %2175 to <8 x i32>
  %2186 = or <8 x i32> %2185, %53
  %2187 = bitcast <8 x i32> %2186 to <8 x float>
  %2188 = fcmp oeq <8 x float> %2175, %43
  %2189 = select <8 x i1> %2188, <8 x float> %2187, <8 x float> %2184
  br label %2193

2190:                                             ; preds = %2174
  %2191 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2156, <8 x i1> %2145, <8 x float> zeroinitializer)
  %2192 = fadd <8 x float> %2175, %2191
  br label %2193

2193:                                             ; preds = %2190, %2183, %2176
  %2194 = phi <8 x float> [ %2192, %2190 ], [ %2189, %2183 ], [ %2182, %2176 ]
  switch i64 %144, label %352 [
    i64 1, label %2209
    i64 2, label %2202
    i64 3, label %2195
    i64 0, label %2212
  ]

2195:                                             ; preds = %2193
  %2196 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2194)
  %2197 = bitcast <8 x float> %2194 to <8 x i32>
  %2198 = and <8 x i32> %2197, %52
  %2199 = bitcast <8 x i32> %2198 to <8 x float>
  %2200 = fcmp oeq <8 x float> %2194, %40
  %2201 = select <8 x i1> %2200, <8 x float> %2199, <8 x float> %2196
  br label %2212

2202:                                             ; preds = %2193
  %2203 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2194)
  %2204 = bitcast <8 x float> %2194 to <8 x i32>
  %2205 = or <8 x i32> %2204, %53
  %2206 = bitcast <8 x i32> %2205 to <8 x float>
  %2207 = fcmp oeq <8 x float> %2194, %43
  %2208 = select <8 x i1> %2207, <8 x float> %2206, <8 x float> %2203
  br label %2212

2209:                                             ; preds = %2193
  %2210 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2156, <8 x i1> %2145, <8 x float> zeroinitializer)
  %2211 = fadd <8 x float> %2194, %2210
  br label %2212

2212:                                             ; preds = %2195, %2202, %2209, %2193, %2174, %2152
  %2213 = phi <8 x float> [ %2194, %2193 ], [ %2153, %2152 ], [ %2175, %2174 ], [ %2211, %2209 ], [ %2208, %2202 ], [ %2201, %2195 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2213, ptr nonnull align 1 %2154, <8 x i1> %2145)
  %2214 = add i64 %1934, -24
  %2215 = tail call i64 @llvm.smin.i64(i64 %2214, i64 8)
  %2216 = trunc i64 %2215 to i32
  %2217 = insertelement <8 x i32> poison, i32 %2216, i64 0
  %2218 = shufflevector <8 x i32> %2217, <8 x i32> poison, <8 x i32> zeroinitializer
  %2219 = icmp sgt <8 x i32> %2218, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2220 = load <8 x float>, ptr %145, align 32
  br i1 %54, label %2226, label %2221

2221:                                             ; preds = %2212
  %2222 = load float, ptr %238, align 1
  %2223 = insertelement <8 x float> poison, float %2222, i64 0
  %2224 = shufflevector <8 x float> %2223, <8 x float> poison, <8 x i32> zeroinitializer
  %2225 = fadd <8 x float> %2220, %2224
  br label %2226

2226:                                             ; preds = %2221, %2212
  %2227 = phi <8 x float> [ %2225, %2221 ], [ %2220, %2212 ]
  %2228 = getelementptr inbounds nuw i8, ptr %1935, i64 96
  %2229 = getelementptr inbounds nuw i8, ptr %1936, i64 96
  %2230 = select i1 %252, ptr null, ptr %2229
  switch i64 %130, label %352 [
    i64 1, label %2245
    i64 2, label %2238
    i64 3, label %2231
    i64 0, label %2286
  ]

2231:                                             ; preds = %2226
  %2232 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2227)
  %2233 = bitcast <8 x float> %2227 to <8 x i32>
  %2234 = and <8 x i32> %2233, %52
  %2235 = bitcast <8 x i32> %2234 to <8 x float>
  %2236 = fcmp oeq <8 x float> %2227, %40
  %2237 = select <8 x i1> %2236, <8 x float> %2235, <8 x float> %2232
  br label %2248

2238:                                             ; preds = %2226
  %2239 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2227)
  %2240 = bitcast <8 x float> %2227 to <8 x i32>
  %2241 = or <8 x i32> %2240, %53
  %2242 = bitcast <8 x i32> %2241 to <8 x float>
  %2243 = fcmp oeq <8 x float> %2227, %43
  %2244 = select <8 x i1> %2243, <8 x float> %2242, <8 x float> %2239
  br label %2248

2245:                                             ; preds = %2226
  %2246 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2230, <8 x i1> %2219, <8 x float> zeroinitializer)
  %2247 = fadd <8 x float> %2227, %2246
  br label %2248

2248:                                             ; preds = %2245, %2238, %2231
  %2249 = phi <8 x float> [ %2247, %2245 ], [ %2244, %2238 ], [ %2237, %2231 ]
  switch i64 %147, label %352 [
    i64 1, label %2264
    i64 2, label %2257
    i64 3, label %2250
    i64 0, label %2286
  ]

2250:                                             ; preds = %2248
  %2251 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2249)
  %2252 = bitcast <8 x float> %2249 to <8 x i32>
  %2253 = and <8 x i32> %2252, %52
  %2254 = bitcast <8 x i32> %2253 to <8 x float>
  %2255 = fcmp oeq <8 x float> %2249, %40
  %2256 = select <8 x i1> %2255, <8 x float> %2254, <8 x float> %2251
  br label %2267

2257:                                             ; preds = %2248
  %2258 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2249)
  %2259 = bitcast <8 x float> %2249 to <8 x i32>
  %2260 = or <8 x i32> %2259, %53
  %2261 = bitcast <8 x i32> %2260 to <8 x float>
  %2262 = fcmp oeq <8 x float> %2249, %43
  %2263 = select <8 x i1> %2262, <8 x float> %2261, <8 x float> %2258
  br label %2267

2264:                                             ; preds = %2248
  %2265 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2230, <8 x i1> %2219, <8 x float> zeroinitializer)
  %2266 = fadd <8 x float> %2249, %2265
  br label %2267

2267:                                             ; preds = %2264, %2257, %2250
  %2268 = phi <8 x float> [ %2266, %2264 ], [ %2263, %2257 ], [ %2256, %2250 ]
  switch i64 %149, label %352 [
    i64 1, label %2283
    i64 2, label %2276
    i64 3, label %2269
    i64 0, label %2286
  ]

2269:                                             ; preds = %2267
  %2270 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2268)
  %2271 = bitcast <8 x float> %2268 to <8 x i32>
  %2272 = and <8 x i32> %2271, %52
  %2273 = bitcast <8 x i32> %2272 to <8 x float>
  %2274 = fcmp oeq <8 x float> %2268, %40
  %2275 = select <8 x i1> %2274, <8 x float> %2273, <8 x float> %2270
  br label %2286

2276:                                             ; preds = %2267
  %2277 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2268)
  %2278 = bitcast <8 x float> %2268 to <8 x i32>
  %2279 = or <8 x i32> %2278, %53
  %2280 = bitcast <8 x i32> %2279 to <8 x float>
  %2281 = fcmp oeq <8 x float> %2268, %43
  %2282 = select <8 x i1> %2281, <8 x float> %2280, <8 x float> %2277
  br label %2286

2283:                                             ; preds = %2267
  %2284 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2230, <8 x i1> %2219, <8 x float> zeroinitializer)
  %2285 = fadd <8 x float> %2268, %2284
  br label %2286

2286:                                             ; preds = %2269, %2276, %2283, %2267, %2248, %2226
  %2287 = phi <8 x float> [ %2268, %2267 ], [ %2227, %2226 ], [ %2249, %2248 ], [ %2285, %2283 ], [ %2282, %2276 ], [ %2275, %2269 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2287, ptr nonnull align 1 %2228, <8 x i1> %2219)
  %2288 = add i64 %1934, -32
  %2289 = tail call i64 @llvm.smin.i64(i64 %2288, i64 8)
  %2290 = trunc i64 %2289 to i32
  %2291 = insertelement <8 x i32> poison, i32 %2290, i64 0
  %2292 = shufflevector <8 x i32> %2291, <8 x i32> poison, <8 x i32> zeroinitializer
  %2293 = icmp sgt <8 x i32> %2292, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2294 = load <8 x float>, ptr %150, align 32
  br i1 %54, label %2300, label %2295

2295:                                             ; preds = %2286
  %2296 = load float, ptr %238, align 1
  %2297 = insertelement <8 x float> poison, float %2296, i64 0
  %2298 = shufflevector <8 x float> %2297, <8 x float> poison, <8 x i32> zeroinitializer
  %2299 = fadd <8 x float> %2294, %2298
  br label %2300

2300:                                             ; preds = %2295, %2286
  %2301 = phi <8 x float> [ %2299, %2295 ], [ %2294, %2286 ]
  %2302 = getelementptr inbounds nuw i8, ptr %1935, i64 128
  %2303 = getelementptr inbounds nuw i8, ptr %1936, i64 128
  %2304 = select i1 %252, ptr null, ptr %2303
  switch i64 %130, label %352 [
    i64 1, label %2319
    i64 2, label %2312
    i64 3, label %2305
    i64 0, label %2360
  ]

2305:                                             ; preds = %2300
  %2306 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2301)
  %2307 = bitcast <8 x float> %2301 to <8 x i32>
  %2308 = and <8 x i32> %2307, %52
  %2309 = bitcast <8 x i32> %2308 to <8 x float>
  %2310 = fcmp oeq <8 x float> %2301, %40
  %2311 = select <8 x i1> %2310, <8 x float> %2309, <8 x float> %2306
  br label %2322

2312:                                             ; preds = %2300
  %2313 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2301)
  %2314 = bitcast <8 x float> %2301 to <8 x i32>
  %2315 = or <8 x i32> %2314, %53
  %2316 = bitcast <8 x i32> %2315 to <8 x float>
  %2317 = fcmp oeq <8 x float> %2301, %43
  %2318 = select <8 x i1> %2317, <8 x float> %2316, <8 x float> %2313
  br label %2322

2319:                                             ; preds = %2300
  %2320 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2304, <8 x i1> %2293, <8 x float> zeroinitializer)
  %2321 = fadd <8 x float> %2301, %2320
  br label %2322

2322:                                             ; preds = %2319, %2312, %2305
  %2323 = phi <8 x float> [ %2321, %2319 ], [ %2318, %2312 ], [ %2311, %2305 ]
  switch i64 %152, label %352 [
    i64 1, label %2338
    i64 2, label %2331
    i64 3, label %2324
    i64 0, label %2360
  ]

2324:                                             ; preds = %2322
  %2325 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2323)
  %2326 = bitcast <8 x float> %2323 to <8 x i32>
  %2327 = and <8 x i32> %2326, %52
  %2328 = bitcast <8 x i32> %2327 to <8 x float>
  %2329 = fcmp oeq <8 x float> %2323, %40
  %2330 = select <8 x i1> %2329, <8 x float> %2328, <8 x float> %2325
  br label %2341

2331:                                             ; preds = %2322
  %2332 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2323)
  %2333 = bitcast <8 x float> %2323 to <8 x i32>
  %2334 = or <8 x i32> %2333, %53
  %2335 = bitcast <8 x i32> %2334 to <8 x float>
  %2336 = fcmp oeq <8 x float> %2323, %43
  %2337 = select <8 x i1> %2336, <8 x float> %2335, <8 x float> %2332
  br label %2341

2338:                                             ; preds = %2322
  %2339 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2304, <8 x i1> %2293, <8 x float> zeroinitializer)
  %2340 = fadd <8 x float> %2323, %2339
  br label %2341

2341:                                             ; preds = %2338, %2331, %2324
  %2342 = phi <8 x float> [ %2340, %2338 ], [ %2337, %2331 ], [ %2330, %2324 ]
  switch i64 %154, label %352 [
    i64 1, label %2357
    i64 2, label %2350
    i64 3, label %2343
    i64 0, label %2360
  ]

2343:                                             ; preds = %2341
  %2344 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2342)
  %2345 = bitcast <8 x float> %2342 to <8 x i32>
  %2346 = and <8 x i32> %2345, %52
  %2347 = bitcast <8 x i32> %2346 to <8 x float>
  %2348 = fcmp oeq <8 x float> %2342, %40
  %2349 = select <8 x i1> %2348, <8 x float> %2347, <8 x float> %2344
  br label %2360

2350:                                             ; preds = %2341
  %2351 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2342)
  %2352 = bitcast <8 x float> %2342 to <8 x i32>
  %2353 = or <8 x i32> %2352, %53
  %2354 = bitcast <8 x i32> %2353 to <8 x float>
  %2355 = fcmp oeq <8 x float> %2342, %43
  %2356 = select <8 x i1> %2355, <8 x float> %2354, <8 x float> %2351
  br label %2360

2357:                                             ; preds = %2341
  %2358 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2304, <8 x i1> %2293, <8 x float> zeroinitializer)
  %2359 = fadd <8 x float> %2342, %2358
  br label %2360

2360:                                             ; preds = %2343, %2350, %2357, %2341, %2322, %2300
  %2361 = phi <8 x float> [ %2342, %2341 ], [ %2301, %2300 ], [ %2323, %2322 ], [ %2359, %2357 ], [ %2356, %2350 ], [ %2349, %2343 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2361, ptr nonnull align 1 %2302, <8 x i1> %2293)
  %2362 = add i64 %1934, -40
  %2363 = tail call i64 @llvm.smin.i64(i64 %2362, i64 8)
  %2364 = trunc i64 %2363 to i32
  %2365 = insertelement <8 x i32> poison, i32 %2364, i64 0
  %2366 = shufflevector <8 x i32> %2365, <8 x i32> poison, <8 x i32> zeroinitializer
  %2367 = icmp sgt <8 x i32> %2366, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2368 = load <8 x float>, ptr %155, align 32
  br i1 %54, label %2374, label %2369

2369:                                             ; preds = %2360
  %2370 = load float, ptr %238, align 1
  %2371 = insertelement <8 x float> poison, float %2370, i64 0
  %2372 = shufflevector <8 x float> %2371, <8 x float> poison, <8 x i32> zeroinitializer
  %2373 = fadd <8 x float> %2368, %2372
  br label %2374

2374:                                             ; preds = %2369, %2360
  %2375 = phi <8 x float> [ %2373, %2369 ], [ %2368, %2360 ]
  %2376 = getelementptr inbounds nuw i8, ptr %1935, i64 160
  %2377 = getelementptr inbounds nuw i8, ptr %1936, i64 160
  %2378 = select i1 %252, ptr null, ptr %2377
  switch i64 %130, label %352 [
    i64 1, label %2393
    i64 2, label %2386
    i64 3, label %2379
    i64 0, label %2434
  ]

2379:                                             ; preds = %2374
  %2380 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2375)
  %2381 = bitcast <8 x float> %2375 to <8 x i32>
  %2382 = and <8 x i32> %2381, %52
  %2383 = bitcast <8 x i32> %2382 to <8 x float>
  %2384 = fcmp oeq <8 x float> %2375, %40
  %2385 = select <8 x i1> %2384, <8 x float> %2383, <8 x float> %2380
  br label %2396

2386:                                             ; preds = %2374
  %2387 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2375)
  %2388 = bitcast <8 x float> %2375 to <8 x i32>
  %2389 = or <8 x i32> %2388, %53
  %2390 = bitcast <8 x i32> %2389 to <8 x float>
  %2391 = fcmp oeq <8 x float> %2375, %43
  %2392 = select <8 x i1> %2391, <8 x float> %2390, <8 x float> %2387
  br label %2396

2393:                                             ; preds = %2374
  %2394 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2378, <8 x i1> %2367, <8 x float> zeroinitializer)
  %2395 = fadd <8 x float> %2375, %2394
  br label %2396

2396:                                             ; preds = %2393, %2386, %2379
  %2397 = phi <8 x float> [ %2395, %2393 ], [ %2392, %2386 ], [ %2385, %2379 ]
  switch i64 %157, label %352 [
    i64 1, label %2412
    i64 2, label %2405
    i64 3, label %2398
    i64 0, label %2434
  ]

2398:                                             ; preds = %2396
  %2399 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2397)
  %2400 = bitcast <8 x float> %2397 to <8 x i32>
  %2401 = and <8 x i32> %2400, %52
  %2402 = bitcast <8 x i32> %2401 to <8 x float>
  %2403 = fcmp oeq <8 x float> %2397, %40
  %2404 = select <8 x i1> %2403, <8 x float> %2402, <8 x float> %2399
  br label %2415

2405:                                             ; preds = %2396
  %2406 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2397)
  %2407 = bitcast <8 x float> %2397 to <8 x i32>
  %2408 = or <8 x i32> %2407, %53
  %2409 = bitcast <8 x i32> %2408 to <8 x float>
  %2410 = fcmp oeq <8 x float> %2397, %43
  %2411 = select <8 x i1> %2410, <8 x float> %2409, <8 x float> %2406
  br label %2415

2412:                                             ; preds = %2396
  %2413 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2378, <8 x i1> %2367, <8 x float> zeroinitializer)
  %2414 = fadd <8 x float> %2397, %2413
  br label %2415

2415:                                             ; preds = %2412, %2405, %2398
  %2416 = phi <8 x float> [ %2414, %2412 ], [ %2411, %2405 ], [ %2404, %2398 ]
  switch i64 %159, label %352 [
    i64 1, label %2431
    i64 2, label %2424
    i64 3, label %2417
    i64 0, label %2434
  ]

2417:                                             ; preds = %2415
  %2418 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2416)
  %2419 = bitcast <8 x float> %2416 to <8 x i32>
  %2420 = and <8 x i32> %2419, %52
  %2421 = bitcast <8 x i32> %2420 to <8 x float>
  %2422 = fcmp oeq <8 x float> %2416, %40
  %2423 = select <8 x i1> %2422, <8 x float> %2421, <8 x float> %2418
  br label %2434

2424:                                             ; preds = %2415
  %2425 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2416)
  %2426 = bitcast <8 x float> %2416 to <8 x i32>
  %2427 = or <8 x i32> %2426, %53
  %2428 = bitcast <8 x i32> %2427 to <8 x float>
  %2429 = fcmp oeq <8 x float> %2416, %43
  %2430 = select <8 x i1> %2429, <8 x float> %2428, <8 x float> %2425
  br label %2434

2431:                                             ; preds = %2415
  %2432 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2378, <8 x i1> %2367, <8 x float> zeroinitializer)
  %2433 = fadd <8 x float> %2416, %2432
  br label %2434

2434:                                             ; preds = %2417, %2424, %2431, %2415, %2396, %2374
  %2435 = phi <8 x float> [ %2416, %2415 ], [ %2375, %2374 ], [ %2397, %2396 ], [ %2433, %2431 ], [ %2430, %2424 ], [ %2423, %2417 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2435, ptr nonnull align 1 %2376, <8 x i1> %2367)
  call void @llvm.lifetime.end.p0(ptr nonnull %28)
  br label %3672

2436:                                             ; preds = %256
  call void @llvm.lifetime.start.p0(ptr nonnull %29)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(224) %29, i8 0, i64 224, i1 false)
  br i1 %50, label %2449, label %2439

2437:                                             ; preds = %2462
  %2438 = load <8 x float>, ptr %29, align 32
  br label %2439

2439:                                             ; preds = %2437, %2436
  %2440 = phi <8 x float> [ %2438, %2437 ], [ zeroinitializer, %2436 ]
  %2441 = add i64 %257, %9
  %2442 = getelementptr inbounds nuw float, ptr %244, i64 %258
  %2443 = getelementptr inbounds nuw float, ptr %248, i64 %258
  %2444 = tail call i64 @llvm.smin.i64(i64 %2441, i64 8)
  %2445 = trunc i64 %2444 to i32
  %2446 = insertelement <8 x i32> poison, i32 %2445, i64 0
  %2447 = shufflevector <8 x i32> %2446, <8 x i32> poison, <8 x i32> zeroinitializer
  %2448 = icmp sgt <8 x i32> %2447, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %54, label %2513, label %2508

2449:                                             ; preds = %2436, %2462
  %2450 = phi i64 [ %2463, %2462 ], [ 0, %2436 ]
  %2451 = mul nsw i64 %2450, %14
  %2452 = add i64 %251, %2451
  %2453 = icmp sgt i64 %2452, -1
  %2454 = icmp slt i64 %2452, %6
  %2455 = and i1 %2453, %2454
  %2456 = select i1 %2455, i64 %2452, i64 0
  %2457 = mul nsw i64 %2456, %7
  %2458 = getelementptr inbounds float, ptr %235, i64 %2457
  br i1 %51, label %2459, label %2462

2459:                                             ; preds = %2449
  %2460 = mul nuw nsw i64 %2450, %11
  %2461 = getelementptr inbounds nuw float, ptr %237, i64 %2460
  br label %2465

2462:                                             ; preds = %2473, %2449
  %2463 = add nuw nsw i64 %2450, 1
  %2464 = icmp eq i64 %2463, %10
  br i1 %2464, label %2437, label %2449

2465:                                             ; preds = %2459, %2473
  %2466 = phi i64 [ 0, %2459 ], [ %2474, %2473 ]
  %2467 = getelementptr inbounds nuw float, ptr %2461, i64 %2466
  %2468 = load float, ptr %2467, align 1
  %2469 = insertelement <8 x float> poison, float %2468, i64 0
  %2470 = shufflevector <8 x float> %2469, <8 x float> poison, <8 x i32> zeroinitializer
  %2471 = mul nsw i64 %2466, %15
  %2472 = sub i64 %2471, %17
  br label %2476

2473:                                             ; preds = %2476
  %2474 = add nuw nsw i64 %2466, 1
  %2475 = icmp eq i64 %2474, %11
  br i1 %2475, label %2462, label %2465

2476:                                             ; preds = %2465, %2476
  %2477 = phi i64 [ 0, %2465 ], [ %2506, %2476 ]
  %2478 = shl nuw nsw i64 %2477, 3
  %2479 = or disjoint i64 %258, %2478
  %2480 = add i64 %2472, %2479
  %2481 = icmp slt i64 %2480, 0
  %2482 = sub nsw i64 0, %2480
  %2483 = select i1 %2481, i64 %2482, i64 0
  %2484 = sub nsw i64 %7, %2480
  %2485 = sub nsw i64 %9, %2479
  %2486 = tail call i64 @llvm.smin.i64(i64 %2484, i64 %2485)
  %2487 = tail call i64 @llvm.smin.i64(i64 %2486, i64 8)
  %2488 = icmp sgt i64 %2487, %2483
  %2489 = select i1 %2455, i1 %2488, i1 false
  %2490 = getelementptr inbounds float, ptr %2458, i64 %2480
  %2491 = trunc i64 %2483 to i32
  %2492 = select i1 %2489, i32 %2491, i32 0
  %2493 = insertelement <8 x i32> poison, i32 %2492, i64 0
  %2494 = shufflevector <8 x i32> %2493, <8 x i32> poison, <8 x i32> zeroinitializer
  %2495 = icmp slt <8 x i32> %2494, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2496 = trunc i64 %2487 to i32
  %2497 = select i1 %2489, i32 %2496, i32 0
  %2498 = insertelement <8 x i32> poison, i32 %2497, i64 0
  %2499 = shufflevector <8 x i32> %2498, <8 x i32> poison, <8 x i32> zeroinitializer
  %2500 = icmp sgt <8 x i32> %2499, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2501 = and <8 x i1> %2500, %2495
  %2502 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2490, <8 x i1> %2501, <8 x float> zeroinitializer)
  %2503 = getelementptr inbounds nuw <8 x float>, ptr %29, i64 %2477
  %2504 = load <8 x float>, ptr %2503, align 32
  %2505 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2502, <8 x float> %2470, <8 x float> %2504)
  store <8 x float> %2505, ptr %2503, align 32
  %2506 = add nuw nsw i64 %2477, 1
  %2507 = icmp eq i64 %2506, 7
  br i1 %2507, label %2473, label %2476

2508:                                             ; preds = %2439
  %2509 = load float, ptr %238, align 1
  %2510 = insertelement <8 x float> poison, float %2509, i64 0
  %2511 = shufflevector <8 x float> %2510, <8 x float> poison, <8 x i32> zeroinitializer
  %2512 = fadd <8 x float> %2440, %2511
  br label %2513

2513:                                             ; preds = %2508, %2439
  %2514 = phi <8 x float> [ %2512, %2508 ], [ %2440, %2439 ]
  %2515 = select i1 %252, ptr null, ptr %2443
  switch i64 %95, label %352 [
    i64 1, label %2516
    i64 2, label %2519
    i64 3, label %2526
    i64 0, label %2571
  ]

2516:                                             ; preds = %2513
  %2517 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2515, <8 x i1> %2448, <8 x float> zeroinitializer)
  %2518 = fadd <8 x float> %2514, %2517
  br label %2533

2519:                                             ; preds = %2513
  %2520 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2514)
  %2521 = bitcast <8 x float> %2514 to <8 x i32>
  %2522 = or <8 x i32> %2521, %53
  %2523 = bitcast <8 x i32> %2522 to <8 x float>
  %2524 = fcmp oeq <8 x float> %2514, %43
  %2525 = select <8 x i1> %2524, <8 x float> %2523, <8 x float> %2520
  br label %2533

2526:                                             ; preds = %2513
  %2527 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2514)
  %2528 = bitcast <8 x float> %2514 to <8 x i32>
  %2529 = and <8 x i32> %2528, %52
  %2530 = bitcast <8 x i32> %2529 to <8 x float>
  %2531 = fcmp oeq <8 x float> %2514, %40
  %2532 = select <8 x i1> %2531, <8 x float> %2530, <8 x float> %2527
  br label %2533

2533:                                             ; preds = %2526, %2519, %2516
  %2534 = phi <8 x float> [ %2518, %2516 ], [ %2525, %2519 ], [ %2532, %2526 ]
  switch i64 %97, label %352 [
    i64 1, label %2549
    i64 2, label %2542
    i64 3, label %2535
    i64 0, label %2571
  ]

2535:                                             ; preds = %2533
  %2536 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2534)
  %2537 = bitcast <8 x float> %2534 to <8 x i32>
  %2538 = and <8 x i32> %2537, %52
  %2539 = bitcast <8 x i32> %2538 to <8 x float>
  %2540 = fcmp oeq <8 x float> %2534, %40
  %2541 = select <8 x i1> %2540, <8 x float> %2539, <8 x float> %2536
  br label %2552

2542:                                             ; preds = %2533
  %2543 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2534)
  %2544 = bitcast <8 x float> %2534 to <8 x i32>
  %2545 = or <8 x i32> %2544, %53
  %2546 = bitcast <8 x i32> %2545 to <8 x float>
  %2547 = fcmp oeq <8 x float> %2534, %43
  %2548 = select <8 x i1> %2547, <8 x float> %2546, <8 x float> %2543
  br label %2552

2549:                                             ; preds = %2533
  %2550 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2515, <8 x i1> %2448, <8 x float> zeroinitializer)
  %2551 = fadd <8 x float> %2534, %2550
  br label %2552

2552:                                             ; preds = %2549, %2542, %2535
  %2553 = phi <8 x float> [ %2551, %2549 ], [ %2548, %2542 ], [ %2541, %2535 ]
  switch i64 %99, label %352 [
    i64 1, label %2568
    i64 2, label %2561
    i64 3, label %2554
    i64 0, label %2571
  ]

2554:                                             ; preds = %2552
  %2555 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2553)
  %2556 = bitcast <8 x float> %2553 to <8 x i32>
  %2557 = and <8 x i32> %2556, %52
  %2558 = bitcast <8 x i32> %2557 to <8 x float>
  %2559 = fcmp oeq <8 x float> %2553, %40
  %2560 = select <8 x i1> %2559, <8 x float> %2558, <8 x float> %2555
  br label %2571

2561:                                             ; preds = %2552
  %2562 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2553)
  %2563 = bitcast <8 x float> %2553 to <8 x i32>
  %2564 = or <8 x i32> %2563, %53
  %2565 = bitcast <8 x i32> %2564 to <8 x float>
  %2566 = fcmp oeq <8 x float> %2553, %43
  %2567 = select <8 x i1> %2566, <8 x float> %2565, <8 x float> %2562
  br label %2571

2568:                                             ; preds = %2552
  %2569 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2515, <8 x i1> %2448, <8 x float> zeroinitializer)
  %2570 = fadd <8 x float> %2553, %2569
  br label %2571

2571:                                             ; preds = %2554, %2561, %2568, %2552, %2533, %2513
  %2572 = phi <8 x float> [ %2553, %2552 ], [ %2514, %2513 ], [ %2534, %2533 ], [ %2570, %2568 ], [ %2567, %2561 ], [ %2560, %2554 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2572, ptr align 1 %2442, <8 x i1> %2448)
  %2573 = add i64 %2441, -8
  %2574 = tail call i64 @llvm.smin.i64(i64 %2573, i64 8)
  %2575 = trunc i64 %2574 to i32
  %2576 = insertelement <8 x i32> poison, i32 %2575, i64 0
  %2577 = shufflevector <8 x i32> %2576, <8 x i32> poison, <8 x i32> zeroinitializer
  %2578 = icmp sgt <8 x i32> %2577, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2579 = load <8 x float>, ptr %100, align 32
  br i1 %54, label %2585, label %2580

2580:                                             ; preds = %2571
  %2581 = load float, ptr %238, align 1
  %2582 = insertelement <8 x float> poison, float %2581, i64 0
  %2583 = shufflevector <8 x float> %2582, <8 x float> poison, <8 x i32> zeroinitializer
  %2584 = fadd <8 x float> %2579, %2583
  br label %2585

2585:                                             ; preds = %2580, %2571
  %2586 = phi <8 x float> [ %2584, %2580 ], [ %2579, %2571 ]
  %2587 = getelementptr inbounds nuw i8, ptr %2442, i64 32
  %2588 = getelementptr inbounds nuw i8, ptr %2443, i64 32
  %2589 = select i1 %252, ptr null, ptr %2588
  switch i64 %95, label %352 [
    i64 1, label %2604
    i64 2, label %2597
    i64 3, label %2590
    i64 0, label %2645
  ]

2590:                                             ; preds = %2585
  %2591 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2586)
  %2592 = bitcast <8 x float> %2586 to <8 x i32>
  %2593 = and <8 x i32> %2592, %52
  %2594 = bitcast <8 x i32> %2593 to <8 x float>
  %2595 = fcmp oeq <8 x float> %2586, %40
  %2596 = select <8 x i1> %2595, <8 x float> %2594, <8 x float> %2591
  br label %2607

2597:                                             ; preds = %2585
  %2598 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2586)
  %2599 = bitcast <8 x float> %2586 to <8 x i32>
  %2600 = or <8 x i32> %2599, %53
  %2601 = bitcast <8 x i32> %2600 to <8 x float>
  %2602 = fcmp oeq <8 x float> %2586, %43
  %2603 = select <8 x i1> %2602, <8 x float> %2601, <8 x float> %2598
  br label %2607

2604:                                             ; preds = %2585
  %2605 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2589, <8 x i1> %2578, <8 x float> zeroinitializer)
  %2606 = fadd <8 x float> %2586, %2605
  br label %2607

2607:                                             ; preds = %2604, %2597, %2590
  %2608 = phi <8 x float> [ %2606, %2604 ], [ %2603, %2597 ], [ %2596, %2590 ]
  switch i64 %102, label %352 [
    i64 1, label %2623
    i64 2, label %2616
    i64 3, label %2609
    i64 0, label %2645
  ]

2609:                                             ; preds = %2607
  %2610 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2608)
  %2611 = bitcast <8 x float> %2608 to <8 x i32>
  %2612 = and <8 x i32> %2611, %52
  %2613 = bitcast <8 x i32> %2612 to <8 x float>
  %2614 = fcmp oeq <8 x float> %2608, %40
  %2615 = select <8 x i1> %2614, <8 x float> %2613, <8 x float> %2610
  br label %2626

2616:                                             ; preds = %2607
  %2617 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2608)
  %2618 = bitcast <8 x float> %2608 to <8 x i32>
  %2619 = or <8 x i32> %2618, %53
  %2620 = bitcast <8 x i32> %2619 to <8 x float>
  %2621 = fcmp oeq <8 x float> %2608, %43
  %2622 = select <8 x i1> %2621, <8 x float> %2620, <8 x float> %2617
  br label %2626

2623:                                             ; preds = %2607
  %2624 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2589, <8 x i1> %2578, <8 x float> zeroinitializer)
  %2625 = fadd <8 x float> %2608, %2624
  br label %2626

2626:                                             ; preds = %2623, %2616, %2609
  %2627 = phi <8 x float> [ %2625, %2623 ], [ %2622, %2616 ], [ %2615, %2609 ]
  switch i64 %104, label %352 [
    i64 1, label %2642
    i64 2, label %2635
    i64 3, label %2628
    i64 0, label %2645
  ]

2628:                                             ; preds = %2626
  %2629 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2627)
  %2630 = bitcast <8 x float> %2627 to <8 x i32>
  %2631 = and <8 x i32> %2630, %52
  %2632 = bitcast <8 x i32> %2631 to <8 x float>
  %2633 = fcmp oeq <8 x float> %2627, %40
  %2634 = select <8 x i1> %2633, <8 x float> %2632, <8 x float> %2629
  br label %2645

2635:                                             ; preds = %2626
  %2636 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2627)
  %2637 = bitcast <8 x float> %2627 to <8 x i32>
  %2638 = or <8 x i32> %2637, %53
  %2639 = bitcast <8 x i32> %2638 to <8 x float>
  %2640 = fcmp oeq <8 x float> %2627, %43
  %2641 = select <8 x i1> %2640, <8 x float> %2639, <8 x float> %2636
  br label %2645

2642:                                             ; preds = %2626
  %2643 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2589, <8 x i1> %2578, <8 x float> zeroinitializer)
  %2644 = fadd <8 x float> %2627, %2643
  br label %2645

2645:                                             ; preds = %2628, %2635, %2642, %2626, %2607, %2585
  %2646 = phi <8 x float> [ %2627, %2626 ], [ %2586, %2585 ], [ %2608, %2607 ], [ %2644, %2642 ], [ %2641, %2635 ], [ %2634, %2628 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2646, ptr nonnull align 1 %2587, <8 x i1> %2578)
  %2647 = add i64 %2441, -16
  %2648 = tail call i64 @llvm.smin.i64(i64 %2647, i64 8)
  %2649 = trunc i64 %2648 to i32
  %2650 = insertelement <8 x i32> poison, i32 %2649, i64 0
  %2651 = shufflevector <8 x i32> %2650, <8 x i32> poison, <8 x i32> zeroinitializer
  %2652 = icmp sgt <8 x i32> %2651, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2653 = load <8 x float>, ptr %105, align 32
  br i1 %54, label %2659, label %2654

2654:                                             ; preds = %2645
  %2655 = load float, ptr %238, align 1
  %2656 = insertelement <8 x float> poison, float %2655, i64 0
  %2657 = shufflevector <8 x float> %2656, <8 x float> poison, <8 x i32> zeroinitializer
  %2658 = fadd <8 x float> %2653, %2657
  br label %2659

2659:                                             ; preds = %2654, %2645
  %2660 = phi <8 x float> [ %2658, %2654 ], [ %2653, %2645 ]
  %2661 = getelementptr inbounds nuw i8, ptr %2442, i64 64
  %2662 = getelementptr inbounds nuw i8, ptr %2443, i64 64
  %2663 = select i1 %252, ptr null, ptr %2662
  switch i64 %95, label %352 [
    i64 1, label %2678
    i64 2, label %2671
    i64 3, label %2664
    i64 0, label %2719
  ]

2664:                                             ; preds = %2659
  %2665 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2660)
  %2666 = bitcast <8 x float> %2660 to <8 x i32>
  %2667 = and <8 x i32> %2666, %52
  %2668 = bitcast <8 x i32> %2667 to <8 x float>
  %2669 = fcmp oeq <8 x float> %2660, %40
  %2670 = select <8 x i1> %2669, <8 x float> %2668, <8 x float> %2665
  br label %2681

2671:                                             ; preds = %2659
  %2672 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2660)
  %2673 = bitcast <8 x float> %2660 to <8 x i32>
  %2674 = or <8 x i32> %2673, %53
  %2675 = bitcast <8 x i32> %2674 to <8 x float>
  %2676 = fcmp oeq <8 x float> %2660, %43
  %2677 = select <8 x i1> %2676, <8 x float> %2675, <8 x float> %2672
  br label %2681

2678:                                             ; preds = %2659
  %2679 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2663, <8 x i1> %2652, <8 x float> zeroinitializer)
  %2680 = fadd <8 x float> %2660, %2679
  br label %2681

2681:                                             ; preds = %2678, %2671, %2664
  %2682 = phi <8 x float> [ %2680, %2678 ], [ %2677, %2671 ], [ %2670, %2664 ]
  switch i64 %107, label %352 [
    i64 1, label %2697
    i64 2, label %2690
    i64 3, label %2683
    i64 0, label %2719
  ]

2683:                                             ; preds = %2681
  %2684 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2682)
  %2685 = bitcast <8 x float> %2682 to <8 x i32>
  %2686 = and <8 x i32> %2685, %52
  %2687 = bitcast <8 x i32> %2686 to <8 x float>
  %2688 = fcmp oeq <8 x float> %2682, %40
  %2689 = select <8 x i1> %2688, <8 x float> %2687, <8 x float> %2684
  br label %2700

2690:                                             ; preds = %2681
  %2691 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2682)
  %2692 = bitcast <8 x float> %2682 to <8 x i32>
  %2693 = or <8 x i32> %2692, %53
  %2694 = bitcast <8 x i32> %2693 to <8 x float>
  %2695 = fcmp oeq <8 x float> %2682, %43
  %2696 = select <8 x i1> %2695, <8 x float> %2694, <8 x float> %2691
  br label %2700

2697:                                             ; preds = %2681
  %2698 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2663, <8 x i1> %2652, <8 x float> zeroinitializer)
  %2699 = fadd <8 x float> %2682, %2698
  br label %2700

2700:                                             ; preds = %2697, %2690, %2683
  %2701 = phi <8 x float> [ %2699, %2697 ], [ %2696, %2690 ], [ %2689, %2683 ]
  switch i64 %109, label %352 [
    i64 1, label %2716
    i64 2, label %2709
    i64 3, label %2702
    i64 0, label %2719
  ]

2702:                                             ; preds = %2700
  %2703 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2701)
  %2704 = bitcast <8 x float> %2701 to <8 x i32>
  %2705 = and <8 x i32> %2704, %52
  %2706 = bitcast <8 x i32> %2705 to <8 x float>
  %2707 = fcmp oeq <8 x float> %2701, %40
  %2708 = select <8 x i1> %2707, <8 x float> %2706, <8 x float> %2703
  br label %2719

2709:                                             ; preds = %2700
  %2710 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2701)
  %2711 = bitcast <8 x float> %2701 to <8 x i32>
  %2712 = or <8 x i32> %2711, %53
  %2713 = bitcast <8 x i32> %2712 to <8 x float>
  %2714 = fcmp oeq <8 x float> %2701, %43
  %2715 = select <8 x i1> %2714, <8 x float> %2713, <8 x float> %2710
  br label %2719

2716:                                             ; preds = %2700
  %2717 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2663, <8 x i1> %2652, <8 x float> zeroinitializer)
  %2718 = fadd <8 x float> %2701, %2717
  br label %2719

2719:                                             ; preds = %2702, %2709, %2716, %2700, %2681, %2659
  %2720 = phi <8 x float> [ %2701, %2700 ], [ %2660, %2659 ], [ %2682, %2681 ], [ %2718, %2716 ], [ %2715, %2709 ], [ %2708, %2702 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2720, ptr nonnull align 1 %2661, <8 x i1> %2652)
  %2721 = add i64 %2441, -24
  %2722 = tail call i64 @llvm.smin.i64(i64 %2721, i64 8)
  %2723 = trunc i64 %2722 to i32
  %2724 = insertelement <8 x i32> poison, i32 %2723, i64 0
  %2725 = shufflevector <8 x i32> %2724, <8 x i32> poison, <8 x i32> zeroinitializer
  %2726 = icmp sgt <8 x i32> %2725, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2727 = load <8 x float>, ptr %110, align 32
  br i1 %54, label %2733, label %2728

2728:                                             ; preds = %2719
  %2729 = load float, ptr %238, align 1
  %2730 = insertelement <8 x float> poison, float %2729, i64 0
  %2731 = shufflevector <8 x float> %2730, <8 x float> poison, <8 x i32> zeroinitializer
  %2732 = fadd <8 x float> %2727, %2731
  br label %2733

2733:                                             ; preds = %2728, %2719
  %2734 = phi <8 x float> [ %2732, %2728 ], [ %2727, %2719 ]
  %2735 = getelementptr inbounds nuw i8, ptr %2442, i64 96
  %2736 = getelementptr inbounds nuw i8, ptr %2443, i64 96
  %2737 = select i1 %252, ptr null, ptr %2736
  switch i64 %95, label %352 [
    i64 1, label %2752
    i64 2, label %2745
    i64 3, label %2738
    i64 0, label %2793
  ]

2738:                                             ; preds = %2733
  %2739 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2734)
  %2740 = bitcast <8 x float> %2734 to <8 x i32>
  %2741 = and <8 x i32> %2740, %52
  %2742 = bitcast <8 x i32> %2741 to <8 x float>
  %2743 = fcmp oeq <8 x float> %2734, %40
  %2744 = select <8 x i1> %2743, <8 x float> %2742, <8 x float> %2739
  br label %2755

2745:                                             ; preds = %2733
  %2746 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2734)
  %2747 = bitcast <8 x float> %2734 to <8 x i32>
  %2748 = or <8 x i32> %2747, %53
  %2749 = bitcast <8 x i32> %2748 to <8 x float>
  %2750 = fcmp oeq <8 x float> %2734, %43
  %2751 = select <8 x i1> %2750, <8 x float> %2749, <8 x float> %2746
  br label %2755

2752:                                             ; preds = %2733
  %2753 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2737, <8 x i1> %2726, <8 x float> zeroinitializer)
  %2754 = fadd <8 x float> %2734, %2753
  br label %2755

2755:                                             ; preds = %2752, %2745, %2738
  %2756 = phi <8 x float> [ %2754, %2752 ], [ %2751, %2745 ], [ %2744, %2738 ]
  switch i64 %112, label %352 [
    i64 1, label %2771
    i64 2, label %2764
    i64 3, label %2757
    i64 0, label %2793
  ]

2757:                                             ; preds = %2755
  %2758 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2756)
  %2759 = bitcast <8 x float> %2756 to <8 x i32>
  %2760 = and <8 x i32> %2759, %52
  %2761 = bitcast <8 x i32> %2760 to <8 x float>
  %2762 = fcmp oeq <8 x float> %2756, %40
  %2763 = select <8 x i1> %2762, <8 x float> %2761, <8 x float> %2758
  br label %2774

2764:                                             ; preds = %2755
  %2765 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2756)
  %2766 = bitcast <8 x float> %2756 to <8 x i32>
  %2767 = or <8 x i32> %2766, %53
  %2768 = bitcast <8 x i32> %2767 to <8 x float>
  %2769 = fcmp oeq <8 x float> %2756, %43
  %2770 = select <8 x i1> %2769, <8 x float> %2768, <8 x float> %2765
  br label %2774

2771:                                             ; preds = %2755
  %2772 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2737, <8 x i1> %2726, <8 x float> zeroinitializer)
  %2773 = fadd <8 x float> %2756, %2772
  br label %2774

2774:                                             ; preds = %2771, %2764, %2757
  %2775 = phi <8 x float> [ %2773, %2771 ], [ %2770, %2764 ], [ %2763, %2757 ]
  switch i64 %114, label %352 [
    i64 1, label %2790
    i64 2, label %2783
    i64 3, label %2776
    i64 0, label %2793
  ]

2776:                                             ; preds = %2774
  %2777 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2775)
  %2778 = bitcast <8 x float> %2775 to <8 x i32>
  %2779 = and <8 x i32> %2778, %52
  %2780 = bitcast <8 x i32> %2779 to <8 x float>
  %2781 = fcmp oeq <8 x float> %2775, %40
  %2782 = select <8 x i1> %2781, <8 x float> %2780, <8 x float> %2777
  br label %2793

2783:                                             ; preds = %2774
  %2784 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2775)
  %2785 = bitcast <8 x float> %2775 to <8 x i32>
  %2786 = or <8 x i32> %2785, %53
  %2787 = bitcast <8 x i32> %2786 to <8 x float>
  %2788 = fcmp oeq <8 x float> %2775, %43
  %2789 = select <8 x i1> %2788, <8 x float> %2787, <8 x float> %2784
  br label %2793

2790:                                             ; preds = %2774
  %2791 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2737, <8 x i1> %2726, <8 x float> zeroinitializer)
  %2792 = fadd <8 x float> %2775, %2791
  br label %2793

2793:                                             ; preds = %2776, %2783, %2790, %2774, %2755, %2733
  %2794 = phi <8 x float> [ %2775, %2774 ], [ %2734, %2733 ], [ %2756, %2755 ], [ %2792, %2790 ], [ %2789, %2783 ], [ %2782, %2776 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2794, ptr nonnull align 1 %2735, <8 x i1> %2726)
  %2795 = add i64 %2441, -32
  %2796 = tail call i64 @llvm.smin.i64(i64 %2795, i64 8)
  %2797 = trunc i64 %2796 to i32
  %2798 = insertelement <8 x i32> poison, i32 %2797, i64 0
  %2799 = shufflevector <8 x i32> %2798, <8 x i32> poison, <8 x i32> zeroinitializer
  %2800 = icmp sgt <8 x i32> %2799, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2801 = load <8 x float>, ptr %115, align 32
  br i1 %54, label %2807, label %2802

2802:                                             ; preds = %2793
  %2803 = load float, ptr %238, align 1
  %2804 = insertelement <8 x float> poison, float %2803, i64 0
  %2805 = shufflevector <8 x float> %2804, <8 x float> poison, <8 x i32> zeroinitializer
  %2806 = fadd <8 x float> %2801, %2805
  br label %2807

2807:                                             ; preds = %2802, %2793
  %2808 = phi <8 x float> [ %2806, %2802 ], [ %2801, %2793 ]
  %2809 = getelementptr inbounds nuw i8, ptr %2442, i64 128
  %2810 = getelementptr inbounds nuw i8, ptr %2443, i64 128
  %2811 = select i1 %252, ptr null, ptr %2810
  switch i64 %95, label %352 [
    i64 1, label %2826
    i64 2, label %2819
    i64 3, label %2812
    i64 0, label %2867
  ]

2812:                                             ; preds = %2807
  %2813 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2808)
  %2814 = bitcast <8 x float> %2808 to <8 x i32>
  %2815 = and <8 x i32> %2814, %52
  %2816 = bitcast <8 x i32> %2815 to <8 x float>
  %2817 = fcmp oeq <8 x float> %2808, %40
  %2818 = select <8 x i1> %2817, <8 x float> %2816, <8 x float> %2813
  br label %2829

2819:                                             ; preds = %2807
  %2820 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2808)
  %2821 = bitcast <8 x float> %2808 to <8 x i32>
  %2822 = or <8 x i32> %2821, %53
  %2823 = bitcast <8 x i32> %2822 to <8 x float>
  %2824 = fcmp oeq <8 x float> %2808, %43
  %2825 = select <8 x i1> %2824, <8 x float> %2823, <8 x float> %2820
  br label %2829

2826:                                             ; preds = %2807
  %2827 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2811, <8 x i1> %2800, <8 x float> zeroinitializer)
  %2828 = fadd <8 x float> %2808, %2827
  br label %2829

2829:                                             ; preds = %2826, %2819, %2812
  %2830 = phi <8 x float> [ %2828, %2826 ], [ %2825, %2819 ], [ %2818, %2812 ]
  switch i64 %117, label %352 [
    i64 1, label %2845
    i64 2, label %2838
    i64 3, label %2831
    i64 0, label %2867
  ]

2831:                                             ; preds = %2829
  %2832 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2830)
  %2833 = bitcast <8 x float> %2830 to <8 x i32>
  %2834 = and <8 x i32> %2833, %52
  %2835 = bitcast <8 x i32> %2834 to <8 x float>
  %2836 = fcmp oeq <8 x float> %2830, %40
  %2837 = select <8 x i1> %2836, <8 x float> %2835, <8 x float> %2832
  br label %2848

2838:                                             ; preds = %2829
  %2839 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2830)
  %2840 = bitcast <8 x float> %2830 to <8 x i32>
  %2841 = or <8 x i32> %2840, %53
  %2842 = bitcast <8 x i32> %2841 to <8 x float>
  %2843 = fcmp oeq <8 x float> %2830, %43
  %2844 = select <8 x i1> %2843, <8 x float> %2842, <8 x float> %2839
  br label %2848

2845:                                             ; preds = %2829
  %2846 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2811, <8 x i1> %2800, <8 x float> zeroinitializer)
  %2847 = fadd <8 x float> %2830, %2846
  br label %2848

2848:                                             ; preds = %2845, %2838, %2831
  %2849 = phi <8 x float> [ %2847, %2845 ], [ %2844, %2838 ], [ %2837, %2831 ]
  switch i64 %119, label %352 [
    i64 1, label %2864
    i64 2, label %2857
    i64 3, label %2850
    i64 0, label %2867
  ]

2850:                                             ; preds = %2848
  %2851 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2849)
  %2852 = bitcast <8 x float> %2849 to <8 x i32>
  %2853 = and <8 x i32> %2852, %52
  %2854 = bitcast <8 x i32> %2853 to <8 x float>
  %2855 = fcmp oeq <8 x float> %2849, %40
  %2856 = select <8 x i1> %2855, <8 x float> %2854, <8 x float> %2851
  br label %2867

2857:                                             ; preds = %2848
  %2858 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2849)
  %2859 = bitcast <8 x float> %2849 to <8 x i32>
  %2860 = or <8 x i32> %2859, %53
  %2861 = bitcast <8 x i32> %2860 to <8 x float>
  %2862 = fcmp oeq <8 x float> %2849, %43
  %2863 = select <8 x i1> %2862, <8 x float> %2861, <8 x float> %2858
  br label %2867

2864:                                             ; preds = %2848
  %2865 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2811, <8 x i1> %2800, <8 x float> zeroinitializer)
  %2866 = fadd <8 x float> %2849, %2865
  br label %2867

2867:                                             ; preds = %2850, %2857, %2864, %2848, %2829, %2807
  %2868 = phi <8 x float> [ %2849, %2848 ], [ %2808, %2807 ], [ %2830, %2829 ], [ %2866, %2864 ], [ %2863, %2857 ], [ %2856, %2850 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2868, ptr nonnull align 1 %2809, <8 x i1> %2800)
  %2869 = add i64 %2441, -40
  %2870 = tail call i64 @llvm.smin.i64(i64 %2869, i64 8)
  %2871 = trunc i64 %2870 to i32
  %2872 = insertelement <8 x i32> poison, i32 %2871, i64 0
  %2873 = shufflevector <8 x i32> %2872, <8 x i32> poison, <8 x i32> zeroinitializer
  %2874 = icmp sgt <8 x i32> %2873, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2875 = load <8 x float>, ptr %120, align 32
  br i1 %54, label %2881, label %2876

2876:                                             ; preds = %2867
  %2877 = load float, ptr %238, align 1
  %2878 = insertelement <8 x float> poison, float %2877, i64 0
  %2879 = shufflevector <8 x float> %2878, <8 x float> poison, <8 x i32> zeroinitializer
  %2880 = fadd <8 x float> %2875, %2879
  br label %2881

2881:                                             ; preds = %2876, %2867
  %2882 = phi <8 x float> [ %2880, %2876 ], [ %2875, %2867 ]
  %2883 = getelementptr inbounds nuw i8, ptr %2442, i64 160
  %2884 = getelementptr inbounds nuw i8, ptr %2443, i64 160
  %2885 = select i1 %252, ptr null, ptr %2884
  switch i64 %95, label %352 [
    i64 1, label %2900
    i64 2, label %2893
    i64 3, label %2886
    i64 0, label %2941
  ]

2886:                                             ; preds = %2881
  %2887 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2882)
  %2888 = bitcast <8 x float> %2882 to <8 x i32>
  %2889 = and <8 x i32> %2888, %52
  %2890 = bitcast <8 x i32> %2889 to <8 x float>
  %2891 = fcmp oeq <8 x float> %2882, %40
  %2892 = select <8 x i1> %2891, <8 x float> %2890, <8 x float> %2887
  br label %2903

2893:                                             ; preds = %2881
  %2894 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2882)
  %2895 = bitcast <8 x float> %2882 to <8 x i32>
  %2896 = or <8 x i32> %2895, %53
  %2897 = bitcast <8 x i32> %2896 to <8 x float>
  %2898 = fcmp oeq <8 x float> %2882, %43
  %2899 = select <8 x i1> %2898, <8 x float> %2897, <8 x float> %2894
  br label %2903

2900:                                             ; preds = %2881
  %2901 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2885, <8 x i1> %2874, <8 x float> zeroinitializer)
  %2902 = fadd <8 x float> %2882, %2901
  br label %2903

2903:                                             ; preds = %2900, %2893, %2886
  %2904 = phi <8 x float> [ %2902, %2900 ], [ %2899, %2893 ], [ %2892, %2886 ]
  switch i64 %122, label %352 [
    i64 1, label %2919
    i64 2, label %2912
    i64 3, label %2905
    i64 0, label %2941
  ]

2905:                                             ; preds = %2903
  %2906 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2904)
  %2907 = bitcast <8 x float> %2904 to <8 x i32>
  %2908 = and <8 x i32> %2907, %52
  %2909 = bitcast <8 x i32> %2908 to <8 x float>
  %2910 = fcmp oeq <8 x float> %2904, %40
  %2911 = select <8 x i1> %2910, <8 x float> %2909, <8 x float> %2906
  br label %2922

2912:                                             ; preds = %2903
  %2913 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2904)
  %2914 = bitcast <8 x float> %2904 to <8 x i32>
  %2915 = or <8 x i32> %2914, %53
  %2916 = bitcast <8 x i32> %2915 to <8 x float>
  %2917 = fcmp oeq <8 x float> %2904, %43
  %2918 = select <8 x i1> %2917, <8 x float> %2916, <8 x float> %2913
  br label %2922

2919:                                             ; preds = %2903
  %2920 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2885, <8 x i1> %2874, <8 x float> zeroinitializer)
  %2921 = fadd <8 x float> %2904, %2920
  br label %2922

2922:                                             ; preds = %2919, %2912, %2905
  %2923 = phi <8 x float> [ %2921, %2919 ], [ %2918, %2912 ], [ %2911, %2905 ]
  switch i64 %124, label %352 [
    i64 1, label %2938
    i64 2, label %2931
    i64 3, label %2924
    i64 0, label %2941
  ]

2924:                                             ; preds = %2922
  %2925 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2923)
  %2926 = bitcast <8 x float> %2923 to <8 x i32>
  %2927 = and <8 x i32> %2926, %52
  %2928 = bitcast <8 x i32> %2927 to <8 x float>
  %2929 = fcmp oeq <8 x float> %2923, %40
  %2930 = select <8 x i1> %2929, <8 x float> %2928, <8 x float> %2925
  br label %2941

2931:                                             ; preds = %2922
  %2932 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2923)
  %2933 = bitcast <8 x float> %2923 to <8 x i32>
  %2934 = or <8 x i32> %2933, %53
  %2935 = bitcast <8 x i32> %2934 to <8 x float>
  %2936 = fcmp oeq <8 x float> %2923, %43
  %2937 = select <8 x i1> %2936, <8 x float> %2935, <8 x float> %2932
  br label %2941

2938:                                             ; preds = %2922
  %2939 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2885, <8 x i1> %2874, <8 x float> zeroinitializer)
  %2940 = fadd <8 x float> %2923, %2939
  br label %2941

2941:                                             ; preds = %2924, %2931, %2938, %2922, %2903, %2881
  %2942 = phi <8 x float> [ %2923, %2922 ], [ %2882, %2881 ], [ %2904, %2903 ], [ %2940, %2938 ], [ %2937, %2931 ], [ %2930, %2924 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2942, ptr nonnull align 1 %2883, <8 x i1> %2874)
  %2943 = add i64 %2441, -48
  %2944 = tail call i64 @llvm.smin.i64(i64 %2943, i64 8)
  %2945 = trunc i64 %2944 to i32
  %2946 = insertelement <8 x i32> poison, i32 %2945, i64 0
  %2947 = shufflevector <8 x i32> %2946, <8 x i32> poison, <8 x i32> zeroinitializer
  %2948 = icmp sgt <8 x i32> %2947, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2949 = load <8 x float>, ptr %125, align 32
  br i1 %54, label %2955, label %2950

2950:                                             ; preds = %2941
  %2951 = load float, ptr %238, align 1
  %2952 = insertelement <8 x float> poison, float %2951, i64 0
  %2953 = shufflevector <8 x float> %2952, <8 x float> poison, <8 x i32> zeroinitializer
  %2954 = fadd <8 x float> %2949, %2953
  br label %2955

2955:                                             ; preds = %2950, %2941
  %2956 = phi <8 x float> [ %2954, %2950 ], [ %2949, %2941 ]
  %2957 = getelementptr inbounds nuw i8, ptr %2442, i64 192
  %2958 = getelementptr inbounds nuw i8, ptr %2443, i64 192
  %2959 = select i1 %252, ptr null, ptr %2958
  switch i64 %95, label %352 [
    i64 1, label %2974
    i64 2, label %2967
    i64 3, label %2960
    i64 0, label %3015
  ]

2960:                                             ; preds = %2955
  %2961 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2956)
  %2962 = bitcast <8 x float> %2956 to <8 x i32>
  %2963 = and <8 x i32> %2962, %52
  %2964 = bitcast <8 x i32> %2963 to <8 x float>
  %2965 = fcmp oeq <8 x float> %2956, %40
  %2966 = select <8 x i1> %2965, <8 x float> %2964, <8 x float> %2961
  br label %2977

2967:                                             ; preds = %2955
  %2968 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2956)
  %2969 = bitcast <8 x float> %2956 to <8 x i32>
  %2970 = or <8 x i32> %2969, %53
  %2971 = bitcast <8 x i32> %2970 to <8 x float>
  %2972 = fcmp oeq <8 x float> %2956, %43
  %2973 = select <8 x i1> %2972, <8 x float> %2971, <8 x float> %2968
  br label %2977

2974:                                             ; preds = %2955
  %2975 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2959, <8 x i1> %2948, <8 x float> zeroinitializer)
  %2976 = fadd <8 x float> %2956, %2975
  br label %2977

2977:                                             ; preds = %2974, %2967, %2960
  %2978 = phi <8 x float> [ %2976, %2974 ], [ %2973, %2967 ], [ %2966, %2960 ]
  switch i64 %127, label %352 [
    i64 1, label %2993
    i64 2, label %2986
    i64 3, label %2979
    i64 0, label %3015
  ]

2979:                                             ; preds = %2977
  %2980 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2978)
  %2981 = bitcast <8 x float> %2978 to <8 x i32>
  %2982 = and <8 x i32> %2981, %52
  %2983 = bitcast <8 x i32> %2982 to <8 x float>
  %2984 = fcmp oeq <8 x float> %2978, %40
  %2985 = select <8 x i1> %2984, <8 x float> %2983, <8 x float> %2980
  br label %2996

2986:                                             ; preds = %2977
  %2987 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2978)
  %2988 = bitcast <8 x float> %2978 to <8 x i32>
  %2989 = or <8 x i32> %2988, %53
  %2990 = bitcast <8 x i32> %2989 to <8 x float>
  %2991 = fcmp oeq <8 x float> %2978, %43
  %2992 = select <8 x i1> %2991, <8 x float> %2990, <8 x float> %2987
  br label %2996

2993:                                             ; preds = %2977
  %2994 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2959, <8 x i1> %2948, <8 x float> zeroinitializer)
  %2995 = fadd <8 x float> %2978, %2994
  br label %2996

2996:                                             ; preds = %2993, %2986, %2979
  %2997 = phi <8 x float> [ %2995, %2993 ], [ %2992, %2986 ], [ %2985, %2979 ]
  switch i64 %129, label %352 [
    i64 1, label %3012
    i64 2, label %3005
    i64 3, label %2998
    i64 0, label %3015
  ]

2998:                                             ; preds = %2996
  %2999 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %2997)
  %3000 = bitcast <8 x float> %2997 to <8 x i32>
  %3001 = and <8 x i32> %3000, %52
  %3002 = bitcast <8 x i32> %3001 to <8 x float>
  %3003 = fcmp oeq <8 x float> %2997, %40
  %3004 = select <8 x i1> %3003, <8 x float> %3002, <8 x float> %2999
  br label %3015

3005:                                             ; preds = %2996
  %3006 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %2997)
  %3007 = bitcast <8 x float> %2997 to <8 x i32>
  %3008 = or <8 x i32> %3007, %53
  %3009 = bitcast <8 x i32> %3008 to <8 x float>
  %3010 = fcmp oeq <8 x float> %2997, %43
  %3011 = select <8 x i1> %3010, <8 x float> %3009, <8 x float> %3006
  br label %3015

3012:                                             ; preds = %2996
  %3013 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2959, <8 x i1> %2948, <8 x float> zeroinitializer)
  %3014 = fadd <8 x float> %2997, %3013
  br label %3015

3015:                                             ; preds = %2998, %3005, %3012, %2996, %2977, %2955
  %3016 = phi <8 x float> [ %2997, %2996 ], [ %2956, %2955 ], [ %2978, %2977 ], [ %3014, %3012 ], [ %3011, %3005 ], [ %3004, %2998 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3016, ptr nonnull align 1 %2957, <8 x i1> %2948)
  call void @llvm.lifetime.end.p0(ptr nonnull %29)
  br label %3672

3017:                                             ; preds = %256
  call void @llvm.lifetime.start.p0(ptr nonnull %30)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(256) %30, i8 0, i64 256, i1 false)
  br i1 %50, label %3030, label %3020

3018:                                             ; preds = %3043
  %3019 = load <8 x float>, ptr %30, align 32
  br label %3020

3020:                                             ; preds = %3018, %3017
  %3021 = phi <8 x float> [ %3019, %3018 ], [ zeroinitializer, %3017 ]
  %3022 = add i64 %257, %9
  %3023 = getelementptr inbounds nuw float, ptr %244, i64 %258
  %3024 = getelementptr inbounds nuw float, ptr %248, i64 %258
  %3025 = tail call i64 @llvm.smin.i64(i64 %3022, i64 8)
  %3026 = trunc i64 %3025 to i32
  %3027 = insertelement <8 x i32> poison, i32 %3026, i64 0
  %3028 = shufflevector <8 x i32> %3027, <8 x i32> poison, <8 x i32> zeroinitializer
  %3029 = icmp sgt <8 x i32> %3028, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %54, label %3094, label %3089

3030:                                             ; preds = %3017, %3043
  %3031 = phi i64 [ %3044, %3043 ], [ 0, %3017 ]
  %3032 = mul nsw i64 %3031, %14
  %3033 = add i64 %251, %3032
  %3034 = icmp sgt i64 %3033, -1
  %3035 = icmp slt i64 %3033, %6
  %3036 = and i1 %3034, %3035
  %3037 = select i1 %3036, i64 %3033, i64 0
  %3038 = mul nsw i64 %3037, %7
  %3039 = getelementptr inbounds float, ptr %235, i64 %3038
  br i1 %51, label %3040, label %3043

3040:                                             ; preds = %3030
  %3041 = mul nuw nsw i64 %3031, %11
  %3042 = getelementptr inbounds nuw float, ptr %237, i64 %3041
  br label %3046

3043:                                             ; preds = %3054, %3030
  %3044 = add nuw nsw i64 %3031, 1
  %3045 = icmp eq i64 %3044, %10
  br i1 %3045, label %3018, label %3030

3046:                                             ; preds = %3040, %3054
  %3047 = phi i64 [ 0, %3040 ], [ %3055, %3054 ]
  %3048 = getelementptr inbounds nuw float, ptr %3042, i64 %3047
  %3049 = load float, ptr %3048, align 1
  %3050 = insertelement <8 x float> poison, float %3049, i64 0
  %3051 = shufflevector <8 x float> %3050, <8 x float> poison, <8 x i32> zeroinitializer
  %3052 = mul nsw i64 %3047, %15
  %3053 = sub i64 %3052, %17
  br label %3057

3054:                                             ; preds = %3057
  %3055 = add nuw nsw i64 %3047, 1
  %3056 = icmp eq i64 %3055, %11
  br i1 %3056, label %3043, label %3046

3057:                                             ; preds = %3046, %3057
  %3058 = phi i64 [ 0, %3046 ], [ %3087, %3057 ]
  %3059 = shl nuw nsw i64 %3058, 3
  %3060 = or disjoint i64 %258, %3059
  %3061 = add i64 %3053, %3060
  %3062 = icmp slt i64 %3061, 0
  %3063 = sub nsw i64 0, %3061
  %3064 = select i1 %3062, i64 %3063, i64 0
  %3065 = sub nsw i64 %7, %3061
  %3066 = sub nsw i64 %9, %3060
  %3067 = tail call i64 @llvm.smin.i64(i64 %3065, i64 %3066)
  %3068 = tail call i64 @llvm.smin.i64(i64 %3067, i64 8)
  %3069 = icmp sgt i64 %3068, %3064
  %3070 = select i1 %3036, i1 %3069, i1 false
  %3071 = getelementptr inbounds float, ptr %3039, i64 %3061
  %3072 = trunc i64 %3064 to i32
  %3073 = select i1 %3070, i32 %3072, i32 0
  %3074 = insertelement <8 x i32> poison, i32 %3073, i64 0
  %3075 = shufflevector <8 x i32> %3074, <8 x i32> poison, <8 x i32> zeroinitializer
  %3076 = icmp slt <8 x i32> %3075, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3077 = trunc i64 %3068 to i32
  %3078 = select i1 %3070, i32 %3077, i32 0
  %3079 = insertelement <8 x i32> poison, i32 %3078, i64 0
  %3080 = shufflevector <8 x i32> %3079, <8 x i32> poison, <8 x i32> zeroinitializer
  %3081 = icmp sgt <8 x i32> %3080, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3082 = and <8 x i1> %3081, %3076
  %3083 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3071, <8 x i1> %3082, <8 x float> zeroinitializer)
  %3084 = getelementptr inbounds nuw <8 x float>, ptr %30, i64 %3058
  %3085 = load <8 x float>, ptr %3084, align 32
  %3086 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3083, <8 x float> %3051, <8 x float> %3085)
  store <8 x float> %3086, ptr %3084, align 32
  %3087 = add nuw nsw i64 %3058, 1
  %3088 = icmp eq i64 %3087, 8
  br i1 %3088, label %3054, label %3057

3089:                                             ; preds = %3020
  %3090 = load float, ptr %238, align 1
  %3091 = insertelement <8 x float> poison, float %3090, i64 0
  %3092 = shufflevector <8 x float> %3091, <8 x float> poison, <8 x i32> zeroinitializer
  %3093 = fadd <8 x float> %3021, %3092
  br label %3094

3094:                                             ; preds = %3089, %3020
  %3095 = phi <8 x float> [ %3093, %3089 ], [ %3021, %3020 ]
  %3096 = select i1 %252, ptr null, ptr %3024
  switch i64 %55, label %352 [
    i64 1, label %3097
    i64 2, label %3100
    i64 3, label %3107
    i64 0, label %3152
  ]

3097:                                             ; preds = %3094
  %3098 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3096, <8 x i1> %3029, <8 x float> zeroinitializer)
  %3099 = fadd <8 x float> %3095, %3098
  br label %3114

3100:                                             ; preds = %3094
  %3101 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %3095)
  %3102 = bitcast <8 x float> %3095 to <8 x i32>
  %3103 = or <8 x i32> %3102, %53
  %3104 = bitcast <8 x i32> %3103 to <8 x float>
  %3105 = fcmp oeq <8 x float> %3095, %43
  %3106 = select <8 x i1> %3105, <8 x float> %3104, <8 x float> %3101
  br label %3114

3107:                                             ; preds = %3094
  %3108 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %3095)
  %3109 = bitcast <8 x float> %3095 to <8 x i32>
  %3110 = and <8 x i32> %3109, %52
  %3111 = bitcast <8 x i32> %3110 to <8 x float>
  %3112 = fcmp oeq <8 x float> %3095, %40
  %3113 = select <8 x i1> %3112, <8 x float> %3111, <8 x float> %3108
  br label %3114

3114:                                             ; preds = %3107, %3100, %3097
  %3115 = phi <8 x float> [ %3099, %3097 ], [ %3106, %3100 ], [ %3113, %3107 ]
  switch i64 %57, label %352 [
    i64 1, label %3130
    i64 2, label %3123
    i64 3, label %3116
    i64 0, label %3152
  ]

3116:                                             ; preds = %3114
  %3117 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %3115)
  %3118 = bitcast <8 x float> %3115 to <8 x i32>
  %3119 = and <8 x i32> %3118, %52
  %3120 = bitcast <8 x i32> %3119 to <8 x float>
  %3121 = fcmp oeq <8 x float> %3115, %40
  %3122 = select <8 x i1> %3121, <8 x float> %3120, <8 x float> %3117
  br label %3133

3123:                                             ; preds = %3114
  %3124 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %3115)
  %3125 = bitcast <8 x float> %3115 to <8 x i32>
  %3126 = or <8 x i32> %3125, %53
  %3127 = bitcast <8 x i32> %3126 to <8 x float>
  %3128 = fcmp oeq <8 x float> %3115, %43
  %3129 = select <8 x i1> %3128, <8 x float> %3127, <8 x float> %3124
  br label %3133

3130:                                             ; preds = %3114
  %3131 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3096, <8 x i1> %3029, <8 x float> zeroinitializer)
  %3132 = fadd <8 x float> %3115, %3131
  br label %3133

3133:                                             ; preds = %3130, %3123, %3116
  %3134 = phi <8 x float> [ %3132, %3130 ], [ %3129, %3123 ], [ %3122, %3116 ]
  switch i64 %59, label %352 [
    i64 1, label %3149
    i64 2, label %3142
    i64 3, label %3135
    i64 0, label %3152
  ]

3135:                                             ; preds = %3133
  %3136 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %3134)
  %3137 = bitcast <8 x float> %3134 to <8 x i32>
  %3138 = and <8 x i32> %3137, %52
  %3139 = bitcast <8 x i32> %3138 to <8 x float>
  %3140 = fcmp oeq <8 x float> %3134, %40
  %3141 = select <8 x i1> %3140, <8 x float> %3139, <8 x float> %3136
  br label %3152

3142:                                             ; preds = %3133
  %3143 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %3134)
  %3144 = bitcast <8 x float> %3134 to <8 x i32>
  %3145 = or <8 x i32> %3144, %53
  %3146 = bitcast <8 x i32> %3145 to <8 x float>
  %3147 = fcmp oeq <8 x float> %3134, %43
  %3148 = select <8 x i1> %3147, <8 x float> %3146, <8 x float> %3143
  br label %3152

3149:                                             ; preds = %3133
  %3150 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3096, <8 x i1> %3029, <8 x float> zeroinitializer)
  %3151 = fadd <8 x float> %3134, %3150
  br label %3152

3152:                                             ; preds = %3135, %3142, %3149, %3133, %3114, %3094
  %3153 = phi <8 x float> [ %3134, %3133 ], [ %3095, %3094 ], [ %3115, %3114 ], [ %3151, %3149 ], [ %3148, %3142 ], [ %3141, %3135 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3153, ptr align 1 %3023, <8 x i1> %3029)
  %3154 = add i64 %3022, -8
  %3155 = tail call i64 @llvm.smin.i64(i64 %3154, i64 8)
  %3156 = trunc i64 %3155 to i32
  %3157 = insertelement <8 x i32> poison, i32 %3156, i64 0
  %3158 = shufflevector <8 x i32> %3157, <8 x i32> poison, <8 x i32> zeroinitializer
  %3159 = icmp sgt <8 x i32> %3158, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3160 = load <8 x float>, ptr %60, align 32
  br i1 %54, label %3166, label %3161

3161:                                             ; preds = %3152
  %3162 = load float, ptr %238, align 1
  %3163 = insertelement <8 x float> poison, float %3162, i64 0
  %3164 = shufflevector <8 x float> %3163, <8 x float> poison, <8 x i32> zeroinitializer
  %3165 = fadd <8 x float> %3160, %3164
  br label %3166

3166:                                             ; preds = %3161, %3152
  %3167 = phi <8 x float> [ %3165, %3161 ], [ %3160, %3152 ]
  %3168 = getelementptr inbounds nuw i8, ptr %3023, i64 32
  %3169 = getelementptr inbounds nuw i8, ptr %3024, i64 32
  %3170 = select i1 %252, ptr null, ptr %3169
  switch i64 %55, label %352 [
    i64 1, label %3185
    i64 2, label %3178
    i64 3, label %3171
    i64 0, label %3226
  ]

3171:                                             ; preds = %3166
  %3172 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %3167)
  %3173 = bitcast <8 x float> %3167 to <8 x i32>
  %3174 = and <8 x i32> %3173, %52
  %3175 = bitcast <8 x i32> %3174 to <8 x float>
  %3176 = fcmp oeq <8 x float> %3167, %40
  %3177 = select <8 x i1> %3176, <8 x float> %3175, <8 x float> %3172
  br label %3188

3178:                                             ; preds = %3166
  %3179 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %3167)
  %3180 = bitcast <8 x float> %3167 to <8 x i32>
  %3181 = or <8 x i32> %3180, %53
  %3182 = bitcast <8 x i32> %3181 to <8 x float>
  %3183 = fcmp oeq <8 x float> %3167, %43
  %3184 = select <8 x i1> %3183, <8 x float> %3182, <8 x float> %3179
  br label %3188

3185:                                             ; preds = %3166
  %3186 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3170, <8 x i1> %3159, <8 x float> zeroinitializer)
  %3187 = fadd <8 x float> %3167, %3186
  br label %3188

3188:                                             ; preds = %3185, %3178, %3171
  %3189 = phi <8 x float> [ %3187, %3185 ], [ %3184, %3178 ], [ %3177, %3171 ]
  switch i64 %62, label %352 [
    i64 1, label %3204
    i64 2, label %3197
    i64 3, label %3190
    i64 0, label %3226
  ]

3190:                                             ; preds = %3188
  %3191 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %3189)
  %3192 = bitcast <8 x float> %3189 to <8 x i32>
  %3193 = and <8 x i32> %3192, %52
  %3194 = bitcast <8 x i32> %3193 to <8 x float>
  %3195 = fcmp oeq <8 x float> %3189, %40
  %3196 = select <8 x i1> %3195, <8 x float> %3194, <8 x float> %3191
  br label %3207

3197:                                             ; preds = %3188
  %3198 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %3189)
  %3199 = bitcast <8 x float> %3189 to <8 x i32>
  %3200 = or <8 x i32> %3199, %53
  %3201 = bitcast <8 x i32> %3200 to <8 x float>
  %3202 = fcmp oeq <8 x float> %3189, %43
  %3203 = select <8 x i1> %3202, <8 x float> %3201, <8 x float> %3198
  br label %3207

3204:                                             ; preds = %3188
  %3205 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3170, <8 x i1> %3159, <8 x float> zeroinitializer)
  %3206 = fadd <8 x float> %3189, %3205
  br label %3207

3207:                                             ; preds = %3204, %3197, %3190
  %3208 = phi <8 x float> [ %3206, %3204 ], [ %3203, %3197 ], [ %3196, %3190 ]
  switch i64 %64, label %352 [
    i64 1, label %3223
    i64 2, label %3216
    i64 3, label %3209
    i64 0, label %3226
  ]

3209:                                             ; preds = %3207
  %3210 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %3208)
  %3211 = bitcast <8 x float> %3208 to <8 x i32>
  %3212 = and <8 x i32> %3211, %52
  %3213 = bitcast <8 x i32> %3212 to <8 x float>
  %3214 = fcmp oeq <8 x float> %3208, %40
  %3215 = select <8 x i1> %3214, <8 x float> %3213, <8 x float> %3210
  br label %3226

3216:                                             ; preds = %3207
  %3217 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %3208)
  %3218 = bitcast <8 x float> %3208 to <8 x i32>
  %3219 = or <8 x i32> %3218, %53
  %3220 = bitcast <8 x i32> %3219 to <8 x float>
  %3221 = fcmp oeq <8 x float> %3208, %43
  %3222 = select <8 x i1> %3221, <8 x float> %3220, <8 x float> %3217
  br label %3226

3223:                                             ; preds = %3207
  %3224 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3170, <8 x i1> %3159, <8 x float> zeroinitializer)
  %3225 = fadd <8 x float> %3208, %3224
  br label %3226

3226:                                             ; preds = %3209, %3216, %3223, %3207, %3188, %3166
  %3227 = phi <8 x float> [ %3208, %3207 ], [ %3167, %3166 ], [ %3189, %3188 ], [ %3225, %3223 ], [ %3222, %3216 ], [ %3215, %3209 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3227, ptr nonnull align 1 %3168, <8 x i1> %3159)
  %3228 = add i64 %3022, -16
  %3229 = tail call i64 @llvm.smin.i64(i64 %3228, i64 8)
  %3230 = trunc i64 %3229 to i32
  %3231 = insertelement <8 x i32> poison, i32 %3230, i64 0
  %3232 = shufflevector <8 x i32> %3231, <8 x i32> poison, <8 x i32> zeroinitializer
  %3233 = icmp sgt <8 x i32> %3232, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3234 = load <8 x float>, ptr %65, align 32
  br i1 %54, label %3240, label %3235

3235:                                             ; preds = %3226
  %3236 = load float, ptr %238, align 1
  %3237 = insertelement <8 x float> poison, float %3236, i64 0
  %3238 = shufflevector <8 x float> %3237, <8 x float> poison, <8 x i32> zeroinitializer
  %3239 = fadd <8 x float> %3234, %3238
  br label %3240

3240:                                             ; preds = %3235, %3226
  %3241 = phi <8 x float> [ %3239, %3235 ], [ %3234, %3226 ]
  %3242 = getelementptr inbounds nuw i8, ptr %3023, i64 64
  %3243 = getelementptr inbounds nuw i8, ptr %3024, i64 64
  %3244 = select i1 %252, ptr null, ptr %3243
  switch i64 %55, label %352 [
    i64 1, label %3259
    i64 2, label %3252
    i64 3, label %3245
    i64 0, label %3300
  ]

3245:                                             ; preds = %3240
  %3246 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %3241)
  %3247 = bitcast <8 x float> %3241 to <8 x i32>
  %3248 = and <8 x i32> %3247, %52
  %3249 = bitcast <8 x i32> %3248 to <8 x float>
  %3250 = fcmp oeq <8 x float> %3241, %40
  %3251 = select <8 x i1> %3250, <8 x float> %3249, <8 x float> %3246
  br label %3262

3252:                                             ; preds = %3240
  %3253 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %3241)
  %3254 = bitcast <8 x float> %3241 to <8 x i32>
  %3255 = or <8 x i32> %3254, %53
  %3256 = bitcast <8 x i32> %3255 to <8 x float>
  %3257 = fcmp oeq <8 x float> %3241, %43
  %3258 = select <8 x i1> %3257, <8 x float> %3256, <8 x float> %3253
  br label %3262

3259:                                             ; preds = %3240
  %3260 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3244, <8 x i1> %3233, <8 x float> zeroinitializer)
  %3261 = fadd <8 x float> %3241, %3260
  br label %3262

3262:                                             ; preds = %3259, %3252, %3245
  %3263 = phi <8 x float> [ %3261, %3259 ], [ %3258, %3252 ], [ %3251, %3245 ]
  switch i64 %67, label %352 [
    i64 1, label %3278
    i64 2, label %3271
    i64 3, label %3264
    i64 0, label %3300
  ]

3264:                                             ; preds = %3262
  %3265 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %3263)
  %3266 = bitcast <8 x float> %3263 to <8 x i32>
  %3267 = and <8 x i32> %3266, %52
  %3268 = bitcast <8 x i32> %3267 to <8 x float>
  %3269 = fcmp oeq <8 x float> %3263, %40
  %3270 = select <8 x i1> %3269, <8 x float> %3268, <8 x float> %3265
  br label %3281

3271:                                             ; preds = %3262
  %3272 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %3263)
  %3273 = bitcast <8 x float> %3263 to <8 x i32>
  %3274 = or <8 x i32> %3273, %53
  %3275 = bitcast <8 x i32> %3274 to <8 x float>
  %3276 = fcmp oeq <8 x float> %3263, %43
  %3277 = select <8 x i1> %3276, <8 x float> %3275, <8 x float> %3272
  br label %3281

3278:                                             ; preds = %3262
  %3279 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3244, <8 x i1> %3233, <8 x float> zeroinitializer)
  %3280 = fadd <8 x float> %3263, %3279
  br label %3281

3281:                                             ; preds = %3278, %3271, %3264
  %3282 = phi <8 x float> [ %3280, %3278 ], [ %3277, %3271 ], [ %3270, %3264 ]
  switch i64 %69, label %352 [
    i64 1, label %3297
    i64 2, label %3290
    i64 3, label %3283
    i64 0, label %3300
  ]

3283:                                             ; preds = %3281
  %3284 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %3282)
  %3285 = bitcast <8 x float> %3282 to <8 x i32>
  %3286 = and <8 x i32> %3285, %52
  %3287 = bitcast <8 x i32> %3286 to <8 x float>
  %3288 = fcmp oeq <8 x float> %3282, %40
  %3289 = select <8 x i1> %3288, <8 x float> %3287, <8 x float> %3284
  br label %3300

3290:                                             ; preds = %3281
  %3291 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %3282)
  %3292 = bitcast <8 x float> %3282 to <8 x i32>
  %3293 = or <8 x i32> %3292, %53
  %3294 = bitcast <8 x i32> %3293 to <8 x float>
  %3295 = fcmp oeq <8 x float> %3282, %43
  %3296 = select <8 x i1> %3295, <8 x float> %3294, <8 x float> %3291
  br label %3300

3297:                                             ; preds = %3281
  %3298 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3244, <8 x i1> %3233, <8 x float> zeroinitializer)
  %3299 = fadd <8 x float> %3282, %3298
  br label %3300

3300:                                             ; preds = %3283, %3290, %3297, %3281, %3262, %3240
  %3301 = phi <8 x float> [ %3282, %3281 ], [ %3241, %3240 ], [ %3263, %3262 ], [ %3299, %3297 ], [ %3296, %3290 ], [ %3289, %3283 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3301, ptr nonnull align 1 %3242, <8 x i1> %3233)
  %3302 = add i64 %3022, -24
  %3303 = tail call i64 @llvm.smin.i64(i64 %3302, i64 8)
  %3304 = trunc i64 %3303 to i32
  %3305 = insertelement <8 x i32> poison, i32 %3304, i64 0
  %3306 = shufflevector <8 x i32> %3305, <8 x i32> poison, <8 x i32> zeroinitializer
  %3307 = icmp sgt <8 x i32> %3306, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3308 = load <8 x float>, ptr %70, align 32
  br i1 %54, label %3314, label %3309

3309:                                             ; preds = %3300
  %3310 = load float, ptr %238, align 1
  %3311 = insertelement <8 x float> poison, float %3310, i64 0
  %3312 = shufflevector <8 x float> %3311, <8 x float> poison, <8 x i32> zeroinitializer
  %3313 = fadd <8 x float> %3308, %3312
  br label %3314

3314:                                             ; preds = %3309, %3300
  %3315 = phi <8 x float> [ %3313, %3309 ], [ %3308, %3300 ]
  %3316 = getelementptr inbounds nuw i8, ptr %3023, i64 96
  %3317 = getelementptr inbounds nuw i8, ptr %3024, i64 96
  %3318 = select i1 %252, ptr null, ptr %3317
  switch i64 %55, label %352 [
    i64 1, label %3333
    i64 2, label %3326
    i64 3, label %3319
    i64 0, label %3374
  ]

3319:                                             ; preds = %3314
  %3320 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %3315)
  %3321 = bitcast <8 x float> %3315 to <8 x i32>
  %3322 = and <8 x i32> %3321, %52
  %3323 = bitcast <8 x i32> %3322 to <8 x float>
  %3324 = fcmp oeq <8 x float> %3315, %40
  %3325 = select <8 x i1> %3324, <8 x float> %3323, <8 x float> %3320
  br label %3336

3326:                                             ; preds = %3314
  %3327 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %3315)
  %3328 = bitcast <8 x float> %3315 to <8 x i32>
  %3329 = or <8 x i32> %3328, %53
  %3330 = bitcast <8 x i32> %3329 to <8 x float>
  %3331 = fcmp oeq <8 x float> %3315, %43
  %3332 = select <8 x i1> %3331, <8 x float> %3330, <8 x float> %3327
  br label %3336

3333:                                             ; preds = %3314
  %3334 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3318, <8 x i1> %3307, <8 x float> zeroinitializer)
  %3335 = fadd <8 x float> %3315, %3334
  br label %3336

3336:                                             ; preds = %3333, %3326, %3319
  %3337 = phi <8 x float> [ %3335, %3333 ], [ %3332, %3326 ], [ %3325, %3319 ]
  switch i64 %72, label %352 [
    i64 1, label %3352
    i64 2, label %3345
    i64 3, label %3338
    i64 0, label %3374
  ]

3338:                                             ; preds = %3336
  %3339 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %3337)
  %3340 = bitcast <8 x float> %3337 to <8 x i32>
  %3341 = and <8 x i32> %3340, %52
  %3342 = bitcast <8 x i32> %3341 to <8 x float>
  %3343 = fcmp oeq <8 x float> %3337, %40
  %3344 = select <8 x i1> %3343, <8 x float> %3342, <8 x float> %3339
  br label %3355

3345:                                             ; preds = %3336
  %3346 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %3337)
  %3347 = bitcast <8 x float> %3337 to <8 x i32>
  %3348 = or <8 x i32> %3347, %53
  %3349 = bitcast <8 x i32> %3348 to <8 x float>
  %3350 = fcmp oeq <8 x float> %3337, %43
  %3351 = select <8 x i1> %3350, <8 x float> %3349, <8 x float> %3346
  br label %3355

3352:                                             ; preds = %3336
  %3353 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3318, <8 x i1> %3307, <8 x float> zeroinitializer)
  %3354 = fadd <8 x float> %3337, %3353
  br label %3355

3355:                                             ; preds = %3352, %3345, %3338
  %3356 = phi <8 x float> [ %3354, %3352 ], [ %3351, %3345 ], [ %3344, %3338 ]
  switch i64 %74, label %352 [
    i64 1, label %3371
    i64 2, label %3364
    i64 3, label %3357
    i64 0, label %3374
  ]

3357:                                             ; preds = %3355
  %3358 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %3356)
  %3359 = bitcast <8 x float> %3356 to <8 x i32>
  %3360 = and <8 x i32> %3359, %52
  %3361 = bitcast <8 x i32> %3360 to <8 x float>
  %3362 = fcmp oeq <8 x float> %3356, %40
  %3363 = select <8 x i1> %3362, <8 x float> %3361, <8 x float> %3358
  br label %3374

3364:                                             ; preds = %3355
  %3365 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %3356)
  %3366 = bitcast <8 x float> %3356 to <8 x i32>
  %3367 = or <8 x i32> %3366, %53
  %3368 = bitcast <8 x i32> %3367 to <8 x float>
  %3369 = fcmp oeq <8 x float> %3356, %43
  %3370 = select <8 x i1> %3369, <8 x float> %3368, <8 x float> %3365
  br label %3374

3371:                                             ; preds = %3355
  %3372 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3318, <8 x i1> %3307, <8 x float> zeroinitializer)
  %3373 = fadd <8 x float> %3356, %3372
  br label %3374

3374:                                             ; preds = %3357, %3364, %3371, %3355, %3336, %3314
  %3375 = phi <8 x float> [ %3356, %3355 ], [ %3315, %3314 ], [ %3337, %3336 ], [ %3373, %3371 ], [ %3370, %3364 ], [ %3363, %3357 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3375, ptr nonnull align 1 %3316, <8 x i1> %3307)
  %3376 = add i64 %3022, -32
  %3377 = tail call i64 @llvm.smin.i64(i64 %3376, i64 8)
  %3378 = trunc i64 %3377 to i32
  %3379 = insertelement <8 x i32> poison, i32 %3378, i64 0
  %3380 = shufflevector <8 x i32> %3379, <8 x i32> poison, <8 x i32> zeroinitializer
  %3381 = icmp sgt <8 x i32> %3380, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3382 = load <8 x float>, ptr %75, align 32
  br i1 %54, label %3388, label %3383

3383:                                             ; preds = %3374
  %3384 = load float, ptr %238, align 1
  %3385 = insertelement <8 x float> poison, float %3384, i64 0
  %3386 = shufflevector <8 x float> %3385, <8 x float> poison, <8 x i32> zeroinitializer
  %3387 = fadd <8 x float> %3382, %3386
  br label %3388

3388:                                             ; preds = %3383, %3374
  %3389 = phi <8 x float> [ %3387, %3383 ], [ %3382, %3374 ]
  %3390 = getelementptr inbounds nuw i8, ptr %3023, i64 128
  %3391 = getelementptr inbounds nuw i8, ptr %3024, i64 128
  %3392 = select i1 %252, ptr null, ptr %3391
  switch i64 %55, label %352 [
    i64 1, label %3407
    i64 2, label %3400
    i64 3, label %3393
    i64 0, label %3448
  ]

3393:                                             ; preds = %3388
  %3394 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %3389)
  %3395 = bitcast <8 x float> %3389 to <8 x i32>
  %3396 = and <8 x i32> %3395, %52
  %3397 = bitcast <8 x i32> %3396 to <8 x float>
  %3398 = fcmp oeq <8 x float> %3389, %40
  %3399 = select <8 x i1> %3398, <8 x float> %3397, <8 x float> %3394
  br label %3410

3400:                                             ; preds = %3388
  %3401 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %3389)
  %3402 = bitcast <8 x float> %3389 to <8 x i32>
  %3403 = or <8 x i32> %3402, %53
  %3404 = bitcast <8 x i32> %3403 to <8 x float>
  %3405 = fcmp oeq <8 x float> %3389, %43
  %3406 = select <8 x i1> %3405, <8 x float> %3404, <8 x float> %3401
  br label %3410

3407:                                             ; preds = %3388
  %3408 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3392, <8 x i1> %3381, <8 x float> zeroinitializer)
  %3409 = fadd <8 x float> %3389, %3408
  br label %3410

3410:                                             ; preds = %3407, %3400, %3393
  %3411 = phi <8 x float> [ %3409, %3407 ], [ %3406, %3400 ], [ %3399, %3393 ]
  switch i64 %77, label %352 [
    i64 1, label %3426
    i64 2, label %3419
    i64 3, label %3412
    i64 0, label %3448
  ]

3412:                                             ; preds = %3410
  %3413 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %3411)
  %3414 = bitcast <8 x float> %3411 to <8 x i32>
  %3415 = and <8 x i32> %3414, %52
  %3416 = bitcast <8 x i32> %3415 to <8 x float>
  %3417 = fcmp oeq <8 x float> %3411, %40
  %3418 = select <8 x i1> %3417, <8 x float> %3416, <8 x float> %3413
  br label %3429

3419:                                             ; preds = %3410
  %3420 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %3411)
  %3421 = bitcast <8 x float> %3411 to <8 x i32>
  %3422 = or <8 x i32> %3421, %53
  %3423 = bitcast <8 x i32> %3422 to <8 x float>
  %3424 = fcmp oeq <8 x float> %3411, %43
  %3425 = select <8 x i1> %3424, <8 x float> %3423, <8 x float> %3420
  br label %3429

3426:                                             ; preds = %3410
  %3427 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3392, <8 x i1> %3381, <8 x float> zeroinitializer)
  %3428 = fadd <8 x float> %3411, %3427
  br label %3429

3429:                                             ; preds = %3426, %3419, %3412
  %3430 = phi <8 x float> [ %3428, %3426 ], [ %3425, %3419 ], [ %3418, %3412 ]
  switch i64 %79, label %352 [
    i64 1, label %3445
    i64 2, label %3438
    i64 3, label %3431
    i64 0, label %3448
  ]

3431:                                             ; preds = %3429
  %3432 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %3430)
  %3433 = bitcast <8 x float> %3430 to <8 x i32>
  %3434 = and <8 x i32> %3433, %52
  %3435 = bitcast <8 x i32> %3434 to <8 x float>
  %3436 = fcmp oeq <8 x float> %3430, %40
  %3437 = select <8 x i1> %3436, <8 x float> %3435, <8 x float> %3432
  br label %3448

3438:                                             ; preds = %3429
  %3439 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %3430)
  %3440 = bitcast <8 x float> %3430 to <8 x i32>
  %3441 = or <8 x i32> %3440, %53
  %3442 = bitcast <8 x i32> %3441 to <8 x float>
  %3443 = fcmp oeq <8 x float> %3430, %43
  %3444 = select <8 x i1> %3443, <8 x float> %3442, <8 x float> %3439
  br label %3448

3445:                                             ; preds = %3429
  %3446 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3392, <8 x i1> %3381, <8 x float> zeroinitializer)
  %3447 = fadd <8 x float> %3430, %3446
  br label %3448

3448:                                             ; preds = %3431, %3438, %3445, %3429, %3410, %3388
  %3449 = phi <8 x float> [ %3430, %3429 ], [ %3389, %3388 ], [ %3411, %3410 ], [ %3447, %3445 ], [ %3444, %3438 ], [ %3437, %3431 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3449, ptr nonnull align 1 %3390, <8 x i1> %3381)
  %3450 = add i64 %3022, -40
  %3451 = tail call i64 @llvm.smin.i64(i64 %3450, i64 8)
  %3452 = trunc i64 %3451 to i32
  %3453 = insertelement <8 x i32> poison, i32 %3452, i64 0
  %3454 = shufflevector <8 x i32> %3453, <8 x i32> poison, <8 x i32> zeroinitializer
  %3455 = icmp sgt <8 x i32> %3454, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3456 = load <8 x float>, ptr %80, align 32
  br i1 %54, label %3462, label %3457

3457:                                             ; preds = %3448
  %3458 = load float, ptr %238, align 1
  %3459 = insertelement <8 x float> poison, float %3458, i64 0
  %3460 = shufflevector <8 x float> %3459, <8 x float> poison, <8 x i32> zeroinitializer
  %3461 = fadd <8 x float> %3456, %3460
  br label %3462

3462:                                             ; preds = %3457, %3448
  %3463 = phi <8 x float> [ %3461, %3457 ], [ %3456, %3448 ]
  %3464 = getelementptr inbounds nuw i8, ptr %3023, i64 160
  %3465 = getelementptr inbounds nuw i8, ptr %3024, i64 160
  %3466 = select i1 %252, ptr null, ptr %3465
  switch i64 %55, label %352 [
    i64 1, label %3481
    i64 2, label %3474
    i64 3, label %3467
    i64 0, label %3522
  ]

3467:                                             ; preds = %3462
  %3468 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %3463)
  %3469 = bitcast <8 x float> %3463 to <8 x i32>
  %3470 = and <8 x i32> %3469, %52
  %3471 = bitcast <8 x i32> %3470 to <8 x float>
  %3472 = fcmp oeq <8 x float> %3463, %40
  %3473 = select <8 x i1> %3472, <8 x float> %3471, <8 x float> %3468
  br label %3484

3474:                                             ; preds = %3462
  %3475 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %3463)
  %3476 = bitcast <8 x float> %3463 to <8 x i32>
  %3477 = or <8 x i32> %3476, %53
  %3478 = bitcast <8 x i32> %3477 to <8 x float>
  %3479 = fcmp oeq <8 x float> %3463, %43
  %3480 = select <8 x i1> %3479, <8 x float> %3478, <8 x float> %3475
  br label %3484

3481:                                             ; preds = %3462
  %3482 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3466, <8 x i1> %3455, <8 x float> zeroinitializer)
  %3483 = fadd <8 x float> %3463, %3482
  br label %3484

3484:                                             ; preds = %3481, %3474, %3467
  %3485 = phi <8 x float> [ %3483, %3481 ], [ %3480, %3474 ], [ %3473, %3467 ]
  switch i64 %82, label %352 [
    i64 1, label %3500
    i64 2, label %3493
    i64 3, label %3486
    i64 0, label %3522
  ]

3486:                                             ; preds = %3484
  %3487 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %3485)
  %3488 = bitcast <8 x float> %3485 to <8 x i32>
  %3489 = and <8 x i32> %3488, %52
  %3490 = bitcast <8 x i32> %3489 to <8 x float>
  %3491 = fcmp oeq <8 x float> %3485, %40
  %3492 = select <8 x i1> %3491, <8 x float> %3490, <8 x float> %3487
  br label %3503

3493:                                             ; preds = %3484
  %3494 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %3485)
  %3495 = bitcast <8 x float> %3485 to <8 x i32>
  %3496 = or <8 x i32> %3495, %53
  %3497 = bitcast <8 x i32> %3496 to <8 x float>
  %3498 = fcmp oeq <8 x float> %3485, %43
  %3499 = select <8 x i1> %3498, <8 x float> %3497, <8 x float> %3494
  br label %3503

3500:                                             ; preds = %3484
  %3501 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3466, <8 x i1> %3455, <8 x float> zeroinitializer)
  %3502 = fadd <8 x float> %3485, %3501
  br label %3503

3503:                                             ; preds = %3500, %3493, %3486
  %3504 = phi <8 x float> [ %3502, %3500 ], [ %3499, %3493 ], [ %3492, %3486 ]
  switch i64 %84, label %352 [
    i64 1, label %3519
    i64 2, label %3512
    i64 3, label %3505
    i64 0, label %3522
  ]

3505:                                             ; preds = %3503
  %3506 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %3504)
  %3507 = bitcast <8 x float> %3504 to <8 x i32>
  %3508 = and <8 x i32> %3507, %52
  %3509 = bitcast <8 x i32> %3508 to <8 x float>
  %3510 = fcmp oeq <8 x float> %3504, %40
  %3511 = select <8 x i1> %3510, <8 x float> %3509, <8 x float> %3506
  br label %3522

3512:                                             ; preds = %3503
  %3513 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %3504)
  %3514 = bitcast <8 x float> %3504 to <8 x i32>
  %3515 = or <8 x i32> %3514, %53
  %3516 = bitcast <8 x i32> %3515 to <8 x float>
  %3517 = fcmp oeq <8 x float> %3504, %43
  %3518 = select <8 x i1> %3517, <8 x float> %3516, <8 x float> %3513
  br label %3522

3519:                                             ; preds = %3503
  %3520 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3466, <8 x i1> %3455, <8 x float> zeroinitializer)
  %3521 = fadd <8 x float> %3504, %3520
  br label %3522

3522:                                             ; preds = %3505, %3512, %3519, %3503, %3484, %3462
  %3523 = phi <8 x float> [ %3504, %3503 ], [ %3463, %3462 ], [ %3485, %3484 ], [ %3521, %3519 ], [ %3518, %3512 ], [ %3511, %3505 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3523, ptr nonnull align 1 %3464, <8 x i1> %3455)
  %3524 = add i64 %3022, -48
  %3525 = tail call i64 @llvm.smin.i64(i64 %3524, i64 8)
  %3526 = trunc i64 %3525 to i32
  %3527 = insertelement <8 x i32> poison, i32 %3526, i64 0
  %3528 = shufflevector <8 x i32> %3527, <8 x i32> poison, <8 x i32> zeroinitializer
  %3529 = icmp sgt <8 x i32> %3528, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3530 = load <8 x float>, ptr %85, align 32
  br i1 %54, label %3536, label %3531

3531:                                             ; preds = %3522
  %3532 = load float, ptr %238, align 1
  %3533 = insertelement <8 x float> poison, float %3532, i64 0
  %3534 = shufflevector <8 x float> %3533, <8 x float> poison, <8 x i32> zeroinitializer
  %3535 = fadd <8 x float> %3530, %3534
  br label %3536

3536:                                             ; preds = %3531, %3522
  %3537 = phi <8 x float> [ %3535, %3531 ], [ %3530, %3522 ]
  %3538 = getelementptr inbounds nuw i8, ptr %3023, i64 192
  %3539 = getelementptr inbounds nuw i8, ptr %3024, i64 192
  %3540 = select i1 %252, ptr null, ptr %3539
  switch i64 %55, label %352 [
    i64 1, label %3555
    i64 2, label %3548
    i64 3, label %3541
    i64 0, label %3596
  ]

3541:                                             ; preds = %3536
  %3542 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %3537)
  %3543 = bitcast <8 x float> %3537 to <8 x i32>
  %3544 = and <8 x i32> %3543, %52
  %3545 = bitcast <8 x i32> %3544 to <8 x float>
  %3546 = fcmp oeq <8 x float> %3537, %40
  %3547 = select <8 x i1> %3546, <8 x float> %3545, <8 x float> %3542
  br label %3558

3548:                                             ; preds = %3536
  %3549 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %3537)
  %3550 = bitcast <8 x float> %3537 to <8 x i32>
  %3551 = or <8 x i32> %3550, %53
  %3552 = bitcast <8 x i32> %3551 to <8 x float>
  %3553 = fcmp oeq <8 x float> %3537, %43
  %3554 = select <8 x i1> %3553, <8 x float> %3552, <8 x float> %3549
  br label %3558

3555:                                             ; preds = %3536
  %3556 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3540, <8 x i1> %3529, <8 x float> zeroinitializer)
  %3557 = fadd <8 x float> %3537, %3556
  br label %3558

3558:                                             ; preds = %3555, %3548, %3541
  %3559 = phi <8 x float> [ %3557, %3555 ], [ %3554, %3548 ], [ %3547, %3541 ]
  switch i64 %87, label %352 [
    i64 1, label %3574
    i64 2, label %3567
    i64 3, label %3560
    i64 0, label %3596
  ]

3560:                                             ; preds = %3558
  %3561 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %3559)
  %3562 = bitcast <8 x float> %3559 to <8 x i32>
  %3563 = and <8 x i32> %3562, %52
  %3564 = bitcast <8 x i32> %3563 to <8 x float>
  %3565 = fcmp oeq <8 x float> %3559, %40
  %3566 = select <8 x i1> %3565, <8 x float> %3564, <8 x float> %3561
  br label %3577

3567:                                             ; preds = %3558
  %3568 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %3559)
  %3569 = bitcast <8 x float> %3559 to <8 x i32>
  %3570 = or <8 x i32> %3569, %53
  %3571 = bitcast <8 x i32> %3570 to <8 x float>
  %3572 = fcmp oeq <8 x float> %3559, %43
  %3573 = select <8 x i1> %3572, <8 x float> %3571, <8 x float> %3568
  br label %3577

3574:                                             ; preds = %3558
  %3575 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3540, <8 x i1> %3529, <8 x float> zeroinitializer)
  %3576 = fadd <8 x float> %3559, %3575
  br label %3577

3577:                                             ; preds = %3574, %3567, %3560
  %3578 = phi <8 x float> [ %3576, %3574 ], [ %3573, %3567 ], [ %3566, %3560 ]
  switch i64 %89, label %352 [
    i64 1, label %3593
    i64 2, label %3586
    i64 3, label %3579
    i64 0, label %3596
  ]

3579:                                             ; preds = %3577
  %3580 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %3578)
  %3581 = bitcast <8 x float> %3578 to <8 x i32>
  %3582 = and <8 x i32> %3581, %52
  %3583 = bitcast <8 x i32> %3582 to <8 x float>
  %3584 = fcmp oeq <8 x float> %3578, %40
  %3585 = select <8 x i1> %3584, <8 x float> %3583, <8 x float> %3580
  br label %3596

3586:                                             ; preds = %3577
  %3587 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %3578)
  %3588 = bitcast <8 x float> %3578 to <8 x i32>
  %3589 = or <8 x i32> %3588, %53
  %3590 = bitcast <8 x i32> %3589 to <8 x float>
  %3591 = fcmp oeq <8 x float> %3578, %43
  %3592 = select <8 x i1> %3591, <8 x float> %3590, <8 x float> %3587
  br label %3596

3593:                                             ; preds = %3577
  %3594 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3540, <8 x i1> %3529, <8 x float> zeroinitializer)
  %3595 = fadd <8 x float> %3578, %3594
  br label %3596

3596:                                             ; preds = %3579, %3586, %3593, %3577, %3558, %3536
  %3597 = phi <8 x float> [ %3578, %3577 ], [ %3537, %3536 ], [ %3559, %3558 ], [ %3595, %3593 ], [ %3592, %3586 ], [ %3585, %3579 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3597, ptr nonnull align 1 %3538, <8 x i1> %3529)
  %3598 = add i64 %3022, -56
  %3599 = tail call i64 @llvm.smin.i64(i64 %3598, i64 8)
  %3600 = trunc i64 %3599 to i32
  %3601 = insertelement <8 x i32> poison, i32 %3600, i64 0
  %3602 = shufflevector <8 x i32> %3601, <8 x i32> poison, <8 x i32> zeroinitializer
  %3603 = icmp sgt <8 x i32> %3602, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3604 = load <8 x float>, ptr %90, align 32
  br i1 %54, label %3610, label %3605

3605:                                             ; preds = %3596
  %3606 = load float, ptr %238, align 1
  %3607 = insertelement <8 x float> poison, float %3606, i64 0
  %3608 = shufflevector <8 x float> %3607, <8 x float> poison, <8 x i32> zeroinitializer
  %3609 = fadd <8 x float> %3604, %3608
  br label %3610

3610:                                             ; preds = %3605, %3596
  %3611 = phi <8 x float> [ %3609, %3605 ], [ %3604, %3596 ]
  %3612 = getelementptr inbounds nuw i8, ptr %3023, i64 224
  %3613 = getelementptr inbounds nuw i8, ptr %3024, i64 224
  %3614 = select i1 %252, ptr null, ptr %3613
  switch i64 %55, label %352 [
    i64 1, label %3629
    i64 2, label %3622
    i64 3, label %3615
    i64 0, label %3670
  ]

3615:                                             ; preds = %3610
  %3616 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %3611)
  %3617 = bitcast <8 x float> %3611 to <8 x i32>
  %3618 = and <8 x i32> %3617, %52
  %3619 = bitcast <8 x i32> %3618 to <8 x float>
  %3620 = fcmp oeq <8 x float> %3611, %40
  %3621 = select <8 x i1> %3620, <8 x float> %3619, <8 x float> %3616
  br label %3632

3622:                                             ; preds = %3610
  %3623 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %3611)
  %3624 = bitcast <8 x float> %3611 to <8 x i32>
  %3625 = or <8 x i32> %3624, %53
  %3626 = bitcast <8 x i32> %3625 to <8 x float>
  %3627 = fcmp oeq <8 x float> %3611, %43
  %3628 = select <8 x i1> %3627, <8 x float> %3626, <8 x float> %3623
  br label %3632

3629:                                             ; preds = %3610
  %3630 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3614, <8 x i1> %3603, <8 x float> zeroinitializer)
  %3631 = fadd <8 x float> %3611, %3630
  br label %3632

3632:                                             ; preds = %3629, %3622, %3615
  %3633 = phi <8 x float> [ %3631, %3629 ], [ %3628, %3622 ], [ %3621, %3615 ]
  switch i64 %92, label %352 [
    i64 1, label %3648
    i64 2, label %3641
    i64 3, label %3634
    i64 0, label %3670
  ]

3634:                                             ; preds = %3632
  %3635 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %3633)
  %3636 = bitcast <8 x float> %3633 to <8 x i32>
  %3637 = and <8 x i32> %3636, %52
  %3638 = bitcast <8 x i32> %3637 to <8 x float>
  %3639 = fcmp oeq <8 x float> %3633, %40
  %3640 = select <8 x i1> %3639, <8 x float> %3638, <8 x float> %3635
  br label %3651

3641:                                             ; preds = %3632
  %3642 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %3633)
  %3643 = bitcast <8 x float> %3633 to <8 x i32>
  %3644 = or <8 x i32> %3643, %53
  %3645 = bitcast <8 x i32> %3644 to <8 x float>
  %3646 = fcmp oeq <8 x float> %3633, %43
  %3647 = select <8 x i1> %3646, <8 x float> %3645, <8 x float> %3642
  br label %3651

3648:                                             ; preds = %3632
  %3649 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3614, <8 x i1> %3603, <8 x float> zeroinitializer)
  %3650 = fadd <8 x float> %3633, %3649
  br label %3651

3651:                                             ; preds = %3648, %3641, %3634
  %3652 = phi <8 x float> [ %3650, %3648 ], [ %3647, %3641 ], [ %3640, %3634 ]
  switch i64 %94, label %352 [
    i64 1, label %3667
    i64 2, label %3660
    i64 3, label %3653
    i64 0, label %3670
  ]

3653:                                             ; preds = %3651
  %3654 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %40, <8 x float> %3652)
  %3655 = bitcast <8 x float> %3652 to <8 x i32>
  %3656 = and <8 x i32> %3655, %52
  %3657 = bitcast <8 x i32> %3656 to <8 x float>
  %3658 = fcmp oeq <8 x float> %3652, %40
  %3659 = select <8 x i1> %3658, <8 x float> %3657, <8 x float> %3654
  br label %3670

3660:                                             ; preds = %3651
  %3661 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %43, <8 x float> %3652)
  %3662 = bitcast <8 x float> %3652 to <8 x i32>
  %3663 = or <8 x i32> %3662, %53
  %3664 = bitcast <8 x i32> %3663 to <8 x float>
  %3665 = fcmp oeq <8 x float> %3652, %43
  %3666 = select <8 x i1> %3665, <8 x float> %3664, <8 x float> %3661
  br label %3670

3667:                                             ; preds = %3651
  %3668 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3614, <8 x i1> %3603, <8 x float> zeroinitializer)
  %3669 = fadd <8 x float> %3652, %3668
  br label %3670

3670:                                             ; preds = %3653, %3660, %3667, %3651, %3632, %3610
  %3671 = phi <8 x float> [ %3652, %3651 ], [ %3611, %3610 ], [ %3633, %3632 ], [ %3669, %3667 ], [ %3666, %3660 ], [ %3659, %3653 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3671, ptr nonnull align 1 %3612, <8 x i1> %3603)
  call void @llvm.lifetime.end.p0(ptr nonnull %30)
  br label %3672

3672:                                             ; preds = %256, %3670, %3015, %2434, %1927, %1390, %955, %622, %391
  %3673 = add nuw nsw i64 %258, 64
  %3674 = sub nuw nsw i64 -64, %258
  %3675 = icmp slt i64 %3673, %9
  br i1 %3675, label %256, label %253
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x float> @llvm.x86.avx.min.ps.256(<8 x float>, <8 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x float> @llvm.x86.avx.max.ps.256(<8 x float>, <8 x float>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr captures(none), <8 x i1>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr captures(none), <8 x i1>, <8 x float>)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)
