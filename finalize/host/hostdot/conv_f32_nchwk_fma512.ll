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
  %110 = getelementptr inbounds nuw i8, ptr %32, i64 64
  %111 = getelementptr inbounds nuw i8, ptr %32, i64 128
  %112 = getelementptr inbounds nuw i8, ptr %32, i64 192
  %113 = getelementptr inbounds nuw i8, ptr %32, i64 256
  %114 = getelementptr inbounds nuw i8, ptr %32, i64 320
  %115 = shl i64 %87, 3
  %116 = mul i64 %87, 12
  %117 = shl i64 %87, 4
  %118 = getelementptr inbounds nuw i8, ptr %32, i64 832
  %119 = getelementptr inbounds nuw i8, ptr %32, i64 896
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
  %151 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %152 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %153 = getelementptr inbounds nuw i8, ptr %31, i64 192
  %154 = getelementptr inbounds nuw i8, ptr %31, i64 256
  %155 = getelementptr inbounds nuw i8, ptr %31, i64 320
  %156 = shl i64 %87, 3
  %157 = mul i64 %87, 12
  %158 = getelementptr inbounds nuw i8, ptr %31, i64 640
  %159 = getelementptr inbounds nuw i8, ptr %31, i64 704
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

834:                                              ; preds = %1984, %778
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  %835 = add nsw i64 %320, 3
  %836 = icmp slt i64 %835, %300
  br i1 %836, label %319, label %316

837:                                              ; preds = %785, %1984
  %838 = phi i64 [ %1985, %1984 ], [ %311, %785 ]
  %839 = sub nsw i64 %297, %838
  %840 = icmp sgt i64 %839, 7
  %841 = select i1 %840, i64 %838, i64 %83
  %842 = sub nsw i64 %838, %841
  %843 = getelementptr inbounds float, ptr %42, i64 %841
  br i1 %57, label %844, label %1424

844:                                              ; preds = %837
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  br i1 %86, label %855, label %846

845:                                              ; preds = %1038, %1032
  br label %1222

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
  br i1 %88, label %1039, label %845

1038:                                             ; preds = %1069
  store <16 x float> %1093, ptr %147, align 64
  store <16 x float> %1092, ptr %148, align 64
  store <16 x float> %1091, ptr %149, align 64
  store <16 x float> %1090, ptr %150, align 64
  store <16 x float> %1089, ptr %31, align 64
  store <16 x float> %1088, ptr %151, align 64
  store <16 x float> %1087, ptr %152, align 64
  store <16 x float> %1086, ptr %153, align 64
  store <16 x float> %1085, ptr %154, align 64
  store <16 x float> %1084, ptr %155, align 64
  store <16 x float> %1083, ptr %158, align 64
  store <16 x float> %1082, ptr %159, align 64
  store <16 x float> %1081, ptr %161, align 64
  store <16 x float> %1080, ptr %162, align 64
  store <16 x float> %1079, ptr %163, align 64
  store <16 x float> %1078, ptr %165, align 64
  store <16 x float> %1077, ptr %166, align 64
  store <16 x float> %1076, ptr %167, align 64
  store <16 x float> %1075, ptr %169, align 64
  store <16 x float> %1074, ptr %170, align 64
  store <16 x float> %1073, ptr %171, align 64
  store <16 x float> %1072, ptr %173, align 64
  store <16 x float> %1071, ptr %174, align 64
  store <16 x float> %1070, ptr %175, align 64
  br label %845

1039:                                             ; preds = %1032, %1069
  %1040 = phi <16 x float> [ %1070, %1069 ], [ %1035, %1032 ]
  %1041 = phi <16 x float> [ %1071, %1069 ], [ %1033, %1032 ]
  %1042 = phi <16 x float> [ %1072, %1069 ], [ %1034, %1032 ]
  %1043 = phi <16 x float> [ %1073, %1069 ], [ %1011, %1032 ]
  %1044 = phi <16 x float> [ %1074, %1069 ], [ %1009, %1032 ]
  %1045 = phi <16 x float> [ %1075, %1069 ], [ %1010, %1032 ]
  %1046 = phi <16 x float> [ %1076, %1069 ], [ %987, %1032 ]
  %1047 = phi <16 x float> [ %1077, %1069 ], [ %985, %1032 ]
  %1048 = phi <16 x float> [ %1078, %1069 ], [ %986, %1032 ]
  %1049 = phi <16 x float> [ %1079, %1069 ], [ %963, %1032 ]
  %1050 = phi <16 x float> [ %1080, %1069 ], [ %961, %1032 ]
  %1051 = phi <16 x float> [ %1081, %1069 ], [ %962, %1032 ]
  %1052 = phi <16 x float> [ %1082, %1069 ], [ %939, %1032 ]
  %1053 = phi <16 x float> [ %1083, %1069 ], [ %937, %1032 ]
  %1054 = phi <16 x float> [ %1084, %1069 ], [ %891, %1032 ]
  %1055 = phi <16 x float> [ %1085, %1069 ], [ %889, %1032 ]
  %1056 = phi <16 x float> [ %1086, %1069 ], [ %890, %1032 ]
  %1057 = phi <16 x float> [ %1087, %1069 ], [ %867, %1032 ]
  %1058 = phi <16 x float> [ %1088, %1069 ], [ %865, %1032 ]
  %1059 = phi <16 x float> [ %1089, %1069 ], [ %866, %1032 ]
  %1060 = phi <16 x float> [ %1090, %1069 ], [ %938, %1032 ]
  %1061 = phi <16 x float> [ %1091, %1069 ], [ %915, %1032 ]
  %1062 = phi <16 x float> [ %1092, %1069 ], [ %913, %1032 ]
  %1063 = phi <16 x float> [ %1093, %1069 ], [ %914, %1032 ]
  %1064 = phi i64 [ %1094, %1069 ], [ 0, %1032 ]
  %1065 = mul nsw i64 %84, %1064
  %1066 = getelementptr inbounds float, ptr %302, i64 %1065
  %1067 = mul nsw i64 %1064, %85
  %1068 = getelementptr inbounds float, ptr %1037, i64 %1067
  br i1 %89, label %1096, label %1069

1069:                                             ; preds = %1096, %1039
  %1070 = phi <16 x float> [ %1040, %1039 ], [ %1219, %1096 ]
  %1071 = phi <16 x float> [ %1041, %1039 ], [ %1218, %1096 ]
  %1072 = phi <16 x float> [ %1042, %1039 ], [ %1217, %1096 ]
  %1073 = phi <16 x float> [ %1043, %1039 ], [ %1212, %1096 ]
  %1074 = phi <16 x float> [ %1044, %1039 ], [ %1211, %1096 ]
  %1075 = phi <16 x float> [ %1045, %1039 ], [ %1210, %1096 ]
  %1076 = phi <16 x float> [ %1046, %1039 ], [ %1205, %1096 ]
  %1077 = phi <16 x float> [ %1047, %1039 ], [ %1204, %1096 ]
  %1078 = phi <16 x float> [ %1048, %1039 ], [ %1203, %1096 ]
  %1079 = phi <16 x float> [ %1049, %1039 ], [ %1198, %1096 ]
  %1080 = phi <16 x float> [ %1050, %1039 ], [ %1197, %1096 ]
  %1081 = phi <16 x float> [ %1051, %1039 ], [ %1196, %1096 ]
  %1082 = phi <16 x float> [ %1052, %1039 ], [ %1191, %1096 ]
  %1083 = phi <16 x float> [ %1053, %1039 ], [ %1190, %1096 ]
  %1084 = phi <16 x float> [ %1054, %1039 ], [ %1177, %1096 ]
  %1085 = phi <16 x float> [ %1055, %1039 ], [ %1176, %1096 ]
  %1086 = phi <16 x float> [ %1056, %1039 ], [ %1175, %1096 ]
  %1087 = phi <16 x float> [ %1057, %1039 ], [ %1170, %1096 ]
  %1088 = phi <16 x float> [ %1058, %1039 ], [ %1169, %1096 ]
  %1089 = phi <16 x float> [ %1059, %1039 ], [ %1168, %1096 ]
  %1090 = phi <16 x float> [ %1060, %1039 ], [ %1189, %1096 ]
  %1091 = phi <16 x float> [ %1061, %1039 ], [ %1184, %1096 ]
  %1092 = phi <16 x float> [ %1062, %1039 ], [ %1183, %1096 ]
  %1093 = phi <16 x float> [ %1063, %1039 ], [ %1182, %1096 ]
  %1094 = add nuw nsw i64 %1064, 1
  %1095 = icmp eq i64 %1094, %5
  br i1 %1095, label %1038, label %1039

1096:                                             ; preds = %1039, %1096
  %1097 = phi <16 x float> [ %1219, %1096 ], [ %1040, %1039 ]
  %1098 = phi <16 x float> [ %1218, %1096 ], [ %1041, %1039 ]
  %1099 = phi <16 x float> [ %1217, %1096 ], [ %1042, %1039 ]
  %1100 = phi <16 x float> [ %1212, %1096 ], [ %1043, %1039 ]
  %1101 = phi <16 x float> [ %1211, %1096 ], [ %1044, %1039 ]
  %1102 = phi <16 x float> [ %1210, %1096 ], [ %1045, %1039 ]
  %1103 = phi <16 x float> [ %1205, %1096 ], [ %1046, %1039 ]
  %1104 = phi <16 x float> [ %1204, %1096 ], [ %1047, %1039 ]
  %1105 = phi <16 x float> [ %1203, %1096 ], [ %1048, %1039 ]
  %1106 = phi <16 x float> [ %1198, %1096 ], [ %1049, %1039 ]
  %1107 = phi <16 x float> [ %1197, %1096 ], [ %1050, %1039 ]
  %1108 = phi <16 x float> [ %1196, %1096 ], [ %1051, %1039 ]
  %1109 = phi <16 x float> [ %1191, %1096 ], [ %1052, %1039 ]
  %1110 = phi <16 x float> [ %1190, %1096 ], [ %1053, %1039 ]
  %1111 = phi <16 x float> [ %1177, %1096 ], [ %1054, %1039 ]
  %1112 = phi <16 x float> [ %1176, %1096 ], [ %1055, %1039 ]
  %1113 = phi <16 x float> [ %1175, %1096 ], [ %1056, %1039 ]
  %1114 = phi <16 x float> [ %1170, %1096 ], [ %1057, %1039 ]
  %1115 = phi <16 x float> [ %1169, %1096 ], [ %1058, %1039 ]
  %1116 = phi <16 x float> [ %1168, %1096 ], [ %1059, %1039 ]
  %1117 = phi <16 x float> [ %1189, %1096 ], [ %1060, %1039 ]
  %1118 = phi <16 x float> [ %1184, %1096 ], [ %1061, %1039 ]
  %1119 = phi <16 x float> [ %1183, %1096 ], [ %1062, %1039 ]
  %1120 = phi <16 x float> [ %1182, %1096 ], [ %1063, %1039 ]
  %1121 = phi i64 [ %1220, %1096 ], [ 0, %1039 ]
  %1122 = getelementptr inbounds nuw [3 x i64], ptr %35, i64 %1121
  %1123 = getelementptr inbounds nuw [3 x i32], ptr %36, i64 %1121
  %1124 = load i64, ptr %1122, align 8
  %1125 = getelementptr inbounds float, ptr %1066, i64 %1124
  %1126 = load i32, ptr %1123, align 4
  %1127 = trunc i32 %1126 to i16
  %1128 = bitcast i16 %1127 to <16 x i1>
  %1129 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1125, <16 x i1> %1128, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1130 = lshr i32 %1126, 16
  %1131 = trunc nuw i32 %1130 to i16
  %1132 = getelementptr inbounds nuw i8, ptr %1125, i64 64
  %1133 = bitcast i16 %1131 to <16 x i1>
  %1134 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1132, <16 x i1> %1133, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1135 = shufflevector <16 x float> %1129, <16 x float> %1134, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1136 = getelementptr inbounds nuw i8, ptr %1122, i64 8
  %1137 = load i64, ptr %1136, align 8
  %1138 = getelementptr inbounds float, ptr %1066, i64 %1137
  %1139 = getelementptr inbounds nuw i8, ptr %1123, i64 4
  %1140 = load i32, ptr %1139, align 4
  %1141 = trunc i32 %1140 to i16
  %1142 = bitcast i16 %1141 to <16 x i1>
  %1143 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1138, <16 x i1> %1142, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1144 = lshr i32 %1140, 16
  %1145 = trunc nuw i32 %1144 to i16
  %1146 = getelementptr inbounds nuw i8, ptr %1138, i64 64
  %1147 = bitcast i16 %1145 to <16 x i1>
  %1148 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1146, <16 x i1> %1147, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1149 = shufflevector <16 x float> %1143, <16 x float> %1148, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1150 = getelementptr inbounds nuw i8, ptr %1122, i64 16
  %1151 = load i64, ptr %1150, align 8
  %1152 = getelementptr inbounds float, ptr %1066, i64 %1151
  %1153 = getelementptr inbounds nuw i8, ptr %1123, i64 8
  %1154 = load i32, ptr %1153, align 4
  %1155 = trunc i32 %1154 to i16
  %1156 = bitcast i16 %1155 to <16 x i1>
  %1157 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1152, <16 x i1> %1156, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1158 = lshr i32 %1154, 16
  %1159 = trunc nuw i32 %1158 to i16
  %1160 = getelementptr inbounds nuw i8, ptr %1152, i64 64
  %1161 = bitcast i16 %1159 to <16 x i1>
  %1162 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1160, <16 x i1> %1161, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1163 = shufflevector <16 x float> %1157, <16 x float> %1162, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1164 = getelementptr float, ptr %1068, i64 %1121
  %1165 = load float, ptr %1164, align 4
  %1166 = insertelement <16 x float> poison, float %1165, i64 0
  %1167 = shufflevector <16 x float> %1166, <16 x float> poison, <16 x i32> zeroinitializer
  %1168 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1135, <16 x float> %1167, <16 x float> %1116)
  %1169 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1149, <16 x float> %1167, <16 x float> %1115)
  %1170 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1163, <16 x float> %1167, <16 x float> %1114)
  %1171 = getelementptr float, ptr %1164, i64 %87
  %1172 = load float, ptr %1171, align 4
  %1173 = insertelement <16 x float> poison, float %1172, i64 0
  %1174 = shufflevector <16 x float> %1173, <16 x float> poison, <16 x i32> zeroinitializer
  %1175 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1135, <16 x float> %1174, <16 x float> %1113)
  %1176 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1149, <16 x float> %1174, <16 x float> %1112)
  %1177 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1163, <16 x float> %1174, <16 x float> %1111)
  %1178 = getelementptr i8, ptr %1164, i64 %156
  %1179 = load float, ptr %1178, align 4
  %1180 = insertelement <16 x float> poison, float %1179, i64 0
  %1181 = shufflevector <16 x float> %1180, <16 x float> poison, <16 x i32> zeroinitializer
  %1182 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1135, <16 x float> %1181, <16 x float> %1120)
  %1183 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1149, <16 x float> %1181, <16 x float> %1119)
  %1184 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1163, <16 x float> %1181, <16 x float> %1118)
  %1185 = getelementptr i8, ptr %1164, i64 %157
  %1186 = load float, ptr %1185, align 4
  %1187 = insertelement <16 x float> poison, float %1186, i64 0
  %1188 = shufflevector <16 x float> %1187, <16 x float> poison, <16 x i32> zeroinitializer
  %1189 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1135, <16 x float> %1188, <16 x float> %1117)
  %1190 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1149, <16 x float> %1188, <16 x float> %1110)
  %1191 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1163, <16 x float> %1188, <16 x float> %1109)
  %1192 = getelementptr i8, ptr %1164, i64 %160
  %1193 = load float, ptr %1192, align 4
  %1194 = insertelement <16 x float> poison, float %1193, i64 0
  %1195 = shufflevector <16 x float> %1194, <16 x float> poison, <16 x i32> zeroinitializer
  %1196 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1135, <16 x float> %1195, <16 x float> %1108)
  %1197 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1149, <16 x float> %1195, <16 x float> %1107)
  %1198 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1163, <16 x float> %1195, <16 x float> %1106)
  %1199 = getelementptr i8, ptr %1164, i64 %164
  %1200 = load float, ptr %1199, align 4
  %1201 = insertelement <16 x float> poison, float %1200, i64 0
  %1202 = shufflevector <16 x float> %1201, <16 x float> poison, <16 x i32> zeroinitializer
  %1203 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1135, <16 x float> %1202, <16 x float> %1105)
  %1204 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1149, <16 x float> %1202, <16 x float> %1104)
  %1205 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1163, <16 x float> %1202, <16 x float> %1103)
  %1206 = getelementptr i8, ptr %1164, i64 %168
  %1207 = load float, ptr %1206, align 4
  %1208 = insertelement <16 x float> poison, float %1207, i64 0
  %1209 = shufflevector <16 x float> %1208, <16 x float> poison, <16 x i32> zeroinitializer
  %1210 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1135, <16 x float> %1209, <16 x float> %1102)
  %1211 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1149, <16 x float> %1209, <16 x float> %1101)
  %1212 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1163, <16 x float> %1209, <16 x float> %1100)
  %1213 = getelementptr i8, ptr %1164, i64 %172
  %1214 = load float, ptr %1213, align 4
  %1215 = insertelement <16 x float> poison, float %1214, i64 0
  %1216 = shufflevector <16 x float> %1215, <16 x float> poison, <16 x i32> zeroinitializer
  %1217 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1135, <16 x float> %1216, <16 x float> %1099)
  %1218 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1149, <16 x float> %1216, <16 x float> %1098)
  %1219 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1163, <16 x float> %1216, <16 x float> %1097)
  %1220 = add nuw nsw i64 %1121, 1
  %1221 = icmp eq i64 %1220, %85
  br i1 %1221, label %1069, label %1096

1222:                                             ; preds = %845, %1419
  %1223 = phi i64 [ %1421, %1419 ], [ 0, %845 ]
  %1224 = add nsw i64 %841, %1223
  %1225 = mul nsw i64 %1224, %54
  %1226 = icmp sgt i64 %842, %1223
  %1227 = getelementptr inbounds nuw [3 x <16 x float>], ptr %31, i64 %1223
  %1228 = add nsw i64 %784, %1225
  %1229 = select i1 %1226, <16 x i1> zeroinitializer, <16 x i1> %831
  %1230 = getelementptr inbounds float, ptr %309, i64 %1228
  %1231 = load <16 x float>, ptr %1227, align 64
  br i1 %90, label %1291, label %1232

1232:                                             ; preds = %1222
  %1233 = getelementptr inbounds float, ptr %307, i64 %1228
  switch i64 %176, label %1251 [
    i64 1, label %1234
    i64 2, label %1237
    i64 3, label %1244
    i64 0, label %1291
  ]

1234:                                             ; preds = %1232
  %1235 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1233, <16 x i1> %1229, <16 x float> zeroinitializer)
  %1236 = fadd <16 x float> %1231, %1235
  br label %1253

1237:                                             ; preds = %1232
  %1238 = bitcast <16 x float> %1231 to <8 x i64>
  %1239 = or <8 x i64> %1238, %92
  %1240 = fcmp oeq <16 x float> %1231, %53
  %1241 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1231, i32 4)
  %1242 = bitcast <8 x i64> %1239 to <16 x float>
  %1243 = select <16 x i1> %1240, <16 x float> %1242, <16 x float> %1241
  br label %1253

1244:                                             ; preds = %1232
  %1245 = bitcast <16 x float> %1231 to <8 x i64>
  %1246 = and <8 x i64> %1245, %91
  %1247 = fcmp oeq <16 x float> %1231, %50
  %1248 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1231, i32 4)
  %1249 = bitcast <8 x i64> %1246 to <16 x float>
  %1250 = select <16 x i1> %1247, <16 x float> %1249, <16 x float> %1248
  br label %1253

1251:                                             ; preds = %1232
  unreachable

1252:                                             ; preds = %1960, %1941, %1922, %1896, %1877, %1858, %1832, %1813, %1794, %1400, %1381, %1362, %1336, %1317, %1298, %1272, %1253
  unreachable

1253:                                             ; preds = %1244, %1237, %1234
  %1254 = phi <16 x float> [ %1236, %1234 ], [ %1243, %1237 ], [ %1250, %1244 ]
  switch i64 %178, label %1252 [
    i64 1, label %1269
    i64 2, label %1262
    i64 3, label %1255
    i64 0, label %1291
  ]

1255:                                             ; preds = %1253
  %1256 = bitcast <16 x float> %1254 to <8 x i64>
  %1257 = and <8 x i64> %1256, %91
  %1258 = fcmp oeq <16 x float> %1254, %50
  %1259 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1254, i32 4)
  %1260 = bitcast <8 x i64> %1257 to <16 x float>
  %1261 = select <16 x i1> %1258, <16 x float> %1260, <16 x float> %1259
  br label %1272

1262:                                             ; preds = %1253
  %1263 = bitcast <16 x float> %1254 to <8 x i64>
  %1264 = or <8 x i64> %1263, %92
  %1265 = fcmp oeq <16 x float> %1254, %53
  %1266 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1254, i32 4)
  %1267 = bitcast <8 x i64> %1264 to <16 x float>
  %1268 = select <16 x i1> %1265, <16 x float> %1267, <16 x float> %1266
  br label %1272

1269:                                             ; preds = %1253
  %1270 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1233, <16 x i1> %1229, <16 x float> zeroinitializer)
  %1271 = fadd <16 x float> %1254, %1270
  br label %1272

1272:                                             ; preds = %1269, %1262, %1255
  %1273 = phi <16 x float> [ %1271, %1269 ], [ %1268, %1262 ], [ %1261, %1255 ]
  switch i64 %180, label %1252 [
    i64 1, label %1288
    i64 2, label %1281
    i64 3, label %1274
    i64 0, label %1291
  ]

1274:                                             ; preds = %1272
  %1275 = bitcast <16 x float> %1273 to <8 x i64>
  %1276 = and <8 x i64> %1275, %91
  %1277 = fcmp oeq <16 x float> %1273, %50
  %1278 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1273, i32 4)
  %1279 = bitcast <8 x i64> %1276 to <16 x float>
  %1280 = select <16 x i1> %1277, <16 x float> %1279, <16 x float> %1278
  br label %1291

1281:                                             ; preds = %1272
  %1282 = bitcast <16 x float> %1273 to <8 x i64>
  %1283 = or <8 x i64> %1282, %92
  %1284 = fcmp oeq <16 x float> %1273, %53
  %1285 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1273, i32 4)
  %1286 = bitcast <8 x i64> %1283 to <16 x float>
  %1287 = select <16 x i1> %1284, <16 x float> %1286, <16 x float> %1285
  br label %1291

1288:                                             ; preds = %1272
  %1289 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1233, <16 x i1> %1229, <16 x float> zeroinitializer)
  %1290 = fadd <16 x float> %1273, %1289
  br label %1291

1291:                                             ; preds = %1222, %1232, %1253, %1272, %1288, %1281, %1274
  %1292 = phi <16 x float> [ %1280, %1274 ], [ %1231, %1232 ], [ %1273, %1272 ], [ %1254, %1253 ], [ %1290, %1288 ], [ %1287, %1281 ], [ %1231, %1222 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1292, ptr align 1 %1230, <16 x i1> %1229)
  %1293 = add nsw i64 %783, %1225
  %1294 = select i1 %1226, <16 x i1> zeroinitializer, <16 x i1> %832
  %1295 = getelementptr inbounds float, ptr %309, i64 %1293
  %1296 = getelementptr inbounds nuw i8, ptr %1227, i64 64
  %1297 = load <16 x float>, ptr %1296, align 64
  br i1 %90, label %1355, label %1298

1298:                                             ; preds = %1291
  %1299 = getelementptr inbounds float, ptr %307, i64 %1293
  switch i64 %181, label %1252 [
    i64 1, label %1314
    i64 2, label %1307
    i64 3, label %1300
    i64 0, label %1355
  ]

1300:                                             ; preds = %1298
  %1301 = bitcast <16 x float> %1297 to <8 x i64>
  %1302 = and <8 x i64> %1301, %91
  %1303 = fcmp oeq <16 x float> %1297, %50
  %1304 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1297, i32 4)
  %1305 = bitcast <8 x i64> %1302 to <16 x float>
  %1306 = select <16 x i1> %1303, <16 x float> %1305, <16 x float> %1304
  br label %1317

1307:                                             ; preds = %1298
  %1308 = bitcast <16 x float> %1297 to <8 x i64>
  %1309 = or <8 x i64> %1308, %92
  %1310 = fcmp oeq <16 x float> %1297, %53
  %1311 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1297, i32 4)
  %1312 = bitcast <8 x i64> %1309 to <16 x float>
  %1313 = select <16 x i1> %1310, <16 x float> %1312, <16 x float> %1311
  br label %1317

1314:                                             ; preds = %1298
  %1315 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1299, <16 x i1> %1294, <16 x float> zeroinitializer)
  %1316 = fadd <16 x float> %1297, %1315
  br label %1317

1317:                                             ; preds = %1314, %1307, %1300
  %1318 = phi <16 x float> [ %1316, %1314 ], [ %1313, %1307 ], [ %1306, %1300 ]
  switch i64 %183, label %1252 [
    i64 1, label %1333
    i64 2, label %1326
    i64 3, label %1319
    i64 0, label %1355
  ]

1319:                                             ; preds = %1317
  %1320 = bitcast <16 x float> %1318 to <8 x i64>
  %1321 = and <8 x i64> %1320, %91
  %1322 = fcmp oeq <16 x float> %1318, %50
  %1323 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1318, i32 4)
  %1324 = bitcast <8 x i64> %1321 to <16 x float>
  %1325 = select <16 x i1> %1322, <16 x float> %1324, <16 x float> %1323
  br label %1336

1326:                                             ; preds = %1317
  %1327 = bitcast <16 x float> %1318 to <8 x i64>
  %1328 = or <8 x i64> %1327, %92
  %1329 = fcmp oeq <16 x float> %1318, %53
  %1330 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1318, i32 4)
  %1331 = bitcast <8 x i64> %1328 to <16 x float>
  %1332 = select <16 x i1> %1329, <16 x float> %1331, <16 x float> %1330
  br label %1336

1333:                                             ; preds = %1317
  %1334 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1299, <16 x i1> %1294, <16 x float> zeroinitializer)
  %1335 = fadd <16 x float> %1318, %1334
  br label %1336

1336:                                             ; preds = %1333, %1326, %1319
  %1337 = phi <16 x float> [ %1335, %1333 ], [ %1332, %1326 ], [ %1325, %1319 ]
  switch i64 %185, label %1252 [
    i64 1, label %1352
    i64 2, label %1345
    i64 3, label %1338
    i64 0, label %1355
  ]

1338:                                             ; preds = %1336
  %1339 = bitcast <16 x float> %1337 to <8 x i64>
  %1340 = and <8 x i64> %1339, %91
  %1341 = fcmp oeq <16 x float> %1337, %50
  %1342 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1337, i32 4)
  %1343 = bitcast <8 x i64> %1340 to <16 x float>
  %1344 = select <16 x i1> %1341, <16 x float> %1343, <16 x float> %1342
  br label %1355

1345:                                             ; preds = %1336
  %1346 = bitcast <16 x float> %1337 to <8 x i64>
  %1347 = or <8 x i64> %1346, %92
  %1348 = fcmp oeq <16 x float> %1337, %53
  %1349 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1337, i32 4)
  %1350 = bitcast <8 x i64> %1347 to <16 x float>
  %1351 = select <16 x i1> %1348, <16 x float> %1350, <16 x float> %1349
  br label %1355

1352:                                             ; preds = %1336
  %1353 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1299, <16 x i1> %1294, <16 x float> zeroinitializer)
  %1354 = fadd <16 x float> %1337, %1353
  br label %1355

1355:                                             ; preds = %1291, %1298, %1317, %1336, %1352, %1345, %1338
  %1356 = phi <16 x float> [ %1344, %1338 ], [ %1297, %1298 ], [ %1337, %1336 ], [ %1318, %1317 ], [ %1354, %1352 ], [ %1351, %1345 ], [ %1297, %1291 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1356, ptr align 1 %1295, <16 x i1> %1294)
  %1357 = add nsw i64 %782, %1225
  %1358 = select i1 %1226, <16 x i1> zeroinitializer, <16 x i1> %833
  %1359 = getelementptr inbounds float, ptr %309, i64 %1357
  %1360 = getelementptr inbounds nuw i8, ptr %1227, i64 128
  %1361 = load <16 x float>, ptr %1360, align 64
  br i1 %90, label %1419, label %1362

1362:                                             ; preds = %1355
  %1363 = getelementptr inbounds float, ptr %307, i64 %1357
  switch i64 %186, label %1252 [
    i64 1, label %1378
    i64 2, label %1371
    i64 3, label %1364
    i64 0, label %1419
  ]

1364:                                             ; preds = %1362
  %1365 = bitcast <16 x float> %1361 to <8 x i64>
  %1366 = and <8 x i64> %1365, %91
  %1367 = fcmp oeq <16 x float> %1361, %50
  %1368 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1361, i32 4)
  %1369 = bitcast <8 x i64> %1366 to <16 x float>
  %1370 = select <16 x i1> %1367, <16 x float> %1369, <16 x float> %1368
  br label %1381

1371:                                             ; preds = %1362
  %1372 = bitcast <16 x float> %1361 to <8 x i64>
  %1373 = or <8 x i64> %1372, %92
  %1374 = fcmp oeq <16 x float> %1361, %53
  %1375 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1361, i32 4)
  %1376 = bitcast <8 x i64> %1373 to <16 x float>
  %1377 = select <16 x i1> %1374, <16 x float> %1376, <16 x float> %1375
  br label %1381

1378:                                             ; preds = %1362
  %1379 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1363, <16 x i1> %1358, <16 x float> zeroinitializer)
  %1380 = fadd <16 x float> %1361, %1379
  br label %1381

1381:                                             ; preds = %1378, %1371, %1364
  %1382 = phi <16 x float> [ %1380, %1378 ], [ %1377, %1371 ], [ %1370, %1364 ]
  switch i64 %188, label %1252 [
    i64 1, label %1397
    i64 2, label %1390
    i64 3, label %1383
    i64 0, label %1419
  ]

1383:                                             ; preds = %1381
  %1384 = bitcast <16 x float> %1382 to <8 x i64>
  %1385 = and <8 x i64> %1384, %91
  %1386 = fcmp oeq <16 x float> %1382, %50
  %1387 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1382, i32 4)
  %1388 = bitcast <8 x i64> %1385 to <16 x float>
  %1389 = select <16 x i1> %1386, <16 x float> %1388, <16 x float> %1387
  br label %1400

1390:                                             ; preds = %1381
  %1391 = bitcast <16 x float> %1382 to <8 x i64>
  %1392 = or <8 x i64> %1391, %92
  %1393 = fcmp oeq <16 x float> %1382, %53
  %1394 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1382, i32 4)
  %1395 = bitcast <8 x i64> %1392 to <16 x float>
  %1396 = select <16 x i1> %1393, <16 x float> %1395, <16 x float> %1394
  br label %1400

1397:                                             ; preds = %1381
  %1398 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1363, <16 x i1> %1358, <16 x float> zeroinitializer)
  %1399 = fadd <16 x float> %1382, %1398
  br label %1400

1400:                                             ; preds = %1397, %1390, %1383
  %1401 = phi <16 x float> [ %1399, %1397 ], [ %1396, %1390 ], [ %1389, %1383 ]
  switch i64 %190, label %1252 [
    i64 1, label %1416
    i64 2, label %1409
    i64 3, label %1402
    i64 0, label %1419
  ]

1402:                                             ; preds = %1400
  %1403 = bitcast <16 x float> %1401 to <8 x i64>
  %1404 = and <8 x i64> %1403, %91
  %1405 = fcmp oeq <16 x float> %1401, %50
  %1406 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1401, i32 4)
  %1407 = bitcast <8 x i64> %1404 to <16 x float>
  %1408 = select <16 x i1> %1405, <16 x float> %1407, <16 x float> %1406
  br label %1419

1409:                                             ; preds = %1400
  %1410 = bitcast <16 x float> %1401 to <8 x i64>
  %1411 = or <8 x i64> %1410, %92
  %1412 = fcmp oeq <16 x float> %1401, %53
  %1413 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1401, i32 4)
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
  %1421 = add nuw nsw i64 %1223, 1
  %1422 = icmp eq i64 %1421, 8
  br i1 %1422, label %1423, label %1222

1423:                                             ; preds = %1419
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %1984

1424:                                             ; preds = %837
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  br i1 %86, label %1435, label %1426

1425:                                             ; preds = %1618, %1612
  br label %1784

1426:                                             ; preds = %1424
  %1427 = load float, ptr %843, align 4
  %1428 = insertelement <16 x float> poison, float %1427, i64 0
  %1429 = shufflevector <16 x float> %1428, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1429, ptr %32, align 64
  %1430 = insertelement <16 x float> poison, float %1427, i64 0
  %1431 = shufflevector <16 x float> %1430, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1431, ptr %226, align 64
  %1432 = load float, ptr %843, align 4
  %1433 = insertelement <16 x float> poison, float %1432, i64 0
  %1434 = shufflevector <16 x float> %1433, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1444

1435:                                             ; preds = %1424
  %1436 = mul nsw i64 %841, %54
  %1437 = getelementptr inbounds float, ptr %304, i64 %1436
  %1438 = getelementptr inbounds float, ptr %1437, i64 %784
  %1439 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1438, <16 x i1> %804, <16 x float> zeroinitializer)
  store <16 x float> %1439, ptr %32, align 64
  %1440 = getelementptr inbounds float, ptr %1437, i64 %783
  %1441 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1440, <16 x i1> %805, <16 x float> zeroinitializer)
  store <16 x float> %1441, ptr %227, align 64
  %1442 = getelementptr inbounds float, ptr %1437, i64 %782
  %1443 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1442, <16 x i1> %806, <16 x float> zeroinitializer)
  br label %1444

1444:                                             ; preds = %1435, %1426
  %1445 = phi <16 x float> [ %1441, %1435 ], [ %1431, %1426 ]
  %1446 = phi <16 x float> [ %1439, %1435 ], [ %1429, %1426 ]
  %1447 = phi <16 x float> [ %1443, %1435 ], [ %1434, %1426 ]
  store <16 x float> %1447, ptr %228, align 64
  br i1 %86, label %1458, label %1448

1448:                                             ; preds = %1444
  %1449 = getelementptr inbounds nuw i8, ptr %843, i64 4
  %1450 = load float, ptr %1449, align 4
  %1451 = insertelement <16 x float> poison, float %1450, i64 0
  %1452 = shufflevector <16 x float> %1451, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1452, ptr %229, align 64
  %1453 = insertelement <16 x float> poison, float %1450, i64 0
  %1454 = shufflevector <16 x float> %1453, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1454, ptr %230, align 64
  %1455 = load float, ptr %1449, align 4
  %1456 = insertelement <16 x float> poison, float %1455, i64 0
  %1457 = shufflevector <16 x float> %1456, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1468

1458:                                             ; preds = %1444
  %1459 = add nsw i64 %841, 1
  %1460 = mul nsw i64 %1459, %54
  %1461 = getelementptr inbounds float, ptr %304, i64 %1460
  %1462 = getelementptr inbounds float, ptr %1461, i64 %784
  %1463 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1462, <16 x i1> %804, <16 x float> zeroinitializer)
  store <16 x float> %1463, ptr %229, align 64
  %1464 = getelementptr inbounds float, ptr %1461, i64 %783
  %1465 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1464, <16 x i1> %805, <16 x float> zeroinitializer)
  store <16 x float> %1465, ptr %231, align 64
  %1466 = getelementptr inbounds float, ptr %1461, i64 %782
  %1467 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1466, <16 x i1> %806, <16 x float> zeroinitializer)
  br label %1468

1468:                                             ; preds = %1458, %1448
  %1469 = phi <16 x float> [ %1465, %1458 ], [ %1454, %1448 ]
  %1470 = phi <16 x float> [ %1463, %1458 ], [ %1452, %1448 ]
  %1471 = phi <16 x float> [ %1467, %1458 ], [ %1457, %1448 ]
  store <16 x float> %1471, ptr %232, align 64
  br i1 %86, label %1482, label %1472

1472:                                             ; preds = %1468
  %1473 = getelementptr inbounds nuw i8, ptr %843, i64 8
  %1474 = load float, ptr %1473, align 4
  %1475 = insertelement <16 x float> poison, float %1474, i64 0
  %1476 = shufflevector <16 x float> %1475, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1476, ptr %233, align 64
  %1477 = insertelement <16 x float> poison, float %1474, i64 0
  %1478 = shufflevector <16 x float> %1477, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1478, ptr %234, align 64
  %1479 = load float, ptr %1473, align 4
  %1480 = insertelement <16 x float> poison, float %1479, i64 0
  %1481 = shufflevector <16 x float> %1480, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1492

1482:                                             ; preds = %1468
  %1483 = add nsw i64 %841, 2
  %1484 = mul nsw i64 %1483, %54
  %1485 = getelementptr inbounds float, ptr %304, i64 %1484
  %1486 = getelementptr inbounds float, ptr %1485, i64 %784
  %1487 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1486, <16 x i1> %804, <16 x float> zeroinitializer)
  store <16 x float> %1487, ptr %233, align 64
  %1488 = getelementptr inbounds float, ptr %1485, i64 %783
  %1489 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1488, <16 x i1> %805, <16 x float> zeroinitializer)
  store <16 x float> %1489, ptr %235, align 64
  %1490 = getelementptr inbounds float, ptr %1485, i64 %782
  %1491 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1490, <16 x i1> %806, <16 x float> zeroinitializer)
  br label %1492

1492:                                             ; preds = %1482, %1472
  %1493 = phi <16 x float> [ %1489, %1482 ], [ %1478, %1472 ]
  %1494 = phi <16 x float> [ %1487, %1482 ], [ %1476, %1472 ]
  %1495 = phi <16 x float> [ %1491, %1482 ], [ %1481, %1472 ]
  store <16 x float> %1495, ptr %236, align 64
  br i1 %86, label %1506, label %1496

1496:                                             ; preds = %1492
  %1497 = getelementptr inbounds nuw i8, ptr %843, i64 12
  %1498 = load float, ptr %1497, align 4
  %1499 = insertelement <16 x float> poison, float %1498, i64 0
  %1500 = shufflevector <16 x float> %1499, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1500, ptr %237, align 64
  %1501 = insertelement <16 x float> poison, float %1498, i64 0
  %1502 = shufflevector <16 x float> %1501, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1502, ptr %238, align 64
  %1503 = load float, ptr %1497, align 4
  %1504 = insertelement <16 x float> poison, float %1503, i64 0
  %1505 = shufflevector <16 x float> %1504, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1516

1506:                                             ; preds = %1492
  %1507 = add nsw i64 %841, 3
  %1508 = mul nsw i64 %1507, %54
  %1509 = getelementptr inbounds float, ptr %304, i64 %1508
  %1510 = getelementptr inbounds float, ptr %1509, i64 %784
  %1511 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1510, <16 x i1> %804, <16 x float> zeroinitializer)
  store <16 x float> %1511, ptr %237, align 64
  %1512 = getelementptr inbounds float, ptr %1509, i64 %783
  %1513 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1512, <16 x i1> %805, <16 x float> zeroinitializer)
  store <16 x float> %1513, ptr %239, align 64
  %1514 = getelementptr inbounds float, ptr %1509, i64 %782
  %1515 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1514, <16 x i1> %806, <16 x float> zeroinitializer)
  br label %1516

1516:                                             ; preds = %1506, %1496
  %1517 = phi <16 x float> [ %1513, %1506 ], [ %1502, %1496 ]
  %1518 = phi <16 x float> [ %1511, %1506 ], [ %1500, %1496 ]
  %1519 = phi <16 x float> [ %1515, %1506 ], [ %1505, %1496 ]
  store <16 x float> %1519, ptr %240, align 64
  br i1 %86, label %1530, label %1520

1520:                                             ; preds = %1516
  %1521 = getelementptr inbounds nuw i8, ptr %843, i64 16
  %1522 = load float, ptr %1521, align 4
  %1523 = insertelement <16 x float> poison, float %1522, i64 0
  %1524 = shufflevector <16 x float> %1523, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1524, ptr %241, align 64
  %1525 = insertelement <16 x float> poison, float %1522, i64 0
  %1526 = shufflevector <16 x float> %1525, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1526, ptr %242, align 64
  %1527 = load float, ptr %1521, align 4
  %1528 = insertelement <16 x float> poison, float %1527, i64 0
  %1529 = shufflevector <16 x float> %1528, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1540

1530:                                             ; preds = %1516
  %1531 = add nsw i64 %841, 4
  %1532 = mul nsw i64 %1531, %54
  %1533 = getelementptr inbounds float, ptr %304, i64 %1532
  %1534 = getelementptr inbounds float, ptr %1533, i64 %784
  %1535 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1534, <16 x i1> %804, <16 x float> zeroinitializer)
  store <16 x float> %1535, ptr %241, align 64
  %1536 = getelementptr inbounds float, ptr %1533, i64 %783
  %1537 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1536, <16 x i1> %805, <16 x float> zeroinitializer)
  store <16 x float> %1537, ptr %243, align 64
  %1538 = getelementptr inbounds float, ptr %1533, i64 %782
  %1539 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1538, <16 x i1> %806, <16 x float> zeroinitializer)
  br label %1540

1540:                                             ; preds = %1530, %1520
  %1541 = phi <16 x float> [ %1537, %1530 ], [ %1526, %1520 ]
  %1542 = phi <16 x float> [ %1535, %1530 ], [ %1524, %1520 ]
  %1543 = phi <16 x float> [ %1539, %1530 ], [ %1529, %1520 ]
  store <16 x float> %1543, ptr %244, align 64
  br i1 %86, label %1554, label %1544

1544:                                             ; preds = %1540
  %1545 = getelementptr inbounds nuw i8, ptr %843, i64 20
  %1546 = load float, ptr %1545, align 4
  %1547 = insertelement <16 x float> poison, float %1546, i64 0
  %1548 = shufflevector <16 x float> %1547, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1548, ptr %245, align 64
  %1549 = insertelement <16 x float> poison, float %1546, i64 0
  %1550 = shufflevector <16 x float> %1549, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1550, ptr %246, align 64
  %1551 = load float, ptr %1545, align 4
  %1552 = insertelement <16 x float> poison, float %1551, i64 0
  %1553 = shufflevector <16 x float> %1552, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1564

1554:                                             ; preds = %1540
  %1555 = add nsw i64 %841, 5
  %1556 = mul nsw i64 %1555, %54
  %1557 = getelementptr inbounds float, ptr %304, i64 %1556
  %1558 = getelementptr inbounds float, ptr %1557, i64 %784
  %1559 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1558, <16 x i1> %804, <16 x float> zeroinitializer)
  store <16 x float> %1559, ptr %245, align 64
  %1560 = getelementptr inbounds float, ptr %1557, i64 %783
  %1561 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1560, <16 x i1> %805, <16 x float> zeroinitializer)
  store <16 x float> %1561, ptr %247, align 64
  %1562 = getelementptr inbounds float, ptr %1557, i64 %782
  %1563 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1562, <16 x i1> %806, <16 x float> zeroinitializer)
  br label %1564

1564:                                             ; preds = %1554, %1544
  %1565 = phi <16 x float> [ %1561, %1554 ], [ %1550, %1544 ]
  %1566 = phi <16 x float> [ %1559, %1554 ], [ %1548, %1544 ]
  %1567 = phi <16 x float> [ %1563, %1554 ], [ %1553, %1544 ]
  store <16 x float> %1567, ptr %248, align 64
  br i1 %86, label %1578, label %1568

1568:                                             ; preds = %1564
  %1569 = getelementptr inbounds nuw i8, ptr %843, i64 24
  %1570 = load float, ptr %1569, align 4
  %1571 = insertelement <16 x float> poison, float %1570, i64 0
  %1572 = shufflevector <16 x float> %1571, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1572, ptr %249, align 64
  %1573 = insertelement <16 x float> poison, float %1570, i64 0
  %1574 = shufflevector <16 x float> %1573, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1574, ptr %250, align 64
  %1575 = load float, ptr %1569, align 4
  %1576 = insertelement <16 x float> poison, float %1575, i64 0
  %1577 = shufflevector <16 x float> %1576, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1588

1578:                                             ; preds = %1564
  %1579 = add nsw i64 %841, 6
  %1580 = mul nsw i64 %1579, %54
  %1581 = getelementptr inbounds float, ptr %304, i64 %1580
  %1582 = getelementptr inbounds float, ptr %1581, i64 %784
  %1583 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1582, <16 x i1> %804, <16 x float> zeroinitializer)
  store <16 x float> %1583, ptr %249, align 64
  %1584 = getelementptr inbounds float, ptr %1581, i64 %783
  %1585 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1584, <16 x i1> %805, <16 x float> zeroinitializer)
  store <16 x float> %1585, ptr %251, align 64
  %1586 = getelementptr inbounds float, ptr %1581, i64 %782
  %1587 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1586, <16 x i1> %806, <16 x float> zeroinitializer)
  br label %1588

1588:                                             ; preds = %1578, %1568
  %1589 = phi <16 x float> [ %1585, %1578 ], [ %1574, %1568 ]
  %1590 = phi <16 x float> [ %1583, %1578 ], [ %1572, %1568 ]
  %1591 = phi <16 x float> [ %1587, %1578 ], [ %1577, %1568 ]
  store <16 x float> %1591, ptr %252, align 64
  br i1 %86, label %1602, label %1592

1592:                                             ; preds = %1588
  %1593 = getelementptr inbounds nuw i8, ptr %843, i64 28
  %1594 = load float, ptr %1593, align 4
  %1595 = insertelement <16 x float> poison, float %1594, i64 0
  %1596 = shufflevector <16 x float> %1595, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1596, ptr %253, align 64
  %1597 = insertelement <16 x float> poison, float %1594, i64 0
  %1598 = shufflevector <16 x float> %1597, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1598, ptr %254, align 64
  %1599 = load float, ptr %1593, align 4
  %1600 = insertelement <16 x float> poison, float %1599, i64 0
  %1601 = shufflevector <16 x float> %1600, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1612

1602:                                             ; preds = %1588
  %1603 = add nsw i64 %841, 7
  %1604 = mul nsw i64 %1603, %54
  %1605 = getelementptr inbounds float, ptr %304, i64 %1604
  %1606 = getelementptr inbounds float, ptr %1605, i64 %784
  %1607 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1606, <16 x i1> %804, <16 x float> zeroinitializer)
  store <16 x float> %1607, ptr %253, align 64
  %1608 = getelementptr inbounds float, ptr %1605, i64 %783
  %1609 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1608, <16 x i1> %805, <16 x float> zeroinitializer)
  store <16 x float> %1609, ptr %255, align 64
  %1610 = getelementptr inbounds float, ptr %1605, i64 %782
  %1611 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1610, <16 x i1> %806, <16 x float> zeroinitializer)
  br label %1612

1612:                                             ; preds = %1602, %1592
  %1613 = phi <16 x float> [ %1609, %1602 ], [ %1598, %1592 ]
  %1614 = phi <16 x float> [ %1607, %1602 ], [ %1596, %1592 ]
  %1615 = phi <16 x float> [ %1611, %1602 ], [ %1601, %1592 ]
  store <16 x float> %1615, ptr %256, align 64
  %1616 = mul i64 %87, %841
  %1617 = getelementptr inbounds float, ptr %41, i64 %1616
  br i1 %88, label %1619, label %1425

1618:                                             ; preds = %1649
  store <16 x float> %1673, ptr %103, align 64
  store <16 x float> %1672, ptr %104, align 64
  store <16 x float> %1671, ptr %105, align 64
  store <16 x float> %1670, ptr %106, align 64
  store <16 x float> %1669, ptr %107, align 64
  store <16 x float> %1668, ptr %108, align 64
  store <16 x float> %1667, ptr %109, align 64
  store <16 x float> %1666, ptr %32, align 64
  store <16 x float> %1665, ptr %110, align 64
  store <16 x float> %1664, ptr %111, align 64
  store <16 x float> %1663, ptr %112, align 64
  store <16 x float> %1662, ptr %113, align 64
  store <16 x float> %1661, ptr %114, align 64
  store <16 x float> %1660, ptr %118, align 64
  store <16 x float> %1659, ptr %119, align 64
  store <16 x float> %1658, ptr %121, align 64
  store <16 x float> %1657, ptr %122, align 64
  store <16 x float> %1656, ptr %123, align 64
  store <16 x float> %1655, ptr %125, align 64
  store <16 x float> %1654, ptr %126, align 64
  store <16 x float> %1653, ptr %127, align 64
  store <16 x float> %1652, ptr %129, align 64
  store <16 x float> %1651, ptr %130, align 64
  store <16 x float> %1650, ptr %131, align 64
  br label %1425

1619:                                             ; preds = %1612, %1649
  %1620 = phi <16 x float> [ %1650, %1649 ], [ %1615, %1612 ]
  %1621 = phi <16 x float> [ %1651, %1649 ], [ %1613, %1612 ]
  %1622 = phi <16 x float> [ %1652, %1649 ], [ %1614, %1612 ]
  %1623 = phi <16 x float> [ %1653, %1649 ], [ %1591, %1612 ]
  %1624 = phi <16 x float> [ %1654, %1649 ], [ %1589, %1612 ]
  %1625 = phi <16 x float> [ %1655, %1649 ], [ %1590, %1612 ]
  %1626 = phi <16 x float> [ %1656, %1649 ], [ %1567, %1612 ]
  %1627 = phi <16 x float> [ %1657, %1649 ], [ %1565, %1612 ]
  %1628 = phi <16 x float> [ %1658, %1649 ], [ %1566, %1612 ]
  %1629 = phi <16 x float> [ %1659, %1649 ], [ %1543, %1612 ]
  %1630 = phi <16 x float> [ %1660, %1649 ], [ %1541, %1612 ]
  %1631 = phi <16 x float> [ %1661, %1649 ], [ %1471, %1612 ]
  %1632 = phi <16 x float> [ %1662, %1649 ], [ %1469, %1612 ]
  %1633 = phi <16 x float> [ %1663, %1649 ], [ %1470, %1612 ]
  %1634 = phi <16 x float> [ %1664, %1649 ], [ %1447, %1612 ]
  %1635 = phi <16 x float> [ %1665, %1649 ], [ %1445, %1612 ]
  %1636 = phi <16 x float> [ %1666, %1649 ], [ %1446, %1612 ]
  %1637 = phi <16 x float> [ %1667, %1649 ], [ %1542, %1612 ]
  %1638 = phi <16 x float> [ %1668, %1649 ], [ %1519, %1612 ]
  %1639 = phi <16 x float> [ %1669, %1649 ], [ %1517, %1612 ]
  %1640 = phi <16 x float> [ %1670, %1649 ], [ %1518, %1612 ]
  %1641 = phi <16 x float> [ %1671, %1649 ], [ %1495, %1612 ]
  %1642 = phi <16 x float> [ %1672, %1649 ], [ %1493, %1612 ]
  %1643 = phi <16 x float> [ %1673, %1649 ], [ %1494, %1612 ]
  %1644 = phi i64 [ %1674, %1649 ], [ 0, %1612 ]
  %1645 = mul nsw i64 %84, %1644
  %1646 = getelementptr inbounds float, ptr %302, i64 %1645
  %1647 = mul nsw i64 %1644, %85
  %1648 = getelementptr inbounds float, ptr %1617, i64 %1647
  br i1 %89, label %1676, label %1649

1649:                                             ; preds = %1676, %1619
  %1650 = phi <16 x float> [ %1620, %1619 ], [ %1781, %1676 ]
  %1651 = phi <16 x float> [ %1621, %1619 ], [ %1780, %1676 ]
  %1652 = phi <16 x float> [ %1622, %1619 ], [ %1779, %1676 ]
  %1653 = phi <16 x float> [ %1623, %1619 ], [ %1774, %1676 ]
  %1654 = phi <16 x float> [ %1624, %1619 ], [ %1773, %1676 ]
  %1655 = phi <16 x float> [ %1625, %1619 ], [ %1772, %1676 ]
  %1656 = phi <16 x float> [ %1626, %1619 ], [ %1767, %1676 ]
  %1657 = phi <16 x float> [ %1627, %1619 ], [ %1766, %1676 ]
  %1658 = phi <16 x float> [ %1628, %1619 ], [ %1765, %1676 ]
  %1659 = phi <16 x float> [ %1629, %1619 ], [ %1760, %1676 ]
  %1660 = phi <16 x float> [ %1630, %1619 ], [ %1759, %1676 ]
  %1661 = phi <16 x float> [ %1631, %1619 ], [ %1739, %1676 ]
  %1662 = phi <16 x float> [ %1632, %1619 ], [ %1738, %1676 ]
  %1663 = phi <16 x float> [ %1633, %1619 ], [ %1737, %1676 ]
  %1664 = phi <16 x float> [ %1634, %1619 ], [ %1732, %1676 ]
  %1665 = phi <16 x float> [ %1635, %1619 ], [ %1731, %1676 ]
  %1666 = phi <16 x float> [ %1636, %1619 ], [ %1730, %1676 ]
  %1667 = phi <16 x float> [ %1637, %1619 ], [ %1758, %1676 ]
  %1668 = phi <16 x float> [ %1638, %1619 ], [ %1753, %1676 ]
  %1669 = phi <16 x float> [ %1639, %1619 ], [ %1752, %1676 ]
  %1670 = phi <16 x float> [ %1640, %1619 ], [ %1751, %1676 ]
  %1671 = phi <16 x float> [ %1641, %1619 ], [ %1746, %1676 ]
  %1672 = phi <16 x float> [ %1642, %1619 ], [ %1745, %1676 ]
  %1673 = phi <16 x float> [ %1643, %1619 ], [ %1744, %1676 ]
  %1674 = add nuw nsw i64 %1644, 1
  %1675 = icmp eq i64 %1674, %5
  br i1 %1675, label %1618, label %1619

1676:                                             ; preds = %1619, %1676
  %1677 = phi <16 x float> [ %1781, %1676 ], [ %1620, %1619 ]
  %1678 = phi <16 x float> [ %1780, %1676 ], [ %1621, %1619 ]
  %1679 = phi <16 x float> [ %1779, %1676 ], [ %1622, %1619 ]
  %1680 = phi <16 x float> [ %1774, %1676 ], [ %1623, %1619 ]
  %1681 = phi <16 x float> [ %1773, %1676 ], [ %1624, %1619 ]
  %1682 = phi <16 x float> [ %1772, %1676 ], [ %1625, %1619 ]
  %1683 = phi <16 x float> [ %1767, %1676 ], [ %1626, %1619 ]
  %1684 = phi <16 x float> [ %1766, %1676 ], [ %1627, %1619 ]
  %1685 = phi <16 x float> [ %1765, %1676 ], [ %1628, %1619 ]
  %1686 = phi <16 x float> [ %1760, %1676 ], [ %1629, %1619 ]
  %1687 = phi <16 x float> [ %1759, %1676 ], [ %1630, %1619 ]
  %1688 = phi <16 x float> [ %1739, %1676 ], [ %1631, %1619 ]
  %1689 = phi <16 x float> [ %1738, %1676 ], [ %1632, %1619 ]
  %1690 = phi <16 x float> [ %1737, %1676 ], [ %1633, %1619 ]
  %1691 = phi <16 x float> [ %1732, %1676 ], [ %1634, %1619 ]
  %1692 = phi <16 x float> [ %1731, %1676 ], [ %1635, %1619 ]
  %1693 = phi <16 x float> [ %1730, %1676 ], [ %1636, %1619 ]
  %1694 = phi <16 x float> [ %1758, %1676 ], [ %1637, %1619 ]
  %1695 = phi <16 x float> [ %1753, %1676 ], [ %1638, %1619 ]
  %1696 = phi <16 x float> [ %1752, %1676 ], [ %1639, %1619 ]
  %1697 = phi <16 x float> [ %1751, %1676 ], [ %1640, %1619 ]
  %1698 = phi <16 x float> [ %1746, %1676 ], [ %1641, %1619 ]
  %1699 = phi <16 x float> [ %1745, %1676 ], [ %1642, %1619 ]
  %1700 = phi <16 x float> [ %1744, %1676 ], [ %1643, %1619 ]
  %1701 = phi i64 [ %1782, %1676 ], [ 0, %1619 ]
  %1702 = getelementptr inbounds nuw [3 x i32], ptr %36, i64 %1701
  %1703 = getelementptr inbounds nuw [3 x i64], ptr %35, i64 %1701
  %1704 = load i32, ptr %1702, align 4
  %1705 = trunc i32 %1704 to i16
  %1706 = load i64, ptr %1703, align 8
  %1707 = getelementptr inbounds float, ptr %1646, i64 %1706
  %1708 = bitcast i16 %1705 to <16 x i1>
  %1709 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1707, <16 x i1> %1708, <16 x float> zeroinitializer)
  %1710 = getelementptr inbounds nuw i8, ptr %1702, i64 4
  %1711 = load i32, ptr %1710, align 4
  %1712 = trunc i32 %1711 to i16
  %1713 = getelementptr inbounds nuw i8, ptr %1703, i64 8
  %1714 = load i64, ptr %1713, align 8
  %1715 = getelementptr inbounds float, ptr %1646, i64 %1714
  %1716 = bitcast i16 %1712 to <16 x i1>
  %1717 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1715, <16 x i1> %1716, <16 x float> zeroinitializer)
  %1718 = getelementptr inbounds nuw i8, ptr %1702, i64 8
  %1719 = load i32, ptr %1718, align 4
  %1720 = trunc i32 %1719 to i16
  %1721 = getelementptr inbounds nuw i8, ptr %1703, i64 16
  %1722 = load i64, ptr %1721, align 8
  %1723 = getelementptr inbounds float, ptr %1646, i64 %1722
  %1724 = bitcast i16 %1720 to <16 x i1>
  %1725 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1723, <16 x i1> %1724, <16 x float> zeroinitializer)
  %1726 = getelementptr float, ptr %1648, i64 %1701
  %1727 = load float, ptr %1726, align 4
  %1728 = insertelement <16 x float> poison, float %1727, i64 0
  %1729 = shufflevector <16 x float> %1728, <16 x float> poison, <16 x i32> zeroinitializer
  %1730 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1709, <16 x float> %1729, <16 x float> %1693)
  %1731 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1717, <16 x float> %1729, <16 x float> %1692)
  %1732 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1725, <16 x float> %1729, <16 x float> %1691)
  %1733 = getelementptr float, ptr %1726, i64 %87
  %1734 = load float, ptr %1733, align 4
  %1735 = insertelement <16 x float> poison, float %1734, i64 0
  %1736 = shufflevector <16 x float> %1735, <16 x float> poison, <16 x i32> zeroinitializer
  %1737 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1709, <16 x float> %1736, <16 x float> %1690)
  %1738 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1717, <16 x float> %1736, <16 x float> %1689)
  %1739 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1725, <16 x float> %1736, <16 x float> %1688)
  %1740 = getelementptr i8, ptr %1726, i64 %115
  %1741 = load float, ptr %1740, align 4
  %1742 = insertelement <16 x float> poison, float %1741, i64 0
  %1743 = shufflevector <16 x float> %1742, <16 x float> poison, <16 x i32> zeroinitializer
  %1744 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1709, <16 x float> %1743, <16 x float> %1700)
  %1745 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1717, <16 x float> %1743, <16 x float> %1699)
  %1746 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1725, <16 x float> %1743, <16 x float> %1698)
  %1747 = getelementptr i8, ptr %1726, i64 %116
  %1748 = load float, ptr %1747, align 4
  %1749 = insertelement <16 x float> poison, float %1748, i64 0
  %1750 = shufflevector <16 x float> %1749, <16 x float> poison, <16 x i32> zeroinitializer
  %1751 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1709, <16 x float> %1750, <16 x float> %1697)
  %1752 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1717, <16 x float> %1750, <16 x float> %1696)
  %1753 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1725, <16 x float> %1750, <16 x float> %1695)
  %1754 = getelementptr i8, ptr %1726, i64 %117
  %1755 = load float, ptr %1754, align 4
  %1756 = insertelement <16 x float> poison, float %1755, i64 0
  %1757 = shufflevector <16 x float> %1756, <16 x float> poison, <16 x i32> zeroinitializer
  %1758 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1709, <16 x float> %1757, <16 x float> %1694)
  %1759 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1717, <16 x float> %1757, <16 x float> %1687)
  %1760 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1725, <16 x float> %1757, <16 x float> %1686)
  %1761 = getelementptr i8, ptr %1726, i64 %120
  %1762 = load float, ptr %1761, align 4
  %1763 = insertelement <16 x float> poison, float %1762, i64 0
  %1764 = shufflevector <16 x float> %1763, <16 x float> poison, <16 x i32> zeroinitializer
  %1765 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1709, <16 x float> %1764, <16 x float> %1685)
  %1766 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1717, <16 x float> %1764, <16 x float> %1684)
  %1767 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1725, <16 x float> %1764, <16 x float> %1683)
  %1768 = getelementptr i8, ptr %1726, i64 %124
  %1769 = load float, ptr %1768, align 4
  %1770 = insertelement <16 x float> poison, float %1769, i64 0
  %1771 = shufflevector <16 x float> %1770, <16 x float> poison, <16 x i32> zeroinitializer
  %1772 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1709, <16 x float> %1771, <16 x float> %1682)
  %1773 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1717, <16 x float> %1771, <16 x float> %1681)
  %1774 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1725, <16 x float> %1771, <16 x float> %1680)
  %1775 = getelementptr i8, ptr %1726, i64 %128
  %1776 = load float, ptr %1775, align 4
  %1777 = insertelement <16 x float> poison, float %1776, i64 0
  %1778 = shufflevector <16 x float> %1777, <16 x float> poison, <16 x i32> zeroinitializer
  %1779 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1709, <16 x float> %1778, <16 x float> %1679)
  %1780 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1717, <16 x float> %1778, <16 x float> %1678)
  %1781 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1725, <16 x float> %1778, <16 x float> %1677)
  %1782 = add nuw nsw i64 %1701, 1
  %1783 = icmp eq i64 %1782, %85
  br i1 %1783, label %1649, label %1676

1784:                                             ; preds = %1425, %1979
  %1785 = phi i64 [ %1981, %1979 ], [ 0, %1425 ]
  %1786 = add nsw i64 %841, %1785
  %1787 = mul nsw i64 %1786, %54
  %1788 = icmp sgt i64 %842, %1785
  %1789 = getelementptr inbounds nuw [3 x <16 x float>], ptr %32, i64 %1785
  %1790 = add nsw i64 %784, %1787
  %1791 = select i1 %1788, <16 x i1> zeroinitializer, <16 x i1> %807
  %1792 = getelementptr inbounds float, ptr %309, i64 %1790
  %1793 = load <16 x float>, ptr %1789, align 64
  br i1 %90, label %1851, label %1794

1794:                                             ; preds = %1784
  %1795 = getelementptr inbounds float, ptr %307, i64 %1790
  switch i64 %132, label %1252 [
    i64 1, label %1796
    i64 2, label %1799
    i64 3, label %1806
    i64 0, label %1851
  ]

1796:                                             ; preds = %1794
  %1797 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1795, <16 x i1> %1791, <16 x float> zeroinitializer)
  %1798 = fadd <16 x float> %1793, %1797
  br label %1813

1799:                                             ; preds = %1794
  %1800 = bitcast <16 x float> %1793 to <8 x i64>
  %1801 = or <8 x i64> %1800, %92
  %1802 = fcmp oeq <16 x float> %1793, %53
  %1803 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1793, i32 4)
  %1804 = bitcast <8 x i64> %1801 to <16 x float>
  %1805 = select <16 x i1> %1802, <16 x float> %1804, <16 x float> %1803
  br label %1813

1806:                                             ; preds = %1794
  %1807 = bitcast <16 x float> %1793 to <8 x i64>
  %1808 = and <8 x i64> %1807, %91
  %1809 = fcmp oeq <16 x float> %1793, %50
  %1810 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1793, i32 4)
  %1811 = bitcast <8 x i64> %1808 to <16 x float>
  %1812 = select <16 x i1> %1809, <16 x float> %1811, <16 x float> %1810
  br label %1813

1813:                                             ; preds = %1806, %1799, %1796
  %1814 = phi <16 x float> [ %1798, %1796 ], [ %1805, %1799 ], [ %1812, %1806 ]
  switch i64 %134, label %1252 [
    i64 1, label %1829
    i64 2, label %1822
    i64 3, label %1815
    i64 0, label %1851
  ]

1815:                                             ; preds = %1813
  %1816 = bitcast <16 x float> %1814 to <8 x i64>
  %1817 = and <8 x i64> %1816, %91
  %1818 = fcmp oeq <16 x float> %1814, %50
  %1819 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1814, i32 4)
  %1820 = bitcast <8 x i64> %1817 to <16 x float>
  %1821 = select <16 x i1> %1818, <16 x float> %1820, <16 x float> %1819
  br label %1832

1822:                                             ; preds = %1813
  %1823 = bitcast <16 x float> %1814 to <8 x i64>
  %1824 = or <8 x i64> %1823, %92
  %1825 = fcmp oeq <16 x float> %1814, %53
  %1826 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1814, i32 4)
  %1827 = bitcast <8 x i64> %1824 to <16 x float>
  %1828 = select <16 x i1> %1825, <16 x float> %1827, <16 x float> %1826
  br label %1832

1829:                                             ; preds = %1813
  %1830 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1795, <16 x i1> %1791, <16 x float> zeroinitializer)
  %1831 = fadd <16 x float> %1814, %1830
  br label %1832

1832:                                             ; preds = %1829, %1822, %1815
  %1833 = phi <16 x float> [ %1831, %1829 ], [ %1828, %1822 ], [ %1821, %1815 ]
  switch i64 %136, label %1252 [
    i64 1, label %1848
    i64 2, label %1841
    i64 3, label %1834
    i64 0, label %1851
  ]

1834:                                             ; preds = %1832
  %1835 = bitcast <16 x float> %1833 to <8 x i64>
  %1836 = and <8 x i64> %1835, %91
  %1837 = fcmp oeq <16 x float> %1833, %50
  %1838 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1833, i32 4)
  %1839 = bitcast <8 x i64> %1836 to <16 x float>
  %1840 = select <16 x i1> %1837, <16 x float> %1839, <16 x float> %1838
  br label %1851

1841:                                             ; preds = %1832
  %1842 = bitcast <16 x float> %1833 to <8 x i64>
  %1843 = or <8 x i64> %1842, %92
  %1844 = fcmp oeq <16 x float> %1833, %53
  %1845 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1833, i32 4)
  %1846 = bitcast <8 x i64> %1843 to <16 x float>
  %1847 = select <16 x i1> %1844, <16 x float> %1846, <16 x float> %1845
  br label %1851

1848:                                             ; preds = %1832
  %1849 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1795, <16 x i1> %1791, <16 x float> zeroinitializer)
  %1850 = fadd <16 x float> %1833, %1849
  br label %1851

1851:                                             ; preds = %1784, %1794, %1813, %1832, %1848, %1841, %1834
  %1852 = phi <16 x float> [ %1840, %1834 ], [ %1793, %1794 ], [ %1833, %1832 ], [ %1814, %1813 ], [ %1850, %1848 ], [ %1847, %1841 ], [ %1793, %1784 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1852, ptr align 1 %1792, <16 x i1> %1791)
  %1853 = add nsw i64 %783, %1787
  %1854 = select i1 %1788, <16 x i1> zeroinitializer, <16 x i1> %808
  %1855 = getelementptr inbounds float, ptr %309, i64 %1853
  %1856 = getelementptr inbounds nuw i8, ptr %1789, i64 64
  %1857 = load <16 x float>, ptr %1856, align 64
  br i1 %90, label %1915, label %1858

1858:                                             ; preds = %1851
  %1859 = getelementptr inbounds float, ptr %307, i64 %1853
  switch i64 %137, label %1252 [
    i64 1, label %1874
    i64 2, label %1867
    i64 3, label %1860
    i64 0, label %1915
  ]

1860:                                             ; preds = %1858
  %1861 = bitcast <16 x float> %1857 to <8 x i64>
  %1862 = and <8 x i64> %1861, %91
  %1863 = fcmp oeq <16 x float> %1857, %50
  %1864 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1857, i32 4)
  %1865 = bitcast <8 x i64> %1862 to <16 x float>
  %1866 = select <16 x i1> %1863, <16 x float> %1865, <16 x float> %1864
  br label %1877

1867:                                             ; preds = %1858
  %1868 = bitcast <16 x float> %1857 to <8 x i64>
  %1869 = or <8 x i64> %1868, %92
  %1870 = fcmp oeq <16 x float> %1857, %53
  %1871 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1857, i32 4)
  %1872 = bitcast <8 x i64> %1869 to <16 x float>
  %1873 = select <16 x i1> %1870, <16 x float> %1872, <16 x float> %1871
  br label %1877

1874:                                             ; preds = %1858
  %1875 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1859, <16 x i1> %1854, <16 x float> zeroinitializer)
  %1876 = fadd <16 x float> %1857, %1875
  br label %1877

1877:                                             ; preds = %1874, %1867, %1860
  %1878 = phi <16 x float> [ %1876, %1874 ], [ %1873, %1867 ], [ %1866, %1860 ]
  switch i64 %139, label %1252 [
    i64 1, label %1893
    i64 2, label %1886
    i64 3, label %1879
    i64 0, label %1915
  ]

1879:                                             ; preds = %1877
  %1880 = bitcast <16 x float> %1878 to <8 x i64>
  %1881 = and <8 x i64> %1880, %91
  %1882 = fcmp oeq <16 x float> %1878, %50
  %1883 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1878, i32 4)
  %1884 = bitcast <8 x i64> %1881 to <16 x float>
  %1885 = select <16 x i1> %1882, <16 x float> %1884, <16 x float> %1883
  br label %1896

1886:                                             ; preds = %1877
  %1887 = bitcast <16 x float> %1878 to <8 x i64>
  %1888 = or <8 x i64> %1887, %92
  %1889 = fcmp oeq <16 x float> %1878, %53
  %1890 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1878, i32 4)
  %1891 = bitcast <8 x i64> %1888 to <16 x float>
  %1892 = select <16 x i1> %1889, <16 x float> %1891, <16 x float> %1890
  br label %1896

1893:                                             ; preds = %1877
  %1894 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1859, <16 x i1> %1854, <16 x float> zeroinitializer)
  %1895 = fadd <16 x float> %1878, %1894
  br label %1896

1896:                                             ; preds = %1893, %1886, %1879
  %1897 = phi <16 x float> [ %1895, %1893 ], [ %1892, %1886 ], [ %1885, %1879 ]
  switch i64 %141, label %1252 [
    i64 1, label %1912
    i64 2, label %1905
    i64 3, label %1898
    i64 0, label %1915
  ]

1898:                                             ; preds = %1896
  %1899 = bitcast <16 x float> %1897 to <8 x i64>
  %1900 = and <8 x i64> %1899, %91
  %1901 = fcmp oeq <16 x float> %1897, %50
  %1902 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1897, i32 4)
  %1903 = bitcast <8 x i64> %1900 to <16 x float>
  %1904 = select <16 x i1> %1901, <16 x float> %1903, <16 x float> %1902
  br label %1915

1905:                                             ; preds = %1896
  %1906 = bitcast <16 x float> %1897 to <8 x i64>
  %1907 = or <8 x i64> %1906, %92
  %1908 = fcmp oeq <16 x float> %1897, %53
  %1909 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1897, i32 4)
  %1910 = bitcast <8 x i64> %1907 to <16 x float>
  %1911 = select <16 x i1> %1908, <16 x float> %1910, <16 x float> %1909
  br label %1915

1912:                                             ; preds = %1896
  %1913 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1859, <16 x i1> %1854, <16 x float> zeroinitializer)
  %1914 = fadd <16 x float> %1897, %1913
  br label %1915

1915:                                             ; preds = %1851, %1858, %1877, %1896, %1912, %1905, %1898
  %1916 = phi <16 x float> [ %1904, %1898 ], [ %1857, %1858 ], [ %1897, %1896 ], [ %1878, %1877 ], [ %1914, %1912 ], [ %1911, %1905 ], [ %1857, %1851 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1916, ptr align 1 %1855, <16 x i1> %1854)
  %1917 = add nsw i64 %782, %1787
  %1918 = select i1 %1788, <16 x i1> zeroinitializer, <16 x i1> %809
  %1919 = getelementptr inbounds float, ptr %309, i64 %1917
  %1920 = getelementptr inbounds nuw i8, ptr %1789, i64 128
  %1921 = load <16 x float>, ptr %1920, align 64
  br i1 %90, label %1979, label %1922

1922:                                             ; preds = %1915
  %1923 = getelementptr inbounds float, ptr %307, i64 %1917
  switch i64 %142, label %1252 [
    i64 1, label %1938
    i64 2, label %1931
    i64 3, label %1924
    i64 0, label %1979
  ]

1924:                                             ; preds = %1922
  %1925 = bitcast <16 x float> %1921 to <8 x i64>
  %1926 = and <8 x i64> %1925, %91
  %1927 = fcmp oeq <16 x float> %1921, %50
  %1928 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1921, i32 4)
  %1929 = bitcast <8 x i64> %1926 to <16 x float>
  %1930 = select <16 x i1> %1927, <16 x float> %1929, <16 x float> %1928
  br label %1941

1931:                                             ; preds = %1922
  %1932 = bitcast <16 x float> %1921 to <8 x i64>
  %1933 = or <8 x i64> %1932, %92
  %1934 = fcmp oeq <16 x float> %1921, %53
  %1935 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1921, i32 4)
  %1936 = bitcast <8 x i64> %1933 to <16 x float>
  %1937 = select <16 x i1> %1934, <16 x float> %1936, <16 x float> %1935
  br label %1941

1938:                                             ; preds = %1922
  %1939 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1923, <16 x i1> %1918, <16 x float> zeroinitializer)
  %1940 = fadd <16 x float> %1921, %1939
  br label %1941

1941:                                             ; preds = %1938, %1931, %1924
  %1942 = phi <16 x float> [ %1940, %1938 ], [ %1937, %1931 ], [ %1930, %1924 ]
  switch i64 %144, label %1252 [
    i64 1, label %1957
    i64 2, label %1950
    i64 3, label %1943
    i64 0, label %1979
  ]

1943:                                             ; preds = %1941
  %1944 = bitcast <16 x float> %1942 to <8 x i64>
  %1945 = and <8 x i64> %1944, %91
  %1946 = fcmp oeq <16 x float> %1942, %50
  %1947 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1942, i32 4)
  %1948 = bitcast <8 x i64> %1945 to <16 x float>
  %1949 = select <16 x i1> %1946, <16 x float> %1948, <16 x float> %1947
  br label %1960

1950:                                             ; preds = %1941
  %1951 = bitcast <16 x float> %1942 to <8 x i64>
  %1952 = or <8 x i64> %1951, %92
  %1953 = fcmp oeq <16 x float> %1942, %53
  %1954 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1942, i32 4)
  %1955 = bitcast <8 x i64> %1952 to <16 x float>
  %1956 = select <16 x i1> %1953, <16 x float> %1955, <16 x float> %1954
  br label %1960

1957:                                             ; preds = %1941
  %1958 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1923, <16 x i1> %1918, <16 x float> zeroinitializer)
  %1959 = fadd <16 x float> %1942, %1958
  br label %1960

1960:                                             ; preds = %1957, %1950, %1943
  %1961 = phi <16 x float> [ %1959, %1957 ], [ %1956, %1950 ], [ %1949, %1943 ]
  switch i64 %146, label %1252 [
    i64 1, label %1976
    i64 2, label %1969
    i64 3, label %1962
    i64 0, label %1979
  ]

1962:                                             ; preds = %1960
  %1963 = bitcast <16 x float> %1961 to <8 x i64>
  %1964 = and <8 x i64> %1963, %91
  %1965 = fcmp oeq <16 x float> %1961, %50
  %1966 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1961, i32 4)
  %1967 = bitcast <8 x i64> %1964 to <16 x float>
  %1968 = select <16 x i1> %1965, <16 x float> %1967, <16 x float> %1966
  br label %1979

1969:                                             ; preds = %1960
  %1970 = bitcast <16 x float> %1961 to <8 x i64>
  %1971 = or <8 x i64> %1970, %92
  %1972 = fcmp oeq <16 x float> %1961, %53
  %1973 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1961, i32 4)
  %1974 = bitcast <8 x i64> %1971 to <16 x float>
  %1975 = select <16 x i1> %1972, <16 x float> %1974, <16 x float> %1973
  br label %1979

1976:                                             ; preds = %1960
  %1977 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1923, <16 x i1> %1918, <16 x float> zeroinitializer)
  %1978 = fadd <16 x float> %1961, %1977
  br label %1979

1979:                                             ; preds = %1915, %1922, %1941, %1960, %1976, %1969, %1962
  %1980 = phi <16 x float> [ %1968, %1962 ], [ %1921, %1922 ], [ %1961, %1960 ], [ %1942, %1941 ], [ %1978, %1976 ], [ %1975, %1969 ], [ %1921, %1915 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1980, ptr align 1 %1919, <16 x i1> %1918)
  %1981 = add nuw nsw i64 %1785, 1
  %1982 = icmp eq i64 %1981, 8
  br i1 %1982, label %1983, label %1784

1983:                                             ; preds = %1979
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  br label %1984

1984:                                             ; preds = %1983, %1423
  %1985 = add nsw i64 %838, 8
  %1986 = icmp slt i64 %1985, %297
  br i1 %1986, label %837, label %834
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
