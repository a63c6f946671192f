%struct.s2taps = type { [7 x i64], [7 x i64], [7 x i64], [7 x i64], [7 x i64], [7 x i64], i64 }

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_nchwk_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26, i64 noundef %27, i64 noundef %28, i64 noundef %29) local_unnamed_addr {
  %31 = alloca [8 x [3 x <16 x float>]], align 64
  %32 = alloca [7 x i32], align 16
  %33 = alloca [7 x i32], align 16
  %34 = alloca [49 x [3 x i64]], align 16
  %35 = alloca [49 x [3 x i32]], align 16
  %36 = alloca [3 x i64], align 16
  %37 = alloca [3 x i64], align 16
  %38 = alloca [3 x i64], align 16
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
  %53 = mul nsw i64 %10, %9
  %54 = add nsw i64 %10, 15
  %55 = sdiv i64 %54, 16
  %56 = icmp eq i64 %19, 0
  br i1 %56, label %60, label %57

57:                                               ; preds = %30
  %58 = add nsw i64 %53, 15
  %59 = sdiv i64 %58, 16
  br label %62

60:                                               ; preds = %30
  %61 = mul nsw i64 %55, %9
  br label %62

62:                                               ; preds = %60, %57
  %63 = phi i64 [ %59, %57 ], [ %61, %60 ]
  %64 = add nsw i64 %6, 7
  %65 = sdiv i64 %64, 8
  %66 = add nsw i64 %65, -1
  %67 = add i64 %66, %18
  %68 = sdiv i64 %67, %18
  %69 = add i64 %17, -1
  %70 = add i64 %69, %63
  %71 = sdiv i64 %70, %17
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  %72 = shl i64 %18, 3
  %73 = icmp slt i64 %3, %4
  br i1 %73, label %74, label %235

74:                                               ; preds = %62
  %75 = icmp eq i64 %25, 0
  %76 = icmp sgt i64 %11, 0
  %77 = icmp sgt i64 %12, 0
  %78 = add nsw i64 %6, -8
  %79 = mul nsw i64 %8, %7
  %80 = mul i64 %12, %11
  %81 = icmp eq i64 %22, 0
  %82 = mul i64 %80, %5
  %83 = icmp sgt i64 %5, 0
  %84 = icmp sgt i64 %80, 0
  %85 = icmp eq i64 %29, 0
  %86 = bitcast <16 x float> %49 to <8 x i64>
  %87 = bitcast <16 x float> %52 to <8 x i64>
  %88 = mul i64 %12, 24
  %89 = mul i64 %12, 12
  %90 = getelementptr inbounds nuw i8, ptr %36, i64 8
  %91 = getelementptr inbounds nuw i8, ptr %36, i64 16
  %92 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %93 = getelementptr inbounds nuw i8, ptr %38, i64 8
  %94 = getelementptr inbounds nuw i8, ptr %36, i64 8
  %95 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %96 = getelementptr inbounds nuw i8, ptr %38, i64 16
  %97 = getelementptr inbounds nuw i8, ptr %36, i64 16
  %98 = shl i64 %82, 3
  %99 = mul i64 %82, 12
  %100 = shl i64 %82, 4
  %101 = mul i64 %82, 20
  %102 = mul i64 %82, 24
  %103 = mul i64 %82, 28
  %104 = and i64 %29, 3
  %105 = lshr i64 %29, 2
  %106 = and i64 %105, 3
  %107 = lshr i64 %29, 4
  %108 = and i64 %107, 3
  %109 = and i64 %29, 3
  %110 = lshr i64 %29, 2
  %111 = and i64 %110, 3
  %112 = lshr i64 %29, 4
  %113 = and i64 %112, 3
  %114 = shl i64 %82, 3
  %115 = mul i64 %82, 12
  %116 = shl i64 %82, 4
  %117 = mul i64 %82, 20
  %118 = mul i64 %82, 24
  %119 = mul i64 %82, 28
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
  %145 = and i64 %29, 3
  %146 = lshr i64 %29, 2
  %147 = and i64 %146, 3
  %148 = lshr i64 %29, 4
  %149 = and i64 %148, 3
  %150 = and i64 %29, 3
  %151 = lshr i64 %29, 2
  %152 = and i64 %151, 3
  %153 = lshr i64 %29, 4
  %154 = and i64 %153, 3
  %155 = and i64 %29, 3
  %156 = lshr i64 %29, 2
  %157 = and i64 %156, 3
  %158 = lshr i64 %29, 4
  %159 = and i64 %158, 3
  %160 = shl i64 %82, 3
  %161 = mul i64 %82, 12
  %162 = shl i64 %82, 4
  %163 = mul i64 %82, 20
  %164 = mul i64 %82, 24
  %165 = mul i64 %82, 28
  %166 = and i64 %29, 3
  %167 = lshr i64 %29, 2
  %168 = and i64 %167, 3
  %169 = lshr i64 %29, 4
  %170 = and i64 %169, 3
  %171 = and i64 %29, 3
  %172 = lshr i64 %29, 2
  %173 = and i64 %172, 3
  %174 = lshr i64 %29, 4
  %175 = and i64 %174, 3
  %176 = and i64 %29, 3
  %177 = lshr i64 %29, 2
  %178 = and i64 %177, 3
  %179 = lshr i64 %29, 4
  %180 = and i64 %179, 3
  %181 = icmp ult i64 %11, 8
  %182 = icmp ult i64 %11, 64
  %183 = and i64 %11, 56
  %184 = and i64 %11, 9223372036854775744
  %185 = insertelement <16 x i64> poison, i64 %7, i64 0
  %186 = shufflevector <16 x i64> %185, <16 x i64> poison, <16 x i32> zeroinitializer
  %187 = icmp eq i64 %11, %184
  %188 = icmp eq i64 %183, 0
  %189 = and i64 %11, 9223372036854775800
  %190 = insertelement <8 x i64> poison, i64 %7, i64 0
  %191 = shufflevector <8 x i64> %190, <8 x i64> poison, <8 x i32> zeroinitializer
  %192 = icmp eq i64 %11, %189
  %193 = icmp ult i64 %12, 4
  %194 = icmp ult i64 %12, 16
  %195 = and i64 %12, 12
  %196 = and i64 %12, 9223372036854775792
  %197 = icmp eq i64 %12, %196
  %198 = icmp eq i64 %195, 0
  %199 = and i64 %12, 9223372036854775804
  %200 = icmp eq i64 %12, %199
  %201 = icmp ult i64 %12, 8
  %202 = and i64 %12, 9223372036854775800
  %203 = icmp eq i64 %12, %202
  %204 = insertelement <8 x i64> poison, i64 %13, i64 0
  %205 = shufflevector <8 x i64> %204, <8 x i64> poison, <8 x i32> zeroinitializer
  %206 = insertelement <8 x i64> poison, i64 %10, i64 0
  %207 = shufflevector <8 x i64> %206, <8 x i64> poison, <8 x i32> zeroinitializer
  %208 = insertelement <8 x i64> poison, i64 %7, i64 0
  %209 = shufflevector <8 x i64> %208, <8 x i64> poison, <8 x i32> zeroinitializer
  %210 = insertelement <8 x i64> poison, i64 %8, i64 0
  %211 = shufflevector <8 x i64> %210, <8 x i64> poison, <8 x i32> zeroinitializer
  %212 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %213 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %214 = getelementptr inbounds nuw i8, ptr %31, i64 192
  %215 = getelementptr inbounds nuw i8, ptr %31, i64 256
  %216 = getelementptr inbounds nuw i8, ptr %31, i64 320
  %217 = getelementptr inbounds nuw i8, ptr %31, i64 384
  %218 = getelementptr inbounds nuw i8, ptr %31, i64 448
  %219 = getelementptr inbounds nuw i8, ptr %31, i64 512
  %220 = getelementptr inbounds nuw i8, ptr %31, i64 576
  %221 = getelementptr inbounds nuw i8, ptr %31, i64 640
  %222 = getelementptr inbounds nuw i8, ptr %31, i64 704
  %223 = getelementptr inbounds nuw i8, ptr %31, i64 768
  %224 = getelementptr inbounds nuw i8, ptr %31, i64 832
  %225 = getelementptr inbounds nuw i8, ptr %31, i64 896
  %226 = getelementptr inbounds nuw i8, ptr %31, i64 960
  %227 = getelementptr inbounds nuw i8, ptr %31, i64 1024
  %228 = getelementptr inbounds nuw i8, ptr %31, i64 1088
  %229 = getelementptr inbounds nuw i8, ptr %31, i64 1152
  %230 = getelementptr inbounds nuw i8, ptr %31, i64 1216
  %231 = getelementptr inbounds nuw i8, ptr %31, i64 1280
  %232 = getelementptr inbounds nuw i8, ptr %31, i64 1344
  %233 = getelementptr inbounds nuw i8, ptr %31, i64 1408
  %234 = getelementptr inbounds nuw i8, ptr %31, i64 1472
  br label %236

235:                                              ; preds = %263, %62
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  ret void

236:                                              ; preds = %74, %263
  %237 = phi i64 [ %3, %74 ], [ %264, %263 ]
  %238 = srem i64 %237, %68
  %239 = sdiv i64 %237, %68
  %240 = srem i64 %239, %71
  %241 = sdiv i64 %239, %71
  %242 = add nsw i64 %238, 1
  %243 = mul i64 %72, %242
  %244 = tail call i64 @llvm.smin.i64(i64 %243, i64 %6)
  %245 = add nsw i64 %240, 1
  %246 = mul nsw i64 %245, %17
  %247 = tail call i64 @llvm.smin.i64(i64 %246, i64 %63)
  %248 = mul nsw i64 %241, %20
  %249 = getelementptr inbounds float, ptr %39, i64 %248
  %250 = mul nsw i64 %241, %21
  %251 = getelementptr inbounds float, ptr %42, i64 %250
  %252 = mul nsw i64 %241, %26
  %253 = getelementptr inbounds float, ptr %43, i64 %252
  %254 = select i1 %75, ptr null, ptr %253
  %255 = mul nsw i64 %241, %24
  %256 = getelementptr inbounds float, ptr %44, i64 %255
  %257 = mul nsw i64 %240, %17
  %258 = mul i64 %72, %238
  %259 = icmp slt i64 %257, %247
  br i1 %259, label %260, label %263

260:                                              ; preds = %236
  %261 = add nsw i64 %247, -1
  %262 = icmp slt i64 %258, %244
  br label %266

263:                                              ; preds = %789, %236
  %264 = add i64 %237, 1
  %265 = icmp eq i64 %264, %4
  br i1 %265, label %235, label %236

266:                                              ; preds = %260, %789
  %267 = phi i64 [ %257, %260 ], [ %790, %789 ]
  %268 = sub nsw i64 %247, %267
  %269 = icmp sgt i64 %268, 2
  %270 = trunc i64 %268 to i32
  %271 = select i1 %269, i32 3, i32 %270
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  br i1 %56, label %557, label %272

272:                                              ; preds = %266
  %273 = sext i32 %271 to i64
  %274 = tail call i64 @llvm.smin.i64(i64 %267, i64 %261)
  %275 = shl nsw i64 %274, 4
  store i64 %275, ptr %36, align 16
  %276 = icmp sgt i32 %271, 0
  %277 = sub nsw i64 %53, %275
  %278 = select i1 %276, i64 %277, i64 0
  %279 = add nsw i64 %267, 1
  %280 = tail call i64 @llvm.smin.i64(i64 %279, i64 %261)
  %281 = shl nsw i64 %280, 4
  store i64 %281, ptr %90, align 8
  %282 = icmp sgt i32 %271, 1
  %283 = sub nsw i64 %53, %281
  %284 = select i1 %282, i64 %283, i64 0
  %285 = add nsw i64 %267, 2
  %286 = tail call i64 @llvm.smin.i64(i64 %285, i64 %261)
  %287 = shl nsw i64 %286, 4
  store i64 %287, ptr %91, align 16
  %288 = icmp sgt i32 %271, 2
  %289 = sub nsw i64 %53, %287
  %290 = select i1 %288, i64 %289, i64 0
  br label %291

291:                                              ; preds = %272, %540
  %292 = phi i64 [ 0, %272 ], [ %541, %540 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %33, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %32, i8 0, i64 28, i1 false)
  %293 = icmp slt i64 %292, %273
  %294 = getelementptr inbounds nuw i64, ptr %36, i64 %292
  %295 = load i64, ptr %294, align 8
  br i1 %293, label %296, label %303

296:                                              ; preds = %291
  %297 = sub nsw i64 %53, %295
  %298 = tail call i64 @llvm.smin.i64(i64 %297, i64 16)
  %299 = icmp sgt i64 %297, 0
  br i1 %299, label %300, label %303

300:                                              ; preds = %296
  %301 = srem i64 %295, %8
  %302 = sdiv i64 %295, %8
  br label %308

303:                                              ; preds = %484, %291, %296
  br i1 %76, label %304, label %540

304:                                              ; preds = %303
  %305 = getelementptr i64, ptr %34, i64 %292
  %306 = getelementptr i32, ptr %35, i64 %292
  %307 = sub i64 %295, %16
  br label %508

308:                                              ; preds = %300, %484
  %309 = phi i64 [ %314, %484 ], [ 0, %300 ]
  %310 = phi i64 [ 0, %484 ], [ %301, %300 ]
  %311 = phi i64 [ %485, %484 ], [ %302, %300 ]
  %312 = add nsw i64 %309, %8
  %313 = sub nsw i64 %312, %310
  %314 = tail call i64 @llvm.smin.i64(i64 %313, i64 %298)
  br i1 %76, label %315, label %393

315:                                              ; preds = %308
  %316 = sub i64 %311, %15
  %317 = trunc i64 %314 to i32
  %318 = shl nsw i32 -1, %317
  %319 = xor i32 %318, -1
  %320 = trunc i64 %309 to i32
  %321 = shl nsw i32 -1, %320
  %322 = and i32 %321, %319
  br i1 %181, label %391, label %323

323:                                              ; preds = %315
  br i1 %182, label %368, label %324

324:                                              ; preds = %323
  %325 = insertelement <16 x i64> poison, i64 %316, i64 0
  %326 = shufflevector <16 x i64> %325, <16 x i64> poison, <16 x i32> zeroinitializer
  %327 = insertelement <16 x i32> poison, i32 %322, i64 0
  %328 = shufflevector <16 x i32> %327, <16 x i32> poison, <16 x i32> zeroinitializer
  %329 = add <16 x i64> splat (i64 16), %326
  %330 = add <16 x i64> splat (i64 32), %326
  %331 = add <16 x i64> splat (i64 48), %326
  br label %332

332:                                              ; preds = %332, %324
  %333 = phi i64 [ 0, %324 ], [ %363, %332 ]
  %334 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %324 ], [ %364, %332 ]
  %335 = add <16 x i64> %326, %334
  %336 = add <16 x i64> %334, %329
  %337 = add <16 x i64> %334, %330
  %338 = add <16 x i64> %334, %331
  %339 = icmp sgt <16 x i64> %335, splat (i64 -1)
  %340 = icmp sgt <16 x i64> %336, splat (i64 -1)
  %341 = icmp sgt <16 x i64> %337, splat (i64 -1)
  %342 = icmp sgt <16 x i64> %338, splat (i64 -1)
  %343 = icmp slt <16 x i64> %335, %186
  %344 = icmp slt <16 x i64> %336, %186
  %345 = icmp slt <16 x i64> %337, %186
  %346 = icmp slt <16 x i64> %338, %186
  %347 = and <16 x i1> %339, %343
  %348 = and <16 x i1> %340, %344
  %349 = and <16 x i1> %341, %345
  %350 = and <16 x i1> %342, %346
  %351 = getelementptr i32, ptr %32, i64 %333
  %352 = getelementptr i8, ptr %351, i64 64
  %353 = getelementptr i8, ptr %351, i64 128
  %354 = getelementptr i8, ptr %351, i64 192
  %355 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %351, <16 x i1> %347, <16 x i32> poison)
  %356 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %352, <16 x i1> %348, <16 x i32> poison)
  %357 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %353, <16 x i1> %349, <16 x i32> poison)
  %358 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %354, <16 x i1> %350, <16 x i32> poison)
  %359 = or <16 x i32> %355, %328
  %360 = or <16 x i32> %356, %328
  %361 = or <16 x i32> %357, %328
  %362 = or <16 x i32> %358, %328
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %359, ptr align 16 %351, <16 x i1> %347)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %360, ptr align 16 %352, <16 x i1> %348)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %361, ptr align 16 %353, <16 x i1> %349)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %362, ptr align 16 %354, <16 x i1> %350)
  %363 = add nuw i64 %333, 64
  %364 = add <16 x i64> %334, splat (i64 64)
  %365 = icmp eq i64 %363, %184
  br i1 %365, label %366, label %332

366:                                              ; preds = %332
  br i1 %187, label %393, label %367

367:                                              ; preds = %366
  br i1 %188, label %391, label %368

368:                                              ; preds = %323, %367
  %369 = phi i64 [ %184, %367 ], [ 0, %323 ]
  %370 = insertelement <8 x i64> poison, i64 %316, i64 0
  %371 = shufflevector <8 x i64> %370, <8 x i64> poison, <8 x i32> zeroinitializer
  %372 = insertelement <8 x i32> poison, i32 %322, i64 0
  %373 = shufflevector <8 x i32> %372, <8 x i32> poison, <8 x i32> zeroinitializer
  %374 = insertelement <8 x i64> poison, i64 %369, i64 0
  %375 = shufflevector <8 x i64> %374, <8 x i64> poison, <8 x i32> zeroinitializer
  %376 = or disjoint <8 x i64> %375, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %377

377:                                              ; preds = %377, %368
  %378 = phi i64 [ %369, %368 ], [ %387, %377 ]
  %379 = phi <8 x i64> [ %376, %368 ], [ %388, %377 ]
  %380 = add <8 x i64> %371, %379
  %381 = icmp sgt <8 x i64> %380, splat (i64 -1)
  %382 = icmp slt <8 x i64> %380, %191
  %383 = and <8 x i1> %381, %382
  %384 = getelementptr i32, ptr %32, i64 %378
  %385 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %384, <8 x i1> %383, <8 x i32> poison)
  %386 = or <8 x i32> %385, %373
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %386, ptr align 16 %384, <8 x i1> %383)
  %387 = add nuw i64 %378, 8
  %388 = add nuw nsw <8 x i64> %379, splat (i64 8)
  %389 = icmp eq i64 %387, %189
  br i1 %389, label %390, label %377

390:                                              ; preds = %377
  br i1 %192, label %393, label %391

391:                                              ; preds = %315, %367, %390
  %392 = phi i64 [ 0, %315 ], [ %184, %367 ], [ %189, %390 ]
  br label %471

393:                                              ; preds = %481, %366, %390, %308
  br i1 %77, label %394, label %484

394:                                              ; preds = %393
  %395 = add nsw i64 %309, %16
  %396 = add nsw i64 %312, %16
  br i1 %193, label %469, label %397

397:                                              ; preds = %394
  br i1 %194, label %432, label %398

398:                                              ; preds = %397
  %399 = insertelement <16 x i64> poison, i64 %395, i64 0
  %400 = shufflevector <16 x i64> %399, <16 x i64> poison, <16 x i32> zeroinitializer
  %401 = insertelement <16 x i64> poison, i64 %396, i64 0
  %402 = shufflevector <16 x i64> %401, <16 x i64> poison, <16 x i32> zeroinitializer
  %403 = insertelement <16 x i64> poison, i64 %310, i64 0
  %404 = shufflevector <16 x i64> %403, <16 x i64> poison, <16 x i32> zeroinitializer
  %405 = insertelement <16 x i64> poison, i64 %309, i64 0
  %406 = shufflevector <16 x i64> %405, <16 x i64> poison, <16 x i32> zeroinitializer
  %407 = insertelement <16 x i64> poison, i64 %314, i64 0
  %408 = shufflevector <16 x i64> %407, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %409

409:                                              ; preds = %409, %398
  %410 = phi i64 [ 0, %398 ], [ %427, %409 ]
  %411 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %398 ], [ %428, %409 ]
  %412 = add <16 x i64> %411, %404
  %413 = sub <16 x i64> %400, %412
  %414 = sub <16 x i64> %402, %412
  %415 = call <16 x i64> @llvm.smax.v16i64(<16 x i64> %413, <16 x i64> %406)
  %416 = call <16 x i64> @llvm.smin.v16i64(<16 x i64> %414, <16 x i64> %408)
  %417 = icmp slt <16 x i64> %415, %416
  %418 = trunc <16 x i64> %416 to <16 x i32>
  %419 = shl nsw <16 x i32> splat (i32 -1), %418
  %420 = xor <16 x i32> %419, splat (i32 -1)
  %421 = trunc <16 x i64> %415 to <16 x i32>
  %422 = shl nsw <16 x i32> splat (i32 -1), %421
  %423 = and <16 x i32> %422, %420
  %424 = getelementptr i32, ptr %33, i64 %410
  %425 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %424, <16 x i1> %417, <16 x i32> poison)
  %426 = or <16 x i32> %425, %423
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %426, ptr align 16 %424, <16 x i1> %417)
  %427 = add nuw i64 %410, 16
  %428 = add nuw nsw <16 x i64> %411, splat (i64 16)
  %429 = icmp eq i64 %427, %196
  br i1 %429, label %430, label %409

430:                                              ; preds = %409
  br i1 %197, label %484, label %431

431:                                              ; preds = %430
  br i1 %198, label %469, label %432

432:                                              ; preds = %397, %431
  %433 = phi i64 [ %196, %431 ], [ 0, %397 ]
  %434 = insertelement <4 x i64> poison, i64 %395, i64 0
  %435 = shufflevector <4 x i64> %434, <4 x i64> poison, <4 x i32> zeroinitializer
  %436 = insertelement <4 x i64> poison, i64 %396, i64 0
  %437 = shufflevector <4 x i64> %436, <4 x i64> poison, <4 x i32> zeroinitializer
  %438 = insertelement <4 x i64> poison, i64 %310, i64 0
  %439 = shufflevector <4 x i64> %438, <4 x i64> poison, <4 x i32> zeroinitializer
  %440 = insertelement <4 x i64> poison, i64 %309, i64 0
  %441 = shufflevector <4 x i64> %440, <4 x i64> poison, <4 x i32> zeroinitializer
  %442 = insertelement <4 x i64> poison, i64 %314, i64 0
  %443 = shufflevector <4 x i64> %442, <4 x i64> poison, <4 x i32> zeroinitializer
  %444 = insertelement <4 x i64> poison, i64 %433, i64 0
  %445 = shufflevector <4 x i64> %444, <4 x i64> poison, <4 x i32> zeroinitializer
  %446 = or disjoint <4 x i64> %445, <i64 0, i64 1, i64 2, i64 3>
  br label %447

447:                                              ; preds = %447, %432
  %448 = phi i64 [ %433, %432 ], [ %465, %447 ]
  %449 = phi <4 x i64> [ %446, %432 ], [ %466, %447 ]
  %450 = add <4 x i64> %449, %439
  %451 = sub <4 x i64> %435, %450
  %452 = sub <4 x i64> %437, %450
  %453 = call <4 x i64> @llvm.smax.v4i64(<4 x i64> %451, <4 x i64> %441)
  %454 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %452, <4 x i64> %443)
  %455 = icmp slt <4 x i64> %453, %454
  %456 = trunc <4 x i64> %454 to <4 x i32>
  %457 = shl nsw <4 x i32> splat (i32 -1), %456
  %458 = xor <4 x i32> %457, splat (i32 -1)
  %459 = trunc <4 x i64> %453 to <4 x i32>
  %460 = shl nsw <4 x i32> splat (i32 -1), %459
  %461 = and <4 x i32> %460, %458
  %462 = getelementptr i32, ptr %33, i64 %448
  %463 = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr align 16 %462, <4 x i1> %455, <4 x i32> poison)
  %464 = or <4 x i32> %463, %461
  call void @llvm.masked.store.v4i32.p0(<4 x i32> %464, ptr align 16 %462, <4 x i1> %455)
  %465 = add nuw i64 %448, 4
  %466 = add nuw nsw <4 x i64> %449, splat (i64 4)
  %467 = icmp eq i64 %465, %199
  br i1 %467, label %468, label %447

468:                                              ; preds = %447
  br i1 %200, label %484, label %469

469:                                              ; preds = %394, %431, %468
  %470 = phi i64 [ 0, %394 ], [ %196, %431 ], [ %199, %468 ]
  br label %487

471:                                              ; preds = %391, %481
  %472 = phi i64 [ %482, %481 ], [ %392, %391 ]
  %473 = add i64 %316, %472
  %474 = icmp sgt i64 %473, -1
  %475 = icmp slt i64 %473, %7
  %476 = and i1 %474, %475
  br i1 %476, label %477, label %481

477:                                              ; preds = %471
  %478 = getelementptr inbounds nuw i32, ptr %32, i64 %472
  %479 = load i32, ptr %478, align 4
  %480 = or i32 %479, %322
  store i32 %480, ptr %478, align 4
  br label %481

481:                                              ; preds = %477, %471
  %482 = add nuw nsw i64 %472, 1
  %483 = icmp eq i64 %482, %11
  br i1 %483, label %393, label %471

484:                                              ; preds = %505, %430, %468, %393
  %485 = add nsw i64 %311, 1
  %486 = icmp slt i64 %313, %298
  br i1 %486, label %308, label %303

487:                                              ; preds = %469, %505
  %488 = phi i64 [ %506, %505 ], [ %470, %469 ]
  %489 = add i64 %488, %310
  %490 = sub i64 %395, %489
  %491 = sub i64 %396, %489
  %492 = tail call i64 @llvm.smax.i64(i64 %490, i64 %309)
  %493 = tail call i64 @llvm.smin.i64(i64 %491, i64 %314)
  %494 = icmp slt i64 %492, %493
  br i1 %494, label %495, label %505

495:                                              ; preds = %487
  %496 = trunc i64 %493 to i32
  %497 = shl nsw i32 -1, %496
  %498 = xor i32 %497, -1
  %499 = trunc i64 %492 to i32
  %500 = shl nsw i32 -1, %499
  %501 = and i32 %500, %498
  %502 = getelementptr inbounds nuw i32, ptr %33, i64 %488
  %503 = load i32, ptr %502, align 4
  %504 = or i32 %503, %501
  store i32 %504, ptr %502, align 4
  br label %505

505:                                              ; preds = %495, %487
  %506 = add nuw nsw i64 %488, 1
  %507 = icmp eq i64 %506, %12
  br i1 %507, label %484, label %487

508:                                              ; preds = %304, %543
  %509 = phi i64 [ 0, %304 ], [ %544, %543 ]
  br i1 %77, label %510, label %543

510:                                              ; preds = %508
  %511 = sub nsw i64 %509, %15
  %512 = mul nsw i64 %511, %8
  %513 = add i64 %307, %512
  %514 = mul nuw nsw i64 %509, %12
  %515 = getelementptr inbounds nuw i32, ptr %32, i64 %509
  %516 = load i32, ptr %515, align 4
  br i1 %201, label %538, label %517

517:                                              ; preds = %510
  %518 = insertelement <8 x i64> poison, i64 %513, i64 0
  %519 = shufflevector <8 x i64> %518, <8 x i64> poison, <8 x i32> zeroinitializer
  %520 = insertelement <8 x i64> poison, i64 %514, i64 0
  %521 = shufflevector <8 x i64> %520, <8 x i64> poison, <8 x i32> zeroinitializer
  %522 = insertelement <8 x i32> poison, i32 %516, i64 0
  %523 = shufflevector <8 x i32> %522, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %524

524:                                              ; preds = %524, %517
  %525 = phi i64 [ 0, %517 ], [ %534, %524 ]
  %526 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %517 ], [ %535, %524 ]
  %527 = add <8 x i64> %519, %526
  %528 = add nuw nsw <8 x i64> %526, %521
  %529 = getelementptr [3 x i64], ptr %305, <8 x i64> %528
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %527, <8 x ptr> align 8 %529, <8 x i1> splat (i1 true))
  %530 = getelementptr inbounds nuw i32, ptr %33, i64 %525
  %531 = load <8 x i32>, ptr %530, align 16
  %532 = and <8 x i32> %531, %523
  %533 = getelementptr [3 x i32], ptr %306, <8 x i64> %528
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %532, <8 x ptr> align 4 %533, <8 x i1> splat (i1 true))
  %534 = add nuw i64 %525, 8
  %535 = add nuw nsw <8 x i64> %526, splat (i64 8)
  %536 = icmp eq i64 %534, %202
  br i1 %536, label %537, label %524

537:                                              ; preds = %524
  br i1 %203, label %543, label %538

538:                                              ; preds = %510, %537
  %539 = phi i64 [ 0, %510 ], [ %202, %537 ]
  br label %546

540:                                              ; preds = %543, %303
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  %541 = add nuw nsw i64 %292, 1
  %542 = icmp eq i64 %541, 3
  br i1 %542, label %711, label %291

543:                                              ; preds = %546, %537, %508
  %544 = add nuw nsw i64 %509, 1
  %545 = icmp eq i64 %544, %11
  br i1 %545, label %540, label %508

546:                                              ; preds = %538, %546
  %547 = phi i64 [ %555, %546 ], [ %539, %538 ]
  %548 = add i64 %513, %547
  %549 = add nuw nsw i64 %547, %514
  %550 = getelementptr [3 x i64], ptr %305, i64 %549
  store i64 %548, ptr %550, align 8
  %551 = getelementptr inbounds nuw i32, ptr %33, i64 %547
  %552 = load i32, ptr %551, align 4
  %553 = and i32 %552, %516
  %554 = getelementptr [3 x i32], ptr %306, i64 %549
  store i32 %553, ptr %554, align 4
  %555 = add nuw nsw i64 %547, 1
  %556 = icmp eq i64 %555, %12
  br i1 %556, label %543, label %546

557:                                              ; preds = %266
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  %558 = tail call i64 @llvm.smin.i64(i64 %267, i64 %261)
  %559 = sdiv i64 %558, %55
  store i64 %559, ptr %37, align 16
  %560 = srem i64 %558, %55
  %561 = shl nsw i64 %560, 4
  store i64 %561, ptr %38, align 16
  %562 = mul nsw i64 %559, %10
  %563 = add nsw i64 %561, %562
  store i64 %563, ptr %36, align 16
  %564 = icmp sgt i32 %271, 0
  %565 = sub nsw i64 %10, %561
  %566 = select i1 %564, i64 %565, i64 0
  %567 = add nsw i64 %267, 1
  %568 = tail call i64 @llvm.smin.i64(i64 %567, i64 %261)
  %569 = sdiv i64 %568, %55
  store i64 %569, ptr %92, align 8
  %570 = srem i64 %568, %55
  %571 = shl nsw i64 %570, 4
  store i64 %571, ptr %93, align 8
  %572 = mul nsw i64 %569, %10
  %573 = add nsw i64 %571, %572
  store i64 %573, ptr %94, align 8
  %574 = icmp sgt i32 %271, 1
  %575 = sub nsw i64 %10, %571
  %576 = select i1 %574, i64 %575, i64 0
  %577 = add nsw i64 %267, 2
  %578 = tail call i64 @llvm.smin.i64(i64 %577, i64 %261)
  %579 = sdiv i64 %578, %55
  store i64 %579, ptr %95, align 16
  %580 = srem i64 %578, %55
  %581 = shl nsw i64 %580, 4
  store i64 %581, ptr %96, align 16
  %582 = mul nsw i64 %579, %10
  %583 = add nsw i64 %581, %582
  store i64 %583, ptr %97, align 16
  %584 = icmp sgt i32 %271, 2
  %585 = sub nsw i64 %10, %581
  %586 = select i1 %584, i64 %585, i64 0
  br i1 %76, label %587, label %710

587:                                              ; preds = %557
  %588 = sext i32 %271 to i64
  %589 = icmp slt i32 %271, 3
  %590 = icmp sgt i32 %271, 0
  %591 = shl nsw i64 %588, 3
  %592 = sub i32 2, %271
  %593 = zext i32 %592 to i64
  %594 = shl nuw nsw i64 %593, 3
  %595 = add nuw nsw i64 %594, 8
  %596 = shl nsw i64 %588, 2
  %597 = shl nuw nsw i64 %593, 2
  %598 = add nuw nsw i64 %597, 4
  %599 = getelementptr i8, ptr %34, i64 %591
  %600 = getelementptr i8, ptr %35, i64 %596
  %601 = zext i32 %271 to i64
  %602 = icmp ult i32 %271, 8
  %603 = and i64 %601, 4294967288
  %604 = icmp eq i64 %603, %601
  br label %605

605:                                              ; preds = %587, %616
  %606 = phi i64 [ 0, %587 ], [ %617, %616 ]
  br i1 %77, label %607, label %616

607:                                              ; preds = %605
  %608 = mul i64 %88, %606
  %609 = mul i64 %89, %606
  %610 = mul nuw nsw i64 %606, %12
  %611 = sub i64 %606, %15
  %612 = getelementptr i8, ptr %599, i64 %608
  %613 = getelementptr i8, ptr %600, i64 %609
  %614 = insertelement <8 x i64> poison, i64 %611, i64 0
  %615 = shufflevector <8 x i64> %614, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %619

616:                                              ; preds = %672, %605
  %617 = add nuw nsw i64 %606, 1
  %618 = icmp eq i64 %617, %11
  br i1 %618, label %710, label %605

619:                                              ; preds = %607, %672
  %620 = phi i64 [ 0, %607 ], [ %673, %672 ]
  %621 = add nuw nsw i64 %620, %610
  br i1 %589, label %622, label %627

622:                                              ; preds = %619
  %623 = mul i64 %620, 24
  %624 = getelementptr i8, ptr %612, i64 %623
  %625 = mul i64 %620, 12
  %626 = getelementptr i8, ptr %613, i64 %625
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %624, i8 0, i64 %595, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %626, i8 0, i64 %598, i1 false)
  br i1 %590, label %627, label %672

627:                                              ; preds = %619, %622
  %628 = sub i64 %620, %16
  %629 = getelementptr inbounds nuw [3 x i64], ptr %34, i64 %621
  %630 = getelementptr inbounds nuw [3 x i32], ptr %35, i64 %621
  br i1 %602, label %670, label %631

631:                                              ; preds = %627
  %632 = insertelement <8 x i64> poison, i64 %628, i64 0
  %633 = shufflevector <8 x i64> %632, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %634

634:                                              ; preds = %634, %631
  %635 = phi i64 [ 0, %631 ], [ %667, %634 ]
  %636 = getelementptr inbounds nuw i64, ptr %37, i64 %635
  %637 = load <8 x i64>, ptr %636, align 16
  %638 = mul nsw <8 x i64> %637, %205
  %639 = add <8 x i64> %615, %638
  %640 = getelementptr inbounds nuw i64, ptr %38, i64 %635
  %641 = load <8 x i64>, ptr %640, align 16
  %642 = sub nsw <8 x i64> %207, %641
  %643 = icmp sgt <8 x i64> %639, splat (i64 -1)
  %644 = icmp slt <8 x i64> %639, %209
  %645 = and <8 x i1> %643, %644
  %646 = add <8 x i64> %633, %641
  %647 = icmp slt <8 x i64> %646, zeroinitializer
  %648 = sub nsw <8 x i64> zeroinitializer, %646
  %649 = select <8 x i1> %647, <8 x i64> %648, <8 x i64> zeroinitializer
  %650 = sub nsw <8 x i64> %211, %646
  %651 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %650, <8 x i64> %642)
  %652 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %651, <8 x i64> splat (i64 16))
  %653 = icmp sgt <8 x i64> %652, %649
  %654 = select <8 x i1> %645, <8 x i1> %653, <8 x i1> zeroinitializer
  %655 = select <8 x i1> %645, <8 x i64> %639, <8 x i64> zeroinitializer
  %656 = mul nsw <8 x i64> %655, %211
  %657 = add nsw <8 x i64> %656, %646
  %658 = getelementptr inbounds nuw i64, ptr %629, i64 %635
  store <8 x i64> %657, ptr %658, align 8
  %659 = trunc <8 x i64> %652 to <8 x i32>
  %660 = shl nsw <8 x i32> splat (i32 -1), %659
  %661 = xor <8 x i32> %660, splat (i32 -1)
  %662 = trunc <8 x i64> %649 to <8 x i32>
  %663 = shl nsw <8 x i32> splat (i32 -1), %662
  %664 = and <8 x i32> %663, %661
  %665 = select <8 x i1> %654, <8 x i32> %664, <8 x i32> zeroinitializer
  %666 = getelementptr inbounds nuw i32, ptr %630, i64 %635
  store <8 x i32> %665, ptr %666, align 4
  %667 = add nuw i64 %635, 8
  %668 = icmp eq i64 %667, %603
  br i1 %668, label %669, label %634

669:                                              ; preds = %634
  br i1 %604, label %672, label %670

670:                                              ; preds = %627, %669
  %671 = phi i64 [ 0, %627 ], [ %603, %669 ]
  br label %675

672:                                              ; preds = %675, %669, %622
  %673 = add nuw nsw i64 %620, 1
  %674 = icmp eq i64 %673, %12
  br i1 %674, label %616, label %619

675:                                              ; preds = %670, %675
  %676 = phi i64 [ %708, %675 ], [ %671, %670 ]
  %677 = getelementptr inbounds nuw i64, ptr %37, i64 %676
  %678 = load i64, ptr %677, align 8
  %679 = mul nsw i64 %678, %13
  %680 = add i64 %611, %679
  %681 = getelementptr inbounds nuw i64, ptr %38, i64 %676
  %682 = load i64, ptr %681, align 8
  %683 = sub nsw i64 %10, %682
  %684 = icmp sgt i64 %680, -1
  %685 = icmp slt i64 %680, %7
  %686 = and i1 %684, %685
  %687 = add i64 %628, %682
  %688 = icmp slt i64 %687, 0
  %689 = sub nsw i64 0, %687
  %690 = select i1 %688, i64 %689, i64 0
  %691 = sub nsw i64 %8, %687
  %692 = tail call i64 @llvm.smin.i64(i64 %691, i64 %683)
  %693 = tail call i64 @llvm.smin.i64(i64 %692, i64 16)
  %694 = icmp sgt i64 %693, %690
  %695 = select i1 %686, i1 %694, i1 false
  %696 = select i1 %686, i64 %680, i64 0
  %697 = mul nsw i64 %696, %8
  %698 = add nsw i64 %697, %687
  %699 = getelementptr inbounds nuw i64, ptr %629, i64 %676
  store i64 %698, ptr %699, align 8
  %700 = trunc i64 %693 to i32
  %701 = shl nsw i32 -1, %700
  %702 = xor i32 %701, -1
  %703 = trunc i64 %690 to i32
  %704 = shl nsw i32 -1, %703
  %705 = and i32 %704, %702
  %706 = select i1 %695, i32 %705, i32 0
  %707 = getelementptr inbounds nuw i32, ptr %630, i64 %676
  store i32 %706, ptr %707, align 4
  %708 = add nuw nsw i64 %676, 1
  %709 = icmp eq i64 %708, %601
  br i1 %709, label %672, label %675

710:                                              ; preds = %616, %557
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  br label %711

711:                                              ; preds = %540, %710
  %712 = phi i64 [ %586, %710 ], [ %290, %540 ]
  %713 = phi i64 [ %576, %710 ], [ %284, %540 ]
  %714 = phi i64 [ %566, %710 ], [ %278, %540 ]
  %715 = phi i64 [ %583, %710 ], [ %287, %540 ]
  %716 = phi i64 [ %573, %710 ], [ %281, %540 ]
  %717 = phi i64 [ %563, %710 ], [ %275, %540 ]
  br i1 %262, label %718, label %789

718:                                              ; preds = %711
  %719 = icmp sgt i64 %714, 15
  %720 = trunc i64 %714 to i32
  %721 = shl nsw i32 -1, %720
  %722 = trunc i32 %721 to i16
  %723 = xor i16 %722, -1
  %724 = select i1 %719, i16 -1, i16 %723
  %725 = icmp sgt i64 %713, 15
  %726 = trunc i64 %713 to i32
  %727 = shl nsw i32 -1, %726
  %728 = trunc i32 %727 to i16
  %729 = xor i16 %728, -1
  %730 = select i1 %725, i16 -1, i16 %729
  %731 = bitcast i16 %724 to <16 x i1>
  %732 = bitcast i16 %730 to <16 x i1>
  %733 = bitcast i16 %724 to <16 x i1>
  %734 = bitcast i16 %730 to <16 x i1>
  %735 = icmp sgt i64 %714, 15
  %736 = trunc i64 %714 to i32
  %737 = shl nsw i32 -1, %736
  %738 = trunc i32 %737 to i16
  %739 = xor i16 %738, -1
  %740 = select i1 %735, i16 -1, i16 %739
  %741 = bitcast i16 %740 to <16 x i1>
  %742 = getelementptr float, ptr %251, i64 %717
  %743 = bitcast i16 %740 to <16 x i1>
  %744 = getelementptr float, ptr %251, i64 %717
  %745 = bitcast i16 %740 to <16 x i1>
  %746 = getelementptr float, ptr %251, i64 %717
  %747 = bitcast i16 %740 to <16 x i1>
  %748 = getelementptr float, ptr %251, i64 %717
  %749 = bitcast i16 %740 to <16 x i1>
  %750 = getelementptr float, ptr %251, i64 %717
  %751 = bitcast i16 %740 to <16 x i1>
  %752 = getelementptr float, ptr %251, i64 %717
  %753 = bitcast i16 %740 to <16 x i1>
  %754 = getelementptr float, ptr %251, i64 %717
  %755 = bitcast i16 %740 to <16 x i1>
  %756 = getelementptr float, ptr %251, i64 %717
  %757 = bitcast i16 %740 to <16 x i1>
  %758 = bitcast i16 %740 to <16 x i1>
  %759 = bitcast i16 %740 to <16 x i1>
  %760 = bitcast i16 %740 to <16 x i1>
  %761 = bitcast i16 %740 to <16 x i1>
  %762 = bitcast i16 %740 to <16 x i1>
  %763 = bitcast i16 %740 to <16 x i1>
  %764 = bitcast i16 %740 to <16 x i1>
  %765 = icmp sgt i64 %714, 15
  %766 = trunc i64 %714 to i32
  %767 = shl nsw i32 -1, %766
  %768 = trunc i32 %767 to i16
  %769 = xor i16 %768, -1
  %770 = select i1 %765, i16 -1, i16 %769
  %771 = icmp sgt i64 %713, 15
  %772 = trunc i64 %713 to i32
  %773 = shl nsw i32 -1, %772
  %774 = trunc i32 %773 to i16
  %775 = xor i16 %774, -1
  %776 = select i1 %771, i16 -1, i16 %775
  %777 = icmp sgt i64 %712, 15
  %778 = trunc i64 %712 to i32
  %779 = shl nsw i32 -1, %778
  %780 = trunc i32 %779 to i16
  %781 = xor i16 %780, -1
  %782 = select i1 %777, i16 -1, i16 %781
  %783 = bitcast i16 %770 to <16 x i1>
  %784 = bitcast i16 %776 to <16 x i1>
  %785 = bitcast i16 %782 to <16 x i1>
  %786 = bitcast i16 %770 to <16 x i1>
  %787 = bitcast i16 %776 to <16 x i1>
  %788 = bitcast i16 %782 to <16 x i1>
  br label %792

789:                                              ; preds = %3526, %711
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  %790 = add nsw i64 %267, 3
  %791 = icmp slt i64 %790, %247
  br i1 %791, label %266, label %263

792:                                              ; preds = %718, %3526
  %793 = phi i64 [ %3527, %3526 ], [ %258, %718 ]
  %794 = sub nsw i64 %244, %793
  %795 = icmp sgt i64 %794, 7
  %796 = select i1 %795, i64 %793, i64 %78
  %797 = sub nsw i64 %793, %796
  switch i32 %271, label %2881 [
    i32 1, label %798
    i32 2, label %1525
  ]

798:                                              ; preds = %792
  br i1 %81, label %832, label %799

799:                                              ; preds = %798
  %800 = getelementptr inbounds float, ptr %41, i64 %796
  %801 = load float, ptr %800, align 4
  %802 = insertelement <16 x float> poison, float %801, i64 0
  %803 = shufflevector <16 x float> %802, <16 x float> poison, <16 x i32> zeroinitializer
  %804 = getelementptr inbounds nuw i8, ptr %800, i64 4
  %805 = load float, ptr %804, align 4
  %806 = insertelement <16 x float> poison, float %805, i64 0
  %807 = shufflevector <16 x float> %806, <16 x float> poison, <16 x i32> zeroinitializer
  %808 = getelementptr inbounds nuw i8, ptr %800, i64 8
  %809 = load float, ptr %808, align 4
  %810 = insertelement <16 x float> poison, float %809, i64 0
  %811 = shufflevector <16 x float> %810, <16 x float> poison, <16 x i32> zeroinitializer
  %812 = getelementptr inbounds nuw i8, ptr %800, i64 12
  %813 = load float, ptr %812, align 4
  %814 = insertelement <16 x float> poison, float %813, i64 0
  %815 = shufflevector <16 x float> %814, <16 x float> poison, <16 x i32> zeroinitializer
  %816 = getelementptr inbounds nuw i8, ptr %800, i64 16
  %817 = load float, ptr %816, align 4
  %818 = insertelement <16 x float> poison, float %817, i64 0
  %819 = shufflevector <16 x float> %818, <16 x float> poison, <16 x i32> zeroinitializer
  %820 = getelementptr inbounds nuw i8, ptr %800, i64 20
  %821 = load float, ptr %820, align 4
  %822 = insertelement <16 x float> poison, float %821, i64 0
  %823 = shufflevector <16 x float> %822, <16 x float> poison, <16 x i32> zeroinitializer
  %824 = getelementptr inbounds nuw i8, ptr %800, i64 24
  %825 = load float, ptr %824, align 4
  %826 = insertelement <16 x float> poison, float %825, i64 0
  %827 = shufflevector <16 x float> %826, <16 x float> poison, <16 x i32> zeroinitializer
  %828 = getelementptr inbounds nuw i8, ptr %800, i64 28
  %829 = load float, ptr %828, align 4
  %830 = insertelement <16 x float> poison, float %829, i64 0
  %831 = shufflevector <16 x float> %830, <16 x float> poison, <16 x i32> zeroinitializer
  br label %864

832:                                              ; preds = %798
  %833 = mul nsw i64 %796, %53
  %834 = getelementptr float, ptr %742, i64 %833
  %835 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %834, <16 x i1> %741, <16 x float> zeroinitializer)
  %836 = add nsw i64 %796, 1
  %837 = mul nsw i64 %836, %53
  %838 = getelementptr float, ptr %744, i64 %837
  %839 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %838, <16 x i1> %743, <16 x float> zeroinitializer)
  %840 = add nsw i64 %796, 2
  %841 = mul nsw i64 %840, %53
  %842 = getelementptr float, ptr %746, i64 %841
  %843 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %842, <16 x i1> %745, <16 x float> zeroinitializer)
  %844 = add nsw i64 %796, 3
  %845 = mul nsw i64 %844, %53
  %846 = getelementptr float, ptr %748, i64 %845
  %847 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %846, <16 x i1> %747, <16 x float> zeroinitializer)
  %848 = add nsw i64 %796, 4
  %849 = mul nsw i64 %848, %53
  %850 = getelementptr float, ptr %750, i64 %849
  %851 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %850, <16 x i1> %749, <16 x float> zeroinitializer)
  %852 = add nsw i64 %796, 5
  %853 = mul nsw i64 %852, %53
  %854 = getelementptr float, ptr %752, i64 %853
  %855 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %854, <16 x i1> %751, <16 x float> zeroinitializer)
  %856 = add nsw i64 %796, 6
  %857 = mul nsw i64 %856, %53
  %858 = getelementptr float, ptr %754, i64 %857
  %859 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %858, <16 x i1> %753, <16 x float> zeroinitializer)
  %860 = add nsw i64 %796, 7
  %861 = mul nsw i64 %860, %53
  %862 = getelementptr float, ptr %756, i64 %861
  %863 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %862, <16 x i1> %755, <16 x float> zeroinitializer)
  br label %864

864:                                              ; preds = %832, %799
  %865 = phi <16 x float> [ %859, %832 ], [ %827, %799 ]
  %866 = phi <16 x float> [ %851, %832 ], [ %819, %799 ]
  %867 = phi <16 x float> [ %843, %832 ], [ %811, %799 ]
  %868 = phi <16 x float> [ %835, %832 ], [ %803, %799 ]
  %869 = phi <16 x float> [ %839, %832 ], [ %807, %799 ]
  %870 = phi <16 x float> [ %847, %832 ], [ %815, %799 ]
  %871 = phi <16 x float> [ %855, %832 ], [ %823, %799 ]
  %872 = phi <16 x float> [ %863, %832 ], [ %831, %799 ]
  %873 = mul i64 %82, %796
  %874 = getelementptr inbounds float, ptr %40, i64 %873
  br i1 %83, label %900, label %886

875:                                              ; preds = %941, %900
  %876 = phi <16 x float> [ %901, %900 ], [ %942, %941 ]
  %877 = phi <16 x float> [ %902, %900 ], [ %943, %941 ]
  %878 = phi <16 x float> [ %903, %900 ], [ %944, %941 ]
  %879 = phi <16 x float> [ %904, %900 ], [ %945, %941 ]
  %880 = phi <16 x float> [ %905, %900 ], [ %946, %941 ]
  %881 = phi <16 x float> [ %906, %900 ], [ %947, %941 ]
  %882 = phi <16 x float> [ %907, %900 ], [ %948, %941 ]
  %883 = phi <16 x float> [ %908, %900 ], [ %949, %941 ]
  %884 = icmp slt i64 %913, %5
  %885 = add i64 %909, -16
  br i1 %884, label %900, label %886

886:                                              ; preds = %875, %864
  %887 = phi <16 x float> [ %868, %864 ], [ %876, %875 ]
  %888 = phi <16 x float> [ %869, %864 ], [ %877, %875 ]
  %889 = phi <16 x float> [ %867, %864 ], [ %878, %875 ]
  %890 = phi <16 x float> [ %870, %864 ], [ %879, %875 ]
  %891 = phi <16 x float> [ %866, %864 ], [ %880, %875 ]
  %892 = phi <16 x float> [ %871, %864 ], [ %881, %875 ]
  %893 = phi <16 x float> [ %865, %864 ], [ %882, %875 ]
  %894 = phi <16 x float> [ %872, %864 ], [ %883, %875 ]
  %895 = mul nsw i64 %796, %53
  %896 = icmp sgt i64 %797, 0
  %897 = add nsw i64 %717, %895
  %898 = select i1 %896, <16 x i1> zeroinitializer, <16 x i1> %757
  %899 = getelementptr inbounds float, ptr %256, i64 %897
  br i1 %85, label %1068, label %1009

900:                                              ; preds = %864, %875
  %901 = phi <16 x float> [ %876, %875 ], [ %868, %864 ]
  %902 = phi <16 x float> [ %877, %875 ], [ %869, %864 ]
  %903 = phi <16 x float> [ %878, %875 ], [ %867, %864 ]
  %904 = phi <16 x float> [ %879, %875 ], [ %870, %864 ]
  %905 = phi <16 x float> [ %880, %875 ], [ %866, %864 ]
  %906 = phi <16 x float> [ %881, %875 ], [ %871, %864 ]
  %907 = phi <16 x float> [ %882, %875 ], [ %865, %864 ]
  %908 = phi <16 x float> [ %883, %875 ], [ %872, %864 ]
  %909 = phi i64 [ %885, %875 ], [ %5, %864 ]
  %910 = phi i64 [ %913, %875 ], [ 0, %864 ]
  %911 = call i64 @llvm.smin.i64(i64 %909, i64 16)
  %912 = add i64 %911, %910
  %913 = add nuw nsw i64 %910, 16
  br i1 %84, label %914, label %875

914:                                              ; preds = %900
  %915 = sub nsw i64 %5, %910
  %916 = icmp sgt i64 %915, 15
  %917 = mul nsw i64 %910, %79
  %918 = getelementptr inbounds float, ptr %249, i64 %917
  %919 = mul nuw nsw i64 %910, %80
  %920 = getelementptr inbounds nuw float, ptr %874, i64 %919
  %921 = icmp sgt i64 %5, %910
  %922 = or i1 %916, %921
  br label %923

923:                                              ; preds = %914, %941
  %924 = phi <16 x float> [ %901, %914 ], [ %942, %941 ]
  %925 = phi <16 x float> [ %902, %914 ], [ %943, %941 ]
  %926 = phi <16 x float> [ %903, %914 ], [ %944, %941 ]
  %927 = phi <16 x float> [ %904, %914 ], [ %945, %941 ]
  %928 = phi <16 x float> [ %905, %914 ], [ %946, %941 ]
  %929 = phi <16 x float> [ %906, %914 ], [ %947, %941 ]
  %930 = phi <16 x float> [ %907, %914 ], [ %948, %941 ]
  %931 = phi <16 x float> [ %908, %914 ], [ %949, %941 ]
  %932 = phi i64 [ 0, %914 ], [ %950, %941 ]
  %933 = getelementptr inbounds nuw [3 x i64], ptr %34, i64 %932
  %934 = load i64, ptr %933, align 8
  br i1 %922, label %935, label %941

935:                                              ; preds = %923
  %936 = getelementptr inbounds nuw [3 x i32], ptr %35, i64 %932
  %937 = load i32, ptr %936, align 4
  %938 = getelementptr inbounds nuw float, ptr %920, i64 %932
  %939 = trunc i32 %937 to i16
  %940 = bitcast i16 %939 to <16 x i1>
  br label %952

941:                                              ; preds = %952, %923
  %942 = phi <16 x float> [ %924, %923 ], [ %969, %952 ]
  %943 = phi <16 x float> [ %925, %923 ], [ %974, %952 ]
  %944 = phi <16 x float> [ %926, %923 ], [ %979, %952 ]
  %945 = phi <16 x float> [ %927, %923 ], [ %984, %952 ]
  %946 = phi <16 x float> [ %928, %923 ], [ %989, %952 ]
  %947 = phi <16 x float> [ %929, %923 ], [ %994, %952 ]
  %948 = phi <16 x float> [ %930, %923 ], [ %999, %952 ]
  %949 = phi <16 x float> [ %931, %923 ], [ %1004, %952 ]
  %950 = add nuw nsw i64 %932, 1
  %951 = icmp eq i64 %950, %80
  br i1 %951, label %875, label %923

952:                                              ; preds = %935, %952
  %953 = phi <16 x float> [ %924, %935 ], [ %969, %952 ]
  %954 = phi <16 x float> [ %925, %935 ], [ %974, %952 ]
  %955 = phi <16 x float> [ %926, %935 ], [ %979, %952 ]
  %956 = phi <16 x float> [ %927, %935 ], [ %984, %952 ]
  %957 = phi <16 x float> [ %928, %935 ], [ %989, %952 ]
  %958 = phi <16 x float> [ %929, %935 ], [ %994, %952 ]
  %959 = phi <16 x float> [ %930, %935 ], [ %999, %952 ]
  %960 = phi <16 x float> [ %931, %935 ], [ %1004, %952 ]
  %961 = phi i64 [ %910, %935 ], [ %1005, %952 ]
  %962 = phi ptr [ %938, %935 ], [ %1007, %952 ]
  %963 = phi ptr [ %918, %935 ], [ %1006, %952 ]
  %964 = getelementptr inbounds float, ptr %963, i64 %934
  %965 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %964, <16 x i1> %940, <16 x float> zeroinitializer)
  %966 = load float, ptr %962, align 4
  %967 = insertelement <16 x float> poison, float %966, i64 0
  %968 = shufflevector <16 x float> %967, <16 x float> poison, <16 x i32> zeroinitializer
  %969 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %965, <16 x float> %968, <16 x float> %953)
  %970 = getelementptr inbounds float, ptr %962, i64 %82
  %971 = load float, ptr %970, align 4
  %972 = insertelement <16 x float> poison, float %971, i64 0
  %973 = shufflevector <16 x float> %972, <16 x float> poison, <16 x i32> zeroinitializer
  %974 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %965, <16 x float> %973, <16 x float> %954)
  %975 = getelementptr inbounds i8, ptr %962, i64 %114
  %976 = load float, ptr %975, align 4
  %977 = insertelement <16 x float> poison, float %976, i64 0
  %978 = shufflevector <16 x float> %977, <16 x float> poison, <16 x i32> zeroinitializer
  %979 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %965, <16 x float> %978, <16 x float> %955)
  %980 = getelementptr inbounds i8, ptr %962, i64 %115
  %981 = load float, ptr %980, align 4
  %982 = insertelement <16 x float> poison, float %981, i64 0
  %983 = shufflevector <16 x float> %982, <16 x float> poison, <16 x i32> zeroinitializer
  %984 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %965, <16 x float> %983, <16 x float> %956)
  %985 = getelementptr inbounds i8, ptr %962, i64 %116
  %986 = load float, ptr %985, align 4
  %987 = insertelement <16 x float> poison, float %986, i64 0
  %988 = shufflevector <16 x float> %987, <16 x float> poison, <16 x i32> zeroinitializer
  %989 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %965, <16 x float> %988, <16 x float> %957)
  %990 = getelementptr inbounds i8, ptr %962, i64 %117
  %991 = load float, ptr %990, align 4
  %992 = insertelement <16 x float> poison, float %991, i64 0
  %993 = shufflevector <16 x float> %992, <16 x float> poison, <16 x i32> zeroinitializer
  %994 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %965, <16 x float> %993, <16 x float> %958)
  %995 = getelementptr inbounds i8, ptr %962, i64 %118
  %996 = load float, ptr %995, align 4
  %997 = insertelement <16 x float> poison, float %996, i64 0
  %998 = shufflevector <16 x float> %997, <16 x float> poison, <16 x i32> zeroinitializer
  %999 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %965, <16 x float> %998, <16 x float> %959)
  %1000 = getelementptr inbounds i8, ptr %962, i64 %119
  %1001 = load float, ptr %1000, align 4
  %1002 = insertelement <16 x float> poison, float %1001, i64 0
  %1003 = shufflevector <16 x float> %1002, <16 x float> poison, <16 x i32> zeroinitializer
  %1004 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %965, <16 x float> %1003, <16 x float> %960)
  %1005 = add nuw nsw i64 %961, 1
  %1006 = getelementptr inbounds float, ptr %963, i64 %79
  %1007 = getelementptr inbounds nuw float, ptr %962, i64 %80
  %1008 = icmp eq i64 %1005, %912
  br i1 %1008, label %941, label %952

1009:                                             ; preds = %886
  %1010 = getelementptr inbounds float, ptr %254, i64 %897
  switch i64 %120, label %1028 [
    i64 1, label %1011
    i64 2, label %1014
    i64 3, label %1021
    i64 0, label %1068
  ]

1011:                                             ; preds = %1009
  %1012 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1010, <16 x i1> %898, <16 x float> zeroinitializer)
  %1013 = fadd <16 x float> %887, %1012
  br label %1030

1014:                                             ; preds = %1009
  %1015 = bitcast <16 x float> %887 to <8 x i64>
  %1016 = or <8 x i64> %1015, %87
  %1017 = fcmp oeq <16 x float> %887, %52
  %1018 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %887, i32 4)
  %1019 = bitcast <8 x i64> %1016 to <16 x float>
  %1020 = select <16 x i1> %1017, <16 x float> %1019, <16 x float> %1018
  br label %1030

1021:                                             ; preds = %1009
  %1022 = bitcast <16 x float> %887 to <8 x i64>
  %1023 = and <8 x i64> %1022, %86
  %1024 = fcmp oeq <16 x float> %887, %49
  %1025 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %887, i32 4)
  %1026 = bitcast <8 x i64> %1023 to <16 x float>
  %1027 = select <16 x i1> %1024, <16 x float> %1026, <16 x float> %1025
  br label %1030

1028:                                             ; preds = %1009
  unreachable

1029:                                             ; preds = %1504, %1485, %1466, %1439, %1420, %1401, %1374, %1355, %1336, %1309, %1290, %1271, %1244, %1225, %1206, %1179, %1160, %1141, %1114, %1095, %1076, %1049, %1030, %1971, %1952, %1933, %1909, %1890, %1871, %1998, %2017, %2036, %2060, %2079, %2098, %2125, %2144, %2163, %2187, %2206, %2225, %2252, %2271, %2290, %2314, %2333, %2352, %2379, %2398, %2417, %2441, %2460, %2479, %2506, %2525, %2544, %2568, %2587, %2606, %2633, %2652, %2671, %2695, %2714, %2733, %2760, %2779, %2798, %2822, %2841, %2860, %3502, %3483, %3464, %3438, %3419, %3400, %3374, %3355, %3336
  unreachable

1030:                                             ; preds = %1021, %1014, %1011
  %1031 = phi <16 x float> [ %1013, %1011 ], [ %1020, %1014 ], [ %1027, %1021 ]
  switch i64 %122, label %1029 [
    i64 1, label %1046
    i64 2, label %1039
    i64 3, label %1032
    i64 0, label %1068
  ]

1032:                                             ; preds = %1030
  %1033 = bitcast <16 x float> %1031 to <8 x i64>
  %1034 = and <8 x i64> %1033, %86
  %1035 = fcmp oeq <16 x float> %1031, %49
  %1036 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1031, i32 4)
  %1037 = bitcast <8 x i64> %1034 to <16 x float>
  %1038 = select <16 x i1> %1035, <16 x float> %1037, <16 x float> %1036
  br label %1049

1039:                                             ; preds = %1030
  %1040 = bitcast <16 x float> %1031 to <8 x i64>
  %1041 = or <8 x i64> %1040, %87
  %1042 = fcmp oeq <16 x float> %1031, %52
  %1043 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1031, i32 4)
  %1044 = bitcast <8 x i64> %1041 to <16 x float>
  %1045 = select <16 x i1> %1042, <16 x float> %1044, <16 x float> %1043
  br label %1049

1046:                                             ; preds = %1030
  %1047 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1010, <16 x i1> %898, <16 x float> zeroinitializer)
  %1048 = fadd <16 x float> %1031, %1047
  br label %1049

1049:                                             ; preds = %1046, %1039, %1032
  %1050 = phi <16 x float> [ %1048, %1046 ], [ %1045, %1039 ], [ %1038, %1032 ]
  switch i64 %124, label %1029 [
    i64 1, label %1065
    i64 2, label %1058
    i64 3, label %1051
    i64 0, label %1068
  ]

1051:                                             ; preds = %1049
  %1052 = bitcast <16 x float> %1050 to <8 x i64>
  %1053 = and <8 x i64> %1052, %86
  %1054 = fcmp oeq <16 x float> %1050, %49
  %1055 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1050, i32 4)
  %1056 = bitcast <8 x i64> %1053 to <16 x float>
  %1057 = select <16 x i1> %1054, <16 x float> %1056, <16 x float> %1055
  br label %1068

1058:                                             ; preds = %1049
  %1059 = bitcast <16 x float> %1050 to <8 x i64>
  %1060 = or <8 x i64> %1059, %87
  %1061 = fcmp oeq <16 x float> %1050, %52
  %1062 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1050, i32 4)
  %1063 = bitcast <8 x i64> %1060 to <16 x float>
  %1064 = select <16 x i1> %1061, <16 x float> %1063, <16 x float> %1062
  br label %1068

1065:                                             ; preds = %1049
  %1066 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1010, <16 x i1> %898, <16 x float> zeroinitializer)
  %1067 = fadd <16 x float> %1050, %1066
  br label %1068

1068:                                             ; preds = %1009, %1030, %1049, %1065, %1058, %1051, %886
  %1069 = phi <16 x float> [ %887, %886 ], [ %887, %1009 ], [ %1050, %1049 ], [ %1031, %1030 ], [ %1067, %1065 ], [ %1064, %1058 ], [ %1057, %1051 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1069, ptr align 1 %899, <16 x i1> %898)
  %1070 = add nsw i64 %796, 1
  %1071 = mul nsw i64 %1070, %53
  %1072 = icmp sgt i64 %797, 1
  %1073 = add nsw i64 %717, %1071
  %1074 = select i1 %1072, <16 x i1> zeroinitializer, <16 x i1> %758
  %1075 = getelementptr inbounds float, ptr %256, i64 %1073
  br i1 %85, label %1133, label %1076

1076:                                             ; preds = %1068
  %1077 = getelementptr inbounds float, ptr %254, i64 %1073
  switch i64 %125, label %1029 [
    i64 1, label %1092
    i64 2, label %1085
    i64 3, label %1078
    i64 0, label %1133
  ]

1078:                                             ; preds = %1076
  %1079 = bitcast <16 x float> %888 to <8 x i64>
  %1080 = and <8 x i64> %1079, %86
  %1081 = fcmp oeq <16 x float> %888, %49
  %1082 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %888, i32 4)
  %1083 = bitcast <8 x i64> %1080 to <16 x float>
  %1084 = select <16 x i1> %1081, <16 x float> %1083, <16 x float> %1082
  br label %1095

1085:                                             ; preds = %1076
  %1086 = bitcast <16 x float> %888 to <8 x i64>
  %1087 = or <8 x i64> %1086, %87
  %1088 = fcmp oeq <16 x float> %888, %52
  %1089 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %888, i32 4)
  %1090 = bitcast <8 x i64> %1087 to <16 x float>
  %1091 = select <16 x i1> %1088, <16 x float> %1090, <16 x float> %1089
  br label %1095

1092:                                             ; preds = %1076
  %1093 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1077, <16 x i1> %1074, <16 x float> zeroinitializer)
  %1094 = fadd <16 x float> %888, %1093
  br label %1095

1095:                                             ; preds = %1092, %1085, %1078
  %1096 = phi <16 x float> [ %1094, %1092 ], [ %1091, %1085 ], [ %1084, %1078 ]
  switch i64 %127, label %1029 [
    i64 1, label %1111
    i64 2, label %1104
    i64 3, label %1097
    i64 0, label %1133
  ]

1097:                                             ; preds = %1095
  %1098 = bitcast <16 x float> %1096 to <8 x i64>
  %1099 = and <8 x i64> %1098, %86
  %1100 = fcmp oeq <16 x float> %1096, %49
  %1101 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1096, i32 4)
  %1102 = bitcast <8 x i64> %1099 to <16 x float>
  %1103 = select <16 x i1> %1100, <16 x float> %1102, <16 x float> %1101
  br label %1114

1104:                                             ; preds = %1095
  %1105 = bitcast <16 x float> %1096 to <8 x i64>
  %1106 = or <8 x i64> %1105, %87
  %1107 = fcmp oeq <16 x float> %1096, %52
  %1108 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1096, i32 4)
  %1109 = bitcast <8 x i64> %1106 to <16 x float>
  %1110 = select <16 x i1> %1107, <16 x float> %1109, <16 x float> %1108
  br label %1114

1111:                                             ; preds = %1095
  %1112 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1077, <16 x i1> %1074, <16 x float> zeroinitializer)
  %1113 = fadd <16 x float> %1096, %1112
  br label %1114

1114:                                             ; preds = %1111, %1104, %1097
  %1115 = phi <16 x float> [ %1113, %1111 ], [ %1110, %1104 ], [ %1103, %1097 ]
  switch i64 %129, label %1029 [
    i64 1, label %1130
    i64 2, label %1123
    i64 3, label %1116
    i64 0, label %1133
  ]

1116:                                             ; preds = %1114
  %1117 = bitcast <16 x float> %1115 to <8 x i64>
  %1118 = and <8 x i64> %1117, %86
  %1119 = fcmp oeq <16 x float> %1115, %49
  %1120 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1115, i32 4)
  %1121 = bitcast <8 x i64> %1118 to <16 x float>
  %1122 = select <16 x i1> %1119, <16 x float> %1121, <16 x float> %1120
  br label %1133

1123:                                             ; preds = %1114
  %1124 = bitcast <16 x float> %1115 to <8 x i64>
  %1125 = or <8 x i64> %1124, %87
  %1126 = fcmp oeq <16 x float> %1115, %52
  %1127 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1115, i32 4)
  %1128 = bitcast <8 x i64> %1125 to <16 x float>
  %1129 = select <16 x i1> %1126, <16 x float> %1128, <16 x float> %1127
  br label %1133

1130:                                             ; preds = %1114
  %1131 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1077, <16 x i1> %1074, <16 x float> zeroinitializer)
  %1132 = fadd <16 x float> %1115, %1131
  br label %1133

1133:                                             ; preds = %1068, %1076, %1095, %1114, %1130, %1123, %1116
  %1134 = phi <16 x float> [ %1122, %1116 ], [ %888, %1076 ], [ %1115, %1114 ], [ %1096, %1095 ], [ %1132, %1130 ], [ %1129, %1123 ], [ %888, %1068 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1134, ptr align 1 %1075, <16 x i1> %1074)
  %1135 = add nsw i64 %796, 2
  %1136 = mul nsw i64 %1135, %53
  %1137 = icmp sgt i64 %797, 2
  %1138 = add nsw i64 %717, %1136
  %1139 = select i1 %1137, <16 x i1> zeroinitializer, <16 x i1> %759
  %1140 = getelementptr inbounds float, ptr %256, i64 %1138
  br i1 %85, label %1198, label %1141

1141:                                             ; preds = %1133
  %1142 = getelementptr inbounds float, ptr %254, i64 %1138
  switch i64 %130, label %1029 [
    i64 1, label %1157
    i64 2, label %1150
    i64 3, label %1143
    i64 0, label %1198
  ]

1143:                                             ; preds = %1141
  %1144 = bitcast <16 x float> %889 to <8 x i64>
  %1145 = and <8 x i64> %1144, %86
  %1146 = fcmp oeq <16 x float> %889, %49
  %1147 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %889, i32 4)
  %1148 = bitcast <8 x i64> %1145 to <16 x float>
  %1149 = select <16 x i1> %1146, <16 x float> %1148, <16 x float> %1147
  br label %1160

1150:                                             ; preds = %1141
  %1151 = bitcast <16 x float> %889 to <8 x i64>
  %1152 = or <8 x i64> %1151, %87
  %1153 = fcmp oeq <16 x float> %889, %52
  %1154 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %889, i32 4)
  %1155 = bitcast <8 x i64> %1152 to <16 x float>
  %1156 = select <16 x i1> %1153, <16 x float> %1155, <16 x float> %1154
  br label %1160

1157:                                             ; preds = %1141
  %1158 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1142, <16 x i1> %1139, <16 x float> zeroinitializer)
  %1159 = fadd <16 x float> %889, %1158
  br label %1160

1160:                                             ; preds = %1157, %1150, %1143
  %1161 = phi <16 x float> [ %1159, %1157 ], [ %1156, %1150 ], [ %1149, %1143 ]
  switch i64 %132, label %1029 [
    i64 1, label %1176
    i64 2, label %1169
    i64 3, label %1162
    i64 0, label %1198
  ]

1162:                                             ; preds = %1160
  %1163 = bitcast <16 x float> %1161 to <8 x i64>
  %1164 = and <8 x i64> %1163, %86
  %1165 = fcmp oeq <16 x float> %1161, %49
  %1166 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1161, i32 4)
  %1167 = bitcast <8 x i64> %1164 to <16 x float>
  %1168 = select <16 x i1> %1165, <16 x float> %1167, <16 x float> %1166
  br label %1179

1169:                                             ; preds = %1160
  %1170 = bitcast <16 x float> %1161 to <8 x i64>
  %1171 = or <8 x i64> %1170, %87
  %1172 = fcmp oeq <16 x float> %1161, %52
  %1173 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1161, i32 4)
  %1174 = bitcast <8 x i64> %1171 to <16 x float>
  %1175 = select <16 x i1> %1172, <16 x float> %1174, <16 x float> %1173
  br label %1179

1176:                                             ; preds = %1160
  %1177 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1142, <16 x i1> %1139, <16 x float> zeroinitializer)
  %1178 = fadd <16 x float> %1161, %1177
  br label %1179

1179:                                             ; preds = %1176, %1169, %1162
  %1180 = phi <16 x float> [ %1178, %1176 ], [ %1175, %1169 ], [ %1168, %1162 ]
  switch i64 %134, label %1029 [
    i64 1, label %1195
    i64 2, label %1188
    i64 3, label %1181
    i64 0, label %1198
  ]

1181:                                             ; preds = %1179
  %1182 = bitcast <16 x float> %1180 to <8 x i64>
  %1183 = and <8 x i64> %1182, %86
  %1184 = fcmp oeq <16 x float> %1180, %49
  %1185 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1180, i32 4)
  %1186 = bitcast <8 x i64> %1183 to <16 x float>
  %1187 = select <16 x i1> %1184, <16 x float> %1186, <16 x float> %1185
  br label %1198

1188:                                             ; preds = %1179
  %1189 = bitcast <16 x float> %1180 to <8 x i64>
  %1190 = or <8 x i64> %1189, %87
  %1191 = fcmp oeq <16 x float> %1180, %52
  %1192 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1180, i32 4)
  %1193 = bitcast <8 x i64> %1190 to <16 x float>
  %1194 = select <16 x i1> %1191, <16 x float> %1193, <16 x float> %1192
  br label %1198

1195:                                             ; preds = %1179
  %1196 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1142, <16 x i1> %1139, <16 x float> zeroinitializer)
  %1197 = fadd <16 x float> %1180, %1196
  br label %1198

1198:                                             ; preds = %1133, %1141, %1160, %1179, %1195, %1188, %1181
  %1199 = phi <16 x float> [ %1187, %1181 ], [ %889, %1141 ], [ %1180, %1179 ], [ %1161, %1160 ], [ %1197, %1195 ], [ %1194, %1188 ], [ %889, %1133 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1199, ptr align 1 %1140, <16 x i1> %1139)
  %1200 = add nsw i64 %796, 3
  %1201 = mul nsw i64 %1200, %53
  %1202 = icmp sgt i64 %797, 3
  %1203 = add nsw i64 %717, %1201
  %1204 = select i1 %1202, <16 x i1> zeroinitializer, <16 x i1> %760
  %1205 = getelementptr inbounds float, ptr %256, i64 %1203
  br i1 %85, label %1263, label %1206

1206:                                             ; preds = %1198
  %1207 = getelementptr inbounds float, ptr %254, i64 %1203
  switch i64 %135, label %1029 [
    i64 1, label %1222
    i64 2, label %1215
    i64 3, label %1208
    i64 0, label %1263
  ]

1208:                                             ; preds = %1206
  %1209 = bitcast <16 x float> %890 to <8 x i64>
  %1210 = and <8 x i64> %1209, %86
  %1211 = fcmp oeq <16 x float> %890, %49
  %1212 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %890, i32 4)
  %1213 = bitcast <8 x i64> %1210 to <16 x float>
  %1214 = select <16 x i1> %1211, <16 x float> %1213, <16 x float> %1212
  br label %1225

1215:                                             ; preds = %1206
  %1216 = bitcast <16 x float> %890 to <8 x i64>
  %1217 = or <8 x i64> %1216, %87
  %1218 = fcmp oeq <16 x float> %890, %52
  %1219 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %890, i32 4)
  %1220 = bitcast <8 x i64> %1217 to <16 x float>
  %1221 = select <16 x i1> %1218, <16 x float> %1220, <16 x float> %1219
  br label %1225

1222:                                             ; preds = %1206
  %1223 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1207, <16 x i1> %1204, <16 x float> zeroinitializer)
  %1224 = fadd <16 x float> %890, %1223
  br label %1225

1225:                                             ; preds = %1222, %1215, %1208
  %1226 = phi <16 x float> [ %1224, %1222 ], [ %1221, %1215 ], [ %1214, %1208 ]
  switch i64 %137, label %1029 [
    i64 1, label %1241
    i64 2, label %1234
    i64 3, label %1227
    i64 0, label %1263
  ]

1227:                                             ; preds = %1225
  %1228 = bitcast <16 x float> %1226 to <8 x i64>
  %1229 = and <8 x i64> %1228, %86
  %1230 = fcmp oeq <16 x float> %1226, %49
  %1231 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1226, i32 4)
  %1232 = bitcast <8 x i64> %1229 to <16 x float>
  %1233 = select <16 x i1> %1230, <16 x float> %1232, <16 x float> %1231
  br label %1244

1234:                                             ; preds = %1225
  %1235 = bitcast <16 x float> %1226 to <8 x i64>
  %1236 = or <8 x i64> %1235, %87
  %1237 = fcmp oeq <16 x float> %1226, %52
  %1238 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1226, i32 4)
  %1239 = bitcast <8 x i64> %1236 to <16 x float>
  %1240 = select <16 x i1> %1237, <16 x float> %1239, <16 x float> %1238
  br label %1244

1241:                                             ; preds = %1225
  %1242 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1207, <16 x i1> %1204, <16 x float> zeroinitializer)
  %1243 = fadd <16 x float> %1226, %1242
  br label %1244

1244:                                             ; preds = %1241, %1234, %1227
  %1245 = phi <16 x float> [ %1243, %1241 ], [ %1240, %1234 ], [ %1233, %1227 ]
  switch i64 %139, label %1029 [
    i64 1, label %1260
    i64 2, label %1253
    i64 3, label %1246
    i64 0, label %1263
  ]

1246:                                             ; preds = %1244
  %1247 = bitcast <16 x float> %1245 to <8 x i64>
  %1248 = and <8 x i64> %1247, %86
  %1249 = fcmp oeq <16 x float> %1245, %49
  %1250 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1245, i32 4)
  %1251 = bitcast <8 x i64> %1248 to <16 x float>
  %1252 = select <16 x i1> %1249, <16 x float> %1251, <16 x float> %1250
  br label %1263

1253:                                             ; preds = %1244
  %1254 = bitcast <16 x float> %1245 to <8 x i64>
  %1255 = or <8 x i64> %1254, %87
  %1256 = fcmp oeq <16 x float> %1245, %52
  %1257 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1245, i32 4)
  %1258 = bitcast <8 x i64> %1255 to <16 x float>
  %1259 = select <16 x i1> %1256, <16 x float> %1258, <16 x float> %1257
  br label %1263

1260:                                             ; preds = %1244
  %1261 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1207, <16 x i1> %1204, <16 x float> zeroinitializer)
  %1262 = fadd <16 x float> %1245, %1261
  br label %1263

1263:                                             ; preds = %1198, %1206, %1225, %1244, %1260, %1253, %1246
  %1264 = phi <16 x float> [ %1252, %1246 ], [ %890, %1206 ], [ %1245, %1244 ], [ %1226, %1225 ], [ %1262, %1260 ], [ %1259, %1253 ], [ %890, %1198 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1264, ptr align 1 %1205, <16 x i1> %1204)
  %1265 = add nsw i64 %796, 4
  %1266 = mul nsw i64 %1265, %53
  %1267 = icmp sgt i64 %797, 4
  %1268 = add nsw i64 %717, %1266
  %1269 = select i1 %1267, <16 x i1> zeroinitializer, <16 x i1> %761
  %1270 = getelementptr inbounds float, ptr %256, i64 %1268
  br i1 %85, label %1328, label %1271

1271:                                             ; preds = %1263
  %1272 = getelementptr inbounds float, ptr %254, i64 %1268
  switch i64 %140, label %1029 [
    i64 1, label %1287
    i64 2, label %1280
    i64 3, label %1273
    i64 0, label %1328
  ]

1273:                                             ; preds = %1271
  %1274 = bitcast <16 x float> %891 to <8 x i64>
  %1275 = and <8 x i64> %1274, %86
  %1276 = fcmp oeq <16 x float> %891, %49
  %1277 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %891, i32 4)
  %1278 = bitcast <8 x i64> %1275 to <16 x float>
  %1279 = select <16 x i1> %1276, <16 x float> %1278, <16 x float> %1277
  br label %1290

1280:                                             ; preds = %1271
  %1281 = bitcast <16 x float> %891 to <8 x i64>
  %1282 = or <8 x i64> %1281, %87
  %1283 = fcmp oeq <16 x float> %891, %52
  %1284 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %891, i32 4)
  %1285 = bitcast <8 x i64> %1282 to <16 x float>
  %1286 = select <16 x i1> %1283, <16 x float> %1285, <16 x float> %1284
  br label %1290

1287:                                             ; preds = %1271
  %1288 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1272, <16 x i1> %1269, <16 x float> zeroinitializer)
  %1289 = fadd <16 x float> %891, %1288
  br label %1290

1290:                                             ; preds = %1287, %1280, %1273
  %1291 = phi <16 x float> [ %1289, %1287 ], [ %1286, %1280 ], [ %1279, %1273 ]
  switch i64 %142, label %1029 [
    i64 1, label %1306
    i64 2, label %1299
    i64 3, label %1292
    i64 0, label %1328
  ]

1292:                                             ; preds = %1290
  %1293 = bitcast <16 x float> %1291 to <8 x i64>
  %1294 = and <8 x i64> %1293, %86
  %1295 = fcmp oeq <16 x float> %1291, %49
  %1296 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1291, i32 4)
  %1297 = bitcast <8 x i64> %1294 to <16 x float>
  %1298 = select <16 x i1> %1295, <16 x float> %1297, <16 x float> %1296
  br label %1309

1299:                                             ; preds = %1290
  %1300 = bitcast <16 x float> %1291 to <8 x i64>
  %1301 = or <8 x i64> %1300, %87
  %1302 = fcmp oeq <16 x float> %1291, %52
  %1303 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1291, i32 4)
  %1304 = bitcast <8 x i64> %1301 to <16 x float>
  %1305 = select <16 x i1> %1302, <16 x float> %1304, <16 x float> %1303
  br label %1309

1306:                                             ; preds = %1290
  %1307 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1272, <16 x i1> %1269, <16 x float> zeroinitializer)
  %1308 = fadd <16 x float> %1291, %1307
  br label %1309

1309:                                             ; preds = %1306, %1299, %1292
  %1310 = phi <16 x float> [ %1308, %1306 ], [ %1305, %1299 ], [ %1298, %1292 ]
  switch i64 %144, label %1029 [
    i64 1, label %1325
    i64 2, label %1318
    i64 3, label %1311
    i64 0, label %1328
  ]

1311:                                             ; preds = %1309
  %1312 = bitcast <16 x float> %1310 to <8 x i64>
  %1313 = and <8 x i64> %1312, %86
  %1314 = fcmp oeq <16 x float> %1310, %49
  %1315 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1310, i32 4)
  %1316 = bitcast <8 x i64> %1313 to <16 x float>
  %1317 = select <16 x i1> %1314, <16 x float> %1316, <16 x float> %1315
  br label %1328

1318:                                             ; preds = %1309
  %1319 = bitcast <16 x float> %1310 to <8 x i64>
  %1320 = or <8 x i64> %1319, %87
  %1321 = fcmp oeq <16 x float> %1310, %52
  %1322 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1310, i32 4)
  %1323 = bitcast <8 x i64> %1320 to <16 x float>
  %1324 = select <16 x i1> %1321, <16 x float> %1323, <16 x float> %1322
  br label %1328

1325:                                             ; preds = %1309
  %1326 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1272, <16 x i1> %1269, <16 x float> zeroinitializer)
  %1327 = fadd <16 x float> %1310, %1326
  br label %1328

1328:                                             ; preds = %1263, %1271, %1290, %1309, %1325, %1318, %1311
  %1329 = phi <16 x float> [ %1317, %1311 ], [ %891, %1271 ], [ %1310, %1309 ], [ %1291, %1290 ], [ %1327, %1325 ], [ %1324, %1318 ], [ %891, %1263 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1329, ptr align 1 %1270, <16 x i1> %1269)
  %1330 = add nsw i64 %796, 5
  %1331 = mul nsw i64 %1330, %53
  %1332 = icmp sgt i64 %797, 5
  %1333 = add nsw i64 %717, %1331
  %1334 = select i1 %1332, <16 x i1> zeroinitializer, <16 x i1> %762
  %1335 = getelementptr inbounds float, ptr %256, i64 %1333
  br i1 %85, label %1393, label %1336

1336:                                             ; preds = %1328
  %1337 = getelementptr inbounds float, ptr %254, i64 %1333
  switch i64 %145, label %1029 [
    i64 1, label %1352
    i64 2, label %1345
    i64 3, label %1338
    i64 0, label %1393
  ]

1338:                                             ; preds = %1336
  %1339 = bitcast <16 x float> %892 to <8 x i64>
  %1340 = and <8 x i64> %1339, %86
  %1341 = fcmp oeq <16 x float> %892, %49
  %1342 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %892, i32 4)
  %1343 = bitcast <8 x i64> %1340 to <16 x float>
  %1344 = select <16 x i1> %1341, <16 x float> %1343, <16 x float> %1342
  br label %1355

1345:                                             ; preds = %1336
  %1346 = bitcast <16 x float> %892 to <8 x i64>
  %1347 = or <8 x i64> %1346, %87
  %1348 = fcmp oeq <16 x float> %892, %52
  %1349 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %892, i32 4)
  %1350 = bitcast <8 x i64> %1347 to <16 x float>
  %1351 = select <16 x i1> %1348, <16 x float> %1350, <16 x float> %1349
  br label %1355

1352:                                             ; preds = %1336
  %1353 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1337, <16 x i1> %1334, <16 x float> zeroinitializer)
  %1354 = fadd <16 x float> %892, %1353
  br label %1355

1355:                                             ; preds = %1352, %1345, %1338
  %1356 = phi <16 x float> [ %1354, %1352 ], [ %1351, %1345 ], [ %1344, %1338 ]
  switch i64 %147, label %1029 [
    i64 1, label %1371
    i64 2, label %1364
    i64 3, label %1357
    i64 0, label %1393
  ]

1357:                                             ; preds = %1355
  %1358 = bitcast <16 x float> %1356 to <8 x i64>
  %1359 = and <8 x i64> %1358, %86
  %1360 = fcmp oeq <16 x float> %1356, %49
  %1361 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1356, i32 4)
  %1362 = bitcast <8 x i64> %1359 to <16 x float>
  %1363 = select <16 x i1> %1360, <16 x float> %1362, <16 x float> %1361
  br label %1374

1364:                                             ; preds = %1355
  %1365 = bitcast <16 x float> %1356 to <8 x i64>
  %1366 = or <8 x i64> %1365, %87
  %1367 = fcmp oeq <16 x float> %1356, %52
  %1368 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1356, i32 4)
  %1369 = bitcast <8 x i64> %1366 to <16 x float>
  %1370 = select <16 x i1> %1367, <16 x float> %1369, <16 x float> %1368
  br label %1374

1371:                                             ; preds = %1355
  %1372 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1337, <16 x i1> %1334, <16 x float> zeroinitializer)
  %1373 = fadd <16 x float> %1356, %1372
  br label %1374

1374:                                             ; preds = %1371, %1364, %1357
  %1375 = phi <16 x float> [ %1373, %1371 ], [ %1370, %1364 ], [ %1363, %1357 ]
  switch i64 %149, label %1029 [
    i64 1, label %1390
    i64 2, label %1383
    i64 3, label %1376
    i64 0, label %1393
  ]

1376:                                             ; preds = %1374
  %1377 = bitcast <16 x float> %1375 to <8 x i64>
  %1378 = and <8 x i64> %1377, %86
  %1379 = fcmp oeq <16 x float> %1375, %49
  %1380 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1375, i32 4)
  %1381 = bitcast <8 x i64> %1378 to <16 x float>
  %1382 = select <16 x i1> %1379, <16 x float> %1381, <16 x float> %1380
  br label %1393

1383:                                             ; preds = %1374
  %1384 = bitcast <16 x float> %1375 to <8 x i64>
  %1385 = or <8 x i64> %1384, %87
  %1386 = fcmp oeq <16 x float> %1375, %52
  %1387 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1375, i32 4)
  %1388 = bitcast <8 x i64> %1385 to <16 x float>
  %1389 = select <16 x i1> %1386, <16 x float> %1388, <16 x float> %1387
  br label %1393

1390:                                             ; preds = %1374
  %1391 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1337, <16 x i1> %1334, <16 x float> zeroinitializer)
  %1392 = fadd <16 x float> %1375, %1391
  br label %1393

1393:                                             ; preds = %1328, %1336, %1355, %1374, %1390, %1383, %1376
  %1394 = phi <16 x float> [ %1382, %1376 ], [ %892, %1336 ], [ %1375, %1374 ], [ %1356, %1355 ], [ %1392, %1390 ], [ %1389, %1383 ], [ %892, %1328 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1394, ptr align 1 %1335, <16 x i1> %1334)
  %1395 = add nsw i64 %796, 6
  %1396 = mul nsw i64 %1395, %53
  %1397 = icmp sgt i64 %797, 6
  %1398 = add nsw i64 %717, %1396
  %1399 = select i1 %1397, <16 x i1> zeroinitializer, <16 x i1> %763
  %1400 = getelementptr inbounds float, ptr %256, i64 %1398
  br i1 %85, label %1458, label %1401

1401:                                             ; preds = %1393
  %1402 = getelementptr inbounds float, ptr %254, i64 %1398
  switch i64 %150, label %1029 [
    i64 1, label %1417
    i64 2, label %1410
    i64 3, label %1403
    i64 0, label %1458
  ]

1403:                                             ; preds = %1401
  %1404 = bitcast <16 x float> %893 to <8 x i64>
  %1405 = and <8 x i64> %1404, %86
  %1406 = fcmp oeq <16 x float> %893, %49
  %1407 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %893, i32 4)
  %1408 = bitcast <8 x i64> %1405 to <16 x float>
  %1409 = select <16 x i1> %1406, <16 x float> %1408, <16 x float> %1407
  br label %1420

1410:                                             ; preds = %1401
  %1411 = bitcast <16 x float> %893 to <8 x i64>
  %1412 = or <8 x i64> %1411, %87
  %1413 = fcmp oeq <16 x float> %893, %52
  %1414 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %893, i32 4)
  %1415 = bitcast <8 x i64> %1412 to <16 x float>
  %1416 = select <16 x i1> %1413, <16 x float> %1415, <16 x float> %1414
  br label %1420

1417:                                             ; preds = %1401
  %1418 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1402, <16 x i1> %1399, <16 x float> zeroinitializer)
  %1419 = fadd <16 x float> %893, %1418
  br label %1420

1420:                                             ; preds = %1417, %1410, %1403
  %1421 = phi <16 x float> [ %1419, %1417 ], [ %1416, %1410 ], [ %1409, %1403 ]
  switch i64 %152, label %1029 [
    i64 1, label %1436
    i64 2, label %1429
    i64 3, label %1422
    i64 0, label %1458
  ]

1422:                                             ; preds = %1420
  %1423 = bitcast <16 x float> %1421 to <8 x i64>
  %1424 = and <8 x i64> %1423, %86
  %1425 = fcmp oeq <16 x float> %1421, %49
  %1426 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1421, i32 4)
  %1427 = bitcast <8 x i64> %1424 to <16 x float>
  %1428 = select <16 x i1> %1425, <16 x float> %1427, <16 x float> %1426
  br label %1439

1429:                                             ; preds = %1420
  %1430 = bitcast <16 x float> %1421 to <8 x i64>
  %1431 = or <8 x i64> %1430, %87
  %1432 = fcmp oeq <16 x float> %1421, %52
  %1433 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1421, i32 4)
  %1434 = bitcast <8 x i64> %1431 to <16 x float>
  %1435 = select <16 x i1> %1432, <16 x float> %1434, <16 x float> %1433
  br label %1439

1436:                                             ; preds = %1420
  %1437 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1402, <16 x i1> %1399, <16 x float> zeroinitializer)
  %1438 = fadd <16 x float> %1421, %1437
  br label %1439

1439:                                             ; preds = %1436, %1429, %1422
  %1440 = phi <16 x float> [ %1438, %1436 ], [ %1435, %1429 ], [ %1428, %1422 ]
  switch i64 %154, label %1029 [
    i64 1, label %1455
    i64 2, label %1448
    i64 3, label %1441
    i64 0, label %1458
  ]

1441:                                             ; preds = %1439
  %1442 = bitcast <16 x float> %1440 to <8 x i64>
  %1443 = and <8 x i64> %1442, %86
  %1444 = fcmp oeq <16 x float> %1440, %49
  %1445 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1440, i32 4)
  %1446 = bitcast <8 x i64> %1443 to <16 x float>
  %1447 = select <16 x i1> %1444, <16 x float> %1446, <16 x float> %1445
  br label %1458

1448:                                             ; preds = %1439
  %1449 = bitcast <16 x float> %1440 to <8 x i64>
  %1450 = or <8 x i64> %1449, %87
  %1451 = fcmp oeq <16 x float> %1440, %52
  %1452 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1440, i32 4)
  %1453 = bitcast <8 x i64> %1450 to <16 x float>
  %1454 = select <16 x i1> %1451, <16 x float> %1453, <16 x float> %1452
  br label %1458

1455:                                             ; preds = %1439
  %1456 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1402, <16 x i1> %1399, <16 x float> zeroinitializer)
  %1457 = fadd <16 x float> %1440, %1456
  br label %1458

1458:                                             ; preds = %1393, %1401, %1420, %1439, %1455, %1448, %1441
  %1459 = phi <16 x float> [ %1447, %1441 ], [ %893, %1401 ], [ %1440, %1439 ], [ %1421, %1420 ], [ %1457, %1455 ], [ %1454, %1448 ], [ %893, %1393 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1459, ptr align 1 %1400, <16 x i1> %1399)
  %1460 = add nsw i64 %796, 7
  %1461 = mul nsw i64 %1460, %53
  %1462 = icmp sgt i64 %797, 7
  %1463 = add nsw i64 %717, %1461
  %1464 = select i1 %1462, <16 x i1> zeroinitializer, <16 x i1> %764
  %1465 = getelementptr inbounds float, ptr %256, i64 %1463
  br i1 %85, label %1523, label %1466

1466:                                             ; preds = %1458
  %1467 = getelementptr inbounds float, ptr %254, i64 %1463
  switch i64 %155, label %1029 [
    i64 1, label %1482
    i64 2, label %1475
    i64 3, label %1468
    i64 0, label %1523
  ]

1468:                                             ; preds = %1466
  %1469 = bitcast <16 x float> %894 to <8 x i64>
  %1470 = and <8 x i64> %1469, %86
  %1471 = fcmp oeq <16 x float> %894, %49
  %1472 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %894, i32 4)
  %1473 = bitcast <8 x i64> %1470 to <16 x float>
  %1474 = select <16 x i1> %1471, <16 x float> %1473, <16 x float> %1472
  br label %1485

1475:                                             ; preds = %1466
  %1476 = bitcast <16 x float> %894 to <8 x i64>
  %1477 = or <8 x i64> %1476, %87
  %1478 = fcmp oeq <16 x float> %894, %52
  %1479 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %894, i32 4)
  %1480 = bitcast <8 x i64> %1477 to <16 x float>
  %1481 = select <16 x i1> %1478, <16 x float> %1480, <16 x float> %1479
  br label %1485

1482:                                             ; preds = %1466
  %1483 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1467, <16 x i1> %1464, <16 x float> zeroinitializer)
  %1484 = fadd <16 x float> %894, %1483
  br label %1485

1485:                                             ; preds = %1482, %1475, %1468
  %1486 = phi <16 x float> [ %1484, %1482 ], [ %1481, %1475 ], [ %1474, %1468 ]
  switch i64 %157, label %1029 [
    i64 1, label %1501
    i64 2, label %1494
    i64 3, label %1487
    i64 0, label %1523
  ]

1487:                                             ; preds = %1485
  %1488 = bitcast <16 x float> %1486 to <8 x i64>
  %1489 = and <8 x i64> %1488, %86
  %1490 = fcmp oeq <16 x float> %1486, %49
  %1491 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1486, i32 4)
  %1492 = bitcast <8 x i64> %1489 to <16 x float>
  %1493 = select <16 x i1> %1490, <16 x float> %1492, <16 x float> %1491
  br label %1504

1494:                                             ; preds = %1485
  %1495 = bitcast <16 x float> %1486 to <8 x i64>
  %1496 = or <8 x i64> %1495, %87
  %1497 = fcmp oeq <16 x float> %1486, %52
  %1498 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1486, i32 4)
  %1499 = bitcast <8 x i64> %1496 to <16 x float>
  %1500 = select <16 x i1> %1497, <16 x float> %1499, <16 x float> %1498
  br label %1504

1501:                                             ; preds = %1485
  %1502 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1467, <16 x i1> %1464, <16 x float> zeroinitializer)
  %1503 = fadd <16 x float> %1486, %1502
  br label %1504

1504:                                             ; preds = %1501, %1494, %1487
  %1505 = phi <16 x float> [ %1503, %1501 ], [ %1500, %1494 ], [ %1493, %1487 ]
  switch i64 %159, label %1029 [
    i64 1, label %1520
    i64 2, label %1513
    i64 3, label %1506
    i64 0, label %1523
  ]

1506:                                             ; preds = %1504
  %1507 = bitcast <16 x float> %1505 to <8 x i64>
  %1508 = and <8 x i64> %1507, %86
  %1509 = fcmp oeq <16 x float> %1505, %49
  %1510 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1505, i32 4)
  %1511 = bitcast <8 x i64> %1508 to <16 x float>
  %1512 = select <16 x i1> %1509, <16 x float> %1511, <16 x float> %1510
  br label %1523

1513:                                             ; preds = %1504
  %1514 = bitcast <16 x float> %1505 to <8 x i64>
  %1515 = or <8 x i64> %1514, %87
  %1516 = fcmp oeq <16 x float> %1505, %52
  %1517 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1505, i32 4)
  %1518 = bitcast <8 x i64> %1515 to <16 x float>
  %1519 = select <16 x i1> %1516, <16 x float> %1518, <16 x float> %1517
  br label %1523

1520:                                             ; preds = %1504
  %1521 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1467, <16 x i1> %1464, <16 x float> zeroinitializer)
  %1522 = fadd <16 x float> %1505, %1521
  br label %1523

1523:                                             ; preds = %1458, %1466, %1485, %1504, %1520, %1513, %1506
  %1524 = phi <16 x float> [ %1512, %1506 ], [ %894, %1466 ], [ %1505, %1504 ], [ %1486, %1485 ], [ %1522, %1520 ], [ %1519, %1513 ], [ %894, %1458 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1524, ptr align 1 %1465, <16 x i1> %1464)
  br label %3526

1525:                                             ; preds = %792
  %1526 = getelementptr inbounds float, ptr %41, i64 %796
  br i1 %81, label %1533, label %1527

1527:                                             ; preds = %1525
  %1528 = load float, ptr %1526, align 4
  %1529 = insertelement <16 x float> poison, float %1528, i64 0
  %1530 = shufflevector <16 x float> %1529, <16 x float> poison, <16 x i32> zeroinitializer
  %1531 = insertelement <16 x float> poison, float %1528, i64 0
  %1532 = shufflevector <16 x float> %1531, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1540

1533:                                             ; preds = %1525
  %1534 = mul nsw i64 %796, %53
  %1535 = getelementptr inbounds float, ptr %251, i64 %1534
  %1536 = getelementptr inbounds float, ptr %1535, i64 %717
  %1537 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1536, <16 x i1> %731, <16 x float> zeroinitializer)
  %1538 = getelementptr inbounds float, ptr %1535, i64 %716
  %1539 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1538, <16 x i1> %732, <16 x float> zeroinitializer)
  br label %1540

1540:                                             ; preds = %1533, %1527
  %1541 = phi <16 x float> [ %1537, %1533 ], [ %1530, %1527 ]
  %1542 = phi <16 x float> [ %1539, %1533 ], [ %1532, %1527 ]
  br i1 %81, label %1550, label %1543

1543:                                             ; preds = %1540
  %1544 = getelementptr inbounds nuw i8, ptr %1526, i64 4
  %1545 = load float, ptr %1544, align 4
  %1546 = insertelement <16 x float> poison, float %1545, i64 0
  %1547 = shufflevector <16 x float> %1546, <16 x float> poison, <16 x i32> zeroinitializer
  %1548 = insertelement <16 x float> poison, float %1545, i64 0
  %1549 = shufflevector <16 x float> %1548, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1558

1550:                                             ; preds = %1540
  %1551 = add nsw i64 %796, 1
  %1552 = mul nsw i64 %1551, %53
  %1553 = getelementptr inbounds float, ptr %251, i64 %1552
  %1554 = getelementptr inbounds float, ptr %1553, i64 %717
  %1555 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1554, <16 x i1> %731, <16 x float> zeroinitializer)
  %1556 = getelementptr inbounds float, ptr %1553, i64 %716
  %1557 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1556, <16 x i1> %732, <16 x float> zeroinitializer)
  br label %1558

1558:                                             ; preds = %1550, %1543
  %1559 = phi <16 x float> [ %1555, %1550 ], [ %1547, %1543 ]
  %1560 = phi <16 x float> [ %1557, %1550 ], [ %1549, %1543 ]
  br i1 %81, label %1568, label %1561

1561:                                             ; preds = %1558
  %1562 = getelementptr inbounds nuw i8, ptr %1526, i64 8
  %1563 = load float, ptr %1562, align 4
  %1564 = insertelement <16 x float> poison, float %1563, i64 0
  %1565 = shufflevector <16 x float> %1564, <16 x float> poison, <16 x i32> zeroinitializer
  %1566 = insertelement <16 x float> poison, float %1563, i64 0
  %1567 = shufflevector <16 x float> %1566, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1576

1568:                                             ; preds = %1558
  %1569 = add nsw i64 %796, 2
  %1570 = mul nsw i64 %1569, %53
  %1571 = getelementptr inbounds float, ptr %251, i64 %1570
  %1572 = getelementptr inbounds float, ptr %1571, i64 %717
  %1573 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1572, <16 x i1> %731, <16 x float> zeroinitializer)
  %1574 = getelementptr inbounds float, ptr %1571, i64 %716
  %1575 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1574, <16 x i1> %732, <16 x float> zeroinitializer)
  br label %1576

1576:                                             ; preds = %1568, %1561
  %1577 = phi <16 x float> [ %1573, %1568 ], [ %1565, %1561 ]
  %1578 = phi <16 x float> [ %1575, %1568 ], [ %1567, %1561 ]
  br i1 %81, label %1586, label %1579

1579:                                             ; preds = %1576
  %1580 = getelementptr inbounds nuw i8, ptr %1526, i64 12
  %1581 = load float, ptr %1580, align 4
  %1582 = insertelement <16 x float> poison, float %1581, i64 0
  %1583 = shufflevector <16 x float> %1582, <16 x float> poison, <16 x i32> zeroinitializer
  %1584 = insertelement <16 x float> poison, float %1581, i64 0
  %1585 = shufflevector <16 x float> %1584, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1594

1586:                                             ; preds = %1576
  %1587 = add nsw i64 %796, 3
  %1588 = mul nsw i64 %1587, %53
  %1589 = getelementptr inbounds float, ptr %251, i64 %1588
  %1590 = getelementptr inbounds float, ptr %1589, i64 %717
  %1591 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1590, <16 x i1> %731, <16 x float> zeroinitializer)
  %1592 = getelementptr inbounds float, ptr %1589, i64 %716
  %1593 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1592, <16 x i1> %732, <16 x float> zeroinitializer)
  br label %1594

1594:                                             ; preds = %1586, %1579
  %1595 = phi <16 x float> [ %1591, %1586 ], [ %1583, %1579 ]
  %1596 = phi <16 x float> [ %1593, %1586 ], [ %1585, %1579 ]
  br i1 %81, label %1604, label %1597

1597:                                             ; preds = %1594
  %1598 = getelementptr inbounds nuw i8, ptr %1526, i64 16
  %1599 = load float, ptr %1598, align 4
  %1600 = insertelement <16 x float> poison, float %1599, i64 0
  %1601 = shufflevector <16 x float> %1600, <16 x float> poison, <16 x i32> zeroinitializer
  %1602 = insertelement <16 x float> poison, float %1599, i64 0
  %1603 = shufflevector <16 x float> %1602, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1612

1604:                                             ; preds = %1594
  %1605 = add nsw i64 %796, 4
  %1606 = mul nsw i64 %1605, %53
  %1607 = getelementptr inbounds float, ptr %251, i64 %1606
  %1608 = getelementptr inbounds float, ptr %1607, i64 %717
  %1609 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1608, <16 x i1> %731, <16 x float> zeroinitializer)
  %1610 = getelementptr inbounds float, ptr %1607, i64 %716
  %1611 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1610, <16 x i1> %732, <16 x float> zeroinitializer)
  br label %1612

1612:                                             ; preds = %1604, %1597
  %1613 = phi <16 x float> [ %1609, %1604 ], [ %1601, %1597 ]
  %1614 = phi <16 x float> [ %1611, %1604 ], [ %1603, %1597 ]
  br i1 %81, label %1622, label %1615

1615:                                             ; preds = %1612
  %1616 = getelementptr inbounds nuw i8, ptr %1526, i64 20
  %1617 = load float, ptr %1616, align 4
  %1618 = insertelement <16 x float> poison, float %1617, i64 0
  %1619 = shufflevector <16 x float> %1618, <16 x float> poison, <16 x i32> zeroinitializer
  %1620 = insertelement <16 x float> poison, float %1617, i64 0
  %1621 = shufflevector <16 x float> %1620, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1630

1622:                                             ; preds = %1612
  %1623 = add nsw i64 %796, 5
  %1624 = mul nsw i64 %1623, %53
  %1625 = getelementptr inbounds float, ptr %251, i64 %1624
  %1626 = getelementptr inbounds float, ptr %1625, i64 %717
  %1627 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1626, <16 x i1> %731, <16 x float> zeroinitializer)
  %1628 = getelementptr inbounds float, ptr %1625, i64 %716
  %1629 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1628, <16 x i1> %732, <16 x float> zeroinitializer)
  br label %1630

1630:                                             ; preds = %1622, %1615
  %1631 = phi <16 x float> [ %1627, %1622 ], [ %1619, %1615 ]
  %1632 = phi <16 x float> [ %1629, %1622 ], [ %1621, %1615 ]
  br i1 %81, label %1640, label %1633

1633:                                             ; preds = %1630
  %1634 = getelementptr inbounds nuw i8, ptr %1526, i64 24
  %1635 = load float, ptr %1634, align 4
  %1636 = insertelement <16 x float> poison, float %1635, i64 0
  %1637 = shufflevector <16 x float> %1636, <16 x float> poison, <16 x i32> zeroinitializer
  %1638 = insertelement <16 x float> poison, float %1635, i64 0
  %1639 = shufflevector <16 x float> %1638, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1648

1640:                                             ; preds = %1630
  %1641 = add nsw i64 %796, 6
  %1642 = mul nsw i64 %1641, %53
  %1643 = getelementptr inbounds float, ptr %251, i64 %1642
  %1644 = getelementptr inbounds float, ptr %1643, i64 %717
  %1645 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1644, <16 x i1> %731, <16 x float> zeroinitializer)
  %1646 = getelementptr inbounds float, ptr %1643, i64 %716
  %1647 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1646, <16 x i1> %732, <16 x float> zeroinitializer)
  br label %1648

1648:                                             ; preds = %1640, %1633
  %1649 = phi <16 x float> [ %1645, %1640 ], [ %1637, %1633 ]
  %1650 = phi <16 x float> [ %1647, %1640 ], [ %1639, %1633 ]
  br i1 %81, label %1658, label %1651

1651:                                             ; preds = %1648
  %1652 = getelementptr inbounds nuw i8, ptr %1526, i64 28
  %1653 = load float, ptr %1652, align 4
  %1654 = insertelement <16 x float> poison, float %1653, i64 0
  %1655 = shufflevector <16 x float> %1654, <16 x float> poison, <16 x i32> zeroinitializer
  %1656 = insertelement <16 x float> poison, float %1653, i64 0
  %1657 = shufflevector <16 x float> %1656, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1666

1658:                                             ; preds = %1648
  %1659 = add nsw i64 %796, 7
  %1660 = mul nsw i64 %1659, %53
  %1661 = getelementptr inbounds float, ptr %251, i64 %1660
  %1662 = getelementptr inbounds float, ptr %1661, i64 %717
  %1663 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1662, <16 x i1> %731, <16 x float> zeroinitializer)
  %1664 = getelementptr inbounds float, ptr %1661, i64 %716
  %1665 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1664, <16 x i1> %732, <16 x float> zeroinitializer)
  br label %1666

1666:                                             ; preds = %1658, %1651
  %1667 = phi <16 x float> [ %1663, %1658 ], [ %1655, %1651 ]
  %1668 = phi <16 x float> [ %1665, %1658 ], [ %1657, %1651 ]
  %1669 = mul i64 %82, %796
  %1670 = getelementptr inbounds float, ptr %40, i64 %1669
  br i1 %83, label %1690, label %1849

1671:                                             ; preds = %1755, %1690
  %1672 = phi <16 x float> [ %1691, %1690 ], [ %1756, %1755 ]
  %1673 = phi <16 x float> [ %1692, %1690 ], [ %1757, %1755 ]
  %1674 = phi <16 x float> [ %1693, %1690 ], [ %1758, %1755 ]
  %1675 = phi <16 x float> [ %1694, %1690 ], [ %1759, %1755 ]
  %1676 = phi <16 x float> [ %1695, %1690 ], [ %1760, %1755 ]
  %1677 = phi <16 x float> [ %1696, %1690 ], [ %1761, %1755 ]
  %1678 = phi <16 x float> [ %1697, %1690 ], [ %1762, %1755 ]
  %1679 = phi <16 x float> [ %1698, %1690 ], [ %1763, %1755 ]
  %1680 = phi <16 x float> [ %1699, %1690 ], [ %1764, %1755 ]
  %1681 = phi <16 x float> [ %1700, %1690 ], [ %1765, %1755 ]
  %1682 = phi <16 x float> [ %1701, %1690 ], [ %1766, %1755 ]
  %1683 = phi <16 x float> [ %1702, %1690 ], [ %1767, %1755 ]
  %1684 = phi <16 x float> [ %1703, %1690 ], [ %1768, %1755 ]
  %1685 = phi <16 x float> [ %1704, %1690 ], [ %1769, %1755 ]
  %1686 = phi <16 x float> [ %1705, %1690 ], [ %1770, %1755 ]
  %1687 = phi <16 x float> [ %1706, %1690 ], [ %1771, %1755 ]
  %1688 = icmp slt i64 %1711, %5
  %1689 = add i64 %1707, -16
  br i1 %1688, label %1690, label %1849

1690:                                             ; preds = %1666, %1671
  %1691 = phi <16 x float> [ %1672, %1671 ], [ %1668, %1666 ]
  %1692 = phi <16 x float> [ %1673, %1671 ], [ %1667, %1666 ]
  %1693 = phi <16 x float> [ %1674, %1671 ], [ %1541, %1666 ]
  %1694 = phi <16 x float> [ %1675, %1671 ], [ %1650, %1666 ]
  %1695 = phi <16 x float> [ %1676, %1671 ], [ %1649, %1666 ]
  %1696 = phi <16 x float> [ %1677, %1671 ], [ %1632, %1666 ]
  %1697 = phi <16 x float> [ %1678, %1671 ], [ %1631, %1666 ]
  %1698 = phi <16 x float> [ %1679, %1671 ], [ %1614, %1666 ]
  %1699 = phi <16 x float> [ %1680, %1671 ], [ %1613, %1666 ]
  %1700 = phi <16 x float> [ %1681, %1671 ], [ %1596, %1666 ]
  %1701 = phi <16 x float> [ %1682, %1671 ], [ %1595, %1666 ]
  %1702 = phi <16 x float> [ %1683, %1671 ], [ %1578, %1666 ]
  %1703 = phi <16 x float> [ %1684, %1671 ], [ %1577, %1666 ]
  %1704 = phi <16 x float> [ %1685, %1671 ], [ %1560, %1666 ]
  %1705 = phi <16 x float> [ %1686, %1671 ], [ %1559, %1666 ]
  %1706 = phi <16 x float> [ %1687, %1671 ], [ %1542, %1666 ]
  %1707 = phi i64 [ %1689, %1671 ], [ %5, %1666 ]
  %1708 = phi i64 [ %1711, %1671 ], [ 0, %1666 ]
  %1709 = call i64 @llvm.smin.i64(i64 %1707, i64 16)
  %1710 = add i64 %1709, %1708
  %1711 = add nuw nsw i64 %1708, 16
  br i1 %84, label %1712, label %1671

1712:                                             ; preds = %1690
  %1713 = sub nsw i64 %5, %1708
  %1714 = icmp sgt i64 %1713, 15
  %1715 = mul nsw i64 %1708, %79
  %1716 = getelementptr inbounds float, ptr %249, i64 %1715
  %1717 = mul nuw nsw i64 %1708, %80
  %1718 = getelementptr inbounds nuw float, ptr %1670, i64 %1717
  %1719 = icmp sgt i64 %5, %1708
  %1720 = or i1 %1714, %1719
  br label %1721

1721:                                             ; preds = %1712, %1755
  %1722 = phi <16 x float> [ %1691, %1712 ], [ %1756, %1755 ]
  %1723 = phi <16 x float> [ %1692, %1712 ], [ %1757, %1755 ]
  %1724 = phi <16 x float> [ %1693, %1712 ], [ %1758, %1755 ]
  %1725 = phi <16 x float> [ %1694, %1712 ], [ %1759, %1755 ]
  %1726 = phi <16 x float> [ %1695, %1712 ], [ %1760, %1755 ]
  %1727 = phi <16 x float> [ %1696, %1712 ], [ %1761, %1755 ]
  %1728 = phi <16 x float> [ %1697, %1712 ], [ %1762, %1755 ]
  %1729 = phi <16 x float> [ %1698, %1712 ], [ %1763, %1755 ]
  %1730 = phi <16 x float> [ %1699, %1712 ], [ %1764, %1755 ]
  %1731 = phi <16 x float> [ %1700, %1712 ], [ %1765, %1755 ]
  %1732 = phi <16 x float> [ %1701, %1712 ], [ %1766, %1755 ]
  %1733 = phi <16 x float> [ %1702, %1712 ], [ %1767, %1755 ]
  %1734 = phi <16 x float> [ %1703, %1712 ], [ %1768, %1755 ]
  %1735 = phi <16 x float> [ %1704, %1712 ], [ %1769, %1755 ]
  %1736 = phi <16 x float> [ %1705, %1712 ], [ %1770, %1755 ]
  %1737 = phi <16 x float> [ %1706, %1712 ], [ %1771, %1755 ]
  %1738 = phi i64 [ 0, %1712 ], [ %1772, %1755 ]
  %1739 = mul nuw nsw i64 %1738, 24
  %1740 = getelementptr nuw i8, ptr %34, i64 %1739
  %1741 = load i64, ptr %1740, align 8
  %1742 = getelementptr inbounds nuw i8, ptr %1740, i64 8
  %1743 = load i64, ptr %1742, align 8
  br i1 %1720, label %1744, label %1755

1744:                                             ; preds = %1721
  %1745 = mul nuw nsw i64 %1738, 12
  %1746 = getelementptr nuw i8, ptr %35, i64 %1745
  %1747 = getelementptr inbounds nuw i8, ptr %1746, i64 4
  %1748 = load i32, ptr %1747, align 4
  %1749 = load i32, ptr %1746, align 4
  %1750 = getelementptr inbounds nuw float, ptr %1718, i64 %1738
  %1751 = trunc i32 %1749 to i16
  %1752 = bitcast i16 %1751 to <16 x i1>
  %1753 = trunc i32 %1748 to i16
  %1754 = bitcast i16 %1753 to <16 x i1>
  br label %1774

1755:                                             ; preds = %1774, %1721
  %1756 = phi <16 x float> [ %1722, %1721 ], [ %1844, %1774 ]
  %1757 = phi <16 x float> [ %1723, %1721 ], [ %1843, %1774 ]
  %1758 = phi <16 x float> [ %1724, %1721 ], [ %1801, %1774 ]
  %1759 = phi <16 x float> [ %1725, %1721 ], [ %1838, %1774 ]
  %1760 = phi <16 x float> [ %1726, %1721 ], [ %1837, %1774 ]
  %1761 = phi <16 x float> [ %1727, %1721 ], [ %1832, %1774 ]
  %1762 = phi <16 x float> [ %1728, %1721 ], [ %1831, %1774 ]
  %1763 = phi <16 x float> [ %1729, %1721 ], [ %1826, %1774 ]
  %1764 = phi <16 x float> [ %1730, %1721 ], [ %1825, %1774 ]
  %1765 = phi <16 x float> [ %1731, %1721 ], [ %1820, %1774 ]
  %1766 = phi <16 x float> [ %1732, %1721 ], [ %1819, %1774 ]
  %1767 = phi <16 x float> [ %1733, %1721 ], [ %1814, %1774 ]
  %1768 = phi <16 x float> [ %1734, %1721 ], [ %1813, %1774 ]
  %1769 = phi <16 x float> [ %1735, %1721 ], [ %1808, %1774 ]
  %1770 = phi <16 x float> [ %1736, %1721 ], [ %1807, %1774 ]
  %1771 = phi <16 x float> [ %1737, %1721 ], [ %1802, %1774 ]
  %1772 = add nuw nsw i64 %1738, 1
  %1773 = icmp eq i64 %1772, %80
  br i1 %1773, label %1671, label %1721

1774:                                             ; preds = %1744, %1774
  %1775 = phi <16 x float> [ %1844, %1774 ], [ %1722, %1744 ]
  %1776 = phi <16 x float> [ %1843, %1774 ], [ %1723, %1744 ]
  %1777 = phi <16 x float> [ %1801, %1774 ], [ %1724, %1744 ]
  %1778 = phi <16 x float> [ %1838, %1774 ], [ %1725, %1744 ]
  %1779 = phi <16 x float> [ %1837, %1774 ], [ %1726, %1744 ]
  %1780 = phi <16 x float> [ %1832, %1774 ], [ %1727, %1744 ]
  %1781 = phi <16 x float> [ %1831, %1774 ], [ %1728, %1744 ]
  %1782 = phi <16 x float> [ %1826, %1774 ], [ %1729, %1744 ]
  %1783 = phi <16 x float> [ %1825, %1774 ], [ %1730, %1744 ]
  %1784 = phi <16 x float> [ %1820, %1774 ], [ %1731, %1744 ]
  %1785 = phi <16 x float> [ %1819, %1774 ], [ %1732, %1744 ]
  %1786 = phi <16 x float> [ %1814, %1774 ], [ %1733, %1744 ]
  %1787 = phi <16 x float> [ %1813, %1774 ], [ %1734, %1744 ]
  %1788 = phi <16 x float> [ %1808, %1774 ], [ %1735, %1744 ]
  %1789 = phi <16 x float> [ %1807, %1774 ], [ %1736, %1744 ]
  %1790 = phi <16 x float> [ %1802, %1774 ], [ %1737, %1744 ]
  %1791 = phi i64 [ %1845, %1774 ], [ %1708, %1744 ]
  %1792 = phi ptr [ %1847, %1774 ], [ %1750, %1744 ]
  %1793 = phi ptr [ %1846, %1774 ], [ %1716, %1744 ]
  %1794 = getelementptr inbounds float, ptr %1793, i64 %1741
  %1795 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1794, <16 x i1> %1752, <16 x float> zeroinitializer)
  %1796 = getelementptr inbounds float, ptr %1793, i64 %1743
  %1797 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1796, <16 x i1> %1754, <16 x float> zeroinitializer)
  %1798 = load float, ptr %1792, align 4
  %1799 = insertelement <16 x float> poison, float %1798, i64 0
  %1800 = shufflevector <16 x float> %1799, <16 x float> poison, <16 x i32> zeroinitializer
  %1801 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1795, <16 x float> %1800, <16 x float> %1777)
  %1802 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1797, <16 x float> %1800, <16 x float> %1790)
  %1803 = getelementptr inbounds float, ptr %1792, i64 %82
  %1804 = load float, ptr %1803, align 4
  %1805 = insertelement <16 x float> poison, float %1804, i64 0
  %1806 = shufflevector <16 x float> %1805, <16 x float> poison, <16 x i32> zeroinitializer
  %1807 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1795, <16 x float> %1806, <16 x float> %1789)
  %1808 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1797, <16 x float> %1806, <16 x float> %1788)
  %1809 = getelementptr inbounds i8, ptr %1792, i64 %98
  %1810 = load float, ptr %1809, align 4
  %1811 = insertelement <16 x float> poison, float %1810, i64 0
  %1812 = shufflevector <16 x float> %1811, <16 x float> poison, <16 x i32> zeroinitializer
  %1813 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1795, <16 x float> %1812, <16 x float> %1787)
  %1814 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1797, <16 x float> %1812, <16 x float> %1786)
  %1815 = getelementptr inbounds i8, ptr %1792, i64 %99
  %1816 = load float, ptr %1815, align 4
  %1817 = insertelement <16 x float> poison, float %1816, i64 0
  %1818 = shufflevector <16 x float> %1817, <16 x float> poison, <16 x i32> zeroinitializer
  %1819 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1795, <16 x float> %1818, <16 x float> %1785)
  %1820 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1797, <16 x float> %1818, <16 x float> %1784)
  %1821 = getelementptr inbounds i8, ptr %1792, i64 %100
  %1822 = load float, ptr %1821, align 4
  %1823 = insertelement <16 x float> poison, float %1822, i64 0
  %1824 = shufflevector <16 x float> %1823, <16 x float> poison, <16 x i32> zeroinitializer
  %1825 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1795, <16 x float> %1824, <16 x float> %1783)
  %1826 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1797, <16 x float> %1824, <16 x float> %1782)
  %1827 = getelementptr inbounds i8, ptr %1792, i64 %101
  %1828 = load float, ptr %1827, align 4
  %1829 = insertelement <16 x float> poison, float %1828, i64 0
  %1830 = shufflevector <16 x float> %1829, <16 x float> poison, <16 x i32> zeroinitializer
  %1831 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1795, <16 x float> %1830, <16 x float> %1781)
  %1832 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1797, <16 x float> %1830, <16 x float> %1780)
  %1833 = getelementptr inbounds i8, ptr %1792, i64 %102
  %1834 = load float, ptr %1833, align 4
  %1835 = insertelement <16 x float> poison, float %1834, i64 0
  %1836 = shufflevector <16 x float> %1835, <16 x float> poison, <16 x i32> zeroinitializer
  %1837 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1795, <16 x float> %1836, <16 x float> %1779)
  %1838 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1797, <16 x float> %1836, <16 x float> %1778)
  %1839 = getelementptr inbounds i8, ptr %1792, i64 %103
  %1840 = load float, ptr %1839, align 4
  %1841 = insertelement <16 x float> poison, float %1840, i64 0
  %1842 = shufflevector <16 x float> %1841, <16 x float> poison, <16 x i32> zeroinitializer
  %1843 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1795, <16 x float> %1842, <16 x float> %1776)
  %1844 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1797, <16 x float> %1842, <16 x float> %1775)
  %1845 = add nuw nsw i64 %1791, 1
  %1846 = getelementptr inbounds float, ptr %1793, i64 %79
  %1847 = getelementptr inbounds nuw float, ptr %1792, i64 %80
  %1848 = icmp eq i64 %1845, %1710
  br i1 %1848, label %1755, label %1774

1849:                                             ; preds = %1666, %1671
  %1850 = phi <16 x float> [ %1631, %1666 ], [ %1678, %1671 ]
  %1851 = phi <16 x float> [ %1632, %1666 ], [ %1677, %1671 ]
  %1852 = phi <16 x float> [ %1614, %1666 ], [ %1679, %1671 ]
  %1853 = phi <16 x float> [ %1613, %1666 ], [ %1680, %1671 ]
  %1854 = phi <16 x float> [ %1649, %1666 ], [ %1676, %1671 ]
  %1855 = phi <16 x float> [ %1596, %1666 ], [ %1681, %1671 ]
  %1856 = phi <16 x float> [ %1595, %1666 ], [ %1682, %1671 ]
  %1857 = phi <16 x float> [ %1650, %1666 ], [ %1675, %1671 ]
  %1858 = phi <16 x float> [ %1578, %1666 ], [ %1683, %1671 ]
  %1859 = phi <16 x float> [ %1577, %1666 ], [ %1684, %1671 ]
  %1860 = phi <16 x float> [ %1667, %1666 ], [ %1673, %1671 ]
  %1861 = phi <16 x float> [ %1560, %1666 ], [ %1685, %1671 ]
  %1862 = phi <16 x float> [ %1559, %1666 ], [ %1686, %1671 ]
  %1863 = phi <16 x float> [ %1668, %1666 ], [ %1672, %1671 ]
  %1864 = phi <16 x float> [ %1542, %1666 ], [ %1687, %1671 ]
  %1865 = phi <16 x float> [ %1541, %1666 ], [ %1674, %1671 ]
  %1866 = mul nsw i64 %796, %53
  %1867 = icmp sgt i64 %797, 0
  %1868 = add nsw i64 %717, %1866
  %1869 = select i1 %1867, <16 x i1> zeroinitializer, <16 x i1> %733
  %1870 = getelementptr inbounds float, ptr %256, i64 %1868
  br i1 %85, label %1928, label %1871

1871:                                             ; preds = %1849
  %1872 = getelementptr inbounds float, ptr %254, i64 %1868
  switch i64 %104, label %1029 [
    i64 1, label %1873
    i64 2, label %1876
    i64 3, label %1883
    i64 0, label %1928
  ]

1873:                                             ; preds = %1871
  %1874 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1872, <16 x i1> %1869, <16 x float> zeroinitializer)
  %1875 = fadd <16 x float> %1865, %1874
  br label %1890

1876:                                             ; preds = %1871
  %1877 = bitcast <16 x float> %1865 to <8 x i64>
  %1878 = or <8 x i64> %1877, %87
  %1879 = fcmp oeq <16 x float> %1865, %52
  %1880 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1865, i32 4)
  %1881 = bitcast <8 x i64> %1878 to <16 x float>
  %1882 = select <16 x i1> %1879, <16 x float> %1881, <16 x float> %1880
  br label %1890

1883:                                             ; preds = %1871
  %1884 = bitcast <16 x float> %1865 to <8 x i64>
  %1885 = and <8 x i64> %1884, %86
  %1886 = fcmp oeq <16 x float> %1865, %49
  %1887 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1865, i32 4)
  %1888 = bitcast <8 x i64> %1885 to <16 x float>
  %1889 = select <16 x i1> %1886, <16 x float> %1888, <16 x float> %1887
  br label %1890

1890:                                             ; preds = %1883, %1876, %1873
  %1891 = phi <16 x float> [ %1875, %1873 ], [ %1882, %1876 ], [ %1889, %1883 ]
  switch i64 %106, label %1029 [
    i64 1, label %1906
    i64 2, label %1899
    i64 3, label %1892
    i64 0, label %1928
  ]

1892:                                             ; preds = %1890
  %1893 = bitcast <16 x float> %1891 to <8 x i64>
  %1894 = and <8 x i64> %1893, %86
  %1895 = fcmp oeq <16 x float> %1891, %49
  %1896 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1891, i32 4)
  %1897 = bitcast <8 x i64> %1894 to <16 x float>
  %1898 = select <16 x i1> %1895, <16 x float> %1897, <16 x float> %1896
  br label %1909

1899:                                             ; preds = %1890
  %1900 = bitcast <16 x float> %1891 to <8 x i64>
  %1901 = or <8 x i64> %1900, %87
  %1902 = fcmp oeq <16 x float> %1891, %52
  %1903 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1891, i32 4)
  %1904 = bitcast <8 x i64> %1901 to <16 x float>
  %1905 = select <16 x i1> %1902, <16 x float> %1904, <16 x float> %1903
  br label %1909

1906:                                             ; preds = %1890
  %1907 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1872, <16 x i1> %1869, <16 x float> zeroinitializer)
  %1908 = fadd <16 x float> %1891, %1907
  br label %1909

1909:                                             ; preds = %1906, %1899, %1892
  %1910 = phi <16 x float> [ %1908, %1906 ], [ %1905, %1899 ], [ %1898, %1892 ]
  switch i64 %108, label %1029 [
    i64 1, label %1925
    i64 2, label %1918
    i64 3, label %1911
    i64 0, label %1928
  ]

1911:                                             ; preds = %1909
  %1912 = bitcast <16 x float> %1910 to <8 x i64>
  %1913 = and <8 x i64> %1912, %86
  %1914 = fcmp oeq <16 x float> %1910, %49
  %1915 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1910, i32 4)
  %1916 = bitcast <8 x i64> %1913 to <16 x float>
  %1917 = select <16 x i1> %1914, <16 x float> %1916, <16 x float> %1915
  br label %1928

1918:                                             ; preds = %1909
  %1919 = bitcast <16 x float> %1910 to <8 x i64>
  %1920 = or <8 x i64> %1919, %87
  %1921 = fcmp oeq <16 x float> %1910, %52
  %1922 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1910, i32 4)
  %1923 = bitcast <8 x i64> %1920 to <16 x float>
  %1924 = select <16 x i1> %1921, <16 x float> %1923, <16 x float> %1922
  br label %1928

1925:                                             ; preds = %1909
  %1926 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1872, <16 x i1> %1869, <16 x float> zeroinitializer)
  %1927 = fadd <16 x float> %1910, %1926
  br label %1928

1928:                                             ; preds = %1849, %1871, %1890, %1909, %1925, %1918, %1911
  %1929 = phi <16 x float> [ %1917, %1911 ], [ %1865, %1871 ], [ %1910, %1909 ], [ %1891, %1890 ], [ %1927, %1925 ], [ %1924, %1918 ], [ %1865, %1849 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1929, ptr align 1 %1870, <16 x i1> %1869)
  %1930 = add nsw i64 %716, %1866
  %1931 = select i1 %1867, <16 x i1> zeroinitializer, <16 x i1> %734
  %1932 = getelementptr inbounds float, ptr %256, i64 %1930
  br i1 %85, label %1990, label %1933

1933:                                             ; preds = %1928
  %1934 = getelementptr inbounds float, ptr %254, i64 %1930
  switch i64 %109, label %1029 [
    i64 1, label %1949
    i64 2, label %1942
    i64 3, label %1935
    i64 0, label %1990
  ]

1935:                                             ; preds = %1933
  %1936 = bitcast <16 x float> %1864 to <8 x i64>
  %1937 = and <8 x i64> %1936, %86
  %1938 = fcmp oeq <16 x float> %1864, %49
  %1939 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1864, i32 4)
  %1940 = bitcast <8 x i64> %1937 to <16 x float>
  %1941 = select <16 x i1> %1938, <16 x float> %1940, <16 x float> %1939
  br label %1952

1942:                                             ; preds = %1933
  %1943 = bitcast <16 x float> %1864 to <8 x i64>
  %1944 = or <8 x i64> %1943, %87
  %1945 = fcmp oeq <16 x float> %1864, %52
  %1946 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1864, i32 4)
  %1947 = bitcast <8 x i64> %1944 to <16 x float>
  %1948 = select <16 x i1> %1945, <16 x float> %1947, <16 x float> %1946
  br label %1952

1949:                                             ; preds = %1933
  %1950 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1934, <16 x i1> %1931, <16 x float> zeroinitializer)
  %1951 = fadd <16 x float> %1864, %1950
  br label %1952

1952:                                             ; preds = %1949, %1942, %1935
  %1953 = phi <16 x float> [ %1951, %1949 ], [ %1948, %1942 ], [ %1941, %1935 ]
  switch i64 %111, label %1029 [
    i64 1, label %1968
    i64 2, label %1961
    i64 3, label %1954
    i64 0, label %1990
  ]

1954:                                             ; preds = %1952
  %1955 = bitcast <16 x float> %1953 to <8 x i64>
  %1956 = and <8 x i64> %1955, %86
  %1957 = fcmp oeq <16 x float> %1953, %49
  %1958 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1953, i32 4)
  %1959 = bitcast <8 x i64> %1956 to <16 x float>
  %1960 = select <16 x i1> %1957, <16 x float> %1959, <16 x float> %1958
  br label %1971

1961:                                             ; preds = %1952
  %1962 = bitcast <16 x float> %1953 to <8 x i64>
  %1963 = or <8 x i64> %1962, %87
  %1964 = fcmp oeq <16 x float> %1953, %52
  %1965 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1953, i32 4)
  %1966 = bitcast <8 x i64> %1963 to <16 x float>
  %1967 = select <16 x i1> %1964, <16 x float> %1966, <16 x float> %1965
  br label %1971

1968:                                             ; preds = %1952
  %1969 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1934, <16 x i1> %1931, <16 x float> zeroinitializer)
  %1970 = fadd <16 x float> %1953, %1969
  br label %1971

1971:                                             ; preds = %1968, %1961, %1954
  %1972 = phi <16 x float> [ %1970, %1968 ], [ %1967, %1961 ], [ %1960, %1954 ]
  switch i64 %113, label %1029 [
    i64 1, label %1987
    i64 2, label %1980
    i64 3, label %1973
    i64 0, label %1990
  ]

1973:                                             ; preds = %1971
  %1974 = bitcast <16 x float> %1972 to <8 x i64>
  %1975 = and <8 x i64> %1974, %86
  %1976 = fcmp oeq <16 x float> %1972, %49
  %1977 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1972, i32 4)
  %1978 = bitcast <8 x i64> %1975 to <16 x float>
  %1979 = select <16 x i1> %1976, <16 x float> %1978, <16 x float> %1977
  br label %1990

1980:                                             ; preds = %1971
  %1981 = bitcast <16 x float> %1972 to <8 x i64>
  %1982 = or <8 x i64> %1981, %87
  %1983 = fcmp oeq <16 x float> %1972, %52
  %1984 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1972, i32 4)
  %1985 = bitcast <8 x i64> %1982 to <16 x float>
  %1986 = select <16 x i1> %1983, <16 x float> %1985, <16 x float> %1984
  br label %1990

1987:                                             ; preds = %1971
  %1988 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1934, <16 x i1> %1931, <16 x float> zeroinitializer)
  %1989 = fadd <16 x float> %1972, %1988
  br label %1990

1990:                                             ; preds = %1928, %1933, %1952, %1971, %1987, %1980, %1973
  %1991 = phi <16 x float> [ %1979, %1973 ], [ %1864, %1933 ], [ %1972, %1971 ], [ %1953, %1952 ], [ %1989, %1987 ], [ %1986, %1980 ], [ %1864, %1928 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1991, ptr align 1 %1932, <16 x i1> %1931)
  %1992 = add nsw i64 %796, 1
  %1993 = mul nsw i64 %1992, %53
  %1994 = icmp sgt i64 %797, 1
  %1995 = add nsw i64 %717, %1993
  %1996 = select i1 %1994, <16 x i1> zeroinitializer, <16 x i1> %733
  %1997 = getelementptr inbounds float, ptr %256, i64 %1995
  br i1 %85, label %2055, label %1998

1998:                                             ; preds = %1990
  %1999 = getelementptr inbounds float, ptr %254, i64 %1995
  switch i64 %104, label %1029 [
    i64 1, label %2014
    i64 2, label %2007
    i64 3, label %2000
    i64 0, label %2055
  ]

2000:                                             ; preds = %1998
  %2001 = bitcast <16 x float> %1862 to <8 x i64>
  %2002 = and <8 x i64> %2001, %86
  %2003 = fcmp oeq <16 x float> %1862, %49
  %2004 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1862, i32 4)
  %2005 = bitcast <8 x i64> %2002 to <16 x float>
  %2006 = select <16 x i1> %2003, <16 x float> %2005, <16 x float> %2004
  br label %2017

2007:                                             ; preds = %1998
  %2008 = bitcast <16 x float> %1862 to <8 x i64>
  %2009 = or <8 x i64> %2008, %87
  %2010 = fcmp oeq <16 x float> %1862, %52
  %2011 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1862, i32 4)
  %2012 = bitcast <8 x i64> %2009 to <16 x float>
  %2013 = select <16 x i1> %2010, <16 x float> %2012, <16 x float> %2011
  br label %2017

2014:                                             ; preds = %1998
  %2015 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1999, <16 x i1> %1996, <16 x float> zeroinitializer)
  %2016 = fadd <16 x float> %1862, %2015
  br label %2017

2017:                                             ; preds = %2014, %2007, %2000
  %2018 = phi <16 x float> [ %2016, %2014 ], [ %2013, %2007 ], [ %2006, %2000 ]
  switch i64 %106, label %1029 [
    i64 1, label %2033
    i64 2, label %2026
    i64 3, label %2019
    i64 0, label %2055
  ]

2019:                                             ; preds = %2017
  %2020 = bitcast <16 x float> %2018 to <8 x i64>
  %2021 = and <8 x i64> %2020, %86
  %2022 = fcmp oeq <16 x float> %2018, %49
  %2023 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2018, i32 4)
  %2024 = bitcast <8 x i64> %2021 to <16 x float>
  %2025 = select <16 x i1> %2022, <16 x float> %2024, <16 x float> %2023
  br label %2036

2026:                                             ; preds = %2017
  %2027 = bitcast <16 x float> %2018 to <8 x i64>
  %2028 = or <8 x i64> %2027, %87
  %2029 = fcmp oeq <16 x float> %2018, %52
  %2030 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2018, i32 4)
  %2031 = bitcast <8 x i64> %2028 to <16 x float>
  %2032 = select <16 x i1> %2029, <16 x float> %2031, <16 x float> %2030
  br label %2036

2033:                                             ; preds = %2017
  %2034 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1999, <16 x i1> %1996, <16 x float> zeroinitializer)
  %2035 = fadd <16 x float> %2018, %2034
  br label %2036

2036:                                             ; preds = %2033, %2026, %2019
  %2037 = phi <16 x float> [ %2035, %2033 ], [ %2032, %2026 ], [ %2025, %2019 ]
  switch i64 %108, label %1029 [
    i64 1, label %2052
    i64 2, label %2045
    i64 3, label %2038
    i64 0, label %2055
  ]

2038:                                             ; preds = %2036
  %2039 = bitcast <16 x float> %2037 to <8 x i64>
  %2040 = and <8 x i64> %2039, %86
  %2041 = fcmp oeq <16 x float> %2037, %49
  %2042 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2037, i32 4)
  %2043 = bitcast <8 x i64> %2040 to <16 x float>
  %2044 = select <16 x i1> %2041, <16 x float> %2043, <16 x float> %2042
  br label %2055

2045:                                             ; preds = %2036
  %2046 = bitcast <16 x float> %2037 to <8 x i64>
  %2047 = or <8 x i64> %2046, %87
  %2048 = fcmp oeq <16 x float> %2037, %52
  %2049 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2037, i32 4)
  %2050 = bitcast <8 x i64> %2047 to <16 x float>
  %2051 = select <16 x i1> %2048, <16 x float> %2050, <16 x float> %2049
  br label %2055

2052:                                             ; preds = %2036
  %2053 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1999, <16 x i1> %1996, <16 x float> zeroinitializer)
  %2054 = fadd <16 x float> %2037, %2053
  br label %2055

2055:                                             ; preds = %2052, %2045, %2038, %2036, %2017, %1998, %1990
  %2056 = phi <16 x float> [ %2044, %2038 ], [ %1862, %1998 ], [ %2037, %2036 ], [ %2018, %2017 ], [ %2054, %2052 ], [ %2051, %2045 ], [ %1862, %1990 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2056, ptr align 1 %1997, <16 x i1> %1996)
  %2057 = add nsw i64 %716, %1993
  %2058 = select i1 %1994, <16 x i1> zeroinitializer, <16 x i1> %734
  %2059 = getelementptr inbounds float, ptr %256, i64 %2057
  br i1 %85, label %2117, label %2060

2060:                                             ; preds = %2055
  %2061 = getelementptr inbounds float, ptr %254, i64 %2057
  switch i64 %109, label %1029 [
    i64 1, label %2076
    i64 2, label %2069
    i64 3, label %2062
    i64 0, label %2117
  ]

2062:                                             ; preds = %2060
  %2063 = bitcast <16 x float> %1861 to <8 x i64>
  %2064 = and <8 x i64> %2063, %86
  %2065 = fcmp oeq <16 x float> %1861, %49
  %2066 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1861, i32 4)
  %2067 = bitcast <8 x i64> %2064 to <16 x float>
  %2068 = select <16 x i1> %2065, <16 x float> %2067, <16 x float> %2066
  br label %2079

2069:                                             ; preds = %2060
  %2070 = bitcast <16 x float> %1861 to <8 x i64>
  %2071 = or <8 x i64> %2070, %87
  %2072 = fcmp oeq <16 x float> %1861, %52
  %2073 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1861, i32 4)
  %2074 = bitcast <8 x i64> %2071 to <16 x float>
  %2075 = select <16 x i1> %2072, <16 x float> %2074, <16 x float> %2073
  br label %2079

2076:                                             ; preds = %2060
  %2077 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2061, <16 x i1> %2058, <16 x float> zeroinitializer)
  %2078 = fadd <16 x float> %1861, %2077
  br label %2079

2079:                                             ; preds = %2076, %2069, %2062
  %2080 = phi <16 x float> [ %2078, %2076 ], [ %2075, %2069 ], [ %2068, %2062 ]
  switch i64 %111, label %1029 [
    i64 1, label %2095
    i64 2, label %2088
    i64 3, label %2081
    i64 0, label %2117
  ]

2081:                                             ; preds = %2079
  %2082 = bitcast <16 x float> %2080 to <8 x i64>
  %2083 = and <8 x i64> %2082, %86
  %2084 = fcmp oeq <16 x float> %2080, %49
  %2085 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2080, i32 4)
  %2086 = bitcast <8 x i64> %2083 to <16 x float>
  %2087 = select <16 x i1> %2084, <16 x float> %2086, <16 x float> %2085
  br label %2098

2088:                                             ; preds = %2079
  %2089 = bitcast <16 x float> %2080 to <8 x i64>
  %2090 = or <8 x i64> %2089, %87
  %2091 = fcmp oeq <16 x float> %2080, %52
  %2092 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2080, i32 4)
  %2093 = bitcast <8 x i64> %2090 to <16 x float>
  %2094 = select <16 x i1> %2091, <16 x float> %2093, <16 x float> %2092
  br label %2098

2095:                                             ; preds = %2079
  %2096 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2061, <16 x i1> %2058, <16 x float> zeroinitializer)
  %2097 = fadd <16 x float> %2080, %2096
  br label %2098

2098:                                             ; preds = %2095, %2088, %2081
  %2099 = phi <16 x float> [ %2097, %2095 ], [ %2094, %2088 ], [ %2087, %2081 ]
  switch i64 %113, label %1029 [
    i64 1, label %2114
    i64 2, label %2107
    i64 3, label %2100
    i64 0, label %2117
  ]

2100:                                             ; preds = %2098
  %2101 = bitcast <16 x float> %2099 to <8 x i64>
  %2102 = and <8 x i64> %2101, %86
  %2103 = fcmp oeq <16 x float> %2099, %49
  %2104 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2099, i32 4)
  %2105 = bitcast <8 x i64> %2102 to <16 x float>
  %2106 = select <16 x i1> %2103, <16 x float> %2105, <16 x float> %2104
  br label %2117

2107:                                             ; preds = %2098
  %2108 = bitcast <16 x float> %2099 to <8 x i64>
  %2109 = or <8 x i64> %2108, %87
  %2110 = fcmp oeq <16 x float> %2099, %52
  %2111 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2099, i32 4)
  %2112 = bitcast <8 x i64> %2109 to <16 x float>
  %2113 = select <16 x i1> %2110, <16 x float> %2112, <16 x float> %2111
  br label %2117

2114:                                             ; preds = %2098
  %2115 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2061, <16 x i1> %2058, <16 x float> zeroinitializer)
  %2116 = fadd <16 x float> %2099, %2115
  br label %2117

2117:                                             ; preds = %2114, %2107, %2100, %2098, %2079, %2060, %2055
  %2118 = phi <16 x float> [ %2106, %2100 ], [ %1861, %2060 ], [ %2099, %2098 ], [ %2080, %2079 ], [ %2116, %2114 ], [ %2113, %2107 ], [ %1861, %2055 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2118, ptr align 1 %2059, <16 x i1> %2058)
  %2119 = add nsw i64 %796, 2
  %2120 = mul nsw i64 %2119, %53
  %2121 = icmp sgt i64 %797, 2
  %2122 = add nsw i64 %717, %2120
  %2123 = select i1 %2121, <16 x i1> zeroinitializer, <16 x i1> %733
  %2124 = getelementptr inbounds float, ptr %256, i64 %2122
  br i1 %85, label %2182, label %2125

2125:                                             ; preds = %2117
  %2126 = getelementptr inbounds float, ptr %254, i64 %2122
  switch i64 %104, label %1029 [
    i64 1, label %2141
    i64 2, label %2134
    i64 3, label %2127
    i64 0, label %2182
  ]

2127:                                             ; preds = %2125
  %2128 = bitcast <16 x float> %1859 to <8 x i64>
  %2129 = and <8 x i64> %2128, %86
  %2130 = fcmp oeq <16 x float> %1859, %49
  %2131 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1859, i32 4)
  %2132 = bitcast <8 x i64> %2129 to <16 x float>
  %2133 = select <16 x i1> %2130, <16 x float> %2132, <16 x float> %2131
  br label %2144

2134:                                             ; preds = %2125
  %2135 = bitcast <16 x float> %1859 to <8 x i64>
  %2136 = or <8 x i64> %2135, %87
  %2137 = fcmp oeq <16 x float> %1859, %52
  %2138 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1859, i32 4)
  %2139 = bitcast <8 x i64> %2136 to <16 x float>
  %2140 = select <16 x i1> %2137, <16 x float> %2139, <16 x float> %2138
  br label %2144

2141:                                             ; preds = %2125
  %2142 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2126, <16 x i1> %2123, <16 x float> zeroinitializer)
  %2143 = fadd <16 x float> %1859, %2142
  br label %2144

2144:                                             ; preds = %2141, %2134, %2127
  %2145 = phi <16 x float> [ %2143, %2141 ], [ %2140, %2134 ], [ %2133, %2127 ]
  switch i64 %106, label %1029 [
    i64 1, label %2160
    i64 2, label %2153
    i64 3, label %2146
    i64 0, label %2182
  ]

2146:                                             ; preds = %2144
  %2147 = bitcast <16 x float> %2145 to <8 x i64>
  %2148 = and <8 x i64> %2147, %86
  %2149 = fcmp oeq <16 x float> %2145, %49
  %2150 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2145, i32 4)
  %2151 = bitcast <8 x i64> %2148 to <16 x float>
  %2152 = select <16 x i1> %2149, <16 x float> %2151, <16 x float> %2150
  br label %2163

2153:                                             ; preds = %2144
  %2154 = bitcast <16 x float> %2145 to <8 x i64>
  %2155 = or <8 x i64> %2154, %87
  %2156 = fcmp oeq <16 x float> %2145, %52
  %2157 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2145, i32 4)
  %2158 = bitcast <8 x i64> %2155 to <16 x float>
  %2159 = select <16 x i1> %2156, <16 x float> %2158, <16 x float> %2157
  br label %2163

2160:                                             ; preds = %2144
  %2161 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2126, <16 x i1> %2123, <16 x float> zeroinitializer)
  %2162 = fadd <16 x float> %2145, %2161
  br label %2163

2163:                                             ; preds = %2160, %2153, %2146
  %2164 = phi <16 x float> [ %2162, %2160 ], [ %2159, %2153 ], [ %2152, %2146 ]
  switch i64 %108, label %1029 [
    i64 1, label %2179
    i64 2, label %2172
    i64 3, label %2165
    i64 0, label %2182
  ]

2165:                                             ; preds = %2163
  %2166 = bitcast <16 x float> %2164 to <8 x i64>
  %2167 = and <8 x i64> %2166, %86
  %2168 = fcmp oeq <16 x float> %2164, %49
  %2169 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2164, i32 4)
  %2170 = bitcast <8 x i64> %2167 to <16 x float>
  %2171 = select <16 x i1> %2168, <16 x float> %2170, <16 x float> %2169
  br label %2182

2172:                                             ; preds = %2163
  %2173 = bitcast <16 x float> %2164 to <8 x i64>
  %2174 = or <8 x i64> %2173, %87
  %2175 = fcmp oeq <16 x float> %2164, %52
  %2176 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2164, i32 4)
  %2177 = bitcast <8 x i64> %2174 to <16 x float>
  %2178 = select <16 x i1> %2175, <16 x float> %2177, <16 x float> %2176
  br label %2182

2179:                                             ; preds = %2163
  %2180 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2126, <16 x i1> %2123, <16 x float> zeroinitializer)
  %2181 = fadd <16 x float> %2164, %2180
  br label %2182

2182:                                             ; preds = %2179, %2172, %2165, %2163, %2144, %2125, %2117
  %2183 = phi <16 x float> [ %2171, %2165 ], [ %1859, %2125 ], [ %2164, %2163 ], [ %2145, %2144 ], [ %2181, %2179 ], [ %2178, %2172 ], [ %1859, %2117 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2183, ptr align 1 %2124, <16 x i1> %2123)
  %2184 = add nsw i64 %716, %2120
  %2185 = select i1 %2121, <16 x i1> zeroinitializer, <16 x i1> %734
  %2186 = getelementptr inbounds float, ptr %256, i64 %2184
  br i1 %85, label %2244, label %2187

2187:                                             ; preds = %2182
  %2188 = getelementptr inbounds float, ptr %254, i64 %2184
  switch i64 %109, label %1029 [
    i64 1, label %2203
    i64 2, label %2196
    i64 3, label %2189
    i64 0, label %2244
  ]

2189:                                             ; preds = %2187
  %2190 = bitcast <16 x float> %1858 to <8 x i64>
  %2191 = and <8 x i64> %2190, %86
  %2192 = fcmp oeq <16 x float> %1858, %49
  %2193 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1858, i32 4)
  %2194 = bitcast <8 x i64> %2191 to <16 x float>
  %2195 = select <16 x i1> %2192, <16 x float> %2194, <16 x float> %2193
  br label %2206

2196:                                             ; preds = %2187
  %2197 = bitcast <16 x float> %1858 to <8 x i64>
  %2198 = or <8 x i64> %2197, %87
  %2199 = fcmp oeq <16 x float> %1858, %52
  %2200 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1858, i32 4)
  %2201 = bitcast <8 x i64> %2198 to <16 x float>
  %2202 = select <16 x i1> %2199, <16 x float> %2201, <16 x float> %2200
  br label %2206

2203:                                             ; preds = %2187
  %2204 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2188, <16 x i1> %2185, <16 x float> zeroinitializer)
  %2205 = fadd <16 x float> %1858, %2204
  br label %2206

2206:                                             ; preds = %2203, %2196, %2189
  %2207 = phi <16 x float> [ %2205, %2203 ], [ %2202, %2196 ], [ %2195, %2189 ]
  switch i64 %111, label %1029 [
    i64 1, label %2222
    i64 2, label %2215
    i64 3, label %2208
    i64 0, label %2244
  ]

2208:                                             ; preds = %2206
  %2209 = bitcast <16 x float> %2207 to <8 x i64>
  %2210 = and <8 x i64> %2209, %86
  %2211 = fcmp oeq <16 x float> %2207, %49
  %2212 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2207, i32 4)
  %2213 = bitcast <8 x i64> %2210 to <16 x float>
  %2214 = select <16 x i1> %2211, <16 x float> %2213, <16 x float> %2212
  br label %2225

2215:                                             ; preds = %2206
  %2216 = bitcast <16 x float> %2207 to <8 x i64>
  %2217 = or <8 x i64> %2216, %87
  %2218 = fcmp oeq <16 x float> %2207, %52
  %2219 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2207, i32 4)
  %2220 = bitcast <8 x i64> %2217 to <16 x float>
  %2221 = select <16 x i1> %2218, <16 x float> %2220, <16 x float> %2219
  br label %2225

2222:                                             ; preds = %2206
  %2223 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2188, <16 x i1> %2185, <16 x float> zeroinitializer)
  %2224 = fadd <16 x float> %2207, %2223
  br label %2225

2225:                                             ; preds = %2222, %2215, %2208
  %2226 = phi <16 x float> [ %2224, %2222 ], [ %2221, %2215 ], [ %2214, %2208 ]
  switch i64 %113, label %1029 [
    i64 1, label %2241
    i64 2, label %2234
    i64 3, label %2227
    i64 0, label %2244
  ]

2227:                                             ; preds = %2225
  %2228 = bitcast <16 x float> %2226 to <8 x i64>
  %2229 = and <8 x i64> %2228, %86
  %2230 = fcmp oeq <16 x float> %2226, %49
  %2231 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2226, i32 4)
  %2232 = bitcast <8 x i64> %2229 to <16 x float>
  %2233 = select <16 x i1> %2230, <16 x float> %2232, <16 x float> %2231
  br label %2244

2234:                                             ; preds = %2225
  %2235 = bitcast <16 x float> %2226 to <8 x i64>
  %2236 = or <8 x i64> %2235, %87
  %2237 = fcmp oeq <16 x float> %2226, %52
  %2238 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2226, i32 4)
  %2239 = bitcast <8 x i64> %2236 to <16 x float>
  %2240 = select <16 x i1> %2237, <16 x float> %2239, <16 x float> %2238
  br label %2244

2241:                                             ; preds = %2225
  %2242 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2188, <16 x i1> %2185, <16 x float> zeroinitializer)
  %2243 = fadd <16 x float> %2226, %2242
  br label %2244

2244:                                             ; preds = %2241, %2234, %2227, %2225, %2206, %2187, %2182
  %2245 = phi <16 x float> [ %2233, %2227 ], [ %1858, %2187 ], [ %2226, %2225 ], [ %2207, %2206 ], [ %2243, %2241 ], [ %2240, %2234 ], [ %1858, %2182 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2245, ptr align 1 %2186, <16 x i1> %2185)
  %2246 = add nsw i64 %796, 3
  %2247 = mul nsw i64 %2246, %53
  %2248 = icmp sgt i64 %797, 3
  %2249 = add nsw i64 %717, %2247
  %2250 = select i1 %2248, <16 x i1> zeroinitializer, <16 x i1> %733
  %2251 = getelementptr inbounds float, ptr %256, i64 %2249
  br i1 %85, label %2309, label %2252

2252:                                             ; preds = %2244
  %2253 = getelementptr inbounds float, ptr %254, i64 %2249
  switch i64 %104, label %1029 [
    i64 1, label %2268
    i64 2, label %2261
    i64 3, label %2254
    i64 0, label %2309
  ]

2254:                                             ; preds = %2252
  %2255 = bitcast <16 x float> %1856 to <8 x i64>
  %2256 = and <8 x i64> %2255, %86
  %2257 = fcmp oeq <16 x float> %1856, %49
  %2258 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1856, i32 4)
  %2259 = bitcast <8 x i64> %2256 to <16 x float>
  %2260 = select <16 x i1> %2257, <16 x float> %2259, <16 x float> %2258
  br label %2271

2261:                                             ; preds = %2252
  %2262 = bitcast <16 x float> %1856 to <8 x i64>
  %2263 = or <8 x i64> %2262, %87
  %2264 = fcmp oeq <16 x float> %1856, %52
  %2265 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1856, i32 4)
  %2266 = bitcast <8 x i64> %2263 to <16 x float>
  %2267 = select <16 x i1> %2264, <16 x float> %2266, <16 x float> %2265
  br label %2271

2268:                                             ; preds = %2252
  %2269 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2253, <16 x i1> %2250, <16 x float> zeroinitializer)
  %2270 = fadd <16 x float> %1856, %2269
  br label %2271

2271:                                             ; preds = %2268, %2261, %2254
  %2272 = phi <16 x float> [ %2270, %2268 ], [ %2267, %2261 ], [ %2260, %2254 ]
  switch i64 %106, label %1029 [
    i64 1, label %2287
    i64 2, label %2280
    i64 3, label %2273
    i64 0, label %2309
  ]

2273:                                             ; preds = %2271
  %2274 = bitcast <16 x float> %2272 to <8 x i64>
  %2275 = and <8 x i64> %2274, %86
  %2276 = fcmp oeq <16 x float> %2272, %49
  %2277 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2272, i32 4)
  %2278 = bitcast <8 x i64> %2275 to <16 x float>
  %2279 = select <16 x i1> %2276, <16 x float> %2278, <16 x float> %2277
  br label %2290

2280:                                             ; preds = %2271
  %2281 = bitcast <16 x float> %2272 to <8 x i64>
  %2282 = or <8 x i64> %2281, %87
  %2283 = fcmp oeq <16 x float> %2272, %52
  %2284 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2272, i32 4)
  %2285 = bitcast <8 x i64> %2282 to <16 x float>
  %2286 = select <16 x i1> %2283, <16 x float> %2285, <16 x float> %2284
  br label %2290

2287:                                             ; preds = %2271
  %2288 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2253, <16 x i1> %2250, <16 x float> zeroinitializer)
  %2289 = fadd <16 x float> %2272, %2288
  br label %2290

2290:                                             ; preds = %2287, %2280, %2273
  %2291 = phi <16 x float> [ %2289, %2287 ], [ %2286, %2280 ], [ %2279, %2273 ]
  switch i64 %108, label %1029 [
    i64 1, label %2306
    i64 2, label %2299
    i64 3, label %2292
    i64 0, label %2309
  ]

2292:                                             ; preds = %2290
  %2293 = bitcast <16 x float> %2291 to <8 x i64>
  %2294 = and <8 x i64> %2293, %86
  %2295 = fcmp oeq <16 x float> %2291, %49
  %2296 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2291, i32 4)
  %2297 = bitcast <8 x i64> %2294 to <16 x float>
  %2298 = select <16 x i1> %2295, <16 x float> %2297, <16 x float> %2296
  br label %2309

2299:                                             ; preds = %2290
  %2300 = bitcast <16 x float> %2291 to <8 x i64>
  %2301 = or <8 x i64> %2300, %87
  %2302 = fcmp oeq <16 x float> %2291, %52
  %2303 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2291, i32 4)
  %2304 = bitcast <8 x i64> %2301 to <16 x float>
  %2305 = select <16 x i1> %2302, <16 x float> %2304, <16 x float> %2303
  br label %2309

2306:                                             ; preds = %2290
  %2307 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2253, <16 x i1> %2250, <16 x float> zeroinitializer)
  %2308 = fadd <16 x float> %2291, %2307
  br label %2309

2309:                                             ; preds = %2306, %2299, %2292, %2290, %2271, %2252, %2244
  %2310 = phi <16 x float> [ %2298, %2292 ], [ %1856, %2252 ], [ %2291, %2290 ], [ %2272, %2271 ], [ %2308, %2306 ], [ %2305, %2299 ], [ %1856, %2244 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2310, ptr align 1 %2251, <16 x i1> %2250)
  %2311 = add nsw i64 %716, %2247
  %2312 = select i1 %2248, <16 x i1> zeroinitializer, <16 x i1> %734
  %2313 = getelementptr inbounds float, ptr %256, i64 %2311
  br i1 %85, label %2371, label %2314

2314:                                             ; preds = %2309
  %2315 = getelementptr inbounds float, ptr %254, i64 %2311
  switch i64 %109, label %1029 [
    i64 1, label %2330
    i64 2, label %2323
    i64 3, label %2316
    i64 0, label %2371
  ]

2316:                                             ; preds = %2314
  %2317 = bitcast <16 x float> %1855 to <8 x i64>
  %2318 = and <8 x i64> %2317, %86
  %2319 = fcmp oeq <16 x float> %1855, %49
  %2320 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1855, i32 4)
  %2321 = bitcast <8 x i64> %2318 to <16 x float>
  %2322 = select <16 x i1> %2319, <16 x float> %2321, <16 x float> %2320
  br label %2333

2323:                                             ; preds = %2314
  %2324 = bitcast <16 x float> %1855 to <8 x i64>
  %2325 = or <8 x i64> %2324, %87
  %2326 = fcmp oeq <16 x float> %1855, %52
  %2327 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1855, i32 4)
  %2328 = bitcast <8 x i64> %2325 to <16 x float>
  %2329 = select <16 x i1> %2326, <16 x float> %2328, <16 x float> %2327
  br label %2333

2330:                                             ; preds = %2314
  %2331 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2315, <16 x i1> %2312, <16 x float> zeroinitializer)
  %2332 = fadd <16 x float> %1855, %2331
  br label %2333

2333:                                             ; preds = %2330, %2323, %2316
  %2334 = phi <16 x float> [ %2332, %2330 ], [ %2329, %2323 ], [ %2322, %2316 ]
  switch i64 %111, label %1029 [
    i64 1, label %2349
    i64 2, label %2342
    i64 3, label %2335
    i64 0, label %2371
  ]

2335:                                             ; preds = %2333
  %2336 = bitcast <16 x float> %2334 to <8 x i64>
  %2337 = and <8 x i64> %2336, %86
  %2338 = fcmp oeq <16 x float> %2334, %49
  %2339 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2334, i32 4)
  %2340 = bitcast <8 x i64> %2337 to <16 x float>
  %2341 = select <16 x i1> %2338, <16 x float> %2340, <16 x float> %2339
  br label %2352

2342:                                             ; preds = %2333
  %2343 = bitcast <16 x float> %2334 to <8 x i64>
  %2344 = or <8 x i64> %2343, %87
  %2345 = fcmp oeq <16 x float> %2334, %52
  %2346 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2334, i32 4)
  %2347 = bitcast <8 x i64> %2344 to <16 x float>
  %2348 = select <16 x i1> %2345, <16 x float> %2347, <16 x float> %2346
  br label %2352

2349:                                             ; preds = %2333
  %2350 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2315, <16 x i1> %2312, <16 x float> zeroinitializer)
  %2351 = fadd <16 x float> %2334, %2350
  br label %2352

2352:                                             ; preds = %2349, %2342, %2335
  %2353 = phi <16 x float> [ %2351, %2349 ], [ %2348, %2342 ], [ %2341, %2335 ]
  switch i64 %113, label %1029 [
    i64 1, label %2368
    i64 2, label %2361
    i64 3, label %2354
    i64 0, label %2371
  ]

2354:                                             ; preds = %2352
  %2355 = bitcast <16 x float> %2353 to <8 x i64>
  %2356 = and <8 x i64> %2355, %86
  %2357 = fcmp oeq <16 x float> %2353, %49
  %2358 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2353, i32 4)
  %2359 = bitcast <8 x i64> %2356 to <16 x float>
  %2360 = select <16 x i1> %2357, <16 x float> %2359, <16 x float> %2358
  br label %2371

2361:                                             ; preds = %2352
  %2362 = bitcast <16 x float> %2353 to <8 x i64>
  %2363 = or <8 x i64> %2362, %87
  %2364 = fcmp oeq <16 x float> %2353, %52
  %2365 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2353, i32 4)
  %2366 = bitcast <8 x i64> %2363 to <16 x float>
  %2367 = select <16 x i1> %2364, <16 x float> %2366, <16 x float> %2365
  br label %2371

2368:                                             ; preds = %2352
  %2369 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2315, <16 x i1> %2312, <16 x float> zeroinitializer)
  %2370 = fadd <16 x float> %2353, %2369
  br label %2371

2371:                                             ; preds = %2368, %2361, %2354, %2352, %2333, %2314, %2309
  %2372 = phi <16 x float> [ %2360, %2354 ], [ %1855, %2314 ], [ %2353, %2352 ], [ %2334, %2333 ], [ %2370, %2368 ], [ %2367, %2361 ], [ %1855, %2309 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2372, ptr align 1 %2313, <16 x i1> %2312)
  %2373 = add nsw i64 %796, 4
  %2374 = mul nsw i64 %2373, %53
  %2375 = icmp sgt i64 %797, 4
  %2376 = add nsw i64 %717, %2374
  %2377 = select i1 %2375, <16 x i1> zeroinitializer, <16 x i1> %733
  %2378 = getelementptr inbounds float, ptr %256, i64 %2376
  br i1 %85, label %2436, label %2379

2379:                                             ; preds = %2371
  %2380 = getelementptr inbounds float, ptr %254, i64 %2376
  switch i64 %104, label %1029 [
    i64 1, label %2395
    i64 2, label %2388
    i64 3, label %2381
    i64 0, label %2436
  ]

2381:                                             ; preds = %2379
  %2382 = bitcast <16 x float> %1853 to <8 x i64>
  %2383 = and <8 x i64> %2382, %86
  %2384 = fcmp oeq <16 x float> %1853, %49
  %2385 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1853, i32 4)
  %2386 = bitcast <8 x i64> %2383 to <16 x float>
  %2387 = select <16 x i1> %2384, <16 x float> %2386, <16 x float> %2385
  br label %2398

2388:                                             ; preds = %2379
  %2389 = bitcast <16 x float> %1853 to <8 x i64>
  %2390 = or <8 x i64> %2389, %87
  %2391 = fcmp oeq <16 x float> %1853, %52
  %2392 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1853, i32 4)
  %2393 = bitcast <8 x i64> %2390 to <16 x float>
  %2394 = select <16 x i1> %2391, <16 x float> %2393, <16 x float> %2392
  br label %2398

2395:                                             ; preds = %2379
  %2396 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2380, <16 x i1> %2377, <16 x float> zeroinitializer)
  %2397 = fadd <16 x float> %1853, %2396
  br label %2398

2398:                                             ; preds = %2395, %2388, %2381
  %2399 = phi <16 x float> [ %2397, %2395 ], [ %2394, %2388 ], [ %2387, %2381 ]
  switch i64 %106, label %1029 [
    i64 1, label %2414
    i64 2, label %2407
    i64 3, label %2400
    i64 0, label %2436
  ]

2400:                                             ; preds = %2398
  %2401 = bitcast <16 x float> %2399 to <8 x i64>
  %2402 = and <8 x i64> %2401, %86
  %2403 = fcmp oeq <16 x float> %2399, %49
  %2404 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2399, i32 4)
  %2405 = bitcast <8 x i64> %2402 to <16 x float>
  %2406 = select <16 x i1> %2403, <16 x float> %2405, <16 x float> %2404
  br label %2417

2407:                                             ; preds = %2398
  %2408 = bitcast <16 x float> %2399 to <8 x i64>
  %2409 = or <8 x i64> %2408, %87
  %2410 = fcmp oeq <16 x float> %2399, %52
  %2411 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2399, i32 4)
  %2412 = bitcast <8 x i64> %2409 to <16 x float>
  %2413 = select <16 x i1> %2410, <16 x float> %2412, <16 x float> %2411
  br label %2417

2414:                                             ; preds = %2398
  %2415 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2380, <16 x i1> %2377, <16 x float> zeroinitializer)
  %2416 = fadd <16 x float> %2399, %2415
  br label %2417

2417:                                             ; preds = %2414, %2407, %2400
  %2418 = phi <16 x float> [ %2416, %2414 ], [ %2413, %2407 ], [ %2406, %2400 ]
  switch i64 %108, label %1029 [
    i64 1, label %2433
    i64 2, label %2426
    i64 3, label %2419
    i64 0, label %2436
  ]

2419:                                             ; preds = %2417
  %2420 = bitcast <16 x float> %2418 to <8 x i64>
  %2421 = and <8 x i64> %2420, %86
  %2422 = fcmp oeq <16 x float> %2418, %49
  %2423 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2418, i32 4)
  %2424 = bitcast <8 x i64> %2421 to <16 x float>
  %2425 = select <16 x i1> %2422, <16 x float> %2424, <16 x float> %2423
  br label %2436

2426:                                             ; preds = %2417
  %2427 = bitcast <16 x float> %2418 to <8 x i64>
  %2428 = or <8 x i64> %2427, %87
  %2429 = fcmp oeq <16 x float> %2418, %52
  %2430 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2418, i32 4)
  %2431 = bitcast <8 x i64> %2428 to <16 x float>
  %2432 = select <16 x i1> %2429, <16 x float> %2431, <16 x float> %2430
  br label %2436

2433:                                             ; preds = %2417
  %2434 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2380, <16 x i1> %2377, <16 x float> zeroinitializer)
  %2435 = fadd <16 x float> %2418, %2434
  br label %2436

2436:                                             ; preds = %2433, %2426, %2419, %2417, %2398, %2379, %2371
  %2437 = phi <16 x float> [ %2425, %2419 ], [ %1853, %2379 ], [ %2418, %2417 ], [ %2399, %2398 ], [ %2435, %2433 ], [ %2432, %2426 ], [ %1853, %2371 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2437, ptr align 1 %2378, <16 x i1> %2377)
  %2438 = add nsw i64 %716, %2374
  %2439 = select i1 %2375, <16 x i1> zeroinitializer, <16 x i1> %734
  %2440 = getelementptr inbounds float, ptr %256, i64 %2438
  br i1 %85, label %2498, label %2441

2441:                                             ; preds = %2436
  %2442 = getelementptr inbounds float, ptr %254, i64 %2438
  switch i64 %109, label %1029 [
    i64 1, label %2457
    i64 2, label %2450
    i64 3, label %2443
    i64 0, label %2498
  ]

2443:                                             ; preds = %2441
  %2444 = bitcast <16 x float> %1852 to <8 x i64>
  %2445 = and <8 x i64> %2444, %86
  %2446 = fcmp oeq <16 x float> %1852, %49
  %2447 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1852, i32 4)
  %2448 = bitcast <8 x i64> %2445 to <16 x float>
  %2449 = select <16 x i1> %2446, <16 x float> %2448, <16 x float> %2447
  br label %2460

2450:                                             ; preds = %2441
  %2451 = bitcast <16 x float> %1852 to <8 x i64>
  %2452 = or <8 x i64> %2451, %87
  %2453 = fcmp oeq <16 x float> %1852, %52
  %2454 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1852, i32 4)
  %2455 = bitcast <8 x i64> %2452 to <16 x float>
  %2456 = select <16 x i1> %2453, <16 x float> %2455, <16 x float> %2454
  br label %2460

2457:                                             ; preds = %2441
  %2458 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2442, <16 x i1> %2439, <16 x float> zeroinitializer)
  %2459 = fadd <16 x float> %1852, %2458
  br label %2460

2460:                                             ; preds = %2457, %2450, %2443
  %2461 = phi <16 x float> [ %2459, %2457 ], [ %2456, %2450 ], [ %2449, %2443 ]
  switch i64 %111, label %1029 [
    i64 1, label %2476
    i64 2, label %2469
    i64 3, label %2462
    i64 0, label %2498
  ]

2462:                                             ; preds = %2460
  %2463 = bitcast <16 x float> %2461 to <8 x i64>
  %2464 = and <8 x i64> %2463, %86
  %2465 = fcmp oeq <16 x float> %2461, %49
  %2466 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2461, i32 4)
  %2467 = bitcast <8 x i64> %2464 to <16 x float>
  %2468 = select <16 x i1> %2465, <16 x float> %2467, <16 x float> %2466
  br label %2479

2469:                                             ; preds = %2460
  %2470 = bitcast <16 x float> %2461 to <8 x i64>
  %2471 = or <8 x i64> %2470, %87
  %2472 = fcmp oeq <16 x float> %2461, %52
  %2473 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2461, i32 4)
  %2474 = bitcast <8 x i64> %2471 to <16 x float>
  %2475 = select <16 x i1> %2472, <16 x float> %2474, <16 x float> %2473
  br label %2479

2476:                                             ; preds = %2460
  %2477 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2442, <16 x i1> %2439, <16 x float> zeroinitializer)
  %2478 = fadd <16 x float> %2461, %2477
  br label %2479

2479:                                             ; preds = %2476, %2469, %2462
  %2480 = phi <16 x float> [ %2478, %2476 ], [ %2475, %2469 ], [ %2468, %2462 ]
  switch i64 %113, label %1029 [
    i64 1, label %2495
    i64 2, label %2488
    i64 3, label %2481
    i64 0, label %2498
  ]

2481:                                             ; preds = %2479
  %2482 = bitcast <16 x float> %2480 to <8 x i64>
  %2483 = and <8 x i64> %2482, %86
  %2484 = fcmp oeq <16 x float> %2480, %49
  %2485 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2480, i32 4)
  %2486 = bitcast <8 x i64> %2483 to <16 x float>
  %2487 = select <16 x i1> %2484, <16 x float> %2486, <16 x float> %2485
  br label %2498

2488:                                             ; preds = %2479
  %2489 = bitcast <16 x float> %2480 to <8 x i64>
  %2490 = or <8 x i64> %2489, %87
  %2491 = fcmp oeq <16 x float> %2480, %52
  %2492 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2480, i32 4)
  %2493 = bitcast <8 x i64> %2490 to <16 x float>
  %2494 = select <16 x i1> %2491, <16 x float> %2493, <16 x float> %2492
  br label %2498

2495:                                             ; preds = %2479
  %2496 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2442, <16 x i1> %2439, <16 x float> zeroinitializer)
  %2497 = fadd <16 x float> %2480, %2496
  br label %2498

2498:                                             ; preds = %2495, %2488, %2481, %2479, %2460, %2441, %2436
  %2499 = phi <16 x float> [ %2487, %2481 ], [ %1852, %2441 ], [ %2480, %2479 ], [ %2461, %2460 ], [ %2497, %2495 ], [ %2494, %2488 ], [ %1852, %2436 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2499, ptr align 1 %2440, <16 x i1> %2439)
  %2500 = add nsw i64 %796, 5
  %2501 = mul nsw i64 %2500, %53
  %2502 = icmp sgt i64 %797, 5
  %2503 = add nsw i64 %717, %2501
  %2504 = select i1 %2502, <16 x i1> zeroinitializer, <16 x i1> %733
  %2505 = getelementptr inbounds float, ptr %256, i64 %2503
  br i1 %85, label %2563, label %2506

2506:                                             ; preds = %2498
  %2507 = getelementptr inbounds float, ptr %254, i64 %2503
  switch i64 %104, label %1029 [
    i64 1, label %2522
    i64 2, label %2515
    i64 3, label %2508
    i64 0, label %2563
  ]

2508:                                             ; preds = %2506
  %2509 = bitcast <16 x float> %1850 to <8 x i64>
  %2510 = and <8 x i64> %2509, %86
  %2511 = fcmp oeq <16 x float> %1850, %49
  %2512 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1850, i32 4)
  %2513 = bitcast <8 x i64> %2510 to <16 x float>
  %2514 = select <16 x i1> %2511, <16 x float> %2513, <16 x float> %2512
  br label %2525

2515:                                             ; preds = %2506
  %2516 = bitcast <16 x float> %1850 to <8 x i64>
  %2517 = or <8 x i64> %2516, %87
  %2518 = fcmp oeq <16 x float> %1850, %52
  %2519 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1850, i32 4)
  %2520 = bitcast <8 x i64> %2517 to <16 x float>
  %2521 = select <16 x i1> %2518, <16 x float> %2520, <16 x float> %2519
  br label %2525

2522:                                             ; preds = %2506
  %2523 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2507, <16 x i1> %2504, <16 x float> zeroinitializer)
  %2524 = fadd <16 x float> %1850, %2523
  br label %2525

2525:                                             ; preds = %2522, %2515, %2508
  %2526 = phi <16 x float> [ %2524, %2522 ], [ %2521, %2515 ], [ %2514, %2508 ]
  switch i64 %106, label %1029 [
    i64 1, label %2541
    i64 2, label %2534
    i64 3, label %2527
    i64 0, label %2563
  ]

2527:                                             ; preds = %2525
  %2528 = bitcast <16 x float> %2526 to <8 x i64>
  %2529 = and <8 x i64> %2528, %86
  %2530 = fcmp oeq <16 x float> %2526, %49
  %2531 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2526, i32 4)
  %2532 = bitcast <8 x i64> %2529 to <16 x float>
  %2533 = select <16 x i1> %2530, <16 x float> %2532, <16 x float> %2531
  br label %2544

2534:                                             ; preds = %2525
  %2535 = bitcast <16 x float> %2526 to <8 x i64>
  %2536 = or <8 x i64> %2535, %87
  %2537 = fcmp oeq <16 x float> %2526, %52
  %2538 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2526, i32 4)
  %2539 = bitcast <8 x i64> %2536 to <16 x float>
  %2540 = select <16 x i1> %2537, <16 x float> %2539, <16 x float> %2538
  br label %2544

2541:                                             ; preds = %2525
  %2542 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2507, <16 x i1> %2504, <16 x float> zeroinitializer)
  %2543 = fadd <16 x float> %2526, %2542
  br label %2544

2544:                                             ; preds = %2541, %2534, %2527
  %2545 = phi <16 x float> [ %2543, %2541 ], [ %2540, %2534 ], [ %2533, %2527 ]
  switch i64 %108, label %1029 [
    i64 1, label %2560
    i64 2, label %2553
    i64 3, label %2546
    i64 0, label %2563
  ]

2546:                                             ; preds = %2544
  %2547 = bitcast <16 x float> %2545 to <8 x i64>
  %2548 = and <8 x i64> %2547, %86
  %2549 = fcmp oeq <16 x float> %2545, %49
  %2550 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2545, i32 4)
  %2551 = bitcast <8 x i64> %2548 to <16 x float>
  %2552 = select <16 x i1> %2549, <16 x float> %2551, <16 x float> %2550
  br label %2563

2553:                                             ; preds = %2544
  %2554 = bitcast <16 x float> %2545 to <8 x i64>
  %2555 = or <8 x i64> %2554, %87
  %2556 = fcmp oeq <16 x float> %2545, %52
  %2557 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2545, i32 4)
  %2558 = bitcast <8 x i64> %2555 to <16 x float>
  %2559 = select <16 x i1> %2556, <16 x float> %2558, <16 x float> %2557
  br label %2563

2560:                                             ; preds = %2544
  %2561 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2507, <16 x i1> %2504, <16 x float> zeroinitializer)
  %2562 = fadd <16 x float> %2545, %2561
  br label %2563

2563:                                             ; preds = %2560, %2553, %2546, %2544, %2525, %2506, %2498
  %2564 = phi <16 x float> [ %2552, %2546 ], [ %1850, %2506 ], [ %2545, %2544 ], [ %2526, %2525 ], [ %2562, %2560 ], [ %2559, %2553 ], [ %1850, %2498 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2564, ptr align 1 %2505, <16 x i1> %2504)
  %2565 = add nsw i64 %716, %2501
  %2566 = select i1 %2502, <16 x i1> zeroinitializer, <16 x i1> %734
  %2567 = getelementptr inbounds float, ptr %256, i64 %2565
  br i1 %85, label %2625, label %2568

2568:                                             ; preds = %2563
  %2569 = getelementptr inbounds float, ptr %254, i64 %2565
  switch i64 %109, label %1029 [
    i64 1, label %2584
    i64 2, label %2577
    i64 3, label %2570
    i64 0, label %2625
  ]

2570:                                             ; preds = %2568
  %2571 = bitcast <16 x float> %1851 to <8 x i64>
  %2572 = and <8 x i64> %2571, %86
  %2573 = fcmp oeq <16 x float> %1851, %49
  %2574 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1851, i32 4)
  %2575 = bitcast <8 x i64> %2572 to <16 x float>
  %2576 = select <16 x i1> %2573, <16 x float> %2575, <16 x float> %2574
  br label %2587

2577:                                             ; preds = %2568
  %2578 = bitcast <16 x float> %1851 to <8 x i64>
  %2579 = or <8 x i64> %2578, %87
  %2580 = fcmp oeq <16 x float> %1851, %52
  %2581 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1851, i32 4)
  %2582 = bitcast <8 x i64> %2579 to <16 x float>
  %2583 = select <16 x i1> %2580, <16 x float> %2582, <16 x float> %2581
  br label %2587

2584:                                             ; preds = %2568
  %2585 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2569, <16 x i1> %2566, <16 x float> zeroinitializer)
  %2586 = fadd <16 x float> %1851, %2585
  br label %2587

2587:                                             ; preds = %2584, %2577, %2570
  %2588 = phi <16 x float> [ %2586, %2584 ], [ %2583, %2577 ], [ %2576, %2570 ]
  switch i64 %111, label %1029 [
    i64 1, label %2603
    i64 2, label %2596
    i64 3, label %2589
    i64 0, label %2625
  ]

2589:                                             ; preds = %2587
  %2590 = bitcast <16 x float> %2588 to <8 x i64>
  %2591 = and <8 x i64> %2590, %86
  %2592 = fcmp oeq <16 x float> %2588, %49
  %2593 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2588, i32 4)
  %2594 = bitcast <8 x i64> %2591 to <16 x float>
  %2595 = select <16 x i1> %2592, <16 x float> %2594, <16 x float> %2593
  br label %2606

2596:                                             ; preds = %2587
  %2597 = bitcast <16 x float> %2588 to <8 x i64>
  %2598 = or <8 x i64> %2597, %87
  %2599 = fcmp oeq <16 x float> %2588, %52
  %2600 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2588, i32 4)
  %2601 = bitcast <8 x i64> %2598 to <16 x float>
  %2602 = select <16 x i1> %2599, <16 x float> %2601, <16 x float> %2600
  br label %2606

2603:                                             ; preds = %2587
  %2604 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2569, <16 x i1> %2566, <16 x float> zeroinitializer)
  %2605 = fadd <16 x float> %2588, %2604
  br label %2606

2606:                                             ; preds = %2603, %2596, %2589
  %2607 = phi <16 x float> [ %2605, %2603 ], [ %2602, %2596 ], [ %2595, %2589 ]
  switch i64 %113, label %1029 [
    i64 1, label %2622
    i64 2, label %2615
    i64 3, label %2608
    i64 0, label %2625
  ]

2608:                                             ; preds = %2606
  %2609 = bitcast <16 x float> %2607 to <8 x i64>
  %2610 = and <8 x i64> %2609, %86
  %2611 = fcmp oeq <16 x float> %2607, %49
  %2612 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2607, i32 4)
  %2613 = bitcast <8 x i64> %2610 to <16 x float>
  %2614 = select <16 x i1> %2611, <16 x float> %2613, <16 x float> %2612
  br label %2625

2615:                                             ; preds = %2606
  %2616 = bitcast <16 x float> %2607 to <8 x i64>
  %2617 = or <8 x i64> %2616, %87
  %2618 = fcmp oeq <16 x float> %2607, %52
  %2619 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2607, i32 4)
  %2620 = bitcast <8 x i64> %2617 to <16 x float>
  %2621 = select <16 x i1> %2618, <16 x float> %2620, <16 x float> %2619
  br label %2625

2622:                                             ; preds = %2606
  %2623 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2569, <16 x i1> %2566, <16 x float> zeroinitializer)
  %2624 = fadd <16 x float> %2607, %2623
  br label %2625

2625:                                             ; preds = %2622, %2615, %2608, %2606, %2587, %2568, %2563
  %2626 = phi <16 x float> [ %2614, %2608 ], [ %1851, %2568 ], [ %2607, %2606 ], [ %2588, %2587 ], [ %2624, %2622 ], [ %2621, %2615 ], [ %1851, %2563 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2626, ptr align 1 %2567, <16 x i1> %2566)
  %2627 = add nsw i64 %796, 6
  %2628 = mul nsw i64 %2627, %53
  %2629 = icmp sgt i64 %797, 6
  %2630 = add nsw i64 %717, %2628
  %2631 = select i1 %2629, <16 x i1> zeroinitializer, <16 x i1> %733
  %2632 = getelementptr inbounds float, ptr %256, i64 %2630
  br i1 %85, label %2690, label %2633

2633:                                             ; preds = %2625
  %2634 = getelementptr inbounds float, ptr %254, i64 %2630
  switch i64 %104, label %1029 [
    i64 1, label %2649
    i64 2, label %2642
    i64 3, label %2635
    i64 0, label %2690
  ]

2635:                                             ; preds = %2633
  %2636 = bitcast <16 x float> %1854 to <8 x i64>
  %2637 = and <8 x i64> %2636, %86
  %2638 = fcmp oeq <16 x float> %1854, %49
  %2639 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1854, i32 4)
  %2640 = bitcast <8 x i64> %2637 to <16 x float>
  %2641 = select <16 x i1> %2638, <16 x float> %2640, <16 x float> %2639
  br label %2652

2642:                                             ; preds = %2633
  %2643 = bitcast <16 x float> %1854 to <8 x i64>
  %2644 = or <8 x i64> %2643, %87
  %2645 = fcmp oeq <16 x float> %1854, %52
  %2646 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1854, i32 4)
  %2647 = bitcast <8 x i64> %2644 to <16 x float>
  %2648 = select <16 x i1> %2645, <16 x float> %2647, <16 x float> %2646
  br label %2652

2649:                                             ; preds = %2633
  %2650 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2634, <16 x i1> %2631, <16 x float> zeroinitializer)
  %2651 = fadd <16 x float> %1854, %2650
  br label %2652

2652:                                             ; preds = %2649, %2642, %2635
  %2653 = phi <16 x float> [ %2651, %2649 ], [ %2648, %2642 ], [ %2641, %2635 ]
  switch i64 %106, label %1029 [
    i64 1, label %2668
    i64 2, label %2661
    i64 3, label %2654
    i64 0, label %2690
  ]

2654:                                             ; preds = %2652
  %2655 = bitcast <16 x float> %2653 to <8 x i64>
  %2656 = and <8 x i64> %2655, %86
  %2657 = fcmp oeq <16 x float> %2653, %49
  %2658 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2653, i32 4)
  %2659 = bitcast <8 x i64> %2656 to <16 x float>
  %2660 = select <16 x i1> %2657, <16 x float> %2659, <16 x float> %2658
  br label %2671

2661:                                             ; preds = %2652
  %2662 = bitcast <16 x float> %2653 to <8 x i64>
  %2663 = or <8 x i64> %2662, %87
  %2664 = fcmp oeq <16 x float> %2653, %52
  %2665 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2653, i32 4)
  %2666 = bitcast <8 x i64> %2663 to <16 x float>
  %2667 = select <16 x i1> %2664, <16 x float> %2666, <16 x float> %2665
  br label %2671

2668:                                             ; preds = %2652
  %2669 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2634, <16 x i1> %2631, <16 x float> zeroinitializer)
  %2670 = fadd <16 x float> %2653, %2669
  br label %2671

2671:                                             ; preds = %2668, %2661, %2654
  %2672 = phi <16 x float> [ %2670, %2668 ], [ %2667, %2661 ], [ %2660, %2654 ]
  switch i64 %108, label %1029 [
    i64 1, label %2687
    i64 2, label %2680
    i64 3, label %2673
    i64 0, label %2690
  ]

2673:                                             ; preds = %2671
  %2674 = bitcast <16 x float> %2672 to <8 x i64>
  %2675 = and <8 x i64> %2674, %86
  %2676 = fcmp oeq <16 x float> %2672, %49
  %2677 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2672, i32 4)
  %2678 = bitcast <8 x i64> %2675 to <16 x float>
  %2679 = select <16 x i1> %2676, <16 x float> %2678, <16 x float> %2677
  br label %2690

2680:                                             ; preds = %2671
  %2681 = bitcast <16 x float> %2672 to <8 x i64>
  %2682 = or <8 x i64> %2681, %87
  %2683 = fcmp oeq <16 x float> %2672, %52
  %2684 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2672, i32 4)
  %2685 = bitcast <8 x i64> %2682 to <16 x float>
  %2686 = select <16 x i1> %2683, <16 x float> %2685, <16 x float> %2684
  br label %2690

2687:                                             ; preds = %2671
  %2688 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2634, <16 x i1> %2631, <16 x float> zeroinitializer)
  %2689 = fadd <16 x float> %2672, %2688
  br label %2690

2690:                                             ; preds = %2687, %2680, %2673, %2671, %2652, %2633, %2625
  %2691 = phi <16 x float> [ %2679, %2673 ], [ %1854, %2633 ], [ %2672, %2671 ], [ %2653, %2652 ], [ %2689, %2687 ], [ %2686, %2680 ], [ %1854, %2625 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2691, ptr align 1 %2632, <16 x i1> %2631)
  %2692 = add nsw i64 %716, %2628
  %2693 = select i1 %2629, <16 x i1> zeroinitializer, <16 x i1> %734
  %2694 = getelementptr inbounds float, ptr %256, i64 %2692
  br i1 %85, label %2752, label %2695

2695:                                             ; preds = %2690
  %2696 = getelementptr inbounds float, ptr %254, i64 %2692
  switch i64 %109, label %1029 [
    i64 1, label %2711
    i64 2, label %2704
    i64 3, label %2697
    i64 0, label %2752
  ]

2697:                                             ; preds = %2695
  %2698 = bitcast <16 x float> %1857 to <8 x i64>
  %2699 = and <8 x i64> %2698, %86
  %2700 = fcmp oeq <16 x float> %1857, %49
  %2701 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1857, i32 4)
  %2702 = bitcast <8 x i64> %2699 to <16 x float>
  %2703 = select <16 x i1> %2700, <16 x float> %2702, <16 x float> %2701
  br label %2714

2704:                                             ; preds = %2695
  %2705 = bitcast <16 x float> %1857 to <8 x i64>
  %2706 = or <8 x i64> %2705, %87
  %2707 = fcmp oeq <16 x float> %1857, %52
  %2708 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1857, i32 4)
  %2709 = bitcast <8 x i64> %2706 to <16 x float>
  %2710 = select <16 x i1> %2707, <16 x float> %2709, <16 x float> %2708
  br label %2714

2711:                                             ; preds = %2695
  %2712 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2696, <16 x i1> %2693, <16 x float> zeroinitializer)
  %2713 = fadd <16 x float> %1857, %2712
  br label %2714

2714:                                             ; preds = %2711, %2704, %2697
  %2715 = phi <16 x float> [ %2713, %2711 ], [ %2710, %2704 ], [ %2703, %2697 ]
  switch i64 %111, label %1029 [
    i64 1, label %2730
    i64 2, label %2723
    i64 3, label %2716
    i64 0, label %2752
  ]

2716:                                             ; preds = %2714
  %2717 = bitcast <16 x float> %2715 to <8 x i64>
  %2718 = and <8 x i64> %2717, %86
  %2719 = fcmp oeq <16 x float> %2715, %49
  %2720 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2715, i32 4)
  %2721 = bitcast <8 x i64> %2718 to <16 x float>
  %2722 = select <16 x i1> %2719, <16 x float> %2721, <16 x float> %2720
  br label %2733

2723:                                             ; preds = %2714
  %2724 = bitcast <16 x float> %2715 to <8 x i64>
  %2725 = or <8 x i64> %2724, %87
  %2726 = fcmp oeq <16 x float> %2715, %52
  %2727 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2715, i32 4)
  %2728 = bitcast <8 x i64> %2725 to <16 x float>
  %2729 = select <16 x i1> %2726, <16 x float> %2728, <16 x float> %2727
  br label %2733

2730:                                             ; preds = %2714
  %2731 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2696, <16 x i1> %2693, <16 x float> zeroinitializer)
  %2732 = fadd <16 x float> %2715, %2731
  br label %2733

2733:                                             ; preds = %2730, %2723, %2716
  %2734 = phi <16 x float> [ %2732, %2730 ], [ %2729, %2723 ], [ %2722, %2716 ]
  switch i64 %113, label %1029 [
    i64 1, label %2749
    i64 2, label %2742
    i64 3, label %2735
    i64 0, label %2752
  ]

2735:                                             ; preds = %2733
  %2736 = bitcast <16 x float> %2734 to <8 x i64>
  %2737 = and <8 x i64> %2736, %86
  %2738 = fcmp oeq <16 x float> %2734, %49
  %2739 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2734, i32 4)
  %2740 = bitcast <8 x i64> %2737 to <16 x float>
  %2741 = select <16 x i1> %2738, <16 x float> %2740, <16 x float> %2739
  br label %2752

2742:                                             ; preds = %2733
  %2743 = bitcast <16 x float> %2734 to <8 x i64>
  %2744 = or <8 x i64> %2743, %87
  %2745 = fcmp oeq <16 x float> %2734, %52
  %2746 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2734, i32 4)
  %2747 = bitcast <8 x i64> %2744 to <16 x float>
  %2748 = select <16 x i1> %2745, <16 x float> %2747, <16 x float> %2746
  br label %2752

2749:                                             ; preds = %2733
  %2750 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2696, <16 x i1> %2693, <16 x float> zeroinitializer)
  %2751 = fadd <16 x float> %2734, %2750
  br label %2752

2752:                                             ; preds = %2749, %2742, %2735, %2733, %2714, %2695, %2690
  %2753 = phi <16 x float> [ %2741, %2735 ], [ %1857, %2695 ], [ %2734, %2733 ], [ %2715, %2714 ], [ %2751, %2749 ], [ %2748, %2742 ], [ %1857, %2690 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2753, ptr align 1 %2694, <16 x i1> %2693)
  %2754 = add nsw i64 %796, 7
  %2755 = mul nsw i64 %2754, %53
  %2756 = icmp sgt i64 %797, 7
  %2757 = add nsw i64 %717, %2755
  %2758 = select i1 %2756, <16 x i1> zeroinitializer, <16 x i1> %733
  %2759 = getelementptr inbounds float, ptr %256, i64 %2757
  br i1 %85, label %2817, label %2760

2760:                                             ; preds = %2752
  %2761 = getelementptr inbounds float, ptr %254, i64 %2757
  switch i64 %104, label %1029 [
    i64 1, label %2776
    i64 2, label %2769
    i64 3, label %2762
    i64 0, label %2817
  ]

2762:                                             ; preds = %2760
  %2763 = bitcast <16 x float> %1860 to <8 x i64>
  %2764 = and <8 x i64> %2763, %86
  %2765 = fcmp oeq <16 x float> %1860, %49
  %2766 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1860, i32 4)
  %2767 = bitcast <8 x i64> %2764 to <16 x float>
  %2768 = select <16 x i1> %2765, <16 x float> %2767, <16 x float> %2766
  br label %2779

2769:                                             ; preds = %2760
  %2770 = bitcast <16 x float> %1860 to <8 x i64>
  %2771 = or <8 x i64> %2770, %87
  %2772 = fcmp oeq <16 x float> %1860, %52
  %2773 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1860, i32 4)
  %2774 = bitcast <8 x i64> %2771 to <16 x float>
  %2775 = select <16 x i1> %2772, <16 x float> %2774, <16 x float> %2773
  br label %2779

2776:                                             ; preds = %2760
  %2777 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2761, <16 x i1> %2758, <16 x float> zeroinitializer)
  %2778 = fadd <16 x float> %1860, %2777
  br label %2779

2779:                                             ; preds = %2776, %2769, %2762
  %2780 = phi <16 x float> [ %2778, %2776 ], [ %2775, %2769 ], [ %2768, %2762 ]
  switch i64 %106, label %1029 [
    i64 1, label %2795
    i64 2, label %2788
    i64 3, label %2781
    i64 0, label %2817
  ]

2781:                                             ; preds = %2779
  %2782 = bitcast <16 x float> %2780 to <8 x i64>
  %2783 = and <8 x i64> %2782, %86
  %2784 = fcmp oeq <16 x float> %2780, %49
  %2785 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2780, i32 4)
  %2786 = bitcast <8 x i64> %2783 to <16 x float>
  %2787 = select <16 x i1> %2784, <16 x float> %2786, <16 x float> %2785
  br label %2798

2788:                                             ; preds = %2779
  %2789 = bitcast <16 x float> %2780 to <8 x i64>
  %2790 = or <8 x i64> %2789, %87
  %2791 = fcmp oeq <16 x float> %2780, %52
  %2792 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2780, i32 4)
  %2793 = bitcast <8 x i64> %2790 to <16 x float>
  %2794 = select <16 x i1> %2791, <16 x float> %2793, <16 x float> %2792
  br label %2798

2795:                                             ; preds = %2779
  %2796 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2761, <16 x i1> %2758, <16 x float> zeroinitializer)
  %2797 = fadd <16 x float> %2780, %2796
  br label %2798

2798:                                             ; preds = %2795, %2788, %2781
  %2799 = phi <16 x float> [ %2797, %2795 ], [ %2794, %2788 ], [ %2787, %2781 ]
  switch i64 %108, label %1029 [
    i64 1, label %2814
    i64 2, label %2807
    i64 3, label %2800
    i64 0, label %2817
  ]

2800:                                             ; preds = %2798
  %2801 = bitcast <16 x float> %2799 to <8 x i64>
  %2802 = and <8 x i64> %2801, %86
  %2803 = fcmp oeq <16 x float> %2799, %49
  %2804 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2799, i32 4)
  %2805 = bitcast <8 x i64> %2802 to <16 x float>
  %2806 = select <16 x i1> %2803, <16 x float> %2805, <16 x float> %2804
  br label %2817

2807:                                             ; preds = %2798
  %2808 = bitcast <16 x float> %2799 to <8 x i64>
  %2809 = or <8 x i64> %2808, %87
  %2810 = fcmp oeq <16 x float> %2799, %52
  %2811 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2799, i32 4)
  %2812 = bitcast <8 x i64> %2809 to <16 x float>
  %2813 = select <16 x i1> %2810, <16 x float> %2812, <16 x float> %2811
  br label %2817

2814:                                             ; preds = %2798
  %2815 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2761, <16 x i1> %2758, <16 x float> zeroinitializer)
  %2816 = fadd <16 x float> %2799, %2815
  br label %2817

2817:                                             ; preds = %2814, %2807, %2800, %2798, %2779, %2760, %2752
  %2818 = phi <16 x float> [ %2806, %2800 ], [ %1860, %2760 ], [ %2799, %2798 ], [ %2780, %2779 ], [ %2816, %2814 ], [ %2813, %2807 ], [ %1860, %2752 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2818, ptr align 1 %2759, <16 x i1> %2758)
  %2819 = add nsw i64 %716, %2755
  %2820 = select i1 %2756, <16 x i1> zeroinitializer, <16 x i1> %734
  %2821 = getelementptr inbounds float, ptr %256, i64 %2819
  br i1 %85, label %2879, label %2822

2822:                                             ; preds = %2817
  %2823 = getelementptr inbounds float, ptr %254, i64 %2819
  switch i64 %109, label %1029 [
    i64 1, label %2838
    i64 2, label %2831
    i64 3, label %2824
    i64 0, label %2879
  ]

2824:                                             ; preds = %2822
  %2825 = bitcast <16 x float> %1863 to <8 x i64>
  %2826 = and <8 x i64> %2825, %86
  %2827 = fcmp oeq <16 x float> %1863, %49
  %2828 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1863, i32 4)
  %2829 = bitcast <8 x i64> %2826 to <16 x float>
  %2830 = select <16 x i1> %2827, <16 x float> %2829, <16 x float> %2828
  br label %2841

2831:                                             ; preds = %2822
  %2832 = bitcast <16 x float> %1863 to <8 x i64>
  %2833 = or <8 x i64> %2832, %87
  %2834 = fcmp oeq <16 x float> %1863, %52
  %2835 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1863, i32 4)
  %2836 = bitcast <8 x i64> %2833 to <16 x float>
  %2837 = select <16 x i1> %2834, <16 x float> %2836, <16 x float> %2835
  br label %2841

2838:                                             ; preds = %2822
  %2839 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2823, <16 x i1> %2820, <16 x float> zeroinitializer)
  %2840 = fadd <16 x float> %1863, %2839
  br label %2841

2841:                                             ; preds = %2838, %2831, %2824
  %2842 = phi <16 x float> [ %2840, %2838 ], [ %2837, %2831 ], [ %2830, %2824 ]
  switch i64 %111, label %1029 [
    i64 1, label %2857
    i64 2, label %2850
    i64 3, label %2843
    i64 0, label %2879
  ]

2843:                                             ; preds = %2841
  %2844 = bitcast <16 x float> %2842 to <8 x i64>
  %2845 = and <8 x i64> %2844, %86
  %2846 = fcmp oeq <16 x float> %2842, %49
  %2847 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2842, i32 4)
  %2848 = bitcast <8 x i64> %2845 to <16 x float>
  %2849 = select <16 x i1> %2846, <16 x float> %2848, <16 x float> %2847
  br label %2860

2850:                                             ; preds = %2841
  %2851 = bitcast <16 x float> %2842 to <8 x i64>
  %2852 = or <8 x i64> %2851, %87
  %2853 = fcmp oeq <16 x float> %2842, %52
  %2854 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2842, i32 4)
  %2855 = bitcast <8 x i64> %2852 to <16 x float>
  %2856 = select <16 x i1> %2853, <16 x float> %2855, <16 x float> %2854
  br label %2860

2857:                                             ; preds = %2841
  %2858 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2823, <16 x i1> %2820, <16 x float> zeroinitializer)
  %2859 = fadd <16 x float> %2842, %2858
  br label %2860

2860:                                             ; preds = %2857, %2850, %2843
  %2861 = phi <16 x float> [ %2859, %2857 ], [ %2856, %2850 ], [ %2849, %2843 ]
  switch i64 %113, label %1029 [
    i64 1, label %2876
    i64 2, label %2869
    i64 3, label %2862
    i64 0, label %2879
  ]

2862:                                             ; preds = %2860
  %2863 = bitcast <16 x float> %2861 to <8 x i64>
  %2864 = and <8 x i64> %2863, %86
  %2865 = fcmp oeq <16 x float> %2861, %49
  %2866 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2861, i32 4)
  %2867 = bitcast <8 x i64> %2864 to <16 x float>
  %2868 = select <16 x i1> %2865, <16 x float> %2867, <16 x float> %2866
  br label %2879

2869:                                             ; preds = %2860
  %2870 = bitcast <16 x float> %2861 to <8 x i64>
  %2871 = or <8 x i64> %2870, %87
  %2872 = fcmp oeq <16 x float> %2861, %52
  %2873 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2861, i32 4)
  %2874 = bitcast <8 x i64> %2871 to <16 x float>
  %2875 = select <16 x i1> %2872, <16 x float> %2874, <16 x float> %2873
  br label %2879

2876:                                             ; preds = %2860
  %2877 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2823, <16 x i1> %2820, <16 x float> zeroinitializer)
  %2878 = fadd <16 x float> %2861, %2877
  br label %2879

2879:                                             ; preds = %2876, %2869, %2862, %2860, %2841, %2822, %2817
  %2880 = phi <16 x float> [ %2868, %2862 ], [ %1863, %2822 ], [ %2861, %2860 ], [ %2842, %2841 ], [ %2878, %2876 ], [ %2875, %2869 ], [ %1863, %2817 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2880, ptr align 1 %2821, <16 x i1> %2820)
  br label %3526

2881:                                             ; preds = %792
  %2882 = getelementptr inbounds float, ptr %41, i64 %796
  br i1 %81, label %2891, label %2883

2883:                                             ; preds = %2881
  %2884 = load float, ptr %2882, align 4
  %2885 = insertelement <16 x float> poison, float %2884, i64 0
  %2886 = shufflevector <16 x float> %2885, <16 x float> poison, <16 x i32> zeroinitializer
  %2887 = insertelement <16 x float> poison, float %2884, i64 0
  %2888 = shufflevector <16 x float> %2887, <16 x float> poison, <16 x i32> zeroinitializer
  %2889 = insertelement <16 x float> poison, float %2884, i64 0
  %2890 = shufflevector <16 x float> %2889, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2900

2891:                                             ; preds = %2881
  %2892 = mul nsw i64 %796, %53
  %2893 = getelementptr inbounds float, ptr %251, i64 %2892
  %2894 = getelementptr inbounds float, ptr %2893, i64 %717
  %2895 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2894, <16 x i1> %783, <16 x float> zeroinitializer)
  %2896 = getelementptr inbounds float, ptr %2893, i64 %716
  %2897 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2896, <16 x i1> %784, <16 x float> zeroinitializer)
  %2898 = getelementptr inbounds float, ptr %2893, i64 %715
  %2899 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2898, <16 x i1> %785, <16 x float> zeroinitializer)
  br label %2900

2900:                                             ; preds = %2891, %2883
  %2901 = phi <16 x float> [ %2895, %2891 ], [ %2886, %2883 ]
  %2902 = phi <16 x float> [ %2897, %2891 ], [ %2888, %2883 ]
  %2903 = phi <16 x float> [ %2899, %2891 ], [ %2890, %2883 ]
  br i1 %81, label %2913, label %2904

2904:                                             ; preds = %2900
  %2905 = getelementptr inbounds nuw i8, ptr %2882, i64 4
  %2906 = load float, ptr %2905, align 4
  %2907 = insertelement <16 x float> poison, float %2906, i64 0
  %2908 = shufflevector <16 x float> %2907, <16 x float> poison, <16 x i32> zeroinitializer
  %2909 = insertelement <16 x float> poison, float %2906, i64 0
  %2910 = shufflevector <16 x float> %2909, <16 x float> poison, <16 x i32> zeroinitializer
  %2911 = insertelement <16 x float> poison, float %2906, i64 0
  %2912 = shufflevector <16 x float> %2911, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2923

2913:                                             ; preds = %2900
  %2914 = add nsw i64 %796, 1
  %2915 = mul nsw i64 %2914, %53
  %2916 = getelementptr inbounds float, ptr %251, i64 %2915
  %2917 = getelementptr inbounds float, ptr %2916, i64 %717
  %2918 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2917, <16 x i1> %783, <16 x float> zeroinitializer)
  %2919 = getelementptr inbounds float, ptr %2916, i64 %716
  %2920 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2919, <16 x i1> %784, <16 x float> zeroinitializer)
  %2921 = getelementptr inbounds float, ptr %2916, i64 %715
  %2922 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2921, <16 x i1> %785, <16 x float> zeroinitializer)
  br label %2923

2923:                                             ; preds = %2913, %2904
  %2924 = phi <16 x float> [ %2918, %2913 ], [ %2908, %2904 ]
  %2925 = phi <16 x float> [ %2920, %2913 ], [ %2910, %2904 ]
  %2926 = phi <16 x float> [ %2922, %2913 ], [ %2912, %2904 ]
  br i1 %81, label %2936, label %2927

2927:                                             ; preds = %2923
  %2928 = getelementptr inbounds nuw i8, ptr %2882, i64 8
  %2929 = load float, ptr %2928, align 4
  %2930 = insertelement <16 x float> poison, float %2929, i64 0
  %2931 = shufflevector <16 x float> %2930, <16 x float> poison, <16 x i32> zeroinitializer
  %2932 = insertelement <16 x float> poison, float %2929, i64 0
  %2933 = shufflevector <16 x float> %2932, <16 x float> poison, <16 x i32> zeroinitializer
  %2934 = insertelement <16 x float> poison, float %2929, i64 0
  %2935 = shufflevector <16 x float> %2934, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2946

2936:                                             ; preds = %2923
  %2937 = add nsw i64 %796, 2
  %2938 = mul nsw i64 %2937, %53
  %2939 = getelementptr inbounds float, ptr %251, i64 %2938
  %2940 = getelementptr inbounds float, ptr %2939, i64 %717
  %2941 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2940, <16 x i1> %783, <16 x float> zeroinitializer)
  %2942 = getelementptr inbounds float, ptr %2939, i64 %716
  %2943 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2942, <16 x i1> %784, <16 x float> zeroinitializer)
  %2944 = getelementptr inbounds float, ptr %2939, i64 %715
  %2945 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2944, <16 x i1> %785, <16 x float> zeroinitializer)
  br label %2946

2946:                                             ; preds = %2936, %2927
  %2947 = phi <16 x float> [ %2941, %2936 ], [ %2931, %2927 ]
  %2948 = phi <16 x float> [ %2943, %2936 ], [ %2933, %2927 ]
  %2949 = phi <16 x float> [ %2945, %2936 ], [ %2935, %2927 ]
  br i1 %81, label %2959, label %2950

2950:                                             ; preds = %2946
  %2951 = getelementptr inbounds nuw i8, ptr %2882, i64 12
  %2952 = load float, ptr %2951, align 4
  %2953 = insertelement <16 x float> poison, float %2952, i64 0
  %2954 = shufflevector <16 x float> %2953, <16 x float> poison, <16 x i32> zeroinitializer
  %2955 = insertelement <16 x float> poison, float %2952, i64 0
  %2956 = shufflevector <16 x float> %2955, <16 x float> poison, <16 x i32> zeroinitializer
  %2957 = insertelement <16 x float> poison, float %2952, i64 0
  %2958 = shufflevector <16 x float> %2957, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2969

2959:                                             ; preds = %2946
  %2960 = add nsw i64 %796, 3
  %2961 = mul nsw i64 %2960, %53
  %2962 = getelementptr inbounds float, ptr %251, i64 %2961
  %2963 = getelementptr inbounds float, ptr %2962, i64 %717
  %2964 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2963, <16 x i1> %783, <16 x float> zeroinitializer)
  %2965 = getelementptr inbounds float, ptr %2962, i64 %716
  %2966 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2965, <16 x i1> %784, <16 x float> zeroinitializer)
  %2967 = getelementptr inbounds float, ptr %2962, i64 %715
  %2968 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2967, <16 x i1> %785, <16 x float> zeroinitializer)
  br label %2969

2969:                                             ; preds = %2959, %2950
  %2970 = phi <16 x float> [ %2964, %2959 ], [ %2954, %2950 ]
  %2971 = phi <16 x float> [ %2966, %2959 ], [ %2956, %2950 ]
  %2972 = phi <16 x float> [ %2968, %2959 ], [ %2958, %2950 ]
  br i1 %81, label %2982, label %2973

2973:                                             ; preds = %2969
  %2974 = getelementptr inbounds nuw i8, ptr %2882, i64 16
  %2975 = load float, ptr %2974, align 4
  %2976 = insertelement <16 x float> poison, float %2975, i64 0
  %2977 = shufflevector <16 x float> %2976, <16 x float> poison, <16 x i32> zeroinitializer
  %2978 = insertelement <16 x float> poison, float %2975, i64 0
  %2979 = shufflevector <16 x float> %2978, <16 x float> poison, <16 x i32> zeroinitializer
  %2980 = insertelement <16 x float> poison, float %2975, i64 0
  %2981 = shufflevector <16 x float> %2980, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2992

2982:                                             ; preds = %2969
  %2983 = add nsw i64 %796, 4
  %2984 = mul nsw i64 %2983, %53
  %2985 = getelementptr inbounds float, ptr %251, i64 %2984
  %2986 = getelementptr inbounds float, ptr %2985, i64 %717
  %2987 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2986, <16 x i1> %783, <16 x float> zeroinitializer)
  %2988 = getelementptr inbounds float, ptr %2985, i64 %716
  %2989 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2988, <16 x i1> %784, <16 x float> zeroinitializer)
  %2990 = getelementptr inbounds float, ptr %2985, i64 %715
  %2991 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2990, <16 x i1> %785, <16 x float> zeroinitializer)
  br label %2992

2992:                                             ; preds = %2982, %2973
  %2993 = phi <16 x float> [ %2987, %2982 ], [ %2977, %2973 ]
  %2994 = phi <16 x float> [ %2989, %2982 ], [ %2979, %2973 ]
  %2995 = phi <16 x float> [ %2991, %2982 ], [ %2981, %2973 ]
  br i1 %81, label %3005, label %2996

2996:                                             ; preds = %2992
  %2997 = getelementptr inbounds nuw i8, ptr %2882, i64 20
  %2998 = load float, ptr %2997, align 4
  %2999 = insertelement <16 x float> poison, float %2998, i64 0
  %3000 = shufflevector <16 x float> %2999, <16 x float> poison, <16 x i32> zeroinitializer
  %3001 = insertelement <16 x float> poison, float %2998, i64 0
  %3002 = shufflevector <16 x float> %3001, <16 x float> poison, <16 x i32> zeroinitializer
  %3003 = insertelement <16 x float> poison, float %2998, i64 0
  %3004 = shufflevector <16 x float> %3003, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3015

3005:                                             ; preds = %2992
  %3006 = add nsw i64 %796, 5
  %3007 = mul nsw i64 %3006, %53
  %3008 = getelementptr inbounds float, ptr %251, i64 %3007
  %3009 = getelementptr inbounds float, ptr %3008, i64 %717
  %3010 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3009, <16 x i1> %783, <16 x float> zeroinitializer)
  %3011 = getelementptr inbounds float, ptr %3008, i64 %716
  %3012 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3011, <16 x i1> %784, <16 x float> zeroinitializer)
  %3013 = getelementptr inbounds float, ptr %3008, i64 %715
  %3014 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3013, <16 x i1> %785, <16 x float> zeroinitializer)
  br label %3015

3015:                                             ; preds = %3005, %2996
  %3016 = phi <16 x float> [ %3010, %3005 ], [ %3000, %2996 ]
  %3017 = phi <16 x float> [ %3012, %3005 ], [ %3002, %2996 ]
  %3018 = phi <16 x float> [ %3014, %3005 ], [ %3004, %2996 ]
  br i1 %81, label %3028, label %3019

3019:                                             ; preds = %3015
  %3020 = getelementptr inbounds nuw i8, ptr %2882, i64 24
  %3021 = load float, ptr %3020, align 4
  %3022 = insertelement <16 x float> poison, float %3021, i64 0
  %3023 = shufflevector <16 x float> %3022, <16 x float> poison, <16 x i32> zeroinitializer
  %3024 = insertelement <16 x float> poison, float %3021, i64 0
  %3025 = shufflevector <16 x float> %3024, <16 x float> poison, <16 x i32> zeroinitializer
  %3026 = insertelement <16 x float> poison, float %3021, i64 0
  %3027 = shufflevector <16 x float> %3026, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3038

3028:                                             ; preds = %3015
  %3029 = add nsw i64 %796, 6
  %3030 = mul nsw i64 %3029, %53
  %3031 = getelementptr inbounds float, ptr %251, i64 %3030
  %3032 = getelementptr inbounds float, ptr %3031, i64 %717
  %3033 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3032, <16 x i1> %783, <16 x float> zeroinitializer)
  %3034 = getelementptr inbounds float, ptr %3031, i64 %716
  %3035 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3034, <16 x i1> %784, <16 x float> zeroinitializer)
  %3036 = getelementptr inbounds float, ptr %3031, i64 %715
  %3037 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3036, <16 x i1> %785, <16 x float> zeroinitializer)
  br label %3038

3038:                                             ; preds = %3028, %3019
  %3039 = phi <16 x float> [ %3033, %3028 ], [ %3023, %3019 ]
  %3040 = phi <16 x float> [ %3035, %3028 ], [ %3025, %3019 ]
  %3041 = phi <16 x float> [ %3037, %3028 ], [ %3027, %3019 ]
  br i1 %81, label %3051, label %3042

3042:                                             ; preds = %3038
  %3043 = getelementptr inbounds nuw i8, ptr %2882, i64 28
  %3044 = load float, ptr %3043, align 4
  %3045 = insertelement <16 x float> poison, float %3044, i64 0
  %3046 = shufflevector <16 x float> %3045, <16 x float> poison, <16 x i32> zeroinitializer
  %3047 = insertelement <16 x float> poison, float %3044, i64 0
  %3048 = shufflevector <16 x float> %3047, <16 x float> poison, <16 x i32> zeroinitializer
  %3049 = insertelement <16 x float> poison, float %3044, i64 0
  %3050 = shufflevector <16 x float> %3049, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3061

3051:                                             ; preds = %3038
  %3052 = add nsw i64 %796, 7
  %3053 = mul nsw i64 %3052, %53
  %3054 = getelementptr inbounds float, ptr %251, i64 %3053
  %3055 = getelementptr inbounds float, ptr %3054, i64 %717
  %3056 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3055, <16 x i1> %783, <16 x float> zeroinitializer)
  %3057 = getelementptr inbounds float, ptr %3054, i64 %716
  %3058 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3057, <16 x i1> %784, <16 x float> zeroinitializer)
  %3059 = getelementptr inbounds float, ptr %3054, i64 %715
  %3060 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3059, <16 x i1> %785, <16 x float> zeroinitializer)
  br label %3061

3061:                                             ; preds = %3051, %3042
  %3062 = phi <16 x float> [ %3056, %3051 ], [ %3046, %3042 ]
  %3063 = phi <16 x float> [ %3058, %3051 ], [ %3048, %3042 ]
  %3064 = phi <16 x float> [ %3060, %3051 ], [ %3050, %3042 ]
  %3065 = mul i64 %82, %796
  %3066 = getelementptr inbounds float, ptr %40, i64 %3065
  br i1 %83, label %3119, label %3094

3067:                                             ; preds = %3206, %3119
  %3068 = phi <16 x float> [ %3120, %3119 ], [ %3207, %3206 ]
  %3069 = phi <16 x float> [ %3121, %3119 ], [ %3208, %3206 ]
  %3070 = phi <16 x float> [ %3122, %3119 ], [ %3209, %3206 ]
  %3071 = phi <16 x float> [ %3123, %3119 ], [ %3210, %3206 ]
  %3072 = phi <16 x float> [ %3124, %3119 ], [ %3211, %3206 ]
  %3073 = phi <16 x float> [ %3125, %3119 ], [ %3212, %3206 ]
  %3074 = phi <16 x float> [ %3126, %3119 ], [ %3213, %3206 ]
  %3075 = phi <16 x float> [ %3127, %3119 ], [ %3214, %3206 ]
  %3076 = phi <16 x float> [ %3128, %3119 ], [ %3215, %3206 ]
  %3077 = phi <16 x float> [ %3129, %3119 ], [ %3216, %3206 ]
  %3078 = phi <16 x float> [ %3130, %3119 ], [ %3217, %3206 ]
  %3079 = phi <16 x float> [ %3131, %3119 ], [ %3218, %3206 ]
  %3080 = phi <16 x float> [ %3132, %3119 ], [ %3219, %3206 ]
  %3081 = phi <16 x float> [ %3133, %3119 ], [ %3220, %3206 ]
  %3082 = phi <16 x float> [ %3134, %3119 ], [ %3221, %3206 ]
  %3083 = phi <16 x float> [ %3135, %3119 ], [ %3222, %3206 ]
  %3084 = phi <16 x float> [ %3136, %3119 ], [ %3223, %3206 ]
  %3085 = phi <16 x float> [ %3137, %3119 ], [ %3224, %3206 ]
  %3086 = phi <16 x float> [ %3138, %3119 ], [ %3225, %3206 ]
  %3087 = phi <16 x float> [ %3139, %3119 ], [ %3226, %3206 ]
  %3088 = phi <16 x float> [ %3140, %3119 ], [ %3227, %3206 ]
  %3089 = phi <16 x float> [ %3141, %3119 ], [ %3228, %3206 ]
  %3090 = phi <16 x float> [ %3142, %3119 ], [ %3229, %3206 ]
  %3091 = phi <16 x float> [ %3143, %3119 ], [ %3230, %3206 ]
  %3092 = icmp slt i64 %3148, %5
  %3093 = add i64 %3144, -16
  br i1 %3092, label %3119, label %3094

3094:                                             ; preds = %3067, %3061
  %3095 = phi <16 x float> [ %2901, %3061 ], [ %3082, %3067 ]
  %3096 = phi <16 x float> [ %2902, %3061 ], [ %3081, %3067 ]
  %3097 = phi <16 x float> [ %2903, %3061 ], [ %3080, %3067 ]
  %3098 = phi <16 x float> [ %2924, %3061 ], [ %3079, %3067 ]
  %3099 = phi <16 x float> [ %2925, %3061 ], [ %3078, %3067 ]
  %3100 = phi <16 x float> [ %2926, %3061 ], [ %3077, %3067 ]
  %3101 = phi <16 x float> [ %2947, %3061 ], [ %3091, %3067 ]
  %3102 = phi <16 x float> [ %2948, %3061 ], [ %3090, %3067 ]
  %3103 = phi <16 x float> [ %2949, %3061 ], [ %3089, %3067 ]
  %3104 = phi <16 x float> [ %2970, %3061 ], [ %3088, %3067 ]
  %3105 = phi <16 x float> [ %2971, %3061 ], [ %3087, %3067 ]
  %3106 = phi <16 x float> [ %2972, %3061 ], [ %3086, %3067 ]
  %3107 = phi <16 x float> [ %2993, %3061 ], [ %3085, %3067 ]
  %3108 = phi <16 x float> [ %2994, %3061 ], [ %3084, %3067 ]
  %3109 = phi <16 x float> [ %2995, %3061 ], [ %3083, %3067 ]
  %3110 = phi <16 x float> [ %3016, %3061 ], [ %3076, %3067 ]
  %3111 = phi <16 x float> [ %3017, %3061 ], [ %3075, %3067 ]
  %3112 = phi <16 x float> [ %3018, %3061 ], [ %3074, %3067 ]
  %3113 = phi <16 x float> [ %3039, %3061 ], [ %3073, %3067 ]
  %3114 = phi <16 x float> [ %3040, %3061 ], [ %3072, %3067 ]
  %3115 = phi <16 x float> [ %3041, %3061 ], [ %3071, %3067 ]
  %3116 = phi <16 x float> [ %3062, %3061 ], [ %3070, %3067 ]
  %3117 = phi <16 x float> [ %3063, %3061 ], [ %3069, %3067 ]
  %3118 = phi <16 x float> [ %3064, %3061 ], [ %3068, %3067 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  store <16 x float> %3095, ptr %31, align 64
  store <16 x float> %3096, ptr %212, align 64
  store <16 x float> %3097, ptr %213, align 64
  store <16 x float> %3098, ptr %214, align 64
  store <16 x float> %3099, ptr %215, align 64
  store <16 x float> %3100, ptr %216, align 64
  store <16 x float> %3101, ptr %217, align 64
  store <16 x float> %3102, ptr %218, align 64
  store <16 x float> %3103, ptr %219, align 64
  store <16 x float> %3104, ptr %220, align 64
  store <16 x float> %3105, ptr %221, align 64
  store <16 x float> %3106, ptr %222, align 64
  store <16 x float> %3107, ptr %223, align 64
  store <16 x float> %3108, ptr %224, align 64
  store <16 x float> %3109, ptr %225, align 64
  store <16 x float> %3110, ptr %226, align 64
  store <16 x float> %3111, ptr %227, align 64
  store <16 x float> %3112, ptr %228, align 64
  store <16 x float> %3113, ptr %229, align 64
  store <16 x float> %3114, ptr %230, align 64
  store <16 x float> %3115, ptr %231, align 64
  store <16 x float> %3116, ptr %232, align 64
  store <16 x float> %3117, ptr %233, align 64
  store <16 x float> %3118, ptr %234, align 64
  br label %3326

3119:                                             ; preds = %3061, %3067
  %3120 = phi <16 x float> [ %3068, %3067 ], [ %3064, %3061 ]
  %3121 = phi <16 x float> [ %3069, %3067 ], [ %3063, %3061 ]
  %3122 = phi <16 x float> [ %3070, %3067 ], [ %3062, %3061 ]
  %3123 = phi <16 x float> [ %3071, %3067 ], [ %3041, %3061 ]
  %3124 = phi <16 x float> [ %3072, %3067 ], [ %3040, %3061 ]
  %3125 = phi <16 x float> [ %3073, %3067 ], [ %3039, %3061 ]
  %3126 = phi <16 x float> [ %3074, %3067 ], [ %3018, %3061 ]
  %3127 = phi <16 x float> [ %3075, %3067 ], [ %3017, %3061 ]
  %3128 = phi <16 x float> [ %3076, %3067 ], [ %3016, %3061 ]
  %3129 = phi <16 x float> [ %3077, %3067 ], [ %2926, %3061 ]
  %3130 = phi <16 x float> [ %3078, %3067 ], [ %2925, %3061 ]
  %3131 = phi <16 x float> [ %3079, %3067 ], [ %2924, %3061 ]
  %3132 = phi <16 x float> [ %3080, %3067 ], [ %2903, %3061 ]
  %3133 = phi <16 x float> [ %3081, %3067 ], [ %2902, %3061 ]
  %3134 = phi <16 x float> [ %3082, %3067 ], [ %2901, %3061 ]
  %3135 = phi <16 x float> [ %3083, %3067 ], [ %2995, %3061 ]
  %3136 = phi <16 x float> [ %3084, %3067 ], [ %2994, %3061 ]
  %3137 = phi <16 x float> [ %3085, %3067 ], [ %2993, %3061 ]
  %3138 = phi <16 x float> [ %3086, %3067 ], [ %2972, %3061 ]
  %3139 = phi <16 x float> [ %3087, %3067 ], [ %2971, %3061 ]
  %3140 = phi <16 x float> [ %3088, %3067 ], [ %2970, %3061 ]
  %3141 = phi <16 x float> [ %3089, %3067 ], [ %2949, %3061 ]
  %3142 = phi <16 x float> [ %3090, %3067 ], [ %2948, %3061 ]
  %3143 = phi <16 x float> [ %3091, %3067 ], [ %2947, %3061 ]
  %3144 = phi i64 [ %3093, %3067 ], [ %5, %3061 ]
  %3145 = phi i64 [ %3148, %3067 ], [ 0, %3061 ]
  %3146 = call i64 @llvm.smin.i64(i64 %3144, i64 16)
  %3147 = add i64 %3146, %3145
  %3148 = add nuw nsw i64 %3145, 16
  br i1 %84, label %3149, label %3067

3149:                                             ; preds = %3119
  %3150 = sub nsw i64 %5, %3145
  %3151 = icmp sgt i64 %3150, 15
  %3152 = mul nsw i64 %3145, %79
  %3153 = getelementptr inbounds float, ptr %249, i64 %3152
  %3154 = mul nuw nsw i64 %3145, %80
  %3155 = getelementptr inbounds nuw float, ptr %3066, i64 %3154
  %3156 = icmp sgt i64 %5, %3145
  %3157 = or i1 %3151, %3156
  br label %3158

3158:                                             ; preds = %3149, %3206
  %3159 = phi <16 x float> [ %3120, %3149 ], [ %3207, %3206 ]
  %3160 = phi <16 x float> [ %3121, %3149 ], [ %3208, %3206 ]
  %3161 = phi <16 x float> [ %3122, %3149 ], [ %3209, %3206 ]
  %3162 = phi <16 x float> [ %3123, %3149 ], [ %3210, %3206 ]
  %3163 = phi <16 x float> [ %3124, %3149 ], [ %3211, %3206 ]
  %3164 = phi <16 x float> [ %3125, %3149 ], [ %3212, %3206 ]
  %3165 = phi <16 x float> [ %3126, %3149 ], [ %3213, %3206 ]
  %3166 = phi <16 x float> [ %3127, %3149 ], [ %3214, %3206 ]
  %3167 = phi <16 x float> [ %3128, %3149 ], [ %3215, %3206 ]
  %3168 = phi <16 x float> [ %3129, %3149 ], [ %3216, %3206 ]
  %3169 = phi <16 x float> [ %3130, %3149 ], [ %3217, %3206 ]
  %3170 = phi <16 x float> [ %3131, %3149 ], [ %3218, %3206 ]
  %3171 = phi <16 x float> [ %3132, %3149 ], [ %3219, %3206 ]
  %3172 = phi <16 x float> [ %3133, %3149 ], [ %3220, %3206 ]
  %3173 = phi <16 x float> [ %3134, %3149 ], [ %3221, %3206 ]
  %3174 = phi <16 x float> [ %3135, %3149 ], [ %3222, %3206 ]
  %3175 = phi <16 x float> [ %3136, %3149 ], [ %3223, %3206 ]
  %3176 = phi <16 x float> [ %3137, %3149 ], [ %3224, %3206 ]
  %3177 = phi <16 x float> [ %3138, %3149 ], [ %3225, %3206 ]
  %3178 = phi <16 x float> [ %3139, %3149 ], [ %3226, %3206 ]
  %3179 = phi <16 x float> [ %3140, %3149 ], [ %3227, %3206 ]
  %3180 = phi <16 x float> [ %3141, %3149 ], [ %3228, %3206 ]
  %3181 = phi <16 x float> [ %3142, %3149 ], [ %3229, %3206 ]
  %3182 = phi <16 x float> [ %3143, %3149 ], [ %3230, %3206 ]
  %3183 = phi i64 [ 0, %3149 ], [ %3231, %3206 ]
  %3184 = mul nuw nsw i64 %3183, 24
  %3185 = getelementptr nuw i8, ptr %34, i64 %3184
  %3186 = load i64, ptr %3185, align 8
  %3187 = getelementptr inbounds nuw i8, ptr %3185, i64 8
  %3188 = load i64, ptr %3187, align 8
  %3189 = getelementptr inbounds nuw i8, ptr %3185, i64 16
  %3190 = load i64, ptr %3189, align 8
  br i1 %3157, label %3191, label %3206

3191:                                             ; preds = %3158
  %3192 = mul nuw nsw i64 %3183, 12
  %3193 = getelementptr nuw i8, ptr %35, i64 %3192
  %3194 = getelementptr inbounds nuw i8, ptr %3193, i64 8
  %3195 = load i32, ptr %3194, align 4
  %3196 = getelementptr inbounds nuw i8, ptr %3193, i64 4
  %3197 = load i32, ptr %3196, align 4
  %3198 = load i32, ptr %3193, align 4
  %3199 = getelementptr inbounds nuw float, ptr %3155, i64 %3183
  %3200 = trunc i32 %3198 to i16
  %3201 = bitcast i16 %3200 to <16 x i1>
  %3202 = trunc i32 %3197 to i16
  %3203 = bitcast i16 %3202 to <16 x i1>
  %3204 = trunc i32 %3195 to i16
  %3205 = bitcast i16 %3204 to <16 x i1>
  br label %3233

3206:                                             ; preds = %3233, %3158
  %3207 = phi <16 x float> [ %3159, %3158 ], [ %3321, %3233 ]
  %3208 = phi <16 x float> [ %3160, %3158 ], [ %3320, %3233 ]
  %3209 = phi <16 x float> [ %3161, %3158 ], [ %3319, %3233 ]
  %3210 = phi <16 x float> [ %3162, %3158 ], [ %3314, %3233 ]
  %3211 = phi <16 x float> [ %3163, %3158 ], [ %3313, %3233 ]
  %3212 = phi <16 x float> [ %3164, %3158 ], [ %3312, %3233 ]
  %3213 = phi <16 x float> [ %3165, %3158 ], [ %3307, %3233 ]
  %3214 = phi <16 x float> [ %3166, %3158 ], [ %3306, %3233 ]
  %3215 = phi <16 x float> [ %3167, %3158 ], [ %3305, %3233 ]
  %3216 = phi <16 x float> [ %3168, %3158 ], [ %3279, %3233 ]
  %3217 = phi <16 x float> [ %3169, %3158 ], [ %3278, %3233 ]
  %3218 = phi <16 x float> [ %3170, %3158 ], [ %3277, %3233 ]
  %3219 = phi <16 x float> [ %3171, %3158 ], [ %3272, %3233 ]
  %3220 = phi <16 x float> [ %3172, %3158 ], [ %3271, %3233 ]
  %3221 = phi <16 x float> [ %3173, %3158 ], [ %3270, %3233 ]
  %3222 = phi <16 x float> [ %3174, %3158 ], [ %3300, %3233 ]
  %3223 = phi <16 x float> [ %3175, %3158 ], [ %3299, %3233 ]
  %3224 = phi <16 x float> [ %3176, %3158 ], [ %3298, %3233 ]
  %3225 = phi <16 x float> [ %3177, %3158 ], [ %3293, %3233 ]
  %3226 = phi <16 x float> [ %3178, %3158 ], [ %3292, %3233 ]
  %3227 = phi <16 x float> [ %3179, %3158 ], [ %3291, %3233 ]
  %3228 = phi <16 x float> [ %3180, %3158 ], [ %3286, %3233 ]
  %3229 = phi <16 x float> [ %3181, %3158 ], [ %3285, %3233 ]
  %3230 = phi <16 x float> [ %3182, %3158 ], [ %3284, %3233 ]
  %3231 = add nuw nsw i64 %3183, 1
  %3232 = icmp eq i64 %3231, %80
  br i1 %3232, label %3067, label %3158

3233:                                             ; preds = %3191, %3233
  %3234 = phi <16 x float> [ %3321, %3233 ], [ %3159, %3191 ]
  %3235 = phi <16 x float> [ %3320, %3233 ], [ %3160, %3191 ]
  %3236 = phi <16 x float> [ %3319, %3233 ], [ %3161, %3191 ]
  %3237 = phi <16 x float> [ %3314, %3233 ], [ %3162, %3191 ]
  %3238 = phi <16 x float> [ %3313, %3233 ], [ %3163, %3191 ]
  %3239 = phi <16 x float> [ %3312, %3233 ], [ %3164, %3191 ]
  %3240 = phi <16 x float> [ %3307, %3233 ], [ %3165, %3191 ]
  %3241 = phi <16 x float> [ %3306, %3233 ], [ %3166, %3191 ]
  %3242 = phi <16 x float> [ %3305, %3233 ], [ %3167, %3191 ]
  %3243 = phi <16 x float> [ %3279, %3233 ], [ %3168, %3191 ]
  %3244 = phi <16 x float> [ %3278, %3233 ], [ %3169, %3191 ]
  %3245 = phi <16 x float> [ %3277, %3233 ], [ %3170, %3191 ]
  %3246 = phi <16 x float> [ %3272, %3233 ], [ %3171, %3191 ]
  %3247 = phi <16 x float> [ %3271, %3233 ], [ %3172, %3191 ]
  %3248 = phi <16 x float> [ %3270, %3233 ], [ %3173, %3191 ]
  %3249 = phi <16 x float> [ %3300, %3233 ], [ %3174, %3191 ]
  %3250 = phi <16 x float> [ %3299, %3233 ], [ %3175, %3191 ]
  %3251 = phi <16 x float> [ %3298, %3233 ], [ %3176, %3191 ]
  %3252 = phi <16 x float> [ %3293, %3233 ], [ %3177, %3191 ]
  %3253 = phi <16 x float> [ %3292, %3233 ], [ %3178, %3191 ]
  %3254 = phi <16 x float> [ %3291, %3233 ], [ %3179, %3191 ]
  %3255 = phi <16 x float> [ %3286, %3233 ], [ %3180, %3191 ]
  %3256 = phi <16 x float> [ %3285, %3233 ], [ %3181, %3191 ]
  %3257 = phi <16 x float> [ %3284, %3233 ], [ %3182, %3191 ]
  %3258 = phi i64 [ %3322, %3233 ], [ %3145, %3191 ]
  %3259 = phi ptr [ %3324, %3233 ], [ %3199, %3191 ]
  %3260 = phi ptr [ %3323, %3233 ], [ %3153, %3191 ]
  %3261 = getelementptr inbounds float, ptr %3260, i64 %3186
  %3262 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3261, <16 x i1> %3201, <16 x float> zeroinitializer)
  %3263 = getelementptr inbounds float, ptr %3260, i64 %3188
  %3264 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3263, <16 x i1> %3203, <16 x float> zeroinitializer)
  %3265 = getelementptr inbounds float, ptr %3260, i64 %3190
  %3266 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3265, <16 x i1> %3205, <16 x float> zeroinitializer)
  %3267 = load float, ptr %3259, align 4
  %3268 = insertelement <16 x float> poison, float %3267, i64 0
  %3269 = shufflevector <16 x float> %3268, <16 x float> poison, <16 x i32> zeroinitializer
  %3270 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3262, <16 x float> %3269, <16 x float> %3248)
  %3271 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3264, <16 x float> %3269, <16 x float> %3247)
  %3272 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3266, <16 x float> %3269, <16 x float> %3246)
  %3273 = getelementptr inbounds float, ptr %3259, i64 %82
  %3274 = load float, ptr %3273, align 4
  %3275 = insertelement <16 x float> poison, float %3274, i64 0
  %3276 = shufflevector <16 x float> %3275, <16 x float> poison, <16 x i32> zeroinitializer
  %3277 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3262, <16 x float> %3276, <16 x float> %3245)
  %3278 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3264, <16 x float> %3276, <16 x float> %3244)
  %3279 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3266, <16 x float> %3276, <16 x float> %3243)
  %3280 = getelementptr inbounds i8, ptr %3259, i64 %160
  %3281 = load float, ptr %3280, align 4
  %3282 = insertelement <16 x float> poison, float %3281, i64 0
  %3283 = shufflevector <16 x float> %3282, <16 x float> poison, <16 x i32> zeroinitializer
  %3284 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3262, <16 x float> %3283, <16 x float> %3257)
  %3285 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3264, <16 x float> %3283, <16 x float> %3256)
  %3286 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3266, <16 x float> %3283, <16 x float> %3255)
  %3287 = getelementptr inbounds i8, ptr %3259, i64 %161
  %3288 = load float, ptr %3287, align 4
  %3289 = insertelement <16 x float> poison, float %3288, i64 0
  %3290 = shufflevector <16 x float> %3289, <16 x float> poison, <16 x i32> zeroinitializer
  %3291 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3262, <16 x float> %3290, <16 x float> %3254)
  %3292 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3264, <16 x float> %3290, <16 x float> %3253)
  %3293 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3266, <16 x float> %3290, <16 x float> %3252)
  %3294 = getelementptr inbounds i8, ptr %3259, i64 %162
  %3295 = load float, ptr %3294, align 4
  %3296 = insertelement <16 x float> poison, float %3295, i64 0
  %3297 = shufflevector <16 x float> %3296, <16 x float> poison, <16 x i32> zeroinitializer
  %3298 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3262, <16 x float> %3297, <16 x float> %3251)
  %3299 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3264, <16 x float> %3297, <16 x float> %3250)
  %3300 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3266, <16 x float> %3297, <16 x float> %3249)
  %3301 = getelementptr inbounds i8, ptr %3259, i64 %163
  %3302 = load float, ptr %3301, align 4
  %3303 = insertelement <16 x float> poison, float %3302, i64 0
  %3304 = shufflevector <16 x float> %3303, <16 x float> poison, <16 x i32> zeroinitializer
  %3305 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3262, <16 x float> %3304, <16 x float> %3242)
  %3306 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3264, <16 x float> %3304, <16 x float> %3241)
  %3307 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3266, <16 x float> %3304, <16 x float> %3240)
  %3308 = getelementptr inbounds i8, ptr %3259, i64 %164
  %3309 = load float, ptr %3308, align 4
  %3310 = insertelement <16 x float> poison, float %3309, i64 0
  %3311 = shufflevector <16 x float> %3310, <16 x float> poison, <16 x i32> zeroinitializer
  %3312 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3262, <16 x float> %3311, <16 x float> %3239)
  %3313 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3264, <16 x float> %3311, <16 x float> %3238)
  %3314 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3266, <16 x float> %3311, <16 x float> %3237)
  %3315 = getelementptr inbounds i8, ptr %3259, i64 %165
  %3316 = load float, ptr %3315, align 4
  %3317 = insertelement <16 x float> poison, float %3316, i64 0
  %3318 = shufflevector <16 x float> %3317, <16 x float> poison, <16 x i32> zeroinitializer
  %3319 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3262, <16 x float> %3318, <16 x float> %3236)
  %3320 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3264, <16 x float> %3318, <16 x float> %3235)
  %3321 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3266, <16 x float> %3318, <16 x float> %3234)
  %3322 = add nuw nsw i64 %3258, 1
  %3323 = getelementptr inbounds float, ptr %3260, i64 %79
  %3324 = getelementptr inbounds nuw float, ptr %3259, i64 %80
  %3325 = icmp eq i64 %3322, %3147
  br i1 %3325, label %3206, label %3233

3326:                                             ; preds = %3094, %3521
  %3327 = phi i64 [ 0, %3094 ], [ %3523, %3521 ]
  %3328 = add nsw i64 %796, %3327
  %3329 = mul nsw i64 %3328, %53
  %3330 = icmp sgt i64 %797, %3327
  %3331 = getelementptr inbounds nuw [3 x <16 x float>], ptr %31, i64 %3327
  %3332 = add nsw i64 %717, %3329
  %3333 = select i1 %3330, <16 x i1> zeroinitializer, <16 x i1> %786
  %3334 = getelementptr inbounds float, ptr %256, i64 %3332
  %3335 = load <16 x float>, ptr %3331, align 64
  br i1 %85, label %3393, label %3336

3336:                                             ; preds = %3326
  %3337 = getelementptr inbounds float, ptr %254, i64 %3332
  switch i64 %166, label %1029 [
    i64 1, label %3338
    i64 2, label %3341
    i64 3, label %3348
    i64 0, label %3393
  ]

3338:                                             ; preds = %3336
  %3339 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3337, <16 x i1> %3333, <16 x float> zeroinitializer)
  %3340 = fadd <16 x float> %3335, %3339
  br label %3355

3341:                                             ; preds = %3336
  %3342 = bitcast <16 x float> %3335 to <8 x i64>
  %3343 = or <8 x i64> %3342, %87
  %3344 = fcmp oeq <16 x float> %3335, %52
  %3345 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %3335, i32 4)
  %3346 = bitcast <8 x i64> %3343 to <16 x float>
  %3347 = select <16 x i1> %3344, <16 x float> %3346, <16 x float> %3345
  br label %3355

3348:                                             ; preds = %3336
  %3349 = bitcast <16 x float> %3335 to <8 x i64>
  %3350 = and <8 x i64> %3349, %86
  %3351 = fcmp oeq <16 x float> %3335, %49
  %3352 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %3335, i32 4)
  %3353 = bitcast <8 x i64> %3350 to <16 x float>
  %3354 = select <16 x i1> %3351, <16 x float> %3353, <16 x float> %3352
  br label %3355

3355:                                             ; preds = %3348, %3341, %3338
  %3356 = phi <16 x float> [ %3340, %3338 ], [ %3347, %3341 ], [ %3354, %3348 ]
  switch i64 %168, label %1029 [
    i64 1, label %3371
    i64 2, label %3364
    i64 3, label %3357
    i64 0, label %3393
  ]

3357:                                             ; preds = %3355
  %3358 = bitcast <16 x float> %3356 to <8 x i64>
  %3359 = and <8 x i64> %3358, %86
  %3360 = fcmp oeq <16 x float> %3356, %49
  %3361 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %3356, i32 4)
  %3362 = bitcast <8 x i64> %3359 to <16 x float>
  %3363 = select <16 x i1> %3360, <16 x float> %3362, <16 x float> %3361
  br label %3374

3364:                                             ; preds = %3355
  %3365 = bitcast <16 x float> %3356 to <8 x i64>
  %3366 = or <8 x i64> %3365, %87
  %3367 = fcmp oeq <16 x float> %3356, %52
  %3368 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %3356, i32 4)
  %3369 = bitcast <8 x i64> %3366 to <16 x float>
  %3370 = select <16 x i1> %3367, <16 x float> %3369, <16 x float> %3368
  br label %3374

3371:                                             ; preds = %3355
  %3372 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3337, <16 x i1> %3333, <16 x float> zeroinitializer)
  %3373 = fadd <16 x float> %3356, %3372
  br label %3374

3374:                                             ; preds = %3371, %3364, %3357
  %3375 = phi <16 x float> [ %3373, %3371 ], [ %3370, %3364 ], [ %3363, %3357 ]
  switch i64 %170, label %1029 [
    i64 1, label %3390
    i64 2, label %3383
    i64 3, label %3376
    i64 0, label %3393
  ]

3376:                                             ; preds = %3374
  %3377 = bitcast <16 x float> %3375 to <8 x i64>
  %3378 = and <8 x i64> %3377, %86
  %3379 = fcmp oeq <16 x float> %3375, %49
  %3380 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %3375, i32 4)
  %3381 = bitcast <8 x i64> %3378 to <16 x float>
  %3382 = select <16 x i1> %3379, <16 x float> %3381, <16 x float> %3380
  br label %3393

3383:                                             ; preds = %3374
  %3384 = bitcast <16 x float> %3375 to <8 x i64>
  %3385 = or <8 x i64> %3384, %87
  %3386 = fcmp oeq <16 x float> %3375, %52
  %3387 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %3375, i32 4)
  %3388 = bitcast <8 x i64> %3385 to <16 x float>
  %3389 = select <16 x i1> %3386, <16 x float> %3388, <16 x float> %3387
  br label %3393

3390:                                             ; preds = %3374
  %3391 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3337, <16 x i1> %3333, <16 x float> zeroinitializer)
  %3392 = fadd <16 x float> %3375, %3391
  br label %3393

3393:                                             ; preds = %3326, %3336, %3355, %3374, %3390, %3383, %3376
  %3394 = phi <16 x float> [ %3382, %3376 ], [ %3335, %3336 ], [ %3375, %3374 ], [ %3356, %3355 ], [ %3392, %3390 ], [ %3389, %3383 ], [ %3335, %3326 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3394, ptr align 1 %3334, <16 x i1> %3333)
  %3395 = add nsw i64 %716, %3329
  %3396 = select i1 %3330, <16 x i1> zeroinitializer, <16 x i1> %787
  %3397 = getelementptr inbounds float, ptr %256, i64 %3395
  %3398 = getelementptr inbounds nuw i8, ptr %3331, i64 64
  %3399 = load <16 x float>, ptr %3398, align 64
  br i1 %85, label %3457, label %3400

3400:                                             ; preds = %3393
  %3401 = getelementptr inbounds float, ptr %254, i64 %3395
  switch i64 %171, label %1029 [
    i64 1, label %3416
    i64 2, label %3409
    i64 3, label %3402
    i64 0, label %3457
  ]

3402:                                             ; preds = %3400
  %3403 = bitcast <16 x float> %3399 to <8 x i64>
  %3404 = and <8 x i64> %3403, %86
  %3405 = fcmp oeq <16 x float> %3399, %49
  %3406 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %3399, i32 4)
  %3407 = bitcast <8 x i64> %3404 to <16 x float>
  %3408 = select <16 x i1> %3405, <16 x float> %3407, <16 x float> %3406
  br label %3419

3409:                                             ; preds = %3400
  %3410 = bitcast <16 x float> %3399 to <8 x i64>
  %3411 = or <8 x i64> %3410, %87
  %3412 = fcmp oeq <16 x float> %3399, %52
  %3413 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %3399, i32 4)
  %3414 = bitcast <8 x i64> %3411 to <16 x float>
  %3415 = select <16 x i1> %3412, <16 x float> %3414, <16 x float> %3413
  br label %3419

3416:                                             ; preds = %3400
  %3417 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3401, <16 x i1> %3396, <16 x float> zeroinitializer)
  %3418 = fadd <16 x float> %3399, %3417
  br label %3419

3419:                                             ; preds = %3416, %3409, %3402
  %3420 = phi <16 x float> [ %3418, %3416 ], [ %3415, %3409 ], [ %3408, %3402 ]
  switch i64 %173, label %1029 [
    i64 1, label %3435
    i64 2, label %3428
    i64 3, label %3421
    i64 0, label %3457
  ]

3421:                                             ; preds = %3419
  %3422 = bitcast <16 x float> %3420 to <8 x i64>
  %3423 = and <8 x i64> %3422, %86
  %3424 = fcmp oeq <16 x float> %3420, %49
  %3425 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %3420, i32 4)
  %3426 = bitcast <8 x i64> %3423 to <16 x float>
  %3427 = select <16 x i1> %3424, <16 x float> %3426, <16 x float> %3425
  br label %3438

3428:                                             ; preds = %3419
  %3429 = bitcast <16 x float> %3420 to <8 x i64>
  %3430 = or <8 x i64> %3429, %87
  %3431 = fcmp oeq <16 x float> %3420, %52
  %3432 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %3420, i32 4)
  %3433 = bitcast <8 x i64> %3430 to <16 x float>
  %3434 = select <16 x i1> %3431, <16 x float> %3433, <16 x float> %3432
  br label %3438

3435:                                             ; preds = %3419
  %3436 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3401, <16 x i1> %3396, <16 x float> zeroinitializer)
  %3437 = fadd <16 x float> %3420, %3436
  br label %3438

3438:                                             ; preds = %3435, %3428, %3421
  %3439 = phi <16 x float> [ %3437, %3435 ], [ %3434, %3428 ], [ %3427, %3421 ]
  switch i64 %175, label %1029 [
    i64 1, label %3454
    i64 2, label %3447
    i64 3, label %3440
    i64 0, label %3457
  ]

3440:                                             ; preds = %3438
  %3441 = bitcast <16 x float> %3439 to <8 x i64>
  %3442 = and <8 x i64> %3441, %86
  %3443 = fcmp oeq <16 x float> %3439, %49
  %3444 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %3439, i32 4)
  %3445 = bitcast <8 x i64> %3442 to <16 x float>
  %3446 = select <16 x i1> %3443, <16 x float> %3445, <16 x float> %3444
  br label %3457

3447:                                             ; preds = %3438
  %3448 = bitcast <16 x float> %3439 to <8 x i64>
  %3449 = or <8 x i64> %3448, %87
  %3450 = fcmp oeq <16 x float> %3439, %52
  %3451 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %3439, i32 4)
  %3452 = bitcast <8 x i64> %3449 to <16 x float>
  %3453 = select <16 x i1> %3450, <16 x float> %3452, <16 x float> %3451
  br label %3457

3454:                                             ; preds = %3438
  %3455 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3401, <16 x i1> %3396, <16 x float> zeroinitializer)
  %3456 = fadd <16 x float> %3439, %3455
  br label %3457

3457:                                             ; preds = %3393, %3400, %3419, %3438, %3454, %3447, %3440
  %3458 = phi <16 x float> [ %3446, %3440 ], [ %3399, %3400 ], [ %3439, %3438 ], [ %3420, %3419 ], [ %3456, %3454 ], [ %3453, %3447 ], [ %3399, %3393 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3458, ptr align 1 %3397, <16 x i1> %3396)
  %3459 = add nsw i64 %715, %3329
  %3460 = select i1 %3330, <16 x i1> zeroinitializer, <16 x i1> %788
  %3461 = getelementptr inbounds float, ptr %256, i64 %3459
  %3462 = getelementptr inbounds nuw i8, ptr %3331, i64 128
  %3463 = load <16 x float>, ptr %3462, align 64
  br i1 %85, label %3521, label %3464

3464:                                             ; preds = %3457
  %3465 = getelementptr inbounds float, ptr %254, i64 %3459
  switch i64 %176, label %1029 [
    i64 1, label %3480
    i64 2, label %3473
    i64 3, label %3466
    i64 0, label %3521
  ]

3466:                                             ; preds = %3464
  %3467 = bitcast <16 x float> %3463 to <8 x i64>
  %3468 = and <8 x i64> %3467, %86
  %3469 = fcmp oeq <16 x float> %3463, %49
  %3470 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %3463, i32 4)
  %3471 = bitcast <8 x i64> %3468 to <16 x float>
  %3472 = select <16 x i1> %3469, <16 x float> %3471, <16 x float> %3470
  br label %3483

3473:                                             ; preds = %3464
  %3474 = bitcast <16 x float> %3463 to <8 x i64>
  %3475 = or <8 x i64> %3474, %87
  %3476 = fcmp oeq <16 x float> %3463, %52
  %3477 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %3463, i32 4)
  %3478 = bitcast <8 x i64> %3475 to <16 x float>
  %3479 = select <16 x i1> %3476, <16 x float> %3478, <16 x float> %3477
  br label %3483

3480:                                             ; preds = %3464
  %3481 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3465, <16 x i1> %3460, <16 x float> zeroinitializer)
  %3482 = fadd <16 x float> %3463, %3481
  br label %3483

3483:                                             ; preds = %3480, %3473, %3466
  %3484 = phi <16 x float> [ %3482, %3480 ], [ %3479, %3473 ], [ %3472, %3466 ]
  switch i64 %178, label %1029 [
    i64 1, label %3499
    i64 2, label %3492
    i64 3, label %3485
    i64 0, label %3521
  ]

3485:                                             ; preds = %3483
  %3486 = bitcast <16 x float> %3484 to <8 x i64>
  %3487 = and <8 x i64> %3486, %86
  %3488 = fcmp oeq <16 x float> %3484, %49
  %3489 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %3484, i32 4)
  %3490 = bitcast <8 x i64> %3487 to <16 x float>
  %3491 = select <16 x i1> %3488, <16 x float> %3490, <16 x float> %3489
  br label %3502

3492:                                             ; preds = %3483
  %3493 = bitcast <16 x float> %3484 to <8 x i64>
  %3494 = or <8 x i64> %3493, %87
  %3495 = fcmp oeq <16 x float> %3484, %52
  %3496 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %3484, i32 4)
  %3497 = bitcast <8 x i64> %3494 to <16 x float>
  %3498 = select <16 x i1> %3495, <16 x float> %3497, <16 x float> %3496
  br label %3502

3499:                                             ; preds = %3483
  %3500 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3465, <16 x i1> %3460, <16 x float> zeroinitializer)
  %3501 = fadd <16 x float> %3484, %3500
  br label %3502

3502:                                             ; preds = %3499, %3492, %3485
  %3503 = phi <16 x float> [ %3501, %3499 ], [ %3498, %3492 ], [ %3491, %3485 ]
  switch i64 %180, label %1029 [
    i64 1, label %3518
    i64 2, label %3511
    i64 3, label %3504
    i64 0, label %3521
  ]

3504:                                             ; preds = %3502
  %3505 = bitcast <16 x float> %3503 to <8 x i64>
  %3506 = and <8 x i64> %3505, %86
  %3507 = fcmp oeq <16 x float> %3503, %49
  %3508 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %3503, i32 4)
  %3509 = bitcast <8 x i64> %3506 to <16 x float>
  %3510 = select <16 x i1> %3507, <16 x float> %3509, <16 x float> %3508
  br label %3521

3511:                                             ; preds = %3502
  %3512 = bitcast <16 x float> %3503 to <8 x i64>
  %3513 = or <8 x i64> %3512, %87
  %3514 = fcmp oeq <16 x float> %3503, %52
  %3515 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %3503, i32 4)
  %3516 = bitcast <8 x i64> %3513 to <16 x float>
  %3517 = select <16 x i1> %3514, <16 x float> %3516, <16 x float> %3515
  br label %3521

3518:                                             ; preds = %3502
  %3519 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3465, <16 x i1> %3460, <16 x float> zeroinitializer)
  %3520 = fadd <16 x float> %3503, %3519
  br label %3521

3521:                                             ; preds = %3457, %3464, %3483, %3502, %3518, %3511, %3504
  %3522 = phi <16 x float> [ %3510, %3504 ], [ %3463, %3464 ], [ %3503, %3502 ], [ %3484, %3483 ], [ %3520, %3518 ], [ %3517, %3511 ], [ %3463, %3457 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3522, ptr align 1 %3461, <16 x i1> %3460)
  %3523 = add nuw nsw i64 %3327, 1
  %3524 = icmp eq i64 %3523, 8
  br i1 %3524, label %3525, label %3326

3525:                                             ; preds = %3521
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %3526

3526:                                             ; preds = %2879, %3525, %1523
  %3527 = add nsw i64 %793, 8
  %3528 = icmp slt i64 %3527, %244
  br i1 %3528, label %792, label %789
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
  %263 = mul nsw i64 %56, %262
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
  br i1 %283, label %284, label %438

284:                                              ; preds = %272
  %285 = icmp eq i64 %25, 0
  %286 = getelementptr inbounds nuw i8, ptr %34, i64 56
  %287 = getelementptr inbounds nuw i8, ptr %34, i64 112
  %288 = getelementptr inbounds nuw i8, ptr %34, i64 224
  %289 = getelementptr inbounds nuw i8, ptr %34, i64 280
  %290 = getelementptr inbounds nuw i8, ptr %34, i64 168
  %291 = add nsw i64 %6, -8
  %292 = mul nsw i64 %62, %263
  %293 = mul i64 %12, %11
  %294 = icmp eq i64 %22, 0
  %295 = mul i64 %293, %5
  %296 = icmp sgt i64 %5, 0
  %297 = icmp sgt i64 %293, 0
  %298 = icmp eq i64 %29, 0
  %299 = bitcast <16 x float> %50 to <8 x i64>
  %300 = bitcast <16 x float> %53 to <8 x i64>
  %301 = mul i64 %12, 24
  %302 = mul i64 %12, 12
  %303 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %304 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %305 = getelementptr inbounds nuw i8, ptr %38, i64 8
  %306 = getelementptr inbounds nuw i8, ptr %39, i64 8
  %307 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %308 = getelementptr inbounds nuw i8, ptr %38, i64 16
  %309 = getelementptr inbounds nuw i8, ptr %39, i64 16
  %310 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %311 = shl i64 %295, 3
  %312 = mul i64 %295, 12
  %313 = shl i64 %295, 4
  %314 = mul i64 %295, 20
  %315 = mul i64 %295, 24
  %316 = mul i64 %295, 28
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
  %327 = shl i64 %295, 3
  %328 = mul i64 %295, 12
  %329 = shl i64 %295, 4
  %330 = mul i64 %295, 20
  %331 = mul i64 %295, 24
  %332 = mul i64 %295, 28
  %333 = and i64 %29, 3
  %334 = lshr i64 %29, 2
  %335 = and i64 %334, 3
  %336 = lshr i64 %29, 4
  %337 = and i64 %336, 3
  %338 = and i64 %29, 3
  %339 = lshr i64 %29, 2
  %340 = and i64 %339, 3
  %341 = lshr i64 %29, 4
  %342 = and i64 %341, 3
  %343 = and i64 %29, 3
  %344 = lshr i64 %29, 2
  %345 = and i64 %344, 3
  %346 = lshr i64 %29, 4
  %347 = and i64 %346, 3
  %348 = and i64 %29, 3
  %349 = lshr i64 %29, 2
  %350 = and i64 %349, 3
  %351 = lshr i64 %29, 4
  %352 = and i64 %351, 3
  %353 = and i64 %29, 3
  %354 = lshr i64 %29, 2
  %355 = and i64 %354, 3
  %356 = lshr i64 %29, 4
  %357 = and i64 %356, 3
  %358 = and i64 %29, 3
  %359 = lshr i64 %29, 2
  %360 = and i64 %359, 3
  %361 = lshr i64 %29, 4
  %362 = and i64 %361, 3
  %363 = and i64 %29, 3
  %364 = lshr i64 %29, 2
  %365 = and i64 %364, 3
  %366 = lshr i64 %29, 4
  %367 = and i64 %366, 3
  %368 = and i64 %29, 3
  %369 = lshr i64 %29, 2
  %370 = and i64 %369, 3
  %371 = lshr i64 %29, 4
  %372 = and i64 %371, 3
  %373 = shl i64 %295, 3
  %374 = mul i64 %295, 12
  %375 = shl i64 %295, 4
  %376 = mul i64 %295, 20
  %377 = mul i64 %295, 24
  %378 = mul i64 %295, 28
  %379 = and i64 %29, 3
  %380 = lshr i64 %29, 2
  %381 = and i64 %380, 3
  %382 = lshr i64 %29, 4
  %383 = and i64 %382, 3
  %384 = and i64 %29, 3
  %385 = lshr i64 %29, 2
  %386 = and i64 %385, 3
  %387 = lshr i64 %29, 4
  %388 = and i64 %387, 3
  %389 = and i64 %29, 3
  %390 = lshr i64 %29, 2
  %391 = and i64 %390, 3
  %392 = lshr i64 %29, 4
  %393 = and i64 %392, 3
  %394 = icmp ult i64 %11, 8
  %395 = icmp ult i64 %11, 32
  %396 = and i64 %11, 24
  %397 = and i64 %11, 9223372036854775776
  %398 = icmp eq i64 %11, %397
  %399 = icmp eq i64 %396, 0
  %400 = and i64 %11, 9223372036854775800
  %401 = icmp eq i64 %11, %400
  %402 = icmp ult i64 %12, 8
  %403 = icmp ult i64 %12, 32
  %404 = and i64 %12, 24
  %405 = and i64 %12, 9223372036854775776
  %406 = icmp eq i64 %12, %405
  %407 = icmp eq i64 %404, 0
  %408 = and i64 %12, 9223372036854775800
  %409 = icmp eq i64 %12, %408
  %410 = icmp ult i64 %12, 8
  %411 = and i64 %12, 9223372036854775800
  %412 = icmp eq i64 %12, %411
  %413 = insertelement <8 x i64> poison, i64 %10, i64 0
  %414 = shufflevector <8 x i64> %413, <8 x i64> poison, <8 x i32> zeroinitializer
  %415 = getelementptr inbounds nuw i8, ptr %33, i64 64
  %416 = getelementptr inbounds nuw i8, ptr %33, i64 128
  %417 = getelementptr inbounds nuw i8, ptr %33, i64 192
  %418 = getelementptr inbounds nuw i8, ptr %33, i64 256
  %419 = getelementptr inbounds nuw i8, ptr %33, i64 320
  %420 = getelementptr inbounds nuw i8, ptr %33, i64 384
  %421 = getelementptr inbounds nuw i8, ptr %33, i64 448
  %422 = getelementptr inbounds nuw i8, ptr %33, i64 512
  %423 = getelementptr inbounds nuw i8, ptr %33, i64 576
  %424 = getelementptr inbounds nuw i8, ptr %33, i64 640
  %425 = getelementptr inbounds nuw i8, ptr %33, i64 704
  %426 = getelementptr inbounds nuw i8, ptr %33, i64 768
  %427 = getelementptr inbounds nuw i8, ptr %33, i64 832
  %428 = getelementptr inbounds nuw i8, ptr %33, i64 896
  %429 = getelementptr inbounds nuw i8, ptr %33, i64 960
  %430 = getelementptr inbounds nuw i8, ptr %33, i64 1024
  %431 = getelementptr inbounds nuw i8, ptr %33, i64 1088
  %432 = getelementptr inbounds nuw i8, ptr %33, i64 1152
  %433 = getelementptr inbounds nuw i8, ptr %33, i64 1216
  %434 = getelementptr inbounds nuw i8, ptr %33, i64 1280
  %435 = getelementptr inbounds nuw i8, ptr %33, i64 1344
  %436 = getelementptr inbounds nuw i8, ptr %33, i64 1408
  %437 = getelementptr inbounds nuw i8, ptr %33, i64 1472
  br label %439

438:                                              ; preds = %466, %272
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  ret void

439:                                              ; preds = %284, %466
  %440 = phi i64 [ %3, %284 ], [ %467, %466 ]
  %441 = srem i64 %440, %278
  %442 = sdiv i64 %440, %278
  %443 = srem i64 %442, %281
  %444 = sdiv i64 %442, %281
  %445 = add nsw i64 %441, 1
  %446 = mul i64 %282, %445
  %447 = tail call i64 @llvm.smin.i64(i64 %446, i64 %6)
  %448 = add nsw i64 %443, 1
  %449 = mul nsw i64 %448, %17
  %450 = tail call i64 @llvm.smin.i64(i64 %449, i64 %273)
  %451 = mul nsw i64 %444, %20
  %452 = getelementptr inbounds float, ptr %40, i64 %451
  %453 = mul nsw i64 %444, %21
  %454 = getelementptr inbounds float, ptr %43, i64 %453
  %455 = mul nsw i64 %444, %26
  %456 = getelementptr inbounds float, ptr %44, i64 %455
  %457 = select i1 %285, ptr null, ptr %456
  %458 = mul nsw i64 %444, %24
  %459 = getelementptr inbounds float, ptr %45, i64 %458
  %460 = mul nsw i64 %443, %17
  %461 = mul i64 %282, %441
  %462 = icmp slt i64 %460, %450
  br i1 %462, label %463, label %466

463:                                              ; preds = %439
  %464 = add nsw i64 %450, -1
  %465 = icmp slt i64 %461, %447
  br label %469

466:                                              ; preds = %1092, %439
  %467 = add i64 %440, 1
  %468 = icmp eq i64 %467, %4
  br i1 %468, label %438, label %439

469:                                              ; preds = %463, %1092
  %470 = phi i64 [ %460, %463 ], [ %1093, %1092 ]
  %471 = sub nsw i64 %450, %470
  %472 = icmp sgt i64 %471, 2
  %473 = trunc i64 %471 to i32
  %474 = select i1 %472, i32 3, i32 %473
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  br i1 %57, label %834, label %475

475:                                              ; preds = %469
  %476 = sext i32 %474 to i64
  %477 = tail call i64 @llvm.smin.i64(i64 %470, i64 %464)
  %478 = shl nsw i64 %477, 4
  store i64 %478, ptr %37, align 16
  %479 = icmp sgt i32 %474, 0
  %480 = sub nsw i64 %264, %478
  %481 = select i1 %479, i64 %480, i64 0
  %482 = add nsw i64 %470, 1
  %483 = tail call i64 @llvm.smin.i64(i64 %482, i64 %464)
  %484 = shl nsw i64 %483, 4
  store i64 %484, ptr %303, align 8
  %485 = icmp sgt i32 %474, 1
  %486 = sub nsw i64 %264, %484
  %487 = select i1 %485, i64 %486, i64 0
  %488 = add nsw i64 %470, 2
  %489 = tail call i64 @llvm.smin.i64(i64 %488, i64 %464)
  %490 = shl nsw i64 %489, 4
  store i64 %490, ptr %304, align 16
  %491 = icmp sgt i32 %474, 2
  %492 = sub nsw i64 %264, %490
  %493 = select i1 %491, i64 %492, i64 0
  br label %494

494:                                              ; preds = %475, %812
  %495 = phi i64 [ 0, %475 ], [ %813, %812 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %32, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %31, i8 0, i64 28, i1 false)
  %496 = icmp slt i64 %495, %476
  %497 = getelementptr inbounds nuw i64, ptr %37, i64 %495
  %498 = load i64, ptr %497, align 8
  br i1 %496, label %499, label %507

499:                                              ; preds = %494
  %500 = sub nsw i64 %264, %498
  %501 = tail call i64 @llvm.smin.i64(i64 %500, i64 16)
  %502 = icmp sgt i64 %500, 0
  br i1 %502, label %503, label %507

503:                                              ; preds = %499
  %504 = srem i64 %498, %10
  %505 = sub nsw i64 0, %504
  %506 = sdiv i64 %498, %10
  br label %511

507:                                              ; preds = %744, %494, %499
  br i1 %64, label %508, label %812

508:                                              ; preds = %507
  %509 = getelementptr i64, ptr %35, i64 %495
  %510 = getelementptr i32, ptr %36, i64 %495
  br label %771

511:                                              ; preds = %503, %744
  %512 = phi i64 [ 0, %744 ], [ %505, %503 ]
  %513 = phi i64 [ %517, %744 ], [ 0, %503 ]
  %514 = phi i64 [ %745, %744 ], [ %506, %503 ]
  %515 = add i64 %512, %10
  %516 = add i64 %515, %513
  %517 = tail call i64 @llvm.smin.i64(i64 %516, i64 %501)
  br i1 %64, label %518, label %605

518:                                              ; preds = %511
  %519 = trunc i64 %517 to i32
  %520 = shl nsw i32 -1, %519
  %521 = xor i32 %520, -1
  %522 = trunc i64 %513 to i32
  %523 = shl nsw i32 -1, %522
  %524 = and i32 %523, %521
  br i1 %394, label %603, label %525

525:                                              ; preds = %518
  br i1 %395, label %581, label %526

526:                                              ; preds = %525
  %527 = insertelement <8 x i32> poison, i32 %524, i64 0
  %528 = shufflevector <8 x i32> %527, <8 x i32> poison, <8 x i32> zeroinitializer
  %529 = insertelement <8 x i64> poison, i64 %514, i64 0
  %530 = shufflevector <8 x i64> %529, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %531

531:                                              ; preds = %531, %526
  %532 = phi i64 [ 0, %526 ], [ %577, %531 ]
  %533 = getelementptr inbounds nuw i64, ptr %286, i64 %532
  %534 = getelementptr inbounds nuw i8, ptr %533, i64 64
  %535 = getelementptr inbounds nuw i8, ptr %533, i64 128
  %536 = getelementptr inbounds nuw i8, ptr %533, i64 192
  %537 = load <8 x i64>, ptr %533, align 8
  %538 = load <8 x i64>, ptr %534, align 8
  %539 = load <8 x i64>, ptr %535, align 8
  %540 = load <8 x i64>, ptr %536, align 8
  %541 = add nsw <8 x i64> %537, %530
  %542 = add nsw <8 x i64> %538, %530
  %543 = add nsw <8 x i64> %539, %530
  %544 = add nsw <8 x i64> %540, %530
  %545 = icmp sgt <8 x i64> %541, splat (i64 -1)
  %546 = icmp sgt <8 x i64> %542, splat (i64 -1)
  %547 = icmp sgt <8 x i64> %543, splat (i64 -1)
  %548 = icmp sgt <8 x i64> %544, splat (i64 -1)
  %549 = getelementptr i64, ptr %287, i64 %532
  %550 = getelementptr i8, ptr %549, i64 64
  %551 = getelementptr i8, ptr %549, i64 128
  %552 = getelementptr i8, ptr %549, i64 192
  %553 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %549, <8 x i1> %545, <8 x i64> poison)
  %554 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %550, <8 x i1> %546, <8 x i64> poison)
  %555 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %551, <8 x i1> %547, <8 x i64> poison)
  %556 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %552, <8 x i1> %548, <8 x i64> poison)
  %557 = icmp slt <8 x i64> %541, %553
  %558 = icmp slt <8 x i64> %542, %554
  %559 = icmp slt <8 x i64> %543, %555
  %560 = icmp slt <8 x i64> %544, %556
  %561 = select <8 x i1> %545, <8 x i1> %557, <8 x i1> zeroinitializer
  %562 = select <8 x i1> %546, <8 x i1> %558, <8 x i1> zeroinitializer
  %563 = select <8 x i1> %547, <8 x i1> %559, <8 x i1> zeroinitializer
  %564 = select <8 x i1> %548, <8 x i1> %560, <8 x i1> zeroinitializer
  %565 = getelementptr i32, ptr %31, i64 %532
  %566 = getelementptr i8, ptr %565, i64 32
  %567 = getelementptr i8, ptr %565, i64 64
  %568 = getelementptr i8, ptr %565, i64 96
  %569 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %565, <8 x i1> %561, <8 x i32> poison)
  %570 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %566, <8 x i1> %562, <8 x i32> poison)
  %571 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %567, <8 x i1> %563, <8 x i32> poison)
  %572 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %568, <8 x i1> %564, <8 x i32> poison)
  %573 = or <8 x i32> %569, %528
  %574 = or <8 x i32> %570, %528
  %575 = or <8 x i32> %571, %528
  %576 = or <8 x i32> %572, %528
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %573, ptr align 16 %565, <8 x i1> %561)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %574, ptr align 16 %566, <8 x i1> %562)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %575, ptr align 16 %567, <8 x i1> %563)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %576, ptr align 16 %568, <8 x i1> %564)
  %577 = add nuw i64 %532, 32
  %578 = icmp eq i64 %577, %397
  br i1 %578, label %579, label %531

579:                                              ; preds = %531
  br i1 %398, label %605, label %580

580:                                              ; preds = %579
  br i1 %399, label %603, label %581

581:                                              ; preds = %525, %580
  %582 = phi i64 [ %397, %580 ], [ 0, %525 ]
  %583 = insertelement <8 x i32> poison, i32 %524, i64 0
  %584 = shufflevector <8 x i32> %583, <8 x i32> poison, <8 x i32> zeroinitializer
  %585 = insertelement <8 x i64> poison, i64 %514, i64 0
  %586 = shufflevector <8 x i64> %585, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %587

587:                                              ; preds = %587, %581
  %588 = phi i64 [ %582, %581 ], [ %600, %587 ]
  %589 = getelementptr inbounds nuw i64, ptr %286, i64 %588
  %590 = load <8 x i64>, ptr %589, align 8
  %591 = add nsw <8 x i64> %590, %586
  %592 = icmp sgt <8 x i64> %591, splat (i64 -1)
  %593 = getelementptr i64, ptr %287, i64 %588
  %594 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %593, <8 x i1> %592, <8 x i64> poison)
  %595 = icmp slt <8 x i64> %591, %594
  %596 = select <8 x i1> %592, <8 x i1> %595, <8 x i1> zeroinitializer
  %597 = getelementptr i32, ptr %31, i64 %588
  %598 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %597, <8 x i1> %596, <8 x i32> poison)
  %599 = or <8 x i32> %598, %584
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %599, ptr align 16 %597, <8 x i1> %596)
  %600 = add nuw i64 %588, 8
  %601 = icmp eq i64 %600, %400
  br i1 %601, label %602, label %587

602:                                              ; preds = %587
  br i1 %401, label %605, label %603

603:                                              ; preds = %518, %580, %602
  %604 = phi i64 [ 0, %518 ], [ %397, %580 ], [ %400, %602 ]
  br label %727

605:                                              ; preds = %741, %579, %602, %511
  br i1 %198, label %606, label %744

606:                                              ; preds = %605
  %607 = add i64 %513, %512
  br i1 %402, label %725, label %608

608:                                              ; preds = %606
  br i1 %403, label %694, label %609

609:                                              ; preds = %608
  %610 = insertelement <8 x i64> poison, i64 %607, i64 0
  %611 = shufflevector <8 x i64> %610, <8 x i64> poison, <8 x i32> zeroinitializer
  %612 = insertelement <8 x i64> poison, i64 %513, i64 0
  %613 = shufflevector <8 x i64> %612, <8 x i64> poison, <8 x i32> zeroinitializer
  %614 = insertelement <8 x i64> poison, i64 %517, i64 0
  %615 = shufflevector <8 x i64> %614, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %616

616:                                              ; preds = %616, %609
  %617 = phi i64 [ 0, %609 ], [ %690, %616 ]
  %618 = getelementptr inbounds nuw i64, ptr %288, i64 %617
  %619 = getelementptr inbounds nuw i8, ptr %618, i64 64
  %620 = getelementptr inbounds nuw i8, ptr %618, i64 128
  %621 = getelementptr inbounds nuw i8, ptr %618, i64 192
  %622 = load <8 x i64>, ptr %618, align 8
  %623 = load <8 x i64>, ptr %619, align 8
  %624 = load <8 x i64>, ptr %620, align 8
  %625 = load <8 x i64>, ptr %621, align 8
  %626 = sub <8 x i64> %611, %622
  %627 = sub <8 x i64> %611, %623
  %628 = sub <8 x i64> %611, %624
  %629 = sub <8 x i64> %611, %625
  %630 = getelementptr inbounds nuw i64, ptr %289, i64 %617
  %631 = getelementptr inbounds nuw i8, ptr %630, i64 64
  %632 = getelementptr inbounds nuw i8, ptr %630, i64 128
  %633 = getelementptr inbounds nuw i8, ptr %630, i64 192
  %634 = load <8 x i64>, ptr %630, align 8
  %635 = load <8 x i64>, ptr %631, align 8
  %636 = load <8 x i64>, ptr %632, align 8
  %637 = load <8 x i64>, ptr %633, align 8
  %638 = add nsw <8 x i64> %626, %634
  %639 = add nsw <8 x i64> %627, %635
  %640 = add nsw <8 x i64> %628, %636
  %641 = add nsw <8 x i64> %629, %637
  %642 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %626, <8 x i64> %613)
  %643 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %627, <8 x i64> %613)
  %644 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %628, <8 x i64> %613)
  %645 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %629, <8 x i64> %613)
  %646 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %638, <8 x i64> %615)
  %647 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %639, <8 x i64> %615)
  %648 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %640, <8 x i64> %615)
  %649 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %641, <8 x i64> %615)
  %650 = icmp slt <8 x i64> %642, %646
  %651 = icmp slt <8 x i64> %643, %647
  %652 = icmp slt <8 x i64> %644, %648
  %653 = icmp slt <8 x i64> %645, %649
  %654 = trunc <8 x i64> %646 to <8 x i32>
  %655 = trunc <8 x i64> %647 to <8 x i32>
  %656 = trunc <8 x i64> %648 to <8 x i32>
  %657 = trunc <8 x i64> %649 to <8 x i32>
  %658 = shl nsw <8 x i32> splat (i32 -1), %654
  %659 = shl nsw <8 x i32> splat (i32 -1), %655
  %660 = shl nsw <8 x i32> splat (i32 -1), %656
  %661 = shl nsw <8 x i32> splat (i32 -1), %657
  %662 = xor <8 x i32> %658, splat (i32 -1)
  %663 = xor <8 x i32> %659, splat (i32 -1)
  %664 = xor <8 x i32> %660, splat (i32 -1)
  %665 = xor <8 x i32> %661, splat (i32 -1)
  %666 = trunc <8 x i64> %642 to <8 x i32>
  %667 = trunc <8 x i64> %643 to <8 x i32>
  %668 = trunc <8 x i64> %644 to <8 x i32>
  %669 = trunc <8 x i64> %645 to <8 x i32>
  %670 = shl nsw <8 x i32> splat (i32 -1), %666
  %671 = shl nsw <8 x i32> splat (i32 -1), %667
  %672 = shl nsw <8 x i32> splat (i32 -1), %668
  %673 = shl nsw <8 x i32> splat (i32 -1), %669
  %674 = and <8 x i32> %670, %662
  %675 = and <8 x i32> %671, %663
  %676 = and <8 x i32> %672, %664
  %677 = and <8 x i32> %673, %665
  %678 = getelementptr i32, ptr %32, i64 %617
  %679 = getelementptr i8, ptr %678, i64 32
  %680 = getelementptr i8, ptr %678, i64 64
  %681 = getelementptr i8, ptr %678, i64 96
  %682 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %678, <8 x i1> %650, <8 x i32> poison)
  %683 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %679, <8 x i1> %651, <8 x i32> poison)
  %684 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %680, <8 x i1> %652, <8 x i32> poison)
  %685 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %681, <8 x i1> %653, <8 x i32> poison)
  %686 = or <8 x i32> %682, %674
  %687 = or <8 x i32> %683, %675
  %688 = or <8 x i32> %684, %676
  %689 = or <8 x i32> %685, %677
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %686, ptr align 16 %678, <8 x i1> %650)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %687, ptr align 16 %679, <8 x i1> %651)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %688, ptr align 16 %680, <8 x i1> %652)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %689, ptr align 16 %681, <8 x i1> %653)
  %690 = add nuw i64 %617, 32
  %691 = icmp eq i64 %690, %405
  br i1 %691, label %692, label %616

692:                                              ; preds = %616
  br i1 %406, label %744, label %693

693:                                              ; preds = %692
  br i1 %407, label %725, label %694

694:                                              ; preds = %608, %693
  %695 = phi i64 [ %405, %693 ], [ 0, %608 ]
  %696 = insertelement <8 x i64> poison, i64 %607, i64 0
  %697 = shufflevector <8 x i64> %696, <8 x i64> poison, <8 x i32> zeroinitializer
  %698 = insertelement <8 x i64> poison, i64 %513, i64 0
  %699 = shufflevector <8 x i64> %698, <8 x i64> poison, <8 x i32> zeroinitializer
  %700 = insertelement <8 x i64> poison, i64 %517, i64 0
  %701 = shufflevector <8 x i64> %700, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %702

702:                                              ; preds = %702, %694
  %703 = phi i64 [ %695, %694 ], [ %722, %702 ]
  %704 = getelementptr inbounds nuw i64, ptr %288, i64 %703
  %705 = load <8 x i64>, ptr %704, align 8
  %706 = sub <8 x i64> %697, %705
  %707 = getelementptr inbounds nuw i64, ptr %289, i64 %703
  %708 = load <8 x i64>, ptr %707, align 8
  %709 = add nsw <8 x i64> %706, %708
  %710 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %706, <8 x i64> %699)
  %711 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %709, <8 x i64> %701)
  %712 = icmp slt <8 x i64> %710, %711
  %713 = trunc <8 x i64> %711 to <8 x i32>
  %714 = shl nsw <8 x i32> splat (i32 -1), %713
  %715 = xor <8 x i32> %714, splat (i32 -1)
  %716 = trunc <8 x i64> %710 to <8 x i32>
  %717 = shl nsw <8 x i32> splat (i32 -1), %716
  %718 = and <8 x i32> %717, %715
  %719 = getelementptr i32, ptr %32, i64 %703
  %720 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %719, <8 x i1> %712, <8 x i32> poison)
  %721 = or <8 x i32> %720, %718
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %721, ptr align 16 %719, <8 x i1> %712)
  %722 = add nuw i64 %703, 8
  %723 = icmp eq i64 %722, %408
  br i1 %723, label %724, label %702

724:                                              ; preds = %702
  br i1 %409, label %744, label %725

725:                                              ; preds = %606, %693, %724
  %726 = phi i64 [ 0, %606 ], [ %405, %693 ], [ %408, %724 ]
  br label %747

727:                                              ; preds = %603, %741
  %728 = phi i64 [ %742, %741 ], [ %604, %603 ]
  %729 = getelementptr inbounds nuw i64, ptr %286, i64 %728
  %730 = load i64, ptr %729, align 8
  %731 = add nsw i64 %730, %514
  %732 = icmp sgt i64 %731, -1
  br i1 %732, label %733, label %741

733:                                              ; preds = %727
  %734 = getelementptr inbounds nuw i64, ptr %287, i64 %728
  %735 = load i64, ptr %734, align 8
  %736 = icmp slt i64 %731, %735
  br i1 %736, label %737, label %741

737:                                              ; preds = %733
  %738 = getelementptr inbounds nuw i32, ptr %31, i64 %728
  %739 = load i32, ptr %738, align 4
  %740 = or i32 %739, %524
  store i32 %740, ptr %738, align 4
  br label %741

741:                                              ; preds = %737, %733, %727
  %742 = add nuw nsw i64 %728, 1
  %743 = icmp eq i64 %742, %11
  br i1 %743, label %605, label %727

744:                                              ; preds = %768, %692, %724, %605
  %745 = add nsw i64 %514, 1
  %746 = icmp slt i64 %516, %501
  br i1 %746, label %511, label %507

747:                                              ; preds = %725, %768
  %748 = phi i64 [ %769, %768 ], [ %726, %725 ]
  %749 = getelementptr inbounds nuw i64, ptr %288, i64 %748
  %750 = load i64, ptr %749, align 8
  %751 = sub i64 %607, %750
  %752 = getelementptr inbounds nuw i64, ptr %289, i64 %748
  %753 = load i64, ptr %752, align 8
  %754 = add nsw i64 %751, %753
  %755 = tail call i64 @llvm.smax.i64(i64 %751, i64 %513)
  %756 = tail call i64 @llvm.smin.i64(i64 %754, i64 %517)
  %757 = icmp slt i64 %755, %756
  br i1 %757, label %758, label %768

758:                                              ; preds = %747
  %759 = trunc i64 %756 to i32
  %760 = shl nsw i32 -1, %759
  %761 = xor i32 %760, -1
  %762 = trunc i64 %755 to i32
  %763 = shl nsw i32 -1, %762
  %764 = and i32 %763, %761
  %765 = getelementptr inbounds nuw i32, ptr %32, i64 %748
  %766 = load i32, ptr %765, align 4
  %767 = or i32 %766, %764
  store i32 %767, ptr %765, align 4
  br label %768

768:                                              ; preds = %758, %747
  %769 = add nuw nsw i64 %748, 1
  %770 = icmp eq i64 %769, %12
  br i1 %770, label %744, label %747

771:                                              ; preds = %508, %815
  %772 = phi i64 [ 0, %508 ], [ %816, %815 ]
  br i1 %198, label %773, label %815

773:                                              ; preds = %771
  %774 = getelementptr inbounds nuw i64, ptr %34, i64 %772
  %775 = load i64, ptr %774, align 8
  %776 = getelementptr inbounds nuw i64, ptr %286, i64 %772
  %777 = load i64, ptr %776, align 8
  %778 = mul nsw i64 %777, %10
  %779 = add i64 %775, %498
  %780 = add i64 %779, %778
  %781 = mul nuw nsw i64 %772, %12
  %782 = getelementptr inbounds nuw i32, ptr %31, i64 %772
  %783 = load i32, ptr %782, align 4
  br i1 %410, label %810, label %784

784:                                              ; preds = %773
  %785 = insertelement <8 x i64> poison, i64 %780, i64 0
  %786 = shufflevector <8 x i64> %785, <8 x i64> poison, <8 x i32> zeroinitializer
  %787 = insertelement <8 x i64> poison, i64 %781, i64 0
  %788 = shufflevector <8 x i64> %787, <8 x i64> poison, <8 x i32> zeroinitializer
  %789 = insertelement <8 x i32> poison, i32 %783, i64 0
  %790 = shufflevector <8 x i32> %789, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %791

791:                                              ; preds = %791, %784
  %792 = phi i64 [ 0, %784 ], [ %806, %791 ]
  %793 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %784 ], [ %807, %791 ]
  %794 = getelementptr inbounds nuw i64, ptr %290, i64 %792
  %795 = load <8 x i64>, ptr %794, align 8
  %796 = getelementptr inbounds nuw i64, ptr %288, i64 %792
  %797 = load <8 x i64>, ptr %796, align 8
  %798 = add <8 x i64> %795, %786
  %799 = add nsw <8 x i64> %798, %797
  %800 = add nuw nsw <8 x i64> %793, %788
  %801 = getelementptr [3 x i64], ptr %509, <8 x i64> %800
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %799, <8 x ptr> align 8 %801, <8 x i1> splat (i1 true))
  %802 = getelementptr inbounds nuw i32, ptr %32, i64 %792
  %803 = load <8 x i32>, ptr %802, align 16
  %804 = and <8 x i32> %803, %790
  %805 = getelementptr [3 x i32], ptr %510, <8 x i64> %800
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %804, <8 x ptr> align 4 %805, <8 x i1> splat (i1 true))
  %806 = add nuw i64 %792, 8
  %807 = add nuw nsw <8 x i64> %793, splat (i64 8)
  %808 = icmp eq i64 %806, %411
  br i1 %808, label %809, label %791

809:                                              ; preds = %791
  br i1 %412, label %815, label %810

810:                                              ; preds = %773, %809
  %811 = phi i64 [ 0, %773 ], [ %411, %809 ]
  br label %818

812:                                              ; preds = %815, %507
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  %813 = add nuw nsw i64 %495, 1
  %814 = icmp eq i64 %813, 3
  br i1 %814, label %1014, label %494

815:                                              ; preds = %818, %809, %771
  %816 = add nuw nsw i64 %772, 1
  %817 = icmp eq i64 %816, %11
  br i1 %817, label %812, label %771

818:                                              ; preds = %810, %818
  %819 = phi i64 [ %832, %818 ], [ %811, %810 ]
  %820 = getelementptr inbounds nuw i64, ptr %290, i64 %819
  %821 = load i64, ptr %820, align 8
  %822 = getelementptr inbounds nuw i64, ptr %288, i64 %819
  %823 = load i64, ptr %822, align 8
  %824 = add i64 %821, %780
  %825 = add nsw i64 %824, %823
  %826 = add nuw nsw i64 %819, %781
  %827 = getelementptr [3 x i64], ptr %509, i64 %826
  store i64 %825, ptr %827, align 8
  %828 = getelementptr inbounds nuw i32, ptr %32, i64 %819
  %829 = load i32, ptr %828, align 4
  %830 = and i32 %829, %783
  %831 = getelementptr [3 x i32], ptr %510, i64 %826
  store i32 %830, ptr %831, align 4
  %832 = add nuw nsw i64 %819, 1
  %833 = icmp eq i64 %832, %12
  br i1 %833, label %815, label %818

834:                                              ; preds = %469
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  %835 = tail call i64 @llvm.smin.i64(i64 %470, i64 %464)
  %836 = sdiv i64 %835, %266
  store i64 %836, ptr %38, align 16
  %837 = srem i64 %835, %266
  %838 = shl nsw i64 %837, 4
  store i64 %838, ptr %39, align 16
  %839 = mul nsw i64 %836, %10
  %840 = add nsw i64 %838, %839
  store i64 %840, ptr %37, align 16
  %841 = icmp sgt i32 %474, 0
  %842 = sub nsw i64 %10, %838
  %843 = select i1 %841, i64 %842, i64 0
  %844 = add nsw i64 %470, 1
  %845 = tail call i64 @llvm.smin.i64(i64 %844, i64 %464)
  %846 = sdiv i64 %845, %266
  store i64 %846, ptr %305, align 8
  %847 = srem i64 %845, %266
  %848 = shl nsw i64 %847, 4
  store i64 %848, ptr %306, align 8
  %849 = mul nsw i64 %846, %10
  %850 = add nsw i64 %848, %849
  store i64 %850, ptr %307, align 8
  %851 = icmp sgt i32 %474, 1
  %852 = sub nsw i64 %10, %848
  %853 = select i1 %851, i64 %852, i64 0
  %854 = add nsw i64 %470, 2
  %855 = tail call i64 @llvm.smin.i64(i64 %854, i64 %464)
  %856 = sdiv i64 %855, %266
  store i64 %856, ptr %308, align 16
  %857 = srem i64 %855, %266
  %858 = shl nsw i64 %857, 4
  store i64 %858, ptr %309, align 16
  %859 = mul nsw i64 %856, %10
  %860 = add nsw i64 %858, %859
  store i64 %860, ptr %310, align 16
  %861 = icmp sgt i32 %474, 2
  %862 = sub nsw i64 %10, %858
  %863 = select i1 %861, i64 %862, i64 0
  br i1 %64, label %864, label %1013

864:                                              ; preds = %834
  %865 = sext i32 %474 to i64
  %866 = icmp slt i32 %474, 3
  %867 = icmp sgt i32 %474, 0
  %868 = load i64, ptr %63, align 8
  %869 = shl nsw i64 %865, 3
  %870 = sub i32 2, %474
  %871 = zext i32 %870 to i64
  %872 = shl nuw nsw i64 %871, 3
  %873 = add nuw nsw i64 %872, 8
  %874 = shl nsw i64 %865, 2
  %875 = shl nuw nsw i64 %871, 2
  %876 = add nuw nsw i64 %875, 4
  %877 = getelementptr i8, ptr %35, i64 %869
  %878 = getelementptr i8, ptr %36, i64 %874
  %879 = zext i32 %474 to i64
  %880 = icmp ult i32 %474, 8
  %881 = and i64 %879, 4294967288
  %882 = insertelement <8 x i64> poison, i64 %868, i64 0
  %883 = shufflevector <8 x i64> %882, <8 x i64> poison, <8 x i32> zeroinitializer
  %884 = icmp eq i64 %881, %879
  br label %885

885:                                              ; preds = %864, %898
  %886 = phi i64 [ 0, %864 ], [ %899, %898 ]
  br i1 %198, label %887, label %898

887:                                              ; preds = %885
  %888 = mul i64 %301, %886
  %889 = mul i64 %302, %886
  %890 = mul nuw nsw i64 %886, %12
  %891 = getelementptr inbounds nuw i64, ptr %286, i64 %886
  %892 = getelementptr inbounds nuw i64, ptr %287, i64 %886
  %893 = getelementptr inbounds nuw i64, ptr %34, i64 %886
  %894 = getelementptr i8, ptr %877, i64 %888
  %895 = getelementptr i8, ptr %878, i64 %889
  %896 = insertelement <8 x ptr> poison, ptr %892, i64 0
  %897 = shufflevector <8 x ptr> %896, <8 x ptr> poison, <8 x i32> zeroinitializer
  br label %901

898:                                              ; preds = %971, %885
  %899 = add nuw nsw i64 %886, 1
  %900 = icmp eq i64 %899, %11
  br i1 %900, label %1013, label %885

901:                                              ; preds = %887, %971
  %902 = phi i64 [ 0, %887 ], [ %972, %971 ]
  %903 = add nuw nsw i64 %902, %890
  br i1 %866, label %904, label %909

904:                                              ; preds = %901
  %905 = mul i64 %902, 24
  %906 = getelementptr i8, ptr %894, i64 %905
  %907 = mul i64 %902, 12
  %908 = getelementptr i8, ptr %895, i64 %907
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %906, i8 0, i64 %873, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %908, i8 0, i64 %876, i1 false)
  br i1 %867, label %909, label %971

909:                                              ; preds = %901, %904
  %910 = load i64, ptr %891, align 8
  %911 = getelementptr inbounds nuw i64, ptr %288, i64 %902
  %912 = load i64, ptr %911, align 8
  %913 = getelementptr inbounds nuw i64, ptr %289, i64 %902
  %914 = load i64, ptr %913, align 8
  %915 = load i64, ptr %893, align 8
  %916 = getelementptr inbounds nuw i64, ptr %290, i64 %902
  %917 = load i64, ptr %916, align 8
  %918 = add i64 %915, %917
  %919 = getelementptr inbounds nuw [3 x i64], ptr %35, i64 %903
  %920 = getelementptr inbounds nuw [3 x i32], ptr %36, i64 %903
  br i1 %880, label %969, label %921

921:                                              ; preds = %909
  %922 = insertelement <8 x i64> poison, i64 %910, i64 0
  %923 = shufflevector <8 x i64> %922, <8 x i64> poison, <8 x i32> zeroinitializer
  %924 = insertelement <8 x i64> poison, i64 %912, i64 0
  %925 = shufflevector <8 x i64> %924, <8 x i64> poison, <8 x i32> zeroinitializer
  %926 = insertelement <8 x i64> poison, i64 %914, i64 0
  %927 = shufflevector <8 x i64> %926, <8 x i64> poison, <8 x i32> zeroinitializer
  %928 = insertelement <8 x i64> poison, i64 %918, i64 0
  %929 = shufflevector <8 x i64> %928, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %930

930:                                              ; preds = %930, %921
  %931 = phi i64 [ 0, %921 ], [ %966, %930 ]
  %932 = getelementptr inbounds nuw i64, ptr %38, i64 %931
  %933 = load <8 x i64>, ptr %932, align 16
  %934 = add nsw <8 x i64> %923, %933
  %935 = getelementptr inbounds nuw i64, ptr %39, i64 %931
  %936 = load <8 x i64>, ptr %935, align 16
  %937 = add nsw <8 x i64> %925, %936
  %938 = icmp sgt <8 x i64> %934, splat (i64 -1)
  %939 = call <8 x i64> @llvm.masked.gather.v8i64.v8p0(<8 x ptr> align 8 %897, <8 x i1> %938, <8 x i64> poison)
  %940 = icmp slt <8 x i64> %934, %939
  %941 = freeze <8 x i1> %940
  %942 = and <8 x i1> %938, %941
  %943 = icmp slt <8 x i64> %937, zeroinitializer
  %944 = sub nsw <8 x i64> zeroinitializer, %937
  %945 = select <8 x i1> %943, <8 x i64> %944, <8 x i64> zeroinitializer
  %946 = sub nsw <8 x i64> %927, %937
  %947 = sub nsw <8 x i64> %414, %936
  %948 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %946, <8 x i64> %947)
  %949 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %948, <8 x i64> splat (i64 16))
  %950 = icmp sgt <8 x i64> %949, %945
  %951 = and <8 x i1> %938, %941
  %952 = select <8 x i1> %951, <8 x i1> %950, <8 x i1> zeroinitializer
  %953 = select <8 x i1> %942, <8 x i64> %934, <8 x i64> zeroinitializer
  %954 = mul nsw <8 x i64> %883, %953
  %955 = add <8 x i64> %937, %929
  %956 = add <8 x i64> %955, %954
  %957 = getelementptr inbounds nuw i64, ptr %919, i64 %931
  store <8 x i64> %956, ptr %957, align 8
  %958 = trunc <8 x i64> %949 to <8 x i32>
  %959 = shl nsw <8 x i32> splat (i32 -1), %958
  %960 = xor <8 x i32> %959, splat (i32 -1)
  %961 = trunc <8 x i64> %945 to <8 x i32>
  %962 = shl nsw <8 x i32> splat (i32 -1), %961
  %963 = and <8 x i32> %962, %960
  %964 = select <8 x i1> %952, <8 x i32> %963, <8 x i32> zeroinitializer
  %965 = getelementptr inbounds nuw i32, ptr %920, i64 %931
  store <8 x i32> %964, ptr %965, align 4
  %966 = add nuw i64 %931, 8
  %967 = icmp eq i64 %966, %881
  br i1 %967, label %968, label %930

968:                                              ; preds = %930
  br i1 %884, label %971, label %969

969:                                              ; preds = %909, %968
  %970 = phi i64 [ 0, %909 ], [ %881, %968 ]
  br label %974

971:                                              ; preds = %987, %968, %904
  %972 = add nuw nsw i64 %902, 1
  %973 = icmp eq i64 %972, %12
  br i1 %973, label %898, label %901

974:                                              ; preds = %969, %987
  %975 = phi i64 [ %1011, %987 ], [ %970, %969 ]
  %976 = getelementptr inbounds nuw i64, ptr %38, i64 %975
  %977 = load i64, ptr %976, align 8
  %978 = add nsw i64 %910, %977
  %979 = getelementptr inbounds nuw i64, ptr %39, i64 %975
  %980 = load i64, ptr %979, align 8
  %981 = add nsw i64 %912, %980
  %982 = icmp sgt i64 %978, -1
  br i1 %982, label %983, label %987

983:                                              ; preds = %974
  %984 = load i64, ptr %892, align 8
  %985 = icmp slt i64 %978, %984
  %986 = freeze i1 %985
  br label %987

987:                                              ; preds = %983, %974
  %988 = phi i1 [ false, %974 ], [ %986, %983 ]
  %989 = icmp slt i64 %981, 0
  %990 = sub nsw i64 0, %981
  %991 = select i1 %989, i64 %990, i64 0
  %992 = sub nsw i64 %914, %981
  %993 = sub nsw i64 %10, %980
  %994 = tail call i64 @llvm.smin.i64(i64 %992, i64 %993)
  %995 = tail call i64 @llvm.smin.i64(i64 %994, i64 16)
  %996 = icmp sgt i64 %995, %991
  %997 = select i1 %988, i1 %996, i1 false
  %998 = select i1 %988, i64 %978, i64 0
  %999 = mul nsw i64 %868, %998
  %1000 = add i64 %981, %918
  %1001 = add i64 %1000, %999
  %1002 = getelementptr inbounds nuw i64, ptr %919, i64 %975
  store i64 %1001, ptr %1002, align 8
  %1003 = trunc i64 %995 to i32
  %1004 = shl nsw i32 -1, %1003
  %1005 = xor i32 %1004, -1
  %1006 = trunc i64 %991 to i32
  %1007 = shl nsw i32 -1, %1006
  %1008 = and i32 %1007, %1005
  %1009 = select i1 %997, i32 %1008, i32 0
  %1010 = getelementptr inbounds nuw i32, ptr %920, i64 %975
  store i32 %1009, ptr %1010, align 4
  %1011 = add nuw nsw i64 %975, 1
  %1012 = icmp eq i64 %1011, %879
  br i1 %1012, label %971, label %974

1013:                                             ; preds = %898, %834
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  br label %1014

1014:                                             ; preds = %812, %1013
  %1015 = phi i64 [ %863, %1013 ], [ %493, %812 ]
  %1016 = phi i64 [ %853, %1013 ], [ %487, %812 ]
  %1017 = phi i64 [ %843, %1013 ], [ %481, %812 ]
  %1018 = phi i64 [ %860, %1013 ], [ %490, %812 ]
  %1019 = phi i64 [ %850, %1013 ], [ %484, %812 ]
  %1020 = phi i64 [ %840, %1013 ], [ %478, %812 ]
  br i1 %465, label %1021, label %1092

1021:                                             ; preds = %1014
  %1022 = icmp sgt i64 %1017, 15
  %1023 = trunc i64 %1017 to i32
  %1024 = shl nsw i32 -1, %1023
  %1025 = trunc i32 %1024 to i16
  %1026 = xor i16 %1025, -1
  %1027 = select i1 %1022, i16 -1, i16 %1026
  %1028 = icmp sgt i64 %1016, 15
  %1029 = trunc i64 %1016 to i32
  %1030 = shl nsw i32 -1, %1029
  %1031 = trunc i32 %1030 to i16
  %1032 = xor i16 %1031, -1
  %1033 = select i1 %1028, i16 -1, i16 %1032
  %1034 = bitcast i16 %1027 to <16 x i1>
  %1035 = bitcast i16 %1033 to <16 x i1>
  %1036 = bitcast i16 %1027 to <16 x i1>
  %1037 = bitcast i16 %1033 to <16 x i1>
  %1038 = icmp sgt i64 %1017, 15
  %1039 = trunc i64 %1017 to i32
  %1040 = shl nsw i32 -1, %1039
  %1041 = trunc i32 %1040 to i16
  %1042 = xor i16 %1041, -1
  %1043 = select i1 %1038, i16 -1, i16 %1042
  %1044 = bitcast i16 %1043 to <16 x i1>
  %1045 = getelementptr float, ptr %454, i64 %1020
  %1046 = bitcast i16 %1043 to <16 x i1>
  %1047 = getelementptr float, ptr %454, i64 %1020
  %1048 = bitcast i16 %1043 to <16 x i1>
  %1049 = getelementptr float, ptr %454, i64 %1020
  %1050 = bitcast i16 %1043 to <16 x i1>
  %1051 = getelementptr float, ptr %454, i64 %1020
  %1052 = bitcast i16 %1043 to <16 x i1>
  %1053 = getelementptr float, ptr %454, i64 %1020
  %1054 = bitcast i16 %1043 to <16 x i1>
  %1055 = getelementptr float, ptr %454, i64 %1020
  %1056 = bitcast i16 %1043 to <16 x i1>
  %1057 = getelementptr float, ptr %454, i64 %1020
  %1058 = bitcast i16 %1043 to <16 x i1>
  %1059 = getelementptr float, ptr %454, i64 %1020
  %1060 = bitcast i16 %1043 to <16 x i1>
  %1061 = bitcast i16 %1043 to <16 x i1>
  %1062 = bitcast i16 %1043 to <16 x i1>
  %1063 = bitcast i16 %1043 to <16 x i1>
  %1064 = bitcast i16 %1043 to <16 x i1>
  %1065 = bitcast i16 %1043 to <16 x i1>
  %1066 = bitcast i16 %1043 to <16 x i1>
  %1067 = bitcast i16 %1043 to <16 x i1>
  %1068 = icmp sgt i64 %1017, 15
  %1069 = trunc i64 %1017 to i32
  %1070 = shl nsw i32 -1, %1069
  %1071 = trunc i32 %1070 to i16
  %1072 = xor i16 %1071, -1
  %1073 = select i1 %1068, i16 -1, i16 %1072
  %1074 = icmp sgt i64 %1016, 15
  %1075 = trunc i64 %1016 to i32
  %1076 = shl nsw i32 -1, %1075
  %1077 = trunc i32 %1076 to i16
  %1078 = xor i16 %1077, -1
  %1079 = select i1 %1074, i16 -1, i16 %1078
  %1080 = icmp sgt i64 %1015, 15
  %1081 = trunc i64 %1015 to i32
  %1082 = shl nsw i32 -1, %1081
  %1083 = trunc i32 %1082 to i16
  %1084 = xor i16 %1083, -1
  %1085 = select i1 %1080, i16 -1, i16 %1084
  %1086 = bitcast i16 %1073 to <16 x i1>
  %1087 = bitcast i16 %1079 to <16 x i1>
  %1088 = bitcast i16 %1085 to <16 x i1>
  %1089 = bitcast i16 %1073 to <16 x i1>
  %1090 = bitcast i16 %1079 to <16 x i1>
  %1091 = bitcast i16 %1085 to <16 x i1>
  br label %1095

1092:                                             ; preds = %3829, %1014
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  %1093 = add nsw i64 %470, 3
  %1094 = icmp slt i64 %1093, %450
  br i1 %1094, label %469, label %466

1095:                                             ; preds = %1021, %3829
  %1096 = phi i64 [ %3830, %3829 ], [ %461, %1021 ]
  %1097 = sub nsw i64 %447, %1096
  %1098 = icmp sgt i64 %1097, 7
  %1099 = select i1 %1098, i64 %1096, i64 %291
  %1100 = sub nsw i64 %1096, %1099
  switch i32 %474, label %3184 [
    i32 1, label %1101
    i32 2, label %1828
  ]

1101:                                             ; preds = %1095
  br i1 %294, label %1135, label %1102

1102:                                             ; preds = %1101
  %1103 = getelementptr inbounds float, ptr %42, i64 %1099
  %1104 = load float, ptr %1103, align 4
  %1105 = insertelement <16 x float> poison, float %1104, i64 0
  %1106 = shufflevector <16 x float> %1105, <16 x float> poison, <16 x i32> zeroinitializer
  %1107 = getelementptr inbounds nuw i8, ptr %1103, i64 4
  %1108 = load float, ptr %1107, align 4
  %1109 = insertelement <16 x float> poison, float %1108, i64 0
  %1110 = shufflevector <16 x float> %1109, <16 x float> poison, <16 x i32> zeroinitializer
  %1111 = getelementptr inbounds nuw i8, ptr %1103, i64 8
  %1112 = load float, ptr %1111, align 4
  %1113 = insertelement <16 x float> poison, float %1112, i64 0
  %1114 = shufflevector <16 x float> %1113, <16 x float> poison, <16 x i32> zeroinitializer
  %1115 = getelementptr inbounds nuw i8, ptr %1103, i64 12
  %1116 = load float, ptr %1115, align 4
  %1117 = insertelement <16 x float> poison, float %1116, i64 0
  %1118 = shufflevector <16 x float> %1117, <16 x float> poison, <16 x i32> zeroinitializer
  %1119 = getelementptr inbounds nuw i8, ptr %1103, i64 16
  %1120 = load float, ptr %1119, align 4
  %1121 = insertelement <16 x float> poison, float %1120, i64 0
  %1122 = shufflevector <16 x float> %1121, <16 x float> poison, <16 x i32> zeroinitializer
  %1123 = getelementptr inbounds nuw i8, ptr %1103, i64 20
  %1124 = load float, ptr %1123, align 4
  %1125 = insertelement <16 x float> poison, float %1124, i64 0
  %1126 = shufflevector <16 x float> %1125, <16 x float> poison, <16 x i32> zeroinitializer
  %1127 = getelementptr inbounds nuw i8, ptr %1103, i64 24
  %1128 = load float, ptr %1127, align 4
  %1129 = insertelement <16 x float> poison, float %1128, i64 0
  %1130 = shufflevector <16 x float> %1129, <16 x float> poison, <16 x i32> zeroinitializer
  %1131 = getelementptr inbounds nuw i8, ptr %1103, i64 28
  %1132 = load float, ptr %1131, align 4
  %1133 = insertelement <16 x float> poison, float %1132, i64 0
  %1134 = shufflevector <16 x float> %1133, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1167

1135:                                             ; preds = %1101
  %1136 = mul nsw i64 %1099, %264
  %1137 = getelementptr float, ptr %1045, i64 %1136
  %1138 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1137, <16 x i1> %1044, <16 x float> zeroinitializer)
  %1139 = add nsw i64 %1099, 1
  %1140 = mul nsw i64 %1139, %264
  %1141 = getelementptr float, ptr %1047, i64 %1140
  %1142 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1141, <16 x i1> %1046, <16 x float> zeroinitializer)
  %1143 = add nsw i64 %1099, 2
  %1144 = mul nsw i64 %1143, %264
  %1145 = getelementptr float, ptr %1049, i64 %1144
  %1146 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1145, <16 x i1> %1048, <16 x float> zeroinitializer)
  %1147 = add nsw i64 %1099, 3
  %1148 = mul nsw i64 %1147, %264
  %1149 = getelementptr float, ptr %1051, i64 %1148
  %1150 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1149, <16 x i1> %1050, <16 x float> zeroinitializer)
  %1151 = add nsw i64 %1099, 4
  %1152 = mul nsw i64 %1151, %264
  %1153 = getelementptr float, ptr %1053, i64 %1152
  %1154 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1153, <16 x i1> %1052, <16 x float> zeroinitializer)
  %1155 = add nsw i64 %1099, 5
  %1156 = mul nsw i64 %1155, %264
  %1157 = getelementptr float, ptr %1055, i64 %1156
  %1158 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1157, <16 x i1> %1054, <16 x float> zeroinitializer)
  %1159 = add nsw i64 %1099, 6
  %1160 = mul nsw i64 %1159, %264
  %1161 = getelementptr float, ptr %1057, i64 %1160
  %1162 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1161, <16 x i1> %1056, <16 x float> zeroinitializer)
  %1163 = add nsw i64 %1099, 7
  %1164 = mul nsw i64 %1163, %264
  %1165 = getelementptr float, ptr %1059, i64 %1164
  %1166 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1165, <16 x i1> %1058, <16 x float> zeroinitializer)
  br label %1167

1167:                                             ; preds = %1135, %1102
  %1168 = phi <16 x float> [ %1162, %1135 ], [ %1130, %1102 ]
  %1169 = phi <16 x float> [ %1154, %1135 ], [ %1122, %1102 ]
  %1170 = phi <16 x float> [ %1146, %1135 ], [ %1114, %1102 ]
  %1171 = phi <16 x float> [ %1138, %1135 ], [ %1106, %1102 ]
  %1172 = phi <16 x float> [ %1142, %1135 ], [ %1110, %1102 ]
  %1173 = phi <16 x float> [ %1150, %1135 ], [ %1118, %1102 ]
  %1174 = phi <16 x float> [ %1158, %1135 ], [ %1126, %1102 ]
  %1175 = phi <16 x float> [ %1166, %1135 ], [ %1134, %1102 ]
  %1176 = mul i64 %295, %1099
  %1177 = getelementptr inbounds float, ptr %41, i64 %1176
  br i1 %296, label %1203, label %1189

1178:                                             ; preds = %1244, %1203
  %1179 = phi <16 x float> [ %1204, %1203 ], [ %1245, %1244 ]
  %1180 = phi <16 x float> [ %1205, %1203 ], [ %1246, %1244 ]
  %1181 = phi <16 x float> [ %1206, %1203 ], [ %1247, %1244 ]
  %1182 = phi <16 x float> [ %1207, %1203 ], [ %1248, %1244 ]
  %1183 = phi <16 x float> [ %1208, %1203 ], [ %1249, %1244 ]
  %1184 = phi <16 x float> [ %1209, %1203 ], [ %1250, %1244 ]
  %1185 = phi <16 x float> [ %1210, %1203 ], [ %1251, %1244 ]
  %1186 = phi <16 x float> [ %1211, %1203 ], [ %1252, %1244 ]
  %1187 = icmp slt i64 %1216, %5
  %1188 = add i64 %1212, -16
  br i1 %1187, label %1203, label %1189

1189:                                             ; preds = %1178, %1167
  %1190 = phi <16 x float> [ %1171, %1167 ], [ %1179, %1178 ]
  %1191 = phi <16 x float> [ %1172, %1167 ], [ %1180, %1178 ]
  %1192 = phi <16 x float> [ %1170, %1167 ], [ %1181, %1178 ]
  %1193 = phi <16 x float> [ %1173, %1167 ], [ %1182, %1178 ]
  %1194 = phi <16 x float> [ %1169, %1167 ], [ %1183, %1178 ]
  %1195 = phi <16 x float> [ %1174, %1167 ], [ %1184, %1178 ]
  %1196 = phi <16 x float> [ %1168, %1167 ], [ %1185, %1178 ]
  %1197 = phi <16 x float> [ %1175, %1167 ], [ %1186, %1178 ]
  %1198 = mul nsw i64 %1099, %264
  %1199 = icmp sgt i64 %1100, 0
  %1200 = add nsw i64 %1020, %1198
  %1201 = select i1 %1199, <16 x i1> zeroinitializer, <16 x i1> %1060
  %1202 = getelementptr inbounds float, ptr %459, i64 %1200
  br i1 %298, label %1371, label %1312

1203:                                             ; preds = %1167, %1178
  %1204 = phi <16 x float> [ %1179, %1178 ], [ %1171, %1167 ]
  %1205 = phi <16 x float> [ %1180, %1178 ], [ %1172, %1167 ]
  %1206 = phi <16 x float> [ %1181, %1178 ], [ %1170, %1167 ]
  %1207 = phi <16 x float> [ %1182, %1178 ], [ %1173, %1167 ]
  %1208 = phi <16 x float> [ %1183, %1178 ], [ %1169, %1167 ]
  %1209 = phi <16 x float> [ %1184, %1178 ], [ %1174, %1167 ]
  %1210 = phi <16 x float> [ %1185, %1178 ], [ %1168, %1167 ]
  %1211 = phi <16 x float> [ %1186, %1178 ], [ %1175, %1167 ]
  %1212 = phi i64 [ %1188, %1178 ], [ %5, %1167 ]
  %1213 = phi i64 [ %1216, %1178 ], [ 0, %1167 ]
  %1214 = call i64 @llvm.smin.i64(i64 %1212, i64 16)
  %1215 = add i64 %1214, %1213
  %1216 = add nuw nsw i64 %1213, 16
  br i1 %297, label %1217, label %1178

1217:                                             ; preds = %1203
  %1218 = sub nsw i64 %5, %1213
  %1219 = icmp sgt i64 %1218, 15
  %1220 = mul nsw i64 %1213, %292
  %1221 = getelementptr inbounds float, ptr %452, i64 %1220
  %1222 = mul nuw nsw i64 %1213, %293
  %1223 = getelementptr inbounds nuw float, ptr %1177, i64 %1222
  %1224 = icmp sgt i64 %5, %1213
  %1225 = or i1 %1219, %1224
  br label %1226

1226:                                             ; preds = %1217, %1244
  %1227 = phi <16 x float> [ %1204, %1217 ], [ %1245, %1244 ]
  %1228 = phi <16 x float> [ %1205, %1217 ], [ %1246, %1244 ]
  %1229 = phi <16 x float> [ %1206, %1217 ], [ %1247, %1244 ]
  %1230 = phi <16 x float> [ %1207, %1217 ], [ %1248, %1244 ]
  %1231 = phi <16 x float> [ %1208, %1217 ], [ %1249, %1244 ]
  %1232 = phi <16 x float> [ %1209, %1217 ], [ %1250, %1244 ]
  %1233 = phi <16 x float> [ %1210, %1217 ], [ %1251, %1244 ]
  %1234 = phi <16 x float> [ %1211, %1217 ], [ %1252, %1244 ]
  %1235 = phi i64 [ 0, %1217 ], [ %1253, %1244 ]
  %1236 = getelementptr inbounds nuw [3 x i64], ptr %35, i64 %1235
  %1237 = load i64, ptr %1236, align 8
  br i1 %1225, label %1238, label %1244

1238:                                             ; preds = %1226
  %1239 = getelementptr inbounds nuw [3 x i32], ptr %36, i64 %1235
  %1240 = load i32, ptr %1239, align 4
  %1241 = getelementptr inbounds nuw float, ptr %1223, i64 %1235
  %1242 = trunc i32 %1240 to i16
  %1243 = bitcast i16 %1242 to <16 x i1>
  br label %1255

1244:                                             ; preds = %1255, %1226
  %1245 = phi <16 x float> [ %1227, %1226 ], [ %1272, %1255 ]
  %1246 = phi <16 x float> [ %1228, %1226 ], [ %1277, %1255 ]
  %1247 = phi <16 x float> [ %1229, %1226 ], [ %1282, %1255 ]
  %1248 = phi <16 x float> [ %1230, %1226 ], [ %1287, %1255 ]
  %1249 = phi <16 x float> [ %1231, %1226 ], [ %1292, %1255 ]
  %1250 = phi <16 x float> [ %1232, %1226 ], [ %1297, %1255 ]
  %1251 = phi <16 x float> [ %1233, %1226 ], [ %1302, %1255 ]
  %1252 = phi <16 x float> [ %1234, %1226 ], [ %1307, %1255 ]
  %1253 = add nuw nsw i64 %1235, 1
  %1254 = icmp eq i64 %1253, %293
  br i1 %1254, label %1178, label %1226

1255:                                             ; preds = %1238, %1255
  %1256 = phi <16 x float> [ %1227, %1238 ], [ %1272, %1255 ]
  %1257 = phi <16 x float> [ %1228, %1238 ], [ %1277, %1255 ]
  %1258 = phi <16 x float> [ %1229, %1238 ], [ %1282, %1255 ]
  %1259 = phi <16 x float> [ %1230, %1238 ], [ %1287, %1255 ]
  %1260 = phi <16 x float> [ %1231, %1238 ], [ %1292, %1255 ]
  %1261 = phi <16 x float> [ %1232, %1238 ], [ %1297, %1255 ]
  %1262 = phi <16 x float> [ %1233, %1238 ], [ %1302, %1255 ]
  %1263 = phi <16 x float> [ %1234, %1238 ], [ %1307, %1255 ]
  %1264 = phi i64 [ %1213, %1238 ], [ %1308, %1255 ]
  %1265 = phi ptr [ %1241, %1238 ], [ %1310, %1255 ]
  %1266 = phi ptr [ %1221, %1238 ], [ %1309, %1255 ]
  %1267 = getelementptr inbounds float, ptr %1266, i64 %1237
  %1268 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1267, <16 x i1> %1243, <16 x float> zeroinitializer)
  %1269 = load float, ptr %1265, align 4
  %1270 = insertelement <16 x float> poison, float %1269, i64 0
  %1271 = shufflevector <16 x float> %1270, <16 x float> poison, <16 x i32> zeroinitializer
  %1272 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1268, <16 x float> %1271, <16 x float> %1256)
  %1273 = getelementptr inbounds float, ptr %1265, i64 %295
  %1274 = load float, ptr %1273, align 4
  %1275 = insertelement <16 x float> poison, float %1274, i64 0
  %1276 = shufflevector <16 x float> %1275, <16 x float> poison, <16 x i32> zeroinitializer
  %1277 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1268, <16 x float> %1276, <16 x float> %1257)
  %1278 = getelementptr inbounds i8, ptr %1265, i64 %327
  %1279 = load float, ptr %1278, align 4
  %1280 = insertelement <16 x float> poison, float %1279, i64 0
  %1281 = shufflevector <16 x float> %1280, <16 x float> poison, <16 x i32> zeroinitializer
  %1282 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1268, <16 x float> %1281, <16 x float> %1258)
  %1283 = getelementptr inbounds i8, ptr %1265, i64 %328
  %1284 = load float, ptr %1283, align 4
  %1285 = insertelement <16 x float> poison, float %1284, i64 0
  %1286 = shufflevector <16 x float> %1285, <16 x float> poison, <16 x i32> zeroinitializer
  %1287 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1268, <16 x float> %1286, <16 x float> %1259)
  %1288 = getelementptr inbounds i8, ptr %1265, i64 %329
  %1289 = load float, ptr %1288, align 4
  %1290 = insertelement <16 x float> poison, float %1289, i64 0
  %1291 = shufflevector <16 x float> %1290, <16 x float> poison, <16 x i32> zeroinitializer
  %1292 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1268, <16 x float> %1291, <16 x float> %1260)
  %1293 = getelementptr inbounds i8, ptr %1265, i64 %330
  %1294 = load float, ptr %1293, align 4
  %1295 = insertelement <16 x float> poison, float %1294, i64 0
  %1296 = shufflevector <16 x float> %1295, <16 x float> poison, <16 x i32> zeroinitializer
  %1297 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1268, <16 x float> %1296, <16 x float> %1261)
  %1298 = getelementptr inbounds i8, ptr %1265, i64 %331
  %1299 = load float, ptr %1298, align 4
  %1300 = insertelement <16 x float> poison, float %1299, i64 0
  %1301 = shufflevector <16 x float> %1300, <16 x float> poison, <16 x i32> zeroinitializer
  %1302 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1268, <16 x float> %1301, <16 x float> %1262)
  %1303 = getelementptr inbounds i8, ptr %1265, i64 %332
  %1304 = load float, ptr %1303, align 4
  %1305 = insertelement <16 x float> poison, float %1304, i64 0
  %1306 = shufflevector <16 x float> %1305, <16 x float> poison, <16 x i32> zeroinitializer
  %1307 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1268, <16 x float> %1306, <16 x float> %1263)
  %1308 = add nuw nsw i64 %1264, 1
  %1309 = getelementptr inbounds float, ptr %1266, i64 %292
  %1310 = getelementptr inbounds nuw float, ptr %1265, i64 %293
  %1311 = icmp eq i64 %1308, %1215
  br i1 %1311, label %1244, label %1255

1312:                                             ; preds = %1189
  %1313 = getelementptr inbounds float, ptr %457, i64 %1200
  switch i64 %333, label %1331 [
    i64 1, label %1314
    i64 2, label %1317
    i64 3, label %1324
    i64 0, label %1371
  ]

1314:                                             ; preds = %1312
  %1315 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1313, <16 x i1> %1201, <16 x float> zeroinitializer)
  %1316 = fadd <16 x float> %1190, %1315
  br label %1333

1317:                                             ; preds = %1312
  %1318 = bitcast <16 x float> %1190 to <8 x i64>
  %1319 = or <8 x i64> %1318, %300
  %1320 = fcmp oeq <16 x float> %1190, %53
  %1321 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1190, i32 4)
  %1322 = bitcast <8 x i64> %1319 to <16 x float>
  %1323 = select <16 x i1> %1320, <16 x float> %1322, <16 x float> %1321
  br label %1333

1324:                                             ; preds = %1312
  %1325 = bitcast <16 x float> %1190 to <8 x i64>
  %1326 = and <8 x i64> %1325, %299
  %1327 = fcmp oeq <16 x float> %1190, %50
  %1328 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1190, i32 4)
  %1329 = bitcast <8 x i64> %1326 to <16 x float>
  %1330 = select <16 x i1> %1327, <16 x float> %1329, <16 x float> %1328
  br label %1333

1331:                                             ; preds = %1312
  unreachable

1332:                                             ; preds = %1807, %1788, %1769, %1742, %1723, %1704, %1677, %1658, %1639, %1612, %1593, %1574, %1547, %1528, %1509, %1482, %1463, %1444, %1417, %1398, %1379, %1352, %1333, %2274, %2255, %2236, %2212, %2193, %2174, %2301, %2320, %2339, %2363, %2382, %2401, %2428, %2447, %2466, %2490, %2509, %2528, %2555, %2574, %2593, %2617, %2636, %2655, %2682, %2701, %2720, %2744, %2763, %2782, %2809, %2828, %2847, %2871, %2890, %2909, %2936, %2955, %2974, %2998, %3017, %3036, %3063, %3082, %3101, %3125, %3144, %3163, %3805, %3786, %3767, %3741, %3722, %3703, %3677, %3658, %3639
  unreachable

1333:                                             ; preds = %1324, %1317, %1314
  %1334 = phi <16 x float> [ %1316, %1314 ], [ %1323, %1317 ], [ %1330, %1324 ]
  switch i64 %335, label %1332 [
    i64 1, label %1349
    i64 2, label %1342
    i64 3, label %1335
    i64 0, label %1371
  ]

1335:                                             ; preds = %1333
  %1336 = bitcast <16 x float> %1334 to <8 x i64>
  %1337 = and <8 x i64> %1336, %299
  %1338 = fcmp oeq <16 x float> %1334, %50
  %1339 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1334, i32 4)
  %1340 = bitcast <8 x i64> %1337 to <16 x float>
  %1341 = select <16 x i1> %1338, <16 x float> %1340, <16 x float> %1339
  br label %1352

1342:                                             ; preds = %1333
  %1343 = bitcast <16 x float> %1334 to <8 x i64>
  %1344 = or <8 x i64> %1343, %300
  %1345 = fcmp oeq <16 x float> %1334, %53
  %1346 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1334, i32 4)
  %1347 = bitcast <8 x i64> %1344 to <16 x float>
  %1348 = select <16 x i1> %1345, <16 x float> %1347, <16 x float> %1346
  br label %1352

1349:                                             ; preds = %1333
  %1350 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1313, <16 x i1> %1201, <16 x float> zeroinitializer)
  %1351 = fadd <16 x float> %1334, %1350
  br label %1352

1352:                                             ; preds = %1349, %1342, %1335
  %1353 = phi <16 x float> [ %1351, %1349 ], [ %1348, %1342 ], [ %1341, %1335 ]
  switch i64 %337, label %1332 [
    i64 1, label %1368
    i64 2, label %1361
    i64 3, label %1354
    i64 0, label %1371
  ]

1354:                                             ; preds = %1352
  %1355 = bitcast <16 x float> %1353 to <8 x i64>
  %1356 = and <8 x i64> %1355, %299
  %1357 = fcmp oeq <16 x float> %1353, %50
  %1358 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1353, i32 4)
  %1359 = bitcast <8 x i64> %1356 to <16 x float>
  %1360 = select <16 x i1> %1357, <16 x float> %1359, <16 x float> %1358
  br label %1371

1361:                                             ; preds = %1352
  %1362 = bitcast <16 x float> %1353 to <8 x i64>
  %1363 = or <8 x i64> %1362, %300
  %1364 = fcmp oeq <16 x float> %1353, %53
  %1365 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1353, i32 4)
  %1366 = bitcast <8 x i64> %1363 to <16 x float>
  %1367 = select <16 x i1> %1364, <16 x float> %1366, <16 x float> %1365
  br label %1371

1368:                                             ; preds = %1352
  %1369 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1313, <16 x i1> %1201, <16 x float> zeroinitializer)
  %1370 = fadd <16 x float> %1353, %1369
  br label %1371

1371:                                             ; preds = %1312, %1333, %1352, %1368, %1361, %1354, %1189
  %1372 = phi <16 x float> [ %1190, %1189 ], [ %1190, %1312 ], [ %1353, %1352 ], [ %1334, %1333 ], [ %1370, %1368 ], [ %1367, %1361 ], [ %1360, %1354 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1372, ptr align 1 %1202, <16 x i1> %1201)
  %1373 = add nsw i64 %1099, 1
  %1374 = mul nsw i64 %1373, %264
  %1375 = icmp sgt i64 %1100, 1
  %1376 = add nsw i64 %1020, %1374
  %1377 = select i1 %1375, <16 x i1> zeroinitializer, <16 x i1> %1061
  %1378 = getelementptr inbounds float, ptr %459, i64 %1376
  br i1 %298, label %1436, label %1379

1379:                                             ; preds = %1371
  %1380 = getelementptr inbounds float, ptr %457, i64 %1376
  switch i64 %338, label %1332 [
    i64 1, label %1395
    i64 2, label %1388
    i64 3, label %1381
    i64 0, label %1436
  ]

1381:                                             ; preds = %1379
  %1382 = bitcast <16 x float> %1191 to <8 x i64>
  %1383 = and <8 x i64> %1382, %299
  %1384 = fcmp oeq <16 x float> %1191, %50
  %1385 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1191, i32 4)
  %1386 = bitcast <8 x i64> %1383 to <16 x float>
  %1387 = select <16 x i1> %1384, <16 x float> %1386, <16 x float> %1385
  br label %1398

1388:                                             ; preds = %1379
  %1389 = bitcast <16 x float> %1191 to <8 x i64>
  %1390 = or <8 x i64> %1389, %300
  %1391 = fcmp oeq <16 x float> %1191, %53
  %1392 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1191, i32 4)
  %1393 = bitcast <8 x i64> %1390 to <16 x float>
  %1394 = select <16 x i1> %1391, <16 x float> %1393, <16 x float> %1392
  br label %1398

1395:                                             ; preds = %1379
  %1396 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1380, <16 x i1> %1377, <16 x float> zeroinitializer)
  %1397 = fadd <16 x float> %1191, %1396
  br label %1398

1398:                                             ; preds = %1395, %1388, %1381
  %1399 = phi <16 x float> [ %1397, %1395 ], [ %1394, %1388 ], [ %1387, %1381 ]
  switch i64 %340, label %1332 [
    i64 1, label %1414
    i64 2, label %1407
    i64 3, label %1400
    i64 0, label %1436
  ]

1400:                                             ; preds = %1398
  %1401 = bitcast <16 x float> %1399 to <8 x i64>
  %1402 = and <8 x i64> %1401, %299
  %1403 = fcmp oeq <16 x float> %1399, %50
  %1404 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1399, i32 4)
  %1405 = bitcast <8 x i64> %1402 to <16 x float>
  %1406 = select <16 x i1> %1403, <16 x float> %1405, <16 x float> %1404
  br label %1417

1407:                                             ; preds = %1398
  %1408 = bitcast <16 x float> %1399 to <8 x i64>
  %1409 = or <8 x i64> %1408, %300
  %1410 = fcmp oeq <16 x float> %1399, %53
  %1411 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1399, i32 4)
  %1412 = bitcast <8 x i64> %1409 to <16 x float>
  %1413 = select <16 x i1> %1410, <16 x float> %1412, <16 x float> %1411
  br label %1417

1414:                                             ; preds = %1398
  %1415 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1380, <16 x i1> %1377, <16 x float> zeroinitializer)
  %1416 = fadd <16 x float> %1399, %1415
  br label %1417

1417:                                             ; preds = %1414, %1407, %1400
  %1418 = phi <16 x float> [ %1416, %1414 ], [ %1413, %1407 ], [ %1406, %1400 ]
  switch i64 %342, label %1332 [
    i64 1, label %1433
    i64 2, label %1426
    i64 3, label %1419
    i64 0, label %1436
  ]

1419:                                             ; preds = %1417
  %1420 = bitcast <16 x float> %1418 to <8 x i64>
  %1421 = and <8 x i64> %1420, %299
  %1422 = fcmp oeq <16 x float> %1418, %50
  %1423 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1418, i32 4)
  %1424 = bitcast <8 x i64> %1421 to <16 x float>
  %1425 = select <16 x i1> %1422, <16 x float> %1424, <16 x float> %1423
  br label %1436

1426:                                             ; preds = %1417
  %1427 = bitcast <16 x float> %1418 to <8 x i64>
  %1428 = or <8 x i64> %1427, %300
  %1429 = fcmp oeq <16 x float> %1418, %53
  %1430 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1418, i32 4)
  %1431 = bitcast <8 x i64> %1428 to <16 x float>
  %1432 = select <16 x i1> %1429, <16 x float> %1431, <16 x float> %1430
  br label %1436

1433:                                             ; preds = %1417
  %1434 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1380, <16 x i1> %1377, <16 x float> zeroinitializer)
  %1435 = fadd <16 x float> %1418, %1434
  br label %1436

1436:                                             ; preds = %1371, %1379, %1398, %1417, %1433, %1426, %1419
  %1437 = phi <16 x float> [ %1425, %1419 ], [ %1191, %1379 ], [ %1418, %1417 ], [ %1399, %1398 ], [ %1435, %1433 ], [ %1432, %1426 ], [ %1191, %1371 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1437, ptr align 1 %1378, <16 x i1> %1377)
  %1438 = add nsw i64 %1099, 2
  %1439 = mul nsw i64 %1438, %264
  %1440 = icmp sgt i64 %1100, 2
  %1441 = add nsw i64 %1020, %1439
  %1442 = select i1 %1440, <16 x i1> zeroinitializer, <16 x i1> %1062
  %1443 = getelementptr inbounds float, ptr %459, i64 %1441
  br i1 %298, label %1501, label %1444

1444:                                             ; preds = %1436
  %1445 = getelementptr inbounds float, ptr %457, i64 %1441
  switch i64 %343, label %1332 [
    i64 1, label %1460
    i64 2, label %1453
    i64 3, label %1446
    i64 0, label %1501
  ]

1446:                                             ; preds = %1444
  %1447 = bitcast <16 x float> %1192 to <8 x i64>
  %1448 = and <8 x i64> %1447, %299
  %1449 = fcmp oeq <16 x float> %1192, %50
  %1450 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1192, i32 4)
  %1451 = bitcast <8 x i64> %1448 to <16 x float>
  %1452 = select <16 x i1> %1449, <16 x float> %1451, <16 x float> %1450
  br label %1463

1453:                                             ; preds = %1444
  %1454 = bitcast <16 x float> %1192 to <8 x i64>
  %1455 = or <8 x i64> %1454, %300
  %1456 = fcmp oeq <16 x float> %1192, %53
  %1457 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1192, i32 4)
  %1458 = bitcast <8 x i64> %1455 to <16 x float>
  %1459 = select <16 x i1> %1456, <16 x float> %1458, <16 x float> %1457
  br label %1463

1460:                                             ; preds = %1444
  %1461 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1445, <16 x i1> %1442, <16 x float> zeroinitializer)
  %1462 = fadd <16 x float> %1192, %1461
  br label %1463

1463:                                             ; preds = %1460, %1453, %1446
  %1464 = phi <16 x float> [ %1462, %1460 ], [ %1459, %1453 ], [ %1452, %1446 ]
  switch i64 %345, label %1332 [
    i64 1, label %1479
    i64 2, label %1472
    i64 3, label %1465
    i64 0, label %1501
  ]

1465:                                             ; preds = %1463
  %1466 = bitcast <16 x float> %1464 to <8 x i64>
  %1467 = and <8 x i64> %1466, %299
  %1468 = fcmp oeq <16 x float> %1464, %50
  %1469 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1464, i32 4)
  %1470 = bitcast <8 x i64> %1467 to <16 x float>
  %1471 = select <16 x i1> %1468, <16 x float> %1470, <16 x float> %1469
  br label %1482

1472:                                             ; preds = %1463
  %1473 = bitcast <16 x float> %1464 to <8 x i64>
  %1474 = or <8 x i64> %1473, %300
  %1475 = fcmp oeq <16 x float> %1464, %53
  %1476 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1464, i32 4)
  %1477 = bitcast <8 x i64> %1474 to <16 x float>
  %1478 = select <16 x i1> %1475, <16 x float> %1477, <16 x float> %1476
  br label %1482

1479:                                             ; preds = %1463
  %1480 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1445, <16 x i1> %1442, <16 x float> zeroinitializer)
  %1481 = fadd <16 x float> %1464, %1480
  br label %1482

1482:                                             ; preds = %1479, %1472, %1465
  %1483 = phi <16 x float> [ %1481, %1479 ], [ %1478, %1472 ], [ %1471, %1465 ]
  switch i64 %347, label %1332 [
    i64 1, label %1498
    i64 2, label %1491
    i64 3, label %1484
    i64 0, label %1501
  ]

1484:                                             ; preds = %1482
  %1485 = bitcast <16 x float> %1483 to <8 x i64>
  %1486 = and <8 x i64> %1485, %299
  %1487 = fcmp oeq <16 x float> %1483, %50
  %1488 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1483, i32 4)
  %1489 = bitcast <8 x i64> %1486 to <16 x float>
  %1490 = select <16 x i1> %1487, <16 x float> %1489, <16 x float> %1488
  br label %1501

1491:                                             ; preds = %1482
  %1492 = bitcast <16 x float> %1483 to <8 x i64>
  %1493 = or <8 x i64> %1492, %300
  %1494 = fcmp oeq <16 x float> %1483, %53
  %1495 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1483, i32 4)
  %1496 = bitcast <8 x i64> %1493 to <16 x float>
  %1497 = select <16 x i1> %1494, <16 x float> %1496, <16 x float> %1495
  br label %1501

1498:                                             ; preds = %1482
  %1499 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1445, <16 x i1> %1442, <16 x float> zeroinitializer)
  %1500 = fadd <16 x float> %1483, %1499
  br label %1501

1501:                                             ; preds = %1436, %1444, %1463, %1482, %1498, %1491, %1484
  %1502 = phi <16 x float> [ %1490, %1484 ], [ %1192, %1444 ], [ %1483, %1482 ], [ %1464, %1463 ], [ %1500, %1498 ], [ %1497, %1491 ], [ %1192, %1436 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1502, ptr align 1 %1443, <16 x i1> %1442)
  %1503 = add nsw i64 %1099, 3
  %1504 = mul nsw i64 %1503, %264
  %1505 = icmp sgt i64 %1100, 3
  %1506 = add nsw i64 %1020, %1504
  %1507 = select i1 %1505, <16 x i1> zeroinitializer, <16 x i1> %1063
  %1508 = getelementptr inbounds float, ptr %459, i64 %1506
  br i1 %298, label %1566, label %1509

1509:                                             ; preds = %1501
  %1510 = getelementptr inbounds float, ptr %457, i64 %1506
  switch i64 %348, label %1332 [
    i64 1, label %1525
    i64 2, label %1518
    i64 3, label %1511
    i64 0, label %1566
  ]

1511:                                             ; preds = %1509
  %1512 = bitcast <16 x float> %1193 to <8 x i64>
  %1513 = and <8 x i64> %1512, %299
  %1514 = fcmp oeq <16 x float> %1193, %50
  %1515 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1193, i32 4)
  %1516 = bitcast <8 x i64> %1513 to <16 x float>
  %1517 = select <16 x i1> %1514, <16 x float> %1516, <16 x float> %1515
  br label %1528

1518:                                             ; preds = %1509
  %1519 = bitcast <16 x float> %1193 to <8 x i64>
  %1520 = or <8 x i64> %1519, %300
  %1521 = fcmp oeq <16 x float> %1193, %53
  %1522 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1193, i32 4)
  %1523 = bitcast <8 x i64> %1520 to <16 x float>
  %1524 = select <16 x i1> %1521, <16 x float> %1523, <16 x float> %1522
  br label %1528

1525:                                             ; preds = %1509
  %1526 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1510, <16 x i1> %1507, <16 x float> zeroinitializer)
  %1527 = fadd <16 x float> %1193, %1526
  br label %1528

1528:                                             ; preds = %1525, %1518, %1511
  %1529 = phi <16 x float> [ %1527, %1525 ], [ %1524, %1518 ], [ %1517, %1511 ]
  switch i64 %350, label %1332 [
    i64 1, label %1544
    i64 2, label %1537
    i64 3, label %1530
    i64 0, label %1566
  ]

1530:                                             ; preds = %1528
  %1531 = bitcast <16 x float> %1529 to <8 x i64>
  %1532 = and <8 x i64> %1531, %299
  %1533 = fcmp oeq <16 x float> %1529, %50
  %1534 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1529, i32 4)
  %1535 = bitcast <8 x i64> %1532 to <16 x float>
  %1536 = select <16 x i1> %1533, <16 x float> %1535, <16 x float> %1534
  br label %1547

1537:                                             ; preds = %1528
  %1538 = bitcast <16 x float> %1529 to <8 x i64>
  %1539 = or <8 x i64> %1538, %300
  %1540 = fcmp oeq <16 x float> %1529, %53
  %1541 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1529, i32 4)
  %1542 = bitcast <8 x i64> %1539 to <16 x float>
  %1543 = select <16 x i1> %1540, <16 x float> %1542, <16 x float> %1541
  br label %1547

1544:                                             ; preds = %1528
  %1545 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1510, <16 x i1> %1507, <16 x float> zeroinitializer)
  %1546 = fadd <16 x float> %1529, %1545
  br label %1547

1547:                                             ; preds = %1544, %1537, %1530
  %1548 = phi <16 x float> [ %1546, %1544 ], [ %1543, %1537 ], [ %1536, %1530 ]
  switch i64 %352, label %1332 [
    i64 1, label %1563
    i64 2, label %1556
    i64 3, label %1549
    i64 0, label %1566
  ]

1549:                                             ; preds = %1547
  %1550 = bitcast <16 x float> %1548 to <8 x i64>
  %1551 = and <8 x i64> %1550, %299
  %1552 = fcmp oeq <16 x float> %1548, %50
  %1553 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1548, i32 4)
  %1554 = bitcast <8 x i64> %1551 to <16 x float>
  %1555 = select <16 x i1> %1552, <16 x float> %1554, <16 x float> %1553
  br label %1566

1556:                                             ; preds = %1547
  %1557 = bitcast <16 x float> %1548 to <8 x i64>
  %1558 = or <8 x i64> %1557, %300
  %1559 = fcmp oeq <16 x float> %1548, %53
  %1560 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1548, i32 4)
  %1561 = bitcast <8 x i64> %1558 to <16 x float>
  %1562 = select <16 x i1> %1559, <16 x float> %1561, <16 x float> %1560
  br label %1566

1563:                                             ; preds = %1547
  %1564 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1510, <16 x i1> %1507, <16 x float> zeroinitializer)
  %1565 = fadd <16 x float> %1548, %1564
  br label %1566

1566:                                             ; preds = %1501, %1509, %1528, %1547, %1563, %1556, %1549
  %1567 = phi <16 x float> [ %1555, %1549 ], [ %1193, %1509 ], [ %1548, %1547 ], [ %1529, %1528 ], [ %1565, %1563 ], [ %1562, %1556 ], [ %1193, %1501 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1567, ptr align 1 %1508, <16 x i1> %1507)
  %1568 = add nsw i64 %1099, 4
  %1569 = mul nsw i64 %1568, %264
  %1570 = icmp sgt i64 %1100, 4
  %1571 = add nsw i64 %1020, %1569
  %1572 = select i1 %1570, <16 x i1> zeroinitializer, <16 x i1> %1064
  %1573 = getelementptr inbounds float, ptr %459, i64 %1571
  br i1 %298, label %1631, label %1574

1574:                                             ; preds = %1566
  %1575 = getelementptr inbounds float, ptr %457, i64 %1571
  switch i64 %353, label %1332 [
    i64 1, label %1590
    i64 2, label %1583
    i64 3, label %1576
    i64 0, label %1631
  ]

1576:                                             ; preds = %1574
  %1577 = bitcast <16 x float> %1194 to <8 x i64>
  %1578 = and <8 x i64> %1577, %299
  %1579 = fcmp oeq <16 x float> %1194, %50
  %1580 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1194, i32 4)
  %1581 = bitcast <8 x i64> %1578 to <16 x float>
  %1582 = select <16 x i1> %1579, <16 x float> %1581, <16 x float> %1580
  br label %1593

1583:                                             ; preds = %1574
  %1584 = bitcast <16 x float> %1194 to <8 x i64>
  %1585 = or <8 x i64> %1584, %300
  %1586 = fcmp oeq <16 x float> %1194, %53
  %1587 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1194, i32 4)
  %1588 = bitcast <8 x i64> %1585 to <16 x float>
  %1589 = select <16 x i1> %1586, <16 x float> %1588, <16 x float> %1587
  br label %1593

1590:                                             ; preds = %1574
  %1591 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1575, <16 x i1> %1572, <16 x float> zeroinitializer)
  %1592 = fadd <16 x float> %1194, %1591
  br label %1593

1593:                                             ; preds = %1590, %1583, %1576
  %1594 = phi <16 x float> [ %1592, %1590 ], [ %1589, %1583 ], [ %1582, %1576 ]
  switch i64 %355, label %1332 [
    i64 1, label %1609
    i64 2, label %1602
    i64 3, label %1595
    i64 0, label %1631
  ]

1595:                                             ; preds = %1593
  %1596 = bitcast <16 x float> %1594 to <8 x i64>
  %1597 = and <8 x i64> %1596, %299
  %1598 = fcmp oeq <16 x float> %1594, %50
  %1599 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1594, i32 4)
  %1600 = bitcast <8 x i64> %1597 to <16 x float>
  %1601 = select <16 x i1> %1598, <16 x float> %1600, <16 x float> %1599
  br label %1612

1602:                                             ; preds = %1593
  %1603 = bitcast <16 x float> %1594 to <8 x i64>
  %1604 = or <8 x i64> %1603, %300
  %1605 = fcmp oeq <16 x float> %1594, %53
  %1606 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1594, i32 4)
  %1607 = bitcast <8 x i64> %1604 to <16 x float>
  %1608 = select <16 x i1> %1605, <16 x float> %1607, <16 x float> %1606
  br label %1612

1609:                                             ; preds = %1593
  %1610 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1575, <16 x i1> %1572, <16 x float> zeroinitializer)
  %1611 = fadd <16 x float> %1594, %1610
  br label %1612

1612:                                             ; preds = %1609, %1602, %1595
  %1613 = phi <16 x float> [ %1611, %1609 ], [ %1608, %1602 ], [ %1601, %1595 ]
  switch i64 %357, label %1332 [
    i64 1, label %1628
    i64 2, label %1621
    i64 3, label %1614
    i64 0, label %1631
  ]

1614:                                             ; preds = %1612
  %1615 = bitcast <16 x float> %1613 to <8 x i64>
  %1616 = and <8 x i64> %1615, %299
  %1617 = fcmp oeq <16 x float> %1613, %50
  %1618 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1613, i32 4)
  %1619 = bitcast <8 x i64> %1616 to <16 x float>
  %1620 = select <16 x i1> %1617, <16 x float> %1619, <16 x float> %1618
  br label %1631

1621:                                             ; preds = %1612
  %1622 = bitcast <16 x float> %1613 to <8 x i64>
  %1623 = or <8 x i64> %1622, %300
  %1624 = fcmp oeq <16 x float> %1613, %53
  %1625 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1613, i32 4)
  %1626 = bitcast <8 x i64> %1623 to <16 x float>
  %1627 = select <16 x i1> %1624, <16 x float> %1626, <16 x float> %1625
  br label %1631

1628:                                             ; preds = %1612
  %1629 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1575, <16 x i1> %1572, <16 x float> zeroinitializer)
  %1630 = fadd <16 x float> %1613, %1629
  br label %1631

1631:                                             ; preds = %1566, %1574, %1593, %1612, %1628, %1621, %1614
  %1632 = phi <16 x float> [ %1620, %1614 ], [ %1194, %1574 ], [ %1613, %1612 ], [ %1594, %1593 ], [ %1630, %1628 ], [ %1627, %1621 ], [ %1194, %1566 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1632, ptr align 1 %1573, <16 x i1> %1572)
  %1633 = add nsw i64 %1099, 5
  %1634 = mul nsw i64 %1633, %264
  %1635 = icmp sgt i64 %1100, 5
  %1636 = add nsw i64 %1020, %1634
  %1637 = select i1 %1635, <16 x i1> zeroinitializer, <16 x i1> %1065
  %1638 = getelementptr inbounds float, ptr %459, i64 %1636
  br i1 %298, label %1696, label %1639

1639:                                             ; preds = %1631
  %1640 = getelementptr inbounds float, ptr %457, i64 %1636
  switch i64 %358, label %1332 [
    i64 1, label %1655
    i64 2, label %1648
    i64 3, label %1641
    i64 0, label %1696
  ]

1641:                                             ; preds = %1639
  %1642 = bitcast <16 x float> %1195 to <8 x i64>
  %1643 = and <8 x i64> %1642, %299
  %1644 = fcmp oeq <16 x float> %1195, %50
  %1645 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1195, i32 4)
  %1646 = bitcast <8 x i64> %1643 to <16 x float>
  %1647 = select <16 x i1> %1644, <16 x float> %1646, <16 x float> %1645
  br label %1658

1648:                                             ; preds = %1639
  %1649 = bitcast <16 x float> %1195 to <8 x i64>
  %1650 = or <8 x i64> %1649, %300
  %1651 = fcmp oeq <16 x float> %1195, %53
  %1652 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1195, i32 4)
  %1653 = bitcast <8 x i64> %1650 to <16 x float>
  %1654 = select <16 x i1> %1651, <16 x float> %1653, <16 x float> %1652
  br label %1658

1655:                                             ; preds = %1639
  %1656 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1640, <16 x i1> %1637, <16 x float> zeroinitializer)
  %1657 = fadd <16 x float> %1195, %1656
  br label %1658

1658:                                             ; preds = %1655, %1648, %1641
  %1659 = phi <16 x float> [ %1657, %1655 ], [ %1654, %1648 ], [ %1647, %1641 ]
  switch i64 %360, label %1332 [
    i64 1, label %1674
    i64 2, label %1667
    i64 3, label %1660
    i64 0, label %1696
  ]

1660:                                             ; preds = %1658
  %1661 = bitcast <16 x float> %1659 to <8 x i64>
  %1662 = and <8 x i64> %1661, %299
  %1663 = fcmp oeq <16 x float> %1659, %50
  %1664 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1659, i32 4)
  %1665 = bitcast <8 x i64> %1662 to <16 x float>
  %1666 = select <16 x i1> %1663, <16 x float> %1665, <16 x float> %1664
  br label %1677

1667:                                             ; preds = %1658
  %1668 = bitcast <16 x float> %1659 to <8 x i64>
  %1669 = or <8 x i64> %1668, %300
  %1670 = fcmp oeq <16 x float> %1659, %53
  %1671 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1659, i32 4)
  %1672 = bitcast <8 x i64> %1669 to <16 x float>
  %1673 = select <16 x i1> %1670, <16 x float> %1672, <16 x float> %1671
  br label %1677

1674:                                             ; preds = %1658
  %1675 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1640, <16 x i1> %1637, <16 x float> zeroinitializer)
  %1676 = fadd <16 x float> %1659, %1675
  br label %1677

1677:                                             ; preds = %1674, %1667, %1660
  %1678 = phi <16 x float> [ %1676, %1674 ], [ %1673, %1667 ], [ %1666, %1660 ]
  switch i64 %362, label %1332 [
    i64 1, label %1693
    i64 2, label %1686
    i64 3, label %1679
    i64 0, label %1696
  ]

1679:                                             ; preds = %1677
  %1680 = bitcast <16 x float> %1678 to <8 x i64>
  %1681 = and <8 x i64> %1680, %299
  %1682 = fcmp oeq <16 x float> %1678, %50
  %1683 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1678, i32 4)
  %1684 = bitcast <8 x i64> %1681 to <16 x float>
  %1685 = select <16 x i1> %1682, <16 x float> %1684, <16 x float> %1683
  br label %1696

1686:                                             ; preds = %1677
  %1687 = bitcast <16 x float> %1678 to <8 x i64>
  %1688 = or <8 x i64> %1687, %300
  %1689 = fcmp oeq <16 x float> %1678, %53
  %1690 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1678, i32 4)
  %1691 = bitcast <8 x i64> %1688 to <16 x float>
  %1692 = select <16 x i1> %1689, <16 x float> %1691, <16 x float> %1690
  br label %1696

1693:                                             ; preds = %1677
  %1694 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1640, <16 x i1> %1637, <16 x float> zeroinitializer)
  %1695 = fadd <16 x float> %1678, %1694
  br label %1696

1696:                                             ; preds = %1631, %1639, %1658, %1677, %1693, %1686, %1679
  %1697 = phi <16 x float> [ %1685, %1679 ], [ %1195, %1639 ], [ %1678, %1677 ], [ %1659, %1658 ], [ %1695, %1693 ], [ %1692, %1686 ], [ %1195, %1631 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1697, ptr align 1 %1638, <16 x i1> %1637)
  %1698 = add nsw i64 %1099, 6
  %1699 = mul nsw i64 %1698, %264
  %1700 = icmp sgt i64 %1100, 6
  %1701 = add nsw i64 %1020, %1699
  %1702 = select i1 %1700, <16 x i1> zeroinitializer, <16 x i1> %1066
  %1703 = getelementptr inbounds float, ptr %459, i64 %1701
  br i1 %298, label %1761, label %1704

1704:                                             ; preds = %1696
  %1705 = getelementptr inbounds float, ptr %457, i64 %1701
  switch i64 %363, label %1332 [
    i64 1, label %1720
    i64 2, label %1713
    i64 3, label %1706
    i64 0, label %1761
  ]

1706:                                             ; preds = %1704
  %1707 = bitcast <16 x float> %1196 to <8 x i64>
  %1708 = and <8 x i64> %1707, %299
  %1709 = fcmp oeq <16 x float> %1196, %50
  %1710 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1196, i32 4)
  %1711 = bitcast <8 x i64> %1708 to <16 x float>
  %1712 = select <16 x i1> %1709, <16 x float> %1711, <16 x float> %1710
  br label %1723

1713:                                             ; preds = %1704
  %1714 = bitcast <16 x float> %1196 to <8 x i64>
  %1715 = or <8 x i64> %1714, %300
  %1716 = fcmp oeq <16 x float> %1196, %53
  %1717 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1196, i32 4)
  %1718 = bitcast <8 x i64> %1715 to <16 x float>
  %1719 = select <16 x i1> %1716, <16 x float> %1718, <16 x float> %1717
  br label %1723

1720:                                             ; preds = %1704
  %1721 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1705, <16 x i1> %1702, <16 x float> zeroinitializer)
  %1722 = fadd <16 x float> %1196, %1721
  br label %1723

1723:                                             ; preds = %1720, %1713, %1706
  %1724 = phi <16 x float> [ %1722, %1720 ], [ %1719, %1713 ], [ %1712, %1706 ]
  switch i64 %365, label %1332 [
    i64 1, label %1739
    i64 2, label %1732
    i64 3, label %1725
    i64 0, label %1761
  ]

1725:                                             ; preds = %1723
  %1726 = bitcast <16 x float> %1724 to <8 x i64>
  %1727 = and <8 x i64> %1726, %299
  %1728 = fcmp oeq <16 x float> %1724, %50
  %1729 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1724, i32 4)
  %1730 = bitcast <8 x i64> %1727 to <16 x float>
  %1731 = select <16 x i1> %1728, <16 x float> %1730, <16 x float> %1729
  br label %1742

1732:                                             ; preds = %1723
  %1733 = bitcast <16 x float> %1724 to <8 x i64>
  %1734 = or <8 x i64> %1733, %300
  %1735 = fcmp oeq <16 x float> %1724, %53
  %1736 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1724, i32 4)
  %1737 = bitcast <8 x i64> %1734 to <16 x float>
  %1738 = select <16 x i1> %1735, <16 x float> %1737, <16 x float> %1736
  br label %1742

1739:                                             ; preds = %1723
  %1740 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1705, <16 x i1> %1702, <16 x float> zeroinitializer)
  %1741 = fadd <16 x float> %1724, %1740
  br label %1742

1742:                                             ; preds = %1739, %1732, %1725
  %1743 = phi <16 x float> [ %1741, %1739 ], [ %1738, %1732 ], [ %1731, %1725 ]
  switch i64 %367, label %1332 [
    i64 1, label %1758
    i64 2, label %1751
    i64 3, label %1744
    i64 0, label %1761
  ]

1744:                                             ; preds = %1742
  %1745 = bitcast <16 x float> %1743 to <8 x i64>
  %1746 = and <8 x i64> %1745, %299
  %1747 = fcmp oeq <16 x float> %1743, %50
  %1748 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1743, i32 4)
  %1749 = bitcast <8 x i64> %1746 to <16 x float>
  %1750 = select <16 x i1> %1747, <16 x float> %1749, <16 x float> %1748
  br label %1761

1751:                                             ; preds = %1742
  %1752 = bitcast <16 x float> %1743 to <8 x i64>
  %1753 = or <8 x i64> %1752, %300
  %1754 = fcmp oeq <16 x float> %1743, %53
  %1755 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1743, i32 4)
  %1756 = bitcast <8 x i64> %1753 to <16 x float>
  %1757 = select <16 x i1> %1754, <16 x float> %1756, <16 x float> %1755
  br label %1761

1758:                                             ; preds = %1742
  %1759 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1705, <16 x i1> %1702, <16 x float> zeroinitializer)
  %1760 = fadd <16 x float> %1743, %1759
  br label %1761

1761:                                             ; preds = %1696, %1704, %1723, %1742, %1758, %1751, %1744
  %1762 = phi <16 x float> [ %1750, %1744 ], [ %1196, %1704 ], [ %1743, %1742 ], [ %1724, %1723 ], [ %1760, %1758 ], [ %1757, %1751 ], [ %1196, %1696 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1762, ptr align 1 %1703, <16 x i1> %1702)
  %1763 = add nsw i64 %1099, 7
  %1764 = mul nsw i64 %1763, %264
  %1765 = icmp sgt i64 %1100, 7
  %1766 = add nsw i64 %1020, %1764
  %1767 = select i1 %1765, <16 x i1> zeroinitializer, <16 x i1> %1067
  %1768 = getelementptr inbounds float, ptr %459, i64 %1766
  br i1 %298, label %1826, label %1769

1769:                                             ; preds = %1761
  %1770 = getelementptr inbounds float, ptr %457, i64 %1766
  switch i64 %368, label %1332 [
    i64 1, label %1785
    i64 2, label %1778
    i64 3, label %1771
    i64 0, label %1826
  ]

1771:                                             ; preds = %1769
  %1772 = bitcast <16 x float> %1197 to <8 x i64>
  %1773 = and <8 x i64> %1772, %299
  %1774 = fcmp oeq <16 x float> %1197, %50
  %1775 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1197, i32 4)
  %1776 = bitcast <8 x i64> %1773 to <16 x float>
  %1777 = select <16 x i1> %1774, <16 x float> %1776, <16 x float> %1775
  br label %1788

1778:                                             ; preds = %1769
  %1779 = bitcast <16 x float> %1197 to <8 x i64>
  %1780 = or <8 x i64> %1779, %300
  %1781 = fcmp oeq <16 x float> %1197, %53
  %1782 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1197, i32 4)
  %1783 = bitcast <8 x i64> %1780 to <16 x float>
  %1784 = select <16 x i1> %1781, <16 x float> %1783, <16 x float> %1782
  br label %1788

1785:                                             ; preds = %1769
  %1786 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1770, <16 x i1> %1767, <16 x float> zeroinitializer)
  %1787 = fadd <16 x float> %1197, %1786
  br label %1788

1788:                                             ; preds = %1785, %1778, %1771
  %1789 = phi <16 x float> [ %1787, %1785 ], [ %1784, %1778 ], [ %1777, %1771 ]
  switch i64 %370, label %1332 [
    i64 1, label %1804
    i64 2, label %1797
    i64 3, label %1790
    i64 0, label %1826
  ]

1790:                                             ; preds = %1788
  %1791 = bitcast <16 x float> %1789 to <8 x i64>
  %1792 = and <8 x i64> %1791, %299
  %1793 = fcmp oeq <16 x float> %1789, %50
  %1794 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1789, i32 4)
  %1795 = bitcast <8 x i64> %1792 to <16 x float>
  %1796 = select <16 x i1> %1793, <16 x float> %1795, <16 x float> %1794
  br label %1807

1797:                                             ; preds = %1788
  %1798 = bitcast <16 x float> %1789 to <8 x i64>
  %1799 = or <8 x i64> %1798, %300
  %1800 = fcmp oeq <16 x float> %1789, %53
  %1801 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1789, i32 4)
  %1802 = bitcast <8 x i64> %1799 to <16 x float>
  %1803 = select <16 x i1> %1800, <16 x float> %1802, <16 x float> %1801
  br label %1807

1804:                                             ; preds = %1788
  %1805 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1770, <16 x i1> %1767, <16 x float> zeroinitializer)
  %1806 = fadd <16 x float> %1789, %1805
  br label %1807

1807:                                             ; preds = %1804, %1797, %1790
  %1808 = phi <16 x float> [ %1806, %1804 ], [ %1803, %1797 ], [ %1796, %1790 ]
  switch i64 %372, label %1332 [
    i64 1, label %1823
    i64 2, label %1816
    i64 3, label %1809
    i64 0, label %1826
  ]

1809:                                             ; preds = %1807
  %1810 = bitcast <16 x float> %1808 to <8 x i64>
  %1811 = and <8 x i64> %1810, %299
  %1812 = fcmp oeq <16 x float> %1808, %50
  %1813 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1808, i32 4)
  %1814 = bitcast <8 x i64> %1811 to <16 x float>
  %1815 = select <16 x i1> %1812, <16 x float> %1814, <16 x float> %1813
  br label %1826

1816:                                             ; preds = %1807
  %1817 = bitcast <16 x float> %1808 to <8 x i64>
  %1818 = or <8 x i64> %1817, %300
  %1819 = fcmp oeq <16 x float> %1808, %53
  %1820 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1808, i32 4)
  %1821 = bitcast <8 x i64> %1818 to <16 x float>
  %1822 = select <16 x i1> %1819, <16 x float> %1821, <16 x float> %1820
  br label %1826

1823:                                             ; preds = %1807
  %1824 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1770, <16 x i1> %1767, <16 x float> zeroinitializer)
  %1825 = fadd <16 x float> %1808, %1824
  br label %1826

1826:                                             ; preds = %1761, %1769, %1788, %1807, %1823, %1816, %1809
  %1827 = phi <16 x float> [ %1815, %1809 ], [ %1197, %1769 ], [ %1808, %1807 ], [ %1789, %1788 ], [ %1825, %1823 ], [ %1822, %1816 ], [ %1197, %1761 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1827, ptr align 1 %1768, <16 x i1> %1767)
  br label %3829

1828:                                             ; preds = %1095
  %1829 = getelementptr inbounds float, ptr %42, i64 %1099
  br i1 %294, label %1836, label %1830

1830:                                             ; preds = %1828
  %1831 = load float, ptr %1829, align 4
  %1832 = insertelement <16 x float> poison, float %1831, i64 0
  %1833 = shufflevector <16 x float> %1832, <16 x float> poison, <16 x i32> zeroinitializer
  %1834 = insertelement <16 x float> poison, float %1831, i64 0
  %1835 = shufflevector <16 x float> %1834, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1843

1836:                                             ; preds = %1828
  %1837 = mul nsw i64 %1099, %264
  %1838 = getelementptr inbounds float, ptr %454, i64 %1837
  %1839 = getelementptr inbounds float, ptr %1838, i64 %1020
  %1840 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1839, <16 x i1> %1034, <16 x float> zeroinitializer)
  %1841 = getelementptr inbounds float, ptr %1838, i64 %1019
  %1842 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1841, <16 x i1> %1035, <16 x float> zeroinitializer)
  br label %1843

1843:                                             ; preds = %1836, %1830
  %1844 = phi <16 x float> [ %1840, %1836 ], [ %1833, %1830 ]
  %1845 = phi <16 x float> [ %1842, %1836 ], [ %1835, %1830 ]
  br i1 %294, label %1853, label %1846

1846:                                             ; preds = %1843
  %1847 = getelementptr inbounds nuw i8, ptr %1829, i64 4
  %1848 = load float, ptr %1847, align 4
  %1849 = insertelement <16 x float> poison, float %1848, i64 0
  %1850 = shufflevector <16 x float> %1849, <16 x float> poison, <16 x i32> zeroinitializer
  %1851 = insertelement <16 x float> poison, float %1848, i64 0
  %1852 = shufflevector <16 x float> %1851, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1861

1853:                                             ; preds = %1843
  %1854 = add nsw i64 %1099, 1
  %1855 = mul nsw i64 %1854, %264
  %1856 = getelementptr inbounds float, ptr %454, i64 %1855
  %1857 = getelementptr inbounds float, ptr %1856, i64 %1020
  %1858 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1857, <16 x i1> %1034, <16 x float> zeroinitializer)
  %1859 = getelementptr inbounds float, ptr %1856, i64 %1019
  %1860 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1859, <16 x i1> %1035, <16 x float> zeroinitializer)
  br label %1861

1861:                                             ; preds = %1853, %1846
  %1862 = phi <16 x float> [ %1858, %1853 ], [ %1850, %1846 ]
  %1863 = phi <16 x float> [ %1860, %1853 ], [ %1852, %1846 ]
  br i1 %294, label %1871, label %1864

1864:                                             ; preds = %1861
  %1865 = getelementptr inbounds nuw i8, ptr %1829, i64 8
  %1866 = load float, ptr %1865, align 4
  %1867 = insertelement <16 x float> poison, float %1866, i64 0
  %1868 = shufflevector <16 x float> %1867, <16 x float> poison, <16 x i32> zeroinitializer
  %1869 = insertelement <16 x float> poison, float %1866, i64 0
  %1870 = shufflevector <16 x float> %1869, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1879

1871:                                             ; preds = %1861
  %1872 = add nsw i64 %1099, 2
  %1873 = mul nsw i64 %1872, %264
  %1874 = getelementptr inbounds float, ptr %454, i64 %1873
  %1875 = getelementptr inbounds float, ptr %1874, i64 %1020
  %1876 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1875, <16 x i1> %1034, <16 x float> zeroinitializer)
  %1877 = getelementptr inbounds float, ptr %1874, i64 %1019
  %1878 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1877, <16 x i1> %1035, <16 x float> zeroinitializer)
  br label %1879

1879:                                             ; preds = %1871, %1864
  %1880 = phi <16 x float> [ %1876, %1871 ], [ %1868, %1864 ]
  %1881 = phi <16 x float> [ %1878, %1871 ], [ %1870, %1864 ]
  br i1 %294, label %1889, label %1882

1882:                                             ; preds = %1879
  %1883 = getelementptr inbounds nuw i8, ptr %1829, i64 12
  %1884 = load float, ptr %1883, align 4
  %1885 = insertelement <16 x float> poison, float %1884, i64 0
  %1886 = shufflevector <16 x float> %1885, <16 x float> poison, <16 x i32> zeroinitializer
  %1887 = insertelement <16 x float> poison, float %1884, i64 0
  %1888 = shufflevector <16 x float> %1887, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1897

1889:                                             ; preds = %1879
  %1890 = add nsw i64 %1099, 3
  %1891 = mul nsw i64 %1890, %264
  %1892 = getelementptr inbounds float, ptr %454, i64 %1891
  %1893 = getelementptr inbounds float, ptr %1892, i64 %1020
  %1894 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1893, <16 x i1> %1034, <16 x float> zeroinitializer)
  %1895 = getelementptr inbounds float, ptr %1892, i64 %1019
  %1896 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1895, <16 x i1> %1035, <16 x float> zeroinitializer)
  br label %1897

1897:                                             ; preds = %1889, %1882
  %1898 = phi <16 x float> [ %1894, %1889 ], [ %1886, %1882 ]
  %1899 = phi <16 x float> [ %1896, %1889 ], [ %1888, %1882 ]
  br i1 %294, label %1907, label %1900

1900:                                             ; preds = %1897
  %1901 = getelementptr inbounds nuw i8, ptr %1829, i64 16
  %1902 = load float, ptr %1901, align 4
  %1903 = insertelement <16 x float> poison, float %1902, i64 0
  %1904 = shufflevector <16 x float> %1903, <16 x float> poison, <16 x i32> zeroinitializer
  %1905 = insertelement <16 x float> poison, float %1902, i64 0
  %1906 = shufflevector <16 x float> %1905, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1915

1907:                                             ; preds = %1897
  %1908 = add nsw i64 %1099, 4
  %1909 = mul nsw i64 %1908, %264
  %1910 = getelementptr inbounds float, ptr %454, i64 %1909
  %1911 = getelementptr inbounds float, ptr %1910, i64 %1020
  %1912 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1911, <16 x i1> %1034, <16 x float> zeroinitializer)
  %1913 = getelementptr inbounds float, ptr %1910, i64 %1019
  %1914 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1913, <16 x i1> %1035, <16 x float> zeroinitializer)
  br label %1915

1915:                                             ; preds = %1907, %1900
  %1916 = phi <16 x float> [ %1912, %1907 ], [ %1904, %1900 ]
  %1917 = phi <16 x float> [ %1914, %1907 ], [ %1906, %1900 ]
  br i1 %294, label %1925, label %1918

1918:                                             ; preds = %1915
  %1919 = getelementptr inbounds nuw i8, ptr %1829, i64 20
  %1920 = load float, ptr %1919, align 4
  %1921 = insertelement <16 x float> poison, float %1920, i64 0
  %1922 = shufflevector <16 x float> %1921, <16 x float> poison, <16 x i32> zeroinitializer
  %1923 = insertelement <16 x float> poison, float %1920, i64 0
  %1924 = shufflevector <16 x float> %1923, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1933

1925:                                             ; preds = %1915
  %1926 = add nsw i64 %1099, 5
  %1927 = mul nsw i64 %1926, %264
  %1928 = getelementptr inbounds float, ptr %454, i64 %1927
  %1929 = getelementptr inbounds float, ptr %1928, i64 %1020
  %1930 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1929, <16 x i1> %1034, <16 x float> zeroinitializer)
  %1931 = getelementptr inbounds float, ptr %1928, i64 %1019
  %1932 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1931, <16 x i1> %1035, <16 x float> zeroinitializer)
  br label %1933

1933:                                             ; preds = %1925, %1918
  %1934 = phi <16 x float> [ %1930, %1925 ], [ %1922, %1918 ]
  %1935 = phi <16 x float> [ %1932, %1925 ], [ %1924, %1918 ]
  br i1 %294, label %1943, label %1936

1936:                                             ; preds = %1933
  %1937 = getelementptr inbounds nuw i8, ptr %1829, i64 24
  %1938 = load float, ptr %1937, align 4
  %1939 = insertelement <16 x float> poison, float %1938, i64 0
  %1940 = shufflevector <16 x float> %1939, <16 x float> poison, <16 x i32> zeroinitializer
  %1941 = insertelement <16 x float> poison, float %1938, i64 0
  %1942 = shufflevector <16 x float> %1941, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1951

1943:                                             ; preds = %1933
  %1944 = add nsw i64 %1099, 6
  %1945 = mul nsw i64 %1944, %264
  %1946 = getelementptr inbounds float, ptr %454, i64 %1945
  %1947 = getelementptr inbounds float, ptr %1946, i64 %1020
  %1948 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1947, <16 x i1> %1034, <16 x float> zeroinitializer)
  %1949 = getelementptr inbounds float, ptr %1946, i64 %1019
  %1950 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1949, <16 x i1> %1035, <16 x float> zeroinitializer)
  br label %1951

1951:                                             ; preds = %1943, %1936
  %1952 = phi <16 x float> [ %1948, %1943 ], [ %1940, %1936 ]
  %1953 = phi <16 x float> [ %1950, %1943 ], [ %1942, %1936 ]
  br i1 %294, label %1961, label %1954

1954:                                             ; preds = %1951
  %1955 = getelementptr inbounds nuw i8, ptr %1829, i64 28
  %1956 = load float, ptr %1955, align 4
  %1957 = insertelement <16 x float> poison, float %1956, i64 0
  %1958 = shufflevector <16 x float> %1957, <16 x float> poison, <16 x i32> zeroinitializer
  %1959 = insertelement <16 x float> poison, float %1956, i64 0
  %1960 = shufflevector <16 x float> %1959, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1969

1961:                                             ; preds = %1951
  %1962 = add nsw i64 %1099, 7
  %1963 = mul nsw i64 %1962, %264
  %1964 = getelementptr inbounds float, ptr %454, i64 %1963
  %1965 = getelementptr inbounds float, ptr %1964, i64 %1020
  %1966 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1965, <16 x i1> %1034, <16 x float> zeroinitializer)
  %1967 = getelementptr inbounds float, ptr %1964, i64 %1019
  %1968 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1967, <16 x i1> %1035, <16 x float> zeroinitializer)
  br label %1969

1969:                                             ; preds = %1961, %1954
  %1970 = phi <16 x float> [ %1966, %1961 ], [ %1958, %1954 ]
  %1971 = phi <16 x float> [ %1968, %1961 ], [ %1960, %1954 ]
  %1972 = mul i64 %295, %1099
  %1973 = getelementptr inbounds float, ptr %41, i64 %1972
  br i1 %296, label %1993, label %2152

1974:                                             ; preds = %2058, %1993
  %1975 = phi <16 x float> [ %1994, %1993 ], [ %2059, %2058 ]
  %1976 = phi <16 x float> [ %1995, %1993 ], [ %2060, %2058 ]
  %1977 = phi <16 x float> [ %1996, %1993 ], [ %2061, %2058 ]
  %1978 = phi <16 x float> [ %1997, %1993 ], [ %2062, %2058 ]
  %1979 = phi <16 x float> [ %1998, %1993 ], [ %2063, %2058 ]
  %1980 = phi <16 x float> [ %1999, %1993 ], [ %2064, %2058 ]
  %1981 = phi <16 x float> [ %2000, %1993 ], [ %2065, %2058 ]
  %1982 = phi <16 x float> [ %2001, %1993 ], [ %2066, %2058 ]
  %1983 = phi <16 x float> [ %2002, %1993 ], [ %2067, %2058 ]
  %1984 = phi <16 x float> [ %2003, %1993 ], [ %2068, %2058 ]
  %1985 = phi <16 x float> [ %2004, %1993 ], [ %2069, %2058 ]
  %1986 = phi <16 x float> [ %2005, %1993 ], [ %2070, %2058 ]
  %1987 = phi <16 x float> [ %2006, %1993 ], [ %2071, %2058 ]
  %1988 = phi <16 x float> [ %2007, %1993 ], [ %2072, %2058 ]
  %1989 = phi <16 x float> [ %2008, %1993 ], [ %2073, %2058 ]
  %1990 = phi <16 x float> [ %2009, %1993 ], [ %2074, %2058 ]
  %1991 = icmp slt i64 %2014, %5
  %1992 = add i64 %2010, -16
  br i1 %1991, label %1993, label %2152

1993:                                             ; preds = %1969, %1974
  %1994 = phi <16 x float> [ %1975, %1974 ], [ %1971, %1969 ]
  %1995 = phi <16 x float> [ %1976, %1974 ], [ %1970, %1969 ]
  %1996 = phi <16 x float> [ %1977, %1974 ], [ %1844, %1969 ]
  %1997 = phi <16 x float> [ %1978, %1974 ], [ %1953, %1969 ]
  %1998 = phi <16 x float> [ %1979, %1974 ], [ %1952, %1969 ]
  %1999 = phi <16 x float> [ %1980, %1974 ], [ %1935, %1969 ]
  %2000 = phi <16 x float> [ %1981, %1974 ], [ %1934, %1969 ]
  %2001 = phi <16 x float> [ %1982, %1974 ], [ %1917, %1969 ]
  %2002 = phi <16 x float> [ %1983, %1974 ], [ %1916, %1969 ]
  %2003 = phi <16 x float> [ %1984, %1974 ], [ %1899, %1969 ]
  %2004 = phi <16 x float> [ %1985, %1974 ], [ %1898, %1969 ]
  %2005 = phi <16 x float> [ %1986, %1974 ], [ %1881, %1969 ]
  %2006 = phi <16 x float> [ %1987, %1974 ], [ %1880, %1969 ]
  %2007 = phi <16 x float> [ %1988, %1974 ], [ %1863, %1969 ]
  %2008 = phi <16 x float> [ %1989, %1974 ], [ %1862, %1969 ]
  %2009 = phi <16 x float> [ %1990, %1974 ], [ %1845, %1969 ]
  %2010 = phi i64 [ %1992, %1974 ], [ %5, %1969 ]
  %2011 = phi i64 [ %2014, %1974 ], [ 0, %1969 ]
  %2012 = call i64 @llvm.smin.i64(i64 %2010, i64 16)
  %2013 = add i64 %2012, %2011
  %2014 = add nuw nsw i64 %2011, 16
  br i1 %297, label %2015, label %1974

2015:                                             ; preds = %1993
  %2016 = sub nsw i64 %5, %2011
  %2017 = icmp sgt i64 %2016, 15
  %2018 = mul nsw i64 %2011, %292
  %2019 = getelementptr inbounds float, ptr %452, i64 %2018
  %2020 = mul nuw nsw i64 %2011, %293
  %2021 = getelementptr inbounds nuw float, ptr %1973, i64 %2020
  %2022 = icmp sgt i64 %5, %2011
  %2023 = or i1 %2017, %2022
  br label %2024

2024:                                             ; preds = %2015, %2058
  %2025 = phi <16 x float> [ %1994, %2015 ], [ %2059, %2058 ]
  %2026 = phi <16 x float> [ %1995, %2015 ], [ %2060, %2058 ]
  %2027 = phi <16 x float> [ %1996, %2015 ], [ %2061, %2058 ]
  %2028 = phi <16 x float> [ %1997, %2015 ], [ %2062, %2058 ]
  %2029 = phi <16 x float> [ %1998, %2015 ], [ %2063, %2058 ]
  %2030 = phi <16 x float> [ %1999, %2015 ], [ %2064, %2058 ]
  %2031 = phi <16 x float> [ %2000, %2015 ], [ %2065, %2058 ]
  %2032 = phi <16 x float> [ %2001, %2015 ], [ %2066, %2058 ]
  %2033 = phi <16 x float> [ %2002, %2015 ], [ %2067, %2058 ]
  %2034 = phi <16 x float> [ %2003, %2015 ], [ %2068, %2058 ]
  %2035 = phi <16 x float> [ %2004, %2015 ], [ %2069, %2058 ]
  %2036 = phi <16 x float> [ %2005, %2015 ], [ %2070, %2058 ]
  %2037 = phi <16 x float> [ %2006, %2015 ], [ %2071, %2058 ]
  %2038 = phi <16 x float> [ %2007, %2015 ], [ %2072, %2058 ]
  %2039 = phi <16 x float> [ %2008, %2015 ], [ %2073, %2058 ]
  %2040 = phi <16 x float> [ %2009, %2015 ], [ %2074, %2058 ]
  %2041 = phi i64 [ 0, %2015 ], [ %2075, %2058 ]
  %2042 = mul nuw nsw i64 %2041, 24
  %2043 = getelementptr nuw i8, ptr %35, i64 %2042
  %2044 = load i64, ptr %2043, align 8
  %2045 = getelementptr inbounds nuw i8, ptr %2043, i64 8
  %2046 = load i64, ptr %2045, align 8
  br i1 %2023, label %2047, label %2058

2047:                                             ; preds = %2024
  %2048 = mul nuw nsw i64 %2041, 12
  %2049 = getelementptr nuw i8, ptr %36, i64 %2048
  %2050 = getelementptr inbounds nuw i8, ptr %2049, i64 4
  %2051 = load i32, ptr %2050, align 4
  %2052 = load i32, ptr %2049, align 4
  %2053 = getelementptr inbounds nuw float, ptr %2021, i64 %2041
  %2054 = trunc i32 %2052 to i16
  %2055 = bitcast i16 %2054 to <16 x i1>
  %2056 = trunc i32 %2051 to i16
  %2057 = bitcast i16 %2056 to <16 x i1>
  br label %2077

2058:                                             ; preds = %2077, %2024
  %2059 = phi <16 x float> [ %2025, %2024 ], [ %2147, %2077 ]
  %2060 = phi <16 x float> [ %2026, %2024 ], [ %2146, %2077 ]
  %2061 = phi <16 x float> [ %2027, %2024 ], [ %2104, %2077 ]
  %2062 = phi <16 x float> [ %2028, %2024 ], [ %2141, %2077 ]
  %2063 = phi <16 x float> [ %2029, %2024 ], [ %2140, %2077 ]
  %2064 = phi <16 x float> [ %2030, %2024 ], [ %2135, %2077 ]
  %2065 = phi <16 x float> [ %2031, %2024 ], [ %2134, %2077 ]
  %2066 = phi <16 x float> [ %2032, %2024 ], [ %2129, %2077 ]
  %2067 = phi <16 x float> [ %2033, %2024 ], [ %2128, %2077 ]
  %2068 = phi <16 x float> [ %2034, %2024 ], [ %2123, %2077 ]
  %2069 = phi <16 x float> [ %2035, %2024 ], [ %2122, %2077 ]
  %2070 = phi <16 x float> [ %2036, %2024 ], [ %2117, %2077 ]
  %2071 = phi <16 x float> [ %2037, %2024 ], [ %2116, %2077 ]
  %2072 = phi <16 x float> [ %2038, %2024 ], [ %2111, %2077 ]
  %2073 = phi <16 x float> [ %2039, %2024 ], [ %2110, %2077 ]
  %2074 = phi <16 x float> [ %2040, %2024 ], [ %2105, %2077 ]
  %2075 = add nuw nsw i64 %2041, 1
  %2076 = icmp eq i64 %2075, %293
  br i1 %2076, label %1974, label %2024

2077:                                             ; preds = %2047, %2077
  %2078 = phi <16 x float> [ %2147, %2077 ], [ %2025, %2047 ]
  %2079 = phi <16 x float> [ %2146, %2077 ], [ %2026, %2047 ]
  %2080 = phi <16 x float> [ %2104, %2077 ], [ %2027, %2047 ]
  %2081 = phi <16 x float> [ %2141, %2077 ], [ %2028, %2047 ]
  %2082 = phi <16 x float> [ %2140, %2077 ], [ %2029, %2047 ]
  %2083 = phi <16 x float> [ %2135, %2077 ], [ %2030, %2047 ]
  %2084 = phi <16 x float> [ %2134, %2077 ], [ %2031, %2047 ]
  %2085 = phi <16 x float> [ %2129, %2077 ], [ %2032, %2047 ]
  %2086 = phi <16 x float> [ %2128, %2077 ], [ %2033, %2047 ]
  %2087 = phi <16 x float> [ %2123, %2077 ], [ %2034, %2047 ]
  %2088 = phi <16 x float> [ %2122, %2077 ], [ %2035, %2047 ]
  %2089 = phi <16 x float> [ %2117, %2077 ], [ %2036, %2047 ]
  %2090 = phi <16 x float> [ %2116, %2077 ], [ %2037, %2047 ]
  %2091 = phi <16 x float> [ %2111, %2077 ], [ %2038, %2047 ]
  %2092 = phi <16 x float> [ %2110, %2077 ], [ %2039, %2047 ]
  %2093 = phi <16 x float> [ %2105, %2077 ], [ %2040, %2047 ]
  %2094 = phi i64 [ %2148, %2077 ], [ %2011, %2047 ]
  %2095 = phi ptr [ %2150, %2077 ], [ %2053, %2047 ]
  %2096 = phi ptr [ %2149, %2077 ], [ %2019, %2047 ]
  %2097 = getelementptr inbounds float, ptr %2096, i64 %2044
  %2098 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2097, <16 x i1> %2055, <16 x float> zeroinitializer)
  %2099 = getelementptr inbounds float, ptr %2096, i64 %2046
  %2100 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2099, <16 x i1> %2057, <16 x float> zeroinitializer)
  %2101 = load float, ptr %2095, align 4
  %2102 = insertelement <16 x float> poison, float %2101, i64 0
  %2103 = shufflevector <16 x float> %2102, <16 x float> poison, <16 x i32> zeroinitializer
  %2104 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2098, <16 x float> %2103, <16 x float> %2080)
  %2105 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2100, <16 x float> %2103, <16 x float> %2093)
  %2106 = getelementptr inbounds float, ptr %2095, i64 %295
  %2107 = load float, ptr %2106, align 4
  %2108 = insertelement <16 x float> poison, float %2107, i64 0
  %2109 = shufflevector <16 x float> %2108, <16 x float> poison, <16 x i32> zeroinitializer
  %2110 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2098, <16 x float> %2109, <16 x float> %2092)
  %2111 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2100, <16 x float> %2109, <16 x float> %2091)
  %2112 = getelementptr inbounds i8, ptr %2095, i64 %311
  %2113 = load float, ptr %2112, align 4
  %2114 = insertelement <16 x float> poison, float %2113, i64 0
  %2115 = shufflevector <16 x float> %2114, <16 x float> poison, <16 x i32> zeroinitializer
  %2116 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2098, <16 x float> %2115, <16 x float> %2090)
  %2117 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2100, <16 x float> %2115, <16 x float> %2089)
  %2118 = getelementptr inbounds i8, ptr %2095, i64 %312
  %2119 = load float, ptr %2118, align 4
  %2120 = insertelement <16 x float> poison, float %2119, i64 0
  %2121 = shufflevector <16 x float> %2120, <16 x float> poison, <16 x i32> zeroinitializer
  %2122 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2098, <16 x float> %2121, <16 x float> %2088)
  %2123 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2100, <16 x float> %2121, <16 x float> %2087)
  %2124 = getelementptr inbounds i8, ptr %2095, i64 %313
  %2125 = load float, ptr %2124, align 4
  %2126 = insertelement <16 x float> poison, float %2125, i64 0
  %2127 = shufflevector <16 x float> %2126, <16 x float> poison, <16 x i32> zeroinitializer
  %2128 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2098, <16 x float> %2127, <16 x float> %2086)
  %2129 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2100, <16 x float> %2127, <16 x float> %2085)
  %2130 = getelementptr inbounds i8, ptr %2095, i64 %314
  %2131 = load float, ptr %2130, align 4
  %2132 = insertelement <16 x float> poison, float %2131, i64 0
  %2133 = shufflevector <16 x float> %2132, <16 x float> poison, <16 x i32> zeroinitializer
  %2134 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2098, <16 x float> %2133, <16 x float> %2084)
  %2135 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2100, <16 x float> %2133, <16 x float> %2083)
  %2136 = getelementptr inbounds i8, ptr %2095, i64 %315
  %2137 = load float, ptr %2136, align 4
  %2138 = insertelement <16 x float> poison, float %2137, i64 0
  %2139 = shufflevector <16 x float> %2138, <16 x float> poison, <16 x i32> zeroinitializer
  %2140 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2098, <16 x float> %2139, <16 x float> %2082)
  %2141 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2100, <16 x float> %2139, <16 x float> %2081)
  %2142 = getelementptr inbounds i8, ptr %2095, i64 %316
  %2143 = load float, ptr %2142, align 4
  %2144 = insertelement <16 x float> poison, float %2143, i64 0
  %2145 = shufflevector <16 x float> %2144, <16 x float> poison, <16 x i32> zeroinitializer
  %2146 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2098, <16 x float> %2145, <16 x float> %2079)
  %2147 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2100, <16 x float> %2145, <16 x float> %2078)
  %2148 = add nuw nsw i64 %2094, 1
  %2149 = getelementptr inbounds float, ptr %2096, i64 %292
  %2150 = getelementptr inbounds nuw float, ptr %2095, i64 %293
  %2151 = icmp eq i64 %2148, %2013
  br i1 %2151, label %2058, label %2077

2152:                                             ; preds = %1969, %1974
  %2153 = phi <16 x float> [ %1934, %1969 ], [ %1981, %1974 ]
  %2154 = phi <16 x float> [ %1935, %1969 ], [ %1980, %1974 ]
  %2155 = phi <16 x float> [ %1917, %1969 ], [ %1982, %1974 ]
  %2156 = phi <16 x float> [ %1916, %1969 ], [ %1983, %1974 ]
  %2157 = phi <16 x float> [ %1952, %1969 ], [ %1979, %1974 ]
  %2158 = phi <16 x float> [ %1899, %1969 ], [ %1984, %1974 ]
  %2159 = phi <16 x float> [ %1898, %1969 ], [ %1985, %1974 ]
  %2160 = phi <16 x float> [ %1953, %1969 ], [ %1978, %1974 ]
  %2161 = phi <16 x float> [ %1881, %1969 ], [ %1986, %1974 ]
  %2162 = phi <16 x float> [ %1880, %1969 ], [ %1987, %1974 ]
  %2163 = phi <16 x float> [ %1970, %1969 ], [ %1976, %1974 ]
  %2164 = phi <16 x float> [ %1863, %1969 ], [ %1988, %1974 ]
  %2165 = phi <16 x float> [ %1862, %1969 ], [ %1989, %1974 ]
  %2166 = phi <16 x float> [ %1971, %1969 ], [ %1975, %1974 ]
  %2167 = phi <16 x float> [ %1845, %1969 ], [ %1990, %1974 ]
  %2168 = phi <16 x float> [ %1844, %1969 ], [ %1977, %1974 ]
  %2169 = mul nsw i64 %1099, %264
  %2170 = icmp sgt i64 %1100, 0
  %2171 = add nsw i64 %1020, %2169
  %2172 = select i1 %2170, <16 x i1> zeroinitializer, <16 x i1> %1036
  %2173 = getelementptr inbounds float, ptr %459, i64 %2171
  br i1 %298, label %2231, label %2174

2174:                                             ; preds = %2152
  %2175 = getelementptr inbounds float, ptr %457, i64 %2171
  switch i64 %317, label %1332 [
    i64 1, label %2176
    i64 2, label %2179
    i64 3, label %2186
    i64 0, label %2231
  ]

2176:                                             ; preds = %2174
  %2177 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2175, <16 x i1> %2172, <16 x float> zeroinitializer)
  %2178 = fadd <16 x float> %2168, %2177
  br label %2193

2179:                                             ; preds = %2174
  %2180 = bitcast <16 x float> %2168 to <8 x i64>
  %2181 = or <8 x i64> %2180, %300
  %2182 = fcmp oeq <16 x float> %2168, %53
  %2183 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2168, i32 4)
  %2184 = bitcast <8 x i64> %2181 to <16 x float>
  %2185 = select <16 x i1> %2182, <16 x float> %2184, <16 x float> %2183
  br label %2193

2186:                                             ; preds = %2174
  %2187 = bitcast <16 x float> %2168 to <8 x i64>
  %2188 = and <8 x i64> %2187, %299
  %2189 = fcmp oeq <16 x float> %2168, %50
  %2190 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2168, i32 4)
  %2191 = bitcast <8 x i64> %2188 to <16 x float>
  %2192 = select <16 x i1> %2189, <16 x float> %2191, <16 x float> %2190
  br label %2193

2193:                                             ; preds = %2186, %2179, %2176
  %2194 = phi <16 x float> [ %2178, %2176 ], [ %2185, %2179 ], [ %2192, %2186 ]
  switch i64 %319, label %1332 [
    i64 1, label %2209
    i64 2, label %2202
    i64 3, label %2195
    i64 0, label %2231
  ]

2195:                                             ; preds = %2193
  %2196 = bitcast <16 x float> %2194 to <8 x i64>
  %2197 = and <8 x i64> %2196, %299
  %2198 = fcmp oeq <16 x float> %2194, %50
  %2199 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2194, i32 4)
  %2200 = bitcast <8 x i64> %2197 to <16 x float>
  %2201 = select <16 x i1> %2198, <16 x float> %2200, <16 x float> %2199
  br label %2212

2202:                                             ; preds = %2193
  %2203 = bitcast <16 x float> %2194 to <8 x i64>
  %2204 = or <8 x i64> %2203, %300
  %2205 = fcmp oeq <16 x float> %2194, %53
  %2206 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2194, i32 4)
  %2207 = bitcast <8 x i64> %2204 to <16 x float>
  %2208 = select <16 x i1> %2205, <16 x float> %2207, <16 x float> %2206
  br label %2212

2209:                                             ; preds = %2193
  %2210 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2175, <16 x i1> %2172, <16 x float> zeroinitializer)
  %2211 = fadd <16 x float> %2194, %2210
  br label %2212

2212:                                             ; preds = %2209, %2202, %2195
  %2213 = phi <16 x float> [ %2211, %2209 ], [ %2208, %2202 ], [ %2201, %2195 ]
  switch i64 %321, label %1332 [
    i64 1, label %2228
    i64 2, label %2221
    i64 3, label %2214
    i64 0, label %2231
  ]

2214:                                             ; preds = %2212
  %2215 = bitcast <16 x float> %2213 to <8 x i64>
  %2216 = and <8 x i64> %2215, %299
  %2217 = fcmp oeq <16 x float> %2213, %50
  %2218 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2213, i32 4)
  %2219 = bitcast <8 x i64> %2216 to <16 x float>
  %2220 = select <16 x i1> %2217, <16 x float> %2219, <16 x float> %2218
  br label %2231

2221:                                             ; preds = %2212
  %2222 = bitcast <16 x float> %2213 to <8 x i64>
  %2223 = or <8 x i64> %2222, %300
  %2224 = fcmp oeq <16 x float> %2213, %53
  %2225 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2213, i32 4)
  %2226 = bitcast <8 x i64> %2223 to <16 x float>
  %2227 = select <16 x i1> %2224, <16 x float> %2226, <16 x float> %2225
  br label %2231

2228:                                             ; preds = %2212
  %2229 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2175, <16 x i1> %2172, <16 x float> zeroinitializer)
  %2230 = fadd <16 x float> %2213, %2229
  br label %2231

2231:                                             ; preds = %2152, %2174, %2193, %2212, %2228, %2221, %2214
  %2232 = phi <16 x float> [ %2220, %2214 ], [ %2168, %2174 ], [ %2213, %2212 ], [ %2194, %2193 ], [ %2230, %2228 ], [ %2227, %2221 ], [ %2168, %2152 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2232, ptr align 1 %2173, <16 x i1> %2172)
  %2233 = add nsw i64 %1019, %2169
  %2234 = select i1 %2170, <16 x i1> zeroinitializer, <16 x i1> %1037
  %2235 = getelementptr inbounds float, ptr %459, i64 %2233
  br i1 %298, label %2293, label %2236

2236:                                             ; preds = %2231
  %2237 = getelementptr inbounds float, ptr %457, i64 %2233
  switch i64 %322, label %1332 [
    i64 1, label %2252
    i64 2, label %2245
    i64 3, label %2238
    i64 0, label %2293
  ]

2238:                                             ; preds = %2236
  %2239 = bitcast <16 x float> %2167 to <8 x i64>
  %2240 = and <8 x i64> %2239, %299
  %2241 = fcmp oeq <16 x float> %2167, %50
  %2242 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2167, i32 4)
  %2243 = bitcast <8 x i64> %2240 to <16 x float>
  %2244 = select <16 x i1> %2241, <16 x float> %2243, <16 x float> %2242
  br label %2255

2245:                                             ; preds = %2236
  %2246 = bitcast <16 x float> %2167 to <8 x i64>
  %2247 = or <8 x i64> %2246, %300
  %2248 = fcmp oeq <16 x float> %2167, %53
  %2249 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2167, i32 4)
  %2250 = bitcast <8 x i64> %2247 to <16 x float>
  %2251 = select <16 x i1> %2248, <16 x float> %2250, <16 x float> %2249
  br label %2255

2252:                                             ; preds = %2236
  %2253 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2237, <16 x i1> %2234, <16 x float> zeroinitializer)
  %2254 = fadd <16 x float> %2167, %2253
  br label %2255

2255:                                             ; preds = %2252, %2245, %2238
  %2256 = phi <16 x float> [ %2254, %2252 ], [ %2251, %2245 ], [ %2244, %2238 ]
  switch i64 %324, label %1332 [
    i64 1, label %2271
    i64 2, label %2264
    i64 3, label %2257
    i64 0, label %2293
  ]

2257:                                             ; preds = %2255
  %2258 = bitcast <16 x float> %2256 to <8 x i64>
  %2259 = and <8 x i64> %2258, %299
  %2260 = fcmp oeq <16 x float> %2256, %50
  %2261 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2256, i32 4)
  %2262 = bitcast <8 x i64> %2259 to <16 x float>
  %2263 = select <16 x i1> %2260, <16 x float> %2262, <16 x float> %2261
  br label %2274

2264:                                             ; preds = %2255
  %2265 = bitcast <16 x float> %2256 to <8 x i64>
  %2266 = or <8 x i64> %2265, %300
  %2267 = fcmp oeq <16 x float> %2256, %53
  %2268 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2256, i32 4)
  %2269 = bitcast <8 x i64> %2266 to <16 x float>
  %2270 = select <16 x i1> %2267, <16 x float> %2269, <16 x float> %2268
  br label %2274

2271:                                             ; preds = %2255
  %2272 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2237, <16 x i1> %2234, <16 x float> zeroinitializer)
  %2273 = fadd <16 x float> %2256, %2272
  br label %2274

2274:                                             ; preds = %2271, %2264, %2257
  %2275 = phi <16 x float> [ %2273, %2271 ], [ %2270, %2264 ], [ %2263, %2257 ]
  switch i64 %326, label %1332 [
    i64 1, label %2290
    i64 2, label %2283
    i64 3, label %2276
    i64 0, label %2293
  ]

2276:                                             ; preds = %2274
  %2277 = bitcast <16 x float> %2275 to <8 x i64>
  %2278 = and <8 x i64> %2277, %299
  %2279 = fcmp oeq <16 x float> %2275, %50
  %2280 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2275, i32 4)
  %2281 = bitcast <8 x i64> %2278 to <16 x float>
  %2282 = select <16 x i1> %2279, <16 x float> %2281, <16 x float> %2280
  br label %2293

2283:                                             ; preds = %2274
  %2284 = bitcast <16 x float> %2275 to <8 x i64>
  %2285 = or <8 x i64> %2284, %300
  %2286 = fcmp oeq <16 x float> %2275, %53
  %2287 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2275, i32 4)
  %2288 = bitcast <8 x i64> %2285 to <16 x float>
  %2289 = select <16 x i1> %2286, <16 x float> %2288, <16 x float> %2287
  br label %2293

2290:                                             ; preds = %2274
  %2291 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2237, <16 x i1> %2234, <16 x float> zeroinitializer)
  %2292 = fadd <16 x float> %2275, %2291
  br label %2293

2293:                                             ; preds = %2231, %2236, %2255, %2274, %2290, %2283, %2276
  %2294 = phi <16 x float> [ %2282, %2276 ], [ %2167, %2236 ], [ %2275, %2274 ], [ %2256, %2255 ], [ %2292, %2290 ], [ %2289, %2283 ], [ %2167, %2231 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2294, ptr align 1 %2235, <16 x i1> %2234)
  %2295 = add nsw i64 %1099, 1
  %2296 = mul nsw i64 %2295, %264
  %2297 = icmp sgt i64 %1100, 1
  %2298 = add nsw i64 %1020, %2296
  %2299 = select i1 %2297, <16 x i1> zeroinitializer, <16 x i1> %1036
  %2300 = getelementptr inbounds float, ptr %459, i64 %2298
  br i1 %298, label %2358, label %2301

2301:                                             ; preds = %2293
  %2302 = getelementptr inbounds float, ptr %457, i64 %2298
  switch i64 %317, label %1332 [
    i64 1, label %2317
    i64 2, label %2310
    i64 3, label %2303
    i64 0, label %2358
  ]

2303:                                             ; preds = %2301
  %2304 = bitcast <16 x float> %2165 to <8 x i64>
  %2305 = and <8 x i64> %2304, %299
  %2306 = fcmp oeq <16 x float> %2165, %50
  %2307 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2165, i32 4)
  %2308 = bitcast <8 x i64> %2305 to <16 x float>
  %2309 = select <16 x i1> %2306, <16 x float> %2308, <16 x float> %2307
  br label %2320

2310:                                             ; preds = %2301
  %2311 = bitcast <16 x float> %2165 to <8 x i64>
  %2312 = or <8 x i64> %2311, %300
  %2313 = fcmp oeq <16 x float> %2165, %53
  %2314 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2165, i32 4)
  %2315 = bitcast <8 x i64> %2312 to <16 x float>
  %2316 = select <16 x i1> %2313, <16 x float> %2315, <16 x float> %2314
  br label %2320

2317:                                             ; preds = %2301
  %2318 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2302, <16 x i1> %2299, <16 x float> zeroinitializer)
  %2319 = fadd <16 x float> %2165, %2318
  br label %2320

2320:                                             ; preds = %2317, %2310, %2303
  %2321 = phi <16 x float> [ %2319, %2317 ], [ %2316, %2310 ], [ %2309, %2303 ]
  switch i64 %319, label %1332 [
    i64 1, label %2336
    i64 2, label %2329
    i64 3, label %2322
    i64 0, label %2358
  ]

2322:                                             ; preds = %2320
  %2323 = bitcast <16 x float> %2321 to <8 x i64>
  %2324 = and <8 x i64> %2323, %299
  %2325 = fcmp oeq <16 x float> %2321, %50
  %2326 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2321, i32 4)
  %2327 = bitcast <8 x i64> %2324 to <16 x float>
  %2328 = select <16 x i1> %2325, <16 x float> %2327, <16 x float> %2326
  br label %2339

2329:                                             ; preds = %2320
  %2330 = bitcast <16 x float> %2321 to <8 x i64>
  %2331 = or <8 x i64> %2330, %300
  %2332 = fcmp oeq <16 x float> %2321, %53
  %2333 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2321, i32 4)
  %2334 = bitcast <8 x i64> %2331 to <16 x float>
  %2335 = select <16 x i1> %2332, <16 x float> %2334, <16 x float> %2333
  br label %2339

2336:                                             ; preds = %2320
  %2337 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2302, <16 x i1> %2299, <16 x float> zeroinitializer)
  %2338 = fadd <16 x float> %2321, %2337
  br label %2339

2339:                                             ; preds = %2336, %2329, %2322
  %2340 = phi <16 x float> [ %2338, %2336 ], [ %2335, %2329 ], [ %2328, %2322 ]
  switch i64 %321, label %1332 [
    i64 1, label %2355
    i64 2, label %2348
    i64 3, label %2341
    i64 0, label %2358
  ]

2341:                                             ; preds = %2339
  %2342 = bitcast <16 x float> %2340 to <8 x i64>
  %2343 = and <8 x i64> %2342, %299
  %2344 = fcmp oeq <16 x float> %2340, %50
  %2345 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2340, i32 4)
  %2346 = bitcast <8 x i64> %2343 to <16 x float>
  %2347 = select <16 x i1> %2344, <16 x float> %2346, <16 x float> %2345
  br label %2358

2348:                                             ; preds = %2339
  %2349 = bitcast <16 x float> %2340 to <8 x i64>
  %2350 = or <8 x i64> %2349, %300
  %2351 = fcmp oeq <16 x float> %2340, %53
  %2352 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2340, i32 4)
  %2353 = bitcast <8 x i64> %2350 to <16 x float>
  %2354 = select <16 x i1> %2351, <16 x float> %2353, <16 x float> %2352
  br label %2358

2355:                                             ; preds = %2339
  %2356 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2302, <16 x i1> %2299, <16 x float> zeroinitializer)
  %2357 = fadd <16 x float> %2340, %2356
  br label %2358

2358:                                             ; preds = %2355, %2348, %2341, %2339, %2320, %2301, %2293
  %2359 = phi <16 x float> [ %2347, %2341 ], [ %2165, %2301 ], [ %2340, %2339 ], [ %2321, %2320 ], [ %2357, %2355 ], [ %2354, %2348 ], [ %2165, %2293 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2359, ptr align 1 %2300, <16 x i1> %2299)
  %2360 = add nsw i64 %1019, %2296
  %2361 = select i1 %2297, <16 x i1> zeroinitializer, <16 x i1> %1037
  %2362 = getelementptr inbounds float, ptr %459, i64 %2360
  br i1 %298, label %2420, label %2363

2363:                                             ; preds = %2358
  %2364 = getelementptr inbounds float, ptr %457, i64 %2360
  switch i64 %322, label %1332 [
    i64 1, label %2379
    i64 2, label %2372
    i64 3, label %2365
    i64 0, label %2420
  ]

2365:                                             ; preds = %2363
  %2366 = bitcast <16 x float> %2164 to <8 x i64>
  %2367 = and <8 x i64> %2366, %299
  %2368 = fcmp oeq <16 x float> %2164, %50
  %2369 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2164, i32 4)
  %2370 = bitcast <8 x i64> %2367 to <16 x float>
  %2371 = select <16 x i1> %2368, <16 x float> %2370, <16 x float> %2369
  br label %2382

2372:                                             ; preds = %2363
  %2373 = bitcast <16 x float> %2164 to <8 x i64>
  %2374 = or <8 x i64> %2373, %300
  %2375 = fcmp oeq <16 x float> %2164, %53
  %2376 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2164, i32 4)
  %2377 = bitcast <8 x i64> %2374 to <16 x float>
  %2378 = select <16 x i1> %2375, <16 x float> %2377, <16 x float> %2376
  br label %2382

2379:                                             ; preds = %2363
  %2380 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2364, <16 x i1> %2361, <16 x float> zeroinitializer)
  %2381 = fadd <16 x float> %2164, %2380
  br label %2382

2382:                                             ; preds = %2379, %2372, %2365
  %2383 = phi <16 x float> [ %2381, %2379 ], [ %2378, %2372 ], [ %2371, %2365 ]
  switch i64 %324, label %1332 [
    i64 1, label %2398
    i64 2, label %2391
    i64 3, label %2384
    i64 0, label %2420
  ]

2384:                                             ; preds = %2382
  %2385 = bitcast <16 x float> %2383 to <8 x i64>
  %2386 = and <8 x i64> %2385, %299
  %2387 = fcmp oeq <16 x float> %2383, %50
  %2388 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2383, i32 4)
  %2389 = bitcast <8 x i64> %2386 to <16 x float>
  %2390 = select <16 x i1> %2387, <16 x float> %2389, <16 x float> %2388
  br label %2401

2391:                                             ; preds = %2382
  %2392 = bitcast <16 x float> %2383 to <8 x i64>
  %2393 = or <8 x i64> %2392, %300
  %2394 = fcmp oeq <16 x float> %2383, %53
  %2395 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2383, i32 4)
  %2396 = bitcast <8 x i64> %2393 to <16 x float>
  %2397 = select <16 x i1> %2394, <16 x float> %2396, <16 x float> %2395
  br label %2401

2398:                                             ; preds = %2382
  %2399 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2364, <16 x i1> %2361, <16 x float> zeroinitializer)
  %2400 = fadd <16 x float> %2383, %2399
  br label %2401

2401:                                             ; preds = %2398, %2391, %2384
  %2402 = phi <16 x float> [ %2400, %2398 ], [ %2397, %2391 ], [ %2390, %2384 ]
  switch i64 %326, label %1332 [
    i64 1, label %2417
    i64 2, label %2410
    i64 3, label %2403
    i64 0, label %2420
  ]

2403:                                             ; preds = %2401
  %2404 = bitcast <16 x float> %2402 to <8 x i64>
  %2405 = and <8 x i64> %2404, %299
  %2406 = fcmp oeq <16 x float> %2402, %50
  %2407 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2402, i32 4)
  %2408 = bitcast <8 x i64> %2405 to <16 x float>
  %2409 = select <16 x i1> %2406, <16 x float> %2408, <16 x float> %2407
  br label %2420

2410:                                             ; preds = %2401
  %2411 = bitcast <16 x float> %2402 to <8 x i64>
  %2412 = or <8 x i64> %2411, %300
  %2413 = fcmp oeq <16 x float> %2402, %53
  %2414 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2402, i32 4)
  %2415 = bitcast <8 x i64> %2412 to <16 x float>
  %2416 = select <16 x i1> %2413, <16 x float> %2415, <16 x float> %2414
  br label %2420

2417:                                             ; preds = %2401
  %2418 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2364, <16 x i1> %2361, <16 x float> zeroinitializer)
  %2419 = fadd <16 x float> %2402, %2418
  br label %2420

2420:                                             ; preds = %2417, %2410, %2403, %2401, %2382, %2363, %2358
  %2421 = phi <16 x float> [ %2409, %2403 ], [ %2164, %2363 ], [ %2402, %2401 ], [ %2383, %2382 ], [ %2419, %2417 ], [ %2416, %2410 ], [ %2164, %2358 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2421, ptr align 1 %2362, <16 x i1> %2361)
  %2422 = add nsw i64 %1099, 2
  %2423 = mul nsw i64 %2422, %264
  %2424 = icmp sgt i64 %1100, 2
  %2425 = add nsw i64 %1020, %2423
  %2426 = select i1 %2424, <16 x i1> zeroinitializer, <16 x i1> %1036
  %2427 = getelementptr inbounds float, ptr %459, i64 %2425
  br i1 %298, label %2485, label %2428

2428:                                             ; preds = %2420
  %2429 = getelementptr inbounds float, ptr %457, i64 %2425
  switch i64 %317, label %1332 [
    i64 1, label %2444
    i64 2, label %2437
    i64 3, label %2430
    i64 0, label %2485
  ]

2430:                                             ; preds = %2428
  %2431 = bitcast <16 x float> %2162 to <8 x i64>
  %2432 = and <8 x i64> %2431, %299
  %2433 = fcmp oeq <16 x float> %2162, %50
  %2434 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2162, i32 4)
  %2435 = bitcast <8 x i64> %2432 to <16 x float>
  %2436 = select <16 x i1> %2433, <16 x float> %2435, <16 x float> %2434
  br label %2447

2437:                                             ; preds = %2428
  %2438 = bitcast <16 x float> %2162 to <8 x i64>
  %2439 = or <8 x i64> %2438, %300
  %2440 = fcmp oeq <16 x float> %2162, %53
  %2441 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2162, i32 4)
  %2442 = bitcast <8 x i64> %2439 to <16 x float>
  %2443 = select <16 x i1> %2440, <16 x float> %2442, <16 x float> %2441
  br label %2447

2444:                                             ; preds = %2428
  %2445 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2429, <16 x i1> %2426, <16 x float> zeroinitializer)
  %2446 = fadd <16 x float> %2162, %2445
  br label %2447

2447:                                             ; preds = %2444, %2437, %2430
  %2448 = phi <16 x float> [ %2446, %2444 ], [ %2443, %2437 ], [ %2436, %2430 ]
  switch i64 %319, label %1332 [
    i64 1, label %2463
    i64 2, label %2456
    i64 3, label %2449
    i64 0, label %2485
  ]

2449:                                             ; preds = %2447
  %2450 = bitcast <16 x float> %2448 to <8 x i64>
  %2451 = and <8 x i64> %2450, %299
  %2452 = fcmp oeq <16 x float> %2448, %50
  %2453 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2448, i32 4)
  %2454 = bitcast <8 x i64> %2451 to <16 x float>
  %2455 = select <16 x i1> %2452, <16 x float> %2454, <16 x float> %2453
  br label %2466

2456:                                             ; preds = %2447
  %2457 = bitcast <16 x float> %2448 to <8 x i64>
  %2458 = or <8 x i64> %2457, %300
  %2459 = fcmp oeq <16 x float> %2448, %53
  %2460 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2448, i32 4)
  %2461 = bitcast <8 x i64> %2458 to <16 x float>
  %2462 = select <16 x i1> %2459, <16 x float> %2461, <16 x float> %2460
  br label %2466

2463:                                             ; preds = %2447
  %2464 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2429, <16 x i1> %2426, <16 x float> zeroinitializer)
  %2465 = fadd <16 x float> %2448, %2464
  br label %2466

2466:                                             ; preds = %2463, %2456, %2449
  %2467 = phi <16 x float> [ %2465, %2463 ], [ %2462, %2456 ], [ %2455, %2449 ]
  switch i64 %321, label %1332 [
    i64 1, label %2482
    i64 2, label %2475
    i64 3, label %2468
    i64 0, label %2485
  ]

2468:                                             ; preds = %2466
  %2469 = bitcast <16 x float> %2467 to <8 x i64>
  %2470 = and <8 x i64> %2469, %299
  %2471 = fcmp oeq <16 x float> %2467, %50
  %2472 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2467, i32 4)
  %2473 = bitcast <8 x i64> %2470 to <16 x float>
  %2474 = select <16 x i1> %2471, <16 x float> %2473, <16 x float> %2472
  br label %2485

2475:                                             ; preds = %2466
  %2476 = bitcast <16 x float> %2467 to <8 x i64>
  %2477 = or <8 x i64> %2476, %300
  %2478 = fcmp oeq <16 x float> %2467, %53
  %2479 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2467, i32 4)
  %2480 = bitcast <8 x i64> %2477 to <16 x float>
  %2481 = select <16 x i1> %2478, <16 x float> %2480, <16 x float> %2479
  br label %2485

2482:                                             ; preds = %2466
  %2483 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2429, <16 x i1> %2426, <16 x float> zeroinitializer)
  %2484 = fadd <16 x float> %2467, %2483
  br label %2485

2485:                                             ; preds = %2482, %2475, %2468, %2466, %2447, %2428, %2420
  %2486 = phi <16 x float> [ %2474, %2468 ], [ %2162, %2428 ], [ %2467, %2466 ], [ %2448, %2447 ], [ %2484, %2482 ], [ %2481, %2475 ], [ %2162, %2420 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2486, ptr align 1 %2427, <16 x i1> %2426)
  %2487 = add nsw i64 %1019, %2423
  %2488 = select i1 %2424, <16 x i1> zeroinitializer, <16 x i1> %1037
  %2489 = getelementptr inbounds float, ptr %459, i64 %2487
  br i1 %298, label %2547, label %2490

2490:                                             ; preds = %2485
  %2491 = getelementptr inbounds float, ptr %457, i64 %2487
  switch i64 %322, label %1332 [
    i64 1, label %2506
    i64 2, label %2499
    i64 3, label %2492
    i64 0, label %2547
  ]

2492:                                             ; preds = %2490
  %2493 = bitcast <16 x float> %2161 to <8 x i64>
  %2494 = and <8 x i64> %2493, %299
  %2495 = fcmp oeq <16 x float> %2161, %50
  %2496 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2161, i32 4)
  %2497 = bitcast <8 x i64> %2494 to <16 x float>
  %2498 = select <16 x i1> %2495, <16 x float> %2497, <16 x float> %2496
  br label %2509

2499:                                             ; preds = %2490
  %2500 = bitcast <16 x float> %2161 to <8 x i64>
  %2501 = or <8 x i64> %2500, %300
  %2502 = fcmp oeq <16 x float> %2161, %53
  %2503 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2161, i32 4)
  %2504 = bitcast <8 x i64> %2501 to <16 x float>
  %2505 = select <16 x i1> %2502, <16 x float> %2504, <16 x float> %2503
  br label %2509

2506:                                             ; preds = %2490
  %2507 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2491, <16 x i1> %2488, <16 x float> zeroinitializer)
  %2508 = fadd <16 x float> %2161, %2507
  br label %2509

2509:                                             ; preds = %2506, %2499, %2492
  %2510 = phi <16 x float> [ %2508, %2506 ], [ %2505, %2499 ], [ %2498, %2492 ]
  switch i64 %324, label %1332 [
    i64 1, label %2525
    i64 2, label %2518
    i64 3, label %2511
    i64 0, label %2547
  ]

2511:                                             ; preds = %2509
  %2512 = bitcast <16 x float> %2510 to <8 x i64>
  %2513 = and <8 x i64> %2512, %299
  %2514 = fcmp oeq <16 x float> %2510, %50
  %2515 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2510, i32 4)
  %2516 = bitcast <8 x i64> %2513 to <16 x float>
  %2517 = select <16 x i1> %2514, <16 x float> %2516, <16 x float> %2515
  br label %2528

2518:                                             ; preds = %2509
  %2519 = bitcast <16 x float> %2510 to <8 x i64>
  %2520 = or <8 x i64> %2519, %300
  %2521 = fcmp oeq <16 x float> %2510, %53
  %2522 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2510, i32 4)
  %2523 = bitcast <8 x i64> %2520 to <16 x float>
  %2524 = select <16 x i1> %2521, <16 x float> %2523, <16 x float> %2522
  br label %2528

2525:                                             ; preds = %2509
  %2526 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2491, <16 x i1> %2488, <16 x float> zeroinitializer)
  %2527 = fadd <16 x float> %2510, %2526
  br label %2528

2528:                                             ; preds = %2525, %2518, %2511
  %2529 = phi <16 x float> [ %2527, %2525 ], [ %2524, %2518 ], [ %2517, %2511 ]
  switch i64 %326, label %1332 [
    i64 1, label %2544
    i64 2, label %2537
    i64 3, label %2530
    i64 0, label %2547
  ]

2530:                                             ; preds = %2528
  %2531 = bitcast <16 x float> %2529 to <8 x i64>
  %2532 = and <8 x i64> %2531, %299
  %2533 = fcmp oeq <16 x float> %2529, %50
  %2534 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2529, i32 4)
  %2535 = bitcast <8 x i64> %2532 to <16 x float>
  %2536 = select <16 x i1> %2533, <16 x float> %2535, <16 x float> %2534
  br label %2547

2537:                                             ; preds = %2528
  %2538 = bitcast <16 x float> %2529 to <8 x i64>
  %2539 = or <8 x i64> %2538, %300
  %2540 = fcmp oeq <16 x float> %2529, %53
  %2541 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2529, i32 4)
  %2542 = bitcast <8 x i64> %2539 to <16 x float>
  %2543 = select <16 x i1> %2540, <16 x float> %2542, <16 x float> %2541
  br label %2547

2544:                                             ; preds = %2528
  %2545 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2491, <16 x i1> %2488, <16 x float> zeroinitializer)
  %2546 = fadd <16 x float> %2529, %2545
  br label %2547

2547:                                             ; preds = %2544, %2537, %2530, %2528, %2509, %2490, %2485
  %2548 = phi <16 x float> [ %2536, %2530 ], [ %2161, %2490 ], [ %2529, %2528 ], [ %2510, %2509 ], [ %2546, %2544 ], [ %2543, %2537 ], [ %2161, %2485 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2548, ptr align 1 %2489, <16 x i1> %2488)
  %2549 = add nsw i64 %1099, 3
  %2550 = mul nsw i64 %2549, %264
  %2551 = icmp sgt i64 %1100, 3
  %2552 = add nsw i64 %1020, %2550
  %2553 = select i1 %2551, <16 x i1> zeroinitializer, <16 x i1> %1036
  %2554 = getelementptr inbounds float, ptr %459, i64 %2552
  br i1 %298, label %2612, label %2555

2555:                                             ; preds = %2547
  %2556 = getelementptr inbounds float, ptr %457, i64 %2552
  switch i64 %317, label %1332 [
    i64 1, label %2571
    i64 2, label %2564
    i64 3, label %2557
    i64 0, label %2612
  ]

2557:                                             ; preds = %2555
  %2558 = bitcast <16 x float> %2159 to <8 x i64>
  %2559 = and <8 x i64> %2558, %299
  %2560 = fcmp oeq <16 x float> %2159, %50
  %2561 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2159, i32 4)
  %2562 = bitcast <8 x i64> %2559 to <16 x float>
  %2563 = select <16 x i1> %2560, <16 x float> %2562, <16 x float> %2561
  br label %2574

2564:                                             ; preds = %2555
  %2565 = bitcast <16 x float> %2159 to <8 x i64>
  %2566 = or <8 x i64> %2565, %300
  %2567 = fcmp oeq <16 x float> %2159, %53
  %2568 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2159, i32 4)
  %2569 = bitcast <8 x i64> %2566 to <16 x float>
  %2570 = select <16 x i1> %2567, <16 x float> %2569, <16 x float> %2568
  br label %2574

2571:                                             ; preds = %2555
  %2572 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2556, <16 x i1> %2553, <16 x float> zeroinitializer)
  %2573 = fadd <16 x float> %2159, %2572
  br label %2574

2574:                                             ; preds = %2571, %2564, %2557
  %2575 = phi <16 x float> [ %2573, %2571 ], [ %2570, %2564 ], [ %2563, %2557 ]
  switch i64 %319, label %1332 [
    i64 1, label %2590
    i64 2, label %2583
    i64 3, label %2576
    i64 0, label %2612
  ]

2576:                                             ; preds = %2574
  %2577 = bitcast <16 x float> %2575 to <8 x i64>
  %2578 = and <8 x i64> %2577, %299
  %2579 = fcmp oeq <16 x float> %2575, %50
  %2580 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2575, i32 4)
  %2581 = bitcast <8 x i64> %2578 to <16 x float>
  %2582 = select <16 x i1> %2579, <16 x float> %2581, <16 x float> %2580
  br label %2593

2583:                                             ; preds = %2574
  %2584 = bitcast <16 x float> %2575 to <8 x i64>
  %2585 = or <8 x i64> %2584, %300
  %2586 = fcmp oeq <16 x float> %2575, %53
  %2587 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2575, i32 4)
  %2588 = bitcast <8 x i64> %2585 to <16 x float>
  %2589 = select <16 x i1> %2586, <16 x float> %2588, <16 x float> %2587
  br label %2593

2590:                                             ; preds = %2574
  %2591 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2556, <16 x i1> %2553, <16 x float> zeroinitializer)
  %2592 = fadd <16 x float> %2575, %2591
  br label %2593

2593:                                             ; preds = %2590, %2583, %2576
  %2594 = phi <16 x float> [ %2592, %2590 ], [ %2589, %2583 ], [ %2582, %2576 ]
  switch i64 %321, label %1332 [
    i64 1, label %2609
    i64 2, label %2602
    i64 3, label %2595
    i64 0, label %2612
  ]

2595:                                             ; preds = %2593
  %2596 = bitcast <16 x float> %2594 to <8 x i64>
  %2597 = and <8 x i64> %2596, %299
  %2598 = fcmp oeq <16 x float> %2594, %50
  %2599 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2594, i32 4)
  %2600 = bitcast <8 x i64> %2597 to <16 x float>
  %2601 = select <16 x i1> %2598, <16 x float> %2600, <16 x float> %2599
  br label %2612

2602:                                             ; preds = %2593
  %2603 = bitcast <16 x float> %2594 to <8 x i64>
  %2604 = or <8 x i64> %2603, %300
  %2605 = fcmp oeq <16 x float> %2594, %53
  %2606 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2594, i32 4)
  %2607 = bitcast <8 x i64> %2604 to <16 x float>
  %2608 = select <16 x i1> %2605, <16 x float> %2607, <16 x float> %2606
  br label %2612

2609:                                             ; preds = %2593
  %2610 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2556, <16 x i1> %2553, <16 x float> zeroinitializer)
  %2611 = fadd <16 x float> %2594, %2610
  br label %2612

2612:                                             ; preds = %2609, %2602, %2595, %2593, %2574, %2555, %2547
  %2613 = phi <16 x float> [ %2601, %2595 ], [ %2159, %2555 ], [ %2594, %2593 ], [ %2575, %2574 ], [ %2611, %2609 ], [ %2608, %2602 ], [ %2159, %2547 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2613, ptr align 1 %2554, <16 x i1> %2553)
  %2614 = add nsw i64 %1019, %2550
  %2615 = select i1 %2551, <16 x i1> zeroinitializer, <16 x i1> %1037
  %2616 = getelementptr inbounds float, ptr %459, i64 %2614
  br i1 %298, label %2674, label %2617

2617:                                             ; preds = %2612
  %2618 = getelementptr inbounds float, ptr %457, i64 %2614
  switch i64 %322, label %1332 [
    i64 1, label %2633
    i64 2, label %2626
    i64 3, label %2619
    i64 0, label %2674
  ]

2619:                                             ; preds = %2617
  %2620 = bitcast <16 x float> %2158 to <8 x i64>
  %2621 = and <8 x i64> %2620, %299
  %2622 = fcmp oeq <16 x float> %2158, %50
  %2623 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2158, i32 4)
  %2624 = bitcast <8 x i64> %2621 to <16 x float>
  %2625 = select <16 x i1> %2622, <16 x float> %2624, <16 x float> %2623
  br label %2636

2626:                                             ; preds = %2617
  %2627 = bitcast <16 x float> %2158 to <8 x i64>
  %2628 = or <8 x i64> %2627, %300
  %2629 = fcmp oeq <16 x float> %2158, %53
  %2630 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2158, i32 4)
  %2631 = bitcast <8 x i64> %2628 to <16 x float>
  %2632 = select <16 x i1> %2629, <16 x float> %2631, <16 x float> %2630
  br label %2636

2633:                                             ; preds = %2617
  %2634 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2618, <16 x i1> %2615, <16 x float> zeroinitializer)
  %2635 = fadd <16 x float> %2158, %2634
  br label %2636

2636:                                             ; preds = %2633, %2626, %2619
  %2637 = phi <16 x float> [ %2635, %2633 ], [ %2632, %2626 ], [ %2625, %2619 ]
  switch i64 %324, label %1332 [
    i64 1, label %2652
    i64 2, label %2645
    i64 3, label %2638
    i64 0, label %2674
  ]

2638:                                             ; preds = %2636
  %2639 = bitcast <16 x float> %2637 to <8 x i64>
  %2640 = and <8 x i64> %2639, %299
  %2641 = fcmp oeq <16 x float> %2637, %50
  %2642 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2637, i32 4)
  %2643 = bitcast <8 x i64> %2640 to <16 x float>
  %2644 = select <16 x i1> %2641, <16 x float> %2643, <16 x float> %2642
  br label %2655

2645:                                             ; preds = %2636
  %2646 = bitcast <16 x float> %2637 to <8 x i64>
  %2647 = or <8 x i64> %2646, %300
  %2648 = fcmp oeq <16 x float> %2637, %53
  %2649 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2637, i32 4)
  %2650 = bitcast <8 x i64> %2647 to <16 x float>
  %2651 = select <16 x i1> %2648, <16 x float> %2650, <16 x float> %2649
  br label %2655

2652:                                             ; preds = %2636
  %2653 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2618, <16 x i1> %2615, <16 x float> zeroinitializer)
  %2654 = fadd <16 x float> %2637, %2653
  br label %2655

2655:                                             ; preds = %2652, %2645, %2638
  %2656 = phi <16 x float> [ %2654, %2652 ], [ %2651, %2645 ], [ %2644, %2638 ]
  switch i64 %326, label %1332 [
    i64 1, label %2671
    i64 2, label %2664
    i64 3, label %2657
    i64 0, label %2674
  ]

2657:                                             ; preds = %2655
  %2658 = bitcast <16 x float> %2656 to <8 x i64>
  %2659 = and <8 x i64> %2658, %299
  %2660 = fcmp oeq <16 x float> %2656, %50
  %2661 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2656, i32 4)
  %2662 = bitcast <8 x i64> %2659 to <16 x float>
  %2663 = select <16 x i1> %2660, <16 x float> %2662, <16 x float> %2661
  br label %2674

2664:                                             ; preds = %2655
  %2665 = bitcast <16 x float> %2656 to <8 x i64>
  %2666 = or <8 x i64> %2665, %300
  %2667 = fcmp oeq <16 x float> %2656, %53
  %2668 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2656, i32 4)
  %2669 = bitcast <8 x i64> %2666 to <16 x float>
  %2670 = select <16 x i1> %2667, <16 x float> %2669, <16 x float> %2668
  br label %2674

2671:                                             ; preds = %2655
  %2672 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2618, <16 x i1> %2615, <16 x float> zeroinitializer)
  %2673 = fadd <16 x float> %2656, %2672
  br label %2674

2674:                                             ; preds = %2671, %2664, %2657, %2655, %2636, %2617, %2612
  %2675 = phi <16 x float> [ %2663, %2657 ], [ %2158, %2617 ], [ %2656, %2655 ], [ %2637, %2636 ], [ %2673, %2671 ], [ %2670, %2664 ], [ %2158, %2612 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2675, ptr align 1 %2616, <16 x i1> %2615)
  %2676 = add nsw i64 %1099, 4
  %2677 = mul nsw i64 %2676, %264
  %2678 = icmp sgt i64 %1100, 4
  %2679 = add nsw i64 %1020, %2677
  %2680 = select i1 %2678, <16 x i1> zeroinitializer, <16 x i1> %1036
  %2681 = getelementptr inbounds float, ptr %459, i64 %2679
  br i1 %298, label %2739, label %2682

2682:                                             ; preds = %2674
  %2683 = getelementptr inbounds float, ptr %457, i64 %2679
  switch i64 %317, label %1332 [
    i64 1, label %2698
    i64 2, label %2691
    i64 3, label %2684
    i64 0, label %2739
  ]

2684:                                             ; preds = %2682
  %2685 = bitcast <16 x float> %2156 to <8 x i64>
  %2686 = and <8 x i64> %2685, %299
  %2687 = fcmp oeq <16 x float> %2156, %50
  %2688 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2156, i32 4)
  %2689 = bitcast <8 x i64> %2686 to <16 x float>
  %2690 = select <16 x i1> %2687, <16 x float> %2689, <16 x float> %2688
  br label %2701

2691:                                             ; preds = %2682
  %2692 = bitcast <16 x float> %2156 to <8 x i64>
  %2693 = or <8 x i64> %2692, %300
  %2694 = fcmp oeq <16 x float> %2156, %53
  %2695 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2156, i32 4)
  %2696 = bitcast <8 x i64> %2693 to <16 x float>
  %2697 = select <16 x i1> %2694, <16 x float> %2696, <16 x float> %2695
  br label %2701

2698:                                             ; preds = %2682
  %2699 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2683, <16 x i1> %2680, <16 x float> zeroinitializer)
  %2700 = fadd <16 x float> %2156, %2699
  br label %2701

2701:                                             ; preds = %2698, %2691, %2684
  %2702 = phi <16 x float> [ %2700, %2698 ], [ %2697, %2691 ], [ %2690, %2684 ]
  switch i64 %319, label %1332 [
    i64 1, label %2717
    i64 2, label %2710
    i64 3, label %2703
    i64 0, label %2739
  ]

2703:                                             ; preds = %2701
  %2704 = bitcast <16 x float> %2702 to <8 x i64>
  %2705 = and <8 x i64> %2704, %299
  %2706 = fcmp oeq <16 x float> %2702, %50
  %2707 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2702, i32 4)
  %2708 = bitcast <8 x i64> %2705 to <16 x float>
  %2709 = select <16 x i1> %2706, <16 x float> %2708, <16 x float> %2707
  br label %2720

2710:                                             ; preds = %2701
  %2711 = bitcast <16 x float> %2702 to <8 x i64>
  %2712 = or <8 x i64> %2711, %300
  %2713 = fcmp oeq <16 x float> %2702, %53
  %2714 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2702, i32 4)
  %2715 = bitcast <8 x i64> %2712 to <16 x float>
  %2716 = select <16 x i1> %2713, <16 x float> %2715, <16 x float> %2714
  br label %2720

2717:                                             ; preds = %2701
  %2718 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2683, <16 x i1> %2680, <16 x float> zeroinitializer)
  %2719 = fadd <16 x float> %2702, %2718
  br label %2720

2720:                                             ; preds = %2717, %2710, %2703
  %2721 = phi <16 x float> [ %2719, %2717 ], [ %2716, %2710 ], [ %2709, %2703 ]
  switch i64 %321, label %1332 [
    i64 1, label %2736
    i64 2, label %2729
    i64 3, label %2722
    i64 0, label %2739
  ]

2722:                                             ; preds = %2720
  %2723 = bitcast <16 x float> %2721 to <8 x i64>
  %2724 = and <8 x i64> %2723, %299
  %2725 = fcmp oeq <16 x float> %2721, %50
  %2726 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2721, i32 4)
  %2727 = bitcast <8 x i64> %2724 to <16 x float>
  %2728 = select <16 x i1> %2725, <16 x float> %2727, <16 x float> %2726
  br label %2739

2729:                                             ; preds = %2720
  %2730 = bitcast <16 x float> %2721 to <8 x i64>
  %2731 = or <8 x i64> %2730, %300
  %2732 = fcmp oeq <16 x float> %2721, %53
  %2733 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2721, i32 4)
  %2734 = bitcast <8 x i64> %2731 to <16 x float>
  %2735 = select <16 x i1> %2732, <16 x float> %2734, <16 x float> %2733
  br label %2739

2736:                                             ; preds = %2720
  %2737 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2683, <16 x i1> %2680, <16 x float> zeroinitializer)
  %2738 = fadd <16 x float> %2721, %2737
  br label %2739

2739:                                             ; preds = %2736, %2729, %2722, %2720, %2701, %2682, %2674
  %2740 = phi <16 x float> [ %2728, %2722 ], [ %2156, %2682 ], [ %2721, %2720 ], [ %2702, %2701 ], [ %2738, %2736 ], [ %2735, %2729 ], [ %2156, %2674 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2740, ptr align 1 %2681, <16 x i1> %2680)
  %2741 = add nsw i64 %1019, %2677
  %2742 = select i1 %2678, <16 x i1> zeroinitializer, <16 x i1> %1037
  %2743 = getelementptr inbounds float, ptr %459, i64 %2741
  br i1 %298, label %2801, label %2744

2744:                                             ; preds = %2739
  %2745 = getelementptr inbounds float, ptr %457, i64 %2741
  switch i64 %322, label %1332 [
    i64 1, label %2760
    i64 2, label %2753
    i64 3, label %2746
    i64 0, label %2801
  ]

2746:                                             ; preds = %2744
  %2747 = bitcast <16 x float> %2155 to <8 x i64>
  %2748 = and <8 x i64> %2747, %299
  %2749 = fcmp oeq <16 x float> %2155, %50
  %2750 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2155, i32 4)
  %2751 = bitcast <8 x i64> %2748 to <16 x float>
  %2752 = select <16 x i1> %2749, <16 x float> %2751, <16 x float> %2750
  br label %2763

2753:                                             ; preds = %2744
  %2754 = bitcast <16 x float> %2155 to <8 x i64>
  %2755 = or <8 x i64> %2754, %300
  %2756 = fcmp oeq <16 x float> %2155, %53
  %2757 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2155, i32 4)
  %2758 = bitcast <8 x i64> %2755 to <16 x float>
  %2759 = select <16 x i1> %2756, <16 x float> %2758, <16 x float> %2757
  br label %2763

2760:                                             ; preds = %2744
  %2761 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2745, <16 x i1> %2742, <16 x float> zeroinitializer)
  %2762 = fadd <16 x float> %2155, %2761
  br label %2763

2763:                                             ; preds = %2760, %2753, %2746
  %2764 = phi <16 x float> [ %2762, %2760 ], [ %2759, %2753 ], [ %2752, %2746 ]
  switch i64 %324, label %1332 [
    i64 1, label %2779
    i64 2, label %2772
    i64 3, label %2765
    i64 0, label %2801
  ]

2765:                                             ; preds = %2763
  %2766 = bitcast <16 x float> %2764 to <8 x i64>
  %2767 = and <8 x i64> %2766, %299
  %2768 = fcmp oeq <16 x float> %2764, %50
  %2769 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2764, i32 4)
  %2770 = bitcast <8 x i64> %2767 to <16 x float>
  %2771 = select <16 x i1> %2768, <16 x float> %2770, <16 x float> %2769
  br label %2782

2772:                                             ; preds = %2763
  %2773 = bitcast <16 x float> %2764 to <8 x i64>
  %2774 = or <8 x i64> %2773, %300
  %2775 = fcmp oeq <16 x float> %2764, %53
  %2776 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2764, i32 4)
  %2777 = bitcast <8 x i64> %2774 to <16 x float>
  %2778 = select <16 x i1> %2775, <16 x float> %2777, <16 x float> %2776
  br label %2782

2779:                                             ; preds = %2763
  %2780 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2745, <16 x i1> %2742, <16 x float> zeroinitializer)
  %2781 = fadd <16 x float> %2764, %2780
  br label %2782

2782:                                             ; preds = %2779, %2772, %2765
  %2783 = phi <16 x float> [ %2781, %2779 ], [ %2778, %2772 ], [ %2771, %2765 ]
  switch i64 %326, label %1332 [
    i64 1, label %2798
    i64 2, label %2791
    i64 3, label %2784
    i64 0, label %2801
  ]

2784:                                             ; preds = %2782
  %2785 = bitcast <16 x float> %2783 to <8 x i64>
  %2786 = and <8 x i64> %2785, %299
  %2787 = fcmp oeq <16 x float> %2783, %50
  %2788 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2783, i32 4)
  %2789 = bitcast <8 x i64> %2786 to <16 x float>
  %2790 = select <16 x i1> %2787, <16 x float> %2789, <16 x float> %2788
  br label %2801

2791:                                             ; preds = %2782
  %2792 = bitcast <16 x float> %2783 to <8 x i64>
  %2793 = or <8 x i64> %2792, %300
  %2794 = fcmp oeq <16 x float> %2783, %53
  %2795 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2783, i32 4)
  %2796 = bitcast <8 x i64> %2793 to <16 x float>
  %2797 = select <16 x i1> %2794, <16 x float> %2796, <16 x float> %2795
  br label %2801

2798:                                             ; preds = %2782
  %2799 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2745, <16 x i1> %2742, <16 x float> zeroinitializer)
  %2800 = fadd <16 x float> %2783, %2799
  br label %2801

2801:                                             ; preds = %2798, %2791, %2784, %2782, %2763, %2744, %2739
  %2802 = phi <16 x float> [ %2790, %2784 ], [ %2155, %2744 ], [ %2783, %2782 ], [ %2764, %2763 ], [ %2800, %2798 ], [ %2797, %2791 ], [ %2155, %2739 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2802, ptr align 1 %2743, <16 x i1> %2742)
  %2803 = add nsw i64 %1099, 5
  %2804 = mul nsw i64 %2803, %264
  %2805 = icmp sgt i64 %1100, 5
  %2806 = add nsw i64 %1020, %2804
  %2807 = select i1 %2805, <16 x i1> zeroinitializer, <16 x i1> %1036
  %2808 = getelementptr inbounds float, ptr %459, i64 %2806
  br i1 %298, label %2866, label %2809

2809:                                             ; preds = %2801
  %2810 = getelementptr inbounds float, ptr %457, i64 %2806
  switch i64 %317, label %1332 [
    i64 1, label %2825
    i64 2, label %2818
    i64 3, label %2811
    i64 0, label %2866
  ]

2811:                                             ; preds = %2809
  %2812 = bitcast <16 x float> %2153 to <8 x i64>
  %2813 = and <8 x i64> %2812, %299
  %2814 = fcmp oeq <16 x float> %2153, %50
  %2815 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2153, i32 4)
  %2816 = bitcast <8 x i64> %2813 to <16 x float>
  %2817 = select <16 x i1> %2814, <16 x float> %2816, <16 x float> %2815
  br label %2828

2818:                                             ; preds = %2809
  %2819 = bitcast <16 x float> %2153 to <8 x i64>
  %2820 = or <8 x i64> %2819, %300
  %2821 = fcmp oeq <16 x float> %2153, %53
  %2822 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2153, i32 4)
  %2823 = bitcast <8 x i64> %2820 to <16 x float>
  %2824 = select <16 x i1> %2821, <16 x float> %2823, <16 x float> %2822
  br label %2828

2825:                                             ; preds = %2809
  %2826 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2810, <16 x i1> %2807, <16 x float> zeroinitializer)
  %2827 = fadd <16 x float> %2153, %2826
  br label %2828

2828:                                             ; preds = %2825, %2818, %2811
  %2829 = phi <16 x float> [ %2827, %2825 ], [ %2824, %2818 ], [ %2817, %2811 ]
  switch i64 %319, label %1332 [
    i64 1, label %2844
    i64 2, label %2837
    i64 3, label %2830
    i64 0, label %2866
  ]

2830:                                             ; preds = %2828
  %2831 = bitcast <16 x float> %2829 to <8 x i64>
  %2832 = and <8 x i64> %2831, %299
  %2833 = fcmp oeq <16 x float> %2829, %50
  %2834 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2829, i32 4)
  %2835 = bitcast <8 x i64> %2832 to <16 x float>
  %2836 = select <16 x i1> %2833, <16 x float> %2835, <16 x float> %2834
  br label %2847

2837:                                             ; preds = %2828
  %2838 = bitcast <16 x float> %2829 to <8 x i64>
  %2839 = or <8 x i64> %2838, %300
  %2840 = fcmp oeq <16 x float> %2829, %53
  %2841 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2829, i32 4)
  %2842 = bitcast <8 x i64> %2839 to <16 x float>
  %2843 = select <16 x i1> %2840, <16 x float> %2842, <16 x float> %2841
  br label %2847

2844:                                             ; preds = %2828
  %2845 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2810, <16 x i1> %2807, <16 x float> zeroinitializer)
  %2846 = fadd <16 x float> %2829, %2845
  br label %2847

2847:                                             ; preds = %2844, %2837, %2830
  %2848 = phi <16 x float> [ %2846, %2844 ], [ %2843, %2837 ], [ %2836, %2830 ]
  switch i64 %321, label %1332 [
    i64 1, label %2863
    i64 2, label %2856
    i64 3, label %2849
    i64 0, label %2866
  ]

2849:                                             ; preds = %2847
  %2850 = bitcast <16 x float> %2848 to <8 x i64>
  %2851 = and <8 x i64> %2850, %299
  %2852 = fcmp oeq <16 x float> %2848, %50
  %2853 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2848, i32 4)
  %2854 = bitcast <8 x i64> %2851 to <16 x float>
  %2855 = select <16 x i1> %2852, <16 x float> %2854, <16 x float> %2853
  br label %2866

2856:                                             ; preds = %2847
  %2857 = bitcast <16 x float> %2848 to <8 x i64>
  %2858 = or <8 x i64> %2857, %300
  %2859 = fcmp oeq <16 x float> %2848, %53
  %2860 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2848, i32 4)
  %2861 = bitcast <8 x i64> %2858 to <16 x float>
  %2862 = select <16 x i1> %2859, <16 x float> %2861, <16 x float> %2860
  br label %2866

2863:                                             ; preds = %2847
  %2864 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2810, <16 x i1> %2807, <16 x float> zeroinitializer)
  %2865 = fadd <16 x float> %2848, %2864
  br label %2866

2866:                                             ; preds = %2863, %2856, %2849, %2847, %2828, %2809, %2801
  %2867 = phi <16 x float> [ %2855, %2849 ], [ %2153, %2809 ], [ %2848, %2847 ], [ %2829, %2828 ], [ %2865, %2863 ], [ %2862, %2856 ], [ %2153, %2801 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2867, ptr align 1 %2808, <16 x i1> %2807)
  %2868 = add nsw i64 %1019, %2804
  %2869 = select i1 %2805, <16 x i1> zeroinitializer, <16 x i1> %1037
  %2870 = getelementptr inbounds float, ptr %459, i64 %2868
  br i1 %298, label %2928, label %2871

2871:                                             ; preds = %2866
  %2872 = getelementptr inbounds float, ptr %457, i64 %2868
  switch i64 %322, label %1332 [
    i64 1, label %2887
    i64 2, label %2880
    i64 3, label %2873
    i64 0, label %2928
  ]

2873:                                             ; preds = %2871
  %2874 = bitcast <16 x float> %2154 to <8 x i64>
  %2875 = and <8 x i64> %2874, %299
  %2876 = fcmp oeq <16 x float> %2154, %50
  %2877 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2154, i32 4)
  %2878 = bitcast <8 x i64> %2875 to <16 x float>
  %2879 = select <16 x i1> %2876, <16 x float> %2878, <16 x float> %2877
  br label %2890

2880:                                             ; preds = %2871
  %2881 = bitcast <16 x float> %2154 to <8 x i64>
  %2882 = or <8 x i64> %2881, %300
  %2883 = fcmp oeq <16 x float> %2154, %53
  %2884 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2154, i32 4)
  %2885 = bitcast <8 x i64> %2882 to <16 x float>
  %2886 = select <16 x i1> %2883, <16 x float> %2885, <16 x float> %2884
  br label %2890

2887:                                             ; preds = %2871
  %2888 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2872, <16 x i1> %2869, <16 x float> zeroinitializer)
  %2889 = fadd <16 x float> %2154, %2888
  br label %2890

2890:                                             ; preds = %2887, %2880, %2873
  %2891 = phi <16 x float> [ %2889, %2887 ], [ %2886, %2880 ], [ %2879, %2873 ]
  switch i64 %324, label %1332 [
    i64 1, label %2906
    i64 2, label %2899
    i64 3, label %2892
    i64 0, label %2928
  ]

2892:                                             ; preds = %2890
  %2893 = bitcast <16 x float> %2891 to <8 x i64>
  %2894 = and <8 x i64> %2893, %299
  %2895 = fcmp oeq <16 x float> %2891, %50
  %2896 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2891, i32 4)
  %2897 = bitcast <8 x i64> %2894 to <16 x float>
  %2898 = select <16 x i1> %2895, <16 x float> %2897, <16 x float> %2896
  br label %2909

2899:                                             ; preds = %2890
  %2900 = bitcast <16 x float> %2891 to <8 x i64>
  %2901 = or <8 x i64> %2900, %300
  %2902 = fcmp oeq <16 x float> %2891, %53
  %2903 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2891, i32 4)
  %2904 = bitcast <8 x i64> %2901 to <16 x float>
  %2905 = select <16 x i1> %2902, <16 x float> %2904, <16 x float> %2903
  br label %2909

2906:                                             ; preds = %2890
  %2907 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2872, <16 x i1> %2869, <16 x float> zeroinitializer)
  %2908 = fadd <16 x float> %2891, %2907
  br label %2909

2909:                                             ; preds = %2906, %2899, %2892
  %2910 = phi <16 x float> [ %2908, %2906 ], [ %2905, %2899 ], [ %2898, %2892 ]
  switch i64 %326, label %1332 [
    i64 1, label %2925
    i64 2, label %2918
    i64 3, label %2911
    i64 0, label %2928
  ]

2911:                                             ; preds = %2909
  %2912 = bitcast <16 x float> %2910 to <8 x i64>
  %2913 = and <8 x i64> %2912, %299
  %2914 = fcmp oeq <16 x float> %2910, %50
  %2915 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2910, i32 4)
  %2916 = bitcast <8 x i64> %2913 to <16 x float>
  %2917 = select <16 x i1> %2914, <16 x float> %2916, <16 x float> %2915
  br label %2928

2918:                                             ; preds = %2909
  %2919 = bitcast <16 x float> %2910 to <8 x i64>
  %2920 = or <8 x i64> %2919, %300
  %2921 = fcmp oeq <16 x float> %2910, %53
  %2922 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2910, i32 4)
  %2923 = bitcast <8 x i64> %2920 to <16 x float>
  %2924 = select <16 x i1> %2921, <16 x float> %2923, <16 x float> %2922
  br label %2928

2925:                                             ; preds = %2909
  %2926 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2872, <16 x i1> %2869, <16 x float> zeroinitializer)
  %2927 = fadd <16 x float> %2910, %2926
  br label %2928

2928:                                             ; preds = %2925, %2918, %2911, %2909, %2890, %2871, %2866
  %2929 = phi <16 x float> [ %2917, %2911 ], [ %2154, %2871 ], [ %2910, %2909 ], [ %2891, %2890 ], [ %2927, %2925 ], [ %2924, %2918 ], [ %2154, %2866 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2929, ptr align 1 %2870, <16 x i1> %2869)
  %2930 = add nsw i64 %1099, 6
  %2931 = mul nsw i64 %2930, %264
  %2932 = icmp sgt i64 %1100, 6
  %2933 = add nsw i64 %1020, %2931
  %2934 = select i1 %2932, <16 x i1> zeroinitializer, <16 x i1> %1036
  %2935 = getelementptr inbounds float, ptr %459, i64 %2933
  br i1 %298, label %2993, label %2936

2936:                                             ; preds = %2928
  %2937 = getelementptr inbounds float, ptr %457, i64 %2933
  switch i64 %317, label %1332 [
    i64 1, label %2952
    i64 2, label %2945
    i64 3, label %2938
    i64 0, label %2993
  ]

2938:                                             ; preds = %2936
  %2939 = bitcast <16 x float> %2157 to <8 x i64>
  %2940 = and <8 x i64> %2939, %299
  %2941 = fcmp oeq <16 x float> %2157, %50
  %2942 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2157, i32 4)
  %2943 = bitcast <8 x i64> %2940 to <16 x float>
  %2944 = select <16 x i1> %2941, <16 x float> %2943, <16 x float> %2942
  br label %2955

2945:                                             ; preds = %2936
  %2946 = bitcast <16 x float> %2157 to <8 x i64>
  %2947 = or <8 x i64> %2946, %300
  %2948 = fcmp oeq <16 x float> %2157, %53
  %2949 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2157, i32 4)
  %2950 = bitcast <8 x i64> %2947 to <16 x float>
  %2951 = select <16 x i1> %2948, <16 x float> %2950, <16 x float> %2949
  br label %2955

2952:                                             ; preds = %2936
  %2953 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2937, <16 x i1> %2934, <16 x float> zeroinitializer)
  %2954 = fadd <16 x float> %2157, %2953
  br label %2955

2955:                                             ; preds = %2952, %2945, %2938
  %2956 = phi <16 x float> [ %2954, %2952 ], [ %2951, %2945 ], [ %2944, %2938 ]
  switch i64 %319, label %1332 [
    i64 1, label %2971
    i64 2, label %2964
    i64 3, label %2957
    i64 0, label %2993
  ]

2957:                                             ; preds = %2955
  %2958 = bitcast <16 x float> %2956 to <8 x i64>
  %2959 = and <8 x i64> %2958, %299
  %2960 = fcmp oeq <16 x float> %2956, %50
  %2961 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2956, i32 4)
  %2962 = bitcast <8 x i64> %2959 to <16 x float>
  %2963 = select <16 x i1> %2960, <16 x float> %2962, <16 x float> %2961
  br label %2974

2964:                                             ; preds = %2955
  %2965 = bitcast <16 x float> %2956 to <8 x i64>
  %2966 = or <8 x i64> %2965, %300
  %2967 = fcmp oeq <16 x float> %2956, %53
  %2968 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2956, i32 4)
  %2969 = bitcast <8 x i64> %2966 to <16 x float>
  %2970 = select <16 x i1> %2967, <16 x float> %2969, <16 x float> %2968
  br label %2974

2971:                                             ; preds = %2955
  %2972 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2937, <16 x i1> %2934, <16 x float> zeroinitializer)
  %2973 = fadd <16 x float> %2956, %2972
  br label %2974

2974:                                             ; preds = %2971, %2964, %2957
  %2975 = phi <16 x float> [ %2973, %2971 ], [ %2970, %2964 ], [ %2963, %2957 ]
  switch i64 %321, label %1332 [
    i64 1, label %2990
    i64 2, label %2983
    i64 3, label %2976
    i64 0, label %2993
  ]

2976:                                             ; preds = %2974
  %2977 = bitcast <16 x float> %2975 to <8 x i64>
  %2978 = and <8 x i64> %2977, %299
  %2979 = fcmp oeq <16 x float> %2975, %50
  %2980 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2975, i32 4)
  %2981 = bitcast <8 x i64> %2978 to <16 x float>
  %2982 = select <16 x i1> %2979, <16 x float> %2981, <16 x float> %2980
  br label %2993

2983:                                             ; preds = %2974
  %2984 = bitcast <16 x float> %2975 to <8 x i64>
  %2985 = or <8 x i64> %2984, %300
  %2986 = fcmp oeq <16 x float> %2975, %53
  %2987 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2975, i32 4)
  %2988 = bitcast <8 x i64> %2985 to <16 x float>
  %2989 = select <16 x i1> %2986, <16 x float> %2988, <16 x float> %2987
  br label %2993

2990:                                             ; preds = %2974
  %2991 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2937, <16 x i1> %2934, <16 x float> zeroinitializer)
  %2992 = fadd <16 x float> %2975, %2991
  br label %2993

2993:                                             ; preds = %2990, %2983, %2976, %2974, %2955, %2936, %2928
  %2994 = phi <16 x float> [ %2982, %2976 ], [ %2157, %2936 ], [ %2975, %2974 ], [ %2956, %2955 ], [ %2992, %2990 ], [ %2989, %2983 ], [ %2157, %2928 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2994, ptr align 1 %2935, <16 x i1> %2934)
  %2995 = add nsw i64 %1019, %2931
  %2996 = select i1 %2932, <16 x i1> zeroinitializer, <16 x i1> %1037
  %2997 = getelementptr inbounds float, ptr %459, i64 %2995
  br i1 %298, label %3055, label %2998

2998:                                             ; preds = %2993
  %2999 = getelementptr inbounds float, ptr %457, i64 %2995
  switch i64 %322, label %1332 [
    i64 1, label %3014
    i64 2, label %3007
    i64 3, label %3000
    i64 0, label %3055
  ]

3000:                                             ; preds = %2998
  %3001 = bitcast <16 x float> %2160 to <8 x i64>
  %3002 = and <8 x i64> %3001, %299
  %3003 = fcmp oeq <16 x float> %2160, %50
  %3004 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2160, i32 4)
  %3005 = bitcast <8 x i64> %3002 to <16 x float>
  %3006 = select <16 x i1> %3003, <16 x float> %3005, <16 x float> %3004
  br label %3017

3007:                                             ; preds = %2998
  %3008 = bitcast <16 x float> %2160 to <8 x i64>
  %3009 = or <8 x i64> %3008, %300
  %3010 = fcmp oeq <16 x float> %2160, %53
  %3011 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2160, i32 4)
  %3012 = bitcast <8 x i64> %3009 to <16 x float>
  %3013 = select <16 x i1> %3010, <16 x float> %3012, <16 x float> %3011
  br label %3017

3014:                                             ; preds = %2998
  %3015 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2999, <16 x i1> %2996, <16 x float> zeroinitializer)
  %3016 = fadd <16 x float> %2160, %3015
  br label %3017

3017:                                             ; preds = %3014, %3007, %3000
  %3018 = phi <16 x float> [ %3016, %3014 ], [ %3013, %3007 ], [ %3006, %3000 ]
  switch i64 %324, label %1332 [
    i64 1, label %3033
    i64 2, label %3026
    i64 3, label %3019
    i64 0, label %3055
  ]

3019:                                             ; preds = %3017
  %3020 = bitcast <16 x float> %3018 to <8 x i64>
  %3021 = and <8 x i64> %3020, %299
  %3022 = fcmp oeq <16 x float> %3018, %50
  %3023 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %3018, i32 4)
  %3024 = bitcast <8 x i64> %3021 to <16 x float>
  %3025 = select <16 x i1> %3022, <16 x float> %3024, <16 x float> %3023
  br label %3036

3026:                                             ; preds = %3017
  %3027 = bitcast <16 x float> %3018 to <8 x i64>
  %3028 = or <8 x i64> %3027, %300
  %3029 = fcmp oeq <16 x float> %3018, %53
  %3030 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %3018, i32 4)
  %3031 = bitcast <8 x i64> %3028 to <16 x float>
  %3032 = select <16 x i1> %3029, <16 x float> %3031, <16 x float> %3030
  br label %3036

3033:                                             ; preds = %3017
  %3034 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2999, <16 x i1> %2996, <16 x float> zeroinitializer)
  %3035 = fadd <16 x float> %3018, %3034
  br label %3036

3036:                                             ; preds = %3033, %3026, %3019
  %3037 = phi <16 x float> [ %3035, %3033 ], [ %3032, %3026 ], [ %3025, %3019 ]
  switch i64 %326, label %1332 [
    i64 1, label %3052
    i64 2, label %3045
    i64 3, label %3038
    i64 0, label %3055
  ]

3038:                                             ; preds = %3036
  %3039 = bitcast <16 x float> %3037 to <8 x i64>
  %3040 = and <8 x i64> %3039, %299
  %3041 = fcmp oeq <16 x float> %3037, %50
  %3042 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %3037, i32 4)
  %3043 = bitcast <8 x i64> %3040 to <16 x float>
  %3044 = select <16 x i1> %3041, <16 x float> %3043, <16 x float> %3042
  br label %3055

3045:                                             ; preds = %3036
  %3046 = bitcast <16 x float> %3037 to <8 x i64>
  %3047 = or <8 x i64> %3046, %300
  %3048 = fcmp oeq <16 x float> %3037, %53
  %3049 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %3037, i32 4)
  %3050 = bitcast <8 x i64> %3047 to <16 x float>
  %3051 = select <16 x i1> %3048, <16 x float> %3050, <16 x float> %3049
  br label %3055

3052:                                             ; preds = %3036
  %3053 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2999, <16 x i1> %2996, <16 x float> zeroinitializer)
  %3054 = fadd <16 x float> %3037, %3053
  br label %3055

3055:                                             ; preds = %3052, %3045, %3038, %3036, %3017, %2998, %2993
  %3056 = phi <16 x float> [ %3044, %3038 ], [ %2160, %2998 ], [ %3037, %3036 ], [ %3018, %3017 ], [ %3054, %3052 ], [ %3051, %3045 ], [ %2160, %2993 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3056, ptr align 1 %2997, <16 x i1> %2996)
  %3057 = add nsw i64 %1099, 7
  %3058 = mul nsw i64 %3057, %264
  %3059 = icmp sgt i64 %1100, 7
  %3060 = add nsw i64 %1020, %3058
  %3061 = select i1 %3059, <16 x i1> zeroinitializer, <16 x i1> %1036
  %3062 = getelementptr inbounds float, ptr %459, i64 %3060
  br i1 %298, label %3120, label %3063

3063:                                             ; preds = %3055
  %3064 = getelementptr inbounds float, ptr %457, i64 %3060
  switch i64 %317, label %1332 [
    i64 1, label %3079
    i64 2, label %3072
    i64 3, label %3065
    i64 0, label %3120
  ]

3065:                                             ; preds = %3063
  %3066 = bitcast <16 x float> %2163 to <8 x i64>
  %3067 = and <8 x i64> %3066, %299
  %3068 = fcmp oeq <16 x float> %2163, %50
  %3069 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2163, i32 4)
  %3070 = bitcast <8 x i64> %3067 to <16 x float>
  %3071 = select <16 x i1> %3068, <16 x float> %3070, <16 x float> %3069
  br label %3082

3072:                                             ; preds = %3063
  %3073 = bitcast <16 x float> %2163 to <8 x i64>
  %3074 = or <8 x i64> %3073, %300
  %3075 = fcmp oeq <16 x float> %2163, %53
  %3076 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2163, i32 4)
  %3077 = bitcast <8 x i64> %3074 to <16 x float>
  %3078 = select <16 x i1> %3075, <16 x float> %3077, <16 x float> %3076
  br label %3082

3079:                                             ; preds = %3063
  %3080 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3064, <16 x i1> %3061, <16 x float> zeroinitializer)
  %3081 = fadd <16 x float> %2163, %3080
  br label %3082

3082:                                             ; preds = %3079, %3072, %3065
  %3083 = phi <16 x float> [ %3081, %3079 ], [ %3078, %3072 ], [ %3071, %3065 ]
  switch i64 %319, label %1332 [
    i64 1, label %3098
    i64 2, label %3091
    i64 3, label %3084
    i64 0, label %3120
  ]

3084:                                             ; preds = %3082
  %3085 = bitcast <16 x float> %3083 to <8 x i64>
  %3086 = and <8 x i64> %3085, %299
  %3087 = fcmp oeq <16 x float> %3083, %50
  %3088 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %3083, i32 4)
  %3089 = bitcast <8 x i64> %3086 to <16 x float>
  %3090 = select <16 x i1> %3087, <16 x float> %3089, <16 x float> %3088
  br label %3101

3091:                                             ; preds = %3082
  %3092 = bitcast <16 x float> %3083 to <8 x i64>
  %3093 = or <8 x i64> %3092, %300
  %3094 = fcmp oeq <16 x float> %3083, %53
  %3095 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %3083, i32 4)
  %3096 = bitcast <8 x i64> %3093 to <16 x float>
  %3097 = select <16 x i1> %3094, <16 x float> %3096, <16 x float> %3095
  br label %3101

3098:                                             ; preds = %3082
  %3099 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3064, <16 x i1> %3061, <16 x float> zeroinitializer)
  %3100 = fadd <16 x float> %3083, %3099
  br label %3101

3101:                                             ; preds = %3098, %3091, %3084
  %3102 = phi <16 x float> [ %3100, %3098 ], [ %3097, %3091 ], [ %3090, %3084 ]
  switch i64 %321, label %1332 [
    i64 1, label %3117
    i64 2, label %3110
    i64 3, label %3103
    i64 0, label %3120
  ]

3103:                                             ; preds = %3101
  %3104 = bitcast <16 x float> %3102 to <8 x i64>
  %3105 = and <8 x i64> %3104, %299
  %3106 = fcmp oeq <16 x float> %3102, %50
  %3107 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %3102, i32 4)
  %3108 = bitcast <8 x i64> %3105 to <16 x float>
  %3109 = select <16 x i1> %3106, <16 x float> %3108, <16 x float> %3107
  br label %3120

3110:                                             ; preds = %3101
  %3111 = bitcast <16 x float> %3102 to <8 x i64>
  %3112 = or <8 x i64> %3111, %300
  %3113 = fcmp oeq <16 x float> %3102, %53
  %3114 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %3102, i32 4)
  %3115 = bitcast <8 x i64> %3112 to <16 x float>
  %3116 = select <16 x i1> %3113, <16 x float> %3115, <16 x float> %3114
  br label %3120

3117:                                             ; preds = %3101
  %3118 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3064, <16 x i1> %3061, <16 x float> zeroinitializer)
  %3119 = fadd <16 x float> %3102, %3118
  br label %3120

3120:                                             ; preds = %3117, %3110, %3103, %3101, %3082, %3063, %3055
  %3121 = phi <16 x float> [ %3109, %3103 ], [ %2163, %3063 ], [ %3102, %3101 ], [ %3083, %3082 ], [ %3119, %3117 ], [ %3116, %3110 ], [ %2163, %3055 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3121, ptr align 1 %3062, <16 x i1> %3061)
  %3122 = add nsw i64 %1019, %3058
  %3123 = select i1 %3059, <16 x i1> zeroinitializer, <16 x i1> %1037
  %3124 = getelementptr inbounds float, ptr %459, i64 %3122
  br i1 %298, label %3182, label %3125

3125:                                             ; preds = %3120
  %3126 = getelementptr inbounds float, ptr %457, i64 %3122
  switch i64 %322, label %1332 [
    i64 1, label %3141
    i64 2, label %3134
    i64 3, label %3127
    i64 0, label %3182
  ]

3127:                                             ; preds = %3125
  %3128 = bitcast <16 x float> %2166 to <8 x i64>
  %3129 = and <8 x i64> %3128, %299
  %3130 = fcmp oeq <16 x float> %2166, %50
  %3131 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2166, i32 4)
  %3132 = bitcast <8 x i64> %3129 to <16 x float>
  %3133 = select <16 x i1> %3130, <16 x float> %3132, <16 x float> %3131
  br label %3144

3134:                                             ; preds = %3125
  %3135 = bitcast <16 x float> %2166 to <8 x i64>
  %3136 = or <8 x i64> %3135, %300
  %3137 = fcmp oeq <16 x float> %2166, %53
  %3138 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2166, i32 4)
  %3139 = bitcast <8 x i64> %3136 to <16 x float>
  %3140 = select <16 x i1> %3137, <16 x float> %3139, <16 x float> %3138
  br label %3144

3141:                                             ; preds = %3125
  %3142 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3126, <16 x i1> %3123, <16 x float> zeroinitializer)
  %3143 = fadd <16 x float> %2166, %3142
  br label %3144

3144:                                             ; preds = %3141, %3134, %3127
  %3145 = phi <16 x float> [ %3143, %3141 ], [ %3140, %3134 ], [ %3133, %3127 ]
  switch i64 %324, label %1332 [
    i64 1, label %3160
    i64 2, label %3153
    i64 3, label %3146
    i64 0, label %3182
  ]

3146:                                             ; preds = %3144
  %3147 = bitcast <16 x float> %3145 to <8 x i64>
  %3148 = and <8 x i64> %3147, %299
  %3149 = fcmp oeq <16 x float> %3145, %50
  %3150 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %3145, i32 4)
  %3151 = bitcast <8 x i64> %3148 to <16 x float>
  %3152 = select <16 x i1> %3149, <16 x float> %3151, <16 x float> %3150
  br label %3163

3153:                                             ; preds = %3144
  %3154 = bitcast <16 x float> %3145 to <8 x i64>
  %3155 = or <8 x i64> %3154, %300
  %3156 = fcmp oeq <16 x float> %3145, %53
  %3157 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %3145, i32 4)
  %3158 = bitcast <8 x i64> %3155 to <16 x float>
  %3159 = select <16 x i1> %3156, <16 x float> %3158, <16 x float> %3157
  br label %3163

3160:                                             ; preds = %3144
  %3161 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3126, <16 x i1> %3123, <16 x float> zeroinitializer)
  %3162 = fadd <16 x float> %3145, %3161
  br label %3163

3163:                                             ; preds = %3160, %3153, %3146
  %3164 = phi <16 x float> [ %3162, %3160 ], [ %3159, %3153 ], [ %3152, %3146 ]
  switch i64 %326, label %1332 [
    i64 1, label %3179
    i64 2, label %3172
    i64 3, label %3165
    i64 0, label %3182
  ]

3165:                                             ; preds = %3163
  %3166 = bitcast <16 x float> %3164 to <8 x i64>
  %3167 = and <8 x i64> %3166, %299
  %3168 = fcmp oeq <16 x float> %3164, %50
  %3169 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %3164, i32 4)
  %3170 = bitcast <8 x i64> %3167 to <16 x float>
  %3171 = select <16 x i1> %3168, <16 x float> %3170, <16 x float> %3169
  br label %3182

3172:                                             ; preds = %3163
  %3173 = bitcast <16 x float> %3164 to <8 x i64>
  %3174 = or <8 x i64> %3173, %300
  %3175 = fcmp oeq <16 x float> %3164, %53
  %3176 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %3164, i32 4)
  %3177 = bitcast <8 x i64> %3174 to <16 x float>
  %3178 = select <16 x i1> %3175, <16 x float> %3177, <16 x float> %3176
  br label %3182

3179:                                             ; preds = %3163
  %3180 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3126, <16 x i1> %3123, <16 x float> zeroinitializer)
  %3181 = fadd <16 x float> %3164, %3180
  br label %3182

3182:                                             ; preds = %3179, %3172, %3165, %3163, %3144, %3125, %3120
  %3183 = phi <16 x float> [ %3171, %3165 ], [ %2166, %3125 ], [ %3164, %3163 ], [ %3145, %3144 ], [ %3181, %3179 ], [ %3178, %3172 ], [ %2166, %3120 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3183, ptr align 1 %3124, <16 x i1> %3123)
  br label %3829

3184:                                             ; preds = %1095
  %3185 = getelementptr inbounds float, ptr %42, i64 %1099
  br i1 %294, label %3194, label %3186

3186:                                             ; preds = %3184
  %3187 = load float, ptr %3185, align 4
  %3188 = insertelement <16 x float> poison, float %3187, i64 0
  %3189 = shufflevector <16 x float> %3188, <16 x float> poison, <16 x i32> zeroinitializer
  %3190 = insertelement <16 x float> poison, float %3187, i64 0
  %3191 = shufflevector <16 x float> %3190, <16 x float> poison, <16 x i32> zeroinitializer
  %3192 = insertelement <16 x float> poison, float %3187, i64 0
  %3193 = shufflevector <16 x float> %3192, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3203

3194:                                             ; preds = %3184
  %3195 = mul nsw i64 %1099, %264
  %3196 = getelementptr inbounds float, ptr %454, i64 %3195
  %3197 = getelementptr inbounds float, ptr %3196, i64 %1020
  %3198 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3197, <16 x i1> %1086, <16 x float> zeroinitializer)
  %3199 = getelementptr inbounds float, ptr %3196, i64 %1019
  %3200 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3199, <16 x i1> %1087, <16 x float> zeroinitializer)
  %3201 = getelementptr inbounds float, ptr %3196, i64 %1018
  %3202 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3201, <16 x i1> %1088, <16 x float> zeroinitializer)
  br label %3203

3203:                                             ; preds = %3194, %3186
  %3204 = phi <16 x float> [ %3198, %3194 ], [ %3189, %3186 ]
  %3205 = phi <16 x float> [ %3200, %3194 ], [ %3191, %3186 ]
  %3206 = phi <16 x float> [ %3202, %3194 ], [ %3193, %3186 ]
  br i1 %294, label %3216, label %3207

3207:                                             ; preds = %3203
  %3208 = getelementptr inbounds nuw i8, ptr %3185, i64 4
  %3209 = load float, ptr %3208, align 4
  %3210 = insertelement <16 x float> poison, float %3209, i64 0
  %3211 = shufflevector <16 x float> %3210, <16 x float> poison, <16 x i32> zeroinitializer
  %3212 = insertelement <16 x float> poison, float %3209, i64 0
  %3213 = shufflevector <16 x float> %3212, <16 x float> poison, <16 x i32> zeroinitializer
  %3214 = insertelement <16 x float> poison, float %3209, i64 0
  %3215 = shufflevector <16 x float> %3214, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3226

3216:                                             ; preds = %3203
  %3217 = add nsw i64 %1099, 1
  %3218 = mul nsw i64 %3217, %264
  %3219 = getelementptr inbounds float, ptr %454, i64 %3218
  %3220 = getelementptr inbounds float, ptr %3219, i64 %1020
  %3221 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3220, <16 x i1> %1086, <16 x float> zeroinitializer)
  %3222 = getelementptr inbounds float, ptr %3219, i64 %1019
  %3223 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3222, <16 x i1> %1087, <16 x float> zeroinitializer)
  %3224 = getelementptr inbounds float, ptr %3219, i64 %1018
  %3225 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3224, <16 x i1> %1088, <16 x float> zeroinitializer)
  br label %3226

3226:                                             ; preds = %3216, %3207
  %3227 = phi <16 x float> [ %3221, %3216 ], [ %3211, %3207 ]
  %3228 = phi <16 x float> [ %3223, %3216 ], [ %3213, %3207 ]
  %3229 = phi <16 x float> [ %3225, %3216 ], [ %3215, %3207 ]
  br i1 %294, label %3239, label %3230

3230:                                             ; preds = %3226
  %3231 = getelementptr inbounds nuw i8, ptr %3185, i64 8
  %3232 = load float, ptr %3231, align 4
  %3233 = insertelement <16 x float> poison, float %3232, i64 0
  %3234 = shufflevector <16 x float> %3233, <16 x float> poison, <16 x i32> zeroinitializer
  %3235 = insertelement <16 x float> poison, float %3232, i64 0
  %3236 = shufflevector <16 x float> %3235, <16 x float> poison, <16 x i32> zeroinitializer
  %3237 = insertelement <16 x float> poison, float %3232, i64 0
  %3238 = shufflevector <16 x float> %3237, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3249

3239:                                             ; preds = %3226
  %3240 = add nsw i64 %1099, 2
  %3241 = mul nsw i64 %3240, %264
  %3242 = getelementptr inbounds float, ptr %454, i64 %3241
  %3243 = getelementptr inbounds float, ptr %3242, i64 %1020
  %3244 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3243, <16 x i1> %1086, <16 x float> zeroinitializer)
  %3245 = getelementptr inbounds float, ptr %3242, i64 %1019
  %3246 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3245, <16 x i1> %1087, <16 x float> zeroinitializer)
  %3247 = getelementptr inbounds float, ptr %3242, i64 %1018
  %3248 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3247, <16 x i1> %1088, <16 x float> zeroinitializer)
  br label %3249

3249:                                             ; preds = %3239, %3230
  %3250 = phi <16 x float> [ %3244, %3239 ], [ %3234, %3230 ]
  %3251 = phi <16 x float> [ %3246, %3239 ], [ %3236, %3230 ]
  %3252 = phi <16 x float> [ %3248, %3239 ], [ %3238, %3230 ]
  br i1 %294, label %3262, label %3253

3253:                                             ; preds = %3249
  %3254 = getelementptr inbounds nuw i8, ptr %3185, i64 12
  %3255 = load float, ptr %3254, align 4
  %3256 = insertelement <16 x float> poison, float %3255, i64 0
  %3257 = shufflevector <16 x float> %3256, <16 x float> poison, <16 x i32> zeroinitializer
  %3258 = insertelement <16 x float> poison, float %3255, i64 0
  %3259 = shufflevector <16 x float> %3258, <16 x float> poison, <16 x i32> zeroinitializer
  %3260 = insertelement <16 x float> poison, float %3255, i64 0
  %3261 = shufflevector <16 x float> %3260, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3272

3262:                                             ; preds = %3249
  %3263 = add nsw i64 %1099, 3
  %3264 = mul nsw i64 %3263, %264
  %3265 = getelementptr inbounds float, ptr %454, i64 %3264
  %3266 = getelementptr inbounds float, ptr %3265, i64 %1020
  %3267 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3266, <16 x i1> %1086, <16 x float> zeroinitializer)
  %3268 = getelementptr inbounds float, ptr %3265, i64 %1019
  %3269 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3268, <16 x i1> %1087, <16 x float> zeroinitializer)
  %3270 = getelementptr inbounds float, ptr %3265, i64 %1018
  %3271 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3270, <16 x i1> %1088, <16 x float> zeroinitializer)
  br label %3272

3272:                                             ; preds = %3262, %3253
  %3273 = phi <16 x float> [ %3267, %3262 ], [ %3257, %3253 ]
  %3274 = phi <16 x float> [ %3269, %3262 ], [ %3259, %3253 ]
  %3275 = phi <16 x float> [ %3271, %3262 ], [ %3261, %3253 ]
  br i1 %294, label %3285, label %3276

3276:                                             ; preds = %3272
  %3277 = getelementptr inbounds nuw i8, ptr %3185, i64 16
  %3278 = load float, ptr %3277, align 4
  %3279 = insertelement <16 x float> poison, float %3278, i64 0
  %3280 = shufflevector <16 x float> %3279, <16 x float> poison, <16 x i32> zeroinitializer
  %3281 = insertelement <16 x float> poison, float %3278, i64 0
  %3282 = shufflevector <16 x float> %3281, <16 x float> poison, <16 x i32> zeroinitializer
  %3283 = insertelement <16 x float> poison, float %3278, i64 0
  %3284 = shufflevector <16 x float> %3283, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3295

3285:                                             ; preds = %3272
  %3286 = add nsw i64 %1099, 4
  %3287 = mul nsw i64 %3286, %264
  %3288 = getelementptr inbounds float, ptr %454, i64 %3287
  %3289 = getelementptr inbounds float, ptr %3288, i64 %1020
  %3290 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3289, <16 x i1> %1086, <16 x float> zeroinitializer)
  %3291 = getelementptr inbounds float, ptr %3288, i64 %1019
  %3292 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3291, <16 x i1> %1087, <16 x float> zeroinitializer)
  %3293 = getelementptr inbounds float, ptr %3288, i64 %1018
  %3294 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3293, <16 x i1> %1088, <16 x float> zeroinitializer)
  br label %3295

3295:                                             ; preds = %3285, %3276
  %3296 = phi <16 x float> [ %3290, %3285 ], [ %3280, %3276 ]
  %3297 = phi <16 x float> [ %3292, %3285 ], [ %3282, %3276 ]
  %3298 = phi <16 x float> [ %3294, %3285 ], [ %3284, %3276 ]
  br i1 %294, label %3308, label %3299

3299:                                             ; preds = %3295
  %3300 = getelementptr inbounds nuw i8, ptr %3185, i64 20
  %3301 = load float, ptr %3300, align 4
  %3302 = insertelement <16 x float> poison, float %3301, i64 0
  %3303 = shufflevector <16 x float> %3302, <16 x float> poison, <16 x i32> zeroinitializer
  %3304 = insertelement <16 x float> poison, float %3301, i64 0
  %3305 = shufflevector <16 x float> %3304, <16 x float> poison, <16 x i32> zeroinitializer
  %3306 = insertelement <16 x float> poison, float %3301, i64 0
  %3307 = shufflevector <16 x float> %3306, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3318

3308:                                             ; preds = %3295
  %3309 = add nsw i64 %1099, 5
  %3310 = mul nsw i64 %3309, %264
  %3311 = getelementptr inbounds float, ptr %454, i64 %3310
  %3312 = getelementptr inbounds float, ptr %3311, i64 %1020
  %3313 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3312, <16 x i1> %1086, <16 x float> zeroinitializer)
  %3314 = getelementptr inbounds float, ptr %3311, i64 %1019
  %3315 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3314, <16 x i1> %1087, <16 x float> zeroinitializer)
  %3316 = getelementptr inbounds float, ptr %3311, i64 %1018
  %3317 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3316, <16 x i1> %1088, <16 x float> zeroinitializer)
  br label %3318

3318:                                             ; preds = %3308, %3299
  %3319 = phi <16 x float> [ %3313, %3308 ], [ %3303, %3299 ]
  %3320 = phi <16 x float> [ %3315, %3308 ], [ %3305, %3299 ]
  %3321 = phi <16 x float> [ %3317, %3308 ], [ %3307, %3299 ]
  br i1 %294, label %3331, label %3322

3322:                                             ; preds = %3318
  %3323 = getelementptr inbounds nuw i8, ptr %3185, i64 24
  %3324 = load float, ptr %3323, align 4
  %3325 = insertelement <16 x float> poison, float %3324, i64 0
  %3326 = shufflevector <16 x float> %3325, <16 x float> poison, <16 x i32> zeroinitializer
  %3327 = insertelement <16 x float> poison, float %3324, i64 0
  %3328 = shufflevector <16 x float> %3327, <16 x float> poison, <16 x i32> zeroinitializer
  %3329 = insertelement <16 x float> poison, float %3324, i64 0
  %3330 = shufflevector <16 x float> %3329, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3341

3331:                                             ; preds = %3318
  %3332 = add nsw i64 %1099, 6
  %3333 = mul nsw i64 %3332, %264
  %3334 = getelementptr inbounds float, ptr %454, i64 %3333
  %3335 = getelementptr inbounds float, ptr %3334, i64 %1020
  %3336 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3335, <16 x i1> %1086, <16 x float> zeroinitializer)
  %3337 = getelementptr inbounds float, ptr %3334, i64 %1019
  %3338 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3337, <16 x i1> %1087, <16 x float> zeroinitializer)
  %3339 = getelementptr inbounds float, ptr %3334, i64 %1018
  %3340 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3339, <16 x i1> %1088, <16 x float> zeroinitializer)
  br label %3341

3341:                                             ; preds = %3331, %3322
  %3342 = phi <16 x float> [ %3336, %3331 ], [ %3326, %3322 ]
  %3343 = phi <16 x float> [ %3338, %3331 ], [ %3328, %3322 ]
  %3344 = phi <16 x float> [ %3340, %3331 ], [ %3330, %3322 ]
  br i1 %294, label %3354, label %3345

3345:                                             ; preds = %3341
  %3346 = getelementptr inbounds nuw i8, ptr %3185, i64 28
  %3347 = load float, ptr %3346, align 4
  %3348 = insertelement <16 x float> poison, float %3347, i64 0
  %3349 = shufflevector <16 x float> %3348, <16 x float> poison, <16 x i32> zeroinitializer
  %3350 = insertelement <16 x float> poison, float %3347, i64 0
  %3351 = shufflevector <16 x float> %3350, <16 x float> poison, <16 x i32> zeroinitializer
  %3352 = insertelement <16 x float> poison, float %3347, i64 0
  %3353 = shufflevector <16 x float> %3352, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3364

3354:                                             ; preds = %3341
  %3355 = add nsw i64 %1099, 7
  %3356 = mul nsw i64 %3355, %264
  %3357 = getelementptr inbounds float, ptr %454, i64 %3356
  %3358 = getelementptr inbounds float, ptr %3357, i64 %1020
  %3359 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3358, <16 x i1> %1086, <16 x float> zeroinitializer)
  %3360 = getelementptr inbounds float, ptr %3357, i64 %1019
  %3361 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3360, <16 x i1> %1087, <16 x float> zeroinitializer)
  %3362 = getelementptr inbounds float, ptr %3357, i64 %1018
  %3363 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3362, <16 x i1> %1088, <16 x float> zeroinitializer)
  br label %3364

3364:                                             ; preds = %3354, %3345
  %3365 = phi <16 x float> [ %3359, %3354 ], [ %3349, %3345 ]
  %3366 = phi <16 x float> [ %3361, %3354 ], [ %3351, %3345 ]
  %3367 = phi <16 x float> [ %3363, %3354 ], [ %3353, %3345 ]
  %3368 = mul i64 %295, %1099
  %3369 = getelementptr inbounds float, ptr %41, i64 %3368
  br i1 %296, label %3422, label %3397

3370:                                             ; preds = %3509, %3422
  %3371 = phi <16 x float> [ %3423, %3422 ], [ %3510, %3509 ]
  %3372 = phi <16 x float> [ %3424, %3422 ], [ %3511, %3509 ]
  %3373 = phi <16 x float> [ %3425, %3422 ], [ %3512, %3509 ]
  %3374 = phi <16 x float> [ %3426, %3422 ], [ %3513, %3509 ]
  %3375 = phi <16 x float> [ %3427, %3422 ], [ %3514, %3509 ]
  %3376 = phi <16 x float> [ %3428, %3422 ], [ %3515, %3509 ]
  %3377 = phi <16 x float> [ %3429, %3422 ], [ %3516, %3509 ]
  %3378 = phi <16 x float> [ %3430, %3422 ], [ %3517, %3509 ]
  %3379 = phi <16 x float> [ %3431, %3422 ], [ %3518, %3509 ]
  %3380 = phi <16 x float> [ %3432, %3422 ], [ %3519, %3509 ]
  %3381 = phi <16 x float> [ %3433, %3422 ], [ %3520, %3509 ]
  %3382 = phi <16 x float> [ %3434, %3422 ], [ %3521, %3509 ]
  %3383 = phi <16 x float> [ %3435, %3422 ], [ %3522, %3509 ]
  %3384 = phi <16 x float> [ %3436, %3422 ], [ %3523, %3509 ]
  %3385 = phi <16 x float> [ %3437, %3422 ], [ %3524, %3509 ]
  %3386 = phi <16 x float> [ %3438, %3422 ], [ %3525, %3509 ]
  %3387 = phi <16 x float> [ %3439, %3422 ], [ %3526, %3509 ]
  %3388 = phi <16 x float> [ %3440, %3422 ], [ %3527, %3509 ]
  %3389 = phi <16 x float> [ %3441, %3422 ], [ %3528, %3509 ]
  %3390 = phi <16 x float> [ %3442, %3422 ], [ %3529, %3509 ]
  %3391 = phi <16 x float> [ %3443, %3422 ], [ %3530, %3509 ]
  %3392 = phi <16 x float> [ %3444, %3422 ], [ %3531, %3509 ]
  %3393 = phi <16 x float> [ %3445, %3422 ], [ %3532, %3509 ]
  %3394 = phi <16 x float> [ %3446, %3422 ], [ %3533, %3509 ]
  %3395 = icmp slt i64 %3451, %5
  %3396 = add i64 %3447, -16
  br i1 %3395, label %3422, label %3397

3397:                                             ; preds = %3370, %3364
  %3398 = phi <16 x float> [ %3204, %3364 ], [ %3385, %3370 ]
  %3399 = phi <16 x float> [ %3205, %3364 ], [ %3384, %3370 ]
  %3400 = phi <16 x float> [ %3206, %3364 ], [ %3383, %3370 ]
  %3401 = phi <16 x float> [ %3227, %3364 ], [ %3382, %3370 ]
  %3402 = phi <16 x float> [ %3228, %3364 ], [ %3381, %3370 ]
  %3403 = phi <16 x float> [ %3229, %3364 ], [ %3380, %3370 ]
  %3404 = phi <16 x float> [ %3250, %3364 ], [ %3394, %3370 ]
  %3405 = phi <16 x float> [ %3251, %3364 ], [ %3393, %3370 ]
  %3406 = phi <16 x float> [ %3252, %3364 ], [ %3392, %3370 ]
  %3407 = phi <16 x float> [ %3273, %3364 ], [ %3391, %3370 ]
  %3408 = phi <16 x float> [ %3274, %3364 ], [ %3390, %3370 ]
  %3409 = phi <16 x float> [ %3275, %3364 ], [ %3389, %3370 ]
  %3410 = phi <16 x float> [ %3296, %3364 ], [ %3388, %3370 ]
  %3411 = phi <16 x float> [ %3297, %3364 ], [ %3387, %3370 ]
  %3412 = phi <16 x float> [ %3298, %3364 ], [ %3386, %3370 ]
  %3413 = phi <16 x float> [ %3319, %3364 ], [ %3379, %3370 ]
  %3414 = phi <16 x float> [ %3320, %3364 ], [ %3378, %3370 ]
  %3415 = phi <16 x float> [ %3321, %3364 ], [ %3377, %3370 ]
  %3416 = phi <16 x float> [ %3342, %3364 ], [ %3376, %3370 ]
  %3417 = phi <16 x float> [ %3343, %3364 ], [ %3375, %3370 ]
  %3418 = phi <16 x float> [ %3344, %3364 ], [ %3374, %3370 ]
  %3419 = phi <16 x float> [ %3365, %3364 ], [ %3373, %3370 ]
  %3420 = phi <16 x float> [ %3366, %3364 ], [ %3372, %3370 ]
  %3421 = phi <16 x float> [ %3367, %3364 ], [ %3371, %3370 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  store <16 x float> %3398, ptr %33, align 64
  store <16 x float> %3399, ptr %415, align 64
  store <16 x float> %3400, ptr %416, align 64
  store <16 x float> %3401, ptr %417, align 64
  store <16 x float> %3402, ptr %418, align 64
  store <16 x float> %3403, ptr %419, align 64
  store <16 x float> %3404, ptr %420, align 64
  store <16 x float> %3405, ptr %421, align 64
  store <16 x float> %3406, ptr %422, align 64
  store <16 x float> %3407, ptr %423, align 64
  store <16 x float> %3408, ptr %424, align 64
  store <16 x float> %3409, ptr %425, align 64
  store <16 x float> %3410, ptr %426, align 64
  store <16 x float> %3411, ptr %427, align 64
  store <16 x float> %3412, ptr %428, align 64
  store <16 x float> %3413, ptr %429, align 64
  store <16 x float> %3414, ptr %430, align 64
  store <16 x float> %3415, ptr %431, align 64
  store <16 x float> %3416, ptr %432, align 64
  store <16 x float> %3417, ptr %433, align 64
  store <16 x float> %3418, ptr %434, align 64
  store <16 x float> %3419, ptr %435, align 64
  store <16 x float> %3420, ptr %436, align 64
  store <16 x float> %3421, ptr %437, align 64
  br label %3629

3422:                                             ; preds = %3364, %3370
  %3423 = phi <16 x float> [ %3371, %3370 ], [ %3367, %3364 ]
  %3424 = phi <16 x float> [ %3372, %3370 ], [ %3366, %3364 ]
  %3425 = phi <16 x float> [ %3373, %3370 ], [ %3365, %3364 ]
  %3426 = phi <16 x float> [ %3374, %3370 ], [ %3344, %3364 ]
  %3427 = phi <16 x float> [ %3375, %3370 ], [ %3343, %3364 ]
  %3428 = phi <16 x float> [ %3376, %3370 ], [ %3342, %3364 ]
  %3429 = phi <16 x float> [ %3377, %3370 ], [ %3321, %3364 ]
  %3430 = phi <16 x float> [ %3378, %3370 ], [ %3320, %3364 ]
  %3431 = phi <16 x float> [ %3379, %3370 ], [ %3319, %3364 ]
  %3432 = phi <16 x float> [ %3380, %3370 ], [ %3229, %3364 ]
  %3433 = phi <16 x float> [ %3381, %3370 ], [ %3228, %3364 ]
  %3434 = phi <16 x float> [ %3382, %3370 ], [ %3227, %3364 ]
  %3435 = phi <16 x float> [ %3383, %3370 ], [ %3206, %3364 ]
  %3436 = phi <16 x float> [ %3384, %3370 ], [ %3205, %3364 ]
  %3437 = phi <16 x float> [ %3385, %3370 ], [ %3204, %3364 ]
  %3438 = phi <16 x float> [ %3386, %3370 ], [ %3298, %3364 ]
  %3439 = phi <16 x float> [ %3387, %3370 ], [ %3297, %3364 ]
  %3440 = phi <16 x float> [ %3388, %3370 ], [ %3296, %3364 ]
  %3441 = phi <16 x float> [ %3389, %3370 ], [ %3275, %3364 ]
  %3442 = phi <16 x float> [ %3390, %3370 ], [ %3274, %3364 ]
  %3443 = phi <16 x float> [ %3391, %3370 ], [ %3273, %3364 ]
  %3444 = phi <16 x float> [ %3392, %3370 ], [ %3252, %3364 ]
  %3445 = phi <16 x float> [ %3393, %3370 ], [ %3251, %3364 ]
  %3446 = phi <16 x float> [ %3394, %3370 ], [ %3250, %3364 ]
  %3447 = phi i64 [ %3396, %3370 ], [ %5, %3364 ]
  %3448 = phi i64 [ %3451, %3370 ], [ 0, %3364 ]
  %3449 = call i64 @llvm.smin.i64(i64 %3447, i64 16)
  %3450 = add i64 %3449, %3448
  %3451 = add nuw nsw i64 %3448, 16
  br i1 %297, label %3452, label %3370

3452:                                             ; preds = %3422
  %3453 = sub nsw i64 %5, %3448
  %3454 = icmp sgt i64 %3453, 15
  %3455 = mul nsw i64 %3448, %292
  %3456 = getelementptr inbounds float, ptr %452, i64 %3455
  %3457 = mul nuw nsw i64 %3448, %293
  %3458 = getelementptr inbounds nuw float, ptr %3369, i64 %3457
  %3459 = icmp sgt i64 %5, %3448
  %3460 = or i1 %3454, %3459
  br label %3461

3461:                                             ; preds = %3452, %3509
  %3462 = phi <16 x float> [ %3423, %3452 ], [ %3510, %3509 ]
  %3463 = phi <16 x float> [ %3424, %3452 ], [ %3511, %3509 ]
  %3464 = phi <16 x float> [ %3425, %3452 ], [ %3512, %3509 ]
  %3465 = phi <16 x float> [ %3426, %3452 ], [ %3513, %3509 ]
  %3466 = phi <16 x float> [ %3427, %3452 ], [ %3514, %3509 ]
  %3467 = phi <16 x float> [ %3428, %3452 ], [ %3515, %3509 ]
  %3468 = phi <16 x float> [ %3429, %3452 ], [ %3516, %3509 ]
  %3469 = phi <16 x float> [ %3430, %3452 ], [ %3517, %3509 ]
  %3470 = phi <16 x float> [ %3431, %3452 ], [ %3518, %3509 ]
  %3471 = phi <16 x float> [ %3432, %3452 ], [ %3519, %3509 ]
  %3472 = phi <16 x float> [ %3433, %3452 ], [ %3520, %3509 ]
  %3473 = phi <16 x float> [ %3434, %3452 ], [ %3521, %3509 ]
  %3474 = phi <16 x float> [ %3435, %3452 ], [ %3522, %3509 ]
  %3475 = phi <16 x float> [ %3436, %3452 ], [ %3523, %3509 ]
  %3476 = phi <16 x float> [ %3437, %3452 ], [ %3524, %3509 ]
  %3477 = phi <16 x float> [ %3438, %3452 ], [ %3525, %3509 ]
  %3478 = phi <16 x float> [ %3439, %3452 ], [ %3526, %3509 ]
  %3479 = phi <16 x float> [ %3440, %3452 ], [ %3527, %3509 ]
  %3480 = phi <16 x float> [ %3441, %3452 ], [ %3528, %3509 ]
  %3481 = phi <16 x float> [ %3442, %3452 ], [ %3529, %3509 ]
  %3482 = phi <16 x float> [ %3443, %3452 ], [ %3530, %3509 ]
  %3483 = phi <16 x float> [ %3444, %3452 ], [ %3531, %3509 ]
  %3484 = phi <16 x float> [ %3445, %3452 ], [ %3532, %3509 ]
  %3485 = phi <16 x float> [ %3446, %3452 ], [ %3533, %3509 ]
  %3486 = phi i64 [ 0, %3452 ], [ %3534, %3509 ]
  %3487 = mul nuw nsw i64 %3486, 24
  %3488 = getelementptr nuw i8, ptr %35, i64 %3487
  %3489 = load i64, ptr %3488, align 8
  %3490 = getelementptr inbounds nuw i8, ptr %3488, i64 8
  %3491 = load i64, ptr %3490, align 8
  %3492 = getelementptr inbounds nuw i8, ptr %3488, i64 16
  %3493 = load i64, ptr %3492, align 8
  br i1 %3460, label %3494, label %3509

3494:                                             ; preds = %3461
  %3495 = mul nuw nsw i64 %3486, 12
  %3496 = getelementptr nuw i8, ptr %36, i64 %3495
  %3497 = getelementptr inbounds nuw i8, ptr %3496, i64 8
  %3498 = load i32, ptr %3497, align 4
  %3499 = getelementptr inbounds nuw i8, ptr %3496, i64 4
  %3500 = load i32, ptr %3499, align 4
  %3501 = load i32, ptr %3496, align 4
  %3502 = getelementptr inbounds nuw float, ptr %3458, i64 %3486
  %3503 = trunc i32 %3501 to i16
  %3504 = bitcast i16 %3503 to <16 x i1>
  %3505 = trunc i32 %3500 to i16
  %3506 = bitcast i16 %3505 to <16 x i1>
  %3507 = trunc i32 %3498 to i16
  %3508 = bitcast i16 %3507 to <16 x i1>
  br label %3536

3509:                                             ; preds = %3536, %3461
  %3510 = phi <16 x float> [ %3462, %3461 ], [ %3624, %3536 ]
  %3511 = phi <16 x float> [ %3463, %3461 ], [ %3623, %3536 ]
  %3512 = phi <16 x float> [ %3464, %3461 ], [ %3622, %3536 ]
  %3513 = phi <16 x float> [ %3465, %3461 ], [ %3617, %3536 ]
  %3514 = phi <16 x float> [ %3466, %3461 ], [ %3616, %3536 ]
  %3515 = phi <16 x float> [ %3467, %3461 ], [ %3615, %3536 ]
  %3516 = phi <16 x float> [ %3468, %3461 ], [ %3610, %3536 ]
  %3517 = phi <16 x float> [ %3469, %3461 ], [ %3609, %3536 ]
  %3518 = phi <16 x float> [ %3470, %3461 ], [ %3608, %3536 ]
  %3519 = phi <16 x float> [ %3471, %3461 ], [ %3582, %3536 ]
  %3520 = phi <16 x float> [ %3472, %3461 ], [ %3581, %3536 ]
  %3521 = phi <16 x float> [ %3473, %3461 ], [ %3580, %3536 ]
  %3522 = phi <16 x float> [ %3474, %3461 ], [ %3575, %3536 ]
  %3523 = phi <16 x float> [ %3475, %3461 ], [ %3574, %3536 ]
  %3524 = phi <16 x float> [ %3476, %3461 ], [ %3573, %3536 ]
  %3525 = phi <16 x float> [ %3477, %3461 ], [ %3603, %3536 ]
  %3526 = phi <16 x float> [ %3478, %3461 ], [ %3602, %3536 ]
  %3527 = phi <16 x float> [ %3479, %3461 ], [ %3601, %3536 ]
  %3528 = phi <16 x float> [ %3480, %3461 ], [ %3596, %3536 ]
  %3529 = phi <16 x float> [ %3481, %3461 ], [ %3595, %3536 ]
  %3530 = phi <16 x float> [ %3482, %3461 ], [ %3594, %3536 ]
  %3531 = phi <16 x float> [ %3483, %3461 ], [ %3589, %3536 ]
  %3532 = phi <16 x float> [ %3484, %3461 ], [ %3588, %3536 ]
  %3533 = phi <16 x float> [ %3485, %3461 ], [ %3587, %3536 ]
  %3534 = add nuw nsw i64 %3486, 1
  %3535 = icmp eq i64 %3534, %293
  br i1 %3535, label %3370, label %3461

3536:                                             ; preds = %3494, %3536
  %3537 = phi <16 x float> [ %3624, %3536 ], [ %3462, %3494 ]
  %3538 = phi <16 x float> [ %3623, %3536 ], [ %3463, %3494 ]
  %3539 = phi <16 x float> [ %3622, %3536 ], [ %3464, %3494 ]
  %3540 = phi <16 x float> [ %3617, %3536 ], [ %3465, %3494 ]
  %3541 = phi <16 x float> [ %3616, %3536 ], [ %3466, %3494 ]
  %3542 = phi <16 x float> [ %3615, %3536 ], [ %3467, %3494 ]
  %3543 = phi <16 x float> [ %3610, %3536 ], [ %3468, %3494 ]
  %3544 = phi <16 x float> [ %3609, %3536 ], [ %3469, %3494 ]
  %3545 = phi <16 x float> [ %3608, %3536 ], [ %3470, %3494 ]
  %3546 = phi <16 x float> [ %3582, %3536 ], [ %3471, %3494 ]
  %3547 = phi <16 x float> [ %3581, %3536 ], [ %3472, %3494 ]
  %3548 = phi <16 x float> [ %3580, %3536 ], [ %3473, %3494 ]
  %3549 = phi <16 x float> [ %3575, %3536 ], [ %3474, %3494 ]
  %3550 = phi <16 x float> [ %3574, %3536 ], [ %3475, %3494 ]
  %3551 = phi <16 x float> [ %3573, %3536 ], [ %3476, %3494 ]
  %3552 = phi <16 x float> [ %3603, %3536 ], [ %3477, %3494 ]
  %3553 = phi <16 x float> [ %3602, %3536 ], [ %3478, %3494 ]
  %3554 = phi <16 x float> [ %3601, %3536 ], [ %3479, %3494 ]
  %3555 = phi <16 x float> [ %3596, %3536 ], [ %3480, %3494 ]
  %3556 = phi <16 x float> [ %3595, %3536 ], [ %3481, %3494 ]
  %3557 = phi <16 x float> [ %3594, %3536 ], [ %3482, %3494 ]
  %3558 = phi <16 x float> [ %3589, %3536 ], [ %3483, %3494 ]
  %3559 = phi <16 x float> [ %3588, %3536 ], [ %3484, %3494 ]
  %3560 = phi <16 x float> [ %3587, %3536 ], [ %3485, %3494 ]
  %3561 = phi i64 [ %3625, %3536 ], [ %3448, %3494 ]
  %3562 = phi ptr [ %3627, %3536 ], [ %3502, %3494 ]
  %3563 = phi ptr [ %3626, %3536 ], [ %3456, %3494 ]
  %3564 = getelementptr inbounds float, ptr %3563, i64 %3489
  %3565 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3564, <16 x i1> %3504, <16 x float> zeroinitializer)
  %3566 = getelementptr inbounds float, ptr %3563, i64 %3491
  %3567 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3566, <16 x i1> %3506, <16 x float> zeroinitializer)
  %3568 = getelementptr inbounds float, ptr %3563, i64 %3493
  %3569 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3568, <16 x i1> %3508, <16 x float> zeroinitializer)
  %3570 = load float, ptr %3562, align 4
  %3571 = insertelement <16 x float> poison, float %3570, i64 0
  %3572 = shufflevector <16 x float> %3571, <16 x float> poison, <16 x i32> zeroinitializer
  %3573 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3565, <16 x float> %3572, <16 x float> %3551)
  %3574 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3567, <16 x float> %3572, <16 x float> %3550)
  %3575 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3569, <16 x float> %3572, <16 x float> %3549)
  %3576 = getelementptr inbounds float, ptr %3562, i64 %295
  %3577 = load float, ptr %3576, align 4
  %3578 = insertelement <16 x float> poison, float %3577, i64 0
  %3579 = shufflevector <16 x float> %3578, <16 x float> poison, <16 x i32> zeroinitializer
  %3580 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3565, <16 x float> %3579, <16 x float> %3548)
  %3581 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3567, <16 x float> %3579, <16 x float> %3547)
  %3582 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3569, <16 x float> %3579, <16 x float> %3546)
  %3583 = getelementptr inbounds i8, ptr %3562, i64 %373
  %3584 = load float, ptr %3583, align 4
  %3585 = insertelement <16 x float> poison, float %3584, i64 0
  %3586 = shufflevector <16 x float> %3585, <16 x float> poison, <16 x i32> zeroinitializer
  %3587 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3565, <16 x float> %3586, <16 x float> %3560)
  %3588 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3567, <16 x float> %3586, <16 x float> %3559)
  %3589 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3569, <16 x float> %3586, <16 x float> %3558)
  %3590 = getelementptr inbounds i8, ptr %3562, i64 %374
  %3591 = load float, ptr %3590, align 4
  %3592 = insertelement <16 x float> poison, float %3591, i64 0
  %3593 = shufflevector <16 x float> %3592, <16 x float> poison, <16 x i32> zeroinitializer
  %3594 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3565, <16 x float> %3593, <16 x float> %3557)
  %3595 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3567, <16 x float> %3593, <16 x float> %3556)
  %3596 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3569, <16 x float> %3593, <16 x float> %3555)
  %3597 = getelementptr inbounds i8, ptr %3562, i64 %375
  %3598 = load float, ptr %3597, align 4
  %3599 = insertelement <16 x float> poison, float %3598, i64 0
  %3600 = shufflevector <16 x float> %3599, <16 x float> poison, <16 x i32> zeroinitializer
  %3601 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3565, <16 x float> %3600, <16 x float> %3554)
  %3602 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3567, <16 x float> %3600, <16 x float> %3553)
  %3603 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3569, <16 x float> %3600, <16 x float> %3552)
  %3604 = getelementptr inbounds i8, ptr %3562, i64 %376
  %3605 = load float, ptr %3604, align 4
  %3606 = insertelement <16 x float> poison, float %3605, i64 0
  %3607 = shufflevector <16 x float> %3606, <16 x float> poison, <16 x i32> zeroinitializer
  %3608 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3565, <16 x float> %3607, <16 x float> %3545)
  %3609 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3567, <16 x float> %3607, <16 x float> %3544)
  %3610 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3569, <16 x float> %3607, <16 x float> %3543)
  %3611 = getelementptr inbounds i8, ptr %3562, i64 %377
  %3612 = load float, ptr %3611, align 4
  %3613 = insertelement <16 x float> poison, float %3612, i64 0
  %3614 = shufflevector <16 x float> %3613, <16 x float> poison, <16 x i32> zeroinitializer
  %3615 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3565, <16 x float> %3614, <16 x float> %3542)
  %3616 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3567, <16 x float> %3614, <16 x float> %3541)
  %3617 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3569, <16 x float> %3614, <16 x float> %3540)
  %3618 = getelementptr inbounds i8, ptr %3562, i64 %378
  %3619 = load float, ptr %3618, align 4
  %3620 = insertelement <16 x float> poison, float %3619, i64 0
  %3621 = shufflevector <16 x float> %3620, <16 x float> poison, <16 x i32> zeroinitializer
  %3622 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3565, <16 x float> %3621, <16 x float> %3539)
  %3623 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3567, <16 x float> %3621, <16 x float> %3538)
  %3624 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3569, <16 x float> %3621, <16 x float> %3537)
  %3625 = add nuw nsw i64 %3561, 1
  %3626 = getelementptr inbounds float, ptr %3563, i64 %292
  %3627 = getelementptr inbounds nuw float, ptr %3562, i64 %293
  %3628 = icmp eq i64 %3625, %3450
  br i1 %3628, label %3509, label %3536

3629:                                             ; preds = %3397, %3824
  %3630 = phi i64 [ 0, %3397 ], [ %3826, %3824 ]
  %3631 = add nsw i64 %1099, %3630
  %3632 = mul nsw i64 %3631, %264
  %3633 = icmp sgt i64 %1100, %3630
  %3634 = getelementptr inbounds nuw [3 x <16 x float>], ptr %33, i64 %3630
  %3635 = add nsw i64 %1020, %3632
  %3636 = select i1 %3633, <16 x i1> zeroinitializer, <16 x i1> %1089
  %3637 = getelementptr inbounds float, ptr %459, i64 %3635
  %3638 = load <16 x float>, ptr %3634, align 64
  br i1 %298, label %3696, label %3639

3639:                                             ; preds = %3629
  %3640 = getelementptr inbounds float, ptr %457, i64 %3635
  switch i64 %379, label %1332 [
    i64 1, label %3641
    i64 2, label %3644
    i64 3, label %3651
    i64 0, label %3696
  ]

3641:                                             ; preds = %3639
  %3642 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3640, <16 x i1> %3636, <16 x float> zeroinitializer)
  %3643 = fadd <16 x float> %3638, %3642
  br label %3658

3644:                                             ; preds = %3639
  %3645 = bitcast <16 x float> %3638 to <8 x i64>
  %3646 = or <8 x i64> %3645, %300
  %3647 = fcmp oeq <16 x float> %3638, %53
  %3648 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %3638, i32 4)
  %3649 = bitcast <8 x i64> %3646 to <16 x float>
  %3650 = select <16 x i1> %3647, <16 x float> %3649, <16 x float> %3648
  br label %3658

3651:                                             ; preds = %3639
  %3652 = bitcast <16 x float> %3638 to <8 x i64>
  %3653 = and <8 x i64> %3652, %299
  %3654 = fcmp oeq <16 x float> %3638, %50
  %3655 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %3638, i32 4)
  %3656 = bitcast <8 x i64> %3653 to <16 x float>
  %3657 = select <16 x i1> %3654, <16 x float> %3656, <16 x float> %3655
  br label %3658

3658:                                             ; preds = %3651, %3644, %3641
  %3659 = phi <16 x float> [ %3643, %3641 ], [ %3650, %3644 ], [ %3657, %3651 ]
  switch i64 %381, label %1332 [
    i64 1, label %3674
    i64 2, label %3667
    i64 3, label %3660
    i64 0, label %3696
  ]

3660:                                             ; preds = %3658
  %3661 = bitcast <16 x float> %3659 to <8 x i64>
  %3662 = and <8 x i64> %3661, %299
  %3663 = fcmp oeq <16 x float> %3659, %50
  %3664 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %3659, i32 4)
  %3665 = bitcast <8 x i64> %3662 to <16 x float>
  %3666 = select <16 x i1> %3663, <16 x float> %3665, <16 x float> %3664
  br label %3677

3667:                                             ; preds = %3658
  %3668 = bitcast <16 x float> %3659 to <8 x i64>
  %3669 = or <8 x i64> %3668, %300
  %3670 = fcmp oeq <16 x float> %3659, %53
  %3671 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %3659, i32 4)
  %3672 = bitcast <8 x i64> %3669 to <16 x float>
  %3673 = select <16 x i1> %3670, <16 x float> %3672, <16 x float> %3671
  br label %3677

3674:                                             ; preds = %3658
  %3675 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3640, <16 x i1> %3636, <16 x float> zeroinitializer)
  %3676 = fadd <16 x float> %3659, %3675
  br label %3677

3677:                                             ; preds = %3674, %3667, %3660
  %3678 = phi <16 x float> [ %3676, %3674 ], [ %3673, %3667 ], [ %3666, %3660 ]
  switch i64 %383, label %1332 [
    i64 1, label %3693
    i64 2, label %3686
    i64 3, label %3679
    i64 0, label %3696
  ]

3679:                                             ; preds = %3677
  %3680 = bitcast <16 x float> %3678 to <8 x i64>
  %3681 = and <8 x i64> %3680, %299
  %3682 = fcmp oeq <16 x float> %3678, %50
  %3683 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %3678, i32 4)
  %3684 = bitcast <8 x i64> %3681 to <16 x float>
  %3685 = select <16 x i1> %3682, <16 x float> %3684, <16 x float> %3683
  br label %3696

3686:                                             ; preds = %3677
  %3687 = bitcast <16 x float> %3678 to <8 x i64>
  %3688 = or <8 x i64> %3687, %300
  %3689 = fcmp oeq <16 x float> %3678, %53
  %3690 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %3678, i32 4)
  %3691 = bitcast <8 x i64> %3688 to <16 x float>
  %3692 = select <16 x i1> %3689, <16 x float> %3691, <16 x float> %3690
  br label %3696

3693:                                             ; preds = %3677
  %3694 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3640, <16 x i1> %3636, <16 x float> zeroinitializer)
  %3695 = fadd <16 x float> %3678, %3694
  br label %3696

3696:                                             ; preds = %3629, %3639, %3658, %3677, %3693, %3686, %3679
  %3697 = phi <16 x float> [ %3685, %3679 ], [ %3638, %3639 ], [ %3678, %3677 ], [ %3659, %3658 ], [ %3695, %3693 ], [ %3692, %3686 ], [ %3638, %3629 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3697, ptr align 1 %3637, <16 x i1> %3636)
  %3698 = add nsw i64 %1019, %3632
  %3699 = select i1 %3633, <16 x i1> zeroinitializer, <16 x i1> %1090
  %3700 = getelementptr inbounds float, ptr %459, i64 %3698
  %3701 = getelementptr inbounds nuw i8, ptr %3634, i64 64
  %3702 = load <16 x float>, ptr %3701, align 64
  br i1 %298, label %3760, label %3703

3703:                                             ; preds = %3696
  %3704 = getelementptr inbounds float, ptr %457, i64 %3698
  switch i64 %384, label %1332 [
    i64 1, label %3719
    i64 2, label %3712
    i64 3, label %3705
    i64 0, label %3760
  ]

3705:                                             ; preds = %3703
  %3706 = bitcast <16 x float> %3702 to <8 x i64>
  %3707 = and <8 x i64> %3706, %299
  %3708 = fcmp oeq <16 x float> %3702, %50
  %3709 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %3702, i32 4)
  %3710 = bitcast <8 x i64> %3707 to <16 x float>
  %3711 = select <16 x i1> %3708, <16 x float> %3710, <16 x float> %3709
  br label %3722

3712:                                             ; preds = %3703
  %3713 = bitcast <16 x float> %3702 to <8 x i64>
  %3714 = or <8 x i64> %3713, %300
  %3715 = fcmp oeq <16 x float> %3702, %53
  %3716 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %3702, i32 4)
  %3717 = bitcast <8 x i64> %3714 to <16 x float>
  %3718 = select <16 x i1> %3715, <16 x float> %3717, <16 x float> %3716
  br label %3722

3719:                                             ; preds = %3703
  %3720 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3704, <16 x i1> %3699, <16 x float> zeroinitializer)
  %3721 = fadd <16 x float> %3702, %3720
  br label %3722

3722:                                             ; preds = %3719, %3712, %3705
  %3723 = phi <16 x float> [ %3721, %3719 ], [ %3718, %3712 ], [ %3711, %3705 ]
  switch i64 %386, label %1332 [
    i64 1, label %3738
    i64 2, label %3731
    i64 3, label %3724
    i64 0, label %3760
  ]

3724:                                             ; preds = %3722
  %3725 = bitcast <16 x float> %3723 to <8 x i64>
  %3726 = and <8 x i64> %3725, %299
  %3727 = fcmp oeq <16 x float> %3723, %50
  %3728 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %3723, i32 4)
  %3729 = bitcast <8 x i64> %3726 to <16 x float>
  %3730 = select <16 x i1> %3727, <16 x float> %3729, <16 x float> %3728
  br label %3741

3731:                                             ; preds = %3722
  %3732 = bitcast <16 x float> %3723 to <8 x i64>
  %3733 = or <8 x i64> %3732, %300
  %3734 = fcmp oeq <16 x float> %3723, %53
  %3735 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %3723, i32 4)
  %3736 = bitcast <8 x i64> %3733 to <16 x float>
  %3737 = select <16 x i1> %3734, <16 x float> %3736, <16 x float> %3735
  br label %3741

3738:                                             ; preds = %3722
  %3739 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3704, <16 x i1> %3699, <16 x float> zeroinitializer)
  %3740 = fadd <16 x float> %3723, %3739
  br label %3741

3741:                                             ; preds = %3738, %3731, %3724
  %3742 = phi <16 x float> [ %3740, %3738 ], [ %3737, %3731 ], [ %3730, %3724 ]
  switch i64 %388, label %1332 [
    i64 1, label %3757
    i64 2, label %3750
    i64 3, label %3743
    i64 0, label %3760
  ]

3743:                                             ; preds = %3741
  %3744 = bitcast <16 x float> %3742 to <8 x i64>
  %3745 = and <8 x i64> %3744, %299
  %3746 = fcmp oeq <16 x float> %3742, %50
  %3747 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %3742, i32 4)
  %3748 = bitcast <8 x i64> %3745 to <16 x float>
  %3749 = select <16 x i1> %3746, <16 x float> %3748, <16 x float> %3747
  br label %3760

3750:                                             ; preds = %3741
  %3751 = bitcast <16 x float> %3742 to <8 x i64>
  %3752 = or <8 x i64> %3751, %300
  %3753 = fcmp oeq <16 x float> %3742, %53
  %3754 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %3742, i32 4)
  %3755 = bitcast <8 x i64> %3752 to <16 x float>
  %3756 = select <16 x i1> %3753, <16 x float> %3755, <16 x float> %3754
  br label %3760

3757:                                             ; preds = %3741
  %3758 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3704, <16 x i1> %3699, <16 x float> zeroinitializer)
  %3759 = fadd <16 x float> %3742, %3758
  br label %3760

3760:                                             ; preds = %3696, %3703, %3722, %3741, %3757, %3750, %3743
  %3761 = phi <16 x float> [ %3749, %3743 ], [ %3702, %3703 ], [ %3742, %3741 ], [ %3723, %3722 ], [ %3759, %3757 ], [ %3756, %3750 ], [ %3702, %3696 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3761, ptr align 1 %3700, <16 x i1> %3699)
  %3762 = add nsw i64 %1018, %3632
  %3763 = select i1 %3633, <16 x i1> zeroinitializer, <16 x i1> %1091
  %3764 = getelementptr inbounds float, ptr %459, i64 %3762
  %3765 = getelementptr inbounds nuw i8, ptr %3634, i64 128
  %3766 = load <16 x float>, ptr %3765, align 64
  br i1 %298, label %3824, label %3767

3767:                                             ; preds = %3760
  %3768 = getelementptr inbounds float, ptr %457, i64 %3762
  switch i64 %389, label %1332 [
    i64 1, label %3783
    i64 2, label %3776
    i64 3, label %3769
    i64 0, label %3824
  ]

3769:                                             ; preds = %3767
  %3770 = bitcast <16 x float> %3766 to <8 x i64>
  %3771 = and <8 x i64> %3770, %299
  %3772 = fcmp oeq <16 x float> %3766, %50
  %3773 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %3766, i32 4)
  %3774 = bitcast <8 x i64> %3771 to <16 x float>
  %3775 = select <16 x i1> %3772, <16 x float> %3774, <16 x float> %3773
  br label %3786

3776:                                             ; preds = %3767
  %3777 = bitcast <16 x float> %3766 to <8 x i64>
  %3778 = or <8 x i64> %3777, %300
  %3779 = fcmp oeq <16 x float> %3766, %53
  %3780 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %3766, i32 4)
  %3781 = bitcast <8 x i64> %3778 to <16 x float>
  %3782 = select <16 x i1> %3779, <16 x float> %3781, <16 x float> %3780
  br label %3786

3783:                                             ; preds = %3767
  %3784 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3768, <16 x i1> %3763, <16 x float> zeroinitializer)
  %3785 = fadd <16 x float> %3766, %3784
  br label %3786

3786:                                             ; preds = %3783, %3776, %3769
  %3787 = phi <16 x float> [ %3785, %3783 ], [ %3782, %3776 ], [ %3775, %3769 ]
  switch i64 %391, label %1332 [
    i64 1, label %3802
    i64 2, label %3795
    i64 3, label %3788
    i64 0, label %3824
  ]

3788:                                             ; preds = %3786
  %3789 = bitcast <16 x float> %3787 to <8 x i64>
  %3790 = and <8 x i64> %3789, %299
  %3791 = fcmp oeq <16 x float> %3787, %50
  %3792 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %3787, i32 4)
  %3793 = bitcast <8 x i64> %3790 to <16 x float>
  %3794 = select <16 x i1> %3791, <16 x float> %3793, <16 x float> %3792
  br label %3805

3795:                                             ; preds = %3786
  %3796 = bitcast <16 x float> %3787 to <8 x i64>
  %3797 = or <8 x i64> %3796, %300
  %3798 = fcmp oeq <16 x float> %3787, %53
  %3799 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %3787, i32 4)
  %3800 = bitcast <8 x i64> %3797 to <16 x float>
  %3801 = select <16 x i1> %3798, <16 x float> %3800, <16 x float> %3799
  br label %3805

3802:                                             ; preds = %3786
  %3803 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3768, <16 x i1> %3763, <16 x float> zeroinitializer)
  %3804 = fadd <16 x float> %3787, %3803
  br label %3805

3805:                                             ; preds = %3802, %3795, %3788
  %3806 = phi <16 x float> [ %3804, %3802 ], [ %3801, %3795 ], [ %3794, %3788 ]
  switch i64 %393, label %1332 [
    i64 1, label %3821
    i64 2, label %3814
    i64 3, label %3807
    i64 0, label %3824
  ]

3807:                                             ; preds = %3805
  %3808 = bitcast <16 x float> %3806 to <8 x i64>
  %3809 = and <8 x i64> %3808, %299
  %3810 = fcmp oeq <16 x float> %3806, %50
  %3811 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %3806, i32 4)
  %3812 = bitcast <8 x i64> %3809 to <16 x float>
  %3813 = select <16 x i1> %3810, <16 x float> %3812, <16 x float> %3811
  br label %3824

3814:                                             ; preds = %3805
  %3815 = bitcast <16 x float> %3806 to <8 x i64>
  %3816 = or <8 x i64> %3815, %300
  %3817 = fcmp oeq <16 x float> %3806, %53
  %3818 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %3806, i32 4)
  %3819 = bitcast <8 x i64> %3816 to <16 x float>
  %3820 = select <16 x i1> %3817, <16 x float> %3819, <16 x float> %3818
  br label %3824

3821:                                             ; preds = %3805
  %3822 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3768, <16 x i1> %3763, <16 x float> zeroinitializer)
  %3823 = fadd <16 x float> %3806, %3822
  br label %3824

3824:                                             ; preds = %3760, %3767, %3786, %3805, %3821, %3814, %3807
  %3825 = phi <16 x float> [ %3813, %3807 ], [ %3766, %3767 ], [ %3806, %3805 ], [ %3787, %3786 ], [ %3823, %3821 ], [ %3820, %3814 ], [ %3766, %3760 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3825, ptr align 1 %3764, <16 x i1> %3763)
  %3826 = add nuw nsw i64 %3630, 1
  %3827 = icmp eq i64 %3826, 8
  br i1 %3827, label %3828, label %3629

3828:                                             ; preds = %3824
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  br label %3829

3829:                                             ; preds = %3182, %3828, %1826
  %3830 = add nsw i64 %1096, 8
  %3831 = icmp slt i64 %3830, %447
  br i1 %3831, label %1095, label %1092
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
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)

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
