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
  br i1 %64, label %65, label %196

65:                                               ; preds = %30
  %66 = icmp eq i64 %25, 0
  %67 = icmp sgt i64 %11, 0
  %68 = icmp sgt i64 %12, 0
  %69 = add nsw i64 %6, -6
  %70 = mul nsw i64 %8, %7
  %71 = mul i64 %12, %11
  %72 = icmp eq i64 %22, 0
  %73 = mul i64 %5, %71
  %74 = and i64 %70, 1023
  %75 = icmp eq i64 %74, 0
  %76 = select i1 %75, i64 8, i64 16
  %77 = icmp sgt i64 %5, 0
  %78 = icmp sgt i64 %71, 0
  %79 = icmp eq i64 %29, 0
  %80 = bitcast <16 x float> %48 to <8 x i64>
  %81 = bitcast <16 x float> %51 to <8 x i64>
  %82 = shl i64 %73, 3
  %83 = mul i64 %73, 12
  %84 = shl i64 %73, 4
  %85 = mul i64 %73, 20
  %86 = shl i64 %73, 3
  %87 = mul i64 %73, 12
  %88 = shl i64 %73, 4
  %89 = mul i64 %73, 20
  %90 = and i64 %29, 3
  %91 = lshr i64 %29, 2
  %92 = and i64 %91, 3
  %93 = lshr i64 %29, 4
  %94 = and i64 %93, 3
  %95 = and i64 %29, 3
  %96 = lshr i64 %29, 2
  %97 = and i64 %96, 3
  %98 = lshr i64 %29, 4
  %99 = and i64 %98, 3
  %100 = and i64 %29, 3
  %101 = lshr i64 %29, 2
  %102 = and i64 %101, 3
  %103 = lshr i64 %29, 4
  %104 = and i64 %103, 3
  %105 = and i64 %29, 3
  %106 = lshr i64 %29, 2
  %107 = and i64 %106, 3
  %108 = lshr i64 %29, 4
  %109 = and i64 %108, 3
  %110 = and i64 %29, 3
  %111 = lshr i64 %29, 2
  %112 = and i64 %111, 3
  %113 = lshr i64 %29, 4
  %114 = and i64 %113, 3
  %115 = and i64 %29, 3
  %116 = lshr i64 %29, 2
  %117 = and i64 %116, 3
  %118 = lshr i64 %29, 4
  %119 = and i64 %118, 3
  %120 = shl i64 %73, 3
  %121 = mul i64 %73, 12
  %122 = shl i64 %73, 4
  %123 = mul i64 %73, 20
  %124 = shl i64 %73, 3
  %125 = mul i64 %73, 12
  %126 = shl i64 %73, 4
  %127 = mul i64 %73, 20
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
  %148 = insertelement <4 x i64> poison, i64 %52, i64 0
  %149 = shufflevector <4 x i64> %148, <4 x i64> poison, <4 x i32> zeroinitializer
  %150 = icmp ult i64 %11, 8
  %151 = icmp ult i64 %11, 64
  %152 = and i64 %11, 56
  %153 = and i64 %11, 9223372036854775744
  %154 = insertelement <16 x i64> poison, i64 %7, i64 0
  %155 = shufflevector <16 x i64> %154, <16 x i64> poison, <16 x i32> zeroinitializer
  %156 = icmp eq i64 %11, %153
  %157 = icmp eq i64 %152, 0
  %158 = and i64 %11, 9223372036854775800
  %159 = insertelement <8 x i64> poison, i64 %7, i64 0
  %160 = shufflevector <8 x i64> %159, <8 x i64> poison, <8 x i32> zeroinitializer
  %161 = icmp eq i64 %11, %158
  %162 = icmp ult i64 %12, 4
  %163 = icmp ult i64 %12, 16
  %164 = and i64 %12, 12
  %165 = and i64 %12, 9223372036854775792
  %166 = icmp eq i64 %12, %165
  %167 = icmp eq i64 %164, 0
  %168 = and i64 %12, 9223372036854775804
  %169 = icmp eq i64 %12, %168
  %170 = icmp ult i64 %12, 8
  %171 = and i64 %12, 9223372036854775800
  %172 = icmp eq i64 %12, %171
  %173 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %174 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %175 = getelementptr inbounds nuw i8, ptr %31, i64 192
  %176 = getelementptr inbounds nuw i8, ptr %31, i64 256
  %177 = getelementptr inbounds nuw i8, ptr %31, i64 320
  %178 = getelementptr inbounds nuw i8, ptr %31, i64 384
  %179 = getelementptr inbounds nuw i8, ptr %31, i64 448
  %180 = getelementptr inbounds nuw i8, ptr %31, i64 512
  %181 = getelementptr inbounds nuw i8, ptr %31, i64 576
  %182 = getelementptr inbounds nuw i8, ptr %31, i64 640
  %183 = getelementptr inbounds nuw i8, ptr %31, i64 704
  %184 = getelementptr inbounds nuw i8, ptr %31, i64 768
  %185 = getelementptr inbounds nuw i8, ptr %31, i64 832
  %186 = getelementptr inbounds nuw i8, ptr %31, i64 896
  %187 = getelementptr inbounds nuw i8, ptr %31, i64 960
  %188 = getelementptr inbounds nuw i8, ptr %31, i64 1024
  %189 = getelementptr inbounds nuw i8, ptr %31, i64 1088
  %190 = getelementptr inbounds nuw i8, ptr %31, i64 1152
  %191 = getelementptr inbounds nuw i8, ptr %31, i64 1216
  %192 = getelementptr inbounds nuw i8, ptr %31, i64 1280
  %193 = getelementptr inbounds nuw i8, ptr %31, i64 1344
  %194 = getelementptr inbounds nuw i8, ptr %31, i64 1408
  %195 = getelementptr inbounds nuw i8, ptr %31, i64 1472
  br label %197

196:                                              ; preds = %226, %30
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  ret void

197:                                              ; preds = %65, %226
  %198 = phi i64 [ %3, %65 ], [ %227, %226 ]
  %199 = srem i64 %198, %59
  %200 = sdiv i64 %198, %59
  %201 = srem i64 %200, %62
  %202 = sdiv i64 %200, %62
  %203 = add nsw i64 %199, 1
  %204 = mul i64 %63, %203
  %205 = tail call i64 @llvm.smin.i64(i64 %204, i64 %6)
  %206 = add nsw i64 %201, 1
  %207 = mul nsw i64 %206, %17
  %208 = tail call i64 @llvm.smin.i64(i64 %207, i64 %54)
  %209 = mul nsw i64 %202, %20
  %210 = getelementptr inbounds float, ptr %38, i64 %209
  %211 = mul nsw i64 %202, %21
  %212 = getelementptr inbounds float, ptr %41, i64 %211
  %213 = mul nsw i64 %202, %26
  %214 = getelementptr inbounds float, ptr %42, i64 %213
  %215 = select i1 %66, ptr null, ptr %214
  %216 = mul nsw i64 %202, %24
  %217 = getelementptr inbounds float, ptr %43, i64 %216
  %218 = mul nsw i64 %201, %17
  %219 = mul i64 %63, %199
  %220 = icmp slt i64 %218, %208
  br i1 %220, label %221, label %226

221:                                              ; preds = %197
  %222 = add nsw i64 %208, -1
  %223 = icmp slt i64 %219, %205
  %224 = insertelement <4 x i64> poison, i64 %222, i64 0
  %225 = shufflevector <4 x i64> %224, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %229

226:                                              ; preds = %557, %197
  %227 = add i64 %198, 1
  %228 = icmp eq i64 %227, %4
  br i1 %228, label %196, label %197

229:                                              ; preds = %221, %557
  %230 = phi i64 [ %218, %221 ], [ %558, %557 ]
  %231 = sub nsw i64 %208, %230
  %232 = icmp sgt i64 %231, 3
  %233 = trunc i64 %231 to i32
  %234 = select i1 %232, i32 4, i32 %233
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  %235 = sext i32 %234 to i64
  %236 = insertelement <4 x i64> poison, i64 %230, i64 0
  %237 = shufflevector <4 x i64> %236, <4 x i64> poison, <4 x i32> zeroinitializer
  %238 = add <4 x i64> %237, <i64 0, i64 1, i64 2, i64 3>
  %239 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %238, <4 x i64> %225)
  %240 = shl nsw <4 x i64> %239, splat (i64 4)
  store <4 x i64> %240, ptr %36, align 16
  %241 = insertelement <4 x i32> poison, i32 %234, i64 0
  %242 = shufflevector <4 x i32> %241, <4 x i32> poison, <4 x i32> zeroinitializer
  %243 = icmp sgt <4 x i32> %242, <i32 0, i32 1, i32 2, i32 3>
  %244 = sub nsw <4 x i64> %149, %240
  %245 = select <4 x i1> %243, <4 x i64> %244, <4 x i64> zeroinitializer
  store <4 x i64> %245, ptr %37, align 16
  br label %246

246:                                              ; preds = %229, %495
  %247 = phi i64 [ 0, %229 ], [ %496, %495 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %33, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %32, i8 0, i64 28, i1 false)
  %248 = icmp slt i64 %247, %235
  %249 = getelementptr inbounds nuw i64, ptr %36, i64 %247
  %250 = load i64, ptr %249, align 8
  br i1 %248, label %251, label %258

251:                                              ; preds = %246
  %252 = sub nsw i64 %52, %250
  %253 = tail call i64 @llvm.smin.i64(i64 %252, i64 16)
  %254 = icmp sgt i64 %252, 0
  br i1 %254, label %255, label %258

255:                                              ; preds = %251
  %256 = srem i64 %250, %8
  %257 = sdiv i64 %250, %8
  br label %263

258:                                              ; preds = %439, %246, %251
  br i1 %67, label %259, label %495

259:                                              ; preds = %258
  %260 = getelementptr i64, ptr %34, i64 %247
  %261 = getelementptr i32, ptr %35, i64 %247
  %262 = sub i64 %250, %16
  br label %463

263:                                              ; preds = %255, %439
  %264 = phi i64 [ %269, %439 ], [ 0, %255 ]
  %265 = phi i64 [ 0, %439 ], [ %256, %255 ]
  %266 = phi i64 [ %440, %439 ], [ %257, %255 ]
  %267 = add nsw i64 %264, %8
  %268 = sub nsw i64 %267, %265
  %269 = tail call i64 @llvm.smin.i64(i64 %268, i64 %253)
  br i1 %67, label %270, label %348

270:                                              ; preds = %263
  %271 = sub i64 %266, %15
  %272 = trunc i64 %269 to i32
  %273 = shl nsw i32 -1, %272
  %274 = xor i32 %273, -1
  %275 = trunc i64 %264 to i32
  %276 = shl nsw i32 -1, %275
  %277 = and i32 %276, %274
  br i1 %150, label %346, label %278

278:                                              ; preds = %270
  br i1 %151, label %323, label %279

279:                                              ; preds = %278
  %280 = insertelement <16 x i64> poison, i64 %271, i64 0
  %281 = shufflevector <16 x i64> %280, <16 x i64> poison, <16 x i32> zeroinitializer
  %282 = insertelement <16 x i32> poison, i32 %277, i64 0
  %283 = shufflevector <16 x i32> %282, <16 x i32> poison, <16 x i32> zeroinitializer
  %284 = add <16 x i64> splat (i64 16), %281
  %285 = add <16 x i64> splat (i64 32), %281
  %286 = add <16 x i64> splat (i64 48), %281
  br label %287

287:                                              ; preds = %287, %279
  %288 = phi i64 [ 0, %279 ], [ %318, %287 ]
  %289 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %279 ], [ %319, %287 ]
  %290 = add <16 x i64> %281, %289
  %291 = add <16 x i64> %289, %284
  %292 = add <16 x i64> %289, %285
  %293 = add <16 x i64> %289, %286
  %294 = icmp sgt <16 x i64> %290, splat (i64 -1)
  %295 = icmp sgt <16 x i64> %291, splat (i64 -1)
  %296 = icmp sgt <16 x i64> %292, splat (i64 -1)
  %297 = icmp sgt <16 x i64> %293, splat (i64 -1)
  %298 = icmp slt <16 x i64> %290, %155
  %299 = icmp slt <16 x i64> %291, %155
  %300 = icmp slt <16 x i64> %292, %155
  %301 = icmp slt <16 x i64> %293, %155
  %302 = and <16 x i1> %294, %298
  %303 = and <16 x i1> %295, %299
  %304 = and <16 x i1> %296, %300
  %305 = and <16 x i1> %297, %301
  %306 = getelementptr i32, ptr %32, i64 %288
  %307 = getelementptr i8, ptr %306, i64 64
  %308 = getelementptr i8, ptr %306, i64 128
  %309 = getelementptr i8, ptr %306, i64 192
  %310 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %306, <16 x i1> %302, <16 x i32> poison)
  %311 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %307, <16 x i1> %303, <16 x i32> poison)
  %312 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %308, <16 x i1> %304, <16 x i32> poison)
  %313 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %309, <16 x i1> %305, <16 x i32> poison)
  %314 = or <16 x i32> %310, %283
  %315 = or <16 x i32> %311, %283
  %316 = or <16 x i32> %312, %283
  %317 = or <16 x i32> %313, %283
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %314, ptr align 16 %306, <16 x i1> %302)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %315, ptr align 16 %307, <16 x i1> %303)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %316, ptr align 16 %308, <16 x i1> %304)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %317, ptr align 16 %309, <16 x i1> %305)
  %318 = add nuw i64 %288, 64
  %319 = add <16 x i64> %289, splat (i64 64)
  %320 = icmp eq i64 %318, %153
  br i1 %320, label %321, label %287

321:                                              ; preds = %287
  br i1 %156, label %348, label %322

322:                                              ; preds = %321
  br i1 %157, label %346, label %323

323:                                              ; preds = %278, %322
  %324 = phi i64 [ %153, %322 ], [ 0, %278 ]
  %325 = insertelement <8 x i64> poison, i64 %271, i64 0
  %326 = shufflevector <8 x i64> %325, <8 x i64> poison, <8 x i32> zeroinitializer
  %327 = insertelement <8 x i32> poison, i32 %277, i64 0
  %328 = shufflevector <8 x i32> %327, <8 x i32> poison, <8 x i32> zeroinitializer
  %329 = insertelement <8 x i64> poison, i64 %324, i64 0
  %330 = shufflevector <8 x i64> %329, <8 x i64> poison, <8 x i32> zeroinitializer
  %331 = or disjoint <8 x i64> %330, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %332

332:                                              ; preds = %332, %323
  %333 = phi i64 [ %324, %323 ], [ %342, %332 ]
  %334 = phi <8 x i64> [ %331, %323 ], [ %343, %332 ]
  %335 = add <8 x i64> %326, %334
  %336 = icmp sgt <8 x i64> %335, splat (i64 -1)
  %337 = icmp slt <8 x i64> %335, %160
  %338 = and <8 x i1> %336, %337
  %339 = getelementptr i32, ptr %32, i64 %333
  %340 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %339, <8 x i1> %338, <8 x i32> poison)
  %341 = or <8 x i32> %340, %328
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %341, ptr align 16 %339, <8 x i1> %338)
  %342 = add nuw i64 %333, 8
  %343 = add nuw nsw <8 x i64> %334, splat (i64 8)
  %344 = icmp eq i64 %342, %158
  br i1 %344, label %345, label %332

345:                                              ; preds = %332
  br i1 %161, label %348, label %346

346:                                              ; preds = %270, %322, %345
  %347 = phi i64 [ 0, %270 ], [ %153, %322 ], [ %158, %345 ]
  br label %426

348:                                              ; preds = %436, %321, %345, %263
  br i1 %68, label %349, label %439

349:                                              ; preds = %348
  %350 = add nsw i64 %264, %16
  %351 = add nsw i64 %267, %16
  br i1 %162, label %424, label %352

352:                                              ; preds = %349
  br i1 %163, label %387, label %353

353:                                              ; preds = %352
  %354 = insertelement <16 x i64> poison, i64 %350, i64 0
  %355 = shufflevector <16 x i64> %354, <16 x i64> poison, <16 x i32> zeroinitializer
  %356 = insertelement <16 x i64> poison, i64 %351, i64 0
  %357 = shufflevector <16 x i64> %356, <16 x i64> poison, <16 x i32> zeroinitializer
  %358 = insertelement <16 x i64> poison, i64 %265, i64 0
  %359 = shufflevector <16 x i64> %358, <16 x i64> poison, <16 x i32> zeroinitializer
  %360 = insertelement <16 x i64> poison, i64 %264, i64 0
  %361 = shufflevector <16 x i64> %360, <16 x i64> poison, <16 x i32> zeroinitializer
  %362 = insertelement <16 x i64> poison, i64 %269, i64 0
  %363 = shufflevector <16 x i64> %362, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %364

364:                                              ; preds = %364, %353
  %365 = phi i64 [ 0, %353 ], [ %382, %364 ]
  %366 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %353 ], [ %383, %364 ]
  %367 = add <16 x i64> %366, %359
  %368 = sub <16 x i64> %355, %367
  %369 = sub <16 x i64> %357, %367
  %370 = call <16 x i64> @llvm.smax.v16i64(<16 x i64> %368, <16 x i64> %361)
  %371 = call <16 x i64> @llvm.smin.v16i64(<16 x i64> %369, <16 x i64> %363)
  %372 = icmp slt <16 x i64> %370, %371
  %373 = trunc <16 x i64> %371 to <16 x i32>
  %374 = shl nsw <16 x i32> splat (i32 -1), %373
  %375 = xor <16 x i32> %374, splat (i32 -1)
  %376 = trunc <16 x i64> %370 to <16 x i32>
  %377 = shl nsw <16 x i32> splat (i32 -1), %376
  %378 = and <16 x i32> %377, %375
  %379 = getelementptr i32, ptr %33, i64 %365
  %380 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %379, <16 x i1> %372, <16 x i32> poison)
  %381 = or <16 x i32> %380, %378
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %381, ptr align 16 %379, <16 x i1> %372)
  %382 = add nuw i64 %365, 16
  %383 = add nuw nsw <16 x i64> %366, splat (i64 16)
  %384 = icmp eq i64 %382, %165
  br i1 %384, label %385, label %364

385:                                              ; preds = %364
  br i1 %166, label %439, label %386

386:                                              ; preds = %385
  br i1 %167, label %424, label %387

387:                                              ; preds = %352, %386
  %388 = phi i64 [ %165, %386 ], [ 0, %352 ]
  %389 = insertelement <4 x i64> poison, i64 %350, i64 0
  %390 = shufflevector <4 x i64> %389, <4 x i64> poison, <4 x i32> zeroinitializer
  %391 = insertelement <4 x i64> poison, i64 %351, i64 0
  %392 = shufflevector <4 x i64> %391, <4 x i64> poison, <4 x i32> zeroinitializer
  %393 = insertelement <4 x i64> poison, i64 %265, i64 0
  %394 = shufflevector <4 x i64> %393, <4 x i64> poison, <4 x i32> zeroinitializer
  %395 = insertelement <4 x i64> poison, i64 %264, i64 0
  %396 = shufflevector <4 x i64> %395, <4 x i64> poison, <4 x i32> zeroinitializer
  %397 = insertelement <4 x i64> poison, i64 %269, i64 0
  %398 = shufflevector <4 x i64> %397, <4 x i64> poison, <4 x i32> zeroinitializer
  %399 = insertelement <4 x i64> poison, i64 %388, i64 0
  %400 = shufflevector <4 x i64> %399, <4 x i64> poison, <4 x i32> zeroinitializer
  %401 = or disjoint <4 x i64> %400, <i64 0, i64 1, i64 2, i64 3>
  br label %402

402:                                              ; preds = %402, %387
  %403 = phi i64 [ %388, %387 ], [ %420, %402 ]
  %404 = phi <4 x i64> [ %401, %387 ], [ %421, %402 ]
  %405 = add <4 x i64> %404, %394
  %406 = sub <4 x i64> %390, %405
  %407 = sub <4 x i64> %392, %405
  %408 = call <4 x i64> @llvm.smax.v4i64(<4 x i64> %406, <4 x i64> %396)
  %409 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %407, <4 x i64> %398)
  %410 = icmp slt <4 x i64> %408, %409
  %411 = trunc <4 x i64> %409 to <4 x i32>
  %412 = shl nsw <4 x i32> splat (i32 -1), %411
  %413 = xor <4 x i32> %412, splat (i32 -1)
  %414 = trunc <4 x i64> %408 to <4 x i32>
  %415 = shl nsw <4 x i32> splat (i32 -1), %414
  %416 = and <4 x i32> %415, %413
  %417 = getelementptr i32, ptr %33, i64 %403
  %418 = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr align 16 %417, <4 x i1> %410, <4 x i32> poison)
  %419 = or <4 x i32> %418, %416
  call void @llvm.masked.store.v4i32.p0(<4 x i32> %419, ptr align 16 %417, <4 x i1> %410)
  %420 = add nuw i64 %403, 4
  %421 = add nuw nsw <4 x i64> %404, splat (i64 4)
  %422 = icmp eq i64 %420, %168
  br i1 %422, label %423, label %402

423:                                              ; preds = %402
  br i1 %169, label %439, label %424

424:                                              ; preds = %349, %386, %423
  %425 = phi i64 [ 0, %349 ], [ %165, %386 ], [ %168, %423 ]
  br label %442

426:                                              ; preds = %346, %436
  %427 = phi i64 [ %437, %436 ], [ %347, %346 ]
  %428 = add i64 %271, %427
  %429 = icmp sgt i64 %428, -1
  %430 = icmp slt i64 %428, %7
  %431 = and i1 %429, %430
  br i1 %431, label %432, label %436

432:                                              ; preds = %426
  %433 = getelementptr inbounds nuw i32, ptr %32, i64 %427
  %434 = load i32, ptr %433, align 4
  %435 = or i32 %434, %277
  store i32 %435, ptr %433, align 4
  br label %436

436:                                              ; preds = %432, %426
  %437 = add nuw nsw i64 %427, 1
  %438 = icmp eq i64 %437, %11
  br i1 %438, label %348, label %426

439:                                              ; preds = %460, %385, %423, %348
  %440 = add nsw i64 %266, 1
  %441 = icmp slt i64 %268, %253
  br i1 %441, label %263, label %258

442:                                              ; preds = %424, %460
  %443 = phi i64 [ %461, %460 ], [ %425, %424 ]
  %444 = add i64 %443, %265
  %445 = sub i64 %350, %444
  %446 = sub i64 %351, %444
  %447 = tail call i64 @llvm.smax.i64(i64 %445, i64 %264)
  %448 = tail call i64 @llvm.smin.i64(i64 %446, i64 %269)
  %449 = icmp slt i64 %447, %448
  br i1 %449, label %450, label %460

450:                                              ; preds = %442
  %451 = trunc i64 %448 to i32
  %452 = shl nsw i32 -1, %451
  %453 = xor i32 %452, -1
  %454 = trunc i64 %447 to i32
  %455 = shl nsw i32 -1, %454
  %456 = and i32 %455, %453
  %457 = getelementptr inbounds nuw i32, ptr %33, i64 %443
  %458 = load i32, ptr %457, align 4
  %459 = or i32 %458, %456
  store i32 %459, ptr %457, align 4
  br label %460

460:                                              ; preds = %450, %442
  %461 = add nuw nsw i64 %443, 1
  %462 = icmp eq i64 %461, %12
  br i1 %462, label %439, label %442

463:                                              ; preds = %259, %498
  %464 = phi i64 [ 0, %259 ], [ %499, %498 ]
  br i1 %68, label %465, label %498

465:                                              ; preds = %463
  %466 = sub nsw i64 %464, %15
  %467 = mul nsw i64 %466, %8
  %468 = add i64 %262, %467
  %469 = mul nuw nsw i64 %464, %12
  %470 = getelementptr inbounds nuw i32, ptr %32, i64 %464
  %471 = load i32, ptr %470, align 4
  br i1 %170, label %493, label %472

472:                                              ; preds = %465
  %473 = insertelement <8 x i64> poison, i64 %468, i64 0
  %474 = shufflevector <8 x i64> %473, <8 x i64> poison, <8 x i32> zeroinitializer
  %475 = insertelement <8 x i64> poison, i64 %469, i64 0
  %476 = shufflevector <8 x i64> %475, <8 x i64> poison, <8 x i32> zeroinitializer
  %477 = insertelement <8 x i32> poison, i32 %471, i64 0
  %478 = shufflevector <8 x i32> %477, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %479

479:                                              ; preds = %479, %472
  %480 = phi i64 [ 0, %472 ], [ %489, %479 ]
  %481 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %472 ], [ %490, %479 ]
  %482 = add <8 x i64> %474, %481
  %483 = add nuw nsw <8 x i64> %481, %476
  %484 = getelementptr [4 x i64], ptr %260, <8 x i64> %483
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %482, <8 x ptr> align 8 %484, <8 x i1> splat (i1 true))
  %485 = getelementptr inbounds nuw i32, ptr %33, i64 %480
  %486 = load <8 x i32>, ptr %485, align 16
  %487 = and <8 x i32> %486, %478
  %488 = getelementptr [4 x i32], ptr %261, <8 x i64> %483
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %487, <8 x ptr> align 4 %488, <8 x i1> splat (i1 true))
  %489 = add nuw i64 %480, 8
  %490 = add nuw nsw <8 x i64> %481, splat (i64 8)
  %491 = icmp eq i64 %489, %171
  br i1 %491, label %492, label %479

492:                                              ; preds = %479
  br i1 %172, label %498, label %493

493:                                              ; preds = %465, %492
  %494 = phi i64 [ 0, %465 ], [ %171, %492 ]
  br label %501

495:                                              ; preds = %498, %258
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  %496 = add nuw nsw i64 %247, 1
  %497 = icmp eq i64 %496, 4
  br i1 %497, label %512, label %246

498:                                              ; preds = %501, %492, %463
  %499 = add nuw nsw i64 %464, 1
  %500 = icmp eq i64 %499, %11
  br i1 %500, label %495, label %463

501:                                              ; preds = %493, %501
  %502 = phi i64 [ %510, %501 ], [ %494, %493 ]
  %503 = add i64 %468, %502
  %504 = add nuw nsw i64 %502, %469
  %505 = getelementptr [4 x i64], ptr %260, i64 %504
  store i64 %503, ptr %505, align 8
  %506 = getelementptr inbounds nuw i32, ptr %33, i64 %502
  %507 = load i32, ptr %506, align 4
  %508 = and i32 %507, %471
  %509 = getelementptr [4 x i32], ptr %261, i64 %504
  store i32 %508, ptr %509, align 4
  %510 = add nuw nsw i64 %502, 1
  %511 = icmp eq i64 %510, %12
  br i1 %511, label %498, label %501

512:                                              ; preds = %495
  br i1 %223, label %513, label %557

513:                                              ; preds = %512
  %514 = icmp eq i32 %234, 4
  %515 = icmp sgt i32 %234, 0
  %516 = zext nneg i32 %234 to i64
  %517 = extractelement <4 x i64> %244, i64 0
  %518 = icmp sgt i64 %517, 15
  %519 = trunc i64 %517 to i32
  %520 = shl nsw i32 -1, %519
  %521 = trunc i32 %520 to i16
  %522 = xor i16 %521, -1
  %523 = select i1 %518, i16 -1, i16 %522
  %524 = extractelement <4 x i64> %244, i64 1
  %525 = icmp sgt i64 %524, 15
  %526 = trunc i64 %524 to i32
  %527 = shl nsw i32 -1, %526
  %528 = trunc i32 %527 to i16
  %529 = xor i16 %528, -1
  %530 = select i1 %525, i16 -1, i16 %529
  %531 = extractelement <4 x i64> %244, i64 2
  %532 = icmp sgt i64 %531, 15
  %533 = trunc i64 %531 to i32
  %534 = shl nsw i32 -1, %533
  %535 = trunc i32 %534 to i16
  %536 = xor i16 %535, -1
  %537 = select i1 %532, i16 -1, i16 %536
  %538 = extractelement <4 x i64> %244, i64 3
  %539 = icmp sgt i64 %538, 15
  %540 = trunc i64 %538 to i32
  %541 = shl nsw i32 -1, %540
  %542 = trunc i32 %541 to i16
  %543 = xor i16 %542, -1
  %544 = select i1 %539, i16 -1, i16 %543
  %545 = bitcast i16 %523 to <16 x i1>
  %546 = bitcast i16 %530 to <16 x i1>
  %547 = bitcast i16 %537 to <16 x i1>
  %548 = bitcast i16 %544 to <16 x i1>
  %549 = bitcast i16 %523 to <16 x i1>
  %550 = bitcast i16 %530 to <16 x i1>
  %551 = bitcast i16 %537 to <16 x i1>
  %552 = bitcast i16 %544 to <16 x i1>
  %553 = extractelement <4 x i64> %240, i64 0
  %554 = extractelement <4 x i64> %240, i64 1
  %555 = extractelement <4 x i64> %240, i64 2
  %556 = extractelement <4 x i64> %240, i64 3
  br label %560

557:                                              ; preds = %2147, %512
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  %558 = add nsw i64 %230, 4
  %559 = icmp slt i64 %558, %208
  br i1 %559, label %229, label %226

560:                                              ; preds = %513, %2147
  %561 = phi i64 [ %219, %513 ], [ %2148, %2147 ]
  %562 = sub nsw i64 %205, %561
  %563 = icmp sgt i64 %562, 5
  %564 = select i1 %563, i64 %561, i64 %69
  %565 = sub nsw i64 %561, %564
  br i1 %514, label %610, label %566

566:                                              ; preds = %560
  br i1 %515, label %567, label %2147

567:                                              ; preds = %566
  %568 = mul i64 %73, %564
  %569 = getelementptr inbounds float, ptr %40, i64 %564
  %570 = getelementptr inbounds float, ptr %39, i64 %568
  %571 = getelementptr inbounds nuw i8, ptr %569, i64 4
  %572 = getelementptr inbounds nuw i8, ptr %569, i64 8
  %573 = getelementptr inbounds nuw i8, ptr %569, i64 12
  %574 = getelementptr inbounds nuw i8, ptr %569, i64 16
  %575 = getelementptr inbounds nuw i8, ptr %569, i64 20
  %576 = mul nsw i64 %564, %52
  %577 = getelementptr inbounds float, ptr %212, i64 %576
  %578 = add nsw i64 %564, 1
  %579 = mul nsw i64 %578, %52
  %580 = getelementptr inbounds float, ptr %212, i64 %579
  %581 = add nsw i64 %564, 2
  %582 = mul nsw i64 %581, %52
  %583 = getelementptr inbounds float, ptr %212, i64 %582
  %584 = add nsw i64 %564, 3
  %585 = mul nsw i64 %584, %52
  %586 = getelementptr inbounds float, ptr %212, i64 %585
  %587 = add nsw i64 %564, 4
  %588 = mul nsw i64 %587, %52
  %589 = getelementptr inbounds float, ptr %212, i64 %588
  %590 = add nsw i64 %564, 5
  %591 = mul nsw i64 %590, %52
  %592 = getelementptr inbounds float, ptr %212, i64 %591
  %593 = mul nsw i64 %564, %52
  %594 = icmp sgt i64 %565, 0
  %595 = add nsw i64 %564, 1
  %596 = mul nsw i64 %595, %52
  %597 = icmp sgt i64 %565, 1
  %598 = add nsw i64 %564, 2
  %599 = mul nsw i64 %598, %52
  %600 = icmp sgt i64 %565, 2
  %601 = add nsw i64 %564, 3
  %602 = mul nsw i64 %601, %52
  %603 = icmp sgt i64 %565, 3
  %604 = add nsw i64 %564, 4
  %605 = mul nsw i64 %604, %52
  %606 = icmp sgt i64 %565, 4
  %607 = add nsw i64 %564, 5
  %608 = mul nsw i64 %607, %52
  %609 = icmp sgt i64 %565, 5
  br label %1552

610:                                              ; preds = %560
  %611 = getelementptr inbounds float, ptr %40, i64 %564
  br i1 %72, label %623, label %612

612:                                              ; preds = %610
  %613 = load float, ptr %611, align 4
  %614 = insertelement <16 x float> poison, float %613, i64 0
  %615 = shufflevector <16 x float> %614, <16 x float> poison, <16 x i32> zeroinitializer
  %616 = insertelement <16 x float> poison, float %613, i64 0
  %617 = shufflevector <16 x float> %616, <16 x float> poison, <16 x i32> zeroinitializer
  %618 = insertelement <16 x float> poison, float %613, i64 0
  %619 = shufflevector <16 x float> %618, <16 x float> poison, <16 x i32> zeroinitializer
  %620 = load float, ptr %611, align 4
  %621 = insertelement <16 x float> poison, float %620, i64 0
  %622 = shufflevector <16 x float> %621, <16 x float> poison, <16 x i32> zeroinitializer
  br label %634

623:                                              ; preds = %610
  %624 = mul nsw i64 %564, %52
  %625 = getelementptr inbounds float, ptr %212, i64 %624
  %626 = getelementptr inbounds float, ptr %625, i64 %553
  %627 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %626, <16 x i1> %545, <16 x float> zeroinitializer)
  %628 = getelementptr inbounds float, ptr %625, i64 %554
  %629 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %628, <16 x i1> %546, <16 x float> zeroinitializer)
  %630 = getelementptr inbounds float, ptr %625, i64 %555
  %631 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %630, <16 x i1> %547, <16 x float> zeroinitializer)
  %632 = getelementptr inbounds float, ptr %625, i64 %556
  %633 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %632, <16 x i1> %548, <16 x float> zeroinitializer)
  br label %634

634:                                              ; preds = %623, %612
  %635 = phi <16 x float> [ %631, %623 ], [ %619, %612 ]
  %636 = phi <16 x float> [ %629, %623 ], [ %617, %612 ]
  %637 = phi <16 x float> [ %627, %623 ], [ %615, %612 ]
  %638 = phi <16 x float> [ %633, %623 ], [ %622, %612 ]
  br i1 %72, label %651, label %639

639:                                              ; preds = %634
  %640 = getelementptr inbounds nuw i8, ptr %611, i64 4
  %641 = load float, ptr %640, align 4
  %642 = insertelement <16 x float> poison, float %641, i64 0
  %643 = shufflevector <16 x float> %642, <16 x float> poison, <16 x i32> zeroinitializer
  %644 = insertelement <16 x float> poison, float %641, i64 0
  %645 = shufflevector <16 x float> %644, <16 x float> poison, <16 x i32> zeroinitializer
  %646 = insertelement <16 x float> poison, float %641, i64 0
  %647 = shufflevector <16 x float> %646, <16 x float> poison, <16 x i32> zeroinitializer
  %648 = load float, ptr %640, align 4
  %649 = insertelement <16 x float> poison, float %648, i64 0
  %650 = shufflevector <16 x float> %649, <16 x float> poison, <16 x i32> zeroinitializer
  br label %663

651:                                              ; preds = %634
  %652 = add nsw i64 %564, 1
  %653 = mul nsw i64 %652, %52
  %654 = getelementptr inbounds float, ptr %212, i64 %653
  %655 = getelementptr inbounds float, ptr %654, i64 %553
  %656 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %655, <16 x i1> %545, <16 x float> zeroinitializer)
  %657 = getelementptr inbounds float, ptr %654, i64 %554
  %658 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %657, <16 x i1> %546, <16 x float> zeroinitializer)
  %659 = getelementptr inbounds float, ptr %654, i64 %555
  %660 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %659, <16 x i1> %547, <16 x float> zeroinitializer)
  %661 = getelementptr inbounds float, ptr %654, i64 %556
  %662 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %661, <16 x i1> %548, <16 x float> zeroinitializer)
  br label %663

663:                                              ; preds = %651, %639
  %664 = phi <16 x float> [ %660, %651 ], [ %647, %639 ]
  %665 = phi <16 x float> [ %658, %651 ], [ %645, %639 ]
  %666 = phi <16 x float> [ %656, %651 ], [ %643, %639 ]
  %667 = phi <16 x float> [ %662, %651 ], [ %650, %639 ]
  br i1 %72, label %680, label %668

668:                                              ; preds = %663
  %669 = getelementptr inbounds nuw i8, ptr %611, i64 8
  %670 = load float, ptr %669, align 4
  %671 = insertelement <16 x float> poison, float %670, i64 0
  %672 = shufflevector <16 x float> %671, <16 x float> poison, <16 x i32> zeroinitializer
  %673 = insertelement <16 x float> poison, float %670, i64 0
  %674 = shufflevector <16 x float> %673, <16 x float> poison, <16 x i32> zeroinitializer
  %675 = insertelement <16 x float> poison, float %670, i64 0
  %676 = shufflevector <16 x float> %675, <16 x float> poison, <16 x i32> zeroinitializer
  %677 = load float, ptr %669, align 4
  %678 = insertelement <16 x float> poison, float %677, i64 0
  %679 = shufflevector <16 x float> %678, <16 x float> poison, <16 x i32> zeroinitializer
  br label %692

680:                                              ; preds = %663
  %681 = add nsw i64 %564, 2
  %682 = mul nsw i64 %681, %52
  %683 = getelementptr inbounds float, ptr %212, i64 %682
  %684 = getelementptr inbounds float, ptr %683, i64 %553
  %685 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %684, <16 x i1> %545, <16 x float> zeroinitializer)
  %686 = getelementptr inbounds float, ptr %683, i64 %554
  %687 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %686, <16 x i1> %546, <16 x float> zeroinitializer)
  %688 = getelementptr inbounds float, ptr %683, i64 %555
  %689 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %688, <16 x i1> %547, <16 x float> zeroinitializer)
  %690 = getelementptr inbounds float, ptr %683, i64 %556
  %691 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %690, <16 x i1> %548, <16 x float> zeroinitializer)
  br label %692

692:                                              ; preds = %680, %668
  %693 = phi <16 x float> [ %689, %680 ], [ %676, %668 ]
  %694 = phi <16 x float> [ %687, %680 ], [ %674, %668 ]
  %695 = phi <16 x float> [ %685, %680 ], [ %672, %668 ]
  %696 = phi <16 x float> [ %691, %680 ], [ %679, %668 ]
  br i1 %72, label %709, label %697

697:                                              ; preds = %692
  %698 = getelementptr inbounds nuw i8, ptr %611, i64 12
  %699 = load float, ptr %698, align 4
  %700 = insertelement <16 x float> poison, float %699, i64 0
  %701 = shufflevector <16 x float> %700, <16 x float> poison, <16 x i32> zeroinitializer
  %702 = insertelement <16 x float> poison, float %699, i64 0
  %703 = shufflevector <16 x float> %702, <16 x float> poison, <16 x i32> zeroinitializer
  %704 = insertelement <16 x float> poison, float %699, i64 0
  %705 = shufflevector <16 x float> %704, <16 x float> poison, <16 x i32> zeroinitializer
  %706 = load float, ptr %698, align 4
  %707 = insertelement <16 x float> poison, float %706, i64 0
  %708 = shufflevector <16 x float> %707, <16 x float> poison, <16 x i32> zeroinitializer
  br label %721

709:                                              ; preds = %692
  %710 = add nsw i64 %564, 3
  %711 = mul nsw i64 %710, %52
  %712 = getelementptr inbounds float, ptr %212, i64 %711
  %713 = getelementptr inbounds float, ptr %712, i64 %553
  %714 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %713, <16 x i1> %545, <16 x float> zeroinitializer)
  %715 = getelementptr inbounds float, ptr %712, i64 %554
  %716 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %715, <16 x i1> %546, <16 x float> zeroinitializer)
  %717 = getelementptr inbounds float, ptr %712, i64 %555
  %718 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %717, <16 x i1> %547, <16 x float> zeroinitializer)
  %719 = getelementptr inbounds float, ptr %712, i64 %556
  %720 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %719, <16 x i1> %548, <16 x float> zeroinitializer)
  br label %721

721:                                              ; preds = %709, %697
  %722 = phi <16 x float> [ %718, %709 ], [ %705, %697 ]
  %723 = phi <16 x float> [ %716, %709 ], [ %703, %697 ]
  %724 = phi <16 x float> [ %714, %709 ], [ %701, %697 ]
  %725 = phi <16 x float> [ %720, %709 ], [ %708, %697 ]
  br i1 %72, label %738, label %726

726:                                              ; preds = %721
  %727 = getelementptr inbounds nuw i8, ptr %611, i64 16
  %728 = load float, ptr %727, align 4
  %729 = insertelement <16 x float> poison, float %728, i64 0
  %730 = shufflevector <16 x float> %729, <16 x float> poison, <16 x i32> zeroinitializer
  %731 = insertelement <16 x float> poison, float %728, i64 0
  %732 = shufflevector <16 x float> %731, <16 x float> poison, <16 x i32> zeroinitializer
  %733 = insertelement <16 x float> poison, float %728, i64 0
  %734 = shufflevector <16 x float> %733, <16 x float> poison, <16 x i32> zeroinitializer
  %735 = load float, ptr %727, align 4
  %736 = insertelement <16 x float> poison, float %735, i64 0
  %737 = shufflevector <16 x float> %736, <16 x float> poison, <16 x i32> zeroinitializer
  br label %750

738:                                              ; preds = %721
  %739 = add nsw i64 %564, 4
  %740 = mul nsw i64 %739, %52
  %741 = getelementptr inbounds float, ptr %212, i64 %740
  %742 = getelementptr inbounds float, ptr %741, i64 %553
  %743 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %742, <16 x i1> %545, <16 x float> zeroinitializer)
  %744 = getelementptr inbounds float, ptr %741, i64 %554
  %745 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %744, <16 x i1> %546, <16 x float> zeroinitializer)
  %746 = getelementptr inbounds float, ptr %741, i64 %555
  %747 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %746, <16 x i1> %547, <16 x float> zeroinitializer)
  %748 = getelementptr inbounds float, ptr %741, i64 %556
  %749 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %748, <16 x i1> %548, <16 x float> zeroinitializer)
  br label %750

750:                                              ; preds = %738, %726
  %751 = phi <16 x float> [ %747, %738 ], [ %734, %726 ]
  %752 = phi <16 x float> [ %745, %738 ], [ %732, %726 ]
  %753 = phi <16 x float> [ %743, %738 ], [ %730, %726 ]
  %754 = phi <16 x float> [ %749, %738 ], [ %737, %726 ]
  br i1 %72, label %767, label %755

755:                                              ; preds = %750
  %756 = getelementptr inbounds nuw i8, ptr %611, i64 20
  %757 = load float, ptr %756, align 4
  %758 = insertelement <16 x float> poison, float %757, i64 0
  %759 = shufflevector <16 x float> %758, <16 x float> poison, <16 x i32> zeroinitializer
  %760 = insertelement <16 x float> poison, float %757, i64 0
  %761 = shufflevector <16 x float> %760, <16 x float> poison, <16 x i32> zeroinitializer
  %762 = insertelement <16 x float> poison, float %757, i64 0
  %763 = shufflevector <16 x float> %762, <16 x float> poison, <16 x i32> zeroinitializer
  %764 = load float, ptr %756, align 4
  %765 = insertelement <16 x float> poison, float %764, i64 0
  %766 = shufflevector <16 x float> %765, <16 x float> poison, <16 x i32> zeroinitializer
  br label %779

767:                                              ; preds = %750
  %768 = add nsw i64 %564, 5
  %769 = mul nsw i64 %768, %52
  %770 = getelementptr inbounds float, ptr %212, i64 %769
  %771 = getelementptr inbounds float, ptr %770, i64 %553
  %772 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %771, <16 x i1> %545, <16 x float> zeroinitializer)
  %773 = getelementptr inbounds float, ptr %770, i64 %554
  %774 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %773, <16 x i1> %546, <16 x float> zeroinitializer)
  %775 = getelementptr inbounds float, ptr %770, i64 %555
  %776 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %775, <16 x i1> %547, <16 x float> zeroinitializer)
  %777 = getelementptr inbounds float, ptr %770, i64 %556
  %778 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %777, <16 x i1> %548, <16 x float> zeroinitializer)
  br label %779

779:                                              ; preds = %767, %755
  %780 = phi <16 x float> [ %776, %767 ], [ %763, %755 ]
  %781 = phi <16 x float> [ %774, %767 ], [ %761, %755 ]
  %782 = phi <16 x float> [ %772, %767 ], [ %759, %755 ]
  %783 = phi <16 x float> [ %778, %767 ], [ %766, %755 ]
  %784 = mul i64 %73, %564
  %785 = getelementptr inbounds float, ptr %39, i64 %784
  br i1 %77, label %861, label %836

786:                                              ; preds = %1211, %861
  %787 = phi <16 x float> [ %862, %861 ], [ %1212, %1211 ]
  %788 = phi <16 x float> [ %863, %861 ], [ %1213, %1211 ]
  %789 = phi <16 x float> [ %864, %861 ], [ %1214, %1211 ]
  %790 = phi <16 x float> [ %865, %861 ], [ %1215, %1211 ]
  %791 = phi <16 x float> [ %866, %861 ], [ %1216, %1211 ]
  %792 = phi <16 x float> [ %867, %861 ], [ %1217, %1211 ]
  %793 = phi <16 x float> [ %868, %861 ], [ %1218, %1211 ]
  %794 = phi <16 x float> [ %869, %861 ], [ %1219, %1211 ]
  %795 = phi <16 x float> [ %870, %861 ], [ %1220, %1211 ]
  %796 = phi <16 x float> [ %871, %861 ], [ %1221, %1211 ]
  %797 = phi <16 x float> [ %872, %861 ], [ %1222, %1211 ]
  %798 = phi <16 x float> [ %873, %861 ], [ %1223, %1211 ]
  %799 = phi <16 x float> [ %874, %861 ], [ %1224, %1211 ]
  %800 = phi <16 x float> [ %875, %861 ], [ %1225, %1211 ]
  %801 = phi <16 x float> [ %876, %861 ], [ %1226, %1211 ]
  %802 = phi <16 x float> [ %877, %861 ], [ %1227, %1211 ]
  %803 = phi <16 x float> [ %878, %861 ], [ %1228, %1211 ]
  %804 = phi <16 x float> [ %879, %861 ], [ %1229, %1211 ]
  %805 = phi <16 x float> [ %880, %861 ], [ %1230, %1211 ]
  %806 = phi <16 x float> [ %881, %861 ], [ %1231, %1211 ]
  %807 = phi <16 x float> [ %882, %861 ], [ %1232, %1211 ]
  %808 = phi <16 x float> [ %883, %861 ], [ %1233, %1211 ]
  %809 = phi <16 x float> [ %884, %861 ], [ %1234, %1211 ]
  %810 = phi <16 x float> [ %885, %861 ], [ %1235, %1211 ]
  %811 = phi <16 x float> [ %886, %861 ], [ %1236, %1211 ]
  %812 = phi <16 x float> [ %887, %861 ], [ %1237, %1211 ]
  %813 = phi <16 x float> [ %888, %861 ], [ %1238, %1211 ]
  %814 = phi <16 x float> [ %889, %861 ], [ %1239, %1211 ]
  %815 = phi <16 x float> [ %890, %861 ], [ %1240, %1211 ]
  %816 = phi <16 x float> [ %891, %861 ], [ %1241, %1211 ]
  %817 = phi <16 x float> [ %892, %861 ], [ %1242, %1211 ]
  %818 = phi <16 x float> [ %893, %861 ], [ %1243, %1211 ]
  %819 = phi <16 x float> [ %894, %861 ], [ %1244, %1211 ]
  %820 = phi <16 x float> [ %895, %861 ], [ %1245, %1211 ]
  %821 = phi <16 x float> [ %896, %861 ], [ %1246, %1211 ]
  %822 = phi <16 x float> [ %897, %861 ], [ %1247, %1211 ]
  %823 = phi <16 x float> [ %898, %861 ], [ %1248, %1211 ]
  %824 = phi <16 x float> [ %899, %861 ], [ %1249, %1211 ]
  %825 = phi <16 x float> [ %900, %861 ], [ %1250, %1211 ]
  %826 = phi <16 x float> [ %901, %861 ], [ %1251, %1211 ]
  %827 = phi <16 x float> [ %902, %861 ], [ %1252, %1211 ]
  %828 = phi <16 x float> [ %903, %861 ], [ %1253, %1211 ]
  %829 = phi <16 x float> [ %904, %861 ], [ %1254, %1211 ]
  %830 = phi <16 x float> [ %905, %861 ], [ %1255, %1211 ]
  %831 = phi <16 x float> [ %906, %861 ], [ %1256, %1211 ]
  %832 = phi <16 x float> [ %907, %861 ], [ %1257, %1211 ]
  %833 = phi <16 x float> [ %908, %861 ], [ %1258, %1211 ]
  %834 = phi <16 x float> [ %909, %861 ], [ %1259, %1211 ]
  %835 = icmp slt i64 %913, %5
  br i1 %835, label %861, label %836

836:                                              ; preds = %786, %779
  %837 = phi <16 x float> [ %783, %779 ], [ %787, %786 ]
  %838 = phi <16 x float> [ %780, %779 ], [ %788, %786 ]
  %839 = phi <16 x float> [ %781, %779 ], [ %789, %786 ]
  %840 = phi <16 x float> [ %782, %779 ], [ %790, %786 ]
  %841 = phi <16 x float> [ %754, %779 ], [ %791, %786 ]
  %842 = phi <16 x float> [ %751, %779 ], [ %792, %786 ]
  %843 = phi <16 x float> [ %752, %779 ], [ %793, %786 ]
  %844 = phi <16 x float> [ %753, %779 ], [ %794, %786 ]
  %845 = phi <16 x float> [ %725, %779 ], [ %795, %786 ]
  %846 = phi <16 x float> [ %722, %779 ], [ %796, %786 ]
  %847 = phi <16 x float> [ %723, %779 ], [ %797, %786 ]
  %848 = phi <16 x float> [ %724, %779 ], [ %798, %786 ]
  %849 = phi <16 x float> [ %696, %779 ], [ %799, %786 ]
  %850 = phi <16 x float> [ %693, %779 ], [ %800, %786 ]
  %851 = phi <16 x float> [ %694, %779 ], [ %801, %786 ]
  %852 = phi <16 x float> [ %695, %779 ], [ %802, %786 ]
  %853 = phi <16 x float> [ %667, %779 ], [ %803, %786 ]
  %854 = phi <16 x float> [ %664, %779 ], [ %804, %786 ]
  %855 = phi <16 x float> [ %665, %779 ], [ %805, %786 ]
  %856 = phi <16 x float> [ %666, %779 ], [ %806, %786 ]
  %857 = phi <16 x float> [ %638, %779 ], [ %807, %786 ]
  %858 = phi <16 x float> [ %635, %779 ], [ %808, %786 ]
  %859 = phi <16 x float> [ %636, %779 ], [ %809, %786 ]
  %860 = phi <16 x float> [ %637, %779 ], [ %810, %786 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  store <16 x float> %860, ptr %31, align 64
  store <16 x float> %859, ptr %173, align 64
  store <16 x float> %858, ptr %174, align 64
  store <16 x float> %857, ptr %175, align 64
  store <16 x float> %856, ptr %176, align 64
  store <16 x float> %855, ptr %177, align 64
  store <16 x float> %854, ptr %178, align 64
  store <16 x float> %853, ptr %179, align 64
  store <16 x float> %852, ptr %180, align 64
  store <16 x float> %851, ptr %181, align 64
  store <16 x float> %850, ptr %182, align 64
  store <16 x float> %849, ptr %183, align 64
  store <16 x float> %848, ptr %184, align 64
  store <16 x float> %847, ptr %185, align 64
  store <16 x float> %846, ptr %186, align 64
  store <16 x float> %845, ptr %187, align 64
  store <16 x float> %844, ptr %188, align 64
  store <16 x float> %843, ptr %189, align 64
  store <16 x float> %842, ptr %190, align 64
  store <16 x float> %841, ptr %191, align 64
  store <16 x float> %840, ptr %192, align 64
  store <16 x float> %839, ptr %193, align 64
  store <16 x float> %838, ptr %194, align 64
  store <16 x float> %837, ptr %195, align 64
  br label %1286

861:                                              ; preds = %779, %786
  %862 = phi <16 x float> [ %787, %786 ], [ %783, %779 ]
  %863 = phi <16 x float> [ %788, %786 ], [ %780, %779 ]
  %864 = phi <16 x float> [ %789, %786 ], [ %781, %779 ]
  %865 = phi <16 x float> [ %790, %786 ], [ %782, %779 ]
  %866 = phi <16 x float> [ %791, %786 ], [ %754, %779 ]
  %867 = phi <16 x float> [ %792, %786 ], [ %751, %779 ]
  %868 = phi <16 x float> [ %793, %786 ], [ %752, %779 ]
  %869 = phi <16 x float> [ %794, %786 ], [ %753, %779 ]
  %870 = phi <16 x float> [ %795, %786 ], [ %725, %779 ]
  %871 = phi <16 x float> [ %796, %786 ], [ %722, %779 ]
  %872 = phi <16 x float> [ %797, %786 ], [ %723, %779 ]
  %873 = phi <16 x float> [ %798, %786 ], [ %724, %779 ]
  %874 = phi <16 x float> [ %799, %786 ], [ %696, %779 ]
  %875 = phi <16 x float> [ %800, %786 ], [ %693, %779 ]
  %876 = phi <16 x float> [ %801, %786 ], [ %694, %779 ]
  %877 = phi <16 x float> [ %802, %786 ], [ %695, %779 ]
  %878 = phi <16 x float> [ %803, %786 ], [ %667, %779 ]
  %879 = phi <16 x float> [ %804, %786 ], [ %664, %779 ]
  %880 = phi <16 x float> [ %805, %786 ], [ %665, %779 ]
  %881 = phi <16 x float> [ %806, %786 ], [ %666, %779 ]
  %882 = phi <16 x float> [ %807, %786 ], [ %638, %779 ]
  %883 = phi <16 x float> [ %808, %786 ], [ %635, %779 ]
  %884 = phi <16 x float> [ %809, %786 ], [ %636, %779 ]
  %885 = phi <16 x float> [ %810, %786 ], [ %637, %779 ]
  %886 = phi <16 x float> [ %811, %786 ], [ %783, %779 ]
  %887 = phi <16 x float> [ %812, %786 ], [ %780, %779 ]
  %888 = phi <16 x float> [ %813, %786 ], [ %781, %779 ]
  %889 = phi <16 x float> [ %814, %786 ], [ %782, %779 ]
  %890 = phi <16 x float> [ %815, %786 ], [ %754, %779 ]
  %891 = phi <16 x float> [ %816, %786 ], [ %751, %779 ]
  %892 = phi <16 x float> [ %817, %786 ], [ %752, %779 ]
  %893 = phi <16 x float> [ %818, %786 ], [ %753, %779 ]
  %894 = phi <16 x float> [ %819, %786 ], [ %638, %779 ]
  %895 = phi <16 x float> [ %820, %786 ], [ %635, %779 ]
  %896 = phi <16 x float> [ %821, %786 ], [ %636, %779 ]
  %897 = phi <16 x float> [ %822, %786 ], [ %637, %779 ]
  %898 = phi <16 x float> [ %823, %786 ], [ %666, %779 ]
  %899 = phi <16 x float> [ %824, %786 ], [ %725, %779 ]
  %900 = phi <16 x float> [ %825, %786 ], [ %722, %779 ]
  %901 = phi <16 x float> [ %826, %786 ], [ %723, %779 ]
  %902 = phi <16 x float> [ %827, %786 ], [ %724, %779 ]
  %903 = phi <16 x float> [ %828, %786 ], [ %696, %779 ]
  %904 = phi <16 x float> [ %829, %786 ], [ %693, %779 ]
  %905 = phi <16 x float> [ %830, %786 ], [ %694, %779 ]
  %906 = phi <16 x float> [ %831, %786 ], [ %695, %779 ]
  %907 = phi <16 x float> [ %832, %786 ], [ %667, %779 ]
  %908 = phi <16 x float> [ %833, %786 ], [ %664, %779 ]
  %909 = phi <16 x float> [ %834, %786 ], [ %665, %779 ]
  %910 = phi i64 [ %913, %786 ], [ 0, %779 ]
  %911 = sub nsw i64 %5, %910
  %912 = icmp slt i64 %911, %76
  %913 = add nuw nsw i64 %910, %76
  %914 = select i1 %912, i64 %5, i64 %913
  br i1 %78, label %915, label %786

915:                                              ; preds = %861
  %916 = mul nsw i64 %910, %70
  %917 = getelementptr inbounds float, ptr %210, i64 %916
  %918 = mul nuw nsw i64 %910, %71
  %919 = getelementptr inbounds nuw float, ptr %785, i64 %918
  %920 = icmp slt i64 %910, %914
  br label %921

921:                                              ; preds = %915, %1211
  %922 = phi <16 x float> [ %862, %915 ], [ %1212, %1211 ]
  %923 = phi <16 x float> [ %863, %915 ], [ %1213, %1211 ]
  %924 = phi <16 x float> [ %864, %915 ], [ %1214, %1211 ]
  %925 = phi <16 x float> [ %865, %915 ], [ %1215, %1211 ]
  %926 = phi <16 x float> [ %866, %915 ], [ %1216, %1211 ]
  %927 = phi <16 x float> [ %867, %915 ], [ %1217, %1211 ]
  %928 = phi <16 x float> [ %868, %915 ], [ %1218, %1211 ]
  %929 = phi <16 x float> [ %869, %915 ], [ %1219, %1211 ]
  %930 = phi <16 x float> [ %870, %915 ], [ %1220, %1211 ]
  %931 = phi <16 x float> [ %871, %915 ], [ %1221, %1211 ]
  %932 = phi <16 x float> [ %872, %915 ], [ %1222, %1211 ]
  %933 = phi <16 x float> [ %873, %915 ], [ %1223, %1211 ]
  %934 = phi <16 x float> [ %874, %915 ], [ %1224, %1211 ]
  %935 = phi <16 x float> [ %875, %915 ], [ %1225, %1211 ]
  %936 = phi <16 x float> [ %876, %915 ], [ %1226, %1211 ]
  %937 = phi <16 x float> [ %877, %915 ], [ %1227, %1211 ]
  %938 = phi <16 x float> [ %878, %915 ], [ %1228, %1211 ]
  %939 = phi <16 x float> [ %879, %915 ], [ %1229, %1211 ]
  %940 = phi <16 x float> [ %880, %915 ], [ %1230, %1211 ]
  %941 = phi <16 x float> [ %881, %915 ], [ %1231, %1211 ]
  %942 = phi <16 x float> [ %882, %915 ], [ %1232, %1211 ]
  %943 = phi <16 x float> [ %883, %915 ], [ %1233, %1211 ]
  %944 = phi <16 x float> [ %884, %915 ], [ %1234, %1211 ]
  %945 = phi <16 x float> [ %885, %915 ], [ %1235, %1211 ]
  %946 = phi <16 x float> [ %886, %915 ], [ %1236, %1211 ]
  %947 = phi <16 x float> [ %887, %915 ], [ %1237, %1211 ]
  %948 = phi <16 x float> [ %888, %915 ], [ %1238, %1211 ]
  %949 = phi <16 x float> [ %889, %915 ], [ %1239, %1211 ]
  %950 = phi <16 x float> [ %890, %915 ], [ %1240, %1211 ]
  %951 = phi <16 x float> [ %891, %915 ], [ %1241, %1211 ]
  %952 = phi <16 x float> [ %892, %915 ], [ %1242, %1211 ]
  %953 = phi <16 x float> [ %893, %915 ], [ %1243, %1211 ]
  %954 = phi <16 x float> [ %894, %915 ], [ %1244, %1211 ]
  %955 = phi <16 x float> [ %895, %915 ], [ %1245, %1211 ]
  %956 = phi <16 x float> [ %896, %915 ], [ %1246, %1211 ]
  %957 = phi <16 x float> [ %897, %915 ], [ %1247, %1211 ]
  %958 = phi <16 x float> [ %898, %915 ], [ %1248, %1211 ]
  %959 = phi <16 x float> [ %899, %915 ], [ %1249, %1211 ]
  %960 = phi <16 x float> [ %900, %915 ], [ %1250, %1211 ]
  %961 = phi <16 x float> [ %901, %915 ], [ %1251, %1211 ]
  %962 = phi <16 x float> [ %902, %915 ], [ %1252, %1211 ]
  %963 = phi <16 x float> [ %903, %915 ], [ %1253, %1211 ]
  %964 = phi <16 x float> [ %904, %915 ], [ %1254, %1211 ]
  %965 = phi <16 x float> [ %905, %915 ], [ %1255, %1211 ]
  %966 = phi <16 x float> [ %906, %915 ], [ %1256, %1211 ]
  %967 = phi <16 x float> [ %907, %915 ], [ %1257, %1211 ]
  %968 = phi <16 x float> [ %908, %915 ], [ %1258, %1211 ]
  %969 = phi <16 x float> [ %909, %915 ], [ %1259, %1211 ]
  %970 = phi <16 x float> [ %886, %915 ], [ %1260, %1211 ]
  %971 = phi <16 x float> [ %887, %915 ], [ %1261, %1211 ]
  %972 = phi <16 x float> [ %888, %915 ], [ %1262, %1211 ]
  %973 = phi <16 x float> [ %889, %915 ], [ %1263, %1211 ]
  %974 = phi <16 x float> [ %890, %915 ], [ %1264, %1211 ]
  %975 = phi <16 x float> [ %891, %915 ], [ %1265, %1211 ]
  %976 = phi <16 x float> [ %892, %915 ], [ %1266, %1211 ]
  %977 = phi <16 x float> [ %893, %915 ], [ %1267, %1211 ]
  %978 = phi <16 x float> [ %894, %915 ], [ %1268, %1211 ]
  %979 = phi <16 x float> [ %895, %915 ], [ %1269, %1211 ]
  %980 = phi <16 x float> [ %896, %915 ], [ %1270, %1211 ]
  %981 = phi <16 x float> [ %897, %915 ], [ %1271, %1211 ]
  %982 = phi <16 x float> [ %898, %915 ], [ %1272, %1211 ]
  %983 = phi <16 x float> [ %899, %915 ], [ %1273, %1211 ]
  %984 = phi <16 x float> [ %900, %915 ], [ %1274, %1211 ]
  %985 = phi <16 x float> [ %901, %915 ], [ %1275, %1211 ]
  %986 = phi <16 x float> [ %902, %915 ], [ %1276, %1211 ]
  %987 = phi <16 x float> [ %903, %915 ], [ %1277, %1211 ]
  %988 = phi <16 x float> [ %904, %915 ], [ %1278, %1211 ]
  %989 = phi <16 x float> [ %905, %915 ], [ %1279, %1211 ]
  %990 = phi <16 x float> [ %906, %915 ], [ %1280, %1211 ]
  %991 = phi <16 x float> [ %907, %915 ], [ %1281, %1211 ]
  %992 = phi <16 x float> [ %908, %915 ], [ %1282, %1211 ]
  %993 = phi <16 x float> [ %909, %915 ], [ %1283, %1211 ]
  %994 = phi i64 [ 0, %915 ], [ %1284, %1211 ]
  %995 = shl i64 %994, 4
  %996 = getelementptr nuw i8, ptr %35, i64 %995
  %997 = shl i64 %994, 5
  %998 = getelementptr nuw i8, ptr %34, i64 %997
  %999 = load i64, ptr %998, align 16
  %1000 = getelementptr inbounds nuw i8, ptr %998, i64 8
  %1001 = load i64, ptr %1000, align 8
  %1002 = getelementptr inbounds nuw i8, ptr %998, i64 16
  %1003 = load i64, ptr %1002, align 16
  %1004 = getelementptr inbounds nuw i8, ptr %998, i64 24
  %1005 = load i64, ptr %1004, align 8
  %1006 = load <4 x i32>, ptr %996, align 16
  %1007 = and <4 x i32> %1006, splat (i32 65535)
  %1008 = icmp eq <4 x i32> %1007, splat (i32 65535)
  %1009 = extractelement <4 x i1> %1008, i64 0
  %1010 = zext i1 %1009 to i32
  %1011 = extractelement <4 x i1> %1008, i64 1
  %1012 = select i1 %1011, i32 2, i32 0
  %1013 = or disjoint i32 %1012, %1010
  %1014 = extractelement <4 x i1> %1008, i64 2
  %1015 = select i1 %1014, i32 4, i32 0
  %1016 = or disjoint i32 %1015, %1013
  %1017 = extractelement <4 x i1> %1008, i64 3
  %1018 = select i1 %1017, i32 8, i32 0
  %1019 = or disjoint i32 %1018, %1016
  %1020 = getelementptr inbounds nuw float, ptr %919, i64 %994
  %1021 = icmp eq i32 %1019, 15
  br i1 %1021, label %1036, label %1022

1022:                                             ; preds = %921
  br i1 %920, label %1023, label %1211

1023:                                             ; preds = %1022
  %1024 = bitcast <4 x i32> %1006 to <8 x i16>
  %1025 = extractelement <8 x i16> %1024, i64 0
  %1026 = bitcast i16 %1025 to <16 x i1>
  %1027 = bitcast <4 x i32> %1006 to <8 x i16>
  %1028 = extractelement <8 x i16> %1027, i64 2
  %1029 = bitcast i16 %1028 to <16 x i1>
  %1030 = bitcast <4 x i32> %1006 to <8 x i16>
  %1031 = extractelement <8 x i16> %1030, i64 4
  %1032 = bitcast i16 %1031 to <16 x i1>
  %1033 = bitcast <4 x i32> %1006 to <8 x i16>
  %1034 = extractelement <8 x i16> %1033, i64 6
  %1035 = bitcast i16 %1034 to <16 x i1>
  br label %1124

1036:                                             ; preds = %921
  br i1 %920, label %1037, label %1211

1037:                                             ; preds = %1036, %1037
  %1038 = phi <16 x float> [ %1119, %1037 ], [ %970, %1036 ]
  %1039 = phi <16 x float> [ %1118, %1037 ], [ %971, %1036 ]
  %1040 = phi <16 x float> [ %1117, %1037 ], [ %972, %1036 ]
  %1041 = phi <16 x float> [ %1116, %1037 ], [ %973, %1036 ]
  %1042 = phi <16 x float> [ %1111, %1037 ], [ %974, %1036 ]
  %1043 = phi <16 x float> [ %1110, %1037 ], [ %975, %1036 ]
  %1044 = phi <16 x float> [ %1109, %1037 ], [ %976, %1036 ]
  %1045 = phi <16 x float> [ %1079, %1037 ], [ %978, %1036 ]
  %1046 = phi <16 x float> [ %1078, %1037 ], [ %979, %1036 ]
  %1047 = phi <16 x float> [ %1077, %1037 ], [ %980, %1036 ]
  %1048 = phi <16 x float> [ %1076, %1037 ], [ %981, %1036 ]
  %1049 = phi <16 x float> [ %1084, %1037 ], [ %982, %1036 ]
  %1050 = phi <16 x float> [ %1108, %1037 ], [ %977, %1036 ]
  %1051 = phi <16 x float> [ %1103, %1037 ], [ %983, %1036 ]
  %1052 = phi <16 x float> [ %1102, %1037 ], [ %984, %1036 ]
  %1053 = phi <16 x float> [ %1101, %1037 ], [ %985, %1036 ]
  %1054 = phi <16 x float> [ %1100, %1037 ], [ %986, %1036 ]
  %1055 = phi <16 x float> [ %1095, %1037 ], [ %987, %1036 ]
  %1056 = phi <16 x float> [ %1094, %1037 ], [ %988, %1036 ]
  %1057 = phi <16 x float> [ %1093, %1037 ], [ %989, %1036 ]
  %1058 = phi <16 x float> [ %1092, %1037 ], [ %990, %1036 ]
  %1059 = phi <16 x float> [ %1087, %1037 ], [ %991, %1036 ]
  %1060 = phi <16 x float> [ %1086, %1037 ], [ %992, %1036 ]
  %1061 = phi <16 x float> [ %1085, %1037 ], [ %993, %1036 ]
  %1062 = phi ptr [ %1121, %1037 ], [ %917, %1036 ]
  %1063 = phi ptr [ %1122, %1037 ], [ %1020, %1036 ]
  %1064 = phi i64 [ %1120, %1037 ], [ %910, %1036 ]
  %1065 = getelementptr inbounds float, ptr %1062, i64 %999
  %1066 = load <16 x float>, ptr %1065, align 1
  %1067 = getelementptr inbounds float, ptr %1062, i64 %1001
  %1068 = load <16 x float>, ptr %1067, align 1
  %1069 = getelementptr inbounds float, ptr %1062, i64 %1003
  %1070 = load <16 x float>, ptr %1069, align 1
  %1071 = getelementptr inbounds float, ptr %1062, i64 %1005
  %1072 = load <16 x float>, ptr %1071, align 1
  %1073 = load float, ptr %1063, align 4
  %1074 = insertelement <16 x float> poison, float %1073, i64 0
  %1075 = shufflevector <16 x float> %1074, <16 x float> poison, <16 x i32> zeroinitializer
  %1076 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1066, <16 x float> %1075, <16 x float> %1048)
  %1077 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1068, <16 x float> %1075, <16 x float> %1047)
  %1078 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1070, <16 x float> %1075, <16 x float> %1046)
  %1079 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1072, <16 x float> %1075, <16 x float> %1045)
  %1080 = getelementptr inbounds float, ptr %1063, i64 %73
  %1081 = load float, ptr %1080, align 4
  %1082 = insertelement <16 x float> poison, float %1081, i64 0
  %1083 = shufflevector <16 x float> %1082, <16 x float> poison, <16 x i32> zeroinitializer
  %1084 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1066, <16 x float> %1083, <16 x float> %1049)
  %1085 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1068, <16 x float> %1083, <16 x float> %1061)
  %1086 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1070, <16 x float> %1083, <16 x float> %1060)
  %1087 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1072, <16 x float> %1083, <16 x float> %1059)
  %1088 = getelementptr inbounds i8, ptr %1063, i64 %124
  %1089 = load float, ptr %1088, align 4
  %1090 = insertelement <16 x float> poison, float %1089, i64 0
  %1091 = shufflevector <16 x float> %1090, <16 x float> poison, <16 x i32> zeroinitializer
  %1092 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1066, <16 x float> %1091, <16 x float> %1058)
  %1093 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1068, <16 x float> %1091, <16 x float> %1057)
  %1094 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1070, <16 x float> %1091, <16 x float> %1056)
  %1095 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1072, <16 x float> %1091, <16 x float> %1055)
  %1096 = getelementptr inbounds i8, ptr %1063, i64 %125
  %1097 = load float, ptr %1096, align 4
  %1098 = insertelement <16 x float> poison, float %1097, i64 0
  %1099 = shufflevector <16 x float> %1098, <16 x float> poison, <16 x i32> zeroinitializer
  %1100 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1066, <16 x float> %1099, <16 x float> %1054)
  %1101 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1068, <16 x float> %1099, <16 x float> %1053)
  %1102 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1070, <16 x float> %1099, <16 x float> %1052)
  %1103 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1072, <16 x float> %1099, <16 x float> %1051)
  %1104 = getelementptr inbounds i8, ptr %1063, i64 %126
  %1105 = load float, ptr %1104, align 4
  %1106 = insertelement <16 x float> poison, float %1105, i64 0
  %1107 = shufflevector <16 x float> %1106, <16 x float> poison, <16 x i32> zeroinitializer
  %1108 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1066, <16 x float> %1107, <16 x float> %1050)
  %1109 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1068, <16 x float> %1107, <16 x float> %1044)
  %1110 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1070, <16 x float> %1107, <16 x float> %1043)
  %1111 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1072, <16 x float> %1107, <16 x float> %1042)
  %1112 = getelementptr inbounds i8, ptr %1063, i64 %127
  %1113 = load float, ptr %1112, align 4
  %1114 = insertelement <16 x float> poison, float %1113, i64 0
  %1115 = shufflevector <16 x float> %1114, <16 x float> poison, <16 x i32> zeroinitializer
  %1116 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1066, <16 x float> %1115, <16 x float> %1041)
  %1117 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1068, <16 x float> %1115, <16 x float> %1040)
  %1118 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1070, <16 x float> %1115, <16 x float> %1039)
  %1119 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1072, <16 x float> %1115, <16 x float> %1038)
  %1120 = add nuw nsw i64 %1064, 1
  %1121 = getelementptr inbounds float, ptr %1062, i64 %70
  %1122 = getelementptr inbounds nuw float, ptr %1063, i64 %71
  %1123 = icmp slt i64 %1120, %914
  br i1 %1123, label %1037, label %1211

1124:                                             ; preds = %1023, %1124
  %1125 = phi <16 x float> [ %1206, %1124 ], [ %970, %1023 ]
  %1126 = phi <16 x float> [ %1205, %1124 ], [ %971, %1023 ]
  %1127 = phi <16 x float> [ %1204, %1124 ], [ %972, %1023 ]
  %1128 = phi <16 x float> [ %1203, %1124 ], [ %973, %1023 ]
  %1129 = phi <16 x float> [ %1198, %1124 ], [ %974, %1023 ]
  %1130 = phi <16 x float> [ %1197, %1124 ], [ %975, %1023 ]
  %1131 = phi <16 x float> [ %1196, %1124 ], [ %976, %1023 ]
  %1132 = phi <16 x float> [ %1195, %1124 ], [ %977, %1023 ]
  %1133 = phi <16 x float> [ %1166, %1124 ], [ %978, %1023 ]
  %1134 = phi <16 x float> [ %1165, %1124 ], [ %979, %1023 ]
  %1135 = phi <16 x float> [ %1164, %1124 ], [ %980, %1023 ]
  %1136 = phi <16 x float> [ %1163, %1124 ], [ %981, %1023 ]
  %1137 = phi <16 x float> [ %1171, %1124 ], [ %982, %1023 ]
  %1138 = phi <16 x float> [ %1190, %1124 ], [ %983, %1023 ]
  %1139 = phi <16 x float> [ %1189, %1124 ], [ %984, %1023 ]
  %1140 = phi <16 x float> [ %1188, %1124 ], [ %985, %1023 ]
  %1141 = phi <16 x float> [ %1187, %1124 ], [ %986, %1023 ]
  %1142 = phi <16 x float> [ %1182, %1124 ], [ %987, %1023 ]
  %1143 = phi <16 x float> [ %1181, %1124 ], [ %988, %1023 ]
  %1144 = phi <16 x float> [ %1180, %1124 ], [ %989, %1023 ]
  %1145 = phi <16 x float> [ %1179, %1124 ], [ %990, %1023 ]
  %1146 = phi <16 x float> [ %1174, %1124 ], [ %991, %1023 ]
  %1147 = phi <16 x float> [ %1173, %1124 ], [ %992, %1023 ]
  %1148 = phi <16 x float> [ %1172, %1124 ], [ %993, %1023 ]
  %1149 = phi ptr [ %1208, %1124 ], [ %917, %1023 ]
  %1150 = phi ptr [ %1209, %1124 ], [ %1020, %1023 ]
  %1151 = phi i64 [ %1207, %1124 ], [ %910, %1023 ]
  %1152 = getelementptr inbounds float, ptr %1149, i64 %999
  %1153 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1152, <16 x i1> %1026, <16 x float> zeroinitializer)
  %1154 = getelementptr inbounds float, ptr %1149, i64 %1001
  %1155 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1154, <16 x i1> %1029, <16 x float> zeroinitializer)
  %1156 = getelementptr inbounds float, ptr %1149, i64 %1003
  %1157 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1156, <16 x i1> %1032, <16 x float> zeroinitializer)
  %1158 = getelementptr inbounds float, ptr %1149, i64 %1005
  %1159 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1158, <16 x i1> %1035, <16 x float> zeroinitializer)
  %1160 = load float, ptr %1150, align 4
  %1161 = insertelement <16 x float> poison, float %1160, i64 0
  %1162 = shufflevector <16 x float> %1161, <16 x float> poison, <16 x i32> zeroinitializer
  %1163 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1153, <16 x float> %1162, <16 x float> %1136)
  %1164 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1155, <16 x float> %1162, <16 x float> %1135)
  %1165 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1157, <16 x float> %1162, <16 x float> %1134)
  %1166 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1159, <16 x float> %1162, <16 x float> %1133)
  %1167 = getelementptr inbounds float, ptr %1150, i64 %73
  %1168 = load float, ptr %1167, align 4
  %1169 = insertelement <16 x float> poison, float %1168, i64 0
  %1170 = shufflevector <16 x float> %1169, <16 x float> poison, <16 x i32> zeroinitializer
  %1171 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1153, <16 x float> %1170, <16 x float> %1137)
  %1172 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1155, <16 x float> %1170, <16 x float> %1148)
  %1173 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1157, <16 x float> %1170, <16 x float> %1147)
  %1174 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1159, <16 x float> %1170, <16 x float> %1146)
  %1175 = getelementptr inbounds i8, ptr %1150, i64 %120
  %1176 = load float, ptr %1175, align 4
  %1177 = insertelement <16 x float> poison, float %1176, i64 0
  %1178 = shufflevector <16 x float> %1177, <16 x float> poison, <16 x i32> zeroinitializer
  %1179 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1153, <16 x float> %1178, <16 x float> %1145)
  %1180 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1155, <16 x float> %1178, <16 x float> %1144)
  %1181 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1157, <16 x float> %1178, <16 x float> %1143)
  %1182 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1159, <16 x float> %1178, <16 x float> %1142)
  %1183 = getelementptr inbounds i8, ptr %1150, i64 %121
  %1184 = load float, ptr %1183, align 4
  %1185 = insertelement <16 x float> poison, float %1184, i64 0
  %1186 = shufflevector <16 x float> %1185, <16 x float> poison, <16 x i32> zeroinitializer
  %1187 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1153, <16 x float> %1186, <16 x float> %1141)
  %1188 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1155, <16 x float> %1186, <16 x float> %1140)
  %1189 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1157, <16 x float> %1186, <16 x float> %1139)
  %1190 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1159, <16 x float> %1186, <16 x float> %1138)
  %1191 = getelementptr inbounds i8, ptr %1150, i64 %122
  %1192 = load float, ptr %1191, align 4
  %1193 = insertelement <16 x float> poison, float %1192, i64 0
  %1194 = shufflevector <16 x float> %1193, <16 x float> poison, <16 x i32> zeroinitializer
  %1195 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1153, <16 x float> %1194, <16 x float> %1132)
  %1196 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1155, <16 x float> %1194, <16 x float> %1131)
  %1197 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1157, <16 x float> %1194, <16 x float> %1130)
  %1198 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1159, <16 x float> %1194, <16 x float> %1129)
  %1199 = getelementptr inbounds i8, ptr %1150, i64 %123
  %1200 = load float, ptr %1199, align 4
  %1201 = insertelement <16 x float> poison, float %1200, i64 0
  %1202 = shufflevector <16 x float> %1201, <16 x float> poison, <16 x i32> zeroinitializer
  %1203 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1153, <16 x float> %1202, <16 x float> %1128)
  %1204 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1155, <16 x float> %1202, <16 x float> %1127)
  %1205 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1157, <16 x float> %1202, <16 x float> %1126)
  %1206 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1159, <16 x float> %1202, <16 x float> %1125)
  %1207 = add nuw nsw i64 %1151, 1
  %1208 = getelementptr inbounds float, ptr %1149, i64 %70
  %1209 = getelementptr inbounds nuw float, ptr %1150, i64 %71
  %1210 = icmp slt i64 %1207, %914
  br i1 %1210, label %1124, label %1211

1211:                                             ; preds = %1124, %1037, %1022, %1036
  %1212 = phi <16 x float> [ %922, %1022 ], [ %922, %1036 ], [ %1119, %1037 ], [ %1206, %1124 ]
  %1213 = phi <16 x float> [ %923, %1022 ], [ %923, %1036 ], [ %1118, %1037 ], [ %1205, %1124 ]
  %1214 = phi <16 x float> [ %924, %1022 ], [ %924, %1036 ], [ %1117, %1037 ], [ %1204, %1124 ]
  %1215 = phi <16 x float> [ %925, %1022 ], [ %925, %1036 ], [ %1116, %1037 ], [ %1203, %1124 ]
  %1216 = phi <16 x float> [ %926, %1022 ], [ %926, %1036 ], [ %1111, %1037 ], [ %1198, %1124 ]
  %1217 = phi <16 x float> [ %927, %1022 ], [ %927, %1036 ], [ %1110, %1037 ], [ %1197, %1124 ]
  %1218 = phi <16 x float> [ %928, %1022 ], [ %928, %1036 ], [ %1109, %1037 ], [ %1196, %1124 ]
  %1219 = phi <16 x float> [ %929, %1022 ], [ %929, %1036 ], [ %1108, %1037 ], [ %1195, %1124 ]
  %1220 = phi <16 x float> [ %930, %1022 ], [ %930, %1036 ], [ %1103, %1037 ], [ %1190, %1124 ]
  %1221 = phi <16 x float> [ %931, %1022 ], [ %931, %1036 ], [ %1102, %1037 ], [ %1189, %1124 ]
  %1222 = phi <16 x float> [ %932, %1022 ], [ %932, %1036 ], [ %1101, %1037 ], [ %1188, %1124 ]
  %1223 = phi <16 x float> [ %933, %1022 ], [ %933, %1036 ], [ %1100, %1037 ], [ %1187, %1124 ]
  %1224 = phi <16 x float> [ %934, %1022 ], [ %934, %1036 ], [ %1095, %1037 ], [ %1182, %1124 ]
  %1225 = phi <16 x float> [ %935, %1022 ], [ %935, %1036 ], [ %1094, %1037 ], [ %1181, %1124 ]
  %1226 = phi <16 x float> [ %936, %1022 ], [ %936, %1036 ], [ %1093, %1037 ], [ %1180, %1124 ]
  %1227 = phi <16 x float> [ %937, %1022 ], [ %937, %1036 ], [ %1092, %1037 ], [ %1179, %1124 ]
  %1228 = phi <16 x float> [ %938, %1022 ], [ %938, %1036 ], [ %1087, %1037 ], [ %1174, %1124 ]
  %1229 = phi <16 x float> [ %939, %1022 ], [ %939, %1036 ], [ %1086, %1037 ], [ %1173, %1124 ]
  %1230 = phi <16 x float> [ %940, %1022 ], [ %940, %1036 ], [ %1085, %1037 ], [ %1172, %1124 ]
  %1231 = phi <16 x float> [ %941, %1022 ], [ %941, %1036 ], [ %1084, %1037 ], [ %1171, %1124 ]
  %1232 = phi <16 x float> [ %942, %1022 ], [ %942, %1036 ], [ %1079, %1037 ], [ %1166, %1124 ]
  %1233 = phi <16 x float> [ %943, %1022 ], [ %943, %1036 ], [ %1078, %1037 ], [ %1165, %1124 ]
  %1234 = phi <16 x float> [ %944, %1022 ], [ %944, %1036 ], [ %1077, %1037 ], [ %1164, %1124 ]
  %1235 = phi <16 x float> [ %945, %1022 ], [ %945, %1036 ], [ %1076, %1037 ], [ %1163, %1124 ]
  %1236 = phi <16 x float> [ %946, %1022 ], [ %946, %1036 ], [ %1119, %1037 ], [ %1206, %1124 ]
  %1237 = phi <16 x float> [ %947, %1022 ], [ %947, %1036 ], [ %1118, %1037 ], [ %1205, %1124 ]
  %1238 = phi <16 x float> [ %948, %1022 ], [ %948, %1036 ], [ %1117, %1037 ], [ %1204, %1124 ]
  %1239 = phi <16 x float> [ %949, %1022 ], [ %949, %1036 ], [ %1116, %1037 ], [ %1203, %1124 ]
  %1240 = phi <16 x float> [ %950, %1022 ], [ %950, %1036 ], [ %1111, %1037 ], [ %1198, %1124 ]
  %1241 = phi <16 x float> [ %951, %1022 ], [ %951, %1036 ], [ %1110, %1037 ], [ %1197, %1124 ]
  %1242 = phi <16 x float> [ %952, %1022 ], [ %952, %1036 ], [ %1109, %1037 ], [ %1196, %1124 ]
  %1243 = phi <16 x float> [ %953, %1022 ], [ %953, %1036 ], [ %1108, %1037 ], [ %1195, %1124 ]
  %1244 = phi <16 x float> [ %954, %1022 ], [ %954, %1036 ], [ %1079, %1037 ], [ %1166, %1124 ]
  %1245 = phi <16 x float> [ %955, %1022 ], [ %955, %1036 ], [ %1078, %1037 ], [ %1165, %1124 ]
  %1246 = phi <16 x float> [ %956, %1022 ], [ %956, %1036 ], [ %1077, %1037 ], [ %1164, %1124 ]
  %1247 = phi <16 x float> [ %957, %1022 ], [ %957, %1036 ], [ %1076, %1037 ], [ %1163, %1124 ]
  %1248 = phi <16 x float> [ %958, %1022 ], [ %958, %1036 ], [ %1084, %1037 ], [ %1171, %1124 ]
  %1249 = phi <16 x float> [ %959, %1022 ], [ %959, %1036 ], [ %1103, %1037 ], [ %1190, %1124 ]
  %1250 = phi <16 x float> [ %960, %1022 ], [ %960, %1036 ], [ %1102, %1037 ], [ %1189, %1124 ]
  %1251 = phi <16 x float> [ %961, %1022 ], [ %961, %1036 ], [ %1101, %1037 ], [ %1188, %1124 ]
  %1252 = phi <16 x float> [ %962, %1022 ], [ %962, %1036 ], [ %1100, %1037 ], [ %1187, %1124 ]
  %1253 = phi <16 x float> [ %963, %1022 ], [ %963, %1036 ], [ %1095, %1037 ], [ %1182, %1124 ]
  %1254 = phi <16 x float> [ %964, %1022 ], [ %964, %1036 ], [ %1094, %1037 ], [ %1181, %1124 ]
  %1255 = phi <16 x float> [ %965, %1022 ], [ %965, %1036 ], [ %1093, %1037 ], [ %1180, %1124 ]
  %1256 = phi <16 x float> [ %966, %1022 ], [ %966, %1036 ], [ %1092, %1037 ], [ %1179, %1124 ]
  %1257 = phi <16 x float> [ %967, %1022 ], [ %967, %1036 ], [ %1087, %1037 ], [ %1174, %1124 ]
  %1258 = phi <16 x float> [ %968, %1022 ], [ %968, %1036 ], [ %1086, %1037 ], [ %1173, %1124 ]
  %1259 = phi <16 x float> [ %969, %1022 ], [ %969, %1036 ], [ %1085, %1037 ], [ %1172, %1124 ]
  %1260 = phi <16 x float> [ %970, %1022 ], [ %970, %1036 ], [ %1119, %1037 ], [ %1206, %1124 ]
  %1261 = phi <16 x float> [ %971, %1022 ], [ %971, %1036 ], [ %1118, %1037 ], [ %1205, %1124 ]
  %1262 = phi <16 x float> [ %972, %1022 ], [ %972, %1036 ], [ %1117, %1037 ], [ %1204, %1124 ]
  %1263 = phi <16 x float> [ %973, %1022 ], [ %973, %1036 ], [ %1116, %1037 ], [ %1203, %1124 ]
  %1264 = phi <16 x float> [ %974, %1022 ], [ %974, %1036 ], [ %1111, %1037 ], [ %1198, %1124 ]
  %1265 = phi <16 x float> [ %975, %1022 ], [ %975, %1036 ], [ %1110, %1037 ], [ %1197, %1124 ]
  %1266 = phi <16 x float> [ %976, %1022 ], [ %976, %1036 ], [ %1109, %1037 ], [ %1196, %1124 ]
  %1267 = phi <16 x float> [ %977, %1022 ], [ %977, %1036 ], [ %1108, %1037 ], [ %1195, %1124 ]
  %1268 = phi <16 x float> [ %978, %1022 ], [ %978, %1036 ], [ %1079, %1037 ], [ %1166, %1124 ]
  %1269 = phi <16 x float> [ %979, %1022 ], [ %979, %1036 ], [ %1078, %1037 ], [ %1165, %1124 ]
  %1270 = phi <16 x float> [ %980, %1022 ], [ %980, %1036 ], [ %1077, %1037 ], [ %1164, %1124 ]
  %1271 = phi <16 x float> [ %981, %1022 ], [ %981, %1036 ], [ %1076, %1037 ], [ %1163, %1124 ]
  %1272 = phi <16 x float> [ %982, %1022 ], [ %982, %1036 ], [ %1084, %1037 ], [ %1171, %1124 ]
  %1273 = phi <16 x float> [ %983, %1022 ], [ %983, %1036 ], [ %1103, %1037 ], [ %1190, %1124 ]
  %1274 = phi <16 x float> [ %984, %1022 ], [ %984, %1036 ], [ %1102, %1037 ], [ %1189, %1124 ]
  %1275 = phi <16 x float> [ %985, %1022 ], [ %985, %1036 ], [ %1101, %1037 ], [ %1188, %1124 ]
  %1276 = phi <16 x float> [ %986, %1022 ], [ %986, %1036 ], [ %1100, %1037 ], [ %1187, %1124 ]
  %1277 = phi <16 x float> [ %987, %1022 ], [ %987, %1036 ], [ %1095, %1037 ], [ %1182, %1124 ]
  %1278 = phi <16 x float> [ %988, %1022 ], [ %988, %1036 ], [ %1094, %1037 ], [ %1181, %1124 ]
  %1279 = phi <16 x float> [ %989, %1022 ], [ %989, %1036 ], [ %1093, %1037 ], [ %1180, %1124 ]
  %1280 = phi <16 x float> [ %990, %1022 ], [ %990, %1036 ], [ %1092, %1037 ], [ %1179, %1124 ]
  %1281 = phi <16 x float> [ %991, %1022 ], [ %991, %1036 ], [ %1087, %1037 ], [ %1174, %1124 ]
  %1282 = phi <16 x float> [ %992, %1022 ], [ %992, %1036 ], [ %1086, %1037 ], [ %1173, %1124 ]
  %1283 = phi <16 x float> [ %993, %1022 ], [ %993, %1036 ], [ %1085, %1037 ], [ %1172, %1124 ]
  %1284 = add nuw nsw i64 %994, 1
  %1285 = icmp eq i64 %1284, %71
  br i1 %1285, label %786, label %921

1286:                                             ; preds = %836, %1547
  %1287 = phi i64 [ 0, %836 ], [ %1549, %1547 ]
  %1288 = add nsw i64 %564, %1287
  %1289 = mul nsw i64 %1288, %52
  %1290 = icmp sgt i64 %565, %1287
  %1291 = getelementptr inbounds nuw [4 x <16 x float>], ptr %31, i64 %1287
  %1292 = add nsw i64 %553, %1289
  %1293 = select i1 %1290, <16 x i1> zeroinitializer, <16 x i1> %549
  %1294 = getelementptr inbounds float, ptr %217, i64 %1292
  %1295 = load <16 x float>, ptr %1291, align 64
  br i1 %79, label %1355, label %1296

1296:                                             ; preds = %1286
  %1297 = getelementptr inbounds float, ptr %215, i64 %1292
  switch i64 %128, label %1315 [
    i64 1, label %1298
    i64 2, label %1301
    i64 3, label %1308
    i64 0, label %1355
  ]

1298:                                             ; preds = %1296
  %1299 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1297, <16 x i1> %1293, <16 x float> zeroinitializer)
  %1300 = fadd <16 x float> %1295, %1299
  br label %1317

1301:                                             ; preds = %1296
  %1302 = bitcast <16 x float> %1295 to <8 x i64>
  %1303 = or <8 x i64> %1302, %81
  %1304 = fcmp oeq <16 x float> %1295, %51
  %1305 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1295, i32 4)
  %1306 = bitcast <8 x i64> %1303 to <16 x float>
  %1307 = select <16 x i1> %1304, <16 x float> %1306, <16 x float> %1305
  br label %1317

1308:                                             ; preds = %1296
  %1309 = bitcast <16 x float> %1295 to <8 x i64>
  %1310 = and <8 x i64> %1309, %80
  %1311 = fcmp oeq <16 x float> %1295, %48
  %1312 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1295, i32 4)
  %1313 = bitcast <8 x i64> %1310 to <16 x float>
  %1314 = select <16 x i1> %1311, <16 x float> %1313, <16 x float> %1312
  br label %1317

1315:                                             ; preds = %1296
  unreachable

1316:                                             ; preds = %2124, %2105, %2086, %2061, %2042, %2023, %1998, %1979, %1960, %1935, %1916, %1897, %1872, %1853, %1834, %1809, %1790, %1771, %1528, %1509, %1490, %1464, %1445, %1426, %1400, %1381, %1362, %1336, %1317
  unreachable

1317:                                             ; preds = %1308, %1301, %1298
  %1318 = phi <16 x float> [ %1300, %1298 ], [ %1307, %1301 ], [ %1314, %1308 ]
  switch i64 %130, label %1316 [
    i64 1, label %1333
    i64 2, label %1326
    i64 3, label %1319
    i64 0, label %1355
  ]

1319:                                             ; preds = %1317
  %1320 = bitcast <16 x float> %1318 to <8 x i64>
  %1321 = and <8 x i64> %1320, %80
  %1322 = fcmp oeq <16 x float> %1318, %48
  %1323 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1318, i32 4)
  %1324 = bitcast <8 x i64> %1321 to <16 x float>
  %1325 = select <16 x i1> %1322, <16 x float> %1324, <16 x float> %1323
  br label %1336

1326:                                             ; preds = %1317
  %1327 = bitcast <16 x float> %1318 to <8 x i64>
  %1328 = or <8 x i64> %1327, %81
  %1329 = fcmp oeq <16 x float> %1318, %51
  %1330 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1318, i32 4)
  %1331 = bitcast <8 x i64> %1328 to <16 x float>
  %1332 = select <16 x i1> %1329, <16 x float> %1331, <16 x float> %1330
  br label %1336

1333:                                             ; preds = %1317
  %1334 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1297, <16 x i1> %1293, <16 x float> zeroinitializer)
  %1335 = fadd <16 x float> %1318, %1334
  br label %1336

1336:                                             ; preds = %1333, %1326, %1319
  %1337 = phi <16 x float> [ %1335, %1333 ], [ %1332, %1326 ], [ %1325, %1319 ]
  switch i64 %132, label %1316 [
    i64 1, label %1352
    i64 2, label %1345
    i64 3, label %1338
    i64 0, label %1355
  ]

1338:                                             ; preds = %1336
  %1339 = bitcast <16 x float> %1337 to <8 x i64>
  %1340 = and <8 x i64> %1339, %80
  %1341 = fcmp oeq <16 x float> %1337, %48
  %1342 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1337, i32 4)
  %1343 = bitcast <8 x i64> %1340 to <16 x float>
  %1344 = select <16 x i1> %1341, <16 x float> %1343, <16 x float> %1342
  br label %1355

1345:                                             ; preds = %1336
  %1346 = bitcast <16 x float> %1337 to <8 x i64>
  %1347 = or <8 x i64> %1346, %81
  %1348 = fcmp oeq <16 x float> %1337, %51
  %1349 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1337, i32 4)
  %1350 = bitcast <8 x i64> %1347 to <16 x float>
  %1351 = select <16 x i1> %1348, <16 x float> %1350, <16 x float> %1349
  br label %1355

1352:                                             ; preds = %1336
  %1353 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1297, <16 x i1> %1293, <16 x float> zeroinitializer)
  %1354 = fadd <16 x float> %1337, %1353
  br label %1355

1355:                                             ; preds = %1286, %1296, %1317, %1336, %1352, %1345, %1338
  %1356 = phi <16 x float> [ %1344, %1338 ], [ %1295, %1296 ], [ %1337, %1336 ], [ %1318, %1317 ], [ %1354, %1352 ], [ %1351, %1345 ], [ %1295, %1286 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1356, ptr align 1 %1294, <16 x i1> %1293)
  %1357 = add nsw i64 %554, %1289
  %1358 = select i1 %1290, <16 x i1> zeroinitializer, <16 x i1> %550
  %1359 = getelementptr inbounds float, ptr %217, i64 %1357
  %1360 = getelementptr inbounds nuw i8, ptr %1291, i64 64
  %1361 = load <16 x float>, ptr %1360, align 64
  br i1 %79, label %1419, label %1362

1362:                                             ; preds = %1355
  %1363 = getelementptr inbounds float, ptr %215, i64 %1357
  switch i64 %133, label %1316 [
    i64 1, label %1378
    i64 2, label %1371
    i64 3, label %1364
    i64 0, label %1419
  ]

1364:                                             ; preds = %1362
  %1365 = bitcast <16 x float> %1361 to <8 x i64>
  %1366 = and <8 x i64> %1365, %80
  %1367 = fcmp oeq <16 x float> %1361, %48
  %1368 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1361, i32 4)
  %1369 = bitcast <8 x i64> %1366 to <16 x float>
  %1370 = select <16 x i1> %1367, <16 x float> %1369, <16 x float> %1368
  br label %1381

1371:                                             ; preds = %1362
  %1372 = bitcast <16 x float> %1361 to <8 x i64>
  %1373 = or <8 x i64> %1372, %81
  %1374 = fcmp oeq <16 x float> %1361, %51
  %1375 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1361, i32 4)
  %1376 = bitcast <8 x i64> %1373 to <16 x float>
  %1377 = select <16 x i1> %1374, <16 x float> %1376, <16 x float> %1375
  br label %1381

1378:                                             ; preds = %1362
  %1379 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1363, <16 x i1> %1358, <16 x float> zeroinitializer)
  %1380 = fadd <16 x float> %1361, %1379
  br label %1381

1381:                                             ; preds = %1378, %1371, %1364
  %1382 = phi <16 x float> [ %1380, %1378 ], [ %1377, %1371 ], [ %1370, %1364 ]
  switch i64 %135, label %1316 [
    i64 1, label %1397
    i64 2, label %1390
    i64 3, label %1383
    i64 0, label %1419
  ]

1383:                                             ; preds = %1381
  %1384 = bitcast <16 x float> %1382 to <8 x i64>
  %1385 = and <8 x i64> %1384, %80
  %1386 = fcmp oeq <16 x float> %1382, %48
  %1387 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1382, i32 4)
  %1388 = bitcast <8 x i64> %1385 to <16 x float>
  %1389 = select <16 x i1> %1386, <16 x float> %1388, <16 x float> %1387
  br label %1400

1390:                                             ; preds = %1381
  %1391 = bitcast <16 x float> %1382 to <8 x i64>
  %1392 = or <8 x i64> %1391, %81
  %1393 = fcmp oeq <16 x float> %1382, %51
  %1394 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1382, i32 4)
  %1395 = bitcast <8 x i64> %1392 to <16 x float>
  %1396 = select <16 x i1> %1393, <16 x float> %1395, <16 x float> %1394
  br label %1400

1397:                                             ; preds = %1381
  %1398 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1363, <16 x i1> %1358, <16 x float> zeroinitializer)
  %1399 = fadd <16 x float> %1382, %1398
  br label %1400

1400:                                             ; preds = %1397, %1390, %1383
  %1401 = phi <16 x float> [ %1399, %1397 ], [ %1396, %1390 ], [ %1389, %1383 ]
  switch i64 %137, label %1316 [
    i64 1, label %1416
    i64 2, label %1409
    i64 3, label %1402
    i64 0, label %1419
  ]

1402:                                             ; preds = %1400
  %1403 = bitcast <16 x float> %1401 to <8 x i64>
  %1404 = and <8 x i64> %1403, %80
  %1405 = fcmp oeq <16 x float> %1401, %48
  %1406 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1401, i32 4)
  %1407 = bitcast <8 x i64> %1404 to <16 x float>
  %1408 = select <16 x i1> %1405, <16 x float> %1407, <16 x float> %1406
  br label %1419

1409:                                             ; preds = %1400
  %1410 = bitcast <16 x float> %1401 to <8 x i64>
  %1411 = or <8 x i64> %1410, %81
  %1412 = fcmp oeq <16 x float> %1401, %51
  %1413 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1401, i32 4)
  %1414 = bitcast <8 x i64> %1411 to <16 x float>
  %1415 = select <16 x i1> %1412, <16 x float> %1414, <16 x float> %1413
  br label %1419

1416:                                             ; preds = %1400
  %1417 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1363, <16 x i1> %1358, <16 x float> zeroinitializer)
  %1418 = fadd <16 x float> %1401, %1417
  br label %1419

1419:                                             ; preds = %1355, %1362, %1381, %1400, %1416, %1409, %1402
  %1420 = phi <16 x float> [ %1408, %1402 ], [ %1361, %1362 ], [ %1401, %1400 ], [ %1382, %1381 ], [ %1418, %1416 ], [ %1415, %1409 ], [ %1361, %1355 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1420, ptr align 1 %1359, <16 x i1> %1358)
  %1421 = add nsw i64 %555, %1289
  %1422 = select i1 %1290, <16 x i1> zeroinitializer, <16 x i1> %551
  %1423 = getelementptr inbounds float, ptr %217, i64 %1421
  %1424 = getelementptr inbounds nuw i8, ptr %1291, i64 128
  %1425 = load <16 x float>, ptr %1424, align 64
  br i1 %79, label %1483, label %1426

1426:                                             ; preds = %1419
  %1427 = getelementptr inbounds float, ptr %215, i64 %1421
  switch i64 %138, label %1316 [
    i64 1, label %1442
    i64 2, label %1435
    i64 3, label %1428
    i64 0, label %1483
  ]

1428:                                             ; preds = %1426
  %1429 = bitcast <16 x float> %1425 to <8 x i64>
  %1430 = and <8 x i64> %1429, %80
  %1431 = fcmp oeq <16 x float> %1425, %48
  %1432 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1425, i32 4)
  %1433 = bitcast <8 x i64> %1430 to <16 x float>
  %1434 = select <16 x i1> %1431, <16 x float> %1433, <16 x float> %1432
  br label %1445

1435:                                             ; preds = %1426
  %1436 = bitcast <16 x float> %1425 to <8 x i64>
  %1437 = or <8 x i64> %1436, %81
  %1438 = fcmp oeq <16 x float> %1425, %51
  %1439 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1425, i32 4)
  %1440 = bitcast <8 x i64> %1437 to <16 x float>
  %1441 = select <16 x i1> %1438, <16 x float> %1440, <16 x float> %1439
  br label %1445

1442:                                             ; preds = %1426
  %1443 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1427, <16 x i1> %1422, <16 x float> zeroinitializer)
  %1444 = fadd <16 x float> %1425, %1443
  br label %1445

1445:                                             ; preds = %1442, %1435, %1428
  %1446 = phi <16 x float> [ %1444, %1442 ], [ %1441, %1435 ], [ %1434, %1428 ]
  switch i64 %140, label %1316 [
    i64 1, label %1461
    i64 2, label %1454
    i64 3, label %1447
    i64 0, label %1483
  ]

1447:                                             ; preds = %1445
  %1448 = bitcast <16 x float> %1446 to <8 x i64>
  %1449 = and <8 x i64> %1448, %80
  %1450 = fcmp oeq <16 x float> %1446, %48
  %1451 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1446, i32 4)
  %1452 = bitcast <8 x i64> %1449 to <16 x float>
  %1453 = select <16 x i1> %1450, <16 x float> %1452, <16 x float> %1451
  br label %1464

1454:                                             ; preds = %1445
  %1455 = bitcast <16 x float> %1446 to <8 x i64>
  %1456 = or <8 x i64> %1455, %81
  %1457 = fcmp oeq <16 x float> %1446, %51
  %1458 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1446, i32 4)
  %1459 = bitcast <8 x i64> %1456 to <16 x float>
  %1460 = select <16 x i1> %1457, <16 x float> %1459, <16 x float> %1458
  br label %1464

1461:                                             ; preds = %1445
  %1462 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1427, <16 x i1> %1422, <16 x float> zeroinitializer)
  %1463 = fadd <16 x float> %1446, %1462
  br label %1464

1464:                                             ; preds = %1461, %1454, %1447
  %1465 = phi <16 x float> [ %1463, %1461 ], [ %1460, %1454 ], [ %1453, %1447 ]
  switch i64 %142, label %1316 [
    i64 1, label %1480
    i64 2, label %1473
    i64 3, label %1466
    i64 0, label %1483
  ]

1466:                                             ; preds = %1464
  %1467 = bitcast <16 x float> %1465 to <8 x i64>
  %1468 = and <8 x i64> %1467, %80
  %1469 = fcmp oeq <16 x float> %1465, %48
  %1470 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1465, i32 4)
  %1471 = bitcast <8 x i64> %1468 to <16 x float>
  %1472 = select <16 x i1> %1469, <16 x float> %1471, <16 x float> %1470
  br label %1483

1473:                                             ; preds = %1464
  %1474 = bitcast <16 x float> %1465 to <8 x i64>
  %1475 = or <8 x i64> %1474, %81
  %1476 = fcmp oeq <16 x float> %1465, %51
  %1477 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1465, i32 4)
  %1478 = bitcast <8 x i64> %1475 to <16 x float>
  %1479 = select <16 x i1> %1476, <16 x float> %1478, <16 x float> %1477
  br label %1483

1480:                                             ; preds = %1464
  %1481 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1427, <16 x i1> %1422, <16 x float> zeroinitializer)
  %1482 = fadd <16 x float> %1465, %1481
  br label %1483

1483:                                             ; preds = %1419, %1426, %1445, %1464, %1480, %1473, %1466
  %1484 = phi <16 x float> [ %1472, %1466 ], [ %1425, %1426 ], [ %1465, %1464 ], [ %1446, %1445 ], [ %1482, %1480 ], [ %1479, %1473 ], [ %1425, %1419 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1484, ptr align 1 %1423, <16 x i1> %1422)
  %1485 = add nsw i64 %556, %1289
  %1486 = select i1 %1290, <16 x i1> zeroinitializer, <16 x i1> %552
  %1487 = getelementptr inbounds float, ptr %217, i64 %1485
  %1488 = getelementptr inbounds nuw i8, ptr %1291, i64 192
  %1489 = load <16 x float>, ptr %1488, align 64
  br i1 %79, label %1547, label %1490

1490:                                             ; preds = %1483
  %1491 = getelementptr inbounds float, ptr %215, i64 %1485
  switch i64 %143, label %1316 [
    i64 1, label %1506
    i64 2, label %1499
    i64 3, label %1492
    i64 0, label %1547
  ]

1492:                                             ; preds = %1490
  %1493 = bitcast <16 x float> %1489 to <8 x i64>
  %1494 = and <8 x i64> %1493, %80
  %1495 = fcmp oeq <16 x float> %1489, %48
  %1496 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1489, i32 4)
  %1497 = bitcast <8 x i64> %1494 to <16 x float>
  %1498 = select <16 x i1> %1495, <16 x float> %1497, <16 x float> %1496
  br label %1509

1499:                                             ; preds = %1490
  %1500 = bitcast <16 x float> %1489 to <8 x i64>
  %1501 = or <8 x i64> %1500, %81
  %1502 = fcmp oeq <16 x float> %1489, %51
  %1503 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1489, i32 4)
  %1504 = bitcast <8 x i64> %1501 to <16 x float>
  %1505 = select <16 x i1> %1502, <16 x float> %1504, <16 x float> %1503
  br label %1509

1506:                                             ; preds = %1490
  %1507 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1491, <16 x i1> %1486, <16 x float> zeroinitializer)
  %1508 = fadd <16 x float> %1489, %1507
  br label %1509

1509:                                             ; preds = %1506, %1499, %1492
  %1510 = phi <16 x float> [ %1508, %1506 ], [ %1505, %1499 ], [ %1498, %1492 ]
  switch i64 %145, label %1316 [
    i64 1, label %1525
    i64 2, label %1518
    i64 3, label %1511
    i64 0, label %1547
  ]

1511:                                             ; preds = %1509
  %1512 = bitcast <16 x float> %1510 to <8 x i64>
  %1513 = and <8 x i64> %1512, %80
  %1514 = fcmp oeq <16 x float> %1510, %48
  %1515 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1510, i32 4)
  %1516 = bitcast <8 x i64> %1513 to <16 x float>
  %1517 = select <16 x i1> %1514, <16 x float> %1516, <16 x float> %1515
  br label %1528

1518:                                             ; preds = %1509
  %1519 = bitcast <16 x float> %1510 to <8 x i64>
  %1520 = or <8 x i64> %1519, %81
  %1521 = fcmp oeq <16 x float> %1510, %51
  %1522 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1510, i32 4)
  %1523 = bitcast <8 x i64> %1520 to <16 x float>
  %1524 = select <16 x i1> %1521, <16 x float> %1523, <16 x float> %1522
  br label %1528

1525:                                             ; preds = %1509
  %1526 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1491, <16 x i1> %1486, <16 x float> zeroinitializer)
  %1527 = fadd <16 x float> %1510, %1526
  br label %1528

1528:                                             ; preds = %1525, %1518, %1511
  %1529 = phi <16 x float> [ %1527, %1525 ], [ %1524, %1518 ], [ %1517, %1511 ]
  switch i64 %147, label %1316 [
    i64 1, label %1544
    i64 2, label %1537
    i64 3, label %1530
    i64 0, label %1547
  ]

1530:                                             ; preds = %1528
  %1531 = bitcast <16 x float> %1529 to <8 x i64>
  %1532 = and <8 x i64> %1531, %80
  %1533 = fcmp oeq <16 x float> %1529, %48
  %1534 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1529, i32 4)
  %1535 = bitcast <8 x i64> %1532 to <16 x float>
  %1536 = select <16 x i1> %1533, <16 x float> %1535, <16 x float> %1534
  br label %1547

1537:                                             ; preds = %1528
  %1538 = bitcast <16 x float> %1529 to <8 x i64>
  %1539 = or <8 x i64> %1538, %81
  %1540 = fcmp oeq <16 x float> %1529, %51
  %1541 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1529, i32 4)
  %1542 = bitcast <8 x i64> %1539 to <16 x float>
  %1543 = select <16 x i1> %1540, <16 x float> %1542, <16 x float> %1541
  br label %1547

1544:                                             ; preds = %1528
  %1545 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1491, <16 x i1> %1486, <16 x float> zeroinitializer)
  %1546 = fadd <16 x float> %1529, %1545
  br label %1547

1547:                                             ; preds = %1483, %1490, %1509, %1528, %1544, %1537, %1530
  %1548 = phi <16 x float> [ %1536, %1530 ], [ %1489, %1490 ], [ %1529, %1528 ], [ %1510, %1509 ], [ %1546, %1544 ], [ %1543, %1537 ], [ %1489, %1483 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1548, ptr align 1 %1487, <16 x i1> %1486)
  %1549 = add nuw nsw i64 %1287, 1
  %1550 = icmp eq i64 %1549, 6
  br i1 %1550, label %1551, label %1286

1551:                                             ; preds = %1547
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %2147

1552:                                             ; preds = %567, %2143
  %1553 = phi i64 [ 0, %567 ], [ %2145, %2143 ]
  %1554 = getelementptr inbounds nuw i64, ptr %36, i64 %1553
  %1555 = getelementptr inbounds nuw i64, ptr %37, i64 %1553
  %1556 = load i64, ptr %1555, align 8
  %1557 = icmp sgt i64 %1556, 15
  %1558 = trunc i64 %1556 to i32
  %1559 = shl nsw i32 -1, %1558
  %1560 = trunc i32 %1559 to i16
  %1561 = xor i16 %1560, -1
  %1562 = select i1 %1557, i16 -1, i16 %1561
  br i1 %72, label %1585, label %1566

1563:                                             ; preds = %1607
  %1564 = getelementptr inbounds nuw i64, ptr %34, i64 %1553
  %1565 = getelementptr inbounds nuw i32, ptr %35, i64 %1553
  br label %1634

1566:                                             ; preds = %1552
  %1567 = load float, ptr %569, align 4
  %1568 = insertelement <16 x float> poison, float %1567, i64 0
  %1569 = shufflevector <16 x float> %1568, <16 x float> poison, <16 x i32> zeroinitializer
  %1570 = load float, ptr %571, align 4
  %1571 = insertelement <16 x float> poison, float %1570, i64 0
  %1572 = shufflevector <16 x float> %1571, <16 x float> poison, <16 x i32> zeroinitializer
  %1573 = load float, ptr %572, align 4
  %1574 = insertelement <16 x float> poison, float %1573, i64 0
  %1575 = shufflevector <16 x float> %1574, <16 x float> poison, <16 x i32> zeroinitializer
  %1576 = load float, ptr %573, align 4
  %1577 = insertelement <16 x float> poison, float %1576, i64 0
  %1578 = shufflevector <16 x float> %1577, <16 x float> poison, <16 x i32> zeroinitializer
  %1579 = load float, ptr %574, align 4
  %1580 = insertelement <16 x float> poison, float %1579, i64 0
  %1581 = shufflevector <16 x float> %1580, <16 x float> poison, <16 x i32> zeroinitializer
  %1582 = load float, ptr %575, align 4
  %1583 = insertelement <16 x float> poison, float %1582, i64 0
  %1584 = shufflevector <16 x float> %1583, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1607

1585:                                             ; preds = %1552
  %1586 = bitcast i16 %1562 to <16 x i1>
  %1587 = load i64, ptr %1554, align 8
  %1588 = getelementptr inbounds float, ptr %577, i64 %1587
  %1589 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1588, <16 x i1> %1586, <16 x float> zeroinitializer)
  %1590 = bitcast i16 %1562 to <16 x i1>
  %1591 = getelementptr inbounds float, ptr %580, i64 %1587
  %1592 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1591, <16 x i1> %1590, <16 x float> zeroinitializer)
  %1593 = bitcast i16 %1562 to <16 x i1>
  %1594 = load i64, ptr %1554, align 8
  %1595 = getelementptr inbounds float, ptr %583, i64 %1594
  %1596 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1595, <16 x i1> %1593, <16 x float> zeroinitializer)
  %1597 = bitcast i16 %1562 to <16 x i1>
  %1598 = getelementptr inbounds float, ptr %586, i64 %1594
  %1599 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1598, <16 x i1> %1597, <16 x float> zeroinitializer)
  %1600 = bitcast i16 %1562 to <16 x i1>
  %1601 = load i64, ptr %1554, align 8
  %1602 = getelementptr inbounds float, ptr %589, i64 %1601
  %1603 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1602, <16 x i1> %1600, <16 x float> zeroinitializer)
  %1604 = bitcast i16 %1562 to <16 x i1>
  %1605 = getelementptr inbounds float, ptr %592, i64 %1601
  %1606 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1605, <16 x i1> %1604, <16 x float> zeroinitializer)
  br label %1607

1607:                                             ; preds = %1585, %1566
  %1608 = phi <16 x float> [ %1603, %1585 ], [ %1581, %1566 ]
  %1609 = phi <16 x float> [ %1596, %1585 ], [ %1575, %1566 ]
  %1610 = phi <16 x float> [ %1589, %1585 ], [ %1569, %1566 ]
  %1611 = phi <16 x float> [ %1592, %1585 ], [ %1572, %1566 ]
  %1612 = phi <16 x float> [ %1599, %1585 ], [ %1578, %1566 ]
  %1613 = phi <16 x float> [ %1606, %1585 ], [ %1584, %1566 ]
  br i1 %77, label %1563, label %1622

1614:                                             ; preds = %1762, %1634
  %1615 = phi <16 x float> [ %1635, %1634 ], [ %1763, %1762 ]
  %1616 = phi <16 x float> [ %1636, %1634 ], [ %1764, %1762 ]
  %1617 = phi <16 x float> [ %1637, %1634 ], [ %1765, %1762 ]
  %1618 = phi <16 x float> [ %1638, %1634 ], [ %1766, %1762 ]
  %1619 = phi <16 x float> [ %1639, %1634 ], [ %1767, %1762 ]
  %1620 = phi <16 x float> [ %1640, %1634 ], [ %1768, %1762 ]
  %1621 = icmp slt i64 %1644, %5
  br i1 %1621, label %1634, label %1622

1622:                                             ; preds = %1614, %1607
  %1623 = phi <16 x float> [ %1610, %1607 ], [ %1615, %1614 ]
  %1624 = phi <16 x float> [ %1611, %1607 ], [ %1616, %1614 ]
  %1625 = phi <16 x float> [ %1609, %1607 ], [ %1617, %1614 ]
  %1626 = phi <16 x float> [ %1612, %1607 ], [ %1618, %1614 ]
  %1627 = phi <16 x float> [ %1608, %1607 ], [ %1619, %1614 ]
  %1628 = phi <16 x float> [ %1613, %1607 ], [ %1620, %1614 ]
  %1629 = load i64, ptr %1554, align 8
  %1630 = add nsw i64 %1629, %593
  %1631 = bitcast i16 %1562 to <16 x i1>
  %1632 = select i1 %594, <16 x i1> zeroinitializer, <16 x i1> %1631
  %1633 = getelementptr inbounds float, ptr %217, i64 %1630
  br i1 %79, label %1828, label %1771

1634:                                             ; preds = %1563, %1614
  %1635 = phi <16 x float> [ %1610, %1563 ], [ %1615, %1614 ]
  %1636 = phi <16 x float> [ %1611, %1563 ], [ %1616, %1614 ]
  %1637 = phi <16 x float> [ %1609, %1563 ], [ %1617, %1614 ]
  %1638 = phi <16 x float> [ %1612, %1563 ], [ %1618, %1614 ]
  %1639 = phi <16 x float> [ %1608, %1563 ], [ %1619, %1614 ]
  %1640 = phi <16 x float> [ %1613, %1563 ], [ %1620, %1614 ]
  %1641 = phi i64 [ 0, %1563 ], [ %1644, %1614 ]
  %1642 = sub nsw i64 %5, %1641
  %1643 = icmp slt i64 %1642, %76
  %1644 = add nuw nsw i64 %1641, %76
  %1645 = select i1 %1643, i64 %5, i64 %1644
  br i1 %78, label %1646, label %1614

1646:                                             ; preds = %1634
  %1647 = mul nsw i64 %1641, %70
  %1648 = getelementptr inbounds float, ptr %210, i64 %1647
  %1649 = mul nuw nsw i64 %1641, %71
  %1650 = getelementptr inbounds nuw float, ptr %570, i64 %1649
  %1651 = icmp slt i64 %1641, %1645
  br label %1652

1652:                                             ; preds = %1646, %1762
  %1653 = phi <16 x float> [ %1635, %1646 ], [ %1763, %1762 ]
  %1654 = phi <16 x float> [ %1636, %1646 ], [ %1764, %1762 ]
  %1655 = phi <16 x float> [ %1637, %1646 ], [ %1765, %1762 ]
  %1656 = phi <16 x float> [ %1638, %1646 ], [ %1766, %1762 ]
  %1657 = phi <16 x float> [ %1639, %1646 ], [ %1767, %1762 ]
  %1658 = phi <16 x float> [ %1640, %1646 ], [ %1768, %1762 ]
  %1659 = phi i64 [ 0, %1646 ], [ %1769, %1762 ]
  %1660 = getelementptr inbounds nuw [4 x i64], ptr %1564, i64 %1659
  %1661 = load i64, ptr %1660, align 8
  %1662 = getelementptr inbounds nuw [4 x i32], ptr %1565, i64 %1659
  %1663 = load i32, ptr %1662, align 4
  %1664 = getelementptr inbounds nuw float, ptr %1650, i64 %1659
  %1665 = and i32 %1663, 65535
  %1666 = icmp eq i32 %1665, 65535
  br i1 %1666, label %1667, label %1668

1667:                                             ; preds = %1652
  br i1 %1651, label %1672, label %1762

1668:                                             ; preds = %1652
  br i1 %1651, label %1669, label %1762

1669:                                             ; preds = %1668
  %1670 = trunc i32 %1663 to i16
  %1671 = bitcast i16 %1670 to <16 x i1>
  br label %1717

1672:                                             ; preds = %1667, %1672
  %1673 = phi <16 x float> [ %1687, %1672 ], [ %1653, %1667 ]
  %1674 = phi <16 x float> [ %1692, %1672 ], [ %1654, %1667 ]
  %1675 = phi <16 x float> [ %1697, %1672 ], [ %1655, %1667 ]
  %1676 = phi <16 x float> [ %1702, %1672 ], [ %1656, %1667 ]
  %1677 = phi <16 x float> [ %1707, %1672 ], [ %1657, %1667 ]
  %1678 = phi <16 x float> [ %1712, %1672 ], [ %1658, %1667 ]
  %1679 = phi ptr [ %1714, %1672 ], [ %1648, %1667 ]
  %1680 = phi ptr [ %1715, %1672 ], [ %1664, %1667 ]
  %1681 = phi i64 [ %1713, %1672 ], [ %1641, %1667 ]
  %1682 = getelementptr inbounds float, ptr %1679, i64 %1661
  %1683 = load <16 x float>, ptr %1682, align 1
  %1684 = load float, ptr %1680, align 4
  %1685 = insertelement <16 x float> poison, float %1684, i64 0
  %1686 = shufflevector <16 x float> %1685, <16 x float> poison, <16 x i32> zeroinitializer
  %1687 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1683, <16 x float> %1686, <16 x float> %1673)
  %1688 = getelementptr inbounds float, ptr %1680, i64 %73
  %1689 = load float, ptr %1688, align 4
  %1690 = insertelement <16 x float> poison, float %1689, i64 0
  %1691 = shufflevector <16 x float> %1690, <16 x float> poison, <16 x i32> zeroinitializer
  %1692 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1683, <16 x float> %1691, <16 x float> %1674)
  %1693 = getelementptr inbounds i8, ptr %1680, i64 %86
  %1694 = load float, ptr %1693, align 4
  %1695 = insertelement <16 x float> poison, float %1694, i64 0
  %1696 = shufflevector <16 x float> %1695, <16 x float> poison, <16 x i32> zeroinitializer
  %1697 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1683, <16 x float> %1696, <16 x float> %1675)
  %1698 = getelementptr inbounds i8, ptr %1680, i64 %87
  %1699 = load float, ptr %1698, align 4
  %1700 = insertelement <16 x float> poison, float %1699, i64 0
  %1701 = shufflevector <16 x float> %1700, <16 x float> poison, <16 x i32> zeroinitializer
  %1702 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1683, <16 x float> %1701, <16 x float> %1676)
  %1703 = getelementptr inbounds i8, ptr %1680, i64 %88
  %1704 = load float, ptr %1703, align 4
  %1705 = insertelement <16 x float> poison, float %1704, i64 0
  %1706 = shufflevector <16 x float> %1705, <16 x float> poison, <16 x i32> zeroinitializer
  %1707 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1683, <16 x float> %1706, <16 x float> %1677)
  %1708 = getelementptr inbounds i8, ptr %1680, i64 %89
  %1709 = load float, ptr %1708, align 4
  %1710 = insertelement <16 x float> poison, float %1709, i64 0
  %1711 = shufflevector <16 x float> %1710, <16 x float> poison, <16 x i32> zeroinitializer
  %1712 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1683, <16 x float> %1711, <16 x float> %1678)
  %1713 = add nuw nsw i64 %1681, 1
  %1714 = getelementptr inbounds float, ptr %1679, i64 %70
  %1715 = getelementptr inbounds nuw float, ptr %1680, i64 %71
  %1716 = icmp slt i64 %1713, %1645
  br i1 %1716, label %1672, label %1762

1717:                                             ; preds = %1669, %1717
  %1718 = phi <16 x float> [ %1653, %1669 ], [ %1732, %1717 ]
  %1719 = phi <16 x float> [ %1654, %1669 ], [ %1737, %1717 ]
  %1720 = phi <16 x float> [ %1655, %1669 ], [ %1742, %1717 ]
  %1721 = phi <16 x float> [ %1656, %1669 ], [ %1747, %1717 ]
  %1722 = phi <16 x float> [ %1657, %1669 ], [ %1752, %1717 ]
  %1723 = phi <16 x float> [ %1658, %1669 ], [ %1757, %1717 ]
  %1724 = phi i64 [ %1641, %1669 ], [ %1758, %1717 ]
  %1725 = phi ptr [ %1648, %1669 ], [ %1759, %1717 ]
  %1726 = phi ptr [ %1664, %1669 ], [ %1760, %1717 ]
  %1727 = getelementptr inbounds float, ptr %1725, i64 %1661
  %1728 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1727, <16 x i1> %1671, <16 x float> zeroinitializer)
  %1729 = load float, ptr %1726, align 4
  %1730 = insertelement <16 x float> poison, float %1729, i64 0
  %1731 = shufflevector <16 x float> %1730, <16 x float> poison, <16 x i32> zeroinitializer
  %1732 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1728, <16 x float> %1731, <16 x float> %1718)
  %1733 = getelementptr inbounds float, ptr %1726, i64 %73
  %1734 = load float, ptr %1733, align 4
  %1735 = insertelement <16 x float> poison, float %1734, i64 0
  %1736 = shufflevector <16 x float> %1735, <16 x float> poison, <16 x i32> zeroinitializer
  %1737 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1728, <16 x float> %1736, <16 x float> %1719)
  %1738 = getelementptr inbounds i8, ptr %1726, i64 %82
  %1739 = load float, ptr %1738, align 4
  %1740 = insertelement <16 x float> poison, float %1739, i64 0
  %1741 = shufflevector <16 x float> %1740, <16 x float> poison, <16 x i32> zeroinitializer
  %1742 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1728, <16 x float> %1741, <16 x float> %1720)
  %1743 = getelementptr inbounds i8, ptr %1726, i64 %83
  %1744 = load float, ptr %1743, align 4
  %1745 = insertelement <16 x float> poison, float %1744, i64 0
  %1746 = shufflevector <16 x float> %1745, <16 x float> poison, <16 x i32> zeroinitializer
  %1747 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1728, <16 x float> %1746, <16 x float> %1721)
  %1748 = getelementptr inbounds i8, ptr %1726, i64 %84
  %1749 = load float, ptr %1748, align 4
  %1750 = insertelement <16 x float> poison, float %1749, i64 0
  %1751 = shufflevector <16 x float> %1750, <16 x float> poison, <16 x i32> zeroinitializer
  %1752 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1728, <16 x float> %1751, <16 x float> %1722)
  %1753 = getelementptr inbounds i8, ptr %1726, i64 %85
  %1754 = load float, ptr %1753, align 4
  %1755 = insertelement <16 x float> poison, float %1754, i64 0
  %1756 = shufflevector <16 x float> %1755, <16 x float> poison, <16 x i32> zeroinitializer
  %1757 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1728, <16 x float> %1756, <16 x float> %1723)
  %1758 = add nuw nsw i64 %1724, 1
  %1759 = getelementptr inbounds float, ptr %1725, i64 %70
  %1760 = getelementptr inbounds nuw float, ptr %1726, i64 %71
  %1761 = icmp slt i64 %1758, %1645
  br i1 %1761, label %1717, label %1762

1762:                                             ; preds = %1717, %1672, %1667, %1668
  %1763 = phi <16 x float> [ %1653, %1668 ], [ %1653, %1667 ], [ %1687, %1672 ], [ %1732, %1717 ]
  %1764 = phi <16 x float> [ %1654, %1668 ], [ %1654, %1667 ], [ %1692, %1672 ], [ %1737, %1717 ]
  %1765 = phi <16 x float> [ %1655, %1668 ], [ %1655, %1667 ], [ %1697, %1672 ], [ %1742, %1717 ]
  %1766 = phi <16 x float> [ %1656, %1668 ], [ %1656, %1667 ], [ %1702, %1672 ], [ %1747, %1717 ]
  %1767 = phi <16 x float> [ %1657, %1668 ], [ %1657, %1667 ], [ %1707, %1672 ], [ %1752, %1717 ]
  %1768 = phi <16 x float> [ %1658, %1668 ], [ %1658, %1667 ], [ %1712, %1672 ], [ %1757, %1717 ]
  %1769 = add nuw nsw i64 %1659, 1
  %1770 = icmp eq i64 %1769, %71
  br i1 %1770, label %1614, label %1652

1771:                                             ; preds = %1622
  %1772 = getelementptr inbounds float, ptr %215, i64 %1630
  switch i64 %90, label %1316 [
    i64 1, label %1773
    i64 2, label %1776
    i64 3, label %1783
    i64 0, label %1828
  ]

1773:                                             ; preds = %1771
  %1774 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1772, <16 x i1> %1632, <16 x float> zeroinitializer)
  %1775 = fadd <16 x float> %1623, %1774
  br label %1790

1776:                                             ; preds = %1771
  %1777 = bitcast <16 x float> %1623 to <8 x i64>
  %1778 = or <8 x i64> %1777, %81
  %1779 = fcmp oeq <16 x float> %1623, %51
  %1780 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1623, i32 4)
  %1781 = bitcast <8 x i64> %1778 to <16 x float>
  %1782 = select <16 x i1> %1779, <16 x float> %1781, <16 x float> %1780
  br label %1790

1783:                                             ; preds = %1771
  %1784 = bitcast <16 x float> %1623 to <8 x i64>
  %1785 = and <8 x i64> %1784, %80
  %1786 = fcmp oeq <16 x float> %1623, %48
  %1787 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1623, i32 4)
  %1788 = bitcast <8 x i64> %1785 to <16 x float>
  %1789 = select <16 x i1> %1786, <16 x float> %1788, <16 x float> %1787
  br label %1790

1790:                                             ; preds = %1783, %1776, %1773
  %1791 = phi <16 x float> [ %1775, %1773 ], [ %1782, %1776 ], [ %1789, %1783 ]
  switch i64 %92, label %1316 [
    i64 1, label %1806
    i64 2, label %1799
    i64 3, label %1792
    i64 0, label %1828
  ]

1792:                                             ; preds = %1790
  %1793 = bitcast <16 x float> %1791 to <8 x i64>
  %1794 = and <8 x i64> %1793, %80
  %1795 = fcmp oeq <16 x float> %1791, %48
  %1796 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1791, i32 4)
  %1797 = bitcast <8 x i64> %1794 to <16 x float>
  %1798 = select <16 x i1> %1795, <16 x float> %1797, <16 x float> %1796
  br label %1809

1799:                                             ; preds = %1790
  %1800 = bitcast <16 x float> %1791 to <8 x i64>
  %1801 = or <8 x i64> %1800, %81
  %1802 = fcmp oeq <16 x float> %1791, %51
  %1803 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1791, i32 4)
  %1804 = bitcast <8 x i64> %1801 to <16 x float>
  %1805 = select <16 x i1> %1802, <16 x float> %1804, <16 x float> %1803
  br label %1809

1806:                                             ; preds = %1790
  %1807 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1772, <16 x i1> %1632, <16 x float> zeroinitializer)
  %1808 = fadd <16 x float> %1791, %1807
  br label %1809

1809:                                             ; preds = %1806, %1799, %1792
  %1810 = phi <16 x float> [ %1808, %1806 ], [ %1805, %1799 ], [ %1798, %1792 ]
  switch i64 %94, label %1316 [
    i64 1, label %1825
    i64 2, label %1818
    i64 3, label %1811
    i64 0, label %1828
  ]

1811:                                             ; preds = %1809
  %1812 = bitcast <16 x float> %1810 to <8 x i64>
  %1813 = and <8 x i64> %1812, %80
  %1814 = fcmp oeq <16 x float> %1810, %48
  %1815 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1810, i32 4)
  %1816 = bitcast <8 x i64> %1813 to <16 x float>
  %1817 = select <16 x i1> %1814, <16 x float> %1816, <16 x float> %1815
  br label %1828

1818:                                             ; preds = %1809
  %1819 = bitcast <16 x float> %1810 to <8 x i64>
  %1820 = or <8 x i64> %1819, %81
  %1821 = fcmp oeq <16 x float> %1810, %51
  %1822 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1810, i32 4)
  %1823 = bitcast <8 x i64> %1820 to <16 x float>
  %1824 = select <16 x i1> %1821, <16 x float> %1823, <16 x float> %1822
  br label %1828

1825:                                             ; preds = %1809
  %1826 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1772, <16 x i1> %1632, <16 x float> zeroinitializer)
  %1827 = fadd <16 x float> %1810, %1826
  br label %1828

1828:                                             ; preds = %1771, %1790, %1809, %1825, %1818, %1811, %1622
  %1829 = phi <16 x float> [ %1623, %1622 ], [ %1623, %1771 ], [ %1810, %1809 ], [ %1791, %1790 ], [ %1827, %1825 ], [ %1824, %1818 ], [ %1817, %1811 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1829, ptr align 1 %1633, <16 x i1> %1632)
  %1830 = add nsw i64 %1629, %596
  %1831 = bitcast i16 %1562 to <16 x i1>
  %1832 = select i1 %597, <16 x i1> zeroinitializer, <16 x i1> %1831
  %1833 = getelementptr inbounds float, ptr %217, i64 %1830
  br i1 %79, label %1891, label %1834

1834:                                             ; preds = %1828
  %1835 = getelementptr inbounds float, ptr %215, i64 %1830
  switch i64 %95, label %1316 [
    i64 1, label %1850
    i64 2, label %1843
    i64 3, label %1836
    i64 0, label %1891
  ]

1836:                                             ; preds = %1834
  %1837 = bitcast <16 x float> %1624 to <8 x i64>
  %1838 = and <8 x i64> %1837, %80
  %1839 = fcmp oeq <16 x float> %1624, %48
  %1840 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1624, i32 4)
  %1841 = bitcast <8 x i64> %1838 to <16 x float>
  %1842 = select <16 x i1> %1839, <16 x float> %1841, <16 x float> %1840
  br label %1853

1843:                                             ; preds = %1834
  %1844 = bitcast <16 x float> %1624 to <8 x i64>
  %1845 = or <8 x i64> %1844, %81
  %1846 = fcmp oeq <16 x float> %1624, %51
  %1847 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1624, i32 4)
  %1848 = bitcast <8 x i64> %1845 to <16 x float>
  %1849 = select <16 x i1> %1846, <16 x float> %1848, <16 x float> %1847
  br label %1853

1850:                                             ; preds = %1834
  %1851 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1835, <16 x i1> %1832, <16 x float> zeroinitializer)
  %1852 = fadd <16 x float> %1624, %1851
  br label %1853

1853:                                             ; preds = %1850, %1843, %1836
  %1854 = phi <16 x float> [ %1852, %1850 ], [ %1849, %1843 ], [ %1842, %1836 ]
  switch i64 %97, label %1316 [
    i64 1, label %1869
    i64 2, label %1862
    i64 3, label %1855
    i64 0, label %1891
  ]

1855:                                             ; preds = %1853
  %1856 = bitcast <16 x float> %1854 to <8 x i64>
  %1857 = and <8 x i64> %1856, %80
  %1858 = fcmp oeq <16 x float> %1854, %48
  %1859 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1854, i32 4)
  %1860 = bitcast <8 x i64> %1857 to <16 x float>
  %1861 = select <16 x i1> %1858, <16 x float> %1860, <16 x float> %1859
  br label %1872

1862:                                             ; preds = %1853
  %1863 = bitcast <16 x float> %1854 to <8 x i64>
  %1864 = or <8 x i64> %1863, %81
  %1865 = fcmp oeq <16 x float> %1854, %51
  %1866 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1854, i32 4)
  %1867 = bitcast <8 x i64> %1864 to <16 x float>
  %1868 = select <16 x i1> %1865, <16 x float> %1867, <16 x float> %1866
  br label %1872

1869:                                             ; preds = %1853
  %1870 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1835, <16 x i1> %1832, <16 x float> zeroinitializer)
  %1871 = fadd <16 x float> %1854, %1870
  br label %1872

1872:                                             ; preds = %1869, %1862, %1855
  %1873 = phi <16 x float> [ %1871, %1869 ], [ %1868, %1862 ], [ %1861, %1855 ]
  switch i64 %99, label %1316 [
    i64 1, label %1888
    i64 2, label %1881
    i64 3, label %1874
    i64 0, label %1891
  ]

1874:                                             ; preds = %1872
  %1875 = bitcast <16 x float> %1873 to <8 x i64>
  %1876 = and <8 x i64> %1875, %80
  %1877 = fcmp oeq <16 x float> %1873, %48
  %1878 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1873, i32 4)
  %1879 = bitcast <8 x i64> %1876 to <16 x float>
  %1880 = select <16 x i1> %1877, <16 x float> %1879, <16 x float> %1878
  br label %1891

1881:                                             ; preds = %1872
  %1882 = bitcast <16 x float> %1873 to <8 x i64>
  %1883 = or <8 x i64> %1882, %81
  %1884 = fcmp oeq <16 x float> %1873, %51
  %1885 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1873, i32 4)
  %1886 = bitcast <8 x i64> %1883 to <16 x float>
  %1887 = select <16 x i1> %1884, <16 x float> %1886, <16 x float> %1885
  br label %1891

1888:                                             ; preds = %1872
  %1889 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1835, <16 x i1> %1832, <16 x float> zeroinitializer)
  %1890 = fadd <16 x float> %1873, %1889
  br label %1891

1891:                                             ; preds = %1828, %1834, %1853, %1872, %1888, %1881, %1874
  %1892 = phi <16 x float> [ %1880, %1874 ], [ %1624, %1834 ], [ %1873, %1872 ], [ %1854, %1853 ], [ %1890, %1888 ], [ %1887, %1881 ], [ %1624, %1828 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1892, ptr align 1 %1833, <16 x i1> %1832)
  %1893 = add nsw i64 %1629, %599
  %1894 = bitcast i16 %1562 to <16 x i1>
  %1895 = select i1 %600, <16 x i1> zeroinitializer, <16 x i1> %1894
  %1896 = getelementptr inbounds float, ptr %217, i64 %1893
  br i1 %79, label %1954, label %1897

1897:                                             ; preds = %1891
  %1898 = getelementptr inbounds float, ptr %215, i64 %1893
  switch i64 %100, label %1316 [
    i64 1, label %1913
    i64 2, label %1906
    i64 3, label %1899
    i64 0, label %1954
  ]

1899:                                             ; preds = %1897
  %1900 = bitcast <16 x float> %1625 to <8 x i64>
  %1901 = and <8 x i64> %1900, %80
  %1902 = fcmp oeq <16 x float> %1625, %48
  %1903 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1625, i32 4)
  %1904 = bitcast <8 x i64> %1901 to <16 x float>
  %1905 = select <16 x i1> %1902, <16 x float> %1904, <16 x float> %1903
  br label %1916

1906:                                             ; preds = %1897
  %1907 = bitcast <16 x float> %1625 to <8 x i64>
  %1908 = or <8 x i64> %1907, %81
  %1909 = fcmp oeq <16 x float> %1625, %51
  %1910 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1625, i32 4)
  %1911 = bitcast <8 x i64> %1908 to <16 x float>
  %1912 = select <16 x i1> %1909, <16 x float> %1911, <16 x float> %1910
  br label %1916

1913:                                             ; preds = %1897
  %1914 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1898, <16 x i1> %1895, <16 x float> zeroinitializer)
  %1915 = fadd <16 x float> %1625, %1914
  br label %1916

1916:                                             ; preds = %1913, %1906, %1899
  %1917 = phi <16 x float> [ %1915, %1913 ], [ %1912, %1906 ], [ %1905, %1899 ]
  switch i64 %102, label %1316 [
    i64 1, label %1932
    i64 2, label %1925
    i64 3, label %1918
    i64 0, label %1954
  ]

1918:                                             ; preds = %1916
  %1919 = bitcast <16 x float> %1917 to <8 x i64>
  %1920 = and <8 x i64> %1919, %80
  %1921 = fcmp oeq <16 x float> %1917, %48
  %1922 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1917, i32 4)
  %1923 = bitcast <8 x i64> %1920 to <16 x float>
  %1924 = select <16 x i1> %1921, <16 x float> %1923, <16 x float> %1922
  br label %1935

1925:                                             ; preds = %1916
  %1926 = bitcast <16 x float> %1917 to <8 x i64>
  %1927 = or <8 x i64> %1926, %81
  %1928 = fcmp oeq <16 x float> %1917, %51
  %1929 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1917, i32 4)
  %1930 = bitcast <8 x i64> %1927 to <16 x float>
  %1931 = select <16 x i1> %1928, <16 x float> %1930, <16 x float> %1929
  br label %1935

1932:                                             ; preds = %1916
  %1933 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1898, <16 x i1> %1895, <16 x float> zeroinitializer)
  %1934 = fadd <16 x float> %1917, %1933
  br label %1935

1935:                                             ; preds = %1932, %1925, %1918
  %1936 = phi <16 x float> [ %1934, %1932 ], [ %1931, %1925 ], [ %1924, %1918 ]
  switch i64 %104, label %1316 [
    i64 1, label %1951
    i64 2, label %1944
    i64 3, label %1937
    i64 0, label %1954
  ]

1937:                                             ; preds = %1935
  %1938 = bitcast <16 x float> %1936 to <8 x i64>
  %1939 = and <8 x i64> %1938, %80
  %1940 = fcmp oeq <16 x float> %1936, %48
  %1941 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1936, i32 4)
  %1942 = bitcast <8 x i64> %1939 to <16 x float>
  %1943 = select <16 x i1> %1940, <16 x float> %1942, <16 x float> %1941
  br label %1954

1944:                                             ; preds = %1935
  %1945 = bitcast <16 x float> %1936 to <8 x i64>
  %1946 = or <8 x i64> %1945, %81
  %1947 = fcmp oeq <16 x float> %1936, %51
  %1948 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1936, i32 4)
  %1949 = bitcast <8 x i64> %1946 to <16 x float>
  %1950 = select <16 x i1> %1947, <16 x float> %1949, <16 x float> %1948
  br label %1954

1951:                                             ; preds = %1935
  %1952 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1898, <16 x i1> %1895, <16 x float> zeroinitializer)
  %1953 = fadd <16 x float> %1936, %1952
  br label %1954

1954:                                             ; preds = %1891, %1897, %1916, %1935, %1951, %1944, %1937
  %1955 = phi <16 x float> [ %1943, %1937 ], [ %1625, %1897 ], [ %1936, %1935 ], [ %1917, %1916 ], [ %1953, %1951 ], [ %1950, %1944 ], [ %1625, %1891 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1955, ptr align 1 %1896, <16 x i1> %1895)
  %1956 = add nsw i64 %1629, %602
  %1957 = bitcast i16 %1562 to <16 x i1>
  %1958 = select i1 %603, <16 x i1> zeroinitializer, <16 x i1> %1957
  %1959 = getelementptr inbounds float, ptr %217, i64 %1956
  br i1 %79, label %2017, label %1960

1960:                                             ; preds = %1954
  %1961 = getelementptr inbounds float, ptr %215, i64 %1956
  switch i64 %105, label %1316 [
    i64 1, label %1976
    i64 2, label %1969
    i64 3, label %1962
    i64 0, label %2017
  ]

1962:                                             ; preds = %1960
  %1963 = bitcast <16 x float> %1626 to <8 x i64>
  %1964 = and <8 x i64> %1963, %80
  %1965 = fcmp oeq <16 x float> %1626, %48
  %1966 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1626, i32 4)
  %1967 = bitcast <8 x i64> %1964 to <16 x float>
  %1968 = select <16 x i1> %1965, <16 x float> %1967, <16 x float> %1966
  br label %1979

1969:                                             ; preds = %1960
  %1970 = bitcast <16 x float> %1626 to <8 x i64>
  %1971 = or <8 x i64> %1970, %81
  %1972 = fcmp oeq <16 x float> %1626, %51
  %1973 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1626, i32 4)
  %1974 = bitcast <8 x i64> %1971 to <16 x float>
  %1975 = select <16 x i1> %1972, <16 x float> %1974, <16 x float> %1973
  br label %1979

1976:                                             ; preds = %1960
  %1977 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1961, <16 x i1> %1958, <16 x float> zeroinitializer)
  %1978 = fadd <16 x float> %1626, %1977
  br label %1979

1979:                                             ; preds = %1976, %1969, %1962
  %1980 = phi <16 x float> [ %1978, %1976 ], [ %1975, %1969 ], [ %1968, %1962 ]
  switch i64 %107, label %1316 [
    i64 1, label %1995
    i64 2, label %1988
    i64 3, label %1981
    i64 0, label %2017
  ]

1981:                                             ; preds = %1979
  %1982 = bitcast <16 x float> %1980 to <8 x i64>
  %1983 = and <8 x i64> %1982, %80
  %1984 = fcmp oeq <16 x float> %1980, %48
  %1985 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1980, i32 4)
  %1986 = bitcast <8 x i64> %1983 to <16 x float>
  %1987 = select <16 x i1> %1984, <16 x float> %1986, <16 x float> %1985
  br label %1998

1988:                                             ; preds = %1979
  %1989 = bitcast <16 x float> %1980 to <8 x i64>
  %1990 = or <8 x i64> %1989, %81
  %1991 = fcmp oeq <16 x float> %1980, %51
  %1992 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1980, i32 4)
  %1993 = bitcast <8 x i64> %1990 to <16 x float>
  %1994 = select <16 x i1> %1991, <16 x float> %1993, <16 x float> %1992
  br label %1998

1995:                                             ; preds = %1979
  %1996 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1961, <16 x i1> %1958, <16 x float> zeroinitializer)
  %1997 = fadd <16 x float> %1980, %1996
  br label %1998

1998:                                             ; preds = %1995, %1988, %1981
  %1999 = phi <16 x float> [ %1997, %1995 ], [ %1994, %1988 ], [ %1987, %1981 ]
  switch i64 %109, label %1316 [
    i64 1, label %2014
    i64 2, label %2007
    i64 3, label %2000
    i64 0, label %2017
  ]

2000:                                             ; preds = %1998
  %2001 = bitcast <16 x float> %1999 to <8 x i64>
  %2002 = and <8 x i64> %2001, %80
  %2003 = fcmp oeq <16 x float> %1999, %48
  %2004 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1999, i32 4)
  %2005 = bitcast <8 x i64> %2002 to <16 x float>
  %2006 = select <16 x i1> %2003, <16 x float> %2005, <16 x float> %2004
  br label %2017

2007:                                             ; preds = %1998
  %2008 = bitcast <16 x float> %1999 to <8 x i64>
  %2009 = or <8 x i64> %2008, %81
  %2010 = fcmp oeq <16 x float> %1999, %51
  %2011 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1999, i32 4)
  %2012 = bitcast <8 x i64> %2009 to <16 x float>
  %2013 = select <16 x i1> %2010, <16 x float> %2012, <16 x float> %2011
  br label %2017

2014:                                             ; preds = %1998
  %2015 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1961, <16 x i1> %1958, <16 x float> zeroinitializer)
  %2016 = fadd <16 x float> %1999, %2015
  br label %2017

2017:                                             ; preds = %1954, %1960, %1979, %1998, %2014, %2007, %2000
  %2018 = phi <16 x float> [ %2006, %2000 ], [ %1626, %1960 ], [ %1999, %1998 ], [ %1980, %1979 ], [ %2016, %2014 ], [ %2013, %2007 ], [ %1626, %1954 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2018, ptr align 1 %1959, <16 x i1> %1958)
  %2019 = add nsw i64 %1629, %605
  %2020 = bitcast i16 %1562 to <16 x i1>
  %2021 = select i1 %606, <16 x i1> zeroinitializer, <16 x i1> %2020
  %2022 = getelementptr inbounds float, ptr %217, i64 %2019
  br i1 %79, label %2080, label %2023

2023:                                             ; preds = %2017
  %2024 = getelementptr inbounds float, ptr %215, i64 %2019
  switch i64 %110, label %1316 [
    i64 1, label %2039
    i64 2, label %2032
    i64 3, label %2025
    i64 0, label %2080
  ]

2025:                                             ; preds = %2023
  %2026 = bitcast <16 x float> %1627 to <8 x i64>
  %2027 = and <8 x i64> %2026, %80
  %2028 = fcmp oeq <16 x float> %1627, %48
  %2029 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1627, i32 4)
  %2030 = bitcast <8 x i64> %2027 to <16 x float>
  %2031 = select <16 x i1> %2028, <16 x float> %2030, <16 x float> %2029
  br label %2042

2032:                                             ; preds = %2023
  %2033 = bitcast <16 x float> %1627 to <8 x i64>
  %2034 = or <8 x i64> %2033, %81
  %2035 = fcmp oeq <16 x float> %1627, %51
  %2036 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1627, i32 4)
  %2037 = bitcast <8 x i64> %2034 to <16 x float>
  %2038 = select <16 x i1> %2035, <16 x float> %2037, <16 x float> %2036
  br label %2042

2039:                                             ; preds = %2023
  %2040 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2024, <16 x i1> %2021, <16 x float> zeroinitializer)
  %2041 = fadd <16 x float> %1627, %2040
  br label %2042

2042:                                             ; preds = %2039, %2032, %2025
  %2043 = phi <16 x float> [ %2041, %2039 ], [ %2038, %2032 ], [ %2031, %2025 ]
  switch i64 %112, label %1316 [
    i64 1, label %2058
    i64 2, label %2051
    i64 3, label %2044
    i64 0, label %2080
  ]

2044:                                             ; preds = %2042
  %2045 = bitcast <16 x float> %2043 to <8 x i64>
  %2046 = and <8 x i64> %2045, %80
  %2047 = fcmp oeq <16 x float> %2043, %48
  %2048 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %2043, i32 4)
  %2049 = bitcast <8 x i64> %2046 to <16 x float>
  %2050 = select <16 x i1> %2047, <16 x float> %2049, <16 x float> %2048
  br label %2061

2051:                                             ; preds = %2042
  %2052 = bitcast <16 x float> %2043 to <8 x i64>
  %2053 = or <8 x i64> %2052, %81
  %2054 = fcmp oeq <16 x float> %2043, %51
  %2055 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %2043, i32 4)
  %2056 = bitcast <8 x i64> %2053 to <16 x float>
  %2057 = select <16 x i1> %2054, <16 x float> %2056, <16 x float> %2055
  br label %2061

2058:                                             ; preds = %2042
  %2059 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2024, <16 x i1> %2021, <16 x float> zeroinitializer)
  %2060 = fadd <16 x float> %2043, %2059
  br label %2061

2061:                                             ; preds = %2058, %2051, %2044
  %2062 = phi <16 x float> [ %2060, %2058 ], [ %2057, %2051 ], [ %2050, %2044 ]
  switch i64 %114, label %1316 [
    i64 1, label %2077
    i64 2, label %2070
    i64 3, label %2063
    i64 0, label %2080
  ]

2063:                                             ; preds = %2061
  %2064 = bitcast <16 x float> %2062 to <8 x i64>
  %2065 = and <8 x i64> %2064, %80
  %2066 = fcmp oeq <16 x float> %2062, %48
  %2067 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %2062, i32 4)
  %2068 = bitcast <8 x i64> %2065 to <16 x float>
  %2069 = select <16 x i1> %2066, <16 x float> %2068, <16 x float> %2067
  br label %2080

2070:                                             ; preds = %2061
  %2071 = bitcast <16 x float> %2062 to <8 x i64>
  %2072 = or <8 x i64> %2071, %81
  %2073 = fcmp oeq <16 x float> %2062, %51
  %2074 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %2062, i32 4)
  %2075 = bitcast <8 x i64> %2072 to <16 x float>
  %2076 = select <16 x i1> %2073, <16 x float> %2075, <16 x float> %2074
  br label %2080

2077:                                             ; preds = %2061
  %2078 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2024, <16 x i1> %2021, <16 x float> zeroinitializer)
  %2079 = fadd <16 x float> %2062, %2078
  br label %2080

2080:                                             ; preds = %2017, %2023, %2042, %2061, %2077, %2070, %2063
  %2081 = phi <16 x float> [ %2069, %2063 ], [ %1627, %2023 ], [ %2062, %2061 ], [ %2043, %2042 ], [ %2079, %2077 ], [ %2076, %2070 ], [ %1627, %2017 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2081, ptr align 1 %2022, <16 x i1> %2021)
  %2082 = add nsw i64 %1629, %608
  %2083 = bitcast i16 %1562 to <16 x i1>
  %2084 = select i1 %609, <16 x i1> zeroinitializer, <16 x i1> %2083
  %2085 = getelementptr inbounds float, ptr %217, i64 %2082
  br i1 %79, label %2143, label %2086

2086:                                             ; preds = %2080
  %2087 = getelementptr inbounds float, ptr %215, i64 %2082
  switch i64 %115, label %1316 [
    i64 1, label %2102
    i64 2, label %2095
    i64 3, label %2088
    i64 0, label %2143
  ]

2088:                                             ; preds = %2086
  %2089 = bitcast <16 x float> %1628 to <8 x i64>
  %2090 = and <8 x i64> %2089, %80
  %2091 = fcmp oeq <16 x float> %1628, %48
  %2092 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1628, i32 4)
  %2093 = bitcast <8 x i64> %2090 to <16 x float>
  %2094 = select <16 x i1> %2091, <16 x float> %2093, <16 x float> %2092
  br label %2105

2095:                                             ; preds = %2086
  %2096 = bitcast <16 x float> %1628 to <8 x i64>
  %2097 = or <8 x i64> %2096, %81
  %2098 = fcmp oeq <16 x float> %1628, %51
  %2099 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1628, i32 4)
  %2100 = bitcast <8 x i64> %2097 to <16 x float>
  %2101 = select <16 x i1> %2098, <16 x float> %2100, <16 x float> %2099
  br label %2105

2102:                                             ; preds = %2086
  %2103 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2087, <16 x i1> %2084, <16 x float> zeroinitializer)
  %2104 = fadd <16 x float> %1628, %2103
  br label %2105

2105:                                             ; preds = %2102, %2095, %2088
  %2106 = phi <16 x float> [ %2104, %2102 ], [ %2101, %2095 ], [ %2094, %2088 ]
  switch i64 %117, label %1316 [
    i64 1, label %2121
    i64 2, label %2114
    i64 3, label %2107
    i64 0, label %2143
  ]

2107:                                             ; preds = %2105
  %2108 = bitcast <16 x float> %2106 to <8 x i64>
  %2109 = and <8 x i64> %2108, %80
  %2110 = fcmp oeq <16 x float> %2106, %48
  %2111 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %2106, i32 4)
  %2112 = bitcast <8 x i64> %2109 to <16 x float>
  %2113 = select <16 x i1> %2110, <16 x float> %2112, <16 x float> %2111
  br label %2124

2114:                                             ; preds = %2105
  %2115 = bitcast <16 x float> %2106 to <8 x i64>
  %2116 = or <8 x i64> %2115, %81
  %2117 = fcmp oeq <16 x float> %2106, %51
  %2118 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %2106, i32 4)
  %2119 = bitcast <8 x i64> %2116 to <16 x float>
  %2120 = select <16 x i1> %2117, <16 x float> %2119, <16 x float> %2118
  br label %2124

2121:                                             ; preds = %2105
  %2122 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2087, <16 x i1> %2084, <16 x float> zeroinitializer)
  %2123 = fadd <16 x float> %2106, %2122
  br label %2124

2124:                                             ; preds = %2121, %2114, %2107
  %2125 = phi <16 x float> [ %2123, %2121 ], [ %2120, %2114 ], [ %2113, %2107 ]
  switch i64 %119, label %1316 [
    i64 1, label %2140
    i64 2, label %2133
    i64 3, label %2126
    i64 0, label %2143
  ]

2126:                                             ; preds = %2124
  %2127 = bitcast <16 x float> %2125 to <8 x i64>
  %2128 = and <8 x i64> %2127, %80
  %2129 = fcmp oeq <16 x float> %2125, %48
  %2130 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %2125, i32 4)
  %2131 = bitcast <8 x i64> %2128 to <16 x float>
  %2132 = select <16 x i1> %2129, <16 x float> %2131, <16 x float> %2130
  br label %2143

2133:                                             ; preds = %2124
  %2134 = bitcast <16 x float> %2125 to <8 x i64>
  %2135 = or <8 x i64> %2134, %81
  %2136 = fcmp oeq <16 x float> %2125, %51
  %2137 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %2125, i32 4)
  %2138 = bitcast <8 x i64> %2135 to <16 x float>
  %2139 = select <16 x i1> %2136, <16 x float> %2138, <16 x float> %2137
  br label %2143

2140:                                             ; preds = %2124
  %2141 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2087, <16 x i1> %2084, <16 x float> zeroinitializer)
  %2142 = fadd <16 x float> %2125, %2141
  br label %2143

2143:                                             ; preds = %2080, %2086, %2105, %2124, %2140, %2133, %2126
  %2144 = phi <16 x float> [ %2132, %2126 ], [ %1628, %2086 ], [ %2125, %2124 ], [ %2106, %2105 ], [ %2142, %2140 ], [ %2139, %2133 ], [ %1628, %2080 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2144, ptr align 1 %2085, <16 x i1> %2084)
  %2145 = add nuw nsw i64 %1553, 1
  %2146 = icmp eq i64 %2145, %516
  br i1 %2146, label %2147, label %1552

2147:                                             ; preds = %2143, %566, %1551
  %2148 = add nsw i64 %561, 6
  %2149 = icmp slt i64 %2148, %205
  br i1 %2149, label %560, label %557
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
  br i1 %273, label %274, label %406

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
  %288 = and i64 %284, 1022
  %289 = icmp eq i64 %288, 0
  %290 = select i1 %289, i64 8, i64 16
  %291 = icmp sgt i64 %5, 0
  %292 = icmp sgt i64 %285, 0
  %293 = icmp eq i64 %29, 0
  %294 = bitcast <16 x float> %49 to <8 x i64>
  %295 = bitcast <16 x float> %52 to <8 x i64>
  %296 = shl i64 %287, 3
  %297 = mul i64 %287, 12
  %298 = shl i64 %287, 4
  %299 = mul i64 %287, 20
  %300 = shl i64 %287, 3
  %301 = mul i64 %287, 12
  %302 = shl i64 %287, 4
  %303 = mul i64 %287, 20
  %304 = and i64 %29, 3
  %305 = lshr i64 %29, 2
  %306 = and i64 %305, 3
  %307 = lshr i64 %29, 4
  %308 = and i64 %307, 3
  %309 = and i64 %29, 3
  %310 = lshr i64 %29, 2
  %311 = and i64 %310, 3
  %312 = lshr i64 %29, 4
  %313 = and i64 %312, 3
  %314 = and i64 %29, 3
  %315 = lshr i64 %29, 2
  %316 = and i64 %315, 3
  %317 = lshr i64 %29, 4
  %318 = and i64 %317, 3
  %319 = and i64 %29, 3
  %320 = lshr i64 %29, 2
  %321 = and i64 %320, 3
  %322 = lshr i64 %29, 4
  %323 = and i64 %322, 3
  %324 = and i64 %29, 3
  %325 = lshr i64 %29, 2
  %326 = and i64 %325, 3
  %327 = lshr i64 %29, 4
  %328 = and i64 %327, 3
  %329 = and i64 %29, 3
  %330 = lshr i64 %29, 2
  %331 = and i64 %330, 3
  %332 = lshr i64 %29, 4
  %333 = and i64 %332, 3
  %334 = shl i64 %287, 3
  %335 = mul i64 %287, 12
  %336 = shl i64 %287, 4
  %337 = mul i64 %287, 20
  %338 = shl i64 %287, 3
  %339 = mul i64 %287, 12
  %340 = shl i64 %287, 4
  %341 = mul i64 %287, 20
  %342 = and i64 %29, 3
  %343 = lshr i64 %29, 2
  %344 = and i64 %343, 3
  %345 = lshr i64 %29, 4
  %346 = and i64 %345, 3
  %347 = and i64 %29, 3
  %348 = lshr i64 %29, 2
  %349 = and i64 %348, 3
  %350 = lshr i64 %29, 4
  %351 = and i64 %350, 3
  %352 = and i64 %29, 3
  %353 = lshr i64 %29, 2
  %354 = and i64 %353, 3
  %355 = lshr i64 %29, 4
  %356 = and i64 %355, 3
  %357 = and i64 %29, 3
  %358 = lshr i64 %29, 2
  %359 = and i64 %358, 3
  %360 = lshr i64 %29, 4
  %361 = and i64 %360, 3
  %362 = insertelement <4 x i64> poison, i64 %261, i64 0
  %363 = shufflevector <4 x i64> %362, <4 x i64> poison, <4 x i32> zeroinitializer
  %364 = icmp ult i64 %11, 8
  %365 = icmp ult i64 %11, 32
  %366 = and i64 %11, 24
  %367 = and i64 %11, 9223372036854775776
  %368 = icmp eq i64 %11, %367
  %369 = icmp eq i64 %366, 0
  %370 = and i64 %11, 9223372036854775800
  %371 = icmp eq i64 %11, %370
  %372 = icmp ult i64 %12, 8
  %373 = icmp ult i64 %12, 32
  %374 = and i64 %12, 24
  %375 = and i64 %12, 9223372036854775776
  %376 = icmp eq i64 %12, %375
  %377 = icmp eq i64 %374, 0
  %378 = and i64 %12, 9223372036854775800
  %379 = icmp eq i64 %12, %378
  %380 = icmp ult i64 %12, 8
  %381 = and i64 %12, 9223372036854775800
  %382 = icmp eq i64 %12, %381
  %383 = getelementptr inbounds nuw i8, ptr %33, i64 64
  %384 = getelementptr inbounds nuw i8, ptr %33, i64 128
  %385 = getelementptr inbounds nuw i8, ptr %33, i64 192
  %386 = getelementptr inbounds nuw i8, ptr %33, i64 256
  %387 = getelementptr inbounds nuw i8, ptr %33, i64 320
  %388 = getelementptr inbounds nuw i8, ptr %33, i64 384
  %389 = getelementptr inbounds nuw i8, ptr %33, i64 448
  %390 = getelementptr inbounds nuw i8, ptr %33, i64 512
  %391 = getelementptr inbounds nuw i8, ptr %33, i64 576
  %392 = getelementptr inbounds nuw i8, ptr %33, i64 640
  %393 = getelementptr inbounds nuw i8, ptr %33, i64 704
  %394 = getelementptr inbounds nuw i8, ptr %33, i64 768
  %395 = getelementptr inbounds nuw i8, ptr %33, i64 832
  %396 = getelementptr inbounds nuw i8, ptr %33, i64 896
  %397 = getelementptr inbounds nuw i8, ptr %33, i64 960
  %398 = getelementptr inbounds nuw i8, ptr %33, i64 1024
  %399 = getelementptr inbounds nuw i8, ptr %33, i64 1088
  %400 = getelementptr inbounds nuw i8, ptr %33, i64 1152
  %401 = getelementptr inbounds nuw i8, ptr %33, i64 1216
  %402 = getelementptr inbounds nuw i8, ptr %33, i64 1280
  %403 = getelementptr inbounds nuw i8, ptr %33, i64 1344
  %404 = getelementptr inbounds nuw i8, ptr %33, i64 1408
  %405 = getelementptr inbounds nuw i8, ptr %33, i64 1472
  br label %407

406:                                              ; preds = %436, %260
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  ret void

407:                                              ; preds = %274, %436
  %408 = phi i64 [ %3, %274 ], [ %437, %436 ]
  %409 = srem i64 %408, %268
  %410 = sdiv i64 %408, %268
  %411 = srem i64 %410, %271
  %412 = sdiv i64 %410, %271
  %413 = add nsw i64 %409, 1
  %414 = mul i64 %272, %413
  %415 = tail call i64 @llvm.smin.i64(i64 %414, i64 %6)
  %416 = add nsw i64 %411, 1
  %417 = mul nsw i64 %416, %17
  %418 = tail call i64 @llvm.smin.i64(i64 %417, i64 %263)
  %419 = mul nsw i64 %412, %20
  %420 = getelementptr inbounds float, ptr %39, i64 %419
  %421 = mul nsw i64 %412, %21
  %422 = getelementptr inbounds float, ptr %42, i64 %421
  %423 = mul nsw i64 %412, %26
  %424 = getelementptr inbounds float, ptr %43, i64 %423
  %425 = select i1 %277, ptr null, ptr %424
  %426 = mul nsw i64 %412, %24
  %427 = getelementptr inbounds float, ptr %44, i64 %426
  %428 = mul nsw i64 %411, %17
  %429 = mul i64 %272, %409
  %430 = icmp slt i64 %428, %418
  br i1 %430, label %431, label %436

431:                                              ; preds = %407
  %432 = add nsw i64 %418, -1
  %433 = icmp slt i64 %429, %415
  %434 = insertelement <4 x i64> poison, i64 %432, i64 0
  %435 = shufflevector <4 x i64> %434, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %439

436:                                              ; preds = %841, %407
  %437 = add i64 %408, 1
  %438 = icmp eq i64 %437, %4
  br i1 %438, label %406, label %407

439:                                              ; preds = %431, %841
  %440 = phi i64 [ %428, %431 ], [ %842, %841 ]
  %441 = sub nsw i64 %418, %440
  %442 = icmp sgt i64 %441, 3
  %443 = trunc i64 %441 to i32
  %444 = select i1 %442, i32 4, i32 %443
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  %445 = sext i32 %444 to i64
  %446 = insertelement <4 x i64> poison, i64 %440, i64 0
  %447 = shufflevector <4 x i64> %446, <4 x i64> poison, <4 x i32> zeroinitializer
  %448 = add <4 x i64> %447, <i64 0, i64 1, i64 2, i64 3>
  %449 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %448, <4 x i64> %435)
  %450 = shl nsw <4 x i64> %449, splat (i64 4)
  store <4 x i64> %450, ptr %37, align 16
  %451 = insertelement <4 x i32> poison, i32 %444, i64 0
  %452 = shufflevector <4 x i32> %451, <4 x i32> poison, <4 x i32> zeroinitializer
  %453 = icmp sgt <4 x i32> %452, <i32 0, i32 1, i32 2, i32 3>
  %454 = sub nsw <4 x i64> %363, %450
  %455 = select <4 x i1> %453, <4 x i64> %454, <4 x i64> zeroinitializer
  store <4 x i64> %455, ptr %38, align 16
  br label %456

456:                                              ; preds = %439, %774
  %457 = phi i64 [ 0, %439 ], [ %775, %774 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %32, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %31, i8 0, i64 28, i1 false)
  %458 = icmp slt i64 %457, %445
  %459 = getelementptr inbounds nuw i64, ptr %37, i64 %457
  %460 = load i64, ptr %459, align 8
  br i1 %458, label %461, label %469

461:                                              ; preds = %456
  %462 = sub nsw i64 %261, %460
  %463 = tail call i64 @llvm.smin.i64(i64 %462, i64 16)
  %464 = icmp sgt i64 %462, 0
  br i1 %464, label %465, label %469

465:                                              ; preds = %461
  %466 = srem i64 %460, %10
  %467 = sub nsw i64 0, %466
  %468 = sdiv i64 %460, %10
  br label %473

469:                                              ; preds = %706, %456, %461
  br i1 %63, label %470, label %774

470:                                              ; preds = %469
  %471 = getelementptr i64, ptr %35, i64 %457
  %472 = getelementptr i32, ptr %36, i64 %457
  br label %733

473:                                              ; preds = %465, %706
  %474 = phi i64 [ 0, %706 ], [ %467, %465 ]
  %475 = phi i64 [ %479, %706 ], [ 0, %465 ]
  %476 = phi i64 [ %707, %706 ], [ %468, %465 ]
  %477 = add i64 %474, %10
  %478 = add i64 %477, %475
  %479 = tail call i64 @llvm.smin.i64(i64 %478, i64 %463)
  br i1 %63, label %480, label %567

480:                                              ; preds = %473
  %481 = trunc i64 %479 to i32
  %482 = shl nsw i32 -1, %481
  %483 = xor i32 %482, -1
  %484 = trunc i64 %475 to i32
  %485 = shl nsw i32 -1, %484
  %486 = and i32 %485, %483
  br i1 %364, label %565, label %487

487:                                              ; preds = %480
  br i1 %365, label %543, label %488

488:                                              ; preds = %487
  %489 = insertelement <8 x i32> poison, i32 %486, i64 0
  %490 = shufflevector <8 x i32> %489, <8 x i32> poison, <8 x i32> zeroinitializer
  %491 = insertelement <8 x i64> poison, i64 %476, i64 0
  %492 = shufflevector <8 x i64> %491, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %493

493:                                              ; preds = %493, %488
  %494 = phi i64 [ 0, %488 ], [ %539, %493 ]
  %495 = getelementptr inbounds nuw i64, ptr %278, i64 %494
  %496 = getelementptr inbounds nuw i8, ptr %495, i64 64
  %497 = getelementptr inbounds nuw i8, ptr %495, i64 128
  %498 = getelementptr inbounds nuw i8, ptr %495, i64 192
  %499 = load <8 x i64>, ptr %495, align 8
  %500 = load <8 x i64>, ptr %496, align 8
  %501 = load <8 x i64>, ptr %497, align 8
  %502 = load <8 x i64>, ptr %498, align 8
  %503 = add nsw <8 x i64> %499, %492
  %504 = add nsw <8 x i64> %500, %492
  %505 = add nsw <8 x i64> %501, %492
  %506 = add nsw <8 x i64> %502, %492
  %507 = icmp sgt <8 x i64> %503, splat (i64 -1)
  %508 = icmp sgt <8 x i64> %504, splat (i64 -1)
  %509 = icmp sgt <8 x i64> %505, splat (i64 -1)
  %510 = icmp sgt <8 x i64> %506, splat (i64 -1)
  %511 = getelementptr i64, ptr %279, i64 %494
  %512 = getelementptr i8, ptr %511, i64 64
  %513 = getelementptr i8, ptr %511, i64 128
  %514 = getelementptr i8, ptr %511, i64 192
  %515 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %511, <8 x i1> %507, <8 x i64> poison)
  %516 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %512, <8 x i1> %508, <8 x i64> poison)
  %517 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %513, <8 x i1> %509, <8 x i64> poison)
  %518 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %514, <8 x i1> %510, <8 x i64> poison)
  %519 = icmp slt <8 x i64> %503, %515
  %520 = icmp slt <8 x i64> %504, %516
  %521 = icmp slt <8 x i64> %505, %517
  %522 = icmp slt <8 x i64> %506, %518
  %523 = select <8 x i1> %507, <8 x i1> %519, <8 x i1> zeroinitializer
  %524 = select <8 x i1> %508, <8 x i1> %520, <8 x i1> zeroinitializer
  %525 = select <8 x i1> %509, <8 x i1> %521, <8 x i1> zeroinitializer
  %526 = select <8 x i1> %510, <8 x i1> %522, <8 x i1> zeroinitializer
  %527 = getelementptr i32, ptr %31, i64 %494
  %528 = getelementptr i8, ptr %527, i64 32
  %529 = getelementptr i8, ptr %527, i64 64
  %530 = getelementptr i8, ptr %527, i64 96
  %531 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %527, <8 x i1> %523, <8 x i32> poison)
  %532 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %528, <8 x i1> %524, <8 x i32> poison)
  %533 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %529, <8 x i1> %525, <8 x i32> poison)
  %534 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %530, <8 x i1> %526, <8 x i32> poison)
  %535 = or <8 x i32> %531, %490
  %536 = or <8 x i32> %532, %490
  %537 = or <8 x i32> %533, %490
  %538 = or <8 x i32> %534, %490
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %535, ptr align 16 %527, <8 x i1> %523)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %536, ptr align 16 %528, <8 x i1> %524)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %537, ptr align 16 %529, <8 x i1> %525)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %538, ptr align 16 %530, <8 x i1> %526)
  %539 = add nuw i64 %494, 32
  %540 = icmp eq i64 %539, %367
  br i1 %540, label %541, label %493

541:                                              ; preds = %493
  br i1 %368, label %567, label %542

542:                                              ; preds = %541
  br i1 %369, label %565, label %543

543:                                              ; preds = %487, %542
  %544 = phi i64 [ %367, %542 ], [ 0, %487 ]
  %545 = insertelement <8 x i32> poison, i32 %486, i64 0
  %546 = shufflevector <8 x i32> %545, <8 x i32> poison, <8 x i32> zeroinitializer
  %547 = insertelement <8 x i64> poison, i64 %476, i64 0
  %548 = shufflevector <8 x i64> %547, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %549

549:                                              ; preds = %549, %543
  %550 = phi i64 [ %544, %543 ], [ %562, %549 ]
  %551 = getelementptr inbounds nuw i64, ptr %278, i64 %550
  %552 = load <8 x i64>, ptr %551, align 8
  %553 = add nsw <8 x i64> %552, %548
  %554 = icmp sgt <8 x i64> %553, splat (i64 -1)
  %555 = getelementptr i64, ptr %279, i64 %550
  %556 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %555, <8 x i1> %554, <8 x i64> poison)
  %557 = icmp slt <8 x i64> %553, %556
  %558 = select <8 x i1> %554, <8 x i1> %557, <8 x i1> zeroinitializer
  %559 = getelementptr i32, ptr %31, i64 %550
  %560 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %559, <8 x i1> %558, <8 x i32> poison)
  %561 = or <8 x i32> %560, %546
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %561, ptr align 16 %559, <8 x i1> %558)
  %562 = add nuw i64 %550, 8
  %563 = icmp eq i64 %562, %370
  br i1 %563, label %564, label %549

564:                                              ; preds = %549
  br i1 %371, label %567, label %565

565:                                              ; preds = %480, %542, %564
  %566 = phi i64 [ 0, %480 ], [ %367, %542 ], [ %370, %564 ]
  br label %689

567:                                              ; preds = %703, %541, %564, %473
  br i1 %197, label %568, label %706

568:                                              ; preds = %567
  %569 = add i64 %475, %474
  br i1 %372, label %687, label %570

570:                                              ; preds = %568
  br i1 %373, label %656, label %571

571:                                              ; preds = %570
  %572 = insertelement <8 x i64> poison, i64 %569, i64 0
  %573 = shufflevector <8 x i64> %572, <8 x i64> poison, <8 x i32> zeroinitializer
  %574 = insertelement <8 x i64> poison, i64 %475, i64 0
  %575 = shufflevector <8 x i64> %574, <8 x i64> poison, <8 x i32> zeroinitializer
  %576 = insertelement <8 x i64> poison, i64 %479, i64 0
  %577 = shufflevector <8 x i64> %576, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %578

578:                                              ; preds = %578, %571
  %579 = phi i64 [ 0, %571 ], [ %652, %578 ]
  %580 = getelementptr inbounds nuw i64, ptr %280, i64 %579
  %581 = getelementptr inbounds nuw i8, ptr %580, i64 64
  %582 = getelementptr inbounds nuw i8, ptr %580, i64 128
  %583 = getelementptr inbounds nuw i8, ptr %580, i64 192
  %584 = load <8 x i64>, ptr %580, align 8
  %585 = load <8 x i64>, ptr %581, align 8
  %586 = load <8 x i64>, ptr %582, align 8
  %587 = load <8 x i64>, ptr %583, align 8
  %588 = sub <8 x i64> %573, %584
  %589 = sub <8 x i64> %573, %585
  %590 = sub <8 x i64> %573, %586
  %591 = sub <8 x i64> %573, %587
  %592 = getelementptr inbounds nuw i64, ptr %281, i64 %579
  %593 = getelementptr inbounds nuw i8, ptr %592, i64 64
  %594 = getelementptr inbounds nuw i8, ptr %592, i64 128
  %595 = getelementptr inbounds nuw i8, ptr %592, i64 192
  %596 = load <8 x i64>, ptr %592, align 8
  %597 = load <8 x i64>, ptr %593, align 8
  %598 = load <8 x i64>, ptr %594, align 8
  %599 = load <8 x i64>, ptr %595, align 8
  %600 = add nsw <8 x i64> %588, %596
  %601 = add nsw <8 x i64> %589, %597
  %602 = add nsw <8 x i64> %590, %598
  %603 = add nsw <8 x i64> %591, %599
  %604 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %588, <8 x i64> %575)
  %605 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %589, <8 x i64> %575)
  %606 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %590, <8 x i64> %575)
  %607 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %591, <8 x i64> %575)
  %608 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %600, <8 x i64> %577)
  %609 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %601, <8 x i64> %577)
  %610 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %602, <8 x i64> %577)
  %611 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %603, <8 x i64> %577)
  %612 = icmp slt <8 x i64> %604, %608
  %613 = icmp slt <8 x i64> %605, %609
  %614 = icmp slt <8 x i64> %606, %610
  %615 = icmp slt <8 x i64> %607, %611
  %616 = trunc <8 x i64> %608 to <8 x i32>
  %617 = trunc <8 x i64> %609 to <8 x i32>
  %618 = trunc <8 x i64> %610 to <8 x i32>
  %619 = trunc <8 x i64> %611 to <8 x i32>
  %620 = shl nsw <8 x i32> splat (i32 -1), %616
  %621 = shl nsw <8 x i32> splat (i32 -1), %617
  %622 = shl nsw <8 x i32> splat (i32 -1), %618
  %623 = shl nsw <8 x i32> splat (i32 -1), %619
  %624 = xor <8 x i32> %620, splat (i32 -1)
  %625 = xor <8 x i32> %621, splat (i32 -1)
  %626 = xor <8 x i32> %622, splat (i32 -1)
  %627 = xor <8 x i32> %623, splat (i32 -1)
  %628 = trunc <8 x i64> %604 to <8 x i32>
  %629 = trunc <8 x i64> %605 to <8 x i32>
  %630 = trunc <8 x i64> %606 to <8 x i32>
  %631 = trunc <8 x i64> %607 to <8 x i32>
  %632 = shl nsw <8 x i32> splat (i32 -1), %628
  %633 = shl nsw <8 x i32> splat (i32 -1), %629
  %634 = shl nsw <8 x i32> splat (i32 -1), %630
  %635 = shl nsw <8 x i32> splat (i32 -1), %631
  %636 = and <8 x i32> %632, %624
  %637 = and <8 x i32> %633, %625
  %638 = and <8 x i32> %634, %626
  %639 = and <8 x i32> %635, %627
  %640 = getelementptr i32, ptr %32, i64 %579
  %641 = getelementptr i8, ptr %640, i64 32
  %642 = getelementptr i8, ptr %640, i64 64
  %643 = getelementptr i8, ptr %640, i64 96
  %644 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %640, <8 x i1> %612, <8 x i32> poison)
  %645 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %641, <8 x i1> %613, <8 x i32> poison)
  %646 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %642, <8 x i1> %614, <8 x i32> poison)
  %647 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %643, <8 x i1> %615, <8 x i32> poison)
  %648 = or <8 x i32> %644, %636
  %649 = or <8 x i32> %645, %637
  %650 = or <8 x i32> %646, %638
  %651 = or <8 x i32> %647, %639
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %648, ptr align 16 %640, <8 x i1> %612)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %649, ptr align 16 %641, <8 x i1> %613)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %650, ptr align 16 %642, <8 x i1> %614)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %651, ptr align 16 %643, <8 x i1> %615)
  %652 = add nuw i64 %579, 32
  %653 = icmp eq i64 %652, %375
  br i1 %653, label %654, label %578

654:                                              ; preds = %578
  br i1 %376, label %706, label %655

655:                                              ; preds = %654
  br i1 %377, label %687, label %656

656:                                              ; preds = %570, %655
  %657 = phi i64 [ %375, %655 ], [ 0, %570 ]
  %658 = insertelement <8 x i64> poison, i64 %569, i64 0
  %659 = shufflevector <8 x i64> %658, <8 x i64> poison, <8 x i32> zeroinitializer
  %660 = insertelement <8 x i64> poison, i64 %475, i64 0
  %661 = shufflevector <8 x i64> %660, <8 x i64> poison, <8 x i32> zeroinitializer
  %662 = insertelement <8 x i64> poison, i64 %479, i64 0
  %663 = shufflevector <8 x i64> %662, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %664

664:                                              ; preds = %664, %656
  %665 = phi i64 [ %657, %656 ], [ %684, %664 ]
  %666 = getelementptr inbounds nuw i64, ptr %280, i64 %665
  %667 = load <8 x i64>, ptr %666, align 8
  %668 = sub <8 x i64> %659, %667
  %669 = getelementptr inbounds nuw i64, ptr %281, i64 %665
  %670 = load <8 x i64>, ptr %669, align 8
  %671 = add nsw <8 x i64> %668, %670
  %672 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %668, <8 x i64> %661)
  %673 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %671, <8 x i64> %663)
  %674 = icmp slt <8 x i64> %672, %673
  %675 = trunc <8 x i64> %673 to <8 x i32>
  %676 = shl nsw <8 x i32> splat (i32 -1), %675
  %677 = xor <8 x i32> %676, splat (i32 -1)
  %678 = trunc <8 x i64> %672 to <8 x i32>
  %679 = shl nsw <8 x i32> splat (i32 -1), %678
  %680 = and <8 x i32> %679, %677
  %681 = getelementptr i32, ptr %32, i64 %665
  %682 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %681, <8 x i1> %674, <8 x i32> poison)
  %683 = or <8 x i32> %682, %680
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %683, ptr align 16 %681, <8 x i1> %674)
  %684 = add nuw i64 %665, 8
  %685 = icmp eq i64 %684, %378
  br i1 %685, label %686, label %664

686:                                              ; preds = %664
  br i1 %379, label %706, label %687

687:                                              ; preds = %568, %655, %686
  %688 = phi i64 [ 0, %568 ], [ %375, %655 ], [ %378, %686 ]
  br label %709

689:                                              ; preds = %565, %703
  %690 = phi i64 [ %704, %703 ], [ %566, %565 ]
  %691 = getelementptr inbounds nuw i64, ptr %278, i64 %690
  %692 = load i64, ptr %691, align 8
  %693 = add nsw i64 %692, %476
  %694 = icmp sgt i64 %693, -1
  br i1 %694, label %695, label %703

695:                                              ; preds = %689
  %696 = getelementptr inbounds nuw i64, ptr %279, i64 %690
  %697 = load i64, ptr %696, align 8
  %698 = icmp slt i64 %693, %697
  br i1 %698, label %699, label %703

699:                                              ; preds = %695
  %700 = getelementptr inbounds nuw i32, ptr %31, i64 %690
  %701 = load i32, ptr %700, align 4
  %702 = or i32 %701, %486
  store i32 %702, ptr %700, align 4
  br label %703

703:                                              ; preds = %699, %695, %689
  %704 = add nuw nsw i64 %690, 1
  %705 = icmp eq i64 %704, %11
  br i1 %705, label %567, label %689

706:                                              ; preds = %730, %654, %686, %567
  %707 = add nsw i64 %476, 1
  %708 = icmp slt i64 %478, %463
  br i1 %708, label %473, label %469

709:                                              ; preds = %687, %730
  %710 = phi i64 [ %731, %730 ], [ %688, %687 ]
  %711 = getelementptr inbounds nuw i64, ptr %280, i64 %710
  %712 = load i64, ptr %711, align 8
  %713 = sub i64 %569, %712
  %714 = getelementptr inbounds nuw i64, ptr %281, i64 %710
  %715 = load i64, ptr %714, align 8
  %716 = add nsw i64 %713, %715
  %717 = tail call i64 @llvm.smax.i64(i64 %713, i64 %475)
  %718 = tail call i64 @llvm.smin.i64(i64 %716, i64 %479)
  %719 = icmp slt i64 %717, %718
  br i1 %719, label %720, label %730

720:                                              ; preds = %709
  %721 = trunc i64 %718 to i32
  %722 = shl nsw i32 -1, %721
  %723 = xor i32 %722, -1
  %724 = trunc i64 %717 to i32
  %725 = shl nsw i32 -1, %724
  %726 = and i32 %725, %723
  %727 = getelementptr inbounds nuw i32, ptr %32, i64 %710
  %728 = load i32, ptr %727, align 4
  %729 = or i32 %728, %726
  store i32 %729, ptr %727, align 4
  br label %730

730:                                              ; preds = %720, %709
  %731 = add nuw nsw i64 %710, 1
  %732 = icmp eq i64 %731, %12
  br i1 %732, label %706, label %709

733:                                              ; preds = %470, %777
  %734 = phi i64 [ 0, %470 ], [ %778, %777 ]
  br i1 %197, label %735, label %777

735:                                              ; preds = %733
  %736 = getelementptr inbounds nuw i64, ptr %34, i64 %734
  %737 = load i64, ptr %736, align 8
  %738 = getelementptr inbounds nuw i64, ptr %278, i64 %734
  %739 = load i64, ptr %738, align 8
  %740 = mul nsw i64 %739, %10
  %741 = add i64 %737, %460
  %742 = add i64 %741, %740
  %743 = mul nuw nsw i64 %734, %12
  %744 = getelementptr inbounds nuw i32, ptr %31, i64 %734
  %745 = load i32, ptr %744, align 4
  br i1 %380, label %772, label %746

746:                                              ; preds = %735
  %747 = insertelement <8 x i64> poison, i64 %742, i64 0
  %748 = shufflevector <8 x i64> %747, <8 x i64> poison, <8 x i32> zeroinitializer
  %749 = insertelement <8 x i64> poison, i64 %743, i64 0
  %750 = shufflevector <8 x i64> %749, <8 x i64> poison, <8 x i32> zeroinitializer
  %751 = insertelement <8 x i32> poison, i32 %745, i64 0
  %752 = shufflevector <8 x i32> %751, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %753

753:                                              ; preds = %753, %746
  %754 = phi i64 [ 0, %746 ], [ %768, %753 ]
  %755 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %746 ], [ %769, %753 ]
  %756 = getelementptr inbounds nuw i64, ptr %282, i64 %754
  %757 = load <8 x i64>, ptr %756, align 8
  %758 = getelementptr inbounds nuw i64, ptr %280, i64 %754
  %759 = load <8 x i64>, ptr %758, align 8
  %760 = add <8 x i64> %757, %748
  %761 = add nsw <8 x i64> %760, %759
  %762 = add nuw nsw <8 x i64> %755, %750
  %763 = getelementptr [4 x i64], ptr %471, <8 x i64> %762
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %761, <8 x ptr> align 8 %763, <8 x i1> splat (i1 true))
  %764 = getelementptr inbounds nuw i32, ptr %32, i64 %754
  %765 = load <8 x i32>, ptr %764, align 16
  %766 = and <8 x i32> %765, %752
  %767 = getelementptr [4 x i32], ptr %472, <8 x i64> %762
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %766, <8 x ptr> align 4 %767, <8 x i1> splat (i1 true))
  %768 = add nuw i64 %754, 8
  %769 = add nuw nsw <8 x i64> %755, splat (i64 8)
  %770 = icmp eq i64 %768, %381
  br i1 %770, label %771, label %753

771:                                              ; preds = %753
  br i1 %382, label %777, label %772

772:                                              ; preds = %735, %771
  %773 = phi i64 [ 0, %735 ], [ %381, %771 ]
  br label %780

774:                                              ; preds = %777, %469
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  %775 = add nuw nsw i64 %457, 1
  %776 = icmp eq i64 %775, 4
  br i1 %776, label %796, label %456

777:                                              ; preds = %780, %771, %733
  %778 = add nuw nsw i64 %734, 1
  %779 = icmp eq i64 %778, %11
  br i1 %779, label %774, label %733

780:                                              ; preds = %772, %780
  %781 = phi i64 [ %794, %780 ], [ %773, %772 ]
  %782 = getelementptr inbounds nuw i64, ptr %282, i64 %781
  %783 = load i64, ptr %782, align 8
  %784 = getelementptr inbounds nuw i64, ptr %280, i64 %781
  %785 = load i64, ptr %784, align 8
  %786 = add i64 %783, %742
  %787 = add nsw i64 %786, %785
  %788 = add nuw nsw i64 %781, %743
  %789 = getelementptr [4 x i64], ptr %471, i64 %788
  store i64 %787, ptr %789, align 8
  %790 = getelementptr inbounds nuw i32, ptr %32, i64 %781
  %791 = load i32, ptr %790, align 4
  %792 = and i32 %791, %745
  %793 = getelementptr [4 x i32], ptr %472, i64 %788
  store i32 %792, ptr %793, align 4
  %794 = add nuw nsw i64 %781, 1
  %795 = icmp eq i64 %794, %12
  br i1 %795, label %777, label %780

796:                                              ; preds = %774
  br i1 %433, label %797, label %841

797:                                              ; preds = %796
  %798 = icmp eq i32 %444, 4
  %799 = icmp sgt i32 %444, 0
  %800 = zext nneg i32 %444 to i64
  %801 = extractelement <4 x i64> %454, i64 0
  %802 = icmp sgt i64 %801, 15
  %803 = trunc i64 %801 to i32
  %804 = shl nsw i32 -1, %803
  %805 = trunc i32 %804 to i16
  %806 = xor i16 %805, -1
  %807 = select i1 %802, i16 -1, i16 %806
  %808 = extractelement <4 x i64> %454, i64 1
  %809 = icmp sgt i64 %808, 15
  %810 = trunc i64 %808 to i32
  %811 = shl nsw i32 -1, %810
  %812 = trunc i32 %811 to i16
  %813 = xor i16 %812, -1
  %814 = select i1 %809, i16 -1, i16 %813
  %815 = extractelement <4 x i64> %454, i64 2
  %816 = icmp sgt i64 %815, 15
  %817 = trunc i64 %815 to i32
  %818 = shl nsw i32 -1, %817
  %819 = trunc i32 %818 to i16
  %820 = xor i16 %819, -1
  %821 = select i1 %816, i16 -1, i16 %820
  %822 = extractelement <4 x i64> %454, i64 3
  %823 = icmp sgt i64 %822, 15
  %824 = trunc i64 %822 to i32
  %825 = shl nsw i32 -1, %824
  %826 = trunc i32 %825 to i16
  %827 = xor i16 %826, -1
  %828 = select i1 %823, i16 -1, i16 %827
  %829 = bitcast i16 %807 to <16 x i1>
  %830 = bitcast i16 %814 to <16 x i1>
  %831 = bitcast i16 %821 to <16 x i1>
  %832 = bitcast i16 %828 to <16 x i1>
  %833 = bitcast i16 %807 to <16 x i1>
  %834 = bitcast i16 %814 to <16 x i1>
  %835 = bitcast i16 %821 to <16 x i1>
  %836 = bitcast i16 %828 to <16 x i1>
  %837 = extractelement <4 x i64> %450, i64 0
  %838 = extractelement <4 x i64> %450, i64 1
  %839 = extractelement <4 x i64> %450, i64 2
  %840 = extractelement <4 x i64> %450, i64 3
  br label %844

841:                                              ; preds = %2431, %796
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  %842 = add nsw i64 %440, 4
  %843 = icmp slt i64 %842, %418
  br i1 %843, label %439, label %436

844:                                              ; preds = %797, %2431
  %845 = phi i64 [ %429, %797 ], [ %2432, %2431 ]
  %846 = sub nsw i64 %415, %845
  %847 = icmp sgt i64 %846, 5
  %848 = select i1 %847, i64 %845, i64 %283
  %849 = sub nsw i64 %845, %848
  br i1 %798, label %894, label %850

850:                                              ; preds = %844
  br i1 %799, label %851, label %2431

851:                                              ; preds = %850
  %852 = mul i64 %287, %848
  %853 = getelementptr inbounds float, ptr %41, i64 %848
  %854 = getelementptr inbounds float, ptr %40, i64 %852
  %855 = getelementptr inbounds nuw i8, ptr %853, i64 4
  %856 = getelementptr inbounds nuw i8, ptr %853, i64 8
  %857 = getelementptr inbounds nuw i8, ptr %853, i64 12
  %858 = getelementptr inbounds nuw i8, ptr %853, i64 16
  %859 = getelementptr inbounds nuw i8, ptr %853, i64 20
  %860 = mul nsw i64 %848, %261
  %861 = getelementptr inbounds float, ptr %422, i64 %860
  %862 = add nsw i64 %848, 1
  %863 = mul nsw i64 %862, %261
  %864 = getelementptr inbounds float, ptr %422, i64 %863
  %865 = add nsw i64 %848, 2
  %866 = mul nsw i64 %865, %261
  %867 = getelementptr inbounds float, ptr %422, i64 %866
  %868 = add nsw i64 %848, 3
  %869 = mul nsw i64 %868, %261
  %870 = getelementptr inbounds float, ptr %422, i64 %869
  %871 = add nsw i64 %848, 4
  %872 = mul nsw i64 %871, %261
  %873 = getelementptr inbounds float, ptr %422, i64 %872
  %874 = add nsw i64 %848, 5
  %875 = mul nsw i64 %874, %261
  %876 = getelementptr inbounds float, ptr %422, i64 %875
  %877 = mul nsw i64 %848, %261
  %878 = icmp sgt i64 %849, 0
  %879 = add nsw i64 %848, 1
  %880 = mul nsw i64 %879, %261
  %881 = icmp sgt i64 %849, 1
  %882 = add nsw i64 %848, 2
  %883 = mul nsw i64 %882, %261
  %884 = icmp sgt i64 %849, 2
  %885 = add nsw i64 %848, 3
  %886 = mul nsw i64 %885, %261
  %887 = icmp sgt i64 %849, 3
  %888 = add nsw i64 %848, 4
  %889 = mul nsw i64 %888, %261
  %890 = icmp sgt i64 %849, 4
  %891 = add nsw i64 %848, 5
  %892 = mul nsw i64 %891, %261
  %893 = icmp sgt i64 %849, 5
  br label %1836

894:                                              ; preds = %844
  %895 = getelementptr inbounds float, ptr %41, i64 %848
  br i1 %286, label %907, label %896

896:                                              ; preds = %894
  %897 = load float, ptr %895, align 4
  %898 = insertelement <16 x float> poison, float %897, i64 0
  %899 = shufflevector <16 x float> %898, <16 x float> poison, <16 x i32> zeroinitializer
  %900 = insertelement <16 x float> poison, float %897, i64 0
  %901 = shufflevector <16 x float> %900, <16 x float> poison, <16 x i32> zeroinitializer
  %902 = insertelement <16 x float> poison, float %897, i64 0
  %903 = shufflevector <16 x float> %902, <16 x float> poison, <16 x i32> zeroinitializer
  %904 = load float, ptr %895, align 4
  %905 = insertelement <16 x float> poison, float %904, i64 0
  %906 = shufflevector <16 x float> %905, <16 x float> poison, <16 x i32> zeroinitializer
  br label %918

907:                                              ; preds = %894
  %908 = mul nsw i64 %848, %261
  %909 = getelementptr inbounds float, ptr %422, i64 %908
  %910 = getelementptr inbounds float, ptr %909, i64 %837
  %911 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %910, <16 x i1> %829, <16 x float> zeroinitializer)
  %912 = getelementptr inbounds float, ptr %909, i64 %838
  %913 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %912, <16 x i1> %830, <16 x float> zeroinitializer)
  %914 = getelementptr inbounds float, ptr %909, i64 %839
  %915 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %914, <16 x i1> %831, <16 x float> zeroinitializer)
  %916 = getelementptr inbounds float, ptr %909, i64 %840
  %917 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %916, <16 x i1> %832, <16 x float> zeroinitializer)
  br label %918

918:                                              ; preds = %907, %896
  %919 = phi <16 x float> [ %915, %907 ], [ %903, %896 ]
  %920 = phi <16 x float> [ %913, %907 ], [ %901, %896 ]
  %921 = phi <16 x float> [ %911, %907 ], [ %899, %896 ]
  %922 = phi <16 x float> [ %917, %907 ], [ %906, %896 ]
  br i1 %286, label %935, label %923

923:                                              ; preds = %918
  %924 = getelementptr inbounds nuw i8, ptr %895, i64 4
  %925 = load float, ptr %924, align 4
  %926 = insertelement <16 x float> poison, float %925, i64 0
  %927 = shufflevector <16 x float> %926, <16 x float> poison, <16 x i32> zeroinitializer
  %928 = insertelement <16 x float> poison, float %925, i64 0
  %929 = shufflevector <16 x float> %928, <16 x float> poison, <16 x i32> zeroinitializer
  %930 = insertelement <16 x float> poison, float %925, i64 0
  %931 = shufflevector <16 x float> %930, <16 x float> poison, <16 x i32> zeroinitializer
  %932 = load float, ptr %924, align 4
  %933 = insertelement <16 x float> poison, float %932, i64 0
  %934 = shufflevector <16 x float> %933, <16 x float> poison, <16 x i32> zeroinitializer
  br label %947

935:                                              ; preds = %918
  %936 = add nsw i64 %848, 1
  %937 = mul nsw i64 %936, %261
  %938 = getelementptr inbounds float, ptr %422, i64 %937
  %939 = getelementptr inbounds float, ptr %938, i64 %837
  %940 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %939, <16 x i1> %829, <16 x float> zeroinitializer)
  %941 = getelementptr inbounds float, ptr %938, i64 %838
  %942 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %941, <16 x i1> %830, <16 x float> zeroinitializer)
  %943 = getelementptr inbounds float, ptr %938, i64 %839
  %944 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %943, <16 x i1> %831, <16 x float> zeroinitializer)
  %945 = getelementptr inbounds float, ptr %938, i64 %840
  %946 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %945, <16 x i1> %832, <16 x float> zeroinitializer)
  br label %947

947:                                              ; preds = %935, %923
  %948 = phi <16 x float> [ %944, %935 ], [ %931, %923 ]
  %949 = phi <16 x float> [ %942, %935 ], [ %929, %923 ]
  %950 = phi <16 x float> [ %940, %935 ], [ %927, %923 ]
  %951 = phi <16 x float> [ %946, %935 ], [ %934, %923 ]
  br i1 %286, label %964, label %952

952:                                              ; preds = %947
  %953 = getelementptr inbounds nuw i8, ptr %895, i64 8
  %954 = load float, ptr %953, align 4
  %955 = insertelement <16 x float> poison, float %954, i64 0
  %956 = shufflevector <16 x float> %955, <16 x float> poison, <16 x i32> zeroinitializer
  %957 = insertelement <16 x float> poison, float %954, i64 0
  %958 = shufflevector <16 x float> %957, <16 x float> poison, <16 x i32> zeroinitializer
  %959 = insertelement <16 x float> poison, float %954, i64 0
  %960 = shufflevector <16 x float> %959, <16 x float> poison, <16 x i32> zeroinitializer
  %961 = load float, ptr %953, align 4
  %962 = insertelement <16 x float> poison, float %961, i64 0
  %963 = shufflevector <16 x float> %962, <16 x float> poison, <16 x i32> zeroinitializer
  br label %976

964:                                              ; preds = %947
  %965 = add nsw i64 %848, 2
  %966 = mul nsw i64 %965, %261
  %967 = getelementptr inbounds float, ptr %422, i64 %966
  %968 = getelementptr inbounds float, ptr %967, i64 %837
  %969 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %968, <16 x i1> %829, <16 x float> zeroinitializer)
  %970 = getelementptr inbounds float, ptr %967, i64 %838
  %971 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %970, <16 x i1> %830, <16 x float> zeroinitializer)
  %972 = getelementptr inbounds float, ptr %967, i64 %839
  %973 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %972, <16 x i1> %831, <16 x float> zeroinitializer)
  %974 = getelementptr inbounds float, ptr %967, i64 %840
  %975 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %974, <16 x i1> %832, <16 x float> zeroinitializer)
  br label %976

976:                                              ; preds = %964, %952
  %977 = phi <16 x float> [ %973, %964 ], [ %960, %952 ]
  %978 = phi <16 x float> [ %971, %964 ], [ %958, %952 ]
  %979 = phi <16 x float> [ %969, %964 ], [ %956, %952 ]
  %980 = phi <16 x float> [ %975, %964 ], [ %963, %952 ]
  br i1 %286, label %993, label %981

981:                                              ; preds = %976
  %982 = getelementptr inbounds nuw i8, ptr %895, i64 12
  %983 = load float, ptr %982, align 4
  %984 = insertelement <16 x float> poison, float %983, i64 0
  %985 = shufflevector <16 x float> %984, <16 x float> poison, <16 x i32> zeroinitializer
  %986 = insertelement <16 x float> poison, float %983, i64 0
  %987 = shufflevector <16 x float> %986, <16 x float> poison, <16 x i32> zeroinitializer
  %988 = insertelement <16 x float> poison, float %983, i64 0
  %989 = shufflevector <16 x float> %988, <16 x float> poison, <16 x i32> zeroinitializer
  %990 = load float, ptr %982, align 4
  %991 = insertelement <16 x float> poison, float %990, i64 0
  %992 = shufflevector <16 x float> %991, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1005

993:                                              ; preds = %976
  %994 = add nsw i64 %848, 3
  %995 = mul nsw i64 %994, %261
  %996 = getelementptr inbounds float, ptr %422, i64 %995
  %997 = getelementptr inbounds float, ptr %996, i64 %837
  %998 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %997, <16 x i1> %829, <16 x float> zeroinitializer)
  %999 = getelementptr inbounds float, ptr %996, i64 %838
  %1000 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %999, <16 x i1> %830, <16 x float> zeroinitializer)
  %1001 = getelementptr inbounds float, ptr %996, i64 %839
  %1002 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1001, <16 x i1> %831, <16 x float> zeroinitializer)
  %1003 = getelementptr inbounds float, ptr %996, i64 %840
  %1004 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1003, <16 x i1> %832, <16 x float> zeroinitializer)
  br label %1005

1005:                                             ; preds = %993, %981
  %1006 = phi <16 x float> [ %1002, %993 ], [ %989, %981 ]
  %1007 = phi <16 x float> [ %1000, %993 ], [ %987, %981 ]
  %1008 = phi <16 x float> [ %998, %993 ], [ %985, %981 ]
  %1009 = phi <16 x float> [ %1004, %993 ], [ %992, %981 ]
  br i1 %286, label %1022, label %1010

1010:                                             ; preds = %1005
  %1011 = getelementptr inbounds nuw i8, ptr %895, i64 16
  %1012 = load float, ptr %1011, align 4
  %1013 = insertelement <16 x float> poison, float %1012, i64 0
  %1014 = shufflevector <16 x float> %1013, <16 x float> poison, <16 x i32> zeroinitializer
  %1015 = insertelement <16 x float> poison, float %1012, i64 0
  %1016 = shufflevector <16 x float> %1015, <16 x float> poison, <16 x i32> zeroinitializer
  %1017 = insertelement <16 x float> poison, float %1012, i64 0
  %1018 = shufflevector <16 x float> %1017, <16 x float> poison, <16 x i32> zeroinitializer
  %1019 = load float, ptr %1011, align 4
  %1020 = insertelement <16 x float> poison, float %1019, i64 0
  %1021 = shufflevector <16 x float> %1020, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1034

1022:                                             ; preds = %1005
  %1023 = add nsw i64 %848, 4
  %1024 = mul nsw i64 %1023, %261
  %1025 = getelementptr inbounds float, ptr %422, i64 %1024
  %1026 = getelementptr inbounds float, ptr %1025, i64 %837
  %1027 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1026, <16 x i1> %829, <16 x float> zeroinitializer)
  %1028 = getelementptr inbounds float, ptr %1025, i64 %838
  %1029 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1028, <16 x i1> %830, <16 x float> zeroinitializer)
  %1030 = getelementptr inbounds float, ptr %1025, i64 %839
  %1031 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1030, <16 x i1> %831, <16 x float> zeroinitializer)
  %1032 = getelementptr inbounds float, ptr %1025, i64 %840
  %1033 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1032, <16 x i1> %832, <16 x float> zeroinitializer)
  br label %1034

1034:                                             ; preds = %1022, %1010
  %1035 = phi <16 x float> [ %1031, %1022 ], [ %1018, %1010 ]
  %1036 = phi <16 x float> [ %1029, %1022 ], [ %1016, %1010 ]
  %1037 = phi <16 x float> [ %1027, %1022 ], [ %1014, %1010 ]
  %1038 = phi <16 x float> [ %1033, %1022 ], [ %1021, %1010 ]
  br i1 %286, label %1051, label %1039

1039:                                             ; preds = %1034
  %1040 = getelementptr inbounds nuw i8, ptr %895, i64 20
  %1041 = load float, ptr %1040, align 4
  %1042 = insertelement <16 x float> poison, float %1041, i64 0
  %1043 = shufflevector <16 x float> %1042, <16 x float> poison, <16 x i32> zeroinitializer
  %1044 = insertelement <16 x float> poison, float %1041, i64 0
  %1045 = shufflevector <16 x float> %1044, <16 x float> poison, <16 x i32> zeroinitializer
  %1046 = insertelement <16 x float> poison, float %1041, i64 0
  %1047 = shufflevector <16 x float> %1046, <16 x float> poison, <16 x i32> zeroinitializer
  %1048 = load float, ptr %1040, align 4
  %1049 = insertelement <16 x float> poison, float %1048, i64 0
  %1050 = shufflevector <16 x float> %1049, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1063

1051:                                             ; preds = %1034
  %1052 = add nsw i64 %848, 5
  %1053 = mul nsw i64 %1052, %261
  %1054 = getelementptr inbounds float, ptr %422, i64 %1053
  %1055 = getelementptr inbounds float, ptr %1054, i64 %837
  %1056 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1055, <16 x i1> %829, <16 x float> zeroinitializer)
  %1057 = getelementptr inbounds float, ptr %1054, i64 %838
  %1058 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1057, <16 x i1> %830, <16 x float> zeroinitializer)
  %1059 = getelementptr inbounds float, ptr %1054, i64 %839
  %1060 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1059, <16 x i1> %831, <16 x float> zeroinitializer)
  %1061 = getelementptr inbounds float, ptr %1054, i64 %840
  %1062 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1061, <16 x i1> %832, <16 x float> zeroinitializer)
  br label %1063

1063:                                             ; preds = %1051, %1039
  %1064 = phi <16 x float> [ %1060, %1051 ], [ %1047, %1039 ]
  %1065 = phi <16 x float> [ %1058, %1051 ], [ %1045, %1039 ]
  %1066 = phi <16 x float> [ %1056, %1051 ], [ %1043, %1039 ]
  %1067 = phi <16 x float> [ %1062, %1051 ], [ %1050, %1039 ]
  %1068 = mul i64 %287, %848
  %1069 = getelementptr inbounds float, ptr %40, i64 %1068
  br i1 %291, label %1145, label %1120

1070:                                             ; preds = %1495, %1145
  %1071 = phi <16 x float> [ %1146, %1145 ], [ %1496, %1495 ]
  %1072 = phi <16 x float> [ %1147, %1145 ], [ %1497, %1495 ]
  %1073 = phi <16 x float> [ %1148, %1145 ], [ %1498, %1495 ]
  %1074 = phi <16 x float> [ %1149, %1145 ], [ %1499, %1495 ]
  %1075 = phi <16 x float> [ %1150, %1145 ], [ %1500, %1495 ]
  %1076 = phi <16 x float> [ %1151, %1145 ], [ %1501, %1495 ]
  %1077 = phi <16 x float> [ %1152, %1145 ], [ %1502, %1495 ]
  %1078 = phi <16 x float> [ %1153, %1145 ], [ %1503, %1495 ]
  %1079 = phi <16 x float> [ %1154, %1145 ], [ %1504, %1495 ]
  %1080 = phi <16 x float> [ %1155, %1145 ], [ %1505, %1495 ]
  %1081 = phi <16 x float> [ %1156, %1145 ], [ %1506, %1495 ]
  %1082 = phi <16 x float> [ %1157, %1145 ], [ %1507, %1495 ]
  %1083 = phi <16 x float> [ %1158, %1145 ], [ %1508, %1495 ]
  %1084 = phi <16 x float> [ %1159, %1145 ], [ %1509, %1495 ]
  %1085 = phi <16 x float> [ %1160, %1145 ], [ %1510, %1495 ]
  %1086 = phi <16 x float> [ %1161, %1145 ], [ %1511, %1495 ]
  %1087 = phi <16 x float> [ %1162, %1145 ], [ %1512, %1495 ]
  %1088 = phi <16 x float> [ %1163, %1145 ], [ %1513, %1495 ]
  %1089 = phi <16 x float> [ %1164, %1145 ], [ %1514, %1495 ]
  %1090 = phi <16 x float> [ %1165, %1145 ], [ %1515, %1495 ]
  %1091 = phi <16 x float> [ %1166, %1145 ], [ %1516, %1495 ]
  %1092 = phi <16 x float> [ %1167, %1145 ], [ %1517, %1495 ]
  %1093 = phi <16 x float> [ %1168, %1145 ], [ %1518, %1495 ]
  %1094 = phi <16 x float> [ %1169, %1145 ], [ %1519, %1495 ]
  %1095 = phi <16 x float> [ %1170, %1145 ], [ %1520, %1495 ]
  %1096 = phi <16 x float> [ %1171, %1145 ], [ %1521, %1495 ]
  %1097 = phi <16 x float> [ %1172, %1145 ], [ %1522, %1495 ]
  %1098 = phi <16 x float> [ %1173, %1145 ], [ %1523, %1495 ]
  %1099 = phi <16 x float> [ %1174, %1145 ], [ %1524, %1495 ]
  %1100 = phi <16 x float> [ %1175, %1145 ], [ %1525, %1495 ]
  %1101 = phi <16 x float> [ %1176, %1145 ], [ %1526, %1495 ]
  %1102 = phi <16 x float> [ %1177, %1145 ], [ %1527, %1495 ]
  %1103 = phi <16 x float> [ %1178, %1145 ], [ %1528, %1495 ]
  %1104 = phi <16 x float> [ %1179, %1145 ], [ %1529, %1495 ]
  %1105 = phi <16 x float> [ %1180, %1145 ], [ %1530, %1495 ]
  %1106 = phi <16 x float> [ %1181, %1145 ], [ %1531, %1495 ]
  %1107 = phi <16 x float> [ %1182, %1145 ], [ %1532, %1495 ]
  %1108 = phi <16 x float> [ %1183, %1145 ], [ %1533, %1495 ]
  %1109 = phi <16 x float> [ %1184, %1145 ], [ %1534, %1495 ]
  %1110 = phi <16 x float> [ %1185, %1145 ], [ %1535, %1495 ]
  %1111 = phi <16 x float> [ %1186, %1145 ], [ %1536, %1495 ]
  %1112 = phi <16 x float> [ %1187, %1145 ], [ %1537, %1495 ]
  %1113 = phi <16 x float> [ %1188, %1145 ], [ %1538, %1495 ]
  %1114 = phi <16 x float> [ %1189, %1145 ], [ %1539, %1495 ]
  %1115 = phi <16 x float> [ %1190, %1145 ], [ %1540, %1495 ]
  %1116 = phi <16 x float> [ %1191, %1145 ], [ %1541, %1495 ]
  %1117 = phi <16 x float> [ %1192, %1145 ], [ %1542, %1495 ]
  %1118 = phi <16 x float> [ %1193, %1145 ], [ %1543, %1495 ]
  %1119 = icmp slt i64 %1197, %5
  br i1 %1119, label %1145, label %1120

1120:                                             ; preds = %1070, %1063
  %1121 = phi <16 x float> [ %1067, %1063 ], [ %1071, %1070 ]
  %1122 = phi <16 x float> [ %1064, %1063 ], [ %1072, %1070 ]
  %1123 = phi <16 x float> [ %1065, %1063 ], [ %1073, %1070 ]
  %1124 = phi <16 x float> [ %1066, %1063 ], [ %1074, %1070 ]
  %1125 = phi <16 x float> [ %1038, %1063 ], [ %1075, %1070 ]
  %1126 = phi <16 x float> [ %1035, %1063 ], [ %1076, %1070 ]
  %1127 = phi <16 x float> [ %1036, %1063 ], [ %1077, %1070 ]
  %1128 = phi <16 x float> [ %1037, %1063 ], [ %1078, %1070 ]
  %1129 = phi <16 x float> [ %1009, %1063 ], [ %1079, %1070 ]
  %1130 = phi <16 x float> [ %1006, %1063 ], [ %1080, %1070 ]
  %1131 = phi <16 x float> [ %1007, %1063 ], [ %1081, %1070 ]
  %1132 = phi <16 x float> [ %1008, %1063 ], [ %1082, %1070 ]
  %1133 = phi <16 x float> [ %980, %1063 ], [ %1083, %1070 ]
  %1134 = phi <16 x float> [ %977, %1063 ], [ %1084, %1070 ]
  %1135 = phi <16 x float> [ %978, %1063 ], [ %1085, %1070 ]
  %1136 = phi <16 x float> [ %979, %1063 ], [ %1086, %1070 ]
  %1137 = phi <16 x float> [ %951, %1063 ], [ %1087, %1070 ]
  %1138 = phi <16 x float> [ %948, %1063 ], [ %1088, %1070 ]
  %1139 = phi <16 x float> [ %949, %1063 ], [ %1089, %1070 ]
  %1140 = phi <16 x float> [ %950, %1063 ], [ %1090, %1070 ]
  %1141 = phi <16 x float> [ %922, %1063 ], [ %1091, %1070 ]
  %1142 = phi <16 x float> [ %919, %1063 ], [ %1092, %1070 ]
  %1143 = phi <16 x float> [ %920, %1063 ], [ %1093, %1070 ]
  %1144 = phi <16 x float> [ %921, %1063 ], [ %1094, %1070 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  store <16 x float> %1144, ptr %33, align 64
  store <16 x float> %1143, ptr %383, align 64
  store <16 x float> %1142, ptr %384, align 64
  store <16 x float> %1141, ptr %385, align 64
  store <16 x float> %1140, ptr %386, align 64
  store <16 x float> %1139, ptr %387, align 64
  store <16 x float> %1138, ptr %388, align 64
  store <16 x float> %1137, ptr %389, align 64
  store <16 x float> %1136, ptr %390, align 64
  store <16 x float> %1135, ptr %391, align 64
  store <16 x float> %1134, ptr %392, align 64
  store <16 x float> %1133, ptr %393, align 64
  store <16 x float> %1132, ptr %394, align 64
  store <16 x float> %1131, ptr %395, align 64
  store <16 x float> %1130, ptr %396, align 64
  store <16 x float> %1129, ptr %397, align 64
  store <16 x float> %1128, ptr %398, align 64
  store <16 x float> %1127, ptr %399, align 64
  store <16 x float> %1126, ptr %400, align 64
  store <16 x float> %1125, ptr %401, align 64
  store <16 x float> %1124, ptr %402, align 64
  store <16 x float> %1123, ptr %403, align 64
  store <16 x float> %1122, ptr %404, align 64
  store <16 x float> %1121, ptr %405, align 64
  br label %1570

1145:                                             ; preds = %1063, %1070
  %1146 = phi <16 x float> [ %1071, %1070 ], [ %1067, %1063 ]
  %1147 = phi <16 x float> [ %1072, %1070 ], [ %1064, %1063 ]
  %1148 = phi <16 x float> [ %1073, %1070 ], [ %1065, %1063 ]
  %1149 = phi <16 x float> [ %1074, %1070 ], [ %1066, %1063 ]
  %1150 = phi <16 x float> [ %1075, %1070 ], [ %1038, %1063 ]
  %1151 = phi <16 x float> [ %1076, %1070 ], [ %1035, %1063 ]
  %1152 = phi <16 x float> [ %1077, %1070 ], [ %1036, %1063 ]
  %1153 = phi <16 x float> [ %1078, %1070 ], [ %1037, %1063 ]
  %1154 = phi <16 x float> [ %1079, %1070 ], [ %1009, %1063 ]
  %1155 = phi <16 x float> [ %1080, %1070 ], [ %1006, %1063 ]
  %1156 = phi <16 x float> [ %1081, %1070 ], [ %1007, %1063 ]
  %1157 = phi <16 x float> [ %1082, %1070 ], [ %1008, %1063 ]
  %1158 = phi <16 x float> [ %1083, %1070 ], [ %980, %1063 ]
  %1159 = phi <16 x float> [ %1084, %1070 ], [ %977, %1063 ]
  %1160 = phi <16 x float> [ %1085, %1070 ], [ %978, %1063 ]
  %1161 = phi <16 x float> [ %1086, %1070 ], [ %979, %1063 ]
  %1162 = phi <16 x float> [ %1087, %1070 ], [ %951, %1063 ]
  %1163 = phi <16 x float> [ %1088, %1070 ], [ %948, %1063 ]
  %1164 = phi <16 x float> [ %1089, %1070 ], [ %949, %1063 ]
  %1165 = phi <16 x float> [ %1090, %1070 ], [ %950, %1063 ]
  %1166 = phi <16 x float> [ %1091, %1070 ], [ %922, %1063 ]
  %1167 = phi <16 x float> [ %1092, %1070 ], [ %919, %1063 ]
  %1168 = phi <16 x float> [ %1093, %1070 ], [ %920, %1063 ]
  %1169 = phi <16 x float> [ %1094, %1070 ], [ %921, %1063 ]
  %1170 = phi <16 x float> [ %1095, %1070 ], [ %1067, %1063 ]
  %1171 = phi <16 x float> [ %1096, %1070 ], [ %1064, %1063 ]
  %1172 = phi <16 x float> [ %1097, %1070 ], [ %1065, %1063 ]
  %1173 = phi <16 x float> [ %1098, %1070 ], [ %1066, %1063 ]
  %1174 = phi <16 x float> [ %1099, %1070 ], [ %1038, %1063 ]
  %1175 = phi <16 x float> [ %1100, %1070 ], [ %1035, %1063 ]
  %1176 = phi <16 x float> [ %1101, %1070 ], [ %1036, %1063 ]
  %1177 = phi <16 x float> [ %1102, %1070 ], [ %1037, %1063 ]
  %1178 = phi <16 x float> [ %1103, %1070 ], [ %922, %1063 ]
  %1179 = phi <16 x float> [ %1104, %1070 ], [ %919, %1063 ]
  %1180 = phi <16 x float> [ %1105, %1070 ], [ %920, %1063 ]
  %1181 = phi <16 x float> [ %1106, %1070 ], [ %921, %1063 ]
  %1182 = phi <16 x float> [ %1107, %1070 ], [ %950, %1063 ]
  %1183 = phi <16 x float> [ %1108, %1070 ], [ %1009, %1063 ]
  %1184 = phi <16 x float> [ %1109, %1070 ], [ %1006, %1063 ]
  %1185 = phi <16 x float> [ %1110, %1070 ], [ %1007, %1063 ]
  %1186 = phi <16 x float> [ %1111, %1070 ], [ %1008, %1063 ]
  %1187 = phi <16 x float> [ %1112, %1070 ], [ %980, %1063 ]
  %1188 = phi <16 x float> [ %1113, %1070 ], [ %977, %1063 ]
  %1189 = phi <16 x float> [ %1114, %1070 ], [ %978, %1063 ]
  %1190 = phi <16 x float> [ %1115, %1070 ], [ %979, %1063 ]
  %1191 = phi <16 x float> [ %1116, %1070 ], [ %951, %1063 ]
  %1192 = phi <16 x float> [ %1117, %1070 ], [ %948, %1063 ]
  %1193 = phi <16 x float> [ %1118, %1070 ], [ %949, %1063 ]
  %1194 = phi i64 [ %1197, %1070 ], [ 0, %1063 ]
  %1195 = sub nsw i64 %5, %1194
  %1196 = icmp slt i64 %1195, %290
  %1197 = add nuw nsw i64 %1194, %290
  %1198 = select i1 %1196, i64 %5, i64 %1197
  br i1 %292, label %1199, label %1070

1199:                                             ; preds = %1145
  %1200 = mul nsw i64 %1194, %284
  %1201 = getelementptr inbounds float, ptr %420, i64 %1200
  %1202 = mul nuw nsw i64 %1194, %285
  %1203 = getelementptr inbounds nuw float, ptr %1069, i64 %1202
  %1204 = icmp slt i64 %1194, %1198
  br label %1205

1205:                                             ; preds = %1199, %1495
  %1206 = phi <16 x float> [ %1146, %1199 ], [ %1496, %1495 ]
  %1207 = phi <16 x float> [ %1147, %1199 ], [ %1497, %1495 ]
  %1208 = phi <16 x float> [ %1148, %1199 ], [ %1498, %1495 ]
  %1209 = phi <16 x float> [ %1149, %1199 ], [ %1499, %1495 ]
  %1210 = phi <16 x float> [ %1150, %1199 ], [ %1500, %1495 ]
  %1211 = phi <16 x float> [ %1151, %1199 ], [ %1501, %1495 ]
  %1212 = phi <16 x float> [ %1152, %1199 ], [ %1502, %1495 ]
  %1213 = phi <16 x float> [ %1153, %1199 ], [ %1503, %1495 ]
  %1214 = phi <16 x float> [ %1154, %1199 ], [ %1504, %1495 ]
  %1215 = phi <16 x float> [ %1155, %1199 ], [ %1505, %1495 ]
  %1216 = phi <16 x float> [ %1156, %1199 ], [ %1506, %1495 ]
  %1217 = phi <16 x float> [ %1157, %1199 ], [ %1507, %1495 ]
  %1218 = phi <16 x float> [ %1158, %1199 ], [ %1508, %1495 ]
  %1219 = phi <16 x float> [ %1159, %1199 ], [ %1509, %1495 ]
  %1220 = phi <16 x float> [ %1160, %1199 ], [ %1510, %1495 ]
  %1221 = phi <16 x float> [ %1161, %1199 ], [ %1511, %1495 ]
  %1222 = phi <16 x float> [ %1162, %1199 ], [ %1512, %1495 ]
  %1223 = phi <16 x float> [ %1163, %1199 ], [ %1513, %1495 ]
  %1224 = phi <16 x float> [ %1164, %1199 ], [ %1514, %1495 ]
  %1225 = phi <16 x float> [ %1165, %1199 ], [ %1515, %1495 ]
  %1226 = phi <16 x float> [ %1166, %1199 ], [ %1516, %1495 ]
  %1227 = phi <16 x float> [ %1167, %1199 ], [ %1517, %1495 ]
  %1228 = phi <16 x float> [ %1168, %1199 ], [ %1518, %1495 ]
  %1229 = phi <16 x float> [ %1169, %1199 ], [ %1519, %1495 ]
  %1230 = phi <16 x float> [ %1170, %1199 ], [ %1520, %1495 ]
  %1231 = phi <16 x float> [ %1171, %1199 ], [ %1521, %1495 ]
  %1232 = phi <16 x float> [ %1172, %1199 ], [ %1522, %1495 ]
  %1233 = phi <16 x float> [ %1173, %1199 ], [ %1523, %1495 ]
  %1234 = phi <16 x float> [ %1174, %1199 ], [ %1524, %1495 ]
  %1235 = phi <16 x float> [ %1175, %1199 ], [ %1525, %1495 ]
  %1236 = phi <16 x float> [ %1176, %1199 ], [ %1526, %1495 ]
  %1237 = phi <16 x float> [ %1177, %1199 ], [ %1527, %1495 ]
  %1238 = phi <16 x float> [ %1178, %1199 ], [ %1528, %1495 ]
  %1239 = phi <16 x float> [ %1179, %1199 ], [ %1529, %1495 ]
  %1240 = phi <16 x float> [ %1180, %1199 ], [ %1530, %1495 ]
  %1241 = phi <16 x float> [ %1181, %1199 ], [ %1531, %1495 ]
  %1242 = phi <16 x float> [ %1182, %1199 ], [ %1532, %1495 ]
  %1243 = phi <16 x float> [ %1183, %1199 ], [ %1533, %1495 ]
  %1244 = phi <16 x float> [ %1184, %1199 ], [ %1534, %1495 ]
  %1245 = phi <16 x float> [ %1185, %1199 ], [ %1535, %1495 ]
  %1246 = phi <16 x float> [ %1186, %1199 ], [ %1536, %1495 ]
  %1247 = phi <16 x float> [ %1187, %1199 ], [ %1537, %1495 ]
  %1248 = phi <16 x float> [ %1188, %1199 ], [ %1538, %1495 ]
  %1249 = phi <16 x float> [ %1189, %1199 ], [ %1539, %1495 ]
  %1250 = phi <16 x float> [ %1190, %1199 ], [ %1540, %1495 ]
  %1251 = phi <16 x float> [ %1191, %1199 ], [ %1541, %1495 ]
  %1252 = phi <16 x float> [ %1192, %1199 ], [ %1542, %1495 ]
  %1253 = phi <16 x float> [ %1193, %1199 ], [ %1543, %1495 ]
  %1254 = phi <16 x float> [ %1170, %1199 ], [ %1544, %1495 ]
  %1255 = phi <16 x float> [ %1171, %1199 ], [ %1545, %1495 ]
  %1256 = phi <16 x float> [ %1172, %1199 ], [ %1546, %1495 ]
  %1257 = phi <16 x float> [ %1173, %1199 ], [ %1547, %1495 ]
  %1258 = phi <16 x float> [ %1174, %1199 ], [ %1548, %1495 ]
  %1259 = phi <16 x float> [ %1175, %1199 ], [ %1549, %1495 ]
  %1260 = phi <16 x float> [ %1176, %1199 ], [ %1550, %1495 ]
  %1261 = phi <16 x float> [ %1177, %1199 ], [ %1551, %1495 ]
  %1262 = phi <16 x float> [ %1178, %1199 ], [ %1552, %1495 ]
  %1263 = phi <16 x float> [ %1179, %1199 ], [ %1553, %1495 ]
  %1264 = phi <16 x float> [ %1180, %1199 ], [ %1554, %1495 ]
  %1265 = phi <16 x float> [ %1181, %1199 ], [ %1555, %1495 ]
  %1266 = phi <16 x float> [ %1182, %1199 ], [ %1556, %1495 ]
  %1267 = phi <16 x float> [ %1183, %1199 ], [ %1557, %1495 ]
  %1268 = phi <16 x float> [ %1184, %1199 ], [ %1558, %1495 ]
  %1269 = phi <16 x float> [ %1185, %1199 ], [ %1559, %1495 ]
  %1270 = phi <16 x float> [ %1186, %1199 ], [ %1560, %1495 ]
  %1271 = phi <16 x float> [ %1187, %1199 ], [ %1561, %1495 ]
  %1272 = phi <16 x float> [ %1188, %1199 ], [ %1562, %1495 ]
  %1273 = phi <16 x float> [ %1189, %1199 ], [ %1563, %1495 ]
  %1274 = phi <16 x float> [ %1190, %1199 ], [ %1564, %1495 ]
  %1275 = phi <16 x float> [ %1191, %1199 ], [ %1565, %1495 ]
  %1276 = phi <16 x float> [ %1192, %1199 ], [ %1566, %1495 ]
  %1277 = phi <16 x float> [ %1193, %1199 ], [ %1567, %1495 ]
  %1278 = phi i64 [ 0, %1199 ], [ %1568, %1495 ]
  %1279 = shl i64 %1278, 4
  %1280 = getelementptr nuw i8, ptr %36, i64 %1279
  %1281 = shl i64 %1278, 5
  %1282 = getelementptr nuw i8, ptr %35, i64 %1281
  %1283 = load i64, ptr %1282, align 16
  %1284 = getelementptr inbounds nuw i8, ptr %1282, i64 8
  %1285 = load i64, ptr %1284, align 8
  %1286 = getelementptr inbounds nuw i8, ptr %1282, i64 16
  %1287 = load i64, ptr %1286, align 16
  %1288 = getelementptr inbounds nuw i8, ptr %1282, i64 24
  %1289 = load i64, ptr %1288, align 8
  %1290 = load <4 x i32>, ptr %1280, align 16
  %1291 = and <4 x i32> %1290, splat (i32 65535)
  %1292 = icmp eq <4 x i32> %1291, splat (i32 65535)
  %1293 = extractelement <4 x i1> %1292, i64 0
  %1294 = zext i1 %1293 to i32
  %1295 = extractelement <4 x i1> %1292, i64 1
  %1296 = select i1 %1295, i32 2, i32 0
  %1297 = or disjoint i32 %1296, %1294
  %1298 = extractelement <4 x i1> %1292, i64 2
  %1299 = select i1 %1298, i32 4, i32 0
  %1300 = or disjoint i32 %1299, %1297
  %1301 = extractelement <4 x i1> %1292, i64 3
  %1302 = select i1 %1301, i32 8, i32 0
  %1303 = or disjoint i32 %1302, %1300
  %1304 = getelementptr inbounds nuw float, ptr %1203, i64 %1278
  %1305 = icmp eq i32 %1303, 15
  br i1 %1305, label %1320, label %1306

1306:                                             ; preds = %1205
  br i1 %1204, label %1307, label %1495

1307:                                             ; preds = %1306
  %1308 = bitcast <4 x i32> %1290 to <8 x i16>
  %1309 = extractelement <8 x i16> %1308, i64 0
  %1310 = bitcast i16 %1309 to <16 x i1>
  %1311 = bitcast <4 x i32> %1290 to <8 x i16>
  %1312 = extractelement <8 x i16> %1311, i64 2
  %1313 = bitcast i16 %1312 to <16 x i1>
  %1314 = bitcast <4 x i32> %1290 to <8 x i16>
  %1315 = extractelement <8 x i16> %1314, i64 4
  %1316 = bitcast i16 %1315 to <16 x i1>
  %1317 = bitcast <4 x i32> %1290 to <8 x i16>
  %1318 = extractelement <8 x i16> %1317, i64 6
  %1319 = bitcast i16 %1318 to <16 x i1>
  br label %1408

1320:                                             ; preds = %1205
  br i1 %1204, label %1321, label %1495

1321:                                             ; preds = %1320, %1321
  %1322 = phi <16 x float> [ %1403, %1321 ], [ %1254, %1320 ]
  %1323 = phi <16 x float> [ %1402, %1321 ], [ %1255, %1320 ]
  %1324 = phi <16 x float> [ %1401, %1321 ], [ %1256, %1320 ]
  %1325 = phi <16 x float> [ %1400, %1321 ], [ %1257, %1320 ]
  %1326 = phi <16 x float> [ %1395, %1321 ], [ %1258, %1320 ]
  %1327 = phi <16 x float> [ %1394, %1321 ], [ %1259, %1320 ]
  %1328 = phi <16 x float> [ %1393, %1321 ], [ %1260, %1320 ]
  %1329 = phi <16 x float> [ %1363, %1321 ], [ %1262, %1320 ]
  %1330 = phi <16 x float> [ %1362, %1321 ], [ %1263, %1320 ]
  %1331 = phi <16 x float> [ %1361, %1321 ], [ %1264, %1320 ]
  %1332 = phi <16 x float> [ %1360, %1321 ], [ %1265, %1320 ]
  %1333 = phi <16 x float> [ %1368, %1321 ], [ %1266, %1320 ]
  %1334 = phi <16 x float> [ %1392, %1321 ], [ %1261, %1320 ]
  %1335 = phi <16 x float> [ %1387, %1321 ], [ %1267, %1320 ]
  %1336 = phi <16 x float> [ %1386, %1321 ], [ %1268, %1320 ]
  %1337 = phi <16 x float> [ %1385, %1321 ], [ %1269, %1320 ]
  %1338 = phi <16 x float> [ %1384, %1321 ], [ %1270, %1320 ]
  %1339 = phi <16 x float> [ %1379, %1321 ], [ %1271, %1320 ]
  %1340 = phi <16 x float> [ %1378, %1321 ], [ %1272, %1320 ]
  %1341 = phi <16 x float> [ %1377, %1321 ], [ %1273, %1320 ]
  %1342 = phi <16 x float> [ %1376, %1321 ], [ %1274, %1320 ]
  %1343 = phi <16 x float> [ %1371, %1321 ], [ %1275, %1320 ]
  %1344 = phi <16 x float> [ %1370, %1321 ], [ %1276, %1320 ]
  %1345 = phi <16 x float> [ %1369, %1321 ], [ %1277, %1320 ]
  %1346 = phi ptr [ %1405, %1321 ], [ %1201, %1320 ]
  %1347 = phi ptr [ %1406, %1321 ], [ %1304, %1320 ]
  %1348 = phi i64 [ %1404, %1321 ], [ %1194, %1320 ]
  %1349 = getelementptr inbounds float, ptr %1346, i64 %1283
  %1350 = load <16 x float>, ptr %1349, align 1
  %1351 = getelementptr inbounds float, ptr %1346, i64 %1285
  %1352 = load <16 x float>, ptr %1351, align 1
  %1353 = getelementptr inbounds float, ptr %1346, i64 %1287
  %1354 = load <16 x float>, ptr %1353, align 1
  %1355 = getelementptr inbounds float, ptr %1346, i64 %1289
  %1356 = load <16 x float>, ptr %1355, align 1
  %1357 = load float, ptr %1347, align 4
  %1358 = insertelement <16 x float> poison, float %1357, i64 0
  %1359 = shufflevector <16 x float> %1358, <16 x float> poison, <16 x i32> zeroinitializer
  %1360 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1350, <16 x float> %1359, <16 x float> %1332)
  %1361 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1352, <16 x float> %1359, <16 x float> %1331)
  %1362 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1354, <16 x float> %1359, <16 x float> %1330)
  %1363 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1356, <16 x float> %1359, <16 x float> %1329)
  %1364 = getelementptr inbounds float, ptr %1347, i64 %287
  %1365 = load float, ptr %1364, align 4
  %1366 = insertelement <16 x float> poison, float %1365, i64 0
  %1367 = shufflevector <16 x float> %1366, <16 x float> poison, <16 x i32> zeroinitializer
  %1368 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1350, <16 x float> %1367, <16 x float> %1333)
  %1369 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1352, <16 x float> %1367, <16 x float> %1345)
  %1370 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1354, <16 x float> %1367, <16 x float> %1344)
  %1371 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1356, <16 x float> %1367, <16 x float> %1343)
  %1372 = getelementptr inbounds i8, ptr %1347, i64 %338
  %1373 = load float, ptr %1372, align 4
  %1374 = insertelement <16 x float> poison, float %1373, i64 0
  %1375 = shufflevector <16 x float> %1374, <16 x float> poison, <16 x i32> zeroinitializer
  %1376 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1350, <16 x float> %1375, <16 x float> %1342)
  %1377 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1352, <16 x float> %1375, <16 x float> %1341)
  %1378 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1354, <16 x float> %1375, <16 x float> %1340)
  %1379 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1356, <16 x float> %1375, <16 x float> %1339)
  %1380 = getelementptr inbounds i8, ptr %1347, i64 %339
  %1381 = load float, ptr %1380, align 4
  %1382 = insertelement <16 x float> poison, float %1381, i64 0
  %1383 = shufflevector <16 x float> %1382, <16 x float> poison, <16 x i32> zeroinitializer
  %1384 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1350, <16 x float> %1383, <16 x float> %1338)
  %1385 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1352, <16 x float> %1383, <16 x float> %1337)
  %1386 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1354, <16 x float> %1383, <16 x float> %1336)
  %1387 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1356, <16 x float> %1383, <16 x float> %1335)
  %1388 = getelementptr inbounds i8, ptr %1347, i64 %340
  %1389 = load float, ptr %1388, align 4
  %1390 = insertelement <16 x float> poison, float %1389, i64 0
  %1391 = shufflevector <16 x float> %1390, <16 x float> poison, <16 x i32> zeroinitializer
  %1392 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1350, <16 x float> %1391, <16 x float> %1334)
  %1393 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1352, <16 x float> %1391, <16 x float> %1328)
  %1394 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1354, <16 x float> %1391, <16 x float> %1327)
  %1395 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1356, <16 x float> %1391, <16 x float> %1326)
  %1396 = getelementptr inbounds i8, ptr %1347, i64 %341
  %1397 = load float, ptr %1396, align 4
  %1398 = insertelement <16 x float> poison, float %1397, i64 0
  %1399 = shufflevector <16 x float> %1398, <16 x float> poison, <16 x i32> zeroinitializer
  %1400 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1350, <16 x float> %1399, <16 x float> %1325)
  %1401 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1352, <16 x float> %1399, <16 x float> %1324)
  %1402 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1354, <16 x float> %1399, <16 x float> %1323)
  %1403 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1356, <16 x float> %1399, <16 x float> %1322)
  %1404 = add nuw nsw i64 %1348, 1
  %1405 = getelementptr inbounds float, ptr %1346, i64 %284
  %1406 = getelementptr inbounds nuw float, ptr %1347, i64 %285
  %1407 = icmp slt i64 %1404, %1198
  br i1 %1407, label %1321, label %1495

1408:                                             ; preds = %1307, %1408
  %1409 = phi <16 x float> [ %1490, %1408 ], [ %1254, %1307 ]
  %1410 = phi <16 x float> [ %1489, %1408 ], [ %1255, %1307 ]
  %1411 = phi <16 x float> [ %1488, %1408 ], [ %1256, %1307 ]
  %1412 = phi <16 x float> [ %1487, %1408 ], [ %1257, %1307 ]
  %1413 = phi <16 x float> [ %1482, %1408 ], [ %1258, %1307 ]
  %1414 = phi <16 x float> [ %1481, %1408 ], [ %1259, %1307 ]
  %1415 = phi <16 x float> [ %1480, %1408 ], [ %1260, %1307 ]
  %1416 = phi <16 x float> [ %1479, %1408 ], [ %1261, %1307 ]
  %1417 = phi <16 x float> [ %1450, %1408 ], [ %1262, %1307 ]
  %1418 = phi <16 x float> [ %1449, %1408 ], [ %1263, %1307 ]
  %1419 = phi <16 x float> [ %1448, %1408 ], [ %1264, %1307 ]
  %1420 = phi <16 x float> [ %1447, %1408 ], [ %1265, %1307 ]
  %1421 = phi <16 x float> [ %1455, %1408 ], [ %1266, %1307 ]
  %1422 = phi <16 x float> [ %1474, %1408 ], [ %1267, %1307 ]
  %1423 = phi <16 x float> [ %1473, %1408 ], [ %1268, %1307 ]
  %1424 = phi <16 x float> [ %1472, %1408 ], [ %1269, %1307 ]
  %1425 = phi <16 x float> [ %1471, %1408 ], [ %1270, %1307 ]
  %1426 = phi <16 x float> [ %1466, %1408 ], [ %1271, %1307 ]
  %1427 = phi <16 x float> [ %1465, %1408 ], [ %1272, %1307 ]
  %1428 = phi <16 x float> [ %1464, %1408 ], [ %1273, %1307 ]
  %1429 = phi <16 x float> [ %1463, %1408 ], [ %1274, %1307 ]
  %1430 = phi <16 x float> [ %1458, %1408 ], [ %1275, %1307 ]
  %1431 = phi <16 x float> [ %1457, %1408 ], [ %1276, %1307 ]
  %1432 = phi <16 x float> [ %1456, %1408 ], [ %1277, %1307 ]
  %1433 = phi ptr [ %1492, %1408 ], [ %1201, %1307 ]
  %1434 = phi ptr [ %1493, %1408 ], [ %1304, %1307 ]
  %1435 = phi i64 [ %1491, %1408 ], [ %1194, %1307 ]
  %1436 = getelementptr inbounds float, ptr %1433, i64 %1283
  %1437 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1436, <16 x i1> %1310, <16 x float> zeroinitializer)
  %1438 = getelementptr inbounds float, ptr %1433, i64 %1285
  %1439 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1438, <16 x i1> %1313, <16 x float> zeroinitializer)
  %1440 = getelementptr inbounds float, ptr %1433, i64 %1287
  %1441 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1440, <16 x i1> %1316, <16 x float> zeroinitializer)
  %1442 = getelementptr inbounds float, ptr %1433, i64 %1289
  %1443 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1442, <16 x i1> %1319, <16 x float> zeroinitializer)
  %1444 = load float, ptr %1434, align 4
  %1445 = insertelement <16 x float> poison, float %1444, i64 0
  %1446 = shufflevector <16 x float> %1445, <16 x float> poison, <16 x i32> zeroinitializer
  %1447 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1437, <16 x float> %1446, <16 x float> %1420)
  %1448 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1439, <16 x float> %1446, <16 x float> %1419)
  %1449 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1441, <16 x float> %1446, <16 x float> %1418)
  %1450 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1443, <16 x float> %1446, <16 x float> %1417)
  %1451 = getelementptr inbounds float, ptr %1434, i64 %287
  %1452 = load float, ptr %1451, align 4
  %1453 = insertelement <16 x float> poison, float %1452, i64 0
  %1454 = shufflevector <16 x float> %1453, <16 x float> poison, <16 x i32> zeroinitializer
  %1455 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1437, <16 x float> %1454, <16 x float> %1421)
  %1456 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1439, <16 x float> %1454, <16 x float> %1432)
  %1457 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1441, <16 x float> %1454, <16 x float> %1431)
  %1458 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1443, <16 x float> %1454, <16 x float> %1430)
  %1459 = getelementptr inbounds i8, ptr %1434, i64 %334
  %1460 = load float, ptr %1459, align 4
  %1461 = insertelement <16 x float> poison, float %1460, i64 0
  %1462 = shufflevector <16 x float> %1461, <16 x float> poison, <16 x i32> zeroinitializer
  %1463 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1437, <16 x float> %1462, <16 x float> %1429)
  %1464 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1439, <16 x float> %1462, <16 x float> %1428)
  %1465 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1441, <16 x float> %1462, <16 x float> %1427)
  %1466 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1443, <16 x float> %1462, <16 x float> %1426)
  %1467 = getelementptr inbounds i8, ptr %1434, i64 %335
  %1468 = load float, ptr %1467, align 4
  %1469 = insertelement <16 x float> poison, float %1468, i64 0
  %1470 = shufflevector <16 x float> %1469, <16 x float> poison, <16 x i32> zeroinitializer
  %1471 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1437, <16 x float> %1470, <16 x float> %1425)
  %1472 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1439, <16 x float> %1470, <16 x float> %1424)
  %1473 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1441, <16 x float> %1470, <16 x float> %1423)
  %1474 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1443, <16 x float> %1470, <16 x float> %1422)
  %1475 = getelementptr inbounds i8, ptr %1434, i64 %336
  %1476 = load float, ptr %1475, align 4
  %1477 = insertelement <16 x float> poison, float %1476, i64 0
  %1478 = shufflevector <16 x float> %1477, <16 x float> poison, <16 x i32> zeroinitializer
  %1479 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1437, <16 x float> %1478, <16 x float> %1416)
  %1480 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1439, <16 x float> %1478, <16 x float> %1415)
  %1481 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1441, <16 x float> %1478, <16 x float> %1414)
  %1482 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1443, <16 x float> %1478, <16 x float> %1413)
  %1483 = getelementptr inbounds i8, ptr %1434, i64 %337
  %1484 = load float, ptr %1483, align 4
  %1485 = insertelement <16 x float> poison, float %1484, i64 0
  %1486 = shufflevector <16 x float> %1485, <16 x float> poison, <16 x i32> zeroinitializer
  %1487 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1437, <16 x float> %1486, <16 x float> %1412)
  %1488 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1439, <16 x float> %1486, <16 x float> %1411)
  %1489 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1441, <16 x float> %1486, <16 x float> %1410)
  %1490 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1443, <16 x float> %1486, <16 x float> %1409)
  %1491 = add nuw nsw i64 %1435, 1
  %1492 = getelementptr inbounds float, ptr %1433, i64 %284
  %1493 = getelementptr inbounds nuw float, ptr %1434, i64 %285
  %1494 = icmp slt i64 %1491, %1198
  br i1 %1494, label %1408, label %1495

1495:                                             ; preds = %1408, %1321, %1306, %1320
  %1496 = phi <16 x float> [ %1206, %1306 ], [ %1206, %1320 ], [ %1403, %1321 ], [ %1490, %1408 ]
  %1497 = phi <16 x float> [ %1207, %1306 ], [ %1207, %1320 ], [ %1402, %1321 ], [ %1489, %1408 ]
  %1498 = phi <16 x float> [ %1208, %1306 ], [ %1208, %1320 ], [ %1401, %1321 ], [ %1488, %1408 ]
  %1499 = phi <16 x float> [ %1209, %1306 ], [ %1209, %1320 ], [ %1400, %1321 ], [ %1487, %1408 ]
  %1500 = phi <16 x float> [ %1210, %1306 ], [ %1210, %1320 ], [ %1395, %1321 ], [ %1482, %1408 ]
  %1501 = phi <16 x float> [ %1211, %1306 ], [ %1211, %1320 ], [ %1394, %1321 ], [ %1481, %1408 ]
  %1502 = phi <16 x float> [ %1212, %1306 ], [ %1212, %1320 ], [ %1393, %1321 ], [ %1480, %1408 ]
  %1503 = phi <16 x float> [ %1213, %1306 ], [ %1213, %1320 ], [ %1392, %1321 ], [ %1479, %1408 ]
  %1504 = phi <16 x float> [ %1214, %1306 ], [ %1214, %1320 ], [ %1387, %1321 ], [ %1474, %1408 ]
  %1505 = phi <16 x float> [ %1215, %1306 ], [ %1215, %1320 ], [ %1386, %1321 ], [ %1473, %1408 ]
  %1506 = phi <16 x float> [ %1216, %1306 ], [ %1216, %1320 ], [ %1385, %1321 ], [ %1472, %1408 ]
  %1507 = phi <16 x float> [ %1217, %1306 ], [ %1217, %1320 ], [ %1384, %1321 ], [ %1471, %1408 ]
  %1508 = phi <16 x float> [ %1218, %1306 ], [ %1218, %1320 ], [ %1379, %1321 ], [ %1466, %1408 ]
  %1509 = phi <16 x float> [ %1219, %1306 ], [ %1219, %1320 ], [ %1378, %1321 ], [ %1465, %1408 ]
  %1510 = phi <16 x float> [ %1220, %1306 ], [ %1220, %1320 ], [ %1377, %1321 ], [ %1464, %1408 ]
  %1511 = phi <16 x float> [ %1221, %1306 ], [ %1221, %1320 ], [ %1376, %1321 ], [ %1463, %1408 ]
  %1512 = phi <16 x float> [ %1222, %1306 ], [ %1222, %1320 ], [ %1371, %1321 ], [ %1458, %1408 ]
  %1513 = phi <16 x float> [ %1223, %1306 ], [ %1223, %1320 ], [ %1370, %1321 ], [ %1457, %1408 ]
  %1514 = phi <16 x float> [ %1224, %1306 ], [ %1224, %1320 ], [ %1369, %1321 ], [ %1456, %1408 ]
  %1515 = phi <16 x float> [ %1225, %1306 ], [ %1225, %1320 ], [ %1368, %1321 ], [ %1455, %1408 ]
  %1516 = phi <16 x float> [ %1226, %1306 ], [ %1226, %1320 ], [ %1363, %1321 ], [ %1450, %1408 ]
  %1517 = phi <16 x float> [ %1227, %1306 ], [ %1227, %1320 ], [ %1362, %1321 ], [ %1449, %1408 ]
  %1518 = phi <16 x float> [ %1228, %1306 ], [ %1228, %1320 ], [ %1361, %1321 ], [ %1448, %1408 ]
  %1519 = phi <16 x float> [ %1229, %1306 ], [ %1229, %1320 ], [ %1360, %1321 ], [ %1447, %1408 ]
  %1520 = phi <16 x float> [ %1230, %1306 ], [ %1230, %1320 ], [ %1403, %1321 ], [ %1490, %1408 ]
  %1521 = phi <16 x float> [ %1231, %1306 ], [ %1231, %1320 ], [ %1402, %1321 ], [ %1489, %1408 ]
  %1522 = phi <16 x float> [ %1232, %1306 ], [ %1232, %1320 ], [ %1401, %1321 ], [ %1488, %1408 ]
  %1523 = phi <16 x float> [ %1233, %1306 ], [ %1233, %1320 ], [ %1400, %1321 ], [ %1487, %1408 ]
  %1524 = phi <16 x float> [ %1234, %1306 ], [ %1234, %1320 ], [ %1395, %1321 ], [ %1482, %1408 ]
  %1525 = phi <16 x float> [ %1235, %1306 ], [ %1235, %1320 ], [ %1394, %1321 ], [ %1481, %1408 ]
  %1526 = phi <16 x float> [ %1236, %1306 ], [ %1236, %1320 ], [ %1393, %1321 ], [ %1480, %1408 ]
  %1527 = phi <16 x float> [ %1237, %1306 ], [ %1237, %1320 ], [ %1392, %1321 ], [ %1479, %1408 ]
  %1528 = phi <16 x float> [ %1238, %1306 ], [ %1238, %1320 ], [ %1363, %1321 ], [ %1450, %1408 ]
  %1529 = phi <16 x float> [ %1239, %1306 ], [ %1239, %1320 ], [ %1362, %1321 ], [ %1449, %1408 ]
  %1530 = phi <16 x float> [ %1240, %1306 ], [ %1240, %1320 ], [ %1361, %1321 ], [ %1448, %1408 ]
  %1531 = phi <16 x float> [ %1241, %1306 ], [ %1241, %1320 ], [ %1360, %1321 ], [ %1447, %1408 ]
  %1532 = phi <16 x float> [ %1242, %1306 ], [ %1242, %1320 ], [ %1368, %1321 ], [ %1455, %1408 ]
  %1533 = phi <16 x float> [ %1243, %1306 ], [ %1243, %1320 ], [ %1387, %1321 ], [ %1474, %1408 ]
  %1534 = phi <16 x float> [ %1244, %1306 ], [ %1244, %1320 ], [ %1386, %1321 ], [ %1473, %1408 ]
  %1535 = phi <16 x float> [ %1245, %1306 ], [ %1245, %1320 ], [ %1385, %1321 ], [ %1472, %1408 ]
  %1536 = phi <16 x float> [ %1246, %1306 ], [ %1246, %1320 ], [ %1384, %1321 ], [ %1471, %1408 ]
  %1537 = phi <16 x float> [ %1247, %1306 ], [ %1247, %1320 ], [ %1379, %1321 ], [ %1466, %1408 ]
  %1538 = phi <16 x float> [ %1248, %1306 ], [ %1248, %1320 ], [ %1378, %1321 ], [ %1465, %1408 ]
  %1539 = phi <16 x float> [ %1249, %1306 ], [ %1249, %1320 ], [ %1377, %1321 ], [ %1464, %1408 ]
  %1540 = phi <16 x float> [ %1250, %1306 ], [ %1250, %1320 ], [ %1376, %1321 ], [ %1463, %1408 ]
  %1541 = phi <16 x float> [ %1251, %1306 ], [ %1251, %1320 ], [ %1371, %1321 ], [ %1458, %1408 ]
  %1542 = phi <16 x float> [ %1252, %1306 ], [ %1252, %1320 ], [ %1370, %1321 ], [ %1457, %1408 ]
  %1543 = phi <16 x float> [ %1253, %1306 ], [ %1253, %1320 ], [ %1369, %1321 ], [ %1456, %1408 ]
  %1544 = phi <16 x float> [ %1254, %1306 ], [ %1254, %1320 ], [ %1403, %1321 ], [ %1490, %1408 ]
  %1545 = phi <16 x float> [ %1255, %1306 ], [ %1255, %1320 ], [ %1402, %1321 ], [ %1489, %1408 ]
  %1546 = phi <16 x float> [ %1256, %1306 ], [ %1256, %1320 ], [ %1401, %1321 ], [ %1488, %1408 ]
  %1547 = phi <16 x float> [ %1257, %1306 ], [ %1257, %1320 ], [ %1400, %1321 ], [ %1487, %1408 ]
  %1548 = phi <16 x float> [ %1258, %1306 ], [ %1258, %1320 ], [ %1395, %1321 ], [ %1482, %1408 ]
  %1549 = phi <16 x float> [ %1259, %1306 ], [ %1259, %1320 ], [ %1394, %1321 ], [ %1481, %1408 ]
  %1550 = phi <16 x float> [ %1260, %1306 ], [ %1260, %1320 ], [ %1393, %1321 ], [ %1480, %1408 ]
  %1551 = phi <16 x float> [ %1261, %1306 ], [ %1261, %1320 ], [ %1392, %1321 ], [ %1479, %1408 ]
  %1552 = phi <16 x float> [ %1262, %1306 ], [ %1262, %1320 ], [ %1363, %1321 ], [ %1450, %1408 ]
  %1553 = phi <16 x float> [ %1263, %1306 ], [ %1263, %1320 ], [ %1362, %1321 ], [ %1449, %1408 ]
  %1554 = phi <16 x float> [ %1264, %1306 ], [ %1264, %1320 ], [ %1361, %1321 ], [ %1448, %1408 ]
  %1555 = phi <16 x float> [ %1265, %1306 ], [ %1265, %1320 ], [ %1360, %1321 ], [ %1447, %1408 ]
  %1556 = phi <16 x float> [ %1266, %1306 ], [ %1266, %1320 ], [ %1368, %1321 ], [ %1455, %1408 ]
  %1557 = phi <16 x float> [ %1267, %1306 ], [ %1267, %1320 ], [ %1387, %1321 ], [ %1474, %1408 ]
  %1558 = phi <16 x float> [ %1268, %1306 ], [ %1268, %1320 ], [ %1386, %1321 ], [ %1473, %1408 ]
  %1559 = phi <16 x float> [ %1269, %1306 ], [ %1269, %1320 ], [ %1385, %1321 ], [ %1472, %1408 ]
  %1560 = phi <16 x float> [ %1270, %1306 ], [ %1270, %1320 ], [ %1384, %1321 ], [ %1471, %1408 ]
  %1561 = phi <16 x float> [ %1271, %1306 ], [ %1271, %1320 ], [ %1379, %1321 ], [ %1466, %1408 ]
  %1562 = phi <16 x float> [ %1272, %1306 ], [ %1272, %1320 ], [ %1378, %1321 ], [ %1465, %1408 ]
  %1563 = phi <16 x float> [ %1273, %1306 ], [ %1273, %1320 ], [ %1377, %1321 ], [ %1464, %1408 ]
  %1564 = phi <16 x float> [ %1274, %1306 ], [ %1274, %1320 ], [ %1376, %1321 ], [ %1463, %1408 ]
  %1565 = phi <16 x float> [ %1275, %1306 ], [ %1275, %1320 ], [ %1371, %1321 ], [ %1458, %1408 ]
  %1566 = phi <16 x float> [ %1276, %1306 ], [ %1276, %1320 ], [ %1370, %1321 ], [ %1457, %1408 ]
  %1567 = phi <16 x float> [ %1277, %1306 ], [ %1277, %1320 ], [ %1369, %1321 ], [ %1456, %1408 ]
  %1568 = add nuw nsw i64 %1278, 1
  %1569 = icmp eq i64 %1568, %285
  br i1 %1569, label %1070, label %1205

1570:                                             ; preds = %1120, %1831
  %1571 = phi i64 [ 0, %1120 ], [ %1833, %1831 ]
  %1572 = add nsw i64 %848, %1571
  %1573 = mul nsw i64 %1572, %261
  %1574 = icmp sgt i64 %849, %1571
  %1575 = getelementptr inbounds nuw [4 x <16 x float>], ptr %33, i64 %1571
  %1576 = add nsw i64 %837, %1573
  %1577 = select i1 %1574, <16 x i1> zeroinitializer, <16 x i1> %833
  %1578 = getelementptr inbounds float, ptr %427, i64 %1576
  %1579 = load <16 x float>, ptr %1575, align 64
  br i1 %293, label %1639, label %1580

1580:                                             ; preds = %1570
  %1581 = getelementptr inbounds float, ptr %425, i64 %1576
  switch i64 %342, label %1599 [
    i64 1, label %1582
    i64 2, label %1585
    i64 3, label %1592
    i64 0, label %1639
  ]

1582:                                             ; preds = %1580
  %1583 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1581, <16 x i1> %1577, <16 x float> zeroinitializer)
  %1584 = fadd <16 x float> %1579, %1583
  br label %1601

1585:                                             ; preds = %1580
  %1586 = bitcast <16 x float> %1579 to <8 x i64>
  %1587 = or <8 x i64> %1586, %295
  %1588 = fcmp oeq <16 x float> %1579, %52
  %1589 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1579, i32 4)
  %1590 = bitcast <8 x i64> %1587 to <16 x float>
  %1591 = select <16 x i1> %1588, <16 x float> %1590, <16 x float> %1589
  br label %1601

1592:                                             ; preds = %1580
  %1593 = bitcast <16 x float> %1579 to <8 x i64>
  %1594 = and <8 x i64> %1593, %294
  %1595 = fcmp oeq <16 x float> %1579, %49
  %1596 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1579, i32 4)
  %1597 = bitcast <8 x i64> %1594 to <16 x float>
  %1598 = select <16 x i1> %1595, <16 x float> %1597, <16 x float> %1596
  br label %1601

1599:                                             ; preds = %1580
  unreachable

1600:                                             ; preds = %2408, %2389, %2370, %2345, %2326, %2307, %2282, %2263, %2244, %2219, %2200, %2181, %2156, %2137, %2118, %2093, %2074, %2055, %1812, %1793, %1774, %1748, %1729, %1710, %1684, %1665, %1646, %1620, %1601
  unreachable

1601:                                             ; preds = %1592, %1585, %1582
  %1602 = phi <16 x float> [ %1584, %1582 ], [ %1591, %1585 ], [ %1598, %1592 ]
  switch i64 %344, label %1600 [
    i64 1, label %1617
    i64 2, label %1610
    i64 3, label %1603
    i64 0, label %1639
  ]

1603:                                             ; preds = %1601
  %1604 = bitcast <16 x float> %1602 to <8 x i64>
  %1605 = and <8 x i64> %1604, %294
  %1606 = fcmp oeq <16 x float> %1602, %49
  %1607 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1602, i32 4)
  %1608 = bitcast <8 x i64> %1605 to <16 x float>
  %1609 = select <16 x i1> %1606, <16 x float> %1608, <16 x float> %1607
  br label %1620

1610:                                             ; preds = %1601
  %1611 = bitcast <16 x float> %1602 to <8 x i64>
  %1612 = or <8 x i64> %1611, %295
  %1613 = fcmp oeq <16 x float> %1602, %52
  %1614 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1602, i32 4)
  %1615 = bitcast <8 x i64> %1612 to <16 x float>
  %1616 = select <16 x i1> %1613, <16 x float> %1615, <16 x float> %1614
  br label %1620

1617:                                             ; preds = %1601
  %1618 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1581, <16 x i1> %1577, <16 x float> zeroinitializer)
  %1619 = fadd <16 x float> %1602, %1618
  br label %1620

1620:                                             ; preds = %1617, %1610, %1603
  %1621 = phi <16 x float> [ %1619, %1617 ], [ %1616, %1610 ], [ %1609, %1603 ]
  switch i64 %346, label %1600 [
    i64 1, label %1636
    i64 2, label %1629
    i64 3, label %1622
    i64 0, label %1639
  ]

1622:                                             ; preds = %1620
  %1623 = bitcast <16 x float> %1621 to <8 x i64>
  %1624 = and <8 x i64> %1623, %294
  %1625 = fcmp oeq <16 x float> %1621, %49
  %1626 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1621, i32 4)
  %1627 = bitcast <8 x i64> %1624 to <16 x float>
  %1628 = select <16 x i1> %1625, <16 x float> %1627, <16 x float> %1626
  br label %1639

1629:                                             ; preds = %1620
  %1630 = bitcast <16 x float> %1621 to <8 x i64>
  %1631 = or <8 x i64> %1630, %295
  %1632 = fcmp oeq <16 x float> %1621, %52
  %1633 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1621, i32 4)
  %1634 = bitcast <8 x i64> %1631 to <16 x float>
  %1635 = select <16 x i1> %1632, <16 x float> %1634, <16 x float> %1633
  br label %1639

1636:                                             ; preds = %1620
  %1637 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1581, <16 x i1> %1577, <16 x float> zeroinitializer)
  %1638 = fadd <16 x float> %1621, %1637
  br label %1639

1639:                                             ; preds = %1570, %1580, %1601, %1620, %1636, %1629, %1622
  %1640 = phi <16 x float> [ %1628, %1622 ], [ %1579, %1580 ], [ %1621, %1620 ], [ %1602, %1601 ], [ %1638, %1636 ], [ %1635, %1629 ], [ %1579, %1570 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1640, ptr align 1 %1578, <16 x i1> %1577)
  %1641 = add nsw i64 %838, %1573
  %1642 = select i1 %1574, <16 x i1> zeroinitializer, <16 x i1> %834
  %1643 = getelementptr inbounds float, ptr %427, i64 %1641
  %1644 = getelementptr inbounds nuw i8, ptr %1575, i64 64
  %1645 = load <16 x float>, ptr %1644, align 64
  br i1 %293, label %1703, label %1646

1646:                                             ; preds = %1639
  %1647 = getelementptr inbounds float, ptr %425, i64 %1641
  switch i64 %347, label %1600 [
    i64 1, label %1662
    i64 2, label %1655
    i64 3, label %1648
    i64 0, label %1703
  ]

1648:                                             ; preds = %1646
  %1649 = bitcast <16 x float> %1645 to <8 x i64>
  %1650 = and <8 x i64> %1649, %294
  %1651 = fcmp oeq <16 x float> %1645, %49
  %1652 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1645, i32 4)
  %1653 = bitcast <8 x i64> %1650 to <16 x float>
  %1654 = select <16 x i1> %1651, <16 x float> %1653, <16 x float> %1652
  br label %1665

1655:                                             ; preds = %1646
  %1656 = bitcast <16 x float> %1645 to <8 x i64>
  %1657 = or <8 x i64> %1656, %295
  %1658 = fcmp oeq <16 x float> %1645, %52
  %1659 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1645, i32 4)
  %1660 = bitcast <8 x i64> %1657 to <16 x float>
  %1661 = select <16 x i1> %1658, <16 x float> %1660, <16 x float> %1659
  br label %1665

1662:                                             ; preds = %1646
  %1663 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1647, <16 x i1> %1642, <16 x float> zeroinitializer)
  %1664 = fadd <16 x float> %1645, %1663
  br label %1665

1665:                                             ; preds = %1662, %1655, %1648
  %1666 = phi <16 x float> [ %1664, %1662 ], [ %1661, %1655 ], [ %1654, %1648 ]
  switch i64 %349, label %1600 [
    i64 1, label %1681
    i64 2, label %1674
    i64 3, label %1667
    i64 0, label %1703
  ]

1667:                                             ; preds = %1665
  %1668 = bitcast <16 x float> %1666 to <8 x i64>
  %1669 = and <8 x i64> %1668, %294
  %1670 = fcmp oeq <16 x float> %1666, %49
  %1671 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1666, i32 4)
  %1672 = bitcast <8 x i64> %1669 to <16 x float>
  %1673 = select <16 x i1> %1670, <16 x float> %1672, <16 x float> %1671
  br label %1684

1674:                                             ; preds = %1665
  %1675 = bitcast <16 x float> %1666 to <8 x i64>
  %1676 = or <8 x i64> %1675, %295
  %1677 = fcmp oeq <16 x float> %1666, %52
  %1678 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1666, i32 4)
  %1679 = bitcast <8 x i64> %1676 to <16 x float>
  %1680 = select <16 x i1> %1677, <16 x float> %1679, <16 x float> %1678
  br label %1684

1681:                                             ; preds = %1665
  %1682 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1647, <16 x i1> %1642, <16 x float> zeroinitializer)
  %1683 = fadd <16 x float> %1666, %1682
  br label %1684

1684:                                             ; preds = %1681, %1674, %1667
  %1685 = phi <16 x float> [ %1683, %1681 ], [ %1680, %1674 ], [ %1673, %1667 ]
  switch i64 %351, label %1600 [
    i64 1, label %1700
    i64 2, label %1693
    i64 3, label %1686
    i64 0, label %1703
  ]

1686:                                             ; preds = %1684
  %1687 = bitcast <16 x float> %1685 to <8 x i64>
  %1688 = and <8 x i64> %1687, %294
  %1689 = fcmp oeq <16 x float> %1685, %49
  %1690 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1685, i32 4)
  %1691 = bitcast <8 x i64> %1688 to <16 x float>
  %1692 = select <16 x i1> %1689, <16 x float> %1691, <16 x float> %1690
  br label %1703

1693:                                             ; preds = %1684
  %1694 = bitcast <16 x float> %1685 to <8 x i64>
  %1695 = or <8 x i64> %1694, %295
  %1696 = fcmp oeq <16 x float> %1685, %52
  %1697 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1685, i32 4)
  %1698 = bitcast <8 x i64> %1695 to <16 x float>
  %1699 = select <16 x i1> %1696, <16 x float> %1698, <16 x float> %1697
  br label %1703

1700:                                             ; preds = %1684
  %1701 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1647, <16 x i1> %1642, <16 x float> zeroinitializer)
  %1702 = fadd <16 x float> %1685, %1701
  br label %1703

1703:                                             ; preds = %1639, %1646, %1665, %1684, %1700, %1693, %1686
  %1704 = phi <16 x float> [ %1692, %1686 ], [ %1645, %1646 ], [ %1685, %1684 ], [ %1666, %1665 ], [ %1702, %1700 ], [ %1699, %1693 ], [ %1645, %1639 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1704, ptr align 1 %1643, <16 x i1> %1642)
  %1705 = add nsw i64 %839, %1573
  %1706 = select i1 %1574, <16 x i1> zeroinitializer, <16 x i1> %835
  %1707 = getelementptr inbounds float, ptr %427, i64 %1705
  %1708 = getelementptr inbounds nuw i8, ptr %1575, i64 128
  %1709 = load <16 x float>, ptr %1708, align 64
  br i1 %293, label %1767, label %1710

1710:                                             ; preds = %1703
  %1711 = getelementptr inbounds float, ptr %425, i64 %1705
  switch i64 %352, label %1600 [
    i64 1, label %1726
    i64 2, label %1719
    i64 3, label %1712
    i64 0, label %1767
  ]

1712:                                             ; preds = %1710
  %1713 = bitcast <16 x float> %1709 to <8 x i64>
  %1714 = and <8 x i64> %1713, %294
  %1715 = fcmp oeq <16 x float> %1709, %49
  %1716 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1709, i32 4)
  %1717 = bitcast <8 x i64> %1714 to <16 x float>
  %1718 = select <16 x i1> %1715, <16 x float> %1717, <16 x float> %1716
  br label %1729

1719:                                             ; preds = %1710
  %1720 = bitcast <16 x float> %1709 to <8 x i64>
  %1721 = or <8 x i64> %1720, %295
  %1722 = fcmp oeq <16 x float> %1709, %52
  %1723 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1709, i32 4)
  %1724 = bitcast <8 x i64> %1721 to <16 x float>
  %1725 = select <16 x i1> %1722, <16 x float> %1724, <16 x float> %1723
  br label %1729

1726:                                             ; preds = %1710
  %1727 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1711, <16 x i1> %1706, <16 x float> zeroinitializer)
  %1728 = fadd <16 x float> %1709, %1727
  br label %1729

1729:                                             ; preds = %1726, %1719, %1712
  %1730 = phi <16 x float> [ %1728, %1726 ], [ %1725, %1719 ], [ %1718, %1712 ]
  switch i64 %354, label %1600 [
    i64 1, label %1745
    i64 2, label %1738
    i64 3, label %1731
    i64 0, label %1767
  ]

1731:                                             ; preds = %1729
  %1732 = bitcast <16 x float> %1730 to <8 x i64>
  %1733 = and <8 x i64> %1732, %294
  %1734 = fcmp oeq <16 x float> %1730, %49
  %1735 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1730, i32 4)
  %1736 = bitcast <8 x i64> %1733 to <16 x float>
  %1737 = select <16 x i1> %1734, <16 x float> %1736, <16 x float> %1735
  br label %1748

1738:                                             ; preds = %1729
  %1739 = bitcast <16 x float> %1730 to <8 x i64>
  %1740 = or <8 x i64> %1739, %295
  %1741 = fcmp oeq <16 x float> %1730, %52
  %1742 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1730, i32 4)
  %1743 = bitcast <8 x i64> %1740 to <16 x float>
  %1744 = select <16 x i1> %1741, <16 x float> %1743, <16 x float> %1742
  br label %1748

1745:                                             ; preds = %1729
  %1746 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1711, <16 x i1> %1706, <16 x float> zeroinitializer)
  %1747 = fadd <16 x float> %1730, %1746
  br label %1748

1748:                                             ; preds = %1745, %1738, %1731
  %1749 = phi <16 x float> [ %1747, %1745 ], [ %1744, %1738 ], [ %1737, %1731 ]
  switch i64 %356, label %1600 [
    i64 1, label %1764
    i64 2, label %1757
    i64 3, label %1750
    i64 0, label %1767
  ]

1750:                                             ; preds = %1748
  %1751 = bitcast <16 x float> %1749 to <8 x i64>
  %1752 = and <8 x i64> %1751, %294
  %1753 = fcmp oeq <16 x float> %1749, %49
  %1754 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1749, i32 4)
  %1755 = bitcast <8 x i64> %1752 to <16 x float>
  %1756 = select <16 x i1> %1753, <16 x float> %1755, <16 x float> %1754
  br label %1767

1757:                                             ; preds = %1748
  %1758 = bitcast <16 x float> %1749 to <8 x i64>
  %1759 = or <8 x i64> %1758, %295
  %1760 = fcmp oeq <16 x float> %1749, %52
  %1761 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1749, i32 4)
  %1762 = bitcast <8 x i64> %1759 to <16 x float>
  %1763 = select <16 x i1> %1760, <16 x float> %1762, <16 x float> %1761
  br label %1767

1764:                                             ; preds = %1748
  %1765 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1711, <16 x i1> %1706, <16 x float> zeroinitializer)
  %1766 = fadd <16 x float> %1749, %1765
  br label %1767

1767:                                             ; preds = %1703, %1710, %1729, %1748, %1764, %1757, %1750
  %1768 = phi <16 x float> [ %1756, %1750 ], [ %1709, %1710 ], [ %1749, %1748 ], [ %1730, %1729 ], [ %1766, %1764 ], [ %1763, %1757 ], [ %1709, %1703 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1768, ptr align 1 %1707, <16 x i1> %1706)
  %1769 = add nsw i64 %840, %1573
  %1770 = select i1 %1574, <16 x i1> zeroinitializer, <16 x i1> %836
  %1771 = getelementptr inbounds float, ptr %427, i64 %1769
  %1772 = getelementptr inbounds nuw i8, ptr %1575, i64 192
  %1773 = load <16 x float>, ptr %1772, align 64
  br i1 %293, label %1831, label %1774

1774:                                             ; preds = %1767
  %1775 = getelementptr inbounds float, ptr %425, i64 %1769
  switch i64 %357, label %1600 [
    i64 1, label %1790
    i64 2, label %1783
    i64 3, label %1776
    i64 0, label %1831
  ]

1776:                                             ; preds = %1774
  %1777 = bitcast <16 x float> %1773 to <8 x i64>
  %1778 = and <8 x i64> %1777, %294
  %1779 = fcmp oeq <16 x float> %1773, %49
  %1780 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1773, i32 4)
  %1781 = bitcast <8 x i64> %1778 to <16 x float>
  %1782 = select <16 x i1> %1779, <16 x float> %1781, <16 x float> %1780
  br label %1793

1783:                                             ; preds = %1774
  %1784 = bitcast <16 x float> %1773 to <8 x i64>
  %1785 = or <8 x i64> %1784, %295
  %1786 = fcmp oeq <16 x float> %1773, %52
  %1787 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1773, i32 4)
  %1788 = bitcast <8 x i64> %1785 to <16 x float>
  %1789 = select <16 x i1> %1786, <16 x float> %1788, <16 x float> %1787
  br label %1793

1790:                                             ; preds = %1774
  %1791 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1775, <16 x i1> %1770, <16 x float> zeroinitializer)
  %1792 = fadd <16 x float> %1773, %1791
  br label %1793

1793:                                             ; preds = %1790, %1783, %1776
  %1794 = phi <16 x float> [ %1792, %1790 ], [ %1789, %1783 ], [ %1782, %1776 ]
  switch i64 %359, label %1600 [
    i64 1, label %1809
    i64 2, label %1802
    i64 3, label %1795
    i64 0, label %1831
  ]

1795:                                             ; preds = %1793
  %1796 = bitcast <16 x float> %1794 to <8 x i64>
  %1797 = and <8 x i64> %1796, %294
  %1798 = fcmp oeq <16 x float> %1794, %49
  %1799 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1794, i32 4)
  %1800 = bitcast <8 x i64> %1797 to <16 x float>
  %1801 = select <16 x i1> %1798, <16 x float> %1800, <16 x float> %1799
  br label %1812

1802:                                             ; preds = %1793
  %1803 = bitcast <16 x float> %1794 to <8 x i64>
  %1804 = or <8 x i64> %1803, %295
  %1805 = fcmp oeq <16 x float> %1794, %52
  %1806 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1794, i32 4)
  %1807 = bitcast <8 x i64> %1804 to <16 x float>
  %1808 = select <16 x i1> %1805, <16 x float> %1807, <16 x float> %1806
  br label %1812

1809:                                             ; preds = %1793
  %1810 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1775, <16 x i1> %1770, <16 x float> zeroinitializer)
  %1811 = fadd <16 x float> %1794, %1810
  br label %1812

1812:                                             ; preds = %1809, %1802, %1795
  %1813 = phi <16 x float> [ %1811, %1809 ], [ %1808, %1802 ], [ %1801, %1795 ]
  switch i64 %361, label %1600 [
    i64 1, label %1828
    i64 2, label %1821
    i64 3, label %1814
    i64 0, label %1831
  ]

1814:                                             ; preds = %1812
  %1815 = bitcast <16 x float> %1813 to <8 x i64>
  %1816 = and <8 x i64> %1815, %294
  %1817 = fcmp oeq <16 x float> %1813, %49
  %1818 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1813, i32 4)
  %1819 = bitcast <8 x i64> %1816 to <16 x float>
  %1820 = select <16 x i1> %1817, <16 x float> %1819, <16 x float> %1818
  br label %1831

1821:                                             ; preds = %1812
  %1822 = bitcast <16 x float> %1813 to <8 x i64>
  %1823 = or <8 x i64> %1822, %295
  %1824 = fcmp oeq <16 x float> %1813, %52
  %1825 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1813, i32 4)
  %1826 = bitcast <8 x i64> %1823 to <16 x float>
  %1827 = select <16 x i1> %1824, <16 x float> %1826, <16 x float> %1825
  br label %1831

1828:                                             ; preds = %1812
  %1829 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1775, <16 x i1> %1770, <16 x float> zeroinitializer)
  %1830 = fadd <16 x float> %1813, %1829
  br label %1831

1831:                                             ; preds = %1767, %1774, %1793, %1812, %1828, %1821, %1814
  %1832 = phi <16 x float> [ %1820, %1814 ], [ %1773, %1774 ], [ %1813, %1812 ], [ %1794, %1793 ], [ %1830, %1828 ], [ %1827, %1821 ], [ %1773, %1767 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1832, ptr align 1 %1771, <16 x i1> %1770)
  %1833 = add nuw nsw i64 %1571, 1
  %1834 = icmp eq i64 %1833, 6
  br i1 %1834, label %1835, label %1570

1835:                                             ; preds = %1831
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  br label %2431

1836:                                             ; preds = %851, %2427
  %1837 = phi i64 [ 0, %851 ], [ %2429, %2427 ]
  %1838 = getelementptr inbounds nuw i64, ptr %37, i64 %1837
  %1839 = getelementptr inbounds nuw i64, ptr %38, i64 %1837
  %1840 = load i64, ptr %1839, align 8
  %1841 = icmp sgt i64 %1840, 15
  %1842 = trunc i64 %1840 to i32
  %1843 = shl nsw i32 -1, %1842
  %1844 = trunc i32 %1843 to i16
  %1845 = xor i16 %1844, -1
  %1846 = select i1 %1841, i16 -1, i16 %1845
  br i1 %286, label %1869, label %1850

1847:                                             ; preds = %1891
  %1848 = getelementptr inbounds nuw i64, ptr %35, i64 %1837
  %1849 = getelementptr inbounds nuw i32, ptr %36, i64 %1837
  br label %1918

1850:                                             ; preds = %1836
  %1851 = load float, ptr %853, align 4
  %1852 = insertelement <16 x float> poison, float %1851, i64 0
  %1853 = shufflevector <16 x float> %1852, <16 x float> poison, <16 x i32> zeroinitializer
  %1854 = load float, ptr %855, align 4
  %1855 = insertelement <16 x float> poison, float %1854, i64 0
  %1856 = shufflevector <16 x float> %1855, <16 x float> poison, <16 x i32> zeroinitializer
  %1857 = load float, ptr %856, align 4
  %1858 = insertelement <16 x float> poison, float %1857, i64 0
  %1859 = shufflevector <16 x float> %1858, <16 x float> poison, <16 x i32> zeroinitializer
  %1860 = load float, ptr %857, align 4
  %1861 = insertelement <16 x float> poison, float %1860, i64 0
  %1862 = shufflevector <16 x float> %1861, <16 x float> poison, <16 x i32> zeroinitializer
  %1863 = load float, ptr %858, align 4
  %1864 = insertelement <16 x float> poison, float %1863, i64 0
  %1865 = shufflevector <16 x float> %1864, <16 x float> poison, <16 x i32> zeroinitializer
  %1866 = load float, ptr %859, align 4
  %1867 = insertelement <16 x float> poison, float %1866, i64 0
  %1868 = shufflevector <16 x float> %1867, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1891

1869:                                             ; preds = %1836
  %1870 = bitcast i16 %1846 to <16 x i1>
  %1871 = load i64, ptr %1838, align 8
  %1872 = getelementptr inbounds float, ptr %861, i64 %1871
  %1873 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1872, <16 x i1> %1870, <16 x float> zeroinitializer)
  %1874 = bitcast i16 %1846 to <16 x i1>
  %1875 = getelementptr inbounds float, ptr %864, i64 %1871
  %1876 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1875, <16 x i1> %1874, <16 x float> zeroinitializer)
  %1877 = bitcast i16 %1846 to <16 x i1>
  %1878 = load i64, ptr %1838, align 8
  %1879 = getelementptr inbounds float, ptr %867, i64 %1878
  %1880 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1879, <16 x i1> %1877, <16 x float> zeroinitializer)
  %1881 = bitcast i16 %1846 to <16 x i1>
  %1882 = getelementptr inbounds float, ptr %870, i64 %1878
  %1883 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1882, <16 x i1> %1881, <16 x float> zeroinitializer)
  %1884 = bitcast i16 %1846 to <16 x i1>
  %1885 = load i64, ptr %1838, align 8
  %1886 = getelementptr inbounds float, ptr %873, i64 %1885
  %1887 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1886, <16 x i1> %1884, <16 x float> zeroinitializer)
  %1888 = bitcast i16 %1846 to <16 x i1>
  %1889 = getelementptr inbounds float, ptr %876, i64 %1885
  %1890 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1889, <16 x i1> %1888, <16 x float> zeroinitializer)
  br label %1891

1891:                                             ; preds = %1869, %1850
  %1892 = phi <16 x float> [ %1887, %1869 ], [ %1865, %1850 ]
  %1893 = phi <16 x float> [ %1880, %1869 ], [ %1859, %1850 ]
  %1894 = phi <16 x float> [ %1873, %1869 ], [ %1853, %1850 ]
  %1895 = phi <16 x float> [ %1876, %1869 ], [ %1856, %1850 ]
  %1896 = phi <16 x float> [ %1883, %1869 ], [ %1862, %1850 ]
  %1897 = phi <16 x float> [ %1890, %1869 ], [ %1868, %1850 ]
  br i1 %291, label %1847, label %1906

1898:                                             ; preds = %2046, %1918
  %1899 = phi <16 x float> [ %1919, %1918 ], [ %2047, %2046 ]
  %1900 = phi <16 x float> [ %1920, %1918 ], [ %2048, %2046 ]
  %1901 = phi <16 x float> [ %1921, %1918 ], [ %2049, %2046 ]
  %1902 = phi <16 x float> [ %1922, %1918 ], [ %2050, %2046 ]
  %1903 = phi <16 x float> [ %1923, %1918 ], [ %2051, %2046 ]
  %1904 = phi <16 x float> [ %1924, %1918 ], [ %2052, %2046 ]
  %1905 = icmp slt i64 %1928, %5
  br i1 %1905, label %1918, label %1906

1906:                                             ; preds = %1898, %1891
  %1907 = phi <16 x float> [ %1894, %1891 ], [ %1899, %1898 ]
  %1908 = phi <16 x float> [ %1895, %1891 ], [ %1900, %1898 ]
  %1909 = phi <16 x float> [ %1893, %1891 ], [ %1901, %1898 ]
  %1910 = phi <16 x float> [ %1896, %1891 ], [ %1902, %1898 ]
  %1911 = phi <16 x float> [ %1892, %1891 ], [ %1903, %1898 ]
  %1912 = phi <16 x float> [ %1897, %1891 ], [ %1904, %1898 ]
  %1913 = load i64, ptr %1838, align 8
  %1914 = add nsw i64 %1913, %877
  %1915 = bitcast i16 %1846 to <16 x i1>
  %1916 = select i1 %878, <16 x i1> zeroinitializer, <16 x i1> %1915
  %1917 = getelementptr inbounds float, ptr %427, i64 %1914
  br i1 %293, label %2112, label %2055

1918:                                             ; preds = %1847, %1898
  %1919 = phi <16 x float> [ %1894, %1847 ], [ %1899, %1898 ]
  %1920 = phi <16 x float> [ %1895, %1847 ], [ %1900, %1898 ]
  %1921 = phi <16 x float> [ %1893, %1847 ], [ %1901, %1898 ]
  %1922 = phi <16 x float> [ %1896, %1847 ], [ %1902, %1898 ]
  %1923 = phi <16 x float> [ %1892, %1847 ], [ %1903, %1898 ]
  %1924 = phi <16 x float> [ %1897, %1847 ], [ %1904, %1898 ]
  %1925 = phi i64 [ 0, %1847 ], [ %1928, %1898 ]
  %1926 = sub nsw i64 %5, %1925
  %1927 = icmp slt i64 %1926, %290
  %1928 = add nuw nsw i64 %1925, %290
  %1929 = select i1 %1927, i64 %5, i64 %1928
  br i1 %292, label %1930, label %1898

1930:                                             ; preds = %1918
  %1931 = mul nsw i64 %1925, %284
  %1932 = getelementptr inbounds float, ptr %420, i64 %1931
  %1933 = mul nuw nsw i64 %1925, %285
  %1934 = getelementptr inbounds nuw float, ptr %854, i64 %1933
  %1935 = icmp slt i64 %1925, %1929
  br label %1936

1936:                                             ; preds = %1930, %2046
  %1937 = phi <16 x float> [ %1919, %1930 ], [ %2047, %2046 ]
  %1938 = phi <16 x float> [ %1920, %1930 ], [ %2048, %2046 ]
  %1939 = phi <16 x float> [ %1921, %1930 ], [ %2049, %2046 ]
  %1940 = phi <16 x float> [ %1922, %1930 ], [ %2050, %2046 ]
  %1941 = phi <16 x float> [ %1923, %1930 ], [ %2051, %2046 ]
  %1942 = phi <16 x float> [ %1924, %1930 ], [ %2052, %2046 ]
  %1943 = phi i64 [ 0, %1930 ], [ %2053, %2046 ]
  %1944 = getelementptr inbounds nuw [4 x i64], ptr %1848, i64 %1943
  %1945 = load i64, ptr %1944, align 8
  %1946 = getelementptr inbounds nuw [4 x i32], ptr %1849, i64 %1943
  %1947 = load i32, ptr %1946, align 4
  %1948 = getelementptr inbounds nuw float, ptr %1934, i64 %1943
  %1949 = and i32 %1947, 65535
  %1950 = icmp eq i32 %1949, 65535
  br i1 %1950, label %1951, label %1952

1951:                                             ; preds = %1936
  br i1 %1935, label %1956, label %2046

1952:                                             ; preds = %1936
  br i1 %1935, label %1953, label %2046

1953:                                             ; preds = %1952
  %1954 = trunc i32 %1947 to i16
  %1955 = bitcast i16 %1954 to <16 x i1>
  br label %2001

1956:                                             ; preds = %1951, %1956
  %1957 = phi <16 x float> [ %1971, %1956 ], [ %1937, %1951 ]
  %1958 = phi <16 x float> [ %1976, %1956 ], [ %1938, %1951 ]
  %1959 = phi <16 x float> [ %1981, %1956 ], [ %1939, %1951 ]
  %1960 = phi <16 x float> [ %1986, %1956 ], [ %1940, %1951 ]
  %1961 = phi <16 x float> [ %1991, %1956 ], [ %1941, %1951 ]
  %1962 = phi <16 x float> [ %1996, %1956 ], [ %1942, %1951 ]
  %1963 = phi ptr [ %1998, %1956 ], [ %1932, %1951 ]
  %1964 = phi ptr [ %1999, %1956 ], [ %1948, %1951 ]
  %1965 = phi i64 [ %1997, %1956 ], [ %1925, %1951 ]
  %1966 = getelementptr inbounds float, ptr %1963, i64 %1945
  %1967 = load <16 x float>, ptr %1966, align 1
  %1968 = load float, ptr %1964, align 4
  %1969 = insertelement <16 x float> poison, float %1968, i64 0
  %1970 = shufflevector <16 x float> %1969, <16 x float> poison, <16 x i32> zeroinitializer
  %1971 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1967, <16 x float> %1970, <16 x float> %1957)
  %1972 = getelementptr inbounds float, ptr %1964, i64 %287
  %1973 = load float, ptr %1972, align 4
  %1974 = insertelement <16 x float> poison, float %1973, i64 0
  %1975 = shufflevector <16 x float> %1974, <16 x float> poison, <16 x i32> zeroinitializer
  %1976 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1967, <16 x float> %1975, <16 x float> %1958)
  %1977 = getelementptr inbounds i8, ptr %1964, i64 %300
  %1978 = load float, ptr %1977, align 4
  %1979 = insertelement <16 x float> poison, float %1978, i64 0
  %1980 = shufflevector <16 x float> %1979, <16 x float> poison, <16 x i32> zeroinitializer
  %1981 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1967, <16 x float> %1980, <16 x float> %1959)
  %1982 = getelementptr inbounds i8, ptr %1964, i64 %301
  %1983 = load float, ptr %1982, align 4
  %1984 = insertelement <16 x float> poison, float %1983, i64 0
  %1985 = shufflevector <16 x float> %1984, <16 x float> poison, <16 x i32> zeroinitializer
  %1986 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1967, <16 x float> %1985, <16 x float> %1960)
  %1987 = getelementptr inbounds i8, ptr %1964, i64 %302
  %1988 = load float, ptr %1987, align 4
  %1989 = insertelement <16 x float> poison, float %1988, i64 0
  %1990 = shufflevector <16 x float> %1989, <16 x float> poison, <16 x i32> zeroinitializer
  %1991 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1967, <16 x float> %1990, <16 x float> %1961)
  %1992 = getelementptr inbounds i8, ptr %1964, i64 %303
  %1993 = load float, ptr %1992, align 4
  %1994 = insertelement <16 x float> poison, float %1993, i64 0
  %1995 = shufflevector <16 x float> %1994, <16 x float> poison, <16 x i32> zeroinitializer
  %1996 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1967, <16 x float> %1995, <16 x float> %1962)
  %1997 = add nuw nsw i64 %1965, 1
  %1998 = getelementptr inbounds float, ptr %1963, i64 %284
  %1999 = getelementptr inbounds nuw float, ptr %1964, i64 %285
  %2000 = icmp slt i64 %1997, %1929
  br i1 %2000, label %1956, label %2046

2001:                                             ; preds = %1953, %2001
  %2002 = phi <16 x float> [ %1937, %1953 ], [ %2016, %2001 ]
  %2003 = phi <16 x float> [ %1938, %1953 ], [ %2021, %2001 ]
  %2004 = phi <16 x float> [ %1939, %1953 ], [ %2026, %2001 ]
  %2005 = phi <16 x float> [ %1940, %1953 ], [ %2031, %2001 ]
  %2006 = phi <16 x float> [ %1941, %1953 ], [ %2036, %2001 ]
  %2007 = phi <16 x float> [ %1942, %1953 ], [ %2041, %2001 ]
  %2008 = phi i64 [ %1925, %1953 ], [ %2042, %2001 ]
  %2009 = phi ptr [ %1932, %1953 ], [ %2043, %2001 ]
  %2010 = phi ptr [ %1948, %1953 ], [ %2044, %2001 ]
  %2011 = getelementptr inbounds float, ptr %2009, i64 %1945
  %2012 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2011, <16 x i1> %1955, <16 x float> zeroinitializer)
  %2013 = load float, ptr %2010, align 4
  %2014 = insertelement <16 x float> poison, float %2013, i64 0
  %2015 = shufflevector <16 x float> %2014, <16 x float> poison, <16 x i32> zeroinitializer
  %2016 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2012, <16 x float> %2015, <16 x float> %2002)
  %2017 = getelementptr inbounds float, ptr %2010, i64 %287
  %2018 = load float, ptr %2017, align 4
  %2019 = insertelement <16 x float> poison, float %2018, i64 0
  %2020 = shufflevector <16 x float> %2019, <16 x float> poison, <16 x i32> zeroinitializer
  %2021 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2012, <16 x float> %2020, <16 x float> %2003)
  %2022 = getelementptr inbounds i8, ptr %2010, i64 %296
  %2023 = load float, ptr %2022, align 4
  %2024 = insertelement <16 x float> poison, float %2023, i64 0
  %2025 = shufflevector <16 x float> %2024, <16 x float> poison, <16 x i32> zeroinitializer
  %2026 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2012, <16 x float> %2025, <16 x float> %2004)
  %2027 = getelementptr inbounds i8, ptr %2010, i64 %297
  %2028 = load float, ptr %2027, align 4
  %2029 = insertelement <16 x float> poison, float %2028, i64 0
  %2030 = shufflevector <16 x float> %2029, <16 x float> poison, <16 x i32> zeroinitializer
  %2031 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2012, <16 x float> %2030, <16 x float> %2005)
  %2032 = getelementptr inbounds i8, ptr %2010, i64 %298
  %2033 = load float, ptr %2032, align 4
  %2034 = insertelement <16 x float> poison, float %2033, i64 0
  %2035 = shufflevector <16 x float> %2034, <16 x float> poison, <16 x i32> zeroinitializer
  %2036 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2012, <16 x float> %2035, <16 x float> %2006)
  %2037 = getelementptr inbounds i8, ptr %2010, i64 %299
  %2038 = load float, ptr %2037, align 4
  %2039 = insertelement <16 x float> poison, float %2038, i64 0
  %2040 = shufflevector <16 x float> %2039, <16 x float> poison, <16 x i32> zeroinitializer
  %2041 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2012, <16 x float> %2040, <16 x float> %2007)
  %2042 = add nuw nsw i64 %2008, 1
  %2043 = getelementptr inbounds float, ptr %2009, i64 %284
  %2044 = getelementptr inbounds nuw float, ptr %2010, i64 %285
  %2045 = icmp slt i64 %2042, %1929
  br i1 %2045, label %2001, label %2046

2046:                                             ; preds = %2001, %1956, %1951, %1952
  %2047 = phi <16 x float> [ %1937, %1952 ], [ %1937, %1951 ], [ %1971, %1956 ], [ %2016, %2001 ]
  %2048 = phi <16 x float> [ %1938, %1952 ], [ %1938, %1951 ], [ %1976, %1956 ], [ %2021, %2001 ]
  %2049 = phi <16 x float> [ %1939, %1952 ], [ %1939, %1951 ], [ %1981, %1956 ], [ %2026, %2001 ]
  %2050 = phi <16 x float> [ %1940, %1952 ], [ %1940, %1951 ], [ %1986, %1956 ], [ %2031, %2001 ]
  %2051 = phi <16 x float> [ %1941, %1952 ], [ %1941, %1951 ], [ %1991, %1956 ], [ %2036, %2001 ]
  %2052 = phi <16 x float> [ %1942, %1952 ], [ %1942, %1951 ], [ %1996, %1956 ], [ %2041, %2001 ]
  %2053 = add nuw nsw i64 %1943, 1
  %2054 = icmp eq i64 %2053, %285
  br i1 %2054, label %1898, label %1936

2055:                                             ; preds = %1906
  %2056 = getelementptr inbounds float, ptr %425, i64 %1914
  switch i64 %304, label %1600 [
    i64 1, label %2057
    i64 2, label %2060
    i64 3, label %2067
    i64 0, label %2112
  ]

2057:                                             ; preds = %2055
  %2058 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2056, <16 x i1> %1916, <16 x float> zeroinitializer)
  %2059 = fadd <16 x float> %1907, %2058
  br label %2074

2060:                                             ; preds = %2055
  %2061 = bitcast <16 x float> %1907 to <8 x i64>
  %2062 = or <8 x i64> %2061, %295
  %2063 = fcmp oeq <16 x float> %1907, %52
  %2064 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1907, i32 4)
  %2065 = bitcast <8 x i64> %2062 to <16 x float>
  %2066 = select <16 x i1> %2063, <16 x float> %2065, <16 x float> %2064
  br label %2074

2067:                                             ; preds = %2055
  %2068 = bitcast <16 x float> %1907 to <8 x i64>
  %2069 = and <8 x i64> %2068, %294
  %2070 = fcmp oeq <16 x float> %1907, %49
  %2071 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1907, i32 4)
  %2072 = bitcast <8 x i64> %2069 to <16 x float>
  %2073 = select <16 x i1> %2070, <16 x float> %2072, <16 x float> %2071
  br label %2074

2074:                                             ; preds = %2067, %2060, %2057
  %2075 = phi <16 x float> [ %2059, %2057 ], [ %2066, %2060 ], [ %2073, %2067 ]
  switch i64 %306, label %1600 [
    i64 1, label %2090
    i64 2, label %2083
    i64 3, label %2076
    i64 0, label %2112
  ]

2076:                                             ; preds = %2074
  %2077 = bitcast <16 x float> %2075 to <8 x i64>
  %2078 = and <8 x i64> %2077, %294
  %2079 = fcmp oeq <16 x float> %2075, %49
  %2080 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2075, i32 4)
  %2081 = bitcast <8 x i64> %2078 to <16 x float>
  %2082 = select <16 x i1> %2079, <16 x float> %2081, <16 x float> %2080
  br label %2093

2083:                                             ; preds = %2074
  %2084 = bitcast <16 x float> %2075 to <8 x i64>
  %2085 = or <8 x i64> %2084, %295
  %2086 = fcmp oeq <16 x float> %2075, %52
  %2087 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2075, i32 4)
  %2088 = bitcast <8 x i64> %2085 to <16 x float>
  %2089 = select <16 x i1> %2086, <16 x float> %2088, <16 x float> %2087
  br label %2093

2090:                                             ; preds = %2074
  %2091 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2056, <16 x i1> %1916, <16 x float> zeroinitializer)
  %2092 = fadd <16 x float> %2075, %2091
  br label %2093

2093:                                             ; preds = %2090, %2083, %2076
  %2094 = phi <16 x float> [ %2092, %2090 ], [ %2089, %2083 ], [ %2082, %2076 ]
  switch i64 %308, label %1600 [
    i64 1, label %2109
    i64 2, label %2102
    i64 3, label %2095
    i64 0, label %2112
  ]

2095:                                             ; preds = %2093
  %2096 = bitcast <16 x float> %2094 to <8 x i64>
  %2097 = and <8 x i64> %2096, %294
  %2098 = fcmp oeq <16 x float> %2094, %49
  %2099 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2094, i32 4)
  %2100 = bitcast <8 x i64> %2097 to <16 x float>
  %2101 = select <16 x i1> %2098, <16 x float> %2100, <16 x float> %2099
  br label %2112

2102:                                             ; preds = %2093
  %2103 = bitcast <16 x float> %2094 to <8 x i64>
  %2104 = or <8 x i64> %2103, %295
  %2105 = fcmp oeq <16 x float> %2094, %52
  %2106 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2094, i32 4)
  %2107 = bitcast <8 x i64> %2104 to <16 x float>
  %2108 = select <16 x i1> %2105, <16 x float> %2107, <16 x float> %2106
  br label %2112

2109:                                             ; preds = %2093
  %2110 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2056, <16 x i1> %1916, <16 x float> zeroinitializer)
  %2111 = fadd <16 x float> %2094, %2110
  br label %2112

2112:                                             ; preds = %2055, %2074, %2093, %2109, %2102, %2095, %1906
  %2113 = phi <16 x float> [ %1907, %1906 ], [ %1907, %2055 ], [ %2094, %2093 ], [ %2075, %2074 ], [ %2111, %2109 ], [ %2108, %2102 ], [ %2101, %2095 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2113, ptr align 1 %1917, <16 x i1> %1916)
  %2114 = add nsw i64 %1913, %880
  %2115 = bitcast i16 %1846 to <16 x i1>
  %2116 = select i1 %881, <16 x i1> zeroinitializer, <16 x i1> %2115
  %2117 = getelementptr inbounds float, ptr %427, i64 %2114
  br i1 %293, label %2175, label %2118

2118:                                             ; preds = %2112
  %2119 = getelementptr inbounds float, ptr %425, i64 %2114
  switch i64 %309, label %1600 [
    i64 1, label %2134
    i64 2, label %2127
    i64 3, label %2120
    i64 0, label %2175
  ]

2120:                                             ; preds = %2118
  %2121 = bitcast <16 x float> %1908 to <8 x i64>
  %2122 = and <8 x i64> %2121, %294
  %2123 = fcmp oeq <16 x float> %1908, %49
  %2124 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1908, i32 4)
  %2125 = bitcast <8 x i64> %2122 to <16 x float>
  %2126 = select <16 x i1> %2123, <16 x float> %2125, <16 x float> %2124
  br label %2137

2127:                                             ; preds = %2118
  %2128 = bitcast <16 x float> %1908 to <8 x i64>
  %2129 = or <8 x i64> %2128, %295
  %2130 = fcmp oeq <16 x float> %1908, %52
  %2131 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1908, i32 4)
  %2132 = bitcast <8 x i64> %2129 to <16 x float>
  %2133 = select <16 x i1> %2130, <16 x float> %2132, <16 x float> %2131
  br label %2137

2134:                                             ; preds = %2118
  %2135 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2119, <16 x i1> %2116, <16 x float> zeroinitializer)
  %2136 = fadd <16 x float> %1908, %2135
  br label %2137

2137:                                             ; preds = %2134, %2127, %2120
  %2138 = phi <16 x float> [ %2136, %2134 ], [ %2133, %2127 ], [ %2126, %2120 ]
  switch i64 %311, label %1600 [
    i64 1, label %2153
    i64 2, label %2146
    i64 3, label %2139
    i64 0, label %2175
  ]

2139:                                             ; preds = %2137
  %2140 = bitcast <16 x float> %2138 to <8 x i64>
  %2141 = and <8 x i64> %2140, %294
  %2142 = fcmp oeq <16 x float> %2138, %49
  %2143 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2138, i32 4)
  %2144 = bitcast <8 x i64> %2141 to <16 x float>
  %2145 = select <16 x i1> %2142, <16 x float> %2144, <16 x float> %2143
  br label %2156

2146:                                             ; preds = %2137
  %2147 = bitcast <16 x float> %2138 to <8 x i64>
  %2148 = or <8 x i64> %2147, %295
  %2149 = fcmp oeq <16 x float> %2138, %52
  %2150 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2138, i32 4)
  %2151 = bitcast <8 x i64> %2148 to <16 x float>
  %2152 = select <16 x i1> %2149, <16 x float> %2151, <16 x float> %2150
  br label %2156

2153:                                             ; preds = %2137
  %2154 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2119, <16 x i1> %2116, <16 x float> zeroinitializer)
  %2155 = fadd <16 x float> %2138, %2154
  br label %2156

2156:                                             ; preds = %2153, %2146, %2139
  %2157 = phi <16 x float> [ %2155, %2153 ], [ %2152, %2146 ], [ %2145, %2139 ]
  switch i64 %313, label %1600 [
    i64 1, label %2172
    i64 2, label %2165
    i64 3, label %2158
    i64 0, label %2175
  ]

2158:                                             ; preds = %2156
  %2159 = bitcast <16 x float> %2157 to <8 x i64>
  %2160 = and <8 x i64> %2159, %294
  %2161 = fcmp oeq <16 x float> %2157, %49
  %2162 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2157, i32 4)
  %2163 = bitcast <8 x i64> %2160 to <16 x float>
  %2164 = select <16 x i1> %2161, <16 x float> %2163, <16 x float> %2162
  br label %2175

2165:                                             ; preds = %2156
  %2166 = bitcast <16 x float> %2157 to <8 x i64>
  %2167 = or <8 x i64> %2166, %295
  %2168 = fcmp oeq <16 x float> %2157, %52
  %2169 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2157, i32 4)
  %2170 = bitcast <8 x i64> %2167 to <16 x float>
  %2171 = select <16 x i1> %2168, <16 x float> %2170, <16 x float> %2169
  br label %2175

2172:                                             ; preds = %2156
  %2173 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2119, <16 x i1> %2116, <16 x float> zeroinitializer)
  %2174 = fadd <16 x float> %2157, %2173
  br label %2175

2175:                                             ; preds = %2112, %2118, %2137, %2156, %2172, %2165, %2158
  %2176 = phi <16 x float> [ %2164, %2158 ], [ %1908, %2118 ], [ %2157, %2156 ], [ %2138, %2137 ], [ %2174, %2172 ], [ %2171, %2165 ], [ %1908, %2112 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2176, ptr align 1 %2117, <16 x i1> %2116)
  %2177 = add nsw i64 %1913, %883
  %2178 = bitcast i16 %1846 to <16 x i1>
  %2179 = select i1 %884, <16 x i1> zeroinitializer, <16 x i1> %2178
  %2180 = getelementptr inbounds float, ptr %427, i64 %2177
  br i1 %293, label %2238, label %2181

2181:                                             ; preds = %2175
  %2182 = getelementptr inbounds float, ptr %425, i64 %2177
  switch i64 %314, label %1600 [
    i64 1, label %2197
    i64 2, label %2190
    i64 3, label %2183
    i64 0, label %2238
  ]

2183:                                             ; preds = %2181
  %2184 = bitcast <16 x float> %1909 to <8 x i64>
  %2185 = and <8 x i64> %2184, %294
  %2186 = fcmp oeq <16 x float> %1909, %49
  %2187 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1909, i32 4)
  %2188 = bitcast <8 x i64> %2185 to <16 x float>
  %2189 = select <16 x i1> %2186, <16 x float> %2188, <16 x float> %2187
  br label %2200

2190:                                             ; preds = %2181
  %2191 = bitcast <16 x float> %1909 to <8 x i64>
  %2192 = or <8 x i64> %2191, %295
  %2193 = fcmp oeq <16 x float> %1909, %52
  %2194 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1909, i32 4)
  %2195 = bitcast <8 x i64> %2192 to <16 x float>
  %2196 = select <16 x i1> %2193, <16 x float> %2195, <16 x float> %2194
  br label %2200

2197:                                             ; preds = %2181
  %2198 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2182, <16 x i1> %2179, <16 x float> zeroinitializer)
  %2199 = fadd <16 x float> %1909, %2198
  br label %2200

2200:                                             ; preds = %2197, %2190, %2183
  %2201 = phi <16 x float> [ %2199, %2197 ], [ %2196, %2190 ], [ %2189, %2183 ]
  switch i64 %316, label %1600 [
    i64 1, label %2216
    i64 2, label %2209
    i64 3, label %2202
    i64 0, label %2238
  ]

2202:                                             ; preds = %2200
  %2203 = bitcast <16 x float> %2201 to <8 x i64>
  %2204 = and <8 x i64> %2203, %294
  %2205 = fcmp oeq <16 x float> %2201, %49
  %2206 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2201, i32 4)
  %2207 = bitcast <8 x i64> %2204 to <16 x float>
  %2208 = select <16 x i1> %2205, <16 x float> %2207, <16 x float> %2206
  br label %2219

2209:                                             ; preds = %2200
  %2210 = bitcast <16 x float> %2201 to <8 x i64>
  %2211 = or <8 x i64> %2210, %295
  %2212 = fcmp oeq <16 x float> %2201, %52
  %2213 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2201, i32 4)
  %2214 = bitcast <8 x i64> %2211 to <16 x float>
  %2215 = select <16 x i1> %2212, <16 x float> %2214, <16 x float> %2213
  br label %2219

2216:                                             ; preds = %2200
  %2217 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2182, <16 x i1> %2179, <16 x float> zeroinitializer)
  %2218 = fadd <16 x float> %2201, %2217
  br label %2219

2219:                                             ; preds = %2216, %2209, %2202
  %2220 = phi <16 x float> [ %2218, %2216 ], [ %2215, %2209 ], [ %2208, %2202 ]
  switch i64 %318, label %1600 [
    i64 1, label %2235
    i64 2, label %2228
    i64 3, label %2221
    i64 0, label %2238
  ]

2221:                                             ; preds = %2219
  %2222 = bitcast <16 x float> %2220 to <8 x i64>
  %2223 = and <8 x i64> %2222, %294
  %2224 = fcmp oeq <16 x float> %2220, %49
  %2225 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2220, i32 4)
  %2226 = bitcast <8 x i64> %2223 to <16 x float>
  %2227 = select <16 x i1> %2224, <16 x float> %2226, <16 x float> %2225
  br label %2238

2228:                                             ; preds = %2219
  %2229 = bitcast <16 x float> %2220 to <8 x i64>
  %2230 = or <8 x i64> %2229, %295
  %2231 = fcmp oeq <16 x float> %2220, %52
  %2232 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2220, i32 4)
  %2233 = bitcast <8 x i64> %2230 to <16 x float>
  %2234 = select <16 x i1> %2231, <16 x float> %2233, <16 x float> %2232
  br label %2238

2235:                                             ; preds = %2219
  %2236 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2182, <16 x i1> %2179, <16 x float> zeroinitializer)
  %2237 = fadd <16 x float> %2220, %2236
  br label %2238

2238:                                             ; preds = %2175, %2181, %2200, %2219, %2235, %2228, %2221
  %2239 = phi <16 x float> [ %2227, %2221 ], [ %1909, %2181 ], [ %2220, %2219 ], [ %2201, %2200 ], [ %2237, %2235 ], [ %2234, %2228 ], [ %1909, %2175 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2239, ptr align 1 %2180, <16 x i1> %2179)
  %2240 = add nsw i64 %1913, %886
  %2241 = bitcast i16 %1846 to <16 x i1>
  %2242 = select i1 %887, <16 x i1> zeroinitializer, <16 x i1> %2241
  %2243 = getelementptr inbounds float, ptr %427, i64 %2240
  br i1 %293, label %2301, label %2244

2244:                                             ; preds = %2238
  %2245 = getelementptr inbounds float, ptr %425, i64 %2240
  switch i64 %319, label %1600 [
    i64 1, label %2260
    i64 2, label %2253
    i64 3, label %2246
    i64 0, label %2301
  ]

2246:                                             ; preds = %2244
  %2247 = bitcast <16 x float> %1910 to <8 x i64>
  %2248 = and <8 x i64> %2247, %294
  %2249 = fcmp oeq <16 x float> %1910, %49
  %2250 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1910, i32 4)
  %2251 = bitcast <8 x i64> %2248 to <16 x float>
  %2252 = select <16 x i1> %2249, <16 x float> %2251, <16 x float> %2250
  br label %2263

2253:                                             ; preds = %2244
  %2254 = bitcast <16 x float> %1910 to <8 x i64>
  %2255 = or <8 x i64> %2254, %295
  %2256 = fcmp oeq <16 x float> %1910, %52
  %2257 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1910, i32 4)
  %2258 = bitcast <8 x i64> %2255 to <16 x float>
  %2259 = select <16 x i1> %2256, <16 x float> %2258, <16 x float> %2257
  br label %2263

2260:                                             ; preds = %2244
  %2261 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2245, <16 x i1> %2242, <16 x float> zeroinitializer)
  %2262 = fadd <16 x float> %1910, %2261
  br label %2263

2263:                                             ; preds = %2260, %2253, %2246
  %2264 = phi <16 x float> [ %2262, %2260 ], [ %2259, %2253 ], [ %2252, %2246 ]
  switch i64 %321, label %1600 [
    i64 1, label %2279
    i64 2, label %2272
    i64 3, label %2265
    i64 0, label %2301
  ]

2265:                                             ; preds = %2263
  %2266 = bitcast <16 x float> %2264 to <8 x i64>
  %2267 = and <8 x i64> %2266, %294
  %2268 = fcmp oeq <16 x float> %2264, %49
  %2269 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2264, i32 4)
  %2270 = bitcast <8 x i64> %2267 to <16 x float>
  %2271 = select <16 x i1> %2268, <16 x float> %2270, <16 x float> %2269
  br label %2282

2272:                                             ; preds = %2263
  %2273 = bitcast <16 x float> %2264 to <8 x i64>
  %2274 = or <8 x i64> %2273, %295
  %2275 = fcmp oeq <16 x float> %2264, %52
  %2276 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2264, i32 4)
  %2277 = bitcast <8 x i64> %2274 to <16 x float>
  %2278 = select <16 x i1> %2275, <16 x float> %2277, <16 x float> %2276
  br label %2282

2279:                                             ; preds = %2263
  %2280 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2245, <16 x i1> %2242, <16 x float> zeroinitializer)
  %2281 = fadd <16 x float> %2264, %2280
  br label %2282

2282:                                             ; preds = %2279, %2272, %2265
  %2283 = phi <16 x float> [ %2281, %2279 ], [ %2278, %2272 ], [ %2271, %2265 ]
  switch i64 %323, label %1600 [
    i64 1, label %2298
    i64 2, label %2291
    i64 3, label %2284
    i64 0, label %2301
  ]

2284:                                             ; preds = %2282
  %2285 = bitcast <16 x float> %2283 to <8 x i64>
  %2286 = and <8 x i64> %2285, %294
  %2287 = fcmp oeq <16 x float> %2283, %49
  %2288 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2283, i32 4)
  %2289 = bitcast <8 x i64> %2286 to <16 x float>
  %2290 = select <16 x i1> %2287, <16 x float> %2289, <16 x float> %2288
  br label %2301

2291:                                             ; preds = %2282
  %2292 = bitcast <16 x float> %2283 to <8 x i64>
  %2293 = or <8 x i64> %2292, %295
  %2294 = fcmp oeq <16 x float> %2283, %52
  %2295 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2283, i32 4)
  %2296 = bitcast <8 x i64> %2293 to <16 x float>
  %2297 = select <16 x i1> %2294, <16 x float> %2296, <16 x float> %2295
  br label %2301

2298:                                             ; preds = %2282
  %2299 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2245, <16 x i1> %2242, <16 x float> zeroinitializer)
  %2300 = fadd <16 x float> %2283, %2299
  br label %2301

2301:                                             ; preds = %2238, %2244, %2263, %2282, %2298, %2291, %2284
  %2302 = phi <16 x float> [ %2290, %2284 ], [ %1910, %2244 ], [ %2283, %2282 ], [ %2264, %2263 ], [ %2300, %2298 ], [ %2297, %2291 ], [ %1910, %2238 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2302, ptr align 1 %2243, <16 x i1> %2242)
  %2303 = add nsw i64 %1913, %889
  %2304 = bitcast i16 %1846 to <16 x i1>
  %2305 = select i1 %890, <16 x i1> zeroinitializer, <16 x i1> %2304
  %2306 = getelementptr inbounds float, ptr %427, i64 %2303
  br i1 %293, label %2364, label %2307

2307:                                             ; preds = %2301
  %2308 = getelementptr inbounds float, ptr %425, i64 %2303
  switch i64 %324, label %1600 [
    i64 1, label %2323
    i64 2, label %2316
    i64 3, label %2309
    i64 0, label %2364
  ]

2309:                                             ; preds = %2307
  %2310 = bitcast <16 x float> %1911 to <8 x i64>
  %2311 = and <8 x i64> %2310, %294
  %2312 = fcmp oeq <16 x float> %1911, %49
  %2313 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1911, i32 4)
  %2314 = bitcast <8 x i64> %2311 to <16 x float>
  %2315 = select <16 x i1> %2312, <16 x float> %2314, <16 x float> %2313
  br label %2326

2316:                                             ; preds = %2307
  %2317 = bitcast <16 x float> %1911 to <8 x i64>
  %2318 = or <8 x i64> %2317, %295
  %2319 = fcmp oeq <16 x float> %1911, %52
  %2320 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1911, i32 4)
  %2321 = bitcast <8 x i64> %2318 to <16 x float>
  %2322 = select <16 x i1> %2319, <16 x float> %2321, <16 x float> %2320
  br label %2326

2323:                                             ; preds = %2307
  %2324 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2308, <16 x i1> %2305, <16 x float> zeroinitializer)
  %2325 = fadd <16 x float> %1911, %2324
  br label %2326

2326:                                             ; preds = %2323, %2316, %2309
  %2327 = phi <16 x float> [ %2325, %2323 ], [ %2322, %2316 ], [ %2315, %2309 ]
  switch i64 %326, label %1600 [
    i64 1, label %2342
    i64 2, label %2335
    i64 3, label %2328
    i64 0, label %2364
  ]

2328:                                             ; preds = %2326
  %2329 = bitcast <16 x float> %2327 to <8 x i64>
  %2330 = and <8 x i64> %2329, %294
  %2331 = fcmp oeq <16 x float> %2327, %49
  %2332 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2327, i32 4)
  %2333 = bitcast <8 x i64> %2330 to <16 x float>
  %2334 = select <16 x i1> %2331, <16 x float> %2333, <16 x float> %2332
  br label %2345

2335:                                             ; preds = %2326
  %2336 = bitcast <16 x float> %2327 to <8 x i64>
  %2337 = or <8 x i64> %2336, %295
  %2338 = fcmp oeq <16 x float> %2327, %52
  %2339 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2327, i32 4)
  %2340 = bitcast <8 x i64> %2337 to <16 x float>
  %2341 = select <16 x i1> %2338, <16 x float> %2340, <16 x float> %2339
  br label %2345

2342:                                             ; preds = %2326
  %2343 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2308, <16 x i1> %2305, <16 x float> zeroinitializer)
  %2344 = fadd <16 x float> %2327, %2343
  br label %2345

2345:                                             ; preds = %2342, %2335, %2328
  %2346 = phi <16 x float> [ %2344, %2342 ], [ %2341, %2335 ], [ %2334, %2328 ]
  switch i64 %328, label %1600 [
    i64 1, label %2361
    i64 2, label %2354
    i64 3, label %2347
    i64 0, label %2364
  ]

2347:                                             ; preds = %2345
  %2348 = bitcast <16 x float> %2346 to <8 x i64>
  %2349 = and <8 x i64> %2348, %294
  %2350 = fcmp oeq <16 x float> %2346, %49
  %2351 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2346, i32 4)
  %2352 = bitcast <8 x i64> %2349 to <16 x float>
  %2353 = select <16 x i1> %2350, <16 x float> %2352, <16 x float> %2351
  br label %2364

2354:                                             ; preds = %2345
  %2355 = bitcast <16 x float> %2346 to <8 x i64>
  %2356 = or <8 x i64> %2355, %295
  %2357 = fcmp oeq <16 x float> %2346, %52
  %2358 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2346, i32 4)
  %2359 = bitcast <8 x i64> %2356 to <16 x float>
  %2360 = select <16 x i1> %2357, <16 x float> %2359, <16 x float> %2358
  br label %2364

2361:                                             ; preds = %2345
  %2362 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2308, <16 x i1> %2305, <16 x float> zeroinitializer)
  %2363 = fadd <16 x float> %2346, %2362
  br label %2364

2364:                                             ; preds = %2301, %2307, %2326, %2345, %2361, %2354, %2347
  %2365 = phi <16 x float> [ %2353, %2347 ], [ %1911, %2307 ], [ %2346, %2345 ], [ %2327, %2326 ], [ %2363, %2361 ], [ %2360, %2354 ], [ %1911, %2301 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2365, ptr align 1 %2306, <16 x i1> %2305)
  %2366 = add nsw i64 %1913, %892
  %2367 = bitcast i16 %1846 to <16 x i1>
  %2368 = select i1 %893, <16 x i1> zeroinitializer, <16 x i1> %2367
  %2369 = getelementptr inbounds float, ptr %427, i64 %2366
  br i1 %293, label %2427, label %2370

2370:                                             ; preds = %2364
  %2371 = getelementptr inbounds float, ptr %425, i64 %2366
  switch i64 %329, label %1600 [
    i64 1, label %2386
    i64 2, label %2379
    i64 3, label %2372
    i64 0, label %2427
  ]

2372:                                             ; preds = %2370
  %2373 = bitcast <16 x float> %1912 to <8 x i64>
  %2374 = and <8 x i64> %2373, %294
  %2375 = fcmp oeq <16 x float> %1912, %49
  %2376 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1912, i32 4)
  %2377 = bitcast <8 x i64> %2374 to <16 x float>
  %2378 = select <16 x i1> %2375, <16 x float> %2377, <16 x float> %2376
  br label %2389

2379:                                             ; preds = %2370
  %2380 = bitcast <16 x float> %1912 to <8 x i64>
  %2381 = or <8 x i64> %2380, %295
  %2382 = fcmp oeq <16 x float> %1912, %52
  %2383 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1912, i32 4)
  %2384 = bitcast <8 x i64> %2381 to <16 x float>
  %2385 = select <16 x i1> %2382, <16 x float> %2384, <16 x float> %2383
  br label %2389

2386:                                             ; preds = %2370
  %2387 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2371, <16 x i1> %2368, <16 x float> zeroinitializer)
  %2388 = fadd <16 x float> %1912, %2387
  br label %2389

2389:                                             ; preds = %2386, %2379, %2372
  %2390 = phi <16 x float> [ %2388, %2386 ], [ %2385, %2379 ], [ %2378, %2372 ]
  switch i64 %331, label %1600 [
    i64 1, label %2405
    i64 2, label %2398
    i64 3, label %2391
    i64 0, label %2427
  ]

2391:                                             ; preds = %2389
  %2392 = bitcast <16 x float> %2390 to <8 x i64>
  %2393 = and <8 x i64> %2392, %294
  %2394 = fcmp oeq <16 x float> %2390, %49
  %2395 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2390, i32 4)
  %2396 = bitcast <8 x i64> %2393 to <16 x float>
  %2397 = select <16 x i1> %2394, <16 x float> %2396, <16 x float> %2395
  br label %2408

2398:                                             ; preds = %2389
  %2399 = bitcast <16 x float> %2390 to <8 x i64>
  %2400 = or <8 x i64> %2399, %295
  %2401 = fcmp oeq <16 x float> %2390, %52
  %2402 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2390, i32 4)
  %2403 = bitcast <8 x i64> %2400 to <16 x float>
  %2404 = select <16 x i1> %2401, <16 x float> %2403, <16 x float> %2402
  br label %2408

2405:                                             ; preds = %2389
  %2406 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2371, <16 x i1> %2368, <16 x float> zeroinitializer)
  %2407 = fadd <16 x float> %2390, %2406
  br label %2408

2408:                                             ; preds = %2405, %2398, %2391
  %2409 = phi <16 x float> [ %2407, %2405 ], [ %2404, %2398 ], [ %2397, %2391 ]
  switch i64 %333, label %1600 [
    i64 1, label %2424
    i64 2, label %2417
    i64 3, label %2410
    i64 0, label %2427
  ]

2410:                                             ; preds = %2408
  %2411 = bitcast <16 x float> %2409 to <8 x i64>
  %2412 = and <8 x i64> %2411, %294
  %2413 = fcmp oeq <16 x float> %2409, %49
  %2414 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2409, i32 4)
  %2415 = bitcast <8 x i64> %2412 to <16 x float>
  %2416 = select <16 x i1> %2413, <16 x float> %2415, <16 x float> %2414
  br label %2427

2417:                                             ; preds = %2408
  %2418 = bitcast <16 x float> %2409 to <8 x i64>
  %2419 = or <8 x i64> %2418, %295
  %2420 = fcmp oeq <16 x float> %2409, %52
  %2421 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2409, i32 4)
  %2422 = bitcast <8 x i64> %2419 to <16 x float>
  %2423 = select <16 x i1> %2420, <16 x float> %2422, <16 x float> %2421
  br label %2427

2424:                                             ; preds = %2408
  %2425 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2371, <16 x i1> %2368, <16 x float> zeroinitializer)
  %2426 = fadd <16 x float> %2409, %2425
  br label %2427

2427:                                             ; preds = %2364, %2370, %2389, %2408, %2424, %2417, %2410
  %2428 = phi <16 x float> [ %2416, %2410 ], [ %1912, %2370 ], [ %2409, %2408 ], [ %2390, %2389 ], [ %2426, %2424 ], [ %2423, %2417 ], [ %1912, %2364 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2428, ptr align 1 %2369, <16 x i1> %2368)
  %2429 = add nuw nsw i64 %1837, 1
  %2430 = icmp eq i64 %2429, %800
  br i1 %2430, label %2431, label %1836

2431:                                             ; preds = %2427, %850, %1835
  %2432 = add nsw i64 %845, 6
  %2433 = icmp slt i64 %2432, %415
  br i1 %2433, label %844, label %841
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
