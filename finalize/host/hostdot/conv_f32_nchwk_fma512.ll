; Function Attrs: nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
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
  %54 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %5)
  %55 = mul nsw i64 %10, %9
  %56 = icmp eq i64 %14, 2
  %57 = icmp eq i64 %19, 0
  %58 = and i1 %56, %57
  %59 = add nsw i64 %10, 15
  %60 = sdiv i64 %59, 16
  br i1 %57, label %64, label %61

61:                                               ; preds = %30
  %62 = add nsw i64 %55, 15
  %63 = sdiv i64 %62, 16
  br label %66

64:                                               ; preds = %30
  %65 = mul nsw i64 %60, %9
  br label %66

66:                                               ; preds = %64, %61
  %67 = phi i64 [ %63, %61 ], [ %65, %64 ]
  %68 = add nsw i64 %6, 7
  %69 = sdiv i64 %68, 8
  %70 = add nsw i64 %69, -1
  %71 = add i64 %70, %18
  %72 = sdiv i64 %71, %18
  %73 = add i64 %17, -1
  %74 = add i64 %73, %67
  %75 = sdiv i64 %74, %17
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  %76 = shl i64 %18, 3
  %77 = icmp slt i64 %3, %4
  br i1 %77, label %78, label %289

78:                                               ; preds = %66
  %79 = icmp eq i64 %25, 0
  %80 = icmp sgt i64 %11, 0
  %81 = icmp sgt i64 %12, 0
  %82 = zext i1 %58 to i64
  %83 = select i1 %58, i64 32, i64 16
  %84 = add nsw i64 %6, -8
  %85 = mul nsw i64 %8, %7
  %86 = mul i64 %12, %11
  %87 = icmp eq i64 %22, 0
  %88 = mul i64 %54, %86
  %89 = icmp sgt i64 %54, 0
  %90 = icmp sgt i64 %86, 0
  %91 = icmp eq i64 %29, 0
  %92 = bitcast <16 x float> %50 to <8 x i64>
  %93 = bitcast <16 x float> %53 to <8 x i64>
  %94 = mul i64 %12, 24
  %95 = mul i64 %12, 12
  %96 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %97 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %98 = getelementptr inbounds nuw i8, ptr %38, i64 8
  %99 = getelementptr inbounds nuw i8, ptr %39, i64 8
  %100 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %101 = getelementptr inbounds nuw i8, ptr %38, i64 16
  %102 = getelementptr inbounds nuw i8, ptr %39, i64 16
  %103 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %104 = getelementptr inbounds nuw i8, ptr %32, i64 384
  %105 = getelementptr inbounds nuw i8, ptr %32, i64 448
  %106 = getelementptr inbounds nuw i8, ptr %32, i64 512
  %107 = getelementptr inbounds nuw i8, ptr %32, i64 576
  %108 = getelementptr inbounds nuw i8, ptr %32, i64 640
  %109 = getelementptr inbounds nuw i8, ptr %32, i64 704
  %110 = getelementptr inbounds nuw i8, ptr %32, i64 768
  %111 = getelementptr inbounds nuw i8, ptr %32, i64 64
  %112 = getelementptr inbounds nuw i8, ptr %32, i64 128
  %113 = getelementptr inbounds nuw i8, ptr %32, i64 192
  %114 = getelementptr inbounds nuw i8, ptr %32, i64 256
  %115 = getelementptr inbounds nuw i8, ptr %32, i64 320
  %116 = shl i64 %88, 3
  %117 = mul i64 %88, 12
  %118 = shl i64 %88, 4
  %119 = getelementptr inbounds nuw i8, ptr %32, i64 832
  %120 = getelementptr inbounds nuw i8, ptr %32, i64 896
  %121 = mul i64 %88, 20
  %122 = getelementptr inbounds nuw i8, ptr %32, i64 960
  %123 = getelementptr inbounds nuw i8, ptr %32, i64 1024
  %124 = getelementptr inbounds nuw i8, ptr %32, i64 1088
  %125 = mul i64 %88, 24
  %126 = getelementptr inbounds nuw i8, ptr %32, i64 1152
  %127 = getelementptr inbounds nuw i8, ptr %32, i64 1216
  %128 = getelementptr inbounds nuw i8, ptr %32, i64 1280
  %129 = mul i64 %88, 28
  %130 = getelementptr inbounds nuw i8, ptr %32, i64 1344
  %131 = getelementptr inbounds nuw i8, ptr %32, i64 1408
  %132 = getelementptr inbounds nuw i8, ptr %32, i64 1472
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
  %148 = getelementptr inbounds nuw i8, ptr %31, i64 384
  %149 = getelementptr inbounds nuw i8, ptr %31, i64 448
  %150 = getelementptr inbounds nuw i8, ptr %31, i64 512
  %151 = getelementptr inbounds nuw i8, ptr %31, i64 576
  %152 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %153 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %154 = getelementptr inbounds nuw i8, ptr %31, i64 192
  %155 = getelementptr inbounds nuw i8, ptr %31, i64 256
  %156 = getelementptr inbounds nuw i8, ptr %31, i64 320
  %157 = shl i64 %88, 3
  %158 = mul i64 %88, 12
  %159 = getelementptr inbounds nuw i8, ptr %31, i64 640
  %160 = getelementptr inbounds nuw i8, ptr %31, i64 704
  %161 = shl i64 %88, 4
  %162 = getelementptr inbounds nuw i8, ptr %31, i64 768
  %163 = getelementptr inbounds nuw i8, ptr %31, i64 832
  %164 = getelementptr inbounds nuw i8, ptr %31, i64 896
  %165 = mul i64 %88, 20
  %166 = getelementptr inbounds nuw i8, ptr %31, i64 960
  %167 = getelementptr inbounds nuw i8, ptr %31, i64 1024
  %168 = getelementptr inbounds nuw i8, ptr %31, i64 1088
  %169 = mul i64 %88, 24
  %170 = getelementptr inbounds nuw i8, ptr %31, i64 1152
  %171 = getelementptr inbounds nuw i8, ptr %31, i64 1216
  %172 = getelementptr inbounds nuw i8, ptr %31, i64 1280
  %173 = mul i64 %88, 28
  %174 = getelementptr inbounds nuw i8, ptr %31, i64 1344
  %175 = getelementptr inbounds nuw i8, ptr %31, i64 1408
  %176 = getelementptr inbounds nuw i8, ptr %31, i64 1472
  %177 = and i64 %29, 3
  %178 = lshr i64 %29, 2
  %179 = and i64 %178, 3
  %180 = lshr i64 %29, 4
  %181 = and i64 %180, 3
  %182 = and i64 %29, 3
  %183 = lshr i64 %29, 2
  %184 = and i64 %183, 3
  %185 = lshr i64 %29, 4
  %186 = and i64 %185, 3
  %187 = and i64 %29, 3
  %188 = lshr i64 %29, 2
  %189 = and i64 %188, 3
  %190 = lshr i64 %29, 4
  %191 = and i64 %190, 3
  %192 = icmp ult i64 %11, 8
  %193 = icmp ult i64 %11, 64
  %194 = and i64 %11, 56
  %195 = and i64 %11, 9223372036854775744
  %196 = insertelement <16 x i64> poison, i64 %7, i64 0
  %197 = shufflevector <16 x i64> %196, <16 x i64> poison, <16 x i32> zeroinitializer
  %198 = icmp eq i64 %11, %195
  %199 = icmp eq i64 %194, 0
  %200 = and i64 %11, 9223372036854775800
  %201 = insertelement <8 x i64> poison, i64 %7, i64 0
  %202 = shufflevector <8 x i64> %201, <8 x i64> poison, <8 x i32> zeroinitializer
  %203 = icmp eq i64 %11, %200
  %204 = icmp ult i64 %12, 4
  %205 = icmp ult i64 %12, 16
  %206 = and i64 %12, 12
  %207 = and i64 %12, 9223372036854775792
  %208 = icmp eq i64 %12, %207
  %209 = icmp eq i64 %206, 0
  %210 = and i64 %12, 9223372036854775804
  %211 = icmp eq i64 %12, %210
  %212 = icmp ult i64 %12, 8
  %213 = and i64 %12, 9223372036854775800
  %214 = icmp eq i64 %12, %213
  %215 = insertelement <8 x i64> poison, i64 %13, i64 0
  %216 = shufflevector <8 x i64> %215, <8 x i64> poison, <8 x i32> zeroinitializer
  %217 = insertelement <8 x i64> poison, i64 %10, i64 0
  %218 = shufflevector <8 x i64> %217, <8 x i64> poison, <8 x i32> zeroinitializer
  %219 = insertelement <8 x i64> poison, i64 %7, i64 0
  %220 = shufflevector <8 x i64> %219, <8 x i64> poison, <8 x i32> zeroinitializer
  %221 = insertelement <8 x i64> poison, i64 %82, i64 0
  %222 = shufflevector <8 x i64> %221, <8 x i64> poison, <8 x i32> zeroinitializer
  %223 = insertelement <8 x i64> poison, i64 %8, i64 0
  %224 = shufflevector <8 x i64> %223, <8 x i64> poison, <8 x i32> zeroinitializer
  %225 = insertelement <8 x i64> poison, i64 %83, i64 0
  %226 = shufflevector <8 x i64> %225, <8 x i64> poison, <8 x i32> zeroinitializer
  %227 = getelementptr inbounds nuw i8, ptr %32, i64 64
  %228 = getelementptr inbounds nuw i8, ptr %32, i64 64
  %229 = getelementptr inbounds nuw i8, ptr %32, i64 128
  %230 = getelementptr inbounds nuw i8, ptr %32, i64 192
  %231 = getelementptr inbounds nuw i8, ptr %32, i64 256
  %232 = getelementptr inbounds nuw i8, ptr %32, i64 256
  %233 = getelementptr inbounds nuw i8, ptr %32, i64 320
  %234 = getelementptr inbounds nuw i8, ptr %32, i64 384
  %235 = getelementptr inbounds nuw i8, ptr %32, i64 448
  %236 = getelementptr inbounds nuw i8, ptr %32, i64 448
  %237 = getelementptr inbounds nuw i8, ptr %32, i64 512
  %238 = getelementptr inbounds nuw i8, ptr %32, i64 576
  %239 = getelementptr inbounds nuw i8, ptr %32, i64 640
  %240 = getelementptr inbounds nuw i8, ptr %32, i64 640
  %241 = getelementptr inbounds nuw i8, ptr %32, i64 704
  %242 = getelementptr inbounds nuw i8, ptr %32, i64 768
  %243 = getelementptr inbounds nuw i8, ptr %32, i64 832
  %244 = getelementptr inbounds nuw i8, ptr %32, i64 832
  %245 = getelementptr inbounds nuw i8, ptr %32, i64 896
  %246 = getelementptr inbounds nuw i8, ptr %32, i64 960
  %247 = getelementptr inbounds nuw i8, ptr %32, i64 1024
  %248 = getelementptr inbounds nuw i8, ptr %32, i64 1024
  %249 = getelementptr inbounds nuw i8, ptr %32, i64 1088
  %250 = getelementptr inbounds nuw i8, ptr %32, i64 1152
  %251 = getelementptr inbounds nuw i8, ptr %32, i64 1216
  %252 = getelementptr inbounds nuw i8, ptr %32, i64 1216
  %253 = getelementptr inbounds nuw i8, ptr %32, i64 1280
  %254 = getelementptr inbounds nuw i8, ptr %32, i64 1344
  %255 = getelementptr inbounds nuw i8, ptr %32, i64 1408
  %256 = getelementptr inbounds nuw i8, ptr %32, i64 1408
  %257 = getelementptr inbounds nuw i8, ptr %32, i64 1472
  %258 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %259 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %260 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %261 = getelementptr inbounds nuw i8, ptr %31, i64 192
  %262 = getelementptr inbounds nuw i8, ptr %31, i64 256
  %263 = getelementptr inbounds nuw i8, ptr %31, i64 256
  %264 = getelementptr inbounds nuw i8, ptr %31, i64 320
  %265 = getelementptr inbounds nuw i8, ptr %31, i64 384
  %266 = getelementptr inbounds nuw i8, ptr %31, i64 448
  %267 = getelementptr inbounds nuw i8, ptr %31, i64 448
  %268 = getelementptr inbounds nuw i8, ptr %31, i64 512
  %269 = getelementptr inbounds nuw i8, ptr %31, i64 576
  %270 = getelementptr inbounds nuw i8, ptr %31, i64 640
  %271 = getelementptr inbounds nuw i8, ptr %31, i64 640
  %272 = getelementptr inbounds nuw i8, ptr %31, i64 704
  %273 = getelementptr inbounds nuw i8, ptr %31, i64 768
  %274 = getelementptr inbounds nuw i8, ptr %31, i64 832
  %275 = getelementptr inbounds nuw i8, ptr %31, i64 832
  %276 = getelementptr inbounds nuw i8, ptr %31, i64 896
  %277 = getelementptr inbounds nuw i8, ptr %31, i64 960
  %278 = getelementptr inbounds nuw i8, ptr %31, i64 1024
  %279 = getelementptr inbounds nuw i8, ptr %31, i64 1024
  %280 = getelementptr inbounds nuw i8, ptr %31, i64 1088
  %281 = getelementptr inbounds nuw i8, ptr %31, i64 1152
  %282 = getelementptr inbounds nuw i8, ptr %31, i64 1216
  %283 = getelementptr inbounds nuw i8, ptr %31, i64 1216
  %284 = getelementptr inbounds nuw i8, ptr %31, i64 1280
  %285 = getelementptr inbounds nuw i8, ptr %31, i64 1344
  %286 = getelementptr inbounds nuw i8, ptr %31, i64 1408
  %287 = getelementptr inbounds nuw i8, ptr %31, i64 1408
  %288 = getelementptr inbounds nuw i8, ptr %31, i64 1472
  br label %290

289:                                              ; preds = %317, %66
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  ret void

290:                                              ; preds = %78, %317
  %291 = phi i64 [ %3, %78 ], [ %318, %317 ]
  %292 = srem i64 %291, %72
  %293 = sdiv i64 %291, %72
  %294 = srem i64 %293, %75
  %295 = sdiv i64 %293, %75
  %296 = add nsw i64 %292, 1
  %297 = mul i64 %76, %296
  %298 = tail call i64 @llvm.smin.i64(i64 %297, i64 %6)
  %299 = add nsw i64 %294, 1
  %300 = mul nsw i64 %299, %17
  %301 = tail call i64 @llvm.smin.i64(i64 %300, i64 %67)
  %302 = mul nsw i64 %295, %20
  %303 = getelementptr inbounds float, ptr %40, i64 %302
  %304 = mul nsw i64 %295, %21
  %305 = getelementptr inbounds float, ptr %43, i64 %304
  %306 = mul nsw i64 %295, %26
  %307 = getelementptr inbounds float, ptr %44, i64 %306
  %308 = select i1 %79, ptr null, ptr %307
  %309 = mul nsw i64 %295, %24
  %310 = getelementptr inbounds float, ptr %45, i64 %309
  %311 = mul nsw i64 %294, %17
  %312 = mul i64 %76, %292
  %313 = icmp slt i64 %311, %301
  br i1 %313, label %314, label %317

314:                                              ; preds = %290
  %315 = add nsw i64 %301, -1
  %316 = icmp slt i64 %312, %298
  br label %320

317:                                              ; preds = %845, %290
  %318 = add i64 %291, 1
  %319 = icmp eq i64 %318, %4
  br i1 %319, label %289, label %290

320:                                              ; preds = %314, %845
  %321 = phi i64 [ %311, %314 ], [ %846, %845 ]
  %322 = sub nsw i64 %301, %321
  %323 = icmp sgt i64 %322, 2
  %324 = trunc i64 %322 to i32
  %325 = select i1 %323, i32 3, i32 %324
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  br i1 %57, label %611, label %326

326:                                              ; preds = %320
  %327 = sext i32 %325 to i64
  %328 = tail call i64 @llvm.smin.i64(i64 %321, i64 %315)
  %329 = shl nsw i64 %328, 4
  store i64 %329, ptr %37, align 16
  %330 = icmp sgt i32 %325, 0
  %331 = sub nsw i64 %55, %329
  %332 = select i1 %330, i64 %331, i64 0
  %333 = add nsw i64 %321, 1
  %334 = tail call i64 @llvm.smin.i64(i64 %333, i64 %315)
  %335 = shl nsw i64 %334, 4
  store i64 %335, ptr %96, align 8
  %336 = icmp sgt i32 %325, 1
  %337 = sub nsw i64 %55, %335
  %338 = select i1 %336, i64 %337, i64 0
  %339 = add nsw i64 %321, 2
  %340 = tail call i64 @llvm.smin.i64(i64 %339, i64 %315)
  %341 = shl nsw i64 %340, 4
  store i64 %341, ptr %97, align 16
  %342 = icmp sgt i32 %325, 2
  %343 = sub nsw i64 %55, %341
  %344 = select i1 %342, i64 %343, i64 0
  br label %345

345:                                              ; preds = %326, %594
  %346 = phi i64 [ 0, %326 ], [ %595, %594 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %34, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %33, i8 0, i64 28, i1 false)
  %347 = icmp slt i64 %346, %327
  %348 = getelementptr inbounds nuw i64, ptr %37, i64 %346
  %349 = load i64, ptr %348, align 8
  br i1 %347, label %350, label %357

350:                                              ; preds = %345
  %351 = sub nsw i64 %55, %349
  %352 = tail call i64 @llvm.smin.i64(i64 %351, i64 16)
  %353 = icmp sgt i64 %351, 0
  br i1 %353, label %354, label %357

354:                                              ; preds = %350
  %355 = srem i64 %349, %8
  %356 = sdiv i64 %349, %8
  br label %362

357:                                              ; preds = %538, %345, %350
  br i1 %80, label %358, label %594

358:                                              ; preds = %357
  %359 = getelementptr i64, ptr %35, i64 %346
  %360 = getelementptr i32, ptr %36, i64 %346
  %361 = sub i64 %349, %16
  br label %562

362:                                              ; preds = %354, %538
  %363 = phi i64 [ %368, %538 ], [ 0, %354 ]
  %364 = phi i64 [ 0, %538 ], [ %355, %354 ]
  %365 = phi i64 [ %539, %538 ], [ %356, %354 ]
  %366 = add nsw i64 %363, %8
  %367 = sub nsw i64 %366, %364
  %368 = tail call i64 @llvm.smin.i64(i64 %367, i64 %352)
  br i1 %80, label %369, label %447

369:                                              ; preds = %362
  %370 = sub i64 %365, %15
  %371 = trunc i64 %368 to i32
  %372 = shl nsw i32 -1, %371
  %373 = xor i32 %372, -1
  %374 = trunc i64 %363 to i32
  %375 = shl nsw i32 -1, %374
  %376 = and i32 %375, %373
  br i1 %192, label %445, label %377

377:                                              ; preds = %369
  br i1 %193, label %422, label %378

378:                                              ; preds = %377
  %379 = insertelement <16 x i64> poison, i64 %370, i64 0
  %380 = shufflevector <16 x i64> %379, <16 x i64> poison, <16 x i32> zeroinitializer
  %381 = insertelement <16 x i32> poison, i32 %376, i64 0
  %382 = shufflevector <16 x i32> %381, <16 x i32> poison, <16 x i32> zeroinitializer
  %383 = add <16 x i64> splat (i64 16), %380
  %384 = add <16 x i64> splat (i64 32), %380
  %385 = add <16 x i64> splat (i64 48), %380
  br label %386

386:                                              ; preds = %386, %378
  %387 = phi i64 [ 0, %378 ], [ %417, %386 ]
  %388 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %378 ], [ %418, %386 ]
  %389 = add <16 x i64> %380, %388
  %390 = add <16 x i64> %388, %383
  %391 = add <16 x i64> %388, %384
  %392 = add <16 x i64> %388, %385
  %393 = icmp sgt <16 x i64> %389, splat (i64 -1)
  %394 = icmp sgt <16 x i64> %390, splat (i64 -1)
  %395 = icmp sgt <16 x i64> %391, splat (i64 -1)
  %396 = icmp sgt <16 x i64> %392, splat (i64 -1)
  %397 = icmp slt <16 x i64> %389, %197
  %398 = icmp slt <16 x i64> %390, %197
  %399 = icmp slt <16 x i64> %391, %197
  %400 = icmp slt <16 x i64> %392, %197
  %401 = and <16 x i1> %393, %397
  %402 = and <16 x i1> %394, %398
  %403 = and <16 x i1> %395, %399
  %404 = and <16 x i1> %396, %400
  %405 = getelementptr i32, ptr %33, i64 %387
  %406 = getelementptr i8, ptr %405, i64 64
  %407 = getelementptr i8, ptr %405, i64 128
  %408 = getelementptr i8, ptr %405, i64 192
  %409 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %405, <16 x i1> %401, <16 x i32> poison)
  %410 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %406, <16 x i1> %402, <16 x i32> poison)
  %411 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %407, <16 x i1> %403, <16 x i32> poison)
  %412 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %408, <16 x i1> %404, <16 x i32> poison)
  %413 = or <16 x i32> %409, %382
  %414 = or <16 x i32> %410, %382
  %415 = or <16 x i32> %411, %382
  %416 = or <16 x i32> %412, %382
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %413, ptr align 16 %405, <16 x i1> %401)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %414, ptr align 16 %406, <16 x i1> %402)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %415, ptr align 16 %407, <16 x i1> %403)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %416, ptr align 16 %408, <16 x i1> %404)
  %417 = add nuw i64 %387, 64
  %418 = add <16 x i64> %388, splat (i64 64)
  %419 = icmp eq i64 %417, %195
  br i1 %419, label %420, label %386

420:                                              ; preds = %386
  br i1 %198, label %447, label %421

421:                                              ; preds = %420
  br i1 %199, label %445, label %422

422:                                              ; preds = %377, %421
  %423 = phi i64 [ %195, %421 ], [ 0, %377 ]
  %424 = insertelement <8 x i64> poison, i64 %370, i64 0
  %425 = shufflevector <8 x i64> %424, <8 x i64> poison, <8 x i32> zeroinitializer
  %426 = insertelement <8 x i32> poison, i32 %376, i64 0
  %427 = shufflevector <8 x i32> %426, <8 x i32> poison, <8 x i32> zeroinitializer
  %428 = insertelement <8 x i64> poison, i64 %423, i64 0
  %429 = shufflevector <8 x i64> %428, <8 x i64> poison, <8 x i32> zeroinitializer
  %430 = or disjoint <8 x i64> %429, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %431

431:                                              ; preds = %431, %422
  %432 = phi i64 [ %423, %422 ], [ %441, %431 ]
  %433 = phi <8 x i64> [ %430, %422 ], [ %442, %431 ]
  %434 = add <8 x i64> %425, %433
  %435 = icmp sgt <8 x i64> %434, splat (i64 -1)
  %436 = icmp slt <8 x i64> %434, %202
  %437 = and <8 x i1> %435, %436
  %438 = getelementptr i32, ptr %33, i64 %432
  %439 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %438, <8 x i1> %437, <8 x i32> poison)
  %440 = or <8 x i32> %439, %427
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %440, ptr align 16 %438, <8 x i1> %437)
  %441 = add nuw i64 %432, 8
  %442 = add nuw nsw <8 x i64> %433, splat (i64 8)
  %443 = icmp eq i64 %441, %200
  br i1 %443, label %444, label %431

444:                                              ; preds = %431
  br i1 %203, label %447, label %445

445:                                              ; preds = %369, %421, %444
  %446 = phi i64 [ 0, %369 ], [ %195, %421 ], [ %200, %444 ]
  br label %525

447:                                              ; preds = %535, %420, %444, %362
  br i1 %81, label %448, label %538

448:                                              ; preds = %447
  %449 = add nsw i64 %363, %16
  %450 = add nsw i64 %366, %16
  br i1 %204, label %523, label %451

451:                                              ; preds = %448
  br i1 %205, label %486, label %452

452:                                              ; preds = %451
  %453 = insertelement <16 x i64> poison, i64 %449, i64 0
  %454 = shufflevector <16 x i64> %453, <16 x i64> poison, <16 x i32> zeroinitializer
  %455 = insertelement <16 x i64> poison, i64 %450, i64 0
  %456 = shufflevector <16 x i64> %455, <16 x i64> poison, <16 x i32> zeroinitializer
  %457 = insertelement <16 x i64> poison, i64 %364, i64 0
  %458 = shufflevector <16 x i64> %457, <16 x i64> poison, <16 x i32> zeroinitializer
  %459 = insertelement <16 x i64> poison, i64 %363, i64 0
  %460 = shufflevector <16 x i64> %459, <16 x i64> poison, <16 x i32> zeroinitializer
  %461 = insertelement <16 x i64> poison, i64 %368, i64 0
  %462 = shufflevector <16 x i64> %461, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %463

463:                                              ; preds = %463, %452
  %464 = phi i64 [ 0, %452 ], [ %481, %463 ]
  %465 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %452 ], [ %482, %463 ]
  %466 = add <16 x i64> %465, %458
  %467 = sub <16 x i64> %454, %466
  %468 = sub <16 x i64> %456, %466
  %469 = call <16 x i64> @llvm.smax.v16i64(<16 x i64> %467, <16 x i64> %460)
  %470 = call <16 x i64> @llvm.smin.v16i64(<16 x i64> %468, <16 x i64> %462)
  %471 = icmp slt <16 x i64> %469, %470
  %472 = trunc <16 x i64> %470 to <16 x i32>
  %473 = shl nsw <16 x i32> splat (i32 -1), %472
  %474 = xor <16 x i32> %473, splat (i32 -1)
  %475 = trunc <16 x i64> %469 to <16 x i32>
  %476 = shl nsw <16 x i32> splat (i32 -1), %475
  %477 = and <16 x i32> %476, %474
  %478 = getelementptr i32, ptr %34, i64 %464
  %479 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %478, <16 x i1> %471, <16 x i32> poison)
  %480 = or <16 x i32> %479, %477
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %480, ptr align 16 %478, <16 x i1> %471)
  %481 = add nuw i64 %464, 16
  %482 = add nuw nsw <16 x i64> %465, splat (i64 16)
  %483 = icmp eq i64 %481, %207
  br i1 %483, label %484, label %463

484:                                              ; preds = %463
  br i1 %208, label %538, label %485

485:                                              ; preds = %484
  br i1 %209, label %523, label %486

486:                                              ; preds = %451, %485
  %487 = phi i64 [ %207, %485 ], [ 0, %451 ]
  %488 = insertelement <4 x i64> poison, i64 %449, i64 0
  %489 = shufflevector <4 x i64> %488, <4 x i64> poison, <4 x i32> zeroinitializer
  %490 = insertelement <4 x i64> poison, i64 %450, i64 0
  %491 = shufflevector <4 x i64> %490, <4 x i64> poison, <4 x i32> zeroinitializer
  %492 = insertelement <4 x i64> poison, i64 %364, i64 0
  %493 = shufflevector <4 x i64> %492, <4 x i64> poison, <4 x i32> zeroinitializer
  %494 = insertelement <4 x i64> poison, i64 %363, i64 0
  %495 = shufflevector <4 x i64> %494, <4 x i64> poison, <4 x i32> zeroinitializer
  %496 = insertelement <4 x i64> poison, i64 %368, i64 0
  %497 = shufflevector <4 x i64> %496, <4 x i64> poison, <4 x i32> zeroinitializer
  %498 = insertelement <4 x i64> poison, i64 %487, i64 0
  %499 = shufflevector <4 x i64> %498, <4 x i64> poison, <4 x i32> zeroinitializer
  %500 = or disjoint <4 x i64> %499, <i64 0, i64 1, i64 2, i64 3>
  br label %501

501:                                              ; preds = %501, %486
  %502 = phi i64 [ %487, %486 ], [ %519, %501 ]
  %503 = phi <4 x i64> [ %500, %486 ], [ %520, %501 ]
  %504 = add <4 x i64> %503, %493
  %505 = sub <4 x i64> %489, %504
  %506 = sub <4 x i64> %491, %504
  %507 = call <4 x i64> @llvm.smax.v4i64(<4 x i64> %505, <4 x i64> %495)
  %508 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %506, <4 x i64> %497)
  %509 = icmp slt <4 x i64> %507, %508
  %510 = trunc <4 x i64> %508 to <4 x i32>
  %511 = shl nsw <4 x i32> splat (i32 -1), %510
  %512 = xor <4 x i32> %511, splat (i32 -1)
  %513 = trunc <4 x i64> %507 to <4 x i32>
  %514 = shl nsw <4 x i32> splat (i32 -1), %513
  %515 = and <4 x i32> %514, %512
  %516 = getelementptr i32, ptr %34, i64 %502
  %517 = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr align 16 %516, <4 x i1> %509, <4 x i32> poison)
  %518 = or <4 x i32> %517, %515
  call void @llvm.masked.store.v4i32.p0(<4 x i32> %518, ptr align 16 %516, <4 x i1> %509)
  %519 = add nuw i64 %502, 4
  %520 = add nuw nsw <4 x i64> %503, splat (i64 4)
  %521 = icmp eq i64 %519, %210
  br i1 %521, label %522, label %501

522:                                              ; preds = %501
  br i1 %211, label %538, label %523

523:                                              ; preds = %448, %485, %522
  %524 = phi i64 [ 0, %448 ], [ %207, %485 ], [ %210, %522 ]
  br label %541

525:                                              ; preds = %445, %535
  %526 = phi i64 [ %536, %535 ], [ %446, %445 ]
  %527 = add i64 %370, %526
  %528 = icmp sgt i64 %527, -1
  %529 = icmp slt i64 %527, %7
  %530 = and i1 %528, %529
  br i1 %530, label %531, label %535

531:                                              ; preds = %525
  %532 = getelementptr inbounds nuw i32, ptr %33, i64 %526
  %533 = load i32, ptr %532, align 4
  %534 = or i32 %533, %376
  store i32 %534, ptr %532, align 4
  br label %535

535:                                              ; preds = %531, %525
  %536 = add nuw nsw i64 %526, 1
  %537 = icmp eq i64 %536, %11
  br i1 %537, label %447, label %525

538:                                              ; preds = %559, %484, %522, %447
  %539 = add nsw i64 %365, 1
  %540 = icmp slt i64 %367, %352
  br i1 %540, label %362, label %357

541:                                              ; preds = %523, %559
  %542 = phi i64 [ %560, %559 ], [ %524, %523 ]
  %543 = add i64 %542, %364
  %544 = sub i64 %449, %543
  %545 = sub i64 %450, %543
  %546 = tail call i64 @llvm.smax.i64(i64 %544, i64 %363)
  %547 = tail call i64 @llvm.smin.i64(i64 %545, i64 %368)
  %548 = icmp slt i64 %546, %547
  br i1 %548, label %549, label %559

549:                                              ; preds = %541
  %550 = trunc i64 %547 to i32
  %551 = shl nsw i32 -1, %550
  %552 = xor i32 %551, -1
  %553 = trunc i64 %546 to i32
  %554 = shl nsw i32 -1, %553
  %555 = and i32 %554, %552
  %556 = getelementptr inbounds nuw i32, ptr %34, i64 %542
  %557 = load i32, ptr %556, align 4
  %558 = or i32 %557, %555
  store i32 %558, ptr %556, align 4
  br label %559

559:                                              ; preds = %549, %541
  %560 = add nuw nsw i64 %542, 1
  %561 = icmp eq i64 %560, %12
  br i1 %561, label %538, label %541

562:                                              ; preds = %358, %597
  %563 = phi i64 [ 0, %358 ], [ %598, %597 ]
  br i1 %81, label %564, label %597

564:                                              ; preds = %562
  %565 = sub nsw i64 %563, %15
  %566 = mul nsw i64 %565, %8
  %567 = add i64 %361, %566
  %568 = mul nuw nsw i64 %563, %12
  %569 = getelementptr inbounds nuw i32, ptr %33, i64 %563
  %570 = load i32, ptr %569, align 4
  br i1 %212, label %592, label %571

571:                                              ; preds = %564
  %572 = insertelement <8 x i64> poison, i64 %567, i64 0
  %573 = shufflevector <8 x i64> %572, <8 x i64> poison, <8 x i32> zeroinitializer
  %574 = insertelement <8 x i64> poison, i64 %568, i64 0
  %575 = shufflevector <8 x i64> %574, <8 x i64> poison, <8 x i32> zeroinitializer
  %576 = insertelement <8 x i32> poison, i32 %570, i64 0
  %577 = shufflevector <8 x i32> %576, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %578

578:                                              ; preds = %578, %571
  %579 = phi i64 [ 0, %571 ], [ %588, %578 ]
  %580 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %571 ], [ %589, %578 ]
  %581 = add <8 x i64> %573, %580
  %582 = add nuw nsw <8 x i64> %580, %575
  %583 = getelementptr [3 x i64], ptr %359, <8 x i64> %582
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %581, <8 x ptr> align 8 %583, <8 x i1> splat (i1 true))
  %584 = getelementptr inbounds nuw i32, ptr %34, i64 %579
  %585 = load <8 x i32>, ptr %584, align 16
  %586 = and <8 x i32> %585, %577
  %587 = getelementptr [3 x i32], ptr %360, <8 x i64> %582
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %586, <8 x ptr> align 4 %587, <8 x i1> splat (i1 true))
  %588 = add nuw i64 %579, 8
  %589 = add nuw nsw <8 x i64> %580, splat (i64 8)
  %590 = icmp eq i64 %588, %213
  br i1 %590, label %591, label %578

591:                                              ; preds = %578
  br i1 %214, label %597, label %592

592:                                              ; preds = %564, %591
  %593 = phi i64 [ 0, %564 ], [ %213, %591 ]
  br label %600

594:                                              ; preds = %597, %357
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  %595 = add nuw nsw i64 %346, 1
  %596 = icmp eq i64 %595, 3
  br i1 %596, label %779, label %345

597:                                              ; preds = %600, %591, %562
  %598 = add nuw nsw i64 %563, 1
  %599 = icmp eq i64 %598, %11
  br i1 %599, label %594, label %562

600:                                              ; preds = %592, %600
  %601 = phi i64 [ %609, %600 ], [ %593, %592 ]
  %602 = add i64 %567, %601
  %603 = add nuw nsw i64 %601, %568
  %604 = getelementptr [3 x i64], ptr %359, i64 %603
  store i64 %602, ptr %604, align 8
  %605 = getelementptr inbounds nuw i32, ptr %34, i64 %601
  %606 = load i32, ptr %605, align 4
  %607 = and i32 %606, %570
  %608 = getelementptr [3 x i32], ptr %360, i64 %603
  store i32 %607, ptr %608, align 4
  %609 = add nuw nsw i64 %601, 1
  %610 = icmp eq i64 %609, %12
  br i1 %610, label %597, label %600

611:                                              ; preds = %320
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  %612 = tail call i64 @llvm.smin.i64(i64 %321, i64 %315)
  %613 = sdiv i64 %612, %60
  store i64 %613, ptr %38, align 16
  %614 = srem i64 %612, %60
  %615 = shl nsw i64 %614, 4
  store i64 %615, ptr %39, align 16
  %616 = mul nsw i64 %613, %10
  %617 = add nsw i64 %615, %616
  store i64 %617, ptr %37, align 16
  %618 = icmp sgt i32 %325, 0
  %619 = sub nsw i64 %10, %615
  %620 = select i1 %618, i64 %619, i64 0
  %621 = add nsw i64 %321, 1
  %622 = tail call i64 @llvm.smin.i64(i64 %621, i64 %315)
  %623 = sdiv i64 %622, %60
  store i64 %623, ptr %98, align 8
  %624 = srem i64 %622, %60
  %625 = shl nsw i64 %624, 4
  store i64 %625, ptr %99, align 8
  %626 = mul nsw i64 %623, %10
  %627 = add nsw i64 %625, %626
  store i64 %627, ptr %100, align 8
  %628 = icmp sgt i32 %325, 1
  %629 = sub nsw i64 %10, %625
  %630 = select i1 %628, i64 %629, i64 0
  %631 = add nsw i64 %321, 2
  %632 = tail call i64 @llvm.smin.i64(i64 %631, i64 %315)
  %633 = sdiv i64 %632, %60
  store i64 %633, ptr %101, align 16
  %634 = srem i64 %632, %60
  %635 = shl nsw i64 %634, 4
  store i64 %635, ptr %102, align 16
  %636 = mul nsw i64 %633, %10
  %637 = add nsw i64 %635, %636
  store i64 %637, ptr %103, align 16
  %638 = icmp sgt i32 %325, 2
  %639 = sub nsw i64 %10, %635
  %640 = select i1 %638, i64 %639, i64 0
  br i1 %80, label %641, label %778

641:                                              ; preds = %611
  %642 = sext i32 %325 to i64
  %643 = icmp slt i32 %325, 3
  %644 = icmp sgt i32 %325, 0
  %645 = shl nsw i64 %642, 3
  %646 = sub i32 2, %325
  %647 = zext i32 %646 to i64
  %648 = shl nuw nsw i64 %647, 3
  %649 = add nuw nsw i64 %648, 8
  %650 = shl nsw i64 %642, 2
  %651 = shl nuw nsw i64 %647, 2
  %652 = add nuw nsw i64 %651, 4
  %653 = getelementptr i8, ptr %35, i64 %645
  %654 = getelementptr i8, ptr %36, i64 %650
  %655 = zext i32 %325 to i64
  %656 = icmp ult i32 %325, 8
  %657 = and i64 %655, 4294967288
  %658 = icmp eq i64 %657, %655
  br label %659

659:                                              ; preds = %641, %670
  %660 = phi i64 [ 0, %641 ], [ %671, %670 ]
  br i1 %81, label %661, label %670

661:                                              ; preds = %659
  %662 = mul i64 %94, %660
  %663 = mul i64 %95, %660
  %664 = mul nuw nsw i64 %660, %12
  %665 = sub i64 %660, %15
  %666 = getelementptr i8, ptr %653, i64 %662
  %667 = getelementptr i8, ptr %654, i64 %663
  %668 = insertelement <8 x i64> poison, i64 %665, i64 0
  %669 = shufflevector <8 x i64> %668, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %673

670:                                              ; preds = %733, %659
  %671 = add nuw nsw i64 %660, 1
  %672 = icmp eq i64 %671, %11
  br i1 %672, label %778, label %659

673:                                              ; preds = %661, %733
  %674 = phi i64 [ 0, %661 ], [ %734, %733 ]
  %675 = add nuw nsw i64 %674, %664
  br i1 %643, label %676, label %681

676:                                              ; preds = %673
  %677 = mul i64 %674, 24
  %678 = getelementptr i8, ptr %666, i64 %677
  %679 = mul i64 %674, 12
  %680 = getelementptr i8, ptr %667, i64 %679
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %678, i8 0, i64 %649, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %680, i8 0, i64 %652, i1 false)
  br i1 %644, label %681, label %733

681:                                              ; preds = %673, %676
  %682 = sub i64 %674, %16
  %683 = getelementptr inbounds nuw [3 x i64], ptr %35, i64 %675
  %684 = getelementptr inbounds nuw [3 x i32], ptr %36, i64 %675
  br i1 %656, label %731, label %685

685:                                              ; preds = %681
  %686 = insertelement <8 x i64> poison, i64 %682, i64 0
  %687 = shufflevector <8 x i64> %686, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %688

688:                                              ; preds = %688, %685
  %689 = phi i64 [ 0, %685 ], [ %728, %688 ]
  %690 = getelementptr inbounds nuw i64, ptr %38, i64 %689
  %691 = load <8 x i64>, ptr %690, align 16
  %692 = mul nsw <8 x i64> %691, %216
  %693 = add <8 x i64> %669, %692
  %694 = getelementptr inbounds nuw i64, ptr %39, i64 %689
  %695 = load <8 x i64>, ptr %694, align 16
  %696 = sub nsw <8 x i64> %218, %695
  %697 = icmp sgt <8 x i64> %693, splat (i64 -1)
  %698 = icmp slt <8 x i64> %693, %220
  %699 = and <8 x i1> %697, %698
  %700 = shl nsw <8 x i64> %695, %222
  %701 = add <8 x i64> %687, %700
  %702 = shl nsw <8 x i64> %696, splat (i64 1)
  %703 = add nsw <8 x i64> %702, splat (i64 -1)
  %704 = select i1 %58, <8 x i64> %703, <8 x i64> %696
  %705 = icmp slt <8 x i64> %701, zeroinitializer
  %706 = sub nsw <8 x i64> zeroinitializer, %701
  %707 = select <8 x i1> %705, <8 x i64> %706, <8 x i64> zeroinitializer
  %708 = sub nsw <8 x i64> %224, %701
  %709 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %708, <8 x i64> %704)
  %710 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %709, <8 x i64> %226)
  %711 = icmp sgt <8 x i64> %710, %707
  %712 = select <8 x i1> %699, <8 x i1> %711, <8 x i1> zeroinitializer
  %713 = select <8 x i1> %712, <8 x i64> %710, <8 x i64> zeroinitializer
  %714 = select <8 x i1> %699, <8 x i64> %693, <8 x i64> zeroinitializer
  %715 = mul nsw <8 x i64> %714, %224
  %716 = add nsw <8 x i64> %715, %701
  %717 = getelementptr inbounds nuw i64, ptr %683, i64 %689
  store <8 x i64> %716, ptr %717, align 8
  %718 = icmp sgt <8 x i64> %713, splat (i64 31)
  %719 = trunc <8 x i64> %713 to <8 x i32>
  %720 = shl nsw <8 x i32> splat (i32 -1), %719
  %721 = xor <8 x i32> %720, splat (i32 -1)
  %722 = select <8 x i1> %718, <8 x i32> splat (i32 -1), <8 x i32> %721
  %723 = trunc <8 x i64> %707 to <8 x i32>
  %724 = shl nsw <8 x i32> splat (i32 -1), %723
  %725 = select <8 x i1> %712, <8 x i32> %724, <8 x i32> splat (i32 -1)
  %726 = and <8 x i32> %722, %725
  %727 = getelementptr inbounds nuw i32, ptr %684, i64 %689
  store <8 x i32> %726, ptr %727, align 4
  %728 = add nuw i64 %689, 8
  %729 = icmp eq i64 %728, %657
  br i1 %729, label %730, label %688

730:                                              ; preds = %688
  br i1 %658, label %733, label %731

731:                                              ; preds = %681, %730
  %732 = phi i64 [ 0, %681 ], [ %657, %730 ]
  br label %736

733:                                              ; preds = %736, %730, %676
  %734 = add nuw nsw i64 %674, 1
  %735 = icmp eq i64 %734, %12
  br i1 %735, label %670, label %673

736:                                              ; preds = %731, %736
  %737 = phi i64 [ %776, %736 ], [ %732, %731 ]
  %738 = getelementptr inbounds nuw i64, ptr %38, i64 %737
  %739 = load i64, ptr %738, align 8
  %740 = mul nsw i64 %739, %13
  %741 = add i64 %665, %740
  %742 = getelementptr inbounds nuw i64, ptr %39, i64 %737
  %743 = load i64, ptr %742, align 8
  %744 = sub nsw i64 %10, %743
  %745 = icmp sgt i64 %741, -1
  %746 = icmp slt i64 %741, %7
  %747 = and i1 %745, %746
  %748 = shl nsw i64 %743, %82
  %749 = add i64 %682, %748
  %750 = shl nsw i64 %744, 1
  %751 = add nsw i64 %750, -1
  %752 = select i1 %58, i64 %751, i64 %744
  %753 = icmp slt i64 %749, 0
  %754 = sub nsw i64 0, %749
  %755 = select i1 %753, i64 %754, i64 0
  %756 = sub nsw i64 %8, %749
  %757 = tail call i64 @llvm.smin.i64(i64 %756, i64 %752)
  %758 = tail call i64 @llvm.smin.i64(i64 %757, i64 %83)
  %759 = icmp sgt i64 %758, %755
  %760 = select i1 %747, i1 %759, i1 false
  %761 = select i1 %760, i64 %758, i64 0
  %762 = select i1 %747, i64 %741, i64 0
  %763 = mul nsw i64 %762, %8
  %764 = add nsw i64 %763, %749
  %765 = getelementptr inbounds nuw i64, ptr %683, i64 %737
  store i64 %764, ptr %765, align 8
  %766 = icmp sgt i64 %761, 31
  %767 = trunc i64 %761 to i32
  %768 = shl nsw i32 -1, %767
  %769 = xor i32 %768, -1
  %770 = select i1 %766, i32 -1, i32 %769
  %771 = trunc i64 %755 to i32
  %772 = shl nsw i32 -1, %771
  %773 = select i1 %760, i32 %772, i32 -1
  %774 = and i32 %770, %773
  %775 = getelementptr inbounds nuw i32, ptr %684, i64 %737
  store i32 %774, ptr %775, align 4
  %776 = add nuw nsw i64 %737, 1
  %777 = icmp eq i64 %776, %655
  br i1 %777, label %733, label %736

778:                                              ; preds = %670, %611
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  br label %779

779:                                              ; preds = %594, %778
  %780 = phi i64 [ %640, %778 ], [ %344, %594 ]
  %781 = phi i64 [ %630, %778 ], [ %338, %594 ]
  %782 = phi i64 [ %620, %778 ], [ %332, %594 ]
  %783 = phi i64 [ %637, %778 ], [ %341, %594 ]
  %784 = phi i64 [ %627, %778 ], [ %335, %594 ]
  %785 = phi i64 [ %617, %778 ], [ %329, %594 ]
  br i1 %316, label %786, label %845

786:                                              ; preds = %779
  %787 = icmp sgt i64 %782, 15
  %788 = trunc i64 %782 to i32
  %789 = shl nsw i32 -1, %788
  %790 = trunc i32 %789 to i16
  %791 = xor i16 %790, -1
  %792 = select i1 %787, i16 -1, i16 %791
  %793 = icmp sgt i64 %781, 15
  %794 = trunc i64 %781 to i32
  %795 = shl nsw i32 -1, %794
  %796 = trunc i32 %795 to i16
  %797 = xor i16 %796, -1
  %798 = select i1 %793, i16 -1, i16 %797
  %799 = icmp sgt i64 %780, 15
  %800 = trunc i64 %780 to i32
  %801 = shl nsw i32 -1, %800
  %802 = trunc i32 %801 to i16
  %803 = xor i16 %802, -1
  %804 = select i1 %799, i16 -1, i16 %803
  %805 = bitcast i16 %792 to <16 x i1>
  %806 = bitcast i16 %798 to <16 x i1>
  %807 = bitcast i16 %804 to <16 x i1>
  %808 = bitcast i16 %792 to <16 x i1>
  %809 = bitcast i16 %798 to <16 x i1>
  %810 = bitcast i16 %804 to <16 x i1>
  %811 = bitcast i16 %792 to <16 x i1>
  %812 = bitcast i16 %798 to <16 x i1>
  %813 = bitcast i16 %804 to <16 x i1>
  %814 = icmp sgt i64 %782, 15
  %815 = trunc i64 %782 to i32
  %816 = shl nsw i32 -1, %815
  %817 = trunc i32 %816 to i16
  %818 = xor i16 %817, -1
  %819 = select i1 %814, i16 -1, i16 %818
  %820 = icmp sgt i64 %781, 15
  %821 = trunc i64 %781 to i32
  %822 = shl nsw i32 -1, %821
  %823 = trunc i32 %822 to i16
  %824 = xor i16 %823, -1
  %825 = select i1 %820, i16 -1, i16 %824
  %826 = icmp sgt i64 %780, 15
  %827 = trunc i64 %780 to i32
  %828 = shl nsw i32 -1, %827
  %829 = trunc i32 %828 to i16
  %830 = xor i16 %829, -1
  %831 = select i1 %826, i16 -1, i16 %830
  %832 = bitcast i16 %819 to <16 x i1>
  %833 = bitcast i16 %825 to <16 x i1>
  %834 = bitcast i16 %831 to <16 x i1>
  %835 = bitcast i16 %819 to <16 x i1>
  %836 = bitcast i16 %825 to <16 x i1>
  %837 = bitcast i16 %831 to <16 x i1>
  %838 = bitcast i16 %819 to <16 x i1>
  %839 = bitcast i16 %825 to <16 x i1>
  %840 = bitcast i16 %831 to <16 x i1>
  %841 = getelementptr float, ptr %310, i64 %784
  %842 = getelementptr float, ptr %310, i64 %783
  %843 = getelementptr float, ptr %310, i64 %784
  %844 = getelementptr float, ptr %310, i64 %783
  br label %848

845:                                              ; preds = %2007, %779
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  %846 = add nsw i64 %321, 3
  %847 = icmp slt i64 %846, %301
  br i1 %847, label %320, label %317

848:                                              ; preds = %786, %2007
  %849 = phi i64 [ %2008, %2007 ], [ %312, %786 ]
  %850 = sub nsw i64 %298, %849
  %851 = icmp sgt i64 %850, 7
  %852 = select i1 %851, i64 %849, i64 %84
  %853 = sub nsw i64 %849, %852
  %854 = getelementptr inbounds float, ptr %42, i64 %852
  br i1 %58, label %855, label %1441

855:                                              ; preds = %848
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  br i1 %87, label %866, label %857

856:                                              ; preds = %1049, %1043
  br label %1233

857:                                              ; preds = %855
  %858 = load float, ptr %854, align 4
  %859 = insertelement <16 x float> poison, float %858, i64 0
  %860 = shufflevector <16 x float> %859, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %860, ptr %31, align 64
  %861 = insertelement <16 x float> poison, float %858, i64 0
  %862 = shufflevector <16 x float> %861, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %862, ptr %258, align 64
  %863 = load float, ptr %854, align 4
  %864 = insertelement <16 x float> poison, float %863, i64 0
  %865 = shufflevector <16 x float> %864, <16 x float> poison, <16 x i32> zeroinitializer
  br label %875

866:                                              ; preds = %855
  %867 = mul nsw i64 %852, %55
  %868 = getelementptr inbounds float, ptr %305, i64 %867
  %869 = getelementptr inbounds float, ptr %868, i64 %785
  %870 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %869, <16 x i1> %832, <16 x float> zeroinitializer)
  store <16 x float> %870, ptr %31, align 64
  %871 = getelementptr inbounds float, ptr %868, i64 %784
  %872 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %871, <16 x i1> %833, <16 x float> zeroinitializer)
  store <16 x float> %872, ptr %259, align 64
  %873 = getelementptr inbounds float, ptr %868, i64 %783
  %874 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %873, <16 x i1> %834, <16 x float> zeroinitializer)
  br label %875

875:                                              ; preds = %866, %857
  %876 = phi <16 x float> [ %872, %866 ], [ %862, %857 ]
  %877 = phi <16 x float> [ %870, %866 ], [ %860, %857 ]
  %878 = phi <16 x float> [ %874, %866 ], [ %865, %857 ]
  store <16 x float> %878, ptr %260, align 64
  br i1 %87, label %889, label %879

879:                                              ; preds = %875
  %880 = getelementptr inbounds nuw i8, ptr %854, i64 4
  %881 = load float, ptr %880, align 4
  %882 = insertelement <16 x float> poison, float %881, i64 0
  %883 = shufflevector <16 x float> %882, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %883, ptr %261, align 64
  %884 = insertelement <16 x float> poison, float %881, i64 0
  %885 = shufflevector <16 x float> %884, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %885, ptr %262, align 64
  %886 = load float, ptr %880, align 4
  %887 = insertelement <16 x float> poison, float %886, i64 0
  %888 = shufflevector <16 x float> %887, <16 x float> poison, <16 x i32> zeroinitializer
  br label %899

889:                                              ; preds = %875
  %890 = add nsw i64 %852, 1
  %891 = mul nsw i64 %890, %55
  %892 = getelementptr inbounds float, ptr %305, i64 %891
  %893 = getelementptr inbounds float, ptr %892, i64 %785
  %894 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %893, <16 x i1> %832, <16 x float> zeroinitializer)
  store <16 x float> %894, ptr %261, align 64
  %895 = getelementptr inbounds float, ptr %892, i64 %784
  %896 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %895, <16 x i1> %833, <16 x float> zeroinitializer)
  store <16 x float> %896, ptr %263, align 64
  %897 = getelementptr inbounds float, ptr %892, i64 %783
  %898 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %897, <16 x i1> %834, <16 x float> zeroinitializer)
  br label %899

899:                                              ; preds = %889, %879
  %900 = phi <16 x float> [ %896, %889 ], [ %885, %879 ]
  %901 = phi <16 x float> [ %894, %889 ], [ %883, %879 ]
  %902 = phi <16 x float> [ %898, %889 ], [ %888, %879 ]
  store <16 x float> %902, ptr %264, align 64
  br i1 %87, label %913, label %903

903:                                              ; preds = %899
  %904 = getelementptr inbounds nuw i8, ptr %854, i64 8
  %905 = load float, ptr %904, align 4
  %906 = insertelement <16 x float> poison, float %905, i64 0
  %907 = shufflevector <16 x float> %906, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %907, ptr %265, align 64
  %908 = insertelement <16 x float> poison, float %905, i64 0
  %909 = shufflevector <16 x float> %908, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %909, ptr %266, align 64
  %910 = load float, ptr %904, align 4
  %911 = insertelement <16 x float> poison, float %910, i64 0
  %912 = shufflevector <16 x float> %911, <16 x float> poison, <16 x i32> zeroinitializer
  br label %923

913:                                              ; preds = %899
  %914 = add nsw i64 %852, 2
  %915 = mul nsw i64 %914, %55
  %916 = getelementptr inbounds float, ptr %305, i64 %915
  %917 = getelementptr inbounds float, ptr %916, i64 %785
  %918 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %917, <16 x i1> %832, <16 x float> zeroinitializer)
  store <16 x float> %918, ptr %265, align 64
  %919 = getelementptr inbounds float, ptr %916, i64 %784
  %920 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %919, <16 x i1> %833, <16 x float> zeroinitializer)
  store <16 x float> %920, ptr %267, align 64
  %921 = getelementptr inbounds float, ptr %916, i64 %783
  %922 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %921, <16 x i1> %834, <16 x float> zeroinitializer)
  br label %923

923:                                              ; preds = %913, %903
  %924 = phi <16 x float> [ %920, %913 ], [ %909, %903 ]
  %925 = phi <16 x float> [ %918, %913 ], [ %907, %903 ]
  %926 = phi <16 x float> [ %922, %913 ], [ %912, %903 ]
  store <16 x float> %926, ptr %268, align 64
  br i1 %87, label %937, label %927

927:                                              ; preds = %923
  %928 = getelementptr inbounds nuw i8, ptr %854, i64 12
  %929 = load float, ptr %928, align 4
  %930 = insertelement <16 x float> poison, float %929, i64 0
  %931 = shufflevector <16 x float> %930, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %931, ptr %269, align 64
  %932 = insertelement <16 x float> poison, float %929, i64 0
  %933 = shufflevector <16 x float> %932, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %933, ptr %270, align 64
  %934 = load float, ptr %928, align 4
  %935 = insertelement <16 x float> poison, float %934, i64 0
  %936 = shufflevector <16 x float> %935, <16 x float> poison, <16 x i32> zeroinitializer
  br label %947

937:                                              ; preds = %923
  %938 = add nsw i64 %852, 3
  %939 = mul nsw i64 %938, %55
  %940 = getelementptr inbounds float, ptr %305, i64 %939
  %941 = getelementptr inbounds float, ptr %940, i64 %785
  %942 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %941, <16 x i1> %832, <16 x float> zeroinitializer)
  store <16 x float> %942, ptr %269, align 64
  %943 = getelementptr inbounds float, ptr %940, i64 %784
  %944 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %943, <16 x i1> %833, <16 x float> zeroinitializer)
  store <16 x float> %944, ptr %271, align 64
  %945 = getelementptr inbounds float, ptr %940, i64 %783
  %946 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %945, <16 x i1> %834, <16 x float> zeroinitializer)
  br label %947

947:                                              ; preds = %937, %927
  %948 = phi <16 x float> [ %944, %937 ], [ %933, %927 ]
  %949 = phi <16 x float> [ %942, %937 ], [ %931, %927 ]
  %950 = phi <16 x float> [ %946, %937 ], [ %936, %927 ]
  store <16 x float> %950, ptr %272, align 64
  br i1 %87, label %961, label %951

951:                                              ; preds = %947
  %952 = getelementptr inbounds nuw i8, ptr %854, i64 16
  %953 = load float, ptr %952, align 4
  %954 = insertelement <16 x float> poison, float %953, i64 0
  %955 = shufflevector <16 x float> %954, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %955, ptr %273, align 64
  %956 = insertelement <16 x float> poison, float %953, i64 0
  %957 = shufflevector <16 x float> %956, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %957, ptr %274, align 64
  %958 = load float, ptr %952, align 4
  %959 = insertelement <16 x float> poison, float %958, i64 0
  %960 = shufflevector <16 x float> %959, <16 x float> poison, <16 x i32> zeroinitializer
  br label %971

961:                                              ; preds = %947
  %962 = add nsw i64 %852, 4
  %963 = mul nsw i64 %962, %55
  %964 = getelementptr inbounds float, ptr %305, i64 %963
  %965 = getelementptr inbounds float, ptr %964, i64 %785
  %966 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %965, <16 x i1> %832, <16 x float> zeroinitializer)
  store <16 x float> %966, ptr %273, align 64
  %967 = getelementptr inbounds float, ptr %964, i64 %784
  %968 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %967, <16 x i1> %833, <16 x float> zeroinitializer)
  store <16 x float> %968, ptr %275, align 64
  %969 = getelementptr inbounds float, ptr %964, i64 %783
  %970 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %969, <16 x i1> %834, <16 x float> zeroinitializer)
  br label %971

971:                                              ; preds = %961, %951
  %972 = phi <16 x float> [ %968, %961 ], [ %957, %951 ]
  %973 = phi <16 x float> [ %966, %961 ], [ %955, %951 ]
  %974 = phi <16 x float> [ %970, %961 ], [ %960, %951 ]
  store <16 x float> %974, ptr %276, align 64
  br i1 %87, label %985, label %975

975:                                              ; preds = %971
  %976 = getelementptr inbounds nuw i8, ptr %854, i64 20
  %977 = load float, ptr %976, align 4
  %978 = insertelement <16 x float> poison, float %977, i64 0
  %979 = shufflevector <16 x float> %978, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %979, ptr %277, align 64
  %980 = insertelement <16 x float> poison, float %977, i64 0
  %981 = shufflevector <16 x float> %980, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %981, ptr %278, align 64
  %982 = load float, ptr %976, align 4
  %983 = insertelement <16 x float> poison, float %982, i64 0
  %984 = shufflevector <16 x float> %983, <16 x float> poison, <16 x i32> zeroinitializer
  br label %995

985:                                              ; preds = %971
  %986 = add nsw i64 %852, 5
  %987 = mul nsw i64 %986, %55
  %988 = getelementptr inbounds float, ptr %305, i64 %987
  %989 = getelementptr inbounds float, ptr %988, i64 %785
  %990 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %989, <16 x i1> %832, <16 x float> zeroinitializer)
  store <16 x float> %990, ptr %277, align 64
  %991 = getelementptr inbounds float, ptr %988, i64 %784
  %992 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %991, <16 x i1> %833, <16 x float> zeroinitializer)
  store <16 x float> %992, ptr %279, align 64
  %993 = getelementptr inbounds float, ptr %988, i64 %783
  %994 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %993, <16 x i1> %834, <16 x float> zeroinitializer)
  br label %995

995:                                              ; preds = %985, %975
  %996 = phi <16 x float> [ %992, %985 ], [ %981, %975 ]
  %997 = phi <16 x float> [ %990, %985 ], [ %979, %975 ]
  %998 = phi <16 x float> [ %994, %985 ], [ %984, %975 ]
  store <16 x float> %998, ptr %280, align 64
  br i1 %87, label %1009, label %999

999:                                              ; preds = %995
  %1000 = getelementptr inbounds nuw i8, ptr %854, i64 24
  %1001 = load float, ptr %1000, align 4
  %1002 = insertelement <16 x float> poison, float %1001, i64 0
  %1003 = shufflevector <16 x float> %1002, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1003, ptr %281, align 64
  %1004 = insertelement <16 x float> poison, float %1001, i64 0
  %1005 = shufflevector <16 x float> %1004, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1005, ptr %282, align 64
  %1006 = load float, ptr %1000, align 4
  %1007 = insertelement <16 x float> poison, float %1006, i64 0
  %1008 = shufflevector <16 x float> %1007, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1019

1009:                                             ; preds = %995
  %1010 = add nsw i64 %852, 6
  %1011 = mul nsw i64 %1010, %55
  %1012 = getelementptr inbounds float, ptr %305, i64 %1011
  %1013 = getelementptr inbounds float, ptr %1012, i64 %785
  %1014 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1013, <16 x i1> %832, <16 x float> zeroinitializer)
  store <16 x float> %1014, ptr %281, align 64
  %1015 = getelementptr inbounds float, ptr %1012, i64 %784
  %1016 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1015, <16 x i1> %833, <16 x float> zeroinitializer)
  store <16 x float> %1016, ptr %283, align 64
  %1017 = getelementptr inbounds float, ptr %1012, i64 %783
  %1018 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1017, <16 x i1> %834, <16 x float> zeroinitializer)
  br label %1019

1019:                                             ; preds = %1009, %999
  %1020 = phi <16 x float> [ %1016, %1009 ], [ %1005, %999 ]
  %1021 = phi <16 x float> [ %1014, %1009 ], [ %1003, %999 ]
  %1022 = phi <16 x float> [ %1018, %1009 ], [ %1008, %999 ]
  store <16 x float> %1022, ptr %284, align 64
  br i1 %87, label %1033, label %1023

1023:                                             ; preds = %1019
  %1024 = getelementptr inbounds nuw i8, ptr %854, i64 28
  %1025 = load float, ptr %1024, align 4
  %1026 = insertelement <16 x float> poison, float %1025, i64 0
  %1027 = shufflevector <16 x float> %1026, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1027, ptr %285, align 64
  %1028 = insertelement <16 x float> poison, float %1025, i64 0
  %1029 = shufflevector <16 x float> %1028, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1029, ptr %286, align 64
  %1030 = load float, ptr %1024, align 4
  %1031 = insertelement <16 x float> poison, float %1030, i64 0
  %1032 = shufflevector <16 x float> %1031, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1043

1033:                                             ; preds = %1019
  %1034 = add nsw i64 %852, 7
  %1035 = mul nsw i64 %1034, %55
  %1036 = getelementptr inbounds float, ptr %305, i64 %1035
  %1037 = getelementptr inbounds float, ptr %1036, i64 %785
  %1038 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1037, <16 x i1> %832, <16 x float> zeroinitializer)
  store <16 x float> %1038, ptr %285, align 64
  %1039 = getelementptr inbounds float, ptr %1036, i64 %784
  %1040 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1039, <16 x i1> %833, <16 x float> zeroinitializer)
  store <16 x float> %1040, ptr %287, align 64
  %1041 = getelementptr inbounds float, ptr %1036, i64 %783
  %1042 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1041, <16 x i1> %834, <16 x float> zeroinitializer)
  br label %1043

1043:                                             ; preds = %1033, %1023
  %1044 = phi <16 x float> [ %1040, %1033 ], [ %1029, %1023 ]
  %1045 = phi <16 x float> [ %1038, %1033 ], [ %1027, %1023 ]
  %1046 = phi <16 x float> [ %1042, %1033 ], [ %1032, %1023 ]
  store <16 x float> %1046, ptr %288, align 64
  %1047 = mul i64 %88, %852
  %1048 = getelementptr inbounds float, ptr %41, i64 %1047
  br i1 %89, label %1050, label %856

1049:                                             ; preds = %1080
  store <16 x float> %1104, ptr %148, align 64
  store <16 x float> %1103, ptr %149, align 64
  store <16 x float> %1102, ptr %150, align 64
  store <16 x float> %1101, ptr %151, align 64
  store <16 x float> %1100, ptr %31, align 64
  store <16 x float> %1099, ptr %152, align 64
  store <16 x float> %1098, ptr %153, align 64
  store <16 x float> %1097, ptr %154, align 64
  store <16 x float> %1096, ptr %155, align 64
  store <16 x float> %1095, ptr %156, align 64
  store <16 x float> %1094, ptr %159, align 64
  store <16 x float> %1093, ptr %160, align 64
  store <16 x float> %1092, ptr %162, align 64
  store <16 x float> %1091, ptr %163, align 64
  store <16 x float> %1090, ptr %164, align 64
  store <16 x float> %1089, ptr %166, align 64
  store <16 x float> %1088, ptr %167, align 64
  store <16 x float> %1087, ptr %168, align 64
  store <16 x float> %1086, ptr %170, align 64
  store <16 x float> %1085, ptr %171, align 64
  store <16 x float> %1084, ptr %172, align 64
  store <16 x float> %1083, ptr %174, align 64
  store <16 x float> %1082, ptr %175, align 64
  store <16 x float> %1081, ptr %176, align 64
  br label %856

1050:                                             ; preds = %1043, %1080
  %1051 = phi <16 x float> [ %1081, %1080 ], [ %1046, %1043 ]
  %1052 = phi <16 x float> [ %1082, %1080 ], [ %1044, %1043 ]
  %1053 = phi <16 x float> [ %1083, %1080 ], [ %1045, %1043 ]
  %1054 = phi <16 x float> [ %1084, %1080 ], [ %1022, %1043 ]
  %1055 = phi <16 x float> [ %1085, %1080 ], [ %1020, %1043 ]
  %1056 = phi <16 x float> [ %1086, %1080 ], [ %1021, %1043 ]
  %1057 = phi <16 x float> [ %1087, %1080 ], [ %998, %1043 ]
  %1058 = phi <16 x float> [ %1088, %1080 ], [ %996, %1043 ]
  %1059 = phi <16 x float> [ %1089, %1080 ], [ %997, %1043 ]
  %1060 = phi <16 x float> [ %1090, %1080 ], [ %974, %1043 ]
  %1061 = phi <16 x float> [ %1091, %1080 ], [ %972, %1043 ]
  %1062 = phi <16 x float> [ %1092, %1080 ], [ %973, %1043 ]
  %1063 = phi <16 x float> [ %1093, %1080 ], [ %950, %1043 ]
  %1064 = phi <16 x float> [ %1094, %1080 ], [ %948, %1043 ]
  %1065 = phi <16 x float> [ %1095, %1080 ], [ %902, %1043 ]
  %1066 = phi <16 x float> [ %1096, %1080 ], [ %900, %1043 ]
  %1067 = phi <16 x float> [ %1097, %1080 ], [ %901, %1043 ]
  %1068 = phi <16 x float> [ %1098, %1080 ], [ %878, %1043 ]
  %1069 = phi <16 x float> [ %1099, %1080 ], [ %876, %1043 ]
  %1070 = phi <16 x float> [ %1100, %1080 ], [ %877, %1043 ]
  %1071 = phi <16 x float> [ %1101, %1080 ], [ %949, %1043 ]
  %1072 = phi <16 x float> [ %1102, %1080 ], [ %926, %1043 ]
  %1073 = phi <16 x float> [ %1103, %1080 ], [ %924, %1043 ]
  %1074 = phi <16 x float> [ %1104, %1080 ], [ %925, %1043 ]
  %1075 = phi i64 [ %1105, %1080 ], [ 0, %1043 ]
  %1076 = mul nsw i64 %85, %1075
  %1077 = getelementptr inbounds float, ptr %303, i64 %1076
  %1078 = mul nsw i64 %1075, %86
  %1079 = getelementptr inbounds float, ptr %1048, i64 %1078
  br i1 %90, label %1107, label %1080

1080:                                             ; preds = %1107, %1050
  %1081 = phi <16 x float> [ %1051, %1050 ], [ %1230, %1107 ]
  %1082 = phi <16 x float> [ %1052, %1050 ], [ %1229, %1107 ]
  %1083 = phi <16 x float> [ %1053, %1050 ], [ %1228, %1107 ]
  %1084 = phi <16 x float> [ %1054, %1050 ], [ %1223, %1107 ]
  %1085 = phi <16 x float> [ %1055, %1050 ], [ %1222, %1107 ]
  %1086 = phi <16 x float> [ %1056, %1050 ], [ %1221, %1107 ]
  %1087 = phi <16 x float> [ %1057, %1050 ], [ %1216, %1107 ]
  %1088 = phi <16 x float> [ %1058, %1050 ], [ %1215, %1107 ]
  %1089 = phi <16 x float> [ %1059, %1050 ], [ %1214, %1107 ]
  %1090 = phi <16 x float> [ %1060, %1050 ], [ %1209, %1107 ]
  %1091 = phi <16 x float> [ %1061, %1050 ], [ %1208, %1107 ]
  %1092 = phi <16 x float> [ %1062, %1050 ], [ %1207, %1107 ]
  %1093 = phi <16 x float> [ %1063, %1050 ], [ %1202, %1107 ]
  %1094 = phi <16 x float> [ %1064, %1050 ], [ %1201, %1107 ]
  %1095 = phi <16 x float> [ %1065, %1050 ], [ %1188, %1107 ]
  %1096 = phi <16 x float> [ %1066, %1050 ], [ %1187, %1107 ]
  %1097 = phi <16 x float> [ %1067, %1050 ], [ %1186, %1107 ]
  %1098 = phi <16 x float> [ %1068, %1050 ], [ %1181, %1107 ]
  %1099 = phi <16 x float> [ %1069, %1050 ], [ %1180, %1107 ]
  %1100 = phi <16 x float> [ %1070, %1050 ], [ %1179, %1107 ]
  %1101 = phi <16 x float> [ %1071, %1050 ], [ %1200, %1107 ]
  %1102 = phi <16 x float> [ %1072, %1050 ], [ %1195, %1107 ]
  %1103 = phi <16 x float> [ %1073, %1050 ], [ %1194, %1107 ]
  %1104 = phi <16 x float> [ %1074, %1050 ], [ %1193, %1107 ]
  %1105 = add nuw nsw i64 %1075, 1
  %1106 = icmp eq i64 %1105, %54
  br i1 %1106, label %1049, label %1050

1107:                                             ; preds = %1050, %1107
  %1108 = phi <16 x float> [ %1230, %1107 ], [ %1051, %1050 ]
  %1109 = phi <16 x float> [ %1229, %1107 ], [ %1052, %1050 ]
  %1110 = phi <16 x float> [ %1228, %1107 ], [ %1053, %1050 ]
  %1111 = phi <16 x float> [ %1223, %1107 ], [ %1054, %1050 ]
  %1112 = phi <16 x float> [ %1222, %1107 ], [ %1055, %1050 ]
  %1113 = phi <16 x float> [ %1221, %1107 ], [ %1056, %1050 ]
  %1114 = phi <16 x float> [ %1216, %1107 ], [ %1057, %1050 ]
  %1115 = phi <16 x float> [ %1215, %1107 ], [ %1058, %1050 ]
  %1116 = phi <16 x float> [ %1214, %1107 ], [ %1059, %1050 ]
  %1117 = phi <16 x float> [ %1209, %1107 ], [ %1060, %1050 ]
  %1118 = phi <16 x float> [ %1208, %1107 ], [ %1061, %1050 ]
  %1119 = phi <16 x float> [ %1207, %1107 ], [ %1062, %1050 ]
  %1120 = phi <16 x float> [ %1202, %1107 ], [ %1063, %1050 ]
  %1121 = phi <16 x float> [ %1201, %1107 ], [ %1064, %1050 ]
  %1122 = phi <16 x float> [ %1188, %1107 ], [ %1065, %1050 ]
  %1123 = phi <16 x float> [ %1187, %1107 ], [ %1066, %1050 ]
  %1124 = phi <16 x float> [ %1186, %1107 ], [ %1067, %1050 ]
  %1125 = phi <16 x float> [ %1181, %1107 ], [ %1068, %1050 ]
  %1126 = phi <16 x float> [ %1180, %1107 ], [ %1069, %1050 ]
  %1127 = phi <16 x float> [ %1179, %1107 ], [ %1070, %1050 ]
  %1128 = phi <16 x float> [ %1200, %1107 ], [ %1071, %1050 ]
  %1129 = phi <16 x float> [ %1195, %1107 ], [ %1072, %1050 ]
  %1130 = phi <16 x float> [ %1194, %1107 ], [ %1073, %1050 ]
  %1131 = phi <16 x float> [ %1193, %1107 ], [ %1074, %1050 ]
  %1132 = phi i64 [ %1231, %1107 ], [ 0, %1050 ]
  %1133 = getelementptr inbounds nuw [3 x i64], ptr %35, i64 %1132
  %1134 = getelementptr inbounds nuw [3 x i32], ptr %36, i64 %1132
  %1135 = load i64, ptr %1133, align 8
  %1136 = getelementptr inbounds float, ptr %1077, i64 %1135
  %1137 = load i32, ptr %1134, align 4
  %1138 = trunc i32 %1137 to i16
  %1139 = bitcast i16 %1138 to <16 x i1>
  %1140 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1136, <16 x i1> %1139, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1141 = lshr i32 %1137, 16
  %1142 = trunc nuw i32 %1141 to i16
  %1143 = getelementptr inbounds nuw i8, ptr %1136, i64 64
  %1144 = bitcast i16 %1142 to <16 x i1>
  %1145 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1143, <16 x i1> %1144, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1146 = shufflevector <16 x float> %1140, <16 x float> %1145, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1147 = getelementptr inbounds nuw i8, ptr %1133, i64 8
  %1148 = load i64, ptr %1147, align 8
  %1149 = getelementptr inbounds float, ptr %1077, i64 %1148
  %1150 = getelementptr inbounds nuw i8, ptr %1134, i64 4
  %1151 = load i32, ptr %1150, align 4
  %1152 = trunc i32 %1151 to i16
  %1153 = bitcast i16 %1152 to <16 x i1>
  %1154 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1149, <16 x i1> %1153, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1155 = lshr i32 %1151, 16
  %1156 = trunc nuw i32 %1155 to i16
  %1157 = getelementptr inbounds nuw i8, ptr %1149, i64 64
  %1158 = bitcast i16 %1156 to <16 x i1>
  %1159 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1157, <16 x i1> %1158, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1160 = shufflevector <16 x float> %1154, <16 x float> %1159, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1161 = getelementptr inbounds nuw i8, ptr %1133, i64 16
  %1162 = load i64, ptr %1161, align 8
  %1163 = getelementptr inbounds float, ptr %1077, i64 %1162
  %1164 = getelementptr inbounds nuw i8, ptr %1134, i64 8
  %1165 = load i32, ptr %1164, align 4
  %1166 = trunc i32 %1165 to i16
  %1167 = bitcast i16 %1166 to <16 x i1>
  %1168 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1163, <16 x i1> %1167, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1169 = lshr i32 %1165, 16
  %1170 = trunc nuw i32 %1169 to i16
  %1171 = getelementptr inbounds nuw i8, ptr %1163, i64 64
  %1172 = bitcast i16 %1170 to <16 x i1>
  %1173 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1171, <16 x i1> %1172, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1174 = shufflevector <16 x float> %1168, <16 x float> %1173, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1175 = getelementptr float, ptr %1079, i64 %1132
  %1176 = load float, ptr %1175, align 4
  %1177 = insertelement <16 x float> poison, float %1176, i64 0
  %1178 = shufflevector <16 x float> %1177, <16 x float> poison, <16 x i32> zeroinitializer
  %1179 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1146, <16 x float> %1178, <16 x float> %1127)
  %1180 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1160, <16 x float> %1178, <16 x float> %1126)
  %1181 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1174, <16 x float> %1178, <16 x float> %1125)
  %1182 = getelementptr float, ptr %1175, i64 %88
  %1183 = load float, ptr %1182, align 4
  %1184 = insertelement <16 x float> poison, float %1183, i64 0
  %1185 = shufflevector <16 x float> %1184, <16 x float> poison, <16 x i32> zeroinitializer
  %1186 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1146, <16 x float> %1185, <16 x float> %1124)
  %1187 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1160, <16 x float> %1185, <16 x float> %1123)
  %1188 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1174, <16 x float> %1185, <16 x float> %1122)
  %1189 = getelementptr i8, ptr %1175, i64 %157
  %1190 = load float, ptr %1189, align 4
  %1191 = insertelement <16 x float> poison, float %1190, i64 0
  %1192 = shufflevector <16 x float> %1191, <16 x float> poison, <16 x i32> zeroinitializer
  %1193 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1146, <16 x float> %1192, <16 x float> %1131)
  %1194 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1160, <16 x float> %1192, <16 x float> %1130)
  %1195 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1174, <16 x float> %1192, <16 x float> %1129)
  %1196 = getelementptr i8, ptr %1175, i64 %158
  %1197 = load float, ptr %1196, align 4
  %1198 = insertelement <16 x float> poison, float %1197, i64 0
  %1199 = shufflevector <16 x float> %1198, <16 x float> poison, <16 x i32> zeroinitializer
  %1200 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1146, <16 x float> %1199, <16 x float> %1128)
  %1201 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1160, <16 x float> %1199, <16 x float> %1121)
  %1202 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1174, <16 x float> %1199, <16 x float> %1120)
  %1203 = getelementptr i8, ptr %1175, i64 %161
  %1204 = load float, ptr %1203, align 4
  %1205 = insertelement <16 x float> poison, float %1204, i64 0
  %1206 = shufflevector <16 x float> %1205, <16 x float> poison, <16 x i32> zeroinitializer
  %1207 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1146, <16 x float> %1206, <16 x float> %1119)
  %1208 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1160, <16 x float> %1206, <16 x float> %1118)
  %1209 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1174, <16 x float> %1206, <16 x float> %1117)
  %1210 = getelementptr i8, ptr %1175, i64 %165
  %1211 = load float, ptr %1210, align 4
  %1212 = insertelement <16 x float> poison, float %1211, i64 0
  %1213 = shufflevector <16 x float> %1212, <16 x float> poison, <16 x i32> zeroinitializer
  %1214 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1146, <16 x float> %1213, <16 x float> %1116)
  %1215 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1160, <16 x float> %1213, <16 x float> %1115)
  %1216 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1174, <16 x float> %1213, <16 x float> %1114)
  %1217 = getelementptr i8, ptr %1175, i64 %169
  %1218 = load float, ptr %1217, align 4
  %1219 = insertelement <16 x float> poison, float %1218, i64 0
  %1220 = shufflevector <16 x float> %1219, <16 x float> poison, <16 x i32> zeroinitializer
  %1221 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1146, <16 x float> %1220, <16 x float> %1113)
  %1222 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1160, <16 x float> %1220, <16 x float> %1112)
  %1223 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1174, <16 x float> %1220, <16 x float> %1111)
  %1224 = getelementptr i8, ptr %1175, i64 %173
  %1225 = load float, ptr %1224, align 4
  %1226 = insertelement <16 x float> poison, float %1225, i64 0
  %1227 = shufflevector <16 x float> %1226, <16 x float> poison, <16 x i32> zeroinitializer
  %1228 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1146, <16 x float> %1227, <16 x float> %1110)
  %1229 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1160, <16 x float> %1227, <16 x float> %1109)
  %1230 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1174, <16 x float> %1227, <16 x float> %1108)
  %1231 = add nuw nsw i64 %1132, 1
  %1232 = icmp eq i64 %1231, %86
  br i1 %1232, label %1080, label %1107

1233:                                             ; preds = %856, %1437
  %1234 = phi i64 [ %1438, %1437 ], [ 0, %856 ]
  %1235 = icmp sgt i64 %853, %1234
  br i1 %1235, label %1437, label %1236

1236:                                             ; preds = %1233
  %1237 = add nsw i64 %852, %1234
  %1238 = mul nsw i64 %1237, %55
  %1239 = getelementptr inbounds nuw [3 x <16 x float>], ptr %31, i64 %1234
  %1240 = add nsw i64 %785, %1238
  %1241 = getelementptr inbounds float, ptr %310, i64 %1240
  %1242 = load <16 x float>, ptr %1239, align 64
  br i1 %91, label %1426, label %1243

1243:                                             ; preds = %1236
  %1244 = getelementptr inbounds float, ptr %308, i64 %1240
  switch i64 %177, label %1262 [
    i64 1, label %1245
    i64 2, label %1248
    i64 3, label %1255
    i64 0, label %1302
  ]

1245:                                             ; preds = %1243
  %1246 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1244, <16 x i1> %835, <16 x float> zeroinitializer)
  %1247 = fadd <16 x float> %1242, %1246
  br label %1264

1248:                                             ; preds = %1243
  %1249 = bitcast <16 x float> %1242 to <8 x i64>
  %1250 = or <8 x i64> %1249, %93
  %1251 = fcmp oeq <16 x float> %1242, %53
  %1252 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1242, i32 4)
  %1253 = bitcast <8 x i64> %1250 to <16 x float>
  %1254 = select <16 x i1> %1251, <16 x float> %1253, <16 x float> %1252
  br label %1264

1255:                                             ; preds = %1243
  %1256 = bitcast <16 x float> %1242 to <8 x i64>
  %1257 = and <8 x i64> %1256, %92
  %1258 = fcmp oeq <16 x float> %1242, %50
  %1259 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1242, i32 4)
  %1260 = bitcast <8 x i64> %1257 to <16 x float>
  %1261 = select <16 x i1> %1258, <16 x float> %1260, <16 x float> %1259
  br label %1264

1262:                                             ; preds = %1243
  unreachable

1263:                                             ; preds = %1973, %1954, %1930, %1911, %1892, %1868, %1849, %1830, %1811, %1407, %1388, %1364, %1345, %1326, %1302, %1283, %1264
  unreachable

1264:                                             ; preds = %1255, %1248, %1245
  %1265 = phi <16 x float> [ %1247, %1245 ], [ %1254, %1248 ], [ %1261, %1255 ]
  switch i64 %179, label %1263 [
    i64 1, label %1280
    i64 2, label %1273
    i64 3, label %1266
    i64 0, label %1302
  ]

1266:                                             ; preds = %1264
  %1267 = bitcast <16 x float> %1265 to <8 x i64>
  %1268 = and <8 x i64> %1267, %92
  %1269 = fcmp oeq <16 x float> %1265, %50
  %1270 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1265, i32 4)
  %1271 = bitcast <8 x i64> %1268 to <16 x float>
  %1272 = select <16 x i1> %1269, <16 x float> %1271, <16 x float> %1270
  br label %1283

1273:                                             ; preds = %1264
  %1274 = bitcast <16 x float> %1265 to <8 x i64>
  %1275 = or <8 x i64> %1274, %93
  %1276 = fcmp oeq <16 x float> %1265, %53
  %1277 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1265, i32 4)
  %1278 = bitcast <8 x i64> %1275 to <16 x float>
  %1279 = select <16 x i1> %1276, <16 x float> %1278, <16 x float> %1277
  br label %1283

1280:                                             ; preds = %1264
  %1281 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1244, <16 x i1> %835, <16 x float> zeroinitializer)
  %1282 = fadd <16 x float> %1265, %1281
  br label %1283

1283:                                             ; preds = %1280, %1273, %1266
  %1284 = phi <16 x float> [ %1282, %1280 ], [ %1279, %1273 ], [ %1272, %1266 ]
  switch i64 %181, label %1263 [
    i64 1, label %1299
    i64 2, label %1292
    i64 3, label %1285
    i64 0, label %1302
  ]

1285:                                             ; preds = %1283
  %1286 = bitcast <16 x float> %1284 to <8 x i64>
  %1287 = and <8 x i64> %1286, %92
  %1288 = fcmp oeq <16 x float> %1284, %50
  %1289 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1284, i32 4)
  %1290 = bitcast <8 x i64> %1287 to <16 x float>
  %1291 = select <16 x i1> %1288, <16 x float> %1290, <16 x float> %1289
  br label %1302

1292:                                             ; preds = %1283
  %1293 = bitcast <16 x float> %1284 to <8 x i64>
  %1294 = or <8 x i64> %1293, %93
  %1295 = fcmp oeq <16 x float> %1284, %53
  %1296 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1284, i32 4)
  %1297 = bitcast <8 x i64> %1294 to <16 x float>
  %1298 = select <16 x i1> %1295, <16 x float> %1297, <16 x float> %1296
  br label %1302

1299:                                             ; preds = %1283
  %1300 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1244, <16 x i1> %835, <16 x float> zeroinitializer)
  %1301 = fadd <16 x float> %1284, %1300
  br label %1302

1302:                                             ; preds = %1243, %1264, %1283, %1299, %1292, %1285
  %1303 = phi <16 x float> [ %1291, %1285 ], [ %1298, %1292 ], [ %1301, %1299 ], [ %1265, %1264 ], [ %1284, %1283 ], [ %1242, %1243 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1303, ptr align 1 %1241, <16 x i1> %835)
  %1304 = add nsw i64 %784, %1238
  %1305 = getelementptr inbounds float, ptr %310, i64 %1304
  %1306 = getelementptr inbounds nuw i8, ptr %1239, i64 64
  %1307 = load <16 x float>, ptr %1306, align 64
  %1308 = getelementptr inbounds float, ptr %308, i64 %1304
  switch i64 %182, label %1263 [
    i64 1, label %1323
    i64 2, label %1316
    i64 3, label %1309
    i64 0, label %1364
  ]

1309:                                             ; preds = %1302
  %1310 = bitcast <16 x float> %1307 to <8 x i64>
  %1311 = and <8 x i64> %1310, %92
  %1312 = fcmp oeq <16 x float> %1307, %50
  %1313 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1307, i32 4)
  %1314 = bitcast <8 x i64> %1311 to <16 x float>
  %1315 = select <16 x i1> %1312, <16 x float> %1314, <16 x float> %1313
  br label %1326

1316:                                             ; preds = %1302
  %1317 = bitcast <16 x float> %1307 to <8 x i64>
  %1318 = or <8 x i64> %1317, %93
  %1319 = fcmp oeq <16 x float> %1307, %53
  %1320 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1307, i32 4)
  %1321 = bitcast <8 x i64> %1318 to <16 x float>
  %1322 = select <16 x i1> %1319, <16 x float> %1321, <16 x float> %1320
  br label %1326

1323:                                             ; preds = %1302
  %1324 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1308, <16 x i1> %836, <16 x float> zeroinitializer)
  %1325 = fadd <16 x float> %1307, %1324
  br label %1326

1326:                                             ; preds = %1323, %1316, %1309
  %1327 = phi <16 x float> [ %1325, %1323 ], [ %1322, %1316 ], [ %1315, %1309 ]
  switch i64 %184, label %1263 [
    i64 1, label %1342
    i64 2, label %1335
    i64 3, label %1328
    i64 0, label %1364
  ]

1328:                                             ; preds = %1326
  %1329 = bitcast <16 x float> %1327 to <8 x i64>
  %1330 = and <8 x i64> %1329, %92
  %1331 = fcmp oeq <16 x float> %1327, %50
  %1332 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1327, i32 4)
  %1333 = bitcast <8 x i64> %1330 to <16 x float>
  %1334 = select <16 x i1> %1331, <16 x float> %1333, <16 x float> %1332
  br label %1345

1335:                                             ; preds = %1326
  %1336 = bitcast <16 x float> %1327 to <8 x i64>
  %1337 = or <8 x i64> %1336, %93
  %1338 = fcmp oeq <16 x float> %1327, %53
  %1339 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1327, i32 4)
  %1340 = bitcast <8 x i64> %1337 to <16 x float>
  %1341 = select <16 x i1> %1338, <16 x float> %1340, <16 x float> %1339
  br label %1345

1342:                                             ; preds = %1326
  %1343 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1308, <16 x i1> %836, <16 x float> zeroinitializer)
  %1344 = fadd <16 x float> %1327, %1343
  br label %1345

1345:                                             ; preds = %1342, %1335, %1328
  %1346 = phi <16 x float> [ %1344, %1342 ], [ %1341, %1335 ], [ %1334, %1328 ]
  switch i64 %186, label %1263 [
    i64 1, label %1361
    i64 2, label %1354
    i64 3, label %1347
    i64 0, label %1364
  ]

1347:                                             ; preds = %1345
  %1348 = bitcast <16 x float> %1346 to <8 x i64>
  %1349 = and <8 x i64> %1348, %92
  %1350 = fcmp oeq <16 x float> %1346, %50
  %1351 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1346, i32 4)
  %1352 = bitcast <8 x i64> %1349 to <16 x float>
  %1353 = select <16 x i1> %1350, <16 x float> %1352, <16 x float> %1351
  br label %1364

1354:                                             ; preds = %1345
  %1355 = bitcast <16 x float> %1346 to <8 x i64>
  %1356 = or <8 x i64> %1355, %93
  %1357 = fcmp oeq <16 x float> %1346, %53
  %1358 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1346, i32 4)
  %1359 = bitcast <8 x i64> %1356 to <16 x float>
  %1360 = select <16 x i1> %1357, <16 x float> %1359, <16 x float> %1358
  br label %1364

1361:                                             ; preds = %1345
  %1362 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1308, <16 x i1> %836, <16 x float> zeroinitializer)
  %1363 = fadd <16 x float> %1346, %1362
  br label %1364

1364:                                             ; preds = %1302, %1326, %1345, %1361, %1354, %1347
  %1365 = phi <16 x float> [ %1353, %1347 ], [ %1360, %1354 ], [ %1363, %1361 ], [ %1327, %1326 ], [ %1346, %1345 ], [ %1307, %1302 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1365, ptr align 1 %1305, <16 x i1> %836)
  %1366 = add nsw i64 %783, %1238
  %1367 = getelementptr inbounds float, ptr %310, i64 %1366
  %1368 = getelementptr inbounds nuw i8, ptr %1239, i64 128
  %1369 = load <16 x float>, ptr %1368, align 64
  %1370 = getelementptr inbounds float, ptr %308, i64 %1366
  switch i64 %187, label %1263 [
    i64 1, label %1385
    i64 2, label %1378
    i64 3, label %1371
    i64 0, label %1433
  ]

1371:                                             ; preds = %1364
  %1372 = bitcast <16 x float> %1369 to <8 x i64>
  %1373 = and <8 x i64> %1372, %92
  %1374 = fcmp oeq <16 x float> %1369, %50
  %1375 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1369, i32 4)
  %1376 = bitcast <8 x i64> %1373 to <16 x float>
  %1377 = select <16 x i1> %1374, <16 x float> %1376, <16 x float> %1375
  br label %1388

1378:                                             ; preds = %1364
  %1379 = bitcast <16 x float> %1369 to <8 x i64>
  %1380 = or <8 x i64> %1379, %93
  %1381 = fcmp oeq <16 x float> %1369, %53
  %1382 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1369, i32 4)
  %1383 = bitcast <8 x i64> %1380 to <16 x float>
  %1384 = select <16 x i1> %1381, <16 x float> %1383, <16 x float> %1382
  br label %1388

1385:                                             ; preds = %1364
  %1386 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1370, <16 x i1> %837, <16 x float> zeroinitializer)
  %1387 = fadd <16 x float> %1369, %1386
  br label %1388

1388:                                             ; preds = %1385, %1378, %1371
  %1389 = phi <16 x float> [ %1387, %1385 ], [ %1384, %1378 ], [ %1377, %1371 ]
  switch i64 %189, label %1263 [
    i64 1, label %1404
    i64 2, label %1397
    i64 3, label %1390
    i64 0, label %1433
  ]

1390:                                             ; preds = %1388
  %1391 = bitcast <16 x float> %1389 to <8 x i64>
  %1392 = and <8 x i64> %1391, %92
  %1393 = fcmp oeq <16 x float> %1389, %50
  %1394 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1389, i32 4)
  %1395 = bitcast <8 x i64> %1392 to <16 x float>
  %1396 = select <16 x i1> %1393, <16 x float> %1395, <16 x float> %1394
  br label %1407

1397:                                             ; preds = %1388
  %1398 = bitcast <16 x float> %1389 to <8 x i64>
  %1399 = or <8 x i64> %1398, %93
  %1400 = fcmp oeq <16 x float> %1389, %53
  %1401 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1389, i32 4)
  %1402 = bitcast <8 x i64> %1399 to <16 x float>
  %1403 = select <16 x i1> %1400, <16 x float> %1402, <16 x float> %1401
  br label %1407

1404:                                             ; preds = %1388
  %1405 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1370, <16 x i1> %837, <16 x float> zeroinitializer)
  %1406 = fadd <16 x float> %1389, %1405
  br label %1407

1407:                                             ; preds = %1404, %1397, %1390
  %1408 = phi <16 x float> [ %1406, %1404 ], [ %1403, %1397 ], [ %1396, %1390 ]
  switch i64 %191, label %1263 [
    i64 1, label %1423
    i64 2, label %1416
    i64 3, label %1409
    i64 0, label %1433
  ]

1409:                                             ; preds = %1407
  %1410 = bitcast <16 x float> %1408 to <8 x i64>
  %1411 = and <8 x i64> %1410, %92
  %1412 = fcmp oeq <16 x float> %1408, %50
  %1413 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1408, i32 4)
  %1414 = bitcast <8 x i64> %1411 to <16 x float>
  %1415 = select <16 x i1> %1412, <16 x float> %1414, <16 x float> %1413
  br label %1433

1416:                                             ; preds = %1407
  %1417 = bitcast <16 x float> %1408 to <8 x i64>
  %1418 = or <8 x i64> %1417, %93
  %1419 = fcmp oeq <16 x float> %1408, %53
  %1420 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1408, i32 4)
  %1421 = bitcast <8 x i64> %1418 to <16 x float>
  %1422 = select <16 x i1> %1419, <16 x float> %1421, <16 x float> %1420
  br label %1433

1423:                                             ; preds = %1407
  %1424 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1370, <16 x i1> %837, <16 x float> zeroinitializer)
  %1425 = fadd <16 x float> %1408, %1424
  br label %1433

1426:                                             ; preds = %1236
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1242, ptr align 1 %1241, <16 x i1> %838)
  %1427 = getelementptr float, ptr %843, i64 %1238
  %1428 = getelementptr inbounds nuw i8, ptr %1239, i64 64
  %1429 = load <16 x float>, ptr %1428, align 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1429, ptr align 1 %1427, <16 x i1> %839)
  %1430 = getelementptr float, ptr %844, i64 %1238
  %1431 = getelementptr inbounds nuw i8, ptr %1239, i64 128
  %1432 = load <16 x float>, ptr %1431, align 64
  br label %1433

1433:                                             ; preds = %1364, %1388, %1407, %1423, %1416, %1409, %1426
  %1434 = phi ptr [ %1430, %1426 ], [ %1367, %1409 ], [ %1367, %1416 ], [ %1367, %1423 ], [ %1367, %1407 ], [ %1367, %1388 ], [ %1367, %1364 ]
  %1435 = phi <16 x i1> [ %840, %1426 ], [ %837, %1409 ], [ %837, %1416 ], [ %837, %1423 ], [ %837, %1407 ], [ %837, %1388 ], [ %837, %1364 ]
  %1436 = phi <16 x float> [ %1432, %1426 ], [ %1415, %1409 ], [ %1422, %1416 ], [ %1425, %1423 ], [ %1408, %1407 ], [ %1389, %1388 ], [ %1369, %1364 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1436, ptr align 1 %1434, <16 x i1> %1435)
  br label %1437

1437:                                             ; preds = %1433, %1233
  %1438 = add nuw nsw i64 %1234, 1
  %1439 = icmp eq i64 %1438, 8
  br i1 %1439, label %1440, label %1233

1440:                                             ; preds = %1437
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %2007

1441:                                             ; preds = %848
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  br i1 %87, label %1452, label %1443

1442:                                             ; preds = %1635, %1629
  br label %1801

1443:                                             ; preds = %1441
  %1444 = load float, ptr %854, align 4
  %1445 = insertelement <16 x float> poison, float %1444, i64 0
  %1446 = shufflevector <16 x float> %1445, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1446, ptr %32, align 64
  %1447 = insertelement <16 x float> poison, float %1444, i64 0
  %1448 = shufflevector <16 x float> %1447, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1448, ptr %227, align 64
  %1449 = load float, ptr %854, align 4
  %1450 = insertelement <16 x float> poison, float %1449, i64 0
  %1451 = shufflevector <16 x float> %1450, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1461

1452:                                             ; preds = %1441
  %1453 = mul nsw i64 %852, %55
  %1454 = getelementptr inbounds float, ptr %305, i64 %1453
  %1455 = getelementptr inbounds float, ptr %1454, i64 %785
  %1456 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1455, <16 x i1> %805, <16 x float> zeroinitializer)
  store <16 x float> %1456, ptr %32, align 64
  %1457 = getelementptr inbounds float, ptr %1454, i64 %784
  %1458 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1457, <16 x i1> %806, <16 x float> zeroinitializer)
  store <16 x float> %1458, ptr %228, align 64
  %1459 = getelementptr inbounds float, ptr %1454, i64 %783
  %1460 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1459, <16 x i1> %807, <16 x float> zeroinitializer)
  br label %1461

1461:                                             ; preds = %1452, %1443
  %1462 = phi <16 x float> [ %1458, %1452 ], [ %1448, %1443 ]
  %1463 = phi <16 x float> [ %1456, %1452 ], [ %1446, %1443 ]
  %1464 = phi <16 x float> [ %1460, %1452 ], [ %1451, %1443 ]
  store <16 x float> %1464, ptr %229, align 64
  br i1 %87, label %1475, label %1465

1465:                                             ; preds = %1461
  %1466 = getelementptr inbounds nuw i8, ptr %854, i64 4
  %1467 = load float, ptr %1466, align 4
  %1468 = insertelement <16 x float> poison, float %1467, i64 0
  %1469 = shufflevector <16 x float> %1468, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1469, ptr %230, align 64
  %1470 = insertelement <16 x float> poison, float %1467, i64 0
  %1471 = shufflevector <16 x float> %1470, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1471, ptr %231, align 64
  %1472 = load float, ptr %1466, align 4
  %1473 = insertelement <16 x float> poison, float %1472, i64 0
  %1474 = shufflevector <16 x float> %1473, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1485

1475:                                             ; preds = %1461
  %1476 = add nsw i64 %852, 1
  %1477 = mul nsw i64 %1476, %55
  %1478 = getelementptr inbounds float, ptr %305, i64 %1477
  %1479 = getelementptr inbounds float, ptr %1478, i64 %785
  %1480 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1479, <16 x i1> %805, <16 x float> zeroinitializer)
  store <16 x float> %1480, ptr %230, align 64
  %1481 = getelementptr inbounds float, ptr %1478, i64 %784
  %1482 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1481, <16 x i1> %806, <16 x float> zeroinitializer)
  store <16 x float> %1482, ptr %232, align 64
  %1483 = getelementptr inbounds float, ptr %1478, i64 %783
  %1484 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1483, <16 x i1> %807, <16 x float> zeroinitializer)
  br label %1485

1485:                                             ; preds = %1475, %1465
  %1486 = phi <16 x float> [ %1482, %1475 ], [ %1471, %1465 ]
  %1487 = phi <16 x float> [ %1480, %1475 ], [ %1469, %1465 ]
  %1488 = phi <16 x float> [ %1484, %1475 ], [ %1474, %1465 ]
  store <16 x float> %1488, ptr %233, align 64
  br i1 %87, label %1499, label %1489

1489:                                             ; preds = %1485
  %1490 = getelementptr inbounds nuw i8, ptr %854, i64 8
  %1491 = load float, ptr %1490, align 4
  %1492 = insertelement <16 x float> poison, float %1491, i64 0
  %1493 = shufflevector <16 x float> %1492, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1493, ptr %234, align 64
  %1494 = insertelement <16 x float> poison, float %1491, i64 0
  %1495 = shufflevector <16 x float> %1494, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1495, ptr %235, align 64
  %1496 = load float, ptr %1490, align 4
  %1497 = insertelement <16 x float> poison, float %1496, i64 0
  %1498 = shufflevector <16 x float> %1497, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1509

1499:                                             ; preds = %1485
  %1500 = add nsw i64 %852, 2
  %1501 = mul nsw i64 %1500, %55
  %1502 = getelementptr inbounds float, ptr %305, i64 %1501
  %1503 = getelementptr inbounds float, ptr %1502, i64 %785
  %1504 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1503, <16 x i1> %805, <16 x float> zeroinitializer)
  store <16 x float> %1504, ptr %234, align 64
  %1505 = getelementptr inbounds float, ptr %1502, i64 %784
  %1506 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1505, <16 x i1> %806, <16 x float> zeroinitializer)
  store <16 x float> %1506, ptr %236, align 64
  %1507 = getelementptr inbounds float, ptr %1502, i64 %783
  %1508 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1507, <16 x i1> %807, <16 x float> zeroinitializer)
  br label %1509

1509:                                             ; preds = %1499, %1489
  %1510 = phi <16 x float> [ %1506, %1499 ], [ %1495, %1489 ]
  %1511 = phi <16 x float> [ %1504, %1499 ], [ %1493, %1489 ]
  %1512 = phi <16 x float> [ %1508, %1499 ], [ %1498, %1489 ]
  store <16 x float> %1512, ptr %237, align 64
  br i1 %87, label %1523, label %1513

1513:                                             ; preds = %1509
  %1514 = getelementptr inbounds nuw i8, ptr %854, i64 12
  %1515 = load float, ptr %1514, align 4
  %1516 = insertelement <16 x float> poison, float %1515, i64 0
  %1517 = shufflevector <16 x float> %1516, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1517, ptr %238, align 64
  %1518 = insertelement <16 x float> poison, float %1515, i64 0
  %1519 = shufflevector <16 x float> %1518, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1519, ptr %239, align 64
  %1520 = load float, ptr %1514, align 4
  %1521 = insertelement <16 x float> poison, float %1520, i64 0
  %1522 = shufflevector <16 x float> %1521, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1533

1523:                                             ; preds = %1509
  %1524 = add nsw i64 %852, 3
  %1525 = mul nsw i64 %1524, %55
  %1526 = getelementptr inbounds float, ptr %305, i64 %1525
  %1527 = getelementptr inbounds float, ptr %1526, i64 %785
  %1528 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1527, <16 x i1> %805, <16 x float> zeroinitializer)
  store <16 x float> %1528, ptr %238, align 64
  %1529 = getelementptr inbounds float, ptr %1526, i64 %784
  %1530 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1529, <16 x i1> %806, <16 x float> zeroinitializer)
  store <16 x float> %1530, ptr %240, align 64
  %1531 = getelementptr inbounds float, ptr %1526, i64 %783
  %1532 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1531, <16 x i1> %807, <16 x float> zeroinitializer)
  br label %1533

1533:                                             ; preds = %1523, %1513
  %1534 = phi <16 x float> [ %1530, %1523 ], [ %1519, %1513 ]
  %1535 = phi <16 x float> [ %1528, %1523 ], [ %1517, %1513 ]
  %1536 = phi <16 x float> [ %1532, %1523 ], [ %1522, %1513 ]
  store <16 x float> %1536, ptr %241, align 64
  br i1 %87, label %1547, label %1537

1537:                                             ; preds = %1533
  %1538 = getelementptr inbounds nuw i8, ptr %854, i64 16
  %1539 = load float, ptr %1538, align 4
  %1540 = insertelement <16 x float> poison, float %1539, i64 0
  %1541 = shufflevector <16 x float> %1540, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1541, ptr %242, align 64
  %1542 = insertelement <16 x float> poison, float %1539, i64 0
  %1543 = shufflevector <16 x float> %1542, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1543, ptr %243, align 64
  %1544 = load float, ptr %1538, align 4
  %1545 = insertelement <16 x float> poison, float %1544, i64 0
  %1546 = shufflevector <16 x float> %1545, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1557

1547:                                             ; preds = %1533
  %1548 = add nsw i64 %852, 4
  %1549 = mul nsw i64 %1548, %55
  %1550 = getelementptr inbounds float, ptr %305, i64 %1549
  %1551 = getelementptr inbounds float, ptr %1550, i64 %785
  %1552 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1551, <16 x i1> %805, <16 x float> zeroinitializer)
  store <16 x float> %1552, ptr %242, align 64
  %1553 = getelementptr inbounds float, ptr %1550, i64 %784
  %1554 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1553, <16 x i1> %806, <16 x float> zeroinitializer)
  store <16 x float> %1554, ptr %244, align 64
  %1555 = getelementptr inbounds float, ptr %1550, i64 %783
  %1556 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1555, <16 x i1> %807, <16 x float> zeroinitializer)
  br label %1557

1557:                                             ; preds = %1547, %1537
  %1558 = phi <16 x float> [ %1554, %1547 ], [ %1543, %1537 ]
  %1559 = phi <16 x float> [ %1552, %1547 ], [ %1541, %1537 ]
  %1560 = phi <16 x float> [ %1556, %1547 ], [ %1546, %1537 ]
  store <16 x float> %1560, ptr %245, align 64
  br i1 %87, label %1571, label %1561

1561:                                             ; preds = %1557
  %1562 = getelementptr inbounds nuw i8, ptr %854, i64 20
  %1563 = load float, ptr %1562, align 4
  %1564 = insertelement <16 x float> poison, float %1563, i64 0
  %1565 = shufflevector <16 x float> %1564, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1565, ptr %246, align 64
  %1566 = insertelement <16 x float> poison, float %1563, i64 0
  %1567 = shufflevector <16 x float> %1566, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1567, ptr %247, align 64
  %1568 = load float, ptr %1562, align 4
  %1569 = insertelement <16 x float> poison, float %1568, i64 0
  %1570 = shufflevector <16 x float> %1569, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1581

1571:                                             ; preds = %1557
  %1572 = add nsw i64 %852, 5
  %1573 = mul nsw i64 %1572, %55
  %1574 = getelementptr inbounds float, ptr %305, i64 %1573
  %1575 = getelementptr inbounds float, ptr %1574, i64 %785
  %1576 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1575, <16 x i1> %805, <16 x float> zeroinitializer)
  store <16 x float> %1576, ptr %246, align 64
  %1577 = getelementptr inbounds float, ptr %1574, i64 %784
  %1578 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1577, <16 x i1> %806, <16 x float> zeroinitializer)
  store <16 x float> %1578, ptr %248, align 64
  %1579 = getelementptr inbounds float, ptr %1574, i64 %783
  %1580 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1579, <16 x i1> %807, <16 x float> zeroinitializer)
  br label %1581

1581:                                             ; preds = %1571, %1561
  %1582 = phi <16 x float> [ %1578, %1571 ], [ %1567, %1561 ]
  %1583 = phi <16 x float> [ %1576, %1571 ], [ %1565, %1561 ]
  %1584 = phi <16 x float> [ %1580, %1571 ], [ %1570, %1561 ]
  store <16 x float> %1584, ptr %249, align 64
  br i1 %87, label %1595, label %1585

1585:                                             ; preds = %1581
  %1586 = getelementptr inbounds nuw i8, ptr %854, i64 24
  %1587 = load float, ptr %1586, align 4
  %1588 = insertelement <16 x float> poison, float %1587, i64 0
  %1589 = shufflevector <16 x float> %1588, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1589, ptr %250, align 64
  %1590 = insertelement <16 x float> poison, float %1587, i64 0
  %1591 = shufflevector <16 x float> %1590, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1591, ptr %251, align 64
  %1592 = load float, ptr %1586, align 4
  %1593 = insertelement <16 x float> poison, float %1592, i64 0
  %1594 = shufflevector <16 x float> %1593, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1605

1595:                                             ; preds = %1581
  %1596 = add nsw i64 %852, 6
  %1597 = mul nsw i64 %1596, %55
  %1598 = getelementptr inbounds float, ptr %305, i64 %1597
  %1599 = getelementptr inbounds float, ptr %1598, i64 %785
  %1600 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1599, <16 x i1> %805, <16 x float> zeroinitializer)
  store <16 x float> %1600, ptr %250, align 64
  %1601 = getelementptr inbounds float, ptr %1598, i64 %784
  %1602 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1601, <16 x i1> %806, <16 x float> zeroinitializer)
  store <16 x float> %1602, ptr %252, align 64
  %1603 = getelementptr inbounds float, ptr %1598, i64 %783
  %1604 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1603, <16 x i1> %807, <16 x float> zeroinitializer)
  br label %1605

1605:                                             ; preds = %1595, %1585
  %1606 = phi <16 x float> [ %1602, %1595 ], [ %1591, %1585 ]
  %1607 = phi <16 x float> [ %1600, %1595 ], [ %1589, %1585 ]
  %1608 = phi <16 x float> [ %1604, %1595 ], [ %1594, %1585 ]
  store <16 x float> %1608, ptr %253, align 64
  br i1 %87, label %1619, label %1609

1609:                                             ; preds = %1605
  %1610 = getelementptr inbounds nuw i8, ptr %854, i64 28
  %1611 = load float, ptr %1610, align 4
  %1612 = insertelement <16 x float> poison, float %1611, i64 0
  %1613 = shufflevector <16 x float> %1612, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1613, ptr %254, align 64
  %1614 = insertelement <16 x float> poison, float %1611, i64 0
  %1615 = shufflevector <16 x float> %1614, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1615, ptr %255, align 64
  %1616 = load float, ptr %1610, align 4
  %1617 = insertelement <16 x float> poison, float %1616, i64 0
  %1618 = shufflevector <16 x float> %1617, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1629

1619:                                             ; preds = %1605
  %1620 = add nsw i64 %852, 7
  %1621 = mul nsw i64 %1620, %55
  %1622 = getelementptr inbounds float, ptr %305, i64 %1621
  %1623 = getelementptr inbounds float, ptr %1622, i64 %785
  %1624 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1623, <16 x i1> %805, <16 x float> zeroinitializer)
  store <16 x float> %1624, ptr %254, align 64
  %1625 = getelementptr inbounds float, ptr %1622, i64 %784
  %1626 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1625, <16 x i1> %806, <16 x float> zeroinitializer)
  store <16 x float> %1626, ptr %256, align 64
  %1627 = getelementptr inbounds float, ptr %1622, i64 %783
  %1628 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1627, <16 x i1> %807, <16 x float> zeroinitializer)
  br label %1629

1629:                                             ; preds = %1619, %1609
  %1630 = phi <16 x float> [ %1626, %1619 ], [ %1615, %1609 ]
  %1631 = phi <16 x float> [ %1624, %1619 ], [ %1613, %1609 ]
  %1632 = phi <16 x float> [ %1628, %1619 ], [ %1618, %1609 ]
  store <16 x float> %1632, ptr %257, align 64
  %1633 = mul i64 %88, %852
  %1634 = getelementptr inbounds float, ptr %41, i64 %1633
  br i1 %89, label %1636, label %1442

1635:                                             ; preds = %1666
  store <16 x float> %1690, ptr %104, align 64
  store <16 x float> %1689, ptr %105, align 64
  store <16 x float> %1688, ptr %106, align 64
  store <16 x float> %1687, ptr %107, align 64
  store <16 x float> %1686, ptr %108, align 64
  store <16 x float> %1685, ptr %109, align 64
  store <16 x float> %1684, ptr %110, align 64
  store <16 x float> %1683, ptr %32, align 64
  store <16 x float> %1682, ptr %111, align 64
  store <16 x float> %1681, ptr %112, align 64
  store <16 x float> %1680, ptr %113, align 64
  store <16 x float> %1679, ptr %114, align 64
  store <16 x float> %1678, ptr %115, align 64
  store <16 x float> %1677, ptr %119, align 64
  store <16 x float> %1676, ptr %120, align 64
  store <16 x float> %1675, ptr %122, align 64
  store <16 x float> %1674, ptr %123, align 64
  store <16 x float> %1673, ptr %124, align 64
  store <16 x float> %1672, ptr %126, align 64
  store <16 x float> %1671, ptr %127, align 64
  store <16 x float> %1670, ptr %128, align 64
  store <16 x float> %1669, ptr %130, align 64
  store <16 x float> %1668, ptr %131, align 64
  store <16 x float> %1667, ptr %132, align 64
  br label %1442

1636:                                             ; preds = %1629, %1666
  %1637 = phi <16 x float> [ %1667, %1666 ], [ %1632, %1629 ]
  %1638 = phi <16 x float> [ %1668, %1666 ], [ %1630, %1629 ]
  %1639 = phi <16 x float> [ %1669, %1666 ], [ %1631, %1629 ]
  %1640 = phi <16 x float> [ %1670, %1666 ], [ %1608, %1629 ]
  %1641 = phi <16 x float> [ %1671, %1666 ], [ %1606, %1629 ]
  %1642 = phi <16 x float> [ %1672, %1666 ], [ %1607, %1629 ]
  %1643 = phi <16 x float> [ %1673, %1666 ], [ %1584, %1629 ]
  %1644 = phi <16 x float> [ %1674, %1666 ], [ %1582, %1629 ]
  %1645 = phi <16 x float> [ %1675, %1666 ], [ %1583, %1629 ]
  %1646 = phi <16 x float> [ %1676, %1666 ], [ %1560, %1629 ]
  %1647 = phi <16 x float> [ %1677, %1666 ], [ %1558, %1629 ]
  %1648 = phi <16 x float> [ %1678, %1666 ], [ %1488, %1629 ]
  %1649 = phi <16 x float> [ %1679, %1666 ], [ %1486, %1629 ]
  %1650 = phi <16 x float> [ %1680, %1666 ], [ %1487, %1629 ]
  %1651 = phi <16 x float> [ %1681, %1666 ], [ %1464, %1629 ]
  %1652 = phi <16 x float> [ %1682, %1666 ], [ %1462, %1629 ]
  %1653 = phi <16 x float> [ %1683, %1666 ], [ %1463, %1629 ]
  %1654 = phi <16 x float> [ %1684, %1666 ], [ %1559, %1629 ]
  %1655 = phi <16 x float> [ %1685, %1666 ], [ %1536, %1629 ]
  %1656 = phi <16 x float> [ %1686, %1666 ], [ %1534, %1629 ]
  %1657 = phi <16 x float> [ %1687, %1666 ], [ %1535, %1629 ]
  %1658 = phi <16 x float> [ %1688, %1666 ], [ %1512, %1629 ]
  %1659 = phi <16 x float> [ %1689, %1666 ], [ %1510, %1629 ]
  %1660 = phi <16 x float> [ %1690, %1666 ], [ %1511, %1629 ]
  %1661 = phi i64 [ %1691, %1666 ], [ 0, %1629 ]
  %1662 = mul nsw i64 %85, %1661
  %1663 = getelementptr inbounds float, ptr %303, i64 %1662
  %1664 = mul nsw i64 %1661, %86
  %1665 = getelementptr inbounds float, ptr %1634, i64 %1664
  br i1 %90, label %1693, label %1666

1666:                                             ; preds = %1693, %1636
  %1667 = phi <16 x float> [ %1637, %1636 ], [ %1798, %1693 ]
  %1668 = phi <16 x float> [ %1638, %1636 ], [ %1797, %1693 ]
  %1669 = phi <16 x float> [ %1639, %1636 ], [ %1796, %1693 ]
  %1670 = phi <16 x float> [ %1640, %1636 ], [ %1791, %1693 ]
  %1671 = phi <16 x float> [ %1641, %1636 ], [ %1790, %1693 ]
  %1672 = phi <16 x float> [ %1642, %1636 ], [ %1789, %1693 ]
  %1673 = phi <16 x float> [ %1643, %1636 ], [ %1784, %1693 ]
  %1674 = phi <16 x float> [ %1644, %1636 ], [ %1783, %1693 ]
  %1675 = phi <16 x float> [ %1645, %1636 ], [ %1782, %1693 ]
  %1676 = phi <16 x float> [ %1646, %1636 ], [ %1777, %1693 ]
  %1677 = phi <16 x float> [ %1647, %1636 ], [ %1776, %1693 ]
  %1678 = phi <16 x float> [ %1648, %1636 ], [ %1756, %1693 ]
  %1679 = phi <16 x float> [ %1649, %1636 ], [ %1755, %1693 ]
  %1680 = phi <16 x float> [ %1650, %1636 ], [ %1754, %1693 ]
  %1681 = phi <16 x float> [ %1651, %1636 ], [ %1749, %1693 ]
  %1682 = phi <16 x float> [ %1652, %1636 ], [ %1748, %1693 ]
  %1683 = phi <16 x float> [ %1653, %1636 ], [ %1747, %1693 ]
  %1684 = phi <16 x float> [ %1654, %1636 ], [ %1775, %1693 ]
  %1685 = phi <16 x float> [ %1655, %1636 ], [ %1770, %1693 ]
  %1686 = phi <16 x float> [ %1656, %1636 ], [ %1769, %1693 ]
  %1687 = phi <16 x float> [ %1657, %1636 ], [ %1768, %1693 ]
  %1688 = phi <16 x float> [ %1658, %1636 ], [ %1763, %1693 ]
  %1689 = phi <16 x float> [ %1659, %1636 ], [ %1762, %1693 ]
  %1690 = phi <16 x float> [ %1660, %1636 ], [ %1761, %1693 ]
  %1691 = add nuw nsw i64 %1661, 1
  %1692 = icmp eq i64 %1691, %54
  br i1 %1692, label %1635, label %1636

1693:                                             ; preds = %1636, %1693
  %1694 = phi <16 x float> [ %1798, %1693 ], [ %1637, %1636 ]
  %1695 = phi <16 x float> [ %1797, %1693 ], [ %1638, %1636 ]
  %1696 = phi <16 x float> [ %1796, %1693 ], [ %1639, %1636 ]
  %1697 = phi <16 x float> [ %1791, %1693 ], [ %1640, %1636 ]
  %1698 = phi <16 x float> [ %1790, %1693 ], [ %1641, %1636 ]
  %1699 = phi <16 x float> [ %1789, %1693 ], [ %1642, %1636 ]
  %1700 = phi <16 x float> [ %1784, %1693 ], [ %1643, %1636 ]
  %1701 = phi <16 x float> [ %1783, %1693 ], [ %1644, %1636 ]
  %1702 = phi <16 x float> [ %1782, %1693 ], [ %1645, %1636 ]
  %1703 = phi <16 x float> [ %1777, %1693 ], [ %1646, %1636 ]
  %1704 = phi <16 x float> [ %1776, %1693 ], [ %1647, %1636 ]
  %1705 = phi <16 x float> [ %1756, %1693 ], [ %1648, %1636 ]
  %1706 = phi <16 x float> [ %1755, %1693 ], [ %1649, %1636 ]
  %1707 = phi <16 x float> [ %1754, %1693 ], [ %1650, %1636 ]
  %1708 = phi <16 x float> [ %1749, %1693 ], [ %1651, %1636 ]
  %1709 = phi <16 x float> [ %1748, %1693 ], [ %1652, %1636 ]
  %1710 = phi <16 x float> [ %1747, %1693 ], [ %1653, %1636 ]
  %1711 = phi <16 x float> [ %1775, %1693 ], [ %1654, %1636 ]
  %1712 = phi <16 x float> [ %1770, %1693 ], [ %1655, %1636 ]
  %1713 = phi <16 x float> [ %1769, %1693 ], [ %1656, %1636 ]
  %1714 = phi <16 x float> [ %1768, %1693 ], [ %1657, %1636 ]
  %1715 = phi <16 x float> [ %1763, %1693 ], [ %1658, %1636 ]
  %1716 = phi <16 x float> [ %1762, %1693 ], [ %1659, %1636 ]
  %1717 = phi <16 x float> [ %1761, %1693 ], [ %1660, %1636 ]
  %1718 = phi i64 [ %1799, %1693 ], [ 0, %1636 ]
  %1719 = getelementptr inbounds nuw [3 x i32], ptr %36, i64 %1718
  %1720 = getelementptr inbounds nuw [3 x i64], ptr %35, i64 %1718
  %1721 = load i32, ptr %1719, align 4
  %1722 = trunc i32 %1721 to i16
  %1723 = load i64, ptr %1720, align 8
  %1724 = getelementptr inbounds float, ptr %1663, i64 %1723
  %1725 = bitcast i16 %1722 to <16 x i1>
  %1726 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1724, <16 x i1> %1725, <16 x float> zeroinitializer)
  %1727 = getelementptr inbounds nuw i8, ptr %1719, i64 4
  %1728 = load i32, ptr %1727, align 4
  %1729 = trunc i32 %1728 to i16
  %1730 = getelementptr inbounds nuw i8, ptr %1720, i64 8
  %1731 = load i64, ptr %1730, align 8
  %1732 = getelementptr inbounds float, ptr %1663, i64 %1731
  %1733 = bitcast i16 %1729 to <16 x i1>
  %1734 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1732, <16 x i1> %1733, <16 x float> zeroinitializer)
  %1735 = getelementptr inbounds nuw i8, ptr %1719, i64 8
  %1736 = load i32, ptr %1735, align 4
  %1737 = trunc i32 %1736 to i16
  %1738 = getelementptr inbounds nuw i8, ptr %1720, i64 16
  %1739 = load i64, ptr %1738, align 8
  %1740 = getelementptr inbounds float, ptr %1663, i64 %1739
  %1741 = bitcast i16 %1737 to <16 x i1>
  %1742 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1740, <16 x i1> %1741, <16 x float> zeroinitializer)
  %1743 = getelementptr float, ptr %1665, i64 %1718
  %1744 = load float, ptr %1743, align 4
  %1745 = insertelement <16 x float> poison, float %1744, i64 0
  %1746 = shufflevector <16 x float> %1745, <16 x float> poison, <16 x i32> zeroinitializer
  %1747 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1726, <16 x float> %1746, <16 x float> %1710)
  %1748 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1734, <16 x float> %1746, <16 x float> %1709)
  %1749 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1742, <16 x float> %1746, <16 x float> %1708)
  %1750 = getelementptr float, ptr %1743, i64 %88
  %1751 = load float, ptr %1750, align 4
  %1752 = insertelement <16 x float> poison, float %1751, i64 0
  %1753 = shufflevector <16 x float> %1752, <16 x float> poison, <16 x i32> zeroinitializer
  %1754 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1726, <16 x float> %1753, <16 x float> %1707)
  %1755 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1734, <16 x float> %1753, <16 x float> %1706)
  %1756 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1742, <16 x float> %1753, <16 x float> %1705)
  %1757 = getelementptr i8, ptr %1743, i64 %116
  %1758 = load float, ptr %1757, align 4
  %1759 = insertelement <16 x float> poison, float %1758, i64 0
  %1760 = shufflevector <16 x float> %1759, <16 x float> poison, <16 x i32> zeroinitializer
  %1761 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1726, <16 x float> %1760, <16 x float> %1717)
  %1762 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1734, <16 x float> %1760, <16 x float> %1716)
  %1763 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1742, <16 x float> %1760, <16 x float> %1715)
  %1764 = getelementptr i8, ptr %1743, i64 %117
  %1765 = load float, ptr %1764, align 4
  %1766 = insertelement <16 x float> poison, float %1765, i64 0
  %1767 = shufflevector <16 x float> %1766, <16 x float> poison, <16 x i32> zeroinitializer
  %1768 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1726, <16 x float> %1767, <16 x float> %1714)
  %1769 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1734, <16 x float> %1767, <16 x float> %1713)
  %1770 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1742, <16 x float> %1767, <16 x float> %1712)
  %1771 = getelementptr i8, ptr %1743, i64 %118
  %1772 = load float, ptr %1771, align 4
  %1773 = insertelement <16 x float> poison, float %1772, i64 0
  %1774 = shufflevector <16 x float> %1773, <16 x float> poison, <16 x i32> zeroinitializer
  %1775 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1726, <16 x float> %1774, <16 x float> %1711)
  %1776 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1734, <16 x float> %1774, <16 x float> %1704)
  %1777 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1742, <16 x float> %1774, <16 x float> %1703)
  %1778 = getelementptr i8, ptr %1743, i64 %121
  %1779 = load float, ptr %1778, align 4
  %1780 = insertelement <16 x float> poison, float %1779, i64 0
  %1781 = shufflevector <16 x float> %1780, <16 x float> poison, <16 x i32> zeroinitializer
  %1782 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1726, <16 x float> %1781, <16 x float> %1702)
  %1783 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1734, <16 x float> %1781, <16 x float> %1701)
  %1784 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1742, <16 x float> %1781, <16 x float> %1700)
  %1785 = getelementptr i8, ptr %1743, i64 %125
  %1786 = load float, ptr %1785, align 4
  %1787 = insertelement <16 x float> poison, float %1786, i64 0
  %1788 = shufflevector <16 x float> %1787, <16 x float> poison, <16 x i32> zeroinitializer
  %1789 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1726, <16 x float> %1788, <16 x float> %1699)
  %1790 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1734, <16 x float> %1788, <16 x float> %1698)
  %1791 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1742, <16 x float> %1788, <16 x float> %1697)
  %1792 = getelementptr i8, ptr %1743, i64 %129
  %1793 = load float, ptr %1792, align 4
  %1794 = insertelement <16 x float> poison, float %1793, i64 0
  %1795 = shufflevector <16 x float> %1794, <16 x float> poison, <16 x i32> zeroinitializer
  %1796 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1726, <16 x float> %1795, <16 x float> %1696)
  %1797 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1734, <16 x float> %1795, <16 x float> %1695)
  %1798 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1742, <16 x float> %1795, <16 x float> %1694)
  %1799 = add nuw nsw i64 %1718, 1
  %1800 = icmp eq i64 %1799, %86
  br i1 %1800, label %1666, label %1693

1801:                                             ; preds = %1442, %2003
  %1802 = phi i64 [ %2004, %2003 ], [ 0, %1442 ]
  %1803 = icmp sgt i64 %853, %1802
  br i1 %1803, label %2003, label %1804

1804:                                             ; preds = %1801
  %1805 = add nsw i64 %852, %1802
  %1806 = mul nsw i64 %1805, %55
  %1807 = getelementptr inbounds nuw [3 x <16 x float>], ptr %32, i64 %1802
  %1808 = add nsw i64 %785, %1806
  %1809 = getelementptr inbounds float, ptr %310, i64 %1808
  %1810 = load <16 x float>, ptr %1807, align 64
  br i1 %91, label %1992, label %1811

1811:                                             ; preds = %1804
  %1812 = getelementptr inbounds float, ptr %308, i64 %1808
  switch i64 %133, label %1263 [
    i64 1, label %1813
    i64 2, label %1816
    i64 3, label %1823
    i64 0, label %1868
  ]

1813:                                             ; preds = %1811
  %1814 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1812, <16 x i1> %808, <16 x float> zeroinitializer)
  %1815 = fadd <16 x float> %1810, %1814
  br label %1830

1816:                                             ; preds = %1811
  %1817 = bitcast <16 x float> %1810 to <8 x i64>
  %1818 = or <8 x i64> %1817, %93
  %1819 = fcmp oeq <16 x float> %1810, %53
  %1820 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1810, i32 4)
  %1821 = bitcast <8 x i64> %1818 to <16 x float>
  %1822 = select <16 x i1> %1819, <16 x float> %1821, <16 x float> %1820
  br label %1830

1823:                                             ; preds = %1811
  %1824 = bitcast <16 x float> %1810 to <8 x i64>
  %1825 = and <8 x i64> %1824, %92
  %1826 = fcmp oeq <16 x float> %1810, %50
  %1827 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1810, i32 4)
  %1828 = bitcast <8 x i64> %1825 to <16 x float>
  %1829 = select <16 x i1> %1826, <16 x float> %1828, <16 x float> %1827
  br label %1830

1830:                                             ; preds = %1823, %1816, %1813
  %1831 = phi <16 x float> [ %1815, %1813 ], [ %1822, %1816 ], [ %1829, %1823 ]
  switch i64 %135, label %1263 [
    i64 1, label %1846
    i64 2, label %1839
    i64 3, label %1832
    i64 0, label %1868
  ]

1832:                                             ; preds = %1830
  %1833 = bitcast <16 x float> %1831 to <8 x i64>
  %1834 = and <8 x i64> %1833, %92
  %1835 = fcmp oeq <16 x float> %1831, %50
  %1836 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1831, i32 4)
  %1837 = bitcast <8 x i64> %1834 to <16 x float>
  %1838 = select <16 x i1> %1835, <16 x float> %1837, <16 x float> %1836
  br label %1849

1839:                                             ; preds = %1830
  %1840 = bitcast <16 x float> %1831 to <8 x i64>
  %1841 = or <8 x i64> %1840, %93
  %1842 = fcmp oeq <16 x float> %1831, %53
  %1843 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1831, i32 4)
  %1844 = bitcast <8 x i64> %1841 to <16 x float>
  %1845 = select <16 x i1> %1842, <16 x float> %1844, <16 x float> %1843
  br label %1849

1846:                                             ; preds = %1830
  %1847 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1812, <16 x i1> %808, <16 x float> zeroinitializer)
  %1848 = fadd <16 x float> %1831, %1847
  br label %1849

1849:                                             ; preds = %1846, %1839, %1832
  %1850 = phi <16 x float> [ %1848, %1846 ], [ %1845, %1839 ], [ %1838, %1832 ]
  switch i64 %137, label %1263 [
    i64 1, label %1865
    i64 2, label %1858
    i64 3, label %1851
    i64 0, label %1868
  ]

1851:                                             ; preds = %1849
  %1852 = bitcast <16 x float> %1850 to <8 x i64>
  %1853 = and <8 x i64> %1852, %92
  %1854 = fcmp oeq <16 x float> %1850, %50
  %1855 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1850, i32 4)
  %1856 = bitcast <8 x i64> %1853 to <16 x float>
  %1857 = select <16 x i1> %1854, <16 x float> %1856, <16 x float> %1855
  br label %1868

1858:                                             ; preds = %1849
  %1859 = bitcast <16 x float> %1850 to <8 x i64>
  %1860 = or <8 x i64> %1859, %93
  %1861 = fcmp oeq <16 x float> %1850, %53
  %1862 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1850, i32 4)
  %1863 = bitcast <8 x i64> %1860 to <16 x float>
  %1864 = select <16 x i1> %1861, <16 x float> %1863, <16 x float> %1862
  br label %1868

1865:                                             ; preds = %1849
  %1866 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1812, <16 x i1> %808, <16 x float> zeroinitializer)
  %1867 = fadd <16 x float> %1850, %1866
  br label %1868

1868:                                             ; preds = %1811, %1830, %1849, %1865, %1858, %1851
  %1869 = phi <16 x float> [ %1857, %1851 ], [ %1864, %1858 ], [ %1867, %1865 ], [ %1831, %1830 ], [ %1850, %1849 ], [ %1810, %1811 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1869, ptr align 1 %1809, <16 x i1> %808)
  %1870 = add nsw i64 %784, %1806
  %1871 = getelementptr inbounds float, ptr %310, i64 %1870
  %1872 = getelementptr inbounds nuw i8, ptr %1807, i64 64
  %1873 = load <16 x float>, ptr %1872, align 64
  %1874 = getelementptr inbounds float, ptr %308, i64 %1870
  switch i64 %138, label %1263 [
    i64 1, label %1889
    i64 2, label %1882
    i64 3, label %1875
    i64 0, label %1930
  ]

1875:                                             ; preds = %1868
  %1876 = bitcast <16 x float> %1873 to <8 x i64>
  %1877 = and <8 x i64> %1876, %92
  %1878 = fcmp oeq <16 x float> %1873, %50
  %1879 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1873, i32 4)
  %1880 = bitcast <8 x i64> %1877 to <16 x float>
  %1881 = select <16 x i1> %1878, <16 x float> %1880, <16 x float> %1879
  br label %1892

1882:                                             ; preds = %1868
  %1883 = bitcast <16 x float> %1873 to <8 x i64>
  %1884 = or <8 x i64> %1883, %93
  %1885 = fcmp oeq <16 x float> %1873, %53
  %1886 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1873, i32 4)
  %1887 = bitcast <8 x i64> %1884 to <16 x float>
  %1888 = select <16 x i1> %1885, <16 x float> %1887, <16 x float> %1886
  br label %1892

1889:                                             ; preds = %1868
  %1890 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1874, <16 x i1> %809, <16 x float> zeroinitializer)
  %1891 = fadd <16 x float> %1873, %1890
  br label %1892

1892:                                             ; preds = %1889, %1882, %1875
  %1893 = phi <16 x float> [ %1891, %1889 ], [ %1888, %1882 ], [ %1881, %1875 ]
  switch i64 %140, label %1263 [
    i64 1, label %1908
    i64 2, label %1901
    i64 3, label %1894
    i64 0, label %1930
  ]

1894:                                             ; preds = %1892
  %1895 = bitcast <16 x float> %1893 to <8 x i64>
  %1896 = and <8 x i64> %1895, %92
  %1897 = fcmp oeq <16 x float> %1893, %50
  %1898 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1893, i32 4)
  %1899 = bitcast <8 x i64> %1896 to <16 x float>
  %1900 = select <16 x i1> %1897, <16 x float> %1899, <16 x float> %1898
  br label %1911

1901:                                             ; preds = %1892
  %1902 = bitcast <16 x float> %1893 to <8 x i64>
  %1903 = or <8 x i64> %1902, %93
  %1904 = fcmp oeq <16 x float> %1893, %53
  %1905 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1893, i32 4)
  %1906 = bitcast <8 x i64> %1903 to <16 x float>
  %1907 = select <16 x i1> %1904, <16 x float> %1906, <16 x float> %1905
  br label %1911

1908:                                             ; preds = %1892
  %1909 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1874, <16 x i1> %809, <16 x float> zeroinitializer)
  %1910 = fadd <16 x float> %1893, %1909
  br label %1911

1911:                                             ; preds = %1908, %1901, %1894
  %1912 = phi <16 x float> [ %1910, %1908 ], [ %1907, %1901 ], [ %1900, %1894 ]
  switch i64 %142, label %1263 [
    i64 1, label %1927
    i64 2, label %1920
    i64 3, label %1913
    i64 0, label %1930
  ]

1913:                                             ; preds = %1911
  %1914 = bitcast <16 x float> %1912 to <8 x i64>
  %1915 = and <8 x i64> %1914, %92
  %1916 = fcmp oeq <16 x float> %1912, %50
  %1917 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1912, i32 4)
  %1918 = bitcast <8 x i64> %1915 to <16 x float>
  %1919 = select <16 x i1> %1916, <16 x float> %1918, <16 x float> %1917
  br label %1930

1920:                                             ; preds = %1911
  %1921 = bitcast <16 x float> %1912 to <8 x i64>
  %1922 = or <8 x i64> %1921, %93
  %1923 = fcmp oeq <16 x float> %1912, %53
  %1924 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1912, i32 4)
  %1925 = bitcast <8 x i64> %1922 to <16 x float>
  %1926 = select <16 x i1> %1923, <16 x float> %1925, <16 x float> %1924
  br label %1930

1927:                                             ; preds = %1911
  %1928 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1874, <16 x i1> %809, <16 x float> zeroinitializer)
  %1929 = fadd <16 x float> %1912, %1928
  br label %1930

1930:                                             ; preds = %1868, %1892, %1911, %1927, %1920, %1913
  %1931 = phi <16 x float> [ %1919, %1913 ], [ %1926, %1920 ], [ %1929, %1927 ], [ %1893, %1892 ], [ %1912, %1911 ], [ %1873, %1868 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1931, ptr align 1 %1871, <16 x i1> %809)
  %1932 = add nsw i64 %783, %1806
  %1933 = getelementptr inbounds float, ptr %310, i64 %1932
  %1934 = getelementptr inbounds nuw i8, ptr %1807, i64 128
  %1935 = load <16 x float>, ptr %1934, align 64
  %1936 = getelementptr inbounds float, ptr %308, i64 %1932
  switch i64 %143, label %1263 [
    i64 1, label %1951
    i64 2, label %1944
    i64 3, label %1937
    i64 0, label %1999
  ]

1937:                                             ; preds = %1930
  %1938 = bitcast <16 x float> %1935 to <8 x i64>
  %1939 = and <8 x i64> %1938, %92
  %1940 = fcmp oeq <16 x float> %1935, %50
  %1941 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1935, i32 4)
  %1942 = bitcast <8 x i64> %1939 to <16 x float>
  %1943 = select <16 x i1> %1940, <16 x float> %1942, <16 x float> %1941
  br label %1954

1944:                                             ; preds = %1930
  %1945 = bitcast <16 x float> %1935 to <8 x i64>
  %1946 = or <8 x i64> %1945, %93
  %1947 = fcmp oeq <16 x float> %1935, %53
  %1948 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1935, i32 4)
  %1949 = bitcast <8 x i64> %1946 to <16 x float>
  %1950 = select <16 x i1> %1947, <16 x float> %1949, <16 x float> %1948
  br label %1954

1951:                                             ; preds = %1930
  %1952 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1936, <16 x i1> %810, <16 x float> zeroinitializer)
  %1953 = fadd <16 x float> %1935, %1952
  br label %1954

1954:                                             ; preds = %1951, %1944, %1937
  %1955 = phi <16 x float> [ %1953, %1951 ], [ %1950, %1944 ], [ %1943, %1937 ]
  switch i64 %145, label %1263 [
    i64 1, label %1970
    i64 2, label %1963
    i64 3, label %1956
    i64 0, label %1999
  ]

1956:                                             ; preds = %1954
  %1957 = bitcast <16 x float> %1955 to <8 x i64>
  %1958 = and <8 x i64> %1957, %92
  %1959 = fcmp oeq <16 x float> %1955, %50
  %1960 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1955, i32 4)
  %1961 = bitcast <8 x i64> %1958 to <16 x float>
  %1962 = select <16 x i1> %1959, <16 x float> %1961, <16 x float> %1960
  br label %1973

1963:                                             ; preds = %1954
  %1964 = bitcast <16 x float> %1955 to <8 x i64>
  %1965 = or <8 x i64> %1964, %93
  %1966 = fcmp oeq <16 x float> %1955, %53
  %1967 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1955, i32 4)
  %1968 = bitcast <8 x i64> %1965 to <16 x float>
  %1969 = select <16 x i1> %1966, <16 x float> %1968, <16 x float> %1967
  br label %1973

1970:                                             ; preds = %1954
  %1971 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1936, <16 x i1> %810, <16 x float> zeroinitializer)
  %1972 = fadd <16 x float> %1955, %1971
  br label %1973

1973:                                             ; preds = %1970, %1963, %1956
  %1974 = phi <16 x float> [ %1972, %1970 ], [ %1969, %1963 ], [ %1962, %1956 ]
  switch i64 %147, label %1263 [
    i64 1, label %1989
    i64 2, label %1982
    i64 3, label %1975
    i64 0, label %1999
  ]

1975:                                             ; preds = %1973
  %1976 = bitcast <16 x float> %1974 to <8 x i64>
  %1977 = and <8 x i64> %1976, %92
  %1978 = fcmp oeq <16 x float> %1974, %50
  %1979 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1974, i32 4)
  %1980 = bitcast <8 x i64> %1977 to <16 x float>
  %1981 = select <16 x i1> %1978, <16 x float> %1980, <16 x float> %1979
  br label %1999

1982:                                             ; preds = %1973
  %1983 = bitcast <16 x float> %1974 to <8 x i64>
  %1984 = or <8 x i64> %1983, %93
  %1985 = fcmp oeq <16 x float> %1974, %53
  %1986 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1974, i32 4)
  %1987 = bitcast <8 x i64> %1984 to <16 x float>
  %1988 = select <16 x i1> %1985, <16 x float> %1987, <16 x float> %1986
  br label %1999

1989:                                             ; preds = %1973
  %1990 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1936, <16 x i1> %810, <16 x float> zeroinitializer)
  %1991 = fadd <16 x float> %1974, %1990
  br label %1999

1992:                                             ; preds = %1804
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1810, ptr align 1 %1809, <16 x i1> %811)
  %1993 = getelementptr float, ptr %841, i64 %1806
  %1994 = getelementptr inbounds nuw i8, ptr %1807, i64 64
  %1995 = load <16 x float>, ptr %1994, align 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1995, ptr align 1 %1993, <16 x i1> %812)
  %1996 = getelementptr float, ptr %842, i64 %1806
  %1997 = getelementptr inbounds nuw i8, ptr %1807, i64 128
  %1998 = load <16 x float>, ptr %1997, align 64
  br label %1999

1999:                                             ; preds = %1930, %1954, %1973, %1989, %1982, %1975, %1992
  %2000 = phi ptr [ %1996, %1992 ], [ %1933, %1975 ], [ %1933, %1982 ], [ %1933, %1989 ], [ %1933, %1973 ], [ %1933, %1954 ], [ %1933, %1930 ]
  %2001 = phi <16 x i1> [ %813, %1992 ], [ %810, %1975 ], [ %810, %1982 ], [ %810, %1989 ], [ %810, %1973 ], [ %810, %1954 ], [ %810, %1930 ]
  %2002 = phi <16 x float> [ %1998, %1992 ], [ %1981, %1975 ], [ %1988, %1982 ], [ %1991, %1989 ], [ %1974, %1973 ], [ %1955, %1954 ], [ %1935, %1930 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2002, ptr align 1 %2000, <16 x i1> %2001)
  br label %2003

2003:                                             ; preds = %1999, %1801
  %2004 = add nuw nsw i64 %1802, 1
  %2005 = icmp eq i64 %2004, 8
  br i1 %2005, label %2006, label %1801

2006:                                             ; preds = %2003
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  br label %2007

2007:                                             ; preds = %2006, %1440
  %2008 = add nsw i64 %849, 8
  %2009 = icmp slt i64 %2008, %298
  br i1 %2009, label %848, label %845
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
