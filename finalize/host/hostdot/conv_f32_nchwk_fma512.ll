; Function Attrs: nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_nchwk_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26, i64 noundef %27, i64 noundef %28, i64 noundef %29) local_unnamed_addr {
  %31 = alloca [8 x [3 x <16 x float>]], align 64
  %32 = alloca [8 x [3 x <16 x float>]], align 64
  %33 = alloca [49 x [3 x i64]], align 16
  %34 = alloca [49 x [3 x i32]], align 16
  %35 = alloca [3 x i64], align 16
  %36 = alloca [3 x i64], align 16
  %37 = alloca [3 x i64], align 16
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
  %52 = tail call { i64, i64, i64 } asm "", "=r,=r,=r,0,1,2,~{dirflag},~{fpsr},~{flags}"(i64 %5, i64 %11, i64 %12)
  %53 = extractvalue { i64, i64, i64 } %52, 0
  %54 = extractvalue { i64, i64, i64 } %52, 1
  %55 = extractvalue { i64, i64, i64 } %52, 2
  %56 = mul nsw i64 %10, %9
  %57 = icmp eq i64 %14, 2
  %58 = icmp eq i64 %19, 0
  %59 = and i1 %57, %58
  %60 = add nsw i64 %10, 15
  %61 = sdiv i64 %60, 16
  br i1 %58, label %65, label %62

62:                                               ; preds = %30
  %63 = add nsw i64 %56, 15
  %64 = sdiv i64 %63, 16
  br label %67

65:                                               ; preds = %30
  %66 = mul nsw i64 %61, %9
  br label %67

67:                                               ; preds = %65, %62
  %68 = phi i64 [ %64, %62 ], [ %66, %65 ]
  %69 = add nsw i64 %6, 7
  %70 = sdiv i64 %69, 8
  %71 = add nsw i64 %70, -1
  %72 = add i64 %71, %18
  %73 = sdiv i64 %72, %18
  %74 = add i64 %17, -1
  %75 = add i64 %74, %68
  %76 = sdiv i64 %75, %17
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  %77 = shl i64 %18, 3
  %78 = icmp slt i64 %3, %4
  br i1 %78, label %79, label %297

79:                                               ; preds = %67
  %80 = icmp eq i64 %25, 0
  %81 = mul i64 %54, %55
  %82 = icmp sgt i64 %81, 0
  %83 = icmp sgt i64 %54, 0
  %84 = icmp slt i64 %55, 1
  %85 = icmp sgt i64 %55, 0
  %86 = zext i1 %59 to i64
  %87 = select i1 %59, i64 32, i64 16
  %88 = add nsw i64 %6, -8
  %89 = mul nsw i64 %8, %7
  %90 = icmp eq i64 %22, 0
  %91 = mul i64 %81, %53
  %92 = icmp sgt i64 %53, 0
  %93 = icmp eq i64 %29, 0
  %94 = bitcast <16 x float> %48 to <8 x i64>
  %95 = bitcast <16 x float> %51 to <8 x i64>
  %96 = mul i64 %81, 24
  %97 = mul i64 %81, 12
  %98 = mul i64 %55, 24
  %99 = mul i64 %55, 12
  %100 = getelementptr inbounds nuw i8, ptr %35, i64 8
  %101 = getelementptr inbounds nuw i8, ptr %35, i64 16
  %102 = getelementptr inbounds nuw i8, ptr %36, i64 8
  %103 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %104 = getelementptr inbounds nuw i8, ptr %35, i64 8
  %105 = getelementptr inbounds nuw i8, ptr %36, i64 16
  %106 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %107 = getelementptr inbounds nuw i8, ptr %35, i64 16
  %108 = getelementptr inbounds nuw i8, ptr %32, i64 384
  %109 = getelementptr inbounds nuw i8, ptr %32, i64 448
  %110 = getelementptr inbounds nuw i8, ptr %32, i64 512
  %111 = getelementptr inbounds nuw i8, ptr %32, i64 576
  %112 = getelementptr inbounds nuw i8, ptr %32, i64 640
  %113 = getelementptr inbounds nuw i8, ptr %32, i64 704
  %114 = getelementptr inbounds nuw i8, ptr %32, i64 768
  %115 = getelementptr inbounds nuw i8, ptr %32, i64 64
  %116 = getelementptr inbounds nuw i8, ptr %32, i64 128
  %117 = getelementptr inbounds nuw i8, ptr %32, i64 192
  %118 = getelementptr inbounds nuw i8, ptr %32, i64 256
  %119 = getelementptr inbounds nuw i8, ptr %32, i64 320
  %120 = shl i64 %91, 3
  %121 = mul i64 %91, 12
  %122 = shl i64 %91, 4
  %123 = getelementptr inbounds nuw i8, ptr %32, i64 832
  %124 = getelementptr inbounds nuw i8, ptr %32, i64 896
  %125 = mul i64 %91, 20
  %126 = getelementptr inbounds nuw i8, ptr %32, i64 960
  %127 = getelementptr inbounds nuw i8, ptr %32, i64 1024
  %128 = getelementptr inbounds nuw i8, ptr %32, i64 1088
  %129 = mul i64 %91, 24
  %130 = getelementptr inbounds nuw i8, ptr %32, i64 1152
  %131 = getelementptr inbounds nuw i8, ptr %32, i64 1216
  %132 = getelementptr inbounds nuw i8, ptr %32, i64 1280
  %133 = mul i64 %91, 28
  %134 = getelementptr inbounds nuw i8, ptr %32, i64 1344
  %135 = getelementptr inbounds nuw i8, ptr %32, i64 1408
  %136 = getelementptr inbounds nuw i8, ptr %32, i64 1472
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
  %147 = and i64 %29, 3
  %148 = lshr i64 %29, 2
  %149 = and i64 %148, 3
  %150 = lshr i64 %29, 4
  %151 = and i64 %150, 3
  %152 = getelementptr inbounds nuw i8, ptr %31, i64 384
  %153 = getelementptr inbounds nuw i8, ptr %31, i64 448
  %154 = getelementptr inbounds nuw i8, ptr %31, i64 512
  %155 = getelementptr inbounds nuw i8, ptr %31, i64 576
  %156 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %157 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %158 = getelementptr inbounds nuw i8, ptr %31, i64 192
  %159 = getelementptr inbounds nuw i8, ptr %31, i64 256
  %160 = getelementptr inbounds nuw i8, ptr %31, i64 320
  %161 = shl i64 %91, 3
  %162 = mul i64 %91, 12
  %163 = getelementptr inbounds nuw i8, ptr %31, i64 640
  %164 = getelementptr inbounds nuw i8, ptr %31, i64 704
  %165 = shl i64 %91, 4
  %166 = getelementptr inbounds nuw i8, ptr %31, i64 768
  %167 = getelementptr inbounds nuw i8, ptr %31, i64 832
  %168 = getelementptr inbounds nuw i8, ptr %31, i64 896
  %169 = mul i64 %91, 20
  %170 = getelementptr inbounds nuw i8, ptr %31, i64 960
  %171 = getelementptr inbounds nuw i8, ptr %31, i64 1024
  %172 = getelementptr inbounds nuw i8, ptr %31, i64 1088
  %173 = mul i64 %91, 24
  %174 = getelementptr inbounds nuw i8, ptr %31, i64 1152
  %175 = getelementptr inbounds nuw i8, ptr %31, i64 1216
  %176 = getelementptr inbounds nuw i8, ptr %31, i64 1280
  %177 = mul i64 %91, 28
  %178 = getelementptr inbounds nuw i8, ptr %31, i64 1344
  %179 = getelementptr inbounds nuw i8, ptr %31, i64 1408
  %180 = getelementptr inbounds nuw i8, ptr %31, i64 1472
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
  %191 = and i64 %29, 3
  %192 = lshr i64 %29, 2
  %193 = and i64 %192, 3
  %194 = lshr i64 %29, 4
  %195 = and i64 %194, 3
  %196 = add i64 %55, -1
  %197 = mul i64 %55, 12
  %198 = icmp ult i64 %55, 8
  %199 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %196, i64 12)
  %200 = extractvalue { i64, i1 } %199, 0
  %201 = extractvalue { i64, i1 } %199, 1
  %202 = icmp ult i64 %55, 16
  %203 = and i64 %55, 8
  %204 = and i64 %55, 9223372036854775792
  %205 = insertelement <16 x i64> poison, i64 %8, i64 0
  %206 = shufflevector <16 x i64> %205, <16 x i64> poison, <16 x i32> zeroinitializer
  %207 = icmp eq i64 %55, %204
  %208 = icmp eq i64 %203, 0
  %209 = and i64 %55, 9223372036854775800
  %210 = insertelement <8 x i64> poison, i64 %8, i64 0
  %211 = shufflevector <8 x i64> %210, <8 x i64> poison, <8 x i32> zeroinitializer
  %212 = icmp eq i64 %55, %209
  %213 = and i64 %55, 1
  %214 = icmp eq i64 %213, 0
  %215 = icmp ult i64 %55, 8
  %216 = icmp ult i64 %55, 32
  %217 = and i64 %55, 24
  %218 = and i64 %55, 9223372036854775776
  %219 = icmp eq i64 %55, %218
  %220 = icmp eq i64 %217, 0
  %221 = and i64 %55, 9223372036854775800
  %222 = icmp eq i64 %55, %221
  %223 = insertelement <8 x i64> poison, i64 %13, i64 0
  %224 = shufflevector <8 x i64> %223, <8 x i64> poison, <8 x i32> zeroinitializer
  %225 = insertelement <8 x i64> poison, i64 %10, i64 0
  %226 = shufflevector <8 x i64> %225, <8 x i64> poison, <8 x i32> zeroinitializer
  %227 = insertelement <8 x i64> poison, i64 %7, i64 0
  %228 = shufflevector <8 x i64> %227, <8 x i64> poison, <8 x i32> zeroinitializer
  %229 = insertelement <8 x i64> poison, i64 %86, i64 0
  %230 = shufflevector <8 x i64> %229, <8 x i64> poison, <8 x i32> zeroinitializer
  %231 = insertelement <8 x i64> poison, i64 %8, i64 0
  %232 = shufflevector <8 x i64> %231, <8 x i64> poison, <8 x i32> zeroinitializer
  %233 = insertelement <8 x i64> poison, i64 %87, i64 0
  %234 = shufflevector <8 x i64> %233, <8 x i64> poison, <8 x i32> zeroinitializer
  %235 = getelementptr inbounds nuw i8, ptr %32, i64 64
  %236 = getelementptr inbounds nuw i8, ptr %32, i64 64
  %237 = getelementptr inbounds nuw i8, ptr %32, i64 128
  %238 = getelementptr inbounds nuw i8, ptr %32, i64 192
  %239 = getelementptr inbounds nuw i8, ptr %32, i64 256
  %240 = getelementptr inbounds nuw i8, ptr %32, i64 256
  %241 = getelementptr inbounds nuw i8, ptr %32, i64 320
  %242 = getelementptr inbounds nuw i8, ptr %32, i64 384
  %243 = getelementptr inbounds nuw i8, ptr %32, i64 448
  %244 = getelementptr inbounds nuw i8, ptr %32, i64 448
  %245 = getelementptr inbounds nuw i8, ptr %32, i64 512
  %246 = getelementptr inbounds nuw i8, ptr %32, i64 576
  %247 = getelementptr inbounds nuw i8, ptr %32, i64 640
  %248 = getelementptr inbounds nuw i8, ptr %32, i64 640
  %249 = getelementptr inbounds nuw i8, ptr %32, i64 704
  %250 = getelementptr inbounds nuw i8, ptr %32, i64 768
  %251 = getelementptr inbounds nuw i8, ptr %32, i64 832
  %252 = getelementptr inbounds nuw i8, ptr %32, i64 832
  %253 = getelementptr inbounds nuw i8, ptr %32, i64 896
  %254 = getelementptr inbounds nuw i8, ptr %32, i64 960
  %255 = getelementptr inbounds nuw i8, ptr %32, i64 1024
  %256 = getelementptr inbounds nuw i8, ptr %32, i64 1024
  %257 = getelementptr inbounds nuw i8, ptr %32, i64 1088
  %258 = getelementptr inbounds nuw i8, ptr %32, i64 1152
  %259 = getelementptr inbounds nuw i8, ptr %32, i64 1216
  %260 = getelementptr inbounds nuw i8, ptr %32, i64 1216
  %261 = getelementptr inbounds nuw i8, ptr %32, i64 1280
  %262 = getelementptr inbounds nuw i8, ptr %32, i64 1344
  %263 = getelementptr inbounds nuw i8, ptr %32, i64 1408
  %264 = getelementptr inbounds nuw i8, ptr %32, i64 1408
  %265 = getelementptr inbounds nuw i8, ptr %32, i64 1472
  %266 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %267 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %268 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %269 = getelementptr inbounds nuw i8, ptr %31, i64 192
  %270 = getelementptr inbounds nuw i8, ptr %31, i64 256
  %271 = getelementptr inbounds nuw i8, ptr %31, i64 256
  %272 = getelementptr inbounds nuw i8, ptr %31, i64 320
  %273 = getelementptr inbounds nuw i8, ptr %31, i64 384
  %274 = getelementptr inbounds nuw i8, ptr %31, i64 448
  %275 = getelementptr inbounds nuw i8, ptr %31, i64 448
  %276 = getelementptr inbounds nuw i8, ptr %31, i64 512
  %277 = getelementptr inbounds nuw i8, ptr %31, i64 576
  %278 = getelementptr inbounds nuw i8, ptr %31, i64 640
  %279 = getelementptr inbounds nuw i8, ptr %31, i64 640
  %280 = getelementptr inbounds nuw i8, ptr %31, i64 704
  %281 = getelementptr inbounds nuw i8, ptr %31, i64 768
  %282 = getelementptr inbounds nuw i8, ptr %31, i64 832
  %283 = getelementptr inbounds nuw i8, ptr %31, i64 832
  %284 = getelementptr inbounds nuw i8, ptr %31, i64 896
  %285 = getelementptr inbounds nuw i8, ptr %31, i64 960
  %286 = getelementptr inbounds nuw i8, ptr %31, i64 1024
  %287 = getelementptr inbounds nuw i8, ptr %31, i64 1024
  %288 = getelementptr inbounds nuw i8, ptr %31, i64 1088
  %289 = getelementptr inbounds nuw i8, ptr %31, i64 1152
  %290 = getelementptr inbounds nuw i8, ptr %31, i64 1216
  %291 = getelementptr inbounds nuw i8, ptr %31, i64 1216
  %292 = getelementptr inbounds nuw i8, ptr %31, i64 1280
  %293 = getelementptr inbounds nuw i8, ptr %31, i64 1344
  %294 = getelementptr inbounds nuw i8, ptr %31, i64 1408
  %295 = getelementptr inbounds nuw i8, ptr %31, i64 1408
  %296 = getelementptr inbounds nuw i8, ptr %31, i64 1472
  br label %298

297:                                              ; preds = %325, %67
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  ret void

298:                                              ; preds = %79, %325
  %299 = phi i64 [ %3, %79 ], [ %326, %325 ]
  %300 = srem i64 %299, %73
  %301 = sdiv i64 %299, %73
  %302 = srem i64 %301, %76
  %303 = sdiv i64 %301, %76
  %304 = add nsw i64 %300, 1
  %305 = mul i64 %77, %304
  %306 = tail call i64 @llvm.smin.i64(i64 %305, i64 %6)
  %307 = add nsw i64 %302, 1
  %308 = mul nsw i64 %307, %17
  %309 = tail call i64 @llvm.smin.i64(i64 %308, i64 %68)
  %310 = mul nsw i64 %303, %20
  %311 = getelementptr inbounds float, ptr %38, i64 %310
  %312 = mul nsw i64 %303, %21
  %313 = getelementptr inbounds float, ptr %41, i64 %312
  %314 = mul nsw i64 %303, %26
  %315 = getelementptr inbounds float, ptr %42, i64 %314
  %316 = select i1 %80, ptr null, ptr %315
  %317 = mul nsw i64 %303, %24
  %318 = getelementptr inbounds float, ptr %43, i64 %317
  %319 = mul nsw i64 %302, %17
  %320 = mul i64 %77, %300
  %321 = icmp slt i64 %319, %309
  br i1 %321, label %322, label %325

322:                                              ; preds = %298
  %323 = add nsw i64 %309, -1
  %324 = icmp slt i64 %320, %306
  br label %328

325:                                              ; preds = %791, %298
  %326 = add i64 %299, 1
  %327 = icmp eq i64 %326, %4
  br i1 %327, label %297, label %298

328:                                              ; preds = %322, %791
  %329 = phi i64 [ %319, %322 ], [ %792, %791 ]
  %330 = sub nsw i64 %309, %329
  %331 = icmp sgt i64 %330, 2
  %332 = trunc i64 %330 to i32
  %333 = select i1 %331, i32 3, i32 %332
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  br i1 %58, label %557, label %334

334:                                              ; preds = %328
  %335 = tail call i64 @llvm.smin.i64(i64 %329, i64 %323)
  %336 = shl nsw i64 %335, 4
  store i64 %336, ptr %35, align 16
  %337 = icmp sgt i32 %333, 0
  %338 = sub nsw i64 %56, %336
  %339 = select i1 %337, i64 %338, i64 0
  %340 = add nsw i64 %329, 1
  %341 = tail call i64 @llvm.smin.i64(i64 %340, i64 %323)
  %342 = shl nsw i64 %341, 4
  store i64 %342, ptr %100, align 8
  %343 = icmp sgt i32 %333, 1
  %344 = sub nsw i64 %56, %342
  %345 = select i1 %343, i64 %344, i64 0
  %346 = add nsw i64 %329, 2
  %347 = tail call i64 @llvm.smin.i64(i64 %346, i64 %323)
  %348 = shl nsw i64 %347, 4
  store i64 %348, ptr %101, align 16
  %349 = icmp sgt i32 %333, 2
  %350 = sub nsw i64 %56, %348
  %351 = select i1 %349, i64 %350, i64 0
  br i1 %82, label %352, label %353

352:                                              ; preds = %334
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %33, i8 0, i64 %96, i1 false)
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %34, i8 0, i64 %97, i1 false)
  br label %353

353:                                              ; preds = %352, %334
  %354 = icmp sgt i32 %333, 0
  br i1 %354, label %355, label %725

355:                                              ; preds = %353
  %356 = zext nneg i32 %333 to i64
  br label %357

357:                                              ; preds = %355, %545
  %358 = phi i64 [ 0, %355 ], [ %546, %545 ]
  %359 = shl nuw nsw i64 %358, 2
  %360 = getelementptr inbounds nuw i64, ptr %35, i64 %358
  %361 = load i64, ptr %360, align 8
  %362 = sub nsw i64 %56, %361
  %363 = icmp sgt i64 %362, 0
  br i1 %363, label %364, label %370

364:                                              ; preds = %357
  %365 = srem i64 %361, %8
  %366 = sdiv i64 %361, %8
  %367 = getelementptr i32, ptr %34, i64 %358
  %368 = call i64 @llvm.umin.i64(i64 %362, i64 16)
  %369 = getelementptr i8, ptr %34, i64 %359
  br label %374

370:                                              ; preds = %391, %357
  %371 = getelementptr i64, ptr %33, i64 %358
  br i1 %83, label %372, label %545

372:                                              ; preds = %370
  %373 = sub i64 %361, %16
  br label %493

374:                                              ; preds = %364, %391
  %375 = phi i64 [ 0, %364 ], [ %397, %391 ]
  %376 = phi i64 [ %365, %364 ], [ %396, %391 ]
  %377 = phi i64 [ %366, %364 ], [ %395, %391 ]
  br i1 %83, label %378, label %391

378:                                              ; preds = %374
  %379 = sub i64 %377, %15
  %380 = sub i64 %376, %16
  %381 = trunc i64 %375 to i32
  %382 = shl nuw i32 1, %381
  %383 = insertelement <16 x i64> poison, i64 %380, i64 0
  %384 = shufflevector <16 x i64> %383, <16 x i64> poison, <16 x i32> zeroinitializer
  %385 = insertelement <16 x i32> poison, i32 %382, i64 0
  %386 = shufflevector <16 x i32> %385, <16 x i32> poison, <16 x i32> zeroinitializer
  %387 = insertelement <8 x i64> poison, i64 %380, i64 0
  %388 = shufflevector <8 x i64> %387, <8 x i64> poison, <8 x i32> zeroinitializer
  %389 = insertelement <8 x i32> poison, i32 %382, i64 0
  %390 = shufflevector <8 x i32> %389, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %399

391:                                              ; preds = %490, %374
  %392 = add nsw i64 %376, 1
  %393 = icmp eq i64 %392, %8
  %394 = zext i1 %393 to i64
  %395 = add nsw i64 %377, %394
  %396 = select i1 %393, i64 0, i64 %392
  %397 = add nuw nsw i64 %375, 1
  %398 = icmp eq i64 %397, %368
  br i1 %398, label %370, label %374

399:                                              ; preds = %378, %490
  %400 = phi i64 [ 0, %378 ], [ %491, %490 ]
  %401 = mul i64 %197, %400
  %402 = getelementptr i8, ptr %369, i64 %401
  %403 = add i64 %379, %400
  %404 = icmp slt i64 %403, 0
  %405 = icmp sge i64 %403, %7
  %406 = or i1 %404, %405
  %407 = select i1 %406, i1 true, i1 %84
  br i1 %407, label %490, label %408

408:                                              ; preds = %399
  %409 = mul nuw nsw i64 %400, %55
  %410 = getelementptr [3 x i32], ptr %367, i64 %409
  %411 = getelementptr i8, ptr %402, i64 %200
  %412 = icmp ult ptr %411, %402
  %413 = or i1 %412, %201
  %414 = select i1 %198, i1 true, i1 %413
  br i1 %414, label %450, label %415

415:                                              ; preds = %408
  br i1 %202, label %431, label %416

416:                                              ; preds = %415, %416
  %417 = phi i64 [ %426, %416 ], [ 0, %415 ]
  %418 = phi <16 x i64> [ %427, %416 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %415 ]
  %419 = add <16 x i64> %384, %418
  %420 = icmp sgt <16 x i64> %419, splat (i64 -1)
  %421 = icmp slt <16 x i64> %419, %206
  %422 = and <16 x i1> %420, %421
  %423 = getelementptr [3 x i32], ptr %410, <16 x i64> %418
  %424 = call <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr> align 4 %423, <16 x i1> %422, <16 x i32> poison)
  %425 = or <16 x i32> %424, %386
  call void @llvm.masked.scatter.v16i32.v16p0(<16 x i32> %425, <16 x ptr> align 4 %423, <16 x i1> %422)
  %426 = add nuw i64 %417, 16
  %427 = add nuw nsw <16 x i64> %418, splat (i64 16)
  %428 = icmp eq i64 %426, %204
  br i1 %428, label %429, label %416

429:                                              ; preds = %416
  br i1 %207, label %490, label %430

430:                                              ; preds = %429
  br i1 %208, label %450, label %431

431:                                              ; preds = %415, %430
  %432 = phi i64 [ %204, %430 ], [ 0, %415 ]
  %433 = insertelement <8 x i64> poison, i64 %432, i64 0
  %434 = shufflevector <8 x i64> %433, <8 x i64> poison, <8 x i32> zeroinitializer
  %435 = or disjoint <8 x i64> %434, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %436

436:                                              ; preds = %436, %431
  %437 = phi i64 [ %432, %431 ], [ %446, %436 ]
  %438 = phi <8 x i64> [ %435, %431 ], [ %447, %436 ]
  %439 = add <8 x i64> %388, %438
  %440 = icmp sgt <8 x i64> %439, splat (i64 -1)
  %441 = icmp slt <8 x i64> %439, %211
  %442 = and <8 x i1> %440, %441
  %443 = getelementptr [3 x i32], ptr %410, <8 x i64> %438
  %444 = call <8 x i32> @llvm.masked.gather.v8i32.v8p0(<8 x ptr> align 4 %443, <8 x i1> %442, <8 x i32> poison)
  %445 = or <8 x i32> %444, %390
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %445, <8 x ptr> align 4 %443, <8 x i1> %442)
  %446 = add nuw i64 %437, 8
  %447 = add nuw nsw <8 x i64> %438, splat (i64 8)
  %448 = icmp eq i64 %446, %209
  br i1 %448, label %449, label %436

449:                                              ; preds = %436
  br i1 %212, label %490, label %450

450:                                              ; preds = %408, %430, %449
  %451 = phi i64 [ 0, %408 ], [ %209, %449 ], [ %204, %430 ]
  %452 = or disjoint i64 %451, 1
  br i1 %214, label %464, label %453

453:                                              ; preds = %450
  %454 = add i64 %380, %451
  %455 = icmp sgt i64 %454, -1
  %456 = icmp slt i64 %454, %8
  %457 = and i1 %455, %456
  br i1 %457, label %458, label %462

458:                                              ; preds = %453
  %459 = getelementptr [3 x i32], ptr %410, i64 %451
  %460 = load i32, ptr %459, align 4
  %461 = or i32 %460, %382
  store i32 %461, ptr %459, align 4
  br label %462

462:                                              ; preds = %458, %453
  %463 = or disjoint i64 %451, 1
  br label %464

464:                                              ; preds = %462, %450
  %465 = phi i64 [ %451, %450 ], [ %463, %462 ]
  %466 = icmp eq i64 %55, %452
  br i1 %466, label %490, label %467

467:                                              ; preds = %464, %487
  %468 = phi i64 [ %488, %487 ], [ %465, %464 ]
  %469 = add i64 %380, %468
  %470 = icmp sgt i64 %469, -1
  %471 = icmp slt i64 %469, %8
  %472 = and i1 %470, %471
  br i1 %472, label %473, label %477

473:                                              ; preds = %467
  %474 = getelementptr [3 x i32], ptr %410, i64 %468
  %475 = load i32, ptr %474, align 4
  %476 = or i32 %475, %382
  store i32 %476, ptr %474, align 4
  br label %477

477:                                              ; preds = %473, %467
  %478 = add nuw nsw i64 %468, 1
  %479 = add i64 %380, %478
  %480 = icmp sgt i64 %479, -1
  %481 = icmp slt i64 %479, %8
  %482 = and i1 %480, %481
  br i1 %482, label %483, label %487

483:                                              ; preds = %477
  %484 = getelementptr [3 x i32], ptr %410, i64 %478
  %485 = load i32, ptr %484, align 4
  %486 = or i32 %485, %382
  store i32 %486, ptr %484, align 4
  br label %487

487:                                              ; preds = %483, %477
  %488 = add nuw nsw i64 %468, 2
  %489 = icmp eq i64 %488, %55
  br i1 %489, label %490, label %467

490:                                              ; preds = %464, %487, %429, %449, %399
  %491 = add nuw nsw i64 %400, 1
  %492 = icmp eq i64 %491, %54
  br i1 %492, label %391, label %399

493:                                              ; preds = %372, %548
  %494 = phi i64 [ 0, %372 ], [ %549, %548 ]
  br i1 %85, label %495, label %548

495:                                              ; preds = %493
  %496 = sub nsw i64 %494, %15
  %497 = mul nsw i64 %496, %8
  %498 = add i64 %373, %497
  %499 = mul nuw nsw i64 %494, %55
  %500 = getelementptr [3 x i64], ptr %371, i64 %499
  br i1 %215, label %543, label %501

501:                                              ; preds = %495
  br i1 %216, label %527, label %502

502:                                              ; preds = %501
  %503 = insertelement <8 x i64> poison, i64 %498, i64 0
  %504 = shufflevector <8 x i64> %503, <8 x i64> poison, <8 x i32> zeroinitializer
  %505 = add <8 x i64> splat (i64 8), %504
  %506 = add <8 x i64> splat (i64 16), %504
  %507 = add <8 x i64> splat (i64 24), %504
  br label %508

508:                                              ; preds = %508, %502
  %509 = phi i64 [ 0, %502 ], [ %522, %508 ]
  %510 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %502 ], [ %523, %508 ]
  %511 = add <8 x i64> %510, splat (i64 8)
  %512 = add <8 x i64> %510, splat (i64 16)
  %513 = add <8 x i64> %510, splat (i64 24)
  %514 = add <8 x i64> %504, %510
  %515 = add <8 x i64> %510, %505
  %516 = add <8 x i64> %510, %506
  %517 = add <8 x i64> %510, %507
  %518 = getelementptr [3 x i64], ptr %500, <8 x i64> %510
  %519 = getelementptr [3 x i64], ptr %500, <8 x i64> %511
  %520 = getelementptr [3 x i64], ptr %500, <8 x i64> %512
  %521 = getelementptr [3 x i64], ptr %500, <8 x i64> %513
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %514, <8 x ptr> align 8 %518, <8 x i1> splat (i1 true))
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %515, <8 x ptr> align 8 %519, <8 x i1> splat (i1 true))
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %516, <8 x ptr> align 8 %520, <8 x i1> splat (i1 true))
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %517, <8 x ptr> align 8 %521, <8 x i1> splat (i1 true))
  %522 = add nuw i64 %509, 32
  %523 = add <8 x i64> %510, splat (i64 32)
  %524 = icmp eq i64 %522, %218
  br i1 %524, label %525, label %508

525:                                              ; preds = %508
  br i1 %219, label %548, label %526

526:                                              ; preds = %525
  br i1 %220, label %543, label %527

527:                                              ; preds = %501, %526
  %528 = phi i64 [ %218, %526 ], [ 0, %501 ]
  %529 = insertelement <8 x i64> poison, i64 %498, i64 0
  %530 = shufflevector <8 x i64> %529, <8 x i64> poison, <8 x i32> zeroinitializer
  %531 = insertelement <8 x i64> poison, i64 %528, i64 0
  %532 = shufflevector <8 x i64> %531, <8 x i64> poison, <8 x i32> zeroinitializer
  %533 = or disjoint <8 x i64> %532, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %534

534:                                              ; preds = %534, %527
  %535 = phi i64 [ %528, %527 ], [ %539, %534 ]
  %536 = phi <8 x i64> [ %533, %527 ], [ %540, %534 ]
  %537 = add <8 x i64> %530, %536
  %538 = getelementptr [3 x i64], ptr %500, <8 x i64> %536
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %537, <8 x ptr> align 8 %538, <8 x i1> splat (i1 true))
  %539 = add nuw i64 %535, 8
  %540 = add nuw nsw <8 x i64> %536, splat (i64 8)
  %541 = icmp eq i64 %539, %221
  br i1 %541, label %542, label %534

542:                                              ; preds = %534
  br i1 %222, label %548, label %543

543:                                              ; preds = %495, %526, %542
  %544 = phi i64 [ 0, %495 ], [ %218, %526 ], [ %221, %542 ]
  br label %551

545:                                              ; preds = %548, %370
  %546 = add nuw nsw i64 %358, 1
  %547 = icmp eq i64 %546, %356
  br i1 %547, label %725, label %357

548:                                              ; preds = %551, %525, %542, %493
  %549 = add nuw nsw i64 %494, 1
  %550 = icmp eq i64 %549, %54
  br i1 %550, label %545, label %493

551:                                              ; preds = %543, %551
  %552 = phi i64 [ %555, %551 ], [ %544, %543 ]
  %553 = add i64 %498, %552
  %554 = getelementptr [3 x i64], ptr %500, i64 %552
  store i64 %553, ptr %554, align 8
  %555 = add nuw nsw i64 %552, 1
  %556 = icmp eq i64 %555, %55
  br i1 %556, label %548, label %551

557:                                              ; preds = %328
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  %558 = tail call i64 @llvm.smin.i64(i64 %329, i64 %323)
  %559 = sdiv i64 %558, %61
  store i64 %559, ptr %36, align 16
  %560 = srem i64 %558, %61
  %561 = shl nsw i64 %560, 4
  store i64 %561, ptr %37, align 16
  %562 = mul nsw i64 %559, %10
  %563 = add nsw i64 %561, %562
  store i64 %563, ptr %35, align 16
  %564 = icmp sgt i32 %333, 0
  %565 = sub nsw i64 %10, %561
  %566 = select i1 %564, i64 %565, i64 0
  %567 = add nsw i64 %329, 1
  %568 = tail call i64 @llvm.smin.i64(i64 %567, i64 %323)
  %569 = sdiv i64 %568, %61
  store i64 %569, ptr %102, align 8
  %570 = srem i64 %568, %61
  %571 = shl nsw i64 %570, 4
  store i64 %571, ptr %103, align 8
  %572 = mul nsw i64 %569, %10
  %573 = add nsw i64 %571, %572
  store i64 %573, ptr %104, align 8
  %574 = icmp sgt i32 %333, 1
  %575 = sub nsw i64 %10, %571
  %576 = select i1 %574, i64 %575, i64 0
  %577 = add nsw i64 %329, 2
  %578 = tail call i64 @llvm.smin.i64(i64 %577, i64 %323)
  %579 = sdiv i64 %578, %61
  store i64 %579, ptr %105, align 16
  %580 = srem i64 %578, %61
  %581 = shl nsw i64 %580, 4
  store i64 %581, ptr %106, align 16
  %582 = mul nsw i64 %579, %10
  %583 = add nsw i64 %581, %582
  store i64 %583, ptr %107, align 16
  %584 = icmp sgt i32 %333, 2
  %585 = sub nsw i64 %10, %581
  %586 = select i1 %584, i64 %585, i64 0
  br i1 %83, label %587, label %724

587:                                              ; preds = %557
  %588 = sext i32 %333 to i64
  %589 = icmp slt i32 %333, 3
  %590 = icmp sgt i32 %333, 0
  %591 = shl nsw i64 %588, 3
  %592 = sub i32 2, %333
  %593 = zext i32 %592 to i64
  %594 = shl nuw nsw i64 %593, 3
  %595 = add nuw nsw i64 %594, 8
  %596 = shl nsw i64 %588, 2
  %597 = shl nuw nsw i64 %593, 2
  %598 = add nuw nsw i64 %597, 4
  %599 = getelementptr i8, ptr %33, i64 %591
  %600 = getelementptr i8, ptr %34, i64 %596
  %601 = zext i32 %333 to i64
  %602 = icmp ult i32 %333, 8
  %603 = and i64 %601, 4294967288
  %604 = icmp eq i64 %603, %601
  br label %605

605:                                              ; preds = %587, %616
  %606 = phi i64 [ 0, %587 ], [ %617, %616 ]
  br i1 %85, label %607, label %616

607:                                              ; preds = %605
  %608 = mul i64 %98, %606
  %609 = mul i64 %99, %606
  %610 = mul nuw nsw i64 %606, %55
  %611 = sub i64 %606, %15
  %612 = getelementptr i8, ptr %599, i64 %608
  %613 = getelementptr i8, ptr %600, i64 %609
  %614 = insertelement <8 x i64> poison, i64 %611, i64 0
  %615 = shufflevector <8 x i64> %614, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %619

616:                                              ; preds = %679, %605
  %617 = add nuw nsw i64 %606, 1
  %618 = icmp eq i64 %617, %54
  br i1 %618, label %724, label %605

619:                                              ; preds = %607, %679
  %620 = phi i64 [ 0, %607 ], [ %680, %679 ]
  %621 = add nuw nsw i64 %620, %610
  br i1 %589, label %622, label %627

622:                                              ; preds = %619
  %623 = mul i64 %620, 24
  %624 = getelementptr i8, ptr %612, i64 %623
  %625 = mul i64 %620, 12
  %626 = getelementptr i8, ptr %613, i64 %625
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %624, i8 0, i64 %595, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %626, i8 0, i64 %598, i1 false)
  br i1 %590, label %627, label %679

627:                                              ; preds = %619, %622
  %628 = sub i64 %620, %16
  %629 = getelementptr inbounds nuw [3 x i64], ptr %33, i64 %621
  %630 = getelementptr inbounds nuw [3 x i32], ptr %34, i64 %621
  br i1 %602, label %677, label %631

631:                                              ; preds = %627
  %632 = insertelement <8 x i64> poison, i64 %628, i64 0
  %633 = shufflevector <8 x i64> %632, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %634

634:                                              ; preds = %634, %631
  %635 = phi i64 [ 0, %631 ], [ %674, %634 ]
  %636 = getelementptr inbounds nuw i64, ptr %36, i64 %635
  %637 = load <8 x i64>, ptr %636, align 16
  %638 = mul nsw <8 x i64> %637, %224
  %639 = add <8 x i64> %615, %638
  %640 = getelementptr inbounds nuw i64, ptr %37, i64 %635
  %641 = load <8 x i64>, ptr %640, align 16
  %642 = sub nsw <8 x i64> %226, %641
  %643 = icmp sgt <8 x i64> %639, splat (i64 -1)
  %644 = icmp slt <8 x i64> %639, %228
  %645 = and <8 x i1> %643, %644
  %646 = shl nsw <8 x i64> %641, %230
  %647 = add <8 x i64> %633, %646
  %648 = shl nsw <8 x i64> %642, splat (i64 1)
  %649 = add nsw <8 x i64> %648, splat (i64 -1)
  %650 = select i1 %59, <8 x i64> %649, <8 x i64> %642
  %651 = icmp slt <8 x i64> %647, zeroinitializer
  %652 = sub nsw <8 x i64> zeroinitializer, %647
  %653 = select <8 x i1> %651, <8 x i64> %652, <8 x i64> zeroinitializer
  %654 = sub nsw <8 x i64> %232, %647
  %655 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %654, <8 x i64> %650)
  %656 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %655, <8 x i64> %234)
  %657 = icmp sgt <8 x i64> %656, %653
  %658 = select <8 x i1> %645, <8 x i1> %657, <8 x i1> zeroinitializer
  %659 = select <8 x i1> %658, <8 x i64> %656, <8 x i64> zeroinitializer
  %660 = select <8 x i1> %645, <8 x i64> %639, <8 x i64> zeroinitializer
  %661 = mul nsw <8 x i64> %660, %232
  %662 = add nsw <8 x i64> %661, %647
  %663 = getelementptr inbounds nuw i64, ptr %629, i64 %635
  store <8 x i64> %662, ptr %663, align 8
  %664 = icmp sgt <8 x i64> %659, splat (i64 31)
  %665 = trunc <8 x i64> %659 to <8 x i32>
  %666 = shl nsw <8 x i32> splat (i32 -1), %665
  %667 = xor <8 x i32> %666, splat (i32 -1)
  %668 = select <8 x i1> %664, <8 x i32> splat (i32 -1), <8 x i32> %667
  %669 = trunc <8 x i64> %653 to <8 x i32>
  %670 = shl nsw <8 x i32> splat (i32 -1), %669
  %671 = select <8 x i1> %658, <8 x i32> %670, <8 x i32> splat (i32 -1)
  %672 = and <8 x i32> %668, %671
  %673 = getelementptr inbounds nuw i32, ptr %630, i64 %635
  store <8 x i32> %672, ptr %673, align 4
  %674 = add nuw i64 %635, 8
  %675 = icmp eq i64 %674, %603
  br i1 %675, label %676, label %634

676:                                              ; preds = %634
  br i1 %604, label %679, label %677

677:                                              ; preds = %627, %676
  %678 = phi i64 [ 0, %627 ], [ %603, %676 ]
  br label %682

679:                                              ; preds = %682, %676, %622
  %680 = add nuw nsw i64 %620, 1
  %681 = icmp eq i64 %680, %55
  br i1 %681, label %616, label %619

682:                                              ; preds = %677, %682
  %683 = phi i64 [ %722, %682 ], [ %678, %677 ]
  %684 = getelementptr inbounds nuw i64, ptr %36, i64 %683
  %685 = load i64, ptr %684, align 8
  %686 = mul nsw i64 %685, %13
  %687 = add i64 %611, %686
  %688 = getelementptr inbounds nuw i64, ptr %37, i64 %683
  %689 = load i64, ptr %688, align 8
  %690 = sub nsw i64 %10, %689
  %691 = icmp sgt i64 %687, -1
  %692 = icmp slt i64 %687, %7
  %693 = and i1 %691, %692
  %694 = shl nsw i64 %689, %86
  %695 = add i64 %628, %694
  %696 = shl nsw i64 %690, 1
  %697 = add nsw i64 %696, -1
  %698 = select i1 %59, i64 %697, i64 %690
  %699 = icmp slt i64 %695, 0
  %700 = sub nsw i64 0, %695
  %701 = select i1 %699, i64 %700, i64 0
  %702 = sub nsw i64 %8, %695
  %703 = tail call i64 @llvm.smin.i64(i64 %702, i64 %698)
  %704 = tail call i64 @llvm.smin.i64(i64 %703, i64 %87)
  %705 = icmp sgt i64 %704, %701
  %706 = select i1 %693, i1 %705, i1 false
  %707 = select i1 %706, i64 %704, i64 0
  %708 = select i1 %693, i64 %687, i64 0
  %709 = mul nsw i64 %708, %8
  %710 = add nsw i64 %709, %695
  %711 = getelementptr inbounds nuw i64, ptr %629, i64 %683
  store i64 %710, ptr %711, align 8
  %712 = icmp sgt i64 %707, 31
  %713 = trunc i64 %707 to i32
  %714 = shl nsw i32 -1, %713
  %715 = xor i32 %714, -1
  %716 = select i1 %712, i32 -1, i32 %715
  %717 = trunc i64 %701 to i32
  %718 = shl nsw i32 -1, %717
  %719 = select i1 %706, i32 %718, i32 -1
  %720 = and i32 %716, %719
  %721 = getelementptr inbounds nuw i32, ptr %630, i64 %683
  store i32 %720, ptr %721, align 4
  %722 = add nuw nsw i64 %683, 1
  %723 = icmp eq i64 %722, %601
  br i1 %723, label %679, label %682

724:                                              ; preds = %616, %557
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  br label %725

725:                                              ; preds = %545, %353, %724
  %726 = phi i64 [ %586, %724 ], [ %351, %353 ], [ %351, %545 ]
  %727 = phi i64 [ %576, %724 ], [ %345, %353 ], [ %345, %545 ]
  %728 = phi i64 [ %566, %724 ], [ %339, %353 ], [ %339, %545 ]
  %729 = phi i64 [ %583, %724 ], [ %348, %353 ], [ %348, %545 ]
  %730 = phi i64 [ %573, %724 ], [ %342, %353 ], [ %342, %545 ]
  %731 = phi i64 [ %563, %724 ], [ %336, %353 ], [ %336, %545 ]
  br i1 %324, label %732, label %791

732:                                              ; preds = %725
  %733 = icmp sgt i64 %728, 15
  %734 = trunc i64 %728 to i32
  %735 = shl nsw i32 -1, %734
  %736 = trunc i32 %735 to i16
  %737 = xor i16 %736, -1
  %738 = select i1 %733, i16 -1, i16 %737
  %739 = icmp sgt i64 %727, 15
  %740 = trunc i64 %727 to i32
  %741 = shl nsw i32 -1, %740
  %742 = trunc i32 %741 to i16
  %743 = xor i16 %742, -1
  %744 = select i1 %739, i16 -1, i16 %743
  %745 = icmp sgt i64 %726, 15
  %746 = trunc i64 %726 to i32
  %747 = shl nsw i32 -1, %746
  %748 = trunc i32 %747 to i16
  %749 = xor i16 %748, -1
  %750 = select i1 %745, i16 -1, i16 %749
  %751 = bitcast i16 %738 to <16 x i1>
  %752 = bitcast i16 %744 to <16 x i1>
  %753 = bitcast i16 %750 to <16 x i1>
  %754 = bitcast i16 %738 to <16 x i1>
  %755 = bitcast i16 %744 to <16 x i1>
  %756 = bitcast i16 %750 to <16 x i1>
  %757 = bitcast i16 %738 to <16 x i1>
  %758 = bitcast i16 %744 to <16 x i1>
  %759 = bitcast i16 %750 to <16 x i1>
  %760 = icmp sgt i64 %728, 15
  %761 = trunc i64 %728 to i32
  %762 = shl nsw i32 -1, %761
  %763 = trunc i32 %762 to i16
  %764 = xor i16 %763, -1
  %765 = select i1 %760, i16 -1, i16 %764
  %766 = icmp sgt i64 %727, 15
  %767 = trunc i64 %727 to i32
  %768 = shl nsw i32 -1, %767
  %769 = trunc i32 %768 to i16
  %770 = xor i16 %769, -1
  %771 = select i1 %766, i16 -1, i16 %770
  %772 = icmp sgt i64 %726, 15
  %773 = trunc i64 %726 to i32
  %774 = shl nsw i32 -1, %773
  %775 = trunc i32 %774 to i16
  %776 = xor i16 %775, -1
  %777 = select i1 %772, i16 -1, i16 %776
  %778 = bitcast i16 %765 to <16 x i1>
  %779 = bitcast i16 %771 to <16 x i1>
  %780 = bitcast i16 %777 to <16 x i1>
  %781 = bitcast i16 %765 to <16 x i1>
  %782 = bitcast i16 %771 to <16 x i1>
  %783 = bitcast i16 %777 to <16 x i1>
  %784 = bitcast i16 %765 to <16 x i1>
  %785 = bitcast i16 %771 to <16 x i1>
  %786 = bitcast i16 %777 to <16 x i1>
  %787 = getelementptr float, ptr %318, i64 %730
  %788 = getelementptr float, ptr %318, i64 %729
  %789 = getelementptr float, ptr %318, i64 %730
  %790 = getelementptr float, ptr %318, i64 %729
  br label %794

791:                                              ; preds = %1953, %725
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  %792 = add nsw i64 %329, 3
  %793 = icmp slt i64 %792, %309
  br i1 %793, label %328, label %325

794:                                              ; preds = %732, %1953
  %795 = phi i64 [ %1954, %1953 ], [ %320, %732 ]
  %796 = sub nsw i64 %306, %795
  %797 = icmp sgt i64 %796, 7
  %798 = select i1 %797, i64 %795, i64 %88
  %799 = sub nsw i64 %795, %798
  %800 = getelementptr inbounds float, ptr %40, i64 %798
  br i1 %59, label %801, label %1387

801:                                              ; preds = %794
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  br i1 %90, label %812, label %803

802:                                              ; preds = %995, %989
  br label %1179

803:                                              ; preds = %801
  %804 = load float, ptr %800, align 4
  %805 = insertelement <16 x float> poison, float %804, i64 0
  %806 = shufflevector <16 x float> %805, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %806, ptr %31, align 64
  %807 = insertelement <16 x float> poison, float %804, i64 0
  %808 = shufflevector <16 x float> %807, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %808, ptr %266, align 64
  %809 = load float, ptr %800, align 4
  %810 = insertelement <16 x float> poison, float %809, i64 0
  %811 = shufflevector <16 x float> %810, <16 x float> poison, <16 x i32> zeroinitializer
  br label %821

812:                                              ; preds = %801
  %813 = mul nsw i64 %798, %56
  %814 = getelementptr inbounds float, ptr %313, i64 %813
  %815 = getelementptr inbounds float, ptr %814, i64 %731
  %816 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %815, <16 x i1> %778, <16 x float> zeroinitializer)
  store <16 x float> %816, ptr %31, align 64
  %817 = getelementptr inbounds float, ptr %814, i64 %730
  %818 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %817, <16 x i1> %779, <16 x float> zeroinitializer)
  store <16 x float> %818, ptr %267, align 64
  %819 = getelementptr inbounds float, ptr %814, i64 %729
  %820 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %819, <16 x i1> %780, <16 x float> zeroinitializer)
  br label %821

821:                                              ; preds = %812, %803
  %822 = phi <16 x float> [ %818, %812 ], [ %808, %803 ]
  %823 = phi <16 x float> [ %816, %812 ], [ %806, %803 ]
  %824 = phi <16 x float> [ %820, %812 ], [ %811, %803 ]
  store <16 x float> %824, ptr %268, align 64
  br i1 %90, label %835, label %825

825:                                              ; preds = %821
  %826 = getelementptr inbounds nuw i8, ptr %800, i64 4
  %827 = load float, ptr %826, align 4
  %828 = insertelement <16 x float> poison, float %827, i64 0
  %829 = shufflevector <16 x float> %828, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %829, ptr %269, align 64
  %830 = insertelement <16 x float> poison, float %827, i64 0
  %831 = shufflevector <16 x float> %830, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %831, ptr %270, align 64
  %832 = load float, ptr %826, align 4
  %833 = insertelement <16 x float> poison, float %832, i64 0
  %834 = shufflevector <16 x float> %833, <16 x float> poison, <16 x i32> zeroinitializer
  br label %845

835:                                              ; preds = %821
  %836 = add nsw i64 %798, 1
  %837 = mul nsw i64 %836, %56
  %838 = getelementptr inbounds float, ptr %313, i64 %837
  %839 = getelementptr inbounds float, ptr %838, i64 %731
  %840 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %839, <16 x i1> %778, <16 x float> zeroinitializer)
  store <16 x float> %840, ptr %269, align 64
  %841 = getelementptr inbounds float, ptr %838, i64 %730
  %842 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %841, <16 x i1> %779, <16 x float> zeroinitializer)
  store <16 x float> %842, ptr %271, align 64
  %843 = getelementptr inbounds float, ptr %838, i64 %729
  %844 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %843, <16 x i1> %780, <16 x float> zeroinitializer)
  br label %845

845:                                              ; preds = %835, %825
  %846 = phi <16 x float> [ %842, %835 ], [ %831, %825 ]
  %847 = phi <16 x float> [ %840, %835 ], [ %829, %825 ]
  %848 = phi <16 x float> [ %844, %835 ], [ %834, %825 ]
  store <16 x float> %848, ptr %272, align 64
  br i1 %90, label %859, label %849

849:                                              ; preds = %845
  %850 = getelementptr inbounds nuw i8, ptr %800, i64 8
  %851 = load float, ptr %850, align 4
  %852 = insertelement <16 x float> poison, float %851, i64 0
  %853 = shufflevector <16 x float> %852, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %853, ptr %273, align 64
  %854 = insertelement <16 x float> poison, float %851, i64 0
  %855 = shufflevector <16 x float> %854, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %855, ptr %274, align 64
  %856 = load float, ptr %850, align 4
  %857 = insertelement <16 x float> poison, float %856, i64 0
  %858 = shufflevector <16 x float> %857, <16 x float> poison, <16 x i32> zeroinitializer
  br label %869

859:                                              ; preds = %845
  %860 = add nsw i64 %798, 2
  %861 = mul nsw i64 %860, %56
  %862 = getelementptr inbounds float, ptr %313, i64 %861
  %863 = getelementptr inbounds float, ptr %862, i64 %731
  %864 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %863, <16 x i1> %778, <16 x float> zeroinitializer)
  store <16 x float> %864, ptr %273, align 64
  %865 = getelementptr inbounds float, ptr %862, i64 %730
  %866 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %865, <16 x i1> %779, <16 x float> zeroinitializer)
  store <16 x float> %866, ptr %275, align 64
  %867 = getelementptr inbounds float, ptr %862, i64 %729
  %868 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %867, <16 x i1> %780, <16 x float> zeroinitializer)
  br label %869

869:                                              ; preds = %859, %849
  %870 = phi <16 x float> [ %866, %859 ], [ %855, %849 ]
  %871 = phi <16 x float> [ %864, %859 ], [ %853, %849 ]
  %872 = phi <16 x float> [ %868, %859 ], [ %858, %849 ]
  store <16 x float> %872, ptr %276, align 64
  br i1 %90, label %883, label %873

873:                                              ; preds = %869
  %874 = getelementptr inbounds nuw i8, ptr %800, i64 12
  %875 = load float, ptr %874, align 4
  %876 = insertelement <16 x float> poison, float %875, i64 0
  %877 = shufflevector <16 x float> %876, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %877, ptr %277, align 64
  %878 = insertelement <16 x float> poison, float %875, i64 0
  %879 = shufflevector <16 x float> %878, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %879, ptr %278, align 64
  %880 = load float, ptr %874, align 4
  %881 = insertelement <16 x float> poison, float %880, i64 0
  %882 = shufflevector <16 x float> %881, <16 x float> poison, <16 x i32> zeroinitializer
  br label %893

883:                                              ; preds = %869
  %884 = add nsw i64 %798, 3
  %885 = mul nsw i64 %884, %56
  %886 = getelementptr inbounds float, ptr %313, i64 %885
  %887 = getelementptr inbounds float, ptr %886, i64 %731
  %888 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %887, <16 x i1> %778, <16 x float> zeroinitializer)
  store <16 x float> %888, ptr %277, align 64
  %889 = getelementptr inbounds float, ptr %886, i64 %730
  %890 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %889, <16 x i1> %779, <16 x float> zeroinitializer)
  store <16 x float> %890, ptr %279, align 64
  %891 = getelementptr inbounds float, ptr %886, i64 %729
  %892 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %891, <16 x i1> %780, <16 x float> zeroinitializer)
  br label %893

893:                                              ; preds = %883, %873
  %894 = phi <16 x float> [ %890, %883 ], [ %879, %873 ]
  %895 = phi <16 x float> [ %888, %883 ], [ %877, %873 ]
  %896 = phi <16 x float> [ %892, %883 ], [ %882, %873 ]
  store <16 x float> %896, ptr %280, align 64
  br i1 %90, label %907, label %897

897:                                              ; preds = %893
  %898 = getelementptr inbounds nuw i8, ptr %800, i64 16
  %899 = load float, ptr %898, align 4
  %900 = insertelement <16 x float> poison, float %899, i64 0
  %901 = shufflevector <16 x float> %900, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %901, ptr %281, align 64
  %902 = insertelement <16 x float> poison, float %899, i64 0
  %903 = shufflevector <16 x float> %902, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %903, ptr %282, align 64
  %904 = load float, ptr %898, align 4
  %905 = insertelement <16 x float> poison, float %904, i64 0
  %906 = shufflevector <16 x float> %905, <16 x float> poison, <16 x i32> zeroinitializer
  br label %917

907:                                              ; preds = %893
  %908 = add nsw i64 %798, 4
  %909 = mul nsw i64 %908, %56
  %910 = getelementptr inbounds float, ptr %313, i64 %909
  %911 = getelementptr inbounds float, ptr %910, i64 %731
  %912 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %911, <16 x i1> %778, <16 x float> zeroinitializer)
  store <16 x float> %912, ptr %281, align 64
  %913 = getelementptr inbounds float, ptr %910, i64 %730
  %914 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %913, <16 x i1> %779, <16 x float> zeroinitializer)
  store <16 x float> %914, ptr %283, align 64
  %915 = getelementptr inbounds float, ptr %910, i64 %729
  %916 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %915, <16 x i1> %780, <16 x float> zeroinitializer)
  br label %917

917:                                              ; preds = %907, %897
  %918 = phi <16 x float> [ %914, %907 ], [ %903, %897 ]
  %919 = phi <16 x float> [ %912, %907 ], [ %901, %897 ]
  %920 = phi <16 x float> [ %916, %907 ], [ %906, %897 ]
  store <16 x float> %920, ptr %284, align 64
  br i1 %90, label %931, label %921

921:                                              ; preds = %917
  %922 = getelementptr inbounds nuw i8, ptr %800, i64 20
  %923 = load float, ptr %922, align 4
  %924 = insertelement <16 x float> poison, float %923, i64 0
  %925 = shufflevector <16 x float> %924, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %925, ptr %285, align 64
  %926 = insertelement <16 x float> poison, float %923, i64 0
  %927 = shufflevector <16 x float> %926, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %927, ptr %286, align 64
  %928 = load float, ptr %922, align 4
  %929 = insertelement <16 x float> poison, float %928, i64 0
  %930 = shufflevector <16 x float> %929, <16 x float> poison, <16 x i32> zeroinitializer
  br label %941

931:                                              ; preds = %917
  %932 = add nsw i64 %798, 5
  %933 = mul nsw i64 %932, %56
  %934 = getelementptr inbounds float, ptr %313, i64 %933
  %935 = getelementptr inbounds float, ptr %934, i64 %731
  %936 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %935, <16 x i1> %778, <16 x float> zeroinitializer)
  store <16 x float> %936, ptr %285, align 64
  %937 = getelementptr inbounds float, ptr %934, i64 %730
  %938 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %937, <16 x i1> %779, <16 x float> zeroinitializer)
  store <16 x float> %938, ptr %287, align 64
  %939 = getelementptr inbounds float, ptr %934, i64 %729
  %940 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %939, <16 x i1> %780, <16 x float> zeroinitializer)
  br label %941

941:                                              ; preds = %931, %921
  %942 = phi <16 x float> [ %938, %931 ], [ %927, %921 ]
  %943 = phi <16 x float> [ %936, %931 ], [ %925, %921 ]
  %944 = phi <16 x float> [ %940, %931 ], [ %930, %921 ]
  store <16 x float> %944, ptr %288, align 64
  br i1 %90, label %955, label %945

945:                                              ; preds = %941
  %946 = getelementptr inbounds nuw i8, ptr %800, i64 24
  %947 = load float, ptr %946, align 4
  %948 = insertelement <16 x float> poison, float %947, i64 0
  %949 = shufflevector <16 x float> %948, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %949, ptr %289, align 64
  %950 = insertelement <16 x float> poison, float %947, i64 0
  %951 = shufflevector <16 x float> %950, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %951, ptr %290, align 64
  %952 = load float, ptr %946, align 4
  %953 = insertelement <16 x float> poison, float %952, i64 0
  %954 = shufflevector <16 x float> %953, <16 x float> poison, <16 x i32> zeroinitializer
  br label %965

955:                                              ; preds = %941
  %956 = add nsw i64 %798, 6
  %957 = mul nsw i64 %956, %56
  %958 = getelementptr inbounds float, ptr %313, i64 %957
  %959 = getelementptr inbounds float, ptr %958, i64 %731
  %960 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %959, <16 x i1> %778, <16 x float> zeroinitializer)
  store <16 x float> %960, ptr %289, align 64
  %961 = getelementptr inbounds float, ptr %958, i64 %730
  %962 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %961, <16 x i1> %779, <16 x float> zeroinitializer)
  store <16 x float> %962, ptr %291, align 64
  %963 = getelementptr inbounds float, ptr %958, i64 %729
  %964 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %963, <16 x i1> %780, <16 x float> zeroinitializer)
  br label %965

965:                                              ; preds = %955, %945
  %966 = phi <16 x float> [ %962, %955 ], [ %951, %945 ]
  %967 = phi <16 x float> [ %960, %955 ], [ %949, %945 ]
  %968 = phi <16 x float> [ %964, %955 ], [ %954, %945 ]
  store <16 x float> %968, ptr %292, align 64
  br i1 %90, label %979, label %969

969:                                              ; preds = %965
  %970 = getelementptr inbounds nuw i8, ptr %800, i64 28
  %971 = load float, ptr %970, align 4
  %972 = insertelement <16 x float> poison, float %971, i64 0
  %973 = shufflevector <16 x float> %972, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %973, ptr %293, align 64
  %974 = insertelement <16 x float> poison, float %971, i64 0
  %975 = shufflevector <16 x float> %974, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %975, ptr %294, align 64
  %976 = load float, ptr %970, align 4
  %977 = insertelement <16 x float> poison, float %976, i64 0
  %978 = shufflevector <16 x float> %977, <16 x float> poison, <16 x i32> zeroinitializer
  br label %989

979:                                              ; preds = %965
  %980 = add nsw i64 %798, 7
  %981 = mul nsw i64 %980, %56
  %982 = getelementptr inbounds float, ptr %313, i64 %981
  %983 = getelementptr inbounds float, ptr %982, i64 %731
  %984 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %983, <16 x i1> %778, <16 x float> zeroinitializer)
  store <16 x float> %984, ptr %293, align 64
  %985 = getelementptr inbounds float, ptr %982, i64 %730
  %986 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %985, <16 x i1> %779, <16 x float> zeroinitializer)
  store <16 x float> %986, ptr %295, align 64
  %987 = getelementptr inbounds float, ptr %982, i64 %729
  %988 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %987, <16 x i1> %780, <16 x float> zeroinitializer)
  br label %989

989:                                              ; preds = %979, %969
  %990 = phi <16 x float> [ %986, %979 ], [ %975, %969 ]
  %991 = phi <16 x float> [ %984, %979 ], [ %973, %969 ]
  %992 = phi <16 x float> [ %988, %979 ], [ %978, %969 ]
  store <16 x float> %992, ptr %296, align 64
  %993 = mul i64 %91, %798
  %994 = getelementptr inbounds float, ptr %39, i64 %993
  br i1 %92, label %996, label %802

995:                                              ; preds = %1026
  store <16 x float> %1050, ptr %152, align 64
  store <16 x float> %1049, ptr %153, align 64
  store <16 x float> %1048, ptr %154, align 64
  store <16 x float> %1047, ptr %155, align 64
  store <16 x float> %1046, ptr %31, align 64
  store <16 x float> %1045, ptr %156, align 64
  store <16 x float> %1044, ptr %157, align 64
  store <16 x float> %1043, ptr %158, align 64
  store <16 x float> %1042, ptr %159, align 64
  store <16 x float> %1041, ptr %160, align 64
  store <16 x float> %1040, ptr %163, align 64
  store <16 x float> %1039, ptr %164, align 64
  store <16 x float> %1038, ptr %166, align 64
  store <16 x float> %1037, ptr %167, align 64
  store <16 x float> %1036, ptr %168, align 64
  store <16 x float> %1035, ptr %170, align 64
  store <16 x float> %1034, ptr %171, align 64
  store <16 x float> %1033, ptr %172, align 64
  store <16 x float> %1032, ptr %174, align 64
  store <16 x float> %1031, ptr %175, align 64
  store <16 x float> %1030, ptr %176, align 64
  store <16 x float> %1029, ptr %178, align 64
  store <16 x float> %1028, ptr %179, align 64
  store <16 x float> %1027, ptr %180, align 64
  br label %802

996:                                              ; preds = %989, %1026
  %997 = phi <16 x float> [ %1027, %1026 ], [ %992, %989 ]
  %998 = phi <16 x float> [ %1028, %1026 ], [ %990, %989 ]
  %999 = phi <16 x float> [ %1029, %1026 ], [ %991, %989 ]
  %1000 = phi <16 x float> [ %1030, %1026 ], [ %968, %989 ]
  %1001 = phi <16 x float> [ %1031, %1026 ], [ %966, %989 ]
  %1002 = phi <16 x float> [ %1032, %1026 ], [ %967, %989 ]
  %1003 = phi <16 x float> [ %1033, %1026 ], [ %944, %989 ]
  %1004 = phi <16 x float> [ %1034, %1026 ], [ %942, %989 ]
  %1005 = phi <16 x float> [ %1035, %1026 ], [ %943, %989 ]
  %1006 = phi <16 x float> [ %1036, %1026 ], [ %920, %989 ]
  %1007 = phi <16 x float> [ %1037, %1026 ], [ %918, %989 ]
  %1008 = phi <16 x float> [ %1038, %1026 ], [ %919, %989 ]
  %1009 = phi <16 x float> [ %1039, %1026 ], [ %896, %989 ]
  %1010 = phi <16 x float> [ %1040, %1026 ], [ %894, %989 ]
  %1011 = phi <16 x float> [ %1041, %1026 ], [ %848, %989 ]
  %1012 = phi <16 x float> [ %1042, %1026 ], [ %846, %989 ]
  %1013 = phi <16 x float> [ %1043, %1026 ], [ %847, %989 ]
  %1014 = phi <16 x float> [ %1044, %1026 ], [ %824, %989 ]
  %1015 = phi <16 x float> [ %1045, %1026 ], [ %822, %989 ]
  %1016 = phi <16 x float> [ %1046, %1026 ], [ %823, %989 ]
  %1017 = phi <16 x float> [ %1047, %1026 ], [ %895, %989 ]
  %1018 = phi <16 x float> [ %1048, %1026 ], [ %872, %989 ]
  %1019 = phi <16 x float> [ %1049, %1026 ], [ %870, %989 ]
  %1020 = phi <16 x float> [ %1050, %1026 ], [ %871, %989 ]
  %1021 = phi i64 [ %1051, %1026 ], [ 0, %989 ]
  %1022 = mul nsw i64 %89, %1021
  %1023 = getelementptr inbounds float, ptr %311, i64 %1022
  %1024 = mul nsw i64 %1021, %81
  %1025 = getelementptr inbounds float, ptr %994, i64 %1024
  br i1 %82, label %1053, label %1026

1026:                                             ; preds = %1053, %996
  %1027 = phi <16 x float> [ %997, %996 ], [ %1176, %1053 ]
  %1028 = phi <16 x float> [ %998, %996 ], [ %1175, %1053 ]
  %1029 = phi <16 x float> [ %999, %996 ], [ %1174, %1053 ]
  %1030 = phi <16 x float> [ %1000, %996 ], [ %1169, %1053 ]
  %1031 = phi <16 x float> [ %1001, %996 ], [ %1168, %1053 ]
  %1032 = phi <16 x float> [ %1002, %996 ], [ %1167, %1053 ]
  %1033 = phi <16 x float> [ %1003, %996 ], [ %1162, %1053 ]
  %1034 = phi <16 x float> [ %1004, %996 ], [ %1161, %1053 ]
  %1035 = phi <16 x float> [ %1005, %996 ], [ %1160, %1053 ]
  %1036 = phi <16 x float> [ %1006, %996 ], [ %1155, %1053 ]
  %1037 = phi <16 x float> [ %1007, %996 ], [ %1154, %1053 ]
  %1038 = phi <16 x float> [ %1008, %996 ], [ %1153, %1053 ]
  %1039 = phi <16 x float> [ %1009, %996 ], [ %1148, %1053 ]
  %1040 = phi <16 x float> [ %1010, %996 ], [ %1147, %1053 ]
  %1041 = phi <16 x float> [ %1011, %996 ], [ %1134, %1053 ]
  %1042 = phi <16 x float> [ %1012, %996 ], [ %1133, %1053 ]
  %1043 = phi <16 x float> [ %1013, %996 ], [ %1132, %1053 ]
  %1044 = phi <16 x float> [ %1014, %996 ], [ %1127, %1053 ]
  %1045 = phi <16 x float> [ %1015, %996 ], [ %1126, %1053 ]
  %1046 = phi <16 x float> [ %1016, %996 ], [ %1125, %1053 ]
  %1047 = phi <16 x float> [ %1017, %996 ], [ %1146, %1053 ]
  %1048 = phi <16 x float> [ %1018, %996 ], [ %1141, %1053 ]
  %1049 = phi <16 x float> [ %1019, %996 ], [ %1140, %1053 ]
  %1050 = phi <16 x float> [ %1020, %996 ], [ %1139, %1053 ]
  %1051 = add nuw nsw i64 %1021, 1
  %1052 = icmp eq i64 %1051, %53
  br i1 %1052, label %995, label %996

1053:                                             ; preds = %996, %1053
  %1054 = phi <16 x float> [ %1176, %1053 ], [ %997, %996 ]
  %1055 = phi <16 x float> [ %1175, %1053 ], [ %998, %996 ]
  %1056 = phi <16 x float> [ %1174, %1053 ], [ %999, %996 ]
  %1057 = phi <16 x float> [ %1169, %1053 ], [ %1000, %996 ]
  %1058 = phi <16 x float> [ %1168, %1053 ], [ %1001, %996 ]
  %1059 = phi <16 x float> [ %1167, %1053 ], [ %1002, %996 ]
  %1060 = phi <16 x float> [ %1162, %1053 ], [ %1003, %996 ]
  %1061 = phi <16 x float> [ %1161, %1053 ], [ %1004, %996 ]
  %1062 = phi <16 x float> [ %1160, %1053 ], [ %1005, %996 ]
  %1063 = phi <16 x float> [ %1155, %1053 ], [ %1006, %996 ]
  %1064 = phi <16 x float> [ %1154, %1053 ], [ %1007, %996 ]
  %1065 = phi <16 x float> [ %1153, %1053 ], [ %1008, %996 ]
  %1066 = phi <16 x float> [ %1148, %1053 ], [ %1009, %996 ]
  %1067 = phi <16 x float> [ %1147, %1053 ], [ %1010, %996 ]
  %1068 = phi <16 x float> [ %1134, %1053 ], [ %1011, %996 ]
  %1069 = phi <16 x float> [ %1133, %1053 ], [ %1012, %996 ]
  %1070 = phi <16 x float> [ %1132, %1053 ], [ %1013, %996 ]
  %1071 = phi <16 x float> [ %1127, %1053 ], [ %1014, %996 ]
  %1072 = phi <16 x float> [ %1126, %1053 ], [ %1015, %996 ]
  %1073 = phi <16 x float> [ %1125, %1053 ], [ %1016, %996 ]
  %1074 = phi <16 x float> [ %1146, %1053 ], [ %1017, %996 ]
  %1075 = phi <16 x float> [ %1141, %1053 ], [ %1018, %996 ]
  %1076 = phi <16 x float> [ %1140, %1053 ], [ %1019, %996 ]
  %1077 = phi <16 x float> [ %1139, %1053 ], [ %1020, %996 ]
  %1078 = phi i64 [ %1177, %1053 ], [ 0, %996 ]
  %1079 = getelementptr inbounds nuw [3 x i64], ptr %33, i64 %1078
  %1080 = getelementptr inbounds nuw [3 x i32], ptr %34, i64 %1078
  %1081 = load i64, ptr %1079, align 8
  %1082 = getelementptr inbounds float, ptr %1023, i64 %1081
  %1083 = load i32, ptr %1080, align 4
  %1084 = trunc i32 %1083 to i16
  %1085 = bitcast i16 %1084 to <16 x i1>
  %1086 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1082, <16 x i1> %1085, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1087 = lshr i32 %1083, 16
  %1088 = trunc nuw i32 %1087 to i16
  %1089 = getelementptr inbounds nuw i8, ptr %1082, i64 64
  %1090 = bitcast i16 %1088 to <16 x i1>
  %1091 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1089, <16 x i1> %1090, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1092 = shufflevector <16 x float> %1086, <16 x float> %1091, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1093 = getelementptr inbounds nuw i8, ptr %1079, i64 8
  %1094 = load i64, ptr %1093, align 8
  %1095 = getelementptr inbounds float, ptr %1023, i64 %1094
  %1096 = getelementptr inbounds nuw i8, ptr %1080, i64 4
  %1097 = load i32, ptr %1096, align 4
  %1098 = trunc i32 %1097 to i16
  %1099 = bitcast i16 %1098 to <16 x i1>
  %1100 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1095, <16 x i1> %1099, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1101 = lshr i32 %1097, 16
  %1102 = trunc nuw i32 %1101 to i16
  %1103 = getelementptr inbounds nuw i8, ptr %1095, i64 64
  %1104 = bitcast i16 %1102 to <16 x i1>
  %1105 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1103, <16 x i1> %1104, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1106 = shufflevector <16 x float> %1100, <16 x float> %1105, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1107 = getelementptr inbounds nuw i8, ptr %1079, i64 16
  %1108 = load i64, ptr %1107, align 8
  %1109 = getelementptr inbounds float, ptr %1023, i64 %1108
  %1110 = getelementptr inbounds nuw i8, ptr %1080, i64 8
  %1111 = load i32, ptr %1110, align 4
  %1112 = trunc i32 %1111 to i16
  %1113 = bitcast i16 %1112 to <16 x i1>
  %1114 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1109, <16 x i1> %1113, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1115 = lshr i32 %1111, 16
  %1116 = trunc nuw i32 %1115 to i16
  %1117 = getelementptr inbounds nuw i8, ptr %1109, i64 64
  %1118 = bitcast i16 %1116 to <16 x i1>
  %1119 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1117, <16 x i1> %1118, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1120 = shufflevector <16 x float> %1114, <16 x float> %1119, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1121 = getelementptr float, ptr %1025, i64 %1078
  %1122 = load float, ptr %1121, align 4
  %1123 = insertelement <16 x float> poison, float %1122, i64 0
  %1124 = shufflevector <16 x float> %1123, <16 x float> poison, <16 x i32> zeroinitializer
  %1125 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1092, <16 x float> %1124, <16 x float> %1073)
  %1126 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1106, <16 x float> %1124, <16 x float> %1072)
  %1127 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1120, <16 x float> %1124, <16 x float> %1071)
  %1128 = getelementptr float, ptr %1121, i64 %91
  %1129 = load float, ptr %1128, align 4
  %1130 = insertelement <16 x float> poison, float %1129, i64 0
  %1131 = shufflevector <16 x float> %1130, <16 x float> poison, <16 x i32> zeroinitializer
  %1132 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1092, <16 x float> %1131, <16 x float> %1070)
  %1133 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1106, <16 x float> %1131, <16 x float> %1069)
  %1134 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1120, <16 x float> %1131, <16 x float> %1068)
  %1135 = getelementptr i8, ptr %1121, i64 %161
  %1136 = load float, ptr %1135, align 4
  %1137 = insertelement <16 x float> poison, float %1136, i64 0
  %1138 = shufflevector <16 x float> %1137, <16 x float> poison, <16 x i32> zeroinitializer
  %1139 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1092, <16 x float> %1138, <16 x float> %1077)
  %1140 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1106, <16 x float> %1138, <16 x float> %1076)
  %1141 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1120, <16 x float> %1138, <16 x float> %1075)
  %1142 = getelementptr i8, ptr %1121, i64 %162
  %1143 = load float, ptr %1142, align 4
  %1144 = insertelement <16 x float> poison, float %1143, i64 0
  %1145 = shufflevector <16 x float> %1144, <16 x float> poison, <16 x i32> zeroinitializer
  %1146 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1092, <16 x float> %1145, <16 x float> %1074)
  %1147 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1106, <16 x float> %1145, <16 x float> %1067)
  %1148 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1120, <16 x float> %1145, <16 x float> %1066)
  %1149 = getelementptr i8, ptr %1121, i64 %165
  %1150 = load float, ptr %1149, align 4
  %1151 = insertelement <16 x float> poison, float %1150, i64 0
  %1152 = shufflevector <16 x float> %1151, <16 x float> poison, <16 x i32> zeroinitializer
  %1153 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1092, <16 x float> %1152, <16 x float> %1065)
  %1154 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1106, <16 x float> %1152, <16 x float> %1064)
  %1155 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1120, <16 x float> %1152, <16 x float> %1063)
  %1156 = getelementptr i8, ptr %1121, i64 %169
  %1157 = load float, ptr %1156, align 4
  %1158 = insertelement <16 x float> poison, float %1157, i64 0
  %1159 = shufflevector <16 x float> %1158, <16 x float> poison, <16 x i32> zeroinitializer
  %1160 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1092, <16 x float> %1159, <16 x float> %1062)
  %1161 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1106, <16 x float> %1159, <16 x float> %1061)
  %1162 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1120, <16 x float> %1159, <16 x float> %1060)
  %1163 = getelementptr i8, ptr %1121, i64 %173
  %1164 = load float, ptr %1163, align 4
  %1165 = insertelement <16 x float> poison, float %1164, i64 0
  %1166 = shufflevector <16 x float> %1165, <16 x float> poison, <16 x i32> zeroinitializer
  %1167 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1092, <16 x float> %1166, <16 x float> %1059)
  %1168 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1106, <16 x float> %1166, <16 x float> %1058)
  %1169 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1120, <16 x float> %1166, <16 x float> %1057)
  %1170 = getelementptr i8, ptr %1121, i64 %177
  %1171 = load float, ptr %1170, align 4
  %1172 = insertelement <16 x float> poison, float %1171, i64 0
  %1173 = shufflevector <16 x float> %1172, <16 x float> poison, <16 x i32> zeroinitializer
  %1174 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1092, <16 x float> %1173, <16 x float> %1056)
  %1175 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1106, <16 x float> %1173, <16 x float> %1055)
  %1176 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1120, <16 x float> %1173, <16 x float> %1054)
  %1177 = add nuw nsw i64 %1078, 1
  %1178 = icmp eq i64 %1177, %81
  br i1 %1178, label %1026, label %1053

1179:                                             ; preds = %802, %1383
  %1180 = phi i64 [ %1384, %1383 ], [ 0, %802 ]
  %1181 = icmp sgt i64 %799, %1180
  br i1 %1181, label %1383, label %1182

1182:                                             ; preds = %1179
  %1183 = add nsw i64 %798, %1180
  %1184 = mul nsw i64 %1183, %56
  %1185 = getelementptr inbounds nuw [3 x <16 x float>], ptr %31, i64 %1180
  %1186 = add nsw i64 %731, %1184
  %1187 = getelementptr inbounds float, ptr %318, i64 %1186
  %1188 = load <16 x float>, ptr %1185, align 64
  br i1 %93, label %1372, label %1189

1189:                                             ; preds = %1182
  %1190 = getelementptr inbounds float, ptr %316, i64 %1186
  switch i64 %181, label %1208 [
    i64 1, label %1191
    i64 2, label %1194
    i64 3, label %1201
    i64 0, label %1248
  ]

1191:                                             ; preds = %1189
  %1192 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1190, <16 x i1> %781, <16 x float> zeroinitializer)
  %1193 = fadd <16 x float> %1188, %1192
  br label %1210

1194:                                             ; preds = %1189
  %1195 = bitcast <16 x float> %1188 to <8 x i64>
  %1196 = or <8 x i64> %1195, %95
  %1197 = fcmp oeq <16 x float> %1188, %51
  %1198 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1188, i32 4)
  %1199 = bitcast <8 x i64> %1196 to <16 x float>
  %1200 = select <16 x i1> %1197, <16 x float> %1199, <16 x float> %1198
  br label %1210

1201:                                             ; preds = %1189
  %1202 = bitcast <16 x float> %1188 to <8 x i64>
  %1203 = and <8 x i64> %1202, %94
  %1204 = fcmp oeq <16 x float> %1188, %48
  %1205 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1188, i32 4)
  %1206 = bitcast <8 x i64> %1203 to <16 x float>
  %1207 = select <16 x i1> %1204, <16 x float> %1206, <16 x float> %1205
  br label %1210

1208:                                             ; preds = %1189
  unreachable

1209:                                             ; preds = %1919, %1900, %1876, %1857, %1838, %1814, %1795, %1776, %1757, %1353, %1334, %1310, %1291, %1272, %1248, %1229, %1210
  unreachable

1210:                                             ; preds = %1201, %1194, %1191
  %1211 = phi <16 x float> [ %1193, %1191 ], [ %1200, %1194 ], [ %1207, %1201 ]
  switch i64 %183, label %1209 [
    i64 1, label %1226
    i64 2, label %1219
    i64 3, label %1212
    i64 0, label %1248
  ]

1212:                                             ; preds = %1210
  %1213 = bitcast <16 x float> %1211 to <8 x i64>
  %1214 = and <8 x i64> %1213, %94
  %1215 = fcmp oeq <16 x float> %1211, %48
  %1216 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1211, i32 4)
  %1217 = bitcast <8 x i64> %1214 to <16 x float>
  %1218 = select <16 x i1> %1215, <16 x float> %1217, <16 x float> %1216
  br label %1229

1219:                                             ; preds = %1210
  %1220 = bitcast <16 x float> %1211 to <8 x i64>
  %1221 = or <8 x i64> %1220, %95
  %1222 = fcmp oeq <16 x float> %1211, %51
  %1223 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1211, i32 4)
  %1224 = bitcast <8 x i64> %1221 to <16 x float>
  %1225 = select <16 x i1> %1222, <16 x float> %1224, <16 x float> %1223
  br label %1229

1226:                                             ; preds = %1210
  %1227 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1190, <16 x i1> %781, <16 x float> zeroinitializer)
  %1228 = fadd <16 x float> %1211, %1227
  br label %1229

1229:                                             ; preds = %1226, %1219, %1212
  %1230 = phi <16 x float> [ %1228, %1226 ], [ %1225, %1219 ], [ %1218, %1212 ]
  switch i64 %185, label %1209 [
    i64 1, label %1245
    i64 2, label %1238
    i64 3, label %1231
    i64 0, label %1248
  ]

1231:                                             ; preds = %1229
  %1232 = bitcast <16 x float> %1230 to <8 x i64>
  %1233 = and <8 x i64> %1232, %94
  %1234 = fcmp oeq <16 x float> %1230, %48
  %1235 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1230, i32 4)
  %1236 = bitcast <8 x i64> %1233 to <16 x float>
  %1237 = select <16 x i1> %1234, <16 x float> %1236, <16 x float> %1235
  br label %1248

1238:                                             ; preds = %1229
  %1239 = bitcast <16 x float> %1230 to <8 x i64>
  %1240 = or <8 x i64> %1239, %95
  %1241 = fcmp oeq <16 x float> %1230, %51
  %1242 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1230, i32 4)
  %1243 = bitcast <8 x i64> %1240 to <16 x float>
  %1244 = select <16 x i1> %1241, <16 x float> %1243, <16 x float> %1242
  br label %1248

1245:                                             ; preds = %1229
  %1246 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1190, <16 x i1> %781, <16 x float> zeroinitializer)
  %1247 = fadd <16 x float> %1230, %1246
  br label %1248

1248:                                             ; preds = %1189, %1210, %1229, %1245, %1238, %1231
  %1249 = phi <16 x float> [ %1237, %1231 ], [ %1244, %1238 ], [ %1247, %1245 ], [ %1211, %1210 ], [ %1230, %1229 ], [ %1188, %1189 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1249, ptr align 1 %1187, <16 x i1> %781)
  %1250 = add nsw i64 %730, %1184
  %1251 = getelementptr inbounds float, ptr %318, i64 %1250
  %1252 = getelementptr inbounds nuw i8, ptr %1185, i64 64
  %1253 = load <16 x float>, ptr %1252, align 64
  %1254 = getelementptr inbounds float, ptr %316, i64 %1250
  switch i64 %186, label %1209 [
    i64 1, label %1269
    i64 2, label %1262
    i64 3, label %1255
    i64 0, label %1310
  ]

1255:                                             ; preds = %1248
  %1256 = bitcast <16 x float> %1253 to <8 x i64>
  %1257 = and <8 x i64> %1256, %94
  %1258 = fcmp oeq <16 x float> %1253, %48
  %1259 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1253, i32 4)
  %1260 = bitcast <8 x i64> %1257 to <16 x float>
  %1261 = select <16 x i1> %1258, <16 x float> %1260, <16 x float> %1259
  br label %1272

1262:                                             ; preds = %1248
  %1263 = bitcast <16 x float> %1253 to <8 x i64>
  %1264 = or <8 x i64> %1263, %95
  %1265 = fcmp oeq <16 x float> %1253, %51
  %1266 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1253, i32 4)
  %1267 = bitcast <8 x i64> %1264 to <16 x float>
  %1268 = select <16 x i1> %1265, <16 x float> %1267, <16 x float> %1266
  br label %1272

1269:                                             ; preds = %1248
  %1270 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1254, <16 x i1> %782, <16 x float> zeroinitializer)
  %1271 = fadd <16 x float> %1253, %1270
  br label %1272

1272:                                             ; preds = %1269, %1262, %1255
  %1273 = phi <16 x float> [ %1271, %1269 ], [ %1268, %1262 ], [ %1261, %1255 ]
  switch i64 %188, label %1209 [
    i64 1, label %1288
    i64 2, label %1281
    i64 3, label %1274
    i64 0, label %1310
  ]

1274:                                             ; preds = %1272
  %1275 = bitcast <16 x float> %1273 to <8 x i64>
  %1276 = and <8 x i64> %1275, %94
  %1277 = fcmp oeq <16 x float> %1273, %48
  %1278 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1273, i32 4)
  %1279 = bitcast <8 x i64> %1276 to <16 x float>
  %1280 = select <16 x i1> %1277, <16 x float> %1279, <16 x float> %1278
  br label %1291

1281:                                             ; preds = %1272
  %1282 = bitcast <16 x float> %1273 to <8 x i64>
  %1283 = or <8 x i64> %1282, %95
  %1284 = fcmp oeq <16 x float> %1273, %51
  %1285 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1273, i32 4)
  %1286 = bitcast <8 x i64> %1283 to <16 x float>
  %1287 = select <16 x i1> %1284, <16 x float> %1286, <16 x float> %1285
  br label %1291

1288:                                             ; preds = %1272
  %1289 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1254, <16 x i1> %782, <16 x float> zeroinitializer)
  %1290 = fadd <16 x float> %1273, %1289
  br label %1291

1291:                                             ; preds = %1288, %1281, %1274
  %1292 = phi <16 x float> [ %1290, %1288 ], [ %1287, %1281 ], [ %1280, %1274 ]
  switch i64 %190, label %1209 [
    i64 1, label %1307
    i64 2, label %1300
    i64 3, label %1293
    i64 0, label %1310
  ]

1293:                                             ; preds = %1291
  %1294 = bitcast <16 x float> %1292 to <8 x i64>
  %1295 = and <8 x i64> %1294, %94
  %1296 = fcmp oeq <16 x float> %1292, %48
  %1297 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1292, i32 4)
  %1298 = bitcast <8 x i64> %1295 to <16 x float>
  %1299 = select <16 x i1> %1296, <16 x float> %1298, <16 x float> %1297
  br label %1310

1300:                                             ; preds = %1291
  %1301 = bitcast <16 x float> %1292 to <8 x i64>
  %1302 = or <8 x i64> %1301, %95
  %1303 = fcmp oeq <16 x float> %1292, %51
  %1304 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1292, i32 4)
  %1305 = bitcast <8 x i64> %1302 to <16 x float>
  %1306 = select <16 x i1> %1303, <16 x float> %1305, <16 x float> %1304
  br label %1310

1307:                                             ; preds = %1291
  %1308 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1254, <16 x i1> %782, <16 x float> zeroinitializer)
  %1309 = fadd <16 x float> %1292, %1308
  br label %1310

1310:                                             ; preds = %1248, %1272, %1291, %1307, %1300, %1293
  %1311 = phi <16 x float> [ %1299, %1293 ], [ %1306, %1300 ], [ %1309, %1307 ], [ %1273, %1272 ], [ %1292, %1291 ], [ %1253, %1248 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1311, ptr align 1 %1251, <16 x i1> %782)
  %1312 = add nsw i64 %729, %1184
  %1313 = getelementptr inbounds float, ptr %318, i64 %1312
  %1314 = getelementptr inbounds nuw i8, ptr %1185, i64 128
  %1315 = load <16 x float>, ptr %1314, align 64
  %1316 = getelementptr inbounds float, ptr %316, i64 %1312
  switch i64 %191, label %1209 [
    i64 1, label %1331
    i64 2, label %1324
    i64 3, label %1317
    i64 0, label %1379
  ]

1317:                                             ; preds = %1310
  %1318 = bitcast <16 x float> %1315 to <8 x i64>
  %1319 = and <8 x i64> %1318, %94
  %1320 = fcmp oeq <16 x float> %1315, %48
  %1321 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1315, i32 4)
  %1322 = bitcast <8 x i64> %1319 to <16 x float>
  %1323 = select <16 x i1> %1320, <16 x float> %1322, <16 x float> %1321
  br label %1334

1324:                                             ; preds = %1310
  %1325 = bitcast <16 x float> %1315 to <8 x i64>
  %1326 = or <8 x i64> %1325, %95
  %1327 = fcmp oeq <16 x float> %1315, %51
  %1328 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1315, i32 4)
  %1329 = bitcast <8 x i64> %1326 to <16 x float>
  %1330 = select <16 x i1> %1327, <16 x float> %1329, <16 x float> %1328
  br label %1334

1331:                                             ; preds = %1310
  %1332 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1316, <16 x i1> %783, <16 x float> zeroinitializer)
  %1333 = fadd <16 x float> %1315, %1332
  br label %1334

1334:                                             ; preds = %1331, %1324, %1317
  %1335 = phi <16 x float> [ %1333, %1331 ], [ %1330, %1324 ], [ %1323, %1317 ]
  switch i64 %193, label %1209 [
    i64 1, label %1350
    i64 2, label %1343
    i64 3, label %1336
    i64 0, label %1379
  ]

1336:                                             ; preds = %1334
  %1337 = bitcast <16 x float> %1335 to <8 x i64>
  %1338 = and <8 x i64> %1337, %94
  %1339 = fcmp oeq <16 x float> %1335, %48
  %1340 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1335, i32 4)
  %1341 = bitcast <8 x i64> %1338 to <16 x float>
  %1342 = select <16 x i1> %1339, <16 x float> %1341, <16 x float> %1340
  br label %1353

1343:                                             ; preds = %1334
  %1344 = bitcast <16 x float> %1335 to <8 x i64>
  %1345 = or <8 x i64> %1344, %95
  %1346 = fcmp oeq <16 x float> %1335, %51
  %1347 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1335, i32 4)
  %1348 = bitcast <8 x i64> %1345 to <16 x float>
  %1349 = select <16 x i1> %1346, <16 x float> %1348, <16 x float> %1347
  br label %1353

1350:                                             ; preds = %1334
  %1351 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1316, <16 x i1> %783, <16 x float> zeroinitializer)
  %1352 = fadd <16 x float> %1335, %1351
  br label %1353

1353:                                             ; preds = %1350, %1343, %1336
  %1354 = phi <16 x float> [ %1352, %1350 ], [ %1349, %1343 ], [ %1342, %1336 ]
  switch i64 %195, label %1209 [
    i64 1, label %1369
    i64 2, label %1362
    i64 3, label %1355
    i64 0, label %1379
  ]

1355:                                             ; preds = %1353
  %1356 = bitcast <16 x float> %1354 to <8 x i64>
  %1357 = and <8 x i64> %1356, %94
  %1358 = fcmp oeq <16 x float> %1354, %48
  %1359 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1354, i32 4)
  %1360 = bitcast <8 x i64> %1357 to <16 x float>
  %1361 = select <16 x i1> %1358, <16 x float> %1360, <16 x float> %1359
  br label %1379

1362:                                             ; preds = %1353
  %1363 = bitcast <16 x float> %1354 to <8 x i64>
  %1364 = or <8 x i64> %1363, %95
  %1365 = fcmp oeq <16 x float> %1354, %51
  %1366 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1354, i32 4)
  %1367 = bitcast <8 x i64> %1364 to <16 x float>
  %1368 = select <16 x i1> %1365, <16 x float> %1367, <16 x float> %1366
  br label %1379

1369:                                             ; preds = %1353
  %1370 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1316, <16 x i1> %783, <16 x float> zeroinitializer)
  %1371 = fadd <16 x float> %1354, %1370
  br label %1379

1372:                                             ; preds = %1182
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1188, ptr align 1 %1187, <16 x i1> %784)
  %1373 = getelementptr float, ptr %789, i64 %1184
  %1374 = getelementptr inbounds nuw i8, ptr %1185, i64 64
  %1375 = load <16 x float>, ptr %1374, align 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1375, ptr align 1 %1373, <16 x i1> %785)
  %1376 = getelementptr float, ptr %790, i64 %1184
  %1377 = getelementptr inbounds nuw i8, ptr %1185, i64 128
  %1378 = load <16 x float>, ptr %1377, align 64
  br label %1379

1379:                                             ; preds = %1310, %1334, %1353, %1369, %1362, %1355, %1372
  %1380 = phi ptr [ %1376, %1372 ], [ %1313, %1355 ], [ %1313, %1362 ], [ %1313, %1369 ], [ %1313, %1353 ], [ %1313, %1334 ], [ %1313, %1310 ]
  %1381 = phi <16 x i1> [ %786, %1372 ], [ %783, %1355 ], [ %783, %1362 ], [ %783, %1369 ], [ %783, %1353 ], [ %783, %1334 ], [ %783, %1310 ]
  %1382 = phi <16 x float> [ %1378, %1372 ], [ %1361, %1355 ], [ %1368, %1362 ], [ %1371, %1369 ], [ %1354, %1353 ], [ %1335, %1334 ], [ %1315, %1310 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1382, ptr align 1 %1380, <16 x i1> %1381)
  br label %1383

1383:                                             ; preds = %1379, %1179
  %1384 = add nuw nsw i64 %1180, 1
  %1385 = icmp eq i64 %1384, 8
  br i1 %1385, label %1386, label %1179

1386:                                             ; preds = %1383
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %1953

1387:                                             ; preds = %794
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  br i1 %90, label %1398, label %1389

1388:                                             ; preds = %1581, %1575
  br label %1747

1389:                                             ; preds = %1387
  %1390 = load float, ptr %800, align 4
  %1391 = insertelement <16 x float> poison, float %1390, i64 0
  %1392 = shufflevector <16 x float> %1391, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1392, ptr %32, align 64
  %1393 = insertelement <16 x float> poison, float %1390, i64 0
  %1394 = shufflevector <16 x float> %1393, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1394, ptr %235, align 64
  %1395 = load float, ptr %800, align 4
  %1396 = insertelement <16 x float> poison, float %1395, i64 0
  %1397 = shufflevector <16 x float> %1396, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1407

1398:                                             ; preds = %1387
  %1399 = mul nsw i64 %798, %56
  %1400 = getelementptr inbounds float, ptr %313, i64 %1399
  %1401 = getelementptr inbounds float, ptr %1400, i64 %731
  %1402 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1401, <16 x i1> %751, <16 x float> zeroinitializer)
  store <16 x float> %1402, ptr %32, align 64
  %1403 = getelementptr inbounds float, ptr %1400, i64 %730
  %1404 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1403, <16 x i1> %752, <16 x float> zeroinitializer)
  store <16 x float> %1404, ptr %236, align 64
  %1405 = getelementptr inbounds float, ptr %1400, i64 %729
  %1406 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1405, <16 x i1> %753, <16 x float> zeroinitializer)
  br label %1407

1407:                                             ; preds = %1398, %1389
  %1408 = phi <16 x float> [ %1404, %1398 ], [ %1394, %1389 ]
  %1409 = phi <16 x float> [ %1402, %1398 ], [ %1392, %1389 ]
  %1410 = phi <16 x float> [ %1406, %1398 ], [ %1397, %1389 ]
  store <16 x float> %1410, ptr %237, align 64
  br i1 %90, label %1421, label %1411

1411:                                             ; preds = %1407
  %1412 = getelementptr inbounds nuw i8, ptr %800, i64 4
  %1413 = load float, ptr %1412, align 4
  %1414 = insertelement <16 x float> poison, float %1413, i64 0
  %1415 = shufflevector <16 x float> %1414, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1415, ptr %238, align 64
  %1416 = insertelement <16 x float> poison, float %1413, i64 0
  %1417 = shufflevector <16 x float> %1416, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1417, ptr %239, align 64
  %1418 = load float, ptr %1412, align 4
  %1419 = insertelement <16 x float> poison, float %1418, i64 0
  %1420 = shufflevector <16 x float> %1419, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1431

1421:                                             ; preds = %1407
  %1422 = add nsw i64 %798, 1
  %1423 = mul nsw i64 %1422, %56
  %1424 = getelementptr inbounds float, ptr %313, i64 %1423
  %1425 = getelementptr inbounds float, ptr %1424, i64 %731
  %1426 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1425, <16 x i1> %751, <16 x float> zeroinitializer)
  store <16 x float> %1426, ptr %238, align 64
  %1427 = getelementptr inbounds float, ptr %1424, i64 %730
  %1428 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1427, <16 x i1> %752, <16 x float> zeroinitializer)
  store <16 x float> %1428, ptr %240, align 64
  %1429 = getelementptr inbounds float, ptr %1424, i64 %729
  %1430 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1429, <16 x i1> %753, <16 x float> zeroinitializer)
  br label %1431

1431:                                             ; preds = %1421, %1411
  %1432 = phi <16 x float> [ %1428, %1421 ], [ %1417, %1411 ]
  %1433 = phi <16 x float> [ %1426, %1421 ], [ %1415, %1411 ]
  %1434 = phi <16 x float> [ %1430, %1421 ], [ %1420, %1411 ]
  store <16 x float> %1434, ptr %241, align 64
  br i1 %90, label %1445, label %1435

1435:                                             ; preds = %1431
  %1436 = getelementptr inbounds nuw i8, ptr %800, i64 8
  %1437 = load float, ptr %1436, align 4
  %1438 = insertelement <16 x float> poison, float %1437, i64 0
  %1439 = shufflevector <16 x float> %1438, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1439, ptr %242, align 64
  %1440 = insertelement <16 x float> poison, float %1437, i64 0
  %1441 = shufflevector <16 x float> %1440, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1441, ptr %243, align 64
  %1442 = load float, ptr %1436, align 4
  %1443 = insertelement <16 x float> poison, float %1442, i64 0
  %1444 = shufflevector <16 x float> %1443, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1455

1445:                                             ; preds = %1431
  %1446 = add nsw i64 %798, 2
  %1447 = mul nsw i64 %1446, %56
  %1448 = getelementptr inbounds float, ptr %313, i64 %1447
  %1449 = getelementptr inbounds float, ptr %1448, i64 %731
  %1450 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1449, <16 x i1> %751, <16 x float> zeroinitializer)
  store <16 x float> %1450, ptr %242, align 64
  %1451 = getelementptr inbounds float, ptr %1448, i64 %730
  %1452 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1451, <16 x i1> %752, <16 x float> zeroinitializer)
  store <16 x float> %1452, ptr %244, align 64
  %1453 = getelementptr inbounds float, ptr %1448, i64 %729
  %1454 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1453, <16 x i1> %753, <16 x float> zeroinitializer)
  br label %1455

1455:                                             ; preds = %1445, %1435
  %1456 = phi <16 x float> [ %1452, %1445 ], [ %1441, %1435 ]
  %1457 = phi <16 x float> [ %1450, %1445 ], [ %1439, %1435 ]
  %1458 = phi <16 x float> [ %1454, %1445 ], [ %1444, %1435 ]
  store <16 x float> %1458, ptr %245, align 64
  br i1 %90, label %1469, label %1459

1459:                                             ; preds = %1455
  %1460 = getelementptr inbounds nuw i8, ptr %800, i64 12
  %1461 = load float, ptr %1460, align 4
  %1462 = insertelement <16 x float> poison, float %1461, i64 0
  %1463 = shufflevector <16 x float> %1462, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1463, ptr %246, align 64
  %1464 = insertelement <16 x float> poison, float %1461, i64 0
  %1465 = shufflevector <16 x float> %1464, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1465, ptr %247, align 64
  %1466 = load float, ptr %1460, align 4
  %1467 = insertelement <16 x float> poison, float %1466, i64 0
  %1468 = shufflevector <16 x float> %1467, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1479

1469:                                             ; preds = %1455
  %1470 = add nsw i64 %798, 3
  %1471 = mul nsw i64 %1470, %56
  %1472 = getelementptr inbounds float, ptr %313, i64 %1471
  %1473 = getelementptr inbounds float, ptr %1472, i64 %731
  %1474 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1473, <16 x i1> %751, <16 x float> zeroinitializer)
  store <16 x float> %1474, ptr %246, align 64
  %1475 = getelementptr inbounds float, ptr %1472, i64 %730
  %1476 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1475, <16 x i1> %752, <16 x float> zeroinitializer)
  store <16 x float> %1476, ptr %248, align 64
  %1477 = getelementptr inbounds float, ptr %1472, i64 %729
  %1478 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1477, <16 x i1> %753, <16 x float> zeroinitializer)
  br label %1479

1479:                                             ; preds = %1469, %1459
  %1480 = phi <16 x float> [ %1476, %1469 ], [ %1465, %1459 ]
  %1481 = phi <16 x float> [ %1474, %1469 ], [ %1463, %1459 ]
  %1482 = phi <16 x float> [ %1478, %1469 ], [ %1468, %1459 ]
  store <16 x float> %1482, ptr %249, align 64
  br i1 %90, label %1493, label %1483

1483:                                             ; preds = %1479
  %1484 = getelementptr inbounds nuw i8, ptr %800, i64 16
  %1485 = load float, ptr %1484, align 4
  %1486 = insertelement <16 x float> poison, float %1485, i64 0
  %1487 = shufflevector <16 x float> %1486, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1487, ptr %250, align 64
  %1488 = insertelement <16 x float> poison, float %1485, i64 0
  %1489 = shufflevector <16 x float> %1488, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1489, ptr %251, align 64
  %1490 = load float, ptr %1484, align 4
  %1491 = insertelement <16 x float> poison, float %1490, i64 0
  %1492 = shufflevector <16 x float> %1491, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1503

1493:                                             ; preds = %1479
  %1494 = add nsw i64 %798, 4
  %1495 = mul nsw i64 %1494, %56
  %1496 = getelementptr inbounds float, ptr %313, i64 %1495
  %1497 = getelementptr inbounds float, ptr %1496, i64 %731
  %1498 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1497, <16 x i1> %751, <16 x float> zeroinitializer)
  store <16 x float> %1498, ptr %250, align 64
  %1499 = getelementptr inbounds float, ptr %1496, i64 %730
  %1500 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1499, <16 x i1> %752, <16 x float> zeroinitializer)
  store <16 x float> %1500, ptr %252, align 64
  %1501 = getelementptr inbounds float, ptr %1496, i64 %729
  %1502 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1501, <16 x i1> %753, <16 x float> zeroinitializer)
  br label %1503

1503:                                             ; preds = %1493, %1483
  %1504 = phi <16 x float> [ %1500, %1493 ], [ %1489, %1483 ]
  %1505 = phi <16 x float> [ %1498, %1493 ], [ %1487, %1483 ]
  %1506 = phi <16 x float> [ %1502, %1493 ], [ %1492, %1483 ]
  store <16 x float> %1506, ptr %253, align 64
  br i1 %90, label %1517, label %1507

1507:                                             ; preds = %1503
  %1508 = getelementptr inbounds nuw i8, ptr %800, i64 20
  %1509 = load float, ptr %1508, align 4
  %1510 = insertelement <16 x float> poison, float %1509, i64 0
  %1511 = shufflevector <16 x float> %1510, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1511, ptr %254, align 64
  %1512 = insertelement <16 x float> poison, float %1509, i64 0
  %1513 = shufflevector <16 x float> %1512, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1513, ptr %255, align 64
  %1514 = load float, ptr %1508, align 4
  %1515 = insertelement <16 x float> poison, float %1514, i64 0
  %1516 = shufflevector <16 x float> %1515, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1527

1517:                                             ; preds = %1503
  %1518 = add nsw i64 %798, 5
  %1519 = mul nsw i64 %1518, %56
  %1520 = getelementptr inbounds float, ptr %313, i64 %1519
  %1521 = getelementptr inbounds float, ptr %1520, i64 %731
  %1522 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1521, <16 x i1> %751, <16 x float> zeroinitializer)
  store <16 x float> %1522, ptr %254, align 64
  %1523 = getelementptr inbounds float, ptr %1520, i64 %730
  %1524 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1523, <16 x i1> %752, <16 x float> zeroinitializer)
  store <16 x float> %1524, ptr %256, align 64
  %1525 = getelementptr inbounds float, ptr %1520, i64 %729
  %1526 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1525, <16 x i1> %753, <16 x float> zeroinitializer)
  br label %1527

1527:                                             ; preds = %1517, %1507
  %1528 = phi <16 x float> [ %1524, %1517 ], [ %1513, %1507 ]
  %1529 = phi <16 x float> [ %1522, %1517 ], [ %1511, %1507 ]
  %1530 = phi <16 x float> [ %1526, %1517 ], [ %1516, %1507 ]
  store <16 x float> %1530, ptr %257, align 64
  br i1 %90, label %1541, label %1531

1531:                                             ; preds = %1527
  %1532 = getelementptr inbounds nuw i8, ptr %800, i64 24
  %1533 = load float, ptr %1532, align 4
  %1534 = insertelement <16 x float> poison, float %1533, i64 0
  %1535 = shufflevector <16 x float> %1534, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1535, ptr %258, align 64
  %1536 = insertelement <16 x float> poison, float %1533, i64 0
  %1537 = shufflevector <16 x float> %1536, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1537, ptr %259, align 64
  %1538 = load float, ptr %1532, align 4
  %1539 = insertelement <16 x float> poison, float %1538, i64 0
  %1540 = shufflevector <16 x float> %1539, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1551

1541:                                             ; preds = %1527
  %1542 = add nsw i64 %798, 6
  %1543 = mul nsw i64 %1542, %56
  %1544 = getelementptr inbounds float, ptr %313, i64 %1543
  %1545 = getelementptr inbounds float, ptr %1544, i64 %731
  %1546 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1545, <16 x i1> %751, <16 x float> zeroinitializer)
  store <16 x float> %1546, ptr %258, align 64
  %1547 = getelementptr inbounds float, ptr %1544, i64 %730
  %1548 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1547, <16 x i1> %752, <16 x float> zeroinitializer)
  store <16 x float> %1548, ptr %260, align 64
  %1549 = getelementptr inbounds float, ptr %1544, i64 %729
  %1550 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1549, <16 x i1> %753, <16 x float> zeroinitializer)
  br label %1551

1551:                                             ; preds = %1541, %1531
  %1552 = phi <16 x float> [ %1548, %1541 ], [ %1537, %1531 ]
  %1553 = phi <16 x float> [ %1546, %1541 ], [ %1535, %1531 ]
  %1554 = phi <16 x float> [ %1550, %1541 ], [ %1540, %1531 ]
  store <16 x float> %1554, ptr %261, align 64
  br i1 %90, label %1565, label %1555

1555:                                             ; preds = %1551
  %1556 = getelementptr inbounds nuw i8, ptr %800, i64 28
  %1557 = load float, ptr %1556, align 4
  %1558 = insertelement <16 x float> poison, float %1557, i64 0
  %1559 = shufflevector <16 x float> %1558, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1559, ptr %262, align 64
  %1560 = insertelement <16 x float> poison, float %1557, i64 0
  %1561 = shufflevector <16 x float> %1560, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %1561, ptr %263, align 64
  %1562 = load float, ptr %1556, align 4
  %1563 = insertelement <16 x float> poison, float %1562, i64 0
  %1564 = shufflevector <16 x float> %1563, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1575

1565:                                             ; preds = %1551
  %1566 = add nsw i64 %798, 7
  %1567 = mul nsw i64 %1566, %56
  %1568 = getelementptr inbounds float, ptr %313, i64 %1567
  %1569 = getelementptr inbounds float, ptr %1568, i64 %731
  %1570 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1569, <16 x i1> %751, <16 x float> zeroinitializer)
  store <16 x float> %1570, ptr %262, align 64
  %1571 = getelementptr inbounds float, ptr %1568, i64 %730
  %1572 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1571, <16 x i1> %752, <16 x float> zeroinitializer)
  store <16 x float> %1572, ptr %264, align 64
  %1573 = getelementptr inbounds float, ptr %1568, i64 %729
  %1574 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1573, <16 x i1> %753, <16 x float> zeroinitializer)
  br label %1575

1575:                                             ; preds = %1565, %1555
  %1576 = phi <16 x float> [ %1572, %1565 ], [ %1561, %1555 ]
  %1577 = phi <16 x float> [ %1570, %1565 ], [ %1559, %1555 ]
  %1578 = phi <16 x float> [ %1574, %1565 ], [ %1564, %1555 ]
  store <16 x float> %1578, ptr %265, align 64
  %1579 = mul i64 %91, %798
  %1580 = getelementptr inbounds float, ptr %39, i64 %1579
  br i1 %92, label %1582, label %1388

1581:                                             ; preds = %1612
  store <16 x float> %1636, ptr %108, align 64
  store <16 x float> %1635, ptr %109, align 64
  store <16 x float> %1634, ptr %110, align 64
  store <16 x float> %1633, ptr %111, align 64
  store <16 x float> %1632, ptr %112, align 64
  store <16 x float> %1631, ptr %113, align 64
  store <16 x float> %1630, ptr %114, align 64
  store <16 x float> %1629, ptr %32, align 64
  store <16 x float> %1628, ptr %115, align 64
  store <16 x float> %1627, ptr %116, align 64
  store <16 x float> %1626, ptr %117, align 64
  store <16 x float> %1625, ptr %118, align 64
  store <16 x float> %1624, ptr %119, align 64
  store <16 x float> %1623, ptr %123, align 64
  store <16 x float> %1622, ptr %124, align 64
  store <16 x float> %1621, ptr %126, align 64
  store <16 x float> %1620, ptr %127, align 64
  store <16 x float> %1619, ptr %128, align 64
  store <16 x float> %1618, ptr %130, align 64
  store <16 x float> %1617, ptr %131, align 64
  store <16 x float> %1616, ptr %132, align 64
  store <16 x float> %1615, ptr %134, align 64
  store <16 x float> %1614, ptr %135, align 64
  store <16 x float> %1613, ptr %136, align 64
  br label %1388

1582:                                             ; preds = %1575, %1612
  %1583 = phi <16 x float> [ %1613, %1612 ], [ %1578, %1575 ]
  %1584 = phi <16 x float> [ %1614, %1612 ], [ %1576, %1575 ]
  %1585 = phi <16 x float> [ %1615, %1612 ], [ %1577, %1575 ]
  %1586 = phi <16 x float> [ %1616, %1612 ], [ %1554, %1575 ]
  %1587 = phi <16 x float> [ %1617, %1612 ], [ %1552, %1575 ]
  %1588 = phi <16 x float> [ %1618, %1612 ], [ %1553, %1575 ]
  %1589 = phi <16 x float> [ %1619, %1612 ], [ %1530, %1575 ]
  %1590 = phi <16 x float> [ %1620, %1612 ], [ %1528, %1575 ]
  %1591 = phi <16 x float> [ %1621, %1612 ], [ %1529, %1575 ]
  %1592 = phi <16 x float> [ %1622, %1612 ], [ %1506, %1575 ]
  %1593 = phi <16 x float> [ %1623, %1612 ], [ %1504, %1575 ]
  %1594 = phi <16 x float> [ %1624, %1612 ], [ %1434, %1575 ]
  %1595 = phi <16 x float> [ %1625, %1612 ], [ %1432, %1575 ]
  %1596 = phi <16 x float> [ %1626, %1612 ], [ %1433, %1575 ]
  %1597 = phi <16 x float> [ %1627, %1612 ], [ %1410, %1575 ]
  %1598 = phi <16 x float> [ %1628, %1612 ], [ %1408, %1575 ]
  %1599 = phi <16 x float> [ %1629, %1612 ], [ %1409, %1575 ]
  %1600 = phi <16 x float> [ %1630, %1612 ], [ %1505, %1575 ]
  %1601 = phi <16 x float> [ %1631, %1612 ], [ %1482, %1575 ]
  %1602 = phi <16 x float> [ %1632, %1612 ], [ %1480, %1575 ]
  %1603 = phi <16 x float> [ %1633, %1612 ], [ %1481, %1575 ]
  %1604 = phi <16 x float> [ %1634, %1612 ], [ %1458, %1575 ]
  %1605 = phi <16 x float> [ %1635, %1612 ], [ %1456, %1575 ]
  %1606 = phi <16 x float> [ %1636, %1612 ], [ %1457, %1575 ]
  %1607 = phi i64 [ %1637, %1612 ], [ 0, %1575 ]
  %1608 = mul nsw i64 %89, %1607
  %1609 = getelementptr inbounds float, ptr %311, i64 %1608
  %1610 = mul nsw i64 %1607, %81
  %1611 = getelementptr inbounds float, ptr %1580, i64 %1610
  br i1 %82, label %1639, label %1612

1612:                                             ; preds = %1639, %1582
  %1613 = phi <16 x float> [ %1583, %1582 ], [ %1744, %1639 ]
  %1614 = phi <16 x float> [ %1584, %1582 ], [ %1743, %1639 ]
  %1615 = phi <16 x float> [ %1585, %1582 ], [ %1742, %1639 ]
  %1616 = phi <16 x float> [ %1586, %1582 ], [ %1737, %1639 ]
  %1617 = phi <16 x float> [ %1587, %1582 ], [ %1736, %1639 ]
  %1618 = phi <16 x float> [ %1588, %1582 ], [ %1735, %1639 ]
  %1619 = phi <16 x float> [ %1589, %1582 ], [ %1730, %1639 ]
  %1620 = phi <16 x float> [ %1590, %1582 ], [ %1729, %1639 ]
  %1621 = phi <16 x float> [ %1591, %1582 ], [ %1728, %1639 ]
  %1622 = phi <16 x float> [ %1592, %1582 ], [ %1723, %1639 ]
  %1623 = phi <16 x float> [ %1593, %1582 ], [ %1722, %1639 ]
  %1624 = phi <16 x float> [ %1594, %1582 ], [ %1702, %1639 ]
  %1625 = phi <16 x float> [ %1595, %1582 ], [ %1701, %1639 ]
  %1626 = phi <16 x float> [ %1596, %1582 ], [ %1700, %1639 ]
  %1627 = phi <16 x float> [ %1597, %1582 ], [ %1695, %1639 ]
  %1628 = phi <16 x float> [ %1598, %1582 ], [ %1694, %1639 ]
  %1629 = phi <16 x float> [ %1599, %1582 ], [ %1693, %1639 ]
  %1630 = phi <16 x float> [ %1600, %1582 ], [ %1721, %1639 ]
  %1631 = phi <16 x float> [ %1601, %1582 ], [ %1716, %1639 ]
  %1632 = phi <16 x float> [ %1602, %1582 ], [ %1715, %1639 ]
  %1633 = phi <16 x float> [ %1603, %1582 ], [ %1714, %1639 ]
  %1634 = phi <16 x float> [ %1604, %1582 ], [ %1709, %1639 ]
  %1635 = phi <16 x float> [ %1605, %1582 ], [ %1708, %1639 ]
  %1636 = phi <16 x float> [ %1606, %1582 ], [ %1707, %1639 ]
  %1637 = add nuw nsw i64 %1607, 1
  %1638 = icmp eq i64 %1637, %53
  br i1 %1638, label %1581, label %1582

1639:                                             ; preds = %1582, %1639
  %1640 = phi <16 x float> [ %1744, %1639 ], [ %1583, %1582 ]
  %1641 = phi <16 x float> [ %1743, %1639 ], [ %1584, %1582 ]
  %1642 = phi <16 x float> [ %1742, %1639 ], [ %1585, %1582 ]
  %1643 = phi <16 x float> [ %1737, %1639 ], [ %1586, %1582 ]
  %1644 = phi <16 x float> [ %1736, %1639 ], [ %1587, %1582 ]
  %1645 = phi <16 x float> [ %1735, %1639 ], [ %1588, %1582 ]
  %1646 = phi <16 x float> [ %1730, %1639 ], [ %1589, %1582 ]
  %1647 = phi <16 x float> [ %1729, %1639 ], [ %1590, %1582 ]
  %1648 = phi <16 x float> [ %1728, %1639 ], [ %1591, %1582 ]
  %1649 = phi <16 x float> [ %1723, %1639 ], [ %1592, %1582 ]
  %1650 = phi <16 x float> [ %1722, %1639 ], [ %1593, %1582 ]
  %1651 = phi <16 x float> [ %1702, %1639 ], [ %1594, %1582 ]
  %1652 = phi <16 x float> [ %1701, %1639 ], [ %1595, %1582 ]
  %1653 = phi <16 x float> [ %1700, %1639 ], [ %1596, %1582 ]
  %1654 = phi <16 x float> [ %1695, %1639 ], [ %1597, %1582 ]
  %1655 = phi <16 x float> [ %1694, %1639 ], [ %1598, %1582 ]
  %1656 = phi <16 x float> [ %1693, %1639 ], [ %1599, %1582 ]
  %1657 = phi <16 x float> [ %1721, %1639 ], [ %1600, %1582 ]
  %1658 = phi <16 x float> [ %1716, %1639 ], [ %1601, %1582 ]
  %1659 = phi <16 x float> [ %1715, %1639 ], [ %1602, %1582 ]
  %1660 = phi <16 x float> [ %1714, %1639 ], [ %1603, %1582 ]
  %1661 = phi <16 x float> [ %1709, %1639 ], [ %1604, %1582 ]
  %1662 = phi <16 x float> [ %1708, %1639 ], [ %1605, %1582 ]
  %1663 = phi <16 x float> [ %1707, %1639 ], [ %1606, %1582 ]
  %1664 = phi i64 [ %1745, %1639 ], [ 0, %1582 ]
  %1665 = getelementptr inbounds nuw [3 x i32], ptr %34, i64 %1664
  %1666 = getelementptr inbounds nuw [3 x i64], ptr %33, i64 %1664
  %1667 = load i32, ptr %1665, align 4
  %1668 = trunc i32 %1667 to i16
  %1669 = load i64, ptr %1666, align 8
  %1670 = getelementptr inbounds float, ptr %1609, i64 %1669
  %1671 = bitcast i16 %1668 to <16 x i1>
  %1672 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1670, <16 x i1> %1671, <16 x float> zeroinitializer)
  %1673 = getelementptr inbounds nuw i8, ptr %1665, i64 4
  %1674 = load i32, ptr %1673, align 4
  %1675 = trunc i32 %1674 to i16
  %1676 = getelementptr inbounds nuw i8, ptr %1666, i64 8
  %1677 = load i64, ptr %1676, align 8
  %1678 = getelementptr inbounds float, ptr %1609, i64 %1677
  %1679 = bitcast i16 %1675 to <16 x i1>
  %1680 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1678, <16 x i1> %1679, <16 x float> zeroinitializer)
  %1681 = getelementptr inbounds nuw i8, ptr %1665, i64 8
  %1682 = load i32, ptr %1681, align 4
  %1683 = trunc i32 %1682 to i16
  %1684 = getelementptr inbounds nuw i8, ptr %1666, i64 16
  %1685 = load i64, ptr %1684, align 8
  %1686 = getelementptr inbounds float, ptr %1609, i64 %1685
  %1687 = bitcast i16 %1683 to <16 x i1>
  %1688 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1686, <16 x i1> %1687, <16 x float> zeroinitializer)
  %1689 = getelementptr float, ptr %1611, i64 %1664
  %1690 = load float, ptr %1689, align 4
  %1691 = insertelement <16 x float> poison, float %1690, i64 0
  %1692 = shufflevector <16 x float> %1691, <16 x float> poison, <16 x i32> zeroinitializer
  %1693 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1672, <16 x float> %1692, <16 x float> %1656)
  %1694 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1680, <16 x float> %1692, <16 x float> %1655)
  %1695 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1688, <16 x float> %1692, <16 x float> %1654)
  %1696 = getelementptr float, ptr %1689, i64 %91
  %1697 = load float, ptr %1696, align 4
  %1698 = insertelement <16 x float> poison, float %1697, i64 0
  %1699 = shufflevector <16 x float> %1698, <16 x float> poison, <16 x i32> zeroinitializer
  %1700 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1672, <16 x float> %1699, <16 x float> %1653)
  %1701 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1680, <16 x float> %1699, <16 x float> %1652)
  %1702 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1688, <16 x float> %1699, <16 x float> %1651)
  %1703 = getelementptr i8, ptr %1689, i64 %120
  %1704 = load float, ptr %1703, align 4
  %1705 = insertelement <16 x float> poison, float %1704, i64 0
  %1706 = shufflevector <16 x float> %1705, <16 x float> poison, <16 x i32> zeroinitializer
  %1707 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1672, <16 x float> %1706, <16 x float> %1663)
  %1708 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1680, <16 x float> %1706, <16 x float> %1662)
  %1709 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1688, <16 x float> %1706, <16 x float> %1661)
  %1710 = getelementptr i8, ptr %1689, i64 %121
  %1711 = load float, ptr %1710, align 4
  %1712 = insertelement <16 x float> poison, float %1711, i64 0
  %1713 = shufflevector <16 x float> %1712, <16 x float> poison, <16 x i32> zeroinitializer
  %1714 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1672, <16 x float> %1713, <16 x float> %1660)
  %1715 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1680, <16 x float> %1713, <16 x float> %1659)
  %1716 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1688, <16 x float> %1713, <16 x float> %1658)
  %1717 = getelementptr i8, ptr %1689, i64 %122
  %1718 = load float, ptr %1717, align 4
  %1719 = insertelement <16 x float> poison, float %1718, i64 0
  %1720 = shufflevector <16 x float> %1719, <16 x float> poison, <16 x i32> zeroinitializer
  %1721 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1672, <16 x float> %1720, <16 x float> %1657)
  %1722 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1680, <16 x float> %1720, <16 x float> %1650)
  %1723 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1688, <16 x float> %1720, <16 x float> %1649)
  %1724 = getelementptr i8, ptr %1689, i64 %125
  %1725 = load float, ptr %1724, align 4
  %1726 = insertelement <16 x float> poison, float %1725, i64 0
  %1727 = shufflevector <16 x float> %1726, <16 x float> poison, <16 x i32> zeroinitializer
  %1728 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1672, <16 x float> %1727, <16 x float> %1648)
  %1729 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1680, <16 x float> %1727, <16 x float> %1647)
  %1730 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1688, <16 x float> %1727, <16 x float> %1646)
  %1731 = getelementptr i8, ptr %1689, i64 %129
  %1732 = load float, ptr %1731, align 4
  %1733 = insertelement <16 x float> poison, float %1732, i64 0
  %1734 = shufflevector <16 x float> %1733, <16 x float> poison, <16 x i32> zeroinitializer
  %1735 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1672, <16 x float> %1734, <16 x float> %1645)
  %1736 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1680, <16 x float> %1734, <16 x float> %1644)
  %1737 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1688, <16 x float> %1734, <16 x float> %1643)
  %1738 = getelementptr i8, ptr %1689, i64 %133
  %1739 = load float, ptr %1738, align 4
  %1740 = insertelement <16 x float> poison, float %1739, i64 0
  %1741 = shufflevector <16 x float> %1740, <16 x float> poison, <16 x i32> zeroinitializer
  %1742 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1672, <16 x float> %1741, <16 x float> %1642)
  %1743 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1680, <16 x float> %1741, <16 x float> %1641)
  %1744 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1688, <16 x float> %1741, <16 x float> %1640)
  %1745 = add nuw nsw i64 %1664, 1
  %1746 = icmp eq i64 %1745, %81
  br i1 %1746, label %1612, label %1639

1747:                                             ; preds = %1388, %1949
  %1748 = phi i64 [ %1950, %1949 ], [ 0, %1388 ]
  %1749 = icmp sgt i64 %799, %1748
  br i1 %1749, label %1949, label %1750

1750:                                             ; preds = %1747
  %1751 = add nsw i64 %798, %1748
  %1752 = mul nsw i64 %1751, %56
  %1753 = getelementptr inbounds nuw [3 x <16 x float>], ptr %32, i64 %1748
  %1754 = add nsw i64 %731, %1752
  %1755 = getelementptr inbounds float, ptr %318, i64 %1754
  %1756 = load <16 x float>, ptr %1753, align 64
  br i1 %93, label %1938, label %1757

1757:                                             ; preds = %1750
  %1758 = getelementptr inbounds float, ptr %316, i64 %1754
  switch i64 %137, label %1209 [
    i64 1, label %1759
    i64 2, label %1762
    i64 3, label %1769
    i64 0, label %1814
  ]

1759:                                             ; preds = %1757
  %1760 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1758, <16 x i1> %754, <16 x float> zeroinitializer)
  %1761 = fadd <16 x float> %1756, %1760
  br label %1776

1762:                                             ; preds = %1757
  %1763 = bitcast <16 x float> %1756 to <8 x i64>
  %1764 = or <8 x i64> %1763, %95
  %1765 = fcmp oeq <16 x float> %1756, %51
  %1766 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1756, i32 4)
  %1767 = bitcast <8 x i64> %1764 to <16 x float>
  %1768 = select <16 x i1> %1765, <16 x float> %1767, <16 x float> %1766
  br label %1776

1769:                                             ; preds = %1757
  %1770 = bitcast <16 x float> %1756 to <8 x i64>
  %1771 = and <8 x i64> %1770, %94
  %1772 = fcmp oeq <16 x float> %1756, %48
  %1773 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1756, i32 4)
  %1774 = bitcast <8 x i64> %1771 to <16 x float>
  %1775 = select <16 x i1> %1772, <16 x float> %1774, <16 x float> %1773
  br label %1776

1776:                                             ; preds = %1769, %1762, %1759
  %1777 = phi <16 x float> [ %1761, %1759 ], [ %1768, %1762 ], [ %1775, %1769 ]
  switch i64 %139, label %1209 [
    i64 1, label %1792
    i64 2, label %1785
    i64 3, label %1778
    i64 0, label %1814
  ]

1778:                                             ; preds = %1776
  %1779 = bitcast <16 x float> %1777 to <8 x i64>
  %1780 = and <8 x i64> %1779, %94
  %1781 = fcmp oeq <16 x float> %1777, %48
  %1782 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1777, i32 4)
  %1783 = bitcast <8 x i64> %1780 to <16 x float>
  %1784 = select <16 x i1> %1781, <16 x float> %1783, <16 x float> %1782
  br label %1795

1785:                                             ; preds = %1776
  %1786 = bitcast <16 x float> %1777 to <8 x i64>
  %1787 = or <8 x i64> %1786, %95
  %1788 = fcmp oeq <16 x float> %1777, %51
  %1789 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1777, i32 4)
  %1790 = bitcast <8 x i64> %1787 to <16 x float>
  %1791 = select <16 x i1> %1788, <16 x float> %1790, <16 x float> %1789
  br label %1795

1792:                                             ; preds = %1776
  %1793 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1758, <16 x i1> %754, <16 x float> zeroinitializer)
  %1794 = fadd <16 x float> %1777, %1793
  br label %1795

1795:                                             ; preds = %1792, %1785, %1778
  %1796 = phi <16 x float> [ %1794, %1792 ], [ %1791, %1785 ], [ %1784, %1778 ]
  switch i64 %141, label %1209 [
    i64 1, label %1811
    i64 2, label %1804
    i64 3, label %1797
    i64 0, label %1814
  ]

1797:                                             ; preds = %1795
  %1798 = bitcast <16 x float> %1796 to <8 x i64>
  %1799 = and <8 x i64> %1798, %94
  %1800 = fcmp oeq <16 x float> %1796, %48
  %1801 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1796, i32 4)
  %1802 = bitcast <8 x i64> %1799 to <16 x float>
  %1803 = select <16 x i1> %1800, <16 x float> %1802, <16 x float> %1801
  br label %1814

1804:                                             ; preds = %1795
  %1805 = bitcast <16 x float> %1796 to <8 x i64>
  %1806 = or <8 x i64> %1805, %95
  %1807 = fcmp oeq <16 x float> %1796, %51
  %1808 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1796, i32 4)
  %1809 = bitcast <8 x i64> %1806 to <16 x float>
  %1810 = select <16 x i1> %1807, <16 x float> %1809, <16 x float> %1808
  br label %1814

1811:                                             ; preds = %1795
  %1812 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1758, <16 x i1> %754, <16 x float> zeroinitializer)
  %1813 = fadd <16 x float> %1796, %1812
  br label %1814

1814:                                             ; preds = %1757, %1776, %1795, %1811, %1804, %1797
  %1815 = phi <16 x float> [ %1803, %1797 ], [ %1810, %1804 ], [ %1813, %1811 ], [ %1777, %1776 ], [ %1796, %1795 ], [ %1756, %1757 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1815, ptr align 1 %1755, <16 x i1> %754)
  %1816 = add nsw i64 %730, %1752
  %1817 = getelementptr inbounds float, ptr %318, i64 %1816
  %1818 = getelementptr inbounds nuw i8, ptr %1753, i64 64
  %1819 = load <16 x float>, ptr %1818, align 64
  %1820 = getelementptr inbounds float, ptr %316, i64 %1816
  switch i64 %142, label %1209 [
    i64 1, label %1835
    i64 2, label %1828
    i64 3, label %1821
    i64 0, label %1876
  ]

1821:                                             ; preds = %1814
  %1822 = bitcast <16 x float> %1819 to <8 x i64>
  %1823 = and <8 x i64> %1822, %94
  %1824 = fcmp oeq <16 x float> %1819, %48
  %1825 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1819, i32 4)
  %1826 = bitcast <8 x i64> %1823 to <16 x float>
  %1827 = select <16 x i1> %1824, <16 x float> %1826, <16 x float> %1825
  br label %1838

1828:                                             ; preds = %1814
  %1829 = bitcast <16 x float> %1819 to <8 x i64>
  %1830 = or <8 x i64> %1829, %95
  %1831 = fcmp oeq <16 x float> %1819, %51
  %1832 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1819, i32 4)
  %1833 = bitcast <8 x i64> %1830 to <16 x float>
  %1834 = select <16 x i1> %1831, <16 x float> %1833, <16 x float> %1832
  br label %1838

1835:                                             ; preds = %1814
  %1836 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1820, <16 x i1> %755, <16 x float> zeroinitializer)
  %1837 = fadd <16 x float> %1819, %1836
  br label %1838

1838:                                             ; preds = %1835, %1828, %1821
  %1839 = phi <16 x float> [ %1837, %1835 ], [ %1834, %1828 ], [ %1827, %1821 ]
  switch i64 %144, label %1209 [
    i64 1, label %1854
    i64 2, label %1847
    i64 3, label %1840
    i64 0, label %1876
  ]

1840:                                             ; preds = %1838
  %1841 = bitcast <16 x float> %1839 to <8 x i64>
  %1842 = and <8 x i64> %1841, %94
  %1843 = fcmp oeq <16 x float> %1839, %48
  %1844 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1839, i32 4)
  %1845 = bitcast <8 x i64> %1842 to <16 x float>
  %1846 = select <16 x i1> %1843, <16 x float> %1845, <16 x float> %1844
  br label %1857

1847:                                             ; preds = %1838
  %1848 = bitcast <16 x float> %1839 to <8 x i64>
  %1849 = or <8 x i64> %1848, %95
  %1850 = fcmp oeq <16 x float> %1839, %51
  %1851 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1839, i32 4)
  %1852 = bitcast <8 x i64> %1849 to <16 x float>
  %1853 = select <16 x i1> %1850, <16 x float> %1852, <16 x float> %1851
  br label %1857

1854:                                             ; preds = %1838
  %1855 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1820, <16 x i1> %755, <16 x float> zeroinitializer)
  %1856 = fadd <16 x float> %1839, %1855
  br label %1857

1857:                                             ; preds = %1854, %1847, %1840
  %1858 = phi <16 x float> [ %1856, %1854 ], [ %1853, %1847 ], [ %1846, %1840 ]
  switch i64 %146, label %1209 [
    i64 1, label %1873
    i64 2, label %1866
    i64 3, label %1859
    i64 0, label %1876
  ]

1859:                                             ; preds = %1857
  %1860 = bitcast <16 x float> %1858 to <8 x i64>
  %1861 = and <8 x i64> %1860, %94
  %1862 = fcmp oeq <16 x float> %1858, %48
  %1863 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1858, i32 4)
  %1864 = bitcast <8 x i64> %1861 to <16 x float>
  %1865 = select <16 x i1> %1862, <16 x float> %1864, <16 x float> %1863
  br label %1876

1866:                                             ; preds = %1857
  %1867 = bitcast <16 x float> %1858 to <8 x i64>
  %1868 = or <8 x i64> %1867, %95
  %1869 = fcmp oeq <16 x float> %1858, %51
  %1870 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1858, i32 4)
  %1871 = bitcast <8 x i64> %1868 to <16 x float>
  %1872 = select <16 x i1> %1869, <16 x float> %1871, <16 x float> %1870
  br label %1876

1873:                                             ; preds = %1857
  %1874 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1820, <16 x i1> %755, <16 x float> zeroinitializer)
  %1875 = fadd <16 x float> %1858, %1874
  br label %1876

1876:                                             ; preds = %1814, %1838, %1857, %1873, %1866, %1859
  %1877 = phi <16 x float> [ %1865, %1859 ], [ %1872, %1866 ], [ %1875, %1873 ], [ %1839, %1838 ], [ %1858, %1857 ], [ %1819, %1814 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1877, ptr align 1 %1817, <16 x i1> %755)
  %1878 = add nsw i64 %729, %1752
  %1879 = getelementptr inbounds float, ptr %318, i64 %1878
  %1880 = getelementptr inbounds nuw i8, ptr %1753, i64 128
  %1881 = load <16 x float>, ptr %1880, align 64
  %1882 = getelementptr inbounds float, ptr %316, i64 %1878
  switch i64 %147, label %1209 [
    i64 1, label %1897
    i64 2, label %1890
    i64 3, label %1883
    i64 0, label %1945
  ]

1883:                                             ; preds = %1876
  %1884 = bitcast <16 x float> %1881 to <8 x i64>
  %1885 = and <8 x i64> %1884, %94
  %1886 = fcmp oeq <16 x float> %1881, %48
  %1887 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1881, i32 4)
  %1888 = bitcast <8 x i64> %1885 to <16 x float>
  %1889 = select <16 x i1> %1886, <16 x float> %1888, <16 x float> %1887
  br label %1900

1890:                                             ; preds = %1876
  %1891 = bitcast <16 x float> %1881 to <8 x i64>
  %1892 = or <8 x i64> %1891, %95
  %1893 = fcmp oeq <16 x float> %1881, %51
  %1894 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1881, i32 4)
  %1895 = bitcast <8 x i64> %1892 to <16 x float>
  %1896 = select <16 x i1> %1893, <16 x float> %1895, <16 x float> %1894
  br label %1900

1897:                                             ; preds = %1876
  %1898 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1882, <16 x i1> %756, <16 x float> zeroinitializer)
  %1899 = fadd <16 x float> %1881, %1898
  br label %1900

1900:                                             ; preds = %1897, %1890, %1883
  %1901 = phi <16 x float> [ %1899, %1897 ], [ %1896, %1890 ], [ %1889, %1883 ]
  switch i64 %149, label %1209 [
    i64 1, label %1916
    i64 2, label %1909
    i64 3, label %1902
    i64 0, label %1945
  ]

1902:                                             ; preds = %1900
  %1903 = bitcast <16 x float> %1901 to <8 x i64>
  %1904 = and <8 x i64> %1903, %94
  %1905 = fcmp oeq <16 x float> %1901, %48
  %1906 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1901, i32 4)
  %1907 = bitcast <8 x i64> %1904 to <16 x float>
  %1908 = select <16 x i1> %1905, <16 x float> %1907, <16 x float> %1906
  br label %1919

1909:                                             ; preds = %1900
  %1910 = bitcast <16 x float> %1901 to <8 x i64>
  %1911 = or <8 x i64> %1910, %95
  %1912 = fcmp oeq <16 x float> %1901, %51
  %1913 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1901, i32 4)
  %1914 = bitcast <8 x i64> %1911 to <16 x float>
  %1915 = select <16 x i1> %1912, <16 x float> %1914, <16 x float> %1913
  br label %1919

1916:                                             ; preds = %1900
  %1917 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1882, <16 x i1> %756, <16 x float> zeroinitializer)
  %1918 = fadd <16 x float> %1901, %1917
  br label %1919

1919:                                             ; preds = %1916, %1909, %1902
  %1920 = phi <16 x float> [ %1918, %1916 ], [ %1915, %1909 ], [ %1908, %1902 ]
  switch i64 %151, label %1209 [
    i64 1, label %1935
    i64 2, label %1928
    i64 3, label %1921
    i64 0, label %1945
  ]

1921:                                             ; preds = %1919
  %1922 = bitcast <16 x float> %1920 to <8 x i64>
  %1923 = and <8 x i64> %1922, %94
  %1924 = fcmp oeq <16 x float> %1920, %48
  %1925 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1920, i32 4)
  %1926 = bitcast <8 x i64> %1923 to <16 x float>
  %1927 = select <16 x i1> %1924, <16 x float> %1926, <16 x float> %1925
  br label %1945

1928:                                             ; preds = %1919
  %1929 = bitcast <16 x float> %1920 to <8 x i64>
  %1930 = or <8 x i64> %1929, %95
  %1931 = fcmp oeq <16 x float> %1920, %51
  %1932 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1920, i32 4)
  %1933 = bitcast <8 x i64> %1930 to <16 x float>
  %1934 = select <16 x i1> %1931, <16 x float> %1933, <16 x float> %1932
  br label %1945

1935:                                             ; preds = %1919
  %1936 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1882, <16 x i1> %756, <16 x float> zeroinitializer)
  %1937 = fadd <16 x float> %1920, %1936
  br label %1945

1938:                                             ; preds = %1750
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1756, ptr align 1 %1755, <16 x i1> %757)
  %1939 = getelementptr float, ptr %787, i64 %1752
  %1940 = getelementptr inbounds nuw i8, ptr %1753, i64 64
  %1941 = load <16 x float>, ptr %1940, align 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1941, ptr align 1 %1939, <16 x i1> %758)
  %1942 = getelementptr float, ptr %788, i64 %1752
  %1943 = getelementptr inbounds nuw i8, ptr %1753, i64 128
  %1944 = load <16 x float>, ptr %1943, align 64
  br label %1945

1945:                                             ; preds = %1876, %1900, %1919, %1935, %1928, %1921, %1938
  %1946 = phi ptr [ %1942, %1938 ], [ %1879, %1921 ], [ %1879, %1928 ], [ %1879, %1935 ], [ %1879, %1919 ], [ %1879, %1900 ], [ %1879, %1876 ]
  %1947 = phi <16 x i1> [ %759, %1938 ], [ %756, %1921 ], [ %756, %1928 ], [ %756, %1935 ], [ %756, %1919 ], [ %756, %1900 ], [ %756, %1876 ]
  %1948 = phi <16 x float> [ %1944, %1938 ], [ %1927, %1921 ], [ %1934, %1928 ], [ %1937, %1935 ], [ %1920, %1919 ], [ %1901, %1900 ], [ %1881, %1876 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1948, ptr align 1 %1946, <16 x i1> %1947)
  br label %1949

1949:                                             ; preds = %1945, %1747
  %1950 = add nuw nsw i64 %1748, 1
  %1951 = icmp eq i64 %1950, 8
  br i1 %1951, label %1952, label %1747

1952:                                             ; preds = %1949
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  br label %1953

1953:                                             ; preds = %1952, %1386
  %1954 = add nsw i64 %795, 8
  %1955 = icmp slt i64 %1954, %306
  br i1 %1955, label %794, label %791
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i64> @llvm.smin.v8i64(<8 x i64>, <8 x i64>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8i64.v8p0(<8 x i64>, <8 x ptr>, <8 x i1>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr>, <16 x i1>, <16 x i32>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v16i32.v16p0(<16 x i32>, <16 x ptr>, <16 x i1>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x i32> @llvm.masked.gather.v8i32.v8p0(<8 x ptr>, <8 x i1>, <8 x i32>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8i32.v8p0(<8 x i32>, <8 x ptr>, <8 x i1>)
