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
  %55 = add nsw i64 %10, 15
  %56 = sdiv i64 %55, 16
  %57 = icmp eq i64 %19, 0
  br i1 %57, label %61, label %58

58:                                               ; preds = %30
  %59 = add nsw i64 %54, 15
  %60 = sdiv i64 %59, 16
  br label %63

61:                                               ; preds = %30
  %62 = mul nsw i64 %56, %9
  br label %63

63:                                               ; preds = %61, %58
  %64 = phi i64 [ %60, %58 ], [ %62, %61 ]
  %65 = add nsw i64 %6, 7
  %66 = sdiv i64 %65, 8
  %67 = add nsw i64 %66, -1
  %68 = add i64 %67, %18
  %69 = sdiv i64 %68, %18
  %70 = add i64 %17, -1
  %71 = add i64 %70, %64
  %72 = sdiv i64 %71, %17
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  %73 = shl i64 %18, 3
  %74 = icmp slt i64 %3, %4
  br i1 %74, label %75, label %224

75:                                               ; preds = %63
  %76 = icmp eq i64 %25, 0
  %77 = icmp sgt i64 %11, 0
  %78 = icmp sgt i64 %12, 0
  %79 = add nsw i64 %6, -8
  %80 = mul nsw i64 %8, %7
  %81 = mul i64 %12, %11
  %82 = icmp eq i64 %22, 0
  %83 = mul i64 %5, %81
  %84 = icmp sgt i64 %5, 0
  %85 = icmp sgt i64 %81, 0
  %86 = icmp eq i64 %29, 0
  %87 = bitcast <16 x float> %50 to <8 x i64>
  %88 = bitcast <16 x float> %53 to <8 x i64>
  %89 = mul i64 %12, 24
  %90 = mul i64 %12, 12
  %91 = getelementptr inbounds nuw i8, ptr %36, i64 8
  %92 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %93 = getelementptr inbounds nuw i8, ptr %36, i64 16
  %94 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %95 = getelementptr inbounds nuw i8, ptr %38, i64 8
  %96 = getelementptr inbounds nuw i8, ptr %39, i64 8
  %97 = getelementptr inbounds nuw i8, ptr %36, i64 8
  %98 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %99 = getelementptr inbounds nuw i8, ptr %38, i64 16
  %100 = getelementptr inbounds nuw i8, ptr %39, i64 16
  %101 = getelementptr inbounds nuw i8, ptr %36, i64 16
  %102 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %103 = shl i64 %83, 3
  %104 = mul i64 %83, 12
  %105 = shl i64 %83, 4
  %106 = mul i64 %83, 20
  %107 = mul i64 %83, 24
  %108 = mul i64 %83, 28
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
  %149 = shl i64 %83, 3
  %150 = mul i64 %83, 12
  %151 = shl i64 %83, 4
  %152 = mul i64 %83, 20
  %153 = mul i64 %83, 24
  %154 = mul i64 %83, 28
  %155 = and i64 %29, 3
  %156 = lshr i64 %29, 2
  %157 = and i64 %156, 3
  %158 = lshr i64 %29, 4
  %159 = and i64 %158, 3
  %160 = and i64 %29, 3
  %161 = lshr i64 %29, 2
  %162 = and i64 %161, 3
  %163 = lshr i64 %29, 4
  %164 = and i64 %163, 3
  %165 = and i64 %29, 3
  %166 = lshr i64 %29, 2
  %167 = and i64 %166, 3
  %168 = lshr i64 %29, 4
  %169 = and i64 %168, 3
  %170 = icmp ult i64 %11, 8
  %171 = icmp ult i64 %11, 64
  %172 = and i64 %11, 56
  %173 = and i64 %11, 9223372036854775744
  %174 = insertelement <16 x i64> poison, i64 %7, i64 0
  %175 = shufflevector <16 x i64> %174, <16 x i64> poison, <16 x i32> zeroinitializer
  %176 = icmp eq i64 %11, %173
  %177 = icmp eq i64 %172, 0
  %178 = and i64 %11, 9223372036854775800
  %179 = insertelement <8 x i64> poison, i64 %7, i64 0
  %180 = shufflevector <8 x i64> %179, <8 x i64> poison, <8 x i32> zeroinitializer
  %181 = icmp eq i64 %11, %178
  %182 = icmp ult i64 %12, 4
  %183 = icmp ult i64 %12, 16
  %184 = and i64 %12, 12
  %185 = and i64 %12, 9223372036854775792
  %186 = icmp eq i64 %12, %185
  %187 = icmp eq i64 %184, 0
  %188 = and i64 %12, 9223372036854775804
  %189 = icmp eq i64 %12, %188
  %190 = icmp ult i64 %12, 8
  %191 = and i64 %12, 9223372036854775800
  %192 = icmp eq i64 %12, %191
  %193 = insertelement <8 x i64> poison, i64 %13, i64 0
  %194 = shufflevector <8 x i64> %193, <8 x i64> poison, <8 x i32> zeroinitializer
  %195 = insertelement <8 x i64> poison, i64 %10, i64 0
  %196 = shufflevector <8 x i64> %195, <8 x i64> poison, <8 x i32> zeroinitializer
  %197 = insertelement <8 x i64> poison, i64 %7, i64 0
  %198 = shufflevector <8 x i64> %197, <8 x i64> poison, <8 x i32> zeroinitializer
  %199 = insertelement <8 x i64> poison, i64 %8, i64 0
  %200 = shufflevector <8 x i64> %199, <8 x i64> poison, <8 x i32> zeroinitializer
  %201 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %202 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %203 = getelementptr inbounds nuw i8, ptr %31, i64 192
  %204 = getelementptr inbounds nuw i8, ptr %31, i64 256
  %205 = getelementptr inbounds nuw i8, ptr %31, i64 320
  %206 = getelementptr inbounds nuw i8, ptr %31, i64 384
  %207 = getelementptr inbounds nuw i8, ptr %31, i64 448
  %208 = getelementptr inbounds nuw i8, ptr %31, i64 512
  %209 = getelementptr inbounds nuw i8, ptr %31, i64 576
  %210 = getelementptr inbounds nuw i8, ptr %31, i64 640
  %211 = getelementptr inbounds nuw i8, ptr %31, i64 704
  %212 = getelementptr inbounds nuw i8, ptr %31, i64 768
  %213 = getelementptr inbounds nuw i8, ptr %31, i64 832
  %214 = getelementptr inbounds nuw i8, ptr %31, i64 896
  %215 = getelementptr inbounds nuw i8, ptr %31, i64 960
  %216 = getelementptr inbounds nuw i8, ptr %31, i64 1024
  %217 = getelementptr inbounds nuw i8, ptr %31, i64 1088
  %218 = getelementptr inbounds nuw i8, ptr %31, i64 1152
  %219 = getelementptr inbounds nuw i8, ptr %31, i64 1216
  %220 = getelementptr inbounds nuw i8, ptr %31, i64 1280
  %221 = getelementptr inbounds nuw i8, ptr %31, i64 1344
  %222 = getelementptr inbounds nuw i8, ptr %31, i64 1408
  %223 = getelementptr inbounds nuw i8, ptr %31, i64 1472
  br label %225

224:                                              ; preds = %252, %63
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  ret void

225:                                              ; preds = %75, %252
  %226 = phi i64 [ %3, %75 ], [ %253, %252 ]
  %227 = srem i64 %226, %69
  %228 = sdiv i64 %226, %69
  %229 = srem i64 %228, %72
  %230 = sdiv i64 %228, %72
  %231 = add nsw i64 %227, 1
  %232 = mul i64 %73, %231
  %233 = tail call i64 @llvm.smin.i64(i64 %232, i64 %6)
  %234 = add nsw i64 %229, 1
  %235 = mul nsw i64 %234, %17
  %236 = tail call i64 @llvm.smin.i64(i64 %235, i64 %64)
  %237 = mul nsw i64 %230, %20
  %238 = getelementptr inbounds float, ptr %40, i64 %237
  %239 = mul nsw i64 %230, %21
  %240 = getelementptr inbounds float, ptr %43, i64 %239
  %241 = mul nsw i64 %230, %26
  %242 = getelementptr inbounds float, ptr %44, i64 %241
  %243 = select i1 %76, ptr null, ptr %242
  %244 = mul nsw i64 %230, %24
  %245 = getelementptr inbounds float, ptr %45, i64 %244
  %246 = mul nsw i64 %229, %17
  %247 = mul i64 %73, %227
  %248 = icmp slt i64 %246, %236
  br i1 %248, label %249, label %252

249:                                              ; preds = %225
  %250 = add nsw i64 %236, -1
  %251 = icmp slt i64 %247, %233
  br label %255

252:                                              ; preds = %735, %225
  %253 = add i64 %226, 1
  %254 = icmp eq i64 %253, %4
  br i1 %254, label %224, label %225

255:                                              ; preds = %249, %735
  %256 = phi i64 [ %246, %249 ], [ %736, %735 ]
  %257 = sub nsw i64 %236, %256
  %258 = icmp sgt i64 %257, 2
  %259 = trunc i64 %257 to i32
  %260 = select i1 %258, i32 3, i32 %259
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  br i1 %57, label %546, label %261

261:                                              ; preds = %255
  %262 = sext i32 %260 to i64
  %263 = tail call i64 @llvm.smin.i64(i64 %256, i64 %250)
  %264 = shl nsw i64 %263, 4
  store i64 %264, ptr %36, align 16
  %265 = icmp sgt i32 %260, 0
  %266 = sub nsw i64 %54, %264
  %267 = select i1 %265, i64 %266, i64 0
  store i64 %267, ptr %37, align 16
  %268 = add nsw i64 %256, 1
  %269 = tail call i64 @llvm.smin.i64(i64 %268, i64 %250)
  %270 = shl nsw i64 %269, 4
  store i64 %270, ptr %91, align 8
  %271 = icmp sgt i32 %260, 1
  %272 = sub nsw i64 %54, %270
  %273 = select i1 %271, i64 %272, i64 0
  store i64 %273, ptr %92, align 8
  %274 = add nsw i64 %256, 2
  %275 = tail call i64 @llvm.smin.i64(i64 %274, i64 %250)
  %276 = shl nsw i64 %275, 4
  store i64 %276, ptr %93, align 16
  %277 = icmp sgt i32 %260, 2
  %278 = sub nsw i64 %54, %276
  %279 = select i1 %277, i64 %278, i64 0
  store i64 %279, ptr %94, align 16
  br label %280

280:                                              ; preds = %261, %529
  %281 = phi i64 [ 0, %261 ], [ %530, %529 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %33, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %32, i8 0, i64 28, i1 false)
  %282 = icmp slt i64 %281, %262
  %283 = getelementptr inbounds nuw i64, ptr %36, i64 %281
  %284 = load i64, ptr %283, align 8
  br i1 %282, label %285, label %292

285:                                              ; preds = %280
  %286 = sub nsw i64 %54, %284
  %287 = tail call i64 @llvm.smin.i64(i64 %286, i64 16)
  %288 = icmp sgt i64 %286, 0
  br i1 %288, label %289, label %292

289:                                              ; preds = %285
  %290 = srem i64 %284, %8
  %291 = sdiv i64 %284, %8
  br label %297

292:                                              ; preds = %473, %280, %285
  br i1 %77, label %293, label %529

293:                                              ; preds = %292
  %294 = getelementptr i64, ptr %34, i64 %281
  %295 = getelementptr i32, ptr %35, i64 %281
  %296 = sub i64 %284, %16
  br label %497

297:                                              ; preds = %289, %473
  %298 = phi i64 [ %303, %473 ], [ 0, %289 ]
  %299 = phi i64 [ 0, %473 ], [ %290, %289 ]
  %300 = phi i64 [ %474, %473 ], [ %291, %289 ]
  %301 = add nsw i64 %298, %8
  %302 = sub nsw i64 %301, %299
  %303 = tail call i64 @llvm.smin.i64(i64 %302, i64 %287)
  br i1 %77, label %304, label %382

304:                                              ; preds = %297
  %305 = sub i64 %300, %15
  %306 = trunc i64 %303 to i32
  %307 = shl nsw i32 -1, %306
  %308 = xor i32 %307, -1
  %309 = trunc i64 %298 to i32
  %310 = shl nsw i32 -1, %309
  %311 = and i32 %310, %308
  br i1 %170, label %380, label %312

312:                                              ; preds = %304
  br i1 %171, label %357, label %313

313:                                              ; preds = %312
  %314 = insertelement <16 x i64> poison, i64 %305, i64 0
  %315 = shufflevector <16 x i64> %314, <16 x i64> poison, <16 x i32> zeroinitializer
  %316 = insertelement <16 x i32> poison, i32 %311, i64 0
  %317 = shufflevector <16 x i32> %316, <16 x i32> poison, <16 x i32> zeroinitializer
  %318 = add <16 x i64> splat (i64 16), %315
  %319 = add <16 x i64> splat (i64 32), %315
  %320 = add <16 x i64> splat (i64 48), %315
  br label %321

321:                                              ; preds = %321, %313
  %322 = phi i64 [ 0, %313 ], [ %352, %321 ]
  %323 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %313 ], [ %353, %321 ]
  %324 = add <16 x i64> %315, %323
  %325 = add <16 x i64> %323, %318
  %326 = add <16 x i64> %323, %319
  %327 = add <16 x i64> %323, %320
  %328 = icmp sgt <16 x i64> %324, splat (i64 -1)
  %329 = icmp sgt <16 x i64> %325, splat (i64 -1)
  %330 = icmp sgt <16 x i64> %326, splat (i64 -1)
  %331 = icmp sgt <16 x i64> %327, splat (i64 -1)
  %332 = icmp slt <16 x i64> %324, %175
  %333 = icmp slt <16 x i64> %325, %175
  %334 = icmp slt <16 x i64> %326, %175
  %335 = icmp slt <16 x i64> %327, %175
  %336 = and <16 x i1> %328, %332
  %337 = and <16 x i1> %329, %333
  %338 = and <16 x i1> %330, %334
  %339 = and <16 x i1> %331, %335
  %340 = getelementptr i32, ptr %32, i64 %322
  %341 = getelementptr i8, ptr %340, i64 64
  %342 = getelementptr i8, ptr %340, i64 128
  %343 = getelementptr i8, ptr %340, i64 192
  %344 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %340, <16 x i1> %336, <16 x i32> poison)
  %345 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %341, <16 x i1> %337, <16 x i32> poison)
  %346 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %342, <16 x i1> %338, <16 x i32> poison)
  %347 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %343, <16 x i1> %339, <16 x i32> poison)
  %348 = or <16 x i32> %344, %317
  %349 = or <16 x i32> %345, %317
  %350 = or <16 x i32> %346, %317
  %351 = or <16 x i32> %347, %317
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %348, ptr align 16 %340, <16 x i1> %336)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %349, ptr align 16 %341, <16 x i1> %337)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %350, ptr align 16 %342, <16 x i1> %338)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %351, ptr align 16 %343, <16 x i1> %339)
  %352 = add nuw i64 %322, 64
  %353 = add <16 x i64> %323, splat (i64 64)
  %354 = icmp eq i64 %352, %173
  br i1 %354, label %355, label %321

355:                                              ; preds = %321
  br i1 %176, label %382, label %356

356:                                              ; preds = %355
  br i1 %177, label %380, label %357

357:                                              ; preds = %312, %356
  %358 = phi i64 [ %173, %356 ], [ 0, %312 ]
  %359 = insertelement <8 x i64> poison, i64 %305, i64 0
  %360 = shufflevector <8 x i64> %359, <8 x i64> poison, <8 x i32> zeroinitializer
  %361 = insertelement <8 x i32> poison, i32 %311, i64 0
  %362 = shufflevector <8 x i32> %361, <8 x i32> poison, <8 x i32> zeroinitializer
  %363 = insertelement <8 x i64> poison, i64 %358, i64 0
  %364 = shufflevector <8 x i64> %363, <8 x i64> poison, <8 x i32> zeroinitializer
  %365 = or disjoint <8 x i64> %364, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %366

366:                                              ; preds = %366, %357
  %367 = phi i64 [ %358, %357 ], [ %376, %366 ]
  %368 = phi <8 x i64> [ %365, %357 ], [ %377, %366 ]
  %369 = add <8 x i64> %360, %368
  %370 = icmp sgt <8 x i64> %369, splat (i64 -1)
  %371 = icmp slt <8 x i64> %369, %180
  %372 = and <8 x i1> %370, %371
  %373 = getelementptr i32, ptr %32, i64 %367
  %374 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %373, <8 x i1> %372, <8 x i32> poison)
  %375 = or <8 x i32> %374, %362
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %375, ptr align 16 %373, <8 x i1> %372)
  %376 = add nuw i64 %367, 8
  %377 = add nuw nsw <8 x i64> %368, splat (i64 8)
  %378 = icmp eq i64 %376, %178
  br i1 %378, label %379, label %366

379:                                              ; preds = %366
  br i1 %181, label %382, label %380

380:                                              ; preds = %304, %356, %379
  %381 = phi i64 [ 0, %304 ], [ %173, %356 ], [ %178, %379 ]
  br label %460

382:                                              ; preds = %470, %355, %379, %297
  br i1 %78, label %383, label %473

383:                                              ; preds = %382
  %384 = add nsw i64 %298, %16
  %385 = add nsw i64 %301, %16
  br i1 %182, label %458, label %386

386:                                              ; preds = %383
  br i1 %183, label %421, label %387

387:                                              ; preds = %386
  %388 = insertelement <16 x i64> poison, i64 %384, i64 0
  %389 = shufflevector <16 x i64> %388, <16 x i64> poison, <16 x i32> zeroinitializer
  %390 = insertelement <16 x i64> poison, i64 %385, i64 0
  %391 = shufflevector <16 x i64> %390, <16 x i64> poison, <16 x i32> zeroinitializer
  %392 = insertelement <16 x i64> poison, i64 %299, i64 0
  %393 = shufflevector <16 x i64> %392, <16 x i64> poison, <16 x i32> zeroinitializer
  %394 = insertelement <16 x i64> poison, i64 %298, i64 0
  %395 = shufflevector <16 x i64> %394, <16 x i64> poison, <16 x i32> zeroinitializer
  %396 = insertelement <16 x i64> poison, i64 %303, i64 0
  %397 = shufflevector <16 x i64> %396, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %398

398:                                              ; preds = %398, %387
  %399 = phi i64 [ 0, %387 ], [ %416, %398 ]
  %400 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %387 ], [ %417, %398 ]
  %401 = add <16 x i64> %400, %393
  %402 = sub <16 x i64> %389, %401
  %403 = sub <16 x i64> %391, %401
  %404 = call <16 x i64> @llvm.smax.v16i64(<16 x i64> %402, <16 x i64> %395)
  %405 = call <16 x i64> @llvm.smin.v16i64(<16 x i64> %403, <16 x i64> %397)
  %406 = icmp slt <16 x i64> %404, %405
  %407 = trunc <16 x i64> %405 to <16 x i32>
  %408 = shl nsw <16 x i32> splat (i32 -1), %407
  %409 = xor <16 x i32> %408, splat (i32 -1)
  %410 = trunc <16 x i64> %404 to <16 x i32>
  %411 = shl nsw <16 x i32> splat (i32 -1), %410
  %412 = and <16 x i32> %411, %409
  %413 = getelementptr i32, ptr %33, i64 %399
  %414 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %413, <16 x i1> %406, <16 x i32> poison)
  %415 = or <16 x i32> %414, %412
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %415, ptr align 16 %413, <16 x i1> %406)
  %416 = add nuw i64 %399, 16
  %417 = add nuw nsw <16 x i64> %400, splat (i64 16)
  %418 = icmp eq i64 %416, %185
  br i1 %418, label %419, label %398

419:                                              ; preds = %398
  br i1 %186, label %473, label %420

420:                                              ; preds = %419
  br i1 %187, label %458, label %421

421:                                              ; preds = %386, %420
  %422 = phi i64 [ %185, %420 ], [ 0, %386 ]
  %423 = insertelement <4 x i64> poison, i64 %384, i64 0
  %424 = shufflevector <4 x i64> %423, <4 x i64> poison, <4 x i32> zeroinitializer
  %425 = insertelement <4 x i64> poison, i64 %385, i64 0
  %426 = shufflevector <4 x i64> %425, <4 x i64> poison, <4 x i32> zeroinitializer
  %427 = insertelement <4 x i64> poison, i64 %299, i64 0
  %428 = shufflevector <4 x i64> %427, <4 x i64> poison, <4 x i32> zeroinitializer
  %429 = insertelement <4 x i64> poison, i64 %298, i64 0
  %430 = shufflevector <4 x i64> %429, <4 x i64> poison, <4 x i32> zeroinitializer
  %431 = insertelement <4 x i64> poison, i64 %303, i64 0
  %432 = shufflevector <4 x i64> %431, <4 x i64> poison, <4 x i32> zeroinitializer
  %433 = insertelement <4 x i64> poison, i64 %422, i64 0
  %434 = shufflevector <4 x i64> %433, <4 x i64> poison, <4 x i32> zeroinitializer
  %435 = or disjoint <4 x i64> %434, <i64 0, i64 1, i64 2, i64 3>
  br label %436

436:                                              ; preds = %436, %421
  %437 = phi i64 [ %422, %421 ], [ %454, %436 ]
  %438 = phi <4 x i64> [ %435, %421 ], [ %455, %436 ]
  %439 = add <4 x i64> %438, %428
  %440 = sub <4 x i64> %424, %439
  %441 = sub <4 x i64> %426, %439
  %442 = call <4 x i64> @llvm.smax.v4i64(<4 x i64> %440, <4 x i64> %430)
  %443 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %441, <4 x i64> %432)
  %444 = icmp slt <4 x i64> %442, %443
  %445 = trunc <4 x i64> %443 to <4 x i32>
  %446 = shl nsw <4 x i32> splat (i32 -1), %445
  %447 = xor <4 x i32> %446, splat (i32 -1)
  %448 = trunc <4 x i64> %442 to <4 x i32>
  %449 = shl nsw <4 x i32> splat (i32 -1), %448
  %450 = and <4 x i32> %449, %447
  %451 = getelementptr i32, ptr %33, i64 %437
  %452 = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr align 16 %451, <4 x i1> %444, <4 x i32> poison)
  %453 = or <4 x i32> %452, %450
  call void @llvm.masked.store.v4i32.p0(<4 x i32> %453, ptr align 16 %451, <4 x i1> %444)
  %454 = add nuw i64 %437, 4
  %455 = add nuw nsw <4 x i64> %438, splat (i64 4)
  %456 = icmp eq i64 %454, %188
  br i1 %456, label %457, label %436

457:                                              ; preds = %436
  br i1 %189, label %473, label %458

458:                                              ; preds = %383, %420, %457
  %459 = phi i64 [ 0, %383 ], [ %185, %420 ], [ %188, %457 ]
  br label %476

460:                                              ; preds = %380, %470
  %461 = phi i64 [ %471, %470 ], [ %381, %380 ]
  %462 = add i64 %305, %461
  %463 = icmp sgt i64 %462, -1
  %464 = icmp slt i64 %462, %7
  %465 = and i1 %463, %464
  br i1 %465, label %466, label %470

466:                                              ; preds = %460
  %467 = getelementptr inbounds nuw i32, ptr %32, i64 %461
  %468 = load i32, ptr %467, align 4
  %469 = or i32 %468, %311
  store i32 %469, ptr %467, align 4
  br label %470

470:                                              ; preds = %466, %460
  %471 = add nuw nsw i64 %461, 1
  %472 = icmp eq i64 %471, %11
  br i1 %472, label %382, label %460

473:                                              ; preds = %494, %419, %457, %382
  %474 = add nsw i64 %300, 1
  %475 = icmp slt i64 %302, %287
  br i1 %475, label %297, label %292

476:                                              ; preds = %458, %494
  %477 = phi i64 [ %495, %494 ], [ %459, %458 ]
  %478 = add i64 %477, %299
  %479 = sub i64 %384, %478
  %480 = sub i64 %385, %478
  %481 = tail call i64 @llvm.smax.i64(i64 %479, i64 %298)
  %482 = tail call i64 @llvm.smin.i64(i64 %480, i64 %303)
  %483 = icmp slt i64 %481, %482
  br i1 %483, label %484, label %494

484:                                              ; preds = %476
  %485 = trunc i64 %482 to i32
  %486 = shl nsw i32 -1, %485
  %487 = xor i32 %486, -1
  %488 = trunc i64 %481 to i32
  %489 = shl nsw i32 -1, %488
  %490 = and i32 %489, %487
  %491 = getelementptr inbounds nuw i32, ptr %33, i64 %477
  %492 = load i32, ptr %491, align 4
  %493 = or i32 %492, %490
  store i32 %493, ptr %491, align 4
  br label %494

494:                                              ; preds = %484, %476
  %495 = add nuw nsw i64 %477, 1
  %496 = icmp eq i64 %495, %12
  br i1 %496, label %473, label %476

497:                                              ; preds = %293, %532
  %498 = phi i64 [ 0, %293 ], [ %533, %532 ]
  br i1 %78, label %499, label %532

499:                                              ; preds = %497
  %500 = sub nsw i64 %498, %15
  %501 = mul nsw i64 %500, %8
  %502 = add i64 %296, %501
  %503 = mul nuw nsw i64 %498, %12
  %504 = getelementptr inbounds nuw i32, ptr %32, i64 %498
  %505 = load i32, ptr %504, align 4
  br i1 %190, label %527, label %506

506:                                              ; preds = %499
  %507 = insertelement <8 x i64> poison, i64 %502, i64 0
  %508 = shufflevector <8 x i64> %507, <8 x i64> poison, <8 x i32> zeroinitializer
  %509 = insertelement <8 x i64> poison, i64 %503, i64 0
  %510 = shufflevector <8 x i64> %509, <8 x i64> poison, <8 x i32> zeroinitializer
  %511 = insertelement <8 x i32> poison, i32 %505, i64 0
  %512 = shufflevector <8 x i32> %511, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %513

513:                                              ; preds = %513, %506
  %514 = phi i64 [ 0, %506 ], [ %523, %513 ]
  %515 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %506 ], [ %524, %513 ]
  %516 = add <8 x i64> %508, %515
  %517 = add nuw nsw <8 x i64> %515, %510
  %518 = getelementptr [3 x i64], ptr %294, <8 x i64> %517
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %516, <8 x ptr> align 8 %518, <8 x i1> splat (i1 true))
  %519 = getelementptr inbounds nuw i32, ptr %33, i64 %514
  %520 = load <8 x i32>, ptr %519, align 16
  %521 = and <8 x i32> %520, %512
  %522 = getelementptr [3 x i32], ptr %295, <8 x i64> %517
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %521, <8 x ptr> align 4 %522, <8 x i1> splat (i1 true))
  %523 = add nuw i64 %514, 8
  %524 = add nuw nsw <8 x i64> %515, splat (i64 8)
  %525 = icmp eq i64 %523, %191
  br i1 %525, label %526, label %513

526:                                              ; preds = %513
  br i1 %192, label %532, label %527

527:                                              ; preds = %499, %526
  %528 = phi i64 [ 0, %499 ], [ %191, %526 ]
  br label %535

529:                                              ; preds = %532, %292
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  %530 = add nuw nsw i64 %281, 1
  %531 = icmp eq i64 %530, 3
  br i1 %531, label %700, label %280

532:                                              ; preds = %535, %526, %497
  %533 = add nuw nsw i64 %498, 1
  %534 = icmp eq i64 %533, %11
  br i1 %534, label %529, label %497

535:                                              ; preds = %527, %535
  %536 = phi i64 [ %544, %535 ], [ %528, %527 ]
  %537 = add i64 %502, %536
  %538 = add nuw nsw i64 %536, %503
  %539 = getelementptr [3 x i64], ptr %294, i64 %538
  store i64 %537, ptr %539, align 8
  %540 = getelementptr inbounds nuw i32, ptr %33, i64 %536
  %541 = load i32, ptr %540, align 4
  %542 = and i32 %541, %505
  %543 = getelementptr [3 x i32], ptr %295, i64 %538
  store i32 %542, ptr %543, align 4
  %544 = add nuw nsw i64 %536, 1
  %545 = icmp eq i64 %544, %12
  br i1 %545, label %532, label %535

546:                                              ; preds = %255
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  %547 = tail call i64 @llvm.smin.i64(i64 %256, i64 %250)
  %548 = sdiv i64 %547, %56
  store i64 %548, ptr %38, align 16
  %549 = srem i64 %547, %56
  %550 = shl nsw i64 %549, 4
  store i64 %550, ptr %39, align 16
  %551 = mul nsw i64 %548, %10
  %552 = add nsw i64 %550, %551
  store i64 %552, ptr %36, align 16
  %553 = icmp sgt i32 %260, 0
  %554 = sub nsw i64 %10, %550
  %555 = select i1 %553, i64 %554, i64 0
  store i64 %555, ptr %37, align 16
  %556 = add nsw i64 %256, 1
  %557 = tail call i64 @llvm.smin.i64(i64 %556, i64 %250)
  %558 = sdiv i64 %557, %56
  store i64 %558, ptr %95, align 8
  %559 = srem i64 %557, %56
  %560 = shl nsw i64 %559, 4
  store i64 %560, ptr %96, align 8
  %561 = mul nsw i64 %558, %10
  %562 = add nsw i64 %560, %561
  store i64 %562, ptr %97, align 8
  %563 = icmp sgt i32 %260, 1
  %564 = sub nsw i64 %10, %560
  %565 = select i1 %563, i64 %564, i64 0
  store i64 %565, ptr %98, align 8
  %566 = add nsw i64 %256, 2
  %567 = tail call i64 @llvm.smin.i64(i64 %566, i64 %250)
  %568 = sdiv i64 %567, %56
  store i64 %568, ptr %99, align 16
  %569 = srem i64 %567, %56
  %570 = shl nsw i64 %569, 4
  store i64 %570, ptr %100, align 16
  %571 = mul nsw i64 %568, %10
  %572 = add nsw i64 %570, %571
  store i64 %572, ptr %101, align 16
  %573 = icmp sgt i32 %260, 2
  %574 = sub nsw i64 %10, %570
  %575 = select i1 %573, i64 %574, i64 0
  store i64 %575, ptr %102, align 16
  br i1 %77, label %576, label %699

576:                                              ; preds = %546
  %577 = sext i32 %260 to i64
  %578 = icmp slt i32 %260, 3
  %579 = icmp sgt i32 %260, 0
  %580 = shl nsw i64 %577, 3
  %581 = sub i32 2, %260
  %582 = zext i32 %581 to i64
  %583 = shl nuw nsw i64 %582, 3
  %584 = add nuw nsw i64 %583, 8
  %585 = shl nsw i64 %577, 2
  %586 = shl nuw nsw i64 %582, 2
  %587 = add nuw nsw i64 %586, 4
  %588 = getelementptr i8, ptr %34, i64 %580
  %589 = getelementptr i8, ptr %35, i64 %585
  %590 = zext i32 %260 to i64
  %591 = icmp ult i32 %260, 8
  %592 = and i64 %590, 4294967288
  %593 = icmp eq i64 %592, %590
  br label %594

594:                                              ; preds = %576, %605
  %595 = phi i64 [ 0, %576 ], [ %606, %605 ]
  br i1 %78, label %596, label %605

596:                                              ; preds = %594
  %597 = mul i64 %89, %595
  %598 = mul i64 %90, %595
  %599 = mul nuw nsw i64 %595, %12
  %600 = sub i64 %595, %15
  %601 = getelementptr i8, ptr %588, i64 %597
  %602 = getelementptr i8, ptr %589, i64 %598
  %603 = insertelement <8 x i64> poison, i64 %600, i64 0
  %604 = shufflevector <8 x i64> %603, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %608

605:                                              ; preds = %661, %594
  %606 = add nuw nsw i64 %595, 1
  %607 = icmp eq i64 %606, %11
  br i1 %607, label %699, label %594

608:                                              ; preds = %596, %661
  %609 = phi i64 [ 0, %596 ], [ %662, %661 ]
  %610 = add nuw nsw i64 %609, %599
  br i1 %578, label %611, label %616

611:                                              ; preds = %608
  %612 = mul i64 %609, 24
  %613 = getelementptr i8, ptr %601, i64 %612
  %614 = mul i64 %609, 12
  %615 = getelementptr i8, ptr %602, i64 %614
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %613, i8 0, i64 %584, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %615, i8 0, i64 %587, i1 false)
  br i1 %579, label %616, label %661

616:                                              ; preds = %608, %611
  %617 = sub i64 %609, %16
  %618 = getelementptr inbounds nuw [3 x i64], ptr %34, i64 %610
  %619 = getelementptr inbounds nuw [3 x i32], ptr %35, i64 %610
  br i1 %591, label %659, label %620

620:                                              ; preds = %616
  %621 = insertelement <8 x i64> poison, i64 %617, i64 0
  %622 = shufflevector <8 x i64> %621, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %623

623:                                              ; preds = %623, %620
  %624 = phi i64 [ 0, %620 ], [ %656, %623 ]
  %625 = getelementptr inbounds nuw i64, ptr %38, i64 %624
  %626 = load <8 x i64>, ptr %625, align 16
  %627 = mul nsw <8 x i64> %626, %194
  %628 = add <8 x i64> %604, %627
  %629 = getelementptr inbounds nuw i64, ptr %39, i64 %624
  %630 = load <8 x i64>, ptr %629, align 16
  %631 = sub nsw <8 x i64> %196, %630
  %632 = icmp sgt <8 x i64> %628, splat (i64 -1)
  %633 = icmp slt <8 x i64> %628, %198
  %634 = and <8 x i1> %632, %633
  %635 = add <8 x i64> %622, %630
  %636 = icmp slt <8 x i64> %635, zeroinitializer
  %637 = sub nsw <8 x i64> zeroinitializer, %635
  %638 = select <8 x i1> %636, <8 x i64> %637, <8 x i64> zeroinitializer
  %639 = sub nsw <8 x i64> %200, %635
  %640 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %639, <8 x i64> %631)
  %641 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %640, <8 x i64> splat (i64 16))
  %642 = icmp sgt <8 x i64> %641, %638
  %643 = select <8 x i1> %634, <8 x i1> %642, <8 x i1> zeroinitializer
  %644 = select <8 x i1> %634, <8 x i64> %628, <8 x i64> zeroinitializer
  %645 = mul nsw <8 x i64> %644, %200
  %646 = add nsw <8 x i64> %645, %635
  %647 = getelementptr inbounds nuw i64, ptr %618, i64 %624
  store <8 x i64> %646, ptr %647, align 8
  %648 = trunc <8 x i64> %641 to <8 x i32>
  %649 = shl nsw <8 x i32> splat (i32 -1), %648
  %650 = xor <8 x i32> %649, splat (i32 -1)
  %651 = trunc <8 x i64> %638 to <8 x i32>
  %652 = shl nsw <8 x i32> splat (i32 -1), %651
  %653 = and <8 x i32> %652, %650
  %654 = select <8 x i1> %643, <8 x i32> %653, <8 x i32> zeroinitializer
  %655 = getelementptr inbounds nuw i32, ptr %619, i64 %624
  store <8 x i32> %654, ptr %655, align 4
  %656 = add nuw i64 %624, 8
  %657 = icmp eq i64 %656, %592
  br i1 %657, label %658, label %623

658:                                              ; preds = %623
  br i1 %593, label %661, label %659

659:                                              ; preds = %616, %658
  %660 = phi i64 [ 0, %616 ], [ %592, %658 ]
  br label %664

661:                                              ; preds = %664, %658, %611
  %662 = add nuw nsw i64 %609, 1
  %663 = icmp eq i64 %662, %12
  br i1 %663, label %605, label %608

664:                                              ; preds = %659, %664
  %665 = phi i64 [ %697, %664 ], [ %660, %659 ]
  %666 = getelementptr inbounds nuw i64, ptr %38, i64 %665
  %667 = load i64, ptr %666, align 8
  %668 = mul nsw i64 %667, %13
  %669 = add i64 %600, %668
  %670 = getelementptr inbounds nuw i64, ptr %39, i64 %665
  %671 = load i64, ptr %670, align 8
  %672 = sub nsw i64 %10, %671
  %673 = icmp sgt i64 %669, -1
  %674 = icmp slt i64 %669, %7
  %675 = and i1 %673, %674
  %676 = add i64 %617, %671
  %677 = icmp slt i64 %676, 0
  %678 = sub nsw i64 0, %676
  %679 = select i1 %677, i64 %678, i64 0
  %680 = sub nsw i64 %8, %676
  %681 = tail call i64 @llvm.smin.i64(i64 %680, i64 %672)
  %682 = tail call i64 @llvm.smin.i64(i64 %681, i64 16)
  %683 = icmp sgt i64 %682, %679
  %684 = select i1 %675, i1 %683, i1 false
  %685 = select i1 %675, i64 %669, i64 0
  %686 = mul nsw i64 %685, %8
  %687 = add nsw i64 %686, %676
  %688 = getelementptr inbounds nuw i64, ptr %618, i64 %665
  store i64 %687, ptr %688, align 8
  %689 = trunc i64 %682 to i32
  %690 = shl nsw i32 -1, %689
  %691 = xor i32 %690, -1
  %692 = trunc i64 %679 to i32
  %693 = shl nsw i32 -1, %692
  %694 = and i32 %693, %691
  %695 = select i1 %684, i32 %694, i32 0
  %696 = getelementptr inbounds nuw i32, ptr %619, i64 %665
  store i32 %695, ptr %696, align 4
  %697 = add nuw nsw i64 %665, 1
  %698 = icmp eq i64 %697, %590
  br i1 %698, label %661, label %664

699:                                              ; preds = %605, %546
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  br label %700

700:                                              ; preds = %529, %699
  %701 = phi i64 [ %572, %699 ], [ %276, %529 ]
  %702 = phi i64 [ %562, %699 ], [ %270, %529 ]
  %703 = phi i64 [ %552, %699 ], [ %264, %529 ]
  %704 = phi i64 [ %575, %699 ], [ %279, %529 ]
  %705 = phi i64 [ %565, %699 ], [ %273, %529 ]
  %706 = phi i64 [ %555, %699 ], [ %267, %529 ]
  br i1 %251, label %707, label %735

707:                                              ; preds = %700
  %708 = icmp eq i32 %260, 3
  %709 = icmp sgt i32 %260, 0
  %710 = zext nneg i32 %260 to i64
  %711 = icmp sgt i64 %706, 15
  %712 = trunc i64 %706 to i32
  %713 = shl nsw i32 -1, %712
  %714 = trunc i32 %713 to i16
  %715 = xor i16 %714, -1
  %716 = select i1 %711, i16 -1, i16 %715
  %717 = icmp sgt i64 %705, 15
  %718 = trunc i64 %705 to i32
  %719 = shl nsw i32 -1, %718
  %720 = trunc i32 %719 to i16
  %721 = xor i16 %720, -1
  %722 = select i1 %717, i16 -1, i16 %721
  %723 = icmp sgt i64 %704, 15
  %724 = trunc i64 %704 to i32
  %725 = shl nsw i32 -1, %724
  %726 = trunc i32 %725 to i16
  %727 = xor i16 %726, -1
  %728 = select i1 %723, i16 -1, i16 %727
  %729 = bitcast i16 %716 to <16 x i1>
  %730 = bitcast i16 %722 to <16 x i1>
  %731 = bitcast i16 %728 to <16 x i1>
  %732 = bitcast i16 %716 to <16 x i1>
  %733 = bitcast i16 %722 to <16 x i1>
  %734 = bitcast i16 %728 to <16 x i1>
  br label %738

735:                                              ; preds = %2162, %700
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  %736 = add nsw i64 %256, 3
  %737 = icmp slt i64 %736, %236
  br i1 %737, label %255, label %252

738:                                              ; preds = %707, %2162
  %739 = phi i64 [ %247, %707 ], [ %2163, %2162 ]
  %740 = sub nsw i64 %233, %739
  %741 = icmp sgt i64 %740, 7
  %742 = select i1 %741, i64 %739, i64 %79
  %743 = sub nsw i64 %739, %742
  br i1 %708, label %802, label %744

744:                                              ; preds = %738
  br i1 %709, label %745, label %2162

745:                                              ; preds = %744
  %746 = mul i64 %83, %742
  %747 = getelementptr inbounds float, ptr %42, i64 %742
  %748 = getelementptr inbounds float, ptr %41, i64 %746
  %749 = getelementptr inbounds nuw i8, ptr %747, i64 4
  %750 = getelementptr inbounds nuw i8, ptr %747, i64 8
  %751 = getelementptr inbounds nuw i8, ptr %747, i64 12
  %752 = getelementptr inbounds nuw i8, ptr %747, i64 16
  %753 = getelementptr inbounds nuw i8, ptr %747, i64 20
  %754 = getelementptr inbounds nuw i8, ptr %747, i64 24
  %755 = getelementptr inbounds nuw i8, ptr %747, i64 28
  %756 = mul nsw i64 %742, %54
  %757 = getelementptr inbounds float, ptr %240, i64 %756
  %758 = add nsw i64 %742, 1
  %759 = mul nsw i64 %758, %54
  %760 = getelementptr inbounds float, ptr %240, i64 %759
  %761 = add nsw i64 %742, 2
  %762 = mul nsw i64 %761, %54
  %763 = getelementptr inbounds float, ptr %240, i64 %762
  %764 = add nsw i64 %742, 3
  %765 = mul nsw i64 %764, %54
  %766 = getelementptr inbounds float, ptr %240, i64 %765
  %767 = add nsw i64 %742, 4
  %768 = mul nsw i64 %767, %54
  %769 = getelementptr inbounds float, ptr %240, i64 %768
  %770 = add nsw i64 %742, 5
  %771 = mul nsw i64 %770, %54
  %772 = getelementptr inbounds float, ptr %240, i64 %771
  %773 = add nsw i64 %742, 6
  %774 = mul nsw i64 %773, %54
  %775 = getelementptr inbounds float, ptr %240, i64 %774
  %776 = add nsw i64 %742, 7
  %777 = mul nsw i64 %776, %54
  %778 = getelementptr inbounds float, ptr %240, i64 %777
  %779 = mul nsw i64 %742, %54
  %780 = icmp sgt i64 %743, 0
  %781 = add nsw i64 %742, 1
  %782 = mul nsw i64 %781, %54
  %783 = icmp sgt i64 %743, 1
  %784 = add nsw i64 %742, 2
  %785 = mul nsw i64 %784, %54
  %786 = icmp sgt i64 %743, 2
  %787 = add nsw i64 %742, 3
  %788 = mul nsw i64 %787, %54
  %789 = icmp sgt i64 %743, 3
  %790 = add nsw i64 %742, 4
  %791 = mul nsw i64 %790, %54
  %792 = icmp sgt i64 %743, 4
  %793 = add nsw i64 %742, 5
  %794 = mul nsw i64 %793, %54
  %795 = icmp sgt i64 %743, 5
  %796 = add nsw i64 %742, 6
  %797 = mul nsw i64 %796, %54
  %798 = icmp sgt i64 %743, 6
  %799 = add nsw i64 %742, 7
  %800 = mul nsw i64 %799, %54
  %801 = icmp sgt i64 %743, 7
  br label %1449

802:                                              ; preds = %738
  %803 = getelementptr inbounds float, ptr %42, i64 %742
  br i1 %82, label %812, label %804

804:                                              ; preds = %802
  %805 = load float, ptr %803, align 4
  %806 = insertelement <16 x float> poison, float %805, i64 0
  %807 = shufflevector <16 x float> %806, <16 x float> poison, <16 x i32> zeroinitializer
  %808 = insertelement <16 x float> poison, float %805, i64 0
  %809 = shufflevector <16 x float> %808, <16 x float> poison, <16 x i32> zeroinitializer
  %810 = insertelement <16 x float> poison, float %805, i64 0
  %811 = shufflevector <16 x float> %810, <16 x float> poison, <16 x i32> zeroinitializer
  br label %821

812:                                              ; preds = %802
  %813 = mul nsw i64 %742, %54
  %814 = getelementptr inbounds float, ptr %240, i64 %813
  %815 = getelementptr inbounds float, ptr %814, i64 %703
  %816 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %815, <16 x i1> %729, <16 x float> zeroinitializer)
  %817 = getelementptr inbounds float, ptr %814, i64 %702
  %818 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %817, <16 x i1> %730, <16 x float> zeroinitializer)
  %819 = getelementptr inbounds float, ptr %814, i64 %701
  %820 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %819, <16 x i1> %731, <16 x float> zeroinitializer)
  br label %821

821:                                              ; preds = %812, %804
  %822 = phi <16 x float> [ %818, %812 ], [ %809, %804 ]
  %823 = phi <16 x float> [ %816, %812 ], [ %807, %804 ]
  %824 = phi <16 x float> [ %820, %812 ], [ %811, %804 ]
  br i1 %82, label %834, label %825

825:                                              ; preds = %821
  %826 = getelementptr inbounds nuw i8, ptr %803, i64 4
  %827 = load float, ptr %826, align 4
  %828 = insertelement <16 x float> poison, float %827, i64 0
  %829 = shufflevector <16 x float> %828, <16 x float> poison, <16 x i32> zeroinitializer
  %830 = insertelement <16 x float> poison, float %827, i64 0
  %831 = shufflevector <16 x float> %830, <16 x float> poison, <16 x i32> zeroinitializer
  %832 = insertelement <16 x float> poison, float %827, i64 0
  %833 = shufflevector <16 x float> %832, <16 x float> poison, <16 x i32> zeroinitializer
  br label %844

834:                                              ; preds = %821
  %835 = add nsw i64 %742, 1
  %836 = mul nsw i64 %835, %54
  %837 = getelementptr inbounds float, ptr %240, i64 %836
  %838 = getelementptr inbounds float, ptr %837, i64 %703
  %839 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %838, <16 x i1> %729, <16 x float> zeroinitializer)
  %840 = getelementptr inbounds float, ptr %837, i64 %702
  %841 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %840, <16 x i1> %730, <16 x float> zeroinitializer)
  %842 = getelementptr inbounds float, ptr %837, i64 %701
  %843 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %842, <16 x i1> %731, <16 x float> zeroinitializer)
  br label %844

844:                                              ; preds = %834, %825
  %845 = phi <16 x float> [ %841, %834 ], [ %831, %825 ]
  %846 = phi <16 x float> [ %839, %834 ], [ %829, %825 ]
  %847 = phi <16 x float> [ %843, %834 ], [ %833, %825 ]
  br i1 %82, label %857, label %848

848:                                              ; preds = %844
  %849 = getelementptr inbounds nuw i8, ptr %803, i64 8
  %850 = load float, ptr %849, align 4
  %851 = insertelement <16 x float> poison, float %850, i64 0
  %852 = shufflevector <16 x float> %851, <16 x float> poison, <16 x i32> zeroinitializer
  %853 = insertelement <16 x float> poison, float %850, i64 0
  %854 = shufflevector <16 x float> %853, <16 x float> poison, <16 x i32> zeroinitializer
  %855 = insertelement <16 x float> poison, float %850, i64 0
  %856 = shufflevector <16 x float> %855, <16 x float> poison, <16 x i32> zeroinitializer
  br label %867

857:                                              ; preds = %844
  %858 = add nsw i64 %742, 2
  %859 = mul nsw i64 %858, %54
  %860 = getelementptr inbounds float, ptr %240, i64 %859
  %861 = getelementptr inbounds float, ptr %860, i64 %703
  %862 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %861, <16 x i1> %729, <16 x float> zeroinitializer)
  %863 = getelementptr inbounds float, ptr %860, i64 %702
  %864 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %863, <16 x i1> %730, <16 x float> zeroinitializer)
  %865 = getelementptr inbounds float, ptr %860, i64 %701
  %866 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %865, <16 x i1> %731, <16 x float> zeroinitializer)
  br label %867

867:                                              ; preds = %857, %848
  %868 = phi <16 x float> [ %864, %857 ], [ %854, %848 ]
  %869 = phi <16 x float> [ %862, %857 ], [ %852, %848 ]
  %870 = phi <16 x float> [ %866, %857 ], [ %856, %848 ]
  br i1 %82, label %880, label %871

871:                                              ; preds = %867
  %872 = getelementptr inbounds nuw i8, ptr %803, i64 12
  %873 = load float, ptr %872, align 4
  %874 = insertelement <16 x float> poison, float %873, i64 0
  %875 = shufflevector <16 x float> %874, <16 x float> poison, <16 x i32> zeroinitializer
  %876 = insertelement <16 x float> poison, float %873, i64 0
  %877 = shufflevector <16 x float> %876, <16 x float> poison, <16 x i32> zeroinitializer
  %878 = insertelement <16 x float> poison, float %873, i64 0
  %879 = shufflevector <16 x float> %878, <16 x float> poison, <16 x i32> zeroinitializer
  br label %890

880:                                              ; preds = %867
  %881 = add nsw i64 %742, 3
  %882 = mul nsw i64 %881, %54
  %883 = getelementptr inbounds float, ptr %240, i64 %882
  %884 = getelementptr inbounds float, ptr %883, i64 %703
  %885 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %884, <16 x i1> %729, <16 x float> zeroinitializer)
  %886 = getelementptr inbounds float, ptr %883, i64 %702
  %887 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %886, <16 x i1> %730, <16 x float> zeroinitializer)
  %888 = getelementptr inbounds float, ptr %883, i64 %701
  %889 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %888, <16 x i1> %731, <16 x float> zeroinitializer)
  br label %890

890:                                              ; preds = %880, %871
  %891 = phi <16 x float> [ %887, %880 ], [ %877, %871 ]
  %892 = phi <16 x float> [ %885, %880 ], [ %875, %871 ]
  %893 = phi <16 x float> [ %889, %880 ], [ %879, %871 ]
  br i1 %82, label %903, label %894

894:                                              ; preds = %890
  %895 = getelementptr inbounds nuw i8, ptr %803, i64 16
  %896 = load float, ptr %895, align 4
  %897 = insertelement <16 x float> poison, float %896, i64 0
  %898 = shufflevector <16 x float> %897, <16 x float> poison, <16 x i32> zeroinitializer
  %899 = insertelement <16 x float> poison, float %896, i64 0
  %900 = shufflevector <16 x float> %899, <16 x float> poison, <16 x i32> zeroinitializer
  %901 = insertelement <16 x float> poison, float %896, i64 0
  %902 = shufflevector <16 x float> %901, <16 x float> poison, <16 x i32> zeroinitializer
  br label %913

903:                                              ; preds = %890
  %904 = add nsw i64 %742, 4
  %905 = mul nsw i64 %904, %54
  %906 = getelementptr inbounds float, ptr %240, i64 %905
  %907 = getelementptr inbounds float, ptr %906, i64 %703
  %908 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %907, <16 x i1> %729, <16 x float> zeroinitializer)
  %909 = getelementptr inbounds float, ptr %906, i64 %702
  %910 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %909, <16 x i1> %730, <16 x float> zeroinitializer)
  %911 = getelementptr inbounds float, ptr %906, i64 %701
  %912 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %911, <16 x i1> %731, <16 x float> zeroinitializer)
  br label %913

913:                                              ; preds = %903, %894
  %914 = phi <16 x float> [ %910, %903 ], [ %900, %894 ]
  %915 = phi <16 x float> [ %908, %903 ], [ %898, %894 ]
  %916 = phi <16 x float> [ %912, %903 ], [ %902, %894 ]
  br i1 %82, label %926, label %917

917:                                              ; preds = %913
  %918 = getelementptr inbounds nuw i8, ptr %803, i64 20
  %919 = load float, ptr %918, align 4
  %920 = insertelement <16 x float> poison, float %919, i64 0
  %921 = shufflevector <16 x float> %920, <16 x float> poison, <16 x i32> zeroinitializer
  %922 = insertelement <16 x float> poison, float %919, i64 0
  %923 = shufflevector <16 x float> %922, <16 x float> poison, <16 x i32> zeroinitializer
  %924 = insertelement <16 x float> poison, float %919, i64 0
  %925 = shufflevector <16 x float> %924, <16 x float> poison, <16 x i32> zeroinitializer
  br label %936

926:                                              ; preds = %913
  %927 = add nsw i64 %742, 5
  %928 = mul nsw i64 %927, %54
  %929 = getelementptr inbounds float, ptr %240, i64 %928
  %930 = getelementptr inbounds float, ptr %929, i64 %703
  %931 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %930, <16 x i1> %729, <16 x float> zeroinitializer)
  %932 = getelementptr inbounds float, ptr %929, i64 %702
  %933 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %932, <16 x i1> %730, <16 x float> zeroinitializer)
  %934 = getelementptr inbounds float, ptr %929, i64 %701
  %935 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %934, <16 x i1> %731, <16 x float> zeroinitializer)
  br label %936

936:                                              ; preds = %926, %917
  %937 = phi <16 x float> [ %933, %926 ], [ %923, %917 ]
  %938 = phi <16 x float> [ %931, %926 ], [ %921, %917 ]
  %939 = phi <16 x float> [ %935, %926 ], [ %925, %917 ]
  br i1 %82, label %949, label %940

940:                                              ; preds = %936
  %941 = getelementptr inbounds nuw i8, ptr %803, i64 24
  %942 = load float, ptr %941, align 4
  %943 = insertelement <16 x float> poison, float %942, i64 0
  %944 = shufflevector <16 x float> %943, <16 x float> poison, <16 x i32> zeroinitializer
  %945 = insertelement <16 x float> poison, float %942, i64 0
  %946 = shufflevector <16 x float> %945, <16 x float> poison, <16 x i32> zeroinitializer
  %947 = insertelement <16 x float> poison, float %942, i64 0
  %948 = shufflevector <16 x float> %947, <16 x float> poison, <16 x i32> zeroinitializer
  br label %959

949:                                              ; preds = %936
  %950 = add nsw i64 %742, 6
  %951 = mul nsw i64 %950, %54
  %952 = getelementptr inbounds float, ptr %240, i64 %951
  %953 = getelementptr inbounds float, ptr %952, i64 %703
  %954 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %953, <16 x i1> %729, <16 x float> zeroinitializer)
  %955 = getelementptr inbounds float, ptr %952, i64 %702
  %956 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %955, <16 x i1> %730, <16 x float> zeroinitializer)
  %957 = getelementptr inbounds float, ptr %952, i64 %701
  %958 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %957, <16 x i1> %731, <16 x float> zeroinitializer)
  br label %959

959:                                              ; preds = %949, %940
  %960 = phi <16 x float> [ %956, %949 ], [ %946, %940 ]
  %961 = phi <16 x float> [ %954, %949 ], [ %944, %940 ]
  %962 = phi <16 x float> [ %958, %949 ], [ %948, %940 ]
  br i1 %82, label %972, label %963

963:                                              ; preds = %959
  %964 = getelementptr inbounds nuw i8, ptr %803, i64 28
  %965 = load float, ptr %964, align 4
  %966 = insertelement <16 x float> poison, float %965, i64 0
  %967 = shufflevector <16 x float> %966, <16 x float> poison, <16 x i32> zeroinitializer
  %968 = insertelement <16 x float> poison, float %965, i64 0
  %969 = shufflevector <16 x float> %968, <16 x float> poison, <16 x i32> zeroinitializer
  %970 = insertelement <16 x float> poison, float %965, i64 0
  %971 = shufflevector <16 x float> %970, <16 x float> poison, <16 x i32> zeroinitializer
  br label %982

972:                                              ; preds = %959
  %973 = add nsw i64 %742, 7
  %974 = mul nsw i64 %973, %54
  %975 = getelementptr inbounds float, ptr %240, i64 %974
  %976 = getelementptr inbounds float, ptr %975, i64 %703
  %977 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %976, <16 x i1> %729, <16 x float> zeroinitializer)
  %978 = getelementptr inbounds float, ptr %975, i64 %702
  %979 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %978, <16 x i1> %730, <16 x float> zeroinitializer)
  %980 = getelementptr inbounds float, ptr %975, i64 %701
  %981 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %980, <16 x i1> %731, <16 x float> zeroinitializer)
  br label %982

982:                                              ; preds = %972, %963
  %983 = phi <16 x float> [ %979, %972 ], [ %969, %963 ]
  %984 = phi <16 x float> [ %977, %972 ], [ %967, %963 ]
  %985 = phi <16 x float> [ %981, %972 ], [ %971, %963 ]
  %986 = mul i64 %83, %742
  %987 = getelementptr inbounds float, ptr %41, i64 %986
  br i1 %84, label %1040, label %1015

988:                                              ; preds = %1127, %1040
  %989 = phi <16 x float> [ %1041, %1040 ], [ %1128, %1127 ]
  %990 = phi <16 x float> [ %1042, %1040 ], [ %1129, %1127 ]
  %991 = phi <16 x float> [ %1043, %1040 ], [ %1130, %1127 ]
  %992 = phi <16 x float> [ %1044, %1040 ], [ %1131, %1127 ]
  %993 = phi <16 x float> [ %1045, %1040 ], [ %1132, %1127 ]
  %994 = phi <16 x float> [ %1046, %1040 ], [ %1133, %1127 ]
  %995 = phi <16 x float> [ %1047, %1040 ], [ %1134, %1127 ]
  %996 = phi <16 x float> [ %1048, %1040 ], [ %1135, %1127 ]
  %997 = phi <16 x float> [ %1049, %1040 ], [ %1136, %1127 ]
  %998 = phi <16 x float> [ %1050, %1040 ], [ %1137, %1127 ]
  %999 = phi <16 x float> [ %1051, %1040 ], [ %1138, %1127 ]
  %1000 = phi <16 x float> [ %1052, %1040 ], [ %1139, %1127 ]
  %1001 = phi <16 x float> [ %1053, %1040 ], [ %1140, %1127 ]
  %1002 = phi <16 x float> [ %1054, %1040 ], [ %1141, %1127 ]
  %1003 = phi <16 x float> [ %1055, %1040 ], [ %1142, %1127 ]
  %1004 = phi <16 x float> [ %1056, %1040 ], [ %1143, %1127 ]
  %1005 = phi <16 x float> [ %1057, %1040 ], [ %1144, %1127 ]
  %1006 = phi <16 x float> [ %1058, %1040 ], [ %1145, %1127 ]
  %1007 = phi <16 x float> [ %1059, %1040 ], [ %1146, %1127 ]
  %1008 = phi <16 x float> [ %1060, %1040 ], [ %1147, %1127 ]
  %1009 = phi <16 x float> [ %1061, %1040 ], [ %1148, %1127 ]
  %1010 = phi <16 x float> [ %1062, %1040 ], [ %1149, %1127 ]
  %1011 = phi <16 x float> [ %1063, %1040 ], [ %1150, %1127 ]
  %1012 = phi <16 x float> [ %1064, %1040 ], [ %1151, %1127 ]
  %1013 = icmp slt i64 %1069, %5
  %1014 = add i64 %1065, -16
  br i1 %1013, label %1040, label %1015

1015:                                             ; preds = %988, %982
  %1016 = phi <16 x float> [ %985, %982 ], [ %989, %988 ]
  %1017 = phi <16 x float> [ %983, %982 ], [ %990, %988 ]
  %1018 = phi <16 x float> [ %984, %982 ], [ %991, %988 ]
  %1019 = phi <16 x float> [ %962, %982 ], [ %992, %988 ]
  %1020 = phi <16 x float> [ %960, %982 ], [ %993, %988 ]
  %1021 = phi <16 x float> [ %961, %982 ], [ %994, %988 ]
  %1022 = phi <16 x float> [ %939, %982 ], [ %995, %988 ]
  %1023 = phi <16 x float> [ %937, %982 ], [ %996, %988 ]
  %1024 = phi <16 x float> [ %938, %982 ], [ %997, %988 ]
  %1025 = phi <16 x float> [ %916, %982 ], [ %1004, %988 ]
  %1026 = phi <16 x float> [ %914, %982 ], [ %1005, %988 ]
  %1027 = phi <16 x float> [ %915, %982 ], [ %1006, %988 ]
  %1028 = phi <16 x float> [ %893, %982 ], [ %1007, %988 ]
  %1029 = phi <16 x float> [ %891, %982 ], [ %1008, %988 ]
  %1030 = phi <16 x float> [ %892, %982 ], [ %1009, %988 ]
  %1031 = phi <16 x float> [ %870, %982 ], [ %1010, %988 ]
  %1032 = phi <16 x float> [ %868, %982 ], [ %1011, %988 ]
  %1033 = phi <16 x float> [ %869, %982 ], [ %1012, %988 ]
  %1034 = phi <16 x float> [ %847, %982 ], [ %998, %988 ]
  %1035 = phi <16 x float> [ %845, %982 ], [ %999, %988 ]
  %1036 = phi <16 x float> [ %846, %982 ], [ %1000, %988 ]
  %1037 = phi <16 x float> [ %824, %982 ], [ %1001, %988 ]
  %1038 = phi <16 x float> [ %822, %982 ], [ %1002, %988 ]
  %1039 = phi <16 x float> [ %823, %982 ], [ %1003, %988 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  store <16 x float> %1039, ptr %31, align 64
  store <16 x float> %1038, ptr %201, align 64
  store <16 x float> %1037, ptr %202, align 64
  store <16 x float> %1036, ptr %203, align 64
  store <16 x float> %1035, ptr %204, align 64
  store <16 x float> %1034, ptr %205, align 64
  store <16 x float> %1033, ptr %206, align 64
  store <16 x float> %1032, ptr %207, align 64
  store <16 x float> %1031, ptr %208, align 64
  store <16 x float> %1030, ptr %209, align 64
  store <16 x float> %1029, ptr %210, align 64
  store <16 x float> %1028, ptr %211, align 64
  store <16 x float> %1027, ptr %212, align 64
  store <16 x float> %1026, ptr %213, align 64
  store <16 x float> %1025, ptr %214, align 64
  store <16 x float> %1024, ptr %215, align 64
  store <16 x float> %1023, ptr %216, align 64
  store <16 x float> %1022, ptr %217, align 64
  store <16 x float> %1021, ptr %218, align 64
  store <16 x float> %1020, ptr %219, align 64
  store <16 x float> %1019, ptr %220, align 64
  store <16 x float> %1018, ptr %221, align 64
  store <16 x float> %1017, ptr %222, align 64
  store <16 x float> %1016, ptr %223, align 64
  br label %1247

1040:                                             ; preds = %982, %988
  %1041 = phi <16 x float> [ %989, %988 ], [ %985, %982 ]
  %1042 = phi <16 x float> [ %990, %988 ], [ %983, %982 ]
  %1043 = phi <16 x float> [ %991, %988 ], [ %984, %982 ]
  %1044 = phi <16 x float> [ %992, %988 ], [ %962, %982 ]
  %1045 = phi <16 x float> [ %993, %988 ], [ %960, %982 ]
  %1046 = phi <16 x float> [ %994, %988 ], [ %961, %982 ]
  %1047 = phi <16 x float> [ %995, %988 ], [ %939, %982 ]
  %1048 = phi <16 x float> [ %996, %988 ], [ %937, %982 ]
  %1049 = phi <16 x float> [ %997, %988 ], [ %938, %982 ]
  %1050 = phi <16 x float> [ %998, %988 ], [ %847, %982 ]
  %1051 = phi <16 x float> [ %999, %988 ], [ %845, %982 ]
  %1052 = phi <16 x float> [ %1000, %988 ], [ %846, %982 ]
  %1053 = phi <16 x float> [ %1001, %988 ], [ %824, %982 ]
  %1054 = phi <16 x float> [ %1002, %988 ], [ %822, %982 ]
  %1055 = phi <16 x float> [ %1003, %988 ], [ %823, %982 ]
  %1056 = phi <16 x float> [ %1004, %988 ], [ %916, %982 ]
  %1057 = phi <16 x float> [ %1005, %988 ], [ %914, %982 ]
  %1058 = phi <16 x float> [ %1006, %988 ], [ %915, %982 ]
  %1059 = phi <16 x float> [ %1007, %988 ], [ %893, %982 ]
  %1060 = phi <16 x float> [ %1008, %988 ], [ %891, %982 ]
  %1061 = phi <16 x float> [ %1009, %988 ], [ %892, %982 ]
  %1062 = phi <16 x float> [ %1010, %988 ], [ %870, %982 ]
  %1063 = phi <16 x float> [ %1011, %988 ], [ %868, %982 ]
  %1064 = phi <16 x float> [ %1012, %988 ], [ %869, %982 ]
  %1065 = phi i64 [ %1014, %988 ], [ %5, %982 ]
  %1066 = phi i64 [ %1069, %988 ], [ 0, %982 ]
  %1067 = call i64 @llvm.smin.i64(i64 %1065, i64 16)
  %1068 = add i64 %1067, %1066
  %1069 = add nuw nsw i64 %1066, 16
  br i1 %85, label %1070, label %988

1070:                                             ; preds = %1040
  %1071 = sub nsw i64 %5, %1066
  %1072 = icmp sgt i64 %1071, 15
  %1073 = mul nsw i64 %1066, %80
  %1074 = getelementptr inbounds float, ptr %238, i64 %1073
  %1075 = mul nuw nsw i64 %1066, %81
  %1076 = getelementptr inbounds nuw float, ptr %987, i64 %1075
  %1077 = icmp sgt i64 %5, %1066
  %1078 = or i1 %1072, %1077
  br label %1079

1079:                                             ; preds = %1070, %1127
  %1080 = phi <16 x float> [ %1041, %1070 ], [ %1128, %1127 ]
  %1081 = phi <16 x float> [ %1042, %1070 ], [ %1129, %1127 ]
  %1082 = phi <16 x float> [ %1043, %1070 ], [ %1130, %1127 ]
  %1083 = phi <16 x float> [ %1044, %1070 ], [ %1131, %1127 ]
  %1084 = phi <16 x float> [ %1045, %1070 ], [ %1132, %1127 ]
  %1085 = phi <16 x float> [ %1046, %1070 ], [ %1133, %1127 ]
  %1086 = phi <16 x float> [ %1047, %1070 ], [ %1134, %1127 ]
  %1087 = phi <16 x float> [ %1048, %1070 ], [ %1135, %1127 ]
  %1088 = phi <16 x float> [ %1049, %1070 ], [ %1136, %1127 ]
  %1089 = phi <16 x float> [ %1050, %1070 ], [ %1137, %1127 ]
  %1090 = phi <16 x float> [ %1051, %1070 ], [ %1138, %1127 ]
  %1091 = phi <16 x float> [ %1052, %1070 ], [ %1139, %1127 ]
  %1092 = phi <16 x float> [ %1053, %1070 ], [ %1140, %1127 ]
  %1093 = phi <16 x float> [ %1054, %1070 ], [ %1141, %1127 ]
  %1094 = phi <16 x float> [ %1055, %1070 ], [ %1142, %1127 ]
  %1095 = phi <16 x float> [ %1056, %1070 ], [ %1143, %1127 ]
  %1096 = phi <16 x float> [ %1057, %1070 ], [ %1144, %1127 ]
  %1097 = phi <16 x float> [ %1058, %1070 ], [ %1145, %1127 ]
  %1098 = phi <16 x float> [ %1059, %1070 ], [ %1146, %1127 ]
  %1099 = phi <16 x float> [ %1060, %1070 ], [ %1147, %1127 ]
  %1100 = phi <16 x float> [ %1061, %1070 ], [ %1148, %1127 ]
  %1101 = phi <16 x float> [ %1062, %1070 ], [ %1149, %1127 ]
  %1102 = phi <16 x float> [ %1063, %1070 ], [ %1150, %1127 ]
  %1103 = phi <16 x float> [ %1064, %1070 ], [ %1151, %1127 ]
  %1104 = phi i64 [ 0, %1070 ], [ %1152, %1127 ]
  %1105 = mul nuw nsw i64 %1104, 24
  %1106 = getelementptr nuw i8, ptr %34, i64 %1105
  %1107 = load i64, ptr %1106, align 8
  %1108 = getelementptr inbounds nuw i8, ptr %1106, i64 8
  %1109 = load i64, ptr %1108, align 8
  %1110 = getelementptr inbounds nuw i8, ptr %1106, i64 16
  %1111 = load i64, ptr %1110, align 8
  br i1 %1078, label %1112, label %1127

1112:                                             ; preds = %1079
  %1113 = mul nuw nsw i64 %1104, 12
  %1114 = getelementptr nuw i8, ptr %35, i64 %1113
  %1115 = getelementptr inbounds nuw i8, ptr %1114, i64 8
  %1116 = load i32, ptr %1115, align 4
  %1117 = getelementptr inbounds nuw i8, ptr %1114, i64 4
  %1118 = load i32, ptr %1117, align 4
  %1119 = load i32, ptr %1114, align 4
  %1120 = getelementptr inbounds nuw float, ptr %1076, i64 %1104
  %1121 = trunc i32 %1119 to i16
  %1122 = bitcast i16 %1121 to <16 x i1>
  %1123 = trunc i32 %1118 to i16
  %1124 = bitcast i16 %1123 to <16 x i1>
  %1125 = trunc i32 %1116 to i16
  %1126 = bitcast i16 %1125 to <16 x i1>
  br label %1154

1127:                                             ; preds = %1154, %1079
  %1128 = phi <16 x float> [ %1080, %1079 ], [ %1242, %1154 ]
  %1129 = phi <16 x float> [ %1081, %1079 ], [ %1241, %1154 ]
  %1130 = phi <16 x float> [ %1082, %1079 ], [ %1240, %1154 ]
  %1131 = phi <16 x float> [ %1083, %1079 ], [ %1235, %1154 ]
  %1132 = phi <16 x float> [ %1084, %1079 ], [ %1234, %1154 ]
  %1133 = phi <16 x float> [ %1085, %1079 ], [ %1233, %1154 ]
  %1134 = phi <16 x float> [ %1086, %1079 ], [ %1228, %1154 ]
  %1135 = phi <16 x float> [ %1087, %1079 ], [ %1227, %1154 ]
  %1136 = phi <16 x float> [ %1088, %1079 ], [ %1226, %1154 ]
  %1137 = phi <16 x float> [ %1089, %1079 ], [ %1200, %1154 ]
  %1138 = phi <16 x float> [ %1090, %1079 ], [ %1199, %1154 ]
  %1139 = phi <16 x float> [ %1091, %1079 ], [ %1198, %1154 ]
  %1140 = phi <16 x float> [ %1092, %1079 ], [ %1193, %1154 ]
  %1141 = phi <16 x float> [ %1093, %1079 ], [ %1192, %1154 ]
  %1142 = phi <16 x float> [ %1094, %1079 ], [ %1191, %1154 ]
  %1143 = phi <16 x float> [ %1095, %1079 ], [ %1221, %1154 ]
  %1144 = phi <16 x float> [ %1096, %1079 ], [ %1220, %1154 ]
  %1145 = phi <16 x float> [ %1097, %1079 ], [ %1219, %1154 ]
  %1146 = phi <16 x float> [ %1098, %1079 ], [ %1214, %1154 ]
  %1147 = phi <16 x float> [ %1099, %1079 ], [ %1213, %1154 ]
  %1148 = phi <16 x float> [ %1100, %1079 ], [ %1212, %1154 ]
  %1149 = phi <16 x float> [ %1101, %1079 ], [ %1207, %1154 ]
  %1150 = phi <16 x float> [ %1102, %1079 ], [ %1206, %1154 ]
  %1151 = phi <16 x float> [ %1103, %1079 ], [ %1205, %1154 ]
  %1152 = add nuw nsw i64 %1104, 1
  %1153 = icmp eq i64 %1152, %81
  br i1 %1153, label %988, label %1079

1154:                                             ; preds = %1112, %1154
  %1155 = phi <16 x float> [ %1242, %1154 ], [ %1080, %1112 ]
  %1156 = phi <16 x float> [ %1241, %1154 ], [ %1081, %1112 ]
  %1157 = phi <16 x float> [ %1240, %1154 ], [ %1082, %1112 ]
  %1158 = phi <16 x float> [ %1235, %1154 ], [ %1083, %1112 ]
  %1159 = phi <16 x float> [ %1234, %1154 ], [ %1084, %1112 ]
  %1160 = phi <16 x float> [ %1233, %1154 ], [ %1085, %1112 ]
  %1161 = phi <16 x float> [ %1228, %1154 ], [ %1086, %1112 ]
  %1162 = phi <16 x float> [ %1227, %1154 ], [ %1087, %1112 ]
  %1163 = phi <16 x float> [ %1226, %1154 ], [ %1088, %1112 ]
  %1164 = phi <16 x float> [ %1200, %1154 ], [ %1089, %1112 ]
  %1165 = phi <16 x float> [ %1199, %1154 ], [ %1090, %1112 ]
  %1166 = phi <16 x float> [ %1198, %1154 ], [ %1091, %1112 ]
  %1167 = phi <16 x float> [ %1193, %1154 ], [ %1092, %1112 ]
  %1168 = phi <16 x float> [ %1192, %1154 ], [ %1093, %1112 ]
  %1169 = phi <16 x float> [ %1191, %1154 ], [ %1094, %1112 ]
  %1170 = phi <16 x float> [ %1221, %1154 ], [ %1095, %1112 ]
  %1171 = phi <16 x float> [ %1220, %1154 ], [ %1096, %1112 ]
  %1172 = phi <16 x float> [ %1219, %1154 ], [ %1097, %1112 ]
  %1173 = phi <16 x float> [ %1214, %1154 ], [ %1098, %1112 ]
  %1174 = phi <16 x float> [ %1213, %1154 ], [ %1099, %1112 ]
  %1175 = phi <16 x float> [ %1212, %1154 ], [ %1100, %1112 ]
  %1176 = phi <16 x float> [ %1207, %1154 ], [ %1101, %1112 ]
  %1177 = phi <16 x float> [ %1206, %1154 ], [ %1102, %1112 ]
  %1178 = phi <16 x float> [ %1205, %1154 ], [ %1103, %1112 ]
  %1179 = phi i64 [ %1243, %1154 ], [ %1066, %1112 ]
  %1180 = phi ptr [ %1245, %1154 ], [ %1120, %1112 ]
  %1181 = phi ptr [ %1244, %1154 ], [ %1074, %1112 ]
  %1182 = getelementptr inbounds float, ptr %1181, i64 %1107
  %1183 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1182, <16 x i1> %1122, <16 x float> zeroinitializer)
  %1184 = getelementptr inbounds float, ptr %1181, i64 %1109
  %1185 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1184, <16 x i1> %1124, <16 x float> zeroinitializer)
  %1186 = getelementptr inbounds float, ptr %1181, i64 %1111
  %1187 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1186, <16 x i1> %1126, <16 x float> zeroinitializer)
  %1188 = load float, ptr %1180, align 4
  %1189 = insertelement <16 x float> poison, float %1188, i64 0
  %1190 = shufflevector <16 x float> %1189, <16 x float> poison, <16 x i32> zeroinitializer
  %1191 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1183, <16 x float> %1190, <16 x float> %1169)
  %1192 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1185, <16 x float> %1190, <16 x float> %1168)
  %1193 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1187, <16 x float> %1190, <16 x float> %1167)
  %1194 = getelementptr inbounds float, ptr %1180, i64 %83
  %1195 = load float, ptr %1194, align 4
  %1196 = insertelement <16 x float> poison, float %1195, i64 0
  %1197 = shufflevector <16 x float> %1196, <16 x float> poison, <16 x i32> zeroinitializer
  %1198 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1183, <16 x float> %1197, <16 x float> %1166)
  %1199 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1185, <16 x float> %1197, <16 x float> %1165)
  %1200 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1187, <16 x float> %1197, <16 x float> %1164)
  %1201 = getelementptr inbounds i8, ptr %1180, i64 %149
  %1202 = load float, ptr %1201, align 4
  %1203 = insertelement <16 x float> poison, float %1202, i64 0
  %1204 = shufflevector <16 x float> %1203, <16 x float> poison, <16 x i32> zeroinitializer
  %1205 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1183, <16 x float> %1204, <16 x float> %1178)
  %1206 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1185, <16 x float> %1204, <16 x float> %1177)
  %1207 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1187, <16 x float> %1204, <16 x float> %1176)
  %1208 = getelementptr inbounds i8, ptr %1180, i64 %150
  %1209 = load float, ptr %1208, align 4
  %1210 = insertelement <16 x float> poison, float %1209, i64 0
  %1211 = shufflevector <16 x float> %1210, <16 x float> poison, <16 x i32> zeroinitializer
  %1212 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1183, <16 x float> %1211, <16 x float> %1175)
  %1213 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1185, <16 x float> %1211, <16 x float> %1174)
  %1214 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1187, <16 x float> %1211, <16 x float> %1173)
  %1215 = getelementptr inbounds i8, ptr %1180, i64 %151
  %1216 = load float, ptr %1215, align 4
  %1217 = insertelement <16 x float> poison, float %1216, i64 0
  %1218 = shufflevector <16 x float> %1217, <16 x float> poison, <16 x i32> zeroinitializer
  %1219 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1183, <16 x float> %1218, <16 x float> %1172)
  %1220 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1185, <16 x float> %1218, <16 x float> %1171)
  %1221 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1187, <16 x float> %1218, <16 x float> %1170)
  %1222 = getelementptr inbounds i8, ptr %1180, i64 %152
  %1223 = load float, ptr %1222, align 4
  %1224 = insertelement <16 x float> poison, float %1223, i64 0
  %1225 = shufflevector <16 x float> %1224, <16 x float> poison, <16 x i32> zeroinitializer
  %1226 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1183, <16 x float> %1225, <16 x float> %1163)
  %1227 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1185, <16 x float> %1225, <16 x float> %1162)
  %1228 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1187, <16 x float> %1225, <16 x float> %1161)
  %1229 = getelementptr inbounds i8, ptr %1180, i64 %153
  %1230 = load float, ptr %1229, align 4
  %1231 = insertelement <16 x float> poison, float %1230, i64 0
  %1232 = shufflevector <16 x float> %1231, <16 x float> poison, <16 x i32> zeroinitializer
  %1233 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1183, <16 x float> %1232, <16 x float> %1160)
  %1234 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1185, <16 x float> %1232, <16 x float> %1159)
  %1235 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1187, <16 x float> %1232, <16 x float> %1158)
  %1236 = getelementptr inbounds i8, ptr %1180, i64 %154
  %1237 = load float, ptr %1236, align 4
  %1238 = insertelement <16 x float> poison, float %1237, i64 0
  %1239 = shufflevector <16 x float> %1238, <16 x float> poison, <16 x i32> zeroinitializer
  %1240 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1183, <16 x float> %1239, <16 x float> %1157)
  %1241 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1185, <16 x float> %1239, <16 x float> %1156)
  %1242 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1187, <16 x float> %1239, <16 x float> %1155)
  %1243 = add nuw nsw i64 %1179, 1
  %1244 = getelementptr inbounds float, ptr %1181, i64 %80
  %1245 = getelementptr inbounds nuw float, ptr %1180, i64 %81
  %1246 = icmp eq i64 %1243, %1068
  br i1 %1246, label %1127, label %1154

1247:                                             ; preds = %1015, %1444
  %1248 = phi i64 [ 0, %1015 ], [ %1446, %1444 ]
  %1249 = add nsw i64 %742, %1248
  %1250 = mul nsw i64 %1249, %54
  %1251 = icmp sgt i64 %743, %1248
  %1252 = getelementptr inbounds nuw [3 x <16 x float>], ptr %31, i64 %1248
  %1253 = add nsw i64 %703, %1250
  %1254 = select i1 %1251, <16 x i1> zeroinitializer, <16 x i1> %732
  %1255 = getelementptr inbounds float, ptr %245, i64 %1253
  %1256 = load <16 x float>, ptr %1252, align 64
  br i1 %86, label %1316, label %1257

1257:                                             ; preds = %1247
  %1258 = getelementptr inbounds float, ptr %243, i64 %1253
  switch i64 %155, label %1276 [
    i64 1, label %1259
    i64 2, label %1262
    i64 3, label %1269
    i64 0, label %1316
  ]

1259:                                             ; preds = %1257
  %1260 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1258, <16 x i1> %1254, <16 x float> zeroinitializer)
  %1261 = fadd <16 x float> %1256, %1260
  br label %1278

1262:                                             ; preds = %1257
  %1263 = bitcast <16 x float> %1256 to <8 x i64>
  %1264 = or <8 x i64> %1263, %88
  %1265 = fcmp oeq <16 x float> %1256, %53
  %1266 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1256, i32 4)
  %1267 = bitcast <8 x i64> %1264 to <16 x float>
  %1268 = select <16 x i1> %1265, <16 x float> %1267, <16 x float> %1266
  br label %1278

1269:                                             ; preds = %1257
  %1270 = bitcast <16 x float> %1256 to <8 x i64>
  %1271 = and <8 x i64> %1270, %87
  %1272 = fcmp oeq <16 x float> %1256, %50
  %1273 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1256, i32 4)
  %1274 = bitcast <8 x i64> %1271 to <16 x float>
  %1275 = select <16 x i1> %1272, <16 x float> %1274, <16 x float> %1273
  br label %1278

1276:                                             ; preds = %1257
  unreachable

1277:                                             ; preds = %2139, %2120, %2101, %2076, %2057, %2038, %2013, %1994, %1975, %1950, %1931, %1912, %1887, %1868, %1849, %1824, %1805, %1786, %1761, %1742, %1723, %1698, %1679, %1660, %1425, %1406, %1387, %1361, %1342, %1323, %1297, %1278
  unreachable

1278:                                             ; preds = %1269, %1262, %1259
  %1279 = phi <16 x float> [ %1261, %1259 ], [ %1268, %1262 ], [ %1275, %1269 ]
  switch i64 %157, label %1277 [
    i64 1, label %1294
    i64 2, label %1287
    i64 3, label %1280
    i64 0, label %1316
  ]

1280:                                             ; preds = %1278
  %1281 = bitcast <16 x float> %1279 to <8 x i64>
  %1282 = and <8 x i64> %1281, %87
  %1283 = fcmp oeq <16 x float> %1279, %50
  %1284 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1279, i32 4)
  %1285 = bitcast <8 x i64> %1282 to <16 x float>
  %1286 = select <16 x i1> %1283, <16 x float> %1285, <16 x float> %1284
  br label %1297

1287:                                             ; preds = %1278
  %1288 = bitcast <16 x float> %1279 to <8 x i64>
  %1289 = or <8 x i64> %1288, %88
  %1290 = fcmp oeq <16 x float> %1279, %53
  %1291 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1279, i32 4)
  %1292 = bitcast <8 x i64> %1289 to <16 x float>
  %1293 = select <16 x i1> %1290, <16 x float> %1292, <16 x float> %1291
  br label %1297

1294:                                             ; preds = %1278
  %1295 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1258, <16 x i1> %1254, <16 x float> zeroinitializer)
  %1296 = fadd <16 x float> %1279, %1295
  br label %1297

1297:                                             ; preds = %1294, %1287, %1280
  %1298 = phi <16 x float> [ %1296, %1294 ], [ %1293, %1287 ], [ %1286, %1280 ]
  switch i64 %159, label %1277 [
    i64 1, label %1313
    i64 2, label %1306
    i64 3, label %1299
    i64 0, label %1316
  ]

1299:                                             ; preds = %1297
  %1300 = bitcast <16 x float> %1298 to <8 x i64>
  %1301 = and <8 x i64> %1300, %87
  %1302 = fcmp oeq <16 x float> %1298, %50
  %1303 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1298, i32 4)
  %1304 = bitcast <8 x i64> %1301 to <16 x float>
  %1305 = select <16 x i1> %1302, <16 x float> %1304, <16 x float> %1303
  br label %1316

1306:                                             ; preds = %1297
  %1307 = bitcast <16 x float> %1298 to <8 x i64>
  %1308 = or <8 x i64> %1307, %88
  %1309 = fcmp oeq <16 x float> %1298, %53
  %1310 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1298, i32 4)
  %1311 = bitcast <8 x i64> %1308 to <16 x float>
  %1312 = select <16 x i1> %1309, <16 x float> %1311, <16 x float> %1310
  br label %1316

1313:                                             ; preds = %1297
  %1314 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1258, <16 x i1> %1254, <16 x float> zeroinitializer)
  %1315 = fadd <16 x float> %1298, %1314
  br label %1316

1316:                                             ; preds = %1247, %1257, %1278, %1297, %1313, %1306, %1299
  %1317 = phi <16 x float> [ %1305, %1299 ], [ %1256, %1257 ], [ %1298, %1297 ], [ %1279, %1278 ], [ %1315, %1313 ], [ %1312, %1306 ], [ %1256, %1247 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1317, ptr align 1 %1255, <16 x i1> %1254)
  %1318 = add nsw i64 %702, %1250
  %1319 = select i1 %1251, <16 x i1> zeroinitializer, <16 x i1> %733
  %1320 = getelementptr inbounds float, ptr %245, i64 %1318
  %1321 = getelementptr inbounds nuw i8, ptr %1252, i64 64
  %1322 = load <16 x float>, ptr %1321, align 64
  br i1 %86, label %1380, label %1323

1323:                                             ; preds = %1316
  %1324 = getelementptr inbounds float, ptr %243, i64 %1318
  switch i64 %160, label %1277 [
    i64 1, label %1339
    i64 2, label %1332
    i64 3, label %1325
    i64 0, label %1380
  ]

1325:                                             ; preds = %1323
  %1326 = bitcast <16 x float> %1322 to <8 x i64>
  %1327 = and <8 x i64> %1326, %87
  %1328 = fcmp oeq <16 x float> %1322, %50
  %1329 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1322, i32 4)
  %1330 = bitcast <8 x i64> %1327 to <16 x float>
  %1331 = select <16 x i1> %1328, <16 x float> %1330, <16 x float> %1329
  br label %1342

1332:                                             ; preds = %1323
  %1333 = bitcast <16 x float> %1322 to <8 x i64>
  %1334 = or <8 x i64> %1333, %88
  %1335 = fcmp oeq <16 x float> %1322, %53
  %1336 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1322, i32 4)
  %1337 = bitcast <8 x i64> %1334 to <16 x float>
  %1338 = select <16 x i1> %1335, <16 x float> %1337, <16 x float> %1336
  br label %1342

1339:                                             ; preds = %1323
  %1340 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1324, <16 x i1> %1319, <16 x float> zeroinitializer)
  %1341 = fadd <16 x float> %1322, %1340
  br label %1342

1342:                                             ; preds = %1339, %1332, %1325
  %1343 = phi <16 x float> [ %1341, %1339 ], [ %1338, %1332 ], [ %1331, %1325 ]
  switch i64 %162, label %1277 [
    i64 1, label %1358
    i64 2, label %1351
    i64 3, label %1344
    i64 0, label %1380
  ]

1344:                                             ; preds = %1342
  %1345 = bitcast <16 x float> %1343 to <8 x i64>
  %1346 = and <8 x i64> %1345, %87
  %1347 = fcmp oeq <16 x float> %1343, %50
  %1348 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1343, i32 4)
  %1349 = bitcast <8 x i64> %1346 to <16 x float>
  %1350 = select <16 x i1> %1347, <16 x float> %1349, <16 x float> %1348
  br label %1361

1351:                                             ; preds = %1342
  %1352 = bitcast <16 x float> %1343 to <8 x i64>
  %1353 = or <8 x i64> %1352, %88
  %1354 = fcmp oeq <16 x float> %1343, %53
  %1355 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1343, i32 4)
  %1356 = bitcast <8 x i64> %1353 to <16 x float>
  %1357 = select <16 x i1> %1354, <16 x float> %1356, <16 x float> %1355
  br label %1361

1358:                                             ; preds = %1342
  %1359 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1324, <16 x i1> %1319, <16 x float> zeroinitializer)
  %1360 = fadd <16 x float> %1343, %1359
  br label %1361

1361:                                             ; preds = %1358, %1351, %1344
  %1362 = phi <16 x float> [ %1360, %1358 ], [ %1357, %1351 ], [ %1350, %1344 ]
  switch i64 %164, label %1277 [
    i64 1, label %1377
    i64 2, label %1370
    i64 3, label %1363
    i64 0, label %1380
  ]

1363:                                             ; preds = %1361
  %1364 = bitcast <16 x float> %1362 to <8 x i64>
  %1365 = and <8 x i64> %1364, %87
  %1366 = fcmp oeq <16 x float> %1362, %50
  %1367 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1362, i32 4)
  %1368 = bitcast <8 x i64> %1365 to <16 x float>
  %1369 = select <16 x i1> %1366, <16 x float> %1368, <16 x float> %1367
  br label %1380

1370:                                             ; preds = %1361
  %1371 = bitcast <16 x float> %1362 to <8 x i64>
  %1372 = or <8 x i64> %1371, %88
  %1373 = fcmp oeq <16 x float> %1362, %53
  %1374 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1362, i32 4)
  %1375 = bitcast <8 x i64> %1372 to <16 x float>
  %1376 = select <16 x i1> %1373, <16 x float> %1375, <16 x float> %1374
  br label %1380

1377:                                             ; preds = %1361
  %1378 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1324, <16 x i1> %1319, <16 x float> zeroinitializer)
  %1379 = fadd <16 x float> %1362, %1378
  br label %1380

1380:                                             ; preds = %1316, %1323, %1342, %1361, %1377, %1370, %1363
  %1381 = phi <16 x float> [ %1369, %1363 ], [ %1322, %1323 ], [ %1362, %1361 ], [ %1343, %1342 ], [ %1379, %1377 ], [ %1376, %1370 ], [ %1322, %1316 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1381, ptr align 1 %1320, <16 x i1> %1319)
  %1382 = add nsw i64 %701, %1250
  %1383 = select i1 %1251, <16 x i1> zeroinitializer, <16 x i1> %734
  %1384 = getelementptr inbounds float, ptr %245, i64 %1382
  %1385 = getelementptr inbounds nuw i8, ptr %1252, i64 128
  %1386 = load <16 x float>, ptr %1385, align 64
  br i1 %86, label %1444, label %1387

1387:                                             ; preds = %1380
  %1388 = getelementptr inbounds float, ptr %243, i64 %1382
  switch i64 %165, label %1277 [
    i64 1, label %1403
    i64 2, label %1396
    i64 3, label %1389
    i64 0, label %1444
  ]

1389:                                             ; preds = %1387
  %1390 = bitcast <16 x float> %1386 to <8 x i64>
  %1391 = and <8 x i64> %1390, %87
  %1392 = fcmp oeq <16 x float> %1386, %50
  %1393 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1386, i32 4)
  %1394 = bitcast <8 x i64> %1391 to <16 x float>
  %1395 = select <16 x i1> %1392, <16 x float> %1394, <16 x float> %1393
  br label %1406

1396:                                             ; preds = %1387
  %1397 = bitcast <16 x float> %1386 to <8 x i64>
  %1398 = or <8 x i64> %1397, %88
  %1399 = fcmp oeq <16 x float> %1386, %53
  %1400 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1386, i32 4)
  %1401 = bitcast <8 x i64> %1398 to <16 x float>
  %1402 = select <16 x i1> %1399, <16 x float> %1401, <16 x float> %1400
  br label %1406

1403:                                             ; preds = %1387
  %1404 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1388, <16 x i1> %1383, <16 x float> zeroinitializer)
  %1405 = fadd <16 x float> %1386, %1404
  br label %1406

1406:                                             ; preds = %1403, %1396, %1389
  %1407 = phi <16 x float> [ %1405, %1403 ], [ %1402, %1396 ], [ %1395, %1389 ]
  switch i64 %167, label %1277 [
    i64 1, label %1422
    i64 2, label %1415
    i64 3, label %1408
    i64 0, label %1444
  ]

1408:                                             ; preds = %1406
  %1409 = bitcast <16 x float> %1407 to <8 x i64>
  %1410 = and <8 x i64> %1409, %87
  %1411 = fcmp oeq <16 x float> %1407, %50
  %1412 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1407, i32 4)
  %1413 = bitcast <8 x i64> %1410 to <16 x float>
  %1414 = select <16 x i1> %1411, <16 x float> %1413, <16 x float> %1412
  br label %1425

1415:                                             ; preds = %1406
  %1416 = bitcast <16 x float> %1407 to <8 x i64>
  %1417 = or <8 x i64> %1416, %88
  %1418 = fcmp oeq <16 x float> %1407, %53
  %1419 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1407, i32 4)
  %1420 = bitcast <8 x i64> %1417 to <16 x float>
  %1421 = select <16 x i1> %1418, <16 x float> %1420, <16 x float> %1419
  br label %1425

1422:                                             ; preds = %1406
  %1423 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1388, <16 x i1> %1383, <16 x float> zeroinitializer)
  %1424 = fadd <16 x float> %1407, %1423
  br label %1425

1425:                                             ; preds = %1422, %1415, %1408
  %1426 = phi <16 x float> [ %1424, %1422 ], [ %1421, %1415 ], [ %1414, %1408 ]
  switch i64 %169, label %1277 [
    i64 1, label %1441
    i64 2, label %1434
    i64 3, label %1427
    i64 0, label %1444
  ]

1427:                                             ; preds = %1425
  %1428 = bitcast <16 x float> %1426 to <8 x i64>
  %1429 = and <8 x i64> %1428, %87
  %1430 = fcmp oeq <16 x float> %1426, %50
  %1431 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1426, i32 4)
  %1432 = bitcast <8 x i64> %1429 to <16 x float>
  %1433 = select <16 x i1> %1430, <16 x float> %1432, <16 x float> %1431
  br label %1444

1434:                                             ; preds = %1425
  %1435 = bitcast <16 x float> %1426 to <8 x i64>
  %1436 = or <8 x i64> %1435, %88
  %1437 = fcmp oeq <16 x float> %1426, %53
  %1438 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1426, i32 4)
  %1439 = bitcast <8 x i64> %1436 to <16 x float>
  %1440 = select <16 x i1> %1437, <16 x float> %1439, <16 x float> %1438
  br label %1444

1441:                                             ; preds = %1425
  %1442 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1388, <16 x i1> %1383, <16 x float> zeroinitializer)
  %1443 = fadd <16 x float> %1426, %1442
  br label %1444

1444:                                             ; preds = %1380, %1387, %1406, %1425, %1441, %1434, %1427
  %1445 = phi <16 x float> [ %1433, %1427 ], [ %1386, %1387 ], [ %1426, %1425 ], [ %1407, %1406 ], [ %1443, %1441 ], [ %1440, %1434 ], [ %1386, %1380 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1445, ptr align 1 %1384, <16 x i1> %1383)
  %1446 = add nuw nsw i64 %1248, 1
  %1447 = icmp eq i64 %1446, 8
  br i1 %1447, label %1448, label %1247

1448:                                             ; preds = %1444
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %2162

1449:                                             ; preds = %745, %2158
  %1450 = phi i64 [ 0, %745 ], [ %2160, %2158 ]
  %1451 = getelementptr inbounds nuw i64, ptr %36, i64 %1450
  %1452 = getelementptr inbounds nuw i64, ptr %37, i64 %1450
  %1453 = load i64, ptr %1452, align 8
  %1454 = icmp sgt i64 %1453, 15
  %1455 = trunc i64 %1453 to i32
  %1456 = shl nsw i32 -1, %1455
  %1457 = trunc i32 %1456 to i16
  %1458 = xor i16 %1457, -1
  %1459 = select i1 %1454, i16 -1, i16 %1458
  br i1 %82, label %1488, label %1463

1460:                                             ; preds = %1517
  %1461 = getelementptr inbounds nuw i64, ptr %34, i64 %1450
  %1462 = getelementptr inbounds nuw i32, ptr %35, i64 %1450
  br label %1551

1463:                                             ; preds = %1449
  %1464 = load float, ptr %747, align 4
  %1465 = insertelement <16 x float> poison, float %1464, i64 0
  %1466 = shufflevector <16 x float> %1465, <16 x float> poison, <16 x i32> zeroinitializer
  %1467 = load float, ptr %749, align 4
  %1468 = insertelement <16 x float> poison, float %1467, i64 0
  %1469 = shufflevector <16 x float> %1468, <16 x float> poison, <16 x i32> zeroinitializer
  %1470 = load float, ptr %750, align 4
  %1471 = insertelement <16 x float> poison, float %1470, i64 0
  %1472 = shufflevector <16 x float> %1471, <16 x float> poison, <16 x i32> zeroinitializer
  %1473 = load float, ptr %751, align 4
  %1474 = insertelement <16 x float> poison, float %1473, i64 0
  %1475 = shufflevector <16 x float> %1474, <16 x float> poison, <16 x i32> zeroinitializer
  %1476 = load float, ptr %752, align 4
  %1477 = insertelement <16 x float> poison, float %1476, i64 0
  %1478 = shufflevector <16 x float> %1477, <16 x float> poison, <16 x i32> zeroinitializer
  %1479 = load float, ptr %753, align 4
  %1480 = insertelement <16 x float> poison, float %1479, i64 0
  %1481 = shufflevector <16 x float> %1480, <16 x float> poison, <16 x i32> zeroinitializer
  %1482 = load float, ptr %754, align 4
  %1483 = insertelement <16 x float> poison, float %1482, i64 0
  %1484 = shufflevector <16 x float> %1483, <16 x float> poison, <16 x i32> zeroinitializer
  %1485 = load float, ptr %755, align 4
  %1486 = insertelement <16 x float> poison, float %1485, i64 0
  %1487 = shufflevector <16 x float> %1486, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1517

1488:                                             ; preds = %1449
  %1489 = bitcast i16 %1459 to <16 x i1>
  %1490 = load i64, ptr %1451, align 8
  %1491 = getelementptr inbounds float, ptr %757, i64 %1490
  %1492 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1491, <16 x i1> %1489, <16 x float> zeroinitializer)
  %1493 = bitcast i16 %1459 to <16 x i1>
  %1494 = getelementptr inbounds float, ptr %760, i64 %1490
  %1495 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1494, <16 x i1> %1493, <16 x float> zeroinitializer)
  %1496 = bitcast i16 %1459 to <16 x i1>
  %1497 = load i64, ptr %1451, align 8
  %1498 = getelementptr inbounds float, ptr %763, i64 %1497
  %1499 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1498, <16 x i1> %1496, <16 x float> zeroinitializer)
  %1500 = bitcast i16 %1459 to <16 x i1>
  %1501 = getelementptr inbounds float, ptr %766, i64 %1497
  %1502 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1501, <16 x i1> %1500, <16 x float> zeroinitializer)
  %1503 = bitcast i16 %1459 to <16 x i1>
  %1504 = load i64, ptr %1451, align 8
  %1505 = getelementptr inbounds float, ptr %769, i64 %1504
  %1506 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1505, <16 x i1> %1503, <16 x float> zeroinitializer)
  %1507 = bitcast i16 %1459 to <16 x i1>
  %1508 = getelementptr inbounds float, ptr %772, i64 %1504
  %1509 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1508, <16 x i1> %1507, <16 x float> zeroinitializer)
  %1510 = bitcast i16 %1459 to <16 x i1>
  %1511 = load i64, ptr %1451, align 8
  %1512 = getelementptr inbounds float, ptr %775, i64 %1511
  %1513 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1512, <16 x i1> %1510, <16 x float> zeroinitializer)
  %1514 = bitcast i16 %1459 to <16 x i1>
  %1515 = getelementptr inbounds float, ptr %778, i64 %1511
  %1516 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1515, <16 x i1> %1514, <16 x float> zeroinitializer)
  br label %1517

1517:                                             ; preds = %1488, %1463
  %1518 = phi <16 x float> [ %1513, %1488 ], [ %1484, %1463 ]
  %1519 = phi <16 x float> [ %1506, %1488 ], [ %1478, %1463 ]
  %1520 = phi <16 x float> [ %1499, %1488 ], [ %1472, %1463 ]
  %1521 = phi <16 x float> [ %1492, %1488 ], [ %1466, %1463 ]
  %1522 = phi <16 x float> [ %1495, %1488 ], [ %1469, %1463 ]
  %1523 = phi <16 x float> [ %1502, %1488 ], [ %1475, %1463 ]
  %1524 = phi <16 x float> [ %1509, %1488 ], [ %1481, %1463 ]
  %1525 = phi <16 x float> [ %1516, %1488 ], [ %1487, %1463 ]
  br i1 %84, label %1460, label %1537

1526:                                             ; preds = %1592, %1551
  %1527 = phi <16 x float> [ %1552, %1551 ], [ %1593, %1592 ]
  %1528 = phi <16 x float> [ %1553, %1551 ], [ %1594, %1592 ]
  %1529 = phi <16 x float> [ %1554, %1551 ], [ %1595, %1592 ]
  %1530 = phi <16 x float> [ %1555, %1551 ], [ %1596, %1592 ]
  %1531 = phi <16 x float> [ %1556, %1551 ], [ %1597, %1592 ]
  %1532 = phi <16 x float> [ %1557, %1551 ], [ %1598, %1592 ]
  %1533 = phi <16 x float> [ %1558, %1551 ], [ %1599, %1592 ]
  %1534 = phi <16 x float> [ %1559, %1551 ], [ %1600, %1592 ]
  %1535 = icmp slt i64 %1564, %5
  %1536 = add i64 %1560, -16
  br i1 %1535, label %1551, label %1537

1537:                                             ; preds = %1526, %1517
  %1538 = phi <16 x float> [ %1521, %1517 ], [ %1527, %1526 ]
  %1539 = phi <16 x float> [ %1522, %1517 ], [ %1528, %1526 ]
  %1540 = phi <16 x float> [ %1520, %1517 ], [ %1529, %1526 ]
  %1541 = phi <16 x float> [ %1523, %1517 ], [ %1530, %1526 ]
  %1542 = phi <16 x float> [ %1519, %1517 ], [ %1531, %1526 ]
  %1543 = phi <16 x float> [ %1524, %1517 ], [ %1532, %1526 ]
  %1544 = phi <16 x float> [ %1518, %1517 ], [ %1533, %1526 ]
  %1545 = phi <16 x float> [ %1525, %1517 ], [ %1534, %1526 ]
  %1546 = load i64, ptr %1451, align 8
  %1547 = add nsw i64 %1546, %779
  %1548 = bitcast i16 %1459 to <16 x i1>
  %1549 = select i1 %780, <16 x i1> zeroinitializer, <16 x i1> %1548
  %1550 = getelementptr inbounds float, ptr %245, i64 %1547
  br i1 %86, label %1717, label %1660

1551:                                             ; preds = %1460, %1526
  %1552 = phi <16 x float> [ %1521, %1460 ], [ %1527, %1526 ]
  %1553 = phi <16 x float> [ %1522, %1460 ], [ %1528, %1526 ]
  %1554 = phi <16 x float> [ %1520, %1460 ], [ %1529, %1526 ]
  %1555 = phi <16 x float> [ %1523, %1460 ], [ %1530, %1526 ]
  %1556 = phi <16 x float> [ %1519, %1460 ], [ %1531, %1526 ]
  %1557 = phi <16 x float> [ %1524, %1460 ], [ %1532, %1526 ]
  %1558 = phi <16 x float> [ %1518, %1460 ], [ %1533, %1526 ]
  %1559 = phi <16 x float> [ %1525, %1460 ], [ %1534, %1526 ]
  %1560 = phi i64 [ %5, %1460 ], [ %1536, %1526 ]
  %1561 = phi i64 [ 0, %1460 ], [ %1564, %1526 ]
  %1562 = call i64 @llvm.smin.i64(i64 %1560, i64 16)
  %1563 = add i64 %1562, %1561
  %1564 = add nuw nsw i64 %1561, 16
  br i1 %85, label %1565, label %1526

1565:                                             ; preds = %1551
  %1566 = sub nsw i64 %5, %1561
  %1567 = icmp sgt i64 %1566, 15
  %1568 = mul nsw i64 %1561, %80
  %1569 = getelementptr inbounds float, ptr %238, i64 %1568
  %1570 = mul nuw nsw i64 %1561, %81
  %1571 = getelementptr inbounds nuw float, ptr %748, i64 %1570
  %1572 = icmp sgt i64 %5, %1561
  %1573 = or i1 %1567, %1572
  br label %1574

1574:                                             ; preds = %1565, %1592
  %1575 = phi <16 x float> [ %1552, %1565 ], [ %1593, %1592 ]
  %1576 = phi <16 x float> [ %1553, %1565 ], [ %1594, %1592 ]
  %1577 = phi <16 x float> [ %1554, %1565 ], [ %1595, %1592 ]
  %1578 = phi <16 x float> [ %1555, %1565 ], [ %1596, %1592 ]
  %1579 = phi <16 x float> [ %1556, %1565 ], [ %1597, %1592 ]
  %1580 = phi <16 x float> [ %1557, %1565 ], [ %1598, %1592 ]
  %1581 = phi <16 x float> [ %1558, %1565 ], [ %1599, %1592 ]
  %1582 = phi <16 x float> [ %1559, %1565 ], [ %1600, %1592 ]
  %1583 = phi i64 [ 0, %1565 ], [ %1601, %1592 ]
  %1584 = getelementptr inbounds nuw [3 x i64], ptr %1461, i64 %1583
  %1585 = load i64, ptr %1584, align 8
  br i1 %1573, label %1586, label %1592

1586:                                             ; preds = %1574
  %1587 = getelementptr inbounds nuw [3 x i32], ptr %1462, i64 %1583
  %1588 = load i32, ptr %1587, align 4
  %1589 = getelementptr inbounds nuw float, ptr %1571, i64 %1583
  %1590 = trunc i32 %1588 to i16
  %1591 = bitcast i16 %1590 to <16 x i1>
  br label %1603

1592:                                             ; preds = %1603, %1574
  %1593 = phi <16 x float> [ %1575, %1574 ], [ %1620, %1603 ]
  %1594 = phi <16 x float> [ %1576, %1574 ], [ %1625, %1603 ]
  %1595 = phi <16 x float> [ %1577, %1574 ], [ %1630, %1603 ]
  %1596 = phi <16 x float> [ %1578, %1574 ], [ %1635, %1603 ]
  %1597 = phi <16 x float> [ %1579, %1574 ], [ %1640, %1603 ]
  %1598 = phi <16 x float> [ %1580, %1574 ], [ %1645, %1603 ]
  %1599 = phi <16 x float> [ %1581, %1574 ], [ %1650, %1603 ]
  %1600 = phi <16 x float> [ %1582, %1574 ], [ %1655, %1603 ]
  %1601 = add nuw nsw i64 %1583, 1
  %1602 = icmp eq i64 %1601, %81
  br i1 %1602, label %1526, label %1574

1603:                                             ; preds = %1586, %1603
  %1604 = phi <16 x float> [ %1575, %1586 ], [ %1620, %1603 ]
  %1605 = phi <16 x float> [ %1576, %1586 ], [ %1625, %1603 ]
  %1606 = phi <16 x float> [ %1577, %1586 ], [ %1630, %1603 ]
  %1607 = phi <16 x float> [ %1578, %1586 ], [ %1635, %1603 ]
  %1608 = phi <16 x float> [ %1579, %1586 ], [ %1640, %1603 ]
  %1609 = phi <16 x float> [ %1580, %1586 ], [ %1645, %1603 ]
  %1610 = phi <16 x float> [ %1581, %1586 ], [ %1650, %1603 ]
  %1611 = phi <16 x float> [ %1582, %1586 ], [ %1655, %1603 ]
  %1612 = phi i64 [ %1561, %1586 ], [ %1656, %1603 ]
  %1613 = phi ptr [ %1589, %1586 ], [ %1658, %1603 ]
  %1614 = phi ptr [ %1569, %1586 ], [ %1657, %1603 ]
  %1615 = getelementptr inbounds float, ptr %1614, i64 %1585
  %1616 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1615, <16 x i1> %1591, <16 x float> zeroinitializer)
  %1617 = load float, ptr %1613, align 4
  %1618 = insertelement <16 x float> poison, float %1617, i64 0
  %1619 = shufflevector <16 x float> %1618, <16 x float> poison, <16 x i32> zeroinitializer
  %1620 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1616, <16 x float> %1619, <16 x float> %1604)
  %1621 = getelementptr inbounds float, ptr %1613, i64 %83
  %1622 = load float, ptr %1621, align 4
  %1623 = insertelement <16 x float> poison, float %1622, i64 0
  %1624 = shufflevector <16 x float> %1623, <16 x float> poison, <16 x i32> zeroinitializer
  %1625 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1616, <16 x float> %1624, <16 x float> %1605)
  %1626 = getelementptr inbounds i8, ptr %1613, i64 %103
  %1627 = load float, ptr %1626, align 4
  %1628 = insertelement <16 x float> poison, float %1627, i64 0
  %1629 = shufflevector <16 x float> %1628, <16 x float> poison, <16 x i32> zeroinitializer
  %1630 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1616, <16 x float> %1629, <16 x float> %1606)
  %1631 = getelementptr inbounds i8, ptr %1613, i64 %104
  %1632 = load float, ptr %1631, align 4
  %1633 = insertelement <16 x float> poison, float %1632, i64 0
  %1634 = shufflevector <16 x float> %1633, <16 x float> poison, <16 x i32> zeroinitializer
  %1635 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1616, <16 x float> %1634, <16 x float> %1607)
  %1636 = getelementptr inbounds i8, ptr %1613, i64 %105
  %1637 = load float, ptr %1636, align 4
  %1638 = insertelement <16 x float> poison, float %1637, i64 0
  %1639 = shufflevector <16 x float> %1638, <16 x float> poison, <16 x i32> zeroinitializer
  %1640 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1616, <16 x float> %1639, <16 x float> %1608)
  %1641 = getelementptr inbounds i8, ptr %1613, i64 %106
  %1642 = load float, ptr %1641, align 4
  %1643 = insertelement <16 x float> poison, float %1642, i64 0
  %1644 = shufflevector <16 x float> %1643, <16 x float> poison, <16 x i32> zeroinitializer
  %1645 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1616, <16 x float> %1644, <16 x float> %1609)
  %1646 = getelementptr inbounds i8, ptr %1613, i64 %107
  %1647 = load float, ptr %1646, align 4
  %1648 = insertelement <16 x float> poison, float %1647, i64 0
  %1649 = shufflevector <16 x float> %1648, <16 x float> poison, <16 x i32> zeroinitializer
  %1650 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1616, <16 x float> %1649, <16 x float> %1610)
  %1651 = getelementptr inbounds i8, ptr %1613, i64 %108
  %1652 = load float, ptr %1651, align 4
  %1653 = insertelement <16 x float> poison, float %1652, i64 0
  %1654 = shufflevector <16 x float> %1653, <16 x float> poison, <16 x i32> zeroinitializer
  %1655 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1616, <16 x float> %1654, <16 x float> %1611)
  %1656 = add nuw nsw i64 %1612, 1
  %1657 = getelementptr inbounds float, ptr %1614, i64 %80
  %1658 = getelementptr inbounds nuw float, ptr %1613, i64 %81
  %1659 = icmp eq i64 %1656, %1563
  br i1 %1659, label %1592, label %1603

1660:                                             ; preds = %1537
  %1661 = getelementptr inbounds float, ptr %243, i64 %1547
  switch i64 %109, label %1277 [
    i64 1, label %1662
    i64 2, label %1665
    i64 3, label %1672
    i64 0, label %1717
  ]

1662:                                             ; preds = %1660
  %1663 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1661, <16 x i1> %1549, <16 x float> zeroinitializer)
  %1664 = fadd <16 x float> %1538, %1663
  br label %1679

1665:                                             ; preds = %1660
  %1666 = bitcast <16 x float> %1538 to <8 x i64>
  %1667 = or <8 x i64> %1666, %88
  %1668 = fcmp oeq <16 x float> %1538, %53
  %1669 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1538, i32 4)
  %1670 = bitcast <8 x i64> %1667 to <16 x float>
  %1671 = select <16 x i1> %1668, <16 x float> %1670, <16 x float> %1669
  br label %1679

1672:                                             ; preds = %1660
  %1673 = bitcast <16 x float> %1538 to <8 x i64>
  %1674 = and <8 x i64> %1673, %87
  %1675 = fcmp oeq <16 x float> %1538, %50
  %1676 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1538, i32 4)
  %1677 = bitcast <8 x i64> %1674 to <16 x float>
  %1678 = select <16 x i1> %1675, <16 x float> %1677, <16 x float> %1676
  br label %1679

1679:                                             ; preds = %1672, %1665, %1662
  %1680 = phi <16 x float> [ %1664, %1662 ], [ %1671, %1665 ], [ %1678, %1672 ]
  switch i64 %111, label %1277 [
    i64 1, label %1695
    i64 2, label %1688
    i64 3, label %1681
    i64 0, label %1717
  ]

1681:                                             ; preds = %1679
  %1682 = bitcast <16 x float> %1680 to <8 x i64>
  %1683 = and <8 x i64> %1682, %87
  %1684 = fcmp oeq <16 x float> %1680, %50
  %1685 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1680, i32 4)
  %1686 = bitcast <8 x i64> %1683 to <16 x float>
  %1687 = select <16 x i1> %1684, <16 x float> %1686, <16 x float> %1685
  br label %1698

1688:                                             ; preds = %1679
  %1689 = bitcast <16 x float> %1680 to <8 x i64>
  %1690 = or <8 x i64> %1689, %88
  %1691 = fcmp oeq <16 x float> %1680, %53
  %1692 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1680, i32 4)
  %1693 = bitcast <8 x i64> %1690 to <16 x float>
  %1694 = select <16 x i1> %1691, <16 x float> %1693, <16 x float> %1692
  br label %1698

1695:                                             ; preds = %1679
  %1696 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1661, <16 x i1> %1549, <16 x float> zeroinitializer)
  %1697 = fadd <16 x float> %1680, %1696
  br label %1698

1698:                                             ; preds = %1695, %1688, %1681
  %1699 = phi <16 x float> [ %1697, %1695 ], [ %1694, %1688 ], [ %1687, %1681 ]
  switch i64 %113, label %1277 [
    i64 1, label %1714
    i64 2, label %1707
    i64 3, label %1700
    i64 0, label %1717
  ]

1700:                                             ; preds = %1698
  %1701 = bitcast <16 x float> %1699 to <8 x i64>
  %1702 = and <8 x i64> %1701, %87
  %1703 = fcmp oeq <16 x float> %1699, %50
  %1704 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1699, i32 4)
  %1705 = bitcast <8 x i64> %1702 to <16 x float>
  %1706 = select <16 x i1> %1703, <16 x float> %1705, <16 x float> %1704
  br label %1717

1707:                                             ; preds = %1698
  %1708 = bitcast <16 x float> %1699 to <8 x i64>
  %1709 = or <8 x i64> %1708, %88
  %1710 = fcmp oeq <16 x float> %1699, %53
  %1711 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1699, i32 4)
  %1712 = bitcast <8 x i64> %1709 to <16 x float>
  %1713 = select <16 x i1> %1710, <16 x float> %1712, <16 x float> %1711
  br label %1717

1714:                                             ; preds = %1698
  %1715 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1661, <16 x i1> %1549, <16 x float> zeroinitializer)
  %1716 = fadd <16 x float> %1699, %1715
  br label %1717

1717:                                             ; preds = %1660, %1679, %1698, %1714, %1707, %1700, %1537
  %1718 = phi <16 x float> [ %1538, %1537 ], [ %1538, %1660 ], [ %1699, %1698 ], [ %1680, %1679 ], [ %1716, %1714 ], [ %1713, %1707 ], [ %1706, %1700 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1718, ptr align 1 %1550, <16 x i1> %1549)
  %1719 = add nsw i64 %1546, %782
  %1720 = bitcast i16 %1459 to <16 x i1>
  %1721 = select i1 %783, <16 x i1> zeroinitializer, <16 x i1> %1720
  %1722 = getelementptr inbounds float, ptr %245, i64 %1719
  br i1 %86, label %1780, label %1723

1723:                                             ; preds = %1717
  %1724 = getelementptr inbounds float, ptr %243, i64 %1719
  switch i64 %114, label %1277 [
    i64 1, label %1739
    i64 2, label %1732
    i64 3, label %1725
    i64 0, label %1780
  ]

1725:                                             ; preds = %1723
  %1726 = bitcast <16 x float> %1539 to <8 x i64>
  %1727 = and <8 x i64> %1726, %87
  %1728 = fcmp oeq <16 x float> %1539, %50
  %1729 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1539, i32 4)
  %1730 = bitcast <8 x i64> %1727 to <16 x float>
  %1731 = select <16 x i1> %1728, <16 x float> %1730, <16 x float> %1729
  br label %1742

1732:                                             ; preds = %1723
  %1733 = bitcast <16 x float> %1539 to <8 x i64>
  %1734 = or <8 x i64> %1733, %88
  %1735 = fcmp oeq <16 x float> %1539, %53
  %1736 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1539, i32 4)
  %1737 = bitcast <8 x i64> %1734 to <16 x float>
  %1738 = select <16 x i1> %1735, <16 x float> %1737, <16 x float> %1736
  br label %1742

1739:                                             ; preds = %1723
  %1740 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1724, <16 x i1> %1721, <16 x float> zeroinitializer)
  %1741 = fadd <16 x float> %1539, %1740
  br label %1742

1742:                                             ; preds = %1739, %1732, %1725
  %1743 = phi <16 x float> [ %1741, %1739 ], [ %1738, %1732 ], [ %1731, %1725 ]
  switch i64 %116, label %1277 [
    i64 1, label %1758
    i64 2, label %1751
    i64 3, label %1744
    i64 0, label %1780
  ]

1744:                                             ; preds = %1742
  %1745 = bitcast <16 x float> %1743 to <8 x i64>
  %1746 = and <8 x i64> %1745, %87
  %1747 = fcmp oeq <16 x float> %1743, %50
  %1748 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1743, i32 4)
  %1749 = bitcast <8 x i64> %1746 to <16 x float>
  %1750 = select <16 x i1> %1747, <16 x float> %1749, <16 x float> %1748
  br label %1761

1751:                                             ; preds = %1742
  %1752 = bitcast <16 x float> %1743 to <8 x i64>
  %1753 = or <8 x i64> %1752, %88
  %1754 = fcmp oeq <16 x float> %1743, %53
  %1755 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1743, i32 4)
  %1756 = bitcast <8 x i64> %1753 to <16 x float>
  %1757 = select <16 x i1> %1754, <16 x float> %1756, <16 x float> %1755
  br label %1761

1758:                                             ; preds = %1742
  %1759 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1724, <16 x i1> %1721, <16 x float> zeroinitializer)
  %1760 = fadd <16 x float> %1743, %1759
  br label %1761

1761:                                             ; preds = %1758, %1751, %1744
  %1762 = phi <16 x float> [ %1760, %1758 ], [ %1757, %1751 ], [ %1750, %1744 ]
  switch i64 %118, label %1277 [
    i64 1, label %1777
    i64 2, label %1770
    i64 3, label %1763
    i64 0, label %1780
  ]

1763:                                             ; preds = %1761
  %1764 = bitcast <16 x float> %1762 to <8 x i64>
  %1765 = and <8 x i64> %1764, %87
  %1766 = fcmp oeq <16 x float> %1762, %50
  %1767 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1762, i32 4)
  %1768 = bitcast <8 x i64> %1765 to <16 x float>
  %1769 = select <16 x i1> %1766, <16 x float> %1768, <16 x float> %1767
  br label %1780

1770:                                             ; preds = %1761
  %1771 = bitcast <16 x float> %1762 to <8 x i64>
  %1772 = or <8 x i64> %1771, %88
  %1773 = fcmp oeq <16 x float> %1762, %53
  %1774 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1762, i32 4)
  %1775 = bitcast <8 x i64> %1772 to <16 x float>
  %1776 = select <16 x i1> %1773, <16 x float> %1775, <16 x float> %1774
  br label %1780

1777:                                             ; preds = %1761
  %1778 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1724, <16 x i1> %1721, <16 x float> zeroinitializer)
  %1779 = fadd <16 x float> %1762, %1778
  br label %1780

1780:                                             ; preds = %1717, %1723, %1742, %1761, %1777, %1770, %1763
  %1781 = phi <16 x float> [ %1769, %1763 ], [ %1539, %1723 ], [ %1762, %1761 ], [ %1743, %1742 ], [ %1779, %1777 ], [ %1776, %1770 ], [ %1539, %1717 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1781, ptr align 1 %1722, <16 x i1> %1721)
  %1782 = add nsw i64 %1546, %785
  %1783 = bitcast i16 %1459 to <16 x i1>
  %1784 = select i1 %786, <16 x i1> zeroinitializer, <16 x i1> %1783
  %1785 = getelementptr inbounds float, ptr %245, i64 %1782
  br i1 %86, label %1843, label %1786

1786:                                             ; preds = %1780
  %1787 = getelementptr inbounds float, ptr %243, i64 %1782
  switch i64 %119, label %1277 [
    i64 1, label %1802
    i64 2, label %1795
    i64 3, label %1788
    i64 0, label %1843
  ]

1788:                                             ; preds = %1786
  %1789 = bitcast <16 x float> %1540 to <8 x i64>
  %1790 = and <8 x i64> %1789, %87
  %1791 = fcmp oeq <16 x float> %1540, %50
  %1792 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1540, i32 4)
  %1793 = bitcast <8 x i64> %1790 to <16 x float>
  %1794 = select <16 x i1> %1791, <16 x float> %1793, <16 x float> %1792
  br label %1805

1795:                                             ; preds = %1786
  %1796 = bitcast <16 x float> %1540 to <8 x i64>
  %1797 = or <8 x i64> %1796, %88
  %1798 = fcmp oeq <16 x float> %1540, %53
  %1799 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1540, i32 4)
  %1800 = bitcast <8 x i64> %1797 to <16 x float>
  %1801 = select <16 x i1> %1798, <16 x float> %1800, <16 x float> %1799
  br label %1805

1802:                                             ; preds = %1786
  %1803 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1787, <16 x i1> %1784, <16 x float> zeroinitializer)
  %1804 = fadd <16 x float> %1540, %1803
  br label %1805

1805:                                             ; preds = %1802, %1795, %1788
  %1806 = phi <16 x float> [ %1804, %1802 ], [ %1801, %1795 ], [ %1794, %1788 ]
  switch i64 %121, label %1277 [
    i64 1, label %1821
    i64 2, label %1814
    i64 3, label %1807
    i64 0, label %1843
  ]

1807:                                             ; preds = %1805
  %1808 = bitcast <16 x float> %1806 to <8 x i64>
  %1809 = and <8 x i64> %1808, %87
  %1810 = fcmp oeq <16 x float> %1806, %50
  %1811 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1806, i32 4)
  %1812 = bitcast <8 x i64> %1809 to <16 x float>
  %1813 = select <16 x i1> %1810, <16 x float> %1812, <16 x float> %1811
  br label %1824

1814:                                             ; preds = %1805
  %1815 = bitcast <16 x float> %1806 to <8 x i64>
  %1816 = or <8 x i64> %1815, %88
  %1817 = fcmp oeq <16 x float> %1806, %53
  %1818 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1806, i32 4)
  %1819 = bitcast <8 x i64> %1816 to <16 x float>
  %1820 = select <16 x i1> %1817, <16 x float> %1819, <16 x float> %1818
  br label %1824

1821:                                             ; preds = %1805
  %1822 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1787, <16 x i1> %1784, <16 x float> zeroinitializer)
  %1823 = fadd <16 x float> %1806, %1822
  br label %1824

1824:                                             ; preds = %1821, %1814, %1807
  %1825 = phi <16 x float> [ %1823, %1821 ], [ %1820, %1814 ], [ %1813, %1807 ]
  switch i64 %123, label %1277 [
    i64 1, label %1840
    i64 2, label %1833
    i64 3, label %1826
    i64 0, label %1843
  ]

1826:                                             ; preds = %1824
  %1827 = bitcast <16 x float> %1825 to <8 x i64>
  %1828 = and <8 x i64> %1827, %87
  %1829 = fcmp oeq <16 x float> %1825, %50
  %1830 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1825, i32 4)
  %1831 = bitcast <8 x i64> %1828 to <16 x float>
  %1832 = select <16 x i1> %1829, <16 x float> %1831, <16 x float> %1830
  br label %1843

1833:                                             ; preds = %1824
  %1834 = bitcast <16 x float> %1825 to <8 x i64>
  %1835 = or <8 x i64> %1834, %88
  %1836 = fcmp oeq <16 x float> %1825, %53
  %1837 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1825, i32 4)
  %1838 = bitcast <8 x i64> %1835 to <16 x float>
  %1839 = select <16 x i1> %1836, <16 x float> %1838, <16 x float> %1837
  br label %1843

1840:                                             ; preds = %1824
  %1841 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1787, <16 x i1> %1784, <16 x float> zeroinitializer)
  %1842 = fadd <16 x float> %1825, %1841
  br label %1843

1843:                                             ; preds = %1780, %1786, %1805, %1824, %1840, %1833, %1826
  %1844 = phi <16 x float> [ %1832, %1826 ], [ %1540, %1786 ], [ %1825, %1824 ], [ %1806, %1805 ], [ %1842, %1840 ], [ %1839, %1833 ], [ %1540, %1780 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1844, ptr align 1 %1785, <16 x i1> %1784)
  %1845 = add nsw i64 %1546, %788
  %1846 = bitcast i16 %1459 to <16 x i1>
  %1847 = select i1 %789, <16 x i1> zeroinitializer, <16 x i1> %1846
  %1848 = getelementptr inbounds float, ptr %245, i64 %1845
  br i1 %86, label %1906, label %1849

1849:                                             ; preds = %1843
  %1850 = getelementptr inbounds float, ptr %243, i64 %1845
  switch i64 %124, label %1277 [
    i64 1, label %1865
    i64 2, label %1858
    i64 3, label %1851
    i64 0, label %1906
  ]

1851:                                             ; preds = %1849
  %1852 = bitcast <16 x float> %1541 to <8 x i64>
  %1853 = and <8 x i64> %1852, %87
  %1854 = fcmp oeq <16 x float> %1541, %50
  %1855 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1541, i32 4)
  %1856 = bitcast <8 x i64> %1853 to <16 x float>
  %1857 = select <16 x i1> %1854, <16 x float> %1856, <16 x float> %1855
  br label %1868

1858:                                             ; preds = %1849
  %1859 = bitcast <16 x float> %1541 to <8 x i64>
  %1860 = or <8 x i64> %1859, %88
  %1861 = fcmp oeq <16 x float> %1541, %53
  %1862 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1541, i32 4)
  %1863 = bitcast <8 x i64> %1860 to <16 x float>
  %1864 = select <16 x i1> %1861, <16 x float> %1863, <16 x float> %1862
  br label %1868

1865:                                             ; preds = %1849
  %1866 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1850, <16 x i1> %1847, <16 x float> zeroinitializer)
  %1867 = fadd <16 x float> %1541, %1866
  br label %1868

1868:                                             ; preds = %1865, %1858, %1851
  %1869 = phi <16 x float> [ %1867, %1865 ], [ %1864, %1858 ], [ %1857, %1851 ]
  switch i64 %126, label %1277 [
    i64 1, label %1884
    i64 2, label %1877
    i64 3, label %1870
    i64 0, label %1906
  ]

1870:                                             ; preds = %1868
  %1871 = bitcast <16 x float> %1869 to <8 x i64>
  %1872 = and <8 x i64> %1871, %87
  %1873 = fcmp oeq <16 x float> %1869, %50
  %1874 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1869, i32 4)
  %1875 = bitcast <8 x i64> %1872 to <16 x float>
  %1876 = select <16 x i1> %1873, <16 x float> %1875, <16 x float> %1874
  br label %1887

1877:                                             ; preds = %1868
  %1878 = bitcast <16 x float> %1869 to <8 x i64>
  %1879 = or <8 x i64> %1878, %88
  %1880 = fcmp oeq <16 x float> %1869, %53
  %1881 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1869, i32 4)
  %1882 = bitcast <8 x i64> %1879 to <16 x float>
  %1883 = select <16 x i1> %1880, <16 x float> %1882, <16 x float> %1881
  br label %1887

1884:                                             ; preds = %1868
  %1885 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1850, <16 x i1> %1847, <16 x float> zeroinitializer)
  %1886 = fadd <16 x float> %1869, %1885
  br label %1887

1887:                                             ; preds = %1884, %1877, %1870
  %1888 = phi <16 x float> [ %1886, %1884 ], [ %1883, %1877 ], [ %1876, %1870 ]
  switch i64 %128, label %1277 [
    i64 1, label %1903
    i64 2, label %1896
    i64 3, label %1889
    i64 0, label %1906
  ]

1889:                                             ; preds = %1887
  %1890 = bitcast <16 x float> %1888 to <8 x i64>
  %1891 = and <8 x i64> %1890, %87
  %1892 = fcmp oeq <16 x float> %1888, %50
  %1893 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1888, i32 4)
  %1894 = bitcast <8 x i64> %1891 to <16 x float>
  %1895 = select <16 x i1> %1892, <16 x float> %1894, <16 x float> %1893
  br label %1906

1896:                                             ; preds = %1887
  %1897 = bitcast <16 x float> %1888 to <8 x i64>
  %1898 = or <8 x i64> %1897, %88
  %1899 = fcmp oeq <16 x float> %1888, %53
  %1900 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1888, i32 4)
  %1901 = bitcast <8 x i64> %1898 to <16 x float>
  %1902 = select <16 x i1> %1899, <16 x float> %1901, <16 x float> %1900
  br label %1906

1903:                                             ; preds = %1887
  %1904 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1850, <16 x i1> %1847, <16 x float> zeroinitializer)
  %1905 = fadd <16 x float> %1888, %1904
  br label %1906

1906:                                             ; preds = %1843, %1849, %1868, %1887, %1903, %1896, %1889
  %1907 = phi <16 x float> [ %1895, %1889 ], [ %1541, %1849 ], [ %1888, %1887 ], [ %1869, %1868 ], [ %1905, %1903 ], [ %1902, %1896 ], [ %1541, %1843 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1907, ptr align 1 %1848, <16 x i1> %1847)
  %1908 = add nsw i64 %1546, %791
  %1909 = bitcast i16 %1459 to <16 x i1>
  %1910 = select i1 %792, <16 x i1> zeroinitializer, <16 x i1> %1909
  %1911 = getelementptr inbounds float, ptr %245, i64 %1908
  br i1 %86, label %1969, label %1912

1912:                                             ; preds = %1906
  %1913 = getelementptr inbounds float, ptr %243, i64 %1908
  switch i64 %129, label %1277 [
    i64 1, label %1928
    i64 2, label %1921
    i64 3, label %1914
    i64 0, label %1969
  ]

1914:                                             ; preds = %1912
  %1915 = bitcast <16 x float> %1542 to <8 x i64>
  %1916 = and <8 x i64> %1915, %87
  %1917 = fcmp oeq <16 x float> %1542, %50
  %1918 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1542, i32 4)
  %1919 = bitcast <8 x i64> %1916 to <16 x float>
  %1920 = select <16 x i1> %1917, <16 x float> %1919, <16 x float> %1918
  br label %1931

1921:                                             ; preds = %1912
  %1922 = bitcast <16 x float> %1542 to <8 x i64>
  %1923 = or <8 x i64> %1922, %88
  %1924 = fcmp oeq <16 x float> %1542, %53
  %1925 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1542, i32 4)
  %1926 = bitcast <8 x i64> %1923 to <16 x float>
  %1927 = select <16 x i1> %1924, <16 x float> %1926, <16 x float> %1925
  br label %1931

1928:                                             ; preds = %1912
  %1929 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1913, <16 x i1> %1910, <16 x float> zeroinitializer)
  %1930 = fadd <16 x float> %1542, %1929
  br label %1931

1931:                                             ; preds = %1928, %1921, %1914
  %1932 = phi <16 x float> [ %1930, %1928 ], [ %1927, %1921 ], [ %1920, %1914 ]
  switch i64 %131, label %1277 [
    i64 1, label %1947
    i64 2, label %1940
    i64 3, label %1933
    i64 0, label %1969
  ]

1933:                                             ; preds = %1931
  %1934 = bitcast <16 x float> %1932 to <8 x i64>
  %1935 = and <8 x i64> %1934, %87
  %1936 = fcmp oeq <16 x float> %1932, %50
  %1937 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1932, i32 4)
  %1938 = bitcast <8 x i64> %1935 to <16 x float>
  %1939 = select <16 x i1> %1936, <16 x float> %1938, <16 x float> %1937
  br label %1950

1940:                                             ; preds = %1931
  %1941 = bitcast <16 x float> %1932 to <8 x i64>
  %1942 = or <8 x i64> %1941, %88
  %1943 = fcmp oeq <16 x float> %1932, %53
  %1944 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1932, i32 4)
  %1945 = bitcast <8 x i64> %1942 to <16 x float>
  %1946 = select <16 x i1> %1943, <16 x float> %1945, <16 x float> %1944
  br label %1950

1947:                                             ; preds = %1931
  %1948 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1913, <16 x i1> %1910, <16 x float> zeroinitializer)
  %1949 = fadd <16 x float> %1932, %1948
  br label %1950

1950:                                             ; preds = %1947, %1940, %1933
  %1951 = phi <16 x float> [ %1949, %1947 ], [ %1946, %1940 ], [ %1939, %1933 ]
  switch i64 %133, label %1277 [
    i64 1, label %1966
    i64 2, label %1959
    i64 3, label %1952
    i64 0, label %1969
  ]

1952:                                             ; preds = %1950
  %1953 = bitcast <16 x float> %1951 to <8 x i64>
  %1954 = and <8 x i64> %1953, %87
  %1955 = fcmp oeq <16 x float> %1951, %50
  %1956 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1951, i32 4)
  %1957 = bitcast <8 x i64> %1954 to <16 x float>
  %1958 = select <16 x i1> %1955, <16 x float> %1957, <16 x float> %1956
  br label %1969

1959:                                             ; preds = %1950
  %1960 = bitcast <16 x float> %1951 to <8 x i64>
  %1961 = or <8 x i64> %1960, %88
  %1962 = fcmp oeq <16 x float> %1951, %53
  %1963 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1951, i32 4)
  %1964 = bitcast <8 x i64> %1961 to <16 x float>
  %1965 = select <16 x i1> %1962, <16 x float> %1964, <16 x float> %1963
  br label %1969

1966:                                             ; preds = %1950
  %1967 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1913, <16 x i1> %1910, <16 x float> zeroinitializer)
  %1968 = fadd <16 x float> %1951, %1967
  br label %1969

1969:                                             ; preds = %1906, %1912, %1931, %1950, %1966, %1959, %1952
  %1970 = phi <16 x float> [ %1958, %1952 ], [ %1542, %1912 ], [ %1951, %1950 ], [ %1932, %1931 ], [ %1968, %1966 ], [ %1965, %1959 ], [ %1542, %1906 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1970, ptr align 1 %1911, <16 x i1> %1910)
  %1971 = add nsw i64 %1546, %794
  %1972 = bitcast i16 %1459 to <16 x i1>
  %1973 = select i1 %795, <16 x i1> zeroinitializer, <16 x i1> %1972
  %1974 = getelementptr inbounds float, ptr %245, i64 %1971
  br i1 %86, label %2032, label %1975

1975:                                             ; preds = %1969
  %1976 = getelementptr inbounds float, ptr %243, i64 %1971
  switch i64 %134, label %1277 [
    i64 1, label %1991
    i64 2, label %1984
    i64 3, label %1977
    i64 0, label %2032
  ]

1977:                                             ; preds = %1975
  %1978 = bitcast <16 x float> %1543 to <8 x i64>
  %1979 = and <8 x i64> %1978, %87
  %1980 = fcmp oeq <16 x float> %1543, %50
  %1981 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1543, i32 4)
  %1982 = bitcast <8 x i64> %1979 to <16 x float>
  %1983 = select <16 x i1> %1980, <16 x float> %1982, <16 x float> %1981
  br label %1994

1984:                                             ; preds = %1975
  %1985 = bitcast <16 x float> %1543 to <8 x i64>
  %1986 = or <8 x i64> %1985, %88
  %1987 = fcmp oeq <16 x float> %1543, %53
  %1988 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1543, i32 4)
  %1989 = bitcast <8 x i64> %1986 to <16 x float>
  %1990 = select <16 x i1> %1987, <16 x float> %1989, <16 x float> %1988
  br label %1994

1991:                                             ; preds = %1975
  %1992 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1976, <16 x i1> %1973, <16 x float> zeroinitializer)
  %1993 = fadd <16 x float> %1543, %1992
  br label %1994

1994:                                             ; preds = %1991, %1984, %1977
  %1995 = phi <16 x float> [ %1993, %1991 ], [ %1990, %1984 ], [ %1983, %1977 ]
  switch i64 %136, label %1277 [
    i64 1, label %2010
    i64 2, label %2003
    i64 3, label %1996
    i64 0, label %2032
  ]

1996:                                             ; preds = %1994
  %1997 = bitcast <16 x float> %1995 to <8 x i64>
  %1998 = and <8 x i64> %1997, %87
  %1999 = fcmp oeq <16 x float> %1995, %50
  %2000 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1995, i32 4)
  %2001 = bitcast <8 x i64> %1998 to <16 x float>
  %2002 = select <16 x i1> %1999, <16 x float> %2001, <16 x float> %2000
  br label %2013

2003:                                             ; preds = %1994
  %2004 = bitcast <16 x float> %1995 to <8 x i64>
  %2005 = or <8 x i64> %2004, %88
  %2006 = fcmp oeq <16 x float> %1995, %53
  %2007 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1995, i32 4)
  %2008 = bitcast <8 x i64> %2005 to <16 x float>
  %2009 = select <16 x i1> %2006, <16 x float> %2008, <16 x float> %2007
  br label %2013

2010:                                             ; preds = %1994
  %2011 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1976, <16 x i1> %1973, <16 x float> zeroinitializer)
  %2012 = fadd <16 x float> %1995, %2011
  br label %2013

2013:                                             ; preds = %2010, %2003, %1996
  %2014 = phi <16 x float> [ %2012, %2010 ], [ %2009, %2003 ], [ %2002, %1996 ]
  switch i64 %138, label %1277 [
    i64 1, label %2029
    i64 2, label %2022
    i64 3, label %2015
    i64 0, label %2032
  ]

2015:                                             ; preds = %2013
  %2016 = bitcast <16 x float> %2014 to <8 x i64>
  %2017 = and <8 x i64> %2016, %87
  %2018 = fcmp oeq <16 x float> %2014, %50
  %2019 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2014, i32 4)
  %2020 = bitcast <8 x i64> %2017 to <16 x float>
  %2021 = select <16 x i1> %2018, <16 x float> %2020, <16 x float> %2019
  br label %2032

2022:                                             ; preds = %2013
  %2023 = bitcast <16 x float> %2014 to <8 x i64>
  %2024 = or <8 x i64> %2023, %88
  %2025 = fcmp oeq <16 x float> %2014, %53
  %2026 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2014, i32 4)
  %2027 = bitcast <8 x i64> %2024 to <16 x float>
  %2028 = select <16 x i1> %2025, <16 x float> %2027, <16 x float> %2026
  br label %2032

2029:                                             ; preds = %2013
  %2030 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1976, <16 x i1> %1973, <16 x float> zeroinitializer)
  %2031 = fadd <16 x float> %2014, %2030
  br label %2032

2032:                                             ; preds = %1969, %1975, %1994, %2013, %2029, %2022, %2015
  %2033 = phi <16 x float> [ %2021, %2015 ], [ %1543, %1975 ], [ %2014, %2013 ], [ %1995, %1994 ], [ %2031, %2029 ], [ %2028, %2022 ], [ %1543, %1969 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2033, ptr align 1 %1974, <16 x i1> %1973)
  %2034 = add nsw i64 %1546, %797
  %2035 = bitcast i16 %1459 to <16 x i1>
  %2036 = select i1 %798, <16 x i1> zeroinitializer, <16 x i1> %2035
  %2037 = getelementptr inbounds float, ptr %245, i64 %2034
  br i1 %86, label %2095, label %2038

2038:                                             ; preds = %2032
  %2039 = getelementptr inbounds float, ptr %243, i64 %2034
  switch i64 %139, label %1277 [
    i64 1, label %2054
    i64 2, label %2047
    i64 3, label %2040
    i64 0, label %2095
  ]

2040:                                             ; preds = %2038
  %2041 = bitcast <16 x float> %1544 to <8 x i64>
  %2042 = and <8 x i64> %2041, %87
  %2043 = fcmp oeq <16 x float> %1544, %50
  %2044 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1544, i32 4)
  %2045 = bitcast <8 x i64> %2042 to <16 x float>
  %2046 = select <16 x i1> %2043, <16 x float> %2045, <16 x float> %2044
  br label %2057

2047:                                             ; preds = %2038
  %2048 = bitcast <16 x float> %1544 to <8 x i64>
  %2049 = or <8 x i64> %2048, %88
  %2050 = fcmp oeq <16 x float> %1544, %53
  %2051 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1544, i32 4)
  %2052 = bitcast <8 x i64> %2049 to <16 x float>
  %2053 = select <16 x i1> %2050, <16 x float> %2052, <16 x float> %2051
  br label %2057

2054:                                             ; preds = %2038
  %2055 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2039, <16 x i1> %2036, <16 x float> zeroinitializer)
  %2056 = fadd <16 x float> %1544, %2055
  br label %2057

2057:                                             ; preds = %2054, %2047, %2040
  %2058 = phi <16 x float> [ %2056, %2054 ], [ %2053, %2047 ], [ %2046, %2040 ]
  switch i64 %141, label %1277 [
    i64 1, label %2073
    i64 2, label %2066
    i64 3, label %2059
    i64 0, label %2095
  ]

2059:                                             ; preds = %2057
  %2060 = bitcast <16 x float> %2058 to <8 x i64>
  %2061 = and <8 x i64> %2060, %87
  %2062 = fcmp oeq <16 x float> %2058, %50
  %2063 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2058, i32 4)
  %2064 = bitcast <8 x i64> %2061 to <16 x float>
  %2065 = select <16 x i1> %2062, <16 x float> %2064, <16 x float> %2063
  br label %2076

2066:                                             ; preds = %2057
  %2067 = bitcast <16 x float> %2058 to <8 x i64>
  %2068 = or <8 x i64> %2067, %88
  %2069 = fcmp oeq <16 x float> %2058, %53
  %2070 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2058, i32 4)
  %2071 = bitcast <8 x i64> %2068 to <16 x float>
  %2072 = select <16 x i1> %2069, <16 x float> %2071, <16 x float> %2070
  br label %2076

2073:                                             ; preds = %2057
  %2074 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2039, <16 x i1> %2036, <16 x float> zeroinitializer)
  %2075 = fadd <16 x float> %2058, %2074
  br label %2076

2076:                                             ; preds = %2073, %2066, %2059
  %2077 = phi <16 x float> [ %2075, %2073 ], [ %2072, %2066 ], [ %2065, %2059 ]
  switch i64 %143, label %1277 [
    i64 1, label %2092
    i64 2, label %2085
    i64 3, label %2078
    i64 0, label %2095
  ]

2078:                                             ; preds = %2076
  %2079 = bitcast <16 x float> %2077 to <8 x i64>
  %2080 = and <8 x i64> %2079, %87
  %2081 = fcmp oeq <16 x float> %2077, %50
  %2082 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2077, i32 4)
  %2083 = bitcast <8 x i64> %2080 to <16 x float>
  %2084 = select <16 x i1> %2081, <16 x float> %2083, <16 x float> %2082
  br label %2095

2085:                                             ; preds = %2076
  %2086 = bitcast <16 x float> %2077 to <8 x i64>
  %2087 = or <8 x i64> %2086, %88
  %2088 = fcmp oeq <16 x float> %2077, %53
  %2089 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2077, i32 4)
  %2090 = bitcast <8 x i64> %2087 to <16 x float>
  %2091 = select <16 x i1> %2088, <16 x float> %2090, <16 x float> %2089
  br label %2095

2092:                                             ; preds = %2076
  %2093 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2039, <16 x i1> %2036, <16 x float> zeroinitializer)
  %2094 = fadd <16 x float> %2077, %2093
  br label %2095

2095:                                             ; preds = %2032, %2038, %2057, %2076, %2092, %2085, %2078
  %2096 = phi <16 x float> [ %2084, %2078 ], [ %1544, %2038 ], [ %2077, %2076 ], [ %2058, %2057 ], [ %2094, %2092 ], [ %2091, %2085 ], [ %1544, %2032 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2096, ptr align 1 %2037, <16 x i1> %2036)
  %2097 = add nsw i64 %1546, %800
  %2098 = bitcast i16 %1459 to <16 x i1>
  %2099 = select i1 %801, <16 x i1> zeroinitializer, <16 x i1> %2098
  %2100 = getelementptr inbounds float, ptr %245, i64 %2097
  br i1 %86, label %2158, label %2101

2101:                                             ; preds = %2095
  %2102 = getelementptr inbounds float, ptr %243, i64 %2097
  switch i64 %144, label %1277 [
    i64 1, label %2117
    i64 2, label %2110
    i64 3, label %2103
    i64 0, label %2158
  ]

2103:                                             ; preds = %2101
  %2104 = bitcast <16 x float> %1545 to <8 x i64>
  %2105 = and <8 x i64> %2104, %87
  %2106 = fcmp oeq <16 x float> %1545, %50
  %2107 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1545, i32 4)
  %2108 = bitcast <8 x i64> %2105 to <16 x float>
  %2109 = select <16 x i1> %2106, <16 x float> %2108, <16 x float> %2107
  br label %2120

2110:                                             ; preds = %2101
  %2111 = bitcast <16 x float> %1545 to <8 x i64>
  %2112 = or <8 x i64> %2111, %88
  %2113 = fcmp oeq <16 x float> %1545, %53
  %2114 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1545, i32 4)
  %2115 = bitcast <8 x i64> %2112 to <16 x float>
  %2116 = select <16 x i1> %2113, <16 x float> %2115, <16 x float> %2114
  br label %2120

2117:                                             ; preds = %2101
  %2118 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2102, <16 x i1> %2099, <16 x float> zeroinitializer)
  %2119 = fadd <16 x float> %1545, %2118
  br label %2120

2120:                                             ; preds = %2117, %2110, %2103
  %2121 = phi <16 x float> [ %2119, %2117 ], [ %2116, %2110 ], [ %2109, %2103 ]
  switch i64 %146, label %1277 [
    i64 1, label %2136
    i64 2, label %2129
    i64 3, label %2122
    i64 0, label %2158
  ]

2122:                                             ; preds = %2120
  %2123 = bitcast <16 x float> %2121 to <8 x i64>
  %2124 = and <8 x i64> %2123, %87
  %2125 = fcmp oeq <16 x float> %2121, %50
  %2126 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2121, i32 4)
  %2127 = bitcast <8 x i64> %2124 to <16 x float>
  %2128 = select <16 x i1> %2125, <16 x float> %2127, <16 x float> %2126
  br label %2139

2129:                                             ; preds = %2120
  %2130 = bitcast <16 x float> %2121 to <8 x i64>
  %2131 = or <8 x i64> %2130, %88
  %2132 = fcmp oeq <16 x float> %2121, %53
  %2133 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2121, i32 4)
  %2134 = bitcast <8 x i64> %2131 to <16 x float>
  %2135 = select <16 x i1> %2132, <16 x float> %2134, <16 x float> %2133
  br label %2139

2136:                                             ; preds = %2120
  %2137 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2102, <16 x i1> %2099, <16 x float> zeroinitializer)
  %2138 = fadd <16 x float> %2121, %2137
  br label %2139

2139:                                             ; preds = %2136, %2129, %2122
  %2140 = phi <16 x float> [ %2138, %2136 ], [ %2135, %2129 ], [ %2128, %2122 ]
  switch i64 %148, label %1277 [
    i64 1, label %2155
    i64 2, label %2148
    i64 3, label %2141
    i64 0, label %2158
  ]

2141:                                             ; preds = %2139
  %2142 = bitcast <16 x float> %2140 to <8 x i64>
  %2143 = and <8 x i64> %2142, %87
  %2144 = fcmp oeq <16 x float> %2140, %50
  %2145 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2140, i32 4)
  %2146 = bitcast <8 x i64> %2143 to <16 x float>
  %2147 = select <16 x i1> %2144, <16 x float> %2146, <16 x float> %2145
  br label %2158

2148:                                             ; preds = %2139
  %2149 = bitcast <16 x float> %2140 to <8 x i64>
  %2150 = or <8 x i64> %2149, %88
  %2151 = fcmp oeq <16 x float> %2140, %53
  %2152 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2140, i32 4)
  %2153 = bitcast <8 x i64> %2150 to <16 x float>
  %2154 = select <16 x i1> %2151, <16 x float> %2153, <16 x float> %2152
  br label %2158

2155:                                             ; preds = %2139
  %2156 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2102, <16 x i1> %2099, <16 x float> zeroinitializer)
  %2157 = fadd <16 x float> %2140, %2156
  br label %2158

2158:                                             ; preds = %2095, %2101, %2120, %2139, %2155, %2148, %2141
  %2159 = phi <16 x float> [ %2147, %2141 ], [ %1545, %2101 ], [ %2140, %2139 ], [ %2121, %2120 ], [ %2157, %2155 ], [ %2154, %2148 ], [ %1545, %2095 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2159, ptr align 1 %2100, <16 x i1> %2099)
  %2160 = add nuw nsw i64 %1450, 1
  %2161 = icmp eq i64 %2160, %710
  br i1 %2161, label %2162, label %1449

2162:                                             ; preds = %2158, %744, %1448
  %2163 = add nsw i64 %739, 8
  %2164 = icmp slt i64 %2163, %233
  br i1 %2164, label %738, label %735
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
  %40 = alloca [3 x i64], align 16
  %41 = inttoptr i64 %0 to ptr
  %42 = inttoptr i64 %1 to ptr
  %43 = inttoptr i64 %22 to ptr
  %44 = inttoptr i64 %2 to ptr
  %45 = inttoptr i64 %25 to ptr
  %46 = inttoptr i64 %23 to ptr
  %47 = trunc i64 %27 to i32
  %48 = trunc i64 %28 to i32
  %49 = insertelement <16 x i32> poison, i32 %47, i64 0
  %50 = bitcast <16 x i32> %49 to <16 x float>
  %51 = shufflevector <16 x float> %50, <16 x float> poison, <16 x i32> zeroinitializer
  %52 = insertelement <16 x i32> poison, i32 %48, i64 0
  %53 = bitcast <16 x i32> %52 to <16 x float>
  %54 = shufflevector <16 x float> %53, <16 x float> poison, <16 x i32> zeroinitializer
  %55 = add i64 %13, %7
  %56 = add i64 %55, -1
  %57 = sdiv i64 %56, %13
  %58 = icmp eq i64 %19, 0
  br i1 %58, label %59, label %62

59:                                               ; preds = %30
  %60 = add nsw i64 %8, 1
  %61 = sdiv i64 %60, 2
  br label %62

62:                                               ; preds = %30, %59
  %63 = phi i64 [ %61, %59 ], [ %10, %30 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  %64 = getelementptr inbounds nuw i8, ptr %34, i64 336
  store i64 %63, ptr %64, align 8
  %65 = icmp sgt i64 %11, 0
  br i1 %65, label %66, label %198

66:                                               ; preds = %62
  %67 = getelementptr inbounds nuw i8, ptr %34, i64 56
  %68 = getelementptr inbounds nuw i8, ptr %34, i64 112
  %69 = shl i64 %57, 1
  %70 = mul i64 %69, %63
  %71 = icmp ult i64 %11, 4
  br i1 %71, label %196, label %72

72:                                               ; preds = %66
  %73 = and i64 %11, 9223372036854775804
  %74 = insertelement <4 x i64> poison, i64 %70, i64 0
  %75 = shufflevector <4 x i64> %74, <4 x i64> poison, <4 x i32> zeroinitializer
  %76 = insertelement <4 x i64> poison, i64 %15, i64 0
  %77 = shufflevector <4 x i64> %76, <4 x i64> poison, <4 x i32> zeroinitializer
  %78 = insertelement <4 x i64> poison, i64 %13, i64 0
  %79 = shufflevector <4 x i64> %78, <4 x i64> poison, <4 x i32> zeroinitializer
  %80 = insertelement <4 x i64> poison, i64 %7, i64 0
  %81 = shufflevector <4 x i64> %80, <4 x i64> poison, <4 x i32> zeroinitializer
  %82 = insertelement <4 x i64> poison, i64 %55, i64 0
  %83 = shufflevector <4 x i64> %82, <4 x i64> poison, <4 x i32> zeroinitializer
  %84 = insertelement <4 x i64> poison, i64 %57, i64 0
  %85 = shufflevector <4 x i64> %84, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %86

86:                                               ; preds = %183, %72
  %87 = phi i64 [ 0, %72 ], [ %191, %183 ]
  %88 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %72 ], [ %192, %183 ]
  %89 = sub nsw <4 x i64> %88, %77
  %90 = icmp sgt <4 x i64> %89, splat (i64 -1)
  %91 = xor <4 x i1> %90, splat (i1 true)
  %92 = xor <4 x i64> %89, splat (i64 -1)
  %93 = add <4 x i64> %79, %92
  %94 = extractelement <4 x i1> %91, i64 0
  br i1 %94, label %95, label %99

95:                                               ; preds = %86
  %96 = extractelement <4 x i64> %93, i64 0
  %97 = sdiv i64 %96, %13
  %98 = insertelement <4 x i64> poison, i64 %97, i64 0
  br label %99

99:                                               ; preds = %95, %86
  %100 = phi <4 x i64> [ poison, %86 ], [ %98, %95 ]
  %101 = extractelement <4 x i1> %91, i64 1
  br i1 %101, label %102, label %106

102:                                              ; preds = %99
  %103 = extractelement <4 x i64> %93, i64 1
  %104 = sdiv i64 %103, %13
  %105 = insertelement <4 x i64> %100, i64 %104, i64 1
  br label %106

106:                                              ; preds = %102, %99
  %107 = phi <4 x i64> [ %100, %99 ], [ %105, %102 ]
  %108 = extractelement <4 x i1> %91, i64 2
  br i1 %108, label %109, label %113

109:                                              ; preds = %106
  %110 = extractelement <4 x i64> %93, i64 2
  %111 = sdiv i64 %110, %13
  %112 = insertelement <4 x i64> %107, i64 %111, i64 2
  br label %113

113:                                              ; preds = %109, %106
  %114 = phi <4 x i64> [ %107, %106 ], [ %112, %109 ]
  %115 = extractelement <4 x i1> %91, i64 3
  br i1 %115, label %116, label %120

116:                                              ; preds = %113
  %117 = extractelement <4 x i64> %93, i64 3
  %118 = sdiv i64 %117, %13
  %119 = insertelement <4 x i64> %114, i64 %118, i64 3
  br label %120

120:                                              ; preds = %116, %113
  %121 = phi <4 x i64> [ %114, %113 ], [ %119, %116 ]
  %122 = sub nsw <4 x i64> zeroinitializer, %121
  %123 = extractelement <4 x i1> %90, i64 0
  br i1 %123, label %124, label %128

124:                                              ; preds = %120
  %125 = extractelement <4 x i64> %89, i64 0
  %126 = sdiv i64 %125, %13
  %127 = insertelement <4 x i64> poison, i64 %126, i64 0
  br label %128

128:                                              ; preds = %124, %120
  %129 = phi <4 x i64> [ poison, %120 ], [ %127, %124 ]
  %130 = extractelement <4 x i1> %90, i64 1
  br i1 %130, label %131, label %135

131:                                              ; preds = %128
  %132 = extractelement <4 x i64> %89, i64 1
  %133 = sdiv i64 %132, %13
  %134 = insertelement <4 x i64> %129, i64 %133, i64 1
  br label %135

135:                                              ; preds = %131, %128
  %136 = phi <4 x i64> [ %129, %128 ], [ %134, %131 ]
  %137 = extractelement <4 x i1> %90, i64 2
  br i1 %137, label %138, label %142

138:                                              ; preds = %135
  %139 = extractelement <4 x i64> %89, i64 2
  %140 = sdiv i64 %139, %13
  %141 = insertelement <4 x i64> %136, i64 %140, i64 2
  br label %142

142:                                              ; preds = %138, %135
  %143 = phi <4 x i64> [ %136, %135 ], [ %141, %138 ]
  %144 = extractelement <4 x i1> %90, i64 3
  br i1 %144, label %145, label %149

145:                                              ; preds = %142
  %146 = extractelement <4 x i64> %89, i64 3
  %147 = sdiv i64 %146, %13
  %148 = insertelement <4 x i64> %143, i64 %147, i64 3
  br label %149

149:                                              ; preds = %145, %142
  %150 = phi <4 x i64> [ %143, %142 ], [ %148, %145 ]
  %151 = select <4 x i1> %90, <4 x i64> %150, <4 x i64> %122
  %152 = mul nsw <4 x i64> %151, %79
  %153 = sub nsw <4 x i64> %89, %152
  %154 = icmp slt <4 x i64> %153, %81
  %155 = xor <4 x i64> %153, splat (i64 -1)
  %156 = add <4 x i64> %83, %155
  %157 = extractelement <4 x i1> %154, i64 0
  br i1 %157, label %158, label %162

158:                                              ; preds = %149
  %159 = extractelement <4 x i64> %156, i64 0
  %160 = sdiv i64 %159, %13
  %161 = insertelement <4 x i64> poison, i64 %160, i64 0
  br label %162

162:                                              ; preds = %158, %149
  %163 = phi <4 x i64> [ poison, %149 ], [ %161, %158 ]
  %164 = extractelement <4 x i1> %154, i64 1
  br i1 %164, label %165, label %169

165:                                              ; preds = %162
  %166 = extractelement <4 x i64> %156, i64 1
  %167 = sdiv i64 %166, %13
  %168 = insertelement <4 x i64> %163, i64 %167, i64 1
  br label %169

169:                                              ; preds = %165, %162
  %170 = phi <4 x i64> [ %163, %162 ], [ %168, %165 ]
  %171 = extractelement <4 x i1> %154, i64 2
  br i1 %171, label %172, label %176

172:                                              ; preds = %169
  %173 = extractelement <4 x i64> %156, i64 2
  %174 = sdiv i64 %173, %13
  %175 = insertelement <4 x i64> %170, i64 %174, i64 2
  br label %176

176:                                              ; preds = %172, %169
  %177 = phi <4 x i64> [ %170, %169 ], [ %175, %172 ]
  %178 = extractelement <4 x i1> %154, i64 3
  br i1 %178, label %179, label %183

179:                                              ; preds = %176
  %180 = extractelement <4 x i64> %156, i64 3
  %181 = sdiv i64 %180, %13
  %182 = insertelement <4 x i64> %177, i64 %181, i64 3
  br label %183

183:                                              ; preds = %179, %176
  %184 = phi <4 x i64> [ %177, %176 ], [ %182, %179 ]
  %185 = select <4 x i1> %154, <4 x i64> %184, <4 x i64> zeroinitializer
  %186 = mul <4 x i64> %75, %153
  %187 = getelementptr inbounds nuw i64, ptr %34, i64 %87
  store <4 x i64> %186, ptr %187, align 8
  %188 = getelementptr inbounds nuw i64, ptr %67, i64 %87
  store <4 x i64> %151, ptr %188, align 8
  %189 = tail call <4 x i64> @llvm.smin.v4i64(<4 x i64> %185, <4 x i64> %85)
  %190 = getelementptr inbounds nuw i64, ptr %68, i64 %87
  store <4 x i64> %189, ptr %190, align 8
  %191 = add nuw i64 %87, 4
  %192 = add nuw nsw <4 x i64> %88, splat (i64 4)
  %193 = icmp eq i64 %191, %73
  br i1 %193, label %194, label %86

194:                                              ; preds = %183
  %195 = icmp eq i64 %11, %73
  br i1 %195, label %198, label %196

196:                                              ; preds = %66, %194
  %197 = phi i64 [ 0, %66 ], [ %73, %194 ]
  br label %206

198:                                              ; preds = %226, %194, %62
  %199 = icmp sgt i64 %12, 0
  br i1 %199, label %200, label %262

200:                                              ; preds = %198
  %201 = add i64 %8, 2
  %202 = mul i64 %63, %57
  %203 = getelementptr inbounds nuw i8, ptr %34, i64 168
  %204 = getelementptr inbounds nuw i8, ptr %34, i64 224
  %205 = getelementptr inbounds nuw i8, ptr %34, i64 280
  br label %235

206:                                              ; preds = %196, %226
  %207 = phi i64 [ %233, %226 ], [ %197, %196 ]
  %208 = sub nsw i64 %207, %15
  %209 = icmp sgt i64 %208, -1
  br i1 %209, label %210, label %212

210:                                              ; preds = %206
  %211 = sdiv i64 %208, %13
  br label %217

212:                                              ; preds = %206
  %213 = xor i64 %208, -1
  %214 = add i64 %13, %213
  %215 = sdiv i64 %214, %13
  %216 = sub nsw i64 0, %215
  br label %217

217:                                              ; preds = %212, %210
  %218 = phi i64 [ %211, %210 ], [ %216, %212 ]
  %219 = mul nsw i64 %218, %13
  %220 = sub nsw i64 %208, %219
  %221 = icmp slt i64 %220, %7
  br i1 %221, label %222, label %226

222:                                              ; preds = %217
  %223 = xor i64 %220, -1
  %224 = add i64 %55, %223
  %225 = sdiv i64 %224, %13
  br label %226

226:                                              ; preds = %222, %217
  %227 = phi i64 [ %225, %222 ], [ 0, %217 ]
  %228 = mul i64 %70, %220
  %229 = getelementptr inbounds nuw i64, ptr %34, i64 %207
  store i64 %228, ptr %229, align 8
  %230 = getelementptr inbounds nuw i64, ptr %67, i64 %207
  store i64 %218, ptr %230, align 8
  %231 = tail call i64 @llvm.smin.i64(i64 %227, i64 %57)
  %232 = getelementptr inbounds nuw i64, ptr %68, i64 %207
  store i64 %231, ptr %232, align 8
  %233 = add nuw nsw i64 %207, 1
  %234 = icmp eq i64 %233, %11
  br i1 %234, label %198, label %206

235:                                              ; preds = %253, %200
  %236 = phi i64 [ 0, %200 ], [ %260, %253 ]
  %237 = sub nsw i64 %236, %16
  %238 = icmp sgt i64 %237, -1
  br i1 %238, label %239, label %241

239:                                              ; preds = %235
  %240 = lshr i64 %237, 1
  br label %244

241:                                              ; preds = %235
  %242 = sub i64 1, %237
  %243 = sdiv i64 %242, -2
  br label %244

244:                                              ; preds = %241, %239
  %245 = phi i64 [ %240, %239 ], [ %243, %241 ]
  %246 = shl nsw i64 %245, 1
  %247 = sub nsw i64 %237, %246
  %248 = icmp slt i64 %247, %8
  br i1 %248, label %249, label %253

249:                                              ; preds = %244
  %250 = xor i64 %247, -1
  %251 = add i64 %201, %250
  %252 = sdiv i64 %251, 2
  br label %253

253:                                              ; preds = %249, %244
  %254 = phi i64 [ %252, %249 ], [ 0, %244 ]
  %255 = mul i64 %202, %247
  %256 = getelementptr inbounds nuw i64, ptr %203, i64 %236
  store i64 %255, ptr %256, align 8
  %257 = getelementptr inbounds nuw i64, ptr %204, i64 %236
  store i64 %245, ptr %257, align 8
  %258 = tail call i64 @llvm.smin.i64(i64 %254, i64 %63)
  %259 = getelementptr inbounds nuw i64, ptr %205, i64 %236
  store i64 %258, ptr %259, align 8
  %260 = add nuw nsw i64 %236, 1
  %261 = icmp eq i64 %260, %12
  br i1 %261, label %262, label %235

262:                                              ; preds = %253, %198
  %263 = shl nsw i64 %13, 1
  %264 = mul nsw i64 %57, %263
  %265 = mul nsw i64 %10, %9
  %266 = add nsw i64 %10, 15
  %267 = sdiv i64 %266, 16
  br i1 %58, label %271, label %268

268:                                              ; preds = %262
  %269 = add nsw i64 %265, 15
  %270 = sdiv i64 %269, 16
  br label %273

271:                                              ; preds = %262
  %272 = mul nsw i64 %267, %9
  br label %273

273:                                              ; preds = %271, %268
  %274 = phi i64 [ %270, %268 ], [ %272, %271 ]
  %275 = add nsw i64 %6, 7
  %276 = sdiv i64 %275, 8
  %277 = add nsw i64 %276, -1
  %278 = add i64 %277, %18
  %279 = sdiv i64 %278, %18
  %280 = add i64 %17, -1
  %281 = add i64 %280, %274
  %282 = sdiv i64 %281, %17
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  %283 = shl i64 %18, 3
  %284 = icmp slt i64 %3, %4
  br i1 %284, label %285, label %430

285:                                              ; preds = %273
  %286 = icmp eq i64 %25, 0
  %287 = getelementptr inbounds nuw i8, ptr %34, i64 56
  %288 = getelementptr inbounds nuw i8, ptr %34, i64 112
  %289 = getelementptr inbounds nuw i8, ptr %34, i64 224
  %290 = getelementptr inbounds nuw i8, ptr %34, i64 280
  %291 = getelementptr inbounds nuw i8, ptr %34, i64 168
  %292 = load i64, ptr %64, align 8
  %293 = add nsw i64 %6, -8
  %294 = mul nsw i64 %63, %264
  %295 = mul i64 %12, %11
  %296 = icmp eq i64 %22, 0
  %297 = mul i64 %5, %295
  %298 = icmp sgt i64 %5, 0
  %299 = icmp sgt i64 %295, 0
  %300 = icmp eq i64 %29, 0
  %301 = bitcast <16 x float> %51 to <8 x i64>
  %302 = bitcast <16 x float> %54 to <8 x i64>
  %303 = mul i64 %12, 24
  %304 = mul i64 %12, 12
  %305 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %306 = getelementptr inbounds nuw i8, ptr %38, i64 8
  %307 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %308 = getelementptr inbounds nuw i8, ptr %38, i64 16
  %309 = getelementptr inbounds nuw i8, ptr %39, i64 8
  %310 = getelementptr inbounds nuw i8, ptr %40, i64 8
  %311 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %312 = getelementptr inbounds nuw i8, ptr %38, i64 8
  %313 = getelementptr inbounds nuw i8, ptr %39, i64 16
  %314 = getelementptr inbounds nuw i8, ptr %40, i64 16
  %315 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %316 = getelementptr inbounds nuw i8, ptr %38, i64 16
  %317 = shl i64 %297, 3
  %318 = mul i64 %297, 12
  %319 = shl i64 %297, 4
  %320 = mul i64 %297, 20
  %321 = mul i64 %297, 24
  %322 = mul i64 %297, 28
  %323 = and i64 %29, 3
  %324 = lshr i64 %29, 2
  %325 = and i64 %324, 3
  %326 = lshr i64 %29, 4
  %327 = and i64 %326, 3
  %328 = and i64 %29, 3
  %329 = lshr i64 %29, 2
  %330 = and i64 %329, 3
  %331 = lshr i64 %29, 4
  %332 = and i64 %331, 3
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
  %363 = shl i64 %297, 3
  %364 = mul i64 %297, 12
  %365 = shl i64 %297, 4
  %366 = mul i64 %297, 20
  %367 = mul i64 %297, 24
  %368 = mul i64 %297, 28
  %369 = and i64 %29, 3
  %370 = lshr i64 %29, 2
  %371 = and i64 %370, 3
  %372 = lshr i64 %29, 4
  %373 = and i64 %372, 3
  %374 = and i64 %29, 3
  %375 = lshr i64 %29, 2
  %376 = and i64 %375, 3
  %377 = lshr i64 %29, 4
  %378 = and i64 %377, 3
  %379 = and i64 %29, 3
  %380 = lshr i64 %29, 2
  %381 = and i64 %380, 3
  %382 = lshr i64 %29, 4
  %383 = and i64 %382, 3
  %384 = icmp ult i64 %11, 8
  %385 = icmp ult i64 %11, 32
  %386 = and i64 %11, 24
  %387 = and i64 %11, 9223372036854775776
  %388 = icmp eq i64 %11, %387
  %389 = icmp eq i64 %386, 0
  %390 = and i64 %11, 9223372036854775800
  %391 = icmp eq i64 %11, %390
  %392 = icmp ult i64 %12, 8
  %393 = icmp ult i64 %12, 32
  %394 = and i64 %12, 24
  %395 = and i64 %12, 9223372036854775776
  %396 = icmp eq i64 %12, %395
  %397 = icmp eq i64 %394, 0
  %398 = and i64 %12, 9223372036854775800
  %399 = icmp eq i64 %12, %398
  %400 = icmp ult i64 %12, 8
  %401 = and i64 %12, 9223372036854775800
  %402 = icmp eq i64 %12, %401
  %403 = insertelement <8 x i64> poison, i64 %10, i64 0
  %404 = shufflevector <8 x i64> %403, <8 x i64> poison, <8 x i32> zeroinitializer
  %405 = insertelement <8 x i64> poison, i64 %292, i64 0
  %406 = shufflevector <8 x i64> %405, <8 x i64> poison, <8 x i32> zeroinitializer
  %407 = getelementptr inbounds nuw i8, ptr %33, i64 64
  %408 = getelementptr inbounds nuw i8, ptr %33, i64 128
  %409 = getelementptr inbounds nuw i8, ptr %33, i64 192
  %410 = getelementptr inbounds nuw i8, ptr %33, i64 256
  %411 = getelementptr inbounds nuw i8, ptr %33, i64 320
  %412 = getelementptr inbounds nuw i8, ptr %33, i64 384
  %413 = getelementptr inbounds nuw i8, ptr %33, i64 448
  %414 = getelementptr inbounds nuw i8, ptr %33, i64 512
  %415 = getelementptr inbounds nuw i8, ptr %33, i64 576
  %416 = getelementptr inbounds nuw i8, ptr %33, i64 640
  %417 = getelementptr inbounds nuw i8, ptr %33, i64 704
  %418 = getelementptr inbounds nuw i8, ptr %33, i64 768
  %419 = getelementptr inbounds nuw i8, ptr %33, i64 832
  %420 = getelementptr inbounds nuw i8, ptr %33, i64 896
  %421 = getelementptr inbounds nuw i8, ptr %33, i64 960
  %422 = getelementptr inbounds nuw i8, ptr %33, i64 1024
  %423 = getelementptr inbounds nuw i8, ptr %33, i64 1088
  %424 = getelementptr inbounds nuw i8, ptr %33, i64 1152
  %425 = getelementptr inbounds nuw i8, ptr %33, i64 1216
  %426 = getelementptr inbounds nuw i8, ptr %33, i64 1280
  %427 = getelementptr inbounds nuw i8, ptr %33, i64 1344
  %428 = getelementptr inbounds nuw i8, ptr %33, i64 1408
  %429 = getelementptr inbounds nuw i8, ptr %33, i64 1472
  br label %431

430:                                              ; preds = %458, %273
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  ret void

431:                                              ; preds = %285, %458
  %432 = phi i64 [ %3, %285 ], [ %459, %458 ]
  %433 = srem i64 %432, %279
  %434 = sdiv i64 %432, %279
  %435 = srem i64 %434, %282
  %436 = sdiv i64 %434, %282
  %437 = add nsw i64 %433, 1
  %438 = mul i64 %283, %437
  %439 = tail call i64 @llvm.smin.i64(i64 %438, i64 %6)
  %440 = add nsw i64 %435, 1
  %441 = mul nsw i64 %440, %17
  %442 = tail call i64 @llvm.smin.i64(i64 %441, i64 %274)
  %443 = mul nsw i64 %436, %20
  %444 = getelementptr inbounds float, ptr %41, i64 %443
  %445 = mul nsw i64 %436, %21
  %446 = getelementptr inbounds float, ptr %44, i64 %445
  %447 = mul nsw i64 %436, %26
  %448 = getelementptr inbounds float, ptr %45, i64 %447
  %449 = select i1 %286, ptr null, ptr %448
  %450 = mul nsw i64 %436, %24
  %451 = getelementptr inbounds float, ptr %46, i64 %450
  %452 = mul nsw i64 %435, %17
  %453 = mul i64 %283, %433
  %454 = icmp slt i64 %452, %442
  br i1 %454, label %455, label %458

455:                                              ; preds = %431
  %456 = add nsw i64 %442, -1
  %457 = icmp slt i64 %453, %439
  br label %461

458:                                              ; preds = %1038, %431
  %459 = add i64 %432, 1
  %460 = icmp eq i64 %459, %4
  br i1 %460, label %430, label %431

461:                                              ; preds = %455, %1038
  %462 = phi i64 [ %452, %455 ], [ %1039, %1038 ]
  %463 = sub nsw i64 %442, %462
  %464 = icmp sgt i64 %463, 2
  %465 = trunc i64 %463 to i32
  %466 = select i1 %464, i32 3, i32 %465
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  br i1 %58, label %826, label %467

467:                                              ; preds = %461
  %468 = sext i32 %466 to i64
  %469 = tail call i64 @llvm.smin.i64(i64 %462, i64 %456)
  %470 = shl nsw i64 %469, 4
  store i64 %470, ptr %37, align 16
  %471 = icmp sgt i32 %466, 0
  %472 = sub nsw i64 %265, %470
  %473 = select i1 %471, i64 %472, i64 0
  store i64 %473, ptr %38, align 16
  %474 = add nsw i64 %462, 1
  %475 = tail call i64 @llvm.smin.i64(i64 %474, i64 %456)
  %476 = shl nsw i64 %475, 4
  store i64 %476, ptr %305, align 8
  %477 = icmp sgt i32 %466, 1
  %478 = sub nsw i64 %265, %476
  %479 = select i1 %477, i64 %478, i64 0
  store i64 %479, ptr %306, align 8
  %480 = add nsw i64 %462, 2
  %481 = tail call i64 @llvm.smin.i64(i64 %480, i64 %456)
  %482 = shl nsw i64 %481, 4
  store i64 %482, ptr %307, align 16
  %483 = icmp sgt i32 %466, 2
  %484 = sub nsw i64 %265, %482
  %485 = select i1 %483, i64 %484, i64 0
  store i64 %485, ptr %308, align 16
  br label %486

486:                                              ; preds = %467, %804
  %487 = phi i64 [ 0, %467 ], [ %805, %804 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %32, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %31, i8 0, i64 28, i1 false)
  %488 = icmp slt i64 %487, %468
  %489 = getelementptr inbounds nuw i64, ptr %37, i64 %487
  %490 = load i64, ptr %489, align 8
  br i1 %488, label %491, label %499

491:                                              ; preds = %486
  %492 = sub nsw i64 %265, %490
  %493 = tail call i64 @llvm.smin.i64(i64 %492, i64 16)
  %494 = icmp sgt i64 %492, 0
  br i1 %494, label %495, label %499

495:                                              ; preds = %491
  %496 = srem i64 %490, %10
  %497 = sub nsw i64 0, %496
  %498 = sdiv i64 %490, %10
  br label %503

499:                                              ; preds = %736, %486, %491
  br i1 %65, label %500, label %804

500:                                              ; preds = %499
  %501 = getelementptr i64, ptr %35, i64 %487
  %502 = getelementptr i32, ptr %36, i64 %487
  br label %763

503:                                              ; preds = %495, %736
  %504 = phi i64 [ 0, %736 ], [ %497, %495 ]
  %505 = phi i64 [ %509, %736 ], [ 0, %495 ]
  %506 = phi i64 [ %737, %736 ], [ %498, %495 ]
  %507 = add i64 %504, %10
  %508 = add i64 %507, %505
  %509 = tail call i64 @llvm.smin.i64(i64 %508, i64 %493)
  br i1 %65, label %510, label %597

510:                                              ; preds = %503
  %511 = trunc i64 %509 to i32
  %512 = shl nsw i32 -1, %511
  %513 = xor i32 %512, -1
  %514 = trunc i64 %505 to i32
  %515 = shl nsw i32 -1, %514
  %516 = and i32 %515, %513
  br i1 %384, label %595, label %517

517:                                              ; preds = %510
  br i1 %385, label %573, label %518

518:                                              ; preds = %517
  %519 = insertelement <8 x i32> poison, i32 %516, i64 0
  %520 = shufflevector <8 x i32> %519, <8 x i32> poison, <8 x i32> zeroinitializer
  %521 = insertelement <8 x i64> poison, i64 %506, i64 0
  %522 = shufflevector <8 x i64> %521, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %523

523:                                              ; preds = %523, %518
  %524 = phi i64 [ 0, %518 ], [ %569, %523 ]
  %525 = getelementptr inbounds nuw i64, ptr %287, i64 %524
  %526 = getelementptr inbounds nuw i8, ptr %525, i64 64
  %527 = getelementptr inbounds nuw i8, ptr %525, i64 128
  %528 = getelementptr inbounds nuw i8, ptr %525, i64 192
  %529 = load <8 x i64>, ptr %525, align 8
  %530 = load <8 x i64>, ptr %526, align 8
  %531 = load <8 x i64>, ptr %527, align 8
  %532 = load <8 x i64>, ptr %528, align 8
  %533 = add nsw <8 x i64> %529, %522
  %534 = add nsw <8 x i64> %530, %522
  %535 = add nsw <8 x i64> %531, %522
  %536 = add nsw <8 x i64> %532, %522
  %537 = icmp sgt <8 x i64> %533, splat (i64 -1)
  %538 = icmp sgt <8 x i64> %534, splat (i64 -1)
  %539 = icmp sgt <8 x i64> %535, splat (i64 -1)
  %540 = icmp sgt <8 x i64> %536, splat (i64 -1)
  %541 = getelementptr i64, ptr %288, i64 %524
  %542 = getelementptr i8, ptr %541, i64 64
  %543 = getelementptr i8, ptr %541, i64 128
  %544 = getelementptr i8, ptr %541, i64 192
  %545 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %541, <8 x i1> %537, <8 x i64> poison)
  %546 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %542, <8 x i1> %538, <8 x i64> poison)
  %547 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %543, <8 x i1> %539, <8 x i64> poison)
  %548 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %544, <8 x i1> %540, <8 x i64> poison)
  %549 = icmp slt <8 x i64> %533, %545
  %550 = icmp slt <8 x i64> %534, %546
  %551 = icmp slt <8 x i64> %535, %547
  %552 = icmp slt <8 x i64> %536, %548
  %553 = select <8 x i1> %537, <8 x i1> %549, <8 x i1> zeroinitializer
  %554 = select <8 x i1> %538, <8 x i1> %550, <8 x i1> zeroinitializer
  %555 = select <8 x i1> %539, <8 x i1> %551, <8 x i1> zeroinitializer
  %556 = select <8 x i1> %540, <8 x i1> %552, <8 x i1> zeroinitializer
  %557 = getelementptr i32, ptr %31, i64 %524
  %558 = getelementptr i8, ptr %557, i64 32
  %559 = getelementptr i8, ptr %557, i64 64
  %560 = getelementptr i8, ptr %557, i64 96
  %561 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %557, <8 x i1> %553, <8 x i32> poison)
  %562 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %558, <8 x i1> %554, <8 x i32> poison)
  %563 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %559, <8 x i1> %555, <8 x i32> poison)
  %564 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %560, <8 x i1> %556, <8 x i32> poison)
  %565 = or <8 x i32> %561, %520
  %566 = or <8 x i32> %562, %520
  %567 = or <8 x i32> %563, %520
  %568 = or <8 x i32> %564, %520
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %565, ptr align 16 %557, <8 x i1> %553)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %566, ptr align 16 %558, <8 x i1> %554)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %567, ptr align 16 %559, <8 x i1> %555)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %568, ptr align 16 %560, <8 x i1> %556)
  %569 = add nuw i64 %524, 32
  %570 = icmp eq i64 %569, %387
  br i1 %570, label %571, label %523

571:                                              ; preds = %523
  br i1 %388, label %597, label %572

572:                                              ; preds = %571
  br i1 %389, label %595, label %573

573:                                              ; preds = %517, %572
  %574 = phi i64 [ %387, %572 ], [ 0, %517 ]
  %575 = insertelement <8 x i32> poison, i32 %516, i64 0
  %576 = shufflevector <8 x i32> %575, <8 x i32> poison, <8 x i32> zeroinitializer
  %577 = insertelement <8 x i64> poison, i64 %506, i64 0
  %578 = shufflevector <8 x i64> %577, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %579

579:                                              ; preds = %579, %573
  %580 = phi i64 [ %574, %573 ], [ %592, %579 ]
  %581 = getelementptr inbounds nuw i64, ptr %287, i64 %580
  %582 = load <8 x i64>, ptr %581, align 8
  %583 = add nsw <8 x i64> %582, %578
  %584 = icmp sgt <8 x i64> %583, splat (i64 -1)
  %585 = getelementptr i64, ptr %288, i64 %580
  %586 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %585, <8 x i1> %584, <8 x i64> poison)
  %587 = icmp slt <8 x i64> %583, %586
  %588 = select <8 x i1> %584, <8 x i1> %587, <8 x i1> zeroinitializer
  %589 = getelementptr i32, ptr %31, i64 %580
  %590 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %589, <8 x i1> %588, <8 x i32> poison)
  %591 = or <8 x i32> %590, %576
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %591, ptr align 16 %589, <8 x i1> %588)
  %592 = add nuw i64 %580, 8
  %593 = icmp eq i64 %592, %390
  br i1 %593, label %594, label %579

594:                                              ; preds = %579
  br i1 %391, label %597, label %595

595:                                              ; preds = %510, %572, %594
  %596 = phi i64 [ 0, %510 ], [ %387, %572 ], [ %390, %594 ]
  br label %719

597:                                              ; preds = %733, %571, %594, %503
  br i1 %199, label %598, label %736

598:                                              ; preds = %597
  %599 = add i64 %505, %504
  br i1 %392, label %717, label %600

600:                                              ; preds = %598
  br i1 %393, label %686, label %601

601:                                              ; preds = %600
  %602 = insertelement <8 x i64> poison, i64 %599, i64 0
  %603 = shufflevector <8 x i64> %602, <8 x i64> poison, <8 x i32> zeroinitializer
  %604 = insertelement <8 x i64> poison, i64 %505, i64 0
  %605 = shufflevector <8 x i64> %604, <8 x i64> poison, <8 x i32> zeroinitializer
  %606 = insertelement <8 x i64> poison, i64 %509, i64 0
  %607 = shufflevector <8 x i64> %606, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %608

608:                                              ; preds = %608, %601
  %609 = phi i64 [ 0, %601 ], [ %682, %608 ]
  %610 = getelementptr inbounds nuw i64, ptr %289, i64 %609
  %611 = getelementptr inbounds nuw i8, ptr %610, i64 64
  %612 = getelementptr inbounds nuw i8, ptr %610, i64 128
  %613 = getelementptr inbounds nuw i8, ptr %610, i64 192
  %614 = load <8 x i64>, ptr %610, align 8
  %615 = load <8 x i64>, ptr %611, align 8
  %616 = load <8 x i64>, ptr %612, align 8
  %617 = load <8 x i64>, ptr %613, align 8
  %618 = sub <8 x i64> %603, %614
  %619 = sub <8 x i64> %603, %615
  %620 = sub <8 x i64> %603, %616
  %621 = sub <8 x i64> %603, %617
  %622 = getelementptr inbounds nuw i64, ptr %290, i64 %609
  %623 = getelementptr inbounds nuw i8, ptr %622, i64 64
  %624 = getelementptr inbounds nuw i8, ptr %622, i64 128
  %625 = getelementptr inbounds nuw i8, ptr %622, i64 192
  %626 = load <8 x i64>, ptr %622, align 8
  %627 = load <8 x i64>, ptr %623, align 8
  %628 = load <8 x i64>, ptr %624, align 8
  %629 = load <8 x i64>, ptr %625, align 8
  %630 = add nsw <8 x i64> %618, %626
  %631 = add nsw <8 x i64> %619, %627
  %632 = add nsw <8 x i64> %620, %628
  %633 = add nsw <8 x i64> %621, %629
  %634 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %618, <8 x i64> %605)
  %635 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %619, <8 x i64> %605)
  %636 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %620, <8 x i64> %605)
  %637 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %621, <8 x i64> %605)
  %638 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %630, <8 x i64> %607)
  %639 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %631, <8 x i64> %607)
  %640 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %632, <8 x i64> %607)
  %641 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %633, <8 x i64> %607)
  %642 = icmp slt <8 x i64> %634, %638
  %643 = icmp slt <8 x i64> %635, %639
  %644 = icmp slt <8 x i64> %636, %640
  %645 = icmp slt <8 x i64> %637, %641
  %646 = trunc <8 x i64> %638 to <8 x i32>
  %647 = trunc <8 x i64> %639 to <8 x i32>
  %648 = trunc <8 x i64> %640 to <8 x i32>
  %649 = trunc <8 x i64> %641 to <8 x i32>
  %650 = shl nsw <8 x i32> splat (i32 -1), %646
  %651 = shl nsw <8 x i32> splat (i32 -1), %647
  %652 = shl nsw <8 x i32> splat (i32 -1), %648
  %653 = shl nsw <8 x i32> splat (i32 -1), %649
  %654 = xor <8 x i32> %650, splat (i32 -1)
  %655 = xor <8 x i32> %651, splat (i32 -1)
  %656 = xor <8 x i32> %652, splat (i32 -1)
  %657 = xor <8 x i32> %653, splat (i32 -1)
  %658 = trunc <8 x i64> %634 to <8 x i32>
  %659 = trunc <8 x i64> %635 to <8 x i32>
  %660 = trunc <8 x i64> %636 to <8 x i32>
  %661 = trunc <8 x i64> %637 to <8 x i32>
  %662 = shl nsw <8 x i32> splat (i32 -1), %658
  %663 = shl nsw <8 x i32> splat (i32 -1), %659
  %664 = shl nsw <8 x i32> splat (i32 -1), %660
  %665 = shl nsw <8 x i32> splat (i32 -1), %661
  %666 = and <8 x i32> %662, %654
  %667 = and <8 x i32> %663, %655
  %668 = and <8 x i32> %664, %656
  %669 = and <8 x i32> %665, %657
  %670 = getelementptr i32, ptr %32, i64 %609
  %671 = getelementptr i8, ptr %670, i64 32
  %672 = getelementptr i8, ptr %670, i64 64
  %673 = getelementptr i8, ptr %670, i64 96
  %674 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %670, <8 x i1> %642, <8 x i32> poison)
  %675 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %671, <8 x i1> %643, <8 x i32> poison)
  %676 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %672, <8 x i1> %644, <8 x i32> poison)
  %677 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %673, <8 x i1> %645, <8 x i32> poison)
  %678 = or <8 x i32> %674, %666
  %679 = or <8 x i32> %675, %667
  %680 = or <8 x i32> %676, %668
  %681 = or <8 x i32> %677, %669
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %678, ptr align 16 %670, <8 x i1> %642)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %679, ptr align 16 %671, <8 x i1> %643)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %680, ptr align 16 %672, <8 x i1> %644)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %681, ptr align 16 %673, <8 x i1> %645)
  %682 = add nuw i64 %609, 32
  %683 = icmp eq i64 %682, %395
  br i1 %683, label %684, label %608

684:                                              ; preds = %608
  br i1 %396, label %736, label %685

685:                                              ; preds = %684
  br i1 %397, label %717, label %686

686:                                              ; preds = %600, %685
  %687 = phi i64 [ %395, %685 ], [ 0, %600 ]
  %688 = insertelement <8 x i64> poison, i64 %599, i64 0
  %689 = shufflevector <8 x i64> %688, <8 x i64> poison, <8 x i32> zeroinitializer
  %690 = insertelement <8 x i64> poison, i64 %505, i64 0
  %691 = shufflevector <8 x i64> %690, <8 x i64> poison, <8 x i32> zeroinitializer
  %692 = insertelement <8 x i64> poison, i64 %509, i64 0
  %693 = shufflevector <8 x i64> %692, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %694

694:                                              ; preds = %694, %686
  %695 = phi i64 [ %687, %686 ], [ %714, %694 ]
  %696 = getelementptr inbounds nuw i64, ptr %289, i64 %695
  %697 = load <8 x i64>, ptr %696, align 8
  %698 = sub <8 x i64> %689, %697
  %699 = getelementptr inbounds nuw i64, ptr %290, i64 %695
  %700 = load <8 x i64>, ptr %699, align 8
  %701 = add nsw <8 x i64> %698, %700
  %702 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %698, <8 x i64> %691)
  %703 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %701, <8 x i64> %693)
  %704 = icmp slt <8 x i64> %702, %703
  %705 = trunc <8 x i64> %703 to <8 x i32>
  %706 = shl nsw <8 x i32> splat (i32 -1), %705
  %707 = xor <8 x i32> %706, splat (i32 -1)
  %708 = trunc <8 x i64> %702 to <8 x i32>
  %709 = shl nsw <8 x i32> splat (i32 -1), %708
  %710 = and <8 x i32> %709, %707
  %711 = getelementptr i32, ptr %32, i64 %695
  %712 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %711, <8 x i1> %704, <8 x i32> poison)
  %713 = or <8 x i32> %712, %710
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %713, ptr align 16 %711, <8 x i1> %704)
  %714 = add nuw i64 %695, 8
  %715 = icmp eq i64 %714, %398
  br i1 %715, label %716, label %694

716:                                              ; preds = %694
  br i1 %399, label %736, label %717

717:                                              ; preds = %598, %685, %716
  %718 = phi i64 [ 0, %598 ], [ %395, %685 ], [ %398, %716 ]
  br label %739

719:                                              ; preds = %595, %733
  %720 = phi i64 [ %734, %733 ], [ %596, %595 ]
  %721 = getelementptr inbounds nuw i64, ptr %287, i64 %720
  %722 = load i64, ptr %721, align 8
  %723 = add nsw i64 %722, %506
  %724 = icmp sgt i64 %723, -1
  br i1 %724, label %725, label %733

725:                                              ; preds = %719
  %726 = getelementptr inbounds nuw i64, ptr %288, i64 %720
  %727 = load i64, ptr %726, align 8
  %728 = icmp slt i64 %723, %727
  br i1 %728, label %729, label %733

729:                                              ; preds = %725
  %730 = getelementptr inbounds nuw i32, ptr %31, i64 %720
  %731 = load i32, ptr %730, align 4
  %732 = or i32 %731, %516
  store i32 %732, ptr %730, align 4
  br label %733

733:                                              ; preds = %729, %725, %719
  %734 = add nuw nsw i64 %720, 1
  %735 = icmp eq i64 %734, %11
  br i1 %735, label %597, label %719

736:                                              ; preds = %760, %684, %716, %597
  %737 = add nsw i64 %506, 1
  %738 = icmp slt i64 %508, %493
  br i1 %738, label %503, label %499

739:                                              ; preds = %717, %760
  %740 = phi i64 [ %761, %760 ], [ %718, %717 ]
  %741 = getelementptr inbounds nuw i64, ptr %289, i64 %740
  %742 = load i64, ptr %741, align 8
  %743 = sub i64 %599, %742
  %744 = getelementptr inbounds nuw i64, ptr %290, i64 %740
  %745 = load i64, ptr %744, align 8
  %746 = add nsw i64 %743, %745
  %747 = tail call i64 @llvm.smax.i64(i64 %743, i64 %505)
  %748 = tail call i64 @llvm.smin.i64(i64 %746, i64 %509)
  %749 = icmp slt i64 %747, %748
  br i1 %749, label %750, label %760

750:                                              ; preds = %739
  %751 = trunc i64 %748 to i32
  %752 = shl nsw i32 -1, %751
  %753 = xor i32 %752, -1
  %754 = trunc i64 %747 to i32
  %755 = shl nsw i32 -1, %754
  %756 = and i32 %755, %753
  %757 = getelementptr inbounds nuw i32, ptr %32, i64 %740
  %758 = load i32, ptr %757, align 4
  %759 = or i32 %758, %756
  store i32 %759, ptr %757, align 4
  br label %760

760:                                              ; preds = %750, %739
  %761 = add nuw nsw i64 %740, 1
  %762 = icmp eq i64 %761, %12
  br i1 %762, label %736, label %739

763:                                              ; preds = %500, %807
  %764 = phi i64 [ 0, %500 ], [ %808, %807 ]
  br i1 %199, label %765, label %807

765:                                              ; preds = %763
  %766 = getelementptr inbounds nuw i64, ptr %34, i64 %764
  %767 = load i64, ptr %766, align 8
  %768 = getelementptr inbounds nuw i64, ptr %287, i64 %764
  %769 = load i64, ptr %768, align 8
  %770 = mul nsw i64 %769, %10
  %771 = add i64 %767, %490
  %772 = add i64 %771, %770
  %773 = mul nuw nsw i64 %764, %12
  %774 = getelementptr inbounds nuw i32, ptr %31, i64 %764
  %775 = load i32, ptr %774, align 4
  br i1 %400, label %802, label %776

776:                                              ; preds = %765
  %777 = insertelement <8 x i64> poison, i64 %772, i64 0
  %778 = shufflevector <8 x i64> %777, <8 x i64> poison, <8 x i32> zeroinitializer
  %779 = insertelement <8 x i64> poison, i64 %773, i64 0
  %780 = shufflevector <8 x i64> %779, <8 x i64> poison, <8 x i32> zeroinitializer
  %781 = insertelement <8 x i32> poison, i32 %775, i64 0
  %782 = shufflevector <8 x i32> %781, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %783

783:                                              ; preds = %783, %776
  %784 = phi i64 [ 0, %776 ], [ %798, %783 ]
  %785 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %776 ], [ %799, %783 ]
  %786 = getelementptr inbounds nuw i64, ptr %291, i64 %784
  %787 = load <8 x i64>, ptr %786, align 8
  %788 = getelementptr inbounds nuw i64, ptr %289, i64 %784
  %789 = load <8 x i64>, ptr %788, align 8
  %790 = add <8 x i64> %787, %778
  %791 = add nsw <8 x i64> %790, %789
  %792 = add nuw nsw <8 x i64> %785, %780
  %793 = getelementptr [3 x i64], ptr %501, <8 x i64> %792
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %791, <8 x ptr> align 8 %793, <8 x i1> splat (i1 true))
  %794 = getelementptr inbounds nuw i32, ptr %32, i64 %784
  %795 = load <8 x i32>, ptr %794, align 16
  %796 = and <8 x i32> %795, %782
  %797 = getelementptr [3 x i32], ptr %502, <8 x i64> %792
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %796, <8 x ptr> align 4 %797, <8 x i1> splat (i1 true))
  %798 = add nuw i64 %784, 8
  %799 = add nuw nsw <8 x i64> %785, splat (i64 8)
  %800 = icmp eq i64 %798, %401
  br i1 %800, label %801, label %783

801:                                              ; preds = %783
  br i1 %402, label %807, label %802

802:                                              ; preds = %765, %801
  %803 = phi i64 [ 0, %765 ], [ %401, %801 ]
  br label %810

804:                                              ; preds = %807, %499
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  %805 = add nuw nsw i64 %487, 1
  %806 = icmp eq i64 %805, 3
  br i1 %806, label %1003, label %486

807:                                              ; preds = %810, %801, %763
  %808 = add nuw nsw i64 %764, 1
  %809 = icmp eq i64 %808, %11
  br i1 %809, label %804, label %763

810:                                              ; preds = %802, %810
  %811 = phi i64 [ %824, %810 ], [ %803, %802 ]
  %812 = getelementptr inbounds nuw i64, ptr %291, i64 %811
  %813 = load i64, ptr %812, align 8
  %814 = getelementptr inbounds nuw i64, ptr %289, i64 %811
  %815 = load i64, ptr %814, align 8
  %816 = add i64 %813, %772
  %817 = add nsw i64 %816, %815
  %818 = add nuw nsw i64 %811, %773
  %819 = getelementptr [3 x i64], ptr %501, i64 %818
  store i64 %817, ptr %819, align 8
  %820 = getelementptr inbounds nuw i32, ptr %32, i64 %811
  %821 = load i32, ptr %820, align 4
  %822 = and i32 %821, %775
  %823 = getelementptr [3 x i32], ptr %502, i64 %818
  store i32 %822, ptr %823, align 4
  %824 = add nuw nsw i64 %811, 1
  %825 = icmp eq i64 %824, %12
  br i1 %825, label %807, label %810

826:                                              ; preds = %461
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  call void @llvm.lifetime.start.p0(ptr nonnull %40)
  %827 = tail call i64 @llvm.smin.i64(i64 %462, i64 %456)
  %828 = sdiv i64 %827, %267
  store i64 %828, ptr %39, align 16
  %829 = srem i64 %827, %267
  %830 = shl nsw i64 %829, 4
  store i64 %830, ptr %40, align 16
  %831 = mul nsw i64 %828, %10
  %832 = add nsw i64 %830, %831
  store i64 %832, ptr %37, align 16
  %833 = icmp sgt i32 %466, 0
  %834 = sub nsw i64 %10, %830
  %835 = select i1 %833, i64 %834, i64 0
  store i64 %835, ptr %38, align 16
  %836 = add nsw i64 %462, 1
  %837 = tail call i64 @llvm.smin.i64(i64 %836, i64 %456)
  %838 = sdiv i64 %837, %267
  store i64 %838, ptr %309, align 8
  %839 = srem i64 %837, %267
  %840 = shl nsw i64 %839, 4
  store i64 %840, ptr %310, align 8
  %841 = mul nsw i64 %838, %10
  %842 = add nsw i64 %840, %841
  store i64 %842, ptr %311, align 8
  %843 = icmp sgt i32 %466, 1
  %844 = sub nsw i64 %10, %840
  %845 = select i1 %843, i64 %844, i64 0
  store i64 %845, ptr %312, align 8
  %846 = add nsw i64 %462, 2
  %847 = tail call i64 @llvm.smin.i64(i64 %846, i64 %456)
  %848 = sdiv i64 %847, %267
  store i64 %848, ptr %313, align 16
  %849 = srem i64 %847, %267
  %850 = shl nsw i64 %849, 4
  store i64 %850, ptr %314, align 16
  %851 = mul nsw i64 %848, %10
  %852 = add nsw i64 %850, %851
  store i64 %852, ptr %315, align 16
  %853 = icmp sgt i32 %466, 2
  %854 = sub nsw i64 %10, %850
  %855 = select i1 %853, i64 %854, i64 0
  store i64 %855, ptr %316, align 16
  br i1 %65, label %856, label %1002

856:                                              ; preds = %826
  %857 = sext i32 %466 to i64
  %858 = icmp slt i32 %466, 3
  %859 = icmp sgt i32 %466, 0
  %860 = shl nsw i64 %857, 3
  %861 = sub i32 2, %466
  %862 = zext i32 %861 to i64
  %863 = shl nuw nsw i64 %862, 3
  %864 = add nuw nsw i64 %863, 8
  %865 = shl nsw i64 %857, 2
  %866 = shl nuw nsw i64 %862, 2
  %867 = add nuw nsw i64 %866, 4
  %868 = getelementptr i8, ptr %35, i64 %860
  %869 = getelementptr i8, ptr %36, i64 %865
  %870 = zext i32 %466 to i64
  %871 = icmp ult i32 %466, 8
  %872 = and i64 %870, 4294967288
  %873 = icmp eq i64 %872, %870
  br label %874

874:                                              ; preds = %856, %887
  %875 = phi i64 [ 0, %856 ], [ %888, %887 ]
  br i1 %199, label %876, label %887

876:                                              ; preds = %874
  %877 = mul i64 %303, %875
  %878 = mul i64 %304, %875
  %879 = mul nuw nsw i64 %875, %12
  %880 = getelementptr inbounds nuw i64, ptr %287, i64 %875
  %881 = getelementptr inbounds nuw i64, ptr %288, i64 %875
  %882 = getelementptr inbounds nuw i64, ptr %34, i64 %875
  %883 = getelementptr i8, ptr %868, i64 %877
  %884 = getelementptr i8, ptr %869, i64 %878
  %885 = insertelement <8 x ptr> poison, ptr %881, i64 0
  %886 = shufflevector <8 x ptr> %885, <8 x ptr> poison, <8 x i32> zeroinitializer
  br label %890

887:                                              ; preds = %960, %874
  %888 = add nuw nsw i64 %875, 1
  %889 = icmp eq i64 %888, %11
  br i1 %889, label %1002, label %874

890:                                              ; preds = %876, %960
  %891 = phi i64 [ 0, %876 ], [ %961, %960 ]
  %892 = add nuw nsw i64 %891, %879
  br i1 %858, label %893, label %898

893:                                              ; preds = %890
  %894 = mul i64 %891, 24
  %895 = getelementptr i8, ptr %883, i64 %894
  %896 = mul i64 %891, 12
  %897 = getelementptr i8, ptr %884, i64 %896
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %895, i8 0, i64 %864, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %897, i8 0, i64 %867, i1 false)
  br i1 %859, label %898, label %960

898:                                              ; preds = %890, %893
  %899 = load i64, ptr %880, align 8
  %900 = getelementptr inbounds nuw i64, ptr %289, i64 %891
  %901 = load i64, ptr %900, align 8
  %902 = getelementptr inbounds nuw i64, ptr %290, i64 %891
  %903 = load i64, ptr %902, align 8
  %904 = load i64, ptr %882, align 8
  %905 = getelementptr inbounds nuw i64, ptr %291, i64 %891
  %906 = load i64, ptr %905, align 8
  %907 = add i64 %904, %906
  %908 = getelementptr inbounds nuw [3 x i64], ptr %35, i64 %892
  %909 = getelementptr inbounds nuw [3 x i32], ptr %36, i64 %892
  br i1 %871, label %958, label %910

910:                                              ; preds = %898
  %911 = insertelement <8 x i64> poison, i64 %899, i64 0
  %912 = shufflevector <8 x i64> %911, <8 x i64> poison, <8 x i32> zeroinitializer
  %913 = insertelement <8 x i64> poison, i64 %901, i64 0
  %914 = shufflevector <8 x i64> %913, <8 x i64> poison, <8 x i32> zeroinitializer
  %915 = insertelement <8 x i64> poison, i64 %903, i64 0
  %916 = shufflevector <8 x i64> %915, <8 x i64> poison, <8 x i32> zeroinitializer
  %917 = insertelement <8 x i64> poison, i64 %907, i64 0
  %918 = shufflevector <8 x i64> %917, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %919

919:                                              ; preds = %919, %910
  %920 = phi i64 [ 0, %910 ], [ %955, %919 ]
  %921 = getelementptr inbounds nuw i64, ptr %39, i64 %920
  %922 = load <8 x i64>, ptr %921, align 16
  %923 = add nsw <8 x i64> %912, %922
  %924 = getelementptr inbounds nuw i64, ptr %40, i64 %920
  %925 = load <8 x i64>, ptr %924, align 16
  %926 = add nsw <8 x i64> %914, %925
  %927 = icmp sgt <8 x i64> %923, splat (i64 -1)
  %928 = call <8 x i64> @llvm.masked.gather.v8i64.v8p0(<8 x ptr> align 8 %886, <8 x i1> %927, <8 x i64> poison)
  %929 = icmp slt <8 x i64> %923, %928
  %930 = freeze <8 x i1> %929
  %931 = and <8 x i1> %927, %930
  %932 = icmp slt <8 x i64> %926, zeroinitializer
  %933 = sub nsw <8 x i64> zeroinitializer, %926
  %934 = select <8 x i1> %932, <8 x i64> %933, <8 x i64> zeroinitializer
  %935 = sub nsw <8 x i64> %916, %926
  %936 = sub nsw <8 x i64> %404, %925
  %937 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %935, <8 x i64> %936)
  %938 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %937, <8 x i64> splat (i64 16))
  %939 = icmp sgt <8 x i64> %938, %934
  %940 = and <8 x i1> %927, %930
  %941 = select <8 x i1> %940, <8 x i1> %939, <8 x i1> zeroinitializer
  %942 = select <8 x i1> %931, <8 x i64> %923, <8 x i64> zeroinitializer
  %943 = mul nsw <8 x i64> %406, %942
  %944 = add <8 x i64> %926, %918
  %945 = add <8 x i64> %944, %943
  %946 = getelementptr inbounds nuw i64, ptr %908, i64 %920
  store <8 x i64> %945, ptr %946, align 8
  %947 = trunc <8 x i64> %938 to <8 x i32>
  %948 = shl nsw <8 x i32> splat (i32 -1), %947
  %949 = xor <8 x i32> %948, splat (i32 -1)
  %950 = trunc <8 x i64> %934 to <8 x i32>
  %951 = shl nsw <8 x i32> splat (i32 -1), %950
  %952 = and <8 x i32> %951, %949
  %953 = select <8 x i1> %941, <8 x i32> %952, <8 x i32> zeroinitializer
  %954 = getelementptr inbounds nuw i32, ptr %909, i64 %920
  store <8 x i32> %953, ptr %954, align 4
  %955 = add nuw i64 %920, 8
  %956 = icmp eq i64 %955, %872
  br i1 %956, label %957, label %919

957:                                              ; preds = %919
  br i1 %873, label %960, label %958

958:                                              ; preds = %898, %957
  %959 = phi i64 [ 0, %898 ], [ %872, %957 ]
  br label %963

960:                                              ; preds = %976, %957, %893
  %961 = add nuw nsw i64 %891, 1
  %962 = icmp eq i64 %961, %12
  br i1 %962, label %887, label %890

963:                                              ; preds = %958, %976
  %964 = phi i64 [ %1000, %976 ], [ %959, %958 ]
  %965 = getelementptr inbounds nuw i64, ptr %39, i64 %964
  %966 = load i64, ptr %965, align 8
  %967 = add nsw i64 %899, %966
  %968 = getelementptr inbounds nuw i64, ptr %40, i64 %964
  %969 = load i64, ptr %968, align 8
  %970 = add nsw i64 %901, %969
  %971 = icmp sgt i64 %967, -1
  br i1 %971, label %972, label %976

972:                                              ; preds = %963
  %973 = load i64, ptr %881, align 8
  %974 = icmp slt i64 %967, %973
  %975 = freeze i1 %974
  br label %976

976:                                              ; preds = %972, %963
  %977 = phi i1 [ false, %963 ], [ %975, %972 ]
  %978 = icmp slt i64 %970, 0
  %979 = sub nsw i64 0, %970
  %980 = select i1 %978, i64 %979, i64 0
  %981 = sub nsw i64 %903, %970
  %982 = sub nsw i64 %10, %969
  %983 = tail call i64 @llvm.smin.i64(i64 %981, i64 %982)
  %984 = tail call i64 @llvm.smin.i64(i64 %983, i64 16)
  %985 = icmp sgt i64 %984, %980
  %986 = select i1 %977, i1 %985, i1 false
  %987 = select i1 %977, i64 %967, i64 0
  %988 = mul nsw i64 %292, %987
  %989 = add i64 %970, %907
  %990 = add i64 %989, %988
  %991 = getelementptr inbounds nuw i64, ptr %908, i64 %964
  store i64 %990, ptr %991, align 8
  %992 = trunc i64 %984 to i32
  %993 = shl nsw i32 -1, %992
  %994 = xor i32 %993, -1
  %995 = trunc i64 %980 to i32
  %996 = shl nsw i32 -1, %995
  %997 = and i32 %996, %994
  %998 = select i1 %986, i32 %997, i32 0
  %999 = getelementptr inbounds nuw i32, ptr %909, i64 %964
  store i32 %998, ptr %999, align 4
  %1000 = add nuw nsw i64 %964, 1
  %1001 = icmp eq i64 %1000, %870
  br i1 %1001, label %960, label %963

1002:                                             ; preds = %887, %826
  call void @llvm.lifetime.end.p0(ptr nonnull %40)
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  br label %1003

1003:                                             ; preds = %804, %1002
  %1004 = phi i64 [ %852, %1002 ], [ %482, %804 ]
  %1005 = phi i64 [ %842, %1002 ], [ %476, %804 ]
  %1006 = phi i64 [ %832, %1002 ], [ %470, %804 ]
  %1007 = phi i64 [ %855, %1002 ], [ %485, %804 ]
  %1008 = phi i64 [ %845, %1002 ], [ %479, %804 ]
  %1009 = phi i64 [ %835, %1002 ], [ %473, %804 ]
  br i1 %457, label %1010, label %1038

1010:                                             ; preds = %1003
  %1011 = icmp eq i32 %466, 3
  %1012 = icmp sgt i32 %466, 0
  %1013 = zext nneg i32 %466 to i64
  %1014 = icmp sgt i64 %1009, 15
  %1015 = trunc i64 %1009 to i32
  %1016 = shl nsw i32 -1, %1015
  %1017 = trunc i32 %1016 to i16
  %1018 = xor i16 %1017, -1
  %1019 = select i1 %1014, i16 -1, i16 %1018
  %1020 = icmp sgt i64 %1008, 15
  %1021 = trunc i64 %1008 to i32
  %1022 = shl nsw i32 -1, %1021
  %1023 = trunc i32 %1022 to i16
  %1024 = xor i16 %1023, -1
  %1025 = select i1 %1020, i16 -1, i16 %1024
  %1026 = icmp sgt i64 %1007, 15
  %1027 = trunc i64 %1007 to i32
  %1028 = shl nsw i32 -1, %1027
  %1029 = trunc i32 %1028 to i16
  %1030 = xor i16 %1029, -1
  %1031 = select i1 %1026, i16 -1, i16 %1030
  %1032 = bitcast i16 %1019 to <16 x i1>
  %1033 = bitcast i16 %1025 to <16 x i1>
  %1034 = bitcast i16 %1031 to <16 x i1>
  %1035 = bitcast i16 %1019 to <16 x i1>
  %1036 = bitcast i16 %1025 to <16 x i1>
  %1037 = bitcast i16 %1031 to <16 x i1>
  br label %1041

1038:                                             ; preds = %2465, %1003
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  %1039 = add nsw i64 %462, 3
  %1040 = icmp slt i64 %1039, %442
  br i1 %1040, label %461, label %458

1041:                                             ; preds = %1010, %2465
  %1042 = phi i64 [ %453, %1010 ], [ %2466, %2465 ]
  %1043 = sub nsw i64 %439, %1042
  %1044 = icmp sgt i64 %1043, 7
  %1045 = select i1 %1044, i64 %1042, i64 %293
  %1046 = sub nsw i64 %1042, %1045
  br i1 %1011, label %1105, label %1047

1047:                                             ; preds = %1041
  br i1 %1012, label %1048, label %2465

1048:                                             ; preds = %1047
  %1049 = mul i64 %297, %1045
  %1050 = getelementptr inbounds float, ptr %43, i64 %1045
  %1051 = getelementptr inbounds float, ptr %42, i64 %1049
  %1052 = getelementptr inbounds nuw i8, ptr %1050, i64 4
  %1053 = getelementptr inbounds nuw i8, ptr %1050, i64 8
  %1054 = getelementptr inbounds nuw i8, ptr %1050, i64 12
  %1055 = getelementptr inbounds nuw i8, ptr %1050, i64 16
  %1056 = getelementptr inbounds nuw i8, ptr %1050, i64 20
  %1057 = getelementptr inbounds nuw i8, ptr %1050, i64 24
  %1058 = getelementptr inbounds nuw i8, ptr %1050, i64 28
  %1059 = mul nsw i64 %1045, %265
  %1060 = getelementptr inbounds float, ptr %446, i64 %1059
  %1061 = add nsw i64 %1045, 1
  %1062 = mul nsw i64 %1061, %265
  %1063 = getelementptr inbounds float, ptr %446, i64 %1062
  %1064 = add nsw i64 %1045, 2
  %1065 = mul nsw i64 %1064, %265
  %1066 = getelementptr inbounds float, ptr %446, i64 %1065
  %1067 = add nsw i64 %1045, 3
  %1068 = mul nsw i64 %1067, %265
  %1069 = getelementptr inbounds float, ptr %446, i64 %1068
  %1070 = add nsw i64 %1045, 4
  %1071 = mul nsw i64 %1070, %265
  %1072 = getelementptr inbounds float, ptr %446, i64 %1071
  %1073 = add nsw i64 %1045, 5
  %1074 = mul nsw i64 %1073, %265
  %1075 = getelementptr inbounds float, ptr %446, i64 %1074
  %1076 = add nsw i64 %1045, 6
  %1077 = mul nsw i64 %1076, %265
  %1078 = getelementptr inbounds float, ptr %446, i64 %1077
  %1079 = add nsw i64 %1045, 7
  %1080 = mul nsw i64 %1079, %265
  %1081 = getelementptr inbounds float, ptr %446, i64 %1080
  %1082 = mul nsw i64 %1045, %265
  %1083 = icmp sgt i64 %1046, 0
  %1084 = add nsw i64 %1045, 1
  %1085 = mul nsw i64 %1084, %265
  %1086 = icmp sgt i64 %1046, 1
  %1087 = add nsw i64 %1045, 2
  %1088 = mul nsw i64 %1087, %265
  %1089 = icmp sgt i64 %1046, 2
  %1090 = add nsw i64 %1045, 3
  %1091 = mul nsw i64 %1090, %265
  %1092 = icmp sgt i64 %1046, 3
  %1093 = add nsw i64 %1045, 4
  %1094 = mul nsw i64 %1093, %265
  %1095 = icmp sgt i64 %1046, 4
  %1096 = add nsw i64 %1045, 5
  %1097 = mul nsw i64 %1096, %265
  %1098 = icmp sgt i64 %1046, 5
  %1099 = add nsw i64 %1045, 6
  %1100 = mul nsw i64 %1099, %265
  %1101 = icmp sgt i64 %1046, 6
  %1102 = add nsw i64 %1045, 7
  %1103 = mul nsw i64 %1102, %265
  %1104 = icmp sgt i64 %1046, 7
  br label %1752

1105:                                             ; preds = %1041
  %1106 = getelementptr inbounds float, ptr %43, i64 %1045
  br i1 %296, label %1115, label %1107

1107:                                             ; preds = %1105
  %1108 = load float, ptr %1106, align 4
  %1109 = insertelement <16 x float> poison, float %1108, i64 0
  %1110 = shufflevector <16 x float> %1109, <16 x float> poison, <16 x i32> zeroinitializer
  %1111 = insertelement <16 x float> poison, float %1108, i64 0
  %1112 = shufflevector <16 x float> %1111, <16 x float> poison, <16 x i32> zeroinitializer
  %1113 = insertelement <16 x float> poison, float %1108, i64 0
  %1114 = shufflevector <16 x float> %1113, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1124

1115:                                             ; preds = %1105
  %1116 = mul nsw i64 %1045, %265
  %1117 = getelementptr inbounds float, ptr %446, i64 %1116
  %1118 = getelementptr inbounds float, ptr %1117, i64 %1006
  %1119 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1118, <16 x i1> %1032, <16 x float> zeroinitializer)
  %1120 = getelementptr inbounds float, ptr %1117, i64 %1005
  %1121 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1120, <16 x i1> %1033, <16 x float> zeroinitializer)
  %1122 = getelementptr inbounds float, ptr %1117, i64 %1004
  %1123 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1122, <16 x i1> %1034, <16 x float> zeroinitializer)
  br label %1124

1124:                                             ; preds = %1115, %1107
  %1125 = phi <16 x float> [ %1121, %1115 ], [ %1112, %1107 ]
  %1126 = phi <16 x float> [ %1119, %1115 ], [ %1110, %1107 ]
  %1127 = phi <16 x float> [ %1123, %1115 ], [ %1114, %1107 ]
  br i1 %296, label %1137, label %1128

1128:                                             ; preds = %1124
  %1129 = getelementptr inbounds nuw i8, ptr %1106, i64 4
  %1130 = load float, ptr %1129, align 4
  %1131 = insertelement <16 x float> poison, float %1130, i64 0
  %1132 = shufflevector <16 x float> %1131, <16 x float> poison, <16 x i32> zeroinitializer
  %1133 = insertelement <16 x float> poison, float %1130, i64 0
  %1134 = shufflevector <16 x float> %1133, <16 x float> poison, <16 x i32> zeroinitializer
  %1135 = insertelement <16 x float> poison, float %1130, i64 0
  %1136 = shufflevector <16 x float> %1135, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1147

1137:                                             ; preds = %1124
  %1138 = add nsw i64 %1045, 1
  %1139 = mul nsw i64 %1138, %265
  %1140 = getelementptr inbounds float, ptr %446, i64 %1139
  %1141 = getelementptr inbounds float, ptr %1140, i64 %1006
  %1142 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1141, <16 x i1> %1032, <16 x float> zeroinitializer)
  %1143 = getelementptr inbounds float, ptr %1140, i64 %1005
  %1144 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1143, <16 x i1> %1033, <16 x float> zeroinitializer)
  %1145 = getelementptr inbounds float, ptr %1140, i64 %1004
  %1146 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1145, <16 x i1> %1034, <16 x float> zeroinitializer)
  br label %1147

1147:                                             ; preds = %1137, %1128
  %1148 = phi <16 x float> [ %1144, %1137 ], [ %1134, %1128 ]
  %1149 = phi <16 x float> [ %1142, %1137 ], [ %1132, %1128 ]
  %1150 = phi <16 x float> [ %1146, %1137 ], [ %1136, %1128 ]
  br i1 %296, label %1160, label %1151

1151:                                             ; preds = %1147
  %1152 = getelementptr inbounds nuw i8, ptr %1106, i64 8
  %1153 = load float, ptr %1152, align 4
  %1154 = insertelement <16 x float> poison, float %1153, i64 0
  %1155 = shufflevector <16 x float> %1154, <16 x float> poison, <16 x i32> zeroinitializer
  %1156 = insertelement <16 x float> poison, float %1153, i64 0
  %1157 = shufflevector <16 x float> %1156, <16 x float> poison, <16 x i32> zeroinitializer
  %1158 = insertelement <16 x float> poison, float %1153, i64 0
  %1159 = shufflevector <16 x float> %1158, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1170

1160:                                             ; preds = %1147
  %1161 = add nsw i64 %1045, 2
  %1162 = mul nsw i64 %1161, %265
  %1163 = getelementptr inbounds float, ptr %446, i64 %1162
  %1164 = getelementptr inbounds float, ptr %1163, i64 %1006
  %1165 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1164, <16 x i1> %1032, <16 x float> zeroinitializer)
  %1166 = getelementptr inbounds float, ptr %1163, i64 %1005
  %1167 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1166, <16 x i1> %1033, <16 x float> zeroinitializer)
  %1168 = getelementptr inbounds float, ptr %1163, i64 %1004
  %1169 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1168, <16 x i1> %1034, <16 x float> zeroinitializer)
  br label %1170

1170:                                             ; preds = %1160, %1151
  %1171 = phi <16 x float> [ %1167, %1160 ], [ %1157, %1151 ]
  %1172 = phi <16 x float> [ %1165, %1160 ], [ %1155, %1151 ]
  %1173 = phi <16 x float> [ %1169, %1160 ], [ %1159, %1151 ]
  br i1 %296, label %1183, label %1174

1174:                                             ; preds = %1170
  %1175 = getelementptr inbounds nuw i8, ptr %1106, i64 12
  %1176 = load float, ptr %1175, align 4
  %1177 = insertelement <16 x float> poison, float %1176, i64 0
  %1178 = shufflevector <16 x float> %1177, <16 x float> poison, <16 x i32> zeroinitializer
  %1179 = insertelement <16 x float> poison, float %1176, i64 0
  %1180 = shufflevector <16 x float> %1179, <16 x float> poison, <16 x i32> zeroinitializer
  %1181 = insertelement <16 x float> poison, float %1176, i64 0
  %1182 = shufflevector <16 x float> %1181, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1193

1183:                                             ; preds = %1170
  %1184 = add nsw i64 %1045, 3
  %1185 = mul nsw i64 %1184, %265
  %1186 = getelementptr inbounds float, ptr %446, i64 %1185
  %1187 = getelementptr inbounds float, ptr %1186, i64 %1006
  %1188 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1187, <16 x i1> %1032, <16 x float> zeroinitializer)
  %1189 = getelementptr inbounds float, ptr %1186, i64 %1005
  %1190 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1189, <16 x i1> %1033, <16 x float> zeroinitializer)
  %1191 = getelementptr inbounds float, ptr %1186, i64 %1004
  %1192 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1191, <16 x i1> %1034, <16 x float> zeroinitializer)
  br label %1193

1193:                                             ; preds = %1183, %1174
  %1194 = phi <16 x float> [ %1190, %1183 ], [ %1180, %1174 ]
  %1195 = phi <16 x float> [ %1188, %1183 ], [ %1178, %1174 ]
  %1196 = phi <16 x float> [ %1192, %1183 ], [ %1182, %1174 ]
  br i1 %296, label %1206, label %1197

1197:                                             ; preds = %1193
  %1198 = getelementptr inbounds nuw i8, ptr %1106, i64 16
  %1199 = load float, ptr %1198, align 4
  %1200 = insertelement <16 x float> poison, float %1199, i64 0
  %1201 = shufflevector <16 x float> %1200, <16 x float> poison, <16 x i32> zeroinitializer
  %1202 = insertelement <16 x float> poison, float %1199, i64 0
  %1203 = shufflevector <16 x float> %1202, <16 x float> poison, <16 x i32> zeroinitializer
  %1204 = insertelement <16 x float> poison, float %1199, i64 0
  %1205 = shufflevector <16 x float> %1204, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1216

1206:                                             ; preds = %1193
  %1207 = add nsw i64 %1045, 4
  %1208 = mul nsw i64 %1207, %265
  %1209 = getelementptr inbounds float, ptr %446, i64 %1208
  %1210 = getelementptr inbounds float, ptr %1209, i64 %1006
  %1211 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1210, <16 x i1> %1032, <16 x float> zeroinitializer)
  %1212 = getelementptr inbounds float, ptr %1209, i64 %1005
  %1213 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1212, <16 x i1> %1033, <16 x float> zeroinitializer)
  %1214 = getelementptr inbounds float, ptr %1209, i64 %1004
  %1215 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1214, <16 x i1> %1034, <16 x float> zeroinitializer)
  br label %1216

1216:                                             ; preds = %1206, %1197
  %1217 = phi <16 x float> [ %1213, %1206 ], [ %1203, %1197 ]
  %1218 = phi <16 x float> [ %1211, %1206 ], [ %1201, %1197 ]
  %1219 = phi <16 x float> [ %1215, %1206 ], [ %1205, %1197 ]
  br i1 %296, label %1229, label %1220

1220:                                             ; preds = %1216
  %1221 = getelementptr inbounds nuw i8, ptr %1106, i64 20
  %1222 = load float, ptr %1221, align 4
  %1223 = insertelement <16 x float> poison, float %1222, i64 0
  %1224 = shufflevector <16 x float> %1223, <16 x float> poison, <16 x i32> zeroinitializer
  %1225 = insertelement <16 x float> poison, float %1222, i64 0
  %1226 = shufflevector <16 x float> %1225, <16 x float> poison, <16 x i32> zeroinitializer
  %1227 = insertelement <16 x float> poison, float %1222, i64 0
  %1228 = shufflevector <16 x float> %1227, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1239

1229:                                             ; preds = %1216
  %1230 = add nsw i64 %1045, 5
  %1231 = mul nsw i64 %1230, %265
  %1232 = getelementptr inbounds float, ptr %446, i64 %1231
  %1233 = getelementptr inbounds float, ptr %1232, i64 %1006
  %1234 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1233, <16 x i1> %1032, <16 x float> zeroinitializer)
  %1235 = getelementptr inbounds float, ptr %1232, i64 %1005
  %1236 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1235, <16 x i1> %1033, <16 x float> zeroinitializer)
  %1237 = getelementptr inbounds float, ptr %1232, i64 %1004
  %1238 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1237, <16 x i1> %1034, <16 x float> zeroinitializer)
  br label %1239

1239:                                             ; preds = %1229, %1220
  %1240 = phi <16 x float> [ %1236, %1229 ], [ %1226, %1220 ]
  %1241 = phi <16 x float> [ %1234, %1229 ], [ %1224, %1220 ]
  %1242 = phi <16 x float> [ %1238, %1229 ], [ %1228, %1220 ]
  br i1 %296, label %1252, label %1243

1243:                                             ; preds = %1239
  %1244 = getelementptr inbounds nuw i8, ptr %1106, i64 24
  %1245 = load float, ptr %1244, align 4
  %1246 = insertelement <16 x float> poison, float %1245, i64 0
  %1247 = shufflevector <16 x float> %1246, <16 x float> poison, <16 x i32> zeroinitializer
  %1248 = insertelement <16 x float> poison, float %1245, i64 0
  %1249 = shufflevector <16 x float> %1248, <16 x float> poison, <16 x i32> zeroinitializer
  %1250 = insertelement <16 x float> poison, float %1245, i64 0
  %1251 = shufflevector <16 x float> %1250, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1262

1252:                                             ; preds = %1239
  %1253 = add nsw i64 %1045, 6
  %1254 = mul nsw i64 %1253, %265
  %1255 = getelementptr inbounds float, ptr %446, i64 %1254
  %1256 = getelementptr inbounds float, ptr %1255, i64 %1006
  %1257 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1256, <16 x i1> %1032, <16 x float> zeroinitializer)
  %1258 = getelementptr inbounds float, ptr %1255, i64 %1005
  %1259 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1258, <16 x i1> %1033, <16 x float> zeroinitializer)
  %1260 = getelementptr inbounds float, ptr %1255, i64 %1004
  %1261 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1260, <16 x i1> %1034, <16 x float> zeroinitializer)
  br label %1262

1262:                                             ; preds = %1252, %1243
  %1263 = phi <16 x float> [ %1259, %1252 ], [ %1249, %1243 ]
  %1264 = phi <16 x float> [ %1257, %1252 ], [ %1247, %1243 ]
  %1265 = phi <16 x float> [ %1261, %1252 ], [ %1251, %1243 ]
  br i1 %296, label %1275, label %1266

1266:                                             ; preds = %1262
  %1267 = getelementptr inbounds nuw i8, ptr %1106, i64 28
  %1268 = load float, ptr %1267, align 4
  %1269 = insertelement <16 x float> poison, float %1268, i64 0
  %1270 = shufflevector <16 x float> %1269, <16 x float> poison, <16 x i32> zeroinitializer
  %1271 = insertelement <16 x float> poison, float %1268, i64 0
  %1272 = shufflevector <16 x float> %1271, <16 x float> poison, <16 x i32> zeroinitializer
  %1273 = insertelement <16 x float> poison, float %1268, i64 0
  %1274 = shufflevector <16 x float> %1273, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1285

1275:                                             ; preds = %1262
  %1276 = add nsw i64 %1045, 7
  %1277 = mul nsw i64 %1276, %265
  %1278 = getelementptr inbounds float, ptr %446, i64 %1277
  %1279 = getelementptr inbounds float, ptr %1278, i64 %1006
  %1280 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1279, <16 x i1> %1032, <16 x float> zeroinitializer)
  %1281 = getelementptr inbounds float, ptr %1278, i64 %1005
  %1282 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1281, <16 x i1> %1033, <16 x float> zeroinitializer)
  %1283 = getelementptr inbounds float, ptr %1278, i64 %1004
  %1284 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1283, <16 x i1> %1034, <16 x float> zeroinitializer)
  br label %1285

1285:                                             ; preds = %1275, %1266
  %1286 = phi <16 x float> [ %1282, %1275 ], [ %1272, %1266 ]
  %1287 = phi <16 x float> [ %1280, %1275 ], [ %1270, %1266 ]
  %1288 = phi <16 x float> [ %1284, %1275 ], [ %1274, %1266 ]
  %1289 = mul i64 %297, %1045
  %1290 = getelementptr inbounds float, ptr %42, i64 %1289
  br i1 %298, label %1343, label %1318

1291:                                             ; preds = %1430, %1343
  %1292 = phi <16 x float> [ %1344, %1343 ], [ %1431, %1430 ]
  %1293 = phi <16 x float> [ %1345, %1343 ], [ %1432, %1430 ]
  %1294 = phi <16 x float> [ %1346, %1343 ], [ %1433, %1430 ]
  %1295 = phi <16 x float> [ %1347, %1343 ], [ %1434, %1430 ]
  %1296 = phi <16 x float> [ %1348, %1343 ], [ %1435, %1430 ]
  %1297 = phi <16 x float> [ %1349, %1343 ], [ %1436, %1430 ]
  %1298 = phi <16 x float> [ %1350, %1343 ], [ %1437, %1430 ]
  %1299 = phi <16 x float> [ %1351, %1343 ], [ %1438, %1430 ]
  %1300 = phi <16 x float> [ %1352, %1343 ], [ %1439, %1430 ]
  %1301 = phi <16 x float> [ %1353, %1343 ], [ %1440, %1430 ]
  %1302 = phi <16 x float> [ %1354, %1343 ], [ %1441, %1430 ]
  %1303 = phi <16 x float> [ %1355, %1343 ], [ %1442, %1430 ]
  %1304 = phi <16 x float> [ %1356, %1343 ], [ %1443, %1430 ]
  %1305 = phi <16 x float> [ %1357, %1343 ], [ %1444, %1430 ]
  %1306 = phi <16 x float> [ %1358, %1343 ], [ %1445, %1430 ]
  %1307 = phi <16 x float> [ %1359, %1343 ], [ %1446, %1430 ]
  %1308 = phi <16 x float> [ %1360, %1343 ], [ %1447, %1430 ]
  %1309 = phi <16 x float> [ %1361, %1343 ], [ %1448, %1430 ]
  %1310 = phi <16 x float> [ %1362, %1343 ], [ %1449, %1430 ]
  %1311 = phi <16 x float> [ %1363, %1343 ], [ %1450, %1430 ]
  %1312 = phi <16 x float> [ %1364, %1343 ], [ %1451, %1430 ]
  %1313 = phi <16 x float> [ %1365, %1343 ], [ %1452, %1430 ]
  %1314 = phi <16 x float> [ %1366, %1343 ], [ %1453, %1430 ]
  %1315 = phi <16 x float> [ %1367, %1343 ], [ %1454, %1430 ]
  %1316 = icmp slt i64 %1372, %5
  %1317 = add i64 %1368, -16
  br i1 %1316, label %1343, label %1318

1318:                                             ; preds = %1291, %1285
  %1319 = phi <16 x float> [ %1288, %1285 ], [ %1292, %1291 ]
  %1320 = phi <16 x float> [ %1286, %1285 ], [ %1293, %1291 ]
  %1321 = phi <16 x float> [ %1287, %1285 ], [ %1294, %1291 ]
  %1322 = phi <16 x float> [ %1265, %1285 ], [ %1295, %1291 ]
  %1323 = phi <16 x float> [ %1263, %1285 ], [ %1296, %1291 ]
  %1324 = phi <16 x float> [ %1264, %1285 ], [ %1297, %1291 ]
  %1325 = phi <16 x float> [ %1242, %1285 ], [ %1298, %1291 ]
  %1326 = phi <16 x float> [ %1240, %1285 ], [ %1299, %1291 ]
  %1327 = phi <16 x float> [ %1241, %1285 ], [ %1300, %1291 ]
  %1328 = phi <16 x float> [ %1219, %1285 ], [ %1307, %1291 ]
  %1329 = phi <16 x float> [ %1217, %1285 ], [ %1308, %1291 ]
  %1330 = phi <16 x float> [ %1218, %1285 ], [ %1309, %1291 ]
  %1331 = phi <16 x float> [ %1196, %1285 ], [ %1310, %1291 ]
  %1332 = phi <16 x float> [ %1194, %1285 ], [ %1311, %1291 ]
  %1333 = phi <16 x float> [ %1195, %1285 ], [ %1312, %1291 ]
  %1334 = phi <16 x float> [ %1173, %1285 ], [ %1313, %1291 ]
  %1335 = phi <16 x float> [ %1171, %1285 ], [ %1314, %1291 ]
  %1336 = phi <16 x float> [ %1172, %1285 ], [ %1315, %1291 ]
  %1337 = phi <16 x float> [ %1150, %1285 ], [ %1301, %1291 ]
  %1338 = phi <16 x float> [ %1148, %1285 ], [ %1302, %1291 ]
  %1339 = phi <16 x float> [ %1149, %1285 ], [ %1303, %1291 ]
  %1340 = phi <16 x float> [ %1127, %1285 ], [ %1304, %1291 ]
  %1341 = phi <16 x float> [ %1125, %1285 ], [ %1305, %1291 ]
  %1342 = phi <16 x float> [ %1126, %1285 ], [ %1306, %1291 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  store <16 x float> %1342, ptr %33, align 64
  store <16 x float> %1341, ptr %407, align 64
  store <16 x float> %1340, ptr %408, align 64
  store <16 x float> %1339, ptr %409, align 64
  store <16 x float> %1338, ptr %410, align 64
  store <16 x float> %1337, ptr %411, align 64
  store <16 x float> %1336, ptr %412, align 64
  store <16 x float> %1335, ptr %413, align 64
  store <16 x float> %1334, ptr %414, align 64
  store <16 x float> %1333, ptr %415, align 64
  store <16 x float> %1332, ptr %416, align 64
  store <16 x float> %1331, ptr %417, align 64
  store <16 x float> %1330, ptr %418, align 64
  store <16 x float> %1329, ptr %419, align 64
  store <16 x float> %1328, ptr %420, align 64
  store <16 x float> %1327, ptr %421, align 64
  store <16 x float> %1326, ptr %422, align 64
  store <16 x float> %1325, ptr %423, align 64
  store <16 x float> %1324, ptr %424, align 64
  store <16 x float> %1323, ptr %425, align 64
  store <16 x float> %1322, ptr %426, align 64
  store <16 x float> %1321, ptr %427, align 64
  store <16 x float> %1320, ptr %428, align 64
  store <16 x float> %1319, ptr %429, align 64
  br label %1550

1343:                                             ; preds = %1285, %1291
  %1344 = phi <16 x float> [ %1292, %1291 ], [ %1288, %1285 ]
  %1345 = phi <16 x float> [ %1293, %1291 ], [ %1286, %1285 ]
  %1346 = phi <16 x float> [ %1294, %1291 ], [ %1287, %1285 ]
  %1347 = phi <16 x float> [ %1295, %1291 ], [ %1265, %1285 ]
  %1348 = phi <16 x float> [ %1296, %1291 ], [ %1263, %1285 ]
  %1349 = phi <16 x float> [ %1297, %1291 ], [ %1264, %1285 ]
  %1350 = phi <16 x float> [ %1298, %1291 ], [ %1242, %1285 ]
  %1351 = phi <16 x float> [ %1299, %1291 ], [ %1240, %1285 ]
  %1352 = phi <16 x float> [ %1300, %1291 ], [ %1241, %1285 ]
  %1353 = phi <16 x float> [ %1301, %1291 ], [ %1150, %1285 ]
  %1354 = phi <16 x float> [ %1302, %1291 ], [ %1148, %1285 ]
  %1355 = phi <16 x float> [ %1303, %1291 ], [ %1149, %1285 ]
  %1356 = phi <16 x float> [ %1304, %1291 ], [ %1127, %1285 ]
  %1357 = phi <16 x float> [ %1305, %1291 ], [ %1125, %1285 ]
  %1358 = phi <16 x float> [ %1306, %1291 ], [ %1126, %1285 ]
  %1359 = phi <16 x float> [ %1307, %1291 ], [ %1219, %1285 ]
  %1360 = phi <16 x float> [ %1308, %1291 ], [ %1217, %1285 ]
  %1361 = phi <16 x float> [ %1309, %1291 ], [ %1218, %1285 ]
  %1362 = phi <16 x float> [ %1310, %1291 ], [ %1196, %1285 ]
  %1363 = phi <16 x float> [ %1311, %1291 ], [ %1194, %1285 ]
  %1364 = phi <16 x float> [ %1312, %1291 ], [ %1195, %1285 ]
  %1365 = phi <16 x float> [ %1313, %1291 ], [ %1173, %1285 ]
  %1366 = phi <16 x float> [ %1314, %1291 ], [ %1171, %1285 ]
  %1367 = phi <16 x float> [ %1315, %1291 ], [ %1172, %1285 ]
  %1368 = phi i64 [ %1317, %1291 ], [ %5, %1285 ]
  %1369 = phi i64 [ %1372, %1291 ], [ 0, %1285 ]
  %1370 = call i64 @llvm.smin.i64(i64 %1368, i64 16)
  %1371 = add i64 %1370, %1369
  %1372 = add nuw nsw i64 %1369, 16
  br i1 %299, label %1373, label %1291

1373:                                             ; preds = %1343
  %1374 = sub nsw i64 %5, %1369
  %1375 = icmp sgt i64 %1374, 15
  %1376 = mul nsw i64 %1369, %294
  %1377 = getelementptr inbounds float, ptr %444, i64 %1376
  %1378 = mul nuw nsw i64 %1369, %295
  %1379 = getelementptr inbounds nuw float, ptr %1290, i64 %1378
  %1380 = icmp sgt i64 %5, %1369
  %1381 = or i1 %1375, %1380
  br label %1382

1382:                                             ; preds = %1373, %1430
  %1383 = phi <16 x float> [ %1344, %1373 ], [ %1431, %1430 ]
  %1384 = phi <16 x float> [ %1345, %1373 ], [ %1432, %1430 ]
  %1385 = phi <16 x float> [ %1346, %1373 ], [ %1433, %1430 ]
  %1386 = phi <16 x float> [ %1347, %1373 ], [ %1434, %1430 ]
  %1387 = phi <16 x float> [ %1348, %1373 ], [ %1435, %1430 ]
  %1388 = phi <16 x float> [ %1349, %1373 ], [ %1436, %1430 ]
  %1389 = phi <16 x float> [ %1350, %1373 ], [ %1437, %1430 ]
  %1390 = phi <16 x float> [ %1351, %1373 ], [ %1438, %1430 ]
  %1391 = phi <16 x float> [ %1352, %1373 ], [ %1439, %1430 ]
  %1392 = phi <16 x float> [ %1353, %1373 ], [ %1440, %1430 ]
  %1393 = phi <16 x float> [ %1354, %1373 ], [ %1441, %1430 ]
  %1394 = phi <16 x float> [ %1355, %1373 ], [ %1442, %1430 ]
  %1395 = phi <16 x float> [ %1356, %1373 ], [ %1443, %1430 ]
  %1396 = phi <16 x float> [ %1357, %1373 ], [ %1444, %1430 ]
  %1397 = phi <16 x float> [ %1358, %1373 ], [ %1445, %1430 ]
  %1398 = phi <16 x float> [ %1359, %1373 ], [ %1446, %1430 ]
  %1399 = phi <16 x float> [ %1360, %1373 ], [ %1447, %1430 ]
  %1400 = phi <16 x float> [ %1361, %1373 ], [ %1448, %1430 ]
  %1401 = phi <16 x float> [ %1362, %1373 ], [ %1449, %1430 ]
  %1402 = phi <16 x float> [ %1363, %1373 ], [ %1450, %1430 ]
  %1403 = phi <16 x float> [ %1364, %1373 ], [ %1451, %1430 ]
  %1404 = phi <16 x float> [ %1365, %1373 ], [ %1452, %1430 ]
  %1405 = phi <16 x float> [ %1366, %1373 ], [ %1453, %1430 ]
  %1406 = phi <16 x float> [ %1367, %1373 ], [ %1454, %1430 ]
  %1407 = phi i64 [ 0, %1373 ], [ %1455, %1430 ]
  %1408 = mul nuw nsw i64 %1407, 24
  %1409 = getelementptr nuw i8, ptr %35, i64 %1408
  %1410 = load i64, ptr %1409, align 8
  %1411 = getelementptr inbounds nuw i8, ptr %1409, i64 8
  %1412 = load i64, ptr %1411, align 8
  %1413 = getelementptr inbounds nuw i8, ptr %1409, i64 16
  %1414 = load i64, ptr %1413, align 8
  br i1 %1381, label %1415, label %1430

1415:                                             ; preds = %1382
  %1416 = mul nuw nsw i64 %1407, 12
  %1417 = getelementptr nuw i8, ptr %36, i64 %1416
  %1418 = getelementptr inbounds nuw i8, ptr %1417, i64 8
  %1419 = load i32, ptr %1418, align 4
  %1420 = getelementptr inbounds nuw i8, ptr %1417, i64 4
  %1421 = load i32, ptr %1420, align 4
  %1422 = load i32, ptr %1417, align 4
  %1423 = getelementptr inbounds nuw float, ptr %1379, i64 %1407
  %1424 = trunc i32 %1422 to i16
  %1425 = bitcast i16 %1424 to <16 x i1>
  %1426 = trunc i32 %1421 to i16
  %1427 = bitcast i16 %1426 to <16 x i1>
  %1428 = trunc i32 %1419 to i16
  %1429 = bitcast i16 %1428 to <16 x i1>
  br label %1457

1430:                                             ; preds = %1457, %1382
  %1431 = phi <16 x float> [ %1383, %1382 ], [ %1545, %1457 ]
  %1432 = phi <16 x float> [ %1384, %1382 ], [ %1544, %1457 ]
  %1433 = phi <16 x float> [ %1385, %1382 ], [ %1543, %1457 ]
  %1434 = phi <16 x float> [ %1386, %1382 ], [ %1538, %1457 ]
  %1435 = phi <16 x float> [ %1387, %1382 ], [ %1537, %1457 ]
  %1436 = phi <16 x float> [ %1388, %1382 ], [ %1536, %1457 ]
  %1437 = phi <16 x float> [ %1389, %1382 ], [ %1531, %1457 ]
  %1438 = phi <16 x float> [ %1390, %1382 ], [ %1530, %1457 ]
  %1439 = phi <16 x float> [ %1391, %1382 ], [ %1529, %1457 ]
  %1440 = phi <16 x float> [ %1392, %1382 ], [ %1503, %1457 ]
  %1441 = phi <16 x float> [ %1393, %1382 ], [ %1502, %1457 ]
  %1442 = phi <16 x float> [ %1394, %1382 ], [ %1501, %1457 ]
  %1443 = phi <16 x float> [ %1395, %1382 ], [ %1496, %1457 ]
  %1444 = phi <16 x float> [ %1396, %1382 ], [ %1495, %1457 ]
  %1445 = phi <16 x float> [ %1397, %1382 ], [ %1494, %1457 ]
  %1446 = phi <16 x float> [ %1398, %1382 ], [ %1524, %1457 ]
  %1447 = phi <16 x float> [ %1399, %1382 ], [ %1523, %1457 ]
  %1448 = phi <16 x float> [ %1400, %1382 ], [ %1522, %1457 ]
  %1449 = phi <16 x float> [ %1401, %1382 ], [ %1517, %1457 ]
  %1450 = phi <16 x float> [ %1402, %1382 ], [ %1516, %1457 ]
  %1451 = phi <16 x float> [ %1403, %1382 ], [ %1515, %1457 ]
  %1452 = phi <16 x float> [ %1404, %1382 ], [ %1510, %1457 ]
  %1453 = phi <16 x float> [ %1405, %1382 ], [ %1509, %1457 ]
  %1454 = phi <16 x float> [ %1406, %1382 ], [ %1508, %1457 ]
  %1455 = add nuw nsw i64 %1407, 1
  %1456 = icmp eq i64 %1455, %295
  br i1 %1456, label %1291, label %1382

1457:                                             ; preds = %1415, %1457
  %1458 = phi <16 x float> [ %1545, %1457 ], [ %1383, %1415 ]
  %1459 = phi <16 x float> [ %1544, %1457 ], [ %1384, %1415 ]
  %1460 = phi <16 x float> [ %1543, %1457 ], [ %1385, %1415 ]
  %1461 = phi <16 x float> [ %1538, %1457 ], [ %1386, %1415 ]
  %1462 = phi <16 x float> [ %1537, %1457 ], [ %1387, %1415 ]
  %1463 = phi <16 x float> [ %1536, %1457 ], [ %1388, %1415 ]
  %1464 = phi <16 x float> [ %1531, %1457 ], [ %1389, %1415 ]
  %1465 = phi <16 x float> [ %1530, %1457 ], [ %1390, %1415 ]
  %1466 = phi <16 x float> [ %1529, %1457 ], [ %1391, %1415 ]
  %1467 = phi <16 x float> [ %1503, %1457 ], [ %1392, %1415 ]
  %1468 = phi <16 x float> [ %1502, %1457 ], [ %1393, %1415 ]
  %1469 = phi <16 x float> [ %1501, %1457 ], [ %1394, %1415 ]
  %1470 = phi <16 x float> [ %1496, %1457 ], [ %1395, %1415 ]
  %1471 = phi <16 x float> [ %1495, %1457 ], [ %1396, %1415 ]
  %1472 = phi <16 x float> [ %1494, %1457 ], [ %1397, %1415 ]
  %1473 = phi <16 x float> [ %1524, %1457 ], [ %1398, %1415 ]
  %1474 = phi <16 x float> [ %1523, %1457 ], [ %1399, %1415 ]
  %1475 = phi <16 x float> [ %1522, %1457 ], [ %1400, %1415 ]
  %1476 = phi <16 x float> [ %1517, %1457 ], [ %1401, %1415 ]
  %1477 = phi <16 x float> [ %1516, %1457 ], [ %1402, %1415 ]
  %1478 = phi <16 x float> [ %1515, %1457 ], [ %1403, %1415 ]
  %1479 = phi <16 x float> [ %1510, %1457 ], [ %1404, %1415 ]
  %1480 = phi <16 x float> [ %1509, %1457 ], [ %1405, %1415 ]
  %1481 = phi <16 x float> [ %1508, %1457 ], [ %1406, %1415 ]
  %1482 = phi i64 [ %1546, %1457 ], [ %1369, %1415 ]
  %1483 = phi ptr [ %1548, %1457 ], [ %1423, %1415 ]
  %1484 = phi ptr [ %1547, %1457 ], [ %1377, %1415 ]
  %1485 = getelementptr inbounds float, ptr %1484, i64 %1410
  %1486 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1485, <16 x i1> %1425, <16 x float> zeroinitializer)
  %1487 = getelementptr inbounds float, ptr %1484, i64 %1412
  %1488 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1487, <16 x i1> %1427, <16 x float> zeroinitializer)
  %1489 = getelementptr inbounds float, ptr %1484, i64 %1414
  %1490 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1489, <16 x i1> %1429, <16 x float> zeroinitializer)
  %1491 = load float, ptr %1483, align 4
  %1492 = insertelement <16 x float> poison, float %1491, i64 0
  %1493 = shufflevector <16 x float> %1492, <16 x float> poison, <16 x i32> zeroinitializer
  %1494 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1486, <16 x float> %1493, <16 x float> %1472)
  %1495 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1488, <16 x float> %1493, <16 x float> %1471)
  %1496 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1490, <16 x float> %1493, <16 x float> %1470)
  %1497 = getelementptr inbounds float, ptr %1483, i64 %297
  %1498 = load float, ptr %1497, align 4
  %1499 = insertelement <16 x float> poison, float %1498, i64 0
  %1500 = shufflevector <16 x float> %1499, <16 x float> poison, <16 x i32> zeroinitializer
  %1501 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1486, <16 x float> %1500, <16 x float> %1469)
  %1502 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1488, <16 x float> %1500, <16 x float> %1468)
  %1503 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1490, <16 x float> %1500, <16 x float> %1467)
  %1504 = getelementptr inbounds i8, ptr %1483, i64 %363
  %1505 = load float, ptr %1504, align 4
  %1506 = insertelement <16 x float> poison, float %1505, i64 0
  %1507 = shufflevector <16 x float> %1506, <16 x float> poison, <16 x i32> zeroinitializer
  %1508 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1486, <16 x float> %1507, <16 x float> %1481)
  %1509 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1488, <16 x float> %1507, <16 x float> %1480)
  %1510 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1490, <16 x float> %1507, <16 x float> %1479)
  %1511 = getelementptr inbounds i8, ptr %1483, i64 %364
  %1512 = load float, ptr %1511, align 4
  %1513 = insertelement <16 x float> poison, float %1512, i64 0
  %1514 = shufflevector <16 x float> %1513, <16 x float> poison, <16 x i32> zeroinitializer
  %1515 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1486, <16 x float> %1514, <16 x float> %1478)
  %1516 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1488, <16 x float> %1514, <16 x float> %1477)
  %1517 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1490, <16 x float> %1514, <16 x float> %1476)
  %1518 = getelementptr inbounds i8, ptr %1483, i64 %365
  %1519 = load float, ptr %1518, align 4
  %1520 = insertelement <16 x float> poison, float %1519, i64 0
  %1521 = shufflevector <16 x float> %1520, <16 x float> poison, <16 x i32> zeroinitializer
  %1522 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1486, <16 x float> %1521, <16 x float> %1475)
  %1523 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1488, <16 x float> %1521, <16 x float> %1474)
  %1524 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1490, <16 x float> %1521, <16 x float> %1473)
  %1525 = getelementptr inbounds i8, ptr %1483, i64 %366
  %1526 = load float, ptr %1525, align 4
  %1527 = insertelement <16 x float> poison, float %1526, i64 0
  %1528 = shufflevector <16 x float> %1527, <16 x float> poison, <16 x i32> zeroinitializer
  %1529 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1486, <16 x float> %1528, <16 x float> %1466)
  %1530 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1488, <16 x float> %1528, <16 x float> %1465)
  %1531 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1490, <16 x float> %1528, <16 x float> %1464)
  %1532 = getelementptr inbounds i8, ptr %1483, i64 %367
  %1533 = load float, ptr %1532, align 4
  %1534 = insertelement <16 x float> poison, float %1533, i64 0
  %1535 = shufflevector <16 x float> %1534, <16 x float> poison, <16 x i32> zeroinitializer
  %1536 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1486, <16 x float> %1535, <16 x float> %1463)
  %1537 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1488, <16 x float> %1535, <16 x float> %1462)
  %1538 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1490, <16 x float> %1535, <16 x float> %1461)
  %1539 = getelementptr inbounds i8, ptr %1483, i64 %368
  %1540 = load float, ptr %1539, align 4
  %1541 = insertelement <16 x float> poison, float %1540, i64 0
  %1542 = shufflevector <16 x float> %1541, <16 x float> poison, <16 x i32> zeroinitializer
  %1543 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1486, <16 x float> %1542, <16 x float> %1460)
  %1544 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1488, <16 x float> %1542, <16 x float> %1459)
  %1545 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1490, <16 x float> %1542, <16 x float> %1458)
  %1546 = add nuw nsw i64 %1482, 1
  %1547 = getelementptr inbounds float, ptr %1484, i64 %294
  %1548 = getelementptr inbounds nuw float, ptr %1483, i64 %295
  %1549 = icmp eq i64 %1546, %1371
  br i1 %1549, label %1430, label %1457

1550:                                             ; preds = %1318, %1747
  %1551 = phi i64 [ 0, %1318 ], [ %1749, %1747 ]
  %1552 = add nsw i64 %1045, %1551
  %1553 = mul nsw i64 %1552, %265
  %1554 = icmp sgt i64 %1046, %1551
  %1555 = getelementptr inbounds nuw [3 x <16 x float>], ptr %33, i64 %1551
  %1556 = add nsw i64 %1006, %1553
  %1557 = select i1 %1554, <16 x i1> zeroinitializer, <16 x i1> %1035
  %1558 = getelementptr inbounds float, ptr %451, i64 %1556
  %1559 = load <16 x float>, ptr %1555, align 64
  br i1 %300, label %1619, label %1560

1560:                                             ; preds = %1550
  %1561 = getelementptr inbounds float, ptr %449, i64 %1556
  switch i64 %369, label %1579 [
    i64 1, label %1562
    i64 2, label %1565
    i64 3, label %1572
    i64 0, label %1619
  ]

1562:                                             ; preds = %1560
  %1563 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1561, <16 x i1> %1557, <16 x float> zeroinitializer)
  %1564 = fadd <16 x float> %1559, %1563
  br label %1581

1565:                                             ; preds = %1560
  %1566 = bitcast <16 x float> %1559 to <8 x i64>
  %1567 = or <8 x i64> %1566, %302
  %1568 = fcmp oeq <16 x float> %1559, %54
  %1569 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %1559, i32 4)
  %1570 = bitcast <8 x i64> %1567 to <16 x float>
  %1571 = select <16 x i1> %1568, <16 x float> %1570, <16 x float> %1569
  br label %1581

1572:                                             ; preds = %1560
  %1573 = bitcast <16 x float> %1559 to <8 x i64>
  %1574 = and <8 x i64> %1573, %301
  %1575 = fcmp oeq <16 x float> %1559, %51
  %1576 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %1559, i32 4)
  %1577 = bitcast <8 x i64> %1574 to <16 x float>
  %1578 = select <16 x i1> %1575, <16 x float> %1577, <16 x float> %1576
  br label %1581

1579:                                             ; preds = %1560
  unreachable

1580:                                             ; preds = %2442, %2423, %2404, %2379, %2360, %2341, %2316, %2297, %2278, %2253, %2234, %2215, %2190, %2171, %2152, %2127, %2108, %2089, %2064, %2045, %2026, %2001, %1982, %1963, %1728, %1709, %1690, %1664, %1645, %1626, %1600, %1581
  unreachable

1581:                                             ; preds = %1572, %1565, %1562
  %1582 = phi <16 x float> [ %1564, %1562 ], [ %1571, %1565 ], [ %1578, %1572 ]
  switch i64 %371, label %1580 [
    i64 1, label %1597
    i64 2, label %1590
    i64 3, label %1583
    i64 0, label %1619
  ]

1583:                                             ; preds = %1581
  %1584 = bitcast <16 x float> %1582 to <8 x i64>
  %1585 = and <8 x i64> %1584, %301
  %1586 = fcmp oeq <16 x float> %1582, %51
  %1587 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %1582, i32 4)
  %1588 = bitcast <8 x i64> %1585 to <16 x float>
  %1589 = select <16 x i1> %1586, <16 x float> %1588, <16 x float> %1587
  br label %1600

1590:                                             ; preds = %1581
  %1591 = bitcast <16 x float> %1582 to <8 x i64>
  %1592 = or <8 x i64> %1591, %302
  %1593 = fcmp oeq <16 x float> %1582, %54
  %1594 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %1582, i32 4)
  %1595 = bitcast <8 x i64> %1592 to <16 x float>
  %1596 = select <16 x i1> %1593, <16 x float> %1595, <16 x float> %1594
  br label %1600

1597:                                             ; preds = %1581
  %1598 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1561, <16 x i1> %1557, <16 x float> zeroinitializer)
  %1599 = fadd <16 x float> %1582, %1598
  br label %1600

1600:                                             ; preds = %1597, %1590, %1583
  %1601 = phi <16 x float> [ %1599, %1597 ], [ %1596, %1590 ], [ %1589, %1583 ]
  switch i64 %373, label %1580 [
    i64 1, label %1616
    i64 2, label %1609
    i64 3, label %1602
    i64 0, label %1619
  ]

1602:                                             ; preds = %1600
  %1603 = bitcast <16 x float> %1601 to <8 x i64>
  %1604 = and <8 x i64> %1603, %301
  %1605 = fcmp oeq <16 x float> %1601, %51
  %1606 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %1601, i32 4)
  %1607 = bitcast <8 x i64> %1604 to <16 x float>
  %1608 = select <16 x i1> %1605, <16 x float> %1607, <16 x float> %1606
  br label %1619

1609:                                             ; preds = %1600
  %1610 = bitcast <16 x float> %1601 to <8 x i64>
  %1611 = or <8 x i64> %1610, %302
  %1612 = fcmp oeq <16 x float> %1601, %54
  %1613 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %1601, i32 4)
  %1614 = bitcast <8 x i64> %1611 to <16 x float>
  %1615 = select <16 x i1> %1612, <16 x float> %1614, <16 x float> %1613
  br label %1619

1616:                                             ; preds = %1600
  %1617 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1561, <16 x i1> %1557, <16 x float> zeroinitializer)
  %1618 = fadd <16 x float> %1601, %1617
  br label %1619

1619:                                             ; preds = %1550, %1560, %1581, %1600, %1616, %1609, %1602
  %1620 = phi <16 x float> [ %1608, %1602 ], [ %1559, %1560 ], [ %1601, %1600 ], [ %1582, %1581 ], [ %1618, %1616 ], [ %1615, %1609 ], [ %1559, %1550 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1620, ptr align 1 %1558, <16 x i1> %1557)
  %1621 = add nsw i64 %1005, %1553
  %1622 = select i1 %1554, <16 x i1> zeroinitializer, <16 x i1> %1036
  %1623 = getelementptr inbounds float, ptr %451, i64 %1621
  %1624 = getelementptr inbounds nuw i8, ptr %1555, i64 64
  %1625 = load <16 x float>, ptr %1624, align 64
  br i1 %300, label %1683, label %1626

1626:                                             ; preds = %1619
  %1627 = getelementptr inbounds float, ptr %449, i64 %1621
  switch i64 %374, label %1580 [
    i64 1, label %1642
    i64 2, label %1635
    i64 3, label %1628
    i64 0, label %1683
  ]

1628:                                             ; preds = %1626
  %1629 = bitcast <16 x float> %1625 to <8 x i64>
  %1630 = and <8 x i64> %1629, %301
  %1631 = fcmp oeq <16 x float> %1625, %51
  %1632 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %1625, i32 4)
  %1633 = bitcast <8 x i64> %1630 to <16 x float>
  %1634 = select <16 x i1> %1631, <16 x float> %1633, <16 x float> %1632
  br label %1645

1635:                                             ; preds = %1626
  %1636 = bitcast <16 x float> %1625 to <8 x i64>
  %1637 = or <8 x i64> %1636, %302
  %1638 = fcmp oeq <16 x float> %1625, %54
  %1639 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %1625, i32 4)
  %1640 = bitcast <8 x i64> %1637 to <16 x float>
  %1641 = select <16 x i1> %1638, <16 x float> %1640, <16 x float> %1639
  br label %1645

1642:                                             ; preds = %1626
  %1643 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1627, <16 x i1> %1622, <16 x float> zeroinitializer)
  %1644 = fadd <16 x float> %1625, %1643
  br label %1645

1645:                                             ; preds = %1642, %1635, %1628
  %1646 = phi <16 x float> [ %1644, %1642 ], [ %1641, %1635 ], [ %1634, %1628 ]
  switch i64 %376, label %1580 [
    i64 1, label %1661
    i64 2, label %1654
    i64 3, label %1647
    i64 0, label %1683
  ]

1647:                                             ; preds = %1645
  %1648 = bitcast <16 x float> %1646 to <8 x i64>
  %1649 = and <8 x i64> %1648, %301
  %1650 = fcmp oeq <16 x float> %1646, %51
  %1651 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %1646, i32 4)
  %1652 = bitcast <8 x i64> %1649 to <16 x float>
  %1653 = select <16 x i1> %1650, <16 x float> %1652, <16 x float> %1651
  br label %1664

1654:                                             ; preds = %1645
  %1655 = bitcast <16 x float> %1646 to <8 x i64>
  %1656 = or <8 x i64> %1655, %302
  %1657 = fcmp oeq <16 x float> %1646, %54
  %1658 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %1646, i32 4)
  %1659 = bitcast <8 x i64> %1656 to <16 x float>
  %1660 = select <16 x i1> %1657, <16 x float> %1659, <16 x float> %1658
  br label %1664

1661:                                             ; preds = %1645
  %1662 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1627, <16 x i1> %1622, <16 x float> zeroinitializer)
  %1663 = fadd <16 x float> %1646, %1662
  br label %1664

1664:                                             ; preds = %1661, %1654, %1647
  %1665 = phi <16 x float> [ %1663, %1661 ], [ %1660, %1654 ], [ %1653, %1647 ]
  switch i64 %378, label %1580 [
    i64 1, label %1680
    i64 2, label %1673
    i64 3, label %1666
    i64 0, label %1683
  ]

1666:                                             ; preds = %1664
  %1667 = bitcast <16 x float> %1665 to <8 x i64>
  %1668 = and <8 x i64> %1667, %301
  %1669 = fcmp oeq <16 x float> %1665, %51
  %1670 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %1665, i32 4)
  %1671 = bitcast <8 x i64> %1668 to <16 x float>
  %1672 = select <16 x i1> %1669, <16 x float> %1671, <16 x float> %1670
  br label %1683

1673:                                             ; preds = %1664
  %1674 = bitcast <16 x float> %1665 to <8 x i64>
  %1675 = or <8 x i64> %1674, %302
  %1676 = fcmp oeq <16 x float> %1665, %54
  %1677 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %1665, i32 4)
  %1678 = bitcast <8 x i64> %1675 to <16 x float>
  %1679 = select <16 x i1> %1676, <16 x float> %1678, <16 x float> %1677
  br label %1683

1680:                                             ; preds = %1664
  %1681 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1627, <16 x i1> %1622, <16 x float> zeroinitializer)
  %1682 = fadd <16 x float> %1665, %1681
  br label %1683

1683:                                             ; preds = %1619, %1626, %1645, %1664, %1680, %1673, %1666
  %1684 = phi <16 x float> [ %1672, %1666 ], [ %1625, %1626 ], [ %1665, %1664 ], [ %1646, %1645 ], [ %1682, %1680 ], [ %1679, %1673 ], [ %1625, %1619 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1684, ptr align 1 %1623, <16 x i1> %1622)
  %1685 = add nsw i64 %1004, %1553
  %1686 = select i1 %1554, <16 x i1> zeroinitializer, <16 x i1> %1037
  %1687 = getelementptr inbounds float, ptr %451, i64 %1685
  %1688 = getelementptr inbounds nuw i8, ptr %1555, i64 128
  %1689 = load <16 x float>, ptr %1688, align 64
  br i1 %300, label %1747, label %1690

1690:                                             ; preds = %1683
  %1691 = getelementptr inbounds float, ptr %449, i64 %1685
  switch i64 %379, label %1580 [
    i64 1, label %1706
    i64 2, label %1699
    i64 3, label %1692
    i64 0, label %1747
  ]

1692:                                             ; preds = %1690
  %1693 = bitcast <16 x float> %1689 to <8 x i64>
  %1694 = and <8 x i64> %1693, %301
  %1695 = fcmp oeq <16 x float> %1689, %51
  %1696 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %1689, i32 4)
  %1697 = bitcast <8 x i64> %1694 to <16 x float>
  %1698 = select <16 x i1> %1695, <16 x float> %1697, <16 x float> %1696
  br label %1709

1699:                                             ; preds = %1690
  %1700 = bitcast <16 x float> %1689 to <8 x i64>
  %1701 = or <8 x i64> %1700, %302
  %1702 = fcmp oeq <16 x float> %1689, %54
  %1703 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %1689, i32 4)
  %1704 = bitcast <8 x i64> %1701 to <16 x float>
  %1705 = select <16 x i1> %1702, <16 x float> %1704, <16 x float> %1703
  br label %1709

1706:                                             ; preds = %1690
  %1707 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1691, <16 x i1> %1686, <16 x float> zeroinitializer)
  %1708 = fadd <16 x float> %1689, %1707
  br label %1709

1709:                                             ; preds = %1706, %1699, %1692
  %1710 = phi <16 x float> [ %1708, %1706 ], [ %1705, %1699 ], [ %1698, %1692 ]
  switch i64 %381, label %1580 [
    i64 1, label %1725
    i64 2, label %1718
    i64 3, label %1711
    i64 0, label %1747
  ]

1711:                                             ; preds = %1709
  %1712 = bitcast <16 x float> %1710 to <8 x i64>
  %1713 = and <8 x i64> %1712, %301
  %1714 = fcmp oeq <16 x float> %1710, %51
  %1715 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %1710, i32 4)
  %1716 = bitcast <8 x i64> %1713 to <16 x float>
  %1717 = select <16 x i1> %1714, <16 x float> %1716, <16 x float> %1715
  br label %1728

1718:                                             ; preds = %1709
  %1719 = bitcast <16 x float> %1710 to <8 x i64>
  %1720 = or <8 x i64> %1719, %302
  %1721 = fcmp oeq <16 x float> %1710, %54
  %1722 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %1710, i32 4)
  %1723 = bitcast <8 x i64> %1720 to <16 x float>
  %1724 = select <16 x i1> %1721, <16 x float> %1723, <16 x float> %1722
  br label %1728

1725:                                             ; preds = %1709
  %1726 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1691, <16 x i1> %1686, <16 x float> zeroinitializer)
  %1727 = fadd <16 x float> %1710, %1726
  br label %1728

1728:                                             ; preds = %1725, %1718, %1711
  %1729 = phi <16 x float> [ %1727, %1725 ], [ %1724, %1718 ], [ %1717, %1711 ]
  switch i64 %383, label %1580 [
    i64 1, label %1744
    i64 2, label %1737
    i64 3, label %1730
    i64 0, label %1747
  ]

1730:                                             ; preds = %1728
  %1731 = bitcast <16 x float> %1729 to <8 x i64>
  %1732 = and <8 x i64> %1731, %301
  %1733 = fcmp oeq <16 x float> %1729, %51
  %1734 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %1729, i32 4)
  %1735 = bitcast <8 x i64> %1732 to <16 x float>
  %1736 = select <16 x i1> %1733, <16 x float> %1735, <16 x float> %1734
  br label %1747

1737:                                             ; preds = %1728
  %1738 = bitcast <16 x float> %1729 to <8 x i64>
  %1739 = or <8 x i64> %1738, %302
  %1740 = fcmp oeq <16 x float> %1729, %54
  %1741 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %1729, i32 4)
  %1742 = bitcast <8 x i64> %1739 to <16 x float>
  %1743 = select <16 x i1> %1740, <16 x float> %1742, <16 x float> %1741
  br label %1747

1744:                                             ; preds = %1728
  %1745 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1691, <16 x i1> %1686, <16 x float> zeroinitializer)
  %1746 = fadd <16 x float> %1729, %1745
  br label %1747

1747:                                             ; preds = %1683, %1690, %1709, %1728, %1744, %1737, %1730
  %1748 = phi <16 x float> [ %1736, %1730 ], [ %1689, %1690 ], [ %1729, %1728 ], [ %1710, %1709 ], [ %1746, %1744 ], [ %1743, %1737 ], [ %1689, %1683 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1748, ptr align 1 %1687, <16 x i1> %1686)
  %1749 = add nuw nsw i64 %1551, 1
  %1750 = icmp eq i64 %1749, 8
  br i1 %1750, label %1751, label %1550

1751:                                             ; preds = %1747
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  br label %2465

1752:                                             ; preds = %1048, %2461
  %1753 = phi i64 [ 0, %1048 ], [ %2463, %2461 ]
  %1754 = getelementptr inbounds nuw i64, ptr %37, i64 %1753
  %1755 = getelementptr inbounds nuw i64, ptr %38, i64 %1753
  %1756 = load i64, ptr %1755, align 8
  %1757 = icmp sgt i64 %1756, 15
  %1758 = trunc i64 %1756 to i32
  %1759 = shl nsw i32 -1, %1758
  %1760 = trunc i32 %1759 to i16
  %1761 = xor i16 %1760, -1
  %1762 = select i1 %1757, i16 -1, i16 %1761
  br i1 %296, label %1791, label %1766

1763:                                             ; preds = %1820
  %1764 = getelementptr inbounds nuw i64, ptr %35, i64 %1753
  %1765 = getelementptr inbounds nuw i32, ptr %36, i64 %1753
  br label %1854

1766:                                             ; preds = %1752
  %1767 = load float, ptr %1050, align 4
  %1768 = insertelement <16 x float> poison, float %1767, i64 0
  %1769 = shufflevector <16 x float> %1768, <16 x float> poison, <16 x i32> zeroinitializer
  %1770 = load float, ptr %1052, align 4
  %1771 = insertelement <16 x float> poison, float %1770, i64 0
  %1772 = shufflevector <16 x float> %1771, <16 x float> poison, <16 x i32> zeroinitializer
  %1773 = load float, ptr %1053, align 4
  %1774 = insertelement <16 x float> poison, float %1773, i64 0
  %1775 = shufflevector <16 x float> %1774, <16 x float> poison, <16 x i32> zeroinitializer
  %1776 = load float, ptr %1054, align 4
  %1777 = insertelement <16 x float> poison, float %1776, i64 0
  %1778 = shufflevector <16 x float> %1777, <16 x float> poison, <16 x i32> zeroinitializer
  %1779 = load float, ptr %1055, align 4
  %1780 = insertelement <16 x float> poison, float %1779, i64 0
  %1781 = shufflevector <16 x float> %1780, <16 x float> poison, <16 x i32> zeroinitializer
  %1782 = load float, ptr %1056, align 4
  %1783 = insertelement <16 x float> poison, float %1782, i64 0
  %1784 = shufflevector <16 x float> %1783, <16 x float> poison, <16 x i32> zeroinitializer
  %1785 = load float, ptr %1057, align 4
  %1786 = insertelement <16 x float> poison, float %1785, i64 0
  %1787 = shufflevector <16 x float> %1786, <16 x float> poison, <16 x i32> zeroinitializer
  %1788 = load float, ptr %1058, align 4
  %1789 = insertelement <16 x float> poison, float %1788, i64 0
  %1790 = shufflevector <16 x float> %1789, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1820

1791:                                             ; preds = %1752
  %1792 = bitcast i16 %1762 to <16 x i1>
  %1793 = load i64, ptr %1754, align 8
  %1794 = getelementptr inbounds float, ptr %1060, i64 %1793
  %1795 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1794, <16 x i1> %1792, <16 x float> zeroinitializer)
  %1796 = bitcast i16 %1762 to <16 x i1>
  %1797 = getelementptr inbounds float, ptr %1063, i64 %1793
  %1798 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1797, <16 x i1> %1796, <16 x float> zeroinitializer)
  %1799 = bitcast i16 %1762 to <16 x i1>
  %1800 = load i64, ptr %1754, align 8
  %1801 = getelementptr inbounds float, ptr %1066, i64 %1800
  %1802 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1801, <16 x i1> %1799, <16 x float> zeroinitializer)
  %1803 = bitcast i16 %1762 to <16 x i1>
  %1804 = getelementptr inbounds float, ptr %1069, i64 %1800
  %1805 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1804, <16 x i1> %1803, <16 x float> zeroinitializer)
  %1806 = bitcast i16 %1762 to <16 x i1>
  %1807 = load i64, ptr %1754, align 8
  %1808 = getelementptr inbounds float, ptr %1072, i64 %1807
  %1809 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1808, <16 x i1> %1806, <16 x float> zeroinitializer)
  %1810 = bitcast i16 %1762 to <16 x i1>
  %1811 = getelementptr inbounds float, ptr %1075, i64 %1807
  %1812 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1811, <16 x i1> %1810, <16 x float> zeroinitializer)
  %1813 = bitcast i16 %1762 to <16 x i1>
  %1814 = load i64, ptr %1754, align 8
  %1815 = getelementptr inbounds float, ptr %1078, i64 %1814
  %1816 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1815, <16 x i1> %1813, <16 x float> zeroinitializer)
  %1817 = bitcast i16 %1762 to <16 x i1>
  %1818 = getelementptr inbounds float, ptr %1081, i64 %1814
  %1819 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1818, <16 x i1> %1817, <16 x float> zeroinitializer)
  br label %1820

1820:                                             ; preds = %1791, %1766
  %1821 = phi <16 x float> [ %1816, %1791 ], [ %1787, %1766 ]
  %1822 = phi <16 x float> [ %1809, %1791 ], [ %1781, %1766 ]
  %1823 = phi <16 x float> [ %1802, %1791 ], [ %1775, %1766 ]
  %1824 = phi <16 x float> [ %1795, %1791 ], [ %1769, %1766 ]
  %1825 = phi <16 x float> [ %1798, %1791 ], [ %1772, %1766 ]
  %1826 = phi <16 x float> [ %1805, %1791 ], [ %1778, %1766 ]
  %1827 = phi <16 x float> [ %1812, %1791 ], [ %1784, %1766 ]
  %1828 = phi <16 x float> [ %1819, %1791 ], [ %1790, %1766 ]
  br i1 %298, label %1763, label %1840

1829:                                             ; preds = %1895, %1854
  %1830 = phi <16 x float> [ %1855, %1854 ], [ %1896, %1895 ]
  %1831 = phi <16 x float> [ %1856, %1854 ], [ %1897, %1895 ]
  %1832 = phi <16 x float> [ %1857, %1854 ], [ %1898, %1895 ]
  %1833 = phi <16 x float> [ %1858, %1854 ], [ %1899, %1895 ]
  %1834 = phi <16 x float> [ %1859, %1854 ], [ %1900, %1895 ]
  %1835 = phi <16 x float> [ %1860, %1854 ], [ %1901, %1895 ]
  %1836 = phi <16 x float> [ %1861, %1854 ], [ %1902, %1895 ]
  %1837 = phi <16 x float> [ %1862, %1854 ], [ %1903, %1895 ]
  %1838 = icmp slt i64 %1867, %5
  %1839 = add i64 %1863, -16
  br i1 %1838, label %1854, label %1840

1840:                                             ; preds = %1829, %1820
  %1841 = phi <16 x float> [ %1824, %1820 ], [ %1830, %1829 ]
  %1842 = phi <16 x float> [ %1825, %1820 ], [ %1831, %1829 ]
  %1843 = phi <16 x float> [ %1823, %1820 ], [ %1832, %1829 ]
  %1844 = phi <16 x float> [ %1826, %1820 ], [ %1833, %1829 ]
  %1845 = phi <16 x float> [ %1822, %1820 ], [ %1834, %1829 ]
  %1846 = phi <16 x float> [ %1827, %1820 ], [ %1835, %1829 ]
  %1847 = phi <16 x float> [ %1821, %1820 ], [ %1836, %1829 ]
  %1848 = phi <16 x float> [ %1828, %1820 ], [ %1837, %1829 ]
  %1849 = load i64, ptr %1754, align 8
  %1850 = add nsw i64 %1849, %1082
  %1851 = bitcast i16 %1762 to <16 x i1>
  %1852 = select i1 %1083, <16 x i1> zeroinitializer, <16 x i1> %1851
  %1853 = getelementptr inbounds float, ptr %451, i64 %1850
  br i1 %300, label %2020, label %1963

1854:                                             ; preds = %1763, %1829
  %1855 = phi <16 x float> [ %1824, %1763 ], [ %1830, %1829 ]
  %1856 = phi <16 x float> [ %1825, %1763 ], [ %1831, %1829 ]
  %1857 = phi <16 x float> [ %1823, %1763 ], [ %1832, %1829 ]
  %1858 = phi <16 x float> [ %1826, %1763 ], [ %1833, %1829 ]
  %1859 = phi <16 x float> [ %1822, %1763 ], [ %1834, %1829 ]
  %1860 = phi <16 x float> [ %1827, %1763 ], [ %1835, %1829 ]
  %1861 = phi <16 x float> [ %1821, %1763 ], [ %1836, %1829 ]
  %1862 = phi <16 x float> [ %1828, %1763 ], [ %1837, %1829 ]
  %1863 = phi i64 [ %5, %1763 ], [ %1839, %1829 ]
  %1864 = phi i64 [ 0, %1763 ], [ %1867, %1829 ]
  %1865 = call i64 @llvm.smin.i64(i64 %1863, i64 16)
  %1866 = add i64 %1865, %1864
  %1867 = add nuw nsw i64 %1864, 16
  br i1 %299, label %1868, label %1829

1868:                                             ; preds = %1854
  %1869 = sub nsw i64 %5, %1864
  %1870 = icmp sgt i64 %1869, 15
  %1871 = mul nsw i64 %1864, %294
  %1872 = getelementptr inbounds float, ptr %444, i64 %1871
  %1873 = mul nuw nsw i64 %1864, %295
  %1874 = getelementptr inbounds nuw float, ptr %1051, i64 %1873
  %1875 = icmp sgt i64 %5, %1864
  %1876 = or i1 %1870, %1875
  br label %1877

1877:                                             ; preds = %1868, %1895
  %1878 = phi <16 x float> [ %1855, %1868 ], [ %1896, %1895 ]
  %1879 = phi <16 x float> [ %1856, %1868 ], [ %1897, %1895 ]
  %1880 = phi <16 x float> [ %1857, %1868 ], [ %1898, %1895 ]
  %1881 = phi <16 x float> [ %1858, %1868 ], [ %1899, %1895 ]
  %1882 = phi <16 x float> [ %1859, %1868 ], [ %1900, %1895 ]
  %1883 = phi <16 x float> [ %1860, %1868 ], [ %1901, %1895 ]
  %1884 = phi <16 x float> [ %1861, %1868 ], [ %1902, %1895 ]
  %1885 = phi <16 x float> [ %1862, %1868 ], [ %1903, %1895 ]
  %1886 = phi i64 [ 0, %1868 ], [ %1904, %1895 ]
  %1887 = getelementptr inbounds nuw [3 x i64], ptr %1764, i64 %1886
  %1888 = load i64, ptr %1887, align 8
  br i1 %1876, label %1889, label %1895

1889:                                             ; preds = %1877
  %1890 = getelementptr inbounds nuw [3 x i32], ptr %1765, i64 %1886
  %1891 = load i32, ptr %1890, align 4
  %1892 = getelementptr inbounds nuw float, ptr %1874, i64 %1886
  %1893 = trunc i32 %1891 to i16
  %1894 = bitcast i16 %1893 to <16 x i1>
  br label %1906

1895:                                             ; preds = %1906, %1877
  %1896 = phi <16 x float> [ %1878, %1877 ], [ %1923, %1906 ]
  %1897 = phi <16 x float> [ %1879, %1877 ], [ %1928, %1906 ]
  %1898 = phi <16 x float> [ %1880, %1877 ], [ %1933, %1906 ]
  %1899 = phi <16 x float> [ %1881, %1877 ], [ %1938, %1906 ]
  %1900 = phi <16 x float> [ %1882, %1877 ], [ %1943, %1906 ]
  %1901 = phi <16 x float> [ %1883, %1877 ], [ %1948, %1906 ]
  %1902 = phi <16 x float> [ %1884, %1877 ], [ %1953, %1906 ]
  %1903 = phi <16 x float> [ %1885, %1877 ], [ %1958, %1906 ]
  %1904 = add nuw nsw i64 %1886, 1
  %1905 = icmp eq i64 %1904, %295
  br i1 %1905, label %1829, label %1877

1906:                                             ; preds = %1889, %1906
  %1907 = phi <16 x float> [ %1878, %1889 ], [ %1923, %1906 ]
  %1908 = phi <16 x float> [ %1879, %1889 ], [ %1928, %1906 ]
  %1909 = phi <16 x float> [ %1880, %1889 ], [ %1933, %1906 ]
  %1910 = phi <16 x float> [ %1881, %1889 ], [ %1938, %1906 ]
  %1911 = phi <16 x float> [ %1882, %1889 ], [ %1943, %1906 ]
  %1912 = phi <16 x float> [ %1883, %1889 ], [ %1948, %1906 ]
  %1913 = phi <16 x float> [ %1884, %1889 ], [ %1953, %1906 ]
  %1914 = phi <16 x float> [ %1885, %1889 ], [ %1958, %1906 ]
  %1915 = phi i64 [ %1864, %1889 ], [ %1959, %1906 ]
  %1916 = phi ptr [ %1892, %1889 ], [ %1961, %1906 ]
  %1917 = phi ptr [ %1872, %1889 ], [ %1960, %1906 ]
  %1918 = getelementptr inbounds float, ptr %1917, i64 %1888
  %1919 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1918, <16 x i1> %1894, <16 x float> zeroinitializer)
  %1920 = load float, ptr %1916, align 4
  %1921 = insertelement <16 x float> poison, float %1920, i64 0
  %1922 = shufflevector <16 x float> %1921, <16 x float> poison, <16 x i32> zeroinitializer
  %1923 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1919, <16 x float> %1922, <16 x float> %1907)
  %1924 = getelementptr inbounds float, ptr %1916, i64 %297
  %1925 = load float, ptr %1924, align 4
  %1926 = insertelement <16 x float> poison, float %1925, i64 0
  %1927 = shufflevector <16 x float> %1926, <16 x float> poison, <16 x i32> zeroinitializer
  %1928 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1919, <16 x float> %1927, <16 x float> %1908)
  %1929 = getelementptr inbounds i8, ptr %1916, i64 %317
  %1930 = load float, ptr %1929, align 4
  %1931 = insertelement <16 x float> poison, float %1930, i64 0
  %1932 = shufflevector <16 x float> %1931, <16 x float> poison, <16 x i32> zeroinitializer
  %1933 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1919, <16 x float> %1932, <16 x float> %1909)
  %1934 = getelementptr inbounds i8, ptr %1916, i64 %318
  %1935 = load float, ptr %1934, align 4
  %1936 = insertelement <16 x float> poison, float %1935, i64 0
  %1937 = shufflevector <16 x float> %1936, <16 x float> poison, <16 x i32> zeroinitializer
  %1938 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1919, <16 x float> %1937, <16 x float> %1910)
  %1939 = getelementptr inbounds i8, ptr %1916, i64 %319
  %1940 = load float, ptr %1939, align 4
  %1941 = insertelement <16 x float> poison, float %1940, i64 0
  %1942 = shufflevector <16 x float> %1941, <16 x float> poison, <16 x i32> zeroinitializer
  %1943 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1919, <16 x float> %1942, <16 x float> %1911)
  %1944 = getelementptr inbounds i8, ptr %1916, i64 %320
  %1945 = load float, ptr %1944, align 4
  %1946 = insertelement <16 x float> poison, float %1945, i64 0
  %1947 = shufflevector <16 x float> %1946, <16 x float> poison, <16 x i32> zeroinitializer
  %1948 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1919, <16 x float> %1947, <16 x float> %1912)
  %1949 = getelementptr inbounds i8, ptr %1916, i64 %321
  %1950 = load float, ptr %1949, align 4
  %1951 = insertelement <16 x float> poison, float %1950, i64 0
  %1952 = shufflevector <16 x float> %1951, <16 x float> poison, <16 x i32> zeroinitializer
  %1953 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1919, <16 x float> %1952, <16 x float> %1913)
  %1954 = getelementptr inbounds i8, ptr %1916, i64 %322
  %1955 = load float, ptr %1954, align 4
  %1956 = insertelement <16 x float> poison, float %1955, i64 0
  %1957 = shufflevector <16 x float> %1956, <16 x float> poison, <16 x i32> zeroinitializer
  %1958 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1919, <16 x float> %1957, <16 x float> %1914)
  %1959 = add nuw nsw i64 %1915, 1
  %1960 = getelementptr inbounds float, ptr %1917, i64 %294
  %1961 = getelementptr inbounds nuw float, ptr %1916, i64 %295
  %1962 = icmp eq i64 %1959, %1866
  br i1 %1962, label %1895, label %1906

1963:                                             ; preds = %1840
  %1964 = getelementptr inbounds float, ptr %449, i64 %1850
  switch i64 %323, label %1580 [
    i64 1, label %1965
    i64 2, label %1968
    i64 3, label %1975
    i64 0, label %2020
  ]

1965:                                             ; preds = %1963
  %1966 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1964, <16 x i1> %1852, <16 x float> zeroinitializer)
  %1967 = fadd <16 x float> %1841, %1966
  br label %1982

1968:                                             ; preds = %1963
  %1969 = bitcast <16 x float> %1841 to <8 x i64>
  %1970 = or <8 x i64> %1969, %302
  %1971 = fcmp oeq <16 x float> %1841, %54
  %1972 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %1841, i32 4)
  %1973 = bitcast <8 x i64> %1970 to <16 x float>
  %1974 = select <16 x i1> %1971, <16 x float> %1973, <16 x float> %1972
  br label %1982

1975:                                             ; preds = %1963
  %1976 = bitcast <16 x float> %1841 to <8 x i64>
  %1977 = and <8 x i64> %1976, %301
  %1978 = fcmp oeq <16 x float> %1841, %51
  %1979 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %1841, i32 4)
  %1980 = bitcast <8 x i64> %1977 to <16 x float>
  %1981 = select <16 x i1> %1978, <16 x float> %1980, <16 x float> %1979
  br label %1982

1982:                                             ; preds = %1975, %1968, %1965
  %1983 = phi <16 x float> [ %1967, %1965 ], [ %1974, %1968 ], [ %1981, %1975 ]
  switch i64 %325, label %1580 [
    i64 1, label %1998
    i64 2, label %1991
    i64 3, label %1984
    i64 0, label %2020
  ]

1984:                                             ; preds = %1982
  %1985 = bitcast <16 x float> %1983 to <8 x i64>
  %1986 = and <8 x i64> %1985, %301
  %1987 = fcmp oeq <16 x float> %1983, %51
  %1988 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %1983, i32 4)
  %1989 = bitcast <8 x i64> %1986 to <16 x float>
  %1990 = select <16 x i1> %1987, <16 x float> %1989, <16 x float> %1988
  br label %2001

1991:                                             ; preds = %1982
  %1992 = bitcast <16 x float> %1983 to <8 x i64>
  %1993 = or <8 x i64> %1992, %302
  %1994 = fcmp oeq <16 x float> %1983, %54
  %1995 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %1983, i32 4)
  %1996 = bitcast <8 x i64> %1993 to <16 x float>
  %1997 = select <16 x i1> %1994, <16 x float> %1996, <16 x float> %1995
  br label %2001

1998:                                             ; preds = %1982
  %1999 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1964, <16 x i1> %1852, <16 x float> zeroinitializer)
  %2000 = fadd <16 x float> %1983, %1999
  br label %2001

2001:                                             ; preds = %1998, %1991, %1984
  %2002 = phi <16 x float> [ %2000, %1998 ], [ %1997, %1991 ], [ %1990, %1984 ]
  switch i64 %327, label %1580 [
    i64 1, label %2017
    i64 2, label %2010
    i64 3, label %2003
    i64 0, label %2020
  ]

2003:                                             ; preds = %2001
  %2004 = bitcast <16 x float> %2002 to <8 x i64>
  %2005 = and <8 x i64> %2004, %301
  %2006 = fcmp oeq <16 x float> %2002, %51
  %2007 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2002, i32 4)
  %2008 = bitcast <8 x i64> %2005 to <16 x float>
  %2009 = select <16 x i1> %2006, <16 x float> %2008, <16 x float> %2007
  br label %2020

2010:                                             ; preds = %2001
  %2011 = bitcast <16 x float> %2002 to <8 x i64>
  %2012 = or <8 x i64> %2011, %302
  %2013 = fcmp oeq <16 x float> %2002, %54
  %2014 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2002, i32 4)
  %2015 = bitcast <8 x i64> %2012 to <16 x float>
  %2016 = select <16 x i1> %2013, <16 x float> %2015, <16 x float> %2014
  br label %2020

2017:                                             ; preds = %2001
  %2018 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1964, <16 x i1> %1852, <16 x float> zeroinitializer)
  %2019 = fadd <16 x float> %2002, %2018
  br label %2020

2020:                                             ; preds = %1963, %1982, %2001, %2017, %2010, %2003, %1840
  %2021 = phi <16 x float> [ %1841, %1840 ], [ %1841, %1963 ], [ %2002, %2001 ], [ %1983, %1982 ], [ %2019, %2017 ], [ %2016, %2010 ], [ %2009, %2003 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2021, ptr align 1 %1853, <16 x i1> %1852)
  %2022 = add nsw i64 %1849, %1085
  %2023 = bitcast i16 %1762 to <16 x i1>
  %2024 = select i1 %1086, <16 x i1> zeroinitializer, <16 x i1> %2023
  %2025 = getelementptr inbounds float, ptr %451, i64 %2022
  br i1 %300, label %2083, label %2026

2026:                                             ; preds = %2020
  %2027 = getelementptr inbounds float, ptr %449, i64 %2022
  switch i64 %328, label %1580 [
    i64 1, label %2042
    i64 2, label %2035
    i64 3, label %2028
    i64 0, label %2083
  ]

2028:                                             ; preds = %2026
  %2029 = bitcast <16 x float> %1842 to <8 x i64>
  %2030 = and <8 x i64> %2029, %301
  %2031 = fcmp oeq <16 x float> %1842, %51
  %2032 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %1842, i32 4)
  %2033 = bitcast <8 x i64> %2030 to <16 x float>
  %2034 = select <16 x i1> %2031, <16 x float> %2033, <16 x float> %2032
  br label %2045

2035:                                             ; preds = %2026
  %2036 = bitcast <16 x float> %1842 to <8 x i64>
  %2037 = or <8 x i64> %2036, %302
  %2038 = fcmp oeq <16 x float> %1842, %54
  %2039 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %1842, i32 4)
  %2040 = bitcast <8 x i64> %2037 to <16 x float>
  %2041 = select <16 x i1> %2038, <16 x float> %2040, <16 x float> %2039
  br label %2045

2042:                                             ; preds = %2026
  %2043 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2027, <16 x i1> %2024, <16 x float> zeroinitializer)
  %2044 = fadd <16 x float> %1842, %2043
  br label %2045

2045:                                             ; preds = %2042, %2035, %2028
  %2046 = phi <16 x float> [ %2044, %2042 ], [ %2041, %2035 ], [ %2034, %2028 ]
  switch i64 %330, label %1580 [
    i64 1, label %2061
    i64 2, label %2054
    i64 3, label %2047
    i64 0, label %2083
  ]

2047:                                             ; preds = %2045
  %2048 = bitcast <16 x float> %2046 to <8 x i64>
  %2049 = and <8 x i64> %2048, %301
  %2050 = fcmp oeq <16 x float> %2046, %51
  %2051 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2046, i32 4)
  %2052 = bitcast <8 x i64> %2049 to <16 x float>
  %2053 = select <16 x i1> %2050, <16 x float> %2052, <16 x float> %2051
  br label %2064

2054:                                             ; preds = %2045
  %2055 = bitcast <16 x float> %2046 to <8 x i64>
  %2056 = or <8 x i64> %2055, %302
  %2057 = fcmp oeq <16 x float> %2046, %54
  %2058 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2046, i32 4)
  %2059 = bitcast <8 x i64> %2056 to <16 x float>
  %2060 = select <16 x i1> %2057, <16 x float> %2059, <16 x float> %2058
  br label %2064

2061:                                             ; preds = %2045
  %2062 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2027, <16 x i1> %2024, <16 x float> zeroinitializer)
  %2063 = fadd <16 x float> %2046, %2062
  br label %2064

2064:                                             ; preds = %2061, %2054, %2047
  %2065 = phi <16 x float> [ %2063, %2061 ], [ %2060, %2054 ], [ %2053, %2047 ]
  switch i64 %332, label %1580 [
    i64 1, label %2080
    i64 2, label %2073
    i64 3, label %2066
    i64 0, label %2083
  ]

2066:                                             ; preds = %2064
  %2067 = bitcast <16 x float> %2065 to <8 x i64>
  %2068 = and <8 x i64> %2067, %301
  %2069 = fcmp oeq <16 x float> %2065, %51
  %2070 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2065, i32 4)
  %2071 = bitcast <8 x i64> %2068 to <16 x float>
  %2072 = select <16 x i1> %2069, <16 x float> %2071, <16 x float> %2070
  br label %2083

2073:                                             ; preds = %2064
  %2074 = bitcast <16 x float> %2065 to <8 x i64>
  %2075 = or <8 x i64> %2074, %302
  %2076 = fcmp oeq <16 x float> %2065, %54
  %2077 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2065, i32 4)
  %2078 = bitcast <8 x i64> %2075 to <16 x float>
  %2079 = select <16 x i1> %2076, <16 x float> %2078, <16 x float> %2077
  br label %2083

2080:                                             ; preds = %2064
  %2081 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2027, <16 x i1> %2024, <16 x float> zeroinitializer)
  %2082 = fadd <16 x float> %2065, %2081
  br label %2083

2083:                                             ; preds = %2020, %2026, %2045, %2064, %2080, %2073, %2066
  %2084 = phi <16 x float> [ %2072, %2066 ], [ %1842, %2026 ], [ %2065, %2064 ], [ %2046, %2045 ], [ %2082, %2080 ], [ %2079, %2073 ], [ %1842, %2020 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2084, ptr align 1 %2025, <16 x i1> %2024)
  %2085 = add nsw i64 %1849, %1088
  %2086 = bitcast i16 %1762 to <16 x i1>
  %2087 = select i1 %1089, <16 x i1> zeroinitializer, <16 x i1> %2086
  %2088 = getelementptr inbounds float, ptr %451, i64 %2085
  br i1 %300, label %2146, label %2089

2089:                                             ; preds = %2083
  %2090 = getelementptr inbounds float, ptr %449, i64 %2085
  switch i64 %333, label %1580 [
    i64 1, label %2105
    i64 2, label %2098
    i64 3, label %2091
    i64 0, label %2146
  ]

2091:                                             ; preds = %2089
  %2092 = bitcast <16 x float> %1843 to <8 x i64>
  %2093 = and <8 x i64> %2092, %301
  %2094 = fcmp oeq <16 x float> %1843, %51
  %2095 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %1843, i32 4)
  %2096 = bitcast <8 x i64> %2093 to <16 x float>
  %2097 = select <16 x i1> %2094, <16 x float> %2096, <16 x float> %2095
  br label %2108

2098:                                             ; preds = %2089
  %2099 = bitcast <16 x float> %1843 to <8 x i64>
  %2100 = or <8 x i64> %2099, %302
  %2101 = fcmp oeq <16 x float> %1843, %54
  %2102 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %1843, i32 4)
  %2103 = bitcast <8 x i64> %2100 to <16 x float>
  %2104 = select <16 x i1> %2101, <16 x float> %2103, <16 x float> %2102
  br label %2108

2105:                                             ; preds = %2089
  %2106 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2090, <16 x i1> %2087, <16 x float> zeroinitializer)
  %2107 = fadd <16 x float> %1843, %2106
  br label %2108

2108:                                             ; preds = %2105, %2098, %2091
  %2109 = phi <16 x float> [ %2107, %2105 ], [ %2104, %2098 ], [ %2097, %2091 ]
  switch i64 %335, label %1580 [
    i64 1, label %2124
    i64 2, label %2117
    i64 3, label %2110
    i64 0, label %2146
  ]

2110:                                             ; preds = %2108
  %2111 = bitcast <16 x float> %2109 to <8 x i64>
  %2112 = and <8 x i64> %2111, %301
  %2113 = fcmp oeq <16 x float> %2109, %51
  %2114 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2109, i32 4)
  %2115 = bitcast <8 x i64> %2112 to <16 x float>
  %2116 = select <16 x i1> %2113, <16 x float> %2115, <16 x float> %2114
  br label %2127

2117:                                             ; preds = %2108
  %2118 = bitcast <16 x float> %2109 to <8 x i64>
  %2119 = or <8 x i64> %2118, %302
  %2120 = fcmp oeq <16 x float> %2109, %54
  %2121 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2109, i32 4)
  %2122 = bitcast <8 x i64> %2119 to <16 x float>
  %2123 = select <16 x i1> %2120, <16 x float> %2122, <16 x float> %2121
  br label %2127

2124:                                             ; preds = %2108
  %2125 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2090, <16 x i1> %2087, <16 x float> zeroinitializer)
  %2126 = fadd <16 x float> %2109, %2125
  br label %2127

2127:                                             ; preds = %2124, %2117, %2110
  %2128 = phi <16 x float> [ %2126, %2124 ], [ %2123, %2117 ], [ %2116, %2110 ]
  switch i64 %337, label %1580 [
    i64 1, label %2143
    i64 2, label %2136
    i64 3, label %2129
    i64 0, label %2146
  ]

2129:                                             ; preds = %2127
  %2130 = bitcast <16 x float> %2128 to <8 x i64>
  %2131 = and <8 x i64> %2130, %301
  %2132 = fcmp oeq <16 x float> %2128, %51
  %2133 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2128, i32 4)
  %2134 = bitcast <8 x i64> %2131 to <16 x float>
  %2135 = select <16 x i1> %2132, <16 x float> %2134, <16 x float> %2133
  br label %2146

2136:                                             ; preds = %2127
  %2137 = bitcast <16 x float> %2128 to <8 x i64>
  %2138 = or <8 x i64> %2137, %302
  %2139 = fcmp oeq <16 x float> %2128, %54
  %2140 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2128, i32 4)
  %2141 = bitcast <8 x i64> %2138 to <16 x float>
  %2142 = select <16 x i1> %2139, <16 x float> %2141, <16 x float> %2140
  br label %2146

2143:                                             ; preds = %2127
  %2144 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2090, <16 x i1> %2087, <16 x float> zeroinitializer)
  %2145 = fadd <16 x float> %2128, %2144
  br label %2146

2146:                                             ; preds = %2083, %2089, %2108, %2127, %2143, %2136, %2129
  %2147 = phi <16 x float> [ %2135, %2129 ], [ %1843, %2089 ], [ %2128, %2127 ], [ %2109, %2108 ], [ %2145, %2143 ], [ %2142, %2136 ], [ %1843, %2083 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2147, ptr align 1 %2088, <16 x i1> %2087)
  %2148 = add nsw i64 %1849, %1091
  %2149 = bitcast i16 %1762 to <16 x i1>
  %2150 = select i1 %1092, <16 x i1> zeroinitializer, <16 x i1> %2149
  %2151 = getelementptr inbounds float, ptr %451, i64 %2148
  br i1 %300, label %2209, label %2152

2152:                                             ; preds = %2146
  %2153 = getelementptr inbounds float, ptr %449, i64 %2148
  switch i64 %338, label %1580 [
    i64 1, label %2168
    i64 2, label %2161
    i64 3, label %2154
    i64 0, label %2209
  ]

2154:                                             ; preds = %2152
  %2155 = bitcast <16 x float> %1844 to <8 x i64>
  %2156 = and <8 x i64> %2155, %301
  %2157 = fcmp oeq <16 x float> %1844, %51
  %2158 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %1844, i32 4)
  %2159 = bitcast <8 x i64> %2156 to <16 x float>
  %2160 = select <16 x i1> %2157, <16 x float> %2159, <16 x float> %2158
  br label %2171

2161:                                             ; preds = %2152
  %2162 = bitcast <16 x float> %1844 to <8 x i64>
  %2163 = or <8 x i64> %2162, %302
  %2164 = fcmp oeq <16 x float> %1844, %54
  %2165 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %1844, i32 4)
  %2166 = bitcast <8 x i64> %2163 to <16 x float>
  %2167 = select <16 x i1> %2164, <16 x float> %2166, <16 x float> %2165
  br label %2171

2168:                                             ; preds = %2152
  %2169 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2153, <16 x i1> %2150, <16 x float> zeroinitializer)
  %2170 = fadd <16 x float> %1844, %2169
  br label %2171

2171:                                             ; preds = %2168, %2161, %2154
  %2172 = phi <16 x float> [ %2170, %2168 ], [ %2167, %2161 ], [ %2160, %2154 ]
  switch i64 %340, label %1580 [
    i64 1, label %2187
    i64 2, label %2180
    i64 3, label %2173
    i64 0, label %2209
  ]

2173:                                             ; preds = %2171
  %2174 = bitcast <16 x float> %2172 to <8 x i64>
  %2175 = and <8 x i64> %2174, %301
  %2176 = fcmp oeq <16 x float> %2172, %51
  %2177 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2172, i32 4)
  %2178 = bitcast <8 x i64> %2175 to <16 x float>
  %2179 = select <16 x i1> %2176, <16 x float> %2178, <16 x float> %2177
  br label %2190

2180:                                             ; preds = %2171
  %2181 = bitcast <16 x float> %2172 to <8 x i64>
  %2182 = or <8 x i64> %2181, %302
  %2183 = fcmp oeq <16 x float> %2172, %54
  %2184 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2172, i32 4)
  %2185 = bitcast <8 x i64> %2182 to <16 x float>
  %2186 = select <16 x i1> %2183, <16 x float> %2185, <16 x float> %2184
  br label %2190

2187:                                             ; preds = %2171
  %2188 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2153, <16 x i1> %2150, <16 x float> zeroinitializer)
  %2189 = fadd <16 x float> %2172, %2188
  br label %2190

2190:                                             ; preds = %2187, %2180, %2173
  %2191 = phi <16 x float> [ %2189, %2187 ], [ %2186, %2180 ], [ %2179, %2173 ]
  switch i64 %342, label %1580 [
    i64 1, label %2206
    i64 2, label %2199
    i64 3, label %2192
    i64 0, label %2209
  ]

2192:                                             ; preds = %2190
  %2193 = bitcast <16 x float> %2191 to <8 x i64>
  %2194 = and <8 x i64> %2193, %301
  %2195 = fcmp oeq <16 x float> %2191, %51
  %2196 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2191, i32 4)
  %2197 = bitcast <8 x i64> %2194 to <16 x float>
  %2198 = select <16 x i1> %2195, <16 x float> %2197, <16 x float> %2196
  br label %2209

2199:                                             ; preds = %2190
  %2200 = bitcast <16 x float> %2191 to <8 x i64>
  %2201 = or <8 x i64> %2200, %302
  %2202 = fcmp oeq <16 x float> %2191, %54
  %2203 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2191, i32 4)
  %2204 = bitcast <8 x i64> %2201 to <16 x float>
  %2205 = select <16 x i1> %2202, <16 x float> %2204, <16 x float> %2203
  br label %2209

2206:                                             ; preds = %2190
  %2207 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2153, <16 x i1> %2150, <16 x float> zeroinitializer)
  %2208 = fadd <16 x float> %2191, %2207
  br label %2209

2209:                                             ; preds = %2146, %2152, %2171, %2190, %2206, %2199, %2192
  %2210 = phi <16 x float> [ %2198, %2192 ], [ %1844, %2152 ], [ %2191, %2190 ], [ %2172, %2171 ], [ %2208, %2206 ], [ %2205, %2199 ], [ %1844, %2146 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2210, ptr align 1 %2151, <16 x i1> %2150)
  %2211 = add nsw i64 %1849, %1094
  %2212 = bitcast i16 %1762 to <16 x i1>
  %2213 = select i1 %1095, <16 x i1> zeroinitializer, <16 x i1> %2212
  %2214 = getelementptr inbounds float, ptr %451, i64 %2211
  br i1 %300, label %2272, label %2215

2215:                                             ; preds = %2209
  %2216 = getelementptr inbounds float, ptr %449, i64 %2211
  switch i64 %343, label %1580 [
    i64 1, label %2231
    i64 2, label %2224
    i64 3, label %2217
    i64 0, label %2272
  ]

2217:                                             ; preds = %2215
  %2218 = bitcast <16 x float> %1845 to <8 x i64>
  %2219 = and <8 x i64> %2218, %301
  %2220 = fcmp oeq <16 x float> %1845, %51
  %2221 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %1845, i32 4)
  %2222 = bitcast <8 x i64> %2219 to <16 x float>
  %2223 = select <16 x i1> %2220, <16 x float> %2222, <16 x float> %2221
  br label %2234

2224:                                             ; preds = %2215
  %2225 = bitcast <16 x float> %1845 to <8 x i64>
  %2226 = or <8 x i64> %2225, %302
  %2227 = fcmp oeq <16 x float> %1845, %54
  %2228 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %1845, i32 4)
  %2229 = bitcast <8 x i64> %2226 to <16 x float>
  %2230 = select <16 x i1> %2227, <16 x float> %2229, <16 x float> %2228
  br label %2234

2231:                                             ; preds = %2215
  %2232 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2216, <16 x i1> %2213, <16 x float> zeroinitializer)
  %2233 = fadd <16 x float> %1845, %2232
  br label %2234

2234:                                             ; preds = %2231, %2224, %2217
  %2235 = phi <16 x float> [ %2233, %2231 ], [ %2230, %2224 ], [ %2223, %2217 ]
  switch i64 %345, label %1580 [
    i64 1, label %2250
    i64 2, label %2243
    i64 3, label %2236
    i64 0, label %2272
  ]

2236:                                             ; preds = %2234
  %2237 = bitcast <16 x float> %2235 to <8 x i64>
  %2238 = and <8 x i64> %2237, %301
  %2239 = fcmp oeq <16 x float> %2235, %51
  %2240 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2235, i32 4)
  %2241 = bitcast <8 x i64> %2238 to <16 x float>
  %2242 = select <16 x i1> %2239, <16 x float> %2241, <16 x float> %2240
  br label %2253

2243:                                             ; preds = %2234
  %2244 = bitcast <16 x float> %2235 to <8 x i64>
  %2245 = or <8 x i64> %2244, %302
  %2246 = fcmp oeq <16 x float> %2235, %54
  %2247 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2235, i32 4)
  %2248 = bitcast <8 x i64> %2245 to <16 x float>
  %2249 = select <16 x i1> %2246, <16 x float> %2248, <16 x float> %2247
  br label %2253

2250:                                             ; preds = %2234
  %2251 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2216, <16 x i1> %2213, <16 x float> zeroinitializer)
  %2252 = fadd <16 x float> %2235, %2251
  br label %2253

2253:                                             ; preds = %2250, %2243, %2236
  %2254 = phi <16 x float> [ %2252, %2250 ], [ %2249, %2243 ], [ %2242, %2236 ]
  switch i64 %347, label %1580 [
    i64 1, label %2269
    i64 2, label %2262
    i64 3, label %2255
    i64 0, label %2272
  ]

2255:                                             ; preds = %2253
  %2256 = bitcast <16 x float> %2254 to <8 x i64>
  %2257 = and <8 x i64> %2256, %301
  %2258 = fcmp oeq <16 x float> %2254, %51
  %2259 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2254, i32 4)
  %2260 = bitcast <8 x i64> %2257 to <16 x float>
  %2261 = select <16 x i1> %2258, <16 x float> %2260, <16 x float> %2259
  br label %2272

2262:                                             ; preds = %2253
  %2263 = bitcast <16 x float> %2254 to <8 x i64>
  %2264 = or <8 x i64> %2263, %302
  %2265 = fcmp oeq <16 x float> %2254, %54
  %2266 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2254, i32 4)
  %2267 = bitcast <8 x i64> %2264 to <16 x float>
  %2268 = select <16 x i1> %2265, <16 x float> %2267, <16 x float> %2266
  br label %2272

2269:                                             ; preds = %2253
  %2270 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2216, <16 x i1> %2213, <16 x float> zeroinitializer)
  %2271 = fadd <16 x float> %2254, %2270
  br label %2272

2272:                                             ; preds = %2209, %2215, %2234, %2253, %2269, %2262, %2255
  %2273 = phi <16 x float> [ %2261, %2255 ], [ %1845, %2215 ], [ %2254, %2253 ], [ %2235, %2234 ], [ %2271, %2269 ], [ %2268, %2262 ], [ %1845, %2209 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2273, ptr align 1 %2214, <16 x i1> %2213)
  %2274 = add nsw i64 %1849, %1097
  %2275 = bitcast i16 %1762 to <16 x i1>
  %2276 = select i1 %1098, <16 x i1> zeroinitializer, <16 x i1> %2275
  %2277 = getelementptr inbounds float, ptr %451, i64 %2274
  br i1 %300, label %2335, label %2278

2278:                                             ; preds = %2272
  %2279 = getelementptr inbounds float, ptr %449, i64 %2274
  switch i64 %348, label %1580 [
    i64 1, label %2294
    i64 2, label %2287
    i64 3, label %2280
    i64 0, label %2335
  ]

2280:                                             ; preds = %2278
  %2281 = bitcast <16 x float> %1846 to <8 x i64>
  %2282 = and <8 x i64> %2281, %301
  %2283 = fcmp oeq <16 x float> %1846, %51
  %2284 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %1846, i32 4)
  %2285 = bitcast <8 x i64> %2282 to <16 x float>
  %2286 = select <16 x i1> %2283, <16 x float> %2285, <16 x float> %2284
  br label %2297

2287:                                             ; preds = %2278
  %2288 = bitcast <16 x float> %1846 to <8 x i64>
  %2289 = or <8 x i64> %2288, %302
  %2290 = fcmp oeq <16 x float> %1846, %54
  %2291 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %1846, i32 4)
  %2292 = bitcast <8 x i64> %2289 to <16 x float>
  %2293 = select <16 x i1> %2290, <16 x float> %2292, <16 x float> %2291
  br label %2297

2294:                                             ; preds = %2278
  %2295 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2279, <16 x i1> %2276, <16 x float> zeroinitializer)
  %2296 = fadd <16 x float> %1846, %2295
  br label %2297

2297:                                             ; preds = %2294, %2287, %2280
  %2298 = phi <16 x float> [ %2296, %2294 ], [ %2293, %2287 ], [ %2286, %2280 ]
  switch i64 %350, label %1580 [
    i64 1, label %2313
    i64 2, label %2306
    i64 3, label %2299
    i64 0, label %2335
  ]

2299:                                             ; preds = %2297
  %2300 = bitcast <16 x float> %2298 to <8 x i64>
  %2301 = and <8 x i64> %2300, %301
  %2302 = fcmp oeq <16 x float> %2298, %51
  %2303 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2298, i32 4)
  %2304 = bitcast <8 x i64> %2301 to <16 x float>
  %2305 = select <16 x i1> %2302, <16 x float> %2304, <16 x float> %2303
  br label %2316

2306:                                             ; preds = %2297
  %2307 = bitcast <16 x float> %2298 to <8 x i64>
  %2308 = or <8 x i64> %2307, %302
  %2309 = fcmp oeq <16 x float> %2298, %54
  %2310 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2298, i32 4)
  %2311 = bitcast <8 x i64> %2308 to <16 x float>
  %2312 = select <16 x i1> %2309, <16 x float> %2311, <16 x float> %2310
  br label %2316

2313:                                             ; preds = %2297
  %2314 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2279, <16 x i1> %2276, <16 x float> zeroinitializer)
  %2315 = fadd <16 x float> %2298, %2314
  br label %2316

2316:                                             ; preds = %2313, %2306, %2299
  %2317 = phi <16 x float> [ %2315, %2313 ], [ %2312, %2306 ], [ %2305, %2299 ]
  switch i64 %352, label %1580 [
    i64 1, label %2332
    i64 2, label %2325
    i64 3, label %2318
    i64 0, label %2335
  ]

2318:                                             ; preds = %2316
  %2319 = bitcast <16 x float> %2317 to <8 x i64>
  %2320 = and <8 x i64> %2319, %301
  %2321 = fcmp oeq <16 x float> %2317, %51
  %2322 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2317, i32 4)
  %2323 = bitcast <8 x i64> %2320 to <16 x float>
  %2324 = select <16 x i1> %2321, <16 x float> %2323, <16 x float> %2322
  br label %2335

2325:                                             ; preds = %2316
  %2326 = bitcast <16 x float> %2317 to <8 x i64>
  %2327 = or <8 x i64> %2326, %302
  %2328 = fcmp oeq <16 x float> %2317, %54
  %2329 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2317, i32 4)
  %2330 = bitcast <8 x i64> %2327 to <16 x float>
  %2331 = select <16 x i1> %2328, <16 x float> %2330, <16 x float> %2329
  br label %2335

2332:                                             ; preds = %2316
  %2333 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2279, <16 x i1> %2276, <16 x float> zeroinitializer)
  %2334 = fadd <16 x float> %2317, %2333
  br label %2335

2335:                                             ; preds = %2272, %2278, %2297, %2316, %2332, %2325, %2318
  %2336 = phi <16 x float> [ %2324, %2318 ], [ %1846, %2278 ], [ %2317, %2316 ], [ %2298, %2297 ], [ %2334, %2332 ], [ %2331, %2325 ], [ %1846, %2272 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2336, ptr align 1 %2277, <16 x i1> %2276)
  %2337 = add nsw i64 %1849, %1100
  %2338 = bitcast i16 %1762 to <16 x i1>
  %2339 = select i1 %1101, <16 x i1> zeroinitializer, <16 x i1> %2338
  %2340 = getelementptr inbounds float, ptr %451, i64 %2337
  br i1 %300, label %2398, label %2341

2341:                                             ; preds = %2335
  %2342 = getelementptr inbounds float, ptr %449, i64 %2337
  switch i64 %353, label %1580 [
    i64 1, label %2357
    i64 2, label %2350
    i64 3, label %2343
    i64 0, label %2398
  ]

2343:                                             ; preds = %2341
  %2344 = bitcast <16 x float> %1847 to <8 x i64>
  %2345 = and <8 x i64> %2344, %301
  %2346 = fcmp oeq <16 x float> %1847, %51
  %2347 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %1847, i32 4)
  %2348 = bitcast <8 x i64> %2345 to <16 x float>
  %2349 = select <16 x i1> %2346, <16 x float> %2348, <16 x float> %2347
  br label %2360

2350:                                             ; preds = %2341
  %2351 = bitcast <16 x float> %1847 to <8 x i64>
  %2352 = or <8 x i64> %2351, %302
  %2353 = fcmp oeq <16 x float> %1847, %54
  %2354 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %1847, i32 4)
  %2355 = bitcast <8 x i64> %2352 to <16 x float>
  %2356 = select <16 x i1> %2353, <16 x float> %2355, <16 x float> %2354
  br label %2360

2357:                                             ; preds = %2341
  %2358 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2342, <16 x i1> %2339, <16 x float> zeroinitializer)
  %2359 = fadd <16 x float> %1847, %2358
  br label %2360

2360:                                             ; preds = %2357, %2350, %2343
  %2361 = phi <16 x float> [ %2359, %2357 ], [ %2356, %2350 ], [ %2349, %2343 ]
  switch i64 %355, label %1580 [
    i64 1, label %2376
    i64 2, label %2369
    i64 3, label %2362
    i64 0, label %2398
  ]

2362:                                             ; preds = %2360
  %2363 = bitcast <16 x float> %2361 to <8 x i64>
  %2364 = and <8 x i64> %2363, %301
  %2365 = fcmp oeq <16 x float> %2361, %51
  %2366 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2361, i32 4)
  %2367 = bitcast <8 x i64> %2364 to <16 x float>
  %2368 = select <16 x i1> %2365, <16 x float> %2367, <16 x float> %2366
  br label %2379

2369:                                             ; preds = %2360
  %2370 = bitcast <16 x float> %2361 to <8 x i64>
  %2371 = or <8 x i64> %2370, %302
  %2372 = fcmp oeq <16 x float> %2361, %54
  %2373 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2361, i32 4)
  %2374 = bitcast <8 x i64> %2371 to <16 x float>
  %2375 = select <16 x i1> %2372, <16 x float> %2374, <16 x float> %2373
  br label %2379

2376:                                             ; preds = %2360
  %2377 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2342, <16 x i1> %2339, <16 x float> zeroinitializer)
  %2378 = fadd <16 x float> %2361, %2377
  br label %2379

2379:                                             ; preds = %2376, %2369, %2362
  %2380 = phi <16 x float> [ %2378, %2376 ], [ %2375, %2369 ], [ %2368, %2362 ]
  switch i64 %357, label %1580 [
    i64 1, label %2395
    i64 2, label %2388
    i64 3, label %2381
    i64 0, label %2398
  ]

2381:                                             ; preds = %2379
  %2382 = bitcast <16 x float> %2380 to <8 x i64>
  %2383 = and <8 x i64> %2382, %301
  %2384 = fcmp oeq <16 x float> %2380, %51
  %2385 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2380, i32 4)
  %2386 = bitcast <8 x i64> %2383 to <16 x float>
  %2387 = select <16 x i1> %2384, <16 x float> %2386, <16 x float> %2385
  br label %2398

2388:                                             ; preds = %2379
  %2389 = bitcast <16 x float> %2380 to <8 x i64>
  %2390 = or <8 x i64> %2389, %302
  %2391 = fcmp oeq <16 x float> %2380, %54
  %2392 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2380, i32 4)
  %2393 = bitcast <8 x i64> %2390 to <16 x float>
  %2394 = select <16 x i1> %2391, <16 x float> %2393, <16 x float> %2392
  br label %2398

2395:                                             ; preds = %2379
  %2396 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2342, <16 x i1> %2339, <16 x float> zeroinitializer)
  %2397 = fadd <16 x float> %2380, %2396
  br label %2398

2398:                                             ; preds = %2335, %2341, %2360, %2379, %2395, %2388, %2381
  %2399 = phi <16 x float> [ %2387, %2381 ], [ %1847, %2341 ], [ %2380, %2379 ], [ %2361, %2360 ], [ %2397, %2395 ], [ %2394, %2388 ], [ %1847, %2335 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2399, ptr align 1 %2340, <16 x i1> %2339)
  %2400 = add nsw i64 %1849, %1103
  %2401 = bitcast i16 %1762 to <16 x i1>
  %2402 = select i1 %1104, <16 x i1> zeroinitializer, <16 x i1> %2401
  %2403 = getelementptr inbounds float, ptr %451, i64 %2400
  br i1 %300, label %2461, label %2404

2404:                                             ; preds = %2398
  %2405 = getelementptr inbounds float, ptr %449, i64 %2400
  switch i64 %358, label %1580 [
    i64 1, label %2420
    i64 2, label %2413
    i64 3, label %2406
    i64 0, label %2461
  ]

2406:                                             ; preds = %2404
  %2407 = bitcast <16 x float> %1848 to <8 x i64>
  %2408 = and <8 x i64> %2407, %301
  %2409 = fcmp oeq <16 x float> %1848, %51
  %2410 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %1848, i32 4)
  %2411 = bitcast <8 x i64> %2408 to <16 x float>
  %2412 = select <16 x i1> %2409, <16 x float> %2411, <16 x float> %2410
  br label %2423

2413:                                             ; preds = %2404
  %2414 = bitcast <16 x float> %1848 to <8 x i64>
  %2415 = or <8 x i64> %2414, %302
  %2416 = fcmp oeq <16 x float> %1848, %54
  %2417 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %1848, i32 4)
  %2418 = bitcast <8 x i64> %2415 to <16 x float>
  %2419 = select <16 x i1> %2416, <16 x float> %2418, <16 x float> %2417
  br label %2423

2420:                                             ; preds = %2404
  %2421 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2405, <16 x i1> %2402, <16 x float> zeroinitializer)
  %2422 = fadd <16 x float> %1848, %2421
  br label %2423

2423:                                             ; preds = %2420, %2413, %2406
  %2424 = phi <16 x float> [ %2422, %2420 ], [ %2419, %2413 ], [ %2412, %2406 ]
  switch i64 %360, label %1580 [
    i64 1, label %2439
    i64 2, label %2432
    i64 3, label %2425
    i64 0, label %2461
  ]

2425:                                             ; preds = %2423
  %2426 = bitcast <16 x float> %2424 to <8 x i64>
  %2427 = and <8 x i64> %2426, %301
  %2428 = fcmp oeq <16 x float> %2424, %51
  %2429 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2424, i32 4)
  %2430 = bitcast <8 x i64> %2427 to <16 x float>
  %2431 = select <16 x i1> %2428, <16 x float> %2430, <16 x float> %2429
  br label %2442

2432:                                             ; preds = %2423
  %2433 = bitcast <16 x float> %2424 to <8 x i64>
  %2434 = or <8 x i64> %2433, %302
  %2435 = fcmp oeq <16 x float> %2424, %54
  %2436 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2424, i32 4)
  %2437 = bitcast <8 x i64> %2434 to <16 x float>
  %2438 = select <16 x i1> %2435, <16 x float> %2437, <16 x float> %2436
  br label %2442

2439:                                             ; preds = %2423
  %2440 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2405, <16 x i1> %2402, <16 x float> zeroinitializer)
  %2441 = fadd <16 x float> %2424, %2440
  br label %2442

2442:                                             ; preds = %2439, %2432, %2425
  %2443 = phi <16 x float> [ %2441, %2439 ], [ %2438, %2432 ], [ %2431, %2425 ]
  switch i64 %362, label %1580 [
    i64 1, label %2458
    i64 2, label %2451
    i64 3, label %2444
    i64 0, label %2461
  ]

2444:                                             ; preds = %2442
  %2445 = bitcast <16 x float> %2443 to <8 x i64>
  %2446 = and <8 x i64> %2445, %301
  %2447 = fcmp oeq <16 x float> %2443, %51
  %2448 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %51, <16 x float> %2443, i32 4)
  %2449 = bitcast <8 x i64> %2446 to <16 x float>
  %2450 = select <16 x i1> %2447, <16 x float> %2449, <16 x float> %2448
  br label %2461

2451:                                             ; preds = %2442
  %2452 = bitcast <16 x float> %2443 to <8 x i64>
  %2453 = or <8 x i64> %2452, %302
  %2454 = fcmp oeq <16 x float> %2443, %54
  %2455 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %54, <16 x float> %2443, i32 4)
  %2456 = bitcast <8 x i64> %2453 to <16 x float>
  %2457 = select <16 x i1> %2454, <16 x float> %2456, <16 x float> %2455
  br label %2461

2458:                                             ; preds = %2442
  %2459 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2405, <16 x i1> %2402, <16 x float> zeroinitializer)
  %2460 = fadd <16 x float> %2443, %2459
  br label %2461

2461:                                             ; preds = %2398, %2404, %2423, %2442, %2458, %2451, %2444
  %2462 = phi <16 x float> [ %2450, %2444 ], [ %1848, %2404 ], [ %2443, %2442 ], [ %2424, %2423 ], [ %2460, %2458 ], [ %2457, %2451 ], [ %1848, %2398 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2462, ptr align 1 %2403, <16 x i1> %2402)
  %2463 = add nuw nsw i64 %1753, 1
  %2464 = icmp eq i64 %2463, %1013
  br i1 %2464, label %2465, label %1752

2465:                                             ; preds = %2461, %1047, %1751
  %2466 = add nsw i64 %1042, 8
  %2467 = icmp slt i64 %2466, %439
  br i1 %2467, label %1041, label %1038
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
