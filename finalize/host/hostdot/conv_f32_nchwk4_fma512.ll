%struct.s2taps = type { [7 x i64], [7 x i64], [7 x i64], [7 x i64], [7 x i64], [7 x i64], i64 }

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_nchwk4_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26, i64 noundef %27, i64 noundef %28, i64 noundef %29) local_unnamed_addr {
  %31 = alloca [6 x [4 x <16 x float>]], align 64
  %32 = alloca [7 x i32], align 16
  %33 = alloca [7 x i32], align 16
  %34 = alloca [49 x [4 x i64]], align 16
  %35 = alloca [49 x [4 x i32]], align 16
  %36 = alloca [4 x i64], align 16
  %37 = inttoptr i64 %0 to ptr
  %38 = inttoptr i64 %1 to ptr
  %39 = inttoptr i64 %22 to ptr
  %40 = inttoptr i64 %2 to ptr
  %41 = inttoptr i64 %25 to ptr
  %42 = inttoptr i64 %23 to ptr
  %43 = trunc i64 %27 to i32
  %44 = trunc i64 %28 to i32
  %45 = insertelement <16 x i32> poison, i32 %43, i64 0
  %46 = bitcast <16 x i32> %45 to <16 x float>
  %47 = shufflevector <16 x float> %46, <16 x float> poison, <16 x i32> zeroinitializer
  %48 = insertelement <16 x i32> poison, i32 %44, i64 0
  %49 = bitcast <16 x i32> %48 to <16 x float>
  %50 = shufflevector <16 x float> %49, <16 x float> poison, <16 x i32> zeroinitializer
  %51 = mul nsw i64 %10, %9
  %52 = add nsw i64 %51, 15
  %53 = sdiv i64 %52, 16
  %54 = add nsw i64 %6, 5
  %55 = sdiv i64 %54, 6
  %56 = add nsw i64 %55, -1
  %57 = add i64 %56, %18
  %58 = sdiv i64 %57, %18
  %59 = add nsw i64 %53, -1
  %60 = add i64 %59, %17
  %61 = sdiv i64 %60, %17
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  %62 = mul i64 %18, 6
  %63 = icmp slt i64 %3, %4
  br i1 %63, label %64, label %182

64:                                               ; preds = %30
  %65 = icmp eq i64 %25, 0
  %66 = icmp sgt i64 %11, 0
  %67 = icmp sgt i64 %12, 0
  %68 = add nsw i64 %6, -6
  %69 = mul nsw i64 %8, %7
  %70 = mul i64 %12, %11
  %71 = icmp eq i64 %22, 0
  %72 = mul i64 %70, %5
  %73 = icmp sgt i64 %5, 0
  %74 = icmp sgt i64 %70, 0
  %75 = icmp eq i64 %29, 0
  %76 = bitcast <16 x float> %47 to <8 x i64>
  %77 = bitcast <16 x float> %50 to <8 x i64>
  %78 = shl i64 %72, 3
  %79 = mul i64 %72, 12
  %80 = shl i64 %72, 4
  %81 = mul i64 %72, 20
  %82 = and i64 %29, 3
  %83 = lshr i64 %29, 2
  %84 = and i64 %83, 3
  %85 = lshr i64 %29, 4
  %86 = and i64 %85, 3
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
  %102 = shl i64 %72, 3
  %103 = mul i64 %72, 12
  %104 = shl i64 %72, 4
  %105 = mul i64 %72, 20
  %106 = and i64 %29, 3
  %107 = lshr i64 %29, 2
  %108 = and i64 %107, 3
  %109 = lshr i64 %29, 4
  %110 = and i64 %109, 3
  %111 = and i64 %29, 3
  %112 = lshr i64 %29, 2
  %113 = and i64 %112, 3
  %114 = lshr i64 %29, 4
  %115 = and i64 %114, 3
  %116 = and i64 %29, 3
  %117 = lshr i64 %29, 2
  %118 = and i64 %117, 3
  %119 = lshr i64 %29, 4
  %120 = and i64 %119, 3
  %121 = and i64 %29, 3
  %122 = lshr i64 %29, 2
  %123 = and i64 %122, 3
  %124 = lshr i64 %29, 4
  %125 = and i64 %124, 3
  %126 = and i64 %29, 3
  %127 = lshr i64 %29, 2
  %128 = and i64 %127, 3
  %129 = lshr i64 %29, 4
  %130 = and i64 %129, 3
  %131 = and i64 %29, 3
  %132 = lshr i64 %29, 2
  %133 = and i64 %132, 3
  %134 = lshr i64 %29, 4
  %135 = and i64 %134, 3
  %136 = icmp ult i64 %11, 8
  %137 = icmp ult i64 %11, 64
  %138 = and i64 %11, 56
  %139 = and i64 %11, 9223372036854775744
  %140 = insertelement <16 x i64> poison, i64 %7, i64 0
  %141 = shufflevector <16 x i64> %140, <16 x i64> poison, <16 x i32> zeroinitializer
  %142 = icmp eq i64 %11, %139
  %143 = icmp eq i64 %138, 0
  %144 = and i64 %11, 9223372036854775800
  %145 = insertelement <8 x i64> poison, i64 %7, i64 0
  %146 = shufflevector <8 x i64> %145, <8 x i64> poison, <8 x i32> zeroinitializer
  %147 = icmp eq i64 %11, %144
  %148 = icmp ult i64 %12, 4
  %149 = icmp ult i64 %12, 16
  %150 = and i64 %12, 12
  %151 = and i64 %12, 9223372036854775792
  %152 = icmp eq i64 %12, %151
  %153 = icmp eq i64 %150, 0
  %154 = and i64 %12, 9223372036854775804
  %155 = icmp eq i64 %12, %154
  %156 = icmp ult i64 %12, 8
  %157 = and i64 %12, 9223372036854775800
  %158 = icmp eq i64 %12, %157
  %159 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %160 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %161 = getelementptr inbounds nuw i8, ptr %31, i64 192
  %162 = getelementptr inbounds nuw i8, ptr %31, i64 256
  %163 = getelementptr inbounds nuw i8, ptr %31, i64 320
  %164 = getelementptr inbounds nuw i8, ptr %31, i64 384
  %165 = getelementptr inbounds nuw i8, ptr %31, i64 448
  %166 = getelementptr inbounds nuw i8, ptr %31, i64 512
  %167 = getelementptr inbounds nuw i8, ptr %31, i64 576
  %168 = getelementptr inbounds nuw i8, ptr %31, i64 640
  %169 = getelementptr inbounds nuw i8, ptr %31, i64 704
  %170 = getelementptr inbounds nuw i8, ptr %31, i64 768
  %171 = getelementptr inbounds nuw i8, ptr %31, i64 832
  %172 = getelementptr inbounds nuw i8, ptr %31, i64 896
  %173 = getelementptr inbounds nuw i8, ptr %31, i64 960
  %174 = getelementptr inbounds nuw i8, ptr %31, i64 1024
  %175 = getelementptr inbounds nuw i8, ptr %31, i64 1088
  %176 = getelementptr inbounds nuw i8, ptr %31, i64 1152
  %177 = getelementptr inbounds nuw i8, ptr %31, i64 1216
  %178 = getelementptr inbounds nuw i8, ptr %31, i64 1280
  %179 = getelementptr inbounds nuw i8, ptr %31, i64 1344
  %180 = getelementptr inbounds nuw i8, ptr %31, i64 1408
  %181 = getelementptr inbounds nuw i8, ptr %31, i64 1472
  br label %183

182:                                              ; preds = %212, %30
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  ret void

183:                                              ; preds = %64, %212
  %184 = phi i64 [ %3, %64 ], [ %213, %212 ]
  %185 = srem i64 %184, %58
  %186 = sdiv i64 %184, %58
  %187 = srem i64 %186, %61
  %188 = sdiv i64 %186, %61
  %189 = add nsw i64 %185, 1
  %190 = mul i64 %62, %189
  %191 = tail call i64 @llvm.smin.i64(i64 %190, i64 %6)
  %192 = add nsw i64 %187, 1
  %193 = mul nsw i64 %192, %17
  %194 = tail call i64 @llvm.smin.i64(i64 %193, i64 %53)
  %195 = mul nsw i64 %188, %20
  %196 = getelementptr inbounds float, ptr %37, i64 %195
  %197 = mul nsw i64 %188, %21
  %198 = getelementptr inbounds float, ptr %40, i64 %197
  %199 = mul nsw i64 %188, %26
  %200 = getelementptr inbounds float, ptr %41, i64 %199
  %201 = select i1 %65, ptr null, ptr %200
  %202 = mul nsw i64 %188, %24
  %203 = getelementptr inbounds float, ptr %42, i64 %202
  %204 = mul nsw i64 %187, %17
  %205 = mul i64 %62, %185
  %206 = icmp slt i64 %204, %194
  br i1 %206, label %207, label %212

207:                                              ; preds = %183
  %208 = add nsw i64 %194, -1
  %209 = icmp slt i64 %205, %191
  %210 = insertelement <4 x i64> poison, i64 %208, i64 0
  %211 = shufflevector <4 x i64> %210, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %215

212:                                              ; preds = %568, %183
  %213 = add i64 %184, 1
  %214 = icmp eq i64 %213, %4
  br i1 %214, label %182, label %183

215:                                              ; preds = %207, %568
  %216 = phi i64 [ %204, %207 ], [ %569, %568 ]
  %217 = sub nsw i64 %194, %216
  %218 = icmp sgt i64 %217, 3
  %219 = trunc i64 %217 to i32
  %220 = select i1 %218, i32 4, i32 %219
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  %221 = sext i32 %220 to i64
  %222 = icmp sgt i32 %220, 0
  %223 = icmp sgt i32 %220, 1
  %224 = icmp sgt i32 %220, 2
  %225 = insertelement <4 x i64> poison, i64 %216, i64 0
  %226 = shufflevector <4 x i64> %225, <4 x i64> poison, <4 x i32> zeroinitializer
  %227 = add <4 x i64> %226, <i64 0, i64 1, i64 2, i64 3>
  %228 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %227, <4 x i64> %211)
  %229 = shl nsw <4 x i64> %228, splat (i64 4)
  %230 = extractelement <4 x i64> %229, i64 0
  %231 = sub nsw i64 %51, %230
  %232 = select i1 %222, i64 %231, i64 0
  %233 = extractelement <4 x i64> %229, i64 1
  %234 = sub nsw i64 %51, %233
  %235 = select i1 %223, i64 %234, i64 0
  %236 = extractelement <4 x i64> %229, i64 2
  %237 = sub nsw i64 %51, %236
  %238 = select i1 %224, i64 %237, i64 0
  store <4 x i64> %229, ptr %36, align 16
  %239 = icmp sgt i32 %220, 3
  %240 = extractelement <4 x i64> %229, i64 3
  %241 = sub nsw i64 %51, %240
  %242 = select i1 %239, i64 %241, i64 0
  br label %243

243:                                              ; preds = %215, %492
  %244 = phi i64 [ 0, %215 ], [ %493, %492 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %33, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %32, i8 0, i64 28, i1 false)
  %245 = icmp slt i64 %244, %221
  %246 = getelementptr inbounds nuw i64, ptr %36, i64 %244
  %247 = load i64, ptr %246, align 8
  br i1 %245, label %248, label %255

248:                                              ; preds = %243
  %249 = sub nsw i64 %51, %247
  %250 = tail call i64 @llvm.smin.i64(i64 %249, i64 16)
  %251 = icmp sgt i64 %249, 0
  br i1 %251, label %252, label %255

252:                                              ; preds = %248
  %253 = srem i64 %247, %8
  %254 = sdiv i64 %247, %8
  br label %260

255:                                              ; preds = %436, %243, %248
  br i1 %66, label %256, label %492

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
  br i1 %66, label %267, label %345

267:                                              ; preds = %260
  %268 = sub i64 %263, %15
  %269 = trunc i64 %266 to i32
  %270 = shl nsw i32 -1, %269
  %271 = xor i32 %270, -1
  %272 = trunc i64 %261 to i32
  %273 = shl nsw i32 -1, %272
  %274 = and i32 %273, %271
  br i1 %136, label %343, label %275

275:                                              ; preds = %267
  br i1 %137, label %320, label %276

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
  %295 = icmp slt <16 x i64> %287, %141
  %296 = icmp slt <16 x i64> %288, %141
  %297 = icmp slt <16 x i64> %289, %141
  %298 = icmp slt <16 x i64> %290, %141
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
  %317 = icmp eq i64 %315, %139
  br i1 %317, label %318, label %284

318:                                              ; preds = %284
  br i1 %142, label %345, label %319

319:                                              ; preds = %318
  br i1 %143, label %343, label %320

320:                                              ; preds = %275, %319
  %321 = phi i64 [ %139, %319 ], [ 0, %275 ]
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
  %334 = icmp slt <8 x i64> %332, %146
  %335 = and <8 x i1> %333, %334
  %336 = getelementptr i32, ptr %32, i64 %330
  %337 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %336, <8 x i1> %335, <8 x i32> poison)
  %338 = or <8 x i32> %337, %325
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %338, ptr align 16 %336, <8 x i1> %335)
  %339 = add nuw i64 %330, 8
  %340 = add nuw nsw <8 x i64> %331, splat (i64 8)
  %341 = icmp eq i64 %339, %144
  br i1 %341, label %342, label %329

342:                                              ; preds = %329
  br i1 %147, label %345, label %343

343:                                              ; preds = %267, %319, %342
  %344 = phi i64 [ 0, %267 ], [ %139, %319 ], [ %144, %342 ]
  br label %423

345:                                              ; preds = %433, %318, %342, %260
  br i1 %67, label %346, label %436

346:                                              ; preds = %345
  %347 = add nsw i64 %261, %16
  %348 = add nsw i64 %264, %16
  br i1 %148, label %421, label %349

349:                                              ; preds = %346
  br i1 %149, label %384, label %350

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
  %381 = icmp eq i64 %379, %151
  br i1 %381, label %382, label %361

382:                                              ; preds = %361
  br i1 %152, label %436, label %383

383:                                              ; preds = %382
  br i1 %153, label %421, label %384

384:                                              ; preds = %349, %383
  %385 = phi i64 [ %151, %383 ], [ 0, %349 ]
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
  %419 = icmp eq i64 %417, %154
  br i1 %419, label %420, label %399

420:                                              ; preds = %399
  br i1 %155, label %436, label %421

421:                                              ; preds = %346, %383, %420
  %422 = phi i64 [ 0, %346 ], [ %151, %383 ], [ %154, %420 ]
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
  br i1 %67, label %462, label %495

462:                                              ; preds = %460
  %463 = sub nsw i64 %461, %15
  %464 = mul nsw i64 %463, %8
  %465 = add i64 %259, %464
  %466 = mul nuw nsw i64 %461, %12
  %467 = getelementptr inbounds nuw i32, ptr %32, i64 %461
  %468 = load i32, ptr %467, align 4
  br i1 %156, label %490, label %469

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
  %488 = icmp eq i64 %486, %157
  br i1 %488, label %489, label %476

489:                                              ; preds = %476
  br i1 %158, label %495, label %490

490:                                              ; preds = %462, %489
  %491 = phi i64 [ 0, %462 ], [ %157, %489 ]
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
  br i1 %209, label %510, label %568

510:                                              ; preds = %509
  %511 = icmp eq i32 %220, 1
  %512 = icmp sgt i64 %232, 15
  %513 = trunc i64 %232 to i32
  %514 = shl nsw i32 -1, %513
  %515 = trunc i32 %514 to i16
  %516 = xor i16 %515, -1
  %517 = select i1 %512, i16 -1, i16 %516
  %518 = icmp sgt i64 %235, 15
  %519 = trunc i64 %235 to i32
  %520 = shl nsw i32 -1, %519
  %521 = trunc i32 %520 to i16
  %522 = xor i16 %521, -1
  %523 = select i1 %518, i16 -1, i16 %522
  %524 = icmp sgt i64 %238, 15
  %525 = trunc i64 %238 to i32
  %526 = shl nsw i32 -1, %525
  %527 = trunc i32 %526 to i16
  %528 = xor i16 %527, -1
  %529 = select i1 %524, i16 -1, i16 %528
  %530 = icmp sgt i64 %242, 15
  %531 = trunc i64 %242 to i32
  %532 = shl nsw i32 -1, %531
  %533 = trunc i32 %532 to i16
  %534 = xor i16 %533, -1
  %535 = select i1 %530, i16 -1, i16 %534
  %536 = bitcast i16 %517 to <16 x i1>
  %537 = bitcast i16 %523 to <16 x i1>
  %538 = bitcast i16 %529 to <16 x i1>
  %539 = bitcast i16 %535 to <16 x i1>
  %540 = bitcast i16 %517 to <16 x i1>
  %541 = bitcast i16 %523 to <16 x i1>
  %542 = bitcast i16 %529 to <16 x i1>
  %543 = bitcast i16 %535 to <16 x i1>
  %544 = icmp sgt i64 %231, 15
  %545 = trunc i64 %231 to i32
  %546 = shl nsw i32 -1, %545
  %547 = trunc i32 %546 to i16
  %548 = xor i16 %547, -1
  %549 = select i1 %544, i16 -1, i16 %548
  %550 = bitcast i16 %549 to <16 x i1>
  %551 = getelementptr float, ptr %198, i64 %230
  %552 = bitcast i16 %549 to <16 x i1>
  %553 = getelementptr float, ptr %198, i64 %230
  %554 = bitcast i16 %549 to <16 x i1>
  %555 = getelementptr float, ptr %198, i64 %230
  %556 = bitcast i16 %549 to <16 x i1>
  %557 = getelementptr float, ptr %198, i64 %230
  %558 = bitcast i16 %549 to <16 x i1>
  %559 = getelementptr float, ptr %198, i64 %230
  %560 = bitcast i16 %549 to <16 x i1>
  %561 = getelementptr float, ptr %198, i64 %230
  %562 = bitcast i16 %549 to <16 x i1>
  %563 = bitcast i16 %549 to <16 x i1>
  %564 = bitcast i16 %549 to <16 x i1>
  %565 = bitcast i16 %549 to <16 x i1>
  %566 = bitcast i16 %549 to <16 x i1>
  %567 = bitcast i16 %549 to <16 x i1>
  br label %571

568:                                              ; preds = %1827, %509
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  %569 = add nsw i64 %216, 4
  %570 = icmp slt i64 %569, %194
  br i1 %570, label %215, label %212

571:                                              ; preds = %510, %1827
  %572 = phi i64 [ %205, %510 ], [ %1828, %1827 ]
  %573 = sub nsw i64 %191, %572
  %574 = icmp sgt i64 %573, 5
  %575 = select i1 %574, i64 %572, i64 %68
  %576 = sub nsw i64 %572, %575
  br i1 %511, label %577, label %1134

577:                                              ; preds = %571
  br i1 %71, label %603, label %578

578:                                              ; preds = %577
  %579 = getelementptr inbounds float, ptr %39, i64 %575
  %580 = load float, ptr %579, align 4
  %581 = insertelement <16 x float> poison, float %580, i64 0
  %582 = shufflevector <16 x float> %581, <16 x float> poison, <16 x i32> zeroinitializer
  %583 = getelementptr inbounds nuw i8, ptr %579, i64 4
  %584 = load float, ptr %583, align 4
  %585 = insertelement <16 x float> poison, float %584, i64 0
  %586 = shufflevector <16 x float> %585, <16 x float> poison, <16 x i32> zeroinitializer
  %587 = getelementptr inbounds nuw i8, ptr %579, i64 8
  %588 = load float, ptr %587, align 4
  %589 = insertelement <16 x float> poison, float %588, i64 0
  %590 = shufflevector <16 x float> %589, <16 x float> poison, <16 x i32> zeroinitializer
  %591 = getelementptr inbounds nuw i8, ptr %579, i64 12
  %592 = load float, ptr %591, align 4
  %593 = insertelement <16 x float> poison, float %592, i64 0
  %594 = shufflevector <16 x float> %593, <16 x float> poison, <16 x i32> zeroinitializer
  %595 = getelementptr inbounds nuw i8, ptr %579, i64 16
  %596 = load float, ptr %595, align 4
  %597 = insertelement <16 x float> poison, float %596, i64 0
  %598 = shufflevector <16 x float> %597, <16 x float> poison, <16 x i32> zeroinitializer
  %599 = getelementptr inbounds nuw i8, ptr %579, i64 20
  %600 = load float, ptr %599, align 4
  %601 = insertelement <16 x float> poison, float %600, i64 0
  %602 = shufflevector <16 x float> %601, <16 x float> poison, <16 x i32> zeroinitializer
  br label %627

603:                                              ; preds = %577
  %604 = mul nsw i64 %575, %51
  %605 = getelementptr float, ptr %551, i64 %604
  %606 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %605, <16 x i1> %550, <16 x float> zeroinitializer)
  %607 = add nsw i64 %575, 1
  %608 = mul nsw i64 %607, %51
  %609 = getelementptr float, ptr %553, i64 %608
  %610 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %609, <16 x i1> %552, <16 x float> zeroinitializer)
  %611 = add nsw i64 %575, 2
  %612 = mul nsw i64 %611, %51
  %613 = getelementptr float, ptr %555, i64 %612
  %614 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %613, <16 x i1> %554, <16 x float> zeroinitializer)
  %615 = add nsw i64 %575, 3
  %616 = mul nsw i64 %615, %51
  %617 = getelementptr float, ptr %557, i64 %616
  %618 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %617, <16 x i1> %556, <16 x float> zeroinitializer)
  %619 = add nsw i64 %575, 4
  %620 = mul nsw i64 %619, %51
  %621 = getelementptr float, ptr %559, i64 %620
  %622 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %621, <16 x i1> %558, <16 x float> zeroinitializer)
  %623 = add nsw i64 %575, 5
  %624 = mul nsw i64 %623, %51
  %625 = getelementptr float, ptr %561, i64 %624
  %626 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %625, <16 x i1> %560, <16 x float> zeroinitializer)
  br label %627

627:                                              ; preds = %603, %578
  %628 = phi <16 x float> [ %622, %603 ], [ %598, %578 ]
  %629 = phi <16 x float> [ %614, %603 ], [ %590, %578 ]
  %630 = phi <16 x float> [ %606, %603 ], [ %582, %578 ]
  %631 = phi <16 x float> [ %610, %603 ], [ %586, %578 ]
  %632 = phi <16 x float> [ %618, %603 ], [ %594, %578 ]
  %633 = phi <16 x float> [ %626, %603 ], [ %602, %578 ]
  %634 = mul i64 %72, %575
  %635 = getelementptr inbounds float, ptr %38, i64 %634
  br i1 %73, label %657, label %645

636:                                              ; preds = %694, %657
  %637 = phi <16 x float> [ %658, %657 ], [ %695, %694 ]
  %638 = phi <16 x float> [ %659, %657 ], [ %696, %694 ]
  %639 = phi <16 x float> [ %660, %657 ], [ %697, %694 ]
  %640 = phi <16 x float> [ %661, %657 ], [ %698, %694 ]
  %641 = phi <16 x float> [ %662, %657 ], [ %699, %694 ]
  %642 = phi <16 x float> [ %663, %657 ], [ %700, %694 ]
  %643 = icmp slt i64 %668, %5
  %644 = add i64 %664, -16
  br i1 %643, label %657, label %645

645:                                              ; preds = %636, %627
  %646 = phi <16 x float> [ %630, %627 ], [ %637, %636 ]
  %647 = phi <16 x float> [ %631, %627 ], [ %638, %636 ]
  %648 = phi <16 x float> [ %629, %627 ], [ %639, %636 ]
  %649 = phi <16 x float> [ %632, %627 ], [ %640, %636 ]
  %650 = phi <16 x float> [ %628, %627 ], [ %641, %636 ]
  %651 = phi <16 x float> [ %633, %627 ], [ %642, %636 ]
  %652 = mul nsw i64 %575, %51
  %653 = icmp sgt i64 %576, 0
  %654 = add nsw i64 %230, %652
  %655 = select i1 %653, <16 x i1> zeroinitializer, <16 x i1> %562
  %656 = getelementptr inbounds float, ptr %203, i64 %654
  br i1 %75, label %807, label %748

657:                                              ; preds = %627, %636
  %658 = phi <16 x float> [ %637, %636 ], [ %630, %627 ]
  %659 = phi <16 x float> [ %638, %636 ], [ %631, %627 ]
  %660 = phi <16 x float> [ %639, %636 ], [ %629, %627 ]
  %661 = phi <16 x float> [ %640, %636 ], [ %632, %627 ]
  %662 = phi <16 x float> [ %641, %636 ], [ %628, %627 ]
  %663 = phi <16 x float> [ %642, %636 ], [ %633, %627 ]
  %664 = phi i64 [ %644, %636 ], [ %5, %627 ]
  %665 = phi i64 [ %668, %636 ], [ 0, %627 ]
  %666 = call i64 @llvm.smin.i64(i64 %664, i64 16)
  %667 = add i64 %666, %665
  %668 = add nuw nsw i64 %665, 16
  br i1 %74, label %669, label %636

669:                                              ; preds = %657
  %670 = sub nsw i64 %5, %665
  %671 = icmp sgt i64 %670, 15
  %672 = mul nsw i64 %665, %69
  %673 = getelementptr inbounds float, ptr %196, i64 %672
  %674 = mul nuw nsw i64 %665, %70
  %675 = getelementptr inbounds nuw float, ptr %635, i64 %674
  %676 = icmp sgt i64 %5, %665
  %677 = or i1 %671, %676
  br label %678

678:                                              ; preds = %669, %694
  %679 = phi <16 x float> [ %658, %669 ], [ %695, %694 ]
  %680 = phi <16 x float> [ %659, %669 ], [ %696, %694 ]
  %681 = phi <16 x float> [ %660, %669 ], [ %697, %694 ]
  %682 = phi <16 x float> [ %661, %669 ], [ %698, %694 ]
  %683 = phi <16 x float> [ %662, %669 ], [ %699, %694 ]
  %684 = phi <16 x float> [ %663, %669 ], [ %700, %694 ]
  %685 = phi i64 [ 0, %669 ], [ %701, %694 ]
  %686 = getelementptr inbounds nuw [4 x i64], ptr %34, i64 %685
  %687 = load i64, ptr %686, align 16
  br i1 %677, label %688, label %694

688:                                              ; preds = %678
  %689 = getelementptr inbounds nuw [4 x i32], ptr %35, i64 %685
  %690 = load i32, ptr %689, align 16
  %691 = getelementptr inbounds nuw float, ptr %675, i64 %685
  %692 = trunc i32 %690 to i16
  %693 = bitcast i16 %692 to <16 x i1>
  br label %703

694:                                              ; preds = %703, %678
  %695 = phi <16 x float> [ %679, %678 ], [ %718, %703 ]
  %696 = phi <16 x float> [ %680, %678 ], [ %723, %703 ]
  %697 = phi <16 x float> [ %681, %678 ], [ %728, %703 ]
  %698 = phi <16 x float> [ %682, %678 ], [ %733, %703 ]
  %699 = phi <16 x float> [ %683, %678 ], [ %738, %703 ]
  %700 = phi <16 x float> [ %684, %678 ], [ %743, %703 ]
  %701 = add nuw nsw i64 %685, 1
  %702 = icmp eq i64 %701, %70
  br i1 %702, label %636, label %678

703:                                              ; preds = %688, %703
  %704 = phi <16 x float> [ %679, %688 ], [ %718, %703 ]
  %705 = phi <16 x float> [ %680, %688 ], [ %723, %703 ]
  %706 = phi <16 x float> [ %681, %688 ], [ %728, %703 ]
  %707 = phi <16 x float> [ %682, %688 ], [ %733, %703 ]
  %708 = phi <16 x float> [ %683, %688 ], [ %738, %703 ]
  %709 = phi <16 x float> [ %684, %688 ], [ %743, %703 ]
  %710 = phi i64 [ %665, %688 ], [ %744, %703 ]
  %711 = phi ptr [ %691, %688 ], [ %746, %703 ]
  %712 = phi ptr [ %673, %688 ], [ %745, %703 ]
  %713 = getelementptr inbounds float, ptr %712, i64 %687
  %714 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %713, <16 x i1> %693, <16 x float> zeroinitializer)
  %715 = load float, ptr %711, align 4
  %716 = insertelement <16 x float> poison, float %715, i64 0
  %717 = shufflevector <16 x float> %716, <16 x float> poison, <16 x i32> zeroinitializer
  %718 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %714, <16 x float> %717, <16 x float> %704)
  %719 = getelementptr inbounds float, ptr %711, i64 %72
  %720 = load float, ptr %719, align 4
  %721 = insertelement <16 x float> poison, float %720, i64 0
  %722 = shufflevector <16 x float> %721, <16 x float> poison, <16 x i32> zeroinitializer
  %723 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %714, <16 x float> %722, <16 x float> %705)
  %724 = getelementptr inbounds i8, ptr %711, i64 %102
  %725 = load float, ptr %724, align 4
  %726 = insertelement <16 x float> poison, float %725, i64 0
  %727 = shufflevector <16 x float> %726, <16 x float> poison, <16 x i32> zeroinitializer
  %728 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %714, <16 x float> %727, <16 x float> %706)
  %729 = getelementptr inbounds i8, ptr %711, i64 %103
  %730 = load float, ptr %729, align 4
  %731 = insertelement <16 x float> poison, float %730, i64 0
  %732 = shufflevector <16 x float> %731, <16 x float> poison, <16 x i32> zeroinitializer
  %733 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %714, <16 x float> %732, <16 x float> %707)
  %734 = getelementptr inbounds i8, ptr %711, i64 %104
  %735 = load float, ptr %734, align 4
  %736 = insertelement <16 x float> poison, float %735, i64 0
  %737 = shufflevector <16 x float> %736, <16 x float> poison, <16 x i32> zeroinitializer
  %738 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %714, <16 x float> %737, <16 x float> %708)
  %739 = getelementptr inbounds i8, ptr %711, i64 %105
  %740 = load float, ptr %739, align 4
  %741 = insertelement <16 x float> poison, float %740, i64 0
  %742 = shufflevector <16 x float> %741, <16 x float> poison, <16 x i32> zeroinitializer
  %743 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %714, <16 x float> %742, <16 x float> %709)
  %744 = add nuw nsw i64 %710, 1
  %745 = getelementptr inbounds float, ptr %712, i64 %69
  %746 = getelementptr inbounds nuw float, ptr %711, i64 %70
  %747 = icmp eq i64 %744, %667
  br i1 %747, label %694, label %703

748:                                              ; preds = %645
  %749 = getelementptr inbounds float, ptr %201, i64 %654
  switch i64 %106, label %767 [
    i64 1, label %750
    i64 2, label %753
    i64 3, label %760
    i64 0, label %807
  ]

750:                                              ; preds = %748
  %751 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %749, <16 x i1> %655, <16 x float> zeroinitializer)
  %752 = fadd <16 x float> %646, %751
  br label %769

753:                                              ; preds = %748
  %754 = bitcast <16 x float> %646 to <8 x i64>
  %755 = or <8 x i64> %754, %77
  %756 = fcmp oeq <16 x float> %646, %50
  %757 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %646, i32 4)
  %758 = bitcast <8 x i64> %755 to <16 x float>
  %759 = select <16 x i1> %756, <16 x float> %758, <16 x float> %757
  br label %769

760:                                              ; preds = %748
  %761 = bitcast <16 x float> %646 to <8 x i64>
  %762 = and <8 x i64> %761, %76
  %763 = fcmp oeq <16 x float> %646, %47
  %764 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %646, i32 4)
  %765 = bitcast <8 x i64> %762 to <16 x float>
  %766 = select <16 x i1> %763, <16 x float> %765, <16 x float> %764
  br label %769

767:                                              ; preds = %748
  unreachable

768:                                              ; preds = %1113, %1094, %1075, %1048, %1029, %1010, %983, %964, %945, %918, %899, %880, %853, %834, %815, %788, %769, %1803, %1784, %1765, %1739, %1720, %1701, %1675, %1656, %1637, %1611, %1592, %1573
  unreachable

769:                                              ; preds = %760, %753, %750
  %770 = phi <16 x float> [ %752, %750 ], [ %759, %753 ], [ %766, %760 ]
  switch i64 %108, label %768 [
    i64 1, label %785
    i64 2, label %778
    i64 3, label %771
    i64 0, label %807
  ]

771:                                              ; preds = %769
  %772 = bitcast <16 x float> %770 to <8 x i64>
  %773 = and <8 x i64> %772, %76
  %774 = fcmp oeq <16 x float> %770, %47
  %775 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %770, i32 4)
  %776 = bitcast <8 x i64> %773 to <16 x float>
  %777 = select <16 x i1> %774, <16 x float> %776, <16 x float> %775
  br label %788

778:                                              ; preds = %769
  %779 = bitcast <16 x float> %770 to <8 x i64>
  %780 = or <8 x i64> %779, %77
  %781 = fcmp oeq <16 x float> %770, %50
  %782 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %770, i32 4)
  %783 = bitcast <8 x i64> %780 to <16 x float>
  %784 = select <16 x i1> %781, <16 x float> %783, <16 x float> %782
  br label %788

785:                                              ; preds = %769
  %786 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %749, <16 x i1> %655, <16 x float> zeroinitializer)
  %787 = fadd <16 x float> %770, %786
  br label %788

788:                                              ; preds = %785, %778, %771
  %789 = phi <16 x float> [ %787, %785 ], [ %784, %778 ], [ %777, %771 ]
  switch i64 %110, label %768 [
    i64 1, label %804
    i64 2, label %797
    i64 3, label %790
    i64 0, label %807
  ]

790:                                              ; preds = %788
  %791 = bitcast <16 x float> %789 to <8 x i64>
  %792 = and <8 x i64> %791, %76
  %793 = fcmp oeq <16 x float> %789, %47
  %794 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %789, i32 4)
  %795 = bitcast <8 x i64> %792 to <16 x float>
  %796 = select <16 x i1> %793, <16 x float> %795, <16 x float> %794
  br label %807

797:                                              ; preds = %788
  %798 = bitcast <16 x float> %789 to <8 x i64>
  %799 = or <8 x i64> %798, %77
  %800 = fcmp oeq <16 x float> %789, %50
  %801 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %789, i32 4)
  %802 = bitcast <8 x i64> %799 to <16 x float>
  %803 = select <16 x i1> %800, <16 x float> %802, <16 x float> %801
  br label %807

804:                                              ; preds = %788
  %805 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %749, <16 x i1> %655, <16 x float> zeroinitializer)
  %806 = fadd <16 x float> %789, %805
  br label %807

807:                                              ; preds = %748, %769, %788, %804, %797, %790, %645
  %808 = phi <16 x float> [ %646, %645 ], [ %646, %748 ], [ %789, %788 ], [ %770, %769 ], [ %806, %804 ], [ %803, %797 ], [ %796, %790 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %808, ptr align 1 %656, <16 x i1> %655)
  %809 = add nsw i64 %575, 1
  %810 = mul nsw i64 %809, %51
  %811 = icmp sgt i64 %576, 1
  %812 = add nsw i64 %230, %810
  %813 = select i1 %811, <16 x i1> zeroinitializer, <16 x i1> %563
  %814 = getelementptr inbounds float, ptr %203, i64 %812
  br i1 %75, label %872, label %815

815:                                              ; preds = %807
  %816 = getelementptr inbounds float, ptr %201, i64 %812
  switch i64 %111, label %768 [
    i64 1, label %831
    i64 2, label %824
    i64 3, label %817
    i64 0, label %872
  ]

817:                                              ; preds = %815
  %818 = bitcast <16 x float> %647 to <8 x i64>
  %819 = and <8 x i64> %818, %76
  %820 = fcmp oeq <16 x float> %647, %47
  %821 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %647, i32 4)
  %822 = bitcast <8 x i64> %819 to <16 x float>
  %823 = select <16 x i1> %820, <16 x float> %822, <16 x float> %821
  br label %834

824:                                              ; preds = %815
  %825 = bitcast <16 x float> %647 to <8 x i64>
  %826 = or <8 x i64> %825, %77
  %827 = fcmp oeq <16 x float> %647, %50
  %828 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %647, i32 4)
  %829 = bitcast <8 x i64> %826 to <16 x float>
  %830 = select <16 x i1> %827, <16 x float> %829, <16 x float> %828
  br label %834

831:                                              ; preds = %815
  %832 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %816, <16 x i1> %813, <16 x float> zeroinitializer)
  %833 = fadd <16 x float> %647, %832
  br label %834

834:                                              ; preds = %831, %824, %817
  %835 = phi <16 x float> [ %833, %831 ], [ %830, %824 ], [ %823, %817 ]
  switch i64 %113, label %768 [
    i64 1, label %850
    i64 2, label %843
    i64 3, label %836
    i64 0, label %872
  ]

836:                                              ; preds = %834
  %837 = bitcast <16 x float> %835 to <8 x i64>
  %838 = and <8 x i64> %837, %76
  %839 = fcmp oeq <16 x float> %835, %47
  %840 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %835, i32 4)
  %841 = bitcast <8 x i64> %838 to <16 x float>
  %842 = select <16 x i1> %839, <16 x float> %841, <16 x float> %840
  br label %853

843:                                              ; preds = %834
  %844 = bitcast <16 x float> %835 to <8 x i64>
  %845 = or <8 x i64> %844, %77
  %846 = fcmp oeq <16 x float> %835, %50
  %847 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %835, i32 4)
  %848 = bitcast <8 x i64> %845 to <16 x float>
  %849 = select <16 x i1> %846, <16 x float> %848, <16 x float> %847
  br label %853

850:                                              ; preds = %834
  %851 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %816, <16 x i1> %813, <16 x float> zeroinitializer)
  %852 = fadd <16 x float> %835, %851
  br label %853

853:                                              ; preds = %850, %843, %836
  %854 = phi <16 x float> [ %852, %850 ], [ %849, %843 ], [ %842, %836 ]
  switch i64 %115, label %768 [
    i64 1, label %869
    i64 2, label %862
    i64 3, label %855
    i64 0, label %872
  ]

855:                                              ; preds = %853
  %856 = bitcast <16 x float> %854 to <8 x i64>
  %857 = and <8 x i64> %856, %76
  %858 = fcmp oeq <16 x float> %854, %47
  %859 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %854, i32 4)
  %860 = bitcast <8 x i64> %857 to <16 x float>
  %861 = select <16 x i1> %858, <16 x float> %860, <16 x float> %859
  br label %872

862:                                              ; preds = %853
  %863 = bitcast <16 x float> %854 to <8 x i64>
  %864 = or <8 x i64> %863, %77
  %865 = fcmp oeq <16 x float> %854, %50
  %866 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %854, i32 4)
  %867 = bitcast <8 x i64> %864 to <16 x float>
  %868 = select <16 x i1> %865, <16 x float> %867, <16 x float> %866
  br label %872

869:                                              ; preds = %853
  %870 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %816, <16 x i1> %813, <16 x float> zeroinitializer)
  %871 = fadd <16 x float> %854, %870
  br label %872

872:                                              ; preds = %807, %815, %834, %853, %869, %862, %855
  %873 = phi <16 x float> [ %861, %855 ], [ %647, %815 ], [ %854, %853 ], [ %835, %834 ], [ %871, %869 ], [ %868, %862 ], [ %647, %807 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %873, ptr align 1 %814, <16 x i1> %813)
  %874 = add nsw i64 %575, 2
  %875 = mul nsw i64 %874, %51
  %876 = icmp sgt i64 %576, 2
  %877 = add nsw i64 %230, %875
  %878 = select i1 %876, <16 x i1> zeroinitializer, <16 x i1> %564
  %879 = getelementptr inbounds float, ptr %203, i64 %877
  br i1 %75, label %937, label %880

880:                                              ; preds = %872
  %881 = getelementptr inbounds float, ptr %201, i64 %877
  switch i64 %116, label %768 [
    i64 1, label %896
    i64 2, label %889
    i64 3, label %882
    i64 0, label %937
  ]

882:                                              ; preds = %880
  %883 = bitcast <16 x float> %648 to <8 x i64>
  %884 = and <8 x i64> %883, %76
  %885 = fcmp oeq <16 x float> %648, %47
  %886 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %648, i32 4)
  %887 = bitcast <8 x i64> %884 to <16 x float>
  %888 = select <16 x i1> %885, <16 x float> %887, <16 x float> %886
  br label %899

889:                                              ; preds = %880
  %890 = bitcast <16 x float> %648 to <8 x i64>
  %891 = or <8 x i64> %890, %77
  %892 = fcmp oeq <16 x float> %648, %50
  %893 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %648, i32 4)
  %894 = bitcast <8 x i64> %891 to <16 x float>
  %895 = select <16 x i1> %892, <16 x float> %894, <16 x float> %893
  br label %899

896:                                              ; preds = %880
  %897 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %881, <16 x i1> %878, <16 x float> zeroinitializer)
  %898 = fadd <16 x float> %648, %897
  br label %899

899:                                              ; preds = %896, %889, %882
  %900 = phi <16 x float> [ %898, %896 ], [ %895, %889 ], [ %888, %882 ]
  switch i64 %118, label %768 [
    i64 1, label %915
    i64 2, label %908
    i64 3, label %901
    i64 0, label %937
  ]

901:                                              ; preds = %899
  %902 = bitcast <16 x float> %900 to <8 x i64>
  %903 = and <8 x i64> %902, %76
  %904 = fcmp oeq <16 x float> %900, %47
  %905 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %900, i32 4)
  %906 = bitcast <8 x i64> %903 to <16 x float>
  %907 = select <16 x i1> %904, <16 x float> %906, <16 x float> %905
  br label %918

908:                                              ; preds = %899
  %909 = bitcast <16 x float> %900 to <8 x i64>
  %910 = or <8 x i64> %909, %77
  %911 = fcmp oeq <16 x float> %900, %50
  %912 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %900, i32 4)
  %913 = bitcast <8 x i64> %910 to <16 x float>
  %914 = select <16 x i1> %911, <16 x float> %913, <16 x float> %912
  br label %918

915:                                              ; preds = %899
  %916 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %881, <16 x i1> %878, <16 x float> zeroinitializer)
  %917 = fadd <16 x float> %900, %916
  br label %918

918:                                              ; preds = %915, %908, %901
  %919 = phi <16 x float> [ %917, %915 ], [ %914, %908 ], [ %907, %901 ]
  switch i64 %120, label %768 [
    i64 1, label %934
    i64 2, label %927
    i64 3, label %920
    i64 0, label %937
  ]

920:                                              ; preds = %918
  %921 = bitcast <16 x float> %919 to <8 x i64>
  %922 = and <8 x i64> %921, %76
  %923 = fcmp oeq <16 x float> %919, %47
  %924 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %919, i32 4)
  %925 = bitcast <8 x i64> %922 to <16 x float>
  %926 = select <16 x i1> %923, <16 x float> %925, <16 x float> %924
  br label %937

927:                                              ; preds = %918
  %928 = bitcast <16 x float> %919 to <8 x i64>
  %929 = or <8 x i64> %928, %77
  %930 = fcmp oeq <16 x float> %919, %50
  %931 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %919, i32 4)
  %932 = bitcast <8 x i64> %929 to <16 x float>
  %933 = select <16 x i1> %930, <16 x float> %932, <16 x float> %931
  br label %937

934:                                              ; preds = %918
  %935 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %881, <16 x i1> %878, <16 x float> zeroinitializer)
  %936 = fadd <16 x float> %919, %935
  br label %937

937:                                              ; preds = %872, %880, %899, %918, %934, %927, %920
  %938 = phi <16 x float> [ %926, %920 ], [ %648, %880 ], [ %919, %918 ], [ %900, %899 ], [ %936, %934 ], [ %933, %927 ], [ %648, %872 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %938, ptr align 1 %879, <16 x i1> %878)
  %939 = add nsw i64 %575, 3
  %940 = mul nsw i64 %939, %51
  %941 = icmp sgt i64 %576, 3
  %942 = add nsw i64 %230, %940
  %943 = select i1 %941, <16 x i1> zeroinitializer, <16 x i1> %565
  %944 = getelementptr inbounds float, ptr %203, i64 %942
  br i1 %75, label %1002, label %945

945:                                              ; preds = %937
  %946 = getelementptr inbounds float, ptr %201, i64 %942
  switch i64 %121, label %768 [
    i64 1, label %961
    i64 2, label %954
    i64 3, label %947
    i64 0, label %1002
  ]

947:                                              ; preds = %945
  %948 = bitcast <16 x float> %649 to <8 x i64>
  %949 = and <8 x i64> %948, %76
  %950 = fcmp oeq <16 x float> %649, %47
  %951 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %649, i32 4)
  %952 = bitcast <8 x i64> %949 to <16 x float>
  %953 = select <16 x i1> %950, <16 x float> %952, <16 x float> %951
  br label %964

954:                                              ; preds = %945
  %955 = bitcast <16 x float> %649 to <8 x i64>
  %956 = or <8 x i64> %955, %77
  %957 = fcmp oeq <16 x float> %649, %50
  %958 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %649, i32 4)
  %959 = bitcast <8 x i64> %956 to <16 x float>
  %960 = select <16 x i1> %957, <16 x float> %959, <16 x float> %958
  br label %964

961:                                              ; preds = %945
  %962 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %946, <16 x i1> %943, <16 x float> zeroinitializer)
  %963 = fadd <16 x float> %649, %962
  br label %964

964:                                              ; preds = %961, %954, %947
  %965 = phi <16 x float> [ %963, %961 ], [ %960, %954 ], [ %953, %947 ]
  switch i64 %123, label %768 [
    i64 1, label %980
    i64 2, label %973
    i64 3, label %966
    i64 0, label %1002
  ]

966:                                              ; preds = %964
  %967 = bitcast <16 x float> %965 to <8 x i64>
  %968 = and <8 x i64> %967, %76
  %969 = fcmp oeq <16 x float> %965, %47
  %970 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %965, i32 4)
  %971 = bitcast <8 x i64> %968 to <16 x float>
  %972 = select <16 x i1> %969, <16 x float> %971, <16 x float> %970
  br label %983

973:                                              ; preds = %964
  %974 = bitcast <16 x float> %965 to <8 x i64>
  %975 = or <8 x i64> %974, %77
  %976 = fcmp oeq <16 x float> %965, %50
  %977 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %965, i32 4)
  %978 = bitcast <8 x i64> %975 to <16 x float>
  %979 = select <16 x i1> %976, <16 x float> %978, <16 x float> %977
  br label %983

980:                                              ; preds = %964
  %981 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %946, <16 x i1> %943, <16 x float> zeroinitializer)
  %982 = fadd <16 x float> %965, %981
  br label %983

983:                                              ; preds = %980, %973, %966
  %984 = phi <16 x float> [ %982, %980 ], [ %979, %973 ], [ %972, %966 ]
  switch i64 %125, label %768 [
    i64 1, label %999
    i64 2, label %992
    i64 3, label %985
    i64 0, label %1002
  ]

985:                                              ; preds = %983
  %986 = bitcast <16 x float> %984 to <8 x i64>
  %987 = and <8 x i64> %986, %76
  %988 = fcmp oeq <16 x float> %984, %47
  %989 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %984, i32 4)
  %990 = bitcast <8 x i64> %987 to <16 x float>
  %991 = select <16 x i1> %988, <16 x float> %990, <16 x float> %989
  br label %1002

992:                                              ; preds = %983
  %993 = bitcast <16 x float> %984 to <8 x i64>
  %994 = or <8 x i64> %993, %77
  %995 = fcmp oeq <16 x float> %984, %50
  %996 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %984, i32 4)
  %997 = bitcast <8 x i64> %994 to <16 x float>
  %998 = select <16 x i1> %995, <16 x float> %997, <16 x float> %996
  br label %1002

999:                                              ; preds = %983
  %1000 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %946, <16 x i1> %943, <16 x float> zeroinitializer)
  %1001 = fadd <16 x float> %984, %1000
  br label %1002

1002:                                             ; preds = %937, %945, %964, %983, %999, %992, %985
  %1003 = phi <16 x float> [ %991, %985 ], [ %649, %945 ], [ %984, %983 ], [ %965, %964 ], [ %1001, %999 ], [ %998, %992 ], [ %649, %937 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1003, ptr align 1 %944, <16 x i1> %943)
  %1004 = add nsw i64 %575, 4
  %1005 = mul nsw i64 %1004, %51
  %1006 = icmp sgt i64 %576, 4
  %1007 = add nsw i64 %230, %1005
  %1008 = select i1 %1006, <16 x i1> zeroinitializer, <16 x i1> %566
  %1009 = getelementptr inbounds float, ptr %203, i64 %1007
  br i1 %75, label %1067, label %1010

1010:                                             ; preds = %1002
  %1011 = getelementptr inbounds float, ptr %201, i64 %1007
  switch i64 %126, label %768 [
    i64 1, label %1026
    i64 2, label %1019
    i64 3, label %1012
    i64 0, label %1067
  ]

1012:                                             ; preds = %1010
  %1013 = bitcast <16 x float> %650 to <8 x i64>
  %1014 = and <8 x i64> %1013, %76
  %1015 = fcmp oeq <16 x float> %650, %47
  %1016 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %650, i32 4)
  %1017 = bitcast <8 x i64> %1014 to <16 x float>
  %1018 = select <16 x i1> %1015, <16 x float> %1017, <16 x float> %1016
  br label %1029

1019:                                             ; preds = %1010
  %1020 = bitcast <16 x float> %650 to <8 x i64>
  %1021 = or <8 x i64> %1020, %77
  %1022 = fcmp oeq <16 x float> %650, %50
  %1023 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %650, i32 4)
  %1024 = bitcast <8 x i64> %1021 to <16 x float>
  %1025 = select <16 x i1> %1022, <16 x float> %1024, <16 x float> %1023
  br label %1029

1026:                                             ; preds = %1010
  %1027 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1011, <16 x i1> %1008, <16 x float> zeroinitializer)
  %1028 = fadd <16 x float> %650, %1027
  br label %1029

1029:                                             ; preds = %1026, %1019, %1012
  %1030 = phi <16 x float> [ %1028, %1026 ], [ %1025, %1019 ], [ %1018, %1012 ]
  switch i64 %128, label %768 [
    i64 1, label %1045
    i64 2, label %1038
    i64 3, label %1031
    i64 0, label %1067
  ]

1031:                                             ; preds = %1029
  %1032 = bitcast <16 x float> %1030 to <8 x i64>
  %1033 = and <8 x i64> %1032, %76
  %1034 = fcmp oeq <16 x float> %1030, %47
  %1035 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1030, i32 4)
  %1036 = bitcast <8 x i64> %1033 to <16 x float>
  %1037 = select <16 x i1> %1034, <16 x float> %1036, <16 x float> %1035
  br label %1048

1038:                                             ; preds = %1029
  %1039 = bitcast <16 x float> %1030 to <8 x i64>
  %1040 = or <8 x i64> %1039, %77
  %1041 = fcmp oeq <16 x float> %1030, %50
  %1042 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1030, i32 4)
  %1043 = bitcast <8 x i64> %1040 to <16 x float>
  %1044 = select <16 x i1> %1041, <16 x float> %1043, <16 x float> %1042
  br label %1048

1045:                                             ; preds = %1029
  %1046 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1011, <16 x i1> %1008, <16 x float> zeroinitializer)
  %1047 = fadd <16 x float> %1030, %1046
  br label %1048

1048:                                             ; preds = %1045, %1038, %1031
  %1049 = phi <16 x float> [ %1047, %1045 ], [ %1044, %1038 ], [ %1037, %1031 ]
  switch i64 %130, label %768 [
    i64 1, label %1064
    i64 2, label %1057
    i64 3, label %1050
    i64 0, label %1067
  ]

1050:                                             ; preds = %1048
  %1051 = bitcast <16 x float> %1049 to <8 x i64>
  %1052 = and <8 x i64> %1051, %76
  %1053 = fcmp oeq <16 x float> %1049, %47
  %1054 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1049, i32 4)
  %1055 = bitcast <8 x i64> %1052 to <16 x float>
  %1056 = select <16 x i1> %1053, <16 x float> %1055, <16 x float> %1054
  br label %1067

1057:                                             ; preds = %1048
  %1058 = bitcast <16 x float> %1049 to <8 x i64>
  %1059 = or <8 x i64> %1058, %77
  %1060 = fcmp oeq <16 x float> %1049, %50
  %1061 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1049, i32 4)
  %1062 = bitcast <8 x i64> %1059 to <16 x float>
  %1063 = select <16 x i1> %1060, <16 x float> %1062, <16 x float> %1061
  br label %1067

1064:                                             ; preds = %1048
  %1065 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1011, <16 x i1> %1008, <16 x float> zeroinitializer)
  %1066 = fadd <16 x float> %1049, %1065
  br label %1067

1067:                                             ; preds = %1002, %1010, %1029, %1048, %1064, %1057, %1050
  %1068 = phi <16 x float> [ %1056, %1050 ], [ %650, %1010 ], [ %1049, %1048 ], [ %1030, %1029 ], [ %1066, %1064 ], [ %1063, %1057 ], [ %650, %1002 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1068, ptr align 1 %1009, <16 x i1> %1008)
  %1069 = add nsw i64 %575, 5
  %1070 = mul nsw i64 %1069, %51
  %1071 = icmp sgt i64 %576, 5
  %1072 = add nsw i64 %230, %1070
  %1073 = select i1 %1071, <16 x i1> zeroinitializer, <16 x i1> %567
  %1074 = getelementptr inbounds float, ptr %203, i64 %1072
  br i1 %75, label %1132, label %1075

1075:                                             ; preds = %1067
  %1076 = getelementptr inbounds float, ptr %201, i64 %1072
  switch i64 %131, label %768 [
    i64 1, label %1091
    i64 2, label %1084
    i64 3, label %1077
    i64 0, label %1132
  ]

1077:                                             ; preds = %1075
  %1078 = bitcast <16 x float> %651 to <8 x i64>
  %1079 = and <8 x i64> %1078, %76
  %1080 = fcmp oeq <16 x float> %651, %47
  %1081 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %651, i32 4)
  %1082 = bitcast <8 x i64> %1079 to <16 x float>
  %1083 = select <16 x i1> %1080, <16 x float> %1082, <16 x float> %1081
  br label %1094

1084:                                             ; preds = %1075
  %1085 = bitcast <16 x float> %651 to <8 x i64>
  %1086 = or <8 x i64> %1085, %77
  %1087 = fcmp oeq <16 x float> %651, %50
  %1088 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %651, i32 4)
  %1089 = bitcast <8 x i64> %1086 to <16 x float>
  %1090 = select <16 x i1> %1087, <16 x float> %1089, <16 x float> %1088
  br label %1094

1091:                                             ; preds = %1075
  %1092 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1076, <16 x i1> %1073, <16 x float> zeroinitializer)
  %1093 = fadd <16 x float> %651, %1092
  br label %1094

1094:                                             ; preds = %1091, %1084, %1077
  %1095 = phi <16 x float> [ %1093, %1091 ], [ %1090, %1084 ], [ %1083, %1077 ]
  switch i64 %133, label %768 [
    i64 1, label %1110
    i64 2, label %1103
    i64 3, label %1096
    i64 0, label %1132
  ]

1096:                                             ; preds = %1094
  %1097 = bitcast <16 x float> %1095 to <8 x i64>
  %1098 = and <8 x i64> %1097, %76
  %1099 = fcmp oeq <16 x float> %1095, %47
  %1100 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1095, i32 4)
  %1101 = bitcast <8 x i64> %1098 to <16 x float>
  %1102 = select <16 x i1> %1099, <16 x float> %1101, <16 x float> %1100
  br label %1113

1103:                                             ; preds = %1094
  %1104 = bitcast <16 x float> %1095 to <8 x i64>
  %1105 = or <8 x i64> %1104, %77
  %1106 = fcmp oeq <16 x float> %1095, %50
  %1107 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1095, i32 4)
  %1108 = bitcast <8 x i64> %1105 to <16 x float>
  %1109 = select <16 x i1> %1106, <16 x float> %1108, <16 x float> %1107
  br label %1113

1110:                                             ; preds = %1094
  %1111 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1076, <16 x i1> %1073, <16 x float> zeroinitializer)
  %1112 = fadd <16 x float> %1095, %1111
  br label %1113

1113:                                             ; preds = %1110, %1103, %1096
  %1114 = phi <16 x float> [ %1112, %1110 ], [ %1109, %1103 ], [ %1102, %1096 ]
  switch i64 %135, label %768 [
    i64 1, label %1129
    i64 2, label %1122
    i64 3, label %1115
    i64 0, label %1132
  ]

1115:                                             ; preds = %1113
  %1116 = bitcast <16 x float> %1114 to <8 x i64>
  %1117 = and <8 x i64> %1116, %76
  %1118 = fcmp oeq <16 x float> %1114, %47
  %1119 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1114, i32 4)
  %1120 = bitcast <8 x i64> %1117 to <16 x float>
  %1121 = select <16 x i1> %1118, <16 x float> %1120, <16 x float> %1119
  br label %1132

1122:                                             ; preds = %1113
  %1123 = bitcast <16 x float> %1114 to <8 x i64>
  %1124 = or <8 x i64> %1123, %77
  %1125 = fcmp oeq <16 x float> %1114, %50
  %1126 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1114, i32 4)
  %1127 = bitcast <8 x i64> %1124 to <16 x float>
  %1128 = select <16 x i1> %1125, <16 x float> %1127, <16 x float> %1126
  br label %1132

1129:                                             ; preds = %1113
  %1130 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1076, <16 x i1> %1073, <16 x float> zeroinitializer)
  %1131 = fadd <16 x float> %1114, %1130
  br label %1132

1132:                                             ; preds = %1067, %1075, %1094, %1113, %1129, %1122, %1115
  %1133 = phi <16 x float> [ %1121, %1115 ], [ %651, %1075 ], [ %1114, %1113 ], [ %1095, %1094 ], [ %1131, %1129 ], [ %1128, %1122 ], [ %651, %1067 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1133, ptr align 1 %1074, <16 x i1> %1073)
  br label %1827

1134:                                             ; preds = %571
  %1135 = getelementptr inbounds float, ptr %39, i64 %575
  br i1 %71, label %1146, label %1136

1136:                                             ; preds = %1134
  %1137 = load float, ptr %1135, align 4
  %1138 = insertelement <16 x float> poison, float %1137, i64 0
  %1139 = shufflevector <16 x float> %1138, <16 x float> poison, <16 x i32> zeroinitializer
  %1140 = insertelement <16 x float> poison, float %1137, i64 0
  %1141 = shufflevector <16 x float> %1140, <16 x float> poison, <16 x i32> zeroinitializer
  %1142 = insertelement <16 x float> poison, float %1137, i64 0
  %1143 = shufflevector <16 x float> %1142, <16 x float> poison, <16 x i32> zeroinitializer
  %1144 = insertelement <16 x float> poison, float %1137, i64 0
  %1145 = shufflevector <16 x float> %1144, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1157

1146:                                             ; preds = %1134
  %1147 = mul nsw i64 %575, %51
  %1148 = getelementptr inbounds float, ptr %198, i64 %1147
  %1149 = getelementptr inbounds float, ptr %1148, i64 %230
  %1150 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1149, <16 x i1> %536, <16 x float> zeroinitializer)
  %1151 = getelementptr inbounds float, ptr %1148, i64 %233
  %1152 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1151, <16 x i1> %537, <16 x float> zeroinitializer)
  %1153 = getelementptr inbounds float, ptr %1148, i64 %236
  %1154 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1153, <16 x i1> %538, <16 x float> zeroinitializer)
  %1155 = getelementptr inbounds float, ptr %1148, i64 %240
  %1156 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1155, <16 x i1> %539, <16 x float> zeroinitializer)
  br label %1157

1157:                                             ; preds = %1146, %1136
  %1158 = phi <16 x float> [ %1154, %1146 ], [ %1143, %1136 ]
  %1159 = phi <16 x float> [ %1152, %1146 ], [ %1141, %1136 ]
  %1160 = phi <16 x float> [ %1150, %1146 ], [ %1139, %1136 ]
  %1161 = phi <16 x float> [ %1156, %1146 ], [ %1145, %1136 ]
  br i1 %71, label %1173, label %1162

1162:                                             ; preds = %1157
  %1163 = getelementptr inbounds nuw i8, ptr %1135, i64 4
  %1164 = load float, ptr %1163, align 4
  %1165 = insertelement <16 x float> poison, float %1164, i64 0
  %1166 = shufflevector <16 x float> %1165, <16 x float> poison, <16 x i32> zeroinitializer
  %1167 = insertelement <16 x float> poison, float %1164, i64 0
  %1168 = shufflevector <16 x float> %1167, <16 x float> poison, <16 x i32> zeroinitializer
  %1169 = insertelement <16 x float> poison, float %1164, i64 0
  %1170 = shufflevector <16 x float> %1169, <16 x float> poison, <16 x i32> zeroinitializer
  %1171 = insertelement <16 x float> poison, float %1164, i64 0
  %1172 = shufflevector <16 x float> %1171, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1185

1173:                                             ; preds = %1157
  %1174 = add nsw i64 %575, 1
  %1175 = mul nsw i64 %1174, %51
  %1176 = getelementptr inbounds float, ptr %198, i64 %1175
  %1177 = getelementptr inbounds float, ptr %1176, i64 %230
  %1178 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1177, <16 x i1> %536, <16 x float> zeroinitializer)
  %1179 = getelementptr inbounds float, ptr %1176, i64 %233
  %1180 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1179, <16 x i1> %537, <16 x float> zeroinitializer)
  %1181 = getelementptr inbounds float, ptr %1176, i64 %236
  %1182 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1181, <16 x i1> %538, <16 x float> zeroinitializer)
  %1183 = getelementptr inbounds float, ptr %1176, i64 %240
  %1184 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1183, <16 x i1> %539, <16 x float> zeroinitializer)
  br label %1185

1185:                                             ; preds = %1173, %1162
  %1186 = phi <16 x float> [ %1182, %1173 ], [ %1170, %1162 ]
  %1187 = phi <16 x float> [ %1180, %1173 ], [ %1168, %1162 ]
  %1188 = phi <16 x float> [ %1178, %1173 ], [ %1166, %1162 ]
  %1189 = phi <16 x float> [ %1184, %1173 ], [ %1172, %1162 ]
  br i1 %71, label %1201, label %1190

1190:                                             ; preds = %1185
  %1191 = getelementptr inbounds nuw i8, ptr %1135, i64 8
  %1192 = load float, ptr %1191, align 4
  %1193 = insertelement <16 x float> poison, float %1192, i64 0
  %1194 = shufflevector <16 x float> %1193, <16 x float> poison, <16 x i32> zeroinitializer
  %1195 = insertelement <16 x float> poison, float %1192, i64 0
  %1196 = shufflevector <16 x float> %1195, <16 x float> poison, <16 x i32> zeroinitializer
  %1197 = insertelement <16 x float> poison, float %1192, i64 0
  %1198 = shufflevector <16 x float> %1197, <16 x float> poison, <16 x i32> zeroinitializer
  %1199 = insertelement <16 x float> poison, float %1192, i64 0
  %1200 = shufflevector <16 x float> %1199, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1213

1201:                                             ; preds = %1185
  %1202 = add nsw i64 %575, 2
  %1203 = mul nsw i64 %1202, %51
  %1204 = getelementptr inbounds float, ptr %198, i64 %1203
  %1205 = getelementptr inbounds float, ptr %1204, i64 %230
  %1206 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1205, <16 x i1> %536, <16 x float> zeroinitializer)
  %1207 = getelementptr inbounds float, ptr %1204, i64 %233
  %1208 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1207, <16 x i1> %537, <16 x float> zeroinitializer)
  %1209 = getelementptr inbounds float, ptr %1204, i64 %236
  %1210 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1209, <16 x i1> %538, <16 x float> zeroinitializer)
  %1211 = getelementptr inbounds float, ptr %1204, i64 %240
  %1212 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1211, <16 x i1> %539, <16 x float> zeroinitializer)
  br label %1213

1213:                                             ; preds = %1201, %1190
  %1214 = phi <16 x float> [ %1210, %1201 ], [ %1198, %1190 ]
  %1215 = phi <16 x float> [ %1208, %1201 ], [ %1196, %1190 ]
  %1216 = phi <16 x float> [ %1206, %1201 ], [ %1194, %1190 ]
  %1217 = phi <16 x float> [ %1212, %1201 ], [ %1200, %1190 ]
  br i1 %71, label %1229, label %1218

1218:                                             ; preds = %1213
  %1219 = getelementptr inbounds nuw i8, ptr %1135, i64 12
  %1220 = load float, ptr %1219, align 4
  %1221 = insertelement <16 x float> poison, float %1220, i64 0
  %1222 = shufflevector <16 x float> %1221, <16 x float> poison, <16 x i32> zeroinitializer
  %1223 = insertelement <16 x float> poison, float %1220, i64 0
  %1224 = shufflevector <16 x float> %1223, <16 x float> poison, <16 x i32> zeroinitializer
  %1225 = insertelement <16 x float> poison, float %1220, i64 0
  %1226 = shufflevector <16 x float> %1225, <16 x float> poison, <16 x i32> zeroinitializer
  %1227 = insertelement <16 x float> poison, float %1220, i64 0
  %1228 = shufflevector <16 x float> %1227, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1241

1229:                                             ; preds = %1213
  %1230 = add nsw i64 %575, 3
  %1231 = mul nsw i64 %1230, %51
  %1232 = getelementptr inbounds float, ptr %198, i64 %1231
  %1233 = getelementptr inbounds float, ptr %1232, i64 %230
  %1234 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1233, <16 x i1> %536, <16 x float> zeroinitializer)
  %1235 = getelementptr inbounds float, ptr %1232, i64 %233
  %1236 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1235, <16 x i1> %537, <16 x float> zeroinitializer)
  %1237 = getelementptr inbounds float, ptr %1232, i64 %236
  %1238 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1237, <16 x i1> %538, <16 x float> zeroinitializer)
  %1239 = getelementptr inbounds float, ptr %1232, i64 %240
  %1240 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1239, <16 x i1> %539, <16 x float> zeroinitializer)
  br label %1241

1241:                                             ; preds = %1229, %1218
  %1242 = phi <16 x float> [ %1238, %1229 ], [ %1226, %1218 ]
  %1243 = phi <16 x float> [ %1236, %1229 ], [ %1224, %1218 ]
  %1244 = phi <16 x float> [ %1234, %1229 ], [ %1222, %1218 ]
  %1245 = phi <16 x float> [ %1240, %1229 ], [ %1228, %1218 ]
  br i1 %71, label %1257, label %1246

1246:                                             ; preds = %1241
  %1247 = getelementptr inbounds nuw i8, ptr %1135, i64 16
  %1248 = load float, ptr %1247, align 4
  %1249 = insertelement <16 x float> poison, float %1248, i64 0
  %1250 = shufflevector <16 x float> %1249, <16 x float> poison, <16 x i32> zeroinitializer
  %1251 = insertelement <16 x float> poison, float %1248, i64 0
  %1252 = shufflevector <16 x float> %1251, <16 x float> poison, <16 x i32> zeroinitializer
  %1253 = insertelement <16 x float> poison, float %1248, i64 0
  %1254 = shufflevector <16 x float> %1253, <16 x float> poison, <16 x i32> zeroinitializer
  %1255 = insertelement <16 x float> poison, float %1248, i64 0
  %1256 = shufflevector <16 x float> %1255, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1269

1257:                                             ; preds = %1241
  %1258 = add nsw i64 %575, 4
  %1259 = mul nsw i64 %1258, %51
  %1260 = getelementptr inbounds float, ptr %198, i64 %1259
  %1261 = getelementptr inbounds float, ptr %1260, i64 %230
  %1262 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1261, <16 x i1> %536, <16 x float> zeroinitializer)
  %1263 = getelementptr inbounds float, ptr %1260, i64 %233
  %1264 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1263, <16 x i1> %537, <16 x float> zeroinitializer)
  %1265 = getelementptr inbounds float, ptr %1260, i64 %236
  %1266 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1265, <16 x i1> %538, <16 x float> zeroinitializer)
  %1267 = getelementptr inbounds float, ptr %1260, i64 %240
  %1268 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1267, <16 x i1> %539, <16 x float> zeroinitializer)
  br label %1269

1269:                                             ; preds = %1257, %1246
  %1270 = phi <16 x float> [ %1266, %1257 ], [ %1254, %1246 ]
  %1271 = phi <16 x float> [ %1264, %1257 ], [ %1252, %1246 ]
  %1272 = phi <16 x float> [ %1262, %1257 ], [ %1250, %1246 ]
  %1273 = phi <16 x float> [ %1268, %1257 ], [ %1256, %1246 ]
  br i1 %71, label %1285, label %1274

1274:                                             ; preds = %1269
  %1275 = getelementptr inbounds nuw i8, ptr %1135, i64 20
  %1276 = load float, ptr %1275, align 4
  %1277 = insertelement <16 x float> poison, float %1276, i64 0
  %1278 = shufflevector <16 x float> %1277, <16 x float> poison, <16 x i32> zeroinitializer
  %1279 = insertelement <16 x float> poison, float %1276, i64 0
  %1280 = shufflevector <16 x float> %1279, <16 x float> poison, <16 x i32> zeroinitializer
  %1281 = insertelement <16 x float> poison, float %1276, i64 0
  %1282 = shufflevector <16 x float> %1281, <16 x float> poison, <16 x i32> zeroinitializer
  %1283 = insertelement <16 x float> poison, float %1276, i64 0
  %1284 = shufflevector <16 x float> %1283, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1297

1285:                                             ; preds = %1269
  %1286 = add nsw i64 %575, 5
  %1287 = mul nsw i64 %1286, %51
  %1288 = getelementptr inbounds float, ptr %198, i64 %1287
  %1289 = getelementptr inbounds float, ptr %1288, i64 %230
  %1290 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1289, <16 x i1> %536, <16 x float> zeroinitializer)
  %1291 = getelementptr inbounds float, ptr %1288, i64 %233
  %1292 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1291, <16 x i1> %537, <16 x float> zeroinitializer)
  %1293 = getelementptr inbounds float, ptr %1288, i64 %236
  %1294 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1293, <16 x i1> %538, <16 x float> zeroinitializer)
  %1295 = getelementptr inbounds float, ptr %1288, i64 %240
  %1296 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1295, <16 x i1> %539, <16 x float> zeroinitializer)
  br label %1297

1297:                                             ; preds = %1285, %1274
  %1298 = phi <16 x float> [ %1294, %1285 ], [ %1282, %1274 ]
  %1299 = phi <16 x float> [ %1292, %1285 ], [ %1280, %1274 ]
  %1300 = phi <16 x float> [ %1290, %1285 ], [ %1278, %1274 ]
  %1301 = phi <16 x float> [ %1296, %1285 ], [ %1284, %1274 ]
  %1302 = mul i64 %72, %575
  %1303 = getelementptr inbounds float, ptr %38, i64 %1302
  br i1 %73, label %1356, label %1331

1304:                                             ; preds = %1449, %1356
  %1305 = phi <16 x float> [ %1357, %1356 ], [ %1450, %1449 ]
  %1306 = phi <16 x float> [ %1358, %1356 ], [ %1451, %1449 ]
  %1307 = phi <16 x float> [ %1359, %1356 ], [ %1452, %1449 ]
  %1308 = phi <16 x float> [ %1360, %1356 ], [ %1453, %1449 ]
  %1309 = phi <16 x float> [ %1361, %1356 ], [ %1454, %1449 ]
  %1310 = phi <16 x float> [ %1362, %1356 ], [ %1455, %1449 ]
  %1311 = phi <16 x float> [ %1363, %1356 ], [ %1456, %1449 ]
  %1312 = phi <16 x float> [ %1364, %1356 ], [ %1457, %1449 ]
  %1313 = phi <16 x float> [ %1365, %1356 ], [ %1458, %1449 ]
  %1314 = phi <16 x float> [ %1366, %1356 ], [ %1459, %1449 ]
  %1315 = phi <16 x float> [ %1367, %1356 ], [ %1460, %1449 ]
  %1316 = phi <16 x float> [ %1368, %1356 ], [ %1461, %1449 ]
  %1317 = phi <16 x float> [ %1369, %1356 ], [ %1462, %1449 ]
  %1318 = phi <16 x float> [ %1370, %1356 ], [ %1463, %1449 ]
  %1319 = phi <16 x float> [ %1371, %1356 ], [ %1464, %1449 ]
  %1320 = phi <16 x float> [ %1372, %1356 ], [ %1465, %1449 ]
  %1321 = phi <16 x float> [ %1373, %1356 ], [ %1466, %1449 ]
  %1322 = phi <16 x float> [ %1374, %1356 ], [ %1467, %1449 ]
  %1323 = phi <16 x float> [ %1375, %1356 ], [ %1468, %1449 ]
  %1324 = phi <16 x float> [ %1376, %1356 ], [ %1469, %1449 ]
  %1325 = phi <16 x float> [ %1377, %1356 ], [ %1470, %1449 ]
  %1326 = phi <16 x float> [ %1378, %1356 ], [ %1471, %1449 ]
  %1327 = phi <16 x float> [ %1379, %1356 ], [ %1472, %1449 ]
  %1328 = phi <16 x float> [ %1380, %1356 ], [ %1473, %1449 ]
  %1329 = icmp slt i64 %1385, %5
  %1330 = add i64 %1381, -16
  br i1 %1329, label %1356, label %1331

1331:                                             ; preds = %1304, %1297
  %1332 = phi <16 x float> [ %1301, %1297 ], [ %1305, %1304 ]
  %1333 = phi <16 x float> [ %1298, %1297 ], [ %1306, %1304 ]
  %1334 = phi <16 x float> [ %1299, %1297 ], [ %1307, %1304 ]
  %1335 = phi <16 x float> [ %1300, %1297 ], [ %1308, %1304 ]
  %1336 = phi <16 x float> [ %1273, %1297 ], [ %1309, %1304 ]
  %1337 = phi <16 x float> [ %1270, %1297 ], [ %1310, %1304 ]
  %1338 = phi <16 x float> [ %1271, %1297 ], [ %1311, %1304 ]
  %1339 = phi <16 x float> [ %1272, %1297 ], [ %1312, %1304 ]
  %1340 = phi <16 x float> [ %1245, %1297 ], [ %1318, %1304 ]
  %1341 = phi <16 x float> [ %1242, %1297 ], [ %1319, %1304 ]
  %1342 = phi <16 x float> [ %1243, %1297 ], [ %1320, %1304 ]
  %1343 = phi <16 x float> [ %1244, %1297 ], [ %1321, %1304 ]
  %1344 = phi <16 x float> [ %1217, %1297 ], [ %1322, %1304 ]
  %1345 = phi <16 x float> [ %1214, %1297 ], [ %1323, %1304 ]
  %1346 = phi <16 x float> [ %1215, %1297 ], [ %1324, %1304 ]
  %1347 = phi <16 x float> [ %1216, %1297 ], [ %1325, %1304 ]
  %1348 = phi <16 x float> [ %1189, %1297 ], [ %1326, %1304 ]
  %1349 = phi <16 x float> [ %1186, %1297 ], [ %1327, %1304 ]
  %1350 = phi <16 x float> [ %1187, %1297 ], [ %1328, %1304 ]
  %1351 = phi <16 x float> [ %1188, %1297 ], [ %1317, %1304 ]
  %1352 = phi <16 x float> [ %1161, %1297 ], [ %1313, %1304 ]
  %1353 = phi <16 x float> [ %1158, %1297 ], [ %1314, %1304 ]
  %1354 = phi <16 x float> [ %1159, %1297 ], [ %1315, %1304 ]
  %1355 = phi <16 x float> [ %1160, %1297 ], [ %1316, %1304 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  store <16 x float> %1355, ptr %31, align 64
  store <16 x float> %1354, ptr %159, align 64
  store <16 x float> %1353, ptr %160, align 64
  store <16 x float> %1352, ptr %161, align 64
  store <16 x float> %1351, ptr %162, align 64
  store <16 x float> %1350, ptr %163, align 64
  store <16 x float> %1349, ptr %164, align 64
  store <16 x float> %1348, ptr %165, align 64
  store <16 x float> %1347, ptr %166, align 64
  store <16 x float> %1346, ptr %167, align 64
  store <16 x float> %1345, ptr %168, align 64
  store <16 x float> %1344, ptr %169, align 64
  store <16 x float> %1343, ptr %170, align 64
  store <16 x float> %1342, ptr %171, align 64
  store <16 x float> %1341, ptr %172, align 64
  store <16 x float> %1340, ptr %173, align 64
  store <16 x float> %1339, ptr %174, align 64
  store <16 x float> %1338, ptr %175, align 64
  store <16 x float> %1337, ptr %176, align 64
  store <16 x float> %1336, ptr %177, align 64
  store <16 x float> %1335, ptr %178, align 64
  store <16 x float> %1334, ptr %179, align 64
  store <16 x float> %1333, ptr %180, align 64
  store <16 x float> %1332, ptr %181, align 64
  br label %1563

1356:                                             ; preds = %1297, %1304
  %1357 = phi <16 x float> [ %1305, %1304 ], [ %1301, %1297 ]
  %1358 = phi <16 x float> [ %1306, %1304 ], [ %1298, %1297 ]
  %1359 = phi <16 x float> [ %1307, %1304 ], [ %1299, %1297 ]
  %1360 = phi <16 x float> [ %1308, %1304 ], [ %1300, %1297 ]
  %1361 = phi <16 x float> [ %1309, %1304 ], [ %1273, %1297 ]
  %1362 = phi <16 x float> [ %1310, %1304 ], [ %1270, %1297 ]
  %1363 = phi <16 x float> [ %1311, %1304 ], [ %1271, %1297 ]
  %1364 = phi <16 x float> [ %1312, %1304 ], [ %1272, %1297 ]
  %1365 = phi <16 x float> [ %1313, %1304 ], [ %1161, %1297 ]
  %1366 = phi <16 x float> [ %1314, %1304 ], [ %1158, %1297 ]
  %1367 = phi <16 x float> [ %1315, %1304 ], [ %1159, %1297 ]
  %1368 = phi <16 x float> [ %1316, %1304 ], [ %1160, %1297 ]
  %1369 = phi <16 x float> [ %1317, %1304 ], [ %1188, %1297 ]
  %1370 = phi <16 x float> [ %1318, %1304 ], [ %1245, %1297 ]
  %1371 = phi <16 x float> [ %1319, %1304 ], [ %1242, %1297 ]
  %1372 = phi <16 x float> [ %1320, %1304 ], [ %1243, %1297 ]
  %1373 = phi <16 x float> [ %1321, %1304 ], [ %1244, %1297 ]
  %1374 = phi <16 x float> [ %1322, %1304 ], [ %1217, %1297 ]
  %1375 = phi <16 x float> [ %1323, %1304 ], [ %1214, %1297 ]
  %1376 = phi <16 x float> [ %1324, %1304 ], [ %1215, %1297 ]
  %1377 = phi <16 x float> [ %1325, %1304 ], [ %1216, %1297 ]
  %1378 = phi <16 x float> [ %1326, %1304 ], [ %1189, %1297 ]
  %1379 = phi <16 x float> [ %1327, %1304 ], [ %1186, %1297 ]
  %1380 = phi <16 x float> [ %1328, %1304 ], [ %1187, %1297 ]
  %1381 = phi i64 [ %1330, %1304 ], [ %5, %1297 ]
  %1382 = phi i64 [ %1385, %1304 ], [ 0, %1297 ]
  %1383 = call i64 @llvm.smin.i64(i64 %1381, i64 16)
  %1384 = add i64 %1383, %1382
  %1385 = add nuw nsw i64 %1382, 16
  br i1 %74, label %1386, label %1304

1386:                                             ; preds = %1356
  %1387 = sub nsw i64 %5, %1382
  %1388 = icmp sgt i64 %1387, 15
  %1389 = mul nsw i64 %1382, %69
  %1390 = getelementptr inbounds float, ptr %196, i64 %1389
  %1391 = mul nuw nsw i64 %1382, %70
  %1392 = getelementptr inbounds nuw float, ptr %1303, i64 %1391
  %1393 = icmp sgt i64 %5, %1382
  %1394 = or i1 %1388, %1393
  br label %1395

1395:                                             ; preds = %1386, %1449
  %1396 = phi <16 x float> [ %1357, %1386 ], [ %1450, %1449 ]
  %1397 = phi <16 x float> [ %1358, %1386 ], [ %1451, %1449 ]
  %1398 = phi <16 x float> [ %1359, %1386 ], [ %1452, %1449 ]
  %1399 = phi <16 x float> [ %1360, %1386 ], [ %1453, %1449 ]
  %1400 = phi <16 x float> [ %1361, %1386 ], [ %1454, %1449 ]
  %1401 = phi <16 x float> [ %1362, %1386 ], [ %1455, %1449 ]
  %1402 = phi <16 x float> [ %1363, %1386 ], [ %1456, %1449 ]
  %1403 = phi <16 x float> [ %1364, %1386 ], [ %1457, %1449 ]
  %1404 = phi <16 x float> [ %1365, %1386 ], [ %1458, %1449 ]
  %1405 = phi <16 x float> [ %1366, %1386 ], [ %1459, %1449 ]
  %1406 = phi <16 x float> [ %1367, %1386 ], [ %1460, %1449 ]
  %1407 = phi <16 x float> [ %1368, %1386 ], [ %1461, %1449 ]
  %1408 = phi <16 x float> [ %1369, %1386 ], [ %1462, %1449 ]
  %1409 = phi <16 x float> [ %1370, %1386 ], [ %1463, %1449 ]
  %1410 = phi <16 x float> [ %1371, %1386 ], [ %1464, %1449 ]
  %1411 = phi <16 x float> [ %1372, %1386 ], [ %1465, %1449 ]
  %1412 = phi <16 x float> [ %1373, %1386 ], [ %1466, %1449 ]
  %1413 = phi <16 x float> [ %1374, %1386 ], [ %1467, %1449 ]
  %1414 = phi <16 x float> [ %1375, %1386 ], [ %1468, %1449 ]
  %1415 = phi <16 x float> [ %1376, %1386 ], [ %1469, %1449 ]
  %1416 = phi <16 x float> [ %1377, %1386 ], [ %1470, %1449 ]
  %1417 = phi <16 x float> [ %1378, %1386 ], [ %1471, %1449 ]
  %1418 = phi <16 x float> [ %1379, %1386 ], [ %1472, %1449 ]
  %1419 = phi <16 x float> [ %1380, %1386 ], [ %1473, %1449 ]
  %1420 = phi i64 [ 0, %1386 ], [ %1474, %1449 ]
  %1421 = shl i64 %1420, 5
  %1422 = getelementptr nuw i8, ptr %34, i64 %1421
  %1423 = load i64, ptr %1422, align 16
  %1424 = getelementptr inbounds nuw i8, ptr %1422, i64 8
  %1425 = load i64, ptr %1424, align 8
  %1426 = getelementptr inbounds nuw i8, ptr %1422, i64 16
  %1427 = load i64, ptr %1426, align 16
  %1428 = getelementptr inbounds nuw i8, ptr %1422, i64 24
  %1429 = load i64, ptr %1428, align 8
  br i1 %1394, label %1430, label %1449

1430:                                             ; preds = %1395
  %1431 = shl i64 %1420, 4
  %1432 = getelementptr nuw i8, ptr %35, i64 %1431
  %1433 = getelementptr inbounds nuw i8, ptr %1432, i64 12
  %1434 = load i32, ptr %1433, align 4
  %1435 = getelementptr inbounds nuw i8, ptr %1432, i64 8
  %1436 = load i32, ptr %1435, align 8
  %1437 = getelementptr inbounds nuw i8, ptr %1432, i64 4
  %1438 = load i32, ptr %1437, align 4
  %1439 = load i32, ptr %1432, align 16
  %1440 = getelementptr inbounds nuw float, ptr %1392, i64 %1420
  %1441 = trunc i32 %1439 to i16
  %1442 = bitcast i16 %1441 to <16 x i1>
  %1443 = trunc i32 %1438 to i16
  %1444 = bitcast i16 %1443 to <16 x i1>
  %1445 = trunc i32 %1436 to i16
  %1446 = bitcast i16 %1445 to <16 x i1>
  %1447 = trunc i32 %1434 to i16
  %1448 = bitcast i16 %1447 to <16 x i1>
  br label %1476

1449:                                             ; preds = %1476, %1395
  %1450 = phi <16 x float> [ %1396, %1395 ], [ %1558, %1476 ]
  %1451 = phi <16 x float> [ %1397, %1395 ], [ %1557, %1476 ]
  %1452 = phi <16 x float> [ %1398, %1395 ], [ %1556, %1476 ]
  %1453 = phi <16 x float> [ %1399, %1395 ], [ %1555, %1476 ]
  %1454 = phi <16 x float> [ %1400, %1395 ], [ %1550, %1476 ]
  %1455 = phi <16 x float> [ %1401, %1395 ], [ %1549, %1476 ]
  %1456 = phi <16 x float> [ %1402, %1395 ], [ %1548, %1476 ]
  %1457 = phi <16 x float> [ %1403, %1395 ], [ %1547, %1476 ]
  %1458 = phi <16 x float> [ %1404, %1395 ], [ %1518, %1476 ]
  %1459 = phi <16 x float> [ %1405, %1395 ], [ %1517, %1476 ]
  %1460 = phi <16 x float> [ %1406, %1395 ], [ %1516, %1476 ]
  %1461 = phi <16 x float> [ %1407, %1395 ], [ %1515, %1476 ]
  %1462 = phi <16 x float> [ %1408, %1395 ], [ %1523, %1476 ]
  %1463 = phi <16 x float> [ %1409, %1395 ], [ %1542, %1476 ]
  %1464 = phi <16 x float> [ %1410, %1395 ], [ %1541, %1476 ]
  %1465 = phi <16 x float> [ %1411, %1395 ], [ %1540, %1476 ]
  %1466 = phi <16 x float> [ %1412, %1395 ], [ %1539, %1476 ]
  %1467 = phi <16 x float> [ %1413, %1395 ], [ %1534, %1476 ]
  %1468 = phi <16 x float> [ %1414, %1395 ], [ %1533, %1476 ]
  %1469 = phi <16 x float> [ %1415, %1395 ], [ %1532, %1476 ]
  %1470 = phi <16 x float> [ %1416, %1395 ], [ %1531, %1476 ]
  %1471 = phi <16 x float> [ %1417, %1395 ], [ %1526, %1476 ]
  %1472 = phi <16 x float> [ %1418, %1395 ], [ %1525, %1476 ]
  %1473 = phi <16 x float> [ %1419, %1395 ], [ %1524, %1476 ]
  %1474 = add nuw nsw i64 %1420, 1
  %1475 = icmp eq i64 %1474, %70
  br i1 %1475, label %1304, label %1395

1476:                                             ; preds = %1430, %1476
  %1477 = phi <16 x float> [ %1558, %1476 ], [ %1396, %1430 ]
  %1478 = phi <16 x float> [ %1557, %1476 ], [ %1397, %1430 ]
  %1479 = phi <16 x float> [ %1556, %1476 ], [ %1398, %1430 ]
  %1480 = phi <16 x float> [ %1555, %1476 ], [ %1399, %1430 ]
  %1481 = phi <16 x float> [ %1550, %1476 ], [ %1400, %1430 ]
  %1482 = phi <16 x float> [ %1549, %1476 ], [ %1401, %1430 ]
  %1483 = phi <16 x float> [ %1548, %1476 ], [ %1402, %1430 ]
  %1484 = phi <16 x float> [ %1547, %1476 ], [ %1403, %1430 ]
  %1485 = phi <16 x float> [ %1518, %1476 ], [ %1404, %1430 ]
  %1486 = phi <16 x float> [ %1517, %1476 ], [ %1405, %1430 ]
  %1487 = phi <16 x float> [ %1516, %1476 ], [ %1406, %1430 ]
  %1488 = phi <16 x float> [ %1515, %1476 ], [ %1407, %1430 ]
  %1489 = phi <16 x float> [ %1523, %1476 ], [ %1408, %1430 ]
  %1490 = phi <16 x float> [ %1542, %1476 ], [ %1409, %1430 ]
  %1491 = phi <16 x float> [ %1541, %1476 ], [ %1410, %1430 ]
  %1492 = phi <16 x float> [ %1540, %1476 ], [ %1411, %1430 ]
  %1493 = phi <16 x float> [ %1539, %1476 ], [ %1412, %1430 ]
  %1494 = phi <16 x float> [ %1534, %1476 ], [ %1413, %1430 ]
  %1495 = phi <16 x float> [ %1533, %1476 ], [ %1414, %1430 ]
  %1496 = phi <16 x float> [ %1532, %1476 ], [ %1415, %1430 ]
  %1497 = phi <16 x float> [ %1531, %1476 ], [ %1416, %1430 ]
  %1498 = phi <16 x float> [ %1526, %1476 ], [ %1417, %1430 ]
  %1499 = phi <16 x float> [ %1525, %1476 ], [ %1418, %1430 ]
  %1500 = phi <16 x float> [ %1524, %1476 ], [ %1419, %1430 ]
  %1501 = phi i64 [ %1559, %1476 ], [ %1382, %1430 ]
  %1502 = phi ptr [ %1561, %1476 ], [ %1440, %1430 ]
  %1503 = phi ptr [ %1560, %1476 ], [ %1390, %1430 ]
  %1504 = getelementptr inbounds float, ptr %1503, i64 %1423
  %1505 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1504, <16 x i1> %1442, <16 x float> zeroinitializer)
  %1506 = getelementptr inbounds float, ptr %1503, i64 %1425
  %1507 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1506, <16 x i1> %1444, <16 x float> zeroinitializer)
  %1508 = getelementptr inbounds float, ptr %1503, i64 %1427
  %1509 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1508, <16 x i1> %1446, <16 x float> zeroinitializer)
  %1510 = getelementptr inbounds float, ptr %1503, i64 %1429
  %1511 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1510, <16 x i1> %1448, <16 x float> zeroinitializer)
  %1512 = load float, ptr %1502, align 4
  %1513 = insertelement <16 x float> poison, float %1512, i64 0
  %1514 = shufflevector <16 x float> %1513, <16 x float> poison, <16 x i32> zeroinitializer
  %1515 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1505, <16 x float> %1514, <16 x float> %1488)
  %1516 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1507, <16 x float> %1514, <16 x float> %1487)
  %1517 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1509, <16 x float> %1514, <16 x float> %1486)
  %1518 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1511, <16 x float> %1514, <16 x float> %1485)
  %1519 = getelementptr inbounds float, ptr %1502, i64 %72
  %1520 = load float, ptr %1519, align 4
  %1521 = insertelement <16 x float> poison, float %1520, i64 0
  %1522 = shufflevector <16 x float> %1521, <16 x float> poison, <16 x i32> zeroinitializer
  %1523 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1505, <16 x float> %1522, <16 x float> %1489)
  %1524 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1507, <16 x float> %1522, <16 x float> %1500)
  %1525 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1509, <16 x float> %1522, <16 x float> %1499)
  %1526 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1511, <16 x float> %1522, <16 x float> %1498)
  %1527 = getelementptr inbounds i8, ptr %1502, i64 %78
  %1528 = load float, ptr %1527, align 4
  %1529 = insertelement <16 x float> poison, float %1528, i64 0
  %1530 = shufflevector <16 x float> %1529, <16 x float> poison, <16 x i32> zeroinitializer
  %1531 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1505, <16 x float> %1530, <16 x float> %1497)
  %1532 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1507, <16 x float> %1530, <16 x float> %1496)
  %1533 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1509, <16 x float> %1530, <16 x float> %1495)
  %1534 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1511, <16 x float> %1530, <16 x float> %1494)
  %1535 = getelementptr inbounds i8, ptr %1502, i64 %79
  %1536 = load float, ptr %1535, align 4
  %1537 = insertelement <16 x float> poison, float %1536, i64 0
  %1538 = shufflevector <16 x float> %1537, <16 x float> poison, <16 x i32> zeroinitializer
  %1539 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1505, <16 x float> %1538, <16 x float> %1493)
  %1540 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1507, <16 x float> %1538, <16 x float> %1492)
  %1541 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1509, <16 x float> %1538, <16 x float> %1491)
  %1542 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1511, <16 x float> %1538, <16 x float> %1490)
  %1543 = getelementptr inbounds i8, ptr %1502, i64 %80
  %1544 = load float, ptr %1543, align 4
  %1545 = insertelement <16 x float> poison, float %1544, i64 0
  %1546 = shufflevector <16 x float> %1545, <16 x float> poison, <16 x i32> zeroinitializer
  %1547 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1505, <16 x float> %1546, <16 x float> %1484)
  %1548 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1507, <16 x float> %1546, <16 x float> %1483)
  %1549 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1509, <16 x float> %1546, <16 x float> %1482)
  %1550 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1511, <16 x float> %1546, <16 x float> %1481)
  %1551 = getelementptr inbounds i8, ptr %1502, i64 %81
  %1552 = load float, ptr %1551, align 4
  %1553 = insertelement <16 x float> poison, float %1552, i64 0
  %1554 = shufflevector <16 x float> %1553, <16 x float> poison, <16 x i32> zeroinitializer
  %1555 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1505, <16 x float> %1554, <16 x float> %1480)
  %1556 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1507, <16 x float> %1554, <16 x float> %1479)
  %1557 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1509, <16 x float> %1554, <16 x float> %1478)
  %1558 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1511, <16 x float> %1554, <16 x float> %1477)
  %1559 = add nuw nsw i64 %1501, 1
  %1560 = getelementptr inbounds float, ptr %1503, i64 %69
  %1561 = getelementptr inbounds nuw float, ptr %1502, i64 %70
  %1562 = icmp eq i64 %1559, %1384
  br i1 %1562, label %1449, label %1476

1563:                                             ; preds = %1331, %1822
  %1564 = phi i64 [ 0, %1331 ], [ %1824, %1822 ]
  %1565 = add nsw i64 %575, %1564
  %1566 = mul nsw i64 %1565, %51
  %1567 = icmp sgt i64 %576, %1564
  %1568 = getelementptr inbounds nuw [4 x <16 x float>], ptr %31, i64 %1564
  %1569 = add nsw i64 %230, %1566
  %1570 = select i1 %1567, <16 x i1> zeroinitializer, <16 x i1> %540
  %1571 = getelementptr inbounds float, ptr %203, i64 %1569
  %1572 = load <16 x float>, ptr %1568, align 64
  br i1 %75, label %1630, label %1573

1573:                                             ; preds = %1563
  %1574 = getelementptr inbounds float, ptr %201, i64 %1569
  switch i64 %82, label %768 [
    i64 1, label %1575
    i64 2, label %1578
    i64 3, label %1585
    i64 0, label %1630
  ]

1575:                                             ; preds = %1573
  %1576 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1574, <16 x i1> %1570, <16 x float> zeroinitializer)
  %1577 = fadd <16 x float> %1572, %1576
  br label %1592

1578:                                             ; preds = %1573
  %1579 = bitcast <16 x float> %1572 to <8 x i64>
  %1580 = or <8 x i64> %1579, %77
  %1581 = fcmp oeq <16 x float> %1572, %50
  %1582 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1572, i32 4)
  %1583 = bitcast <8 x i64> %1580 to <16 x float>
  %1584 = select <16 x i1> %1581, <16 x float> %1583, <16 x float> %1582
  br label %1592

1585:                                             ; preds = %1573
  %1586 = bitcast <16 x float> %1572 to <8 x i64>
  %1587 = and <8 x i64> %1586, %76
  %1588 = fcmp oeq <16 x float> %1572, %47
  %1589 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1572, i32 4)
  %1590 = bitcast <8 x i64> %1587 to <16 x float>
  %1591 = select <16 x i1> %1588, <16 x float> %1590, <16 x float> %1589
  br label %1592

1592:                                             ; preds = %1585, %1578, %1575
  %1593 = phi <16 x float> [ %1577, %1575 ], [ %1584, %1578 ], [ %1591, %1585 ]
  switch i64 %84, label %768 [
    i64 1, label %1608
    i64 2, label %1601
    i64 3, label %1594
    i64 0, label %1630
  ]

1594:                                             ; preds = %1592
  %1595 = bitcast <16 x float> %1593 to <8 x i64>
  %1596 = and <8 x i64> %1595, %76
  %1597 = fcmp oeq <16 x float> %1593, %47
  %1598 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1593, i32 4)
  %1599 = bitcast <8 x i64> %1596 to <16 x float>
  %1600 = select <16 x i1> %1597, <16 x float> %1599, <16 x float> %1598
  br label %1611

1601:                                             ; preds = %1592
  %1602 = bitcast <16 x float> %1593 to <8 x i64>
  %1603 = or <8 x i64> %1602, %77
  %1604 = fcmp oeq <16 x float> %1593, %50
  %1605 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1593, i32 4)
  %1606 = bitcast <8 x i64> %1603 to <16 x float>
  %1607 = select <16 x i1> %1604, <16 x float> %1606, <16 x float> %1605
  br label %1611

1608:                                             ; preds = %1592
  %1609 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1574, <16 x i1> %1570, <16 x float> zeroinitializer)
  %1610 = fadd <16 x float> %1593, %1609
  br label %1611

1611:                                             ; preds = %1608, %1601, %1594
  %1612 = phi <16 x float> [ %1610, %1608 ], [ %1607, %1601 ], [ %1600, %1594 ]
  switch i64 %86, label %768 [
    i64 1, label %1627
    i64 2, label %1620
    i64 3, label %1613
    i64 0, label %1630
  ]

1613:                                             ; preds = %1611
  %1614 = bitcast <16 x float> %1612 to <8 x i64>
  %1615 = and <8 x i64> %1614, %76
  %1616 = fcmp oeq <16 x float> %1612, %47
  %1617 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1612, i32 4)
  %1618 = bitcast <8 x i64> %1615 to <16 x float>
  %1619 = select <16 x i1> %1616, <16 x float> %1618, <16 x float> %1617
  br label %1630

1620:                                             ; preds = %1611
  %1621 = bitcast <16 x float> %1612 to <8 x i64>
  %1622 = or <8 x i64> %1621, %77
  %1623 = fcmp oeq <16 x float> %1612, %50
  %1624 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1612, i32 4)
  %1625 = bitcast <8 x i64> %1622 to <16 x float>
  %1626 = select <16 x i1> %1623, <16 x float> %1625, <16 x float> %1624
  br label %1630

1627:                                             ; preds = %1611
  %1628 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1574, <16 x i1> %1570, <16 x float> zeroinitializer)
  %1629 = fadd <16 x float> %1612, %1628
  br label %1630

1630:                                             ; preds = %1563, %1573, %1592, %1611, %1627, %1620, %1613
  %1631 = phi <16 x float> [ %1619, %1613 ], [ %1572, %1573 ], [ %1612, %1611 ], [ %1593, %1592 ], [ %1629, %1627 ], [ %1626, %1620 ], [ %1572, %1563 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1631, ptr align 1 %1571, <16 x i1> %1570)
  %1632 = add nsw i64 %233, %1566
  %1633 = select i1 %1567, <16 x i1> zeroinitializer, <16 x i1> %541
  %1634 = getelementptr inbounds float, ptr %203, i64 %1632
  %1635 = getelementptr inbounds nuw i8, ptr %1568, i64 64
  %1636 = load <16 x float>, ptr %1635, align 64
  br i1 %75, label %1694, label %1637

1637:                                             ; preds = %1630
  %1638 = getelementptr inbounds float, ptr %201, i64 %1632
  switch i64 %87, label %768 [
    i64 1, label %1653
    i64 2, label %1646
    i64 3, label %1639
    i64 0, label %1694
  ]

1639:                                             ; preds = %1637
  %1640 = bitcast <16 x float> %1636 to <8 x i64>
  %1641 = and <8 x i64> %1640, %76
  %1642 = fcmp oeq <16 x float> %1636, %47
  %1643 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1636, i32 4)
  %1644 = bitcast <8 x i64> %1641 to <16 x float>
  %1645 = select <16 x i1> %1642, <16 x float> %1644, <16 x float> %1643
  br label %1656

1646:                                             ; preds = %1637
  %1647 = bitcast <16 x float> %1636 to <8 x i64>
  %1648 = or <8 x i64> %1647, %77
  %1649 = fcmp oeq <16 x float> %1636, %50
  %1650 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1636, i32 4)
  %1651 = bitcast <8 x i64> %1648 to <16 x float>
  %1652 = select <16 x i1> %1649, <16 x float> %1651, <16 x float> %1650
  br label %1656

1653:                                             ; preds = %1637
  %1654 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1638, <16 x i1> %1633, <16 x float> zeroinitializer)
  %1655 = fadd <16 x float> %1636, %1654
  br label %1656

1656:                                             ; preds = %1653, %1646, %1639
  %1657 = phi <16 x float> [ %1655, %1653 ], [ %1652, %1646 ], [ %1645, %1639 ]
  switch i64 %89, label %768 [
    i64 1, label %1672
    i64 2, label %1665
    i64 3, label %1658
    i64 0, label %1694
  ]

1658:                                             ; preds = %1656
  %1659 = bitcast <16 x float> %1657 to <8 x i64>
  %1660 = and <8 x i64> %1659, %76
  %1661 = fcmp oeq <16 x float> %1657, %47
  %1662 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1657, i32 4)
  %1663 = bitcast <8 x i64> %1660 to <16 x float>
  %1664 = select <16 x i1> %1661, <16 x float> %1663, <16 x float> %1662
  br label %1675

1665:                                             ; preds = %1656
  %1666 = bitcast <16 x float> %1657 to <8 x i64>
  %1667 = or <8 x i64> %1666, %77
  %1668 = fcmp oeq <16 x float> %1657, %50
  %1669 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1657, i32 4)
  %1670 = bitcast <8 x i64> %1667 to <16 x float>
  %1671 = select <16 x i1> %1668, <16 x float> %1670, <16 x float> %1669
  br label %1675

1672:                                             ; preds = %1656
  %1673 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1638, <16 x i1> %1633, <16 x float> zeroinitializer)
  %1674 = fadd <16 x float> %1657, %1673
  br label %1675

1675:                                             ; preds = %1672, %1665, %1658
  %1676 = phi <16 x float> [ %1674, %1672 ], [ %1671, %1665 ], [ %1664, %1658 ]
  switch i64 %91, label %768 [
    i64 1, label %1691
    i64 2, label %1684
    i64 3, label %1677
    i64 0, label %1694
  ]

1677:                                             ; preds = %1675
  %1678 = bitcast <16 x float> %1676 to <8 x i64>
  %1679 = and <8 x i64> %1678, %76
  %1680 = fcmp oeq <16 x float> %1676, %47
  %1681 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1676, i32 4)
  %1682 = bitcast <8 x i64> %1679 to <16 x float>
  %1683 = select <16 x i1> %1680, <16 x float> %1682, <16 x float> %1681
  br label %1694

1684:                                             ; preds = %1675
  %1685 = bitcast <16 x float> %1676 to <8 x i64>
  %1686 = or <8 x i64> %1685, %77
  %1687 = fcmp oeq <16 x float> %1676, %50
  %1688 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1676, i32 4)
  %1689 = bitcast <8 x i64> %1686 to <16 x float>
  %1690 = select <16 x i1> %1687, <16 x float> %1689, <16 x float> %1688
  br label %1694

1691:                                             ; preds = %1675
  %1692 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1638, <16 x i1> %1633, <16 x float> zeroinitializer)
  %1693 = fadd <16 x float> %1676, %1692
  br label %1694

1694:                                             ; preds = %1630, %1637, %1656, %1675, %1691, %1684, %1677
  %1695 = phi <16 x float> [ %1683, %1677 ], [ %1636, %1637 ], [ %1676, %1675 ], [ %1657, %1656 ], [ %1693, %1691 ], [ %1690, %1684 ], [ %1636, %1630 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1695, ptr align 1 %1634, <16 x i1> %1633)
  %1696 = add nsw i64 %236, %1566
  %1697 = select i1 %1567, <16 x i1> zeroinitializer, <16 x i1> %542
  %1698 = getelementptr inbounds float, ptr %203, i64 %1696
  %1699 = getelementptr inbounds nuw i8, ptr %1568, i64 128
  %1700 = load <16 x float>, ptr %1699, align 64
  br i1 %75, label %1758, label %1701

1701:                                             ; preds = %1694
  %1702 = getelementptr inbounds float, ptr %201, i64 %1696
  switch i64 %92, label %768 [
    i64 1, label %1717
    i64 2, label %1710
    i64 3, label %1703
    i64 0, label %1758
  ]

1703:                                             ; preds = %1701
  %1704 = bitcast <16 x float> %1700 to <8 x i64>
  %1705 = and <8 x i64> %1704, %76
  %1706 = fcmp oeq <16 x float> %1700, %47
  %1707 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1700, i32 4)
  %1708 = bitcast <8 x i64> %1705 to <16 x float>
  %1709 = select <16 x i1> %1706, <16 x float> %1708, <16 x float> %1707
  br label %1720

1710:                                             ; preds = %1701
  %1711 = bitcast <16 x float> %1700 to <8 x i64>
  %1712 = or <8 x i64> %1711, %77
  %1713 = fcmp oeq <16 x float> %1700, %50
  %1714 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1700, i32 4)
  %1715 = bitcast <8 x i64> %1712 to <16 x float>
  %1716 = select <16 x i1> %1713, <16 x float> %1715, <16 x float> %1714
  br label %1720

1717:                                             ; preds = %1701
  %1718 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1702, <16 x i1> %1697, <16 x float> zeroinitializer)
  %1719 = fadd <16 x float> %1700, %1718
  br label %1720

1720:                                             ; preds = %1717, %1710, %1703
  %1721 = phi <16 x float> [ %1719, %1717 ], [ %1716, %1710 ], [ %1709, %1703 ]
  switch i64 %94, label %768 [
    i64 1, label %1736
    i64 2, label %1729
    i64 3, label %1722
    i64 0, label %1758
  ]

1722:                                             ; preds = %1720
  %1723 = bitcast <16 x float> %1721 to <8 x i64>
  %1724 = and <8 x i64> %1723, %76
  %1725 = fcmp oeq <16 x float> %1721, %47
  %1726 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1721, i32 4)
  %1727 = bitcast <8 x i64> %1724 to <16 x float>
  %1728 = select <16 x i1> %1725, <16 x float> %1727, <16 x float> %1726
  br label %1739

1729:                                             ; preds = %1720
  %1730 = bitcast <16 x float> %1721 to <8 x i64>
  %1731 = or <8 x i64> %1730, %77
  %1732 = fcmp oeq <16 x float> %1721, %50
  %1733 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1721, i32 4)
  %1734 = bitcast <8 x i64> %1731 to <16 x float>
  %1735 = select <16 x i1> %1732, <16 x float> %1734, <16 x float> %1733
  br label %1739

1736:                                             ; preds = %1720
  %1737 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1702, <16 x i1> %1697, <16 x float> zeroinitializer)
  %1738 = fadd <16 x float> %1721, %1737
  br label %1739

1739:                                             ; preds = %1736, %1729, %1722
  %1740 = phi <16 x float> [ %1738, %1736 ], [ %1735, %1729 ], [ %1728, %1722 ]
  switch i64 %96, label %768 [
    i64 1, label %1755
    i64 2, label %1748
    i64 3, label %1741
    i64 0, label %1758
  ]

1741:                                             ; preds = %1739
  %1742 = bitcast <16 x float> %1740 to <8 x i64>
  %1743 = and <8 x i64> %1742, %76
  %1744 = fcmp oeq <16 x float> %1740, %47
  %1745 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1740, i32 4)
  %1746 = bitcast <8 x i64> %1743 to <16 x float>
  %1747 = select <16 x i1> %1744, <16 x float> %1746, <16 x float> %1745
  br label %1758

1748:                                             ; preds = %1739
  %1749 = bitcast <16 x float> %1740 to <8 x i64>
  %1750 = or <8 x i64> %1749, %77
  %1751 = fcmp oeq <16 x float> %1740, %50
  %1752 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1740, i32 4)
  %1753 = bitcast <8 x i64> %1750 to <16 x float>
  %1754 = select <16 x i1> %1751, <16 x float> %1753, <16 x float> %1752
  br label %1758

1755:                                             ; preds = %1739
  %1756 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1702, <16 x i1> %1697, <16 x float> zeroinitializer)
  %1757 = fadd <16 x float> %1740, %1756
  br label %1758

1758:                                             ; preds = %1694, %1701, %1720, %1739, %1755, %1748, %1741
  %1759 = phi <16 x float> [ %1747, %1741 ], [ %1700, %1701 ], [ %1740, %1739 ], [ %1721, %1720 ], [ %1757, %1755 ], [ %1754, %1748 ], [ %1700, %1694 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1759, ptr align 1 %1698, <16 x i1> %1697)
  %1760 = add nsw i64 %240, %1566
  %1761 = select i1 %1567, <16 x i1> zeroinitializer, <16 x i1> %543
  %1762 = getelementptr inbounds float, ptr %203, i64 %1760
  %1763 = getelementptr inbounds nuw i8, ptr %1568, i64 192
  %1764 = load <16 x float>, ptr %1763, align 64
  br i1 %75, label %1822, label %1765

1765:                                             ; preds = %1758
  %1766 = getelementptr inbounds float, ptr %201, i64 %1760
  switch i64 %97, label %768 [
    i64 1, label %1781
    i64 2, label %1774
    i64 3, label %1767
    i64 0, label %1822
  ]

1767:                                             ; preds = %1765
  %1768 = bitcast <16 x float> %1764 to <8 x i64>
  %1769 = and <8 x i64> %1768, %76
  %1770 = fcmp oeq <16 x float> %1764, %47
  %1771 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1764, i32 4)
  %1772 = bitcast <8 x i64> %1769 to <16 x float>
  %1773 = select <16 x i1> %1770, <16 x float> %1772, <16 x float> %1771
  br label %1784

1774:                                             ; preds = %1765
  %1775 = bitcast <16 x float> %1764 to <8 x i64>
  %1776 = or <8 x i64> %1775, %77
  %1777 = fcmp oeq <16 x float> %1764, %50
  %1778 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1764, i32 4)
  %1779 = bitcast <8 x i64> %1776 to <16 x float>
  %1780 = select <16 x i1> %1777, <16 x float> %1779, <16 x float> %1778
  br label %1784

1781:                                             ; preds = %1765
  %1782 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1766, <16 x i1> %1761, <16 x float> zeroinitializer)
  %1783 = fadd <16 x float> %1764, %1782
  br label %1784

1784:                                             ; preds = %1781, %1774, %1767
  %1785 = phi <16 x float> [ %1783, %1781 ], [ %1780, %1774 ], [ %1773, %1767 ]
  switch i64 %99, label %768 [
    i64 1, label %1800
    i64 2, label %1793
    i64 3, label %1786
    i64 0, label %1822
  ]

1786:                                             ; preds = %1784
  %1787 = bitcast <16 x float> %1785 to <8 x i64>
  %1788 = and <8 x i64> %1787, %76
  %1789 = fcmp oeq <16 x float> %1785, %47
  %1790 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1785, i32 4)
  %1791 = bitcast <8 x i64> %1788 to <16 x float>
  %1792 = select <16 x i1> %1789, <16 x float> %1791, <16 x float> %1790
  br label %1803

1793:                                             ; preds = %1784
  %1794 = bitcast <16 x float> %1785 to <8 x i64>
  %1795 = or <8 x i64> %1794, %77
  %1796 = fcmp oeq <16 x float> %1785, %50
  %1797 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1785, i32 4)
  %1798 = bitcast <8 x i64> %1795 to <16 x float>
  %1799 = select <16 x i1> %1796, <16 x float> %1798, <16 x float> %1797
  br label %1803

1800:                                             ; preds = %1784
  %1801 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1766, <16 x i1> %1761, <16 x float> zeroinitializer)
  %1802 = fadd <16 x float> %1785, %1801
  br label %1803

1803:                                             ; preds = %1800, %1793, %1786
  %1804 = phi <16 x float> [ %1802, %1800 ], [ %1799, %1793 ], [ %1792, %1786 ]
  switch i64 %101, label %768 [
    i64 1, label %1819
    i64 2, label %1812
    i64 3, label %1805
    i64 0, label %1822
  ]

1805:                                             ; preds = %1803
  %1806 = bitcast <16 x float> %1804 to <8 x i64>
  %1807 = and <8 x i64> %1806, %76
  %1808 = fcmp oeq <16 x float> %1804, %47
  %1809 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1804, i32 4)
  %1810 = bitcast <8 x i64> %1807 to <16 x float>
  %1811 = select <16 x i1> %1808, <16 x float> %1810, <16 x float> %1809
  br label %1822

1812:                                             ; preds = %1803
  %1813 = bitcast <16 x float> %1804 to <8 x i64>
  %1814 = or <8 x i64> %1813, %77
  %1815 = fcmp oeq <16 x float> %1804, %50
  %1816 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1804, i32 4)
  %1817 = bitcast <8 x i64> %1814 to <16 x float>
  %1818 = select <16 x i1> %1815, <16 x float> %1817, <16 x float> %1816
  br label %1822

1819:                                             ; preds = %1803
  %1820 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1766, <16 x i1> %1761, <16 x float> zeroinitializer)
  %1821 = fadd <16 x float> %1804, %1820
  br label %1822

1822:                                             ; preds = %1758, %1765, %1784, %1803, %1819, %1812, %1805
  %1823 = phi <16 x float> [ %1811, %1805 ], [ %1764, %1765 ], [ %1804, %1803 ], [ %1785, %1784 ], [ %1821, %1819 ], [ %1818, %1812 ], [ %1764, %1758 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1823, ptr align 1 %1762, <16 x i1> %1761)
  %1824 = add nuw nsw i64 %1564, 1
  %1825 = icmp eq i64 %1824, 6
  br i1 %1825, label %1826, label %1563

1826:                                             ; preds = %1822
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %1827

1827:                                             ; preds = %1826, %1132
  %1828 = add nsw i64 %572, 6
  %1829 = icmp slt i64 %1828, %191
  br i1 %1829, label %571, label %568
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

45:                                               ; preds = %61, %23
  ret void

46:                                               ; preds = %29, %61
  %47 = phi i64 [ %2, %29 ], [ %62, %61 ]
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
  br i1 %34, label %59, label %61

59:                                               ; preds = %46
  %60 = add nsw i64 %50, %12
  br label %64

61:                                               ; preds = %155, %46
  %62 = add nsw i64 %47, 1
  %63 = icmp eq i64 %62, %3
  br i1 %63, label %45, label %46

64:                                               ; preds = %59, %155
  %65 = phi i64 [ 0, %59 ], [ %156, %155 ]
  %66 = shl nuw nsw i64 %65, 1
  %67 = shl nuw i64 1, %66
  %68 = and i64 %67, %11
  %69 = icmp ne i64 %68, 0
  %70 = shl i64 2, %66
  %71 = and i64 %70, %11
  %72 = icmp ne i64 %71, 0
  %73 = select i1 %69, i1 true, i1 %72
  br i1 %73, label %74, label %155

74:                                               ; preds = %64
  %75 = icmp slt i64 %65, %5
  br i1 %75, label %76, label %80

76:                                               ; preds = %74
  %77 = xor i64 %65, -1
  %78 = add i64 %16, %77
  %79 = sdiv i64 %78, %8
  br label %80

80:                                               ; preds = %74, %76
  %81 = phi i64 [ %79, %76 ], [ 0, %74 ]
  %82 = tail call i64 @llvm.smin.i64(i64 %81, i64 %18)
  %83 = tail call i64 @llvm.smin.i64(i64 %82, i64 %60)
  %84 = mul i64 %41, %66
  %85 = getelementptr inbounds float, ptr %58, i64 %84
  %86 = getelementptr inbounds float, ptr %85, i64 %41
  %87 = icmp slt i64 %50, %83
  br i1 %87, label %88, label %155

88:                                               ; preds = %80, %98
  %89 = phi i64 [ %99, %98 ], [ %50, %80 ]
  %90 = mul nsw i64 %89, %8
  %91 = add nsw i64 %90, %65
  %92 = mul nsw i64 %91, %6
  %93 = getelementptr inbounds float, ptr %56, i64 %92
  br i1 %44, label %94, label %98

94:                                               ; preds = %88
  %95 = mul nsw i64 %89, %24
  %96 = getelementptr inbounds float, ptr %85, i64 %95
  %97 = getelementptr inbounds float, ptr %86, i64 %95
  br label %101

98:                                               ; preds = %152, %88
  %99 = add nsw i64 %89, 1
  %100 = icmp eq i64 %99, %83
  br i1 %100, label %155, label %88

101:                                              ; preds = %94, %152
  %102 = phi i64 [ 0, %94 ], [ %153, %152 ]
  %103 = shl nuw nsw i64 %102, 1
  %104 = sub nsw i64 %6, %103
  %105 = icmp sgt i64 %104, 15
  %106 = trunc i64 %104 to i32
  %107 = shl nsw i32 -1, %106
  %108 = trunc i32 %107 to i16
  %109 = xor i16 %108, -1
  %110 = select i1 %105, i16 -1, i16 %109
  %111 = icmp sgt i64 %104, 31
  br i1 %111, label %120, label %112

112:                                              ; preds = %101
  %113 = tail call i64 @llvm.smax.i64(i64 %104, i64 16)
  %114 = trunc nuw nsw i64 %113 to i32
  %115 = add nsw i32 %114, -16
  %116 = shl nsw i32 -1, %115
  %117 = trunc nsw i32 %116 to i16
  %118 = xor i16 %117, -1
  %119 = bitcast i16 %118 to <16 x i1>
  br label %120

120:                                              ; preds = %101, %112
  %121 = phi <16 x i1> [ %119, %112 ], [ splat (i1 true), %101 ]
  %122 = getelementptr inbounds nuw float, ptr %93, i64 %103
  %123 = bitcast i16 %110 to <16 x i1>
  %124 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %122, <16 x i1> %123, <16 x float> zeroinitializer)
  %125 = getelementptr inbounds nuw i8, ptr %122, i64 64
  %126 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %125, <16 x i1> %121, <16 x float> zeroinitializer)
  %127 = shufflevector <16 x float> %124, <16 x float> %126, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %128 = sub nsw i64 %40, %102
  br i1 %69, label %129, label %140

129:                                              ; preds = %120
  %130 = shufflevector <16 x float> %124, <16 x float> %126, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %131 = sub nsw i64 %43, %102
  %132 = getelementptr inbounds nuw float, ptr %96, i64 %102
  %133 = icmp sgt i64 %131, 15
  %134 = trunc i64 %131 to i32
  %135 = shl nsw i32 -1, %134
  %136 = trunc i32 %135 to i16
  %137 = xor i16 %136, -1
  %138 = select i1 %133, i16 -1, i16 %137
  %139 = bitcast i16 %138 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %130, ptr align 1 %132, <16 x i1> %139)
  br label %140

140:                                              ; preds = %129, %120
  %141 = icmp sgt i64 %128, 0
  %142 = select i1 %72, i1 %141, i1 false
  br i1 %142, label %143, label %152

143:                                              ; preds = %140
  %144 = getelementptr inbounds nuw float, ptr %97, i64 %102
  %145 = icmp samesign ugt i64 %128, 15
  %146 = trunc i64 %128 to i32
  %147 = shl nsw i32 -1, %146
  %148 = trunc i32 %147 to i16
  %149 = xor i16 %148, -1
  %150 = select i1 %145, i16 -1, i16 %149
  %151 = bitcast i16 %150 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %127, ptr align 1 %144, <16 x i1> %151)
  br label %152

152:                                              ; preds = %143, %140
  %153 = add nuw nsw i64 %102, 16
  %154 = icmp slt i64 %153, %43
  br i1 %154, label %101, label %98

155:                                              ; preds = %98, %80, %64
  %156 = add nuw nsw i64 %65, 1
  %157 = icmp eq i64 %156, %8
  br i1 %157, label %61, label %64
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
  %52 = add i64 %13, %7
  %53 = add i64 %52, -1
  %54 = sdiv i64 %53, %13
  %55 = icmp eq i64 %19, 0
  br i1 %55, label %56, label %59

56:                                               ; preds = %30
  %57 = add nsw i64 %8, 1
  %58 = sdiv i64 %57, 2
  br label %59

59:                                               ; preds = %30, %56
  %60 = phi i64 [ %58, %56 ], [ %10, %30 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  %61 = getelementptr inbounds nuw i8, ptr %34, i64 336
  store i64 %60, ptr %61, align 8
  %62 = icmp sgt i64 %11, 0
  br i1 %62, label %63, label %195

63:                                               ; preds = %59
  %64 = getelementptr inbounds nuw i8, ptr %34, i64 56
  %65 = getelementptr inbounds nuw i8, ptr %34, i64 112
  %66 = shl i64 %54, 1
  %67 = mul i64 %66, %60
  %68 = icmp ult i64 %11, 4
  br i1 %68, label %193, label %69

69:                                               ; preds = %63
  %70 = and i64 %11, 9223372036854775804
  %71 = insertelement <4 x i64> poison, i64 %67, i64 0
  %72 = shufflevector <4 x i64> %71, <4 x i64> poison, <4 x i32> zeroinitializer
  %73 = insertelement <4 x i64> poison, i64 %15, i64 0
  %74 = shufflevector <4 x i64> %73, <4 x i64> poison, <4 x i32> zeroinitializer
  %75 = insertelement <4 x i64> poison, i64 %13, i64 0
  %76 = shufflevector <4 x i64> %75, <4 x i64> poison, <4 x i32> zeroinitializer
  %77 = insertelement <4 x i64> poison, i64 %7, i64 0
  %78 = shufflevector <4 x i64> %77, <4 x i64> poison, <4 x i32> zeroinitializer
  %79 = insertelement <4 x i64> poison, i64 %52, i64 0
  %80 = shufflevector <4 x i64> %79, <4 x i64> poison, <4 x i32> zeroinitializer
  %81 = insertelement <4 x i64> poison, i64 %54, i64 0
  %82 = shufflevector <4 x i64> %81, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %83

83:                                               ; preds = %180, %69
  %84 = phi i64 [ 0, %69 ], [ %188, %180 ]
  %85 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %69 ], [ %189, %180 ]
  %86 = sub nsw <4 x i64> %85, %74
  %87 = icmp sgt <4 x i64> %86, splat (i64 -1)
  %88 = xor <4 x i1> %87, splat (i1 true)
  %89 = xor <4 x i64> %86, splat (i64 -1)
  %90 = add <4 x i64> %76, %89
  %91 = extractelement <4 x i1> %88, i64 0
  br i1 %91, label %92, label %96

92:                                               ; preds = %83
  %93 = extractelement <4 x i64> %90, i64 0
  %94 = sdiv i64 %93, %13
  %95 = insertelement <4 x i64> poison, i64 %94, i64 0
  br label %96

96:                                               ; preds = %92, %83
  %97 = phi <4 x i64> [ poison, %83 ], [ %95, %92 ]
  %98 = extractelement <4 x i1> %88, i64 1
  br i1 %98, label %99, label %103

99:                                               ; preds = %96
  %100 = extractelement <4 x i64> %90, i64 1
  %101 = sdiv i64 %100, %13
  %102 = insertelement <4 x i64> %97, i64 %101, i64 1
  br label %103

103:                                              ; preds = %99, %96
  %104 = phi <4 x i64> [ %97, %96 ], [ %102, %99 ]
  %105 = extractelement <4 x i1> %88, i64 2
  br i1 %105, label %106, label %110

106:                                              ; preds = %103
  %107 = extractelement <4 x i64> %90, i64 2
  %108 = sdiv i64 %107, %13
  %109 = insertelement <4 x i64> %104, i64 %108, i64 2
  br label %110

110:                                              ; preds = %106, %103
  %111 = phi <4 x i64> [ %104, %103 ], [ %109, %106 ]
  %112 = extractelement <4 x i1> %88, i64 3
  br i1 %112, label %113, label %117

113:                                              ; preds = %110
  %114 = extractelement <4 x i64> %90, i64 3
  %115 = sdiv i64 %114, %13
  %116 = insertelement <4 x i64> %111, i64 %115, i64 3
  br label %117

117:                                              ; preds = %113, %110
  %118 = phi <4 x i64> [ %111, %110 ], [ %116, %113 ]
  %119 = sub nsw <4 x i64> zeroinitializer, %118
  %120 = extractelement <4 x i1> %87, i64 0
  br i1 %120, label %121, label %125

121:                                              ; preds = %117
  %122 = extractelement <4 x i64> %86, i64 0
  %123 = sdiv i64 %122, %13
  %124 = insertelement <4 x i64> poison, i64 %123, i64 0
  br label %125

125:                                              ; preds = %121, %117
  %126 = phi <4 x i64> [ poison, %117 ], [ %124, %121 ]
  %127 = extractelement <4 x i1> %87, i64 1
  br i1 %127, label %128, label %132

128:                                              ; preds = %125
  %129 = extractelement <4 x i64> %86, i64 1
  %130 = sdiv i64 %129, %13
  %131 = insertelement <4 x i64> %126, i64 %130, i64 1
  br label %132

132:                                              ; preds = %128, %125
  %133 = phi <4 x i64> [ %126, %125 ], [ %131, %128 ]
  %134 = extractelement <4 x i1> %87, i64 2
  br i1 %134, label %135, label %139

135:                                              ; preds = %132
  %136 = extractelement <4 x i64> %86, i64 2
  %137 = sdiv i64 %136, %13
  %138 = insertelement <4 x i64> %133, i64 %137, i64 2
  br label %139

139:                                              ; preds = %135, %132
  %140 = phi <4 x i64> [ %133, %132 ], [ %138, %135 ]
  %141 = extractelement <4 x i1> %87, i64 3
  br i1 %141, label %142, label %146

142:                                              ; preds = %139
  %143 = extractelement <4 x i64> %86, i64 3
  %144 = sdiv i64 %143, %13
  %145 = insertelement <4 x i64> %140, i64 %144, i64 3
  br label %146

146:                                              ; preds = %142, %139
  %147 = phi <4 x i64> [ %140, %139 ], [ %145, %142 ]
  %148 = select <4 x i1> %87, <4 x i64> %147, <4 x i64> %119
  %149 = mul nsw <4 x i64> %148, %76
  %150 = sub nsw <4 x i64> %86, %149
  %151 = icmp slt <4 x i64> %150, %78
  %152 = xor <4 x i64> %150, splat (i64 -1)
  %153 = add <4 x i64> %80, %152
  %154 = extractelement <4 x i1> %151, i64 0
  br i1 %154, label %155, label %159

155:                                              ; preds = %146
  %156 = extractelement <4 x i64> %153, i64 0
  %157 = sdiv i64 %156, %13
  %158 = insertelement <4 x i64> poison, i64 %157, i64 0
  br label %159

159:                                              ; preds = %155, %146
  %160 = phi <4 x i64> [ poison, %146 ], [ %158, %155 ]
  %161 = extractelement <4 x i1> %151, i64 1
  br i1 %161, label %162, label %166

162:                                              ; preds = %159
  %163 = extractelement <4 x i64> %153, i64 1
  %164 = sdiv i64 %163, %13
  %165 = insertelement <4 x i64> %160, i64 %164, i64 1
  br label %166

166:                                              ; preds = %162, %159
  %167 = phi <4 x i64> [ %160, %159 ], [ %165, %162 ]
  %168 = extractelement <4 x i1> %151, i64 2
  br i1 %168, label %169, label %173

169:                                              ; preds = %166
  %170 = extractelement <4 x i64> %153, i64 2
  %171 = sdiv i64 %170, %13
  %172 = insertelement <4 x i64> %167, i64 %171, i64 2
  br label %173

173:                                              ; preds = %169, %166
  %174 = phi <4 x i64> [ %167, %166 ], [ %172, %169 ]
  %175 = extractelement <4 x i1> %151, i64 3
  br i1 %175, label %176, label %180

176:                                              ; preds = %173
  %177 = extractelement <4 x i64> %153, i64 3
  %178 = sdiv i64 %177, %13
  %179 = insertelement <4 x i64> %174, i64 %178, i64 3
  br label %180

180:                                              ; preds = %176, %173
  %181 = phi <4 x i64> [ %174, %173 ], [ %179, %176 ]
  %182 = select <4 x i1> %151, <4 x i64> %181, <4 x i64> zeroinitializer
  %183 = mul <4 x i64> %72, %150
  %184 = getelementptr inbounds nuw i64, ptr %34, i64 %84
  store <4 x i64> %183, ptr %184, align 8
  %185 = getelementptr inbounds nuw i64, ptr %64, i64 %84
  store <4 x i64> %148, ptr %185, align 8
  %186 = tail call <4 x i64> @llvm.smin.v4i64(<4 x i64> %182, <4 x i64> %82)
  %187 = getelementptr inbounds nuw i64, ptr %65, i64 %84
  store <4 x i64> %186, ptr %187, align 8
  %188 = add nuw i64 %84, 4
  %189 = add nuw nsw <4 x i64> %85, splat (i64 4)
  %190 = icmp eq i64 %188, %70
  br i1 %190, label %191, label %83

191:                                              ; preds = %180
  %192 = icmp eq i64 %11, %70
  br i1 %192, label %195, label %193

193:                                              ; preds = %63, %191
  %194 = phi i64 [ 0, %63 ], [ %70, %191 ]
  br label %203

195:                                              ; preds = %223, %191, %59
  %196 = icmp sgt i64 %12, 0
  br i1 %196, label %197, label %259

197:                                              ; preds = %195
  %198 = add i64 %8, 2
  %199 = mul i64 %60, %54
  %200 = getelementptr inbounds nuw i8, ptr %34, i64 168
  %201 = getelementptr inbounds nuw i8, ptr %34, i64 224
  %202 = getelementptr inbounds nuw i8, ptr %34, i64 280
  br label %232

203:                                              ; preds = %193, %223
  %204 = phi i64 [ %230, %223 ], [ %194, %193 ]
  %205 = sub nsw i64 %204, %15
  %206 = icmp sgt i64 %205, -1
  br i1 %206, label %207, label %209

207:                                              ; preds = %203
  %208 = sdiv i64 %205, %13
  br label %214

209:                                              ; preds = %203
  %210 = xor i64 %205, -1
  %211 = add i64 %13, %210
  %212 = sdiv i64 %211, %13
  %213 = sub nsw i64 0, %212
  br label %214

214:                                              ; preds = %209, %207
  %215 = phi i64 [ %208, %207 ], [ %213, %209 ]
  %216 = mul nsw i64 %215, %13
  %217 = sub nsw i64 %205, %216
  %218 = icmp slt i64 %217, %7
  br i1 %218, label %219, label %223

219:                                              ; preds = %214
  %220 = xor i64 %217, -1
  %221 = add i64 %52, %220
  %222 = sdiv i64 %221, %13
  br label %223

223:                                              ; preds = %219, %214
  %224 = phi i64 [ %222, %219 ], [ 0, %214 ]
  %225 = mul i64 %67, %217
  %226 = getelementptr inbounds nuw i64, ptr %34, i64 %204
  store i64 %225, ptr %226, align 8
  %227 = getelementptr inbounds nuw i64, ptr %64, i64 %204
  store i64 %215, ptr %227, align 8
  %228 = tail call i64 @llvm.smin.i64(i64 %224, i64 %54)
  %229 = getelementptr inbounds nuw i64, ptr %65, i64 %204
  store i64 %228, ptr %229, align 8
  %230 = add nuw nsw i64 %204, 1
  %231 = icmp eq i64 %230, %11
  br i1 %231, label %195, label %203

232:                                              ; preds = %250, %197
  %233 = phi i64 [ 0, %197 ], [ %257, %250 ]
  %234 = sub nsw i64 %233, %16
  %235 = icmp sgt i64 %234, -1
  br i1 %235, label %236, label %238

236:                                              ; preds = %232
  %237 = lshr i64 %234, 1
  br label %241

238:                                              ; preds = %232
  %239 = sub i64 1, %234
  %240 = sdiv i64 %239, -2
  br label %241

241:                                              ; preds = %238, %236
  %242 = phi i64 [ %237, %236 ], [ %240, %238 ]
  %243 = shl nsw i64 %242, 1
  %244 = sub nsw i64 %234, %243
  %245 = icmp slt i64 %244, %8
  br i1 %245, label %246, label %250

246:                                              ; preds = %241
  %247 = xor i64 %244, -1
  %248 = add i64 %198, %247
  %249 = sdiv i64 %248, 2
  br label %250

250:                                              ; preds = %246, %241
  %251 = phi i64 [ %249, %246 ], [ 0, %241 ]
  %252 = mul i64 %199, %244
  %253 = getelementptr inbounds nuw i64, ptr %200, i64 %233
  store i64 %252, ptr %253, align 8
  %254 = getelementptr inbounds nuw i64, ptr %201, i64 %233
  store i64 %242, ptr %254, align 8
  %255 = tail call i64 @llvm.smin.i64(i64 %251, i64 %60)
  %256 = getelementptr inbounds nuw i64, ptr %202, i64 %233
  store i64 %255, ptr %256, align 8
  %257 = add nuw nsw i64 %233, 1
  %258 = icmp eq i64 %257, %12
  br i1 %258, label %259, label %232

259:                                              ; preds = %250, %195
  %260 = mul nsw i64 %10, %9
  %261 = add nsw i64 %260, 15
  %262 = sdiv i64 %261, 16
  %263 = add nsw i64 %6, 5
  %264 = sdiv i64 %263, 6
  %265 = add nsw i64 %264, -1
  %266 = add i64 %265, %18
  %267 = sdiv i64 %266, %18
  %268 = add nsw i64 %262, -1
  %269 = add i64 %268, %17
  %270 = sdiv i64 %269, %17
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  %271 = mul i64 %18, 6
  %272 = icmp slt i64 %3, %4
  br i1 %272, label %273, label %392

273:                                              ; preds = %259
  %274 = shl nsw i64 %13, 1
  %275 = mul nsw i64 %54, %274
  %276 = icmp eq i64 %25, 0
  %277 = getelementptr inbounds nuw i8, ptr %34, i64 56
  %278 = getelementptr inbounds nuw i8, ptr %34, i64 112
  %279 = getelementptr inbounds nuw i8, ptr %34, i64 224
  %280 = getelementptr inbounds nuw i8, ptr %34, i64 280
  %281 = getelementptr inbounds nuw i8, ptr %34, i64 168
  %282 = add nsw i64 %6, -6
  %283 = mul nsw i64 %60, %275
  %284 = mul i64 %12, %11
  %285 = icmp eq i64 %22, 0
  %286 = mul i64 %284, %5
  %287 = icmp sgt i64 %5, 0
  %288 = icmp sgt i64 %284, 0
  %289 = icmp eq i64 %29, 0
  %290 = bitcast <16 x float> %48 to <8 x i64>
  %291 = bitcast <16 x float> %51 to <8 x i64>
  %292 = shl i64 %286, 3
  %293 = mul i64 %286, 12
  %294 = shl i64 %286, 4
  %295 = mul i64 %286, 20
  %296 = and i64 %29, 3
  %297 = lshr i64 %29, 2
  %298 = and i64 %297, 3
  %299 = lshr i64 %29, 4
  %300 = and i64 %299, 3
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
  %316 = shl i64 %286, 3
  %317 = mul i64 %286, 12
  %318 = shl i64 %286, 4
  %319 = mul i64 %286, 20
  %320 = and i64 %29, 3
  %321 = lshr i64 %29, 2
  %322 = and i64 %321, 3
  %323 = lshr i64 %29, 4
  %324 = and i64 %323, 3
  %325 = and i64 %29, 3
  %326 = lshr i64 %29, 2
  %327 = and i64 %326, 3
  %328 = lshr i64 %29, 4
  %329 = and i64 %328, 3
  %330 = and i64 %29, 3
  %331 = lshr i64 %29, 2
  %332 = and i64 %331, 3
  %333 = lshr i64 %29, 4
  %334 = and i64 %333, 3
  %335 = and i64 %29, 3
  %336 = lshr i64 %29, 2
  %337 = and i64 %336, 3
  %338 = lshr i64 %29, 4
  %339 = and i64 %338, 3
  %340 = and i64 %29, 3
  %341 = lshr i64 %29, 2
  %342 = and i64 %341, 3
  %343 = lshr i64 %29, 4
  %344 = and i64 %343, 3
  %345 = and i64 %29, 3
  %346 = lshr i64 %29, 2
  %347 = and i64 %346, 3
  %348 = lshr i64 %29, 4
  %349 = and i64 %348, 3
  %350 = icmp ult i64 %11, 8
  %351 = icmp ult i64 %11, 32
  %352 = and i64 %11, 24
  %353 = and i64 %11, 9223372036854775776
  %354 = icmp eq i64 %11, %353
  %355 = icmp eq i64 %352, 0
  %356 = and i64 %11, 9223372036854775800
  %357 = icmp eq i64 %11, %356
  %358 = icmp ult i64 %12, 8
  %359 = icmp ult i64 %12, 32
  %360 = and i64 %12, 24
  %361 = and i64 %12, 9223372036854775776
  %362 = icmp eq i64 %12, %361
  %363 = icmp eq i64 %360, 0
  %364 = and i64 %12, 9223372036854775800
  %365 = icmp eq i64 %12, %364
  %366 = icmp ult i64 %12, 8
  %367 = and i64 %12, 9223372036854775800
  %368 = icmp eq i64 %12, %367
  %369 = getelementptr inbounds nuw i8, ptr %33, i64 64
  %370 = getelementptr inbounds nuw i8, ptr %33, i64 128
  %371 = getelementptr inbounds nuw i8, ptr %33, i64 192
  %372 = getelementptr inbounds nuw i8, ptr %33, i64 256
  %373 = getelementptr inbounds nuw i8, ptr %33, i64 320
  %374 = getelementptr inbounds nuw i8, ptr %33, i64 384
  %375 = getelementptr inbounds nuw i8, ptr %33, i64 448
  %376 = getelementptr inbounds nuw i8, ptr %33, i64 512
  %377 = getelementptr inbounds nuw i8, ptr %33, i64 576
  %378 = getelementptr inbounds nuw i8, ptr %33, i64 640
  %379 = getelementptr inbounds nuw i8, ptr %33, i64 704
  %380 = getelementptr inbounds nuw i8, ptr %33, i64 768
  %381 = getelementptr inbounds nuw i8, ptr %33, i64 832
  %382 = getelementptr inbounds nuw i8, ptr %33, i64 896
  %383 = getelementptr inbounds nuw i8, ptr %33, i64 960
  %384 = getelementptr inbounds nuw i8, ptr %33, i64 1024
  %385 = getelementptr inbounds nuw i8, ptr %33, i64 1088
  %386 = getelementptr inbounds nuw i8, ptr %33, i64 1152
  %387 = getelementptr inbounds nuw i8, ptr %33, i64 1216
  %388 = getelementptr inbounds nuw i8, ptr %33, i64 1280
  %389 = getelementptr inbounds nuw i8, ptr %33, i64 1344
  %390 = getelementptr inbounds nuw i8, ptr %33, i64 1408
  %391 = getelementptr inbounds nuw i8, ptr %33, i64 1472
  br label %393

392:                                              ; preds = %422, %259
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  ret void

393:                                              ; preds = %273, %422
  %394 = phi i64 [ %3, %273 ], [ %423, %422 ]
  %395 = srem i64 %394, %267
  %396 = sdiv i64 %394, %267
  %397 = srem i64 %396, %270
  %398 = sdiv i64 %396, %270
  %399 = add nsw i64 %395, 1
  %400 = mul i64 %271, %399
  %401 = tail call i64 @llvm.smin.i64(i64 %400, i64 %6)
  %402 = add nsw i64 %397, 1
  %403 = mul nsw i64 %402, %17
  %404 = tail call i64 @llvm.smin.i64(i64 %403, i64 %262)
  %405 = mul nsw i64 %398, %20
  %406 = getelementptr inbounds float, ptr %38, i64 %405
  %407 = mul nsw i64 %398, %21
  %408 = getelementptr inbounds float, ptr %41, i64 %407
  %409 = mul nsw i64 %398, %26
  %410 = getelementptr inbounds float, ptr %42, i64 %409
  %411 = select i1 %276, ptr null, ptr %410
  %412 = mul nsw i64 %398, %24
  %413 = getelementptr inbounds float, ptr %43, i64 %412
  %414 = mul nsw i64 %397, %17
  %415 = mul i64 %271, %395
  %416 = icmp slt i64 %414, %404
  br i1 %416, label %417, label %422

417:                                              ; preds = %393
  %418 = add nsw i64 %404, -1
  %419 = icmp slt i64 %415, %401
  %420 = insertelement <4 x i64> poison, i64 %418, i64 0
  %421 = shufflevector <4 x i64> %420, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %425

422:                                              ; preds = %852, %393
  %423 = add i64 %394, 1
  %424 = icmp eq i64 %423, %4
  br i1 %424, label %392, label %393

425:                                              ; preds = %417, %852
  %426 = phi i64 [ %414, %417 ], [ %853, %852 ]
  %427 = sub nsw i64 %404, %426
  %428 = icmp sgt i64 %427, 3
  %429 = trunc i64 %427 to i32
  %430 = select i1 %428, i32 4, i32 %429
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  %431 = sext i32 %430 to i64
  %432 = icmp sgt i32 %430, 0
  %433 = icmp sgt i32 %430, 1
  %434 = icmp sgt i32 %430, 2
  %435 = insertelement <4 x i64> poison, i64 %426, i64 0
  %436 = shufflevector <4 x i64> %435, <4 x i64> poison, <4 x i32> zeroinitializer
  %437 = add <4 x i64> %436, <i64 0, i64 1, i64 2, i64 3>
  %438 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %437, <4 x i64> %421)
  %439 = shl nsw <4 x i64> %438, splat (i64 4)
  %440 = extractelement <4 x i64> %439, i64 0
  %441 = sub nsw i64 %260, %440
  %442 = select i1 %432, i64 %441, i64 0
  %443 = extractelement <4 x i64> %439, i64 1
  %444 = sub nsw i64 %260, %443
  %445 = select i1 %433, i64 %444, i64 0
  %446 = extractelement <4 x i64> %439, i64 2
  %447 = sub nsw i64 %260, %446
  %448 = select i1 %434, i64 %447, i64 0
  store <4 x i64> %439, ptr %37, align 16
  %449 = icmp sgt i32 %430, 3
  %450 = extractelement <4 x i64> %439, i64 3
  %451 = sub nsw i64 %260, %450
  %452 = select i1 %449, i64 %451, i64 0
  br label %453

453:                                              ; preds = %425, %771
  %454 = phi i64 [ 0, %425 ], [ %772, %771 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %32, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %31, i8 0, i64 28, i1 false)
  %455 = icmp slt i64 %454, %431
  %456 = getelementptr inbounds nuw i64, ptr %37, i64 %454
  %457 = load i64, ptr %456, align 8
  br i1 %455, label %458, label %466

458:                                              ; preds = %453
  %459 = sub nsw i64 %260, %457
  %460 = tail call i64 @llvm.smin.i64(i64 %459, i64 16)
  %461 = icmp sgt i64 %459, 0
  br i1 %461, label %462, label %466

462:                                              ; preds = %458
  %463 = srem i64 %457, %10
  %464 = sub nsw i64 0, %463
  %465 = sdiv i64 %457, %10
  br label %470

466:                                              ; preds = %703, %453, %458
  br i1 %62, label %467, label %771

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
  br i1 %62, label %477, label %564

477:                                              ; preds = %470
  %478 = trunc i64 %476 to i32
  %479 = shl nsw i32 -1, %478
  %480 = xor i32 %479, -1
  %481 = trunc i64 %472 to i32
  %482 = shl nsw i32 -1, %481
  %483 = and i32 %482, %480
  br i1 %350, label %562, label %484

484:                                              ; preds = %477
  br i1 %351, label %540, label %485

485:                                              ; preds = %484
  %486 = insertelement <8 x i32> poison, i32 %483, i64 0
  %487 = shufflevector <8 x i32> %486, <8 x i32> poison, <8 x i32> zeroinitializer
  %488 = insertelement <8 x i64> poison, i64 %473, i64 0
  %489 = shufflevector <8 x i64> %488, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %490

490:                                              ; preds = %490, %485
  %491 = phi i64 [ 0, %485 ], [ %536, %490 ]
  %492 = getelementptr inbounds nuw i64, ptr %277, i64 %491
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
  %508 = getelementptr i64, ptr %278, i64 %491
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
  %537 = icmp eq i64 %536, %353
  br i1 %537, label %538, label %490

538:                                              ; preds = %490
  br i1 %354, label %564, label %539

539:                                              ; preds = %538
  br i1 %355, label %562, label %540

540:                                              ; preds = %484, %539
  %541 = phi i64 [ %353, %539 ], [ 0, %484 ]
  %542 = insertelement <8 x i32> poison, i32 %483, i64 0
  %543 = shufflevector <8 x i32> %542, <8 x i32> poison, <8 x i32> zeroinitializer
  %544 = insertelement <8 x i64> poison, i64 %473, i64 0
  %545 = shufflevector <8 x i64> %544, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %546

546:                                              ; preds = %546, %540
  %547 = phi i64 [ %541, %540 ], [ %559, %546 ]
  %548 = getelementptr inbounds nuw i64, ptr %277, i64 %547
  %549 = load <8 x i64>, ptr %548, align 8
  %550 = add nsw <8 x i64> %549, %545
  %551 = icmp sgt <8 x i64> %550, splat (i64 -1)
  %552 = getelementptr i64, ptr %278, i64 %547
  %553 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %552, <8 x i1> %551, <8 x i64> poison)
  %554 = icmp slt <8 x i64> %550, %553
  %555 = select <8 x i1> %551, <8 x i1> %554, <8 x i1> zeroinitializer
  %556 = getelementptr i32, ptr %31, i64 %547
  %557 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %556, <8 x i1> %555, <8 x i32> poison)
  %558 = or <8 x i32> %557, %543
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %558, ptr align 16 %556, <8 x i1> %555)
  %559 = add nuw i64 %547, 8
  %560 = icmp eq i64 %559, %356
  br i1 %560, label %561, label %546

561:                                              ; preds = %546
  br i1 %357, label %564, label %562

562:                                              ; preds = %477, %539, %561
  %563 = phi i64 [ 0, %477 ], [ %353, %539 ], [ %356, %561 ]
  br label %686

564:                                              ; preds = %700, %538, %561, %470
  br i1 %196, label %565, label %703

565:                                              ; preds = %564
  %566 = add i64 %472, %471
  br i1 %358, label %684, label %567

567:                                              ; preds = %565
  br i1 %359, label %653, label %568

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
  %577 = getelementptr inbounds nuw i64, ptr %279, i64 %576
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
  %589 = getelementptr inbounds nuw i64, ptr %280, i64 %576
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
  %650 = icmp eq i64 %649, %361
  br i1 %650, label %651, label %575

651:                                              ; preds = %575
  br i1 %362, label %703, label %652

652:                                              ; preds = %651
  br i1 %363, label %684, label %653

653:                                              ; preds = %567, %652
  %654 = phi i64 [ %361, %652 ], [ 0, %567 ]
  %655 = insertelement <8 x i64> poison, i64 %566, i64 0
  %656 = shufflevector <8 x i64> %655, <8 x i64> poison, <8 x i32> zeroinitializer
  %657 = insertelement <8 x i64> poison, i64 %472, i64 0
  %658 = shufflevector <8 x i64> %657, <8 x i64> poison, <8 x i32> zeroinitializer
  %659 = insertelement <8 x i64> poison, i64 %476, i64 0
  %660 = shufflevector <8 x i64> %659, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %661

661:                                              ; preds = %661, %653
  %662 = phi i64 [ %654, %653 ], [ %681, %661 ]
  %663 = getelementptr inbounds nuw i64, ptr %279, i64 %662
  %664 = load <8 x i64>, ptr %663, align 8
  %665 = sub <8 x i64> %656, %664
  %666 = getelementptr inbounds nuw i64, ptr %280, i64 %662
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
  %682 = icmp eq i64 %681, %364
  br i1 %682, label %683, label %661

683:                                              ; preds = %661
  br i1 %365, label %703, label %684

684:                                              ; preds = %565, %652, %683
  %685 = phi i64 [ 0, %565 ], [ %361, %652 ], [ %364, %683 ]
  br label %706

686:                                              ; preds = %562, %700
  %687 = phi i64 [ %701, %700 ], [ %563, %562 ]
  %688 = getelementptr inbounds nuw i64, ptr %277, i64 %687
  %689 = load i64, ptr %688, align 8
  %690 = add nsw i64 %689, %473
  %691 = icmp sgt i64 %690, -1
  br i1 %691, label %692, label %700

692:                                              ; preds = %686
  %693 = getelementptr inbounds nuw i64, ptr %278, i64 %687
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
  %708 = getelementptr inbounds nuw i64, ptr %279, i64 %707
  %709 = load i64, ptr %708, align 8
  %710 = sub i64 %566, %709
  %711 = getelementptr inbounds nuw i64, ptr %280, i64 %707
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
  br i1 %196, label %732, label %774

732:                                              ; preds = %730
  %733 = getelementptr inbounds nuw i64, ptr %34, i64 %731
  %734 = load i64, ptr %733, align 8
  %735 = getelementptr inbounds nuw i64, ptr %277, i64 %731
  %736 = load i64, ptr %735, align 8
  %737 = mul nsw i64 %736, %10
  %738 = add i64 %734, %457
  %739 = add i64 %738, %737
  %740 = mul nuw nsw i64 %731, %12
  %741 = getelementptr inbounds nuw i32, ptr %31, i64 %731
  %742 = load i32, ptr %741, align 4
  br i1 %366, label %769, label %743

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
  %753 = getelementptr inbounds nuw i64, ptr %281, i64 %751
  %754 = load <8 x i64>, ptr %753, align 8
  %755 = getelementptr inbounds nuw i64, ptr %279, i64 %751
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
  %767 = icmp eq i64 %765, %367
  br i1 %767, label %768, label %750

768:                                              ; preds = %750
  br i1 %368, label %774, label %769

769:                                              ; preds = %732, %768
  %770 = phi i64 [ 0, %732 ], [ %367, %768 ]
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
  %779 = getelementptr inbounds nuw i64, ptr %281, i64 %778
  %780 = load i64, ptr %779, align 8
  %781 = getelementptr inbounds nuw i64, ptr %279, i64 %778
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
  br i1 %419, label %794, label %852

794:                                              ; preds = %793
  %795 = icmp eq i32 %430, 1
  %796 = icmp sgt i64 %442, 15
  %797 = trunc i64 %442 to i32
  %798 = shl nsw i32 -1, %797
  %799 = trunc i32 %798 to i16
  %800 = xor i16 %799, -1
  %801 = select i1 %796, i16 -1, i16 %800
  %802 = icmp sgt i64 %445, 15
  %803 = trunc i64 %445 to i32
  %804 = shl nsw i32 -1, %803
  %805 = trunc i32 %804 to i16
  %806 = xor i16 %805, -1
  %807 = select i1 %802, i16 -1, i16 %806
  %808 = icmp sgt i64 %448, 15
  %809 = trunc i64 %448 to i32
  %810 = shl nsw i32 -1, %809
  %811 = trunc i32 %810 to i16
  %812 = xor i16 %811, -1
  %813 = select i1 %808, i16 -1, i16 %812
  %814 = icmp sgt i64 %452, 15
  %815 = trunc i64 %452 to i32
  %816 = shl nsw i32 -1, %815
  %817 = trunc i32 %816 to i16
  %818 = xor i16 %817, -1
  %819 = select i1 %814, i16 -1, i16 %818
  %820 = bitcast i16 %801 to <16 x i1>
  %821 = bitcast i16 %807 to <16 x i1>
  %822 = bitcast i16 %813 to <16 x i1>
  %823 = bitcast i16 %819 to <16 x i1>
  %824 = bitcast i16 %801 to <16 x i1>
  %825 = bitcast i16 %807 to <16 x i1>
  %826 = bitcast i16 %813 to <16 x i1>
  %827 = bitcast i16 %819 to <16 x i1>
  %828 = icmp sgt i64 %441, 15
  %829 = trunc i64 %441 to i32
  %830 = shl nsw i32 -1, %829
  %831 = trunc i32 %830 to i16
  %832 = xor i16 %831, -1
  %833 = select i1 %828, i16 -1, i16 %832
  %834 = bitcast i16 %833 to <16 x i1>
  %835 = getelementptr float, ptr %408, i64 %440
  %836 = bitcast i16 %833 to <16 x i1>
  %837 = getelementptr float, ptr %408, i64 %440
  %838 = bitcast i16 %833 to <16 x i1>
  %839 = getelementptr float, ptr %408, i64 %440
  %840 = bitcast i16 %833 to <16 x i1>
  %841 = getelementptr float, ptr %408, i64 %440
  %842 = bitcast i16 %833 to <16 x i1>
  %843 = getelementptr float, ptr %408, i64 %440
  %844 = bitcast i16 %833 to <16 x i1>
  %845 = getelementptr float, ptr %408, i64 %440
  %846 = bitcast i16 %833 to <16 x i1>
  %847 = bitcast i16 %833 to <16 x i1>
  %848 = bitcast i16 %833 to <16 x i1>
  %849 = bitcast i16 %833 to <16 x i1>
  %850 = bitcast i16 %833 to <16 x i1>
  %851 = bitcast i16 %833 to <16 x i1>
  br label %855

852:                                              ; preds = %2111, %793
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  %853 = add nsw i64 %426, 4
  %854 = icmp slt i64 %853, %404
  br i1 %854, label %425, label %422

855:                                              ; preds = %794, %2111
  %856 = phi i64 [ %415, %794 ], [ %2112, %2111 ]
  %857 = sub nsw i64 %401, %856
  %858 = icmp sgt i64 %857, 5
  %859 = select i1 %858, i64 %856, i64 %282
  %860 = sub nsw i64 %856, %859
  br i1 %795, label %861, label %1418

861:                                              ; preds = %855
  br i1 %285, label %887, label %862

862:                                              ; preds = %861
  %863 = getelementptr inbounds float, ptr %40, i64 %859
  %864 = load float, ptr %863, align 4
  %865 = insertelement <16 x float> poison, float %864, i64 0
  %866 = shufflevector <16 x float> %865, <16 x float> poison, <16 x i32> zeroinitializer
  %867 = getelementptr inbounds nuw i8, ptr %863, i64 4
  %868 = load float, ptr %867, align 4
  %869 = insertelement <16 x float> poison, float %868, i64 0
  %870 = shufflevector <16 x float> %869, <16 x float> poison, <16 x i32> zeroinitializer
  %871 = getelementptr inbounds nuw i8, ptr %863, i64 8
  %872 = load float, ptr %871, align 4
  %873 = insertelement <16 x float> poison, float %872, i64 0
  %874 = shufflevector <16 x float> %873, <16 x float> poison, <16 x i32> zeroinitializer
  %875 = getelementptr inbounds nuw i8, ptr %863, i64 12
  %876 = load float, ptr %875, align 4
  %877 = insertelement <16 x float> poison, float %876, i64 0
  %878 = shufflevector <16 x float> %877, <16 x float> poison, <16 x i32> zeroinitializer
  %879 = getelementptr inbounds nuw i8, ptr %863, i64 16
  %880 = load float, ptr %879, align 4
  %881 = insertelement <16 x float> poison, float %880, i64 0
  %882 = shufflevector <16 x float> %881, <16 x float> poison, <16 x i32> zeroinitializer
  %883 = getelementptr inbounds nuw i8, ptr %863, i64 20
  %884 = load float, ptr %883, align 4
  %885 = insertelement <16 x float> poison, float %884, i64 0
  %886 = shufflevector <16 x float> %885, <16 x float> poison, <16 x i32> zeroinitializer
  br label %911

887:                                              ; preds = %861
  %888 = mul nsw i64 %859, %260
  %889 = getelementptr float, ptr %835, i64 %888
  %890 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %889, <16 x i1> %834, <16 x float> zeroinitializer)
  %891 = add nsw i64 %859, 1
  %892 = mul nsw i64 %891, %260
  %893 = getelementptr float, ptr %837, i64 %892
  %894 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %893, <16 x i1> %836, <16 x float> zeroinitializer)
  %895 = add nsw i64 %859, 2
  %896 = mul nsw i64 %895, %260
  %897 = getelementptr float, ptr %839, i64 %896
  %898 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %897, <16 x i1> %838, <16 x float> zeroinitializer)
  %899 = add nsw i64 %859, 3
  %900 = mul nsw i64 %899, %260
  %901 = getelementptr float, ptr %841, i64 %900
  %902 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %901, <16 x i1> %840, <16 x float> zeroinitializer)
  %903 = add nsw i64 %859, 4
  %904 = mul nsw i64 %903, %260
  %905 = getelementptr float, ptr %843, i64 %904
  %906 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %905, <16 x i1> %842, <16 x float> zeroinitializer)
  %907 = add nsw i64 %859, 5
  %908 = mul nsw i64 %907, %260
  %909 = getelementptr float, ptr %845, i64 %908
  %910 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %909, <16 x i1> %844, <16 x float> zeroinitializer)
  br label %911

911:                                              ; preds = %887, %862
  %912 = phi <16 x float> [ %906, %887 ], [ %882, %862 ]
  %913 = phi <16 x float> [ %898, %887 ], [ %874, %862 ]
  %914 = phi <16 x float> [ %890, %887 ], [ %866, %862 ]
  %915 = phi <16 x float> [ %894, %887 ], [ %870, %862 ]
  %916 = phi <16 x float> [ %902, %887 ], [ %878, %862 ]
  %917 = phi <16 x float> [ %910, %887 ], [ %886, %862 ]
  %918 = mul i64 %286, %859
  %919 = getelementptr inbounds float, ptr %39, i64 %918
  br i1 %287, label %941, label %929

920:                                              ; preds = %978, %941
  %921 = phi <16 x float> [ %942, %941 ], [ %979, %978 ]
  %922 = phi <16 x float> [ %943, %941 ], [ %980, %978 ]
  %923 = phi <16 x float> [ %944, %941 ], [ %981, %978 ]
  %924 = phi <16 x float> [ %945, %941 ], [ %982, %978 ]
  %925 = phi <16 x float> [ %946, %941 ], [ %983, %978 ]
  %926 = phi <16 x float> [ %947, %941 ], [ %984, %978 ]
  %927 = icmp slt i64 %952, %5
  %928 = add i64 %948, -16
  br i1 %927, label %941, label %929

929:                                              ; preds = %920, %911
  %930 = phi <16 x float> [ %914, %911 ], [ %921, %920 ]
  %931 = phi <16 x float> [ %915, %911 ], [ %922, %920 ]
  %932 = phi <16 x float> [ %913, %911 ], [ %923, %920 ]
  %933 = phi <16 x float> [ %916, %911 ], [ %924, %920 ]
  %934 = phi <16 x float> [ %912, %911 ], [ %925, %920 ]
  %935 = phi <16 x float> [ %917, %911 ], [ %926, %920 ]
  %936 = mul nsw i64 %859, %260
  %937 = icmp sgt i64 %860, 0
  %938 = add nsw i64 %440, %936
  %939 = select i1 %937, <16 x i1> zeroinitializer, <16 x i1> %846
  %940 = getelementptr inbounds float, ptr %413, i64 %938
  br i1 %289, label %1091, label %1032

941:                                              ; preds = %911, %920
  %942 = phi <16 x float> [ %921, %920 ], [ %914, %911 ]
  %943 = phi <16 x float> [ %922, %920 ], [ %915, %911 ]
  %944 = phi <16 x float> [ %923, %920 ], [ %913, %911 ]
  %945 = phi <16 x float> [ %924, %920 ], [ %916, %911 ]
  %946 = phi <16 x float> [ %925, %920 ], [ %912, %911 ]
  %947 = phi <16 x float> [ %926, %920 ], [ %917, %911 ]
  %948 = phi i64 [ %928, %920 ], [ %5, %911 ]
  %949 = phi i64 [ %952, %920 ], [ 0, %911 ]
  %950 = call i64 @llvm.smin.i64(i64 %948, i64 16)
  %951 = add i64 %950, %949
  %952 = add nuw nsw i64 %949, 16
  br i1 %288, label %953, label %920

953:                                              ; preds = %941
  %954 = sub nsw i64 %5, %949
  %955 = icmp sgt i64 %954, 15
  %956 = mul nsw i64 %949, %283
  %957 = getelementptr inbounds float, ptr %406, i64 %956
  %958 = mul nuw nsw i64 %949, %284
  %959 = getelementptr inbounds nuw float, ptr %919, i64 %958
  %960 = icmp sgt i64 %5, %949
  %961 = or i1 %955, %960
  br label %962

962:                                              ; preds = %953, %978
  %963 = phi <16 x float> [ %942, %953 ], [ %979, %978 ]
  %964 = phi <16 x float> [ %943, %953 ], [ %980, %978 ]
  %965 = phi <16 x float> [ %944, %953 ], [ %981, %978 ]
  %966 = phi <16 x float> [ %945, %953 ], [ %982, %978 ]
  %967 = phi <16 x float> [ %946, %953 ], [ %983, %978 ]
  %968 = phi <16 x float> [ %947, %953 ], [ %984, %978 ]
  %969 = phi i64 [ 0, %953 ], [ %985, %978 ]
  %970 = getelementptr inbounds nuw [4 x i64], ptr %35, i64 %969
  %971 = load i64, ptr %970, align 16
  br i1 %961, label %972, label %978

972:                                              ; preds = %962
  %973 = getelementptr inbounds nuw [4 x i32], ptr %36, i64 %969
  %974 = load i32, ptr %973, align 16
  %975 = getelementptr inbounds nuw float, ptr %959, i64 %969
  %976 = trunc i32 %974 to i16
  %977 = bitcast i16 %976 to <16 x i1>
  br label %987

978:                                              ; preds = %987, %962
  %979 = phi <16 x float> [ %963, %962 ], [ %1002, %987 ]
  %980 = phi <16 x float> [ %964, %962 ], [ %1007, %987 ]
  %981 = phi <16 x float> [ %965, %962 ], [ %1012, %987 ]
  %982 = phi <16 x float> [ %966, %962 ], [ %1017, %987 ]
  %983 = phi <16 x float> [ %967, %962 ], [ %1022, %987 ]
  %984 = phi <16 x float> [ %968, %962 ], [ %1027, %987 ]
  %985 = add nuw nsw i64 %969, 1
  %986 = icmp eq i64 %985, %284
  br i1 %986, label %920, label %962

987:                                              ; preds = %972, %987
  %988 = phi <16 x float> [ %963, %972 ], [ %1002, %987 ]
  %989 = phi <16 x float> [ %964, %972 ], [ %1007, %987 ]
  %990 = phi <16 x float> [ %965, %972 ], [ %1012, %987 ]
  %991 = phi <16 x float> [ %966, %972 ], [ %1017, %987 ]
  %992 = phi <16 x float> [ %967, %972 ], [ %1022, %987 ]
  %993 = phi <16 x float> [ %968, %972 ], [ %1027, %987 ]
  %994 = phi i64 [ %949, %972 ], [ %1028, %987 ]
  %995 = phi ptr [ %975, %972 ], [ %1030, %987 ]
  %996 = phi ptr [ %957, %972 ], [ %1029, %987 ]
  %997 = getelementptr inbounds float, ptr %996, i64 %971
  %998 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %997, <16 x i1> %977, <16 x float> zeroinitializer)
  %999 = load float, ptr %995, align 4
  %1000 = insertelement <16 x float> poison, float %999, i64 0
  %1001 = shufflevector <16 x float> %1000, <16 x float> poison, <16 x i32> zeroinitializer
  %1002 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %998, <16 x float> %1001, <16 x float> %988)
  %1003 = getelementptr inbounds float, ptr %995, i64 %286
  %1004 = load float, ptr %1003, align 4
  %1005 = insertelement <16 x float> poison, float %1004, i64 0
  %1006 = shufflevector <16 x float> %1005, <16 x float> poison, <16 x i32> zeroinitializer
  %1007 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %998, <16 x float> %1006, <16 x float> %989)
  %1008 = getelementptr inbounds i8, ptr %995, i64 %316
  %1009 = load float, ptr %1008, align 4
  %1010 = insertelement <16 x float> poison, float %1009, i64 0
  %1011 = shufflevector <16 x float> %1010, <16 x float> poison, <16 x i32> zeroinitializer
  %1012 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %998, <16 x float> %1011, <16 x float> %990)
  %1013 = getelementptr inbounds i8, ptr %995, i64 %317
  %1014 = load float, ptr %1013, align 4
  %1015 = insertelement <16 x float> poison, float %1014, i64 0
  %1016 = shufflevector <16 x float> %1015, <16 x float> poison, <16 x i32> zeroinitializer
  %1017 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %998, <16 x float> %1016, <16 x float> %991)
  %1018 = getelementptr inbounds i8, ptr %995, i64 %318
  %1019 = load float, ptr %1018, align 4
  %1020 = insertelement <16 x float> poison, float %1019, i64 0
  %1021 = shufflevector <16 x float> %1020, <16 x float> poison, <16 x i32> zeroinitializer
  %1022 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %998, <16 x float> %1021, <16 x float> %992)
  %1023 = getelementptr inbounds i8, ptr %995, i64 %319
  %1024 = load float, ptr %1023, align 4
  %1025 = insertelement <16 x float> poison, float %1024, i64 0
  %1026 = shufflevector <16 x float> %1025, <16 x float> poison, <16 x i32> zeroinitializer
  %1027 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %998, <16 x float> %1026, <16 x float> %993)
  %1028 = add nuw nsw i64 %994, 1
  %1029 = getelementptr inbounds float, ptr %996, i64 %283
  %1030 = getelementptr inbounds nuw float, ptr %995, i64 %284
  %1031 = icmp eq i64 %1028, %951
  br i1 %1031, label %978, label %987

1032:                                             ; preds = %929
  %1033 = getelementptr inbounds float, ptr %411, i64 %938
  switch i64 %320, label %1051 [
    i64 1, label %1034
    i64 2, label %1037
    i64 3, label %1044
    i64 0, label %1091
  ]

1034:                                             ; preds = %1032
  %1035 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1033, <16 x i1> %939, <16 x float> zeroinitializer)
  %1036 = fadd <16 x float> %930, %1035
  br label %1053

1037:                                             ; preds = %1032
  %1038 = bitcast <16 x float> %930 to <8 x i64>
  %1039 = or <8 x i64> %1038, %291
  %1040 = fcmp oeq <16 x float> %930, %51
  %1041 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %930, i32 4)
  %1042 = bitcast <8 x i64> %1039 to <16 x float>
  %1043 = select <16 x i1> %1040, <16 x float> %1042, <16 x float> %1041
  br label %1053

1044:                                             ; preds = %1032
  %1045 = bitcast <16 x float> %930 to <8 x i64>
  %1046 = and <8 x i64> %1045, %290
  %1047 = fcmp oeq <16 x float> %930, %48
  %1048 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %930, i32 4)
  %1049 = bitcast <8 x i64> %1046 to <16 x float>
  %1050 = select <16 x i1> %1047, <16 x float> %1049, <16 x float> %1048
  br label %1053

1051:                                             ; preds = %1032
  unreachable

1052:                                             ; preds = %1397, %1378, %1359, %1332, %1313, %1294, %1267, %1248, %1229, %1202, %1183, %1164, %1137, %1118, %1099, %1072, %1053, %2087, %2068, %2049, %2023, %2004, %1985, %1959, %1940, %1921, %1895, %1876, %1857
  unreachable

1053:                                             ; preds = %1044, %1037, %1034
  %1054 = phi <16 x float> [ %1036, %1034 ], [ %1043, %1037 ], [ %1050, %1044 ]
  switch i64 %322, label %1052 [
    i64 1, label %1069
    i64 2, label %1062
    i64 3, label %1055
    i64 0, label %1091
  ]

1055:                                             ; preds = %1053
  %1056 = bitcast <16 x float> %1054 to <8 x i64>
  %1057 = and <8 x i64> %1056, %290
  %1058 = fcmp oeq <16 x float> %1054, %48
  %1059 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1054, i32 4)
  %1060 = bitcast <8 x i64> %1057 to <16 x float>
  %1061 = select <16 x i1> %1058, <16 x float> %1060, <16 x float> %1059
  br label %1072

1062:                                             ; preds = %1053
  %1063 = bitcast <16 x float> %1054 to <8 x i64>
  %1064 = or <8 x i64> %1063, %291
  %1065 = fcmp oeq <16 x float> %1054, %51
  %1066 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1054, i32 4)
  %1067 = bitcast <8 x i64> %1064 to <16 x float>
  %1068 = select <16 x i1> %1065, <16 x float> %1067, <16 x float> %1066
  br label %1072

1069:                                             ; preds = %1053
  %1070 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1033, <16 x i1> %939, <16 x float> zeroinitializer)
  %1071 = fadd <16 x float> %1054, %1070
  br label %1072

1072:                                             ; preds = %1069, %1062, %1055
  %1073 = phi <16 x float> [ %1071, %1069 ], [ %1068, %1062 ], [ %1061, %1055 ]
  switch i64 %324, label %1052 [
    i64 1, label %1088
    i64 2, label %1081
    i64 3, label %1074
    i64 0, label %1091
  ]

1074:                                             ; preds = %1072
  %1075 = bitcast <16 x float> %1073 to <8 x i64>
  %1076 = and <8 x i64> %1075, %290
  %1077 = fcmp oeq <16 x float> %1073, %48
  %1078 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1073, i32 4)
  %1079 = bitcast <8 x i64> %1076 to <16 x float>
  %1080 = select <16 x i1> %1077, <16 x float> %1079, <16 x float> %1078
  br label %1091

1081:                                             ; preds = %1072
  %1082 = bitcast <16 x float> %1073 to <8 x i64>
  %1083 = or <8 x i64> %1082, %291
  %1084 = fcmp oeq <16 x float> %1073, %51
  %1085 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1073, i32 4)
  %1086 = bitcast <8 x i64> %1083 to <16 x float>
  %1087 = select <16 x i1> %1084, <16 x float> %1086, <16 x float> %1085
  br label %1091

1088:                                             ; preds = %1072
  %1089 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1033, <16 x i1> %939, <16 x float> zeroinitializer)
  %1090 = fadd <16 x float> %1073, %1089
  br label %1091

1091:                                             ; preds = %1032, %1053, %1072, %1088, %1081, %1074, %929
  %1092 = phi <16 x float> [ %930, %929 ], [ %930, %1032 ], [ %1073, %1072 ], [ %1054, %1053 ], [ %1090, %1088 ], [ %1087, %1081 ], [ %1080, %1074 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1092, ptr align 1 %940, <16 x i1> %939)
  %1093 = add nsw i64 %859, 1
  %1094 = mul nsw i64 %1093, %260
  %1095 = icmp sgt i64 %860, 1
  %1096 = add nsw i64 %440, %1094
  %1097 = select i1 %1095, <16 x i1> zeroinitializer, <16 x i1> %847
  %1098 = getelementptr inbounds float, ptr %413, i64 %1096
  br i1 %289, label %1156, label %1099

1099:                                             ; preds = %1091
  %1100 = getelementptr inbounds float, ptr %411, i64 %1096
  switch i64 %325, label %1052 [
    i64 1, label %1115
    i64 2, label %1108
    i64 3, label %1101
    i64 0, label %1156
  ]

1101:                                             ; preds = %1099
  %1102 = bitcast <16 x float> %931 to <8 x i64>
  %1103 = and <8 x i64> %1102, %290
  %1104 = fcmp oeq <16 x float> %931, %48
  %1105 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %931, i32 4)
  %1106 = bitcast <8 x i64> %1103 to <16 x float>
  %1107 = select <16 x i1> %1104, <16 x float> %1106, <16 x float> %1105
  br label %1118

1108:                                             ; preds = %1099
  %1109 = bitcast <16 x float> %931 to <8 x i64>
  %1110 = or <8 x i64> %1109, %291
  %1111 = fcmp oeq <16 x float> %931, %51
  %1112 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %931, i32 4)
  %1113 = bitcast <8 x i64> %1110 to <16 x float>
  %1114 = select <16 x i1> %1111, <16 x float> %1113, <16 x float> %1112
  br label %1118

1115:                                             ; preds = %1099
  %1116 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1100, <16 x i1> %1097, <16 x float> zeroinitializer)
  %1117 = fadd <16 x float> %931, %1116
  br label %1118

1118:                                             ; preds = %1115, %1108, %1101
  %1119 = phi <16 x float> [ %1117, %1115 ], [ %1114, %1108 ], [ %1107, %1101 ]
  switch i64 %327, label %1052 [
    i64 1, label %1134
    i64 2, label %1127
    i64 3, label %1120
    i64 0, label %1156
  ]

1120:                                             ; preds = %1118
  %1121 = bitcast <16 x float> %1119 to <8 x i64>
  %1122 = and <8 x i64> %1121, %290
  %1123 = fcmp oeq <16 x float> %1119, %48
  %1124 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1119, i32 4)
  %1125 = bitcast <8 x i64> %1122 to <16 x float>
  %1126 = select <16 x i1> %1123, <16 x float> %1125, <16 x float> %1124
  br label %1137

1127:                                             ; preds = %1118
  %1128 = bitcast <16 x float> %1119 to <8 x i64>
  %1129 = or <8 x i64> %1128, %291
  %1130 = fcmp oeq <16 x float> %1119, %51
  %1131 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1119, i32 4)
  %1132 = bitcast <8 x i64> %1129 to <16 x float>
  %1133 = select <16 x i1> %1130, <16 x float> %1132, <16 x float> %1131
  br label %1137

1134:                                             ; preds = %1118
  %1135 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1100, <16 x i1> %1097, <16 x float> zeroinitializer)
  %1136 = fadd <16 x float> %1119, %1135
  br label %1137

1137:                                             ; preds = %1134, %1127, %1120
  %1138 = phi <16 x float> [ %1136, %1134 ], [ %1133, %1127 ], [ %1126, %1120 ]
  switch i64 %329, label %1052 [
    i64 1, label %1153
    i64 2, label %1146
    i64 3, label %1139
    i64 0, label %1156
  ]

1139:                                             ; preds = %1137
  %1140 = bitcast <16 x float> %1138 to <8 x i64>
  %1141 = and <8 x i64> %1140, %290
  %1142 = fcmp oeq <16 x float> %1138, %48
  %1143 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1138, i32 4)
  %1144 = bitcast <8 x i64> %1141 to <16 x float>
  %1145 = select <16 x i1> %1142, <16 x float> %1144, <16 x float> %1143
  br label %1156

1146:                                             ; preds = %1137
  %1147 = bitcast <16 x float> %1138 to <8 x i64>
  %1148 = or <8 x i64> %1147, %291
  %1149 = fcmp oeq <16 x float> %1138, %51
  %1150 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1138, i32 4)
  %1151 = bitcast <8 x i64> %1148 to <16 x float>
  %1152 = select <16 x i1> %1149, <16 x float> %1151, <16 x float> %1150
  br label %1156

1153:                                             ; preds = %1137
  %1154 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1100, <16 x i1> %1097, <16 x float> zeroinitializer)
  %1155 = fadd <16 x float> %1138, %1154
  br label %1156

1156:                                             ; preds = %1091, %1099, %1118, %1137, %1153, %1146, %1139
  %1157 = phi <16 x float> [ %1145, %1139 ], [ %931, %1099 ], [ %1138, %1137 ], [ %1119, %1118 ], [ %1155, %1153 ], [ %1152, %1146 ], [ %931, %1091 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1157, ptr align 1 %1098, <16 x i1> %1097)
  %1158 = add nsw i64 %859, 2
  %1159 = mul nsw i64 %1158, %260
  %1160 = icmp sgt i64 %860, 2
  %1161 = add nsw i64 %440, %1159
  %1162 = select i1 %1160, <16 x i1> zeroinitializer, <16 x i1> %848
  %1163 = getelementptr inbounds float, ptr %413, i64 %1161
  br i1 %289, label %1221, label %1164

1164:                                             ; preds = %1156
  %1165 = getelementptr inbounds float, ptr %411, i64 %1161
  switch i64 %330, label %1052 [
    i64 1, label %1180
    i64 2, label %1173
    i64 3, label %1166
    i64 0, label %1221
  ]

1166:                                             ; preds = %1164
  %1167 = bitcast <16 x float> %932 to <8 x i64>
  %1168 = and <8 x i64> %1167, %290
  %1169 = fcmp oeq <16 x float> %932, %48
  %1170 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %932, i32 4)
  %1171 = bitcast <8 x i64> %1168 to <16 x float>
  %1172 = select <16 x i1> %1169, <16 x float> %1171, <16 x float> %1170
  br label %1183

1173:                                             ; preds = %1164
  %1174 = bitcast <16 x float> %932 to <8 x i64>
  %1175 = or <8 x i64> %1174, %291
  %1176 = fcmp oeq <16 x float> %932, %51
  %1177 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %932, i32 4)
  %1178 = bitcast <8 x i64> %1175 to <16 x float>
  %1179 = select <16 x i1> %1176, <16 x float> %1178, <16 x float> %1177
  br label %1183

1180:                                             ; preds = %1164
  %1181 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1165, <16 x i1> %1162, <16 x float> zeroinitializer)
  %1182 = fadd <16 x float> %932, %1181
  br label %1183

1183:                                             ; preds = %1180, %1173, %1166
  %1184 = phi <16 x float> [ %1182, %1180 ], [ %1179, %1173 ], [ %1172, %1166 ]
  switch i64 %332, label %1052 [
    i64 1, label %1199
    i64 2, label %1192
    i64 3, label %1185
    i64 0, label %1221
  ]

1185:                                             ; preds = %1183
  %1186 = bitcast <16 x float> %1184 to <8 x i64>
  %1187 = and <8 x i64> %1186, %290
  %1188 = fcmp oeq <16 x float> %1184, %48
  %1189 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1184, i32 4)
  %1190 = bitcast <8 x i64> %1187 to <16 x float>
  %1191 = select <16 x i1> %1188, <16 x float> %1190, <16 x float> %1189
  br label %1202

1192:                                             ; preds = %1183
  %1193 = bitcast <16 x float> %1184 to <8 x i64>
  %1194 = or <8 x i64> %1193, %291
  %1195 = fcmp oeq <16 x float> %1184, %51
  %1196 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1184, i32 4)
  %1197 = bitcast <8 x i64> %1194 to <16 x float>
  %1198 = select <16 x i1> %1195, <16 x float> %1197, <16 x float> %1196
  br label %1202

1199:                                             ; preds = %1183
  %1200 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1165, <16 x i1> %1162, <16 x float> zeroinitializer)
  %1201 = fadd <16 x float> %1184, %1200
  br label %1202

1202:                                             ; preds = %1199, %1192, %1185
  %1203 = phi <16 x float> [ %1201, %1199 ], [ %1198, %1192 ], [ %1191, %1185 ]
  switch i64 %334, label %1052 [
    i64 1, label %1218
    i64 2, label %1211
    i64 3, label %1204
    i64 0, label %1221
  ]

1204:                                             ; preds = %1202
  %1205 = bitcast <16 x float> %1203 to <8 x i64>
  %1206 = and <8 x i64> %1205, %290
  %1207 = fcmp oeq <16 x float> %1203, %48
  %1208 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1203, i32 4)
  %1209 = bitcast <8 x i64> %1206 to <16 x float>
  %1210 = select <16 x i1> %1207, <16 x float> %1209, <16 x float> %1208
  br label %1221

1211:                                             ; preds = %1202
  %1212 = bitcast <16 x float> %1203 to <8 x i64>
  %1213 = or <8 x i64> %1212, %291
  %1214 = fcmp oeq <16 x float> %1203, %51
  %1215 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1203, i32 4)
  %1216 = bitcast <8 x i64> %1213 to <16 x float>
  %1217 = select <16 x i1> %1214, <16 x float> %1216, <16 x float> %1215
  br label %1221

1218:                                             ; preds = %1202
  %1219 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1165, <16 x i1> %1162, <16 x float> zeroinitializer)
  %1220 = fadd <16 x float> %1203, %1219
  br label %1221

1221:                                             ; preds = %1156, %1164, %1183, %1202, %1218, %1211, %1204
  %1222 = phi <16 x float> [ %1210, %1204 ], [ %932, %1164 ], [ %1203, %1202 ], [ %1184, %1183 ], [ %1220, %1218 ], [ %1217, %1211 ], [ %932, %1156 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1222, ptr align 1 %1163, <16 x i1> %1162)
  %1223 = add nsw i64 %859, 3
  %1224 = mul nsw i64 %1223, %260
  %1225 = icmp sgt i64 %860, 3
  %1226 = add nsw i64 %440, %1224
  %1227 = select i1 %1225, <16 x i1> zeroinitializer, <16 x i1> %849
  %1228 = getelementptr inbounds float, ptr %413, i64 %1226
  br i1 %289, label %1286, label %1229

1229:                                             ; preds = %1221
  %1230 = getelementptr inbounds float, ptr %411, i64 %1226
  switch i64 %335, label %1052 [
    i64 1, label %1245
    i64 2, label %1238
    i64 3, label %1231
    i64 0, label %1286
  ]

1231:                                             ; preds = %1229
  %1232 = bitcast <16 x float> %933 to <8 x i64>
  %1233 = and <8 x i64> %1232, %290
  %1234 = fcmp oeq <16 x float> %933, %48
  %1235 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %933, i32 4)
  %1236 = bitcast <8 x i64> %1233 to <16 x float>
  %1237 = select <16 x i1> %1234, <16 x float> %1236, <16 x float> %1235
  br label %1248

1238:                                             ; preds = %1229
  %1239 = bitcast <16 x float> %933 to <8 x i64>
  %1240 = or <8 x i64> %1239, %291
  %1241 = fcmp oeq <16 x float> %933, %51
  %1242 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %933, i32 4)
  %1243 = bitcast <8 x i64> %1240 to <16 x float>
  %1244 = select <16 x i1> %1241, <16 x float> %1243, <16 x float> %1242
  br label %1248

1245:                                             ; preds = %1229
  %1246 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1230, <16 x i1> %1227, <16 x float> zeroinitializer)
  %1247 = fadd <16 x float> %933, %1246
  br label %1248

1248:                                             ; preds = %1245, %1238, %1231
  %1249 = phi <16 x float> [ %1247, %1245 ], [ %1244, %1238 ], [ %1237, %1231 ]
  switch i64 %337, label %1052 [
    i64 1, label %1264
    i64 2, label %1257
    i64 3, label %1250
    i64 0, label %1286
  ]

1250:                                             ; preds = %1248
  %1251 = bitcast <16 x float> %1249 to <8 x i64>
  %1252 = and <8 x i64> %1251, %290
  %1253 = fcmp oeq <16 x float> %1249, %48
  %1254 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1249, i32 4)
  %1255 = bitcast <8 x i64> %1252 to <16 x float>
  %1256 = select <16 x i1> %1253, <16 x float> %1255, <16 x float> %1254
  br label %1267

1257:                                             ; preds = %1248
  %1258 = bitcast <16 x float> %1249 to <8 x i64>
  %1259 = or <8 x i64> %1258, %291
  %1260 = fcmp oeq <16 x float> %1249, %51
  %1261 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1249, i32 4)
  %1262 = bitcast <8 x i64> %1259 to <16 x float>
  %1263 = select <16 x i1> %1260, <16 x float> %1262, <16 x float> %1261
  br label %1267

1264:                                             ; preds = %1248
  %1265 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1230, <16 x i1> %1227, <16 x float> zeroinitializer)
  %1266 = fadd <16 x float> %1249, %1265
  br label %1267

1267:                                             ; preds = %1264, %1257, %1250
  %1268 = phi <16 x float> [ %1266, %1264 ], [ %1263, %1257 ], [ %1256, %1250 ]
  switch i64 %339, label %1052 [
    i64 1, label %1283
    i64 2, label %1276
    i64 3, label %1269
    i64 0, label %1286
  ]

1269:                                             ; preds = %1267
  %1270 = bitcast <16 x float> %1268 to <8 x i64>
  %1271 = and <8 x i64> %1270, %290
  %1272 = fcmp oeq <16 x float> %1268, %48
  %1273 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1268, i32 4)
  %1274 = bitcast <8 x i64> %1271 to <16 x float>
  %1275 = select <16 x i1> %1272, <16 x float> %1274, <16 x float> %1273
  br label %1286

1276:                                             ; preds = %1267
  %1277 = bitcast <16 x float> %1268 to <8 x i64>
  %1278 = or <8 x i64> %1277, %291
  %1279 = fcmp oeq <16 x float> %1268, %51
  %1280 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1268, i32 4)
  %1281 = bitcast <8 x i64> %1278 to <16 x float>
  %1282 = select <16 x i1> %1279, <16 x float> %1281, <16 x float> %1280
  br label %1286

1283:                                             ; preds = %1267
  %1284 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1230, <16 x i1> %1227, <16 x float> zeroinitializer)
  %1285 = fadd <16 x float> %1268, %1284
  br label %1286

1286:                                             ; preds = %1221, %1229, %1248, %1267, %1283, %1276, %1269
  %1287 = phi <16 x float> [ %1275, %1269 ], [ %933, %1229 ], [ %1268, %1267 ], [ %1249, %1248 ], [ %1285, %1283 ], [ %1282, %1276 ], [ %933, %1221 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1287, ptr align 1 %1228, <16 x i1> %1227)
  %1288 = add nsw i64 %859, 4
  %1289 = mul nsw i64 %1288, %260
  %1290 = icmp sgt i64 %860, 4
  %1291 = add nsw i64 %440, %1289
  %1292 = select i1 %1290, <16 x i1> zeroinitializer, <16 x i1> %850
  %1293 = getelementptr inbounds float, ptr %413, i64 %1291
  br i1 %289, label %1351, label %1294

1294:                                             ; preds = %1286
  %1295 = getelementptr inbounds float, ptr %411, i64 %1291
  switch i64 %340, label %1052 [
    i64 1, label %1310
    i64 2, label %1303
    i64 3, label %1296
    i64 0, label %1351
  ]

1296:                                             ; preds = %1294
  %1297 = bitcast <16 x float> %934 to <8 x i64>
  %1298 = and <8 x i64> %1297, %290
  %1299 = fcmp oeq <16 x float> %934, %48
  %1300 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %934, i32 4)
  %1301 = bitcast <8 x i64> %1298 to <16 x float>
  %1302 = select <16 x i1> %1299, <16 x float> %1301, <16 x float> %1300
  br label %1313

1303:                                             ; preds = %1294
  %1304 = bitcast <16 x float> %934 to <8 x i64>
  %1305 = or <8 x i64> %1304, %291
  %1306 = fcmp oeq <16 x float> %934, %51
  %1307 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %934, i32 4)
  %1308 = bitcast <8 x i64> %1305 to <16 x float>
  %1309 = select <16 x i1> %1306, <16 x float> %1308, <16 x float> %1307
  br label %1313

1310:                                             ; preds = %1294
  %1311 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1295, <16 x i1> %1292, <16 x float> zeroinitializer)
  %1312 = fadd <16 x float> %934, %1311
  br label %1313

1313:                                             ; preds = %1310, %1303, %1296
  %1314 = phi <16 x float> [ %1312, %1310 ], [ %1309, %1303 ], [ %1302, %1296 ]
  switch i64 %342, label %1052 [
    i64 1, label %1329
    i64 2, label %1322
    i64 3, label %1315
    i64 0, label %1351
  ]

1315:                                             ; preds = %1313
  %1316 = bitcast <16 x float> %1314 to <8 x i64>
  %1317 = and <8 x i64> %1316, %290
  %1318 = fcmp oeq <16 x float> %1314, %48
  %1319 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1314, i32 4)
  %1320 = bitcast <8 x i64> %1317 to <16 x float>
  %1321 = select <16 x i1> %1318, <16 x float> %1320, <16 x float> %1319
  br label %1332

1322:                                             ; preds = %1313
  %1323 = bitcast <16 x float> %1314 to <8 x i64>
  %1324 = or <8 x i64> %1323, %291
  %1325 = fcmp oeq <16 x float> %1314, %51
  %1326 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1314, i32 4)
  %1327 = bitcast <8 x i64> %1324 to <16 x float>
  %1328 = select <16 x i1> %1325, <16 x float> %1327, <16 x float> %1326
  br label %1332

1329:                                             ; preds = %1313
  %1330 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1295, <16 x i1> %1292, <16 x float> zeroinitializer)
  %1331 = fadd <16 x float> %1314, %1330
  br label %1332

1332:                                             ; preds = %1329, %1322, %1315
  %1333 = phi <16 x float> [ %1331, %1329 ], [ %1328, %1322 ], [ %1321, %1315 ]
  switch i64 %344, label %1052 [
    i64 1, label %1348
    i64 2, label %1341
    i64 3, label %1334
    i64 0, label %1351
  ]

1334:                                             ; preds = %1332
  %1335 = bitcast <16 x float> %1333 to <8 x i64>
  %1336 = and <8 x i64> %1335, %290
  %1337 = fcmp oeq <16 x float> %1333, %48
  %1338 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1333, i32 4)
  %1339 = bitcast <8 x i64> %1336 to <16 x float>
  %1340 = select <16 x i1> %1337, <16 x float> %1339, <16 x float> %1338
  br label %1351

1341:                                             ; preds = %1332
  %1342 = bitcast <16 x float> %1333 to <8 x i64>
  %1343 = or <8 x i64> %1342, %291
  %1344 = fcmp oeq <16 x float> %1333, %51
  %1345 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1333, i32 4)
  %1346 = bitcast <8 x i64> %1343 to <16 x float>
  %1347 = select <16 x i1> %1344, <16 x float> %1346, <16 x float> %1345
  br label %1351

1348:                                             ; preds = %1332
  %1349 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1295, <16 x i1> %1292, <16 x float> zeroinitializer)
  %1350 = fadd <16 x float> %1333, %1349
  br label %1351

1351:                                             ; preds = %1286, %1294, %1313, %1332, %1348, %1341, %1334
  %1352 = phi <16 x float> [ %1340, %1334 ], [ %934, %1294 ], [ %1333, %1332 ], [ %1314, %1313 ], [ %1350, %1348 ], [ %1347, %1341 ], [ %934, %1286 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1352, ptr align 1 %1293, <16 x i1> %1292)
  %1353 = add nsw i64 %859, 5
  %1354 = mul nsw i64 %1353, %260
  %1355 = icmp sgt i64 %860, 5
  %1356 = add nsw i64 %440, %1354
  %1357 = select i1 %1355, <16 x i1> zeroinitializer, <16 x i1> %851
  %1358 = getelementptr inbounds float, ptr %413, i64 %1356
  br i1 %289, label %1416, label %1359

1359:                                             ; preds = %1351
  %1360 = getelementptr inbounds float, ptr %411, i64 %1356
  switch i64 %345, label %1052 [
    i64 1, label %1375
    i64 2, label %1368
    i64 3, label %1361
    i64 0, label %1416
  ]

1361:                                             ; preds = %1359
  %1362 = bitcast <16 x float> %935 to <8 x i64>
  %1363 = and <8 x i64> %1362, %290
  %1364 = fcmp oeq <16 x float> %935, %48
  %1365 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %935, i32 4)
  %1366 = bitcast <8 x i64> %1363 to <16 x float>
  %1367 = select <16 x i1> %1364, <16 x float> %1366, <16 x float> %1365
  br label %1378

1368:                                             ; preds = %1359
  %1369 = bitcast <16 x float> %935 to <8 x i64>
  %1370 = or <8 x i64> %1369, %291
  %1371 = fcmp oeq <16 x float> %935, %51
  %1372 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %935, i32 4)
  %1373 = bitcast <8 x i64> %1370 to <16 x float>
  %1374 = select <16 x i1> %1371, <16 x float> %1373, <16 x float> %1372
  br label %1378

1375:                                             ; preds = %1359
  %1376 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1360, <16 x i1> %1357, <16 x float> zeroinitializer)
  %1377 = fadd <16 x float> %935, %1376
  br label %1378

1378:                                             ; preds = %1375, %1368, %1361
  %1379 = phi <16 x float> [ %1377, %1375 ], [ %1374, %1368 ], [ %1367, %1361 ]
  switch i64 %347, label %1052 [
    i64 1, label %1394
    i64 2, label %1387
    i64 3, label %1380
    i64 0, label %1416
  ]

1380:                                             ; preds = %1378
  %1381 = bitcast <16 x float> %1379 to <8 x i64>
  %1382 = and <8 x i64> %1381, %290
  %1383 = fcmp oeq <16 x float> %1379, %48
  %1384 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1379, i32 4)
  %1385 = bitcast <8 x i64> %1382 to <16 x float>
  %1386 = select <16 x i1> %1383, <16 x float> %1385, <16 x float> %1384
  br label %1397

1387:                                             ; preds = %1378
  %1388 = bitcast <16 x float> %1379 to <8 x i64>
  %1389 = or <8 x i64> %1388, %291
  %1390 = fcmp oeq <16 x float> %1379, %51
  %1391 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1379, i32 4)
  %1392 = bitcast <8 x i64> %1389 to <16 x float>
  %1393 = select <16 x i1> %1390, <16 x float> %1392, <16 x float> %1391
  br label %1397

1394:                                             ; preds = %1378
  %1395 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1360, <16 x i1> %1357, <16 x float> zeroinitializer)
  %1396 = fadd <16 x float> %1379, %1395
  br label %1397

1397:                                             ; preds = %1394, %1387, %1380
  %1398 = phi <16 x float> [ %1396, %1394 ], [ %1393, %1387 ], [ %1386, %1380 ]
  switch i64 %349, label %1052 [
    i64 1, label %1413
    i64 2, label %1406
    i64 3, label %1399
    i64 0, label %1416
  ]

1399:                                             ; preds = %1397
  %1400 = bitcast <16 x float> %1398 to <8 x i64>
  %1401 = and <8 x i64> %1400, %290
  %1402 = fcmp oeq <16 x float> %1398, %48
  %1403 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1398, i32 4)
  %1404 = bitcast <8 x i64> %1401 to <16 x float>
  %1405 = select <16 x i1> %1402, <16 x float> %1404, <16 x float> %1403
  br label %1416

1406:                                             ; preds = %1397
  %1407 = bitcast <16 x float> %1398 to <8 x i64>
  %1408 = or <8 x i64> %1407, %291
  %1409 = fcmp oeq <16 x float> %1398, %51
  %1410 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1398, i32 4)
  %1411 = bitcast <8 x i64> %1408 to <16 x float>
  %1412 = select <16 x i1> %1409, <16 x float> %1411, <16 x float> %1410
  br label %1416

1413:                                             ; preds = %1397
  %1414 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1360, <16 x i1> %1357, <16 x float> zeroinitializer)
  %1415 = fadd <16 x float> %1398, %1414
  br label %1416

1416:                                             ; preds = %1351, %1359, %1378, %1397, %1413, %1406, %1399
  %1417 = phi <16 x float> [ %1405, %1399 ], [ %935, %1359 ], [ %1398, %1397 ], [ %1379, %1378 ], [ %1415, %1413 ], [ %1412, %1406 ], [ %935, %1351 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1417, ptr align 1 %1358, <16 x i1> %1357)
  br label %2111

1418:                                             ; preds = %855
  %1419 = getelementptr inbounds float, ptr %40, i64 %859
  br i1 %285, label %1430, label %1420

1420:                                             ; preds = %1418
  %1421 = load float, ptr %1419, align 4
  %1422 = insertelement <16 x float> poison, float %1421, i64 0
  %1423 = shufflevector <16 x float> %1422, <16 x float> poison, <16 x i32> zeroinitializer
  %1424 = insertelement <16 x float> poison, float %1421, i64 0
  %1425 = shufflevector <16 x float> %1424, <16 x float> poison, <16 x i32> zeroinitializer
  %1426 = insertelement <16 x float> poison, float %1421, i64 0
  %1427 = shufflevector <16 x float> %1426, <16 x float> poison, <16 x i32> zeroinitializer
  %1428 = insertelement <16 x float> poison, float %1421, i64 0
  %1429 = shufflevector <16 x float> %1428, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1441

1430:                                             ; preds = %1418
  %1431 = mul nsw i64 %859, %260
  %1432 = getelementptr inbounds float, ptr %408, i64 %1431
  %1433 = getelementptr inbounds float, ptr %1432, i64 %440
  %1434 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1433, <16 x i1> %820, <16 x float> zeroinitializer)
  %1435 = getelementptr inbounds float, ptr %1432, i64 %443
  %1436 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1435, <16 x i1> %821, <16 x float> zeroinitializer)
  %1437 = getelementptr inbounds float, ptr %1432, i64 %446
  %1438 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1437, <16 x i1> %822, <16 x float> zeroinitializer)
  %1439 = getelementptr inbounds float, ptr %1432, i64 %450
  %1440 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1439, <16 x i1> %823, <16 x float> zeroinitializer)
  br label %1441

1441:                                             ; preds = %1430, %1420
  %1442 = phi <16 x float> [ %1438, %1430 ], [ %1427, %1420 ]
  %1443 = phi <16 x float> [ %1436, %1430 ], [ %1425, %1420 ]
  %1444 = phi <16 x float> [ %1434, %1430 ], [ %1423, %1420 ]
  %1445 = phi <16 x float> [ %1440, %1430 ], [ %1429, %1420 ]
  br i1 %285, label %1457, label %1446

1446:                                             ; preds = %1441
  %1447 = getelementptr inbounds nuw i8, ptr %1419, i64 4
  %1448 = load float, ptr %1447, align 4
  %1449 = insertelement <16 x float> poison, float %1448, i64 0
  %1450 = shufflevector <16 x float> %1449, <16 x float> poison, <16 x i32> zeroinitializer
  %1451 = insertelement <16 x float> poison, float %1448, i64 0
  %1452 = shufflevector <16 x float> %1451, <16 x float> poison, <16 x i32> zeroinitializer
  %1453 = insertelement <16 x float> poison, float %1448, i64 0
  %1454 = shufflevector <16 x float> %1453, <16 x float> poison, <16 x i32> zeroinitializer
  %1455 = insertelement <16 x float> poison, float %1448, i64 0
  %1456 = shufflevector <16 x float> %1455, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1469

1457:                                             ; preds = %1441
  %1458 = add nsw i64 %859, 1
  %1459 = mul nsw i64 %1458, %260
  %1460 = getelementptr inbounds float, ptr %408, i64 %1459
  %1461 = getelementptr inbounds float, ptr %1460, i64 %440
  %1462 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1461, <16 x i1> %820, <16 x float> zeroinitializer)
  %1463 = getelementptr inbounds float, ptr %1460, i64 %443
  %1464 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1463, <16 x i1> %821, <16 x float> zeroinitializer)
  %1465 = getelementptr inbounds float, ptr %1460, i64 %446
  %1466 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1465, <16 x i1> %822, <16 x float> zeroinitializer)
  %1467 = getelementptr inbounds float, ptr %1460, i64 %450
  %1468 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1467, <16 x i1> %823, <16 x float> zeroinitializer)
  br label %1469

1469:                                             ; preds = %1457, %1446
  %1470 = phi <16 x float> [ %1466, %1457 ], [ %1454, %1446 ]
  %1471 = phi <16 x float> [ %1464, %1457 ], [ %1452, %1446 ]
  %1472 = phi <16 x float> [ %1462, %1457 ], [ %1450, %1446 ]
  %1473 = phi <16 x float> [ %1468, %1457 ], [ %1456, %1446 ]
  br i1 %285, label %1485, label %1474

1474:                                             ; preds = %1469
  %1475 = getelementptr inbounds nuw i8, ptr %1419, i64 8
  %1476 = load float, ptr %1475, align 4
  %1477 = insertelement <16 x float> poison, float %1476, i64 0
  %1478 = shufflevector <16 x float> %1477, <16 x float> poison, <16 x i32> zeroinitializer
  %1479 = insertelement <16 x float> poison, float %1476, i64 0
  %1480 = shufflevector <16 x float> %1479, <16 x float> poison, <16 x i32> zeroinitializer
  %1481 = insertelement <16 x float> poison, float %1476, i64 0
  %1482 = shufflevector <16 x float> %1481, <16 x float> poison, <16 x i32> zeroinitializer
  %1483 = insertelement <16 x float> poison, float %1476, i64 0
  %1484 = shufflevector <16 x float> %1483, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1497

1485:                                             ; preds = %1469
  %1486 = add nsw i64 %859, 2
  %1487 = mul nsw i64 %1486, %260
  %1488 = getelementptr inbounds float, ptr %408, i64 %1487
  %1489 = getelementptr inbounds float, ptr %1488, i64 %440
  %1490 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1489, <16 x i1> %820, <16 x float> zeroinitializer)
  %1491 = getelementptr inbounds float, ptr %1488, i64 %443
  %1492 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1491, <16 x i1> %821, <16 x float> zeroinitializer)
  %1493 = getelementptr inbounds float, ptr %1488, i64 %446
  %1494 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1493, <16 x i1> %822, <16 x float> zeroinitializer)
  %1495 = getelementptr inbounds float, ptr %1488, i64 %450
  %1496 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1495, <16 x i1> %823, <16 x float> zeroinitializer)
  br label %1497

1497:                                             ; preds = %1485, %1474
  %1498 = phi <16 x float> [ %1494, %1485 ], [ %1482, %1474 ]
  %1499 = phi <16 x float> [ %1492, %1485 ], [ %1480, %1474 ]
  %1500 = phi <16 x float> [ %1490, %1485 ], [ %1478, %1474 ]
  %1501 = phi <16 x float> [ %1496, %1485 ], [ %1484, %1474 ]
  br i1 %285, label %1513, label %1502

1502:                                             ; preds = %1497
  %1503 = getelementptr inbounds nuw i8, ptr %1419, i64 12
  %1504 = load float, ptr %1503, align 4
  %1505 = insertelement <16 x float> poison, float %1504, i64 0
  %1506 = shufflevector <16 x float> %1505, <16 x float> poison, <16 x i32> zeroinitializer
  %1507 = insertelement <16 x float> poison, float %1504, i64 0
  %1508 = shufflevector <16 x float> %1507, <16 x float> poison, <16 x i32> zeroinitializer
  %1509 = insertelement <16 x float> poison, float %1504, i64 0
  %1510 = shufflevector <16 x float> %1509, <16 x float> poison, <16 x i32> zeroinitializer
  %1511 = insertelement <16 x float> poison, float %1504, i64 0
  %1512 = shufflevector <16 x float> %1511, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1525

1513:                                             ; preds = %1497
  %1514 = add nsw i64 %859, 3
  %1515 = mul nsw i64 %1514, %260
  %1516 = getelementptr inbounds float, ptr %408, i64 %1515
  %1517 = getelementptr inbounds float, ptr %1516, i64 %440
  %1518 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1517, <16 x i1> %820, <16 x float> zeroinitializer)
  %1519 = getelementptr inbounds float, ptr %1516, i64 %443
  %1520 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1519, <16 x i1> %821, <16 x float> zeroinitializer)
  %1521 = getelementptr inbounds float, ptr %1516, i64 %446
  %1522 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1521, <16 x i1> %822, <16 x float> zeroinitializer)
  %1523 = getelementptr inbounds float, ptr %1516, i64 %450
  %1524 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1523, <16 x i1> %823, <16 x float> zeroinitializer)
  br label %1525

1525:                                             ; preds = %1513, %1502
  %1526 = phi <16 x float> [ %1522, %1513 ], [ %1510, %1502 ]
  %1527 = phi <16 x float> [ %1520, %1513 ], [ %1508, %1502 ]
  %1528 = phi <16 x float> [ %1518, %1513 ], [ %1506, %1502 ]
  %1529 = phi <16 x float> [ %1524, %1513 ], [ %1512, %1502 ]
  br i1 %285, label %1541, label %1530

1530:                                             ; preds = %1525
  %1531 = getelementptr inbounds nuw i8, ptr %1419, i64 16
  %1532 = load float, ptr %1531, align 4
  %1533 = insertelement <16 x float> poison, float %1532, i64 0
  %1534 = shufflevector <16 x float> %1533, <16 x float> poison, <16 x i32> zeroinitializer
  %1535 = insertelement <16 x float> poison, float %1532, i64 0
  %1536 = shufflevector <16 x float> %1535, <16 x float> poison, <16 x i32> zeroinitializer
  %1537 = insertelement <16 x float> poison, float %1532, i64 0
  %1538 = shufflevector <16 x float> %1537, <16 x float> poison, <16 x i32> zeroinitializer
  %1539 = insertelement <16 x float> poison, float %1532, i64 0
  %1540 = shufflevector <16 x float> %1539, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1553

1541:                                             ; preds = %1525
  %1542 = add nsw i64 %859, 4
  %1543 = mul nsw i64 %1542, %260
  %1544 = getelementptr inbounds float, ptr %408, i64 %1543
  %1545 = getelementptr inbounds float, ptr %1544, i64 %440
  %1546 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1545, <16 x i1> %820, <16 x float> zeroinitializer)
  %1547 = getelementptr inbounds float, ptr %1544, i64 %443
  %1548 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1547, <16 x i1> %821, <16 x float> zeroinitializer)
  %1549 = getelementptr inbounds float, ptr %1544, i64 %446
  %1550 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1549, <16 x i1> %822, <16 x float> zeroinitializer)
  %1551 = getelementptr inbounds float, ptr %1544, i64 %450
  %1552 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1551, <16 x i1> %823, <16 x float> zeroinitializer)
  br label %1553

1553:                                             ; preds = %1541, %1530
  %1554 = phi <16 x float> [ %1550, %1541 ], [ %1538, %1530 ]
  %1555 = phi <16 x float> [ %1548, %1541 ], [ %1536, %1530 ]
  %1556 = phi <16 x float> [ %1546, %1541 ], [ %1534, %1530 ]
  %1557 = phi <16 x float> [ %1552, %1541 ], [ %1540, %1530 ]
  br i1 %285, label %1569, label %1558

1558:                                             ; preds = %1553
  %1559 = getelementptr inbounds nuw i8, ptr %1419, i64 20
  %1560 = load float, ptr %1559, align 4
  %1561 = insertelement <16 x float> poison, float %1560, i64 0
  %1562 = shufflevector <16 x float> %1561, <16 x float> poison, <16 x i32> zeroinitializer
  %1563 = insertelement <16 x float> poison, float %1560, i64 0
  %1564 = shufflevector <16 x float> %1563, <16 x float> poison, <16 x i32> zeroinitializer
  %1565 = insertelement <16 x float> poison, float %1560, i64 0
  %1566 = shufflevector <16 x float> %1565, <16 x float> poison, <16 x i32> zeroinitializer
  %1567 = insertelement <16 x float> poison, float %1560, i64 0
  %1568 = shufflevector <16 x float> %1567, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1581

1569:                                             ; preds = %1553
  %1570 = add nsw i64 %859, 5
  %1571 = mul nsw i64 %1570, %260
  %1572 = getelementptr inbounds float, ptr %408, i64 %1571
  %1573 = getelementptr inbounds float, ptr %1572, i64 %440
  %1574 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1573, <16 x i1> %820, <16 x float> zeroinitializer)
  %1575 = getelementptr inbounds float, ptr %1572, i64 %443
  %1576 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1575, <16 x i1> %821, <16 x float> zeroinitializer)
  %1577 = getelementptr inbounds float, ptr %1572, i64 %446
  %1578 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1577, <16 x i1> %822, <16 x float> zeroinitializer)
  %1579 = getelementptr inbounds float, ptr %1572, i64 %450
  %1580 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1579, <16 x i1> %823, <16 x float> zeroinitializer)
  br label %1581

1581:                                             ; preds = %1569, %1558
  %1582 = phi <16 x float> [ %1578, %1569 ], [ %1566, %1558 ]
  %1583 = phi <16 x float> [ %1576, %1569 ], [ %1564, %1558 ]
  %1584 = phi <16 x float> [ %1574, %1569 ], [ %1562, %1558 ]
  %1585 = phi <16 x float> [ %1580, %1569 ], [ %1568, %1558 ]
  %1586 = mul i64 %286, %859
  %1587 = getelementptr inbounds float, ptr %39, i64 %1586
  br i1 %287, label %1640, label %1615

1588:                                             ; preds = %1733, %1640
  %1589 = phi <16 x float> [ %1641, %1640 ], [ %1734, %1733 ]
  %1590 = phi <16 x float> [ %1642, %1640 ], [ %1735, %1733 ]
  %1591 = phi <16 x float> [ %1643, %1640 ], [ %1736, %1733 ]
  %1592 = phi <16 x float> [ %1644, %1640 ], [ %1737, %1733 ]
  %1593 = phi <16 x float> [ %1645, %1640 ], [ %1738, %1733 ]
  %1594 = phi <16 x float> [ %1646, %1640 ], [ %1739, %1733 ]
  %1595 = phi <16 x float> [ %1647, %1640 ], [ %1740, %1733 ]
  %1596 = phi <16 x float> [ %1648, %1640 ], [ %1741, %1733 ]
  %1597 = phi <16 x float> [ %1649, %1640 ], [ %1742, %1733 ]
  %1598 = phi <16 x float> [ %1650, %1640 ], [ %1743, %1733 ]
  %1599 = phi <16 x float> [ %1651, %1640 ], [ %1744, %1733 ]
  %1600 = phi <16 x float> [ %1652, %1640 ], [ %1745, %1733 ]
  %1601 = phi <16 x float> [ %1653, %1640 ], [ %1746, %1733 ]
  %1602 = phi <16 x float> [ %1654, %1640 ], [ %1747, %1733 ]
  %1603 = phi <16 x float> [ %1655, %1640 ], [ %1748, %1733 ]
  %1604 = phi <16 x float> [ %1656, %1640 ], [ %1749, %1733 ]
  %1605 = phi <16 x float> [ %1657, %1640 ], [ %1750, %1733 ]
  %1606 = phi <16 x float> [ %1658, %1640 ], [ %1751, %1733 ]
  %1607 = phi <16 x float> [ %1659, %1640 ], [ %1752, %1733 ]
  %1608 = phi <16 x float> [ %1660, %1640 ], [ %1753, %1733 ]
  %1609 = phi <16 x float> [ %1661, %1640 ], [ %1754, %1733 ]
  %1610 = phi <16 x float> [ %1662, %1640 ], [ %1755, %1733 ]
  %1611 = phi <16 x float> [ %1663, %1640 ], [ %1756, %1733 ]
  %1612 = phi <16 x float> [ %1664, %1640 ], [ %1757, %1733 ]
  %1613 = icmp slt i64 %1669, %5
  %1614 = add i64 %1665, -16
  br i1 %1613, label %1640, label %1615

1615:                                             ; preds = %1588, %1581
  %1616 = phi <16 x float> [ %1585, %1581 ], [ %1589, %1588 ]
  %1617 = phi <16 x float> [ %1582, %1581 ], [ %1590, %1588 ]
  %1618 = phi <16 x float> [ %1583, %1581 ], [ %1591, %1588 ]
  %1619 = phi <16 x float> [ %1584, %1581 ], [ %1592, %1588 ]
  %1620 = phi <16 x float> [ %1557, %1581 ], [ %1593, %1588 ]
  %1621 = phi <16 x float> [ %1554, %1581 ], [ %1594, %1588 ]
  %1622 = phi <16 x float> [ %1555, %1581 ], [ %1595, %1588 ]
  %1623 = phi <16 x float> [ %1556, %1581 ], [ %1596, %1588 ]
  %1624 = phi <16 x float> [ %1529, %1581 ], [ %1602, %1588 ]
  %1625 = phi <16 x float> [ %1526, %1581 ], [ %1603, %1588 ]
  %1626 = phi <16 x float> [ %1527, %1581 ], [ %1604, %1588 ]
  %1627 = phi <16 x float> [ %1528, %1581 ], [ %1605, %1588 ]
  %1628 = phi <16 x float> [ %1501, %1581 ], [ %1606, %1588 ]
  %1629 = phi <16 x float> [ %1498, %1581 ], [ %1607, %1588 ]
  %1630 = phi <16 x float> [ %1499, %1581 ], [ %1608, %1588 ]
  %1631 = phi <16 x float> [ %1500, %1581 ], [ %1609, %1588 ]
  %1632 = phi <16 x float> [ %1473, %1581 ], [ %1610, %1588 ]
  %1633 = phi <16 x float> [ %1470, %1581 ], [ %1611, %1588 ]
  %1634 = phi <16 x float> [ %1471, %1581 ], [ %1612, %1588 ]
  %1635 = phi <16 x float> [ %1472, %1581 ], [ %1601, %1588 ]
  %1636 = phi <16 x float> [ %1445, %1581 ], [ %1597, %1588 ]
  %1637 = phi <16 x float> [ %1442, %1581 ], [ %1598, %1588 ]
  %1638 = phi <16 x float> [ %1443, %1581 ], [ %1599, %1588 ]
  %1639 = phi <16 x float> [ %1444, %1581 ], [ %1600, %1588 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  store <16 x float> %1639, ptr %33, align 64
  store <16 x float> %1638, ptr %369, align 64
  store <16 x float> %1637, ptr %370, align 64
  store <16 x float> %1636, ptr %371, align 64
  store <16 x float> %1635, ptr %372, align 64
  store <16 x float> %1634, ptr %373, align 64
  store <16 x float> %1633, ptr %374, align 64
  store <16 x float> %1632, ptr %375, align 64
  store <16 x float> %1631, ptr %376, align 64
  store <16 x float> %1630, ptr %377, align 64
  store <16 x float> %1629, ptr %378, align 64
  store <16 x float> %1628, ptr %379, align 64
  store <16 x float> %1627, ptr %380, align 64
  store <16 x float> %1626, ptr %381, align 64
  store <16 x float> %1625, ptr %382, align 64
  store <16 x float> %1624, ptr %383, align 64
  store <16 x float> %1623, ptr %384, align 64
  store <16 x float> %1622, ptr %385, align 64
  store <16 x float> %1621, ptr %386, align 64
  store <16 x float> %1620, ptr %387, align 64
  store <16 x float> %1619, ptr %388, align 64
  store <16 x float> %1618, ptr %389, align 64
  store <16 x float> %1617, ptr %390, align 64
  store <16 x float> %1616, ptr %391, align 64
  br label %1847

1640:                                             ; preds = %1581, %1588
  %1641 = phi <16 x float> [ %1589, %1588 ], [ %1585, %1581 ]
  %1642 = phi <16 x float> [ %1590, %1588 ], [ %1582, %1581 ]
  %1643 = phi <16 x float> [ %1591, %1588 ], [ %1583, %1581 ]
  %1644 = phi <16 x float> [ %1592, %1588 ], [ %1584, %1581 ]
  %1645 = phi <16 x float> [ %1593, %1588 ], [ %1557, %1581 ]
  %1646 = phi <16 x float> [ %1594, %1588 ], [ %1554, %1581 ]
  %1647 = phi <16 x float> [ %1595, %1588 ], [ %1555, %1581 ]
  %1648 = phi <16 x float> [ %1596, %1588 ], [ %1556, %1581 ]
  %1649 = phi <16 x float> [ %1597, %1588 ], [ %1445, %1581 ]
  %1650 = phi <16 x float> [ %1598, %1588 ], [ %1442, %1581 ]
  %1651 = phi <16 x float> [ %1599, %1588 ], [ %1443, %1581 ]
  %1652 = phi <16 x float> [ %1600, %1588 ], [ %1444, %1581 ]
  %1653 = phi <16 x float> [ %1601, %1588 ], [ %1472, %1581 ]
  %1654 = phi <16 x float> [ %1602, %1588 ], [ %1529, %1581 ]
  %1655 = phi <16 x float> [ %1603, %1588 ], [ %1526, %1581 ]
  %1656 = phi <16 x float> [ %1604, %1588 ], [ %1527, %1581 ]
  %1657 = phi <16 x float> [ %1605, %1588 ], [ %1528, %1581 ]
  %1658 = phi <16 x float> [ %1606, %1588 ], [ %1501, %1581 ]
  %1659 = phi <16 x float> [ %1607, %1588 ], [ %1498, %1581 ]
  %1660 = phi <16 x float> [ %1608, %1588 ], [ %1499, %1581 ]
  %1661 = phi <16 x float> [ %1609, %1588 ], [ %1500, %1581 ]
  %1662 = phi <16 x float> [ %1610, %1588 ], [ %1473, %1581 ]
  %1663 = phi <16 x float> [ %1611, %1588 ], [ %1470, %1581 ]
  %1664 = phi <16 x float> [ %1612, %1588 ], [ %1471, %1581 ]
  %1665 = phi i64 [ %1614, %1588 ], [ %5, %1581 ]
  %1666 = phi i64 [ %1669, %1588 ], [ 0, %1581 ]
  %1667 = call i64 @llvm.smin.i64(i64 %1665, i64 16)
  %1668 = add i64 %1667, %1666
  %1669 = add nuw nsw i64 %1666, 16
  br i1 %288, label %1670, label %1588

1670:                                             ; preds = %1640
  %1671 = sub nsw i64 %5, %1666
  %1672 = icmp sgt i64 %1671, 15
  %1673 = mul nsw i64 %1666, %283
  %1674 = getelementptr inbounds float, ptr %406, i64 %1673
  %1675 = mul nuw nsw i64 %1666, %284
  %1676 = getelementptr inbounds nuw float, ptr %1587, i64 %1675
  %1677 = icmp sgt i64 %5, %1666
  %1678 = or i1 %1672, %1677
  br label %1679

1679:                                             ; preds = %1670, %1733
  %1680 = phi <16 x float> [ %1641, %1670 ], [ %1734, %1733 ]
  %1681 = phi <16 x float> [ %1642, %1670 ], [ %1735, %1733 ]
  %1682 = phi <16 x float> [ %1643, %1670 ], [ %1736, %1733 ]
  %1683 = phi <16 x float> [ %1644, %1670 ], [ %1737, %1733 ]
  %1684 = phi <16 x float> [ %1645, %1670 ], [ %1738, %1733 ]
  %1685 = phi <16 x float> [ %1646, %1670 ], [ %1739, %1733 ]
  %1686 = phi <16 x float> [ %1647, %1670 ], [ %1740, %1733 ]
  %1687 = phi <16 x float> [ %1648, %1670 ], [ %1741, %1733 ]
  %1688 = phi <16 x float> [ %1649, %1670 ], [ %1742, %1733 ]
  %1689 = phi <16 x float> [ %1650, %1670 ], [ %1743, %1733 ]
  %1690 = phi <16 x float> [ %1651, %1670 ], [ %1744, %1733 ]
  %1691 = phi <16 x float> [ %1652, %1670 ], [ %1745, %1733 ]
  %1692 = phi <16 x float> [ %1653, %1670 ], [ %1746, %1733 ]
  %1693 = phi <16 x float> [ %1654, %1670 ], [ %1747, %1733 ]
  %1694 = phi <16 x float> [ %1655, %1670 ], [ %1748, %1733 ]
  %1695 = phi <16 x float> [ %1656, %1670 ], [ %1749, %1733 ]
  %1696 = phi <16 x float> [ %1657, %1670 ], [ %1750, %1733 ]
  %1697 = phi <16 x float> [ %1658, %1670 ], [ %1751, %1733 ]
  %1698 = phi <16 x float> [ %1659, %1670 ], [ %1752, %1733 ]
  %1699 = phi <16 x float> [ %1660, %1670 ], [ %1753, %1733 ]
  %1700 = phi <16 x float> [ %1661, %1670 ], [ %1754, %1733 ]
  %1701 = phi <16 x float> [ %1662, %1670 ], [ %1755, %1733 ]
  %1702 = phi <16 x float> [ %1663, %1670 ], [ %1756, %1733 ]
  %1703 = phi <16 x float> [ %1664, %1670 ], [ %1757, %1733 ]
  %1704 = phi i64 [ 0, %1670 ], [ %1758, %1733 ]
  %1705 = shl i64 %1704, 5
  %1706 = getelementptr nuw i8, ptr %35, i64 %1705
  %1707 = load i64, ptr %1706, align 16
  %1708 = getelementptr inbounds nuw i8, ptr %1706, i64 8
  %1709 = load i64, ptr %1708, align 8
  %1710 = getelementptr inbounds nuw i8, ptr %1706, i64 16
  %1711 = load i64, ptr %1710, align 16
  %1712 = getelementptr inbounds nuw i8, ptr %1706, i64 24
  %1713 = load i64, ptr %1712, align 8
  br i1 %1678, label %1714, label %1733

1714:                                             ; preds = %1679
  %1715 = shl i64 %1704, 4
  %1716 = getelementptr nuw i8, ptr %36, i64 %1715
  %1717 = getelementptr inbounds nuw i8, ptr %1716, i64 12
  %1718 = load i32, ptr %1717, align 4
  %1719 = getelementptr inbounds nuw i8, ptr %1716, i64 8
  %1720 = load i32, ptr %1719, align 8
  %1721 = getelementptr inbounds nuw i8, ptr %1716, i64 4
  %1722 = load i32, ptr %1721, align 4
  %1723 = load i32, ptr %1716, align 16
  %1724 = getelementptr inbounds nuw float, ptr %1676, i64 %1704
  %1725 = trunc i32 %1723 to i16
  %1726 = bitcast i16 %1725 to <16 x i1>
  %1727 = trunc i32 %1722 to i16
  %1728 = bitcast i16 %1727 to <16 x i1>
  %1729 = trunc i32 %1720 to i16
  %1730 = bitcast i16 %1729 to <16 x i1>
  %1731 = trunc i32 %1718 to i16
  %1732 = bitcast i16 %1731 to <16 x i1>
  br label %1760

1733:                                             ; preds = %1760, %1679
  %1734 = phi <16 x float> [ %1680, %1679 ], [ %1842, %1760 ]
  %1735 = phi <16 x float> [ %1681, %1679 ], [ %1841, %1760 ]
  %1736 = phi <16 x float> [ %1682, %1679 ], [ %1840, %1760 ]
  %1737 = phi <16 x float> [ %1683, %1679 ], [ %1839, %1760 ]
  %1738 = phi <16 x float> [ %1684, %1679 ], [ %1834, %1760 ]
  %1739 = phi <16 x float> [ %1685, %1679 ], [ %1833, %1760 ]
  %1740 = phi <16 x float> [ %1686, %1679 ], [ %1832, %1760 ]
  %1741 = phi <16 x float> [ %1687, %1679 ], [ %1831, %1760 ]
  %1742 = phi <16 x float> [ %1688, %1679 ], [ %1802, %1760 ]
  %1743 = phi <16 x float> [ %1689, %1679 ], [ %1801, %1760 ]
  %1744 = phi <16 x float> [ %1690, %1679 ], [ %1800, %1760 ]
  %1745 = phi <16 x float> [ %1691, %1679 ], [ %1799, %1760 ]
  %1746 = phi <16 x float> [ %1692, %1679 ], [ %1807, %1760 ]
  %1747 = phi <16 x float> [ %1693, %1679 ], [ %1826, %1760 ]
  %1748 = phi <16 x float> [ %1694, %1679 ], [ %1825, %1760 ]
  %1749 = phi <16 x float> [ %1695, %1679 ], [ %1824, %1760 ]
  %1750 = phi <16 x float> [ %1696, %1679 ], [ %1823, %1760 ]
  %1751 = phi <16 x float> [ %1697, %1679 ], [ %1818, %1760 ]
  %1752 = phi <16 x float> [ %1698, %1679 ], [ %1817, %1760 ]
  %1753 = phi <16 x float> [ %1699, %1679 ], [ %1816, %1760 ]
  %1754 = phi <16 x float> [ %1700, %1679 ], [ %1815, %1760 ]
  %1755 = phi <16 x float> [ %1701, %1679 ], [ %1810, %1760 ]
  %1756 = phi <16 x float> [ %1702, %1679 ], [ %1809, %1760 ]
  %1757 = phi <16 x float> [ %1703, %1679 ], [ %1808, %1760 ]
  %1758 = add nuw nsw i64 %1704, 1
  %1759 = icmp eq i64 %1758, %284
  br i1 %1759, label %1588, label %1679

1760:                                             ; preds = %1714, %1760
  %1761 = phi <16 x float> [ %1842, %1760 ], [ %1680, %1714 ]
  %1762 = phi <16 x float> [ %1841, %1760 ], [ %1681, %1714 ]
  %1763 = phi <16 x float> [ %1840, %1760 ], [ %1682, %1714 ]
  %1764 = phi <16 x float> [ %1839, %1760 ], [ %1683, %1714 ]
  %1765 = phi <16 x float> [ %1834, %1760 ], [ %1684, %1714 ]
  %1766 = phi <16 x float> [ %1833, %1760 ], [ %1685, %1714 ]
  %1767 = phi <16 x float> [ %1832, %1760 ], [ %1686, %1714 ]
  %1768 = phi <16 x float> [ %1831, %1760 ], [ %1687, %1714 ]
  %1769 = phi <16 x float> [ %1802, %1760 ], [ %1688, %1714 ]
  %1770 = phi <16 x float> [ %1801, %1760 ], [ %1689, %1714 ]
  %1771 = phi <16 x float> [ %1800, %1760 ], [ %1690, %1714 ]
  %1772 = phi <16 x float> [ %1799, %1760 ], [ %1691, %1714 ]
  %1773 = phi <16 x float> [ %1807, %1760 ], [ %1692, %1714 ]
  %1774 = phi <16 x float> [ %1826, %1760 ], [ %1693, %1714 ]
  %1775 = phi <16 x float> [ %1825, %1760 ], [ %1694, %1714 ]
  %1776 = phi <16 x float> [ %1824, %1760 ], [ %1695, %1714 ]
  %1777 = phi <16 x float> [ %1823, %1760 ], [ %1696, %1714 ]
  %1778 = phi <16 x float> [ %1818, %1760 ], [ %1697, %1714 ]
  %1779 = phi <16 x float> [ %1817, %1760 ], [ %1698, %1714 ]
  %1780 = phi <16 x float> [ %1816, %1760 ], [ %1699, %1714 ]
  %1781 = phi <16 x float> [ %1815, %1760 ], [ %1700, %1714 ]
  %1782 = phi <16 x float> [ %1810, %1760 ], [ %1701, %1714 ]
  %1783 = phi <16 x float> [ %1809, %1760 ], [ %1702, %1714 ]
  %1784 = phi <16 x float> [ %1808, %1760 ], [ %1703, %1714 ]
  %1785 = phi i64 [ %1843, %1760 ], [ %1666, %1714 ]
  %1786 = phi ptr [ %1845, %1760 ], [ %1724, %1714 ]
  %1787 = phi ptr [ %1844, %1760 ], [ %1674, %1714 ]
  %1788 = getelementptr inbounds float, ptr %1787, i64 %1707
  %1789 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1788, <16 x i1> %1726, <16 x float> zeroinitializer)
  %1790 = getelementptr inbounds float, ptr %1787, i64 %1709
  %1791 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1790, <16 x i1> %1728, <16 x float> zeroinitializer)
  %1792 = getelementptr inbounds float, ptr %1787, i64 %1711
  %1793 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1792, <16 x i1> %1730, <16 x float> zeroinitializer)
  %1794 = getelementptr inbounds float, ptr %1787, i64 %1713
  %1795 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1794, <16 x i1> %1732, <16 x float> zeroinitializer)
  %1796 = load float, ptr %1786, align 4
  %1797 = insertelement <16 x float> poison, float %1796, i64 0
  %1798 = shufflevector <16 x float> %1797, <16 x float> poison, <16 x i32> zeroinitializer
  %1799 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1789, <16 x float> %1798, <16 x float> %1772)
  %1800 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1791, <16 x float> %1798, <16 x float> %1771)
  %1801 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1793, <16 x float> %1798, <16 x float> %1770)
  %1802 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1795, <16 x float> %1798, <16 x float> %1769)
  %1803 = getelementptr inbounds float, ptr %1786, i64 %286
  %1804 = load float, ptr %1803, align 4
  %1805 = insertelement <16 x float> poison, float %1804, i64 0
  %1806 = shufflevector <16 x float> %1805, <16 x float> poison, <16 x i32> zeroinitializer
  %1807 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1789, <16 x float> %1806, <16 x float> %1773)
  %1808 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1791, <16 x float> %1806, <16 x float> %1784)
  %1809 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1793, <16 x float> %1806, <16 x float> %1783)
  %1810 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1795, <16 x float> %1806, <16 x float> %1782)
  %1811 = getelementptr inbounds i8, ptr %1786, i64 %292
  %1812 = load float, ptr %1811, align 4
  %1813 = insertelement <16 x float> poison, float %1812, i64 0
  %1814 = shufflevector <16 x float> %1813, <16 x float> poison, <16 x i32> zeroinitializer
  %1815 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1789, <16 x float> %1814, <16 x float> %1781)
  %1816 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1791, <16 x float> %1814, <16 x float> %1780)
  %1817 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1793, <16 x float> %1814, <16 x float> %1779)
  %1818 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1795, <16 x float> %1814, <16 x float> %1778)
  %1819 = getelementptr inbounds i8, ptr %1786, i64 %293
  %1820 = load float, ptr %1819, align 4
  %1821 = insertelement <16 x float> poison, float %1820, i64 0
  %1822 = shufflevector <16 x float> %1821, <16 x float> poison, <16 x i32> zeroinitializer
  %1823 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1789, <16 x float> %1822, <16 x float> %1777)
  %1824 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1791, <16 x float> %1822, <16 x float> %1776)
  %1825 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1793, <16 x float> %1822, <16 x float> %1775)
  %1826 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1795, <16 x float> %1822, <16 x float> %1774)
  %1827 = getelementptr inbounds i8, ptr %1786, i64 %294
  %1828 = load float, ptr %1827, align 4
  %1829 = insertelement <16 x float> poison, float %1828, i64 0
  %1830 = shufflevector <16 x float> %1829, <16 x float> poison, <16 x i32> zeroinitializer
  %1831 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1789, <16 x float> %1830, <16 x float> %1768)
  %1832 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1791, <16 x float> %1830, <16 x float> %1767)
  %1833 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1793, <16 x float> %1830, <16 x float> %1766)
  %1834 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1795, <16 x float> %1830, <16 x float> %1765)
  %1835 = getelementptr inbounds i8, ptr %1786, i64 %295
  %1836 = load float, ptr %1835, align 4
  %1837 = insertelement <16 x float> poison, float %1836, i64 0
  %1838 = shufflevector <16 x float> %1837, <16 x float> poison, <16 x i32> zeroinitializer
  %1839 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1789, <16 x float> %1838, <16 x float> %1764)
  %1840 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1791, <16 x float> %1838, <16 x float> %1763)
  %1841 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1793, <16 x float> %1838, <16 x float> %1762)
  %1842 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1795, <16 x float> %1838, <16 x float> %1761)
  %1843 = add nuw nsw i64 %1785, 1
  %1844 = getelementptr inbounds float, ptr %1787, i64 %283
  %1845 = getelementptr inbounds nuw float, ptr %1786, i64 %284
  %1846 = icmp eq i64 %1843, %1668
  br i1 %1846, label %1733, label %1760

1847:                                             ; preds = %1615, %2106
  %1848 = phi i64 [ 0, %1615 ], [ %2108, %2106 ]
  %1849 = add nsw i64 %859, %1848
  %1850 = mul nsw i64 %1849, %260
  %1851 = icmp sgt i64 %860, %1848
  %1852 = getelementptr inbounds nuw [4 x <16 x float>], ptr %33, i64 %1848
  %1853 = add nsw i64 %440, %1850
  %1854 = select i1 %1851, <16 x i1> zeroinitializer, <16 x i1> %824
  %1855 = getelementptr inbounds float, ptr %413, i64 %1853
  %1856 = load <16 x float>, ptr %1852, align 64
  br i1 %289, label %1914, label %1857

1857:                                             ; preds = %1847
  %1858 = getelementptr inbounds float, ptr %411, i64 %1853
  switch i64 %296, label %1052 [
    i64 1, label %1859
    i64 2, label %1862
    i64 3, label %1869
    i64 0, label %1914
  ]

1859:                                             ; preds = %1857
  %1860 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1858, <16 x i1> %1854, <16 x float> zeroinitializer)
  %1861 = fadd <16 x float> %1856, %1860
  br label %1876

1862:                                             ; preds = %1857
  %1863 = bitcast <16 x float> %1856 to <8 x i64>
  %1864 = or <8 x i64> %1863, %291
  %1865 = fcmp oeq <16 x float> %1856, %51
  %1866 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1856, i32 4)
  %1867 = bitcast <8 x i64> %1864 to <16 x float>
  %1868 = select <16 x i1> %1865, <16 x float> %1867, <16 x float> %1866
  br label %1876

1869:                                             ; preds = %1857
  %1870 = bitcast <16 x float> %1856 to <8 x i64>
  %1871 = and <8 x i64> %1870, %290
  %1872 = fcmp oeq <16 x float> %1856, %48
  %1873 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1856, i32 4)
  %1874 = bitcast <8 x i64> %1871 to <16 x float>
  %1875 = select <16 x i1> %1872, <16 x float> %1874, <16 x float> %1873
  br label %1876

1876:                                             ; preds = %1869, %1862, %1859
  %1877 = phi <16 x float> [ %1861, %1859 ], [ %1868, %1862 ], [ %1875, %1869 ]
  switch i64 %298, label %1052 [
    i64 1, label %1892
    i64 2, label %1885
    i64 3, label %1878
    i64 0, label %1914
  ]

1878:                                             ; preds = %1876
  %1879 = bitcast <16 x float> %1877 to <8 x i64>
  %1880 = and <8 x i64> %1879, %290
  %1881 = fcmp oeq <16 x float> %1877, %48
  %1882 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1877, i32 4)
  %1883 = bitcast <8 x i64> %1880 to <16 x float>
  %1884 = select <16 x i1> %1881, <16 x float> %1883, <16 x float> %1882
  br label %1895

1885:                                             ; preds = %1876
  %1886 = bitcast <16 x float> %1877 to <8 x i64>
  %1887 = or <8 x i64> %1886, %291
  %1888 = fcmp oeq <16 x float> %1877, %51
  %1889 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1877, i32 4)
  %1890 = bitcast <8 x i64> %1887 to <16 x float>
  %1891 = select <16 x i1> %1888, <16 x float> %1890, <16 x float> %1889
  br label %1895

1892:                                             ; preds = %1876
  %1893 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1858, <16 x i1> %1854, <16 x float> zeroinitializer)
  %1894 = fadd <16 x float> %1877, %1893
  br label %1895

1895:                                             ; preds = %1892, %1885, %1878
  %1896 = phi <16 x float> [ %1894, %1892 ], [ %1891, %1885 ], [ %1884, %1878 ]
  switch i64 %300, label %1052 [
    i64 1, label %1911
    i64 2, label %1904
    i64 3, label %1897
    i64 0, label %1914
  ]

1897:                                             ; preds = %1895
  %1898 = bitcast <16 x float> %1896 to <8 x i64>
  %1899 = and <8 x i64> %1898, %290
  %1900 = fcmp oeq <16 x float> %1896, %48
  %1901 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1896, i32 4)
  %1902 = bitcast <8 x i64> %1899 to <16 x float>
  %1903 = select <16 x i1> %1900, <16 x float> %1902, <16 x float> %1901
  br label %1914

1904:                                             ; preds = %1895
  %1905 = bitcast <16 x float> %1896 to <8 x i64>
  %1906 = or <8 x i64> %1905, %291
  %1907 = fcmp oeq <16 x float> %1896, %51
  %1908 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1896, i32 4)
  %1909 = bitcast <8 x i64> %1906 to <16 x float>
  %1910 = select <16 x i1> %1907, <16 x float> %1909, <16 x float> %1908
  br label %1914

1911:                                             ; preds = %1895
  %1912 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1858, <16 x i1> %1854, <16 x float> zeroinitializer)
  %1913 = fadd <16 x float> %1896, %1912
  br label %1914

1914:                                             ; preds = %1847, %1857, %1876, %1895, %1911, %1904, %1897
  %1915 = phi <16 x float> [ %1903, %1897 ], [ %1856, %1857 ], [ %1896, %1895 ], [ %1877, %1876 ], [ %1913, %1911 ], [ %1910, %1904 ], [ %1856, %1847 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1915, ptr align 1 %1855, <16 x i1> %1854)
  %1916 = add nsw i64 %443, %1850
  %1917 = select i1 %1851, <16 x i1> zeroinitializer, <16 x i1> %825
  %1918 = getelementptr inbounds float, ptr %413, i64 %1916
  %1919 = getelementptr inbounds nuw i8, ptr %1852, i64 64
  %1920 = load <16 x float>, ptr %1919, align 64
  br i1 %289, label %1978, label %1921

1921:                                             ; preds = %1914
  %1922 = getelementptr inbounds float, ptr %411, i64 %1916
  switch i64 %301, label %1052 [
    i64 1, label %1937
    i64 2, label %1930
    i64 3, label %1923
    i64 0, label %1978
  ]

1923:                                             ; preds = %1921
  %1924 = bitcast <16 x float> %1920 to <8 x i64>
  %1925 = and <8 x i64> %1924, %290
  %1926 = fcmp oeq <16 x float> %1920, %48
  %1927 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1920, i32 4)
  %1928 = bitcast <8 x i64> %1925 to <16 x float>
  %1929 = select <16 x i1> %1926, <16 x float> %1928, <16 x float> %1927
  br label %1940

1930:                                             ; preds = %1921
  %1931 = bitcast <16 x float> %1920 to <8 x i64>
  %1932 = or <8 x i64> %1931, %291
  %1933 = fcmp oeq <16 x float> %1920, %51
  %1934 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1920, i32 4)
  %1935 = bitcast <8 x i64> %1932 to <16 x float>
  %1936 = select <16 x i1> %1933, <16 x float> %1935, <16 x float> %1934
  br label %1940

1937:                                             ; preds = %1921
  %1938 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1922, <16 x i1> %1917, <16 x float> zeroinitializer)
  %1939 = fadd <16 x float> %1920, %1938
  br label %1940

1940:                                             ; preds = %1937, %1930, %1923
  %1941 = phi <16 x float> [ %1939, %1937 ], [ %1936, %1930 ], [ %1929, %1923 ]
  switch i64 %303, label %1052 [
    i64 1, label %1956
    i64 2, label %1949
    i64 3, label %1942
    i64 0, label %1978
  ]

1942:                                             ; preds = %1940
  %1943 = bitcast <16 x float> %1941 to <8 x i64>
  %1944 = and <8 x i64> %1943, %290
  %1945 = fcmp oeq <16 x float> %1941, %48
  %1946 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1941, i32 4)
  %1947 = bitcast <8 x i64> %1944 to <16 x float>
  %1948 = select <16 x i1> %1945, <16 x float> %1947, <16 x float> %1946
  br label %1959

1949:                                             ; preds = %1940
  %1950 = bitcast <16 x float> %1941 to <8 x i64>
  %1951 = or <8 x i64> %1950, %291
  %1952 = fcmp oeq <16 x float> %1941, %51
  %1953 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1941, i32 4)
  %1954 = bitcast <8 x i64> %1951 to <16 x float>
  %1955 = select <16 x i1> %1952, <16 x float> %1954, <16 x float> %1953
  br label %1959

1956:                                             ; preds = %1940
  %1957 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1922, <16 x i1> %1917, <16 x float> zeroinitializer)
  %1958 = fadd <16 x float> %1941, %1957
  br label %1959

1959:                                             ; preds = %1956, %1949, %1942
  %1960 = phi <16 x float> [ %1958, %1956 ], [ %1955, %1949 ], [ %1948, %1942 ]
  switch i64 %305, label %1052 [
    i64 1, label %1975
    i64 2, label %1968
    i64 3, label %1961
    i64 0, label %1978
  ]

1961:                                             ; preds = %1959
  %1962 = bitcast <16 x float> %1960 to <8 x i64>
  %1963 = and <8 x i64> %1962, %290
  %1964 = fcmp oeq <16 x float> %1960, %48
  %1965 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1960, i32 4)
  %1966 = bitcast <8 x i64> %1963 to <16 x float>
  %1967 = select <16 x i1> %1964, <16 x float> %1966, <16 x float> %1965
  br label %1978

1968:                                             ; preds = %1959
  %1969 = bitcast <16 x float> %1960 to <8 x i64>
  %1970 = or <8 x i64> %1969, %291
  %1971 = fcmp oeq <16 x float> %1960, %51
  %1972 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1960, i32 4)
  %1973 = bitcast <8 x i64> %1970 to <16 x float>
  %1974 = select <16 x i1> %1971, <16 x float> %1973, <16 x float> %1972
  br label %1978

1975:                                             ; preds = %1959
  %1976 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1922, <16 x i1> %1917, <16 x float> zeroinitializer)
  %1977 = fadd <16 x float> %1960, %1976
  br label %1978

1978:                                             ; preds = %1914, %1921, %1940, %1959, %1975, %1968, %1961
  %1979 = phi <16 x float> [ %1967, %1961 ], [ %1920, %1921 ], [ %1960, %1959 ], [ %1941, %1940 ], [ %1977, %1975 ], [ %1974, %1968 ], [ %1920, %1914 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1979, ptr align 1 %1918, <16 x i1> %1917)
  %1980 = add nsw i64 %446, %1850
  %1981 = select i1 %1851, <16 x i1> zeroinitializer, <16 x i1> %826
  %1982 = getelementptr inbounds float, ptr %413, i64 %1980
  %1983 = getelementptr inbounds nuw i8, ptr %1852, i64 128
  %1984 = load <16 x float>, ptr %1983, align 64
  br i1 %289, label %2042, label %1985

1985:                                             ; preds = %1978
  %1986 = getelementptr inbounds float, ptr %411, i64 %1980
  switch i64 %306, label %1052 [
    i64 1, label %2001
    i64 2, label %1994
    i64 3, label %1987
    i64 0, label %2042
  ]

1987:                                             ; preds = %1985
  %1988 = bitcast <16 x float> %1984 to <8 x i64>
  %1989 = and <8 x i64> %1988, %290
  %1990 = fcmp oeq <16 x float> %1984, %48
  %1991 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1984, i32 4)
  %1992 = bitcast <8 x i64> %1989 to <16 x float>
  %1993 = select <16 x i1> %1990, <16 x float> %1992, <16 x float> %1991
  br label %2004

1994:                                             ; preds = %1985
  %1995 = bitcast <16 x float> %1984 to <8 x i64>
  %1996 = or <8 x i64> %1995, %291
  %1997 = fcmp oeq <16 x float> %1984, %51
  %1998 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1984, i32 4)
  %1999 = bitcast <8 x i64> %1996 to <16 x float>
  %2000 = select <16 x i1> %1997, <16 x float> %1999, <16 x float> %1998
  br label %2004

2001:                                             ; preds = %1985
  %2002 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1986, <16 x i1> %1981, <16 x float> zeroinitializer)
  %2003 = fadd <16 x float> %1984, %2002
  br label %2004

2004:                                             ; preds = %2001, %1994, %1987
  %2005 = phi <16 x float> [ %2003, %2001 ], [ %2000, %1994 ], [ %1993, %1987 ]
  switch i64 %308, label %1052 [
    i64 1, label %2020
    i64 2, label %2013
    i64 3, label %2006
    i64 0, label %2042
  ]

2006:                                             ; preds = %2004
  %2007 = bitcast <16 x float> %2005 to <8 x i64>
  %2008 = and <8 x i64> %2007, %290
  %2009 = fcmp oeq <16 x float> %2005, %48
  %2010 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %2005, i32 4)
  %2011 = bitcast <8 x i64> %2008 to <16 x float>
  %2012 = select <16 x i1> %2009, <16 x float> %2011, <16 x float> %2010
  br label %2023

2013:                                             ; preds = %2004
  %2014 = bitcast <16 x float> %2005 to <8 x i64>
  %2015 = or <8 x i64> %2014, %291
  %2016 = fcmp oeq <16 x float> %2005, %51
  %2017 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %2005, i32 4)
  %2018 = bitcast <8 x i64> %2015 to <16 x float>
  %2019 = select <16 x i1> %2016, <16 x float> %2018, <16 x float> %2017
  br label %2023

2020:                                             ; preds = %2004
  %2021 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1986, <16 x i1> %1981, <16 x float> zeroinitializer)
  %2022 = fadd <16 x float> %2005, %2021
  br label %2023

2023:                                             ; preds = %2020, %2013, %2006
  %2024 = phi <16 x float> [ %2022, %2020 ], [ %2019, %2013 ], [ %2012, %2006 ]
  switch i64 %310, label %1052 [
    i64 1, label %2039
    i64 2, label %2032
    i64 3, label %2025
    i64 0, label %2042
  ]

2025:                                             ; preds = %2023
  %2026 = bitcast <16 x float> %2024 to <8 x i64>
  %2027 = and <8 x i64> %2026, %290
  %2028 = fcmp oeq <16 x float> %2024, %48
  %2029 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %2024, i32 4)
  %2030 = bitcast <8 x i64> %2027 to <16 x float>
  %2031 = select <16 x i1> %2028, <16 x float> %2030, <16 x float> %2029
  br label %2042

2032:                                             ; preds = %2023
  %2033 = bitcast <16 x float> %2024 to <8 x i64>
  %2034 = or <8 x i64> %2033, %291
  %2035 = fcmp oeq <16 x float> %2024, %51
  %2036 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %2024, i32 4)
  %2037 = bitcast <8 x i64> %2034 to <16 x float>
  %2038 = select <16 x i1> %2035, <16 x float> %2037, <16 x float> %2036
  br label %2042

2039:                                             ; preds = %2023
  %2040 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1986, <16 x i1> %1981, <16 x float> zeroinitializer)
  %2041 = fadd <16 x float> %2024, %2040
  br label %2042

2042:                                             ; preds = %1978, %1985, %2004, %2023, %2039, %2032, %2025
  %2043 = phi <16 x float> [ %2031, %2025 ], [ %1984, %1985 ], [ %2024, %2023 ], [ %2005, %2004 ], [ %2041, %2039 ], [ %2038, %2032 ], [ %1984, %1978 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2043, ptr align 1 %1982, <16 x i1> %1981)
  %2044 = add nsw i64 %450, %1850
  %2045 = select i1 %1851, <16 x i1> zeroinitializer, <16 x i1> %827
  %2046 = getelementptr inbounds float, ptr %413, i64 %2044
  %2047 = getelementptr inbounds nuw i8, ptr %1852, i64 192
  %2048 = load <16 x float>, ptr %2047, align 64
  br i1 %289, label %2106, label %2049

2049:                                             ; preds = %2042
  %2050 = getelementptr inbounds float, ptr %411, i64 %2044
  switch i64 %311, label %1052 [
    i64 1, label %2065
    i64 2, label %2058
    i64 3, label %2051
    i64 0, label %2106
  ]

2051:                                             ; preds = %2049
  %2052 = bitcast <16 x float> %2048 to <8 x i64>
  %2053 = and <8 x i64> %2052, %290
  %2054 = fcmp oeq <16 x float> %2048, %48
  %2055 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %2048, i32 4)
  %2056 = bitcast <8 x i64> %2053 to <16 x float>
  %2057 = select <16 x i1> %2054, <16 x float> %2056, <16 x float> %2055
  br label %2068

2058:                                             ; preds = %2049
  %2059 = bitcast <16 x float> %2048 to <8 x i64>
  %2060 = or <8 x i64> %2059, %291
  %2061 = fcmp oeq <16 x float> %2048, %51
  %2062 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %2048, i32 4)
  %2063 = bitcast <8 x i64> %2060 to <16 x float>
  %2064 = select <16 x i1> %2061, <16 x float> %2063, <16 x float> %2062
  br label %2068

2065:                                             ; preds = %2049
  %2066 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2050, <16 x i1> %2045, <16 x float> zeroinitializer)
  %2067 = fadd <16 x float> %2048, %2066
  br label %2068

2068:                                             ; preds = %2065, %2058, %2051
  %2069 = phi <16 x float> [ %2067, %2065 ], [ %2064, %2058 ], [ %2057, %2051 ]
  switch i64 %313, label %1052 [
    i64 1, label %2084
    i64 2, label %2077
    i64 3, label %2070
    i64 0, label %2106
  ]

2070:                                             ; preds = %2068
  %2071 = bitcast <16 x float> %2069 to <8 x i64>
  %2072 = and <8 x i64> %2071, %290
  %2073 = fcmp oeq <16 x float> %2069, %48
  %2074 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %2069, i32 4)
  %2075 = bitcast <8 x i64> %2072 to <16 x float>
  %2076 = select <16 x i1> %2073, <16 x float> %2075, <16 x float> %2074
  br label %2087

2077:                                             ; preds = %2068
  %2078 = bitcast <16 x float> %2069 to <8 x i64>
  %2079 = or <8 x i64> %2078, %291
  %2080 = fcmp oeq <16 x float> %2069, %51
  %2081 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %2069, i32 4)
  %2082 = bitcast <8 x i64> %2079 to <16 x float>
  %2083 = select <16 x i1> %2080, <16 x float> %2082, <16 x float> %2081
  br label %2087

2084:                                             ; preds = %2068
  %2085 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2050, <16 x i1> %2045, <16 x float> zeroinitializer)
  %2086 = fadd <16 x float> %2069, %2085
  br label %2087

2087:                                             ; preds = %2084, %2077, %2070
  %2088 = phi <16 x float> [ %2086, %2084 ], [ %2083, %2077 ], [ %2076, %2070 ]
  switch i64 %315, label %1052 [
    i64 1, label %2103
    i64 2, label %2096
    i64 3, label %2089
    i64 0, label %2106
  ]

2089:                                             ; preds = %2087
  %2090 = bitcast <16 x float> %2088 to <8 x i64>
  %2091 = and <8 x i64> %2090, %290
  %2092 = fcmp oeq <16 x float> %2088, %48
  %2093 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %2088, i32 4)
  %2094 = bitcast <8 x i64> %2091 to <16 x float>
  %2095 = select <16 x i1> %2092, <16 x float> %2094, <16 x float> %2093
  br label %2106

2096:                                             ; preds = %2087
  %2097 = bitcast <16 x float> %2088 to <8 x i64>
  %2098 = or <8 x i64> %2097, %291
  %2099 = fcmp oeq <16 x float> %2088, %51
  %2100 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %2088, i32 4)
  %2101 = bitcast <8 x i64> %2098 to <16 x float>
  %2102 = select <16 x i1> %2099, <16 x float> %2101, <16 x float> %2100
  br label %2106

2103:                                             ; preds = %2087
  %2104 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2050, <16 x i1> %2045, <16 x float> zeroinitializer)
  %2105 = fadd <16 x float> %2088, %2104
  br label %2106

2106:                                             ; preds = %2042, %2049, %2068, %2087, %2103, %2096, %2089
  %2107 = phi <16 x float> [ %2095, %2089 ], [ %2048, %2049 ], [ %2088, %2087 ], [ %2069, %2068 ], [ %2105, %2103 ], [ %2102, %2096 ], [ %2048, %2042 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2107, ptr align 1 %2046, <16 x i1> %2045)
  %2108 = add nuw nsw i64 %1848, 1
  %2109 = icmp eq i64 %2108, 6
  br i1 %2109, label %2110, label %1847

2110:                                             ; preds = %2106
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  br label %2111

2111:                                             ; preds = %2110, %1416
  %2112 = add nsw i64 %856, 6
  %2113 = icmp slt i64 %2112, %401
  br i1 %2113, label %855, label %852
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fma.v16f32(<16 x float>, <16 x float>, <16 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float>, <16 x float>, i32 immarg)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float>, <16 x float>, i32 immarg)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr captures(none), <16 x i1>, <16 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr captures(none), <16 x i1>)

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
