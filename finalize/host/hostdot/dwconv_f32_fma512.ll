; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_dwconv_f32_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26) local_unnamed_addr {
  %28 = inttoptr i64 %0 to ptr
  %29 = inttoptr i64 %26 to ptr
  %30 = inttoptr i64 %1 to ptr
  %31 = inttoptr i64 %2 to ptr
  %32 = trunc i64 %19 to i32
  %33 = bitcast i32 %32 to float
  %34 = add i64 %18, -1
  %35 = add i64 %34, %12
  %36 = sdiv i64 %35, %12
  %37 = sub i64 1, %8
  %38 = mul i64 %37, %14
  %39 = add i64 %34, %38
  %40 = add i64 %39, %16
  %41 = icmp slt i64 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %27
  %43 = sdiv i64 %40, %12
  %44 = add nsw i64 %43, 1
  br label %45

45:                                               ; preds = %27, %42
  %46 = phi i64 [ %44, %42 ], [ 0, %27 ]
  %47 = tail call i64 @llvm.smin.i64(i64 %46, i64 %10)
  %48 = tail call i64 @llvm.smin.i64(i64 %36, i64 %47)
  %49 = icmp slt i64 %3, %4
  br i1 %49, label %50, label %439

50:                                               ; preds = %45
  %51 = icmp eq i64 %6, 1
  %52 = icmp sgt i64 %10, 0
  %53 = icmp sgt i64 %5, 0
  %54 = icmp sgt i64 %6, 0
  %55 = icmp eq i64 %26, 0
  %56 = icmp sgt i64 %7, 0
  %57 = icmp sgt i64 %8, 0
  %58 = add nsw i64 %7, -1
  %59 = mul nsw i64 %13, %58
  %60 = srem i64 %5, 16
  %61 = sub nsw i64 %5, %60
  %62 = icmp sgt i64 %48, 0
  %63 = icmp sgt i64 %61, 0
  %64 = insertelement <16 x float> poison, float %33, i64 0
  %65 = shufflevector <16 x float> %64, <16 x float> poison, <16 x i32> zeroinitializer
  %66 = icmp sgt i64 %60, 0
  %67 = icmp eq i64 %7, 3
  %68 = icmp eq i64 %8, 3
  %69 = and i1 %67, %68
  %70 = add nsw i64 %48, 8
  %71 = icmp sgt i64 %70, %47
  %72 = mul i64 %21, %13
  %73 = mul i64 %22, %12
  %74 = icmp slt i64 %36, %47
  %75 = icmp slt i64 %46, %10
  %76 = shl i64 %73, 3
  %77 = mul i64 %73, 12
  %78 = shl i64 %73, 4
  %79 = mul i64 %73, 20
  %80 = mul i64 %73, 24
  %81 = mul i64 %73, 28
  %82 = shl i64 %73, 1
  %83 = mul i64 %73, 3
  %84 = shl i64 %73, 2
  %85 = mul i64 %73, 5
  %86 = mul i64 %73, 6
  %87 = mul i64 %73, 7
  %88 = shl nsw i64 %14, 1
  %89 = shl nsw i64 %14, 1
  %90 = shl i64 %5, 3
  %91 = mul i64 %5, 12
  %92 = shl i64 %5, 4
  %93 = mul i64 %5, 20
  %94 = shl i64 %72, 3
  %95 = mul i64 %5, 24
  %96 = mul i64 %5, 28
  %97 = shl i64 %5, 5
  %98 = shl i64 %14, 1
  %99 = shl i64 %5, 3
  %100 = mul i64 %5, 12
  %101 = shl i64 %5, 4
  %102 = mul i64 %5, 20
  %103 = shl i64 %72, 3
  %104 = mul i64 %5, 24
  %105 = mul i64 %5, 28
  %106 = shl i64 %5, 5
  %107 = xor i64 %48, -1
  %108 = add i64 %47, %107
  %109 = mul i64 %22, %12
  %110 = shl i64 %109, 2
  %111 = mul i64 %109, -4
  %112 = mul i64 %12, %48
  %113 = sub i64 %112, %18
  %114 = mul i64 %22, %113
  %115 = shl i64 %114, 2
  %116 = shl i64 %5, 2
  %117 = add i64 %115, %116
  %118 = shl nsw i64 %60, 2
  %119 = sub i64 %117, %118
  %120 = shl i64 %20, 2
  %121 = shl i64 %21, 2
  %122 = add i64 %14, %112
  %123 = sub i64 %122, %18
  %124 = mul i64 %22, %123
  %125 = shl i64 %124, 2
  %126 = add i64 %125, %116
  %127 = sub i64 %126, %118
  %128 = add i64 %112, %98
  %129 = sub i64 %128, %18
  %130 = mul i64 %22, %129
  %131 = shl i64 %130, 2
  %132 = add i64 %131, %116
  %133 = sub i64 %132, %118
  %134 = add i64 %115, %116
  %135 = sub i64 %134, %118
  %136 = shl i64 %17, 2
  %137 = sub i64 %13, %17
  %138 = shl i64 %137, 2
  %139 = shl i64 %11, 2
  %140 = add i64 %125, %116
  %141 = sub i64 %140, %118
  %142 = add i64 %131, %116
  %143 = sub i64 %142, %118
  %144 = add i64 %115, %116
  %145 = sub i64 %144, %118
  %146 = shl i64 %13, 3
  %147 = sub i64 %146, %136
  %148 = add i64 %125, %116
  %149 = sub i64 %148, %118
  %150 = add i64 %131, %116
  %151 = sub i64 %150, %118
  %152 = shl i64 %5, 2
  %153 = add i64 %5, %48
  %154 = shl nsw i64 %60, 2
  %155 = sub i64 %153, %60
  %156 = shl i64 %155, 2
  %157 = getelementptr i8, ptr %31, i64 %156
  %158 = shl i64 %24, 2
  %159 = shl i64 %23, 2
  %160 = getelementptr i8, ptr %31, i64 -4
  %161 = add i64 %5, 1
  %162 = sub i64 %161, %60
  %163 = tail call i64 @llvm.smax.i64(i64 %5, i64 %162)
  %164 = add i64 %47, %163
  %165 = mul i64 %5, 36
  %166 = sub i64 %165, %154
  %167 = getelementptr i8, ptr %30, i64 %166
  %168 = shl i64 %163, 2
  %169 = getelementptr i8, ptr %30, i64 %106
  %170 = getelementptr i8, ptr %169, i64 %168
  %171 = sub i64 %106, %154
  %172 = getelementptr i8, ptr %30, i64 %171
  %173 = getelementptr i8, ptr %30, i64 %105
  %174 = getelementptr i8, ptr %173, i64 %168
  %175 = sub i64 %105, %154
  %176 = getelementptr i8, ptr %30, i64 %175
  %177 = getelementptr i8, ptr %30, i64 %104
  %178 = getelementptr i8, ptr %177, i64 %168
  %179 = sub i64 %104, %154
  %180 = getelementptr i8, ptr %30, i64 %179
  %181 = getelementptr i8, ptr %30, i64 %102
  %182 = getelementptr i8, ptr %181, i64 %168
  %183 = sub i64 %102, %154
  %184 = getelementptr i8, ptr %30, i64 %183
  %185 = getelementptr i8, ptr %30, i64 %101
  %186 = getelementptr i8, ptr %185, i64 %168
  %187 = sub i64 %101, %154
  %188 = getelementptr i8, ptr %30, i64 %187
  %189 = getelementptr i8, ptr %30, i64 %100
  %190 = getelementptr i8, ptr %189, i64 %168
  %191 = sub i64 %100, %154
  %192 = getelementptr i8, ptr %30, i64 %191
  %193 = getelementptr i8, ptr %30, i64 %99
  %194 = getelementptr i8, ptr %193, i64 %168
  %195 = sub i64 %99, %154
  %196 = getelementptr i8, ptr %30, i64 %195
  %197 = add i64 %5, %163
  %198 = shl i64 %197, 2
  %199 = getelementptr i8, ptr %30, i64 %198
  %200 = sub i64 %152, %154
  %201 = getelementptr i8, ptr %30, i64 %200
  %202 = getelementptr i8, ptr %30, i64 %168
  %203 = getelementptr i8, ptr %29, i64 %200
  %204 = getelementptr i8, ptr %29, i64 %168
  %205 = mul i64 %12, %48
  %206 = add i64 %205, %98
  %207 = sub i64 %206, %18
  %208 = mul i64 %22, %207
  %209 = shl i64 %208, 2
  %210 = add i64 %209, %152
  %211 = sub i64 %210, %154
  %212 = shl i64 %20, 2
  %213 = shl i64 %13, 3
  %214 = shl i64 %17, 2
  %215 = sub i64 %213, %214
  %216 = shl i64 %11, 2
  %217 = xor i64 %48, -1
  %218 = add i64 %47, %217
  %219 = mul i64 %12, %218
  %220 = add i64 %219, %207
  %221 = shl i64 %220, 2
  %222 = mul i64 %22, %221
  %223 = add i64 %222, %152
  %224 = sub i64 %223, %154
  %225 = add i64 %14, %205
  %226 = sub i64 %225, %18
  %227 = mul i64 %22, %226
  %228 = shl i64 %227, 2
  %229 = add i64 %228, %152
  %230 = sub i64 %229, %154
  %231 = add i64 %219, %226
  %232 = shl i64 %231, 2
  %233 = mul i64 %22, %232
  %234 = add i64 %233, %152
  %235 = sub i64 %234, %154
  %236 = sub i64 %205, %18
  %237 = mul i64 %22, %236
  %238 = shl i64 %237, 2
  %239 = add i64 %238, %152
  %240 = sub i64 %239, %154
  %241 = shl i64 %47, 2
  %242 = add i64 %241, -4
  %243 = mul i64 %12, %242
  %244 = shl i64 %18, 2
  %245 = sub i64 %243, %244
  %246 = mul i64 %22, %245
  %247 = add i64 %246, %152
  %248 = sub i64 %247, %154
  %249 = add i64 %209, %152
  %250 = sub i64 %249, %154
  %251 = sub i64 %13, %17
  %252 = shl i64 %251, 2
  %253 = add i64 %222, %152
  %254 = sub i64 %253, %154
  %255 = add i64 %228, %152
  %256 = sub i64 %255, %154
  %257 = add i64 %233, %152
  %258 = sub i64 %257, %154
  %259 = add i64 %238, %152
  %260 = sub i64 %259, %154
  %261 = add i64 %246, %152
  %262 = sub i64 %261, %154
  %263 = add i64 %209, %152
  %264 = sub i64 %263, %154
  %265 = shl i64 %21, 2
  %266 = add i64 %222, %152
  %267 = sub i64 %266, %154
  %268 = add i64 %228, %152
  %269 = sub i64 %268, %154
  %270 = add i64 %233, %152
  %271 = sub i64 %270, %154
  %272 = add i64 %238, %152
  %273 = sub i64 %272, %154
  %274 = add i64 %246, %152
  %275 = sub i64 %274, %154
  %276 = sub i64 %47, %48
  %277 = add i64 %8, -1
  %278 = and i64 %8, 1
  %279 = icmp eq i64 %277, 0
  %280 = and i64 %8, 9223372036854775806
  %281 = icmp eq i64 %278, 0
  %282 = icmp ne i64 %278, 0
  %283 = and i64 %8, 1
  %284 = icmp eq i64 %277, 0
  %285 = and i64 %8, 9223372036854775806
  %286 = icmp eq i64 %283, 0
  %287 = icmp ne i64 %283, 0
  %288 = shl i64 %5, 3
  %289 = mul i64 %5, 12
  %290 = shl i64 %5, 4
  %291 = mul i64 %5, 20
  %292 = shl i64 %72, 3
  %293 = mul i64 %5, 24
  %294 = mul i64 %5, 28
  %295 = shl i64 %5, 5
  %296 = insertelement <16 x ptr> poison, ptr %170, i64 0
  %297 = insertelement <16 x ptr> %296, ptr %174, i64 1
  %298 = insertelement <16 x ptr> %297, ptr %178, i64 2
  %299 = insertelement <16 x ptr> %298, ptr %182, i64 3
  %300 = insertelement <16 x ptr> %299, ptr %186, i64 4
  %301 = insertelement <16 x ptr> %300, ptr %190, i64 5
  %302 = insertelement <16 x ptr> %301, ptr %194, i64 6
  %303 = insertelement <16 x ptr> %302, ptr %199, i64 7
  %304 = insertelement <16 x ptr> %303, ptr %202, i64 8
  %305 = insertelement <16 x ptr> %304, ptr %204, i64 9
  %306 = insertelement <16 x ptr> poison, ptr %167, i64 0
  %307 = insertelement <16 x ptr> %306, ptr %172, i64 1
  %308 = insertelement <16 x ptr> %307, ptr %176, i64 2
  %309 = insertelement <16 x ptr> %308, ptr %180, i64 3
  %310 = insertelement <16 x ptr> %309, ptr %184, i64 4
  %311 = insertelement <16 x ptr> %310, ptr %188, i64 5
  %312 = insertelement <16 x ptr> %311, ptr %192, i64 6
  %313 = insertelement <16 x ptr> %312, ptr %196, i64 7
  %314 = insertelement <16 x ptr> %313, ptr %201, i64 8
  %315 = insertelement <16 x ptr> %314, ptr %203, i64 9
  %316 = getelementptr i8, ptr %28, i64 %211
  %317 = getelementptr i8, ptr %28, i64 %224
  %318 = getelementptr i8, ptr %28, i64 %230
  %319 = getelementptr i8, ptr %28, i64 %235
  %320 = getelementptr i8, ptr %28, i64 %240
  %321 = getelementptr i8, ptr %28, i64 %248
  %322 = getelementptr i8, ptr %28, i64 %250
  %323 = getelementptr i8, ptr %28, i64 %254
  %324 = getelementptr i8, ptr %28, i64 %256
  %325 = getelementptr i8, ptr %28, i64 %258
  %326 = getelementptr i8, ptr %28, i64 %260
  %327 = getelementptr i8, ptr %28, i64 %262
  %328 = getelementptr i8, ptr %28, i64 %264
  %329 = getelementptr i8, ptr %28, i64 %267
  %330 = getelementptr i8, ptr %28, i64 %269
  %331 = getelementptr i8, ptr %28, i64 %271
  %332 = getelementptr i8, ptr %28, i64 %273
  %333 = getelementptr i8, ptr %28, i64 %275
  %334 = getelementptr i8, ptr %28, i64 %119
  %335 = getelementptr i8, ptr %28, i64 %127
  %336 = getelementptr i8, ptr %28, i64 %133
  %337 = getelementptr i8, ptr %28, i64 %135
  %338 = getelementptr i8, ptr %28, i64 %141
  %339 = getelementptr i8, ptr %28, i64 %143
  %340 = getelementptr i8, ptr %28, i64 %145
  %341 = getelementptr i8, ptr %28, i64 %149
  %342 = getelementptr i8, ptr %28, i64 %151
  %343 = icmp ult i64 %276, 8
  %344 = icmp ne i64 %25, 1
  %345 = icmp slt i64 %110, 0
  %346 = select i1 %345, i64 %111, i64 %110
  %347 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %346, i64 %108)
  %348 = extractvalue { i64, i1 } %347, 0
  %349 = extractvalue { i64, i1 } %347, 1
  %350 = sub i64 0, %348
  %351 = icmp slt i64 %110, 0
  %352 = select i1 %351, i64 %111, i64 %110
  %353 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %352, i64 %108)
  %354 = extractvalue { i64, i1 } %353, 0
  %355 = extractvalue { i64, i1 } %353, 1
  %356 = sub i64 0, %354
  %357 = icmp slt i64 %110, 0
  %358 = select i1 %357, i64 %111, i64 %110
  %359 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %358, i64 %108)
  %360 = extractvalue { i64, i1 } %359, 0
  %361 = extractvalue { i64, i1 } %359, 1
  %362 = sub i64 0, %360
  %363 = icmp slt i64 %110, 0
  %364 = select i1 %363, i64 %111, i64 %110
  %365 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %364, i64 %108)
  %366 = extractvalue { i64, i1 } %365, 0
  %367 = extractvalue { i64, i1 } %365, 1
  %368 = sub i64 0, %366
  %369 = icmp slt i64 %110, 0
  %370 = select i1 %369, i64 %111, i64 %110
  %371 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %370, i64 %108)
  %372 = extractvalue { i64, i1 } %371, 0
  %373 = extractvalue { i64, i1 } %371, 1
  %374 = sub i64 0, %372
  %375 = icmp slt i64 %110, 0
  %376 = select i1 %375, i64 %111, i64 %110
  %377 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %376, i64 %108)
  %378 = extractvalue { i64, i1 } %377, 0
  %379 = extractvalue { i64, i1 } %377, 1
  %380 = sub i64 0, %378
  %381 = icmp slt i64 %110, 0
  %382 = select i1 %381, i64 %111, i64 %110
  %383 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %382, i64 %108)
  %384 = extractvalue { i64, i1 } %383, 0
  %385 = extractvalue { i64, i1 } %383, 1
  %386 = sub i64 0, %384
  %387 = icmp slt i64 %110, 0
  %388 = select i1 %387, i64 %111, i64 %110
  %389 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %388, i64 %108)
  %390 = extractvalue { i64, i1 } %389, 0
  %391 = extractvalue { i64, i1 } %389, 1
  %392 = sub i64 0, %390
  %393 = icmp slt i64 %110, 0
  %394 = select i1 %393, i64 %111, i64 %110
  %395 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %394, i64 %108)
  %396 = extractvalue { i64, i1 } %395, 0
  %397 = extractvalue { i64, i1 } %395, 1
  %398 = sub i64 0, %396
  %399 = or i1 %349, %344
  %400 = icmp ult i64 %276, 16
  %401 = and i64 %276, 8
  %402 = and i64 %276, -16
  %403 = insertelement <16 x i1> poison, i1 %55, i64 0
  %404 = shufflevector <16 x i1> %403, <16 x i1> poison, <16 x i32> zeroinitializer
  %405 = add i64 %48, %402
  %406 = xor <16 x i1> %404, splat (i1 true)
  %407 = insertelement <16 x i64> poison, i64 %12, i64 0
  %408 = shufflevector <16 x i64> %407, <16 x i64> poison, <16 x i32> zeroinitializer
  %409 = insertelement <16 x i64> poison, i64 %18, i64 0
  %410 = shufflevector <16 x i64> %409, <16 x i64> poison, <16 x i32> zeroinitializer
  %411 = insertelement <16 x i64> poison, i64 %22, i64 0
  %412 = shufflevector <16 x i64> %411, <16 x i64> poison, <16 x i32> zeroinitializer
  %413 = insertelement <16 x i64> poison, i64 %14, i64 0
  %414 = shufflevector <16 x i64> %413, <16 x i64> poison, <16 x i32> zeroinitializer
  %415 = insertelement <16 x i64> poison, i64 %98, i64 0
  %416 = shufflevector <16 x i64> %415, <16 x i64> poison, <16 x i32> zeroinitializer
  %417 = insertelement <16 x i64> poison, i64 %48, i64 0
  %418 = shufflevector <16 x i64> %417, <16 x i64> poison, <16 x i32> zeroinitializer
  %419 = add nsw <16 x i64> %418, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %420 = icmp eq i64 %276, %402
  %421 = add i64 %48, %402
  %422 = icmp eq i64 %401, 0
  %423 = and i64 %276, -8
  %424 = insertelement <8 x i1> poison, i1 %55, i64 0
  %425 = shufflevector <8 x i1> %424, <8 x i1> poison, <8 x i32> zeroinitializer
  %426 = add i64 %48, %423
  %427 = xor <8 x i1> %425, splat (i1 true)
  %428 = insertelement <8 x i64> poison, i64 %12, i64 0
  %429 = shufflevector <8 x i64> %428, <8 x i64> poison, <8 x i32> zeroinitializer
  %430 = insertelement <8 x i64> poison, i64 %18, i64 0
  %431 = shufflevector <8 x i64> %430, <8 x i64> poison, <8 x i32> zeroinitializer
  %432 = insertelement <8 x i64> poison, i64 %22, i64 0
  %433 = shufflevector <8 x i64> %432, <8 x i64> poison, <8 x i32> zeroinitializer
  %434 = insertelement <8 x i64> poison, i64 %14, i64 0
  %435 = shufflevector <8 x i64> %434, <8 x i64> poison, <8 x i32> zeroinitializer
  %436 = insertelement <8 x i64> poison, i64 %98, i64 0
  %437 = shufflevector <8 x i64> %436, <8 x i64> poison, <8 x i32> zeroinitializer
  %438 = icmp eq i64 %276, %423
  br label %440

439:                                              ; preds = %2205, %45
  ret void

440:                                              ; preds = %50, %2205
  %441 = phi i64 [ %3, %50 ], [ %2206, %2205 ]
  %442 = sdiv i64 %441, %9
  %443 = srem i64 %441, %9
  %444 = mul nsw i64 %442, %20
  %445 = getelementptr inbounds float, ptr %28, i64 %444
  %446 = mul i64 %443, %11
  %447 = sub i64 %446, %17
  %448 = mul i64 %442, %23
  %449 = getelementptr inbounds float, ptr %31, i64 %448
  %450 = mul i64 %443, %24
  %451 = getelementptr inbounds float, ptr %449, i64 %450
  br i1 %51, label %533, label %452

452:                                              ; preds = %440
  br i1 %52, label %453, label %2205

453:                                              ; preds = %452, %467
  %454 = phi i64 [ %468, %467 ], [ 0, %452 ]
  br i1 %53, label %455, label %467

455:                                              ; preds = %453
  %456 = mul nsw i64 %454, %25
  %457 = getelementptr float, ptr %451, i64 %456
  %458 = mul nsw i64 %454, %12
  %459 = sub nsw i64 %458, %18
  br label %460

460:                                              ; preds = %470, %455
  %461 = phi i64 [ 0, %455 ], [ %471, %470 ]
  br i1 %54, label %462, label %470

462:                                              ; preds = %460
  %463 = mul nuw nsw i64 %461, %6
  %464 = getelementptr float, ptr %457, i64 %463
  %465 = getelementptr float, ptr %445, i64 %461
  %466 = getelementptr float, ptr %29, i64 %463
  br label %473

467:                                              ; preds = %470, %453
  %468 = add nuw nsw i64 %454, 1
  %469 = icmp eq i64 %468, %10
  br i1 %469, label %2205, label %453

470:                                              ; preds = %528, %460
  %471 = add nuw nsw i64 %461, 1
  %472 = icmp eq i64 %471, %5
  br i1 %472, label %467, label %460

473:                                              ; preds = %528, %462
  %474 = phi i64 [ 0, %462 ], [ %531, %528 ]
  br i1 %55, label %475, label %478

475:                                              ; preds = %473
  %476 = getelementptr float, ptr %464, i64 %474
  %477 = load float, ptr %476, align 4
  br label %478

478:                                              ; preds = %475, %473
  %479 = phi float [ %477, %475 ], [ 0.000000e+00, %473 ]
  br i1 %56, label %480, label %482

480:                                              ; preds = %478
  %481 = getelementptr float, ptr %30, i64 %474
  br label %484

482:                                              ; preds = %495, %478
  %483 = phi float [ %479, %478 ], [ %496, %495 ]
  br i1 %55, label %528, label %524

484:                                              ; preds = %495, %480
  %485 = phi i64 [ 0, %480 ], [ %497, %495 ]
  %486 = phi float [ %479, %480 ], [ %496, %495 ]
  br i1 %57, label %487, label %495

487:                                              ; preds = %484
  %488 = mul nsw i64 %485, %13
  %489 = add nsw i64 %488, %447
  %490 = icmp sgt i64 %489, -1
  %491 = icmp slt i64 %489, %15
  %492 = mul nsw i64 %489, %21
  %493 = getelementptr float, ptr %465, i64 %492
  %494 = mul nuw nsw i64 %485, %8
  br label %499

495:                                              ; preds = %513, %484
  %496 = phi float [ %486, %484 ], [ %521, %513 ]
  %497 = add nuw nsw i64 %485, 1
  %498 = icmp eq i64 %497, %7
  br i1 %498, label %482, label %484

499:                                              ; preds = %513, %487
  %500 = phi i64 [ 0, %487 ], [ %522, %513 ]
  %501 = phi float [ %486, %487 ], [ %521, %513 ]
  %502 = mul nsw i64 %500, %14
  %503 = add nsw i64 %502, %459
  br i1 %490, label %504, label %513

504:                                              ; preds = %499
  %505 = icmp sgt i64 %503, -1
  %506 = icmp slt i64 %503, %16
  %507 = and i1 %505, %506
  %508 = select i1 %491, i1 %507, i1 false
  br i1 %508, label %509, label %513

509:                                              ; preds = %504
  %510 = mul nsw i64 %503, %22
  %511 = getelementptr float, ptr %493, i64 %510
  %512 = load float, ptr %511, align 4
  br label %513

513:                                              ; preds = %509, %504, %499
  %514 = phi float [ %512, %509 ], [ %33, %504 ], [ %33, %499 ]
  %515 = add nuw nsw i64 %500, %494
  %516 = mul nuw nsw i64 %515, %5
  %517 = add nuw nsw i64 %516, %461
  %518 = mul nuw nsw i64 %517, %6
  %519 = getelementptr float, ptr %481, i64 %518
  %520 = load float, ptr %519, align 4
  %521 = tail call float @llvm.fma.f32(float %514, float %520, float %501)
  %522 = add nuw nsw i64 %500, 1
  %523 = icmp eq i64 %522, %8
  br i1 %523, label %495, label %499

524:                                              ; preds = %482
  %525 = getelementptr float, ptr %466, i64 %474
  %526 = load float, ptr %525, align 4
  %527 = fadd float %483, %526
  br label %528

528:                                              ; preds = %524, %482
  %529 = phi float [ %527, %524 ], [ %483, %482 ]
  %530 = getelementptr float, ptr %464, i64 %474
  store float %529, ptr %530, align 4
  %531 = add nuw nsw i64 %474, 1
  %532 = icmp eq i64 %531, %6
  br i1 %532, label %470, label %473

533:                                              ; preds = %440
  %534 = icmp sgt i64 %447, -1
  %535 = add nsw i64 %447, %59
  %536 = icmp slt i64 %535, %15
  %537 = select i1 %534, i1 %536, i1 false
  br i1 %537, label %671, label %538

538:                                              ; preds = %533
  br i1 %52, label %539, label %2205

539:                                              ; preds = %538, %609
  %540 = phi i64 [ %610, %609 ], [ 0, %538 ]
  %541 = mul nsw i64 %540, %12
  %542 = sub nsw i64 %541, %18
  br i1 %63, label %543, label %546

543:                                              ; preds = %539
  %544 = mul nsw i64 %540, %25
  %545 = getelementptr inbounds float, ptr %451, i64 %544
  br label %550

546:                                              ; preds = %604, %539
  br i1 %66, label %547, label %609

547:                                              ; preds = %546
  %548 = mul nsw i64 %540, %25
  %549 = getelementptr float, ptr %451, i64 %548
  br label %612

550:                                              ; preds = %543, %604
  %551 = phi i64 [ 0, %543 ], [ %607, %604 ]
  br i1 %55, label %552, label %555

552:                                              ; preds = %550
  %553 = getelementptr inbounds nuw float, ptr %545, i64 %551
  %554 = load <16 x float>, ptr %553, align 4
  br label %555

555:                                              ; preds = %552, %550
  %556 = phi <16 x float> [ %554, %552 ], [ zeroinitializer, %550 ]
  %557 = getelementptr float, ptr %445, i64 %551
  br i1 %56, label %558, label %560

558:                                              ; preds = %555
  %559 = getelementptr float, ptr %30, i64 %551
  br label %562

560:                                              ; preds = %573, %555
  %561 = phi <16 x float> [ %556, %555 ], [ %574, %573 ]
  br i1 %55, label %604, label %600

562:                                              ; preds = %558, %573
  %563 = phi <16 x float> [ %556, %558 ], [ %574, %573 ]
  %564 = phi i64 [ 0, %558 ], [ %575, %573 ]
  br i1 %57, label %565, label %573

565:                                              ; preds = %562
  %566 = mul nsw i64 %564, %13
  %567 = add nsw i64 %566, %447
  %568 = icmp sgt i64 %567, -1
  %569 = icmp slt i64 %567, %15
  %570 = mul nsw i64 %567, %21
  %571 = getelementptr float, ptr %557, i64 %570
  %572 = mul nuw nsw i64 %564, %8
  br label %577

573:                                              ; preds = %591, %562
  %574 = phi <16 x float> [ %563, %562 ], [ %597, %591 ]
  %575 = add nuw nsw i64 %564, 1
  %576 = icmp eq i64 %575, %7
  br i1 %576, label %560, label %562

577:                                              ; preds = %565, %591
  %578 = phi <16 x float> [ %563, %565 ], [ %597, %591 ]
  %579 = phi i64 [ 0, %565 ], [ %598, %591 ]
  %580 = mul nsw i64 %579, %14
  %581 = add nsw i64 %580, %542
  br i1 %568, label %582, label %591

582:                                              ; preds = %577
  %583 = icmp sgt i64 %581, -1
  %584 = icmp slt i64 %581, %16
  %585 = and i1 %583, %584
  %586 = select i1 %569, i1 %585, i1 false
  br i1 %586, label %587, label %591

587:                                              ; preds = %582
  %588 = mul nsw i64 %581, %22
  %589 = getelementptr float, ptr %571, i64 %588
  %590 = load <16 x float>, ptr %589, align 4
  br label %591

591:                                              ; preds = %587, %582, %577
  %592 = phi <16 x float> [ %590, %587 ], [ %65, %582 ], [ %65, %577 ]
  %593 = add nuw nsw i64 %579, %572
  %594 = mul nsw i64 %593, %5
  %595 = getelementptr float, ptr %559, i64 %594
  %596 = load <16 x float>, ptr %595, align 4
  %597 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %592, <16 x float> %596, <16 x float> %578)
  %598 = add nuw nsw i64 %579, 1
  %599 = icmp eq i64 %598, %8
  br i1 %599, label %573, label %577

600:                                              ; preds = %560
  %601 = getelementptr inbounds nuw float, ptr %29, i64 %551
  %602 = load <16 x float>, ptr %601, align 4
  %603 = fadd <16 x float> %561, %602
  br label %604

604:                                              ; preds = %560, %600
  %605 = phi <16 x float> [ %603, %600 ], [ %561, %560 ]
  %606 = getelementptr inbounds nuw float, ptr %545, i64 %551
  store <16 x float> %605, ptr %606, align 4
  %607 = add nuw nsw i64 %551, 16
  %608 = icmp slt i64 %607, %61
  br i1 %608, label %550, label %546

609:                                              ; preds = %666, %546
  %610 = add nuw nsw i64 %540, 1
  %611 = icmp eq i64 %610, %10
  br i1 %611, label %2205, label %539

612:                                              ; preds = %547, %666
  %613 = phi i64 [ %61, %547 ], [ %669, %666 ]
  br i1 %55, label %614, label %617

614:                                              ; preds = %612
  %615 = getelementptr float, ptr %549, i64 %613
  %616 = load float, ptr %615, align 4
  br label %617

617:                                              ; preds = %614, %612
  %618 = phi float [ %616, %614 ], [ 0.000000e+00, %612 ]
  %619 = getelementptr float, ptr %445, i64 %613
  br i1 %56, label %620, label %622

620:                                              ; preds = %617
  %621 = getelementptr float, ptr %30, i64 %613
  br label %624

622:                                              ; preds = %635, %617
  %623 = phi float [ %618, %617 ], [ %636, %635 ]
  br i1 %55, label %666, label %662

624:                                              ; preds = %620, %635
  %625 = phi float [ %618, %620 ], [ %636, %635 ]
  %626 = phi i64 [ 0, %620 ], [ %637, %635 ]
  br i1 %57, label %627, label %635

627:                                              ; preds = %624
  %628 = mul nsw i64 %626, %13
  %629 = add nsw i64 %628, %447
  %630 = icmp sgt i64 %629, -1
  %631 = icmp slt i64 %629, %15
  %632 = mul nsw i64 %629, %21
  %633 = getelementptr float, ptr %619, i64 %632
  %634 = mul nuw nsw i64 %626, %8
  br label %639

635:                                              ; preds = %653, %624
  %636 = phi float [ %625, %624 ], [ %659, %653 ]
  %637 = add nuw nsw i64 %626, 1
  %638 = icmp eq i64 %637, %7
  br i1 %638, label %622, label %624

639:                                              ; preds = %627, %653
  %640 = phi float [ %625, %627 ], [ %659, %653 ]
  %641 = phi i64 [ 0, %627 ], [ %660, %653 ]
  %642 = mul nsw i64 %641, %14
  %643 = add nsw i64 %642, %542
  br i1 %630, label %644, label %653

644:                                              ; preds = %639
  %645 = icmp sgt i64 %643, -1
  %646 = icmp slt i64 %643, %16
  %647 = and i1 %645, %646
  %648 = select i1 %631, i1 %647, i1 false
  br i1 %648, label %649, label %653

649:                                              ; preds = %644
  %650 = mul nsw i64 %643, %22
  %651 = getelementptr float, ptr %633, i64 %650
  %652 = load float, ptr %651, align 4
  br label %653

653:                                              ; preds = %649, %644, %639
  %654 = phi float [ %652, %649 ], [ %33, %644 ], [ %33, %639 ]
  %655 = add nuw nsw i64 %641, %634
  %656 = mul nsw i64 %655, %5
  %657 = getelementptr float, ptr %621, i64 %656
  %658 = load float, ptr %657, align 4
  %659 = tail call float @llvm.fma.f32(float %654, float %658, float %640)
  %660 = add nuw nsw i64 %641, 1
  %661 = icmp eq i64 %660, %8
  br i1 %661, label %635, label %639

662:                                              ; preds = %622
  %663 = getelementptr inbounds float, ptr %29, i64 %613
  %664 = load float, ptr %663, align 4
  %665 = fadd float %623, %664
  br label %666

666:                                              ; preds = %622, %662
  %667 = phi float [ %665, %662 ], [ %623, %622 ]
  %668 = getelementptr float, ptr %549, i64 %613
  store float %667, ptr %668, align 4
  %669 = add nsw i64 %613, 1
  %670 = icmp slt i64 %669, %5
  br i1 %670, label %612, label %609

671:                                              ; preds = %533
  br i1 %62, label %672, label %804

672:                                              ; preds = %671, %742
  %673 = phi i64 [ %743, %742 ], [ 0, %671 ]
  %674 = mul nsw i64 %673, %12
  %675 = sub nsw i64 %674, %18
  br i1 %63, label %676, label %679

676:                                              ; preds = %672
  %677 = mul nsw i64 %673, %25
  %678 = getelementptr inbounds float, ptr %451, i64 %677
  br label %683

679:                                              ; preds = %737, %672
  br i1 %66, label %680, label %742

680:                                              ; preds = %679
  %681 = mul nsw i64 %673, %25
  %682 = getelementptr float, ptr %451, i64 %681
  br label %745

683:                                              ; preds = %676, %737
  %684 = phi i64 [ 0, %676 ], [ %740, %737 ]
  br i1 %55, label %685, label %688

685:                                              ; preds = %683
  %686 = getelementptr inbounds nuw float, ptr %678, i64 %684
  %687 = load <16 x float>, ptr %686, align 4
  br label %688

688:                                              ; preds = %685, %683
  %689 = phi <16 x float> [ %687, %685 ], [ zeroinitializer, %683 ]
  %690 = getelementptr float, ptr %445, i64 %684
  br i1 %56, label %691, label %693

691:                                              ; preds = %688
  %692 = getelementptr float, ptr %30, i64 %684
  br label %695

693:                                              ; preds = %706, %688
  %694 = phi <16 x float> [ %689, %688 ], [ %707, %706 ]
  br i1 %55, label %737, label %733

695:                                              ; preds = %691, %706
  %696 = phi <16 x float> [ %689, %691 ], [ %707, %706 ]
  %697 = phi i64 [ 0, %691 ], [ %708, %706 ]
  br i1 %57, label %698, label %706

698:                                              ; preds = %695
  %699 = mul nsw i64 %697, %13
  %700 = add nsw i64 %699, %447
  %701 = icmp sgt i64 %700, -1
  %702 = icmp slt i64 %700, %15
  %703 = mul nsw i64 %700, %21
  %704 = getelementptr float, ptr %690, i64 %703
  %705 = mul nuw nsw i64 %697, %8
  br label %710

706:                                              ; preds = %724, %695
  %707 = phi <16 x float> [ %696, %695 ], [ %730, %724 ]
  %708 = add nuw nsw i64 %697, 1
  %709 = icmp eq i64 %708, %7
  br i1 %709, label %693, label %695

710:                                              ; preds = %698, %724
  %711 = phi <16 x float> [ %696, %698 ], [ %730, %724 ]
  %712 = phi i64 [ 0, %698 ], [ %731, %724 ]
  %713 = mul nsw i64 %712, %14
  %714 = add nsw i64 %713, %675
  br i1 %701, label %715, label %724

715:                                              ; preds = %710
  %716 = icmp sgt i64 %714, -1
  %717 = icmp slt i64 %714, %16
  %718 = and i1 %716, %717
  %719 = select i1 %702, i1 %718, i1 false
  br i1 %719, label %720, label %724

720:                                              ; preds = %715
  %721 = mul nsw i64 %714, %22
  %722 = getelementptr float, ptr %704, i64 %721
  %723 = load <16 x float>, ptr %722, align 4
  br label %724

724:                                              ; preds = %720, %715, %710
  %725 = phi <16 x float> [ %723, %720 ], [ %65, %715 ], [ %65, %710 ]
  %726 = add nuw nsw i64 %712, %705
  %727 = mul nsw i64 %726, %5
  %728 = getelementptr float, ptr %692, i64 %727
  %729 = load <16 x float>, ptr %728, align 4
  %730 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %725, <16 x float> %729, <16 x float> %711)
  %731 = add nuw nsw i64 %712, 1
  %732 = icmp eq i64 %731, %8
  br i1 %732, label %706, label %710

733:                                              ; preds = %693
  %734 = getelementptr inbounds nuw float, ptr %29, i64 %684
  %735 = load <16 x float>, ptr %734, align 4
  %736 = fadd <16 x float> %694, %735
  br label %737

737:                                              ; preds = %693, %733
  %738 = phi <16 x float> [ %736, %733 ], [ %694, %693 ]
  %739 = getelementptr inbounds nuw float, ptr %678, i64 %684
  store <16 x float> %738, ptr %739, align 4
  %740 = add nuw nsw i64 %684, 16
  %741 = icmp slt i64 %740, %61
  br i1 %741, label %683, label %679

742:                                              ; preds = %799, %679
  %743 = add nuw nsw i64 %673, 1
  %744 = icmp eq i64 %743, %48
  br i1 %744, label %804, label %672

745:                                              ; preds = %680, %799
  %746 = phi i64 [ %61, %680 ], [ %802, %799 ]
  br i1 %55, label %747, label %750

747:                                              ; preds = %745
  %748 = getelementptr float, ptr %682, i64 %746
  %749 = load float, ptr %748, align 4
  br label %750

750:                                              ; preds = %747, %745
  %751 = phi float [ %749, %747 ], [ 0.000000e+00, %745 ]
  %752 = getelementptr float, ptr %445, i64 %746
  br i1 %56, label %753, label %755

753:                                              ; preds = %750
  %754 = getelementptr float, ptr %30, i64 %746
  br label %757

755:                                              ; preds = %768, %750
  %756 = phi float [ %751, %750 ], [ %769, %768 ]
  br i1 %55, label %799, label %795

757:                                              ; preds = %753, %768
  %758 = phi float [ %751, %753 ], [ %769, %768 ]
  %759 = phi i64 [ 0, %753 ], [ %770, %768 ]
  br i1 %57, label %760, label %768

760:                                              ; preds = %757
  %761 = mul nsw i64 %759, %13
  %762 = add nsw i64 %761, %447
  %763 = icmp sgt i64 %762, -1
  %764 = icmp slt i64 %762, %15
  %765 = mul nsw i64 %762, %21
  %766 = getelementptr float, ptr %752, i64 %765
  %767 = mul nuw nsw i64 %759, %8
  br label %772

768:                                              ; preds = %786, %757
  %769 = phi float [ %758, %757 ], [ %792, %786 ]
  %770 = add nuw nsw i64 %759, 1
  %771 = icmp eq i64 %770, %7
  br i1 %771, label %755, label %757

772:                                              ; preds = %760, %786
  %773 = phi float [ %758, %760 ], [ %792, %786 ]
  %774 = phi i64 [ 0, %760 ], [ %793, %786 ]
  %775 = mul nsw i64 %774, %14
  %776 = add nsw i64 %775, %675
  br i1 %763, label %777, label %786

777:                                              ; preds = %772
  %778 = icmp sgt i64 %776, -1
  %779 = icmp slt i64 %776, %16
  %780 = and i1 %778, %779
  %781 = select i1 %764, i1 %780, i1 false
  br i1 %781, label %782, label %786

782:                                              ; preds = %777
  %783 = mul nsw i64 %776, %22
  %784 = getelementptr float, ptr %766, i64 %783
  %785 = load float, ptr %784, align 4
  br label %786

786:                                              ; preds = %782, %777, %772
  %787 = phi float [ %785, %782 ], [ %33, %777 ], [ %33, %772 ]
  %788 = add nuw nsw i64 %774, %767
  %789 = mul nsw i64 %788, %5
  %790 = getelementptr float, ptr %754, i64 %789
  %791 = load float, ptr %790, align 4
  %792 = tail call float @llvm.fma.f32(float %787, float %791, float %773)
  %793 = add nuw nsw i64 %774, 1
  %794 = icmp eq i64 %793, %8
  br i1 %794, label %768, label %772

795:                                              ; preds = %755
  %796 = getelementptr inbounds float, ptr %29, i64 %746
  %797 = load float, ptr %796, align 4
  %798 = fadd float %756, %797
  br label %799

799:                                              ; preds = %755, %795
  %800 = phi float [ %798, %795 ], [ %756, %755 ]
  %801 = getelementptr float, ptr %682, i64 %746
  store float %800, ptr %801, align 4
  %802 = add nsw i64 %746, 1
  %803 = icmp slt i64 %802, %5
  br i1 %803, label %745, label %742

804:                                              ; preds = %742, %671
  %805 = mul nsw i64 %447, %21
  %806 = getelementptr inbounds float, ptr %445, i64 %805
  br i1 %69, label %808, label %807

807:                                              ; preds = %804
  br i1 %71, label %1725, label %1728

808:                                              ; preds = %804
  br i1 %71, label %812, label %815

809:                                              ; preds = %1132, %815
  %810 = add nsw i64 %816, 8
  %811 = icmp sgt i64 %810, %47
  br i1 %811, label %812, label %815

812:                                              ; preds = %809, %808
  %813 = phi i64 [ %48, %808 ], [ %816, %809 ]
  %814 = icmp slt i64 %813, %47
  br i1 %814, label %1233, label %1151

815:                                              ; preds = %808, %809
  %816 = phi i64 [ %810, %809 ], [ %70, %808 ]
  %817 = phi i64 [ %816, %809 ], [ %48, %808 ]
  br i1 %63, label %818, label %809

818:                                              ; preds = %815
  %819 = mul nsw i64 %817, %12
  %820 = sub i64 %819, %18
  %821 = mul nsw i64 %817, %25
  %822 = add nsw i64 %817, 1
  %823 = mul nsw i64 %822, %25
  %824 = add nsw i64 %817, 2
  %825 = mul nsw i64 %824, %25
  %826 = add nsw i64 %817, 3
  %827 = mul nsw i64 %826, %25
  %828 = add nsw i64 %817, 4
  %829 = mul nsw i64 %828, %25
  %830 = add nsw i64 %817, 5
  %831 = mul nsw i64 %830, %25
  %832 = add nsw i64 %817, 6
  %833 = mul nsw i64 %832, %25
  %834 = add nsw i64 %817, 7
  %835 = mul nsw i64 %834, %25
  %836 = mul nsw i64 %820, %22
  %837 = add nsw i64 %820, %14
  %838 = mul nsw i64 %837, %22
  %839 = add nsw i64 %820, %88
  %840 = mul nsw i64 %839, %22
  %841 = add nsw i64 %817, 1
  %842 = mul nsw i64 %841, %25
  %843 = add nsw i64 %817, 2
  %844 = mul nsw i64 %843, %25
  %845 = add nsw i64 %817, 3
  %846 = mul nsw i64 %845, %25
  %847 = add nsw i64 %817, 4
  %848 = mul nsw i64 %847, %25
  %849 = add nsw i64 %817, 5
  %850 = mul nsw i64 %849, %25
  %851 = add nsw i64 %817, 6
  %852 = mul nsw i64 %851, %25
  %853 = add nsw i64 %817, 7
  %854 = mul nsw i64 %853, %25
  br label %855

855:                                              ; preds = %818, %1132
  %856 = phi i64 [ 0, %818 ], [ %1149, %1132 ]
  %857 = getelementptr float, ptr %451, i64 %856
  br i1 %55, label %858, label %875

858:                                              ; preds = %855
  %859 = getelementptr float, ptr %857, i64 %821
  %860 = load <16 x float>, ptr %859, align 4
  %861 = getelementptr float, ptr %857, i64 %823
  %862 = load <16 x float>, ptr %861, align 4
  %863 = getelementptr float, ptr %857, i64 %825
  %864 = load <16 x float>, ptr %863, align 4
  %865 = getelementptr float, ptr %857, i64 %827
  %866 = load <16 x float>, ptr %865, align 4
  %867 = getelementptr float, ptr %857, i64 %829
  %868 = load <16 x float>, ptr %867, align 4
  %869 = getelementptr float, ptr %857, i64 %831
  %870 = load <16 x float>, ptr %869, align 4
  %871 = getelementptr float, ptr %857, i64 %833
  %872 = load <16 x float>, ptr %871, align 4
  %873 = getelementptr float, ptr %857, i64 %835
  %874 = load <16 x float>, ptr %873, align 4
  br label %875

875:                                              ; preds = %858, %855
  %876 = phi <16 x float> [ %872, %858 ], [ zeroinitializer, %855 ]
  %877 = phi <16 x float> [ %868, %858 ], [ zeroinitializer, %855 ]
  %878 = phi <16 x float> [ %864, %858 ], [ zeroinitializer, %855 ]
  %879 = phi <16 x float> [ %860, %858 ], [ zeroinitializer, %855 ]
  %880 = phi <16 x float> [ %862, %858 ], [ zeroinitializer, %855 ]
  %881 = phi <16 x float> [ %866, %858 ], [ zeroinitializer, %855 ]
  %882 = phi <16 x float> [ %870, %858 ], [ zeroinitializer, %855 ]
  %883 = phi <16 x float> [ %874, %858 ], [ zeroinitializer, %855 ]
  %884 = getelementptr float, ptr %806, i64 %856
  %885 = getelementptr float, ptr %30, i64 %856
  %886 = load <16 x float>, ptr %885, align 4
  %887 = getelementptr float, ptr %884, i64 %836
  %888 = load <16 x float>, ptr %887, align 4
  %889 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %888, <16 x float> %886, <16 x float> %879)
  %890 = getelementptr inbounds float, ptr %887, i64 %73
  %891 = load <16 x float>, ptr %890, align 4
  %892 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %891, <16 x float> %886, <16 x float> %880)
  %893 = getelementptr inbounds float, ptr %887, i64 %82
  %894 = load <16 x float>, ptr %893, align 4
  %895 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %894, <16 x float> %886, <16 x float> %878)
  %896 = getelementptr inbounds float, ptr %887, i64 %83
  %897 = load <16 x float>, ptr %896, align 4
  %898 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %897, <16 x float> %886, <16 x float> %881)
  %899 = getelementptr inbounds float, ptr %887, i64 %84
  %900 = load <16 x float>, ptr %899, align 4
  %901 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %900, <16 x float> %886, <16 x float> %877)
  %902 = getelementptr inbounds float, ptr %887, i64 %85
  %903 = load <16 x float>, ptr %902, align 4
  %904 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %903, <16 x float> %886, <16 x float> %882)
  %905 = getelementptr inbounds float, ptr %887, i64 %86
  %906 = load <16 x float>, ptr %905, align 4
  %907 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %906, <16 x float> %886, <16 x float> %876)
  %908 = getelementptr inbounds float, ptr %887, i64 %87
  %909 = load <16 x float>, ptr %908, align 4
  %910 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %909, <16 x float> %886, <16 x float> %883)
  %911 = getelementptr float, ptr %885, i64 %5
  %912 = load <16 x float>, ptr %911, align 4
  %913 = getelementptr float, ptr %884, i64 %838
  %914 = load <16 x float>, ptr %913, align 4
  %915 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %914, <16 x float> %912, <16 x float> %889)
  %916 = getelementptr inbounds float, ptr %913, i64 %73
  %917 = load <16 x float>, ptr %916, align 4
  %918 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %917, <16 x float> %912, <16 x float> %892)
  %919 = getelementptr inbounds float, ptr %913, i64 %82
  %920 = load <16 x float>, ptr %919, align 4
  %921 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %920, <16 x float> %912, <16 x float> %895)
  %922 = getelementptr inbounds float, ptr %913, i64 %83
  %923 = load <16 x float>, ptr %922, align 4
  %924 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %923, <16 x float> %912, <16 x float> %898)
  %925 = getelementptr inbounds float, ptr %913, i64 %84
  %926 = load <16 x float>, ptr %925, align 4
  %927 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %926, <16 x float> %912, <16 x float> %901)
  %928 = getelementptr inbounds float, ptr %913, i64 %85
  %929 = load <16 x float>, ptr %928, align 4
  %930 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %929, <16 x float> %912, <16 x float> %904)
  %931 = getelementptr inbounds float, ptr %913, i64 %86
  %932 = load <16 x float>, ptr %931, align 4
  %933 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %932, <16 x float> %912, <16 x float> %907)
  %934 = getelementptr inbounds float, ptr %913, i64 %87
  %935 = load <16 x float>, ptr %934, align 4
  %936 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %935, <16 x float> %912, <16 x float> %910)
  %937 = getelementptr i8, ptr %885, i64 %288
  %938 = load <16 x float>, ptr %937, align 4
  %939 = getelementptr float, ptr %884, i64 %840
  %940 = load <16 x float>, ptr %939, align 4
  %941 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %940, <16 x float> %938, <16 x float> %915)
  %942 = getelementptr inbounds float, ptr %939, i64 %73
  %943 = load <16 x float>, ptr %942, align 4
  %944 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %943, <16 x float> %938, <16 x float> %918)
  %945 = getelementptr inbounds float, ptr %939, i64 %82
  %946 = load <16 x float>, ptr %945, align 4
  %947 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %946, <16 x float> %938, <16 x float> %921)
  %948 = getelementptr inbounds float, ptr %939, i64 %83
  %949 = load <16 x float>, ptr %948, align 4
  %950 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %949, <16 x float> %938, <16 x float> %924)
  %951 = getelementptr inbounds float, ptr %939, i64 %84
  %952 = load <16 x float>, ptr %951, align 4
  %953 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %952, <16 x float> %938, <16 x float> %927)
  %954 = getelementptr inbounds float, ptr %939, i64 %85
  %955 = load <16 x float>, ptr %954, align 4
  %956 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %955, <16 x float> %938, <16 x float> %930)
  %957 = getelementptr inbounds float, ptr %939, i64 %86
  %958 = load <16 x float>, ptr %957, align 4
  %959 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %958, <16 x float> %938, <16 x float> %933)
  %960 = getelementptr inbounds float, ptr %939, i64 %87
  %961 = load <16 x float>, ptr %960, align 4
  %962 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %961, <16 x float> %938, <16 x float> %936)
  %963 = getelementptr float, ptr %884, i64 %72
  %964 = getelementptr i8, ptr %885, i64 %289
  %965 = load <16 x float>, ptr %964, align 4
  %966 = getelementptr float, ptr %963, i64 %836
  %967 = load <16 x float>, ptr %966, align 4
  %968 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %967, <16 x float> %965, <16 x float> %941)
  %969 = getelementptr inbounds float, ptr %966, i64 %73
  %970 = load <16 x float>, ptr %969, align 4
  %971 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %970, <16 x float> %965, <16 x float> %944)
  %972 = getelementptr inbounds float, ptr %966, i64 %82
  %973 = load <16 x float>, ptr %972, align 4
  %974 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %973, <16 x float> %965, <16 x float> %947)
  %975 = getelementptr inbounds float, ptr %966, i64 %83
  %976 = load <16 x float>, ptr %975, align 4
  %977 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %976, <16 x float> %965, <16 x float> %950)
  %978 = getelementptr inbounds float, ptr %966, i64 %84
  %979 = load <16 x float>, ptr %978, align 4
  %980 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %979, <16 x float> %965, <16 x float> %953)
  %981 = getelementptr inbounds float, ptr %966, i64 %85
  %982 = load <16 x float>, ptr %981, align 4
  %983 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %982, <16 x float> %965, <16 x float> %956)
  %984 = getelementptr inbounds float, ptr %966, i64 %86
  %985 = load <16 x float>, ptr %984, align 4
  %986 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %985, <16 x float> %965, <16 x float> %959)
  %987 = getelementptr inbounds float, ptr %966, i64 %87
  %988 = load <16 x float>, ptr %987, align 4
  %989 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %988, <16 x float> %965, <16 x float> %962)
  %990 = getelementptr i8, ptr %885, i64 %290
  %991 = load <16 x float>, ptr %990, align 4
  %992 = getelementptr float, ptr %963, i64 %838
  %993 = load <16 x float>, ptr %992, align 4
  %994 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %993, <16 x float> %991, <16 x float> %968)
  %995 = getelementptr inbounds float, ptr %992, i64 %73
  %996 = load <16 x float>, ptr %995, align 4
  %997 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %996, <16 x float> %991, <16 x float> %971)
  %998 = getelementptr inbounds float, ptr %992, i64 %82
  %999 = load <16 x float>, ptr %998, align 4
  %1000 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %999, <16 x float> %991, <16 x float> %974)
  %1001 = getelementptr inbounds float, ptr %992, i64 %83
  %1002 = load <16 x float>, ptr %1001, align 4
  %1003 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1002, <16 x float> %991, <16 x float> %977)
  %1004 = getelementptr inbounds float, ptr %992, i64 %84
  %1005 = load <16 x float>, ptr %1004, align 4
  %1006 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1005, <16 x float> %991, <16 x float> %980)
  %1007 = getelementptr inbounds float, ptr %992, i64 %85
  %1008 = load <16 x float>, ptr %1007, align 4
  %1009 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1008, <16 x float> %991, <16 x float> %983)
  %1010 = getelementptr inbounds float, ptr %992, i64 %86
  %1011 = load <16 x float>, ptr %1010, align 4
  %1012 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1011, <16 x float> %991, <16 x float> %986)
  %1013 = getelementptr inbounds float, ptr %992, i64 %87
  %1014 = load <16 x float>, ptr %1013, align 4
  %1015 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1014, <16 x float> %991, <16 x float> %989)
  %1016 = getelementptr i8, ptr %885, i64 %291
  %1017 = load <16 x float>, ptr %1016, align 4
  %1018 = getelementptr float, ptr %963, i64 %840
  %1019 = load <16 x float>, ptr %1018, align 4
  %1020 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1019, <16 x float> %1017, <16 x float> %994)
  %1021 = getelementptr inbounds float, ptr %1018, i64 %73
  %1022 = load <16 x float>, ptr %1021, align 4
  %1023 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1022, <16 x float> %1017, <16 x float> %997)
  %1024 = getelementptr inbounds float, ptr %1018, i64 %82
  %1025 = load <16 x float>, ptr %1024, align 4
  %1026 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1025, <16 x float> %1017, <16 x float> %1000)
  %1027 = getelementptr inbounds float, ptr %1018, i64 %83
  %1028 = load <16 x float>, ptr %1027, align 4
  %1029 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1028, <16 x float> %1017, <16 x float> %1003)
  %1030 = getelementptr inbounds float, ptr %1018, i64 %84
  %1031 = load <16 x float>, ptr %1030, align 4
  %1032 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1031, <16 x float> %1017, <16 x float> %1006)
  %1033 = getelementptr inbounds float, ptr %1018, i64 %85
  %1034 = load <16 x float>, ptr %1033, align 4
  %1035 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1034, <16 x float> %1017, <16 x float> %1009)
  %1036 = getelementptr inbounds float, ptr %1018, i64 %86
  %1037 = load <16 x float>, ptr %1036, align 4
  %1038 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1037, <16 x float> %1017, <16 x float> %1012)
  %1039 = getelementptr inbounds float, ptr %1018, i64 %87
  %1040 = load <16 x float>, ptr %1039, align 4
  %1041 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1040, <16 x float> %1017, <16 x float> %1015)
  %1042 = getelementptr i8, ptr %884, i64 %292
  %1043 = getelementptr i8, ptr %885, i64 %293
  %1044 = load <16 x float>, ptr %1043, align 4
  %1045 = getelementptr float, ptr %1042, i64 %836
  %1046 = load <16 x float>, ptr %1045, align 4
  %1047 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1046, <16 x float> %1044, <16 x float> %1020)
  %1048 = getelementptr inbounds float, ptr %1045, i64 %73
  %1049 = load <16 x float>, ptr %1048, align 4
  %1050 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1049, <16 x float> %1044, <16 x float> %1023)
  %1051 = getelementptr inbounds float, ptr %1045, i64 %82
  %1052 = load <16 x float>, ptr %1051, align 4
  %1053 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1052, <16 x float> %1044, <16 x float> %1026)
  %1054 = getelementptr inbounds float, ptr %1045, i64 %83
  %1055 = load <16 x float>, ptr %1054, align 4
  %1056 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1055, <16 x float> %1044, <16 x float> %1029)
  %1057 = getelementptr inbounds float, ptr %1045, i64 %84
  %1058 = load <16 x float>, ptr %1057, align 4
  %1059 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1058, <16 x float> %1044, <16 x float> %1032)
  %1060 = getelementptr inbounds float, ptr %1045, i64 %85
  %1061 = load <16 x float>, ptr %1060, align 4
  %1062 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1061, <16 x float> %1044, <16 x float> %1035)
  %1063 = getelementptr inbounds float, ptr %1045, i64 %86
  %1064 = load <16 x float>, ptr %1063, align 4
  %1065 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1064, <16 x float> %1044, <16 x float> %1038)
  %1066 = getelementptr inbounds float, ptr %1045, i64 %87
  %1067 = load <16 x float>, ptr %1066, align 4
  %1068 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1067, <16 x float> %1044, <16 x float> %1041)
  %1069 = getelementptr i8, ptr %885, i64 %294
  %1070 = load <16 x float>, ptr %1069, align 4
  %1071 = getelementptr float, ptr %1042, i64 %838
  %1072 = load <16 x float>, ptr %1071, align 4
  %1073 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1072, <16 x float> %1070, <16 x float> %1047)
  %1074 = getelementptr inbounds float, ptr %1071, i64 %73
  %1075 = load <16 x float>, ptr %1074, align 4
  %1076 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1075, <16 x float> %1070, <16 x float> %1050)
  %1077 = getelementptr inbounds float, ptr %1071, i64 %82
  %1078 = load <16 x float>, ptr %1077, align 4
  %1079 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1078, <16 x float> %1070, <16 x float> %1053)
  %1080 = getelementptr inbounds float, ptr %1071, i64 %83
  %1081 = load <16 x float>, ptr %1080, align 4
  %1082 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1081, <16 x float> %1070, <16 x float> %1056)
  %1083 = getelementptr inbounds float, ptr %1071, i64 %84
  %1084 = load <16 x float>, ptr %1083, align 4
  %1085 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1084, <16 x float> %1070, <16 x float> %1059)
  %1086 = getelementptr inbounds float, ptr %1071, i64 %85
  %1087 = load <16 x float>, ptr %1086, align 4
  %1088 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1087, <16 x float> %1070, <16 x float> %1062)
  %1089 = getelementptr inbounds float, ptr %1071, i64 %86
  %1090 = load <16 x float>, ptr %1089, align 4
  %1091 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1090, <16 x float> %1070, <16 x float> %1065)
  %1092 = getelementptr inbounds float, ptr %1071, i64 %87
  %1093 = load <16 x float>, ptr %1092, align 4
  %1094 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1093, <16 x float> %1070, <16 x float> %1068)
  %1095 = getelementptr i8, ptr %885, i64 %295
  %1096 = load <16 x float>, ptr %1095, align 4
  %1097 = getelementptr float, ptr %1042, i64 %840
  %1098 = load <16 x float>, ptr %1097, align 4
  %1099 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1098, <16 x float> %1096, <16 x float> %1073)
  %1100 = getelementptr inbounds float, ptr %1097, i64 %73
  %1101 = load <16 x float>, ptr %1100, align 4
  %1102 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1101, <16 x float> %1096, <16 x float> %1076)
  %1103 = getelementptr inbounds float, ptr %1097, i64 %82
  %1104 = load <16 x float>, ptr %1103, align 4
  %1105 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1104, <16 x float> %1096, <16 x float> %1079)
  %1106 = getelementptr inbounds float, ptr %1097, i64 %83
  %1107 = load <16 x float>, ptr %1106, align 4
  %1108 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1107, <16 x float> %1096, <16 x float> %1082)
  %1109 = getelementptr inbounds float, ptr %1097, i64 %84
  %1110 = load <16 x float>, ptr %1109, align 4
  %1111 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1110, <16 x float> %1096, <16 x float> %1085)
  %1112 = getelementptr inbounds float, ptr %1097, i64 %85
  %1113 = load <16 x float>, ptr %1112, align 4
  %1114 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1113, <16 x float> %1096, <16 x float> %1088)
  %1115 = getelementptr inbounds float, ptr %1097, i64 %86
  %1116 = load <16 x float>, ptr %1115, align 4
  %1117 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1116, <16 x float> %1096, <16 x float> %1091)
  %1118 = getelementptr inbounds float, ptr %1097, i64 %87
  %1119 = load <16 x float>, ptr %1118, align 4
  %1120 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1119, <16 x float> %1096, <16 x float> %1094)
  br i1 %55, label %1132, label %1121

1121:                                             ; preds = %875
  %1122 = getelementptr inbounds nuw float, ptr %29, i64 %856
  %1123 = load <16 x float>, ptr %1122, align 4
  %1124 = fadd <16 x float> %1123, %1099
  %1125 = fadd <16 x float> %1123, %1102
  %1126 = fadd <16 x float> %1123, %1105
  %1127 = fadd <16 x float> %1123, %1108
  %1128 = fadd <16 x float> %1123, %1111
  %1129 = fadd <16 x float> %1123, %1114
  %1130 = fadd <16 x float> %1123, %1117
  %1131 = fadd <16 x float> %1123, %1120
  br label %1132

1132:                                             ; preds = %1121, %875
  %1133 = phi <16 x float> [ %1120, %875 ], [ %1131, %1121 ]
  %1134 = phi <16 x float> [ %1117, %875 ], [ %1130, %1121 ]
  %1135 = phi <16 x float> [ %1114, %875 ], [ %1129, %1121 ]
  %1136 = phi <16 x float> [ %1111, %875 ], [ %1128, %1121 ]
  %1137 = phi <16 x float> [ %1108, %875 ], [ %1127, %1121 ]
  %1138 = phi <16 x float> [ %1105, %875 ], [ %1126, %1121 ]
  %1139 = phi <16 x float> [ %1102, %875 ], [ %1125, %1121 ]
  %1140 = phi <16 x float> [ %1099, %875 ], [ %1124, %1121 ]
  %1141 = getelementptr float, ptr %857, i64 %821
  store <16 x float> %1140, ptr %1141, align 4
  %1142 = getelementptr float, ptr %857, i64 %842
  store <16 x float> %1139, ptr %1142, align 4
  %1143 = getelementptr float, ptr %857, i64 %844
  store <16 x float> %1138, ptr %1143, align 4
  %1144 = getelementptr float, ptr %857, i64 %846
  store <16 x float> %1137, ptr %1144, align 4
  %1145 = getelementptr float, ptr %857, i64 %848
  store <16 x float> %1136, ptr %1145, align 4
  %1146 = getelementptr float, ptr %857, i64 %850
  store <16 x float> %1135, ptr %1146, align 4
  %1147 = getelementptr float, ptr %857, i64 %852
  store <16 x float> %1134, ptr %1147, align 4
  %1148 = getelementptr float, ptr %857, i64 %854
  store <16 x float> %1133, ptr %1148, align 4
  %1149 = add nuw nsw i64 %856, 16
  %1150 = icmp slt i64 %1149, %61
  br i1 %1150, label %855, label %809

1151:                                             ; preds = %1245, %812
  br i1 %66, label %1152, label %2072

1152:                                             ; preds = %1151
  %1153 = mul i64 %120, %442
  %1154 = mul i64 %121, %447
  %1155 = mul i64 %139, %443
  %1156 = add i64 %138, %1155
  %1157 = mul i64 %21, %1156
  %1158 = add i64 %147, %1155
  %1159 = mul i64 %21, %1158
  %1160 = mul i64 %158, %443
  %1161 = mul i64 %159, %442
  %1162 = getelementptr i8, ptr %157, i64 %1160
  %1163 = getelementptr i8, ptr %1162, i64 %1161
  %1164 = add i64 %164, %450
  %1165 = add i64 %1164, %448
  %1166 = shl i64 %1165, 2
  %1167 = getelementptr i8, ptr %160, i64 %1166
  %1168 = mul i64 %212, %442
  %1169 = mul i64 %216, %443
  %1170 = add i64 %215, %1169
  %1171 = mul i64 %21, %1170
  %1172 = add i64 %252, %1169
  %1173 = mul i64 %21, %1172
  %1174 = mul i64 %265, %447
  %1175 = insertelement <16 x ptr> poison, ptr %1163, i64 0
  %1176 = shufflevector <16 x ptr> %1175, <16 x ptr> poison, <16 x i32> zeroinitializer
  %1177 = insertelement <16 x ptr> poison, ptr %1167, i64 0
  %1178 = shufflevector <16 x ptr> %1177, <16 x ptr> poison, <16 x i32> zeroinitializer
  %1179 = getelementptr i8, ptr %316, i64 %1168
  %1180 = getelementptr i8, ptr %1179, i64 %1171
  %1181 = getelementptr i8, ptr %317, i64 %1168
  %1182 = getelementptr i8, ptr %1181, i64 %1171
  %1183 = getelementptr i8, ptr %318, i64 %1168
  %1184 = getelementptr i8, ptr %1183, i64 %1171
  %1185 = getelementptr i8, ptr %319, i64 %1168
  %1186 = getelementptr i8, ptr %1185, i64 %1171
  %1187 = getelementptr i8, ptr %320, i64 %1168
  %1188 = getelementptr i8, ptr %1187, i64 %1171
  %1189 = getelementptr i8, ptr %321, i64 %1168
  %1190 = getelementptr i8, ptr %1189, i64 %1171
  %1191 = getelementptr i8, ptr %322, i64 %1168
  %1192 = getelementptr i8, ptr %1191, i64 %1173
  %1193 = getelementptr i8, ptr %323, i64 %1168
  %1194 = getelementptr i8, ptr %1193, i64 %1173
  %1195 = getelementptr i8, ptr %324, i64 %1168
  %1196 = getelementptr i8, ptr %1195, i64 %1173
  %1197 = getelementptr i8, ptr %325, i64 %1168
  %1198 = getelementptr i8, ptr %1197, i64 %1173
  %1199 = getelementptr i8, ptr %326, i64 %1168
  %1200 = getelementptr i8, ptr %1199, i64 %1173
  %1201 = getelementptr i8, ptr %327, i64 %1168
  %1202 = getelementptr i8, ptr %1201, i64 %1173
  %1203 = getelementptr i8, ptr %328, i64 %1168
  %1204 = getelementptr i8, ptr %1203, i64 %1174
  %1205 = getelementptr i8, ptr %329, i64 %1168
  %1206 = getelementptr i8, ptr %1205, i64 %1174
  %1207 = getelementptr i8, ptr %330, i64 %1168
  %1208 = getelementptr i8, ptr %1207, i64 %1174
  %1209 = getelementptr i8, ptr %331, i64 %1168
  %1210 = getelementptr i8, ptr %1209, i64 %1174
  %1211 = getelementptr i8, ptr %332, i64 %1168
  %1212 = getelementptr i8, ptr %1211, i64 %1174
  %1213 = getelementptr i8, ptr %333, i64 %1168
  %1214 = getelementptr i8, ptr %1213, i64 %1174
  %1215 = getelementptr i8, ptr %334, i64 %1153
  %1216 = getelementptr i8, ptr %1215, i64 %1154
  %1217 = getelementptr i8, ptr %335, i64 %1153
  %1218 = getelementptr i8, ptr %1217, i64 %1154
  %1219 = getelementptr i8, ptr %336, i64 %1153
  %1220 = getelementptr i8, ptr %1219, i64 %1154
  %1221 = getelementptr i8, ptr %337, i64 %1153
  %1222 = getelementptr i8, ptr %1221, i64 %1157
  %1223 = getelementptr i8, ptr %338, i64 %1153
  %1224 = getelementptr i8, ptr %1223, i64 %1157
  %1225 = getelementptr i8, ptr %339, i64 %1153
  %1226 = getelementptr i8, ptr %1225, i64 %1157
  %1227 = getelementptr i8, ptr %340, i64 %1153
  %1228 = getelementptr i8, ptr %1227, i64 %1159
  %1229 = getelementptr i8, ptr %341, i64 %1153
  %1230 = getelementptr i8, ptr %1229, i64 %1159
  %1231 = getelementptr i8, ptr %342, i64 %1153
  %1232 = getelementptr i8, ptr %1231, i64 %1159
  br label %1312

1233:                                             ; preds = %812, %1245
  %1234 = phi i64 [ %1246, %1245 ], [ %813, %812 ]
  br i1 %63, label %1235, label %1245

1235:                                             ; preds = %1233
  %1236 = mul nsw i64 %1234, %25
  %1237 = getelementptr inbounds float, ptr %451, i64 %1236
  %1238 = mul nsw i64 %1234, %12
  %1239 = sub i64 %1238, %18
  %1240 = mul nsw i64 %1239, %22
  %1241 = add nsw i64 %1239, %14
  %1242 = mul nsw i64 %1241, %22
  %1243 = add nsw i64 %1239, %89
  %1244 = mul nsw i64 %1243, %22
  br label %1248

1245:                                             ; preds = %1307, %1233
  %1246 = add nsw i64 %1234, 1
  %1247 = icmp eq i64 %1246, %47
  br i1 %1247, label %1151, label %1233

1248:                                             ; preds = %1235, %1307
  %1249 = phi i64 [ 0, %1235 ], [ %1310, %1307 ]
  br i1 %55, label %1250, label %1253

1250:                                             ; preds = %1248
  %1251 = getelementptr inbounds nuw float, ptr %1237, i64 %1249
  %1252 = load <16 x float>, ptr %1251, align 4
  br label %1253

1253:                                             ; preds = %1250, %1248
  %1254 = phi <16 x float> [ %1252, %1250 ], [ zeroinitializer, %1248 ]
  %1255 = getelementptr float, ptr %806, i64 %1249
  %1256 = getelementptr float, ptr %30, i64 %1249
  %1257 = getelementptr float, ptr %1255, i64 %1240
  %1258 = load <16 x float>, ptr %1257, align 4
  %1259 = load <16 x float>, ptr %1256, align 4
  %1260 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1258, <16 x float> %1259, <16 x float> %1254)
  %1261 = getelementptr float, ptr %1255, i64 %1242
  %1262 = load <16 x float>, ptr %1261, align 4
  %1263 = getelementptr float, ptr %1256, i64 %5
  %1264 = load <16 x float>, ptr %1263, align 4
  %1265 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1262, <16 x float> %1264, <16 x float> %1260)
  %1266 = getelementptr float, ptr %1255, i64 %1244
  %1267 = load <16 x float>, ptr %1266, align 4
  %1268 = getelementptr i8, ptr %1256, i64 %90
  %1269 = load <16 x float>, ptr %1268, align 4
  %1270 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1267, <16 x float> %1269, <16 x float> %1265)
  %1271 = getelementptr float, ptr %1255, i64 %72
  %1272 = getelementptr float, ptr %1271, i64 %1240
  %1273 = load <16 x float>, ptr %1272, align 4
  %1274 = getelementptr i8, ptr %1256, i64 %91
  %1275 = load <16 x float>, ptr %1274, align 4
  %1276 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1273, <16 x float> %1275, <16 x float> %1270)
  %1277 = getelementptr float, ptr %1271, i64 %1242
  %1278 = load <16 x float>, ptr %1277, align 4
  %1279 = getelementptr i8, ptr %1256, i64 %92
  %1280 = load <16 x float>, ptr %1279, align 4
  %1281 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1278, <16 x float> %1280, <16 x float> %1276)
  %1282 = getelementptr float, ptr %1271, i64 %1244
  %1283 = load <16 x float>, ptr %1282, align 4
  %1284 = getelementptr i8, ptr %1256, i64 %93
  %1285 = load <16 x float>, ptr %1284, align 4
  %1286 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1283, <16 x float> %1285, <16 x float> %1281)
  %1287 = getelementptr i8, ptr %1255, i64 %94
  %1288 = getelementptr float, ptr %1287, i64 %1240
  %1289 = load <16 x float>, ptr %1288, align 4
  %1290 = getelementptr i8, ptr %1256, i64 %95
  %1291 = load <16 x float>, ptr %1290, align 4
  %1292 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1289, <16 x float> %1291, <16 x float> %1286)
  %1293 = getelementptr float, ptr %1287, i64 %1242
  %1294 = load <16 x float>, ptr %1293, align 4
  %1295 = getelementptr i8, ptr %1256, i64 %96
  %1296 = load <16 x float>, ptr %1295, align 4
  %1297 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1294, <16 x float> %1296, <16 x float> %1292)
  %1298 = getelementptr float, ptr %1287, i64 %1244
  %1299 = load <16 x float>, ptr %1298, align 4
  %1300 = getelementptr i8, ptr %1256, i64 %97
  %1301 = load <16 x float>, ptr %1300, align 4
  %1302 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1299, <16 x float> %1301, <16 x float> %1297)
  br i1 %55, label %1307, label %1303

1303:                                             ; preds = %1253
  %1304 = getelementptr inbounds nuw float, ptr %29, i64 %1249
  %1305 = load <16 x float>, ptr %1304, align 4
  %1306 = fadd <16 x float> %1302, %1305
  br label %1307

1307:                                             ; preds = %1253, %1303
  %1308 = phi <16 x float> [ %1306, %1303 ], [ %1302, %1253 ]
  %1309 = getelementptr inbounds nuw float, ptr %1237, i64 %1249
  store <16 x float> %1308, ptr %1309, align 4
  %1310 = add nuw nsw i64 %1249, 16
  %1311 = icmp slt i64 %1310, %61
  br i1 %1311, label %1248, label %1245

1312:                                             ; preds = %1152, %1718
  %1313 = phi i64 [ 0, %1152 ], [ %1721, %1718 ]
  %1314 = phi i64 [ %61, %1152 ], [ %1719, %1718 ]
  %1315 = shl i64 %1313, 2
  %1316 = getelementptr i8, ptr %1180, i64 %1315
  %1317 = getelementptr i8, ptr %1182, i64 %1315
  %1318 = icmp ult ptr %1316, %1317
  %1319 = select i1 %1318, ptr %1316, ptr %1317
  %1320 = icmp ugt ptr %1316, %1317
  %1321 = select i1 %1320, ptr %1316, ptr %1317
  %1322 = getelementptr i8, ptr %1321, i64 4
  %1323 = getelementptr i8, ptr %1184, i64 %1315
  %1324 = getelementptr i8, ptr %1186, i64 %1315
  %1325 = icmp ult ptr %1323, %1324
  %1326 = select i1 %1325, ptr %1323, ptr %1324
  %1327 = icmp ugt ptr %1323, %1324
  %1328 = select i1 %1327, ptr %1323, ptr %1324
  %1329 = getelementptr i8, ptr %1328, i64 4
  %1330 = getelementptr i8, ptr %1188, i64 %1315
  %1331 = getelementptr i8, ptr %1190, i64 %1315
  %1332 = getelementptr i8, ptr %1192, i64 %1315
  %1333 = getelementptr i8, ptr %1194, i64 %1315
  %1334 = getelementptr i8, ptr %1196, i64 %1315
  %1335 = getelementptr i8, ptr %1198, i64 %1315
  %1336 = getelementptr i8, ptr %1200, i64 %1315
  %1337 = getelementptr i8, ptr %1202, i64 %1315
  %1338 = icmp ult ptr %1336, %1337
  %1339 = icmp ult ptr %1334, %1335
  %1340 = icmp ult ptr %1332, %1333
  %1341 = icmp ult ptr %1330, %1331
  %1342 = insertelement <4 x ptr> poison, ptr %1330, i64 0
  %1343 = insertelement <4 x ptr> %1342, ptr %1332, i64 1
  %1344 = insertelement <4 x ptr> %1343, ptr %1334, i64 2
  %1345 = insertelement <4 x ptr> %1344, ptr %1336, i64 3
  %1346 = insertelement <4 x ptr> poison, ptr %1331, i64 0
  %1347 = insertelement <4 x ptr> %1346, ptr %1333, i64 1
  %1348 = insertelement <4 x ptr> %1347, ptr %1335, i64 2
  %1349 = insertelement <4 x ptr> %1348, ptr %1337, i64 3
  %1350 = icmp ugt <4 x ptr> %1345, %1349
  %1351 = select <4 x i1> %1350, <4 x ptr> %1345, <4 x ptr> %1349
  %1352 = insertelement <4 x i1> poison, i1 %1341, i64 0
  %1353 = insertelement <4 x i1> %1352, i1 %1340, i64 1
  %1354 = insertelement <4 x i1> %1353, i1 %1339, i64 2
  %1355 = insertelement <4 x i1> %1354, i1 %1338, i64 3
  %1356 = select <4 x i1> %1355, <4 x ptr> %1345, <4 x ptr> %1349
  %1357 = getelementptr i8, <4 x ptr> %1351, i64 4
  %1358 = getelementptr i8, ptr %1204, i64 %1315
  %1359 = getelementptr i8, ptr %1206, i64 %1315
  %1360 = icmp ult ptr %1358, %1359
  %1361 = select i1 %1360, ptr %1358, ptr %1359
  %1362 = icmp ugt ptr %1358, %1359
  %1363 = select i1 %1362, ptr %1358, ptr %1359
  %1364 = getelementptr i8, ptr %1363, i64 4
  %1365 = getelementptr i8, ptr %1208, i64 %1315
  %1366 = getelementptr i8, ptr %1210, i64 %1315
  %1367 = icmp ult ptr %1365, %1366
  %1368 = select i1 %1367, ptr %1365, ptr %1366
  %1369 = icmp ugt ptr %1365, %1366
  %1370 = select i1 %1369, ptr %1365, ptr %1366
  %1371 = getelementptr i8, ptr %1370, i64 4
  %1372 = getelementptr i8, ptr %1212, i64 %1315
  %1373 = getelementptr i8, ptr %1214, i64 %1315
  %1374 = icmp ult ptr %1372, %1373
  %1375 = select i1 %1374, ptr %1372, ptr %1373
  %1376 = icmp ugt ptr %1372, %1373
  %1377 = select i1 %1376, ptr %1372, ptr %1373
  %1378 = getelementptr i8, ptr %1377, i64 4
  %1379 = shl i64 %1313, 2
  %1380 = getelementptr i8, ptr %1216, i64 %1379
  %1381 = getelementptr i8, ptr %1218, i64 %1379
  %1382 = getelementptr i8, ptr %1220, i64 %1379
  %1383 = getelementptr i8, ptr %1222, i64 %1379
  %1384 = getelementptr i8, ptr %1224, i64 %1379
  %1385 = getelementptr i8, ptr %1226, i64 %1379
  %1386 = getelementptr i8, ptr %1228, i64 %1379
  %1387 = getelementptr i8, ptr %1230, i64 %1379
  %1388 = getelementptr i8, ptr %1232, i64 %1379
  %1389 = getelementptr float, ptr %451, i64 %1314
  br i1 %74, label %1390, label %1718

1390:                                             ; preds = %1312
  %1391 = getelementptr float, ptr %806, i64 %1314
  %1392 = getelementptr float, ptr %30, i64 %1314
  %1393 = getelementptr inbounds float, ptr %29, i64 %1314
  %1394 = getelementptr float, ptr %1392, i64 %5
  %1395 = getelementptr i8, ptr %1392, i64 %99
  %1396 = getelementptr float, ptr %1391, i64 %72
  %1397 = getelementptr i8, ptr %1392, i64 %100
  %1398 = getelementptr i8, ptr %1392, i64 %101
  %1399 = getelementptr i8, ptr %1392, i64 %102
  %1400 = getelementptr i8, ptr %1391, i64 %103
  %1401 = getelementptr i8, ptr %1392, i64 %104
  %1402 = getelementptr i8, ptr %1392, i64 %105
  %1403 = getelementptr i8, ptr %1392, i64 %106
  br i1 %343, label %1656, label %1404

1404:                                             ; preds = %1390
  %1405 = getelementptr i8, ptr %1380, i64 %348
  %1406 = getelementptr i8, ptr %1380, i64 %350
  %1407 = icmp ult ptr %1405, %1380
  %1408 = icmp ugt ptr %1406, %1380
  %1409 = select i1 %345, i1 %1408, i1 %1407
  %1410 = getelementptr i8, ptr %1381, i64 %354
  %1411 = getelementptr i8, ptr %1381, i64 %356
  %1412 = icmp ult ptr %1410, %1381
  %1413 = icmp ugt ptr %1411, %1381
  %1414 = select i1 %351, i1 %1413, i1 %1412
  %1415 = or i1 %1414, %355
  %1416 = getelementptr i8, ptr %1382, i64 %360
  %1417 = getelementptr i8, ptr %1382, i64 %362
  %1418 = icmp ult ptr %1416, %1382
  %1419 = icmp ugt ptr %1417, %1382
  %1420 = select i1 %357, i1 %1419, i1 %1418
  %1421 = or i1 %1420, %361
  %1422 = getelementptr i8, ptr %1383, i64 %366
  %1423 = getelementptr i8, ptr %1383, i64 %368
  %1424 = icmp ult ptr %1422, %1383
  %1425 = icmp ugt ptr %1423, %1383
  %1426 = select i1 %363, i1 %1425, i1 %1424
  %1427 = or i1 %1426, %367
  %1428 = getelementptr i8, ptr %1384, i64 %372
  %1429 = getelementptr i8, ptr %1384, i64 %374
  %1430 = icmp ult ptr %1428, %1384
  %1431 = icmp ugt ptr %1429, %1384
  %1432 = select i1 %369, i1 %1431, i1 %1430
  %1433 = or i1 %1432, %373
  %1434 = getelementptr i8, ptr %1385, i64 %378
  %1435 = getelementptr i8, ptr %1385, i64 %380
  %1436 = icmp ult ptr %1434, %1385
  %1437 = icmp ugt ptr %1435, %1385
  %1438 = select i1 %375, i1 %1437, i1 %1436
  %1439 = or i1 %1438, %379
  %1440 = getelementptr i8, ptr %1386, i64 %384
  %1441 = getelementptr i8, ptr %1386, i64 %386
  %1442 = icmp ult ptr %1440, %1386
  %1443 = icmp ugt ptr %1441, %1386
  %1444 = select i1 %381, i1 %1443, i1 %1442
  %1445 = or i1 %1444, %385
  %1446 = getelementptr i8, ptr %1387, i64 %390
  %1447 = getelementptr i8, ptr %1387, i64 %392
  %1448 = icmp ult ptr %1446, %1387
  %1449 = icmp ugt ptr %1447, %1387
  %1450 = select i1 %387, i1 %1449, i1 %1448
  %1451 = or i1 %1450, %391
  %1452 = getelementptr i8, ptr %1388, i64 %396
  %1453 = getelementptr i8, ptr %1388, i64 %398
  %1454 = icmp ult ptr %1452, %1388
  %1455 = icmp ugt ptr %1453, %1388
  %1456 = select i1 %393, i1 %1455, i1 %1454
  %1457 = or i1 %1456, %397
  %1458 = or i1 %1409, %399
  %1459 = or i1 %1458, %1415
  %1460 = or i1 %1459, %1421
  %1461 = or i1 %1460, %1427
  %1462 = or i1 %1461, %1433
  %1463 = or i1 %1462, %1439
  %1464 = or i1 %1463, %1445
  %1465 = or i1 %1464, %1451
  %1466 = or i1 %1465, %1457
  br i1 %1466, label %1656, label %1467

1467:                                             ; preds = %1404
  %1468 = insertelement <16 x ptr> %305, ptr %1322, i64 10
  %1469 = insertelement <16 x ptr> %1468, ptr %1329, i64 11
  %1470 = shufflevector <4 x ptr> %1357, <4 x ptr> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1471 = shufflevector <16 x ptr> %1469, <16 x ptr> %1470, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %1472 = icmp ult <16 x ptr> %1176, %1471
  %1473 = insertelement <16 x ptr> %315, ptr %1319, i64 10
  %1474 = insertelement <16 x ptr> %1473, ptr %1326, i64 11
  %1475 = shufflevector <4 x ptr> %1356, <4 x ptr> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1476 = shufflevector <16 x ptr> %1474, <16 x ptr> %1475, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %1477 = icmp ult <16 x ptr> %1476, %1178
  %1478 = and <16 x i1> %1472, %1477
  %1479 = icmp ult ptr %1163, %1364
  %1480 = icmp ult ptr %1361, %1167
  %1481 = and i1 %1479, %1480
  %1482 = icmp ult ptr %1163, %1371
  %1483 = icmp ult ptr %1368, %1167
  %1484 = and i1 %1482, %1483
  %1485 = icmp ult ptr %1163, %1378
  %1486 = icmp ult ptr %1375, %1167
  %1487 = and i1 %1485, %1486
  %1488 = bitcast <16 x i1> %1478 to i16
  %1489 = icmp ne i16 %1488, 0
  %1490 = or i1 %1489, %1481
  %1491 = or i1 %1484, %1487
  %1492 = or i1 %1490, %1491
  br i1 %1492, label %1656, label %1493

1493:                                             ; preds = %1467
  br i1 %400, label %1573, label %1494

1494:                                             ; preds = %1493
  %1495 = load float, ptr %1403, align 4
  %1496 = insertelement <16 x float> poison, float %1495, i64 0
  %1497 = shufflevector <16 x float> %1496, <16 x float> poison, <16 x i32> zeroinitializer
  %1498 = load float, ptr %1402, align 4
  %1499 = insertelement <16 x float> poison, float %1498, i64 0
  %1500 = shufflevector <16 x float> %1499, <16 x float> poison, <16 x i32> zeroinitializer
  %1501 = load float, ptr %1401, align 4
  %1502 = insertelement <16 x float> poison, float %1501, i64 0
  %1503 = shufflevector <16 x float> %1502, <16 x float> poison, <16 x i32> zeroinitializer
  %1504 = load float, ptr %1399, align 4
  %1505 = insertelement <16 x float> poison, float %1504, i64 0
  %1506 = shufflevector <16 x float> %1505, <16 x float> poison, <16 x i32> zeroinitializer
  %1507 = load float, ptr %1398, align 4
  %1508 = insertelement <16 x float> poison, float %1507, i64 0
  %1509 = shufflevector <16 x float> %1508, <16 x float> poison, <16 x i32> zeroinitializer
  %1510 = load float, ptr %1397, align 4
  %1511 = insertelement <16 x float> poison, float %1510, i64 0
  %1512 = shufflevector <16 x float> %1511, <16 x float> poison, <16 x i32> zeroinitializer
  %1513 = load float, ptr %1395, align 4
  %1514 = insertelement <16 x float> poison, float %1513, i64 0
  %1515 = shufflevector <16 x float> %1514, <16 x float> poison, <16 x i32> zeroinitializer
  %1516 = load float, ptr %1394, align 4
  %1517 = insertelement <16 x float> poison, float %1516, i64 0
  %1518 = shufflevector <16 x float> %1517, <16 x float> poison, <16 x i32> zeroinitializer
  %1519 = load float, ptr %1392, align 4
  %1520 = insertelement <16 x float> poison, float %1519, i64 0
  %1521 = shufflevector <16 x float> %1520, <16 x float> poison, <16 x i32> zeroinitializer
  %1522 = insertelement <16 x ptr> poison, ptr %1393, i64 0
  %1523 = shufflevector <16 x ptr> %1522, <16 x ptr> poison, <16 x i32> zeroinitializer
  %1524 = getelementptr float, ptr %1389, i64 %48
  %1525 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1523, <16 x i1> %406, <16 x float> poison)
  br label %1526

1526:                                             ; preds = %1526, %1494
  %1527 = phi i64 [ 0, %1494 ], [ %1568, %1526 ]
  %1528 = phi <16 x i64> [ %419, %1494 ], [ %1569, %1526 ]
  %1529 = getelementptr float, ptr %1524, i64 %1527
  %1530 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %1529, <16 x i1> %404, <16 x float> poison)
  %1531 = select i1 %55, <16 x float> %1530, <16 x float> zeroinitializer
  %1532 = mul nsw <16 x i64> %1528, %408
  %1533 = sub <16 x i64> %1532, %410
  %1534 = mul nsw <16 x i64> %1533, %412
  %1535 = getelementptr float, ptr %1391, <16 x i64> %1534
  %1536 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1535, <16 x i1> splat (i1 true), <16 x float> poison)
  %1537 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1536, <16 x float> %1521, <16 x float> %1531)
  %1538 = add nsw <16 x i64> %1533, %414
  %1539 = mul nsw <16 x i64> %1538, %412
  %1540 = getelementptr float, ptr %1391, <16 x i64> %1539
  %1541 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1540, <16 x i1> splat (i1 true), <16 x float> poison)
  %1542 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1541, <16 x float> %1518, <16 x float> %1537)
  %1543 = add nsw <16 x i64> %1533, %416
  %1544 = mul nsw <16 x i64> %1543, %412
  %1545 = getelementptr float, ptr %1391, <16 x i64> %1544
  %1546 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1545, <16 x i1> splat (i1 true), <16 x float> poison)
  %1547 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1546, <16 x float> %1515, <16 x float> %1542)
  %1548 = getelementptr float, ptr %1396, <16 x i64> %1534
  %1549 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1548, <16 x i1> splat (i1 true), <16 x float> poison)
  %1550 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1549, <16 x float> %1512, <16 x float> %1547)
  %1551 = getelementptr float, ptr %1396, <16 x i64> %1539
  %1552 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1551, <16 x i1> splat (i1 true), <16 x float> poison)
  %1553 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1552, <16 x float> %1509, <16 x float> %1550)
  %1554 = getelementptr float, ptr %1396, <16 x i64> %1544
  %1555 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1554, <16 x i1> splat (i1 true), <16 x float> poison)
  %1556 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1555, <16 x float> %1506, <16 x float> %1553)
  %1557 = getelementptr float, ptr %1400, <16 x i64> %1534
  %1558 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1557, <16 x i1> splat (i1 true), <16 x float> poison)
  %1559 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1558, <16 x float> %1503, <16 x float> %1556)
  %1560 = getelementptr float, ptr %1400, <16 x i64> %1539
  %1561 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1560, <16 x i1> splat (i1 true), <16 x float> poison)
  %1562 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1561, <16 x float> %1500, <16 x float> %1559)
  %1563 = getelementptr float, ptr %1400, <16 x i64> %1544
  %1564 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1563, <16 x i1> splat (i1 true), <16 x float> poison)
  %1565 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1564, <16 x float> %1497, <16 x float> %1562)
  %1566 = fadd <16 x float> %1565, %1525
  %1567 = select i1 %55, <16 x float> %1565, <16 x float> %1566
  store <16 x float> %1567, ptr %1529, align 4
  %1568 = add nuw i64 %1527, 16
  %1569 = add nsw <16 x i64> %1528, splat (i64 16)
  %1570 = icmp eq i64 %1568, %402
  br i1 %1570, label %1571, label %1526

1571:                                             ; preds = %1526
  br i1 %420, label %1718, label %1572

1572:                                             ; preds = %1571
  br i1 %422, label %1656, label %1573

1573:                                             ; preds = %1493, %1572
  %1574 = phi i64 [ %402, %1572 ], [ 0, %1493 ]
  %1575 = phi i64 [ %405, %1572 ], [ %48, %1493 ]
  %1576 = load float, ptr %1403, align 4
  %1577 = insertelement <8 x float> poison, float %1576, i64 0
  %1578 = shufflevector <8 x float> %1577, <8 x float> poison, <8 x i32> zeroinitializer
  %1579 = load float, ptr %1402, align 4
  %1580 = insertelement <8 x float> poison, float %1579, i64 0
  %1581 = shufflevector <8 x float> %1580, <8 x float> poison, <8 x i32> zeroinitializer
  %1582 = load float, ptr %1401, align 4
  %1583 = insertelement <8 x float> poison, float %1582, i64 0
  %1584 = shufflevector <8 x float> %1583, <8 x float> poison, <8 x i32> zeroinitializer
  %1585 = load float, ptr %1399, align 4
  %1586 = insertelement <8 x float> poison, float %1585, i64 0
  %1587 = shufflevector <8 x float> %1586, <8 x float> poison, <8 x i32> zeroinitializer
  %1588 = load float, ptr %1398, align 4
  %1589 = insertelement <8 x float> poison, float %1588, i64 0
  %1590 = shufflevector <8 x float> %1589, <8 x float> poison, <8 x i32> zeroinitializer
  %1591 = load float, ptr %1397, align 4
  %1592 = insertelement <8 x float> poison, float %1591, i64 0
  %1593 = shufflevector <8 x float> %1592, <8 x float> poison, <8 x i32> zeroinitializer
  %1594 = load float, ptr %1395, align 4
  %1595 = insertelement <8 x float> poison, float %1594, i64 0
  %1596 = shufflevector <8 x float> %1595, <8 x float> poison, <8 x i32> zeroinitializer
  %1597 = load float, ptr %1394, align 4
  %1598 = insertelement <8 x float> poison, float %1597, i64 0
  %1599 = shufflevector <8 x float> %1598, <8 x float> poison, <8 x i32> zeroinitializer
  %1600 = load float, ptr %1392, align 4
  %1601 = insertelement <8 x float> poison, float %1600, i64 0
  %1602 = shufflevector <8 x float> %1601, <8 x float> poison, <8 x i32> zeroinitializer
  %1603 = insertelement <8 x ptr> poison, ptr %1393, i64 0
  %1604 = shufflevector <8 x ptr> %1603, <8 x ptr> poison, <8 x i32> zeroinitializer
  %1605 = insertelement <8 x i64> poison, i64 %1575, i64 0
  %1606 = shufflevector <8 x i64> %1605, <8 x i64> poison, <8 x i32> zeroinitializer
  %1607 = add nsw <8 x i64> %1606, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1608 = getelementptr float, ptr %1389, i64 %48
  %1609 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %1604, <8 x i1> %427, <8 x float> poison)
  br label %1610

1610:                                             ; preds = %1610, %1573
  %1611 = phi i64 [ %1574, %1573 ], [ %1652, %1610 ]
  %1612 = phi <8 x i64> [ %1607, %1573 ], [ %1653, %1610 ]
  %1613 = getelementptr float, ptr %1608, i64 %1611
  %1614 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %1613, <8 x i1> %425, <8 x float> poison)
  %1615 = select i1 %55, <8 x float> %1614, <8 x float> zeroinitializer
  %1616 = mul nsw <8 x i64> %1612, %429
  %1617 = sub <8 x i64> %1616, %431
  %1618 = mul nsw <8 x i64> %1617, %433
  %1619 = getelementptr float, ptr %1391, <8 x i64> %1618
  %1620 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %1619, <8 x i1> splat (i1 true), <8 x float> poison)
  %1621 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1620, <8 x float> %1602, <8 x float> %1615)
  %1622 = add nsw <8 x i64> %1617, %435
  %1623 = mul nsw <8 x i64> %1622, %433
  %1624 = getelementptr float, ptr %1391, <8 x i64> %1623
  %1625 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %1624, <8 x i1> splat (i1 true), <8 x float> poison)
  %1626 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1625, <8 x float> %1599, <8 x float> %1621)
  %1627 = add nsw <8 x i64> %1617, %437
  %1628 = mul nsw <8 x i64> %1627, %433
  %1629 = getelementptr float, ptr %1391, <8 x i64> %1628
  %1630 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %1629, <8 x i1> splat (i1 true), <8 x float> poison)
  %1631 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1630, <8 x float> %1596, <8 x float> %1626)
  %1632 = getelementptr float, ptr %1396, <8 x i64> %1618
  %1633 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %1632, <8 x i1> splat (i1 true), <8 x float> poison)
  %1634 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1633, <8 x float> %1593, <8 x float> %1631)
  %1635 = getelementptr float, ptr %1396, <8 x i64> %1623
  %1636 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %1635, <8 x i1> splat (i1 true), <8 x float> poison)
  %1637 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1636, <8 x float> %1590, <8 x float> %1634)
  %1638 = getelementptr float, ptr %1396, <8 x i64> %1628
  %1639 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %1638, <8 x i1> splat (i1 true), <8 x float> poison)
  %1640 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1639, <8 x float> %1587, <8 x float> %1637)
  %1641 = getelementptr float, ptr %1400, <8 x i64> %1618
  %1642 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %1641, <8 x i1> splat (i1 true), <8 x float> poison)
  %1643 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1642, <8 x float> %1584, <8 x float> %1640)
  %1644 = getelementptr float, ptr %1400, <8 x i64> %1623
  %1645 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %1644, <8 x i1> splat (i1 true), <8 x float> poison)
  %1646 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1645, <8 x float> %1581, <8 x float> %1643)
  %1647 = getelementptr float, ptr %1400, <8 x i64> %1628
  %1648 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %1647, <8 x i1> splat (i1 true), <8 x float> poison)
  %1649 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1648, <8 x float> %1578, <8 x float> %1646)
  %1650 = fadd <8 x float> %1649, %1609
  %1651 = select i1 %55, <8 x float> %1649, <8 x float> %1650
  store <8 x float> %1651, ptr %1613, align 4
  %1652 = add nuw i64 %1611, 8
  %1653 = add nsw <8 x i64> %1612, splat (i64 8)
  %1654 = icmp eq i64 %1652, %423
  br i1 %1654, label %1655, label %1610

1655:                                             ; preds = %1610
  br i1 %438, label %1718, label %1656

1656:                                             ; preds = %1467, %1404, %1390, %1572, %1655
  %1657 = phi i64 [ %48, %1390 ], [ %48, %1404 ], [ %48, %1467 ], [ %421, %1572 ], [ %426, %1655 ]
  br label %1658

1658:                                             ; preds = %1656, %1712
  %1659 = phi i64 [ %1716, %1712 ], [ %1657, %1656 ]
  br i1 %55, label %1660, label %1664

1660:                                             ; preds = %1658
  %1661 = mul nsw i64 %1659, %25
  %1662 = getelementptr float, ptr %1389, i64 %1661
  %1663 = load float, ptr %1662, align 4
  br label %1664

1664:                                             ; preds = %1660, %1658
  %1665 = phi float [ %1663, %1660 ], [ 0.000000e+00, %1658 ]
  %1666 = mul nsw i64 %1659, %12
  %1667 = sub i64 %1666, %18
  %1668 = mul nsw i64 %1667, %22
  %1669 = getelementptr float, ptr %1391, i64 %1668
  %1670 = load float, ptr %1669, align 4
  %1671 = load float, ptr %1392, align 4
  %1672 = tail call float @llvm.fma.f32(float %1670, float %1671, float %1665)
  %1673 = add nsw i64 %1667, %14
  %1674 = mul nsw i64 %1673, %22
  %1675 = getelementptr float, ptr %1391, i64 %1674
  %1676 = load float, ptr %1675, align 4
  %1677 = load float, ptr %1394, align 4
  %1678 = tail call float @llvm.fma.f32(float %1676, float %1677, float %1672)
  %1679 = add nsw i64 %1667, %98
  %1680 = mul nsw i64 %1679, %22
  %1681 = getelementptr float, ptr %1391, i64 %1680
  %1682 = load float, ptr %1681, align 4
  %1683 = load float, ptr %1395, align 4
  %1684 = tail call float @llvm.fma.f32(float %1682, float %1683, float %1678)
  %1685 = getelementptr float, ptr %1396, i64 %1668
  %1686 = load float, ptr %1685, align 4
  %1687 = load float, ptr %1397, align 4
  %1688 = tail call float @llvm.fma.f32(float %1686, float %1687, float %1684)
  %1689 = getelementptr float, ptr %1396, i64 %1674
  %1690 = load float, ptr %1689, align 4
  %1691 = load float, ptr %1398, align 4
  %1692 = tail call float @llvm.fma.f32(float %1690, float %1691, float %1688)
  %1693 = getelementptr float, ptr %1396, i64 %1680
  %1694 = load float, ptr %1693, align 4
  %1695 = load float, ptr %1399, align 4
  %1696 = tail call float @llvm.fma.f32(float %1694, float %1695, float %1692)
  %1697 = getelementptr float, ptr %1400, i64 %1668
  %1698 = load float, ptr %1697, align 4
  %1699 = load float, ptr %1401, align 4
  %1700 = tail call float @llvm.fma.f32(float %1698, float %1699, float %1696)
  %1701 = getelementptr float, ptr %1400, i64 %1674
  %1702 = load float, ptr %1701, align 4
  %1703 = load float, ptr %1402, align 4
  %1704 = tail call float @llvm.fma.f32(float %1702, float %1703, float %1700)
  %1705 = getelementptr float, ptr %1400, i64 %1680
  %1706 = load float, ptr %1705, align 4
  %1707 = load float, ptr %1403, align 4
  %1708 = tail call float @llvm.fma.f32(float %1706, float %1707, float %1704)
  br i1 %55, label %1712, label %1709

1709:                                             ; preds = %1664
  %1710 = load float, ptr %1393, align 4
  %1711 = fadd float %1708, %1710
  br label %1712

1712:                                             ; preds = %1709, %1664
  %1713 = phi float [ %1711, %1709 ], [ %1708, %1664 ]
  %1714 = mul nsw i64 %1659, %25
  %1715 = getelementptr float, ptr %1389, i64 %1714
  store float %1713, ptr %1715, align 4
  %1716 = add nsw i64 %1659, 1
  %1717 = icmp eq i64 %1716, %47
  br i1 %1717, label %1718, label %1658

1718:                                             ; preds = %1712, %1571, %1655, %1312
  %1719 = add nsw i64 %1314, 1
  %1720 = icmp slt i64 %1719, %5
  %1721 = add i64 %1313, 1
  br i1 %1720, label %1312, label %2072

1722:                                             ; preds = %1883, %1728
  %1723 = add nsw i64 %1729, 8
  %1724 = icmp sgt i64 %1723, %47
  br i1 %1724, label %1725, label %1728

1725:                                             ; preds = %1722, %807
  %1726 = phi i64 [ %48, %807 ], [ %1729, %1722 ]
  %1727 = icmp slt i64 %1726, %47
  br i1 %1727, label %1903, label %1902

1728:                                             ; preds = %807, %1722
  %1729 = phi i64 [ %1723, %1722 ], [ %70, %807 ]
  %1730 = phi i64 [ %1729, %1722 ], [ %48, %807 ]
  br i1 %63, label %1731, label %1722

1731:                                             ; preds = %1728
  %1732 = mul nsw i64 %1730, %12
  %1733 = sub i64 %1732, %18
  %1734 = mul nsw i64 %1730, %25
  %1735 = add nsw i64 %1730, 1
  %1736 = mul nsw i64 %1735, %25
  %1737 = add nsw i64 %1730, 2
  %1738 = mul nsw i64 %1737, %25
  %1739 = add nsw i64 %1730, 3
  %1740 = mul nsw i64 %1739, %25
  %1741 = add nsw i64 %1730, 4
  %1742 = mul nsw i64 %1741, %25
  %1743 = add nsw i64 %1730, 5
  %1744 = mul nsw i64 %1743, %25
  %1745 = add nsw i64 %1730, 6
  %1746 = mul nsw i64 %1745, %25
  %1747 = add nsw i64 %1730, 7
  %1748 = mul nsw i64 %1747, %25
  %1749 = add nsw i64 %1730, 1
  %1750 = mul nsw i64 %1749, %25
  %1751 = add nsw i64 %1730, 2
  %1752 = mul nsw i64 %1751, %25
  %1753 = add nsw i64 %1730, 3
  %1754 = mul nsw i64 %1753, %25
  %1755 = add nsw i64 %1730, 4
  %1756 = mul nsw i64 %1755, %25
  %1757 = add nsw i64 %1730, 5
  %1758 = mul nsw i64 %1757, %25
  %1759 = add nsw i64 %1730, 6
  %1760 = mul nsw i64 %1759, %25
  %1761 = add nsw i64 %1730, 7
  %1762 = mul nsw i64 %1761, %25
  br label %1763

1763:                                             ; preds = %1731, %1883
  %1764 = phi i64 [ 0, %1731 ], [ %1900, %1883 ]
  %1765 = getelementptr float, ptr %451, i64 %1764
  br i1 %55, label %1768, label %1785

1766:                                             ; preds = %1785
  %1767 = getelementptr float, ptr %30, i64 %1764
  br label %1795

1768:                                             ; preds = %1763
  %1769 = getelementptr float, ptr %1765, i64 %1734
  %1770 = load <16 x float>, ptr %1769, align 4
  %1771 = getelementptr float, ptr %1765, i64 %1736
  %1772 = load <16 x float>, ptr %1771, align 4
  %1773 = getelementptr float, ptr %1765, i64 %1738
  %1774 = load <16 x float>, ptr %1773, align 4
  %1775 = getelementptr float, ptr %1765, i64 %1740
  %1776 = load <16 x float>, ptr %1775, align 4
  %1777 = getelementptr float, ptr %1765, i64 %1742
  %1778 = load <16 x float>, ptr %1777, align 4
  %1779 = getelementptr float, ptr %1765, i64 %1744
  %1780 = load <16 x float>, ptr %1779, align 4
  %1781 = getelementptr float, ptr %1765, i64 %1746
  %1782 = load <16 x float>, ptr %1781, align 4
  %1783 = getelementptr float, ptr %1765, i64 %1748
  %1784 = load <16 x float>, ptr %1783, align 4
  br label %1785

1785:                                             ; preds = %1763, %1768
  %1786 = phi <16 x float> [ %1782, %1768 ], [ zeroinitializer, %1763 ]
  %1787 = phi <16 x float> [ %1778, %1768 ], [ zeroinitializer, %1763 ]
  %1788 = phi <16 x float> [ %1774, %1768 ], [ zeroinitializer, %1763 ]
  %1789 = phi <16 x float> [ %1770, %1768 ], [ zeroinitializer, %1763 ]
  %1790 = phi <16 x float> [ %1772, %1768 ], [ zeroinitializer, %1763 ]
  %1791 = phi <16 x float> [ %1776, %1768 ], [ zeroinitializer, %1763 ]
  %1792 = phi <16 x float> [ %1780, %1768 ], [ zeroinitializer, %1763 ]
  %1793 = phi <16 x float> [ %1784, %1768 ], [ zeroinitializer, %1763 ]
  %1794 = getelementptr float, ptr %806, i64 %1764
  br i1 %56, label %1766, label %1809

1795:                                             ; preds = %1766, %1829
  %1796 = phi <16 x float> [ %1793, %1766 ], [ %1830, %1829 ]
  %1797 = phi <16 x float> [ %1786, %1766 ], [ %1831, %1829 ]
  %1798 = phi <16 x float> [ %1792, %1766 ], [ %1832, %1829 ]
  %1799 = phi <16 x float> [ %1787, %1766 ], [ %1833, %1829 ]
  %1800 = phi <16 x float> [ %1791, %1766 ], [ %1834, %1829 ]
  %1801 = phi <16 x float> [ %1788, %1766 ], [ %1835, %1829 ]
  %1802 = phi <16 x float> [ %1790, %1766 ], [ %1836, %1829 ]
  %1803 = phi <16 x float> [ %1789, %1766 ], [ %1837, %1829 ]
  %1804 = phi i64 [ 0, %1766 ], [ %1838, %1829 ]
  br i1 %57, label %1805, label %1829

1805:                                             ; preds = %1795
  %1806 = mul i64 %72, %1804
  %1807 = mul nuw nsw i64 %1804, %8
  %1808 = getelementptr float, ptr %1794, i64 %1806
  br label %1840

1809:                                             ; preds = %1829, %1785
  %1810 = phi <16 x float> [ %1793, %1785 ], [ %1830, %1829 ]
  %1811 = phi <16 x float> [ %1786, %1785 ], [ %1831, %1829 ]
  %1812 = phi <16 x float> [ %1792, %1785 ], [ %1832, %1829 ]
  %1813 = phi <16 x float> [ %1787, %1785 ], [ %1833, %1829 ]
  %1814 = phi <16 x float> [ %1791, %1785 ], [ %1834, %1829 ]
  %1815 = phi <16 x float> [ %1788, %1785 ], [ %1835, %1829 ]
  %1816 = phi <16 x float> [ %1790, %1785 ], [ %1836, %1829 ]
  %1817 = phi <16 x float> [ %1789, %1785 ], [ %1837, %1829 ]
  br i1 %55, label %1883, label %1818

1818:                                             ; preds = %1809
  %1819 = getelementptr inbounds nuw float, ptr %29, i64 %1764
  %1820 = load <16 x float>, ptr %1819, align 4
  %1821 = fadd <16 x float> %1820, %1817
  %1822 = fadd <16 x float> %1820, %1816
  %1823 = fadd <16 x float> %1820, %1815
  %1824 = fadd <16 x float> %1820, %1814
  %1825 = fadd <16 x float> %1820, %1813
  %1826 = fadd <16 x float> %1820, %1812
  %1827 = fadd <16 x float> %1820, %1811
  %1828 = fadd <16 x float> %1820, %1810
  br label %1883

1829:                                             ; preds = %1840, %1795
  %1830 = phi <16 x float> [ %1796, %1795 ], [ %1880, %1840 ]
  %1831 = phi <16 x float> [ %1797, %1795 ], [ %1877, %1840 ]
  %1832 = phi <16 x float> [ %1798, %1795 ], [ %1874, %1840 ]
  %1833 = phi <16 x float> [ %1799, %1795 ], [ %1871, %1840 ]
  %1834 = phi <16 x float> [ %1800, %1795 ], [ %1868, %1840 ]
  %1835 = phi <16 x float> [ %1801, %1795 ], [ %1865, %1840 ]
  %1836 = phi <16 x float> [ %1802, %1795 ], [ %1862, %1840 ]
  %1837 = phi <16 x float> [ %1803, %1795 ], [ %1859, %1840 ]
  %1838 = add nuw nsw i64 %1804, 1
  %1839 = icmp eq i64 %1838, %7
  br i1 %1839, label %1809, label %1795

1840:                                             ; preds = %1805, %1840
  %1841 = phi <16 x float> [ %1796, %1805 ], [ %1880, %1840 ]
  %1842 = phi <16 x float> [ %1797, %1805 ], [ %1877, %1840 ]
  %1843 = phi <16 x float> [ %1798, %1805 ], [ %1874, %1840 ]
  %1844 = phi <16 x float> [ %1799, %1805 ], [ %1871, %1840 ]
  %1845 = phi <16 x float> [ %1800, %1805 ], [ %1868, %1840 ]
  %1846 = phi <16 x float> [ %1801, %1805 ], [ %1865, %1840 ]
  %1847 = phi <16 x float> [ %1802, %1805 ], [ %1862, %1840 ]
  %1848 = phi <16 x float> [ %1803, %1805 ], [ %1859, %1840 ]
  %1849 = phi i64 [ 0, %1805 ], [ %1881, %1840 ]
  %1850 = add nuw nsw i64 %1849, %1807
  %1851 = mul nsw i64 %1850, %5
  %1852 = getelementptr float, ptr %1767, i64 %1851
  %1853 = load <16 x float>, ptr %1852, align 4
  %1854 = mul nsw i64 %1849, %14
  %1855 = add nsw i64 %1733, %1854
  %1856 = mul nsw i64 %1855, %22
  %1857 = getelementptr float, ptr %1808, i64 %1856
  %1858 = load <16 x float>, ptr %1857, align 4
  %1859 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1858, <16 x float> %1853, <16 x float> %1848)
  %1860 = getelementptr inbounds float, ptr %1857, i64 %73
  %1861 = load <16 x float>, ptr %1860, align 4
  %1862 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1861, <16 x float> %1853, <16 x float> %1847)
  %1863 = getelementptr inbounds i8, ptr %1857, i64 %76
  %1864 = load <16 x float>, ptr %1863, align 4
  %1865 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1864, <16 x float> %1853, <16 x float> %1846)
  %1866 = getelementptr inbounds i8, ptr %1857, i64 %77
  %1867 = load <16 x float>, ptr %1866, align 4
  %1868 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1867, <16 x float> %1853, <16 x float> %1845)
  %1869 = getelementptr inbounds i8, ptr %1857, i64 %78
  %1870 = load <16 x float>, ptr %1869, align 4
  %1871 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1870, <16 x float> %1853, <16 x float> %1844)
  %1872 = getelementptr inbounds i8, ptr %1857, i64 %79
  %1873 = load <16 x float>, ptr %1872, align 4
  %1874 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1873, <16 x float> %1853, <16 x float> %1843)
  %1875 = getelementptr inbounds i8, ptr %1857, i64 %80
  %1876 = load <16 x float>, ptr %1875, align 4
  %1877 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1876, <16 x float> %1853, <16 x float> %1842)
  %1878 = getelementptr inbounds i8, ptr %1857, i64 %81
  %1879 = load <16 x float>, ptr %1878, align 4
  %1880 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1879, <16 x float> %1853, <16 x float> %1841)
  %1881 = add nuw nsw i64 %1849, 1
  %1882 = icmp eq i64 %1881, %8
  br i1 %1882, label %1829, label %1840

1883:                                             ; preds = %1818, %1809
  %1884 = phi <16 x float> [ %1810, %1809 ], [ %1828, %1818 ]
  %1885 = phi <16 x float> [ %1811, %1809 ], [ %1827, %1818 ]
  %1886 = phi <16 x float> [ %1812, %1809 ], [ %1826, %1818 ]
  %1887 = phi <16 x float> [ %1813, %1809 ], [ %1825, %1818 ]
  %1888 = phi <16 x float> [ %1814, %1809 ], [ %1824, %1818 ]
  %1889 = phi <16 x float> [ %1815, %1809 ], [ %1823, %1818 ]
  %1890 = phi <16 x float> [ %1816, %1809 ], [ %1822, %1818 ]
  %1891 = phi <16 x float> [ %1817, %1809 ], [ %1821, %1818 ]
  %1892 = getelementptr float, ptr %1765, i64 %1734
  store <16 x float> %1891, ptr %1892, align 4
  %1893 = getelementptr float, ptr %1765, i64 %1750
  store <16 x float> %1890, ptr %1893, align 4
  %1894 = getelementptr float, ptr %1765, i64 %1752
  store <16 x float> %1889, ptr %1894, align 4
  %1895 = getelementptr float, ptr %1765, i64 %1754
  store <16 x float> %1888, ptr %1895, align 4
  %1896 = getelementptr float, ptr %1765, i64 %1756
  store <16 x float> %1887, ptr %1896, align 4
  %1897 = getelementptr float, ptr %1765, i64 %1758
  store <16 x float> %1886, ptr %1897, align 4
  %1898 = getelementptr float, ptr %1765, i64 %1760
  store <16 x float> %1885, ptr %1898, align 4
  %1899 = getelementptr float, ptr %1765, i64 %1762
  store <16 x float> %1884, ptr %1899, align 4
  %1900 = add nuw nsw i64 %1764, 16
  %1901 = icmp slt i64 %1900, %61
  br i1 %1901, label %1763, label %1722

1902:                                             ; preds = %1910, %1725
  br i1 %66, label %1987, label %2072

1903:                                             ; preds = %1725, %1910
  %1904 = phi i64 [ %1911, %1910 ], [ %1726, %1725 ]
  br i1 %63, label %1905, label %1910

1905:                                             ; preds = %1903
  %1906 = mul nsw i64 %1904, %25
  %1907 = getelementptr inbounds float, ptr %451, i64 %1906
  %1908 = mul nsw i64 %1904, %12
  %1909 = sub i64 %1908, %18
  br label %1913

1910:                                             ; preds = %1982, %1903
  %1911 = add nsw i64 %1904, 1
  %1912 = icmp eq i64 %1911, %47
  br i1 %1912, label %1902, label %1903

1913:                                             ; preds = %1905, %1982
  %1914 = phi i64 [ 0, %1905 ], [ %1985, %1982 ]
  br i1 %55, label %1915, label %1918

1915:                                             ; preds = %1913
  %1916 = getelementptr inbounds nuw float, ptr %1907, i64 %1914
  %1917 = load <16 x float>, ptr %1916, align 4
  br label %1918

1918:                                             ; preds = %1915, %1913
  %1919 = phi <16 x float> [ %1917, %1915 ], [ zeroinitializer, %1913 ]
  %1920 = getelementptr float, ptr %806, i64 %1914
  br i1 %56, label %1921, label %1930

1921:                                             ; preds = %1918
  %1922 = getelementptr float, ptr %30, i64 %1914
  br label %1923

1923:                                             ; preds = %1921, %1946
  %1924 = phi i64 [ 0, %1921 ], [ %1948, %1946 ]
  %1925 = phi <16 x float> [ %1919, %1921 ], [ %1947, %1946 ]
  br i1 %57, label %1926, label %1946

1926:                                             ; preds = %1923
  %1927 = mul i64 %72, %1924
  %1928 = getelementptr float, ptr %1920, i64 %1927
  %1929 = mul nuw nsw i64 %1924, %8
  br i1 %279, label %1933, label %1950

1930:                                             ; preds = %1946, %1918
  %1931 = phi <16 x float> [ %1919, %1918 ], [ %1947, %1946 ]
  br i1 %55, label %1982, label %1978

1932:                                             ; preds = %1950
  br i1 %281, label %1946, label %1933

1933:                                             ; preds = %1932, %1926
  %1934 = phi i64 [ 0, %1926 ], [ %1975, %1932 ]
  %1935 = phi <16 x float> [ %1925, %1926 ], [ %1974, %1932 ]
  tail call void @llvm.assume(i1 %282)
  %1936 = mul nsw i64 %1934, %14
  %1937 = add nsw i64 %1909, %1936
  %1938 = mul nsw i64 %1937, %22
  %1939 = getelementptr float, ptr %1928, i64 %1938
  %1940 = load <16 x float>, ptr %1939, align 4
  %1941 = add nuw nsw i64 %1934, %1929
  %1942 = mul nsw i64 %1941, %5
  %1943 = getelementptr float, ptr %1922, i64 %1942
  %1944 = load <16 x float>, ptr %1943, align 4
  %1945 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1940, <16 x float> %1944, <16 x float> %1935)
  br label %1946

1946:                                             ; preds = %1933, %1932, %1923
  %1947 = phi <16 x float> [ %1925, %1923 ], [ %1974, %1932 ], [ %1945, %1933 ]
  %1948 = add nuw nsw i64 %1924, 1
  %1949 = icmp eq i64 %1948, %7
  br i1 %1949, label %1930, label %1923

1950:                                             ; preds = %1926, %1950
  %1951 = phi i64 [ %1975, %1950 ], [ 0, %1926 ]
  %1952 = phi <16 x float> [ %1974, %1950 ], [ %1925, %1926 ]
  %1953 = phi i64 [ %1976, %1950 ], [ 0, %1926 ]
  %1954 = mul nsw i64 %1951, %14
  %1955 = add nsw i64 %1909, %1954
  %1956 = mul nsw i64 %1955, %22
  %1957 = getelementptr float, ptr %1928, i64 %1956
  %1958 = load <16 x float>, ptr %1957, align 4
  %1959 = add nuw nsw i64 %1951, %1929
  %1960 = mul nsw i64 %1959, %5
  %1961 = getelementptr float, ptr %1922, i64 %1960
  %1962 = load <16 x float>, ptr %1961, align 4
  %1963 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1958, <16 x float> %1962, <16 x float> %1952)
  %1964 = or disjoint i64 %1951, 1
  %1965 = mul nsw i64 %1964, %14
  %1966 = add nsw i64 %1909, %1965
  %1967 = mul nsw i64 %1966, %22
  %1968 = getelementptr float, ptr %1928, i64 %1967
  %1969 = load <16 x float>, ptr %1968, align 4
  %1970 = add nuw nsw i64 %1964, %1929
  %1971 = mul nsw i64 %1970, %5
  %1972 = getelementptr float, ptr %1922, i64 %1971
  %1973 = load <16 x float>, ptr %1972, align 4
  %1974 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1969, <16 x float> %1973, <16 x float> %1963)
  %1975 = add nuw nsw i64 %1951, 2
  %1976 = add i64 %1953, 2
  %1977 = icmp eq i64 %1976, %280
  br i1 %1977, label %1932, label %1950

1978:                                             ; preds = %1930
  %1979 = getelementptr inbounds nuw float, ptr %29, i64 %1914
  %1980 = load <16 x float>, ptr %1979, align 4
  %1981 = fadd <16 x float> %1931, %1980
  br label %1982

1982:                                             ; preds = %1930, %1978
  %1983 = phi <16 x float> [ %1981, %1978 ], [ %1931, %1930 ]
  %1984 = getelementptr inbounds nuw float, ptr %1907, i64 %1914
  store <16 x float> %1983, ptr %1984, align 4
  %1985 = add nuw nsw i64 %1914, 16
  %1986 = icmp slt i64 %1985, %61
  br i1 %1986, label %1913, label %1910

1987:                                             ; preds = %1902, %2069
  %1988 = phi i64 [ %2070, %2069 ], [ %61, %1902 ]
  %1989 = getelementptr float, ptr %451, i64 %1988
  br i1 %74, label %1990, label %2069

1990:                                             ; preds = %1987
  %1991 = getelementptr float, ptr %806, i64 %1988
  %1992 = getelementptr float, ptr %30, i64 %1988
  %1993 = getelementptr inbounds float, ptr %29, i64 %1988
  br label %1994

1994:                                             ; preds = %1990, %2063
  %1995 = phi i64 [ %48, %1990 ], [ %2067, %2063 ]
  br i1 %55, label %1996, label %2000

1996:                                             ; preds = %1994
  %1997 = mul nsw i64 %1995, %25
  %1998 = getelementptr float, ptr %1989, i64 %1997
  %1999 = load float, ptr %1998, align 4
  br label %2000

2000:                                             ; preds = %1996, %1994
  %2001 = phi float [ %1999, %1996 ], [ 0.000000e+00, %1994 ]
  br i1 %56, label %2002, label %2012

2002:                                             ; preds = %2000
  %2003 = mul nsw i64 %1995, %12
  %2004 = sub i64 %2003, %18
  br label %2005

2005:                                             ; preds = %2002, %2028
  %2006 = phi i64 [ 0, %2002 ], [ %2030, %2028 ]
  %2007 = phi float [ %2001, %2002 ], [ %2029, %2028 ]
  br i1 %57, label %2008, label %2028

2008:                                             ; preds = %2005
  %2009 = mul i64 %72, %2006
  %2010 = getelementptr float, ptr %1991, i64 %2009
  %2011 = mul nuw nsw i64 %2006, %8
  br i1 %284, label %2015, label %2032

2012:                                             ; preds = %2028, %2000
  %2013 = phi float [ %2001, %2000 ], [ %2029, %2028 ]
  br i1 %55, label %2063, label %2060

2014:                                             ; preds = %2032
  br i1 %286, label %2028, label %2015

2015:                                             ; preds = %2014, %2008
  %2016 = phi i64 [ 0, %2008 ], [ %2057, %2014 ]
  %2017 = phi float [ %2007, %2008 ], [ %2056, %2014 ]
  tail call void @llvm.assume(i1 %287)
  %2018 = mul nsw i64 %2016, %14
  %2019 = add nsw i64 %2004, %2018
  %2020 = mul nsw i64 %2019, %22
  %2021 = getelementptr float, ptr %2010, i64 %2020
  %2022 = load float, ptr %2021, align 4
  %2023 = add nuw nsw i64 %2016, %2011
  %2024 = mul nsw i64 %2023, %5
  %2025 = getelementptr float, ptr %1992, i64 %2024
  %2026 = load float, ptr %2025, align 4
  %2027 = tail call float @llvm.fma.f32(float %2022, float %2026, float %2017)
  br label %2028

2028:                                             ; preds = %2015, %2014, %2005
  %2029 = phi float [ %2007, %2005 ], [ %2056, %2014 ], [ %2027, %2015 ]
  %2030 = add nuw nsw i64 %2006, 1
  %2031 = icmp eq i64 %2030, %7
  br i1 %2031, label %2012, label %2005

2032:                                             ; preds = %2008, %2032
  %2033 = phi i64 [ %2057, %2032 ], [ 0, %2008 ]
  %2034 = phi float [ %2056, %2032 ], [ %2007, %2008 ]
  %2035 = phi i64 [ %2058, %2032 ], [ 0, %2008 ]
  %2036 = mul nsw i64 %2033, %14
  %2037 = add nsw i64 %2004, %2036
  %2038 = mul nsw i64 %2037, %22
  %2039 = getelementptr float, ptr %2010, i64 %2038
  %2040 = load float, ptr %2039, align 4
  %2041 = add nuw nsw i64 %2033, %2011
  %2042 = mul nsw i64 %2041, %5
  %2043 = getelementptr float, ptr %1992, i64 %2042
  %2044 = load float, ptr %2043, align 4
  %2045 = tail call float @llvm.fma.f32(float %2040, float %2044, float %2034)
  %2046 = or disjoint i64 %2033, 1
  %2047 = mul nsw i64 %2046, %14
  %2048 = add nsw i64 %2004, %2047
  %2049 = mul nsw i64 %2048, %22
  %2050 = getelementptr float, ptr %2010, i64 %2049
  %2051 = load float, ptr %2050, align 4
  %2052 = add nuw nsw i64 %2046, %2011
  %2053 = mul nsw i64 %2052, %5
  %2054 = getelementptr float, ptr %1992, i64 %2053
  %2055 = load float, ptr %2054, align 4
  %2056 = tail call float @llvm.fma.f32(float %2051, float %2055, float %2045)
  %2057 = add nuw nsw i64 %2033, 2
  %2058 = add i64 %2035, 2
  %2059 = icmp eq i64 %2058, %285
  br i1 %2059, label %2014, label %2032

2060:                                             ; preds = %2012
  %2061 = load float, ptr %1993, align 4
  %2062 = fadd float %2013, %2061
  br label %2063

2063:                                             ; preds = %2060, %2012
  %2064 = phi float [ %2062, %2060 ], [ %2013, %2012 ]
  %2065 = mul nsw i64 %1995, %25
  %2066 = getelementptr float, ptr %1989, i64 %2065
  store float %2064, ptr %2066, align 4
  %2067 = add nsw i64 %1995, 1
  %2068 = icmp eq i64 %2067, %47
  br i1 %2068, label %2069, label %1994

2069:                                             ; preds = %2063, %1987
  %2070 = add nsw i64 %1988, 1
  %2071 = icmp slt i64 %2070, %5
  br i1 %2071, label %1987, label %2072

2072:                                             ; preds = %2069, %1718, %1902, %1151
  br i1 %75, label %2073, label %2205

2073:                                             ; preds = %2072, %2143
  %2074 = phi i64 [ %2144, %2143 ], [ %47, %2072 ]
  %2075 = mul nsw i64 %2074, %12
  %2076 = sub nsw i64 %2075, %18
  br i1 %63, label %2077, label %2080

2077:                                             ; preds = %2073
  %2078 = mul nsw i64 %2074, %25
  %2079 = getelementptr inbounds float, ptr %451, i64 %2078
  br label %2084

2080:                                             ; preds = %2138, %2073
  br i1 %66, label %2081, label %2143

2081:                                             ; preds = %2080
  %2082 = mul nsw i64 %2074, %25
  %2083 = getelementptr float, ptr %451, i64 %2082
  br label %2146

2084:                                             ; preds = %2077, %2138
  %2085 = phi i64 [ 0, %2077 ], [ %2141, %2138 ]
  br i1 %55, label %2086, label %2089

2086:                                             ; preds = %2084
  %2087 = getelementptr inbounds nuw float, ptr %2079, i64 %2085
  %2088 = load <16 x float>, ptr %2087, align 4
  br label %2089

2089:                                             ; preds = %2086, %2084
  %2090 = phi <16 x float> [ %2088, %2086 ], [ zeroinitializer, %2084 ]
  %2091 = getelementptr float, ptr %445, i64 %2085
  br i1 %56, label %2092, label %2094

2092:                                             ; preds = %2089
  %2093 = getelementptr float, ptr %30, i64 %2085
  br label %2096

2094:                                             ; preds = %2107, %2089
  %2095 = phi <16 x float> [ %2090, %2089 ], [ %2108, %2107 ]
  br i1 %55, label %2138, label %2134

2096:                                             ; preds = %2092, %2107
  %2097 = phi <16 x float> [ %2090, %2092 ], [ %2108, %2107 ]
  %2098 = phi i64 [ 0, %2092 ], [ %2109, %2107 ]
  br i1 %57, label %2099, label %2107

2099:                                             ; preds = %2096
  %2100 = mul nsw i64 %2098, %13
  %2101 = add nsw i64 %2100, %447
  %2102 = icmp sgt i64 %2101, -1
  %2103 = icmp slt i64 %2101, %15
  %2104 = mul nsw i64 %2101, %21
  %2105 = getelementptr float, ptr %2091, i64 %2104
  %2106 = mul nuw nsw i64 %2098, %8
  br label %2111

2107:                                             ; preds = %2125, %2096
  %2108 = phi <16 x float> [ %2097, %2096 ], [ %2131, %2125 ]
  %2109 = add nuw nsw i64 %2098, 1
  %2110 = icmp eq i64 %2109, %7
  br i1 %2110, label %2094, label %2096

2111:                                             ; preds = %2099, %2125
  %2112 = phi <16 x float> [ %2097, %2099 ], [ %2131, %2125 ]
  %2113 = phi i64 [ 0, %2099 ], [ %2132, %2125 ]
  %2114 = mul nsw i64 %2113, %14
  %2115 = add nsw i64 %2114, %2076
  br i1 %2102, label %2116, label %2125

2116:                                             ; preds = %2111
  %2117 = icmp sgt i64 %2115, -1
  %2118 = icmp slt i64 %2115, %16
  %2119 = and i1 %2117, %2118
  %2120 = select i1 %2103, i1 %2119, i1 false
  br i1 %2120, label %2121, label %2125

2121:                                             ; preds = %2116
  %2122 = mul nsw i64 %2115, %22
  %2123 = getelementptr float, ptr %2105, i64 %2122
  %2124 = load <16 x float>, ptr %2123, align 4
  br label %2125

2125:                                             ; preds = %2121, %2116, %2111
  %2126 = phi <16 x float> [ %2124, %2121 ], [ %65, %2116 ], [ %65, %2111 ]
  %2127 = add nuw nsw i64 %2113, %2106
  %2128 = mul nsw i64 %2127, %5
  %2129 = getelementptr float, ptr %2093, i64 %2128
  %2130 = load <16 x float>, ptr %2129, align 4
  %2131 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2126, <16 x float> %2130, <16 x float> %2112)
  %2132 = add nuw nsw i64 %2113, 1
  %2133 = icmp eq i64 %2132, %8
  br i1 %2133, label %2107, label %2111

2134:                                             ; preds = %2094
  %2135 = getelementptr inbounds nuw float, ptr %29, i64 %2085
  %2136 = load <16 x float>, ptr %2135, align 4
  %2137 = fadd <16 x float> %2095, %2136
  br label %2138

2138:                                             ; preds = %2094, %2134
  %2139 = phi <16 x float> [ %2137, %2134 ], [ %2095, %2094 ]
  %2140 = getelementptr inbounds nuw float, ptr %2079, i64 %2085
  store <16 x float> %2139, ptr %2140, align 4
  %2141 = add nuw nsw i64 %2085, 16
  %2142 = icmp slt i64 %2141, %61
  br i1 %2142, label %2084, label %2080

2143:                                             ; preds = %2200, %2080
  %2144 = add nsw i64 %2074, 1
  %2145 = icmp eq i64 %2144, %10
  br i1 %2145, label %2205, label %2073

2146:                                             ; preds = %2081, %2200
  %2147 = phi i64 [ %61, %2081 ], [ %2203, %2200 ]
  br i1 %55, label %2148, label %2151

2148:                                             ; preds = %2146
  %2149 = getelementptr float, ptr %2083, i64 %2147
  %2150 = load float, ptr %2149, align 4
  br label %2151

2151:                                             ; preds = %2148, %2146
  %2152 = phi float [ %2150, %2148 ], [ 0.000000e+00, %2146 ]
  %2153 = getelementptr float, ptr %445, i64 %2147
  br i1 %56, label %2154, label %2156

2154:                                             ; preds = %2151
  %2155 = getelementptr float, ptr %30, i64 %2147
  br label %2158

2156:                                             ; preds = %2169, %2151
  %2157 = phi float [ %2152, %2151 ], [ %2170, %2169 ]
  br i1 %55, label %2200, label %2196

2158:                                             ; preds = %2154, %2169
  %2159 = phi float [ %2152, %2154 ], [ %2170, %2169 ]
  %2160 = phi i64 [ 0, %2154 ], [ %2171, %2169 ]
  br i1 %57, label %2161, label %2169

2161:                                             ; preds = %2158
  %2162 = mul nsw i64 %2160, %13
  %2163 = add nsw i64 %2162, %447
  %2164 = icmp sgt i64 %2163, -1
  %2165 = icmp slt i64 %2163, %15
  %2166 = mul nsw i64 %2163, %21
  %2167 = getelementptr float, ptr %2153, i64 %2166
  %2168 = mul nuw nsw i64 %2160, %8
  br label %2173

2169:                                             ; preds = %2187, %2158
  %2170 = phi float [ %2159, %2158 ], [ %2193, %2187 ]
  %2171 = add nuw nsw i64 %2160, 1
  %2172 = icmp eq i64 %2171, %7
  br i1 %2172, label %2156, label %2158

2173:                                             ; preds = %2161, %2187
  %2174 = phi float [ %2159, %2161 ], [ %2193, %2187 ]
  %2175 = phi i64 [ 0, %2161 ], [ %2194, %2187 ]
  %2176 = mul nsw i64 %2175, %14
  %2177 = add nsw i64 %2176, %2076
  br i1 %2164, label %2178, label %2187

2178:                                             ; preds = %2173
  %2179 = icmp sgt i64 %2177, -1
  %2180 = icmp slt i64 %2177, %16
  %2181 = and i1 %2179, %2180
  %2182 = select i1 %2165, i1 %2181, i1 false
  br i1 %2182, label %2183, label %2187

2183:                                             ; preds = %2178
  %2184 = mul nsw i64 %2177, %22
  %2185 = getelementptr float, ptr %2167, i64 %2184
  %2186 = load float, ptr %2185, align 4
  br label %2187

2187:                                             ; preds = %2183, %2178, %2173
  %2188 = phi float [ %2186, %2183 ], [ %33, %2178 ], [ %33, %2173 ]
  %2189 = add nuw nsw i64 %2175, %2168
  %2190 = mul nsw i64 %2189, %5
  %2191 = getelementptr float, ptr %2155, i64 %2190
  %2192 = load float, ptr %2191, align 4
  %2193 = tail call float @llvm.fma.f32(float %2188, float %2192, float %2174)
  %2194 = add nuw nsw i64 %2175, 1
  %2195 = icmp eq i64 %2194, %8
  br i1 %2195, label %2169, label %2173

2196:                                             ; preds = %2156
  %2197 = getelementptr inbounds float, ptr %29, i64 %2147
  %2198 = load float, ptr %2197, align 4
  %2199 = fadd float %2157, %2198
  br label %2200

2200:                                             ; preds = %2156, %2196
  %2201 = phi float [ %2199, %2196 ], [ %2157, %2156 ]
  %2202 = getelementptr float, ptr %2083, i64 %2147
  store float %2201, ptr %2202, align 4
  %2203 = add nsw i64 %2147, 1
  %2204 = icmp slt i64 %2203, %5
  br i1 %2204, label %2146, label %2143

2205:                                             ; preds = %467, %609, %2143, %2072, %538, %452
  %2206 = add nsw i64 %441, 1
  %2207 = icmp eq i64 %2206, %4
  br i1 %2207, label %439, label %440
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fma.v16f32(<16 x float>, <16 x float>, <16 x float>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr captures(none), <16 x i1>, <16 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr captures(none), <8 x i1>, <8 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr>, <8 x i1>, <8 x float>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
