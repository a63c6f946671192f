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
  br i1 %76, label %77, label %288

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
  %103 = getelementptr inbounds nuw i8, ptr %32, i64 384
  %104 = getelementptr inbounds nuw i8, ptr %32, i64 448
  %105 = getelementptr inbounds nuw i8, ptr %32, i64 512
  %106 = getelementptr inbounds nuw i8, ptr %32, i64 576
  %107 = getelementptr inbounds nuw i8, ptr %32, i64 640
  %108 = getelementptr inbounds nuw i8, ptr %32, i64 704
  %109 = getelementptr inbounds nuw i8, ptr %32, i64 768
  %110 = getelementptr inbounds nuw i8, ptr %32, i64 832
  %111 = getelementptr inbounds nuw i8, ptr %32, i64 896
  %112 = getelementptr inbounds nuw i8, ptr %32, i64 64
  %113 = getelementptr inbounds nuw i8, ptr %32, i64 128
  %114 = getelementptr inbounds nuw i8, ptr %32, i64 192
  %115 = getelementptr inbounds nuw i8, ptr %32, i64 256
  %116 = getelementptr inbounds nuw i8, ptr %32, i64 320
  %117 = shl i64 %87, 3
  %118 = mul i64 %87, 12
  %119 = shl i64 %87, 4
  %120 = mul i64 %87, 20
  %121 = getelementptr inbounds nuw i8, ptr %32, i64 960
  %122 = getelementptr inbounds nuw i8, ptr %32, i64 1024
  %123 = getelementptr inbounds nuw i8, ptr %32, i64 1088
  %124 = mul i64 %87, 24
  %125 = getelementptr inbounds nuw i8, ptr %32, i64 1152
  %126 = getelementptr inbounds nuw i8, ptr %32, i64 1216
  %127 = getelementptr inbounds nuw i8, ptr %32, i64 1280
  %128 = mul i64 %87, 28
  %129 = getelementptr inbounds nuw i8, ptr %32, i64 1344
  %130 = getelementptr inbounds nuw i8, ptr %32, i64 1408
  %131 = getelementptr inbounds nuw i8, ptr %32, i64 1472
  %132 = and i64 %29, 3
  %133 = lshr i64 %29, 2
  %134 = and i64 %133, 3
  %135 = lshr i64 %29, 4
  %136 = and i64 %135, 3
  %137 = and i64 %29, 3
  %138 = lshr i64 %29, 2
  %139 = and i64 %138, 3
  %140 = lshr i64 %29, 4
  %141 = and i64 %140, 3
  %142 = and i64 %29, 3
  %143 = lshr i64 %29, 2
  %144 = and i64 %143, 3
  %145 = lshr i64 %29, 4
  %146 = and i64 %145, 3
  %147 = getelementptr inbounds nuw i8, ptr %31, i64 384
  %148 = getelementptr inbounds nuw i8, ptr %31, i64 448
  %149 = getelementptr inbounds nuw i8, ptr %31, i64 512
  %150 = getelementptr inbounds nuw i8, ptr %31, i64 576
  %151 = getelementptr inbounds nuw i8, ptr %31, i64 640
  %152 = getelementptr inbounds nuw i8, ptr %31, i64 704
  %153 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %154 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %155 = getelementptr inbounds nuw i8, ptr %31, i64 192
  %156 = getelementptr inbounds nuw i8, ptr %31, i64 256
  %157 = getelementptr inbounds nuw i8, ptr %31, i64 320
  %158 = shl i64 %87, 3
  %159 = mul i64 %87, 12
  %160 = shl i64 %87, 4
  %161 = getelementptr inbounds nuw i8, ptr %31, i64 768
  %162 = getelementptr inbounds nuw i8, ptr %31, i64 832
  %163 = getelementptr inbounds nuw i8, ptr %31, i64 896
  %164 = mul i64 %87, 20
  %165 = getelementptr inbounds nuw i8, ptr %31, i64 960
  %166 = getelementptr inbounds nuw i8, ptr %31, i64 1024
  %167 = getelementptr inbounds nuw i8, ptr %31, i64 1088
  %168 = mul i64 %87, 24
  %169 = getelementptr inbounds nuw i8, ptr %31, i64 1152
  %170 = getelementptr inbounds nuw i8, ptr %31, i64 1216
  %171 = getelementptr inbounds nuw i8, ptr %31, i64 1280
  %172 = mul i64 %87, 28
  %173 = getelementptr inbounds nuw i8, ptr %31, i64 1344
  %174 = getelementptr inbounds nuw i8, ptr %31, i64 1408
  %175 = getelementptr inbounds nuw i8, ptr %31, i64 1472
  %176 = and i64 %29, 3
  %177 = lshr i64 %29, 2
  %178 = and i64 %177, 3
  %179 = lshr i64 %29, 4
  %180 = and i64 %179, 3
  %181 = and i64 %29, 3
  %182 = lshr i64 %29, 2
  %183 = and i64 %182, 3
  %184 = lshr i64 %29, 4
  %185 = and i64 %184, 3
  %186 = and i64 %29, 3
  %187 = lshr i64 %29, 2
  %188 = and i64 %187, 3
  %189 = lshr i64 %29, 4
  %190 = and i64 %189, 3
  %191 = icmp ult i64 %11, 8
  %192 = icmp ult i64 %11, 64
  %193 = and i64 %11, 56
  %194 = and i64 %11, 9223372036854775744
  %195 = insertelement <16 x i64> poison, i64 %7, i64 0
  %196 = shufflevector <16 x i64> %195, <16 x i64> poison, <16 x i32> zeroinitializer
  %197 = icmp eq i64 %11, %194
  %198 = icmp eq i64 %193, 0
  %199 = and i64 %11, 9223372036854775800
  %200 = insertelement <8 x i64> poison, i64 %7, i64 0
  %201 = shufflevector <8 x i64> %200, <8 x i64> poison, <8 x i32> zeroinitializer
  %202 = icmp eq i64 %11, %199
  %203 = icmp ult i64 %12, 4
  %204 = icmp ult i64 %12, 16
  %205 = and i64 %12, 12
  %206 = and i64 %12, 9223372036854775792
  %207 = icmp eq i64 %12, %206
  %208 = icmp eq i64 %205, 0
  %209 = and i64 %12, 9223372036854775804
  %210 = icmp eq i64 %12, %209
  %211 = icmp ult i64 %12, 8
  %212 = and i64 %12, 9223372036854775800
  %213 = icmp eq i64 %12, %212
  %214 = insertelement <8 x i64> poison, i64 %13, i64 0
  %215 = shufflevector <8 x i64> %214, <8 x i64> poison, <8 x i32> zeroinitializer
  %216 = insertelement <8 x i64> poison, i64 %10, i64 0
  %217 = shufflevector <8 x i64> %216, <8 x i64> poison, <8 x i32> zeroinitializer
  %218 = insertelement <8 x i64> poison, i64 %7, i64 0
  %219 = shufflevector <8 x i64> %218, <8 x i64> poison, <8 x i32> zeroinitializer
  %220 = insertelement <8 x i64> poison, i64 %81, i64 0
  %221 = shufflevector <8 x i64> %220, <8 x i64> poison, <8 x i32> zeroinitializer
  %222 = insertelement <8 x i64> poison, i64 %8, i64 0
  %223 = shufflevector <8 x i64> %222, <8 x i64> poison, <8 x i32> zeroinitializer
  %224 = insertelement <8 x i64> poison, i64 %82, i64 0
  %225 = shufflevector <8 x i64> %224, <8 x i64> poison, <8 x i32> zeroinitializer
  %226 = getelementptr inbounds nuw i8, ptr %32, i64 64
  %227 = getelementptr inbounds nuw i8, ptr %32, i64 64
  %228 = getelementptr inbounds nuw i8, ptr %32, i64 128
  %229 = getelementptr inbounds nuw i8, ptr %32, i64 192
  %230 = getelementptr inbounds nuw i8, ptr %32, i64 256
  %231 = getelementptr inbounds nuw i8, ptr %32, i64 256
  %232 = getelementptr inbounds nuw i8, ptr %32, i64 320
  %233 = getelementptr inbounds nuw i8, ptr %32, i64 384
  %234 = getelementptr inbounds nuw i8, ptr %32, i64 448
  %235 = getelementptr inbounds nuw i8, ptr %32, i64 448
  %236 = getelementptr inbounds nuw i8, ptr %32, i64 512
  %237 = getelementptr inbounds nuw i8, ptr %32, i64 576
  %238 = getelementptr inbounds nuw i8, ptr %32, i64 640
  %239 = getelementptr inbounds nuw i8, ptr %32, i64 640
  %240 = getelementptr inbounds nuw i8, ptr %32, i64 704
  %241 = getelementptr inbounds nuw i8, ptr %32, i64 768
  %242 = getelementptr inbounds nuw i8, ptr %32, i64 832
  %243 = getelementptr inbounds nuw i8, ptr %32, i64 832
  %244 = getelementptr inbounds nuw i8, ptr %32, i64 896
  %245 = getelementptr inbounds nuw i8, ptr %32, i64 960
  %246 = getelementptr inbounds nuw i8, ptr %32, i64 1024
  %247 = getelementptr inbounds nuw i8, ptr %32, i64 1024
  %248 = getelementptr inbounds nuw i8, ptr %32, i64 1088
  %249 = getelementptr inbounds nuw i8, ptr %32, i64 1152
  %250 = getelementptr inbounds nuw i8, ptr %32, i64 1216
  %251 = getelementptr inbounds nuw i8, ptr %32, i64 1216
  %252 = getelementptr inbounds nuw i8, ptr %32, i64 1280
  %253 = getelementptr inbounds nuw i8, ptr %32, i64 1344
  %254 = getelementptr inbounds nuw i8, ptr %32, i64 1408
  %255 = getelementptr inbounds nuw i8, ptr %32, i64 1408
  %256 = getelementptr inbounds nuw i8, ptr %32, i64 1472
  %257 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %258 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %259 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %260 = getelementptr inbounds nuw i8, ptr %31, i64 192
  %261 = getelementptr inbounds nuw i8, ptr %31, i64 256
  %262 = getelementptr inbounds nuw i8, ptr %31, i64 256
  %263 = getelementptr inbounds nuw i8, ptr %31, i64 320
  %264 = getelementptr inbounds nuw i8, ptr %31, i64 384
  %265 = getelementptr inbounds nuw i8, ptr %31, i64 448
  %266 = getelementptr inbounds nuw i8, ptr %31, i64 448
  %267 = getelementptr inbounds nuw i8, ptr %31, i64 512
  %268 = getelementptr inbounds nuw i8, ptr %31, i64 576
  %269 = getelementptr inbounds nuw i8, ptr %31, i64 640
  %270 = getelementptr inbounds nuw i8, ptr %31, i64 640
  %271 = getelementptr inbounds nuw i8, ptr %31, i64 704
  %272 = getelementptr inbounds nuw i8, ptr %31, i64 768
  %273 = getelementptr inbounds nuw i8, ptr %31, i64 832
  %274 = getelementptr inbounds nuw i8, ptr %31, i64 832
  %275 = getelementptr inbounds nuw i8, ptr %31, i64 896
  %276 = getelementptr inbounds nuw i8, ptr %31, i64 960
  %277 = getelementptr inbounds nuw i8, ptr %31, i64 1024
  %278 = getelementptr inbounds nuw i8, ptr %31, i64 1024
  %279 = getelementptr inbounds nuw i8, ptr %31, i64 1088
  %280 = getelementptr inbounds nuw i8, ptr %31, i64 1152
  %281 = getelementptr inbounds nuw i8, ptr %31, i64 1216
  %282 = getelementptr inbounds nuw i8, ptr %31, i64 1216
  %283 = getelementptr inbounds nuw i8, ptr %31, i64 1280
  %284 = getelementptr inbounds nuw i8, ptr %31, i64 1344
  %285 = getelementptr inbounds nuw i8, ptr %31, i64 1408
  %286 = getelementptr inbounds nuw i8, ptr %31, i64 1408
  %287 = getelementptr inbounds nuw i8, ptr %31, i64 1472
  br label %289

288:                                              ; preds = %316, %65
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  ret void

289:                                              ; preds = %77, %316
  %290 = phi i64 [ %3, %77 ], [ %317, %316 ]
  %291 = srem i64 %290, %71
  %292 = sdiv i64 %290, %71
  %293 = srem i64 %292, %74
  %294 = sdiv i64 %292, %74
  %295 = add nsw i64 %291, 1
  %296 = mul i64 %75, %295
  %297 = tail call i64 @llvm.smin.i64(i64 %296, i64 %6)
  %298 = add nsw i64 %293, 1
  %299 = mul nsw i64 %298, %17
  %300 = tail call i64 @llvm.smin.i64(i64 %299, i64 %66)
  %301 = mul nsw i64 %294, %20
  %302 = getelementptr inbounds float, ptr %40, i64 %301
  %303 = mul nsw i64 %294, %21
  %304 = getelementptr inbounds float, ptr %43, i64 %303
  %305 = mul nsw i64 %294, %26
  %306 = getelementptr inbounds float, ptr %44, i64 %305
  %307 = select i1 %78, ptr null, ptr %306
  %308 = mul nsw i64 %294, %24
  %309 = getelementptr inbounds float, ptr %45, i64 %308
  %310 = mul nsw i64 %293, %17
  %311 = mul i64 %75, %291
  %312 = icmp slt i64 %310, %300
  br i1 %312, label %313, label %316

313:                                              ; preds = %289
  %314 = add nsw i64 %300, -1
  %315 = icmp slt i64 %311, %297
  br label %319

316:                                              ; preds = %834, %289
  %317 = add i64 %290, 1
  %318 = icmp eq i64 %317, %4
  br i1 %318, label %288, label %289

319:                                              ; preds = %313, %834
  %320 = phi i64 [ %310, %313 ], [ %835, %834 ]
  %321 = sub nsw i64 %300, %320
  %322 = icmp sgt i64 %321, 2
  %323 = trunc i64 %321 to i32
  %324 = select i1 %322, i32 3, i32 %323
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  br i1 %56, label %610, label %325

325:                                              ; preds = %319
  %326 = sext i32 %324 to i64
  %327 = tail call i64 @llvm.smin.i64(i64 %320, i64 %314)
  %328 = shl nsw i64 %327, 4
  store i64 %328, ptr %37, align 16
  %329 = icmp sgt i32 %324, 0
  %330 = sub nsw i64 %54, %328
  %331 = select i1 %329, i64 %330, i64 0
  %332 = add nsw i64 %320, 1
  %333 = tail call i64 @llvm.smin.i64(i64 %332, i64 %314)
  %334 = shl nsw i64 %333, 4
  store i64 %334, ptr %95, align 8
  %335 = icmp sgt i32 %324, 1
  %336 = sub nsw i64 %54, %334
  %337 = select i1 %335, i64 %336, i64 0
  %338 = add nsw i64 %320, 2
  %339 = tail call i64 @llvm.smin.i64(i64 %338, i64 %314)
  %340 = shl nsw i64 %339, 4
  store i64 %340, ptr %96, align 16
  %341 = icmp sgt i32 %324, 2
  %342 = sub nsw i64 %54, %340
  %343 = select i1 %341, i64 %342, i64 0
  br label %344

344:                                              ; preds = %325, %593
  %345 = phi i64 [ 0, %325 ], [ %594, %593 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %34, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %33, i8 0, i64 28, i1 false)
  %346 = icmp slt i64 %345, %326
  %347 = getelementptr inbounds nuw i64, ptr %37, i64 %345
  %348 = load i64, ptr %347, align 8
  br i1 %346, label %349, label %356

349:                                              ; preds = %344
  %350 = sub nsw i64 %54, %348
  %351 = tail call i64 @llvm.smin.i64(i64 %350, i64 16)
  %352 = icmp sgt i64 %350, 0
  br i1 %352, label %353, label %356

353:                                              ; preds = %349
  %354 = srem i64 %348, %8
  %355 = sdiv i64 %348, %8
  br label %361

356:                                              ; preds = %537, %344, %349
  br i1 %79, label %357, label %593

357:                                              ; preds = %356
  %358 = getelementptr i64, ptr %35, i64 %345
  %359 = getelementptr i32, ptr %36, i64 %345
  %360 = sub i64 %348, %16
  br label %561

361:                                              ; preds = %353, %537
  %362 = phi i64 [ %367, %537 ], [ 0, %353 ]
  %363 = phi i64 [ 0, %537 ], [ %354, %353 ]
  %364 = phi i64 [ %538, %537 ], [ %355, %353 ]
  %365 = add nsw i64 %362, %8
  %366 = sub nsw i64 %365, %363
  %367 = tail call i64 @llvm.smin.i64(i64 %366, i64 %351)
  br i1 %79, label %368, label %446

368:                                              ; preds = %361
  %369 = sub i64 %364, %15
  %370 = trunc i64 %367 to i32
  %371 = shl nsw i32 -1, %370
  %372 = xor i32 %371, -1
  %373 = trunc i64 %362 to i32
  %374 = shl nsw i32 -1, %373
  %375 = and i32 %374, %372
  br i1 %191, label %444, label %376

376:                                              ; preds = %368
  br i1 %192, label %421, label %377

377:                                              ; preds = %376
  %378 = insertelement <16 x i64> poison, i64 %369, i64 0
  %379 = shufflevector <16 x i64> %378, <16 x i64> poison, <16 x i32> zeroinitializer
  %380 = insertelement <16 x i32> poison, i32 %375, i64 0
  %381 = shufflevector <16 x i32> %380, <16 x i32> poison, <16 x i32> zeroinitializer
  %382 = add <16 x i64> splat (i64 16), %379
  %383 = add <16 x i64> splat (i64 32), %379
  %384 = add <16 x i64> splat (i64 48), %379
  br label %385

385:                                              ; preds = %385, %377
  %386 = phi i64 [ 0, %377 ], [ %416, %385 ]
  %387 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %377 ], [ %417, %385 ]
  %388 = add <16 x i64> %379, %387
  %389 = add <16 x i64> %387, %382
  %390 = add <16 x i64> %387, %383
  %391 = add <16 x i64> %387, %384
  %392 = icmp sgt <16 x i64> %388, splat (i64 -1)
  %393 = icmp sgt <16 x i64> %389, splat (i64 -1)
  %394 = icmp sgt <16 x i64> %390, splat (i64 -1)
  %395 = icmp sgt <16 x i64> %391, splat (i64 -1)
  %396 = icmp slt <16 x i64> %388, %196
  %397 = icmp slt <16 x i64> %389, %196
  %398 = icmp slt <16 x i64> %390, %196
  %399 = icmp slt <16 x i64> %391, %196
  %400 = and <16 x i1> %392, %396
  %401 = and <16 x i1> %393, %397
  %402 = and <16 x i1> %394, %398
  %403 = and <16 x i1> %395, %399
  %404 = getelementptr i32, ptr %33, i64 %386
  %405 = getelementptr i8, ptr %404, i64 64
  %406 = getelementptr i8, ptr %404, i64 128
  %407 = getelementptr i8, ptr %404, i64 192
  %408 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %404, <16 x i1> %400, <16 x i32> poison)
  %409 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %405, <16 x i1> %401, <16 x i32> poison)
  %410 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %406, <16 x i1> %402, <16 x i32> poison)
  %411 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %407, <16 x i1> %403, <16 x i32> poison)
  %412 = or <16 x i32> %408, %381
  %413 = or <16 x i32> %409, %381
  %414 = or <16 x i32> %410, %381
  %415 = or <16 x i32> %411, %381
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %412, ptr align 16 %404, <16 x i1> %400)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %413, ptr align 16 %405, <16 x i1> %401)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %414, ptr align 16 %406, <16 x i1> %402)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %415, ptr align 16 %407, <16 x i1> %403)
  %416 = add nuw i64 %386, 64
  %417 = add <16 x i64> %387, splat (i64 64)
  %418 = icmp eq i64 %416, %194
  br i1 %418, label %419, label %385

419:                                              ; preds = %385
  br i1 %197, label %446, label %420

420:                                              ; preds = %419
  br i1 %198, label %444, label %421

421:                                              ; preds = %376, %420
  %422 = phi i64 [ %194, %420 ], [ 0, %376 ]
  %423 = insertelement <8 x i64> poison, i64 %369, i64 0
  %424 = shufflevector <8 x i64> %423, <8 x i64> poison, <8 x i32> zeroinitializer
  %425 = insertelement <8 x i32> poison, i32 %375, i64 0
  %426 = shufflevector <8 x i32> %425, <8 x i32> poison, <8 x i32> zeroinitializer
  %427 = insertelement <8 x i64> poison, i64 %422, i64 0
  %428 = shufflevector <8 x i64> %427, <8 x i64> poison, <8 x i32> zeroinitializer
  %429 = or disjoint <8 x i64> %428, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %430

430:                                              ; preds = %430, %421
  %431 = phi i64 [ %422, %421 ], [ %440, %430 ]
  %432 = phi <8 x i64> [ %429, %421 ], [ %441, %430 ]
  %433 = add <8 x i64> %424, %432
  %434 = icmp sgt <8 x i64> %433, splat (i64 -1)
  %435 = icmp slt <8 x i64> %433, %201
  %436 = and <8 x i1> %434, %435
  %437 = getelementptr i32, ptr %33, i64 %431
  %438 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %437, <8 x i1> %436, <8 x i32> poison)
  %439 = or <8 x i32> %438, %426
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %439, ptr align 16 %437, <8 x i1> %436)
  %440 = add nuw i64 %431, 8
  %441 = add nuw nsw <8 x i64> %432, splat (i64 8)
  %442 = icmp eq i64 %440, %199
  br i1 %442, label %443, label %430

443:                                              ; preds = %430
  br i1 %202, label %446, label %444

444:                                              ; preds = %368, %420, %443
  %445 = phi i64 [ 0, %368 ], [ %194, %420 ], [ %199, %443 ]
  br label %524

446:                                              ; preds = %534, %419, %443, %361
  br i1 %80, label %447, label %537

447:                                              ; preds = %446
  %448 = add nsw i64 %362, %16
  %449 = add nsw i64 %365, %16
  br i1 %203, label %522, label %450

450:                                              ; preds = %447
  br i1 %204, label %485, label %451

451:                                              ; preds = %450
  %452 = insertelement <16 x i64> poison, i64 %448, i64 0
  %453 = shufflevector <16 x i64> %452, <16 x i64> poison, <16 x i32> zeroinitializer
  %454 = insertelement <16 x i64> poison, i64 %449, i64 0
  %455 = shufflevector <16 x i64> %454, <16 x i64> poison, <16 x i32> zeroinitializer
  %456 = insertelement <16 x i64> poison, i64 %363, i64 0
  %457 = shufflevector <16 x i64> %456, <16 x i64> poison, <16 x i32> zeroinitializer
  %458 = insertelement <16 x i64> poison, i64 %362, i64 0
  %459 = shufflevector <16 x i64> %458, <16 x i64> poison, <16 x i32> zeroinitializer
  %460 = insertelement <16 x i64> poison, i64 %367, i64 0
  %461 = shufflevector <16 x i64> %460, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %462

462:                                              ; preds = %462, %451
  %463 = phi i64 [ 0, %451 ], [ %480, %462 ]
  %464 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %451 ], [ %481, %462 ]
  %465 = add <16 x i64> %464, %457
  %466 = sub <16 x i64> %453, %465
  %467 = sub <16 x i64> %455, %465
  %468 = call <16 x i64> @llvm.smax.v16i64(<16 x i64> %466, <16 x i64> %459)
  %469 = call <16 x i64> @llvm.smin.v16i64(<16 x i64> %467, <16 x i64> %461)
  %470 = icmp slt <16 x i64> %468, %469
  %471 = trunc <16 x i64> %469 to <16 x i32>
  %472 = shl nsw <16 x i32> splat (i32 -1), %471
  %473 = xor <16 x i32> %472, splat (i32 -1)
  %474 = trunc <16 x i64> %468 to <16 x i32>
  %475 = shl nsw <16 x i32> splat (i32 -1), %474
  %476 = and <16 x i32> %475, %473
  %477 = getelementptr i32, ptr %34, i64 %463
  %478 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %477, <16 x i1> %470, <16 x i32> poison)
  %479 = or <16 x i32> %478, %476
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %479, ptr align 16 %477, <16 x i1> %470)
  %480 = add nuw i64 %463, 16
  %481 = add nuw nsw <16 x i64> %464, splat (i64 16)
  %482 = icmp eq i64 %480, %206
  br i1 %482, label %483, label %462

483:                                              ; preds = %462
  br i1 %207, label %537, label %484

484:                                              ; preds = %483
  br i1 %208, label %522, label %485

485:                                              ; preds = %450, %484
  %486 = phi i64 [ %206, %484 ], [ 0, %450 ]
  %487 = insertelement <4 x i64> poison, i64 %448, i64 0
  %488 = shufflevector <4 x i64> %487, <4 x i64> poison, <4 x i32> zeroinitializer
  %489 = insertelement <4 x i64> poison, i64 %449, i64 0
  %490 = shufflevector <4 x i64> %489, <4 x i64> poison, <4 x i32> zeroinitializer
  %491 = insertelement <4 x i64> poison, i64 %363, i64 0
  %492 = shufflevector <4 x i64> %491, <4 x i64> poison, <4 x i32> zeroinitializer
  %493 = insertelement <4 x i64> poison, i64 %362, i64 0
  %494 = shufflevector <4 x i64> %493, <4 x i64> poison, <4 x i32> zeroinitializer
  %495 = insertelement <4 x i64> poison, i64 %367, i64 0
  %496 = shufflevector <4 x i64> %495, <4 x i64> poison, <4 x i32> zeroinitializer
  %497 = insertelement <4 x i64> poison, i64 %486, i64 0
  %498 = shufflevector <4 x i64> %497, <4 x i64> poison, <4 x i32> zeroinitializer
  %499 = or disjoint <4 x i64> %498, <i64 0, i64 1, i64 2, i64 3>
  br label %500

500:                                              ; preds = %500, %485
  %501 = phi i64 [ %486, %485 ], [ %518, %500 ]
  %502 = phi <4 x i64> [ %499, %485 ], [ %519, %500 ]
  %503 = add <4 x i64> %502, %492
  %504 = sub <4 x i64> %488, %503
  %505 = sub <4 x i64> %490, %503
  %506 = call <4 x i64> @llvm.smax.v4i64(<4 x i64> %504, <4 x i64> %494)
  %507 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %505, <4 x i64> %496)
  %508 = icmp slt <4 x i64> %506, %507
  %509 = trunc <4 x i64> %507 to <4 x i32>
  %510 = shl nsw <4 x i32> splat (i32 -1), %509
  %511 = xor <4 x i32> %510, splat (i32 -1)
  %512 = trunc <4 x i64> %506 to <4 x i32>
  %513 = shl nsw <4 x i32> splat (i32 -1), %512
  %514 = and <4 x i32> %513, %511
  %515 = getelementptr i32, ptr %34, i64 %501
  %516 = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr align 16 %515, <4 x i1> %508, <4 x i32> poison)
  %517 = or <4 x i32> %516, %514
  call void @llvm.masked.store.v4i32.p0(<4 x i32> %517, ptr align 16 %515, <4 x i1> %508)
  %518 = add nuw i64 %501, 4
  %519 = add nuw nsw <4 x i64> %502, splat (i64 4)
  %520 = icmp eq i64 %518, %209
  br i1 %520, label %521, label %500

521:                                              ; preds = %500
  br i1 %210, label %537, label %522

522:                                              ; preds = %447, %484, %521
  %523 = phi i64 [ 0, %447 ], [ %206, %484 ], [ %209, %521 ]
  br label %540

524:                                              ; preds = %444, %534
  %525 = phi i64 [ %535, %534 ], [ %445, %444 ]
  %526 = add i64 %369, %525
  %527 = icmp sgt i64 %526, -1
  %528 = icmp slt i64 %526, %7
  %529 = and i1 %527, %528
  br i1 %529, label %530, label %534

530:                                              ; preds = %524
  %531 = getelementptr inbounds nuw i32, ptr %33, i64 %525
  %532 = load i32, ptr %531, align 4
  %533 = or i32 %532, %375
  store i32 %533, ptr %531, align 4
  br label %534

534:                                              ; preds = %530, %524
  %535 = add nuw nsw i64 %525, 1
  %536 = icmp eq i64 %535, %11
  br i1 %536, label %446, label %524

537:                                              ; preds = %558, %483, %521, %446
  %538 = add nsw i64 %364, 1
  %539 = icmp slt i64 %366, %351
  br i1 %539, label %361, label %356

540:                                              ; preds = %522, %558
  %541 = phi i64 [ %559, %558 ], [ %523, %522 ]
  %542 = add i64 %541, %363
  %543 = sub i64 %448, %542
  %544 = sub i64 %449, %542
  %545 = tail call i64 @llvm.smax.i64(i64 %543, i64 %362)
  %546 = tail call i64 @llvm.smin.i64(i64 %544, i64 %367)
  %547 = icmp slt i64 %545, %546
  br i1 %547, label %548, label %558

548:                                              ; preds = %540
  %549 = trunc i64 %546 to i32
  %550 = shl nsw i32 -1, %549
  %551 = xor i32 %550, -1
  %552 = trunc i64 %545 to i32
  %553 = shl nsw i32 -1, %552
  %554 = and i32 %553, %551
  %555 = getelementptr inbounds nuw i32, ptr %34, i64 %541
  %556 = load i32, ptr %555, align 4
  %557 = or i32 %556, %554
  store i32 %557, ptr %555, align 4
  br label %558

558:                                              ; preds = %548, %540
  %559 = add nuw nsw i64 %541, 1
  %560 = icmp eq i64 %559, %12
  br i1 %560, label %537, label %540

561:                                              ; preds = %357, %596
  %562 = phi i64 [ 0, %357 ], [ %597, %596 ]
  br i1 %80, label %563, label %596

563:                                              ; preds = %561
  %564 = sub nsw i64 %562, %15
  %565 = mul nsw i64 %564, %8
  %566 = add i64 %360, %565
  %567 = mul nuw nsw i64 %562, %12
  %568 = getelementptr inbounds nuw i32, ptr %33, i64 %562
  %569 = load i32, ptr %568, align 4
  br i1 %211, label %591, label %570

570:                                              ; preds = %563
  %571 = insertelement <8 x i64> poison, i64 %566, i64 0
  %572 = shufflevector <8 x i64> %571, <8 x i64> poison, <8 x i32> zeroinitializer
  %573 = insertelement <8 x i64> poison, i64 %567, i64 0
  %574 = shufflevector <8 x i64> %573, <8 x i64> poison, <8 x i32> zeroinitializer
  %575 = insertelement <8 x i32> poison, i32 %569, i64 0
  %576 = shufflevector <8 x i32> %575, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %577

577:                                              ; preds = %577, %570
  %578 = phi i64 [ 0, %570 ], [ %587, %577 ]
  %579 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %570 ], [ %588, %577 ]
  %580 = add <8 x i64> %572, %579
  %581 = add nuw nsw <8 x i64> %579, %574
  %582 = getelementptr [3 x i64], ptr %358, <8 x i64> %581
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %580, <8 x ptr> align 8 %582, <8 x i1> splat (i1 true))
  %583 = getelementptr inbounds nuw i32, ptr %34, i64 %578
  %584 = load <8 x i32>, ptr %583, align 16
  %585 = and <8 x i32> %584, %576
  %586 = getelementptr [3 x i32], ptr %359, <8 x i64> %581
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %585, <8 x ptr> align 4 %586, <8 x i1> splat (i1 true))
  %587 = add nuw i64 %578, 8
  %588 = add nuw nsw <8 x i64> %579, splat (i64 8)
  %589 = icmp eq i64 %587, %212
  br i1 %589, label %590, label %577

590:                                              ; preds = %577
  br i1 %213, label %596, label %591

591:                                              ; preds = %563, %590
  %592 = phi i64 [ 0, %563 ], [ %212, %590 ]
  br label %599

593:                                              ; preds = %596, %356
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  %594 = add nuw nsw i64 %345, 1
  %595 = icmp eq i64 %594, 3
  br i1 %595, label %778, label %344

596:                                              ; preds = %599, %590, %561
  %597 = add nuw nsw i64 %562, 1
  %598 = icmp eq i64 %597, %11
  br i1 %598, label %593, label %561

599:                                              ; preds = %591, %599
  %600 = phi i64 [ %608, %599 ], [ %592, %591 ]
  %601 = add i64 %566, %600
  %602 = add nuw nsw i64 %600, %567
  %603 = getelementptr [3 x i64], ptr %358, i64 %602
  store i64 %601, ptr %603, align 8
  %604 = getelementptr inbounds nuw i32, ptr %34, i64 %600
  %605 = load i32, ptr %604, align 4
  %606 = and i32 %605, %569
  %607 = getelementptr [3 x i32], ptr %359, i64 %602
  store i32 %606, ptr %607, align 4
  %608 = add nuw nsw i64 %600, 1
  %609 = icmp eq i64 %608, %12
  br i1 %609, label %596, label %599

610:                                              ; preds = %319
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  %611 = tail call i64 @llvm.smin.i64(i64 %320, i64 %314)
  %612 = sdiv i64 %611, %59
  store i64 %612, ptr %38, align 16
  %613 = srem i64 %611, %59
  %614 = shl nsw i64 %613, 4
  store i64 %614, ptr %39, align 16
  %615 = mul nsw i64 %612, %10
  %616 = add nsw i64 %614, %615
  store i64 %616, ptr %37, align 16
  %617 = icmp sgt i32 %324, 0
  %618 = sub nsw i64 %10, %614
  %619 = select i1 %617, i64 %618, i64 0
  %620 = add nsw i64 %320, 1
  %621 = tail call i64 @llvm.smin.i64(i64 %620, i64 %314)
  %622 = sdiv i64 %621, %59
  store i64 %622, ptr %97, align 8
  %623 = srem i64 %621, %59
  %624 = shl nsw i64 %623, 4
  store i64 %624, ptr %98, align 8
  %625 = mul nsw i64 %622, %10
  %626 = add nsw i64 %624, %625
  store i64 %626, ptr %99, align 8
  %627 = icmp sgt i32 %324, 1
  %628 = sub nsw i64 %10, %624
  %629 = select i1 %627, i64 %628, i64 0
  %630 = add nsw i64 %320, 2
  %631 = tail call i64 @llvm.smin.i64(i64 %630, i64 %314)
  %632 = sdiv i64 %631, %59
  store i64 %632, ptr %100, align 16
  %633 = srem i64 %631, %59
  %634 = shl nsw i64 %633, 4
  store i64 %634, ptr %101, align 16
  %635 = mul nsw i64 %632, %10
  %636 = add nsw i64 %634, %635
  store i64 %636, ptr %102, align 16
  %637 = icmp sgt i32 %324, 2
  %638 = sub nsw i64 %10, %634
  %639 = select i1 %637, i64 %638, i64 0
  br i1 %79, label %640, label %777

640:                                              ; preds = %610
  %641 = sext i32 %324 to i64
  %642 = icmp slt i32 %324, 3
  %643 = icmp sgt i32 %324, 0
  %644 = shl nsw i64 %641, 3
  %645 = sub i32 2, %324
  %646 = zext i32 %645 to i64
  %647 = shl nuw nsw i64 %646, 3
  %648 = add nuw nsw i64 %647, 8
  %649 = shl nsw i64 %641, 2
  %650 = shl nuw nsw i64 %646, 2
  %651 = add nuw nsw i64 %650, 4
  %652 = getelementptr i8, ptr %35, i64 %644
  %653 = getelementptr i8, ptr %36, i64 %649
  %654 = zext i32 %324 to i64
  %655 = icmp ult i32 %324, 8
  %656 = and i64 %654, 4294967288
  %657 = icmp eq i64 %656, %654
  br label %658

658:                                              ; preds = %640, %669
  %659 = phi i64 [ 0, %640 ], [ %670, %669 ]
  br i1 %80, label %660, label %669

660:                                              ; preds = %658
  %661 = mul i64 %93, %659
  %662 = mul i64 %94, %659
  %663 = mul nuw nsw i64 %659, %12
  %664 = sub i64 %659, %15
  %665 = getelementptr i8, ptr %652, i64 %661
  %666 = getelementptr i8, ptr %653, i64 %662
  %667 = insertelement <8 x i64> poison, i64 %664, i64 0
  %668 = shufflevector <8 x i64> %667, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %672

669:                                              ; preds = %732, %658
  %670 = add nuw nsw i64 %659, 1
  %671 = icmp eq i64 %670, %11
  br i1 %671, label %777, label %658

672:                                              ; preds = %660, %732
  %673 = phi i64 [ 0, %660 ], [ %733, %732 ]
  %674 = add nuw nsw i64 %673, %663
  br i1 %642, label %675, label %680

675:                                              ; preds = %672
  %676 = mul i64 %673, 24
  %677 = getelementptr i8, ptr %665, i64 %676
  %678 = mul i64 %673, 12
  %679 = getelementptr i8, ptr %666, i64 %678
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %677, i8 0, i64 %648, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %679, i8 0, i64 %651, i1 false)
  br i1 %643, label %680, label %732

680:                                              ; preds = %672, %675
  %681 = sub i64 %673, %16
  %682 = getelementptr inbounds nuw [3 x i64], ptr %35, i64 %674
  %683 = getelementptr inbounds nuw [3 x i32], ptr %36, i64 %674
  br i1 %655, label %730, label %684

684:                                              ; preds = %680
  %685 = insertelement <8 x i64> poison, i64 %681, i64 0
  %686 = shufflevector <8 x i64> %685, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %687

687:                                              ; preds = %687, %684
  %688 = phi i64 [ 0, %684 ], [ %727, %687 ]
  %689 = getelementptr inbounds nuw i64, ptr %38, i64 %688
  %690 = load <8 x i64>, ptr %689, align 16
  %691 = mul nsw <8 x i64> %690, %215
  %692 = add <8 x i64> %668, %691
  %693 = getelementptr inbounds nuw i64, ptr %39, i64 %688
  %694 = load <8 x i64>, ptr %693, align 16
  %695 = sub nsw <8 x i64> %217, %694
  %696 = icmp sgt <8 x i64> %692, splat (i64 -1)
  %697 = icmp slt <8 x i64> %692, %219
  %698 = and <8 x i1> %696, %697
  %699 = shl nsw <8 x i64> %694, %221
  %700 = add <8 x i64> %686, %699
  %701 = shl nsw <8 x i64> %695, splat (i64 1)
  %702 = add nsw <8 x i64> %701, splat (i64 -1)
  %703 = select i1 %57, <8 x i64> %702, <8 x i64> %695
  %704 = icmp slt <8 x i64> %700, zeroinitializer
  %705 = sub nsw <8 x i64> zeroinitializer, %700
  %706 = select <8 x i1> %704, <8 x i64> %705, <8 x i64> zeroinitializer
  %707 = sub nsw <8 x i64> %223, %700
  %708 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %707, <8 x i64> %703)
  %709 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %708, <8 x i64> %225)
  %710 = icmp sgt <8 x i64> %709, %706
  %711 = select <8 x i1> %698, <8 x i1> %710, <8 x i1> zeroinitializer
  %712 = select <8 x i1> %711, <8 x i64> %709, <8 x i64> zeroinitializer
  %713 = select <8 x i1> %698, <8 x i64> %692, <8 x i64> zeroinitializer
  %714 = mul nsw <8 x i64> %713, %223
  %715 = add nsw <8 x i64> %714, %700
  %716 = getelementptr inbounds nuw i64, ptr %682, i64 %688
  store <8 x i64> %715, ptr %716, align 8
  %717 = icmp sgt <8 x i64> %712, splat (i64 31)
  %718 = trunc <8 x i64> %712 to <8 x i32>
  %719 = shl nsw <8 x i32> splat (i32 -1), %718
  %720 = xor <8 x i32> %719, splat (i32 -1)
  %721 = select <8 x i1> %717, <8 x i32> splat (i32 -1), <8 x i32> %720
  %722 = trunc <8 x i64> %706 to <8 x i32>
  %723 = shl nsw <8 x i32> splat (i32 -1), %722
  %724 = select <8 x i1> %711, <8 x i32> %723, <8 x i32> splat (i32 -1)
  %725 = and <8 x i32> %721, %724
  %726 = getelementptr inbounds nuw i32, ptr %683, i64 %688
  store <8 x i32> %725, ptr %726, align 4
  %727 = add nuw i64 %688, 8
  %728 = icmp eq i64 %727, %656
  br i1 %728, label %729, label %687

729:                                              ; preds = %687
  br i1 %657, label %732, label %730

730:                                              ; preds = %680, %729
  %731 = phi i64 [ 0, %680 ], [ %656, %729 ]
  br label %735

732:                                              ; preds = %735, %729, %675
  %733 = add nuw nsw i64 %673, 1
  %734 = icmp eq i64 %733, %12
  br i1 %734, label %669, label %672

735:                                              ; preds = %730, %735
  %736 = phi i64 [ %775, %735 ], [ %731, %730 ]
  %737 = getelementptr inbounds nuw i64, ptr %38, i64 %736
  %738 = load i64, ptr %737, align 8
  %739 = mul nsw i64 %738, %13
  %740 = add i64 %664, %739
  %741 = getelementptr inbounds nuw i64, ptr %39, i64 %736
  %742 = load i64, ptr %741, align 8
  %743 = sub nsw i64 %10, %742
  %744 = icmp sgt i64 %740, -1
  %745 = icmp slt i64 %740, %7
  %746 = and i1 %744, %745
  %747 = shl nsw i64 %742, %81
  %748 = add i64 %681, %747
  %749 = shl nsw i64 %743, 1
  %750 = add nsw i64 %749, -1
  %751 = select i1 %57, i64 %750, i64 %743
  %752 = icmp slt i64 %748, 0
  %753 = sub nsw i64 0, %748
  %754 = select i1 %752, i64 %753, i64 0
  %755 = sub nsw i64 %8, %748
  %756 = tail call i64 @llvm.smin.i64(i64 %755, i64 %751)
  %757 = tail call i64 @llvm.smin.i64(i64 %756, i64 %82)
  %758 = icmp sgt i64 %757, %754
  %759 = select i1 %746, i1 %758, i1 false
  %760 = select i1 %759, i64 %757, i64 0
  %761 = select i1 %746, i64 %740, i64 0
  %762 = mul nsw i64 %761, %8
  %763 = add nsw i64 %762, %748
  %764 = getelementptr inbounds nuw i64, ptr %682, i64 %736
  store i64 %763, ptr %764, align 8
  %765 = icmp sgt i64 %760, 31
  %766 = trunc i64 %760 to i32
  %767 = shl nsw i32 -1, %766
  %768 = xor i32 %767, -1
  %769 = select i1 %765, i32 -1, i32 %768
  %770 = trunc i64 %754 to i32
  %771 = shl nsw i32 -1, %770
  %772 = select i1 %759, i32 %771, i32 -1
  %773 = and i32 %769, %772
  %774 = getelementptr inbounds nuw i32, ptr %683, i64 %736
  store i32 %773, ptr %774, align 4
  %775 = add nuw nsw i64 %736, 1
  %776 = icmp eq i64 %775, %654
  br i1 %776, label %732, label %735

777:                                              ; preds = %669, %610
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  br label %778

778:                                              ; preds = %593, %777
  %779 = phi i64 [ %639, %777 ], [ %343, %593 ]
  %780 = phi i64 [ %629, %777 ], [ %337, %593 ]
  %781 = phi i64 [ %619, %777 ], [ %331, %593 ]
  %782 = phi i64 [ %636, %777 ], [ %340, %593 ]
  %783 = phi i64 [ %626, %777 ], [ %334, %593 ]
  %784 = phi i64 [ %616, %777 ], [ %328, %593 ]
  br i1 %315, label %785, label %834

785:                                              ; preds = %778
  %786 = icmp sgt i64 %781, 15
  %787 = trunc i64 %781 to i32
  %788 = shl nsw i32 -1, %787
  %789 = trunc i32 %788 to i16
  %790 = xor i16 %789, -1
  %791 = select i1 %786, i16 -1, i16 %790
  %792 = icmp sgt i64 %780, 15
  %793 = trunc i64 %780 to i32
  %794 = shl nsw i32 -1, %793
  %795 = trunc i32 %794 to i16
  %796 = xor i16 %795, -1
  %797 = select i1 %792, i16 -1, i16 %796
  %798 = icmp sgt i64 %779, 15
  %799 = trunc i64 %779 to i32
  %800 = shl nsw i32 -1, %799
  %801 = trunc i32 %800 to i16
  %802 = xor i16 %801, -1
  %803 = select i1 %798, i16 -1, i16 %802
  %804 = bitcast i16 %791 to <16 x i1>
  %805 = bitcast i16 %797 to <16 x i1>
  %806 = bitcast i16 %803 to <16 x i1>
  %807 = bitcast i16 %791 to <16 x i1>
  %808 = bitcast i16 %797 to <16 x i1>
  %809 = bitcast i16 %803 to <16 x i1>
  %810 = icmp sgt i64 %781, 15
  %811 = trunc i64 %781 to i32
  %812 = shl nsw i32 -1, %811
  %813 = trunc i32 %812 to i16
  %814 = xor i16 %813, -1
  %815 = select i1 %810, i16 -1, i16 %814
  %816 = icmp sgt i64 %780, 15
  %817 = trunc i64 %780 to i32
  %818 = shl nsw i32 -1, %817
  %819 = trunc i32 %818 to i16
  %820 = xor i16 %819, -1
  %821 = select i1 %816, i16 -1, i16 %820
  %822 = icmp sgt i64 %779, 15
  %823 = trunc i64 %779 to i32
  %824 = shl nsw i32 -1, %823
  %825 = trunc i32 %824 to i16
  %826 = xor i16 %825, -1
  %827 = select i1 %822, i16 -1, i16 %826
  %828 = bitcast i16 %815 to <16 x i1>
  %829 = bitcast i16 %821 to <16 x i1>
  %830 = bitcast i16 %827 to <16 x i1>
  %831 = bitcast i16 %815 to <16 x i1>
  %832 = bitcast i16 %821 to <16 x i1>
  %833 = bitcast i16 %827 to <16 x i1>
  br label %837

834:                                              ; preds = %2122, %778
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  %835 = add nsw i64 %320, 3
  %836 = icmp slt i64 %835, %300
  br i1 %836, label %319, label %316

837:                                              ; preds = %785, %2122
  %838 = phi i64 [ %2123, %2122 ], [ %311, %785 ]
  %839 = sub nsw i64 %297, %838
  %840 = icmp sgt i64 %839, 7
  %841 = select i1 %840, i64 %838, i64 %83
  %842 = sub nsw i64 %838, %841
  %843 = getelementptr inbounds float, ptr %42, i64 %841
  br i1 %57, label %844, label %1493

844:                                              ; preds = %837
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  br i1 %86, label %855, label %846

845:                                              ; preds = %1065, %1032
  br label %1291

846:                                              ; preds = %844
  %847 = load float, ptr %843, align 4
  %848 = insertelement <16 x float> poison, float %847, i64 0
  %849 = shufflevector <16 x float> %848, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %849, ptr %31, align 64
  %850 = insertelement <16 x float> poison, float %847, i64 0
  %851 = shufflevector <16 x float> %850, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %851, ptr %257, align 64
  %852 = load float, ptr %843, align 4
  %853 = insertelement <16 x float> poison, float %852, i64 0
  %854 = shufflevector <16 x float> %853, <16 x float> poison, <16 x i32> zeroinitializer
  br label %864

855:                                              ; preds = %844
  %856 = mul nsw i64 %841, %54
  %857 = getelementptr inbounds float, ptr %304, i64 %856
  %858 = getelementptr inbounds float, ptr %857, i64 %784
  %859 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %858, <16 x i1> %828, <16 x float> zeroinitializer)
  store <16 x float> %859, ptr %31, align 64
  %860 = getelementptr inbounds float, ptr %857, i64 %783
  %861 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %860, <16 x i1> %829, <16 x float> zeroinitializer)
  store <16 x float> %861, ptr %258, align 64
  %862 = getelementptr inbounds float, ptr %857, i64 %782
  %863 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %862, <16 x i1> %830, <16 x float> zeroinitializer)
  br label %864

864:                                              ; preds = %855, %846
  %865 = phi <16 x float> [ %861, %855 ], [ %851, %846 ]
  %866 = phi <16 x float> [ %859, %855 ], [ %849, %846 ]
  %867 = phi <16 x float> [ %863, %855 ], [ %854, %846 ]
  store <16 x float> %867, ptr %259, align 64
  br i1 %86, label %878, label %868

868:                                              ; preds = %864
  %869 = getelementptr inbounds nuw i8, ptr %843, i64 4
  %870 = load float, ptr %869, align 4
  %871 = insertelement <16 x float> poison, float %870, i64 0
  %872 = shufflevector <16 x float> %871, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %872, ptr %260, align 64
  %873 = insertelement <16 x float> poison, float %870, i64 0
  %874 = shufflevector <16 x float> %873, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %874, ptr %261, align 64
  %875 = load float, ptr %869, align 4
  %876 = insertelement <16 x float> poison, float %875, i64 0
  %877 = shufflevector <16 x float> %876, <16 x float> poison, <16 x i32> zeroinitializer
  br label %888

878:                                              ; preds = %864
  %879 = add nsw i64 %841, 1
  %880 = mul nsw i64 %879, %54
  %881 = getelementptr inbounds float, ptr %304, i64 %880
  %882 = getelementptr inbounds float, ptr %881, i64 %784
  %883 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %882, <16 x i1> %828, <16 x float> zeroinitializer)
  store <16 x float> %883, ptr %260, align 64
  %884 = getelementptr inbounds float, ptr %881, i64 %783
  %885 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %884, <16 x i1> %829, <16 x float> zeroinitializer)
  store <16 x float> %885, ptr %262, align 64
  %886 = getelementptr inbounds float, ptr %881, i64 %782
  %887 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %886, <16 x i1> %830, <16 x float> zeroinitializer)
  br label %888

888:                                              ; preds = %878, %868
  %889 = phi <16 x float> [ %885, %878 ], [ %874, %868 ]
  %890 = phi <16 x float> [ %883, %878 ], [ %872, %868 ]
  %891 = phi <16 x float> [ %887, %878 ], [ %877, %868 ]
  store <16 x float> %891, ptr %263, align 64
  br i1 %86, label %902, label %892

892:                                              ; preds = %888
  %893 = getelementptr inbounds nuw i8, ptr %843, i64 8
  %894 = load float, ptr %893, align 4
  %895 = insertelement <16 x float> poison, float %894, i64 0
  %896 = shufflevector <16 x float> %895, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %896, ptr %264, align 64
  %897 = insertelement <16 x float> poison, float %894, i64 0
  %898 = shufflevector <16 x float> %897, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %898, ptr %265, align 64
  %899 = load float, ptr %893, align 4
  %900 = insertelement <16 x float> poison, float %899, i64 0
  %901 = shufflevector <16 x float> %900, <16 x float> poison, <16 x i32> zeroinitializer
  br label %912

902:                                              ; preds = %888
  %903 = add nsw i64 %841, 2
  %904 = mul nsw i64 %903, %54
  %905 = getelementptr inbounds float, ptr %304, i64 %904
  %906 = getelementptr inbounds float, ptr %905, i64 %784
  %907 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %906, <16 x i1> %828, <16 x float> zeroinitializer)
  store <16 x float> %907, ptr %264, align 64
  %908 = getelementptr inbounds float, ptr %905, i64 %783
  %909 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %908, <16 x i1> %829, <16 x float> zeroinitializer)
  store <16 x float> %909, ptr %266, align 64
  %910 = getelementptr inbounds float, ptr %905, i64 %782
  %911 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %910, <16 x i1> %830, <16 x float> zeroinitializer)
  br label %912

912:                                              ; preds = %902, %892
  %913 = phi <16 x float> [ %909, %902 ], [ %898, %892 ]
  %914 = phi <16 x float> [ %907, %902 ], [ %896, %892 ]
  %915 = phi <16 x float> [ %911, %902 ], [ %901, %892 ]
  store <16 x float> %915, ptr %267, align 64
  br i1 %86, label %926, label %916

916:                                              ; preds = %912
  %917 = getelementptr inbounds nuw i8, ptr %843, i64 12
  %918 = load float, ptr %917, align 4
  %919 = insertelement <16 x float> poison, float %918, i64 0
  %920 = shufflevector <16 x float> %919, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %920, ptr %268, align 64
  %921 = insertelement <16 x float> poison, float %918, i64 0
  %922 = shufflevector <16 x float> %921, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %922, ptr %269, align 64
  %923 = load float, ptr %917, align 4
  %924 = insertelement <16 x float> poison, float %923, i64 0
  %925 = shufflevector <16 x float> %924, <16 x float> poison, <16 x i32> zeroinitializer
  br label %936

926:                                              ; preds = %912
  %927 = add nsw i64 %841, 3
  %928 = mul nsw i64 %927, %54
  %929 = getelementptr inbounds float, ptr %304, i64 %928
  %930 = getelementptr inbounds float, ptr %929, i64 %784
  %931 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %930, <16 x i1> %828, <16 x float> zeroinitializer)
  store <16 x float> %931, ptr %268, align 64
  %932 = getelementptr inbounds float, ptr %929, i64 %783
  %933 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %932, <16 x i1> %829, <16 x float> zeroinitializer)
  store <16 x float> %933, ptr %270, align 64
  %934 = getelementptr inbounds float, ptr %929, i64 %782
  %935 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %934, <16 x i1> %830, <16 x float> zeroinitializer)
  br label %936

936:                                              ; preds = %926, %916
  %937 = phi <16 x float> [ %933, %926 ], [ %922, %916 ]
  %938 = phi <16 x float> [ %931, %926 ], [ %920, %916 ]
  %939 = phi <16 x float> [ %935, %926 ], [ %925, %916 ]
  store <16 x float> %939, ptr %271, align 64
  br i1 %86, label %950, label %940

940:                                              ; preds = %936
  %941 = getelementptr inbounds nuw i8, ptr %843, i64 16
  %942 = load float, ptr %941, align 4
  %943 = insertelement <16 x float> poison, float %942, i64 0
  %944 = shufflevector <16 x float> %943, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %944, ptr %272, align 64
  %945 = insertelement <16 x float> poison, float %942, i64 0
  %946 = shufflevector <16 x float> %945, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %946, ptr %273, align 64
  %947 = load float, ptr %941, align 4
  %948 = insertelement <16 x float> poison, float %947, i64 0
  %949 = shufflevector <16 x float> %948, <16 x float> poison, <16 x i32> zeroinitializer
  br label %960

950:                                              ; preds = %936
  %951 = add nsw i64 %841, 4
  %952 = mul nsw i64 %951, %54
  %953 = getelementptr inbounds float, ptr %304, i64 %952
  %954 = getelementptr inbounds float, ptr %953, i64 %784
  %955 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %954, <16 x i1> %828, <16 x float> zeroinitializer)
  store <16 x float> %955, ptr %272, align 64
  %956 = getelementptr inbounds float, ptr %953, i64 %783
  %957 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %956, <16 x i1> %829, <16 x float> zeroinitializer)
  store <16 x float> %957, ptr %274, align 64
  %958 = getelementptr inbounds float, ptr %953, i64 %782
  %959 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %958, <16 x i1> %830, <16 x float> zeroinitializer)
  br label %960

960:                                              ; preds = %950, %940
  %961 = phi <16 x float> [ %957, %950 ], [ %946, %940 ]
  %962 = phi <16 x float> [ %955, %950 ], [ %944, %940 ]
  %963 = phi <16 x float> [ %959, %950 ], [ %949, %940 ]
  store <16 x float> %963, ptr %275, align 64
  br i1 %86, label %974, label %964

964:                                              ; preds = %960
  %965 = getelementptr inbounds nuw i8, ptr %843, i64 20
  %966 = load float, ptr %965, align 4
  %967 = insertelement <16 x float> poison, float %966, i64 0
  %968 = shufflevector <16 x float> %967, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %968, ptr %276, align 64
  %969 = insertelement <16 x float> poison, float %966, i64 0
  %970 = shufflevector <16 x float> %969, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %970, ptr %277, align 64
  %971 = load float, ptr %965, align 4
  %972 = insertelement <16 x float> poison, float %971, i64 0
  %973 = shufflevector <16 x float> %972, <16 x float> poison, <16 x i32> zeroinitializer
  br label %984

974:                                              ; preds = %960
  %975 = add nsw i64 %841, 5
  %976 = mul nsw i64 %975, %54
  %977 = getelementptr inbounds float, ptr %304, i64 %976
  %978 = getelementptr inbounds float, ptr %977, i64 %784
  %979 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %978, <16 x i1> %828, <16 x float> zeroinitializer)
  store <16 x float> %979, ptr %276, align 64
  %980 = getelementptr inbounds float, ptr %977, i64 %783
  %981 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %980, <16 x i1> %829, <16 x float> zeroinitializer)
  store <16 x float> %981, ptr %278, align 64
  %982 = getelementptr inbounds float, ptr %977, i64 %782
  %983 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %982, <16 x i1> %830, <16 x float> zeroinitializer)
  br label %984

984:                                              ; preds = %974, %964
  %985 = phi <16 x float> [ %981, %974 ], [ %970, %964 ]
  %986 = phi <16 x float> [ %979, %974 ], [ %968, %964 ]
  %987 = phi <16 x float> [ %983, %974 ], [ %973, %964 ]
  store <16 x float> %987, ptr %279, align 64
  br i1 %86, label %998, label %988

988:                                              ; preds = %984
  %989 = getelementptr inbounds nuw i8, ptr %843, i64 24
  %990 = load float, ptr %989, align 4
  %991 = insertelement <16 x float> poison, float %990, i64 0
  %992 = shufflevector <16 x float> %991, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %992, ptr %280, align 64
  %993 = insertelement <16 x float> poison, float %990, i64 0
  %994 = shufflevector <16 x float> %993, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %994, ptr %281, align 64
  %995 = load float, ptr %989, align 4
  %996 = insertelement <16 x float> poison, float %995, i64 0
  %997 = shufflevector <16 x float> %996, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1008

998:                                              ; preds = %984
  %999 = add nsw i64 %841, 6
  %1000 = mul nsw i64 %999, %54
  %1001 = getelementptr inbounds float, ptr %304, i64 %1000
  %1002 = getelementptr inbounds float, ptr %1001, i64 %784
  %1003 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1002, <16 x i1> %828, <16 x float> zeroinitializer)
  store <16 x float> %1003, ptr %280, align 64
  %1004 = getelementptr inbounds float, ptr %1001, i64 %783
  %1005 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1004, <16 x i1> %829, <16 x float> zeroinitializer)
  store <16 x float> %1005, ptr %282, align 64
  %1006 = getelementptr inbounds float, ptr %1001, i64 %782
  %1007 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1006, <16 x i1> %830, <16 x float> zeroinitializer)
  br label %1008

1008:                                             ; preds = %998, %988
  %1009 = phi <16 x float> [ %1005, %998 ], [ %994, %988 ]
  %1010 = phi <16 x float> [ %1003, %998 ], [ %992, %988 ]
  %1011 = phi <16 x float> [ %1007, %998 ], [ %997, %988 ]
  store <16 x float> %1011, ptr %283, align 64
  br i1 %86, label %1022, label %1012

1012:                                             ; preds = %1008
  %1013 = getelementptr inbounds nuw i8, ptr %843, i64 28
  %1014 = load float, ptr %1013, align 4
  %1015 = insertelement <16 x float> poison, float %1014, i64 0
  %1016 = shufflevector <16 x float> %1015, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1016, ptr %284, align 64
  %1017 = insertelement <16 x float> poison, float %1014, i64 0
  %1018 = shufflevector <16 x float> %1017, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1018, ptr %285, align 64
  %1019 = load float, ptr %1013, align 4
  %1020 = insertelement <16 x float> poison, float %1019, i64 0
  %1021 = shufflevector <16 x float> %1020, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1032

1022:                                             ; preds = %1008
  %1023 = add nsw i64 %841, 7
  %1024 = mul nsw i64 %1023, %54
  %1025 = getelementptr inbounds float, ptr %304, i64 %1024
  %1026 = getelementptr inbounds float, ptr %1025, i64 %784
  %1027 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1026, <16 x i1> %828, <16 x float> zeroinitializer)
  store <16 x float> %1027, ptr %284, align 64
  %1028 = getelementptr inbounds float, ptr %1025, i64 %783
  %1029 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1028, <16 x i1> %829, <16 x float> zeroinitializer)
  store <16 x float> %1029, ptr %286, align 64
  %1030 = getelementptr inbounds float, ptr %1025, i64 %782
  %1031 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1030, <16 x i1> %830, <16 x float> zeroinitializer)
  br label %1032

1032:                                             ; preds = %1022, %1012
  %1033 = phi <16 x float> [ %1029, %1022 ], [ %1018, %1012 ]
  %1034 = phi <16 x float> [ %1027, %1022 ], [ %1016, %1012 ]
  %1035 = phi <16 x float> [ %1031, %1022 ], [ %1021, %1012 ]
  store <16 x float> %1035, ptr %287, align 64
  %1036 = mul i64 %87, %841
  %1037 = getelementptr inbounds float, ptr %41, i64 %1036
  br i1 %88, label %1066, label %845

1038:                                             ; preds = %1162, %1066
  %1039 = phi <16 x float> [ %1067, %1066 ], [ %1163, %1162 ]
  %1040 = phi <16 x float> [ %1068, %1066 ], [ %1164, %1162 ]
  %1041 = phi <16 x float> [ %1069, %1066 ], [ %1165, %1162 ]
  %1042 = phi <16 x float> [ %1070, %1066 ], [ %1166, %1162 ]
  %1043 = phi <16 x float> [ %1071, %1066 ], [ %1167, %1162 ]
  %1044 = phi <16 x float> [ %1072, %1066 ], [ %1168, %1162 ]
  %1045 = phi <16 x float> [ %1073, %1066 ], [ %1169, %1162 ]
  %1046 = phi <16 x float> [ %1074, %1066 ], [ %1170, %1162 ]
  %1047 = phi <16 x float> [ %1075, %1066 ], [ %1171, %1162 ]
  %1048 = phi <16 x float> [ %1076, %1066 ], [ %1172, %1162 ]
  %1049 = phi <16 x float> [ %1077, %1066 ], [ %1173, %1162 ]
  %1050 = phi <16 x float> [ %1078, %1066 ], [ %1174, %1162 ]
  %1051 = phi <16 x float> [ %1079, %1066 ], [ %1175, %1162 ]
  %1052 = phi <16 x float> [ %1080, %1066 ], [ %1176, %1162 ]
  %1053 = phi <16 x float> [ %1081, %1066 ], [ %1177, %1162 ]
  %1054 = phi <16 x float> [ %1082, %1066 ], [ %1178, %1162 ]
  %1055 = phi <16 x float> [ %1083, %1066 ], [ %1179, %1162 ]
  %1056 = phi <16 x float> [ %1084, %1066 ], [ %1180, %1162 ]
  %1057 = phi <16 x float> [ %1085, %1066 ], [ %1181, %1162 ]
  %1058 = phi <16 x float> [ %1086, %1066 ], [ %1182, %1162 ]
  %1059 = phi <16 x float> [ %1087, %1066 ], [ %1183, %1162 ]
  %1060 = phi <16 x float> [ %1088, %1066 ], [ %1184, %1162 ]
  %1061 = phi <16 x float> [ %1089, %1066 ], [ %1185, %1162 ]
  %1062 = phi <16 x float> [ %1090, %1066 ], [ %1186, %1162 ]
  %1063 = icmp slt i64 %1095, %5
  %1064 = add i64 %1091, -16
  br i1 %1063, label %1066, label %1065

1065:                                             ; preds = %1038
  store <16 x float> %1062, ptr %147, align 64
  store <16 x float> %1061, ptr %148, align 64
  store <16 x float> %1060, ptr %149, align 64
  store <16 x float> %1059, ptr %150, align 64
  store <16 x float> %1058, ptr %151, align 64
  store <16 x float> %1057, ptr %152, align 64
  store <16 x float> %1056, ptr %31, align 64
  store <16 x float> %1055, ptr %153, align 64
  store <16 x float> %1054, ptr %154, align 64
  store <16 x float> %1053, ptr %155, align 64
  store <16 x float> %1052, ptr %156, align 64
  store <16 x float> %1051, ptr %157, align 64
  store <16 x float> %1050, ptr %161, align 64
  store <16 x float> %1049, ptr %162, align 64
  store <16 x float> %1048, ptr %163, align 64
  store <16 x float> %1047, ptr %165, align 64
  store <16 x float> %1046, ptr %166, align 64
  store <16 x float> %1045, ptr %167, align 64
  store <16 x float> %1044, ptr %169, align 64
  store <16 x float> %1043, ptr %170, align 64
  store <16 x float> %1042, ptr %171, align 64
  store <16 x float> %1041, ptr %173, align 64
  store <16 x float> %1040, ptr %174, align 64
  store <16 x float> %1039, ptr %175, align 64
  br label %845

1066:                                             ; preds = %1032, %1038
  %1067 = phi <16 x float> [ %1039, %1038 ], [ %1035, %1032 ]
  %1068 = phi <16 x float> [ %1040, %1038 ], [ %1033, %1032 ]
  %1069 = phi <16 x float> [ %1041, %1038 ], [ %1034, %1032 ]
  %1070 = phi <16 x float> [ %1042, %1038 ], [ %1011, %1032 ]
  %1071 = phi <16 x float> [ %1043, %1038 ], [ %1009, %1032 ]
  %1072 = phi <16 x float> [ %1044, %1038 ], [ %1010, %1032 ]
  %1073 = phi <16 x float> [ %1045, %1038 ], [ %987, %1032 ]
  %1074 = phi <16 x float> [ %1046, %1038 ], [ %985, %1032 ]
  %1075 = phi <16 x float> [ %1047, %1038 ], [ %986, %1032 ]
  %1076 = phi <16 x float> [ %1048, %1038 ], [ %963, %1032 ]
  %1077 = phi <16 x float> [ %1049, %1038 ], [ %961, %1032 ]
  %1078 = phi <16 x float> [ %1050, %1038 ], [ %962, %1032 ]
  %1079 = phi <16 x float> [ %1051, %1038 ], [ %891, %1032 ]
  %1080 = phi <16 x float> [ %1052, %1038 ], [ %889, %1032 ]
  %1081 = phi <16 x float> [ %1053, %1038 ], [ %890, %1032 ]
  %1082 = phi <16 x float> [ %1054, %1038 ], [ %867, %1032 ]
  %1083 = phi <16 x float> [ %1055, %1038 ], [ %865, %1032 ]
  %1084 = phi <16 x float> [ %1056, %1038 ], [ %866, %1032 ]
  %1085 = phi <16 x float> [ %1057, %1038 ], [ %939, %1032 ]
  %1086 = phi <16 x float> [ %1058, %1038 ], [ %937, %1032 ]
  %1087 = phi <16 x float> [ %1059, %1038 ], [ %938, %1032 ]
  %1088 = phi <16 x float> [ %1060, %1038 ], [ %915, %1032 ]
  %1089 = phi <16 x float> [ %1061, %1038 ], [ %913, %1032 ]
  %1090 = phi <16 x float> [ %1062, %1038 ], [ %914, %1032 ]
  %1091 = phi i64 [ %1064, %1038 ], [ %5, %1032 ]
  %1092 = phi i64 [ %1095, %1038 ], [ 0, %1032 ]
  %1093 = call i64 @llvm.smin.i64(i64 %1091, i64 16)
  %1094 = add i64 %1093, %1092
  %1095 = add nuw nsw i64 %1092, 16
  br i1 %89, label %1096, label %1038

1096:                                             ; preds = %1066
  %1097 = sub nsw i64 %5, %1092
  %1098 = icmp sgt i64 %1097, 15
  %1099 = mul nsw i64 %1092, %84
  %1100 = getelementptr inbounds float, ptr %302, i64 %1099
  %1101 = mul nuw nsw i64 %1092, %85
  %1102 = getelementptr inbounds nuw float, ptr %1037, i64 %1101
  %1103 = icmp sgt i64 %5, %1092
  %1104 = or i1 %1098, %1103
  br label %1105

1105:                                             ; preds = %1096, %1162
  %1106 = phi <16 x float> [ %1067, %1096 ], [ %1163, %1162 ]
  %1107 = phi <16 x float> [ %1068, %1096 ], [ %1164, %1162 ]
  %1108 = phi <16 x float> [ %1069, %1096 ], [ %1165, %1162 ]
  %1109 = phi <16 x float> [ %1070, %1096 ], [ %1166, %1162 ]
  %1110 = phi <16 x float> [ %1071, %1096 ], [ %1167, %1162 ]
  %1111 = phi <16 x float> [ %1072, %1096 ], [ %1168, %1162 ]
  %1112 = phi <16 x float> [ %1073, %1096 ], [ %1169, %1162 ]
  %1113 = phi <16 x float> [ %1074, %1096 ], [ %1170, %1162 ]
  %1114 = phi <16 x float> [ %1075, %1096 ], [ %1171, %1162 ]
  %1115 = phi <16 x float> [ %1076, %1096 ], [ %1172, %1162 ]
  %1116 = phi <16 x float> [ %1077, %1096 ], [ %1173, %1162 ]
  %1117 = phi <16 x float> [ %1078, %1096 ], [ %1174, %1162 ]
  %1118 = phi <16 x float> [ %1079, %1096 ], [ %1175, %1162 ]
  %1119 = phi <16 x float> [ %1080, %1096 ], [ %1176, %1162 ]
  %1120 = phi <16 x float> [ %1081, %1096 ], [ %1177, %1162 ]
  %1121 = phi <16 x float> [ %1082, %1096 ], [ %1178, %1162 ]
  %1122 = phi <16 x float> [ %1083, %1096 ], [ %1179, %1162 ]
  %1123 = phi <16 x float> [ %1084, %1096 ], [ %1180, %1162 ]
  %1124 = phi <16 x float> [ %1085, %1096 ], [ %1181, %1162 ]
  %1125 = phi <16 x float> [ %1086, %1096 ], [ %1182, %1162 ]
  %1126 = phi <16 x float> [ %1087, %1096 ], [ %1183, %1162 ]
  %1127 = phi <16 x float> [ %1088, %1096 ], [ %1184, %1162 ]
  %1128 = phi <16 x float> [ %1089, %1096 ], [ %1185, %1162 ]
  %1129 = phi <16 x float> [ %1090, %1096 ], [ %1186, %1162 ]
  %1130 = phi i64 [ 0, %1096 ], [ %1187, %1162 ]
  %1131 = mul nuw nsw i64 %1130, 24
  %1132 = getelementptr nuw i8, ptr %35, i64 %1131
  %1133 = load i64, ptr %1132, align 8
  %1134 = getelementptr inbounds nuw i8, ptr %1132, i64 8
  %1135 = load i64, ptr %1134, align 8
  %1136 = getelementptr inbounds nuw i8, ptr %1132, i64 16
  %1137 = load i64, ptr %1136, align 8
  br i1 %1104, label %1138, label %1162

1138:                                             ; preds = %1105
  %1139 = mul nuw nsw i64 %1130, 12
  %1140 = getelementptr nuw i8, ptr %36, i64 %1139
  %1141 = getelementptr inbounds nuw i8, ptr %1140, i64 8
  %1142 = load i32, ptr %1141, align 4
  %1143 = getelementptr inbounds nuw i8, ptr %1140, i64 4
  %1144 = load i32, ptr %1143, align 4
  %1145 = load i32, ptr %1140, align 4
  %1146 = getelementptr inbounds nuw float, ptr %1102, i64 %1130
  %1147 = trunc i32 %1145 to i16
  %1148 = bitcast i16 %1147 to <16 x i1>
  %1149 = lshr i32 %1145, 16
  %1150 = trunc nuw i32 %1149 to i16
  %1151 = bitcast i16 %1150 to <16 x i1>
  %1152 = trunc i32 %1144 to i16
  %1153 = bitcast i16 %1152 to <16 x i1>
  %1154 = lshr i32 %1144, 16
  %1155 = trunc nuw i32 %1154 to i16
  %1156 = bitcast i16 %1155 to <16 x i1>
  %1157 = trunc i32 %1142 to i16
  %1158 = bitcast i16 %1157 to <16 x i1>
  %1159 = lshr i32 %1142, 16
  %1160 = trunc nuw i32 %1159 to i16
  %1161 = bitcast i16 %1160 to <16 x i1>
  br label %1189

1162:                                             ; preds = %1189, %1105
  %1163 = phi <16 x float> [ %1106, %1105 ], [ %1286, %1189 ]
  %1164 = phi <16 x float> [ %1107, %1105 ], [ %1285, %1189 ]
  %1165 = phi <16 x float> [ %1108, %1105 ], [ %1284, %1189 ]
  %1166 = phi <16 x float> [ %1109, %1105 ], [ %1279, %1189 ]
  %1167 = phi <16 x float> [ %1110, %1105 ], [ %1278, %1189 ]
  %1168 = phi <16 x float> [ %1111, %1105 ], [ %1277, %1189 ]
  %1169 = phi <16 x float> [ %1112, %1105 ], [ %1272, %1189 ]
  %1170 = phi <16 x float> [ %1113, %1105 ], [ %1271, %1189 ]
  %1171 = phi <16 x float> [ %1114, %1105 ], [ %1270, %1189 ]
  %1172 = phi <16 x float> [ %1115, %1105 ], [ %1265, %1189 ]
  %1173 = phi <16 x float> [ %1116, %1105 ], [ %1264, %1189 ]
  %1174 = phi <16 x float> [ %1117, %1105 ], [ %1263, %1189 ]
  %1175 = phi <16 x float> [ %1118, %1105 ], [ %1244, %1189 ]
  %1176 = phi <16 x float> [ %1119, %1105 ], [ %1243, %1189 ]
  %1177 = phi <16 x float> [ %1120, %1105 ], [ %1242, %1189 ]
  %1178 = phi <16 x float> [ %1121, %1105 ], [ %1237, %1189 ]
  %1179 = phi <16 x float> [ %1122, %1105 ], [ %1236, %1189 ]
  %1180 = phi <16 x float> [ %1123, %1105 ], [ %1235, %1189 ]
  %1181 = phi <16 x float> [ %1124, %1105 ], [ %1258, %1189 ]
  %1182 = phi <16 x float> [ %1125, %1105 ], [ %1257, %1189 ]
  %1183 = phi <16 x float> [ %1126, %1105 ], [ %1256, %1189 ]
  %1184 = phi <16 x float> [ %1127, %1105 ], [ %1251, %1189 ]
  %1185 = phi <16 x float> [ %1128, %1105 ], [ %1250, %1189 ]
  %1186 = phi <16 x float> [ %1129, %1105 ], [ %1249, %1189 ]
  %1187 = add nuw nsw i64 %1130, 1
  %1188 = icmp eq i64 %1187, %85
  br i1 %1188, label %1038, label %1105

1189:                                             ; preds = %1138, %1189
  %1190 = phi <16 x float> [ %1286, %1189 ], [ %1106, %1138 ]
  %1191 = phi <16 x float> [ %1285, %1189 ], [ %1107, %1138 ]
  %1192 = phi <16 x float> [ %1284, %1189 ], [ %1108, %1138 ]
  %1193 = phi <16 x float> [ %1279, %1189 ], [ %1109, %1138 ]
  %1194 = phi <16 x float> [ %1278, %1189 ], [ %1110, %1138 ]
  %1195 = phi <16 x float> [ %1277, %1189 ], [ %1111, %1138 ]
  %1196 = phi <16 x float> [ %1272, %1189 ], [ %1112, %1138 ]
  %1197 = phi <16 x float> [ %1271, %1189 ], [ %1113, %1138 ]
  %1198 = phi <16 x float> [ %1270, %1189 ], [ %1114, %1138 ]
  %1199 = phi <16 x float> [ %1265, %1189 ], [ %1115, %1138 ]
  %1200 = phi <16 x float> [ %1264, %1189 ], [ %1116, %1138 ]
  %1201 = phi <16 x float> [ %1263, %1189 ], [ %1117, %1138 ]
  %1202 = phi <16 x float> [ %1244, %1189 ], [ %1118, %1138 ]
  %1203 = phi <16 x float> [ %1243, %1189 ], [ %1119, %1138 ]
  %1204 = phi <16 x float> [ %1242, %1189 ], [ %1120, %1138 ]
  %1205 = phi <16 x float> [ %1237, %1189 ], [ %1121, %1138 ]
  %1206 = phi <16 x float> [ %1236, %1189 ], [ %1122, %1138 ]
  %1207 = phi <16 x float> [ %1235, %1189 ], [ %1123, %1138 ]
  %1208 = phi <16 x float> [ %1258, %1189 ], [ %1124, %1138 ]
  %1209 = phi <16 x float> [ %1257, %1189 ], [ %1125, %1138 ]
  %1210 = phi <16 x float> [ %1256, %1189 ], [ %1126, %1138 ]
  %1211 = phi <16 x float> [ %1251, %1189 ], [ %1127, %1138 ]
  %1212 = phi <16 x float> [ %1250, %1189 ], [ %1128, %1138 ]
  %1213 = phi <16 x float> [ %1249, %1189 ], [ %1129, %1138 ]
  %1214 = phi i64 [ %1287, %1189 ], [ %1092, %1138 ]
  %1215 = phi ptr [ %1289, %1189 ], [ %1146, %1138 ]
  %1216 = phi ptr [ %1288, %1189 ], [ %1100, %1138 ]
  %1217 = getelementptr inbounds float, ptr %1216, i64 %1133
  %1218 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1217, <16 x i1> %1148, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1219 = getelementptr inbounds nuw i8, ptr %1217, i64 64
  %1220 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1219, <16 x i1> %1151, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1221 = shufflevector <16 x float> %1218, <16 x float> %1220, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1222 = getelementptr inbounds float, ptr %1216, i64 %1135
  %1223 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1222, <16 x i1> %1153, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1224 = getelementptr inbounds nuw i8, ptr %1222, i64 64
  %1225 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1224, <16 x i1> %1156, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1226 = shufflevector <16 x float> %1223, <16 x float> %1225, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1227 = getelementptr inbounds float, ptr %1216, i64 %1137
  %1228 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1227, <16 x i1> %1158, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1229 = getelementptr inbounds nuw i8, ptr %1227, i64 64
  %1230 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1229, <16 x i1> %1161, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1231 = shufflevector <16 x float> %1228, <16 x float> %1230, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1232 = load float, ptr %1215, align 4
  %1233 = insertelement <16 x float> poison, float %1232, i64 0
  %1234 = shufflevector <16 x float> %1233, <16 x float> poison, <16 x i32> zeroinitializer
  %1235 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1221, <16 x float> %1234, <16 x float> %1207)
  %1236 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1226, <16 x float> %1234, <16 x float> %1206)
  %1237 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1231, <16 x float> %1234, <16 x float> %1205)
  %1238 = getelementptr inbounds float, ptr %1215, i64 %87
  %1239 = load float, ptr %1238, align 4
  %1240 = insertelement <16 x float> poison, float %1239, i64 0
  %1241 = shufflevector <16 x float> %1240, <16 x float> poison, <16 x i32> zeroinitializer
  %1242 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1221, <16 x float> %1241, <16 x float> %1204)
  %1243 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1226, <16 x float> %1241, <16 x float> %1203)
  %1244 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1231, <16 x float> %1241, <16 x float> %1202)
  %1245 = getelementptr inbounds i8, ptr %1215, i64 %158
  %1246 = load float, ptr %1245, align 4
  %1247 = insertelement <16 x float> poison, float %1246, i64 0
  %1248 = shufflevector <16 x float> %1247, <16 x float> poison, <16 x i32> zeroinitializer
  %1249 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1221, <16 x float> %1248, <16 x float> %1213)
  %1250 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1226, <16 x float> %1248, <16 x float> %1212)
  %1251 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1231, <16 x float> %1248, <16 x float> %1211)
  %1252 = getelementptr inbounds i8, ptr %1215, i64 %159
  %1253 = load float, ptr %1252, align 4
  %1254 = insertelement <16 x float> poison, float %1253, i64 0
  %1255 = shufflevector <16 x float> %1254, <16 x float> poison, <16 x i32> zeroinitializer
  %1256 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1221, <16 x float> %1255, <16 x float> %1210)
  %1257 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1226, <16 x float> %1255, <16 x float> %1209)
  %1258 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1231, <16 x float> %1255, <16 x float> %1208)
  %1259 = getelementptr inbounds i8, ptr %1215, i64 %160
  %1260 = load float, ptr %1259, align 4
  %1261 = insertelement <16 x float> poison, float %1260, i64 0
  %1262 = shufflevector <16 x float> %1261, <16 x float> poison, <16 x i32> zeroinitializer
  %1263 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1221, <16 x float> %1262, <16 x float> %1201)
  %1264 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1226, <16 x float> %1262, <16 x float> %1200)
  %1265 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1231, <16 x float> %1262, <16 x float> %1199)
  %1266 = getelementptr inbounds i8, ptr %1215, i64 %164
  %1267 = load float, ptr %1266, align 4
  %1268 = insertelement <16 x float> poison, float %1267, i64 0
  %1269 = shufflevector <16 x float> %1268, <16 x float> poison, <16 x i32> zeroinitializer
  %1270 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1221, <16 x float> %1269, <16 x float> %1198)
  %1271 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1226, <16 x float> %1269, <16 x float> %1197)
  %1272 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1231, <16 x float> %1269, <16 x float> %1196)
  %1273 = getelementptr inbounds i8, ptr %1215, i64 %168
  %1274 = load float, ptr %1273, align 4
  %1275 = insertelement <16 x float> poison, float %1274, i64 0
  %1276 = shufflevector <16 x float> %1275, <16 x float> poison, <16 x i32> zeroinitializer
  %1277 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1221, <16 x float> %1276, <16 x float> %1195)
  %1278 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1226, <16 x float> %1276, <16 x float> %1194)
  %1279 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1231, <16 x float> %1276, <16 x float> %1193)
  %1280 = getelementptr inbounds i8, ptr %1215, i64 %172
  %1281 = load float, ptr %1280, align 4
  %1282 = insertelement <16 x float> poison, float %1281, i64 0
  %1283 = shufflevector <16 x float> %1282, <16 x float> poison, <16 x i32> zeroinitializer
  %1284 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1221, <16 x float> %1283, <16 x float> %1192)
  %1285 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1226, <16 x float> %1283, <16 x float> %1191)
  %1286 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1231, <16 x float> %1283, <16 x float> %1190)
  %1287 = add nuw nsw i64 %1214, 1
  %1288 = getelementptr inbounds float, ptr %1216, i64 %84
  %1289 = getelementptr inbounds nuw float, ptr %1215, i64 %85
  %1290 = icmp eq i64 %1287, %1094
  br i1 %1290, label %1162, label %1189

1291:                                             ; preds = %845, %1488
  %1292 = phi i64 [ %1490, %1488 ], [ 0, %845 ]
  %1293 = add nsw i64 %841, %1292
  %1294 = mul nsw i64 %1293, %54
  %1295 = icmp sgt i64 %842, %1292
  %1296 = getelementptr inbounds nuw [3 x <16 x float>], ptr %31, i64 %1292
  %1297 = add nsw i64 %784, %1294
  %1298 = select i1 %1295, <16 x i1> zeroinitializer, <16 x i1> %831
  %1299 = getelementptr inbounds float, ptr %309, i64 %1297
  %1300 = load <16 x float>, ptr %1296, align 64
  br i1 %90, label %1360, label %1301

1301:                                             ; preds = %1291
  %1302 = getelementptr inbounds float, ptr %307, i64 %1297
  switch i64 %176, label %1320 [
    i64 1, label %1303
    i64 2, label %1306
    i64 3, label %1313
    i64 0, label %1360
  ]

1303:                                             ; preds = %1301
  %1304 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1302, <16 x i1> %1298, <16 x float> zeroinitializer)
  %1305 = fadd <16 x float> %1300, %1304
  br label %1322

1306:                                             ; preds = %1301
  %1307 = bitcast <16 x float> %1300 to <8 x i64>
  %1308 = or <8 x i64> %1307, %92
  %1309 = fcmp oeq <16 x float> %1300, %53
  %1310 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1300, i32 4)
  %1311 = bitcast <8 x i64> %1308 to <16 x float>
  %1312 = select <16 x i1> %1309, <16 x float> %1311, <16 x float> %1310
  br label %1322

1313:                                             ; preds = %1301
  %1314 = bitcast <16 x float> %1300 to <8 x i64>
  %1315 = and <8 x i64> %1314, %91
  %1316 = fcmp oeq <16 x float> %1300, %50
  %1317 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1300, i32 4)
  %1318 = bitcast <8 x i64> %1315 to <16 x float>
  %1319 = select <16 x i1> %1316, <16 x float> %1318, <16 x float> %1317
  br label %1322

1320:                                             ; preds = %1301
  unreachable

1321:                                             ; preds = %2098, %2079, %2060, %2034, %2015, %1996, %1970, %1951, %1932, %1469, %1450, %1431, %1405, %1386, %1367, %1341, %1322
  unreachable

1322:                                             ; preds = %1313, %1306, %1303
  %1323 = phi <16 x float> [ %1305, %1303 ], [ %1312, %1306 ], [ %1319, %1313 ]
  switch i64 %178, label %1321 [
    i64 1, label %1338
    i64 2, label %1331
    i64 3, label %1324
    i64 0, label %1360
  ]

1324:                                             ; preds = %1322
  %1325 = bitcast <16 x float> %1323 to <8 x i64>
  %1326 = and <8 x i64> %1325, %91
  %1327 = fcmp oeq <16 x float> %1323, %50
  %1328 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1323, i32 4)
  %1329 = bitcast <8 x i64> %1326 to <16 x float>
  %1330 = select <16 x i1> %1327, <16 x float> %1329, <16 x float> %1328
  br label %1341

1331:                                             ; preds = %1322
  %1332 = bitcast <16 x float> %1323 to <8 x i64>
  %1333 = or <8 x i64> %1332, %92
  %1334 = fcmp oeq <16 x float> %1323, %53
  %1335 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1323, i32 4)
  %1336 = bitcast <8 x i64> %1333 to <16 x float>
  %1337 = select <16 x i1> %1334, <16 x float> %1336, <16 x float> %1335
  br label %1341

1338:                                             ; preds = %1322
  %1339 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1302, <16 x i1> %1298, <16 x float> zeroinitializer)
  %1340 = fadd <16 x float> %1323, %1339
  br label %1341

1341:                                             ; preds = %1338, %1331, %1324
  %1342 = phi <16 x float> [ %1340, %1338 ], [ %1337, %1331 ], [ %1330, %1324 ]
  switch i64 %180, label %1321 [
    i64 1, label %1357
    i64 2, label %1350
    i64 3, label %1343
    i64 0, label %1360
  ]

1343:                                             ; preds = %1341
  %1344 = bitcast <16 x float> %1342 to <8 x i64>
  %1345 = and <8 x i64> %1344, %91
  %1346 = fcmp oeq <16 x float> %1342, %50
  %1347 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1342, i32 4)
  %1348 = bitcast <8 x i64> %1345 to <16 x float>
  %1349 = select <16 x i1> %1346, <16 x float> %1348, <16 x float> %1347
  br label %1360

1350:                                             ; preds = %1341
  %1351 = bitcast <16 x float> %1342 to <8 x i64>
  %1352 = or <8 x i64> %1351, %92
  %1353 = fcmp oeq <16 x float> %1342, %53
  %1354 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1342, i32 4)
  %1355 = bitcast <8 x i64> %1352 to <16 x float>
  %1356 = select <16 x i1> %1353, <16 x float> %1355, <16 x float> %1354
  br label %1360

1357:                                             ; preds = %1341
  %1358 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1302, <16 x i1> %1298, <16 x float> zeroinitializer)
  %1359 = fadd <16 x float> %1342, %1358
  br label %1360

1360:                                             ; preds = %1291, %1301, %1322, %1341, %1357, %1350, %1343
  %1361 = phi <16 x float> [ %1349, %1343 ], [ %1300, %1301 ], [ %1342, %1341 ], [ %1323, %1322 ], [ %1359, %1357 ], [ %1356, %1350 ], [ %1300, %1291 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1361, ptr align 1 %1299, <16 x i1> %1298)
  %1362 = add nsw i64 %783, %1294
  %1363 = select i1 %1295, <16 x i1> zeroinitializer, <16 x i1> %832
  %1364 = getelementptr inbounds float, ptr %309, i64 %1362
  %1365 = getelementptr inbounds nuw i8, ptr %1296, i64 64
  %1366 = load <16 x float>, ptr %1365, align 64
  br i1 %90, label %1424, label %1367

1367:                                             ; preds = %1360
  %1368 = getelementptr inbounds float, ptr %307, i64 %1362
  switch i64 %181, label %1321 [
    i64 1, label %1383
    i64 2, label %1376
    i64 3, label %1369
    i64 0, label %1424
  ]

1369:                                             ; preds = %1367
  %1370 = bitcast <16 x float> %1366 to <8 x i64>
  %1371 = and <8 x i64> %1370, %91
  %1372 = fcmp oeq <16 x float> %1366, %50
  %1373 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1366, i32 4)
  %1374 = bitcast <8 x i64> %1371 to <16 x float>
  %1375 = select <16 x i1> %1372, <16 x float> %1374, <16 x float> %1373
  br label %1386

1376:                                             ; preds = %1367
  %1377 = bitcast <16 x float> %1366 to <8 x i64>
  %1378 = or <8 x i64> %1377, %92
  %1379 = fcmp oeq <16 x float> %1366, %53
  %1380 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1366, i32 4)
  %1381 = bitcast <8 x i64> %1378 to <16 x float>
  %1382 = select <16 x i1> %1379, <16 x float> %1381, <16 x float> %1380
  br label %1386

1383:                                             ; preds = %1367
  %1384 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1368, <16 x i1> %1363, <16 x float> zeroinitializer)
  %1385 = fadd <16 x float> %1366, %1384
  br label %1386

1386:                                             ; preds = %1383, %1376, %1369
  %1387 = phi <16 x float> [ %1385, %1383 ], [ %1382, %1376 ], [ %1375, %1369 ]
  switch i64 %183, label %1321 [
    i64 1, label %1402
    i64 2, label %1395
    i64 3, label %1388
    i64 0, label %1424
  ]

1388:                                             ; preds = %1386
  %1389 = bitcast <16 x float> %1387 to <8 x i64>
  %1390 = and <8 x i64> %1389, %91
  %1391 = fcmp oeq <16 x float> %1387, %50
  %1392 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1387, i32 4)
  %1393 = bitcast <8 x i64> %1390 to <16 x float>
  %1394 = select <16 x i1> %1391, <16 x float> %1393, <16 x float> %1392
  br label %1405

1395:                                             ; preds = %1386
  %1396 = bitcast <16 x float> %1387 to <8 x i64>
  %1397 = or <8 x i64> %1396, %92
  %1398 = fcmp oeq <16 x float> %1387, %53
  %1399 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1387, i32 4)
  %1400 = bitcast <8 x i64> %1397 to <16 x float>
  %1401 = select <16 x i1> %1398, <16 x float> %1400, <16 x float> %1399
  br label %1405

1402:                                             ; preds = %1386
  %1403 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1368, <16 x i1> %1363, <16 x float> zeroinitializer)
  %1404 = fadd <16 x float> %1387, %1403
  br label %1405

1405:                                             ; preds = %1402, %1395, %1388
  %1406 = phi <16 x float> [ %1404, %1402 ], [ %1401, %1395 ], [ %1394, %1388 ]
  switch i64 %185, label %1321 [
    i64 1, label %1421
    i64 2, label %1414
    i64 3, label %1407
    i64 0, label %1424
  ]

1407:                                             ; preds = %1405
  %1408 = bitcast <16 x float> %1406 to <8 x i64>
  %1409 = and <8 x i64> %1408, %91
  %1410 = fcmp oeq <16 x float> %1406, %50
  %1411 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1406, i32 4)
  %1412 = bitcast <8 x i64> %1409 to <16 x float>
  %1413 = select <16 x i1> %1410, <16 x float> %1412, <16 x float> %1411
  br label %1424

1414:                                             ; preds = %1405
  %1415 = bitcast <16 x float> %1406 to <8 x i64>
  %1416 = or <8 x i64> %1415, %92
  %1417 = fcmp oeq <16 x float> %1406, %53
  %1418 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1406, i32 4)
  %1419 = bitcast <8 x i64> %1416 to <16 x float>
  %1420 = select <16 x i1> %1417, <16 x float> %1419, <16 x float> %1418
  br label %1424

1421:                                             ; preds = %1405
  %1422 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1368, <16 x i1> %1363, <16 x float> zeroinitializer)
  %1423 = fadd <16 x float> %1406, %1422
  br label %1424

1424:                                             ; preds = %1360, %1367, %1386, %1405, %1421, %1414, %1407
  %1425 = phi <16 x float> [ %1413, %1407 ], [ %1366, %1367 ], [ %1406, %1405 ], [ %1387, %1386 ], [ %1423, %1421 ], [ %1420, %1414 ], [ %1366, %1360 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1425, ptr align 1 %1364, <16 x i1> %1363)
  %1426 = add nsw i64 %782, %1294
  %1427 = select i1 %1295, <16 x i1> zeroinitializer, <16 x i1> %833
  %1428 = getelementptr inbounds float, ptr %309, i64 %1426
  %1429 = getelementptr inbounds nuw i8, ptr %1296, i64 128
  %1430 = load <16 x float>, ptr %1429, align 64
  br i1 %90, label %1488, label %1431

1431:                                             ; preds = %1424
  %1432 = getelementptr inbounds float, ptr %307, i64 %1426
  switch i64 %186, label %1321 [
    i64 1, label %1447
    i64 2, label %1440
    i64 3, label %1433
    i64 0, label %1488
  ]

1433:                                             ; preds = %1431
  %1434 = bitcast <16 x float> %1430 to <8 x i64>
  %1435 = and <8 x i64> %1434, %91
  %1436 = fcmp oeq <16 x float> %1430, %50
  %1437 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1430, i32 4)
  %1438 = bitcast <8 x i64> %1435 to <16 x float>
  %1439 = select <16 x i1> %1436, <16 x float> %1438, <16 x float> %1437
  br label %1450

1440:                                             ; preds = %1431
  %1441 = bitcast <16 x float> %1430 to <8 x i64>
  %1442 = or <8 x i64> %1441, %92
  %1443 = fcmp oeq <16 x float> %1430, %53
  %1444 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1430, i32 4)
  %1445 = bitcast <8 x i64> %1442 to <16 x float>
  %1446 = select <16 x i1> %1443, <16 x float> %1445, <16 x float> %1444
  br label %1450

1447:                                             ; preds = %1431
  %1448 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1432, <16 x i1> %1427, <16 x float> zeroinitializer)
  %1449 = fadd <16 x float> %1430, %1448
  br label %1450

1450:                                             ; preds = %1447, %1440, %1433
  %1451 = phi <16 x float> [ %1449, %1447 ], [ %1446, %1440 ], [ %1439, %1433 ]
  switch i64 %188, label %1321 [
    i64 1, label %1466
    i64 2, label %1459
    i64 3, label %1452
    i64 0, label %1488
  ]

1452:                                             ; preds = %1450
  %1453 = bitcast <16 x float> %1451 to <8 x i64>
  %1454 = and <8 x i64> %1453, %91
  %1455 = fcmp oeq <16 x float> %1451, %50
  %1456 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1451, i32 4)
  %1457 = bitcast <8 x i64> %1454 to <16 x float>
  %1458 = select <16 x i1> %1455, <16 x float> %1457, <16 x float> %1456
  br label %1469

1459:                                             ; preds = %1450
  %1460 = bitcast <16 x float> %1451 to <8 x i64>
  %1461 = or <8 x i64> %1460, %92
  %1462 = fcmp oeq <16 x float> %1451, %53
  %1463 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1451, i32 4)
  %1464 = bitcast <8 x i64> %1461 to <16 x float>
  %1465 = select <16 x i1> %1462, <16 x float> %1464, <16 x float> %1463
  br label %1469

1466:                                             ; preds = %1450
  %1467 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1432, <16 x i1> %1427, <16 x float> zeroinitializer)
  %1468 = fadd <16 x float> %1451, %1467
  br label %1469

1469:                                             ; preds = %1466, %1459, %1452
  %1470 = phi <16 x float> [ %1468, %1466 ], [ %1465, %1459 ], [ %1458, %1452 ]
  switch i64 %190, label %1321 [
    i64 1, label %1485
    i64 2, label %1478
    i64 3, label %1471
    i64 0, label %1488
  ]

1471:                                             ; preds = %1469
  %1472 = bitcast <16 x float> %1470 to <8 x i64>
  %1473 = and <8 x i64> %1472, %91
  %1474 = fcmp oeq <16 x float> %1470, %50
  %1475 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1470, i32 4)
  %1476 = bitcast <8 x i64> %1473 to <16 x float>
  %1477 = select <16 x i1> %1474, <16 x float> %1476, <16 x float> %1475
  br label %1488

1478:                                             ; preds = %1469
  %1479 = bitcast <16 x float> %1470 to <8 x i64>
  %1480 = or <8 x i64> %1479, %92
  %1481 = fcmp oeq <16 x float> %1470, %53
  %1482 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1470, i32 4)
  %1483 = bitcast <8 x i64> %1480 to <16 x float>
  %1484 = select <16 x i1> %1481, <16 x float> %1483, <16 x float> %1482
  br label %1488

1485:                                             ; preds = %1469
  %1486 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1432, <16 x i1> %1427, <16 x float> zeroinitializer)
  %1487 = fadd <16 x float> %1470, %1486
  br label %1488

1488:                                             ; preds = %1424, %1431, %1450, %1469, %1485, %1478, %1471
  %1489 = phi <16 x float> [ %1477, %1471 ], [ %1430, %1431 ], [ %1470, %1469 ], [ %1451, %1450 ], [ %1487, %1485 ], [ %1484, %1478 ], [ %1430, %1424 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1489, ptr align 1 %1428, <16 x i1> %1427)
  %1490 = add nuw nsw i64 %1292, 1
  %1491 = icmp eq i64 %1490, 8
  br i1 %1491, label %1492, label %1291

1492:                                             ; preds = %1488
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %2122

1493:                                             ; preds = %837
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  br i1 %86, label %1504, label %1495

1494:                                             ; preds = %1714, %1681
  br label %1922

1495:                                             ; preds = %1493
  %1496 = load float, ptr %843, align 4
  %1497 = insertelement <16 x float> poison, float %1496, i64 0
  %1498 = shufflevector <16 x float> %1497, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1498, ptr %32, align 64
  %1499 = insertelement <16 x float> poison, float %1496, i64 0
  %1500 = shufflevector <16 x float> %1499, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1500, ptr %226, align 64
  %1501 = load float, ptr %843, align 4
  %1502 = insertelement <16 x float> poison, float %1501, i64 0
  %1503 = shufflevector <16 x float> %1502, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1513

1504:                                             ; preds = %1493
  %1505 = mul nsw i64 %841, %54
  %1506 = getelementptr inbounds float, ptr %304, i64 %1505
  %1507 = getelementptr inbounds float, ptr %1506, i64 %784
  %1508 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1507, <16 x i1> %804, <16 x float> zeroinitializer)
  store <16 x float> %1508, ptr %32, align 64
  %1509 = getelementptr inbounds float, ptr %1506, i64 %783
  %1510 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1509, <16 x i1> %805, <16 x float> zeroinitializer)
  store <16 x float> %1510, ptr %227, align 64
  %1511 = getelementptr inbounds float, ptr %1506, i64 %782
  %1512 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1511, <16 x i1> %806, <16 x float> zeroinitializer)
  br label %1513

1513:                                             ; preds = %1504, %1495
  %1514 = phi <16 x float> [ %1510, %1504 ], [ %1500, %1495 ]
  %1515 = phi <16 x float> [ %1508, %1504 ], [ %1498, %1495 ]
  %1516 = phi <16 x float> [ %1512, %1504 ], [ %1503, %1495 ]
  store <16 x float> %1516, ptr %228, align 64
  br i1 %86, label %1527, label %1517

1517:                                             ; preds = %1513
  %1518 = getelementptr inbounds nuw i8, ptr %843, i64 4
  %1519 = load float, ptr %1518, align 4
  %1520 = insertelement <16 x float> poison, float %1519, i64 0
  %1521 = shufflevector <16 x float> %1520, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1521, ptr %229, align 64
  %1522 = insertelement <16 x float> poison, float %1519, i64 0
  %1523 = shufflevector <16 x float> %1522, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1523, ptr %230, align 64
  %1524 = load float, ptr %1518, align 4
  %1525 = insertelement <16 x float> poison, float %1524, i64 0
  %1526 = shufflevector <16 x float> %1525, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1537

1527:                                             ; preds = %1513
  %1528 = add nsw i64 %841, 1
  %1529 = mul nsw i64 %1528, %54
  %1530 = getelementptr inbounds float, ptr %304, i64 %1529
  %1531 = getelementptr inbounds float, ptr %1530, i64 %784
  %1532 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1531, <16 x i1> %804, <16 x float> zeroinitializer)
  store <16 x float> %1532, ptr %229, align 64
  %1533 = getelementptr inbounds float, ptr %1530, i64 %783
  %1534 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1533, <16 x i1> %805, <16 x float> zeroinitializer)
  store <16 x float> %1534, ptr %231, align 64
  %1535 = getelementptr inbounds float, ptr %1530, i64 %782
  %1536 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1535, <16 x i1> %806, <16 x float> zeroinitializer)
  br label %1537

1537:                                             ; preds = %1527, %1517
  %1538 = phi <16 x float> [ %1534, %1527 ], [ %1523, %1517 ]
  %1539 = phi <16 x float> [ %1532, %1527 ], [ %1521, %1517 ]
  %1540 = phi <16 x float> [ %1536, %1527 ], [ %1526, %1517 ]
  store <16 x float> %1540, ptr %232, align 64
  br i1 %86, label %1551, label %1541

1541:                                             ; preds = %1537
  %1542 = getelementptr inbounds nuw i8, ptr %843, i64 8
  %1543 = load float, ptr %1542, align 4
  %1544 = insertelement <16 x float> poison, float %1543, i64 0
  %1545 = shufflevector <16 x float> %1544, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1545, ptr %233, align 64
  %1546 = insertelement <16 x float> poison, float %1543, i64 0
  %1547 = shufflevector <16 x float> %1546, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1547, ptr %234, align 64
  %1548 = load float, ptr %1542, align 4
  %1549 = insertelement <16 x float> poison, float %1548, i64 0
  %1550 = shufflevector <16 x float> %1549, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1561

1551:                                             ; preds = %1537
  %1552 = add nsw i64 %841, 2
  %1553 = mul nsw i64 %1552, %54
  %1554 = getelementptr inbounds float, ptr %304, i64 %1553
  %1555 = getelementptr inbounds float, ptr %1554, i64 %784
  %1556 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1555, <16 x i1> %804, <16 x float> zeroinitializer)
  store <16 x float> %1556, ptr %233, align 64
  %1557 = getelementptr inbounds float, ptr %1554, i64 %783
  %1558 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1557, <16 x i1> %805, <16 x float> zeroinitializer)
  store <16 x float> %1558, ptr %235, align 64
  %1559 = getelementptr inbounds float, ptr %1554, i64 %782
  %1560 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1559, <16 x i1> %806, <16 x float> zeroinitializer)
  br label %1561

1561:                                             ; preds = %1551, %1541
  %1562 = phi <16 x float> [ %1558, %1551 ], [ %1547, %1541 ]
  %1563 = phi <16 x float> [ %1556, %1551 ], [ %1545, %1541 ]
  %1564 = phi <16 x float> [ %1560, %1551 ], [ %1550, %1541 ]
  store <16 x float> %1564, ptr %236, align 64
  br i1 %86, label %1575, label %1565

1565:                                             ; preds = %1561
  %1566 = getelementptr inbounds nuw i8, ptr %843, i64 12
  %1567 = load float, ptr %1566, align 4
  %1568 = insertelement <16 x float> poison, float %1567, i64 0
  %1569 = shufflevector <16 x float> %1568, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1569, ptr %237, align 64
  %1570 = insertelement <16 x float> poison, float %1567, i64 0
  %1571 = shufflevector <16 x float> %1570, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1571, ptr %238, align 64
  %1572 = load float, ptr %1566, align 4
  %1573 = insertelement <16 x float> poison, float %1572, i64 0
  %1574 = shufflevector <16 x float> %1573, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1585

1575:                                             ; preds = %1561
  %1576 = add nsw i64 %841, 3
  %1577 = mul nsw i64 %1576, %54
  %1578 = getelementptr inbounds float, ptr %304, i64 %1577
  %1579 = getelementptr inbounds float, ptr %1578, i64 %784
  %1580 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1579, <16 x i1> %804, <16 x float> zeroinitializer)
  store <16 x float> %1580, ptr %237, align 64
  %1581 = getelementptr inbounds float, ptr %1578, i64 %783
  %1582 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1581, <16 x i1> %805, <16 x float> zeroinitializer)
  store <16 x float> %1582, ptr %239, align 64
  %1583 = getelementptr inbounds float, ptr %1578, i64 %782
  %1584 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1583, <16 x i1> %806, <16 x float> zeroinitializer)
  br label %1585

1585:                                             ; preds = %1575, %1565
  %1586 = phi <16 x float> [ %1582, %1575 ], [ %1571, %1565 ]
  %1587 = phi <16 x float> [ %1580, %1575 ], [ %1569, %1565 ]
  %1588 = phi <16 x float> [ %1584, %1575 ], [ %1574, %1565 ]
  store <16 x float> %1588, ptr %240, align 64
  br i1 %86, label %1599, label %1589

1589:                                             ; preds = %1585
  %1590 = getelementptr inbounds nuw i8, ptr %843, i64 16
  %1591 = load float, ptr %1590, align 4
  %1592 = insertelement <16 x float> poison, float %1591, i64 0
  %1593 = shufflevector <16 x float> %1592, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1593, ptr %241, align 64
  %1594 = insertelement <16 x float> poison, float %1591, i64 0
  %1595 = shufflevector <16 x float> %1594, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1595, ptr %242, align 64
  %1596 = load float, ptr %1590, align 4
  %1597 = insertelement <16 x float> poison, float %1596, i64 0
  %1598 = shufflevector <16 x float> %1597, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1609

1599:                                             ; preds = %1585
  %1600 = add nsw i64 %841, 4
  %1601 = mul nsw i64 %1600, %54
  %1602 = getelementptr inbounds float, ptr %304, i64 %1601
  %1603 = getelementptr inbounds float, ptr %1602, i64 %784
  %1604 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1603, <16 x i1> %804, <16 x float> zeroinitializer)
  store <16 x float> %1604, ptr %241, align 64
  %1605 = getelementptr inbounds float, ptr %1602, i64 %783
  %1606 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1605, <16 x i1> %805, <16 x float> zeroinitializer)
  store <16 x float> %1606, ptr %243, align 64
  %1607 = getelementptr inbounds float, ptr %1602, i64 %782
  %1608 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1607, <16 x i1> %806, <16 x float> zeroinitializer)
  br label %1609

1609:                                             ; preds = %1599, %1589
  %1610 = phi <16 x float> [ %1606, %1599 ], [ %1595, %1589 ]
  %1611 = phi <16 x float> [ %1604, %1599 ], [ %1593, %1589 ]
  %1612 = phi <16 x float> [ %1608, %1599 ], [ %1598, %1589 ]
  store <16 x float> %1612, ptr %244, align 64
  br i1 %86, label %1623, label %1613

1613:                                             ; preds = %1609
  %1614 = getelementptr inbounds nuw i8, ptr %843, i64 20
  %1615 = load float, ptr %1614, align 4
  %1616 = insertelement <16 x float> poison, float %1615, i64 0
  %1617 = shufflevector <16 x float> %1616, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1617, ptr %245, align 64
  %1618 = insertelement <16 x float> poison, float %1615, i64 0
  %1619 = shufflevector <16 x float> %1618, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1619, ptr %246, align 64
  %1620 = load float, ptr %1614, align 4
  %1621 = insertelement <16 x float> poison, float %1620, i64 0
  %1622 = shufflevector <16 x float> %1621, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1633

1623:                                             ; preds = %1609
  %1624 = add nsw i64 %841, 5
  %1625 = mul nsw i64 %1624, %54
  %1626 = getelementptr inbounds float, ptr %304, i64 %1625
  %1627 = getelementptr inbounds float, ptr %1626, i64 %784
  %1628 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1627, <16 x i1> %804, <16 x float> zeroinitializer)
  store <16 x float> %1628, ptr %245, align 64
  %1629 = getelementptr inbounds float, ptr %1626, i64 %783
  %1630 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1629, <16 x i1> %805, <16 x float> zeroinitializer)
  store <16 x float> %1630, ptr %247, align 64
  %1631 = getelementptr inbounds float, ptr %1626, i64 %782
  %1632 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1631, <16 x i1> %806, <16 x float> zeroinitializer)
  br label %1633

1633:                                             ; preds = %1623, %1613
  %1634 = phi <16 x float> [ %1630, %1623 ], [ %1619, %1613 ]
  %1635 = phi <16 x float> [ %1628, %1623 ], [ %1617, %1613 ]
  %1636 = phi <16 x float> [ %1632, %1623 ], [ %1622, %1613 ]
  store <16 x float> %1636, ptr %248, align 64
  br i1 %86, label %1647, label %1637

1637:                                             ; preds = %1633
  %1638 = getelementptr inbounds nuw i8, ptr %843, i64 24
  %1639 = load float, ptr %1638, align 4
  %1640 = insertelement <16 x float> poison, float %1639, i64 0
  %1641 = shufflevector <16 x float> %1640, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1641, ptr %249, align 64
  %1642 = insertelement <16 x float> poison, float %1639, i64 0
  %1643 = shufflevector <16 x float> %1642, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1643, ptr %250, align 64
  %1644 = load float, ptr %1638, align 4
  %1645 = insertelement <16 x float> poison, float %1644, i64 0
  %1646 = shufflevector <16 x float> %1645, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1657

1647:                                             ; preds = %1633
  %1648 = add nsw i64 %841, 6
  %1649 = mul nsw i64 %1648, %54
  %1650 = getelementptr inbounds float, ptr %304, i64 %1649
  %1651 = getelementptr inbounds float, ptr %1650, i64 %784
  %1652 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1651, <16 x i1> %804, <16 x float> zeroinitializer)
  store <16 x float> %1652, ptr %249, align 64
  %1653 = getelementptr inbounds float, ptr %1650, i64 %783
  %1654 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1653, <16 x i1> %805, <16 x float> zeroinitializer)
  store <16 x float> %1654, ptr %251, align 64
  %1655 = getelementptr inbounds float, ptr %1650, i64 %782
  %1656 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1655, <16 x i1> %806, <16 x float> zeroinitializer)
  br label %1657

1657:                                             ; preds = %1647, %1637
  %1658 = phi <16 x float> [ %1654, %1647 ], [ %1643, %1637 ]
  %1659 = phi <16 x float> [ %1652, %1647 ], [ %1641, %1637 ]
  %1660 = phi <16 x float> [ %1656, %1647 ], [ %1646, %1637 ]
  store <16 x float> %1660, ptr %252, align 64
  br i1 %86, label %1671, label %1661

1661:                                             ; preds = %1657
  %1662 = getelementptr inbounds nuw i8, ptr %843, i64 28
  %1663 = load float, ptr %1662, align 4
  %1664 = insertelement <16 x float> poison, float %1663, i64 0
  %1665 = shufflevector <16 x float> %1664, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1665, ptr %253, align 64
  %1666 = insertelement <16 x float> poison, float %1663, i64 0
  %1667 = shufflevector <16 x float> %1666, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1667, ptr %254, align 64
  %1668 = load float, ptr %1662, align 4
  %1669 = insertelement <16 x float> poison, float %1668, i64 0
  %1670 = shufflevector <16 x float> %1669, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1681

1671:                                             ; preds = %1657
  %1672 = add nsw i64 %841, 7
  %1673 = mul nsw i64 %1672, %54
  %1674 = getelementptr inbounds float, ptr %304, i64 %1673
  %1675 = getelementptr inbounds float, ptr %1674, i64 %784
  %1676 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1675, <16 x i1> %804, <16 x float> zeroinitializer)
  store <16 x float> %1676, ptr %253, align 64
  %1677 = getelementptr inbounds float, ptr %1674, i64 %783
  %1678 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1677, <16 x i1> %805, <16 x float> zeroinitializer)
  store <16 x float> %1678, ptr %255, align 64
  %1679 = getelementptr inbounds float, ptr %1674, i64 %782
  %1680 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1679, <16 x i1> %806, <16 x float> zeroinitializer)
  br label %1681

1681:                                             ; preds = %1671, %1661
  %1682 = phi <16 x float> [ %1678, %1671 ], [ %1667, %1661 ]
  %1683 = phi <16 x float> [ %1676, %1671 ], [ %1665, %1661 ]
  %1684 = phi <16 x float> [ %1680, %1671 ], [ %1670, %1661 ]
  store <16 x float> %1684, ptr %256, align 64
  %1685 = mul i64 %87, %841
  %1686 = getelementptr inbounds float, ptr %41, i64 %1685
  br i1 %88, label %1715, label %1494

1687:                                             ; preds = %1802, %1715
  %1688 = phi <16 x float> [ %1716, %1715 ], [ %1803, %1802 ]
  %1689 = phi <16 x float> [ %1717, %1715 ], [ %1804, %1802 ]
  %1690 = phi <16 x float> [ %1718, %1715 ], [ %1805, %1802 ]
  %1691 = phi <16 x float> [ %1719, %1715 ], [ %1806, %1802 ]
  %1692 = phi <16 x float> [ %1720, %1715 ], [ %1807, %1802 ]
  %1693 = phi <16 x float> [ %1721, %1715 ], [ %1808, %1802 ]
  %1694 = phi <16 x float> [ %1722, %1715 ], [ %1809, %1802 ]
  %1695 = phi <16 x float> [ %1723, %1715 ], [ %1810, %1802 ]
  %1696 = phi <16 x float> [ %1724, %1715 ], [ %1811, %1802 ]
  %1697 = phi <16 x float> [ %1725, %1715 ], [ %1812, %1802 ]
  %1698 = phi <16 x float> [ %1726, %1715 ], [ %1813, %1802 ]
  %1699 = phi <16 x float> [ %1727, %1715 ], [ %1814, %1802 ]
  %1700 = phi <16 x float> [ %1728, %1715 ], [ %1815, %1802 ]
  %1701 = phi <16 x float> [ %1729, %1715 ], [ %1816, %1802 ]
  %1702 = phi <16 x float> [ %1730, %1715 ], [ %1817, %1802 ]
  %1703 = phi <16 x float> [ %1731, %1715 ], [ %1818, %1802 ]
  %1704 = phi <16 x float> [ %1732, %1715 ], [ %1819, %1802 ]
  %1705 = phi <16 x float> [ %1733, %1715 ], [ %1820, %1802 ]
  %1706 = phi <16 x float> [ %1734, %1715 ], [ %1821, %1802 ]
  %1707 = phi <16 x float> [ %1735, %1715 ], [ %1822, %1802 ]
  %1708 = phi <16 x float> [ %1736, %1715 ], [ %1823, %1802 ]
  %1709 = phi <16 x float> [ %1737, %1715 ], [ %1824, %1802 ]
  %1710 = phi <16 x float> [ %1738, %1715 ], [ %1825, %1802 ]
  %1711 = phi <16 x float> [ %1739, %1715 ], [ %1826, %1802 ]
  %1712 = icmp slt i64 %1744, %5
  %1713 = add i64 %1740, -16
  br i1 %1712, label %1715, label %1714

1714:                                             ; preds = %1687
  store <16 x float> %1711, ptr %103, align 64
  store <16 x float> %1710, ptr %104, align 64
  store <16 x float> %1709, ptr %105, align 64
  store <16 x float> %1708, ptr %106, align 64
  store <16 x float> %1707, ptr %107, align 64
  store <16 x float> %1706, ptr %108, align 64
  store <16 x float> %1705, ptr %109, align 64
  store <16 x float> %1704, ptr %110, align 64
  store <16 x float> %1703, ptr %111, align 64
  store <16 x float> %1702, ptr %32, align 64
  store <16 x float> %1701, ptr %112, align 64
  store <16 x float> %1700, ptr %113, align 64
  store <16 x float> %1699, ptr %114, align 64
  store <16 x float> %1698, ptr %115, align 64
  store <16 x float> %1697, ptr %116, align 64
  store <16 x float> %1696, ptr %121, align 64
  store <16 x float> %1695, ptr %122, align 64
  store <16 x float> %1694, ptr %123, align 64
  store <16 x float> %1693, ptr %125, align 64
  store <16 x float> %1692, ptr %126, align 64
  store <16 x float> %1691, ptr %127, align 64
  store <16 x float> %1690, ptr %129, align 64
  store <16 x float> %1689, ptr %130, align 64
  store <16 x float> %1688, ptr %131, align 64
  br label %1494

1715:                                             ; preds = %1681, %1687
  %1716 = phi <16 x float> [ %1688, %1687 ], [ %1684, %1681 ]
  %1717 = phi <16 x float> [ %1689, %1687 ], [ %1682, %1681 ]
  %1718 = phi <16 x float> [ %1690, %1687 ], [ %1683, %1681 ]
  %1719 = phi <16 x float> [ %1691, %1687 ], [ %1660, %1681 ]
  %1720 = phi <16 x float> [ %1692, %1687 ], [ %1658, %1681 ]
  %1721 = phi <16 x float> [ %1693, %1687 ], [ %1659, %1681 ]
  %1722 = phi <16 x float> [ %1694, %1687 ], [ %1636, %1681 ]
  %1723 = phi <16 x float> [ %1695, %1687 ], [ %1634, %1681 ]
  %1724 = phi <16 x float> [ %1696, %1687 ], [ %1635, %1681 ]
  %1725 = phi <16 x float> [ %1697, %1687 ], [ %1540, %1681 ]
  %1726 = phi <16 x float> [ %1698, %1687 ], [ %1538, %1681 ]
  %1727 = phi <16 x float> [ %1699, %1687 ], [ %1539, %1681 ]
  %1728 = phi <16 x float> [ %1700, %1687 ], [ %1516, %1681 ]
  %1729 = phi <16 x float> [ %1701, %1687 ], [ %1514, %1681 ]
  %1730 = phi <16 x float> [ %1702, %1687 ], [ %1515, %1681 ]
  %1731 = phi <16 x float> [ %1703, %1687 ], [ %1612, %1681 ]
  %1732 = phi <16 x float> [ %1704, %1687 ], [ %1610, %1681 ]
  %1733 = phi <16 x float> [ %1705, %1687 ], [ %1611, %1681 ]
  %1734 = phi <16 x float> [ %1706, %1687 ], [ %1588, %1681 ]
  %1735 = phi <16 x float> [ %1707, %1687 ], [ %1586, %1681 ]
  %1736 = phi <16 x float> [ %1708, %1687 ], [ %1587, %1681 ]
  %1737 = phi <16 x float> [ %1709, %1687 ], [ %1564, %1681 ]
  %1738 = phi <16 x float> [ %1710, %1687 ], [ %1562, %1681 ]
  %1739 = phi <16 x float> [ %1711, %1687 ], [ %1563, %1681 ]
  %1740 = phi i64 [ %1713, %1687 ], [ %5, %1681 ]
  %1741 = phi i64 [ %1744, %1687 ], [ 0, %1681 ]
  %1742 = call i64 @llvm.smin.i64(i64 %1740, i64 16)
  %1743 = add i64 %1742, %1741
  %1744 = add nuw nsw i64 %1741, 16
  br i1 %89, label %1745, label %1687

1745:                                             ; preds = %1715
  %1746 = sub nsw i64 %5, %1741
  %1747 = icmp sgt i64 %1746, 15
  %1748 = mul nsw i64 %1741, %84
  %1749 = getelementptr inbounds float, ptr %302, i64 %1748
  %1750 = mul nuw nsw i64 %1741, %85
  %1751 = getelementptr inbounds nuw float, ptr %1686, i64 %1750
  %1752 = icmp sgt i64 %5, %1741
  %1753 = or i1 %1747, %1752
  br label %1754

1754:                                             ; preds = %1745, %1802
  %1755 = phi <16 x float> [ %1716, %1745 ], [ %1803, %1802 ]
  %1756 = phi <16 x float> [ %1717, %1745 ], [ %1804, %1802 ]
  %1757 = phi <16 x float> [ %1718, %1745 ], [ %1805, %1802 ]
  %1758 = phi <16 x float> [ %1719, %1745 ], [ %1806, %1802 ]
  %1759 = phi <16 x float> [ %1720, %1745 ], [ %1807, %1802 ]
  %1760 = phi <16 x float> [ %1721, %1745 ], [ %1808, %1802 ]
  %1761 = phi <16 x float> [ %1722, %1745 ], [ %1809, %1802 ]
  %1762 = phi <16 x float> [ %1723, %1745 ], [ %1810, %1802 ]
  %1763 = phi <16 x float> [ %1724, %1745 ], [ %1811, %1802 ]
  %1764 = phi <16 x float> [ %1725, %1745 ], [ %1812, %1802 ]
  %1765 = phi <16 x float> [ %1726, %1745 ], [ %1813, %1802 ]
  %1766 = phi <16 x float> [ %1727, %1745 ], [ %1814, %1802 ]
  %1767 = phi <16 x float> [ %1728, %1745 ], [ %1815, %1802 ]
  %1768 = phi <16 x float> [ %1729, %1745 ], [ %1816, %1802 ]
  %1769 = phi <16 x float> [ %1730, %1745 ], [ %1817, %1802 ]
  %1770 = phi <16 x float> [ %1731, %1745 ], [ %1818, %1802 ]
  %1771 = phi <16 x float> [ %1732, %1745 ], [ %1819, %1802 ]
  %1772 = phi <16 x float> [ %1733, %1745 ], [ %1820, %1802 ]
  %1773 = phi <16 x float> [ %1734, %1745 ], [ %1821, %1802 ]
  %1774 = phi <16 x float> [ %1735, %1745 ], [ %1822, %1802 ]
  %1775 = phi <16 x float> [ %1736, %1745 ], [ %1823, %1802 ]
  %1776 = phi <16 x float> [ %1737, %1745 ], [ %1824, %1802 ]
  %1777 = phi <16 x float> [ %1738, %1745 ], [ %1825, %1802 ]
  %1778 = phi <16 x float> [ %1739, %1745 ], [ %1826, %1802 ]
  %1779 = phi i64 [ 0, %1745 ], [ %1827, %1802 ]
  %1780 = mul nuw nsw i64 %1779, 24
  %1781 = getelementptr nuw i8, ptr %35, i64 %1780
  %1782 = load i64, ptr %1781, align 8
  %1783 = getelementptr inbounds nuw i8, ptr %1781, i64 8
  %1784 = load i64, ptr %1783, align 8
  %1785 = getelementptr inbounds nuw i8, ptr %1781, i64 16
  %1786 = load i64, ptr %1785, align 8
  br i1 %1753, label %1787, label %1802

1787:                                             ; preds = %1754
  %1788 = mul nuw nsw i64 %1779, 12
  %1789 = getelementptr nuw i8, ptr %36, i64 %1788
  %1790 = getelementptr inbounds nuw i8, ptr %1789, i64 8
  %1791 = load i32, ptr %1790, align 4
  %1792 = getelementptr inbounds nuw i8, ptr %1789, i64 4
  %1793 = load i32, ptr %1792, align 4
  %1794 = load i32, ptr %1789, align 4
  %1795 = getelementptr inbounds nuw float, ptr %1751, i64 %1779
  %1796 = trunc i32 %1794 to i16
  %1797 = bitcast i16 %1796 to <16 x i1>
  %1798 = trunc i32 %1793 to i16
  %1799 = bitcast i16 %1798 to <16 x i1>
  %1800 = trunc i32 %1791 to i16
  %1801 = bitcast i16 %1800 to <16 x i1>
  br label %1829

1802:                                             ; preds = %1829, %1754
  %1803 = phi <16 x float> [ %1755, %1754 ], [ %1917, %1829 ]
  %1804 = phi <16 x float> [ %1756, %1754 ], [ %1916, %1829 ]
  %1805 = phi <16 x float> [ %1757, %1754 ], [ %1915, %1829 ]
  %1806 = phi <16 x float> [ %1758, %1754 ], [ %1910, %1829 ]
  %1807 = phi <16 x float> [ %1759, %1754 ], [ %1909, %1829 ]
  %1808 = phi <16 x float> [ %1760, %1754 ], [ %1908, %1829 ]
  %1809 = phi <16 x float> [ %1761, %1754 ], [ %1903, %1829 ]
  %1810 = phi <16 x float> [ %1762, %1754 ], [ %1902, %1829 ]
  %1811 = phi <16 x float> [ %1763, %1754 ], [ %1901, %1829 ]
  %1812 = phi <16 x float> [ %1764, %1754 ], [ %1875, %1829 ]
  %1813 = phi <16 x float> [ %1765, %1754 ], [ %1874, %1829 ]
  %1814 = phi <16 x float> [ %1766, %1754 ], [ %1873, %1829 ]
  %1815 = phi <16 x float> [ %1767, %1754 ], [ %1868, %1829 ]
  %1816 = phi <16 x float> [ %1768, %1754 ], [ %1867, %1829 ]
  %1817 = phi <16 x float> [ %1769, %1754 ], [ %1866, %1829 ]
  %1818 = phi <16 x float> [ %1770, %1754 ], [ %1896, %1829 ]
  %1819 = phi <16 x float> [ %1771, %1754 ], [ %1895, %1829 ]
  %1820 = phi <16 x float> [ %1772, %1754 ], [ %1894, %1829 ]
  %1821 = phi <16 x float> [ %1773, %1754 ], [ %1889, %1829 ]
  %1822 = phi <16 x float> [ %1774, %1754 ], [ %1888, %1829 ]
  %1823 = phi <16 x float> [ %1775, %1754 ], [ %1887, %1829 ]
  %1824 = phi <16 x float> [ %1776, %1754 ], [ %1882, %1829 ]
  %1825 = phi <16 x float> [ %1777, %1754 ], [ %1881, %1829 ]
  %1826 = phi <16 x float> [ %1778, %1754 ], [ %1880, %1829 ]
  %1827 = add nuw nsw i64 %1779, 1
  %1828 = icmp eq i64 %1827, %85
  br i1 %1828, label %1687, label %1754

1829:                                             ; preds = %1787, %1829
  %1830 = phi <16 x float> [ %1917, %1829 ], [ %1755, %1787 ]
  %1831 = phi <16 x float> [ %1916, %1829 ], [ %1756, %1787 ]
  %1832 = phi <16 x float> [ %1915, %1829 ], [ %1757, %1787 ]
  %1833 = phi <16 x float> [ %1910, %1829 ], [ %1758, %1787 ]
  %1834 = phi <16 x float> [ %1909, %1829 ], [ %1759, %1787 ]
  %1835 = phi <16 x float> [ %1908, %1829 ], [ %1760, %1787 ]
  %1836 = phi <16 x float> [ %1903, %1829 ], [ %1761, %1787 ]
  %1837 = phi <16 x float> [ %1902, %1829 ], [ %1762, %1787 ]
  %1838 = phi <16 x float> [ %1901, %1829 ], [ %1763, %1787 ]
  %1839 = phi <16 x float> [ %1875, %1829 ], [ %1764, %1787 ]
  %1840 = phi <16 x float> [ %1874, %1829 ], [ %1765, %1787 ]
  %1841 = phi <16 x float> [ %1873, %1829 ], [ %1766, %1787 ]
  %1842 = phi <16 x float> [ %1868, %1829 ], [ %1767, %1787 ]
  %1843 = phi <16 x float> [ %1867, %1829 ], [ %1768, %1787 ]
  %1844 = phi <16 x float> [ %1866, %1829 ], [ %1769, %1787 ]
  %1845 = phi <16 x float> [ %1896, %1829 ], [ %1770, %1787 ]
  %1846 = phi <16 x float> [ %1895, %1829 ], [ %1771, %1787 ]
  %1847 = phi <16 x float> [ %1894, %1829 ], [ %1772, %1787 ]
  %1848 = phi <16 x float> [ %1889, %1829 ], [ %1773, %1787 ]
  %1849 = phi <16 x float> [ %1888, %1829 ], [ %1774, %1787 ]
  %1850 = phi <16 x float> [ %1887, %1829 ], [ %1775, %1787 ]
  %1851 = phi <16 x float> [ %1882, %1829 ], [ %1776, %1787 ]
  %1852 = phi <16 x float> [ %1881, %1829 ], [ %1777, %1787 ]
  %1853 = phi <16 x float> [ %1880, %1829 ], [ %1778, %1787 ]
  %1854 = phi i64 [ %1918, %1829 ], [ %1741, %1787 ]
  %1855 = phi ptr [ %1920, %1829 ], [ %1795, %1787 ]
  %1856 = phi ptr [ %1919, %1829 ], [ %1749, %1787 ]
  %1857 = getelementptr inbounds float, ptr %1856, i64 %1782
  %1858 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1857, <16 x i1> %1797, <16 x float> zeroinitializer)
  %1859 = getelementptr inbounds float, ptr %1856, i64 %1784
  %1860 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1859, <16 x i1> %1799, <16 x float> zeroinitializer)
  %1861 = getelementptr inbounds float, ptr %1856, i64 %1786
  %1862 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1861, <16 x i1> %1801, <16 x float> zeroinitializer)
  %1863 = load float, ptr %1855, align 4
  %1864 = insertelement <16 x float> poison, float %1863, i64 0
  %1865 = shufflevector <16 x float> %1864, <16 x float> poison, <16 x i32> zeroinitializer
  %1866 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1858, <16 x float> %1865, <16 x float> %1844)
  %1867 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1860, <16 x float> %1865, <16 x float> %1843)
  %1868 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1862, <16 x float> %1865, <16 x float> %1842)
  %1869 = getelementptr inbounds float, ptr %1855, i64 %87
  %1870 = load float, ptr %1869, align 4
  %1871 = insertelement <16 x float> poison, float %1870, i64 0
  %1872 = shufflevector <16 x float> %1871, <16 x float> poison, <16 x i32> zeroinitializer
  %1873 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1858, <16 x float> %1872, <16 x float> %1841)
  %1874 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1860, <16 x float> %1872, <16 x float> %1840)
  %1875 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1862, <16 x float> %1872, <16 x float> %1839)
  %1876 = getelementptr inbounds i8, ptr %1855, i64 %117
  %1877 = load float, ptr %1876, align 4
  %1878 = insertelement <16 x float> poison, float %1877, i64 0
  %1879 = shufflevector <16 x float> %1878, <16 x float> poison, <16 x i32> zeroinitializer
  %1880 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1858, <16 x float> %1879, <16 x float> %1853)
  %1881 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1860, <16 x float> %1879, <16 x float> %1852)
  %1882 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1862, <16 x float> %1879, <16 x float> %1851)
  %1883 = getelementptr inbounds i8, ptr %1855, i64 %118
  %1884 = load float, ptr %1883, align 4
  %1885 = insertelement <16 x float> poison, float %1884, i64 0
  %1886 = shufflevector <16 x float> %1885, <16 x float> poison, <16 x i32> zeroinitializer
  %1887 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1858, <16 x float> %1886, <16 x float> %1850)
  %1888 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1860, <16 x float> %1886, <16 x float> %1849)
  %1889 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1862, <16 x float> %1886, <16 x float> %1848)
  %1890 = getelementptr inbounds i8, ptr %1855, i64 %119
  %1891 = load float, ptr %1890, align 4
  %1892 = insertelement <16 x float> poison, float %1891, i64 0
  %1893 = shufflevector <16 x float> %1892, <16 x float> poison, <16 x i32> zeroinitializer
  %1894 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1858, <16 x float> %1893, <16 x float> %1847)
  %1895 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1860, <16 x float> %1893, <16 x float> %1846)
  %1896 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1862, <16 x float> %1893, <16 x float> %1845)
  %1897 = getelementptr inbounds i8, ptr %1855, i64 %120
  %1898 = load float, ptr %1897, align 4
  %1899 = insertelement <16 x float> poison, float %1898, i64 0
  %1900 = shufflevector <16 x float> %1899, <16 x float> poison, <16 x i32> zeroinitializer
  %1901 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1858, <16 x float> %1900, <16 x float> %1838)
  %1902 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1860, <16 x float> %1900, <16 x float> %1837)
  %1903 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1862, <16 x float> %1900, <16 x float> %1836)
  %1904 = getelementptr inbounds i8, ptr %1855, i64 %124
  %1905 = load float, ptr %1904, align 4
  %1906 = insertelement <16 x float> poison, float %1905, i64 0
  %1907 = shufflevector <16 x float> %1906, <16 x float> poison, <16 x i32> zeroinitializer
  %1908 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1858, <16 x float> %1907, <16 x float> %1835)
  %1909 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1860, <16 x float> %1907, <16 x float> %1834)
  %1910 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1862, <16 x float> %1907, <16 x float> %1833)
  %1911 = getelementptr inbounds i8, ptr %1855, i64 %128
  %1912 = load float, ptr %1911, align 4
  %1913 = insertelement <16 x float> poison, float %1912, i64 0
  %1914 = shufflevector <16 x float> %1913, <16 x float> poison, <16 x i32> zeroinitializer
  %1915 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1858, <16 x float> %1914, <16 x float> %1832)
  %1916 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1860, <16 x float> %1914, <16 x float> %1831)
  %1917 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1862, <16 x float> %1914, <16 x float> %1830)
  %1918 = add nuw nsw i64 %1854, 1
  %1919 = getelementptr inbounds float, ptr %1856, i64 %84
  %1920 = getelementptr inbounds nuw float, ptr %1855, i64 %85
  %1921 = icmp eq i64 %1918, %1743
  br i1 %1921, label %1802, label %1829

1922:                                             ; preds = %1494, %2117
  %1923 = phi i64 [ %2119, %2117 ], [ 0, %1494 ]
  %1924 = add nsw i64 %841, %1923
  %1925 = mul nsw i64 %1924, %54
  %1926 = icmp sgt i64 %842, %1923
  %1927 = getelementptr inbounds nuw [3 x <16 x float>], ptr %32, i64 %1923
  %1928 = add nsw i64 %784, %1925
  %1929 = select i1 %1926, <16 x i1> zeroinitializer, <16 x i1> %807
  %1930 = getelementptr inbounds float, ptr %309, i64 %1928
  %1931 = load <16 x float>, ptr %1927, align 64
  br i1 %90, label %1989, label %1932

1932:                                             ; preds = %1922
  %1933 = getelementptr inbounds float, ptr %307, i64 %1928
  switch i64 %132, label %1321 [
    i64 1, label %1934
    i64 2, label %1937
    i64 3, label %1944
    i64 0, label %1989
  ]

1934:                                             ; preds = %1932
  %1935 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1933, <16 x i1> %1929, <16 x float> zeroinitializer)
  %1936 = fadd <16 x float> %1931, %1935
  br label %1951

1937:                                             ; preds = %1932
  %1938 = bitcast <16 x float> %1931 to <8 x i64>
  %1939 = or <8 x i64> %1938, %92
  %1940 = fcmp oeq <16 x float> %1931, %53
  %1941 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1931, i32 4)
  %1942 = bitcast <8 x i64> %1939 to <16 x float>
  %1943 = select <16 x i1> %1940, <16 x float> %1942, <16 x float> %1941
  br label %1951

1944:                                             ; preds = %1932
  %1945 = bitcast <16 x float> %1931 to <8 x i64>
  %1946 = and <8 x i64> %1945, %91
  %1947 = fcmp oeq <16 x float> %1931, %50
  %1948 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1931, i32 4)
  %1949 = bitcast <8 x i64> %1946 to <16 x float>
  %1950 = select <16 x i1> %1947, <16 x float> %1949, <16 x float> %1948
  br label %1951

1951:                                             ; preds = %1944, %1937, %1934
  %1952 = phi <16 x float> [ %1936, %1934 ], [ %1943, %1937 ], [ %1950, %1944 ]
  switch i64 %134, label %1321 [
    i64 1, label %1967
    i64 2, label %1960
    i64 3, label %1953
    i64 0, label %1989
  ]

1953:                                             ; preds = %1951
  %1954 = bitcast <16 x float> %1952 to <8 x i64>
  %1955 = and <8 x i64> %1954, %91
  %1956 = fcmp oeq <16 x float> %1952, %50
  %1957 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1952, i32 4)
  %1958 = bitcast <8 x i64> %1955 to <16 x float>
  %1959 = select <16 x i1> %1956, <16 x float> %1958, <16 x float> %1957
  br label %1970

1960:                                             ; preds = %1951
  %1961 = bitcast <16 x float> %1952 to <8 x i64>
  %1962 = or <8 x i64> %1961, %92
  %1963 = fcmp oeq <16 x float> %1952, %53
  %1964 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1952, i32 4)
  %1965 = bitcast <8 x i64> %1962 to <16 x float>
  %1966 = select <16 x i1> %1963, <16 x float> %1965, <16 x float> %1964
  br label %1970

1967:                                             ; preds = %1951
  %1968 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1933, <16 x i1> %1929, <16 x float> zeroinitializer)
  %1969 = fadd <16 x float> %1952, %1968
  br label %1970

1970:                                             ; preds = %1967, %1960, %1953
  %1971 = phi <16 x float> [ %1969, %1967 ], [ %1966, %1960 ], [ %1959, %1953 ]
  switch i64 %136, label %1321 [
    i64 1, label %1986
    i64 2, label %1979
    i64 3, label %1972
    i64 0, label %1989
  ]

1972:                                             ; preds = %1970
  %1973 = bitcast <16 x float> %1971 to <8 x i64>
  %1974 = and <8 x i64> %1973, %91
  %1975 = fcmp oeq <16 x float> %1971, %50
  %1976 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1971, i32 4)
  %1977 = bitcast <8 x i64> %1974 to <16 x float>
  %1978 = select <16 x i1> %1975, <16 x float> %1977, <16 x float> %1976
  br label %1989

1979:                                             ; preds = %1970
  %1980 = bitcast <16 x float> %1971 to <8 x i64>
  %1981 = or <8 x i64> %1980, %92
  %1982 = fcmp oeq <16 x float> %1971, %53
  %1983 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1971, i32 4)
  %1984 = bitcast <8 x i64> %1981 to <16 x float>
  %1985 = select <16 x i1> %1982, <16 x float> %1984, <16 x float> %1983
  br label %1989

1986:                                             ; preds = %1970
  %1987 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1933, <16 x i1> %1929, <16 x float> zeroinitializer)
  %1988 = fadd <16 x float> %1971, %1987
  br label %1989

1989:                                             ; preds = %1922, %1932, %1951, %1970, %1986, %1979, %1972
  %1990 = phi <16 x float> [ %1978, %1972 ], [ %1931, %1932 ], [ %1971, %1970 ], [ %1952, %1951 ], [ %1988, %1986 ], [ %1985, %1979 ], [ %1931, %1922 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1990, ptr align 1 %1930, <16 x i1> %1929)
  %1991 = add nsw i64 %783, %1925
  %1992 = select i1 %1926, <16 x i1> zeroinitializer, <16 x i1> %808
  %1993 = getelementptr inbounds float, ptr %309, i64 %1991
  %1994 = getelementptr inbounds nuw i8, ptr %1927, i64 64
  %1995 = load <16 x float>, ptr %1994, align 64
  br i1 %90, label %2053, label %1996

1996:                                             ; preds = %1989
  %1997 = getelementptr inbounds float, ptr %307, i64 %1991
  switch i64 %137, label %1321 [
    i64 1, label %2012
    i64 2, label %2005
    i64 3, label %1998
    i64 0, label %2053
  ]

1998:                                             ; preds = %1996
  %1999 = bitcast <16 x float> %1995 to <8 x i64>
  %2000 = and <8 x i64> %1999, %91
  %2001 = fcmp oeq <16 x float> %1995, %50
  %2002 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1995, i32 4)
  %2003 = bitcast <8 x i64> %2000 to <16 x float>
  %2004 = select <16 x i1> %2001, <16 x float> %2003, <16 x float> %2002
  br label %2015

2005:                                             ; preds = %1996
  %2006 = bitcast <16 x float> %1995 to <8 x i64>
  %2007 = or <8 x i64> %2006, %92
  %2008 = fcmp oeq <16 x float> %1995, %53
  %2009 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1995, i32 4)
  %2010 = bitcast <8 x i64> %2007 to <16 x float>
  %2011 = select <16 x i1> %2008, <16 x float> %2010, <16 x float> %2009
  br label %2015

2012:                                             ; preds = %1996
  %2013 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1997, <16 x i1> %1992, <16 x float> zeroinitializer)
  %2014 = fadd <16 x float> %1995, %2013
  br label %2015

2015:                                             ; preds = %2012, %2005, %1998
  %2016 = phi <16 x float> [ %2014, %2012 ], [ %2011, %2005 ], [ %2004, %1998 ]
  switch i64 %139, label %1321 [
    i64 1, label %2031
    i64 2, label %2024
    i64 3, label %2017
    i64 0, label %2053
  ]

2017:                                             ; preds = %2015
  %2018 = bitcast <16 x float> %2016 to <8 x i64>
  %2019 = and <8 x i64> %2018, %91
  %2020 = fcmp oeq <16 x float> %2016, %50
  %2021 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2016, i32 4)
  %2022 = bitcast <8 x i64> %2019 to <16 x float>
  %2023 = select <16 x i1> %2020, <16 x float> %2022, <16 x float> %2021
  br label %2034

2024:                                             ; preds = %2015
  %2025 = bitcast <16 x float> %2016 to <8 x i64>
  %2026 = or <8 x i64> %2025, %92
  %2027 = fcmp oeq <16 x float> %2016, %53
  %2028 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2016, i32 4)
  %2029 = bitcast <8 x i64> %2026 to <16 x float>
  %2030 = select <16 x i1> %2027, <16 x float> %2029, <16 x float> %2028
  br label %2034

2031:                                             ; preds = %2015
  %2032 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1997, <16 x i1> %1992, <16 x float> zeroinitializer)
  %2033 = fadd <16 x float> %2016, %2032
  br label %2034

2034:                                             ; preds = %2031, %2024, %2017
  %2035 = phi <16 x float> [ %2033, %2031 ], [ %2030, %2024 ], [ %2023, %2017 ]
  switch i64 %141, label %1321 [
    i64 1, label %2050
    i64 2, label %2043
    i64 3, label %2036
    i64 0, label %2053
  ]

2036:                                             ; preds = %2034
  %2037 = bitcast <16 x float> %2035 to <8 x i64>
  %2038 = and <8 x i64> %2037, %91
  %2039 = fcmp oeq <16 x float> %2035, %50
  %2040 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2035, i32 4)
  %2041 = bitcast <8 x i64> %2038 to <16 x float>
  %2042 = select <16 x i1> %2039, <16 x float> %2041, <16 x float> %2040
  br label %2053

2043:                                             ; preds = %2034
  %2044 = bitcast <16 x float> %2035 to <8 x i64>
  %2045 = or <8 x i64> %2044, %92
  %2046 = fcmp oeq <16 x float> %2035, %53
  %2047 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2035, i32 4)
  %2048 = bitcast <8 x i64> %2045 to <16 x float>
  %2049 = select <16 x i1> %2046, <16 x float> %2048, <16 x float> %2047
  br label %2053

2050:                                             ; preds = %2034
  %2051 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1997, <16 x i1> %1992, <16 x float> zeroinitializer)
  %2052 = fadd <16 x float> %2035, %2051
  br label %2053

2053:                                             ; preds = %1989, %1996, %2015, %2034, %2050, %2043, %2036
  %2054 = phi <16 x float> [ %2042, %2036 ], [ %1995, %1996 ], [ %2035, %2034 ], [ %2016, %2015 ], [ %2052, %2050 ], [ %2049, %2043 ], [ %1995, %1989 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2054, ptr align 1 %1993, <16 x i1> %1992)
  %2055 = add nsw i64 %782, %1925
  %2056 = select i1 %1926, <16 x i1> zeroinitializer, <16 x i1> %809
  %2057 = getelementptr inbounds float, ptr %309, i64 %2055
  %2058 = getelementptr inbounds nuw i8, ptr %1927, i64 128
  %2059 = load <16 x float>, ptr %2058, align 64
  br i1 %90, label %2117, label %2060

2060:                                             ; preds = %2053
  %2061 = getelementptr inbounds float, ptr %307, i64 %2055
  switch i64 %142, label %1321 [
    i64 1, label %2076
    i64 2, label %2069
    i64 3, label %2062
    i64 0, label %2117
  ]

2062:                                             ; preds = %2060
  %2063 = bitcast <16 x float> %2059 to <8 x i64>
  %2064 = and <8 x i64> %2063, %91
  %2065 = fcmp oeq <16 x float> %2059, %50
  %2066 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2059, i32 4)
  %2067 = bitcast <8 x i64> %2064 to <16 x float>
  %2068 = select <16 x i1> %2065, <16 x float> %2067, <16 x float> %2066
  br label %2079

2069:                                             ; preds = %2060
  %2070 = bitcast <16 x float> %2059 to <8 x i64>
  %2071 = or <8 x i64> %2070, %92
  %2072 = fcmp oeq <16 x float> %2059, %53
  %2073 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2059, i32 4)
  %2074 = bitcast <8 x i64> %2071 to <16 x float>
  %2075 = select <16 x i1> %2072, <16 x float> %2074, <16 x float> %2073
  br label %2079

2076:                                             ; preds = %2060
  %2077 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2061, <16 x i1> %2056, <16 x float> zeroinitializer)
  %2078 = fadd <16 x float> %2059, %2077
  br label %2079

2079:                                             ; preds = %2076, %2069, %2062
  %2080 = phi <16 x float> [ %2078, %2076 ], [ %2075, %2069 ], [ %2068, %2062 ]
  switch i64 %144, label %1321 [
    i64 1, label %2095
    i64 2, label %2088
    i64 3, label %2081
    i64 0, label %2117
  ]

2081:                                             ; preds = %2079
  %2082 = bitcast <16 x float> %2080 to <8 x i64>
  %2083 = and <8 x i64> %2082, %91
  %2084 = fcmp oeq <16 x float> %2080, %50
  %2085 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2080, i32 4)
  %2086 = bitcast <8 x i64> %2083 to <16 x float>
  %2087 = select <16 x i1> %2084, <16 x float> %2086, <16 x float> %2085
  br label %2098

2088:                                             ; preds = %2079
  %2089 = bitcast <16 x float> %2080 to <8 x i64>
  %2090 = or <8 x i64> %2089, %92
  %2091 = fcmp oeq <16 x float> %2080, %53
  %2092 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2080, i32 4)
  %2093 = bitcast <8 x i64> %2090 to <16 x float>
  %2094 = select <16 x i1> %2091, <16 x float> %2093, <16 x float> %2092
  br label %2098

2095:                                             ; preds = %2079
  %2096 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2061, <16 x i1> %2056, <16 x float> zeroinitializer)
  %2097 = fadd <16 x float> %2080, %2096
  br label %2098

2098:                                             ; preds = %2095, %2088, %2081
  %2099 = phi <16 x float> [ %2097, %2095 ], [ %2094, %2088 ], [ %2087, %2081 ]
  switch i64 %146, label %1321 [
    i64 1, label %2114
    i64 2, label %2107
    i64 3, label %2100
    i64 0, label %2117
  ]

2100:                                             ; preds = %2098
  %2101 = bitcast <16 x float> %2099 to <8 x i64>
  %2102 = and <8 x i64> %2101, %91
  %2103 = fcmp oeq <16 x float> %2099, %50
  %2104 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %2099, i32 4)
  %2105 = bitcast <8 x i64> %2102 to <16 x float>
  %2106 = select <16 x i1> %2103, <16 x float> %2105, <16 x float> %2104
  br label %2117

2107:                                             ; preds = %2098
  %2108 = bitcast <16 x float> %2099 to <8 x i64>
  %2109 = or <8 x i64> %2108, %92
  %2110 = fcmp oeq <16 x float> %2099, %53
  %2111 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %2099, i32 4)
  %2112 = bitcast <8 x i64> %2109 to <16 x float>
  %2113 = select <16 x i1> %2110, <16 x float> %2112, <16 x float> %2111
  br label %2117

2114:                                             ; preds = %2098
  %2115 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2061, <16 x i1> %2056, <16 x float> zeroinitializer)
  %2116 = fadd <16 x float> %2099, %2115
  br label %2117

2117:                                             ; preds = %2053, %2060, %2079, %2098, %2114, %2107, %2100
  %2118 = phi <16 x float> [ %2106, %2100 ], [ %2059, %2060 ], [ %2099, %2098 ], [ %2080, %2079 ], [ %2116, %2114 ], [ %2113, %2107 ], [ %2059, %2053 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2118, ptr align 1 %2057, <16 x i1> %2056)
  %2119 = add nuw nsw i64 %1923, 1
  %2120 = icmp eq i64 %2119, 8
  br i1 %2120, label %2121, label %1922

2121:                                             ; preds = %2117
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  br label %2122

2122:                                             ; preds = %2121, %1492
  %2123 = add nsw i64 %838, 8
  %2124 = icmp slt i64 %2123, %297
  br i1 %2124, label %837, label %834
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

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
