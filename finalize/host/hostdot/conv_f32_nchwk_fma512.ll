; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_nchwk_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26, i64 noundef %27) local_unnamed_addr {
  %29 = alloca [49 x [3 x i64]], align 16
  %30 = alloca [49 x [3 x i32]], align 16
  %31 = alloca [49 x [3 x i64]], align 16
  %32 = alloca [49 x [3 x i32]], align 16
  %33 = alloca [49 x [3 x i64]], align 16
  %34 = alloca [49 x [3 x i32]], align 16
  %35 = alloca [49 x [3 x i64]], align 16
  %36 = alloca [49 x [3 x i32]], align 16
  %37 = alloca [49 x [3 x i64]], align 16
  %38 = alloca [49 x [3 x i32]], align 16
  %39 = alloca [49 x [3 x i64]], align 16
  %40 = alloca [49 x [3 x i32]], align 16
  %41 = alloca [49 x [3 x i64]], align 16
  %42 = alloca [49 x [3 x i32]], align 16
  %43 = alloca [49 x [3 x i64]], align 16
  %44 = alloca [49 x [3 x i32]], align 16
  %45 = alloca [49 x [3 x i64]], align 16
  %46 = alloca [49 x [3 x i32]], align 16
  %47 = alloca [49 x [3 x i64]], align 16
  %48 = alloca [49 x [3 x i32]], align 16
  %49 = alloca [49 x [3 x i64]], align 16
  %50 = alloca [49 x [3 x i32]], align 16
  %51 = alloca [49 x [3 x i64]], align 16
  %52 = alloca [49 x [3 x i32]], align 16
  %53 = inttoptr i64 %0 to ptr
  %54 = inttoptr i64 %1 to ptr
  %55 = inttoptr i64 %20 to ptr
  %56 = inttoptr i64 %2 to ptr
  %57 = inttoptr i64 %23 to ptr
  %58 = inttoptr i64 %21 to ptr
  %59 = trunc i64 %25 to i32
  %60 = trunc i64 %26 to i32
  %61 = insertelement <16 x i32> poison, i32 %59, i64 0
  %62 = bitcast <16 x i32> %61 to <16 x float>
  %63 = shufflevector <16 x float> %62, <16 x float> poison, <16 x i32> zeroinitializer
  %64 = insertelement <16 x i32> poison, i32 %60, i64 0
  %65 = bitcast <16 x i32> %64 to <16 x float>
  %66 = shufflevector <16 x float> %65, <16 x float> poison, <16 x i32> zeroinitializer
  %67 = mul nsw i64 %10, %9
  %68 = icmp eq i64 %14, 2
  %69 = zext i1 %68 to i32
  %70 = add nsw i64 %6, 7
  %71 = sdiv i64 %70, 8
  %72 = add i64 %9, -1
  %73 = add i64 %72, %17
  %74 = sdiv i64 %73, %17
  %75 = add nsw i64 %10, 15
  %76 = sdiv i64 %75, 16
  %77 = icmp slt i64 %3, %4
  br i1 %77, label %78, label %416

78:                                               ; preds = %28
  %79 = icmp eq i64 %23, 0
  %80 = mul nsw i64 %8, %7
  %81 = mul i64 %12, %11
  %82 = icmp eq i64 %20, 0
  %83 = icmp sgt i64 %11, 0
  %84 = icmp sgt i64 %12, 0
  %85 = mul i64 %81, %5
  %86 = icmp sgt i64 %5, 0
  %87 = icmp sgt i64 %81, 0
  %88 = icmp eq i64 %27, 0
  %89 = bitcast <16 x float> %63 to <8 x i64>
  %90 = bitcast <16 x float> %66 to <8 x i64>
  %91 = and i64 %27, 3
  %92 = lshr i64 %27, 2
  %93 = and i64 %92, 3
  %94 = lshr i64 %27, 4
  %95 = and i64 %94, 3
  %96 = and i64 %27, 3
  %97 = lshr i64 %27, 2
  %98 = and i64 %97, 3
  %99 = lshr i64 %27, 4
  %100 = and i64 %99, 3
  %101 = and i64 %27, 3
  %102 = lshr i64 %27, 2
  %103 = and i64 %102, 3
  %104 = lshr i64 %27, 4
  %105 = and i64 %104, 3
  %106 = and i64 %27, 3
  %107 = lshr i64 %27, 2
  %108 = and i64 %107, 3
  %109 = lshr i64 %27, 4
  %110 = and i64 %109, 3
  %111 = and i64 %27, 3
  %112 = lshr i64 %27, 2
  %113 = and i64 %112, 3
  %114 = lshr i64 %27, 4
  %115 = and i64 %114, 3
  %116 = and i64 %27, 3
  %117 = lshr i64 %27, 2
  %118 = and i64 %117, 3
  %119 = lshr i64 %27, 4
  %120 = and i64 %119, 3
  %121 = and i64 %27, 3
  %122 = lshr i64 %27, 2
  %123 = and i64 %122, 3
  %124 = lshr i64 %27, 4
  %125 = and i64 %124, 3
  %126 = and i64 %27, 3
  %127 = lshr i64 %27, 2
  %128 = and i64 %127, 3
  %129 = lshr i64 %27, 4
  %130 = and i64 %129, 3
  %131 = and i64 %27, 3
  %132 = lshr i64 %27, 2
  %133 = and i64 %132, 3
  %134 = lshr i64 %27, 4
  %135 = and i64 %134, 3
  %136 = and i64 %27, 3
  %137 = lshr i64 %27, 2
  %138 = and i64 %137, 3
  %139 = lshr i64 %27, 4
  %140 = and i64 %139, 3
  %141 = and i64 %27, 3
  %142 = lshr i64 %27, 2
  %143 = and i64 %142, 3
  %144 = lshr i64 %27, 4
  %145 = and i64 %144, 3
  %146 = and i64 %27, 3
  %147 = lshr i64 %27, 2
  %148 = and i64 %147, 3
  %149 = lshr i64 %27, 4
  %150 = and i64 %149, 3
  %151 = shl i64 %85, 3
  %152 = mul i64 %85, 12
  %153 = shl i64 %85, 4
  %154 = mul i64 %85, 20
  %155 = mul i64 %85, 24
  %156 = mul i64 %85, 28
  %157 = and i64 %27, 3
  %158 = lshr i64 %27, 2
  %159 = and i64 %158, 3
  %160 = lshr i64 %27, 4
  %161 = and i64 %160, 3
  %162 = and i64 %27, 3
  %163 = lshr i64 %27, 2
  %164 = and i64 %163, 3
  %165 = lshr i64 %27, 4
  %166 = and i64 %165, 3
  %167 = and i64 %27, 3
  %168 = lshr i64 %27, 2
  %169 = and i64 %168, 3
  %170 = lshr i64 %27, 4
  %171 = and i64 %170, 3
  %172 = shl i64 %85, 3
  %173 = mul i64 %85, 12
  %174 = shl i64 %85, 4
  %175 = mul i64 %85, 20
  %176 = mul i64 %85, 24
  %177 = mul i64 %85, 28
  %178 = and i64 %27, 3
  %179 = lshr i64 %27, 2
  %180 = and i64 %179, 3
  %181 = lshr i64 %27, 4
  %182 = and i64 %181, 3
  %183 = and i64 %27, 3
  %184 = lshr i64 %27, 2
  %185 = and i64 %184, 3
  %186 = lshr i64 %27, 4
  %187 = and i64 %186, 3
  %188 = and i64 %27, 3
  %189 = lshr i64 %27, 2
  %190 = and i64 %189, 3
  %191 = lshr i64 %27, 4
  %192 = and i64 %191, 3
  %193 = shl i64 %85, 3
  %194 = mul i64 %85, 12
  %195 = shl i64 %85, 4
  %196 = mul i64 %85, 20
  %197 = mul i64 %85, 24
  %198 = mul i64 %85, 28
  %199 = and i64 %27, 3
  %200 = lshr i64 %27, 2
  %201 = and i64 %200, 3
  %202 = lshr i64 %27, 4
  %203 = and i64 %202, 3
  %204 = and i64 %27, 3
  %205 = lshr i64 %27, 2
  %206 = and i64 %205, 3
  %207 = lshr i64 %27, 4
  %208 = and i64 %207, 3
  %209 = shl i64 %85, 3
  %210 = mul i64 %85, 12
  %211 = shl i64 %85, 4
  %212 = mul i64 %85, 20
  %213 = mul i64 %85, 24
  %214 = mul i64 %85, 28
  %215 = and i64 %27, 3
  %216 = lshr i64 %27, 2
  %217 = and i64 %216, 3
  %218 = lshr i64 %27, 4
  %219 = and i64 %218, 3
  %220 = and i64 %27, 3
  %221 = lshr i64 %27, 2
  %222 = and i64 %221, 3
  %223 = lshr i64 %27, 4
  %224 = and i64 %223, 3
  %225 = shl i64 %85, 3
  %226 = mul i64 %85, 12
  %227 = shl i64 %85, 4
  %228 = mul i64 %85, 20
  %229 = mul i64 %85, 24
  %230 = mul i64 %85, 28
  %231 = and i64 %27, 3
  %232 = lshr i64 %27, 2
  %233 = and i64 %232, 3
  %234 = lshr i64 %27, 4
  %235 = and i64 %234, 3
  %236 = and i64 %27, 3
  %237 = lshr i64 %27, 2
  %238 = and i64 %237, 3
  %239 = lshr i64 %27, 4
  %240 = and i64 %239, 3
  %241 = and i64 %27, 3
  %242 = lshr i64 %27, 2
  %243 = and i64 %242, 3
  %244 = lshr i64 %27, 4
  %245 = and i64 %244, 3
  %246 = and i64 %27, 3
  %247 = lshr i64 %27, 2
  %248 = and i64 %247, 3
  %249 = lshr i64 %27, 4
  %250 = and i64 %249, 3
  %251 = and i64 %27, 3
  %252 = lshr i64 %27, 2
  %253 = and i64 %252, 3
  %254 = lshr i64 %27, 4
  %255 = and i64 %254, 3
  %256 = and i64 %27, 3
  %257 = lshr i64 %27, 2
  %258 = and i64 %257, 3
  %259 = lshr i64 %27, 4
  %260 = and i64 %259, 3
  %261 = and i64 %27, 3
  %262 = lshr i64 %27, 2
  %263 = and i64 %262, 3
  %264 = lshr i64 %27, 4
  %265 = and i64 %264, 3
  %266 = and i64 %27, 3
  %267 = lshr i64 %27, 2
  %268 = and i64 %267, 3
  %269 = lshr i64 %27, 4
  %270 = and i64 %269, 3
  %271 = shl i64 %85, 3
  %272 = mul i64 %85, 12
  %273 = shl i64 %85, 4
  %274 = mul i64 %85, 20
  %275 = mul i64 %85, 24
  %276 = mul i64 %85, 28
  %277 = and i64 %27, 3
  %278 = lshr i64 %27, 2
  %279 = and i64 %278, 3
  %280 = lshr i64 %27, 4
  %281 = and i64 %280, 3
  %282 = and i64 %27, 3
  %283 = lshr i64 %27, 2
  %284 = and i64 %283, 3
  %285 = lshr i64 %27, 4
  %286 = and i64 %285, 3
  %287 = and i64 %27, 3
  %288 = lshr i64 %27, 2
  %289 = and i64 %288, 3
  %290 = lshr i64 %27, 4
  %291 = and i64 %290, 3
  %292 = and i64 %27, 3
  %293 = lshr i64 %27, 2
  %294 = and i64 %293, 3
  %295 = lshr i64 %27, 4
  %296 = and i64 %295, 3
  %297 = and i64 %27, 3
  %298 = lshr i64 %27, 2
  %299 = and i64 %298, 3
  %300 = lshr i64 %27, 4
  %301 = and i64 %300, 3
  %302 = and i64 %27, 3
  %303 = lshr i64 %27, 2
  %304 = and i64 %303, 3
  %305 = lshr i64 %27, 4
  %306 = and i64 %305, 3
  %307 = and i64 %27, 3
  %308 = lshr i64 %27, 2
  %309 = and i64 %308, 3
  %310 = lshr i64 %27, 4
  %311 = and i64 %310, 3
  %312 = and i64 %27, 3
  %313 = lshr i64 %27, 2
  %314 = and i64 %313, 3
  %315 = lshr i64 %27, 4
  %316 = and i64 %315, 3
  %317 = insertelement <2 x i64> poison, i64 %10, i64 0
  %318 = shufflevector <2 x i64> %317, <2 x i64> poison, <2 x i32> zeroinitializer
  %319 = insertelement <2 x i64> poison, i64 %7, i64 0
  %320 = shufflevector <2 x i64> %319, <2 x i64> poison, <2 x i32> zeroinitializer
  %321 = icmp ult i64 %12, 8
  %322 = and i64 %12, 9223372036854775800
  %323 = insertelement <8 x i64> poison, i64 %16, i64 0
  %324 = shufflevector <8 x i64> %323, <8 x i64> poison, <8 x i32> zeroinitializer
  %325 = insertelement <8 x i64> poison, i64 %8, i64 0
  %326 = shufflevector <8 x i64> %325, <8 x i64> poison, <8 x i32> zeroinitializer
  %327 = icmp eq i64 %12, %322
  %328 = icmp ult i64 %12, 8
  %329 = and i64 %12, 9223372036854775800
  %330 = insertelement <8 x i64> poison, i64 %16, i64 0
  %331 = shufflevector <8 x i64> %330, <8 x i64> poison, <8 x i32> zeroinitializer
  %332 = insertelement <8 x i64> poison, i64 %8, i64 0
  %333 = shufflevector <8 x i64> %332, <8 x i64> poison, <8 x i32> zeroinitializer
  %334 = icmp eq i64 %12, %329
  %335 = insertelement <2 x i64> poison, i64 %7, i64 0
  %336 = shufflevector <2 x i64> %335, <2 x i64> poison, <2 x i32> zeroinitializer
  %337 = icmp ult i64 %12, 8
  %338 = and i64 %12, 9223372036854775800
  %339 = insertelement <8 x i64> poison, i64 %16, i64 0
  %340 = shufflevector <8 x i64> %339, <8 x i64> poison, <8 x i32> zeroinitializer
  %341 = insertelement <8 x i64> poison, i64 %8, i64 0
  %342 = shufflevector <8 x i64> %341, <8 x i64> poison, <8 x i32> zeroinitializer
  %343 = icmp eq i64 %12, %338
  %344 = icmp ult i64 %12, 8
  %345 = and i64 %12, 9223372036854775800
  %346 = insertelement <8 x i64> poison, i64 %16, i64 0
  %347 = shufflevector <8 x i64> %346, <8 x i64> poison, <8 x i32> zeroinitializer
  %348 = insertelement <8 x i64> poison, i64 %8, i64 0
  %349 = shufflevector <8 x i64> %348, <8 x i64> poison, <8 x i32> zeroinitializer
  %350 = icmp eq i64 %12, %345
  %351 = icmp ult i64 %12, 8
  %352 = and i64 %12, 9223372036854775800
  %353 = insertelement <8 x i64> poison, i64 %16, i64 0
  %354 = shufflevector <8 x i64> %353, <8 x i64> poison, <8 x i32> zeroinitializer
  %355 = insertelement <8 x i64> poison, i64 %8, i64 0
  %356 = shufflevector <8 x i64> %355, <8 x i64> poison, <8 x i32> zeroinitializer
  %357 = icmp eq i64 %12, %352
  %358 = icmp ult i64 %12, 8
  %359 = and i64 %12, 9223372036854775800
  %360 = insertelement <8 x i64> poison, i64 %16, i64 0
  %361 = shufflevector <8 x i64> %360, <8 x i64> poison, <8 x i32> zeroinitializer
  %362 = insertelement <8 x i64> poison, i64 %8, i64 0
  %363 = shufflevector <8 x i64> %362, <8 x i64> poison, <8 x i32> zeroinitializer
  %364 = icmp eq i64 %12, %359
  %365 = and i64 %81, 1
  %366 = icmp eq i64 %81, 1
  %367 = and i64 %81, 9223372036854775806
  %368 = icmp eq i64 %365, 0
  %369 = icmp ne i64 %365, 0
  %370 = insertelement <2 x i64> poison, i64 %7, i64 0
  %371 = shufflevector <2 x i64> %370, <2 x i64> poison, <2 x i32> zeroinitializer
  %372 = icmp ult i64 %12, 8
  %373 = and i64 %12, 9223372036854775800
  %374 = insertelement <8 x i64> poison, i64 %16, i64 0
  %375 = shufflevector <8 x i64> %374, <8 x i64> poison, <8 x i32> zeroinitializer
  %376 = insertelement <8 x i64> poison, i64 %8, i64 0
  %377 = shufflevector <8 x i64> %376, <8 x i64> poison, <8 x i32> zeroinitializer
  %378 = icmp eq i64 %12, %373
  %379 = icmp ult i64 %12, 8
  %380 = and i64 %12, 9223372036854775800
  %381 = insertelement <8 x i64> poison, i64 %16, i64 0
  %382 = shufflevector <8 x i64> %381, <8 x i64> poison, <8 x i32> zeroinitializer
  %383 = insertelement <8 x i64> poison, i64 %8, i64 0
  %384 = shufflevector <8 x i64> %383, <8 x i64> poison, <8 x i32> zeroinitializer
  %385 = icmp eq i64 %12, %380
  %386 = insertelement <2 x i64> poison, i64 %7, i64 0
  %387 = shufflevector <2 x i64> %386, <2 x i64> poison, <2 x i32> zeroinitializer
  %388 = icmp ult i64 %12, 8
  %389 = and i64 %12, 9223372036854775800
  %390 = insertelement <8 x i64> poison, i64 %16, i64 0
  %391 = shufflevector <8 x i64> %390, <8 x i64> poison, <8 x i32> zeroinitializer
  %392 = insertelement <8 x i64> poison, i64 %8, i64 0
  %393 = shufflevector <8 x i64> %392, <8 x i64> poison, <8 x i32> zeroinitializer
  %394 = icmp eq i64 %12, %389
  %395 = icmp ult i64 %12, 8
  %396 = and i64 %12, 9223372036854775800
  %397 = insertelement <8 x i64> poison, i64 %16, i64 0
  %398 = shufflevector <8 x i64> %397, <8 x i64> poison, <8 x i32> zeroinitializer
  %399 = insertelement <8 x i64> poison, i64 %8, i64 0
  %400 = shufflevector <8 x i64> %399, <8 x i64> poison, <8 x i32> zeroinitializer
  %401 = icmp eq i64 %12, %396
  %402 = icmp ult i64 %12, 8
  %403 = and i64 %12, 9223372036854775800
  %404 = insertelement <8 x i64> poison, i64 %16, i64 0
  %405 = shufflevector <8 x i64> %404, <8 x i64> poison, <8 x i32> zeroinitializer
  %406 = insertelement <8 x i64> poison, i64 %8, i64 0
  %407 = shufflevector <8 x i64> %406, <8 x i64> poison, <8 x i32> zeroinitializer
  %408 = icmp eq i64 %12, %403
  %409 = icmp ult i64 %12, 8
  %410 = and i64 %12, 9223372036854775800
  %411 = insertelement <8 x i64> poison, i64 %16, i64 0
  %412 = shufflevector <8 x i64> %411, <8 x i64> poison, <8 x i32> zeroinitializer
  %413 = insertelement <8 x i64> poison, i64 %8, i64 0
  %414 = shufflevector <8 x i64> %413, <8 x i64> poison, <8 x i32> zeroinitializer
  %415 = icmp eq i64 %12, %410
  br label %417

416:                                              ; preds = %806, %28
  ret void

417:                                              ; preds = %78, %806
  %418 = phi i64 [ %3, %78 ], [ %807, %806 ]
  %419 = srem i64 %418, %71
  %420 = sdiv i64 %418, %71
  %421 = srem i64 %420, %74
  %422 = sdiv i64 %420, %74
  %423 = shl nsw i64 %419, 3
  %424 = mul nsw i64 %421, %17
  %425 = sub nsw i64 %9, %424
  %426 = tail call i64 @llvm.smin.i64(i64 %425, i64 %17)
  %427 = mul nsw i64 %422, %18
  %428 = getelementptr inbounds float, ptr %53, i64 %427
  %429 = mul nsw i64 %422, %19
  %430 = getelementptr inbounds float, ptr %56, i64 %429
  %431 = mul nsw i64 %422, %24
  %432 = getelementptr inbounds float, ptr %57, i64 %431
  %433 = select i1 %79, ptr null, ptr %432
  %434 = mul nsw i64 %422, %22
  %435 = getelementptr inbounds float, ptr %58, i64 %434
  %436 = mul nsw i64 %426, %76
  %437 = icmp sgt i64 %436, 0
  br i1 %437, label %438, label %806

438:                                              ; preds = %417
  %439 = mul i64 %85, %423
  %440 = add nsw i64 %436, -1
  %441 = sub nsw i64 %6, %423
  %442 = icmp sgt i64 %441, 7
  %443 = icmp slt i64 %423, %6
  %444 = getelementptr inbounds float, ptr %55, i64 %423
  %445 = getelementptr inbounds float, ptr %54, i64 %439
  %446 = getelementptr inbounds nuw i8, ptr %444, i64 4
  %447 = getelementptr inbounds nuw i8, ptr %444, i64 8
  %448 = getelementptr inbounds nuw i8, ptr %444, i64 12
  %449 = getelementptr inbounds nuw i8, ptr %444, i64 16
  %450 = getelementptr inbounds nuw i8, ptr %444, i64 20
  %451 = getelementptr inbounds nuw i8, ptr %444, i64 24
  %452 = getelementptr inbounds nuw i8, ptr %444, i64 28
  %453 = mul nsw i64 %423, %67
  %454 = getelementptr inbounds float, ptr %430, i64 %453
  %455 = or disjoint i64 %423, 1
  %456 = mul nsw i64 %455, %67
  %457 = getelementptr inbounds float, ptr %430, i64 %456
  %458 = or disjoint i64 %423, 2
  %459 = mul nsw i64 %458, %67
  %460 = getelementptr inbounds float, ptr %430, i64 %459
  %461 = or disjoint i64 %423, 3
  %462 = mul nsw i64 %461, %67
  %463 = getelementptr inbounds float, ptr %430, i64 %462
  %464 = or disjoint i64 %423, 4
  %465 = mul nsw i64 %464, %67
  %466 = getelementptr inbounds float, ptr %430, i64 %465
  %467 = or disjoint i64 %423, 5
  %468 = mul nsw i64 %467, %67
  %469 = getelementptr inbounds float, ptr %430, i64 %468
  %470 = or disjoint i64 %423, 6
  %471 = mul nsw i64 %470, %67
  %472 = getelementptr inbounds float, ptr %430, i64 %471
  %473 = or disjoint i64 %423, 7
  %474 = mul nsw i64 %473, %67
  %475 = getelementptr inbounds float, ptr %430, i64 %474
  %476 = mul nsw i64 %423, %67
  %477 = or disjoint i64 %423, 1
  %478 = mul nsw i64 %477, %67
  %479 = or disjoint i64 %423, 2
  %480 = mul nsw i64 %479, %67
  %481 = or disjoint i64 %423, 3
  %482 = mul nsw i64 %481, %67
  %483 = or disjoint i64 %423, 4
  %484 = mul nsw i64 %483, %67
  %485 = or disjoint i64 %423, 5
  %486 = mul nsw i64 %485, %67
  %487 = or disjoint i64 %423, 6
  %488 = mul nsw i64 %487, %67
  %489 = or disjoint i64 %423, 7
  %490 = mul nsw i64 %489, %67
  %491 = or disjoint i64 %423, 1
  %492 = mul nsw i64 %491, %67
  %493 = or disjoint i64 %423, 2
  %494 = mul nsw i64 %493, %67
  %495 = or disjoint i64 %423, 3
  %496 = mul nsw i64 %495, %67
  %497 = or disjoint i64 %423, 4
  %498 = mul nsw i64 %497, %67
  %499 = or disjoint i64 %423, 5
  %500 = mul nsw i64 %499, %67
  %501 = or disjoint i64 %423, 6
  %502 = mul nsw i64 %501, %67
  %503 = or disjoint i64 %423, 7
  %504 = mul nsw i64 %503, %67
  %505 = getelementptr inbounds nuw i8, ptr %444, i64 4
  %506 = getelementptr inbounds nuw i8, ptr %444, i64 8
  %507 = getelementptr inbounds nuw i8, ptr %444, i64 12
  %508 = getelementptr inbounds nuw i8, ptr %444, i64 16
  %509 = getelementptr inbounds nuw i8, ptr %444, i64 20
  %510 = getelementptr inbounds nuw i8, ptr %444, i64 24
  %511 = getelementptr inbounds nuw i8, ptr %444, i64 28
  %512 = mul nsw i64 %423, %67
  %513 = getelementptr inbounds float, ptr %430, i64 %512
  %514 = or disjoint i64 %423, 1
  %515 = mul nsw i64 %514, %67
  %516 = getelementptr inbounds float, ptr %430, i64 %515
  %517 = or disjoint i64 %423, 2
  %518 = mul nsw i64 %517, %67
  %519 = getelementptr inbounds float, ptr %430, i64 %518
  %520 = or disjoint i64 %423, 3
  %521 = mul nsw i64 %520, %67
  %522 = getelementptr inbounds float, ptr %430, i64 %521
  %523 = or disjoint i64 %423, 4
  %524 = mul nsw i64 %523, %67
  %525 = getelementptr inbounds float, ptr %430, i64 %524
  %526 = or disjoint i64 %423, 5
  %527 = mul nsw i64 %526, %67
  %528 = getelementptr inbounds float, ptr %430, i64 %527
  %529 = or disjoint i64 %423, 6
  %530 = mul nsw i64 %529, %67
  %531 = getelementptr inbounds float, ptr %430, i64 %530
  %532 = or disjoint i64 %423, 7
  %533 = mul nsw i64 %532, %67
  %534 = getelementptr inbounds float, ptr %430, i64 %533
  %535 = mul nsw i64 %423, %67
  %536 = or disjoint i64 %423, 1
  %537 = mul nsw i64 %536, %67
  %538 = or disjoint i64 %423, 2
  %539 = mul nsw i64 %538, %67
  %540 = or disjoint i64 %423, 3
  %541 = mul nsw i64 %540, %67
  %542 = or disjoint i64 %423, 4
  %543 = mul nsw i64 %542, %67
  %544 = or disjoint i64 %423, 5
  %545 = mul nsw i64 %544, %67
  %546 = or disjoint i64 %423, 6
  %547 = mul nsw i64 %546, %67
  %548 = or disjoint i64 %423, 7
  %549 = mul nsw i64 %548, %67
  %550 = or disjoint i64 %423, 1
  %551 = mul nsw i64 %550, %67
  %552 = or disjoint i64 %423, 2
  %553 = mul nsw i64 %552, %67
  %554 = or disjoint i64 %423, 3
  %555 = mul nsw i64 %554, %67
  %556 = or disjoint i64 %423, 4
  %557 = mul nsw i64 %556, %67
  %558 = or disjoint i64 %423, 5
  %559 = mul nsw i64 %558, %67
  %560 = or disjoint i64 %423, 6
  %561 = mul nsw i64 %560, %67
  %562 = or disjoint i64 %423, 7
  %563 = mul nsw i64 %562, %67
  %564 = mul nsw i64 %423, %67
  %565 = getelementptr inbounds float, ptr %430, i64 %564
  %566 = getelementptr inbounds nuw i8, ptr %444, i64 4
  %567 = or disjoint i64 %423, 1
  %568 = mul nsw i64 %567, %67
  %569 = getelementptr inbounds float, ptr %430, i64 %568
  %570 = getelementptr inbounds nuw i8, ptr %444, i64 8
  %571 = or disjoint i64 %423, 2
  %572 = mul nsw i64 %571, %67
  %573 = getelementptr inbounds float, ptr %430, i64 %572
  %574 = getelementptr inbounds nuw i8, ptr %444, i64 12
  %575 = or disjoint i64 %423, 3
  %576 = mul nsw i64 %575, %67
  %577 = getelementptr inbounds float, ptr %430, i64 %576
  %578 = getelementptr inbounds nuw i8, ptr %444, i64 16
  %579 = or disjoint i64 %423, 4
  %580 = mul nsw i64 %579, %67
  %581 = getelementptr inbounds float, ptr %430, i64 %580
  %582 = getelementptr inbounds nuw i8, ptr %444, i64 20
  %583 = or disjoint i64 %423, 5
  %584 = mul nsw i64 %583, %67
  %585 = getelementptr inbounds float, ptr %430, i64 %584
  %586 = getelementptr inbounds nuw i8, ptr %444, i64 24
  %587 = or disjoint i64 %423, 6
  %588 = mul nsw i64 %587, %67
  %589 = getelementptr inbounds float, ptr %430, i64 %588
  %590 = getelementptr inbounds nuw i8, ptr %444, i64 28
  %591 = or disjoint i64 %423, 7
  %592 = mul nsw i64 %591, %67
  %593 = getelementptr inbounds float, ptr %430, i64 %592
  %594 = mul nsw i64 %423, %67
  %595 = getelementptr float, ptr %435, i64 %594
  %596 = getelementptr float, ptr %435, i64 %594
  %597 = or disjoint i64 %423, 1
  %598 = mul nsw i64 %597, %67
  %599 = getelementptr float, ptr %435, i64 %598
  %600 = getelementptr float, ptr %435, i64 %598
  %601 = or disjoint i64 %423, 2
  %602 = mul nsw i64 %601, %67
  %603 = getelementptr float, ptr %435, i64 %602
  %604 = getelementptr float, ptr %435, i64 %602
  %605 = or disjoint i64 %423, 3
  %606 = mul nsw i64 %605, %67
  %607 = getelementptr float, ptr %435, i64 %606
  %608 = getelementptr float, ptr %435, i64 %606
  %609 = or disjoint i64 %423, 4
  %610 = mul nsw i64 %609, %67
  %611 = getelementptr float, ptr %435, i64 %610
  %612 = getelementptr float, ptr %435, i64 %610
  %613 = or disjoint i64 %423, 5
  %614 = mul nsw i64 %613, %67
  %615 = getelementptr float, ptr %435, i64 %614
  %616 = getelementptr float, ptr %435, i64 %614
  %617 = or disjoint i64 %423, 6
  %618 = mul nsw i64 %617, %67
  %619 = getelementptr float, ptr %435, i64 %618
  %620 = getelementptr float, ptr %435, i64 %618
  %621 = or disjoint i64 %423, 7
  %622 = mul nsw i64 %621, %67
  %623 = getelementptr float, ptr %435, i64 %622
  %624 = getelementptr float, ptr %435, i64 %622
  %625 = mul nsw i64 %423, %67
  %626 = getelementptr inbounds float, ptr %430, i64 %625
  %627 = getelementptr inbounds nuw i8, ptr %444, i64 4
  %628 = or disjoint i64 %423, 1
  %629 = mul nsw i64 %628, %67
  %630 = getelementptr inbounds float, ptr %430, i64 %629
  %631 = getelementptr inbounds nuw i8, ptr %444, i64 8
  %632 = or disjoint i64 %423, 2
  %633 = mul nsw i64 %632, %67
  %634 = getelementptr inbounds float, ptr %430, i64 %633
  %635 = getelementptr inbounds nuw i8, ptr %444, i64 12
  %636 = or disjoint i64 %423, 3
  %637 = mul nsw i64 %636, %67
  %638 = getelementptr inbounds float, ptr %430, i64 %637
  %639 = getelementptr inbounds nuw i8, ptr %444, i64 16
  %640 = or disjoint i64 %423, 4
  %641 = mul nsw i64 %640, %67
  %642 = getelementptr inbounds float, ptr %430, i64 %641
  %643 = getelementptr inbounds nuw i8, ptr %444, i64 20
  %644 = or disjoint i64 %423, 5
  %645 = mul nsw i64 %644, %67
  %646 = getelementptr inbounds float, ptr %430, i64 %645
  %647 = getelementptr inbounds nuw i8, ptr %444, i64 24
  %648 = or disjoint i64 %423, 6
  %649 = mul nsw i64 %648, %67
  %650 = getelementptr inbounds float, ptr %430, i64 %649
  %651 = getelementptr inbounds nuw i8, ptr %444, i64 28
  %652 = or disjoint i64 %423, 7
  %653 = mul nsw i64 %652, %67
  %654 = getelementptr inbounds float, ptr %430, i64 %653
  %655 = mul nsw i64 %423, %67
  %656 = getelementptr float, ptr %435, i64 %655
  %657 = getelementptr float, ptr %435, i64 %655
  %658 = or disjoint i64 %423, 1
  %659 = mul nsw i64 %658, %67
  %660 = getelementptr float, ptr %435, i64 %659
  %661 = getelementptr float, ptr %435, i64 %659
  %662 = or disjoint i64 %423, 2
  %663 = mul nsw i64 %662, %67
  %664 = getelementptr float, ptr %435, i64 %663
  %665 = getelementptr float, ptr %435, i64 %663
  %666 = or disjoint i64 %423, 3
  %667 = mul nsw i64 %666, %67
  %668 = getelementptr float, ptr %435, i64 %667
  %669 = getelementptr float, ptr %435, i64 %667
  %670 = or disjoint i64 %423, 4
  %671 = mul nsw i64 %670, %67
  %672 = getelementptr float, ptr %435, i64 %671
  %673 = getelementptr float, ptr %435, i64 %671
  %674 = or disjoint i64 %423, 5
  %675 = mul nsw i64 %674, %67
  %676 = getelementptr float, ptr %435, i64 %675
  %677 = getelementptr float, ptr %435, i64 %675
  %678 = or disjoint i64 %423, 6
  %679 = mul nsw i64 %678, %67
  %680 = getelementptr float, ptr %435, i64 %679
  %681 = getelementptr float, ptr %435, i64 %679
  %682 = or disjoint i64 %423, 7
  %683 = mul nsw i64 %682, %67
  %684 = getelementptr float, ptr %435, i64 %683
  %685 = getelementptr float, ptr %435, i64 %683
  %686 = mul nsw i64 %423, %67
  %687 = getelementptr inbounds float, ptr %430, i64 %686
  %688 = getelementptr inbounds nuw i8, ptr %444, i64 4
  %689 = or disjoint i64 %423, 1
  %690 = mul nsw i64 %689, %67
  %691 = getelementptr inbounds float, ptr %430, i64 %690
  %692 = getelementptr inbounds nuw i8, ptr %444, i64 8
  %693 = or disjoint i64 %423, 2
  %694 = mul nsw i64 %693, %67
  %695 = getelementptr inbounds float, ptr %430, i64 %694
  %696 = getelementptr inbounds nuw i8, ptr %444, i64 12
  %697 = or disjoint i64 %423, 3
  %698 = mul nsw i64 %697, %67
  %699 = getelementptr inbounds float, ptr %430, i64 %698
  %700 = getelementptr inbounds nuw i8, ptr %444, i64 16
  %701 = or disjoint i64 %423, 4
  %702 = mul nsw i64 %701, %67
  %703 = getelementptr inbounds float, ptr %430, i64 %702
  %704 = getelementptr inbounds nuw i8, ptr %444, i64 20
  %705 = or disjoint i64 %423, 5
  %706 = mul nsw i64 %705, %67
  %707 = getelementptr inbounds float, ptr %430, i64 %706
  %708 = getelementptr inbounds nuw i8, ptr %444, i64 24
  %709 = or disjoint i64 %423, 6
  %710 = mul nsw i64 %709, %67
  %711 = getelementptr inbounds float, ptr %430, i64 %710
  %712 = getelementptr inbounds nuw i8, ptr %444, i64 28
  %713 = or disjoint i64 %423, 7
  %714 = mul nsw i64 %713, %67
  %715 = getelementptr inbounds float, ptr %430, i64 %714
  %716 = mul nsw i64 %423, %67
  %717 = getelementptr float, ptr %435, i64 %716
  %718 = or disjoint i64 %423, 1
  %719 = mul nsw i64 %718, %67
  %720 = getelementptr float, ptr %435, i64 %719
  %721 = or disjoint i64 %423, 2
  %722 = mul nsw i64 %721, %67
  %723 = getelementptr float, ptr %435, i64 %722
  %724 = or disjoint i64 %423, 3
  %725 = mul nsw i64 %724, %67
  %726 = getelementptr float, ptr %435, i64 %725
  %727 = or disjoint i64 %423, 4
  %728 = mul nsw i64 %727, %67
  %729 = getelementptr float, ptr %435, i64 %728
  %730 = or disjoint i64 %423, 5
  %731 = mul nsw i64 %730, %67
  %732 = getelementptr float, ptr %435, i64 %731
  %733 = or disjoint i64 %423, 6
  %734 = mul nsw i64 %733, %67
  %735 = getelementptr float, ptr %435, i64 %734
  %736 = or disjoint i64 %423, 7
  %737 = mul nsw i64 %736, %67
  %738 = getelementptr float, ptr %435, i64 %737
  %739 = mul nsw i64 %423, %67
  %740 = getelementptr inbounds float, ptr %430, i64 %739
  %741 = getelementptr inbounds nuw i8, ptr %444, i64 4
  %742 = or disjoint i64 %423, 1
  %743 = mul nsw i64 %742, %67
  %744 = getelementptr inbounds float, ptr %430, i64 %743
  %745 = getelementptr inbounds nuw i8, ptr %444, i64 8
  %746 = or disjoint i64 %423, 2
  %747 = mul nsw i64 %746, %67
  %748 = getelementptr inbounds float, ptr %430, i64 %747
  %749 = getelementptr inbounds nuw i8, ptr %444, i64 12
  %750 = or disjoint i64 %423, 3
  %751 = mul nsw i64 %750, %67
  %752 = getelementptr inbounds float, ptr %430, i64 %751
  %753 = getelementptr inbounds nuw i8, ptr %444, i64 16
  %754 = or disjoint i64 %423, 4
  %755 = mul nsw i64 %754, %67
  %756 = getelementptr inbounds float, ptr %430, i64 %755
  %757 = getelementptr inbounds nuw i8, ptr %444, i64 20
  %758 = or disjoint i64 %423, 5
  %759 = mul nsw i64 %758, %67
  %760 = getelementptr inbounds float, ptr %430, i64 %759
  %761 = getelementptr inbounds nuw i8, ptr %444, i64 24
  %762 = or disjoint i64 %423, 6
  %763 = mul nsw i64 %762, %67
  %764 = getelementptr inbounds float, ptr %430, i64 %763
  %765 = getelementptr inbounds nuw i8, ptr %444, i64 28
  %766 = or disjoint i64 %423, 7
  %767 = mul nsw i64 %766, %67
  %768 = getelementptr inbounds float, ptr %430, i64 %767
  %769 = mul nsw i64 %423, %67
  %770 = getelementptr float, ptr %435, i64 %769
  %771 = or disjoint i64 %423, 1
  %772 = mul nsw i64 %771, %67
  %773 = getelementptr float, ptr %435, i64 %772
  %774 = or disjoint i64 %423, 2
  %775 = mul nsw i64 %774, %67
  %776 = getelementptr float, ptr %435, i64 %775
  %777 = or disjoint i64 %423, 3
  %778 = mul nsw i64 %777, %67
  %779 = getelementptr float, ptr %435, i64 %778
  %780 = or disjoint i64 %423, 4
  %781 = mul nsw i64 %780, %67
  %782 = getelementptr float, ptr %435, i64 %781
  %783 = or disjoint i64 %423, 5
  %784 = mul nsw i64 %783, %67
  %785 = getelementptr float, ptr %435, i64 %784
  %786 = or disjoint i64 %423, 6
  %787 = mul nsw i64 %786, %67
  %788 = getelementptr float, ptr %435, i64 %787
  %789 = or disjoint i64 %423, 7
  %790 = mul nsw i64 %789, %67
  %791 = getelementptr float, ptr %435, i64 %790
  %792 = getelementptr float, ptr %435, i64 %492
  %793 = getelementptr float, ptr %435, i64 %494
  %794 = getelementptr float, ptr %435, i64 %496
  %795 = getelementptr float, ptr %435, i64 %498
  %796 = getelementptr float, ptr %435, i64 %500
  %797 = getelementptr float, ptr %435, i64 %502
  %798 = getelementptr float, ptr %435, i64 %504
  %799 = getelementptr float, ptr %435, i64 %551
  %800 = getelementptr float, ptr %435, i64 %553
  %801 = getelementptr float, ptr %435, i64 %555
  %802 = getelementptr float, ptr %435, i64 %557
  %803 = getelementptr float, ptr %435, i64 %559
  %804 = getelementptr float, ptr %435, i64 %561
  %805 = getelementptr float, ptr %435, i64 %563
  br label %809

806:                                              ; preds = %11662, %417
  %807 = add i64 %418, 1
  %808 = icmp eq i64 %807, %4
  br i1 %808, label %416, label %417

809:                                              ; preds = %438, %11662
  %810 = phi i64 [ 0, %438 ], [ %11663, %11662 ]
  %811 = add nuw nsw i64 %810, 1
  %812 = tail call i64 @llvm.smin.i64(i64 %811, i64 %440)
  %813 = tail call i64 @llvm.smin.i64(i64 %810, i64 %440)
  %814 = sdiv i64 %812, %76
  %815 = sdiv i64 %813, %76
  %816 = add nsw i64 %815, %424
  %817 = add nsw i64 %814, %424
  %818 = srem i64 %812, %76
  %819 = srem i64 %813, %76
  %820 = shl nsw i64 %818, 4
  %821 = shl nsw i64 %819, 4
  %822 = add nuw nsw i64 %810, 2
  %823 = tail call i64 @llvm.smin.i64(i64 %822, i64 %440)
  %824 = sdiv i64 %823, %76
  %825 = add nsw i64 %824, %424
  %826 = srem i64 %823, %76
  %827 = shl nsw i64 %826, 4
  %828 = sub nsw i64 %436, %810
  %829 = icmp sgt i64 %828, 2
  %830 = trunc i64 %828 to i32
  %831 = select i1 %829, i32 3, i32 %830
  br i1 %442, label %1084, label %832

832:                                              ; preds = %809
  br i1 %443, label %833, label %11662

833:                                              ; preds = %832
  %834 = shl nsw i32 %831, 1
  %835 = or disjoint i32 %834, %69
  %836 = sub nsw i64 %10, %821
  %837 = icmp sgt i64 %836, 15
  %838 = trunc i64 %836 to i32
  %839 = shl nsw i32 -1, %838
  %840 = trunc i32 %839 to i16
  %841 = xor i16 %840, -1
  %842 = select i1 %837, i16 -1, i16 %841
  %843 = sub nsw i64 %10, %820
  %844 = icmp sgt i64 %843, 15
  %845 = trunc i64 %843 to i32
  %846 = shl nsw i32 -1, %845
  %847 = trunc i32 %846 to i16
  %848 = xor i16 %847, -1
  %849 = select i1 %844, i16 -1, i16 %848
  %850 = sub nsw i64 %10, %827
  %851 = icmp sgt i64 %850, 15
  %852 = trunc i64 %850 to i32
  %853 = shl nsw i32 -1, %852
  %854 = trunc i32 %853 to i16
  %855 = xor i16 %854, -1
  %856 = select i1 %851, i16 -1, i16 %855
  %857 = bitcast i16 %842 to <16 x i1>
  %858 = mul nsw i64 %816, %10
  %859 = bitcast i16 %849 to <16 x i1>
  %860 = mul nsw i64 %817, %10
  %861 = bitcast i16 %856 to <16 x i1>
  %862 = mul nsw i64 %825, %10
  %863 = mul nsw i64 %816, %13
  %864 = mul nsw i64 %817, %13
  %865 = insertelement <2 x i64> poison, i64 %819, i64 0
  %866 = insertelement <2 x i64> %865, i64 %818, i64 1
  %867 = shl nsw <2 x i64> %866, splat (i64 5)
  %868 = insertelement <2 x i64> poison, i64 %836, i64 0
  %869 = insertelement <2 x i64> %868, i64 %843, i64 1
  %870 = shl nsw <2 x i64> %869, splat (i64 1)
  %871 = add nsw <2 x i64> %870, splat (i64 -1)
  %872 = mul nsw i64 %825, %13
  %873 = shl nsw i64 %826, 5
  %874 = shl nsw i64 %850, 1
  %875 = add nsw i64 %874, -1
  %876 = mul nsw i64 %816, %10
  %877 = add i64 %876, %821
  %878 = bitcast i16 %842 to <16 x i1>
  %879 = mul nsw i64 %817, %10
  %880 = add i64 %879, %820
  %881 = bitcast i16 %849 to <16 x i1>
  %882 = mul nsw i64 %825, %10
  %883 = add i64 %882, %827
  %884 = bitcast i16 %856 to <16 x i1>
  %885 = bitcast i16 %842 to <16 x i1>
  %886 = mul nsw i64 %817, %10
  %887 = bitcast i16 %849 to <16 x i1>
  %888 = mul nsw i64 %825, %10
  %889 = bitcast i16 %856 to <16 x i1>
  %890 = insertelement <2 x i64> poison, i64 %821, i64 0
  %891 = insertelement <2 x i64> %890, i64 %820, i64 1
  %892 = sub nsw <2 x i64> %318, %891
  %893 = extractelement <2 x i64> %892, i64 0
  %894 = icmp sgt i64 %893, 15
  %895 = trunc i64 %893 to i32
  %896 = shl nsw i32 -1, %895
  %897 = trunc i32 %896 to i16
  %898 = xor i16 %897, -1
  %899 = select i1 %894, i16 -1, i16 %898
  %900 = extractelement <2 x i64> %892, i64 1
  %901 = icmp sgt i64 %900, 15
  %902 = trunc i64 %900 to i32
  %903 = shl nsw i32 -1, %902
  %904 = trunc i32 %903 to i16
  %905 = xor i16 %904, -1
  %906 = select i1 %901, i16 -1, i16 %905
  %907 = sub nsw i64 %10, %827
  %908 = icmp sgt i64 %907, 15
  %909 = trunc i64 %907 to i32
  %910 = shl nsw i32 -1, %909
  %911 = trunc i32 %910 to i16
  %912 = xor i16 %911, -1
  %913 = select i1 %908, i16 -1, i16 %912
  %914 = bitcast i16 %899 to <16 x i1>
  %915 = mul nsw i64 %816, %10
  %916 = bitcast i16 %906 to <16 x i1>
  %917 = mul nsw i64 %817, %10
  %918 = bitcast i16 %913 to <16 x i1>
  %919 = mul nsw i64 %825, %10
  %920 = mul nsw i64 %816, %13
  %921 = mul nsw i64 %817, %13
  %922 = mul nsw i64 %825, %13
  %923 = mul nsw i64 %816, %10
  %924 = add i64 %923, %821
  %925 = bitcast i16 %899 to <16 x i1>
  %926 = mul nsw i64 %817, %10
  %927 = add i64 %926, %820
  %928 = bitcast i16 %906 to <16 x i1>
  %929 = mul nsw i64 %825, %10
  %930 = add i64 %929, %827
  %931 = bitcast i16 %913 to <16 x i1>
  %932 = bitcast i16 %899 to <16 x i1>
  %933 = mul nsw i64 %817, %10
  %934 = bitcast i16 %906 to <16 x i1>
  %935 = mul nsw i64 %825, %10
  %936 = bitcast i16 %913 to <16 x i1>
  %937 = sub nsw i64 %10, %821
  %938 = icmp sgt i64 %937, 15
  %939 = trunc i64 %937 to i32
  %940 = shl nsw i32 -1, %939
  %941 = trunc i32 %940 to i16
  %942 = xor i16 %941, -1
  %943 = select i1 %938, i16 -1, i16 %942
  %944 = sub nsw i64 %10, %820
  %945 = icmp sgt i64 %944, 15
  %946 = trunc i64 %944 to i32
  %947 = shl nsw i32 -1, %946
  %948 = trunc i32 %947 to i16
  %949 = xor i16 %948, -1
  %950 = select i1 %945, i16 -1, i16 %949
  %951 = bitcast i16 %943 to <16 x i1>
  %952 = mul nsw i64 %816, %10
  %953 = bitcast i16 %950 to <16 x i1>
  %954 = mul nsw i64 %817, %10
  %955 = mul nsw i64 %816, %13
  %956 = mul nsw i64 %817, %13
  %957 = shl nsw <2 x i64> %866, splat (i64 5)
  %958 = insertelement <2 x i64> poison, i64 %937, i64 0
  %959 = insertelement <2 x i64> %958, i64 %944, i64 1
  %960 = shl nsw <2 x i64> %959, splat (i64 1)
  %961 = add nsw <2 x i64> %960, splat (i64 -1)
  %962 = mul nsw i64 %816, %10
  %963 = add i64 %962, %821
  %964 = bitcast i16 %943 to <16 x i1>
  %965 = mul nsw i64 %817, %10
  %966 = add i64 %965, %820
  %967 = bitcast i16 %950 to <16 x i1>
  %968 = bitcast i16 %943 to <16 x i1>
  %969 = mul nsw i64 %817, %10
  %970 = bitcast i16 %950 to <16 x i1>
  %971 = sub nsw <2 x i64> %318, %891
  %972 = extractelement <2 x i64> %971, i64 0
  %973 = icmp sgt i64 %972, 15
  %974 = trunc i64 %972 to i32
  %975 = shl nsw i32 -1, %974
  %976 = trunc i32 %975 to i16
  %977 = xor i16 %976, -1
  %978 = select i1 %973, i16 -1, i16 %977
  %979 = extractelement <2 x i64> %971, i64 1
  %980 = icmp sgt i64 %979, 15
  %981 = trunc i64 %979 to i32
  %982 = shl nsw i32 -1, %981
  %983 = trunc i32 %982 to i16
  %984 = xor i16 %983, -1
  %985 = select i1 %980, i16 -1, i16 %984
  %986 = bitcast i16 %978 to <16 x i1>
  %987 = mul nsw i64 %816, %10
  %988 = bitcast i16 %985 to <16 x i1>
  %989 = mul nsw i64 %817, %10
  %990 = mul nsw i64 %816, %13
  %991 = mul nsw i64 %817, %13
  %992 = mul nsw i64 %816, %10
  %993 = add i64 %992, %821
  %994 = bitcast i16 %978 to <16 x i1>
  %995 = mul nsw i64 %817, %10
  %996 = add i64 %995, %820
  %997 = bitcast i16 %985 to <16 x i1>
  %998 = bitcast i16 %978 to <16 x i1>
  %999 = mul nsw i64 %817, %10
  %1000 = bitcast i16 %985 to <16 x i1>
  %1001 = sub nsw i64 %10, %821
  %1002 = icmp sgt i64 %1001, 15
  %1003 = trunc i64 %1001 to i32
  %1004 = shl nsw i32 -1, %1003
  %1005 = trunc i32 %1004 to i16
  %1006 = xor i16 %1005, -1
  %1007 = select i1 %1002, i16 -1, i16 %1006
  %1008 = bitcast i16 %1007 to <16 x i1>
  %1009 = mul nsw i64 %816, %10
  %1010 = getelementptr float, ptr %430, i64 %1009
  %1011 = getelementptr float, ptr %1010, i64 %821
  %1012 = mul nsw i64 %816, %13
  %1013 = shl nsw i64 %819, 5
  %1014 = shl nsw i64 %1001, 1
  %1015 = add nsw i64 %1014, -1
  %1016 = mul nsw i64 %816, %10
  %1017 = add i64 %1016, %821
  %1018 = bitcast i16 %1007 to <16 x i1>
  %1019 = bitcast i16 %1007 to <16 x i1>
  %1020 = sub nsw i64 %10, %821
  %1021 = icmp sgt i64 %1020, 15
  %1022 = trunc i64 %1020 to i32
  %1023 = shl nsw i32 -1, %1022
  %1024 = trunc i32 %1023 to i16
  %1025 = xor i16 %1024, -1
  %1026 = select i1 %1021, i16 -1, i16 %1025
  %1027 = bitcast i16 %1026 to <16 x i1>
  %1028 = mul nsw i64 %816, %10
  %1029 = getelementptr float, ptr %430, i64 %1028
  %1030 = getelementptr float, ptr %1029, i64 %821
  %1031 = mul nsw i64 %816, %13
  %1032 = mul nsw i64 %816, %10
  %1033 = add i64 %1032, %821
  %1034 = bitcast i16 %1026 to <16 x i1>
  %1035 = bitcast i16 %1026 to <16 x i1>
  %1036 = shufflevector <2 x i64> %867, <2 x i64> poison, <8 x i32> zeroinitializer
  %1037 = shufflevector <2 x i64> %871, <2 x i64> poison, <8 x i32> zeroinitializer
  %1038 = shufflevector <2 x i64> %867, <2 x i64> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %1039 = shufflevector <2 x i64> %871, <2 x i64> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %1040 = insertelement <8 x i64> poison, i64 %873, i64 0
  %1041 = shufflevector <8 x i64> %1040, <8 x i64> poison, <8 x i32> zeroinitializer
  %1042 = insertelement <8 x i64> poison, i64 %875, i64 0
  %1043 = shufflevector <8 x i64> %1042, <8 x i64> poison, <8 x i32> zeroinitializer
  %1044 = getelementptr float, ptr %435, i64 %886
  %1045 = getelementptr float, ptr %1044, i64 %820
  %1046 = getelementptr float, ptr %435, i64 %888
  %1047 = getelementptr float, ptr %1046, i64 %827
  %1048 = insertelement <8 x i64> poison, i64 %821, i64 0
  %1049 = shufflevector <8 x i64> %1048, <8 x i64> poison, <8 x i32> zeroinitializer
  %1050 = shufflevector <2 x i64> %892, <2 x i64> poison, <8 x i32> zeroinitializer
  %1051 = insertelement <8 x i64> poison, i64 %820, i64 0
  %1052 = shufflevector <8 x i64> %1051, <8 x i64> poison, <8 x i32> zeroinitializer
  %1053 = shufflevector <2 x i64> %892, <2 x i64> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %1054 = insertelement <8 x i64> poison, i64 %827, i64 0
  %1055 = shufflevector <8 x i64> %1054, <8 x i64> poison, <8 x i32> zeroinitializer
  %1056 = insertelement <8 x i64> poison, i64 %907, i64 0
  %1057 = shufflevector <8 x i64> %1056, <8 x i64> poison, <8 x i32> zeroinitializer
  %1058 = getelementptr float, ptr %435, i64 %933
  %1059 = getelementptr float, ptr %1058, i64 %820
  %1060 = getelementptr float, ptr %435, i64 %935
  %1061 = getelementptr float, ptr %1060, i64 %827
  %1062 = shufflevector <2 x i64> %957, <2 x i64> poison, <8 x i32> zeroinitializer
  %1063 = shufflevector <2 x i64> %961, <2 x i64> poison, <8 x i32> zeroinitializer
  %1064 = shufflevector <2 x i64> %957, <2 x i64> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %1065 = shufflevector <2 x i64> %961, <2 x i64> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %1066 = getelementptr float, ptr %435, i64 %969
  %1067 = getelementptr float, ptr %1066, i64 %820
  %1068 = insertelement <8 x i64> poison, i64 %821, i64 0
  %1069 = shufflevector <8 x i64> %1068, <8 x i64> poison, <8 x i32> zeroinitializer
  %1070 = shufflevector <2 x i64> %971, <2 x i64> poison, <8 x i32> zeroinitializer
  %1071 = insertelement <8 x i64> poison, i64 %820, i64 0
  %1072 = shufflevector <8 x i64> %1071, <8 x i64> poison, <8 x i32> zeroinitializer
  %1073 = shufflevector <2 x i64> %971, <2 x i64> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %1074 = getelementptr float, ptr %435, i64 %999
  %1075 = getelementptr float, ptr %1074, i64 %820
  %1076 = insertelement <8 x i64> poison, i64 %1013, i64 0
  %1077 = shufflevector <8 x i64> %1076, <8 x i64> poison, <8 x i32> zeroinitializer
  %1078 = insertelement <8 x i64> poison, i64 %1015, i64 0
  %1079 = shufflevector <8 x i64> %1078, <8 x i64> poison, <8 x i32> zeroinitializer
  %1080 = insertelement <8 x i64> poison, i64 %821, i64 0
  %1081 = shufflevector <8 x i64> %1080, <8 x i64> poison, <8 x i32> zeroinitializer
  %1082 = insertelement <8 x i64> poison, i64 %1020, i64 0
  %1083 = shufflevector <8 x i64> %1082, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %9730

1084:                                             ; preds = %809
  %1085 = shl nsw i32 %831, 1
  %1086 = or disjoint i32 %1085, %69
  switch i32 %1086, label %11662 [
    i32 2, label %1087
    i32 3, label %1856
    i32 4, label %2638
    i32 5, label %4071
    i32 6, label %5524
    i32 7, label %7607
  ]

1087:                                             ; preds = %1084
  %1088 = sub nsw i64 %10, %821
  %1089 = icmp sgt i64 %1088, 15
  %1090 = trunc i64 %1088 to i32
  %1091 = shl nsw i32 -1, %1090
  %1092 = trunc i32 %1091 to i16
  %1093 = xor i16 %1092, -1
  %1094 = select i1 %1089, i16 -1, i16 %1093
  br i1 %82, label %1126, label %1101

1095:                                             ; preds = %1167
  %1096 = mul nsw i64 %816, %13
  %1097 = insertelement <8 x i64> poison, i64 %821, i64 0
  %1098 = shufflevector <8 x i64> %1097, <8 x i64> poison, <8 x i32> zeroinitializer
  %1099 = insertelement <8 x i64> poison, i64 %1088, i64 0
  %1100 = shufflevector <8 x i64> %1099, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1176

1101:                                             ; preds = %1087
  %1102 = load float, ptr %444, align 4
  %1103 = insertelement <16 x float> poison, float %1102, i64 0
  %1104 = shufflevector <16 x float> %1103, <16 x float> poison, <16 x i32> zeroinitializer
  %1105 = load float, ptr %505, align 4
  %1106 = insertelement <16 x float> poison, float %1105, i64 0
  %1107 = shufflevector <16 x float> %1106, <16 x float> poison, <16 x i32> zeroinitializer
  %1108 = load float, ptr %506, align 4
  %1109 = insertelement <16 x float> poison, float %1108, i64 0
  %1110 = shufflevector <16 x float> %1109, <16 x float> poison, <16 x i32> zeroinitializer
  %1111 = load float, ptr %507, align 4
  %1112 = insertelement <16 x float> poison, float %1111, i64 0
  %1113 = shufflevector <16 x float> %1112, <16 x float> poison, <16 x i32> zeroinitializer
  %1114 = load float, ptr %508, align 4
  %1115 = insertelement <16 x float> poison, float %1114, i64 0
  %1116 = shufflevector <16 x float> %1115, <16 x float> poison, <16 x i32> zeroinitializer
  %1117 = load float, ptr %509, align 4
  %1118 = insertelement <16 x float> poison, float %1117, i64 0
  %1119 = shufflevector <16 x float> %1118, <16 x float> poison, <16 x i32> zeroinitializer
  %1120 = load float, ptr %510, align 4
  %1121 = insertelement <16 x float> poison, float %1120, i64 0
  %1122 = shufflevector <16 x float> %1121, <16 x float> poison, <16 x i32> zeroinitializer
  %1123 = load float, ptr %511, align 4
  %1124 = insertelement <16 x float> poison, float %1123, i64 0
  %1125 = shufflevector <16 x float> %1124, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1167

1126:                                             ; preds = %1087
  %1127 = bitcast i16 %1094 to <16 x i1>
  %1128 = mul nsw i64 %816, %10
  %1129 = getelementptr inbounds float, ptr %513, i64 %1128
  %1130 = getelementptr inbounds float, ptr %1129, i64 %821
  %1131 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1130, <16 x i1> %1127, <16 x float> zeroinitializer)
  %1132 = bitcast i16 %1094 to <16 x i1>
  %1133 = mul nsw i64 %816, %10
  %1134 = getelementptr inbounds float, ptr %516, i64 %1133
  %1135 = getelementptr inbounds float, ptr %1134, i64 %821
  %1136 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1135, <16 x i1> %1132, <16 x float> zeroinitializer)
  %1137 = bitcast i16 %1094 to <16 x i1>
  %1138 = mul nsw i64 %816, %10
  %1139 = getelementptr inbounds float, ptr %519, i64 %1138
  %1140 = getelementptr inbounds float, ptr %1139, i64 %821
  %1141 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1140, <16 x i1> %1137, <16 x float> zeroinitializer)
  %1142 = bitcast i16 %1094 to <16 x i1>
  %1143 = mul nsw i64 %816, %10
  %1144 = getelementptr inbounds float, ptr %522, i64 %1143
  %1145 = getelementptr inbounds float, ptr %1144, i64 %821
  %1146 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1145, <16 x i1> %1142, <16 x float> zeroinitializer)
  %1147 = bitcast i16 %1094 to <16 x i1>
  %1148 = mul nsw i64 %816, %10
  %1149 = getelementptr inbounds float, ptr %525, i64 %1148
  %1150 = getelementptr inbounds float, ptr %1149, i64 %821
  %1151 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1150, <16 x i1> %1147, <16 x float> zeroinitializer)
  %1152 = bitcast i16 %1094 to <16 x i1>
  %1153 = mul nsw i64 %816, %10
  %1154 = getelementptr inbounds float, ptr %528, i64 %1153
  %1155 = getelementptr inbounds float, ptr %1154, i64 %821
  %1156 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1155, <16 x i1> %1152, <16 x float> zeroinitializer)
  %1157 = bitcast i16 %1094 to <16 x i1>
  %1158 = mul nsw i64 %816, %10
  %1159 = getelementptr inbounds float, ptr %531, i64 %1158
  %1160 = getelementptr inbounds float, ptr %1159, i64 %821
  %1161 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1160, <16 x i1> %1157, <16 x float> zeroinitializer)
  %1162 = bitcast i16 %1094 to <16 x i1>
  %1163 = mul nsw i64 %816, %10
  %1164 = getelementptr inbounds float, ptr %534, i64 %1163
  %1165 = getelementptr inbounds float, ptr %1164, i64 %821
  %1166 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1165, <16 x i1> %1162, <16 x float> zeroinitializer)
  br label %1167

1167:                                             ; preds = %1126, %1101
  %1168 = phi <16 x float> [ %1161, %1126 ], [ %1122, %1101 ]
  %1169 = phi <16 x float> [ %1151, %1126 ], [ %1116, %1101 ]
  %1170 = phi <16 x float> [ %1141, %1126 ], [ %1110, %1101 ]
  %1171 = phi <16 x float> [ %1131, %1126 ], [ %1104, %1101 ]
  %1172 = phi <16 x float> [ %1136, %1126 ], [ %1107, %1101 ]
  %1173 = phi <16 x float> [ %1146, %1126 ], [ %1113, %1101 ]
  %1174 = phi <16 x float> [ %1156, %1126 ], [ %1119, %1101 ]
  %1175 = phi <16 x float> [ %1166, %1126 ], [ %1125, %1101 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %29)
  call void @llvm.lifetime.start.p0(ptr nonnull %30)
  br i1 %83, label %1095, label %1222

1176:                                             ; preds = %1095, %1223
  %1177 = phi i64 [ %1224, %1223 ], [ 0, %1095 ]
  br i1 %84, label %1178, label %1223

1178:                                             ; preds = %1176
  %1179 = mul nuw nsw i64 %1177, %12
  %1180 = sub i64 %1177, %15
  %1181 = add i64 %1180, %1096
  %1182 = icmp sgt i64 %1181, -1
  %1183 = icmp slt i64 %1181, %7
  %1184 = and i1 %1182, %1183
  %1185 = select i1 %1184, i64 %1181, i64 0
  %1186 = mul nsw i64 %1185, %8
  br i1 %409, label %1220, label %1187

1187:                                             ; preds = %1178
  %1188 = insertelement <8 x i64> poison, i64 %1179, i64 0
  %1189 = shufflevector <8 x i64> %1188, <8 x i64> poison, <8 x i32> zeroinitializer
  %1190 = insertelement <8 x i64> poison, i64 %1186, i64 0
  %1191 = shufflevector <8 x i64> %1190, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1192

1192:                                             ; preds = %1192, %1187
  %1193 = phi i64 [ 0, %1187 ], [ %1216, %1192 ]
  %1194 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %1187 ], [ %1217, %1192 ]
  %1195 = add nuw nsw <8 x i64> %1194, %1189
  %1196 = sub <8 x i64> %1194, %412
  %1197 = getelementptr inbounds nuw [3 x i64], ptr %29, <8 x i64> %1195
  %1198 = getelementptr inbounds nuw [3 x i32], ptr %30, <8 x i64> %1195
  %1199 = add <8 x i64> %1196, %1098
  %1200 = icmp slt <8 x i64> %1199, zeroinitializer
  %1201 = sub nsw <8 x i64> zeroinitializer, %1199
  %1202 = select <8 x i1> %1200, <8 x i64> %1201, <8 x i64> zeroinitializer
  %1203 = sub nsw <8 x i64> %414, %1199
  %1204 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1203, <8 x i64> %1100)
  %1205 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1204, <8 x i64> splat (i64 16))
  %1206 = icmp sgt <8 x i64> %1205, %1202
  %1207 = select i1 %1184, <8 x i1> %1206, <8 x i1> zeroinitializer
  %1208 = add nsw <8 x i64> %1191, %1199
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %1208, <8 x ptr> align 8 %1197, <8 x i1> splat (i1 true))
  %1209 = trunc <8 x i64> %1205 to <8 x i32>
  %1210 = shl nsw <8 x i32> splat (i32 -1), %1209
  %1211 = xor <8 x i32> %1210, splat (i32 -1)
  %1212 = trunc <8 x i64> %1202 to <8 x i32>
  %1213 = shl nsw <8 x i32> splat (i32 -1), %1212
  %1214 = and <8 x i32> %1213, %1211
  %1215 = select <8 x i1> %1207, <8 x i32> %1214, <8 x i32> zeroinitializer
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %1215, <8 x ptr> align 4 %1198, <8 x i1> splat (i1 true))
  %1216 = add nuw i64 %1193, 8
  %1217 = add nuw nsw <8 x i64> %1194, splat (i64 8)
  %1218 = icmp eq i64 %1216, %410
  br i1 %1218, label %1219, label %1192

1219:                                             ; preds = %1192
  br i1 %415, label %1223, label %1220

1220:                                             ; preds = %1178, %1219
  %1221 = phi i64 [ 0, %1178 ], [ %410, %1219 ]
  br label %1226

1222:                                             ; preds = %1223, %1167
  br i1 %86, label %1264, label %1251

1223:                                             ; preds = %1226, %1219, %1176
  %1224 = add nuw nsw i64 %1177, 1
  %1225 = icmp eq i64 %1224, %11
  br i1 %1225, label %1222, label %1176

1226:                                             ; preds = %1220, %1226
  %1227 = phi i64 [ %1249, %1226 ], [ %1221, %1220 ]
  %1228 = add nuw nsw i64 %1227, %1179
  %1229 = sub i64 %1227, %16
  %1230 = getelementptr inbounds nuw [3 x i64], ptr %29, i64 %1228
  %1231 = getelementptr inbounds nuw [3 x i32], ptr %30, i64 %1228
  %1232 = add i64 %1229, %821
  %1233 = icmp slt i64 %1232, 0
  %1234 = sub nsw i64 0, %1232
  %1235 = select i1 %1233, i64 %1234, i64 0
  %1236 = sub nsw i64 %8, %1232
  %1237 = tail call i64 @llvm.smin.i64(i64 %1236, i64 %1088)
  %1238 = tail call i64 @llvm.smin.i64(i64 %1237, i64 16)
  %1239 = icmp sgt i64 %1238, %1235
  %1240 = select i1 %1184, i1 %1239, i1 false
  %1241 = add nsw i64 %1186, %1232
  store i64 %1241, ptr %1230, align 8
  %1242 = trunc i64 %1238 to i32
  %1243 = shl nsw i32 -1, %1242
  %1244 = xor i32 %1243, -1
  %1245 = trunc i64 %1235 to i32
  %1246 = shl nsw i32 -1, %1245
  %1247 = and i32 %1246, %1244
  %1248 = select i1 %1240, i32 %1247, i32 0
  store i32 %1248, ptr %1231, align 4
  %1249 = add nuw nsw i64 %1227, 1
  %1250 = icmp eq i64 %1249, %12
  br i1 %1250, label %1223, label %1226

1251:                                             ; preds = %1278, %1222
  %1252 = phi <16 x float> [ %1171, %1222 ], [ %1279, %1278 ]
  %1253 = phi <16 x float> [ %1172, %1222 ], [ %1280, %1278 ]
  %1254 = phi <16 x float> [ %1170, %1222 ], [ %1281, %1278 ]
  %1255 = phi <16 x float> [ %1173, %1222 ], [ %1282, %1278 ]
  %1256 = phi <16 x float> [ %1169, %1222 ], [ %1283, %1278 ]
  %1257 = phi <16 x float> [ %1174, %1222 ], [ %1284, %1278 ]
  %1258 = phi <16 x float> [ %1168, %1222 ], [ %1285, %1278 ]
  %1259 = phi <16 x float> [ %1175, %1222 ], [ %1286, %1278 ]
  %1260 = mul nsw i64 %816, %10
  %1261 = add nsw i64 %1260, %535
  %1262 = add nsw i64 %1261, %821
  %1263 = getelementptr inbounds float, ptr %435, i64 %1262
  br i1 %88, label %1836, label %1349

1264:                                             ; preds = %1222, %1278
  %1265 = phi <16 x float> [ %1279, %1278 ], [ %1171, %1222 ]
  %1266 = phi <16 x float> [ %1280, %1278 ], [ %1172, %1222 ]
  %1267 = phi <16 x float> [ %1281, %1278 ], [ %1170, %1222 ]
  %1268 = phi <16 x float> [ %1282, %1278 ], [ %1173, %1222 ]
  %1269 = phi <16 x float> [ %1283, %1278 ], [ %1169, %1222 ]
  %1270 = phi <16 x float> [ %1284, %1278 ], [ %1174, %1222 ]
  %1271 = phi <16 x float> [ %1285, %1278 ], [ %1168, %1222 ]
  %1272 = phi <16 x float> [ %1286, %1278 ], [ %1175, %1222 ]
  %1273 = phi i64 [ %1287, %1278 ], [ 0, %1222 ]
  %1274 = mul nsw i64 %80, %1273
  %1275 = getelementptr inbounds float, ptr %428, i64 %1274
  %1276 = mul nsw i64 %1273, %81
  %1277 = getelementptr inbounds float, ptr %445, i64 %1276
  br i1 %87, label %1289, label %1278

1278:                                             ; preds = %1289, %1264
  %1279 = phi <16 x float> [ %1265, %1264 ], [ %1311, %1289 ]
  %1280 = phi <16 x float> [ %1266, %1264 ], [ %1316, %1289 ]
  %1281 = phi <16 x float> [ %1267, %1264 ], [ %1321, %1289 ]
  %1282 = phi <16 x float> [ %1268, %1264 ], [ %1326, %1289 ]
  %1283 = phi <16 x float> [ %1269, %1264 ], [ %1331, %1289 ]
  %1284 = phi <16 x float> [ %1270, %1264 ], [ %1336, %1289 ]
  %1285 = phi <16 x float> [ %1271, %1264 ], [ %1341, %1289 ]
  %1286 = phi <16 x float> [ %1272, %1264 ], [ %1346, %1289 ]
  %1287 = add nuw nsw i64 %1273, 1
  %1288 = icmp eq i64 %1287, %5
  br i1 %1288, label %1251, label %1264

1289:                                             ; preds = %1264, %1289
  %1290 = phi <16 x float> [ %1311, %1289 ], [ %1265, %1264 ]
  %1291 = phi <16 x float> [ %1316, %1289 ], [ %1266, %1264 ]
  %1292 = phi <16 x float> [ %1321, %1289 ], [ %1267, %1264 ]
  %1293 = phi <16 x float> [ %1326, %1289 ], [ %1268, %1264 ]
  %1294 = phi <16 x float> [ %1331, %1289 ], [ %1269, %1264 ]
  %1295 = phi <16 x float> [ %1336, %1289 ], [ %1270, %1264 ]
  %1296 = phi <16 x float> [ %1341, %1289 ], [ %1271, %1264 ]
  %1297 = phi <16 x float> [ %1346, %1289 ], [ %1272, %1264 ]
  %1298 = phi i64 [ %1347, %1289 ], [ 0, %1264 ]
  %1299 = getelementptr inbounds nuw [3 x i32], ptr %30, i64 %1298
  %1300 = getelementptr inbounds nuw [3 x i64], ptr %29, i64 %1298
  %1301 = load i32, ptr %1299, align 4
  %1302 = trunc i32 %1301 to i16
  %1303 = load i64, ptr %1300, align 8
  %1304 = getelementptr inbounds float, ptr %1275, i64 %1303
  %1305 = bitcast i16 %1302 to <16 x i1>
  %1306 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1304, <16 x i1> %1305, <16 x float> zeroinitializer)
  %1307 = getelementptr float, ptr %1277, i64 %1298
  %1308 = load float, ptr %1307, align 4
  %1309 = insertelement <16 x float> poison, float %1308, i64 0
  %1310 = shufflevector <16 x float> %1309, <16 x float> poison, <16 x i32> zeroinitializer
  %1311 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1306, <16 x float> %1310, <16 x float> %1290)
  %1312 = getelementptr float, ptr %1307, i64 %85
  %1313 = load float, ptr %1312, align 4
  %1314 = insertelement <16 x float> poison, float %1313, i64 0
  %1315 = shufflevector <16 x float> %1314, <16 x float> poison, <16 x i32> zeroinitializer
  %1316 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1306, <16 x float> %1315, <16 x float> %1291)
  %1317 = getelementptr i8, ptr %1307, i64 %271
  %1318 = load float, ptr %1317, align 4
  %1319 = insertelement <16 x float> poison, float %1318, i64 0
  %1320 = shufflevector <16 x float> %1319, <16 x float> poison, <16 x i32> zeroinitializer
  %1321 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1306, <16 x float> %1320, <16 x float> %1292)
  %1322 = getelementptr i8, ptr %1307, i64 %272
  %1323 = load float, ptr %1322, align 4
  %1324 = insertelement <16 x float> poison, float %1323, i64 0
  %1325 = shufflevector <16 x float> %1324, <16 x float> poison, <16 x i32> zeroinitializer
  %1326 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1306, <16 x float> %1325, <16 x float> %1293)
  %1327 = getelementptr i8, ptr %1307, i64 %273
  %1328 = load float, ptr %1327, align 4
  %1329 = insertelement <16 x float> poison, float %1328, i64 0
  %1330 = shufflevector <16 x float> %1329, <16 x float> poison, <16 x i32> zeroinitializer
  %1331 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1306, <16 x float> %1330, <16 x float> %1294)
  %1332 = getelementptr i8, ptr %1307, i64 %274
  %1333 = load float, ptr %1332, align 4
  %1334 = insertelement <16 x float> poison, float %1333, i64 0
  %1335 = shufflevector <16 x float> %1334, <16 x float> poison, <16 x i32> zeroinitializer
  %1336 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1306, <16 x float> %1335, <16 x float> %1295)
  %1337 = getelementptr i8, ptr %1307, i64 %275
  %1338 = load float, ptr %1337, align 4
  %1339 = insertelement <16 x float> poison, float %1338, i64 0
  %1340 = shufflevector <16 x float> %1339, <16 x float> poison, <16 x i32> zeroinitializer
  %1341 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1306, <16 x float> %1340, <16 x float> %1296)
  %1342 = getelementptr i8, ptr %1307, i64 %276
  %1343 = load float, ptr %1342, align 4
  %1344 = insertelement <16 x float> poison, float %1343, i64 0
  %1345 = shufflevector <16 x float> %1344, <16 x float> poison, <16 x i32> zeroinitializer
  %1346 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1306, <16 x float> %1345, <16 x float> %1297)
  %1347 = add nuw nsw i64 %1298, 1
  %1348 = icmp eq i64 %1347, %81
  br i1 %1348, label %1278, label %1289

1349:                                             ; preds = %1251
  %1350 = getelementptr inbounds float, ptr %433, i64 %1262
  %1351 = bitcast i16 %1094 to <16 x i1>
  switch i64 %277, label %1369 [
    i64 1, label %1352
    i64 2, label %1355
    i64 3, label %1362
    i64 0, label %1409
  ]

1352:                                             ; preds = %1349
  %1353 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1350, <16 x i1> %1351, <16 x float> zeroinitializer)
  %1354 = fadd <16 x float> %1252, %1353
  br label %1371

1355:                                             ; preds = %1349
  %1356 = bitcast <16 x float> %1252 to <8 x i64>
  %1357 = or <8 x i64> %1356, %90
  %1358 = fcmp oeq <16 x float> %1252, %66
  %1359 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %1252, i32 4)
  %1360 = bitcast <8 x i64> %1357 to <16 x float>
  %1361 = select <16 x i1> %1358, <16 x float> %1360, <16 x float> %1359
  br label %1371

1362:                                             ; preds = %1349
  %1363 = bitcast <16 x float> %1252 to <8 x i64>
  %1364 = and <8 x i64> %1363, %89
  %1365 = fcmp oeq <16 x float> %1252, %63
  %1366 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %1252, i32 4)
  %1367 = bitcast <8 x i64> %1364 to <16 x float>
  %1368 = select <16 x i1> %1365, <16 x float> %1367, <16 x float> %1366
  br label %1371

1369:                                             ; preds = %1349
  unreachable

1370:                                             ; preds = %2599, %2580, %2557, %2538, %2519, %2496, %2477, %2458, %2435, %2416, %2397, %2374, %2355, %2336, %2313, %2294, %2275, %2252, %2233, %2214, %2191, %2172, %2153, %2133, %1817, %1798, %1775, %1756, %1737, %1714, %1695, %1676, %1653, %1634, %1615, %1592, %1573, %1554, %1531, %1512, %1493, %1470, %1451, %1432, %1409, %1390, %1371, %11633, %11614, %11592, %11573, %11554, %11532, %11513, %11494, %11475, %11173, %11154, %11132, %11113, %11094, %11072, %11053, %11034, %11015, %10749, %10730, %10708, %10689, %10670, %10651, %10425, %10406, %10384, %10365, %10346, %10327, %10122, %10103, %10084, %9927, %9908, %9889, %8386, %8367, %8345, %8326, %8307, %8285, %8266, %8247, %8228, %8416, %8435, %8454, %8473, %8495, %8514, %8533, %8555, %8574, %8604, %8623, %8642, %8661, %8683, %8702, %8721, %8743, %8762, %8792, %8811, %8830, %8849, %8871, %8890, %8909, %8931, %8950, %8980, %8999, %9018, %9037, %9059, %9078, %9097, %9119, %9138, %9168, %9187, %9206, %9225, %9247, %9266, %9285, %9307, %9326, %9356, %9375, %9394, %9413, %9435, %9454, %9473, %9495, %9514, %9544, %9563, %9582, %9601, %9623, %9642, %9661, %9683, %9702, %6263, %6244, %6222, %6203, %6184, %6162, %6143, %6124, %6105, %6293, %6312, %6331, %6350, %6372, %6391, %6410, %6432, %6451, %6481, %6500, %6519, %6538, %6560, %6579, %6598, %6620, %6639, %6669, %6688, %6707, %6726, %6748, %6767, %6786, %6808, %6827, %6857, %6876, %6895, %6914, %6936, %6955, %6974, %6996, %7015, %7045, %7064, %7083, %7102, %7124, %7143, %7162, %7184, %7203, %7233, %7252, %7271, %7290, %7312, %7331, %7350, %7372, %7391, %7421, %7440, %7459, %7478, %7500, %7519, %7538, %7560, %7579, %4616, %4597, %4575, %4556, %4537, %4518, %4644, %4663, %4682, %4701, %4723, %4742, %4770, %4789, %4808, %4827, %4849, %4868, %4896, %4915, %4934, %4953, %4975, %4994, %5022, %5041, %5060, %5079, %5101, %5120, %5148, %5167, %5186, %5205, %5227, %5246, %5274, %5293, %5312, %5331, %5353, %5372, %5400, %5419, %5438, %5457, %5479, %5498, %3163, %3144, %3122, %3103, %3084, %3065, %3191, %3210, %3229, %3248, %3270, %3289, %3317, %3336, %3355, %3374, %3396, %3415, %3443, %3462, %3481, %3500, %3522, %3541, %3569, %3588, %3607, %3626, %3648, %3667, %3695, %3714, %3733, %3752, %3774, %3793, %3821, %3840, %3859, %3878, %3900, %3919, %3947, %3966, %3985, %4004, %4026, %4045
  unreachable

1371:                                             ; preds = %1362, %1355, %1352
  %1372 = phi <16 x float> [ %1354, %1352 ], [ %1361, %1355 ], [ %1368, %1362 ]
  switch i64 %279, label %1370 [
    i64 1, label %1387
    i64 2, label %1380
    i64 3, label %1373
    i64 0, label %1409
  ]

1373:                                             ; preds = %1371
  %1374 = bitcast <16 x float> %1372 to <8 x i64>
  %1375 = and <8 x i64> %1374, %89
  %1376 = fcmp oeq <16 x float> %1372, %63
  %1377 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %1372, i32 4)
  %1378 = bitcast <8 x i64> %1375 to <16 x float>
  %1379 = select <16 x i1> %1376, <16 x float> %1378, <16 x float> %1377
  br label %1390

1380:                                             ; preds = %1371
  %1381 = bitcast <16 x float> %1372 to <8 x i64>
  %1382 = or <8 x i64> %1381, %90
  %1383 = fcmp oeq <16 x float> %1372, %66
  %1384 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %1372, i32 4)
  %1385 = bitcast <8 x i64> %1382 to <16 x float>
  %1386 = select <16 x i1> %1383, <16 x float> %1385, <16 x float> %1384
  br label %1390

1387:                                             ; preds = %1371
  %1388 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1350, <16 x i1> %1351, <16 x float> zeroinitializer)
  %1389 = fadd <16 x float> %1372, %1388
  br label %1390

1390:                                             ; preds = %1387, %1380, %1373
  %1391 = phi <16 x float> [ %1389, %1387 ], [ %1386, %1380 ], [ %1379, %1373 ]
  switch i64 %281, label %1370 [
    i64 1, label %1406
    i64 2, label %1399
    i64 3, label %1392
    i64 0, label %1409
  ]

1392:                                             ; preds = %1390
  %1393 = bitcast <16 x float> %1391 to <8 x i64>
  %1394 = and <8 x i64> %1393, %89
  %1395 = fcmp oeq <16 x float> %1391, %63
  %1396 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %1391, i32 4)
  %1397 = bitcast <8 x i64> %1394 to <16 x float>
  %1398 = select <16 x i1> %1395, <16 x float> %1397, <16 x float> %1396
  br label %1409

1399:                                             ; preds = %1390
  %1400 = bitcast <16 x float> %1391 to <8 x i64>
  %1401 = or <8 x i64> %1400, %90
  %1402 = fcmp oeq <16 x float> %1391, %66
  %1403 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %1391, i32 4)
  %1404 = bitcast <8 x i64> %1401 to <16 x float>
  %1405 = select <16 x i1> %1402, <16 x float> %1404, <16 x float> %1403
  br label %1409

1406:                                             ; preds = %1390
  %1407 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1350, <16 x i1> %1351, <16 x float> zeroinitializer)
  %1408 = fadd <16 x float> %1391, %1407
  br label %1409

1409:                                             ; preds = %1349, %1371, %1390, %1406, %1399, %1392
  %1410 = phi <16 x float> [ %1398, %1392 ], [ %1405, %1399 ], [ %1408, %1406 ], [ %1372, %1371 ], [ %1391, %1390 ], [ %1252, %1349 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1410, ptr align 1 %1263, <16 x i1> %1351)
  %1411 = add nsw i64 %1260, %537
  %1412 = add nsw i64 %1411, %821
  %1413 = getelementptr inbounds float, ptr %435, i64 %1412
  %1414 = getelementptr inbounds float, ptr %433, i64 %1412
  switch i64 %282, label %1370 [
    i64 1, label %1429
    i64 2, label %1422
    i64 3, label %1415
    i64 0, label %1470
  ]

1415:                                             ; preds = %1409
  %1416 = bitcast <16 x float> %1253 to <8 x i64>
  %1417 = and <8 x i64> %1416, %89
  %1418 = fcmp oeq <16 x float> %1253, %63
  %1419 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %1253, i32 4)
  %1420 = bitcast <8 x i64> %1417 to <16 x float>
  %1421 = select <16 x i1> %1418, <16 x float> %1420, <16 x float> %1419
  br label %1432

1422:                                             ; preds = %1409
  %1423 = bitcast <16 x float> %1253 to <8 x i64>
  %1424 = or <8 x i64> %1423, %90
  %1425 = fcmp oeq <16 x float> %1253, %66
  %1426 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %1253, i32 4)
  %1427 = bitcast <8 x i64> %1424 to <16 x float>
  %1428 = select <16 x i1> %1425, <16 x float> %1427, <16 x float> %1426
  br label %1432

1429:                                             ; preds = %1409
  %1430 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1414, <16 x i1> %1351, <16 x float> zeroinitializer)
  %1431 = fadd <16 x float> %1253, %1430
  br label %1432

1432:                                             ; preds = %1429, %1422, %1415
  %1433 = phi <16 x float> [ %1431, %1429 ], [ %1428, %1422 ], [ %1421, %1415 ]
  switch i64 %284, label %1370 [
    i64 1, label %1448
    i64 2, label %1441
    i64 3, label %1434
    i64 0, label %1470
  ]

1434:                                             ; preds = %1432
  %1435 = bitcast <16 x float> %1433 to <8 x i64>
  %1436 = and <8 x i64> %1435, %89
  %1437 = fcmp oeq <16 x float> %1433, %63
  %1438 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %1433, i32 4)
  %1439 = bitcast <8 x i64> %1436 to <16 x float>
  %1440 = select <16 x i1> %1437, <16 x float> %1439, <16 x float> %1438
  br label %1451

1441:                                             ; preds = %1432
  %1442 = bitcast <16 x float> %1433 to <8 x i64>
  %1443 = or <8 x i64> %1442, %90
  %1444 = fcmp oeq <16 x float> %1433, %66
  %1445 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %1433, i32 4)
  %1446 = bitcast <8 x i64> %1443 to <16 x float>
  %1447 = select <16 x i1> %1444, <16 x float> %1446, <16 x float> %1445
  br label %1451

1448:                                             ; preds = %1432
  %1449 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1414, <16 x i1> %1351, <16 x float> zeroinitializer)
  %1450 = fadd <16 x float> %1433, %1449
  br label %1451

1451:                                             ; preds = %1448, %1441, %1434
  %1452 = phi <16 x float> [ %1450, %1448 ], [ %1447, %1441 ], [ %1440, %1434 ]
  switch i64 %286, label %1370 [
    i64 1, label %1467
    i64 2, label %1460
    i64 3, label %1453
    i64 0, label %1470
  ]

1453:                                             ; preds = %1451
  %1454 = bitcast <16 x float> %1452 to <8 x i64>
  %1455 = and <8 x i64> %1454, %89
  %1456 = fcmp oeq <16 x float> %1452, %63
  %1457 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %1452, i32 4)
  %1458 = bitcast <8 x i64> %1455 to <16 x float>
  %1459 = select <16 x i1> %1456, <16 x float> %1458, <16 x float> %1457
  br label %1470

1460:                                             ; preds = %1451
  %1461 = bitcast <16 x float> %1452 to <8 x i64>
  %1462 = or <8 x i64> %1461, %90
  %1463 = fcmp oeq <16 x float> %1452, %66
  %1464 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %1452, i32 4)
  %1465 = bitcast <8 x i64> %1462 to <16 x float>
  %1466 = select <16 x i1> %1463, <16 x float> %1465, <16 x float> %1464
  br label %1470

1467:                                             ; preds = %1451
  %1468 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1414, <16 x i1> %1351, <16 x float> zeroinitializer)
  %1469 = fadd <16 x float> %1452, %1468
  br label %1470

1470:                                             ; preds = %1409, %1432, %1451, %1467, %1460, %1453
  %1471 = phi <16 x float> [ %1459, %1453 ], [ %1466, %1460 ], [ %1469, %1467 ], [ %1433, %1432 ], [ %1452, %1451 ], [ %1253, %1409 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1471, ptr align 1 %1413, <16 x i1> %1351)
  %1472 = add nsw i64 %1260, %539
  %1473 = add nsw i64 %1472, %821
  %1474 = getelementptr inbounds float, ptr %435, i64 %1473
  %1475 = getelementptr inbounds float, ptr %433, i64 %1473
  switch i64 %287, label %1370 [
    i64 1, label %1490
    i64 2, label %1483
    i64 3, label %1476
    i64 0, label %1531
  ]

1476:                                             ; preds = %1470
  %1477 = bitcast <16 x float> %1254 to <8 x i64>
  %1478 = and <8 x i64> %1477, %89
  %1479 = fcmp oeq <16 x float> %1254, %63
  %1480 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %1254, i32 4)
  %1481 = bitcast <8 x i64> %1478 to <16 x float>
  %1482 = select <16 x i1> %1479, <16 x float> %1481, <16 x float> %1480
  br label %1493

1483:                                             ; preds = %1470
  %1484 = bitcast <16 x float> %1254 to <8 x i64>
  %1485 = or <8 x i64> %1484, %90
  %1486 = fcmp oeq <16 x float> %1254, %66
  %1487 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %1254, i32 4)
  %1488 = bitcast <8 x i64> %1485 to <16 x float>
  %1489 = select <16 x i1> %1486, <16 x float> %1488, <16 x float> %1487
  br label %1493

1490:                                             ; preds = %1470
  %1491 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1475, <16 x i1> %1351, <16 x float> zeroinitializer)
  %1492 = fadd <16 x float> %1254, %1491
  br label %1493

1493:                                             ; preds = %1490, %1483, %1476
  %1494 = phi <16 x float> [ %1492, %1490 ], [ %1489, %1483 ], [ %1482, %1476 ]
  switch i64 %289, label %1370 [
    i64 1, label %1509
    i64 2, label %1502
    i64 3, label %1495
    i64 0, label %1531
  ]

1495:                                             ; preds = %1493
  %1496 = bitcast <16 x float> %1494 to <8 x i64>
  %1497 = and <8 x i64> %1496, %89
  %1498 = fcmp oeq <16 x float> %1494, %63
  %1499 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %1494, i32 4)
  %1500 = bitcast <8 x i64> %1497 to <16 x float>
  %1501 = select <16 x i1> %1498, <16 x float> %1500, <16 x float> %1499
  br label %1512

1502:                                             ; preds = %1493
  %1503 = bitcast <16 x float> %1494 to <8 x i64>
  %1504 = or <8 x i64> %1503, %90
  %1505 = fcmp oeq <16 x float> %1494, %66
  %1506 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %1494, i32 4)
  %1507 = bitcast <8 x i64> %1504 to <16 x float>
  %1508 = select <16 x i1> %1505, <16 x float> %1507, <16 x float> %1506
  br label %1512

1509:                                             ; preds = %1493
  %1510 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1475, <16 x i1> %1351, <16 x float> zeroinitializer)
  %1511 = fadd <16 x float> %1494, %1510
  br label %1512

1512:                                             ; preds = %1509, %1502, %1495
  %1513 = phi <16 x float> [ %1511, %1509 ], [ %1508, %1502 ], [ %1501, %1495 ]
  switch i64 %291, label %1370 [
    i64 1, label %1528
    i64 2, label %1521
    i64 3, label %1514
    i64 0, label %1531
  ]

1514:                                             ; preds = %1512
  %1515 = bitcast <16 x float> %1513 to <8 x i64>
  %1516 = and <8 x i64> %1515, %89
  %1517 = fcmp oeq <16 x float> %1513, %63
  %1518 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %1513, i32 4)
  %1519 = bitcast <8 x i64> %1516 to <16 x float>
  %1520 = select <16 x i1> %1517, <16 x float> %1519, <16 x float> %1518
  br label %1531

1521:                                             ; preds = %1512
  %1522 = bitcast <16 x float> %1513 to <8 x i64>
  %1523 = or <8 x i64> %1522, %90
  %1524 = fcmp oeq <16 x float> %1513, %66
  %1525 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %1513, i32 4)
  %1526 = bitcast <8 x i64> %1523 to <16 x float>
  %1527 = select <16 x i1> %1524, <16 x float> %1526, <16 x float> %1525
  br label %1531

1528:                                             ; preds = %1512
  %1529 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1475, <16 x i1> %1351, <16 x float> zeroinitializer)
  %1530 = fadd <16 x float> %1513, %1529
  br label %1531

1531:                                             ; preds = %1470, %1493, %1512, %1528, %1521, %1514
  %1532 = phi <16 x float> [ %1520, %1514 ], [ %1527, %1521 ], [ %1530, %1528 ], [ %1494, %1493 ], [ %1513, %1512 ], [ %1254, %1470 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1532, ptr align 1 %1474, <16 x i1> %1351)
  %1533 = add nsw i64 %1260, %541
  %1534 = add nsw i64 %1533, %821
  %1535 = getelementptr inbounds float, ptr %435, i64 %1534
  %1536 = getelementptr inbounds float, ptr %433, i64 %1534
  switch i64 %292, label %1370 [
    i64 1, label %1551
    i64 2, label %1544
    i64 3, label %1537
    i64 0, label %1592
  ]

1537:                                             ; preds = %1531
  %1538 = bitcast <16 x float> %1255 to <8 x i64>
  %1539 = and <8 x i64> %1538, %89
  %1540 = fcmp oeq <16 x float> %1255, %63
  %1541 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %1255, i32 4)
  %1542 = bitcast <8 x i64> %1539 to <16 x float>
  %1543 = select <16 x i1> %1540, <16 x float> %1542, <16 x float> %1541
  br label %1554

1544:                                             ; preds = %1531
  %1545 = bitcast <16 x float> %1255 to <8 x i64>
  %1546 = or <8 x i64> %1545, %90
  %1547 = fcmp oeq <16 x float> %1255, %66
  %1548 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %1255, i32 4)
  %1549 = bitcast <8 x i64> %1546 to <16 x float>
  %1550 = select <16 x i1> %1547, <16 x float> %1549, <16 x float> %1548
  br label %1554

1551:                                             ; preds = %1531
  %1552 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1536, <16 x i1> %1351, <16 x float> zeroinitializer)
  %1553 = fadd <16 x float> %1255, %1552
  br label %1554

1554:                                             ; preds = %1551, %1544, %1537
  %1555 = phi <16 x float> [ %1553, %1551 ], [ %1550, %1544 ], [ %1543, %1537 ]
  switch i64 %294, label %1370 [
    i64 1, label %1570
    i64 2, label %1563
    i64 3, label %1556
    i64 0, label %1592
  ]

1556:                                             ; preds = %1554
  %1557 = bitcast <16 x float> %1555 to <8 x i64>
  %1558 = and <8 x i64> %1557, %89
  %1559 = fcmp oeq <16 x float> %1555, %63
  %1560 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %1555, i32 4)
  %1561 = bitcast <8 x i64> %1558 to <16 x float>
  %1562 = select <16 x i1> %1559, <16 x float> %1561, <16 x float> %1560
  br label %1573

1563:                                             ; preds = %1554
  %1564 = bitcast <16 x float> %1555 to <8 x i64>
  %1565 = or <8 x i64> %1564, %90
  %1566 = fcmp oeq <16 x float> %1555, %66
  %1567 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %1555, i32 4)
  %1568 = bitcast <8 x i64> %1565 to <16 x float>
  %1569 = select <16 x i1> %1566, <16 x float> %1568, <16 x float> %1567
  br label %1573

1570:                                             ; preds = %1554
  %1571 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1536, <16 x i1> %1351, <16 x float> zeroinitializer)
  %1572 = fadd <16 x float> %1555, %1571
  br label %1573

1573:                                             ; preds = %1570, %1563, %1556
  %1574 = phi <16 x float> [ %1572, %1570 ], [ %1569, %1563 ], [ %1562, %1556 ]
  switch i64 %296, label %1370 [
    i64 1, label %1589
    i64 2, label %1582
    i64 3, label %1575
    i64 0, label %1592
  ]

1575:                                             ; preds = %1573
  %1576 = bitcast <16 x float> %1574 to <8 x i64>
  %1577 = and <8 x i64> %1576, %89
  %1578 = fcmp oeq <16 x float> %1574, %63
  %1579 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %1574, i32 4)
  %1580 = bitcast <8 x i64> %1577 to <16 x float>
  %1581 = select <16 x i1> %1578, <16 x float> %1580, <16 x float> %1579
  br label %1592

1582:                                             ; preds = %1573
  %1583 = bitcast <16 x float> %1574 to <8 x i64>
  %1584 = or <8 x i64> %1583, %90
  %1585 = fcmp oeq <16 x float> %1574, %66
  %1586 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %1574, i32 4)
  %1587 = bitcast <8 x i64> %1584 to <16 x float>
  %1588 = select <16 x i1> %1585, <16 x float> %1587, <16 x float> %1586
  br label %1592

1589:                                             ; preds = %1573
  %1590 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1536, <16 x i1> %1351, <16 x float> zeroinitializer)
  %1591 = fadd <16 x float> %1574, %1590
  br label %1592

1592:                                             ; preds = %1531, %1554, %1573, %1589, %1582, %1575
  %1593 = phi <16 x float> [ %1581, %1575 ], [ %1588, %1582 ], [ %1591, %1589 ], [ %1555, %1554 ], [ %1574, %1573 ], [ %1255, %1531 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1593, ptr align 1 %1535, <16 x i1> %1351)
  %1594 = add nsw i64 %1260, %543
  %1595 = add nsw i64 %1594, %821
  %1596 = getelementptr inbounds float, ptr %435, i64 %1595
  %1597 = getelementptr inbounds float, ptr %433, i64 %1595
  switch i64 %297, label %1370 [
    i64 1, label %1612
    i64 2, label %1605
    i64 3, label %1598
    i64 0, label %1653
  ]

1598:                                             ; preds = %1592
  %1599 = bitcast <16 x float> %1256 to <8 x i64>
  %1600 = and <8 x i64> %1599, %89
  %1601 = fcmp oeq <16 x float> %1256, %63
  %1602 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %1256, i32 4)
  %1603 = bitcast <8 x i64> %1600 to <16 x float>
  %1604 = select <16 x i1> %1601, <16 x float> %1603, <16 x float> %1602
  br label %1615

1605:                                             ; preds = %1592
  %1606 = bitcast <16 x float> %1256 to <8 x i64>
  %1607 = or <8 x i64> %1606, %90
  %1608 = fcmp oeq <16 x float> %1256, %66
  %1609 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %1256, i32 4)
  %1610 = bitcast <8 x i64> %1607 to <16 x float>
  %1611 = select <16 x i1> %1608, <16 x float> %1610, <16 x float> %1609
  br label %1615

1612:                                             ; preds = %1592
  %1613 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1597, <16 x i1> %1351, <16 x float> zeroinitializer)
  %1614 = fadd <16 x float> %1256, %1613
  br label %1615

1615:                                             ; preds = %1612, %1605, %1598
  %1616 = phi <16 x float> [ %1614, %1612 ], [ %1611, %1605 ], [ %1604, %1598 ]
  switch i64 %299, label %1370 [
    i64 1, label %1631
    i64 2, label %1624
    i64 3, label %1617
    i64 0, label %1653
  ]

1617:                                             ; preds = %1615
  %1618 = bitcast <16 x float> %1616 to <8 x i64>
  %1619 = and <8 x i64> %1618, %89
  %1620 = fcmp oeq <16 x float> %1616, %63
  %1621 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %1616, i32 4)
  %1622 = bitcast <8 x i64> %1619 to <16 x float>
  %1623 = select <16 x i1> %1620, <16 x float> %1622, <16 x float> %1621
  br label %1634

1624:                                             ; preds = %1615
  %1625 = bitcast <16 x float> %1616 to <8 x i64>
  %1626 = or <8 x i64> %1625, %90
  %1627 = fcmp oeq <16 x float> %1616, %66
  %1628 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %1616, i32 4)
  %1629 = bitcast <8 x i64> %1626 to <16 x float>
  %1630 = select <16 x i1> %1627, <16 x float> %1629, <16 x float> %1628
  br label %1634

1631:                                             ; preds = %1615
  %1632 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1597, <16 x i1> %1351, <16 x float> zeroinitializer)
  %1633 = fadd <16 x float> %1616, %1632
  br label %1634

1634:                                             ; preds = %1631, %1624, %1617
  %1635 = phi <16 x float> [ %1633, %1631 ], [ %1630, %1624 ], [ %1623, %1617 ]
  switch i64 %301, label %1370 [
    i64 1, label %1650
    i64 2, label %1643
    i64 3, label %1636
    i64 0, label %1653
  ]

1636:                                             ; preds = %1634
  %1637 = bitcast <16 x float> %1635 to <8 x i64>
  %1638 = and <8 x i64> %1637, %89
  %1639 = fcmp oeq <16 x float> %1635, %63
  %1640 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %1635, i32 4)
  %1641 = bitcast <8 x i64> %1638 to <16 x float>
  %1642 = select <16 x i1> %1639, <16 x float> %1641, <16 x float> %1640
  br label %1653

1643:                                             ; preds = %1634
  %1644 = bitcast <16 x float> %1635 to <8 x i64>
  %1645 = or <8 x i64> %1644, %90
  %1646 = fcmp oeq <16 x float> %1635, %66
  %1647 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %1635, i32 4)
  %1648 = bitcast <8 x i64> %1645 to <16 x float>
  %1649 = select <16 x i1> %1646, <16 x float> %1648, <16 x float> %1647
  br label %1653

1650:                                             ; preds = %1634
  %1651 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1597, <16 x i1> %1351, <16 x float> zeroinitializer)
  %1652 = fadd <16 x float> %1635, %1651
  br label %1653

1653:                                             ; preds = %1592, %1615, %1634, %1650, %1643, %1636
  %1654 = phi <16 x float> [ %1642, %1636 ], [ %1649, %1643 ], [ %1652, %1650 ], [ %1616, %1615 ], [ %1635, %1634 ], [ %1256, %1592 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1654, ptr align 1 %1596, <16 x i1> %1351)
  %1655 = add nsw i64 %1260, %545
  %1656 = add nsw i64 %1655, %821
  %1657 = getelementptr inbounds float, ptr %435, i64 %1656
  %1658 = getelementptr inbounds float, ptr %433, i64 %1656
  switch i64 %302, label %1370 [
    i64 1, label %1673
    i64 2, label %1666
    i64 3, label %1659
    i64 0, label %1714
  ]

1659:                                             ; preds = %1653
  %1660 = bitcast <16 x float> %1257 to <8 x i64>
  %1661 = and <8 x i64> %1660, %89
  %1662 = fcmp oeq <16 x float> %1257, %63
  %1663 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %1257, i32 4)
  %1664 = bitcast <8 x i64> %1661 to <16 x float>
  %1665 = select <16 x i1> %1662, <16 x float> %1664, <16 x float> %1663
  br label %1676

1666:                                             ; preds = %1653
  %1667 = bitcast <16 x float> %1257 to <8 x i64>
  %1668 = or <8 x i64> %1667, %90
  %1669 = fcmp oeq <16 x float> %1257, %66
  %1670 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %1257, i32 4)
  %1671 = bitcast <8 x i64> %1668 to <16 x float>
  %1672 = select <16 x i1> %1669, <16 x float> %1671, <16 x float> %1670
  br label %1676

1673:                                             ; preds = %1653
  %1674 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1658, <16 x i1> %1351, <16 x float> zeroinitializer)
  %1675 = fadd <16 x float> %1257, %1674
  br label %1676

1676:                                             ; preds = %1673, %1666, %1659
  %1677 = phi <16 x float> [ %1675, %1673 ], [ %1672, %1666 ], [ %1665, %1659 ]
  switch i64 %304, label %1370 [
    i64 1, label %1692
    i64 2, label %1685
    i64 3, label %1678
    i64 0, label %1714
  ]

1678:                                             ; preds = %1676
  %1679 = bitcast <16 x float> %1677 to <8 x i64>
  %1680 = and <8 x i64> %1679, %89
  %1681 = fcmp oeq <16 x float> %1677, %63
  %1682 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %1677, i32 4)
  %1683 = bitcast <8 x i64> %1680 to <16 x float>
  %1684 = select <16 x i1> %1681, <16 x float> %1683, <16 x float> %1682
  br label %1695

1685:                                             ; preds = %1676
  %1686 = bitcast <16 x float> %1677 to <8 x i64>
  %1687 = or <8 x i64> %1686, %90
  %1688 = fcmp oeq <16 x float> %1677, %66
  %1689 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %1677, i32 4)
  %1690 = bitcast <8 x i64> %1687 to <16 x float>
  %1691 = select <16 x i1> %1688, <16 x float> %1690, <16 x float> %1689
  br label %1695

1692:                                             ; preds = %1676
  %1693 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1658, <16 x i1> %1351, <16 x float> zeroinitializer)
  %1694 = fadd <16 x float> %1677, %1693
  br label %1695

1695:                                             ; preds = %1692, %1685, %1678
  %1696 = phi <16 x float> [ %1694, %1692 ], [ %1691, %1685 ], [ %1684, %1678 ]
  switch i64 %306, label %1370 [
    i64 1, label %1711
    i64 2, label %1704
    i64 3, label %1697
    i64 0, label %1714
  ]

1697:                                             ; preds = %1695
  %1698 = bitcast <16 x float> %1696 to <8 x i64>
  %1699 = and <8 x i64> %1698, %89
  %1700 = fcmp oeq <16 x float> %1696, %63
  %1701 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %1696, i32 4)
  %1702 = bitcast <8 x i64> %1699 to <16 x float>
  %1703 = select <16 x i1> %1700, <16 x float> %1702, <16 x float> %1701
  br label %1714

1704:                                             ; preds = %1695
  %1705 = bitcast <16 x float> %1696 to <8 x i64>
  %1706 = or <8 x i64> %1705, %90
  %1707 = fcmp oeq <16 x float> %1696, %66
  %1708 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %1696, i32 4)
  %1709 = bitcast <8 x i64> %1706 to <16 x float>
  %1710 = select <16 x i1> %1707, <16 x float> %1709, <16 x float> %1708
  br label %1714

1711:                                             ; preds = %1695
  %1712 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1658, <16 x i1> %1351, <16 x float> zeroinitializer)
  %1713 = fadd <16 x float> %1696, %1712
  br label %1714

1714:                                             ; preds = %1653, %1676, %1695, %1711, %1704, %1697
  %1715 = phi <16 x float> [ %1703, %1697 ], [ %1710, %1704 ], [ %1713, %1711 ], [ %1677, %1676 ], [ %1696, %1695 ], [ %1257, %1653 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1715, ptr align 1 %1657, <16 x i1> %1351)
  %1716 = add nsw i64 %1260, %547
  %1717 = add nsw i64 %1716, %821
  %1718 = getelementptr inbounds float, ptr %435, i64 %1717
  %1719 = getelementptr inbounds float, ptr %433, i64 %1717
  switch i64 %307, label %1370 [
    i64 1, label %1734
    i64 2, label %1727
    i64 3, label %1720
    i64 0, label %1775
  ]

1720:                                             ; preds = %1714
  %1721 = bitcast <16 x float> %1258 to <8 x i64>
  %1722 = and <8 x i64> %1721, %89
  %1723 = fcmp oeq <16 x float> %1258, %63
  %1724 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %1258, i32 4)
  %1725 = bitcast <8 x i64> %1722 to <16 x float>
  %1726 = select <16 x i1> %1723, <16 x float> %1725, <16 x float> %1724
  br label %1737

1727:                                             ; preds = %1714
  %1728 = bitcast <16 x float> %1258 to <8 x i64>
  %1729 = or <8 x i64> %1728, %90
  %1730 = fcmp oeq <16 x float> %1258, %66
  %1731 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %1258, i32 4)
  %1732 = bitcast <8 x i64> %1729 to <16 x float>
  %1733 = select <16 x i1> %1730, <16 x float> %1732, <16 x float> %1731
  br label %1737

1734:                                             ; preds = %1714
  %1735 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1719, <16 x i1> %1351, <16 x float> zeroinitializer)
  %1736 = fadd <16 x float> %1258, %1735
  br label %1737

1737:                                             ; preds = %1734, %1727, %1720
  %1738 = phi <16 x float> [ %1736, %1734 ], [ %1733, %1727 ], [ %1726, %1720 ]
  switch i64 %309, label %1370 [
    i64 1, label %1753
    i64 2, label %1746
    i64 3, label %1739
    i64 0, label %1775
  ]

1739:                                             ; preds = %1737
  %1740 = bitcast <16 x float> %1738 to <8 x i64>
  %1741 = and <8 x i64> %1740, %89
  %1742 = fcmp oeq <16 x float> %1738, %63
  %1743 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %1738, i32 4)
  %1744 = bitcast <8 x i64> %1741 to <16 x float>
  %1745 = select <16 x i1> %1742, <16 x float> %1744, <16 x float> %1743
  br label %1756

1746:                                             ; preds = %1737
  %1747 = bitcast <16 x float> %1738 to <8 x i64>
  %1748 = or <8 x i64> %1747, %90
  %1749 = fcmp oeq <16 x float> %1738, %66
  %1750 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %1738, i32 4)
  %1751 = bitcast <8 x i64> %1748 to <16 x float>
  %1752 = select <16 x i1> %1749, <16 x float> %1751, <16 x float> %1750
  br label %1756

1753:                                             ; preds = %1737
  %1754 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1719, <16 x i1> %1351, <16 x float> zeroinitializer)
  %1755 = fadd <16 x float> %1738, %1754
  br label %1756

1756:                                             ; preds = %1753, %1746, %1739
  %1757 = phi <16 x float> [ %1755, %1753 ], [ %1752, %1746 ], [ %1745, %1739 ]
  switch i64 %311, label %1370 [
    i64 1, label %1772
    i64 2, label %1765
    i64 3, label %1758
    i64 0, label %1775
  ]

1758:                                             ; preds = %1756
  %1759 = bitcast <16 x float> %1757 to <8 x i64>
  %1760 = and <8 x i64> %1759, %89
  %1761 = fcmp oeq <16 x float> %1757, %63
  %1762 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %1757, i32 4)
  %1763 = bitcast <8 x i64> %1760 to <16 x float>
  %1764 = select <16 x i1> %1761, <16 x float> %1763, <16 x float> %1762
  br label %1775

1765:                                             ; preds = %1756
  %1766 = bitcast <16 x float> %1757 to <8 x i64>
  %1767 = or <8 x i64> %1766, %90
  %1768 = fcmp oeq <16 x float> %1757, %66
  %1769 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %1757, i32 4)
  %1770 = bitcast <8 x i64> %1767 to <16 x float>
  %1771 = select <16 x i1> %1768, <16 x float> %1770, <16 x float> %1769
  br label %1775

1772:                                             ; preds = %1756
  %1773 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1719, <16 x i1> %1351, <16 x float> zeroinitializer)
  %1774 = fadd <16 x float> %1757, %1773
  br label %1775

1775:                                             ; preds = %1714, %1737, %1756, %1772, %1765, %1758
  %1776 = phi <16 x float> [ %1764, %1758 ], [ %1771, %1765 ], [ %1774, %1772 ], [ %1738, %1737 ], [ %1757, %1756 ], [ %1258, %1714 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1776, ptr align 1 %1718, <16 x i1> %1351)
  %1777 = add nsw i64 %1260, %549
  %1778 = add nsw i64 %1777, %821
  %1779 = getelementptr inbounds float, ptr %435, i64 %1778
  %1780 = getelementptr inbounds float, ptr %433, i64 %1778
  switch i64 %312, label %1370 [
    i64 1, label %1795
    i64 2, label %1788
    i64 3, label %1781
    i64 0, label %1852
  ]

1781:                                             ; preds = %1775
  %1782 = bitcast <16 x float> %1259 to <8 x i64>
  %1783 = and <8 x i64> %1782, %89
  %1784 = fcmp oeq <16 x float> %1259, %63
  %1785 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %1259, i32 4)
  %1786 = bitcast <8 x i64> %1783 to <16 x float>
  %1787 = select <16 x i1> %1784, <16 x float> %1786, <16 x float> %1785
  br label %1798

1788:                                             ; preds = %1775
  %1789 = bitcast <16 x float> %1259 to <8 x i64>
  %1790 = or <8 x i64> %1789, %90
  %1791 = fcmp oeq <16 x float> %1259, %66
  %1792 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %1259, i32 4)
  %1793 = bitcast <8 x i64> %1790 to <16 x float>
  %1794 = select <16 x i1> %1791, <16 x float> %1793, <16 x float> %1792
  br label %1798

1795:                                             ; preds = %1775
  %1796 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1780, <16 x i1> %1351, <16 x float> zeroinitializer)
  %1797 = fadd <16 x float> %1259, %1796
  br label %1798

1798:                                             ; preds = %1795, %1788, %1781
  %1799 = phi <16 x float> [ %1797, %1795 ], [ %1794, %1788 ], [ %1787, %1781 ]
  switch i64 %314, label %1370 [
    i64 1, label %1814
    i64 2, label %1807
    i64 3, label %1800
    i64 0, label %1852
  ]

1800:                                             ; preds = %1798
  %1801 = bitcast <16 x float> %1799 to <8 x i64>
  %1802 = and <8 x i64> %1801, %89
  %1803 = fcmp oeq <16 x float> %1799, %63
  %1804 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %1799, i32 4)
  %1805 = bitcast <8 x i64> %1802 to <16 x float>
  %1806 = select <16 x i1> %1803, <16 x float> %1805, <16 x float> %1804
  br label %1817

1807:                                             ; preds = %1798
  %1808 = bitcast <16 x float> %1799 to <8 x i64>
  %1809 = or <8 x i64> %1808, %90
  %1810 = fcmp oeq <16 x float> %1799, %66
  %1811 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %1799, i32 4)
  %1812 = bitcast <8 x i64> %1809 to <16 x float>
  %1813 = select <16 x i1> %1810, <16 x float> %1812, <16 x float> %1811
  br label %1817

1814:                                             ; preds = %1798
  %1815 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1780, <16 x i1> %1351, <16 x float> zeroinitializer)
  %1816 = fadd <16 x float> %1799, %1815
  br label %1817

1817:                                             ; preds = %1814, %1807, %1800
  %1818 = phi <16 x float> [ %1816, %1814 ], [ %1813, %1807 ], [ %1806, %1800 ]
  switch i64 %316, label %1370 [
    i64 1, label %1833
    i64 2, label %1826
    i64 3, label %1819
    i64 0, label %1852
  ]

1819:                                             ; preds = %1817
  %1820 = bitcast <16 x float> %1818 to <8 x i64>
  %1821 = and <8 x i64> %1820, %89
  %1822 = fcmp oeq <16 x float> %1818, %63
  %1823 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %1818, i32 4)
  %1824 = bitcast <8 x i64> %1821 to <16 x float>
  %1825 = select <16 x i1> %1822, <16 x float> %1824, <16 x float> %1823
  br label %1852

1826:                                             ; preds = %1817
  %1827 = bitcast <16 x float> %1818 to <8 x i64>
  %1828 = or <8 x i64> %1827, %90
  %1829 = fcmp oeq <16 x float> %1818, %66
  %1830 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %1818, i32 4)
  %1831 = bitcast <8 x i64> %1828 to <16 x float>
  %1832 = select <16 x i1> %1829, <16 x float> %1831, <16 x float> %1830
  br label %1852

1833:                                             ; preds = %1817
  %1834 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1780, <16 x i1> %1351, <16 x float> zeroinitializer)
  %1835 = fadd <16 x float> %1818, %1834
  br label %1852

1836:                                             ; preds = %1251
  %1837 = bitcast i16 %1094 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1252, ptr align 1 %1263, <16 x i1> %1837)
  %1838 = getelementptr float, ptr %799, i64 %1260
  %1839 = getelementptr float, ptr %1838, i64 %821
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1253, ptr align 1 %1839, <16 x i1> %1837)
  %1840 = getelementptr float, ptr %800, i64 %1260
  %1841 = getelementptr float, ptr %1840, i64 %821
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1254, ptr align 1 %1841, <16 x i1> %1837)
  %1842 = getelementptr float, ptr %801, i64 %1260
  %1843 = getelementptr float, ptr %1842, i64 %821
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1255, ptr align 1 %1843, <16 x i1> %1837)
  %1844 = getelementptr float, ptr %802, i64 %1260
  %1845 = getelementptr float, ptr %1844, i64 %821
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1256, ptr align 1 %1845, <16 x i1> %1837)
  %1846 = getelementptr float, ptr %803, i64 %1260
  %1847 = getelementptr float, ptr %1846, i64 %821
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1257, ptr align 1 %1847, <16 x i1> %1837)
  %1848 = getelementptr float, ptr %804, i64 %1260
  %1849 = getelementptr float, ptr %1848, i64 %821
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1258, ptr align 1 %1849, <16 x i1> %1837)
  %1850 = getelementptr float, ptr %805, i64 %1260
  %1851 = getelementptr float, ptr %1850, i64 %821
  br label %1852

1852:                                             ; preds = %1775, %1798, %1817, %1833, %1826, %1819, %1836
  %1853 = phi ptr [ %1851, %1836 ], [ %1779, %1819 ], [ %1779, %1826 ], [ %1779, %1833 ], [ %1779, %1817 ], [ %1779, %1798 ], [ %1779, %1775 ]
  %1854 = phi <16 x i1> [ %1837, %1836 ], [ %1351, %1819 ], [ %1351, %1826 ], [ %1351, %1833 ], [ %1351, %1817 ], [ %1351, %1798 ], [ %1351, %1775 ]
  %1855 = phi <16 x float> [ %1259, %1836 ], [ %1825, %1819 ], [ %1832, %1826 ], [ %1835, %1833 ], [ %1818, %1817 ], [ %1799, %1798 ], [ %1259, %1775 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1855, ptr align 1 %1853, <16 x i1> %1854)
  call void @llvm.lifetime.end.p0(ptr nonnull %30)
  call void @llvm.lifetime.end.p0(ptr nonnull %29)
  br label %11662

1856:                                             ; preds = %1084
  %1857 = sub nsw i64 %10, %821
  %1858 = icmp sgt i64 %1857, 15
  %1859 = trunc i64 %1857 to i32
  %1860 = shl nsw i32 -1, %1859
  %1861 = trunc i32 %1860 to i16
  %1862 = xor i16 %1861, -1
  %1863 = select i1 %1858, i16 -1, i16 %1862
  br i1 %82, label %1898, label %1873

1864:                                             ; preds = %1939
  %1865 = mul nsw i64 %816, %13
  %1866 = shl nsw i64 %819, 5
  %1867 = shl nsw i64 %1857, 1
  %1868 = add nsw i64 %1867, -1
  %1869 = insertelement <8 x i64> poison, i64 %1866, i64 0
  %1870 = shufflevector <8 x i64> %1869, <8 x i64> poison, <8 x i32> zeroinitializer
  %1871 = insertelement <8 x i64> poison, i64 %1868, i64 0
  %1872 = shufflevector <8 x i64> %1871, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1948

1873:                                             ; preds = %1856
  %1874 = load float, ptr %444, align 4
  %1875 = insertelement <16 x float> poison, float %1874, i64 0
  %1876 = shufflevector <16 x float> %1875, <16 x float> poison, <16 x i32> zeroinitializer
  %1877 = load float, ptr %446, align 4
  %1878 = insertelement <16 x float> poison, float %1877, i64 0
  %1879 = shufflevector <16 x float> %1878, <16 x float> poison, <16 x i32> zeroinitializer
  %1880 = load float, ptr %447, align 4
  %1881 = insertelement <16 x float> poison, float %1880, i64 0
  %1882 = shufflevector <16 x float> %1881, <16 x float> poison, <16 x i32> zeroinitializer
  %1883 = load float, ptr %448, align 4
  %1884 = insertelement <16 x float> poison, float %1883, i64 0
  %1885 = shufflevector <16 x float> %1884, <16 x float> poison, <16 x i32> zeroinitializer
  %1886 = load float, ptr %449, align 4
  %1887 = insertelement <16 x float> poison, float %1886, i64 0
  %1888 = shufflevector <16 x float> %1887, <16 x float> poison, <16 x i32> zeroinitializer
  %1889 = load float, ptr %450, align 4
  %1890 = insertelement <16 x float> poison, float %1889, i64 0
  %1891 = shufflevector <16 x float> %1890, <16 x float> poison, <16 x i32> zeroinitializer
  %1892 = load float, ptr %451, align 4
  %1893 = insertelement <16 x float> poison, float %1892, i64 0
  %1894 = shufflevector <16 x float> %1893, <16 x float> poison, <16 x i32> zeroinitializer
  %1895 = load float, ptr %452, align 4
  %1896 = insertelement <16 x float> poison, float %1895, i64 0
  %1897 = shufflevector <16 x float> %1896, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1939

1898:                                             ; preds = %1856
  %1899 = bitcast i16 %1863 to <16 x i1>
  %1900 = mul nsw i64 %816, %10
  %1901 = getelementptr inbounds float, ptr %454, i64 %1900
  %1902 = getelementptr inbounds float, ptr %1901, i64 %821
  %1903 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1902, <16 x i1> %1899, <16 x float> zeroinitializer)
  %1904 = bitcast i16 %1863 to <16 x i1>
  %1905 = mul nsw i64 %816, %10
  %1906 = getelementptr inbounds float, ptr %457, i64 %1905
  %1907 = getelementptr inbounds float, ptr %1906, i64 %821
  %1908 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1907, <16 x i1> %1904, <16 x float> zeroinitializer)
  %1909 = bitcast i16 %1863 to <16 x i1>
  %1910 = mul nsw i64 %816, %10
  %1911 = getelementptr inbounds float, ptr %460, i64 %1910
  %1912 = getelementptr inbounds float, ptr %1911, i64 %821
  %1913 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1912, <16 x i1> %1909, <16 x float> zeroinitializer)
  %1914 = bitcast i16 %1863 to <16 x i1>
  %1915 = mul nsw i64 %816, %10
  %1916 = getelementptr inbounds float, ptr %463, i64 %1915
  %1917 = getelementptr inbounds float, ptr %1916, i64 %821
  %1918 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1917, <16 x i1> %1914, <16 x float> zeroinitializer)
  %1919 = bitcast i16 %1863 to <16 x i1>
  %1920 = mul nsw i64 %816, %10
  %1921 = getelementptr inbounds float, ptr %466, i64 %1920
  %1922 = getelementptr inbounds float, ptr %1921, i64 %821
  %1923 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1922, <16 x i1> %1919, <16 x float> zeroinitializer)
  %1924 = bitcast i16 %1863 to <16 x i1>
  %1925 = mul nsw i64 %816, %10
  %1926 = getelementptr inbounds float, ptr %469, i64 %1925
  %1927 = getelementptr inbounds float, ptr %1926, i64 %821
  %1928 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1927, <16 x i1> %1924, <16 x float> zeroinitializer)
  %1929 = bitcast i16 %1863 to <16 x i1>
  %1930 = mul nsw i64 %816, %10
  %1931 = getelementptr inbounds float, ptr %472, i64 %1930
  %1932 = getelementptr inbounds float, ptr %1931, i64 %821
  %1933 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1932, <16 x i1> %1929, <16 x float> zeroinitializer)
  %1934 = bitcast i16 %1863 to <16 x i1>
  %1935 = mul nsw i64 %816, %10
  %1936 = getelementptr inbounds float, ptr %475, i64 %1935
  %1937 = getelementptr inbounds float, ptr %1936, i64 %821
  %1938 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1937, <16 x i1> %1934, <16 x float> zeroinitializer)
  br label %1939

1939:                                             ; preds = %1898, %1873
  %1940 = phi <16 x float> [ %1933, %1898 ], [ %1894, %1873 ]
  %1941 = phi <16 x float> [ %1923, %1898 ], [ %1888, %1873 ]
  %1942 = phi <16 x float> [ %1913, %1898 ], [ %1882, %1873 ]
  %1943 = phi <16 x float> [ %1903, %1898 ], [ %1876, %1873 ]
  %1944 = phi <16 x float> [ %1908, %1898 ], [ %1879, %1873 ]
  %1945 = phi <16 x float> [ %1918, %1898 ], [ %1885, %1873 ]
  %1946 = phi <16 x float> [ %1928, %1898 ], [ %1891, %1873 ]
  %1947 = phi <16 x float> [ %1938, %1898 ], [ %1897, %1873 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  br i1 %83, label %1864, label %1997

1948:                                             ; preds = %1864, %1998
  %1949 = phi i64 [ %1999, %1998 ], [ 0, %1864 ]
  br i1 %84, label %1950, label %1998

1950:                                             ; preds = %1948
  %1951 = mul nuw nsw i64 %1949, %12
  %1952 = sub i64 %1949, %15
  %1953 = add i64 %1952, %1865
  %1954 = icmp sgt i64 %1953, -1
  %1955 = icmp slt i64 %1953, %7
  %1956 = and i1 %1954, %1955
  %1957 = select i1 %1956, i64 %1953, i64 0
  %1958 = mul nsw i64 %1957, %8
  br i1 %402, label %1995, label %1959

1959:                                             ; preds = %1950
  %1960 = insertelement <8 x i64> poison, i64 %1951, i64 0
  %1961 = shufflevector <8 x i64> %1960, <8 x i64> poison, <8 x i32> zeroinitializer
  %1962 = insertelement <8 x i64> poison, i64 %1958, i64 0
  %1963 = shufflevector <8 x i64> %1962, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1964

1964:                                             ; preds = %1964, %1959
  %1965 = phi i64 [ 0, %1959 ], [ %1991, %1964 ]
  %1966 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %1959 ], [ %1992, %1964 ]
  %1967 = add nuw nsw <8 x i64> %1966, %1961
  %1968 = sub <8 x i64> %1966, %405
  %1969 = getelementptr inbounds nuw [3 x i64], ptr %31, <8 x i64> %1967
  %1970 = getelementptr inbounds nuw [3 x i32], ptr %32, <8 x i64> %1967
  %1971 = add <8 x i64> %1968, %1870
  %1972 = icmp slt <8 x i64> %1971, zeroinitializer
  %1973 = sub nsw <8 x i64> zeroinitializer, %1971
  %1974 = select <8 x i1> %1972, <8 x i64> %1973, <8 x i64> zeroinitializer
  %1975 = sub nsw <8 x i64> %407, %1971
  %1976 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1975, <8 x i64> %1872)
  %1977 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1976, <8 x i64> splat (i64 32))
  %1978 = icmp sgt <8 x i64> %1977, %1974
  %1979 = select i1 %1956, <8 x i1> %1978, <8 x i1> zeroinitializer
  %1980 = select <8 x i1> %1979, <8 x i64> %1977, <8 x i64> zeroinitializer
  %1981 = add nsw <8 x i64> %1963, %1971
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %1981, <8 x ptr> align 8 %1969, <8 x i1> splat (i1 true))
  %1982 = icmp sgt <8 x i64> %1980, splat (i64 31)
  %1983 = trunc <8 x i64> %1980 to <8 x i32>
  %1984 = shl nsw <8 x i32> splat (i32 -1), %1983
  %1985 = xor <8 x i32> %1984, splat (i32 -1)
  %1986 = select <8 x i1> %1982, <8 x i32> splat (i32 -1), <8 x i32> %1985
  %1987 = trunc <8 x i64> %1974 to <8 x i32>
  %1988 = shl nsw <8 x i32> splat (i32 -1), %1987
  %1989 = select <8 x i1> %1979, <8 x i32> %1988, <8 x i32> splat (i32 -1)
  %1990 = and <8 x i32> %1986, %1989
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %1990, <8 x ptr> align 4 %1970, <8 x i1> splat (i1 true))
  %1991 = add nuw i64 %1965, 8
  %1992 = add nuw nsw <8 x i64> %1966, splat (i64 8)
  %1993 = icmp eq i64 %1991, %403
  br i1 %1993, label %1994, label %1964

1994:                                             ; preds = %1964
  br i1 %408, label %1998, label %1995

1995:                                             ; preds = %1950, %1994
  %1996 = phi i64 [ 0, %1950 ], [ %403, %1994 ]
  br label %2001

1997:                                             ; preds = %1998, %1939
  br i1 %86, label %2042, label %2029

1998:                                             ; preds = %2001, %1994, %1948
  %1999 = add nuw nsw i64 %1949, 1
  %2000 = icmp eq i64 %1999, %11
  br i1 %2000, label %1997, label %1948

2001:                                             ; preds = %1995, %2001
  %2002 = phi i64 [ %2027, %2001 ], [ %1996, %1995 ]
  %2003 = add nuw nsw i64 %2002, %1951
  %2004 = sub i64 %2002, %16
  %2005 = getelementptr inbounds nuw [3 x i64], ptr %31, i64 %2003
  %2006 = getelementptr inbounds nuw [3 x i32], ptr %32, i64 %2003
  %2007 = add i64 %2004, %1866
  %2008 = icmp slt i64 %2007, 0
  %2009 = sub nsw i64 0, %2007
  %2010 = select i1 %2008, i64 %2009, i64 0
  %2011 = sub nsw i64 %8, %2007
  %2012 = tail call i64 @llvm.smin.i64(i64 %2011, i64 %1868)
  %2013 = tail call i64 @llvm.smin.i64(i64 %2012, i64 32)
  %2014 = icmp sgt i64 %2013, %2010
  %2015 = select i1 %1956, i1 %2014, i1 false
  %2016 = select i1 %2015, i64 %2013, i64 0
  %2017 = add nsw i64 %1958, %2007
  store i64 %2017, ptr %2005, align 8
  %2018 = icmp sgt i64 %2016, 31
  %2019 = trunc i64 %2016 to i32
  %2020 = shl nsw i32 -1, %2019
  %2021 = xor i32 %2020, -1
  %2022 = select i1 %2018, i32 -1, i32 %2021
  %2023 = trunc i64 %2010 to i32
  %2024 = shl nsw i32 -1, %2023
  %2025 = select i1 %2015, i32 %2024, i32 -1
  %2026 = and i32 %2022, %2025
  store i32 %2026, ptr %2006, align 4
  %2027 = add nuw nsw i64 %2002, 1
  %2028 = icmp eq i64 %2027, %12
  br i1 %2028, label %1998, label %2001

2029:                                             ; preds = %2056, %1997
  %2030 = phi <16 x float> [ %1943, %1997 ], [ %2057, %2056 ]
  %2031 = phi <16 x float> [ %1944, %1997 ], [ %2058, %2056 ]
  %2032 = phi <16 x float> [ %1942, %1997 ], [ %2059, %2056 ]
  %2033 = phi <16 x float> [ %1945, %1997 ], [ %2060, %2056 ]
  %2034 = phi <16 x float> [ %1941, %1997 ], [ %2061, %2056 ]
  %2035 = phi <16 x float> [ %1946, %1997 ], [ %2062, %2056 ]
  %2036 = phi <16 x float> [ %1940, %1997 ], [ %2063, %2056 ]
  %2037 = phi <16 x float> [ %1947, %1997 ], [ %2064, %2056 ]
  %2038 = mul nsw i64 %816, %10
  %2039 = add nsw i64 %2038, %476
  %2040 = add nsw i64 %2039, %821
  %2041 = getelementptr inbounds float, ptr %435, i64 %2040
  br i1 %88, label %2618, label %2133

2042:                                             ; preds = %1997, %2056
  %2043 = phi <16 x float> [ %2057, %2056 ], [ %1943, %1997 ]
  %2044 = phi <16 x float> [ %2058, %2056 ], [ %1944, %1997 ]
  %2045 = phi <16 x float> [ %2059, %2056 ], [ %1942, %1997 ]
  %2046 = phi <16 x float> [ %2060, %2056 ], [ %1945, %1997 ]
  %2047 = phi <16 x float> [ %2061, %2056 ], [ %1941, %1997 ]
  %2048 = phi <16 x float> [ %2062, %2056 ], [ %1946, %1997 ]
  %2049 = phi <16 x float> [ %2063, %2056 ], [ %1940, %1997 ]
  %2050 = phi <16 x float> [ %2064, %2056 ], [ %1947, %1997 ]
  %2051 = phi i64 [ %2065, %2056 ], [ 0, %1997 ]
  %2052 = mul nsw i64 %80, %2051
  %2053 = getelementptr inbounds float, ptr %428, i64 %2052
  %2054 = mul nsw i64 %2051, %81
  %2055 = getelementptr inbounds float, ptr %445, i64 %2054
  br i1 %87, label %2067, label %2056

2056:                                             ; preds = %2067, %2042
  %2057 = phi <16 x float> [ %2043, %2042 ], [ %2095, %2067 ]
  %2058 = phi <16 x float> [ %2044, %2042 ], [ %2100, %2067 ]
  %2059 = phi <16 x float> [ %2045, %2042 ], [ %2105, %2067 ]
  %2060 = phi <16 x float> [ %2046, %2042 ], [ %2110, %2067 ]
  %2061 = phi <16 x float> [ %2047, %2042 ], [ %2115, %2067 ]
  %2062 = phi <16 x float> [ %2048, %2042 ], [ %2120, %2067 ]
  %2063 = phi <16 x float> [ %2049, %2042 ], [ %2125, %2067 ]
  %2064 = phi <16 x float> [ %2050, %2042 ], [ %2130, %2067 ]
  %2065 = add nuw nsw i64 %2051, 1
  %2066 = icmp eq i64 %2065, %5
  br i1 %2066, label %2029, label %2042

2067:                                             ; preds = %2042, %2067
  %2068 = phi <16 x float> [ %2095, %2067 ], [ %2043, %2042 ]
  %2069 = phi <16 x float> [ %2100, %2067 ], [ %2044, %2042 ]
  %2070 = phi <16 x float> [ %2105, %2067 ], [ %2045, %2042 ]
  %2071 = phi <16 x float> [ %2110, %2067 ], [ %2046, %2042 ]
  %2072 = phi <16 x float> [ %2115, %2067 ], [ %2047, %2042 ]
  %2073 = phi <16 x float> [ %2120, %2067 ], [ %2048, %2042 ]
  %2074 = phi <16 x float> [ %2125, %2067 ], [ %2049, %2042 ]
  %2075 = phi <16 x float> [ %2130, %2067 ], [ %2050, %2042 ]
  %2076 = phi i64 [ %2131, %2067 ], [ 0, %2042 ]
  %2077 = getelementptr inbounds nuw [3 x i64], ptr %31, i64 %2076
  %2078 = getelementptr inbounds nuw [3 x i32], ptr %32, i64 %2076
  %2079 = load i64, ptr %2077, align 8
  %2080 = getelementptr inbounds float, ptr %2053, i64 %2079
  %2081 = load i32, ptr %2078, align 4
  %2082 = trunc i32 %2081 to i16
  %2083 = bitcast i16 %2082 to <16 x i1>
  %2084 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2080, <16 x i1> %2083, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2085 = lshr i32 %2081, 16
  %2086 = trunc nuw i32 %2085 to i16
  %2087 = getelementptr inbounds nuw i8, ptr %2080, i64 64
  %2088 = bitcast i16 %2086 to <16 x i1>
  %2089 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2087, <16 x i1> %2088, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2090 = shufflevector <16 x float> %2084, <16 x float> %2089, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2091 = getelementptr float, ptr %2055, i64 %2076
  %2092 = load float, ptr %2091, align 4
  %2093 = insertelement <16 x float> poison, float %2092, i64 0
  %2094 = shufflevector <16 x float> %2093, <16 x float> poison, <16 x i32> zeroinitializer
  %2095 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2090, <16 x float> %2094, <16 x float> %2068)
  %2096 = getelementptr float, ptr %2091, i64 %85
  %2097 = load float, ptr %2096, align 4
  %2098 = insertelement <16 x float> poison, float %2097, i64 0
  %2099 = shufflevector <16 x float> %2098, <16 x float> poison, <16 x i32> zeroinitializer
  %2100 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2090, <16 x float> %2099, <16 x float> %2069)
  %2101 = getelementptr i8, ptr %2091, i64 %225
  %2102 = load float, ptr %2101, align 4
  %2103 = insertelement <16 x float> poison, float %2102, i64 0
  %2104 = shufflevector <16 x float> %2103, <16 x float> poison, <16 x i32> zeroinitializer
  %2105 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2090, <16 x float> %2104, <16 x float> %2070)
  %2106 = getelementptr i8, ptr %2091, i64 %226
  %2107 = load float, ptr %2106, align 4
  %2108 = insertelement <16 x float> poison, float %2107, i64 0
  %2109 = shufflevector <16 x float> %2108, <16 x float> poison, <16 x i32> zeroinitializer
  %2110 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2090, <16 x float> %2109, <16 x float> %2071)
  %2111 = getelementptr i8, ptr %2091, i64 %227
  %2112 = load float, ptr %2111, align 4
  %2113 = insertelement <16 x float> poison, float %2112, i64 0
  %2114 = shufflevector <16 x float> %2113, <16 x float> poison, <16 x i32> zeroinitializer
  %2115 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2090, <16 x float> %2114, <16 x float> %2072)
  %2116 = getelementptr i8, ptr %2091, i64 %228
  %2117 = load float, ptr %2116, align 4
  %2118 = insertelement <16 x float> poison, float %2117, i64 0
  %2119 = shufflevector <16 x float> %2118, <16 x float> poison, <16 x i32> zeroinitializer
  %2120 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2090, <16 x float> %2119, <16 x float> %2073)
  %2121 = getelementptr i8, ptr %2091, i64 %229
  %2122 = load float, ptr %2121, align 4
  %2123 = insertelement <16 x float> poison, float %2122, i64 0
  %2124 = shufflevector <16 x float> %2123, <16 x float> poison, <16 x i32> zeroinitializer
  %2125 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2090, <16 x float> %2124, <16 x float> %2074)
  %2126 = getelementptr i8, ptr %2091, i64 %230
  %2127 = load float, ptr %2126, align 4
  %2128 = insertelement <16 x float> poison, float %2127, i64 0
  %2129 = shufflevector <16 x float> %2128, <16 x float> poison, <16 x i32> zeroinitializer
  %2130 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2090, <16 x float> %2129, <16 x float> %2075)
  %2131 = add nuw nsw i64 %2076, 1
  %2132 = icmp eq i64 %2131, %81
  br i1 %2132, label %2056, label %2067

2133:                                             ; preds = %2029
  %2134 = getelementptr inbounds float, ptr %433, i64 %2040
  %2135 = bitcast i16 %1863 to <16 x i1>
  switch i64 %231, label %1370 [
    i64 1, label %2136
    i64 2, label %2139
    i64 3, label %2146
    i64 0, label %2191
  ]

2136:                                             ; preds = %2133
  %2137 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2134, <16 x i1> %2135, <16 x float> zeroinitializer)
  %2138 = fadd <16 x float> %2030, %2137
  br label %2153

2139:                                             ; preds = %2133
  %2140 = bitcast <16 x float> %2030 to <8 x i64>
  %2141 = or <8 x i64> %2140, %90
  %2142 = fcmp oeq <16 x float> %2030, %66
  %2143 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2030, i32 4)
  %2144 = bitcast <8 x i64> %2141 to <16 x float>
  %2145 = select <16 x i1> %2142, <16 x float> %2144, <16 x float> %2143
  br label %2153

2146:                                             ; preds = %2133
  %2147 = bitcast <16 x float> %2030 to <8 x i64>
  %2148 = and <8 x i64> %2147, %89
  %2149 = fcmp oeq <16 x float> %2030, %63
  %2150 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2030, i32 4)
  %2151 = bitcast <8 x i64> %2148 to <16 x float>
  %2152 = select <16 x i1> %2149, <16 x float> %2151, <16 x float> %2150
  br label %2153

2153:                                             ; preds = %2146, %2139, %2136
  %2154 = phi <16 x float> [ %2138, %2136 ], [ %2145, %2139 ], [ %2152, %2146 ]
  switch i64 %233, label %1370 [
    i64 1, label %2169
    i64 2, label %2162
    i64 3, label %2155
    i64 0, label %2191
  ]

2155:                                             ; preds = %2153
  %2156 = bitcast <16 x float> %2154 to <8 x i64>
  %2157 = and <8 x i64> %2156, %89
  %2158 = fcmp oeq <16 x float> %2154, %63
  %2159 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2154, i32 4)
  %2160 = bitcast <8 x i64> %2157 to <16 x float>
  %2161 = select <16 x i1> %2158, <16 x float> %2160, <16 x float> %2159
  br label %2172

2162:                                             ; preds = %2153
  %2163 = bitcast <16 x float> %2154 to <8 x i64>
  %2164 = or <8 x i64> %2163, %90
  %2165 = fcmp oeq <16 x float> %2154, %66
  %2166 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2154, i32 4)
  %2167 = bitcast <8 x i64> %2164 to <16 x float>
  %2168 = select <16 x i1> %2165, <16 x float> %2167, <16 x float> %2166
  br label %2172

2169:                                             ; preds = %2153
  %2170 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2134, <16 x i1> %2135, <16 x float> zeroinitializer)
  %2171 = fadd <16 x float> %2154, %2170
  br label %2172

2172:                                             ; preds = %2169, %2162, %2155
  %2173 = phi <16 x float> [ %2171, %2169 ], [ %2168, %2162 ], [ %2161, %2155 ]
  switch i64 %235, label %1370 [
    i64 1, label %2188
    i64 2, label %2181
    i64 3, label %2174
    i64 0, label %2191
  ]

2174:                                             ; preds = %2172
  %2175 = bitcast <16 x float> %2173 to <8 x i64>
  %2176 = and <8 x i64> %2175, %89
  %2177 = fcmp oeq <16 x float> %2173, %63
  %2178 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2173, i32 4)
  %2179 = bitcast <8 x i64> %2176 to <16 x float>
  %2180 = select <16 x i1> %2177, <16 x float> %2179, <16 x float> %2178
  br label %2191

2181:                                             ; preds = %2172
  %2182 = bitcast <16 x float> %2173 to <8 x i64>
  %2183 = or <8 x i64> %2182, %90
  %2184 = fcmp oeq <16 x float> %2173, %66
  %2185 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2173, i32 4)
  %2186 = bitcast <8 x i64> %2183 to <16 x float>
  %2187 = select <16 x i1> %2184, <16 x float> %2186, <16 x float> %2185
  br label %2191

2188:                                             ; preds = %2172
  %2189 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2134, <16 x i1> %2135, <16 x float> zeroinitializer)
  %2190 = fadd <16 x float> %2173, %2189
  br label %2191

2191:                                             ; preds = %2133, %2153, %2172, %2188, %2181, %2174
  %2192 = phi <16 x float> [ %2180, %2174 ], [ %2187, %2181 ], [ %2190, %2188 ], [ %2154, %2153 ], [ %2173, %2172 ], [ %2030, %2133 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2192, ptr align 1 %2041, <16 x i1> %2135)
  %2193 = add nsw i64 %2038, %478
  %2194 = add nsw i64 %2193, %821
  %2195 = getelementptr inbounds float, ptr %435, i64 %2194
  %2196 = getelementptr inbounds float, ptr %433, i64 %2194
  switch i64 %236, label %1370 [
    i64 1, label %2211
    i64 2, label %2204
    i64 3, label %2197
    i64 0, label %2252
  ]

2197:                                             ; preds = %2191
  %2198 = bitcast <16 x float> %2031 to <8 x i64>
  %2199 = and <8 x i64> %2198, %89
  %2200 = fcmp oeq <16 x float> %2031, %63
  %2201 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2031, i32 4)
  %2202 = bitcast <8 x i64> %2199 to <16 x float>
  %2203 = select <16 x i1> %2200, <16 x float> %2202, <16 x float> %2201
  br label %2214

2204:                                             ; preds = %2191
  %2205 = bitcast <16 x float> %2031 to <8 x i64>
  %2206 = or <8 x i64> %2205, %90
  %2207 = fcmp oeq <16 x float> %2031, %66
  %2208 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2031, i32 4)
  %2209 = bitcast <8 x i64> %2206 to <16 x float>
  %2210 = select <16 x i1> %2207, <16 x float> %2209, <16 x float> %2208
  br label %2214

2211:                                             ; preds = %2191
  %2212 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2196, <16 x i1> %2135, <16 x float> zeroinitializer)
  %2213 = fadd <16 x float> %2031, %2212
  br label %2214

2214:                                             ; preds = %2211, %2204, %2197
  %2215 = phi <16 x float> [ %2213, %2211 ], [ %2210, %2204 ], [ %2203, %2197 ]
  switch i64 %238, label %1370 [
    i64 1, label %2230
    i64 2, label %2223
    i64 3, label %2216
    i64 0, label %2252
  ]

2216:                                             ; preds = %2214
  %2217 = bitcast <16 x float> %2215 to <8 x i64>
  %2218 = and <8 x i64> %2217, %89
  %2219 = fcmp oeq <16 x float> %2215, %63
  %2220 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2215, i32 4)
  %2221 = bitcast <8 x i64> %2218 to <16 x float>
  %2222 = select <16 x i1> %2219, <16 x float> %2221, <16 x float> %2220
  br label %2233

2223:                                             ; preds = %2214
  %2224 = bitcast <16 x float> %2215 to <8 x i64>
  %2225 = or <8 x i64> %2224, %90
  %2226 = fcmp oeq <16 x float> %2215, %66
  %2227 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2215, i32 4)
  %2228 = bitcast <8 x i64> %2225 to <16 x float>
  %2229 = select <16 x i1> %2226, <16 x float> %2228, <16 x float> %2227
  br label %2233

2230:                                             ; preds = %2214
  %2231 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2196, <16 x i1> %2135, <16 x float> zeroinitializer)
  %2232 = fadd <16 x float> %2215, %2231
  br label %2233

2233:                                             ; preds = %2230, %2223, %2216
  %2234 = phi <16 x float> [ %2232, %2230 ], [ %2229, %2223 ], [ %2222, %2216 ]
  switch i64 %240, label %1370 [
    i64 1, label %2249
    i64 2, label %2242
    i64 3, label %2235
    i64 0, label %2252
  ]

2235:                                             ; preds = %2233
  %2236 = bitcast <16 x float> %2234 to <8 x i64>
  %2237 = and <8 x i64> %2236, %89
  %2238 = fcmp oeq <16 x float> %2234, %63
  %2239 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2234, i32 4)
  %2240 = bitcast <8 x i64> %2237 to <16 x float>
  %2241 = select <16 x i1> %2238, <16 x float> %2240, <16 x float> %2239
  br label %2252

2242:                                             ; preds = %2233
  %2243 = bitcast <16 x float> %2234 to <8 x i64>
  %2244 = or <8 x i64> %2243, %90
  %2245 = fcmp oeq <16 x float> %2234, %66
  %2246 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2234, i32 4)
  %2247 = bitcast <8 x i64> %2244 to <16 x float>
  %2248 = select <16 x i1> %2245, <16 x float> %2247, <16 x float> %2246
  br label %2252

2249:                                             ; preds = %2233
  %2250 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2196, <16 x i1> %2135, <16 x float> zeroinitializer)
  %2251 = fadd <16 x float> %2234, %2250
  br label %2252

2252:                                             ; preds = %2191, %2214, %2233, %2249, %2242, %2235
  %2253 = phi <16 x float> [ %2241, %2235 ], [ %2248, %2242 ], [ %2251, %2249 ], [ %2215, %2214 ], [ %2234, %2233 ], [ %2031, %2191 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2253, ptr align 1 %2195, <16 x i1> %2135)
  %2254 = add nsw i64 %2038, %480
  %2255 = add nsw i64 %2254, %821
  %2256 = getelementptr inbounds float, ptr %435, i64 %2255
  %2257 = getelementptr inbounds float, ptr %433, i64 %2255
  switch i64 %241, label %1370 [
    i64 1, label %2272
    i64 2, label %2265
    i64 3, label %2258
    i64 0, label %2313
  ]

2258:                                             ; preds = %2252
  %2259 = bitcast <16 x float> %2032 to <8 x i64>
  %2260 = and <8 x i64> %2259, %89
  %2261 = fcmp oeq <16 x float> %2032, %63
  %2262 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2032, i32 4)
  %2263 = bitcast <8 x i64> %2260 to <16 x float>
  %2264 = select <16 x i1> %2261, <16 x float> %2263, <16 x float> %2262
  br label %2275

2265:                                             ; preds = %2252
  %2266 = bitcast <16 x float> %2032 to <8 x i64>
  %2267 = or <8 x i64> %2266, %90
  %2268 = fcmp oeq <16 x float> %2032, %66
  %2269 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2032, i32 4)
  %2270 = bitcast <8 x i64> %2267 to <16 x float>
  %2271 = select <16 x i1> %2268, <16 x float> %2270, <16 x float> %2269
  br label %2275

2272:                                             ; preds = %2252
  %2273 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2257, <16 x i1> %2135, <16 x float> zeroinitializer)
  %2274 = fadd <16 x float> %2032, %2273
  br label %2275

2275:                                             ; preds = %2272, %2265, %2258
  %2276 = phi <16 x float> [ %2274, %2272 ], [ %2271, %2265 ], [ %2264, %2258 ]
  switch i64 %243, label %1370 [
    i64 1, label %2291
    i64 2, label %2284
    i64 3, label %2277
    i64 0, label %2313
  ]

2277:                                             ; preds = %2275
  %2278 = bitcast <16 x float> %2276 to <8 x i64>
  %2279 = and <8 x i64> %2278, %89
  %2280 = fcmp oeq <16 x float> %2276, %63
  %2281 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2276, i32 4)
  %2282 = bitcast <8 x i64> %2279 to <16 x float>
  %2283 = select <16 x i1> %2280, <16 x float> %2282, <16 x float> %2281
  br label %2294

2284:                                             ; preds = %2275
  %2285 = bitcast <16 x float> %2276 to <8 x i64>
  %2286 = or <8 x i64> %2285, %90
  %2287 = fcmp oeq <16 x float> %2276, %66
  %2288 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2276, i32 4)
  %2289 = bitcast <8 x i64> %2286 to <16 x float>
  %2290 = select <16 x i1> %2287, <16 x float> %2289, <16 x float> %2288
  br label %2294

2291:                                             ; preds = %2275
  %2292 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2257, <16 x i1> %2135, <16 x float> zeroinitializer)
  %2293 = fadd <16 x float> %2276, %2292
  br label %2294

2294:                                             ; preds = %2291, %2284, %2277
  %2295 = phi <16 x float> [ %2293, %2291 ], [ %2290, %2284 ], [ %2283, %2277 ]
  switch i64 %245, label %1370 [
    i64 1, label %2310
    i64 2, label %2303
    i64 3, label %2296
    i64 0, label %2313
  ]

2296:                                             ; preds = %2294
  %2297 = bitcast <16 x float> %2295 to <8 x i64>
  %2298 = and <8 x i64> %2297, %89
  %2299 = fcmp oeq <16 x float> %2295, %63
  %2300 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2295, i32 4)
  %2301 = bitcast <8 x i64> %2298 to <16 x float>
  %2302 = select <16 x i1> %2299, <16 x float> %2301, <16 x float> %2300
  br label %2313

2303:                                             ; preds = %2294
  %2304 = bitcast <16 x float> %2295 to <8 x i64>
  %2305 = or <8 x i64> %2304, %90
  %2306 = fcmp oeq <16 x float> %2295, %66
  %2307 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2295, i32 4)
  %2308 = bitcast <8 x i64> %2305 to <16 x float>
  %2309 = select <16 x i1> %2306, <16 x float> %2308, <16 x float> %2307
  br label %2313

2310:                                             ; preds = %2294
  %2311 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2257, <16 x i1> %2135, <16 x float> zeroinitializer)
  %2312 = fadd <16 x float> %2295, %2311
  br label %2313

2313:                                             ; preds = %2252, %2275, %2294, %2310, %2303, %2296
  %2314 = phi <16 x float> [ %2302, %2296 ], [ %2309, %2303 ], [ %2312, %2310 ], [ %2276, %2275 ], [ %2295, %2294 ], [ %2032, %2252 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2314, ptr align 1 %2256, <16 x i1> %2135)
  %2315 = add nsw i64 %2038, %482
  %2316 = add nsw i64 %2315, %821
  %2317 = getelementptr inbounds float, ptr %435, i64 %2316
  %2318 = getelementptr inbounds float, ptr %433, i64 %2316
  switch i64 %246, label %1370 [
    i64 1, label %2333
    i64 2, label %2326
    i64 3, label %2319
    i64 0, label %2374
  ]

2319:                                             ; preds = %2313
  %2320 = bitcast <16 x float> %2033 to <8 x i64>
  %2321 = and <8 x i64> %2320, %89
  %2322 = fcmp oeq <16 x float> %2033, %63
  %2323 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2033, i32 4)
  %2324 = bitcast <8 x i64> %2321 to <16 x float>
  %2325 = select <16 x i1> %2322, <16 x float> %2324, <16 x float> %2323
  br label %2336

2326:                                             ; preds = %2313
  %2327 = bitcast <16 x float> %2033 to <8 x i64>
  %2328 = or <8 x i64> %2327, %90
  %2329 = fcmp oeq <16 x float> %2033, %66
  %2330 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2033, i32 4)
  %2331 = bitcast <8 x i64> %2328 to <16 x float>
  %2332 = select <16 x i1> %2329, <16 x float> %2331, <16 x float> %2330
  br label %2336

2333:                                             ; preds = %2313
  %2334 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2318, <16 x i1> %2135, <16 x float> zeroinitializer)
  %2335 = fadd <16 x float> %2033, %2334
  br label %2336

2336:                                             ; preds = %2333, %2326, %2319
  %2337 = phi <16 x float> [ %2335, %2333 ], [ %2332, %2326 ], [ %2325, %2319 ]
  switch i64 %248, label %1370 [
    i64 1, label %2352
    i64 2, label %2345
    i64 3, label %2338
    i64 0, label %2374
  ]

2338:                                             ; preds = %2336
  %2339 = bitcast <16 x float> %2337 to <8 x i64>
  %2340 = and <8 x i64> %2339, %89
  %2341 = fcmp oeq <16 x float> %2337, %63
  %2342 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2337, i32 4)
  %2343 = bitcast <8 x i64> %2340 to <16 x float>
  %2344 = select <16 x i1> %2341, <16 x float> %2343, <16 x float> %2342
  br label %2355

2345:                                             ; preds = %2336
  %2346 = bitcast <16 x float> %2337 to <8 x i64>
  %2347 = or <8 x i64> %2346, %90
  %2348 = fcmp oeq <16 x float> %2337, %66
  %2349 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2337, i32 4)
  %2350 = bitcast <8 x i64> %2347 to <16 x float>
  %2351 = select <16 x i1> %2348, <16 x float> %2350, <16 x float> %2349
  br label %2355

2352:                                             ; preds = %2336
  %2353 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2318, <16 x i1> %2135, <16 x float> zeroinitializer)
  %2354 = fadd <16 x float> %2337, %2353
  br label %2355

2355:                                             ; preds = %2352, %2345, %2338
  %2356 = phi <16 x float> [ %2354, %2352 ], [ %2351, %2345 ], [ %2344, %2338 ]
  switch i64 %250, label %1370 [
    i64 1, label %2371
    i64 2, label %2364
    i64 3, label %2357
    i64 0, label %2374
  ]

2357:                                             ; preds = %2355
  %2358 = bitcast <16 x float> %2356 to <8 x i64>
  %2359 = and <8 x i64> %2358, %89
  %2360 = fcmp oeq <16 x float> %2356, %63
  %2361 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2356, i32 4)
  %2362 = bitcast <8 x i64> %2359 to <16 x float>
  %2363 = select <16 x i1> %2360, <16 x float> %2362, <16 x float> %2361
  br label %2374

2364:                                             ; preds = %2355
  %2365 = bitcast <16 x float> %2356 to <8 x i64>
  %2366 = or <8 x i64> %2365, %90
  %2367 = fcmp oeq <16 x float> %2356, %66
  %2368 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2356, i32 4)
  %2369 = bitcast <8 x i64> %2366 to <16 x float>
  %2370 = select <16 x i1> %2367, <16 x float> %2369, <16 x float> %2368
  br label %2374

2371:                                             ; preds = %2355
  %2372 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2318, <16 x i1> %2135, <16 x float> zeroinitializer)
  %2373 = fadd <16 x float> %2356, %2372
  br label %2374

2374:                                             ; preds = %2313, %2336, %2355, %2371, %2364, %2357
  %2375 = phi <16 x float> [ %2363, %2357 ], [ %2370, %2364 ], [ %2373, %2371 ], [ %2337, %2336 ], [ %2356, %2355 ], [ %2033, %2313 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2375, ptr align 1 %2317, <16 x i1> %2135)
  %2376 = add nsw i64 %2038, %484
  %2377 = add nsw i64 %2376, %821
  %2378 = getelementptr inbounds float, ptr %435, i64 %2377
  %2379 = getelementptr inbounds float, ptr %433, i64 %2377
  switch i64 %251, label %1370 [
    i64 1, label %2394
    i64 2, label %2387
    i64 3, label %2380
    i64 0, label %2435
  ]

2380:                                             ; preds = %2374
  %2381 = bitcast <16 x float> %2034 to <8 x i64>
  %2382 = and <8 x i64> %2381, %89
  %2383 = fcmp oeq <16 x float> %2034, %63
  %2384 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2034, i32 4)
  %2385 = bitcast <8 x i64> %2382 to <16 x float>
  %2386 = select <16 x i1> %2383, <16 x float> %2385, <16 x float> %2384
  br label %2397

2387:                                             ; preds = %2374
  %2388 = bitcast <16 x float> %2034 to <8 x i64>
  %2389 = or <8 x i64> %2388, %90
  %2390 = fcmp oeq <16 x float> %2034, %66
  %2391 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2034, i32 4)
  %2392 = bitcast <8 x i64> %2389 to <16 x float>
  %2393 = select <16 x i1> %2390, <16 x float> %2392, <16 x float> %2391
  br label %2397

2394:                                             ; preds = %2374
  %2395 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2379, <16 x i1> %2135, <16 x float> zeroinitializer)
  %2396 = fadd <16 x float> %2034, %2395
  br label %2397

2397:                                             ; preds = %2394, %2387, %2380
  %2398 = phi <16 x float> [ %2396, %2394 ], [ %2393, %2387 ], [ %2386, %2380 ]
  switch i64 %253, label %1370 [
    i64 1, label %2413
    i64 2, label %2406
    i64 3, label %2399
    i64 0, label %2435
  ]

2399:                                             ; preds = %2397
  %2400 = bitcast <16 x float> %2398 to <8 x i64>
  %2401 = and <8 x i64> %2400, %89
  %2402 = fcmp oeq <16 x float> %2398, %63
  %2403 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2398, i32 4)
  %2404 = bitcast <8 x i64> %2401 to <16 x float>
  %2405 = select <16 x i1> %2402, <16 x float> %2404, <16 x float> %2403
  br label %2416

2406:                                             ; preds = %2397
  %2407 = bitcast <16 x float> %2398 to <8 x i64>
  %2408 = or <8 x i64> %2407, %90
  %2409 = fcmp oeq <16 x float> %2398, %66
  %2410 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2398, i32 4)
  %2411 = bitcast <8 x i64> %2408 to <16 x float>
  %2412 = select <16 x i1> %2409, <16 x float> %2411, <16 x float> %2410
  br label %2416

2413:                                             ; preds = %2397
  %2414 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2379, <16 x i1> %2135, <16 x float> zeroinitializer)
  %2415 = fadd <16 x float> %2398, %2414
  br label %2416

2416:                                             ; preds = %2413, %2406, %2399
  %2417 = phi <16 x float> [ %2415, %2413 ], [ %2412, %2406 ], [ %2405, %2399 ]
  switch i64 %255, label %1370 [
    i64 1, label %2432
    i64 2, label %2425
    i64 3, label %2418
    i64 0, label %2435
  ]

2418:                                             ; preds = %2416
  %2419 = bitcast <16 x float> %2417 to <8 x i64>
  %2420 = and <8 x i64> %2419, %89
  %2421 = fcmp oeq <16 x float> %2417, %63
  %2422 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2417, i32 4)
  %2423 = bitcast <8 x i64> %2420 to <16 x float>
  %2424 = select <16 x i1> %2421, <16 x float> %2423, <16 x float> %2422
  br label %2435

2425:                                             ; preds = %2416
  %2426 = bitcast <16 x float> %2417 to <8 x i64>
  %2427 = or <8 x i64> %2426, %90
  %2428 = fcmp oeq <16 x float> %2417, %66
  %2429 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2417, i32 4)
  %2430 = bitcast <8 x i64> %2427 to <16 x float>
  %2431 = select <16 x i1> %2428, <16 x float> %2430, <16 x float> %2429
  br label %2435

2432:                                             ; preds = %2416
  %2433 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2379, <16 x i1> %2135, <16 x float> zeroinitializer)
  %2434 = fadd <16 x float> %2417, %2433
  br label %2435

2435:                                             ; preds = %2374, %2397, %2416, %2432, %2425, %2418
  %2436 = phi <16 x float> [ %2424, %2418 ], [ %2431, %2425 ], [ %2434, %2432 ], [ %2398, %2397 ], [ %2417, %2416 ], [ %2034, %2374 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2436, ptr align 1 %2378, <16 x i1> %2135)
  %2437 = add nsw i64 %2038, %486
  %2438 = add nsw i64 %2437, %821
  %2439 = getelementptr inbounds float, ptr %435, i64 %2438
  %2440 = getelementptr inbounds float, ptr %433, i64 %2438
  switch i64 %256, label %1370 [
    i64 1, label %2455
    i64 2, label %2448
    i64 3, label %2441
    i64 0, label %2496
  ]

2441:                                             ; preds = %2435
  %2442 = bitcast <16 x float> %2035 to <8 x i64>
  %2443 = and <8 x i64> %2442, %89
  %2444 = fcmp oeq <16 x float> %2035, %63
  %2445 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2035, i32 4)
  %2446 = bitcast <8 x i64> %2443 to <16 x float>
  %2447 = select <16 x i1> %2444, <16 x float> %2446, <16 x float> %2445
  br label %2458

2448:                                             ; preds = %2435
  %2449 = bitcast <16 x float> %2035 to <8 x i64>
  %2450 = or <8 x i64> %2449, %90
  %2451 = fcmp oeq <16 x float> %2035, %66
  %2452 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2035, i32 4)
  %2453 = bitcast <8 x i64> %2450 to <16 x float>
  %2454 = select <16 x i1> %2451, <16 x float> %2453, <16 x float> %2452
  br label %2458

2455:                                             ; preds = %2435
  %2456 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2440, <16 x i1> %2135, <16 x float> zeroinitializer)
  %2457 = fadd <16 x float> %2035, %2456
  br label %2458

2458:                                             ; preds = %2455, %2448, %2441
  %2459 = phi <16 x float> [ %2457, %2455 ], [ %2454, %2448 ], [ %2447, %2441 ]
  switch i64 %258, label %1370 [
    i64 1, label %2474
    i64 2, label %2467
    i64 3, label %2460
    i64 0, label %2496
  ]

2460:                                             ; preds = %2458
  %2461 = bitcast <16 x float> %2459 to <8 x i64>
  %2462 = and <8 x i64> %2461, %89
  %2463 = fcmp oeq <16 x float> %2459, %63
  %2464 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2459, i32 4)
  %2465 = bitcast <8 x i64> %2462 to <16 x float>
  %2466 = select <16 x i1> %2463, <16 x float> %2465, <16 x float> %2464
  br label %2477

2467:                                             ; preds = %2458
  %2468 = bitcast <16 x float> %2459 to <8 x i64>
  %2469 = or <8 x i64> %2468, %90
  %2470 = fcmp oeq <16 x float> %2459, %66
  %2471 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2459, i32 4)
  %2472 = bitcast <8 x i64> %2469 to <16 x float>
  %2473 = select <16 x i1> %2470, <16 x float> %2472, <16 x float> %2471
  br label %2477

2474:                                             ; preds = %2458
  %2475 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2440, <16 x i1> %2135, <16 x float> zeroinitializer)
  %2476 = fadd <16 x float> %2459, %2475
  br label %2477

2477:                                             ; preds = %2474, %2467, %2460
  %2478 = phi <16 x float> [ %2476, %2474 ], [ %2473, %2467 ], [ %2466, %2460 ]
  switch i64 %260, label %1370 [
    i64 1, label %2493
    i64 2, label %2486
    i64 3, label %2479
    i64 0, label %2496
  ]

2479:                                             ; preds = %2477
  %2480 = bitcast <16 x float> %2478 to <8 x i64>
  %2481 = and <8 x i64> %2480, %89
  %2482 = fcmp oeq <16 x float> %2478, %63
  %2483 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2478, i32 4)
  %2484 = bitcast <8 x i64> %2481 to <16 x float>
  %2485 = select <16 x i1> %2482, <16 x float> %2484, <16 x float> %2483
  br label %2496

2486:                                             ; preds = %2477
  %2487 = bitcast <16 x float> %2478 to <8 x i64>
  %2488 = or <8 x i64> %2487, %90
  %2489 = fcmp oeq <16 x float> %2478, %66
  %2490 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2478, i32 4)
  %2491 = bitcast <8 x i64> %2488 to <16 x float>
  %2492 = select <16 x i1> %2489, <16 x float> %2491, <16 x float> %2490
  br label %2496

2493:                                             ; preds = %2477
  %2494 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2440, <16 x i1> %2135, <16 x float> zeroinitializer)
  %2495 = fadd <16 x float> %2478, %2494
  br label %2496

2496:                                             ; preds = %2435, %2458, %2477, %2493, %2486, %2479
  %2497 = phi <16 x float> [ %2485, %2479 ], [ %2492, %2486 ], [ %2495, %2493 ], [ %2459, %2458 ], [ %2478, %2477 ], [ %2035, %2435 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2497, ptr align 1 %2439, <16 x i1> %2135)
  %2498 = add nsw i64 %2038, %488
  %2499 = add nsw i64 %2498, %821
  %2500 = getelementptr inbounds float, ptr %435, i64 %2499
  %2501 = getelementptr inbounds float, ptr %433, i64 %2499
  switch i64 %261, label %1370 [
    i64 1, label %2516
    i64 2, label %2509
    i64 3, label %2502
    i64 0, label %2557
  ]

2502:                                             ; preds = %2496
  %2503 = bitcast <16 x float> %2036 to <8 x i64>
  %2504 = and <8 x i64> %2503, %89
  %2505 = fcmp oeq <16 x float> %2036, %63
  %2506 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2036, i32 4)
  %2507 = bitcast <8 x i64> %2504 to <16 x float>
  %2508 = select <16 x i1> %2505, <16 x float> %2507, <16 x float> %2506
  br label %2519

2509:                                             ; preds = %2496
  %2510 = bitcast <16 x float> %2036 to <8 x i64>
  %2511 = or <8 x i64> %2510, %90
  %2512 = fcmp oeq <16 x float> %2036, %66
  %2513 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2036, i32 4)
  %2514 = bitcast <8 x i64> %2511 to <16 x float>
  %2515 = select <16 x i1> %2512, <16 x float> %2514, <16 x float> %2513
  br label %2519

2516:                                             ; preds = %2496
  %2517 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2501, <16 x i1> %2135, <16 x float> zeroinitializer)
  %2518 = fadd <16 x float> %2036, %2517
  br label %2519

2519:                                             ; preds = %2516, %2509, %2502
  %2520 = phi <16 x float> [ %2518, %2516 ], [ %2515, %2509 ], [ %2508, %2502 ]
  switch i64 %263, label %1370 [
    i64 1, label %2535
    i64 2, label %2528
    i64 3, label %2521
    i64 0, label %2557
  ]

2521:                                             ; preds = %2519
  %2522 = bitcast <16 x float> %2520 to <8 x i64>
  %2523 = and <8 x i64> %2522, %89
  %2524 = fcmp oeq <16 x float> %2520, %63
  %2525 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2520, i32 4)
  %2526 = bitcast <8 x i64> %2523 to <16 x float>
  %2527 = select <16 x i1> %2524, <16 x float> %2526, <16 x float> %2525
  br label %2538

2528:                                             ; preds = %2519
  %2529 = bitcast <16 x float> %2520 to <8 x i64>
  %2530 = or <8 x i64> %2529, %90
  %2531 = fcmp oeq <16 x float> %2520, %66
  %2532 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2520, i32 4)
  %2533 = bitcast <8 x i64> %2530 to <16 x float>
  %2534 = select <16 x i1> %2531, <16 x float> %2533, <16 x float> %2532
  br label %2538

2535:                                             ; preds = %2519
  %2536 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2501, <16 x i1> %2135, <16 x float> zeroinitializer)
  %2537 = fadd <16 x float> %2520, %2536
  br label %2538

2538:                                             ; preds = %2535, %2528, %2521
  %2539 = phi <16 x float> [ %2537, %2535 ], [ %2534, %2528 ], [ %2527, %2521 ]
  switch i64 %265, label %1370 [
    i64 1, label %2554
    i64 2, label %2547
    i64 3, label %2540
    i64 0, label %2557
  ]

2540:                                             ; preds = %2538
  %2541 = bitcast <16 x float> %2539 to <8 x i64>
  %2542 = and <8 x i64> %2541, %89
  %2543 = fcmp oeq <16 x float> %2539, %63
  %2544 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2539, i32 4)
  %2545 = bitcast <8 x i64> %2542 to <16 x float>
  %2546 = select <16 x i1> %2543, <16 x float> %2545, <16 x float> %2544
  br label %2557

2547:                                             ; preds = %2538
  %2548 = bitcast <16 x float> %2539 to <8 x i64>
  %2549 = or <8 x i64> %2548, %90
  %2550 = fcmp oeq <16 x float> %2539, %66
  %2551 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2539, i32 4)
  %2552 = bitcast <8 x i64> %2549 to <16 x float>
  %2553 = select <16 x i1> %2550, <16 x float> %2552, <16 x float> %2551
  br label %2557

2554:                                             ; preds = %2538
  %2555 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2501, <16 x i1> %2135, <16 x float> zeroinitializer)
  %2556 = fadd <16 x float> %2539, %2555
  br label %2557

2557:                                             ; preds = %2496, %2519, %2538, %2554, %2547, %2540
  %2558 = phi <16 x float> [ %2546, %2540 ], [ %2553, %2547 ], [ %2556, %2554 ], [ %2520, %2519 ], [ %2539, %2538 ], [ %2036, %2496 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2558, ptr align 1 %2500, <16 x i1> %2135)
  %2559 = add nsw i64 %2038, %490
  %2560 = add nsw i64 %2559, %821
  %2561 = getelementptr inbounds float, ptr %435, i64 %2560
  %2562 = getelementptr inbounds float, ptr %433, i64 %2560
  switch i64 %266, label %1370 [
    i64 1, label %2577
    i64 2, label %2570
    i64 3, label %2563
    i64 0, label %2634
  ]

2563:                                             ; preds = %2557
  %2564 = bitcast <16 x float> %2037 to <8 x i64>
  %2565 = and <8 x i64> %2564, %89
  %2566 = fcmp oeq <16 x float> %2037, %63
  %2567 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2037, i32 4)
  %2568 = bitcast <8 x i64> %2565 to <16 x float>
  %2569 = select <16 x i1> %2566, <16 x float> %2568, <16 x float> %2567
  br label %2580

2570:                                             ; preds = %2557
  %2571 = bitcast <16 x float> %2037 to <8 x i64>
  %2572 = or <8 x i64> %2571, %90
  %2573 = fcmp oeq <16 x float> %2037, %66
  %2574 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2037, i32 4)
  %2575 = bitcast <8 x i64> %2572 to <16 x float>
  %2576 = select <16 x i1> %2573, <16 x float> %2575, <16 x float> %2574
  br label %2580

2577:                                             ; preds = %2557
  %2578 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2562, <16 x i1> %2135, <16 x float> zeroinitializer)
  %2579 = fadd <16 x float> %2037, %2578
  br label %2580

2580:                                             ; preds = %2577, %2570, %2563
  %2581 = phi <16 x float> [ %2579, %2577 ], [ %2576, %2570 ], [ %2569, %2563 ]
  switch i64 %268, label %1370 [
    i64 1, label %2596
    i64 2, label %2589
    i64 3, label %2582
    i64 0, label %2634
  ]

2582:                                             ; preds = %2580
  %2583 = bitcast <16 x float> %2581 to <8 x i64>
  %2584 = and <8 x i64> %2583, %89
  %2585 = fcmp oeq <16 x float> %2581, %63
  %2586 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2581, i32 4)
  %2587 = bitcast <8 x i64> %2584 to <16 x float>
  %2588 = select <16 x i1> %2585, <16 x float> %2587, <16 x float> %2586
  br label %2599

2589:                                             ; preds = %2580
  %2590 = bitcast <16 x float> %2581 to <8 x i64>
  %2591 = or <8 x i64> %2590, %90
  %2592 = fcmp oeq <16 x float> %2581, %66
  %2593 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2581, i32 4)
  %2594 = bitcast <8 x i64> %2591 to <16 x float>
  %2595 = select <16 x i1> %2592, <16 x float> %2594, <16 x float> %2593
  br label %2599

2596:                                             ; preds = %2580
  %2597 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2562, <16 x i1> %2135, <16 x float> zeroinitializer)
  %2598 = fadd <16 x float> %2581, %2597
  br label %2599

2599:                                             ; preds = %2596, %2589, %2582
  %2600 = phi <16 x float> [ %2598, %2596 ], [ %2595, %2589 ], [ %2588, %2582 ]
  switch i64 %270, label %1370 [
    i64 1, label %2615
    i64 2, label %2608
    i64 3, label %2601
    i64 0, label %2634
  ]

2601:                                             ; preds = %2599
  %2602 = bitcast <16 x float> %2600 to <8 x i64>
  %2603 = and <8 x i64> %2602, %89
  %2604 = fcmp oeq <16 x float> %2600, %63
  %2605 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2600, i32 4)
  %2606 = bitcast <8 x i64> %2603 to <16 x float>
  %2607 = select <16 x i1> %2604, <16 x float> %2606, <16 x float> %2605
  br label %2634

2608:                                             ; preds = %2599
  %2609 = bitcast <16 x float> %2600 to <8 x i64>
  %2610 = or <8 x i64> %2609, %90
  %2611 = fcmp oeq <16 x float> %2600, %66
  %2612 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2600, i32 4)
  %2613 = bitcast <8 x i64> %2610 to <16 x float>
  %2614 = select <16 x i1> %2611, <16 x float> %2613, <16 x float> %2612
  br label %2634

2615:                                             ; preds = %2599
  %2616 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2562, <16 x i1> %2135, <16 x float> zeroinitializer)
  %2617 = fadd <16 x float> %2600, %2616
  br label %2634

2618:                                             ; preds = %2029
  %2619 = bitcast i16 %1863 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2030, ptr align 1 %2041, <16 x i1> %2619)
  %2620 = getelementptr float, ptr %792, i64 %2038
  %2621 = getelementptr float, ptr %2620, i64 %821
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2031, ptr align 1 %2621, <16 x i1> %2619)
  %2622 = getelementptr float, ptr %793, i64 %2038
  %2623 = getelementptr float, ptr %2622, i64 %821
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2032, ptr align 1 %2623, <16 x i1> %2619)
  %2624 = getelementptr float, ptr %794, i64 %2038
  %2625 = getelementptr float, ptr %2624, i64 %821
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2033, ptr align 1 %2625, <16 x i1> %2619)
  %2626 = getelementptr float, ptr %795, i64 %2038
  %2627 = getelementptr float, ptr %2626, i64 %821
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2034, ptr align 1 %2627, <16 x i1> %2619)
  %2628 = getelementptr float, ptr %796, i64 %2038
  %2629 = getelementptr float, ptr %2628, i64 %821
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2035, ptr align 1 %2629, <16 x i1> %2619)
  %2630 = getelementptr float, ptr %797, i64 %2038
  %2631 = getelementptr float, ptr %2630, i64 %821
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2036, ptr align 1 %2631, <16 x i1> %2619)
  %2632 = getelementptr float, ptr %798, i64 %2038
  %2633 = getelementptr float, ptr %2632, i64 %821
  br label %2634

2634:                                             ; preds = %2557, %2580, %2599, %2615, %2608, %2601, %2618
  %2635 = phi ptr [ %2633, %2618 ], [ %2561, %2601 ], [ %2561, %2608 ], [ %2561, %2615 ], [ %2561, %2599 ], [ %2561, %2580 ], [ %2561, %2557 ]
  %2636 = phi <16 x i1> [ %2619, %2618 ], [ %2135, %2601 ], [ %2135, %2608 ], [ %2135, %2615 ], [ %2135, %2599 ], [ %2135, %2580 ], [ %2135, %2557 ]
  %2637 = phi <16 x float> [ %2037, %2618 ], [ %2607, %2601 ], [ %2614, %2608 ], [ %2617, %2615 ], [ %2600, %2599 ], [ %2581, %2580 ], [ %2037, %2557 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2637, ptr align 1 %2635, <16 x i1> %2636)
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %11662

2638:                                             ; preds = %1084
  %2639 = insertelement <2 x i64> poison, i64 %821, i64 0
  %2640 = insertelement <2 x i64> %2639, i64 %820, i64 1
  %2641 = sub nsw <2 x i64> %318, %2640
  %2642 = extractelement <2 x i64> %2641, i64 0
  %2643 = icmp sgt i64 %2642, 15
  %2644 = trunc i64 %2642 to i32
  %2645 = shl nsw i32 -1, %2644
  %2646 = trunc i32 %2645 to i16
  %2647 = xor i16 %2646, -1
  %2648 = select i1 %2643, i16 -1, i16 %2647
  %2649 = extractelement <2 x i64> %2641, i64 1
  %2650 = icmp sgt i64 %2649, 15
  %2651 = trunc i64 %2649 to i32
  %2652 = shl nsw i32 -1, %2651
  %2653 = trunc i32 %2652 to i16
  %2654 = xor i16 %2653, -1
  %2655 = select i1 %2650, i16 -1, i16 %2654
  %2656 = bitcast i16 %2648 to <16 x i1>
  %2657 = mul nsw i64 %816, %10
  %2658 = bitcast i16 %2655 to <16 x i1>
  %2659 = mul nsw i64 %817, %10
  br i1 %82, label %2675, label %2669

2660:                                             ; preds = %2794
  %2661 = mul nsw i64 %816, %13
  %2662 = mul nsw i64 %817, %13
  %2663 = insertelement <8 x i64> poison, i64 %821, i64 0
  %2664 = shufflevector <8 x i64> %2663, <8 x i64> poison, <8 x i32> zeroinitializer
  %2665 = shufflevector <2 x i64> %2641, <2 x i64> poison, <8 x i32> zeroinitializer
  %2666 = insertelement <8 x i64> poison, i64 %820, i64 0
  %2667 = shufflevector <8 x i64> %2666, <8 x i64> poison, <8 x i32> zeroinitializer
  %2668 = shufflevector <2 x i64> %2641, <2 x i64> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  br label %2797

2669:                                             ; preds = %2638
  %2670 = load float, ptr %444, align 4
  %2671 = insertelement <16 x float> poison, float %2670, i64 0
  %2672 = shufflevector <16 x float> %2671, <16 x float> poison, <16 x i32> zeroinitializer
  %2673 = insertelement <16 x float> poison, float %2670, i64 0
  %2674 = shufflevector <16 x float> %2673, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2682

2675:                                             ; preds = %2638
  %2676 = getelementptr inbounds float, ptr %740, i64 %2657
  %2677 = getelementptr inbounds float, ptr %2676, i64 %821
  %2678 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2677, <16 x i1> %2656, <16 x float> zeroinitializer)
  %2679 = getelementptr inbounds float, ptr %740, i64 %2659
  %2680 = getelementptr inbounds float, ptr %2679, i64 %820
  %2681 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2680, <16 x i1> %2658, <16 x float> zeroinitializer)
  br label %2682

2682:                                             ; preds = %2675, %2669
  %2683 = phi <16 x float> [ %2678, %2675 ], [ %2672, %2669 ]
  %2684 = phi <16 x float> [ %2681, %2675 ], [ %2674, %2669 ]
  br i1 %82, label %2691, label %2685

2685:                                             ; preds = %2682
  %2686 = load float, ptr %741, align 4
  %2687 = insertelement <16 x float> poison, float %2686, i64 0
  %2688 = shufflevector <16 x float> %2687, <16 x float> poison, <16 x i32> zeroinitializer
  %2689 = insertelement <16 x float> poison, float %2686, i64 0
  %2690 = shufflevector <16 x float> %2689, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2698

2691:                                             ; preds = %2682
  %2692 = getelementptr inbounds float, ptr %744, i64 %2657
  %2693 = getelementptr inbounds float, ptr %2692, i64 %821
  %2694 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2693, <16 x i1> %2656, <16 x float> zeroinitializer)
  %2695 = getelementptr inbounds float, ptr %744, i64 %2659
  %2696 = getelementptr inbounds float, ptr %2695, i64 %820
  %2697 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2696, <16 x i1> %2658, <16 x float> zeroinitializer)
  br label %2698

2698:                                             ; preds = %2691, %2685
  %2699 = phi <16 x float> [ %2694, %2691 ], [ %2688, %2685 ]
  %2700 = phi <16 x float> [ %2697, %2691 ], [ %2690, %2685 ]
  br i1 %82, label %2707, label %2701

2701:                                             ; preds = %2698
  %2702 = load float, ptr %745, align 4
  %2703 = insertelement <16 x float> poison, float %2702, i64 0
  %2704 = shufflevector <16 x float> %2703, <16 x float> poison, <16 x i32> zeroinitializer
  %2705 = insertelement <16 x float> poison, float %2702, i64 0
  %2706 = shufflevector <16 x float> %2705, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2714

2707:                                             ; preds = %2698
  %2708 = getelementptr inbounds float, ptr %748, i64 %2657
  %2709 = getelementptr inbounds float, ptr %2708, i64 %821
  %2710 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2709, <16 x i1> %2656, <16 x float> zeroinitializer)
  %2711 = getelementptr inbounds float, ptr %748, i64 %2659
  %2712 = getelementptr inbounds float, ptr %2711, i64 %820
  %2713 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2712, <16 x i1> %2658, <16 x float> zeroinitializer)
  br label %2714

2714:                                             ; preds = %2707, %2701
  %2715 = phi <16 x float> [ %2710, %2707 ], [ %2704, %2701 ]
  %2716 = phi <16 x float> [ %2713, %2707 ], [ %2706, %2701 ]
  br i1 %82, label %2723, label %2717

2717:                                             ; preds = %2714
  %2718 = load float, ptr %749, align 4
  %2719 = insertelement <16 x float> poison, float %2718, i64 0
  %2720 = shufflevector <16 x float> %2719, <16 x float> poison, <16 x i32> zeroinitializer
  %2721 = insertelement <16 x float> poison, float %2718, i64 0
  %2722 = shufflevector <16 x float> %2721, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2730

2723:                                             ; preds = %2714
  %2724 = getelementptr inbounds float, ptr %752, i64 %2657
  %2725 = getelementptr inbounds float, ptr %2724, i64 %821
  %2726 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2725, <16 x i1> %2656, <16 x float> zeroinitializer)
  %2727 = getelementptr inbounds float, ptr %752, i64 %2659
  %2728 = getelementptr inbounds float, ptr %2727, i64 %820
  %2729 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2728, <16 x i1> %2658, <16 x float> zeroinitializer)
  br label %2730

2730:                                             ; preds = %2723, %2717
  %2731 = phi <16 x float> [ %2726, %2723 ], [ %2720, %2717 ]
  %2732 = phi <16 x float> [ %2729, %2723 ], [ %2722, %2717 ]
  br i1 %82, label %2739, label %2733

2733:                                             ; preds = %2730
  %2734 = load float, ptr %753, align 4
  %2735 = insertelement <16 x float> poison, float %2734, i64 0
  %2736 = shufflevector <16 x float> %2735, <16 x float> poison, <16 x i32> zeroinitializer
  %2737 = insertelement <16 x float> poison, float %2734, i64 0
  %2738 = shufflevector <16 x float> %2737, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2746

2739:                                             ; preds = %2730
  %2740 = getelementptr inbounds float, ptr %756, i64 %2657
  %2741 = getelementptr inbounds float, ptr %2740, i64 %821
  %2742 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2741, <16 x i1> %2656, <16 x float> zeroinitializer)
  %2743 = getelementptr inbounds float, ptr %756, i64 %2659
  %2744 = getelementptr inbounds float, ptr %2743, i64 %820
  %2745 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2744, <16 x i1> %2658, <16 x float> zeroinitializer)
  br label %2746

2746:                                             ; preds = %2739, %2733
  %2747 = phi <16 x float> [ %2742, %2739 ], [ %2736, %2733 ]
  %2748 = phi <16 x float> [ %2745, %2739 ], [ %2738, %2733 ]
  br i1 %82, label %2755, label %2749

2749:                                             ; preds = %2746
  %2750 = load float, ptr %757, align 4
  %2751 = insertelement <16 x float> poison, float %2750, i64 0
  %2752 = shufflevector <16 x float> %2751, <16 x float> poison, <16 x i32> zeroinitializer
  %2753 = insertelement <16 x float> poison, float %2750, i64 0
  %2754 = shufflevector <16 x float> %2753, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2762

2755:                                             ; preds = %2746
  %2756 = getelementptr inbounds float, ptr %760, i64 %2657
  %2757 = getelementptr inbounds float, ptr %2756, i64 %821
  %2758 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2757, <16 x i1> %2656, <16 x float> zeroinitializer)
  %2759 = getelementptr inbounds float, ptr %760, i64 %2659
  %2760 = getelementptr inbounds float, ptr %2759, i64 %820
  %2761 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2760, <16 x i1> %2658, <16 x float> zeroinitializer)
  br label %2762

2762:                                             ; preds = %2755, %2749
  %2763 = phi <16 x float> [ %2758, %2755 ], [ %2752, %2749 ]
  %2764 = phi <16 x float> [ %2761, %2755 ], [ %2754, %2749 ]
  br i1 %82, label %2771, label %2765

2765:                                             ; preds = %2762
  %2766 = load float, ptr %761, align 4
  %2767 = insertelement <16 x float> poison, float %2766, i64 0
  %2768 = shufflevector <16 x float> %2767, <16 x float> poison, <16 x i32> zeroinitializer
  %2769 = insertelement <16 x float> poison, float %2766, i64 0
  %2770 = shufflevector <16 x float> %2769, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2778

2771:                                             ; preds = %2762
  %2772 = getelementptr inbounds float, ptr %764, i64 %2657
  %2773 = getelementptr inbounds float, ptr %2772, i64 %821
  %2774 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2773, <16 x i1> %2656, <16 x float> zeroinitializer)
  %2775 = getelementptr inbounds float, ptr %764, i64 %2659
  %2776 = getelementptr inbounds float, ptr %2775, i64 %820
  %2777 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2776, <16 x i1> %2658, <16 x float> zeroinitializer)
  br label %2778

2778:                                             ; preds = %2771, %2765
  %2779 = phi <16 x float> [ %2774, %2771 ], [ %2768, %2765 ]
  %2780 = phi <16 x float> [ %2777, %2771 ], [ %2770, %2765 ]
  br i1 %82, label %2787, label %2781

2781:                                             ; preds = %2778
  %2782 = load float, ptr %765, align 4
  %2783 = insertelement <16 x float> poison, float %2782, i64 0
  %2784 = shufflevector <16 x float> %2783, <16 x float> poison, <16 x i32> zeroinitializer
  %2785 = insertelement <16 x float> poison, float %2782, i64 0
  %2786 = shufflevector <16 x float> %2785, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2794

2787:                                             ; preds = %2778
  %2788 = getelementptr inbounds float, ptr %768, i64 %2657
  %2789 = getelementptr inbounds float, ptr %2788, i64 %821
  %2790 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2789, <16 x i1> %2656, <16 x float> zeroinitializer)
  %2791 = getelementptr inbounds float, ptr %768, i64 %2659
  %2792 = getelementptr inbounds float, ptr %2791, i64 %820
  %2793 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2792, <16 x i1> %2658, <16 x float> zeroinitializer)
  br label %2794

2794:                                             ; preds = %2787, %2781
  %2795 = phi <16 x float> [ %2790, %2787 ], [ %2784, %2781 ]
  %2796 = phi <16 x float> [ %2793, %2787 ], [ %2786, %2781 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  br i1 %83, label %2660, label %2870

2797:                                             ; preds = %2660, %2871
  %2798 = phi i64 [ %2872, %2871 ], [ 0, %2660 ]
  br i1 %84, label %2799, label %2871

2799:                                             ; preds = %2797
  %2800 = mul nuw nsw i64 %2798, %12
  %2801 = sub i64 %2798, %15
  %2802 = add i64 %2801, %2662
  %2803 = add i64 %2801, %2661
  %2804 = icmp sgt i64 %2802, -1
  %2805 = icmp sgt i64 %2803, -1
  %2806 = icmp slt i64 %2802, %7
  %2807 = icmp slt i64 %2803, %7
  %2808 = and i1 %2804, %2806
  %2809 = and i1 %2805, %2807
  %2810 = select i1 %2809, i64 %2803, i64 0
  %2811 = mul nsw i64 %2810, %8
  %2812 = select i1 %2808, i64 %2802, i64 0
  %2813 = mul nsw i64 %2812, %8
  br i1 %395, label %2868, label %2814

2814:                                             ; preds = %2799
  %2815 = insertelement <8 x i64> poison, i64 %2800, i64 0
  %2816 = shufflevector <8 x i64> %2815, <8 x i64> poison, <8 x i32> zeroinitializer
  %2817 = insertelement <8 x i64> poison, i64 %2811, i64 0
  %2818 = shufflevector <8 x i64> %2817, <8 x i64> poison, <8 x i32> zeroinitializer
  %2819 = insertelement <8 x i64> poison, i64 %2813, i64 0
  %2820 = shufflevector <8 x i64> %2819, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %2821

2821:                                             ; preds = %2821, %2814
  %2822 = phi i64 [ 0, %2814 ], [ %2864, %2821 ]
  %2823 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %2814 ], [ %2865, %2821 ]
  %2824 = add nuw nsw <8 x i64> %2823, %2816
  %2825 = sub <8 x i64> %2823, %398
  %2826 = getelementptr inbounds nuw [3 x i64], ptr %33, <8 x i64> %2824
  %2827 = getelementptr inbounds nuw [3 x i32], ptr %34, <8 x i64> %2824
  %2828 = add <8 x i64> %2825, %2664
  %2829 = icmp slt <8 x i64> %2828, zeroinitializer
  %2830 = sub nsw <8 x i64> zeroinitializer, %2828
  %2831 = select <8 x i1> %2829, <8 x i64> %2830, <8 x i64> zeroinitializer
  %2832 = sub nsw <8 x i64> %400, %2828
  %2833 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %2832, <8 x i64> %2665)
  %2834 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %2833, <8 x i64> splat (i64 16))
  %2835 = icmp sgt <8 x i64> %2834, %2831
  %2836 = select i1 %2809, <8 x i1> %2835, <8 x i1> zeroinitializer
  %2837 = add nsw <8 x i64> %2818, %2828
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %2837, <8 x ptr> align 8 %2826, <8 x i1> splat (i1 true))
  %2838 = trunc <8 x i64> %2834 to <8 x i32>
  %2839 = shl nsw <8 x i32> splat (i32 -1), %2838
  %2840 = xor <8 x i32> %2839, splat (i32 -1)
  %2841 = trunc <8 x i64> %2831 to <8 x i32>
  %2842 = shl nsw <8 x i32> splat (i32 -1), %2841
  %2843 = and <8 x i32> %2842, %2840
  %2844 = select <8 x i1> %2836, <8 x i32> %2843, <8 x i32> zeroinitializer
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %2844, <8 x ptr> align 4 %2827, <8 x i1> splat (i1 true))
  %2845 = add <8 x i64> %2825, %2667
  %2846 = icmp slt <8 x i64> %2845, zeroinitializer
  %2847 = sub nsw <8 x i64> zeroinitializer, %2845
  %2848 = select <8 x i1> %2846, <8 x i64> %2847, <8 x i64> zeroinitializer
  %2849 = sub nsw <8 x i64> %400, %2845
  %2850 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %2849, <8 x i64> %2668)
  %2851 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %2850, <8 x i64> splat (i64 16))
  %2852 = icmp sgt <8 x i64> %2851, %2848
  %2853 = select i1 %2808, <8 x i1> %2852, <8 x i1> zeroinitializer
  %2854 = add nsw <8 x i64> %2820, %2845
  %2855 = getelementptr inbounds nuw i8, <8 x ptr> %2826, i64 8
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %2854, <8 x ptr> align 8 %2855, <8 x i1> splat (i1 true))
  %2856 = trunc <8 x i64> %2851 to <8 x i32>
  %2857 = shl nsw <8 x i32> splat (i32 -1), %2856
  %2858 = xor <8 x i32> %2857, splat (i32 -1)
  %2859 = trunc <8 x i64> %2848 to <8 x i32>
  %2860 = shl nsw <8 x i32> splat (i32 -1), %2859
  %2861 = and <8 x i32> %2860, %2858
  %2862 = select <8 x i1> %2853, <8 x i32> %2861, <8 x i32> zeroinitializer
  %2863 = getelementptr inbounds nuw i8, <8 x ptr> %2827, i64 4
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %2862, <8 x ptr> align 4 %2863, <8 x i1> splat (i1 true))
  %2864 = add nuw i64 %2822, 8
  %2865 = add nuw nsw <8 x i64> %2823, splat (i64 8)
  %2866 = icmp eq i64 %2864, %396
  br i1 %2866, label %2867, label %2821

2867:                                             ; preds = %2821
  br i1 %401, label %2871, label %2868

2868:                                             ; preds = %2799, %2867
  %2869 = phi i64 [ 0, %2799 ], [ %396, %2867 ]
  br label %2874

2870:                                             ; preds = %2871, %2794
  br i1 %86, label %2940, label %2912

2871:                                             ; preds = %2874, %2867, %2797
  %2872 = add nuw nsw i64 %2798, 1
  %2873 = icmp eq i64 %2872, %11
  br i1 %2873, label %2870, label %2797

2874:                                             ; preds = %2868, %2874
  %2875 = phi i64 [ %2910, %2874 ], [ %2869, %2868 ]
  %2876 = add nuw nsw i64 %2875, %2800
  %2877 = sub i64 %2875, %16
  %2878 = getelementptr inbounds nuw [3 x i64], ptr %33, i64 %2876
  %2879 = getelementptr inbounds nuw [3 x i32], ptr %34, i64 %2876
  %2880 = getelementptr inbounds nuw i8, ptr %2878, i64 8
  %2881 = add i64 %2877, %820
  %2882 = add i64 %2877, %821
  %2883 = add nsw i64 %2811, %2882
  store i64 %2883, ptr %2878, align 8
  %2884 = insertelement <2 x i64> poison, i64 %2882, i64 0
  %2885 = insertelement <2 x i64> %2884, i64 %2881, i64 1
  %2886 = icmp slt <2 x i64> %2885, zeroinitializer
  %2887 = sub nsw <2 x i64> zeroinitializer, %2885
  %2888 = select <2 x i1> %2886, <2 x i64> %2887, <2 x i64> zeroinitializer
  %2889 = sub nsw i64 %8, %2881
  %2890 = sub nsw i64 %8, %2882
  %2891 = insertelement <2 x i64> poison, i64 %2890, i64 0
  %2892 = insertelement <2 x i64> %2891, i64 %2889, i64 1
  %2893 = call <2 x i64> @llvm.smin.v2i64(<2 x i64> %2892, <2 x i64> %2641)
  %2894 = call <2 x i64> @llvm.smin.v2i64(<2 x i64> %2893, <2 x i64> splat (i64 16))
  %2895 = icmp sgt <2 x i64> %2894, %2888
  %2896 = extractelement <2 x i1> %2895, i64 1
  %2897 = select i1 %2808, i1 %2896, i1 false
  %2898 = extractelement <2 x i1> %2895, i64 0
  %2899 = select i1 %2809, i1 %2898, i1 false
  %2900 = add nsw i64 %2813, %2881
  store i64 %2900, ptr %2880, align 8
  %2901 = trunc <2 x i64> %2894 to <2 x i32>
  %2902 = shl nsw <2 x i32> splat (i32 -1), %2901
  %2903 = xor <2 x i32> %2902, splat (i32 -1)
  %2904 = trunc <2 x i64> %2888 to <2 x i32>
  %2905 = shl nsw <2 x i32> splat (i32 -1), %2904
  %2906 = and <2 x i32> %2905, %2903
  %2907 = insertelement <2 x i1> poison, i1 %2899, i64 0
  %2908 = insertelement <2 x i1> %2907, i1 %2897, i64 1
  %2909 = select <2 x i1> %2908, <2 x i32> %2906, <2 x i32> zeroinitializer
  store <2 x i32> %2909, ptr %2879, align 4
  %2910 = add nuw nsw i64 %2875, 1
  %2911 = icmp eq i64 %2910, %12
  br i1 %2911, label %2871, label %2874

2912:                                             ; preds = %2962, %2870
  %2913 = phi <16 x float> [ %2716, %2870 ], [ %2973, %2962 ]
  %2914 = phi <16 x float> [ %2715, %2870 ], [ %2974, %2962 ]
  %2915 = phi <16 x float> [ %2731, %2870 ], [ %2972, %2962 ]
  %2916 = phi <16 x float> [ %2700, %2870 ], [ %2975, %2962 ]
  %2917 = phi <16 x float> [ %2699, %2870 ], [ %2976, %2962 ]
  %2918 = phi <16 x float> [ %2732, %2870 ], [ %2971, %2962 ]
  %2919 = phi <16 x float> [ %2684, %2870 ], [ %2977, %2962 ]
  %2920 = phi <16 x float> [ %2683, %2870 ], [ %2978, %2962 ]
  %2921 = phi <16 x float> [ %2747, %2870 ], [ %2970, %2962 ]
  %2922 = phi <16 x float> [ %2748, %2870 ], [ %2969, %2962 ]
  %2923 = phi <16 x float> [ %2763, %2870 ], [ %2968, %2962 ]
  %2924 = phi <16 x float> [ %2764, %2870 ], [ %2967, %2962 ]
  %2925 = phi <16 x float> [ %2779, %2870 ], [ %2966, %2962 ]
  %2926 = phi <16 x float> [ %2780, %2870 ], [ %2965, %2962 ]
  %2927 = phi <16 x float> [ %2795, %2870 ], [ %2964, %2962 ]
  %2928 = phi <16 x float> [ %2796, %2870 ], [ %2963, %2962 ]
  %2929 = mul nsw i64 %816, %10
  %2930 = add i64 %2929, %821
  %2931 = bitcast i16 %2648 to <16 x i1>
  %2932 = mul nsw i64 %817, %10
  %2933 = add i64 %2932, %820
  %2934 = bitcast i16 %2655 to <16 x i1>
  %2935 = bitcast i16 %2648 to <16 x i1>
  %2936 = mul nsw i64 %817, %10
  %2937 = bitcast i16 %2655 to <16 x i1>
  %2938 = add i64 %769, %2930
  %2939 = getelementptr inbounds float, ptr %435, i64 %2938
  br i1 %88, label %3182, label %3065

2940:                                             ; preds = %2870, %2962
  %2941 = phi <16 x float> [ %2963, %2962 ], [ %2796, %2870 ]
  %2942 = phi <16 x float> [ %2964, %2962 ], [ %2795, %2870 ]
  %2943 = phi <16 x float> [ %2965, %2962 ], [ %2780, %2870 ]
  %2944 = phi <16 x float> [ %2966, %2962 ], [ %2779, %2870 ]
  %2945 = phi <16 x float> [ %2967, %2962 ], [ %2764, %2870 ]
  %2946 = phi <16 x float> [ %2968, %2962 ], [ %2763, %2870 ]
  %2947 = phi <16 x float> [ %2969, %2962 ], [ %2748, %2870 ]
  %2948 = phi <16 x float> [ %2970, %2962 ], [ %2747, %2870 ]
  %2949 = phi <16 x float> [ %2971, %2962 ], [ %2732, %2870 ]
  %2950 = phi <16 x float> [ %2972, %2962 ], [ %2731, %2870 ]
  %2951 = phi <16 x float> [ %2973, %2962 ], [ %2716, %2870 ]
  %2952 = phi <16 x float> [ %2974, %2962 ], [ %2715, %2870 ]
  %2953 = phi <16 x float> [ %2975, %2962 ], [ %2700, %2870 ]
  %2954 = phi <16 x float> [ %2976, %2962 ], [ %2699, %2870 ]
  %2955 = phi <16 x float> [ %2977, %2962 ], [ %2684, %2870 ]
  %2956 = phi <16 x float> [ %2978, %2962 ], [ %2683, %2870 ]
  %2957 = phi i64 [ %2979, %2962 ], [ 0, %2870 ]
  %2958 = mul nsw i64 %80, %2957
  %2959 = getelementptr inbounds float, ptr %428, i64 %2958
  %2960 = mul nsw i64 %2957, %81
  %2961 = getelementptr inbounds float, ptr %445, i64 %2960
  br i1 %87, label %2981, label %2962

2962:                                             ; preds = %2981, %2940
  %2963 = phi <16 x float> [ %2941, %2940 ], [ %3062, %2981 ]
  %2964 = phi <16 x float> [ %2942, %2940 ], [ %3061, %2981 ]
  %2965 = phi <16 x float> [ %2943, %2940 ], [ %3056, %2981 ]
  %2966 = phi <16 x float> [ %2944, %2940 ], [ %3055, %2981 ]
  %2967 = phi <16 x float> [ %2945, %2940 ], [ %3050, %2981 ]
  %2968 = phi <16 x float> [ %2946, %2940 ], [ %3049, %2981 ]
  %2969 = phi <16 x float> [ %2947, %2940 ], [ %3044, %2981 ]
  %2970 = phi <16 x float> [ %2948, %2940 ], [ %3043, %2981 ]
  %2971 = phi <16 x float> [ %2949, %2940 ], [ %3038, %2981 ]
  %2972 = phi <16 x float> [ %2950, %2940 ], [ %3037, %2981 ]
  %2973 = phi <16 x float> [ %2951, %2940 ], [ %3032, %2981 ]
  %2974 = phi <16 x float> [ %2952, %2940 ], [ %3031, %2981 ]
  %2975 = phi <16 x float> [ %2953, %2940 ], [ %3026, %2981 ]
  %2976 = phi <16 x float> [ %2954, %2940 ], [ %3025, %2981 ]
  %2977 = phi <16 x float> [ %2955, %2940 ], [ %3020, %2981 ]
  %2978 = phi <16 x float> [ %2956, %2940 ], [ %3019, %2981 ]
  %2979 = add nuw nsw i64 %2957, 1
  %2980 = icmp eq i64 %2979, %5
  br i1 %2980, label %2912, label %2940

2981:                                             ; preds = %2940, %2981
  %2982 = phi <16 x float> [ %3062, %2981 ], [ %2941, %2940 ]
  %2983 = phi <16 x float> [ %3061, %2981 ], [ %2942, %2940 ]
  %2984 = phi <16 x float> [ %3056, %2981 ], [ %2943, %2940 ]
  %2985 = phi <16 x float> [ %3055, %2981 ], [ %2944, %2940 ]
  %2986 = phi <16 x float> [ %3050, %2981 ], [ %2945, %2940 ]
  %2987 = phi <16 x float> [ %3049, %2981 ], [ %2946, %2940 ]
  %2988 = phi <16 x float> [ %3044, %2981 ], [ %2947, %2940 ]
  %2989 = phi <16 x float> [ %3043, %2981 ], [ %2948, %2940 ]
  %2990 = phi <16 x float> [ %3038, %2981 ], [ %2949, %2940 ]
  %2991 = phi <16 x float> [ %3037, %2981 ], [ %2950, %2940 ]
  %2992 = phi <16 x float> [ %3032, %2981 ], [ %2951, %2940 ]
  %2993 = phi <16 x float> [ %3031, %2981 ], [ %2952, %2940 ]
  %2994 = phi <16 x float> [ %3026, %2981 ], [ %2953, %2940 ]
  %2995 = phi <16 x float> [ %3025, %2981 ], [ %2954, %2940 ]
  %2996 = phi <16 x float> [ %3020, %2981 ], [ %2955, %2940 ]
  %2997 = phi <16 x float> [ %3019, %2981 ], [ %2956, %2940 ]
  %2998 = phi i64 [ %3063, %2981 ], [ 0, %2940 ]
  %2999 = getelementptr inbounds nuw [3 x i32], ptr %34, i64 %2998
  %3000 = getelementptr inbounds nuw [3 x i64], ptr %33, i64 %2998
  %3001 = load i32, ptr %2999, align 4
  %3002 = trunc i32 %3001 to i16
  %3003 = load i64, ptr %3000, align 8
  %3004 = getelementptr inbounds float, ptr %2959, i64 %3003
  %3005 = bitcast i16 %3002 to <16 x i1>
  %3006 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3004, <16 x i1> %3005, <16 x float> zeroinitializer)
  %3007 = getelementptr inbounds nuw i8, ptr %2999, i64 4
  %3008 = load i32, ptr %3007, align 4
  %3009 = trunc i32 %3008 to i16
  %3010 = getelementptr inbounds nuw i8, ptr %3000, i64 8
  %3011 = load i64, ptr %3010, align 8
  %3012 = getelementptr inbounds float, ptr %2959, i64 %3011
  %3013 = bitcast i16 %3009 to <16 x i1>
  %3014 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3012, <16 x i1> %3013, <16 x float> zeroinitializer)
  %3015 = getelementptr float, ptr %2961, i64 %2998
  %3016 = load float, ptr %3015, align 4
  %3017 = insertelement <16 x float> poison, float %3016, i64 0
  %3018 = shufflevector <16 x float> %3017, <16 x float> poison, <16 x i32> zeroinitializer
  %3019 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3006, <16 x float> %3018, <16 x float> %2997)
  %3020 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3014, <16 x float> %3018, <16 x float> %2996)
  %3021 = getelementptr float, ptr %3015, i64 %85
  %3022 = load float, ptr %3021, align 4
  %3023 = insertelement <16 x float> poison, float %3022, i64 0
  %3024 = shufflevector <16 x float> %3023, <16 x float> poison, <16 x i32> zeroinitializer
  %3025 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3006, <16 x float> %3024, <16 x float> %2995)
  %3026 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3014, <16 x float> %3024, <16 x float> %2994)
  %3027 = getelementptr i8, ptr %3015, i64 %209
  %3028 = load float, ptr %3027, align 4
  %3029 = insertelement <16 x float> poison, float %3028, i64 0
  %3030 = shufflevector <16 x float> %3029, <16 x float> poison, <16 x i32> zeroinitializer
  %3031 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3006, <16 x float> %3030, <16 x float> %2993)
  %3032 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3014, <16 x float> %3030, <16 x float> %2992)
  %3033 = getelementptr i8, ptr %3015, i64 %210
  %3034 = load float, ptr %3033, align 4
  %3035 = insertelement <16 x float> poison, float %3034, i64 0
  %3036 = shufflevector <16 x float> %3035, <16 x float> poison, <16 x i32> zeroinitializer
  %3037 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3006, <16 x float> %3036, <16 x float> %2991)
  %3038 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3014, <16 x float> %3036, <16 x float> %2990)
  %3039 = getelementptr i8, ptr %3015, i64 %211
  %3040 = load float, ptr %3039, align 4
  %3041 = insertelement <16 x float> poison, float %3040, i64 0
  %3042 = shufflevector <16 x float> %3041, <16 x float> poison, <16 x i32> zeroinitializer
  %3043 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3006, <16 x float> %3042, <16 x float> %2989)
  %3044 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3014, <16 x float> %3042, <16 x float> %2988)
  %3045 = getelementptr i8, ptr %3015, i64 %212
  %3046 = load float, ptr %3045, align 4
  %3047 = insertelement <16 x float> poison, float %3046, i64 0
  %3048 = shufflevector <16 x float> %3047, <16 x float> poison, <16 x i32> zeroinitializer
  %3049 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3006, <16 x float> %3048, <16 x float> %2987)
  %3050 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3014, <16 x float> %3048, <16 x float> %2986)
  %3051 = getelementptr i8, ptr %3015, i64 %213
  %3052 = load float, ptr %3051, align 4
  %3053 = insertelement <16 x float> poison, float %3052, i64 0
  %3054 = shufflevector <16 x float> %3053, <16 x float> poison, <16 x i32> zeroinitializer
  %3055 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3006, <16 x float> %3054, <16 x float> %2985)
  %3056 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3014, <16 x float> %3054, <16 x float> %2984)
  %3057 = getelementptr i8, ptr %3015, i64 %214
  %3058 = load float, ptr %3057, align 4
  %3059 = insertelement <16 x float> poison, float %3058, i64 0
  %3060 = shufflevector <16 x float> %3059, <16 x float> poison, <16 x i32> zeroinitializer
  %3061 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3006, <16 x float> %3060, <16 x float> %2983)
  %3062 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3014, <16 x float> %3060, <16 x float> %2982)
  %3063 = add nuw nsw i64 %2998, 1
  %3064 = icmp eq i64 %3063, %81
  br i1 %3064, label %2962, label %2981

3065:                                             ; preds = %2912
  %3066 = getelementptr inbounds float, ptr %433, i64 %2938
  switch i64 %215, label %1370 [
    i64 1, label %3067
    i64 2, label %3070
    i64 3, label %3077
    i64 0, label %3122
  ]

3067:                                             ; preds = %3065
  %3068 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3066, <16 x i1> %2931, <16 x float> zeroinitializer)
  %3069 = fadd <16 x float> %2920, %3068
  br label %3084

3070:                                             ; preds = %3065
  %3071 = bitcast <16 x float> %2920 to <8 x i64>
  %3072 = or <8 x i64> %3071, %90
  %3073 = fcmp oeq <16 x float> %2920, %66
  %3074 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2920, i32 4)
  %3075 = bitcast <8 x i64> %3072 to <16 x float>
  %3076 = select <16 x i1> %3073, <16 x float> %3075, <16 x float> %3074
  br label %3084

3077:                                             ; preds = %3065
  %3078 = bitcast <16 x float> %2920 to <8 x i64>
  %3079 = and <8 x i64> %3078, %89
  %3080 = fcmp oeq <16 x float> %2920, %63
  %3081 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2920, i32 4)
  %3082 = bitcast <8 x i64> %3079 to <16 x float>
  %3083 = select <16 x i1> %3080, <16 x float> %3082, <16 x float> %3081
  br label %3084

3084:                                             ; preds = %3077, %3070, %3067
  %3085 = phi <16 x float> [ %3069, %3067 ], [ %3076, %3070 ], [ %3083, %3077 ]
  switch i64 %217, label %1370 [
    i64 1, label %3100
    i64 2, label %3093
    i64 3, label %3086
    i64 0, label %3122
  ]

3086:                                             ; preds = %3084
  %3087 = bitcast <16 x float> %3085 to <8 x i64>
  %3088 = and <8 x i64> %3087, %89
  %3089 = fcmp oeq <16 x float> %3085, %63
  %3090 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3085, i32 4)
  %3091 = bitcast <8 x i64> %3088 to <16 x float>
  %3092 = select <16 x i1> %3089, <16 x float> %3091, <16 x float> %3090
  br label %3103

3093:                                             ; preds = %3084
  %3094 = bitcast <16 x float> %3085 to <8 x i64>
  %3095 = or <8 x i64> %3094, %90
  %3096 = fcmp oeq <16 x float> %3085, %66
  %3097 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3085, i32 4)
  %3098 = bitcast <8 x i64> %3095 to <16 x float>
  %3099 = select <16 x i1> %3096, <16 x float> %3098, <16 x float> %3097
  br label %3103

3100:                                             ; preds = %3084
  %3101 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3066, <16 x i1> %2931, <16 x float> zeroinitializer)
  %3102 = fadd <16 x float> %3085, %3101
  br label %3103

3103:                                             ; preds = %3100, %3093, %3086
  %3104 = phi <16 x float> [ %3102, %3100 ], [ %3099, %3093 ], [ %3092, %3086 ]
  switch i64 %219, label %1370 [
    i64 1, label %3119
    i64 2, label %3112
    i64 3, label %3105
    i64 0, label %3122
  ]

3105:                                             ; preds = %3103
  %3106 = bitcast <16 x float> %3104 to <8 x i64>
  %3107 = and <8 x i64> %3106, %89
  %3108 = fcmp oeq <16 x float> %3104, %63
  %3109 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3104, i32 4)
  %3110 = bitcast <8 x i64> %3107 to <16 x float>
  %3111 = select <16 x i1> %3108, <16 x float> %3110, <16 x float> %3109
  br label %3122

3112:                                             ; preds = %3103
  %3113 = bitcast <16 x float> %3104 to <8 x i64>
  %3114 = or <8 x i64> %3113, %90
  %3115 = fcmp oeq <16 x float> %3104, %66
  %3116 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3104, i32 4)
  %3117 = bitcast <8 x i64> %3114 to <16 x float>
  %3118 = select <16 x i1> %3115, <16 x float> %3117, <16 x float> %3116
  br label %3122

3119:                                             ; preds = %3103
  %3120 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3066, <16 x i1> %2931, <16 x float> zeroinitializer)
  %3121 = fadd <16 x float> %3104, %3120
  br label %3122

3122:                                             ; preds = %3065, %3084, %3103, %3119, %3112, %3105
  %3123 = phi <16 x float> [ %3111, %3105 ], [ %3118, %3112 ], [ %3121, %3119 ], [ %3085, %3084 ], [ %3104, %3103 ], [ %2920, %3065 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3123, ptr align 1 %2939, <16 x i1> %2931)
  %3124 = add i64 %769, %2933
  %3125 = getelementptr inbounds float, ptr %435, i64 %3124
  %3126 = getelementptr inbounds float, ptr %433, i64 %3124
  switch i64 %220, label %1370 [
    i64 1, label %3141
    i64 2, label %3134
    i64 3, label %3127
    i64 0, label %3185
  ]

3127:                                             ; preds = %3122
  %3128 = bitcast <16 x float> %2919 to <8 x i64>
  %3129 = and <8 x i64> %3128, %89
  %3130 = fcmp oeq <16 x float> %2919, %63
  %3131 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2919, i32 4)
  %3132 = bitcast <8 x i64> %3129 to <16 x float>
  %3133 = select <16 x i1> %3130, <16 x float> %3132, <16 x float> %3131
  br label %3144

3134:                                             ; preds = %3122
  %3135 = bitcast <16 x float> %2919 to <8 x i64>
  %3136 = or <8 x i64> %3135, %90
  %3137 = fcmp oeq <16 x float> %2919, %66
  %3138 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2919, i32 4)
  %3139 = bitcast <8 x i64> %3136 to <16 x float>
  %3140 = select <16 x i1> %3137, <16 x float> %3139, <16 x float> %3138
  br label %3144

3141:                                             ; preds = %3122
  %3142 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3126, <16 x i1> %2934, <16 x float> zeroinitializer)
  %3143 = fadd <16 x float> %2919, %3142
  br label %3144

3144:                                             ; preds = %3141, %3134, %3127
  %3145 = phi <16 x float> [ %3143, %3141 ], [ %3140, %3134 ], [ %3133, %3127 ]
  switch i64 %222, label %1370 [
    i64 1, label %3160
    i64 2, label %3153
    i64 3, label %3146
    i64 0, label %3185
  ]

3146:                                             ; preds = %3144
  %3147 = bitcast <16 x float> %3145 to <8 x i64>
  %3148 = and <8 x i64> %3147, %89
  %3149 = fcmp oeq <16 x float> %3145, %63
  %3150 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3145, i32 4)
  %3151 = bitcast <8 x i64> %3148 to <16 x float>
  %3152 = select <16 x i1> %3149, <16 x float> %3151, <16 x float> %3150
  br label %3163

3153:                                             ; preds = %3144
  %3154 = bitcast <16 x float> %3145 to <8 x i64>
  %3155 = or <8 x i64> %3154, %90
  %3156 = fcmp oeq <16 x float> %3145, %66
  %3157 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3145, i32 4)
  %3158 = bitcast <8 x i64> %3155 to <16 x float>
  %3159 = select <16 x i1> %3156, <16 x float> %3158, <16 x float> %3157
  br label %3163

3160:                                             ; preds = %3144
  %3161 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3126, <16 x i1> %2934, <16 x float> zeroinitializer)
  %3162 = fadd <16 x float> %3145, %3161
  br label %3163

3163:                                             ; preds = %3160, %3153, %3146
  %3164 = phi <16 x float> [ %3162, %3160 ], [ %3159, %3153 ], [ %3152, %3146 ]
  switch i64 %224, label %1370 [
    i64 1, label %3179
    i64 2, label %3172
    i64 3, label %3165
    i64 0, label %3185
  ]

3165:                                             ; preds = %3163
  %3166 = bitcast <16 x float> %3164 to <8 x i64>
  %3167 = and <8 x i64> %3166, %89
  %3168 = fcmp oeq <16 x float> %3164, %63
  %3169 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3164, i32 4)
  %3170 = bitcast <8 x i64> %3167 to <16 x float>
  %3171 = select <16 x i1> %3168, <16 x float> %3170, <16 x float> %3169
  br label %3185

3172:                                             ; preds = %3163
  %3173 = bitcast <16 x float> %3164 to <8 x i64>
  %3174 = or <8 x i64> %3173, %90
  %3175 = fcmp oeq <16 x float> %3164, %66
  %3176 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3164, i32 4)
  %3177 = bitcast <8 x i64> %3174 to <16 x float>
  %3178 = select <16 x i1> %3175, <16 x float> %3177, <16 x float> %3176
  br label %3185

3179:                                             ; preds = %3163
  %3180 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3126, <16 x i1> %2934, <16 x float> zeroinitializer)
  %3181 = fadd <16 x float> %3164, %3180
  br label %3185

3182:                                             ; preds = %2912
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2920, ptr align 1 %2939, <16 x i1> %2935)
  %3183 = getelementptr float, ptr %770, i64 %2936
  %3184 = getelementptr float, ptr %3183, i64 %820
  br label %3185

3185:                                             ; preds = %3122, %3144, %3163, %3179, %3172, %3165, %3182
  %3186 = phi ptr [ %3184, %3182 ], [ %3125, %3165 ], [ %3125, %3172 ], [ %3125, %3179 ], [ %3125, %3163 ], [ %3125, %3144 ], [ %3125, %3122 ]
  %3187 = phi <16 x i1> [ %2937, %3182 ], [ %2934, %3165 ], [ %2934, %3172 ], [ %2934, %3179 ], [ %2934, %3163 ], [ %2934, %3144 ], [ %2934, %3122 ]
  %3188 = phi <16 x float> [ %2919, %3182 ], [ %3171, %3165 ], [ %3178, %3172 ], [ %3181, %3179 ], [ %3164, %3163 ], [ %3145, %3144 ], [ %2919, %3122 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3188, ptr align 1 %3186, <16 x i1> %3187)
  %3189 = add i64 %772, %2930
  %3190 = getelementptr inbounds float, ptr %435, i64 %3189
  br i1 %88, label %3308, label %3191

3191:                                             ; preds = %3185
  %3192 = getelementptr inbounds float, ptr %433, i64 %3189
  switch i64 %215, label %1370 [
    i64 1, label %3207
    i64 2, label %3200
    i64 3, label %3193
    i64 0, label %3248
  ]

3193:                                             ; preds = %3191
  %3194 = bitcast <16 x float> %2917 to <8 x i64>
  %3195 = and <8 x i64> %3194, %89
  %3196 = fcmp oeq <16 x float> %2917, %63
  %3197 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2917, i32 4)
  %3198 = bitcast <8 x i64> %3195 to <16 x float>
  %3199 = select <16 x i1> %3196, <16 x float> %3198, <16 x float> %3197
  br label %3210

3200:                                             ; preds = %3191
  %3201 = bitcast <16 x float> %2917 to <8 x i64>
  %3202 = or <8 x i64> %3201, %90
  %3203 = fcmp oeq <16 x float> %2917, %66
  %3204 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2917, i32 4)
  %3205 = bitcast <8 x i64> %3202 to <16 x float>
  %3206 = select <16 x i1> %3203, <16 x float> %3205, <16 x float> %3204
  br label %3210

3207:                                             ; preds = %3191
  %3208 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3192, <16 x i1> %2931, <16 x float> zeroinitializer)
  %3209 = fadd <16 x float> %2917, %3208
  br label %3210

3210:                                             ; preds = %3207, %3200, %3193
  %3211 = phi <16 x float> [ %3209, %3207 ], [ %3206, %3200 ], [ %3199, %3193 ]
  switch i64 %217, label %1370 [
    i64 1, label %3226
    i64 2, label %3219
    i64 3, label %3212
    i64 0, label %3248
  ]

3212:                                             ; preds = %3210
  %3213 = bitcast <16 x float> %3211 to <8 x i64>
  %3214 = and <8 x i64> %3213, %89
  %3215 = fcmp oeq <16 x float> %3211, %63
  %3216 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3211, i32 4)
  %3217 = bitcast <8 x i64> %3214 to <16 x float>
  %3218 = select <16 x i1> %3215, <16 x float> %3217, <16 x float> %3216
  br label %3229

3219:                                             ; preds = %3210
  %3220 = bitcast <16 x float> %3211 to <8 x i64>
  %3221 = or <8 x i64> %3220, %90
  %3222 = fcmp oeq <16 x float> %3211, %66
  %3223 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3211, i32 4)
  %3224 = bitcast <8 x i64> %3221 to <16 x float>
  %3225 = select <16 x i1> %3222, <16 x float> %3224, <16 x float> %3223
  br label %3229

3226:                                             ; preds = %3210
  %3227 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3192, <16 x i1> %2931, <16 x float> zeroinitializer)
  %3228 = fadd <16 x float> %3211, %3227
  br label %3229

3229:                                             ; preds = %3226, %3219, %3212
  %3230 = phi <16 x float> [ %3228, %3226 ], [ %3225, %3219 ], [ %3218, %3212 ]
  switch i64 %219, label %1370 [
    i64 1, label %3245
    i64 2, label %3238
    i64 3, label %3231
    i64 0, label %3248
  ]

3231:                                             ; preds = %3229
  %3232 = bitcast <16 x float> %3230 to <8 x i64>
  %3233 = and <8 x i64> %3232, %89
  %3234 = fcmp oeq <16 x float> %3230, %63
  %3235 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3230, i32 4)
  %3236 = bitcast <8 x i64> %3233 to <16 x float>
  %3237 = select <16 x i1> %3234, <16 x float> %3236, <16 x float> %3235
  br label %3248

3238:                                             ; preds = %3229
  %3239 = bitcast <16 x float> %3230 to <8 x i64>
  %3240 = or <8 x i64> %3239, %90
  %3241 = fcmp oeq <16 x float> %3230, %66
  %3242 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3230, i32 4)
  %3243 = bitcast <8 x i64> %3240 to <16 x float>
  %3244 = select <16 x i1> %3241, <16 x float> %3243, <16 x float> %3242
  br label %3248

3245:                                             ; preds = %3229
  %3246 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3192, <16 x i1> %2931, <16 x float> zeroinitializer)
  %3247 = fadd <16 x float> %3230, %3246
  br label %3248

3248:                                             ; preds = %3245, %3238, %3231, %3229, %3210, %3191
  %3249 = phi <16 x float> [ %3237, %3231 ], [ %3244, %3238 ], [ %3247, %3245 ], [ %3211, %3210 ], [ %3230, %3229 ], [ %2917, %3191 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3249, ptr align 1 %3190, <16 x i1> %2931)
  %3250 = add i64 %772, %2933
  %3251 = getelementptr inbounds float, ptr %435, i64 %3250
  %3252 = getelementptr inbounds float, ptr %433, i64 %3250
  switch i64 %220, label %1370 [
    i64 1, label %3267
    i64 2, label %3260
    i64 3, label %3253
    i64 0, label %3311
  ]

3253:                                             ; preds = %3248
  %3254 = bitcast <16 x float> %2916 to <8 x i64>
  %3255 = and <8 x i64> %3254, %89
  %3256 = fcmp oeq <16 x float> %2916, %63
  %3257 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2916, i32 4)
  %3258 = bitcast <8 x i64> %3255 to <16 x float>
  %3259 = select <16 x i1> %3256, <16 x float> %3258, <16 x float> %3257
  br label %3270

3260:                                             ; preds = %3248
  %3261 = bitcast <16 x float> %2916 to <8 x i64>
  %3262 = or <8 x i64> %3261, %90
  %3263 = fcmp oeq <16 x float> %2916, %66
  %3264 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2916, i32 4)
  %3265 = bitcast <8 x i64> %3262 to <16 x float>
  %3266 = select <16 x i1> %3263, <16 x float> %3265, <16 x float> %3264
  br label %3270

3267:                                             ; preds = %3248
  %3268 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3252, <16 x i1> %2934, <16 x float> zeroinitializer)
  %3269 = fadd <16 x float> %2916, %3268
  br label %3270

3270:                                             ; preds = %3267, %3260, %3253
  %3271 = phi <16 x float> [ %3269, %3267 ], [ %3266, %3260 ], [ %3259, %3253 ]
  switch i64 %222, label %1370 [
    i64 1, label %3286
    i64 2, label %3279
    i64 3, label %3272
    i64 0, label %3311
  ]

3272:                                             ; preds = %3270
  %3273 = bitcast <16 x float> %3271 to <8 x i64>
  %3274 = and <8 x i64> %3273, %89
  %3275 = fcmp oeq <16 x float> %3271, %63
  %3276 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3271, i32 4)
  %3277 = bitcast <8 x i64> %3274 to <16 x float>
  %3278 = select <16 x i1> %3275, <16 x float> %3277, <16 x float> %3276
  br label %3289

3279:                                             ; preds = %3270
  %3280 = bitcast <16 x float> %3271 to <8 x i64>
  %3281 = or <8 x i64> %3280, %90
  %3282 = fcmp oeq <16 x float> %3271, %66
  %3283 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3271, i32 4)
  %3284 = bitcast <8 x i64> %3281 to <16 x float>
  %3285 = select <16 x i1> %3282, <16 x float> %3284, <16 x float> %3283
  br label %3289

3286:                                             ; preds = %3270
  %3287 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3252, <16 x i1> %2934, <16 x float> zeroinitializer)
  %3288 = fadd <16 x float> %3271, %3287
  br label %3289

3289:                                             ; preds = %3286, %3279, %3272
  %3290 = phi <16 x float> [ %3288, %3286 ], [ %3285, %3279 ], [ %3278, %3272 ]
  switch i64 %224, label %1370 [
    i64 1, label %3305
    i64 2, label %3298
    i64 3, label %3291
    i64 0, label %3311
  ]

3291:                                             ; preds = %3289
  %3292 = bitcast <16 x float> %3290 to <8 x i64>
  %3293 = and <8 x i64> %3292, %89
  %3294 = fcmp oeq <16 x float> %3290, %63
  %3295 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3290, i32 4)
  %3296 = bitcast <8 x i64> %3293 to <16 x float>
  %3297 = select <16 x i1> %3294, <16 x float> %3296, <16 x float> %3295
  br label %3311

3298:                                             ; preds = %3289
  %3299 = bitcast <16 x float> %3290 to <8 x i64>
  %3300 = or <8 x i64> %3299, %90
  %3301 = fcmp oeq <16 x float> %3290, %66
  %3302 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3290, i32 4)
  %3303 = bitcast <8 x i64> %3300 to <16 x float>
  %3304 = select <16 x i1> %3301, <16 x float> %3303, <16 x float> %3302
  br label %3311

3305:                                             ; preds = %3289
  %3306 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3252, <16 x i1> %2934, <16 x float> zeroinitializer)
  %3307 = fadd <16 x float> %3290, %3306
  br label %3311

3308:                                             ; preds = %3185
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2917, ptr align 1 %3190, <16 x i1> %2935)
  %3309 = getelementptr float, ptr %773, i64 %2936
  %3310 = getelementptr float, ptr %3309, i64 %820
  br label %3311

3311:                                             ; preds = %3308, %3305, %3298, %3291, %3289, %3270, %3248
  %3312 = phi ptr [ %3310, %3308 ], [ %3251, %3291 ], [ %3251, %3298 ], [ %3251, %3305 ], [ %3251, %3289 ], [ %3251, %3270 ], [ %3251, %3248 ]
  %3313 = phi <16 x i1> [ %2937, %3308 ], [ %2934, %3291 ], [ %2934, %3298 ], [ %2934, %3305 ], [ %2934, %3289 ], [ %2934, %3270 ], [ %2934, %3248 ]
  %3314 = phi <16 x float> [ %2916, %3308 ], [ %3297, %3291 ], [ %3304, %3298 ], [ %3307, %3305 ], [ %3290, %3289 ], [ %3271, %3270 ], [ %2916, %3248 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3314, ptr align 1 %3312, <16 x i1> %3313)
  %3315 = add i64 %775, %2930
  %3316 = getelementptr inbounds float, ptr %435, i64 %3315
  br i1 %88, label %3434, label %3317

3317:                                             ; preds = %3311
  %3318 = getelementptr inbounds float, ptr %433, i64 %3315
  switch i64 %215, label %1370 [
    i64 1, label %3333
    i64 2, label %3326
    i64 3, label %3319
    i64 0, label %3374
  ]

3319:                                             ; preds = %3317
  %3320 = bitcast <16 x float> %2914 to <8 x i64>
  %3321 = and <8 x i64> %3320, %89
  %3322 = fcmp oeq <16 x float> %2914, %63
  %3323 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2914, i32 4)
  %3324 = bitcast <8 x i64> %3321 to <16 x float>
  %3325 = select <16 x i1> %3322, <16 x float> %3324, <16 x float> %3323
  br label %3336

3326:                                             ; preds = %3317
  %3327 = bitcast <16 x float> %2914 to <8 x i64>
  %3328 = or <8 x i64> %3327, %90
  %3329 = fcmp oeq <16 x float> %2914, %66
  %3330 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2914, i32 4)
  %3331 = bitcast <8 x i64> %3328 to <16 x float>
  %3332 = select <16 x i1> %3329, <16 x float> %3331, <16 x float> %3330
  br label %3336

3333:                                             ; preds = %3317
  %3334 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3318, <16 x i1> %2931, <16 x float> zeroinitializer)
  %3335 = fadd <16 x float> %2914, %3334
  br label %3336

3336:                                             ; preds = %3333, %3326, %3319
  %3337 = phi <16 x float> [ %3335, %3333 ], [ %3332, %3326 ], [ %3325, %3319 ]
  switch i64 %217, label %1370 [
    i64 1, label %3352
    i64 2, label %3345
    i64 3, label %3338
    i64 0, label %3374
  ]

3338:                                             ; preds = %3336
  %3339 = bitcast <16 x float> %3337 to <8 x i64>
  %3340 = and <8 x i64> %3339, %89
  %3341 = fcmp oeq <16 x float> %3337, %63
  %3342 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3337, i32 4)
  %3343 = bitcast <8 x i64> %3340 to <16 x float>
  %3344 = select <16 x i1> %3341, <16 x float> %3343, <16 x float> %3342
  br label %3355

3345:                                             ; preds = %3336
  %3346 = bitcast <16 x float> %3337 to <8 x i64>
  %3347 = or <8 x i64> %3346, %90
  %3348 = fcmp oeq <16 x float> %3337, %66
  %3349 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3337, i32 4)
  %3350 = bitcast <8 x i64> %3347 to <16 x float>
  %3351 = select <16 x i1> %3348, <16 x float> %3350, <16 x float> %3349
  br label %3355

3352:                                             ; preds = %3336
  %3353 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3318, <16 x i1> %2931, <16 x float> zeroinitializer)
  %3354 = fadd <16 x float> %3337, %3353
  br label %3355

3355:                                             ; preds = %3352, %3345, %3338
  %3356 = phi <16 x float> [ %3354, %3352 ], [ %3351, %3345 ], [ %3344, %3338 ]
  switch i64 %219, label %1370 [
    i64 1, label %3371
    i64 2, label %3364
    i64 3, label %3357
    i64 0, label %3374
  ]

3357:                                             ; preds = %3355
  %3358 = bitcast <16 x float> %3356 to <8 x i64>
  %3359 = and <8 x i64> %3358, %89
  %3360 = fcmp oeq <16 x float> %3356, %63
  %3361 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3356, i32 4)
  %3362 = bitcast <8 x i64> %3359 to <16 x float>
  %3363 = select <16 x i1> %3360, <16 x float> %3362, <16 x float> %3361
  br label %3374

3364:                                             ; preds = %3355
  %3365 = bitcast <16 x float> %3356 to <8 x i64>
  %3366 = or <8 x i64> %3365, %90
  %3367 = fcmp oeq <16 x float> %3356, %66
  %3368 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3356, i32 4)
  %3369 = bitcast <8 x i64> %3366 to <16 x float>
  %3370 = select <16 x i1> %3367, <16 x float> %3369, <16 x float> %3368
  br label %3374

3371:                                             ; preds = %3355
  %3372 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3318, <16 x i1> %2931, <16 x float> zeroinitializer)
  %3373 = fadd <16 x float> %3356, %3372
  br label %3374

3374:                                             ; preds = %3371, %3364, %3357, %3355, %3336, %3317
  %3375 = phi <16 x float> [ %3363, %3357 ], [ %3370, %3364 ], [ %3373, %3371 ], [ %3337, %3336 ], [ %3356, %3355 ], [ %2914, %3317 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3375, ptr align 1 %3316, <16 x i1> %2931)
  %3376 = add i64 %775, %2933
  %3377 = getelementptr inbounds float, ptr %435, i64 %3376
  %3378 = getelementptr inbounds float, ptr %433, i64 %3376
  switch i64 %220, label %1370 [
    i64 1, label %3393
    i64 2, label %3386
    i64 3, label %3379
    i64 0, label %3437
  ]

3379:                                             ; preds = %3374
  %3380 = bitcast <16 x float> %2913 to <8 x i64>
  %3381 = and <8 x i64> %3380, %89
  %3382 = fcmp oeq <16 x float> %2913, %63
  %3383 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2913, i32 4)
  %3384 = bitcast <8 x i64> %3381 to <16 x float>
  %3385 = select <16 x i1> %3382, <16 x float> %3384, <16 x float> %3383
  br label %3396

3386:                                             ; preds = %3374
  %3387 = bitcast <16 x float> %2913 to <8 x i64>
  %3388 = or <8 x i64> %3387, %90
  %3389 = fcmp oeq <16 x float> %2913, %66
  %3390 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2913, i32 4)
  %3391 = bitcast <8 x i64> %3388 to <16 x float>
  %3392 = select <16 x i1> %3389, <16 x float> %3391, <16 x float> %3390
  br label %3396

3393:                                             ; preds = %3374
  %3394 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3378, <16 x i1> %2934, <16 x float> zeroinitializer)
  %3395 = fadd <16 x float> %2913, %3394
  br label %3396

3396:                                             ; preds = %3393, %3386, %3379
  %3397 = phi <16 x float> [ %3395, %3393 ], [ %3392, %3386 ], [ %3385, %3379 ]
  switch i64 %222, label %1370 [
    i64 1, label %3412
    i64 2, label %3405
    i64 3, label %3398
    i64 0, label %3437
  ]

3398:                                             ; preds = %3396
  %3399 = bitcast <16 x float> %3397 to <8 x i64>
  %3400 = and <8 x i64> %3399, %89
  %3401 = fcmp oeq <16 x float> %3397, %63
  %3402 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3397, i32 4)
  %3403 = bitcast <8 x i64> %3400 to <16 x float>
  %3404 = select <16 x i1> %3401, <16 x float> %3403, <16 x float> %3402
  br label %3415

3405:                                             ; preds = %3396
  %3406 = bitcast <16 x float> %3397 to <8 x i64>
  %3407 = or <8 x i64> %3406, %90
  %3408 = fcmp oeq <16 x float> %3397, %66
  %3409 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3397, i32 4)
  %3410 = bitcast <8 x i64> %3407 to <16 x float>
  %3411 = select <16 x i1> %3408, <16 x float> %3410, <16 x float> %3409
  br label %3415

3412:                                             ; preds = %3396
  %3413 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3378, <16 x i1> %2934, <16 x float> zeroinitializer)
  %3414 = fadd <16 x float> %3397, %3413
  br label %3415

3415:                                             ; preds = %3412, %3405, %3398
  %3416 = phi <16 x float> [ %3414, %3412 ], [ %3411, %3405 ], [ %3404, %3398 ]
  switch i64 %224, label %1370 [
    i64 1, label %3431
    i64 2, label %3424
    i64 3, label %3417
    i64 0, label %3437
  ]

3417:                                             ; preds = %3415
  %3418 = bitcast <16 x float> %3416 to <8 x i64>
  %3419 = and <8 x i64> %3418, %89
  %3420 = fcmp oeq <16 x float> %3416, %63
  %3421 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3416, i32 4)
  %3422 = bitcast <8 x i64> %3419 to <16 x float>
  %3423 = select <16 x i1> %3420, <16 x float> %3422, <16 x float> %3421
  br label %3437

3424:                                             ; preds = %3415
  %3425 = bitcast <16 x float> %3416 to <8 x i64>
  %3426 = or <8 x i64> %3425, %90
  %3427 = fcmp oeq <16 x float> %3416, %66
  %3428 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3416, i32 4)
  %3429 = bitcast <8 x i64> %3426 to <16 x float>
  %3430 = select <16 x i1> %3427, <16 x float> %3429, <16 x float> %3428
  br label %3437

3431:                                             ; preds = %3415
  %3432 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3378, <16 x i1> %2934, <16 x float> zeroinitializer)
  %3433 = fadd <16 x float> %3416, %3432
  br label %3437

3434:                                             ; preds = %3311
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2914, ptr align 1 %3316, <16 x i1> %2935)
  %3435 = getelementptr float, ptr %776, i64 %2936
  %3436 = getelementptr float, ptr %3435, i64 %820
  br label %3437

3437:                                             ; preds = %3434, %3431, %3424, %3417, %3415, %3396, %3374
  %3438 = phi ptr [ %3436, %3434 ], [ %3377, %3417 ], [ %3377, %3424 ], [ %3377, %3431 ], [ %3377, %3415 ], [ %3377, %3396 ], [ %3377, %3374 ]
  %3439 = phi <16 x i1> [ %2937, %3434 ], [ %2934, %3417 ], [ %2934, %3424 ], [ %2934, %3431 ], [ %2934, %3415 ], [ %2934, %3396 ], [ %2934, %3374 ]
  %3440 = phi <16 x float> [ %2913, %3434 ], [ %3423, %3417 ], [ %3430, %3424 ], [ %3433, %3431 ], [ %3416, %3415 ], [ %3397, %3396 ], [ %2913, %3374 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3440, ptr align 1 %3438, <16 x i1> %3439)
  %3441 = add i64 %778, %2930
  %3442 = getelementptr inbounds float, ptr %435, i64 %3441
  br i1 %88, label %3560, label %3443

3443:                                             ; preds = %3437
  %3444 = getelementptr inbounds float, ptr %433, i64 %3441
  switch i64 %215, label %1370 [
    i64 1, label %3459
    i64 2, label %3452
    i64 3, label %3445
    i64 0, label %3500
  ]

3445:                                             ; preds = %3443
  %3446 = bitcast <16 x float> %2915 to <8 x i64>
  %3447 = and <8 x i64> %3446, %89
  %3448 = fcmp oeq <16 x float> %2915, %63
  %3449 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2915, i32 4)
  %3450 = bitcast <8 x i64> %3447 to <16 x float>
  %3451 = select <16 x i1> %3448, <16 x float> %3450, <16 x float> %3449
  br label %3462

3452:                                             ; preds = %3443
  %3453 = bitcast <16 x float> %2915 to <8 x i64>
  %3454 = or <8 x i64> %3453, %90
  %3455 = fcmp oeq <16 x float> %2915, %66
  %3456 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2915, i32 4)
  %3457 = bitcast <8 x i64> %3454 to <16 x float>
  %3458 = select <16 x i1> %3455, <16 x float> %3457, <16 x float> %3456
  br label %3462

3459:                                             ; preds = %3443
  %3460 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3444, <16 x i1> %2931, <16 x float> zeroinitializer)
  %3461 = fadd <16 x float> %2915, %3460
  br label %3462

3462:                                             ; preds = %3459, %3452, %3445
  %3463 = phi <16 x float> [ %3461, %3459 ], [ %3458, %3452 ], [ %3451, %3445 ]
  switch i64 %217, label %1370 [
    i64 1, label %3478
    i64 2, label %3471
    i64 3, label %3464
    i64 0, label %3500
  ]

3464:                                             ; preds = %3462
  %3465 = bitcast <16 x float> %3463 to <8 x i64>
  %3466 = and <8 x i64> %3465, %89
  %3467 = fcmp oeq <16 x float> %3463, %63
  %3468 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3463, i32 4)
  %3469 = bitcast <8 x i64> %3466 to <16 x float>
  %3470 = select <16 x i1> %3467, <16 x float> %3469, <16 x float> %3468
  br label %3481

3471:                                             ; preds = %3462
  %3472 = bitcast <16 x float> %3463 to <8 x i64>
  %3473 = or <8 x i64> %3472, %90
  %3474 = fcmp oeq <16 x float> %3463, %66
  %3475 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3463, i32 4)
  %3476 = bitcast <8 x i64> %3473 to <16 x float>
  %3477 = select <16 x i1> %3474, <16 x float> %3476, <16 x float> %3475
  br label %3481

3478:                                             ; preds = %3462
  %3479 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3444, <16 x i1> %2931, <16 x float> zeroinitializer)
  %3480 = fadd <16 x float> %3463, %3479
  br label %3481

3481:                                             ; preds = %3478, %3471, %3464
  %3482 = phi <16 x float> [ %3480, %3478 ], [ %3477, %3471 ], [ %3470, %3464 ]
  switch i64 %219, label %1370 [
    i64 1, label %3497
    i64 2, label %3490
    i64 3, label %3483
    i64 0, label %3500
  ]

3483:                                             ; preds = %3481
  %3484 = bitcast <16 x float> %3482 to <8 x i64>
  %3485 = and <8 x i64> %3484, %89
  %3486 = fcmp oeq <16 x float> %3482, %63
  %3487 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3482, i32 4)
  %3488 = bitcast <8 x i64> %3485 to <16 x float>
  %3489 = select <16 x i1> %3486, <16 x float> %3488, <16 x float> %3487
  br label %3500

3490:                                             ; preds = %3481
  %3491 = bitcast <16 x float> %3482 to <8 x i64>
  %3492 = or <8 x i64> %3491, %90
  %3493 = fcmp oeq <16 x float> %3482, %66
  %3494 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3482, i32 4)
  %3495 = bitcast <8 x i64> %3492 to <16 x float>
  %3496 = select <16 x i1> %3493, <16 x float> %3495, <16 x float> %3494
  br label %3500

3497:                                             ; preds = %3481
  %3498 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3444, <16 x i1> %2931, <16 x float> zeroinitializer)
  %3499 = fadd <16 x float> %3482, %3498
  br label %3500

3500:                                             ; preds = %3497, %3490, %3483, %3481, %3462, %3443
  %3501 = phi <16 x float> [ %3489, %3483 ], [ %3496, %3490 ], [ %3499, %3497 ], [ %3463, %3462 ], [ %3482, %3481 ], [ %2915, %3443 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3501, ptr align 1 %3442, <16 x i1> %2931)
  %3502 = add i64 %778, %2933
  %3503 = getelementptr inbounds float, ptr %435, i64 %3502
  %3504 = getelementptr inbounds float, ptr %433, i64 %3502
  switch i64 %220, label %1370 [
    i64 1, label %3519
    i64 2, label %3512
    i64 3, label %3505
    i64 0, label %3563
  ]

3505:                                             ; preds = %3500
  %3506 = bitcast <16 x float> %2918 to <8 x i64>
  %3507 = and <8 x i64> %3506, %89
  %3508 = fcmp oeq <16 x float> %2918, %63
  %3509 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2918, i32 4)
  %3510 = bitcast <8 x i64> %3507 to <16 x float>
  %3511 = select <16 x i1> %3508, <16 x float> %3510, <16 x float> %3509
  br label %3522

3512:                                             ; preds = %3500
  %3513 = bitcast <16 x float> %2918 to <8 x i64>
  %3514 = or <8 x i64> %3513, %90
  %3515 = fcmp oeq <16 x float> %2918, %66
  %3516 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2918, i32 4)
  %3517 = bitcast <8 x i64> %3514 to <16 x float>
  %3518 = select <16 x i1> %3515, <16 x float> %3517, <16 x float> %3516
  br label %3522

3519:                                             ; preds = %3500
  %3520 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3504, <16 x i1> %2934, <16 x float> zeroinitializer)
  %3521 = fadd <16 x float> %2918, %3520
  br label %3522

3522:                                             ; preds = %3519, %3512, %3505
  %3523 = phi <16 x float> [ %3521, %3519 ], [ %3518, %3512 ], [ %3511, %3505 ]
  switch i64 %222, label %1370 [
    i64 1, label %3538
    i64 2, label %3531
    i64 3, label %3524
    i64 0, label %3563
  ]

3524:                                             ; preds = %3522
  %3525 = bitcast <16 x float> %3523 to <8 x i64>
  %3526 = and <8 x i64> %3525, %89
  %3527 = fcmp oeq <16 x float> %3523, %63
  %3528 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3523, i32 4)
  %3529 = bitcast <8 x i64> %3526 to <16 x float>
  %3530 = select <16 x i1> %3527, <16 x float> %3529, <16 x float> %3528
  br label %3541

3531:                                             ; preds = %3522
  %3532 = bitcast <16 x float> %3523 to <8 x i64>
  %3533 = or <8 x i64> %3532, %90
  %3534 = fcmp oeq <16 x float> %3523, %66
  %3535 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3523, i32 4)
  %3536 = bitcast <8 x i64> %3533 to <16 x float>
  %3537 = select <16 x i1> %3534, <16 x float> %3536, <16 x float> %3535
  br label %3541

3538:                                             ; preds = %3522
  %3539 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3504, <16 x i1> %2934, <16 x float> zeroinitializer)
  %3540 = fadd <16 x float> %3523, %3539
  br label %3541

3541:                                             ; preds = %3538, %3531, %3524
  %3542 = phi <16 x float> [ %3540, %3538 ], [ %3537, %3531 ], [ %3530, %3524 ]
  switch i64 %224, label %1370 [
    i64 1, label %3557
    i64 2, label %3550
    i64 3, label %3543
    i64 0, label %3563
  ]

3543:                                             ; preds = %3541
  %3544 = bitcast <16 x float> %3542 to <8 x i64>
  %3545 = and <8 x i64> %3544, %89
  %3546 = fcmp oeq <16 x float> %3542, %63
  %3547 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3542, i32 4)
  %3548 = bitcast <8 x i64> %3545 to <16 x float>
  %3549 = select <16 x i1> %3546, <16 x float> %3548, <16 x float> %3547
  br label %3563

3550:                                             ; preds = %3541
  %3551 = bitcast <16 x float> %3542 to <8 x i64>
  %3552 = or <8 x i64> %3551, %90
  %3553 = fcmp oeq <16 x float> %3542, %66
  %3554 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3542, i32 4)
  %3555 = bitcast <8 x i64> %3552 to <16 x float>
  %3556 = select <16 x i1> %3553, <16 x float> %3555, <16 x float> %3554
  br label %3563

3557:                                             ; preds = %3541
  %3558 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3504, <16 x i1> %2934, <16 x float> zeroinitializer)
  %3559 = fadd <16 x float> %3542, %3558
  br label %3563

3560:                                             ; preds = %3437
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2915, ptr align 1 %3442, <16 x i1> %2935)
  %3561 = getelementptr float, ptr %779, i64 %2936
  %3562 = getelementptr float, ptr %3561, i64 %820
  br label %3563

3563:                                             ; preds = %3560, %3557, %3550, %3543, %3541, %3522, %3500
  %3564 = phi ptr [ %3562, %3560 ], [ %3503, %3543 ], [ %3503, %3550 ], [ %3503, %3557 ], [ %3503, %3541 ], [ %3503, %3522 ], [ %3503, %3500 ]
  %3565 = phi <16 x i1> [ %2937, %3560 ], [ %2934, %3543 ], [ %2934, %3550 ], [ %2934, %3557 ], [ %2934, %3541 ], [ %2934, %3522 ], [ %2934, %3500 ]
  %3566 = phi <16 x float> [ %2918, %3560 ], [ %3549, %3543 ], [ %3556, %3550 ], [ %3559, %3557 ], [ %3542, %3541 ], [ %3523, %3522 ], [ %2918, %3500 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3566, ptr align 1 %3564, <16 x i1> %3565)
  %3567 = add i64 %781, %2930
  %3568 = getelementptr inbounds float, ptr %435, i64 %3567
  br i1 %88, label %3686, label %3569

3569:                                             ; preds = %3563
  %3570 = getelementptr inbounds float, ptr %433, i64 %3567
  switch i64 %215, label %1370 [
    i64 1, label %3585
    i64 2, label %3578
    i64 3, label %3571
    i64 0, label %3626
  ]

3571:                                             ; preds = %3569
  %3572 = bitcast <16 x float> %2921 to <8 x i64>
  %3573 = and <8 x i64> %3572, %89
  %3574 = fcmp oeq <16 x float> %2921, %63
  %3575 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2921, i32 4)
  %3576 = bitcast <8 x i64> %3573 to <16 x float>
  %3577 = select <16 x i1> %3574, <16 x float> %3576, <16 x float> %3575
  br label %3588

3578:                                             ; preds = %3569
  %3579 = bitcast <16 x float> %2921 to <8 x i64>
  %3580 = or <8 x i64> %3579, %90
  %3581 = fcmp oeq <16 x float> %2921, %66
  %3582 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2921, i32 4)
  %3583 = bitcast <8 x i64> %3580 to <16 x float>
  %3584 = select <16 x i1> %3581, <16 x float> %3583, <16 x float> %3582
  br label %3588

3585:                                             ; preds = %3569
  %3586 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3570, <16 x i1> %2931, <16 x float> zeroinitializer)
  %3587 = fadd <16 x float> %2921, %3586
  br label %3588

3588:                                             ; preds = %3585, %3578, %3571
  %3589 = phi <16 x float> [ %3587, %3585 ], [ %3584, %3578 ], [ %3577, %3571 ]
  switch i64 %217, label %1370 [
    i64 1, label %3604
    i64 2, label %3597
    i64 3, label %3590
    i64 0, label %3626
  ]

3590:                                             ; preds = %3588
  %3591 = bitcast <16 x float> %3589 to <8 x i64>
  %3592 = and <8 x i64> %3591, %89
  %3593 = fcmp oeq <16 x float> %3589, %63
  %3594 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3589, i32 4)
  %3595 = bitcast <8 x i64> %3592 to <16 x float>
  %3596 = select <16 x i1> %3593, <16 x float> %3595, <16 x float> %3594
  br label %3607

3597:                                             ; preds = %3588
  %3598 = bitcast <16 x float> %3589 to <8 x i64>
  %3599 = or <8 x i64> %3598, %90
  %3600 = fcmp oeq <16 x float> %3589, %66
  %3601 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3589, i32 4)
  %3602 = bitcast <8 x i64> %3599 to <16 x float>
  %3603 = select <16 x i1> %3600, <16 x float> %3602, <16 x float> %3601
  br label %3607

3604:                                             ; preds = %3588
  %3605 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3570, <16 x i1> %2931, <16 x float> zeroinitializer)
  %3606 = fadd <16 x float> %3589, %3605
  br label %3607

3607:                                             ; preds = %3604, %3597, %3590
  %3608 = phi <16 x float> [ %3606, %3604 ], [ %3603, %3597 ], [ %3596, %3590 ]
  switch i64 %219, label %1370 [
    i64 1, label %3623
    i64 2, label %3616
    i64 3, label %3609
    i64 0, label %3626
  ]

3609:                                             ; preds = %3607
  %3610 = bitcast <16 x float> %3608 to <8 x i64>
  %3611 = and <8 x i64> %3610, %89
  %3612 = fcmp oeq <16 x float> %3608, %63
  %3613 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3608, i32 4)
  %3614 = bitcast <8 x i64> %3611 to <16 x float>
  %3615 = select <16 x i1> %3612, <16 x float> %3614, <16 x float> %3613
  br label %3626

3616:                                             ; preds = %3607
  %3617 = bitcast <16 x float> %3608 to <8 x i64>
  %3618 = or <8 x i64> %3617, %90
  %3619 = fcmp oeq <16 x float> %3608, %66
  %3620 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3608, i32 4)
  %3621 = bitcast <8 x i64> %3618 to <16 x float>
  %3622 = select <16 x i1> %3619, <16 x float> %3621, <16 x float> %3620
  br label %3626

3623:                                             ; preds = %3607
  %3624 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3570, <16 x i1> %2931, <16 x float> zeroinitializer)
  %3625 = fadd <16 x float> %3608, %3624
  br label %3626

3626:                                             ; preds = %3623, %3616, %3609, %3607, %3588, %3569
  %3627 = phi <16 x float> [ %3615, %3609 ], [ %3622, %3616 ], [ %3625, %3623 ], [ %3589, %3588 ], [ %3608, %3607 ], [ %2921, %3569 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3627, ptr align 1 %3568, <16 x i1> %2931)
  %3628 = add i64 %781, %2933
  %3629 = getelementptr inbounds float, ptr %435, i64 %3628
  %3630 = getelementptr inbounds float, ptr %433, i64 %3628
  switch i64 %220, label %1370 [
    i64 1, label %3645
    i64 2, label %3638
    i64 3, label %3631
    i64 0, label %3689
  ]

3631:                                             ; preds = %3626
  %3632 = bitcast <16 x float> %2922 to <8 x i64>
  %3633 = and <8 x i64> %3632, %89
  %3634 = fcmp oeq <16 x float> %2922, %63
  %3635 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2922, i32 4)
  %3636 = bitcast <8 x i64> %3633 to <16 x float>
  %3637 = select <16 x i1> %3634, <16 x float> %3636, <16 x float> %3635
  br label %3648

3638:                                             ; preds = %3626
  %3639 = bitcast <16 x float> %2922 to <8 x i64>
  %3640 = or <8 x i64> %3639, %90
  %3641 = fcmp oeq <16 x float> %2922, %66
  %3642 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2922, i32 4)
  %3643 = bitcast <8 x i64> %3640 to <16 x float>
  %3644 = select <16 x i1> %3641, <16 x float> %3643, <16 x float> %3642
  br label %3648

3645:                                             ; preds = %3626
  %3646 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3630, <16 x i1> %2934, <16 x float> zeroinitializer)
  %3647 = fadd <16 x float> %2922, %3646
  br label %3648

3648:                                             ; preds = %3645, %3638, %3631
  %3649 = phi <16 x float> [ %3647, %3645 ], [ %3644, %3638 ], [ %3637, %3631 ]
  switch i64 %222, label %1370 [
    i64 1, label %3664
    i64 2, label %3657
    i64 3, label %3650
    i64 0, label %3689
  ]

3650:                                             ; preds = %3648
  %3651 = bitcast <16 x float> %3649 to <8 x i64>
  %3652 = and <8 x i64> %3651, %89
  %3653 = fcmp oeq <16 x float> %3649, %63
  %3654 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3649, i32 4)
  %3655 = bitcast <8 x i64> %3652 to <16 x float>
  %3656 = select <16 x i1> %3653, <16 x float> %3655, <16 x float> %3654
  br label %3667

3657:                                             ; preds = %3648
  %3658 = bitcast <16 x float> %3649 to <8 x i64>
  %3659 = or <8 x i64> %3658, %90
  %3660 = fcmp oeq <16 x float> %3649, %66
  %3661 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3649, i32 4)
  %3662 = bitcast <8 x i64> %3659 to <16 x float>
  %3663 = select <16 x i1> %3660, <16 x float> %3662, <16 x float> %3661
  br label %3667

3664:                                             ; preds = %3648
  %3665 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3630, <16 x i1> %2934, <16 x float> zeroinitializer)
  %3666 = fadd <16 x float> %3649, %3665
  br label %3667

3667:                                             ; preds = %3664, %3657, %3650
  %3668 = phi <16 x float> [ %3666, %3664 ], [ %3663, %3657 ], [ %3656, %3650 ]
  switch i64 %224, label %1370 [
    i64 1, label %3683
    i64 2, label %3676
    i64 3, label %3669
    i64 0, label %3689
  ]

3669:                                             ; preds = %3667
  %3670 = bitcast <16 x float> %3668 to <8 x i64>
  %3671 = and <8 x i64> %3670, %89
  %3672 = fcmp oeq <16 x float> %3668, %63
  %3673 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3668, i32 4)
  %3674 = bitcast <8 x i64> %3671 to <16 x float>
  %3675 = select <16 x i1> %3672, <16 x float> %3674, <16 x float> %3673
  br label %3689

3676:                                             ; preds = %3667
  %3677 = bitcast <16 x float> %3668 to <8 x i64>
  %3678 = or <8 x i64> %3677, %90
  %3679 = fcmp oeq <16 x float> %3668, %66
  %3680 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3668, i32 4)
  %3681 = bitcast <8 x i64> %3678 to <16 x float>
  %3682 = select <16 x i1> %3679, <16 x float> %3681, <16 x float> %3680
  br label %3689

3683:                                             ; preds = %3667
  %3684 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3630, <16 x i1> %2934, <16 x float> zeroinitializer)
  %3685 = fadd <16 x float> %3668, %3684
  br label %3689

3686:                                             ; preds = %3563
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2921, ptr align 1 %3568, <16 x i1> %2935)
  %3687 = getelementptr float, ptr %782, i64 %2936
  %3688 = getelementptr float, ptr %3687, i64 %820
  br label %3689

3689:                                             ; preds = %3686, %3683, %3676, %3669, %3667, %3648, %3626
  %3690 = phi ptr [ %3688, %3686 ], [ %3629, %3669 ], [ %3629, %3676 ], [ %3629, %3683 ], [ %3629, %3667 ], [ %3629, %3648 ], [ %3629, %3626 ]
  %3691 = phi <16 x i1> [ %2937, %3686 ], [ %2934, %3669 ], [ %2934, %3676 ], [ %2934, %3683 ], [ %2934, %3667 ], [ %2934, %3648 ], [ %2934, %3626 ]
  %3692 = phi <16 x float> [ %2922, %3686 ], [ %3675, %3669 ], [ %3682, %3676 ], [ %3685, %3683 ], [ %3668, %3667 ], [ %3649, %3648 ], [ %2922, %3626 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3692, ptr align 1 %3690, <16 x i1> %3691)
  %3693 = add i64 %784, %2930
  %3694 = getelementptr inbounds float, ptr %435, i64 %3693
  br i1 %88, label %3812, label %3695

3695:                                             ; preds = %3689
  %3696 = getelementptr inbounds float, ptr %433, i64 %3693
  switch i64 %215, label %1370 [
    i64 1, label %3711
    i64 2, label %3704
    i64 3, label %3697
    i64 0, label %3752
  ]

3697:                                             ; preds = %3695
  %3698 = bitcast <16 x float> %2923 to <8 x i64>
  %3699 = and <8 x i64> %3698, %89
  %3700 = fcmp oeq <16 x float> %2923, %63
  %3701 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2923, i32 4)
  %3702 = bitcast <8 x i64> %3699 to <16 x float>
  %3703 = select <16 x i1> %3700, <16 x float> %3702, <16 x float> %3701
  br label %3714

3704:                                             ; preds = %3695
  %3705 = bitcast <16 x float> %2923 to <8 x i64>
  %3706 = or <8 x i64> %3705, %90
  %3707 = fcmp oeq <16 x float> %2923, %66
  %3708 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2923, i32 4)
  %3709 = bitcast <8 x i64> %3706 to <16 x float>
  %3710 = select <16 x i1> %3707, <16 x float> %3709, <16 x float> %3708
  br label %3714

3711:                                             ; preds = %3695
  %3712 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3696, <16 x i1> %2931, <16 x float> zeroinitializer)
  %3713 = fadd <16 x float> %2923, %3712
  br label %3714

3714:                                             ; preds = %3711, %3704, %3697
  %3715 = phi <16 x float> [ %3713, %3711 ], [ %3710, %3704 ], [ %3703, %3697 ]
  switch i64 %217, label %1370 [
    i64 1, label %3730
    i64 2, label %3723
    i64 3, label %3716
    i64 0, label %3752
  ]

3716:                                             ; preds = %3714
  %3717 = bitcast <16 x float> %3715 to <8 x i64>
  %3718 = and <8 x i64> %3717, %89
  %3719 = fcmp oeq <16 x float> %3715, %63
  %3720 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3715, i32 4)
  %3721 = bitcast <8 x i64> %3718 to <16 x float>
  %3722 = select <16 x i1> %3719, <16 x float> %3721, <16 x float> %3720
  br label %3733

3723:                                             ; preds = %3714
  %3724 = bitcast <16 x float> %3715 to <8 x i64>
  %3725 = or <8 x i64> %3724, %90
  %3726 = fcmp oeq <16 x float> %3715, %66
  %3727 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3715, i32 4)
  %3728 = bitcast <8 x i64> %3725 to <16 x float>
  %3729 = select <16 x i1> %3726, <16 x float> %3728, <16 x float> %3727
  br label %3733

3730:                                             ; preds = %3714
  %3731 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3696, <16 x i1> %2931, <16 x float> zeroinitializer)
  %3732 = fadd <16 x float> %3715, %3731
  br label %3733

3733:                                             ; preds = %3730, %3723, %3716
  %3734 = phi <16 x float> [ %3732, %3730 ], [ %3729, %3723 ], [ %3722, %3716 ]
  switch i64 %219, label %1370 [
    i64 1, label %3749
    i64 2, label %3742
    i64 3, label %3735
    i64 0, label %3752
  ]

3735:                                             ; preds = %3733
  %3736 = bitcast <16 x float> %3734 to <8 x i64>
  %3737 = and <8 x i64> %3736, %89
  %3738 = fcmp oeq <16 x float> %3734, %63
  %3739 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3734, i32 4)
  %3740 = bitcast <8 x i64> %3737 to <16 x float>
  %3741 = select <16 x i1> %3738, <16 x float> %3740, <16 x float> %3739
  br label %3752

3742:                                             ; preds = %3733
  %3743 = bitcast <16 x float> %3734 to <8 x i64>
  %3744 = or <8 x i64> %3743, %90
  %3745 = fcmp oeq <16 x float> %3734, %66
  %3746 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3734, i32 4)
  %3747 = bitcast <8 x i64> %3744 to <16 x float>
  %3748 = select <16 x i1> %3745, <16 x float> %3747, <16 x float> %3746
  br label %3752

3749:                                             ; preds = %3733
  %3750 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3696, <16 x i1> %2931, <16 x float> zeroinitializer)
  %3751 = fadd <16 x float> %3734, %3750
  br label %3752

3752:                                             ; preds = %3749, %3742, %3735, %3733, %3714, %3695
  %3753 = phi <16 x float> [ %3741, %3735 ], [ %3748, %3742 ], [ %3751, %3749 ], [ %3715, %3714 ], [ %3734, %3733 ], [ %2923, %3695 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3753, ptr align 1 %3694, <16 x i1> %2931)
  %3754 = add i64 %784, %2933
  %3755 = getelementptr inbounds float, ptr %435, i64 %3754
  %3756 = getelementptr inbounds float, ptr %433, i64 %3754
  switch i64 %220, label %1370 [
    i64 1, label %3771
    i64 2, label %3764
    i64 3, label %3757
    i64 0, label %3815
  ]

3757:                                             ; preds = %3752
  %3758 = bitcast <16 x float> %2924 to <8 x i64>
  %3759 = and <8 x i64> %3758, %89
  %3760 = fcmp oeq <16 x float> %2924, %63
  %3761 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2924, i32 4)
  %3762 = bitcast <8 x i64> %3759 to <16 x float>
  %3763 = select <16 x i1> %3760, <16 x float> %3762, <16 x float> %3761
  br label %3774

3764:                                             ; preds = %3752
  %3765 = bitcast <16 x float> %2924 to <8 x i64>
  %3766 = or <8 x i64> %3765, %90
  %3767 = fcmp oeq <16 x float> %2924, %66
  %3768 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2924, i32 4)
  %3769 = bitcast <8 x i64> %3766 to <16 x float>
  %3770 = select <16 x i1> %3767, <16 x float> %3769, <16 x float> %3768
  br label %3774

3771:                                             ; preds = %3752
  %3772 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3756, <16 x i1> %2934, <16 x float> zeroinitializer)
  %3773 = fadd <16 x float> %2924, %3772
  br label %3774

3774:                                             ; preds = %3771, %3764, %3757
  %3775 = phi <16 x float> [ %3773, %3771 ], [ %3770, %3764 ], [ %3763, %3757 ]
  switch i64 %222, label %1370 [
    i64 1, label %3790
    i64 2, label %3783
    i64 3, label %3776
    i64 0, label %3815
  ]

3776:                                             ; preds = %3774
  %3777 = bitcast <16 x float> %3775 to <8 x i64>
  %3778 = and <8 x i64> %3777, %89
  %3779 = fcmp oeq <16 x float> %3775, %63
  %3780 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3775, i32 4)
  %3781 = bitcast <8 x i64> %3778 to <16 x float>
  %3782 = select <16 x i1> %3779, <16 x float> %3781, <16 x float> %3780
  br label %3793

3783:                                             ; preds = %3774
  %3784 = bitcast <16 x float> %3775 to <8 x i64>
  %3785 = or <8 x i64> %3784, %90
  %3786 = fcmp oeq <16 x float> %3775, %66
  %3787 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3775, i32 4)
  %3788 = bitcast <8 x i64> %3785 to <16 x float>
  %3789 = select <16 x i1> %3786, <16 x float> %3788, <16 x float> %3787
  br label %3793

3790:                                             ; preds = %3774
  %3791 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3756, <16 x i1> %2934, <16 x float> zeroinitializer)
  %3792 = fadd <16 x float> %3775, %3791
  br label %3793

3793:                                             ; preds = %3790, %3783, %3776
  %3794 = phi <16 x float> [ %3792, %3790 ], [ %3789, %3783 ], [ %3782, %3776 ]
  switch i64 %224, label %1370 [
    i64 1, label %3809
    i64 2, label %3802
    i64 3, label %3795
    i64 0, label %3815
  ]

3795:                                             ; preds = %3793
  %3796 = bitcast <16 x float> %3794 to <8 x i64>
  %3797 = and <8 x i64> %3796, %89
  %3798 = fcmp oeq <16 x float> %3794, %63
  %3799 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3794, i32 4)
  %3800 = bitcast <8 x i64> %3797 to <16 x float>
  %3801 = select <16 x i1> %3798, <16 x float> %3800, <16 x float> %3799
  br label %3815

3802:                                             ; preds = %3793
  %3803 = bitcast <16 x float> %3794 to <8 x i64>
  %3804 = or <8 x i64> %3803, %90
  %3805 = fcmp oeq <16 x float> %3794, %66
  %3806 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3794, i32 4)
  %3807 = bitcast <8 x i64> %3804 to <16 x float>
  %3808 = select <16 x i1> %3805, <16 x float> %3807, <16 x float> %3806
  br label %3815

3809:                                             ; preds = %3793
  %3810 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3756, <16 x i1> %2934, <16 x float> zeroinitializer)
  %3811 = fadd <16 x float> %3794, %3810
  br label %3815

3812:                                             ; preds = %3689
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2923, ptr align 1 %3694, <16 x i1> %2935)
  %3813 = getelementptr float, ptr %785, i64 %2936
  %3814 = getelementptr float, ptr %3813, i64 %820
  br label %3815

3815:                                             ; preds = %3812, %3809, %3802, %3795, %3793, %3774, %3752
  %3816 = phi ptr [ %3814, %3812 ], [ %3755, %3795 ], [ %3755, %3802 ], [ %3755, %3809 ], [ %3755, %3793 ], [ %3755, %3774 ], [ %3755, %3752 ]
  %3817 = phi <16 x i1> [ %2937, %3812 ], [ %2934, %3795 ], [ %2934, %3802 ], [ %2934, %3809 ], [ %2934, %3793 ], [ %2934, %3774 ], [ %2934, %3752 ]
  %3818 = phi <16 x float> [ %2924, %3812 ], [ %3801, %3795 ], [ %3808, %3802 ], [ %3811, %3809 ], [ %3794, %3793 ], [ %3775, %3774 ], [ %2924, %3752 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3818, ptr align 1 %3816, <16 x i1> %3817)
  %3819 = add i64 %787, %2930
  %3820 = getelementptr inbounds float, ptr %435, i64 %3819
  br i1 %88, label %3938, label %3821

3821:                                             ; preds = %3815
  %3822 = getelementptr inbounds float, ptr %433, i64 %3819
  switch i64 %215, label %1370 [
    i64 1, label %3837
    i64 2, label %3830
    i64 3, label %3823
    i64 0, label %3878
  ]

3823:                                             ; preds = %3821
  %3824 = bitcast <16 x float> %2925 to <8 x i64>
  %3825 = and <8 x i64> %3824, %89
  %3826 = fcmp oeq <16 x float> %2925, %63
  %3827 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2925, i32 4)
  %3828 = bitcast <8 x i64> %3825 to <16 x float>
  %3829 = select <16 x i1> %3826, <16 x float> %3828, <16 x float> %3827
  br label %3840

3830:                                             ; preds = %3821
  %3831 = bitcast <16 x float> %2925 to <8 x i64>
  %3832 = or <8 x i64> %3831, %90
  %3833 = fcmp oeq <16 x float> %2925, %66
  %3834 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2925, i32 4)
  %3835 = bitcast <8 x i64> %3832 to <16 x float>
  %3836 = select <16 x i1> %3833, <16 x float> %3835, <16 x float> %3834
  br label %3840

3837:                                             ; preds = %3821
  %3838 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3822, <16 x i1> %2931, <16 x float> zeroinitializer)
  %3839 = fadd <16 x float> %2925, %3838
  br label %3840

3840:                                             ; preds = %3837, %3830, %3823
  %3841 = phi <16 x float> [ %3839, %3837 ], [ %3836, %3830 ], [ %3829, %3823 ]
  switch i64 %217, label %1370 [
    i64 1, label %3856
    i64 2, label %3849
    i64 3, label %3842
    i64 0, label %3878
  ]

3842:                                             ; preds = %3840
  %3843 = bitcast <16 x float> %3841 to <8 x i64>
  %3844 = and <8 x i64> %3843, %89
  %3845 = fcmp oeq <16 x float> %3841, %63
  %3846 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3841, i32 4)
  %3847 = bitcast <8 x i64> %3844 to <16 x float>
  %3848 = select <16 x i1> %3845, <16 x float> %3847, <16 x float> %3846
  br label %3859

3849:                                             ; preds = %3840
  %3850 = bitcast <16 x float> %3841 to <8 x i64>
  %3851 = or <8 x i64> %3850, %90
  %3852 = fcmp oeq <16 x float> %3841, %66
  %3853 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3841, i32 4)
  %3854 = bitcast <8 x i64> %3851 to <16 x float>
  %3855 = select <16 x i1> %3852, <16 x float> %3854, <16 x float> %3853
  br label %3859

3856:                                             ; preds = %3840
  %3857 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3822, <16 x i1> %2931, <16 x float> zeroinitializer)
  %3858 = fadd <16 x float> %3841, %3857
  br label %3859

3859:                                             ; preds = %3856, %3849, %3842
  %3860 = phi <16 x float> [ %3858, %3856 ], [ %3855, %3849 ], [ %3848, %3842 ]
  switch i64 %219, label %1370 [
    i64 1, label %3875
    i64 2, label %3868
    i64 3, label %3861
    i64 0, label %3878
  ]

3861:                                             ; preds = %3859
  %3862 = bitcast <16 x float> %3860 to <8 x i64>
  %3863 = and <8 x i64> %3862, %89
  %3864 = fcmp oeq <16 x float> %3860, %63
  %3865 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3860, i32 4)
  %3866 = bitcast <8 x i64> %3863 to <16 x float>
  %3867 = select <16 x i1> %3864, <16 x float> %3866, <16 x float> %3865
  br label %3878

3868:                                             ; preds = %3859
  %3869 = bitcast <16 x float> %3860 to <8 x i64>
  %3870 = or <8 x i64> %3869, %90
  %3871 = fcmp oeq <16 x float> %3860, %66
  %3872 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3860, i32 4)
  %3873 = bitcast <8 x i64> %3870 to <16 x float>
  %3874 = select <16 x i1> %3871, <16 x float> %3873, <16 x float> %3872
  br label %3878

3875:                                             ; preds = %3859
  %3876 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3822, <16 x i1> %2931, <16 x float> zeroinitializer)
  %3877 = fadd <16 x float> %3860, %3876
  br label %3878

3878:                                             ; preds = %3875, %3868, %3861, %3859, %3840, %3821
  %3879 = phi <16 x float> [ %3867, %3861 ], [ %3874, %3868 ], [ %3877, %3875 ], [ %3841, %3840 ], [ %3860, %3859 ], [ %2925, %3821 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3879, ptr align 1 %3820, <16 x i1> %2931)
  %3880 = add i64 %787, %2933
  %3881 = getelementptr inbounds float, ptr %435, i64 %3880
  %3882 = getelementptr inbounds float, ptr %433, i64 %3880
  switch i64 %220, label %1370 [
    i64 1, label %3897
    i64 2, label %3890
    i64 3, label %3883
    i64 0, label %3941
  ]

3883:                                             ; preds = %3878
  %3884 = bitcast <16 x float> %2926 to <8 x i64>
  %3885 = and <8 x i64> %3884, %89
  %3886 = fcmp oeq <16 x float> %2926, %63
  %3887 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2926, i32 4)
  %3888 = bitcast <8 x i64> %3885 to <16 x float>
  %3889 = select <16 x i1> %3886, <16 x float> %3888, <16 x float> %3887
  br label %3900

3890:                                             ; preds = %3878
  %3891 = bitcast <16 x float> %2926 to <8 x i64>
  %3892 = or <8 x i64> %3891, %90
  %3893 = fcmp oeq <16 x float> %2926, %66
  %3894 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2926, i32 4)
  %3895 = bitcast <8 x i64> %3892 to <16 x float>
  %3896 = select <16 x i1> %3893, <16 x float> %3895, <16 x float> %3894
  br label %3900

3897:                                             ; preds = %3878
  %3898 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3882, <16 x i1> %2934, <16 x float> zeroinitializer)
  %3899 = fadd <16 x float> %2926, %3898
  br label %3900

3900:                                             ; preds = %3897, %3890, %3883
  %3901 = phi <16 x float> [ %3899, %3897 ], [ %3896, %3890 ], [ %3889, %3883 ]
  switch i64 %222, label %1370 [
    i64 1, label %3916
    i64 2, label %3909
    i64 3, label %3902
    i64 0, label %3941
  ]

3902:                                             ; preds = %3900
  %3903 = bitcast <16 x float> %3901 to <8 x i64>
  %3904 = and <8 x i64> %3903, %89
  %3905 = fcmp oeq <16 x float> %3901, %63
  %3906 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3901, i32 4)
  %3907 = bitcast <8 x i64> %3904 to <16 x float>
  %3908 = select <16 x i1> %3905, <16 x float> %3907, <16 x float> %3906
  br label %3919

3909:                                             ; preds = %3900
  %3910 = bitcast <16 x float> %3901 to <8 x i64>
  %3911 = or <8 x i64> %3910, %90
  %3912 = fcmp oeq <16 x float> %3901, %66
  %3913 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3901, i32 4)
  %3914 = bitcast <8 x i64> %3911 to <16 x float>
  %3915 = select <16 x i1> %3912, <16 x float> %3914, <16 x float> %3913
  br label %3919

3916:                                             ; preds = %3900
  %3917 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3882, <16 x i1> %2934, <16 x float> zeroinitializer)
  %3918 = fadd <16 x float> %3901, %3917
  br label %3919

3919:                                             ; preds = %3916, %3909, %3902
  %3920 = phi <16 x float> [ %3918, %3916 ], [ %3915, %3909 ], [ %3908, %3902 ]
  switch i64 %224, label %1370 [
    i64 1, label %3935
    i64 2, label %3928
    i64 3, label %3921
    i64 0, label %3941
  ]

3921:                                             ; preds = %3919
  %3922 = bitcast <16 x float> %3920 to <8 x i64>
  %3923 = and <8 x i64> %3922, %89
  %3924 = fcmp oeq <16 x float> %3920, %63
  %3925 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3920, i32 4)
  %3926 = bitcast <8 x i64> %3923 to <16 x float>
  %3927 = select <16 x i1> %3924, <16 x float> %3926, <16 x float> %3925
  br label %3941

3928:                                             ; preds = %3919
  %3929 = bitcast <16 x float> %3920 to <8 x i64>
  %3930 = or <8 x i64> %3929, %90
  %3931 = fcmp oeq <16 x float> %3920, %66
  %3932 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3920, i32 4)
  %3933 = bitcast <8 x i64> %3930 to <16 x float>
  %3934 = select <16 x i1> %3931, <16 x float> %3933, <16 x float> %3932
  br label %3941

3935:                                             ; preds = %3919
  %3936 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3882, <16 x i1> %2934, <16 x float> zeroinitializer)
  %3937 = fadd <16 x float> %3920, %3936
  br label %3941

3938:                                             ; preds = %3815
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2925, ptr align 1 %3820, <16 x i1> %2935)
  %3939 = getelementptr float, ptr %788, i64 %2936
  %3940 = getelementptr float, ptr %3939, i64 %820
  br label %3941

3941:                                             ; preds = %3938, %3935, %3928, %3921, %3919, %3900, %3878
  %3942 = phi ptr [ %3940, %3938 ], [ %3881, %3921 ], [ %3881, %3928 ], [ %3881, %3935 ], [ %3881, %3919 ], [ %3881, %3900 ], [ %3881, %3878 ]
  %3943 = phi <16 x i1> [ %2937, %3938 ], [ %2934, %3921 ], [ %2934, %3928 ], [ %2934, %3935 ], [ %2934, %3919 ], [ %2934, %3900 ], [ %2934, %3878 ]
  %3944 = phi <16 x float> [ %2926, %3938 ], [ %3927, %3921 ], [ %3934, %3928 ], [ %3937, %3935 ], [ %3920, %3919 ], [ %3901, %3900 ], [ %2926, %3878 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3944, ptr align 1 %3942, <16 x i1> %3943)
  %3945 = add i64 %790, %2930
  %3946 = getelementptr inbounds float, ptr %435, i64 %3945
  br i1 %88, label %4064, label %3947

3947:                                             ; preds = %3941
  %3948 = getelementptr inbounds float, ptr %433, i64 %3945
  switch i64 %215, label %1370 [
    i64 1, label %3963
    i64 2, label %3956
    i64 3, label %3949
    i64 0, label %4004
  ]

3949:                                             ; preds = %3947
  %3950 = bitcast <16 x float> %2927 to <8 x i64>
  %3951 = and <8 x i64> %3950, %89
  %3952 = fcmp oeq <16 x float> %2927, %63
  %3953 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2927, i32 4)
  %3954 = bitcast <8 x i64> %3951 to <16 x float>
  %3955 = select <16 x i1> %3952, <16 x float> %3954, <16 x float> %3953
  br label %3966

3956:                                             ; preds = %3947
  %3957 = bitcast <16 x float> %2927 to <8 x i64>
  %3958 = or <8 x i64> %3957, %90
  %3959 = fcmp oeq <16 x float> %2927, %66
  %3960 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2927, i32 4)
  %3961 = bitcast <8 x i64> %3958 to <16 x float>
  %3962 = select <16 x i1> %3959, <16 x float> %3961, <16 x float> %3960
  br label %3966

3963:                                             ; preds = %3947
  %3964 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3948, <16 x i1> %2931, <16 x float> zeroinitializer)
  %3965 = fadd <16 x float> %2927, %3964
  br label %3966

3966:                                             ; preds = %3963, %3956, %3949
  %3967 = phi <16 x float> [ %3965, %3963 ], [ %3962, %3956 ], [ %3955, %3949 ]
  switch i64 %217, label %1370 [
    i64 1, label %3982
    i64 2, label %3975
    i64 3, label %3968
    i64 0, label %4004
  ]

3968:                                             ; preds = %3966
  %3969 = bitcast <16 x float> %3967 to <8 x i64>
  %3970 = and <8 x i64> %3969, %89
  %3971 = fcmp oeq <16 x float> %3967, %63
  %3972 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3967, i32 4)
  %3973 = bitcast <8 x i64> %3970 to <16 x float>
  %3974 = select <16 x i1> %3971, <16 x float> %3973, <16 x float> %3972
  br label %3985

3975:                                             ; preds = %3966
  %3976 = bitcast <16 x float> %3967 to <8 x i64>
  %3977 = or <8 x i64> %3976, %90
  %3978 = fcmp oeq <16 x float> %3967, %66
  %3979 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3967, i32 4)
  %3980 = bitcast <8 x i64> %3977 to <16 x float>
  %3981 = select <16 x i1> %3978, <16 x float> %3980, <16 x float> %3979
  br label %3985

3982:                                             ; preds = %3966
  %3983 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3948, <16 x i1> %2931, <16 x float> zeroinitializer)
  %3984 = fadd <16 x float> %3967, %3983
  br label %3985

3985:                                             ; preds = %3982, %3975, %3968
  %3986 = phi <16 x float> [ %3984, %3982 ], [ %3981, %3975 ], [ %3974, %3968 ]
  switch i64 %219, label %1370 [
    i64 1, label %4001
    i64 2, label %3994
    i64 3, label %3987
    i64 0, label %4004
  ]

3987:                                             ; preds = %3985
  %3988 = bitcast <16 x float> %3986 to <8 x i64>
  %3989 = and <8 x i64> %3988, %89
  %3990 = fcmp oeq <16 x float> %3986, %63
  %3991 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %3986, i32 4)
  %3992 = bitcast <8 x i64> %3989 to <16 x float>
  %3993 = select <16 x i1> %3990, <16 x float> %3992, <16 x float> %3991
  br label %4004

3994:                                             ; preds = %3985
  %3995 = bitcast <16 x float> %3986 to <8 x i64>
  %3996 = or <8 x i64> %3995, %90
  %3997 = fcmp oeq <16 x float> %3986, %66
  %3998 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %3986, i32 4)
  %3999 = bitcast <8 x i64> %3996 to <16 x float>
  %4000 = select <16 x i1> %3997, <16 x float> %3999, <16 x float> %3998
  br label %4004

4001:                                             ; preds = %3985
  %4002 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3948, <16 x i1> %2931, <16 x float> zeroinitializer)
  %4003 = fadd <16 x float> %3986, %4002
  br label %4004

4004:                                             ; preds = %4001, %3994, %3987, %3985, %3966, %3947
  %4005 = phi <16 x float> [ %3993, %3987 ], [ %4000, %3994 ], [ %4003, %4001 ], [ %3967, %3966 ], [ %3986, %3985 ], [ %2927, %3947 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4005, ptr align 1 %3946, <16 x i1> %2931)
  %4006 = add i64 %790, %2933
  %4007 = getelementptr inbounds float, ptr %435, i64 %4006
  %4008 = getelementptr inbounds float, ptr %433, i64 %4006
  switch i64 %220, label %1370 [
    i64 1, label %4023
    i64 2, label %4016
    i64 3, label %4009
    i64 0, label %4067
  ]

4009:                                             ; preds = %4004
  %4010 = bitcast <16 x float> %2928 to <8 x i64>
  %4011 = and <8 x i64> %4010, %89
  %4012 = fcmp oeq <16 x float> %2928, %63
  %4013 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %2928, i32 4)
  %4014 = bitcast <8 x i64> %4011 to <16 x float>
  %4015 = select <16 x i1> %4012, <16 x float> %4014, <16 x float> %4013
  br label %4026

4016:                                             ; preds = %4004
  %4017 = bitcast <16 x float> %2928 to <8 x i64>
  %4018 = or <8 x i64> %4017, %90
  %4019 = fcmp oeq <16 x float> %2928, %66
  %4020 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %2928, i32 4)
  %4021 = bitcast <8 x i64> %4018 to <16 x float>
  %4022 = select <16 x i1> %4019, <16 x float> %4021, <16 x float> %4020
  br label %4026

4023:                                             ; preds = %4004
  %4024 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4008, <16 x i1> %2934, <16 x float> zeroinitializer)
  %4025 = fadd <16 x float> %2928, %4024
  br label %4026

4026:                                             ; preds = %4023, %4016, %4009
  %4027 = phi <16 x float> [ %4025, %4023 ], [ %4022, %4016 ], [ %4015, %4009 ]
  switch i64 %222, label %1370 [
    i64 1, label %4042
    i64 2, label %4035
    i64 3, label %4028
    i64 0, label %4067
  ]

4028:                                             ; preds = %4026
  %4029 = bitcast <16 x float> %4027 to <8 x i64>
  %4030 = and <8 x i64> %4029, %89
  %4031 = fcmp oeq <16 x float> %4027, %63
  %4032 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4027, i32 4)
  %4033 = bitcast <8 x i64> %4030 to <16 x float>
  %4034 = select <16 x i1> %4031, <16 x float> %4033, <16 x float> %4032
  br label %4045

4035:                                             ; preds = %4026
  %4036 = bitcast <16 x float> %4027 to <8 x i64>
  %4037 = or <8 x i64> %4036, %90
  %4038 = fcmp oeq <16 x float> %4027, %66
  %4039 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4027, i32 4)
  %4040 = bitcast <8 x i64> %4037 to <16 x float>
  %4041 = select <16 x i1> %4038, <16 x float> %4040, <16 x float> %4039
  br label %4045

4042:                                             ; preds = %4026
  %4043 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4008, <16 x i1> %2934, <16 x float> zeroinitializer)
  %4044 = fadd <16 x float> %4027, %4043
  br label %4045

4045:                                             ; preds = %4042, %4035, %4028
  %4046 = phi <16 x float> [ %4044, %4042 ], [ %4041, %4035 ], [ %4034, %4028 ]
  switch i64 %224, label %1370 [
    i64 1, label %4061
    i64 2, label %4054
    i64 3, label %4047
    i64 0, label %4067
  ]

4047:                                             ; preds = %4045
  %4048 = bitcast <16 x float> %4046 to <8 x i64>
  %4049 = and <8 x i64> %4048, %89
  %4050 = fcmp oeq <16 x float> %4046, %63
  %4051 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4046, i32 4)
  %4052 = bitcast <8 x i64> %4049 to <16 x float>
  %4053 = select <16 x i1> %4050, <16 x float> %4052, <16 x float> %4051
  br label %4067

4054:                                             ; preds = %4045
  %4055 = bitcast <16 x float> %4046 to <8 x i64>
  %4056 = or <8 x i64> %4055, %90
  %4057 = fcmp oeq <16 x float> %4046, %66
  %4058 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4046, i32 4)
  %4059 = bitcast <8 x i64> %4056 to <16 x float>
  %4060 = select <16 x i1> %4057, <16 x float> %4059, <16 x float> %4058
  br label %4067

4061:                                             ; preds = %4045
  %4062 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4008, <16 x i1> %2934, <16 x float> zeroinitializer)
  %4063 = fadd <16 x float> %4046, %4062
  br label %4067

4064:                                             ; preds = %3941
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2927, ptr align 1 %3946, <16 x i1> %2935)
  %4065 = getelementptr float, ptr %791, i64 %2936
  %4066 = getelementptr float, ptr %4065, i64 %820
  br label %4067

4067:                                             ; preds = %4064, %4061, %4054, %4047, %4045, %4026, %4004
  %4068 = phi ptr [ %4066, %4064 ], [ %4007, %4047 ], [ %4007, %4054 ], [ %4007, %4061 ], [ %4007, %4045 ], [ %4007, %4026 ], [ %4007, %4004 ]
  %4069 = phi <16 x i1> [ %2937, %4064 ], [ %2934, %4047 ], [ %2934, %4054 ], [ %2934, %4061 ], [ %2934, %4045 ], [ %2934, %4026 ], [ %2934, %4004 ]
  %4070 = phi <16 x float> [ %2928, %4064 ], [ %4053, %4047 ], [ %4060, %4054 ], [ %4063, %4061 ], [ %4046, %4045 ], [ %4027, %4026 ], [ %2928, %4004 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4070, ptr align 1 %4068, <16 x i1> %4069)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  br label %11662

4071:                                             ; preds = %1084
  %4072 = sub nsw i64 %10, %821
  %4073 = icmp sgt i64 %4072, 15
  %4074 = trunc i64 %4072 to i32
  %4075 = shl nsw i32 -1, %4074
  %4076 = trunc i32 %4075 to i16
  %4077 = xor i16 %4076, -1
  %4078 = select i1 %4073, i16 -1, i16 %4077
  %4079 = sub nsw i64 %10, %820
  %4080 = icmp sgt i64 %4079, 15
  %4081 = trunc i64 %4079 to i32
  %4082 = shl nsw i32 -1, %4081
  %4083 = trunc i32 %4082 to i16
  %4084 = xor i16 %4083, -1
  %4085 = select i1 %4080, i16 -1, i16 %4084
  %4086 = bitcast i16 %4078 to <16 x i1>
  %4087 = mul nsw i64 %816, %10
  %4088 = bitcast i16 %4085 to <16 x i1>
  %4089 = mul nsw i64 %817, %10
  br i1 %82, label %4110, label %4104

4090:                                             ; preds = %4229
  %4091 = mul nsw i64 %816, %13
  %4092 = insertelement <2 x i64> poison, i64 %4072, i64 0
  %4093 = insertelement <2 x i64> %4092, i64 %4079, i64 1
  %4094 = shl nsw <2 x i64> %4093, splat (i64 1)
  %4095 = mul nsw i64 %817, %13
  %4096 = insertelement <2 x i64> poison, i64 %819, i64 0
  %4097 = insertelement <2 x i64> %4096, i64 %818, i64 1
  %4098 = shl nsw <2 x i64> %4097, splat (i64 5)
  %4099 = add nsw <2 x i64> %4094, splat (i64 -1)
  %4100 = shufflevector <2 x i64> %4098, <2 x i64> poison, <8 x i32> zeroinitializer
  %4101 = shufflevector <2 x i64> %4099, <2 x i64> poison, <8 x i32> zeroinitializer
  %4102 = shufflevector <2 x i64> %4098, <2 x i64> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %4103 = shufflevector <2 x i64> %4099, <2 x i64> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  br label %4232

4104:                                             ; preds = %4071
  %4105 = load float, ptr %444, align 4
  %4106 = insertelement <16 x float> poison, float %4105, i64 0
  %4107 = shufflevector <16 x float> %4106, <16 x float> poison, <16 x i32> zeroinitializer
  %4108 = insertelement <16 x float> poison, float %4105, i64 0
  %4109 = shufflevector <16 x float> %4108, <16 x float> poison, <16 x i32> zeroinitializer
  br label %4117

4110:                                             ; preds = %4071
  %4111 = getelementptr inbounds float, ptr %687, i64 %4087
  %4112 = getelementptr inbounds float, ptr %4111, i64 %821
  %4113 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4112, <16 x i1> %4086, <16 x float> zeroinitializer)
  %4114 = getelementptr inbounds float, ptr %687, i64 %4089
  %4115 = getelementptr inbounds float, ptr %4114, i64 %820
  %4116 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4115, <16 x i1> %4088, <16 x float> zeroinitializer)
  br label %4117

4117:                                             ; preds = %4110, %4104
  %4118 = phi <16 x float> [ %4113, %4110 ], [ %4107, %4104 ]
  %4119 = phi <16 x float> [ %4116, %4110 ], [ %4109, %4104 ]
  br i1 %82, label %4126, label %4120

4120:                                             ; preds = %4117
  %4121 = load float, ptr %688, align 4
  %4122 = insertelement <16 x float> poison, float %4121, i64 0
  %4123 = shufflevector <16 x float> %4122, <16 x float> poison, <16 x i32> zeroinitializer
  %4124 = insertelement <16 x float> poison, float %4121, i64 0
  %4125 = shufflevector <16 x float> %4124, <16 x float> poison, <16 x i32> zeroinitializer
  br label %4133

4126:                                             ; preds = %4117
  %4127 = getelementptr inbounds float, ptr %691, i64 %4087
  %4128 = getelementptr inbounds float, ptr %4127, i64 %821
  %4129 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4128, <16 x i1> %4086, <16 x float> zeroinitializer)
  %4130 = getelementptr inbounds float, ptr %691, i64 %4089
  %4131 = getelementptr inbounds float, ptr %4130, i64 %820
  %4132 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4131, <16 x i1> %4088, <16 x float> zeroinitializer)
  br label %4133

4133:                                             ; preds = %4126, %4120
  %4134 = phi <16 x float> [ %4129, %4126 ], [ %4123, %4120 ]
  %4135 = phi <16 x float> [ %4132, %4126 ], [ %4125, %4120 ]
  br i1 %82, label %4142, label %4136

4136:                                             ; preds = %4133
  %4137 = load float, ptr %692, align 4
  %4138 = insertelement <16 x float> poison, float %4137, i64 0
  %4139 = shufflevector <16 x float> %4138, <16 x float> poison, <16 x i32> zeroinitializer
  %4140 = insertelement <16 x float> poison, float %4137, i64 0
  %4141 = shufflevector <16 x float> %4140, <16 x float> poison, <16 x i32> zeroinitializer
  br label %4149

4142:                                             ; preds = %4133
  %4143 = getelementptr inbounds float, ptr %695, i64 %4087
  %4144 = getelementptr inbounds float, ptr %4143, i64 %821
  %4145 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4144, <16 x i1> %4086, <16 x float> zeroinitializer)
  %4146 = getelementptr inbounds float, ptr %695, i64 %4089
  %4147 = getelementptr inbounds float, ptr %4146, i64 %820
  %4148 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4147, <16 x i1> %4088, <16 x float> zeroinitializer)
  br label %4149

4149:                                             ; preds = %4142, %4136
  %4150 = phi <16 x float> [ %4145, %4142 ], [ %4139, %4136 ]
  %4151 = phi <16 x float> [ %4148, %4142 ], [ %4141, %4136 ]
  br i1 %82, label %4158, label %4152

4152:                                             ; preds = %4149
  %4153 = load float, ptr %696, align 4
  %4154 = insertelement <16 x float> poison, float %4153, i64 0
  %4155 = shufflevector <16 x float> %4154, <16 x float> poison, <16 x i32> zeroinitializer
  %4156 = insertelement <16 x float> poison, float %4153, i64 0
  %4157 = shufflevector <16 x float> %4156, <16 x float> poison, <16 x i32> zeroinitializer
  br label %4165

4158:                                             ; preds = %4149
  %4159 = getelementptr inbounds float, ptr %699, i64 %4087
  %4160 = getelementptr inbounds float, ptr %4159, i64 %821
  %4161 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4160, <16 x i1> %4086, <16 x float> zeroinitializer)
  %4162 = getelementptr inbounds float, ptr %699, i64 %4089
  %4163 = getelementptr inbounds float, ptr %4162, i64 %820
  %4164 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4163, <16 x i1> %4088, <16 x float> zeroinitializer)
  br label %4165

4165:                                             ; preds = %4158, %4152
  %4166 = phi <16 x float> [ %4161, %4158 ], [ %4155, %4152 ]
  %4167 = phi <16 x float> [ %4164, %4158 ], [ %4157, %4152 ]
  br i1 %82, label %4174, label %4168

4168:                                             ; preds = %4165
  %4169 = load float, ptr %700, align 4
  %4170 = insertelement <16 x float> poison, float %4169, i64 0
  %4171 = shufflevector <16 x float> %4170, <16 x float> poison, <16 x i32> zeroinitializer
  %4172 = insertelement <16 x float> poison, float %4169, i64 0
  %4173 = shufflevector <16 x float> %4172, <16 x float> poison, <16 x i32> zeroinitializer
  br label %4181

4174:                                             ; preds = %4165
  %4175 = getelementptr inbounds float, ptr %703, i64 %4087
  %4176 = getelementptr inbounds float, ptr %4175, i64 %821
  %4177 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4176, <16 x i1> %4086, <16 x float> zeroinitializer)
  %4178 = getelementptr inbounds float, ptr %703, i64 %4089
  %4179 = getelementptr inbounds float, ptr %4178, i64 %820
  %4180 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4179, <16 x i1> %4088, <16 x float> zeroinitializer)
  br label %4181

4181:                                             ; preds = %4174, %4168
  %4182 = phi <16 x float> [ %4177, %4174 ], [ %4171, %4168 ]
  %4183 = phi <16 x float> [ %4180, %4174 ], [ %4173, %4168 ]
  br i1 %82, label %4190, label %4184

4184:                                             ; preds = %4181
  %4185 = load float, ptr %704, align 4
  %4186 = insertelement <16 x float> poison, float %4185, i64 0
  %4187 = shufflevector <16 x float> %4186, <16 x float> poison, <16 x i32> zeroinitializer
  %4188 = insertelement <16 x float> poison, float %4185, i64 0
  %4189 = shufflevector <16 x float> %4188, <16 x float> poison, <16 x i32> zeroinitializer
  br label %4197

4190:                                             ; preds = %4181
  %4191 = getelementptr inbounds float, ptr %707, i64 %4087
  %4192 = getelementptr inbounds float, ptr %4191, i64 %821
  %4193 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4192, <16 x i1> %4086, <16 x float> zeroinitializer)
  %4194 = getelementptr inbounds float, ptr %707, i64 %4089
  %4195 = getelementptr inbounds float, ptr %4194, i64 %820
  %4196 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4195, <16 x i1> %4088, <16 x float> zeroinitializer)
  br label %4197

4197:                                             ; preds = %4190, %4184
  %4198 = phi <16 x float> [ %4193, %4190 ], [ %4187, %4184 ]
  %4199 = phi <16 x float> [ %4196, %4190 ], [ %4189, %4184 ]
  br i1 %82, label %4206, label %4200

4200:                                             ; preds = %4197
  %4201 = load float, ptr %708, align 4
  %4202 = insertelement <16 x float> poison, float %4201, i64 0
  %4203 = shufflevector <16 x float> %4202, <16 x float> poison, <16 x i32> zeroinitializer
  %4204 = insertelement <16 x float> poison, float %4201, i64 0
  %4205 = shufflevector <16 x float> %4204, <16 x float> poison, <16 x i32> zeroinitializer
  br label %4213

4206:                                             ; preds = %4197
  %4207 = getelementptr inbounds float, ptr %711, i64 %4087
  %4208 = getelementptr inbounds float, ptr %4207, i64 %821
  %4209 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4208, <16 x i1> %4086, <16 x float> zeroinitializer)
  %4210 = getelementptr inbounds float, ptr %711, i64 %4089
  %4211 = getelementptr inbounds float, ptr %4210, i64 %820
  %4212 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4211, <16 x i1> %4088, <16 x float> zeroinitializer)
  br label %4213

4213:                                             ; preds = %4206, %4200
  %4214 = phi <16 x float> [ %4209, %4206 ], [ %4203, %4200 ]
  %4215 = phi <16 x float> [ %4212, %4206 ], [ %4205, %4200 ]
  br i1 %82, label %4222, label %4216

4216:                                             ; preds = %4213
  %4217 = load float, ptr %712, align 4
  %4218 = insertelement <16 x float> poison, float %4217, i64 0
  %4219 = shufflevector <16 x float> %4218, <16 x float> poison, <16 x i32> zeroinitializer
  %4220 = insertelement <16 x float> poison, float %4217, i64 0
  %4221 = shufflevector <16 x float> %4220, <16 x float> poison, <16 x i32> zeroinitializer
  br label %4229

4222:                                             ; preds = %4213
  %4223 = getelementptr inbounds float, ptr %715, i64 %4087
  %4224 = getelementptr inbounds float, ptr %4223, i64 %821
  %4225 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4224, <16 x i1> %4086, <16 x float> zeroinitializer)
  %4226 = getelementptr inbounds float, ptr %715, i64 %4089
  %4227 = getelementptr inbounds float, ptr %4226, i64 %820
  %4228 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4227, <16 x i1> %4088, <16 x float> zeroinitializer)
  br label %4229

4229:                                             ; preds = %4222, %4216
  %4230 = phi <16 x float> [ %4225, %4222 ], [ %4219, %4216 ]
  %4231 = phi <16 x float> [ %4228, %4222 ], [ %4221, %4216 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  br i1 %83, label %4090, label %4312

4232:                                             ; preds = %4090, %4313
  %4233 = phi i64 [ %4314, %4313 ], [ 0, %4090 ]
  br i1 %84, label %4234, label %4313

4234:                                             ; preds = %4232
  %4235 = mul nuw nsw i64 %4233, %12
  %4236 = sub i64 %4233, %15
  %4237 = add i64 %4236, %4095
  %4238 = add i64 %4236, %4091
  %4239 = insertelement <2 x i64> poison, i64 %4238, i64 0
  %4240 = insertelement <2 x i64> %4239, i64 %4237, i64 1
  %4241 = icmp sgt <2 x i64> %4240, splat (i64 -1)
  %4242 = icmp slt <2 x i64> %4240, %387
  %4243 = and <2 x i1> %4241, %4242
  %4244 = extractelement <2 x i1> %4243, i64 0
  %4245 = select i1 %4244, i64 %4238, i64 0
  %4246 = mul nsw i64 %4245, %8
  %4247 = extractelement <2 x i1> %4243, i64 1
  %4248 = select i1 %4247, i64 %4237, i64 0
  %4249 = mul nsw i64 %4248, %8
  br i1 %388, label %4310, label %4250

4250:                                             ; preds = %4234
  %4251 = insertelement <8 x i64> poison, i64 %4235, i64 0
  %4252 = shufflevector <8 x i64> %4251, <8 x i64> poison, <8 x i32> zeroinitializer
  %4253 = insertelement <8 x i64> poison, i64 %4246, i64 0
  %4254 = shufflevector <8 x i64> %4253, <8 x i64> poison, <8 x i32> zeroinitializer
  %4255 = insertelement <8 x i64> poison, i64 %4249, i64 0
  %4256 = shufflevector <8 x i64> %4255, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %4257

4257:                                             ; preds = %4257, %4250
  %4258 = phi i64 [ 0, %4250 ], [ %4306, %4257 ]
  %4259 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %4250 ], [ %4307, %4257 ]
  %4260 = add nuw nsw <8 x i64> %4259, %4252
  %4261 = sub <8 x i64> %4259, %391
  %4262 = getelementptr inbounds nuw [3 x i64], ptr %35, <8 x i64> %4260
  %4263 = getelementptr inbounds nuw [3 x i32], ptr %36, <8 x i64> %4260
  %4264 = add <8 x i64> %4261, %4100
  %4265 = icmp slt <8 x i64> %4264, zeroinitializer
  %4266 = sub nsw <8 x i64> zeroinitializer, %4264
  %4267 = select <8 x i1> %4265, <8 x i64> %4266, <8 x i64> zeroinitializer
  %4268 = sub nsw <8 x i64> %393, %4264
  %4269 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %4268, <8 x i64> %4101)
  %4270 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %4269, <8 x i64> splat (i64 32))
  %4271 = icmp sgt <8 x i64> %4270, %4267
  %4272 = select i1 %4244, <8 x i1> %4271, <8 x i1> zeroinitializer
  %4273 = select <8 x i1> %4272, <8 x i64> %4270, <8 x i64> zeroinitializer
  %4274 = add nsw <8 x i64> %4254, %4264
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %4274, <8 x ptr> align 8 %4262, <8 x i1> splat (i1 true))
  %4275 = icmp sgt <8 x i64> %4273, splat (i64 31)
  %4276 = trunc <8 x i64> %4273 to <8 x i32>
  %4277 = shl nsw <8 x i32> splat (i32 -1), %4276
  %4278 = xor <8 x i32> %4277, splat (i32 -1)
  %4279 = select <8 x i1> %4275, <8 x i32> splat (i32 -1), <8 x i32> %4278
  %4280 = trunc <8 x i64> %4267 to <8 x i32>
  %4281 = shl nsw <8 x i32> splat (i32 -1), %4280
  %4282 = select <8 x i1> %4272, <8 x i32> %4281, <8 x i32> splat (i32 -1)
  %4283 = and <8 x i32> %4279, %4282
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %4283, <8 x ptr> align 4 %4263, <8 x i1> splat (i1 true))
  %4284 = add <8 x i64> %4261, %4102
  %4285 = icmp slt <8 x i64> %4284, zeroinitializer
  %4286 = sub nsw <8 x i64> zeroinitializer, %4284
  %4287 = select <8 x i1> %4285, <8 x i64> %4286, <8 x i64> zeroinitializer
  %4288 = sub nsw <8 x i64> %393, %4284
  %4289 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %4288, <8 x i64> %4103)
  %4290 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %4289, <8 x i64> splat (i64 32))
  %4291 = icmp sgt <8 x i64> %4290, %4287
  %4292 = select i1 %4247, <8 x i1> %4291, <8 x i1> zeroinitializer
  %4293 = select <8 x i1> %4292, <8 x i64> %4290, <8 x i64> zeroinitializer
  %4294 = add nsw <8 x i64> %4256, %4284
  %4295 = getelementptr inbounds nuw i8, <8 x ptr> %4262, i64 8
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %4294, <8 x ptr> align 8 %4295, <8 x i1> splat (i1 true))
  %4296 = icmp sgt <8 x i64> %4293, splat (i64 31)
  %4297 = trunc <8 x i64> %4293 to <8 x i32>
  %4298 = shl nsw <8 x i32> splat (i32 -1), %4297
  %4299 = xor <8 x i32> %4298, splat (i32 -1)
  %4300 = select <8 x i1> %4296, <8 x i32> splat (i32 -1), <8 x i32> %4299
  %4301 = trunc <8 x i64> %4287 to <8 x i32>
  %4302 = shl nsw <8 x i32> splat (i32 -1), %4301
  %4303 = select <8 x i1> %4292, <8 x i32> %4302, <8 x i32> splat (i32 -1)
  %4304 = and <8 x i32> %4300, %4303
  %4305 = getelementptr inbounds nuw i8, <8 x ptr> %4263, i64 4
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %4304, <8 x ptr> align 4 %4305, <8 x i1> splat (i1 true))
  %4306 = add nuw i64 %4258, 8
  %4307 = add nuw nsw <8 x i64> %4259, splat (i64 8)
  %4308 = icmp eq i64 %4306, %389
  br i1 %4308, label %4309, label %4257

4309:                                             ; preds = %4257
  br i1 %394, label %4313, label %4310

4310:                                             ; preds = %4234, %4309
  %4311 = phi i64 [ 0, %4234 ], [ %389, %4309 ]
  br label %4316

4312:                                             ; preds = %4313, %4229
  br i1 %86, label %4381, label %4353

4313:                                             ; preds = %4316, %4309, %4232
  %4314 = add nuw nsw i64 %4233, 1
  %4315 = icmp eq i64 %4314, %11
  br i1 %4315, label %4312, label %4232

4316:                                             ; preds = %4310, %4316
  %4317 = phi i64 [ %4351, %4316 ], [ %4311, %4310 ]
  %4318 = add nuw nsw i64 %4317, %4235
  %4319 = sub i64 %4317, %16
  %4320 = getelementptr inbounds nuw [3 x i64], ptr %35, i64 %4318
  %4321 = getelementptr inbounds nuw [3 x i32], ptr %36, i64 %4318
  %4322 = getelementptr inbounds nuw i8, ptr %4320, i64 8
  %4323 = insertelement <2 x i64> poison, i64 %4319, i64 0
  %4324 = shufflevector <2 x i64> %4323, <2 x i64> poison, <2 x i32> zeroinitializer
  %4325 = add <2 x i64> %4324, %4098
  %4326 = extractelement <2 x i64> %4325, i64 0
  %4327 = add nsw i64 %4246, %4326
  store i64 %4327, ptr %4320, align 8
  %4328 = icmp slt <2 x i64> %4325, zeroinitializer
  %4329 = sub nsw <2 x i64> zeroinitializer, %4325
  %4330 = select <2 x i1> %4328, <2 x i64> %4329, <2 x i64> zeroinitializer
  %4331 = extractelement <2 x i64> %4325, i64 1
  %4332 = sub nsw i64 %8, %4331
  %4333 = sub nsw i64 %8, %4326
  %4334 = insertelement <2 x i64> poison, i64 %4333, i64 0
  %4335 = insertelement <2 x i64> %4334, i64 %4332, i64 1
  %4336 = call <2 x i64> @llvm.smin.v2i64(<2 x i64> %4335, <2 x i64> %4099)
  %4337 = call <2 x i64> @llvm.smin.v2i64(<2 x i64> %4336, <2 x i64> splat (i64 32))
  %4338 = icmp sgt <2 x i64> %4337, %4330
  %4339 = select <2 x i1> %4243, <2 x i1> %4338, <2 x i1> zeroinitializer
  %4340 = select <2 x i1> %4339, <2 x i64> %4337, <2 x i64> zeroinitializer
  %4341 = add nsw i64 %4249, %4331
  store i64 %4341, ptr %4322, align 8
  %4342 = icmp sgt <2 x i64> %4340, splat (i64 31)
  %4343 = trunc <2 x i64> %4340 to <2 x i32>
  %4344 = shl nsw <2 x i32> splat (i32 -1), %4343
  %4345 = xor <2 x i32> %4344, splat (i32 -1)
  %4346 = select <2 x i1> %4342, <2 x i32> splat (i32 -1), <2 x i32> %4345
  %4347 = trunc <2 x i64> %4330 to <2 x i32>
  %4348 = shl nsw <2 x i32> splat (i32 -1), %4347
  %4349 = select <2 x i1> %4339, <2 x i32> %4348, <2 x i32> splat (i32 -1)
  %4350 = and <2 x i32> %4346, %4349
  store <2 x i32> %4350, ptr %4321, align 4
  %4351 = add nuw nsw i64 %4317, 1
  %4352 = icmp eq i64 %4351, %12
  br i1 %4352, label %4313, label %4316

4353:                                             ; preds = %4403, %4312
  %4354 = phi <16 x float> [ %4231, %4312 ], [ %4404, %4403 ]
  %4355 = phi <16 x float> [ %4230, %4312 ], [ %4405, %4403 ]
  %4356 = phi <16 x float> [ %4215, %4312 ], [ %4406, %4403 ]
  %4357 = phi <16 x float> [ %4214, %4312 ], [ %4407, %4403 ]
  %4358 = phi <16 x float> [ %4199, %4312 ], [ %4408, %4403 ]
  %4359 = phi <16 x float> [ %4198, %4312 ], [ %4409, %4403 ]
  %4360 = phi <16 x float> [ %4183, %4312 ], [ %4410, %4403 ]
  %4361 = phi <16 x float> [ %4182, %4312 ], [ %4411, %4403 ]
  %4362 = phi <16 x float> [ %4167, %4312 ], [ %4412, %4403 ]
  %4363 = phi <16 x float> [ %4166, %4312 ], [ %4413, %4403 ]
  %4364 = phi <16 x float> [ %4151, %4312 ], [ %4414, %4403 ]
  %4365 = phi <16 x float> [ %4150, %4312 ], [ %4415, %4403 ]
  %4366 = phi <16 x float> [ %4135, %4312 ], [ %4416, %4403 ]
  %4367 = phi <16 x float> [ %4134, %4312 ], [ %4417, %4403 ]
  %4368 = phi <16 x float> [ %4119, %4312 ], [ %4418, %4403 ]
  %4369 = phi <16 x float> [ %4118, %4312 ], [ %4419, %4403 ]
  %4370 = mul nsw i64 %816, %10
  %4371 = add i64 %4370, %821
  %4372 = bitcast i16 %4078 to <16 x i1>
  %4373 = mul nsw i64 %817, %10
  %4374 = add i64 %4373, %820
  %4375 = bitcast i16 %4085 to <16 x i1>
  %4376 = bitcast i16 %4078 to <16 x i1>
  %4377 = mul nsw i64 %817, %10
  %4378 = bitcast i16 %4085 to <16 x i1>
  %4379 = add i64 %716, %4371
  %4380 = getelementptr inbounds float, ptr %435, i64 %4379
  br i1 %88, label %4635, label %4518

4381:                                             ; preds = %4312, %4403
  %4382 = phi <16 x float> [ %4404, %4403 ], [ %4231, %4312 ]
  %4383 = phi <16 x float> [ %4405, %4403 ], [ %4230, %4312 ]
  %4384 = phi <16 x float> [ %4406, %4403 ], [ %4215, %4312 ]
  %4385 = phi <16 x float> [ %4407, %4403 ], [ %4214, %4312 ]
  %4386 = phi <16 x float> [ %4408, %4403 ], [ %4199, %4312 ]
  %4387 = phi <16 x float> [ %4409, %4403 ], [ %4198, %4312 ]
  %4388 = phi <16 x float> [ %4410, %4403 ], [ %4183, %4312 ]
  %4389 = phi <16 x float> [ %4411, %4403 ], [ %4182, %4312 ]
  %4390 = phi <16 x float> [ %4412, %4403 ], [ %4167, %4312 ]
  %4391 = phi <16 x float> [ %4413, %4403 ], [ %4166, %4312 ]
  %4392 = phi <16 x float> [ %4414, %4403 ], [ %4151, %4312 ]
  %4393 = phi <16 x float> [ %4415, %4403 ], [ %4150, %4312 ]
  %4394 = phi <16 x float> [ %4416, %4403 ], [ %4135, %4312 ]
  %4395 = phi <16 x float> [ %4417, %4403 ], [ %4134, %4312 ]
  %4396 = phi <16 x float> [ %4418, %4403 ], [ %4119, %4312 ]
  %4397 = phi <16 x float> [ %4419, %4403 ], [ %4118, %4312 ]
  %4398 = phi i64 [ %4420, %4403 ], [ 0, %4312 ]
  %4399 = mul nsw i64 %80, %4398
  %4400 = getelementptr inbounds float, ptr %428, i64 %4399
  %4401 = mul nsw i64 %4398, %81
  %4402 = getelementptr inbounds float, ptr %445, i64 %4401
  br i1 %87, label %4422, label %4403

4403:                                             ; preds = %4422, %4381
  %4404 = phi <16 x float> [ %4382, %4381 ], [ %4515, %4422 ]
  %4405 = phi <16 x float> [ %4383, %4381 ], [ %4514, %4422 ]
  %4406 = phi <16 x float> [ %4384, %4381 ], [ %4509, %4422 ]
  %4407 = phi <16 x float> [ %4385, %4381 ], [ %4508, %4422 ]
  %4408 = phi <16 x float> [ %4386, %4381 ], [ %4503, %4422 ]
  %4409 = phi <16 x float> [ %4387, %4381 ], [ %4502, %4422 ]
  %4410 = phi <16 x float> [ %4388, %4381 ], [ %4497, %4422 ]
  %4411 = phi <16 x float> [ %4389, %4381 ], [ %4496, %4422 ]
  %4412 = phi <16 x float> [ %4390, %4381 ], [ %4491, %4422 ]
  %4413 = phi <16 x float> [ %4391, %4381 ], [ %4490, %4422 ]
  %4414 = phi <16 x float> [ %4392, %4381 ], [ %4485, %4422 ]
  %4415 = phi <16 x float> [ %4393, %4381 ], [ %4484, %4422 ]
  %4416 = phi <16 x float> [ %4394, %4381 ], [ %4479, %4422 ]
  %4417 = phi <16 x float> [ %4395, %4381 ], [ %4478, %4422 ]
  %4418 = phi <16 x float> [ %4396, %4381 ], [ %4473, %4422 ]
  %4419 = phi <16 x float> [ %4397, %4381 ], [ %4472, %4422 ]
  %4420 = add nuw nsw i64 %4398, 1
  %4421 = icmp eq i64 %4420, %5
  br i1 %4421, label %4353, label %4381

4422:                                             ; preds = %4381, %4422
  %4423 = phi <16 x float> [ %4515, %4422 ], [ %4382, %4381 ]
  %4424 = phi <16 x float> [ %4514, %4422 ], [ %4383, %4381 ]
  %4425 = phi <16 x float> [ %4509, %4422 ], [ %4384, %4381 ]
  %4426 = phi <16 x float> [ %4508, %4422 ], [ %4385, %4381 ]
  %4427 = phi <16 x float> [ %4503, %4422 ], [ %4386, %4381 ]
  %4428 = phi <16 x float> [ %4502, %4422 ], [ %4387, %4381 ]
  %4429 = phi <16 x float> [ %4497, %4422 ], [ %4388, %4381 ]
  %4430 = phi <16 x float> [ %4496, %4422 ], [ %4389, %4381 ]
  %4431 = phi <16 x float> [ %4491, %4422 ], [ %4390, %4381 ]
  %4432 = phi <16 x float> [ %4490, %4422 ], [ %4391, %4381 ]
  %4433 = phi <16 x float> [ %4485, %4422 ], [ %4392, %4381 ]
  %4434 = phi <16 x float> [ %4484, %4422 ], [ %4393, %4381 ]
  %4435 = phi <16 x float> [ %4479, %4422 ], [ %4394, %4381 ]
  %4436 = phi <16 x float> [ %4478, %4422 ], [ %4395, %4381 ]
  %4437 = phi <16 x float> [ %4473, %4422 ], [ %4396, %4381 ]
  %4438 = phi <16 x float> [ %4472, %4422 ], [ %4397, %4381 ]
  %4439 = phi i64 [ %4516, %4422 ], [ 0, %4381 ]
  %4440 = getelementptr inbounds nuw [3 x i64], ptr %35, i64 %4439
  %4441 = getelementptr inbounds nuw [3 x i32], ptr %36, i64 %4439
  %4442 = load i64, ptr %4440, align 8
  %4443 = getelementptr inbounds float, ptr %4400, i64 %4442
  %4444 = load i32, ptr %4441, align 4
  %4445 = trunc i32 %4444 to i16
  %4446 = bitcast i16 %4445 to <16 x i1>
  %4447 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %4443, <16 x i1> %4446, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4448 = lshr i32 %4444, 16
  %4449 = trunc nuw i32 %4448 to i16
  %4450 = getelementptr inbounds nuw i8, ptr %4443, i64 64
  %4451 = bitcast i16 %4449 to <16 x i1>
  %4452 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %4450, <16 x i1> %4451, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4453 = shufflevector <16 x float> %4447, <16 x float> %4452, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %4454 = getelementptr inbounds nuw i8, ptr %4440, i64 8
  %4455 = load i64, ptr %4454, align 8
  %4456 = getelementptr inbounds float, ptr %4400, i64 %4455
  %4457 = getelementptr inbounds nuw i8, ptr %4441, i64 4
  %4458 = load i32, ptr %4457, align 4
  %4459 = trunc i32 %4458 to i16
  %4460 = bitcast i16 %4459 to <16 x i1>
  %4461 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %4456, <16 x i1> %4460, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4462 = lshr i32 %4458, 16
  %4463 = trunc nuw i32 %4462 to i16
  %4464 = getelementptr inbounds nuw i8, ptr %4456, i64 64
  %4465 = bitcast i16 %4463 to <16 x i1>
  %4466 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %4464, <16 x i1> %4465, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4467 = shufflevector <16 x float> %4461, <16 x float> %4466, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %4468 = getelementptr float, ptr %4402, i64 %4439
  %4469 = load float, ptr %4468, align 4
  %4470 = insertelement <16 x float> poison, float %4469, i64 0
  %4471 = shufflevector <16 x float> %4470, <16 x float> poison, <16 x i32> zeroinitializer
  %4472 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4453, <16 x float> %4471, <16 x float> %4438)
  %4473 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4467, <16 x float> %4471, <16 x float> %4437)
  %4474 = getelementptr float, ptr %4468, i64 %85
  %4475 = load float, ptr %4474, align 4
  %4476 = insertelement <16 x float> poison, float %4475, i64 0
  %4477 = shufflevector <16 x float> %4476, <16 x float> poison, <16 x i32> zeroinitializer
  %4478 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4453, <16 x float> %4477, <16 x float> %4436)
  %4479 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4467, <16 x float> %4477, <16 x float> %4435)
  %4480 = getelementptr i8, ptr %4468, i64 %193
  %4481 = load float, ptr %4480, align 4
  %4482 = insertelement <16 x float> poison, float %4481, i64 0
  %4483 = shufflevector <16 x float> %4482, <16 x float> poison, <16 x i32> zeroinitializer
  %4484 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4453, <16 x float> %4483, <16 x float> %4434)
  %4485 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4467, <16 x float> %4483, <16 x float> %4433)
  %4486 = getelementptr i8, ptr %4468, i64 %194
  %4487 = load float, ptr %4486, align 4
  %4488 = insertelement <16 x float> poison, float %4487, i64 0
  %4489 = shufflevector <16 x float> %4488, <16 x float> poison, <16 x i32> zeroinitializer
  %4490 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4453, <16 x float> %4489, <16 x float> %4432)
  %4491 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4467, <16 x float> %4489, <16 x float> %4431)
  %4492 = getelementptr i8, ptr %4468, i64 %195
  %4493 = load float, ptr %4492, align 4
  %4494 = insertelement <16 x float> poison, float %4493, i64 0
  %4495 = shufflevector <16 x float> %4494, <16 x float> poison, <16 x i32> zeroinitializer
  %4496 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4453, <16 x float> %4495, <16 x float> %4430)
  %4497 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4467, <16 x float> %4495, <16 x float> %4429)
  %4498 = getelementptr i8, ptr %4468, i64 %196
  %4499 = load float, ptr %4498, align 4
  %4500 = insertelement <16 x float> poison, float %4499, i64 0
  %4501 = shufflevector <16 x float> %4500, <16 x float> poison, <16 x i32> zeroinitializer
  %4502 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4453, <16 x float> %4501, <16 x float> %4428)
  %4503 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4467, <16 x float> %4501, <16 x float> %4427)
  %4504 = getelementptr i8, ptr %4468, i64 %197
  %4505 = load float, ptr %4504, align 4
  %4506 = insertelement <16 x float> poison, float %4505, i64 0
  %4507 = shufflevector <16 x float> %4506, <16 x float> poison, <16 x i32> zeroinitializer
  %4508 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4453, <16 x float> %4507, <16 x float> %4426)
  %4509 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4467, <16 x float> %4507, <16 x float> %4425)
  %4510 = getelementptr i8, ptr %4468, i64 %198
  %4511 = load float, ptr %4510, align 4
  %4512 = insertelement <16 x float> poison, float %4511, i64 0
  %4513 = shufflevector <16 x float> %4512, <16 x float> poison, <16 x i32> zeroinitializer
  %4514 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4453, <16 x float> %4513, <16 x float> %4424)
  %4515 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4467, <16 x float> %4513, <16 x float> %4423)
  %4516 = add nuw nsw i64 %4439, 1
  %4517 = icmp eq i64 %4516, %81
  br i1 %4517, label %4403, label %4422

4518:                                             ; preds = %4353
  %4519 = getelementptr inbounds float, ptr %433, i64 %4379
  switch i64 %199, label %1370 [
    i64 1, label %4520
    i64 2, label %4523
    i64 3, label %4530
    i64 0, label %4575
  ]

4520:                                             ; preds = %4518
  %4521 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4519, <16 x i1> %4372, <16 x float> zeroinitializer)
  %4522 = fadd <16 x float> %4369, %4521
  br label %4537

4523:                                             ; preds = %4518
  %4524 = bitcast <16 x float> %4369 to <8 x i64>
  %4525 = or <8 x i64> %4524, %90
  %4526 = fcmp oeq <16 x float> %4369, %66
  %4527 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4369, i32 4)
  %4528 = bitcast <8 x i64> %4525 to <16 x float>
  %4529 = select <16 x i1> %4526, <16 x float> %4528, <16 x float> %4527
  br label %4537

4530:                                             ; preds = %4518
  %4531 = bitcast <16 x float> %4369 to <8 x i64>
  %4532 = and <8 x i64> %4531, %89
  %4533 = fcmp oeq <16 x float> %4369, %63
  %4534 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4369, i32 4)
  %4535 = bitcast <8 x i64> %4532 to <16 x float>
  %4536 = select <16 x i1> %4533, <16 x float> %4535, <16 x float> %4534
  br label %4537

4537:                                             ; preds = %4530, %4523, %4520
  %4538 = phi <16 x float> [ %4522, %4520 ], [ %4529, %4523 ], [ %4536, %4530 ]
  switch i64 %201, label %1370 [
    i64 1, label %4553
    i64 2, label %4546
    i64 3, label %4539
    i64 0, label %4575
  ]

4539:                                             ; preds = %4537
  %4540 = bitcast <16 x float> %4538 to <8 x i64>
  %4541 = and <8 x i64> %4540, %89
  %4542 = fcmp oeq <16 x float> %4538, %63
  %4543 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4538, i32 4)
  %4544 = bitcast <8 x i64> %4541 to <16 x float>
  %4545 = select <16 x i1> %4542, <16 x float> %4544, <16 x float> %4543
  br label %4556

4546:                                             ; preds = %4537
  %4547 = bitcast <16 x float> %4538 to <8 x i64>
  %4548 = or <8 x i64> %4547, %90
  %4549 = fcmp oeq <16 x float> %4538, %66
  %4550 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4538, i32 4)
  %4551 = bitcast <8 x i64> %4548 to <16 x float>
  %4552 = select <16 x i1> %4549, <16 x float> %4551, <16 x float> %4550
  br label %4556

4553:                                             ; preds = %4537
  %4554 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4519, <16 x i1> %4372, <16 x float> zeroinitializer)
  %4555 = fadd <16 x float> %4538, %4554
  br label %4556

4556:                                             ; preds = %4553, %4546, %4539
  %4557 = phi <16 x float> [ %4555, %4553 ], [ %4552, %4546 ], [ %4545, %4539 ]
  switch i64 %203, label %1370 [
    i64 1, label %4572
    i64 2, label %4565
    i64 3, label %4558
    i64 0, label %4575
  ]

4558:                                             ; preds = %4556
  %4559 = bitcast <16 x float> %4557 to <8 x i64>
  %4560 = and <8 x i64> %4559, %89
  %4561 = fcmp oeq <16 x float> %4557, %63
  %4562 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4557, i32 4)
  %4563 = bitcast <8 x i64> %4560 to <16 x float>
  %4564 = select <16 x i1> %4561, <16 x float> %4563, <16 x float> %4562
  br label %4575

4565:                                             ; preds = %4556
  %4566 = bitcast <16 x float> %4557 to <8 x i64>
  %4567 = or <8 x i64> %4566, %90
  %4568 = fcmp oeq <16 x float> %4557, %66
  %4569 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4557, i32 4)
  %4570 = bitcast <8 x i64> %4567 to <16 x float>
  %4571 = select <16 x i1> %4568, <16 x float> %4570, <16 x float> %4569
  br label %4575

4572:                                             ; preds = %4556
  %4573 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4519, <16 x i1> %4372, <16 x float> zeroinitializer)
  %4574 = fadd <16 x float> %4557, %4573
  br label %4575

4575:                                             ; preds = %4518, %4537, %4556, %4572, %4565, %4558
  %4576 = phi <16 x float> [ %4564, %4558 ], [ %4571, %4565 ], [ %4574, %4572 ], [ %4538, %4537 ], [ %4557, %4556 ], [ %4369, %4518 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4576, ptr align 1 %4380, <16 x i1> %4372)
  %4577 = add i64 %716, %4374
  %4578 = getelementptr inbounds float, ptr %435, i64 %4577
  %4579 = getelementptr inbounds float, ptr %433, i64 %4577
  switch i64 %204, label %1370 [
    i64 1, label %4594
    i64 2, label %4587
    i64 3, label %4580
    i64 0, label %4638
  ]

4580:                                             ; preds = %4575
  %4581 = bitcast <16 x float> %4368 to <8 x i64>
  %4582 = and <8 x i64> %4581, %89
  %4583 = fcmp oeq <16 x float> %4368, %63
  %4584 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4368, i32 4)
  %4585 = bitcast <8 x i64> %4582 to <16 x float>
  %4586 = select <16 x i1> %4583, <16 x float> %4585, <16 x float> %4584
  br label %4597

4587:                                             ; preds = %4575
  %4588 = bitcast <16 x float> %4368 to <8 x i64>
  %4589 = or <8 x i64> %4588, %90
  %4590 = fcmp oeq <16 x float> %4368, %66
  %4591 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4368, i32 4)
  %4592 = bitcast <8 x i64> %4589 to <16 x float>
  %4593 = select <16 x i1> %4590, <16 x float> %4592, <16 x float> %4591
  br label %4597

4594:                                             ; preds = %4575
  %4595 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4579, <16 x i1> %4375, <16 x float> zeroinitializer)
  %4596 = fadd <16 x float> %4368, %4595
  br label %4597

4597:                                             ; preds = %4594, %4587, %4580
  %4598 = phi <16 x float> [ %4596, %4594 ], [ %4593, %4587 ], [ %4586, %4580 ]
  switch i64 %206, label %1370 [
    i64 1, label %4613
    i64 2, label %4606
    i64 3, label %4599
    i64 0, label %4638
  ]

4599:                                             ; preds = %4597
  %4600 = bitcast <16 x float> %4598 to <8 x i64>
  %4601 = and <8 x i64> %4600, %89
  %4602 = fcmp oeq <16 x float> %4598, %63
  %4603 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4598, i32 4)
  %4604 = bitcast <8 x i64> %4601 to <16 x float>
  %4605 = select <16 x i1> %4602, <16 x float> %4604, <16 x float> %4603
  br label %4616

4606:                                             ; preds = %4597
  %4607 = bitcast <16 x float> %4598 to <8 x i64>
  %4608 = or <8 x i64> %4607, %90
  %4609 = fcmp oeq <16 x float> %4598, %66
  %4610 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4598, i32 4)
  %4611 = bitcast <8 x i64> %4608 to <16 x float>
  %4612 = select <16 x i1> %4609, <16 x float> %4611, <16 x float> %4610
  br label %4616

4613:                                             ; preds = %4597
  %4614 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4579, <16 x i1> %4375, <16 x float> zeroinitializer)
  %4615 = fadd <16 x float> %4598, %4614
  br label %4616

4616:                                             ; preds = %4613, %4606, %4599
  %4617 = phi <16 x float> [ %4615, %4613 ], [ %4612, %4606 ], [ %4605, %4599 ]
  switch i64 %208, label %1370 [
    i64 1, label %4632
    i64 2, label %4625
    i64 3, label %4618
    i64 0, label %4638
  ]

4618:                                             ; preds = %4616
  %4619 = bitcast <16 x float> %4617 to <8 x i64>
  %4620 = and <8 x i64> %4619, %89
  %4621 = fcmp oeq <16 x float> %4617, %63
  %4622 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4617, i32 4)
  %4623 = bitcast <8 x i64> %4620 to <16 x float>
  %4624 = select <16 x i1> %4621, <16 x float> %4623, <16 x float> %4622
  br label %4638

4625:                                             ; preds = %4616
  %4626 = bitcast <16 x float> %4617 to <8 x i64>
  %4627 = or <8 x i64> %4626, %90
  %4628 = fcmp oeq <16 x float> %4617, %66
  %4629 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4617, i32 4)
  %4630 = bitcast <8 x i64> %4627 to <16 x float>
  %4631 = select <16 x i1> %4628, <16 x float> %4630, <16 x float> %4629
  br label %4638

4632:                                             ; preds = %4616
  %4633 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4579, <16 x i1> %4375, <16 x float> zeroinitializer)
  %4634 = fadd <16 x float> %4617, %4633
  br label %4638

4635:                                             ; preds = %4353
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4369, ptr align 1 %4380, <16 x i1> %4376)
  %4636 = getelementptr float, ptr %717, i64 %4377
  %4637 = getelementptr float, ptr %4636, i64 %820
  br label %4638

4638:                                             ; preds = %4575, %4597, %4616, %4632, %4625, %4618, %4635
  %4639 = phi ptr [ %4637, %4635 ], [ %4578, %4618 ], [ %4578, %4625 ], [ %4578, %4632 ], [ %4578, %4616 ], [ %4578, %4597 ], [ %4578, %4575 ]
  %4640 = phi <16 x i1> [ %4378, %4635 ], [ %4375, %4618 ], [ %4375, %4625 ], [ %4375, %4632 ], [ %4375, %4616 ], [ %4375, %4597 ], [ %4375, %4575 ]
  %4641 = phi <16 x float> [ %4368, %4635 ], [ %4624, %4618 ], [ %4631, %4625 ], [ %4634, %4632 ], [ %4617, %4616 ], [ %4598, %4597 ], [ %4368, %4575 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4641, ptr align 1 %4639, <16 x i1> %4640)
  %4642 = add i64 %719, %4371
  %4643 = getelementptr inbounds float, ptr %435, i64 %4642
  br i1 %88, label %4761, label %4644

4644:                                             ; preds = %4638
  %4645 = getelementptr inbounds float, ptr %433, i64 %4642
  switch i64 %199, label %1370 [
    i64 1, label %4660
    i64 2, label %4653
    i64 3, label %4646
    i64 0, label %4701
  ]

4646:                                             ; preds = %4644
  %4647 = bitcast <16 x float> %4367 to <8 x i64>
  %4648 = and <8 x i64> %4647, %89
  %4649 = fcmp oeq <16 x float> %4367, %63
  %4650 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4367, i32 4)
  %4651 = bitcast <8 x i64> %4648 to <16 x float>
  %4652 = select <16 x i1> %4649, <16 x float> %4651, <16 x float> %4650
  br label %4663

4653:                                             ; preds = %4644
  %4654 = bitcast <16 x float> %4367 to <8 x i64>
  %4655 = or <8 x i64> %4654, %90
  %4656 = fcmp oeq <16 x float> %4367, %66
  %4657 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4367, i32 4)
  %4658 = bitcast <8 x i64> %4655 to <16 x float>
  %4659 = select <16 x i1> %4656, <16 x float> %4658, <16 x float> %4657
  br label %4663

4660:                                             ; preds = %4644
  %4661 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4645, <16 x i1> %4372, <16 x float> zeroinitializer)
  %4662 = fadd <16 x float> %4367, %4661
  br label %4663

4663:                                             ; preds = %4660, %4653, %4646
  %4664 = phi <16 x float> [ %4662, %4660 ], [ %4659, %4653 ], [ %4652, %4646 ]
  switch i64 %201, label %1370 [
    i64 1, label %4679
    i64 2, label %4672
    i64 3, label %4665
    i64 0, label %4701
  ]

4665:                                             ; preds = %4663
  %4666 = bitcast <16 x float> %4664 to <8 x i64>
  %4667 = and <8 x i64> %4666, %89
  %4668 = fcmp oeq <16 x float> %4664, %63
  %4669 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4664, i32 4)
  %4670 = bitcast <8 x i64> %4667 to <16 x float>
  %4671 = select <16 x i1> %4668, <16 x float> %4670, <16 x float> %4669
  br label %4682

4672:                                             ; preds = %4663
  %4673 = bitcast <16 x float> %4664 to <8 x i64>
  %4674 = or <8 x i64> %4673, %90
  %4675 = fcmp oeq <16 x float> %4664, %66
  %4676 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4664, i32 4)
  %4677 = bitcast <8 x i64> %4674 to <16 x float>
  %4678 = select <16 x i1> %4675, <16 x float> %4677, <16 x float> %4676
  br label %4682

4679:                                             ; preds = %4663
  %4680 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4645, <16 x i1> %4372, <16 x float> zeroinitializer)
  %4681 = fadd <16 x float> %4664, %4680
  br label %4682

4682:                                             ; preds = %4679, %4672, %4665
  %4683 = phi <16 x float> [ %4681, %4679 ], [ %4678, %4672 ], [ %4671, %4665 ]
  switch i64 %203, label %1370 [
    i64 1, label %4698
    i64 2, label %4691
    i64 3, label %4684
    i64 0, label %4701
  ]

4684:                                             ; preds = %4682
  %4685 = bitcast <16 x float> %4683 to <8 x i64>
  %4686 = and <8 x i64> %4685, %89
  %4687 = fcmp oeq <16 x float> %4683, %63
  %4688 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4683, i32 4)
  %4689 = bitcast <8 x i64> %4686 to <16 x float>
  %4690 = select <16 x i1> %4687, <16 x float> %4689, <16 x float> %4688
  br label %4701

4691:                                             ; preds = %4682
  %4692 = bitcast <16 x float> %4683 to <8 x i64>
  %4693 = or <8 x i64> %4692, %90
  %4694 = fcmp oeq <16 x float> %4683, %66
  %4695 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4683, i32 4)
  %4696 = bitcast <8 x i64> %4693 to <16 x float>
  %4697 = select <16 x i1> %4694, <16 x float> %4696, <16 x float> %4695
  br label %4701

4698:                                             ; preds = %4682
  %4699 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4645, <16 x i1> %4372, <16 x float> zeroinitializer)
  %4700 = fadd <16 x float> %4683, %4699
  br label %4701

4701:                                             ; preds = %4698, %4691, %4684, %4682, %4663, %4644
  %4702 = phi <16 x float> [ %4690, %4684 ], [ %4697, %4691 ], [ %4700, %4698 ], [ %4664, %4663 ], [ %4683, %4682 ], [ %4367, %4644 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4702, ptr align 1 %4643, <16 x i1> %4372)
  %4703 = add i64 %719, %4374
  %4704 = getelementptr inbounds float, ptr %435, i64 %4703
  %4705 = getelementptr inbounds float, ptr %433, i64 %4703
  switch i64 %204, label %1370 [
    i64 1, label %4720
    i64 2, label %4713
    i64 3, label %4706
    i64 0, label %4764
  ]

4706:                                             ; preds = %4701
  %4707 = bitcast <16 x float> %4366 to <8 x i64>
  %4708 = and <8 x i64> %4707, %89
  %4709 = fcmp oeq <16 x float> %4366, %63
  %4710 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4366, i32 4)
  %4711 = bitcast <8 x i64> %4708 to <16 x float>
  %4712 = select <16 x i1> %4709, <16 x float> %4711, <16 x float> %4710
  br label %4723

4713:                                             ; preds = %4701
  %4714 = bitcast <16 x float> %4366 to <8 x i64>
  %4715 = or <8 x i64> %4714, %90
  %4716 = fcmp oeq <16 x float> %4366, %66
  %4717 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4366, i32 4)
  %4718 = bitcast <8 x i64> %4715 to <16 x float>
  %4719 = select <16 x i1> %4716, <16 x float> %4718, <16 x float> %4717
  br label %4723

4720:                                             ; preds = %4701
  %4721 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4705, <16 x i1> %4375, <16 x float> zeroinitializer)
  %4722 = fadd <16 x float> %4366, %4721
  br label %4723

4723:                                             ; preds = %4720, %4713, %4706
  %4724 = phi <16 x float> [ %4722, %4720 ], [ %4719, %4713 ], [ %4712, %4706 ]
  switch i64 %206, label %1370 [
    i64 1, label %4739
    i64 2, label %4732
    i64 3, label %4725
    i64 0, label %4764
  ]

4725:                                             ; preds = %4723
  %4726 = bitcast <16 x float> %4724 to <8 x i64>
  %4727 = and <8 x i64> %4726, %89
  %4728 = fcmp oeq <16 x float> %4724, %63
  %4729 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4724, i32 4)
  %4730 = bitcast <8 x i64> %4727 to <16 x float>
  %4731 = select <16 x i1> %4728, <16 x float> %4730, <16 x float> %4729
  br label %4742

4732:                                             ; preds = %4723
  %4733 = bitcast <16 x float> %4724 to <8 x i64>
  %4734 = or <8 x i64> %4733, %90
  %4735 = fcmp oeq <16 x float> %4724, %66
  %4736 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4724, i32 4)
  %4737 = bitcast <8 x i64> %4734 to <16 x float>
  %4738 = select <16 x i1> %4735, <16 x float> %4737, <16 x float> %4736
  br label %4742

4739:                                             ; preds = %4723
  %4740 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4705, <16 x i1> %4375, <16 x float> zeroinitializer)
  %4741 = fadd <16 x float> %4724, %4740
  br label %4742

4742:                                             ; preds = %4739, %4732, %4725
  %4743 = phi <16 x float> [ %4741, %4739 ], [ %4738, %4732 ], [ %4731, %4725 ]
  switch i64 %208, label %1370 [
    i64 1, label %4758
    i64 2, label %4751
    i64 3, label %4744
    i64 0, label %4764
  ]

4744:                                             ; preds = %4742
  %4745 = bitcast <16 x float> %4743 to <8 x i64>
  %4746 = and <8 x i64> %4745, %89
  %4747 = fcmp oeq <16 x float> %4743, %63
  %4748 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4743, i32 4)
  %4749 = bitcast <8 x i64> %4746 to <16 x float>
  %4750 = select <16 x i1> %4747, <16 x float> %4749, <16 x float> %4748
  br label %4764

4751:                                             ; preds = %4742
  %4752 = bitcast <16 x float> %4743 to <8 x i64>
  %4753 = or <8 x i64> %4752, %90
  %4754 = fcmp oeq <16 x float> %4743, %66
  %4755 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4743, i32 4)
  %4756 = bitcast <8 x i64> %4753 to <16 x float>
  %4757 = select <16 x i1> %4754, <16 x float> %4756, <16 x float> %4755
  br label %4764

4758:                                             ; preds = %4742
  %4759 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4705, <16 x i1> %4375, <16 x float> zeroinitializer)
  %4760 = fadd <16 x float> %4743, %4759
  br label %4764

4761:                                             ; preds = %4638
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4367, ptr align 1 %4643, <16 x i1> %4376)
  %4762 = getelementptr float, ptr %720, i64 %4377
  %4763 = getelementptr float, ptr %4762, i64 %820
  br label %4764

4764:                                             ; preds = %4761, %4758, %4751, %4744, %4742, %4723, %4701
  %4765 = phi ptr [ %4763, %4761 ], [ %4704, %4744 ], [ %4704, %4751 ], [ %4704, %4758 ], [ %4704, %4742 ], [ %4704, %4723 ], [ %4704, %4701 ]
  %4766 = phi <16 x i1> [ %4378, %4761 ], [ %4375, %4744 ], [ %4375, %4751 ], [ %4375, %4758 ], [ %4375, %4742 ], [ %4375, %4723 ], [ %4375, %4701 ]
  %4767 = phi <16 x float> [ %4366, %4761 ], [ %4750, %4744 ], [ %4757, %4751 ], [ %4760, %4758 ], [ %4743, %4742 ], [ %4724, %4723 ], [ %4366, %4701 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4767, ptr align 1 %4765, <16 x i1> %4766)
  %4768 = add i64 %722, %4371
  %4769 = getelementptr inbounds float, ptr %435, i64 %4768
  br i1 %88, label %4887, label %4770

4770:                                             ; preds = %4764
  %4771 = getelementptr inbounds float, ptr %433, i64 %4768
  switch i64 %199, label %1370 [
    i64 1, label %4786
    i64 2, label %4779
    i64 3, label %4772
    i64 0, label %4827
  ]

4772:                                             ; preds = %4770
  %4773 = bitcast <16 x float> %4365 to <8 x i64>
  %4774 = and <8 x i64> %4773, %89
  %4775 = fcmp oeq <16 x float> %4365, %63
  %4776 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4365, i32 4)
  %4777 = bitcast <8 x i64> %4774 to <16 x float>
  %4778 = select <16 x i1> %4775, <16 x float> %4777, <16 x float> %4776
  br label %4789

4779:                                             ; preds = %4770
  %4780 = bitcast <16 x float> %4365 to <8 x i64>
  %4781 = or <8 x i64> %4780, %90
  %4782 = fcmp oeq <16 x float> %4365, %66
  %4783 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4365, i32 4)
  %4784 = bitcast <8 x i64> %4781 to <16 x float>
  %4785 = select <16 x i1> %4782, <16 x float> %4784, <16 x float> %4783
  br label %4789

4786:                                             ; preds = %4770
  %4787 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4771, <16 x i1> %4372, <16 x float> zeroinitializer)
  %4788 = fadd <16 x float> %4365, %4787
  br label %4789

4789:                                             ; preds = %4786, %4779, %4772
  %4790 = phi <16 x float> [ %4788, %4786 ], [ %4785, %4779 ], [ %4778, %4772 ]
  switch i64 %201, label %1370 [
    i64 1, label %4805
    i64 2, label %4798
    i64 3, label %4791
    i64 0, label %4827
  ]

4791:                                             ; preds = %4789
  %4792 = bitcast <16 x float> %4790 to <8 x i64>
  %4793 = and <8 x i64> %4792, %89
  %4794 = fcmp oeq <16 x float> %4790, %63
  %4795 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4790, i32 4)
  %4796 = bitcast <8 x i64> %4793 to <16 x float>
  %4797 = select <16 x i1> %4794, <16 x float> %4796, <16 x float> %4795
  br label %4808

4798:                                             ; preds = %4789
  %4799 = bitcast <16 x float> %4790 to <8 x i64>
  %4800 = or <8 x i64> %4799, %90
  %4801 = fcmp oeq <16 x float> %4790, %66
  %4802 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4790, i32 4)
  %4803 = bitcast <8 x i64> %4800 to <16 x float>
  %4804 = select <16 x i1> %4801, <16 x float> %4803, <16 x float> %4802
  br label %4808

4805:                                             ; preds = %4789
  %4806 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4771, <16 x i1> %4372, <16 x float> zeroinitializer)
  %4807 = fadd <16 x float> %4790, %4806
  br label %4808

4808:                                             ; preds = %4805, %4798, %4791
  %4809 = phi <16 x float> [ %4807, %4805 ], [ %4804, %4798 ], [ %4797, %4791 ]
  switch i64 %203, label %1370 [
    i64 1, label %4824
    i64 2, label %4817
    i64 3, label %4810
    i64 0, label %4827
  ]

4810:                                             ; preds = %4808
  %4811 = bitcast <16 x float> %4809 to <8 x i64>
  %4812 = and <8 x i64> %4811, %89
  %4813 = fcmp oeq <16 x float> %4809, %63
  %4814 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4809, i32 4)
  %4815 = bitcast <8 x i64> %4812 to <16 x float>
  %4816 = select <16 x i1> %4813, <16 x float> %4815, <16 x float> %4814
  br label %4827

4817:                                             ; preds = %4808
  %4818 = bitcast <16 x float> %4809 to <8 x i64>
  %4819 = or <8 x i64> %4818, %90
  %4820 = fcmp oeq <16 x float> %4809, %66
  %4821 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4809, i32 4)
  %4822 = bitcast <8 x i64> %4819 to <16 x float>
  %4823 = select <16 x i1> %4820, <16 x float> %4822, <16 x float> %4821
  br label %4827

4824:                                             ; preds = %4808
  %4825 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4771, <16 x i1> %4372, <16 x float> zeroinitializer)
  %4826 = fadd <16 x float> %4809, %4825
  br label %4827

4827:                                             ; preds = %4824, %4817, %4810, %4808, %4789, %4770
  %4828 = phi <16 x float> [ %4816, %4810 ], [ %4823, %4817 ], [ %4826, %4824 ], [ %4790, %4789 ], [ %4809, %4808 ], [ %4365, %4770 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4828, ptr align 1 %4769, <16 x i1> %4372)
  %4829 = add i64 %722, %4374
  %4830 = getelementptr inbounds float, ptr %435, i64 %4829
  %4831 = getelementptr inbounds float, ptr %433, i64 %4829
  switch i64 %204, label %1370 [
    i64 1, label %4846
    i64 2, label %4839
    i64 3, label %4832
    i64 0, label %4890
  ]

4832:                                             ; preds = %4827
  %4833 = bitcast <16 x float> %4364 to <8 x i64>
  %4834 = and <8 x i64> %4833, %89
  %4835 = fcmp oeq <16 x float> %4364, %63
  %4836 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4364, i32 4)
  %4837 = bitcast <8 x i64> %4834 to <16 x float>
  %4838 = select <16 x i1> %4835, <16 x float> %4837, <16 x float> %4836
  br label %4849

4839:                                             ; preds = %4827
  %4840 = bitcast <16 x float> %4364 to <8 x i64>
  %4841 = or <8 x i64> %4840, %90
  %4842 = fcmp oeq <16 x float> %4364, %66
  %4843 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4364, i32 4)
  %4844 = bitcast <8 x i64> %4841 to <16 x float>
  %4845 = select <16 x i1> %4842, <16 x float> %4844, <16 x float> %4843
  br label %4849

4846:                                             ; preds = %4827
  %4847 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4831, <16 x i1> %4375, <16 x float> zeroinitializer)
  %4848 = fadd <16 x float> %4364, %4847
  br label %4849

4849:                                             ; preds = %4846, %4839, %4832
  %4850 = phi <16 x float> [ %4848, %4846 ], [ %4845, %4839 ], [ %4838, %4832 ]
  switch i64 %206, label %1370 [
    i64 1, label %4865
    i64 2, label %4858
    i64 3, label %4851
    i64 0, label %4890
  ]

4851:                                             ; preds = %4849
  %4852 = bitcast <16 x float> %4850 to <8 x i64>
  %4853 = and <8 x i64> %4852, %89
  %4854 = fcmp oeq <16 x float> %4850, %63
  %4855 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4850, i32 4)
  %4856 = bitcast <8 x i64> %4853 to <16 x float>
  %4857 = select <16 x i1> %4854, <16 x float> %4856, <16 x float> %4855
  br label %4868

4858:                                             ; preds = %4849
  %4859 = bitcast <16 x float> %4850 to <8 x i64>
  %4860 = or <8 x i64> %4859, %90
  %4861 = fcmp oeq <16 x float> %4850, %66
  %4862 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4850, i32 4)
  %4863 = bitcast <8 x i64> %4860 to <16 x float>
  %4864 = select <16 x i1> %4861, <16 x float> %4863, <16 x float> %4862
  br label %4868

4865:                                             ; preds = %4849
  %4866 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4831, <16 x i1> %4375, <16 x float> zeroinitializer)
  %4867 = fadd <16 x float> %4850, %4866
  br label %4868

4868:                                             ; preds = %4865, %4858, %4851
  %4869 = phi <16 x float> [ %4867, %4865 ], [ %4864, %4858 ], [ %4857, %4851 ]
  switch i64 %208, label %1370 [
    i64 1, label %4884
    i64 2, label %4877
    i64 3, label %4870
    i64 0, label %4890
  ]

4870:                                             ; preds = %4868
  %4871 = bitcast <16 x float> %4869 to <8 x i64>
  %4872 = and <8 x i64> %4871, %89
  %4873 = fcmp oeq <16 x float> %4869, %63
  %4874 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4869, i32 4)
  %4875 = bitcast <8 x i64> %4872 to <16 x float>
  %4876 = select <16 x i1> %4873, <16 x float> %4875, <16 x float> %4874
  br label %4890

4877:                                             ; preds = %4868
  %4878 = bitcast <16 x float> %4869 to <8 x i64>
  %4879 = or <8 x i64> %4878, %90
  %4880 = fcmp oeq <16 x float> %4869, %66
  %4881 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4869, i32 4)
  %4882 = bitcast <8 x i64> %4879 to <16 x float>
  %4883 = select <16 x i1> %4880, <16 x float> %4882, <16 x float> %4881
  br label %4890

4884:                                             ; preds = %4868
  %4885 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4831, <16 x i1> %4375, <16 x float> zeroinitializer)
  %4886 = fadd <16 x float> %4869, %4885
  br label %4890

4887:                                             ; preds = %4764
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4365, ptr align 1 %4769, <16 x i1> %4376)
  %4888 = getelementptr float, ptr %723, i64 %4377
  %4889 = getelementptr float, ptr %4888, i64 %820
  br label %4890

4890:                                             ; preds = %4887, %4884, %4877, %4870, %4868, %4849, %4827
  %4891 = phi ptr [ %4889, %4887 ], [ %4830, %4870 ], [ %4830, %4877 ], [ %4830, %4884 ], [ %4830, %4868 ], [ %4830, %4849 ], [ %4830, %4827 ]
  %4892 = phi <16 x i1> [ %4378, %4887 ], [ %4375, %4870 ], [ %4375, %4877 ], [ %4375, %4884 ], [ %4375, %4868 ], [ %4375, %4849 ], [ %4375, %4827 ]
  %4893 = phi <16 x float> [ %4364, %4887 ], [ %4876, %4870 ], [ %4883, %4877 ], [ %4886, %4884 ], [ %4869, %4868 ], [ %4850, %4849 ], [ %4364, %4827 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4893, ptr align 1 %4891, <16 x i1> %4892)
  %4894 = add i64 %725, %4371
  %4895 = getelementptr inbounds float, ptr %435, i64 %4894
  br i1 %88, label %5013, label %4896

4896:                                             ; preds = %4890
  %4897 = getelementptr inbounds float, ptr %433, i64 %4894
  switch i64 %199, label %1370 [
    i64 1, label %4912
    i64 2, label %4905
    i64 3, label %4898
    i64 0, label %4953
  ]

4898:                                             ; preds = %4896
  %4899 = bitcast <16 x float> %4363 to <8 x i64>
  %4900 = and <8 x i64> %4899, %89
  %4901 = fcmp oeq <16 x float> %4363, %63
  %4902 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4363, i32 4)
  %4903 = bitcast <8 x i64> %4900 to <16 x float>
  %4904 = select <16 x i1> %4901, <16 x float> %4903, <16 x float> %4902
  br label %4915

4905:                                             ; preds = %4896
  %4906 = bitcast <16 x float> %4363 to <8 x i64>
  %4907 = or <8 x i64> %4906, %90
  %4908 = fcmp oeq <16 x float> %4363, %66
  %4909 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4363, i32 4)
  %4910 = bitcast <8 x i64> %4907 to <16 x float>
  %4911 = select <16 x i1> %4908, <16 x float> %4910, <16 x float> %4909
  br label %4915

4912:                                             ; preds = %4896
  %4913 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4897, <16 x i1> %4372, <16 x float> zeroinitializer)
  %4914 = fadd <16 x float> %4363, %4913
  br label %4915

4915:                                             ; preds = %4912, %4905, %4898
  %4916 = phi <16 x float> [ %4914, %4912 ], [ %4911, %4905 ], [ %4904, %4898 ]
  switch i64 %201, label %1370 [
    i64 1, label %4931
    i64 2, label %4924
    i64 3, label %4917
    i64 0, label %4953
  ]

4917:                                             ; preds = %4915
  %4918 = bitcast <16 x float> %4916 to <8 x i64>
  %4919 = and <8 x i64> %4918, %89
  %4920 = fcmp oeq <16 x float> %4916, %63
  %4921 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4916, i32 4)
  %4922 = bitcast <8 x i64> %4919 to <16 x float>
  %4923 = select <16 x i1> %4920, <16 x float> %4922, <16 x float> %4921
  br label %4934

4924:                                             ; preds = %4915
  %4925 = bitcast <16 x float> %4916 to <8 x i64>
  %4926 = or <8 x i64> %4925, %90
  %4927 = fcmp oeq <16 x float> %4916, %66
  %4928 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4916, i32 4)
  %4929 = bitcast <8 x i64> %4926 to <16 x float>
  %4930 = select <16 x i1> %4927, <16 x float> %4929, <16 x float> %4928
  br label %4934

4931:                                             ; preds = %4915
  %4932 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4897, <16 x i1> %4372, <16 x float> zeroinitializer)
  %4933 = fadd <16 x float> %4916, %4932
  br label %4934

4934:                                             ; preds = %4931, %4924, %4917
  %4935 = phi <16 x float> [ %4933, %4931 ], [ %4930, %4924 ], [ %4923, %4917 ]
  switch i64 %203, label %1370 [
    i64 1, label %4950
    i64 2, label %4943
    i64 3, label %4936
    i64 0, label %4953
  ]

4936:                                             ; preds = %4934
  %4937 = bitcast <16 x float> %4935 to <8 x i64>
  %4938 = and <8 x i64> %4937, %89
  %4939 = fcmp oeq <16 x float> %4935, %63
  %4940 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4935, i32 4)
  %4941 = bitcast <8 x i64> %4938 to <16 x float>
  %4942 = select <16 x i1> %4939, <16 x float> %4941, <16 x float> %4940
  br label %4953

4943:                                             ; preds = %4934
  %4944 = bitcast <16 x float> %4935 to <8 x i64>
  %4945 = or <8 x i64> %4944, %90
  %4946 = fcmp oeq <16 x float> %4935, %66
  %4947 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4935, i32 4)
  %4948 = bitcast <8 x i64> %4945 to <16 x float>
  %4949 = select <16 x i1> %4946, <16 x float> %4948, <16 x float> %4947
  br label %4953

4950:                                             ; preds = %4934
  %4951 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4897, <16 x i1> %4372, <16 x float> zeroinitializer)
  %4952 = fadd <16 x float> %4935, %4951
  br label %4953

4953:                                             ; preds = %4950, %4943, %4936, %4934, %4915, %4896
  %4954 = phi <16 x float> [ %4942, %4936 ], [ %4949, %4943 ], [ %4952, %4950 ], [ %4916, %4915 ], [ %4935, %4934 ], [ %4363, %4896 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4954, ptr align 1 %4895, <16 x i1> %4372)
  %4955 = add i64 %725, %4374
  %4956 = getelementptr inbounds float, ptr %435, i64 %4955
  %4957 = getelementptr inbounds float, ptr %433, i64 %4955
  switch i64 %204, label %1370 [
    i64 1, label %4972
    i64 2, label %4965
    i64 3, label %4958
    i64 0, label %5016
  ]

4958:                                             ; preds = %4953
  %4959 = bitcast <16 x float> %4362 to <8 x i64>
  %4960 = and <8 x i64> %4959, %89
  %4961 = fcmp oeq <16 x float> %4362, %63
  %4962 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4362, i32 4)
  %4963 = bitcast <8 x i64> %4960 to <16 x float>
  %4964 = select <16 x i1> %4961, <16 x float> %4963, <16 x float> %4962
  br label %4975

4965:                                             ; preds = %4953
  %4966 = bitcast <16 x float> %4362 to <8 x i64>
  %4967 = or <8 x i64> %4966, %90
  %4968 = fcmp oeq <16 x float> %4362, %66
  %4969 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4362, i32 4)
  %4970 = bitcast <8 x i64> %4967 to <16 x float>
  %4971 = select <16 x i1> %4968, <16 x float> %4970, <16 x float> %4969
  br label %4975

4972:                                             ; preds = %4953
  %4973 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4957, <16 x i1> %4375, <16 x float> zeroinitializer)
  %4974 = fadd <16 x float> %4362, %4973
  br label %4975

4975:                                             ; preds = %4972, %4965, %4958
  %4976 = phi <16 x float> [ %4974, %4972 ], [ %4971, %4965 ], [ %4964, %4958 ]
  switch i64 %206, label %1370 [
    i64 1, label %4991
    i64 2, label %4984
    i64 3, label %4977
    i64 0, label %5016
  ]

4977:                                             ; preds = %4975
  %4978 = bitcast <16 x float> %4976 to <8 x i64>
  %4979 = and <8 x i64> %4978, %89
  %4980 = fcmp oeq <16 x float> %4976, %63
  %4981 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4976, i32 4)
  %4982 = bitcast <8 x i64> %4979 to <16 x float>
  %4983 = select <16 x i1> %4980, <16 x float> %4982, <16 x float> %4981
  br label %4994

4984:                                             ; preds = %4975
  %4985 = bitcast <16 x float> %4976 to <8 x i64>
  %4986 = or <8 x i64> %4985, %90
  %4987 = fcmp oeq <16 x float> %4976, %66
  %4988 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4976, i32 4)
  %4989 = bitcast <8 x i64> %4986 to <16 x float>
  %4990 = select <16 x i1> %4987, <16 x float> %4989, <16 x float> %4988
  br label %4994

4991:                                             ; preds = %4975
  %4992 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4957, <16 x i1> %4375, <16 x float> zeroinitializer)
  %4993 = fadd <16 x float> %4976, %4992
  br label %4994

4994:                                             ; preds = %4991, %4984, %4977
  %4995 = phi <16 x float> [ %4993, %4991 ], [ %4990, %4984 ], [ %4983, %4977 ]
  switch i64 %208, label %1370 [
    i64 1, label %5010
    i64 2, label %5003
    i64 3, label %4996
    i64 0, label %5016
  ]

4996:                                             ; preds = %4994
  %4997 = bitcast <16 x float> %4995 to <8 x i64>
  %4998 = and <8 x i64> %4997, %89
  %4999 = fcmp oeq <16 x float> %4995, %63
  %5000 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4995, i32 4)
  %5001 = bitcast <8 x i64> %4998 to <16 x float>
  %5002 = select <16 x i1> %4999, <16 x float> %5001, <16 x float> %5000
  br label %5016

5003:                                             ; preds = %4994
  %5004 = bitcast <16 x float> %4995 to <8 x i64>
  %5005 = or <8 x i64> %5004, %90
  %5006 = fcmp oeq <16 x float> %4995, %66
  %5007 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4995, i32 4)
  %5008 = bitcast <8 x i64> %5005 to <16 x float>
  %5009 = select <16 x i1> %5006, <16 x float> %5008, <16 x float> %5007
  br label %5016

5010:                                             ; preds = %4994
  %5011 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4957, <16 x i1> %4375, <16 x float> zeroinitializer)
  %5012 = fadd <16 x float> %4995, %5011
  br label %5016

5013:                                             ; preds = %4890
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4363, ptr align 1 %4895, <16 x i1> %4376)
  %5014 = getelementptr float, ptr %726, i64 %4377
  %5015 = getelementptr float, ptr %5014, i64 %820
  br label %5016

5016:                                             ; preds = %5013, %5010, %5003, %4996, %4994, %4975, %4953
  %5017 = phi ptr [ %5015, %5013 ], [ %4956, %4996 ], [ %4956, %5003 ], [ %4956, %5010 ], [ %4956, %4994 ], [ %4956, %4975 ], [ %4956, %4953 ]
  %5018 = phi <16 x i1> [ %4378, %5013 ], [ %4375, %4996 ], [ %4375, %5003 ], [ %4375, %5010 ], [ %4375, %4994 ], [ %4375, %4975 ], [ %4375, %4953 ]
  %5019 = phi <16 x float> [ %4362, %5013 ], [ %5002, %4996 ], [ %5009, %5003 ], [ %5012, %5010 ], [ %4995, %4994 ], [ %4976, %4975 ], [ %4362, %4953 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5019, ptr align 1 %5017, <16 x i1> %5018)
  %5020 = add i64 %728, %4371
  %5021 = getelementptr inbounds float, ptr %435, i64 %5020
  br i1 %88, label %5139, label %5022

5022:                                             ; preds = %5016
  %5023 = getelementptr inbounds float, ptr %433, i64 %5020
  switch i64 %199, label %1370 [
    i64 1, label %5038
    i64 2, label %5031
    i64 3, label %5024
    i64 0, label %5079
  ]

5024:                                             ; preds = %5022
  %5025 = bitcast <16 x float> %4361 to <8 x i64>
  %5026 = and <8 x i64> %5025, %89
  %5027 = fcmp oeq <16 x float> %4361, %63
  %5028 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4361, i32 4)
  %5029 = bitcast <8 x i64> %5026 to <16 x float>
  %5030 = select <16 x i1> %5027, <16 x float> %5029, <16 x float> %5028
  br label %5041

5031:                                             ; preds = %5022
  %5032 = bitcast <16 x float> %4361 to <8 x i64>
  %5033 = or <8 x i64> %5032, %90
  %5034 = fcmp oeq <16 x float> %4361, %66
  %5035 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4361, i32 4)
  %5036 = bitcast <8 x i64> %5033 to <16 x float>
  %5037 = select <16 x i1> %5034, <16 x float> %5036, <16 x float> %5035
  br label %5041

5038:                                             ; preds = %5022
  %5039 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5023, <16 x i1> %4372, <16 x float> zeroinitializer)
  %5040 = fadd <16 x float> %4361, %5039
  br label %5041

5041:                                             ; preds = %5038, %5031, %5024
  %5042 = phi <16 x float> [ %5040, %5038 ], [ %5037, %5031 ], [ %5030, %5024 ]
  switch i64 %201, label %1370 [
    i64 1, label %5057
    i64 2, label %5050
    i64 3, label %5043
    i64 0, label %5079
  ]

5043:                                             ; preds = %5041
  %5044 = bitcast <16 x float> %5042 to <8 x i64>
  %5045 = and <8 x i64> %5044, %89
  %5046 = fcmp oeq <16 x float> %5042, %63
  %5047 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5042, i32 4)
  %5048 = bitcast <8 x i64> %5045 to <16 x float>
  %5049 = select <16 x i1> %5046, <16 x float> %5048, <16 x float> %5047
  br label %5060

5050:                                             ; preds = %5041
  %5051 = bitcast <16 x float> %5042 to <8 x i64>
  %5052 = or <8 x i64> %5051, %90
  %5053 = fcmp oeq <16 x float> %5042, %66
  %5054 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5042, i32 4)
  %5055 = bitcast <8 x i64> %5052 to <16 x float>
  %5056 = select <16 x i1> %5053, <16 x float> %5055, <16 x float> %5054
  br label %5060

5057:                                             ; preds = %5041
  %5058 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5023, <16 x i1> %4372, <16 x float> zeroinitializer)
  %5059 = fadd <16 x float> %5042, %5058
  br label %5060

5060:                                             ; preds = %5057, %5050, %5043
  %5061 = phi <16 x float> [ %5059, %5057 ], [ %5056, %5050 ], [ %5049, %5043 ]
  switch i64 %203, label %1370 [
    i64 1, label %5076
    i64 2, label %5069
    i64 3, label %5062
    i64 0, label %5079
  ]

5062:                                             ; preds = %5060
  %5063 = bitcast <16 x float> %5061 to <8 x i64>
  %5064 = and <8 x i64> %5063, %89
  %5065 = fcmp oeq <16 x float> %5061, %63
  %5066 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5061, i32 4)
  %5067 = bitcast <8 x i64> %5064 to <16 x float>
  %5068 = select <16 x i1> %5065, <16 x float> %5067, <16 x float> %5066
  br label %5079

5069:                                             ; preds = %5060
  %5070 = bitcast <16 x float> %5061 to <8 x i64>
  %5071 = or <8 x i64> %5070, %90
  %5072 = fcmp oeq <16 x float> %5061, %66
  %5073 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5061, i32 4)
  %5074 = bitcast <8 x i64> %5071 to <16 x float>
  %5075 = select <16 x i1> %5072, <16 x float> %5074, <16 x float> %5073
  br label %5079

5076:                                             ; preds = %5060
  %5077 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5023, <16 x i1> %4372, <16 x float> zeroinitializer)
  %5078 = fadd <16 x float> %5061, %5077
  br label %5079

5079:                                             ; preds = %5076, %5069, %5062, %5060, %5041, %5022
  %5080 = phi <16 x float> [ %5068, %5062 ], [ %5075, %5069 ], [ %5078, %5076 ], [ %5042, %5041 ], [ %5061, %5060 ], [ %4361, %5022 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5080, ptr align 1 %5021, <16 x i1> %4372)
  %5081 = add i64 %728, %4374
  %5082 = getelementptr inbounds float, ptr %435, i64 %5081
  %5083 = getelementptr inbounds float, ptr %433, i64 %5081
  switch i64 %204, label %1370 [
    i64 1, label %5098
    i64 2, label %5091
    i64 3, label %5084
    i64 0, label %5142
  ]

5084:                                             ; preds = %5079
  %5085 = bitcast <16 x float> %4360 to <8 x i64>
  %5086 = and <8 x i64> %5085, %89
  %5087 = fcmp oeq <16 x float> %4360, %63
  %5088 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4360, i32 4)
  %5089 = bitcast <8 x i64> %5086 to <16 x float>
  %5090 = select <16 x i1> %5087, <16 x float> %5089, <16 x float> %5088
  br label %5101

5091:                                             ; preds = %5079
  %5092 = bitcast <16 x float> %4360 to <8 x i64>
  %5093 = or <8 x i64> %5092, %90
  %5094 = fcmp oeq <16 x float> %4360, %66
  %5095 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4360, i32 4)
  %5096 = bitcast <8 x i64> %5093 to <16 x float>
  %5097 = select <16 x i1> %5094, <16 x float> %5096, <16 x float> %5095
  br label %5101

5098:                                             ; preds = %5079
  %5099 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5083, <16 x i1> %4375, <16 x float> zeroinitializer)
  %5100 = fadd <16 x float> %4360, %5099
  br label %5101

5101:                                             ; preds = %5098, %5091, %5084
  %5102 = phi <16 x float> [ %5100, %5098 ], [ %5097, %5091 ], [ %5090, %5084 ]
  switch i64 %206, label %1370 [
    i64 1, label %5117
    i64 2, label %5110
    i64 3, label %5103
    i64 0, label %5142
  ]

5103:                                             ; preds = %5101
  %5104 = bitcast <16 x float> %5102 to <8 x i64>
  %5105 = and <8 x i64> %5104, %89
  %5106 = fcmp oeq <16 x float> %5102, %63
  %5107 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5102, i32 4)
  %5108 = bitcast <8 x i64> %5105 to <16 x float>
  %5109 = select <16 x i1> %5106, <16 x float> %5108, <16 x float> %5107
  br label %5120

5110:                                             ; preds = %5101
  %5111 = bitcast <16 x float> %5102 to <8 x i64>
  %5112 = or <8 x i64> %5111, %90
  %5113 = fcmp oeq <16 x float> %5102, %66
  %5114 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5102, i32 4)
  %5115 = bitcast <8 x i64> %5112 to <16 x float>
  %5116 = select <16 x i1> %5113, <16 x float> %5115, <16 x float> %5114
  br label %5120

5117:                                             ; preds = %5101
  %5118 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5083, <16 x i1> %4375, <16 x float> zeroinitializer)
  %5119 = fadd <16 x float> %5102, %5118
  br label %5120

5120:                                             ; preds = %5117, %5110, %5103
  %5121 = phi <16 x float> [ %5119, %5117 ], [ %5116, %5110 ], [ %5109, %5103 ]
  switch i64 %208, label %1370 [
    i64 1, label %5136
    i64 2, label %5129
    i64 3, label %5122
    i64 0, label %5142
  ]

5122:                                             ; preds = %5120
  %5123 = bitcast <16 x float> %5121 to <8 x i64>
  %5124 = and <8 x i64> %5123, %89
  %5125 = fcmp oeq <16 x float> %5121, %63
  %5126 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5121, i32 4)
  %5127 = bitcast <8 x i64> %5124 to <16 x float>
  %5128 = select <16 x i1> %5125, <16 x float> %5127, <16 x float> %5126
  br label %5142

5129:                                             ; preds = %5120
  %5130 = bitcast <16 x float> %5121 to <8 x i64>
  %5131 = or <8 x i64> %5130, %90
  %5132 = fcmp oeq <16 x float> %5121, %66
  %5133 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5121, i32 4)
  %5134 = bitcast <8 x i64> %5131 to <16 x float>
  %5135 = select <16 x i1> %5132, <16 x float> %5134, <16 x float> %5133
  br label %5142

5136:                                             ; preds = %5120
  %5137 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5083, <16 x i1> %4375, <16 x float> zeroinitializer)
  %5138 = fadd <16 x float> %5121, %5137
  br label %5142

5139:                                             ; preds = %5016
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4361, ptr align 1 %5021, <16 x i1> %4376)
  %5140 = getelementptr float, ptr %729, i64 %4377
  %5141 = getelementptr float, ptr %5140, i64 %820
  br label %5142

5142:                                             ; preds = %5139, %5136, %5129, %5122, %5120, %5101, %5079
  %5143 = phi ptr [ %5141, %5139 ], [ %5082, %5122 ], [ %5082, %5129 ], [ %5082, %5136 ], [ %5082, %5120 ], [ %5082, %5101 ], [ %5082, %5079 ]
  %5144 = phi <16 x i1> [ %4378, %5139 ], [ %4375, %5122 ], [ %4375, %5129 ], [ %4375, %5136 ], [ %4375, %5120 ], [ %4375, %5101 ], [ %4375, %5079 ]
  %5145 = phi <16 x float> [ %4360, %5139 ], [ %5128, %5122 ], [ %5135, %5129 ], [ %5138, %5136 ], [ %5121, %5120 ], [ %5102, %5101 ], [ %4360, %5079 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5145, ptr align 1 %5143, <16 x i1> %5144)
  %5146 = add i64 %731, %4371
  %5147 = getelementptr inbounds float, ptr %435, i64 %5146
  br i1 %88, label %5265, label %5148

5148:                                             ; preds = %5142
  %5149 = getelementptr inbounds float, ptr %433, i64 %5146
  switch i64 %199, label %1370 [
    i64 1, label %5164
    i64 2, label %5157
    i64 3, label %5150
    i64 0, label %5205
  ]

5150:                                             ; preds = %5148
  %5151 = bitcast <16 x float> %4359 to <8 x i64>
  %5152 = and <8 x i64> %5151, %89
  %5153 = fcmp oeq <16 x float> %4359, %63
  %5154 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4359, i32 4)
  %5155 = bitcast <8 x i64> %5152 to <16 x float>
  %5156 = select <16 x i1> %5153, <16 x float> %5155, <16 x float> %5154
  br label %5167

5157:                                             ; preds = %5148
  %5158 = bitcast <16 x float> %4359 to <8 x i64>
  %5159 = or <8 x i64> %5158, %90
  %5160 = fcmp oeq <16 x float> %4359, %66
  %5161 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4359, i32 4)
  %5162 = bitcast <8 x i64> %5159 to <16 x float>
  %5163 = select <16 x i1> %5160, <16 x float> %5162, <16 x float> %5161
  br label %5167

5164:                                             ; preds = %5148
  %5165 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5149, <16 x i1> %4372, <16 x float> zeroinitializer)
  %5166 = fadd <16 x float> %4359, %5165
  br label %5167

5167:                                             ; preds = %5164, %5157, %5150
  %5168 = phi <16 x float> [ %5166, %5164 ], [ %5163, %5157 ], [ %5156, %5150 ]
  switch i64 %201, label %1370 [
    i64 1, label %5183
    i64 2, label %5176
    i64 3, label %5169
    i64 0, label %5205
  ]

5169:                                             ; preds = %5167
  %5170 = bitcast <16 x float> %5168 to <8 x i64>
  %5171 = and <8 x i64> %5170, %89
  %5172 = fcmp oeq <16 x float> %5168, %63
  %5173 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5168, i32 4)
  %5174 = bitcast <8 x i64> %5171 to <16 x float>
  %5175 = select <16 x i1> %5172, <16 x float> %5174, <16 x float> %5173
  br label %5186

5176:                                             ; preds = %5167
  %5177 = bitcast <16 x float> %5168 to <8 x i64>
  %5178 = or <8 x i64> %5177, %90
  %5179 = fcmp oeq <16 x float> %5168, %66
  %5180 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5168, i32 4)
  %5181 = bitcast <8 x i64> %5178 to <16 x float>
  %5182 = select <16 x i1> %5179, <16 x float> %5181, <16 x float> %5180
  br label %5186

5183:                                             ; preds = %5167
  %5184 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5149, <16 x i1> %4372, <16 x float> zeroinitializer)
  %5185 = fadd <16 x float> %5168, %5184
  br label %5186

5186:                                             ; preds = %5183, %5176, %5169
  %5187 = phi <16 x float> [ %5185, %5183 ], [ %5182, %5176 ], [ %5175, %5169 ]
  switch i64 %203, label %1370 [
    i64 1, label %5202
    i64 2, label %5195
    i64 3, label %5188
    i64 0, label %5205
  ]

5188:                                             ; preds = %5186
  %5189 = bitcast <16 x float> %5187 to <8 x i64>
  %5190 = and <8 x i64> %5189, %89
  %5191 = fcmp oeq <16 x float> %5187, %63
  %5192 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5187, i32 4)
  %5193 = bitcast <8 x i64> %5190 to <16 x float>
  %5194 = select <16 x i1> %5191, <16 x float> %5193, <16 x float> %5192
  br label %5205

5195:                                             ; preds = %5186
  %5196 = bitcast <16 x float> %5187 to <8 x i64>
  %5197 = or <8 x i64> %5196, %90
  %5198 = fcmp oeq <16 x float> %5187, %66
  %5199 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5187, i32 4)
  %5200 = bitcast <8 x i64> %5197 to <16 x float>
  %5201 = select <16 x i1> %5198, <16 x float> %5200, <16 x float> %5199
  br label %5205

5202:                                             ; preds = %5186
  %5203 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5149, <16 x i1> %4372, <16 x float> zeroinitializer)
  %5204 = fadd <16 x float> %5187, %5203
  br label %5205

5205:                                             ; preds = %5202, %5195, %5188, %5186, %5167, %5148
  %5206 = phi <16 x float> [ %5194, %5188 ], [ %5201, %5195 ], [ %5204, %5202 ], [ %5168, %5167 ], [ %5187, %5186 ], [ %4359, %5148 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5206, ptr align 1 %5147, <16 x i1> %4372)
  %5207 = add i64 %731, %4374
  %5208 = getelementptr inbounds float, ptr %435, i64 %5207
  %5209 = getelementptr inbounds float, ptr %433, i64 %5207
  switch i64 %204, label %1370 [
    i64 1, label %5224
    i64 2, label %5217
    i64 3, label %5210
    i64 0, label %5268
  ]

5210:                                             ; preds = %5205
  %5211 = bitcast <16 x float> %4358 to <8 x i64>
  %5212 = and <8 x i64> %5211, %89
  %5213 = fcmp oeq <16 x float> %4358, %63
  %5214 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4358, i32 4)
  %5215 = bitcast <8 x i64> %5212 to <16 x float>
  %5216 = select <16 x i1> %5213, <16 x float> %5215, <16 x float> %5214
  br label %5227

5217:                                             ; preds = %5205
  %5218 = bitcast <16 x float> %4358 to <8 x i64>
  %5219 = or <8 x i64> %5218, %90
  %5220 = fcmp oeq <16 x float> %4358, %66
  %5221 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4358, i32 4)
  %5222 = bitcast <8 x i64> %5219 to <16 x float>
  %5223 = select <16 x i1> %5220, <16 x float> %5222, <16 x float> %5221
  br label %5227

5224:                                             ; preds = %5205
  %5225 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5209, <16 x i1> %4375, <16 x float> zeroinitializer)
  %5226 = fadd <16 x float> %4358, %5225
  br label %5227

5227:                                             ; preds = %5224, %5217, %5210
  %5228 = phi <16 x float> [ %5226, %5224 ], [ %5223, %5217 ], [ %5216, %5210 ]
  switch i64 %206, label %1370 [
    i64 1, label %5243
    i64 2, label %5236
    i64 3, label %5229
    i64 0, label %5268
  ]

5229:                                             ; preds = %5227
  %5230 = bitcast <16 x float> %5228 to <8 x i64>
  %5231 = and <8 x i64> %5230, %89
  %5232 = fcmp oeq <16 x float> %5228, %63
  %5233 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5228, i32 4)
  %5234 = bitcast <8 x i64> %5231 to <16 x float>
  %5235 = select <16 x i1> %5232, <16 x float> %5234, <16 x float> %5233
  br label %5246

5236:                                             ; preds = %5227
  %5237 = bitcast <16 x float> %5228 to <8 x i64>
  %5238 = or <8 x i64> %5237, %90
  %5239 = fcmp oeq <16 x float> %5228, %66
  %5240 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5228, i32 4)
  %5241 = bitcast <8 x i64> %5238 to <16 x float>
  %5242 = select <16 x i1> %5239, <16 x float> %5241, <16 x float> %5240
  br label %5246

5243:                                             ; preds = %5227
  %5244 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5209, <16 x i1> %4375, <16 x float> zeroinitializer)
  %5245 = fadd <16 x float> %5228, %5244
  br label %5246

5246:                                             ; preds = %5243, %5236, %5229
  %5247 = phi <16 x float> [ %5245, %5243 ], [ %5242, %5236 ], [ %5235, %5229 ]
  switch i64 %208, label %1370 [
    i64 1, label %5262
    i64 2, label %5255
    i64 3, label %5248
    i64 0, label %5268
  ]

5248:                                             ; preds = %5246
  %5249 = bitcast <16 x float> %5247 to <8 x i64>
  %5250 = and <8 x i64> %5249, %89
  %5251 = fcmp oeq <16 x float> %5247, %63
  %5252 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5247, i32 4)
  %5253 = bitcast <8 x i64> %5250 to <16 x float>
  %5254 = select <16 x i1> %5251, <16 x float> %5253, <16 x float> %5252
  br label %5268

5255:                                             ; preds = %5246
  %5256 = bitcast <16 x float> %5247 to <8 x i64>
  %5257 = or <8 x i64> %5256, %90
  %5258 = fcmp oeq <16 x float> %5247, %66
  %5259 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5247, i32 4)
  %5260 = bitcast <8 x i64> %5257 to <16 x float>
  %5261 = select <16 x i1> %5258, <16 x float> %5260, <16 x float> %5259
  br label %5268

5262:                                             ; preds = %5246
  %5263 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5209, <16 x i1> %4375, <16 x float> zeroinitializer)
  %5264 = fadd <16 x float> %5247, %5263
  br label %5268

5265:                                             ; preds = %5142
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4359, ptr align 1 %5147, <16 x i1> %4376)
  %5266 = getelementptr float, ptr %732, i64 %4377
  %5267 = getelementptr float, ptr %5266, i64 %820
  br label %5268

5268:                                             ; preds = %5265, %5262, %5255, %5248, %5246, %5227, %5205
  %5269 = phi ptr [ %5267, %5265 ], [ %5208, %5248 ], [ %5208, %5255 ], [ %5208, %5262 ], [ %5208, %5246 ], [ %5208, %5227 ], [ %5208, %5205 ]
  %5270 = phi <16 x i1> [ %4378, %5265 ], [ %4375, %5248 ], [ %4375, %5255 ], [ %4375, %5262 ], [ %4375, %5246 ], [ %4375, %5227 ], [ %4375, %5205 ]
  %5271 = phi <16 x float> [ %4358, %5265 ], [ %5254, %5248 ], [ %5261, %5255 ], [ %5264, %5262 ], [ %5247, %5246 ], [ %5228, %5227 ], [ %4358, %5205 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5271, ptr align 1 %5269, <16 x i1> %5270)
  %5272 = add i64 %734, %4371
  %5273 = getelementptr inbounds float, ptr %435, i64 %5272
  br i1 %88, label %5391, label %5274

5274:                                             ; preds = %5268
  %5275 = getelementptr inbounds float, ptr %433, i64 %5272
  switch i64 %199, label %1370 [
    i64 1, label %5290
    i64 2, label %5283
    i64 3, label %5276
    i64 0, label %5331
  ]

5276:                                             ; preds = %5274
  %5277 = bitcast <16 x float> %4357 to <8 x i64>
  %5278 = and <8 x i64> %5277, %89
  %5279 = fcmp oeq <16 x float> %4357, %63
  %5280 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4357, i32 4)
  %5281 = bitcast <8 x i64> %5278 to <16 x float>
  %5282 = select <16 x i1> %5279, <16 x float> %5281, <16 x float> %5280
  br label %5293

5283:                                             ; preds = %5274
  %5284 = bitcast <16 x float> %4357 to <8 x i64>
  %5285 = or <8 x i64> %5284, %90
  %5286 = fcmp oeq <16 x float> %4357, %66
  %5287 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4357, i32 4)
  %5288 = bitcast <8 x i64> %5285 to <16 x float>
  %5289 = select <16 x i1> %5286, <16 x float> %5288, <16 x float> %5287
  br label %5293

5290:                                             ; preds = %5274
  %5291 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5275, <16 x i1> %4372, <16 x float> zeroinitializer)
  %5292 = fadd <16 x float> %4357, %5291
  br label %5293

5293:                                             ; preds = %5290, %5283, %5276
  %5294 = phi <16 x float> [ %5292, %5290 ], [ %5289, %5283 ], [ %5282, %5276 ]
  switch i64 %201, label %1370 [
    i64 1, label %5309
    i64 2, label %5302
    i64 3, label %5295
    i64 0, label %5331
  ]

5295:                                             ; preds = %5293
  %5296 = bitcast <16 x float> %5294 to <8 x i64>
  %5297 = and <8 x i64> %5296, %89
  %5298 = fcmp oeq <16 x float> %5294, %63
  %5299 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5294, i32 4)
  %5300 = bitcast <8 x i64> %5297 to <16 x float>
  %5301 = select <16 x i1> %5298, <16 x float> %5300, <16 x float> %5299
  br label %5312

5302:                                             ; preds = %5293
  %5303 = bitcast <16 x float> %5294 to <8 x i64>
  %5304 = or <8 x i64> %5303, %90
  %5305 = fcmp oeq <16 x float> %5294, %66
  %5306 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5294, i32 4)
  %5307 = bitcast <8 x i64> %5304 to <16 x float>
  %5308 = select <16 x i1> %5305, <16 x float> %5307, <16 x float> %5306
  br label %5312

5309:                                             ; preds = %5293
  %5310 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5275, <16 x i1> %4372, <16 x float> zeroinitializer)
  %5311 = fadd <16 x float> %5294, %5310
  br label %5312

5312:                                             ; preds = %5309, %5302, %5295
  %5313 = phi <16 x float> [ %5311, %5309 ], [ %5308, %5302 ], [ %5301, %5295 ]
  switch i64 %203, label %1370 [
    i64 1, label %5328
    i64 2, label %5321
    i64 3, label %5314
    i64 0, label %5331
  ]

5314:                                             ; preds = %5312
  %5315 = bitcast <16 x float> %5313 to <8 x i64>
  %5316 = and <8 x i64> %5315, %89
  %5317 = fcmp oeq <16 x float> %5313, %63
  %5318 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5313, i32 4)
  %5319 = bitcast <8 x i64> %5316 to <16 x float>
  %5320 = select <16 x i1> %5317, <16 x float> %5319, <16 x float> %5318
  br label %5331

5321:                                             ; preds = %5312
  %5322 = bitcast <16 x float> %5313 to <8 x i64>
  %5323 = or <8 x i64> %5322, %90
  %5324 = fcmp oeq <16 x float> %5313, %66
  %5325 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5313, i32 4)
  %5326 = bitcast <8 x i64> %5323 to <16 x float>
  %5327 = select <16 x i1> %5324, <16 x float> %5326, <16 x float> %5325
  br label %5331

5328:                                             ; preds = %5312
  %5329 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5275, <16 x i1> %4372, <16 x float> zeroinitializer)
  %5330 = fadd <16 x float> %5313, %5329
  br label %5331

5331:                                             ; preds = %5328, %5321, %5314, %5312, %5293, %5274
  %5332 = phi <16 x float> [ %5320, %5314 ], [ %5327, %5321 ], [ %5330, %5328 ], [ %5294, %5293 ], [ %5313, %5312 ], [ %4357, %5274 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5332, ptr align 1 %5273, <16 x i1> %4372)
  %5333 = add i64 %734, %4374
  %5334 = getelementptr inbounds float, ptr %435, i64 %5333
  %5335 = getelementptr inbounds float, ptr %433, i64 %5333
  switch i64 %204, label %1370 [
    i64 1, label %5350
    i64 2, label %5343
    i64 3, label %5336
    i64 0, label %5394
  ]

5336:                                             ; preds = %5331
  %5337 = bitcast <16 x float> %4356 to <8 x i64>
  %5338 = and <8 x i64> %5337, %89
  %5339 = fcmp oeq <16 x float> %4356, %63
  %5340 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4356, i32 4)
  %5341 = bitcast <8 x i64> %5338 to <16 x float>
  %5342 = select <16 x i1> %5339, <16 x float> %5341, <16 x float> %5340
  br label %5353

5343:                                             ; preds = %5331
  %5344 = bitcast <16 x float> %4356 to <8 x i64>
  %5345 = or <8 x i64> %5344, %90
  %5346 = fcmp oeq <16 x float> %4356, %66
  %5347 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4356, i32 4)
  %5348 = bitcast <8 x i64> %5345 to <16 x float>
  %5349 = select <16 x i1> %5346, <16 x float> %5348, <16 x float> %5347
  br label %5353

5350:                                             ; preds = %5331
  %5351 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5335, <16 x i1> %4375, <16 x float> zeroinitializer)
  %5352 = fadd <16 x float> %4356, %5351
  br label %5353

5353:                                             ; preds = %5350, %5343, %5336
  %5354 = phi <16 x float> [ %5352, %5350 ], [ %5349, %5343 ], [ %5342, %5336 ]
  switch i64 %206, label %1370 [
    i64 1, label %5369
    i64 2, label %5362
    i64 3, label %5355
    i64 0, label %5394
  ]

5355:                                             ; preds = %5353
  %5356 = bitcast <16 x float> %5354 to <8 x i64>
  %5357 = and <8 x i64> %5356, %89
  %5358 = fcmp oeq <16 x float> %5354, %63
  %5359 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5354, i32 4)
  %5360 = bitcast <8 x i64> %5357 to <16 x float>
  %5361 = select <16 x i1> %5358, <16 x float> %5360, <16 x float> %5359
  br label %5372

5362:                                             ; preds = %5353
  %5363 = bitcast <16 x float> %5354 to <8 x i64>
  %5364 = or <8 x i64> %5363, %90
  %5365 = fcmp oeq <16 x float> %5354, %66
  %5366 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5354, i32 4)
  %5367 = bitcast <8 x i64> %5364 to <16 x float>
  %5368 = select <16 x i1> %5365, <16 x float> %5367, <16 x float> %5366
  br label %5372

5369:                                             ; preds = %5353
  %5370 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5335, <16 x i1> %4375, <16 x float> zeroinitializer)
  %5371 = fadd <16 x float> %5354, %5370
  br label %5372

5372:                                             ; preds = %5369, %5362, %5355
  %5373 = phi <16 x float> [ %5371, %5369 ], [ %5368, %5362 ], [ %5361, %5355 ]
  switch i64 %208, label %1370 [
    i64 1, label %5388
    i64 2, label %5381
    i64 3, label %5374
    i64 0, label %5394
  ]

5374:                                             ; preds = %5372
  %5375 = bitcast <16 x float> %5373 to <8 x i64>
  %5376 = and <8 x i64> %5375, %89
  %5377 = fcmp oeq <16 x float> %5373, %63
  %5378 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5373, i32 4)
  %5379 = bitcast <8 x i64> %5376 to <16 x float>
  %5380 = select <16 x i1> %5377, <16 x float> %5379, <16 x float> %5378
  br label %5394

5381:                                             ; preds = %5372
  %5382 = bitcast <16 x float> %5373 to <8 x i64>
  %5383 = or <8 x i64> %5382, %90
  %5384 = fcmp oeq <16 x float> %5373, %66
  %5385 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5373, i32 4)
  %5386 = bitcast <8 x i64> %5383 to <16 x float>
  %5387 = select <16 x i1> %5384, <16 x float> %5386, <16 x float> %5385
  br label %5394

5388:                                             ; preds = %5372
  %5389 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5335, <16 x i1> %4375, <16 x float> zeroinitializer)
  %5390 = fadd <16 x float> %5373, %5389
  br label %5394

5391:                                             ; preds = %5268
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4357, ptr align 1 %5273, <16 x i1> %4376)
  %5392 = getelementptr float, ptr %735, i64 %4377
  %5393 = getelementptr float, ptr %5392, i64 %820
  br label %5394

5394:                                             ; preds = %5391, %5388, %5381, %5374, %5372, %5353, %5331
  %5395 = phi ptr [ %5393, %5391 ], [ %5334, %5374 ], [ %5334, %5381 ], [ %5334, %5388 ], [ %5334, %5372 ], [ %5334, %5353 ], [ %5334, %5331 ]
  %5396 = phi <16 x i1> [ %4378, %5391 ], [ %4375, %5374 ], [ %4375, %5381 ], [ %4375, %5388 ], [ %4375, %5372 ], [ %4375, %5353 ], [ %4375, %5331 ]
  %5397 = phi <16 x float> [ %4356, %5391 ], [ %5380, %5374 ], [ %5387, %5381 ], [ %5390, %5388 ], [ %5373, %5372 ], [ %5354, %5353 ], [ %4356, %5331 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5397, ptr align 1 %5395, <16 x i1> %5396)
  %5398 = add i64 %737, %4371
  %5399 = getelementptr inbounds float, ptr %435, i64 %5398
  br i1 %88, label %5517, label %5400

5400:                                             ; preds = %5394
  %5401 = getelementptr inbounds float, ptr %433, i64 %5398
  switch i64 %199, label %1370 [
    i64 1, label %5416
    i64 2, label %5409
    i64 3, label %5402
    i64 0, label %5457
  ]

5402:                                             ; preds = %5400
  %5403 = bitcast <16 x float> %4355 to <8 x i64>
  %5404 = and <8 x i64> %5403, %89
  %5405 = fcmp oeq <16 x float> %4355, %63
  %5406 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4355, i32 4)
  %5407 = bitcast <8 x i64> %5404 to <16 x float>
  %5408 = select <16 x i1> %5405, <16 x float> %5407, <16 x float> %5406
  br label %5419

5409:                                             ; preds = %5400
  %5410 = bitcast <16 x float> %4355 to <8 x i64>
  %5411 = or <8 x i64> %5410, %90
  %5412 = fcmp oeq <16 x float> %4355, %66
  %5413 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4355, i32 4)
  %5414 = bitcast <8 x i64> %5411 to <16 x float>
  %5415 = select <16 x i1> %5412, <16 x float> %5414, <16 x float> %5413
  br label %5419

5416:                                             ; preds = %5400
  %5417 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5401, <16 x i1> %4372, <16 x float> zeroinitializer)
  %5418 = fadd <16 x float> %4355, %5417
  br label %5419

5419:                                             ; preds = %5416, %5409, %5402
  %5420 = phi <16 x float> [ %5418, %5416 ], [ %5415, %5409 ], [ %5408, %5402 ]
  switch i64 %201, label %1370 [
    i64 1, label %5435
    i64 2, label %5428
    i64 3, label %5421
    i64 0, label %5457
  ]

5421:                                             ; preds = %5419
  %5422 = bitcast <16 x float> %5420 to <8 x i64>
  %5423 = and <8 x i64> %5422, %89
  %5424 = fcmp oeq <16 x float> %5420, %63
  %5425 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5420, i32 4)
  %5426 = bitcast <8 x i64> %5423 to <16 x float>
  %5427 = select <16 x i1> %5424, <16 x float> %5426, <16 x float> %5425
  br label %5438

5428:                                             ; preds = %5419
  %5429 = bitcast <16 x float> %5420 to <8 x i64>
  %5430 = or <8 x i64> %5429, %90
  %5431 = fcmp oeq <16 x float> %5420, %66
  %5432 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5420, i32 4)
  %5433 = bitcast <8 x i64> %5430 to <16 x float>
  %5434 = select <16 x i1> %5431, <16 x float> %5433, <16 x float> %5432
  br label %5438

5435:                                             ; preds = %5419
  %5436 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5401, <16 x i1> %4372, <16 x float> zeroinitializer)
  %5437 = fadd <16 x float> %5420, %5436
  br label %5438

5438:                                             ; preds = %5435, %5428, %5421
  %5439 = phi <16 x float> [ %5437, %5435 ], [ %5434, %5428 ], [ %5427, %5421 ]
  switch i64 %203, label %1370 [
    i64 1, label %5454
    i64 2, label %5447
    i64 3, label %5440
    i64 0, label %5457
  ]

5440:                                             ; preds = %5438
  %5441 = bitcast <16 x float> %5439 to <8 x i64>
  %5442 = and <8 x i64> %5441, %89
  %5443 = fcmp oeq <16 x float> %5439, %63
  %5444 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5439, i32 4)
  %5445 = bitcast <8 x i64> %5442 to <16 x float>
  %5446 = select <16 x i1> %5443, <16 x float> %5445, <16 x float> %5444
  br label %5457

5447:                                             ; preds = %5438
  %5448 = bitcast <16 x float> %5439 to <8 x i64>
  %5449 = or <8 x i64> %5448, %90
  %5450 = fcmp oeq <16 x float> %5439, %66
  %5451 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5439, i32 4)
  %5452 = bitcast <8 x i64> %5449 to <16 x float>
  %5453 = select <16 x i1> %5450, <16 x float> %5452, <16 x float> %5451
  br label %5457

5454:                                             ; preds = %5438
  %5455 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5401, <16 x i1> %4372, <16 x float> zeroinitializer)
  %5456 = fadd <16 x float> %5439, %5455
  br label %5457

5457:                                             ; preds = %5454, %5447, %5440, %5438, %5419, %5400
  %5458 = phi <16 x float> [ %5446, %5440 ], [ %5453, %5447 ], [ %5456, %5454 ], [ %5420, %5419 ], [ %5439, %5438 ], [ %4355, %5400 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5458, ptr align 1 %5399, <16 x i1> %4372)
  %5459 = add i64 %737, %4374
  %5460 = getelementptr inbounds float, ptr %435, i64 %5459
  %5461 = getelementptr inbounds float, ptr %433, i64 %5459
  switch i64 %204, label %1370 [
    i64 1, label %5476
    i64 2, label %5469
    i64 3, label %5462
    i64 0, label %5520
  ]

5462:                                             ; preds = %5457
  %5463 = bitcast <16 x float> %4354 to <8 x i64>
  %5464 = and <8 x i64> %5463, %89
  %5465 = fcmp oeq <16 x float> %4354, %63
  %5466 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %4354, i32 4)
  %5467 = bitcast <8 x i64> %5464 to <16 x float>
  %5468 = select <16 x i1> %5465, <16 x float> %5467, <16 x float> %5466
  br label %5479

5469:                                             ; preds = %5457
  %5470 = bitcast <16 x float> %4354 to <8 x i64>
  %5471 = or <8 x i64> %5470, %90
  %5472 = fcmp oeq <16 x float> %4354, %66
  %5473 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %4354, i32 4)
  %5474 = bitcast <8 x i64> %5471 to <16 x float>
  %5475 = select <16 x i1> %5472, <16 x float> %5474, <16 x float> %5473
  br label %5479

5476:                                             ; preds = %5457
  %5477 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5461, <16 x i1> %4375, <16 x float> zeroinitializer)
  %5478 = fadd <16 x float> %4354, %5477
  br label %5479

5479:                                             ; preds = %5476, %5469, %5462
  %5480 = phi <16 x float> [ %5478, %5476 ], [ %5475, %5469 ], [ %5468, %5462 ]
  switch i64 %206, label %1370 [
    i64 1, label %5495
    i64 2, label %5488
    i64 3, label %5481
    i64 0, label %5520
  ]

5481:                                             ; preds = %5479
  %5482 = bitcast <16 x float> %5480 to <8 x i64>
  %5483 = and <8 x i64> %5482, %89
  %5484 = fcmp oeq <16 x float> %5480, %63
  %5485 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5480, i32 4)
  %5486 = bitcast <8 x i64> %5483 to <16 x float>
  %5487 = select <16 x i1> %5484, <16 x float> %5486, <16 x float> %5485
  br label %5498

5488:                                             ; preds = %5479
  %5489 = bitcast <16 x float> %5480 to <8 x i64>
  %5490 = or <8 x i64> %5489, %90
  %5491 = fcmp oeq <16 x float> %5480, %66
  %5492 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5480, i32 4)
  %5493 = bitcast <8 x i64> %5490 to <16 x float>
  %5494 = select <16 x i1> %5491, <16 x float> %5493, <16 x float> %5492
  br label %5498

5495:                                             ; preds = %5479
  %5496 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5461, <16 x i1> %4375, <16 x float> zeroinitializer)
  %5497 = fadd <16 x float> %5480, %5496
  br label %5498

5498:                                             ; preds = %5495, %5488, %5481
  %5499 = phi <16 x float> [ %5497, %5495 ], [ %5494, %5488 ], [ %5487, %5481 ]
  switch i64 %208, label %1370 [
    i64 1, label %5514
    i64 2, label %5507
    i64 3, label %5500
    i64 0, label %5520
  ]

5500:                                             ; preds = %5498
  %5501 = bitcast <16 x float> %5499 to <8 x i64>
  %5502 = and <8 x i64> %5501, %89
  %5503 = fcmp oeq <16 x float> %5499, %63
  %5504 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5499, i32 4)
  %5505 = bitcast <8 x i64> %5502 to <16 x float>
  %5506 = select <16 x i1> %5503, <16 x float> %5505, <16 x float> %5504
  br label %5520

5507:                                             ; preds = %5498
  %5508 = bitcast <16 x float> %5499 to <8 x i64>
  %5509 = or <8 x i64> %5508, %90
  %5510 = fcmp oeq <16 x float> %5499, %66
  %5511 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5499, i32 4)
  %5512 = bitcast <8 x i64> %5509 to <16 x float>
  %5513 = select <16 x i1> %5510, <16 x float> %5512, <16 x float> %5511
  br label %5520

5514:                                             ; preds = %5498
  %5515 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5461, <16 x i1> %4375, <16 x float> zeroinitializer)
  %5516 = fadd <16 x float> %5499, %5515
  br label %5520

5517:                                             ; preds = %5394
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4355, ptr align 1 %5399, <16 x i1> %4376)
  %5518 = getelementptr float, ptr %738, i64 %4377
  %5519 = getelementptr float, ptr %5518, i64 %820
  br label %5520

5520:                                             ; preds = %5517, %5514, %5507, %5500, %5498, %5479, %5457
  %5521 = phi ptr [ %5519, %5517 ], [ %5460, %5500 ], [ %5460, %5507 ], [ %5460, %5514 ], [ %5460, %5498 ], [ %5460, %5479 ], [ %5460, %5457 ]
  %5522 = phi <16 x i1> [ %4378, %5517 ], [ %4375, %5500 ], [ %4375, %5507 ], [ %4375, %5514 ], [ %4375, %5498 ], [ %4375, %5479 ], [ %4375, %5457 ]
  %5523 = phi <16 x float> [ %4354, %5517 ], [ %5506, %5500 ], [ %5513, %5507 ], [ %5516, %5514 ], [ %5499, %5498 ], [ %5480, %5479 ], [ %4354, %5457 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5523, ptr align 1 %5521, <16 x i1> %5522)
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  br label %11662

5524:                                             ; preds = %1084
  %5525 = insertelement <2 x i64> poison, i64 %821, i64 0
  %5526 = insertelement <2 x i64> %5525, i64 %820, i64 1
  %5527 = sub nsw <2 x i64> %318, %5526
  %5528 = extractelement <2 x i64> %5527, i64 0
  %5529 = icmp sgt i64 %5528, 15
  %5530 = trunc i64 %5528 to i32
  %5531 = shl nsw i32 -1, %5530
  %5532 = trunc i32 %5531 to i16
  %5533 = xor i16 %5532, -1
  %5534 = select i1 %5529, i16 -1, i16 %5533
  %5535 = extractelement <2 x i64> %5527, i64 1
  %5536 = icmp sgt i64 %5535, 15
  %5537 = trunc i64 %5535 to i32
  %5538 = shl nsw i32 -1, %5537
  %5539 = trunc i32 %5538 to i16
  %5540 = xor i16 %5539, -1
  %5541 = select i1 %5536, i16 -1, i16 %5540
  %5542 = sub nsw i64 %10, %827
  %5543 = icmp sgt i64 %5542, 15
  %5544 = trunc i64 %5542 to i32
  %5545 = shl nsw i32 -1, %5544
  %5546 = trunc i32 %5545 to i16
  %5547 = xor i16 %5546, -1
  %5548 = select i1 %5543, i16 -1, i16 %5547
  %5549 = bitcast i16 %5534 to <16 x i1>
  %5550 = mul nsw i64 %816, %10
  %5551 = bitcast i16 %5541 to <16 x i1>
  %5552 = mul nsw i64 %817, %10
  %5553 = bitcast i16 %5548 to <16 x i1>
  %5554 = mul nsw i64 %825, %10
  br i1 %82, label %5577, label %5569

5555:                                             ; preds = %5741
  %5556 = mul nsw i64 %816, %13
  %5557 = mul nsw i64 %817, %13
  %5558 = mul nsw i64 %825, %13
  %5559 = insertelement <8 x i64> poison, i64 %821, i64 0
  %5560 = shufflevector <8 x i64> %5559, <8 x i64> poison, <8 x i32> zeroinitializer
  %5561 = shufflevector <2 x i64> %5527, <2 x i64> poison, <8 x i32> zeroinitializer
  %5562 = insertelement <8 x i64> poison, i64 %820, i64 0
  %5563 = shufflevector <8 x i64> %5562, <8 x i64> poison, <8 x i32> zeroinitializer
  %5564 = shufflevector <2 x i64> %5527, <2 x i64> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %5565 = insertelement <8 x i64> poison, i64 %827, i64 0
  %5566 = shufflevector <8 x i64> %5565, <8 x i64> poison, <8 x i32> zeroinitializer
  %5567 = insertelement <8 x i64> poison, i64 %5542, i64 0
  %5568 = shufflevector <8 x i64> %5567, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %5745

5569:                                             ; preds = %5524
  %5570 = load float, ptr %444, align 4
  %5571 = insertelement <16 x float> poison, float %5570, i64 0
  %5572 = shufflevector <16 x float> %5571, <16 x float> poison, <16 x i32> zeroinitializer
  %5573 = insertelement <16 x float> poison, float %5570, i64 0
  %5574 = shufflevector <16 x float> %5573, <16 x float> poison, <16 x i32> zeroinitializer
  %5575 = insertelement <16 x float> poison, float %5570, i64 0
  %5576 = shufflevector <16 x float> %5575, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5587

5577:                                             ; preds = %5524
  %5578 = getelementptr inbounds float, ptr %626, i64 %5550
  %5579 = getelementptr inbounds float, ptr %5578, i64 %821
  %5580 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5579, <16 x i1> %5549, <16 x float> zeroinitializer)
  %5581 = getelementptr inbounds float, ptr %626, i64 %5552
  %5582 = getelementptr inbounds float, ptr %5581, i64 %820
  %5583 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5582, <16 x i1> %5551, <16 x float> zeroinitializer)
  %5584 = getelementptr inbounds float, ptr %626, i64 %5554
  %5585 = getelementptr inbounds float, ptr %5584, i64 %827
  %5586 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5585, <16 x i1> %5553, <16 x float> zeroinitializer)
  br label %5587

5587:                                             ; preds = %5577, %5569
  %5588 = phi <16 x float> [ %5583, %5577 ], [ %5574, %5569 ]
  %5589 = phi <16 x float> [ %5580, %5577 ], [ %5572, %5569 ]
  %5590 = phi <16 x float> [ %5586, %5577 ], [ %5576, %5569 ]
  br i1 %82, label %5599, label %5591

5591:                                             ; preds = %5587
  %5592 = load float, ptr %627, align 4
  %5593 = insertelement <16 x float> poison, float %5592, i64 0
  %5594 = shufflevector <16 x float> %5593, <16 x float> poison, <16 x i32> zeroinitializer
  %5595 = insertelement <16 x float> poison, float %5592, i64 0
  %5596 = shufflevector <16 x float> %5595, <16 x float> poison, <16 x i32> zeroinitializer
  %5597 = insertelement <16 x float> poison, float %5592, i64 0
  %5598 = shufflevector <16 x float> %5597, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5609

5599:                                             ; preds = %5587
  %5600 = getelementptr inbounds float, ptr %630, i64 %5550
  %5601 = getelementptr inbounds float, ptr %5600, i64 %821
  %5602 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5601, <16 x i1> %5549, <16 x float> zeroinitializer)
  %5603 = getelementptr inbounds float, ptr %630, i64 %5552
  %5604 = getelementptr inbounds float, ptr %5603, i64 %820
  %5605 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5604, <16 x i1> %5551, <16 x float> zeroinitializer)
  %5606 = getelementptr inbounds float, ptr %630, i64 %5554
  %5607 = getelementptr inbounds float, ptr %5606, i64 %827
  %5608 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5607, <16 x i1> %5553, <16 x float> zeroinitializer)
  br label %5609

5609:                                             ; preds = %5599, %5591
  %5610 = phi <16 x float> [ %5605, %5599 ], [ %5596, %5591 ]
  %5611 = phi <16 x float> [ %5602, %5599 ], [ %5594, %5591 ]
  %5612 = phi <16 x float> [ %5608, %5599 ], [ %5598, %5591 ]
  br i1 %82, label %5621, label %5613

5613:                                             ; preds = %5609
  %5614 = load float, ptr %631, align 4
  %5615 = insertelement <16 x float> poison, float %5614, i64 0
  %5616 = shufflevector <16 x float> %5615, <16 x float> poison, <16 x i32> zeroinitializer
  %5617 = insertelement <16 x float> poison, float %5614, i64 0
  %5618 = shufflevector <16 x float> %5617, <16 x float> poison, <16 x i32> zeroinitializer
  %5619 = insertelement <16 x float> poison, float %5614, i64 0
  %5620 = shufflevector <16 x float> %5619, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5631

5621:                                             ; preds = %5609
  %5622 = getelementptr inbounds float, ptr %634, i64 %5550
  %5623 = getelementptr inbounds float, ptr %5622, i64 %821
  %5624 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5623, <16 x i1> %5549, <16 x float> zeroinitializer)
  %5625 = getelementptr inbounds float, ptr %634, i64 %5552
  %5626 = getelementptr inbounds float, ptr %5625, i64 %820
  %5627 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5626, <16 x i1> %5551, <16 x float> zeroinitializer)
  %5628 = getelementptr inbounds float, ptr %634, i64 %5554
  %5629 = getelementptr inbounds float, ptr %5628, i64 %827
  %5630 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5629, <16 x i1> %5553, <16 x float> zeroinitializer)
  br label %5631

5631:                                             ; preds = %5621, %5613
  %5632 = phi <16 x float> [ %5627, %5621 ], [ %5618, %5613 ]
  %5633 = phi <16 x float> [ %5624, %5621 ], [ %5616, %5613 ]
  %5634 = phi <16 x float> [ %5630, %5621 ], [ %5620, %5613 ]
  br i1 %82, label %5643, label %5635

5635:                                             ; preds = %5631
  %5636 = load float, ptr %635, align 4
  %5637 = insertelement <16 x float> poison, float %5636, i64 0
  %5638 = shufflevector <16 x float> %5637, <16 x float> poison, <16 x i32> zeroinitializer
  %5639 = insertelement <16 x float> poison, float %5636, i64 0
  %5640 = shufflevector <16 x float> %5639, <16 x float> poison, <16 x i32> zeroinitializer
  %5641 = insertelement <16 x float> poison, float %5636, i64 0
  %5642 = shufflevector <16 x float> %5641, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5653

5643:                                             ; preds = %5631
  %5644 = getelementptr inbounds float, ptr %638, i64 %5550
  %5645 = getelementptr inbounds float, ptr %5644, i64 %821
  %5646 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5645, <16 x i1> %5549, <16 x float> zeroinitializer)
  %5647 = getelementptr inbounds float, ptr %638, i64 %5552
  %5648 = getelementptr inbounds float, ptr %5647, i64 %820
  %5649 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5648, <16 x i1> %5551, <16 x float> zeroinitializer)
  %5650 = getelementptr inbounds float, ptr %638, i64 %5554
  %5651 = getelementptr inbounds float, ptr %5650, i64 %827
  %5652 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5651, <16 x i1> %5553, <16 x float> zeroinitializer)
  br label %5653

5653:                                             ; preds = %5643, %5635
  %5654 = phi <16 x float> [ %5649, %5643 ], [ %5640, %5635 ]
  %5655 = phi <16 x float> [ %5646, %5643 ], [ %5638, %5635 ]
  %5656 = phi <16 x float> [ %5652, %5643 ], [ %5642, %5635 ]
  br i1 %82, label %5665, label %5657

5657:                                             ; preds = %5653
  %5658 = load float, ptr %639, align 4
  %5659 = insertelement <16 x float> poison, float %5658, i64 0
  %5660 = shufflevector <16 x float> %5659, <16 x float> poison, <16 x i32> zeroinitializer
  %5661 = insertelement <16 x float> poison, float %5658, i64 0
  %5662 = shufflevector <16 x float> %5661, <16 x float> poison, <16 x i32> zeroinitializer
  %5663 = insertelement <16 x float> poison, float %5658, i64 0
  %5664 = shufflevector <16 x float> %5663, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5675

5665:                                             ; preds = %5653
  %5666 = getelementptr inbounds float, ptr %642, i64 %5550
  %5667 = getelementptr inbounds float, ptr %5666, i64 %821
  %5668 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5667, <16 x i1> %5549, <16 x float> zeroinitializer)
  %5669 = getelementptr inbounds float, ptr %642, i64 %5552
  %5670 = getelementptr inbounds float, ptr %5669, i64 %820
  %5671 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5670, <16 x i1> %5551, <16 x float> zeroinitializer)
  %5672 = getelementptr inbounds float, ptr %642, i64 %5554
  %5673 = getelementptr inbounds float, ptr %5672, i64 %827
  %5674 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5673, <16 x i1> %5553, <16 x float> zeroinitializer)
  br label %5675

5675:                                             ; preds = %5665, %5657
  %5676 = phi <16 x float> [ %5671, %5665 ], [ %5662, %5657 ]
  %5677 = phi <16 x float> [ %5668, %5665 ], [ %5660, %5657 ]
  %5678 = phi <16 x float> [ %5674, %5665 ], [ %5664, %5657 ]
  br i1 %82, label %5687, label %5679

5679:                                             ; preds = %5675
  %5680 = load float, ptr %643, align 4
  %5681 = insertelement <16 x float> poison, float %5680, i64 0
  %5682 = shufflevector <16 x float> %5681, <16 x float> poison, <16 x i32> zeroinitializer
  %5683 = insertelement <16 x float> poison, float %5680, i64 0
  %5684 = shufflevector <16 x float> %5683, <16 x float> poison, <16 x i32> zeroinitializer
  %5685 = insertelement <16 x float> poison, float %5680, i64 0
  %5686 = shufflevector <16 x float> %5685, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5697

5687:                                             ; preds = %5675
  %5688 = getelementptr inbounds float, ptr %646, i64 %5550
  %5689 = getelementptr inbounds float, ptr %5688, i64 %821
  %5690 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5689, <16 x i1> %5549, <16 x float> zeroinitializer)
  %5691 = getelementptr inbounds float, ptr %646, i64 %5552
  %5692 = getelementptr inbounds float, ptr %5691, i64 %820
  %5693 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5692, <16 x i1> %5551, <16 x float> zeroinitializer)
  %5694 = getelementptr inbounds float, ptr %646, i64 %5554
  %5695 = getelementptr inbounds float, ptr %5694, i64 %827
  %5696 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5695, <16 x i1> %5553, <16 x float> zeroinitializer)
  br label %5697

5697:                                             ; preds = %5687, %5679
  %5698 = phi <16 x float> [ %5693, %5687 ], [ %5684, %5679 ]
  %5699 = phi <16 x float> [ %5690, %5687 ], [ %5682, %5679 ]
  %5700 = phi <16 x float> [ %5696, %5687 ], [ %5686, %5679 ]
  br i1 %82, label %5709, label %5701

5701:                                             ; preds = %5697
  %5702 = load float, ptr %647, align 4
  %5703 = insertelement <16 x float> poison, float %5702, i64 0
  %5704 = shufflevector <16 x float> %5703, <16 x float> poison, <16 x i32> zeroinitializer
  %5705 = insertelement <16 x float> poison, float %5702, i64 0
  %5706 = shufflevector <16 x float> %5705, <16 x float> poison, <16 x i32> zeroinitializer
  %5707 = insertelement <16 x float> poison, float %5702, i64 0
  %5708 = shufflevector <16 x float> %5707, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5719

5709:                                             ; preds = %5697
  %5710 = getelementptr inbounds float, ptr %650, i64 %5550
  %5711 = getelementptr inbounds float, ptr %5710, i64 %821
  %5712 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5711, <16 x i1> %5549, <16 x float> zeroinitializer)
  %5713 = getelementptr inbounds float, ptr %650, i64 %5552
  %5714 = getelementptr inbounds float, ptr %5713, i64 %820
  %5715 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5714, <16 x i1> %5551, <16 x float> zeroinitializer)
  %5716 = getelementptr inbounds float, ptr %650, i64 %5554
  %5717 = getelementptr inbounds float, ptr %5716, i64 %827
  %5718 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5717, <16 x i1> %5553, <16 x float> zeroinitializer)
  br label %5719

5719:                                             ; preds = %5709, %5701
  %5720 = phi <16 x float> [ %5715, %5709 ], [ %5706, %5701 ]
  %5721 = phi <16 x float> [ %5712, %5709 ], [ %5704, %5701 ]
  %5722 = phi <16 x float> [ %5718, %5709 ], [ %5708, %5701 ]
  br i1 %82, label %5731, label %5723

5723:                                             ; preds = %5719
  %5724 = load float, ptr %651, align 4
  %5725 = insertelement <16 x float> poison, float %5724, i64 0
  %5726 = shufflevector <16 x float> %5725, <16 x float> poison, <16 x i32> zeroinitializer
  %5727 = insertelement <16 x float> poison, float %5724, i64 0
  %5728 = shufflevector <16 x float> %5727, <16 x float> poison, <16 x i32> zeroinitializer
  %5729 = insertelement <16 x float> poison, float %5724, i64 0
  %5730 = shufflevector <16 x float> %5729, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5741

5731:                                             ; preds = %5719
  %5732 = getelementptr inbounds float, ptr %654, i64 %5550
  %5733 = getelementptr inbounds float, ptr %5732, i64 %821
  %5734 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5733, <16 x i1> %5549, <16 x float> zeroinitializer)
  %5735 = getelementptr inbounds float, ptr %654, i64 %5552
  %5736 = getelementptr inbounds float, ptr %5735, i64 %820
  %5737 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5736, <16 x i1> %5551, <16 x float> zeroinitializer)
  %5738 = getelementptr inbounds float, ptr %654, i64 %5554
  %5739 = getelementptr inbounds float, ptr %5738, i64 %827
  %5740 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5739, <16 x i1> %5553, <16 x float> zeroinitializer)
  br label %5741

5741:                                             ; preds = %5731, %5723
  %5742 = phi <16 x float> [ %5737, %5731 ], [ %5728, %5723 ]
  %5743 = phi <16 x float> [ %5734, %5731 ], [ %5726, %5723 ]
  %5744 = phi <16 x float> [ %5740, %5731 ], [ %5730, %5723 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  br i1 %83, label %5555, label %5838

5745:                                             ; preds = %5555, %5839
  %5746 = phi i64 [ %5840, %5839 ], [ 0, %5555 ]
  br i1 %84, label %5747, label %5839

5747:                                             ; preds = %5745
  %5748 = mul nuw nsw i64 %5746, %12
  %5749 = sub i64 %5746, %15
  %5750 = add i64 %5749, %5557
  %5751 = add i64 %5749, %5556
  %5752 = icmp sgt i64 %5750, -1
  %5753 = icmp sgt i64 %5751, -1
  %5754 = icmp slt i64 %5750, %7
  %5755 = icmp slt i64 %5751, %7
  %5756 = and i1 %5752, %5754
  %5757 = and i1 %5753, %5755
  %5758 = select i1 %5757, i64 %5751, i64 0
  %5759 = mul nsw i64 %5758, %8
  %5760 = select i1 %5756, i64 %5750, i64 0
  %5761 = mul nsw i64 %5760, %8
  %5762 = add i64 %5749, %5558
  %5763 = icmp sgt i64 %5762, -1
  %5764 = icmp slt i64 %5762, %7
  %5765 = and i1 %5763, %5764
  %5766 = select i1 %5765, i64 %5762, i64 0
  %5767 = mul nsw i64 %5766, %8
  br i1 %379, label %5836, label %5768

5768:                                             ; preds = %5747
  %5769 = insertelement <8 x i64> poison, i64 %5759, i64 0
  %5770 = insertelement <8 x i64> poison, i64 %5761, i64 0
  %5771 = insertelement <8 x i64> poison, i64 %5767, i64 0
  %5772 = shufflevector <8 x i64> %5771, <8 x i64> poison, <8 x i32> zeroinitializer
  %5773 = shufflevector <8 x i64> %5769, <8 x i64> %5770, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  br label %5774

5774:                                             ; preds = %5774, %5768
  %5775 = phi i64 [ 0, %5768 ], [ %5832, %5774 ]
  %5776 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %5768 ], [ %5833, %5774 ]
  %5777 = add nuw nsw i64 %5775, %5748
  %5778 = sub <8 x i64> %5776, %382
  %5779 = getelementptr inbounds nuw [3 x i64], ptr %37, i64 %5777
  %5780 = getelementptr inbounds nuw [3 x i32], ptr %38, i64 %5777
  %5781 = add <8 x i64> %5778, %5560
  %5782 = icmp slt <8 x i64> %5781, zeroinitializer
  %5783 = sub nsw <8 x i64> zeroinitializer, %5781
  %5784 = select <8 x i1> %5782, <8 x i64> %5783, <8 x i64> zeroinitializer
  %5785 = sub nsw <8 x i64> %384, %5781
  %5786 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %5785, <8 x i64> %5561)
  %5787 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %5786, <8 x i64> splat (i64 16))
  %5788 = icmp sgt <8 x i64> %5787, %5784
  %5789 = select i1 %5757, <8 x i1> %5788, <8 x i1> zeroinitializer
  %5790 = add <8 x i64> %5778, %5563
  %5791 = icmp slt <8 x i64> %5790, zeroinitializer
  %5792 = sub nsw <8 x i64> zeroinitializer, %5790
  %5793 = select <8 x i1> %5791, <8 x i64> %5792, <8 x i64> zeroinitializer
  %5794 = sub nsw <8 x i64> %384, %5790
  %5795 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %5794, <8 x i64> %5564)
  %5796 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %5795, <8 x i64> splat (i64 16))
  %5797 = icmp sgt <8 x i64> %5796, %5793
  %5798 = select i1 %5756, <8 x i1> %5797, <8 x i1> zeroinitializer
  %5799 = add <8 x i64> %5778, %5566
  %5800 = icmp slt <8 x i64> %5799, zeroinitializer
  %5801 = sub nsw <8 x i64> zeroinitializer, %5799
  %5802 = select <8 x i1> %5800, <8 x i64> %5801, <8 x i64> zeroinitializer
  %5803 = sub nsw <8 x i64> %384, %5799
  %5804 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %5803, <8 x i64> %5568)
  %5805 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %5804, <8 x i64> splat (i64 16))
  %5806 = icmp sgt <8 x i64> %5805, %5802
  %5807 = select i1 %5765, <8 x i1> %5806, <8 x i1> zeroinitializer
  %5808 = add nsw <8 x i64> %5772, %5799
  %5809 = shufflevector <8 x i64> %5781, <8 x i64> %5790, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %5810 = add nsw <16 x i64> %5773, %5809
  %5811 = shufflevector <8 x i64> %5808, <8 x i64> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %5812 = shufflevector <16 x i64> %5810, <16 x i64> %5811, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x i64> %5812, ptr %5779, align 8
  %5813 = trunc <8 x i64> %5805 to <8 x i32>
  %5814 = shl nsw <8 x i32> splat (i32 -1), %5813
  %5815 = xor <8 x i32> %5814, splat (i32 -1)
  %5816 = trunc <8 x i64> %5802 to <8 x i32>
  %5817 = shl nsw <8 x i32> splat (i32 -1), %5816
  %5818 = and <8 x i32> %5817, %5815
  %5819 = select <8 x i1> %5807, <8 x i32> %5818, <8 x i32> zeroinitializer
  %5820 = shufflevector <8 x i1> %5789, <8 x i1> %5798, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %5821 = shufflevector <8 x i64> %5784, <8 x i64> %5793, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %5822 = trunc <16 x i64> %5821 to <16 x i32>
  %5823 = shl nsw <16 x i32> splat (i32 -1), %5822
  %5824 = shufflevector <8 x i64> %5787, <8 x i64> %5796, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %5825 = trunc <16 x i64> %5824 to <16 x i32>
  %5826 = shl nsw <16 x i32> splat (i32 -1), %5825
  %5827 = xor <16 x i32> %5826, splat (i32 -1)
  %5828 = and <16 x i32> %5823, %5827
  %5829 = select <16 x i1> %5820, <16 x i32> %5828, <16 x i32> zeroinitializer
  %5830 = shufflevector <8 x i32> %5819, <8 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %5831 = shufflevector <16 x i32> %5829, <16 x i32> %5830, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x i32> %5831, ptr %5780, align 4
  %5832 = add nuw i64 %5775, 8
  %5833 = add nuw nsw <8 x i64> %5776, splat (i64 8)
  %5834 = icmp eq i64 %5832, %380
  br i1 %5834, label %5835, label %5774

5835:                                             ; preds = %5774
  br i1 %385, label %5839, label %5836

5836:                                             ; preds = %5747, %5835
  %5837 = phi i64 [ 0, %5747 ], [ %380, %5835 ]
  br label %5842

5838:                                             ; preds = %5839, %5741
  br i1 %86, label %5940, label %5899

5839:                                             ; preds = %5842, %5835, %5745
  %5840 = add nuw nsw i64 %5746, 1
  %5841 = icmp eq i64 %5840, %11
  br i1 %5841, label %5838, label %5745

5842:                                             ; preds = %5836, %5842
  %5843 = phi i64 [ %5897, %5842 ], [ %5837, %5836 ]
  %5844 = add nuw nsw i64 %5843, %5748
  %5845 = sub i64 %5843, %16
  %5846 = getelementptr inbounds nuw [3 x i64], ptr %37, i64 %5844
  %5847 = getelementptr inbounds nuw [3 x i32], ptr %38, i64 %5844
  %5848 = getelementptr inbounds nuw i8, ptr %5846, i64 8
  %5849 = add i64 %5845, %820
  %5850 = add i64 %5845, %821
  %5851 = add nsw i64 %5759, %5850
  store i64 %5851, ptr %5846, align 8
  %5852 = insertelement <2 x i64> poison, i64 %5850, i64 0
  %5853 = insertelement <2 x i64> %5852, i64 %5849, i64 1
  %5854 = icmp slt <2 x i64> %5853, zeroinitializer
  %5855 = sub nsw <2 x i64> zeroinitializer, %5853
  %5856 = select <2 x i1> %5854, <2 x i64> %5855, <2 x i64> zeroinitializer
  %5857 = sub nsw i64 %8, %5849
  %5858 = sub nsw i64 %8, %5850
  %5859 = insertelement <2 x i64> poison, i64 %5858, i64 0
  %5860 = insertelement <2 x i64> %5859, i64 %5857, i64 1
  %5861 = call <2 x i64> @llvm.smin.v2i64(<2 x i64> %5860, <2 x i64> %5527)
  %5862 = call <2 x i64> @llvm.smin.v2i64(<2 x i64> %5861, <2 x i64> splat (i64 16))
  %5863 = icmp sgt <2 x i64> %5862, %5856
  %5864 = extractelement <2 x i1> %5863, i64 1
  %5865 = select i1 %5756, i1 %5864, i1 false
  %5866 = extractelement <2 x i1> %5863, i64 0
  %5867 = select i1 %5757, i1 %5866, i1 false
  %5868 = add nsw i64 %5761, %5849
  store i64 %5868, ptr %5848, align 8
  %5869 = trunc <2 x i64> %5862 to <2 x i32>
  %5870 = shl nsw <2 x i32> splat (i32 -1), %5869
  %5871 = xor <2 x i32> %5870, splat (i32 -1)
  %5872 = trunc <2 x i64> %5856 to <2 x i32>
  %5873 = shl nsw <2 x i32> splat (i32 -1), %5872
  %5874 = and <2 x i32> %5873, %5871
  %5875 = insertelement <2 x i1> poison, i1 %5867, i64 0
  %5876 = insertelement <2 x i1> %5875, i1 %5865, i64 1
  %5877 = select <2 x i1> %5876, <2 x i32> %5874, <2 x i32> zeroinitializer
  store <2 x i32> %5877, ptr %5847, align 4
  %5878 = add i64 %5845, %827
  %5879 = icmp slt i64 %5878, 0
  %5880 = sub nsw i64 0, %5878
  %5881 = select i1 %5879, i64 %5880, i64 0
  %5882 = sub nsw i64 %8, %5878
  %5883 = tail call i64 @llvm.smin.i64(i64 %5882, i64 %5542)
  %5884 = tail call i64 @llvm.smin.i64(i64 %5883, i64 16)
  %5885 = icmp sgt i64 %5884, %5881
  %5886 = select i1 %5765, i1 %5885, i1 false
  %5887 = add nsw i64 %5767, %5878
  %5888 = getelementptr inbounds nuw i8, ptr %5846, i64 16
  store i64 %5887, ptr %5888, align 8
  %5889 = trunc i64 %5884 to i32
  %5890 = shl nsw i32 -1, %5889
  %5891 = xor i32 %5890, -1
  %5892 = trunc i64 %5881 to i32
  %5893 = shl nsw i32 -1, %5892
  %5894 = and i32 %5893, %5891
  %5895 = select i1 %5886, i32 %5894, i32 0
  %5896 = getelementptr inbounds nuw i8, ptr %5847, i64 8
  store i32 %5895, ptr %5896, align 4
  %5897 = add nuw nsw i64 %5843, 1
  %5898 = icmp eq i64 %5897, %12
  br i1 %5898, label %5839, label %5842

5899:                                             ; preds = %5970, %5838
  %5900 = phi <16 x float> [ %5744, %5838 ], [ %5971, %5970 ]
  %5901 = phi <16 x float> [ %5742, %5838 ], [ %5972, %5970 ]
  %5902 = phi <16 x float> [ %5743, %5838 ], [ %5973, %5970 ]
  %5903 = phi <16 x float> [ %5722, %5838 ], [ %5974, %5970 ]
  %5904 = phi <16 x float> [ %5720, %5838 ], [ %5975, %5970 ]
  %5905 = phi <16 x float> [ %5721, %5838 ], [ %5976, %5970 ]
  %5906 = phi <16 x float> [ %5700, %5838 ], [ %5977, %5970 ]
  %5907 = phi <16 x float> [ %5698, %5838 ], [ %5978, %5970 ]
  %5908 = phi <16 x float> [ %5699, %5838 ], [ %5979, %5970 ]
  %5909 = phi <16 x float> [ %5678, %5838 ], [ %5980, %5970 ]
  %5910 = phi <16 x float> [ %5676, %5838 ], [ %5981, %5970 ]
  %5911 = phi <16 x float> [ %5677, %5838 ], [ %5988, %5970 ]
  %5912 = phi <16 x float> [ %5656, %5838 ], [ %5989, %5970 ]
  %5913 = phi <16 x float> [ %5654, %5838 ], [ %5990, %5970 ]
  %5914 = phi <16 x float> [ %5655, %5838 ], [ %5991, %5970 ]
  %5915 = phi <16 x float> [ %5634, %5838 ], [ %5992, %5970 ]
  %5916 = phi <16 x float> [ %5632, %5838 ], [ %5993, %5970 ]
  %5917 = phi <16 x float> [ %5633, %5838 ], [ %5994, %5970 ]
  %5918 = phi <16 x float> [ %5612, %5838 ], [ %5982, %5970 ]
  %5919 = phi <16 x float> [ %5610, %5838 ], [ %5983, %5970 ]
  %5920 = phi <16 x float> [ %5611, %5838 ], [ %5984, %5970 ]
  %5921 = phi <16 x float> [ %5590, %5838 ], [ %5985, %5970 ]
  %5922 = phi <16 x float> [ %5588, %5838 ], [ %5986, %5970 ]
  %5923 = phi <16 x float> [ %5589, %5838 ], [ %5987, %5970 ]
  %5924 = mul nsw i64 %816, %10
  %5925 = add i64 %5924, %821
  %5926 = bitcast i16 %5534 to <16 x i1>
  %5927 = mul nsw i64 %817, %10
  %5928 = add i64 %5927, %820
  %5929 = bitcast i16 %5541 to <16 x i1>
  %5930 = mul nsw i64 %825, %10
  %5931 = add i64 %5930, %827
  %5932 = bitcast i16 %5548 to <16 x i1>
  %5933 = bitcast i16 %5534 to <16 x i1>
  %5934 = mul nsw i64 %817, %10
  %5935 = bitcast i16 %5541 to <16 x i1>
  %5936 = mul nsw i64 %825, %10
  %5937 = bitcast i16 %5548 to <16 x i1>
  %5938 = add i64 %655, %5925
  %5939 = getelementptr inbounds float, ptr %435, i64 %5938
  br i1 %88, label %6282, label %6105

5940:                                             ; preds = %5838, %5970
  %5941 = phi <16 x float> [ %5971, %5970 ], [ %5744, %5838 ]
  %5942 = phi <16 x float> [ %5972, %5970 ], [ %5742, %5838 ]
  %5943 = phi <16 x float> [ %5973, %5970 ], [ %5743, %5838 ]
  %5944 = phi <16 x float> [ %5974, %5970 ], [ %5722, %5838 ]
  %5945 = phi <16 x float> [ %5975, %5970 ], [ %5720, %5838 ]
  %5946 = phi <16 x float> [ %5976, %5970 ], [ %5721, %5838 ]
  %5947 = phi <16 x float> [ %5977, %5970 ], [ %5700, %5838 ]
  %5948 = phi <16 x float> [ %5978, %5970 ], [ %5698, %5838 ]
  %5949 = phi <16 x float> [ %5979, %5970 ], [ %5699, %5838 ]
  %5950 = phi <16 x float> [ %5980, %5970 ], [ %5678, %5838 ]
  %5951 = phi <16 x float> [ %5981, %5970 ], [ %5676, %5838 ]
  %5952 = phi <16 x float> [ %5982, %5970 ], [ %5612, %5838 ]
  %5953 = phi <16 x float> [ %5983, %5970 ], [ %5610, %5838 ]
  %5954 = phi <16 x float> [ %5984, %5970 ], [ %5611, %5838 ]
  %5955 = phi <16 x float> [ %5985, %5970 ], [ %5590, %5838 ]
  %5956 = phi <16 x float> [ %5986, %5970 ], [ %5588, %5838 ]
  %5957 = phi <16 x float> [ %5987, %5970 ], [ %5589, %5838 ]
  %5958 = phi <16 x float> [ %5988, %5970 ], [ %5677, %5838 ]
  %5959 = phi <16 x float> [ %5989, %5970 ], [ %5656, %5838 ]
  %5960 = phi <16 x float> [ %5990, %5970 ], [ %5654, %5838 ]
  %5961 = phi <16 x float> [ %5991, %5970 ], [ %5655, %5838 ]
  %5962 = phi <16 x float> [ %5992, %5970 ], [ %5634, %5838 ]
  %5963 = phi <16 x float> [ %5993, %5970 ], [ %5632, %5838 ]
  %5964 = phi <16 x float> [ %5994, %5970 ], [ %5633, %5838 ]
  %5965 = phi i64 [ %5995, %5970 ], [ 0, %5838 ]
  %5966 = mul nsw i64 %80, %5965
  %5967 = getelementptr inbounds float, ptr %428, i64 %5966
  %5968 = mul nsw i64 %5965, %81
  %5969 = getelementptr inbounds float, ptr %445, i64 %5968
  br i1 %87, label %5997, label %5970

5970:                                             ; preds = %5997, %5940
  %5971 = phi <16 x float> [ %5941, %5940 ], [ %6102, %5997 ]
  %5972 = phi <16 x float> [ %5942, %5940 ], [ %6101, %5997 ]
  %5973 = phi <16 x float> [ %5943, %5940 ], [ %6100, %5997 ]
  %5974 = phi <16 x float> [ %5944, %5940 ], [ %6095, %5997 ]
  %5975 = phi <16 x float> [ %5945, %5940 ], [ %6094, %5997 ]
  %5976 = phi <16 x float> [ %5946, %5940 ], [ %6093, %5997 ]
  %5977 = phi <16 x float> [ %5947, %5940 ], [ %6088, %5997 ]
  %5978 = phi <16 x float> [ %5948, %5940 ], [ %6087, %5997 ]
  %5979 = phi <16 x float> [ %5949, %5940 ], [ %6086, %5997 ]
  %5980 = phi <16 x float> [ %5950, %5940 ], [ %6081, %5997 ]
  %5981 = phi <16 x float> [ %5951, %5940 ], [ %6080, %5997 ]
  %5982 = phi <16 x float> [ %5952, %5940 ], [ %6060, %5997 ]
  %5983 = phi <16 x float> [ %5953, %5940 ], [ %6059, %5997 ]
  %5984 = phi <16 x float> [ %5954, %5940 ], [ %6058, %5997 ]
  %5985 = phi <16 x float> [ %5955, %5940 ], [ %6053, %5997 ]
  %5986 = phi <16 x float> [ %5956, %5940 ], [ %6052, %5997 ]
  %5987 = phi <16 x float> [ %5957, %5940 ], [ %6051, %5997 ]
  %5988 = phi <16 x float> [ %5958, %5940 ], [ %6079, %5997 ]
  %5989 = phi <16 x float> [ %5959, %5940 ], [ %6074, %5997 ]
  %5990 = phi <16 x float> [ %5960, %5940 ], [ %6073, %5997 ]
  %5991 = phi <16 x float> [ %5961, %5940 ], [ %6072, %5997 ]
  %5992 = phi <16 x float> [ %5962, %5940 ], [ %6067, %5997 ]
  %5993 = phi <16 x float> [ %5963, %5940 ], [ %6066, %5997 ]
  %5994 = phi <16 x float> [ %5964, %5940 ], [ %6065, %5997 ]
  %5995 = add nuw nsw i64 %5965, 1
  %5996 = icmp eq i64 %5995, %5
  br i1 %5996, label %5899, label %5940

5997:                                             ; preds = %5940, %5997
  %5998 = phi <16 x float> [ %6102, %5997 ], [ %5941, %5940 ]
  %5999 = phi <16 x float> [ %6101, %5997 ], [ %5942, %5940 ]
  %6000 = phi <16 x float> [ %6100, %5997 ], [ %5943, %5940 ]
  %6001 = phi <16 x float> [ %6095, %5997 ], [ %5944, %5940 ]
  %6002 = phi <16 x float> [ %6094, %5997 ], [ %5945, %5940 ]
  %6003 = phi <16 x float> [ %6093, %5997 ], [ %5946, %5940 ]
  %6004 = phi <16 x float> [ %6088, %5997 ], [ %5947, %5940 ]
  %6005 = phi <16 x float> [ %6087, %5997 ], [ %5948, %5940 ]
  %6006 = phi <16 x float> [ %6086, %5997 ], [ %5949, %5940 ]
  %6007 = phi <16 x float> [ %6081, %5997 ], [ %5950, %5940 ]
  %6008 = phi <16 x float> [ %6080, %5997 ], [ %5951, %5940 ]
  %6009 = phi <16 x float> [ %6060, %5997 ], [ %5952, %5940 ]
  %6010 = phi <16 x float> [ %6059, %5997 ], [ %5953, %5940 ]
  %6011 = phi <16 x float> [ %6058, %5997 ], [ %5954, %5940 ]
  %6012 = phi <16 x float> [ %6053, %5997 ], [ %5955, %5940 ]
  %6013 = phi <16 x float> [ %6052, %5997 ], [ %5956, %5940 ]
  %6014 = phi <16 x float> [ %6051, %5997 ], [ %5957, %5940 ]
  %6015 = phi <16 x float> [ %6079, %5997 ], [ %5958, %5940 ]
  %6016 = phi <16 x float> [ %6074, %5997 ], [ %5959, %5940 ]
  %6017 = phi <16 x float> [ %6073, %5997 ], [ %5960, %5940 ]
  %6018 = phi <16 x float> [ %6072, %5997 ], [ %5961, %5940 ]
  %6019 = phi <16 x float> [ %6067, %5997 ], [ %5962, %5940 ]
  %6020 = phi <16 x float> [ %6066, %5997 ], [ %5963, %5940 ]
  %6021 = phi <16 x float> [ %6065, %5997 ], [ %5964, %5940 ]
  %6022 = phi i64 [ %6103, %5997 ], [ 0, %5940 ]
  %6023 = getelementptr inbounds nuw [3 x i32], ptr %38, i64 %6022
  %6024 = getelementptr inbounds nuw [3 x i64], ptr %37, i64 %6022
  %6025 = load i32, ptr %6023, align 4
  %6026 = trunc i32 %6025 to i16
  %6027 = load i64, ptr %6024, align 8
  %6028 = getelementptr inbounds float, ptr %5967, i64 %6027
  %6029 = bitcast i16 %6026 to <16 x i1>
  %6030 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6028, <16 x i1> %6029, <16 x float> zeroinitializer)
  %6031 = getelementptr inbounds nuw i8, ptr %6023, i64 4
  %6032 = load i32, ptr %6031, align 4
  %6033 = trunc i32 %6032 to i16
  %6034 = getelementptr inbounds nuw i8, ptr %6024, i64 8
  %6035 = load i64, ptr %6034, align 8
  %6036 = getelementptr inbounds float, ptr %5967, i64 %6035
  %6037 = bitcast i16 %6033 to <16 x i1>
  %6038 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6036, <16 x i1> %6037, <16 x float> zeroinitializer)
  %6039 = getelementptr inbounds nuw i8, ptr %6023, i64 8
  %6040 = load i32, ptr %6039, align 4
  %6041 = trunc i32 %6040 to i16
  %6042 = getelementptr inbounds nuw i8, ptr %6024, i64 16
  %6043 = load i64, ptr %6042, align 8
  %6044 = getelementptr inbounds float, ptr %5967, i64 %6043
  %6045 = bitcast i16 %6041 to <16 x i1>
  %6046 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6044, <16 x i1> %6045, <16 x float> zeroinitializer)
  %6047 = getelementptr float, ptr %5969, i64 %6022
  %6048 = load float, ptr %6047, align 4
  %6049 = insertelement <16 x float> poison, float %6048, i64 0
  %6050 = shufflevector <16 x float> %6049, <16 x float> poison, <16 x i32> zeroinitializer
  %6051 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %6030, <16 x float> %6050, <16 x float> %6014)
  %6052 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %6038, <16 x float> %6050, <16 x float> %6013)
  %6053 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %6046, <16 x float> %6050, <16 x float> %6012)
  %6054 = getelementptr float, ptr %6047, i64 %85
  %6055 = load float, ptr %6054, align 4
  %6056 = insertelement <16 x float> poison, float %6055, i64 0
  %6057 = shufflevector <16 x float> %6056, <16 x float> poison, <16 x i32> zeroinitializer
  %6058 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %6030, <16 x float> %6057, <16 x float> %6011)
  %6059 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %6038, <16 x float> %6057, <16 x float> %6010)
  %6060 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %6046, <16 x float> %6057, <16 x float> %6009)
  %6061 = getelementptr i8, ptr %6047, i64 %172
  %6062 = load float, ptr %6061, align 4
  %6063 = insertelement <16 x float> poison, float %6062, i64 0
  %6064 = shufflevector <16 x float> %6063, <16 x float> poison, <16 x i32> zeroinitializer
  %6065 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %6030, <16 x float> %6064, <16 x float> %6021)
  %6066 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %6038, <16 x float> %6064, <16 x float> %6020)
  %6067 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %6046, <16 x float> %6064, <16 x float> %6019)
  %6068 = getelementptr i8, ptr %6047, i64 %173
  %6069 = load float, ptr %6068, align 4
  %6070 = insertelement <16 x float> poison, float %6069, i64 0
  %6071 = shufflevector <16 x float> %6070, <16 x float> poison, <16 x i32> zeroinitializer
  %6072 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %6030, <16 x float> %6071, <16 x float> %6018)
  %6073 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %6038, <16 x float> %6071, <16 x float> %6017)
  %6074 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %6046, <16 x float> %6071, <16 x float> %6016)
  %6075 = getelementptr i8, ptr %6047, i64 %174
  %6076 = load float, ptr %6075, align 4
  %6077 = insertelement <16 x float> poison, float %6076, i64 0
  %6078 = shufflevector <16 x float> %6077, <16 x float> poison, <16 x i32> zeroinitializer
  %6079 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %6030, <16 x float> %6078, <16 x float> %6015)
  %6080 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %6038, <16 x float> %6078, <16 x float> %6008)
  %6081 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %6046, <16 x float> %6078, <16 x float> %6007)
  %6082 = getelementptr i8, ptr %6047, i64 %175
  %6083 = load float, ptr %6082, align 4
  %6084 = insertelement <16 x float> poison, float %6083, i64 0
  %6085 = shufflevector <16 x float> %6084, <16 x float> poison, <16 x i32> zeroinitializer
  %6086 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %6030, <16 x float> %6085, <16 x float> %6006)
  %6087 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %6038, <16 x float> %6085, <16 x float> %6005)
  %6088 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %6046, <16 x float> %6085, <16 x float> %6004)
  %6089 = getelementptr i8, ptr %6047, i64 %176
  %6090 = load float, ptr %6089, align 4
  %6091 = insertelement <16 x float> poison, float %6090, i64 0
  %6092 = shufflevector <16 x float> %6091, <16 x float> poison, <16 x i32> zeroinitializer
  %6093 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %6030, <16 x float> %6092, <16 x float> %6003)
  %6094 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %6038, <16 x float> %6092, <16 x float> %6002)
  %6095 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %6046, <16 x float> %6092, <16 x float> %6001)
  %6096 = getelementptr i8, ptr %6047, i64 %177
  %6097 = load float, ptr %6096, align 4
  %6098 = insertelement <16 x float> poison, float %6097, i64 0
  %6099 = shufflevector <16 x float> %6098, <16 x float> poison, <16 x i32> zeroinitializer
  %6100 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %6030, <16 x float> %6099, <16 x float> %6000)
  %6101 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %6038, <16 x float> %6099, <16 x float> %5999)
  %6102 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %6046, <16 x float> %6099, <16 x float> %5998)
  %6103 = add nuw nsw i64 %6022, 1
  %6104 = icmp eq i64 %6103, %81
  br i1 %6104, label %5970, label %5997

6105:                                             ; preds = %5899
  %6106 = getelementptr inbounds float, ptr %433, i64 %5938
  switch i64 %178, label %1370 [
    i64 1, label %6107
    i64 2, label %6110
    i64 3, label %6117
    i64 0, label %6162
  ]

6107:                                             ; preds = %6105
  %6108 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6106, <16 x i1> %5926, <16 x float> zeroinitializer)
  %6109 = fadd <16 x float> %5923, %6108
  br label %6124

6110:                                             ; preds = %6105
  %6111 = bitcast <16 x float> %5923 to <8 x i64>
  %6112 = or <8 x i64> %6111, %90
  %6113 = fcmp oeq <16 x float> %5923, %66
  %6114 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5923, i32 4)
  %6115 = bitcast <8 x i64> %6112 to <16 x float>
  %6116 = select <16 x i1> %6113, <16 x float> %6115, <16 x float> %6114
  br label %6124

6117:                                             ; preds = %6105
  %6118 = bitcast <16 x float> %5923 to <8 x i64>
  %6119 = and <8 x i64> %6118, %89
  %6120 = fcmp oeq <16 x float> %5923, %63
  %6121 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5923, i32 4)
  %6122 = bitcast <8 x i64> %6119 to <16 x float>
  %6123 = select <16 x i1> %6120, <16 x float> %6122, <16 x float> %6121
  br label %6124

6124:                                             ; preds = %6117, %6110, %6107
  %6125 = phi <16 x float> [ %6109, %6107 ], [ %6116, %6110 ], [ %6123, %6117 ]
  switch i64 %180, label %1370 [
    i64 1, label %6140
    i64 2, label %6133
    i64 3, label %6126
    i64 0, label %6162
  ]

6126:                                             ; preds = %6124
  %6127 = bitcast <16 x float> %6125 to <8 x i64>
  %6128 = and <8 x i64> %6127, %89
  %6129 = fcmp oeq <16 x float> %6125, %63
  %6130 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %6125, i32 4)
  %6131 = bitcast <8 x i64> %6128 to <16 x float>
  %6132 = select <16 x i1> %6129, <16 x float> %6131, <16 x float> %6130
  br label %6143

6133:                                             ; preds = %6124
  %6134 = bitcast <16 x float> %6125 to <8 x i64>
  %6135 = or <8 x i64> %6134, %90
  %6136 = fcmp oeq <16 x float> %6125, %66
  %6137 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %6125, i32 4)
  %6138 = bitcast <8 x i64> %6135 to <16 x float>
  %6139 = select <16 x i1> %6136, <16 x float> %6138, <16 x float> %6137
  br label %6143

6140:                                             ; preds = %6124
  %6141 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6106, <16 x i1> %5926, <16 x float> zeroinitializer)
  %6142 = fadd <16 x float> %6125, %6141
  br label %6143

6143:                                             ; preds = %6140, %6133, %6126
  %6144 = phi <16 x float> [ %6142, %6140 ], [ %6139, %6133 ], [ %6132, %6126 ]
  switch i64 %182, label %1370 [
    i64 1, label %6159
    i64 2, label %6152
    i64 3, label %6145
    i64 0, label %6162
  ]

6145:                                             ; preds = %6143
  %6146 = bitcast <16 x float> %6144 to <8 x i64>
  %6147 = and <8 x i64> %6146, %89
  %6148 = fcmp oeq <16 x float> %6144, %63
  %6149 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %6144, i32 4)
  %6150 = bitcast <8 x i64> %6147 to <16 x float>
  %6151 = select <16 x i1> %6148, <16 x float> %6150, <16 x float> %6149
  br label %6162

6152:                                             ; preds = %6143
  %6153 = bitcast <16 x float> %6144 to <8 x i64>
  %6154 = or <8 x i64> %6153, %90
  %6155 = fcmp oeq <16 x float> %6144, %66
  %6156 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %6144, i32 4)
  %6157 = bitcast <8 x i64> %6154 to <16 x float>
  %6158 = select <16 x i1> %6155, <16 x float> %6157, <16 x float> %6156
  br label %6162

6159:                                             ; preds = %6143
  %6160 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6106, <16 x i1> %5926, <16 x float> zeroinitializer)
  %6161 = fadd <16 x float> %6144, %6160
  br label %6162

6162:                                             ; preds = %6105, %6124, %6143, %6159, %6152, %6145
  %6163 = phi <16 x float> [ %6151, %6145 ], [ %6158, %6152 ], [ %6161, %6159 ], [ %6125, %6124 ], [ %6144, %6143 ], [ %5923, %6105 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6163, ptr align 1 %5939, <16 x i1> %5926)
  %6164 = add i64 %655, %5928
  %6165 = getelementptr inbounds float, ptr %435, i64 %6164
  %6166 = getelementptr inbounds float, ptr %433, i64 %6164
  switch i64 %183, label %1370 [
    i64 1, label %6181
    i64 2, label %6174
    i64 3, label %6167
    i64 0, label %6222
  ]

6167:                                             ; preds = %6162
  %6168 = bitcast <16 x float> %5922 to <8 x i64>
  %6169 = and <8 x i64> %6168, %89
  %6170 = fcmp oeq <16 x float> %5922, %63
  %6171 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5922, i32 4)
  %6172 = bitcast <8 x i64> %6169 to <16 x float>
  %6173 = select <16 x i1> %6170, <16 x float> %6172, <16 x float> %6171
  br label %6184

6174:                                             ; preds = %6162
  %6175 = bitcast <16 x float> %5922 to <8 x i64>
  %6176 = or <8 x i64> %6175, %90
  %6177 = fcmp oeq <16 x float> %5922, %66
  %6178 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5922, i32 4)
  %6179 = bitcast <8 x i64> %6176 to <16 x float>
  %6180 = select <16 x i1> %6177, <16 x float> %6179, <16 x float> %6178
  br label %6184

6181:                                             ; preds = %6162
  %6182 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6166, <16 x i1> %5929, <16 x float> zeroinitializer)
  %6183 = fadd <16 x float> %5922, %6182
  br label %6184

6184:                                             ; preds = %6181, %6174, %6167
  %6185 = phi <16 x float> [ %6183, %6181 ], [ %6180, %6174 ], [ %6173, %6167 ]
  switch i64 %185, label %1370 [
    i64 1, label %6200
    i64 2, label %6193
    i64 3, label %6186
    i64 0, label %6222
  ]

6186:                                             ; preds = %6184
  %6187 = bitcast <16 x float> %6185 to <8 x i64>
  %6188 = and <8 x i64> %6187, %89
  %6189 = fcmp oeq <16 x float> %6185, %63
  %6190 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %6185, i32 4)
  %6191 = bitcast <8 x i64> %6188 to <16 x float>
  %6192 = select <16 x i1> %6189, <16 x float> %6191, <16 x float> %6190
  br label %6203

6193:                                             ; preds = %6184
  %6194 = bitcast <16 x float> %6185 to <8 x i64>
  %6195 = or <8 x i64> %6194, %90
  %6196 = fcmp oeq <16 x float> %6185, %66
  %6197 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %6185, i32 4)
  %6198 = bitcast <8 x i64> %6195 to <16 x float>
  %6199 = select <16 x i1> %6196, <16 x float> %6198, <16 x float> %6197
  br label %6203

6200:                                             ; preds = %6184
  %6201 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6166, <16 x i1> %5929, <16 x float> zeroinitializer)
  %6202 = fadd <16 x float> %6185, %6201
  br label %6203

6203:                                             ; preds = %6200, %6193, %6186
  %6204 = phi <16 x float> [ %6202, %6200 ], [ %6199, %6193 ], [ %6192, %6186 ]
  switch i64 %187, label %1370 [
    i64 1, label %6219
    i64 2, label %6212
    i64 3, label %6205
    i64 0, label %6222
  ]

6205:                                             ; preds = %6203
  %6206 = bitcast <16 x float> %6204 to <8 x i64>
  %6207 = and <8 x i64> %6206, %89
  %6208 = fcmp oeq <16 x float> %6204, %63
  %6209 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %6204, i32 4)
  %6210 = bitcast <8 x i64> %6207 to <16 x float>
  %6211 = select <16 x i1> %6208, <16 x float> %6210, <16 x float> %6209
  br label %6222

6212:                                             ; preds = %6203
  %6213 = bitcast <16 x float> %6204 to <8 x i64>
  %6214 = or <8 x i64> %6213, %90
  %6215 = fcmp oeq <16 x float> %6204, %66
  %6216 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %6204, i32 4)
  %6217 = bitcast <8 x i64> %6214 to <16 x float>
  %6218 = select <16 x i1> %6215, <16 x float> %6217, <16 x float> %6216
  br label %6222

6219:                                             ; preds = %6203
  %6220 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6166, <16 x i1> %5929, <16 x float> zeroinitializer)
  %6221 = fadd <16 x float> %6204, %6220
  br label %6222

6222:                                             ; preds = %6162, %6184, %6203, %6219, %6212, %6205
  %6223 = phi <16 x float> [ %6211, %6205 ], [ %6218, %6212 ], [ %6221, %6219 ], [ %6185, %6184 ], [ %6204, %6203 ], [ %5922, %6162 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6223, ptr align 1 %6165, <16 x i1> %5929)
  %6224 = add i64 %655, %5931
  %6225 = getelementptr inbounds float, ptr %435, i64 %6224
  %6226 = getelementptr inbounds float, ptr %433, i64 %6224
  switch i64 %188, label %1370 [
    i64 1, label %6241
    i64 2, label %6234
    i64 3, label %6227
    i64 0, label %6287
  ]

6227:                                             ; preds = %6222
  %6228 = bitcast <16 x float> %5921 to <8 x i64>
  %6229 = and <8 x i64> %6228, %89
  %6230 = fcmp oeq <16 x float> %5921, %63
  %6231 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5921, i32 4)
  %6232 = bitcast <8 x i64> %6229 to <16 x float>
  %6233 = select <16 x i1> %6230, <16 x float> %6232, <16 x float> %6231
  br label %6244

6234:                                             ; preds = %6222
  %6235 = bitcast <16 x float> %5921 to <8 x i64>
  %6236 = or <8 x i64> %6235, %90
  %6237 = fcmp oeq <16 x float> %5921, %66
  %6238 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5921, i32 4)
  %6239 = bitcast <8 x i64> %6236 to <16 x float>
  %6240 = select <16 x i1> %6237, <16 x float> %6239, <16 x float> %6238
  br label %6244

6241:                                             ; preds = %6222
  %6242 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6226, <16 x i1> %5932, <16 x float> zeroinitializer)
  %6243 = fadd <16 x float> %5921, %6242
  br label %6244

6244:                                             ; preds = %6241, %6234, %6227
  %6245 = phi <16 x float> [ %6243, %6241 ], [ %6240, %6234 ], [ %6233, %6227 ]
  switch i64 %190, label %1370 [
    i64 1, label %6260
    i64 2, label %6253
    i64 3, label %6246
    i64 0, label %6287
  ]

6246:                                             ; preds = %6244
  %6247 = bitcast <16 x float> %6245 to <8 x i64>
  %6248 = and <8 x i64> %6247, %89
  %6249 = fcmp oeq <16 x float> %6245, %63
  %6250 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %6245, i32 4)
  %6251 = bitcast <8 x i64> %6248 to <16 x float>
  %6252 = select <16 x i1> %6249, <16 x float> %6251, <16 x float> %6250
  br label %6263

6253:                                             ; preds = %6244
  %6254 = bitcast <16 x float> %6245 to <8 x i64>
  %6255 = or <8 x i64> %6254, %90
  %6256 = fcmp oeq <16 x float> %6245, %66
  %6257 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %6245, i32 4)
  %6258 = bitcast <8 x i64> %6255 to <16 x float>
  %6259 = select <16 x i1> %6256, <16 x float> %6258, <16 x float> %6257
  br label %6263

6260:                                             ; preds = %6244
  %6261 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6226, <16 x i1> %5932, <16 x float> zeroinitializer)
  %6262 = fadd <16 x float> %6245, %6261
  br label %6263

6263:                                             ; preds = %6260, %6253, %6246
  %6264 = phi <16 x float> [ %6262, %6260 ], [ %6259, %6253 ], [ %6252, %6246 ]
  switch i64 %192, label %1370 [
    i64 1, label %6279
    i64 2, label %6272
    i64 3, label %6265
    i64 0, label %6287
  ]

6265:                                             ; preds = %6263
  %6266 = bitcast <16 x float> %6264 to <8 x i64>
  %6267 = and <8 x i64> %6266, %89
  %6268 = fcmp oeq <16 x float> %6264, %63
  %6269 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %6264, i32 4)
  %6270 = bitcast <8 x i64> %6267 to <16 x float>
  %6271 = select <16 x i1> %6268, <16 x float> %6270, <16 x float> %6269
  br label %6287

6272:                                             ; preds = %6263
  %6273 = bitcast <16 x float> %6264 to <8 x i64>
  %6274 = or <8 x i64> %6273, %90
  %6275 = fcmp oeq <16 x float> %6264, %66
  %6276 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %6264, i32 4)
  %6277 = bitcast <8 x i64> %6274 to <16 x float>
  %6278 = select <16 x i1> %6275, <16 x float> %6277, <16 x float> %6276
  br label %6287

6279:                                             ; preds = %6263
  %6280 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6226, <16 x i1> %5932, <16 x float> zeroinitializer)
  %6281 = fadd <16 x float> %6264, %6280
  br label %6287

6282:                                             ; preds = %5899
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5923, ptr align 1 %5939, <16 x i1> %5933)
  %6283 = getelementptr float, ptr %656, i64 %5934
  %6284 = getelementptr float, ptr %6283, i64 %820
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5922, ptr align 1 %6284, <16 x i1> %5935)
  %6285 = getelementptr float, ptr %657, i64 %5936
  %6286 = getelementptr float, ptr %6285, i64 %827
  br label %6287

6287:                                             ; preds = %6222, %6244, %6263, %6279, %6272, %6265, %6282
  %6288 = phi ptr [ %6286, %6282 ], [ %6225, %6265 ], [ %6225, %6272 ], [ %6225, %6279 ], [ %6225, %6263 ], [ %6225, %6244 ], [ %6225, %6222 ]
  %6289 = phi <16 x i1> [ %5937, %6282 ], [ %5932, %6265 ], [ %5932, %6272 ], [ %5932, %6279 ], [ %5932, %6263 ], [ %5932, %6244 ], [ %5932, %6222 ]
  %6290 = phi <16 x float> [ %5921, %6282 ], [ %6271, %6265 ], [ %6278, %6272 ], [ %6281, %6279 ], [ %6264, %6263 ], [ %6245, %6244 ], [ %5921, %6222 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6290, ptr align 1 %6288, <16 x i1> %6289)
  %6291 = add i64 %659, %5925
  %6292 = getelementptr inbounds float, ptr %435, i64 %6291
  br i1 %88, label %6470, label %6293

6293:                                             ; preds = %6287
  %6294 = getelementptr inbounds float, ptr %433, i64 %6291
  switch i64 %178, label %1370 [
    i64 1, label %6309
    i64 2, label %6302
    i64 3, label %6295
    i64 0, label %6350
  ]

6295:                                             ; preds = %6293
  %6296 = bitcast <16 x float> %5920 to <8 x i64>
  %6297 = and <8 x i64> %6296, %89
  %6298 = fcmp oeq <16 x float> %5920, %63
  %6299 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5920, i32 4)
  %6300 = bitcast <8 x i64> %6297 to <16 x float>
  %6301 = select <16 x i1> %6298, <16 x float> %6300, <16 x float> %6299
  br label %6312

6302:                                             ; preds = %6293
  %6303 = bitcast <16 x float> %5920 to <8 x i64>
  %6304 = or <8 x i64> %6303, %90
  %6305 = fcmp oeq <16 x float> %5920, %66
  %6306 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5920, i32 4)
  %6307 = bitcast <8 x i64> %6304 to <16 x float>
  %6308 = select <16 x i1> %6305, <16 x float> %6307, <16 x float> %6306
  br label %6312

6309:                                             ; preds = %6293
  %6310 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6294, <16 x i1> %5926, <16 x float> zeroinitializer)
  %6311 = fadd <16 x float> %5920, %6310
  br label %6312

6312:                                             ; preds = %6309, %6302, %6295
  %6313 = phi <16 x float> [ %6311, %6309 ], [ %6308, %6302 ], [ %6301, %6295 ]
  switch i64 %180, label %1370 [
    i64 1, label %6328
    i64 2, label %6321
    i64 3, label %6314
    i64 0, label %6350
  ]

6314:                                             ; preds = %6312
  %6315 = bitcast <16 x float> %6313 to <8 x i64>
  %6316 = and <8 x i64> %6315, %89
  %6317 = fcmp oeq <16 x float> %6313, %63
  %6318 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %6313, i32 4)
  %6319 = bitcast <8 x i64> %6316 to <16 x float>
  %6320 = select <16 x i1> %6317, <16 x float> %6319, <16 x float> %6318
  br label %6331

6321:                                             ; preds = %6312
  %6322 = bitcast <16 x float> %6313 to <8 x i64>
  %6323 = or <8 x i64> %6322, %90
  %6324 = fcmp oeq <16 x float> %6313, %66
  %6325 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %6313, i32 4)
  %6326 = bitcast <8 x i64> %6323 to <16 x float>
  %6327 = select <16 x i1> %6324, <16 x float> %6326, <16 x float> %6325
  br label %6331

6328:                                             ; preds = %6312
  %6329 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6294, <16 x i1> %5926, <16 x float> zeroinitializer)
  %6330 = fadd <16 x float> %6313, %6329
  br label %6331

6331:                                             ; preds = %6328, %6321, %6314
  %6332 = phi <16 x float> [ %6330, %6328 ], [ %6327, %6321 ], [ %6320, %6314 ]
  switch i64 %182, label %1370 [
    i64 1, label %6347
    i64 2, label %6340
    i64 3, label %6333
    i64 0, label %6350
  ]

6333:                                             ; preds = %6331
  %6334 = bitcast <16 x float> %6332 to <8 x i64>
  %6335 = and <8 x i64> %6334, %89
  %6336 = fcmp oeq <16 x float> %6332, %63
  %6337 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %6332, i32 4)
  %6338 = bitcast <8 x i64> %6335 to <16 x float>
  %6339 = select <16 x i1> %6336, <16 x float> %6338, <16 x float> %6337
  br label %6350

6340:                                             ; preds = %6331
  %6341 = bitcast <16 x float> %6332 to <8 x i64>
  %6342 = or <8 x i64> %6341, %90
  %6343 = fcmp oeq <16 x float> %6332, %66
  %6344 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %6332, i32 4)
  %6345 = bitcast <8 x i64> %6342 to <16 x float>
  %6346 = select <16 x i1> %6343, <16 x float> %6345, <16 x float> %6344
  br label %6350

6347:                                             ; preds = %6331
  %6348 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6294, <16 x i1> %5926, <16 x float> zeroinitializer)
  %6349 = fadd <16 x float> %6332, %6348
  br label %6350

6350:                                             ; preds = %6347, %6340, %6333, %6331, %6312, %6293
  %6351 = phi <16 x float> [ %6339, %6333 ], [ %6346, %6340 ], [ %6349, %6347 ], [ %6313, %6312 ], [ %6332, %6331 ], [ %5920, %6293 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6351, ptr align 1 %6292, <16 x i1> %5926)
  %6352 = add i64 %659, %5928
  %6353 = getelementptr inbounds float, ptr %435, i64 %6352
  %6354 = getelementptr inbounds float, ptr %433, i64 %6352
  switch i64 %183, label %1370 [
    i64 1, label %6369
    i64 2, label %6362
    i64 3, label %6355
    i64 0, label %6410
  ]

6355:                                             ; preds = %6350
  %6356 = bitcast <16 x float> %5919 to <8 x i64>
  %6357 = and <8 x i64> %6356, %89
  %6358 = fcmp oeq <16 x float> %5919, %63
  %6359 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5919, i32 4)
  %6360 = bitcast <8 x i64> %6357 to <16 x float>
  %6361 = select <16 x i1> %6358, <16 x float> %6360, <16 x float> %6359
  br label %6372

6362:                                             ; preds = %6350
  %6363 = bitcast <16 x float> %5919 to <8 x i64>
  %6364 = or <8 x i64> %6363, %90
  %6365 = fcmp oeq <16 x float> %5919, %66
  %6366 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5919, i32 4)
  %6367 = bitcast <8 x i64> %6364 to <16 x float>
  %6368 = select <16 x i1> %6365, <16 x float> %6367, <16 x float> %6366
  br label %6372

6369:                                             ; preds = %6350
  %6370 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6354, <16 x i1> %5929, <16 x float> zeroinitializer)
  %6371 = fadd <16 x float> %5919, %6370
  br label %6372

6372:                                             ; preds = %6369, %6362, %6355
  %6373 = phi <16 x float> [ %6371, %6369 ], [ %6368, %6362 ], [ %6361, %6355 ]
  switch i64 %185, label %1370 [
    i64 1, label %6388
    i64 2, label %6381
    i64 3, label %6374
    i64 0, label %6410
  ]

6374:                                             ; preds = %6372
  %6375 = bitcast <16 x float> %6373 to <8 x i64>
  %6376 = and <8 x i64> %6375, %89
  %6377 = fcmp oeq <16 x float> %6373, %63
  %6378 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %6373, i32 4)
  %6379 = bitcast <8 x i64> %6376 to <16 x float>
  %6380 = select <16 x i1> %6377, <16 x float> %6379, <16 x float> %6378
  br label %6391

6381:                                             ; preds = %6372
  %6382 = bitcast <16 x float> %6373 to <8 x i64>
  %6383 = or <8 x i64> %6382, %90
  %6384 = fcmp oeq <16 x float> %6373, %66
  %6385 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %6373, i32 4)
  %6386 = bitcast <8 x i64> %6383 to <16 x float>
  %6387 = select <16 x i1> %6384, <16 x float> %6386, <16 x float> %6385
  br label %6391

6388:                                             ; preds = %6372
  %6389 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6354, <16 x i1> %5929, <16 x float> zeroinitializer)
  %6390 = fadd <16 x float> %6373, %6389
  br label %6391

6391:                                             ; preds = %6388, %6381, %6374
  %6392 = phi <16 x float> [ %6390, %6388 ], [ %6387, %6381 ], [ %6380, %6374 ]
  switch i64 %187, label %1370 [
    i64 1, label %6407
    i64 2, label %6400
    i64 3, label %6393
    i64 0, label %6410
  ]

6393:                                             ; preds = %6391
  %6394 = bitcast <16 x float> %6392 to <8 x i64>
  %6395 = and <8 x i64> %6394, %89
  %6396 = fcmp oeq <16 x float> %6392, %63
  %6397 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %6392, i32 4)
  %6398 = bitcast <8 x i64> %6395 to <16 x float>
  %6399 = select <16 x i1> %6396, <16 x float> %6398, <16 x float> %6397
  br label %6410

6400:                                             ; preds = %6391
  %6401 = bitcast <16 x float> %6392 to <8 x i64>
  %6402 = or <8 x i64> %6401, %90
  %6403 = fcmp oeq <16 x float> %6392, %66
  %6404 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %6392, i32 4)
  %6405 = bitcast <8 x i64> %6402 to <16 x float>
  %6406 = select <16 x i1> %6403, <16 x float> %6405, <16 x float> %6404
  br label %6410

6407:                                             ; preds = %6391
  %6408 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6354, <16 x i1> %5929, <16 x float> zeroinitializer)
  %6409 = fadd <16 x float> %6392, %6408
  br label %6410

6410:                                             ; preds = %6407, %6400, %6393, %6391, %6372, %6350
  %6411 = phi <16 x float> [ %6399, %6393 ], [ %6406, %6400 ], [ %6409, %6407 ], [ %6373, %6372 ], [ %6392, %6391 ], [ %5919, %6350 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6411, ptr align 1 %6353, <16 x i1> %5929)
  %6412 = add i64 %659, %5931
  %6413 = getelementptr inbounds float, ptr %435, i64 %6412
  %6414 = getelementptr inbounds float, ptr %433, i64 %6412
  switch i64 %188, label %1370 [
    i64 1, label %6429
    i64 2, label %6422
    i64 3, label %6415
    i64 0, label %6475
  ]

6415:                                             ; preds = %6410
  %6416 = bitcast <16 x float> %5918 to <8 x i64>
  %6417 = and <8 x i64> %6416, %89
  %6418 = fcmp oeq <16 x float> %5918, %63
  %6419 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5918, i32 4)
  %6420 = bitcast <8 x i64> %6417 to <16 x float>
  %6421 = select <16 x i1> %6418, <16 x float> %6420, <16 x float> %6419
  br label %6432

6422:                                             ; preds = %6410
  %6423 = bitcast <16 x float> %5918 to <8 x i64>
  %6424 = or <8 x i64> %6423, %90
  %6425 = fcmp oeq <16 x float> %5918, %66
  %6426 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5918, i32 4)
  %6427 = bitcast <8 x i64> %6424 to <16 x float>
  %6428 = select <16 x i1> %6425, <16 x float> %6427, <16 x float> %6426
  br label %6432

6429:                                             ; preds = %6410
  %6430 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6414, <16 x i1> %5932, <16 x float> zeroinitializer)
  %6431 = fadd <16 x float> %5918, %6430
  br label %6432

6432:                                             ; preds = %6429, %6422, %6415
  %6433 = phi <16 x float> [ %6431, %6429 ], [ %6428, %6422 ], [ %6421, %6415 ]
  switch i64 %190, label %1370 [
    i64 1, label %6448
    i64 2, label %6441
    i64 3, label %6434
    i64 0, label %6475
  ]

6434:                                             ; preds = %6432
  %6435 = bitcast <16 x float> %6433 to <8 x i64>
  %6436 = and <8 x i64> %6435, %89
  %6437 = fcmp oeq <16 x float> %6433, %63
  %6438 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %6433, i32 4)
  %6439 = bitcast <8 x i64> %6436 to <16 x float>
  %6440 = select <16 x i1> %6437, <16 x float> %6439, <16 x float> %6438
  br label %6451

6441:                                             ; preds = %6432
  %6442 = bitcast <16 x float> %6433 to <8 x i64>
  %6443 = or <8 x i64> %6442, %90
  %6444 = fcmp oeq <16 x float> %6433, %66
  %6445 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %6433, i32 4)
  %6446 = bitcast <8 x i64> %6443 to <16 x float>
  %6447 = select <16 x i1> %6444, <16 x float> %6446, <16 x float> %6445
  br label %6451

6448:                                             ; preds = %6432
  %6449 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6414, <16 x i1> %5932, <16 x float> zeroinitializer)
  %6450 = fadd <16 x float> %6433, %6449
  br label %6451

6451:                                             ; preds = %6448, %6441, %6434
  %6452 = phi <16 x float> [ %6450, %6448 ], [ %6447, %6441 ], [ %6440, %6434 ]
  switch i64 %192, label %1370 [
    i64 1, label %6467
    i64 2, label %6460
    i64 3, label %6453
    i64 0, label %6475
  ]

6453:                                             ; preds = %6451
  %6454 = bitcast <16 x float> %6452 to <8 x i64>
  %6455 = and <8 x i64> %6454, %89
  %6456 = fcmp oeq <16 x float> %6452, %63
  %6457 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %6452, i32 4)
  %6458 = bitcast <8 x i64> %6455 to <16 x float>
  %6459 = select <16 x i1> %6456, <16 x float> %6458, <16 x float> %6457
  br label %6475

6460:                                             ; preds = %6451
  %6461 = bitcast <16 x float> %6452 to <8 x i64>
  %6462 = or <8 x i64> %6461, %90
  %6463 = fcmp oeq <16 x float> %6452, %66
  %6464 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %6452, i32 4)
  %6465 = bitcast <8 x i64> %6462 to <16 x float>
  %6466 = select <16 x i1> %6463, <16 x float> %6465, <16 x float> %6464
  br label %6475

6467:                                             ; preds = %6451
  %6468 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6414, <16 x i1> %5932, <16 x float> zeroinitializer)
  %6469 = fadd <16 x float> %6452, %6468
  br label %6475

6470:                                             ; preds = %6287
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5920, ptr align 1 %6292, <16 x i1> %5933)
  %6471 = getelementptr float, ptr %660, i64 %5934
  %6472 = getelementptr float, ptr %6471, i64 %820
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5919, ptr align 1 %6472, <16 x i1> %5935)
  %6473 = getelementptr float, ptr %661, i64 %5936
  %6474 = getelementptr float, ptr %6473, i64 %827
  br label %6475

6475:                                             ; preds = %6470, %6467, %6460, %6453, %6451, %6432, %6410
  %6476 = phi ptr [ %6474, %6470 ], [ %6413, %6453 ], [ %6413, %6460 ], [ %6413, %6467 ], [ %6413, %6451 ], [ %6413, %6432 ], [ %6413, %6410 ]
  %6477 = phi <16 x i1> [ %5937, %6470 ], [ %5932, %6453 ], [ %5932, %6460 ], [ %5932, %6467 ], [ %5932, %6451 ], [ %5932, %6432 ], [ %5932, %6410 ]
  %6478 = phi <16 x float> [ %5918, %6470 ], [ %6459, %6453 ], [ %6466, %6460 ], [ %6469, %6467 ], [ %6452, %6451 ], [ %6433, %6432 ], [ %5918, %6410 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6478, ptr align 1 %6476, <16 x i1> %6477)
  %6479 = add i64 %663, %5925
  %6480 = getelementptr inbounds float, ptr %435, i64 %6479
  br i1 %88, label %6658, label %6481

6481:                                             ; preds = %6475
  %6482 = getelementptr inbounds float, ptr %433, i64 %6479
  switch i64 %178, label %1370 [
    i64 1, label %6497
    i64 2, label %6490
    i64 3, label %6483
    i64 0, label %6538
  ]

6483:                                             ; preds = %6481
  %6484 = bitcast <16 x float> %5917 to <8 x i64>
  %6485 = and <8 x i64> %6484, %89
  %6486 = fcmp oeq <16 x float> %5917, %63
  %6487 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5917, i32 4)
  %6488 = bitcast <8 x i64> %6485 to <16 x float>
  %6489 = select <16 x i1> %6486, <16 x float> %6488, <16 x float> %6487
  br label %6500

6490:                                             ; preds = %6481
  %6491 = bitcast <16 x float> %5917 to <8 x i64>
  %6492 = or <8 x i64> %6491, %90
  %6493 = fcmp oeq <16 x float> %5917, %66
  %6494 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5917, i32 4)
  %6495 = bitcast <8 x i64> %6492 to <16 x float>
  %6496 = select <16 x i1> %6493, <16 x float> %6495, <16 x float> %6494
  br label %6500

6497:                                             ; preds = %6481
  %6498 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6482, <16 x i1> %5926, <16 x float> zeroinitializer)
  %6499 = fadd <16 x float> %5917, %6498
  br label %6500

6500:                                             ; preds = %6497, %6490, %6483
  %6501 = phi <16 x float> [ %6499, %6497 ], [ %6496, %6490 ], [ %6489, %6483 ]
  switch i64 %180, label %1370 [
    i64 1, label %6516
    i64 2, label %6509
    i64 3, label %6502
    i64 0, label %6538
  ]

6502:                                             ; preds = %6500
  %6503 = bitcast <16 x float> %6501 to <8 x i64>
  %6504 = and <8 x i64> %6503, %89
  %6505 = fcmp oeq <16 x float> %6501, %63
  %6506 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %6501, i32 4)
  %6507 = bitcast <8 x i64> %6504 to <16 x float>
  %6508 = select <16 x i1> %6505, <16 x float> %6507, <16 x float> %6506
  br label %6519

6509:                                             ; preds = %6500
  %6510 = bitcast <16 x float> %6501 to <8 x i64>
  %6511 = or <8 x i64> %6510, %90
  %6512 = fcmp oeq <16 x float> %6501, %66
  %6513 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %6501, i32 4)
  %6514 = bitcast <8 x i64> %6511 to <16 x float>
  %6515 = select <16 x i1> %6512, <16 x float> %6514, <16 x float> %6513
  br label %6519

6516:                                             ; preds = %6500
  %6517 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6482, <16 x i1> %5926, <16 x float> zeroinitializer)
  %6518 = fadd <16 x float> %6501, %6517
  br label %6519

6519:                                             ; preds = %6516, %6509, %6502
  %6520 = phi <16 x float> [ %6518, %6516 ], [ %6515, %6509 ], [ %6508, %6502 ]
  switch i64 %182, label %1370 [
    i64 1, label %6535
    i64 2, label %6528
    i64 3, label %6521
    i64 0, label %6538
  ]

6521:                                             ; preds = %6519
  %6522 = bitcast <16 x float> %6520 to <8 x i64>
  %6523 = and <8 x i64> %6522, %89
  %6524 = fcmp oeq <16 x float> %6520, %63
  %6525 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %6520, i32 4)
  %6526 = bitcast <8 x i64> %6523 to <16 x float>
  %6527 = select <16 x i1> %6524, <16 x float> %6526, <16 x float> %6525
  br label %6538

6528:                                             ; preds = %6519
  %6529 = bitcast <16 x float> %6520 to <8 x i64>
  %6530 = or <8 x i64> %6529, %90
  %6531 = fcmp oeq <16 x float> %6520, %66
  %6532 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %6520, i32 4)
  %6533 = bitcast <8 x i64> %6530 to <16 x float>
  %6534 = select <16 x i1> %6531, <16 x float> %6533, <16 x float> %6532
  br label %6538

6535:                                             ; preds = %6519
  %6536 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6482, <16 x i1> %5926, <16 x float> zeroinitializer)
  %6537 = fadd <16 x float> %6520, %6536
  br label %6538

6538:                                             ; preds = %6535, %6528, %6521, %6519, %6500, %6481
  %6539 = phi <16 x float> [ %6527, %6521 ], [ %6534, %6528 ], [ %6537, %6535 ], [ %6501, %6500 ], [ %6520, %6519 ], [ %5917, %6481 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6539, ptr align 1 %6480, <16 x i1> %5926)
  %6540 = add i64 %663, %5928
  %6541 = getelementptr inbounds float, ptr %435, i64 %6540
  %6542 = getelementptr inbounds float, ptr %433, i64 %6540
  switch i64 %183, label %1370 [
    i64 1, label %6557
    i64 2, label %6550
    i64 3, label %6543
    i64 0, label %6598
  ]

6543:                                             ; preds = %6538
  %6544 = bitcast <16 x float> %5916 to <8 x i64>
  %6545 = and <8 x i64> %6544, %89
  %6546 = fcmp oeq <16 x float> %5916, %63
  %6547 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5916, i32 4)
  %6548 = bitcast <8 x i64> %6545 to <16 x float>
  %6549 = select <16 x i1> %6546, <16 x float> %6548, <16 x float> %6547
  br label %6560

6550:                                             ; preds = %6538
  %6551 = bitcast <16 x float> %5916 to <8 x i64>
  %6552 = or <8 x i64> %6551, %90
  %6553 = fcmp oeq <16 x float> %5916, %66
  %6554 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5916, i32 4)
  %6555 = bitcast <8 x i64> %6552 to <16 x float>
  %6556 = select <16 x i1> %6553, <16 x float> %6555, <16 x float> %6554
  br label %6560

6557:                                             ; preds = %6538
  %6558 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6542, <16 x i1> %5929, <16 x float> zeroinitializer)
  %6559 = fadd <16 x float> %5916, %6558
  br label %6560

6560:                                             ; preds = %6557, %6550, %6543
  %6561 = phi <16 x float> [ %6559, %6557 ], [ %6556, %6550 ], [ %6549, %6543 ]
  switch i64 %185, label %1370 [
    i64 1, label %6576
    i64 2, label %6569
    i64 3, label %6562
    i64 0, label %6598
  ]

6562:                                             ; preds = %6560
  %6563 = bitcast <16 x float> %6561 to <8 x i64>
  %6564 = and <8 x i64> %6563, %89
  %6565 = fcmp oeq <16 x float> %6561, %63
  %6566 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %6561, i32 4)
  %6567 = bitcast <8 x i64> %6564 to <16 x float>
  %6568 = select <16 x i1> %6565, <16 x float> %6567, <16 x float> %6566
  br label %6579

6569:                                             ; preds = %6560
  %6570 = bitcast <16 x float> %6561 to <8 x i64>
  %6571 = or <8 x i64> %6570, %90
  %6572 = fcmp oeq <16 x float> %6561, %66
  %6573 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %6561, i32 4)
  %6574 = bitcast <8 x i64> %6571 to <16 x float>
  %6575 = select <16 x i1> %6572, <16 x float> %6574, <16 x float> %6573
  br label %6579

6576:                                             ; preds = %6560
  %6577 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6542, <16 x i1> %5929, <16 x float> zeroinitializer)
  %6578 = fadd <16 x float> %6561, %6577
  br label %6579

6579:                                             ; preds = %6576, %6569, %6562
  %6580 = phi <16 x float> [ %6578, %6576 ], [ %6575, %6569 ], [ %6568, %6562 ]
  switch i64 %187, label %1370 [
    i64 1, label %6595
    i64 2, label %6588
    i64 3, label %6581
    i64 0, label %6598
  ]

6581:                                             ; preds = %6579
  %6582 = bitcast <16 x float> %6580 to <8 x i64>
  %6583 = and <8 x i64> %6582, %89
  %6584 = fcmp oeq <16 x float> %6580, %63
  %6585 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %6580, i32 4)
  %6586 = bitcast <8 x i64> %6583 to <16 x float>
  %6587 = select <16 x i1> %6584, <16 x float> %6586, <16 x float> %6585
  br label %6598

6588:                                             ; preds = %6579
  %6589 = bitcast <16 x float> %6580 to <8 x i64>
  %6590 = or <8 x i64> %6589, %90
  %6591 = fcmp oeq <16 x float> %6580, %66
  %6592 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %6580, i32 4)
  %6593 = bitcast <8 x i64> %6590 to <16 x float>
  %6594 = select <16 x i1> %6591, <16 x float> %6593, <16 x float> %6592
  br label %6598

6595:                                             ; preds = %6579
  %6596 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6542, <16 x i1> %5929, <16 x float> zeroinitializer)
  %6597 = fadd <16 x float> %6580, %6596
  br label %6598

6598:                                             ; preds = %6595, %6588, %6581, %6579, %6560, %6538
  %6599 = phi <16 x float> [ %6587, %6581 ], [ %6594, %6588 ], [ %6597, %6595 ], [ %6561, %6560 ], [ %6580, %6579 ], [ %5916, %6538 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6599, ptr align 1 %6541, <16 x i1> %5929)
  %6600 = add i64 %663, %5931
  %6601 = getelementptr inbounds float, ptr %435, i64 %6600
  %6602 = getelementptr inbounds float, ptr %433, i64 %6600
  switch i64 %188, label %1370 [
    i64 1, label %6617
    i64 2, label %6610
    i64 3, label %6603
    i64 0, label %6663
  ]

6603:                                             ; preds = %6598
  %6604 = bitcast <16 x float> %5915 to <8 x i64>
  %6605 = and <8 x i64> %6604, %89
  %6606 = fcmp oeq <16 x float> %5915, %63
  %6607 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5915, i32 4)
  %6608 = bitcast <8 x i64> %6605 to <16 x float>
  %6609 = select <16 x i1> %6606, <16 x float> %6608, <16 x float> %6607
  br label %6620

6610:                                             ; preds = %6598
  %6611 = bitcast <16 x float> %5915 to <8 x i64>
  %6612 = or <8 x i64> %6611, %90
  %6613 = fcmp oeq <16 x float> %5915, %66
  %6614 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5915, i32 4)
  %6615 = bitcast <8 x i64> %6612 to <16 x float>
  %6616 = select <16 x i1> %6613, <16 x float> %6615, <16 x float> %6614
  br label %6620

6617:                                             ; preds = %6598
  %6618 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6602, <16 x i1> %5932, <16 x float> zeroinitializer)
  %6619 = fadd <16 x float> %5915, %6618
  br label %6620

6620:                                             ; preds = %6617, %6610, %6603
  %6621 = phi <16 x float> [ %6619, %6617 ], [ %6616, %6610 ], [ %6609, %6603 ]
  switch i64 %190, label %1370 [
    i64 1, label %6636
    i64 2, label %6629
    i64 3, label %6622
    i64 0, label %6663
  ]

6622:                                             ; preds = %6620
  %6623 = bitcast <16 x float> %6621 to <8 x i64>
  %6624 = and <8 x i64> %6623, %89
  %6625 = fcmp oeq <16 x float> %6621, %63
  %6626 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %6621, i32 4)
  %6627 = bitcast <8 x i64> %6624 to <16 x float>
  %6628 = select <16 x i1> %6625, <16 x float> %6627, <16 x float> %6626
  br label %6639

6629:                                             ; preds = %6620
  %6630 = bitcast <16 x float> %6621 to <8 x i64>
  %6631 = or <8 x i64> %6630, %90
  %6632 = fcmp oeq <16 x float> %6621, %66
  %6633 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %6621, i32 4)
  %6634 = bitcast <8 x i64> %6631 to <16 x float>
  %6635 = select <16 x i1> %6632, <16 x float> %6634, <16 x float> %6633
  br label %6639

6636:                                             ; preds = %6620
  %6637 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6602, <16 x i1> %5932, <16 x float> zeroinitializer)
  %6638 = fadd <16 x float> %6621, %6637
  br label %6639

6639:                                             ; preds = %6636, %6629, %6622
  %6640 = phi <16 x float> [ %6638, %6636 ], [ %6635, %6629 ], [ %6628, %6622 ]
  switch i64 %192, label %1370 [
    i64 1, label %6655
    i64 2, label %6648
    i64 3, label %6641
    i64 0, label %6663
  ]

6641:                                             ; preds = %6639
  %6642 = bitcast <16 x float> %6640 to <8 x i64>
  %6643 = and <8 x i64> %6642, %89
  %6644 = fcmp oeq <16 x float> %6640, %63
  %6645 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %6640, i32 4)
  %6646 = bitcast <8 x i64> %6643 to <16 x float>
  %6647 = select <16 x i1> %6644, <16 x float> %6646, <16 x float> %6645
  br label %6663

6648:                                             ; preds = %6639
  %6649 = bitcast <16 x float> %6640 to <8 x i64>
  %6650 = or <8 x i64> %6649, %90
  %6651 = fcmp oeq <16 x float> %6640, %66
  %6652 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %6640, i32 4)
  %6653 = bitcast <8 x i64> %6650 to <16 x float>
  %6654 = select <16 x i1> %6651, <16 x float> %6653, <16 x float> %6652
  br label %6663

6655:                                             ; preds = %6639
  %6656 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6602, <16 x i1> %5932, <16 x float> zeroinitializer)
  %6657 = fadd <16 x float> %6640, %6656
  br label %6663

6658:                                             ; preds = %6475
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5917, ptr align 1 %6480, <16 x i1> %5933)
  %6659 = getelementptr float, ptr %664, i64 %5934
  %6660 = getelementptr float, ptr %6659, i64 %820
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5916, ptr align 1 %6660, <16 x i1> %5935)
  %6661 = getelementptr float, ptr %665, i64 %5936
  %6662 = getelementptr float, ptr %6661, i64 %827
  br label %6663

6663:                                             ; preds = %6658, %6655, %6648, %6641, %6639, %6620, %6598
  %6664 = phi ptr [ %6662, %6658 ], [ %6601, %6641 ], [ %6601, %6648 ], [ %6601, %6655 ], [ %6601, %6639 ], [ %6601, %6620 ], [ %6601, %6598 ]
  %6665 = phi <16 x i1> [ %5937, %6658 ], [ %5932, %6641 ], [ %5932, %6648 ], [ %5932, %6655 ], [ %5932, %6639 ], [ %5932, %6620 ], [ %5932, %6598 ]
  %6666 = phi <16 x float> [ %5915, %6658 ], [ %6647, %6641 ], [ %6654, %6648 ], [ %6657, %6655 ], [ %6640, %6639 ], [ %6621, %6620 ], [ %5915, %6598 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6666, ptr align 1 %6664, <16 x i1> %6665)
  %6667 = add i64 %667, %5925
  %6668 = getelementptr inbounds float, ptr %435, i64 %6667
  br i1 %88, label %6846, label %6669

6669:                                             ; preds = %6663
  %6670 = getelementptr inbounds float, ptr %433, i64 %6667
  switch i64 %178, label %1370 [
    i64 1, label %6685
    i64 2, label %6678
    i64 3, label %6671
    i64 0, label %6726
  ]

6671:                                             ; preds = %6669
  %6672 = bitcast <16 x float> %5914 to <8 x i64>
  %6673 = and <8 x i64> %6672, %89
  %6674 = fcmp oeq <16 x float> %5914, %63
  %6675 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5914, i32 4)
  %6676 = bitcast <8 x i64> %6673 to <16 x float>
  %6677 = select <16 x i1> %6674, <16 x float> %6676, <16 x float> %6675
  br label %6688

6678:                                             ; preds = %6669
  %6679 = bitcast <16 x float> %5914 to <8 x i64>
  %6680 = or <8 x i64> %6679, %90
  %6681 = fcmp oeq <16 x float> %5914, %66
  %6682 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5914, i32 4)
  %6683 = bitcast <8 x i64> %6680 to <16 x float>
  %6684 = select <16 x i1> %6681, <16 x float> %6683, <16 x float> %6682
  br label %6688

6685:                                             ; preds = %6669
  %6686 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6670, <16 x i1> %5926, <16 x float> zeroinitializer)
  %6687 = fadd <16 x float> %5914, %6686
  br label %6688

6688:                                             ; preds = %6685, %6678, %6671
  %6689 = phi <16 x float> [ %6687, %6685 ], [ %6684, %6678 ], [ %6677, %6671 ]
  switch i64 %180, label %1370 [
    i64 1, label %6704
    i64 2, label %6697
    i64 3, label %6690
    i64 0, label %6726
  ]

6690:                                             ; preds = %6688
  %6691 = bitcast <16 x float> %6689 to <8 x i64>
  %6692 = and <8 x i64> %6691, %89
  %6693 = fcmp oeq <16 x float> %6689, %63
  %6694 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %6689, i32 4)
  %6695 = bitcast <8 x i64> %6692 to <16 x float>
  %6696 = select <16 x i1> %6693, <16 x float> %6695, <16 x float> %6694
  br label %6707

6697:                                             ; preds = %6688
  %6698 = bitcast <16 x float> %6689 to <8 x i64>
  %6699 = or <8 x i64> %6698, %90
  %6700 = fcmp oeq <16 x float> %6689, %66
  %6701 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %6689, i32 4)
  %6702 = bitcast <8 x i64> %6699 to <16 x float>
  %6703 = select <16 x i1> %6700, <16 x float> %6702, <16 x float> %6701
  br label %6707

6704:                                             ; preds = %6688
  %6705 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6670, <16 x i1> %5926, <16 x float> zeroinitializer)
  %6706 = fadd <16 x float> %6689, %6705
  br label %6707

6707:                                             ; preds = %6704, %6697, %6690
  %6708 = phi <16 x float> [ %6706, %6704 ], [ %6703, %6697 ], [ %6696, %6690 ]
  switch i64 %182, label %1370 [
    i64 1, label %6723
    i64 2, label %6716
    i64 3, label %6709
    i64 0, label %6726
  ]

6709:                                             ; preds = %6707
  %6710 = bitcast <16 x float> %6708 to <8 x i64>
  %6711 = and <8 x i64> %6710, %89
  %6712 = fcmp oeq <16 x float> %6708, %63
  %6713 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %6708, i32 4)
  %6714 = bitcast <8 x i64> %6711 to <16 x float>
  %6715 = select <16 x i1> %6712, <16 x float> %6714, <16 x float> %6713
  br label %6726

6716:                                             ; preds = %6707
  %6717 = bitcast <16 x float> %6708 to <8 x i64>
  %6718 = or <8 x i64> %6717, %90
  %6719 = fcmp oeq <16 x float> %6708, %66
  %6720 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %6708, i32 4)
  %6721 = bitcast <8 x i64> %6718 to <16 x float>
  %6722 = select <16 x i1> %6719, <16 x float> %6721, <16 x float> %6720
  br label %6726

6723:                                             ; preds = %6707
  %6724 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6670, <16 x i1> %5926, <16 x float> zeroinitializer)
  %6725 = fadd <16 x float> %6708, %6724
  br label %6726

6726:                                             ; preds = %6723, %6716, %6709, %6707, %6688, %6669
  %6727 = phi <16 x float> [ %6715, %6709 ], [ %6722, %6716 ], [ %6725, %6723 ], [ %6689, %6688 ], [ %6708, %6707 ], [ %5914, %6669 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6727, ptr align 1 %6668, <16 x i1> %5926)
  %6728 = add i64 %667, %5928
  %6729 = getelementptr inbounds float, ptr %435, i64 %6728
  %6730 = getelementptr inbounds float, ptr %433, i64 %6728
  switch i64 %183, label %1370 [
    i64 1, label %6745
    i64 2, label %6738
    i64 3, label %6731
    i64 0, label %6786
  ]

6731:                                             ; preds = %6726
  %6732 = bitcast <16 x float> %5913 to <8 x i64>
  %6733 = and <8 x i64> %6732, %89
  %6734 = fcmp oeq <16 x float> %5913, %63
  %6735 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5913, i32 4)
  %6736 = bitcast <8 x i64> %6733 to <16 x float>
  %6737 = select <16 x i1> %6734, <16 x float> %6736, <16 x float> %6735
  br label %6748

6738:                                             ; preds = %6726
  %6739 = bitcast <16 x float> %5913 to <8 x i64>
  %6740 = or <8 x i64> %6739, %90
  %6741 = fcmp oeq <16 x float> %5913, %66
  %6742 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5913, i32 4)
  %6743 = bitcast <8 x i64> %6740 to <16 x float>
  %6744 = select <16 x i1> %6741, <16 x float> %6743, <16 x float> %6742
  br label %6748

6745:                                             ; preds = %6726
  %6746 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6730, <16 x i1> %5929, <16 x float> zeroinitializer)
  %6747 = fadd <16 x float> %5913, %6746
  br label %6748

6748:                                             ; preds = %6745, %6738, %6731
  %6749 = phi <16 x float> [ %6747, %6745 ], [ %6744, %6738 ], [ %6737, %6731 ]
  switch i64 %185, label %1370 [
    i64 1, label %6764
    i64 2, label %6757
    i64 3, label %6750
    i64 0, label %6786
  ]

6750:                                             ; preds = %6748
  %6751 = bitcast <16 x float> %6749 to <8 x i64>
  %6752 = and <8 x i64> %6751, %89
  %6753 = fcmp oeq <16 x float> %6749, %63
  %6754 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %6749, i32 4)
  %6755 = bitcast <8 x i64> %6752 to <16 x float>
  %6756 = select <16 x i1> %6753, <16 x float> %6755, <16 x float> %6754
  br label %6767

6757:                                             ; preds = %6748
  %6758 = bitcast <16 x float> %6749 to <8 x i64>
  %6759 = or <8 x i64> %6758, %90
  %6760 = fcmp oeq <16 x float> %6749, %66
  %6761 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %6749, i32 4)
  %6762 = bitcast <8 x i64> %6759 to <16 x float>
  %6763 = select <16 x i1> %6760, <16 x float> %6762, <16 x float> %6761
  br label %6767

6764:                                             ; preds = %6748
  %6765 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6730, <16 x i1> %5929, <16 x float> zeroinitializer)
  %6766 = fadd <16 x float> %6749, %6765
  br label %6767

6767:                                             ; preds = %6764, %6757, %6750
  %6768 = phi <16 x float> [ %6766, %6764 ], [ %6763, %6757 ], [ %6756, %6750 ]
  switch i64 %187, label %1370 [
    i64 1, label %6783
    i64 2, label %6776
    i64 3, label %6769
    i64 0, label %6786
  ]

6769:                                             ; preds = %6767
  %6770 = bitcast <16 x float> %6768 to <8 x i64>
  %6771 = and <8 x i64> %6770, %89
  %6772 = fcmp oeq <16 x float> %6768, %63
  %6773 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %6768, i32 4)
  %6774 = bitcast <8 x i64> %6771 to <16 x float>
  %6775 = select <16 x i1> %6772, <16 x float> %6774, <16 x float> %6773
  br label %6786

6776:                                             ; preds = %6767
  %6777 = bitcast <16 x float> %6768 to <8 x i64>
  %6778 = or <8 x i64> %6777, %90
  %6779 = fcmp oeq <16 x float> %6768, %66
  %6780 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %6768, i32 4)
  %6781 = bitcast <8 x i64> %6778 to <16 x float>
  %6782 = select <16 x i1> %6779, <16 x float> %6781, <16 x float> %6780
  br label %6786

6783:                                             ; preds = %6767
  %6784 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6730, <16 x i1> %5929, <16 x float> zeroinitializer)
  %6785 = fadd <16 x float> %6768, %6784
  br label %6786

6786:                                             ; preds = %6783, %6776, %6769, %6767, %6748, %6726
  %6787 = phi <16 x float> [ %6775, %6769 ], [ %6782, %6776 ], [ %6785, %6783 ], [ %6749, %6748 ], [ %6768, %6767 ], [ %5913, %6726 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6787, ptr align 1 %6729, <16 x i1> %5929)
  %6788 = add i64 %667, %5931
  %6789 = getelementptr inbounds float, ptr %435, i64 %6788
  %6790 = getelementptr inbounds float, ptr %433, i64 %6788
  switch i64 %188, label %1370 [
    i64 1, label %6805
    i64 2, label %6798
    i64 3, label %6791
    i64 0, label %6851
  ]

6791:                                             ; preds = %6786
  %6792 = bitcast <16 x float> %5912 to <8 x i64>
  %6793 = and <8 x i64> %6792, %89
  %6794 = fcmp oeq <16 x float> %5912, %63
  %6795 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5912, i32 4)
  %6796 = bitcast <8 x i64> %6793 to <16 x float>
  %6797 = select <16 x i1> %6794, <16 x float> %6796, <16 x float> %6795
  br label %6808

6798:                                             ; preds = %6786
  %6799 = bitcast <16 x float> %5912 to <8 x i64>
  %6800 = or <8 x i64> %6799, %90
  %6801 = fcmp oeq <16 x float> %5912, %66
  %6802 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5912, i32 4)
  %6803 = bitcast <8 x i64> %6800 to <16 x float>
  %6804 = select <16 x i1> %6801, <16 x float> %6803, <16 x float> %6802
  br label %6808

6805:                                             ; preds = %6786
  %6806 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6790, <16 x i1> %5932, <16 x float> zeroinitializer)
  %6807 = fadd <16 x float> %5912, %6806
  br label %6808

6808:                                             ; preds = %6805, %6798, %6791
  %6809 = phi <16 x float> [ %6807, %6805 ], [ %6804, %6798 ], [ %6797, %6791 ]
  switch i64 %190, label %1370 [
    i64 1, label %6824
    i64 2, label %6817
    i64 3, label %6810
    i64 0, label %6851
  ]

6810:                                             ; preds = %6808
  %6811 = bitcast <16 x float> %6809 to <8 x i64>
  %6812 = and <8 x i64> %6811, %89
  %6813 = fcmp oeq <16 x float> %6809, %63
  %6814 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %6809, i32 4)
  %6815 = bitcast <8 x i64> %6812 to <16 x float>
  %6816 = select <16 x i1> %6813, <16 x float> %6815, <16 x float> %6814
  br label %6827

6817:                                             ; preds = %6808
  %6818 = bitcast <16 x float> %6809 to <8 x i64>
  %6819 = or <8 x i64> %6818, %90
  %6820 = fcmp oeq <16 x float> %6809, %66
  %6821 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %6809, i32 4)
  %6822 = bitcast <8 x i64> %6819 to <16 x float>
  %6823 = select <16 x i1> %6820, <16 x float> %6822, <16 x float> %6821
  br label %6827

6824:                                             ; preds = %6808
  %6825 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6790, <16 x i1> %5932, <16 x float> zeroinitializer)
  %6826 = fadd <16 x float> %6809, %6825
  br label %6827

6827:                                             ; preds = %6824, %6817, %6810
  %6828 = phi <16 x float> [ %6826, %6824 ], [ %6823, %6817 ], [ %6816, %6810 ]
  switch i64 %192, label %1370 [
    i64 1, label %6843
    i64 2, label %6836
    i64 3, label %6829
    i64 0, label %6851
  ]

6829:                                             ; preds = %6827
  %6830 = bitcast <16 x float> %6828 to <8 x i64>
  %6831 = and <8 x i64> %6830, %89
  %6832 = fcmp oeq <16 x float> %6828, %63
  %6833 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %6828, i32 4)
  %6834 = bitcast <8 x i64> %6831 to <16 x float>
  %6835 = select <16 x i1> %6832, <16 x float> %6834, <16 x float> %6833
  br label %6851

6836:                                             ; preds = %6827
  %6837 = bitcast <16 x float> %6828 to <8 x i64>
  %6838 = or <8 x i64> %6837, %90
  %6839 = fcmp oeq <16 x float> %6828, %66
  %6840 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %6828, i32 4)
  %6841 = bitcast <8 x i64> %6838 to <16 x float>
  %6842 = select <16 x i1> %6839, <16 x float> %6841, <16 x float> %6840
  br label %6851

6843:                                             ; preds = %6827
  %6844 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6790, <16 x i1> %5932, <16 x float> zeroinitializer)
  %6845 = fadd <16 x float> %6828, %6844
  br label %6851

6846:                                             ; preds = %6663
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5914, ptr align 1 %6668, <16 x i1> %5933)
  %6847 = getelementptr float, ptr %668, i64 %5934
  %6848 = getelementptr float, ptr %6847, i64 %820
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5913, ptr align 1 %6848, <16 x i1> %5935)
  %6849 = getelementptr float, ptr %669, i64 %5936
  %6850 = getelementptr float, ptr %6849, i64 %827
  br label %6851

6851:                                             ; preds = %6846, %6843, %6836, %6829, %6827, %6808, %6786
  %6852 = phi ptr [ %6850, %6846 ], [ %6789, %6829 ], [ %6789, %6836 ], [ %6789, %6843 ], [ %6789, %6827 ], [ %6789, %6808 ], [ %6789, %6786 ]
  %6853 = phi <16 x i1> [ %5937, %6846 ], [ %5932, %6829 ], [ %5932, %6836 ], [ %5932, %6843 ], [ %5932, %6827 ], [ %5932, %6808 ], [ %5932, %6786 ]
  %6854 = phi <16 x float> [ %5912, %6846 ], [ %6835, %6829 ], [ %6842, %6836 ], [ %6845, %6843 ], [ %6828, %6827 ], [ %6809, %6808 ], [ %5912, %6786 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6854, ptr align 1 %6852, <16 x i1> %6853)
  %6855 = add i64 %671, %5925
  %6856 = getelementptr inbounds float, ptr %435, i64 %6855
  br i1 %88, label %7034, label %6857

6857:                                             ; preds = %6851
  %6858 = getelementptr inbounds float, ptr %433, i64 %6855
  switch i64 %178, label %1370 [
    i64 1, label %6873
    i64 2, label %6866
    i64 3, label %6859
    i64 0, label %6914
  ]

6859:                                             ; preds = %6857
  %6860 = bitcast <16 x float> %5911 to <8 x i64>
  %6861 = and <8 x i64> %6860, %89
  %6862 = fcmp oeq <16 x float> %5911, %63
  %6863 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5911, i32 4)
  %6864 = bitcast <8 x i64> %6861 to <16 x float>
  %6865 = select <16 x i1> %6862, <16 x float> %6864, <16 x float> %6863
  br label %6876

6866:                                             ; preds = %6857
  %6867 = bitcast <16 x float> %5911 to <8 x i64>
  %6868 = or <8 x i64> %6867, %90
  %6869 = fcmp oeq <16 x float> %5911, %66
  %6870 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5911, i32 4)
  %6871 = bitcast <8 x i64> %6868 to <16 x float>
  %6872 = select <16 x i1> %6869, <16 x float> %6871, <16 x float> %6870
  br label %6876

6873:                                             ; preds = %6857
  %6874 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6858, <16 x i1> %5926, <16 x float> zeroinitializer)
  %6875 = fadd <16 x float> %5911, %6874
  br label %6876

6876:                                             ; preds = %6873, %6866, %6859
  %6877 = phi <16 x float> [ %6875, %6873 ], [ %6872, %6866 ], [ %6865, %6859 ]
  switch i64 %180, label %1370 [
    i64 1, label %6892
    i64 2, label %6885
    i64 3, label %6878
    i64 0, label %6914
  ]

6878:                                             ; preds = %6876
  %6879 = bitcast <16 x float> %6877 to <8 x i64>
  %6880 = and <8 x i64> %6879, %89
  %6881 = fcmp oeq <16 x float> %6877, %63
  %6882 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %6877, i32 4)
  %6883 = bitcast <8 x i64> %6880 to <16 x float>
  %6884 = select <16 x i1> %6881, <16 x float> %6883, <16 x float> %6882
  br label %6895

6885:                                             ; preds = %6876
  %6886 = bitcast <16 x float> %6877 to <8 x i64>
  %6887 = or <8 x i64> %6886, %90
  %6888 = fcmp oeq <16 x float> %6877, %66
  %6889 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %6877, i32 4)
  %6890 = bitcast <8 x i64> %6887 to <16 x float>
  %6891 = select <16 x i1> %6888, <16 x float> %6890, <16 x float> %6889
  br label %6895

6892:                                             ; preds = %6876
  %6893 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6858, <16 x i1> %5926, <16 x float> zeroinitializer)
  %6894 = fadd <16 x float> %6877, %6893
  br label %6895

6895:                                             ; preds = %6892, %6885, %6878
  %6896 = phi <16 x float> [ %6894, %6892 ], [ %6891, %6885 ], [ %6884, %6878 ]
  switch i64 %182, label %1370 [
    i64 1, label %6911
    i64 2, label %6904
    i64 3, label %6897
    i64 0, label %6914
  ]

6897:                                             ; preds = %6895
  %6898 = bitcast <16 x float> %6896 to <8 x i64>
  %6899 = and <8 x i64> %6898, %89
  %6900 = fcmp oeq <16 x float> %6896, %63
  %6901 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %6896, i32 4)
  %6902 = bitcast <8 x i64> %6899 to <16 x float>
  %6903 = select <16 x i1> %6900, <16 x float> %6902, <16 x float> %6901
  br label %6914

6904:                                             ; preds = %6895
  %6905 = bitcast <16 x float> %6896 to <8 x i64>
  %6906 = or <8 x i64> %6905, %90
  %6907 = fcmp oeq <16 x float> %6896, %66
  %6908 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %6896, i32 4)
  %6909 = bitcast <8 x i64> %6906 to <16 x float>
  %6910 = select <16 x i1> %6907, <16 x float> %6909, <16 x float> %6908
  br label %6914

6911:                                             ; preds = %6895
  %6912 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6858, <16 x i1> %5926, <16 x float> zeroinitializer)
  %6913 = fadd <16 x float> %6896, %6912
  br label %6914

6914:                                             ; preds = %6911, %6904, %6897, %6895, %6876, %6857
  %6915 = phi <16 x float> [ %6903, %6897 ], [ %6910, %6904 ], [ %6913, %6911 ], [ %6877, %6876 ], [ %6896, %6895 ], [ %5911, %6857 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6915, ptr align 1 %6856, <16 x i1> %5926)
  %6916 = add i64 %671, %5928
  %6917 = getelementptr inbounds float, ptr %435, i64 %6916
  %6918 = getelementptr inbounds float, ptr %433, i64 %6916
  switch i64 %183, label %1370 [
    i64 1, label %6933
    i64 2, label %6926
    i64 3, label %6919
    i64 0, label %6974
  ]

6919:                                             ; preds = %6914
  %6920 = bitcast <16 x float> %5910 to <8 x i64>
  %6921 = and <8 x i64> %6920, %89
  %6922 = fcmp oeq <16 x float> %5910, %63
  %6923 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5910, i32 4)
  %6924 = bitcast <8 x i64> %6921 to <16 x float>
  %6925 = select <16 x i1> %6922, <16 x float> %6924, <16 x float> %6923
  br label %6936

6926:                                             ; preds = %6914
  %6927 = bitcast <16 x float> %5910 to <8 x i64>
  %6928 = or <8 x i64> %6927, %90
  %6929 = fcmp oeq <16 x float> %5910, %66
  %6930 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5910, i32 4)
  %6931 = bitcast <8 x i64> %6928 to <16 x float>
  %6932 = select <16 x i1> %6929, <16 x float> %6931, <16 x float> %6930
  br label %6936

6933:                                             ; preds = %6914
  %6934 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6918, <16 x i1> %5929, <16 x float> zeroinitializer)
  %6935 = fadd <16 x float> %5910, %6934
  br label %6936

6936:                                             ; preds = %6933, %6926, %6919
  %6937 = phi <16 x float> [ %6935, %6933 ], [ %6932, %6926 ], [ %6925, %6919 ]
  switch i64 %185, label %1370 [
    i64 1, label %6952
    i64 2, label %6945
    i64 3, label %6938
    i64 0, label %6974
  ]

6938:                                             ; preds = %6936
  %6939 = bitcast <16 x float> %6937 to <8 x i64>
  %6940 = and <8 x i64> %6939, %89
  %6941 = fcmp oeq <16 x float> %6937, %63
  %6942 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %6937, i32 4)
  %6943 = bitcast <8 x i64> %6940 to <16 x float>
  %6944 = select <16 x i1> %6941, <16 x float> %6943, <16 x float> %6942
  br label %6955

6945:                                             ; preds = %6936
  %6946 = bitcast <16 x float> %6937 to <8 x i64>
  %6947 = or <8 x i64> %6946, %90
  %6948 = fcmp oeq <16 x float> %6937, %66
  %6949 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %6937, i32 4)
  %6950 = bitcast <8 x i64> %6947 to <16 x float>
  %6951 = select <16 x i1> %6948, <16 x float> %6950, <16 x float> %6949
  br label %6955

6952:                                             ; preds = %6936
  %6953 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6918, <16 x i1> %5929, <16 x float> zeroinitializer)
  %6954 = fadd <16 x float> %6937, %6953
  br label %6955

6955:                                             ; preds = %6952, %6945, %6938
  %6956 = phi <16 x float> [ %6954, %6952 ], [ %6951, %6945 ], [ %6944, %6938 ]
  switch i64 %187, label %1370 [
    i64 1, label %6971
    i64 2, label %6964
    i64 3, label %6957
    i64 0, label %6974
  ]

6957:                                             ; preds = %6955
  %6958 = bitcast <16 x float> %6956 to <8 x i64>
  %6959 = and <8 x i64> %6958, %89
  %6960 = fcmp oeq <16 x float> %6956, %63
  %6961 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %6956, i32 4)
  %6962 = bitcast <8 x i64> %6959 to <16 x float>
  %6963 = select <16 x i1> %6960, <16 x float> %6962, <16 x float> %6961
  br label %6974

6964:                                             ; preds = %6955
  %6965 = bitcast <16 x float> %6956 to <8 x i64>
  %6966 = or <8 x i64> %6965, %90
  %6967 = fcmp oeq <16 x float> %6956, %66
  %6968 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %6956, i32 4)
  %6969 = bitcast <8 x i64> %6966 to <16 x float>
  %6970 = select <16 x i1> %6967, <16 x float> %6969, <16 x float> %6968
  br label %6974

6971:                                             ; preds = %6955
  %6972 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6918, <16 x i1> %5929, <16 x float> zeroinitializer)
  %6973 = fadd <16 x float> %6956, %6972
  br label %6974

6974:                                             ; preds = %6971, %6964, %6957, %6955, %6936, %6914
  %6975 = phi <16 x float> [ %6963, %6957 ], [ %6970, %6964 ], [ %6973, %6971 ], [ %6937, %6936 ], [ %6956, %6955 ], [ %5910, %6914 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6975, ptr align 1 %6917, <16 x i1> %5929)
  %6976 = add i64 %671, %5931
  %6977 = getelementptr inbounds float, ptr %435, i64 %6976
  %6978 = getelementptr inbounds float, ptr %433, i64 %6976
  switch i64 %188, label %1370 [
    i64 1, label %6993
    i64 2, label %6986
    i64 3, label %6979
    i64 0, label %7039
  ]

6979:                                             ; preds = %6974
  %6980 = bitcast <16 x float> %5909 to <8 x i64>
  %6981 = and <8 x i64> %6980, %89
  %6982 = fcmp oeq <16 x float> %5909, %63
  %6983 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5909, i32 4)
  %6984 = bitcast <8 x i64> %6981 to <16 x float>
  %6985 = select <16 x i1> %6982, <16 x float> %6984, <16 x float> %6983
  br label %6996

6986:                                             ; preds = %6974
  %6987 = bitcast <16 x float> %5909 to <8 x i64>
  %6988 = or <8 x i64> %6987, %90
  %6989 = fcmp oeq <16 x float> %5909, %66
  %6990 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5909, i32 4)
  %6991 = bitcast <8 x i64> %6988 to <16 x float>
  %6992 = select <16 x i1> %6989, <16 x float> %6991, <16 x float> %6990
  br label %6996

6993:                                             ; preds = %6974
  %6994 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6978, <16 x i1> %5932, <16 x float> zeroinitializer)
  %6995 = fadd <16 x float> %5909, %6994
  br label %6996

6996:                                             ; preds = %6993, %6986, %6979
  %6997 = phi <16 x float> [ %6995, %6993 ], [ %6992, %6986 ], [ %6985, %6979 ]
  switch i64 %190, label %1370 [
    i64 1, label %7012
    i64 2, label %7005
    i64 3, label %6998
    i64 0, label %7039
  ]

6998:                                             ; preds = %6996
  %6999 = bitcast <16 x float> %6997 to <8 x i64>
  %7000 = and <8 x i64> %6999, %89
  %7001 = fcmp oeq <16 x float> %6997, %63
  %7002 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %6997, i32 4)
  %7003 = bitcast <8 x i64> %7000 to <16 x float>
  %7004 = select <16 x i1> %7001, <16 x float> %7003, <16 x float> %7002
  br label %7015

7005:                                             ; preds = %6996
  %7006 = bitcast <16 x float> %6997 to <8 x i64>
  %7007 = or <8 x i64> %7006, %90
  %7008 = fcmp oeq <16 x float> %6997, %66
  %7009 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %6997, i32 4)
  %7010 = bitcast <8 x i64> %7007 to <16 x float>
  %7011 = select <16 x i1> %7008, <16 x float> %7010, <16 x float> %7009
  br label %7015

7012:                                             ; preds = %6996
  %7013 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6978, <16 x i1> %5932, <16 x float> zeroinitializer)
  %7014 = fadd <16 x float> %6997, %7013
  br label %7015

7015:                                             ; preds = %7012, %7005, %6998
  %7016 = phi <16 x float> [ %7014, %7012 ], [ %7011, %7005 ], [ %7004, %6998 ]
  switch i64 %192, label %1370 [
    i64 1, label %7031
    i64 2, label %7024
    i64 3, label %7017
    i64 0, label %7039
  ]

7017:                                             ; preds = %7015
  %7018 = bitcast <16 x float> %7016 to <8 x i64>
  %7019 = and <8 x i64> %7018, %89
  %7020 = fcmp oeq <16 x float> %7016, %63
  %7021 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %7016, i32 4)
  %7022 = bitcast <8 x i64> %7019 to <16 x float>
  %7023 = select <16 x i1> %7020, <16 x float> %7022, <16 x float> %7021
  br label %7039

7024:                                             ; preds = %7015
  %7025 = bitcast <16 x float> %7016 to <8 x i64>
  %7026 = or <8 x i64> %7025, %90
  %7027 = fcmp oeq <16 x float> %7016, %66
  %7028 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %7016, i32 4)
  %7029 = bitcast <8 x i64> %7026 to <16 x float>
  %7030 = select <16 x i1> %7027, <16 x float> %7029, <16 x float> %7028
  br label %7039

7031:                                             ; preds = %7015
  %7032 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6978, <16 x i1> %5932, <16 x float> zeroinitializer)
  %7033 = fadd <16 x float> %7016, %7032
  br label %7039

7034:                                             ; preds = %6851
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5911, ptr align 1 %6856, <16 x i1> %5933)
  %7035 = getelementptr float, ptr %672, i64 %5934
  %7036 = getelementptr float, ptr %7035, i64 %820
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5910, ptr align 1 %7036, <16 x i1> %5935)
  %7037 = getelementptr float, ptr %673, i64 %5936
  %7038 = getelementptr float, ptr %7037, i64 %827
  br label %7039

7039:                                             ; preds = %7034, %7031, %7024, %7017, %7015, %6996, %6974
  %7040 = phi ptr [ %7038, %7034 ], [ %6977, %7017 ], [ %6977, %7024 ], [ %6977, %7031 ], [ %6977, %7015 ], [ %6977, %6996 ], [ %6977, %6974 ]
  %7041 = phi <16 x i1> [ %5937, %7034 ], [ %5932, %7017 ], [ %5932, %7024 ], [ %5932, %7031 ], [ %5932, %7015 ], [ %5932, %6996 ], [ %5932, %6974 ]
  %7042 = phi <16 x float> [ %5909, %7034 ], [ %7023, %7017 ], [ %7030, %7024 ], [ %7033, %7031 ], [ %7016, %7015 ], [ %6997, %6996 ], [ %5909, %6974 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7042, ptr align 1 %7040, <16 x i1> %7041)
  %7043 = add i64 %675, %5925
  %7044 = getelementptr inbounds float, ptr %435, i64 %7043
  br i1 %88, label %7222, label %7045

7045:                                             ; preds = %7039
  %7046 = getelementptr inbounds float, ptr %433, i64 %7043
  switch i64 %178, label %1370 [
    i64 1, label %7061
    i64 2, label %7054
    i64 3, label %7047
    i64 0, label %7102
  ]

7047:                                             ; preds = %7045
  %7048 = bitcast <16 x float> %5908 to <8 x i64>
  %7049 = and <8 x i64> %7048, %89
  %7050 = fcmp oeq <16 x float> %5908, %63
  %7051 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5908, i32 4)
  %7052 = bitcast <8 x i64> %7049 to <16 x float>
  %7053 = select <16 x i1> %7050, <16 x float> %7052, <16 x float> %7051
  br label %7064

7054:                                             ; preds = %7045
  %7055 = bitcast <16 x float> %5908 to <8 x i64>
  %7056 = or <8 x i64> %7055, %90
  %7057 = fcmp oeq <16 x float> %5908, %66
  %7058 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5908, i32 4)
  %7059 = bitcast <8 x i64> %7056 to <16 x float>
  %7060 = select <16 x i1> %7057, <16 x float> %7059, <16 x float> %7058
  br label %7064

7061:                                             ; preds = %7045
  %7062 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7046, <16 x i1> %5926, <16 x float> zeroinitializer)
  %7063 = fadd <16 x float> %5908, %7062
  br label %7064

7064:                                             ; preds = %7061, %7054, %7047
  %7065 = phi <16 x float> [ %7063, %7061 ], [ %7060, %7054 ], [ %7053, %7047 ]
  switch i64 %180, label %1370 [
    i64 1, label %7080
    i64 2, label %7073
    i64 3, label %7066
    i64 0, label %7102
  ]

7066:                                             ; preds = %7064
  %7067 = bitcast <16 x float> %7065 to <8 x i64>
  %7068 = and <8 x i64> %7067, %89
  %7069 = fcmp oeq <16 x float> %7065, %63
  %7070 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %7065, i32 4)
  %7071 = bitcast <8 x i64> %7068 to <16 x float>
  %7072 = select <16 x i1> %7069, <16 x float> %7071, <16 x float> %7070
  br label %7083

7073:                                             ; preds = %7064
  %7074 = bitcast <16 x float> %7065 to <8 x i64>
  %7075 = or <8 x i64> %7074, %90
  %7076 = fcmp oeq <16 x float> %7065, %66
  %7077 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %7065, i32 4)
  %7078 = bitcast <8 x i64> %7075 to <16 x float>
  %7079 = select <16 x i1> %7076, <16 x float> %7078, <16 x float> %7077
  br label %7083

7080:                                             ; preds = %7064
  %7081 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7046, <16 x i1> %5926, <16 x float> zeroinitializer)
  %7082 = fadd <16 x float> %7065, %7081
  br label %7083

7083:                                             ; preds = %7080, %7073, %7066
  %7084 = phi <16 x float> [ %7082, %7080 ], [ %7079, %7073 ], [ %7072, %7066 ]
  switch i64 %182, label %1370 [
    i64 1, label %7099
    i64 2, label %7092
    i64 3, label %7085
    i64 0, label %7102
  ]

7085:                                             ; preds = %7083
  %7086 = bitcast <16 x float> %7084 to <8 x i64>
  %7087 = and <8 x i64> %7086, %89
  %7088 = fcmp oeq <16 x float> %7084, %63
  %7089 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %7084, i32 4)
  %7090 = bitcast <8 x i64> %7087 to <16 x float>
  %7091 = select <16 x i1> %7088, <16 x float> %7090, <16 x float> %7089
  br label %7102

7092:                                             ; preds = %7083
  %7093 = bitcast <16 x float> %7084 to <8 x i64>
  %7094 = or <8 x i64> %7093, %90
  %7095 = fcmp oeq <16 x float> %7084, %66
  %7096 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %7084, i32 4)
  %7097 = bitcast <8 x i64> %7094 to <16 x float>
  %7098 = select <16 x i1> %7095, <16 x float> %7097, <16 x float> %7096
  br label %7102

7099:                                             ; preds = %7083
  %7100 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7046, <16 x i1> %5926, <16 x float> zeroinitializer)
  %7101 = fadd <16 x float> %7084, %7100
  br label %7102

7102:                                             ; preds = %7099, %7092, %7085, %7083, %7064, %7045
  %7103 = phi <16 x float> [ %7091, %7085 ], [ %7098, %7092 ], [ %7101, %7099 ], [ %7065, %7064 ], [ %7084, %7083 ], [ %5908, %7045 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7103, ptr align 1 %7044, <16 x i1> %5926)
  %7104 = add i64 %675, %5928
  %7105 = getelementptr inbounds float, ptr %435, i64 %7104
  %7106 = getelementptr inbounds float, ptr %433, i64 %7104
  switch i64 %183, label %1370 [
    i64 1, label %7121
    i64 2, label %7114
    i64 3, label %7107
    i64 0, label %7162
  ]

7107:                                             ; preds = %7102
  %7108 = bitcast <16 x float> %5907 to <8 x i64>
  %7109 = and <8 x i64> %7108, %89
  %7110 = fcmp oeq <16 x float> %5907, %63
  %7111 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5907, i32 4)
  %7112 = bitcast <8 x i64> %7109 to <16 x float>
  %7113 = select <16 x i1> %7110, <16 x float> %7112, <16 x float> %7111
  br label %7124

7114:                                             ; preds = %7102
  %7115 = bitcast <16 x float> %5907 to <8 x i64>
  %7116 = or <8 x i64> %7115, %90
  %7117 = fcmp oeq <16 x float> %5907, %66
  %7118 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5907, i32 4)
  %7119 = bitcast <8 x i64> %7116 to <16 x float>
  %7120 = select <16 x i1> %7117, <16 x float> %7119, <16 x float> %7118
  br label %7124

7121:                                             ; preds = %7102
  %7122 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7106, <16 x i1> %5929, <16 x float> zeroinitializer)
  %7123 = fadd <16 x float> %5907, %7122
  br label %7124

7124:                                             ; preds = %7121, %7114, %7107
  %7125 = phi <16 x float> [ %7123, %7121 ], [ %7120, %7114 ], [ %7113, %7107 ]
  switch i64 %185, label %1370 [
    i64 1, label %7140
    i64 2, label %7133
    i64 3, label %7126
    i64 0, label %7162
  ]

7126:                                             ; preds = %7124
  %7127 = bitcast <16 x float> %7125 to <8 x i64>
  %7128 = and <8 x i64> %7127, %89
  %7129 = fcmp oeq <16 x float> %7125, %63
  %7130 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %7125, i32 4)
  %7131 = bitcast <8 x i64> %7128 to <16 x float>
  %7132 = select <16 x i1> %7129, <16 x float> %7131, <16 x float> %7130
  br label %7143

7133:                                             ; preds = %7124
  %7134 = bitcast <16 x float> %7125 to <8 x i64>
  %7135 = or <8 x i64> %7134, %90
  %7136 = fcmp oeq <16 x float> %7125, %66
  %7137 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %7125, i32 4)
  %7138 = bitcast <8 x i64> %7135 to <16 x float>
  %7139 = select <16 x i1> %7136, <16 x float> %7138, <16 x float> %7137
  br label %7143

7140:                                             ; preds = %7124
  %7141 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7106, <16 x i1> %5929, <16 x float> zeroinitializer)
  %7142 = fadd <16 x float> %7125, %7141
  br label %7143

7143:                                             ; preds = %7140, %7133, %7126
  %7144 = phi <16 x float> [ %7142, %7140 ], [ %7139, %7133 ], [ %7132, %7126 ]
  switch i64 %187, label %1370 [
    i64 1, label %7159
    i64 2, label %7152
    i64 3, label %7145
    i64 0, label %7162
  ]

7145:                                             ; preds = %7143
  %7146 = bitcast <16 x float> %7144 to <8 x i64>
  %7147 = and <8 x i64> %7146, %89
  %7148 = fcmp oeq <16 x float> %7144, %63
  %7149 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %7144, i32 4)
  %7150 = bitcast <8 x i64> %7147 to <16 x float>
  %7151 = select <16 x i1> %7148, <16 x float> %7150, <16 x float> %7149
  br label %7162

7152:                                             ; preds = %7143
  %7153 = bitcast <16 x float> %7144 to <8 x i64>
  %7154 = or <8 x i64> %7153, %90
  %7155 = fcmp oeq <16 x float> %7144, %66
  %7156 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %7144, i32 4)
  %7157 = bitcast <8 x i64> %7154 to <16 x float>
  %7158 = select <16 x i1> %7155, <16 x float> %7157, <16 x float> %7156
  br label %7162

7159:                                             ; preds = %7143
  %7160 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7106, <16 x i1> %5929, <16 x float> zeroinitializer)
  %7161 = fadd <16 x float> %7144, %7160
  br label %7162

7162:                                             ; preds = %7159, %7152, %7145, %7143, %7124, %7102
  %7163 = phi <16 x float> [ %7151, %7145 ], [ %7158, %7152 ], [ %7161, %7159 ], [ %7125, %7124 ], [ %7144, %7143 ], [ %5907, %7102 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7163, ptr align 1 %7105, <16 x i1> %5929)
  %7164 = add i64 %675, %5931
  %7165 = getelementptr inbounds float, ptr %435, i64 %7164
  %7166 = getelementptr inbounds float, ptr %433, i64 %7164
  switch i64 %188, label %1370 [
    i64 1, label %7181
    i64 2, label %7174
    i64 3, label %7167
    i64 0, label %7227
  ]

7167:                                             ; preds = %7162
  %7168 = bitcast <16 x float> %5906 to <8 x i64>
  %7169 = and <8 x i64> %7168, %89
  %7170 = fcmp oeq <16 x float> %5906, %63
  %7171 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5906, i32 4)
  %7172 = bitcast <8 x i64> %7169 to <16 x float>
  %7173 = select <16 x i1> %7170, <16 x float> %7172, <16 x float> %7171
  br label %7184

7174:                                             ; preds = %7162
  %7175 = bitcast <16 x float> %5906 to <8 x i64>
  %7176 = or <8 x i64> %7175, %90
  %7177 = fcmp oeq <16 x float> %5906, %66
  %7178 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5906, i32 4)
  %7179 = bitcast <8 x i64> %7176 to <16 x float>
  %7180 = select <16 x i1> %7177, <16 x float> %7179, <16 x float> %7178
  br label %7184

7181:                                             ; preds = %7162
  %7182 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7166, <16 x i1> %5932, <16 x float> zeroinitializer)
  %7183 = fadd <16 x float> %5906, %7182
  br label %7184

7184:                                             ; preds = %7181, %7174, %7167
  %7185 = phi <16 x float> [ %7183, %7181 ], [ %7180, %7174 ], [ %7173, %7167 ]
  switch i64 %190, label %1370 [
    i64 1, label %7200
    i64 2, label %7193
    i64 3, label %7186
    i64 0, label %7227
  ]

7186:                                             ; preds = %7184
  %7187 = bitcast <16 x float> %7185 to <8 x i64>
  %7188 = and <8 x i64> %7187, %89
  %7189 = fcmp oeq <16 x float> %7185, %63
  %7190 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %7185, i32 4)
  %7191 = bitcast <8 x i64> %7188 to <16 x float>
  %7192 = select <16 x i1> %7189, <16 x float> %7191, <16 x float> %7190
  br label %7203

7193:                                             ; preds = %7184
  %7194 = bitcast <16 x float> %7185 to <8 x i64>
  %7195 = or <8 x i64> %7194, %90
  %7196 = fcmp oeq <16 x float> %7185, %66
  %7197 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %7185, i32 4)
  %7198 = bitcast <8 x i64> %7195 to <16 x float>
  %7199 = select <16 x i1> %7196, <16 x float> %7198, <16 x float> %7197
  br label %7203

7200:                                             ; preds = %7184
  %7201 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7166, <16 x i1> %5932, <16 x float> zeroinitializer)
  %7202 = fadd <16 x float> %7185, %7201
  br label %7203

7203:                                             ; preds = %7200, %7193, %7186
  %7204 = phi <16 x float> [ %7202, %7200 ], [ %7199, %7193 ], [ %7192, %7186 ]
  switch i64 %192, label %1370 [
    i64 1, label %7219
    i64 2, label %7212
    i64 3, label %7205
    i64 0, label %7227
  ]

7205:                                             ; preds = %7203
  %7206 = bitcast <16 x float> %7204 to <8 x i64>
  %7207 = and <8 x i64> %7206, %89
  %7208 = fcmp oeq <16 x float> %7204, %63
  %7209 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %7204, i32 4)
  %7210 = bitcast <8 x i64> %7207 to <16 x float>
  %7211 = select <16 x i1> %7208, <16 x float> %7210, <16 x float> %7209
  br label %7227

7212:                                             ; preds = %7203
  %7213 = bitcast <16 x float> %7204 to <8 x i64>
  %7214 = or <8 x i64> %7213, %90
  %7215 = fcmp oeq <16 x float> %7204, %66
  %7216 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %7204, i32 4)
  %7217 = bitcast <8 x i64> %7214 to <16 x float>
  %7218 = select <16 x i1> %7215, <16 x float> %7217, <16 x float> %7216
  br label %7227

7219:                                             ; preds = %7203
  %7220 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7166, <16 x i1> %5932, <16 x float> zeroinitializer)
  %7221 = fadd <16 x float> %7204, %7220
  br label %7227

7222:                                             ; preds = %7039
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5908, ptr align 1 %7044, <16 x i1> %5933)
  %7223 = getelementptr float, ptr %676, i64 %5934
  %7224 = getelementptr float, ptr %7223, i64 %820
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5907, ptr align 1 %7224, <16 x i1> %5935)
  %7225 = getelementptr float, ptr %677, i64 %5936
  %7226 = getelementptr float, ptr %7225, i64 %827
  br label %7227

7227:                                             ; preds = %7222, %7219, %7212, %7205, %7203, %7184, %7162
  %7228 = phi ptr [ %7226, %7222 ], [ %7165, %7205 ], [ %7165, %7212 ], [ %7165, %7219 ], [ %7165, %7203 ], [ %7165, %7184 ], [ %7165, %7162 ]
  %7229 = phi <16 x i1> [ %5937, %7222 ], [ %5932, %7205 ], [ %5932, %7212 ], [ %5932, %7219 ], [ %5932, %7203 ], [ %5932, %7184 ], [ %5932, %7162 ]
  %7230 = phi <16 x float> [ %5906, %7222 ], [ %7211, %7205 ], [ %7218, %7212 ], [ %7221, %7219 ], [ %7204, %7203 ], [ %7185, %7184 ], [ %5906, %7162 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7230, ptr align 1 %7228, <16 x i1> %7229)
  %7231 = add i64 %679, %5925
  %7232 = getelementptr inbounds float, ptr %435, i64 %7231
  br i1 %88, label %7410, label %7233

7233:                                             ; preds = %7227
  %7234 = getelementptr inbounds float, ptr %433, i64 %7231
  switch i64 %178, label %1370 [
    i64 1, label %7249
    i64 2, label %7242
    i64 3, label %7235
    i64 0, label %7290
  ]

7235:                                             ; preds = %7233
  %7236 = bitcast <16 x float> %5905 to <8 x i64>
  %7237 = and <8 x i64> %7236, %89
  %7238 = fcmp oeq <16 x float> %5905, %63
  %7239 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5905, i32 4)
  %7240 = bitcast <8 x i64> %7237 to <16 x float>
  %7241 = select <16 x i1> %7238, <16 x float> %7240, <16 x float> %7239
  br label %7252

7242:                                             ; preds = %7233
  %7243 = bitcast <16 x float> %5905 to <8 x i64>
  %7244 = or <8 x i64> %7243, %90
  %7245 = fcmp oeq <16 x float> %5905, %66
  %7246 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5905, i32 4)
  %7247 = bitcast <8 x i64> %7244 to <16 x float>
  %7248 = select <16 x i1> %7245, <16 x float> %7247, <16 x float> %7246
  br label %7252

7249:                                             ; preds = %7233
  %7250 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7234, <16 x i1> %5926, <16 x float> zeroinitializer)
  %7251 = fadd <16 x float> %5905, %7250
  br label %7252

7252:                                             ; preds = %7249, %7242, %7235
  %7253 = phi <16 x float> [ %7251, %7249 ], [ %7248, %7242 ], [ %7241, %7235 ]
  switch i64 %180, label %1370 [
    i64 1, label %7268
    i64 2, label %7261
    i64 3, label %7254
    i64 0, label %7290
  ]

7254:                                             ; preds = %7252
  %7255 = bitcast <16 x float> %7253 to <8 x i64>
  %7256 = and <8 x i64> %7255, %89
  %7257 = fcmp oeq <16 x float> %7253, %63
  %7258 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %7253, i32 4)
  %7259 = bitcast <8 x i64> %7256 to <16 x float>
  %7260 = select <16 x i1> %7257, <16 x float> %7259, <16 x float> %7258
  br label %7271

7261:                                             ; preds = %7252
  %7262 = bitcast <16 x float> %7253 to <8 x i64>
  %7263 = or <8 x i64> %7262, %90
  %7264 = fcmp oeq <16 x float> %7253, %66
  %7265 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %7253, i32 4)
  %7266 = bitcast <8 x i64> %7263 to <16 x float>
  %7267 = select <16 x i1> %7264, <16 x float> %7266, <16 x float> %7265
  br label %7271

7268:                                             ; preds = %7252
  %7269 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7234, <16 x i1> %5926, <16 x float> zeroinitializer)
  %7270 = fadd <16 x float> %7253, %7269
  br label %7271

7271:                                             ; preds = %7268, %7261, %7254
  %7272 = phi <16 x float> [ %7270, %7268 ], [ %7267, %7261 ], [ %7260, %7254 ]
  switch i64 %182, label %1370 [
    i64 1, label %7287
    i64 2, label %7280
    i64 3, label %7273
    i64 0, label %7290
  ]

7273:                                             ; preds = %7271
  %7274 = bitcast <16 x float> %7272 to <8 x i64>
  %7275 = and <8 x i64> %7274, %89
  %7276 = fcmp oeq <16 x float> %7272, %63
  %7277 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %7272, i32 4)
  %7278 = bitcast <8 x i64> %7275 to <16 x float>
  %7279 = select <16 x i1> %7276, <16 x float> %7278, <16 x float> %7277
  br label %7290

7280:                                             ; preds = %7271
  %7281 = bitcast <16 x float> %7272 to <8 x i64>
  %7282 = or <8 x i64> %7281, %90
  %7283 = fcmp oeq <16 x float> %7272, %66
  %7284 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %7272, i32 4)
  %7285 = bitcast <8 x i64> %7282 to <16 x float>
  %7286 = select <16 x i1> %7283, <16 x float> %7285, <16 x float> %7284
  br label %7290

7287:                                             ; preds = %7271
  %7288 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7234, <16 x i1> %5926, <16 x float> zeroinitializer)
  %7289 = fadd <16 x float> %7272, %7288
  br label %7290

7290:                                             ; preds = %7287, %7280, %7273, %7271, %7252, %7233
  %7291 = phi <16 x float> [ %7279, %7273 ], [ %7286, %7280 ], [ %7289, %7287 ], [ %7253, %7252 ], [ %7272, %7271 ], [ %5905, %7233 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7291, ptr align 1 %7232, <16 x i1> %5926)
  %7292 = add i64 %679, %5928
  %7293 = getelementptr inbounds float, ptr %435, i64 %7292
  %7294 = getelementptr inbounds float, ptr %433, i64 %7292
  switch i64 %183, label %1370 [
    i64 1, label %7309
    i64 2, label %7302
    i64 3, label %7295
    i64 0, label %7350
  ]

7295:                                             ; preds = %7290
  %7296 = bitcast <16 x float> %5904 to <8 x i64>
  %7297 = and <8 x i64> %7296, %89
  %7298 = fcmp oeq <16 x float> %5904, %63
  %7299 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5904, i32 4)
  %7300 = bitcast <8 x i64> %7297 to <16 x float>
  %7301 = select <16 x i1> %7298, <16 x float> %7300, <16 x float> %7299
  br label %7312

7302:                                             ; preds = %7290
  %7303 = bitcast <16 x float> %5904 to <8 x i64>
  %7304 = or <8 x i64> %7303, %90
  %7305 = fcmp oeq <16 x float> %5904, %66
  %7306 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5904, i32 4)
  %7307 = bitcast <8 x i64> %7304 to <16 x float>
  %7308 = select <16 x i1> %7305, <16 x float> %7307, <16 x float> %7306
  br label %7312

7309:                                             ; preds = %7290
  %7310 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7294, <16 x i1> %5929, <16 x float> zeroinitializer)
  %7311 = fadd <16 x float> %5904, %7310
  br label %7312

7312:                                             ; preds = %7309, %7302, %7295
  %7313 = phi <16 x float> [ %7311, %7309 ], [ %7308, %7302 ], [ %7301, %7295 ]
  switch i64 %185, label %1370 [
    i64 1, label %7328
    i64 2, label %7321
    i64 3, label %7314
    i64 0, label %7350
  ]

7314:                                             ; preds = %7312
  %7315 = bitcast <16 x float> %7313 to <8 x i64>
  %7316 = and <8 x i64> %7315, %89
  %7317 = fcmp oeq <16 x float> %7313, %63
  %7318 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %7313, i32 4)
  %7319 = bitcast <8 x i64> %7316 to <16 x float>
  %7320 = select <16 x i1> %7317, <16 x float> %7319, <16 x float> %7318
  br label %7331

7321:                                             ; preds = %7312
  %7322 = bitcast <16 x float> %7313 to <8 x i64>
  %7323 = or <8 x i64> %7322, %90
  %7324 = fcmp oeq <16 x float> %7313, %66
  %7325 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %7313, i32 4)
  %7326 = bitcast <8 x i64> %7323 to <16 x float>
  %7327 = select <16 x i1> %7324, <16 x float> %7326, <16 x float> %7325
  br label %7331

7328:                                             ; preds = %7312
  %7329 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7294, <16 x i1> %5929, <16 x float> zeroinitializer)
  %7330 = fadd <16 x float> %7313, %7329
  br label %7331

7331:                                             ; preds = %7328, %7321, %7314
  %7332 = phi <16 x float> [ %7330, %7328 ], [ %7327, %7321 ], [ %7320, %7314 ]
  switch i64 %187, label %1370 [
    i64 1, label %7347
    i64 2, label %7340
    i64 3, label %7333
    i64 0, label %7350
  ]

7333:                                             ; preds = %7331
  %7334 = bitcast <16 x float> %7332 to <8 x i64>
  %7335 = and <8 x i64> %7334, %89
  %7336 = fcmp oeq <16 x float> %7332, %63
  %7337 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %7332, i32 4)
  %7338 = bitcast <8 x i64> %7335 to <16 x float>
  %7339 = select <16 x i1> %7336, <16 x float> %7338, <16 x float> %7337
  br label %7350

7340:                                             ; preds = %7331
  %7341 = bitcast <16 x float> %7332 to <8 x i64>
  %7342 = or <8 x i64> %7341, %90
  %7343 = fcmp oeq <16 x float> %7332, %66
  %7344 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %7332, i32 4)
  %7345 = bitcast <8 x i64> %7342 to <16 x float>
  %7346 = select <16 x i1> %7343, <16 x float> %7345, <16 x float> %7344
  br label %7350

7347:                                             ; preds = %7331
  %7348 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7294, <16 x i1> %5929, <16 x float> zeroinitializer)
  %7349 = fadd <16 x float> %7332, %7348
  br label %7350

7350:                                             ; preds = %7347, %7340, %7333, %7331, %7312, %7290
  %7351 = phi <16 x float> [ %7339, %7333 ], [ %7346, %7340 ], [ %7349, %7347 ], [ %7313, %7312 ], [ %7332, %7331 ], [ %5904, %7290 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7351, ptr align 1 %7293, <16 x i1> %5929)
  %7352 = add i64 %679, %5931
  %7353 = getelementptr inbounds float, ptr %435, i64 %7352
  %7354 = getelementptr inbounds float, ptr %433, i64 %7352
  switch i64 %188, label %1370 [
    i64 1, label %7369
    i64 2, label %7362
    i64 3, label %7355
    i64 0, label %7415
  ]

7355:                                             ; preds = %7350
  %7356 = bitcast <16 x float> %5903 to <8 x i64>
  %7357 = and <8 x i64> %7356, %89
  %7358 = fcmp oeq <16 x float> %5903, %63
  %7359 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5903, i32 4)
  %7360 = bitcast <8 x i64> %7357 to <16 x float>
  %7361 = select <16 x i1> %7358, <16 x float> %7360, <16 x float> %7359
  br label %7372

7362:                                             ; preds = %7350
  %7363 = bitcast <16 x float> %5903 to <8 x i64>
  %7364 = or <8 x i64> %7363, %90
  %7365 = fcmp oeq <16 x float> %5903, %66
  %7366 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5903, i32 4)
  %7367 = bitcast <8 x i64> %7364 to <16 x float>
  %7368 = select <16 x i1> %7365, <16 x float> %7367, <16 x float> %7366
  br label %7372

7369:                                             ; preds = %7350
  %7370 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7354, <16 x i1> %5932, <16 x float> zeroinitializer)
  %7371 = fadd <16 x float> %5903, %7370
  br label %7372

7372:                                             ; preds = %7369, %7362, %7355
  %7373 = phi <16 x float> [ %7371, %7369 ], [ %7368, %7362 ], [ %7361, %7355 ]
  switch i64 %190, label %1370 [
    i64 1, label %7388
    i64 2, label %7381
    i64 3, label %7374
    i64 0, label %7415
  ]

7374:                                             ; preds = %7372
  %7375 = bitcast <16 x float> %7373 to <8 x i64>
  %7376 = and <8 x i64> %7375, %89
  %7377 = fcmp oeq <16 x float> %7373, %63
  %7378 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %7373, i32 4)
  %7379 = bitcast <8 x i64> %7376 to <16 x float>
  %7380 = select <16 x i1> %7377, <16 x float> %7379, <16 x float> %7378
  br label %7391

7381:                                             ; preds = %7372
  %7382 = bitcast <16 x float> %7373 to <8 x i64>
  %7383 = or <8 x i64> %7382, %90
  %7384 = fcmp oeq <16 x float> %7373, %66
  %7385 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %7373, i32 4)
  %7386 = bitcast <8 x i64> %7383 to <16 x float>
  %7387 = select <16 x i1> %7384, <16 x float> %7386, <16 x float> %7385
  br label %7391

7388:                                             ; preds = %7372
  %7389 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7354, <16 x i1> %5932, <16 x float> zeroinitializer)
  %7390 = fadd <16 x float> %7373, %7389
  br label %7391

7391:                                             ; preds = %7388, %7381, %7374
  %7392 = phi <16 x float> [ %7390, %7388 ], [ %7387, %7381 ], [ %7380, %7374 ]
  switch i64 %192, label %1370 [
    i64 1, label %7407
    i64 2, label %7400
    i64 3, label %7393
    i64 0, label %7415
  ]

7393:                                             ; preds = %7391
  %7394 = bitcast <16 x float> %7392 to <8 x i64>
  %7395 = and <8 x i64> %7394, %89
  %7396 = fcmp oeq <16 x float> %7392, %63
  %7397 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %7392, i32 4)
  %7398 = bitcast <8 x i64> %7395 to <16 x float>
  %7399 = select <16 x i1> %7396, <16 x float> %7398, <16 x float> %7397
  br label %7415

7400:                                             ; preds = %7391
  %7401 = bitcast <16 x float> %7392 to <8 x i64>
  %7402 = or <8 x i64> %7401, %90
  %7403 = fcmp oeq <16 x float> %7392, %66
  %7404 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %7392, i32 4)
  %7405 = bitcast <8 x i64> %7402 to <16 x float>
  %7406 = select <16 x i1> %7403, <16 x float> %7405, <16 x float> %7404
  br label %7415

7407:                                             ; preds = %7391
  %7408 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7354, <16 x i1> %5932, <16 x float> zeroinitializer)
  %7409 = fadd <16 x float> %7392, %7408
  br label %7415

7410:                                             ; preds = %7227
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5905, ptr align 1 %7232, <16 x i1> %5933)
  %7411 = getelementptr float, ptr %680, i64 %5934
  %7412 = getelementptr float, ptr %7411, i64 %820
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5904, ptr align 1 %7412, <16 x i1> %5935)
  %7413 = getelementptr float, ptr %681, i64 %5936
  %7414 = getelementptr float, ptr %7413, i64 %827
  br label %7415

7415:                                             ; preds = %7410, %7407, %7400, %7393, %7391, %7372, %7350
  %7416 = phi ptr [ %7414, %7410 ], [ %7353, %7393 ], [ %7353, %7400 ], [ %7353, %7407 ], [ %7353, %7391 ], [ %7353, %7372 ], [ %7353, %7350 ]
  %7417 = phi <16 x i1> [ %5937, %7410 ], [ %5932, %7393 ], [ %5932, %7400 ], [ %5932, %7407 ], [ %5932, %7391 ], [ %5932, %7372 ], [ %5932, %7350 ]
  %7418 = phi <16 x float> [ %5903, %7410 ], [ %7399, %7393 ], [ %7406, %7400 ], [ %7409, %7407 ], [ %7392, %7391 ], [ %7373, %7372 ], [ %5903, %7350 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7418, ptr align 1 %7416, <16 x i1> %7417)
  %7419 = add i64 %683, %5925
  %7420 = getelementptr inbounds float, ptr %435, i64 %7419
  br i1 %88, label %7598, label %7421

7421:                                             ; preds = %7415
  %7422 = getelementptr inbounds float, ptr %433, i64 %7419
  switch i64 %178, label %1370 [
    i64 1, label %7437
    i64 2, label %7430
    i64 3, label %7423
    i64 0, label %7478
  ]

7423:                                             ; preds = %7421
  %7424 = bitcast <16 x float> %5902 to <8 x i64>
  %7425 = and <8 x i64> %7424, %89
  %7426 = fcmp oeq <16 x float> %5902, %63
  %7427 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5902, i32 4)
  %7428 = bitcast <8 x i64> %7425 to <16 x float>
  %7429 = select <16 x i1> %7426, <16 x float> %7428, <16 x float> %7427
  br label %7440

7430:                                             ; preds = %7421
  %7431 = bitcast <16 x float> %5902 to <8 x i64>
  %7432 = or <8 x i64> %7431, %90
  %7433 = fcmp oeq <16 x float> %5902, %66
  %7434 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5902, i32 4)
  %7435 = bitcast <8 x i64> %7432 to <16 x float>
  %7436 = select <16 x i1> %7433, <16 x float> %7435, <16 x float> %7434
  br label %7440

7437:                                             ; preds = %7421
  %7438 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7422, <16 x i1> %5926, <16 x float> zeroinitializer)
  %7439 = fadd <16 x float> %5902, %7438
  br label %7440

7440:                                             ; preds = %7437, %7430, %7423
  %7441 = phi <16 x float> [ %7439, %7437 ], [ %7436, %7430 ], [ %7429, %7423 ]
  switch i64 %180, label %1370 [
    i64 1, label %7456
    i64 2, label %7449
    i64 3, label %7442
    i64 0, label %7478
  ]

7442:                                             ; preds = %7440
  %7443 = bitcast <16 x float> %7441 to <8 x i64>
  %7444 = and <8 x i64> %7443, %89
  %7445 = fcmp oeq <16 x float> %7441, %63
  %7446 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %7441, i32 4)
  %7447 = bitcast <8 x i64> %7444 to <16 x float>
  %7448 = select <16 x i1> %7445, <16 x float> %7447, <16 x float> %7446
  br label %7459

7449:                                             ; preds = %7440
  %7450 = bitcast <16 x float> %7441 to <8 x i64>
  %7451 = or <8 x i64> %7450, %90
  %7452 = fcmp oeq <16 x float> %7441, %66
  %7453 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %7441, i32 4)
  %7454 = bitcast <8 x i64> %7451 to <16 x float>
  %7455 = select <16 x i1> %7452, <16 x float> %7454, <16 x float> %7453
  br label %7459

7456:                                             ; preds = %7440
  %7457 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7422, <16 x i1> %5926, <16 x float> zeroinitializer)
  %7458 = fadd <16 x float> %7441, %7457
  br label %7459

7459:                                             ; preds = %7456, %7449, %7442
  %7460 = phi <16 x float> [ %7458, %7456 ], [ %7455, %7449 ], [ %7448, %7442 ]
  switch i64 %182, label %1370 [
    i64 1, label %7475
    i64 2, label %7468
    i64 3, label %7461
    i64 0, label %7478
  ]

7461:                                             ; preds = %7459
  %7462 = bitcast <16 x float> %7460 to <8 x i64>
  %7463 = and <8 x i64> %7462, %89
  %7464 = fcmp oeq <16 x float> %7460, %63
  %7465 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %7460, i32 4)
  %7466 = bitcast <8 x i64> %7463 to <16 x float>
  %7467 = select <16 x i1> %7464, <16 x float> %7466, <16 x float> %7465
  br label %7478

7468:                                             ; preds = %7459
  %7469 = bitcast <16 x float> %7460 to <8 x i64>
  %7470 = or <8 x i64> %7469, %90
  %7471 = fcmp oeq <16 x float> %7460, %66
  %7472 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %7460, i32 4)
  %7473 = bitcast <8 x i64> %7470 to <16 x float>
  %7474 = select <16 x i1> %7471, <16 x float> %7473, <16 x float> %7472
  br label %7478

7475:                                             ; preds = %7459
  %7476 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7422, <16 x i1> %5926, <16 x float> zeroinitializer)
  %7477 = fadd <16 x float> %7460, %7476
  br label %7478

7478:                                             ; preds = %7475, %7468, %7461, %7459, %7440, %7421
  %7479 = phi <16 x float> [ %7467, %7461 ], [ %7474, %7468 ], [ %7477, %7475 ], [ %7441, %7440 ], [ %7460, %7459 ], [ %5902, %7421 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7479, ptr align 1 %7420, <16 x i1> %5926)
  %7480 = add i64 %683, %5928
  %7481 = getelementptr inbounds float, ptr %435, i64 %7480
  %7482 = getelementptr inbounds float, ptr %433, i64 %7480
  switch i64 %183, label %1370 [
    i64 1, label %7497
    i64 2, label %7490
    i64 3, label %7483
    i64 0, label %7538
  ]

7483:                                             ; preds = %7478
  %7484 = bitcast <16 x float> %5901 to <8 x i64>
  %7485 = and <8 x i64> %7484, %89
  %7486 = fcmp oeq <16 x float> %5901, %63
  %7487 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5901, i32 4)
  %7488 = bitcast <8 x i64> %7485 to <16 x float>
  %7489 = select <16 x i1> %7486, <16 x float> %7488, <16 x float> %7487
  br label %7500

7490:                                             ; preds = %7478
  %7491 = bitcast <16 x float> %5901 to <8 x i64>
  %7492 = or <8 x i64> %7491, %90
  %7493 = fcmp oeq <16 x float> %5901, %66
  %7494 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5901, i32 4)
  %7495 = bitcast <8 x i64> %7492 to <16 x float>
  %7496 = select <16 x i1> %7493, <16 x float> %7495, <16 x float> %7494
  br label %7500

7497:                                             ; preds = %7478
  %7498 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7482, <16 x i1> %5929, <16 x float> zeroinitializer)
  %7499 = fadd <16 x float> %5901, %7498
  br label %7500

7500:                                             ; preds = %7497, %7490, %7483
  %7501 = phi <16 x float> [ %7499, %7497 ], [ %7496, %7490 ], [ %7489, %7483 ]
  switch i64 %185, label %1370 [
    i64 1, label %7516
    i64 2, label %7509
    i64 3, label %7502
    i64 0, label %7538
  ]

7502:                                             ; preds = %7500
  %7503 = bitcast <16 x float> %7501 to <8 x i64>
  %7504 = and <8 x i64> %7503, %89
  %7505 = fcmp oeq <16 x float> %7501, %63
  %7506 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %7501, i32 4)
  %7507 = bitcast <8 x i64> %7504 to <16 x float>
  %7508 = select <16 x i1> %7505, <16 x float> %7507, <16 x float> %7506
  br label %7519

7509:                                             ; preds = %7500
  %7510 = bitcast <16 x float> %7501 to <8 x i64>
  %7511 = or <8 x i64> %7510, %90
  %7512 = fcmp oeq <16 x float> %7501, %66
  %7513 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %7501, i32 4)
  %7514 = bitcast <8 x i64> %7511 to <16 x float>
  %7515 = select <16 x i1> %7512, <16 x float> %7514, <16 x float> %7513
  br label %7519

7516:                                             ; preds = %7500
  %7517 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7482, <16 x i1> %5929, <16 x float> zeroinitializer)
  %7518 = fadd <16 x float> %7501, %7517
  br label %7519

7519:                                             ; preds = %7516, %7509, %7502
  %7520 = phi <16 x float> [ %7518, %7516 ], [ %7515, %7509 ], [ %7508, %7502 ]
  switch i64 %187, label %1370 [
    i64 1, label %7535
    i64 2, label %7528
    i64 3, label %7521
    i64 0, label %7538
  ]

7521:                                             ; preds = %7519
  %7522 = bitcast <16 x float> %7520 to <8 x i64>
  %7523 = and <8 x i64> %7522, %89
  %7524 = fcmp oeq <16 x float> %7520, %63
  %7525 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %7520, i32 4)
  %7526 = bitcast <8 x i64> %7523 to <16 x float>
  %7527 = select <16 x i1> %7524, <16 x float> %7526, <16 x float> %7525
  br label %7538

7528:                                             ; preds = %7519
  %7529 = bitcast <16 x float> %7520 to <8 x i64>
  %7530 = or <8 x i64> %7529, %90
  %7531 = fcmp oeq <16 x float> %7520, %66
  %7532 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %7520, i32 4)
  %7533 = bitcast <8 x i64> %7530 to <16 x float>
  %7534 = select <16 x i1> %7531, <16 x float> %7533, <16 x float> %7532
  br label %7538

7535:                                             ; preds = %7519
  %7536 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7482, <16 x i1> %5929, <16 x float> zeroinitializer)
  %7537 = fadd <16 x float> %7520, %7536
  br label %7538

7538:                                             ; preds = %7535, %7528, %7521, %7519, %7500, %7478
  %7539 = phi <16 x float> [ %7527, %7521 ], [ %7534, %7528 ], [ %7537, %7535 ], [ %7501, %7500 ], [ %7520, %7519 ], [ %5901, %7478 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7539, ptr align 1 %7481, <16 x i1> %5929)
  %7540 = add i64 %683, %5931
  %7541 = getelementptr inbounds float, ptr %435, i64 %7540
  %7542 = getelementptr inbounds float, ptr %433, i64 %7540
  switch i64 %188, label %1370 [
    i64 1, label %7557
    i64 2, label %7550
    i64 3, label %7543
    i64 0, label %7603
  ]

7543:                                             ; preds = %7538
  %7544 = bitcast <16 x float> %5900 to <8 x i64>
  %7545 = and <8 x i64> %7544, %89
  %7546 = fcmp oeq <16 x float> %5900, %63
  %7547 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %5900, i32 4)
  %7548 = bitcast <8 x i64> %7545 to <16 x float>
  %7549 = select <16 x i1> %7546, <16 x float> %7548, <16 x float> %7547
  br label %7560

7550:                                             ; preds = %7538
  %7551 = bitcast <16 x float> %5900 to <8 x i64>
  %7552 = or <8 x i64> %7551, %90
  %7553 = fcmp oeq <16 x float> %5900, %66
  %7554 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %5900, i32 4)
  %7555 = bitcast <8 x i64> %7552 to <16 x float>
  %7556 = select <16 x i1> %7553, <16 x float> %7555, <16 x float> %7554
  br label %7560

7557:                                             ; preds = %7538
  %7558 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7542, <16 x i1> %5932, <16 x float> zeroinitializer)
  %7559 = fadd <16 x float> %5900, %7558
  br label %7560

7560:                                             ; preds = %7557, %7550, %7543
  %7561 = phi <16 x float> [ %7559, %7557 ], [ %7556, %7550 ], [ %7549, %7543 ]
  switch i64 %190, label %1370 [
    i64 1, label %7576
    i64 2, label %7569
    i64 3, label %7562
    i64 0, label %7603
  ]

7562:                                             ; preds = %7560
  %7563 = bitcast <16 x float> %7561 to <8 x i64>
  %7564 = and <8 x i64> %7563, %89
  %7565 = fcmp oeq <16 x float> %7561, %63
  %7566 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %7561, i32 4)
  %7567 = bitcast <8 x i64> %7564 to <16 x float>
  %7568 = select <16 x i1> %7565, <16 x float> %7567, <16 x float> %7566
  br label %7579

7569:                                             ; preds = %7560
  %7570 = bitcast <16 x float> %7561 to <8 x i64>
  %7571 = or <8 x i64> %7570, %90
  %7572 = fcmp oeq <16 x float> %7561, %66
  %7573 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %7561, i32 4)
  %7574 = bitcast <8 x i64> %7571 to <16 x float>
  %7575 = select <16 x i1> %7572, <16 x float> %7574, <16 x float> %7573
  br label %7579

7576:                                             ; preds = %7560
  %7577 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7542, <16 x i1> %5932, <16 x float> zeroinitializer)
  %7578 = fadd <16 x float> %7561, %7577
  br label %7579

7579:                                             ; preds = %7576, %7569, %7562
  %7580 = phi <16 x float> [ %7578, %7576 ], [ %7575, %7569 ], [ %7568, %7562 ]
  switch i64 %192, label %1370 [
    i64 1, label %7595
    i64 2, label %7588
    i64 3, label %7581
    i64 0, label %7603
  ]

7581:                                             ; preds = %7579
  %7582 = bitcast <16 x float> %7580 to <8 x i64>
  %7583 = and <8 x i64> %7582, %89
  %7584 = fcmp oeq <16 x float> %7580, %63
  %7585 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %7580, i32 4)
  %7586 = bitcast <8 x i64> %7583 to <16 x float>
  %7587 = select <16 x i1> %7584, <16 x float> %7586, <16 x float> %7585
  br label %7603

7588:                                             ; preds = %7579
  %7589 = bitcast <16 x float> %7580 to <8 x i64>
  %7590 = or <8 x i64> %7589, %90
  %7591 = fcmp oeq <16 x float> %7580, %66
  %7592 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %7580, i32 4)
  %7593 = bitcast <8 x i64> %7590 to <16 x float>
  %7594 = select <16 x i1> %7591, <16 x float> %7593, <16 x float> %7592
  br label %7603

7595:                                             ; preds = %7579
  %7596 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7542, <16 x i1> %5932, <16 x float> zeroinitializer)
  %7597 = fadd <16 x float> %7580, %7596
  br label %7603

7598:                                             ; preds = %7415
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5902, ptr align 1 %7420, <16 x i1> %5933)
  %7599 = getelementptr float, ptr %684, i64 %5934
  %7600 = getelementptr float, ptr %7599, i64 %820
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5901, ptr align 1 %7600, <16 x i1> %5935)
  %7601 = getelementptr float, ptr %685, i64 %5936
  %7602 = getelementptr float, ptr %7601, i64 %827
  br label %7603

7603:                                             ; preds = %7598, %7595, %7588, %7581, %7579, %7560, %7538
  %7604 = phi ptr [ %7602, %7598 ], [ %7541, %7581 ], [ %7541, %7588 ], [ %7541, %7595 ], [ %7541, %7579 ], [ %7541, %7560 ], [ %7541, %7538 ]
  %7605 = phi <16 x i1> [ %5937, %7598 ], [ %5932, %7581 ], [ %5932, %7588 ], [ %5932, %7595 ], [ %5932, %7579 ], [ %5932, %7560 ], [ %5932, %7538 ]
  %7606 = phi <16 x float> [ %5900, %7598 ], [ %7587, %7581 ], [ %7594, %7588 ], [ %7597, %7595 ], [ %7580, %7579 ], [ %7561, %7560 ], [ %5900, %7538 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7606, ptr align 1 %7604, <16 x i1> %7605)
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  br label %11662

7607:                                             ; preds = %1084
  %7608 = sub nsw i64 %10, %821
  %7609 = icmp sgt i64 %7608, 15
  %7610 = trunc i64 %7608 to i32
  %7611 = shl nsw i32 -1, %7610
  %7612 = trunc i32 %7611 to i16
  %7613 = xor i16 %7612, -1
  %7614 = select i1 %7609, i16 -1, i16 %7613
  %7615 = sub nsw i64 %10, %820
  %7616 = icmp sgt i64 %7615, 15
  %7617 = trunc i64 %7615 to i32
  %7618 = shl nsw i32 -1, %7617
  %7619 = trunc i32 %7618 to i16
  %7620 = xor i16 %7619, -1
  %7621 = select i1 %7616, i16 -1, i16 %7620
  %7622 = sub nsw i64 %10, %827
  %7623 = icmp sgt i64 %7622, 15
  %7624 = trunc i64 %7622 to i32
  %7625 = shl nsw i32 -1, %7624
  %7626 = trunc i32 %7625 to i16
  %7627 = xor i16 %7626, -1
  %7628 = select i1 %7623, i16 -1, i16 %7627
  %7629 = bitcast i16 %7614 to <16 x i1>
  %7630 = mul nsw i64 %816, %10
  %7631 = bitcast i16 %7621 to <16 x i1>
  %7632 = mul nsw i64 %817, %10
  %7633 = bitcast i16 %7628 to <16 x i1>
  %7634 = mul nsw i64 %825, %10
  br i1 %82, label %7665, label %7657

7635:                                             ; preds = %7829
  %7636 = mul nsw i64 %816, %13
  %7637 = insertelement <2 x i64> poison, i64 %7608, i64 0
  %7638 = insertelement <2 x i64> %7637, i64 %7615, i64 1
  %7639 = shl nsw <2 x i64> %7638, splat (i64 1)
  %7640 = mul nsw i64 %817, %13
  %7641 = insertelement <2 x i64> poison, i64 %819, i64 0
  %7642 = insertelement <2 x i64> %7641, i64 %818, i64 1
  %7643 = shl nsw <2 x i64> %7642, splat (i64 5)
  %7644 = add nsw <2 x i64> %7639, splat (i64 -1)
  %7645 = mul nsw i64 %825, %13
  %7646 = shl nsw i64 %826, 5
  %7647 = shl nsw i64 %7622, 1
  %7648 = add nsw i64 %7647, -1
  %7649 = shufflevector <2 x i64> %7643, <2 x i64> poison, <8 x i32> zeroinitializer
  %7650 = shufflevector <2 x i64> %7644, <2 x i64> poison, <8 x i32> zeroinitializer
  %7651 = shufflevector <2 x i64> %7643, <2 x i64> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %7652 = shufflevector <2 x i64> %7644, <2 x i64> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %7653 = insertelement <8 x i64> poison, i64 %7646, i64 0
  %7654 = shufflevector <8 x i64> %7653, <8 x i64> poison, <8 x i32> zeroinitializer
  %7655 = insertelement <8 x i64> poison, i64 %7648, i64 0
  %7656 = shufflevector <8 x i64> %7655, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %7833

7657:                                             ; preds = %7607
  %7658 = load float, ptr %444, align 4
  %7659 = insertelement <16 x float> poison, float %7658, i64 0
  %7660 = shufflevector <16 x float> %7659, <16 x float> poison, <16 x i32> zeroinitializer
  %7661 = insertelement <16 x float> poison, float %7658, i64 0
  %7662 = shufflevector <16 x float> %7661, <16 x float> poison, <16 x i32> zeroinitializer
  %7663 = insertelement <16 x float> poison, float %7658, i64 0
  %7664 = shufflevector <16 x float> %7663, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7675

7665:                                             ; preds = %7607
  %7666 = getelementptr inbounds float, ptr %565, i64 %7630
  %7667 = getelementptr inbounds float, ptr %7666, i64 %821
  %7668 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7667, <16 x i1> %7629, <16 x float> zeroinitializer)
  %7669 = getelementptr inbounds float, ptr %565, i64 %7632
  %7670 = getelementptr inbounds float, ptr %7669, i64 %820
  %7671 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7670, <16 x i1> %7631, <16 x float> zeroinitializer)
  %7672 = getelementptr inbounds float, ptr %565, i64 %7634
  %7673 = getelementptr inbounds float, ptr %7672, i64 %827
  %7674 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7673, <16 x i1> %7633, <16 x float> zeroinitializer)
  br label %7675

7675:                                             ; preds = %7665, %7657
  %7676 = phi <16 x float> [ %7671, %7665 ], [ %7662, %7657 ]
  %7677 = phi <16 x float> [ %7668, %7665 ], [ %7660, %7657 ]
  %7678 = phi <16 x float> [ %7674, %7665 ], [ %7664, %7657 ]
  br i1 %82, label %7687, label %7679

7679:                                             ; preds = %7675
  %7680 = load float, ptr %566, align 4
  %7681 = insertelement <16 x float> poison, float %7680, i64 0
  %7682 = shufflevector <16 x float> %7681, <16 x float> poison, <16 x i32> zeroinitializer
  %7683 = insertelement <16 x float> poison, float %7680, i64 0
  %7684 = shufflevector <16 x float> %7683, <16 x float> poison, <16 x i32> zeroinitializer
  %7685 = insertelement <16 x float> poison, float %7680, i64 0
  %7686 = shufflevector <16 x float> %7685, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7697

7687:                                             ; preds = %7675
  %7688 = getelementptr inbounds float, ptr %569, i64 %7630
  %7689 = getelementptr inbounds float, ptr %7688, i64 %821
  %7690 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7689, <16 x i1> %7629, <16 x float> zeroinitializer)
  %7691 = getelementptr inbounds float, ptr %569, i64 %7632
  %7692 = getelementptr inbounds float, ptr %7691, i64 %820
  %7693 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7692, <16 x i1> %7631, <16 x float> zeroinitializer)
  %7694 = getelementptr inbounds float, ptr %569, i64 %7634
  %7695 = getelementptr inbounds float, ptr %7694, i64 %827
  %7696 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7695, <16 x i1> %7633, <16 x float> zeroinitializer)
  br label %7697

7697:                                             ; preds = %7687, %7679
  %7698 = phi <16 x float> [ %7693, %7687 ], [ %7684, %7679 ]
  %7699 = phi <16 x float> [ %7690, %7687 ], [ %7682, %7679 ]
  %7700 = phi <16 x float> [ %7696, %7687 ], [ %7686, %7679 ]
  br i1 %82, label %7709, label %7701

7701:                                             ; preds = %7697
  %7702 = load float, ptr %570, align 4
  %7703 = insertelement <16 x float> poison, float %7702, i64 0
  %7704 = shufflevector <16 x float> %7703, <16 x float> poison, <16 x i32> zeroinitializer
  %7705 = insertelement <16 x float> poison, float %7702, i64 0
  %7706 = shufflevector <16 x float> %7705, <16 x float> poison, <16 x i32> zeroinitializer
  %7707 = insertelement <16 x float> poison, float %7702, i64 0
  %7708 = shufflevector <16 x float> %7707, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7719

7709:                                             ; preds = %7697
  %7710 = getelementptr inbounds float, ptr %573, i64 %7630
  %7711 = getelementptr inbounds float, ptr %7710, i64 %821
  %7712 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7711, <16 x i1> %7629, <16 x float> zeroinitializer)
  %7713 = getelementptr inbounds float, ptr %573, i64 %7632
  %7714 = getelementptr inbounds float, ptr %7713, i64 %820
  %7715 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7714, <16 x i1> %7631, <16 x float> zeroinitializer)
  %7716 = getelementptr inbounds float, ptr %573, i64 %7634
  %7717 = getelementptr inbounds float, ptr %7716, i64 %827
  %7718 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7717, <16 x i1> %7633, <16 x float> zeroinitializer)
  br label %7719

7719:                                             ; preds = %7709, %7701
  %7720 = phi <16 x float> [ %7715, %7709 ], [ %7706, %7701 ]
  %7721 = phi <16 x float> [ %7712, %7709 ], [ %7704, %7701 ]
  %7722 = phi <16 x float> [ %7718, %7709 ], [ %7708, %7701 ]
  br i1 %82, label %7731, label %7723

7723:                                             ; preds = %7719
  %7724 = load float, ptr %574, align 4
  %7725 = insertelement <16 x float> poison, float %7724, i64 0
  %7726 = shufflevector <16 x float> %7725, <16 x float> poison, <16 x i32> zeroinitializer
  %7727 = insertelement <16 x float> poison, float %7724, i64 0
  %7728 = shufflevector <16 x float> %7727, <16 x float> poison, <16 x i32> zeroinitializer
  %7729 = insertelement <16 x float> poison, float %7724, i64 0
  %7730 = shufflevector <16 x float> %7729, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7741

7731:                                             ; preds = %7719
  %7732 = getelementptr inbounds float, ptr %577, i64 %7630
  %7733 = getelementptr inbounds float, ptr %7732, i64 %821
  %7734 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7733, <16 x i1> %7629, <16 x float> zeroinitializer)
  %7735 = getelementptr inbounds float, ptr %577, i64 %7632
  %7736 = getelementptr inbounds float, ptr %7735, i64 %820
  %7737 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7736, <16 x i1> %7631, <16 x float> zeroinitializer)
  %7738 = getelementptr inbounds float, ptr %577, i64 %7634
  %7739 = getelementptr inbounds float, ptr %7738, i64 %827
  %7740 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7739, <16 x i1> %7633, <16 x float> zeroinitializer)
  br label %7741

7741:                                             ; preds = %7731, %7723
  %7742 = phi <16 x float> [ %7737, %7731 ], [ %7728, %7723 ]
  %7743 = phi <16 x float> [ %7734, %7731 ], [ %7726, %7723 ]
  %7744 = phi <16 x float> [ %7740, %7731 ], [ %7730, %7723 ]
  br i1 %82, label %7753, label %7745

7745:                                             ; preds = %7741
  %7746 = load float, ptr %578, align 4
  %7747 = insertelement <16 x float> poison, float %7746, i64 0
  %7748 = shufflevector <16 x float> %7747, <16 x float> poison, <16 x i32> zeroinitializer
  %7749 = insertelement <16 x float> poison, float %7746, i64 0
  %7750 = shufflevector <16 x float> %7749, <16 x float> poison, <16 x i32> zeroinitializer
  %7751 = insertelement <16 x float> poison, float %7746, i64 0
  %7752 = shufflevector <16 x float> %7751, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7763

7753:                                             ; preds = %7741
  %7754 = getelementptr inbounds float, ptr %581, i64 %7630
  %7755 = getelementptr inbounds float, ptr %7754, i64 %821
  %7756 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7755, <16 x i1> %7629, <16 x float> zeroinitializer)
  %7757 = getelementptr inbounds float, ptr %581, i64 %7632
  %7758 = getelementptr inbounds float, ptr %7757, i64 %820
  %7759 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7758, <16 x i1> %7631, <16 x float> zeroinitializer)
  %7760 = getelementptr inbounds float, ptr %581, i64 %7634
  %7761 = getelementptr inbounds float, ptr %7760, i64 %827
  %7762 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7761, <16 x i1> %7633, <16 x float> zeroinitializer)
  br label %7763

7763:                                             ; preds = %7753, %7745
  %7764 = phi <16 x float> [ %7759, %7753 ], [ %7750, %7745 ]
  %7765 = phi <16 x float> [ %7756, %7753 ], [ %7748, %7745 ]
  %7766 = phi <16 x float> [ %7762, %7753 ], [ %7752, %7745 ]
  br i1 %82, label %7775, label %7767

7767:                                             ; preds = %7763
  %7768 = load float, ptr %582, align 4
  %7769 = insertelement <16 x float> poison, float %7768, i64 0
  %7770 = shufflevector <16 x float> %7769, <16 x float> poison, <16 x i32> zeroinitializer
  %7771 = insertelement <16 x float> poison, float %7768, i64 0
  %7772 = shufflevector <16 x float> %7771, <16 x float> poison, <16 x i32> zeroinitializer
  %7773 = insertelement <16 x float> poison, float %7768, i64 0
  %7774 = shufflevector <16 x float> %7773, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7785

7775:                                             ; preds = %7763
  %7776 = getelementptr inbounds float, ptr %585, i64 %7630
  %7777 = getelementptr inbounds float, ptr %7776, i64 %821
  %7778 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7777, <16 x i1> %7629, <16 x float> zeroinitializer)
  %7779 = getelementptr inbounds float, ptr %585, i64 %7632
  %7780 = getelementptr inbounds float, ptr %7779, i64 %820
  %7781 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7780, <16 x i1> %7631, <16 x float> zeroinitializer)
  %7782 = getelementptr inbounds float, ptr %585, i64 %7634
  %7783 = getelementptr inbounds float, ptr %7782, i64 %827
  %7784 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7783, <16 x i1> %7633, <16 x float> zeroinitializer)
  br label %7785

7785:                                             ; preds = %7775, %7767
  %7786 = phi <16 x float> [ %7781, %7775 ], [ %7772, %7767 ]
  %7787 = phi <16 x float> [ %7778, %7775 ], [ %7770, %7767 ]
  %7788 = phi <16 x float> [ %7784, %7775 ], [ %7774, %7767 ]
  br i1 %82, label %7797, label %7789

7789:                                             ; preds = %7785
  %7790 = load float, ptr %586, align 4
  %7791 = insertelement <16 x float> poison, float %7790, i64 0
  %7792 = shufflevector <16 x float> %7791, <16 x float> poison, <16 x i32> zeroinitializer
  %7793 = insertelement <16 x float> poison, float %7790, i64 0
  %7794 = shufflevector <16 x float> %7793, <16 x float> poison, <16 x i32> zeroinitializer
  %7795 = insertelement <16 x float> poison, float %7790, i64 0
  %7796 = shufflevector <16 x float> %7795, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7807

7797:                                             ; preds = %7785
  %7798 = getelementptr inbounds float, ptr %589, i64 %7630
  %7799 = getelementptr inbounds float, ptr %7798, i64 %821
  %7800 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7799, <16 x i1> %7629, <16 x float> zeroinitializer)
  %7801 = getelementptr inbounds float, ptr %589, i64 %7632
  %7802 = getelementptr inbounds float, ptr %7801, i64 %820
  %7803 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7802, <16 x i1> %7631, <16 x float> zeroinitializer)
  %7804 = getelementptr inbounds float, ptr %589, i64 %7634
  %7805 = getelementptr inbounds float, ptr %7804, i64 %827
  %7806 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7805, <16 x i1> %7633, <16 x float> zeroinitializer)
  br label %7807

7807:                                             ; preds = %7797, %7789
  %7808 = phi <16 x float> [ %7803, %7797 ], [ %7794, %7789 ]
  %7809 = phi <16 x float> [ %7800, %7797 ], [ %7792, %7789 ]
  %7810 = phi <16 x float> [ %7806, %7797 ], [ %7796, %7789 ]
  br i1 %82, label %7819, label %7811

7811:                                             ; preds = %7807
  %7812 = load float, ptr %590, align 4
  %7813 = insertelement <16 x float> poison, float %7812, i64 0
  %7814 = shufflevector <16 x float> %7813, <16 x float> poison, <16 x i32> zeroinitializer
  %7815 = insertelement <16 x float> poison, float %7812, i64 0
  %7816 = shufflevector <16 x float> %7815, <16 x float> poison, <16 x i32> zeroinitializer
  %7817 = insertelement <16 x float> poison, float %7812, i64 0
  %7818 = shufflevector <16 x float> %7817, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7829

7819:                                             ; preds = %7807
  %7820 = getelementptr inbounds float, ptr %593, i64 %7630
  %7821 = getelementptr inbounds float, ptr %7820, i64 %821
  %7822 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7821, <16 x i1> %7629, <16 x float> zeroinitializer)
  %7823 = getelementptr inbounds float, ptr %593, i64 %7632
  %7824 = getelementptr inbounds float, ptr %7823, i64 %820
  %7825 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7824, <16 x i1> %7631, <16 x float> zeroinitializer)
  %7826 = getelementptr inbounds float, ptr %593, i64 %7634
  %7827 = getelementptr inbounds float, ptr %7826, i64 %827
  %7828 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7827, <16 x i1> %7633, <16 x float> zeroinitializer)
  br label %7829

7829:                                             ; preds = %7819, %7811
  %7830 = phi <16 x float> [ %7825, %7819 ], [ %7816, %7811 ]
  %7831 = phi <16 x float> [ %7822, %7819 ], [ %7814, %7811 ]
  %7832 = phi <16 x float> [ %7828, %7819 ], [ %7818, %7811 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  call void @llvm.lifetime.start.p0(ptr nonnull %40)
  br i1 %83, label %7635, label %7941

7833:                                             ; preds = %7635, %7942
  %7834 = phi i64 [ %7943, %7942 ], [ 0, %7635 ]
  br i1 %84, label %7835, label %7942

7835:                                             ; preds = %7833
  %7836 = mul nuw nsw i64 %7834, %12
  %7837 = sub i64 %7834, %15
  %7838 = add i64 %7837, %7640
  %7839 = add i64 %7837, %7636
  %7840 = insertelement <2 x i64> poison, i64 %7839, i64 0
  %7841 = insertelement <2 x i64> %7840, i64 %7838, i64 1
  %7842 = icmp sgt <2 x i64> %7841, splat (i64 -1)
  %7843 = icmp slt <2 x i64> %7841, %371
  %7844 = and <2 x i1> %7842, %7843
  %7845 = extractelement <2 x i1> %7844, i64 0
  %7846 = select i1 %7845, i64 %7839, i64 0
  %7847 = mul nsw i64 %7846, %8
  %7848 = extractelement <2 x i1> %7844, i64 1
  %7849 = select i1 %7848, i64 %7838, i64 0
  %7850 = mul nsw i64 %7849, %8
  %7851 = add i64 %7837, %7645
  %7852 = icmp sgt i64 %7851, -1
  %7853 = icmp slt i64 %7851, %7
  %7854 = and i1 %7852, %7853
  %7855 = select i1 %7854, i64 %7851, i64 0
  %7856 = mul nsw i64 %7855, %8
  br i1 %372, label %7939, label %7857

7857:                                             ; preds = %7835
  %7858 = insertelement <8 x i64> poison, i64 %7847, i64 0
  %7859 = insertelement <8 x i64> poison, i64 %7850, i64 0
  %7860 = insertelement <8 x i64> poison, i64 %7856, i64 0
  %7861 = shufflevector <8 x i64> %7860, <8 x i64> poison, <8 x i32> zeroinitializer
  %7862 = shufflevector <8 x i64> %7858, <8 x i64> %7859, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  br label %7863

7863:                                             ; preds = %7863, %7857
  %7864 = phi i64 [ 0, %7857 ], [ %7935, %7863 ]
  %7865 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %7857 ], [ %7936, %7863 ]
  %7866 = add nuw nsw i64 %7864, %7836
  %7867 = sub <8 x i64> %7865, %375
  %7868 = getelementptr inbounds nuw [3 x i64], ptr %39, i64 %7866
  %7869 = getelementptr inbounds nuw [3 x i32], ptr %40, i64 %7866
  %7870 = add <8 x i64> %7867, %7649
  %7871 = icmp slt <8 x i64> %7870, zeroinitializer
  %7872 = sub nsw <8 x i64> zeroinitializer, %7870
  %7873 = select <8 x i1> %7871, <8 x i64> %7872, <8 x i64> zeroinitializer
  %7874 = sub nsw <8 x i64> %377, %7870
  %7875 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %7874, <8 x i64> %7650)
  %7876 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %7875, <8 x i64> splat (i64 32))
  %7877 = icmp sgt <8 x i64> %7876, %7873
  %7878 = select i1 %7845, <8 x i1> %7877, <8 x i1> zeroinitializer
  %7879 = select <8 x i1> %7878, <8 x i64> %7876, <8 x i64> zeroinitializer
  %7880 = icmp sgt <8 x i64> %7879, splat (i64 31)
  %7881 = trunc <8 x i64> %7879 to <8 x i32>
  %7882 = shl nsw <8 x i32> splat (i32 -1), %7881
  %7883 = xor <8 x i32> %7882, splat (i32 -1)
  %7884 = select <8 x i1> %7880, <8 x i32> splat (i32 -1), <8 x i32> %7883
  %7885 = trunc <8 x i64> %7873 to <8 x i32>
  %7886 = shl nsw <8 x i32> splat (i32 -1), %7885
  %7887 = select <8 x i1> %7878, <8 x i32> %7886, <8 x i32> splat (i32 -1)
  %7888 = and <8 x i32> %7884, %7887
  %7889 = add <8 x i64> %7867, %7651
  %7890 = icmp slt <8 x i64> %7889, zeroinitializer
  %7891 = sub nsw <8 x i64> zeroinitializer, %7889
  %7892 = select <8 x i1> %7890, <8 x i64> %7891, <8 x i64> zeroinitializer
  %7893 = sub nsw <8 x i64> %377, %7889
  %7894 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %7893, <8 x i64> %7652)
  %7895 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %7894, <8 x i64> splat (i64 32))
  %7896 = icmp sgt <8 x i64> %7895, %7892
  %7897 = select i1 %7848, <8 x i1> %7896, <8 x i1> zeroinitializer
  %7898 = select <8 x i1> %7897, <8 x i64> %7895, <8 x i64> zeroinitializer
  %7899 = icmp sgt <8 x i64> %7898, splat (i64 31)
  %7900 = trunc <8 x i64> %7898 to <8 x i32>
  %7901 = shl nsw <8 x i32> splat (i32 -1), %7900
  %7902 = xor <8 x i32> %7901, splat (i32 -1)
  %7903 = select <8 x i1> %7899, <8 x i32> splat (i32 -1), <8 x i32> %7902
  %7904 = trunc <8 x i64> %7892 to <8 x i32>
  %7905 = shl nsw <8 x i32> splat (i32 -1), %7904
  %7906 = select <8 x i1> %7897, <8 x i32> %7905, <8 x i32> splat (i32 -1)
  %7907 = and <8 x i32> %7903, %7906
  %7908 = add <8 x i64> %7867, %7654
  %7909 = icmp slt <8 x i64> %7908, zeroinitializer
  %7910 = sub nsw <8 x i64> zeroinitializer, %7908
  %7911 = select <8 x i1> %7909, <8 x i64> %7910, <8 x i64> zeroinitializer
  %7912 = sub nsw <8 x i64> %377, %7908
  %7913 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %7912, <8 x i64> %7656)
  %7914 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %7913, <8 x i64> splat (i64 32))
  %7915 = icmp sgt <8 x i64> %7914, %7911
  %7916 = select i1 %7854, <8 x i1> %7915, <8 x i1> zeroinitializer
  %7917 = select <8 x i1> %7916, <8 x i64> %7914, <8 x i64> zeroinitializer
  %7918 = add nsw <8 x i64> %7861, %7908
  %7919 = shufflevector <8 x i64> %7870, <8 x i64> %7889, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %7920 = add nsw <16 x i64> %7862, %7919
  %7921 = shufflevector <8 x i64> %7918, <8 x i64> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %7922 = shufflevector <16 x i64> %7920, <16 x i64> %7921, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x i64> %7922, ptr %7868, align 8
  %7923 = icmp sgt <8 x i64> %7917, splat (i64 31)
  %7924 = trunc <8 x i64> %7917 to <8 x i32>
  %7925 = shl nsw <8 x i32> splat (i32 -1), %7924
  %7926 = xor <8 x i32> %7925, splat (i32 -1)
  %7927 = select <8 x i1> %7923, <8 x i32> splat (i32 -1), <8 x i32> %7926
  %7928 = trunc <8 x i64> %7911 to <8 x i32>
  %7929 = shl nsw <8 x i32> splat (i32 -1), %7928
  %7930 = select <8 x i1> %7916, <8 x i32> %7929, <8 x i32> splat (i32 -1)
  %7931 = and <8 x i32> %7927, %7930
  %7932 = shufflevector <8 x i32> %7888, <8 x i32> %7907, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %7933 = shufflevector <8 x i32> %7931, <8 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %7934 = shufflevector <16 x i32> %7932, <16 x i32> %7933, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x i32> %7934, ptr %7869, align 4
  %7935 = add nuw i64 %7864, 8
  %7936 = add nuw nsw <8 x i64> %7865, splat (i64 8)
  %7937 = icmp eq i64 %7935, %373
  br i1 %7937, label %7938, label %7863

7938:                                             ; preds = %7863
  br i1 %378, label %7942, label %7939

7939:                                             ; preds = %7835, %7938
  %7940 = phi i64 [ 0, %7835 ], [ %373, %7938 ]
  br label %7945

7941:                                             ; preds = %7942, %7829
  br i1 %86, label %8045, label %8004

7942:                                             ; preds = %7945, %7938, %7833
  %7943 = add nuw nsw i64 %7834, 1
  %7944 = icmp eq i64 %7943, %11
  br i1 %7944, label %7941, label %7833

7945:                                             ; preds = %7939, %7945
  %7946 = phi i64 [ %8002, %7945 ], [ %7940, %7939 ]
  %7947 = add nuw nsw i64 %7946, %7836
  %7948 = sub i64 %7946, %16
  %7949 = getelementptr inbounds nuw [3 x i64], ptr %39, i64 %7947
  %7950 = getelementptr inbounds nuw [3 x i32], ptr %40, i64 %7947
  %7951 = getelementptr inbounds nuw i8, ptr %7949, i64 8
  %7952 = insertelement <2 x i64> poison, i64 %7948, i64 0
  %7953 = shufflevector <2 x i64> %7952, <2 x i64> poison, <2 x i32> zeroinitializer
  %7954 = add <2 x i64> %7953, %7643
  %7955 = extractelement <2 x i64> %7954, i64 0
  %7956 = add nsw i64 %7847, %7955
  store i64 %7956, ptr %7949, align 8
  %7957 = icmp slt <2 x i64> %7954, zeroinitializer
  %7958 = sub nsw <2 x i64> zeroinitializer, %7954
  %7959 = select <2 x i1> %7957, <2 x i64> %7958, <2 x i64> zeroinitializer
  %7960 = extractelement <2 x i64> %7954, i64 1
  %7961 = sub nsw i64 %8, %7960
  %7962 = sub nsw i64 %8, %7955
  %7963 = insertelement <2 x i64> poison, i64 %7962, i64 0
  %7964 = insertelement <2 x i64> %7963, i64 %7961, i64 1
  %7965 = call <2 x i64> @llvm.smin.v2i64(<2 x i64> %7964, <2 x i64> %7644)
  %7966 = call <2 x i64> @llvm.smin.v2i64(<2 x i64> %7965, <2 x i64> splat (i64 32))
  %7967 = icmp sgt <2 x i64> %7966, %7959
  %7968 = select <2 x i1> %7844, <2 x i1> %7967, <2 x i1> zeroinitializer
  %7969 = select <2 x i1> %7968, <2 x i64> %7966, <2 x i64> zeroinitializer
  %7970 = add nsw i64 %7850, %7960
  store i64 %7970, ptr %7951, align 8
  %7971 = icmp sgt <2 x i64> %7969, splat (i64 31)
  %7972 = trunc <2 x i64> %7969 to <2 x i32>
  %7973 = shl nsw <2 x i32> splat (i32 -1), %7972
  %7974 = xor <2 x i32> %7973, splat (i32 -1)
  %7975 = select <2 x i1> %7971, <2 x i32> splat (i32 -1), <2 x i32> %7974
  %7976 = trunc <2 x i64> %7959 to <2 x i32>
  %7977 = shl nsw <2 x i32> splat (i32 -1), %7976
  %7978 = select <2 x i1> %7968, <2 x i32> %7977, <2 x i32> splat (i32 -1)
  %7979 = and <2 x i32> %7975, %7978
  store <2 x i32> %7979, ptr %7950, align 4
  %7980 = add i64 %7948, %7646
  %7981 = icmp slt i64 %7980, 0
  %7982 = sub nsw i64 0, %7980
  %7983 = select i1 %7981, i64 %7982, i64 0
  %7984 = sub nsw i64 %8, %7980
  %7985 = tail call i64 @llvm.smin.i64(i64 %7984, i64 %7648)
  %7986 = tail call i64 @llvm.smin.i64(i64 %7985, i64 32)
  %7987 = icmp sgt i64 %7986, %7983
  %7988 = select i1 %7854, i1 %7987, i1 false
  %7989 = select i1 %7988, i64 %7986, i64 0
  %7990 = add nsw i64 %7856, %7980
  %7991 = getelementptr inbounds nuw i8, ptr %7949, i64 16
  store i64 %7990, ptr %7991, align 8
  %7992 = icmp sgt i64 %7989, 31
  %7993 = trunc i64 %7989 to i32
  %7994 = shl nsw i32 -1, %7993
  %7995 = xor i32 %7994, -1
  %7996 = select i1 %7992, i32 -1, i32 %7995
  %7997 = trunc i64 %7983 to i32
  %7998 = shl nsw i32 -1, %7997
  %7999 = select i1 %7988, i32 %7998, i32 -1
  %8000 = and i32 %7996, %7999
  %8001 = getelementptr inbounds nuw i8, ptr %7950, i64 8
  store i32 %8000, ptr %8001, align 4
  %8002 = add nuw nsw i64 %7946, 1
  %8003 = icmp eq i64 %8002, %12
  br i1 %8003, label %7942, label %7945

8004:                                             ; preds = %8075, %7941
  %8005 = phi <16 x float> [ %7832, %7941 ], [ %8076, %8075 ]
  %8006 = phi <16 x float> [ %7830, %7941 ], [ %8077, %8075 ]
  %8007 = phi <16 x float> [ %7831, %7941 ], [ %8078, %8075 ]
  %8008 = phi <16 x float> [ %7810, %7941 ], [ %8079, %8075 ]
  %8009 = phi <16 x float> [ %7808, %7941 ], [ %8080, %8075 ]
  %8010 = phi <16 x float> [ %7809, %7941 ], [ %8081, %8075 ]
  %8011 = phi <16 x float> [ %7788, %7941 ], [ %8082, %8075 ]
  %8012 = phi <16 x float> [ %7786, %7941 ], [ %8083, %8075 ]
  %8013 = phi <16 x float> [ %7787, %7941 ], [ %8084, %8075 ]
  %8014 = phi <16 x float> [ %7766, %7941 ], [ %8085, %8075 ]
  %8015 = phi <16 x float> [ %7764, %7941 ], [ %8086, %8075 ]
  %8016 = phi <16 x float> [ %7765, %7941 ], [ %8087, %8075 ]
  %8017 = phi <16 x float> [ %7744, %7941 ], [ %8088, %8075 ]
  %8018 = phi <16 x float> [ %7742, %7941 ], [ %8089, %8075 ]
  %8019 = phi <16 x float> [ %7743, %7941 ], [ %8096, %8075 ]
  %8020 = phi <16 x float> [ %7722, %7941 ], [ %8097, %8075 ]
  %8021 = phi <16 x float> [ %7720, %7941 ], [ %8098, %8075 ]
  %8022 = phi <16 x float> [ %7721, %7941 ], [ %8099, %8075 ]
  %8023 = phi <16 x float> [ %7700, %7941 ], [ %8090, %8075 ]
  %8024 = phi <16 x float> [ %7698, %7941 ], [ %8091, %8075 ]
  %8025 = phi <16 x float> [ %7699, %7941 ], [ %8092, %8075 ]
  %8026 = phi <16 x float> [ %7678, %7941 ], [ %8093, %8075 ]
  %8027 = phi <16 x float> [ %7676, %7941 ], [ %8094, %8075 ]
  %8028 = phi <16 x float> [ %7677, %7941 ], [ %8095, %8075 ]
  %8029 = mul nsw i64 %816, %10
  %8030 = add i64 %8029, %821
  %8031 = bitcast i16 %7614 to <16 x i1>
  %8032 = mul nsw i64 %817, %10
  %8033 = add i64 %8032, %820
  %8034 = bitcast i16 %7621 to <16 x i1>
  %8035 = mul nsw i64 %825, %10
  %8036 = add i64 %8035, %827
  %8037 = bitcast i16 %7628 to <16 x i1>
  %8038 = bitcast i16 %7614 to <16 x i1>
  %8039 = mul nsw i64 %817, %10
  %8040 = bitcast i16 %7621 to <16 x i1>
  %8041 = mul nsw i64 %825, %10
  %8042 = bitcast i16 %7628 to <16 x i1>
  %8043 = add i64 %594, %8030
  %8044 = getelementptr inbounds float, ptr %435, i64 %8043
  br i1 %88, label %8405, label %8228

8045:                                             ; preds = %7941, %8075
  %8046 = phi <16 x float> [ %8076, %8075 ], [ %7832, %7941 ]
  %8047 = phi <16 x float> [ %8077, %8075 ], [ %7830, %7941 ]
  %8048 = phi <16 x float> [ %8078, %8075 ], [ %7831, %7941 ]
  %8049 = phi <16 x float> [ %8079, %8075 ], [ %7810, %7941 ]
  %8050 = phi <16 x float> [ %8080, %8075 ], [ %7808, %7941 ]
  %8051 = phi <16 x float> [ %8081, %8075 ], [ %7809, %7941 ]
  %8052 = phi <16 x float> [ %8082, %8075 ], [ %7788, %7941 ]
  %8053 = phi <16 x float> [ %8083, %8075 ], [ %7786, %7941 ]
  %8054 = phi <16 x float> [ %8084, %8075 ], [ %7787, %7941 ]
  %8055 = phi <16 x float> [ %8085, %8075 ], [ %7766, %7941 ]
  %8056 = phi <16 x float> [ %8086, %8075 ], [ %7764, %7941 ]
  %8057 = phi <16 x float> [ %8087, %8075 ], [ %7765, %7941 ]
  %8058 = phi <16 x float> [ %8088, %8075 ], [ %7744, %7941 ]
  %8059 = phi <16 x float> [ %8089, %8075 ], [ %7742, %7941 ]
  %8060 = phi <16 x float> [ %8090, %8075 ], [ %7700, %7941 ]
  %8061 = phi <16 x float> [ %8091, %8075 ], [ %7698, %7941 ]
  %8062 = phi <16 x float> [ %8092, %8075 ], [ %7699, %7941 ]
  %8063 = phi <16 x float> [ %8093, %8075 ], [ %7678, %7941 ]
  %8064 = phi <16 x float> [ %8094, %8075 ], [ %7676, %7941 ]
  %8065 = phi <16 x float> [ %8095, %8075 ], [ %7677, %7941 ]
  %8066 = phi <16 x float> [ %8096, %8075 ], [ %7743, %7941 ]
  %8067 = phi <16 x float> [ %8097, %8075 ], [ %7722, %7941 ]
  %8068 = phi <16 x float> [ %8098, %8075 ], [ %7720, %7941 ]
  %8069 = phi <16 x float> [ %8099, %8075 ], [ %7721, %7941 ]
  %8070 = phi i64 [ %8100, %8075 ], [ 0, %7941 ]
  %8071 = mul nsw i64 %80, %8070
  %8072 = getelementptr inbounds float, ptr %428, i64 %8071
  %8073 = mul nsw i64 %8070, %81
  %8074 = getelementptr inbounds float, ptr %445, i64 %8073
  br i1 %87, label %8102, label %8075

8075:                                             ; preds = %8102, %8045
  %8076 = phi <16 x float> [ %8046, %8045 ], [ %8225, %8102 ]
  %8077 = phi <16 x float> [ %8047, %8045 ], [ %8224, %8102 ]
  %8078 = phi <16 x float> [ %8048, %8045 ], [ %8223, %8102 ]
  %8079 = phi <16 x float> [ %8049, %8045 ], [ %8218, %8102 ]
  %8080 = phi <16 x float> [ %8050, %8045 ], [ %8217, %8102 ]
  %8081 = phi <16 x float> [ %8051, %8045 ], [ %8216, %8102 ]
  %8082 = phi <16 x float> [ %8052, %8045 ], [ %8211, %8102 ]
  %8083 = phi <16 x float> [ %8053, %8045 ], [ %8210, %8102 ]
  %8084 = phi <16 x float> [ %8054, %8045 ], [ %8209, %8102 ]
  %8085 = phi <16 x float> [ %8055, %8045 ], [ %8204, %8102 ]
  %8086 = phi <16 x float> [ %8056, %8045 ], [ %8203, %8102 ]
  %8087 = phi <16 x float> [ %8057, %8045 ], [ %8202, %8102 ]
  %8088 = phi <16 x float> [ %8058, %8045 ], [ %8197, %8102 ]
  %8089 = phi <16 x float> [ %8059, %8045 ], [ %8196, %8102 ]
  %8090 = phi <16 x float> [ %8060, %8045 ], [ %8183, %8102 ]
  %8091 = phi <16 x float> [ %8061, %8045 ], [ %8182, %8102 ]
  %8092 = phi <16 x float> [ %8062, %8045 ], [ %8181, %8102 ]
  %8093 = phi <16 x float> [ %8063, %8045 ], [ %8176, %8102 ]
  %8094 = phi <16 x float> [ %8064, %8045 ], [ %8175, %8102 ]
  %8095 = phi <16 x float> [ %8065, %8045 ], [ %8174, %8102 ]
  %8096 = phi <16 x float> [ %8066, %8045 ], [ %8195, %8102 ]
  %8097 = phi <16 x float> [ %8067, %8045 ], [ %8190, %8102 ]
  %8098 = phi <16 x float> [ %8068, %8045 ], [ %8189, %8102 ]
  %8099 = phi <16 x float> [ %8069, %8045 ], [ %8188, %8102 ]
  %8100 = add nuw nsw i64 %8070, 1
  %8101 = icmp eq i64 %8100, %5
  br i1 %8101, label %8004, label %8045

8102:                                             ; preds = %8045, %8102
  %8103 = phi <16 x float> [ %8225, %8102 ], [ %8046, %8045 ]
  %8104 = phi <16 x float> [ %8224, %8102 ], [ %8047, %8045 ]
  %8105 = phi <16 x float> [ %8223, %8102 ], [ %8048, %8045 ]
  %8106 = phi <16 x float> [ %8218, %8102 ], [ %8049, %8045 ]
  %8107 = phi <16 x float> [ %8217, %8102 ], [ %8050, %8045 ]
  %8108 = phi <16 x float> [ %8216, %8102 ], [ %8051, %8045 ]
  %8109 = phi <16 x float> [ %8211, %8102 ], [ %8052, %8045 ]
  %8110 = phi <16 x float> [ %8210, %8102 ], [ %8053, %8045 ]
  %8111 = phi <16 x float> [ %8209, %8102 ], [ %8054, %8045 ]
  %8112 = phi <16 x float> [ %8204, %8102 ], [ %8055, %8045 ]
  %8113 = phi <16 x float> [ %8203, %8102 ], [ %8056, %8045 ]
  %8114 = phi <16 x float> [ %8202, %8102 ], [ %8057, %8045 ]
  %8115 = phi <16 x float> [ %8197, %8102 ], [ %8058, %8045 ]
  %8116 = phi <16 x float> [ %8196, %8102 ], [ %8059, %8045 ]
  %8117 = phi <16 x float> [ %8183, %8102 ], [ %8060, %8045 ]
  %8118 = phi <16 x float> [ %8182, %8102 ], [ %8061, %8045 ]
  %8119 = phi <16 x float> [ %8181, %8102 ], [ %8062, %8045 ]
  %8120 = phi <16 x float> [ %8176, %8102 ], [ %8063, %8045 ]
  %8121 = phi <16 x float> [ %8175, %8102 ], [ %8064, %8045 ]
  %8122 = phi <16 x float> [ %8174, %8102 ], [ %8065, %8045 ]
  %8123 = phi <16 x float> [ %8195, %8102 ], [ %8066, %8045 ]
  %8124 = phi <16 x float> [ %8190, %8102 ], [ %8067, %8045 ]
  %8125 = phi <16 x float> [ %8189, %8102 ], [ %8068, %8045 ]
  %8126 = phi <16 x float> [ %8188, %8102 ], [ %8069, %8045 ]
  %8127 = phi i64 [ %8226, %8102 ], [ 0, %8045 ]
  %8128 = getelementptr inbounds nuw [3 x i64], ptr %39, i64 %8127
  %8129 = getelementptr inbounds nuw [3 x i32], ptr %40, i64 %8127
  %8130 = load i64, ptr %8128, align 8
  %8131 = getelementptr inbounds float, ptr %8072, i64 %8130
  %8132 = load i32, ptr %8129, align 4
  %8133 = trunc i32 %8132 to i16
  %8134 = bitcast i16 %8133 to <16 x i1>
  %8135 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %8131, <16 x i1> %8134, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %8136 = lshr i32 %8132, 16
  %8137 = trunc nuw i32 %8136 to i16
  %8138 = getelementptr inbounds nuw i8, ptr %8131, i64 64
  %8139 = bitcast i16 %8137 to <16 x i1>
  %8140 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %8138, <16 x i1> %8139, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %8141 = shufflevector <16 x float> %8135, <16 x float> %8140, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %8142 = getelementptr inbounds nuw i8, ptr %8128, i64 8
  %8143 = load i64, ptr %8142, align 8
  %8144 = getelementptr inbounds float, ptr %8072, i64 %8143
  %8145 = getelementptr inbounds nuw i8, ptr %8129, i64 4
  %8146 = load i32, ptr %8145, align 4
  %8147 = trunc i32 %8146 to i16
  %8148 = bitcast i16 %8147 to <16 x i1>
  %8149 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %8144, <16 x i1> %8148, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %8150 = lshr i32 %8146, 16
  %8151 = trunc nuw i32 %8150 to i16
  %8152 = getelementptr inbounds nuw i8, ptr %8144, i64 64
  %8153 = bitcast i16 %8151 to <16 x i1>
  %8154 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %8152, <16 x i1> %8153, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %8155 = shufflevector <16 x float> %8149, <16 x float> %8154, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %8156 = getelementptr inbounds nuw i8, ptr %8128, i64 16
  %8157 = load i64, ptr %8156, align 8
  %8158 = getelementptr inbounds float, ptr %8072, i64 %8157
  %8159 = getelementptr inbounds nuw i8, ptr %8129, i64 8
  %8160 = load i32, ptr %8159, align 4
  %8161 = trunc i32 %8160 to i16
  %8162 = bitcast i16 %8161 to <16 x i1>
  %8163 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %8158, <16 x i1> %8162, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %8164 = lshr i32 %8160, 16
  %8165 = trunc nuw i32 %8164 to i16
  %8166 = getelementptr inbounds nuw i8, ptr %8158, i64 64
  %8167 = bitcast i16 %8165 to <16 x i1>
  %8168 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %8166, <16 x i1> %8167, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %8169 = shufflevector <16 x float> %8163, <16 x float> %8168, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %8170 = getelementptr float, ptr %8074, i64 %8127
  %8171 = load float, ptr %8170, align 4
  %8172 = insertelement <16 x float> poison, float %8171, i64 0
  %8173 = shufflevector <16 x float> %8172, <16 x float> poison, <16 x i32> zeroinitializer
  %8174 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %8141, <16 x float> %8173, <16 x float> %8122)
  %8175 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %8155, <16 x float> %8173, <16 x float> %8121)
  %8176 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %8169, <16 x float> %8173, <16 x float> %8120)
  %8177 = getelementptr float, ptr %8170, i64 %85
  %8178 = load float, ptr %8177, align 4
  %8179 = insertelement <16 x float> poison, float %8178, i64 0
  %8180 = shufflevector <16 x float> %8179, <16 x float> poison, <16 x i32> zeroinitializer
  %8181 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %8141, <16 x float> %8180, <16 x float> %8119)
  %8182 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %8155, <16 x float> %8180, <16 x float> %8118)
  %8183 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %8169, <16 x float> %8180, <16 x float> %8117)
  %8184 = getelementptr i8, ptr %8170, i64 %151
  %8185 = load float, ptr %8184, align 4
  %8186 = insertelement <16 x float> poison, float %8185, i64 0
  %8187 = shufflevector <16 x float> %8186, <16 x float> poison, <16 x i32> zeroinitializer
  %8188 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %8141, <16 x float> %8187, <16 x float> %8126)
  %8189 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %8155, <16 x float> %8187, <16 x float> %8125)
  %8190 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %8169, <16 x float> %8187, <16 x float> %8124)
  %8191 = getelementptr i8, ptr %8170, i64 %152
  %8192 = load float, ptr %8191, align 4
  %8193 = insertelement <16 x float> poison, float %8192, i64 0
  %8194 = shufflevector <16 x float> %8193, <16 x float> poison, <16 x i32> zeroinitializer
  %8195 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %8141, <16 x float> %8194, <16 x float> %8123)
  %8196 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %8155, <16 x float> %8194, <16 x float> %8116)
  %8197 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %8169, <16 x float> %8194, <16 x float> %8115)
  %8198 = getelementptr i8, ptr %8170, i64 %153
  %8199 = load float, ptr %8198, align 4
  %8200 = insertelement <16 x float> poison, float %8199, i64 0
  %8201 = shufflevector <16 x float> %8200, <16 x float> poison, <16 x i32> zeroinitializer
  %8202 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %8141, <16 x float> %8201, <16 x float> %8114)
  %8203 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %8155, <16 x float> %8201, <16 x float> %8113)
  %8204 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %8169, <16 x float> %8201, <16 x float> %8112)
  %8205 = getelementptr i8, ptr %8170, i64 %154
  %8206 = load float, ptr %8205, align 4
  %8207 = insertelement <16 x float> poison, float %8206, i64 0
  %8208 = shufflevector <16 x float> %8207, <16 x float> poison, <16 x i32> zeroinitializer
  %8209 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %8141, <16 x float> %8208, <16 x float> %8111)
  %8210 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %8155, <16 x float> %8208, <16 x float> %8110)
  %8211 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %8169, <16 x float> %8208, <16 x float> %8109)
  %8212 = getelementptr i8, ptr %8170, i64 %155
  %8213 = load float, ptr %8212, align 4
  %8214 = insertelement <16 x float> poison, float %8213, i64 0
  %8215 = shufflevector <16 x float> %8214, <16 x float> poison, <16 x i32> zeroinitializer
  %8216 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %8141, <16 x float> %8215, <16 x float> %8108)
  %8217 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %8155, <16 x float> %8215, <16 x float> %8107)
  %8218 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %8169, <16 x float> %8215, <16 x float> %8106)
  %8219 = getelementptr i8, ptr %8170, i64 %156
  %8220 = load float, ptr %8219, align 4
  %8221 = insertelement <16 x float> poison, float %8220, i64 0
  %8222 = shufflevector <16 x float> %8221, <16 x float> poison, <16 x i32> zeroinitializer
  %8223 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %8141, <16 x float> %8222, <16 x float> %8105)
  %8224 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %8155, <16 x float> %8222, <16 x float> %8104)
  %8225 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %8169, <16 x float> %8222, <16 x float> %8103)
  %8226 = add nuw nsw i64 %8127, 1
  %8227 = icmp eq i64 %8226, %81
  br i1 %8227, label %8075, label %8102

8228:                                             ; preds = %8004
  %8229 = getelementptr inbounds float, ptr %433, i64 %8043
  switch i64 %157, label %1370 [
    i64 1, label %8230
    i64 2, label %8233
    i64 3, label %8240
    i64 0, label %8285
  ]

8230:                                             ; preds = %8228
  %8231 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8229, <16 x i1> %8031, <16 x float> zeroinitializer)
  %8232 = fadd <16 x float> %8028, %8231
  br label %8247

8233:                                             ; preds = %8228
  %8234 = bitcast <16 x float> %8028 to <8 x i64>
  %8235 = or <8 x i64> %8234, %90
  %8236 = fcmp oeq <16 x float> %8028, %66
  %8237 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8028, i32 4)
  %8238 = bitcast <8 x i64> %8235 to <16 x float>
  %8239 = select <16 x i1> %8236, <16 x float> %8238, <16 x float> %8237
  br label %8247

8240:                                             ; preds = %8228
  %8241 = bitcast <16 x float> %8028 to <8 x i64>
  %8242 = and <8 x i64> %8241, %89
  %8243 = fcmp oeq <16 x float> %8028, %63
  %8244 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8028, i32 4)
  %8245 = bitcast <8 x i64> %8242 to <16 x float>
  %8246 = select <16 x i1> %8243, <16 x float> %8245, <16 x float> %8244
  br label %8247

8247:                                             ; preds = %8240, %8233, %8230
  %8248 = phi <16 x float> [ %8232, %8230 ], [ %8239, %8233 ], [ %8246, %8240 ]
  switch i64 %159, label %1370 [
    i64 1, label %8263
    i64 2, label %8256
    i64 3, label %8249
    i64 0, label %8285
  ]

8249:                                             ; preds = %8247
  %8250 = bitcast <16 x float> %8248 to <8 x i64>
  %8251 = and <8 x i64> %8250, %89
  %8252 = fcmp oeq <16 x float> %8248, %63
  %8253 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8248, i32 4)
  %8254 = bitcast <8 x i64> %8251 to <16 x float>
  %8255 = select <16 x i1> %8252, <16 x float> %8254, <16 x float> %8253
  br label %8266

8256:                                             ; preds = %8247
  %8257 = bitcast <16 x float> %8248 to <8 x i64>
  %8258 = or <8 x i64> %8257, %90
  %8259 = fcmp oeq <16 x float> %8248, %66
  %8260 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8248, i32 4)
  %8261 = bitcast <8 x i64> %8258 to <16 x float>
  %8262 = select <16 x i1> %8259, <16 x float> %8261, <16 x float> %8260
  br label %8266

8263:                                             ; preds = %8247
  %8264 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8229, <16 x i1> %8031, <16 x float> zeroinitializer)
  %8265 = fadd <16 x float> %8248, %8264
  br label %8266

8266:                                             ; preds = %8263, %8256, %8249
  %8267 = phi <16 x float> [ %8265, %8263 ], [ %8262, %8256 ], [ %8255, %8249 ]
  switch i64 %161, label %1370 [
    i64 1, label %8282
    i64 2, label %8275
    i64 3, label %8268
    i64 0, label %8285
  ]

8268:                                             ; preds = %8266
  %8269 = bitcast <16 x float> %8267 to <8 x i64>
  %8270 = and <8 x i64> %8269, %89
  %8271 = fcmp oeq <16 x float> %8267, %63
  %8272 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8267, i32 4)
  %8273 = bitcast <8 x i64> %8270 to <16 x float>
  %8274 = select <16 x i1> %8271, <16 x float> %8273, <16 x float> %8272
  br label %8285

8275:                                             ; preds = %8266
  %8276 = bitcast <16 x float> %8267 to <8 x i64>
  %8277 = or <8 x i64> %8276, %90
  %8278 = fcmp oeq <16 x float> %8267, %66
  %8279 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8267, i32 4)
  %8280 = bitcast <8 x i64> %8277 to <16 x float>
  %8281 = select <16 x i1> %8278, <16 x float> %8280, <16 x float> %8279
  br label %8285

8282:                                             ; preds = %8266
  %8283 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8229, <16 x i1> %8031, <16 x float> zeroinitializer)
  %8284 = fadd <16 x float> %8267, %8283
  br label %8285

8285:                                             ; preds = %8228, %8247, %8266, %8282, %8275, %8268
  %8286 = phi <16 x float> [ %8274, %8268 ], [ %8281, %8275 ], [ %8284, %8282 ], [ %8248, %8247 ], [ %8267, %8266 ], [ %8028, %8228 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8286, ptr align 1 %8044, <16 x i1> %8031)
  %8287 = add i64 %594, %8033
  %8288 = getelementptr inbounds float, ptr %435, i64 %8287
  %8289 = getelementptr inbounds float, ptr %433, i64 %8287
  switch i64 %162, label %1370 [
    i64 1, label %8304
    i64 2, label %8297
    i64 3, label %8290
    i64 0, label %8345
  ]

8290:                                             ; preds = %8285
  %8291 = bitcast <16 x float> %8027 to <8 x i64>
  %8292 = and <8 x i64> %8291, %89
  %8293 = fcmp oeq <16 x float> %8027, %63
  %8294 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8027, i32 4)
  %8295 = bitcast <8 x i64> %8292 to <16 x float>
  %8296 = select <16 x i1> %8293, <16 x float> %8295, <16 x float> %8294
  br label %8307

8297:                                             ; preds = %8285
  %8298 = bitcast <16 x float> %8027 to <8 x i64>
  %8299 = or <8 x i64> %8298, %90
  %8300 = fcmp oeq <16 x float> %8027, %66
  %8301 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8027, i32 4)
  %8302 = bitcast <8 x i64> %8299 to <16 x float>
  %8303 = select <16 x i1> %8300, <16 x float> %8302, <16 x float> %8301
  br label %8307

8304:                                             ; preds = %8285
  %8305 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8289, <16 x i1> %8034, <16 x float> zeroinitializer)
  %8306 = fadd <16 x float> %8027, %8305
  br label %8307

8307:                                             ; preds = %8304, %8297, %8290
  %8308 = phi <16 x float> [ %8306, %8304 ], [ %8303, %8297 ], [ %8296, %8290 ]
  switch i64 %164, label %1370 [
    i64 1, label %8323
    i64 2, label %8316
    i64 3, label %8309
    i64 0, label %8345
  ]

8309:                                             ; preds = %8307
  %8310 = bitcast <16 x float> %8308 to <8 x i64>
  %8311 = and <8 x i64> %8310, %89
  %8312 = fcmp oeq <16 x float> %8308, %63
  %8313 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8308, i32 4)
  %8314 = bitcast <8 x i64> %8311 to <16 x float>
  %8315 = select <16 x i1> %8312, <16 x float> %8314, <16 x float> %8313
  br label %8326

8316:                                             ; preds = %8307
  %8317 = bitcast <16 x float> %8308 to <8 x i64>
  %8318 = or <8 x i64> %8317, %90
  %8319 = fcmp oeq <16 x float> %8308, %66
  %8320 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8308, i32 4)
  %8321 = bitcast <8 x i64> %8318 to <16 x float>
  %8322 = select <16 x i1> %8319, <16 x float> %8321, <16 x float> %8320
  br label %8326

8323:                                             ; preds = %8307
  %8324 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8289, <16 x i1> %8034, <16 x float> zeroinitializer)
  %8325 = fadd <16 x float> %8308, %8324
  br label %8326

8326:                                             ; preds = %8323, %8316, %8309
  %8327 = phi <16 x float> [ %8325, %8323 ], [ %8322, %8316 ], [ %8315, %8309 ]
  switch i64 %166, label %1370 [
    i64 1, label %8342
    i64 2, label %8335
    i64 3, label %8328
    i64 0, label %8345
  ]

8328:                                             ; preds = %8326
  %8329 = bitcast <16 x float> %8327 to <8 x i64>
  %8330 = and <8 x i64> %8329, %89
  %8331 = fcmp oeq <16 x float> %8327, %63
  %8332 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8327, i32 4)
  %8333 = bitcast <8 x i64> %8330 to <16 x float>
  %8334 = select <16 x i1> %8331, <16 x float> %8333, <16 x float> %8332
  br label %8345

8335:                                             ; preds = %8326
  %8336 = bitcast <16 x float> %8327 to <8 x i64>
  %8337 = or <8 x i64> %8336, %90
  %8338 = fcmp oeq <16 x float> %8327, %66
  %8339 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8327, i32 4)
  %8340 = bitcast <8 x i64> %8337 to <16 x float>
  %8341 = select <16 x i1> %8338, <16 x float> %8340, <16 x float> %8339
  br label %8345

8342:                                             ; preds = %8326
  %8343 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8289, <16 x i1> %8034, <16 x float> zeroinitializer)
  %8344 = fadd <16 x float> %8327, %8343
  br label %8345

8345:                                             ; preds = %8285, %8307, %8326, %8342, %8335, %8328
  %8346 = phi <16 x float> [ %8334, %8328 ], [ %8341, %8335 ], [ %8344, %8342 ], [ %8308, %8307 ], [ %8327, %8326 ], [ %8027, %8285 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8346, ptr align 1 %8288, <16 x i1> %8034)
  %8347 = add i64 %594, %8036
  %8348 = getelementptr inbounds float, ptr %435, i64 %8347
  %8349 = getelementptr inbounds float, ptr %433, i64 %8347
  switch i64 %167, label %1370 [
    i64 1, label %8364
    i64 2, label %8357
    i64 3, label %8350
    i64 0, label %8410
  ]

8350:                                             ; preds = %8345
  %8351 = bitcast <16 x float> %8026 to <8 x i64>
  %8352 = and <8 x i64> %8351, %89
  %8353 = fcmp oeq <16 x float> %8026, %63
  %8354 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8026, i32 4)
  %8355 = bitcast <8 x i64> %8352 to <16 x float>
  %8356 = select <16 x i1> %8353, <16 x float> %8355, <16 x float> %8354
  br label %8367

8357:                                             ; preds = %8345
  %8358 = bitcast <16 x float> %8026 to <8 x i64>
  %8359 = or <8 x i64> %8358, %90
  %8360 = fcmp oeq <16 x float> %8026, %66
  %8361 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8026, i32 4)
  %8362 = bitcast <8 x i64> %8359 to <16 x float>
  %8363 = select <16 x i1> %8360, <16 x float> %8362, <16 x float> %8361
  br label %8367

8364:                                             ; preds = %8345
  %8365 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8349, <16 x i1> %8037, <16 x float> zeroinitializer)
  %8366 = fadd <16 x float> %8026, %8365
  br label %8367

8367:                                             ; preds = %8364, %8357, %8350
  %8368 = phi <16 x float> [ %8366, %8364 ], [ %8363, %8357 ], [ %8356, %8350 ]
  switch i64 %169, label %1370 [
    i64 1, label %8383
    i64 2, label %8376
    i64 3, label %8369
    i64 0, label %8410
  ]

8369:                                             ; preds = %8367
  %8370 = bitcast <16 x float> %8368 to <8 x i64>
  %8371 = and <8 x i64> %8370, %89
  %8372 = fcmp oeq <16 x float> %8368, %63
  %8373 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8368, i32 4)
  %8374 = bitcast <8 x i64> %8371 to <16 x float>
  %8375 = select <16 x i1> %8372, <16 x float> %8374, <16 x float> %8373
  br label %8386

8376:                                             ; preds = %8367
  %8377 = bitcast <16 x float> %8368 to <8 x i64>
  %8378 = or <8 x i64> %8377, %90
  %8379 = fcmp oeq <16 x float> %8368, %66
  %8380 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8368, i32 4)
  %8381 = bitcast <8 x i64> %8378 to <16 x float>
  %8382 = select <16 x i1> %8379, <16 x float> %8381, <16 x float> %8380
  br label %8386

8383:                                             ; preds = %8367
  %8384 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8349, <16 x i1> %8037, <16 x float> zeroinitializer)
  %8385 = fadd <16 x float> %8368, %8384
  br label %8386

8386:                                             ; preds = %8383, %8376, %8369
  %8387 = phi <16 x float> [ %8385, %8383 ], [ %8382, %8376 ], [ %8375, %8369 ]
  switch i64 %171, label %1370 [
    i64 1, label %8402
    i64 2, label %8395
    i64 3, label %8388
    i64 0, label %8410
  ]

8388:                                             ; preds = %8386
  %8389 = bitcast <16 x float> %8387 to <8 x i64>
  %8390 = and <8 x i64> %8389, %89
  %8391 = fcmp oeq <16 x float> %8387, %63
  %8392 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8387, i32 4)
  %8393 = bitcast <8 x i64> %8390 to <16 x float>
  %8394 = select <16 x i1> %8391, <16 x float> %8393, <16 x float> %8392
  br label %8410

8395:                                             ; preds = %8386
  %8396 = bitcast <16 x float> %8387 to <8 x i64>
  %8397 = or <8 x i64> %8396, %90
  %8398 = fcmp oeq <16 x float> %8387, %66
  %8399 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8387, i32 4)
  %8400 = bitcast <8 x i64> %8397 to <16 x float>
  %8401 = select <16 x i1> %8398, <16 x float> %8400, <16 x float> %8399
  br label %8410

8402:                                             ; preds = %8386
  %8403 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8349, <16 x i1> %8037, <16 x float> zeroinitializer)
  %8404 = fadd <16 x float> %8387, %8403
  br label %8410

8405:                                             ; preds = %8004
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8028, ptr align 1 %8044, <16 x i1> %8038)
  %8406 = getelementptr float, ptr %595, i64 %8039
  %8407 = getelementptr float, ptr %8406, i64 %820
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8027, ptr align 1 %8407, <16 x i1> %8040)
  %8408 = getelementptr float, ptr %596, i64 %8041
  %8409 = getelementptr float, ptr %8408, i64 %827
  br label %8410

8410:                                             ; preds = %8345, %8367, %8386, %8402, %8395, %8388, %8405
  %8411 = phi ptr [ %8409, %8405 ], [ %8348, %8388 ], [ %8348, %8395 ], [ %8348, %8402 ], [ %8348, %8386 ], [ %8348, %8367 ], [ %8348, %8345 ]
  %8412 = phi <16 x i1> [ %8042, %8405 ], [ %8037, %8388 ], [ %8037, %8395 ], [ %8037, %8402 ], [ %8037, %8386 ], [ %8037, %8367 ], [ %8037, %8345 ]
  %8413 = phi <16 x float> [ %8026, %8405 ], [ %8394, %8388 ], [ %8401, %8395 ], [ %8404, %8402 ], [ %8387, %8386 ], [ %8368, %8367 ], [ %8026, %8345 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8413, ptr align 1 %8411, <16 x i1> %8412)
  %8414 = add i64 %598, %8030
  %8415 = getelementptr inbounds float, ptr %435, i64 %8414
  br i1 %88, label %8593, label %8416

8416:                                             ; preds = %8410
  %8417 = getelementptr inbounds float, ptr %433, i64 %8414
  switch i64 %157, label %1370 [
    i64 1, label %8432
    i64 2, label %8425
    i64 3, label %8418
    i64 0, label %8473
  ]

8418:                                             ; preds = %8416
  %8419 = bitcast <16 x float> %8025 to <8 x i64>
  %8420 = and <8 x i64> %8419, %89
  %8421 = fcmp oeq <16 x float> %8025, %63
  %8422 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8025, i32 4)
  %8423 = bitcast <8 x i64> %8420 to <16 x float>
  %8424 = select <16 x i1> %8421, <16 x float> %8423, <16 x float> %8422
  br label %8435

8425:                                             ; preds = %8416
  %8426 = bitcast <16 x float> %8025 to <8 x i64>
  %8427 = or <8 x i64> %8426, %90
  %8428 = fcmp oeq <16 x float> %8025, %66
  %8429 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8025, i32 4)
  %8430 = bitcast <8 x i64> %8427 to <16 x float>
  %8431 = select <16 x i1> %8428, <16 x float> %8430, <16 x float> %8429
  br label %8435

8432:                                             ; preds = %8416
  %8433 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8417, <16 x i1> %8031, <16 x float> zeroinitializer)
  %8434 = fadd <16 x float> %8025, %8433
  br label %8435

8435:                                             ; preds = %8432, %8425, %8418
  %8436 = phi <16 x float> [ %8434, %8432 ], [ %8431, %8425 ], [ %8424, %8418 ]
  switch i64 %159, label %1370 [
    i64 1, label %8451
    i64 2, label %8444
    i64 3, label %8437
    i64 0, label %8473
  ]

8437:                                             ; preds = %8435
  %8438 = bitcast <16 x float> %8436 to <8 x i64>
  %8439 = and <8 x i64> %8438, %89
  %8440 = fcmp oeq <16 x float> %8436, %63
  %8441 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8436, i32 4)
  %8442 = bitcast <8 x i64> %8439 to <16 x float>
  %8443 = select <16 x i1> %8440, <16 x float> %8442, <16 x float> %8441
  br label %8454

8444:                                             ; preds = %8435
  %8445 = bitcast <16 x float> %8436 to <8 x i64>
  %8446 = or <8 x i64> %8445, %90
  %8447 = fcmp oeq <16 x float> %8436, %66
  %8448 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8436, i32 4)
  %8449 = bitcast <8 x i64> %8446 to <16 x float>
  %8450 = select <16 x i1> %8447, <16 x float> %8449, <16 x float> %8448
  br label %8454

8451:                                             ; preds = %8435
  %8452 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8417, <16 x i1> %8031, <16 x float> zeroinitializer)
  %8453 = fadd <16 x float> %8436, %8452
  br label %8454

8454:                                             ; preds = %8451, %8444, %8437
  %8455 = phi <16 x float> [ %8453, %8451 ], [ %8450, %8444 ], [ %8443, %8437 ]
  switch i64 %161, label %1370 [
    i64 1, label %8470
    i64 2, label %8463
    i64 3, label %8456
    i64 0, label %8473
  ]

8456:                                             ; preds = %8454
  %8457 = bitcast <16 x float> %8455 to <8 x i64>
  %8458 = and <8 x i64> %8457, %89
  %8459 = fcmp oeq <16 x float> %8455, %63
  %8460 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8455, i32 4)
  %8461 = bitcast <8 x i64> %8458 to <16 x float>
  %8462 = select <16 x i1> %8459, <16 x float> %8461, <16 x float> %8460
  br label %8473

8463:                                             ; preds = %8454
  %8464 = bitcast <16 x float> %8455 to <8 x i64>
  %8465 = or <8 x i64> %8464, %90
  %8466 = fcmp oeq <16 x float> %8455, %66
  %8467 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8455, i32 4)
  %8468 = bitcast <8 x i64> %8465 to <16 x float>
  %8469 = select <16 x i1> %8466, <16 x float> %8468, <16 x float> %8467
  br label %8473

8470:                                             ; preds = %8454
  %8471 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8417, <16 x i1> %8031, <16 x float> zeroinitializer)
  %8472 = fadd <16 x float> %8455, %8471
  br label %8473

8473:                                             ; preds = %8470, %8463, %8456, %8454, %8435, %8416
  %8474 = phi <16 x float> [ %8462, %8456 ], [ %8469, %8463 ], [ %8472, %8470 ], [ %8436, %8435 ], [ %8455, %8454 ], [ %8025, %8416 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8474, ptr align 1 %8415, <16 x i1> %8031)
  %8475 = add i64 %598, %8033
  %8476 = getelementptr inbounds float, ptr %435, i64 %8475
  %8477 = getelementptr inbounds float, ptr %433, i64 %8475
  switch i64 %162, label %1370 [
    i64 1, label %8492
    i64 2, label %8485
    i64 3, label %8478
    i64 0, label %8533
  ]

8478:                                             ; preds = %8473
  %8479 = bitcast <16 x float> %8024 to <8 x i64>
  %8480 = and <8 x i64> %8479, %89
  %8481 = fcmp oeq <16 x float> %8024, %63
  %8482 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8024, i32 4)
  %8483 = bitcast <8 x i64> %8480 to <16 x float>
  %8484 = select <16 x i1> %8481, <16 x float> %8483, <16 x float> %8482
  br label %8495

8485:                                             ; preds = %8473
  %8486 = bitcast <16 x float> %8024 to <8 x i64>
  %8487 = or <8 x i64> %8486, %90
  %8488 = fcmp oeq <16 x float> %8024, %66
  %8489 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8024, i32 4)
  %8490 = bitcast <8 x i64> %8487 to <16 x float>
  %8491 = select <16 x i1> %8488, <16 x float> %8490, <16 x float> %8489
  br label %8495

8492:                                             ; preds = %8473
  %8493 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8477, <16 x i1> %8034, <16 x float> zeroinitializer)
  %8494 = fadd <16 x float> %8024, %8493
  br label %8495

8495:                                             ; preds = %8492, %8485, %8478
  %8496 = phi <16 x float> [ %8494, %8492 ], [ %8491, %8485 ], [ %8484, %8478 ]
  switch i64 %164, label %1370 [
    i64 1, label %8511
    i64 2, label %8504
    i64 3, label %8497
    i64 0, label %8533
  ]

8497:                                             ; preds = %8495
  %8498 = bitcast <16 x float> %8496 to <8 x i64>
  %8499 = and <8 x i64> %8498, %89
  %8500 = fcmp oeq <16 x float> %8496, %63
  %8501 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8496, i32 4)
  %8502 = bitcast <8 x i64> %8499 to <16 x float>
  %8503 = select <16 x i1> %8500, <16 x float> %8502, <16 x float> %8501
  br label %8514

8504:                                             ; preds = %8495
  %8505 = bitcast <16 x float> %8496 to <8 x i64>
  %8506 = or <8 x i64> %8505, %90
  %8507 = fcmp oeq <16 x float> %8496, %66
  %8508 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8496, i32 4)
  %8509 = bitcast <8 x i64> %8506 to <16 x float>
  %8510 = select <16 x i1> %8507, <16 x float> %8509, <16 x float> %8508
  br label %8514

8511:                                             ; preds = %8495
  %8512 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8477, <16 x i1> %8034, <16 x float> zeroinitializer)
  %8513 = fadd <16 x float> %8496, %8512
  br label %8514

8514:                                             ; preds = %8511, %8504, %8497
  %8515 = phi <16 x float> [ %8513, %8511 ], [ %8510, %8504 ], [ %8503, %8497 ]
  switch i64 %166, label %1370 [
    i64 1, label %8530
    i64 2, label %8523
    i64 3, label %8516
    i64 0, label %8533
  ]

8516:                                             ; preds = %8514
  %8517 = bitcast <16 x float> %8515 to <8 x i64>
  %8518 = and <8 x i64> %8517, %89
  %8519 = fcmp oeq <16 x float> %8515, %63
  %8520 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8515, i32 4)
  %8521 = bitcast <8 x i64> %8518 to <16 x float>
  %8522 = select <16 x i1> %8519, <16 x float> %8521, <16 x float> %8520
  br label %8533

8523:                                             ; preds = %8514
  %8524 = bitcast <16 x float> %8515 to <8 x i64>
  %8525 = or <8 x i64> %8524, %90
  %8526 = fcmp oeq <16 x float> %8515, %66
  %8527 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8515, i32 4)
  %8528 = bitcast <8 x i64> %8525 to <16 x float>
  %8529 = select <16 x i1> %8526, <16 x float> %8528, <16 x float> %8527
  br label %8533

8530:                                             ; preds = %8514
  %8531 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8477, <16 x i1> %8034, <16 x float> zeroinitializer)
  %8532 = fadd <16 x float> %8515, %8531
  br label %8533

8533:                                             ; preds = %8530, %8523, %8516, %8514, %8495, %8473
  %8534 = phi <16 x float> [ %8522, %8516 ], [ %8529, %8523 ], [ %8532, %8530 ], [ %8496, %8495 ], [ %8515, %8514 ], [ %8024, %8473 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8534, ptr align 1 %8476, <16 x i1> %8034)
  %8535 = add i64 %598, %8036
  %8536 = getelementptr inbounds float, ptr %435, i64 %8535
  %8537 = getelementptr inbounds float, ptr %433, i64 %8535
  switch i64 %167, label %1370 [
    i64 1, label %8552
    i64 2, label %8545
    i64 3, label %8538
    i64 0, label %8598
  ]

8538:                                             ; preds = %8533
  %8539 = bitcast <16 x float> %8023 to <8 x i64>
  %8540 = and <8 x i64> %8539, %89
  %8541 = fcmp oeq <16 x float> %8023, %63
  %8542 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8023, i32 4)
  %8543 = bitcast <8 x i64> %8540 to <16 x float>
  %8544 = select <16 x i1> %8541, <16 x float> %8543, <16 x float> %8542
  br label %8555

8545:                                             ; preds = %8533
  %8546 = bitcast <16 x float> %8023 to <8 x i64>
  %8547 = or <8 x i64> %8546, %90
  %8548 = fcmp oeq <16 x float> %8023, %66
  %8549 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8023, i32 4)
  %8550 = bitcast <8 x i64> %8547 to <16 x float>
  %8551 = select <16 x i1> %8548, <16 x float> %8550, <16 x float> %8549
  br label %8555

8552:                                             ; preds = %8533
  %8553 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8537, <16 x i1> %8037, <16 x float> zeroinitializer)
  %8554 = fadd <16 x float> %8023, %8553
  br label %8555

8555:                                             ; preds = %8552, %8545, %8538
  %8556 = phi <16 x float> [ %8554, %8552 ], [ %8551, %8545 ], [ %8544, %8538 ]
  switch i64 %169, label %1370 [
    i64 1, label %8571
    i64 2, label %8564
    i64 3, label %8557
    i64 0, label %8598
  ]

8557:                                             ; preds = %8555
  %8558 = bitcast <16 x float> %8556 to <8 x i64>
  %8559 = and <8 x i64> %8558, %89
  %8560 = fcmp oeq <16 x float> %8556, %63
  %8561 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8556, i32 4)
  %8562 = bitcast <8 x i64> %8559 to <16 x float>
  %8563 = select <16 x i1> %8560, <16 x float> %8562, <16 x float> %8561
  br label %8574

8564:                                             ; preds = %8555
  %8565 = bitcast <16 x float> %8556 to <8 x i64>
  %8566 = or <8 x i64> %8565, %90
  %8567 = fcmp oeq <16 x float> %8556, %66
  %8568 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8556, i32 4)
  %8569 = bitcast <8 x i64> %8566 to <16 x float>
  %8570 = select <16 x i1> %8567, <16 x float> %8569, <16 x float> %8568
  br label %8574

8571:                                             ; preds = %8555
  %8572 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8537, <16 x i1> %8037, <16 x float> zeroinitializer)
  %8573 = fadd <16 x float> %8556, %8572
  br label %8574

8574:                                             ; preds = %8571, %8564, %8557
  %8575 = phi <16 x float> [ %8573, %8571 ], [ %8570, %8564 ], [ %8563, %8557 ]
  switch i64 %171, label %1370 [
    i64 1, label %8590
    i64 2, label %8583
    i64 3, label %8576
    i64 0, label %8598
  ]

8576:                                             ; preds = %8574
  %8577 = bitcast <16 x float> %8575 to <8 x i64>
  %8578 = and <8 x i64> %8577, %89
  %8579 = fcmp oeq <16 x float> %8575, %63
  %8580 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8575, i32 4)
  %8581 = bitcast <8 x i64> %8578 to <16 x float>
  %8582 = select <16 x i1> %8579, <16 x float> %8581, <16 x float> %8580
  br label %8598

8583:                                             ; preds = %8574
  %8584 = bitcast <16 x float> %8575 to <8 x i64>
  %8585 = or <8 x i64> %8584, %90
  %8586 = fcmp oeq <16 x float> %8575, %66
  %8587 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8575, i32 4)
  %8588 = bitcast <8 x i64> %8585 to <16 x float>
  %8589 = select <16 x i1> %8586, <16 x float> %8588, <16 x float> %8587
  br label %8598

8590:                                             ; preds = %8574
  %8591 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8537, <16 x i1> %8037, <16 x float> zeroinitializer)
  %8592 = fadd <16 x float> %8575, %8591
  br label %8598

8593:                                             ; preds = %8410
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8025, ptr align 1 %8415, <16 x i1> %8038)
  %8594 = getelementptr float, ptr %599, i64 %8039
  %8595 = getelementptr float, ptr %8594, i64 %820
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8024, ptr align 1 %8595, <16 x i1> %8040)
  %8596 = getelementptr float, ptr %600, i64 %8041
  %8597 = getelementptr float, ptr %8596, i64 %827
  br label %8598

8598:                                             ; preds = %8593, %8590, %8583, %8576, %8574, %8555, %8533
  %8599 = phi ptr [ %8597, %8593 ], [ %8536, %8576 ], [ %8536, %8583 ], [ %8536, %8590 ], [ %8536, %8574 ], [ %8536, %8555 ], [ %8536, %8533 ]
  %8600 = phi <16 x i1> [ %8042, %8593 ], [ %8037, %8576 ], [ %8037, %8583 ], [ %8037, %8590 ], [ %8037, %8574 ], [ %8037, %8555 ], [ %8037, %8533 ]
  %8601 = phi <16 x float> [ %8023, %8593 ], [ %8582, %8576 ], [ %8589, %8583 ], [ %8592, %8590 ], [ %8575, %8574 ], [ %8556, %8555 ], [ %8023, %8533 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8601, ptr align 1 %8599, <16 x i1> %8600)
  %8602 = add i64 %602, %8030
  %8603 = getelementptr inbounds float, ptr %435, i64 %8602
  br i1 %88, label %8781, label %8604

8604:                                             ; preds = %8598
  %8605 = getelementptr inbounds float, ptr %433, i64 %8602
  switch i64 %157, label %1370 [
    i64 1, label %8620
    i64 2, label %8613
    i64 3, label %8606
    i64 0, label %8661
  ]

8606:                                             ; preds = %8604
  %8607 = bitcast <16 x float> %8022 to <8 x i64>
  %8608 = and <8 x i64> %8607, %89
  %8609 = fcmp oeq <16 x float> %8022, %63
  %8610 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8022, i32 4)
  %8611 = bitcast <8 x i64> %8608 to <16 x float>
  %8612 = select <16 x i1> %8609, <16 x float> %8611, <16 x float> %8610
  br label %8623

8613:                                             ; preds = %8604
  %8614 = bitcast <16 x float> %8022 to <8 x i64>
  %8615 = or <8 x i64> %8614, %90
  %8616 = fcmp oeq <16 x float> %8022, %66
  %8617 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8022, i32 4)
  %8618 = bitcast <8 x i64> %8615 to <16 x float>
  %8619 = select <16 x i1> %8616, <16 x float> %8618, <16 x float> %8617
  br label %8623

8620:                                             ; preds = %8604
  %8621 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8605, <16 x i1> %8031, <16 x float> zeroinitializer)
  %8622 = fadd <16 x float> %8022, %8621
  br label %8623

8623:                                             ; preds = %8620, %8613, %8606
  %8624 = phi <16 x float> [ %8622, %8620 ], [ %8619, %8613 ], [ %8612, %8606 ]
  switch i64 %159, label %1370 [
    i64 1, label %8639
    i64 2, label %8632
    i64 3, label %8625
    i64 0, label %8661
  ]

8625:                                             ; preds = %8623
  %8626 = bitcast <16 x float> %8624 to <8 x i64>
  %8627 = and <8 x i64> %8626, %89
  %8628 = fcmp oeq <16 x float> %8624, %63
  %8629 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8624, i32 4)
  %8630 = bitcast <8 x i64> %8627 to <16 x float>
  %8631 = select <16 x i1> %8628, <16 x float> %8630, <16 x float> %8629
  br label %8642

8632:                                             ; preds = %8623
  %8633 = bitcast <16 x float> %8624 to <8 x i64>
  %8634 = or <8 x i64> %8633, %90
  %8635 = fcmp oeq <16 x float> %8624, %66
  %8636 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8624, i32 4)
  %8637 = bitcast <8 x i64> %8634 to <16 x float>
  %8638 = select <16 x i1> %8635, <16 x float> %8637, <16 x float> %8636
  br label %8642

8639:                                             ; preds = %8623
  %8640 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8605, <16 x i1> %8031, <16 x float> zeroinitializer)
  %8641 = fadd <16 x float> %8624, %8640
  br label %8642

8642:                                             ; preds = %8639, %8632, %8625
  %8643 = phi <16 x float> [ %8641, %8639 ], [ %8638, %8632 ], [ %8631, %8625 ]
  switch i64 %161, label %1370 [
    i64 1, label %8658
    i64 2, label %8651
    i64 3, label %8644
    i64 0, label %8661
  ]

8644:                                             ; preds = %8642
  %8645 = bitcast <16 x float> %8643 to <8 x i64>
  %8646 = and <8 x i64> %8645, %89
  %8647 = fcmp oeq <16 x float> %8643, %63
  %8648 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8643, i32 4)
  %8649 = bitcast <8 x i64> %8646 to <16 x float>
  %8650 = select <16 x i1> %8647, <16 x float> %8649, <16 x float> %8648
  br label %8661

8651:                                             ; preds = %8642
  %8652 = bitcast <16 x float> %8643 to <8 x i64>
  %8653 = or <8 x i64> %8652, %90
  %8654 = fcmp oeq <16 x float> %8643, %66
  %8655 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8643, i32 4)
  %8656 = bitcast <8 x i64> %8653 to <16 x float>
  %8657 = select <16 x i1> %8654, <16 x float> %8656, <16 x float> %8655
  br label %8661

8658:                                             ; preds = %8642
  %8659 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8605, <16 x i1> %8031, <16 x float> zeroinitializer)
  %8660 = fadd <16 x float> %8643, %8659
  br label %8661

8661:                                             ; preds = %8658, %8651, %8644, %8642, %8623, %8604
  %8662 = phi <16 x float> [ %8650, %8644 ], [ %8657, %8651 ], [ %8660, %8658 ], [ %8624, %8623 ], [ %8643, %8642 ], [ %8022, %8604 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8662, ptr align 1 %8603, <16 x i1> %8031)
  %8663 = add i64 %602, %8033
  %8664 = getelementptr inbounds float, ptr %435, i64 %8663
  %8665 = getelementptr inbounds float, ptr %433, i64 %8663
  switch i64 %162, label %1370 [
    i64 1, label %8680
    i64 2, label %8673
    i64 3, label %8666
    i64 0, label %8721
  ]

8666:                                             ; preds = %8661
  %8667 = bitcast <16 x float> %8021 to <8 x i64>
  %8668 = and <8 x i64> %8667, %89
  %8669 = fcmp oeq <16 x float> %8021, %63
  %8670 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8021, i32 4)
  %8671 = bitcast <8 x i64> %8668 to <16 x float>
  %8672 = select <16 x i1> %8669, <16 x float> %8671, <16 x float> %8670
  br label %8683

8673:                                             ; preds = %8661
  %8674 = bitcast <16 x float> %8021 to <8 x i64>
  %8675 = or <8 x i64> %8674, %90
  %8676 = fcmp oeq <16 x float> %8021, %66
  %8677 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8021, i32 4)
  %8678 = bitcast <8 x i64> %8675 to <16 x float>
  %8679 = select <16 x i1> %8676, <16 x float> %8678, <16 x float> %8677
  br label %8683

8680:                                             ; preds = %8661
  %8681 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8665, <16 x i1> %8034, <16 x float> zeroinitializer)
  %8682 = fadd <16 x float> %8021, %8681
  br label %8683

8683:                                             ; preds = %8680, %8673, %8666
  %8684 = phi <16 x float> [ %8682, %8680 ], [ %8679, %8673 ], [ %8672, %8666 ]
  switch i64 %164, label %1370 [
    i64 1, label %8699
    i64 2, label %8692
    i64 3, label %8685
    i64 0, label %8721
  ]

8685:                                             ; preds = %8683
  %8686 = bitcast <16 x float> %8684 to <8 x i64>
  %8687 = and <8 x i64> %8686, %89
  %8688 = fcmp oeq <16 x float> %8684, %63
  %8689 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8684, i32 4)
  %8690 = bitcast <8 x i64> %8687 to <16 x float>
  %8691 = select <16 x i1> %8688, <16 x float> %8690, <16 x float> %8689
  br label %8702

8692:                                             ; preds = %8683
  %8693 = bitcast <16 x float> %8684 to <8 x i64>
  %8694 = or <8 x i64> %8693, %90
  %8695 = fcmp oeq <16 x float> %8684, %66
  %8696 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8684, i32 4)
  %8697 = bitcast <8 x i64> %8694 to <16 x float>
  %8698 = select <16 x i1> %8695, <16 x float> %8697, <16 x float> %8696
  br label %8702

8699:                                             ; preds = %8683
  %8700 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8665, <16 x i1> %8034, <16 x float> zeroinitializer)
  %8701 = fadd <16 x float> %8684, %8700
  br label %8702

8702:                                             ; preds = %8699, %8692, %8685
  %8703 = phi <16 x float> [ %8701, %8699 ], [ %8698, %8692 ], [ %8691, %8685 ]
  switch i64 %166, label %1370 [
    i64 1, label %8718
    i64 2, label %8711
    i64 3, label %8704
    i64 0, label %8721
  ]

8704:                                             ; preds = %8702
  %8705 = bitcast <16 x float> %8703 to <8 x i64>
  %8706 = and <8 x i64> %8705, %89
  %8707 = fcmp oeq <16 x float> %8703, %63
  %8708 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8703, i32 4)
  %8709 = bitcast <8 x i64> %8706 to <16 x float>
  %8710 = select <16 x i1> %8707, <16 x float> %8709, <16 x float> %8708
  br label %8721

8711:                                             ; preds = %8702
  %8712 = bitcast <16 x float> %8703 to <8 x i64>
  %8713 = or <8 x i64> %8712, %90
  %8714 = fcmp oeq <16 x float> %8703, %66
  %8715 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8703, i32 4)
  %8716 = bitcast <8 x i64> %8713 to <16 x float>
  %8717 = select <16 x i1> %8714, <16 x float> %8716, <16 x float> %8715
  br label %8721

8718:                                             ; preds = %8702
  %8719 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8665, <16 x i1> %8034, <16 x float> zeroinitializer)
  %8720 = fadd <16 x float> %8703, %8719
  br label %8721

8721:                                             ; preds = %8718, %8711, %8704, %8702, %8683, %8661
  %8722 = phi <16 x float> [ %8710, %8704 ], [ %8717, %8711 ], [ %8720, %8718 ], [ %8684, %8683 ], [ %8703, %8702 ], [ %8021, %8661 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8722, ptr align 1 %8664, <16 x i1> %8034)
  %8723 = add i64 %602, %8036
  %8724 = getelementptr inbounds float, ptr %435, i64 %8723
  %8725 = getelementptr inbounds float, ptr %433, i64 %8723
  switch i64 %167, label %1370 [
    i64 1, label %8740
    i64 2, label %8733
    i64 3, label %8726
    i64 0, label %8786
  ]

8726:                                             ; preds = %8721
  %8727 = bitcast <16 x float> %8020 to <8 x i64>
  %8728 = and <8 x i64> %8727, %89
  %8729 = fcmp oeq <16 x float> %8020, %63
  %8730 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8020, i32 4)
  %8731 = bitcast <8 x i64> %8728 to <16 x float>
  %8732 = select <16 x i1> %8729, <16 x float> %8731, <16 x float> %8730
  br label %8743

8733:                                             ; preds = %8721
  %8734 = bitcast <16 x float> %8020 to <8 x i64>
  %8735 = or <8 x i64> %8734, %90
  %8736 = fcmp oeq <16 x float> %8020, %66
  %8737 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8020, i32 4)
  %8738 = bitcast <8 x i64> %8735 to <16 x float>
  %8739 = select <16 x i1> %8736, <16 x float> %8738, <16 x float> %8737
  br label %8743

8740:                                             ; preds = %8721
  %8741 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8725, <16 x i1> %8037, <16 x float> zeroinitializer)
  %8742 = fadd <16 x float> %8020, %8741
  br label %8743

8743:                                             ; preds = %8740, %8733, %8726
  %8744 = phi <16 x float> [ %8742, %8740 ], [ %8739, %8733 ], [ %8732, %8726 ]
  switch i64 %169, label %1370 [
    i64 1, label %8759
    i64 2, label %8752
    i64 3, label %8745
    i64 0, label %8786
  ]

8745:                                             ; preds = %8743
  %8746 = bitcast <16 x float> %8744 to <8 x i64>
  %8747 = and <8 x i64> %8746, %89
  %8748 = fcmp oeq <16 x float> %8744, %63
  %8749 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8744, i32 4)
  %8750 = bitcast <8 x i64> %8747 to <16 x float>
  %8751 = select <16 x i1> %8748, <16 x float> %8750, <16 x float> %8749
  br label %8762

8752:                                             ; preds = %8743
  %8753 = bitcast <16 x float> %8744 to <8 x i64>
  %8754 = or <8 x i64> %8753, %90
  %8755 = fcmp oeq <16 x float> %8744, %66
  %8756 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8744, i32 4)
  %8757 = bitcast <8 x i64> %8754 to <16 x float>
  %8758 = select <16 x i1> %8755, <16 x float> %8757, <16 x float> %8756
  br label %8762

8759:                                             ; preds = %8743
  %8760 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8725, <16 x i1> %8037, <16 x float> zeroinitializer)
  %8761 = fadd <16 x float> %8744, %8760
  br label %8762

8762:                                             ; preds = %8759, %8752, %8745
  %8763 = phi <16 x float> [ %8761, %8759 ], [ %8758, %8752 ], [ %8751, %8745 ]
  switch i64 %171, label %1370 [
    i64 1, label %8778
    i64 2, label %8771
    i64 3, label %8764
    i64 0, label %8786
  ]

8764:                                             ; preds = %8762
  %8765 = bitcast <16 x float> %8763 to <8 x i64>
  %8766 = and <8 x i64> %8765, %89
  %8767 = fcmp oeq <16 x float> %8763, %63
  %8768 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8763, i32 4)
  %8769 = bitcast <8 x i64> %8766 to <16 x float>
  %8770 = select <16 x i1> %8767, <16 x float> %8769, <16 x float> %8768
  br label %8786

8771:                                             ; preds = %8762
  %8772 = bitcast <16 x float> %8763 to <8 x i64>
  %8773 = or <8 x i64> %8772, %90
  %8774 = fcmp oeq <16 x float> %8763, %66
  %8775 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8763, i32 4)
  %8776 = bitcast <8 x i64> %8773 to <16 x float>
  %8777 = select <16 x i1> %8774, <16 x float> %8776, <16 x float> %8775
  br label %8786

8778:                                             ; preds = %8762
  %8779 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8725, <16 x i1> %8037, <16 x float> zeroinitializer)
  %8780 = fadd <16 x float> %8763, %8779
  br label %8786

8781:                                             ; preds = %8598
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8022, ptr align 1 %8603, <16 x i1> %8038)
  %8782 = getelementptr float, ptr %603, i64 %8039
  %8783 = getelementptr float, ptr %8782, i64 %820
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8021, ptr align 1 %8783, <16 x i1> %8040)
  %8784 = getelementptr float, ptr %604, i64 %8041
  %8785 = getelementptr float, ptr %8784, i64 %827
  br label %8786

8786:                                             ; preds = %8781, %8778, %8771, %8764, %8762, %8743, %8721
  %8787 = phi ptr [ %8785, %8781 ], [ %8724, %8764 ], [ %8724, %8771 ], [ %8724, %8778 ], [ %8724, %8762 ], [ %8724, %8743 ], [ %8724, %8721 ]
  %8788 = phi <16 x i1> [ %8042, %8781 ], [ %8037, %8764 ], [ %8037, %8771 ], [ %8037, %8778 ], [ %8037, %8762 ], [ %8037, %8743 ], [ %8037, %8721 ]
  %8789 = phi <16 x float> [ %8020, %8781 ], [ %8770, %8764 ], [ %8777, %8771 ], [ %8780, %8778 ], [ %8763, %8762 ], [ %8744, %8743 ], [ %8020, %8721 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8789, ptr align 1 %8787, <16 x i1> %8788)
  %8790 = add i64 %606, %8030
  %8791 = getelementptr inbounds float, ptr %435, i64 %8790
  br i1 %88, label %8969, label %8792

8792:                                             ; preds = %8786
  %8793 = getelementptr inbounds float, ptr %433, i64 %8790
  switch i64 %157, label %1370 [
    i64 1, label %8808
    i64 2, label %8801
    i64 3, label %8794
    i64 0, label %8849
  ]

8794:                                             ; preds = %8792
  %8795 = bitcast <16 x float> %8019 to <8 x i64>
  %8796 = and <8 x i64> %8795, %89
  %8797 = fcmp oeq <16 x float> %8019, %63
  %8798 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8019, i32 4)
  %8799 = bitcast <8 x i64> %8796 to <16 x float>
  %8800 = select <16 x i1> %8797, <16 x float> %8799, <16 x float> %8798
  br label %8811

8801:                                             ; preds = %8792
  %8802 = bitcast <16 x float> %8019 to <8 x i64>
  %8803 = or <8 x i64> %8802, %90
  %8804 = fcmp oeq <16 x float> %8019, %66
  %8805 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8019, i32 4)
  %8806 = bitcast <8 x i64> %8803 to <16 x float>
  %8807 = select <16 x i1> %8804, <16 x float> %8806, <16 x float> %8805
  br label %8811

8808:                                             ; preds = %8792
  %8809 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8793, <16 x i1> %8031, <16 x float> zeroinitializer)
  %8810 = fadd <16 x float> %8019, %8809
  br label %8811

8811:                                             ; preds = %8808, %8801, %8794
  %8812 = phi <16 x float> [ %8810, %8808 ], [ %8807, %8801 ], [ %8800, %8794 ]
  switch i64 %159, label %1370 [
    i64 1, label %8827
    i64 2, label %8820
    i64 3, label %8813
    i64 0, label %8849
  ]

8813:                                             ; preds = %8811
  %8814 = bitcast <16 x float> %8812 to <8 x i64>
  %8815 = and <8 x i64> %8814, %89
  %8816 = fcmp oeq <16 x float> %8812, %63
  %8817 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8812, i32 4)
  %8818 = bitcast <8 x i64> %8815 to <16 x float>
  %8819 = select <16 x i1> %8816, <16 x float> %8818, <16 x float> %8817
  br label %8830

8820:                                             ; preds = %8811
  %8821 = bitcast <16 x float> %8812 to <8 x i64>
  %8822 = or <8 x i64> %8821, %90
  %8823 = fcmp oeq <16 x float> %8812, %66
  %8824 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8812, i32 4)
  %8825 = bitcast <8 x i64> %8822 to <16 x float>
  %8826 = select <16 x i1> %8823, <16 x float> %8825, <16 x float> %8824
  br label %8830

8827:                                             ; preds = %8811
  %8828 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8793, <16 x i1> %8031, <16 x float> zeroinitializer)
  %8829 = fadd <16 x float> %8812, %8828
  br label %8830

8830:                                             ; preds = %8827, %8820, %8813
  %8831 = phi <16 x float> [ %8829, %8827 ], [ %8826, %8820 ], [ %8819, %8813 ]
  switch i64 %161, label %1370 [
    i64 1, label %8846
    i64 2, label %8839
    i64 3, label %8832
    i64 0, label %8849
  ]

8832:                                             ; preds = %8830
  %8833 = bitcast <16 x float> %8831 to <8 x i64>
  %8834 = and <8 x i64> %8833, %89
  %8835 = fcmp oeq <16 x float> %8831, %63
  %8836 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8831, i32 4)
  %8837 = bitcast <8 x i64> %8834 to <16 x float>
  %8838 = select <16 x i1> %8835, <16 x float> %8837, <16 x float> %8836
  br label %8849

8839:                                             ; preds = %8830
  %8840 = bitcast <16 x float> %8831 to <8 x i64>
  %8841 = or <8 x i64> %8840, %90
  %8842 = fcmp oeq <16 x float> %8831, %66
  %8843 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8831, i32 4)
  %8844 = bitcast <8 x i64> %8841 to <16 x float>
  %8845 = select <16 x i1> %8842, <16 x float> %8844, <16 x float> %8843
  br label %8849

8846:                                             ; preds = %8830
  %8847 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8793, <16 x i1> %8031, <16 x float> zeroinitializer)
  %8848 = fadd <16 x float> %8831, %8847
  br label %8849

8849:                                             ; preds = %8846, %8839, %8832, %8830, %8811, %8792
  %8850 = phi <16 x float> [ %8838, %8832 ], [ %8845, %8839 ], [ %8848, %8846 ], [ %8812, %8811 ], [ %8831, %8830 ], [ %8019, %8792 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8850, ptr align 1 %8791, <16 x i1> %8031)
  %8851 = add i64 %606, %8033
  %8852 = getelementptr inbounds float, ptr %435, i64 %8851
  %8853 = getelementptr inbounds float, ptr %433, i64 %8851
  switch i64 %162, label %1370 [
    i64 1, label %8868
    i64 2, label %8861
    i64 3, label %8854
    i64 0, label %8909
  ]

8854:                                             ; preds = %8849
  %8855 = bitcast <16 x float> %8018 to <8 x i64>
  %8856 = and <8 x i64> %8855, %89
  %8857 = fcmp oeq <16 x float> %8018, %63
  %8858 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8018, i32 4)
  %8859 = bitcast <8 x i64> %8856 to <16 x float>
  %8860 = select <16 x i1> %8857, <16 x float> %8859, <16 x float> %8858
  br label %8871

8861:                                             ; preds = %8849
  %8862 = bitcast <16 x float> %8018 to <8 x i64>
  %8863 = or <8 x i64> %8862, %90
  %8864 = fcmp oeq <16 x float> %8018, %66
  %8865 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8018, i32 4)
  %8866 = bitcast <8 x i64> %8863 to <16 x float>
  %8867 = select <16 x i1> %8864, <16 x float> %8866, <16 x float> %8865
  br label %8871

8868:                                             ; preds = %8849
  %8869 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8853, <16 x i1> %8034, <16 x float> zeroinitializer)
  %8870 = fadd <16 x float> %8018, %8869
  br label %8871

8871:                                             ; preds = %8868, %8861, %8854
  %8872 = phi <16 x float> [ %8870, %8868 ], [ %8867, %8861 ], [ %8860, %8854 ]
  switch i64 %164, label %1370 [
    i64 1, label %8887
    i64 2, label %8880
    i64 3, label %8873
    i64 0, label %8909
  ]

8873:                                             ; preds = %8871
  %8874 = bitcast <16 x float> %8872 to <8 x i64>
  %8875 = and <8 x i64> %8874, %89
  %8876 = fcmp oeq <16 x float> %8872, %63
  %8877 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8872, i32 4)
  %8878 = bitcast <8 x i64> %8875 to <16 x float>
  %8879 = select <16 x i1> %8876, <16 x float> %8878, <16 x float> %8877
  br label %8890

8880:                                             ; preds = %8871
  %8881 = bitcast <16 x float> %8872 to <8 x i64>
  %8882 = or <8 x i64> %8881, %90
  %8883 = fcmp oeq <16 x float> %8872, %66
  %8884 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8872, i32 4)
  %8885 = bitcast <8 x i64> %8882 to <16 x float>
  %8886 = select <16 x i1> %8883, <16 x float> %8885, <16 x float> %8884
  br label %8890

8887:                                             ; preds = %8871
  %8888 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8853, <16 x i1> %8034, <16 x float> zeroinitializer)
  %8889 = fadd <16 x float> %8872, %8888
  br label %8890

8890:                                             ; preds = %8887, %8880, %8873
  %8891 = phi <16 x float> [ %8889, %8887 ], [ %8886, %8880 ], [ %8879, %8873 ]
  switch i64 %166, label %1370 [
    i64 1, label %8906
    i64 2, label %8899
    i64 3, label %8892
    i64 0, label %8909
  ]

8892:                                             ; preds = %8890
  %8893 = bitcast <16 x float> %8891 to <8 x i64>
  %8894 = and <8 x i64> %8893, %89
  %8895 = fcmp oeq <16 x float> %8891, %63
  %8896 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8891, i32 4)
  %8897 = bitcast <8 x i64> %8894 to <16 x float>
  %8898 = select <16 x i1> %8895, <16 x float> %8897, <16 x float> %8896
  br label %8909

8899:                                             ; preds = %8890
  %8900 = bitcast <16 x float> %8891 to <8 x i64>
  %8901 = or <8 x i64> %8900, %90
  %8902 = fcmp oeq <16 x float> %8891, %66
  %8903 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8891, i32 4)
  %8904 = bitcast <8 x i64> %8901 to <16 x float>
  %8905 = select <16 x i1> %8902, <16 x float> %8904, <16 x float> %8903
  br label %8909

8906:                                             ; preds = %8890
  %8907 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8853, <16 x i1> %8034, <16 x float> zeroinitializer)
  %8908 = fadd <16 x float> %8891, %8907
  br label %8909

8909:                                             ; preds = %8906, %8899, %8892, %8890, %8871, %8849
  %8910 = phi <16 x float> [ %8898, %8892 ], [ %8905, %8899 ], [ %8908, %8906 ], [ %8872, %8871 ], [ %8891, %8890 ], [ %8018, %8849 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8910, ptr align 1 %8852, <16 x i1> %8034)
  %8911 = add i64 %606, %8036
  %8912 = getelementptr inbounds float, ptr %435, i64 %8911
  %8913 = getelementptr inbounds float, ptr %433, i64 %8911
  switch i64 %167, label %1370 [
    i64 1, label %8928
    i64 2, label %8921
    i64 3, label %8914
    i64 0, label %8974
  ]

8914:                                             ; preds = %8909
  %8915 = bitcast <16 x float> %8017 to <8 x i64>
  %8916 = and <8 x i64> %8915, %89
  %8917 = fcmp oeq <16 x float> %8017, %63
  %8918 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8017, i32 4)
  %8919 = bitcast <8 x i64> %8916 to <16 x float>
  %8920 = select <16 x i1> %8917, <16 x float> %8919, <16 x float> %8918
  br label %8931

8921:                                             ; preds = %8909
  %8922 = bitcast <16 x float> %8017 to <8 x i64>
  %8923 = or <8 x i64> %8922, %90
  %8924 = fcmp oeq <16 x float> %8017, %66
  %8925 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8017, i32 4)
  %8926 = bitcast <8 x i64> %8923 to <16 x float>
  %8927 = select <16 x i1> %8924, <16 x float> %8926, <16 x float> %8925
  br label %8931

8928:                                             ; preds = %8909
  %8929 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8913, <16 x i1> %8037, <16 x float> zeroinitializer)
  %8930 = fadd <16 x float> %8017, %8929
  br label %8931

8931:                                             ; preds = %8928, %8921, %8914
  %8932 = phi <16 x float> [ %8930, %8928 ], [ %8927, %8921 ], [ %8920, %8914 ]
  switch i64 %169, label %1370 [
    i64 1, label %8947
    i64 2, label %8940
    i64 3, label %8933
    i64 0, label %8974
  ]

8933:                                             ; preds = %8931
  %8934 = bitcast <16 x float> %8932 to <8 x i64>
  %8935 = and <8 x i64> %8934, %89
  %8936 = fcmp oeq <16 x float> %8932, %63
  %8937 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8932, i32 4)
  %8938 = bitcast <8 x i64> %8935 to <16 x float>
  %8939 = select <16 x i1> %8936, <16 x float> %8938, <16 x float> %8937
  br label %8950

8940:                                             ; preds = %8931
  %8941 = bitcast <16 x float> %8932 to <8 x i64>
  %8942 = or <8 x i64> %8941, %90
  %8943 = fcmp oeq <16 x float> %8932, %66
  %8944 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8932, i32 4)
  %8945 = bitcast <8 x i64> %8942 to <16 x float>
  %8946 = select <16 x i1> %8943, <16 x float> %8945, <16 x float> %8944
  br label %8950

8947:                                             ; preds = %8931
  %8948 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8913, <16 x i1> %8037, <16 x float> zeroinitializer)
  %8949 = fadd <16 x float> %8932, %8948
  br label %8950

8950:                                             ; preds = %8947, %8940, %8933
  %8951 = phi <16 x float> [ %8949, %8947 ], [ %8946, %8940 ], [ %8939, %8933 ]
  switch i64 %171, label %1370 [
    i64 1, label %8966
    i64 2, label %8959
    i64 3, label %8952
    i64 0, label %8974
  ]

8952:                                             ; preds = %8950
  %8953 = bitcast <16 x float> %8951 to <8 x i64>
  %8954 = and <8 x i64> %8953, %89
  %8955 = fcmp oeq <16 x float> %8951, %63
  %8956 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8951, i32 4)
  %8957 = bitcast <8 x i64> %8954 to <16 x float>
  %8958 = select <16 x i1> %8955, <16 x float> %8957, <16 x float> %8956
  br label %8974

8959:                                             ; preds = %8950
  %8960 = bitcast <16 x float> %8951 to <8 x i64>
  %8961 = or <8 x i64> %8960, %90
  %8962 = fcmp oeq <16 x float> %8951, %66
  %8963 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8951, i32 4)
  %8964 = bitcast <8 x i64> %8961 to <16 x float>
  %8965 = select <16 x i1> %8962, <16 x float> %8964, <16 x float> %8963
  br label %8974

8966:                                             ; preds = %8950
  %8967 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8913, <16 x i1> %8037, <16 x float> zeroinitializer)
  %8968 = fadd <16 x float> %8951, %8967
  br label %8974

8969:                                             ; preds = %8786
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8019, ptr align 1 %8791, <16 x i1> %8038)
  %8970 = getelementptr float, ptr %607, i64 %8039
  %8971 = getelementptr float, ptr %8970, i64 %820
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8018, ptr align 1 %8971, <16 x i1> %8040)
  %8972 = getelementptr float, ptr %608, i64 %8041
  %8973 = getelementptr float, ptr %8972, i64 %827
  br label %8974

8974:                                             ; preds = %8969, %8966, %8959, %8952, %8950, %8931, %8909
  %8975 = phi ptr [ %8973, %8969 ], [ %8912, %8952 ], [ %8912, %8959 ], [ %8912, %8966 ], [ %8912, %8950 ], [ %8912, %8931 ], [ %8912, %8909 ]
  %8976 = phi <16 x i1> [ %8042, %8969 ], [ %8037, %8952 ], [ %8037, %8959 ], [ %8037, %8966 ], [ %8037, %8950 ], [ %8037, %8931 ], [ %8037, %8909 ]
  %8977 = phi <16 x float> [ %8017, %8969 ], [ %8958, %8952 ], [ %8965, %8959 ], [ %8968, %8966 ], [ %8951, %8950 ], [ %8932, %8931 ], [ %8017, %8909 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8977, ptr align 1 %8975, <16 x i1> %8976)
  %8978 = add i64 %610, %8030
  %8979 = getelementptr inbounds float, ptr %435, i64 %8978
  br i1 %88, label %9157, label %8980

8980:                                             ; preds = %8974
  %8981 = getelementptr inbounds float, ptr %433, i64 %8978
  switch i64 %157, label %1370 [
    i64 1, label %8996
    i64 2, label %8989
    i64 3, label %8982
    i64 0, label %9037
  ]

8982:                                             ; preds = %8980
  %8983 = bitcast <16 x float> %8016 to <8 x i64>
  %8984 = and <8 x i64> %8983, %89
  %8985 = fcmp oeq <16 x float> %8016, %63
  %8986 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8016, i32 4)
  %8987 = bitcast <8 x i64> %8984 to <16 x float>
  %8988 = select <16 x i1> %8985, <16 x float> %8987, <16 x float> %8986
  br label %8999

8989:                                             ; preds = %8980
  %8990 = bitcast <16 x float> %8016 to <8 x i64>
  %8991 = or <8 x i64> %8990, %90
  %8992 = fcmp oeq <16 x float> %8016, %66
  %8993 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8016, i32 4)
  %8994 = bitcast <8 x i64> %8991 to <16 x float>
  %8995 = select <16 x i1> %8992, <16 x float> %8994, <16 x float> %8993
  br label %8999

8996:                                             ; preds = %8980
  %8997 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8981, <16 x i1> %8031, <16 x float> zeroinitializer)
  %8998 = fadd <16 x float> %8016, %8997
  br label %8999

8999:                                             ; preds = %8996, %8989, %8982
  %9000 = phi <16 x float> [ %8998, %8996 ], [ %8995, %8989 ], [ %8988, %8982 ]
  switch i64 %159, label %1370 [
    i64 1, label %9015
    i64 2, label %9008
    i64 3, label %9001
    i64 0, label %9037
  ]

9001:                                             ; preds = %8999
  %9002 = bitcast <16 x float> %9000 to <8 x i64>
  %9003 = and <8 x i64> %9002, %89
  %9004 = fcmp oeq <16 x float> %9000, %63
  %9005 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %9000, i32 4)
  %9006 = bitcast <8 x i64> %9003 to <16 x float>
  %9007 = select <16 x i1> %9004, <16 x float> %9006, <16 x float> %9005
  br label %9018

9008:                                             ; preds = %8999
  %9009 = bitcast <16 x float> %9000 to <8 x i64>
  %9010 = or <8 x i64> %9009, %90
  %9011 = fcmp oeq <16 x float> %9000, %66
  %9012 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %9000, i32 4)
  %9013 = bitcast <8 x i64> %9010 to <16 x float>
  %9014 = select <16 x i1> %9011, <16 x float> %9013, <16 x float> %9012
  br label %9018

9015:                                             ; preds = %8999
  %9016 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8981, <16 x i1> %8031, <16 x float> zeroinitializer)
  %9017 = fadd <16 x float> %9000, %9016
  br label %9018

9018:                                             ; preds = %9015, %9008, %9001
  %9019 = phi <16 x float> [ %9017, %9015 ], [ %9014, %9008 ], [ %9007, %9001 ]
  switch i64 %161, label %1370 [
    i64 1, label %9034
    i64 2, label %9027
    i64 3, label %9020
    i64 0, label %9037
  ]

9020:                                             ; preds = %9018
  %9021 = bitcast <16 x float> %9019 to <8 x i64>
  %9022 = and <8 x i64> %9021, %89
  %9023 = fcmp oeq <16 x float> %9019, %63
  %9024 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %9019, i32 4)
  %9025 = bitcast <8 x i64> %9022 to <16 x float>
  %9026 = select <16 x i1> %9023, <16 x float> %9025, <16 x float> %9024
  br label %9037

9027:                                             ; preds = %9018
  %9028 = bitcast <16 x float> %9019 to <8 x i64>
  %9029 = or <8 x i64> %9028, %90
  %9030 = fcmp oeq <16 x float> %9019, %66
  %9031 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %9019, i32 4)
  %9032 = bitcast <8 x i64> %9029 to <16 x float>
  %9033 = select <16 x i1> %9030, <16 x float> %9032, <16 x float> %9031
  br label %9037

9034:                                             ; preds = %9018
  %9035 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8981, <16 x i1> %8031, <16 x float> zeroinitializer)
  %9036 = fadd <16 x float> %9019, %9035
  br label %9037

9037:                                             ; preds = %9034, %9027, %9020, %9018, %8999, %8980
  %9038 = phi <16 x float> [ %9026, %9020 ], [ %9033, %9027 ], [ %9036, %9034 ], [ %9000, %8999 ], [ %9019, %9018 ], [ %8016, %8980 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9038, ptr align 1 %8979, <16 x i1> %8031)
  %9039 = add i64 %610, %8033
  %9040 = getelementptr inbounds float, ptr %435, i64 %9039
  %9041 = getelementptr inbounds float, ptr %433, i64 %9039
  switch i64 %162, label %1370 [
    i64 1, label %9056
    i64 2, label %9049
    i64 3, label %9042
    i64 0, label %9097
  ]

9042:                                             ; preds = %9037
  %9043 = bitcast <16 x float> %8015 to <8 x i64>
  %9044 = and <8 x i64> %9043, %89
  %9045 = fcmp oeq <16 x float> %8015, %63
  %9046 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8015, i32 4)
  %9047 = bitcast <8 x i64> %9044 to <16 x float>
  %9048 = select <16 x i1> %9045, <16 x float> %9047, <16 x float> %9046
  br label %9059

9049:                                             ; preds = %9037
  %9050 = bitcast <16 x float> %8015 to <8 x i64>
  %9051 = or <8 x i64> %9050, %90
  %9052 = fcmp oeq <16 x float> %8015, %66
  %9053 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8015, i32 4)
  %9054 = bitcast <8 x i64> %9051 to <16 x float>
  %9055 = select <16 x i1> %9052, <16 x float> %9054, <16 x float> %9053
  br label %9059

9056:                                             ; preds = %9037
  %9057 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9041, <16 x i1> %8034, <16 x float> zeroinitializer)
  %9058 = fadd <16 x float> %8015, %9057
  br label %9059

9059:                                             ; preds = %9056, %9049, %9042
  %9060 = phi <16 x float> [ %9058, %9056 ], [ %9055, %9049 ], [ %9048, %9042 ]
  switch i64 %164, label %1370 [
    i64 1, label %9075
    i64 2, label %9068
    i64 3, label %9061
    i64 0, label %9097
  ]

9061:                                             ; preds = %9059
  %9062 = bitcast <16 x float> %9060 to <8 x i64>
  %9063 = and <8 x i64> %9062, %89
  %9064 = fcmp oeq <16 x float> %9060, %63
  %9065 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %9060, i32 4)
  %9066 = bitcast <8 x i64> %9063 to <16 x float>
  %9067 = select <16 x i1> %9064, <16 x float> %9066, <16 x float> %9065
  br label %9078

9068:                                             ; preds = %9059
  %9069 = bitcast <16 x float> %9060 to <8 x i64>
  %9070 = or <8 x i64> %9069, %90
  %9071 = fcmp oeq <16 x float> %9060, %66
  %9072 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %9060, i32 4)
  %9073 = bitcast <8 x i64> %9070 to <16 x float>
  %9074 = select <16 x i1> %9071, <16 x float> %9073, <16 x float> %9072
  br label %9078

9075:                                             ; preds = %9059
  %9076 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9041, <16 x i1> %8034, <16 x float> zeroinitializer)
  %9077 = fadd <16 x float> %9060, %9076
  br label %9078

9078:                                             ; preds = %9075, %9068, %9061
  %9079 = phi <16 x float> [ %9077, %9075 ], [ %9074, %9068 ], [ %9067, %9061 ]
  switch i64 %166, label %1370 [
    i64 1, label %9094
    i64 2, label %9087
    i64 3, label %9080
    i64 0, label %9097
  ]

9080:                                             ; preds = %9078
  %9081 = bitcast <16 x float> %9079 to <8 x i64>
  %9082 = and <8 x i64> %9081, %89
  %9083 = fcmp oeq <16 x float> %9079, %63
  %9084 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %9079, i32 4)
  %9085 = bitcast <8 x i64> %9082 to <16 x float>
  %9086 = select <16 x i1> %9083, <16 x float> %9085, <16 x float> %9084
  br label %9097

9087:                                             ; preds = %9078
  %9088 = bitcast <16 x float> %9079 to <8 x i64>
  %9089 = or <8 x i64> %9088, %90
  %9090 = fcmp oeq <16 x float> %9079, %66
  %9091 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %9079, i32 4)
  %9092 = bitcast <8 x i64> %9089 to <16 x float>
  %9093 = select <16 x i1> %9090, <16 x float> %9092, <16 x float> %9091
  br label %9097

9094:                                             ; preds = %9078
  %9095 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9041, <16 x i1> %8034, <16 x float> zeroinitializer)
  %9096 = fadd <16 x float> %9079, %9095
  br label %9097

9097:                                             ; preds = %9094, %9087, %9080, %9078, %9059, %9037
  %9098 = phi <16 x float> [ %9086, %9080 ], [ %9093, %9087 ], [ %9096, %9094 ], [ %9060, %9059 ], [ %9079, %9078 ], [ %8015, %9037 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9098, ptr align 1 %9040, <16 x i1> %8034)
  %9099 = add i64 %610, %8036
  %9100 = getelementptr inbounds float, ptr %435, i64 %9099
  %9101 = getelementptr inbounds float, ptr %433, i64 %9099
  switch i64 %167, label %1370 [
    i64 1, label %9116
    i64 2, label %9109
    i64 3, label %9102
    i64 0, label %9162
  ]

9102:                                             ; preds = %9097
  %9103 = bitcast <16 x float> %8014 to <8 x i64>
  %9104 = and <8 x i64> %9103, %89
  %9105 = fcmp oeq <16 x float> %8014, %63
  %9106 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8014, i32 4)
  %9107 = bitcast <8 x i64> %9104 to <16 x float>
  %9108 = select <16 x i1> %9105, <16 x float> %9107, <16 x float> %9106
  br label %9119

9109:                                             ; preds = %9097
  %9110 = bitcast <16 x float> %8014 to <8 x i64>
  %9111 = or <8 x i64> %9110, %90
  %9112 = fcmp oeq <16 x float> %8014, %66
  %9113 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8014, i32 4)
  %9114 = bitcast <8 x i64> %9111 to <16 x float>
  %9115 = select <16 x i1> %9112, <16 x float> %9114, <16 x float> %9113
  br label %9119

9116:                                             ; preds = %9097
  %9117 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9101, <16 x i1> %8037, <16 x float> zeroinitializer)
  %9118 = fadd <16 x float> %8014, %9117
  br label %9119

9119:                                             ; preds = %9116, %9109, %9102
  %9120 = phi <16 x float> [ %9118, %9116 ], [ %9115, %9109 ], [ %9108, %9102 ]
  switch i64 %169, label %1370 [
    i64 1, label %9135
    i64 2, label %9128
    i64 3, label %9121
    i64 0, label %9162
  ]

9121:                                             ; preds = %9119
  %9122 = bitcast <16 x float> %9120 to <8 x i64>
  %9123 = and <8 x i64> %9122, %89
  %9124 = fcmp oeq <16 x float> %9120, %63
  %9125 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %9120, i32 4)
  %9126 = bitcast <8 x i64> %9123 to <16 x float>
  %9127 = select <16 x i1> %9124, <16 x float> %9126, <16 x float> %9125
  br label %9138

9128:                                             ; preds = %9119
  %9129 = bitcast <16 x float> %9120 to <8 x i64>
  %9130 = or <8 x i64> %9129, %90
  %9131 = fcmp oeq <16 x float> %9120, %66
  %9132 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %9120, i32 4)
  %9133 = bitcast <8 x i64> %9130 to <16 x float>
  %9134 = select <16 x i1> %9131, <16 x float> %9133, <16 x float> %9132
  br label %9138

9135:                                             ; preds = %9119
  %9136 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9101, <16 x i1> %8037, <16 x float> zeroinitializer)
  %9137 = fadd <16 x float> %9120, %9136
  br label %9138

9138:                                             ; preds = %9135, %9128, %9121
  %9139 = phi <16 x float> [ %9137, %9135 ], [ %9134, %9128 ], [ %9127, %9121 ]
  switch i64 %171, label %1370 [
    i64 1, label %9154
    i64 2, label %9147
    i64 3, label %9140
    i64 0, label %9162
  ]

9140:                                             ; preds = %9138
  %9141 = bitcast <16 x float> %9139 to <8 x i64>
  %9142 = and <8 x i64> %9141, %89
  %9143 = fcmp oeq <16 x float> %9139, %63
  %9144 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %9139, i32 4)
  %9145 = bitcast <8 x i64> %9142 to <16 x float>
  %9146 = select <16 x i1> %9143, <16 x float> %9145, <16 x float> %9144
  br label %9162

9147:                                             ; preds = %9138
  %9148 = bitcast <16 x float> %9139 to <8 x i64>
  %9149 = or <8 x i64> %9148, %90
  %9150 = fcmp oeq <16 x float> %9139, %66
  %9151 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %9139, i32 4)
  %9152 = bitcast <8 x i64> %9149 to <16 x float>
  %9153 = select <16 x i1> %9150, <16 x float> %9152, <16 x float> %9151
  br label %9162

9154:                                             ; preds = %9138
  %9155 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9101, <16 x i1> %8037, <16 x float> zeroinitializer)
  %9156 = fadd <16 x float> %9139, %9155
  br label %9162

9157:                                             ; preds = %8974
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8016, ptr align 1 %8979, <16 x i1> %8038)
  %9158 = getelementptr float, ptr %611, i64 %8039
  %9159 = getelementptr float, ptr %9158, i64 %820
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8015, ptr align 1 %9159, <16 x i1> %8040)
  %9160 = getelementptr float, ptr %612, i64 %8041
  %9161 = getelementptr float, ptr %9160, i64 %827
  br label %9162

9162:                                             ; preds = %9157, %9154, %9147, %9140, %9138, %9119, %9097
  %9163 = phi ptr [ %9161, %9157 ], [ %9100, %9140 ], [ %9100, %9147 ], [ %9100, %9154 ], [ %9100, %9138 ], [ %9100, %9119 ], [ %9100, %9097 ]
  %9164 = phi <16 x i1> [ %8042, %9157 ], [ %8037, %9140 ], [ %8037, %9147 ], [ %8037, %9154 ], [ %8037, %9138 ], [ %8037, %9119 ], [ %8037, %9097 ]
  %9165 = phi <16 x float> [ %8014, %9157 ], [ %9146, %9140 ], [ %9153, %9147 ], [ %9156, %9154 ], [ %9139, %9138 ], [ %9120, %9119 ], [ %8014, %9097 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9165, ptr align 1 %9163, <16 x i1> %9164)
  %9166 = add i64 %614, %8030
  %9167 = getelementptr inbounds float, ptr %435, i64 %9166
  br i1 %88, label %9345, label %9168

9168:                                             ; preds = %9162
  %9169 = getelementptr inbounds float, ptr %433, i64 %9166
  switch i64 %157, label %1370 [
    i64 1, label %9184
    i64 2, label %9177
    i64 3, label %9170
    i64 0, label %9225
  ]

9170:                                             ; preds = %9168
  %9171 = bitcast <16 x float> %8013 to <8 x i64>
  %9172 = and <8 x i64> %9171, %89
  %9173 = fcmp oeq <16 x float> %8013, %63
  %9174 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8013, i32 4)
  %9175 = bitcast <8 x i64> %9172 to <16 x float>
  %9176 = select <16 x i1> %9173, <16 x float> %9175, <16 x float> %9174
  br label %9187

9177:                                             ; preds = %9168
  %9178 = bitcast <16 x float> %8013 to <8 x i64>
  %9179 = or <8 x i64> %9178, %90
  %9180 = fcmp oeq <16 x float> %8013, %66
  %9181 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8013, i32 4)
  %9182 = bitcast <8 x i64> %9179 to <16 x float>
  %9183 = select <16 x i1> %9180, <16 x float> %9182, <16 x float> %9181
  br label %9187

9184:                                             ; preds = %9168
  %9185 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9169, <16 x i1> %8031, <16 x float> zeroinitializer)
  %9186 = fadd <16 x float> %8013, %9185
  br label %9187

9187:                                             ; preds = %9184, %9177, %9170
  %9188 = phi <16 x float> [ %9186, %9184 ], [ %9183, %9177 ], [ %9176, %9170 ]
  switch i64 %159, label %1370 [
    i64 1, label %9203
    i64 2, label %9196
    i64 3, label %9189
    i64 0, label %9225
  ]

9189:                                             ; preds = %9187
  %9190 = bitcast <16 x float> %9188 to <8 x i64>
  %9191 = and <8 x i64> %9190, %89
  %9192 = fcmp oeq <16 x float> %9188, %63
  %9193 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %9188, i32 4)
  %9194 = bitcast <8 x i64> %9191 to <16 x float>
  %9195 = select <16 x i1> %9192, <16 x float> %9194, <16 x float> %9193
  br label %9206

9196:                                             ; preds = %9187
  %9197 = bitcast <16 x float> %9188 to <8 x i64>
  %9198 = or <8 x i64> %9197, %90
  %9199 = fcmp oeq <16 x float> %9188, %66
  %9200 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %9188, i32 4)
  %9201 = bitcast <8 x i64> %9198 to <16 x float>
  %9202 = select <16 x i1> %9199, <16 x float> %9201, <16 x float> %9200
  br label %9206

9203:                                             ; preds = %9187
  %9204 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9169, <16 x i1> %8031, <16 x float> zeroinitializer)
  %9205 = fadd <16 x float> %9188, %9204
  br label %9206

9206:                                             ; preds = %9203, %9196, %9189
  %9207 = phi <16 x float> [ %9205, %9203 ], [ %9202, %9196 ], [ %9195, %9189 ]
  switch i64 %161, label %1370 [
    i64 1, label %9222
    i64 2, label %9215
    i64 3, label %9208
    i64 0, label %9225
  ]

9208:                                             ; preds = %9206
  %9209 = bitcast <16 x float> %9207 to <8 x i64>
  %9210 = and <8 x i64> %9209, %89
  %9211 = fcmp oeq <16 x float> %9207, %63
  %9212 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %9207, i32 4)
  %9213 = bitcast <8 x i64> %9210 to <16 x float>
  %9214 = select <16 x i1> %9211, <16 x float> %9213, <16 x float> %9212
  br label %9225

9215:                                             ; preds = %9206
  %9216 = bitcast <16 x float> %9207 to <8 x i64>
  %9217 = or <8 x i64> %9216, %90
  %9218 = fcmp oeq <16 x float> %9207, %66
  %9219 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %9207, i32 4)
  %9220 = bitcast <8 x i64> %9217 to <16 x float>
  %9221 = select <16 x i1> %9218, <16 x float> %9220, <16 x float> %9219
  br label %9225

9222:                                             ; preds = %9206
  %9223 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9169, <16 x i1> %8031, <16 x float> zeroinitializer)
  %9224 = fadd <16 x float> %9207, %9223
  br label %9225

9225:                                             ; preds = %9222, %9215, %9208, %9206, %9187, %9168
  %9226 = phi <16 x float> [ %9214, %9208 ], [ %9221, %9215 ], [ %9224, %9222 ], [ %9188, %9187 ], [ %9207, %9206 ], [ %8013, %9168 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9226, ptr align 1 %9167, <16 x i1> %8031)
  %9227 = add i64 %614, %8033
  %9228 = getelementptr inbounds float, ptr %435, i64 %9227
  %9229 = getelementptr inbounds float, ptr %433, i64 %9227
  switch i64 %162, label %1370 [
    i64 1, label %9244
    i64 2, label %9237
    i64 3, label %9230
    i64 0, label %9285
  ]

9230:                                             ; preds = %9225
  %9231 = bitcast <16 x float> %8012 to <8 x i64>
  %9232 = and <8 x i64> %9231, %89
  %9233 = fcmp oeq <16 x float> %8012, %63
  %9234 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8012, i32 4)
  %9235 = bitcast <8 x i64> %9232 to <16 x float>
  %9236 = select <16 x i1> %9233, <16 x float> %9235, <16 x float> %9234
  br label %9247

9237:                                             ; preds = %9225
  %9238 = bitcast <16 x float> %8012 to <8 x i64>
  %9239 = or <8 x i64> %9238, %90
  %9240 = fcmp oeq <16 x float> %8012, %66
  %9241 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8012, i32 4)
  %9242 = bitcast <8 x i64> %9239 to <16 x float>
  %9243 = select <16 x i1> %9240, <16 x float> %9242, <16 x float> %9241
  br label %9247

9244:                                             ; preds = %9225
  %9245 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9229, <16 x i1> %8034, <16 x float> zeroinitializer)
  %9246 = fadd <16 x float> %8012, %9245
  br label %9247

9247:                                             ; preds = %9244, %9237, %9230
  %9248 = phi <16 x float> [ %9246, %9244 ], [ %9243, %9237 ], [ %9236, %9230 ]
  switch i64 %164, label %1370 [
    i64 1, label %9263
    i64 2, label %9256
    i64 3, label %9249
    i64 0, label %9285
  ]

9249:                                             ; preds = %9247
  %9250 = bitcast <16 x float> %9248 to <8 x i64>
  %9251 = and <8 x i64> %9250, %89
  %9252 = fcmp oeq <16 x float> %9248, %63
  %9253 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %9248, i32 4)
  %9254 = bitcast <8 x i64> %9251 to <16 x float>
  %9255 = select <16 x i1> %9252, <16 x float> %9254, <16 x float> %9253
  br label %9266

9256:                                             ; preds = %9247
  %9257 = bitcast <16 x float> %9248 to <8 x i64>
  %9258 = or <8 x i64> %9257, %90
  %9259 = fcmp oeq <16 x float> %9248, %66
  %9260 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %9248, i32 4)
  %9261 = bitcast <8 x i64> %9258 to <16 x float>
  %9262 = select <16 x i1> %9259, <16 x float> %9261, <16 x float> %9260
  br label %9266

9263:                                             ; preds = %9247
  %9264 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9229, <16 x i1> %8034, <16 x float> zeroinitializer)
  %9265 = fadd <16 x float> %9248, %9264
  br label %9266

9266:                                             ; preds = %9263, %9256, %9249
  %9267 = phi <16 x float> [ %9265, %9263 ], [ %9262, %9256 ], [ %9255, %9249 ]
  switch i64 %166, label %1370 [
    i64 1, label %9282
    i64 2, label %9275
    i64 3, label %9268
    i64 0, label %9285
  ]

9268:                                             ; preds = %9266
  %9269 = bitcast <16 x float> %9267 to <8 x i64>
  %9270 = and <8 x i64> %9269, %89
  %9271 = fcmp oeq <16 x float> %9267, %63
  %9272 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %9267, i32 4)
  %9273 = bitcast <8 x i64> %9270 to <16 x float>
  %9274 = select <16 x i1> %9271, <16 x float> %9273, <16 x float> %9272
  br label %9285

9275:                                             ; preds = %9266
  %9276 = bitcast <16 x float> %9267 to <8 x i64>
  %9277 = or <8 x i64> %9276, %90
  %9278 = fcmp oeq <16 x float> %9267, %66
  %9279 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %9267, i32 4)
  %9280 = bitcast <8 x i64> %9277 to <16 x float>
  %9281 = select <16 x i1> %9278, <16 x float> %9280, <16 x float> %9279
  br label %9285

9282:                                             ; preds = %9266
  %9283 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9229, <16 x i1> %8034, <16 x float> zeroinitializer)
  %9284 = fadd <16 x float> %9267, %9283
  br label %9285

9285:                                             ; preds = %9282, %9275, %9268, %9266, %9247, %9225
  %9286 = phi <16 x float> [ %9274, %9268 ], [ %9281, %9275 ], [ %9284, %9282 ], [ %9248, %9247 ], [ %9267, %9266 ], [ %8012, %9225 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9286, ptr align 1 %9228, <16 x i1> %8034)
  %9287 = add i64 %614, %8036
  %9288 = getelementptr inbounds float, ptr %435, i64 %9287
  %9289 = getelementptr inbounds float, ptr %433, i64 %9287
  switch i64 %167, label %1370 [
    i64 1, label %9304
    i64 2, label %9297
    i64 3, label %9290
    i64 0, label %9350
  ]

9290:                                             ; preds = %9285
  %9291 = bitcast <16 x float> %8011 to <8 x i64>
  %9292 = and <8 x i64> %9291, %89
  %9293 = fcmp oeq <16 x float> %8011, %63
  %9294 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8011, i32 4)
  %9295 = bitcast <8 x i64> %9292 to <16 x float>
  %9296 = select <16 x i1> %9293, <16 x float> %9295, <16 x float> %9294
  br label %9307

9297:                                             ; preds = %9285
  %9298 = bitcast <16 x float> %8011 to <8 x i64>
  %9299 = or <8 x i64> %9298, %90
  %9300 = fcmp oeq <16 x float> %8011, %66
  %9301 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8011, i32 4)
  %9302 = bitcast <8 x i64> %9299 to <16 x float>
  %9303 = select <16 x i1> %9300, <16 x float> %9302, <16 x float> %9301
  br label %9307

9304:                                             ; preds = %9285
  %9305 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9289, <16 x i1> %8037, <16 x float> zeroinitializer)
  %9306 = fadd <16 x float> %8011, %9305
  br label %9307

9307:                                             ; preds = %9304, %9297, %9290
  %9308 = phi <16 x float> [ %9306, %9304 ], [ %9303, %9297 ], [ %9296, %9290 ]
  switch i64 %169, label %1370 [
    i64 1, label %9323
    i64 2, label %9316
    i64 3, label %9309
    i64 0, label %9350
  ]

9309:                                             ; preds = %9307
  %9310 = bitcast <16 x float> %9308 to <8 x i64>
  %9311 = and <8 x i64> %9310, %89
  %9312 = fcmp oeq <16 x float> %9308, %63
  %9313 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %9308, i32 4)
  %9314 = bitcast <8 x i64> %9311 to <16 x float>
  %9315 = select <16 x i1> %9312, <16 x float> %9314, <16 x float> %9313
  br label %9326

9316:                                             ; preds = %9307
  %9317 = bitcast <16 x float> %9308 to <8 x i64>
  %9318 = or <8 x i64> %9317, %90
  %9319 = fcmp oeq <16 x float> %9308, %66
  %9320 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %9308, i32 4)
  %9321 = bitcast <8 x i64> %9318 to <16 x float>
  %9322 = select <16 x i1> %9319, <16 x float> %9321, <16 x float> %9320
  br label %9326

9323:                                             ; preds = %9307
  %9324 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9289, <16 x i1> %8037, <16 x float> zeroinitializer)
  %9325 = fadd <16 x float> %9308, %9324
  br label %9326

9326:                                             ; preds = %9323, %9316, %9309
  %9327 = phi <16 x float> [ %9325, %9323 ], [ %9322, %9316 ], [ %9315, %9309 ]
  switch i64 %171, label %1370 [
    i64 1, label %9342
    i64 2, label %9335
    i64 3, label %9328
    i64 0, label %9350
  ]

9328:                                             ; preds = %9326
  %9329 = bitcast <16 x float> %9327 to <8 x i64>
  %9330 = and <8 x i64> %9329, %89
  %9331 = fcmp oeq <16 x float> %9327, %63
  %9332 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %9327, i32 4)
  %9333 = bitcast <8 x i64> %9330 to <16 x float>
  %9334 = select <16 x i1> %9331, <16 x float> %9333, <16 x float> %9332
  br label %9350

9335:                                             ; preds = %9326
  %9336 = bitcast <16 x float> %9327 to <8 x i64>
  %9337 = or <8 x i64> %9336, %90
  %9338 = fcmp oeq <16 x float> %9327, %66
  %9339 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %9327, i32 4)
  %9340 = bitcast <8 x i64> %9337 to <16 x float>
  %9341 = select <16 x i1> %9338, <16 x float> %9340, <16 x float> %9339
  br label %9350

9342:                                             ; preds = %9326
  %9343 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9289, <16 x i1> %8037, <16 x float> zeroinitializer)
  %9344 = fadd <16 x float> %9327, %9343
  br label %9350

9345:                                             ; preds = %9162
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8013, ptr align 1 %9167, <16 x i1> %8038)
  %9346 = getelementptr float, ptr %615, i64 %8039
  %9347 = getelementptr float, ptr %9346, i64 %820
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8012, ptr align 1 %9347, <16 x i1> %8040)
  %9348 = getelementptr float, ptr %616, i64 %8041
  %9349 = getelementptr float, ptr %9348, i64 %827
  br label %9350

9350:                                             ; preds = %9345, %9342, %9335, %9328, %9326, %9307, %9285
  %9351 = phi ptr [ %9349, %9345 ], [ %9288, %9328 ], [ %9288, %9335 ], [ %9288, %9342 ], [ %9288, %9326 ], [ %9288, %9307 ], [ %9288, %9285 ]
  %9352 = phi <16 x i1> [ %8042, %9345 ], [ %8037, %9328 ], [ %8037, %9335 ], [ %8037, %9342 ], [ %8037, %9326 ], [ %8037, %9307 ], [ %8037, %9285 ]
  %9353 = phi <16 x float> [ %8011, %9345 ], [ %9334, %9328 ], [ %9341, %9335 ], [ %9344, %9342 ], [ %9327, %9326 ], [ %9308, %9307 ], [ %8011, %9285 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9353, ptr align 1 %9351, <16 x i1> %9352)
  %9354 = add i64 %618, %8030
  %9355 = getelementptr inbounds float, ptr %435, i64 %9354
  br i1 %88, label %9533, label %9356

9356:                                             ; preds = %9350
  %9357 = getelementptr inbounds float, ptr %433, i64 %9354
  switch i64 %157, label %1370 [
    i64 1, label %9372
    i64 2, label %9365
    i64 3, label %9358
    i64 0, label %9413
  ]

9358:                                             ; preds = %9356
  %9359 = bitcast <16 x float> %8010 to <8 x i64>
  %9360 = and <8 x i64> %9359, %89
  %9361 = fcmp oeq <16 x float> %8010, %63
  %9362 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8010, i32 4)
  %9363 = bitcast <8 x i64> %9360 to <16 x float>
  %9364 = select <16 x i1> %9361, <16 x float> %9363, <16 x float> %9362
  br label %9375

9365:                                             ; preds = %9356
  %9366 = bitcast <16 x float> %8010 to <8 x i64>
  %9367 = or <8 x i64> %9366, %90
  %9368 = fcmp oeq <16 x float> %8010, %66
  %9369 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8010, i32 4)
  %9370 = bitcast <8 x i64> %9367 to <16 x float>
  %9371 = select <16 x i1> %9368, <16 x float> %9370, <16 x float> %9369
  br label %9375

9372:                                             ; preds = %9356
  %9373 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9357, <16 x i1> %8031, <16 x float> zeroinitializer)
  %9374 = fadd <16 x float> %8010, %9373
  br label %9375

9375:                                             ; preds = %9372, %9365, %9358
  %9376 = phi <16 x float> [ %9374, %9372 ], [ %9371, %9365 ], [ %9364, %9358 ]
  switch i64 %159, label %1370 [
    i64 1, label %9391
    i64 2, label %9384
    i64 3, label %9377
    i64 0, label %9413
  ]

9377:                                             ; preds = %9375
  %9378 = bitcast <16 x float> %9376 to <8 x i64>
  %9379 = and <8 x i64> %9378, %89
  %9380 = fcmp oeq <16 x float> %9376, %63
  %9381 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %9376, i32 4)
  %9382 = bitcast <8 x i64> %9379 to <16 x float>
  %9383 = select <16 x i1> %9380, <16 x float> %9382, <16 x float> %9381
  br label %9394

9384:                                             ; preds = %9375
  %9385 = bitcast <16 x float> %9376 to <8 x i64>
  %9386 = or <8 x i64> %9385, %90
  %9387 = fcmp oeq <16 x float> %9376, %66
  %9388 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %9376, i32 4)
  %9389 = bitcast <8 x i64> %9386 to <16 x float>
  %9390 = select <16 x i1> %9387, <16 x float> %9389, <16 x float> %9388
  br label %9394

9391:                                             ; preds = %9375
  %9392 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9357, <16 x i1> %8031, <16 x float> zeroinitializer)
  %9393 = fadd <16 x float> %9376, %9392
  br label %9394

9394:                                             ; preds = %9391, %9384, %9377
  %9395 = phi <16 x float> [ %9393, %9391 ], [ %9390, %9384 ], [ %9383, %9377 ]
  switch i64 %161, label %1370 [
    i64 1, label %9410
    i64 2, label %9403
    i64 3, label %9396
    i64 0, label %9413
  ]

9396:                                             ; preds = %9394
  %9397 = bitcast <16 x float> %9395 to <8 x i64>
  %9398 = and <8 x i64> %9397, %89
  %9399 = fcmp oeq <16 x float> %9395, %63
  %9400 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %9395, i32 4)
  %9401 = bitcast <8 x i64> %9398 to <16 x float>
  %9402 = select <16 x i1> %9399, <16 x float> %9401, <16 x float> %9400
  br label %9413

9403:                                             ; preds = %9394
  %9404 = bitcast <16 x float> %9395 to <8 x i64>
  %9405 = or <8 x i64> %9404, %90
  %9406 = fcmp oeq <16 x float> %9395, %66
  %9407 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %9395, i32 4)
  %9408 = bitcast <8 x i64> %9405 to <16 x float>
  %9409 = select <16 x i1> %9406, <16 x float> %9408, <16 x float> %9407
  br label %9413

9410:                                             ; preds = %9394
  %9411 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9357, <16 x i1> %8031, <16 x float> zeroinitializer)
  %9412 = fadd <16 x float> %9395, %9411
  br label %9413

9413:                                             ; preds = %9410, %9403, %9396, %9394, %9375, %9356
  %9414 = phi <16 x float> [ %9402, %9396 ], [ %9409, %9403 ], [ %9412, %9410 ], [ %9376, %9375 ], [ %9395, %9394 ], [ %8010, %9356 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9414, ptr align 1 %9355, <16 x i1> %8031)
  %9415 = add i64 %618, %8033
  %9416 = getelementptr inbounds float, ptr %435, i64 %9415
  %9417 = getelementptr inbounds float, ptr %433, i64 %9415
  switch i64 %162, label %1370 [
    i64 1, label %9432
    i64 2, label %9425
    i64 3, label %9418
    i64 0, label %9473
  ]

9418:                                             ; preds = %9413
  %9419 = bitcast <16 x float> %8009 to <8 x i64>
  %9420 = and <8 x i64> %9419, %89
  %9421 = fcmp oeq <16 x float> %8009, %63
  %9422 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8009, i32 4)
  %9423 = bitcast <8 x i64> %9420 to <16 x float>
  %9424 = select <16 x i1> %9421, <16 x float> %9423, <16 x float> %9422
  br label %9435

9425:                                             ; preds = %9413
  %9426 = bitcast <16 x float> %8009 to <8 x i64>
  %9427 = or <8 x i64> %9426, %90
  %9428 = fcmp oeq <16 x float> %8009, %66
  %9429 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8009, i32 4)
  %9430 = bitcast <8 x i64> %9427 to <16 x float>
  %9431 = select <16 x i1> %9428, <16 x float> %9430, <16 x float> %9429
  br label %9435

9432:                                             ; preds = %9413
  %9433 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9417, <16 x i1> %8034, <16 x float> zeroinitializer)
  %9434 = fadd <16 x float> %8009, %9433
  br label %9435

9435:                                             ; preds = %9432, %9425, %9418
  %9436 = phi <16 x float> [ %9434, %9432 ], [ %9431, %9425 ], [ %9424, %9418 ]
  switch i64 %164, label %1370 [
    i64 1, label %9451
    i64 2, label %9444
    i64 3, label %9437
    i64 0, label %9473
  ]

9437:                                             ; preds = %9435
  %9438 = bitcast <16 x float> %9436 to <8 x i64>
  %9439 = and <8 x i64> %9438, %89
  %9440 = fcmp oeq <16 x float> %9436, %63
  %9441 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %9436, i32 4)
  %9442 = bitcast <8 x i64> %9439 to <16 x float>
  %9443 = select <16 x i1> %9440, <16 x float> %9442, <16 x float> %9441
  br label %9454

9444:                                             ; preds = %9435
  %9445 = bitcast <16 x float> %9436 to <8 x i64>
  %9446 = or <8 x i64> %9445, %90
  %9447 = fcmp oeq <16 x float> %9436, %66
  %9448 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %9436, i32 4)
  %9449 = bitcast <8 x i64> %9446 to <16 x float>
  %9450 = select <16 x i1> %9447, <16 x float> %9449, <16 x float> %9448
  br label %9454

9451:                                             ; preds = %9435
  %9452 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9417, <16 x i1> %8034, <16 x float> zeroinitializer)
  %9453 = fadd <16 x float> %9436, %9452
  br label %9454

9454:                                             ; preds = %9451, %9444, %9437
  %9455 = phi <16 x float> [ %9453, %9451 ], [ %9450, %9444 ], [ %9443, %9437 ]
  switch i64 %166, label %1370 [
    i64 1, label %9470
    i64 2, label %9463
    i64 3, label %9456
    i64 0, label %9473
  ]

9456:                                             ; preds = %9454
  %9457 = bitcast <16 x float> %9455 to <8 x i64>
  %9458 = and <8 x i64> %9457, %89
  %9459 = fcmp oeq <16 x float> %9455, %63
  %9460 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %9455, i32 4)
  %9461 = bitcast <8 x i64> %9458 to <16 x float>
  %9462 = select <16 x i1> %9459, <16 x float> %9461, <16 x float> %9460
  br label %9473

9463:                                             ; preds = %9454
  %9464 = bitcast <16 x float> %9455 to <8 x i64>
  %9465 = or <8 x i64> %9464, %90
  %9466 = fcmp oeq <16 x float> %9455, %66
  %9467 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %9455, i32 4)
  %9468 = bitcast <8 x i64> %9465 to <16 x float>
  %9469 = select <16 x i1> %9466, <16 x float> %9468, <16 x float> %9467
  br label %9473

9470:                                             ; preds = %9454
  %9471 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9417, <16 x i1> %8034, <16 x float> zeroinitializer)
  %9472 = fadd <16 x float> %9455, %9471
  br label %9473

9473:                                             ; preds = %9470, %9463, %9456, %9454, %9435, %9413
  %9474 = phi <16 x float> [ %9462, %9456 ], [ %9469, %9463 ], [ %9472, %9470 ], [ %9436, %9435 ], [ %9455, %9454 ], [ %8009, %9413 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9474, ptr align 1 %9416, <16 x i1> %8034)
  %9475 = add i64 %618, %8036
  %9476 = getelementptr inbounds float, ptr %435, i64 %9475
  %9477 = getelementptr inbounds float, ptr %433, i64 %9475
  switch i64 %167, label %1370 [
    i64 1, label %9492
    i64 2, label %9485
    i64 3, label %9478
    i64 0, label %9538
  ]

9478:                                             ; preds = %9473
  %9479 = bitcast <16 x float> %8008 to <8 x i64>
  %9480 = and <8 x i64> %9479, %89
  %9481 = fcmp oeq <16 x float> %8008, %63
  %9482 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8008, i32 4)
  %9483 = bitcast <8 x i64> %9480 to <16 x float>
  %9484 = select <16 x i1> %9481, <16 x float> %9483, <16 x float> %9482
  br label %9495

9485:                                             ; preds = %9473
  %9486 = bitcast <16 x float> %8008 to <8 x i64>
  %9487 = or <8 x i64> %9486, %90
  %9488 = fcmp oeq <16 x float> %8008, %66
  %9489 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8008, i32 4)
  %9490 = bitcast <8 x i64> %9487 to <16 x float>
  %9491 = select <16 x i1> %9488, <16 x float> %9490, <16 x float> %9489
  br label %9495

9492:                                             ; preds = %9473
  %9493 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9477, <16 x i1> %8037, <16 x float> zeroinitializer)
  %9494 = fadd <16 x float> %8008, %9493
  br label %9495

9495:                                             ; preds = %9492, %9485, %9478
  %9496 = phi <16 x float> [ %9494, %9492 ], [ %9491, %9485 ], [ %9484, %9478 ]
  switch i64 %169, label %1370 [
    i64 1, label %9511
    i64 2, label %9504
    i64 3, label %9497
    i64 0, label %9538
  ]

9497:                                             ; preds = %9495
  %9498 = bitcast <16 x float> %9496 to <8 x i64>
  %9499 = and <8 x i64> %9498, %89
  %9500 = fcmp oeq <16 x float> %9496, %63
  %9501 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %9496, i32 4)
  %9502 = bitcast <8 x i64> %9499 to <16 x float>
  %9503 = select <16 x i1> %9500, <16 x float> %9502, <16 x float> %9501
  br label %9514

9504:                                             ; preds = %9495
  %9505 = bitcast <16 x float> %9496 to <8 x i64>
  %9506 = or <8 x i64> %9505, %90
  %9507 = fcmp oeq <16 x float> %9496, %66
  %9508 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %9496, i32 4)
  %9509 = bitcast <8 x i64> %9506 to <16 x float>
  %9510 = select <16 x i1> %9507, <16 x float> %9509, <16 x float> %9508
  br label %9514

9511:                                             ; preds = %9495
  %9512 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9477, <16 x i1> %8037, <16 x float> zeroinitializer)
  %9513 = fadd <16 x float> %9496, %9512
  br label %9514

9514:                                             ; preds = %9511, %9504, %9497
  %9515 = phi <16 x float> [ %9513, %9511 ], [ %9510, %9504 ], [ %9503, %9497 ]
  switch i64 %171, label %1370 [
    i64 1, label %9530
    i64 2, label %9523
    i64 3, label %9516
    i64 0, label %9538
  ]

9516:                                             ; preds = %9514
  %9517 = bitcast <16 x float> %9515 to <8 x i64>
  %9518 = and <8 x i64> %9517, %89
  %9519 = fcmp oeq <16 x float> %9515, %63
  %9520 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %9515, i32 4)
  %9521 = bitcast <8 x i64> %9518 to <16 x float>
  %9522 = select <16 x i1> %9519, <16 x float> %9521, <16 x float> %9520
  br label %9538

9523:                                             ; preds = %9514
  %9524 = bitcast <16 x float> %9515 to <8 x i64>
  %9525 = or <8 x i64> %9524, %90
  %9526 = fcmp oeq <16 x float> %9515, %66
  %9527 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %9515, i32 4)
  %9528 = bitcast <8 x i64> %9525 to <16 x float>
  %9529 = select <16 x i1> %9526, <16 x float> %9528, <16 x float> %9527
  br label %9538

9530:                                             ; preds = %9514
  %9531 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9477, <16 x i1> %8037, <16 x float> zeroinitializer)
  %9532 = fadd <16 x float> %9515, %9531
  br label %9538

9533:                                             ; preds = %9350
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8010, ptr align 1 %9355, <16 x i1> %8038)
  %9534 = getelementptr float, ptr %619, i64 %8039
  %9535 = getelementptr float, ptr %9534, i64 %820
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8009, ptr align 1 %9535, <16 x i1> %8040)
  %9536 = getelementptr float, ptr %620, i64 %8041
  %9537 = getelementptr float, ptr %9536, i64 %827
  br label %9538

9538:                                             ; preds = %9533, %9530, %9523, %9516, %9514, %9495, %9473
  %9539 = phi ptr [ %9537, %9533 ], [ %9476, %9516 ], [ %9476, %9523 ], [ %9476, %9530 ], [ %9476, %9514 ], [ %9476, %9495 ], [ %9476, %9473 ]
  %9540 = phi <16 x i1> [ %8042, %9533 ], [ %8037, %9516 ], [ %8037, %9523 ], [ %8037, %9530 ], [ %8037, %9514 ], [ %8037, %9495 ], [ %8037, %9473 ]
  %9541 = phi <16 x float> [ %8008, %9533 ], [ %9522, %9516 ], [ %9529, %9523 ], [ %9532, %9530 ], [ %9515, %9514 ], [ %9496, %9495 ], [ %8008, %9473 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9541, ptr align 1 %9539, <16 x i1> %9540)
  %9542 = add i64 %622, %8030
  %9543 = getelementptr inbounds float, ptr %435, i64 %9542
  br i1 %88, label %9721, label %9544

9544:                                             ; preds = %9538
  %9545 = getelementptr inbounds float, ptr %433, i64 %9542
  switch i64 %157, label %1370 [
    i64 1, label %9560
    i64 2, label %9553
    i64 3, label %9546
    i64 0, label %9601
  ]

9546:                                             ; preds = %9544
  %9547 = bitcast <16 x float> %8007 to <8 x i64>
  %9548 = and <8 x i64> %9547, %89
  %9549 = fcmp oeq <16 x float> %8007, %63
  %9550 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8007, i32 4)
  %9551 = bitcast <8 x i64> %9548 to <16 x float>
  %9552 = select <16 x i1> %9549, <16 x float> %9551, <16 x float> %9550
  br label %9563

9553:                                             ; preds = %9544
  %9554 = bitcast <16 x float> %8007 to <8 x i64>
  %9555 = or <8 x i64> %9554, %90
  %9556 = fcmp oeq <16 x float> %8007, %66
  %9557 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8007, i32 4)
  %9558 = bitcast <8 x i64> %9555 to <16 x float>
  %9559 = select <16 x i1> %9556, <16 x float> %9558, <16 x float> %9557
  br label %9563

9560:                                             ; preds = %9544
  %9561 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9545, <16 x i1> %8031, <16 x float> zeroinitializer)
  %9562 = fadd <16 x float> %8007, %9561
  br label %9563

9563:                                             ; preds = %9560, %9553, %9546
  %9564 = phi <16 x float> [ %9562, %9560 ], [ %9559, %9553 ], [ %9552, %9546 ]
  switch i64 %159, label %1370 [
    i64 1, label %9579
    i64 2, label %9572
    i64 3, label %9565
    i64 0, label %9601
  ]

9565:                                             ; preds = %9563
  %9566 = bitcast <16 x float> %9564 to <8 x i64>
  %9567 = and <8 x i64> %9566, %89
  %9568 = fcmp oeq <16 x float> %9564, %63
  %9569 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %9564, i32 4)
  %9570 = bitcast <8 x i64> %9567 to <16 x float>
  %9571 = select <16 x i1> %9568, <16 x float> %9570, <16 x float> %9569
  br label %9582

9572:                                             ; preds = %9563
  %9573 = bitcast <16 x float> %9564 to <8 x i64>
  %9574 = or <8 x i64> %9573, %90
  %9575 = fcmp oeq <16 x float> %9564, %66
  %9576 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %9564, i32 4)
  %9577 = bitcast <8 x i64> %9574 to <16 x float>
  %9578 = select <16 x i1> %9575, <16 x float> %9577, <16 x float> %9576
  br label %9582

9579:                                             ; preds = %9563
  %9580 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9545, <16 x i1> %8031, <16 x float> zeroinitializer)
  %9581 = fadd <16 x float> %9564, %9580
  br label %9582

9582:                                             ; preds = %9579, %9572, %9565
  %9583 = phi <16 x float> [ %9581, %9579 ], [ %9578, %9572 ], [ %9571, %9565 ]
  switch i64 %161, label %1370 [
    i64 1, label %9598
    i64 2, label %9591
    i64 3, label %9584
    i64 0, label %9601
  ]

9584:                                             ; preds = %9582
  %9585 = bitcast <16 x float> %9583 to <8 x i64>
  %9586 = and <8 x i64> %9585, %89
  %9587 = fcmp oeq <16 x float> %9583, %63
  %9588 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %9583, i32 4)
  %9589 = bitcast <8 x i64> %9586 to <16 x float>
  %9590 = select <16 x i1> %9587, <16 x float> %9589, <16 x float> %9588
  br label %9601

9591:                                             ; preds = %9582
  %9592 = bitcast <16 x float> %9583 to <8 x i64>
  %9593 = or <8 x i64> %9592, %90
  %9594 = fcmp oeq <16 x float> %9583, %66
  %9595 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %9583, i32 4)
  %9596 = bitcast <8 x i64> %9593 to <16 x float>
  %9597 = select <16 x i1> %9594, <16 x float> %9596, <16 x float> %9595
  br label %9601

9598:                                             ; preds = %9582
  %9599 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9545, <16 x i1> %8031, <16 x float> zeroinitializer)
  %9600 = fadd <16 x float> %9583, %9599
  br label %9601

9601:                                             ; preds = %9598, %9591, %9584, %9582, %9563, %9544
  %9602 = phi <16 x float> [ %9590, %9584 ], [ %9597, %9591 ], [ %9600, %9598 ], [ %9564, %9563 ], [ %9583, %9582 ], [ %8007, %9544 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9602, ptr align 1 %9543, <16 x i1> %8031)
  %9603 = add i64 %622, %8033
  %9604 = getelementptr inbounds float, ptr %435, i64 %9603
  %9605 = getelementptr inbounds float, ptr %433, i64 %9603
  switch i64 %162, label %1370 [
    i64 1, label %9620
    i64 2, label %9613
    i64 3, label %9606
    i64 0, label %9661
  ]

9606:                                             ; preds = %9601
  %9607 = bitcast <16 x float> %8006 to <8 x i64>
  %9608 = and <8 x i64> %9607, %89
  %9609 = fcmp oeq <16 x float> %8006, %63
  %9610 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8006, i32 4)
  %9611 = bitcast <8 x i64> %9608 to <16 x float>
  %9612 = select <16 x i1> %9609, <16 x float> %9611, <16 x float> %9610
  br label %9623

9613:                                             ; preds = %9601
  %9614 = bitcast <16 x float> %8006 to <8 x i64>
  %9615 = or <8 x i64> %9614, %90
  %9616 = fcmp oeq <16 x float> %8006, %66
  %9617 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8006, i32 4)
  %9618 = bitcast <8 x i64> %9615 to <16 x float>
  %9619 = select <16 x i1> %9616, <16 x float> %9618, <16 x float> %9617
  br label %9623

9620:                                             ; preds = %9601
  %9621 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9605, <16 x i1> %8034, <16 x float> zeroinitializer)
  %9622 = fadd <16 x float> %8006, %9621
  br label %9623

9623:                                             ; preds = %9620, %9613, %9606
  %9624 = phi <16 x float> [ %9622, %9620 ], [ %9619, %9613 ], [ %9612, %9606 ]
  switch i64 %164, label %1370 [
    i64 1, label %9639
    i64 2, label %9632
    i64 3, label %9625
    i64 0, label %9661
  ]

9625:                                             ; preds = %9623
  %9626 = bitcast <16 x float> %9624 to <8 x i64>
  %9627 = and <8 x i64> %9626, %89
  %9628 = fcmp oeq <16 x float> %9624, %63
  %9629 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %9624, i32 4)
  %9630 = bitcast <8 x i64> %9627 to <16 x float>
  %9631 = select <16 x i1> %9628, <16 x float> %9630, <16 x float> %9629
  br label %9642

9632:                                             ; preds = %9623
  %9633 = bitcast <16 x float> %9624 to <8 x i64>
  %9634 = or <8 x i64> %9633, %90
  %9635 = fcmp oeq <16 x float> %9624, %66
  %9636 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %9624, i32 4)
  %9637 = bitcast <8 x i64> %9634 to <16 x float>
  %9638 = select <16 x i1> %9635, <16 x float> %9637, <16 x float> %9636
  br label %9642

9639:                                             ; preds = %9623
  %9640 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9605, <16 x i1> %8034, <16 x float> zeroinitializer)
  %9641 = fadd <16 x float> %9624, %9640
  br label %9642

9642:                                             ; preds = %9639, %9632, %9625
  %9643 = phi <16 x float> [ %9641, %9639 ], [ %9638, %9632 ], [ %9631, %9625 ]
  switch i64 %166, label %1370 [
    i64 1, label %9658
    i64 2, label %9651
    i64 3, label %9644
    i64 0, label %9661
  ]

9644:                                             ; preds = %9642
  %9645 = bitcast <16 x float> %9643 to <8 x i64>
  %9646 = and <8 x i64> %9645, %89
  %9647 = fcmp oeq <16 x float> %9643, %63
  %9648 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %9643, i32 4)
  %9649 = bitcast <8 x i64> %9646 to <16 x float>
  %9650 = select <16 x i1> %9647, <16 x float> %9649, <16 x float> %9648
  br label %9661

9651:                                             ; preds = %9642
  %9652 = bitcast <16 x float> %9643 to <8 x i64>
  %9653 = or <8 x i64> %9652, %90
  %9654 = fcmp oeq <16 x float> %9643, %66
  %9655 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %9643, i32 4)
  %9656 = bitcast <8 x i64> %9653 to <16 x float>
  %9657 = select <16 x i1> %9654, <16 x float> %9656, <16 x float> %9655
  br label %9661

9658:                                             ; preds = %9642
  %9659 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9605, <16 x i1> %8034, <16 x float> zeroinitializer)
  %9660 = fadd <16 x float> %9643, %9659
  br label %9661

9661:                                             ; preds = %9658, %9651, %9644, %9642, %9623, %9601
  %9662 = phi <16 x float> [ %9650, %9644 ], [ %9657, %9651 ], [ %9660, %9658 ], [ %9624, %9623 ], [ %9643, %9642 ], [ %8006, %9601 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9662, ptr align 1 %9604, <16 x i1> %8034)
  %9663 = add i64 %622, %8036
  %9664 = getelementptr inbounds float, ptr %435, i64 %9663
  %9665 = getelementptr inbounds float, ptr %433, i64 %9663
  switch i64 %167, label %1370 [
    i64 1, label %9680
    i64 2, label %9673
    i64 3, label %9666
    i64 0, label %9726
  ]

9666:                                             ; preds = %9661
  %9667 = bitcast <16 x float> %8005 to <8 x i64>
  %9668 = and <8 x i64> %9667, %89
  %9669 = fcmp oeq <16 x float> %8005, %63
  %9670 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %8005, i32 4)
  %9671 = bitcast <8 x i64> %9668 to <16 x float>
  %9672 = select <16 x i1> %9669, <16 x float> %9671, <16 x float> %9670
  br label %9683

9673:                                             ; preds = %9661
  %9674 = bitcast <16 x float> %8005 to <8 x i64>
  %9675 = or <8 x i64> %9674, %90
  %9676 = fcmp oeq <16 x float> %8005, %66
  %9677 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %8005, i32 4)
  %9678 = bitcast <8 x i64> %9675 to <16 x float>
  %9679 = select <16 x i1> %9676, <16 x float> %9678, <16 x float> %9677
  br label %9683

9680:                                             ; preds = %9661
  %9681 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9665, <16 x i1> %8037, <16 x float> zeroinitializer)
  %9682 = fadd <16 x float> %8005, %9681
  br label %9683

9683:                                             ; preds = %9680, %9673, %9666
  %9684 = phi <16 x float> [ %9682, %9680 ], [ %9679, %9673 ], [ %9672, %9666 ]
  switch i64 %169, label %1370 [
    i64 1, label %9699
    i64 2, label %9692
    i64 3, label %9685
    i64 0, label %9726
  ]

9685:                                             ; preds = %9683
  %9686 = bitcast <16 x float> %9684 to <8 x i64>
  %9687 = and <8 x i64> %9686, %89
  %9688 = fcmp oeq <16 x float> %9684, %63
  %9689 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %9684, i32 4)
  %9690 = bitcast <8 x i64> %9687 to <16 x float>
  %9691 = select <16 x i1> %9688, <16 x float> %9690, <16 x float> %9689
  br label %9702

9692:                                             ; preds = %9683
  %9693 = bitcast <16 x float> %9684 to <8 x i64>
  %9694 = or <8 x i64> %9693, %90
  %9695 = fcmp oeq <16 x float> %9684, %66
  %9696 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %9684, i32 4)
  %9697 = bitcast <8 x i64> %9694 to <16 x float>
  %9698 = select <16 x i1> %9695, <16 x float> %9697, <16 x float> %9696
  br label %9702

9699:                                             ; preds = %9683
  %9700 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9665, <16 x i1> %8037, <16 x float> zeroinitializer)
  %9701 = fadd <16 x float> %9684, %9700
  br label %9702

9702:                                             ; preds = %9699, %9692, %9685
  %9703 = phi <16 x float> [ %9701, %9699 ], [ %9698, %9692 ], [ %9691, %9685 ]
  switch i64 %171, label %1370 [
    i64 1, label %9718
    i64 2, label %9711
    i64 3, label %9704
    i64 0, label %9726
  ]

9704:                                             ; preds = %9702
  %9705 = bitcast <16 x float> %9703 to <8 x i64>
  %9706 = and <8 x i64> %9705, %89
  %9707 = fcmp oeq <16 x float> %9703, %63
  %9708 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %9703, i32 4)
  %9709 = bitcast <8 x i64> %9706 to <16 x float>
  %9710 = select <16 x i1> %9707, <16 x float> %9709, <16 x float> %9708
  br label %9726

9711:                                             ; preds = %9702
  %9712 = bitcast <16 x float> %9703 to <8 x i64>
  %9713 = or <8 x i64> %9712, %90
  %9714 = fcmp oeq <16 x float> %9703, %66
  %9715 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %9703, i32 4)
  %9716 = bitcast <8 x i64> %9713 to <16 x float>
  %9717 = select <16 x i1> %9714, <16 x float> %9716, <16 x float> %9715
  br label %9726

9718:                                             ; preds = %9702
  %9719 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9665, <16 x i1> %8037, <16 x float> zeroinitializer)
  %9720 = fadd <16 x float> %9703, %9719
  br label %9726

9721:                                             ; preds = %9538
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8007, ptr align 1 %9543, <16 x i1> %8038)
  %9722 = getelementptr float, ptr %623, i64 %8039
  %9723 = getelementptr float, ptr %9722, i64 %820
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8006, ptr align 1 %9723, <16 x i1> %8040)
  %9724 = getelementptr float, ptr %624, i64 %8041
  %9725 = getelementptr float, ptr %9724, i64 %827
  br label %9726

9726:                                             ; preds = %9721, %9718, %9711, %9704, %9702, %9683, %9661
  %9727 = phi ptr [ %9725, %9721 ], [ %9664, %9704 ], [ %9664, %9711 ], [ %9664, %9718 ], [ %9664, %9702 ], [ %9664, %9683 ], [ %9664, %9661 ]
  %9728 = phi <16 x i1> [ %8042, %9721 ], [ %8037, %9704 ], [ %8037, %9711 ], [ %8037, %9718 ], [ %8037, %9702 ], [ %8037, %9683 ], [ %8037, %9661 ]
  %9729 = phi <16 x float> [ %8005, %9721 ], [ %9710, %9704 ], [ %9717, %9711 ], [ %9720, %9718 ], [ %9703, %9702 ], [ %9684, %9683 ], [ %8005, %9661 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9729, ptr align 1 %9727, <16 x i1> %9728)
  call void @llvm.lifetime.end.p0(ptr nonnull %40)
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  br label %11662

9730:                                             ; preds = %833, %11659
  %9731 = phi i64 [ %423, %833 ], [ %11660, %11659 ]
  switch i32 %835, label %11659 [
    i32 2, label %9732
    i32 3, label %9949
    i32 4, label %10144
    i32 5, label %10450
    i32 6, label %10774
    i32 7, label %11199
  ]

9732:                                             ; preds = %9730
  br i1 %82, label %9738, label %9733

9733:                                             ; preds = %9732
  %9734 = getelementptr inbounds float, ptr %55, i64 %9731
  %9735 = load float, ptr %9734, align 4
  %9736 = insertelement <16 x float> poison, float %9735, i64 0
  %9737 = shufflevector <16 x float> %9736, <16 x float> poison, <16 x i32> zeroinitializer
  br label %9742

9738:                                             ; preds = %9732
  %9739 = mul nsw i64 %9731, %67
  %9740 = getelementptr float, ptr %1030, i64 %9739
  %9741 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9740, <16 x i1> %1027, <16 x float> zeroinitializer)
  br label %9742

9742:                                             ; preds = %9738, %9733
  %9743 = phi <16 x float> [ %9741, %9738 ], [ %9737, %9733 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %41)
  call void @llvm.lifetime.start.p0(ptr nonnull %42)
  br i1 %83, label %9744, label %9790

9744:                                             ; preds = %9742, %9793
  %9745 = phi i64 [ %9794, %9793 ], [ 0, %9742 ]
  br i1 %84, label %9746, label %9793

9746:                                             ; preds = %9744
  %9747 = mul nuw nsw i64 %9745, %12
  %9748 = sub i64 %9745, %15
  %9749 = add i64 %9748, %1031
  %9750 = icmp sgt i64 %9749, -1
  %9751 = icmp slt i64 %9749, %7
  %9752 = and i1 %9750, %9751
  %9753 = select i1 %9752, i64 %9749, i64 0
  %9754 = mul nsw i64 %9753, %8
  br i1 %358, label %9788, label %9755

9755:                                             ; preds = %9746
  %9756 = insertelement <8 x i64> poison, i64 %9747, i64 0
  %9757 = shufflevector <8 x i64> %9756, <8 x i64> poison, <8 x i32> zeroinitializer
  %9758 = insertelement <8 x i64> poison, i64 %9754, i64 0
  %9759 = shufflevector <8 x i64> %9758, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %9760

9760:                                             ; preds = %9760, %9755
  %9761 = phi i64 [ 0, %9755 ], [ %9784, %9760 ]
  %9762 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %9755 ], [ %9785, %9760 ]
  %9763 = add nuw nsw <8 x i64> %9762, %9757
  %9764 = sub <8 x i64> %9762, %361
  %9765 = getelementptr inbounds nuw [3 x i64], ptr %41, <8 x i64> %9763
  %9766 = getelementptr inbounds nuw [3 x i32], ptr %42, <8 x i64> %9763
  %9767 = add <8 x i64> %9764, %1081
  %9768 = icmp slt <8 x i64> %9767, zeroinitializer
  %9769 = sub nsw <8 x i64> zeroinitializer, %9767
  %9770 = select <8 x i1> %9768, <8 x i64> %9769, <8 x i64> zeroinitializer
  %9771 = sub nsw <8 x i64> %363, %9767
  %9772 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %9771, <8 x i64> %1083)
  %9773 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %9772, <8 x i64> splat (i64 16))
  %9774 = icmp sgt <8 x i64> %9773, %9770
  %9775 = select i1 %9752, <8 x i1> %9774, <8 x i1> zeroinitializer
  %9776 = add nsw <8 x i64> %9759, %9767
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %9776, <8 x ptr> align 8 %9765, <8 x i1> splat (i1 true))
  %9777 = trunc <8 x i64> %9773 to <8 x i32>
  %9778 = shl nsw <8 x i32> splat (i32 -1), %9777
  %9779 = xor <8 x i32> %9778, splat (i32 -1)
  %9780 = trunc <8 x i64> %9770 to <8 x i32>
  %9781 = shl nsw <8 x i32> splat (i32 -1), %9780
  %9782 = and <8 x i32> %9781, %9779
  %9783 = select <8 x i1> %9775, <8 x i32> %9782, <8 x i32> zeroinitializer
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %9783, <8 x ptr> align 4 %9766, <8 x i1> splat (i1 true))
  %9784 = add nuw i64 %9761, 8
  %9785 = add nuw nsw <8 x i64> %9762, splat (i64 8)
  %9786 = icmp eq i64 %9784, %359
  br i1 %9786, label %9787, label %9760

9787:                                             ; preds = %9760
  br i1 %364, label %9793, label %9788

9788:                                             ; preds = %9746, %9787
  %9789 = phi i64 [ 0, %9746 ], [ %359, %9787 ]
  br label %9796

9790:                                             ; preds = %9793, %9742
  %9791 = mul i64 %85, %9731
  %9792 = getelementptr inbounds float, ptr %54, i64 %9791
  br i1 %86, label %9826, label %9821

9793:                                             ; preds = %9796, %9787, %9744
  %9794 = add nuw nsw i64 %9745, 1
  %9795 = icmp eq i64 %9794, %11
  br i1 %9795, label %9790, label %9744

9796:                                             ; preds = %9788, %9796
  %9797 = phi i64 [ %9819, %9796 ], [ %9789, %9788 ]
  %9798 = add nuw nsw i64 %9797, %9747
  %9799 = sub i64 %9797, %16
  %9800 = getelementptr inbounds nuw [3 x i64], ptr %41, i64 %9798
  %9801 = getelementptr inbounds nuw [3 x i32], ptr %42, i64 %9798
  %9802 = add i64 %9799, %821
  %9803 = icmp slt i64 %9802, 0
  %9804 = sub nsw i64 0, %9802
  %9805 = select i1 %9803, i64 %9804, i64 0
  %9806 = sub nsw i64 %8, %9802
  %9807 = tail call i64 @llvm.smin.i64(i64 %9806, i64 %1020)
  %9808 = tail call i64 @llvm.smin.i64(i64 %9807, i64 16)
  %9809 = icmp sgt i64 %9808, %9805
  %9810 = select i1 %9752, i1 %9809, i1 false
  %9811 = add nsw i64 %9754, %9802
  store i64 %9811, ptr %9800, align 8
  %9812 = trunc i64 %9808 to i32
  %9813 = shl nsw i32 -1, %9812
  %9814 = xor i32 %9813, -1
  %9815 = trunc i64 %9805 to i32
  %9816 = shl nsw i32 -1, %9815
  %9817 = and i32 %9816, %9814
  %9818 = select i1 %9810, i32 %9817, i32 0
  store i32 %9818, ptr %9801, align 4
  %9819 = add nuw nsw i64 %9797, 1
  %9820 = icmp eq i64 %9819, %12
  br i1 %9820, label %9793, label %9796

9821:                                             ; preds = %9851, %9790
  %9822 = phi <16 x float> [ %9743, %9790 ], [ %9852, %9851 ]
  %9823 = mul nsw i64 %9731, %67
  %9824 = add i64 %9823, %1033
  %9825 = getelementptr inbounds float, ptr %435, i64 %9824
  br i1 %88, label %9946, label %9889

9826:                                             ; preds = %9790, %9851
  %9827 = phi <16 x float> [ %9852, %9851 ], [ %9743, %9790 ]
  %9828 = phi i64 [ %9853, %9851 ], [ 0, %9790 ]
  %9829 = mul nsw i64 %80, %9828
  %9830 = getelementptr inbounds float, ptr %428, i64 %9829
  %9831 = mul nsw i64 %9828, %81
  %9832 = getelementptr inbounds float, ptr %9792, i64 %9831
  br i1 %87, label %9833, label %9851

9833:                                             ; preds = %9826
  br i1 %366, label %9835, label %9855

9834:                                             ; preds = %9855
  br i1 %368, label %9851, label %9835

9835:                                             ; preds = %9834, %9833
  %9836 = phi <16 x float> [ %9827, %9833 ], [ %9885, %9834 ]
  %9837 = phi i64 [ 0, %9833 ], [ %9886, %9834 ]
  call void @llvm.assume(i1 %369)
  %9838 = getelementptr inbounds nuw [3 x i32], ptr %42, i64 %9837
  %9839 = getelementptr inbounds nuw [3 x i64], ptr %41, i64 %9837
  %9840 = load i32, ptr %9838, align 4
  %9841 = trunc i32 %9840 to i16
  %9842 = load i64, ptr %9839, align 8
  %9843 = getelementptr inbounds float, ptr %9830, i64 %9842
  %9844 = bitcast i16 %9841 to <16 x i1>
  %9845 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9843, <16 x i1> %9844, <16 x float> zeroinitializer)
  %9846 = getelementptr float, ptr %9832, i64 %9837
  %9847 = load float, ptr %9846, align 4
  %9848 = insertelement <16 x float> poison, float %9847, i64 0
  %9849 = shufflevector <16 x float> %9848, <16 x float> poison, <16 x i32> zeroinitializer
  %9850 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9845, <16 x float> %9849, <16 x float> %9836)
  br label %9851

9851:                                             ; preds = %9835, %9834, %9826
  %9852 = phi <16 x float> [ %9827, %9826 ], [ %9885, %9834 ], [ %9850, %9835 ]
  %9853 = add nuw nsw i64 %9828, 1
  %9854 = icmp eq i64 %9853, %5
  br i1 %9854, label %9821, label %9826

9855:                                             ; preds = %9833, %9855
  %9856 = phi <16 x float> [ %9885, %9855 ], [ %9827, %9833 ]
  %9857 = phi i64 [ %9886, %9855 ], [ 0, %9833 ]
  %9858 = phi i64 [ %9887, %9855 ], [ 0, %9833 ]
  %9859 = getelementptr inbounds nuw [3 x i32], ptr %42, i64 %9857
  %9860 = getelementptr inbounds nuw [3 x i64], ptr %41, i64 %9857
  %9861 = load i32, ptr %9859, align 8
  %9862 = trunc i32 %9861 to i16
  %9863 = load i64, ptr %9860, align 16
  %9864 = getelementptr inbounds float, ptr %9830, i64 %9863
  %9865 = bitcast i16 %9862 to <16 x i1>
  %9866 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9864, <16 x i1> %9865, <16 x float> zeroinitializer)
  %9867 = getelementptr float, ptr %9832, i64 %9857
  %9868 = load float, ptr %9867, align 4
  %9869 = insertelement <16 x float> poison, float %9868, i64 0
  %9870 = shufflevector <16 x float> %9869, <16 x float> poison, <16 x i32> zeroinitializer
  %9871 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9866, <16 x float> %9870, <16 x float> %9856)
  %9872 = or disjoint i64 %9857, 1
  %9873 = getelementptr inbounds nuw [3 x i32], ptr %42, i64 %9872
  %9874 = getelementptr inbounds nuw [3 x i64], ptr %41, i64 %9872
  %9875 = load i32, ptr %9873, align 4
  %9876 = trunc i32 %9875 to i16
  %9877 = load i64, ptr %9874, align 8
  %9878 = getelementptr inbounds float, ptr %9830, i64 %9877
  %9879 = bitcast i16 %9876 to <16 x i1>
  %9880 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9878, <16 x i1> %9879, <16 x float> zeroinitializer)
  %9881 = getelementptr float, ptr %9832, i64 %9872
  %9882 = load float, ptr %9881, align 4
  %9883 = insertelement <16 x float> poison, float %9882, i64 0
  %9884 = shufflevector <16 x float> %9883, <16 x float> poison, <16 x i32> zeroinitializer
  %9885 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9880, <16 x float> %9884, <16 x float> %9871)
  %9886 = add nuw nsw i64 %9857, 2
  %9887 = add i64 %9858, 2
  %9888 = icmp eq i64 %9887, %367
  br i1 %9888, label %9834, label %9855

9889:                                             ; preds = %9821
  %9890 = getelementptr inbounds float, ptr %433, i64 %9824
  switch i64 %146, label %1370 [
    i64 1, label %9891
    i64 2, label %9894
    i64 3, label %9901
    i64 0, label %9946
  ]

9891:                                             ; preds = %9889
  %9892 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9890, <16 x i1> %1034, <16 x float> zeroinitializer)
  %9893 = fadd <16 x float> %9822, %9892
  br label %9908

9894:                                             ; preds = %9889
  %9895 = bitcast <16 x float> %9822 to <8 x i64>
  %9896 = or <8 x i64> %9895, %90
  %9897 = fcmp oeq <16 x float> %9822, %66
  %9898 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %9822, i32 4)
  %9899 = bitcast <8 x i64> %9896 to <16 x float>
  %9900 = select <16 x i1> %9897, <16 x float> %9899, <16 x float> %9898
  br label %9908

9901:                                             ; preds = %9889
  %9902 = bitcast <16 x float> %9822 to <8 x i64>
  %9903 = and <8 x i64> %9902, %89
  %9904 = fcmp oeq <16 x float> %9822, %63
  %9905 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %9822, i32 4)
  %9906 = bitcast <8 x i64> %9903 to <16 x float>
  %9907 = select <16 x i1> %9904, <16 x float> %9906, <16 x float> %9905
  br label %9908

9908:                                             ; preds = %9901, %9894, %9891
  %9909 = phi <16 x float> [ %9893, %9891 ], [ %9900, %9894 ], [ %9907, %9901 ]
  switch i64 %148, label %1370 [
    i64 1, label %9924
    i64 2, label %9917
    i64 3, label %9910
    i64 0, label %9946
  ]

9910:                                             ; preds = %9908
  %9911 = bitcast <16 x float> %9909 to <8 x i64>
  %9912 = and <8 x i64> %9911, %89
  %9913 = fcmp oeq <16 x float> %9909, %63
  %9914 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %9909, i32 4)
  %9915 = bitcast <8 x i64> %9912 to <16 x float>
  %9916 = select <16 x i1> %9913, <16 x float> %9915, <16 x float> %9914
  br label %9927

9917:                                             ; preds = %9908
  %9918 = bitcast <16 x float> %9909 to <8 x i64>
  %9919 = or <8 x i64> %9918, %90
  %9920 = fcmp oeq <16 x float> %9909, %66
  %9921 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %9909, i32 4)
  %9922 = bitcast <8 x i64> %9919 to <16 x float>
  %9923 = select <16 x i1> %9920, <16 x float> %9922, <16 x float> %9921
  br label %9927

9924:                                             ; preds = %9908
  %9925 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9890, <16 x i1> %1034, <16 x float> zeroinitializer)
  %9926 = fadd <16 x float> %9909, %9925
  br label %9927

9927:                                             ; preds = %9924, %9917, %9910
  %9928 = phi <16 x float> [ %9926, %9924 ], [ %9923, %9917 ], [ %9916, %9910 ]
  switch i64 %150, label %1370 [
    i64 1, label %9943
    i64 2, label %9936
    i64 3, label %9929
    i64 0, label %9946
  ]

9929:                                             ; preds = %9927
  %9930 = bitcast <16 x float> %9928 to <8 x i64>
  %9931 = and <8 x i64> %9930, %89
  %9932 = fcmp oeq <16 x float> %9928, %63
  %9933 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %9928, i32 4)
  %9934 = bitcast <8 x i64> %9931 to <16 x float>
  %9935 = select <16 x i1> %9932, <16 x float> %9934, <16 x float> %9933
  br label %9946

9936:                                             ; preds = %9927
  %9937 = bitcast <16 x float> %9928 to <8 x i64>
  %9938 = or <8 x i64> %9937, %90
  %9939 = fcmp oeq <16 x float> %9928, %66
  %9940 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %9928, i32 4)
  %9941 = bitcast <8 x i64> %9938 to <16 x float>
  %9942 = select <16 x i1> %9939, <16 x float> %9941, <16 x float> %9940
  br label %9946

9943:                                             ; preds = %9927
  %9944 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9890, <16 x i1> %1034, <16 x float> zeroinitializer)
  %9945 = fadd <16 x float> %9928, %9944
  br label %9946

9946:                                             ; preds = %9821, %9889, %9908, %9927, %9943, %9936, %9929
  %9947 = phi <16 x i1> [ %1034, %9889 ], [ %1034, %9929 ], [ %1034, %9936 ], [ %1034, %9943 ], [ %1034, %9927 ], [ %1034, %9908 ], [ %1035, %9821 ]
  %9948 = phi <16 x float> [ %9822, %9889 ], [ %9935, %9929 ], [ %9942, %9936 ], [ %9945, %9943 ], [ %9928, %9927 ], [ %9909, %9908 ], [ %9822, %9821 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9948, ptr align 1 %9825, <16 x i1> %9947)
  call void @llvm.lifetime.end.p0(ptr nonnull %42)
  call void @llvm.lifetime.end.p0(ptr nonnull %41)
  br label %11659

9949:                                             ; preds = %9730
  br i1 %82, label %9955, label %9950

9950:                                             ; preds = %9949
  %9951 = getelementptr inbounds float, ptr %55, i64 %9731
  %9952 = load float, ptr %9951, align 4
  %9953 = insertelement <16 x float> poison, float %9952, i64 0
  %9954 = shufflevector <16 x float> %9953, <16 x float> poison, <16 x i32> zeroinitializer
  br label %9959

9955:                                             ; preds = %9949
  %9956 = mul nsw i64 %9731, %67
  %9957 = getelementptr float, ptr %1011, i64 %9956
  %9958 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9957, <16 x i1> %1008, <16 x float> zeroinitializer)
  br label %9959

9959:                                             ; preds = %9955, %9950
  %9960 = phi <16 x float> [ %9958, %9955 ], [ %9954, %9950 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %43)
  call void @llvm.lifetime.start.p0(ptr nonnull %44)
  br i1 %83, label %9961, label %10010

9961:                                             ; preds = %9959, %10013
  %9962 = phi i64 [ %10014, %10013 ], [ 0, %9959 ]
  br i1 %84, label %9963, label %10013

9963:                                             ; preds = %9961
  %9964 = mul nuw nsw i64 %9962, %12
  %9965 = sub i64 %9962, %15
  %9966 = add i64 %9965, %1012
  %9967 = icmp sgt i64 %9966, -1
  %9968 = icmp slt i64 %9966, %7
  %9969 = and i1 %9967, %9968
  %9970 = select i1 %9969, i64 %9966, i64 0
  %9971 = mul nsw i64 %9970, %8
  br i1 %351, label %10008, label %9972

9972:                                             ; preds = %9963
  %9973 = insertelement <8 x i64> poison, i64 %9964, i64 0
  %9974 = shufflevector <8 x i64> %9973, <8 x i64> poison, <8 x i32> zeroinitializer
  %9975 = insertelement <8 x i64> poison, i64 %9971, i64 0
  %9976 = shufflevector <8 x i64> %9975, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %9977

9977:                                             ; preds = %9977, %9972
  %9978 = phi i64 [ 0, %9972 ], [ %10004, %9977 ]
  %9979 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %9972 ], [ %10005, %9977 ]
  %9980 = add nuw nsw <8 x i64> %9979, %9974
  %9981 = sub <8 x i64> %9979, %354
  %9982 = getelementptr inbounds nuw [3 x i64], ptr %43, <8 x i64> %9980
  %9983 = getelementptr inbounds nuw [3 x i32], ptr %44, <8 x i64> %9980
  %9984 = add <8 x i64> %9981, %1077
  %9985 = icmp slt <8 x i64> %9984, zeroinitializer
  %9986 = sub nsw <8 x i64> zeroinitializer, %9984
  %9987 = select <8 x i1> %9985, <8 x i64> %9986, <8 x i64> zeroinitializer
  %9988 = sub nsw <8 x i64> %356, %9984
  %9989 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %9988, <8 x i64> %1079)
  %9990 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %9989, <8 x i64> splat (i64 32))
  %9991 = icmp sgt <8 x i64> %9990, %9987
  %9992 = select i1 %9969, <8 x i1> %9991, <8 x i1> zeroinitializer
  %9993 = select <8 x i1> %9992, <8 x i64> %9990, <8 x i64> zeroinitializer
  %9994 = add nsw <8 x i64> %9976, %9984
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %9994, <8 x ptr> align 8 %9982, <8 x i1> splat (i1 true))
  %9995 = icmp sgt <8 x i64> %9993, splat (i64 31)
  %9996 = trunc <8 x i64> %9993 to <8 x i32>
  %9997 = shl nsw <8 x i32> splat (i32 -1), %9996
  %9998 = xor <8 x i32> %9997, splat (i32 -1)
  %9999 = select <8 x i1> %9995, <8 x i32> splat (i32 -1), <8 x i32> %9998
  %10000 = trunc <8 x i64> %9987 to <8 x i32>
  %10001 = shl nsw <8 x i32> splat (i32 -1), %10000
  %10002 = select <8 x i1> %9992, <8 x i32> %10001, <8 x i32> splat (i32 -1)
  %10003 = and <8 x i32> %9999, %10002
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %10003, <8 x ptr> align 4 %9983, <8 x i1> splat (i1 true))
  %10004 = add nuw i64 %9978, 8
  %10005 = add nuw nsw <8 x i64> %9979, splat (i64 8)
  %10006 = icmp eq i64 %10004, %352
  br i1 %10006, label %10007, label %9977

10007:                                            ; preds = %9977
  br i1 %357, label %10013, label %10008

10008:                                            ; preds = %9963, %10007
  %10009 = phi i64 [ 0, %9963 ], [ %352, %10007 ]
  br label %10016

10010:                                            ; preds = %10013, %9959
  %10011 = mul i64 %85, %9731
  %10012 = getelementptr inbounds float, ptr %54, i64 %10011
  br i1 %86, label %10049, label %10044

10013:                                            ; preds = %10016, %10007, %9961
  %10014 = add nuw nsw i64 %9962, 1
  %10015 = icmp eq i64 %10014, %11
  br i1 %10015, label %10010, label %9961

10016:                                            ; preds = %10008, %10016
  %10017 = phi i64 [ %10042, %10016 ], [ %10009, %10008 ]
  %10018 = add nuw nsw i64 %10017, %9964
  %10019 = sub i64 %10017, %16
  %10020 = getelementptr inbounds nuw [3 x i64], ptr %43, i64 %10018
  %10021 = getelementptr inbounds nuw [3 x i32], ptr %44, i64 %10018
  %10022 = add i64 %10019, %1013
  %10023 = icmp slt i64 %10022, 0
  %10024 = sub nsw i64 0, %10022
  %10025 = select i1 %10023, i64 %10024, i64 0
  %10026 = sub nsw i64 %8, %10022
  %10027 = tail call i64 @llvm.smin.i64(i64 %10026, i64 %1015)
  %10028 = tail call i64 @llvm.smin.i64(i64 %10027, i64 32)
  %10029 = icmp sgt i64 %10028, %10025
  %10030 = select i1 %9969, i1 %10029, i1 false
  %10031 = select i1 %10030, i64 %10028, i64 0
  %10032 = add nsw i64 %9971, %10022
  store i64 %10032, ptr %10020, align 8
  %10033 = icmp sgt i64 %10031, 31
  %10034 = trunc i64 %10031 to i32
  %10035 = shl nsw i32 -1, %10034
  %10036 = xor i32 %10035, -1
  %10037 = select i1 %10033, i32 -1, i32 %10036
  %10038 = trunc i64 %10025 to i32
  %10039 = shl nsw i32 -1, %10038
  %10040 = select i1 %10030, i32 %10039, i32 -1
  %10041 = and i32 %10037, %10040
  store i32 %10041, ptr %10021, align 4
  %10042 = add nuw nsw i64 %10017, 1
  %10043 = icmp eq i64 %10042, %12
  br i1 %10043, label %10013, label %10016

10044:                                            ; preds = %10056, %10010
  %10045 = phi <16 x float> [ %9960, %10010 ], [ %10057, %10056 ]
  %10046 = mul nsw i64 %9731, %67
  %10047 = add i64 %10046, %1017
  %10048 = getelementptr inbounds float, ptr %435, i64 %10047
  br i1 %88, label %10141, label %10084

10049:                                            ; preds = %10010, %10056
  %10050 = phi <16 x float> [ %10057, %10056 ], [ %9960, %10010 ]
  %10051 = phi i64 [ %10058, %10056 ], [ 0, %10010 ]
  %10052 = mul nsw i64 %80, %10051
  %10053 = getelementptr inbounds float, ptr %428, i64 %10052
  %10054 = mul nsw i64 %10051, %81
  %10055 = getelementptr inbounds float, ptr %10012, i64 %10054
  br i1 %87, label %10060, label %10056

10056:                                            ; preds = %10060, %10049
  %10057 = phi <16 x float> [ %10050, %10049 ], [ %10081, %10060 ]
  %10058 = add nuw nsw i64 %10051, 1
  %10059 = icmp eq i64 %10058, %5
  br i1 %10059, label %10044, label %10049

10060:                                            ; preds = %10049, %10060
  %10061 = phi <16 x float> [ %10081, %10060 ], [ %10050, %10049 ]
  %10062 = phi i64 [ %10082, %10060 ], [ 0, %10049 ]
  %10063 = getelementptr inbounds nuw [3 x i64], ptr %43, i64 %10062
  %10064 = getelementptr inbounds nuw [3 x i32], ptr %44, i64 %10062
  %10065 = load i64, ptr %10063, align 8
  %10066 = getelementptr inbounds float, ptr %10053, i64 %10065
  %10067 = load i32, ptr %10064, align 4
  %10068 = trunc i32 %10067 to i16
  %10069 = bitcast i16 %10068 to <16 x i1>
  %10070 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %10066, <16 x i1> %10069, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %10071 = lshr i32 %10067, 16
  %10072 = trunc nuw i32 %10071 to i16
  %10073 = getelementptr inbounds nuw i8, ptr %10066, i64 64
  %10074 = bitcast i16 %10072 to <16 x i1>
  %10075 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %10073, <16 x i1> %10074, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %10076 = shufflevector <16 x float> %10070, <16 x float> %10075, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %10077 = getelementptr float, ptr %10055, i64 %10062
  %10078 = load float, ptr %10077, align 4
  %10079 = insertelement <16 x float> poison, float %10078, i64 0
  %10080 = shufflevector <16 x float> %10079, <16 x float> poison, <16 x i32> zeroinitializer
  %10081 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10076, <16 x float> %10080, <16 x float> %10061)
  %10082 = add nuw nsw i64 %10062, 1
  %10083 = icmp eq i64 %10082, %81
  br i1 %10083, label %10056, label %10060

10084:                                            ; preds = %10044
  %10085 = getelementptr inbounds float, ptr %433, i64 %10047
  switch i64 %141, label %1370 [
    i64 1, label %10086
    i64 2, label %10089
    i64 3, label %10096
    i64 0, label %10141
  ]

10086:                                            ; preds = %10084
  %10087 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10085, <16 x i1> %1018, <16 x float> zeroinitializer)
  %10088 = fadd <16 x float> %10045, %10087
  br label %10103

10089:                                            ; preds = %10084
  %10090 = bitcast <16 x float> %10045 to <8 x i64>
  %10091 = or <8 x i64> %10090, %90
  %10092 = fcmp oeq <16 x float> %10045, %66
  %10093 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %10045, i32 4)
  %10094 = bitcast <8 x i64> %10091 to <16 x float>
  %10095 = select <16 x i1> %10092, <16 x float> %10094, <16 x float> %10093
  br label %10103

10096:                                            ; preds = %10084
  %10097 = bitcast <16 x float> %10045 to <8 x i64>
  %10098 = and <8 x i64> %10097, %89
  %10099 = fcmp oeq <16 x float> %10045, %63
  %10100 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %10045, i32 4)
  %10101 = bitcast <8 x i64> %10098 to <16 x float>
  %10102 = select <16 x i1> %10099, <16 x float> %10101, <16 x float> %10100
  br label %10103

10103:                                            ; preds = %10096, %10089, %10086
  %10104 = phi <16 x float> [ %10088, %10086 ], [ %10095, %10089 ], [ %10102, %10096 ]
  switch i64 %143, label %1370 [
    i64 1, label %10119
    i64 2, label %10112
    i64 3, label %10105
    i64 0, label %10141
  ]

10105:                                            ; preds = %10103
  %10106 = bitcast <16 x float> %10104 to <8 x i64>
  %10107 = and <8 x i64> %10106, %89
  %10108 = fcmp oeq <16 x float> %10104, %63
  %10109 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %10104, i32 4)
  %10110 = bitcast <8 x i64> %10107 to <16 x float>
  %10111 = select <16 x i1> %10108, <16 x float> %10110, <16 x float> %10109
  br label %10122

10112:                                            ; preds = %10103
  %10113 = bitcast <16 x float> %10104 to <8 x i64>
  %10114 = or <8 x i64> %10113, %90
  %10115 = fcmp oeq <16 x float> %10104, %66
  %10116 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %10104, i32 4)
  %10117 = bitcast <8 x i64> %10114 to <16 x float>
  %10118 = select <16 x i1> %10115, <16 x float> %10117, <16 x float> %10116
  br label %10122

10119:                                            ; preds = %10103
  %10120 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10085, <16 x i1> %1018, <16 x float> zeroinitializer)
  %10121 = fadd <16 x float> %10104, %10120
  br label %10122

10122:                                            ; preds = %10119, %10112, %10105
  %10123 = phi <16 x float> [ %10121, %10119 ], [ %10118, %10112 ], [ %10111, %10105 ]
  switch i64 %145, label %1370 [
    i64 1, label %10138
    i64 2, label %10131
    i64 3, label %10124
    i64 0, label %10141
  ]

10124:                                            ; preds = %10122
  %10125 = bitcast <16 x float> %10123 to <8 x i64>
  %10126 = and <8 x i64> %10125, %89
  %10127 = fcmp oeq <16 x float> %10123, %63
  %10128 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %10123, i32 4)
  %10129 = bitcast <8 x i64> %10126 to <16 x float>
  %10130 = select <16 x i1> %10127, <16 x float> %10129, <16 x float> %10128
  br label %10141

10131:                                            ; preds = %10122
  %10132 = bitcast <16 x float> %10123 to <8 x i64>
  %10133 = or <8 x i64> %10132, %90
  %10134 = fcmp oeq <16 x float> %10123, %66
  %10135 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %10123, i32 4)
  %10136 = bitcast <8 x i64> %10133 to <16 x float>
  %10137 = select <16 x i1> %10134, <16 x float> %10136, <16 x float> %10135
  br label %10141

10138:                                            ; preds = %10122
  %10139 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10085, <16 x i1> %1018, <16 x float> zeroinitializer)
  %10140 = fadd <16 x float> %10123, %10139
  br label %10141

10141:                                            ; preds = %10044, %10084, %10103, %10122, %10138, %10131, %10124
  %10142 = phi <16 x i1> [ %1018, %10084 ], [ %1018, %10124 ], [ %1018, %10131 ], [ %1018, %10138 ], [ %1018, %10122 ], [ %1018, %10103 ], [ %1019, %10044 ]
  %10143 = phi <16 x float> [ %10045, %10084 ], [ %10130, %10124 ], [ %10137, %10131 ], [ %10140, %10138 ], [ %10123, %10122 ], [ %10104, %10103 ], [ %10045, %10044 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10143, ptr align 1 %10048, <16 x i1> %10142)
  call void @llvm.lifetime.end.p0(ptr nonnull %44)
  call void @llvm.lifetime.end.p0(ptr nonnull %43)
  br label %11659

10144:                                            ; preds = %9730
  %10145 = mul nsw i64 %9731, %67
  br i1 %82, label %10153, label %10146

10146:                                            ; preds = %10144
  %10147 = getelementptr inbounds float, ptr %55, i64 %9731
  %10148 = load float, ptr %10147, align 4
  %10149 = insertelement <16 x float> poison, float %10148, i64 0
  %10150 = shufflevector <16 x float> %10149, <16 x float> poison, <16 x i32> zeroinitializer
  %10151 = insertelement <16 x float> poison, float %10148, i64 0
  %10152 = shufflevector <16 x float> %10151, <16 x float> poison, <16 x i32> zeroinitializer
  br label %10161

10153:                                            ; preds = %10144
  %10154 = getelementptr inbounds float, ptr %430, i64 %10145
  %10155 = getelementptr inbounds float, ptr %10154, i64 %987
  %10156 = getelementptr inbounds float, ptr %10155, i64 %821
  %10157 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10156, <16 x i1> %986, <16 x float> zeroinitializer)
  %10158 = getelementptr inbounds float, ptr %10154, i64 %989
  %10159 = getelementptr inbounds float, ptr %10158, i64 %820
  %10160 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10159, <16 x i1> %988, <16 x float> zeroinitializer)
  br label %10161

10161:                                            ; preds = %10153, %10146
  %10162 = phi <16 x float> [ %10157, %10153 ], [ %10150, %10146 ]
  %10163 = phi <16 x float> [ %10160, %10153 ], [ %10152, %10146 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %45)
  call void @llvm.lifetime.start.p0(ptr nonnull %46)
  br i1 %83, label %10164, label %10237

10164:                                            ; preds = %10161, %10240
  %10165 = phi i64 [ %10241, %10240 ], [ 0, %10161 ]
  br i1 %84, label %10166, label %10240

10166:                                            ; preds = %10164
  %10167 = mul nuw nsw i64 %10165, %12
  %10168 = sub i64 %10165, %15
  %10169 = add i64 %10168, %991
  %10170 = add i64 %10168, %990
  %10171 = icmp sgt i64 %10169, -1
  %10172 = icmp sgt i64 %10170, -1
  %10173 = icmp slt i64 %10169, %7
  %10174 = icmp slt i64 %10170, %7
  %10175 = and i1 %10171, %10173
  %10176 = and i1 %10172, %10174
  %10177 = select i1 %10176, i64 %10170, i64 0
  %10178 = mul nsw i64 %10177, %8
  %10179 = select i1 %10175, i64 %10169, i64 0
  %10180 = mul nsw i64 %10179, %8
  br i1 %344, label %10235, label %10181

10181:                                            ; preds = %10166
  %10182 = insertelement <8 x i64> poison, i64 %10167, i64 0
  %10183 = shufflevector <8 x i64> %10182, <8 x i64> poison, <8 x i32> zeroinitializer
  %10184 = insertelement <8 x i64> poison, i64 %10178, i64 0
  %10185 = shufflevector <8 x i64> %10184, <8 x i64> poison, <8 x i32> zeroinitializer
  %10186 = insertelement <8 x i64> poison, i64 %10180, i64 0
  %10187 = shufflevector <8 x i64> %10186, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %10188

10188:                                            ; preds = %10188, %10181
  %10189 = phi i64 [ 0, %10181 ], [ %10231, %10188 ]
  %10190 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %10181 ], [ %10232, %10188 ]
  %10191 = add nuw nsw <8 x i64> %10190, %10183
  %10192 = sub <8 x i64> %10190, %347
  %10193 = getelementptr inbounds nuw [3 x i64], ptr %45, <8 x i64> %10191
  %10194 = getelementptr inbounds nuw [3 x i32], ptr %46, <8 x i64> %10191
  %10195 = add <8 x i64> %10192, %1069
  %10196 = icmp slt <8 x i64> %10195, zeroinitializer
  %10197 = sub nsw <8 x i64> zeroinitializer, %10195
  %10198 = select <8 x i1> %10196, <8 x i64> %10197, <8 x i64> zeroinitializer
  %10199 = sub nsw <8 x i64> %349, %10195
  %10200 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %10199, <8 x i64> %1070)
  %10201 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %10200, <8 x i64> splat (i64 16))
  %10202 = icmp sgt <8 x i64> %10201, %10198
  %10203 = select i1 %10176, <8 x i1> %10202, <8 x i1> zeroinitializer
  %10204 = add nsw <8 x i64> %10185, %10195
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %10204, <8 x ptr> align 8 %10193, <8 x i1> splat (i1 true))
  %10205 = trunc <8 x i64> %10201 to <8 x i32>
  %10206 = shl nsw <8 x i32> splat (i32 -1), %10205
  %10207 = xor <8 x i32> %10206, splat (i32 -1)
  %10208 = trunc <8 x i64> %10198 to <8 x i32>
  %10209 = shl nsw <8 x i32> splat (i32 -1), %10208
  %10210 = and <8 x i32> %10209, %10207
  %10211 = select <8 x i1> %10203, <8 x i32> %10210, <8 x i32> zeroinitializer
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %10211, <8 x ptr> align 4 %10194, <8 x i1> splat (i1 true))
  %10212 = add <8 x i64> %10192, %1072
  %10213 = icmp slt <8 x i64> %10212, zeroinitializer
  %10214 = sub nsw <8 x i64> zeroinitializer, %10212
  %10215 = select <8 x i1> %10213, <8 x i64> %10214, <8 x i64> zeroinitializer
  %10216 = sub nsw <8 x i64> %349, %10212
  %10217 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %10216, <8 x i64> %1073)
  %10218 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %10217, <8 x i64> splat (i64 16))
  %10219 = icmp sgt <8 x i64> %10218, %10215
  %10220 = select i1 %10175, <8 x i1> %10219, <8 x i1> zeroinitializer
  %10221 = add nsw <8 x i64> %10187, %10212
  %10222 = getelementptr inbounds nuw i8, <8 x ptr> %10193, i64 8
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %10221, <8 x ptr> align 8 %10222, <8 x i1> splat (i1 true))
  %10223 = trunc <8 x i64> %10218 to <8 x i32>
  %10224 = shl nsw <8 x i32> splat (i32 -1), %10223
  %10225 = xor <8 x i32> %10224, splat (i32 -1)
  %10226 = trunc <8 x i64> %10215 to <8 x i32>
  %10227 = shl nsw <8 x i32> splat (i32 -1), %10226
  %10228 = and <8 x i32> %10227, %10225
  %10229 = select <8 x i1> %10220, <8 x i32> %10228, <8 x i32> zeroinitializer
  %10230 = getelementptr inbounds nuw i8, <8 x ptr> %10194, i64 4
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %10229, <8 x ptr> align 4 %10230, <8 x i1> splat (i1 true))
  %10231 = add nuw i64 %10189, 8
  %10232 = add nuw nsw <8 x i64> %10190, splat (i64 8)
  %10233 = icmp eq i64 %10231, %345
  br i1 %10233, label %10234, label %10188

10234:                                            ; preds = %10188
  br i1 %350, label %10240, label %10235

10235:                                            ; preds = %10166, %10234
  %10236 = phi i64 [ 0, %10166 ], [ %345, %10234 ]
  br label %10243

10237:                                            ; preds = %10240, %10161
  %10238 = mul i64 %85, %9731
  %10239 = getelementptr inbounds float, ptr %54, i64 %10238
  br i1 %86, label %10286, label %10281

10240:                                            ; preds = %10243, %10234, %10164
  %10241 = add nuw nsw i64 %10165, 1
  %10242 = icmp eq i64 %10241, %11
  br i1 %10242, label %10237, label %10164

10243:                                            ; preds = %10235, %10243
  %10244 = phi i64 [ %10279, %10243 ], [ %10236, %10235 ]
  %10245 = add nuw nsw i64 %10244, %10167
  %10246 = sub i64 %10244, %16
  %10247 = getelementptr inbounds nuw [3 x i64], ptr %45, i64 %10245
  %10248 = getelementptr inbounds nuw [3 x i32], ptr %46, i64 %10245
  %10249 = getelementptr inbounds nuw i8, ptr %10247, i64 8
  %10250 = add i64 %10246, %820
  %10251 = add i64 %10246, %821
  %10252 = add nsw i64 %10178, %10251
  store i64 %10252, ptr %10247, align 8
  %10253 = insertelement <2 x i64> poison, i64 %10251, i64 0
  %10254 = insertelement <2 x i64> %10253, i64 %10250, i64 1
  %10255 = icmp slt <2 x i64> %10254, zeroinitializer
  %10256 = sub nsw <2 x i64> zeroinitializer, %10254
  %10257 = select <2 x i1> %10255, <2 x i64> %10256, <2 x i64> zeroinitializer
  %10258 = sub nsw i64 %8, %10250
  %10259 = sub nsw i64 %8, %10251
  %10260 = insertelement <2 x i64> poison, i64 %10259, i64 0
  %10261 = insertelement <2 x i64> %10260, i64 %10258, i64 1
  %10262 = call <2 x i64> @llvm.smin.v2i64(<2 x i64> %10261, <2 x i64> %971)
  %10263 = call <2 x i64> @llvm.smin.v2i64(<2 x i64> %10262, <2 x i64> splat (i64 16))
  %10264 = icmp sgt <2 x i64> %10263, %10257
  %10265 = extractelement <2 x i1> %10264, i64 1
  %10266 = select i1 %10175, i1 %10265, i1 false
  %10267 = extractelement <2 x i1> %10264, i64 0
  %10268 = select i1 %10176, i1 %10267, i1 false
  %10269 = add nsw i64 %10180, %10250
  store i64 %10269, ptr %10249, align 8
  %10270 = trunc <2 x i64> %10263 to <2 x i32>
  %10271 = shl nsw <2 x i32> splat (i32 -1), %10270
  %10272 = xor <2 x i32> %10271, splat (i32 -1)
  %10273 = trunc <2 x i64> %10257 to <2 x i32>
  %10274 = shl nsw <2 x i32> splat (i32 -1), %10273
  %10275 = and <2 x i32> %10274, %10272
  %10276 = insertelement <2 x i1> poison, i1 %10268, i64 0
  %10277 = insertelement <2 x i1> %10276, i1 %10266, i64 1
  %10278 = select <2 x i1> %10277, <2 x i32> %10275, <2 x i32> zeroinitializer
  store <2 x i32> %10278, ptr %10248, align 4
  %10279 = add nuw nsw i64 %10244, 1
  %10280 = icmp eq i64 %10279, %12
  br i1 %10280, label %10240, label %10243

10281:                                            ; preds = %10294, %10237
  %10282 = phi <16 x float> [ %10162, %10237 ], [ %10295, %10294 ]
  %10283 = phi <16 x float> [ %10163, %10237 ], [ %10296, %10294 ]
  %10284 = add i64 %10145, %993
  %10285 = getelementptr inbounds float, ptr %435, i64 %10284
  br i1 %88, label %10444, label %10327

10286:                                            ; preds = %10237, %10294
  %10287 = phi <16 x float> [ %10295, %10294 ], [ %10162, %10237 ]
  %10288 = phi <16 x float> [ %10296, %10294 ], [ %10163, %10237 ]
  %10289 = phi i64 [ %10297, %10294 ], [ 0, %10237 ]
  %10290 = mul nsw i64 %80, %10289
  %10291 = getelementptr inbounds float, ptr %428, i64 %10290
  %10292 = mul nsw i64 %10289, %81
  %10293 = getelementptr inbounds float, ptr %10239, i64 %10292
  br i1 %87, label %10299, label %10294

10294:                                            ; preds = %10299, %10286
  %10295 = phi <16 x float> [ %10287, %10286 ], [ %10323, %10299 ]
  %10296 = phi <16 x float> [ %10288, %10286 ], [ %10324, %10299 ]
  %10297 = add nuw nsw i64 %10289, 1
  %10298 = icmp eq i64 %10297, %5
  br i1 %10298, label %10281, label %10286

10299:                                            ; preds = %10286, %10299
  %10300 = phi <16 x float> [ %10323, %10299 ], [ %10287, %10286 ]
  %10301 = phi <16 x float> [ %10324, %10299 ], [ %10288, %10286 ]
  %10302 = phi i64 [ %10325, %10299 ], [ 0, %10286 ]
  %10303 = getelementptr inbounds nuw [3 x i32], ptr %46, i64 %10302
  %10304 = getelementptr inbounds nuw [3 x i64], ptr %45, i64 %10302
  %10305 = load i32, ptr %10303, align 4
  %10306 = trunc i32 %10305 to i16
  %10307 = load i64, ptr %10304, align 8
  %10308 = getelementptr inbounds float, ptr %10291, i64 %10307
  %10309 = bitcast i16 %10306 to <16 x i1>
  %10310 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10308, <16 x i1> %10309, <16 x float> zeroinitializer)
  %10311 = getelementptr inbounds nuw i8, ptr %10303, i64 4
  %10312 = load i32, ptr %10311, align 4
  %10313 = trunc i32 %10312 to i16
  %10314 = getelementptr inbounds nuw i8, ptr %10304, i64 8
  %10315 = load i64, ptr %10314, align 8
  %10316 = getelementptr inbounds float, ptr %10291, i64 %10315
  %10317 = bitcast i16 %10313 to <16 x i1>
  %10318 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10316, <16 x i1> %10317, <16 x float> zeroinitializer)
  %10319 = getelementptr float, ptr %10293, i64 %10302
  %10320 = load float, ptr %10319, align 4
  %10321 = insertelement <16 x float> poison, float %10320, i64 0
  %10322 = shufflevector <16 x float> %10321, <16 x float> poison, <16 x i32> zeroinitializer
  %10323 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10310, <16 x float> %10322, <16 x float> %10300)
  %10324 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10318, <16 x float> %10322, <16 x float> %10301)
  %10325 = add nuw nsw i64 %10302, 1
  %10326 = icmp eq i64 %10325, %81
  br i1 %10326, label %10294, label %10299

10327:                                            ; preds = %10281
  %10328 = getelementptr inbounds float, ptr %433, i64 %10284
  switch i64 %131, label %1370 [
    i64 1, label %10329
    i64 2, label %10332
    i64 3, label %10339
    i64 0, label %10384
  ]

10329:                                            ; preds = %10327
  %10330 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10328, <16 x i1> %994, <16 x float> zeroinitializer)
  %10331 = fadd <16 x float> %10282, %10330
  br label %10346

10332:                                            ; preds = %10327
  %10333 = bitcast <16 x float> %10282 to <8 x i64>
  %10334 = or <8 x i64> %10333, %90
  %10335 = fcmp oeq <16 x float> %10282, %66
  %10336 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %10282, i32 4)
  %10337 = bitcast <8 x i64> %10334 to <16 x float>
  %10338 = select <16 x i1> %10335, <16 x float> %10337, <16 x float> %10336
  br label %10346

10339:                                            ; preds = %10327
  %10340 = bitcast <16 x float> %10282 to <8 x i64>
  %10341 = and <8 x i64> %10340, %89
  %10342 = fcmp oeq <16 x float> %10282, %63
  %10343 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %10282, i32 4)
  %10344 = bitcast <8 x i64> %10341 to <16 x float>
  %10345 = select <16 x i1> %10342, <16 x float> %10344, <16 x float> %10343
  br label %10346

10346:                                            ; preds = %10339, %10332, %10329
  %10347 = phi <16 x float> [ %10331, %10329 ], [ %10338, %10332 ], [ %10345, %10339 ]
  switch i64 %133, label %1370 [
    i64 1, label %10362
    i64 2, label %10355
    i64 3, label %10348
    i64 0, label %10384
  ]

10348:                                            ; preds = %10346
  %10349 = bitcast <16 x float> %10347 to <8 x i64>
  %10350 = and <8 x i64> %10349, %89
  %10351 = fcmp oeq <16 x float> %10347, %63
  %10352 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %10347, i32 4)
  %10353 = bitcast <8 x i64> %10350 to <16 x float>
  %10354 = select <16 x i1> %10351, <16 x float> %10353, <16 x float> %10352
  br label %10365

10355:                                            ; preds = %10346
  %10356 = bitcast <16 x float> %10347 to <8 x i64>
  %10357 = or <8 x i64> %10356, %90
  %10358 = fcmp oeq <16 x float> %10347, %66
  %10359 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %10347, i32 4)
  %10360 = bitcast <8 x i64> %10357 to <16 x float>
  %10361 = select <16 x i1> %10358, <16 x float> %10360, <16 x float> %10359
  br label %10365

10362:                                            ; preds = %10346
  %10363 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10328, <16 x i1> %994, <16 x float> zeroinitializer)
  %10364 = fadd <16 x float> %10347, %10363
  br label %10365

10365:                                            ; preds = %10362, %10355, %10348
  %10366 = phi <16 x float> [ %10364, %10362 ], [ %10361, %10355 ], [ %10354, %10348 ]
  switch i64 %135, label %1370 [
    i64 1, label %10381
    i64 2, label %10374
    i64 3, label %10367
    i64 0, label %10384
  ]

10367:                                            ; preds = %10365
  %10368 = bitcast <16 x float> %10366 to <8 x i64>
  %10369 = and <8 x i64> %10368, %89
  %10370 = fcmp oeq <16 x float> %10366, %63
  %10371 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %10366, i32 4)
  %10372 = bitcast <8 x i64> %10369 to <16 x float>
  %10373 = select <16 x i1> %10370, <16 x float> %10372, <16 x float> %10371
  br label %10384

10374:                                            ; preds = %10365
  %10375 = bitcast <16 x float> %10366 to <8 x i64>
  %10376 = or <8 x i64> %10375, %90
  %10377 = fcmp oeq <16 x float> %10366, %66
  %10378 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %10366, i32 4)
  %10379 = bitcast <8 x i64> %10376 to <16 x float>
  %10380 = select <16 x i1> %10377, <16 x float> %10379, <16 x float> %10378
  br label %10384

10381:                                            ; preds = %10365
  %10382 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10328, <16 x i1> %994, <16 x float> zeroinitializer)
  %10383 = fadd <16 x float> %10366, %10382
  br label %10384

10384:                                            ; preds = %10327, %10346, %10365, %10381, %10374, %10367
  %10385 = phi <16 x float> [ %10373, %10367 ], [ %10380, %10374 ], [ %10383, %10381 ], [ %10347, %10346 ], [ %10366, %10365 ], [ %10282, %10327 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10385, ptr align 1 %10285, <16 x i1> %994)
  %10386 = add i64 %10145, %996
  %10387 = getelementptr inbounds float, ptr %435, i64 %10386
  %10388 = getelementptr inbounds float, ptr %433, i64 %10386
  switch i64 %136, label %1370 [
    i64 1, label %10403
    i64 2, label %10396
    i64 3, label %10389
    i64 0, label %10446
  ]

10389:                                            ; preds = %10384
  %10390 = bitcast <16 x float> %10283 to <8 x i64>
  %10391 = and <8 x i64> %10390, %89
  %10392 = fcmp oeq <16 x float> %10283, %63
  %10393 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %10283, i32 4)
  %10394 = bitcast <8 x i64> %10391 to <16 x float>
  %10395 = select <16 x i1> %10392, <16 x float> %10394, <16 x float> %10393
  br label %10406

10396:                                            ; preds = %10384
  %10397 = bitcast <16 x float> %10283 to <8 x i64>
  %10398 = or <8 x i64> %10397, %90
  %10399 = fcmp oeq <16 x float> %10283, %66
  %10400 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %10283, i32 4)
  %10401 = bitcast <8 x i64> %10398 to <16 x float>
  %10402 = select <16 x i1> %10399, <16 x float> %10401, <16 x float> %10400
  br label %10406

10403:                                            ; preds = %10384
  %10404 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10388, <16 x i1> %997, <16 x float> zeroinitializer)
  %10405 = fadd <16 x float> %10283, %10404
  br label %10406

10406:                                            ; preds = %10403, %10396, %10389
  %10407 = phi <16 x float> [ %10405, %10403 ], [ %10402, %10396 ], [ %10395, %10389 ]
  switch i64 %138, label %1370 [
    i64 1, label %10422
    i64 2, label %10415
    i64 3, label %10408
    i64 0, label %10446
  ]

10408:                                            ; preds = %10406
  %10409 = bitcast <16 x float> %10407 to <8 x i64>
  %10410 = and <8 x i64> %10409, %89
  %10411 = fcmp oeq <16 x float> %10407, %63
  %10412 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %10407, i32 4)
  %10413 = bitcast <8 x i64> %10410 to <16 x float>
  %10414 = select <16 x i1> %10411, <16 x float> %10413, <16 x float> %10412
  br label %10425

10415:                                            ; preds = %10406
  %10416 = bitcast <16 x float> %10407 to <8 x i64>
  %10417 = or <8 x i64> %10416, %90
  %10418 = fcmp oeq <16 x float> %10407, %66
  %10419 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %10407, i32 4)
  %10420 = bitcast <8 x i64> %10417 to <16 x float>
  %10421 = select <16 x i1> %10418, <16 x float> %10420, <16 x float> %10419
  br label %10425

10422:                                            ; preds = %10406
  %10423 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10388, <16 x i1> %997, <16 x float> zeroinitializer)
  %10424 = fadd <16 x float> %10407, %10423
  br label %10425

10425:                                            ; preds = %10422, %10415, %10408
  %10426 = phi <16 x float> [ %10424, %10422 ], [ %10421, %10415 ], [ %10414, %10408 ]
  switch i64 %140, label %1370 [
    i64 1, label %10441
    i64 2, label %10434
    i64 3, label %10427
    i64 0, label %10446
  ]

10427:                                            ; preds = %10425
  %10428 = bitcast <16 x float> %10426 to <8 x i64>
  %10429 = and <8 x i64> %10428, %89
  %10430 = fcmp oeq <16 x float> %10426, %63
  %10431 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %10426, i32 4)
  %10432 = bitcast <8 x i64> %10429 to <16 x float>
  %10433 = select <16 x i1> %10430, <16 x float> %10432, <16 x float> %10431
  br label %10446

10434:                                            ; preds = %10425
  %10435 = bitcast <16 x float> %10426 to <8 x i64>
  %10436 = or <8 x i64> %10435, %90
  %10437 = fcmp oeq <16 x float> %10426, %66
  %10438 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %10426, i32 4)
  %10439 = bitcast <8 x i64> %10436 to <16 x float>
  %10440 = select <16 x i1> %10437, <16 x float> %10439, <16 x float> %10438
  br label %10446

10441:                                            ; preds = %10425
  %10442 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10388, <16 x i1> %997, <16 x float> zeroinitializer)
  %10443 = fadd <16 x float> %10426, %10442
  br label %10446

10444:                                            ; preds = %10281
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10282, ptr align 1 %10285, <16 x i1> %998)
  %10445 = getelementptr float, ptr %1075, i64 %10145
  br label %10446

10446:                                            ; preds = %10384, %10406, %10425, %10441, %10434, %10427, %10444
  %10447 = phi ptr [ %10445, %10444 ], [ %10387, %10427 ], [ %10387, %10434 ], [ %10387, %10441 ], [ %10387, %10425 ], [ %10387, %10406 ], [ %10387, %10384 ]
  %10448 = phi <16 x i1> [ %1000, %10444 ], [ %997, %10427 ], [ %997, %10434 ], [ %997, %10441 ], [ %997, %10425 ], [ %997, %10406 ], [ %997, %10384 ]
  %10449 = phi <16 x float> [ %10283, %10444 ], [ %10433, %10427 ], [ %10440, %10434 ], [ %10443, %10441 ], [ %10426, %10425 ], [ %10407, %10406 ], [ %10283, %10384 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10449, ptr align 1 %10447, <16 x i1> %10448)
  call void @llvm.lifetime.end.p0(ptr nonnull %46)
  call void @llvm.lifetime.end.p0(ptr nonnull %45)
  br label %11659

10450:                                            ; preds = %9730
  %10451 = mul nsw i64 %9731, %67
  br i1 %82, label %10459, label %10452

10452:                                            ; preds = %10450
  %10453 = getelementptr inbounds float, ptr %55, i64 %9731
  %10454 = load float, ptr %10453, align 4
  %10455 = insertelement <16 x float> poison, float %10454, i64 0
  %10456 = shufflevector <16 x float> %10455, <16 x float> poison, <16 x i32> zeroinitializer
  %10457 = insertelement <16 x float> poison, float %10454, i64 0
  %10458 = shufflevector <16 x float> %10457, <16 x float> poison, <16 x i32> zeroinitializer
  br label %10467

10459:                                            ; preds = %10450
  %10460 = getelementptr inbounds float, ptr %430, i64 %10451
  %10461 = getelementptr inbounds float, ptr %10460, i64 %952
  %10462 = getelementptr inbounds float, ptr %10461, i64 %821
  %10463 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10462, <16 x i1> %951, <16 x float> zeroinitializer)
  %10464 = getelementptr inbounds float, ptr %10460, i64 %954
  %10465 = getelementptr inbounds float, ptr %10464, i64 %820
  %10466 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10465, <16 x i1> %953, <16 x float> zeroinitializer)
  br label %10467

10467:                                            ; preds = %10459, %10452
  %10468 = phi <16 x float> [ %10463, %10459 ], [ %10456, %10452 ]
  %10469 = phi <16 x float> [ %10466, %10459 ], [ %10458, %10452 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %47)
  call void @llvm.lifetime.start.p0(ptr nonnull %48)
  br i1 %83, label %10470, label %10550

10470:                                            ; preds = %10467, %10553
  %10471 = phi i64 [ %10554, %10553 ], [ 0, %10467 ]
  br i1 %84, label %10472, label %10553

10472:                                            ; preds = %10470
  %10473 = mul nuw nsw i64 %10471, %12
  %10474 = sub i64 %10471, %15
  %10475 = add i64 %10474, %956
  %10476 = add i64 %10474, %955
  %10477 = insertelement <2 x i64> poison, i64 %10476, i64 0
  %10478 = insertelement <2 x i64> %10477, i64 %10475, i64 1
  %10479 = icmp sgt <2 x i64> %10478, splat (i64 -1)
  %10480 = icmp slt <2 x i64> %10478, %336
  %10481 = and <2 x i1> %10479, %10480
  %10482 = extractelement <2 x i1> %10481, i64 0
  %10483 = select i1 %10482, i64 %10476, i64 0
  %10484 = mul nsw i64 %10483, %8
  %10485 = extractelement <2 x i1> %10481, i64 1
  %10486 = select i1 %10485, i64 %10475, i64 0
  %10487 = mul nsw i64 %10486, %8
  br i1 %337, label %10548, label %10488

10488:                                            ; preds = %10472
  %10489 = insertelement <8 x i64> poison, i64 %10473, i64 0
  %10490 = shufflevector <8 x i64> %10489, <8 x i64> poison, <8 x i32> zeroinitializer
  %10491 = insertelement <8 x i64> poison, i64 %10484, i64 0
  %10492 = shufflevector <8 x i64> %10491, <8 x i64> poison, <8 x i32> zeroinitializer
  %10493 = insertelement <8 x i64> poison, i64 %10487, i64 0
  %10494 = shufflevector <8 x i64> %10493, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %10495

10495:                                            ; preds = %10495, %10488
  %10496 = phi i64 [ 0, %10488 ], [ %10544, %10495 ]
  %10497 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %10488 ], [ %10545, %10495 ]
  %10498 = add nuw nsw <8 x i64> %10497, %10490
  %10499 = sub <8 x i64> %10497, %340
  %10500 = getelementptr inbounds nuw [3 x i64], ptr %47, <8 x i64> %10498
  %10501 = getelementptr inbounds nuw [3 x i32], ptr %48, <8 x i64> %10498
  %10502 = add <8 x i64> %10499, %1062
  %10503 = icmp slt <8 x i64> %10502, zeroinitializer
  %10504 = sub nsw <8 x i64> zeroinitializer, %10502
  %10505 = select <8 x i1> %10503, <8 x i64> %10504, <8 x i64> zeroinitializer
  %10506 = sub nsw <8 x i64> %342, %10502
  %10507 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %10506, <8 x i64> %1063)
  %10508 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %10507, <8 x i64> splat (i64 32))
  %10509 = icmp sgt <8 x i64> %10508, %10505
  %10510 = select i1 %10482, <8 x i1> %10509, <8 x i1> zeroinitializer
  %10511 = select <8 x i1> %10510, <8 x i64> %10508, <8 x i64> zeroinitializer
  %10512 = add nsw <8 x i64> %10492, %10502
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %10512, <8 x ptr> align 8 %10500, <8 x i1> splat (i1 true))
  %10513 = icmp sgt <8 x i64> %10511, splat (i64 31)
  %10514 = trunc <8 x i64> %10511 to <8 x i32>
  %10515 = shl nsw <8 x i32> splat (i32 -1), %10514
  %10516 = xor <8 x i32> %10515, splat (i32 -1)
  %10517 = select <8 x i1> %10513, <8 x i32> splat (i32 -1), <8 x i32> %10516
  %10518 = trunc <8 x i64> %10505 to <8 x i32>
  %10519 = shl nsw <8 x i32> splat (i32 -1), %10518
  %10520 = select <8 x i1> %10510, <8 x i32> %10519, <8 x i32> splat (i32 -1)
  %10521 = and <8 x i32> %10517, %10520
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %10521, <8 x ptr> align 4 %10501, <8 x i1> splat (i1 true))
  %10522 = add <8 x i64> %10499, %1064
  %10523 = icmp slt <8 x i64> %10522, zeroinitializer
  %10524 = sub nsw <8 x i64> zeroinitializer, %10522
  %10525 = select <8 x i1> %10523, <8 x i64> %10524, <8 x i64> zeroinitializer
  %10526 = sub nsw <8 x i64> %342, %10522
  %10527 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %10526, <8 x i64> %1065)
  %10528 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %10527, <8 x i64> splat (i64 32))
  %10529 = icmp sgt <8 x i64> %10528, %10525
  %10530 = select i1 %10485, <8 x i1> %10529, <8 x i1> zeroinitializer
  %10531 = select <8 x i1> %10530, <8 x i64> %10528, <8 x i64> zeroinitializer
  %10532 = add nsw <8 x i64> %10494, %10522
  %10533 = getelementptr inbounds nuw i8, <8 x ptr> %10500, i64 8
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %10532, <8 x ptr> align 8 %10533, <8 x i1> splat (i1 true))
  %10534 = icmp sgt <8 x i64> %10531, splat (i64 31)
  %10535 = trunc <8 x i64> %10531 to <8 x i32>
  %10536 = shl nsw <8 x i32> splat (i32 -1), %10535
  %10537 = xor <8 x i32> %10536, splat (i32 -1)
  %10538 = select <8 x i1> %10534, <8 x i32> splat (i32 -1), <8 x i32> %10537
  %10539 = trunc <8 x i64> %10525 to <8 x i32>
  %10540 = shl nsw <8 x i32> splat (i32 -1), %10539
  %10541 = select <8 x i1> %10530, <8 x i32> %10540, <8 x i32> splat (i32 -1)
  %10542 = and <8 x i32> %10538, %10541
  %10543 = getelementptr inbounds nuw i8, <8 x ptr> %10501, i64 4
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %10542, <8 x ptr> align 4 %10543, <8 x i1> splat (i1 true))
  %10544 = add nuw i64 %10496, 8
  %10545 = add nuw nsw <8 x i64> %10497, splat (i64 8)
  %10546 = icmp eq i64 %10544, %338
  br i1 %10546, label %10547, label %10495

10547:                                            ; preds = %10495
  br i1 %343, label %10553, label %10548

10548:                                            ; preds = %10472, %10547
  %10549 = phi i64 [ 0, %10472 ], [ %338, %10547 ]
  br label %10556

10550:                                            ; preds = %10553, %10467
  %10551 = mul i64 %85, %9731
  %10552 = getelementptr inbounds float, ptr %54, i64 %10551
  br i1 %86, label %10598, label %10593

10553:                                            ; preds = %10556, %10547, %10470
  %10554 = add nuw nsw i64 %10471, 1
  %10555 = icmp eq i64 %10554, %11
  br i1 %10555, label %10550, label %10470

10556:                                            ; preds = %10548, %10556
  %10557 = phi i64 [ %10591, %10556 ], [ %10549, %10548 ]
  %10558 = add nuw nsw i64 %10557, %10473
  %10559 = sub i64 %10557, %16
  %10560 = getelementptr inbounds nuw [3 x i64], ptr %47, i64 %10558
  %10561 = getelementptr inbounds nuw [3 x i32], ptr %48, i64 %10558
  %10562 = getelementptr inbounds nuw i8, ptr %10560, i64 8
  %10563 = insertelement <2 x i64> poison, i64 %10559, i64 0
  %10564 = shufflevector <2 x i64> %10563, <2 x i64> poison, <2 x i32> zeroinitializer
  %10565 = add <2 x i64> %10564, %957
  %10566 = extractelement <2 x i64> %10565, i64 0
  %10567 = add nsw i64 %10484, %10566
  store i64 %10567, ptr %10560, align 8
  %10568 = icmp slt <2 x i64> %10565, zeroinitializer
  %10569 = sub nsw <2 x i64> zeroinitializer, %10565
  %10570 = select <2 x i1> %10568, <2 x i64> %10569, <2 x i64> zeroinitializer
  %10571 = extractelement <2 x i64> %10565, i64 1
  %10572 = sub nsw i64 %8, %10571
  %10573 = sub nsw i64 %8, %10566
  %10574 = insertelement <2 x i64> poison, i64 %10573, i64 0
  %10575 = insertelement <2 x i64> %10574, i64 %10572, i64 1
  %10576 = call <2 x i64> @llvm.smin.v2i64(<2 x i64> %10575, <2 x i64> %961)
  %10577 = call <2 x i64> @llvm.smin.v2i64(<2 x i64> %10576, <2 x i64> splat (i64 32))
  %10578 = icmp sgt <2 x i64> %10577, %10570
  %10579 = select <2 x i1> %10481, <2 x i1> %10578, <2 x i1> zeroinitializer
  %10580 = select <2 x i1> %10579, <2 x i64> %10577, <2 x i64> zeroinitializer
  %10581 = add nsw i64 %10487, %10571
  store i64 %10581, ptr %10562, align 8
  %10582 = icmp sgt <2 x i64> %10580, splat (i64 31)
  %10583 = trunc <2 x i64> %10580 to <2 x i32>
  %10584 = shl nsw <2 x i32> splat (i32 -1), %10583
  %10585 = xor <2 x i32> %10584, splat (i32 -1)
  %10586 = select <2 x i1> %10582, <2 x i32> splat (i32 -1), <2 x i32> %10585
  %10587 = trunc <2 x i64> %10570 to <2 x i32>
  %10588 = shl nsw <2 x i32> splat (i32 -1), %10587
  %10589 = select <2 x i1> %10579, <2 x i32> %10588, <2 x i32> splat (i32 -1)
  %10590 = and <2 x i32> %10586, %10589
  store <2 x i32> %10590, ptr %10561, align 4
  %10591 = add nuw nsw i64 %10557, 1
  %10592 = icmp eq i64 %10591, %12
  br i1 %10592, label %10553, label %10556

10593:                                            ; preds = %10606, %10550
  %10594 = phi <16 x float> [ %10468, %10550 ], [ %10607, %10606 ]
  %10595 = phi <16 x float> [ %10469, %10550 ], [ %10608, %10606 ]
  %10596 = add i64 %10451, %963
  %10597 = getelementptr inbounds float, ptr %435, i64 %10596
  br i1 %88, label %10768, label %10651

10598:                                            ; preds = %10550, %10606
  %10599 = phi <16 x float> [ %10607, %10606 ], [ %10468, %10550 ]
  %10600 = phi <16 x float> [ %10608, %10606 ], [ %10469, %10550 ]
  %10601 = phi i64 [ %10609, %10606 ], [ 0, %10550 ]
  %10602 = mul nsw i64 %80, %10601
  %10603 = getelementptr inbounds float, ptr %428, i64 %10602
  %10604 = mul nsw i64 %10601, %81
  %10605 = getelementptr inbounds float, ptr %10552, i64 %10604
  br i1 %87, label %10611, label %10606

10606:                                            ; preds = %10611, %10598
  %10607 = phi <16 x float> [ %10599, %10598 ], [ %10647, %10611 ]
  %10608 = phi <16 x float> [ %10600, %10598 ], [ %10648, %10611 ]
  %10609 = add nuw nsw i64 %10601, 1
  %10610 = icmp eq i64 %10609, %5
  br i1 %10610, label %10593, label %10598

10611:                                            ; preds = %10598, %10611
  %10612 = phi <16 x float> [ %10647, %10611 ], [ %10599, %10598 ]
  %10613 = phi <16 x float> [ %10648, %10611 ], [ %10600, %10598 ]
  %10614 = phi i64 [ %10649, %10611 ], [ 0, %10598 ]
  %10615 = getelementptr inbounds nuw [3 x i64], ptr %47, i64 %10614
  %10616 = getelementptr inbounds nuw [3 x i32], ptr %48, i64 %10614
  %10617 = load i64, ptr %10615, align 8
  %10618 = getelementptr inbounds float, ptr %10603, i64 %10617
  %10619 = load i32, ptr %10616, align 4
  %10620 = trunc i32 %10619 to i16
  %10621 = bitcast i16 %10620 to <16 x i1>
  %10622 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %10618, <16 x i1> %10621, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %10623 = lshr i32 %10619, 16
  %10624 = trunc nuw i32 %10623 to i16
  %10625 = getelementptr inbounds nuw i8, ptr %10618, i64 64
  %10626 = bitcast i16 %10624 to <16 x i1>
  %10627 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %10625, <16 x i1> %10626, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %10628 = shufflevector <16 x float> %10622, <16 x float> %10627, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %10629 = getelementptr inbounds nuw i8, ptr %10615, i64 8
  %10630 = load i64, ptr %10629, align 8
  %10631 = getelementptr inbounds float, ptr %10603, i64 %10630
  %10632 = getelementptr inbounds nuw i8, ptr %10616, i64 4
  %10633 = load i32, ptr %10632, align 4
  %10634 = trunc i32 %10633 to i16
  %10635 = bitcast i16 %10634 to <16 x i1>
  %10636 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %10631, <16 x i1> %10635, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %10637 = lshr i32 %10633, 16
  %10638 = trunc nuw i32 %10637 to i16
  %10639 = getelementptr inbounds nuw i8, ptr %10631, i64 64
  %10640 = bitcast i16 %10638 to <16 x i1>
  %10641 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %10639, <16 x i1> %10640, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %10642 = shufflevector <16 x float> %10636, <16 x float> %10641, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %10643 = getelementptr float, ptr %10605, i64 %10614
  %10644 = load float, ptr %10643, align 4
  %10645 = insertelement <16 x float> poison, float %10644, i64 0
  %10646 = shufflevector <16 x float> %10645, <16 x float> poison, <16 x i32> zeroinitializer
  %10647 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10628, <16 x float> %10646, <16 x float> %10612)
  %10648 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10642, <16 x float> %10646, <16 x float> %10613)
  %10649 = add nuw nsw i64 %10614, 1
  %10650 = icmp eq i64 %10649, %81
  br i1 %10650, label %10606, label %10611

10651:                                            ; preds = %10593
  %10652 = getelementptr inbounds float, ptr %433, i64 %10596
  switch i64 %121, label %1370 [
    i64 1, label %10653
    i64 2, label %10656
    i64 3, label %10663
    i64 0, label %10708
  ]

10653:                                            ; preds = %10651
  %10654 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10652, <16 x i1> %964, <16 x float> zeroinitializer)
  %10655 = fadd <16 x float> %10594, %10654
  br label %10670

10656:                                            ; preds = %10651
  %10657 = bitcast <16 x float> %10594 to <8 x i64>
  %10658 = or <8 x i64> %10657, %90
  %10659 = fcmp oeq <16 x float> %10594, %66
  %10660 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %10594, i32 4)
  %10661 = bitcast <8 x i64> %10658 to <16 x float>
  %10662 = select <16 x i1> %10659, <16 x float> %10661, <16 x float> %10660
  br label %10670

10663:                                            ; preds = %10651
  %10664 = bitcast <16 x float> %10594 to <8 x i64>
  %10665 = and <8 x i64> %10664, %89
  %10666 = fcmp oeq <16 x float> %10594, %63
  %10667 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %10594, i32 4)
  %10668 = bitcast <8 x i64> %10665 to <16 x float>
  %10669 = select <16 x i1> %10666, <16 x float> %10668, <16 x float> %10667
  br label %10670

10670:                                            ; preds = %10663, %10656, %10653
  %10671 = phi <16 x float> [ %10655, %10653 ], [ %10662, %10656 ], [ %10669, %10663 ]
  switch i64 %123, label %1370 [
    i64 1, label %10686
    i64 2, label %10679
    i64 3, label %10672
    i64 0, label %10708
  ]

10672:                                            ; preds = %10670
  %10673 = bitcast <16 x float> %10671 to <8 x i64>
  %10674 = and <8 x i64> %10673, %89
  %10675 = fcmp oeq <16 x float> %10671, %63
  %10676 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %10671, i32 4)
  %10677 = bitcast <8 x i64> %10674 to <16 x float>
  %10678 = select <16 x i1> %10675, <16 x float> %10677, <16 x float> %10676
  br label %10689

10679:                                            ; preds = %10670
  %10680 = bitcast <16 x float> %10671 to <8 x i64>
  %10681 = or <8 x i64> %10680, %90
  %10682 = fcmp oeq <16 x float> %10671, %66
  %10683 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %10671, i32 4)
  %10684 = bitcast <8 x i64> %10681 to <16 x float>
  %10685 = select <16 x i1> %10682, <16 x float> %10684, <16 x float> %10683
  br label %10689

10686:                                            ; preds = %10670
  %10687 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10652, <16 x i1> %964, <16 x float> zeroinitializer)
  %10688 = fadd <16 x float> %10671, %10687
  br label %10689

10689:                                            ; preds = %10686, %10679, %10672
  %10690 = phi <16 x float> [ %10688, %10686 ], [ %10685, %10679 ], [ %10678, %10672 ]
  switch i64 %125, label %1370 [
    i64 1, label %10705
    i64 2, label %10698
    i64 3, label %10691
    i64 0, label %10708
  ]

10691:                                            ; preds = %10689
  %10692 = bitcast <16 x float> %10690 to <8 x i64>
  %10693 = and <8 x i64> %10692, %89
  %10694 = fcmp oeq <16 x float> %10690, %63
  %10695 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %10690, i32 4)
  %10696 = bitcast <8 x i64> %10693 to <16 x float>
  %10697 = select <16 x i1> %10694, <16 x float> %10696, <16 x float> %10695
  br label %10708

10698:                                            ; preds = %10689
  %10699 = bitcast <16 x float> %10690 to <8 x i64>
  %10700 = or <8 x i64> %10699, %90
  %10701 = fcmp oeq <16 x float> %10690, %66
  %10702 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %10690, i32 4)
  %10703 = bitcast <8 x i64> %10700 to <16 x float>
  %10704 = select <16 x i1> %10701, <16 x float> %10703, <16 x float> %10702
  br label %10708

10705:                                            ; preds = %10689
  %10706 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10652, <16 x i1> %964, <16 x float> zeroinitializer)
  %10707 = fadd <16 x float> %10690, %10706
  br label %10708

10708:                                            ; preds = %10651, %10670, %10689, %10705, %10698, %10691
  %10709 = phi <16 x float> [ %10697, %10691 ], [ %10704, %10698 ], [ %10707, %10705 ], [ %10671, %10670 ], [ %10690, %10689 ], [ %10594, %10651 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10709, ptr align 1 %10597, <16 x i1> %964)
  %10710 = add i64 %10451, %966
  %10711 = getelementptr inbounds float, ptr %435, i64 %10710
  %10712 = getelementptr inbounds float, ptr %433, i64 %10710
  switch i64 %126, label %1370 [
    i64 1, label %10727
    i64 2, label %10720
    i64 3, label %10713
    i64 0, label %10770
  ]

10713:                                            ; preds = %10708
  %10714 = bitcast <16 x float> %10595 to <8 x i64>
  %10715 = and <8 x i64> %10714, %89
  %10716 = fcmp oeq <16 x float> %10595, %63
  %10717 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %10595, i32 4)
  %10718 = bitcast <8 x i64> %10715 to <16 x float>
  %10719 = select <16 x i1> %10716, <16 x float> %10718, <16 x float> %10717
  br label %10730

10720:                                            ; preds = %10708
  %10721 = bitcast <16 x float> %10595 to <8 x i64>
  %10722 = or <8 x i64> %10721, %90
  %10723 = fcmp oeq <16 x float> %10595, %66
  %10724 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %10595, i32 4)
  %10725 = bitcast <8 x i64> %10722 to <16 x float>
  %10726 = select <16 x i1> %10723, <16 x float> %10725, <16 x float> %10724
  br label %10730

10727:                                            ; preds = %10708
  %10728 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10712, <16 x i1> %967, <16 x float> zeroinitializer)
  %10729 = fadd <16 x float> %10595, %10728
  br label %10730

10730:                                            ; preds = %10727, %10720, %10713
  %10731 = phi <16 x float> [ %10729, %10727 ], [ %10726, %10720 ], [ %10719, %10713 ]
  switch i64 %128, label %1370 [
    i64 1, label %10746
    i64 2, label %10739
    i64 3, label %10732
    i64 0, label %10770
  ]

10732:                                            ; preds = %10730
  %10733 = bitcast <16 x float> %10731 to <8 x i64>
  %10734 = and <8 x i64> %10733, %89
  %10735 = fcmp oeq <16 x float> %10731, %63
  %10736 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %10731, i32 4)
  %10737 = bitcast <8 x i64> %10734 to <16 x float>
  %10738 = select <16 x i1> %10735, <16 x float> %10737, <16 x float> %10736
  br label %10749

10739:                                            ; preds = %10730
  %10740 = bitcast <16 x float> %10731 to <8 x i64>
  %10741 = or <8 x i64> %10740, %90
  %10742 = fcmp oeq <16 x float> %10731, %66
  %10743 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %10731, i32 4)
  %10744 = bitcast <8 x i64> %10741 to <16 x float>
  %10745 = select <16 x i1> %10742, <16 x float> %10744, <16 x float> %10743
  br label %10749

10746:                                            ; preds = %10730
  %10747 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10712, <16 x i1> %967, <16 x float> zeroinitializer)
  %10748 = fadd <16 x float> %10731, %10747
  br label %10749

10749:                                            ; preds = %10746, %10739, %10732
  %10750 = phi <16 x float> [ %10748, %10746 ], [ %10745, %10739 ], [ %10738, %10732 ]
  switch i64 %130, label %1370 [
    i64 1, label %10765
    i64 2, label %10758
    i64 3, label %10751
    i64 0, label %10770
  ]

10751:                                            ; preds = %10749
  %10752 = bitcast <16 x float> %10750 to <8 x i64>
  %10753 = and <8 x i64> %10752, %89
  %10754 = fcmp oeq <16 x float> %10750, %63
  %10755 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %10750, i32 4)
  %10756 = bitcast <8 x i64> %10753 to <16 x float>
  %10757 = select <16 x i1> %10754, <16 x float> %10756, <16 x float> %10755
  br label %10770

10758:                                            ; preds = %10749
  %10759 = bitcast <16 x float> %10750 to <8 x i64>
  %10760 = or <8 x i64> %10759, %90
  %10761 = fcmp oeq <16 x float> %10750, %66
  %10762 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %10750, i32 4)
  %10763 = bitcast <8 x i64> %10760 to <16 x float>
  %10764 = select <16 x i1> %10761, <16 x float> %10763, <16 x float> %10762
  br label %10770

10765:                                            ; preds = %10749
  %10766 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10712, <16 x i1> %967, <16 x float> zeroinitializer)
  %10767 = fadd <16 x float> %10750, %10766
  br label %10770

10768:                                            ; preds = %10593
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10594, ptr align 1 %10597, <16 x i1> %968)
  %10769 = getelementptr float, ptr %1067, i64 %10451
  br label %10770

10770:                                            ; preds = %10708, %10730, %10749, %10765, %10758, %10751, %10768
  %10771 = phi ptr [ %10769, %10768 ], [ %10711, %10751 ], [ %10711, %10758 ], [ %10711, %10765 ], [ %10711, %10749 ], [ %10711, %10730 ], [ %10711, %10708 ]
  %10772 = phi <16 x i1> [ %970, %10768 ], [ %967, %10751 ], [ %967, %10758 ], [ %967, %10765 ], [ %967, %10749 ], [ %967, %10730 ], [ %967, %10708 ]
  %10773 = phi <16 x float> [ %10595, %10768 ], [ %10757, %10751 ], [ %10764, %10758 ], [ %10767, %10765 ], [ %10750, %10749 ], [ %10731, %10730 ], [ %10595, %10708 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10773, ptr align 1 %10771, <16 x i1> %10772)
  call void @llvm.lifetime.end.p0(ptr nonnull %48)
  call void @llvm.lifetime.end.p0(ptr nonnull %47)
  br label %11659

10774:                                            ; preds = %9730
  %10775 = mul nsw i64 %9731, %67
  br i1 %82, label %10785, label %10776

10776:                                            ; preds = %10774
  %10777 = getelementptr inbounds float, ptr %55, i64 %9731
  %10778 = load float, ptr %10777, align 4
  %10779 = insertelement <16 x float> poison, float %10778, i64 0
  %10780 = shufflevector <16 x float> %10779, <16 x float> poison, <16 x i32> zeroinitializer
  %10781 = insertelement <16 x float> poison, float %10778, i64 0
  %10782 = shufflevector <16 x float> %10781, <16 x float> poison, <16 x i32> zeroinitializer
  %10783 = insertelement <16 x float> poison, float %10778, i64 0
  %10784 = shufflevector <16 x float> %10783, <16 x float> poison, <16 x i32> zeroinitializer
  br label %10796

10785:                                            ; preds = %10774
  %10786 = getelementptr inbounds float, ptr %430, i64 %10775
  %10787 = getelementptr inbounds float, ptr %10786, i64 %915
  %10788 = getelementptr inbounds float, ptr %10787, i64 %821
  %10789 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10788, <16 x i1> %914, <16 x float> zeroinitializer)
  %10790 = getelementptr inbounds float, ptr %10786, i64 %917
  %10791 = getelementptr inbounds float, ptr %10790, i64 %820
  %10792 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10791, <16 x i1> %916, <16 x float> zeroinitializer)
  %10793 = getelementptr inbounds float, ptr %10786, i64 %919
  %10794 = getelementptr inbounds float, ptr %10793, i64 %827
  %10795 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10794, <16 x i1> %918, <16 x float> zeroinitializer)
  br label %10796

10796:                                            ; preds = %10785, %10776
  %10797 = phi <16 x float> [ %10792, %10785 ], [ %10782, %10776 ]
  %10798 = phi <16 x float> [ %10789, %10785 ], [ %10780, %10776 ]
  %10799 = phi <16 x float> [ %10795, %10785 ], [ %10784, %10776 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %49)
  call void @llvm.lifetime.start.p0(ptr nonnull %50)
  br i1 %83, label %10800, label %10893

10800:                                            ; preds = %10796, %10896
  %10801 = phi i64 [ %10897, %10896 ], [ 0, %10796 ]
  br i1 %84, label %10802, label %10896

10802:                                            ; preds = %10800
  %10803 = mul nuw nsw i64 %10801, %12
  %10804 = sub i64 %10801, %15
  %10805 = add i64 %10804, %921
  %10806 = add i64 %10804, %920
  %10807 = icmp sgt i64 %10805, -1
  %10808 = icmp sgt i64 %10806, -1
  %10809 = icmp slt i64 %10805, %7
  %10810 = icmp slt i64 %10806, %7
  %10811 = and i1 %10807, %10809
  %10812 = and i1 %10808, %10810
  %10813 = select i1 %10812, i64 %10806, i64 0
  %10814 = mul nsw i64 %10813, %8
  %10815 = select i1 %10811, i64 %10805, i64 0
  %10816 = mul nsw i64 %10815, %8
  %10817 = add i64 %10804, %922
  %10818 = icmp sgt i64 %10817, -1
  %10819 = icmp slt i64 %10817, %7
  %10820 = and i1 %10818, %10819
  %10821 = select i1 %10820, i64 %10817, i64 0
  %10822 = mul nsw i64 %10821, %8
  br i1 %328, label %10891, label %10823

10823:                                            ; preds = %10802
  %10824 = insertelement <8 x i64> poison, i64 %10814, i64 0
  %10825 = insertelement <8 x i64> poison, i64 %10816, i64 0
  %10826 = insertelement <8 x i64> poison, i64 %10822, i64 0
  %10827 = shufflevector <8 x i64> %10826, <8 x i64> poison, <8 x i32> zeroinitializer
  %10828 = shufflevector <8 x i64> %10824, <8 x i64> %10825, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  br label %10829

10829:                                            ; preds = %10829, %10823
  %10830 = phi i64 [ 0, %10823 ], [ %10887, %10829 ]
  %10831 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %10823 ], [ %10888, %10829 ]
  %10832 = add nuw nsw i64 %10830, %10803
  %10833 = sub <8 x i64> %10831, %331
  %10834 = getelementptr inbounds nuw [3 x i64], ptr %49, i64 %10832
  %10835 = getelementptr inbounds nuw [3 x i32], ptr %50, i64 %10832
  %10836 = add <8 x i64> %10833, %1049
  %10837 = icmp slt <8 x i64> %10836, zeroinitializer
  %10838 = sub nsw <8 x i64> zeroinitializer, %10836
  %10839 = select <8 x i1> %10837, <8 x i64> %10838, <8 x i64> zeroinitializer
  %10840 = sub nsw <8 x i64> %333, %10836
  %10841 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %10840, <8 x i64> %1050)
  %10842 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %10841, <8 x i64> splat (i64 16))
  %10843 = icmp sgt <8 x i64> %10842, %10839
  %10844 = select i1 %10812, <8 x i1> %10843, <8 x i1> zeroinitializer
  %10845 = add <8 x i64> %10833, %1052
  %10846 = icmp slt <8 x i64> %10845, zeroinitializer
  %10847 = sub nsw <8 x i64> zeroinitializer, %10845
  %10848 = select <8 x i1> %10846, <8 x i64> %10847, <8 x i64> zeroinitializer
  %10849 = sub nsw <8 x i64> %333, %10845
  %10850 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %10849, <8 x i64> %1053)
  %10851 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %10850, <8 x i64> splat (i64 16))
  %10852 = icmp sgt <8 x i64> %10851, %10848
  %10853 = select i1 %10811, <8 x i1> %10852, <8 x i1> zeroinitializer
  %10854 = add <8 x i64> %10833, %1055
  %10855 = icmp slt <8 x i64> %10854, zeroinitializer
  %10856 = sub nsw <8 x i64> zeroinitializer, %10854
  %10857 = select <8 x i1> %10855, <8 x i64> %10856, <8 x i64> zeroinitializer
  %10858 = sub nsw <8 x i64> %333, %10854
  %10859 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %10858, <8 x i64> %1057)
  %10860 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %10859, <8 x i64> splat (i64 16))
  %10861 = icmp sgt <8 x i64> %10860, %10857
  %10862 = select i1 %10820, <8 x i1> %10861, <8 x i1> zeroinitializer
  %10863 = add nsw <8 x i64> %10827, %10854
  %10864 = shufflevector <8 x i64> %10836, <8 x i64> %10845, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %10865 = add nsw <16 x i64> %10828, %10864
  %10866 = shufflevector <8 x i64> %10863, <8 x i64> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %10867 = shufflevector <16 x i64> %10865, <16 x i64> %10866, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x i64> %10867, ptr %10834, align 8
  %10868 = trunc <8 x i64> %10860 to <8 x i32>
  %10869 = shl nsw <8 x i32> splat (i32 -1), %10868
  %10870 = xor <8 x i32> %10869, splat (i32 -1)
  %10871 = trunc <8 x i64> %10857 to <8 x i32>
  %10872 = shl nsw <8 x i32> splat (i32 -1), %10871
  %10873 = and <8 x i32> %10872, %10870
  %10874 = select <8 x i1> %10862, <8 x i32> %10873, <8 x i32> zeroinitializer
  %10875 = shufflevector <8 x i1> %10844, <8 x i1> %10853, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %10876 = shufflevector <8 x i64> %10839, <8 x i64> %10848, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %10877 = trunc <16 x i64> %10876 to <16 x i32>
  %10878 = shl nsw <16 x i32> splat (i32 -1), %10877
  %10879 = shufflevector <8 x i64> %10842, <8 x i64> %10851, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %10880 = trunc <16 x i64> %10879 to <16 x i32>
  %10881 = shl nsw <16 x i32> splat (i32 -1), %10880
  %10882 = xor <16 x i32> %10881, splat (i32 -1)
  %10883 = and <16 x i32> %10878, %10882
  %10884 = select <16 x i1> %10875, <16 x i32> %10883, <16 x i32> zeroinitializer
  %10885 = shufflevector <8 x i32> %10874, <8 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %10886 = shufflevector <16 x i32> %10884, <16 x i32> %10885, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x i32> %10886, ptr %10835, align 4
  %10887 = add nuw i64 %10830, 8
  %10888 = add nuw nsw <8 x i64> %10831, splat (i64 8)
  %10889 = icmp eq i64 %10887, %329
  br i1 %10889, label %10890, label %10829

10890:                                            ; preds = %10829
  br i1 %334, label %10896, label %10891

10891:                                            ; preds = %10802, %10890
  %10892 = phi i64 [ 0, %10802 ], [ %329, %10890 ]
  br label %10899

10893:                                            ; preds = %10896, %10796
  %10894 = mul i64 %85, %9731
  %10895 = getelementptr inbounds float, ptr %54, i64 %10894
  br i1 %86, label %10962, label %10956

10896:                                            ; preds = %10899, %10890, %10800
  %10897 = add nuw nsw i64 %10801, 1
  %10898 = icmp eq i64 %10897, %11
  br i1 %10898, label %10893, label %10800

10899:                                            ; preds = %10891, %10899
  %10900 = phi i64 [ %10954, %10899 ], [ %10892, %10891 ]
  %10901 = add nuw nsw i64 %10900, %10803
  %10902 = sub i64 %10900, %16
  %10903 = getelementptr inbounds nuw [3 x i64], ptr %49, i64 %10901
  %10904 = getelementptr inbounds nuw [3 x i32], ptr %50, i64 %10901
  %10905 = getelementptr inbounds nuw i8, ptr %10903, i64 8
  %10906 = add i64 %10902, %820
  %10907 = add i64 %10902, %821
  %10908 = add nsw i64 %10814, %10907
  store i64 %10908, ptr %10903, align 8
  %10909 = insertelement <2 x i64> poison, i64 %10907, i64 0
  %10910 = insertelement <2 x i64> %10909, i64 %10906, i64 1
  %10911 = icmp slt <2 x i64> %10910, zeroinitializer
  %10912 = sub nsw <2 x i64> zeroinitializer, %10910
  %10913 = select <2 x i1> %10911, <2 x i64> %10912, <2 x i64> zeroinitializer
  %10914 = sub nsw i64 %8, %10906
  %10915 = sub nsw i64 %8, %10907
  %10916 = insertelement <2 x i64> poison, i64 %10915, i64 0
  %10917 = insertelement <2 x i64> %10916, i64 %10914, i64 1
  %10918 = call <2 x i64> @llvm.smin.v2i64(<2 x i64> %10917, <2 x i64> %892)
  %10919 = call <2 x i64> @llvm.smin.v2i64(<2 x i64> %10918, <2 x i64> splat (i64 16))
  %10920 = icmp sgt <2 x i64> %10919, %10913
  %10921 = extractelement <2 x i1> %10920, i64 1
  %10922 = select i1 %10811, i1 %10921, i1 false
  %10923 = extractelement <2 x i1> %10920, i64 0
  %10924 = select i1 %10812, i1 %10923, i1 false
  %10925 = add nsw i64 %10816, %10906
  store i64 %10925, ptr %10905, align 8
  %10926 = trunc <2 x i64> %10919 to <2 x i32>
  %10927 = shl nsw <2 x i32> splat (i32 -1), %10926
  %10928 = xor <2 x i32> %10927, splat (i32 -1)
  %10929 = trunc <2 x i64> %10913 to <2 x i32>
  %10930 = shl nsw <2 x i32> splat (i32 -1), %10929
  %10931 = and <2 x i32> %10930, %10928
  %10932 = insertelement <2 x i1> poison, i1 %10924, i64 0
  %10933 = insertelement <2 x i1> %10932, i1 %10922, i64 1
  %10934 = select <2 x i1> %10933, <2 x i32> %10931, <2 x i32> zeroinitializer
  store <2 x i32> %10934, ptr %10904, align 4
  %10935 = add i64 %10902, %827
  %10936 = icmp slt i64 %10935, 0
  %10937 = sub nsw i64 0, %10935
  %10938 = select i1 %10936, i64 %10937, i64 0
  %10939 = sub nsw i64 %8, %10935
  %10940 = tail call i64 @llvm.smin.i64(i64 %10939, i64 %907)
  %10941 = tail call i64 @llvm.smin.i64(i64 %10940, i64 16)
  %10942 = icmp sgt i64 %10941, %10938
  %10943 = select i1 %10820, i1 %10942, i1 false
  %10944 = add nsw i64 %10822, %10935
  %10945 = getelementptr inbounds nuw i8, ptr %10903, i64 16
  store i64 %10944, ptr %10945, align 8
  %10946 = trunc i64 %10941 to i32
  %10947 = shl nsw i32 -1, %10946
  %10948 = xor i32 %10947, -1
  %10949 = trunc i64 %10938 to i32
  %10950 = shl nsw i32 -1, %10949
  %10951 = and i32 %10950, %10948
  %10952 = select i1 %10943, i32 %10951, i32 0
  %10953 = getelementptr inbounds nuw i8, ptr %10904, i64 8
  store i32 %10952, ptr %10953, align 4
  %10954 = add nuw nsw i64 %10900, 1
  %10955 = icmp eq i64 %10954, %12
  br i1 %10955, label %10896, label %10899

10956:                                            ; preds = %10971, %10893
  %10957 = phi <16 x float> [ %10799, %10893 ], [ %10972, %10971 ]
  %10958 = phi <16 x float> [ %10797, %10893 ], [ %10973, %10971 ]
  %10959 = phi <16 x float> [ %10798, %10893 ], [ %10974, %10971 ]
  %10960 = add i64 %10775, %924
  %10961 = getelementptr inbounds float, ptr %435, i64 %10960
  br i1 %88, label %11192, label %11015

10962:                                            ; preds = %10893, %10971
  %10963 = phi <16 x float> [ %10972, %10971 ], [ %10799, %10893 ]
  %10964 = phi <16 x float> [ %10973, %10971 ], [ %10797, %10893 ]
  %10965 = phi <16 x float> [ %10974, %10971 ], [ %10798, %10893 ]
  %10966 = phi i64 [ %10975, %10971 ], [ 0, %10893 ]
  %10967 = mul nsw i64 %80, %10966
  %10968 = getelementptr inbounds float, ptr %428, i64 %10967
  %10969 = mul nsw i64 %10966, %81
  %10970 = getelementptr inbounds float, ptr %10895, i64 %10969
  br i1 %87, label %10977, label %10971

10971:                                            ; preds = %10977, %10962
  %10972 = phi <16 x float> [ %10963, %10962 ], [ %11012, %10977 ]
  %10973 = phi <16 x float> [ %10964, %10962 ], [ %11011, %10977 ]
  %10974 = phi <16 x float> [ %10965, %10962 ], [ %11010, %10977 ]
  %10975 = add nuw nsw i64 %10966, 1
  %10976 = icmp eq i64 %10975, %5
  br i1 %10976, label %10956, label %10962

10977:                                            ; preds = %10962, %10977
  %10978 = phi <16 x float> [ %11012, %10977 ], [ %10963, %10962 ]
  %10979 = phi <16 x float> [ %11011, %10977 ], [ %10964, %10962 ]
  %10980 = phi <16 x float> [ %11010, %10977 ], [ %10965, %10962 ]
  %10981 = phi i64 [ %11013, %10977 ], [ 0, %10962 ]
  %10982 = getelementptr inbounds nuw [3 x i32], ptr %50, i64 %10981
  %10983 = getelementptr inbounds nuw [3 x i64], ptr %49, i64 %10981
  %10984 = load i32, ptr %10982, align 4
  %10985 = trunc i32 %10984 to i16
  %10986 = load i64, ptr %10983, align 8
  %10987 = getelementptr inbounds float, ptr %10968, i64 %10986
  %10988 = bitcast i16 %10985 to <16 x i1>
  %10989 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10987, <16 x i1> %10988, <16 x float> zeroinitializer)
  %10990 = getelementptr inbounds nuw i8, ptr %10982, i64 4
  %10991 = load i32, ptr %10990, align 4
  %10992 = trunc i32 %10991 to i16
  %10993 = getelementptr inbounds nuw i8, ptr %10983, i64 8
  %10994 = load i64, ptr %10993, align 8
  %10995 = getelementptr inbounds float, ptr %10968, i64 %10994
  %10996 = bitcast i16 %10992 to <16 x i1>
  %10997 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10995, <16 x i1> %10996, <16 x float> zeroinitializer)
  %10998 = getelementptr inbounds nuw i8, ptr %10982, i64 8
  %10999 = load i32, ptr %10998, align 4
  %11000 = trunc i32 %10999 to i16
  %11001 = getelementptr inbounds nuw i8, ptr %10983, i64 16
  %11002 = load i64, ptr %11001, align 8
  %11003 = getelementptr inbounds float, ptr %10968, i64 %11002
  %11004 = bitcast i16 %11000 to <16 x i1>
  %11005 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11003, <16 x i1> %11004, <16 x float> zeroinitializer)
  %11006 = getelementptr float, ptr %10970, i64 %10981
  %11007 = load float, ptr %11006, align 4
  %11008 = insertelement <16 x float> poison, float %11007, i64 0
  %11009 = shufflevector <16 x float> %11008, <16 x float> poison, <16 x i32> zeroinitializer
  %11010 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10989, <16 x float> %11009, <16 x float> %10980)
  %11011 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10997, <16 x float> %11009, <16 x float> %10979)
  %11012 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %11005, <16 x float> %11009, <16 x float> %10978)
  %11013 = add nuw nsw i64 %10981, 1
  %11014 = icmp eq i64 %11013, %81
  br i1 %11014, label %10971, label %10977

11015:                                            ; preds = %10956
  %11016 = getelementptr inbounds float, ptr %433, i64 %10960
  switch i64 %106, label %1370 [
    i64 1, label %11017
    i64 2, label %11020
    i64 3, label %11027
    i64 0, label %11072
  ]

11017:                                            ; preds = %11015
  %11018 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11016, <16 x i1> %925, <16 x float> zeroinitializer)
  %11019 = fadd <16 x float> %10959, %11018
  br label %11034

11020:                                            ; preds = %11015
  %11021 = bitcast <16 x float> %10959 to <8 x i64>
  %11022 = or <8 x i64> %11021, %90
  %11023 = fcmp oeq <16 x float> %10959, %66
  %11024 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %10959, i32 4)
  %11025 = bitcast <8 x i64> %11022 to <16 x float>
  %11026 = select <16 x i1> %11023, <16 x float> %11025, <16 x float> %11024
  br label %11034

11027:                                            ; preds = %11015
  %11028 = bitcast <16 x float> %10959 to <8 x i64>
  %11029 = and <8 x i64> %11028, %89
  %11030 = fcmp oeq <16 x float> %10959, %63
  %11031 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %10959, i32 4)
  %11032 = bitcast <8 x i64> %11029 to <16 x float>
  %11033 = select <16 x i1> %11030, <16 x float> %11032, <16 x float> %11031
  br label %11034

11034:                                            ; preds = %11027, %11020, %11017
  %11035 = phi <16 x float> [ %11019, %11017 ], [ %11026, %11020 ], [ %11033, %11027 ]
  switch i64 %108, label %1370 [
    i64 1, label %11050
    i64 2, label %11043
    i64 3, label %11036
    i64 0, label %11072
  ]

11036:                                            ; preds = %11034
  %11037 = bitcast <16 x float> %11035 to <8 x i64>
  %11038 = and <8 x i64> %11037, %89
  %11039 = fcmp oeq <16 x float> %11035, %63
  %11040 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %11035, i32 4)
  %11041 = bitcast <8 x i64> %11038 to <16 x float>
  %11042 = select <16 x i1> %11039, <16 x float> %11041, <16 x float> %11040
  br label %11053

11043:                                            ; preds = %11034
  %11044 = bitcast <16 x float> %11035 to <8 x i64>
  %11045 = or <8 x i64> %11044, %90
  %11046 = fcmp oeq <16 x float> %11035, %66
  %11047 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %11035, i32 4)
  %11048 = bitcast <8 x i64> %11045 to <16 x float>
  %11049 = select <16 x i1> %11046, <16 x float> %11048, <16 x float> %11047
  br label %11053

11050:                                            ; preds = %11034
  %11051 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11016, <16 x i1> %925, <16 x float> zeroinitializer)
  %11052 = fadd <16 x float> %11035, %11051
  br label %11053

11053:                                            ; preds = %11050, %11043, %11036
  %11054 = phi <16 x float> [ %11052, %11050 ], [ %11049, %11043 ], [ %11042, %11036 ]
  switch i64 %110, label %1370 [
    i64 1, label %11069
    i64 2, label %11062
    i64 3, label %11055
    i64 0, label %11072
  ]

11055:                                            ; preds = %11053
  %11056 = bitcast <16 x float> %11054 to <8 x i64>
  %11057 = and <8 x i64> %11056, %89
  %11058 = fcmp oeq <16 x float> %11054, %63
  %11059 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %11054, i32 4)
  %11060 = bitcast <8 x i64> %11057 to <16 x float>
  %11061 = select <16 x i1> %11058, <16 x float> %11060, <16 x float> %11059
  br label %11072

11062:                                            ; preds = %11053
  %11063 = bitcast <16 x float> %11054 to <8 x i64>
  %11064 = or <8 x i64> %11063, %90
  %11065 = fcmp oeq <16 x float> %11054, %66
  %11066 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %11054, i32 4)
  %11067 = bitcast <8 x i64> %11064 to <16 x float>
  %11068 = select <16 x i1> %11065, <16 x float> %11067, <16 x float> %11066
  br label %11072

11069:                                            ; preds = %11053
  %11070 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11016, <16 x i1> %925, <16 x float> zeroinitializer)
  %11071 = fadd <16 x float> %11054, %11070
  br label %11072

11072:                                            ; preds = %11015, %11034, %11053, %11069, %11062, %11055
  %11073 = phi <16 x float> [ %11061, %11055 ], [ %11068, %11062 ], [ %11071, %11069 ], [ %11035, %11034 ], [ %11054, %11053 ], [ %10959, %11015 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %11073, ptr align 1 %10961, <16 x i1> %925)
  %11074 = add i64 %10775, %927
  %11075 = getelementptr inbounds float, ptr %435, i64 %11074
  %11076 = getelementptr inbounds float, ptr %433, i64 %11074
  switch i64 %111, label %1370 [
    i64 1, label %11091
    i64 2, label %11084
    i64 3, label %11077
    i64 0, label %11132
  ]

11077:                                            ; preds = %11072
  %11078 = bitcast <16 x float> %10958 to <8 x i64>
  %11079 = and <8 x i64> %11078, %89
  %11080 = fcmp oeq <16 x float> %10958, %63
  %11081 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %10958, i32 4)
  %11082 = bitcast <8 x i64> %11079 to <16 x float>
  %11083 = select <16 x i1> %11080, <16 x float> %11082, <16 x float> %11081
  br label %11094

11084:                                            ; preds = %11072
  %11085 = bitcast <16 x float> %10958 to <8 x i64>
  %11086 = or <8 x i64> %11085, %90
  %11087 = fcmp oeq <16 x float> %10958, %66
  %11088 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %10958, i32 4)
  %11089 = bitcast <8 x i64> %11086 to <16 x float>
  %11090 = select <16 x i1> %11087, <16 x float> %11089, <16 x float> %11088
  br label %11094

11091:                                            ; preds = %11072
  %11092 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11076, <16 x i1> %928, <16 x float> zeroinitializer)
  %11093 = fadd <16 x float> %10958, %11092
  br label %11094

11094:                                            ; preds = %11091, %11084, %11077
  %11095 = phi <16 x float> [ %11093, %11091 ], [ %11090, %11084 ], [ %11083, %11077 ]
  switch i64 %113, label %1370 [
    i64 1, label %11110
    i64 2, label %11103
    i64 3, label %11096
    i64 0, label %11132
  ]

11096:                                            ; preds = %11094
  %11097 = bitcast <16 x float> %11095 to <8 x i64>
  %11098 = and <8 x i64> %11097, %89
  %11099 = fcmp oeq <16 x float> %11095, %63
  %11100 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %11095, i32 4)
  %11101 = bitcast <8 x i64> %11098 to <16 x float>
  %11102 = select <16 x i1> %11099, <16 x float> %11101, <16 x float> %11100
  br label %11113

11103:                                            ; preds = %11094
  %11104 = bitcast <16 x float> %11095 to <8 x i64>
  %11105 = or <8 x i64> %11104, %90
  %11106 = fcmp oeq <16 x float> %11095, %66
  %11107 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %11095, i32 4)
  %11108 = bitcast <8 x i64> %11105 to <16 x float>
  %11109 = select <16 x i1> %11106, <16 x float> %11108, <16 x float> %11107
  br label %11113

11110:                                            ; preds = %11094
  %11111 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11076, <16 x i1> %928, <16 x float> zeroinitializer)
  %11112 = fadd <16 x float> %11095, %11111
  br label %11113

11113:                                            ; preds = %11110, %11103, %11096
  %11114 = phi <16 x float> [ %11112, %11110 ], [ %11109, %11103 ], [ %11102, %11096 ]
  switch i64 %115, label %1370 [
    i64 1, label %11129
    i64 2, label %11122
    i64 3, label %11115
    i64 0, label %11132
  ]

11115:                                            ; preds = %11113
  %11116 = bitcast <16 x float> %11114 to <8 x i64>
  %11117 = and <8 x i64> %11116, %89
  %11118 = fcmp oeq <16 x float> %11114, %63
  %11119 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %11114, i32 4)
  %11120 = bitcast <8 x i64> %11117 to <16 x float>
  %11121 = select <16 x i1> %11118, <16 x float> %11120, <16 x float> %11119
  br label %11132

11122:                                            ; preds = %11113
  %11123 = bitcast <16 x float> %11114 to <8 x i64>
  %11124 = or <8 x i64> %11123, %90
  %11125 = fcmp oeq <16 x float> %11114, %66
  %11126 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %11114, i32 4)
  %11127 = bitcast <8 x i64> %11124 to <16 x float>
  %11128 = select <16 x i1> %11125, <16 x float> %11127, <16 x float> %11126
  br label %11132

11129:                                            ; preds = %11113
  %11130 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11076, <16 x i1> %928, <16 x float> zeroinitializer)
  %11131 = fadd <16 x float> %11114, %11130
  br label %11132

11132:                                            ; preds = %11072, %11094, %11113, %11129, %11122, %11115
  %11133 = phi <16 x float> [ %11121, %11115 ], [ %11128, %11122 ], [ %11131, %11129 ], [ %11095, %11094 ], [ %11114, %11113 ], [ %10958, %11072 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %11133, ptr align 1 %11075, <16 x i1> %928)
  %11134 = add i64 %10775, %930
  %11135 = getelementptr inbounds float, ptr %435, i64 %11134
  %11136 = getelementptr inbounds float, ptr %433, i64 %11134
  switch i64 %116, label %1370 [
    i64 1, label %11151
    i64 2, label %11144
    i64 3, label %11137
    i64 0, label %11195
  ]

11137:                                            ; preds = %11132
  %11138 = bitcast <16 x float> %10957 to <8 x i64>
  %11139 = and <8 x i64> %11138, %89
  %11140 = fcmp oeq <16 x float> %10957, %63
  %11141 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %10957, i32 4)
  %11142 = bitcast <8 x i64> %11139 to <16 x float>
  %11143 = select <16 x i1> %11140, <16 x float> %11142, <16 x float> %11141
  br label %11154

11144:                                            ; preds = %11132
  %11145 = bitcast <16 x float> %10957 to <8 x i64>
  %11146 = or <8 x i64> %11145, %90
  %11147 = fcmp oeq <16 x float> %10957, %66
  %11148 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %10957, i32 4)
  %11149 = bitcast <8 x i64> %11146 to <16 x float>
  %11150 = select <16 x i1> %11147, <16 x float> %11149, <16 x float> %11148
  br label %11154

11151:                                            ; preds = %11132
  %11152 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11136, <16 x i1> %931, <16 x float> zeroinitializer)
  %11153 = fadd <16 x float> %10957, %11152
  br label %11154

11154:                                            ; preds = %11151, %11144, %11137
  %11155 = phi <16 x float> [ %11153, %11151 ], [ %11150, %11144 ], [ %11143, %11137 ]
  switch i64 %118, label %1370 [
    i64 1, label %11170
    i64 2, label %11163
    i64 3, label %11156
    i64 0, label %11195
  ]

11156:                                            ; preds = %11154
  %11157 = bitcast <16 x float> %11155 to <8 x i64>
  %11158 = and <8 x i64> %11157, %89
  %11159 = fcmp oeq <16 x float> %11155, %63
  %11160 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %11155, i32 4)
  %11161 = bitcast <8 x i64> %11158 to <16 x float>
  %11162 = select <16 x i1> %11159, <16 x float> %11161, <16 x float> %11160
  br label %11173

11163:                                            ; preds = %11154
  %11164 = bitcast <16 x float> %11155 to <8 x i64>
  %11165 = or <8 x i64> %11164, %90
  %11166 = fcmp oeq <16 x float> %11155, %66
  %11167 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %11155, i32 4)
  %11168 = bitcast <8 x i64> %11165 to <16 x float>
  %11169 = select <16 x i1> %11166, <16 x float> %11168, <16 x float> %11167
  br label %11173

11170:                                            ; preds = %11154
  %11171 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11136, <16 x i1> %931, <16 x float> zeroinitializer)
  %11172 = fadd <16 x float> %11155, %11171
  br label %11173

11173:                                            ; preds = %11170, %11163, %11156
  %11174 = phi <16 x float> [ %11172, %11170 ], [ %11169, %11163 ], [ %11162, %11156 ]
  switch i64 %120, label %1370 [
    i64 1, label %11189
    i64 2, label %11182
    i64 3, label %11175
    i64 0, label %11195
  ]

11175:                                            ; preds = %11173
  %11176 = bitcast <16 x float> %11174 to <8 x i64>
  %11177 = and <8 x i64> %11176, %89
  %11178 = fcmp oeq <16 x float> %11174, %63
  %11179 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %11174, i32 4)
  %11180 = bitcast <8 x i64> %11177 to <16 x float>
  %11181 = select <16 x i1> %11178, <16 x float> %11180, <16 x float> %11179
  br label %11195

11182:                                            ; preds = %11173
  %11183 = bitcast <16 x float> %11174 to <8 x i64>
  %11184 = or <8 x i64> %11183, %90
  %11185 = fcmp oeq <16 x float> %11174, %66
  %11186 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %11174, i32 4)
  %11187 = bitcast <8 x i64> %11184 to <16 x float>
  %11188 = select <16 x i1> %11185, <16 x float> %11187, <16 x float> %11186
  br label %11195

11189:                                            ; preds = %11173
  %11190 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11136, <16 x i1> %931, <16 x float> zeroinitializer)
  %11191 = fadd <16 x float> %11174, %11190
  br label %11195

11192:                                            ; preds = %10956
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10959, ptr align 1 %10961, <16 x i1> %932)
  %11193 = getelementptr float, ptr %1059, i64 %10775
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10958, ptr align 1 %11193, <16 x i1> %934)
  %11194 = getelementptr float, ptr %1061, i64 %10775
  br label %11195

11195:                                            ; preds = %11132, %11154, %11173, %11189, %11182, %11175, %11192
  %11196 = phi ptr [ %11194, %11192 ], [ %11135, %11175 ], [ %11135, %11182 ], [ %11135, %11189 ], [ %11135, %11173 ], [ %11135, %11154 ], [ %11135, %11132 ]
  %11197 = phi <16 x i1> [ %936, %11192 ], [ %931, %11175 ], [ %931, %11182 ], [ %931, %11189 ], [ %931, %11173 ], [ %931, %11154 ], [ %931, %11132 ]
  %11198 = phi <16 x float> [ %10957, %11192 ], [ %11181, %11175 ], [ %11188, %11182 ], [ %11191, %11189 ], [ %11174, %11173 ], [ %11155, %11154 ], [ %10957, %11132 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %11198, ptr align 1 %11196, <16 x i1> %11197)
  call void @llvm.lifetime.end.p0(ptr nonnull %50)
  call void @llvm.lifetime.end.p0(ptr nonnull %49)
  br label %11659

11199:                                            ; preds = %9730
  %11200 = mul nsw i64 %9731, %67
  br i1 %82, label %11210, label %11201

11201:                                            ; preds = %11199
  %11202 = getelementptr inbounds float, ptr %55, i64 %9731
  %11203 = load float, ptr %11202, align 4
  %11204 = insertelement <16 x float> poison, float %11203, i64 0
  %11205 = shufflevector <16 x float> %11204, <16 x float> poison, <16 x i32> zeroinitializer
  %11206 = insertelement <16 x float> poison, float %11203, i64 0
  %11207 = shufflevector <16 x float> %11206, <16 x float> poison, <16 x i32> zeroinitializer
  %11208 = insertelement <16 x float> poison, float %11203, i64 0
  %11209 = shufflevector <16 x float> %11208, <16 x float> poison, <16 x i32> zeroinitializer
  br label %11221

11210:                                            ; preds = %11199
  %11211 = getelementptr inbounds float, ptr %430, i64 %11200
  %11212 = getelementptr inbounds float, ptr %11211, i64 %858
  %11213 = getelementptr inbounds float, ptr %11212, i64 %821
  %11214 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11213, <16 x i1> %857, <16 x float> zeroinitializer)
  %11215 = getelementptr inbounds float, ptr %11211, i64 %860
  %11216 = getelementptr inbounds float, ptr %11215, i64 %820
  %11217 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11216, <16 x i1> %859, <16 x float> zeroinitializer)
  %11218 = getelementptr inbounds float, ptr %11211, i64 %862
  %11219 = getelementptr inbounds float, ptr %11218, i64 %827
  %11220 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11219, <16 x i1> %861, <16 x float> zeroinitializer)
  br label %11221

11221:                                            ; preds = %11210, %11201
  %11222 = phi <16 x float> [ %11217, %11210 ], [ %11207, %11201 ]
  %11223 = phi <16 x float> [ %11214, %11210 ], [ %11205, %11201 ]
  %11224 = phi <16 x float> [ %11220, %11210 ], [ %11209, %11201 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %51)
  call void @llvm.lifetime.start.p0(ptr nonnull %52)
  br i1 %83, label %11225, label %11333

11225:                                            ; preds = %11221, %11336
  %11226 = phi i64 [ %11337, %11336 ], [ 0, %11221 ]
  br i1 %84, label %11227, label %11336

11227:                                            ; preds = %11225
  %11228 = mul nuw nsw i64 %11226, %12
  %11229 = sub i64 %11226, %15
  %11230 = add i64 %11229, %864
  %11231 = add i64 %11229, %863
  %11232 = insertelement <2 x i64> poison, i64 %11231, i64 0
  %11233 = insertelement <2 x i64> %11232, i64 %11230, i64 1
  %11234 = icmp sgt <2 x i64> %11233, splat (i64 -1)
  %11235 = icmp slt <2 x i64> %11233, %320
  %11236 = and <2 x i1> %11234, %11235
  %11237 = extractelement <2 x i1> %11236, i64 0
  %11238 = select i1 %11237, i64 %11231, i64 0
  %11239 = mul nsw i64 %11238, %8
  %11240 = extractelement <2 x i1> %11236, i64 1
  %11241 = select i1 %11240, i64 %11230, i64 0
  %11242 = mul nsw i64 %11241, %8
  %11243 = add i64 %11229, %872
  %11244 = icmp sgt i64 %11243, -1
  %11245 = icmp slt i64 %11243, %7
  %11246 = and i1 %11244, %11245
  %11247 = select i1 %11246, i64 %11243, i64 0
  %11248 = mul nsw i64 %11247, %8
  br i1 %321, label %11331, label %11249

11249:                                            ; preds = %11227
  %11250 = insertelement <8 x i64> poison, i64 %11239, i64 0
  %11251 = insertelement <8 x i64> poison, i64 %11242, i64 0
  %11252 = insertelement <8 x i64> poison, i64 %11248, i64 0
  %11253 = shufflevector <8 x i64> %11252, <8 x i64> poison, <8 x i32> zeroinitializer
  %11254 = shufflevector <8 x i64> %11250, <8 x i64> %11251, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  br label %11255

11255:                                            ; preds = %11255, %11249
  %11256 = phi i64 [ 0, %11249 ], [ %11327, %11255 ]
  %11257 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %11249 ], [ %11328, %11255 ]
  %11258 = add nuw nsw i64 %11256, %11228
  %11259 = sub <8 x i64> %11257, %324
  %11260 = getelementptr inbounds nuw [3 x i64], ptr %51, i64 %11258
  %11261 = getelementptr inbounds nuw [3 x i32], ptr %52, i64 %11258
  %11262 = add <8 x i64> %11259, %1036
  %11263 = icmp slt <8 x i64> %11262, zeroinitializer
  %11264 = sub nsw <8 x i64> zeroinitializer, %11262
  %11265 = select <8 x i1> %11263, <8 x i64> %11264, <8 x i64> zeroinitializer
  %11266 = sub nsw <8 x i64> %326, %11262
  %11267 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %11266, <8 x i64> %1037)
  %11268 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %11267, <8 x i64> splat (i64 32))
  %11269 = icmp sgt <8 x i64> %11268, %11265
  %11270 = select i1 %11237, <8 x i1> %11269, <8 x i1> zeroinitializer
  %11271 = select <8 x i1> %11270, <8 x i64> %11268, <8 x i64> zeroinitializer
  %11272 = icmp sgt <8 x i64> %11271, splat (i64 31)
  %11273 = trunc <8 x i64> %11271 to <8 x i32>
  %11274 = shl nsw <8 x i32> splat (i32 -1), %11273
  %11275 = xor <8 x i32> %11274, splat (i32 -1)
  %11276 = select <8 x i1> %11272, <8 x i32> splat (i32 -1), <8 x i32> %11275
  %11277 = trunc <8 x i64> %11265 to <8 x i32>
  %11278 = shl nsw <8 x i32> splat (i32 -1), %11277
  %11279 = select <8 x i1> %11270, <8 x i32> %11278, <8 x i32> splat (i32 -1)
  %11280 = and <8 x i32> %11276, %11279
  %11281 = add <8 x i64> %11259, %1038
  %11282 = icmp slt <8 x i64> %11281, zeroinitializer
  %11283 = sub nsw <8 x i64> zeroinitializer, %11281
  %11284 = select <8 x i1> %11282, <8 x i64> %11283, <8 x i64> zeroinitializer
  %11285 = sub nsw <8 x i64> %326, %11281
  %11286 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %11285, <8 x i64> %1039)
  %11287 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %11286, <8 x i64> splat (i64 32))
  %11288 = icmp sgt <8 x i64> %11287, %11284
  %11289 = select i1 %11240, <8 x i1> %11288, <8 x i1> zeroinitializer
  %11290 = select <8 x i1> %11289, <8 x i64> %11287, <8 x i64> zeroinitializer
  %11291 = icmp sgt <8 x i64> %11290, splat (i64 31)
  %11292 = trunc <8 x i64> %11290 to <8 x i32>
  %11293 = shl nsw <8 x i32> splat (i32 -1), %11292
  %11294 = xor <8 x i32> %11293, splat (i32 -1)
  %11295 = select <8 x i1> %11291, <8 x i32> splat (i32 -1), <8 x i32> %11294
  %11296 = trunc <8 x i64> %11284 to <8 x i32>
  %11297 = shl nsw <8 x i32> splat (i32 -1), %11296
  %11298 = select <8 x i1> %11289, <8 x i32> %11297, <8 x i32> splat (i32 -1)
  %11299 = and <8 x i32> %11295, %11298
  %11300 = add <8 x i64> %11259, %1041
  %11301 = icmp slt <8 x i64> %11300, zeroinitializer
  %11302 = sub nsw <8 x i64> zeroinitializer, %11300
  %11303 = select <8 x i1> %11301, <8 x i64> %11302, <8 x i64> zeroinitializer
  %11304 = sub nsw <8 x i64> %326, %11300
  %11305 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %11304, <8 x i64> %1043)
  %11306 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %11305, <8 x i64> splat (i64 32))
  %11307 = icmp sgt <8 x i64> %11306, %11303
  %11308 = select i1 %11246, <8 x i1> %11307, <8 x i1> zeroinitializer
  %11309 = select <8 x i1> %11308, <8 x i64> %11306, <8 x i64> zeroinitializer
  %11310 = add nsw <8 x i64> %11253, %11300
  %11311 = shufflevector <8 x i64> %11262, <8 x i64> %11281, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %11312 = add nsw <16 x i64> %11254, %11311
  %11313 = shufflevector <8 x i64> %11310, <8 x i64> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %11314 = shufflevector <16 x i64> %11312, <16 x i64> %11313, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x i64> %11314, ptr %11260, align 8
  %11315 = icmp sgt <8 x i64> %11309, splat (i64 31)
  %11316 = trunc <8 x i64> %11309 to <8 x i32>
  %11317 = shl nsw <8 x i32> splat (i32 -1), %11316
  %11318 = xor <8 x i32> %11317, splat (i32 -1)
  %11319 = select <8 x i1> %11315, <8 x i32> splat (i32 -1), <8 x i32> %11318
  %11320 = trunc <8 x i64> %11303 to <8 x i32>
  %11321 = shl nsw <8 x i32> splat (i32 -1), %11320
  %11322 = select <8 x i1> %11308, <8 x i32> %11321, <8 x i32> splat (i32 -1)
  %11323 = and <8 x i32> %11319, %11322
  %11324 = shufflevector <8 x i32> %11280, <8 x i32> %11299, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %11325 = shufflevector <8 x i32> %11323, <8 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %11326 = shufflevector <16 x i32> %11324, <16 x i32> %11325, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x i32> %11326, ptr %11261, align 4
  %11327 = add nuw i64 %11256, 8
  %11328 = add nuw nsw <8 x i64> %11257, splat (i64 8)
  %11329 = icmp eq i64 %11327, %322
  br i1 %11329, label %11330, label %11255

11330:                                            ; preds = %11255
  br i1 %327, label %11336, label %11331

11331:                                            ; preds = %11227, %11330
  %11332 = phi i64 [ 0, %11227 ], [ %322, %11330 ]
  br label %11339

11333:                                            ; preds = %11336, %11221
  %11334 = mul i64 %85, %9731
  %11335 = getelementptr inbounds float, ptr %54, i64 %11334
  br i1 %86, label %11404, label %11398

11336:                                            ; preds = %11339, %11330, %11225
  %11337 = add nuw nsw i64 %11226, 1
  %11338 = icmp eq i64 %11337, %11
  br i1 %11338, label %11333, label %11225

11339:                                            ; preds = %11331, %11339
  %11340 = phi i64 [ %11396, %11339 ], [ %11332, %11331 ]
  %11341 = add nuw nsw i64 %11340, %11228
  %11342 = sub i64 %11340, %16
  %11343 = getelementptr inbounds nuw [3 x i64], ptr %51, i64 %11341
  %11344 = getelementptr inbounds nuw [3 x i32], ptr %52, i64 %11341
  %11345 = getelementptr inbounds nuw i8, ptr %11343, i64 8
  %11346 = insertelement <2 x i64> poison, i64 %11342, i64 0
  %11347 = shufflevector <2 x i64> %11346, <2 x i64> poison, <2 x i32> zeroinitializer
  %11348 = add <2 x i64> %11347, %867
  %11349 = extractelement <2 x i64> %11348, i64 0
  %11350 = add nsw i64 %11239, %11349
  store i64 %11350, ptr %11343, align 8
  %11351 = icmp slt <2 x i64> %11348, zeroinitializer
  %11352 = sub nsw <2 x i64> zeroinitializer, %11348
  %11353 = select <2 x i1> %11351, <2 x i64> %11352, <2 x i64> zeroinitializer
  %11354 = extractelement <2 x i64> %11348, i64 1
  %11355 = sub nsw i64 %8, %11354
  %11356 = sub nsw i64 %8, %11349
  %11357 = insertelement <2 x i64> poison, i64 %11356, i64 0
  %11358 = insertelement <2 x i64> %11357, i64 %11355, i64 1
  %11359 = call <2 x i64> @llvm.smin.v2i64(<2 x i64> %11358, <2 x i64> %871)
  %11360 = call <2 x i64> @llvm.smin.v2i64(<2 x i64> %11359, <2 x i64> splat (i64 32))
  %11361 = icmp sgt <2 x i64> %11360, %11353
  %11362 = select <2 x i1> %11236, <2 x i1> %11361, <2 x i1> zeroinitializer
  %11363 = select <2 x i1> %11362, <2 x i64> %11360, <2 x i64> zeroinitializer
  %11364 = add nsw i64 %11242, %11354
  store i64 %11364, ptr %11345, align 8
  %11365 = icmp sgt <2 x i64> %11363, splat (i64 31)
  %11366 = trunc <2 x i64> %11363 to <2 x i32>
  %11367 = shl nsw <2 x i32> splat (i32 -1), %11366
  %11368 = xor <2 x i32> %11367, splat (i32 -1)
  %11369 = select <2 x i1> %11365, <2 x i32> splat (i32 -1), <2 x i32> %11368
  %11370 = trunc <2 x i64> %11353 to <2 x i32>
  %11371 = shl nsw <2 x i32> splat (i32 -1), %11370
  %11372 = select <2 x i1> %11362, <2 x i32> %11371, <2 x i32> splat (i32 -1)
  %11373 = and <2 x i32> %11369, %11372
  store <2 x i32> %11373, ptr %11344, align 4
  %11374 = add i64 %11342, %873
  %11375 = icmp slt i64 %11374, 0
  %11376 = sub nsw i64 0, %11374
  %11377 = select i1 %11375, i64 %11376, i64 0
  %11378 = sub nsw i64 %8, %11374
  %11379 = tail call i64 @llvm.smin.i64(i64 %11378, i64 %875)
  %11380 = tail call i64 @llvm.smin.i64(i64 %11379, i64 32)
  %11381 = icmp sgt i64 %11380, %11377
  %11382 = select i1 %11246, i1 %11381, i1 false
  %11383 = select i1 %11382, i64 %11380, i64 0
  %11384 = add nsw i64 %11248, %11374
  %11385 = getelementptr inbounds nuw i8, ptr %11343, i64 16
  store i64 %11384, ptr %11385, align 8
  %11386 = icmp sgt i64 %11383, 31
  %11387 = trunc i64 %11383 to i32
  %11388 = shl nsw i32 -1, %11387
  %11389 = xor i32 %11388, -1
  %11390 = select i1 %11386, i32 -1, i32 %11389
  %11391 = trunc i64 %11377 to i32
  %11392 = shl nsw i32 -1, %11391
  %11393 = select i1 %11382, i32 %11392, i32 -1
  %11394 = and i32 %11390, %11393
  %11395 = getelementptr inbounds nuw i8, ptr %11344, i64 8
  store i32 %11394, ptr %11395, align 4
  %11396 = add nuw nsw i64 %11340, 1
  %11397 = icmp eq i64 %11396, %12
  br i1 %11397, label %11336, label %11339

11398:                                            ; preds = %11413, %11333
  %11399 = phi <16 x float> [ %11224, %11333 ], [ %11414, %11413 ]
  %11400 = phi <16 x float> [ %11222, %11333 ], [ %11415, %11413 ]
  %11401 = phi <16 x float> [ %11223, %11333 ], [ %11416, %11413 ]
  %11402 = add i64 %11200, %877
  %11403 = getelementptr inbounds float, ptr %435, i64 %11402
  br i1 %88, label %11652, label %11475

11404:                                            ; preds = %11333, %11413
  %11405 = phi <16 x float> [ %11414, %11413 ], [ %11224, %11333 ]
  %11406 = phi <16 x float> [ %11415, %11413 ], [ %11222, %11333 ]
  %11407 = phi <16 x float> [ %11416, %11413 ], [ %11223, %11333 ]
  %11408 = phi i64 [ %11417, %11413 ], [ 0, %11333 ]
  %11409 = mul nsw i64 %80, %11408
  %11410 = getelementptr inbounds float, ptr %428, i64 %11409
  %11411 = mul nsw i64 %11408, %81
  %11412 = getelementptr inbounds float, ptr %11335, i64 %11411
  br i1 %87, label %11419, label %11413

11413:                                            ; preds = %11419, %11404
  %11414 = phi <16 x float> [ %11405, %11404 ], [ %11472, %11419 ]
  %11415 = phi <16 x float> [ %11406, %11404 ], [ %11471, %11419 ]
  %11416 = phi <16 x float> [ %11407, %11404 ], [ %11470, %11419 ]
  %11417 = add nuw nsw i64 %11408, 1
  %11418 = icmp eq i64 %11417, %5
  br i1 %11418, label %11398, label %11404

11419:                                            ; preds = %11404, %11419
  %11420 = phi <16 x float> [ %11472, %11419 ], [ %11405, %11404 ]
  %11421 = phi <16 x float> [ %11471, %11419 ], [ %11406, %11404 ]
  %11422 = phi <16 x float> [ %11470, %11419 ], [ %11407, %11404 ]
  %11423 = phi i64 [ %11473, %11419 ], [ 0, %11404 ]
  %11424 = getelementptr inbounds nuw [3 x i64], ptr %51, i64 %11423
  %11425 = getelementptr inbounds nuw [3 x i32], ptr %52, i64 %11423
  %11426 = load i64, ptr %11424, align 8
  %11427 = getelementptr inbounds float, ptr %11410, i64 %11426
  %11428 = load i32, ptr %11425, align 4
  %11429 = trunc i32 %11428 to i16
  %11430 = bitcast i16 %11429 to <16 x i1>
  %11431 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %11427, <16 x i1> %11430, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %11432 = lshr i32 %11428, 16
  %11433 = trunc nuw i32 %11432 to i16
  %11434 = getelementptr inbounds nuw i8, ptr %11427, i64 64
  %11435 = bitcast i16 %11433 to <16 x i1>
  %11436 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %11434, <16 x i1> %11435, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %11437 = shufflevector <16 x float> %11431, <16 x float> %11436, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %11438 = getelementptr inbounds nuw i8, ptr %11424, i64 8
  %11439 = load i64, ptr %11438, align 8
  %11440 = getelementptr inbounds float, ptr %11410, i64 %11439
  %11441 = getelementptr inbounds nuw i8, ptr %11425, i64 4
  %11442 = load i32, ptr %11441, align 4
  %11443 = trunc i32 %11442 to i16
  %11444 = bitcast i16 %11443 to <16 x i1>
  %11445 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %11440, <16 x i1> %11444, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %11446 = lshr i32 %11442, 16
  %11447 = trunc nuw i32 %11446 to i16
  %11448 = getelementptr inbounds nuw i8, ptr %11440, i64 64
  %11449 = bitcast i16 %11447 to <16 x i1>
  %11450 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %11448, <16 x i1> %11449, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %11451 = shufflevector <16 x float> %11445, <16 x float> %11450, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %11452 = getelementptr inbounds nuw i8, ptr %11424, i64 16
  %11453 = load i64, ptr %11452, align 8
  %11454 = getelementptr inbounds float, ptr %11410, i64 %11453
  %11455 = getelementptr inbounds nuw i8, ptr %11425, i64 8
  %11456 = load i32, ptr %11455, align 4
  %11457 = trunc i32 %11456 to i16
  %11458 = bitcast i16 %11457 to <16 x i1>
  %11459 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %11454, <16 x i1> %11458, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %11460 = lshr i32 %11456, 16
  %11461 = trunc nuw i32 %11460 to i16
  %11462 = getelementptr inbounds nuw i8, ptr %11454, i64 64
  %11463 = bitcast i16 %11461 to <16 x i1>
  %11464 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %11462, <16 x i1> %11463, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %11465 = shufflevector <16 x float> %11459, <16 x float> %11464, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %11466 = getelementptr float, ptr %11412, i64 %11423
  %11467 = load float, ptr %11466, align 4
  %11468 = insertelement <16 x float> poison, float %11467, i64 0
  %11469 = shufflevector <16 x float> %11468, <16 x float> poison, <16 x i32> zeroinitializer
  %11470 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %11437, <16 x float> %11469, <16 x float> %11422)
  %11471 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %11451, <16 x float> %11469, <16 x float> %11421)
  %11472 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %11465, <16 x float> %11469, <16 x float> %11420)
  %11473 = add nuw nsw i64 %11423, 1
  %11474 = icmp eq i64 %11473, %81
  br i1 %11474, label %11413, label %11419

11475:                                            ; preds = %11398
  %11476 = getelementptr inbounds float, ptr %433, i64 %11402
  switch i64 %91, label %1370 [
    i64 1, label %11477
    i64 2, label %11480
    i64 3, label %11487
    i64 0, label %11532
  ]

11477:                                            ; preds = %11475
  %11478 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11476, <16 x i1> %878, <16 x float> zeroinitializer)
  %11479 = fadd <16 x float> %11401, %11478
  br label %11494

11480:                                            ; preds = %11475
  %11481 = bitcast <16 x float> %11401 to <8 x i64>
  %11482 = or <8 x i64> %11481, %90
  %11483 = fcmp oeq <16 x float> %11401, %66
  %11484 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %11401, i32 4)
  %11485 = bitcast <8 x i64> %11482 to <16 x float>
  %11486 = select <16 x i1> %11483, <16 x float> %11485, <16 x float> %11484
  br label %11494

11487:                                            ; preds = %11475
  %11488 = bitcast <16 x float> %11401 to <8 x i64>
  %11489 = and <8 x i64> %11488, %89
  %11490 = fcmp oeq <16 x float> %11401, %63
  %11491 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %11401, i32 4)
  %11492 = bitcast <8 x i64> %11489 to <16 x float>
  %11493 = select <16 x i1> %11490, <16 x float> %11492, <16 x float> %11491
  br label %11494

11494:                                            ; preds = %11487, %11480, %11477
  %11495 = phi <16 x float> [ %11479, %11477 ], [ %11486, %11480 ], [ %11493, %11487 ]
  switch i64 %93, label %1370 [
    i64 1, label %11510
    i64 2, label %11503
    i64 3, label %11496
    i64 0, label %11532
  ]

11496:                                            ; preds = %11494
  %11497 = bitcast <16 x float> %11495 to <8 x i64>
  %11498 = and <8 x i64> %11497, %89
  %11499 = fcmp oeq <16 x float> %11495, %63
  %11500 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %11495, i32 4)
  %11501 = bitcast <8 x i64> %11498 to <16 x float>
  %11502 = select <16 x i1> %11499, <16 x float> %11501, <16 x float> %11500
  br label %11513

11503:                                            ; preds = %11494
  %11504 = bitcast <16 x float> %11495 to <8 x i64>
  %11505 = or <8 x i64> %11504, %90
  %11506 = fcmp oeq <16 x float> %11495, %66
  %11507 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %11495, i32 4)
  %11508 = bitcast <8 x i64> %11505 to <16 x float>
  %11509 = select <16 x i1> %11506, <16 x float> %11508, <16 x float> %11507
  br label %11513

11510:                                            ; preds = %11494
  %11511 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11476, <16 x i1> %878, <16 x float> zeroinitializer)
  %11512 = fadd <16 x float> %11495, %11511
  br label %11513

11513:                                            ; preds = %11510, %11503, %11496
  %11514 = phi <16 x float> [ %11512, %11510 ], [ %11509, %11503 ], [ %11502, %11496 ]
  switch i64 %95, label %1370 [
    i64 1, label %11529
    i64 2, label %11522
    i64 3, label %11515
    i64 0, label %11532
  ]

11515:                                            ; preds = %11513
  %11516 = bitcast <16 x float> %11514 to <8 x i64>
  %11517 = and <8 x i64> %11516, %89
  %11518 = fcmp oeq <16 x float> %11514, %63
  %11519 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %11514, i32 4)
  %11520 = bitcast <8 x i64> %11517 to <16 x float>
  %11521 = select <16 x i1> %11518, <16 x float> %11520, <16 x float> %11519
  br label %11532

11522:                                            ; preds = %11513
  %11523 = bitcast <16 x float> %11514 to <8 x i64>
  %11524 = or <8 x i64> %11523, %90
  %11525 = fcmp oeq <16 x float> %11514, %66
  %11526 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %11514, i32 4)
  %11527 = bitcast <8 x i64> %11524 to <16 x float>
  %11528 = select <16 x i1> %11525, <16 x float> %11527, <16 x float> %11526
  br label %11532

11529:                                            ; preds = %11513
  %11530 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11476, <16 x i1> %878, <16 x float> zeroinitializer)
  %11531 = fadd <16 x float> %11514, %11530
  br label %11532

11532:                                            ; preds = %11475, %11494, %11513, %11529, %11522, %11515
  %11533 = phi <16 x float> [ %11521, %11515 ], [ %11528, %11522 ], [ %11531, %11529 ], [ %11495, %11494 ], [ %11514, %11513 ], [ %11401, %11475 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %11533, ptr align 1 %11403, <16 x i1> %878)
  %11534 = add i64 %11200, %880
  %11535 = getelementptr inbounds float, ptr %435, i64 %11534
  %11536 = getelementptr inbounds float, ptr %433, i64 %11534
  switch i64 %96, label %1370 [
    i64 1, label %11551
    i64 2, label %11544
    i64 3, label %11537
    i64 0, label %11592
  ]

11537:                                            ; preds = %11532
  %11538 = bitcast <16 x float> %11400 to <8 x i64>
  %11539 = and <8 x i64> %11538, %89
  %11540 = fcmp oeq <16 x float> %11400, %63
  %11541 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %11400, i32 4)
  %11542 = bitcast <8 x i64> %11539 to <16 x float>
  %11543 = select <16 x i1> %11540, <16 x float> %11542, <16 x float> %11541
  br label %11554

11544:                                            ; preds = %11532
  %11545 = bitcast <16 x float> %11400 to <8 x i64>
  %11546 = or <8 x i64> %11545, %90
  %11547 = fcmp oeq <16 x float> %11400, %66
  %11548 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %11400, i32 4)
  %11549 = bitcast <8 x i64> %11546 to <16 x float>
  %11550 = select <16 x i1> %11547, <16 x float> %11549, <16 x float> %11548
  br label %11554

11551:                                            ; preds = %11532
  %11552 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11536, <16 x i1> %881, <16 x float> zeroinitializer)
  %11553 = fadd <16 x float> %11400, %11552
  br label %11554

11554:                                            ; preds = %11551, %11544, %11537
  %11555 = phi <16 x float> [ %11553, %11551 ], [ %11550, %11544 ], [ %11543, %11537 ]
  switch i64 %98, label %1370 [
    i64 1, label %11570
    i64 2, label %11563
    i64 3, label %11556
    i64 0, label %11592
  ]

11556:                                            ; preds = %11554
  %11557 = bitcast <16 x float> %11555 to <8 x i64>
  %11558 = and <8 x i64> %11557, %89
  %11559 = fcmp oeq <16 x float> %11555, %63
  %11560 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %11555, i32 4)
  %11561 = bitcast <8 x i64> %11558 to <16 x float>
  %11562 = select <16 x i1> %11559, <16 x float> %11561, <16 x float> %11560
  br label %11573

11563:                                            ; preds = %11554
  %11564 = bitcast <16 x float> %11555 to <8 x i64>
  %11565 = or <8 x i64> %11564, %90
  %11566 = fcmp oeq <16 x float> %11555, %66
  %11567 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %11555, i32 4)
  %11568 = bitcast <8 x i64> %11565 to <16 x float>
  %11569 = select <16 x i1> %11566, <16 x float> %11568, <16 x float> %11567
  br label %11573

11570:                                            ; preds = %11554
  %11571 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11536, <16 x i1> %881, <16 x float> zeroinitializer)
  %11572 = fadd <16 x float> %11555, %11571
  br label %11573

11573:                                            ; preds = %11570, %11563, %11556
  %11574 = phi <16 x float> [ %11572, %11570 ], [ %11569, %11563 ], [ %11562, %11556 ]
  switch i64 %100, label %1370 [
    i64 1, label %11589
    i64 2, label %11582
    i64 3, label %11575
    i64 0, label %11592
  ]

11575:                                            ; preds = %11573
  %11576 = bitcast <16 x float> %11574 to <8 x i64>
  %11577 = and <8 x i64> %11576, %89
  %11578 = fcmp oeq <16 x float> %11574, %63
  %11579 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %11574, i32 4)
  %11580 = bitcast <8 x i64> %11577 to <16 x float>
  %11581 = select <16 x i1> %11578, <16 x float> %11580, <16 x float> %11579
  br label %11592

11582:                                            ; preds = %11573
  %11583 = bitcast <16 x float> %11574 to <8 x i64>
  %11584 = or <8 x i64> %11583, %90
  %11585 = fcmp oeq <16 x float> %11574, %66
  %11586 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %11574, i32 4)
  %11587 = bitcast <8 x i64> %11584 to <16 x float>
  %11588 = select <16 x i1> %11585, <16 x float> %11587, <16 x float> %11586
  br label %11592

11589:                                            ; preds = %11573
  %11590 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11536, <16 x i1> %881, <16 x float> zeroinitializer)
  %11591 = fadd <16 x float> %11574, %11590
  br label %11592

11592:                                            ; preds = %11532, %11554, %11573, %11589, %11582, %11575
  %11593 = phi <16 x float> [ %11581, %11575 ], [ %11588, %11582 ], [ %11591, %11589 ], [ %11555, %11554 ], [ %11574, %11573 ], [ %11400, %11532 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %11593, ptr align 1 %11535, <16 x i1> %881)
  %11594 = add i64 %11200, %883
  %11595 = getelementptr inbounds float, ptr %435, i64 %11594
  %11596 = getelementptr inbounds float, ptr %433, i64 %11594
  switch i64 %101, label %1370 [
    i64 1, label %11611
    i64 2, label %11604
    i64 3, label %11597
    i64 0, label %11655
  ]

11597:                                            ; preds = %11592
  %11598 = bitcast <16 x float> %11399 to <8 x i64>
  %11599 = and <8 x i64> %11598, %89
  %11600 = fcmp oeq <16 x float> %11399, %63
  %11601 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %11399, i32 4)
  %11602 = bitcast <8 x i64> %11599 to <16 x float>
  %11603 = select <16 x i1> %11600, <16 x float> %11602, <16 x float> %11601
  br label %11614

11604:                                            ; preds = %11592
  %11605 = bitcast <16 x float> %11399 to <8 x i64>
  %11606 = or <8 x i64> %11605, %90
  %11607 = fcmp oeq <16 x float> %11399, %66
  %11608 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %11399, i32 4)
  %11609 = bitcast <8 x i64> %11606 to <16 x float>
  %11610 = select <16 x i1> %11607, <16 x float> %11609, <16 x float> %11608
  br label %11614

11611:                                            ; preds = %11592
  %11612 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11596, <16 x i1> %884, <16 x float> zeroinitializer)
  %11613 = fadd <16 x float> %11399, %11612
  br label %11614

11614:                                            ; preds = %11611, %11604, %11597
  %11615 = phi <16 x float> [ %11613, %11611 ], [ %11610, %11604 ], [ %11603, %11597 ]
  switch i64 %103, label %1370 [
    i64 1, label %11630
    i64 2, label %11623
    i64 3, label %11616
    i64 0, label %11655
  ]

11616:                                            ; preds = %11614
  %11617 = bitcast <16 x float> %11615 to <8 x i64>
  %11618 = and <8 x i64> %11617, %89
  %11619 = fcmp oeq <16 x float> %11615, %63
  %11620 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %11615, i32 4)
  %11621 = bitcast <8 x i64> %11618 to <16 x float>
  %11622 = select <16 x i1> %11619, <16 x float> %11621, <16 x float> %11620
  br label %11633

11623:                                            ; preds = %11614
  %11624 = bitcast <16 x float> %11615 to <8 x i64>
  %11625 = or <8 x i64> %11624, %90
  %11626 = fcmp oeq <16 x float> %11615, %66
  %11627 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %11615, i32 4)
  %11628 = bitcast <8 x i64> %11625 to <16 x float>
  %11629 = select <16 x i1> %11626, <16 x float> %11628, <16 x float> %11627
  br label %11633

11630:                                            ; preds = %11614
  %11631 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11596, <16 x i1> %884, <16 x float> zeroinitializer)
  %11632 = fadd <16 x float> %11615, %11631
  br label %11633

11633:                                            ; preds = %11630, %11623, %11616
  %11634 = phi <16 x float> [ %11632, %11630 ], [ %11629, %11623 ], [ %11622, %11616 ]
  switch i64 %105, label %1370 [
    i64 1, label %11649
    i64 2, label %11642
    i64 3, label %11635
    i64 0, label %11655
  ]

11635:                                            ; preds = %11633
  %11636 = bitcast <16 x float> %11634 to <8 x i64>
  %11637 = and <8 x i64> %11636, %89
  %11638 = fcmp oeq <16 x float> %11634, %63
  %11639 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %63, <16 x float> %11634, i32 4)
  %11640 = bitcast <8 x i64> %11637 to <16 x float>
  %11641 = select <16 x i1> %11638, <16 x float> %11640, <16 x float> %11639
  br label %11655

11642:                                            ; preds = %11633
  %11643 = bitcast <16 x float> %11634 to <8 x i64>
  %11644 = or <8 x i64> %11643, %90
  %11645 = fcmp oeq <16 x float> %11634, %66
  %11646 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %66, <16 x float> %11634, i32 4)
  %11647 = bitcast <8 x i64> %11644 to <16 x float>
  %11648 = select <16 x i1> %11645, <16 x float> %11647, <16 x float> %11646
  br label %11655

11649:                                            ; preds = %11633
  %11650 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11596, <16 x i1> %884, <16 x float> zeroinitializer)
  %11651 = fadd <16 x float> %11634, %11650
  br label %11655

11652:                                            ; preds = %11398
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %11401, ptr align 1 %11403, <16 x i1> %885)
  %11653 = getelementptr float, ptr %1045, i64 %11200
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %11400, ptr align 1 %11653, <16 x i1> %887)
  %11654 = getelementptr float, ptr %1047, i64 %11200
  br label %11655

11655:                                            ; preds = %11592, %11614, %11633, %11649, %11642, %11635, %11652
  %11656 = phi ptr [ %11654, %11652 ], [ %11595, %11635 ], [ %11595, %11642 ], [ %11595, %11649 ], [ %11595, %11633 ], [ %11595, %11614 ], [ %11595, %11592 ]
  %11657 = phi <16 x i1> [ %889, %11652 ], [ %884, %11635 ], [ %884, %11642 ], [ %884, %11649 ], [ %884, %11633 ], [ %884, %11614 ], [ %884, %11592 ]
  %11658 = phi <16 x float> [ %11399, %11652 ], [ %11641, %11635 ], [ %11648, %11642 ], [ %11651, %11649 ], [ %11634, %11633 ], [ %11615, %11614 ], [ %11399, %11592 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %11658, ptr align 1 %11656, <16 x i1> %11657)
  call void @llvm.lifetime.end.p0(ptr nonnull %52)
  call void @llvm.lifetime.end.p0(ptr nonnull %51)
  br label %11659

11659:                                            ; preds = %9946, %10141, %10446, %10770, %11195, %11655, %9730
  %11660 = add i64 %9731, 1
  %11661 = icmp eq i64 %11660, %6
  br i1 %11661, label %11662, label %9730

11662:                                            ; preds = %11659, %832, %1852, %2634, %4067, %5520, %7603, %9726, %1084
  %11663 = add nuw nsw i64 %810, 3
  %11664 = icmp slt i64 %11663, %436
  br i1 %11664, label %809, label %806
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
declare <8 x i64> @llvm.smin.v8i64(<8 x i64>, <8 x i64>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8i64.v8p0(<8 x i64>, <8 x ptr>, <8 x i1>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8i32.v8p0(<8 x i32>, <8 x ptr>, <8 x i1>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i64> @llvm.smin.v2i64(<2 x i64>, <2 x i64>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
