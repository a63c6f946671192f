%struct.s2taps = type { [7 x i64], [7 x i64], [7 x i64], [7 x i64], [7 x i64], [7 x i64], i64 }

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_nchwk_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26, i64 noundef %27, i64 noundef %28, i64 noundef %29) local_unnamed_addr {
  %31 = alloca [8 x [3 x <16 x float>]], align 64
  %32 = alloca [8 x [3 x <16 x float>]], align 64
  %33 = alloca [7 x i32], align 16
  %34 = alloca [7 x i32], align 16
  %35 = alloca [49 x [3 x i64]], align 16
  %36 = alloca [49 x [3 x i32]], align 16
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
  %55 = icmp eq i64 %14, 2
  %56 = icmp eq i64 %19, 0
  %57 = and i1 %55, %56
  %58 = add nsw i64 %10, 15
  %59 = sdiv i64 %58, 16
  br i1 %56, label %63, label %60

60:                                               ; preds = %30
  %61 = add nsw i64 %54, 15
  %62 = sdiv i64 %61, 16
  br label %65

63:                                               ; preds = %30
  %64 = mul nsw i64 %59, %9
  br label %65

65:                                               ; preds = %63, %60
  %66 = phi i64 [ %62, %60 ], [ %64, %63 ]
  %67 = add nsw i64 %6, 7
  %68 = sdiv i64 %67, 8
  %69 = add nsw i64 %68, -1
  %70 = add i64 %69, %18
  %71 = sdiv i64 %70, %18
  %72 = add i64 %17, -1
  %73 = add i64 %72, %66
  %74 = sdiv i64 %73, %17
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  %75 = shl i64 %18, 3
  %76 = icmp slt i64 %3, %4
  br i1 %76, label %77, label %226

77:                                               ; preds = %65
  %78 = icmp eq i64 %25, 0
  %79 = icmp sgt i64 %11, 0
  %80 = icmp sgt i64 %12, 0
  %81 = zext i1 %57 to i64
  %82 = select i1 %57, i64 32, i64 16
  %83 = add nsw i64 %6, -8
  %84 = mul nsw i64 %8, %7
  %85 = mul i64 %12, %11
  %86 = icmp eq i64 %22, 0
  %87 = mul i64 %85, %5
  %88 = icmp sgt i64 %5, 0
  %89 = icmp sgt i64 %85, 0
  %90 = icmp eq i64 %29, 0
  %91 = bitcast <16 x float> %50 to <8 x i64>
  %92 = bitcast <16 x float> %53 to <8 x i64>
  %93 = mul i64 %12, 24
  %94 = mul i64 %12, 12
  %95 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %96 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %97 = getelementptr inbounds nuw i8, ptr %38, i64 8
  %98 = getelementptr inbounds nuw i8, ptr %39, i64 8
  %99 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %100 = getelementptr inbounds nuw i8, ptr %38, i64 16
  %101 = getelementptr inbounds nuw i8, ptr %39, i64 16
  %102 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %103 = shl i64 %87, 3
  %104 = mul i64 %87, 12
  %105 = shl i64 %87, 4
  %106 = mul i64 %87, 20
  %107 = mul i64 %87, 24
  %108 = mul i64 %87, 28
  %109 = and i64 %29, 3
  %110 = lshr i64 %29, 2
  %111 = and i64 %110, 3
  %112 = lshr i64 %29, 4
  %113 = and i64 %112, 3
  %114 = and i64 %29, 3
  %115 = lshr i64 %29, 2
  %116 = and i64 %115, 3
  %117 = lshr i64 %29, 4
  %118 = and i64 %117, 3
  %119 = and i64 %29, 3
  %120 = lshr i64 %29, 2
  %121 = and i64 %120, 3
  %122 = lshr i64 %29, 4
  %123 = and i64 %122, 3
  %124 = shl i64 %87, 3
  %125 = mul i64 %87, 12
  %126 = shl i64 %87, 4
  %127 = mul i64 %87, 20
  %128 = mul i64 %87, 24
  %129 = mul i64 %87, 28
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
  %145 = icmp ult i64 %11, 8
  %146 = icmp ult i64 %11, 64
  %147 = and i64 %11, 56
  %148 = and i64 %11, 9223372036854775744
  %149 = insertelement <16 x i64> poison, i64 %7, i64 0
  %150 = shufflevector <16 x i64> %149, <16 x i64> poison, <16 x i32> zeroinitializer
  %151 = icmp eq i64 %11, %148
  %152 = icmp eq i64 %147, 0
  %153 = and i64 %11, 9223372036854775800
  %154 = insertelement <8 x i64> poison, i64 %7, i64 0
  %155 = shufflevector <8 x i64> %154, <8 x i64> poison, <8 x i32> zeroinitializer
  %156 = icmp eq i64 %11, %153
  %157 = icmp ult i64 %12, 4
  %158 = icmp ult i64 %12, 16
  %159 = and i64 %12, 12
  %160 = and i64 %12, 9223372036854775792
  %161 = icmp eq i64 %12, %160
  %162 = icmp eq i64 %159, 0
  %163 = and i64 %12, 9223372036854775804
  %164 = icmp eq i64 %12, %163
  %165 = icmp ult i64 %12, 8
  %166 = and i64 %12, 9223372036854775800
  %167 = icmp eq i64 %12, %166
  %168 = insertelement <8 x i64> poison, i64 %13, i64 0
  %169 = shufflevector <8 x i64> %168, <8 x i64> poison, <8 x i32> zeroinitializer
  %170 = insertelement <8 x i64> poison, i64 %10, i64 0
  %171 = shufflevector <8 x i64> %170, <8 x i64> poison, <8 x i32> zeroinitializer
  %172 = insertelement <8 x i64> poison, i64 %7, i64 0
  %173 = shufflevector <8 x i64> %172, <8 x i64> poison, <8 x i32> zeroinitializer
  %174 = insertelement <8 x i64> poison, i64 %81, i64 0
  %175 = shufflevector <8 x i64> %174, <8 x i64> poison, <8 x i32> zeroinitializer
  %176 = insertelement <8 x i64> poison, i64 %8, i64 0
  %177 = shufflevector <8 x i64> %176, <8 x i64> poison, <8 x i32> zeroinitializer
  %178 = insertelement <8 x i64> poison, i64 %82, i64 0
  %179 = shufflevector <8 x i64> %178, <8 x i64> poison, <8 x i32> zeroinitializer
  %180 = getelementptr inbounds nuw i8, ptr %32, i64 64
  %181 = getelementptr inbounds nuw i8, ptr %32, i64 128
  %182 = getelementptr inbounds nuw i8, ptr %32, i64 192
  %183 = getelementptr inbounds nuw i8, ptr %32, i64 256
  %184 = getelementptr inbounds nuw i8, ptr %32, i64 320
  %185 = getelementptr inbounds nuw i8, ptr %32, i64 384
  %186 = getelementptr inbounds nuw i8, ptr %32, i64 448
  %187 = getelementptr inbounds nuw i8, ptr %32, i64 512
  %188 = getelementptr inbounds nuw i8, ptr %32, i64 576
  %189 = getelementptr inbounds nuw i8, ptr %32, i64 640
  %190 = getelementptr inbounds nuw i8, ptr %32, i64 704
  %191 = getelementptr inbounds nuw i8, ptr %32, i64 768
  %192 = getelementptr inbounds nuw i8, ptr %32, i64 832
  %193 = getelementptr inbounds nuw i8, ptr %32, i64 896
  %194 = getelementptr inbounds nuw i8, ptr %32, i64 960
  %195 = getelementptr inbounds nuw i8, ptr %32, i64 1024
  %196 = getelementptr inbounds nuw i8, ptr %32, i64 1088
  %197 = getelementptr inbounds nuw i8, ptr %32, i64 1152
  %198 = getelementptr inbounds nuw i8, ptr %32, i64 1216
  %199 = getelementptr inbounds nuw i8, ptr %32, i64 1280
  %200 = getelementptr inbounds nuw i8, ptr %32, i64 1344
  %201 = getelementptr inbounds nuw i8, ptr %32, i64 1408
  %202 = getelementptr inbounds nuw i8, ptr %32, i64 1472
  %203 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %204 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %205 = getelementptr inbounds nuw i8, ptr %31, i64 192
  %206 = getelementptr inbounds nuw i8, ptr %31, i64 256
  %207 = getelementptr inbounds nuw i8, ptr %31, i64 320
  %208 = getelementptr inbounds nuw i8, ptr %31, i64 384
  %209 = getelementptr inbounds nuw i8, ptr %31, i64 448
  %210 = getelementptr inbounds nuw i8, ptr %31, i64 512
  %211 = getelementptr inbounds nuw i8, ptr %31, i64 576
  %212 = getelementptr inbounds nuw i8, ptr %31, i64 640
  %213 = getelementptr inbounds nuw i8, ptr %31, i64 704
  %214 = getelementptr inbounds nuw i8, ptr %31, i64 768
  %215 = getelementptr inbounds nuw i8, ptr %31, i64 832
  %216 = getelementptr inbounds nuw i8, ptr %31, i64 896
  %217 = getelementptr inbounds nuw i8, ptr %31, i64 960
  %218 = getelementptr inbounds nuw i8, ptr %31, i64 1024
  %219 = getelementptr inbounds nuw i8, ptr %31, i64 1088
  %220 = getelementptr inbounds nuw i8, ptr %31, i64 1152
  %221 = getelementptr inbounds nuw i8, ptr %31, i64 1216
  %222 = getelementptr inbounds nuw i8, ptr %31, i64 1280
  %223 = getelementptr inbounds nuw i8, ptr %31, i64 1344
  %224 = getelementptr inbounds nuw i8, ptr %31, i64 1408
  %225 = getelementptr inbounds nuw i8, ptr %31, i64 1472
  br label %227

226:                                              ; preds = %254, %65
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  ret void

227:                                              ; preds = %77, %254
  %228 = phi i64 [ %3, %77 ], [ %255, %254 ]
  %229 = srem i64 %228, %71
  %230 = sdiv i64 %228, %71
  %231 = srem i64 %230, %74
  %232 = sdiv i64 %230, %74
  %233 = add nsw i64 %229, 1
  %234 = mul i64 %75, %233
  %235 = tail call i64 @llvm.smin.i64(i64 %234, i64 %6)
  %236 = add nsw i64 %231, 1
  %237 = mul nsw i64 %236, %17
  %238 = tail call i64 @llvm.smin.i64(i64 %237, i64 %66)
  %239 = mul nsw i64 %232, %20
  %240 = getelementptr inbounds float, ptr %40, i64 %239
  %241 = mul nsw i64 %232, %21
  %242 = getelementptr inbounds float, ptr %43, i64 %241
  %243 = mul nsw i64 %232, %26
  %244 = getelementptr inbounds float, ptr %44, i64 %243
  %245 = select i1 %78, ptr null, ptr %244
  %246 = mul nsw i64 %232, %24
  %247 = getelementptr inbounds float, ptr %45, i64 %246
  %248 = mul nsw i64 %231, %17
  %249 = mul i64 %75, %229
  %250 = icmp slt i64 %248, %238
  br i1 %250, label %251, label %254

251:                                              ; preds = %227
  %252 = add nsw i64 %238, -1
  %253 = icmp slt i64 %249, %235
  br label %257

254:                                              ; preds = %772, %227
  %255 = add i64 %228, 1
  %256 = icmp eq i64 %255, %4
  br i1 %256, label %226, label %227

257:                                              ; preds = %251, %772
  %258 = phi i64 [ %248, %251 ], [ %773, %772 ]
  %259 = sub nsw i64 %238, %258
  %260 = icmp sgt i64 %259, 2
  %261 = trunc i64 %259 to i32
  %262 = select i1 %260, i32 3, i32 %261
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  br i1 %56, label %548, label %263

263:                                              ; preds = %257
  %264 = sext i32 %262 to i64
  %265 = tail call i64 @llvm.smin.i64(i64 %258, i64 %252)
  %266 = shl nsw i64 %265, 4
  store i64 %266, ptr %37, align 16
  %267 = icmp sgt i32 %262, 0
  %268 = sub nsw i64 %54, %266
  %269 = select i1 %267, i64 %268, i64 0
  %270 = add nsw i64 %258, 1
  %271 = tail call i64 @llvm.smin.i64(i64 %270, i64 %252)
  %272 = shl nsw i64 %271, 4
  store i64 %272, ptr %95, align 8
  %273 = icmp sgt i32 %262, 1
  %274 = sub nsw i64 %54, %272
  %275 = select i1 %273, i64 %274, i64 0
  %276 = add nsw i64 %258, 2
  %277 = tail call i64 @llvm.smin.i64(i64 %276, i64 %252)
  %278 = shl nsw i64 %277, 4
  store i64 %278, ptr %96, align 16
  %279 = icmp sgt i32 %262, 2
  %280 = sub nsw i64 %54, %278
  %281 = select i1 %279, i64 %280, i64 0
  br label %282

282:                                              ; preds = %263, %531
  %283 = phi i64 [ 0, %263 ], [ %532, %531 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %34, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %33, i8 0, i64 28, i1 false)
  %284 = icmp slt i64 %283, %264
  %285 = getelementptr inbounds nuw i64, ptr %37, i64 %283
  %286 = load i64, ptr %285, align 8
  br i1 %284, label %287, label %294

287:                                              ; preds = %282
  %288 = sub nsw i64 %54, %286
  %289 = tail call i64 @llvm.smin.i64(i64 %288, i64 16)
  %290 = icmp sgt i64 %288, 0
  br i1 %290, label %291, label %294

291:                                              ; preds = %287
  %292 = srem i64 %286, %8
  %293 = sdiv i64 %286, %8
  br label %299

294:                                              ; preds = %475, %282, %287
  br i1 %79, label %295, label %531

295:                                              ; preds = %294
  %296 = getelementptr i64, ptr %35, i64 %283
  %297 = getelementptr i32, ptr %36, i64 %283
  %298 = sub i64 %286, %16
  br label %499

299:                                              ; preds = %291, %475
  %300 = phi i64 [ %305, %475 ], [ 0, %291 ]
  %301 = phi i64 [ 0, %475 ], [ %292, %291 ]
  %302 = phi i64 [ %476, %475 ], [ %293, %291 ]
  %303 = add nsw i64 %300, %8
  %304 = sub nsw i64 %303, %301
  %305 = tail call i64 @llvm.smin.i64(i64 %304, i64 %289)
  br i1 %79, label %306, label %384

306:                                              ; preds = %299
  %307 = sub i64 %302, %15
  %308 = trunc i64 %305 to i32
  %309 = shl nsw i32 -1, %308
  %310 = xor i32 %309, -1
  %311 = trunc i64 %300 to i32
  %312 = shl nsw i32 -1, %311
  %313 = and i32 %312, %310
  br i1 %145, label %382, label %314

314:                                              ; preds = %306
  br i1 %146, label %359, label %315

315:                                              ; preds = %314
  %316 = insertelement <16 x i64> poison, i64 %307, i64 0
  %317 = shufflevector <16 x i64> %316, <16 x i64> poison, <16 x i32> zeroinitializer
  %318 = insertelement <16 x i32> poison, i32 %313, i64 0
  %319 = shufflevector <16 x i32> %318, <16 x i32> poison, <16 x i32> zeroinitializer
  %320 = add <16 x i64> splat (i64 16), %317
  %321 = add <16 x i64> splat (i64 32), %317
  %322 = add <16 x i64> splat (i64 48), %317
  br label %323

323:                                              ; preds = %323, %315
  %324 = phi i64 [ 0, %315 ], [ %354, %323 ]
  %325 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %315 ], [ %355, %323 ]
  %326 = add <16 x i64> %317, %325
  %327 = add <16 x i64> %325, %320
  %328 = add <16 x i64> %325, %321
  %329 = add <16 x i64> %325, %322
  %330 = icmp sgt <16 x i64> %326, splat (i64 -1)
  %331 = icmp sgt <16 x i64> %327, splat (i64 -1)
  %332 = icmp sgt <16 x i64> %328, splat (i64 -1)
  %333 = icmp sgt <16 x i64> %329, splat (i64 -1)
  %334 = icmp slt <16 x i64> %326, %150
  %335 = icmp slt <16 x i64> %327, %150
  %336 = icmp slt <16 x i64> %328, %150
  %337 = icmp slt <16 x i64> %329, %150
  %338 = and <16 x i1> %330, %334
  %339 = and <16 x i1> %331, %335
  %340 = and <16 x i1> %332, %336
  %341 = and <16 x i1> %333, %337
  %342 = getelementptr i32, ptr %33, i64 %324
  %343 = getelementptr i8, ptr %342, i64 64
  %344 = getelementptr i8, ptr %342, i64 128
  %345 = getelementptr i8, ptr %342, i64 192
  %346 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %342, <16 x i1> %338, <16 x i32> poison)
  %347 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %343, <16 x i1> %339, <16 x i32> poison)
  %348 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %344, <16 x i1> %340, <16 x i32> poison)
  %349 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %345, <16 x i1> %341, <16 x i32> poison)
  %350 = or <16 x i32> %346, %319
  %351 = or <16 x i32> %347, %319
  %352 = or <16 x i32> %348, %319
  %353 = or <16 x i32> %349, %319
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %350, ptr align 16 %342, <16 x i1> %338)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %351, ptr align 16 %343, <16 x i1> %339)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %352, ptr align 16 %344, <16 x i1> %340)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %353, ptr align 16 %345, <16 x i1> %341)
  %354 = add nuw i64 %324, 64
  %355 = add <16 x i64> %325, splat (i64 64)
  %356 = icmp eq i64 %354, %148
  br i1 %356, label %357, label %323

357:                                              ; preds = %323
  br i1 %151, label %384, label %358

358:                                              ; preds = %357
  br i1 %152, label %382, label %359

359:                                              ; preds = %314, %358
  %360 = phi i64 [ %148, %358 ], [ 0, %314 ]
  %361 = insertelement <8 x i64> poison, i64 %307, i64 0
  %362 = shufflevector <8 x i64> %361, <8 x i64> poison, <8 x i32> zeroinitializer
  %363 = insertelement <8 x i32> poison, i32 %313, i64 0
  %364 = shufflevector <8 x i32> %363, <8 x i32> poison, <8 x i32> zeroinitializer
  %365 = insertelement <8 x i64> poison, i64 %360, i64 0
  %366 = shufflevector <8 x i64> %365, <8 x i64> poison, <8 x i32> zeroinitializer
  %367 = or disjoint <8 x i64> %366, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %368

368:                                              ; preds = %368, %359
  %369 = phi i64 [ %360, %359 ], [ %378, %368 ]
  %370 = phi <8 x i64> [ %367, %359 ], [ %379, %368 ]
  %371 = add <8 x i64> %362, %370
  %372 = icmp sgt <8 x i64> %371, splat (i64 -1)
  %373 = icmp slt <8 x i64> %371, %155
  %374 = and <8 x i1> %372, %373
  %375 = getelementptr i32, ptr %33, i64 %369
  %376 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %375, <8 x i1> %374, <8 x i32> poison)
  %377 = or <8 x i32> %376, %364
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %377, ptr align 16 %375, <8 x i1> %374)
  %378 = add nuw i64 %369, 8
  %379 = add nuw nsw <8 x i64> %370, splat (i64 8)
  %380 = icmp eq i64 %378, %153
  br i1 %380, label %381, label %368

381:                                              ; preds = %368
  br i1 %156, label %384, label %382

382:                                              ; preds = %306, %358, %381
  %383 = phi i64 [ 0, %306 ], [ %148, %358 ], [ %153, %381 ]
  br label %462

384:                                              ; preds = %472, %357, %381, %299
  br i1 %80, label %385, label %475

385:                                              ; preds = %384
  %386 = add nsw i64 %300, %16
  %387 = add nsw i64 %303, %16
  br i1 %157, label %460, label %388

388:                                              ; preds = %385
  br i1 %158, label %423, label %389

389:                                              ; preds = %388
  %390 = insertelement <16 x i64> poison, i64 %386, i64 0
  %391 = shufflevector <16 x i64> %390, <16 x i64> poison, <16 x i32> zeroinitializer
  %392 = insertelement <16 x i64> poison, i64 %387, i64 0
  %393 = shufflevector <16 x i64> %392, <16 x i64> poison, <16 x i32> zeroinitializer
  %394 = insertelement <16 x i64> poison, i64 %301, i64 0
  %395 = shufflevector <16 x i64> %394, <16 x i64> poison, <16 x i32> zeroinitializer
  %396 = insertelement <16 x i64> poison, i64 %300, i64 0
  %397 = shufflevector <16 x i64> %396, <16 x i64> poison, <16 x i32> zeroinitializer
  %398 = insertelement <16 x i64> poison, i64 %305, i64 0
  %399 = shufflevector <16 x i64> %398, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %400

400:                                              ; preds = %400, %389
  %401 = phi i64 [ 0, %389 ], [ %418, %400 ]
  %402 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %389 ], [ %419, %400 ]
  %403 = add <16 x i64> %402, %395
  %404 = sub <16 x i64> %391, %403
  %405 = sub <16 x i64> %393, %403
  %406 = call <16 x i64> @llvm.smax.v16i64(<16 x i64> %404, <16 x i64> %397)
  %407 = call <16 x i64> @llvm.smin.v16i64(<16 x i64> %405, <16 x i64> %399)
  %408 = icmp slt <16 x i64> %406, %407
  %409 = trunc <16 x i64> %407 to <16 x i32>
  %410 = shl nsw <16 x i32> splat (i32 -1), %409
  %411 = xor <16 x i32> %410, splat (i32 -1)
  %412 = trunc <16 x i64> %406 to <16 x i32>
  %413 = shl nsw <16 x i32> splat (i32 -1), %412
  %414 = and <16 x i32> %413, %411
  %415 = getelementptr i32, ptr %34, i64 %401
  %416 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %415, <16 x i1> %408, <16 x i32> poison)
  %417 = or <16 x i32> %416, %414
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %417, ptr align 16 %415, <16 x i1> %408)
  %418 = add nuw i64 %401, 16
  %419 = add nuw nsw <16 x i64> %402, splat (i64 16)
  %420 = icmp eq i64 %418, %160
  br i1 %420, label %421, label %400

421:                                              ; preds = %400
  br i1 %161, label %475, label %422

422:                                              ; preds = %421
  br i1 %162, label %460, label %423

423:                                              ; preds = %388, %422
  %424 = phi i64 [ %160, %422 ], [ 0, %388 ]
  %425 = insertelement <4 x i64> poison, i64 %386, i64 0
  %426 = shufflevector <4 x i64> %425, <4 x i64> poison, <4 x i32> zeroinitializer
  %427 = insertelement <4 x i64> poison, i64 %387, i64 0
  %428 = shufflevector <4 x i64> %427, <4 x i64> poison, <4 x i32> zeroinitializer
  %429 = insertelement <4 x i64> poison, i64 %301, i64 0
  %430 = shufflevector <4 x i64> %429, <4 x i64> poison, <4 x i32> zeroinitializer
  %431 = insertelement <4 x i64> poison, i64 %300, i64 0
  %432 = shufflevector <4 x i64> %431, <4 x i64> poison, <4 x i32> zeroinitializer
  %433 = insertelement <4 x i64> poison, i64 %305, i64 0
  %434 = shufflevector <4 x i64> %433, <4 x i64> poison, <4 x i32> zeroinitializer
  %435 = insertelement <4 x i64> poison, i64 %424, i64 0
  %436 = shufflevector <4 x i64> %435, <4 x i64> poison, <4 x i32> zeroinitializer
  %437 = or disjoint <4 x i64> %436, <i64 0, i64 1, i64 2, i64 3>
  br label %438

438:                                              ; preds = %438, %423
  %439 = phi i64 [ %424, %423 ], [ %456, %438 ]
  %440 = phi <4 x i64> [ %437, %423 ], [ %457, %438 ]
  %441 = add <4 x i64> %440, %430
  %442 = sub <4 x i64> %426, %441
  %443 = sub <4 x i64> %428, %441
  %444 = call <4 x i64> @llvm.smax.v4i64(<4 x i64> %442, <4 x i64> %432)
  %445 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %443, <4 x i64> %434)
  %446 = icmp slt <4 x i64> %444, %445
  %447 = trunc <4 x i64> %445 to <4 x i32>
  %448 = shl nsw <4 x i32> splat (i32 -1), %447
  %449 = xor <4 x i32> %448, splat (i32 -1)
  %450 = trunc <4 x i64> %444 to <4 x i32>
  %451 = shl nsw <4 x i32> splat (i32 -1), %450
  %452 = and <4 x i32> %451, %449
  %453 = getelementptr i32, ptr %34, i64 %439
  %454 = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr align 16 %453, <4 x i1> %446, <4 x i32> poison)
  %455 = or <4 x i32> %454, %452
  call void @llvm.masked.store.v4i32.p0(<4 x i32> %455, ptr align 16 %453, <4 x i1> %446)
  %456 = add nuw i64 %439, 4
  %457 = add nuw nsw <4 x i64> %440, splat (i64 4)
  %458 = icmp eq i64 %456, %163
  br i1 %458, label %459, label %438

459:                                              ; preds = %438
  br i1 %164, label %475, label %460

460:                                              ; preds = %385, %422, %459
  %461 = phi i64 [ 0, %385 ], [ %160, %422 ], [ %163, %459 ]
  br label %478

462:                                              ; preds = %382, %472
  %463 = phi i64 [ %473, %472 ], [ %383, %382 ]
  %464 = add i64 %307, %463
  %465 = icmp sgt i64 %464, -1
  %466 = icmp slt i64 %464, %7
  %467 = and i1 %465, %466
  br i1 %467, label %468, label %472

468:                                              ; preds = %462
  %469 = getelementptr inbounds nuw i32, ptr %33, i64 %463
  %470 = load i32, ptr %469, align 4
  %471 = or i32 %470, %313
  store i32 %471, ptr %469, align 4
  br label %472

472:                                              ; preds = %468, %462
  %473 = add nuw nsw i64 %463, 1
  %474 = icmp eq i64 %473, %11
  br i1 %474, label %384, label %462

475:                                              ; preds = %496, %421, %459, %384
  %476 = add nsw i64 %302, 1
  %477 = icmp slt i64 %304, %289
  br i1 %477, label %299, label %294

478:                                              ; preds = %460, %496
  %479 = phi i64 [ %497, %496 ], [ %461, %460 ]
  %480 = add i64 %479, %301
  %481 = sub i64 %386, %480
  %482 = sub i64 %387, %480
  %483 = tail call i64 @llvm.smax.i64(i64 %481, i64 %300)
  %484 = tail call i64 @llvm.smin.i64(i64 %482, i64 %305)
  %485 = icmp slt i64 %483, %484
  br i1 %485, label %486, label %496

486:                                              ; preds = %478
  %487 = trunc i64 %484 to i32
  %488 = shl nsw i32 -1, %487
  %489 = xor i32 %488, -1
  %490 = trunc i64 %483 to i32
  %491 = shl nsw i32 -1, %490
  %492 = and i32 %491, %489
  %493 = getelementptr inbounds nuw i32, ptr %34, i64 %479
  %494 = load i32, ptr %493, align 4
  %495 = or i32 %494, %492
  store i32 %495, ptr %493, align 4
  br label %496

496:                                              ; preds = %486, %478
  %497 = add nuw nsw i64 %479, 1
  %498 = icmp eq i64 %497, %12
  br i1 %498, label %475, label %478

499:                                              ; preds = %295, %534
  %500 = phi i64 [ 0, %295 ], [ %535, %534 ]
  br i1 %80, label %501, label %534

501:                                              ; preds = %499
  %502 = sub nsw i64 %500, %15
  %503 = mul nsw i64 %502, %8
  %504 = add i64 %298, %503
  %505 = mul nuw nsw i64 %500, %12
  %506 = getelementptr inbounds nuw i32, ptr %33, i64 %500
  %507 = load i32, ptr %506, align 4
  br i1 %165, label %529, label %508

508:                                              ; preds = %501
  %509 = insertelement <8 x i64> poison, i64 %504, i64 0
  %510 = shufflevector <8 x i64> %509, <8 x i64> poison, <8 x i32> zeroinitializer
  %511 = insertelement <8 x i64> poison, i64 %505, i64 0
  %512 = shufflevector <8 x i64> %511, <8 x i64> poison, <8 x i32> zeroinitializer
  %513 = insertelement <8 x i32> poison, i32 %507, i64 0
  %514 = shufflevector <8 x i32> %513, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %515

515:                                              ; preds = %515, %508
  %516 = phi i64 [ 0, %508 ], [ %525, %515 ]
  %517 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %508 ], [ %526, %515 ]
  %518 = add <8 x i64> %510, %517
  %519 = add nuw nsw <8 x i64> %517, %512
  %520 = getelementptr [3 x i64], ptr %296, <8 x i64> %519
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %518, <8 x ptr> align 8 %520, <8 x i1> splat (i1 true))
  %521 = getelementptr inbounds nuw i32, ptr %34, i64 %516
  %522 = load <8 x i32>, ptr %521, align 16
  %523 = and <8 x i32> %522, %514
  %524 = getelementptr [3 x i32], ptr %297, <8 x i64> %519
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %523, <8 x ptr> align 4 %524, <8 x i1> splat (i1 true))
  %525 = add nuw i64 %516, 8
  %526 = add nuw nsw <8 x i64> %517, splat (i64 8)
  %527 = icmp eq i64 %525, %166
  br i1 %527, label %528, label %515

528:                                              ; preds = %515
  br i1 %167, label %534, label %529

529:                                              ; preds = %501, %528
  %530 = phi i64 [ 0, %501 ], [ %166, %528 ]
  br label %537

531:                                              ; preds = %534, %294
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  %532 = add nuw nsw i64 %283, 1
  %533 = icmp eq i64 %532, 3
  br i1 %533, label %716, label %282

534:                                              ; preds = %537, %528, %499
  %535 = add nuw nsw i64 %500, 1
  %536 = icmp eq i64 %535, %11
  br i1 %536, label %531, label %499

537:                                              ; preds = %529, %537
  %538 = phi i64 [ %546, %537 ], [ %530, %529 ]
  %539 = add i64 %504, %538
  %540 = add nuw nsw i64 %538, %505
  %541 = getelementptr [3 x i64], ptr %296, i64 %540
  store i64 %539, ptr %541, align 8
  %542 = getelementptr inbounds nuw i32, ptr %34, i64 %538
  %543 = load i32, ptr %542, align 4
  %544 = and i32 %543, %507
  %545 = getelementptr [3 x i32], ptr %297, i64 %540
  store i32 %544, ptr %545, align 4
  %546 = add nuw nsw i64 %538, 1
  %547 = icmp eq i64 %546, %12
  br i1 %547, label %534, label %537

548:                                              ; preds = %257
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  %549 = tail call i64 @llvm.smin.i64(i64 %258, i64 %252)
  %550 = sdiv i64 %549, %59
  store i64 %550, ptr %38, align 16
  %551 = srem i64 %549, %59
  %552 = shl nsw i64 %551, 4
  store i64 %552, ptr %39, align 16
  %553 = mul nsw i64 %550, %10
  %554 = add nsw i64 %552, %553
  store i64 %554, ptr %37, align 16
  %555 = icmp sgt i32 %262, 0
  %556 = sub nsw i64 %10, %552
  %557 = select i1 %555, i64 %556, i64 0
  %558 = add nsw i64 %258, 1
  %559 = tail call i64 @llvm.smin.i64(i64 %558, i64 %252)
  %560 = sdiv i64 %559, %59
  store i64 %560, ptr %97, align 8
  %561 = srem i64 %559, %59
  %562 = shl nsw i64 %561, 4
  store i64 %562, ptr %98, align 8
  %563 = mul nsw i64 %560, %10
  %564 = add nsw i64 %562, %563
  store i64 %564, ptr %99, align 8
  %565 = icmp sgt i32 %262, 1
  %566 = sub nsw i64 %10, %562
  %567 = select i1 %565, i64 %566, i64 0
  %568 = add nsw i64 %258, 2
  %569 = tail call i64 @llvm.smin.i64(i64 %568, i64 %252)
  %570 = sdiv i64 %569, %59
  store i64 %570, ptr %100, align 16
  %571 = srem i64 %569, %59
  %572 = shl nsw i64 %571, 4
  store i64 %572, ptr %101, align 16
  %573 = mul nsw i64 %570, %10
  %574 = add nsw i64 %572, %573
  store i64 %574, ptr %102, align 16
  %575 = icmp sgt i32 %262, 2
  %576 = sub nsw i64 %10, %572
  %577 = select i1 %575, i64 %576, i64 0
  br i1 %79, label %578, label %715

578:                                              ; preds = %548
  %579 = sext i32 %262 to i64
  %580 = icmp slt i32 %262, 3
  %581 = icmp sgt i32 %262, 0
  %582 = shl nsw i64 %579, 3
  %583 = sub i32 2, %262
  %584 = zext i32 %583 to i64
  %585 = shl nuw nsw i64 %584, 3
  %586 = add nuw nsw i64 %585, 8
  %587 = shl nsw i64 %579, 2
  %588 = shl nuw nsw i64 %584, 2
  %589 = add nuw nsw i64 %588, 4
  %590 = getelementptr i8, ptr %35, i64 %582
  %591 = getelementptr i8, ptr %36, i64 %587
  %592 = zext i32 %262 to i64
  %593 = icmp ult i32 %262, 8
  %594 = and i64 %592, 4294967288
  %595 = icmp eq i64 %594, %592
  br label %596

596:                                              ; preds = %578, %607
  %597 = phi i64 [ 0, %578 ], [ %608, %607 ]
  br i1 %80, label %598, label %607

598:                                              ; preds = %596
  %599 = mul i64 %93, %597
  %600 = mul i64 %94, %597
  %601 = mul nuw nsw i64 %597, %12
  %602 = sub i64 %597, %15
  %603 = getelementptr i8, ptr %590, i64 %599
  %604 = getelementptr i8, ptr %591, i64 %600
  %605 = insertelement <8 x i64> poison, i64 %602, i64 0
  %606 = shufflevector <8 x i64> %605, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %610

607:                                              ; preds = %670, %596
  %608 = add nuw nsw i64 %597, 1
  %609 = icmp eq i64 %608, %11
  br i1 %609, label %715, label %596

610:                                              ; preds = %598, %670
  %611 = phi i64 [ 0, %598 ], [ %671, %670 ]
  %612 = add nuw nsw i64 %611, %601
  br i1 %580, label %613, label %618

613:                                              ; preds = %610
  %614 = mul i64 %611, 24
  %615 = getelementptr i8, ptr %603, i64 %614
  %616 = mul i64 %611, 12
  %617 = getelementptr i8, ptr %604, i64 %616
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %615, i8 0, i64 %586, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %617, i8 0, i64 %589, i1 false)
  br i1 %581, label %618, label %670

618:                                              ; preds = %610, %613
  %619 = sub i64 %611, %16
  %620 = getelementptr inbounds nuw [3 x i64], ptr %35, i64 %612
  %621 = getelementptr inbounds nuw [3 x i32], ptr %36, i64 %612
  br i1 %593, label %668, label %622

622:                                              ; preds = %618
  %623 = insertelement <8 x i64> poison, i64 %619, i64 0
  %624 = shufflevector <8 x i64> %623, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %625

625:                                              ; preds = %625, %622
  %626 = phi i64 [ 0, %622 ], [ %665, %625 ]
  %627 = getelementptr inbounds nuw i64, ptr %38, i64 %626
  %628 = load <8 x i64>, ptr %627, align 16
  %629 = mul nsw <8 x i64> %628, %169
  %630 = add <8 x i64> %606, %629
  %631 = getelementptr inbounds nuw i64, ptr %39, i64 %626
  %632 = load <8 x i64>, ptr %631, align 16
  %633 = sub nsw <8 x i64> %171, %632
  %634 = icmp sgt <8 x i64> %630, splat (i64 -1)
  %635 = icmp slt <8 x i64> %630, %173
  %636 = and <8 x i1> %634, %635
  %637 = shl nsw <8 x i64> %632, %175
  %638 = add <8 x i64> %624, %637
  %639 = shl nsw <8 x i64> %633, splat (i64 1)
  %640 = add nsw <8 x i64> %639, splat (i64 -1)
  %641 = select i1 %57, <8 x i64> %640, <8 x i64> %633
  %642 = icmp slt <8 x i64> %638, zeroinitializer
  %643 = sub nsw <8 x i64> zeroinitializer, %638
  %644 = select <8 x i1> %642, <8 x i64> %643, <8 x i64> zeroinitializer
  %645 = sub nsw <8 x i64> %177, %638
  %646 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %645, <8 x i64> %641)
  %647 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %646, <8 x i64> %179)
  %648 = icmp sgt <8 x i64> %647, %644
  %649 = select <8 x i1> %636, <8 x i1> %648, <8 x i1> zeroinitializer
  %650 = select <8 x i1> %649, <8 x i64> %647, <8 x i64> zeroinitializer
  %651 = select <8 x i1> %636, <8 x i64> %630, <8 x i64> zeroinitializer
  %652 = mul nsw <8 x i64> %651, %177
  %653 = add nsw <8 x i64> %652, %638
  %654 = getelementptr inbounds nuw i64, ptr %620, i64 %626
  store <8 x i64> %653, ptr %654, align 8
  %655 = icmp sgt <8 x i64> %650, splat (i64 31)
  %656 = trunc <8 x i64> %650 to <8 x i32>
  %657 = shl nsw <8 x i32> splat (i32 -1), %656
  %658 = xor <8 x i32> %657, splat (i32 -1)
  %659 = select <8 x i1> %655, <8 x i32> splat (i32 -1), <8 x i32> %658
  %660 = trunc <8 x i64> %644 to <8 x i32>
  %661 = shl nsw <8 x i32> splat (i32 -1), %660
  %662 = select <8 x i1> %649, <8 x i32> %661, <8 x i32> splat (i32 -1)
  %663 = and <8 x i32> %659, %662
  %664 = getelementptr inbounds nuw i32, ptr %621, i64 %626
  store <8 x i32> %663, ptr %664, align 4
  %665 = add nuw i64 %626, 8
  %666 = icmp eq i64 %665, %594
  br i1 %666, label %667, label %625

667:                                              ; preds = %625
  br i1 %595, label %670, label %668

668:                                              ; preds = %618, %667
  %669 = phi i64 [ 0, %618 ], [ %594, %667 ]
  br label %673

670:                                              ; preds = %673, %667, %613
  %671 = add nuw nsw i64 %611, 1
  %672 = icmp eq i64 %671, %12
  br i1 %672, label %607, label %610

673:                                              ; preds = %668, %673
  %674 = phi i64 [ %713, %673 ], [ %669, %668 ]
  %675 = getelementptr inbounds nuw i64, ptr %38, i64 %674
  %676 = load i64, ptr %675, align 8
  %677 = mul nsw i64 %676, %13
  %678 = add i64 %602, %677
  %679 = getelementptr inbounds nuw i64, ptr %39, i64 %674
  %680 = load i64, ptr %679, align 8
  %681 = sub nsw i64 %10, %680
  %682 = icmp sgt i64 %678, -1
  %683 = icmp slt i64 %678, %7
  %684 = and i1 %682, %683
  %685 = shl nsw i64 %680, %81
  %686 = add i64 %619, %685
  %687 = shl nsw i64 %681, 1
  %688 = add nsw i64 %687, -1
  %689 = select i1 %57, i64 %688, i64 %681
  %690 = icmp slt i64 %686, 0
  %691 = sub nsw i64 0, %686
  %692 = select i1 %690, i64 %691, i64 0
  %693 = sub nsw i64 %8, %686
  %694 = tail call i64 @llvm.smin.i64(i64 %693, i64 %689)
  %695 = tail call i64 @llvm.smin.i64(i64 %694, i64 %82)
  %696 = icmp sgt i64 %695, %692
  %697 = select i1 %684, i1 %696, i1 false
  %698 = select i1 %697, i64 %695, i64 0
  %699 = select i1 %684, i64 %678, i64 0
  %700 = mul nsw i64 %699, %8
  %701 = add nsw i64 %700, %686
  %702 = getelementptr inbounds nuw i64, ptr %620, i64 %674
  store i64 %701, ptr %702, align 8
  %703 = icmp sgt i64 %698, 31
  %704 = trunc i64 %698 to i32
  %705 = shl nsw i32 -1, %704
  %706 = xor i32 %705, -1
  %707 = select i1 %703, i32 -1, i32 %706
  %708 = trunc i64 %692 to i32
  %709 = shl nsw i32 -1, %708
  %710 = select i1 %697, i32 %709, i32 -1
  %711 = and i32 %707, %710
  %712 = getelementptr inbounds nuw i32, ptr %621, i64 %674
  store i32 %711, ptr %712, align 4
  %713 = add nuw nsw i64 %674, 1
  %714 = icmp eq i64 %713, %592
  br i1 %714, label %670, label %673

715:                                              ; preds = %607, %548
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  br label %716

716:                                              ; preds = %531, %715
  %717 = phi i64 [ %577, %715 ], [ %281, %531 ]
  %718 = phi i64 [ %567, %715 ], [ %275, %531 ]
  %719 = phi i64 [ %557, %715 ], [ %269, %531 ]
  %720 = phi i64 [ %574, %715 ], [ %278, %531 ]
  %721 = phi i64 [ %564, %715 ], [ %272, %531 ]
  %722 = phi i64 [ %554, %715 ], [ %266, %531 ]
  br i1 %253, label %723, label %772

723:                                              ; preds = %716
  %724 = icmp sgt i64 %719, 15
  %725 = trunc i64 %719 to i32
  %726 = shl nsw i32 -1, %725
  %727 = trunc i32 %726 to i16
  %728 = xor i16 %727, -1
  %729 = select i1 %724, i16 -1, i16 %728
  %730 = icmp sgt i64 %718, 15
  %731 = trunc i64 %718 to i32
  %732 = shl nsw i32 -1, %731
  %733 = trunc i32 %732 to i16
  %734 = xor i16 %733, -1
  %735 = select i1 %730, i16 -1, i16 %734
  %736 = icmp sgt i64 %717, 15
  %737 = trunc i64 %717 to i32
  %738 = shl nsw i32 -1, %737
  %739 = trunc i32 %738 to i16
  %740 = xor i16 %739, -1
  %741 = select i1 %736, i16 -1, i16 %740
  %742 = bitcast i16 %729 to <16 x i1>
  %743 = bitcast i16 %735 to <16 x i1>
  %744 = bitcast i16 %741 to <16 x i1>
  %745 = bitcast i16 %729 to <16 x i1>
  %746 = bitcast i16 %735 to <16 x i1>
  %747 = bitcast i16 %741 to <16 x i1>
  %748 = icmp sgt i64 %719, 15
  %749 = trunc i64 %719 to i32
  %750 = shl nsw i32 -1, %749
  %751 = trunc i32 %750 to i16
  %752 = xor i16 %751, -1
  %753 = select i1 %748, i16 -1, i16 %752
  %754 = icmp sgt i64 %718, 15
  %755 = trunc i64 %718 to i32
  %756 = shl nsw i32 -1, %755
  %757 = trunc i32 %756 to i16
  %758 = xor i16 %757, -1
  %759 = select i1 %754, i16 -1, i16 %758
  %760 = icmp sgt i64 %717, 15
  %761 = trunc i64 %717 to i32
  %762 = shl nsw i32 -1, %761
  %763 = trunc i32 %762 to i16
  %764 = xor i16 %763, -1
  %765 = select i1 %760, i16 -1, i16 %764
  %766 = bitcast i16 %753 to <16 x i1>
  %767 = bitcast i16 %759 to <16 x i1>
  %768 = bitcast i16 %765 to <16 x i1>
  %769 = bitcast i16 %753 to <16 x i1>
  %770 = bitcast i16 %759 to <16 x i1>
  %771 = bitcast i16 %765 to <16 x i1>
  br label %775

772:                                              ; preds = %2090, %716
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  %773 = add nsw i64 %258, 3
  %774 = icmp slt i64 %773, %238
  br i1 %774, label %257, label %254

775:                                              ; preds = %723, %2090
  %776 = phi i64 [ %2091, %2090 ], [ %249, %723 ]
  %777 = sub nsw i64 %235, %776
  %778 = icmp sgt i64 %777, 7
  %779 = select i1 %778, i64 %776, i64 %83
  %780 = sub nsw i64 %776, %779
  %781 = getelementptr inbounds float, ptr %42, i64 %779
  br i1 %57, label %782, label %1446

782:                                              ; preds = %775
  br i1 %86, label %791, label %783

783:                                              ; preds = %782
  %784 = load float, ptr %781, align 4
  %785 = insertelement <16 x float> poison, float %784, i64 0
  %786 = shufflevector <16 x float> %785, <16 x float> poison, <16 x i32> zeroinitializer
  %787 = insertelement <16 x float> poison, float %784, i64 0
  %788 = shufflevector <16 x float> %787, <16 x float> poison, <16 x i32> zeroinitializer
  %789 = insertelement <16 x float> poison, float %784, i64 0
  %790 = shufflevector <16 x float> %789, <16 x float> poison, <16 x i32> zeroinitializer
  br label %800

791:                                              ; preds = %782
  %792 = mul nsw i64 %779, %54
  %793 = getelementptr inbounds float, ptr %242, i64 %792
  %794 = getelementptr inbounds float, ptr %793, i64 %722
  %795 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %794, <16 x i1> %766, <16 x float> zeroinitializer)
  %796 = getelementptr inbounds float, ptr %793, i64 %721
  %797 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %796, <16 x i1> %767, <16 x float> zeroinitializer)
  %798 = getelementptr inbounds float, ptr %793, i64 %720
  %799 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %798, <16 x i1> %768, <16 x float> zeroinitializer)
  br label %800

800:                                              ; preds = %791, %783
  %801 = phi <16 x float> [ %797, %791 ], [ %788, %783 ]
  %802 = phi <16 x float> [ %795, %791 ], [ %786, %783 ]
  %803 = phi <16 x float> [ %799, %791 ], [ %790, %783 ]
  br i1 %86, label %813, label %804

804:                                              ; preds = %800
  %805 = getelementptr inbounds nuw i8, ptr %781, i64 4
  %806 = load float, ptr %805, align 4
  %807 = insertelement <16 x float> poison, float %806, i64 0
  %808 = shufflevector <16 x float> %807, <16 x float> poison, <16 x i32> zeroinitializer
  %809 = insertelement <16 x float> poison, float %806, i64 0
  %810 = shufflevector <16 x float> %809, <16 x float> poison, <16 x i32> zeroinitializer
  %811 = insertelement <16 x float> poison, float %806, i64 0
  %812 = shufflevector <16 x float> %811, <16 x float> poison, <16 x i32> zeroinitializer
  br label %823

813:                                              ; preds = %800
  %814 = add nsw i64 %779, 1
  %815 = mul nsw i64 %814, %54
  %816 = getelementptr inbounds float, ptr %242, i64 %815
  %817 = getelementptr inbounds float, ptr %816, i64 %722
  %818 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %817, <16 x i1> %766, <16 x float> zeroinitializer)
  %819 = getelementptr inbounds float, ptr %816, i64 %721
  %820 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %819, <16 x i1> %767, <16 x float> zeroinitializer)
  %821 = getelementptr inbounds float, ptr %816, i64 %720
  %822 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %821, <16 x i1> %768, <16 x float> zeroinitializer)
  br label %823

823:                                              ; preds = %813, %804
  %824 = phi <16 x float> [ %820, %813 ], [ %810, %804 ]
  %825 = phi <16 x float> [ %818, %813 ], [ %808, %804 ]
  %826 = phi <16 x float> [ %822, %813 ], [ %812, %804 ]
  br i1 %86, label %836, label %827

827:                                              ; preds = %823
  %828 = getelementptr inbounds nuw i8, ptr %781, i64 8
  %829 = load float, ptr %828, align 4
  %830 = insertelement <16 x float> poison, float %829, i64 0
  %831 = shufflevector <16 x float> %830, <16 x float> poison, <16 x i32> zeroinitializer
  %832 = insertelement <16 x float> poison, float %829, i64 0
  %833 = shufflevector <16 x float> %832, <16 x float> poison, <16 x i32> zeroinitializer
  %834 = insertelement <16 x float> poison, float %829, i64 0
  %835 = shufflevector <16 x float> %834, <16 x float> poison, <16 x i32> zeroinitializer
  br label %846

836:                                              ; preds = %823
  %837 = add nsw i64 %779, 2
  %838 = mul nsw i64 %837, %54
  %839 = getelementptr inbounds float, ptr %242, i64 %838
  %840 = getelementptr inbounds float, ptr %839, i64 %722
  %841 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %840, <16 x i1> %766, <16 x float> zeroinitializer)
  %842 = getelementptr inbounds float, ptr %839, i64 %721
  %843 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %842, <16 x i1> %767, <16 x float> zeroinitializer)
  %844 = getelementptr inbounds float, ptr %839, i64 %720
  %845 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %844, <16 x i1> %768, <16 x float> zeroinitializer)
  br label %846

846:                                              ; preds = %836, %827
  %847 = phi <16 x float> [ %843, %836 ], [ %833, %827 ]
  %848 = phi <16 x float> [ %841, %836 ], [ %831, %827 ]
  %849 = phi <16 x float> [ %845, %836 ], [ %835, %827 ]
  br i1 %86, label %859, label %850

850:                                              ; preds = %846
  %851 = getelementptr inbounds nuw i8, ptr %781, i64 12
  %852 = load float, ptr %851, align 4
  %853 = insertelement <16 x float> poison, float %852, i64 0
  %854 = shufflevector <16 x float> %853, <16 x float> poison, <16 x i32> zeroinitializer
  %855 = insertelement <16 x float> poison, float %852, i64 0
  %856 = shufflevector <16 x float> %855, <16 x float> poison, <16 x i32> zeroinitializer
  %857 = insertelement <16 x float> poison, float %852, i64 0
  %858 = shufflevector <16 x float> %857, <16 x float> poison, <16 x i32> zeroinitializer
  br label %869

859:                                              ; preds = %846
  %860 = add nsw i64 %779, 3
  %861 = mul nsw i64 %860, %54
  %862 = getelementptr inbounds float, ptr %242, i64 %861
  %863 = getelementptr inbounds float, ptr %862, i64 %722
  %864 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %863, <16 x i1> %766, <16 x float> zeroinitializer)
  %865 = getelementptr inbounds float, ptr %862, i64 %721
  %866 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %865, <16 x i1> %767, <16 x float> zeroinitializer)
  %867 = getelementptr inbounds float, ptr %862, i64 %720
  %868 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %867, <16 x i1> %768, <16 x float> zeroinitializer)
  br label %869

869:                                              ; preds = %859, %850
  %870 = phi <16 x float> [ %866, %859 ], [ %856, %850 ]
  %871 = phi <16 x float> [ %864, %859 ], [ %854, %850 ]
  %872 = phi <16 x float> [ %868, %859 ], [ %858, %850 ]
  br i1 %86, label %882, label %873

873:                                              ; preds = %869
  %874 = getelementptr inbounds nuw i8, ptr %781, i64 16
  %875 = load float, ptr %874, align 4
  %876 = insertelement <16 x float> poison, float %875, i64 0
  %877 = shufflevector <16 x float> %876, <16 x float> poison, <16 x i32> zeroinitializer
  %878 = insertelement <16 x float> poison, float %875, i64 0
  %879 = shufflevector <16 x float> %878, <16 x float> poison, <16 x i32> zeroinitializer
  %880 = insertelement <16 x float> poison, float %875, i64 0
  %881 = shufflevector <16 x float> %880, <16 x float> poison, <16 x i32> zeroinitializer
  br label %892

882:                                              ; preds = %869
  %883 = add nsw i64 %779, 4
  %884 = mul nsw i64 %883, %54
  %885 = getelementptr inbounds float, ptr %242, i64 %884
  %886 = getelementptr inbounds float, ptr %885, i64 %722
  %887 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %886, <16 x i1> %766, <16 x float> zeroinitializer)
  %888 = getelementptr inbounds float, ptr %885, i64 %721
  %889 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %888, <16 x i1> %767, <16 x float> zeroinitializer)
  %890 = getelementptr inbounds float, ptr %885, i64 %720
  %891 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %890, <16 x i1> %768, <16 x float> zeroinitializer)
  br label %892

892:                                              ; preds = %882, %873
  %893 = phi <16 x float> [ %889, %882 ], [ %879, %873 ]
  %894 = phi <16 x float> [ %887, %882 ], [ %877, %873 ]
  %895 = phi <16 x float> [ %891, %882 ], [ %881, %873 ]
  br i1 %86, label %905, label %896

896:                                              ; preds = %892
  %897 = getelementptr inbounds nuw i8, ptr %781, i64 20
  %898 = load float, ptr %897, align 4
  %899 = insertelement <16 x float> poison, float %898, i64 0
  %900 = shufflevector <16 x float> %899, <16 x float> poison, <16 x i32> zeroinitializer
  %901 = insertelement <16 x float> poison, float %898, i64 0
  %902 = shufflevector <16 x float> %901, <16 x float> poison, <16 x i32> zeroinitializer
  %903 = insertelement <16 x float> poison, float %898, i64 0
  %904 = shufflevector <16 x float> %903, <16 x float> poison, <16 x i32> zeroinitializer
  br label %915

905:                                              ; preds = %892
  %906 = add nsw i64 %779, 5
  %907 = mul nsw i64 %906, %54
  %908 = getelementptr inbounds float, ptr %242, i64 %907
  %909 = getelementptr inbounds float, ptr %908, i64 %722
  %910 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %909, <16 x i1> %766, <16 x float> zeroinitializer)
  %911 = getelementptr inbounds float, ptr %908, i64 %721
  %912 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %911, <16 x i1> %767, <16 x float> zeroinitializer)
  %913 = getelementptr inbounds float, ptr %908, i64 %720
  %914 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %913, <16 x i1> %768, <16 x float> zeroinitializer)
  br label %915

915:                                              ; preds = %905, %896
  %916 = phi <16 x float> [ %912, %905 ], [ %902, %896 ]
  %917 = phi <16 x float> [ %910, %905 ], [ %900, %896 ]
  %918 = phi <16 x float> [ %914, %905 ], [ %904, %896 ]
  br i1 %86, label %928, label %919

919:                                              ; preds = %915
  %920 = getelementptr inbounds nuw i8, ptr %781, i64 24
  %921 = load float, ptr %920, align 4
  %922 = insertelement <16 x float> poison, float %921, i64 0
  %923 = shufflevector <16 x float> %922, <16 x float> poison, <16 x i32> zeroinitializer
  %924 = insertelement <16 x float> poison, float %921, i64 0
  %925 = shufflevector <16 x float> %924, <16 x float> poison, <16 x i32> zeroinitializer
  %926 = insertelement <16 x float> poison, float %921, i64 0
  %927 = shufflevector <16 x float> %926, <16 x float> poison, <16 x i32> zeroinitializer
  br label %938

928:                                              ; preds = %915
  %929 = add nsw i64 %779, 6
  %930 = mul nsw i64 %929, %54
  %931 = getelementptr inbounds float, ptr %242, i64 %930
  %932 = getelementptr inbounds float, ptr %931, i64 %722
  %933 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %932, <16 x i1> %766, <16 x float> zeroinitializer)
  %934 = getelementptr inbounds float, ptr %931, i64 %721
  %935 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %934, <16 x i1> %767, <16 x float> zeroinitializer)
  %936 = getelementptr inbounds float, ptr %931, i64 %720
  %937 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %936, <16 x i1> %768, <16 x float> zeroinitializer)
  br label %938

938:                                              ; preds = %928, %919
  %939 = phi <16 x float> [ %935, %928 ], [ %925, %919 ]
  %940 = phi <16 x float> [ %933, %928 ], [ %923, %919 ]
  %941 = phi <16 x float> [ %937, %928 ], [ %927, %919 ]
  br i1 %86, label %951, label %942

942:                                              ; preds = %938
  %943 = getelementptr inbounds nuw i8, ptr %781, i64 28
  %944 = load float, ptr %943, align 4
  %945 = insertelement <16 x float> poison, float %944, i64 0
  %946 = shufflevector <16 x float> %945, <16 x float> poison, <16 x i32> zeroinitializer
  %947 = insertelement <16 x float> poison, float %944, i64 0
  %948 = shufflevector <16 x float> %947, <16 x float> poison, <16 x i32> zeroinitializer
  %949 = insertelement <16 x float> poison, float %944, i64 0
  %950 = shufflevector <16 x float> %949, <16 x float> poison, <16 x i32> zeroinitializer
  br label %961

951:                                              ; preds = %938
  %952 = add nsw i64 %779, 7
  %953 = mul nsw i64 %952, %54
  %954 = getelementptr inbounds float, ptr %242, i64 %953
  %955 = getelementptr inbounds float, ptr %954, i64 %722
  %956 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %955, <16 x i1> %766, <16 x float> zeroinitializer)
  %957 = getelementptr inbounds float, ptr %954, i64 %721
  %958 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %957, <16 x i1> %767, <16 x float> zeroinitializer)
  %959 = getelementptr inbounds float, ptr %954, i64 %720
  %960 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %959, <16 x i1> %768, <16 x float> zeroinitializer)
  br label %961

961:                                              ; preds = %951, %942
  %962 = phi <16 x float> [ %958, %951 ], [ %948, %942 ]
  %963 = phi <16 x float> [ %956, %951 ], [ %946, %942 ]
  %964 = phi <16 x float> [ %960, %951 ], [ %950, %942 ]
  %965 = mul i64 %87, %779
  %966 = getelementptr inbounds float, ptr %41, i64 %965
  br i1 %88, label %1019, label %994

967:                                              ; preds = %1115, %1019
  %968 = phi <16 x float> [ %1020, %1019 ], [ %1116, %1115 ]
  %969 = phi <16 x float> [ %1021, %1019 ], [ %1117, %1115 ]
  %970 = phi <16 x float> [ %1022, %1019 ], [ %1118, %1115 ]
  %971 = phi <16 x float> [ %1023, %1019 ], [ %1119, %1115 ]
  %972 = phi <16 x float> [ %1024, %1019 ], [ %1120, %1115 ]
  %973 = phi <16 x float> [ %1025, %1019 ], [ %1121, %1115 ]
  %974 = phi <16 x float> [ %1026, %1019 ], [ %1122, %1115 ]
  %975 = phi <16 x float> [ %1027, %1019 ], [ %1123, %1115 ]
  %976 = phi <16 x float> [ %1028, %1019 ], [ %1124, %1115 ]
  %977 = phi <16 x float> [ %1029, %1019 ], [ %1125, %1115 ]
  %978 = phi <16 x float> [ %1030, %1019 ], [ %1126, %1115 ]
  %979 = phi <16 x float> [ %1031, %1019 ], [ %1127, %1115 ]
  %980 = phi <16 x float> [ %1032, %1019 ], [ %1128, %1115 ]
  %981 = phi <16 x float> [ %1033, %1019 ], [ %1129, %1115 ]
  %982 = phi <16 x float> [ %1034, %1019 ], [ %1130, %1115 ]
  %983 = phi <16 x float> [ %1035, %1019 ], [ %1131, %1115 ]
  %984 = phi <16 x float> [ %1036, %1019 ], [ %1132, %1115 ]
  %985 = phi <16 x float> [ %1037, %1019 ], [ %1133, %1115 ]
  %986 = phi <16 x float> [ %1038, %1019 ], [ %1134, %1115 ]
  %987 = phi <16 x float> [ %1039, %1019 ], [ %1135, %1115 ]
  %988 = phi <16 x float> [ %1040, %1019 ], [ %1136, %1115 ]
  %989 = phi <16 x float> [ %1041, %1019 ], [ %1137, %1115 ]
  %990 = phi <16 x float> [ %1042, %1019 ], [ %1138, %1115 ]
  %991 = phi <16 x float> [ %1043, %1019 ], [ %1139, %1115 ]
  %992 = icmp slt i64 %1048, %5
  %993 = add i64 %1044, -16
  br i1 %992, label %1019, label %994

994:                                              ; preds = %967, %961
  %995 = phi <16 x float> [ %964, %961 ], [ %968, %967 ]
  %996 = phi <16 x float> [ %962, %961 ], [ %969, %967 ]
  %997 = phi <16 x float> [ %963, %961 ], [ %970, %967 ]
  %998 = phi <16 x float> [ %941, %961 ], [ %971, %967 ]
  %999 = phi <16 x float> [ %939, %961 ], [ %972, %967 ]
  %1000 = phi <16 x float> [ %940, %961 ], [ %973, %967 ]
  %1001 = phi <16 x float> [ %918, %961 ], [ %974, %967 ]
  %1002 = phi <16 x float> [ %916, %961 ], [ %975, %967 ]
  %1003 = phi <16 x float> [ %917, %961 ], [ %976, %967 ]
  %1004 = phi <16 x float> [ %895, %961 ], [ %977, %967 ]
  %1005 = phi <16 x float> [ %893, %961 ], [ %978, %967 ]
  %1006 = phi <16 x float> [ %894, %961 ], [ %979, %967 ]
  %1007 = phi <16 x float> [ %872, %961 ], [ %986, %967 ]
  %1008 = phi <16 x float> [ %870, %961 ], [ %987, %967 ]
  %1009 = phi <16 x float> [ %871, %961 ], [ %988, %967 ]
  %1010 = phi <16 x float> [ %849, %961 ], [ %989, %967 ]
  %1011 = phi <16 x float> [ %847, %961 ], [ %990, %967 ]
  %1012 = phi <16 x float> [ %848, %961 ], [ %991, %967 ]
  %1013 = phi <16 x float> [ %826, %961 ], [ %980, %967 ]
  %1014 = phi <16 x float> [ %824, %961 ], [ %981, %967 ]
  %1015 = phi <16 x float> [ %825, %961 ], [ %982, %967 ]
  %1016 = phi <16 x float> [ %803, %961 ], [ %983, %967 ]
  %1017 = phi <16 x float> [ %801, %961 ], [ %984, %967 ]
  %1018 = phi <16 x float> [ %802, %961 ], [ %985, %967 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  store <16 x float> %1018, ptr %31, align 64
  store <16 x float> %1017, ptr %203, align 64
  store <16 x float> %1016, ptr %204, align 64
  store <16 x float> %1015, ptr %205, align 64
  store <16 x float> %1014, ptr %206, align 64
  store <16 x float> %1013, ptr %207, align 64
  store <16 x float> %1012, ptr %208, align 64
  store <16 x float> %1011, ptr %209, align 64
  store <16 x float> %1010, ptr %210, align 64
  store <16 x float> %1009, ptr %211, align 64
  store <16 x float> %1008, ptr %212, align 64
  store <16 x float> %1007, ptr %213, align 64
  store <16 x float> %1006, ptr %214, align 64
  store <16 x float> %1005, ptr %215, align 64
  store <16 x float> %1004, ptr %216, align 64
  store <16 x float> %1003, ptr %217, align 64
  store <16 x float> %1002, ptr %218, align 64
  store <16 x float> %1001, ptr %219, align 64
  store <16 x float> %1000, ptr %220, align 64
  store <16 x float> %999, ptr %221, align 64
  store <16 x float> %998, ptr %222, align 64
  store <16 x float> %997, ptr %223, align 64
  store <16 x float> %996, ptr %224, align 64
  store <16 x float> %995, ptr %225, align 64
  br label %1244

1019:                                             ; preds = %961, %967
  %1020 = phi <16 x float> [ %968, %967 ], [ %964, %961 ]
  %1021 = phi <16 x float> [ %969, %967 ], [ %962, %961 ]
  %1022 = phi <16 x float> [ %970, %967 ], [ %963, %961 ]
  %1023 = phi <16 x float> [ %971, %967 ], [ %941, %961 ]
  %1024 = phi <16 x float> [ %972, %967 ], [ %939, %961 ]
  %1025 = phi <16 x float> [ %973, %967 ], [ %940, %961 ]
  %1026 = phi <16 x float> [ %974, %967 ], [ %918, %961 ]
  %1027 = phi <16 x float> [ %975, %967 ], [ %916, %961 ]
  %1028 = phi <16 x float> [ %976, %967 ], [ %917, %961 ]
  %1029 = phi <16 x float> [ %977, %967 ], [ %895, %961 ]
  %1030 = phi <16 x float> [ %978, %967 ], [ %893, %961 ]
  %1031 = phi <16 x float> [ %979, %967 ], [ %894, %961 ]
  %1032 = phi <16 x float> [ %980, %967 ], [ %826, %961 ]
  %1033 = phi <16 x float> [ %981, %967 ], [ %824, %961 ]
  %1034 = phi <16 x float> [ %982, %967 ], [ %825, %961 ]
  %1035 = phi <16 x float> [ %983, %967 ], [ %803, %961 ]
  %1036 = phi <16 x float> [ %984, %967 ], [ %801, %961 ]
  %1037 = phi <16 x float> [ %985, %967 ], [ %802, %961 ]
  %1038 = phi <16 x float> [ %986, %967 ], [ %872, %961 ]
  %1039 = phi <16 x float> [ %987, %967 ], [ %870, %961 ]
  %1040 = phi <16 x float> [ %988, %967 ], [ %871, %961 ]
  %1041 = phi <16 x float> [ %989, %967 ], [ %849, %961 ]
  %1042 = phi <16 x float> [ %990, %967 ], [ %847, %961 ]
  %1043 = phi <16 x float> [ %991, %967 ], [ %848, %961 ]
  %1044 = phi i64 [ %993, %967 ], [ %5, %961 ]
  %1045 = phi i64 [ %1048, %967 ], [ 0, %961 ]
  %1046 = call i64 @llvm.smin.i64(i64 %1044, i64 16)
  %1047 = add i64 %1046, %1045
  %1048 = add nuw nsw i64 %1045, 16
  br i1 %89, label %1049, label %967

1049:                                             ; preds = %1019
  %1050 = sub nsw i64 %5, %1045
  %1051 = icmp sgt i64 %1050, 15
  %1052 = mul nsw i64 %1045, %84
  %1053 = getelementptr inbounds float, ptr %240, i64 %1052
  %1054 = mul nuw nsw i64 %1045, %85
  %1055 = getelementptr inbounds nuw float, ptr %966, i64 %1054
  %1056 = icmp sgt i64 %5, %1045
  %1057 = or i1 %1051, %1056
  br label %1058

1058:                                             ; preds = %1049, %1115
  %1059 = phi <16 x float> [ %1020, %1049 ], [ %1116, %1115 ]
  %1060 = phi <16 x float> [ %1021, %1049 ], [ %1117, %1115 ]
  %1061 = phi <16 x float> [ %1022, %1049 ], [ %1118, %1115 ]
  %1062 = phi <16 x float> [ %1023, %1049 ], [ %1119, %1115 ]
  %1063 = phi <16 x float> [ %1024, %1049 ], [ %1120, %1115 ]
  %1064 = phi <16 x float> [ %1025, %1049 ], [ %1121, %1115 ]
  %1065 = phi <16 x float> [ %1026, %1049 ], [ %1122, %1115 ]
  %1066 = phi <16 x float> [ %1027, %1049 ], [ %1123, %1115 ]
  %1067 = phi <16 x float> [ %1028, %1049 ], [ %1124, %1115 ]
  %1068 = phi <16 x float> [ %1029, %1049 ], [ %1125, %1115 ]
  %1069 = phi <16 x float> [ %1030, %1049 ], [ %1126, %1115 ]
  %1070 = phi <16 x float> [ %1031, %1049 ], [ %1127, %1115 ]
  %1071 = phi <16 x float> [ %1032, %1049 ], [ %1128, %1115 ]
  %1072 = phi <16 x float> [ %1033, %1049 ], [ %1129, %1115 ]
  %1073 = phi <16 x float> [ %1034, %1049 ], [ %1130, %1115 ]
  %1074 = phi <16 x float> [ %1035, %1049 ], [ %1131, %1115 ]
  %1075 = phi <16 x float> [ %1036, %1049 ], [ %1132, %1115 ]
  %1076 = phi <16 x float> [ %1037, %1049 ], [ %1133, %1115 ]
  %1077 = phi <16 x float> [ %1038, %1049 ], [ %1134, %1115 ]
  %1078 = phi <16 x float> [ %1039, %1049 ], [ %1135, %1115 ]
  %1079 = phi <16 x float> [ %1040, %1049 ], [ %1136, %1115 ]
  %1080 = phi <16 x float> [ %1041, %1049 ], [ %1137, %1115 ]
  %1081 = phi <16 x float> [ %1042, %1049 ], [ %1138, %1115 ]
  %1082 = phi <16 x float> [ %1043, %1049 ], [ %1139, %1115 ]
  %1083 = phi i64 [ 0, %1049 ], [ %1140, %1115 ]
  %1084 = mul nuw nsw i64 %1083, 24
  %1085 = getelementptr nuw i8, ptr %35, i64 %1084
  %1086 = load i64, ptr %1085, align 8
  %1087 = getelementptr inbounds nuw i8, ptr %1085, i64 8
  %1088 = load i64, ptr %1087, align 8
  %1089 = getelementptr inbounds nuw i8, ptr %1085, i64 16
  %1090 = load i64, ptr %1089, align 8
  br i1 %1057, label %1091, label %1115

1091:                                             ; preds = %1058
  %1092 = mul nuw nsw i64 %1083, 12
  %1093 = getelementptr nuw i8, ptr %36, i64 %1092
  %1094 = getelementptr inbounds nuw i8, ptr %1093, i64 8
  %1095 = load i32, ptr %1094, align 4
  %1096 = getelementptr inbounds nuw i8, ptr %1093, i64 4
  %1097 = load i32, ptr %1096, align 4
  %1098 = load i32, ptr %1093, align 4
  %1099 = getelementptr inbounds nuw float, ptr %1055, i64 %1083
  %1100 = trunc i32 %1098 to i16
  %1101 = bitcast i16 %1100 to <16 x i1>
  %1102 = lshr i32 %1098, 16
  %1103 = trunc nuw i32 %1102 to i16
  %1104 = bitcast i16 %1103 to <16 x i1>
  %1105 = trunc i32 %1097 to i16
  %1106 = bitcast i16 %1105 to <16 x i1>
  %1107 = lshr i32 %1097, 16
  %1108 = trunc nuw i32 %1107 to i16
  %1109 = bitcast i16 %1108 to <16 x i1>
  %1110 = trunc i32 %1095 to i16
  %1111 = bitcast i16 %1110 to <16 x i1>
  %1112 = lshr i32 %1095, 16
  %1113 = trunc nuw i32 %1112 to i16
  %1114 = bitcast i16 %1113 to <16 x i1>
  br label %1142

1115:                                             ; preds = %1142, %1058
  %1116 = phi <16 x float> [ %1059, %1058 ], [ %1239, %1142 ]
  %1117 = phi <16 x float> [ %1060, %1058 ], [ %1238, %1142 ]
  %1118 = phi <16 x float> [ %1061, %1058 ], [ %1237, %1142 ]
  %1119 = phi <16 x float> [ %1062, %1058 ], [ %1232, %1142 ]
  %1120 = phi <16 x float> [ %1063, %1058 ], [ %1231, %1142 ]
  %1121 = phi <16 x float> [ %1064, %1058 ], [ %1230, %1142 ]
  %1122 = phi <16 x float> [ %1065, %1058 ], [ %1225, %1142 ]
  %1123 = phi <16 x float> [ %1066, %1058 ], [ %1224, %1142 ]
  %1124 = phi <16 x float> [ %1067, %1058 ], [ %1223, %1142 ]
  %1125 = phi <16 x float> [ %1068, %1058 ], [ %1218, %1142 ]
  %1126 = phi <16 x float> [ %1069, %1058 ], [ %1217, %1142 ]
  %1127 = phi <16 x float> [ %1070, %1058 ], [ %1216, %1142 ]
  %1128 = phi <16 x float> [ %1071, %1058 ], [ %1197, %1142 ]
  %1129 = phi <16 x float> [ %1072, %1058 ], [ %1196, %1142 ]
  %1130 = phi <16 x float> [ %1073, %1058 ], [ %1195, %1142 ]
  %1131 = phi <16 x float> [ %1074, %1058 ], [ %1190, %1142 ]
  %1132 = phi <16 x float> [ %1075, %1058 ], [ %1189, %1142 ]
  %1133 = phi <16 x float> [ %1076, %1058 ], [ %1188, %1142 ]
  %1134 = phi <16 x float> [ %1077, %1058 ], [ %1211, %1142 ]
  %1135 = phi <16 x float> [ %1078, %1058 ], [ %1210, %1142 ]
  %1136 = phi <16 x float> [ %1079, %1058 ], [ %1209, %1142 ]
  %1137 = phi <16 x float> [ %1080, %1058 ], [ %1204, %1142 ]
  %1138 = phi <16 x float> [ %1081, %1058 ], [ %1203, %1142 ]
  %1139 = phi <16 x float> [ %1082, %1058 ], [ %1202, %1142 ]
  %1140 = add nuw nsw i64 %1083, 1
  %1141 = icmp eq i64 %1140, %85
  br i1 %1141, label %967, label %1058

1142:                                             ; preds = %1091, %1142
  %1143 = phi <16 x float> [ %1239, %1142 ], [ %1059, %1091 ]
  %1144 = phi <16 x float> [ %1238, %1142 ], [ %1060, %1091 ]
  %1145 = phi <16 x float> [ %1237, %1142 ], [ %1061, %1091 ]
  %1146 = phi <16 x float> [ %1232, %1142 ], [ %1062, %1091 ]
  %1147 = phi <16 x float> [ %1231, %1142 ], [ %1063, %1091 ]
  %1148 = phi <16 x float> [ %1230, %1142 ], [ %1064, %1091 ]
  %1149 = phi <16 x float> [ %1225, %1142 ], [ %1065, %1091 ]
  %1150 = phi <16 x float> [ %1224, %1142 ], [ %1066, %1091 ]
  %1151 = phi <16 x float> [ %1223, %1142 ], [ %1067, %1091 ]
  %1152 = phi <16 x float> [ %1218, %1142 ], [ %1068, %1091 ]
  %1153 = phi <16 x float> [ %1217, %1142 ], [ %1069, %1091 ]
  %1154 = phi <16 x float> [ %1216, %1142 ], [ %1070, %1091 ]
  %1155 = phi <16 x float> [ %1197, %1142 ], [ %1071, %1091 ]
  %1156 = phi <16 x float> [ %1196, %1142 ], [ %1072, %1091 ]
  %1157 = phi <16 x float> [ %1195, %1142 ], [ %1073, %1091 ]
  %1158 = phi <16 x float> [ %1190, %1142 ], [ %1074, %1091 ]
  %1159 = phi <16 x float> [ %1189, %1142 ], [ %1075, %1091 ]
  %1160 = phi <16 x float> [ %1188, %1142 ], [ %1076, %1091 ]
  %1161 = phi <16 x float> [ %1211, %1142 ], [ %1077, %1091 ]
  %1162 = phi <16 x float> [ %1210, %1142 ], [ %1078, %1091 ]
  %1163 = phi <16 x float> [ %1209, %1142 ], [ %1079, %1091 ]
  %1164 = phi <16 x float> [ %1204, %1142 ], [ %1080, %1091 ]
  %1165 = phi <16 x float> [ %1203, %1142 ], [ %1081, %1091 ]
  %1166 = phi <16 x float> [ %1202, %1142 ], [ %1082, %1091 ]
  %1167 = phi i64 [ %1240, %1142 ], [ %1045, %1091 ]
  %1168 = phi ptr [ %1242, %1142 ], [ %1099, %1091 ]
  %1169 = phi ptr [ %1241, %1142 ], [ %1053, %1091 ]
  %1170 = getelementptr inbounds float, ptr %1169, i64 %1086
  %1171 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1170, <16 x i1> %1101, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1172 = getelementptr inbounds nuw i8, ptr %1170, i64 64
  %1173 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1172, <16 x i1> %1104, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1174 = shufflevector <16 x float> %1171, <16 x float> %1173, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1175 = getelementptr inbounds float, ptr %1169, i64 %1088
  %1176 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1175, <16 x i1> %1106, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1177 = getelementptr inbounds nuw i8, ptr %1175, i64 64
  %1178 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1177, <16 x i1> %1109, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1179 = shufflevector <16 x float> %1176, <16 x float> %1178, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1180 = getelementptr inbounds float, ptr %1169, i64 %1090
  %1181 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1180, <16 x i1> %1111, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1182 = getelementptr inbounds nuw i8, ptr %1180, i64 64
  %1183 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1182, <16 x i1> %1114, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1184 = shufflevector <16 x float> %1181, <16 x float> %1183, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1185 = load float, ptr %1168, align 4
  %1186 = insertelement <16 x float> poison, float %1185, i64 0
  %1187 = shufflevector <16 x float> %1186, <16 x float> poison, <16 x i32> zeroinitializer
  %1188 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1174, <16 x float> %1187, <16 x float> %1160)
  %1189 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1179, <16 x float> %1187, <16 x float> %1159)
  %1190 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1184, <16 x float> %1187, <16 x float> %1158)
  %1191 = getelementptr inbounds float, ptr %1168, i64 %87
  %1192 = load float, ptr %1191, align 4
  %1193 = insertelement <16 x float> poison, float %1192, i64 0
  %1194 = shufflevector <16 x float> %1193, <16 x float> poison, <16 x i32> zeroinitializer
  %1195 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1174, <16 x float> %1194, <16 x float> %1157)
  %1196 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1179, <16 x float> %1194, <16 x float> %1156)
  %1197 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1184, <16 x float> %1194, <16 x float> %1155)
  %1198 = getelementptr inbounds i8, ptr %1168, i64 %124
  %1199 = load float, ptr %1198, align 4
  %1200 = insertelement <16 x float> poison, float %1199, i64 0
  %1201 = shufflevector <16 x float> %1200, <16 x float> poison, <16 x i32> zeroinitializer
  %1202 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1174, <16 x float> %1201, <16 x float> %1166)
  %1203 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1179, <16 x float> %1201, <16 x float> %1165)
  %1204 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1184, <16 x float> %1201, <16 x float> %1164)
  %1205 = getelementptr inbounds i8, ptr %1168, i64 %125
  %1206 = load float, ptr %1205, align 4
  %1207 = insertelement <16 x float> poison, float %1206, i64 0
  %1208 = shufflevector <16 x float> %1207, <16 x float> poison, <16 x i32> zeroinitializer
  %1209 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1174, <16 x float> %1208, <16 x float> %1163)
  %1210 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1179, <16 x float> %1208, <16 x float> %1162)
  %1211 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1184, <16 x float> %1208, <16 x float> %1161)
  %1212 = getelementptr inbounds i8, ptr %1168, i64 %126
  %1213 = load float, ptr %1212, align 4
  %1214 = insertelement <16 x float> poison, float %1213, i64 0
  %1215 = shufflevector <16 x float> %1214, <16 x float> poison, <16 x i32> zeroinitializer
  %1216 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1174, <16 x float> %1215, <16 x float> %1154)
  %1217 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1179, <16 x float> %1215, <16 x float> %1153)
  %1218 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1184, <16 x float> %1215, <16 x float> %1152)
  %1219 = getelementptr inbounds i8, ptr %1168, i64 %127
  %1220 = load float, ptr %1219, align 4
  %1221 = insertelement <16 x float> poison, float %1220, i64 0
  %1222 = shufflevector <16 x float> %1221, <16 x float> poison, <16 x i32> zeroinitializer
  %1223 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1174, <16 x float> %1222, <16 x float> %1151)
  %1224 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1179, <16 x float> %1222, <16 x float> %1150)
  %1225 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1184, <16 x float> %1222, <16 x float> %1149)
  %1226 = getelementptr inbounds i8, ptr %1168, i64 %128
  %1227 = load float, ptr %1226, align 4
  %1228 = insertelement <16 x float> poison, float %1227, i64 0
  %1229 = shufflevector <16 x float> %1228, <16 x float> poison, <16 x i32> zeroinitializer
  %1230 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1174, <16 x float> %1229, <16 x float> %1148)
  %1231 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1179, <16 x float> %1229, <16 x float> %1147)
  %1232 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1184, <16 x float> %1229, <16 x float> %1146)
  %1233 = getelementptr inbounds i8, ptr %1168, i64 %129
  %1234 = load float, ptr %1233, align 4
  %1235 = insertelement <16 x float> poison, float %1234, i64 0
  %1236 = shufflevector <16 x float> %1235, <16 x float> poison, <16 x i32> zeroinitializer
  %1237 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1174, <16 x float> %1236, <16 x float> %1145)
  %1238 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1179, <16 x float> %1236, <16 x float> %1144)
  %1239 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1184, <16 x float> %1236, <16 x float> %1143)
  %1240 = add nuw nsw i64 %1167, 1
  %1241 = getelementptr inbounds float, ptr %1169, i64 %84
  %1242 = getelementptr inbounds nuw float, ptr %1168, i64 %85
  %1243 = icmp eq i64 %1240, %1047
  br i1 %1243, label %1115, label %1142

1244:                                             ; preds = %994, %1441
  %1245 = phi i64 [ 0, %994 ], [ %1443, %1441 ]
  %1246 = add nsw i64 %779, %1245
  %1247 = mul nsw i64 %1246, %54
  %1248 = icmp sgt i64 %780, %1245
  %1249 = getelementptr inbounds nuw [3 x <16 x float>], ptr %31, i64 %1245
  %1250 = add nsw i64 %722, %1247
  %1251 = select i1 %1248, <16 x i1> zeroinitializer, <16 x i1> %769
  %1252 = getelementptr inbounds float, ptr %247, i64 %1250
  %1253 = load <16 x float>, ptr %1249, align 64
  br i1 %90, label %1313, label %1254

1254:                                             ; preds = %1244
  %1255 = getelementptr inbounds float, ptr %245, i64 %1250
  switch i64 %130, label %1273 [
    i64 1, label %1256
    i64 2, label %1259
    i64 3, label %1266
    i64 0, label %1313
  ]

1256:                                             ; preds = %1254
  %1257 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1255, <16 x i1> %1251, <16 x float> zeroinitializer)
  %1258 = fadd <16 x float> %1253, %1257
  br label %1275

1259:                                             ; preds = %1254
  %1260 = bitcast <16 x float> %1253 to <8 x i64>
  %1261 = or <8 x i64> %1260, %92
  %1262 = fcmp oeq <16 x float> %1253, %53
  %1263 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1253, i32 4)
  %1264 = bitcast <8 x i64> %1261 to <16 x float>
  %1265 = select <16 x i1> %1262, <16 x float> %1264, <16 x float> %1263
  br label %1275

1266:                                             ; preds = %1254
  %1267 = bitcast <16 x float> %1253 to <8 x i64>
  %1268 = and <8 x i64> %1267, %91
  %1269 = fcmp oeq <16 x float> %1253, %50
  %1270 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1253, i32 4)
  %1271 = bitcast <8 x i64> %1268 to <16 x float>
  %1272 = select <16 x i1> %1269, <16 x float> %1271, <16 x float> %1270
  br label %1275

1273:                                             ; preds = %1254
  unreachable

1274:                                             ; preds = %2066, %2047, %2028, %2002, %1983, %1964, %1938, %1919, %1900, %1422, %1403, %1384, %1358, %1339, %1320, %1294, %1275
  unreachable

1275:                                             ; preds = %1266, %1259, %1256
  %1276 = phi <16 x float> [ %1258, %1256 ], [ %1265, %1259 ], [ %1272, %1266 ]
  switch i64 %132, label %1274 [
    i64 1, label %1291
    i64 2, label %1284
    i64 3, label %1277
    i64 0, label %1313
  ]

1277:                                             ; preds = %1275
  %1278 = bitcast <16 x float> %1276 to <8 x i64>
  %1279 = and <8 x i64> %1278, %91
  %1280 = fcmp oeq <16 x float> %1276, %50
  %1281 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1276, i32 4)
  %1282 = bitcast <8 x i64> %1279 to <16 x float>
  %1283 = select <16 x i1> %1280, <16 x float> %1282, <16 x float> %1281
  br label %1294

1284:                                             ; preds = %1275
  %1285 = bitcast <16 x float> %1276 to <8 x i64>
  %1286 = or <8 x i64> %1285, %92
  %1287 = fcmp oeq <16 x float> %1276, %53
  %1288 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1276, i32 4)
  %1289 = bitcast <8 x i64> %1286 to <16 x float>
  %1290 = select <16 x i1> %1287, <16 x float> %1289, <16 x float> %1288
  br label %1294

1291:                                             ; preds = %1275
  %1292 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1255, <16 x i1> %1251, <16 x float> zeroinitializer)
  %1293 = fadd <16 x float> %1276, %1292
  br label %1294

1294:                                             ; preds = %1291, %1284, %1277
  %1295 = phi <16 x float> [ %1293, %1291 ], [ %1290, %1284 ], [ %1283, %1277 ]
  switch i64 %134, label %1274 [
    i64 1, label %1310
    i64 2, label %1303
    i64 3, label %1296
    i64 0, label %1313
  ]

1296:                                             ; preds = %1294
  %1297 = bitcast <16 x float> %1295 to <8 x i64>
  %1298 = and <8 x i64> %1297, %91
  %1299 = fcmp oeq <16 x float> %1295, %50
  %1300 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1295, i32 4)
  %1301 = bitcast <8 x i64> %1298 to <16 x float>
  %1302 = select <16 x i1> %1299, <16 x float> %1301, <16 x float> %1300
  br label %1313

1303:                                             ; preds = %1294
  %1304 = bitcast <16 x float> %1295 to <8 x i64>
  %1305 = or <8 x i64> %1304, %92
  %1306 = fcmp oeq <16 x float> %1295, %53
  %1307 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1295, i32 4)
  %1308 = bitcast <8 x i64> %1305 to <16 x float>
  %1309 = select <16 x i1> %1306, <16 x float> %1308, <16 x float> %1307
  br label %1313

1310:                                             ; preds = %1294
  %1311 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1255, <16 x i1> %1251, <16 x float> zeroinitializer)
  %1312 = fadd <16 x float> %1295, %1311
  br label %1313

1313:                                             ; preds = %1244, %1254, %1275, %1294, %1310, %1303, %1296
  %1314 = phi <16 x float> [ %1302, %1296 ], [ %1253, %1254 ], [ %1295, %1294 ], [ %1276, %1275 ], [ %1312, %1310 ], [ %1309, %1303 ], [ %1253, %1244 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1314, ptr align 1 %1252, <16 x i1> %1251)
  %1315 = add nsw i64 %721, %1247
  %1316 = select i1 %1248, <16 x i1> zeroinitializer, <16 x i1> %770
  %1317 = getelementptr inbounds float, ptr %247, i64 %1315
  %1318 = getelementptr inbounds nuw i8, ptr %1249, i64 64
  %1319 = load <16 x float>, ptr %1318, align 64
  br i1 %90, label %1377, label %1320

1320:                                             ; preds = %1313
  %1321 = getelementptr inbounds float, ptr %245, i64 %1315
  switch i64 %135, label %1274 [
    i64 1, label %1336
    i64 2, label %1329
    i64 3, label %1322
    i64 0, label %1377
  ]

1322:                                             ; preds = %1320
  %1323 = bitcast <16 x float> %1319 to <8 x i64>
  %1324 = and <8 x i64> %1323, %91
  %1325 = fcmp oeq <16 x float> %1319, %50
  %1326 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1319, i32 4)
  %1327 = bitcast <8 x i64> %1324 to <16 x float>
  %1328 = select <16 x i1> %1325, <16 x float> %1327, <16 x float> %1326
  br label %1339

1329:                                             ; preds = %1320
  %1330 = bitcast <16 x float> %1319 to <8 x i64>
  %1331 = or <8 x i64> %1330, %92
  %1332 = fcmp oeq <16 x float> %1319, %53
  %1333 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1319, i32 4)
  %1334 = bitcast <8 x i64> %1331 to <16 x float>
  %1335 = select <16 x i1> %1332, <16 x float> %1334, <16 x float> %1333
  br label %1339

1336:                                             ; preds = %1320
  %1337 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1321, <16 x i1> %1316, <16 x float> zeroinitializer)
  %1338 = fadd <16 x float> %1319, %1337
  br label %1339

1339:                                             ; preds = %1336, %1329, %1322
  %1340 = phi <16 x float> [ %1338, %1336 ], [ %1335, %1329 ], [ %1328, %1322 ]
  switch i64 %137, label %1274 [
    i64 1, label %1355
    i64 2, label %1348
    i64 3, label %1341
    i64 0, label %1377
  ]

1341:                                             ; preds = %1339
  %1342 = bitcast <16 x float> %1340 to <8 x i64>
  %1343 = and <8 x i64> %1342, %91
  %1344 = fcmp oeq <16 x float> %1340, %50
  %1345 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1340, i32 4)
  %1346 = bitcast <8 x i64> %1343 to <16 x float>
  %1347 = select <16 x i1> %1344, <16 x float> %1346, <16 x float> %1345
  br label %1358

1348:                                             ; preds = %1339
  %1349 = bitcast <16 x float> %1340 to <8 x i64>
  %1350 = or <8 x i64> %1349, %92
  %1351 = fcmp oeq <16 x float> %1340, %53
  %1352 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1340, i32 4)
  %1353 = bitcast <8 x i64> %1350 to <16 x float>
  %1354 = select <16 x i1> %1351, <16 x float> %1353, <16 x float> %1352
  br label %1358

1355:                                             ; preds = %1339
  %1356 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1321, <16 x i1> %1316, <16 x float> zeroinitializer)
  %1357 = fadd <16 x float> %1340, %1356
  br label %1358

1358:                                             ; preds = %1355, %1348, %1341
  %1359 = phi <16 x float> [ %1357, %1355 ], [ %1354, %1348 ], [ %1347, %1341 ]
  switch i64 %139, label %1274 [
    i64 1, label %1374
    i64 2, label %1367
    i64 3, label %1360
    i64 0, label %1377
  ]

1360:                                             ; preds = %1358
  %1361 = bitcast <16 x float> %1359 to <8 x i64>
  %1362 = and <8 x i64> %1361, %91
  %1363 = fcmp oeq <16 x float> %1359, %50
  %1364 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1359, i32 4)
  %1365 = bitcast <8 x i64> %1362 to <16 x float>
  %1366 = select <16 x i1> %1363, <16 x float> %1365, <16 x float> %1364
  br label %1377

1367:                                             ; preds = %1358
  %1368 = bitcast <16 x float> %1359 to <8 x i64>
  %1369 = or <8 x i64> %1368, %92
  %1370 = fcmp oeq <16 x float> %1359, %53
  %1371 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1359, i32 4)
  %1372 = bitcast <8 x i64> %1369 to <16 x float>
  %1373 = select <16 x i1> %1370, <16 x float> %1372, <16 x float> %1371
  br label %1377

1374:                                             ; preds = %1358
  %1375 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1321, <16 x i1> %1316, <16 x float> zeroinitializer)
  %1376 = fadd <16 x float> %1359, %1375
  br label %1377

1377:                                             ; preds = %1313, %1320, %1339, %1358, %1374, %1367, %1360
  %1378 = phi <16 x float> [ %1366, %1360 ], [ %1319, %1320 ], [ %1359, %1358 ], [ %1340, %1339 ], [ %1376, %1374 ], [ %1373, %1367 ], [ %1319, %1313 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1378, ptr align 1 %1317, <16 x i1> %1316)
  %1379 = add nsw i64 %720, %1247
  %1380 = select i1 %1248, <16 x i1> zeroinitializer, <16 x i1> %771
  %1381 = getelementptr inbounds float, ptr %247, i64 %1379
  %1382 = getelementptr inbounds nuw i8, ptr %1249, i64 128
  %1383 = load <16 x float>, ptr %1382, align 64
  br i1 %90, label %1441, label %1384

1384:                                             ; preds = %1377
  %1385 = getelementptr inbounds float, ptr %245, i64 %1379
  switch i64 %140, label %1274 [
    i64 1, label %1400
    i64 2, label %1393
    i64 3, label %1386
    i64 0, label %1441
  ]

1386:                                             ; preds = %1384
  %1387 = bitcast <16 x float> %1383 to <8 x i64>
  %1388 = and <8 x i64> %1387, %91
  %1389 = fcmp oeq <16 x float> %1383, %50
  %1390 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1383, i32 4)
  %1391 = bitcast <8 x i64> %1388 to <16 x float>
  %1392 = select <16 x i1> %1389, <16 x float> %1391, <16 x float> %1390
  br label %1403

1393:                                             ; preds = %1384
  %1394 = bitcast <16 x float> %1383 to <8 x i64>
  %1395 = or <8 x i64> %1394, %92
  %1396 = fcmp oeq <16 x float> %1383, %53
  %1397 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1383, i32 4)
  %1398 = bitcast <8 x i64> %1395 to <16 x float>
  %1399 = select <16 x i1> %1396, <16 x float> %1398, <16 x float> %1397
  br label %1403

1400:                                             ; preds = %1384
  %1401 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1385, <16 x i1> %1380, <16 x float> zeroinitializer)
  %1402 = fadd <16 x float> %1383, %1401
  br label %1403

1403:                                             ; preds = %1400, %1393, %1386
  %1404 = phi <16 x float> [ %1402, %1400 ], [ %1399, %1393 ], [ %1392, %1386 ]
  switch i64 %142, label %1274 [
    i64 1, label %1419
    i64 2, label %1412
    i64 3, label %1405
    i64 0, label %1441
  ]

1405:                                             ; preds = %1403
  %1406 = bitcast <16 x float> %1404 to <8 x i64>
  %1407 = and <8 x i64> %1406, %91
  %1408 = fcmp oeq <16 x float> %1404, %50
  %1409 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1404, i32 4)
  %1410 = bitcast <8 x i64> %1407 to <16 x float>
  %1411 = select <16 x i1> %1408, <16 x float> %1410, <16 x float> %1409
  br label %1422

1412:                                             ; preds = %1403
  %1413 = bitcast <16 x float> %1404 to <8 x i64>
  %1414 = or <8 x i64> %1413, %92
  %1415 = fcmp oeq <16 x float> %1404, %53
  %1416 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1404, i32 4)
  %1417 = bitcast <8 x i64> %1414 to <16 x float>
  %1418 = select <16 x i1> %1415, <16 x float> %1417, <16 x float> %1416
  br label %1422

1419:                                             ; preds = %1403
  %1420 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1385, <16 x i1> %1380, <16 x float> zeroinitializer)
  %1421 = fadd <16 x float> %1404, %1420
  br label %1422

1422:                                             ; preds = %1419, %1412, %1405
  %1423 = phi <16 x float> [ %1421, %1419 ], [ %1418, %1412 ], [ %1411, %1405 ]
  switch i64 %144, label %1274 [
    i64 1, label %1438
    i64 2, label %1431
    i64 3, label %1424
    i64 0, label %1441
  ]

1424:                                             ; preds = %1422
  %1425 = bitcast <16 x float> %1423 to <8 x i64>
  %1426 = and <8 x i64> %1425, %91
  %1427 = fcmp oeq <16 x float> %1423, %50
  %1428 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1423, i32 4)
  %1429 = bitcast <8 x i64> %1426 to <16 x float>
  %1430 = select <16 x i1> %1427, <16 x float> %1429, <16 x float> %1428
  br label %1441

1431:                                             ; preds = %1422
  %1432 = bitcast <16 x float> %1423 to <8 x i64>
  %1433 = or <8 x i64> %1432, %92
  %1434 = fcmp oeq <16 x float> %1423, %53
  %1435 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1423, i32 4)
  %1436 = bitcast <8 x i64> %1433 to <16 x float>
  %1437 = select <16 x i1> %1434, <16 x float> %1436, <16 x float> %1435
  br label %1441

1438:                                             ; preds = %1422
  %1439 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1385, <16 x i1> %1380, <16 x float> zeroinitializer)
  %1440 = fadd <16 x float> %1423, %1439
  br label %1441

1441:                                             ; preds = %1377, %1384, %1403, %1422, %1438, %1431, %1424
  %1442 = phi <16 x float> [ %1430, %1424 ], [ %1383, %1384 ], [ %1423, %1422 ], [ %1404, %1403 ], [ %1440, %1438 ], [ %1437, %1431 ], [ %1383, %1377 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1442, ptr align 1 %1381, <16 x i1> %1380)
  %1443 = add nuw nsw i64 %1245, 1
  %1444 = icmp eq i64 %1443, 8
  br i1 %1444, label %1445, label %1244

1445:                                             ; preds = %1441
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %2090

1446:                                             ; preds = %775
  br i1 %86, label %1455, label %1447

1447:                                             ; preds = %1446
  %1448 = load float, ptr %781, align 4
  %1449 = insertelement <16 x float> poison, float %1448, i64 0
  %1450 = shufflevector <16 x float> %1449, <16 x float> poison, <16 x i32> zeroinitializer
  %1451 = insertelement <16 x float> poison, float %1448, i64 0
  %1452 = shufflevector <16 x float> %1451, <16 x float> poison, <16 x i32> zeroinitializer
  %1453 = insertelement <16 x float> poison, float %1448, i64 0
  %1454 = shufflevector <16 x float> %1453, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1464

1455:                                             ; preds = %1446
  %1456 = mul nsw i64 %779, %54
  %1457 = getelementptr inbounds float, ptr %242, i64 %1456
  %1458 = getelementptr inbounds float, ptr %1457, i64 %722
  %1459 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1458, <16 x i1> %742, <16 x float> zeroinitializer)
  %1460 = getelementptr inbounds float, ptr %1457, i64 %721
  %1461 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1460, <16 x i1> %743, <16 x float> zeroinitializer)
  %1462 = getelementptr inbounds float, ptr %1457, i64 %720
  %1463 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1462, <16 x i1> %744, <16 x float> zeroinitializer)
  br label %1464

1464:                                             ; preds = %1455, %1447
  %1465 = phi <16 x float> [ %1461, %1455 ], [ %1452, %1447 ]
  %1466 = phi <16 x float> [ %1459, %1455 ], [ %1450, %1447 ]
  %1467 = phi <16 x float> [ %1463, %1455 ], [ %1454, %1447 ]
  br i1 %86, label %1477, label %1468

1468:                                             ; preds = %1464
  %1469 = getelementptr inbounds nuw i8, ptr %781, i64 4
  %1470 = load float, ptr %1469, align 4
  %1471 = insertelement <16 x float> poison, float %1470, i64 0
  %1472 = shufflevector <16 x float> %1471, <16 x float> poison, <16 x i32> zeroinitializer
  %1473 = insertelement <16 x float> poison, float %1470, i64 0
  %1474 = shufflevector <16 x float> %1473, <16 x float> poison, <16 x i32> zeroinitializer
  %1475 = insertelement <16 x float> poison, float %1470, i64 0
  %1476 = shufflevector <16 x float> %1475, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1487

1477:                                             ; preds = %1464
  %1478 = add nsw i64 %779, 1
  %1479 = mul nsw i64 %1478, %54
  %1480 = getelementptr inbounds float, ptr %242, i64 %1479
  %1481 = getelementptr inbounds float, ptr %1480, i64 %722
  %1482 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1481, <16 x i1> %742, <16 x float> zeroinitializer)
  %1483 = getelementptr inbounds float, ptr %1480, i64 %721
  %1484 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1483, <16 x i1> %743, <16 x float> zeroinitializer)
  %1485 = getelementptr inbounds float, ptr %1480, i64 %720
  %1486 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1485, <16 x i1> %744, <16 x float> zeroinitializer)
  br label %1487

1487:                                             ; preds = %1477, %1468
  %1488 = phi <16 x float> [ %1484, %1477 ], [ %1474, %1468 ]
  %1489 = phi <16 x float> [ %1482, %1477 ], [ %1472, %1468 ]
  %1490 = phi <16 x float> [ %1486, %1477 ], [ %1476, %1468 ]
  br i1 %86, label %1500, label %1491

1491:                                             ; preds = %1487
  %1492 = getelementptr inbounds nuw i8, ptr %781, i64 8
  %1493 = load float, ptr %1492, align 4
  %1494 = insertelement <16 x float> poison, float %1493, i64 0
  %1495 = shufflevector <16 x float> %1494, <16 x float> poison, <16 x i32> zeroinitializer
  %1496 = insertelement <16 x float> poison, float %1493, i64 0
  %1497 = shufflevector <16 x float> %1496, <16 x float> poison, <16 x i32> zeroinitializer
  %1498 = insertelement <16 x float> poison, float %1493, i64 0
  %1499 = shufflevector <16 x float> %1498, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1510

1500:                                             ; preds = %1487
  %1501 = add nsw i64 %779, 2
  %1502 = mul nsw i64 %1501, %54
  %1503 = getelementptr inbounds float, ptr %242, i64 %1502
  %1504 = getelementptr inbounds float, ptr %1503, i64 %722
  %1505 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1504, <16 x i1> %742, <16 x float> zeroinitializer)
  %1506 = getelementptr inbounds float, ptr %1503, i64 %721
  %1507 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1506, <16 x i1> %743, <16 x float> zeroinitializer)
  %1508 = getelementptr inbounds float, ptr %1503, i64 %720
  %1509 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1508, <16 x i1> %744, <16 x float> zeroinitializer)
  br label %1510

1510:                                             ; preds = %1500, %1491
  %1511 = phi <16 x float> [ %1507, %1500 ], [ %1497, %1491 ]
  %1512 = phi <16 x float> [ %1505, %1500 ], [ %1495, %1491 ]
  %1513 = phi <16 x float> [ %1509, %1500 ], [ %1499, %1491 ]
  br i1 %86, label %1523, label %1514

1514:                                             ; preds = %1510
  %1515 = getelementptr inbounds nuw i8, ptr %781, i64 12
  %1516 = load float, ptr %1515, align 4
  %1517 = insertelement <16 x float> poison, float %1516, i64 0
  %1518 = shufflevector <16 x float> %1517, <16 x float> poison, <16 x i32> zeroinitializer
  %1519 = insertelement <16 x float> poison, float %1516, i64 0
  %1520 = shufflevector <16 x float> %1519, <16 x float> poison, <16 x i32> zeroinitializer
  %1521 = insertelement <16 x float> poison, float %1516, i64 0
  %1522 = shufflevector <16 x float> %1521, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1533

1523:                                             ; preds = %1510
  %1524 = add nsw i64 %779, 3
  %1525 = mul nsw i64 %1524, %54
  %1526 = getelementptr inbounds float, ptr %242, i64 %1525
  %1527 = getelementptr inbounds float, ptr %1526, i64 %722
  %1528 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1527, <16 x i1> %742, <16 x float> zeroinitializer)
  %1529 = getelementptr inbounds float, ptr %1526, i64 %721
  %1530 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1529, <16 x i1> %743, <16 x float> zeroinitializer)
  %1531 = getelementptr inbounds float, ptr %1526, i64 %720
  %1532 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1531, <16 x i1> %744, <16 x float> zeroinitializer)
  br label %1533

1533:                                             ; preds = %1523, %1514
  %1534 = phi <16 x float> [ %1530, %1523 ], [ %1520, %1514 ]
  %1535 = phi <16 x float> [ %1528, %1523 ], [ %1518, %1514 ]
  %1536 = phi <16 x float> [ %1532, %1523 ], [ %1522, %1514 ]
  br i1 %86, label %1546, label %1537

1537:                                             ; preds = %1533
  %1538 = getelementptr inbounds nuw i8, ptr %781, i64 16
  %1539 = load float, ptr %1538, align 4
  %1540 = insertelement <16 x float> poison, float %1539, i64 0
  %1541 = shufflevector <16 x float> %1540, <16 x float> poison, <16 x i32> zeroinitializer
  %1542 = insertelement <16 x float> poison, float %1539, i64 0
  %1543 = shufflevector <16 x float> %1542, <16 x float> poison, <16 x i32> zeroinitializer
  %1544 = insertelement <16 x float> poison, float %1539, i64 0
  %1545 = shufflevector <16 x float> %1544, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1556

1546:                                             ; preds = %1533
  %1547 = add nsw i64 %779, 4
  %1548 = mul nsw i64 %1547, %54
  %1549 = getelementptr inbounds float, ptr %242, i64 %1548
  %1550 = getelementptr inbounds float, ptr %1549, i64 %722
  %1551 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1550, <16 x i1> %742, <16 x float> zeroinitializer)
  %1552 = getelementptr inbounds float, ptr %1549, i64 %721
  %1553 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1552, <16 x i1> %743, <16 x float> zeroinitializer)
  %1554 = getelementptr inbounds float, ptr %1549, i64 %720
  %1555 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1554, <16 x i1> %744, <16 x float> zeroinitializer)
  br label %1556

1556:                                             ; preds = %1546, %1537
  %1557 = phi <16 x float> [ %1553, %1546 ], [ %1543, %1537 ]
  %1558 = phi <16 x float> [ %1551, %1546 ], [ %1541, %1537 ]
  %1559 = phi <16 x float> [ %1555, %1546 ], [ %1545, %1537 ]
  br i1 %86, label %1569, label %1560

1560:                                             ; preds = %1556
  %1561 = getelementptr inbounds nuw i8, ptr %781, i64 20
  %1562 = load float, ptr %1561, align 4
  %1563 = insertelement <16 x float> poison, float %1562, i64 0
  %1564 = shufflevector <16 x float> %1563, <16 x float> poison, <16 x i32> zeroinitializer
  %1565 = insertelement <16 x float> poison, float %1562, i64 0
  %1566 = shufflevector <16 x float> %1565, <16 x float> poison, <16 x i32> zeroinitializer
  %1567 = insertelement <16 x float> poison, float %1562, i64 0
  %1568 = shufflevector <16 x float> %1567, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1579

1569:                                             ; preds = %1556
  %1570 = add nsw i64 %779, 5
  %1571 = mul nsw i64 %1570, %54
  %1572 = getelementptr inbounds float, ptr %242, i64 %1571
  %1573 = getelementptr inbounds float, ptr %1572, i64 %722
  %1574 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1573, <16 x i1> %742, <16 x float> zeroinitializer)
  %1575 = getelementptr inbounds float, ptr %1572, i64 %721
  %1576 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1575, <16 x i1> %743, <16 x float> zeroinitializer)
  %1577 = getelementptr inbounds float, ptr %1572, i64 %720
  %1578 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1577, <16 x i1> %744, <16 x float> zeroinitializer)
  br label %1579

1579:                                             ; preds = %1569, %1560
  %1580 = phi <16 x float> [ %1576, %1569 ], [ %1566, %1560 ]
  %1581 = phi <16 x float> [ %1574, %1569 ], [ %1564, %1560 ]
  %1582 = phi <16 x float> [ %1578, %1569 ], [ %1568, %1560 ]
  br i1 %86, label %1592, label %1583

1583:                                             ; preds = %1579
  %1584 = getelementptr inbounds nuw i8, ptr %781, i64 24
  %1585 = load float, ptr %1584, align 4
  %1586 = insertelement <16 x float> poison, float %1585, i64 0
  %1587 = shufflevector <16 x float> %1586, <16 x float> poison, <16 x i32> zeroinitializer
  %1588 = insertelement <16 x float> poison, float %1585, i64 0
  %1589 = shufflevector <16 x float> %1588, <16 x float> poison, <16 x i32> zeroinitializer
  %1590 = insertelement <16 x float> poison, float %1585, i64 0
  %1591 = shufflevector <16 x float> %1590, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1602

1592:                                             ; preds = %1579
  %1593 = add nsw i64 %779, 6
  %1594 = mul nsw i64 %1593, %54
  %1595 = getelementptr inbounds float, ptr %242, i64 %1594
  %1596 = getelementptr inbounds float, ptr %1595, i64 %722
  %1597 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1596, <16 x i1> %742, <16 x float> zeroinitializer)
  %1598 = getelementptr inbounds float, ptr %1595, i64 %721
  %1599 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1598, <16 x i1> %743, <16 x float> zeroinitializer)
  %1600 = getelementptr inbounds float, ptr %1595, i64 %720
  %1601 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1600, <16 x i1> %744, <16 x float> zeroinitializer)
  br label %1602

1602:                                             ; preds = %1592, %1583
  %1603 = phi <16 x float> [ %1599, %1592 ], [ %1589, %1583 ]
  %1604 = phi <16 x float> [ %1597, %1592 ], [ %1587, %1583 ]
  %1605 = phi <16 x float> [ %1601, %1592 ], [ %1591, %1583 ]
  br i1 %86, label %1615, label %1606

1606:                                             ; preds = %1602
  %1607 = getelementptr inbounds nuw i8, ptr %781, i64 28
  %1608 = load float, ptr %1607, align 4
  %1609 = insertelement <16 x float> poison, float %1608, i64 0
  %1610 = shufflevector <16 x float> %1609, <16 x float> poison, <16 x i32> zeroinitializer
  %1611 = insertelement <16 x float> poison, float %1608, i64 0
  %1612 = shufflevector <16 x float> %1611, <16 x float> poison, <16 x i32> zeroinitializer
  %1613 = insertelement <16 x float> poison, float %1608, i64 0
  %1614 = shufflevector <16 x float> %1613, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1625

1615:                                             ; preds = %1602
  %1616 = add nsw i64 %779, 7
  %1617 = mul nsw i64 %1616, %54
  %1618 = getelementptr inbounds float, ptr %242, i64 %1617
  %1619 = getelementptr inbounds float, ptr %1618, i64 %722
  %1620 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1619, <16 x i1> %742, <16 x float> zeroinitializer)
  %1621 = getelementptr inbounds float, ptr %1618, i64 %721
  %1622 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1621, <16 x i1> %743, <16 x float> zeroinitializer)
  %1623 = getelementptr inbounds float, ptr %1618, i64 %720
  %1624 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1623, <16 x i1> %744, <16 x float> zeroinitializer)
  br label %1625

1625:                                             ; preds = %1615, %1606
  %1626 = phi <16 x float> [ %1622, %1615 ], [ %1612, %1606 ]
  %1627 = phi <16 x float> [ %1620, %1615 ], [ %1610, %1606 ]
  %1628 = phi <16 x float> [ %1624, %1615 ], [ %1614, %1606 ]
  %1629 = mul i64 %87, %779
  %1630 = getelementptr inbounds float, ptr %41, i64 %1629
  br i1 %88, label %1683, label %1658

1631:                                             ; preds = %1770, %1683
  %1632 = phi <16 x float> [ %1684, %1683 ], [ %1771, %1770 ]
  %1633 = phi <16 x float> [ %1685, %1683 ], [ %1772, %1770 ]
  %1634 = phi <16 x float> [ %1686, %1683 ], [ %1773, %1770 ]
  %1635 = phi <16 x float> [ %1687, %1683 ], [ %1774, %1770 ]
  %1636 = phi <16 x float> [ %1688, %1683 ], [ %1775, %1770 ]
  %1637 = phi <16 x float> [ %1689, %1683 ], [ %1776, %1770 ]
  %1638 = phi <16 x float> [ %1690, %1683 ], [ %1777, %1770 ]
  %1639 = phi <16 x float> [ %1691, %1683 ], [ %1778, %1770 ]
  %1640 = phi <16 x float> [ %1692, %1683 ], [ %1779, %1770 ]
  %1641 = phi <16 x float> [ %1693, %1683 ], [ %1780, %1770 ]
  %1642 = phi <16 x float> [ %1694, %1683 ], [ %1781, %1770 ]
  %1643 = phi <16 x float> [ %1695, %1683 ], [ %1782, %1770 ]
  %1644 = phi <16 x float> [ %1696, %1683 ], [ %1783, %1770 ]
  %1645 = phi <16 x float> [ %1697, %1683 ], [ %1784, %1770 ]
  %1646 = phi <16 x float> [ %1698, %1683 ], [ %1785, %1770 ]
  %1647 = phi <16 x float> [ %1699, %1683 ], [ %1786, %1770 ]
  %1648 = phi <16 x float> [ %1700, %1683 ], [ %1787, %1770 ]
  %1649 = phi <16 x float> [ %1701, %1683 ], [ %1788, %1770 ]
  %1650 = phi <16 x float> [ %1702, %1683 ], [ %1789, %1770 ]
  %1651 = phi <16 x float> [ %1703, %1683 ], [ %1790, %1770 ]
  %1652 = phi <16 x float> [ %1704, %1683 ], [ %1791, %1770 ]
  %1653 = phi <16 x float> [ %1705, %1683 ], [ %1792, %1770 ]
  %1654 = phi <16 x float> [ %1706, %1683 ], [ %1793, %1770 ]
  %1655 = phi <16 x float> [ %1707, %1683 ], [ %1794, %1770 ]
  %1656 = icmp slt i64 %1712, %5
  %1657 = add i64 %1708, -16
  br i1 %1656, label %1683, label %1658

1658:                                             ; preds = %1631, %1625
  %1659 = phi <16 x float> [ %1628, %1625 ], [ %1632, %1631 ]
  %1660 = phi <16 x float> [ %1626, %1625 ], [ %1633, %1631 ]
  %1661 = phi <16 x float> [ %1627, %1625 ], [ %1634, %1631 ]
  %1662 = phi <16 x float> [ %1605, %1625 ], [ %1635, %1631 ]
  %1663 = phi <16 x float> [ %1603, %1625 ], [ %1636, %1631 ]
  %1664 = phi <16 x float> [ %1604, %1625 ], [ %1637, %1631 ]
  %1665 = phi <16 x float> [ %1582, %1625 ], [ %1638, %1631 ]
  %1666 = phi <16 x float> [ %1580, %1625 ], [ %1639, %1631 ]
  %1667 = phi <16 x float> [ %1581, %1625 ], [ %1640, %1631 ]
  %1668 = phi <16 x float> [ %1559, %1625 ], [ %1647, %1631 ]
  %1669 = phi <16 x float> [ %1557, %1625 ], [ %1648, %1631 ]
  %1670 = phi <16 x float> [ %1558, %1625 ], [ %1649, %1631 ]
  %1671 = phi <16 x float> [ %1536, %1625 ], [ %1650, %1631 ]
  %1672 = phi <16 x float> [ %1534, %1625 ], [ %1651, %1631 ]
  %1673 = phi <16 x float> [ %1535, %1625 ], [ %1652, %1631 ]
  %1674 = phi <16 x float> [ %1513, %1625 ], [ %1653, %1631 ]
  %1675 = phi <16 x float> [ %1511, %1625 ], [ %1654, %1631 ]
  %1676 = phi <16 x float> [ %1512, %1625 ], [ %1655, %1631 ]
  %1677 = phi <16 x float> [ %1490, %1625 ], [ %1641, %1631 ]
  %1678 = phi <16 x float> [ %1488, %1625 ], [ %1642, %1631 ]
  %1679 = phi <16 x float> [ %1489, %1625 ], [ %1643, %1631 ]
  %1680 = phi <16 x float> [ %1467, %1625 ], [ %1644, %1631 ]
  %1681 = phi <16 x float> [ %1465, %1625 ], [ %1645, %1631 ]
  %1682 = phi <16 x float> [ %1466, %1625 ], [ %1646, %1631 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  store <16 x float> %1682, ptr %32, align 64
  store <16 x float> %1681, ptr %180, align 64
  store <16 x float> %1680, ptr %181, align 64
  store <16 x float> %1679, ptr %182, align 64
  store <16 x float> %1678, ptr %183, align 64
  store <16 x float> %1677, ptr %184, align 64
  store <16 x float> %1676, ptr %185, align 64
  store <16 x float> %1675, ptr %186, align 64
  store <16 x float> %1674, ptr %187, align 64
  store <16 x float> %1673, ptr %188, align 64
  store <16 x float> %1672, ptr %189, align 64
  store <16 x float> %1671, ptr %190, align 64
  store <16 x float> %1670, ptr %191, align 64
  store <16 x float> %1669, ptr %192, align 64
  store <16 x float> %1668, ptr %193, align 64
  store <16 x float> %1667, ptr %194, align 64
  store <16 x float> %1666, ptr %195, align 64
  store <16 x float> %1665, ptr %196, align 64
  store <16 x float> %1664, ptr %197, align 64
  store <16 x float> %1663, ptr %198, align 64
  store <16 x float> %1662, ptr %199, align 64
  store <16 x float> %1661, ptr %200, align 64
  store <16 x float> %1660, ptr %201, align 64
  store <16 x float> %1659, ptr %202, align 64
  br label %1890

1683:                                             ; preds = %1625, %1631
  %1684 = phi <16 x float> [ %1632, %1631 ], [ %1628, %1625 ]
  %1685 = phi <16 x float> [ %1633, %1631 ], [ %1626, %1625 ]
  %1686 = phi <16 x float> [ %1634, %1631 ], [ %1627, %1625 ]
  %1687 = phi <16 x float> [ %1635, %1631 ], [ %1605, %1625 ]
  %1688 = phi <16 x float> [ %1636, %1631 ], [ %1603, %1625 ]
  %1689 = phi <16 x float> [ %1637, %1631 ], [ %1604, %1625 ]
  %1690 = phi <16 x float> [ %1638, %1631 ], [ %1582, %1625 ]
  %1691 = phi <16 x float> [ %1639, %1631 ], [ %1580, %1625 ]
  %1692 = phi <16 x float> [ %1640, %1631 ], [ %1581, %1625 ]
  %1693 = phi <16 x float> [ %1641, %1631 ], [ %1490, %1625 ]
  %1694 = phi <16 x float> [ %1642, %1631 ], [ %1488, %1625 ]
  %1695 = phi <16 x float> [ %1643, %1631 ], [ %1489, %1625 ]
  %1696 = phi <16 x float> [ %1644, %1631 ], [ %1467, %1625 ]
  %1697 = phi <16 x float> [ %1645, %1631 ], [ %1465, %1625 ]
  %1698 = phi <16 x float> [ %1646, %1631 ], [ %1466, %1625 ]
  %1699 = phi <16 x float> [ %1647, %1631 ], [ %1559, %1625 ]
  %1700 = phi <16 x float> [ %1648, %1631 ], [ %1557, %1625 ]
  %1701 = phi <16 x float> [ %1649, %1631 ], [ %1558, %1625 ]
  %1702 = phi <16 x float> [ %1650, %1631 ], [ %1536, %1625 ]
  %1703 = phi <16 x float> [ %1651, %1631 ], [ %1534, %1625 ]
  %1704 = phi <16 x float> [ %1652, %1631 ], [ %1535, %1625 ]
  %1705 = phi <16 x float> [ %1653, %1631 ], [ %1513, %1625 ]
  %1706 = phi <16 x float> [ %1654, %1631 ], [ %1511, %1625 ]
  %1707 = phi <16 x float> [ %1655, %1631 ], [ %1512, %1625 ]
  %1708 = phi i64 [ %1657, %1631 ], [ %5, %1625 ]
  %1709 = phi i64 [ %1712, %1631 ], [ 0, %1625 ]
  %1710 = call i64 @llvm.smin.i64(i64 %1708, i64 16)
  %1711 = add i64 %1710, %1709
  %1712 = add nuw nsw i64 %1709, 16
  br i1 %89, label %1713, label %1631

1713:                                             ; preds = %1683
  %1714 = sub nsw i64 %5, %1709
  %1715 = icmp sgt i64 %1714, 15
  %1716 = mul nsw i64 %1709, %84
  %1717 = getelementptr inbounds float, ptr %240, i64 %1716
  %1718 = mul nuw nsw i64 %1709, %85
  %1719 = getelementptr inbounds nuw float, ptr %1630, i64 %1718
  %1720 = icmp sgt i64 %5, %1709
  %1721 = or i1 %1715, %1720
  br label %1722

1722:                                             ; preds = %1713, %1770
  %1723 = phi <16 x float> [ %1684, %1713 ], [ %1771, %1770 ]
  %1724 = phi <16 x float> [ %1685, %1713 ], [ %1772, %1770 ]
  %1725 = phi <16 x float> [ %1686, %1713 ], [ %1773, %1770 ]
  %1726 = phi <16 x float> [ %1687, %1713 ], [ %1774, %1770 ]
  %1727 = phi <16 x float> [ %1688, %1713 ], [ %1775, %1770 ]
  %1728 = phi <16 x float> [ %1689, %1713 ], [ %1776, %1770 ]
  %1729 = phi <16 x float> [ %1690, %1713 ], [ %1777, %1770 ]
  %1730 = phi <16 x float> [ %1691, %1713 ], [ %1778, %1770 ]
  %1731 = phi <16 x float> [ %1692, %1713 ], [ %1779, %1770 ]
  %1732 = phi <16 x float> [ %1693, %1713 ], [ %1780, %1770 ]
  %1733 = phi <16 x float> [ %1694, %1713 ], [ %1781, %1770 ]
  %1734 = phi <16 x float> [ %1695, %1713 ], [ %1782, %1770 ]
  %1735 = phi <16 x float> [ %1696, %1713 ], [ %1783, %1770 ]
  %1736 = phi <16 x float> [ %1697, %1713 ], [ %1784, %1770 ]
  %1737 = phi <16 x float> [ %1698, %1713 ], [ %1785, %1770 ]
  %1738 = phi <16 x float> [ %1699, %1713 ], [ %1786, %1770 ]
  %1739 = phi <16 x float> [ %1700, %1713 ], [ %1787, %1770 ]
  %1740 = phi <16 x float> [ %1701, %1713 ], [ %1788, %1770 ]
  %1741 = phi <16 x float> [ %1702, %1713 ], [ %1789, %1770 ]
  %1742 = phi <16 x float> [ %1703, %1713 ], [ %1790, %1770 ]
  %1743 = phi <16 x float> [ %1704, %1713 ], [ %1791, %1770 ]
  %1744 = phi <16 x float> [ %1705, %1713 ], [ %1792, %1770 ]
  %1745 = phi <16 x float> [ %1706, %1713 ], [ %1793, %1770 ]
  %1746 = phi <16 x float> [ %1707, %1713 ], [ %1794, %1770 ]
  %1747 = phi i64 [ 0, %1713 ], [ %1795, %1770 ]
  %1748 = mul nuw nsw i64 %1747, 24
  %1749 = getelementptr nuw i8, ptr %35, i64 %1748
  %1750 = load i64, ptr %1749, align 8
  %1751 = getelementptr inbounds nuw i8, ptr %1749, i64 8
  %1752 = load i64, ptr %1751, align 8
  %1753 = getelementptr inbounds nuw i8, ptr %1749, i64 16
  %1754 = load i64, ptr %1753, align 8
  br i1 %1721, label %1755, label %1770

1755:                                             ; preds = %1722
  %1756 = mul nuw nsw i64 %1747, 12
  %1757 = getelementptr nuw i8, ptr %36, i64 %1756
  %1758 = getelementptr inbounds nuw i8, ptr %1757, i64 8
  %1759 = load i32, ptr %1758, align 4
  %1760 = getelementptr inbounds nuw i8, ptr %1757, i64 4
  %1761 = load i32, ptr %1760, align 4
  %1762 = load i32, ptr %1757, align 4
  %1763 = getelementptr inbounds nuw float, ptr %1719, i64 %1747
  %1764 = trunc i32 %1762 to i16
  %1765 = bitcast i16 %1764 to <16 x i1>
  %1766 = trunc i32 %1761 to i16
  %1767 = bitcast i16 %1766 to <16 x i1>
  %1768 = trunc i32 %1759 to i16
  %1769 = bitcast i16 %1768 to <16 x i1>
  br label %1797

1770:                                             ; preds = %1797, %1722
  %1771 = phi <16 x float> [ %1723, %1722 ], [ %1885, %1797 ]
  %1772 = phi <16 x float> [ %1724, %1722 ], [ %1884, %1797 ]
  %1773 = phi <16 x float> [ %1725, %1722 ], [ %1883, %1797 ]
  %1774 = phi <16 x float> [ %1726, %1722 ], [ %1878, %1797 ]
  %1775 = phi <16 x float> [ %1727, %1722 ], [ %1877, %1797 ]
  %1776 = phi <16 x float> [ %1728, %1722 ], [ %1876, %1797 ]
  %1777 = phi <16 x float> [ %1729, %1722 ], [ %1871, %1797 ]
  %1778 = phi <16 x float> [ %1730, %1722 ], [ %1870, %1797 ]
  %1779 = phi <16 x float> [ %1731, %1722 ], [ %1869, %1797 ]
  %1780 = phi <16 x float> [ %1732, %1722 ], [ %1843, %1797 ]
  %1781 = phi <16 x float> [ %1733, %1722 ], [ %1842, %1797 ]
  %1782 = phi <16 x float> [ %1734, %1722 ], [ %1841, %1797 ]
  %1783 = phi <16 x float> [ %1735, %1722 ], [ %1836, %1797 ]
  %1784 = phi <16 x float> [ %1736, %1722 ], [ %1835, %1797 ]
  %1785 = phi <16 x float> [ %1737, %1722 ], [ %1834, %1797 ]
  %1786 = phi <16 x float> [ %1738, %1722 ], [ %1864, %1797 ]
  %1787 = phi <16 x float> [ %1739, %1722 ], [ %1863, %1797 ]
  %1788 = phi <16 x float> [ %1740, %1722 ], [ %1862, %1797 ]
  %1789 = phi <16 x float> [ %1741, %1722 ], [ %1857, %1797 ]
  %1790 = phi <16 x float> [ %1742, %1722 ], [ %1856, %1797 ]
  %1791 = phi <16 x float> [ %1743, %1722 ], [ %1855, %1797 ]
  %1792 = phi <16 x float> [ %1744, %1722 ], [ %1850, %1797 ]
  %1793 = phi <16 x float> [ %1745, %1722 ], [ %1849, %1797 ]
  %1794 = phi <16 x float> [ %1746, %1722 ], [ %1848, %1797 ]
  %1795 = add nuw nsw i64 %1747, 1
  %1796 = icmp eq i64 %1795, %85
  br i1 %1796, label %1631, label %1722

1797:                                             ; preds = %1755, %1797
  %1798 = phi <16 x float> [ %1885, %1797 ], [ %1723, %1755 ]
  %1799 = phi <16 x float> [ %1884, %1797 ], [ %1724, %1755 ]
  %1800 = phi <16 x float> [ %1883, %1797 ], [ %1725, %1755 ]
  %1801 = phi <16 x float> [ %1878, %1797 ], [ %1726, %1755 ]
  %1802 = phi <16 x float> [ %1877, %1797 ], [ %1727, %1755 ]
  %1803 = phi <16 x float> [ %1876, %1797 ], [ %1728, %1755 ]
  %1804 = phi <16 x float> [ %1871, %1797 ], [ %1729, %1755 ]
  %1805 = phi <16 x float> [ %1870, %1797 ], [ %1730, %1755 ]
  %1806 = phi <16 x float> [ %1869, %1797 ], [ %1731, %1755 ]
  %1807 = phi <16 x float> [ %1843, %1797 ], [ %1732, %1755 ]
  %1808 = phi <16 x float> [ %1842, %1797 ], [ %1733, %1755 ]
  %1809 = phi <16 x float> [ %1841, %1797 ], [ %1734, %1755 ]
  %1810 = phi <16 x float> [ %1836, %1797 ], [ %1735, %1755 ]
  %1811 = phi <16 x float> [ %1835, %1797 ], [ %1736, %1755 ]
  %1812 = phi <16 x float> [ %1834, %1797 ], [ %1737, %1755 ]
  %1813 = phi <16 x float> [ %1864, %1797 ], [ %1738, %1755 ]
  %1814 = phi <16 x float> [ %1863, %1797 ], [ %1739, %1755 ]
  %1815 = phi <16 x float> [ %1862, %1797 ], [ %1740, %1755 ]
  %1816 = phi <16 x float> [ %1857, %1797 ], [ %1741, %1755 ]
  %1817 = phi <16 x float> [ %1856, %1797 ], [ %1742, %1755 ]
  %1818 = phi <16 x float> [ %1855, %1797 ], [ %1743, %1755 ]
  %1819 = phi <16 x float> [ %1850, %1797 ], [ %1744, %1755 ]
  %1820 = phi <16 x float> [ %1849, %1797 ], [ %1745, %1755 ]
  %1821 = phi <16 x float> [ %1848, %1797 ], [ %1746, %1755 ]
  %1822 = phi i64 [ %1886, %1797 ], [ %1709, %1755 ]
  %1823 = phi ptr [ %1888, %1797 ], [ %1763, %1755 ]
  %1824 = phi ptr [ %1887, %1797 ], [ %1717, %1755 ]
  %1825 = getelementptr inbounds float, ptr %1824, i64 %1750
  %1826 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1825, <16 x i1> %1765, <16 x float> zeroinitializer)
  %1827 = getelementptr inbounds float, ptr %1824, i64 %1752
  %1828 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1827, <16 x i1> %1767, <16 x float> zeroinitializer)
  %1829 = getelementptr inbounds float, ptr %1824, i64 %1754
  %1830 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1829, <16 x i1> %1769, <16 x float> zeroinitializer)
  %1831 = load float, ptr %1823, align 4
  %1832 = insertelement <16 x float> poison, float %1831, i64 0
  %1833 = shufflevector <16 x float> %1832, <16 x float> poison, <16 x i32> zeroinitializer
  %1834 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1826, <16 x float> %1833, <16 x float> %1812)
  %1835 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1828, <16 x float> %1833, <16 x float> %1811)
  %1836 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1830, <16 x float> %1833, <16 x float> %1810)
  %1837 = getelementptr inbounds float, ptr %1823, i64 %87
  %1838 = load float, ptr %1837, align 4
  %1839 = insertelement <16 x float> poison, float %1838, i64 0
  %1840 = shufflevector <16 x float> %1839, <16 x float> poison, <16 x i32> zeroinitializer
  %1841 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1826, <16 x float> %1840, <16 x float> %1809)
  %1842 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1828, <16 x float> %1840, <16 x float> %1808)
  %1843 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1830, <16 x float> %1840, <16 x float> %1807)
  %1844 = getelementptr inbounds i8, ptr %1823, i64 %103
  %1845 = load float, ptr %1844, align 4
  %1846 = insertelement <16 x float> poison, float %1845, i64 0
  %1847 = shufflevector <16 x float> %1846, <16 x float> poison, <16 x i32> zeroinitializer
  %1848 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1826, <16 x float> %1847, <16 x float> %1821)
  %1849 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1828, <16 x float> %1847, <16 x float> %1820)
  %1850 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1830, <16 x float> %1847, <16 x float> %1819)
  %1851 = getelementptr inbounds i8, ptr %1823, i64 %104
  %1852 = load float, ptr %1851, align 4
  %1853 = insertelement <16 x float> poison, float %1852, i64 0
  %1854 = shufflevector <16 x float> %1853, <16 x float> poison, <16 x i32> zeroinitializer
  %1855 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1826, <16 x float> %1854, <16 x float> %1818)
  %1856 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1828, <16 x float> %1854, <16 x float> %1817)
  %1857 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1830, <16 x float> %1854, <16 x float> %1816)
  %1858 = getelementptr inbounds i8, ptr %1823, i64 %105
  %1859 = load float, ptr %1858, align 4
  %1860 = insertelement <16 x float> poison, float %1859, i64 0
  %1861 = shufflevector <16 x float> %1860, <16 x float> poison, <16 x i32> zeroinitializer
  %1862 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1826, <16 x float> %1861, <16 x float> %1815)
  %1863 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1828, <16 x float> %1861, <16 x float> %1814)
  %1864 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1830, <16 x float> %1861, <16 x float> %1813)
  %1865 = getelementptr inbounds i8, ptr %1823, i64 %106
  %1866 = load float, ptr %1865, align 4
  %1867 = insertelement <16 x float> poison, float %1866, i64 0
  %1868 = shufflevector <16 x float> %1867, <16 x float> poison, <16 x i32> zeroinitializer
  %1869 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1826, <16 x float> %1868, <16 x float> %1806)
  %1870 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1828, <16 x float> %1868, <16 x float> %1805)
  %1871 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1830, <16 x float> %1868, <16 x float> %1804)
  %1872 = getelementptr inbounds i8, ptr %1823, i64 %107
  %1873 = load float, ptr %1872, align 4
  %1874 = insertelement <16 x float> poison, float %1873, i64 0
  %1875 = shufflevector <16 x float> %1874, <16 x float> poison, <16 x i32> zeroinitializer
  %1876 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1826, <16 x float> %1875, <16 x float> %1803)
  %1877 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1828, <16 x float> %1875, <16 x float> %1802)
  %1878 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1830, <16 x float> %1875, <16 x float> %1801)
  %1879 = getelementptr inbounds i8, ptr %1823, i64 %108
  %1880 = load float, ptr %1879, align 4
  %1881 = insertelement <16 x float> poison, float %1880, i64 0
  %1882 = shufflevector <16 x float> %1881, <16 x float> poison, <16 x i32> zeroinitializer
  %1883 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1826, <16 x float> %1882, <16 x float> %1800)
  %1884 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1828, <16 x float> %1882, <16 x float> %1799)
  %1885 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1830, <16 x float> %1882, <16 x float> %1798)
  %1886 = add nuw nsw i64 %1822, 1
  %1887 = getelementptr inbounds float, ptr %1824, i64 %84
  %1888 = getelementptr inbounds nuw float, ptr %1823, i64 %85
  %1889 = icmp eq i64 %1886, %1711
  br i1 %1889, label %1770, label %1797

1890:                                             ; preds = %1658, %2085
  %1891 = phi i64 [ 0, %1658 ], [ %2087, %2085 ]
  %1892 = add nsw i64 %779, %1891
  %1893 = mul nsw i64 %1892, %54
  %1894 = icmp sgt i64 %780, %1891
  %1895 = getelementptr inbounds nuw [3 x <16 x float>], ptr %32, i64 %1891
  %1896 = add nsw i64 %722, %1893
  %1897 = select i1 %1894, <16 x i1> zeroinitializer, <16 x i1> %745
  %1898 = getelementptr inbounds float, ptr %247, i64 %1896
  %1899 = load <16 x float>, ptr %1895, align 64
  br i1 %90, label %1957, label %1900

1900:                                             ; preds = %1890
  %1901 = getelementptr inbounds float, ptr %245, i64 %1896
  switch i64 %109, label %1274 [
    i64 1, label %1902
    i64 2, label %1905
    i64 3, label %1912
    i64 0, label %1957
  ]

1902:                                             ; preds = %1900
  %1903 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1901, <16 x i1> %1897, <16 x float> zeroinitializer)
  %1904 = fadd <16 x float> %1899, %1903
  br label %1919

1905:                                             ; preds = %1900
  %1906 = bitcast <16 x float> %1899 to <8 x i64>
  %1907 = or <8 x i64> %1906, %92
  %1908 = fcmp oeq <16 x float> %1899, %53
  %1909 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1899, i32 4)
  %1910 = bitcast <8 x i64> %1907 to <16 x float>
  %1911 = select <16 x i1> %1908, <16 x float> %1910, <16 x float> %1909
  br label %1919

1912:                                             ; preds = %1900
  %1913 = bitcast <16 x float> %1899 to <8 x i64>
  %1914 = and <8 x i64> %1913, %91
  %1915 = fcmp oeq <16 x float> %1899, %50
  %1916 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1899, i32 4)
  %1917 = bitcast <8 x i64> %1914 to <16 x float>
  %1918 = select <16 x i1> %1915, <16 x float> %1917, <16 x float> %1916
  br label %1919

1919:                                             ; preds = %1912, %1905, %1902
  %1920 = phi <16 x float> [ %1904, %1902 ], [ %1911, %1905 ], [ %1918, %1912 ]
  switch i64 %111, label %1274 [
    i64 1, label %1935
    i64 2, label %1928
    i64 3, label %1921
    i64 0, label %1957
  ]

1921:                                             ; preds = %1919
  %1922 = bitcast <16 x float> %1920 to <8 x i64>
  %1923 = and <8 x i64> %1922, %91
  %1924 = fcmp oeq <16 x float> %1920, %50
  %1925 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1920, i32 4)
  %1926 = bitcast <8 x i64> %1923 to <16 x float>
  %1927 = select <16 x i1> %1924, <16 x float> %1926, <16 x float> %1925
  br label %1938

1928:                                             ; preds = %1919
  %1929 = bitcast <16 x float> %1920 to <8 x i64>
  %1930 = or <8 x i64> %1929, %92
  %1931 = fcmp oeq <16 x float> %1920, %53
  %1932 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1920, i32 4)
  %1933 = bitcast <8 x i64> %1930 to <16 x float>
  %1934 = select <16 x i1> %1931, <16 x float> %1933, <16 x float> %1932
  br label %1938

1935:                                             ; preds = %1919
  %1936 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1901, <16 x i1> %1897, <16 x float> zeroinitializer)
  %1937 = fadd <16 x float> %1920, %1936
  br label %1938

1938:                                             ; preds = %1935, %1928, %1921
  %1939 = phi <16 x float> [ %1937, %1935 ], [ %1934, %1928 ], [ %1927, %1921 ]
  switch i64 %113, label %1274 [
    i64 1, label %1954
    i64 2, label %1947
    i64 3, label %1940
    i64 0, label %1957
  ]

1940:                                             ; preds = %1938
  %1941 = bitcast <16 x float> %1939 to <8 x i64>
  %1942 = and <8 x i64> %1941, %91
  %1943 = fcmp oeq <16 x float> %1939, %50
  %1944 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1939, i32 4)
  %1945 = bitcast <8 x i64> %1942 to <16 x float>
  %1946 = select <16 x i1> %1943, <16 x float> %1945, <16 x float> %1944
  br label %1957

1947:                                             ; preds = %1938
  %1948 = bitcast <16 x float> %1939 to <8 x i64>
  %1949 = or <8 x i64> %1948, %92
  %1950 = fcmp oeq <16 x float> %1939, %53
  %1951 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1939, i32 4)
  %1952 = bitcast <8 x i64> %1949 to <16 x float>
  %1953 = select <16 x i1> %1950, <16 x float> %1952, <16 x float> %1951
  br label %1957

1954:                                             ; preds = %1938
  %1955 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1901, <16 x i1> %1897, <16 x float> zeroinitializer)
  %1956 = fadd <16 x float> %1939, %1955
  br label %1957

1957:                                             ; preds = %1890, %1900, %1919, %1938, %1954, %1947, %1940
  %1958 = phi <16 x float> [ %1946, %1940 ], [ %1899, %1900 ], [ %1939, %1938 ], [ %1920, %1919 ], [ %1956, %1954 ], [ %1953, %1947 ], [ %1899, %1890 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1958, ptr align 1 %1898, <16 x i1> %1897)
  %1959 = add nsw i64 %721, %1893
  %1960 = select i1 %1894, <16 x i1> zeroinitializer, <16 x i1> %746
  %1961 = getelementptr inbounds float, ptr %247, i64 %1959
  %1962 = getelementptr inbounds nuw i8, ptr %1895, i64 64
  %1963 = load <16 x float>, ptr %1962, align 64
  br i1 %90, label %2021, label %1964

1964:                                             ; preds = %1957
  %1965 = getelementptr inbounds float, ptr %245, i64 %1959
  switch i64 %114, label %1274 [
    i64 1, label %1980
    i64 2, label %1973
    i64 3, label %1966
    i64 0, label %2021
  ]

1966:                                             ; preds = %1964
  %1967 = bitcast <16 x float> %1963 to <8 x i64>
  %1968 = and <8 x i64> %1967, %91
  %1969 = fcmp oeq <16 x float> %1963, %50
  %1970 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1963, i32 4)
  %1971 = bitcast <8 x i64> %1968 to <16 x float>
  %1972 = select <16 x i1> %1969, <16 x float> %1971, <16 x float> %1970
  br label %1983

1973:                                             ; preds = %1964
  %1974 = bitcast <16 x float> %1963 to <8 x i64>
  %1975 = or <8 x i64> %1974, %92
  %1976 = fcmp oeq <16 x float> %1963, %53
  %1977 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1963, i32 4)
  %1978 = bitcast <8 x i64> %1975 to <16 x float>
  %1979 = select <16 x i1> %1976, <16 x float> %1978, <16 x float> %1977
  br label %1983

1980:                                             ; preds = %1964
  %1981 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1965, <16 x i1> %1960, <16 x float> zeroinitializer)
  %1982 = fadd <16 x float> %1963, %1981
  br label %1983

1983:                                             ; preds = %1980, %1973, %1966
  %1984 = phi <16 x float> [ %1982, %1980 ], [ %1979, %1973 ], [ %1972, %1966 ]
  switch i64 %116, label %1274 [
    i64 1, label %1999
    i64 2, label %1992
    i64 3, label %1985
    i64 0, label %2021
  ]

1985:                                             ; preds = %1983
  %1986 = bitcast <16 x float> %1984 to <8 x i64>
  %1987 = and <8 x i64> %1986, %91
  %1988 = fcmp oeq <16 x float> %1984, %50
  %1989 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1984, i32 4)
  %1990 = bitcast <8 x i64> %1987 to <16 x float>
  %1991 = select <16 x i1> %1988, <16 x float> %1990, <16 x float> %1989
  br label %2002

1992:                                             ; preds = %1983
  %1993 = bitcast <16 x float> %1984 to <8 x i64>
  %1994 = or <8 x i64> %1993, %92
  %1995 = fcmp oeq <16 x float> %1984, %53
  %1996 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1984, i32 4)
  %1997 = bitcast <8 x i64> %1994 to <16 x float>
  %1998 = select <16 x i1> %1995, <16 x float> %1997, <16 x float> %1996
  br label %2002

1999:                                             ; preds = %1983
  %2000 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1965, <16 x i1> %1960, <16 x float> zeroinitializer)
  %2001 = fadd <16 x float> %1984, %2000
  br label %2002

2002:                                             ; preds = %1999, %1992, %1985
  %2003 = phi <16 x float> [ %2001, %1999 ], [ %1998, %1992 ], [ %1991, %1985 ]
  switch i64 %118, label %1274 [
    i64 1, label %2018
    i64 2, label %2011
    i64 3, label %2004
    i64 0, label %2021
  ]

2004:                                             ; preds = %2002
  %2005 = bitcast <16 x float> %2003 to <8 x i64>
  %2006 = and <8 x i64> %2005, %91
  %2007 = fcmp oeq <16 x float> %2003, %50
  %2008 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2003, i32 4)
  %2009 = bitcast <8 x i64> %2006 to <16 x float>
  %2010 = select <16 x i1> %2007, <16 x float> %2009, <16 x float> %2008
  br label %2021

2011:                                             ; preds = %2002
  %2012 = bitcast <16 x float> %2003 to <8 x i64>
  %2013 = or <8 x i64> %2012, %92
  %2014 = fcmp oeq <16 x float> %2003, %53
  %2015 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2003, i32 4)
  %2016 = bitcast <8 x i64> %2013 to <16 x float>
  %2017 = select <16 x i1> %2014, <16 x float> %2016, <16 x float> %2015
  br label %2021

2018:                                             ; preds = %2002
  %2019 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1965, <16 x i1> %1960, <16 x float> zeroinitializer)
  %2020 = fadd <16 x float> %2003, %2019
  br label %2021

2021:                                             ; preds = %1957, %1964, %1983, %2002, %2018, %2011, %2004
  %2022 = phi <16 x float> [ %2010, %2004 ], [ %1963, %1964 ], [ %2003, %2002 ], [ %1984, %1983 ], [ %2020, %2018 ], [ %2017, %2011 ], [ %1963, %1957 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2022, ptr align 1 %1961, <16 x i1> %1960)
  %2023 = add nsw i64 %720, %1893
  %2024 = select i1 %1894, <16 x i1> zeroinitializer, <16 x i1> %747
  %2025 = getelementptr inbounds float, ptr %247, i64 %2023
  %2026 = getelementptr inbounds nuw i8, ptr %1895, i64 128
  %2027 = load <16 x float>, ptr %2026, align 64
  br i1 %90, label %2085, label %2028

2028:                                             ; preds = %2021
  %2029 = getelementptr inbounds float, ptr %245, i64 %2023
  switch i64 %119, label %1274 [
    i64 1, label %2044
    i64 2, label %2037
    i64 3, label %2030
    i64 0, label %2085
  ]

2030:                                             ; preds = %2028
  %2031 = bitcast <16 x float> %2027 to <8 x i64>
  %2032 = and <8 x i64> %2031, %91
  %2033 = fcmp oeq <16 x float> %2027, %50
  %2034 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2027, i32 4)
  %2035 = bitcast <8 x i64> %2032 to <16 x float>
  %2036 = select <16 x i1> %2033, <16 x float> %2035, <16 x float> %2034
  br label %2047

2037:                                             ; preds = %2028
  %2038 = bitcast <16 x float> %2027 to <8 x i64>
  %2039 = or <8 x i64> %2038, %92
  %2040 = fcmp oeq <16 x float> %2027, %53
  %2041 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2027, i32 4)
  %2042 = bitcast <8 x i64> %2039 to <16 x float>
  %2043 = select <16 x i1> %2040, <16 x float> %2042, <16 x float> %2041
  br label %2047

2044:                                             ; preds = %2028
  %2045 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2029, <16 x i1> %2024, <16 x float> zeroinitializer)
  %2046 = fadd <16 x float> %2027, %2045
  br label %2047

2047:                                             ; preds = %2044, %2037, %2030
  %2048 = phi <16 x float> [ %2046, %2044 ], [ %2043, %2037 ], [ %2036, %2030 ]
  switch i64 %121, label %1274 [
    i64 1, label %2063
    i64 2, label %2056
    i64 3, label %2049
    i64 0, label %2085
  ]

2049:                                             ; preds = %2047
  %2050 = bitcast <16 x float> %2048 to <8 x i64>
  %2051 = and <8 x i64> %2050, %91
  %2052 = fcmp oeq <16 x float> %2048, %50
  %2053 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2048, i32 4)
  %2054 = bitcast <8 x i64> %2051 to <16 x float>
  %2055 = select <16 x i1> %2052, <16 x float> %2054, <16 x float> %2053
  br label %2066

2056:                                             ; preds = %2047
  %2057 = bitcast <16 x float> %2048 to <8 x i64>
  %2058 = or <8 x i64> %2057, %92
  %2059 = fcmp oeq <16 x float> %2048, %53
  %2060 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2048, i32 4)
  %2061 = bitcast <8 x i64> %2058 to <16 x float>
  %2062 = select <16 x i1> %2059, <16 x float> %2061, <16 x float> %2060
  br label %2066

2063:                                             ; preds = %2047
  %2064 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2029, <16 x i1> %2024, <16 x float> zeroinitializer)
  %2065 = fadd <16 x float> %2048, %2064
  br label %2066

2066:                                             ; preds = %2063, %2056, %2049
  %2067 = phi <16 x float> [ %2065, %2063 ], [ %2062, %2056 ], [ %2055, %2049 ]
  switch i64 %123, label %1274 [
    i64 1, label %2082
    i64 2, label %2075
    i64 3, label %2068
    i64 0, label %2085
  ]

2068:                                             ; preds = %2066
  %2069 = bitcast <16 x float> %2067 to <8 x i64>
  %2070 = and <8 x i64> %2069, %91
  %2071 = fcmp oeq <16 x float> %2067, %50
  %2072 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2067, i32 4)
  %2073 = bitcast <8 x i64> %2070 to <16 x float>
  %2074 = select <16 x i1> %2071, <16 x float> %2073, <16 x float> %2072
  br label %2085

2075:                                             ; preds = %2066
  %2076 = bitcast <16 x float> %2067 to <8 x i64>
  %2077 = or <8 x i64> %2076, %92
  %2078 = fcmp oeq <16 x float> %2067, %53
  %2079 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2067, i32 4)
  %2080 = bitcast <8 x i64> %2077 to <16 x float>
  %2081 = select <16 x i1> %2078, <16 x float> %2080, <16 x float> %2079
  br label %2085

2082:                                             ; preds = %2066
  %2083 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2029, <16 x i1> %2024, <16 x float> zeroinitializer)
  %2084 = fadd <16 x float> %2067, %2083
  br label %2085

2085:                                             ; preds = %2021, %2028, %2047, %2066, %2082, %2075, %2068
  %2086 = phi <16 x float> [ %2074, %2068 ], [ %2027, %2028 ], [ %2067, %2066 ], [ %2048, %2047 ], [ %2084, %2082 ], [ %2081, %2075 ], [ %2027, %2021 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2086, ptr align 1 %2025, <16 x i1> %2024)
  %2087 = add nuw nsw i64 %1891, 1
  %2088 = icmp eq i64 %2087, 8
  br i1 %2088, label %2089, label %1890

2089:                                             ; preds = %2085
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  br label %2090

2090:                                             ; preds = %2089, %1445
  %2091 = add nsw i64 %776, 8
  %2092 = icmp slt i64 %2091, %235
  br i1 %2092, label %775, label %772
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
  %54 = add i64 %13, %7
  %55 = add i64 %54, -1
  %56 = sdiv i64 %55, %13
  %57 = icmp eq i64 %19, 0
  br i1 %57, label %58, label %61

58:                                               ; preds = %30
  %59 = add nsw i64 %8, 1
  %60 = sdiv i64 %59, 2
  br label %61

61:                                               ; preds = %30, %58
  %62 = phi i64 [ %60, %58 ], [ %10, %30 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  %63 = getelementptr inbounds nuw i8, ptr %34, i64 336
  store i64 %62, ptr %63, align 8
  %64 = icmp sgt i64 %11, 0
  br i1 %64, label %65, label %197

65:                                               ; preds = %61
  %66 = getelementptr inbounds nuw i8, ptr %34, i64 56
  %67 = getelementptr inbounds nuw i8, ptr %34, i64 112
  %68 = shl i64 %56, 1
  %69 = mul i64 %68, %62
  %70 = icmp ult i64 %11, 4
  br i1 %70, label %195, label %71

71:                                               ; preds = %65
  %72 = and i64 %11, 9223372036854775804
  %73 = insertelement <4 x i64> poison, i64 %69, i64 0
  %74 = shufflevector <4 x i64> %73, <4 x i64> poison, <4 x i32> zeroinitializer
  %75 = insertelement <4 x i64> poison, i64 %15, i64 0
  %76 = shufflevector <4 x i64> %75, <4 x i64> poison, <4 x i32> zeroinitializer
  %77 = insertelement <4 x i64> poison, i64 %13, i64 0
  %78 = shufflevector <4 x i64> %77, <4 x i64> poison, <4 x i32> zeroinitializer
  %79 = insertelement <4 x i64> poison, i64 %7, i64 0
  %80 = shufflevector <4 x i64> %79, <4 x i64> poison, <4 x i32> zeroinitializer
  %81 = insertelement <4 x i64> poison, i64 %54, i64 0
  %82 = shufflevector <4 x i64> %81, <4 x i64> poison, <4 x i32> zeroinitializer
  %83 = insertelement <4 x i64> poison, i64 %56, i64 0
  %84 = shufflevector <4 x i64> %83, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %85

85:                                               ; preds = %182, %71
  %86 = phi i64 [ 0, %71 ], [ %190, %182 ]
  %87 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %71 ], [ %191, %182 ]
  %88 = sub nsw <4 x i64> %87, %76
  %89 = icmp sgt <4 x i64> %88, splat (i64 -1)
  %90 = xor <4 x i1> %89, splat (i1 true)
  %91 = xor <4 x i64> %88, splat (i64 -1)
  %92 = add <4 x i64> %78, %91
  %93 = extractelement <4 x i1> %90, i64 0
  br i1 %93, label %94, label %98

94:                                               ; preds = %85
  %95 = extractelement <4 x i64> %92, i64 0
  %96 = sdiv i64 %95, %13
  %97 = insertelement <4 x i64> poison, i64 %96, i64 0
  br label %98

98:                                               ; preds = %94, %85
  %99 = phi <4 x i64> [ poison, %85 ], [ %97, %94 ]
  %100 = extractelement <4 x i1> %90, i64 1
  br i1 %100, label %101, label %105

101:                                              ; preds = %98
  %102 = extractelement <4 x i64> %92, i64 1
  %103 = sdiv i64 %102, %13
  %104 = insertelement <4 x i64> %99, i64 %103, i64 1
  br label %105

105:                                              ; preds = %101, %98
  %106 = phi <4 x i64> [ %99, %98 ], [ %104, %101 ]
  %107 = extractelement <4 x i1> %90, i64 2
  br i1 %107, label %108, label %112

108:                                              ; preds = %105
  %109 = extractelement <4 x i64> %92, i64 2
  %110 = sdiv i64 %109, %13
  %111 = insertelement <4 x i64> %106, i64 %110, i64 2
  br label %112

112:                                              ; preds = %108, %105
  %113 = phi <4 x i64> [ %106, %105 ], [ %111, %108 ]
  %114 = extractelement <4 x i1> %90, i64 3
  br i1 %114, label %115, label %119

115:                                              ; preds = %112
  %116 = extractelement <4 x i64> %92, i64 3
  %117 = sdiv i64 %116, %13
  %118 = insertelement <4 x i64> %113, i64 %117, i64 3
  br label %119

119:                                              ; preds = %115, %112
  %120 = phi <4 x i64> [ %113, %112 ], [ %118, %115 ]
  %121 = sub nsw <4 x i64> zeroinitializer, %120
  %122 = extractelement <4 x i1> %89, i64 0
  br i1 %122, label %123, label %127

123:                                              ; preds = %119
  %124 = extractelement <4 x i64> %88, i64 0
  %125 = sdiv i64 %124, %13
  %126 = insertelement <4 x i64> poison, i64 %125, i64 0
  br label %127

127:                                              ; preds = %123, %119
  %128 = phi <4 x i64> [ poison, %119 ], [ %126, %123 ]
  %129 = extractelement <4 x i1> %89, i64 1
  br i1 %129, label %130, label %134

130:                                              ; preds = %127
  %131 = extractelement <4 x i64> %88, i64 1
  %132 = sdiv i64 %131, %13
  %133 = insertelement <4 x i64> %128, i64 %132, i64 1
  br label %134

134:                                              ; preds = %130, %127
  %135 = phi <4 x i64> [ %128, %127 ], [ %133, %130 ]
  %136 = extractelement <4 x i1> %89, i64 2
  br i1 %136, label %137, label %141

137:                                              ; preds = %134
  %138 = extractelement <4 x i64> %88, i64 2
  %139 = sdiv i64 %138, %13
  %140 = insertelement <4 x i64> %135, i64 %139, i64 2
  br label %141

141:                                              ; preds = %137, %134
  %142 = phi <4 x i64> [ %135, %134 ], [ %140, %137 ]
  %143 = extractelement <4 x i1> %89, i64 3
  br i1 %143, label %144, label %148

144:                                              ; preds = %141
  %145 = extractelement <4 x i64> %88, i64 3
  %146 = sdiv i64 %145, %13
  %147 = insertelement <4 x i64> %142, i64 %146, i64 3
  br label %148

148:                                              ; preds = %144, %141
  %149 = phi <4 x i64> [ %142, %141 ], [ %147, %144 ]
  %150 = select <4 x i1> %89, <4 x i64> %149, <4 x i64> %121
  %151 = mul nsw <4 x i64> %150, %78
  %152 = sub nsw <4 x i64> %88, %151
  %153 = icmp slt <4 x i64> %152, %80
  %154 = xor <4 x i64> %152, splat (i64 -1)
  %155 = add <4 x i64> %82, %154
  %156 = extractelement <4 x i1> %153, i64 0
  br i1 %156, label %157, label %161

157:                                              ; preds = %148
  %158 = extractelement <4 x i64> %155, i64 0
  %159 = sdiv i64 %158, %13
  %160 = insertelement <4 x i64> poison, i64 %159, i64 0
  br label %161

161:                                              ; preds = %157, %148
  %162 = phi <4 x i64> [ poison, %148 ], [ %160, %157 ]
  %163 = extractelement <4 x i1> %153, i64 1
  br i1 %163, label %164, label %168

164:                                              ; preds = %161
  %165 = extractelement <4 x i64> %155, i64 1
  %166 = sdiv i64 %165, %13
  %167 = insertelement <4 x i64> %162, i64 %166, i64 1
  br label %168

168:                                              ; preds = %164, %161
  %169 = phi <4 x i64> [ %162, %161 ], [ %167, %164 ]
  %170 = extractelement <4 x i1> %153, i64 2
  br i1 %170, label %171, label %175

171:                                              ; preds = %168
  %172 = extractelement <4 x i64> %155, i64 2
  %173 = sdiv i64 %172, %13
  %174 = insertelement <4 x i64> %169, i64 %173, i64 2
  br label %175

175:                                              ; preds = %171, %168
  %176 = phi <4 x i64> [ %169, %168 ], [ %174, %171 ]
  %177 = extractelement <4 x i1> %153, i64 3
  br i1 %177, label %178, label %182

178:                                              ; preds = %175
  %179 = extractelement <4 x i64> %155, i64 3
  %180 = sdiv i64 %179, %13
  %181 = insertelement <4 x i64> %176, i64 %180, i64 3
  br label %182

182:                                              ; preds = %178, %175
  %183 = phi <4 x i64> [ %176, %175 ], [ %181, %178 ]
  %184 = select <4 x i1> %153, <4 x i64> %183, <4 x i64> zeroinitializer
  %185 = mul <4 x i64> %74, %152
  %186 = getelementptr inbounds nuw i64, ptr %34, i64 %86
  store <4 x i64> %185, ptr %186, align 8
  %187 = getelementptr inbounds nuw i64, ptr %66, i64 %86
  store <4 x i64> %150, ptr %187, align 8
  %188 = tail call <4 x i64> @llvm.smin.v4i64(<4 x i64> %184, <4 x i64> %84)
  %189 = getelementptr inbounds nuw i64, ptr %67, i64 %86
  store <4 x i64> %188, ptr %189, align 8
  %190 = add nuw i64 %86, 4
  %191 = add nuw nsw <4 x i64> %87, splat (i64 4)
  %192 = icmp eq i64 %190, %72
  br i1 %192, label %193, label %85

193:                                              ; preds = %182
  %194 = icmp eq i64 %11, %72
  br i1 %194, label %197, label %195

195:                                              ; preds = %65, %193
  %196 = phi i64 [ 0, %65 ], [ %72, %193 ]
  br label %205

197:                                              ; preds = %225, %193, %61
  %198 = icmp sgt i64 %12, 0
  br i1 %198, label %199, label %261

199:                                              ; preds = %197
  %200 = add i64 %8, 2
  %201 = mul i64 %62, %56
  %202 = getelementptr inbounds nuw i8, ptr %34, i64 168
  %203 = getelementptr inbounds nuw i8, ptr %34, i64 224
  %204 = getelementptr inbounds nuw i8, ptr %34, i64 280
  br label %234

205:                                              ; preds = %195, %225
  %206 = phi i64 [ %232, %225 ], [ %196, %195 ]
  %207 = sub nsw i64 %206, %15
  %208 = icmp sgt i64 %207, -1
  br i1 %208, label %209, label %211

209:                                              ; preds = %205
  %210 = sdiv i64 %207, %13
  br label %216

211:                                              ; preds = %205
  %212 = xor i64 %207, -1
  %213 = add i64 %13, %212
  %214 = sdiv i64 %213, %13
  %215 = sub nsw i64 0, %214
  br label %216

216:                                              ; preds = %211, %209
  %217 = phi i64 [ %210, %209 ], [ %215, %211 ]
  %218 = mul nsw i64 %217, %13
  %219 = sub nsw i64 %207, %218
  %220 = icmp slt i64 %219, %7
  br i1 %220, label %221, label %225

221:                                              ; preds = %216
  %222 = xor i64 %219, -1
  %223 = add i64 %54, %222
  %224 = sdiv i64 %223, %13
  br label %225

225:                                              ; preds = %221, %216
  %226 = phi i64 [ %224, %221 ], [ 0, %216 ]
  %227 = mul i64 %69, %219
  %228 = getelementptr inbounds nuw i64, ptr %34, i64 %206
  store i64 %227, ptr %228, align 8
  %229 = getelementptr inbounds nuw i64, ptr %66, i64 %206
  store i64 %217, ptr %229, align 8
  %230 = tail call i64 @llvm.smin.i64(i64 %226, i64 %56)
  %231 = getelementptr inbounds nuw i64, ptr %67, i64 %206
  store i64 %230, ptr %231, align 8
  %232 = add nuw nsw i64 %206, 1
  %233 = icmp eq i64 %232, %11
  br i1 %233, label %197, label %205

234:                                              ; preds = %252, %199
  %235 = phi i64 [ 0, %199 ], [ %259, %252 ]
  %236 = sub nsw i64 %235, %16
  %237 = icmp sgt i64 %236, -1
  br i1 %237, label %238, label %240

238:                                              ; preds = %234
  %239 = lshr i64 %236, 1
  br label %243

240:                                              ; preds = %234
  %241 = sub i64 1, %236
  %242 = sdiv i64 %241, -2
  br label %243

243:                                              ; preds = %240, %238
  %244 = phi i64 [ %239, %238 ], [ %242, %240 ]
  %245 = shl nsw i64 %244, 1
  %246 = sub nsw i64 %236, %245
  %247 = icmp slt i64 %246, %8
  br i1 %247, label %248, label %252

248:                                              ; preds = %243
  %249 = xor i64 %246, -1
  %250 = add i64 %200, %249
  %251 = sdiv i64 %250, 2
  br label %252

252:                                              ; preds = %248, %243
  %253 = phi i64 [ %251, %248 ], [ 0, %243 ]
  %254 = mul i64 %201, %246
  %255 = getelementptr inbounds nuw i64, ptr %202, i64 %235
  store i64 %254, ptr %255, align 8
  %256 = getelementptr inbounds nuw i64, ptr %203, i64 %235
  store i64 %244, ptr %256, align 8
  %257 = tail call i64 @llvm.smin.i64(i64 %253, i64 %62)
  %258 = getelementptr inbounds nuw i64, ptr %204, i64 %235
  store i64 %257, ptr %258, align 8
  %259 = add nuw nsw i64 %235, 1
  %260 = icmp eq i64 %259, %12
  br i1 %260, label %261, label %234

261:                                              ; preds = %252, %197
  %262 = shl nsw i64 %13, 1
  %263 = mul nsw i64 %262, %56
  %264 = mul nsw i64 %10, %9
  %265 = add nsw i64 %10, 15
  %266 = sdiv i64 %265, 16
  br i1 %57, label %270, label %267

267:                                              ; preds = %261
  %268 = add nsw i64 %264, 15
  %269 = sdiv i64 %268, 16
  br label %272

270:                                              ; preds = %261
  %271 = mul nsw i64 %266, %9
  br label %272

272:                                              ; preds = %270, %267
  %273 = phi i64 [ %269, %267 ], [ %271, %270 ]
  %274 = add nsw i64 %6, 7
  %275 = sdiv i64 %274, 8
  %276 = add nsw i64 %275, -1
  %277 = add i64 %276, %18
  %278 = sdiv i64 %277, %18
  %279 = add i64 %17, -1
  %280 = add i64 %279, %273
  %281 = sdiv i64 %280, %17
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  %282 = shl i64 %18, 3
  %283 = icmp slt i64 %3, %4
  br i1 %283, label %284, label %378

284:                                              ; preds = %272
  %285 = icmp eq i64 %25, 0
  %286 = getelementptr inbounds nuw i8, ptr %34, i64 56
  %287 = getelementptr inbounds nuw i8, ptr %34, i64 112
  %288 = getelementptr inbounds nuw i8, ptr %34, i64 224
  %289 = getelementptr inbounds nuw i8, ptr %34, i64 280
  %290 = getelementptr inbounds nuw i8, ptr %34, i64 168
  %291 = load i64, ptr %63, align 8
  %292 = add nsw i64 %6, -8
  %293 = mul nsw i64 %263, %62
  %294 = mul i64 %12, %11
  %295 = icmp eq i64 %22, 0
  %296 = mul i64 %294, %5
  %297 = icmp sgt i64 %5, 0
  %298 = icmp sgt i64 %294, 0
  %299 = icmp eq i64 %29, 0
  %300 = bitcast <16 x float> %50 to <8 x i64>
  %301 = bitcast <16 x float> %53 to <8 x i64>
  %302 = mul i64 %12, 24
  %303 = mul i64 %12, 12
  %304 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %305 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %306 = getelementptr inbounds nuw i8, ptr %38, i64 8
  %307 = getelementptr inbounds nuw i8, ptr %39, i64 8
  %308 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %309 = getelementptr inbounds nuw i8, ptr %38, i64 16
  %310 = getelementptr inbounds nuw i8, ptr %39, i64 16
  %311 = shl i64 %296, 3
  %312 = mul i64 %296, 12
  %313 = shl i64 %296, 4
  %314 = mul i64 %296, 20
  %315 = mul i64 %296, 24
  %316 = mul i64 %296, 28
  %317 = and i64 %29, 3
  %318 = lshr i64 %29, 2
  %319 = and i64 %318, 3
  %320 = lshr i64 %29, 4
  %321 = and i64 %320, 3
  %322 = and i64 %29, 3
  %323 = lshr i64 %29, 2
  %324 = and i64 %323, 3
  %325 = lshr i64 %29, 4
  %326 = and i64 %325, 3
  %327 = and i64 %29, 3
  %328 = lshr i64 %29, 2
  %329 = and i64 %328, 3
  %330 = lshr i64 %29, 4
  %331 = and i64 %330, 3
  %332 = icmp ult i64 %11, 8
  %333 = icmp ult i64 %11, 32
  %334 = and i64 %11, 24
  %335 = and i64 %11, 9223372036854775776
  %336 = icmp eq i64 %11, %335
  %337 = icmp eq i64 %334, 0
  %338 = and i64 %11, 9223372036854775800
  %339 = icmp eq i64 %11, %338
  %340 = icmp ult i64 %12, 8
  %341 = icmp ult i64 %12, 32
  %342 = and i64 %12, 24
  %343 = and i64 %12, 9223372036854775776
  %344 = icmp eq i64 %12, %343
  %345 = icmp eq i64 %342, 0
  %346 = and i64 %12, 9223372036854775800
  %347 = icmp eq i64 %12, %346
  %348 = icmp ult i64 %12, 8
  %349 = and i64 %12, 9223372036854775800
  %350 = icmp eq i64 %12, %349
  %351 = insertelement <8 x i64> poison, i64 %10, i64 0
  %352 = shufflevector <8 x i64> %351, <8 x i64> poison, <8 x i32> zeroinitializer
  %353 = insertelement <8 x i64> poison, i64 %291, i64 0
  %354 = shufflevector <8 x i64> %353, <8 x i64> poison, <8 x i32> zeroinitializer
  %355 = getelementptr inbounds nuw i8, ptr %33, i64 64
  %356 = getelementptr inbounds nuw i8, ptr %33, i64 128
  %357 = getelementptr inbounds nuw i8, ptr %33, i64 192
  %358 = getelementptr inbounds nuw i8, ptr %33, i64 256
  %359 = getelementptr inbounds nuw i8, ptr %33, i64 320
  %360 = getelementptr inbounds nuw i8, ptr %33, i64 384
  %361 = getelementptr inbounds nuw i8, ptr %33, i64 448
  %362 = getelementptr inbounds nuw i8, ptr %33, i64 512
  %363 = getelementptr inbounds nuw i8, ptr %33, i64 576
  %364 = getelementptr inbounds nuw i8, ptr %33, i64 640
  %365 = getelementptr inbounds nuw i8, ptr %33, i64 704
  %366 = getelementptr inbounds nuw i8, ptr %33, i64 768
  %367 = getelementptr inbounds nuw i8, ptr %33, i64 832
  %368 = getelementptr inbounds nuw i8, ptr %33, i64 896
  %369 = getelementptr inbounds nuw i8, ptr %33, i64 960
  %370 = getelementptr inbounds nuw i8, ptr %33, i64 1024
  %371 = getelementptr inbounds nuw i8, ptr %33, i64 1088
  %372 = getelementptr inbounds nuw i8, ptr %33, i64 1152
  %373 = getelementptr inbounds nuw i8, ptr %33, i64 1216
  %374 = getelementptr inbounds nuw i8, ptr %33, i64 1280
  %375 = getelementptr inbounds nuw i8, ptr %33, i64 1344
  %376 = getelementptr inbounds nuw i8, ptr %33, i64 1408
  %377 = getelementptr inbounds nuw i8, ptr %33, i64 1472
  br label %379

378:                                              ; preds = %406, %272
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  ret void

379:                                              ; preds = %284, %406
  %380 = phi i64 [ %3, %284 ], [ %407, %406 ]
  %381 = srem i64 %380, %278
  %382 = sdiv i64 %380, %278
  %383 = srem i64 %382, %281
  %384 = sdiv i64 %382, %281
  %385 = add nsw i64 %381, 1
  %386 = mul i64 %282, %385
  %387 = tail call i64 @llvm.smin.i64(i64 %386, i64 %6)
  %388 = add nsw i64 %383, 1
  %389 = mul nsw i64 %388, %17
  %390 = tail call i64 @llvm.smin.i64(i64 %389, i64 %273)
  %391 = mul nsw i64 %384, %20
  %392 = getelementptr inbounds float, ptr %40, i64 %391
  %393 = mul nsw i64 %384, %21
  %394 = getelementptr inbounds float, ptr %43, i64 %393
  %395 = mul nsw i64 %384, %26
  %396 = getelementptr inbounds float, ptr %44, i64 %395
  %397 = select i1 %285, ptr null, ptr %396
  %398 = mul nsw i64 %384, %24
  %399 = getelementptr inbounds float, ptr %45, i64 %398
  %400 = mul nsw i64 %383, %17
  %401 = mul i64 %282, %381
  %402 = icmp slt i64 %400, %390
  br i1 %402, label %403, label %406

403:                                              ; preds = %379
  %404 = add nsw i64 %390, -1
  %405 = icmp slt i64 %401, %387
  br label %409

406:                                              ; preds = %983, %379
  %407 = add i64 %380, 1
  %408 = icmp eq i64 %407, %4
  br i1 %408, label %378, label %379

409:                                              ; preds = %403, %983
  %410 = phi i64 [ %400, %403 ], [ %984, %983 ]
  %411 = sub nsw i64 %390, %410
  %412 = icmp sgt i64 %411, 2
  %413 = trunc i64 %411 to i32
  %414 = select i1 %412, i32 3, i32 %413
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  br i1 %57, label %774, label %415

415:                                              ; preds = %409
  %416 = sext i32 %414 to i64
  %417 = tail call i64 @llvm.smin.i64(i64 %410, i64 %404)
  %418 = shl nsw i64 %417, 4
  store i64 %418, ptr %37, align 16
  %419 = icmp sgt i32 %414, 0
  %420 = sub nsw i64 %264, %418
  %421 = select i1 %419, i64 %420, i64 0
  %422 = add nsw i64 %410, 1
  %423 = tail call i64 @llvm.smin.i64(i64 %422, i64 %404)
  %424 = shl nsw i64 %423, 4
  store i64 %424, ptr %304, align 8
  %425 = icmp sgt i32 %414, 1
  %426 = sub nsw i64 %264, %424
  %427 = select i1 %425, i64 %426, i64 0
  %428 = add nsw i64 %410, 2
  %429 = tail call i64 @llvm.smin.i64(i64 %428, i64 %404)
  %430 = shl nsw i64 %429, 4
  store i64 %430, ptr %305, align 16
  %431 = icmp sgt i32 %414, 2
  %432 = sub nsw i64 %264, %430
  %433 = select i1 %431, i64 %432, i64 0
  br label %434

434:                                              ; preds = %415, %752
  %435 = phi i64 [ 0, %415 ], [ %753, %752 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %32, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %31, i8 0, i64 28, i1 false)
  %436 = icmp slt i64 %435, %416
  %437 = getelementptr inbounds nuw i64, ptr %37, i64 %435
  %438 = load i64, ptr %437, align 8
  br i1 %436, label %439, label %447

439:                                              ; preds = %434
  %440 = sub nsw i64 %264, %438
  %441 = tail call i64 @llvm.smin.i64(i64 %440, i64 16)
  %442 = icmp sgt i64 %440, 0
  br i1 %442, label %443, label %447

443:                                              ; preds = %439
  %444 = srem i64 %438, %10
  %445 = sub nsw i64 0, %444
  %446 = sdiv i64 %438, %10
  br label %451

447:                                              ; preds = %684, %434, %439
  br i1 %64, label %448, label %752

448:                                              ; preds = %447
  %449 = getelementptr i64, ptr %35, i64 %435
  %450 = getelementptr i32, ptr %36, i64 %435
  br label %711

451:                                              ; preds = %443, %684
  %452 = phi i64 [ 0, %684 ], [ %445, %443 ]
  %453 = phi i64 [ %457, %684 ], [ 0, %443 ]
  %454 = phi i64 [ %685, %684 ], [ %446, %443 ]
  %455 = add i64 %452, %10
  %456 = add i64 %455, %453
  %457 = tail call i64 @llvm.smin.i64(i64 %456, i64 %441)
  br i1 %64, label %458, label %545

458:                                              ; preds = %451
  %459 = trunc i64 %457 to i32
  %460 = shl nsw i32 -1, %459
  %461 = xor i32 %460, -1
  %462 = trunc i64 %453 to i32
  %463 = shl nsw i32 -1, %462
  %464 = and i32 %463, %461
  br i1 %332, label %543, label %465

465:                                              ; preds = %458
  br i1 %333, label %521, label %466

466:                                              ; preds = %465
  %467 = insertelement <8 x i32> poison, i32 %464, i64 0
  %468 = shufflevector <8 x i32> %467, <8 x i32> poison, <8 x i32> zeroinitializer
  %469 = insertelement <8 x i64> poison, i64 %454, i64 0
  %470 = shufflevector <8 x i64> %469, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %471

471:                                              ; preds = %471, %466
  %472 = phi i64 [ 0, %466 ], [ %517, %471 ]
  %473 = getelementptr inbounds nuw i64, ptr %286, i64 %472
  %474 = getelementptr inbounds nuw i8, ptr %473, i64 64
  %475 = getelementptr inbounds nuw i8, ptr %473, i64 128
  %476 = getelementptr inbounds nuw i8, ptr %473, i64 192
  %477 = load <8 x i64>, ptr %473, align 8
  %478 = load <8 x i64>, ptr %474, align 8
  %479 = load <8 x i64>, ptr %475, align 8
  %480 = load <8 x i64>, ptr %476, align 8
  %481 = add nsw <8 x i64> %477, %470
  %482 = add nsw <8 x i64> %478, %470
  %483 = add nsw <8 x i64> %479, %470
  %484 = add nsw <8 x i64> %480, %470
  %485 = icmp sgt <8 x i64> %481, splat (i64 -1)
  %486 = icmp sgt <8 x i64> %482, splat (i64 -1)
  %487 = icmp sgt <8 x i64> %483, splat (i64 -1)
  %488 = icmp sgt <8 x i64> %484, splat (i64 -1)
  %489 = getelementptr i64, ptr %287, i64 %472
  %490 = getelementptr i8, ptr %489, i64 64
  %491 = getelementptr i8, ptr %489, i64 128
  %492 = getelementptr i8, ptr %489, i64 192
  %493 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %489, <8 x i1> %485, <8 x i64> poison)
  %494 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %490, <8 x i1> %486, <8 x i64> poison)
  %495 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %491, <8 x i1> %487, <8 x i64> poison)
  %496 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %492, <8 x i1> %488, <8 x i64> poison)
  %497 = icmp slt <8 x i64> %481, %493
  %498 = icmp slt <8 x i64> %482, %494
  %499 = icmp slt <8 x i64> %483, %495
  %500 = icmp slt <8 x i64> %484, %496
  %501 = select <8 x i1> %485, <8 x i1> %497, <8 x i1> zeroinitializer
  %502 = select <8 x i1> %486, <8 x i1> %498, <8 x i1> zeroinitializer
  %503 = select <8 x i1> %487, <8 x i1> %499, <8 x i1> zeroinitializer
  %504 = select <8 x i1> %488, <8 x i1> %500, <8 x i1> zeroinitializer
  %505 = getelementptr i32, ptr %31, i64 %472
  %506 = getelementptr i8, ptr %505, i64 32
  %507 = getelementptr i8, ptr %505, i64 64
  %508 = getelementptr i8, ptr %505, i64 96
  %509 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %505, <8 x i1> %501, <8 x i32> poison)
  %510 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %506, <8 x i1> %502, <8 x i32> poison)
  %511 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %507, <8 x i1> %503, <8 x i32> poison)
  %512 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %508, <8 x i1> %504, <8 x i32> poison)
  %513 = or <8 x i32> %509, %468
  %514 = or <8 x i32> %510, %468
  %515 = or <8 x i32> %511, %468
  %516 = or <8 x i32> %512, %468
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %513, ptr align 16 %505, <8 x i1> %501)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %514, ptr align 16 %506, <8 x i1> %502)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %515, ptr align 16 %507, <8 x i1> %503)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %516, ptr align 16 %508, <8 x i1> %504)
  %517 = add nuw i64 %472, 32
  %518 = icmp eq i64 %517, %335
  br i1 %518, label %519, label %471

519:                                              ; preds = %471
  br i1 %336, label %545, label %520

520:                                              ; preds = %519
  br i1 %337, label %543, label %521

521:                                              ; preds = %465, %520
  %522 = phi i64 [ %335, %520 ], [ 0, %465 ]
  %523 = insertelement <8 x i32> poison, i32 %464, i64 0
  %524 = shufflevector <8 x i32> %523, <8 x i32> poison, <8 x i32> zeroinitializer
  %525 = insertelement <8 x i64> poison, i64 %454, i64 0
  %526 = shufflevector <8 x i64> %525, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %527

527:                                              ; preds = %527, %521
  %528 = phi i64 [ %522, %521 ], [ %540, %527 ]
  %529 = getelementptr inbounds nuw i64, ptr %286, i64 %528
  %530 = load <8 x i64>, ptr %529, align 8
  %531 = add nsw <8 x i64> %530, %526
  %532 = icmp sgt <8 x i64> %531, splat (i64 -1)
  %533 = getelementptr i64, ptr %287, i64 %528
  %534 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %533, <8 x i1> %532, <8 x i64> poison)
  %535 = icmp slt <8 x i64> %531, %534
  %536 = select <8 x i1> %532, <8 x i1> %535, <8 x i1> zeroinitializer
  %537 = getelementptr i32, ptr %31, i64 %528
  %538 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %537, <8 x i1> %536, <8 x i32> poison)
  %539 = or <8 x i32> %538, %524
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %539, ptr align 16 %537, <8 x i1> %536)
  %540 = add nuw i64 %528, 8
  %541 = icmp eq i64 %540, %338
  br i1 %541, label %542, label %527

542:                                              ; preds = %527
  br i1 %339, label %545, label %543

543:                                              ; preds = %458, %520, %542
  %544 = phi i64 [ 0, %458 ], [ %335, %520 ], [ %338, %542 ]
  br label %667

545:                                              ; preds = %681, %519, %542, %451
  br i1 %198, label %546, label %684

546:                                              ; preds = %545
  %547 = add i64 %453, %452
  br i1 %340, label %665, label %548

548:                                              ; preds = %546
  br i1 %341, label %634, label %549

549:                                              ; preds = %548
  %550 = insertelement <8 x i64> poison, i64 %547, i64 0
  %551 = shufflevector <8 x i64> %550, <8 x i64> poison, <8 x i32> zeroinitializer
  %552 = insertelement <8 x i64> poison, i64 %453, i64 0
  %553 = shufflevector <8 x i64> %552, <8 x i64> poison, <8 x i32> zeroinitializer
  %554 = insertelement <8 x i64> poison, i64 %457, i64 0
  %555 = shufflevector <8 x i64> %554, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %556

556:                                              ; preds = %556, %549
  %557 = phi i64 [ 0, %549 ], [ %630, %556 ]
  %558 = getelementptr inbounds nuw i64, ptr %288, i64 %557
  %559 = getelementptr inbounds nuw i8, ptr %558, i64 64
  %560 = getelementptr inbounds nuw i8, ptr %558, i64 128
  %561 = getelementptr inbounds nuw i8, ptr %558, i64 192
  %562 = load <8 x i64>, ptr %558, align 8
  %563 = load <8 x i64>, ptr %559, align 8
  %564 = load <8 x i64>, ptr %560, align 8
  %565 = load <8 x i64>, ptr %561, align 8
  %566 = sub <8 x i64> %551, %562
  %567 = sub <8 x i64> %551, %563
  %568 = sub <8 x i64> %551, %564
  %569 = sub <8 x i64> %551, %565
  %570 = getelementptr inbounds nuw i64, ptr %289, i64 %557
  %571 = getelementptr inbounds nuw i8, ptr %570, i64 64
  %572 = getelementptr inbounds nuw i8, ptr %570, i64 128
  %573 = getelementptr inbounds nuw i8, ptr %570, i64 192
  %574 = load <8 x i64>, ptr %570, align 8
  %575 = load <8 x i64>, ptr %571, align 8
  %576 = load <8 x i64>, ptr %572, align 8
  %577 = load <8 x i64>, ptr %573, align 8
  %578 = add nsw <8 x i64> %566, %574
  %579 = add nsw <8 x i64> %567, %575
  %580 = add nsw <8 x i64> %568, %576
  %581 = add nsw <8 x i64> %569, %577
  %582 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %566, <8 x i64> %553)
  %583 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %567, <8 x i64> %553)
  %584 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %568, <8 x i64> %553)
  %585 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %569, <8 x i64> %553)
  %586 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %578, <8 x i64> %555)
  %587 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %579, <8 x i64> %555)
  %588 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %580, <8 x i64> %555)
  %589 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %581, <8 x i64> %555)
  %590 = icmp slt <8 x i64> %582, %586
  %591 = icmp slt <8 x i64> %583, %587
  %592 = icmp slt <8 x i64> %584, %588
  %593 = icmp slt <8 x i64> %585, %589
  %594 = trunc <8 x i64> %586 to <8 x i32>
  %595 = trunc <8 x i64> %587 to <8 x i32>
  %596 = trunc <8 x i64> %588 to <8 x i32>
  %597 = trunc <8 x i64> %589 to <8 x i32>
  %598 = shl nsw <8 x i32> splat (i32 -1), %594
  %599 = shl nsw <8 x i32> splat (i32 -1), %595
  %600 = shl nsw <8 x i32> splat (i32 -1), %596
  %601 = shl nsw <8 x i32> splat (i32 -1), %597
  %602 = xor <8 x i32> %598, splat (i32 -1)
  %603 = xor <8 x i32> %599, splat (i32 -1)
  %604 = xor <8 x i32> %600, splat (i32 -1)
  %605 = xor <8 x i32> %601, splat (i32 -1)
  %606 = trunc <8 x i64> %582 to <8 x i32>
  %607 = trunc <8 x i64> %583 to <8 x i32>
  %608 = trunc <8 x i64> %584 to <8 x i32>
  %609 = trunc <8 x i64> %585 to <8 x i32>
  %610 = shl nsw <8 x i32> splat (i32 -1), %606
  %611 = shl nsw <8 x i32> splat (i32 -1), %607
  %612 = shl nsw <8 x i32> splat (i32 -1), %608
  %613 = shl nsw <8 x i32> splat (i32 -1), %609
  %614 = and <8 x i32> %610, %602
  %615 = and <8 x i32> %611, %603
  %616 = and <8 x i32> %612, %604
  %617 = and <8 x i32> %613, %605
  %618 = getelementptr i32, ptr %32, i64 %557
  %619 = getelementptr i8, ptr %618, i64 32
  %620 = getelementptr i8, ptr %618, i64 64
  %621 = getelementptr i8, ptr %618, i64 96
  %622 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %618, <8 x i1> %590, <8 x i32> poison)
  %623 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %619, <8 x i1> %591, <8 x i32> poison)
  %624 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %620, <8 x i1> %592, <8 x i32> poison)
  %625 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %621, <8 x i1> %593, <8 x i32> poison)
  %626 = or <8 x i32> %622, %614
  %627 = or <8 x i32> %623, %615
  %628 = or <8 x i32> %624, %616
  %629 = or <8 x i32> %625, %617
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %626, ptr align 16 %618, <8 x i1> %590)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %627, ptr align 16 %619, <8 x i1> %591)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %628, ptr align 16 %620, <8 x i1> %592)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %629, ptr align 16 %621, <8 x i1> %593)
  %630 = add nuw i64 %557, 32
  %631 = icmp eq i64 %630, %343
  br i1 %631, label %632, label %556

632:                                              ; preds = %556
  br i1 %344, label %684, label %633

633:                                              ; preds = %632
  br i1 %345, label %665, label %634

634:                                              ; preds = %548, %633
  %635 = phi i64 [ %343, %633 ], [ 0, %548 ]
  %636 = insertelement <8 x i64> poison, i64 %547, i64 0
  %637 = shufflevector <8 x i64> %636, <8 x i64> poison, <8 x i32> zeroinitializer
  %638 = insertelement <8 x i64> poison, i64 %453, i64 0
  %639 = shufflevector <8 x i64> %638, <8 x i64> poison, <8 x i32> zeroinitializer
  %640 = insertelement <8 x i64> poison, i64 %457, i64 0
  %641 = shufflevector <8 x i64> %640, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %642

642:                                              ; preds = %642, %634
  %643 = phi i64 [ %635, %634 ], [ %662, %642 ]
  %644 = getelementptr inbounds nuw i64, ptr %288, i64 %643
  %645 = load <8 x i64>, ptr %644, align 8
  %646 = sub <8 x i64> %637, %645
  %647 = getelementptr inbounds nuw i64, ptr %289, i64 %643
  %648 = load <8 x i64>, ptr %647, align 8
  %649 = add nsw <8 x i64> %646, %648
  %650 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %646, <8 x i64> %639)
  %651 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %649, <8 x i64> %641)
  %652 = icmp slt <8 x i64> %650, %651
  %653 = trunc <8 x i64> %651 to <8 x i32>
  %654 = shl nsw <8 x i32> splat (i32 -1), %653
  %655 = xor <8 x i32> %654, splat (i32 -1)
  %656 = trunc <8 x i64> %650 to <8 x i32>
  %657 = shl nsw <8 x i32> splat (i32 -1), %656
  %658 = and <8 x i32> %657, %655
  %659 = getelementptr i32, ptr %32, i64 %643
  %660 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %659, <8 x i1> %652, <8 x i32> poison)
  %661 = or <8 x i32> %660, %658
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %661, ptr align 16 %659, <8 x i1> %652)
  %662 = add nuw i64 %643, 8
  %663 = icmp eq i64 %662, %346
  br i1 %663, label %664, label %642

664:                                              ; preds = %642
  br i1 %347, label %684, label %665

665:                                              ; preds = %546, %633, %664
  %666 = phi i64 [ 0, %546 ], [ %343, %633 ], [ %346, %664 ]
  br label %687

667:                                              ; preds = %543, %681
  %668 = phi i64 [ %682, %681 ], [ %544, %543 ]
  %669 = getelementptr inbounds nuw i64, ptr %286, i64 %668
  %670 = load i64, ptr %669, align 8
  %671 = add nsw i64 %670, %454
  %672 = icmp sgt i64 %671, -1
  br i1 %672, label %673, label %681

673:                                              ; preds = %667
  %674 = getelementptr inbounds nuw i64, ptr %287, i64 %668
  %675 = load i64, ptr %674, align 8
  %676 = icmp slt i64 %671, %675
  br i1 %676, label %677, label %681

677:                                              ; preds = %673
  %678 = getelementptr inbounds nuw i32, ptr %31, i64 %668
  %679 = load i32, ptr %678, align 4
  %680 = or i32 %679, %464
  store i32 %680, ptr %678, align 4
  br label %681

681:                                              ; preds = %677, %673, %667
  %682 = add nuw nsw i64 %668, 1
  %683 = icmp eq i64 %682, %11
  br i1 %683, label %545, label %667

684:                                              ; preds = %708, %632, %664, %545
  %685 = add nsw i64 %454, 1
  %686 = icmp slt i64 %456, %441
  br i1 %686, label %451, label %447

687:                                              ; preds = %665, %708
  %688 = phi i64 [ %709, %708 ], [ %666, %665 ]
  %689 = getelementptr inbounds nuw i64, ptr %288, i64 %688
  %690 = load i64, ptr %689, align 8
  %691 = sub i64 %547, %690
  %692 = getelementptr inbounds nuw i64, ptr %289, i64 %688
  %693 = load i64, ptr %692, align 8
  %694 = add nsw i64 %691, %693
  %695 = tail call i64 @llvm.smax.i64(i64 %691, i64 %453)
  %696 = tail call i64 @llvm.smin.i64(i64 %694, i64 %457)
  %697 = icmp slt i64 %695, %696
  br i1 %697, label %698, label %708

698:                                              ; preds = %687
  %699 = trunc i64 %696 to i32
  %700 = shl nsw i32 -1, %699
  %701 = xor i32 %700, -1
  %702 = trunc i64 %695 to i32
  %703 = shl nsw i32 -1, %702
  %704 = and i32 %703, %701
  %705 = getelementptr inbounds nuw i32, ptr %32, i64 %688
  %706 = load i32, ptr %705, align 4
  %707 = or i32 %706, %704
  store i32 %707, ptr %705, align 4
  br label %708

708:                                              ; preds = %698, %687
  %709 = add nuw nsw i64 %688, 1
  %710 = icmp eq i64 %709, %12
  br i1 %710, label %684, label %687

711:                                              ; preds = %448, %755
  %712 = phi i64 [ 0, %448 ], [ %756, %755 ]
  br i1 %198, label %713, label %755

713:                                              ; preds = %711
  %714 = getelementptr inbounds nuw i64, ptr %34, i64 %712
  %715 = load i64, ptr %714, align 8
  %716 = getelementptr inbounds nuw i64, ptr %286, i64 %712
  %717 = load i64, ptr %716, align 8
  %718 = mul nsw i64 %717, %10
  %719 = add i64 %715, %438
  %720 = add i64 %719, %718
  %721 = mul nuw nsw i64 %712, %12
  %722 = getelementptr inbounds nuw i32, ptr %31, i64 %712
  %723 = load i32, ptr %722, align 4
  br i1 %348, label %750, label %724

724:                                              ; preds = %713
  %725 = insertelement <8 x i64> poison, i64 %720, i64 0
  %726 = shufflevector <8 x i64> %725, <8 x i64> poison, <8 x i32> zeroinitializer
  %727 = insertelement <8 x i64> poison, i64 %721, i64 0
  %728 = shufflevector <8 x i64> %727, <8 x i64> poison, <8 x i32> zeroinitializer
  %729 = insertelement <8 x i32> poison, i32 %723, i64 0
  %730 = shufflevector <8 x i32> %729, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %731

731:                                              ; preds = %731, %724
  %732 = phi i64 [ 0, %724 ], [ %746, %731 ]
  %733 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %724 ], [ %747, %731 ]
  %734 = getelementptr inbounds nuw i64, ptr %290, i64 %732
  %735 = load <8 x i64>, ptr %734, align 8
  %736 = getelementptr inbounds nuw i64, ptr %288, i64 %732
  %737 = load <8 x i64>, ptr %736, align 8
  %738 = add <8 x i64> %735, %726
  %739 = add nsw <8 x i64> %738, %737
  %740 = add nuw nsw <8 x i64> %733, %728
  %741 = getelementptr [3 x i64], ptr %449, <8 x i64> %740
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %739, <8 x ptr> align 8 %741, <8 x i1> splat (i1 true))
  %742 = getelementptr inbounds nuw i32, ptr %32, i64 %732
  %743 = load <8 x i32>, ptr %742, align 16
  %744 = and <8 x i32> %743, %730
  %745 = getelementptr [3 x i32], ptr %450, <8 x i64> %740
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %744, <8 x ptr> align 4 %745, <8 x i1> splat (i1 true))
  %746 = add nuw i64 %732, 8
  %747 = add nuw nsw <8 x i64> %733, splat (i64 8)
  %748 = icmp eq i64 %746, %349
  br i1 %748, label %749, label %731

749:                                              ; preds = %731
  br i1 %350, label %755, label %750

750:                                              ; preds = %713, %749
  %751 = phi i64 [ 0, %713 ], [ %349, %749 ]
  br label %758

752:                                              ; preds = %755, %447
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  %753 = add nuw nsw i64 %435, 1
  %754 = icmp eq i64 %753, 3
  br i1 %754, label %951, label %434

755:                                              ; preds = %758, %749, %711
  %756 = add nuw nsw i64 %712, 1
  %757 = icmp eq i64 %756, %11
  br i1 %757, label %752, label %711

758:                                              ; preds = %750, %758
  %759 = phi i64 [ %772, %758 ], [ %751, %750 ]
  %760 = getelementptr inbounds nuw i64, ptr %290, i64 %759
  %761 = load i64, ptr %760, align 8
  %762 = getelementptr inbounds nuw i64, ptr %288, i64 %759
  %763 = load i64, ptr %762, align 8
  %764 = add i64 %761, %720
  %765 = add nsw i64 %764, %763
  %766 = add nuw nsw i64 %759, %721
  %767 = getelementptr [3 x i64], ptr %449, i64 %766
  store i64 %765, ptr %767, align 8
  %768 = getelementptr inbounds nuw i32, ptr %32, i64 %759
  %769 = load i32, ptr %768, align 4
  %770 = and i32 %769, %723
  %771 = getelementptr [3 x i32], ptr %450, i64 %766
  store i32 %770, ptr %771, align 4
  %772 = add nuw nsw i64 %759, 1
  %773 = icmp eq i64 %772, %12
  br i1 %773, label %755, label %758

774:                                              ; preds = %409
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  %775 = tail call i64 @llvm.smin.i64(i64 %410, i64 %404)
  %776 = sdiv i64 %775, %266
  store i64 %776, ptr %38, align 16
  %777 = srem i64 %775, %266
  %778 = shl nsw i64 %777, 4
  store i64 %778, ptr %39, align 16
  %779 = mul nsw i64 %776, %10
  %780 = add nsw i64 %778, %779
  store i64 %780, ptr %37, align 16
  %781 = icmp sgt i32 %414, 0
  %782 = sub nsw i64 %10, %778
  %783 = select i1 %781, i64 %782, i64 0
  %784 = add nsw i64 %410, 1
  %785 = tail call i64 @llvm.smin.i64(i64 %784, i64 %404)
  %786 = sdiv i64 %785, %266
  store i64 %786, ptr %306, align 8
  %787 = srem i64 %785, %266
  %788 = shl nsw i64 %787, 4
  store i64 %788, ptr %307, align 8
  %789 = mul nsw i64 %786, %10
  %790 = add nsw i64 %788, %789
  store i64 %790, ptr %308, align 8
  %791 = icmp sgt i32 %414, 1
  %792 = sub nsw i64 %10, %788
  %793 = select i1 %791, i64 %792, i64 0
  %794 = add nsw i64 %410, 2
  %795 = tail call i64 @llvm.smin.i64(i64 %794, i64 %404)
  %796 = sdiv i64 %795, %266
  store i64 %796, ptr %309, align 16
  %797 = srem i64 %795, %266
  %798 = shl nsw i64 %797, 4
  store i64 %798, ptr %310, align 16
  %799 = mul nsw i64 %796, %10
  %800 = add nsw i64 %798, %799
  %801 = icmp sgt i32 %414, 2
  %802 = sub nsw i64 %10, %798
  %803 = select i1 %801, i64 %802, i64 0
  br i1 %64, label %804, label %950

804:                                              ; preds = %774
  %805 = sext i32 %414 to i64
  %806 = icmp slt i32 %414, 3
  %807 = icmp sgt i32 %414, 0
  %808 = shl nsw i64 %805, 3
  %809 = sub i32 2, %414
  %810 = zext i32 %809 to i64
  %811 = shl nuw nsw i64 %810, 3
  %812 = add nuw nsw i64 %811, 8
  %813 = shl nsw i64 %805, 2
  %814 = shl nuw nsw i64 %810, 2
  %815 = add nuw nsw i64 %814, 4
  %816 = getelementptr i8, ptr %35, i64 %808
  %817 = getelementptr i8, ptr %36, i64 %813
  %818 = zext i32 %414 to i64
  %819 = icmp ult i32 %414, 8
  %820 = and i64 %818, 4294967288
  %821 = icmp eq i64 %820, %818
  br label %822

822:                                              ; preds = %804, %835
  %823 = phi i64 [ 0, %804 ], [ %836, %835 ]
  br i1 %198, label %824, label %835

824:                                              ; preds = %822
  %825 = mul i64 %302, %823
  %826 = mul i64 %303, %823
  %827 = mul nuw nsw i64 %823, %12
  %828 = getelementptr inbounds nuw i64, ptr %286, i64 %823
  %829 = getelementptr inbounds nuw i64, ptr %287, i64 %823
  %830 = getelementptr inbounds nuw i64, ptr %34, i64 %823
  %831 = getelementptr i8, ptr %816, i64 %825
  %832 = getelementptr i8, ptr %817, i64 %826
  %833 = insertelement <8 x ptr> poison, ptr %829, i64 0
  %834 = shufflevector <8 x ptr> %833, <8 x ptr> poison, <8 x i32> zeroinitializer
  br label %838

835:                                              ; preds = %908, %822
  %836 = add nuw nsw i64 %823, 1
  %837 = icmp eq i64 %836, %11
  br i1 %837, label %950, label %822

838:                                              ; preds = %824, %908
  %839 = phi i64 [ 0, %824 ], [ %909, %908 ]
  %840 = add nuw nsw i64 %839, %827
  br i1 %806, label %841, label %846

841:                                              ; preds = %838
  %842 = mul i64 %839, 24
  %843 = getelementptr i8, ptr %831, i64 %842
  %844 = mul i64 %839, 12
  %845 = getelementptr i8, ptr %832, i64 %844
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %843, i8 0, i64 %812, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %845, i8 0, i64 %815, i1 false)
  br i1 %807, label %846, label %908

846:                                              ; preds = %838, %841
  %847 = load i64, ptr %828, align 8
  %848 = getelementptr inbounds nuw i64, ptr %288, i64 %839
  %849 = load i64, ptr %848, align 8
  %850 = getelementptr inbounds nuw i64, ptr %289, i64 %839
  %851 = load i64, ptr %850, align 8
  %852 = load i64, ptr %830, align 8
  %853 = getelementptr inbounds nuw i64, ptr %290, i64 %839
  %854 = load i64, ptr %853, align 8
  %855 = add i64 %852, %854
  %856 = getelementptr inbounds nuw [3 x i64], ptr %35, i64 %840
  %857 = getelementptr inbounds nuw [3 x i32], ptr %36, i64 %840
  br i1 %819, label %906, label %858

858:                                              ; preds = %846
  %859 = insertelement <8 x i64> poison, i64 %847, i64 0
  %860 = shufflevector <8 x i64> %859, <8 x i64> poison, <8 x i32> zeroinitializer
  %861 = insertelement <8 x i64> poison, i64 %849, i64 0
  %862 = shufflevector <8 x i64> %861, <8 x i64> poison, <8 x i32> zeroinitializer
  %863 = insertelement <8 x i64> poison, i64 %851, i64 0
  %864 = shufflevector <8 x i64> %863, <8 x i64> poison, <8 x i32> zeroinitializer
  %865 = insertelement <8 x i64> poison, i64 %855, i64 0
  %866 = shufflevector <8 x i64> %865, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %867

867:                                              ; preds = %867, %858
  %868 = phi i64 [ 0, %858 ], [ %903, %867 ]
  %869 = getelementptr inbounds nuw i64, ptr %38, i64 %868
  %870 = load <8 x i64>, ptr %869, align 16
  %871 = add nsw <8 x i64> %860, %870
  %872 = getelementptr inbounds nuw i64, ptr %39, i64 %868
  %873 = load <8 x i64>, ptr %872, align 16
  %874 = add nsw <8 x i64> %862, %873
  %875 = icmp sgt <8 x i64> %871, splat (i64 -1)
  %876 = call <8 x i64> @llvm.masked.gather.v8i64.v8p0(<8 x ptr> align 8 %834, <8 x i1> %875, <8 x i64> poison)
  %877 = icmp slt <8 x i64> %871, %876
  %878 = freeze <8 x i1> %877
  %879 = and <8 x i1> %875, %878
  %880 = icmp slt <8 x i64> %874, zeroinitializer
  %881 = sub nsw <8 x i64> zeroinitializer, %874
  %882 = select <8 x i1> %880, <8 x i64> %881, <8 x i64> zeroinitializer
  %883 = sub nsw <8 x i64> %864, %874
  %884 = sub nsw <8 x i64> %352, %873
  %885 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %883, <8 x i64> %884)
  %886 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %885, <8 x i64> splat (i64 16))
  %887 = icmp sgt <8 x i64> %886, %882
  %888 = and <8 x i1> %875, %878
  %889 = select <8 x i1> %888, <8 x i1> %887, <8 x i1> zeroinitializer
  %890 = select <8 x i1> %879, <8 x i64> %871, <8 x i64> zeroinitializer
  %891 = mul nsw <8 x i64> %354, %890
  %892 = add <8 x i64> %874, %866
  %893 = add <8 x i64> %892, %891
  %894 = getelementptr inbounds nuw i64, ptr %856, i64 %868
  store <8 x i64> %893, ptr %894, align 8
  %895 = trunc <8 x i64> %886 to <8 x i32>
  %896 = shl nsw <8 x i32> splat (i32 -1), %895
  %897 = xor <8 x i32> %896, splat (i32 -1)
  %898 = trunc <8 x i64> %882 to <8 x i32>
  %899 = shl nsw <8 x i32> splat (i32 -1), %898
  %900 = and <8 x i32> %899, %897
  %901 = select <8 x i1> %889, <8 x i32> %900, <8 x i32> zeroinitializer
  %902 = getelementptr inbounds nuw i32, ptr %857, i64 %868
  store <8 x i32> %901, ptr %902, align 4
  %903 = add nuw i64 %868, 8
  %904 = icmp eq i64 %903, %820
  br i1 %904, label %905, label %867

905:                                              ; preds = %867
  br i1 %821, label %908, label %906

906:                                              ; preds = %846, %905
  %907 = phi i64 [ 0, %846 ], [ %820, %905 ]
  br label %911

908:                                              ; preds = %924, %905, %841
  %909 = add nuw nsw i64 %839, 1
  %910 = icmp eq i64 %909, %12
  br i1 %910, label %835, label %838

911:                                              ; preds = %906, %924
  %912 = phi i64 [ %948, %924 ], [ %907, %906 ]
  %913 = getelementptr inbounds nuw i64, ptr %38, i64 %912
  %914 = load i64, ptr %913, align 8
  %915 = add nsw i64 %847, %914
  %916 = getelementptr inbounds nuw i64, ptr %39, i64 %912
  %917 = load i64, ptr %916, align 8
  %918 = add nsw i64 %849, %917
  %919 = icmp sgt i64 %915, -1
  br i1 %919, label %920, label %924

920:                                              ; preds = %911
  %921 = load i64, ptr %829, align 8
  %922 = icmp slt i64 %915, %921
  %923 = freeze i1 %922
  br label %924

924:                                              ; preds = %920, %911
  %925 = phi i1 [ false, %911 ], [ %923, %920 ]
  %926 = icmp slt i64 %918, 0
  %927 = sub nsw i64 0, %918
  %928 = select i1 %926, i64 %927, i64 0
  %929 = sub nsw i64 %851, %918
  %930 = sub nsw i64 %10, %917
  %931 = tail call i64 @llvm.smin.i64(i64 %929, i64 %930)
  %932 = tail call i64 @llvm.smin.i64(i64 %931, i64 16)
  %933 = icmp sgt i64 %932, %928
  %934 = select i1 %925, i1 %933, i1 false
  %935 = select i1 %925, i64 %915, i64 0
  %936 = mul nsw i64 %291, %935
  %937 = add i64 %918, %855
  %938 = add i64 %937, %936
  %939 = getelementptr inbounds nuw i64, ptr %856, i64 %912
  store i64 %938, ptr %939, align 8
  %940 = trunc i64 %932 to i32
  %941 = shl nsw i32 -1, %940
  %942 = xor i32 %941, -1
  %943 = trunc i64 %928 to i32
  %944 = shl nsw i32 -1, %943
  %945 = and i32 %944, %942
  %946 = select i1 %934, i32 %945, i32 0
  %947 = getelementptr inbounds nuw i32, ptr %857, i64 %912
  store i32 %946, ptr %947, align 4
  %948 = add nuw nsw i64 %912, 1
  %949 = icmp eq i64 %948, %818
  br i1 %949, label %908, label %911

950:                                              ; preds = %835, %774
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  br label %951

951:                                              ; preds = %752, %950
  %952 = phi i64 [ %803, %950 ], [ %433, %752 ]
  %953 = phi i64 [ %793, %950 ], [ %427, %752 ]
  %954 = phi i64 [ %783, %950 ], [ %421, %752 ]
  %955 = phi i64 [ %800, %950 ], [ %430, %752 ]
  %956 = phi i64 [ %790, %950 ], [ %424, %752 ]
  %957 = phi i64 [ %780, %950 ], [ %418, %752 ]
  br i1 %405, label %958, label %983

958:                                              ; preds = %951
  %959 = icmp sgt i64 %954, 15
  %960 = trunc i64 %954 to i32
  %961 = shl nsw i32 -1, %960
  %962 = trunc i32 %961 to i16
  %963 = xor i16 %962, -1
  %964 = select i1 %959, i16 -1, i16 %963
  %965 = icmp sgt i64 %953, 15
  %966 = trunc i64 %953 to i32
  %967 = shl nsw i32 -1, %966
  %968 = trunc i32 %967 to i16
  %969 = xor i16 %968, -1
  %970 = select i1 %965, i16 -1, i16 %969
  %971 = icmp sgt i64 %952, 15
  %972 = trunc i64 %952 to i32
  %973 = shl nsw i32 -1, %972
  %974 = trunc i32 %973 to i16
  %975 = xor i16 %974, -1
  %976 = select i1 %971, i16 -1, i16 %975
  %977 = bitcast i16 %964 to <16 x i1>
  %978 = bitcast i16 %970 to <16 x i1>
  %979 = bitcast i16 %976 to <16 x i1>
  %980 = bitcast i16 %964 to <16 x i1>
  %981 = bitcast i16 %970 to <16 x i1>
  %982 = bitcast i16 %976 to <16 x i1>
  br label %986

983:                                              ; preds = %1636, %951
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  %984 = add nsw i64 %410, 3
  %985 = icmp slt i64 %984, %390
  br i1 %985, label %409, label %406

986:                                              ; preds = %958, %1636
  %987 = phi i64 [ %1637, %1636 ], [ %401, %958 ]
  %988 = sub nsw i64 %387, %987
  %989 = icmp sgt i64 %988, 7
  %990 = select i1 %989, i64 %987, i64 %292
  %991 = getelementptr inbounds float, ptr %42, i64 %990
  br i1 %295, label %1000, label %992

992:                                              ; preds = %986
  %993 = load float, ptr %991, align 4
  %994 = insertelement <16 x float> poison, float %993, i64 0
  %995 = shufflevector <16 x float> %994, <16 x float> poison, <16 x i32> zeroinitializer
  %996 = insertelement <16 x float> poison, float %993, i64 0
  %997 = shufflevector <16 x float> %996, <16 x float> poison, <16 x i32> zeroinitializer
  %998 = insertelement <16 x float> poison, float %993, i64 0
  %999 = shufflevector <16 x float> %998, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1009

1000:                                             ; preds = %986
  %1001 = mul nsw i64 %990, %264
  %1002 = getelementptr inbounds float, ptr %394, i64 %1001
  %1003 = getelementptr inbounds float, ptr %1002, i64 %957
  %1004 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1003, <16 x i1> %977, <16 x float> zeroinitializer)
  %1005 = getelementptr inbounds float, ptr %1002, i64 %956
  %1006 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1005, <16 x i1> %978, <16 x float> zeroinitializer)
  %1007 = getelementptr inbounds float, ptr %1002, i64 %955
  %1008 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1007, <16 x i1> %979, <16 x float> zeroinitializer)
  br label %1009

1009:                                             ; preds = %1000, %992
  %1010 = phi <16 x float> [ %1006, %1000 ], [ %997, %992 ]
  %1011 = phi <16 x float> [ %1004, %1000 ], [ %995, %992 ]
  %1012 = phi <16 x float> [ %1008, %1000 ], [ %999, %992 ]
  br i1 %295, label %1022, label %1013

1013:                                             ; preds = %1009
  %1014 = getelementptr inbounds nuw i8, ptr %991, i64 4
  %1015 = load float, ptr %1014, align 4
  %1016 = insertelement <16 x float> poison, float %1015, i64 0
  %1017 = shufflevector <16 x float> %1016, <16 x float> poison, <16 x i32> zeroinitializer
  %1018 = insertelement <16 x float> poison, float %1015, i64 0
  %1019 = shufflevector <16 x float> %1018, <16 x float> poison, <16 x i32> zeroinitializer
  %1020 = insertelement <16 x float> poison, float %1015, i64 0
  %1021 = shufflevector <16 x float> %1020, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1032

1022:                                             ; preds = %1009
  %1023 = add nsw i64 %990, 1
  %1024 = mul nsw i64 %1023, %264
  %1025 = getelementptr inbounds float, ptr %394, i64 %1024
  %1026 = getelementptr inbounds float, ptr %1025, i64 %957
  %1027 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1026, <16 x i1> %977, <16 x float> zeroinitializer)
  %1028 = getelementptr inbounds float, ptr %1025, i64 %956
  %1029 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1028, <16 x i1> %978, <16 x float> zeroinitializer)
  %1030 = getelementptr inbounds float, ptr %1025, i64 %955
  %1031 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1030, <16 x i1> %979, <16 x float> zeroinitializer)
  br label %1032

1032:                                             ; preds = %1022, %1013
  %1033 = phi <16 x float> [ %1029, %1022 ], [ %1019, %1013 ]
  %1034 = phi <16 x float> [ %1027, %1022 ], [ %1017, %1013 ]
  %1035 = phi <16 x float> [ %1031, %1022 ], [ %1021, %1013 ]
  br i1 %295, label %1045, label %1036

1036:                                             ; preds = %1032
  %1037 = getelementptr inbounds nuw i8, ptr %991, i64 8
  %1038 = load float, ptr %1037, align 4
  %1039 = insertelement <16 x float> poison, float %1038, i64 0
  %1040 = shufflevector <16 x float> %1039, <16 x float> poison, <16 x i32> zeroinitializer
  %1041 = insertelement <16 x float> poison, float %1038, i64 0
  %1042 = shufflevector <16 x float> %1041, <16 x float> poison, <16 x i32> zeroinitializer
  %1043 = insertelement <16 x float> poison, float %1038, i64 0
  %1044 = shufflevector <16 x float> %1043, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1055

1045:                                             ; preds = %1032
  %1046 = add nsw i64 %990, 2
  %1047 = mul nsw i64 %1046, %264
  %1048 = getelementptr inbounds float, ptr %394, i64 %1047
  %1049 = getelementptr inbounds float, ptr %1048, i64 %957
  %1050 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1049, <16 x i1> %977, <16 x float> zeroinitializer)
  %1051 = getelementptr inbounds float, ptr %1048, i64 %956
  %1052 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1051, <16 x i1> %978, <16 x float> zeroinitializer)
  %1053 = getelementptr inbounds float, ptr %1048, i64 %955
  %1054 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1053, <16 x i1> %979, <16 x float> zeroinitializer)
  br label %1055

1055:                                             ; preds = %1045, %1036
  %1056 = phi <16 x float> [ %1052, %1045 ], [ %1042, %1036 ]
  %1057 = phi <16 x float> [ %1050, %1045 ], [ %1040, %1036 ]
  %1058 = phi <16 x float> [ %1054, %1045 ], [ %1044, %1036 ]
  br i1 %295, label %1068, label %1059

1059:                                             ; preds = %1055
  %1060 = getelementptr inbounds nuw i8, ptr %991, i64 12
  %1061 = load float, ptr %1060, align 4
  %1062 = insertelement <16 x float> poison, float %1061, i64 0
  %1063 = shufflevector <16 x float> %1062, <16 x float> poison, <16 x i32> zeroinitializer
  %1064 = insertelement <16 x float> poison, float %1061, i64 0
  %1065 = shufflevector <16 x float> %1064, <16 x float> poison, <16 x i32> zeroinitializer
  %1066 = insertelement <16 x float> poison, float %1061, i64 0
  %1067 = shufflevector <16 x float> %1066, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1078

1068:                                             ; preds = %1055
  %1069 = add nsw i64 %990, 3
  %1070 = mul nsw i64 %1069, %264
  %1071 = getelementptr inbounds float, ptr %394, i64 %1070
  %1072 = getelementptr inbounds float, ptr %1071, i64 %957
  %1073 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1072, <16 x i1> %977, <16 x float> zeroinitializer)
  %1074 = getelementptr inbounds float, ptr %1071, i64 %956
  %1075 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1074, <16 x i1> %978, <16 x float> zeroinitializer)
  %1076 = getelementptr inbounds float, ptr %1071, i64 %955
  %1077 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1076, <16 x i1> %979, <16 x float> zeroinitializer)
  br label %1078

1078:                                             ; preds = %1068, %1059
  %1079 = phi <16 x float> [ %1075, %1068 ], [ %1065, %1059 ]
  %1080 = phi <16 x float> [ %1073, %1068 ], [ %1063, %1059 ]
  %1081 = phi <16 x float> [ %1077, %1068 ], [ %1067, %1059 ]
  br i1 %295, label %1091, label %1082

1082:                                             ; preds = %1078
  %1083 = getelementptr inbounds nuw i8, ptr %991, i64 16
  %1084 = load float, ptr %1083, align 4
  %1085 = insertelement <16 x float> poison, float %1084, i64 0
  %1086 = shufflevector <16 x float> %1085, <16 x float> poison, <16 x i32> zeroinitializer
  %1087 = insertelement <16 x float> poison, float %1084, i64 0
  %1088 = shufflevector <16 x float> %1087, <16 x float> poison, <16 x i32> zeroinitializer
  %1089 = insertelement <16 x float> poison, float %1084, i64 0
  %1090 = shufflevector <16 x float> %1089, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1101

1091:                                             ; preds = %1078
  %1092 = add nsw i64 %990, 4
  %1093 = mul nsw i64 %1092, %264
  %1094 = getelementptr inbounds float, ptr %394, i64 %1093
  %1095 = getelementptr inbounds float, ptr %1094, i64 %957
  %1096 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1095, <16 x i1> %977, <16 x float> zeroinitializer)
  %1097 = getelementptr inbounds float, ptr %1094, i64 %956
  %1098 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1097, <16 x i1> %978, <16 x float> zeroinitializer)
  %1099 = getelementptr inbounds float, ptr %1094, i64 %955
  %1100 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1099, <16 x i1> %979, <16 x float> zeroinitializer)
  br label %1101

1101:                                             ; preds = %1091, %1082
  %1102 = phi <16 x float> [ %1098, %1091 ], [ %1088, %1082 ]
  %1103 = phi <16 x float> [ %1096, %1091 ], [ %1086, %1082 ]
  %1104 = phi <16 x float> [ %1100, %1091 ], [ %1090, %1082 ]
  br i1 %295, label %1114, label %1105

1105:                                             ; preds = %1101
  %1106 = getelementptr inbounds nuw i8, ptr %991, i64 20
  %1107 = load float, ptr %1106, align 4
  %1108 = insertelement <16 x float> poison, float %1107, i64 0
  %1109 = shufflevector <16 x float> %1108, <16 x float> poison, <16 x i32> zeroinitializer
  %1110 = insertelement <16 x float> poison, float %1107, i64 0
  %1111 = shufflevector <16 x float> %1110, <16 x float> poison, <16 x i32> zeroinitializer
  %1112 = insertelement <16 x float> poison, float %1107, i64 0
  %1113 = shufflevector <16 x float> %1112, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1124

1114:                                             ; preds = %1101
  %1115 = add nsw i64 %990, 5
  %1116 = mul nsw i64 %1115, %264
  %1117 = getelementptr inbounds float, ptr %394, i64 %1116
  %1118 = getelementptr inbounds float, ptr %1117, i64 %957
  %1119 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1118, <16 x i1> %977, <16 x float> zeroinitializer)
  %1120 = getelementptr inbounds float, ptr %1117, i64 %956
  %1121 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1120, <16 x i1> %978, <16 x float> zeroinitializer)
  %1122 = getelementptr inbounds float, ptr %1117, i64 %955
  %1123 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1122, <16 x i1> %979, <16 x float> zeroinitializer)
  br label %1124

1124:                                             ; preds = %1114, %1105
  %1125 = phi <16 x float> [ %1121, %1114 ], [ %1111, %1105 ]
  %1126 = phi <16 x float> [ %1119, %1114 ], [ %1109, %1105 ]
  %1127 = phi <16 x float> [ %1123, %1114 ], [ %1113, %1105 ]
  br i1 %295, label %1137, label %1128

1128:                                             ; preds = %1124
  %1129 = getelementptr inbounds nuw i8, ptr %991, i64 24
  %1130 = load float, ptr %1129, align 4
  %1131 = insertelement <16 x float> poison, float %1130, i64 0
  %1132 = shufflevector <16 x float> %1131, <16 x float> poison, <16 x i32> zeroinitializer
  %1133 = insertelement <16 x float> poison, float %1130, i64 0
  %1134 = shufflevector <16 x float> %1133, <16 x float> poison, <16 x i32> zeroinitializer
  %1135 = insertelement <16 x float> poison, float %1130, i64 0
  %1136 = shufflevector <16 x float> %1135, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1147

1137:                                             ; preds = %1124
  %1138 = add nsw i64 %990, 6
  %1139 = mul nsw i64 %1138, %264
  %1140 = getelementptr inbounds float, ptr %394, i64 %1139
  %1141 = getelementptr inbounds float, ptr %1140, i64 %957
  %1142 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1141, <16 x i1> %977, <16 x float> zeroinitializer)
  %1143 = getelementptr inbounds float, ptr %1140, i64 %956
  %1144 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1143, <16 x i1> %978, <16 x float> zeroinitializer)
  %1145 = getelementptr inbounds float, ptr %1140, i64 %955
  %1146 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1145, <16 x i1> %979, <16 x float> zeroinitializer)
  br label %1147

1147:                                             ; preds = %1137, %1128
  %1148 = phi <16 x float> [ %1144, %1137 ], [ %1134, %1128 ]
  %1149 = phi <16 x float> [ %1142, %1137 ], [ %1132, %1128 ]
  %1150 = phi <16 x float> [ %1146, %1137 ], [ %1136, %1128 ]
  br i1 %295, label %1160, label %1151

1151:                                             ; preds = %1147
  %1152 = getelementptr inbounds nuw i8, ptr %991, i64 28
  %1153 = load float, ptr %1152, align 4
  %1154 = insertelement <16 x float> poison, float %1153, i64 0
  %1155 = shufflevector <16 x float> %1154, <16 x float> poison, <16 x i32> zeroinitializer
  %1156 = insertelement <16 x float> poison, float %1153, i64 0
  %1157 = shufflevector <16 x float> %1156, <16 x float> poison, <16 x i32> zeroinitializer
  %1158 = insertelement <16 x float> poison, float %1153, i64 0
  %1159 = shufflevector <16 x float> %1158, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1170

1160:                                             ; preds = %1147
  %1161 = add nsw i64 %990, 7
  %1162 = mul nsw i64 %1161, %264
  %1163 = getelementptr inbounds float, ptr %394, i64 %1162
  %1164 = getelementptr inbounds float, ptr %1163, i64 %957
  %1165 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1164, <16 x i1> %977, <16 x float> zeroinitializer)
  %1166 = getelementptr inbounds float, ptr %1163, i64 %956
  %1167 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1166, <16 x i1> %978, <16 x float> zeroinitializer)
  %1168 = getelementptr inbounds float, ptr %1163, i64 %955
  %1169 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1168, <16 x i1> %979, <16 x float> zeroinitializer)
  br label %1170

1170:                                             ; preds = %1160, %1151
  %1171 = phi <16 x float> [ %1167, %1160 ], [ %1157, %1151 ]
  %1172 = phi <16 x float> [ %1165, %1160 ], [ %1155, %1151 ]
  %1173 = phi <16 x float> [ %1169, %1160 ], [ %1159, %1151 ]
  %1174 = sub nsw i64 %987, %990
  %1175 = mul i64 %296, %990
  %1176 = getelementptr inbounds float, ptr %41, i64 %1175
  br i1 %297, label %1229, label %1204

1177:                                             ; preds = %1316, %1229
  %1178 = phi <16 x float> [ %1230, %1229 ], [ %1317, %1316 ]
  %1179 = phi <16 x float> [ %1231, %1229 ], [ %1318, %1316 ]
  %1180 = phi <16 x float> [ %1232, %1229 ], [ %1319, %1316 ]
  %1181 = phi <16 x float> [ %1233, %1229 ], [ %1320, %1316 ]
  %1182 = phi <16 x float> [ %1234, %1229 ], [ %1321, %1316 ]
  %1183 = phi <16 x float> [ %1235, %1229 ], [ %1322, %1316 ]
  %1184 = phi <16 x float> [ %1236, %1229 ], [ %1323, %1316 ]
  %1185 = phi <16 x float> [ %1237, %1229 ], [ %1324, %1316 ]
  %1186 = phi <16 x float> [ %1238, %1229 ], [ %1325, %1316 ]
  %1187 = phi <16 x float> [ %1239, %1229 ], [ %1326, %1316 ]
  %1188 = phi <16 x float> [ %1240, %1229 ], [ %1327, %1316 ]
  %1189 = phi <16 x float> [ %1241, %1229 ], [ %1328, %1316 ]
  %1190 = phi <16 x float> [ %1242, %1229 ], [ %1329, %1316 ]
  %1191 = phi <16 x float> [ %1243, %1229 ], [ %1330, %1316 ]
  %1192 = phi <16 x float> [ %1244, %1229 ], [ %1331, %1316 ]
  %1193 = phi <16 x float> [ %1245, %1229 ], [ %1332, %1316 ]
  %1194 = phi <16 x float> [ %1246, %1229 ], [ %1333, %1316 ]
  %1195 = phi <16 x float> [ %1247, %1229 ], [ %1334, %1316 ]
  %1196 = phi <16 x float> [ %1248, %1229 ], [ %1335, %1316 ]
  %1197 = phi <16 x float> [ %1249, %1229 ], [ %1336, %1316 ]
  %1198 = phi <16 x float> [ %1250, %1229 ], [ %1337, %1316 ]
  %1199 = phi <16 x float> [ %1251, %1229 ], [ %1338, %1316 ]
  %1200 = phi <16 x float> [ %1252, %1229 ], [ %1339, %1316 ]
  %1201 = phi <16 x float> [ %1253, %1229 ], [ %1340, %1316 ]
  %1202 = icmp slt i64 %1258, %5
  %1203 = add i64 %1254, -16
  br i1 %1202, label %1229, label %1204

1204:                                             ; preds = %1177, %1170
  %1205 = phi <16 x float> [ %1173, %1170 ], [ %1178, %1177 ]
  %1206 = phi <16 x float> [ %1171, %1170 ], [ %1179, %1177 ]
  %1207 = phi <16 x float> [ %1172, %1170 ], [ %1180, %1177 ]
  %1208 = phi <16 x float> [ %1150, %1170 ], [ %1181, %1177 ]
  %1209 = phi <16 x float> [ %1148, %1170 ], [ %1182, %1177 ]
  %1210 = phi <16 x float> [ %1149, %1170 ], [ %1183, %1177 ]
  %1211 = phi <16 x float> [ %1127, %1170 ], [ %1184, %1177 ]
  %1212 = phi <16 x float> [ %1125, %1170 ], [ %1185, %1177 ]
  %1213 = phi <16 x float> [ %1126, %1170 ], [ %1186, %1177 ]
  %1214 = phi <16 x float> [ %1104, %1170 ], [ %1193, %1177 ]
  %1215 = phi <16 x float> [ %1102, %1170 ], [ %1194, %1177 ]
  %1216 = phi <16 x float> [ %1103, %1170 ], [ %1195, %1177 ]
  %1217 = phi <16 x float> [ %1081, %1170 ], [ %1196, %1177 ]
  %1218 = phi <16 x float> [ %1079, %1170 ], [ %1197, %1177 ]
  %1219 = phi <16 x float> [ %1080, %1170 ], [ %1198, %1177 ]
  %1220 = phi <16 x float> [ %1058, %1170 ], [ %1199, %1177 ]
  %1221 = phi <16 x float> [ %1056, %1170 ], [ %1200, %1177 ]
  %1222 = phi <16 x float> [ %1057, %1170 ], [ %1201, %1177 ]
  %1223 = phi <16 x float> [ %1035, %1170 ], [ %1187, %1177 ]
  %1224 = phi <16 x float> [ %1033, %1170 ], [ %1188, %1177 ]
  %1225 = phi <16 x float> [ %1034, %1170 ], [ %1189, %1177 ]
  %1226 = phi <16 x float> [ %1012, %1170 ], [ %1190, %1177 ]
  %1227 = phi <16 x float> [ %1010, %1170 ], [ %1191, %1177 ]
  %1228 = phi <16 x float> [ %1011, %1170 ], [ %1192, %1177 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  store <16 x float> %1228, ptr %33, align 64
  store <16 x float> %1227, ptr %355, align 64
  store <16 x float> %1226, ptr %356, align 64
  store <16 x float> %1225, ptr %357, align 64
  store <16 x float> %1224, ptr %358, align 64
  store <16 x float> %1223, ptr %359, align 64
  store <16 x float> %1222, ptr %360, align 64
  store <16 x float> %1221, ptr %361, align 64
  store <16 x float> %1220, ptr %362, align 64
  store <16 x float> %1219, ptr %363, align 64
  store <16 x float> %1218, ptr %364, align 64
  store <16 x float> %1217, ptr %365, align 64
  store <16 x float> %1216, ptr %366, align 64
  store <16 x float> %1215, ptr %367, align 64
  store <16 x float> %1214, ptr %368, align 64
  store <16 x float> %1213, ptr %369, align 64
  store <16 x float> %1212, ptr %370, align 64
  store <16 x float> %1211, ptr %371, align 64
  store <16 x float> %1210, ptr %372, align 64
  store <16 x float> %1209, ptr %373, align 64
  store <16 x float> %1208, ptr %374, align 64
  store <16 x float> %1207, ptr %375, align 64
  store <16 x float> %1206, ptr %376, align 64
  store <16 x float> %1205, ptr %377, align 64
  br label %1436

1229:                                             ; preds = %1170, %1177
  %1230 = phi <16 x float> [ %1178, %1177 ], [ %1173, %1170 ]
  %1231 = phi <16 x float> [ %1179, %1177 ], [ %1171, %1170 ]
  %1232 = phi <16 x float> [ %1180, %1177 ], [ %1172, %1170 ]
  %1233 = phi <16 x float> [ %1181, %1177 ], [ %1150, %1170 ]
  %1234 = phi <16 x float> [ %1182, %1177 ], [ %1148, %1170 ]
  %1235 = phi <16 x float> [ %1183, %1177 ], [ %1149, %1170 ]
  %1236 = phi <16 x float> [ %1184, %1177 ], [ %1127, %1170 ]
  %1237 = phi <16 x float> [ %1185, %1177 ], [ %1125, %1170 ]
  %1238 = phi <16 x float> [ %1186, %1177 ], [ %1126, %1170 ]
  %1239 = phi <16 x float> [ %1187, %1177 ], [ %1035, %1170 ]
  %1240 = phi <16 x float> [ %1188, %1177 ], [ %1033, %1170 ]
  %1241 = phi <16 x float> [ %1189, %1177 ], [ %1034, %1170 ]
  %1242 = phi <16 x float> [ %1190, %1177 ], [ %1012, %1170 ]
  %1243 = phi <16 x float> [ %1191, %1177 ], [ %1010, %1170 ]
  %1244 = phi <16 x float> [ %1192, %1177 ], [ %1011, %1170 ]
  %1245 = phi <16 x float> [ %1193, %1177 ], [ %1104, %1170 ]
  %1246 = phi <16 x float> [ %1194, %1177 ], [ %1102, %1170 ]
  %1247 = phi <16 x float> [ %1195, %1177 ], [ %1103, %1170 ]
  %1248 = phi <16 x float> [ %1196, %1177 ], [ %1081, %1170 ]
  %1249 = phi <16 x float> [ %1197, %1177 ], [ %1079, %1170 ]
  %1250 = phi <16 x float> [ %1198, %1177 ], [ %1080, %1170 ]
  %1251 = phi <16 x float> [ %1199, %1177 ], [ %1058, %1170 ]
  %1252 = phi <16 x float> [ %1200, %1177 ], [ %1056, %1170 ]
  %1253 = phi <16 x float> [ %1201, %1177 ], [ %1057, %1170 ]
  %1254 = phi i64 [ %1203, %1177 ], [ %5, %1170 ]
  %1255 = phi i64 [ %1258, %1177 ], [ 0, %1170 ]
  %1256 = call i64 @llvm.smin.i64(i64 %1254, i64 16)
  %1257 = add i64 %1256, %1255
  %1258 = add nuw nsw i64 %1255, 16
  br i1 %298, label %1259, label %1177

1259:                                             ; preds = %1229
  %1260 = sub nsw i64 %5, %1255
  %1261 = icmp sgt i64 %1260, 15
  %1262 = mul nsw i64 %1255, %293
  %1263 = getelementptr inbounds float, ptr %392, i64 %1262
  %1264 = mul nuw nsw i64 %1255, %294
  %1265 = getelementptr inbounds nuw float, ptr %1176, i64 %1264
  %1266 = icmp sgt i64 %5, %1255
  %1267 = or i1 %1261, %1266
  br label %1268

1268:                                             ; preds = %1259, %1316
  %1269 = phi <16 x float> [ %1230, %1259 ], [ %1317, %1316 ]
  %1270 = phi <16 x float> [ %1231, %1259 ], [ %1318, %1316 ]
  %1271 = phi <16 x float> [ %1232, %1259 ], [ %1319, %1316 ]
  %1272 = phi <16 x float> [ %1233, %1259 ], [ %1320, %1316 ]
  %1273 = phi <16 x float> [ %1234, %1259 ], [ %1321, %1316 ]
  %1274 = phi <16 x float> [ %1235, %1259 ], [ %1322, %1316 ]
  %1275 = phi <16 x float> [ %1236, %1259 ], [ %1323, %1316 ]
  %1276 = phi <16 x float> [ %1237, %1259 ], [ %1324, %1316 ]
  %1277 = phi <16 x float> [ %1238, %1259 ], [ %1325, %1316 ]
  %1278 = phi <16 x float> [ %1239, %1259 ], [ %1326, %1316 ]
  %1279 = phi <16 x float> [ %1240, %1259 ], [ %1327, %1316 ]
  %1280 = phi <16 x float> [ %1241, %1259 ], [ %1328, %1316 ]
  %1281 = phi <16 x float> [ %1242, %1259 ], [ %1329, %1316 ]
  %1282 = phi <16 x float> [ %1243, %1259 ], [ %1330, %1316 ]
  %1283 = phi <16 x float> [ %1244, %1259 ], [ %1331, %1316 ]
  %1284 = phi <16 x float> [ %1245, %1259 ], [ %1332, %1316 ]
  %1285 = phi <16 x float> [ %1246, %1259 ], [ %1333, %1316 ]
  %1286 = phi <16 x float> [ %1247, %1259 ], [ %1334, %1316 ]
  %1287 = phi <16 x float> [ %1248, %1259 ], [ %1335, %1316 ]
  %1288 = phi <16 x float> [ %1249, %1259 ], [ %1336, %1316 ]
  %1289 = phi <16 x float> [ %1250, %1259 ], [ %1337, %1316 ]
  %1290 = phi <16 x float> [ %1251, %1259 ], [ %1338, %1316 ]
  %1291 = phi <16 x float> [ %1252, %1259 ], [ %1339, %1316 ]
  %1292 = phi <16 x float> [ %1253, %1259 ], [ %1340, %1316 ]
  %1293 = phi i64 [ 0, %1259 ], [ %1341, %1316 ]
  %1294 = mul nuw nsw i64 %1293, 24
  %1295 = getelementptr nuw i8, ptr %35, i64 %1294
  %1296 = load i64, ptr %1295, align 8
  %1297 = getelementptr inbounds nuw i8, ptr %1295, i64 8
  %1298 = load i64, ptr %1297, align 8
  %1299 = getelementptr inbounds nuw i8, ptr %1295, i64 16
  %1300 = load i64, ptr %1299, align 8
  br i1 %1267, label %1301, label %1316

1301:                                             ; preds = %1268
  %1302 = mul nuw nsw i64 %1293, 12
  %1303 = getelementptr nuw i8, ptr %36, i64 %1302
  %1304 = getelementptr inbounds nuw i8, ptr %1303, i64 8
  %1305 = load i32, ptr %1304, align 4
  %1306 = getelementptr inbounds nuw i8, ptr %1303, i64 4
  %1307 = load i32, ptr %1306, align 4
  %1308 = load i32, ptr %1303, align 4
  %1309 = getelementptr inbounds nuw float, ptr %1265, i64 %1293
  %1310 = trunc i32 %1308 to i16
  %1311 = bitcast i16 %1310 to <16 x i1>
  %1312 = trunc i32 %1307 to i16
  %1313 = bitcast i16 %1312 to <16 x i1>
  %1314 = trunc i32 %1305 to i16
  %1315 = bitcast i16 %1314 to <16 x i1>
  br label %1343

1316:                                             ; preds = %1343, %1268
  %1317 = phi <16 x float> [ %1269, %1268 ], [ %1431, %1343 ]
  %1318 = phi <16 x float> [ %1270, %1268 ], [ %1430, %1343 ]
  %1319 = phi <16 x float> [ %1271, %1268 ], [ %1429, %1343 ]
  %1320 = phi <16 x float> [ %1272, %1268 ], [ %1424, %1343 ]
  %1321 = phi <16 x float> [ %1273, %1268 ], [ %1423, %1343 ]
  %1322 = phi <16 x float> [ %1274, %1268 ], [ %1422, %1343 ]
  %1323 = phi <16 x float> [ %1275, %1268 ], [ %1417, %1343 ]
  %1324 = phi <16 x float> [ %1276, %1268 ], [ %1416, %1343 ]
  %1325 = phi <16 x float> [ %1277, %1268 ], [ %1415, %1343 ]
  %1326 = phi <16 x float> [ %1278, %1268 ], [ %1389, %1343 ]
  %1327 = phi <16 x float> [ %1279, %1268 ], [ %1388, %1343 ]
  %1328 = phi <16 x float> [ %1280, %1268 ], [ %1387, %1343 ]
  %1329 = phi <16 x float> [ %1281, %1268 ], [ %1382, %1343 ]
  %1330 = phi <16 x float> [ %1282, %1268 ], [ %1381, %1343 ]
  %1331 = phi <16 x float> [ %1283, %1268 ], [ %1380, %1343 ]
  %1332 = phi <16 x float> [ %1284, %1268 ], [ %1410, %1343 ]
  %1333 = phi <16 x float> [ %1285, %1268 ], [ %1409, %1343 ]
  %1334 = phi <16 x float> [ %1286, %1268 ], [ %1408, %1343 ]
  %1335 = phi <16 x float> [ %1287, %1268 ], [ %1403, %1343 ]
  %1336 = phi <16 x float> [ %1288, %1268 ], [ %1402, %1343 ]
  %1337 = phi <16 x float> [ %1289, %1268 ], [ %1401, %1343 ]
  %1338 = phi <16 x float> [ %1290, %1268 ], [ %1396, %1343 ]
  %1339 = phi <16 x float> [ %1291, %1268 ], [ %1395, %1343 ]
  %1340 = phi <16 x float> [ %1292, %1268 ], [ %1394, %1343 ]
  %1341 = add nuw nsw i64 %1293, 1
  %1342 = icmp eq i64 %1341, %294
  br i1 %1342, label %1177, label %1268

1343:                                             ; preds = %1301, %1343
  %1344 = phi <16 x float> [ %1431, %1343 ], [ %1269, %1301 ]
  %1345 = phi <16 x float> [ %1430, %1343 ], [ %1270, %1301 ]
  %1346 = phi <16 x float> [ %1429, %1343 ], [ %1271, %1301 ]
  %1347 = phi <16 x float> [ %1424, %1343 ], [ %1272, %1301 ]
  %1348 = phi <16 x float> [ %1423, %1343 ], [ %1273, %1301 ]
  %1349 = phi <16 x float> [ %1422, %1343 ], [ %1274, %1301 ]
  %1350 = phi <16 x float> [ %1417, %1343 ], [ %1275, %1301 ]
  %1351 = phi <16 x float> [ %1416, %1343 ], [ %1276, %1301 ]
  %1352 = phi <16 x float> [ %1415, %1343 ], [ %1277, %1301 ]
  %1353 = phi <16 x float> [ %1389, %1343 ], [ %1278, %1301 ]
  %1354 = phi <16 x float> [ %1388, %1343 ], [ %1279, %1301 ]
  %1355 = phi <16 x float> [ %1387, %1343 ], [ %1280, %1301 ]
  %1356 = phi <16 x float> [ %1382, %1343 ], [ %1281, %1301 ]
  %1357 = phi <16 x float> [ %1381, %1343 ], [ %1282, %1301 ]
  %1358 = phi <16 x float> [ %1380, %1343 ], [ %1283, %1301 ]
  %1359 = phi <16 x float> [ %1410, %1343 ], [ %1284, %1301 ]
  %1360 = phi <16 x float> [ %1409, %1343 ], [ %1285, %1301 ]
  %1361 = phi <16 x float> [ %1408, %1343 ], [ %1286, %1301 ]
  %1362 = phi <16 x float> [ %1403, %1343 ], [ %1287, %1301 ]
  %1363 = phi <16 x float> [ %1402, %1343 ], [ %1288, %1301 ]
  %1364 = phi <16 x float> [ %1401, %1343 ], [ %1289, %1301 ]
  %1365 = phi <16 x float> [ %1396, %1343 ], [ %1290, %1301 ]
  %1366 = phi <16 x float> [ %1395, %1343 ], [ %1291, %1301 ]
  %1367 = phi <16 x float> [ %1394, %1343 ], [ %1292, %1301 ]
  %1368 = phi i64 [ %1432, %1343 ], [ %1255, %1301 ]
  %1369 = phi ptr [ %1434, %1343 ], [ %1309, %1301 ]
  %1370 = phi ptr [ %1433, %1343 ], [ %1263, %1301 ]
  %1371 = getelementptr inbounds float, ptr %1370, i64 %1296
  %1372 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1371, <16 x i1> %1311, <16 x float> zeroinitializer)
  %1373 = getelementptr inbounds float, ptr %1370, i64 %1298
  %1374 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1373, <16 x i1> %1313, <16 x float> zeroinitializer)
  %1375 = getelementptr inbounds float, ptr %1370, i64 %1300
  %1376 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1375, <16 x i1> %1315, <16 x float> zeroinitializer)
  %1377 = load float, ptr %1369, align 4
  %1378 = insertelement <16 x float> poison, float %1377, i64 0
  %1379 = shufflevector <16 x float> %1378, <16 x float> poison, <16 x i32> zeroinitializer
  %1380 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1372, <16 x float> %1379, <16 x float> %1358)
  %1381 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1374, <16 x float> %1379, <16 x float> %1357)
  %1382 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1376, <16 x float> %1379, <16 x float> %1356)
  %1383 = getelementptr inbounds float, ptr %1369, i64 %296
  %1384 = load float, ptr %1383, align 4
  %1385 = insertelement <16 x float> poison, float %1384, i64 0
  %1386 = shufflevector <16 x float> %1385, <16 x float> poison, <16 x i32> zeroinitializer
  %1387 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1372, <16 x float> %1386, <16 x float> %1355)
  %1388 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1374, <16 x float> %1386, <16 x float> %1354)
  %1389 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1376, <16 x float> %1386, <16 x float> %1353)
  %1390 = getelementptr inbounds i8, ptr %1369, i64 %311
  %1391 = load float, ptr %1390, align 4
  %1392 = insertelement <16 x float> poison, float %1391, i64 0
  %1393 = shufflevector <16 x float> %1392, <16 x float> poison, <16 x i32> zeroinitializer
  %1394 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1372, <16 x float> %1393, <16 x float> %1367)
  %1395 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1374, <16 x float> %1393, <16 x float> %1366)
  %1396 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1376, <16 x float> %1393, <16 x float> %1365)
  %1397 = getelementptr inbounds i8, ptr %1369, i64 %312
  %1398 = load float, ptr %1397, align 4
  %1399 = insertelement <16 x float> poison, float %1398, i64 0
  %1400 = shufflevector <16 x float> %1399, <16 x float> poison, <16 x i32> zeroinitializer
  %1401 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1372, <16 x float> %1400, <16 x float> %1364)
  %1402 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1374, <16 x float> %1400, <16 x float> %1363)
  %1403 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1376, <16 x float> %1400, <16 x float> %1362)
  %1404 = getelementptr inbounds i8, ptr %1369, i64 %313
  %1405 = load float, ptr %1404, align 4
  %1406 = insertelement <16 x float> poison, float %1405, i64 0
  %1407 = shufflevector <16 x float> %1406, <16 x float> poison, <16 x i32> zeroinitializer
  %1408 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1372, <16 x float> %1407, <16 x float> %1361)
  %1409 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1374, <16 x float> %1407, <16 x float> %1360)
  %1410 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1376, <16 x float> %1407, <16 x float> %1359)
  %1411 = getelementptr inbounds i8, ptr %1369, i64 %314
  %1412 = load float, ptr %1411, align 4
  %1413 = insertelement <16 x float> poison, float %1412, i64 0
  %1414 = shufflevector <16 x float> %1413, <16 x float> poison, <16 x i32> zeroinitializer
  %1415 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1372, <16 x float> %1414, <16 x float> %1352)
  %1416 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1374, <16 x float> %1414, <16 x float> %1351)
  %1417 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1376, <16 x float> %1414, <16 x float> %1350)
  %1418 = getelementptr inbounds i8, ptr %1369, i64 %315
  %1419 = load float, ptr %1418, align 4
  %1420 = insertelement <16 x float> poison, float %1419, i64 0
  %1421 = shufflevector <16 x float> %1420, <16 x float> poison, <16 x i32> zeroinitializer
  %1422 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1372, <16 x float> %1421, <16 x float> %1349)
  %1423 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1374, <16 x float> %1421, <16 x float> %1348)
  %1424 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1376, <16 x float> %1421, <16 x float> %1347)
  %1425 = getelementptr inbounds i8, ptr %1369, i64 %316
  %1426 = load float, ptr %1425, align 4
  %1427 = insertelement <16 x float> poison, float %1426, i64 0
  %1428 = shufflevector <16 x float> %1427, <16 x float> poison, <16 x i32> zeroinitializer
  %1429 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1372, <16 x float> %1428, <16 x float> %1346)
  %1430 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1374, <16 x float> %1428, <16 x float> %1345)
  %1431 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1376, <16 x float> %1428, <16 x float> %1344)
  %1432 = add nuw nsw i64 %1368, 1
  %1433 = getelementptr inbounds float, ptr %1370, i64 %293
  %1434 = getelementptr inbounds nuw float, ptr %1369, i64 %294
  %1435 = icmp eq i64 %1432, %1257
  br i1 %1435, label %1316, label %1343

1436:                                             ; preds = %1204, %1632
  %1437 = phi i64 [ 0, %1204 ], [ %1634, %1632 ]
  %1438 = add nsw i64 %990, %1437
  %1439 = mul nsw i64 %1438, %264
  %1440 = icmp sgt i64 %1174, %1437
  %1441 = getelementptr inbounds nuw [3 x <16 x float>], ptr %33, i64 %1437
  %1442 = add nsw i64 %957, %1439
  %1443 = select i1 %1440, <16 x i1> zeroinitializer, <16 x i1> %980
  %1444 = getelementptr inbounds float, ptr %399, i64 %1442
  %1445 = load <16 x float>, ptr %1441, align 64
  br i1 %299, label %1504, label %1446

1446:                                             ; preds = %1436
  %1447 = getelementptr inbounds float, ptr %397, i64 %1442
  switch i64 %317, label %1465 [
    i64 1, label %1448
    i64 2, label %1451
    i64 3, label %1458
    i64 0, label %1504
  ]

1448:                                             ; preds = %1446
  %1449 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1447, <16 x i1> %1443, <16 x float> zeroinitializer)
  %1450 = fadd <16 x float> %1445, %1449
  br label %1466

1451:                                             ; preds = %1446
  %1452 = bitcast <16 x float> %1445 to <8 x i64>
  %1453 = or <8 x i64> %1452, %301
  %1454 = fcmp oeq <16 x float> %1445, %53
  %1455 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1445, i32 4)
  %1456 = bitcast <8 x i64> %1453 to <16 x float>
  %1457 = select <16 x i1> %1454, <16 x float> %1456, <16 x float> %1455
  br label %1466

1458:                                             ; preds = %1446
  %1459 = bitcast <16 x float> %1445 to <8 x i64>
  %1460 = and <8 x i64> %1459, %300
  %1461 = fcmp oeq <16 x float> %1445, %50
  %1462 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1445, i32 4)
  %1463 = bitcast <8 x i64> %1460 to <16 x float>
  %1464 = select <16 x i1> %1461, <16 x float> %1463, <16 x float> %1462
  br label %1466

1465:                                             ; preds = %1613, %1594, %1575, %1549, %1530, %1511, %1485, %1466, %1446
  unreachable

1466:                                             ; preds = %1458, %1451, %1448
  %1467 = phi <16 x float> [ %1450, %1448 ], [ %1457, %1451 ], [ %1464, %1458 ]
  switch i64 %319, label %1465 [
    i64 1, label %1482
    i64 2, label %1475
    i64 3, label %1468
    i64 0, label %1504
  ]

1468:                                             ; preds = %1466
  %1469 = bitcast <16 x float> %1467 to <8 x i64>
  %1470 = and <8 x i64> %1469, %300
  %1471 = fcmp oeq <16 x float> %1467, %50
  %1472 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1467, i32 4)
  %1473 = bitcast <8 x i64> %1470 to <16 x float>
  %1474 = select <16 x i1> %1471, <16 x float> %1473, <16 x float> %1472
  br label %1485

1475:                                             ; preds = %1466
  %1476 = bitcast <16 x float> %1467 to <8 x i64>
  %1477 = or <8 x i64> %1476, %301
  %1478 = fcmp oeq <16 x float> %1467, %53
  %1479 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1467, i32 4)
  %1480 = bitcast <8 x i64> %1477 to <16 x float>
  %1481 = select <16 x i1> %1478, <16 x float> %1480, <16 x float> %1479
  br label %1485

1482:                                             ; preds = %1466
  %1483 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1447, <16 x i1> %1443, <16 x float> zeroinitializer)
  %1484 = fadd <16 x float> %1467, %1483
  br label %1485

1485:                                             ; preds = %1482, %1475, %1468
  %1486 = phi <16 x float> [ %1484, %1482 ], [ %1481, %1475 ], [ %1474, %1468 ]
  switch i64 %321, label %1465 [
    i64 1, label %1501
    i64 2, label %1494
    i64 3, label %1487
    i64 0, label %1504
  ]

1487:                                             ; preds = %1485
  %1488 = bitcast <16 x float> %1486 to <8 x i64>
  %1489 = and <8 x i64> %1488, %300
  %1490 = fcmp oeq <16 x float> %1486, %50
  %1491 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1486, i32 4)
  %1492 = bitcast <8 x i64> %1489 to <16 x float>
  %1493 = select <16 x i1> %1490, <16 x float> %1492, <16 x float> %1491
  br label %1504

1494:                                             ; preds = %1485
  %1495 = bitcast <16 x float> %1486 to <8 x i64>
  %1496 = or <8 x i64> %1495, %301
  %1497 = fcmp oeq <16 x float> %1486, %53
  %1498 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1486, i32 4)
  %1499 = bitcast <8 x i64> %1496 to <16 x float>
  %1500 = select <16 x i1> %1497, <16 x float> %1499, <16 x float> %1498
  br label %1504

1501:                                             ; preds = %1485
  %1502 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1447, <16 x i1> %1443, <16 x float> zeroinitializer)
  %1503 = fadd <16 x float> %1486, %1502
  br label %1504

1504:                                             ; preds = %1436, %1446, %1466, %1485, %1501, %1494, %1487
  %1505 = phi <16 x float> [ %1493, %1487 ], [ %1445, %1446 ], [ %1486, %1485 ], [ %1467, %1466 ], [ %1503, %1501 ], [ %1500, %1494 ], [ %1445, %1436 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1505, ptr align 1 %1444, <16 x i1> %1443)
  %1506 = add nsw i64 %956, %1439
  %1507 = select i1 %1440, <16 x i1> zeroinitializer, <16 x i1> %981
  %1508 = getelementptr inbounds float, ptr %399, i64 %1506
  %1509 = getelementptr inbounds nuw i8, ptr %1441, i64 64
  %1510 = load <16 x float>, ptr %1509, align 64
  br i1 %299, label %1568, label %1511

1511:                                             ; preds = %1504
  %1512 = getelementptr inbounds float, ptr %397, i64 %1506
  switch i64 %322, label %1465 [
    i64 1, label %1527
    i64 2, label %1520
    i64 3, label %1513
    i64 0, label %1568
  ]

1513:                                             ; preds = %1511
  %1514 = bitcast <16 x float> %1510 to <8 x i64>
  %1515 = and <8 x i64> %1514, %300
  %1516 = fcmp oeq <16 x float> %1510, %50
  %1517 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1510, i32 4)
  %1518 = bitcast <8 x i64> %1515 to <16 x float>
  %1519 = select <16 x i1> %1516, <16 x float> %1518, <16 x float> %1517
  br label %1530

1520:                                             ; preds = %1511
  %1521 = bitcast <16 x float> %1510 to <8 x i64>
  %1522 = or <8 x i64> %1521, %301
  %1523 = fcmp oeq <16 x float> %1510, %53
  %1524 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1510, i32 4)
  %1525 = bitcast <8 x i64> %1522 to <16 x float>
  %1526 = select <16 x i1> %1523, <16 x float> %1525, <16 x float> %1524
  br label %1530

1527:                                             ; preds = %1511
  %1528 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1512, <16 x i1> %1507, <16 x float> zeroinitializer)
  %1529 = fadd <16 x float> %1510, %1528
  br label %1530

1530:                                             ; preds = %1527, %1520, %1513
  %1531 = phi <16 x float> [ %1529, %1527 ], [ %1526, %1520 ], [ %1519, %1513 ]
  switch i64 %324, label %1465 [
    i64 1, label %1546
    i64 2, label %1539
    i64 3, label %1532
    i64 0, label %1568
  ]

1532:                                             ; preds = %1530
  %1533 = bitcast <16 x float> %1531 to <8 x i64>
  %1534 = and <8 x i64> %1533, %300
  %1535 = fcmp oeq <16 x float> %1531, %50
  %1536 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1531, i32 4)
  %1537 = bitcast <8 x i64> %1534 to <16 x float>
  %1538 = select <16 x i1> %1535, <16 x float> %1537, <16 x float> %1536
  br label %1549

1539:                                             ; preds = %1530
  %1540 = bitcast <16 x float> %1531 to <8 x i64>
  %1541 = or <8 x i64> %1540, %301
  %1542 = fcmp oeq <16 x float> %1531, %53
  %1543 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1531, i32 4)
  %1544 = bitcast <8 x i64> %1541 to <16 x float>
  %1545 = select <16 x i1> %1542, <16 x float> %1544, <16 x float> %1543
  br label %1549

1546:                                             ; preds = %1530
  %1547 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1512, <16 x i1> %1507, <16 x float> zeroinitializer)
  %1548 = fadd <16 x float> %1531, %1547
  br label %1549

1549:                                             ; preds = %1546, %1539, %1532
  %1550 = phi <16 x float> [ %1548, %1546 ], [ %1545, %1539 ], [ %1538, %1532 ]
  switch i64 %326, label %1465 [
    i64 1, label %1565
    i64 2, label %1558
    i64 3, label %1551
    i64 0, label %1568
  ]

1551:                                             ; preds = %1549
  %1552 = bitcast <16 x float> %1550 to <8 x i64>
  %1553 = and <8 x i64> %1552, %300
  %1554 = fcmp oeq <16 x float> %1550, %50
  %1555 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1550, i32 4)
  %1556 = bitcast <8 x i64> %1553 to <16 x float>
  %1557 = select <16 x i1> %1554, <16 x float> %1556, <16 x float> %1555
  br label %1568

1558:                                             ; preds = %1549
  %1559 = bitcast <16 x float> %1550 to <8 x i64>
  %1560 = or <8 x i64> %1559, %301
  %1561 = fcmp oeq <16 x float> %1550, %53
  %1562 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1550, i32 4)
  %1563 = bitcast <8 x i64> %1560 to <16 x float>
  %1564 = select <16 x i1> %1561, <16 x float> %1563, <16 x float> %1562
  br label %1568

1565:                                             ; preds = %1549
  %1566 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1512, <16 x i1> %1507, <16 x float> zeroinitializer)
  %1567 = fadd <16 x float> %1550, %1566
  br label %1568

1568:                                             ; preds = %1504, %1511, %1530, %1549, %1565, %1558, %1551
  %1569 = phi <16 x float> [ %1557, %1551 ], [ %1510, %1511 ], [ %1550, %1549 ], [ %1531, %1530 ], [ %1567, %1565 ], [ %1564, %1558 ], [ %1510, %1504 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1569, ptr align 1 %1508, <16 x i1> %1507)
  %1570 = add nsw i64 %955, %1439
  %1571 = select i1 %1440, <16 x i1> zeroinitializer, <16 x i1> %982
  %1572 = getelementptr inbounds float, ptr %399, i64 %1570
  %1573 = getelementptr inbounds nuw i8, ptr %1441, i64 128
  %1574 = load <16 x float>, ptr %1573, align 64
  br i1 %299, label %1632, label %1575

1575:                                             ; preds = %1568
  %1576 = getelementptr inbounds float, ptr %397, i64 %1570
  switch i64 %327, label %1465 [
    i64 1, label %1591
    i64 2, label %1584
    i64 3, label %1577
    i64 0, label %1632
  ]

1577:                                             ; preds = %1575
  %1578 = bitcast <16 x float> %1574 to <8 x i64>
  %1579 = and <8 x i64> %1578, %300
  %1580 = fcmp oeq <16 x float> %1574, %50
  %1581 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1574, i32 4)
  %1582 = bitcast <8 x i64> %1579 to <16 x float>
  %1583 = select <16 x i1> %1580, <16 x float> %1582, <16 x float> %1581
  br label %1594

1584:                                             ; preds = %1575
  %1585 = bitcast <16 x float> %1574 to <8 x i64>
  %1586 = or <8 x i64> %1585, %301
  %1587 = fcmp oeq <16 x float> %1574, %53
  %1588 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1574, i32 4)
  %1589 = bitcast <8 x i64> %1586 to <16 x float>
  %1590 = select <16 x i1> %1587, <16 x float> %1589, <16 x float> %1588
  br label %1594

1591:                                             ; preds = %1575
  %1592 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1576, <16 x i1> %1571, <16 x float> zeroinitializer)
  %1593 = fadd <16 x float> %1574, %1592
  br label %1594

1594:                                             ; preds = %1591, %1584, %1577
  %1595 = phi <16 x float> [ %1593, %1591 ], [ %1590, %1584 ], [ %1583, %1577 ]
  switch i64 %329, label %1465 [
    i64 1, label %1610
    i64 2, label %1603
    i64 3, label %1596
    i64 0, label %1632
  ]

1596:                                             ; preds = %1594
  %1597 = bitcast <16 x float> %1595 to <8 x i64>
  %1598 = and <8 x i64> %1597, %300
  %1599 = fcmp oeq <16 x float> %1595, %50
  %1600 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1595, i32 4)
  %1601 = bitcast <8 x i64> %1598 to <16 x float>
  %1602 = select <16 x i1> %1599, <16 x float> %1601, <16 x float> %1600
  br label %1613

1603:                                             ; preds = %1594
  %1604 = bitcast <16 x float> %1595 to <8 x i64>
  %1605 = or <8 x i64> %1604, %301
  %1606 = fcmp oeq <16 x float> %1595, %53
  %1607 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1595, i32 4)
  %1608 = bitcast <8 x i64> %1605 to <16 x float>
  %1609 = select <16 x i1> %1606, <16 x float> %1608, <16 x float> %1607
  br label %1613

1610:                                             ; preds = %1594
  %1611 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1576, <16 x i1> %1571, <16 x float> zeroinitializer)
  %1612 = fadd <16 x float> %1595, %1611
  br label %1613

1613:                                             ; preds = %1610, %1603, %1596
  %1614 = phi <16 x float> [ %1612, %1610 ], [ %1609, %1603 ], [ %1602, %1596 ]
  switch i64 %331, label %1465 [
    i64 1, label %1629
    i64 2, label %1622
    i64 3, label %1615
    i64 0, label %1632
  ]

1615:                                             ; preds = %1613
  %1616 = bitcast <16 x float> %1614 to <8 x i64>
  %1617 = and <8 x i64> %1616, %300
  %1618 = fcmp oeq <16 x float> %1614, %50
  %1619 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1614, i32 4)
  %1620 = bitcast <8 x i64> %1617 to <16 x float>
  %1621 = select <16 x i1> %1618, <16 x float> %1620, <16 x float> %1619
  br label %1632

1622:                                             ; preds = %1613
  %1623 = bitcast <16 x float> %1614 to <8 x i64>
  %1624 = or <8 x i64> %1623, %301
  %1625 = fcmp oeq <16 x float> %1614, %53
  %1626 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1614, i32 4)
  %1627 = bitcast <8 x i64> %1624 to <16 x float>
  %1628 = select <16 x i1> %1625, <16 x float> %1627, <16 x float> %1626
  br label %1632

1629:                                             ; preds = %1613
  %1630 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1576, <16 x i1> %1571, <16 x float> zeroinitializer)
  %1631 = fadd <16 x float> %1614, %1630
  br label %1632

1632:                                             ; preds = %1568, %1575, %1594, %1613, %1629, %1622, %1615
  %1633 = phi <16 x float> [ %1621, %1615 ], [ %1574, %1575 ], [ %1614, %1613 ], [ %1595, %1594 ], [ %1631, %1629 ], [ %1628, %1622 ], [ %1574, %1568 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1633, ptr align 1 %1572, <16 x i1> %1571)
  %1634 = add nuw nsw i64 %1437, 1
  %1635 = icmp eq i64 %1634, 8
  br i1 %1635, label %1636, label %1436

1636:                                             ; preds = %1632
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  %1637 = add nsw i64 %987, 8
  %1638 = icmp slt i64 %1637, %387
  br i1 %1638, label %986, label %983
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
