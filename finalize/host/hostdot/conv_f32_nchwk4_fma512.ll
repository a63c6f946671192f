%struct.s2taps = type { [7 x i64], [7 x i64], [7 x i64], [7 x i64], [7 x i64], [7 x i64], i64 }

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_nchwk4_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26, i64 noundef %27, i64 noundef %28, i64 noundef %29) local_unnamed_addr {
  %31 = alloca [6 x [4 x <16 x float>]], align 64
  %32 = alloca [7 x i32], align 16
  %33 = alloca [7 x i32], align 16
  %34 = alloca [49 x [4 x i64]], align 16
  %35 = alloca [49 x [4 x i32]], align 16
  %36 = alloca [4 x i64], align 16
  %37 = alloca [4 x i64], align 16
  %38 = inttoptr i64 %0 to ptr
  %39 = inttoptr i64 %1 to ptr
  %40 = inttoptr i64 %22 to ptr
  %41 = inttoptr i64 %2 to ptr
  %42 = inttoptr i64 %25 to ptr
  %43 = inttoptr i64 %23 to ptr
  %44 = trunc i64 %27 to i32
  %45 = trunc i64 %28 to i32
  %46 = insertelement <16 x i32> poison, i32 %44, i64 0
  %47 = bitcast <16 x i32> %46 to <16 x float>
  %48 = shufflevector <16 x float> %47, <16 x float> poison, <16 x i32> zeroinitializer
  %49 = insertelement <16 x i32> poison, i32 %45, i64 0
  %50 = bitcast <16 x i32> %49 to <16 x float>
  %51 = shufflevector <16 x float> %50, <16 x float> poison, <16 x i32> zeroinitializer
  %52 = mul nsw i64 %10, %9
  %53 = add nsw i64 %52, 15
  %54 = sdiv i64 %53, 16
  %55 = add nsw i64 %6, 5
  %56 = sdiv i64 %55, 6
  %57 = add nsw i64 %56, -1
  %58 = add i64 %57, %18
  %59 = sdiv i64 %58, %18
  %60 = add nsw i64 %54, -1
  %61 = add i64 %60, %17
  %62 = sdiv i64 %61, %17
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  %63 = mul i64 %18, 6
  %64 = icmp slt i64 %3, %4
  br i1 %64, label %65, label %193

65:                                               ; preds = %30
  %66 = icmp eq i64 %25, 0
  %67 = icmp sgt i64 %11, 0
  %68 = icmp sgt i64 %12, 0
  %69 = add nsw i64 %6, -6
  %70 = mul nsw i64 %8, %7
  %71 = mul i64 %12, %11
  %72 = icmp eq i64 %22, 0
  %73 = mul i64 %5, %71
  %74 = icmp sgt i64 %5, 0
  %75 = icmp sgt i64 %71, 0
  %76 = icmp eq i64 %29, 0
  %77 = bitcast <16 x float> %48 to <8 x i64>
  %78 = bitcast <16 x float> %51 to <8 x i64>
  %79 = shl i64 %73, 3
  %80 = mul i64 %73, 12
  %81 = shl i64 %73, 4
  %82 = mul i64 %73, 20
  %83 = shl i64 %73, 3
  %84 = mul i64 %73, 12
  %85 = shl i64 %73, 4
  %86 = mul i64 %73, 20
  %87 = and i64 %29, 3
  %88 = lshr i64 %29, 2
  %89 = and i64 %88, 3
  %90 = lshr i64 %29, 4
  %91 = and i64 %90, 3
  %92 = and i64 %29, 3
  %93 = lshr i64 %29, 2
  %94 = and i64 %93, 3
  %95 = lshr i64 %29, 4
  %96 = and i64 %95, 3
  %97 = and i64 %29, 3
  %98 = lshr i64 %29, 2
  %99 = and i64 %98, 3
  %100 = lshr i64 %29, 4
  %101 = and i64 %100, 3
  %102 = and i64 %29, 3
  %103 = lshr i64 %29, 2
  %104 = and i64 %103, 3
  %105 = lshr i64 %29, 4
  %106 = and i64 %105, 3
  %107 = and i64 %29, 3
  %108 = lshr i64 %29, 2
  %109 = and i64 %108, 3
  %110 = lshr i64 %29, 4
  %111 = and i64 %110, 3
  %112 = and i64 %29, 3
  %113 = lshr i64 %29, 2
  %114 = and i64 %113, 3
  %115 = lshr i64 %29, 4
  %116 = and i64 %115, 3
  %117 = shl i64 %73, 3
  %118 = mul i64 %73, 12
  %119 = shl i64 %73, 4
  %120 = mul i64 %73, 20
  %121 = shl i64 %73, 3
  %122 = mul i64 %73, 12
  %123 = shl i64 %73, 4
  %124 = mul i64 %73, 20
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
  %145 = insertelement <4 x i64> poison, i64 %52, i64 0
  %146 = shufflevector <4 x i64> %145, <4 x i64> poison, <4 x i32> zeroinitializer
  %147 = icmp ult i64 %11, 8
  %148 = icmp ult i64 %11, 64
  %149 = and i64 %11, 56
  %150 = and i64 %11, 9223372036854775744
  %151 = insertelement <16 x i64> poison, i64 %7, i64 0
  %152 = shufflevector <16 x i64> %151, <16 x i64> poison, <16 x i32> zeroinitializer
  %153 = icmp eq i64 %11, %150
  %154 = icmp eq i64 %149, 0
  %155 = and i64 %11, 9223372036854775800
  %156 = insertelement <8 x i64> poison, i64 %7, i64 0
  %157 = shufflevector <8 x i64> %156, <8 x i64> poison, <8 x i32> zeroinitializer
  %158 = icmp eq i64 %11, %155
  %159 = icmp ult i64 %12, 4
  %160 = icmp ult i64 %12, 16
  %161 = and i64 %12, 12
  %162 = and i64 %12, 9223372036854775792
  %163 = icmp eq i64 %12, %162
  %164 = icmp eq i64 %161, 0
  %165 = and i64 %12, 9223372036854775804
  %166 = icmp eq i64 %12, %165
  %167 = icmp ult i64 %12, 8
  %168 = and i64 %12, 9223372036854775800
  %169 = icmp eq i64 %12, %168
  %170 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %171 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %172 = getelementptr inbounds nuw i8, ptr %31, i64 192
  %173 = getelementptr inbounds nuw i8, ptr %31, i64 256
  %174 = getelementptr inbounds nuw i8, ptr %31, i64 320
  %175 = getelementptr inbounds nuw i8, ptr %31, i64 384
  %176 = getelementptr inbounds nuw i8, ptr %31, i64 448
  %177 = getelementptr inbounds nuw i8, ptr %31, i64 512
  %178 = getelementptr inbounds nuw i8, ptr %31, i64 576
  %179 = getelementptr inbounds nuw i8, ptr %31, i64 640
  %180 = getelementptr inbounds nuw i8, ptr %31, i64 704
  %181 = getelementptr inbounds nuw i8, ptr %31, i64 768
  %182 = getelementptr inbounds nuw i8, ptr %31, i64 832
  %183 = getelementptr inbounds nuw i8, ptr %31, i64 896
  %184 = getelementptr inbounds nuw i8, ptr %31, i64 960
  %185 = getelementptr inbounds nuw i8, ptr %31, i64 1024
  %186 = getelementptr inbounds nuw i8, ptr %31, i64 1088
  %187 = getelementptr inbounds nuw i8, ptr %31, i64 1152
  %188 = getelementptr inbounds nuw i8, ptr %31, i64 1216
  %189 = getelementptr inbounds nuw i8, ptr %31, i64 1280
  %190 = getelementptr inbounds nuw i8, ptr %31, i64 1344
  %191 = getelementptr inbounds nuw i8, ptr %31, i64 1408
  %192 = getelementptr inbounds nuw i8, ptr %31, i64 1472
  br label %194

193:                                              ; preds = %223, %30
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  ret void

194:                                              ; preds = %65, %223
  %195 = phi i64 [ %3, %65 ], [ %224, %223 ]
  %196 = srem i64 %195, %59
  %197 = sdiv i64 %195, %59
  %198 = srem i64 %197, %62
  %199 = sdiv i64 %197, %62
  %200 = add nsw i64 %196, 1
  %201 = mul i64 %63, %200
  %202 = tail call i64 @llvm.smin.i64(i64 %201, i64 %6)
  %203 = add nsw i64 %198, 1
  %204 = mul nsw i64 %203, %17
  %205 = tail call i64 @llvm.smin.i64(i64 %204, i64 %54)
  %206 = mul nsw i64 %199, %20
  %207 = getelementptr inbounds float, ptr %38, i64 %206
  %208 = mul nsw i64 %199, %21
  %209 = getelementptr inbounds float, ptr %41, i64 %208
  %210 = mul nsw i64 %199, %26
  %211 = getelementptr inbounds float, ptr %42, i64 %210
  %212 = select i1 %66, ptr null, ptr %211
  %213 = mul nsw i64 %199, %24
  %214 = getelementptr inbounds float, ptr %43, i64 %213
  %215 = mul nsw i64 %198, %17
  %216 = mul i64 %63, %196
  %217 = icmp slt i64 %215, %205
  br i1 %217, label %218, label %223

218:                                              ; preds = %194
  %219 = add nsw i64 %205, -1
  %220 = icmp slt i64 %216, %202
  %221 = insertelement <4 x i64> poison, i64 %219, i64 0
  %222 = shufflevector <4 x i64> %221, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %226

223:                                              ; preds = %554, %194
  %224 = add i64 %195, 1
  %225 = icmp eq i64 %224, %4
  br i1 %225, label %193, label %194

226:                                              ; preds = %218, %554
  %227 = phi i64 [ %215, %218 ], [ %555, %554 ]
  %228 = sub nsw i64 %205, %227
  %229 = icmp sgt i64 %228, 3
  %230 = trunc i64 %228 to i32
  %231 = select i1 %229, i32 4, i32 %230
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  %232 = sext i32 %231 to i64
  %233 = insertelement <4 x i64> poison, i64 %227, i64 0
  %234 = shufflevector <4 x i64> %233, <4 x i64> poison, <4 x i32> zeroinitializer
  %235 = add <4 x i64> %234, <i64 0, i64 1, i64 2, i64 3>
  %236 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %235, <4 x i64> %222)
  %237 = shl nsw <4 x i64> %236, splat (i64 4)
  store <4 x i64> %237, ptr %36, align 16
  %238 = insertelement <4 x i32> poison, i32 %231, i64 0
  %239 = shufflevector <4 x i32> %238, <4 x i32> poison, <4 x i32> zeroinitializer
  %240 = icmp sgt <4 x i32> %239, <i32 0, i32 1, i32 2, i32 3>
  %241 = sub nsw <4 x i64> %146, %237
  %242 = select <4 x i1> %240, <4 x i64> %241, <4 x i64> zeroinitializer
  store <4 x i64> %242, ptr %37, align 16
  br label %243

243:                                              ; preds = %226, %492
  %244 = phi i64 [ 0, %226 ], [ %493, %492 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %33, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %32, i8 0, i64 28, i1 false)
  %245 = icmp slt i64 %244, %232
  %246 = getelementptr inbounds nuw i64, ptr %36, i64 %244
  %247 = load i64, ptr %246, align 8
  br i1 %245, label %248, label %255

248:                                              ; preds = %243
  %249 = sub nsw i64 %52, %247
  %250 = tail call i64 @llvm.smin.i64(i64 %249, i64 16)
  %251 = icmp sgt i64 %249, 0
  br i1 %251, label %252, label %255

252:                                              ; preds = %248
  %253 = srem i64 %247, %8
  %254 = sdiv i64 %247, %8
  br label %260

255:                                              ; preds = %436, %243, %248
  br i1 %67, label %256, label %492

256:                                              ; preds = %255
  %257 = getelementptr i64, ptr %34, i64 %244
  %258 = getelementptr i32, ptr %35, i64 %244
  %259 = sub i64 %247, %16
  br label %460

260:                                              ; preds = %252, %436
  %261 = phi i64 [ %266, %436 ], [ 0, %252 ]
  %262 = phi i64 [ 0, %436 ], [ %253, %252 ]
  %263 = phi i64 [ %437, %436 ], [ %254, %252 ]
  %264 = add nsw i64 %261, %8
  %265 = sub nsw i64 %264, %262
  %266 = tail call i64 @llvm.smin.i64(i64 %265, i64 %250)
  br i1 %67, label %267, label %345

267:                                              ; preds = %260
  %268 = sub i64 %263, %15
  %269 = trunc i64 %266 to i32
  %270 = shl nsw i32 -1, %269
  %271 = xor i32 %270, -1
  %272 = trunc i64 %261 to i32
  %273 = shl nsw i32 -1, %272
  %274 = and i32 %273, %271
  br i1 %147, label %343, label %275

275:                                              ; preds = %267
  br i1 %148, label %320, label %276

276:                                              ; preds = %275
  %277 = insertelement <16 x i64> poison, i64 %268, i64 0
  %278 = shufflevector <16 x i64> %277, <16 x i64> poison, <16 x i32> zeroinitializer
  %279 = insertelement <16 x i32> poison, i32 %274, i64 0
  %280 = shufflevector <16 x i32> %279, <16 x i32> poison, <16 x i32> zeroinitializer
  %281 = add <16 x i64> splat (i64 16), %278
  %282 = add <16 x i64> splat (i64 32), %278
  %283 = add <16 x i64> splat (i64 48), %278
  br label %284

284:                                              ; preds = %284, %276
  %285 = phi i64 [ 0, %276 ], [ %315, %284 ]
  %286 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %276 ], [ %316, %284 ]
  %287 = add <16 x i64> %278, %286
  %288 = add <16 x i64> %286, %281
  %289 = add <16 x i64> %286, %282
  %290 = add <16 x i64> %286, %283
  %291 = icmp sgt <16 x i64> %287, splat (i64 -1)
  %292 = icmp sgt <16 x i64> %288, splat (i64 -1)
  %293 = icmp sgt <16 x i64> %289, splat (i64 -1)
  %294 = icmp sgt <16 x i64> %290, splat (i64 -1)
  %295 = icmp slt <16 x i64> %287, %152
  %296 = icmp slt <16 x i64> %288, %152
  %297 = icmp slt <16 x i64> %289, %152
  %298 = icmp slt <16 x i64> %290, %152
  %299 = and <16 x i1> %291, %295
  %300 = and <16 x i1> %292, %296
  %301 = and <16 x i1> %293, %297
  %302 = and <16 x i1> %294, %298
  %303 = getelementptr i32, ptr %32, i64 %285
  %304 = getelementptr i8, ptr %303, i64 64
  %305 = getelementptr i8, ptr %303, i64 128
  %306 = getelementptr i8, ptr %303, i64 192
  %307 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %303, <16 x i1> %299, <16 x i32> poison)
  %308 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %304, <16 x i1> %300, <16 x i32> poison)
  %309 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %305, <16 x i1> %301, <16 x i32> poison)
  %310 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %306, <16 x i1> %302, <16 x i32> poison)
  %311 = or <16 x i32> %307, %280
  %312 = or <16 x i32> %308, %280
  %313 = or <16 x i32> %309, %280
  %314 = or <16 x i32> %310, %280
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %311, ptr align 16 %303, <16 x i1> %299)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %312, ptr align 16 %304, <16 x i1> %300)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %313, ptr align 16 %305, <16 x i1> %301)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %314, ptr align 16 %306, <16 x i1> %302)
  %315 = add nuw i64 %285, 64
  %316 = add <16 x i64> %286, splat (i64 64)
  %317 = icmp eq i64 %315, %150
  br i1 %317, label %318, label %284

318:                                              ; preds = %284
  br i1 %153, label %345, label %319

319:                                              ; preds = %318
  br i1 %154, label %343, label %320

320:                                              ; preds = %275, %319
  %321 = phi i64 [ %150, %319 ], [ 0, %275 ]
  %322 = insertelement <8 x i64> poison, i64 %268, i64 0
  %323 = shufflevector <8 x i64> %322, <8 x i64> poison, <8 x i32> zeroinitializer
  %324 = insertelement <8 x i32> poison, i32 %274, i64 0
  %325 = shufflevector <8 x i32> %324, <8 x i32> poison, <8 x i32> zeroinitializer
  %326 = insertelement <8 x i64> poison, i64 %321, i64 0
  %327 = shufflevector <8 x i64> %326, <8 x i64> poison, <8 x i32> zeroinitializer
  %328 = or disjoint <8 x i64> %327, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %329

329:                                              ; preds = %329, %320
  %330 = phi i64 [ %321, %320 ], [ %339, %329 ]
  %331 = phi <8 x i64> [ %328, %320 ], [ %340, %329 ]
  %332 = add <8 x i64> %323, %331
  %333 = icmp sgt <8 x i64> %332, splat (i64 -1)
  %334 = icmp slt <8 x i64> %332, %157
  %335 = and <8 x i1> %333, %334
  %336 = getelementptr i32, ptr %32, i64 %330
  %337 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %336, <8 x i1> %335, <8 x i32> poison)
  %338 = or <8 x i32> %337, %325
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %338, ptr align 16 %336, <8 x i1> %335)
  %339 = add nuw i64 %330, 8
  %340 = add nuw nsw <8 x i64> %331, splat (i64 8)
  %341 = icmp eq i64 %339, %155
  br i1 %341, label %342, label %329

342:                                              ; preds = %329
  br i1 %158, label %345, label %343

343:                                              ; preds = %267, %319, %342
  %344 = phi i64 [ 0, %267 ], [ %150, %319 ], [ %155, %342 ]
  br label %423

345:                                              ; preds = %433, %318, %342, %260
  br i1 %68, label %346, label %436

346:                                              ; preds = %345
  %347 = add nsw i64 %261, %16
  %348 = add nsw i64 %264, %16
  br i1 %159, label %421, label %349

349:                                              ; preds = %346
  br i1 %160, label %384, label %350

350:                                              ; preds = %349
  %351 = insertelement <16 x i64> poison, i64 %347, i64 0
  %352 = shufflevector <16 x i64> %351, <16 x i64> poison, <16 x i32> zeroinitializer
  %353 = insertelement <16 x i64> poison, i64 %348, i64 0
  %354 = shufflevector <16 x i64> %353, <16 x i64> poison, <16 x i32> zeroinitializer
  %355 = insertelement <16 x i64> poison, i64 %262, i64 0
  %356 = shufflevector <16 x i64> %355, <16 x i64> poison, <16 x i32> zeroinitializer
  %357 = insertelement <16 x i64> poison, i64 %261, i64 0
  %358 = shufflevector <16 x i64> %357, <16 x i64> poison, <16 x i32> zeroinitializer
  %359 = insertelement <16 x i64> poison, i64 %266, i64 0
  %360 = shufflevector <16 x i64> %359, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %361

361:                                              ; preds = %361, %350
  %362 = phi i64 [ 0, %350 ], [ %379, %361 ]
  %363 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %350 ], [ %380, %361 ]
  %364 = add <16 x i64> %363, %356
  %365 = sub <16 x i64> %352, %364
  %366 = sub <16 x i64> %354, %364
  %367 = call <16 x i64> @llvm.smax.v16i64(<16 x i64> %365, <16 x i64> %358)
  %368 = call <16 x i64> @llvm.smin.v16i64(<16 x i64> %366, <16 x i64> %360)
  %369 = icmp slt <16 x i64> %367, %368
  %370 = trunc <16 x i64> %368 to <16 x i32>
  %371 = shl nsw <16 x i32> splat (i32 -1), %370
  %372 = xor <16 x i32> %371, splat (i32 -1)
  %373 = trunc <16 x i64> %367 to <16 x i32>
  %374 = shl nsw <16 x i32> splat (i32 -1), %373
  %375 = and <16 x i32> %374, %372
  %376 = getelementptr i32, ptr %33, i64 %362
  %377 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %376, <16 x i1> %369, <16 x i32> poison)
  %378 = or <16 x i32> %377, %375
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %378, ptr align 16 %376, <16 x i1> %369)
  %379 = add nuw i64 %362, 16
  %380 = add nuw nsw <16 x i64> %363, splat (i64 16)
  %381 = icmp eq i64 %379, %162
  br i1 %381, label %382, label %361

382:                                              ; preds = %361
  br i1 %163, label %436, label %383

383:                                              ; preds = %382
  br i1 %164, label %421, label %384

384:                                              ; preds = %349, %383
  %385 = phi i64 [ %162, %383 ], [ 0, %349 ]
  %386 = insertelement <4 x i64> poison, i64 %347, i64 0
  %387 = shufflevector <4 x i64> %386, <4 x i64> poison, <4 x i32> zeroinitializer
  %388 = insertelement <4 x i64> poison, i64 %348, i64 0
  %389 = shufflevector <4 x i64> %388, <4 x i64> poison, <4 x i32> zeroinitializer
  %390 = insertelement <4 x i64> poison, i64 %262, i64 0
  %391 = shufflevector <4 x i64> %390, <4 x i64> poison, <4 x i32> zeroinitializer
  %392 = insertelement <4 x i64> poison, i64 %261, i64 0
  %393 = shufflevector <4 x i64> %392, <4 x i64> poison, <4 x i32> zeroinitializer
  %394 = insertelement <4 x i64> poison, i64 %266, i64 0
  %395 = shufflevector <4 x i64> %394, <4 x i64> poison, <4 x i32> zeroinitializer
  %396 = insertelement <4 x i64> poison, i64 %385, i64 0
  %397 = shufflevector <4 x i64> %396, <4 x i64> poison, <4 x i32> zeroinitializer
  %398 = or disjoint <4 x i64> %397, <i64 0, i64 1, i64 2, i64 3>
  br label %399

399:                                              ; preds = %399, %384
  %400 = phi i64 [ %385, %384 ], [ %417, %399 ]
  %401 = phi <4 x i64> [ %398, %384 ], [ %418, %399 ]
  %402 = add <4 x i64> %401, %391
  %403 = sub <4 x i64> %387, %402
  %404 = sub <4 x i64> %389, %402
  %405 = call <4 x i64> @llvm.smax.v4i64(<4 x i64> %403, <4 x i64> %393)
  %406 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %404, <4 x i64> %395)
  %407 = icmp slt <4 x i64> %405, %406
  %408 = trunc <4 x i64> %406 to <4 x i32>
  %409 = shl nsw <4 x i32> splat (i32 -1), %408
  %410 = xor <4 x i32> %409, splat (i32 -1)
  %411 = trunc <4 x i64> %405 to <4 x i32>
  %412 = shl nsw <4 x i32> splat (i32 -1), %411
  %413 = and <4 x i32> %412, %410
  %414 = getelementptr i32, ptr %33, i64 %400
  %415 = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr align 16 %414, <4 x i1> %407, <4 x i32> poison)
  %416 = or <4 x i32> %415, %413
  call void @llvm.masked.store.v4i32.p0(<4 x i32> %416, ptr align 16 %414, <4 x i1> %407)
  %417 = add nuw i64 %400, 4
  %418 = add nuw nsw <4 x i64> %401, splat (i64 4)
  %419 = icmp eq i64 %417, %165
  br i1 %419, label %420, label %399

420:                                              ; preds = %399
  br i1 %166, label %436, label %421

421:                                              ; preds = %346, %383, %420
  %422 = phi i64 [ 0, %346 ], [ %162, %383 ], [ %165, %420 ]
  br label %439

423:                                              ; preds = %343, %433
  %424 = phi i64 [ %434, %433 ], [ %344, %343 ]
  %425 = add i64 %268, %424
  %426 = icmp sgt i64 %425, -1
  %427 = icmp slt i64 %425, %7
  %428 = and i1 %426, %427
  br i1 %428, label %429, label %433

429:                                              ; preds = %423
  %430 = getelementptr inbounds nuw i32, ptr %32, i64 %424
  %431 = load i32, ptr %430, align 4
  %432 = or i32 %431, %274
  store i32 %432, ptr %430, align 4
  br label %433

433:                                              ; preds = %429, %423
  %434 = add nuw nsw i64 %424, 1
  %435 = icmp eq i64 %434, %11
  br i1 %435, label %345, label %423

436:                                              ; preds = %457, %382, %420, %345
  %437 = add nsw i64 %263, 1
  %438 = icmp slt i64 %265, %250
  br i1 %438, label %260, label %255

439:                                              ; preds = %421, %457
  %440 = phi i64 [ %458, %457 ], [ %422, %421 ]
  %441 = add i64 %440, %262
  %442 = sub i64 %347, %441
  %443 = sub i64 %348, %441
  %444 = tail call i64 @llvm.smax.i64(i64 %442, i64 %261)
  %445 = tail call i64 @llvm.smin.i64(i64 %443, i64 %266)
  %446 = icmp slt i64 %444, %445
  br i1 %446, label %447, label %457

447:                                              ; preds = %439
  %448 = trunc i64 %445 to i32
  %449 = shl nsw i32 -1, %448
  %450 = xor i32 %449, -1
  %451 = trunc i64 %444 to i32
  %452 = shl nsw i32 -1, %451
  %453 = and i32 %452, %450
  %454 = getelementptr inbounds nuw i32, ptr %33, i64 %440
  %455 = load i32, ptr %454, align 4
  %456 = or i32 %455, %453
  store i32 %456, ptr %454, align 4
  br label %457

457:                                              ; preds = %447, %439
  %458 = add nuw nsw i64 %440, 1
  %459 = icmp eq i64 %458, %12
  br i1 %459, label %436, label %439

460:                                              ; preds = %256, %495
  %461 = phi i64 [ 0, %256 ], [ %496, %495 ]
  br i1 %68, label %462, label %495

462:                                              ; preds = %460
  %463 = sub nsw i64 %461, %15
  %464 = mul nsw i64 %463, %8
  %465 = add i64 %259, %464
  %466 = mul nuw nsw i64 %461, %12
  %467 = getelementptr inbounds nuw i32, ptr %32, i64 %461
  %468 = load i32, ptr %467, align 4
  br i1 %167, label %490, label %469

469:                                              ; preds = %462
  %470 = insertelement <8 x i64> poison, i64 %465, i64 0
  %471 = shufflevector <8 x i64> %470, <8 x i64> poison, <8 x i32> zeroinitializer
  %472 = insertelement <8 x i64> poison, i64 %466, i64 0
  %473 = shufflevector <8 x i64> %472, <8 x i64> poison, <8 x i32> zeroinitializer
  %474 = insertelement <8 x i32> poison, i32 %468, i64 0
  %475 = shufflevector <8 x i32> %474, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %476

476:                                              ; preds = %476, %469
  %477 = phi i64 [ 0, %469 ], [ %486, %476 ]
  %478 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %469 ], [ %487, %476 ]
  %479 = add <8 x i64> %471, %478
  %480 = add nuw nsw <8 x i64> %478, %473
  %481 = getelementptr [4 x i64], ptr %257, <8 x i64> %480
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %479, <8 x ptr> align 8 %481, <8 x i1> splat (i1 true))
  %482 = getelementptr inbounds nuw i32, ptr %33, i64 %477
  %483 = load <8 x i32>, ptr %482, align 16
  %484 = and <8 x i32> %483, %475
  %485 = getelementptr [4 x i32], ptr %258, <8 x i64> %480
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %484, <8 x ptr> align 4 %485, <8 x i1> splat (i1 true))
  %486 = add nuw i64 %477, 8
  %487 = add nuw nsw <8 x i64> %478, splat (i64 8)
  %488 = icmp eq i64 %486, %168
  br i1 %488, label %489, label %476

489:                                              ; preds = %476
  br i1 %169, label %495, label %490

490:                                              ; preds = %462, %489
  %491 = phi i64 [ 0, %462 ], [ %168, %489 ]
  br label %498

492:                                              ; preds = %495, %255
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  %493 = add nuw nsw i64 %244, 1
  %494 = icmp eq i64 %493, 4
  br i1 %494, label %509, label %243

495:                                              ; preds = %498, %489, %460
  %496 = add nuw nsw i64 %461, 1
  %497 = icmp eq i64 %496, %11
  br i1 %497, label %492, label %460

498:                                              ; preds = %490, %498
  %499 = phi i64 [ %507, %498 ], [ %491, %490 ]
  %500 = add i64 %465, %499
  %501 = add nuw nsw i64 %499, %466
  %502 = getelementptr [4 x i64], ptr %257, i64 %501
  store i64 %500, ptr %502, align 8
  %503 = getelementptr inbounds nuw i32, ptr %33, i64 %499
  %504 = load i32, ptr %503, align 4
  %505 = and i32 %504, %468
  %506 = getelementptr [4 x i32], ptr %258, i64 %501
  store i32 %505, ptr %506, align 4
  %507 = add nuw nsw i64 %499, 1
  %508 = icmp eq i64 %507, %12
  br i1 %508, label %495, label %498

509:                                              ; preds = %492
  br i1 %220, label %510, label %554

510:                                              ; preds = %509
  %511 = icmp eq i32 %231, 4
  %512 = icmp sgt i32 %231, 0
  %513 = zext nneg i32 %231 to i64
  %514 = extractelement <4 x i64> %241, i64 0
  %515 = icmp sgt i64 %514, 15
  %516 = trunc i64 %514 to i32
  %517 = shl nsw i32 -1, %516
  %518 = trunc i32 %517 to i16
  %519 = xor i16 %518, -1
  %520 = select i1 %515, i16 -1, i16 %519
  %521 = extractelement <4 x i64> %241, i64 1
  %522 = icmp sgt i64 %521, 15
  %523 = trunc i64 %521 to i32
  %524 = shl nsw i32 -1, %523
  %525 = trunc i32 %524 to i16
  %526 = xor i16 %525, -1
  %527 = select i1 %522, i16 -1, i16 %526
  %528 = extractelement <4 x i64> %241, i64 2
  %529 = icmp sgt i64 %528, 15
  %530 = trunc i64 %528 to i32
  %531 = shl nsw i32 -1, %530
  %532 = trunc i32 %531 to i16
  %533 = xor i16 %532, -1
  %534 = select i1 %529, i16 -1, i16 %533
  %535 = extractelement <4 x i64> %241, i64 3
  %536 = icmp sgt i64 %535, 15
  %537 = trunc i64 %535 to i32
  %538 = shl nsw i32 -1, %537
  %539 = trunc i32 %538 to i16
  %540 = xor i16 %539, -1
  %541 = select i1 %536, i16 -1, i16 %540
  %542 = bitcast i16 %520 to <16 x i1>
  %543 = bitcast i16 %527 to <16 x i1>
  %544 = bitcast i16 %534 to <16 x i1>
  %545 = bitcast i16 %541 to <16 x i1>
  %546 = bitcast i16 %520 to <16 x i1>
  %547 = bitcast i16 %527 to <16 x i1>
  %548 = bitcast i16 %534 to <16 x i1>
  %549 = bitcast i16 %541 to <16 x i1>
  %550 = extractelement <4 x i64> %237, i64 0
  %551 = extractelement <4 x i64> %237, i64 1
  %552 = extractelement <4 x i64> %237, i64 2
  %553 = extractelement <4 x i64> %237, i64 3
  br label %557

554:                                              ; preds = %2152, %509
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  %555 = add nsw i64 %227, 4
  %556 = icmp slt i64 %555, %205
  br i1 %556, label %226, label %223

557:                                              ; preds = %510, %2152
  %558 = phi i64 [ %216, %510 ], [ %2153, %2152 ]
  %559 = sub nsw i64 %202, %558
  %560 = icmp sgt i64 %559, 5
  %561 = select i1 %560, i64 %558, i64 %69
  %562 = sub nsw i64 %558, %561
  br i1 %511, label %607, label %563

563:                                              ; preds = %557
  br i1 %512, label %564, label %2152

564:                                              ; preds = %563
  %565 = mul i64 %73, %561
  %566 = getelementptr inbounds float, ptr %40, i64 %561
  %567 = getelementptr inbounds float, ptr %39, i64 %565
  %568 = getelementptr inbounds nuw i8, ptr %566, i64 4
  %569 = getelementptr inbounds nuw i8, ptr %566, i64 8
  %570 = getelementptr inbounds nuw i8, ptr %566, i64 12
  %571 = getelementptr inbounds nuw i8, ptr %566, i64 16
  %572 = getelementptr inbounds nuw i8, ptr %566, i64 20
  %573 = mul nsw i64 %561, %52
  %574 = getelementptr inbounds float, ptr %209, i64 %573
  %575 = add nsw i64 %561, 1
  %576 = mul nsw i64 %575, %52
  %577 = getelementptr inbounds float, ptr %209, i64 %576
  %578 = add nsw i64 %561, 2
  %579 = mul nsw i64 %578, %52
  %580 = getelementptr inbounds float, ptr %209, i64 %579
  %581 = add nsw i64 %561, 3
  %582 = mul nsw i64 %581, %52
  %583 = getelementptr inbounds float, ptr %209, i64 %582
  %584 = add nsw i64 %561, 4
  %585 = mul nsw i64 %584, %52
  %586 = getelementptr inbounds float, ptr %209, i64 %585
  %587 = add nsw i64 %561, 5
  %588 = mul nsw i64 %587, %52
  %589 = getelementptr inbounds float, ptr %209, i64 %588
  %590 = mul nsw i64 %561, %52
  %591 = icmp sgt i64 %562, 0
  %592 = add nsw i64 %561, 1
  %593 = mul nsw i64 %592, %52
  %594 = icmp sgt i64 %562, 1
  %595 = add nsw i64 %561, 2
  %596 = mul nsw i64 %595, %52
  %597 = icmp sgt i64 %562, 2
  %598 = add nsw i64 %561, 3
  %599 = mul nsw i64 %598, %52
  %600 = icmp sgt i64 %562, 3
  %601 = add nsw i64 %561, 4
  %602 = mul nsw i64 %601, %52
  %603 = icmp sgt i64 %562, 4
  %604 = add nsw i64 %561, 5
  %605 = mul nsw i64 %604, %52
  %606 = icmp sgt i64 %562, 5
  br label %1553

607:                                              ; preds = %557
  %608 = getelementptr inbounds float, ptr %40, i64 %561
  br i1 %72, label %620, label %609

609:                                              ; preds = %607
  %610 = load float, ptr %608, align 4
  %611 = insertelement <16 x float> poison, float %610, i64 0
  %612 = shufflevector <16 x float> %611, <16 x float> poison, <16 x i32> zeroinitializer
  %613 = insertelement <16 x float> poison, float %610, i64 0
  %614 = shufflevector <16 x float> %613, <16 x float> poison, <16 x i32> zeroinitializer
  %615 = insertelement <16 x float> poison, float %610, i64 0
  %616 = shufflevector <16 x float> %615, <16 x float> poison, <16 x i32> zeroinitializer
  %617 = load float, ptr %608, align 4
  %618 = insertelement <16 x float> poison, float %617, i64 0
  %619 = shufflevector <16 x float> %618, <16 x float> poison, <16 x i32> zeroinitializer
  br label %631

620:                                              ; preds = %607
  %621 = mul nsw i64 %561, %52
  %622 = getelementptr inbounds float, ptr %209, i64 %621
  %623 = getelementptr inbounds float, ptr %622, i64 %550
  %624 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %623, <16 x i1> %542, <16 x float> zeroinitializer)
  %625 = getelementptr inbounds float, ptr %622, i64 %551
  %626 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %625, <16 x i1> %543, <16 x float> zeroinitializer)
  %627 = getelementptr inbounds float, ptr %622, i64 %552
  %628 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %627, <16 x i1> %544, <16 x float> zeroinitializer)
  %629 = getelementptr inbounds float, ptr %622, i64 %553
  %630 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %629, <16 x i1> %545, <16 x float> zeroinitializer)
  br label %631

631:                                              ; preds = %620, %609
  %632 = phi <16 x float> [ %628, %620 ], [ %616, %609 ]
  %633 = phi <16 x float> [ %626, %620 ], [ %614, %609 ]
  %634 = phi <16 x float> [ %624, %620 ], [ %612, %609 ]
  %635 = phi <16 x float> [ %630, %620 ], [ %619, %609 ]
  br i1 %72, label %648, label %636

636:                                              ; preds = %631
  %637 = getelementptr inbounds nuw i8, ptr %608, i64 4
  %638 = load float, ptr %637, align 4
  %639 = insertelement <16 x float> poison, float %638, i64 0
  %640 = shufflevector <16 x float> %639, <16 x float> poison, <16 x i32> zeroinitializer
  %641 = insertelement <16 x float> poison, float %638, i64 0
  %642 = shufflevector <16 x float> %641, <16 x float> poison, <16 x i32> zeroinitializer
  %643 = insertelement <16 x float> poison, float %638, i64 0
  %644 = shufflevector <16 x float> %643, <16 x float> poison, <16 x i32> zeroinitializer
  %645 = load float, ptr %637, align 4
  %646 = insertelement <16 x float> poison, float %645, i64 0
  %647 = shufflevector <16 x float> %646, <16 x float> poison, <16 x i32> zeroinitializer
  br label %660

648:                                              ; preds = %631
  %649 = add nsw i64 %561, 1
  %650 = mul nsw i64 %649, %52
  %651 = getelementptr inbounds float, ptr %209, i64 %650
  %652 = getelementptr inbounds float, ptr %651, i64 %550
  %653 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %652, <16 x i1> %542, <16 x float> zeroinitializer)
  %654 = getelementptr inbounds float, ptr %651, i64 %551
  %655 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %654, <16 x i1> %543, <16 x float> zeroinitializer)
  %656 = getelementptr inbounds float, ptr %651, i64 %552
  %657 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %656, <16 x i1> %544, <16 x float> zeroinitializer)
  %658 = getelementptr inbounds float, ptr %651, i64 %553
  %659 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %658, <16 x i1> %545, <16 x float> zeroinitializer)
  br label %660

660:                                              ; preds = %648, %636
  %661 = phi <16 x float> [ %657, %648 ], [ %644, %636 ]
  %662 = phi <16 x float> [ %655, %648 ], [ %642, %636 ]
  %663 = phi <16 x float> [ %653, %648 ], [ %640, %636 ]
  %664 = phi <16 x float> [ %659, %648 ], [ %647, %636 ]
  br i1 %72, label %677, label %665

665:                                              ; preds = %660
  %666 = getelementptr inbounds nuw i8, ptr %608, i64 8
  %667 = load float, ptr %666, align 4
  %668 = insertelement <16 x float> poison, float %667, i64 0
  %669 = shufflevector <16 x float> %668, <16 x float> poison, <16 x i32> zeroinitializer
  %670 = insertelement <16 x float> poison, float %667, i64 0
  %671 = shufflevector <16 x float> %670, <16 x float> poison, <16 x i32> zeroinitializer
  %672 = insertelement <16 x float> poison, float %667, i64 0
  %673 = shufflevector <16 x float> %672, <16 x float> poison, <16 x i32> zeroinitializer
  %674 = load float, ptr %666, align 4
  %675 = insertelement <16 x float> poison, float %674, i64 0
  %676 = shufflevector <16 x float> %675, <16 x float> poison, <16 x i32> zeroinitializer
  br label %689

677:                                              ; preds = %660
  %678 = add nsw i64 %561, 2
  %679 = mul nsw i64 %678, %52
  %680 = getelementptr inbounds float, ptr %209, i64 %679
  %681 = getelementptr inbounds float, ptr %680, i64 %550
  %682 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %681, <16 x i1> %542, <16 x float> zeroinitializer)
  %683 = getelementptr inbounds float, ptr %680, i64 %551
  %684 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %683, <16 x i1> %543, <16 x float> zeroinitializer)
  %685 = getelementptr inbounds float, ptr %680, i64 %552
  %686 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %685, <16 x i1> %544, <16 x float> zeroinitializer)
  %687 = getelementptr inbounds float, ptr %680, i64 %553
  %688 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %687, <16 x i1> %545, <16 x float> zeroinitializer)
  br label %689

689:                                              ; preds = %677, %665
  %690 = phi <16 x float> [ %686, %677 ], [ %673, %665 ]
  %691 = phi <16 x float> [ %684, %677 ], [ %671, %665 ]
  %692 = phi <16 x float> [ %682, %677 ], [ %669, %665 ]
  %693 = phi <16 x float> [ %688, %677 ], [ %676, %665 ]
  br i1 %72, label %706, label %694

694:                                              ; preds = %689
  %695 = getelementptr inbounds nuw i8, ptr %608, i64 12
  %696 = load float, ptr %695, align 4
  %697 = insertelement <16 x float> poison, float %696, i64 0
  %698 = shufflevector <16 x float> %697, <16 x float> poison, <16 x i32> zeroinitializer
  %699 = insertelement <16 x float> poison, float %696, i64 0
  %700 = shufflevector <16 x float> %699, <16 x float> poison, <16 x i32> zeroinitializer
  %701 = insertelement <16 x float> poison, float %696, i64 0
  %702 = shufflevector <16 x float> %701, <16 x float> poison, <16 x i32> zeroinitializer
  %703 = load float, ptr %695, align 4
  %704 = insertelement <16 x float> poison, float %703, i64 0
  %705 = shufflevector <16 x float> %704, <16 x float> poison, <16 x i32> zeroinitializer
  br label %718

706:                                              ; preds = %689
  %707 = add nsw i64 %561, 3
  %708 = mul nsw i64 %707, %52
  %709 = getelementptr inbounds float, ptr %209, i64 %708
  %710 = getelementptr inbounds float, ptr %709, i64 %550
  %711 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %710, <16 x i1> %542, <16 x float> zeroinitializer)
  %712 = getelementptr inbounds float, ptr %709, i64 %551
  %713 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %712, <16 x i1> %543, <16 x float> zeroinitializer)
  %714 = getelementptr inbounds float, ptr %709, i64 %552
  %715 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %714, <16 x i1> %544, <16 x float> zeroinitializer)
  %716 = getelementptr inbounds float, ptr %709, i64 %553
  %717 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %716, <16 x i1> %545, <16 x float> zeroinitializer)
  br label %718

718:                                              ; preds = %706, %694
  %719 = phi <16 x float> [ %715, %706 ], [ %702, %694 ]
  %720 = phi <16 x float> [ %713, %706 ], [ %700, %694 ]
  %721 = phi <16 x float> [ %711, %706 ], [ %698, %694 ]
  %722 = phi <16 x float> [ %717, %706 ], [ %705, %694 ]
  br i1 %72, label %735, label %723

723:                                              ; preds = %718
  %724 = getelementptr inbounds nuw i8, ptr %608, i64 16
  %725 = load float, ptr %724, align 4
  %726 = insertelement <16 x float> poison, float %725, i64 0
  %727 = shufflevector <16 x float> %726, <16 x float> poison, <16 x i32> zeroinitializer
  %728 = insertelement <16 x float> poison, float %725, i64 0
  %729 = shufflevector <16 x float> %728, <16 x float> poison, <16 x i32> zeroinitializer
  %730 = insertelement <16 x float> poison, float %725, i64 0
  %731 = shufflevector <16 x float> %730, <16 x float> poison, <16 x i32> zeroinitializer
  %732 = load float, ptr %724, align 4
  %733 = insertelement <16 x float> poison, float %732, i64 0
  %734 = shufflevector <16 x float> %733, <16 x float> poison, <16 x i32> zeroinitializer
  br label %747

735:                                              ; preds = %718
  %736 = add nsw i64 %561, 4
  %737 = mul nsw i64 %736, %52
  %738 = getelementptr inbounds float, ptr %209, i64 %737
  %739 = getelementptr inbounds float, ptr %738, i64 %550
  %740 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %739, <16 x i1> %542, <16 x float> zeroinitializer)
  %741 = getelementptr inbounds float, ptr %738, i64 %551
  %742 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %741, <16 x i1> %543, <16 x float> zeroinitializer)
  %743 = getelementptr inbounds float, ptr %738, i64 %552
  %744 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %743, <16 x i1> %544, <16 x float> zeroinitializer)
  %745 = getelementptr inbounds float, ptr %738, i64 %553
  %746 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %745, <16 x i1> %545, <16 x float> zeroinitializer)
  br label %747

747:                                              ; preds = %735, %723
  %748 = phi <16 x float> [ %744, %735 ], [ %731, %723 ]
  %749 = phi <16 x float> [ %742, %735 ], [ %729, %723 ]
  %750 = phi <16 x float> [ %740, %735 ], [ %727, %723 ]
  %751 = phi <16 x float> [ %746, %735 ], [ %734, %723 ]
  br i1 %72, label %764, label %752

752:                                              ; preds = %747
  %753 = getelementptr inbounds nuw i8, ptr %608, i64 20
  %754 = load float, ptr %753, align 4
  %755 = insertelement <16 x float> poison, float %754, i64 0
  %756 = shufflevector <16 x float> %755, <16 x float> poison, <16 x i32> zeroinitializer
  %757 = insertelement <16 x float> poison, float %754, i64 0
  %758 = shufflevector <16 x float> %757, <16 x float> poison, <16 x i32> zeroinitializer
  %759 = insertelement <16 x float> poison, float %754, i64 0
  %760 = shufflevector <16 x float> %759, <16 x float> poison, <16 x i32> zeroinitializer
  %761 = load float, ptr %753, align 4
  %762 = insertelement <16 x float> poison, float %761, i64 0
  %763 = shufflevector <16 x float> %762, <16 x float> poison, <16 x i32> zeroinitializer
  br label %776

764:                                              ; preds = %747
  %765 = add nsw i64 %561, 5
  %766 = mul nsw i64 %765, %52
  %767 = getelementptr inbounds float, ptr %209, i64 %766
  %768 = getelementptr inbounds float, ptr %767, i64 %550
  %769 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %768, <16 x i1> %542, <16 x float> zeroinitializer)
  %770 = getelementptr inbounds float, ptr %767, i64 %551
  %771 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %770, <16 x i1> %543, <16 x float> zeroinitializer)
  %772 = getelementptr inbounds float, ptr %767, i64 %552
  %773 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %772, <16 x i1> %544, <16 x float> zeroinitializer)
  %774 = getelementptr inbounds float, ptr %767, i64 %553
  %775 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %774, <16 x i1> %545, <16 x float> zeroinitializer)
  br label %776

776:                                              ; preds = %764, %752
  %777 = phi <16 x float> [ %773, %764 ], [ %760, %752 ]
  %778 = phi <16 x float> [ %771, %764 ], [ %758, %752 ]
  %779 = phi <16 x float> [ %769, %764 ], [ %756, %752 ]
  %780 = phi <16 x float> [ %775, %764 ], [ %763, %752 ]
  %781 = mul i64 %73, %561
  %782 = getelementptr inbounds float, ptr %39, i64 %781
  br i1 %74, label %859, label %834

783:                                              ; preds = %1212, %859
  %784 = phi <16 x float> [ %860, %859 ], [ %1213, %1212 ]
  %785 = phi <16 x float> [ %861, %859 ], [ %1214, %1212 ]
  %786 = phi <16 x float> [ %862, %859 ], [ %1215, %1212 ]
  %787 = phi <16 x float> [ %863, %859 ], [ %1216, %1212 ]
  %788 = phi <16 x float> [ %864, %859 ], [ %1217, %1212 ]
  %789 = phi <16 x float> [ %865, %859 ], [ %1218, %1212 ]
  %790 = phi <16 x float> [ %866, %859 ], [ %1219, %1212 ]
  %791 = phi <16 x float> [ %867, %859 ], [ %1220, %1212 ]
  %792 = phi <16 x float> [ %868, %859 ], [ %1221, %1212 ]
  %793 = phi <16 x float> [ %869, %859 ], [ %1222, %1212 ]
  %794 = phi <16 x float> [ %870, %859 ], [ %1223, %1212 ]
  %795 = phi <16 x float> [ %871, %859 ], [ %1224, %1212 ]
  %796 = phi <16 x float> [ %872, %859 ], [ %1225, %1212 ]
  %797 = phi <16 x float> [ %873, %859 ], [ %1226, %1212 ]
  %798 = phi <16 x float> [ %874, %859 ], [ %1227, %1212 ]
  %799 = phi <16 x float> [ %875, %859 ], [ %1228, %1212 ]
  %800 = phi <16 x float> [ %876, %859 ], [ %1229, %1212 ]
  %801 = phi <16 x float> [ %877, %859 ], [ %1230, %1212 ]
  %802 = phi <16 x float> [ %878, %859 ], [ %1231, %1212 ]
  %803 = phi <16 x float> [ %879, %859 ], [ %1232, %1212 ]
  %804 = phi <16 x float> [ %880, %859 ], [ %1233, %1212 ]
  %805 = phi <16 x float> [ %881, %859 ], [ %1234, %1212 ]
  %806 = phi <16 x float> [ %882, %859 ], [ %1235, %1212 ]
  %807 = phi <16 x float> [ %883, %859 ], [ %1236, %1212 ]
  %808 = phi <16 x float> [ %884, %859 ], [ %1237, %1212 ]
  %809 = phi <16 x float> [ %885, %859 ], [ %1238, %1212 ]
  %810 = phi <16 x float> [ %886, %859 ], [ %1239, %1212 ]
  %811 = phi <16 x float> [ %887, %859 ], [ %1240, %1212 ]
  %812 = phi <16 x float> [ %888, %859 ], [ %1241, %1212 ]
  %813 = phi <16 x float> [ %889, %859 ], [ %1242, %1212 ]
  %814 = phi <16 x float> [ %890, %859 ], [ %1243, %1212 ]
  %815 = phi <16 x float> [ %891, %859 ], [ %1244, %1212 ]
  %816 = phi <16 x float> [ %892, %859 ], [ %1245, %1212 ]
  %817 = phi <16 x float> [ %893, %859 ], [ %1246, %1212 ]
  %818 = phi <16 x float> [ %894, %859 ], [ %1247, %1212 ]
  %819 = phi <16 x float> [ %895, %859 ], [ %1248, %1212 ]
  %820 = phi <16 x float> [ %896, %859 ], [ %1249, %1212 ]
  %821 = phi <16 x float> [ %897, %859 ], [ %1250, %1212 ]
  %822 = phi <16 x float> [ %898, %859 ], [ %1251, %1212 ]
  %823 = phi <16 x float> [ %899, %859 ], [ %1252, %1212 ]
  %824 = phi <16 x float> [ %900, %859 ], [ %1253, %1212 ]
  %825 = phi <16 x float> [ %901, %859 ], [ %1254, %1212 ]
  %826 = phi <16 x float> [ %902, %859 ], [ %1255, %1212 ]
  %827 = phi <16 x float> [ %903, %859 ], [ %1256, %1212 ]
  %828 = phi <16 x float> [ %904, %859 ], [ %1257, %1212 ]
  %829 = phi <16 x float> [ %905, %859 ], [ %1258, %1212 ]
  %830 = phi <16 x float> [ %906, %859 ], [ %1259, %1212 ]
  %831 = phi <16 x float> [ %907, %859 ], [ %1260, %1212 ]
  %832 = icmp slt i64 %912, %5
  %833 = add i64 %908, -16
  br i1 %832, label %859, label %834

834:                                              ; preds = %783, %776
  %835 = phi <16 x float> [ %780, %776 ], [ %784, %783 ]
  %836 = phi <16 x float> [ %777, %776 ], [ %785, %783 ]
  %837 = phi <16 x float> [ %778, %776 ], [ %786, %783 ]
  %838 = phi <16 x float> [ %779, %776 ], [ %787, %783 ]
  %839 = phi <16 x float> [ %751, %776 ], [ %788, %783 ]
  %840 = phi <16 x float> [ %748, %776 ], [ %789, %783 ]
  %841 = phi <16 x float> [ %749, %776 ], [ %790, %783 ]
  %842 = phi <16 x float> [ %750, %776 ], [ %791, %783 ]
  %843 = phi <16 x float> [ %722, %776 ], [ %792, %783 ]
  %844 = phi <16 x float> [ %719, %776 ], [ %793, %783 ]
  %845 = phi <16 x float> [ %720, %776 ], [ %794, %783 ]
  %846 = phi <16 x float> [ %721, %776 ], [ %795, %783 ]
  %847 = phi <16 x float> [ %693, %776 ], [ %796, %783 ]
  %848 = phi <16 x float> [ %690, %776 ], [ %797, %783 ]
  %849 = phi <16 x float> [ %691, %776 ], [ %798, %783 ]
  %850 = phi <16 x float> [ %692, %776 ], [ %799, %783 ]
  %851 = phi <16 x float> [ %664, %776 ], [ %800, %783 ]
  %852 = phi <16 x float> [ %661, %776 ], [ %801, %783 ]
  %853 = phi <16 x float> [ %662, %776 ], [ %802, %783 ]
  %854 = phi <16 x float> [ %663, %776 ], [ %803, %783 ]
  %855 = phi <16 x float> [ %635, %776 ], [ %804, %783 ]
  %856 = phi <16 x float> [ %632, %776 ], [ %805, %783 ]
  %857 = phi <16 x float> [ %633, %776 ], [ %806, %783 ]
  %858 = phi <16 x float> [ %634, %776 ], [ %807, %783 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  store <16 x float> %858, ptr %31, align 64
  store <16 x float> %857, ptr %170, align 64
  store <16 x float> %856, ptr %171, align 64
  store <16 x float> %855, ptr %172, align 64
  store <16 x float> %854, ptr %173, align 64
  store <16 x float> %853, ptr %174, align 64
  store <16 x float> %852, ptr %175, align 64
  store <16 x float> %851, ptr %176, align 64
  store <16 x float> %850, ptr %177, align 64
  store <16 x float> %849, ptr %178, align 64
  store <16 x float> %848, ptr %179, align 64
  store <16 x float> %847, ptr %180, align 64
  store <16 x float> %846, ptr %181, align 64
  store <16 x float> %845, ptr %182, align 64
  store <16 x float> %844, ptr %183, align 64
  store <16 x float> %843, ptr %184, align 64
  store <16 x float> %842, ptr %185, align 64
  store <16 x float> %841, ptr %186, align 64
  store <16 x float> %840, ptr %187, align 64
  store <16 x float> %839, ptr %188, align 64
  store <16 x float> %838, ptr %189, align 64
  store <16 x float> %837, ptr %190, align 64
  store <16 x float> %836, ptr %191, align 64
  store <16 x float> %835, ptr %192, align 64
  br label %1287

859:                                              ; preds = %776, %783
  %860 = phi <16 x float> [ %784, %783 ], [ %780, %776 ]
  %861 = phi <16 x float> [ %785, %783 ], [ %777, %776 ]
  %862 = phi <16 x float> [ %786, %783 ], [ %778, %776 ]
  %863 = phi <16 x float> [ %787, %783 ], [ %779, %776 ]
  %864 = phi <16 x float> [ %788, %783 ], [ %751, %776 ]
  %865 = phi <16 x float> [ %789, %783 ], [ %748, %776 ]
  %866 = phi <16 x float> [ %790, %783 ], [ %749, %776 ]
  %867 = phi <16 x float> [ %791, %783 ], [ %750, %776 ]
  %868 = phi <16 x float> [ %792, %783 ], [ %722, %776 ]
  %869 = phi <16 x float> [ %793, %783 ], [ %719, %776 ]
  %870 = phi <16 x float> [ %794, %783 ], [ %720, %776 ]
  %871 = phi <16 x float> [ %795, %783 ], [ %721, %776 ]
  %872 = phi <16 x float> [ %796, %783 ], [ %693, %776 ]
  %873 = phi <16 x float> [ %797, %783 ], [ %690, %776 ]
  %874 = phi <16 x float> [ %798, %783 ], [ %691, %776 ]
  %875 = phi <16 x float> [ %799, %783 ], [ %692, %776 ]
  %876 = phi <16 x float> [ %800, %783 ], [ %664, %776 ]
  %877 = phi <16 x float> [ %801, %783 ], [ %661, %776 ]
  %878 = phi <16 x float> [ %802, %783 ], [ %662, %776 ]
  %879 = phi <16 x float> [ %803, %783 ], [ %663, %776 ]
  %880 = phi <16 x float> [ %804, %783 ], [ %635, %776 ]
  %881 = phi <16 x float> [ %805, %783 ], [ %632, %776 ]
  %882 = phi <16 x float> [ %806, %783 ], [ %633, %776 ]
  %883 = phi <16 x float> [ %807, %783 ], [ %634, %776 ]
  %884 = phi <16 x float> [ %808, %783 ], [ %780, %776 ]
  %885 = phi <16 x float> [ %809, %783 ], [ %777, %776 ]
  %886 = phi <16 x float> [ %810, %783 ], [ %778, %776 ]
  %887 = phi <16 x float> [ %811, %783 ], [ %779, %776 ]
  %888 = phi <16 x float> [ %812, %783 ], [ %751, %776 ]
  %889 = phi <16 x float> [ %813, %783 ], [ %748, %776 ]
  %890 = phi <16 x float> [ %814, %783 ], [ %749, %776 ]
  %891 = phi <16 x float> [ %815, %783 ], [ %750, %776 ]
  %892 = phi <16 x float> [ %816, %783 ], [ %635, %776 ]
  %893 = phi <16 x float> [ %817, %783 ], [ %632, %776 ]
  %894 = phi <16 x float> [ %818, %783 ], [ %633, %776 ]
  %895 = phi <16 x float> [ %819, %783 ], [ %634, %776 ]
  %896 = phi <16 x float> [ %820, %783 ], [ %663, %776 ]
  %897 = phi <16 x float> [ %821, %783 ], [ %722, %776 ]
  %898 = phi <16 x float> [ %822, %783 ], [ %719, %776 ]
  %899 = phi <16 x float> [ %823, %783 ], [ %720, %776 ]
  %900 = phi <16 x float> [ %824, %783 ], [ %721, %776 ]
  %901 = phi <16 x float> [ %825, %783 ], [ %693, %776 ]
  %902 = phi <16 x float> [ %826, %783 ], [ %690, %776 ]
  %903 = phi <16 x float> [ %827, %783 ], [ %691, %776 ]
  %904 = phi <16 x float> [ %828, %783 ], [ %692, %776 ]
  %905 = phi <16 x float> [ %829, %783 ], [ %664, %776 ]
  %906 = phi <16 x float> [ %830, %783 ], [ %661, %776 ]
  %907 = phi <16 x float> [ %831, %783 ], [ %662, %776 ]
  %908 = phi i64 [ %833, %783 ], [ %5, %776 ]
  %909 = phi i64 [ %912, %783 ], [ 0, %776 ]
  %910 = call i64 @llvm.smin.i64(i64 %908, i64 16)
  %911 = add i64 %910, %909
  %912 = add nuw nsw i64 %909, 16
  br i1 %75, label %913, label %783

913:                                              ; preds = %859
  %914 = sub nsw i64 %5, %909
  %915 = icmp sgt i64 %914, 15
  %916 = mul nsw i64 %909, %70
  %917 = getelementptr inbounds float, ptr %207, i64 %916
  %918 = mul nuw nsw i64 %909, %71
  %919 = getelementptr inbounds nuw float, ptr %782, i64 %918
  %920 = icmp sgt i64 %5, %909
  %921 = or i1 %915, %920
  br label %922

922:                                              ; preds = %913, %1212
  %923 = phi <16 x float> [ %860, %913 ], [ %1213, %1212 ]
  %924 = phi <16 x float> [ %861, %913 ], [ %1214, %1212 ]
  %925 = phi <16 x float> [ %862, %913 ], [ %1215, %1212 ]
  %926 = phi <16 x float> [ %863, %913 ], [ %1216, %1212 ]
  %927 = phi <16 x float> [ %864, %913 ], [ %1217, %1212 ]
  %928 = phi <16 x float> [ %865, %913 ], [ %1218, %1212 ]
  %929 = phi <16 x float> [ %866, %913 ], [ %1219, %1212 ]
  %930 = phi <16 x float> [ %867, %913 ], [ %1220, %1212 ]
  %931 = phi <16 x float> [ %868, %913 ], [ %1221, %1212 ]
  %932 = phi <16 x float> [ %869, %913 ], [ %1222, %1212 ]
  %933 = phi <16 x float> [ %870, %913 ], [ %1223, %1212 ]
  %934 = phi <16 x float> [ %871, %913 ], [ %1224, %1212 ]
  %935 = phi <16 x float> [ %872, %913 ], [ %1225, %1212 ]
  %936 = phi <16 x float> [ %873, %913 ], [ %1226, %1212 ]
  %937 = phi <16 x float> [ %874, %913 ], [ %1227, %1212 ]
  %938 = phi <16 x float> [ %875, %913 ], [ %1228, %1212 ]
  %939 = phi <16 x float> [ %876, %913 ], [ %1229, %1212 ]
  %940 = phi <16 x float> [ %877, %913 ], [ %1230, %1212 ]
  %941 = phi <16 x float> [ %878, %913 ], [ %1231, %1212 ]
  %942 = phi <16 x float> [ %879, %913 ], [ %1232, %1212 ]
  %943 = phi <16 x float> [ %880, %913 ], [ %1233, %1212 ]
  %944 = phi <16 x float> [ %881, %913 ], [ %1234, %1212 ]
  %945 = phi <16 x float> [ %882, %913 ], [ %1235, %1212 ]
  %946 = phi <16 x float> [ %883, %913 ], [ %1236, %1212 ]
  %947 = phi <16 x float> [ %884, %913 ], [ %1237, %1212 ]
  %948 = phi <16 x float> [ %885, %913 ], [ %1238, %1212 ]
  %949 = phi <16 x float> [ %886, %913 ], [ %1239, %1212 ]
  %950 = phi <16 x float> [ %887, %913 ], [ %1240, %1212 ]
  %951 = phi <16 x float> [ %888, %913 ], [ %1241, %1212 ]
  %952 = phi <16 x float> [ %889, %913 ], [ %1242, %1212 ]
  %953 = phi <16 x float> [ %890, %913 ], [ %1243, %1212 ]
  %954 = phi <16 x float> [ %891, %913 ], [ %1244, %1212 ]
  %955 = phi <16 x float> [ %892, %913 ], [ %1245, %1212 ]
  %956 = phi <16 x float> [ %893, %913 ], [ %1246, %1212 ]
  %957 = phi <16 x float> [ %894, %913 ], [ %1247, %1212 ]
  %958 = phi <16 x float> [ %895, %913 ], [ %1248, %1212 ]
  %959 = phi <16 x float> [ %896, %913 ], [ %1249, %1212 ]
  %960 = phi <16 x float> [ %897, %913 ], [ %1250, %1212 ]
  %961 = phi <16 x float> [ %898, %913 ], [ %1251, %1212 ]
  %962 = phi <16 x float> [ %899, %913 ], [ %1252, %1212 ]
  %963 = phi <16 x float> [ %900, %913 ], [ %1253, %1212 ]
  %964 = phi <16 x float> [ %901, %913 ], [ %1254, %1212 ]
  %965 = phi <16 x float> [ %902, %913 ], [ %1255, %1212 ]
  %966 = phi <16 x float> [ %903, %913 ], [ %1256, %1212 ]
  %967 = phi <16 x float> [ %904, %913 ], [ %1257, %1212 ]
  %968 = phi <16 x float> [ %905, %913 ], [ %1258, %1212 ]
  %969 = phi <16 x float> [ %906, %913 ], [ %1259, %1212 ]
  %970 = phi <16 x float> [ %907, %913 ], [ %1260, %1212 ]
  %971 = phi <16 x float> [ %884, %913 ], [ %1261, %1212 ]
  %972 = phi <16 x float> [ %885, %913 ], [ %1262, %1212 ]
  %973 = phi <16 x float> [ %886, %913 ], [ %1263, %1212 ]
  %974 = phi <16 x float> [ %887, %913 ], [ %1264, %1212 ]
  %975 = phi <16 x float> [ %888, %913 ], [ %1265, %1212 ]
  %976 = phi <16 x float> [ %889, %913 ], [ %1266, %1212 ]
  %977 = phi <16 x float> [ %890, %913 ], [ %1267, %1212 ]
  %978 = phi <16 x float> [ %891, %913 ], [ %1268, %1212 ]
  %979 = phi <16 x float> [ %892, %913 ], [ %1269, %1212 ]
  %980 = phi <16 x float> [ %893, %913 ], [ %1270, %1212 ]
  %981 = phi <16 x float> [ %894, %913 ], [ %1271, %1212 ]
  %982 = phi <16 x float> [ %895, %913 ], [ %1272, %1212 ]
  %983 = phi <16 x float> [ %896, %913 ], [ %1273, %1212 ]
  %984 = phi <16 x float> [ %897, %913 ], [ %1274, %1212 ]
  %985 = phi <16 x float> [ %898, %913 ], [ %1275, %1212 ]
  %986 = phi <16 x float> [ %899, %913 ], [ %1276, %1212 ]
  %987 = phi <16 x float> [ %900, %913 ], [ %1277, %1212 ]
  %988 = phi <16 x float> [ %901, %913 ], [ %1278, %1212 ]
  %989 = phi <16 x float> [ %902, %913 ], [ %1279, %1212 ]
  %990 = phi <16 x float> [ %903, %913 ], [ %1280, %1212 ]
  %991 = phi <16 x float> [ %904, %913 ], [ %1281, %1212 ]
  %992 = phi <16 x float> [ %905, %913 ], [ %1282, %1212 ]
  %993 = phi <16 x float> [ %906, %913 ], [ %1283, %1212 ]
  %994 = phi <16 x float> [ %907, %913 ], [ %1284, %1212 ]
  %995 = phi i64 [ 0, %913 ], [ %1285, %1212 ]
  %996 = shl i64 %995, 4
  %997 = getelementptr nuw i8, ptr %35, i64 %996
  %998 = shl i64 %995, 5
  %999 = getelementptr nuw i8, ptr %34, i64 %998
  %1000 = load i64, ptr %999, align 16
  %1001 = getelementptr inbounds nuw i8, ptr %999, i64 8
  %1002 = load i64, ptr %1001, align 8
  %1003 = getelementptr inbounds nuw i8, ptr %999, i64 16
  %1004 = load i64, ptr %1003, align 16
  %1005 = getelementptr inbounds nuw i8, ptr %999, i64 24
  %1006 = load i64, ptr %1005, align 8
  %1007 = load <4 x i32>, ptr %997, align 16
  %1008 = and <4 x i32> %1007, splat (i32 65535)
  %1009 = icmp eq <4 x i32> %1008, splat (i32 65535)
  %1010 = extractelement <4 x i1> %1009, i64 0
  %1011 = zext i1 %1010 to i32
  %1012 = extractelement <4 x i1> %1009, i64 1
  %1013 = select i1 %1012, i32 2, i32 0
  %1014 = or disjoint i32 %1013, %1011
  %1015 = extractelement <4 x i1> %1009, i64 2
  %1016 = select i1 %1015, i32 4, i32 0
  %1017 = or disjoint i32 %1016, %1014
  %1018 = extractelement <4 x i1> %1009, i64 3
  %1019 = select i1 %1018, i32 8, i32 0
  %1020 = or disjoint i32 %1019, %1017
  %1021 = getelementptr inbounds nuw float, ptr %919, i64 %995
  %1022 = icmp eq i32 %1020, 15
  br i1 %1022, label %1037, label %1023

1023:                                             ; preds = %922
  br i1 %921, label %1024, label %1212

1024:                                             ; preds = %1023
  %1025 = bitcast <4 x i32> %1007 to <8 x i16>
  %1026 = extractelement <8 x i16> %1025, i64 0
  %1027 = bitcast i16 %1026 to <16 x i1>
  %1028 = bitcast <4 x i32> %1007 to <8 x i16>
  %1029 = extractelement <8 x i16> %1028, i64 2
  %1030 = bitcast i16 %1029 to <16 x i1>
  %1031 = bitcast <4 x i32> %1007 to <8 x i16>
  %1032 = extractelement <8 x i16> %1031, i64 4
  %1033 = bitcast i16 %1032 to <16 x i1>
  %1034 = bitcast <4 x i32> %1007 to <8 x i16>
  %1035 = extractelement <8 x i16> %1034, i64 6
  %1036 = bitcast i16 %1035 to <16 x i1>
  br label %1125

1037:                                             ; preds = %922
  br i1 %921, label %1038, label %1212

1038:                                             ; preds = %1037, %1038
  %1039 = phi <16 x float> [ %1120, %1038 ], [ %971, %1037 ]
  %1040 = phi <16 x float> [ %1119, %1038 ], [ %972, %1037 ]
  %1041 = phi <16 x float> [ %1118, %1038 ], [ %973, %1037 ]
  %1042 = phi <16 x float> [ %1117, %1038 ], [ %974, %1037 ]
  %1043 = phi <16 x float> [ %1112, %1038 ], [ %975, %1037 ]
  %1044 = phi <16 x float> [ %1111, %1038 ], [ %976, %1037 ]
  %1045 = phi <16 x float> [ %1110, %1038 ], [ %977, %1037 ]
  %1046 = phi <16 x float> [ %1080, %1038 ], [ %979, %1037 ]
  %1047 = phi <16 x float> [ %1079, %1038 ], [ %980, %1037 ]
  %1048 = phi <16 x float> [ %1078, %1038 ], [ %981, %1037 ]
  %1049 = phi <16 x float> [ %1077, %1038 ], [ %982, %1037 ]
  %1050 = phi <16 x float> [ %1085, %1038 ], [ %983, %1037 ]
  %1051 = phi <16 x float> [ %1109, %1038 ], [ %978, %1037 ]
  %1052 = phi <16 x float> [ %1104, %1038 ], [ %984, %1037 ]
  %1053 = phi <16 x float> [ %1103, %1038 ], [ %985, %1037 ]
  %1054 = phi <16 x float> [ %1102, %1038 ], [ %986, %1037 ]
  %1055 = phi <16 x float> [ %1101, %1038 ], [ %987, %1037 ]
  %1056 = phi <16 x float> [ %1096, %1038 ], [ %988, %1037 ]
  %1057 = phi <16 x float> [ %1095, %1038 ], [ %989, %1037 ]
  %1058 = phi <16 x float> [ %1094, %1038 ], [ %990, %1037 ]
  %1059 = phi <16 x float> [ %1093, %1038 ], [ %991, %1037 ]
  %1060 = phi <16 x float> [ %1088, %1038 ], [ %992, %1037 ]
  %1061 = phi <16 x float> [ %1087, %1038 ], [ %993, %1037 ]
  %1062 = phi <16 x float> [ %1086, %1038 ], [ %994, %1037 ]
  %1063 = phi ptr [ %1122, %1038 ], [ %917, %1037 ]
  %1064 = phi ptr [ %1123, %1038 ], [ %1021, %1037 ]
  %1065 = phi i64 [ %1121, %1038 ], [ %909, %1037 ]
  %1066 = getelementptr inbounds float, ptr %1063, i64 %1000
  %1067 = load <16 x float>, ptr %1066, align 1
  %1068 = getelementptr inbounds float, ptr %1063, i64 %1002
  %1069 = load <16 x float>, ptr %1068, align 1
  %1070 = getelementptr inbounds float, ptr %1063, i64 %1004
  %1071 = load <16 x float>, ptr %1070, align 1
  %1072 = getelementptr inbounds float, ptr %1063, i64 %1006
  %1073 = load <16 x float>, ptr %1072, align 1
  %1074 = load float, ptr %1064, align 4
  %1075 = insertelement <16 x float> poison, float %1074, i64 0
  %1076 = shufflevector <16 x float> %1075, <16 x float> poison, <16 x i32> zeroinitializer
  %1077 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1067, <16 x float> %1076, <16 x float> %1049)
  %1078 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1069, <16 x float> %1076, <16 x float> %1048)
  %1079 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1071, <16 x float> %1076, <16 x float> %1047)
  %1080 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1073, <16 x float> %1076, <16 x float> %1046)
  %1081 = getelementptr inbounds float, ptr %1064, i64 %73
  %1082 = load float, ptr %1081, align 4
  %1083 = insertelement <16 x float> poison, float %1082, i64 0
  %1084 = shufflevector <16 x float> %1083, <16 x float> poison, <16 x i32> zeroinitializer
  %1085 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1067, <16 x float> %1084, <16 x float> %1050)
  %1086 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1069, <16 x float> %1084, <16 x float> %1062)
  %1087 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1071, <16 x float> %1084, <16 x float> %1061)
  %1088 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1073, <16 x float> %1084, <16 x float> %1060)
  %1089 = getelementptr inbounds i8, ptr %1064, i64 %121
  %1090 = load float, ptr %1089, align 4
  %1091 = insertelement <16 x float> poison, float %1090, i64 0
  %1092 = shufflevector <16 x float> %1091, <16 x float> poison, <16 x i32> zeroinitializer
  %1093 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1067, <16 x float> %1092, <16 x float> %1059)
  %1094 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1069, <16 x float> %1092, <16 x float> %1058)
  %1095 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1071, <16 x float> %1092, <16 x float> %1057)
  %1096 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1073, <16 x float> %1092, <16 x float> %1056)
  %1097 = getelementptr inbounds i8, ptr %1064, i64 %122
  %1098 = load float, ptr %1097, align 4
  %1099 = insertelement <16 x float> poison, float %1098, i64 0
  %1100 = shufflevector <16 x float> %1099, <16 x float> poison, <16 x i32> zeroinitializer
  %1101 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1067, <16 x float> %1100, <16 x float> %1055)
  %1102 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1069, <16 x float> %1100, <16 x float> %1054)
  %1103 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1071, <16 x float> %1100, <16 x float> %1053)
  %1104 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1073, <16 x float> %1100, <16 x float> %1052)
  %1105 = getelementptr inbounds i8, ptr %1064, i64 %123
  %1106 = load float, ptr %1105, align 4
  %1107 = insertelement <16 x float> poison, float %1106, i64 0
  %1108 = shufflevector <16 x float> %1107, <16 x float> poison, <16 x i32> zeroinitializer
  %1109 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1067, <16 x float> %1108, <16 x float> %1051)
  %1110 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1069, <16 x float> %1108, <16 x float> %1045)
  %1111 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1071, <16 x float> %1108, <16 x float> %1044)
  %1112 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1073, <16 x float> %1108, <16 x float> %1043)
  %1113 = getelementptr inbounds i8, ptr %1064, i64 %124
  %1114 = load float, ptr %1113, align 4
  %1115 = insertelement <16 x float> poison, float %1114, i64 0
  %1116 = shufflevector <16 x float> %1115, <16 x float> poison, <16 x i32> zeroinitializer
  %1117 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1067, <16 x float> %1116, <16 x float> %1042)
  %1118 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1069, <16 x float> %1116, <16 x float> %1041)
  %1119 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1071, <16 x float> %1116, <16 x float> %1040)
  %1120 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1073, <16 x float> %1116, <16 x float> %1039)
  %1121 = add nuw nsw i64 %1065, 1
  %1122 = getelementptr inbounds float, ptr %1063, i64 %70
  %1123 = getelementptr inbounds nuw float, ptr %1064, i64 %71
  %1124 = icmp eq i64 %1121, %911
  br i1 %1124, label %1212, label %1038

1125:                                             ; preds = %1024, %1125
  %1126 = phi <16 x float> [ %1207, %1125 ], [ %971, %1024 ]
  %1127 = phi <16 x float> [ %1206, %1125 ], [ %972, %1024 ]
  %1128 = phi <16 x float> [ %1205, %1125 ], [ %973, %1024 ]
  %1129 = phi <16 x float> [ %1204, %1125 ], [ %974, %1024 ]
  %1130 = phi <16 x float> [ %1199, %1125 ], [ %975, %1024 ]
  %1131 = phi <16 x float> [ %1198, %1125 ], [ %976, %1024 ]
  %1132 = phi <16 x float> [ %1197, %1125 ], [ %977, %1024 ]
  %1133 = phi <16 x float> [ %1196, %1125 ], [ %978, %1024 ]
  %1134 = phi <16 x float> [ %1167, %1125 ], [ %979, %1024 ]
  %1135 = phi <16 x float> [ %1166, %1125 ], [ %980, %1024 ]
  %1136 = phi <16 x float> [ %1165, %1125 ], [ %981, %1024 ]
  %1137 = phi <16 x float> [ %1164, %1125 ], [ %982, %1024 ]
  %1138 = phi <16 x float> [ %1172, %1125 ], [ %983, %1024 ]
  %1139 = phi <16 x float> [ %1191, %1125 ], [ %984, %1024 ]
  %1140 = phi <16 x float> [ %1190, %1125 ], [ %985, %1024 ]
  %1141 = phi <16 x float> [ %1189, %1125 ], [ %986, %1024 ]
  %1142 = phi <16 x float> [ %1188, %1125 ], [ %987, %1024 ]
  %1143 = phi <16 x float> [ %1183, %1125 ], [ %988, %1024 ]
  %1144 = phi <16 x float> [ %1182, %1125 ], [ %989, %1024 ]
  %1145 = phi <16 x float> [ %1181, %1125 ], [ %990, %1024 ]
  %1146 = phi <16 x float> [ %1180, %1125 ], [ %991, %1024 ]
  %1147 = phi <16 x float> [ %1175, %1125 ], [ %992, %1024 ]
  %1148 = phi <16 x float> [ %1174, %1125 ], [ %993, %1024 ]
  %1149 = phi <16 x float> [ %1173, %1125 ], [ %994, %1024 ]
  %1150 = phi ptr [ %1209, %1125 ], [ %917, %1024 ]
  %1151 = phi ptr [ %1210, %1125 ], [ %1021, %1024 ]
  %1152 = phi i64 [ %1208, %1125 ], [ %909, %1024 ]
  %1153 = getelementptr inbounds float, ptr %1150, i64 %1000
  %1154 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1153, <16 x i1> %1027, <16 x float> zeroinitializer)
  %1155 = getelementptr inbounds float, ptr %1150, i64 %1002
  %1156 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1155, <16 x i1> %1030, <16 x float> zeroinitializer)
  %1157 = getelementptr inbounds float, ptr %1150, i64 %1004
  %1158 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1157, <16 x i1> %1033, <16 x float> zeroinitializer)
  %1159 = getelementptr inbounds float, ptr %1150, i64 %1006
  %1160 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1159, <16 x i1> %1036, <16 x float> zeroinitializer)
  %1161 = load float, ptr %1151, align 4
  %1162 = insertelement <16 x float> poison, float %1161, i64 0
  %1163 = shufflevector <16 x float> %1162, <16 x float> poison, <16 x i32> zeroinitializer
  %1164 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1154, <16 x float> %1163, <16 x float> %1137)
  %1165 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1156, <16 x float> %1163, <16 x float> %1136)
  %1166 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1158, <16 x float> %1163, <16 x float> %1135)
  %1167 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1160, <16 x float> %1163, <16 x float> %1134)
  %1168 = getelementptr inbounds float, ptr %1151, i64 %73
  %1169 = load float, ptr %1168, align 4
  %1170 = insertelement <16 x float> poison, float %1169, i64 0
  %1171 = shufflevector <16 x float> %1170, <16 x float> poison, <16 x i32> zeroinitializer
  %1172 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1154, <16 x float> %1171, <16 x float> %1138)
  %1173 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1156, <16 x float> %1171, <16 x float> %1149)
  %1174 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1158, <16 x float> %1171, <16 x float> %1148)
  %1175 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1160, <16 x float> %1171, <16 x float> %1147)
  %1176 = getelementptr inbounds i8, ptr %1151, i64 %117
  %1177 = load float, ptr %1176, align 4
  %1178 = insertelement <16 x float> poison, float %1177, i64 0
  %1179 = shufflevector <16 x float> %1178, <16 x float> poison, <16 x i32> zeroinitializer
  %1180 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1154, <16 x float> %1179, <16 x float> %1146)
  %1181 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1156, <16 x float> %1179, <16 x float> %1145)
  %1182 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1158, <16 x float> %1179, <16 x float> %1144)
  %1183 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1160, <16 x float> %1179, <16 x float> %1143)
  %1184 = getelementptr inbounds i8, ptr %1151, i64 %118
  %1185 = load float, ptr %1184, align 4
  %1186 = insertelement <16 x float> poison, float %1185, i64 0
  %1187 = shufflevector <16 x float> %1186, <16 x float> poison, <16 x i32> zeroinitializer
  %1188 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1154, <16 x float> %1187, <16 x float> %1142)
  %1189 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1156, <16 x float> %1187, <16 x float> %1141)
  %1190 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1158, <16 x float> %1187, <16 x float> %1140)
  %1191 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1160, <16 x float> %1187, <16 x float> %1139)
  %1192 = getelementptr inbounds i8, ptr %1151, i64 %119
  %1193 = load float, ptr %1192, align 4
  %1194 = insertelement <16 x float> poison, float %1193, i64 0
  %1195 = shufflevector <16 x float> %1194, <16 x float> poison, <16 x i32> zeroinitializer
  %1196 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1154, <16 x float> %1195, <16 x float> %1133)
  %1197 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1156, <16 x float> %1195, <16 x float> %1132)
  %1198 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1158, <16 x float> %1195, <16 x float> %1131)
  %1199 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1160, <16 x float> %1195, <16 x float> %1130)
  %1200 = getelementptr inbounds i8, ptr %1151, i64 %120
  %1201 = load float, ptr %1200, align 4
  %1202 = insertelement <16 x float> poison, float %1201, i64 0
  %1203 = shufflevector <16 x float> %1202, <16 x float> poison, <16 x i32> zeroinitializer
  %1204 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1154, <16 x float> %1203, <16 x float> %1129)
  %1205 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1156, <16 x float> %1203, <16 x float> %1128)
  %1206 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1158, <16 x float> %1203, <16 x float> %1127)
  %1207 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1160, <16 x float> %1203, <16 x float> %1126)
  %1208 = add nuw nsw i64 %1152, 1
  %1209 = getelementptr inbounds float, ptr %1150, i64 %70
  %1210 = getelementptr inbounds nuw float, ptr %1151, i64 %71
  %1211 = icmp eq i64 %1208, %911
  br i1 %1211, label %1212, label %1125

1212:                                             ; preds = %1125, %1038, %1023, %1037
  %1213 = phi <16 x float> [ %923, %1023 ], [ %923, %1037 ], [ %1120, %1038 ], [ %1207, %1125 ]
  %1214 = phi <16 x float> [ %924, %1023 ], [ %924, %1037 ], [ %1119, %1038 ], [ %1206, %1125 ]
  %1215 = phi <16 x float> [ %925, %1023 ], [ %925, %1037 ], [ %1118, %1038 ], [ %1205, %1125 ]
  %1216 = phi <16 x float> [ %926, %1023 ], [ %926, %1037 ], [ %1117, %1038 ], [ %1204, %1125 ]
  %1217 = phi <16 x float> [ %927, %1023 ], [ %927, %1037 ], [ %1112, %1038 ], [ %1199, %1125 ]
  %1218 = phi <16 x float> [ %928, %1023 ], [ %928, %1037 ], [ %1111, %1038 ], [ %1198, %1125 ]
  %1219 = phi <16 x float> [ %929, %1023 ], [ %929, %1037 ], [ %1110, %1038 ], [ %1197, %1125 ]
  %1220 = phi <16 x float> [ %930, %1023 ], [ %930, %1037 ], [ %1109, %1038 ], [ %1196, %1125 ]
  %1221 = phi <16 x float> [ %931, %1023 ], [ %931, %1037 ], [ %1104, %1038 ], [ %1191, %1125 ]
  %1222 = phi <16 x float> [ %932, %1023 ], [ %932, %1037 ], [ %1103, %1038 ], [ %1190, %1125 ]
  %1223 = phi <16 x float> [ %933, %1023 ], [ %933, %1037 ], [ %1102, %1038 ], [ %1189, %1125 ]
  %1224 = phi <16 x float> [ %934, %1023 ], [ %934, %1037 ], [ %1101, %1038 ], [ %1188, %1125 ]
  %1225 = phi <16 x float> [ %935, %1023 ], [ %935, %1037 ], [ %1096, %1038 ], [ %1183, %1125 ]
  %1226 = phi <16 x float> [ %936, %1023 ], [ %936, %1037 ], [ %1095, %1038 ], [ %1182, %1125 ]
  %1227 = phi <16 x float> [ %937, %1023 ], [ %937, %1037 ], [ %1094, %1038 ], [ %1181, %1125 ]
  %1228 = phi <16 x float> [ %938, %1023 ], [ %938, %1037 ], [ %1093, %1038 ], [ %1180, %1125 ]
  %1229 = phi <16 x float> [ %939, %1023 ], [ %939, %1037 ], [ %1088, %1038 ], [ %1175, %1125 ]
  %1230 = phi <16 x float> [ %940, %1023 ], [ %940, %1037 ], [ %1087, %1038 ], [ %1174, %1125 ]
  %1231 = phi <16 x float> [ %941, %1023 ], [ %941, %1037 ], [ %1086, %1038 ], [ %1173, %1125 ]
  %1232 = phi <16 x float> [ %942, %1023 ], [ %942, %1037 ], [ %1085, %1038 ], [ %1172, %1125 ]
  %1233 = phi <16 x float> [ %943, %1023 ], [ %943, %1037 ], [ %1080, %1038 ], [ %1167, %1125 ]
  %1234 = phi <16 x float> [ %944, %1023 ], [ %944, %1037 ], [ %1079, %1038 ], [ %1166, %1125 ]
  %1235 = phi <16 x float> [ %945, %1023 ], [ %945, %1037 ], [ %1078, %1038 ], [ %1165, %1125 ]
  %1236 = phi <16 x float> [ %946, %1023 ], [ %946, %1037 ], [ %1077, %1038 ], [ %1164, %1125 ]
  %1237 = phi <16 x float> [ %947, %1023 ], [ %947, %1037 ], [ %1120, %1038 ], [ %1207, %1125 ]
  %1238 = phi <16 x float> [ %948, %1023 ], [ %948, %1037 ], [ %1119, %1038 ], [ %1206, %1125 ]
  %1239 = phi <16 x float> [ %949, %1023 ], [ %949, %1037 ], [ %1118, %1038 ], [ %1205, %1125 ]
  %1240 = phi <16 x float> [ %950, %1023 ], [ %950, %1037 ], [ %1117, %1038 ], [ %1204, %1125 ]
  %1241 = phi <16 x float> [ %951, %1023 ], [ %951, %1037 ], [ %1112, %1038 ], [ %1199, %1125 ]
  %1242 = phi <16 x float> [ %952, %1023 ], [ %952, %1037 ], [ %1111, %1038 ], [ %1198, %1125 ]
  %1243 = phi <16 x float> [ %953, %1023 ], [ %953, %1037 ], [ %1110, %1038 ], [ %1197, %1125 ]
  %1244 = phi <16 x float> [ %954, %1023 ], [ %954, %1037 ], [ %1109, %1038 ], [ %1196, %1125 ]
  %1245 = phi <16 x float> [ %955, %1023 ], [ %955, %1037 ], [ %1080, %1038 ], [ %1167, %1125 ]
  %1246 = phi <16 x float> [ %956, %1023 ], [ %956, %1037 ], [ %1079, %1038 ], [ %1166, %1125 ]
  %1247 = phi <16 x float> [ %957, %1023 ], [ %957, %1037 ], [ %1078, %1038 ], [ %1165, %1125 ]
  %1248 = phi <16 x float> [ %958, %1023 ], [ %958, %1037 ], [ %1077, %1038 ], [ %1164, %1125 ]
  %1249 = phi <16 x float> [ %959, %1023 ], [ %959, %1037 ], [ %1085, %1038 ], [ %1172, %1125 ]
  %1250 = phi <16 x float> [ %960, %1023 ], [ %960, %1037 ], [ %1104, %1038 ], [ %1191, %1125 ]
  %1251 = phi <16 x float> [ %961, %1023 ], [ %961, %1037 ], [ %1103, %1038 ], [ %1190, %1125 ]
  %1252 = phi <16 x float> [ %962, %1023 ], [ %962, %1037 ], [ %1102, %1038 ], [ %1189, %1125 ]
  %1253 = phi <16 x float> [ %963, %1023 ], [ %963, %1037 ], [ %1101, %1038 ], [ %1188, %1125 ]
  %1254 = phi <16 x float> [ %964, %1023 ], [ %964, %1037 ], [ %1096, %1038 ], [ %1183, %1125 ]
  %1255 = phi <16 x float> [ %965, %1023 ], [ %965, %1037 ], [ %1095, %1038 ], [ %1182, %1125 ]
  %1256 = phi <16 x float> [ %966, %1023 ], [ %966, %1037 ], [ %1094, %1038 ], [ %1181, %1125 ]
  %1257 = phi <16 x float> [ %967, %1023 ], [ %967, %1037 ], [ %1093, %1038 ], [ %1180, %1125 ]
  %1258 = phi <16 x float> [ %968, %1023 ], [ %968, %1037 ], [ %1088, %1038 ], [ %1175, %1125 ]
  %1259 = phi <16 x float> [ %969, %1023 ], [ %969, %1037 ], [ %1087, %1038 ], [ %1174, %1125 ]
  %1260 = phi <16 x float> [ %970, %1023 ], [ %970, %1037 ], [ %1086, %1038 ], [ %1173, %1125 ]
  %1261 = phi <16 x float> [ %971, %1023 ], [ %971, %1037 ], [ %1120, %1038 ], [ %1207, %1125 ]
  %1262 = phi <16 x float> [ %972, %1023 ], [ %972, %1037 ], [ %1119, %1038 ], [ %1206, %1125 ]
  %1263 = phi <16 x float> [ %973, %1023 ], [ %973, %1037 ], [ %1118, %1038 ], [ %1205, %1125 ]
  %1264 = phi <16 x float> [ %974, %1023 ], [ %974, %1037 ], [ %1117, %1038 ], [ %1204, %1125 ]
  %1265 = phi <16 x float> [ %975, %1023 ], [ %975, %1037 ], [ %1112, %1038 ], [ %1199, %1125 ]
  %1266 = phi <16 x float> [ %976, %1023 ], [ %976, %1037 ], [ %1111, %1038 ], [ %1198, %1125 ]
  %1267 = phi <16 x float> [ %977, %1023 ], [ %977, %1037 ], [ %1110, %1038 ], [ %1197, %1125 ]
  %1268 = phi <16 x float> [ %978, %1023 ], [ %978, %1037 ], [ %1109, %1038 ], [ %1196, %1125 ]
  %1269 = phi <16 x float> [ %979, %1023 ], [ %979, %1037 ], [ %1080, %1038 ], [ %1167, %1125 ]
  %1270 = phi <16 x float> [ %980, %1023 ], [ %980, %1037 ], [ %1079, %1038 ], [ %1166, %1125 ]
  %1271 = phi <16 x float> [ %981, %1023 ], [ %981, %1037 ], [ %1078, %1038 ], [ %1165, %1125 ]
  %1272 = phi <16 x float> [ %982, %1023 ], [ %982, %1037 ], [ %1077, %1038 ], [ %1164, %1125 ]
  %1273 = phi <16 x float> [ %983, %1023 ], [ %983, %1037 ], [ %1085, %1038 ], [ %1172, %1125 ]
  %1274 = phi <16 x float> [ %984, %1023 ], [ %984, %1037 ], [ %1104, %1038 ], [ %1191, %1125 ]
  %1275 = phi <16 x float> [ %985, %1023 ], [ %985, %1037 ], [ %1103, %1038 ], [ %1190, %1125 ]
  %1276 = phi <16 x float> [ %986, %1023 ], [ %986, %1037 ], [ %1102, %1038 ], [ %1189, %1125 ]
  %1277 = phi <16 x float> [ %987, %1023 ], [ %987, %1037 ], [ %1101, %1038 ], [ %1188, %1125 ]
  %1278 = phi <16 x float> [ %988, %1023 ], [ %988, %1037 ], [ %1096, %1038 ], [ %1183, %1125 ]
  %1279 = phi <16 x float> [ %989, %1023 ], [ %989, %1037 ], [ %1095, %1038 ], [ %1182, %1125 ]
  %1280 = phi <16 x float> [ %990, %1023 ], [ %990, %1037 ], [ %1094, %1038 ], [ %1181, %1125 ]
  %1281 = phi <16 x float> [ %991, %1023 ], [ %991, %1037 ], [ %1093, %1038 ], [ %1180, %1125 ]
  %1282 = phi <16 x float> [ %992, %1023 ], [ %992, %1037 ], [ %1088, %1038 ], [ %1175, %1125 ]
  %1283 = phi <16 x float> [ %993, %1023 ], [ %993, %1037 ], [ %1087, %1038 ], [ %1174, %1125 ]
  %1284 = phi <16 x float> [ %994, %1023 ], [ %994, %1037 ], [ %1086, %1038 ], [ %1173, %1125 ]
  %1285 = add nuw nsw i64 %995, 1
  %1286 = icmp eq i64 %1285, %71
  br i1 %1286, label %783, label %922

1287:                                             ; preds = %834, %1548
  %1288 = phi i64 [ 0, %834 ], [ %1550, %1548 ]
  %1289 = add nsw i64 %561, %1288
  %1290 = mul nsw i64 %1289, %52
  %1291 = icmp sgt i64 %562, %1288
  %1292 = getelementptr inbounds nuw [4 x <16 x float>], ptr %31, i64 %1288
  %1293 = add nsw i64 %550, %1290
  %1294 = select i1 %1291, <16 x i1> zeroinitializer, <16 x i1> %546
  %1295 = getelementptr inbounds float, ptr %214, i64 %1293
  %1296 = load <16 x float>, ptr %1292, align 64
  br i1 %76, label %1356, label %1297

1297:                                             ; preds = %1287
  %1298 = getelementptr inbounds float, ptr %212, i64 %1293
  switch i64 %125, label %1316 [
    i64 1, label %1299
    i64 2, label %1302
    i64 3, label %1309
    i64 0, label %1356
  ]

1299:                                             ; preds = %1297
  %1300 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1298, <16 x i1> %1294, <16 x float> zeroinitializer)
  %1301 = fadd <16 x float> %1296, %1300
  br label %1318

1302:                                             ; preds = %1297
  %1303 = bitcast <16 x float> %1296 to <8 x i64>
  %1304 = or <8 x i64> %1303, %78
  %1305 = fcmp oeq <16 x float> %1296, %51
  %1306 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1296, i32 4)
  %1307 = bitcast <8 x i64> %1304 to <16 x float>
  %1308 = select <16 x i1> %1305, <16 x float> %1307, <16 x float> %1306
  br label %1318

1309:                                             ; preds = %1297
  %1310 = bitcast <16 x float> %1296 to <8 x i64>
  %1311 = and <8 x i64> %1310, %77
  %1312 = fcmp oeq <16 x float> %1296, %48
  %1313 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1296, i32 4)
  %1314 = bitcast <8 x i64> %1311 to <16 x float>
  %1315 = select <16 x i1> %1312, <16 x float> %1314, <16 x float> %1313
  br label %1318

1316:                                             ; preds = %1297
  unreachable

1317:                                             ; preds = %2129, %2110, %2091, %2066, %2047, %2028, %2003, %1984, %1965, %1940, %1921, %1902, %1877, %1858, %1839, %1814, %1795, %1776, %1529, %1510, %1491, %1465, %1446, %1427, %1401, %1382, %1363, %1337, %1318
  unreachable

1318:                                             ; preds = %1309, %1302, %1299
  %1319 = phi <16 x float> [ %1301, %1299 ], [ %1308, %1302 ], [ %1315, %1309 ]
  switch i64 %127, label %1317 [
    i64 1, label %1334
    i64 2, label %1327
    i64 3, label %1320
    i64 0, label %1356
  ]

1320:                                             ; preds = %1318
  %1321 = bitcast <16 x float> %1319 to <8 x i64>
  %1322 = and <8 x i64> %1321, %77
  %1323 = fcmp oeq <16 x float> %1319, %48
  %1324 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1319, i32 4)
  %1325 = bitcast <8 x i64> %1322 to <16 x float>
  %1326 = select <16 x i1> %1323, <16 x float> %1325, <16 x float> %1324
  br label %1337

1327:                                             ; preds = %1318
  %1328 = bitcast <16 x float> %1319 to <8 x i64>
  %1329 = or <8 x i64> %1328, %78
  %1330 = fcmp oeq <16 x float> %1319, %51
  %1331 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1319, i32 4)
  %1332 = bitcast <8 x i64> %1329 to <16 x float>
  %1333 = select <16 x i1> %1330, <16 x float> %1332, <16 x float> %1331
  br label %1337

1334:                                             ; preds = %1318
  %1335 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1298, <16 x i1> %1294, <16 x float> zeroinitializer)
  %1336 = fadd <16 x float> %1319, %1335
  br label %1337

1337:                                             ; preds = %1334, %1327, %1320
  %1338 = phi <16 x float> [ %1336, %1334 ], [ %1333, %1327 ], [ %1326, %1320 ]
  switch i64 %129, label %1317 [
    i64 1, label %1353
    i64 2, label %1346
    i64 3, label %1339
    i64 0, label %1356
  ]

1339:                                             ; preds = %1337
  %1340 = bitcast <16 x float> %1338 to <8 x i64>
  %1341 = and <8 x i64> %1340, %77
  %1342 = fcmp oeq <16 x float> %1338, %48
  %1343 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1338, i32 4)
  %1344 = bitcast <8 x i64> %1341 to <16 x float>
  %1345 = select <16 x i1> %1342, <16 x float> %1344, <16 x float> %1343
  br label %1356

1346:                                             ; preds = %1337
  %1347 = bitcast <16 x float> %1338 to <8 x i64>
  %1348 = or <8 x i64> %1347, %78
  %1349 = fcmp oeq <16 x float> %1338, %51
  %1350 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1338, i32 4)
  %1351 = bitcast <8 x i64> %1348 to <16 x float>
  %1352 = select <16 x i1> %1349, <16 x float> %1351, <16 x float> %1350
  br label %1356

1353:                                             ; preds = %1337
  %1354 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1298, <16 x i1> %1294, <16 x float> zeroinitializer)
  %1355 = fadd <16 x float> %1338, %1354
  br label %1356

1356:                                             ; preds = %1287, %1297, %1318, %1337, %1353, %1346, %1339
  %1357 = phi <16 x float> [ %1345, %1339 ], [ %1296, %1297 ], [ %1338, %1337 ], [ %1319, %1318 ], [ %1355, %1353 ], [ %1352, %1346 ], [ %1296, %1287 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1357, ptr align 1 %1295, <16 x i1> %1294)
  %1358 = add nsw i64 %551, %1290
  %1359 = select i1 %1291, <16 x i1> zeroinitializer, <16 x i1> %547
  %1360 = getelementptr inbounds float, ptr %214, i64 %1358
  %1361 = getelementptr inbounds nuw i8, ptr %1292, i64 64
  %1362 = load <16 x float>, ptr %1361, align 64
  br i1 %76, label %1420, label %1363

1363:                                             ; preds = %1356
  %1364 = getelementptr inbounds float, ptr %212, i64 %1358
  switch i64 %130, label %1317 [
    i64 1, label %1379
    i64 2, label %1372
    i64 3, label %1365
    i64 0, label %1420
  ]

1365:                                             ; preds = %1363
  %1366 = bitcast <16 x float> %1362 to <8 x i64>
  %1367 = and <8 x i64> %1366, %77
  %1368 = fcmp oeq <16 x float> %1362, %48
  %1369 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1362, i32 4)
  %1370 = bitcast <8 x i64> %1367 to <16 x float>
  %1371 = select <16 x i1> %1368, <16 x float> %1370, <16 x float> %1369
  br label %1382

1372:                                             ; preds = %1363
  %1373 = bitcast <16 x float> %1362 to <8 x i64>
  %1374 = or <8 x i64> %1373, %78
  %1375 = fcmp oeq <16 x float> %1362, %51
  %1376 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1362, i32 4)
  %1377 = bitcast <8 x i64> %1374 to <16 x float>
  %1378 = select <16 x i1> %1375, <16 x float> %1377, <16 x float> %1376
  br label %1382

1379:                                             ; preds = %1363
  %1380 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1364, <16 x i1> %1359, <16 x float> zeroinitializer)
  %1381 = fadd <16 x float> %1362, %1380
  br label %1382

1382:                                             ; preds = %1379, %1372, %1365
  %1383 = phi <16 x float> [ %1381, %1379 ], [ %1378, %1372 ], [ %1371, %1365 ]
  switch i64 %132, label %1317 [
    i64 1, label %1398
    i64 2, label %1391
    i64 3, label %1384
    i64 0, label %1420
  ]

1384:                                             ; preds = %1382
  %1385 = bitcast <16 x float> %1383 to <8 x i64>
  %1386 = and <8 x i64> %1385, %77
  %1387 = fcmp oeq <16 x float> %1383, %48
  %1388 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1383, i32 4)
  %1389 = bitcast <8 x i64> %1386 to <16 x float>
  %1390 = select <16 x i1> %1387, <16 x float> %1389, <16 x float> %1388
  br label %1401

1391:                                             ; preds = %1382
  %1392 = bitcast <16 x float> %1383 to <8 x i64>
  %1393 = or <8 x i64> %1392, %78
  %1394 = fcmp oeq <16 x float> %1383, %51
  %1395 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1383, i32 4)
  %1396 = bitcast <8 x i64> %1393 to <16 x float>
  %1397 = select <16 x i1> %1394, <16 x float> %1396, <16 x float> %1395
  br label %1401

1398:                                             ; preds = %1382
  %1399 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1364, <16 x i1> %1359, <16 x float> zeroinitializer)
  %1400 = fadd <16 x float> %1383, %1399
  br label %1401

1401:                                             ; preds = %1398, %1391, %1384
  %1402 = phi <16 x float> [ %1400, %1398 ], [ %1397, %1391 ], [ %1390, %1384 ]
  switch i64 %134, label %1317 [
    i64 1, label %1417
    i64 2, label %1410
    i64 3, label %1403
    i64 0, label %1420
  ]

1403:                                             ; preds = %1401
  %1404 = bitcast <16 x float> %1402 to <8 x i64>
  %1405 = and <8 x i64> %1404, %77
  %1406 = fcmp oeq <16 x float> %1402, %48
  %1407 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1402, i32 4)
  %1408 = bitcast <8 x i64> %1405 to <16 x float>
  %1409 = select <16 x i1> %1406, <16 x float> %1408, <16 x float> %1407
  br label %1420

1410:                                             ; preds = %1401
  %1411 = bitcast <16 x float> %1402 to <8 x i64>
  %1412 = or <8 x i64> %1411, %78
  %1413 = fcmp oeq <16 x float> %1402, %51
  %1414 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1402, i32 4)
  %1415 = bitcast <8 x i64> %1412 to <16 x float>
  %1416 = select <16 x i1> %1413, <16 x float> %1415, <16 x float> %1414
  br label %1420

1417:                                             ; preds = %1401
  %1418 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1364, <16 x i1> %1359, <16 x float> zeroinitializer)
  %1419 = fadd <16 x float> %1402, %1418
  br label %1420

1420:                                             ; preds = %1356, %1363, %1382, %1401, %1417, %1410, %1403
  %1421 = phi <16 x float> [ %1409, %1403 ], [ %1362, %1363 ], [ %1402, %1401 ], [ %1383, %1382 ], [ %1419, %1417 ], [ %1416, %1410 ], [ %1362, %1356 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1421, ptr align 1 %1360, <16 x i1> %1359)
  %1422 = add nsw i64 %552, %1290
  %1423 = select i1 %1291, <16 x i1> zeroinitializer, <16 x i1> %548
  %1424 = getelementptr inbounds float, ptr %214, i64 %1422
  %1425 = getelementptr inbounds nuw i8, ptr %1292, i64 128
  %1426 = load <16 x float>, ptr %1425, align 64
  br i1 %76, label %1484, label %1427

1427:                                             ; preds = %1420
  %1428 = getelementptr inbounds float, ptr %212, i64 %1422
  switch i64 %135, label %1317 [
    i64 1, label %1443
    i64 2, label %1436
    i64 3, label %1429
    i64 0, label %1484
  ]

1429:                                             ; preds = %1427
  %1430 = bitcast <16 x float> %1426 to <8 x i64>
  %1431 = and <8 x i64> %1430, %77
  %1432 = fcmp oeq <16 x float> %1426, %48
  %1433 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1426, i32 4)
  %1434 = bitcast <8 x i64> %1431 to <16 x float>
  %1435 = select <16 x i1> %1432, <16 x float> %1434, <16 x float> %1433
  br label %1446

1436:                                             ; preds = %1427
  %1437 = bitcast <16 x float> %1426 to <8 x i64>
  %1438 = or <8 x i64> %1437, %78
  %1439 = fcmp oeq <16 x float> %1426, %51
  %1440 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1426, i32 4)
  %1441 = bitcast <8 x i64> %1438 to <16 x float>
  %1442 = select <16 x i1> %1439, <16 x float> %1441, <16 x float> %1440
  br label %1446

1443:                                             ; preds = %1427
  %1444 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1428, <16 x i1> %1423, <16 x float> zeroinitializer)
  %1445 = fadd <16 x float> %1426, %1444
  br label %1446

1446:                                             ; preds = %1443, %1436, %1429
  %1447 = phi <16 x float> [ %1445, %1443 ], [ %1442, %1436 ], [ %1435, %1429 ]
  switch i64 %137, label %1317 [
    i64 1, label %1462
    i64 2, label %1455
    i64 3, label %1448
    i64 0, label %1484
  ]

1448:                                             ; preds = %1446
  %1449 = bitcast <16 x float> %1447 to <8 x i64>
  %1450 = and <8 x i64> %1449, %77
  %1451 = fcmp oeq <16 x float> %1447, %48
  %1452 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1447, i32 4)
  %1453 = bitcast <8 x i64> %1450 to <16 x float>
  %1454 = select <16 x i1> %1451, <16 x float> %1453, <16 x float> %1452
  br label %1465

1455:                                             ; preds = %1446
  %1456 = bitcast <16 x float> %1447 to <8 x i64>
  %1457 = or <8 x i64> %1456, %78
  %1458 = fcmp oeq <16 x float> %1447, %51
  %1459 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1447, i32 4)
  %1460 = bitcast <8 x i64> %1457 to <16 x float>
  %1461 = select <16 x i1> %1458, <16 x float> %1460, <16 x float> %1459
  br label %1465

1462:                                             ; preds = %1446
  %1463 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1428, <16 x i1> %1423, <16 x float> zeroinitializer)
  %1464 = fadd <16 x float> %1447, %1463
  br label %1465

1465:                                             ; preds = %1462, %1455, %1448
  %1466 = phi <16 x float> [ %1464, %1462 ], [ %1461, %1455 ], [ %1454, %1448 ]
  switch i64 %139, label %1317 [
    i64 1, label %1481
    i64 2, label %1474
    i64 3, label %1467
    i64 0, label %1484
  ]

1467:                                             ; preds = %1465
  %1468 = bitcast <16 x float> %1466 to <8 x i64>
  %1469 = and <8 x i64> %1468, %77
  %1470 = fcmp oeq <16 x float> %1466, %48
  %1471 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1466, i32 4)
  %1472 = bitcast <8 x i64> %1469 to <16 x float>
  %1473 = select <16 x i1> %1470, <16 x float> %1472, <16 x float> %1471
  br label %1484

1474:                                             ; preds = %1465
  %1475 = bitcast <16 x float> %1466 to <8 x i64>
  %1476 = or <8 x i64> %1475, %78
  %1477 = fcmp oeq <16 x float> %1466, %51
  %1478 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1466, i32 4)
  %1479 = bitcast <8 x i64> %1476 to <16 x float>
  %1480 = select <16 x i1> %1477, <16 x float> %1479, <16 x float> %1478
  br label %1484

1481:                                             ; preds = %1465
  %1482 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1428, <16 x i1> %1423, <16 x float> zeroinitializer)
  %1483 = fadd <16 x float> %1466, %1482
  br label %1484

1484:                                             ; preds = %1420, %1427, %1446, %1465, %1481, %1474, %1467
  %1485 = phi <16 x float> [ %1473, %1467 ], [ %1426, %1427 ], [ %1466, %1465 ], [ %1447, %1446 ], [ %1483, %1481 ], [ %1480, %1474 ], [ %1426, %1420 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1485, ptr align 1 %1424, <16 x i1> %1423)
  %1486 = add nsw i64 %553, %1290
  %1487 = select i1 %1291, <16 x i1> zeroinitializer, <16 x i1> %549
  %1488 = getelementptr inbounds float, ptr %214, i64 %1486
  %1489 = getelementptr inbounds nuw i8, ptr %1292, i64 192
  %1490 = load <16 x float>, ptr %1489, align 64
  br i1 %76, label %1548, label %1491

1491:                                             ; preds = %1484
  %1492 = getelementptr inbounds float, ptr %212, i64 %1486
  switch i64 %140, label %1317 [
    i64 1, label %1507
    i64 2, label %1500
    i64 3, label %1493
    i64 0, label %1548
  ]

1493:                                             ; preds = %1491
  %1494 = bitcast <16 x float> %1490 to <8 x i64>
  %1495 = and <8 x i64> %1494, %77
  %1496 = fcmp oeq <16 x float> %1490, %48
  %1497 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1490, i32 4)
  %1498 = bitcast <8 x i64> %1495 to <16 x float>
  %1499 = select <16 x i1> %1496, <16 x float> %1498, <16 x float> %1497
  br label %1510

1500:                                             ; preds = %1491
  %1501 = bitcast <16 x float> %1490 to <8 x i64>
  %1502 = or <8 x i64> %1501, %78
  %1503 = fcmp oeq <16 x float> %1490, %51
  %1504 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1490, i32 4)
  %1505 = bitcast <8 x i64> %1502 to <16 x float>
  %1506 = select <16 x i1> %1503, <16 x float> %1505, <16 x float> %1504
  br label %1510

1507:                                             ; preds = %1491
  %1508 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1492, <16 x i1> %1487, <16 x float> zeroinitializer)
  %1509 = fadd <16 x float> %1490, %1508
  br label %1510

1510:                                             ; preds = %1507, %1500, %1493
  %1511 = phi <16 x float> [ %1509, %1507 ], [ %1506, %1500 ], [ %1499, %1493 ]
  switch i64 %142, label %1317 [
    i64 1, label %1526
    i64 2, label %1519
    i64 3, label %1512
    i64 0, label %1548
  ]

1512:                                             ; preds = %1510
  %1513 = bitcast <16 x float> %1511 to <8 x i64>
  %1514 = and <8 x i64> %1513, %77
  %1515 = fcmp oeq <16 x float> %1511, %48
  %1516 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1511, i32 4)
  %1517 = bitcast <8 x i64> %1514 to <16 x float>
  %1518 = select <16 x i1> %1515, <16 x float> %1517, <16 x float> %1516
  br label %1529

1519:                                             ; preds = %1510
  %1520 = bitcast <16 x float> %1511 to <8 x i64>
  %1521 = or <8 x i64> %1520, %78
  %1522 = fcmp oeq <16 x float> %1511, %51
  %1523 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1511, i32 4)
  %1524 = bitcast <8 x i64> %1521 to <16 x float>
  %1525 = select <16 x i1> %1522, <16 x float> %1524, <16 x float> %1523
  br label %1529

1526:                                             ; preds = %1510
  %1527 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1492, <16 x i1> %1487, <16 x float> zeroinitializer)
  %1528 = fadd <16 x float> %1511, %1527
  br label %1529

1529:                                             ; preds = %1526, %1519, %1512
  %1530 = phi <16 x float> [ %1528, %1526 ], [ %1525, %1519 ], [ %1518, %1512 ]
  switch i64 %144, label %1317 [
    i64 1, label %1545
    i64 2, label %1538
    i64 3, label %1531
    i64 0, label %1548
  ]

1531:                                             ; preds = %1529
  %1532 = bitcast <16 x float> %1530 to <8 x i64>
  %1533 = and <8 x i64> %1532, %77
  %1534 = fcmp oeq <16 x float> %1530, %48
  %1535 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1530, i32 4)
  %1536 = bitcast <8 x i64> %1533 to <16 x float>
  %1537 = select <16 x i1> %1534, <16 x float> %1536, <16 x float> %1535
  br label %1548

1538:                                             ; preds = %1529
  %1539 = bitcast <16 x float> %1530 to <8 x i64>
  %1540 = or <8 x i64> %1539, %78
  %1541 = fcmp oeq <16 x float> %1530, %51
  %1542 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1530, i32 4)
  %1543 = bitcast <8 x i64> %1540 to <16 x float>
  %1544 = select <16 x i1> %1541, <16 x float> %1543, <16 x float> %1542
  br label %1548

1545:                                             ; preds = %1529
  %1546 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1492, <16 x i1> %1487, <16 x float> zeroinitializer)
  %1547 = fadd <16 x float> %1530, %1546
  br label %1548

1548:                                             ; preds = %1484, %1491, %1510, %1529, %1545, %1538, %1531
  %1549 = phi <16 x float> [ %1537, %1531 ], [ %1490, %1491 ], [ %1530, %1529 ], [ %1511, %1510 ], [ %1547, %1545 ], [ %1544, %1538 ], [ %1490, %1484 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1549, ptr align 1 %1488, <16 x i1> %1487)
  %1550 = add nuw nsw i64 %1288, 1
  %1551 = icmp eq i64 %1550, 6
  br i1 %1551, label %1552, label %1287

1552:                                             ; preds = %1548
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %2152

1553:                                             ; preds = %564, %2148
  %1554 = phi i64 [ 0, %564 ], [ %2150, %2148 ]
  %1555 = getelementptr inbounds nuw i64, ptr %36, i64 %1554
  %1556 = getelementptr inbounds nuw i64, ptr %37, i64 %1554
  %1557 = load i64, ptr %1556, align 8
  %1558 = icmp sgt i64 %1557, 15
  %1559 = trunc i64 %1557 to i32
  %1560 = shl nsw i32 -1, %1559
  %1561 = trunc i32 %1560 to i16
  %1562 = xor i16 %1561, -1
  %1563 = select i1 %1558, i16 -1, i16 %1562
  br i1 %72, label %1586, label %1567

1564:                                             ; preds = %1608
  %1565 = getelementptr inbounds nuw i64, ptr %34, i64 %1554
  %1566 = getelementptr inbounds nuw i32, ptr %35, i64 %1554
  br label %1636

1567:                                             ; preds = %1553
  %1568 = load float, ptr %566, align 4
  %1569 = insertelement <16 x float> poison, float %1568, i64 0
  %1570 = shufflevector <16 x float> %1569, <16 x float> poison, <16 x i32> zeroinitializer
  %1571 = load float, ptr %568, align 4
  %1572 = insertelement <16 x float> poison, float %1571, i64 0
  %1573 = shufflevector <16 x float> %1572, <16 x float> poison, <16 x i32> zeroinitializer
  %1574 = load float, ptr %569, align 4
  %1575 = insertelement <16 x float> poison, float %1574, i64 0
  %1576 = shufflevector <16 x float> %1575, <16 x float> poison, <16 x i32> zeroinitializer
  %1577 = load float, ptr %570, align 4
  %1578 = insertelement <16 x float> poison, float %1577, i64 0
  %1579 = shufflevector <16 x float> %1578, <16 x float> poison, <16 x i32> zeroinitializer
  %1580 = load float, ptr %571, align 4
  %1581 = insertelement <16 x float> poison, float %1580, i64 0
  %1582 = shufflevector <16 x float> %1581, <16 x float> poison, <16 x i32> zeroinitializer
  %1583 = load float, ptr %572, align 4
  %1584 = insertelement <16 x float> poison, float %1583, i64 0
  %1585 = shufflevector <16 x float> %1584, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1608

1586:                                             ; preds = %1553
  %1587 = bitcast i16 %1563 to <16 x i1>
  %1588 = load i64, ptr %1555, align 8
  %1589 = getelementptr inbounds float, ptr %574, i64 %1588
  %1590 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1589, <16 x i1> %1587, <16 x float> zeroinitializer)
  %1591 = bitcast i16 %1563 to <16 x i1>
  %1592 = getelementptr inbounds float, ptr %577, i64 %1588
  %1593 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1592, <16 x i1> %1591, <16 x float> zeroinitializer)
  %1594 = bitcast i16 %1563 to <16 x i1>
  %1595 = load i64, ptr %1555, align 8
  %1596 = getelementptr inbounds float, ptr %580, i64 %1595
  %1597 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1596, <16 x i1> %1594, <16 x float> zeroinitializer)
  %1598 = bitcast i16 %1563 to <16 x i1>
  %1599 = getelementptr inbounds float, ptr %583, i64 %1595
  %1600 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1599, <16 x i1> %1598, <16 x float> zeroinitializer)
  %1601 = bitcast i16 %1563 to <16 x i1>
  %1602 = load i64, ptr %1555, align 8
  %1603 = getelementptr inbounds float, ptr %586, i64 %1602
  %1604 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1603, <16 x i1> %1601, <16 x float> zeroinitializer)
  %1605 = bitcast i16 %1563 to <16 x i1>
  %1606 = getelementptr inbounds float, ptr %589, i64 %1602
  %1607 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1606, <16 x i1> %1605, <16 x float> zeroinitializer)
  br label %1608

1608:                                             ; preds = %1586, %1567
  %1609 = phi <16 x float> [ %1604, %1586 ], [ %1582, %1567 ]
  %1610 = phi <16 x float> [ %1597, %1586 ], [ %1576, %1567 ]
  %1611 = phi <16 x float> [ %1590, %1586 ], [ %1570, %1567 ]
  %1612 = phi <16 x float> [ %1593, %1586 ], [ %1573, %1567 ]
  %1613 = phi <16 x float> [ %1600, %1586 ], [ %1579, %1567 ]
  %1614 = phi <16 x float> [ %1607, %1586 ], [ %1585, %1567 ]
  br i1 %74, label %1564, label %1624

1615:                                             ; preds = %1767, %1636
  %1616 = phi <16 x float> [ %1637, %1636 ], [ %1768, %1767 ]
  %1617 = phi <16 x float> [ %1638, %1636 ], [ %1769, %1767 ]
  %1618 = phi <16 x float> [ %1639, %1636 ], [ %1770, %1767 ]
  %1619 = phi <16 x float> [ %1640, %1636 ], [ %1771, %1767 ]
  %1620 = phi <16 x float> [ %1641, %1636 ], [ %1772, %1767 ]
  %1621 = phi <16 x float> [ %1642, %1636 ], [ %1773, %1767 ]
  %1622 = icmp slt i64 %1647, %5
  %1623 = add i64 %1643, -16
  br i1 %1622, label %1636, label %1624

1624:                                             ; preds = %1615, %1608
  %1625 = phi <16 x float> [ %1611, %1608 ], [ %1616, %1615 ]
  %1626 = phi <16 x float> [ %1612, %1608 ], [ %1617, %1615 ]
  %1627 = phi <16 x float> [ %1610, %1608 ], [ %1618, %1615 ]
  %1628 = phi <16 x float> [ %1613, %1608 ], [ %1619, %1615 ]
  %1629 = phi <16 x float> [ %1609, %1608 ], [ %1620, %1615 ]
  %1630 = phi <16 x float> [ %1614, %1608 ], [ %1621, %1615 ]
  %1631 = load i64, ptr %1555, align 8
  %1632 = add nsw i64 %1631, %590
  %1633 = bitcast i16 %1563 to <16 x i1>
  %1634 = select i1 %591, <16 x i1> zeroinitializer, <16 x i1> %1633
  %1635 = getelementptr inbounds float, ptr %214, i64 %1632
  br i1 %76, label %1833, label %1776

1636:                                             ; preds = %1564, %1615
  %1637 = phi <16 x float> [ %1611, %1564 ], [ %1616, %1615 ]
  %1638 = phi <16 x float> [ %1612, %1564 ], [ %1617, %1615 ]
  %1639 = phi <16 x float> [ %1610, %1564 ], [ %1618, %1615 ]
  %1640 = phi <16 x float> [ %1613, %1564 ], [ %1619, %1615 ]
  %1641 = phi <16 x float> [ %1609, %1564 ], [ %1620, %1615 ]
  %1642 = phi <16 x float> [ %1614, %1564 ], [ %1621, %1615 ]
  %1643 = phi i64 [ %5, %1564 ], [ %1623, %1615 ]
  %1644 = phi i64 [ 0, %1564 ], [ %1647, %1615 ]
  %1645 = call i64 @llvm.smin.i64(i64 %1643, i64 16)
  %1646 = add i64 %1645, %1644
  %1647 = add nuw nsw i64 %1644, 16
  br i1 %75, label %1648, label %1615

1648:                                             ; preds = %1636
  %1649 = sub nsw i64 %5, %1644
  %1650 = icmp sgt i64 %1649, 15
  %1651 = mul nsw i64 %1644, %70
  %1652 = getelementptr inbounds float, ptr %207, i64 %1651
  %1653 = mul nuw nsw i64 %1644, %71
  %1654 = getelementptr inbounds nuw float, ptr %567, i64 %1653
  %1655 = icmp sgt i64 %5, %1644
  %1656 = or i1 %1650, %1655
  br label %1657

1657:                                             ; preds = %1648, %1767
  %1658 = phi <16 x float> [ %1637, %1648 ], [ %1768, %1767 ]
  %1659 = phi <16 x float> [ %1638, %1648 ], [ %1769, %1767 ]
  %1660 = phi <16 x float> [ %1639, %1648 ], [ %1770, %1767 ]
  %1661 = phi <16 x float> [ %1640, %1648 ], [ %1771, %1767 ]
  %1662 = phi <16 x float> [ %1641, %1648 ], [ %1772, %1767 ]
  %1663 = phi <16 x float> [ %1642, %1648 ], [ %1773, %1767 ]
  %1664 = phi i64 [ 0, %1648 ], [ %1774, %1767 ]
  %1665 = getelementptr inbounds nuw [4 x i64], ptr %1565, i64 %1664
  %1666 = load i64, ptr %1665, align 8
  %1667 = getelementptr inbounds nuw [4 x i32], ptr %1566, i64 %1664
  %1668 = load i32, ptr %1667, align 4
  %1669 = getelementptr inbounds nuw float, ptr %1654, i64 %1664
  %1670 = and i32 %1668, 65535
  %1671 = icmp eq i32 %1670, 65535
  br i1 %1671, label %1672, label %1673

1672:                                             ; preds = %1657
  br i1 %1656, label %1677, label %1767

1673:                                             ; preds = %1657
  br i1 %1656, label %1674, label %1767

1674:                                             ; preds = %1673
  %1675 = trunc i32 %1668 to i16
  %1676 = bitcast i16 %1675 to <16 x i1>
  br label %1722

1677:                                             ; preds = %1672, %1677
  %1678 = phi <16 x float> [ %1692, %1677 ], [ %1658, %1672 ]
  %1679 = phi <16 x float> [ %1697, %1677 ], [ %1659, %1672 ]
  %1680 = phi <16 x float> [ %1702, %1677 ], [ %1660, %1672 ]
  %1681 = phi <16 x float> [ %1707, %1677 ], [ %1661, %1672 ]
  %1682 = phi <16 x float> [ %1712, %1677 ], [ %1662, %1672 ]
  %1683 = phi <16 x float> [ %1717, %1677 ], [ %1663, %1672 ]
  %1684 = phi ptr [ %1719, %1677 ], [ %1652, %1672 ]
  %1685 = phi ptr [ %1720, %1677 ], [ %1669, %1672 ]
  %1686 = phi i64 [ %1718, %1677 ], [ %1644, %1672 ]
  %1687 = getelementptr inbounds float, ptr %1684, i64 %1666
  %1688 = load <16 x float>, ptr %1687, align 1
  %1689 = load float, ptr %1685, align 4
  %1690 = insertelement <16 x float> poison, float %1689, i64 0
  %1691 = shufflevector <16 x float> %1690, <16 x float> poison, <16 x i32> zeroinitializer
  %1692 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1688, <16 x float> %1691, <16 x float> %1678)
  %1693 = getelementptr inbounds float, ptr %1685, i64 %73
  %1694 = load float, ptr %1693, align 4
  %1695 = insertelement <16 x float> poison, float %1694, i64 0
  %1696 = shufflevector <16 x float> %1695, <16 x float> poison, <16 x i32> zeroinitializer
  %1697 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1688, <16 x float> %1696, <16 x float> %1679)
  %1698 = getelementptr inbounds i8, ptr %1685, i64 %83
  %1699 = load float, ptr %1698, align 4
  %1700 = insertelement <16 x float> poison, float %1699, i64 0
  %1701 = shufflevector <16 x float> %1700, <16 x float> poison, <16 x i32> zeroinitializer
  %1702 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1688, <16 x float> %1701, <16 x float> %1680)
  %1703 = getelementptr inbounds i8, ptr %1685, i64 %84
  %1704 = load float, ptr %1703, align 4
  %1705 = insertelement <16 x float> poison, float %1704, i64 0
  %1706 = shufflevector <16 x float> %1705, <16 x float> poison, <16 x i32> zeroinitializer
  %1707 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1688, <16 x float> %1706, <16 x float> %1681)
  %1708 = getelementptr inbounds i8, ptr %1685, i64 %85
  %1709 = load float, ptr %1708, align 4
  %1710 = insertelement <16 x float> poison, float %1709, i64 0
  %1711 = shufflevector <16 x float> %1710, <16 x float> poison, <16 x i32> zeroinitializer
  %1712 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1688, <16 x float> %1711, <16 x float> %1682)
  %1713 = getelementptr inbounds i8, ptr %1685, i64 %86
  %1714 = load float, ptr %1713, align 4
  %1715 = insertelement <16 x float> poison, float %1714, i64 0
  %1716 = shufflevector <16 x float> %1715, <16 x float> poison, <16 x i32> zeroinitializer
  %1717 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1688, <16 x float> %1716, <16 x float> %1683)
  %1718 = add nuw nsw i64 %1686, 1
  %1719 = getelementptr inbounds float, ptr %1684, i64 %70
  %1720 = getelementptr inbounds nuw float, ptr %1685, i64 %71
  %1721 = icmp eq i64 %1718, %1646
  br i1 %1721, label %1767, label %1677

1722:                                             ; preds = %1674, %1722
  %1723 = phi <16 x float> [ %1658, %1674 ], [ %1737, %1722 ]
  %1724 = phi <16 x float> [ %1659, %1674 ], [ %1742, %1722 ]
  %1725 = phi <16 x float> [ %1660, %1674 ], [ %1747, %1722 ]
  %1726 = phi <16 x float> [ %1661, %1674 ], [ %1752, %1722 ]
  %1727 = phi <16 x float> [ %1662, %1674 ], [ %1757, %1722 ]
  %1728 = phi <16 x float> [ %1663, %1674 ], [ %1762, %1722 ]
  %1729 = phi i64 [ %1644, %1674 ], [ %1763, %1722 ]
  %1730 = phi ptr [ %1652, %1674 ], [ %1764, %1722 ]
  %1731 = phi ptr [ %1669, %1674 ], [ %1765, %1722 ]
  %1732 = getelementptr inbounds float, ptr %1730, i64 %1666
  %1733 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1732, <16 x i1> %1676, <16 x float> zeroinitializer)
  %1734 = load float, ptr %1731, align 4
  %1735 = insertelement <16 x float> poison, float %1734, i64 0
  %1736 = shufflevector <16 x float> %1735, <16 x float> poison, <16 x i32> zeroinitializer
  %1737 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1733, <16 x float> %1736, <16 x float> %1723)
  %1738 = getelementptr inbounds float, ptr %1731, i64 %73
  %1739 = load float, ptr %1738, align 4
  %1740 = insertelement <16 x float> poison, float %1739, i64 0
  %1741 = shufflevector <16 x float> %1740, <16 x float> poison, <16 x i32> zeroinitializer
  %1742 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1733, <16 x float> %1741, <16 x float> %1724)
  %1743 = getelementptr inbounds i8, ptr %1731, i64 %79
  %1744 = load float, ptr %1743, align 4
  %1745 = insertelement <16 x float> poison, float %1744, i64 0
  %1746 = shufflevector <16 x float> %1745, <16 x float> poison, <16 x i32> zeroinitializer
  %1747 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1733, <16 x float> %1746, <16 x float> %1725)
  %1748 = getelementptr inbounds i8, ptr %1731, i64 %80
  %1749 = load float, ptr %1748, align 4
  %1750 = insertelement <16 x float> poison, float %1749, i64 0
  %1751 = shufflevector <16 x float> %1750, <16 x float> poison, <16 x i32> zeroinitializer
  %1752 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1733, <16 x float> %1751, <16 x float> %1726)
  %1753 = getelementptr inbounds i8, ptr %1731, i64 %81
  %1754 = load float, ptr %1753, align 4
  %1755 = insertelement <16 x float> poison, float %1754, i64 0
  %1756 = shufflevector <16 x float> %1755, <16 x float> poison, <16 x i32> zeroinitializer
  %1757 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1733, <16 x float> %1756, <16 x float> %1727)
  %1758 = getelementptr inbounds i8, ptr %1731, i64 %82
  %1759 = load float, ptr %1758, align 4
  %1760 = insertelement <16 x float> poison, float %1759, i64 0
  %1761 = shufflevector <16 x float> %1760, <16 x float> poison, <16 x i32> zeroinitializer
  %1762 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1733, <16 x float> %1761, <16 x float> %1728)
  %1763 = add nuw nsw i64 %1729, 1
  %1764 = getelementptr inbounds float, ptr %1730, i64 %70
  %1765 = getelementptr inbounds nuw float, ptr %1731, i64 %71
  %1766 = icmp eq i64 %1763, %1646
  br i1 %1766, label %1767, label %1722

1767:                                             ; preds = %1722, %1677, %1672, %1673
  %1768 = phi <16 x float> [ %1658, %1673 ], [ %1658, %1672 ], [ %1692, %1677 ], [ %1737, %1722 ]
  %1769 = phi <16 x float> [ %1659, %1673 ], [ %1659, %1672 ], [ %1697, %1677 ], [ %1742, %1722 ]
  %1770 = phi <16 x float> [ %1660, %1673 ], [ %1660, %1672 ], [ %1702, %1677 ], [ %1747, %1722 ]
  %1771 = phi <16 x float> [ %1661, %1673 ], [ %1661, %1672 ], [ %1707, %1677 ], [ %1752, %1722 ]
  %1772 = phi <16 x float> [ %1662, %1673 ], [ %1662, %1672 ], [ %1712, %1677 ], [ %1757, %1722 ]
  %1773 = phi <16 x float> [ %1663, %1673 ], [ %1663, %1672 ], [ %1717, %1677 ], [ %1762, %1722 ]
  %1774 = add nuw nsw i64 %1664, 1
  %1775 = icmp eq i64 %1774, %71
  br i1 %1775, label %1615, label %1657

1776:                                             ; preds = %1624
  %1777 = getelementptr inbounds float, ptr %212, i64 %1632
  switch i64 %87, label %1317 [
    i64 1, label %1778
    i64 2, label %1781
    i64 3, label %1788
    i64 0, label %1833
  ]

1778:                                             ; preds = %1776
  %1779 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1777, <16 x i1> %1634, <16 x float> zeroinitializer)
  %1780 = fadd <16 x float> %1625, %1779
  br label %1795

1781:                                             ; preds = %1776
  %1782 = bitcast <16 x float> %1625 to <8 x i64>
  %1783 = or <8 x i64> %1782, %78
  %1784 = fcmp oeq <16 x float> %1625, %51
  %1785 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1625, i32 4)
  %1786 = bitcast <8 x i64> %1783 to <16 x float>
  %1787 = select <16 x i1> %1784, <16 x float> %1786, <16 x float> %1785
  br label %1795

1788:                                             ; preds = %1776
  %1789 = bitcast <16 x float> %1625 to <8 x i64>
  %1790 = and <8 x i64> %1789, %77
  %1791 = fcmp oeq <16 x float> %1625, %48
  %1792 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1625, i32 4)
  %1793 = bitcast <8 x i64> %1790 to <16 x float>
  %1794 = select <16 x i1> %1791, <16 x float> %1793, <16 x float> %1792
  br label %1795

1795:                                             ; preds = %1788, %1781, %1778
  %1796 = phi <16 x float> [ %1780, %1778 ], [ %1787, %1781 ], [ %1794, %1788 ]
  switch i64 %89, label %1317 [
    i64 1, label %1811
    i64 2, label %1804
    i64 3, label %1797
    i64 0, label %1833
  ]

1797:                                             ; preds = %1795
  %1798 = bitcast <16 x float> %1796 to <8 x i64>
  %1799 = and <8 x i64> %1798, %77
  %1800 = fcmp oeq <16 x float> %1796, %48
  %1801 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1796, i32 4)
  %1802 = bitcast <8 x i64> %1799 to <16 x float>
  %1803 = select <16 x i1> %1800, <16 x float> %1802, <16 x float> %1801
  br label %1814

1804:                                             ; preds = %1795
  %1805 = bitcast <16 x float> %1796 to <8 x i64>
  %1806 = or <8 x i64> %1805, %78
  %1807 = fcmp oeq <16 x float> %1796, %51
  %1808 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1796, i32 4)
  %1809 = bitcast <8 x i64> %1806 to <16 x float>
  %1810 = select <16 x i1> %1807, <16 x float> %1809, <16 x float> %1808
  br label %1814

1811:                                             ; preds = %1795
  %1812 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1777, <16 x i1> %1634, <16 x float> zeroinitializer)
  %1813 = fadd <16 x float> %1796, %1812
  br label %1814

1814:                                             ; preds = %1811, %1804, %1797
  %1815 = phi <16 x float> [ %1813, %1811 ], [ %1810, %1804 ], [ %1803, %1797 ]
  switch i64 %91, label %1317 [
    i64 1, label %1830
    i64 2, label %1823
    i64 3, label %1816
    i64 0, label %1833
  ]

1816:                                             ; preds = %1814
  %1817 = bitcast <16 x float> %1815 to <8 x i64>
  %1818 = and <8 x i64> %1817, %77
  %1819 = fcmp oeq <16 x float> %1815, %48
  %1820 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1815, i32 4)
  %1821 = bitcast <8 x i64> %1818 to <16 x float>
  %1822 = select <16 x i1> %1819, <16 x float> %1821, <16 x float> %1820
  br label %1833

1823:                                             ; preds = %1814
  %1824 = bitcast <16 x float> %1815 to <8 x i64>
  %1825 = or <8 x i64> %1824, %78
  %1826 = fcmp oeq <16 x float> %1815, %51
  %1827 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1815, i32 4)
  %1828 = bitcast <8 x i64> %1825 to <16 x float>
  %1829 = select <16 x i1> %1826, <16 x float> %1828, <16 x float> %1827
  br label %1833

1830:                                             ; preds = %1814
  %1831 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1777, <16 x i1> %1634, <16 x float> zeroinitializer)
  %1832 = fadd <16 x float> %1815, %1831
  br label %1833

1833:                                             ; preds = %1776, %1795, %1814, %1830, %1823, %1816, %1624
  %1834 = phi <16 x float> [ %1625, %1624 ], [ %1625, %1776 ], [ %1815, %1814 ], [ %1796, %1795 ], [ %1832, %1830 ], [ %1829, %1823 ], [ %1822, %1816 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1834, ptr align 1 %1635, <16 x i1> %1634)
  %1835 = add nsw i64 %1631, %593
  %1836 = bitcast i16 %1563 to <16 x i1>
  %1837 = select i1 %594, <16 x i1> zeroinitializer, <16 x i1> %1836
  %1838 = getelementptr inbounds float, ptr %214, i64 %1835
  br i1 %76, label %1896, label %1839

1839:                                             ; preds = %1833
  %1840 = getelementptr inbounds float, ptr %212, i64 %1835
  switch i64 %92, label %1317 [
    i64 1, label %1855
    i64 2, label %1848
    i64 3, label %1841
    i64 0, label %1896
  ]

1841:                                             ; preds = %1839
  %1842 = bitcast <16 x float> %1626 to <8 x i64>
  %1843 = and <8 x i64> %1842, %77
  %1844 = fcmp oeq <16 x float> %1626, %48
  %1845 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1626, i32 4)
  %1846 = bitcast <8 x i64> %1843 to <16 x float>
  %1847 = select <16 x i1> %1844, <16 x float> %1846, <16 x float> %1845
  br label %1858

1848:                                             ; preds = %1839
  %1849 = bitcast <16 x float> %1626 to <8 x i64>
  %1850 = or <8 x i64> %1849, %78
  %1851 = fcmp oeq <16 x float> %1626, %51
  %1852 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1626, i32 4)
  %1853 = bitcast <8 x i64> %1850 to <16 x float>
  %1854 = select <16 x i1> %1851, <16 x float> %1853, <16 x float> %1852
  br label %1858

1855:                                             ; preds = %1839
  %1856 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1840, <16 x i1> %1837, <16 x float> zeroinitializer)
  %1857 = fadd <16 x float> %1626, %1856
  br label %1858

1858:                                             ; preds = %1855, %1848, %1841
  %1859 = phi <16 x float> [ %1857, %1855 ], [ %1854, %1848 ], [ %1847, %1841 ]
  switch i64 %94, label %1317 [
    i64 1, label %1874
    i64 2, label %1867
    i64 3, label %1860
    i64 0, label %1896
  ]

1860:                                             ; preds = %1858
  %1861 = bitcast <16 x float> %1859 to <8 x i64>
  %1862 = and <8 x i64> %1861, %77
  %1863 = fcmp oeq <16 x float> %1859, %48
  %1864 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1859, i32 4)
  %1865 = bitcast <8 x i64> %1862 to <16 x float>
  %1866 = select <16 x i1> %1863, <16 x float> %1865, <16 x float> %1864
  br label %1877

1867:                                             ; preds = %1858
  %1868 = bitcast <16 x float> %1859 to <8 x i64>
  %1869 = or <8 x i64> %1868, %78
  %1870 = fcmp oeq <16 x float> %1859, %51
  %1871 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1859, i32 4)
  %1872 = bitcast <8 x i64> %1869 to <16 x float>
  %1873 = select <16 x i1> %1870, <16 x float> %1872, <16 x float> %1871
  br label %1877

1874:                                             ; preds = %1858
  %1875 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1840, <16 x i1> %1837, <16 x float> zeroinitializer)
  %1876 = fadd <16 x float> %1859, %1875
  br label %1877

1877:                                             ; preds = %1874, %1867, %1860
  %1878 = phi <16 x float> [ %1876, %1874 ], [ %1873, %1867 ], [ %1866, %1860 ]
  switch i64 %96, label %1317 [
    i64 1, label %1893
    i64 2, label %1886
    i64 3, label %1879
    i64 0, label %1896
  ]

1879:                                             ; preds = %1877
  %1880 = bitcast <16 x float> %1878 to <8 x i64>
  %1881 = and <8 x i64> %1880, %77
  %1882 = fcmp oeq <16 x float> %1878, %48
  %1883 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1878, i32 4)
  %1884 = bitcast <8 x i64> %1881 to <16 x float>
  %1885 = select <16 x i1> %1882, <16 x float> %1884, <16 x float> %1883
  br label %1896

1886:                                             ; preds = %1877
  %1887 = bitcast <16 x float> %1878 to <8 x i64>
  %1888 = or <8 x i64> %1887, %78
  %1889 = fcmp oeq <16 x float> %1878, %51
  %1890 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1878, i32 4)
  %1891 = bitcast <8 x i64> %1888 to <16 x float>
  %1892 = select <16 x i1> %1889, <16 x float> %1891, <16 x float> %1890
  br label %1896

1893:                                             ; preds = %1877
  %1894 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1840, <16 x i1> %1837, <16 x float> zeroinitializer)
  %1895 = fadd <16 x float> %1878, %1894
  br label %1896

1896:                                             ; preds = %1833, %1839, %1858, %1877, %1893, %1886, %1879
  %1897 = phi <16 x float> [ %1885, %1879 ], [ %1626, %1839 ], [ %1878, %1877 ], [ %1859, %1858 ], [ %1895, %1893 ], [ %1892, %1886 ], [ %1626, %1833 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1897, ptr align 1 %1838, <16 x i1> %1837)
  %1898 = add nsw i64 %1631, %596
  %1899 = bitcast i16 %1563 to <16 x i1>
  %1900 = select i1 %597, <16 x i1> zeroinitializer, <16 x i1> %1899
  %1901 = getelementptr inbounds float, ptr %214, i64 %1898
  br i1 %76, label %1959, label %1902

1902:                                             ; preds = %1896
  %1903 = getelementptr inbounds float, ptr %212, i64 %1898
  switch i64 %97, label %1317 [
    i64 1, label %1918
    i64 2, label %1911
    i64 3, label %1904
    i64 0, label %1959
  ]

1904:                                             ; preds = %1902
  %1905 = bitcast <16 x float> %1627 to <8 x i64>
  %1906 = and <8 x i64> %1905, %77
  %1907 = fcmp oeq <16 x float> %1627, %48
  %1908 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1627, i32 4)
  %1909 = bitcast <8 x i64> %1906 to <16 x float>
  %1910 = select <16 x i1> %1907, <16 x float> %1909, <16 x float> %1908
  br label %1921

1911:                                             ; preds = %1902
  %1912 = bitcast <16 x float> %1627 to <8 x i64>
  %1913 = or <8 x i64> %1912, %78
  %1914 = fcmp oeq <16 x float> %1627, %51
  %1915 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1627, i32 4)
  %1916 = bitcast <8 x i64> %1913 to <16 x float>
  %1917 = select <16 x i1> %1914, <16 x float> %1916, <16 x float> %1915
  br label %1921

1918:                                             ; preds = %1902
  %1919 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1903, <16 x i1> %1900, <16 x float> zeroinitializer)
  %1920 = fadd <16 x float> %1627, %1919
  br label %1921

1921:                                             ; preds = %1918, %1911, %1904
  %1922 = phi <16 x float> [ %1920, %1918 ], [ %1917, %1911 ], [ %1910, %1904 ]
  switch i64 %99, label %1317 [
    i64 1, label %1937
    i64 2, label %1930
    i64 3, label %1923
    i64 0, label %1959
  ]

1923:                                             ; preds = %1921
  %1924 = bitcast <16 x float> %1922 to <8 x i64>
  %1925 = and <8 x i64> %1924, %77
  %1926 = fcmp oeq <16 x float> %1922, %48
  %1927 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1922, i32 4)
  %1928 = bitcast <8 x i64> %1925 to <16 x float>
  %1929 = select <16 x i1> %1926, <16 x float> %1928, <16 x float> %1927
  br label %1940

1930:                                             ; preds = %1921
  %1931 = bitcast <16 x float> %1922 to <8 x i64>
  %1932 = or <8 x i64> %1931, %78
  %1933 = fcmp oeq <16 x float> %1922, %51
  %1934 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1922, i32 4)
  %1935 = bitcast <8 x i64> %1932 to <16 x float>
  %1936 = select <16 x i1> %1933, <16 x float> %1935, <16 x float> %1934
  br label %1940

1937:                                             ; preds = %1921
  %1938 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1903, <16 x i1> %1900, <16 x float> zeroinitializer)
  %1939 = fadd <16 x float> %1922, %1938
  br label %1940

1940:                                             ; preds = %1937, %1930, %1923
  %1941 = phi <16 x float> [ %1939, %1937 ], [ %1936, %1930 ], [ %1929, %1923 ]
  switch i64 %101, label %1317 [
    i64 1, label %1956
    i64 2, label %1949
    i64 3, label %1942
    i64 0, label %1959
  ]

1942:                                             ; preds = %1940
  %1943 = bitcast <16 x float> %1941 to <8 x i64>
  %1944 = and <8 x i64> %1943, %77
  %1945 = fcmp oeq <16 x float> %1941, %48
  %1946 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1941, i32 4)
  %1947 = bitcast <8 x i64> %1944 to <16 x float>
  %1948 = select <16 x i1> %1945, <16 x float> %1947, <16 x float> %1946
  br label %1959

1949:                                             ; preds = %1940
  %1950 = bitcast <16 x float> %1941 to <8 x i64>
  %1951 = or <8 x i64> %1950, %78
  %1952 = fcmp oeq <16 x float> %1941, %51
  %1953 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1941, i32 4)
  %1954 = bitcast <8 x i64> %1951 to <16 x float>
  %1955 = select <16 x i1> %1952, <16 x float> %1954, <16 x float> %1953
  br label %1959

1956:                                             ; preds = %1940
  %1957 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1903, <16 x i1> %1900, <16 x float> zeroinitializer)
  %1958 = fadd <16 x float> %1941, %1957
  br label %1959

1959:                                             ; preds = %1896, %1902, %1921, %1940, %1956, %1949, %1942
  %1960 = phi <16 x float> [ %1948, %1942 ], [ %1627, %1902 ], [ %1941, %1940 ], [ %1922, %1921 ], [ %1958, %1956 ], [ %1955, %1949 ], [ %1627, %1896 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1960, ptr align 1 %1901, <16 x i1> %1900)
  %1961 = add nsw i64 %1631, %599
  %1962 = bitcast i16 %1563 to <16 x i1>
  %1963 = select i1 %600, <16 x i1> zeroinitializer, <16 x i1> %1962
  %1964 = getelementptr inbounds float, ptr %214, i64 %1961
  br i1 %76, label %2022, label %1965

1965:                                             ; preds = %1959
  %1966 = getelementptr inbounds float, ptr %212, i64 %1961
  switch i64 %102, label %1317 [
    i64 1, label %1981
    i64 2, label %1974
    i64 3, label %1967
    i64 0, label %2022
  ]

1967:                                             ; preds = %1965
  %1968 = bitcast <16 x float> %1628 to <8 x i64>
  %1969 = and <8 x i64> %1968, %77
  %1970 = fcmp oeq <16 x float> %1628, %48
  %1971 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1628, i32 4)
  %1972 = bitcast <8 x i64> %1969 to <16 x float>
  %1973 = select <16 x i1> %1970, <16 x float> %1972, <16 x float> %1971
  br label %1984

1974:                                             ; preds = %1965
  %1975 = bitcast <16 x float> %1628 to <8 x i64>
  %1976 = or <8 x i64> %1975, %78
  %1977 = fcmp oeq <16 x float> %1628, %51
  %1978 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1628, i32 4)
  %1979 = bitcast <8 x i64> %1976 to <16 x float>
  %1980 = select <16 x i1> %1977, <16 x float> %1979, <16 x float> %1978
  br label %1984

1981:                                             ; preds = %1965
  %1982 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1966, <16 x i1> %1963, <16 x float> zeroinitializer)
  %1983 = fadd <16 x float> %1628, %1982
  br label %1984

1984:                                             ; preds = %1981, %1974, %1967
  %1985 = phi <16 x float> [ %1983, %1981 ], [ %1980, %1974 ], [ %1973, %1967 ]
  switch i64 %104, label %1317 [
    i64 1, label %2000
    i64 2, label %1993
    i64 3, label %1986
    i64 0, label %2022
  ]

1986:                                             ; preds = %1984
  %1987 = bitcast <16 x float> %1985 to <8 x i64>
  %1988 = and <8 x i64> %1987, %77
  %1989 = fcmp oeq <16 x float> %1985, %48
  %1990 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1985, i32 4)
  %1991 = bitcast <8 x i64> %1988 to <16 x float>
  %1992 = select <16 x i1> %1989, <16 x float> %1991, <16 x float> %1990
  br label %2003

1993:                                             ; preds = %1984
  %1994 = bitcast <16 x float> %1985 to <8 x i64>
  %1995 = or <8 x i64> %1994, %78
  %1996 = fcmp oeq <16 x float> %1985, %51
  %1997 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1985, i32 4)
  %1998 = bitcast <8 x i64> %1995 to <16 x float>
  %1999 = select <16 x i1> %1996, <16 x float> %1998, <16 x float> %1997
  br label %2003

2000:                                             ; preds = %1984
  %2001 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1966, <16 x i1> %1963, <16 x float> zeroinitializer)
  %2002 = fadd <16 x float> %1985, %2001
  br label %2003

2003:                                             ; preds = %2000, %1993, %1986
  %2004 = phi <16 x float> [ %2002, %2000 ], [ %1999, %1993 ], [ %1992, %1986 ]
  switch i64 %106, label %1317 [
    i64 1, label %2019
    i64 2, label %2012
    i64 3, label %2005
    i64 0, label %2022
  ]

2005:                                             ; preds = %2003
  %2006 = bitcast <16 x float> %2004 to <8 x i64>
  %2007 = and <8 x i64> %2006, %77
  %2008 = fcmp oeq <16 x float> %2004, %48
  %2009 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %2004, i32 4)
  %2010 = bitcast <8 x i64> %2007 to <16 x float>
  %2011 = select <16 x i1> %2008, <16 x float> %2010, <16 x float> %2009
  br label %2022

2012:                                             ; preds = %2003
  %2013 = bitcast <16 x float> %2004 to <8 x i64>
  %2014 = or <8 x i64> %2013, %78
  %2015 = fcmp oeq <16 x float> %2004, %51
  %2016 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %2004, i32 4)
  %2017 = bitcast <8 x i64> %2014 to <16 x float>
  %2018 = select <16 x i1> %2015, <16 x float> %2017, <16 x float> %2016
  br label %2022

2019:                                             ; preds = %2003
  %2020 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1966, <16 x i1> %1963, <16 x float> zeroinitializer)
  %2021 = fadd <16 x float> %2004, %2020
  br label %2022

2022:                                             ; preds = %1959, %1965, %1984, %2003, %2019, %2012, %2005
  %2023 = phi <16 x float> [ %2011, %2005 ], [ %1628, %1965 ], [ %2004, %2003 ], [ %1985, %1984 ], [ %2021, %2019 ], [ %2018, %2012 ], [ %1628, %1959 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2023, ptr align 1 %1964, <16 x i1> %1963)
  %2024 = add nsw i64 %1631, %602
  %2025 = bitcast i16 %1563 to <16 x i1>
  %2026 = select i1 %603, <16 x i1> zeroinitializer, <16 x i1> %2025
  %2027 = getelementptr inbounds float, ptr %214, i64 %2024
  br i1 %76, label %2085, label %2028

2028:                                             ; preds = %2022
  %2029 = getelementptr inbounds float, ptr %212, i64 %2024
  switch i64 %107, label %1317 [
    i64 1, label %2044
    i64 2, label %2037
    i64 3, label %2030
    i64 0, label %2085
  ]

2030:                                             ; preds = %2028
  %2031 = bitcast <16 x float> %1629 to <8 x i64>
  %2032 = and <8 x i64> %2031, %77
  %2033 = fcmp oeq <16 x float> %1629, %48
  %2034 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1629, i32 4)
  %2035 = bitcast <8 x i64> %2032 to <16 x float>
  %2036 = select <16 x i1> %2033, <16 x float> %2035, <16 x float> %2034
  br label %2047

2037:                                             ; preds = %2028
  %2038 = bitcast <16 x float> %1629 to <8 x i64>
  %2039 = or <8 x i64> %2038, %78
  %2040 = fcmp oeq <16 x float> %1629, %51
  %2041 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1629, i32 4)
  %2042 = bitcast <8 x i64> %2039 to <16 x float>
  %2043 = select <16 x i1> %2040, <16 x float> %2042, <16 x float> %2041
  br label %2047

2044:                                             ; preds = %2028
  %2045 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2029, <16 x i1> %2026, <16 x float> zeroinitializer)
  %2046 = fadd <16 x float> %1629, %2045
  br label %2047

2047:                                             ; preds = %2044, %2037, %2030
  %2048 = phi <16 x float> [ %2046, %2044 ], [ %2043, %2037 ], [ %2036, %2030 ]
  switch i64 %109, label %1317 [
    i64 1, label %2063
    i64 2, label %2056
    i64 3, label %2049
    i64 0, label %2085
  ]

2049:                                             ; preds = %2047
  %2050 = bitcast <16 x float> %2048 to <8 x i64>
  %2051 = and <8 x i64> %2050, %77
  %2052 = fcmp oeq <16 x float> %2048, %48
  %2053 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %2048, i32 4)
  %2054 = bitcast <8 x i64> %2051 to <16 x float>
  %2055 = select <16 x i1> %2052, <16 x float> %2054, <16 x float> %2053
  br label %2066

2056:                                             ; preds = %2047
  %2057 = bitcast <16 x float> %2048 to <8 x i64>
  %2058 = or <8 x i64> %2057, %78
  %2059 = fcmp oeq <16 x float> %2048, %51
  %2060 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %2048, i32 4)
  %2061 = bitcast <8 x i64> %2058 to <16 x float>
  %2062 = select <16 x i1> %2059, <16 x float> %2061, <16 x float> %2060
  br label %2066

2063:                                             ; preds = %2047
  %2064 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2029, <16 x i1> %2026, <16 x float> zeroinitializer)
  %2065 = fadd <16 x float> %2048, %2064
  br label %2066

2066:                                             ; preds = %2063, %2056, %2049
  %2067 = phi <16 x float> [ %2065, %2063 ], [ %2062, %2056 ], [ %2055, %2049 ]
  switch i64 %111, label %1317 [
    i64 1, label %2082
    i64 2, label %2075
    i64 3, label %2068
    i64 0, label %2085
  ]

2068:                                             ; preds = %2066
  %2069 = bitcast <16 x float> %2067 to <8 x i64>
  %2070 = and <8 x i64> %2069, %77
  %2071 = fcmp oeq <16 x float> %2067, %48
  %2072 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %2067, i32 4)
  %2073 = bitcast <8 x i64> %2070 to <16 x float>
  %2074 = select <16 x i1> %2071, <16 x float> %2073, <16 x float> %2072
  br label %2085

2075:                                             ; preds = %2066
  %2076 = bitcast <16 x float> %2067 to <8 x i64>
  %2077 = or <8 x i64> %2076, %78
  %2078 = fcmp oeq <16 x float> %2067, %51
  %2079 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %2067, i32 4)
  %2080 = bitcast <8 x i64> %2077 to <16 x float>
  %2081 = select <16 x i1> %2078, <16 x float> %2080, <16 x float> %2079
  br label %2085

2082:                                             ; preds = %2066
  %2083 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2029, <16 x i1> %2026, <16 x float> zeroinitializer)
  %2084 = fadd <16 x float> %2067, %2083
  br label %2085

2085:                                             ; preds = %2022, %2028, %2047, %2066, %2082, %2075, %2068
  %2086 = phi <16 x float> [ %2074, %2068 ], [ %1629, %2028 ], [ %2067, %2066 ], [ %2048, %2047 ], [ %2084, %2082 ], [ %2081, %2075 ], [ %1629, %2022 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2086, ptr align 1 %2027, <16 x i1> %2026)
  %2087 = add nsw i64 %1631, %605
  %2088 = bitcast i16 %1563 to <16 x i1>
  %2089 = select i1 %606, <16 x i1> zeroinitializer, <16 x i1> %2088
  %2090 = getelementptr inbounds float, ptr %214, i64 %2087
  br i1 %76, label %2148, label %2091

2091:                                             ; preds = %2085
  %2092 = getelementptr inbounds float, ptr %212, i64 %2087
  switch i64 %112, label %1317 [
    i64 1, label %2107
    i64 2, label %2100
    i64 3, label %2093
    i64 0, label %2148
  ]

2093:                                             ; preds = %2091
  %2094 = bitcast <16 x float> %1630 to <8 x i64>
  %2095 = and <8 x i64> %2094, %77
  %2096 = fcmp oeq <16 x float> %1630, %48
  %2097 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1630, i32 4)
  %2098 = bitcast <8 x i64> %2095 to <16 x float>
  %2099 = select <16 x i1> %2096, <16 x float> %2098, <16 x float> %2097
  br label %2110

2100:                                             ; preds = %2091
  %2101 = bitcast <16 x float> %1630 to <8 x i64>
  %2102 = or <8 x i64> %2101, %78
  %2103 = fcmp oeq <16 x float> %1630, %51
  %2104 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1630, i32 4)
  %2105 = bitcast <8 x i64> %2102 to <16 x float>
  %2106 = select <16 x i1> %2103, <16 x float> %2105, <16 x float> %2104
  br label %2110

2107:                                             ; preds = %2091
  %2108 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2092, <16 x i1> %2089, <16 x float> zeroinitializer)
  %2109 = fadd <16 x float> %1630, %2108
  br label %2110

2110:                                             ; preds = %2107, %2100, %2093
  %2111 = phi <16 x float> [ %2109, %2107 ], [ %2106, %2100 ], [ %2099, %2093 ]
  switch i64 %114, label %1317 [
    i64 1, label %2126
    i64 2, label %2119
    i64 3, label %2112
    i64 0, label %2148
  ]

2112:                                             ; preds = %2110
  %2113 = bitcast <16 x float> %2111 to <8 x i64>
  %2114 = and <8 x i64> %2113, %77
  %2115 = fcmp oeq <16 x float> %2111, %48
  %2116 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %2111, i32 4)
  %2117 = bitcast <8 x i64> %2114 to <16 x float>
  %2118 = select <16 x i1> %2115, <16 x float> %2117, <16 x float> %2116
  br label %2129

2119:                                             ; preds = %2110
  %2120 = bitcast <16 x float> %2111 to <8 x i64>
  %2121 = or <8 x i64> %2120, %78
  %2122 = fcmp oeq <16 x float> %2111, %51
  %2123 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %2111, i32 4)
  %2124 = bitcast <8 x i64> %2121 to <16 x float>
  %2125 = select <16 x i1> %2122, <16 x float> %2124, <16 x float> %2123
  br label %2129

2126:                                             ; preds = %2110
  %2127 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2092, <16 x i1> %2089, <16 x float> zeroinitializer)
  %2128 = fadd <16 x float> %2111, %2127
  br label %2129

2129:                                             ; preds = %2126, %2119, %2112
  %2130 = phi <16 x float> [ %2128, %2126 ], [ %2125, %2119 ], [ %2118, %2112 ]
  switch i64 %116, label %1317 [
    i64 1, label %2145
    i64 2, label %2138
    i64 3, label %2131
    i64 0, label %2148
  ]

2131:                                             ; preds = %2129
  %2132 = bitcast <16 x float> %2130 to <8 x i64>
  %2133 = and <8 x i64> %2132, %77
  %2134 = fcmp oeq <16 x float> %2130, %48
  %2135 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %2130, i32 4)
  %2136 = bitcast <8 x i64> %2133 to <16 x float>
  %2137 = select <16 x i1> %2134, <16 x float> %2136, <16 x float> %2135
  br label %2148

2138:                                             ; preds = %2129
  %2139 = bitcast <16 x float> %2130 to <8 x i64>
  %2140 = or <8 x i64> %2139, %78
  %2141 = fcmp oeq <16 x float> %2130, %51
  %2142 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %2130, i32 4)
  %2143 = bitcast <8 x i64> %2140 to <16 x float>
  %2144 = select <16 x i1> %2141, <16 x float> %2143, <16 x float> %2142
  br label %2148

2145:                                             ; preds = %2129
  %2146 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2092, <16 x i1> %2089, <16 x float> zeroinitializer)
  %2147 = fadd <16 x float> %2130, %2146
  br label %2148

2148:                                             ; preds = %2085, %2091, %2110, %2129, %2145, %2138, %2131
  %2149 = phi <16 x float> [ %2137, %2131 ], [ %1630, %2091 ], [ %2130, %2129 ], [ %2111, %2110 ], [ %2147, %2145 ], [ %2144, %2138 ], [ %1630, %2085 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2149, ptr align 1 %2090, <16 x i1> %2089)
  %2150 = add nuw nsw i64 %1554, 1
  %2151 = icmp eq i64 %2150, %513
  br i1 %2151, label %2152, label %1553

2152:                                             ; preds = %2148, %563, %1552
  %2153 = add nsw i64 %558, 6
  %2154 = icmp slt i64 %2153, %202
  br i1 %2154, label %557, label %554
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_nchwk4_fma512_s2prep(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12) local_unnamed_addr {
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
define hidden void @mgxport_conv_f32_nchwk4_fma512_s2(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26, i64 noundef %27, i64 noundef %28, i64 noundef %29) local_unnamed_addr {
  %31 = alloca [7 x i32], align 16
  %32 = alloca [7 x i32], align 16
  %33 = alloca [6 x [4 x <16 x float>]], align 64
  %34 = alloca %struct.s2taps, align 8
  %35 = alloca [49 x [4 x i64]], align 16
  %36 = alloca [49 x [4 x i32]], align 16
  %37 = alloca [4 x i64], align 16
  %38 = alloca [4 x i64], align 16
  %39 = inttoptr i64 %0 to ptr
  %40 = inttoptr i64 %1 to ptr
  %41 = inttoptr i64 %22 to ptr
  %42 = inttoptr i64 %2 to ptr
  %43 = inttoptr i64 %25 to ptr
  %44 = inttoptr i64 %23 to ptr
  %45 = trunc i64 %27 to i32
  %46 = trunc i64 %28 to i32
  %47 = insertelement <16 x i32> poison, i32 %45, i64 0
  %48 = bitcast <16 x i32> %47 to <16 x float>
  %49 = shufflevector <16 x float> %48, <16 x float> poison, <16 x i32> zeroinitializer
  %50 = insertelement <16 x i32> poison, i32 %46, i64 0
  %51 = bitcast <16 x i32> %50 to <16 x float>
  %52 = shufflevector <16 x float> %51, <16 x float> poison, <16 x i32> zeroinitializer
  %53 = add i64 %13, %7
  %54 = add i64 %53, -1
  %55 = sdiv i64 %54, %13
  %56 = icmp eq i64 %19, 0
  br i1 %56, label %57, label %60

57:                                               ; preds = %30
  %58 = add nsw i64 %8, 1
  %59 = sdiv i64 %58, 2
  br label %60

60:                                               ; preds = %30, %57
  %61 = phi i64 [ %59, %57 ], [ %10, %30 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  %62 = getelementptr inbounds nuw i8, ptr %34, i64 336
  store i64 %61, ptr %62, align 8
  %63 = icmp sgt i64 %11, 0
  br i1 %63, label %64, label %196

64:                                               ; preds = %60
  %65 = getelementptr inbounds nuw i8, ptr %34, i64 56
  %66 = getelementptr inbounds nuw i8, ptr %34, i64 112
  %67 = shl i64 %55, 1
  %68 = mul i64 %67, %61
  %69 = icmp ult i64 %11, 4
  br i1 %69, label %194, label %70

70:                                               ; preds = %64
  %71 = and i64 %11, 9223372036854775804
  %72 = insertelement <4 x i64> poison, i64 %68, i64 0
  %73 = shufflevector <4 x i64> %72, <4 x i64> poison, <4 x i32> zeroinitializer
  %74 = insertelement <4 x i64> poison, i64 %15, i64 0
  %75 = shufflevector <4 x i64> %74, <4 x i64> poison, <4 x i32> zeroinitializer
  %76 = insertelement <4 x i64> poison, i64 %13, i64 0
  %77 = shufflevector <4 x i64> %76, <4 x i64> poison, <4 x i32> zeroinitializer
  %78 = insertelement <4 x i64> poison, i64 %7, i64 0
  %79 = shufflevector <4 x i64> %78, <4 x i64> poison, <4 x i32> zeroinitializer
  %80 = insertelement <4 x i64> poison, i64 %53, i64 0
  %81 = shufflevector <4 x i64> %80, <4 x i64> poison, <4 x i32> zeroinitializer
  %82 = insertelement <4 x i64> poison, i64 %55, i64 0
  %83 = shufflevector <4 x i64> %82, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %84

84:                                               ; preds = %181, %70
  %85 = phi i64 [ 0, %70 ], [ %189, %181 ]
  %86 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %70 ], [ %190, %181 ]
  %87 = sub nsw <4 x i64> %86, %75
  %88 = icmp sgt <4 x i64> %87, splat (i64 -1)
  %89 = xor <4 x i1> %88, splat (i1 true)
  %90 = xor <4 x i64> %87, splat (i64 -1)
  %91 = add <4 x i64> %77, %90
  %92 = extractelement <4 x i1> %89, i64 0
  br i1 %92, label %93, label %97

93:                                               ; preds = %84
  %94 = extractelement <4 x i64> %91, i64 0
  %95 = sdiv i64 %94, %13
  %96 = insertelement <4 x i64> poison, i64 %95, i64 0
  br label %97

97:                                               ; preds = %93, %84
  %98 = phi <4 x i64> [ poison, %84 ], [ %96, %93 ]
  %99 = extractelement <4 x i1> %89, i64 1
  br i1 %99, label %100, label %104

100:                                              ; preds = %97
  %101 = extractelement <4 x i64> %91, i64 1
  %102 = sdiv i64 %101, %13
  %103 = insertelement <4 x i64> %98, i64 %102, i64 1
  br label %104

104:                                              ; preds = %100, %97
  %105 = phi <4 x i64> [ %98, %97 ], [ %103, %100 ]
  %106 = extractelement <4 x i1> %89, i64 2
  br i1 %106, label %107, label %111

107:                                              ; preds = %104
  %108 = extractelement <4 x i64> %91, i64 2
  %109 = sdiv i64 %108, %13
  %110 = insertelement <4 x i64> %105, i64 %109, i64 2
  br label %111

111:                                              ; preds = %107, %104
  %112 = phi <4 x i64> [ %105, %104 ], [ %110, %107 ]
  %113 = extractelement <4 x i1> %89, i64 3
  br i1 %113, label %114, label %118

114:                                              ; preds = %111
  %115 = extractelement <4 x i64> %91, i64 3
  %116 = sdiv i64 %115, %13
  %117 = insertelement <4 x i64> %112, i64 %116, i64 3
  br label %118

118:                                              ; preds = %114, %111
  %119 = phi <4 x i64> [ %112, %111 ], [ %117, %114 ]
  %120 = sub nsw <4 x i64> zeroinitializer, %119
  %121 = extractelement <4 x i1> %88, i64 0
  br i1 %121, label %122, label %126

122:                                              ; preds = %118
  %123 = extractelement <4 x i64> %87, i64 0
  %124 = sdiv i64 %123, %13
  %125 = insertelement <4 x i64> poison, i64 %124, i64 0
  br label %126

126:                                              ; preds = %122, %118
  %127 = phi <4 x i64> [ poison, %118 ], [ %125, %122 ]
  %128 = extractelement <4 x i1> %88, i64 1
  br i1 %128, label %129, label %133

129:                                              ; preds = %126
  %130 = extractelement <4 x i64> %87, i64 1
  %131 = sdiv i64 %130, %13
  %132 = insertelement <4 x i64> %127, i64 %131, i64 1
  br label %133

133:                                              ; preds = %129, %126
  %134 = phi <4 x i64> [ %127, %126 ], [ %132, %129 ]
  %135 = extractelement <4 x i1> %88, i64 2
  br i1 %135, label %136, label %140

136:                                              ; preds = %133
  %137 = extractelement <4 x i64> %87, i64 2
  %138 = sdiv i64 %137, %13
  %139 = insertelement <4 x i64> %134, i64 %138, i64 2
  br label %140

140:                                              ; preds = %136, %133
  %141 = phi <4 x i64> [ %134, %133 ], [ %139, %136 ]
  %142 = extractelement <4 x i1> %88, i64 3
  br i1 %142, label %143, label %147

143:                                              ; preds = %140
  %144 = extractelement <4 x i64> %87, i64 3
  %145 = sdiv i64 %144, %13
  %146 = insertelement <4 x i64> %141, i64 %145, i64 3
  br label %147

147:                                              ; preds = %143, %140
  %148 = phi <4 x i64> [ %141, %140 ], [ %146, %143 ]
  %149 = select <4 x i1> %88, <4 x i64> %148, <4 x i64> %120
  %150 = mul nsw <4 x i64> %149, %77
  %151 = sub nsw <4 x i64> %87, %150
  %152 = icmp slt <4 x i64> %151, %79
  %153 = xor <4 x i64> %151, splat (i64 -1)
  %154 = add <4 x i64> %81, %153
  %155 = extractelement <4 x i1> %152, i64 0
  br i1 %155, label %156, label %160

156:                                              ; preds = %147
  %157 = extractelement <4 x i64> %154, i64 0
  %158 = sdiv i64 %157, %13
  %159 = insertelement <4 x i64> poison, i64 %158, i64 0
  br label %160

160:                                              ; preds = %156, %147
  %161 = phi <4 x i64> [ poison, %147 ], [ %159, %156 ]
  %162 = extractelement <4 x i1> %152, i64 1
  br i1 %162, label %163, label %167

163:                                              ; preds = %160
  %164 = extractelement <4 x i64> %154, i64 1
  %165 = sdiv i64 %164, %13
  %166 = insertelement <4 x i64> %161, i64 %165, i64 1
  br label %167

167:                                              ; preds = %163, %160
  %168 = phi <4 x i64> [ %161, %160 ], [ %166, %163 ]
  %169 = extractelement <4 x i1> %152, i64 2
  br i1 %169, label %170, label %174

170:                                              ; preds = %167
  %171 = extractelement <4 x i64> %154, i64 2
  %172 = sdiv i64 %171, %13
  %173 = insertelement <4 x i64> %168, i64 %172, i64 2
  br label %174

174:                                              ; preds = %170, %167
  %175 = phi <4 x i64> [ %168, %167 ], [ %173, %170 ]
  %176 = extractelement <4 x i1> %152, i64 3
  br i1 %176, label %177, label %181

177:                                              ; preds = %174
  %178 = extractelement <4 x i64> %154, i64 3
  %179 = sdiv i64 %178, %13
  %180 = insertelement <4 x i64> %175, i64 %179, i64 3
  br label %181

181:                                              ; preds = %177, %174
  %182 = phi <4 x i64> [ %175, %174 ], [ %180, %177 ]
  %183 = select <4 x i1> %152, <4 x i64> %182, <4 x i64> zeroinitializer
  %184 = mul <4 x i64> %73, %151
  %185 = getelementptr inbounds nuw i64, ptr %34, i64 %85
  store <4 x i64> %184, ptr %185, align 8
  %186 = getelementptr inbounds nuw i64, ptr %65, i64 %85
  store <4 x i64> %149, ptr %186, align 8
  %187 = tail call <4 x i64> @llvm.smin.v4i64(<4 x i64> %183, <4 x i64> %83)
  %188 = getelementptr inbounds nuw i64, ptr %66, i64 %85
  store <4 x i64> %187, ptr %188, align 8
  %189 = add nuw i64 %85, 4
  %190 = add nuw nsw <4 x i64> %86, splat (i64 4)
  %191 = icmp eq i64 %189, %71
  br i1 %191, label %192, label %84

192:                                              ; preds = %181
  %193 = icmp eq i64 %11, %71
  br i1 %193, label %196, label %194

194:                                              ; preds = %64, %192
  %195 = phi i64 [ 0, %64 ], [ %71, %192 ]
  br label %204

196:                                              ; preds = %224, %192, %60
  %197 = icmp sgt i64 %12, 0
  br i1 %197, label %198, label %260

198:                                              ; preds = %196
  %199 = add i64 %8, 2
  %200 = mul i64 %61, %55
  %201 = getelementptr inbounds nuw i8, ptr %34, i64 168
  %202 = getelementptr inbounds nuw i8, ptr %34, i64 224
  %203 = getelementptr inbounds nuw i8, ptr %34, i64 280
  br label %233

204:                                              ; preds = %194, %224
  %205 = phi i64 [ %231, %224 ], [ %195, %194 ]
  %206 = sub nsw i64 %205, %15
  %207 = icmp sgt i64 %206, -1
  br i1 %207, label %208, label %210

208:                                              ; preds = %204
  %209 = sdiv i64 %206, %13
  br label %215

210:                                              ; preds = %204
  %211 = xor i64 %206, -1
  %212 = add i64 %13, %211
  %213 = sdiv i64 %212, %13
  %214 = sub nsw i64 0, %213
  br label %215

215:                                              ; preds = %210, %208
  %216 = phi i64 [ %209, %208 ], [ %214, %210 ]
  %217 = mul nsw i64 %216, %13
  %218 = sub nsw i64 %206, %217
  %219 = icmp slt i64 %218, %7
  br i1 %219, label %220, label %224

220:                                              ; preds = %215
  %221 = xor i64 %218, -1
  %222 = add i64 %53, %221
  %223 = sdiv i64 %222, %13
  br label %224

224:                                              ; preds = %220, %215
  %225 = phi i64 [ %223, %220 ], [ 0, %215 ]
  %226 = mul i64 %68, %218
  %227 = getelementptr inbounds nuw i64, ptr %34, i64 %205
  store i64 %226, ptr %227, align 8
  %228 = getelementptr inbounds nuw i64, ptr %65, i64 %205
  store i64 %216, ptr %228, align 8
  %229 = tail call i64 @llvm.smin.i64(i64 %225, i64 %55)
  %230 = getelementptr inbounds nuw i64, ptr %66, i64 %205
  store i64 %229, ptr %230, align 8
  %231 = add nuw nsw i64 %205, 1
  %232 = icmp eq i64 %231, %11
  br i1 %232, label %196, label %204

233:                                              ; preds = %251, %198
  %234 = phi i64 [ 0, %198 ], [ %258, %251 ]
  %235 = sub nsw i64 %234, %16
  %236 = icmp sgt i64 %235, -1
  br i1 %236, label %237, label %239

237:                                              ; preds = %233
  %238 = lshr i64 %235, 1
  br label %242

239:                                              ; preds = %233
  %240 = sub i64 1, %235
  %241 = sdiv i64 %240, -2
  br label %242

242:                                              ; preds = %239, %237
  %243 = phi i64 [ %238, %237 ], [ %241, %239 ]
  %244 = shl nsw i64 %243, 1
  %245 = sub nsw i64 %235, %244
  %246 = icmp slt i64 %245, %8
  br i1 %246, label %247, label %251

247:                                              ; preds = %242
  %248 = xor i64 %245, -1
  %249 = add i64 %199, %248
  %250 = sdiv i64 %249, 2
  br label %251

251:                                              ; preds = %247, %242
  %252 = phi i64 [ %250, %247 ], [ 0, %242 ]
  %253 = mul i64 %200, %245
  %254 = getelementptr inbounds nuw i64, ptr %201, i64 %234
  store i64 %253, ptr %254, align 8
  %255 = getelementptr inbounds nuw i64, ptr %202, i64 %234
  store i64 %243, ptr %255, align 8
  %256 = tail call i64 @llvm.smin.i64(i64 %252, i64 %61)
  %257 = getelementptr inbounds nuw i64, ptr %203, i64 %234
  store i64 %256, ptr %257, align 8
  %258 = add nuw nsw i64 %234, 1
  %259 = icmp eq i64 %258, %12
  br i1 %259, label %260, label %233

260:                                              ; preds = %251, %196
  %261 = mul nsw i64 %10, %9
  %262 = add nsw i64 %261, 15
  %263 = sdiv i64 %262, 16
  %264 = add nsw i64 %6, 5
  %265 = sdiv i64 %264, 6
  %266 = add nsw i64 %265, -1
  %267 = add i64 %266, %18
  %268 = sdiv i64 %267, %18
  %269 = add nsw i64 %263, -1
  %270 = add i64 %269, %17
  %271 = sdiv i64 %270, %17
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  %272 = mul i64 %18, 6
  %273 = icmp slt i64 %3, %4
  br i1 %273, label %274, label %403

274:                                              ; preds = %260
  %275 = shl nsw i64 %13, 1
  %276 = mul nsw i64 %55, %275
  %277 = icmp eq i64 %25, 0
  %278 = getelementptr inbounds nuw i8, ptr %34, i64 56
  %279 = getelementptr inbounds nuw i8, ptr %34, i64 112
  %280 = getelementptr inbounds nuw i8, ptr %34, i64 224
  %281 = getelementptr inbounds nuw i8, ptr %34, i64 280
  %282 = getelementptr inbounds nuw i8, ptr %34, i64 168
  %283 = add nsw i64 %6, -6
  %284 = mul nsw i64 %61, %276
  %285 = mul i64 %12, %11
  %286 = icmp eq i64 %22, 0
  %287 = mul i64 %5, %285
  %288 = icmp sgt i64 %5, 0
  %289 = icmp sgt i64 %285, 0
  %290 = icmp eq i64 %29, 0
  %291 = bitcast <16 x float> %49 to <8 x i64>
  %292 = bitcast <16 x float> %52 to <8 x i64>
  %293 = shl i64 %287, 3
  %294 = mul i64 %287, 12
  %295 = shl i64 %287, 4
  %296 = mul i64 %287, 20
  %297 = shl i64 %287, 3
  %298 = mul i64 %287, 12
  %299 = shl i64 %287, 4
  %300 = mul i64 %287, 20
  %301 = and i64 %29, 3
  %302 = lshr i64 %29, 2
  %303 = and i64 %302, 3
  %304 = lshr i64 %29, 4
  %305 = and i64 %304, 3
  %306 = and i64 %29, 3
  %307 = lshr i64 %29, 2
  %308 = and i64 %307, 3
  %309 = lshr i64 %29, 4
  %310 = and i64 %309, 3
  %311 = and i64 %29, 3
  %312 = lshr i64 %29, 2
  %313 = and i64 %312, 3
  %314 = lshr i64 %29, 4
  %315 = and i64 %314, 3
  %316 = and i64 %29, 3
  %317 = lshr i64 %29, 2
  %318 = and i64 %317, 3
  %319 = lshr i64 %29, 4
  %320 = and i64 %319, 3
  %321 = and i64 %29, 3
  %322 = lshr i64 %29, 2
  %323 = and i64 %322, 3
  %324 = lshr i64 %29, 4
  %325 = and i64 %324, 3
  %326 = and i64 %29, 3
  %327 = lshr i64 %29, 2
  %328 = and i64 %327, 3
  %329 = lshr i64 %29, 4
  %330 = and i64 %329, 3
  %331 = shl i64 %287, 3
  %332 = mul i64 %287, 12
  %333 = shl i64 %287, 4
  %334 = mul i64 %287, 20
  %335 = shl i64 %287, 3
  %336 = mul i64 %287, 12
  %337 = shl i64 %287, 4
  %338 = mul i64 %287, 20
  %339 = and i64 %29, 3
  %340 = lshr i64 %29, 2
  %341 = and i64 %340, 3
  %342 = lshr i64 %29, 4
  %343 = and i64 %342, 3
  %344 = and i64 %29, 3
  %345 = lshr i64 %29, 2
  %346 = and i64 %345, 3
  %347 = lshr i64 %29, 4
  %348 = and i64 %347, 3
  %349 = and i64 %29, 3
  %350 = lshr i64 %29, 2
  %351 = and i64 %350, 3
  %352 = lshr i64 %29, 4
  %353 = and i64 %352, 3
  %354 = and i64 %29, 3
  %355 = lshr i64 %29, 2
  %356 = and i64 %355, 3
  %357 = lshr i64 %29, 4
  %358 = and i64 %357, 3
  %359 = insertelement <4 x i64> poison, i64 %261, i64 0
  %360 = shufflevector <4 x i64> %359, <4 x i64> poison, <4 x i32> zeroinitializer
  %361 = icmp ult i64 %11, 8
  %362 = icmp ult i64 %11, 32
  %363 = and i64 %11, 24
  %364 = and i64 %11, 9223372036854775776
  %365 = icmp eq i64 %11, %364
  %366 = icmp eq i64 %363, 0
  %367 = and i64 %11, 9223372036854775800
  %368 = icmp eq i64 %11, %367
  %369 = icmp ult i64 %12, 8
  %370 = icmp ult i64 %12, 32
  %371 = and i64 %12, 24
  %372 = and i64 %12, 9223372036854775776
  %373 = icmp eq i64 %12, %372
  %374 = icmp eq i64 %371, 0
  %375 = and i64 %12, 9223372036854775800
  %376 = icmp eq i64 %12, %375
  %377 = icmp ult i64 %12, 8
  %378 = and i64 %12, 9223372036854775800
  %379 = icmp eq i64 %12, %378
  %380 = getelementptr inbounds nuw i8, ptr %33, i64 64
  %381 = getelementptr inbounds nuw i8, ptr %33, i64 128
  %382 = getelementptr inbounds nuw i8, ptr %33, i64 192
  %383 = getelementptr inbounds nuw i8, ptr %33, i64 256
  %384 = getelementptr inbounds nuw i8, ptr %33, i64 320
  %385 = getelementptr inbounds nuw i8, ptr %33, i64 384
  %386 = getelementptr inbounds nuw i8, ptr %33, i64 448
  %387 = getelementptr inbounds nuw i8, ptr %33, i64 512
  %388 = getelementptr inbounds nuw i8, ptr %33, i64 576
  %389 = getelementptr inbounds nuw i8, ptr %33, i64 640
  %390 = getelementptr inbounds nuw i8, ptr %33, i64 704
  %391 = getelementptr inbounds nuw i8, ptr %33, i64 768
  %392 = getelementptr inbounds nuw i8, ptr %33, i64 832
  %393 = getelementptr inbounds nuw i8, ptr %33, i64 896
  %394 = getelementptr inbounds nuw i8, ptr %33, i64 960
  %395 = getelementptr inbounds nuw i8, ptr %33, i64 1024
  %396 = getelementptr inbounds nuw i8, ptr %33, i64 1088
  %397 = getelementptr inbounds nuw i8, ptr %33, i64 1152
  %398 = getelementptr inbounds nuw i8, ptr %33, i64 1216
  %399 = getelementptr inbounds nuw i8, ptr %33, i64 1280
  %400 = getelementptr inbounds nuw i8, ptr %33, i64 1344
  %401 = getelementptr inbounds nuw i8, ptr %33, i64 1408
  %402 = getelementptr inbounds nuw i8, ptr %33, i64 1472
  br label %404

403:                                              ; preds = %433, %260
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  ret void

404:                                              ; preds = %274, %433
  %405 = phi i64 [ %3, %274 ], [ %434, %433 ]
  %406 = srem i64 %405, %268
  %407 = sdiv i64 %405, %268
  %408 = srem i64 %407, %271
  %409 = sdiv i64 %407, %271
  %410 = add nsw i64 %406, 1
  %411 = mul i64 %272, %410
  %412 = tail call i64 @llvm.smin.i64(i64 %411, i64 %6)
  %413 = add nsw i64 %408, 1
  %414 = mul nsw i64 %413, %17
  %415 = tail call i64 @llvm.smin.i64(i64 %414, i64 %263)
  %416 = mul nsw i64 %409, %20
  %417 = getelementptr inbounds float, ptr %39, i64 %416
  %418 = mul nsw i64 %409, %21
  %419 = getelementptr inbounds float, ptr %42, i64 %418
  %420 = mul nsw i64 %409, %26
  %421 = getelementptr inbounds float, ptr %43, i64 %420
  %422 = select i1 %277, ptr null, ptr %421
  %423 = mul nsw i64 %409, %24
  %424 = getelementptr inbounds float, ptr %44, i64 %423
  %425 = mul nsw i64 %408, %17
  %426 = mul i64 %272, %406
  %427 = icmp slt i64 %425, %415
  br i1 %427, label %428, label %433

428:                                              ; preds = %404
  %429 = add nsw i64 %415, -1
  %430 = icmp slt i64 %426, %412
  %431 = insertelement <4 x i64> poison, i64 %429, i64 0
  %432 = shufflevector <4 x i64> %431, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %436

433:                                              ; preds = %838, %404
  %434 = add i64 %405, 1
  %435 = icmp eq i64 %434, %4
  br i1 %435, label %403, label %404

436:                                              ; preds = %428, %838
  %437 = phi i64 [ %425, %428 ], [ %839, %838 ]
  %438 = sub nsw i64 %415, %437
  %439 = icmp sgt i64 %438, 3
  %440 = trunc i64 %438 to i32
  %441 = select i1 %439, i32 4, i32 %440
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  %442 = sext i32 %441 to i64
  %443 = insertelement <4 x i64> poison, i64 %437, i64 0
  %444 = shufflevector <4 x i64> %443, <4 x i64> poison, <4 x i32> zeroinitializer
  %445 = add <4 x i64> %444, <i64 0, i64 1, i64 2, i64 3>
  %446 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %445, <4 x i64> %432)
  %447 = shl nsw <4 x i64> %446, splat (i64 4)
  store <4 x i64> %447, ptr %37, align 16
  %448 = insertelement <4 x i32> poison, i32 %441, i64 0
  %449 = shufflevector <4 x i32> %448, <4 x i32> poison, <4 x i32> zeroinitializer
  %450 = icmp sgt <4 x i32> %449, <i32 0, i32 1, i32 2, i32 3>
  %451 = sub nsw <4 x i64> %360, %447
  %452 = select <4 x i1> %450, <4 x i64> %451, <4 x i64> zeroinitializer
  store <4 x i64> %452, ptr %38, align 16
  br label %453

453:                                              ; preds = %436, %771
  %454 = phi i64 [ 0, %436 ], [ %772, %771 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %32, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %31, i8 0, i64 28, i1 false)
  %455 = icmp slt i64 %454, %442
  %456 = getelementptr inbounds nuw i64, ptr %37, i64 %454
  %457 = load i64, ptr %456, align 8
  br i1 %455, label %458, label %466

458:                                              ; preds = %453
  %459 = sub nsw i64 %261, %457
  %460 = tail call i64 @llvm.smin.i64(i64 %459, i64 16)
  %461 = icmp sgt i64 %459, 0
  br i1 %461, label %462, label %466

462:                                              ; preds = %458
  %463 = srem i64 %457, %10
  %464 = sub nsw i64 0, %463
  %465 = sdiv i64 %457, %10
  br label %470

466:                                              ; preds = %703, %453, %458
  br i1 %63, label %467, label %771

467:                                              ; preds = %466
  %468 = getelementptr i64, ptr %35, i64 %454
  %469 = getelementptr i32, ptr %36, i64 %454
  br label %730

470:                                              ; preds = %462, %703
  %471 = phi i64 [ 0, %703 ], [ %464, %462 ]
  %472 = phi i64 [ %476, %703 ], [ 0, %462 ]
  %473 = phi i64 [ %704, %703 ], [ %465, %462 ]
  %474 = add i64 %471, %10
  %475 = add i64 %474, %472
  %476 = tail call i64 @llvm.smin.i64(i64 %475, i64 %460)
  br i1 %63, label %477, label %564

477:                                              ; preds = %470
  %478 = trunc i64 %476 to i32
  %479 = shl nsw i32 -1, %478
  %480 = xor i32 %479, -1
  %481 = trunc i64 %472 to i32
  %482 = shl nsw i32 -1, %481
  %483 = and i32 %482, %480
  br i1 %361, label %562, label %484

484:                                              ; preds = %477
  br i1 %362, label %540, label %485

485:                                              ; preds = %484
  %486 = insertelement <8 x i32> poison, i32 %483, i64 0
  %487 = shufflevector <8 x i32> %486, <8 x i32> poison, <8 x i32> zeroinitializer
  %488 = insertelement <8 x i64> poison, i64 %473, i64 0
  %489 = shufflevector <8 x i64> %488, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %490

490:                                              ; preds = %490, %485
  %491 = phi i64 [ 0, %485 ], [ %536, %490 ]
  %492 = getelementptr inbounds nuw i64, ptr %278, i64 %491
  %493 = getelementptr inbounds nuw i8, ptr %492, i64 64
  %494 = getelementptr inbounds nuw i8, ptr %492, i64 128
  %495 = getelementptr inbounds nuw i8, ptr %492, i64 192
  %496 = load <8 x i64>, ptr %492, align 8
  %497 = load <8 x i64>, ptr %493, align 8
  %498 = load <8 x i64>, ptr %494, align 8
  %499 = load <8 x i64>, ptr %495, align 8
  %500 = add nsw <8 x i64> %496, %489
  %501 = add nsw <8 x i64> %497, %489
  %502 = add nsw <8 x i64> %498, %489
  %503 = add nsw <8 x i64> %499, %489
  %504 = icmp sgt <8 x i64> %500, splat (i64 -1)
  %505 = icmp sgt <8 x i64> %501, splat (i64 -1)
  %506 = icmp sgt <8 x i64> %502, splat (i64 -1)
  %507 = icmp sgt <8 x i64> %503, splat (i64 -1)
  %508 = getelementptr i64, ptr %279, i64 %491
  %509 = getelementptr i8, ptr %508, i64 64
  %510 = getelementptr i8, ptr %508, i64 128
  %511 = getelementptr i8, ptr %508, i64 192
  %512 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %508, <8 x i1> %504, <8 x i64> poison)
  %513 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %509, <8 x i1> %505, <8 x i64> poison)
  %514 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %510, <8 x i1> %506, <8 x i64> poison)
  %515 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %511, <8 x i1> %507, <8 x i64> poison)
  %516 = icmp slt <8 x i64> %500, %512
  %517 = icmp slt <8 x i64> %501, %513
  %518 = icmp slt <8 x i64> %502, %514
  %519 = icmp slt <8 x i64> %503, %515
  %520 = select <8 x i1> %504, <8 x i1> %516, <8 x i1> zeroinitializer
  %521 = select <8 x i1> %505, <8 x i1> %517, <8 x i1> zeroinitializer
  %522 = select <8 x i1> %506, <8 x i1> %518, <8 x i1> zeroinitializer
  %523 = select <8 x i1> %507, <8 x i1> %519, <8 x i1> zeroinitializer
  %524 = getelementptr i32, ptr %31, i64 %491
  %525 = getelementptr i8, ptr %524, i64 32
  %526 = getelementptr i8, ptr %524, i64 64
  %527 = getelementptr i8, ptr %524, i64 96
  %528 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %524, <8 x i1> %520, <8 x i32> poison)
  %529 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %525, <8 x i1> %521, <8 x i32> poison)
  %530 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %526, <8 x i1> %522, <8 x i32> poison)
  %531 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %527, <8 x i1> %523, <8 x i32> poison)
  %532 = or <8 x i32> %528, %487
  %533 = or <8 x i32> %529, %487
  %534 = or <8 x i32> %530, %487
  %535 = or <8 x i32> %531, %487
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %532, ptr align 16 %524, <8 x i1> %520)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %533, ptr align 16 %525, <8 x i1> %521)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %534, ptr align 16 %526, <8 x i1> %522)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %535, ptr align 16 %527, <8 x i1> %523)
  %536 = add nuw i64 %491, 32
  %537 = icmp eq i64 %536, %364
  br i1 %537, label %538, label %490

538:                                              ; preds = %490
  br i1 %365, label %564, label %539

539:                                              ; preds = %538
  br i1 %366, label %562, label %540

540:                                              ; preds = %484, %539
  %541 = phi i64 [ %364, %539 ], [ 0, %484 ]
  %542 = insertelement <8 x i32> poison, i32 %483, i64 0
  %543 = shufflevector <8 x i32> %542, <8 x i32> poison, <8 x i32> zeroinitializer
  %544 = insertelement <8 x i64> poison, i64 %473, i64 0
  %545 = shufflevector <8 x i64> %544, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %546

546:                                              ; preds = %546, %540
  %547 = phi i64 [ %541, %540 ], [ %559, %546 ]
  %548 = getelementptr inbounds nuw i64, ptr %278, i64 %547
  %549 = load <8 x i64>, ptr %548, align 8
  %550 = add nsw <8 x i64> %549, %545
  %551 = icmp sgt <8 x i64> %550, splat (i64 -1)
  %552 = getelementptr i64, ptr %279, i64 %547
  %553 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %552, <8 x i1> %551, <8 x i64> poison)
  %554 = icmp slt <8 x i64> %550, %553
  %555 = select <8 x i1> %551, <8 x i1> %554, <8 x i1> zeroinitializer
  %556 = getelementptr i32, ptr %31, i64 %547
  %557 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %556, <8 x i1> %555, <8 x i32> poison)
  %558 = or <8 x i32> %557, %543
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %558, ptr align 16 %556, <8 x i1> %555)
  %559 = add nuw i64 %547, 8
  %560 = icmp eq i64 %559, %367
  br i1 %560, label %561, label %546

561:                                              ; preds = %546
  br i1 %368, label %564, label %562

562:                                              ; preds = %477, %539, %561
  %563 = phi i64 [ 0, %477 ], [ %364, %539 ], [ %367, %561 ]
  br label %686

564:                                              ; preds = %700, %538, %561, %470
  br i1 %197, label %565, label %703

565:                                              ; preds = %564
  %566 = add i64 %472, %471
  br i1 %369, label %684, label %567

567:                                              ; preds = %565
  br i1 %370, label %653, label %568

568:                                              ; preds = %567
  %569 = insertelement <8 x i64> poison, i64 %566, i64 0
  %570 = shufflevector <8 x i64> %569, <8 x i64> poison, <8 x i32> zeroinitializer
  %571 = insertelement <8 x i64> poison, i64 %472, i64 0
  %572 = shufflevector <8 x i64> %571, <8 x i64> poison, <8 x i32> zeroinitializer
  %573 = insertelement <8 x i64> poison, i64 %476, i64 0
  %574 = shufflevector <8 x i64> %573, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %575

575:                                              ; preds = %575, %568
  %576 = phi i64 [ 0, %568 ], [ %649, %575 ]
  %577 = getelementptr inbounds nuw i64, ptr %280, i64 %576
  %578 = getelementptr inbounds nuw i8, ptr %577, i64 64
  %579 = getelementptr inbounds nuw i8, ptr %577, i64 128
  %580 = getelementptr inbounds nuw i8, ptr %577, i64 192
  %581 = load <8 x i64>, ptr %577, align 8
  %582 = load <8 x i64>, ptr %578, align 8
  %583 = load <8 x i64>, ptr %579, align 8
  %584 = load <8 x i64>, ptr %580, align 8
  %585 = sub <8 x i64> %570, %581
  %586 = sub <8 x i64> %570, %582
  %587 = sub <8 x i64> %570, %583
  %588 = sub <8 x i64> %570, %584
  %589 = getelementptr inbounds nuw i64, ptr %281, i64 %576
  %590 = getelementptr inbounds nuw i8, ptr %589, i64 64
  %591 = getelementptr inbounds nuw i8, ptr %589, i64 128
  %592 = getelementptr inbounds nuw i8, ptr %589, i64 192
  %593 = load <8 x i64>, ptr %589, align 8
  %594 = load <8 x i64>, ptr %590, align 8
  %595 = load <8 x i64>, ptr %591, align 8
  %596 = load <8 x i64>, ptr %592, align 8
  %597 = add nsw <8 x i64> %585, %593
  %598 = add nsw <8 x i64> %586, %594
  %599 = add nsw <8 x i64> %587, %595
  %600 = add nsw <8 x i64> %588, %596
  %601 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %585, <8 x i64> %572)
  %602 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %586, <8 x i64> %572)
  %603 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %587, <8 x i64> %572)
  %604 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %588, <8 x i64> %572)
  %605 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %597, <8 x i64> %574)
  %606 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %598, <8 x i64> %574)
  %607 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %599, <8 x i64> %574)
  %608 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %600, <8 x i64> %574)
  %609 = icmp slt <8 x i64> %601, %605
  %610 = icmp slt <8 x i64> %602, %606
  %611 = icmp slt <8 x i64> %603, %607
  %612 = icmp slt <8 x i64> %604, %608
  %613 = trunc <8 x i64> %605 to <8 x i32>
  %614 = trunc <8 x i64> %606 to <8 x i32>
  %615 = trunc <8 x i64> %607 to <8 x i32>
  %616 = trunc <8 x i64> %608 to <8 x i32>
  %617 = shl nsw <8 x i32> splat (i32 -1), %613
  %618 = shl nsw <8 x i32> splat (i32 -1), %614
  %619 = shl nsw <8 x i32> splat (i32 -1), %615
  %620 = shl nsw <8 x i32> splat (i32 -1), %616
  %621 = xor <8 x i32> %617, splat (i32 -1)
  %622 = xor <8 x i32> %618, splat (i32 -1)
  %623 = xor <8 x i32> %619, splat (i32 -1)
  %624 = xor <8 x i32> %620, splat (i32 -1)
  %625 = trunc <8 x i64> %601 to <8 x i32>
  %626 = trunc <8 x i64> %602 to <8 x i32>
  %627 = trunc <8 x i64> %603 to <8 x i32>
  %628 = trunc <8 x i64> %604 to <8 x i32>
  %629 = shl nsw <8 x i32> splat (i32 -1), %625
  %630 = shl nsw <8 x i32> splat (i32 -1), %626
  %631 = shl nsw <8 x i32> splat (i32 -1), %627
  %632 = shl nsw <8 x i32> splat (i32 -1), %628
  %633 = and <8 x i32> %629, %621
  %634 = and <8 x i32> %630, %622
  %635 = and <8 x i32> %631, %623
  %636 = and <8 x i32> %632, %624
  %637 = getelementptr i32, ptr %32, i64 %576
  %638 = getelementptr i8, ptr %637, i64 32
  %639 = getelementptr i8, ptr %637, i64 64
  %640 = getelementptr i8, ptr %637, i64 96
  %641 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %637, <8 x i1> %609, <8 x i32> poison)
  %642 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %638, <8 x i1> %610, <8 x i32> poison)
  %643 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %639, <8 x i1> %611, <8 x i32> poison)
  %644 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %640, <8 x i1> %612, <8 x i32> poison)
  %645 = or <8 x i32> %641, %633
  %646 = or <8 x i32> %642, %634
  %647 = or <8 x i32> %643, %635
  %648 = or <8 x i32> %644, %636
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %645, ptr align 16 %637, <8 x i1> %609)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %646, ptr align 16 %638, <8 x i1> %610)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %647, ptr align 16 %639, <8 x i1> %611)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %648, ptr align 16 %640, <8 x i1> %612)
  %649 = add nuw i64 %576, 32
  %650 = icmp eq i64 %649, %372
  br i1 %650, label %651, label %575

651:                                              ; preds = %575
  br i1 %373, label %703, label %652

652:                                              ; preds = %651
  br i1 %374, label %684, label %653

653:                                              ; preds = %567, %652
  %654 = phi i64 [ %372, %652 ], [ 0, %567 ]
  %655 = insertelement <8 x i64> poison, i64 %566, i64 0
  %656 = shufflevector <8 x i64> %655, <8 x i64> poison, <8 x i32> zeroinitializer
  %657 = insertelement <8 x i64> poison, i64 %472, i64 0
  %658 = shufflevector <8 x i64> %657, <8 x i64> poison, <8 x i32> zeroinitializer
  %659 = insertelement <8 x i64> poison, i64 %476, i64 0
  %660 = shufflevector <8 x i64> %659, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %661

661:                                              ; preds = %661, %653
  %662 = phi i64 [ %654, %653 ], [ %681, %661 ]
  %663 = getelementptr inbounds nuw i64, ptr %280, i64 %662
  %664 = load <8 x i64>, ptr %663, align 8
  %665 = sub <8 x i64> %656, %664
  %666 = getelementptr inbounds nuw i64, ptr %281, i64 %662
  %667 = load <8 x i64>, ptr %666, align 8
  %668 = add nsw <8 x i64> %665, %667
  %669 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %665, <8 x i64> %658)
  %670 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %668, <8 x i64> %660)
  %671 = icmp slt <8 x i64> %669, %670
  %672 = trunc <8 x i64> %670 to <8 x i32>
  %673 = shl nsw <8 x i32> splat (i32 -1), %672
  %674 = xor <8 x i32> %673, splat (i32 -1)
  %675 = trunc <8 x i64> %669 to <8 x i32>
  %676 = shl nsw <8 x i32> splat (i32 -1), %675
  %677 = and <8 x i32> %676, %674
  %678 = getelementptr i32, ptr %32, i64 %662
  %679 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %678, <8 x i1> %671, <8 x i32> poison)
  %680 = or <8 x i32> %679, %677
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %680, ptr align 16 %678, <8 x i1> %671)
  %681 = add nuw i64 %662, 8
  %682 = icmp eq i64 %681, %375
  br i1 %682, label %683, label %661

683:                                              ; preds = %661
  br i1 %376, label %703, label %684

684:                                              ; preds = %565, %652, %683
  %685 = phi i64 [ 0, %565 ], [ %372, %652 ], [ %375, %683 ]
  br label %706

686:                                              ; preds = %562, %700
  %687 = phi i64 [ %701, %700 ], [ %563, %562 ]
  %688 = getelementptr inbounds nuw i64, ptr %278, i64 %687
  %689 = load i64, ptr %688, align 8
  %690 = add nsw i64 %689, %473
  %691 = icmp sgt i64 %690, -1
  br i1 %691, label %692, label %700

692:                                              ; preds = %686
  %693 = getelementptr inbounds nuw i64, ptr %279, i64 %687
  %694 = load i64, ptr %693, align 8
  %695 = icmp slt i64 %690, %694
  br i1 %695, label %696, label %700

696:                                              ; preds = %692
  %697 = getelementptr inbounds nuw i32, ptr %31, i64 %687
  %698 = load i32, ptr %697, align 4
  %699 = or i32 %698, %483
  store i32 %699, ptr %697, align 4
  br label %700

700:                                              ; preds = %696, %692, %686
  %701 = add nuw nsw i64 %687, 1
  %702 = icmp eq i64 %701, %11
  br i1 %702, label %564, label %686

703:                                              ; preds = %727, %651, %683, %564
  %704 = add nsw i64 %473, 1
  %705 = icmp slt i64 %475, %460
  br i1 %705, label %470, label %466

706:                                              ; preds = %684, %727
  %707 = phi i64 [ %728, %727 ], [ %685, %684 ]
  %708 = getelementptr inbounds nuw i64, ptr %280, i64 %707
  %709 = load i64, ptr %708, align 8
  %710 = sub i64 %566, %709
  %711 = getelementptr inbounds nuw i64, ptr %281, i64 %707
  %712 = load i64, ptr %711, align 8
  %713 = add nsw i64 %710, %712
  %714 = tail call i64 @llvm.smax.i64(i64 %710, i64 %472)
  %715 = tail call i64 @llvm.smin.i64(i64 %713, i64 %476)
  %716 = icmp slt i64 %714, %715
  br i1 %716, label %717, label %727

717:                                              ; preds = %706
  %718 = trunc i64 %715 to i32
  %719 = shl nsw i32 -1, %718
  %720 = xor i32 %719, -1
  %721 = trunc i64 %714 to i32
  %722 = shl nsw i32 -1, %721
  %723 = and i32 %722, %720
  %724 = getelementptr inbounds nuw i32, ptr %32, i64 %707
  %725 = load i32, ptr %724, align 4
  %726 = or i32 %725, %723
  store i32 %726, ptr %724, align 4
  br label %727

727:                                              ; preds = %717, %706
  %728 = add nuw nsw i64 %707, 1
  %729 = icmp eq i64 %728, %12
  br i1 %729, label %703, label %706

730:                                              ; preds = %467, %774
  %731 = phi i64 [ 0, %467 ], [ %775, %774 ]
  br i1 %197, label %732, label %774

732:                                              ; preds = %730
  %733 = getelementptr inbounds nuw i64, ptr %34, i64 %731
  %734 = load i64, ptr %733, align 8
  %735 = getelementptr inbounds nuw i64, ptr %278, i64 %731
  %736 = load i64, ptr %735, align 8
  %737 = mul nsw i64 %736, %10
  %738 = add i64 %734, %457
  %739 = add i64 %738, %737
  %740 = mul nuw nsw i64 %731, %12
  %741 = getelementptr inbounds nuw i32, ptr %31, i64 %731
  %742 = load i32, ptr %741, align 4
  br i1 %377, label %769, label %743

743:                                              ; preds = %732
  %744 = insertelement <8 x i64> poison, i64 %739, i64 0
  %745 = shufflevector <8 x i64> %744, <8 x i64> poison, <8 x i32> zeroinitializer
  %746 = insertelement <8 x i64> poison, i64 %740, i64 0
  %747 = shufflevector <8 x i64> %746, <8 x i64> poison, <8 x i32> zeroinitializer
  %748 = insertelement <8 x i32> poison, i32 %742, i64 0
  %749 = shufflevector <8 x i32> %748, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %750

750:                                              ; preds = %750, %743
  %751 = phi i64 [ 0, %743 ], [ %765, %750 ]
  %752 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %743 ], [ %766, %750 ]
  %753 = getelementptr inbounds nuw i64, ptr %282, i64 %751
  %754 = load <8 x i64>, ptr %753, align 8
  %755 = getelementptr inbounds nuw i64, ptr %280, i64 %751
  %756 = load <8 x i64>, ptr %755, align 8
  %757 = add <8 x i64> %754, %745
  %758 = add nsw <8 x i64> %757, %756
  %759 = add nuw nsw <8 x i64> %752, %747
  %760 = getelementptr [4 x i64], ptr %468, <8 x i64> %759
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %758, <8 x ptr> align 8 %760, <8 x i1> splat (i1 true))
  %761 = getelementptr inbounds nuw i32, ptr %32, i64 %751
  %762 = load <8 x i32>, ptr %761, align 16
  %763 = and <8 x i32> %762, %749
  %764 = getelementptr [4 x i32], ptr %469, <8 x i64> %759
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %763, <8 x ptr> align 4 %764, <8 x i1> splat (i1 true))
  %765 = add nuw i64 %751, 8
  %766 = add nuw nsw <8 x i64> %752, splat (i64 8)
  %767 = icmp eq i64 %765, %378
  br i1 %767, label %768, label %750

768:                                              ; preds = %750
  br i1 %379, label %774, label %769

769:                                              ; preds = %732, %768
  %770 = phi i64 [ 0, %732 ], [ %378, %768 ]
  br label %777

771:                                              ; preds = %774, %466
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  %772 = add nuw nsw i64 %454, 1
  %773 = icmp eq i64 %772, 4
  br i1 %773, label %793, label %453

774:                                              ; preds = %777, %768, %730
  %775 = add nuw nsw i64 %731, 1
  %776 = icmp eq i64 %775, %11
  br i1 %776, label %771, label %730

777:                                              ; preds = %769, %777
  %778 = phi i64 [ %791, %777 ], [ %770, %769 ]
  %779 = getelementptr inbounds nuw i64, ptr %282, i64 %778
  %780 = load i64, ptr %779, align 8
  %781 = getelementptr inbounds nuw i64, ptr %280, i64 %778
  %782 = load i64, ptr %781, align 8
  %783 = add i64 %780, %739
  %784 = add nsw i64 %783, %782
  %785 = add nuw nsw i64 %778, %740
  %786 = getelementptr [4 x i64], ptr %468, i64 %785
  store i64 %784, ptr %786, align 8
  %787 = getelementptr inbounds nuw i32, ptr %32, i64 %778
  %788 = load i32, ptr %787, align 4
  %789 = and i32 %788, %742
  %790 = getelementptr [4 x i32], ptr %469, i64 %785
  store i32 %789, ptr %790, align 4
  %791 = add nuw nsw i64 %778, 1
  %792 = icmp eq i64 %791, %12
  br i1 %792, label %774, label %777

793:                                              ; preds = %771
  br i1 %430, label %794, label %838

794:                                              ; preds = %793
  %795 = icmp eq i32 %441, 4
  %796 = icmp sgt i32 %441, 0
  %797 = zext nneg i32 %441 to i64
  %798 = extractelement <4 x i64> %451, i64 0
  %799 = icmp sgt i64 %798, 15
  %800 = trunc i64 %798 to i32
  %801 = shl nsw i32 -1, %800
  %802 = trunc i32 %801 to i16
  %803 = xor i16 %802, -1
  %804 = select i1 %799, i16 -1, i16 %803
  %805 = extractelement <4 x i64> %451, i64 1
  %806 = icmp sgt i64 %805, 15
  %807 = trunc i64 %805 to i32
  %808 = shl nsw i32 -1, %807
  %809 = trunc i32 %808 to i16
  %810 = xor i16 %809, -1
  %811 = select i1 %806, i16 -1, i16 %810
  %812 = extractelement <4 x i64> %451, i64 2
  %813 = icmp sgt i64 %812, 15
  %814 = trunc i64 %812 to i32
  %815 = shl nsw i32 -1, %814
  %816 = trunc i32 %815 to i16
  %817 = xor i16 %816, -1
  %818 = select i1 %813, i16 -1, i16 %817
  %819 = extractelement <4 x i64> %451, i64 3
  %820 = icmp sgt i64 %819, 15
  %821 = trunc i64 %819 to i32
  %822 = shl nsw i32 -1, %821
  %823 = trunc i32 %822 to i16
  %824 = xor i16 %823, -1
  %825 = select i1 %820, i16 -1, i16 %824
  %826 = bitcast i16 %804 to <16 x i1>
  %827 = bitcast i16 %811 to <16 x i1>
  %828 = bitcast i16 %818 to <16 x i1>
  %829 = bitcast i16 %825 to <16 x i1>
  %830 = bitcast i16 %804 to <16 x i1>
  %831 = bitcast i16 %811 to <16 x i1>
  %832 = bitcast i16 %818 to <16 x i1>
  %833 = bitcast i16 %825 to <16 x i1>
  %834 = extractelement <4 x i64> %447, i64 0
  %835 = extractelement <4 x i64> %447, i64 1
  %836 = extractelement <4 x i64> %447, i64 2
  %837 = extractelement <4 x i64> %447, i64 3
  br label %841

838:                                              ; preds = %2436, %793
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  %839 = add nsw i64 %437, 4
  %840 = icmp slt i64 %839, %415
  br i1 %840, label %436, label %433

841:                                              ; preds = %794, %2436
  %842 = phi i64 [ %426, %794 ], [ %2437, %2436 ]
  %843 = sub nsw i64 %412, %842
  %844 = icmp sgt i64 %843, 5
  %845 = select i1 %844, i64 %842, i64 %283
  %846 = sub nsw i64 %842, %845
  br i1 %795, label %891, label %847

847:                                              ; preds = %841
  br i1 %796, label %848, label %2436

848:                                              ; preds = %847
  %849 = mul i64 %287, %845
  %850 = getelementptr inbounds float, ptr %41, i64 %845
  %851 = getelementptr inbounds float, ptr %40, i64 %849
  %852 = getelementptr inbounds nuw i8, ptr %850, i64 4
  %853 = getelementptr inbounds nuw i8, ptr %850, i64 8
  %854 = getelementptr inbounds nuw i8, ptr %850, i64 12
  %855 = getelementptr inbounds nuw i8, ptr %850, i64 16
  %856 = getelementptr inbounds nuw i8, ptr %850, i64 20
  %857 = mul nsw i64 %845, %261
  %858 = getelementptr inbounds float, ptr %419, i64 %857
  %859 = add nsw i64 %845, 1
  %860 = mul nsw i64 %859, %261
  %861 = getelementptr inbounds float, ptr %419, i64 %860
  %862 = add nsw i64 %845, 2
  %863 = mul nsw i64 %862, %261
  %864 = getelementptr inbounds float, ptr %419, i64 %863
  %865 = add nsw i64 %845, 3
  %866 = mul nsw i64 %865, %261
  %867 = getelementptr inbounds float, ptr %419, i64 %866
  %868 = add nsw i64 %845, 4
  %869 = mul nsw i64 %868, %261
  %870 = getelementptr inbounds float, ptr %419, i64 %869
  %871 = add nsw i64 %845, 5
  %872 = mul nsw i64 %871, %261
  %873 = getelementptr inbounds float, ptr %419, i64 %872
  %874 = mul nsw i64 %845, %261
  %875 = icmp sgt i64 %846, 0
  %876 = add nsw i64 %845, 1
  %877 = mul nsw i64 %876, %261
  %878 = icmp sgt i64 %846, 1
  %879 = add nsw i64 %845, 2
  %880 = mul nsw i64 %879, %261
  %881 = icmp sgt i64 %846, 2
  %882 = add nsw i64 %845, 3
  %883 = mul nsw i64 %882, %261
  %884 = icmp sgt i64 %846, 3
  %885 = add nsw i64 %845, 4
  %886 = mul nsw i64 %885, %261
  %887 = icmp sgt i64 %846, 4
  %888 = add nsw i64 %845, 5
  %889 = mul nsw i64 %888, %261
  %890 = icmp sgt i64 %846, 5
  br label %1837

891:                                              ; preds = %841
  %892 = getelementptr inbounds float, ptr %41, i64 %845
  br i1 %286, label %904, label %893

893:                                              ; preds = %891
  %894 = load float, ptr %892, align 4
  %895 = insertelement <16 x float> poison, float %894, i64 0
  %896 = shufflevector <16 x float> %895, <16 x float> poison, <16 x i32> zeroinitializer
  %897 = insertelement <16 x float> poison, float %894, i64 0
  %898 = shufflevector <16 x float> %897, <16 x float> poison, <16 x i32> zeroinitializer
  %899 = insertelement <16 x float> poison, float %894, i64 0
  %900 = shufflevector <16 x float> %899, <16 x float> poison, <16 x i32> zeroinitializer
  %901 = load float, ptr %892, align 4
  %902 = insertelement <16 x float> poison, float %901, i64 0
  %903 = shufflevector <16 x float> %902, <16 x float> poison, <16 x i32> zeroinitializer
  br label %915

904:                                              ; preds = %891
  %905 = mul nsw i64 %845, %261
  %906 = getelementptr inbounds float, ptr %419, i64 %905
  %907 = getelementptr inbounds float, ptr %906, i64 %834
  %908 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %907, <16 x i1> %826, <16 x float> zeroinitializer)
  %909 = getelementptr inbounds float, ptr %906, i64 %835
  %910 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %909, <16 x i1> %827, <16 x float> zeroinitializer)
  %911 = getelementptr inbounds float, ptr %906, i64 %836
  %912 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %911, <16 x i1> %828, <16 x float> zeroinitializer)
  %913 = getelementptr inbounds float, ptr %906, i64 %837
  %914 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %913, <16 x i1> %829, <16 x float> zeroinitializer)
  br label %915

915:                                              ; preds = %904, %893
  %916 = phi <16 x float> [ %912, %904 ], [ %900, %893 ]
  %917 = phi <16 x float> [ %910, %904 ], [ %898, %893 ]
  %918 = phi <16 x float> [ %908, %904 ], [ %896, %893 ]
  %919 = phi <16 x float> [ %914, %904 ], [ %903, %893 ]
  br i1 %286, label %932, label %920

920:                                              ; preds = %915
  %921 = getelementptr inbounds nuw i8, ptr %892, i64 4
  %922 = load float, ptr %921, align 4
  %923 = insertelement <16 x float> poison, float %922, i64 0
  %924 = shufflevector <16 x float> %923, <16 x float> poison, <16 x i32> zeroinitializer
  %925 = insertelement <16 x float> poison, float %922, i64 0
  %926 = shufflevector <16 x float> %925, <16 x float> poison, <16 x i32> zeroinitializer
  %927 = insertelement <16 x float> poison, float %922, i64 0
  %928 = shufflevector <16 x float> %927, <16 x float> poison, <16 x i32> zeroinitializer
  %929 = load float, ptr %921, align 4
  %930 = insertelement <16 x float> poison, float %929, i64 0
  %931 = shufflevector <16 x float> %930, <16 x float> poison, <16 x i32> zeroinitializer
  br label %944

932:                                              ; preds = %915
  %933 = add nsw i64 %845, 1
  %934 = mul nsw i64 %933, %261
  %935 = getelementptr inbounds float, ptr %419, i64 %934
  %936 = getelementptr inbounds float, ptr %935, i64 %834
  %937 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %936, <16 x i1> %826, <16 x float> zeroinitializer)
  %938 = getelementptr inbounds float, ptr %935, i64 %835
  %939 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %938, <16 x i1> %827, <16 x float> zeroinitializer)
  %940 = getelementptr inbounds float, ptr %935, i64 %836
  %941 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %940, <16 x i1> %828, <16 x float> zeroinitializer)
  %942 = getelementptr inbounds float, ptr %935, i64 %837
  %943 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %942, <16 x i1> %829, <16 x float> zeroinitializer)
  br label %944

944:                                              ; preds = %932, %920
  %945 = phi <16 x float> [ %941, %932 ], [ %928, %920 ]
  %946 = phi <16 x float> [ %939, %932 ], [ %926, %920 ]
  %947 = phi <16 x float> [ %937, %932 ], [ %924, %920 ]
  %948 = phi <16 x float> [ %943, %932 ], [ %931, %920 ]
  br i1 %286, label %961, label %949

949:                                              ; preds = %944
  %950 = getelementptr inbounds nuw i8, ptr %892, i64 8
  %951 = load float, ptr %950, align 4
  %952 = insertelement <16 x float> poison, float %951, i64 0
  %953 = shufflevector <16 x float> %952, <16 x float> poison, <16 x i32> zeroinitializer
  %954 = insertelement <16 x float> poison, float %951, i64 0
  %955 = shufflevector <16 x float> %954, <16 x float> poison, <16 x i32> zeroinitializer
  %956 = insertelement <16 x float> poison, float %951, i64 0
  %957 = shufflevector <16 x float> %956, <16 x float> poison, <16 x i32> zeroinitializer
  %958 = load float, ptr %950, align 4
  %959 = insertelement <16 x float> poison, float %958, i64 0
  %960 = shufflevector <16 x float> %959, <16 x float> poison, <16 x i32> zeroinitializer
  br label %973

961:                                              ; preds = %944
  %962 = add nsw i64 %845, 2
  %963 = mul nsw i64 %962, %261
  %964 = getelementptr inbounds float, ptr %419, i64 %963
  %965 = getelementptr inbounds float, ptr %964, i64 %834
  %966 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %965, <16 x i1> %826, <16 x float> zeroinitializer)
  %967 = getelementptr inbounds float, ptr %964, i64 %835
  %968 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %967, <16 x i1> %827, <16 x float> zeroinitializer)
  %969 = getelementptr inbounds float, ptr %964, i64 %836
  %970 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %969, <16 x i1> %828, <16 x float> zeroinitializer)
  %971 = getelementptr inbounds float, ptr %964, i64 %837
  %972 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %971, <16 x i1> %829, <16 x float> zeroinitializer)
  br label %973

973:                                              ; preds = %961, %949
  %974 = phi <16 x float> [ %970, %961 ], [ %957, %949 ]
  %975 = phi <16 x float> [ %968, %961 ], [ %955, %949 ]
  %976 = phi <16 x float> [ %966, %961 ], [ %953, %949 ]
  %977 = phi <16 x float> [ %972, %961 ], [ %960, %949 ]
  br i1 %286, label %990, label %978

978:                                              ; preds = %973
  %979 = getelementptr inbounds nuw i8, ptr %892, i64 12
  %980 = load float, ptr %979, align 4
  %981 = insertelement <16 x float> poison, float %980, i64 0
  %982 = shufflevector <16 x float> %981, <16 x float> poison, <16 x i32> zeroinitializer
  %983 = insertelement <16 x float> poison, float %980, i64 0
  %984 = shufflevector <16 x float> %983, <16 x float> poison, <16 x i32> zeroinitializer
  %985 = insertelement <16 x float> poison, float %980, i64 0
  %986 = shufflevector <16 x float> %985, <16 x float> poison, <16 x i32> zeroinitializer
  %987 = load float, ptr %979, align 4
  %988 = insertelement <16 x float> poison, float %987, i64 0
  %989 = shufflevector <16 x float> %988, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1002

990:                                              ; preds = %973
  %991 = add nsw i64 %845, 3
  %992 = mul nsw i64 %991, %261
  %993 = getelementptr inbounds float, ptr %419, i64 %992
  %994 = getelementptr inbounds float, ptr %993, i64 %834
  %995 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %994, <16 x i1> %826, <16 x float> zeroinitializer)
  %996 = getelementptr inbounds float, ptr %993, i64 %835
  %997 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %996, <16 x i1> %827, <16 x float> zeroinitializer)
  %998 = getelementptr inbounds float, ptr %993, i64 %836
  %999 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %998, <16 x i1> %828, <16 x float> zeroinitializer)
  %1000 = getelementptr inbounds float, ptr %993, i64 %837
  %1001 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1000, <16 x i1> %829, <16 x float> zeroinitializer)
  br label %1002

1002:                                             ; preds = %990, %978
  %1003 = phi <16 x float> [ %999, %990 ], [ %986, %978 ]
  %1004 = phi <16 x float> [ %997, %990 ], [ %984, %978 ]
  %1005 = phi <16 x float> [ %995, %990 ], [ %982, %978 ]
  %1006 = phi <16 x float> [ %1001, %990 ], [ %989, %978 ]
  br i1 %286, label %1019, label %1007

1007:                                             ; preds = %1002
  %1008 = getelementptr inbounds nuw i8, ptr %892, i64 16
  %1009 = load float, ptr %1008, align 4
  %1010 = insertelement <16 x float> poison, float %1009, i64 0
  %1011 = shufflevector <16 x float> %1010, <16 x float> poison, <16 x i32> zeroinitializer
  %1012 = insertelement <16 x float> poison, float %1009, i64 0
  %1013 = shufflevector <16 x float> %1012, <16 x float> poison, <16 x i32> zeroinitializer
  %1014 = insertelement <16 x float> poison, float %1009, i64 0
  %1015 = shufflevector <16 x float> %1014, <16 x float> poison, <16 x i32> zeroinitializer
  %1016 = load float, ptr %1008, align 4
  %1017 = insertelement <16 x float> poison, float %1016, i64 0
  %1018 = shufflevector <16 x float> %1017, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1031

1019:                                             ; preds = %1002
  %1020 = add nsw i64 %845, 4
  %1021 = mul nsw i64 %1020, %261
  %1022 = getelementptr inbounds float, ptr %419, i64 %1021
  %1023 = getelementptr inbounds float, ptr %1022, i64 %834
  %1024 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1023, <16 x i1> %826, <16 x float> zeroinitializer)
  %1025 = getelementptr inbounds float, ptr %1022, i64 %835
  %1026 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1025, <16 x i1> %827, <16 x float> zeroinitializer)
  %1027 = getelementptr inbounds float, ptr %1022, i64 %836
  %1028 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1027, <16 x i1> %828, <16 x float> zeroinitializer)
  %1029 = getelementptr inbounds float, ptr %1022, i64 %837
  %1030 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1029, <16 x i1> %829, <16 x float> zeroinitializer)
  br label %1031

1031:                                             ; preds = %1019, %1007
  %1032 = phi <16 x float> [ %1028, %1019 ], [ %1015, %1007 ]
  %1033 = phi <16 x float> [ %1026, %1019 ], [ %1013, %1007 ]
  %1034 = phi <16 x float> [ %1024, %1019 ], [ %1011, %1007 ]
  %1035 = phi <16 x float> [ %1030, %1019 ], [ %1018, %1007 ]
  br i1 %286, label %1048, label %1036

1036:                                             ; preds = %1031
  %1037 = getelementptr inbounds nuw i8, ptr %892, i64 20
  %1038 = load float, ptr %1037, align 4
  %1039 = insertelement <16 x float> poison, float %1038, i64 0
  %1040 = shufflevector <16 x float> %1039, <16 x float> poison, <16 x i32> zeroinitializer
  %1041 = insertelement <16 x float> poison, float %1038, i64 0
  %1042 = shufflevector <16 x float> %1041, <16 x float> poison, <16 x i32> zeroinitializer
  %1043 = insertelement <16 x float> poison, float %1038, i64 0
  %1044 = shufflevector <16 x float> %1043, <16 x float> poison, <16 x i32> zeroinitializer
  %1045 = load float, ptr %1037, align 4
  %1046 = insertelement <16 x float> poison, float %1045, i64 0
  %1047 = shufflevector <16 x float> %1046, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1060

1048:                                             ; preds = %1031
  %1049 = add nsw i64 %845, 5
  %1050 = mul nsw i64 %1049, %261
  %1051 = getelementptr inbounds float, ptr %419, i64 %1050
  %1052 = getelementptr inbounds float, ptr %1051, i64 %834
  %1053 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1052, <16 x i1> %826, <16 x float> zeroinitializer)
  %1054 = getelementptr inbounds float, ptr %1051, i64 %835
  %1055 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1054, <16 x i1> %827, <16 x float> zeroinitializer)
  %1056 = getelementptr inbounds float, ptr %1051, i64 %836
  %1057 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1056, <16 x i1> %828, <16 x float> zeroinitializer)
  %1058 = getelementptr inbounds float, ptr %1051, i64 %837
  %1059 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1058, <16 x i1> %829, <16 x float> zeroinitializer)
  br label %1060

1060:                                             ; preds = %1048, %1036
  %1061 = phi <16 x float> [ %1057, %1048 ], [ %1044, %1036 ]
  %1062 = phi <16 x float> [ %1055, %1048 ], [ %1042, %1036 ]
  %1063 = phi <16 x float> [ %1053, %1048 ], [ %1040, %1036 ]
  %1064 = phi <16 x float> [ %1059, %1048 ], [ %1047, %1036 ]
  %1065 = mul i64 %287, %845
  %1066 = getelementptr inbounds float, ptr %40, i64 %1065
  br i1 %288, label %1143, label %1118

1067:                                             ; preds = %1496, %1143
  %1068 = phi <16 x float> [ %1144, %1143 ], [ %1497, %1496 ]
  %1069 = phi <16 x float> [ %1145, %1143 ], [ %1498, %1496 ]
  %1070 = phi <16 x float> [ %1146, %1143 ], [ %1499, %1496 ]
  %1071 = phi <16 x float> [ %1147, %1143 ], [ %1500, %1496 ]
  %1072 = phi <16 x float> [ %1148, %1143 ], [ %1501, %1496 ]
  %1073 = phi <16 x float> [ %1149, %1143 ], [ %1502, %1496 ]
  %1074 = phi <16 x float> [ %1150, %1143 ], [ %1503, %1496 ]
  %1075 = phi <16 x float> [ %1151, %1143 ], [ %1504, %1496 ]
  %1076 = phi <16 x float> [ %1152, %1143 ], [ %1505, %1496 ]
  %1077 = phi <16 x float> [ %1153, %1143 ], [ %1506, %1496 ]
  %1078 = phi <16 x float> [ %1154, %1143 ], [ %1507, %1496 ]
  %1079 = phi <16 x float> [ %1155, %1143 ], [ %1508, %1496 ]
  %1080 = phi <16 x float> [ %1156, %1143 ], [ %1509, %1496 ]
  %1081 = phi <16 x float> [ %1157, %1143 ], [ %1510, %1496 ]
  %1082 = phi <16 x float> [ %1158, %1143 ], [ %1511, %1496 ]
  %1083 = phi <16 x float> [ %1159, %1143 ], [ %1512, %1496 ]
  %1084 = phi <16 x float> [ %1160, %1143 ], [ %1513, %1496 ]
  %1085 = phi <16 x float> [ %1161, %1143 ], [ %1514, %1496 ]
  %1086 = phi <16 x float> [ %1162, %1143 ], [ %1515, %1496 ]
  %1087 = phi <16 x float> [ %1163, %1143 ], [ %1516, %1496 ]
  %1088 = phi <16 x float> [ %1164, %1143 ], [ %1517, %1496 ]
  %1089 = phi <16 x float> [ %1165, %1143 ], [ %1518, %1496 ]
  %1090 = phi <16 x float> [ %1166, %1143 ], [ %1519, %1496 ]
  %1091 = phi <16 x float> [ %1167, %1143 ], [ %1520, %1496 ]
  %1092 = phi <16 x float> [ %1168, %1143 ], [ %1521, %1496 ]
  %1093 = phi <16 x float> [ %1169, %1143 ], [ %1522, %1496 ]
  %1094 = phi <16 x float> [ %1170, %1143 ], [ %1523, %1496 ]
  %1095 = phi <16 x float> [ %1171, %1143 ], [ %1524, %1496 ]
  %1096 = phi <16 x float> [ %1172, %1143 ], [ %1525, %1496 ]
  %1097 = phi <16 x float> [ %1173, %1143 ], [ %1526, %1496 ]
  %1098 = phi <16 x float> [ %1174, %1143 ], [ %1527, %1496 ]
  %1099 = phi <16 x float> [ %1175, %1143 ], [ %1528, %1496 ]
  %1100 = phi <16 x float> [ %1176, %1143 ], [ %1529, %1496 ]
  %1101 = phi <16 x float> [ %1177, %1143 ], [ %1530, %1496 ]
  %1102 = phi <16 x float> [ %1178, %1143 ], [ %1531, %1496 ]
  %1103 = phi <16 x float> [ %1179, %1143 ], [ %1532, %1496 ]
  %1104 = phi <16 x float> [ %1180, %1143 ], [ %1533, %1496 ]
  %1105 = phi <16 x float> [ %1181, %1143 ], [ %1534, %1496 ]
  %1106 = phi <16 x float> [ %1182, %1143 ], [ %1535, %1496 ]
  %1107 = phi <16 x float> [ %1183, %1143 ], [ %1536, %1496 ]
  %1108 = phi <16 x float> [ %1184, %1143 ], [ %1537, %1496 ]
  %1109 = phi <16 x float> [ %1185, %1143 ], [ %1538, %1496 ]
  %1110 = phi <16 x float> [ %1186, %1143 ], [ %1539, %1496 ]
  %1111 = phi <16 x float> [ %1187, %1143 ], [ %1540, %1496 ]
  %1112 = phi <16 x float> [ %1188, %1143 ], [ %1541, %1496 ]
  %1113 = phi <16 x float> [ %1189, %1143 ], [ %1542, %1496 ]
  %1114 = phi <16 x float> [ %1190, %1143 ], [ %1543, %1496 ]
  %1115 = phi <16 x float> [ %1191, %1143 ], [ %1544, %1496 ]
  %1116 = icmp slt i64 %1196, %5
  %1117 = add i64 %1192, -16
  br i1 %1116, label %1143, label %1118

1118:                                             ; preds = %1067, %1060
  %1119 = phi <16 x float> [ %1064, %1060 ], [ %1068, %1067 ]
  %1120 = phi <16 x float> [ %1061, %1060 ], [ %1069, %1067 ]
  %1121 = phi <16 x float> [ %1062, %1060 ], [ %1070, %1067 ]
  %1122 = phi <16 x float> [ %1063, %1060 ], [ %1071, %1067 ]
  %1123 = phi <16 x float> [ %1035, %1060 ], [ %1072, %1067 ]
  %1124 = phi <16 x float> [ %1032, %1060 ], [ %1073, %1067 ]
  %1125 = phi <16 x float> [ %1033, %1060 ], [ %1074, %1067 ]
  %1126 = phi <16 x float> [ %1034, %1060 ], [ %1075, %1067 ]
  %1127 = phi <16 x float> [ %1006, %1060 ], [ %1076, %1067 ]
  %1128 = phi <16 x float> [ %1003, %1060 ], [ %1077, %1067 ]
  %1129 = phi <16 x float> [ %1004, %1060 ], [ %1078, %1067 ]
  %1130 = phi <16 x float> [ %1005, %1060 ], [ %1079, %1067 ]
  %1131 = phi <16 x float> [ %977, %1060 ], [ %1080, %1067 ]
  %1132 = phi <16 x float> [ %974, %1060 ], [ %1081, %1067 ]
  %1133 = phi <16 x float> [ %975, %1060 ], [ %1082, %1067 ]
  %1134 = phi <16 x float> [ %976, %1060 ], [ %1083, %1067 ]
  %1135 = phi <16 x float> [ %948, %1060 ], [ %1084, %1067 ]
  %1136 = phi <16 x float> [ %945, %1060 ], [ %1085, %1067 ]
  %1137 = phi <16 x float> [ %946, %1060 ], [ %1086, %1067 ]
  %1138 = phi <16 x float> [ %947, %1060 ], [ %1087, %1067 ]
  %1139 = phi <16 x float> [ %919, %1060 ], [ %1088, %1067 ]
  %1140 = phi <16 x float> [ %916, %1060 ], [ %1089, %1067 ]
  %1141 = phi <16 x float> [ %917, %1060 ], [ %1090, %1067 ]
  %1142 = phi <16 x float> [ %918, %1060 ], [ %1091, %1067 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  store <16 x float> %1142, ptr %33, align 64
  store <16 x float> %1141, ptr %380, align 64
  store <16 x float> %1140, ptr %381, align 64
  store <16 x float> %1139, ptr %382, align 64
  store <16 x float> %1138, ptr %383, align 64
  store <16 x float> %1137, ptr %384, align 64
  store <16 x float> %1136, ptr %385, align 64
  store <16 x float> %1135, ptr %386, align 64
  store <16 x float> %1134, ptr %387, align 64
  store <16 x float> %1133, ptr %388, align 64
  store <16 x float> %1132, ptr %389, align 64
  store <16 x float> %1131, ptr %390, align 64
  store <16 x float> %1130, ptr %391, align 64
  store <16 x float> %1129, ptr %392, align 64
  store <16 x float> %1128, ptr %393, align 64
  store <16 x float> %1127, ptr %394, align 64
  store <16 x float> %1126, ptr %395, align 64
  store <16 x float> %1125, ptr %396, align 64
  store <16 x float> %1124, ptr %397, align 64
  store <16 x float> %1123, ptr %398, align 64
  store <16 x float> %1122, ptr %399, align 64
  store <16 x float> %1121, ptr %400, align 64
  store <16 x float> %1120, ptr %401, align 64
  store <16 x float> %1119, ptr %402, align 64
  br label %1571

1143:                                             ; preds = %1060, %1067
  %1144 = phi <16 x float> [ %1068, %1067 ], [ %1064, %1060 ]
  %1145 = phi <16 x float> [ %1069, %1067 ], [ %1061, %1060 ]
  %1146 = phi <16 x float> [ %1070, %1067 ], [ %1062, %1060 ]
  %1147 = phi <16 x float> [ %1071, %1067 ], [ %1063, %1060 ]
  %1148 = phi <16 x float> [ %1072, %1067 ], [ %1035, %1060 ]
  %1149 = phi <16 x float> [ %1073, %1067 ], [ %1032, %1060 ]
  %1150 = phi <16 x float> [ %1074, %1067 ], [ %1033, %1060 ]
  %1151 = phi <16 x float> [ %1075, %1067 ], [ %1034, %1060 ]
  %1152 = phi <16 x float> [ %1076, %1067 ], [ %1006, %1060 ]
  %1153 = phi <16 x float> [ %1077, %1067 ], [ %1003, %1060 ]
  %1154 = phi <16 x float> [ %1078, %1067 ], [ %1004, %1060 ]
  %1155 = phi <16 x float> [ %1079, %1067 ], [ %1005, %1060 ]
  %1156 = phi <16 x float> [ %1080, %1067 ], [ %977, %1060 ]
  %1157 = phi <16 x float> [ %1081, %1067 ], [ %974, %1060 ]
  %1158 = phi <16 x float> [ %1082, %1067 ], [ %975, %1060 ]
  %1159 = phi <16 x float> [ %1083, %1067 ], [ %976, %1060 ]
  %1160 = phi <16 x float> [ %1084, %1067 ], [ %948, %1060 ]
  %1161 = phi <16 x float> [ %1085, %1067 ], [ %945, %1060 ]
  %1162 = phi <16 x float> [ %1086, %1067 ], [ %946, %1060 ]
  %1163 = phi <16 x float> [ %1087, %1067 ], [ %947, %1060 ]
  %1164 = phi <16 x float> [ %1088, %1067 ], [ %919, %1060 ]
  %1165 = phi <16 x float> [ %1089, %1067 ], [ %916, %1060 ]
  %1166 = phi <16 x float> [ %1090, %1067 ], [ %917, %1060 ]
  %1167 = phi <16 x float> [ %1091, %1067 ], [ %918, %1060 ]
  %1168 = phi <16 x float> [ %1092, %1067 ], [ %1064, %1060 ]
  %1169 = phi <16 x float> [ %1093, %1067 ], [ %1061, %1060 ]
  %1170 = phi <16 x float> [ %1094, %1067 ], [ %1062, %1060 ]
  %1171 = phi <16 x float> [ %1095, %1067 ], [ %1063, %1060 ]
  %1172 = phi <16 x float> [ %1096, %1067 ], [ %1035, %1060 ]
  %1173 = phi <16 x float> [ %1097, %1067 ], [ %1032, %1060 ]
  %1174 = phi <16 x float> [ %1098, %1067 ], [ %1033, %1060 ]
  %1175 = phi <16 x float> [ %1099, %1067 ], [ %1034, %1060 ]
  %1176 = phi <16 x float> [ %1100, %1067 ], [ %919, %1060 ]
  %1177 = phi <16 x float> [ %1101, %1067 ], [ %916, %1060 ]
  %1178 = phi <16 x float> [ %1102, %1067 ], [ %917, %1060 ]
  %1179 = phi <16 x float> [ %1103, %1067 ], [ %918, %1060 ]
  %1180 = phi <16 x float> [ %1104, %1067 ], [ %947, %1060 ]
  %1181 = phi <16 x float> [ %1105, %1067 ], [ %1006, %1060 ]
  %1182 = phi <16 x float> [ %1106, %1067 ], [ %1003, %1060 ]
  %1183 = phi <16 x float> [ %1107, %1067 ], [ %1004, %1060 ]
  %1184 = phi <16 x float> [ %1108, %1067 ], [ %1005, %1060 ]
  %1185 = phi <16 x float> [ %1109, %1067 ], [ %977, %1060 ]
  %1186 = phi <16 x float> [ %1110, %1067 ], [ %974, %1060 ]
  %1187 = phi <16 x float> [ %1111, %1067 ], [ %975, %1060 ]
  %1188 = phi <16 x float> [ %1112, %1067 ], [ %976, %1060 ]
  %1189 = phi <16 x float> [ %1113, %1067 ], [ %948, %1060 ]
  %1190 = phi <16 x float> [ %1114, %1067 ], [ %945, %1060 ]
  %1191 = phi <16 x float> [ %1115, %1067 ], [ %946, %1060 ]
  %1192 = phi i64 [ %1117, %1067 ], [ %5, %1060 ]
  %1193 = phi i64 [ %1196, %1067 ], [ 0, %1060 ]
  %1194 = call i64 @llvm.smin.i64(i64 %1192, i64 16)
  %1195 = add i64 %1194, %1193
  %1196 = add nuw nsw i64 %1193, 16
  br i1 %289, label %1197, label %1067

1197:                                             ; preds = %1143
  %1198 = sub nsw i64 %5, %1193
  %1199 = icmp sgt i64 %1198, 15
  %1200 = mul nsw i64 %1193, %284
  %1201 = getelementptr inbounds float, ptr %417, i64 %1200
  %1202 = mul nuw nsw i64 %1193, %285
  %1203 = getelementptr inbounds nuw float, ptr %1066, i64 %1202
  %1204 = icmp sgt i64 %5, %1193
  %1205 = or i1 %1199, %1204
  br label %1206

1206:                                             ; preds = %1197, %1496
  %1207 = phi <16 x float> [ %1144, %1197 ], [ %1497, %1496 ]
  %1208 = phi <16 x float> [ %1145, %1197 ], [ %1498, %1496 ]
  %1209 = phi <16 x float> [ %1146, %1197 ], [ %1499, %1496 ]
  %1210 = phi <16 x float> [ %1147, %1197 ], [ %1500, %1496 ]
  %1211 = phi <16 x float> [ %1148, %1197 ], [ %1501, %1496 ]
  %1212 = phi <16 x float> [ %1149, %1197 ], [ %1502, %1496 ]
  %1213 = phi <16 x float> [ %1150, %1197 ], [ %1503, %1496 ]
  %1214 = phi <16 x float> [ %1151, %1197 ], [ %1504, %1496 ]
  %1215 = phi <16 x float> [ %1152, %1197 ], [ %1505, %1496 ]
  %1216 = phi <16 x float> [ %1153, %1197 ], [ %1506, %1496 ]
  %1217 = phi <16 x float> [ %1154, %1197 ], [ %1507, %1496 ]
  %1218 = phi <16 x float> [ %1155, %1197 ], [ %1508, %1496 ]
  %1219 = phi <16 x float> [ %1156, %1197 ], [ %1509, %1496 ]
  %1220 = phi <16 x float> [ %1157, %1197 ], [ %1510, %1496 ]
  %1221 = phi <16 x float> [ %1158, %1197 ], [ %1511, %1496 ]
  %1222 = phi <16 x float> [ %1159, %1197 ], [ %1512, %1496 ]
  %1223 = phi <16 x float> [ %1160, %1197 ], [ %1513, %1496 ]
  %1224 = phi <16 x float> [ %1161, %1197 ], [ %1514, %1496 ]
  %1225 = phi <16 x float> [ %1162, %1197 ], [ %1515, %1496 ]
  %1226 = phi <16 x float> [ %1163, %1197 ], [ %1516, %1496 ]
  %1227 = phi <16 x float> [ %1164, %1197 ], [ %1517, %1496 ]
  %1228 = phi <16 x float> [ %1165, %1197 ], [ %1518, %1496 ]
  %1229 = phi <16 x float> [ %1166, %1197 ], [ %1519, %1496 ]
  %1230 = phi <16 x float> [ %1167, %1197 ], [ %1520, %1496 ]
  %1231 = phi <16 x float> [ %1168, %1197 ], [ %1521, %1496 ]
  %1232 = phi <16 x float> [ %1169, %1197 ], [ %1522, %1496 ]
  %1233 = phi <16 x float> [ %1170, %1197 ], [ %1523, %1496 ]
  %1234 = phi <16 x float> [ %1171, %1197 ], [ %1524, %1496 ]
  %1235 = phi <16 x float> [ %1172, %1197 ], [ %1525, %1496 ]
  %1236 = phi <16 x float> [ %1173, %1197 ], [ %1526, %1496 ]
  %1237 = phi <16 x float> [ %1174, %1197 ], [ %1527, %1496 ]
  %1238 = phi <16 x float> [ %1175, %1197 ], [ %1528, %1496 ]
  %1239 = phi <16 x float> [ %1176, %1197 ], [ %1529, %1496 ]
  %1240 = phi <16 x float> [ %1177, %1197 ], [ %1530, %1496 ]
  %1241 = phi <16 x float> [ %1178, %1197 ], [ %1531, %1496 ]
  %1242 = phi <16 x float> [ %1179, %1197 ], [ %1532, %1496 ]
  %1243 = phi <16 x float> [ %1180, %1197 ], [ %1533, %1496 ]
  %1244 = phi <16 x float> [ %1181, %1197 ], [ %1534, %1496 ]
  %1245 = phi <16 x float> [ %1182, %1197 ], [ %1535, %1496 ]
  %1246 = phi <16 x float> [ %1183, %1197 ], [ %1536, %1496 ]
  %1247 = phi <16 x float> [ %1184, %1197 ], [ %1537, %1496 ]
  %1248 = phi <16 x float> [ %1185, %1197 ], [ %1538, %1496 ]
  %1249 = phi <16 x float> [ %1186, %1197 ], [ %1539, %1496 ]
  %1250 = phi <16 x float> [ %1187, %1197 ], [ %1540, %1496 ]
  %1251 = phi <16 x float> [ %1188, %1197 ], [ %1541, %1496 ]
  %1252 = phi <16 x float> [ %1189, %1197 ], [ %1542, %1496 ]
  %1253 = phi <16 x float> [ %1190, %1197 ], [ %1543, %1496 ]
  %1254 = phi <16 x float> [ %1191, %1197 ], [ %1544, %1496 ]
  %1255 = phi <16 x float> [ %1168, %1197 ], [ %1545, %1496 ]
  %1256 = phi <16 x float> [ %1169, %1197 ], [ %1546, %1496 ]
  %1257 = phi <16 x float> [ %1170, %1197 ], [ %1547, %1496 ]
  %1258 = phi <16 x float> [ %1171, %1197 ], [ %1548, %1496 ]
  %1259 = phi <16 x float> [ %1172, %1197 ], [ %1549, %1496 ]
  %1260 = phi <16 x float> [ %1173, %1197 ], [ %1550, %1496 ]
  %1261 = phi <16 x float> [ %1174, %1197 ], [ %1551, %1496 ]
  %1262 = phi <16 x float> [ %1175, %1197 ], [ %1552, %1496 ]
  %1263 = phi <16 x float> [ %1176, %1197 ], [ %1553, %1496 ]
  %1264 = phi <16 x float> [ %1177, %1197 ], [ %1554, %1496 ]
  %1265 = phi <16 x float> [ %1178, %1197 ], [ %1555, %1496 ]
  %1266 = phi <16 x float> [ %1179, %1197 ], [ %1556, %1496 ]
  %1267 = phi <16 x float> [ %1180, %1197 ], [ %1557, %1496 ]
  %1268 = phi <16 x float> [ %1181, %1197 ], [ %1558, %1496 ]
  %1269 = phi <16 x float> [ %1182, %1197 ], [ %1559, %1496 ]
  %1270 = phi <16 x float> [ %1183, %1197 ], [ %1560, %1496 ]
  %1271 = phi <16 x float> [ %1184, %1197 ], [ %1561, %1496 ]
  %1272 = phi <16 x float> [ %1185, %1197 ], [ %1562, %1496 ]
  %1273 = phi <16 x float> [ %1186, %1197 ], [ %1563, %1496 ]
  %1274 = phi <16 x float> [ %1187, %1197 ], [ %1564, %1496 ]
  %1275 = phi <16 x float> [ %1188, %1197 ], [ %1565, %1496 ]
  %1276 = phi <16 x float> [ %1189, %1197 ], [ %1566, %1496 ]
  %1277 = phi <16 x float> [ %1190, %1197 ], [ %1567, %1496 ]
  %1278 = phi <16 x float> [ %1191, %1197 ], [ %1568, %1496 ]
  %1279 = phi i64 [ 0, %1197 ], [ %1569, %1496 ]
  %1280 = shl i64 %1279, 4
  %1281 = getelementptr nuw i8, ptr %36, i64 %1280
  %1282 = shl i64 %1279, 5
  %1283 = getelementptr nuw i8, ptr %35, i64 %1282
  %1284 = load i64, ptr %1283, align 16
  %1285 = getelementptr inbounds nuw i8, ptr %1283, i64 8
  %1286 = load i64, ptr %1285, align 8
  %1287 = getelementptr inbounds nuw i8, ptr %1283, i64 16
  %1288 = load i64, ptr %1287, align 16
  %1289 = getelementptr inbounds nuw i8, ptr %1283, i64 24
  %1290 = load i64, ptr %1289, align 8
  %1291 = load <4 x i32>, ptr %1281, align 16
  %1292 = and <4 x i32> %1291, splat (i32 65535)
  %1293 = icmp eq <4 x i32> %1292, splat (i32 65535)
  %1294 = extractelement <4 x i1> %1293, i64 0
  %1295 = zext i1 %1294 to i32
  %1296 = extractelement <4 x i1> %1293, i64 1
  %1297 = select i1 %1296, i32 2, i32 0
  %1298 = or disjoint i32 %1297, %1295
  %1299 = extractelement <4 x i1> %1293, i64 2
  %1300 = select i1 %1299, i32 4, i32 0
  %1301 = or disjoint i32 %1300, %1298
  %1302 = extractelement <4 x i1> %1293, i64 3
  %1303 = select i1 %1302, i32 8, i32 0
  %1304 = or disjoint i32 %1303, %1301
  %1305 = getelementptr inbounds nuw float, ptr %1203, i64 %1279
  %1306 = icmp eq i32 %1304, 15
  br i1 %1306, label %1321, label %1307

1307:                                             ; preds = %1206
  br i1 %1205, label %1308, label %1496

1308:                                             ; preds = %1307
  %1309 = bitcast <4 x i32> %1291 to <8 x i16>
  %1310 = extractelement <8 x i16> %1309, i64 0
  %1311 = bitcast i16 %1310 to <16 x i1>
  %1312 = bitcast <4 x i32> %1291 to <8 x i16>
  %1313 = extractelement <8 x i16> %1312, i64 2
  %1314 = bitcast i16 %1313 to <16 x i1>
  %1315 = bitcast <4 x i32> %1291 to <8 x i16>
  %1316 = extractelement <8 x i16> %1315, i64 4
  %1317 = bitcast i16 %1316 to <16 x i1>
  %1318 = bitcast <4 x i32> %1291 to <8 x i16>
  %1319 = extractelement <8 x i16> %1318, i64 6
  %1320 = bitcast i16 %1319 to <16 x i1>
  br label %1409

1321:                                             ; preds = %1206
  br i1 %1205, label %1322, label %1496

1322:                                             ; preds = %1321, %1322
  %1323 = phi <16 x float> [ %1404, %1322 ], [ %1255, %1321 ]
  %1324 = phi <16 x float> [ %1403, %1322 ], [ %1256, %1321 ]
  %1325 = phi <16 x float> [ %1402, %1322 ], [ %1257, %1321 ]
  %1326 = phi <16 x float> [ %1401, %1322 ], [ %1258, %1321 ]
  %1327 = phi <16 x float> [ %1396, %1322 ], [ %1259, %1321 ]
  %1328 = phi <16 x float> [ %1395, %1322 ], [ %1260, %1321 ]
  %1329 = phi <16 x float> [ %1394, %1322 ], [ %1261, %1321 ]
  %1330 = phi <16 x float> [ %1364, %1322 ], [ %1263, %1321 ]
  %1331 = phi <16 x float> [ %1363, %1322 ], [ %1264, %1321 ]
  %1332 = phi <16 x float> [ %1362, %1322 ], [ %1265, %1321 ]
  %1333 = phi <16 x float> [ %1361, %1322 ], [ %1266, %1321 ]
  %1334 = phi <16 x float> [ %1369, %1322 ], [ %1267, %1321 ]
  %1335 = phi <16 x float> [ %1393, %1322 ], [ %1262, %1321 ]
  %1336 = phi <16 x float> [ %1388, %1322 ], [ %1268, %1321 ]
  %1337 = phi <16 x float> [ %1387, %1322 ], [ %1269, %1321 ]
  %1338 = phi <16 x float> [ %1386, %1322 ], [ %1270, %1321 ]
  %1339 = phi <16 x float> [ %1385, %1322 ], [ %1271, %1321 ]
  %1340 = phi <16 x float> [ %1380, %1322 ], [ %1272, %1321 ]
  %1341 = phi <16 x float> [ %1379, %1322 ], [ %1273, %1321 ]
  %1342 = phi <16 x float> [ %1378, %1322 ], [ %1274, %1321 ]
  %1343 = phi <16 x float> [ %1377, %1322 ], [ %1275, %1321 ]
  %1344 = phi <16 x float> [ %1372, %1322 ], [ %1276, %1321 ]
  %1345 = phi <16 x float> [ %1371, %1322 ], [ %1277, %1321 ]
  %1346 = phi <16 x float> [ %1370, %1322 ], [ %1278, %1321 ]
  %1347 = phi ptr [ %1406, %1322 ], [ %1201, %1321 ]
  %1348 = phi ptr [ %1407, %1322 ], [ %1305, %1321 ]
  %1349 = phi i64 [ %1405, %1322 ], [ %1193, %1321 ]
  %1350 = getelementptr inbounds float, ptr %1347, i64 %1284
  %1351 = load <16 x float>, ptr %1350, align 1
  %1352 = getelementptr inbounds float, ptr %1347, i64 %1286
  %1353 = load <16 x float>, ptr %1352, align 1
  %1354 = getelementptr inbounds float, ptr %1347, i64 %1288
  %1355 = load <16 x float>, ptr %1354, align 1
  %1356 = getelementptr inbounds float, ptr %1347, i64 %1290
  %1357 = load <16 x float>, ptr %1356, align 1
  %1358 = load float, ptr %1348, align 4
  %1359 = insertelement <16 x float> poison, float %1358, i64 0
  %1360 = shufflevector <16 x float> %1359, <16 x float> poison, <16 x i32> zeroinitializer
  %1361 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1351, <16 x float> %1360, <16 x float> %1333)
  %1362 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1353, <16 x float> %1360, <16 x float> %1332)
  %1363 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1355, <16 x float> %1360, <16 x float> %1331)
  %1364 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1357, <16 x float> %1360, <16 x float> %1330)
  %1365 = getelementptr inbounds float, ptr %1348, i64 %287
  %1366 = load float, ptr %1365, align 4
  %1367 = insertelement <16 x float> poison, float %1366, i64 0
  %1368 = shufflevector <16 x float> %1367, <16 x float> poison, <16 x i32> zeroinitializer
  %1369 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1351, <16 x float> %1368, <16 x float> %1334)
  %1370 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1353, <16 x float> %1368, <16 x float> %1346)
  %1371 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1355, <16 x float> %1368, <16 x float> %1345)
  %1372 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1357, <16 x float> %1368, <16 x float> %1344)
  %1373 = getelementptr inbounds i8, ptr %1348, i64 %335
  %1374 = load float, ptr %1373, align 4
  %1375 = insertelement <16 x float> poison, float %1374, i64 0
  %1376 = shufflevector <16 x float> %1375, <16 x float> poison, <16 x i32> zeroinitializer
  %1377 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1351, <16 x float> %1376, <16 x float> %1343)
  %1378 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1353, <16 x float> %1376, <16 x float> %1342)
  %1379 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1355, <16 x float> %1376, <16 x float> %1341)
  %1380 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1357, <16 x float> %1376, <16 x float> %1340)
  %1381 = getelementptr inbounds i8, ptr %1348, i64 %336
  %1382 = load float, ptr %1381, align 4
  %1383 = insertelement <16 x float> poison, float %1382, i64 0
  %1384 = shufflevector <16 x float> %1383, <16 x float> poison, <16 x i32> zeroinitializer
  %1385 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1351, <16 x float> %1384, <16 x float> %1339)
  %1386 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1353, <16 x float> %1384, <16 x float> %1338)
  %1387 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1355, <16 x float> %1384, <16 x float> %1337)
  %1388 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1357, <16 x float> %1384, <16 x float> %1336)
  %1389 = getelementptr inbounds i8, ptr %1348, i64 %337
  %1390 = load float, ptr %1389, align 4
  %1391 = insertelement <16 x float> poison, float %1390, i64 0
  %1392 = shufflevector <16 x float> %1391, <16 x float> poison, <16 x i32> zeroinitializer
  %1393 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1351, <16 x float> %1392, <16 x float> %1335)
  %1394 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1353, <16 x float> %1392, <16 x float> %1329)
  %1395 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1355, <16 x float> %1392, <16 x float> %1328)
  %1396 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1357, <16 x float> %1392, <16 x float> %1327)
  %1397 = getelementptr inbounds i8, ptr %1348, i64 %338
  %1398 = load float, ptr %1397, align 4
  %1399 = insertelement <16 x float> poison, float %1398, i64 0
  %1400 = shufflevector <16 x float> %1399, <16 x float> poison, <16 x i32> zeroinitializer
  %1401 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1351, <16 x float> %1400, <16 x float> %1326)
  %1402 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1353, <16 x float> %1400, <16 x float> %1325)
  %1403 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1355, <16 x float> %1400, <16 x float> %1324)
  %1404 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1357, <16 x float> %1400, <16 x float> %1323)
  %1405 = add nuw nsw i64 %1349, 1
  %1406 = getelementptr inbounds float, ptr %1347, i64 %284
  %1407 = getelementptr inbounds nuw float, ptr %1348, i64 %285
  %1408 = icmp eq i64 %1405, %1195
  br i1 %1408, label %1496, label %1322

1409:                                             ; preds = %1308, %1409
  %1410 = phi <16 x float> [ %1491, %1409 ], [ %1255, %1308 ]
  %1411 = phi <16 x float> [ %1490, %1409 ], [ %1256, %1308 ]
  %1412 = phi <16 x float> [ %1489, %1409 ], [ %1257, %1308 ]
  %1413 = phi <16 x float> [ %1488, %1409 ], [ %1258, %1308 ]
  %1414 = phi <16 x float> [ %1483, %1409 ], [ %1259, %1308 ]
  %1415 = phi <16 x float> [ %1482, %1409 ], [ %1260, %1308 ]
  %1416 = phi <16 x float> [ %1481, %1409 ], [ %1261, %1308 ]
  %1417 = phi <16 x float> [ %1480, %1409 ], [ %1262, %1308 ]
  %1418 = phi <16 x float> [ %1451, %1409 ], [ %1263, %1308 ]
  %1419 = phi <16 x float> [ %1450, %1409 ], [ %1264, %1308 ]
  %1420 = phi <16 x float> [ %1449, %1409 ], [ %1265, %1308 ]
  %1421 = phi <16 x float> [ %1448, %1409 ], [ %1266, %1308 ]
  %1422 = phi <16 x float> [ %1456, %1409 ], [ %1267, %1308 ]
  %1423 = phi <16 x float> [ %1475, %1409 ], [ %1268, %1308 ]
  %1424 = phi <16 x float> [ %1474, %1409 ], [ %1269, %1308 ]
  %1425 = phi <16 x float> [ %1473, %1409 ], [ %1270, %1308 ]
  %1426 = phi <16 x float> [ %1472, %1409 ], [ %1271, %1308 ]
  %1427 = phi <16 x float> [ %1467, %1409 ], [ %1272, %1308 ]
  %1428 = phi <16 x float> [ %1466, %1409 ], [ %1273, %1308 ]
  %1429 = phi <16 x float> [ %1465, %1409 ], [ %1274, %1308 ]
  %1430 = phi <16 x float> [ %1464, %1409 ], [ %1275, %1308 ]
  %1431 = phi <16 x float> [ %1459, %1409 ], [ %1276, %1308 ]
  %1432 = phi <16 x float> [ %1458, %1409 ], [ %1277, %1308 ]
  %1433 = phi <16 x float> [ %1457, %1409 ], [ %1278, %1308 ]
  %1434 = phi ptr [ %1493, %1409 ], [ %1201, %1308 ]
  %1435 = phi ptr [ %1494, %1409 ], [ %1305, %1308 ]
  %1436 = phi i64 [ %1492, %1409 ], [ %1193, %1308 ]
  %1437 = getelementptr inbounds float, ptr %1434, i64 %1284
  %1438 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1437, <16 x i1> %1311, <16 x float> zeroinitializer)
  %1439 = getelementptr inbounds float, ptr %1434, i64 %1286
  %1440 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1439, <16 x i1> %1314, <16 x float> zeroinitializer)
  %1441 = getelementptr inbounds float, ptr %1434, i64 %1288
  %1442 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1441, <16 x i1> %1317, <16 x float> zeroinitializer)
  %1443 = getelementptr inbounds float, ptr %1434, i64 %1290
  %1444 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1443, <16 x i1> %1320, <16 x float> zeroinitializer)
  %1445 = load float, ptr %1435, align 4
  %1446 = insertelement <16 x float> poison, float %1445, i64 0
  %1447 = shufflevector <16 x float> %1446, <16 x float> poison, <16 x i32> zeroinitializer
  %1448 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1438, <16 x float> %1447, <16 x float> %1421)
  %1449 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1440, <16 x float> %1447, <16 x float> %1420)
  %1450 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1442, <16 x float> %1447, <16 x float> %1419)
  %1451 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1444, <16 x float> %1447, <16 x float> %1418)
  %1452 = getelementptr inbounds float, ptr %1435, i64 %287
  %1453 = load float, ptr %1452, align 4
  %1454 = insertelement <16 x float> poison, float %1453, i64 0
  %1455 = shufflevector <16 x float> %1454, <16 x float> poison, <16 x i32> zeroinitializer
  %1456 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1438, <16 x float> %1455, <16 x float> %1422)
  %1457 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1440, <16 x float> %1455, <16 x float> %1433)
  %1458 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1442, <16 x float> %1455, <16 x float> %1432)
  %1459 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1444, <16 x float> %1455, <16 x float> %1431)
  %1460 = getelementptr inbounds i8, ptr %1435, i64 %331
  %1461 = load float, ptr %1460, align 4
  %1462 = insertelement <16 x float> poison, float %1461, i64 0
  %1463 = shufflevector <16 x float> %1462, <16 x float> poison, <16 x i32> zeroinitializer
  %1464 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1438, <16 x float> %1463, <16 x float> %1430)
  %1465 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1440, <16 x float> %1463, <16 x float> %1429)
  %1466 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1442, <16 x float> %1463, <16 x float> %1428)
  %1467 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1444, <16 x float> %1463, <16 x float> %1427)
  %1468 = getelementptr inbounds i8, ptr %1435, i64 %332
  %1469 = load float, ptr %1468, align 4
  %1470 = insertelement <16 x float> poison, float %1469, i64 0
  %1471 = shufflevector <16 x float> %1470, <16 x float> poison, <16 x i32> zeroinitializer
  %1472 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1438, <16 x float> %1471, <16 x float> %1426)
  %1473 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1440, <16 x float> %1471, <16 x float> %1425)
  %1474 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1442, <16 x float> %1471, <16 x float> %1424)
  %1475 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1444, <16 x float> %1471, <16 x float> %1423)
  %1476 = getelementptr inbounds i8, ptr %1435, i64 %333
  %1477 = load float, ptr %1476, align 4
  %1478 = insertelement <16 x float> poison, float %1477, i64 0
  %1479 = shufflevector <16 x float> %1478, <16 x float> poison, <16 x i32> zeroinitializer
  %1480 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1438, <16 x float> %1479, <16 x float> %1417)
  %1481 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1440, <16 x float> %1479, <16 x float> %1416)
  %1482 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1442, <16 x float> %1479, <16 x float> %1415)
  %1483 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1444, <16 x float> %1479, <16 x float> %1414)
  %1484 = getelementptr inbounds i8, ptr %1435, i64 %334
  %1485 = load float, ptr %1484, align 4
  %1486 = insertelement <16 x float> poison, float %1485, i64 0
  %1487 = shufflevector <16 x float> %1486, <16 x float> poison, <16 x i32> zeroinitializer
  %1488 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1438, <16 x float> %1487, <16 x float> %1413)
  %1489 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1440, <16 x float> %1487, <16 x float> %1412)
  %1490 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1442, <16 x float> %1487, <16 x float> %1411)
  %1491 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1444, <16 x float> %1487, <16 x float> %1410)
  %1492 = add nuw nsw i64 %1436, 1
  %1493 = getelementptr inbounds float, ptr %1434, i64 %284
  %1494 = getelementptr inbounds nuw float, ptr %1435, i64 %285
  %1495 = icmp eq i64 %1492, %1195
  br i1 %1495, label %1496, label %1409

1496:                                             ; preds = %1409, %1322, %1307, %1321
  %1497 = phi <16 x float> [ %1207, %1307 ], [ %1207, %1321 ], [ %1404, %1322 ], [ %1491, %1409 ]
  %1498 = phi <16 x float> [ %1208, %1307 ], [ %1208, %1321 ], [ %1403, %1322 ], [ %1490, %1409 ]
  %1499 = phi <16 x float> [ %1209, %1307 ], [ %1209, %1321 ], [ %1402, %1322 ], [ %1489, %1409 ]
  %1500 = phi <16 x float> [ %1210, %1307 ], [ %1210, %1321 ], [ %1401, %1322 ], [ %1488, %1409 ]
  %1501 = phi <16 x float> [ %1211, %1307 ], [ %1211, %1321 ], [ %1396, %1322 ], [ %1483, %1409 ]
  %1502 = phi <16 x float> [ %1212, %1307 ], [ %1212, %1321 ], [ %1395, %1322 ], [ %1482, %1409 ]
  %1503 = phi <16 x float> [ %1213, %1307 ], [ %1213, %1321 ], [ %1394, %1322 ], [ %1481, %1409 ]
  %1504 = phi <16 x float> [ %1214, %1307 ], [ %1214, %1321 ], [ %1393, %1322 ], [ %1480, %1409 ]
  %1505 = phi <16 x float> [ %1215, %1307 ], [ %1215, %1321 ], [ %1388, %1322 ], [ %1475, %1409 ]
  %1506 = phi <16 x float> [ %1216, %1307 ], [ %1216, %1321 ], [ %1387, %1322 ], [ %1474, %1409 ]
  %1507 = phi <16 x float> [ %1217, %1307 ], [ %1217, %1321 ], [ %1386, %1322 ], [ %1473, %1409 ]
  %1508 = phi <16 x float> [ %1218, %1307 ], [ %1218, %1321 ], [ %1385, %1322 ], [ %1472, %1409 ]
  %1509 = phi <16 x float> [ %1219, %1307 ], [ %1219, %1321 ], [ %1380, %1322 ], [ %1467, %1409 ]
  %1510 = phi <16 x float> [ %1220, %1307 ], [ %1220, %1321 ], [ %1379, %1322 ], [ %1466, %1409 ]
  %1511 = phi <16 x float> [ %1221, %1307 ], [ %1221, %1321 ], [ %1378, %1322 ], [ %1465, %1409 ]
  %1512 = phi <16 x float> [ %1222, %1307 ], [ %1222, %1321 ], [ %1377, %1322 ], [ %1464, %1409 ]
  %1513 = phi <16 x float> [ %1223, %1307 ], [ %1223, %1321 ], [ %1372, %1322 ], [ %1459, %1409 ]
  %1514 = phi <16 x float> [ %1224, %1307 ], [ %1224, %1321 ], [ %1371, %1322 ], [ %1458, %1409 ]
  %1515 = phi <16 x float> [ %1225, %1307 ], [ %1225, %1321 ], [ %1370, %1322 ], [ %1457, %1409 ]
  %1516 = phi <16 x float> [ %1226, %1307 ], [ %1226, %1321 ], [ %1369, %1322 ], [ %1456, %1409 ]
  %1517 = phi <16 x float> [ %1227, %1307 ], [ %1227, %1321 ], [ %1364, %1322 ], [ %1451, %1409 ]
  %1518 = phi <16 x float> [ %1228, %1307 ], [ %1228, %1321 ], [ %1363, %1322 ], [ %1450, %1409 ]
  %1519 = phi <16 x float> [ %1229, %1307 ], [ %1229, %1321 ], [ %1362, %1322 ], [ %1449, %1409 ]
  %1520 = phi <16 x float> [ %1230, %1307 ], [ %1230, %1321 ], [ %1361, %1322 ], [ %1448, %1409 ]
  %1521 = phi <16 x float> [ %1231, %1307 ], [ %1231, %1321 ], [ %1404, %1322 ], [ %1491, %1409 ]
  %1522 = phi <16 x float> [ %1232, %1307 ], [ %1232, %1321 ], [ %1403, %1322 ], [ %1490, %1409 ]
  %1523 = phi <16 x float> [ %1233, %1307 ], [ %1233, %1321 ], [ %1402, %1322 ], [ %1489, %1409 ]
  %1524 = phi <16 x float> [ %1234, %1307 ], [ %1234, %1321 ], [ %1401, %1322 ], [ %1488, %1409 ]
  %1525 = phi <16 x float> [ %1235, %1307 ], [ %1235, %1321 ], [ %1396, %1322 ], [ %1483, %1409 ]
  %1526 = phi <16 x float> [ %1236, %1307 ], [ %1236, %1321 ], [ %1395, %1322 ], [ %1482, %1409 ]
  %1527 = phi <16 x float> [ %1237, %1307 ], [ %1237, %1321 ], [ %1394, %1322 ], [ %1481, %1409 ]
  %1528 = phi <16 x float> [ %1238, %1307 ], [ %1238, %1321 ], [ %1393, %1322 ], [ %1480, %1409 ]
  %1529 = phi <16 x float> [ %1239, %1307 ], [ %1239, %1321 ], [ %1364, %1322 ], [ %1451, %1409 ]
  %1530 = phi <16 x float> [ %1240, %1307 ], [ %1240, %1321 ], [ %1363, %1322 ], [ %1450, %1409 ]
  %1531 = phi <16 x float> [ %1241, %1307 ], [ %1241, %1321 ], [ %1362, %1322 ], [ %1449, %1409 ]
  %1532 = phi <16 x float> [ %1242, %1307 ], [ %1242, %1321 ], [ %1361, %1322 ], [ %1448, %1409 ]
  %1533 = phi <16 x float> [ %1243, %1307 ], [ %1243, %1321 ], [ %1369, %1322 ], [ %1456, %1409 ]
  %1534 = phi <16 x float> [ %1244, %1307 ], [ %1244, %1321 ], [ %1388, %1322 ], [ %1475, %1409 ]
  %1535 = phi <16 x float> [ %1245, %1307 ], [ %1245, %1321 ], [ %1387, %1322 ], [ %1474, %1409 ]
  %1536 = phi <16 x float> [ %1246, %1307 ], [ %1246, %1321 ], [ %1386, %1322 ], [ %1473, %1409 ]
  %1537 = phi <16 x float> [ %1247, %1307 ], [ %1247, %1321 ], [ %1385, %1322 ], [ %1472, %1409 ]
  %1538 = phi <16 x float> [ %1248, %1307 ], [ %1248, %1321 ], [ %1380, %1322 ], [ %1467, %1409 ]
  %1539 = phi <16 x float> [ %1249, %1307 ], [ %1249, %1321 ], [ %1379, %1322 ], [ %1466, %1409 ]
  %1540 = phi <16 x float> [ %1250, %1307 ], [ %1250, %1321 ], [ %1378, %1322 ], [ %1465, %1409 ]
  %1541 = phi <16 x float> [ %1251, %1307 ], [ %1251, %1321 ], [ %1377, %1322 ], [ %1464, %1409 ]
  %1542 = phi <16 x float> [ %1252, %1307 ], [ %1252, %1321 ], [ %1372, %1322 ], [ %1459, %1409 ]
  %1543 = phi <16 x float> [ %1253, %1307 ], [ %1253, %1321 ], [ %1371, %1322 ], [ %1458, %1409 ]
  %1544 = phi <16 x float> [ %1254, %1307 ], [ %1254, %1321 ], [ %1370, %1322 ], [ %1457, %1409 ]
  %1545 = phi <16 x float> [ %1255, %1307 ], [ %1255, %1321 ], [ %1404, %1322 ], [ %1491, %1409 ]
  %1546 = phi <16 x float> [ %1256, %1307 ], [ %1256, %1321 ], [ %1403, %1322 ], [ %1490, %1409 ]
  %1547 = phi <16 x float> [ %1257, %1307 ], [ %1257, %1321 ], [ %1402, %1322 ], [ %1489, %1409 ]
  %1548 = phi <16 x float> [ %1258, %1307 ], [ %1258, %1321 ], [ %1401, %1322 ], [ %1488, %1409 ]
  %1549 = phi <16 x float> [ %1259, %1307 ], [ %1259, %1321 ], [ %1396, %1322 ], [ %1483, %1409 ]
  %1550 = phi <16 x float> [ %1260, %1307 ], [ %1260, %1321 ], [ %1395, %1322 ], [ %1482, %1409 ]
  %1551 = phi <16 x float> [ %1261, %1307 ], [ %1261, %1321 ], [ %1394, %1322 ], [ %1481, %1409 ]
  %1552 = phi <16 x float> [ %1262, %1307 ], [ %1262, %1321 ], [ %1393, %1322 ], [ %1480, %1409 ]
  %1553 = phi <16 x float> [ %1263, %1307 ], [ %1263, %1321 ], [ %1364, %1322 ], [ %1451, %1409 ]
  %1554 = phi <16 x float> [ %1264, %1307 ], [ %1264, %1321 ], [ %1363, %1322 ], [ %1450, %1409 ]
  %1555 = phi <16 x float> [ %1265, %1307 ], [ %1265, %1321 ], [ %1362, %1322 ], [ %1449, %1409 ]
  %1556 = phi <16 x float> [ %1266, %1307 ], [ %1266, %1321 ], [ %1361, %1322 ], [ %1448, %1409 ]
  %1557 = phi <16 x float> [ %1267, %1307 ], [ %1267, %1321 ], [ %1369, %1322 ], [ %1456, %1409 ]
  %1558 = phi <16 x float> [ %1268, %1307 ], [ %1268, %1321 ], [ %1388, %1322 ], [ %1475, %1409 ]
  %1559 = phi <16 x float> [ %1269, %1307 ], [ %1269, %1321 ], [ %1387, %1322 ], [ %1474, %1409 ]
  %1560 = phi <16 x float> [ %1270, %1307 ], [ %1270, %1321 ], [ %1386, %1322 ], [ %1473, %1409 ]
  %1561 = phi <16 x float> [ %1271, %1307 ], [ %1271, %1321 ], [ %1385, %1322 ], [ %1472, %1409 ]
  %1562 = phi <16 x float> [ %1272, %1307 ], [ %1272, %1321 ], [ %1380, %1322 ], [ %1467, %1409 ]
  %1563 = phi <16 x float> [ %1273, %1307 ], [ %1273, %1321 ], [ %1379, %1322 ], [ %1466, %1409 ]
  %1564 = phi <16 x float> [ %1274, %1307 ], [ %1274, %1321 ], [ %1378, %1322 ], [ %1465, %1409 ]
  %1565 = phi <16 x float> [ %1275, %1307 ], [ %1275, %1321 ], [ %1377, %1322 ], [ %1464, %1409 ]
  %1566 = phi <16 x float> [ %1276, %1307 ], [ %1276, %1321 ], [ %1372, %1322 ], [ %1459, %1409 ]
  %1567 = phi <16 x float> [ %1277, %1307 ], [ %1277, %1321 ], [ %1371, %1322 ], [ %1458, %1409 ]
  %1568 = phi <16 x float> [ %1278, %1307 ], [ %1278, %1321 ], [ %1370, %1322 ], [ %1457, %1409 ]
  %1569 = add nuw nsw i64 %1279, 1
  %1570 = icmp eq i64 %1569, %285
  br i1 %1570, label %1067, label %1206

1571:                                             ; preds = %1118, %1832
  %1572 = phi i64 [ 0, %1118 ], [ %1834, %1832 ]
  %1573 = add nsw i64 %845, %1572
  %1574 = mul nsw i64 %1573, %261
  %1575 = icmp sgt i64 %846, %1572
  %1576 = getelementptr inbounds nuw [4 x <16 x float>], ptr %33, i64 %1572
  %1577 = add nsw i64 %834, %1574
  %1578 = select i1 %1575, <16 x i1> zeroinitializer, <16 x i1> %830
  %1579 = getelementptr inbounds float, ptr %424, i64 %1577
  %1580 = load <16 x float>, ptr %1576, align 64
  br i1 %290, label %1640, label %1581

1581:                                             ; preds = %1571
  %1582 = getelementptr inbounds float, ptr %422, i64 %1577
  switch i64 %339, label %1600 [
    i64 1, label %1583
    i64 2, label %1586
    i64 3, label %1593
    i64 0, label %1640
  ]

1583:                                             ; preds = %1581
  %1584 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1582, <16 x i1> %1578, <16 x float> zeroinitializer)
  %1585 = fadd <16 x float> %1580, %1584
  br label %1602

1586:                                             ; preds = %1581
  %1587 = bitcast <16 x float> %1580 to <8 x i64>
  %1588 = or <8 x i64> %1587, %292
  %1589 = fcmp oeq <16 x float> %1580, %52
  %1590 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1580, i32 4)
  %1591 = bitcast <8 x i64> %1588 to <16 x float>
  %1592 = select <16 x i1> %1589, <16 x float> %1591, <16 x float> %1590
  br label %1602

1593:                                             ; preds = %1581
  %1594 = bitcast <16 x float> %1580 to <8 x i64>
  %1595 = and <8 x i64> %1594, %291
  %1596 = fcmp oeq <16 x float> %1580, %49
  %1597 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1580, i32 4)
  %1598 = bitcast <8 x i64> %1595 to <16 x float>
  %1599 = select <16 x i1> %1596, <16 x float> %1598, <16 x float> %1597
  br label %1602

1600:                                             ; preds = %1581
  unreachable

1601:                                             ; preds = %2413, %2394, %2375, %2350, %2331, %2312, %2287, %2268, %2249, %2224, %2205, %2186, %2161, %2142, %2123, %2098, %2079, %2060, %1813, %1794, %1775, %1749, %1730, %1711, %1685, %1666, %1647, %1621, %1602
  unreachable

1602:                                             ; preds = %1593, %1586, %1583
  %1603 = phi <16 x float> [ %1585, %1583 ], [ %1592, %1586 ], [ %1599, %1593 ]
  switch i64 %341, label %1601 [
    i64 1, label %1618
    i64 2, label %1611
    i64 3, label %1604
    i64 0, label %1640
  ]

1604:                                             ; preds = %1602
  %1605 = bitcast <16 x float> %1603 to <8 x i64>
  %1606 = and <8 x i64> %1605, %291
  %1607 = fcmp oeq <16 x float> %1603, %49
  %1608 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1603, i32 4)
  %1609 = bitcast <8 x i64> %1606 to <16 x float>
  %1610 = select <16 x i1> %1607, <16 x float> %1609, <16 x float> %1608
  br label %1621

1611:                                             ; preds = %1602
  %1612 = bitcast <16 x float> %1603 to <8 x i64>
  %1613 = or <8 x i64> %1612, %292
  %1614 = fcmp oeq <16 x float> %1603, %52
  %1615 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1603, i32 4)
  %1616 = bitcast <8 x i64> %1613 to <16 x float>
  %1617 = select <16 x i1> %1614, <16 x float> %1616, <16 x float> %1615
  br label %1621

1618:                                             ; preds = %1602
  %1619 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1582, <16 x i1> %1578, <16 x float> zeroinitializer)
  %1620 = fadd <16 x float> %1603, %1619
  br label %1621

1621:                                             ; preds = %1618, %1611, %1604
  %1622 = phi <16 x float> [ %1620, %1618 ], [ %1617, %1611 ], [ %1610, %1604 ]
  switch i64 %343, label %1601 [
    i64 1, label %1637
    i64 2, label %1630
    i64 3, label %1623
    i64 0, label %1640
  ]

1623:                                             ; preds = %1621
  %1624 = bitcast <16 x float> %1622 to <8 x i64>
  %1625 = and <8 x i64> %1624, %291
  %1626 = fcmp oeq <16 x float> %1622, %49
  %1627 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1622, i32 4)
  %1628 = bitcast <8 x i64> %1625 to <16 x float>
  %1629 = select <16 x i1> %1626, <16 x float> %1628, <16 x float> %1627
  br label %1640

1630:                                             ; preds = %1621
  %1631 = bitcast <16 x float> %1622 to <8 x i64>
  %1632 = or <8 x i64> %1631, %292
  %1633 = fcmp oeq <16 x float> %1622, %52
  %1634 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1622, i32 4)
  %1635 = bitcast <8 x i64> %1632 to <16 x float>
  %1636 = select <16 x i1> %1633, <16 x float> %1635, <16 x float> %1634
  br label %1640

1637:                                             ; preds = %1621
  %1638 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1582, <16 x i1> %1578, <16 x float> zeroinitializer)
  %1639 = fadd <16 x float> %1622, %1638
  br label %1640

1640:                                             ; preds = %1571, %1581, %1602, %1621, %1637, %1630, %1623
  %1641 = phi <16 x float> [ %1629, %1623 ], [ %1580, %1581 ], [ %1622, %1621 ], [ %1603, %1602 ], [ %1639, %1637 ], [ %1636, %1630 ], [ %1580, %1571 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1641, ptr align 1 %1579, <16 x i1> %1578)
  %1642 = add nsw i64 %835, %1574
  %1643 = select i1 %1575, <16 x i1> zeroinitializer, <16 x i1> %831
  %1644 = getelementptr inbounds float, ptr %424, i64 %1642
  %1645 = getelementptr inbounds nuw i8, ptr %1576, i64 64
  %1646 = load <16 x float>, ptr %1645, align 64
  br i1 %290, label %1704, label %1647

1647:                                             ; preds = %1640
  %1648 = getelementptr inbounds float, ptr %422, i64 %1642
  switch i64 %344, label %1601 [
    i64 1, label %1663
    i64 2, label %1656
    i64 3, label %1649
    i64 0, label %1704
  ]

1649:                                             ; preds = %1647
  %1650 = bitcast <16 x float> %1646 to <8 x i64>
  %1651 = and <8 x i64> %1650, %291
  %1652 = fcmp oeq <16 x float> %1646, %49
  %1653 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1646, i32 4)
  %1654 = bitcast <8 x i64> %1651 to <16 x float>
  %1655 = select <16 x i1> %1652, <16 x float> %1654, <16 x float> %1653
  br label %1666

1656:                                             ; preds = %1647
  %1657 = bitcast <16 x float> %1646 to <8 x i64>
  %1658 = or <8 x i64> %1657, %292
  %1659 = fcmp oeq <16 x float> %1646, %52
  %1660 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1646, i32 4)
  %1661 = bitcast <8 x i64> %1658 to <16 x float>
  %1662 = select <16 x i1> %1659, <16 x float> %1661, <16 x float> %1660
  br label %1666

1663:                                             ; preds = %1647
  %1664 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1648, <16 x i1> %1643, <16 x float> zeroinitializer)
  %1665 = fadd <16 x float> %1646, %1664
  br label %1666

1666:                                             ; preds = %1663, %1656, %1649
  %1667 = phi <16 x float> [ %1665, %1663 ], [ %1662, %1656 ], [ %1655, %1649 ]
  switch i64 %346, label %1601 [
    i64 1, label %1682
    i64 2, label %1675
    i64 3, label %1668
    i64 0, label %1704
  ]

1668:                                             ; preds = %1666
  %1669 = bitcast <16 x float> %1667 to <8 x i64>
  %1670 = and <8 x i64> %1669, %291
  %1671 = fcmp oeq <16 x float> %1667, %49
  %1672 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1667, i32 4)
  %1673 = bitcast <8 x i64> %1670 to <16 x float>
  %1674 = select <16 x i1> %1671, <16 x float> %1673, <16 x float> %1672
  br label %1685

1675:                                             ; preds = %1666
  %1676 = bitcast <16 x float> %1667 to <8 x i64>
  %1677 = or <8 x i64> %1676, %292
  %1678 = fcmp oeq <16 x float> %1667, %52
  %1679 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1667, i32 4)
  %1680 = bitcast <8 x i64> %1677 to <16 x float>
  %1681 = select <16 x i1> %1678, <16 x float> %1680, <16 x float> %1679
  br label %1685

1682:                                             ; preds = %1666
  %1683 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1648, <16 x i1> %1643, <16 x float> zeroinitializer)
  %1684 = fadd <16 x float> %1667, %1683
  br label %1685

1685:                                             ; preds = %1682, %1675, %1668
  %1686 = phi <16 x float> [ %1684, %1682 ], [ %1681, %1675 ], [ %1674, %1668 ]
  switch i64 %348, label %1601 [
    i64 1, label %1701
    i64 2, label %1694
    i64 3, label %1687
    i64 0, label %1704
  ]

1687:                                             ; preds = %1685
  %1688 = bitcast <16 x float> %1686 to <8 x i64>
  %1689 = and <8 x i64> %1688, %291
  %1690 = fcmp oeq <16 x float> %1686, %49
  %1691 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1686, i32 4)
  %1692 = bitcast <8 x i64> %1689 to <16 x float>
  %1693 = select <16 x i1> %1690, <16 x float> %1692, <16 x float> %1691
  br label %1704

1694:                                             ; preds = %1685
  %1695 = bitcast <16 x float> %1686 to <8 x i64>
  %1696 = or <8 x i64> %1695, %292
  %1697 = fcmp oeq <16 x float> %1686, %52
  %1698 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1686, i32 4)
  %1699 = bitcast <8 x i64> %1696 to <16 x float>
  %1700 = select <16 x i1> %1697, <16 x float> %1699, <16 x float> %1698
  br label %1704

1701:                                             ; preds = %1685
  %1702 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1648, <16 x i1> %1643, <16 x float> zeroinitializer)
  %1703 = fadd <16 x float> %1686, %1702
  br label %1704

1704:                                             ; preds = %1640, %1647, %1666, %1685, %1701, %1694, %1687
  %1705 = phi <16 x float> [ %1693, %1687 ], [ %1646, %1647 ], [ %1686, %1685 ], [ %1667, %1666 ], [ %1703, %1701 ], [ %1700, %1694 ], [ %1646, %1640 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1705, ptr align 1 %1644, <16 x i1> %1643)
  %1706 = add nsw i64 %836, %1574
  %1707 = select i1 %1575, <16 x i1> zeroinitializer, <16 x i1> %832
  %1708 = getelementptr inbounds float, ptr %424, i64 %1706
  %1709 = getelementptr inbounds nuw i8, ptr %1576, i64 128
  %1710 = load <16 x float>, ptr %1709, align 64
  br i1 %290, label %1768, label %1711

1711:                                             ; preds = %1704
  %1712 = getelementptr inbounds float, ptr %422, i64 %1706
  switch i64 %349, label %1601 [
    i64 1, label %1727
    i64 2, label %1720
    i64 3, label %1713
    i64 0, label %1768
  ]

1713:                                             ; preds = %1711
  %1714 = bitcast <16 x float> %1710 to <8 x i64>
  %1715 = and <8 x i64> %1714, %291
  %1716 = fcmp oeq <16 x float> %1710, %49
  %1717 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1710, i32 4)
  %1718 = bitcast <8 x i64> %1715 to <16 x float>
  %1719 = select <16 x i1> %1716, <16 x float> %1718, <16 x float> %1717
  br label %1730

1720:                                             ; preds = %1711
  %1721 = bitcast <16 x float> %1710 to <8 x i64>
  %1722 = or <8 x i64> %1721, %292
  %1723 = fcmp oeq <16 x float> %1710, %52
  %1724 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1710, i32 4)
  %1725 = bitcast <8 x i64> %1722 to <16 x float>
  %1726 = select <16 x i1> %1723, <16 x float> %1725, <16 x float> %1724
  br label %1730

1727:                                             ; preds = %1711
  %1728 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1712, <16 x i1> %1707, <16 x float> zeroinitializer)
  %1729 = fadd <16 x float> %1710, %1728
  br label %1730

1730:                                             ; preds = %1727, %1720, %1713
  %1731 = phi <16 x float> [ %1729, %1727 ], [ %1726, %1720 ], [ %1719, %1713 ]
  switch i64 %351, label %1601 [
    i64 1, label %1746
    i64 2, label %1739
    i64 3, label %1732
    i64 0, label %1768
  ]

1732:                                             ; preds = %1730
  %1733 = bitcast <16 x float> %1731 to <8 x i64>
  %1734 = and <8 x i64> %1733, %291
  %1735 = fcmp oeq <16 x float> %1731, %49
  %1736 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1731, i32 4)
  %1737 = bitcast <8 x i64> %1734 to <16 x float>
  %1738 = select <16 x i1> %1735, <16 x float> %1737, <16 x float> %1736
  br label %1749

1739:                                             ; preds = %1730
  %1740 = bitcast <16 x float> %1731 to <8 x i64>
  %1741 = or <8 x i64> %1740, %292
  %1742 = fcmp oeq <16 x float> %1731, %52
  %1743 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1731, i32 4)
  %1744 = bitcast <8 x i64> %1741 to <16 x float>
  %1745 = select <16 x i1> %1742, <16 x float> %1744, <16 x float> %1743
  br label %1749

1746:                                             ; preds = %1730
  %1747 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1712, <16 x i1> %1707, <16 x float> zeroinitializer)
  %1748 = fadd <16 x float> %1731, %1747
  br label %1749

1749:                                             ; preds = %1746, %1739, %1732
  %1750 = phi <16 x float> [ %1748, %1746 ], [ %1745, %1739 ], [ %1738, %1732 ]
  switch i64 %353, label %1601 [
    i64 1, label %1765
    i64 2, label %1758
    i64 3, label %1751
    i64 0, label %1768
  ]

1751:                                             ; preds = %1749
  %1752 = bitcast <16 x float> %1750 to <8 x i64>
  %1753 = and <8 x i64> %1752, %291
  %1754 = fcmp oeq <16 x float> %1750, %49
  %1755 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1750, i32 4)
  %1756 = bitcast <8 x i64> %1753 to <16 x float>
  %1757 = select <16 x i1> %1754, <16 x float> %1756, <16 x float> %1755
  br label %1768

1758:                                             ; preds = %1749
  %1759 = bitcast <16 x float> %1750 to <8 x i64>
  %1760 = or <8 x i64> %1759, %292
  %1761 = fcmp oeq <16 x float> %1750, %52
  %1762 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1750, i32 4)
  %1763 = bitcast <8 x i64> %1760 to <16 x float>
  %1764 = select <16 x i1> %1761, <16 x float> %1763, <16 x float> %1762
  br label %1768

1765:                                             ; preds = %1749
  %1766 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1712, <16 x i1> %1707, <16 x float> zeroinitializer)
  %1767 = fadd <16 x float> %1750, %1766
  br label %1768

1768:                                             ; preds = %1704, %1711, %1730, %1749, %1765, %1758, %1751
  %1769 = phi <16 x float> [ %1757, %1751 ], [ %1710, %1711 ], [ %1750, %1749 ], [ %1731, %1730 ], [ %1767, %1765 ], [ %1764, %1758 ], [ %1710, %1704 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1769, ptr align 1 %1708, <16 x i1> %1707)
  %1770 = add nsw i64 %837, %1574
  %1771 = select i1 %1575, <16 x i1> zeroinitializer, <16 x i1> %833
  %1772 = getelementptr inbounds float, ptr %424, i64 %1770
  %1773 = getelementptr inbounds nuw i8, ptr %1576, i64 192
  %1774 = load <16 x float>, ptr %1773, align 64
  br i1 %290, label %1832, label %1775

1775:                                             ; preds = %1768
  %1776 = getelementptr inbounds float, ptr %422, i64 %1770
  switch i64 %354, label %1601 [
    i64 1, label %1791
    i64 2, label %1784
    i64 3, label %1777
    i64 0, label %1832
  ]

1777:                                             ; preds = %1775
  %1778 = bitcast <16 x float> %1774 to <8 x i64>
  %1779 = and <8 x i64> %1778, %291
  %1780 = fcmp oeq <16 x float> %1774, %49
  %1781 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1774, i32 4)
  %1782 = bitcast <8 x i64> %1779 to <16 x float>
  %1783 = select <16 x i1> %1780, <16 x float> %1782, <16 x float> %1781
  br label %1794

1784:                                             ; preds = %1775
  %1785 = bitcast <16 x float> %1774 to <8 x i64>
  %1786 = or <8 x i64> %1785, %292
  %1787 = fcmp oeq <16 x float> %1774, %52
  %1788 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1774, i32 4)
  %1789 = bitcast <8 x i64> %1786 to <16 x float>
  %1790 = select <16 x i1> %1787, <16 x float> %1789, <16 x float> %1788
  br label %1794

1791:                                             ; preds = %1775
  %1792 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1776, <16 x i1> %1771, <16 x float> zeroinitializer)
  %1793 = fadd <16 x float> %1774, %1792
  br label %1794

1794:                                             ; preds = %1791, %1784, %1777
  %1795 = phi <16 x float> [ %1793, %1791 ], [ %1790, %1784 ], [ %1783, %1777 ]
  switch i64 %356, label %1601 [
    i64 1, label %1810
    i64 2, label %1803
    i64 3, label %1796
    i64 0, label %1832
  ]

1796:                                             ; preds = %1794
  %1797 = bitcast <16 x float> %1795 to <8 x i64>
  %1798 = and <8 x i64> %1797, %291
  %1799 = fcmp oeq <16 x float> %1795, %49
  %1800 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1795, i32 4)
  %1801 = bitcast <8 x i64> %1798 to <16 x float>
  %1802 = select <16 x i1> %1799, <16 x float> %1801, <16 x float> %1800
  br label %1813

1803:                                             ; preds = %1794
  %1804 = bitcast <16 x float> %1795 to <8 x i64>
  %1805 = or <8 x i64> %1804, %292
  %1806 = fcmp oeq <16 x float> %1795, %52
  %1807 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1795, i32 4)
  %1808 = bitcast <8 x i64> %1805 to <16 x float>
  %1809 = select <16 x i1> %1806, <16 x float> %1808, <16 x float> %1807
  br label %1813

1810:                                             ; preds = %1794
  %1811 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1776, <16 x i1> %1771, <16 x float> zeroinitializer)
  %1812 = fadd <16 x float> %1795, %1811
  br label %1813

1813:                                             ; preds = %1810, %1803, %1796
  %1814 = phi <16 x float> [ %1812, %1810 ], [ %1809, %1803 ], [ %1802, %1796 ]
  switch i64 %358, label %1601 [
    i64 1, label %1829
    i64 2, label %1822
    i64 3, label %1815
    i64 0, label %1832
  ]

1815:                                             ; preds = %1813
  %1816 = bitcast <16 x float> %1814 to <8 x i64>
  %1817 = and <8 x i64> %1816, %291
  %1818 = fcmp oeq <16 x float> %1814, %49
  %1819 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1814, i32 4)
  %1820 = bitcast <8 x i64> %1817 to <16 x float>
  %1821 = select <16 x i1> %1818, <16 x float> %1820, <16 x float> %1819
  br label %1832

1822:                                             ; preds = %1813
  %1823 = bitcast <16 x float> %1814 to <8 x i64>
  %1824 = or <8 x i64> %1823, %292
  %1825 = fcmp oeq <16 x float> %1814, %52
  %1826 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1814, i32 4)
  %1827 = bitcast <8 x i64> %1824 to <16 x float>
  %1828 = select <16 x i1> %1825, <16 x float> %1827, <16 x float> %1826
  br label %1832

1829:                                             ; preds = %1813
  %1830 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1776, <16 x i1> %1771, <16 x float> zeroinitializer)
  %1831 = fadd <16 x float> %1814, %1830
  br label %1832

1832:                                             ; preds = %1768, %1775, %1794, %1813, %1829, %1822, %1815
  %1833 = phi <16 x float> [ %1821, %1815 ], [ %1774, %1775 ], [ %1814, %1813 ], [ %1795, %1794 ], [ %1831, %1829 ], [ %1828, %1822 ], [ %1774, %1768 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1833, ptr align 1 %1772, <16 x i1> %1771)
  %1834 = add nuw nsw i64 %1572, 1
  %1835 = icmp eq i64 %1834, 6
  br i1 %1835, label %1836, label %1571

1836:                                             ; preds = %1832
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  br label %2436

1837:                                             ; preds = %848, %2432
  %1838 = phi i64 [ 0, %848 ], [ %2434, %2432 ]
  %1839 = getelementptr inbounds nuw i64, ptr %37, i64 %1838
  %1840 = getelementptr inbounds nuw i64, ptr %38, i64 %1838
  %1841 = load i64, ptr %1840, align 8
  %1842 = icmp sgt i64 %1841, 15
  %1843 = trunc i64 %1841 to i32
  %1844 = shl nsw i32 -1, %1843
  %1845 = trunc i32 %1844 to i16
  %1846 = xor i16 %1845, -1
  %1847 = select i1 %1842, i16 -1, i16 %1846
  br i1 %286, label %1870, label %1851

1848:                                             ; preds = %1892
  %1849 = getelementptr inbounds nuw i64, ptr %35, i64 %1838
  %1850 = getelementptr inbounds nuw i32, ptr %36, i64 %1838
  br label %1920

1851:                                             ; preds = %1837
  %1852 = load float, ptr %850, align 4
  %1853 = insertelement <16 x float> poison, float %1852, i64 0
  %1854 = shufflevector <16 x float> %1853, <16 x float> poison, <16 x i32> zeroinitializer
  %1855 = load float, ptr %852, align 4
  %1856 = insertelement <16 x float> poison, float %1855, i64 0
  %1857 = shufflevector <16 x float> %1856, <16 x float> poison, <16 x i32> zeroinitializer
  %1858 = load float, ptr %853, align 4
  %1859 = insertelement <16 x float> poison, float %1858, i64 0
  %1860 = shufflevector <16 x float> %1859, <16 x float> poison, <16 x i32> zeroinitializer
  %1861 = load float, ptr %854, align 4
  %1862 = insertelement <16 x float> poison, float %1861, i64 0
  %1863 = shufflevector <16 x float> %1862, <16 x float> poison, <16 x i32> zeroinitializer
  %1864 = load float, ptr %855, align 4
  %1865 = insertelement <16 x float> poison, float %1864, i64 0
  %1866 = shufflevector <16 x float> %1865, <16 x float> poison, <16 x i32> zeroinitializer
  %1867 = load float, ptr %856, align 4
  %1868 = insertelement <16 x float> poison, float %1867, i64 0
  %1869 = shufflevector <16 x float> %1868, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1892

1870:                                             ; preds = %1837
  %1871 = bitcast i16 %1847 to <16 x i1>
  %1872 = load i64, ptr %1839, align 8
  %1873 = getelementptr inbounds float, ptr %858, i64 %1872
  %1874 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1873, <16 x i1> %1871, <16 x float> zeroinitializer)
  %1875 = bitcast i16 %1847 to <16 x i1>
  %1876 = getelementptr inbounds float, ptr %861, i64 %1872
  %1877 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1876, <16 x i1> %1875, <16 x float> zeroinitializer)
  %1878 = bitcast i16 %1847 to <16 x i1>
  %1879 = load i64, ptr %1839, align 8
  %1880 = getelementptr inbounds float, ptr %864, i64 %1879
  %1881 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1880, <16 x i1> %1878, <16 x float> zeroinitializer)
  %1882 = bitcast i16 %1847 to <16 x i1>
  %1883 = getelementptr inbounds float, ptr %867, i64 %1879
  %1884 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1883, <16 x i1> %1882, <16 x float> zeroinitializer)
  %1885 = bitcast i16 %1847 to <16 x i1>
  %1886 = load i64, ptr %1839, align 8
  %1887 = getelementptr inbounds float, ptr %870, i64 %1886
  %1888 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1887, <16 x i1> %1885, <16 x float> zeroinitializer)
  %1889 = bitcast i16 %1847 to <16 x i1>
  %1890 = getelementptr inbounds float, ptr %873, i64 %1886
  %1891 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1890, <16 x i1> %1889, <16 x float> zeroinitializer)
  br label %1892

1892:                                             ; preds = %1870, %1851
  %1893 = phi <16 x float> [ %1888, %1870 ], [ %1866, %1851 ]
  %1894 = phi <16 x float> [ %1881, %1870 ], [ %1860, %1851 ]
  %1895 = phi <16 x float> [ %1874, %1870 ], [ %1854, %1851 ]
  %1896 = phi <16 x float> [ %1877, %1870 ], [ %1857, %1851 ]
  %1897 = phi <16 x float> [ %1884, %1870 ], [ %1863, %1851 ]
  %1898 = phi <16 x float> [ %1891, %1870 ], [ %1869, %1851 ]
  br i1 %288, label %1848, label %1908

1899:                                             ; preds = %2051, %1920
  %1900 = phi <16 x float> [ %1921, %1920 ], [ %2052, %2051 ]
  %1901 = phi <16 x float> [ %1922, %1920 ], [ %2053, %2051 ]
  %1902 = phi <16 x float> [ %1923, %1920 ], [ %2054, %2051 ]
  %1903 = phi <16 x float> [ %1924, %1920 ], [ %2055, %2051 ]
  %1904 = phi <16 x float> [ %1925, %1920 ], [ %2056, %2051 ]
  %1905 = phi <16 x float> [ %1926, %1920 ], [ %2057, %2051 ]
  %1906 = icmp slt i64 %1931, %5
  %1907 = add i64 %1927, -16
  br i1 %1906, label %1920, label %1908

1908:                                             ; preds = %1899, %1892
  %1909 = phi <16 x float> [ %1895, %1892 ], [ %1900, %1899 ]
  %1910 = phi <16 x float> [ %1896, %1892 ], [ %1901, %1899 ]
  %1911 = phi <16 x float> [ %1894, %1892 ], [ %1902, %1899 ]
  %1912 = phi <16 x float> [ %1897, %1892 ], [ %1903, %1899 ]
  %1913 = phi <16 x float> [ %1893, %1892 ], [ %1904, %1899 ]
  %1914 = phi <16 x float> [ %1898, %1892 ], [ %1905, %1899 ]
  %1915 = load i64, ptr %1839, align 8
  %1916 = add nsw i64 %1915, %874
  %1917 = bitcast i16 %1847 to <16 x i1>
  %1918 = select i1 %875, <16 x i1> zeroinitializer, <16 x i1> %1917
  %1919 = getelementptr inbounds float, ptr %424, i64 %1916
  br i1 %290, label %2117, label %2060

1920:                                             ; preds = %1848, %1899
  %1921 = phi <16 x float> [ %1895, %1848 ], [ %1900, %1899 ]
  %1922 = phi <16 x float> [ %1896, %1848 ], [ %1901, %1899 ]
  %1923 = phi <16 x float> [ %1894, %1848 ], [ %1902, %1899 ]
  %1924 = phi <16 x float> [ %1897, %1848 ], [ %1903, %1899 ]
  %1925 = phi <16 x float> [ %1893, %1848 ], [ %1904, %1899 ]
  %1926 = phi <16 x float> [ %1898, %1848 ], [ %1905, %1899 ]
  %1927 = phi i64 [ %5, %1848 ], [ %1907, %1899 ]
  %1928 = phi i64 [ 0, %1848 ], [ %1931, %1899 ]
  %1929 = call i64 @llvm.smin.i64(i64 %1927, i64 16)
  %1930 = add i64 %1929, %1928
  %1931 = add nuw nsw i64 %1928, 16
  br i1 %289, label %1932, label %1899

1932:                                             ; preds = %1920
  %1933 = sub nsw i64 %5, %1928
  %1934 = icmp sgt i64 %1933, 15
  %1935 = mul nsw i64 %1928, %284
  %1936 = getelementptr inbounds float, ptr %417, i64 %1935
  %1937 = mul nuw nsw i64 %1928, %285
  %1938 = getelementptr inbounds nuw float, ptr %851, i64 %1937
  %1939 = icmp sgt i64 %5, %1928
  %1940 = or i1 %1934, %1939
  br label %1941

1941:                                             ; preds = %1932, %2051
  %1942 = phi <16 x float> [ %1921, %1932 ], [ %2052, %2051 ]
  %1943 = phi <16 x float> [ %1922, %1932 ], [ %2053, %2051 ]
  %1944 = phi <16 x float> [ %1923, %1932 ], [ %2054, %2051 ]
  %1945 = phi <16 x float> [ %1924, %1932 ], [ %2055, %2051 ]
  %1946 = phi <16 x float> [ %1925, %1932 ], [ %2056, %2051 ]
  %1947 = phi <16 x float> [ %1926, %1932 ], [ %2057, %2051 ]
  %1948 = phi i64 [ 0, %1932 ], [ %2058, %2051 ]
  %1949 = getelementptr inbounds nuw [4 x i64], ptr %1849, i64 %1948
  %1950 = load i64, ptr %1949, align 8
  %1951 = getelementptr inbounds nuw [4 x i32], ptr %1850, i64 %1948
  %1952 = load i32, ptr %1951, align 4
  %1953 = getelementptr inbounds nuw float, ptr %1938, i64 %1948
  %1954 = and i32 %1952, 65535
  %1955 = icmp eq i32 %1954, 65535
  br i1 %1955, label %1956, label %1957

1956:                                             ; preds = %1941
  br i1 %1940, label %1961, label %2051

1957:                                             ; preds = %1941
  br i1 %1940, label %1958, label %2051

1958:                                             ; preds = %1957
  %1959 = trunc i32 %1952 to i16
  %1960 = bitcast i16 %1959 to <16 x i1>
  br label %2006

1961:                                             ; preds = %1956, %1961
  %1962 = phi <16 x float> [ %1976, %1961 ], [ %1942, %1956 ]
  %1963 = phi <16 x float> [ %1981, %1961 ], [ %1943, %1956 ]
  %1964 = phi <16 x float> [ %1986, %1961 ], [ %1944, %1956 ]
  %1965 = phi <16 x float> [ %1991, %1961 ], [ %1945, %1956 ]
  %1966 = phi <16 x float> [ %1996, %1961 ], [ %1946, %1956 ]
  %1967 = phi <16 x float> [ %2001, %1961 ], [ %1947, %1956 ]
  %1968 = phi ptr [ %2003, %1961 ], [ %1936, %1956 ]
  %1969 = phi ptr [ %2004, %1961 ], [ %1953, %1956 ]
  %1970 = phi i64 [ %2002, %1961 ], [ %1928, %1956 ]
  %1971 = getelementptr inbounds float, ptr %1968, i64 %1950
  %1972 = load <16 x float>, ptr %1971, align 1
  %1973 = load float, ptr %1969, align 4
  %1974 = insertelement <16 x float> poison, float %1973, i64 0
  %1975 = shufflevector <16 x float> %1974, <16 x float> poison, <16 x i32> zeroinitializer
  %1976 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1972, <16 x float> %1975, <16 x float> %1962)
  %1977 = getelementptr inbounds float, ptr %1969, i64 %287
  %1978 = load float, ptr %1977, align 4
  %1979 = insertelement <16 x float> poison, float %1978, i64 0
  %1980 = shufflevector <16 x float> %1979, <16 x float> poison, <16 x i32> zeroinitializer
  %1981 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1972, <16 x float> %1980, <16 x float> %1963)
  %1982 = getelementptr inbounds i8, ptr %1969, i64 %297
  %1983 = load float, ptr %1982, align 4
  %1984 = insertelement <16 x float> poison, float %1983, i64 0
  %1985 = shufflevector <16 x float> %1984, <16 x float> poison, <16 x i32> zeroinitializer
  %1986 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1972, <16 x float> %1985, <16 x float> %1964)
  %1987 = getelementptr inbounds i8, ptr %1969, i64 %298
  %1988 = load float, ptr %1987, align 4
  %1989 = insertelement <16 x float> poison, float %1988, i64 0
  %1990 = shufflevector <16 x float> %1989, <16 x float> poison, <16 x i32> zeroinitializer
  %1991 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1972, <16 x float> %1990, <16 x float> %1965)
  %1992 = getelementptr inbounds i8, ptr %1969, i64 %299
  %1993 = load float, ptr %1992, align 4
  %1994 = insertelement <16 x float> poison, float %1993, i64 0
  %1995 = shufflevector <16 x float> %1994, <16 x float> poison, <16 x i32> zeroinitializer
  %1996 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1972, <16 x float> %1995, <16 x float> %1966)
  %1997 = getelementptr inbounds i8, ptr %1969, i64 %300
  %1998 = load float, ptr %1997, align 4
  %1999 = insertelement <16 x float> poison, float %1998, i64 0
  %2000 = shufflevector <16 x float> %1999, <16 x float> poison, <16 x i32> zeroinitializer
  %2001 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1972, <16 x float> %2000, <16 x float> %1967)
  %2002 = add nuw nsw i64 %1970, 1
  %2003 = getelementptr inbounds float, ptr %1968, i64 %284
  %2004 = getelementptr inbounds nuw float, ptr %1969, i64 %285
  %2005 = icmp eq i64 %2002, %1930
  br i1 %2005, label %2051, label %1961

2006:                                             ; preds = %1958, %2006
  %2007 = phi <16 x float> [ %1942, %1958 ], [ %2021, %2006 ]
  %2008 = phi <16 x float> [ %1943, %1958 ], [ %2026, %2006 ]
  %2009 = phi <16 x float> [ %1944, %1958 ], [ %2031, %2006 ]
  %2010 = phi <16 x float> [ %1945, %1958 ], [ %2036, %2006 ]
  %2011 = phi <16 x float> [ %1946, %1958 ], [ %2041, %2006 ]
  %2012 = phi <16 x float> [ %1947, %1958 ], [ %2046, %2006 ]
  %2013 = phi i64 [ %1928, %1958 ], [ %2047, %2006 ]
  %2014 = phi ptr [ %1936, %1958 ], [ %2048, %2006 ]
  %2015 = phi ptr [ %1953, %1958 ], [ %2049, %2006 ]
  %2016 = getelementptr inbounds float, ptr %2014, i64 %1950
  %2017 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2016, <16 x i1> %1960, <16 x float> zeroinitializer)
  %2018 = load float, ptr %2015, align 4
  %2019 = insertelement <16 x float> poison, float %2018, i64 0
  %2020 = shufflevector <16 x float> %2019, <16 x float> poison, <16 x i32> zeroinitializer
  %2021 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2017, <16 x float> %2020, <16 x float> %2007)
  %2022 = getelementptr inbounds float, ptr %2015, i64 %287
  %2023 = load float, ptr %2022, align 4
  %2024 = insertelement <16 x float> poison, float %2023, i64 0
  %2025 = shufflevector <16 x float> %2024, <16 x float> poison, <16 x i32> zeroinitializer
  %2026 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2017, <16 x float> %2025, <16 x float> %2008)
  %2027 = getelementptr inbounds i8, ptr %2015, i64 %293
  %2028 = load float, ptr %2027, align 4
  %2029 = insertelement <16 x float> poison, float %2028, i64 0
  %2030 = shufflevector <16 x float> %2029, <16 x float> poison, <16 x i32> zeroinitializer
  %2031 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2017, <16 x float> %2030, <16 x float> %2009)
  %2032 = getelementptr inbounds i8, ptr %2015, i64 %294
  %2033 = load float, ptr %2032, align 4
  %2034 = insertelement <16 x float> poison, float %2033, i64 0
  %2035 = shufflevector <16 x float> %2034, <16 x float> poison, <16 x i32> zeroinitializer
  %2036 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2017, <16 x float> %2035, <16 x float> %2010)
  %2037 = getelementptr inbounds i8, ptr %2015, i64 %295
  %2038 = load float, ptr %2037, align 4
  %2039 = insertelement <16 x float> poison, float %2038, i64 0
  %2040 = shufflevector <16 x float> %2039, <16 x float> poison, <16 x i32> zeroinitializer
  %2041 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2017, <16 x float> %2040, <16 x float> %2011)
  %2042 = getelementptr inbounds i8, ptr %2015, i64 %296
  %2043 = load float, ptr %2042, align 4
  %2044 = insertelement <16 x float> poison, float %2043, i64 0
  %2045 = shufflevector <16 x float> %2044, <16 x float> poison, <16 x i32> zeroinitializer
  %2046 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2017, <16 x float> %2045, <16 x float> %2012)
  %2047 = add nuw nsw i64 %2013, 1
  %2048 = getelementptr inbounds float, ptr %2014, i64 %284
  %2049 = getelementptr inbounds nuw float, ptr %2015, i64 %285
  %2050 = icmp eq i64 %2047, %1930
  br i1 %2050, label %2051, label %2006

2051:                                             ; preds = %2006, %1961, %1956, %1957
  %2052 = phi <16 x float> [ %1942, %1957 ], [ %1942, %1956 ], [ %1976, %1961 ], [ %2021, %2006 ]
  %2053 = phi <16 x float> [ %1943, %1957 ], [ %1943, %1956 ], [ %1981, %1961 ], [ %2026, %2006 ]
  %2054 = phi <16 x float> [ %1944, %1957 ], [ %1944, %1956 ], [ %1986, %1961 ], [ %2031, %2006 ]
  %2055 = phi <16 x float> [ %1945, %1957 ], [ %1945, %1956 ], [ %1991, %1961 ], [ %2036, %2006 ]
  %2056 = phi <16 x float> [ %1946, %1957 ], [ %1946, %1956 ], [ %1996, %1961 ], [ %2041, %2006 ]
  %2057 = phi <16 x float> [ %1947, %1957 ], [ %1947, %1956 ], [ %2001, %1961 ], [ %2046, %2006 ]
  %2058 = add nuw nsw i64 %1948, 1
  %2059 = icmp eq i64 %2058, %285
  br i1 %2059, label %1899, label %1941

2060:                                             ; preds = %1908
  %2061 = getelementptr inbounds float, ptr %422, i64 %1916
  switch i64 %301, label %1601 [
    i64 1, label %2062
    i64 2, label %2065
    i64 3, label %2072
    i64 0, label %2117
  ]

2062:                                             ; preds = %2060
  %2063 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2061, <16 x i1> %1918, <16 x float> zeroinitializer)
  %2064 = fadd <16 x float> %1909, %2063
  br label %2079

2065:                                             ; preds = %2060
  %2066 = bitcast <16 x float> %1909 to <8 x i64>
  %2067 = or <8 x i64> %2066, %292
  %2068 = fcmp oeq <16 x float> %1909, %52
  %2069 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1909, i32 4)
  %2070 = bitcast <8 x i64> %2067 to <16 x float>
  %2071 = select <16 x i1> %2068, <16 x float> %2070, <16 x float> %2069
  br label %2079

2072:                                             ; preds = %2060
  %2073 = bitcast <16 x float> %1909 to <8 x i64>
  %2074 = and <8 x i64> %2073, %291
  %2075 = fcmp oeq <16 x float> %1909, %49
  %2076 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1909, i32 4)
  %2077 = bitcast <8 x i64> %2074 to <16 x float>
  %2078 = select <16 x i1> %2075, <16 x float> %2077, <16 x float> %2076
  br label %2079

2079:                                             ; preds = %2072, %2065, %2062
  %2080 = phi <16 x float> [ %2064, %2062 ], [ %2071, %2065 ], [ %2078, %2072 ]
  switch i64 %303, label %1601 [
    i64 1, label %2095
    i64 2, label %2088
    i64 3, label %2081
    i64 0, label %2117
  ]

2081:                                             ; preds = %2079
  %2082 = bitcast <16 x float> %2080 to <8 x i64>
  %2083 = and <8 x i64> %2082, %291
  %2084 = fcmp oeq <16 x float> %2080, %49
  %2085 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2080, i32 4)
  %2086 = bitcast <8 x i64> %2083 to <16 x float>
  %2087 = select <16 x i1> %2084, <16 x float> %2086, <16 x float> %2085
  br label %2098

2088:                                             ; preds = %2079
  %2089 = bitcast <16 x float> %2080 to <8 x i64>
  %2090 = or <8 x i64> %2089, %292
  %2091 = fcmp oeq <16 x float> %2080, %52
  %2092 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2080, i32 4)
  %2093 = bitcast <8 x i64> %2090 to <16 x float>
  %2094 = select <16 x i1> %2091, <16 x float> %2093, <16 x float> %2092
  br label %2098

2095:                                             ; preds = %2079
  %2096 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2061, <16 x i1> %1918, <16 x float> zeroinitializer)
  %2097 = fadd <16 x float> %2080, %2096
  br label %2098

2098:                                             ; preds = %2095, %2088, %2081
  %2099 = phi <16 x float> [ %2097, %2095 ], [ %2094, %2088 ], [ %2087, %2081 ]
  switch i64 %305, label %1601 [
    i64 1, label %2114
    i64 2, label %2107
    i64 3, label %2100
    i64 0, label %2117
  ]

2100:                                             ; preds = %2098
  %2101 = bitcast <16 x float> %2099 to <8 x i64>
  %2102 = and <8 x i64> %2101, %291
  %2103 = fcmp oeq <16 x float> %2099, %49
  %2104 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2099, i32 4)
  %2105 = bitcast <8 x i64> %2102 to <16 x float>
  %2106 = select <16 x i1> %2103, <16 x float> %2105, <16 x float> %2104
  br label %2117

2107:                                             ; preds = %2098
  %2108 = bitcast <16 x float> %2099 to <8 x i64>
  %2109 = or <8 x i64> %2108, %292
  %2110 = fcmp oeq <16 x float> %2099, %52
  %2111 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2099, i32 4)
  %2112 = bitcast <8 x i64> %2109 to <16 x float>
  %2113 = select <16 x i1> %2110, <16 x float> %2112, <16 x float> %2111
  br label %2117

2114:                                             ; preds = %2098
  %2115 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2061, <16 x i1> %1918, <16 x float> zeroinitializer)
  %2116 = fadd <16 x float> %2099, %2115
  br label %2117

2117:                                             ; preds = %2060, %2079, %2098, %2114, %2107, %2100, %1908
  %2118 = phi <16 x float> [ %1909, %1908 ], [ %1909, %2060 ], [ %2099, %2098 ], [ %2080, %2079 ], [ %2116, %2114 ], [ %2113, %2107 ], [ %2106, %2100 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2118, ptr align 1 %1919, <16 x i1> %1918)
  %2119 = add nsw i64 %1915, %877
  %2120 = bitcast i16 %1847 to <16 x i1>
  %2121 = select i1 %878, <16 x i1> zeroinitializer, <16 x i1> %2120
  %2122 = getelementptr inbounds float, ptr %424, i64 %2119
  br i1 %290, label %2180, label %2123

2123:                                             ; preds = %2117
  %2124 = getelementptr inbounds float, ptr %422, i64 %2119
  switch i64 %306, label %1601 [
    i64 1, label %2139
    i64 2, label %2132
    i64 3, label %2125
    i64 0, label %2180
  ]

2125:                                             ; preds = %2123
  %2126 = bitcast <16 x float> %1910 to <8 x i64>
  %2127 = and <8 x i64> %2126, %291
  %2128 = fcmp oeq <16 x float> %1910, %49
  %2129 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1910, i32 4)
  %2130 = bitcast <8 x i64> %2127 to <16 x float>
  %2131 = select <16 x i1> %2128, <16 x float> %2130, <16 x float> %2129
  br label %2142

2132:                                             ; preds = %2123
  %2133 = bitcast <16 x float> %1910 to <8 x i64>
  %2134 = or <8 x i64> %2133, %292
  %2135 = fcmp oeq <16 x float> %1910, %52
  %2136 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1910, i32 4)
  %2137 = bitcast <8 x i64> %2134 to <16 x float>
  %2138 = select <16 x i1> %2135, <16 x float> %2137, <16 x float> %2136
  br label %2142

2139:                                             ; preds = %2123
  %2140 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2124, <16 x i1> %2121, <16 x float> zeroinitializer)
  %2141 = fadd <16 x float> %1910, %2140
  br label %2142

2142:                                             ; preds = %2139, %2132, %2125
  %2143 = phi <16 x float> [ %2141, %2139 ], [ %2138, %2132 ], [ %2131, %2125 ]
  switch i64 %308, label %1601 [
    i64 1, label %2158
    i64 2, label %2151
    i64 3, label %2144
    i64 0, label %2180
  ]

2144:                                             ; preds = %2142
  %2145 = bitcast <16 x float> %2143 to <8 x i64>
  %2146 = and <8 x i64> %2145, %291
  %2147 = fcmp oeq <16 x float> %2143, %49
  %2148 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2143, i32 4)
  %2149 = bitcast <8 x i64> %2146 to <16 x float>
  %2150 = select <16 x i1> %2147, <16 x float> %2149, <16 x float> %2148
  br label %2161

2151:                                             ; preds = %2142
  %2152 = bitcast <16 x float> %2143 to <8 x i64>
  %2153 = or <8 x i64> %2152, %292
  %2154 = fcmp oeq <16 x float> %2143, %52
  %2155 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2143, i32 4)
  %2156 = bitcast <8 x i64> %2153 to <16 x float>
  %2157 = select <16 x i1> %2154, <16 x float> %2156, <16 x float> %2155
  br label %2161

2158:                                             ; preds = %2142
  %2159 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2124, <16 x i1> %2121, <16 x float> zeroinitializer)
  %2160 = fadd <16 x float> %2143, %2159
  br label %2161

2161:                                             ; preds = %2158, %2151, %2144
  %2162 = phi <16 x float> [ %2160, %2158 ], [ %2157, %2151 ], [ %2150, %2144 ]
  switch i64 %310, label %1601 [
    i64 1, label %2177
    i64 2, label %2170
    i64 3, label %2163
    i64 0, label %2180
  ]

2163:                                             ; preds = %2161
  %2164 = bitcast <16 x float> %2162 to <8 x i64>
  %2165 = and <8 x i64> %2164, %291
  %2166 = fcmp oeq <16 x float> %2162, %49
  %2167 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2162, i32 4)
  %2168 = bitcast <8 x i64> %2165 to <16 x float>
  %2169 = select <16 x i1> %2166, <16 x float> %2168, <16 x float> %2167
  br label %2180

2170:                                             ; preds = %2161
  %2171 = bitcast <16 x float> %2162 to <8 x i64>
  %2172 = or <8 x i64> %2171, %292
  %2173 = fcmp oeq <16 x float> %2162, %52
  %2174 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2162, i32 4)
  %2175 = bitcast <8 x i64> %2172 to <16 x float>
  %2176 = select <16 x i1> %2173, <16 x float> %2175, <16 x float> %2174
  br label %2180

2177:                                             ; preds = %2161
  %2178 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2124, <16 x i1> %2121, <16 x float> zeroinitializer)
  %2179 = fadd <16 x float> %2162, %2178
  br label %2180

2180:                                             ; preds = %2117, %2123, %2142, %2161, %2177, %2170, %2163
  %2181 = phi <16 x float> [ %2169, %2163 ], [ %1910, %2123 ], [ %2162, %2161 ], [ %2143, %2142 ], [ %2179, %2177 ], [ %2176, %2170 ], [ %1910, %2117 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2181, ptr align 1 %2122, <16 x i1> %2121)
  %2182 = add nsw i64 %1915, %880
  %2183 = bitcast i16 %1847 to <16 x i1>
  %2184 = select i1 %881, <16 x i1> zeroinitializer, <16 x i1> %2183
  %2185 = getelementptr inbounds float, ptr %424, i64 %2182
  br i1 %290, label %2243, label %2186

2186:                                             ; preds = %2180
  %2187 = getelementptr inbounds float, ptr %422, i64 %2182
  switch i64 %311, label %1601 [
    i64 1, label %2202
    i64 2, label %2195
    i64 3, label %2188
    i64 0, label %2243
  ]

2188:                                             ; preds = %2186
  %2189 = bitcast <16 x float> %1911 to <8 x i64>
  %2190 = and <8 x i64> %2189, %291
  %2191 = fcmp oeq <16 x float> %1911, %49
  %2192 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1911, i32 4)
  %2193 = bitcast <8 x i64> %2190 to <16 x float>
  %2194 = select <16 x i1> %2191, <16 x float> %2193, <16 x float> %2192
  br label %2205

2195:                                             ; preds = %2186
  %2196 = bitcast <16 x float> %1911 to <8 x i64>
  %2197 = or <8 x i64> %2196, %292
  %2198 = fcmp oeq <16 x float> %1911, %52
  %2199 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1911, i32 4)
  %2200 = bitcast <8 x i64> %2197 to <16 x float>
  %2201 = select <16 x i1> %2198, <16 x float> %2200, <16 x float> %2199
  br label %2205

2202:                                             ; preds = %2186
  %2203 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2187, <16 x i1> %2184, <16 x float> zeroinitializer)
  %2204 = fadd <16 x float> %1911, %2203
  br label %2205

2205:                                             ; preds = %2202, %2195, %2188
  %2206 = phi <16 x float> [ %2204, %2202 ], [ %2201, %2195 ], [ %2194, %2188 ]
  switch i64 %313, label %1601 [
    i64 1, label %2221
    i64 2, label %2214
    i64 3, label %2207
    i64 0, label %2243
  ]

2207:                                             ; preds = %2205
  %2208 = bitcast <16 x float> %2206 to <8 x i64>
  %2209 = and <8 x i64> %2208, %291
  %2210 = fcmp oeq <16 x float> %2206, %49
  %2211 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2206, i32 4)
  %2212 = bitcast <8 x i64> %2209 to <16 x float>
  %2213 = select <16 x i1> %2210, <16 x float> %2212, <16 x float> %2211
  br label %2224

2214:                                             ; preds = %2205
  %2215 = bitcast <16 x float> %2206 to <8 x i64>
  %2216 = or <8 x i64> %2215, %292
  %2217 = fcmp oeq <16 x float> %2206, %52
  %2218 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2206, i32 4)
  %2219 = bitcast <8 x i64> %2216 to <16 x float>
  %2220 = select <16 x i1> %2217, <16 x float> %2219, <16 x float> %2218
  br label %2224

2221:                                             ; preds = %2205
  %2222 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2187, <16 x i1> %2184, <16 x float> zeroinitializer)
  %2223 = fadd <16 x float> %2206, %2222
  br label %2224

2224:                                             ; preds = %2221, %2214, %2207
  %2225 = phi <16 x float> [ %2223, %2221 ], [ %2220, %2214 ], [ %2213, %2207 ]
  switch i64 %315, label %1601 [
    i64 1, label %2240
    i64 2, label %2233
    i64 3, label %2226
    i64 0, label %2243
  ]

2226:                                             ; preds = %2224
  %2227 = bitcast <16 x float> %2225 to <8 x i64>
  %2228 = and <8 x i64> %2227, %291
  %2229 = fcmp oeq <16 x float> %2225, %49
  %2230 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2225, i32 4)
  %2231 = bitcast <8 x i64> %2228 to <16 x float>
  %2232 = select <16 x i1> %2229, <16 x float> %2231, <16 x float> %2230
  br label %2243

2233:                                             ; preds = %2224
  %2234 = bitcast <16 x float> %2225 to <8 x i64>
  %2235 = or <8 x i64> %2234, %292
  %2236 = fcmp oeq <16 x float> %2225, %52
  %2237 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2225, i32 4)
  %2238 = bitcast <8 x i64> %2235 to <16 x float>
  %2239 = select <16 x i1> %2236, <16 x float> %2238, <16 x float> %2237
  br label %2243

2240:                                             ; preds = %2224
  %2241 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2187, <16 x i1> %2184, <16 x float> zeroinitializer)
  %2242 = fadd <16 x float> %2225, %2241
  br label %2243

2243:                                             ; preds = %2180, %2186, %2205, %2224, %2240, %2233, %2226
  %2244 = phi <16 x float> [ %2232, %2226 ], [ %1911, %2186 ], [ %2225, %2224 ], [ %2206, %2205 ], [ %2242, %2240 ], [ %2239, %2233 ], [ %1911, %2180 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2244, ptr align 1 %2185, <16 x i1> %2184)
  %2245 = add nsw i64 %1915, %883
  %2246 = bitcast i16 %1847 to <16 x i1>
  %2247 = select i1 %884, <16 x i1> zeroinitializer, <16 x i1> %2246
  %2248 = getelementptr inbounds float, ptr %424, i64 %2245
  br i1 %290, label %2306, label %2249

2249:                                             ; preds = %2243
  %2250 = getelementptr inbounds float, ptr %422, i64 %2245
  switch i64 %316, label %1601 [
    i64 1, label %2265
    i64 2, label %2258
    i64 3, label %2251
    i64 0, label %2306
  ]

2251:                                             ; preds = %2249
  %2252 = bitcast <16 x float> %1912 to <8 x i64>
  %2253 = and <8 x i64> %2252, %291
  %2254 = fcmp oeq <16 x float> %1912, %49
  %2255 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1912, i32 4)
  %2256 = bitcast <8 x i64> %2253 to <16 x float>
  %2257 = select <16 x i1> %2254, <16 x float> %2256, <16 x float> %2255
  br label %2268

2258:                                             ; preds = %2249
  %2259 = bitcast <16 x float> %1912 to <8 x i64>
  %2260 = or <8 x i64> %2259, %292
  %2261 = fcmp oeq <16 x float> %1912, %52
  %2262 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1912, i32 4)
  %2263 = bitcast <8 x i64> %2260 to <16 x float>
  %2264 = select <16 x i1> %2261, <16 x float> %2263, <16 x float> %2262
  br label %2268

2265:                                             ; preds = %2249
  %2266 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2250, <16 x i1> %2247, <16 x float> zeroinitializer)
  %2267 = fadd <16 x float> %1912, %2266
  br label %2268

2268:                                             ; preds = %2265, %2258, %2251
  %2269 = phi <16 x float> [ %2267, %2265 ], [ %2264, %2258 ], [ %2257, %2251 ]
  switch i64 %318, label %1601 [
    i64 1, label %2284
    i64 2, label %2277
    i64 3, label %2270
    i64 0, label %2306
  ]

2270:                                             ; preds = %2268
  %2271 = bitcast <16 x float> %2269 to <8 x i64>
  %2272 = and <8 x i64> %2271, %291
  %2273 = fcmp oeq <16 x float> %2269, %49
  %2274 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2269, i32 4)
  %2275 = bitcast <8 x i64> %2272 to <16 x float>
  %2276 = select <16 x i1> %2273, <16 x float> %2275, <16 x float> %2274
  br label %2287

2277:                                             ; preds = %2268
  %2278 = bitcast <16 x float> %2269 to <8 x i64>
  %2279 = or <8 x i64> %2278, %292
  %2280 = fcmp oeq <16 x float> %2269, %52
  %2281 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2269, i32 4)
  %2282 = bitcast <8 x i64> %2279 to <16 x float>
  %2283 = select <16 x i1> %2280, <16 x float> %2282, <16 x float> %2281
  br label %2287

2284:                                             ; preds = %2268
  %2285 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2250, <16 x i1> %2247, <16 x float> zeroinitializer)
  %2286 = fadd <16 x float> %2269, %2285
  br label %2287

2287:                                             ; preds = %2284, %2277, %2270
  %2288 = phi <16 x float> [ %2286, %2284 ], [ %2283, %2277 ], [ %2276, %2270 ]
  switch i64 %320, label %1601 [
    i64 1, label %2303
    i64 2, label %2296
    i64 3, label %2289
    i64 0, label %2306
  ]

2289:                                             ; preds = %2287
  %2290 = bitcast <16 x float> %2288 to <8 x i64>
  %2291 = and <8 x i64> %2290, %291
  %2292 = fcmp oeq <16 x float> %2288, %49
  %2293 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2288, i32 4)
  %2294 = bitcast <8 x i64> %2291 to <16 x float>
  %2295 = select <16 x i1> %2292, <16 x float> %2294, <16 x float> %2293
  br label %2306

2296:                                             ; preds = %2287
  %2297 = bitcast <16 x float> %2288 to <8 x i64>
  %2298 = or <8 x i64> %2297, %292
  %2299 = fcmp oeq <16 x float> %2288, %52
  %2300 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2288, i32 4)
  %2301 = bitcast <8 x i64> %2298 to <16 x float>
  %2302 = select <16 x i1> %2299, <16 x float> %2301, <16 x float> %2300
  br label %2306

2303:                                             ; preds = %2287
  %2304 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2250, <16 x i1> %2247, <16 x float> zeroinitializer)
  %2305 = fadd <16 x float> %2288, %2304
  br label %2306

2306:                                             ; preds = %2243, %2249, %2268, %2287, %2303, %2296, %2289
  %2307 = phi <16 x float> [ %2295, %2289 ], [ %1912, %2249 ], [ %2288, %2287 ], [ %2269, %2268 ], [ %2305, %2303 ], [ %2302, %2296 ], [ %1912, %2243 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2307, ptr align 1 %2248, <16 x i1> %2247)
  %2308 = add nsw i64 %1915, %886
  %2309 = bitcast i16 %1847 to <16 x i1>
  %2310 = select i1 %887, <16 x i1> zeroinitializer, <16 x i1> %2309
  %2311 = getelementptr inbounds float, ptr %424, i64 %2308
  br i1 %290, label %2369, label %2312

2312:                                             ; preds = %2306
  %2313 = getelementptr inbounds float, ptr %422, i64 %2308
  switch i64 %321, label %1601 [
    i64 1, label %2328
    i64 2, label %2321
    i64 3, label %2314
    i64 0, label %2369
  ]

2314:                                             ; preds = %2312
  %2315 = bitcast <16 x float> %1913 to <8 x i64>
  %2316 = and <8 x i64> %2315, %291
  %2317 = fcmp oeq <16 x float> %1913, %49
  %2318 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1913, i32 4)
  %2319 = bitcast <8 x i64> %2316 to <16 x float>
  %2320 = select <16 x i1> %2317, <16 x float> %2319, <16 x float> %2318
  br label %2331

2321:                                             ; preds = %2312
  %2322 = bitcast <16 x float> %1913 to <8 x i64>
  %2323 = or <8 x i64> %2322, %292
  %2324 = fcmp oeq <16 x float> %1913, %52
  %2325 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1913, i32 4)
  %2326 = bitcast <8 x i64> %2323 to <16 x float>
  %2327 = select <16 x i1> %2324, <16 x float> %2326, <16 x float> %2325
  br label %2331

2328:                                             ; preds = %2312
  %2329 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2313, <16 x i1> %2310, <16 x float> zeroinitializer)
  %2330 = fadd <16 x float> %1913, %2329
  br label %2331

2331:                                             ; preds = %2328, %2321, %2314
  %2332 = phi <16 x float> [ %2330, %2328 ], [ %2327, %2321 ], [ %2320, %2314 ]
  switch i64 %323, label %1601 [
    i64 1, label %2347
    i64 2, label %2340
    i64 3, label %2333
    i64 0, label %2369
  ]

2333:                                             ; preds = %2331
  %2334 = bitcast <16 x float> %2332 to <8 x i64>
  %2335 = and <8 x i64> %2334, %291
  %2336 = fcmp oeq <16 x float> %2332, %49
  %2337 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2332, i32 4)
  %2338 = bitcast <8 x i64> %2335 to <16 x float>
  %2339 = select <16 x i1> %2336, <16 x float> %2338, <16 x float> %2337
  br label %2350

2340:                                             ; preds = %2331
  %2341 = bitcast <16 x float> %2332 to <8 x i64>
  %2342 = or <8 x i64> %2341, %292
  %2343 = fcmp oeq <16 x float> %2332, %52
  %2344 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2332, i32 4)
  %2345 = bitcast <8 x i64> %2342 to <16 x float>
  %2346 = select <16 x i1> %2343, <16 x float> %2345, <16 x float> %2344
  br label %2350

2347:                                             ; preds = %2331
  %2348 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2313, <16 x i1> %2310, <16 x float> zeroinitializer)
  %2349 = fadd <16 x float> %2332, %2348
  br label %2350

2350:                                             ; preds = %2347, %2340, %2333
  %2351 = phi <16 x float> [ %2349, %2347 ], [ %2346, %2340 ], [ %2339, %2333 ]
  switch i64 %325, label %1601 [
    i64 1, label %2366
    i64 2, label %2359
    i64 3, label %2352
    i64 0, label %2369
  ]

2352:                                             ; preds = %2350
  %2353 = bitcast <16 x float> %2351 to <8 x i64>
  %2354 = and <8 x i64> %2353, %291
  %2355 = fcmp oeq <16 x float> %2351, %49
  %2356 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2351, i32 4)
  %2357 = bitcast <8 x i64> %2354 to <16 x float>
  %2358 = select <16 x i1> %2355, <16 x float> %2357, <16 x float> %2356
  br label %2369

2359:                                             ; preds = %2350
  %2360 = bitcast <16 x float> %2351 to <8 x i64>
  %2361 = or <8 x i64> %2360, %292
  %2362 = fcmp oeq <16 x float> %2351, %52
  %2363 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2351, i32 4)
  %2364 = bitcast <8 x i64> %2361 to <16 x float>
  %2365 = select <16 x i1> %2362, <16 x float> %2364, <16 x float> %2363
  br label %2369

2366:                                             ; preds = %2350
  %2367 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2313, <16 x i1> %2310, <16 x float> zeroinitializer)
  %2368 = fadd <16 x float> %2351, %2367
  br label %2369

2369:                                             ; preds = %2306, %2312, %2331, %2350, %2366, %2359, %2352
  %2370 = phi <16 x float> [ %2358, %2352 ], [ %1913, %2312 ], [ %2351, %2350 ], [ %2332, %2331 ], [ %2368, %2366 ], [ %2365, %2359 ], [ %1913, %2306 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2370, ptr align 1 %2311, <16 x i1> %2310)
  %2371 = add nsw i64 %1915, %889
  %2372 = bitcast i16 %1847 to <16 x i1>
  %2373 = select i1 %890, <16 x i1> zeroinitializer, <16 x i1> %2372
  %2374 = getelementptr inbounds float, ptr %424, i64 %2371
  br i1 %290, label %2432, label %2375

2375:                                             ; preds = %2369
  %2376 = getelementptr inbounds float, ptr %422, i64 %2371
  switch i64 %326, label %1601 [
    i64 1, label %2391
    i64 2, label %2384
    i64 3, label %2377
    i64 0, label %2432
  ]

2377:                                             ; preds = %2375
  %2378 = bitcast <16 x float> %1914 to <8 x i64>
  %2379 = and <8 x i64> %2378, %291
  %2380 = fcmp oeq <16 x float> %1914, %49
  %2381 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1914, i32 4)
  %2382 = bitcast <8 x i64> %2379 to <16 x float>
  %2383 = select <16 x i1> %2380, <16 x float> %2382, <16 x float> %2381
  br label %2394

2384:                                             ; preds = %2375
  %2385 = bitcast <16 x float> %1914 to <8 x i64>
  %2386 = or <8 x i64> %2385, %292
  %2387 = fcmp oeq <16 x float> %1914, %52
  %2388 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1914, i32 4)
  %2389 = bitcast <8 x i64> %2386 to <16 x float>
  %2390 = select <16 x i1> %2387, <16 x float> %2389, <16 x float> %2388
  br label %2394

2391:                                             ; preds = %2375
  %2392 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2376, <16 x i1> %2373, <16 x float> zeroinitializer)
  %2393 = fadd <16 x float> %1914, %2392
  br label %2394

2394:                                             ; preds = %2391, %2384, %2377
  %2395 = phi <16 x float> [ %2393, %2391 ], [ %2390, %2384 ], [ %2383, %2377 ]
  switch i64 %328, label %1601 [
    i64 1, label %2410
    i64 2, label %2403
    i64 3, label %2396
    i64 0, label %2432
  ]

2396:                                             ; preds = %2394
  %2397 = bitcast <16 x float> %2395 to <8 x i64>
  %2398 = and <8 x i64> %2397, %291
  %2399 = fcmp oeq <16 x float> %2395, %49
  %2400 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2395, i32 4)
  %2401 = bitcast <8 x i64> %2398 to <16 x float>
  %2402 = select <16 x i1> %2399, <16 x float> %2401, <16 x float> %2400
  br label %2413

2403:                                             ; preds = %2394
  %2404 = bitcast <16 x float> %2395 to <8 x i64>
  %2405 = or <8 x i64> %2404, %292
  %2406 = fcmp oeq <16 x float> %2395, %52
  %2407 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2395, i32 4)
  %2408 = bitcast <8 x i64> %2405 to <16 x float>
  %2409 = select <16 x i1> %2406, <16 x float> %2408, <16 x float> %2407
  br label %2413

2410:                                             ; preds = %2394
  %2411 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2376, <16 x i1> %2373, <16 x float> zeroinitializer)
  %2412 = fadd <16 x float> %2395, %2411
  br label %2413

2413:                                             ; preds = %2410, %2403, %2396
  %2414 = phi <16 x float> [ %2412, %2410 ], [ %2409, %2403 ], [ %2402, %2396 ]
  switch i64 %330, label %1601 [
    i64 1, label %2429
    i64 2, label %2422
    i64 3, label %2415
    i64 0, label %2432
  ]

2415:                                             ; preds = %2413
  %2416 = bitcast <16 x float> %2414 to <8 x i64>
  %2417 = and <8 x i64> %2416, %291
  %2418 = fcmp oeq <16 x float> %2414, %49
  %2419 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2414, i32 4)
  %2420 = bitcast <8 x i64> %2417 to <16 x float>
  %2421 = select <16 x i1> %2418, <16 x float> %2420, <16 x float> %2419
  br label %2432

2422:                                             ; preds = %2413
  %2423 = bitcast <16 x float> %2414 to <8 x i64>
  %2424 = or <8 x i64> %2423, %292
  %2425 = fcmp oeq <16 x float> %2414, %52
  %2426 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2414, i32 4)
  %2427 = bitcast <8 x i64> %2424 to <16 x float>
  %2428 = select <16 x i1> %2425, <16 x float> %2427, <16 x float> %2426
  br label %2432

2429:                                             ; preds = %2413
  %2430 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2376, <16 x i1> %2373, <16 x float> zeroinitializer)
  %2431 = fadd <16 x float> %2414, %2430
  br label %2432

2432:                                             ; preds = %2369, %2375, %2394, %2413, %2429, %2422, %2415
  %2433 = phi <16 x float> [ %2421, %2415 ], [ %1914, %2375 ], [ %2414, %2413 ], [ %2395, %2394 ], [ %2431, %2429 ], [ %2428, %2422 ], [ %1914, %2369 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2433, ptr align 1 %2374, <16 x i1> %2373)
  %2434 = add nuw nsw i64 %1838, 1
  %2435 = icmp eq i64 %2434, %797
  br i1 %2435, label %2436, label %1837

2436:                                             ; preds = %2432, %847, %1836
  %2437 = add nsw i64 %842, 6
  %2438 = icmp slt i64 %2437, %412
  br i1 %2438, label %841, label %838
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
declare i64 @llvm.smax.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i64> @llvm.smax.v8i64(<8 x i64>, <8 x i64>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i64> @llvm.smin.v8i64(<8 x i64>, <8 x i64>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i64> @llvm.masked.load.v8i64.p0(ptr captures(none), <8 x i1>, <8 x i64>)
