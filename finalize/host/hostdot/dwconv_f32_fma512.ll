; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_dwconv_f32_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25) local_unnamed_addr {
  %27 = inttoptr i64 %0 to ptr
  %28 = inttoptr i64 %1 to ptr
  %29 = inttoptr i64 %2 to ptr
  %30 = trunc i64 %19 to i32
  %31 = bitcast i32 %30 to float
  %32 = add i64 %18, -1
  %33 = add i64 %32, %12
  %34 = sdiv i64 %33, %12
  %35 = sub i64 1, %8
  %36 = mul i64 %35, %14
  %37 = add i64 %32, %36
  %38 = add i64 %37, %16
  %39 = icmp slt i64 %38, 0
  br i1 %39, label %43, label %40

40:                                               ; preds = %26
  %41 = sdiv i64 %38, %12
  %42 = add nsw i64 %41, 1
  br label %43

43:                                               ; preds = %26, %40
  %44 = phi i64 [ %42, %40 ], [ 0, %26 ]
  %45 = tail call i64 @llvm.smin.i64(i64 %44, i64 %10)
  %46 = tail call i64 @llvm.smin.i64(i64 %34, i64 %45)
  %47 = icmp slt i64 %3, %4
  br i1 %47, label %48, label %426

48:                                               ; preds = %43
  %49 = icmp eq i64 %6, 1
  %50 = icmp sgt i64 %10, 0
  %51 = icmp sgt i64 %5, 0
  %52 = icmp sgt i64 %6, 0
  %53 = icmp sgt i64 %7, 0
  %54 = icmp sgt i64 %8, 0
  %55 = add nsw i64 %7, -1
  %56 = mul nsw i64 %13, %55
  %57 = srem i64 %5, 16
  %58 = sub nsw i64 %5, %57
  %59 = icmp sgt i64 %46, 0
  %60 = icmp sgt i64 %58, 0
  %61 = insertelement <16 x float> poison, float %31, i64 0
  %62 = shufflevector <16 x float> %61, <16 x float> poison, <16 x i32> zeroinitializer
  %63 = icmp sgt i64 %57, 0
  %64 = icmp eq i64 %7, 3
  %65 = icmp eq i64 %8, 3
  %66 = and i1 %64, %65
  %67 = add nsw i64 %46, 8
  %68 = icmp sgt i64 %67, %45
  %69 = mul i64 %21, %13
  %70 = mul i64 %22, %12
  %71 = icmp slt i64 %34, %45
  %72 = icmp slt i64 %44, %10
  %73 = shl i64 %70, 3
  %74 = mul i64 %70, 12
  %75 = shl i64 %70, 4
  %76 = mul i64 %70, 20
  %77 = mul i64 %70, 24
  %78 = mul i64 %70, 28
  %79 = shl i64 %70, 1
  %80 = mul i64 %70, 3
  %81 = shl i64 %70, 2
  %82 = mul i64 %70, 5
  %83 = mul i64 %70, 6
  %84 = mul i64 %70, 7
  %85 = shl nsw i64 %14, 1
  %86 = shl nsw i64 %14, 1
  %87 = shl i64 %5, 3
  %88 = mul i64 %5, 12
  %89 = shl i64 %5, 4
  %90 = mul i64 %5, 20
  %91 = shl i64 %69, 3
  %92 = mul i64 %5, 24
  %93 = mul i64 %5, 28
  %94 = shl i64 %5, 5
  %95 = shl i64 %69, 3
  %96 = shl i64 %14, 1
  %97 = shl i64 %5, 3
  %98 = mul i64 %5, 12
  %99 = shl i64 %5, 4
  %100 = mul i64 %5, 20
  %101 = mul i64 %5, 24
  %102 = mul i64 %5, 28
  %103 = shl i64 %5, 5
  %104 = xor i64 %46, -1
  %105 = add i64 %45, %104
  %106 = mul i64 %22, %12
  %107 = shl i64 %106, 2
  %108 = mul i64 %106, -4
  %109 = mul i64 %12, %46
  %110 = sub i64 %109, %18
  %111 = mul i64 %22, %110
  %112 = shl i64 %111, 2
  %113 = shl i64 %5, 2
  %114 = add i64 %112, %113
  %115 = shl nsw i64 %57, 2
  %116 = sub i64 %114, %115
  %117 = shl i64 %20, 2
  %118 = shl i64 %21, 2
  %119 = add i64 %14, %109
  %120 = sub i64 %119, %18
  %121 = mul i64 %22, %120
  %122 = shl i64 %121, 2
  %123 = add i64 %122, %113
  %124 = sub i64 %123, %115
  %125 = add i64 %109, %96
  %126 = sub i64 %125, %18
  %127 = mul i64 %22, %126
  %128 = shl i64 %127, 2
  %129 = add i64 %128, %113
  %130 = sub i64 %129, %115
  %131 = add i64 %112, %113
  %132 = sub i64 %131, %115
  %133 = shl i64 %17, 2
  %134 = sub i64 %13, %17
  %135 = shl i64 %134, 2
  %136 = shl i64 %11, 2
  %137 = add i64 %122, %113
  %138 = sub i64 %137, %115
  %139 = add i64 %128, %113
  %140 = sub i64 %139, %115
  %141 = add i64 %112, %113
  %142 = sub i64 %141, %115
  %143 = shl i64 %13, 3
  %144 = sub i64 %143, %133
  %145 = add i64 %122, %113
  %146 = sub i64 %145, %115
  %147 = add i64 %128, %113
  %148 = sub i64 %147, %115
  %149 = shl i64 %5, 2
  %150 = add i64 %5, %46
  %151 = shl nsw i64 %57, 2
  %152 = sub i64 %150, %57
  %153 = shl i64 %152, 2
  %154 = getelementptr i8, ptr %29, i64 %153
  %155 = shl i64 %24, 2
  %156 = shl i64 %23, 2
  %157 = getelementptr i8, ptr %29, i64 -4
  %158 = add i64 %5, 1
  %159 = sub i64 %158, %57
  %160 = tail call i64 @llvm.smax.i64(i64 %5, i64 %159)
  %161 = add i64 %45, %160
  %162 = mul i64 %5, 36
  %163 = sub i64 %162, %151
  %164 = getelementptr i8, ptr %28, i64 %163
  %165 = shl i64 %160, 2
  %166 = getelementptr i8, ptr %28, i64 %103
  %167 = getelementptr i8, ptr %166, i64 %165
  %168 = sub i64 %103, %151
  %169 = getelementptr i8, ptr %28, i64 %168
  %170 = getelementptr i8, ptr %28, i64 %102
  %171 = getelementptr i8, ptr %170, i64 %165
  %172 = sub i64 %102, %151
  %173 = getelementptr i8, ptr %28, i64 %172
  %174 = getelementptr i8, ptr %28, i64 %101
  %175 = getelementptr i8, ptr %174, i64 %165
  %176 = sub i64 %101, %151
  %177 = getelementptr i8, ptr %28, i64 %176
  %178 = getelementptr i8, ptr %28, i64 %100
  %179 = getelementptr i8, ptr %178, i64 %165
  %180 = sub i64 %100, %151
  %181 = getelementptr i8, ptr %28, i64 %180
  %182 = getelementptr i8, ptr %28, i64 %99
  %183 = getelementptr i8, ptr %182, i64 %165
  %184 = sub i64 %99, %151
  %185 = getelementptr i8, ptr %28, i64 %184
  %186 = getelementptr i8, ptr %28, i64 %98
  %187 = getelementptr i8, ptr %186, i64 %165
  %188 = sub i64 %98, %151
  %189 = getelementptr i8, ptr %28, i64 %188
  %190 = getelementptr i8, ptr %28, i64 %97
  %191 = getelementptr i8, ptr %190, i64 %165
  %192 = sub i64 %97, %151
  %193 = getelementptr i8, ptr %28, i64 %192
  %194 = add i64 %5, %160
  %195 = shl i64 %194, 2
  %196 = getelementptr i8, ptr %28, i64 %195
  %197 = sub i64 %149, %151
  %198 = getelementptr i8, ptr %28, i64 %197
  %199 = getelementptr i8, ptr %28, i64 %165
  %200 = mul i64 %12, %46
  %201 = add i64 %200, %96
  %202 = sub i64 %201, %18
  %203 = mul i64 %22, %202
  %204 = shl i64 %203, 2
  %205 = add i64 %204, %149
  %206 = sub i64 %205, %151
  %207 = shl i64 %20, 2
  %208 = shl i64 %13, 3
  %209 = shl i64 %17, 2
  %210 = sub i64 %208, %209
  %211 = shl i64 %11, 2
  %212 = xor i64 %46, -1
  %213 = add i64 %45, %212
  %214 = mul i64 %12, %213
  %215 = add i64 %214, %202
  %216 = shl i64 %215, 2
  %217 = mul i64 %22, %216
  %218 = add i64 %217, %149
  %219 = sub i64 %218, %151
  %220 = add i64 %14, %200
  %221 = sub i64 %220, %18
  %222 = mul i64 %22, %221
  %223 = shl i64 %222, 2
  %224 = add i64 %223, %149
  %225 = sub i64 %224, %151
  %226 = add i64 %214, %221
  %227 = shl i64 %226, 2
  %228 = mul i64 %22, %227
  %229 = add i64 %228, %149
  %230 = sub i64 %229, %151
  %231 = sub i64 %200, %18
  %232 = mul i64 %22, %231
  %233 = shl i64 %232, 2
  %234 = add i64 %233, %149
  %235 = sub i64 %234, %151
  %236 = shl i64 %45, 2
  %237 = add i64 %236, -4
  %238 = mul i64 %12, %237
  %239 = shl i64 %18, 2
  %240 = sub i64 %238, %239
  %241 = mul i64 %22, %240
  %242 = add i64 %241, %149
  %243 = sub i64 %242, %151
  %244 = add i64 %204, %149
  %245 = sub i64 %244, %151
  %246 = sub i64 %13, %17
  %247 = shl i64 %246, 2
  %248 = add i64 %217, %149
  %249 = sub i64 %248, %151
  %250 = add i64 %223, %149
  %251 = sub i64 %250, %151
  %252 = add i64 %228, %149
  %253 = sub i64 %252, %151
  %254 = add i64 %233, %149
  %255 = sub i64 %254, %151
  %256 = add i64 %241, %149
  %257 = sub i64 %256, %151
  %258 = add i64 %204, %149
  %259 = sub i64 %258, %151
  %260 = shl i64 %21, 2
  %261 = add i64 %217, %149
  %262 = sub i64 %261, %151
  %263 = add i64 %223, %149
  %264 = sub i64 %263, %151
  %265 = add i64 %228, %149
  %266 = sub i64 %265, %151
  %267 = add i64 %233, %149
  %268 = sub i64 %267, %151
  %269 = add i64 %241, %149
  %270 = sub i64 %269, %151
  %271 = sub i64 %45, %46
  %272 = add i64 %8, -1
  %273 = and i64 %8, 1
  %274 = icmp eq i64 %272, 0
  %275 = and i64 %8, 9223372036854775806
  %276 = icmp eq i64 %273, 0
  %277 = icmp ne i64 %273, 0
  %278 = and i64 %8, 1
  %279 = icmp eq i64 %272, 0
  %280 = and i64 %8, 9223372036854775806
  %281 = icmp eq i64 %278, 0
  %282 = icmp ne i64 %278, 0
  %283 = shl i64 %5, 3
  %284 = mul i64 %5, 12
  %285 = shl i64 %5, 4
  %286 = mul i64 %5, 20
  %287 = shl i64 %69, 3
  %288 = mul i64 %5, 24
  %289 = mul i64 %5, 28
  %290 = shl i64 %5, 5
  %291 = insertelement <16 x ptr> poison, ptr %167, i64 0
  %292 = insertelement <16 x ptr> %291, ptr %171, i64 1
  %293 = insertelement <16 x ptr> %292, ptr %175, i64 2
  %294 = insertelement <16 x ptr> %293, ptr %179, i64 3
  %295 = insertelement <16 x ptr> %294, ptr %183, i64 4
  %296 = insertelement <16 x ptr> %295, ptr %187, i64 5
  %297 = insertelement <16 x ptr> %296, ptr %191, i64 6
  %298 = insertelement <16 x ptr> %297, ptr %196, i64 7
  %299 = insertelement <16 x ptr> %298, ptr %199, i64 8
  %300 = insertelement <16 x ptr> poison, ptr %164, i64 0
  %301 = insertelement <16 x ptr> %300, ptr %169, i64 1
  %302 = insertelement <16 x ptr> %301, ptr %173, i64 2
  %303 = insertelement <16 x ptr> %302, ptr %177, i64 3
  %304 = insertelement <16 x ptr> %303, ptr %181, i64 4
  %305 = insertelement <16 x ptr> %304, ptr %185, i64 5
  %306 = insertelement <16 x ptr> %305, ptr %189, i64 6
  %307 = insertelement <16 x ptr> %306, ptr %193, i64 7
  %308 = insertelement <16 x ptr> %307, ptr %198, i64 8
  %309 = getelementptr i8, ptr %27, i64 %206
  %310 = getelementptr i8, ptr %27, i64 %219
  %311 = getelementptr i8, ptr %27, i64 %225
  %312 = getelementptr i8, ptr %27, i64 %230
  %313 = getelementptr i8, ptr %27, i64 %235
  %314 = getelementptr i8, ptr %27, i64 %243
  %315 = getelementptr i8, ptr %27, i64 %245
  %316 = getelementptr i8, ptr %27, i64 %249
  %317 = getelementptr i8, ptr %27, i64 %251
  %318 = getelementptr i8, ptr %27, i64 %253
  %319 = getelementptr i8, ptr %27, i64 %255
  %320 = getelementptr i8, ptr %27, i64 %257
  %321 = getelementptr i8, ptr %27, i64 %259
  %322 = getelementptr i8, ptr %27, i64 %262
  %323 = getelementptr i8, ptr %27, i64 %264
  %324 = getelementptr i8, ptr %27, i64 %266
  %325 = getelementptr i8, ptr %27, i64 %268
  %326 = getelementptr i8, ptr %27, i64 %270
  %327 = getelementptr i8, ptr %27, i64 %116
  %328 = getelementptr i8, ptr %27, i64 %124
  %329 = getelementptr i8, ptr %27, i64 %130
  %330 = getelementptr i8, ptr %27, i64 %132
  %331 = getelementptr i8, ptr %27, i64 %138
  %332 = getelementptr i8, ptr %27, i64 %140
  %333 = getelementptr i8, ptr %27, i64 %142
  %334 = getelementptr i8, ptr %27, i64 %146
  %335 = getelementptr i8, ptr %27, i64 %148
  %336 = icmp ult i64 %271, 8
  %337 = icmp ne i64 %25, 1
  %338 = icmp slt i64 %107, 0
  %339 = select i1 %338, i64 %108, i64 %107
  %340 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %339, i64 %105)
  %341 = extractvalue { i64, i1 } %340, 0
  %342 = extractvalue { i64, i1 } %340, 1
  %343 = sub i64 0, %341
  %344 = icmp slt i64 %107, 0
  %345 = select i1 %344, i64 %108, i64 %107
  %346 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %345, i64 %105)
  %347 = extractvalue { i64, i1 } %346, 0
  %348 = extractvalue { i64, i1 } %346, 1
  %349 = sub i64 0, %347
  %350 = icmp slt i64 %107, 0
  %351 = select i1 %350, i64 %108, i64 %107
  %352 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %351, i64 %105)
  %353 = extractvalue { i64, i1 } %352, 0
  %354 = extractvalue { i64, i1 } %352, 1
  %355 = sub i64 0, %353
  %356 = icmp slt i64 %107, 0
  %357 = select i1 %356, i64 %108, i64 %107
  %358 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %357, i64 %105)
  %359 = extractvalue { i64, i1 } %358, 0
  %360 = extractvalue { i64, i1 } %358, 1
  %361 = sub i64 0, %359
  %362 = icmp slt i64 %107, 0
  %363 = select i1 %362, i64 %108, i64 %107
  %364 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %363, i64 %105)
  %365 = extractvalue { i64, i1 } %364, 0
  %366 = extractvalue { i64, i1 } %364, 1
  %367 = sub i64 0, %365
  %368 = icmp slt i64 %107, 0
  %369 = select i1 %368, i64 %108, i64 %107
  %370 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %369, i64 %105)
  %371 = extractvalue { i64, i1 } %370, 0
  %372 = extractvalue { i64, i1 } %370, 1
  %373 = sub i64 0, %371
  %374 = icmp slt i64 %107, 0
  %375 = select i1 %374, i64 %108, i64 %107
  %376 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %375, i64 %105)
  %377 = extractvalue { i64, i1 } %376, 0
  %378 = extractvalue { i64, i1 } %376, 1
  %379 = sub i64 0, %377
  %380 = icmp slt i64 %107, 0
  %381 = select i1 %380, i64 %108, i64 %107
  %382 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %381, i64 %105)
  %383 = extractvalue { i64, i1 } %382, 0
  %384 = extractvalue { i64, i1 } %382, 1
  %385 = sub i64 0, %383
  %386 = icmp slt i64 %107, 0
  %387 = select i1 %386, i64 %108, i64 %107
  %388 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %387, i64 %105)
  %389 = extractvalue { i64, i1 } %388, 0
  %390 = extractvalue { i64, i1 } %388, 1
  %391 = sub i64 0, %389
  %392 = or i1 %342, %337
  %393 = icmp ult i64 %271, 16
  %394 = and i64 %271, 8
  %395 = and i64 %271, -16
  %396 = add i64 %46, %395
  %397 = insertelement <16 x i64> poison, i64 %12, i64 0
  %398 = shufflevector <16 x i64> %397, <16 x i64> poison, <16 x i32> zeroinitializer
  %399 = insertelement <16 x i64> poison, i64 %18, i64 0
  %400 = shufflevector <16 x i64> %399, <16 x i64> poison, <16 x i32> zeroinitializer
  %401 = insertelement <16 x i64> poison, i64 %22, i64 0
  %402 = shufflevector <16 x i64> %401, <16 x i64> poison, <16 x i32> zeroinitializer
  %403 = insertelement <16 x i64> poison, i64 %14, i64 0
  %404 = shufflevector <16 x i64> %403, <16 x i64> poison, <16 x i32> zeroinitializer
  %405 = insertelement <16 x i64> poison, i64 %96, i64 0
  %406 = shufflevector <16 x i64> %405, <16 x i64> poison, <16 x i32> zeroinitializer
  %407 = insertelement <16 x i64> poison, i64 %46, i64 0
  %408 = shufflevector <16 x i64> %407, <16 x i64> poison, <16 x i32> zeroinitializer
  %409 = add nsw <16 x i64> %408, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %410 = icmp eq i64 %271, %395
  %411 = add i64 %46, %395
  %412 = icmp eq i64 %394, 0
  %413 = and i64 %271, -8
  %414 = add i64 %46, %413
  %415 = insertelement <8 x i64> poison, i64 %12, i64 0
  %416 = shufflevector <8 x i64> %415, <8 x i64> poison, <8 x i32> zeroinitializer
  %417 = insertelement <8 x i64> poison, i64 %18, i64 0
  %418 = shufflevector <8 x i64> %417, <8 x i64> poison, <8 x i32> zeroinitializer
  %419 = insertelement <8 x i64> poison, i64 %22, i64 0
  %420 = shufflevector <8 x i64> %419, <8 x i64> poison, <8 x i32> zeroinitializer
  %421 = insertelement <8 x i64> poison, i64 %14, i64 0
  %422 = shufflevector <8 x i64> %421, <8 x i64> poison, <8 x i32> zeroinitializer
  %423 = insertelement <8 x i64> poison, i64 %96, i64 0
  %424 = shufflevector <8 x i64> %423, <8 x i64> poison, <8 x i32> zeroinitializer
  %425 = icmp eq i64 %271, %413
  br label %427

426:                                              ; preds = %1966, %43
  ret void

427:                                              ; preds = %48, %1966
  %428 = phi i64 [ %3, %48 ], [ %1967, %1966 ]
  %429 = sdiv i64 %428, %9
  %430 = srem i64 %428, %9
  %431 = mul nsw i64 %429, %20
  %432 = getelementptr inbounds float, ptr %27, i64 %431
  %433 = mul i64 %430, %11
  %434 = sub i64 %433, %17
  %435 = mul i64 %429, %23
  %436 = getelementptr inbounds float, ptr %29, i64 %435
  %437 = mul i64 %430, %24
  %438 = getelementptr inbounds float, ptr %436, i64 %437
  br i1 %49, label %509, label %439

439:                                              ; preds = %427
  br i1 %50, label %440, label %1966

440:                                              ; preds = %439, %453
  %441 = phi i64 [ %454, %453 ], [ 0, %439 ]
  br i1 %51, label %442, label %453

442:                                              ; preds = %440
  %443 = mul nsw i64 %441, %25
  %444 = getelementptr float, ptr %438, i64 %443
  %445 = mul nsw i64 %441, %12
  %446 = sub nsw i64 %445, %18
  br label %447

447:                                              ; preds = %456, %442
  %448 = phi i64 [ 0, %442 ], [ %457, %456 ]
  br i1 %52, label %449, label %456

449:                                              ; preds = %447
  %450 = mul nuw nsw i64 %448, %6
  %451 = getelementptr float, ptr %444, i64 %450
  %452 = getelementptr float, ptr %432, i64 %448
  br label %459

453:                                              ; preds = %456, %440
  %454 = add nuw nsw i64 %441, 1
  %455 = icmp eq i64 %454, %10
  br i1 %455, label %1966, label %440

456:                                              ; preds = %465, %447
  %457 = add nuw nsw i64 %448, 1
  %458 = icmp eq i64 %457, %5
  br i1 %458, label %453, label %447

459:                                              ; preds = %465, %449
  %460 = phi i64 [ 0, %449 ], [ %467, %465 ]
  %461 = getelementptr float, ptr %451, i64 %460
  %462 = load float, ptr %461, align 4
  br i1 %53, label %463, label %465

463:                                              ; preds = %459
  %464 = getelementptr float, ptr %28, i64 %460
  br label %469

465:                                              ; preds = %480, %459
  %466 = phi float [ %462, %459 ], [ %481, %480 ]
  store float %466, ptr %461, align 4
  %467 = add nuw nsw i64 %460, 1
  %468 = icmp eq i64 %467, %6
  br i1 %468, label %456, label %459

469:                                              ; preds = %480, %463
  %470 = phi i64 [ 0, %463 ], [ %482, %480 ]
  %471 = phi float [ %462, %463 ], [ %481, %480 ]
  br i1 %54, label %472, label %480

472:                                              ; preds = %469
  %473 = mul nsw i64 %470, %13
  %474 = add nsw i64 %473, %434
  %475 = icmp sgt i64 %474, -1
  %476 = icmp slt i64 %474, %15
  %477 = mul nsw i64 %474, %21
  %478 = getelementptr float, ptr %452, i64 %477
  %479 = mul nuw nsw i64 %470, %8
  br label %484

480:                                              ; preds = %498, %469
  %481 = phi float [ %471, %469 ], [ %506, %498 ]
  %482 = add nuw nsw i64 %470, 1
  %483 = icmp eq i64 %482, %7
  br i1 %483, label %465, label %469

484:                                              ; preds = %498, %472
  %485 = phi i64 [ 0, %472 ], [ %507, %498 ]
  %486 = phi float [ %471, %472 ], [ %506, %498 ]
  %487 = mul nsw i64 %485, %14
  %488 = add nsw i64 %487, %446
  br i1 %475, label %489, label %498

489:                                              ; preds = %484
  %490 = icmp sgt i64 %488, -1
  %491 = icmp slt i64 %488, %16
  %492 = and i1 %490, %491
  %493 = select i1 %476, i1 %492, i1 false
  br i1 %493, label %494, label %498

494:                                              ; preds = %489
  %495 = mul nsw i64 %488, %22
  %496 = getelementptr float, ptr %478, i64 %495
  %497 = load float, ptr %496, align 4
  br label %498

498:                                              ; preds = %494, %489, %484
  %499 = phi float [ %497, %494 ], [ %31, %489 ], [ %31, %484 ]
  %500 = add nuw nsw i64 %485, %479
  %501 = mul nuw nsw i64 %500, %5
  %502 = add nuw nsw i64 %501, %448
  %503 = mul nuw nsw i64 %502, %6
  %504 = getelementptr float, ptr %464, i64 %503
  %505 = load float, ptr %504, align 4
  %506 = tail call float @llvm.fma.f32(float %499, float %505, float %486)
  %507 = add nuw nsw i64 %485, 1
  %508 = icmp eq i64 %507, %8
  br i1 %508, label %480, label %484

509:                                              ; preds = %427
  %510 = icmp sgt i64 %434, -1
  %511 = add nsw i64 %434, %56
  %512 = icmp slt i64 %511, %15
  %513 = select i1 %510, i1 %512, i1 false
  br i1 %513, label %627, label %514

514:                                              ; preds = %509
  br i1 %50, label %515, label %1966

515:                                              ; preds = %514, %575
  %516 = phi i64 [ %576, %575 ], [ 0, %514 ]
  %517 = mul nsw i64 %516, %12
  %518 = sub nsw i64 %517, %18
  br i1 %60, label %519, label %522

519:                                              ; preds = %515
  %520 = mul nsw i64 %516, %25
  %521 = getelementptr inbounds float, ptr %438, i64 %520
  br label %526

522:                                              ; preds = %571, %515
  br i1 %63, label %523, label %575

523:                                              ; preds = %522
  %524 = mul nsw i64 %516, %25
  %525 = getelementptr float, ptr %438, i64 %524
  br label %578

526:                                              ; preds = %519, %571
  %527 = phi i64 [ 0, %519 ], [ %573, %571 ]
  %528 = getelementptr inbounds nuw float, ptr %521, i64 %527
  %529 = load <16 x float>, ptr %528, align 4
  %530 = getelementptr float, ptr %432, i64 %527
  br i1 %53, label %531, label %571

531:                                              ; preds = %526
  %532 = getelementptr float, ptr %28, i64 %527
  br label %533

533:                                              ; preds = %531, %544
  %534 = phi <16 x float> [ %529, %531 ], [ %545, %544 ]
  %535 = phi i64 [ 0, %531 ], [ %546, %544 ]
  br i1 %54, label %536, label %544

536:                                              ; preds = %533
  %537 = mul nsw i64 %535, %13
  %538 = add nsw i64 %537, %434
  %539 = icmp sgt i64 %538, -1
  %540 = icmp slt i64 %538, %15
  %541 = mul nsw i64 %538, %21
  %542 = getelementptr float, ptr %530, i64 %541
  %543 = mul nuw nsw i64 %535, %8
  br label %548

544:                                              ; preds = %562, %533
  %545 = phi <16 x float> [ %534, %533 ], [ %568, %562 ]
  %546 = add nuw nsw i64 %535, 1
  %547 = icmp eq i64 %546, %7
  br i1 %547, label %571, label %533

548:                                              ; preds = %536, %562
  %549 = phi <16 x float> [ %534, %536 ], [ %568, %562 ]
  %550 = phi i64 [ 0, %536 ], [ %569, %562 ]
  %551 = mul nsw i64 %550, %14
  %552 = add nsw i64 %551, %518
  br i1 %539, label %553, label %562

553:                                              ; preds = %548
  %554 = icmp sgt i64 %552, -1
  %555 = icmp slt i64 %552, %16
  %556 = and i1 %554, %555
  %557 = select i1 %540, i1 %556, i1 false
  br i1 %557, label %558, label %562

558:                                              ; preds = %553
  %559 = mul nsw i64 %552, %22
  %560 = getelementptr float, ptr %542, i64 %559
  %561 = load <16 x float>, ptr %560, align 4
  br label %562

562:                                              ; preds = %558, %553, %548
  %563 = phi <16 x float> [ %561, %558 ], [ %62, %553 ], [ %62, %548 ]
  %564 = add nuw nsw i64 %550, %543
  %565 = mul nsw i64 %564, %5
  %566 = getelementptr float, ptr %532, i64 %565
  %567 = load <16 x float>, ptr %566, align 4
  %568 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %563, <16 x float> %567, <16 x float> %549)
  %569 = add nuw nsw i64 %550, 1
  %570 = icmp eq i64 %569, %8
  br i1 %570, label %544, label %548

571:                                              ; preds = %544, %526
  %572 = phi <16 x float> [ %529, %526 ], [ %545, %544 ]
  store <16 x float> %572, ptr %528, align 4
  %573 = add nuw nsw i64 %527, 16
  %574 = icmp slt i64 %573, %58
  br i1 %574, label %526, label %522

575:                                              ; preds = %623, %522
  %576 = add nuw nsw i64 %516, 1
  %577 = icmp eq i64 %576, %10
  br i1 %577, label %1966, label %515

578:                                              ; preds = %523, %623
  %579 = phi i64 [ %58, %523 ], [ %625, %623 ]
  %580 = getelementptr float, ptr %525, i64 %579
  %581 = load float, ptr %580, align 4
  %582 = getelementptr float, ptr %432, i64 %579
  br i1 %53, label %583, label %623

583:                                              ; preds = %578
  %584 = getelementptr float, ptr %28, i64 %579
  br label %585

585:                                              ; preds = %583, %596
  %586 = phi float [ %581, %583 ], [ %597, %596 ]
  %587 = phi i64 [ 0, %583 ], [ %598, %596 ]
  br i1 %54, label %588, label %596

588:                                              ; preds = %585
  %589 = mul nsw i64 %587, %13
  %590 = add nsw i64 %589, %434
  %591 = icmp sgt i64 %590, -1
  %592 = icmp slt i64 %590, %15
  %593 = mul nsw i64 %590, %21
  %594 = getelementptr float, ptr %582, i64 %593
  %595 = mul nuw nsw i64 %587, %8
  br label %600

596:                                              ; preds = %614, %585
  %597 = phi float [ %586, %585 ], [ %620, %614 ]
  %598 = add nuw nsw i64 %587, 1
  %599 = icmp eq i64 %598, %7
  br i1 %599, label %623, label %585

600:                                              ; preds = %588, %614
  %601 = phi float [ %586, %588 ], [ %620, %614 ]
  %602 = phi i64 [ 0, %588 ], [ %621, %614 ]
  %603 = mul nsw i64 %602, %14
  %604 = add nsw i64 %603, %518
  br i1 %591, label %605, label %614

605:                                              ; preds = %600
  %606 = icmp sgt i64 %604, -1
  %607 = icmp slt i64 %604, %16
  %608 = and i1 %606, %607
  %609 = select i1 %592, i1 %608, i1 false
  br i1 %609, label %610, label %614

610:                                              ; preds = %605
  %611 = mul nsw i64 %604, %22
  %612 = getelementptr float, ptr %594, i64 %611
  %613 = load float, ptr %612, align 4
  br label %614

614:                                              ; preds = %610, %605, %600
  %615 = phi float [ %613, %610 ], [ %31, %605 ], [ %31, %600 ]
  %616 = add nuw nsw i64 %602, %595
  %617 = mul nsw i64 %616, %5
  %618 = getelementptr float, ptr %584, i64 %617
  %619 = load float, ptr %618, align 4
  %620 = tail call float @llvm.fma.f32(float %615, float %619, float %601)
  %621 = add nuw nsw i64 %602, 1
  %622 = icmp eq i64 %621, %8
  br i1 %622, label %596, label %600

623:                                              ; preds = %596, %578
  %624 = phi float [ %581, %578 ], [ %597, %596 ]
  store float %624, ptr %580, align 4
  %625 = add nsw i64 %579, 1
  %626 = icmp slt i64 %625, %5
  br i1 %626, label %578, label %575

627:                                              ; preds = %509
  br i1 %59, label %628, label %740

628:                                              ; preds = %627, %688
  %629 = phi i64 [ %689, %688 ], [ 0, %627 ]
  %630 = mul nsw i64 %629, %12
  %631 = sub nsw i64 %630, %18
  br i1 %60, label %632, label %635

632:                                              ; preds = %628
  %633 = mul nsw i64 %629, %25
  %634 = getelementptr inbounds float, ptr %438, i64 %633
  br label %639

635:                                              ; preds = %684, %628
  br i1 %63, label %636, label %688

636:                                              ; preds = %635
  %637 = mul nsw i64 %629, %25
  %638 = getelementptr float, ptr %438, i64 %637
  br label %691

639:                                              ; preds = %632, %684
  %640 = phi i64 [ 0, %632 ], [ %686, %684 ]
  %641 = getelementptr inbounds nuw float, ptr %634, i64 %640
  %642 = load <16 x float>, ptr %641, align 4
  %643 = getelementptr float, ptr %432, i64 %640
  br i1 %53, label %644, label %684

644:                                              ; preds = %639
  %645 = getelementptr float, ptr %28, i64 %640
  br label %646

646:                                              ; preds = %644, %657
  %647 = phi <16 x float> [ %642, %644 ], [ %658, %657 ]
  %648 = phi i64 [ 0, %644 ], [ %659, %657 ]
  br i1 %54, label %649, label %657

649:                                              ; preds = %646
  %650 = mul nsw i64 %648, %13
  %651 = add nsw i64 %650, %434
  %652 = icmp sgt i64 %651, -1
  %653 = icmp slt i64 %651, %15
  %654 = mul nsw i64 %651, %21
  %655 = getelementptr float, ptr %643, i64 %654
  %656 = mul nuw nsw i64 %648, %8
  br label %661

657:                                              ; preds = %675, %646
  %658 = phi <16 x float> [ %647, %646 ], [ %681, %675 ]
  %659 = add nuw nsw i64 %648, 1
  %660 = icmp eq i64 %659, %7
  br i1 %660, label %684, label %646

661:                                              ; preds = %649, %675
  %662 = phi <16 x float> [ %647, %649 ], [ %681, %675 ]
  %663 = phi i64 [ 0, %649 ], [ %682, %675 ]
  %664 = mul nsw i64 %663, %14
  %665 = add nsw i64 %664, %631
  br i1 %652, label %666, label %675

666:                                              ; preds = %661
  %667 = icmp sgt i64 %665, -1
  %668 = icmp slt i64 %665, %16
  %669 = and i1 %667, %668
  %670 = select i1 %653, i1 %669, i1 false
  br i1 %670, label %671, label %675

671:                                              ; preds = %666
  %672 = mul nsw i64 %665, %22
  %673 = getelementptr float, ptr %655, i64 %672
  %674 = load <16 x float>, ptr %673, align 4
  br label %675

675:                                              ; preds = %671, %666, %661
  %676 = phi <16 x float> [ %674, %671 ], [ %62, %666 ], [ %62, %661 ]
  %677 = add nuw nsw i64 %663, %656
  %678 = mul nsw i64 %677, %5
  %679 = getelementptr float, ptr %645, i64 %678
  %680 = load <16 x float>, ptr %679, align 4
  %681 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %676, <16 x float> %680, <16 x float> %662)
  %682 = add nuw nsw i64 %663, 1
  %683 = icmp eq i64 %682, %8
  br i1 %683, label %657, label %661

684:                                              ; preds = %657, %639
  %685 = phi <16 x float> [ %642, %639 ], [ %658, %657 ]
  store <16 x float> %685, ptr %641, align 4
  %686 = add nuw nsw i64 %640, 16
  %687 = icmp slt i64 %686, %58
  br i1 %687, label %639, label %635

688:                                              ; preds = %736, %635
  %689 = add nuw nsw i64 %629, 1
  %690 = icmp eq i64 %689, %46
  br i1 %690, label %740, label %628

691:                                              ; preds = %636, %736
  %692 = phi i64 [ %58, %636 ], [ %738, %736 ]
  %693 = getelementptr float, ptr %638, i64 %692
  %694 = load float, ptr %693, align 4
  %695 = getelementptr float, ptr %432, i64 %692
  br i1 %53, label %696, label %736

696:                                              ; preds = %691
  %697 = getelementptr float, ptr %28, i64 %692
  br label %698

698:                                              ; preds = %696, %709
  %699 = phi float [ %694, %696 ], [ %710, %709 ]
  %700 = phi i64 [ 0, %696 ], [ %711, %709 ]
  br i1 %54, label %701, label %709

701:                                              ; preds = %698
  %702 = mul nsw i64 %700, %13
  %703 = add nsw i64 %702, %434
  %704 = icmp sgt i64 %703, -1
  %705 = icmp slt i64 %703, %15
  %706 = mul nsw i64 %703, %21
  %707 = getelementptr float, ptr %695, i64 %706
  %708 = mul nuw nsw i64 %700, %8
  br label %713

709:                                              ; preds = %727, %698
  %710 = phi float [ %699, %698 ], [ %733, %727 ]
  %711 = add nuw nsw i64 %700, 1
  %712 = icmp eq i64 %711, %7
  br i1 %712, label %736, label %698

713:                                              ; preds = %701, %727
  %714 = phi float [ %699, %701 ], [ %733, %727 ]
  %715 = phi i64 [ 0, %701 ], [ %734, %727 ]
  %716 = mul nsw i64 %715, %14
  %717 = add nsw i64 %716, %631
  br i1 %704, label %718, label %727

718:                                              ; preds = %713
  %719 = icmp sgt i64 %717, -1
  %720 = icmp slt i64 %717, %16
  %721 = and i1 %719, %720
  %722 = select i1 %705, i1 %721, i1 false
  br i1 %722, label %723, label %727

723:                                              ; preds = %718
  %724 = mul nsw i64 %717, %22
  %725 = getelementptr float, ptr %707, i64 %724
  %726 = load float, ptr %725, align 4
  br label %727

727:                                              ; preds = %723, %718, %713
  %728 = phi float [ %726, %723 ], [ %31, %718 ], [ %31, %713 ]
  %729 = add nuw nsw i64 %715, %708
  %730 = mul nsw i64 %729, %5
  %731 = getelementptr float, ptr %697, i64 %730
  %732 = load float, ptr %731, align 4
  %733 = tail call float @llvm.fma.f32(float %728, float %732, float %714)
  %734 = add nuw nsw i64 %715, 1
  %735 = icmp eq i64 %734, %8
  br i1 %735, label %709, label %713

736:                                              ; preds = %709, %691
  %737 = phi float [ %694, %691 ], [ %710, %709 ]
  store float %737, ptr %693, align 4
  %738 = add nsw i64 %692, 1
  %739 = icmp slt i64 %738, %5
  br i1 %739, label %691, label %688

740:                                              ; preds = %688, %627
  %741 = mul nsw i64 %434, %21
  %742 = getelementptr inbounds float, ptr %432, i64 %741
  br i1 %66, label %744, label %743

743:                                              ; preds = %740
  br i1 %68, label %1579, label %1582

744:                                              ; preds = %740
  br i1 %68, label %748, label %751

745:                                              ; preds = %777, %751
  %746 = add nsw i64 %752, 8
  %747 = icmp sgt i64 %746, %45
  br i1 %747, label %748, label %751

748:                                              ; preds = %745, %744
  %749 = phi i64 [ %46, %744 ], [ %752, %745 ]
  %750 = icmp slt i64 %749, %45
  br i1 %750, label %1117, label %1035

751:                                              ; preds = %744, %745
  %752 = phi i64 [ %746, %745 ], [ %67, %744 ]
  %753 = phi i64 [ %752, %745 ], [ %46, %744 ]
  br i1 %60, label %754, label %745

754:                                              ; preds = %751
  %755 = mul nsw i64 %753, %12
  %756 = sub i64 %755, %18
  %757 = mul nsw i64 %753, %25
  %758 = add nsw i64 %753, 1
  %759 = mul nsw i64 %758, %25
  %760 = add nsw i64 %753, 2
  %761 = mul nsw i64 %760, %25
  %762 = add nsw i64 %753, 3
  %763 = mul nsw i64 %762, %25
  %764 = add nsw i64 %753, 4
  %765 = mul nsw i64 %764, %25
  %766 = add nsw i64 %753, 5
  %767 = mul nsw i64 %766, %25
  %768 = add nsw i64 %753, 6
  %769 = mul nsw i64 %768, %25
  %770 = add nsw i64 %753, 7
  %771 = mul nsw i64 %770, %25
  %772 = mul nsw i64 %756, %22
  %773 = add nsw i64 %756, %14
  %774 = mul nsw i64 %773, %22
  %775 = add nsw i64 %756, %85
  %776 = mul nsw i64 %775, %22
  br label %777

777:                                              ; preds = %754, %777
  %778 = phi i64 [ 0, %754 ], [ %1033, %777 ]
  %779 = getelementptr float, ptr %742, i64 %778
  %780 = getelementptr float, ptr %28, i64 %778
  %781 = getelementptr float, ptr %438, i64 %778
  %782 = getelementptr float, ptr %781, i64 %771
  %783 = load <16 x float>, ptr %782, align 4
  %784 = getelementptr float, ptr %781, i64 %769
  %785 = load <16 x float>, ptr %784, align 4
  %786 = getelementptr float, ptr %781, i64 %767
  %787 = load <16 x float>, ptr %786, align 4
  %788 = getelementptr float, ptr %781, i64 %765
  %789 = load <16 x float>, ptr %788, align 4
  %790 = getelementptr float, ptr %781, i64 %763
  %791 = load <16 x float>, ptr %790, align 4
  %792 = getelementptr float, ptr %781, i64 %761
  %793 = load <16 x float>, ptr %792, align 4
  %794 = getelementptr float, ptr %781, i64 %759
  %795 = load <16 x float>, ptr %794, align 4
  %796 = getelementptr float, ptr %781, i64 %757
  %797 = load <16 x float>, ptr %796, align 4
  %798 = load <16 x float>, ptr %780, align 4
  %799 = getelementptr float, ptr %779, i64 %772
  %800 = load <16 x float>, ptr %799, align 4
  %801 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %800, <16 x float> %798, <16 x float> %797)
  %802 = getelementptr inbounds float, ptr %799, i64 %70
  %803 = load <16 x float>, ptr %802, align 4
  %804 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %803, <16 x float> %798, <16 x float> %795)
  %805 = getelementptr inbounds float, ptr %799, i64 %79
  %806 = load <16 x float>, ptr %805, align 4
  %807 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %806, <16 x float> %798, <16 x float> %793)
  %808 = getelementptr inbounds float, ptr %799, i64 %80
  %809 = load <16 x float>, ptr %808, align 4
  %810 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %809, <16 x float> %798, <16 x float> %791)
  %811 = getelementptr inbounds float, ptr %799, i64 %81
  %812 = load <16 x float>, ptr %811, align 4
  %813 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %812, <16 x float> %798, <16 x float> %789)
  %814 = getelementptr inbounds float, ptr %799, i64 %82
  %815 = load <16 x float>, ptr %814, align 4
  %816 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %815, <16 x float> %798, <16 x float> %787)
  %817 = getelementptr inbounds float, ptr %799, i64 %83
  %818 = load <16 x float>, ptr %817, align 4
  %819 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %818, <16 x float> %798, <16 x float> %785)
  %820 = getelementptr inbounds float, ptr %799, i64 %84
  %821 = load <16 x float>, ptr %820, align 4
  %822 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %821, <16 x float> %798, <16 x float> %783)
  %823 = getelementptr float, ptr %780, i64 %5
  %824 = load <16 x float>, ptr %823, align 4
  %825 = getelementptr float, ptr %779, i64 %774
  %826 = load <16 x float>, ptr %825, align 4
  %827 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %826, <16 x float> %824, <16 x float> %801)
  %828 = getelementptr inbounds float, ptr %825, i64 %70
  %829 = load <16 x float>, ptr %828, align 4
  %830 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %829, <16 x float> %824, <16 x float> %804)
  %831 = getelementptr inbounds float, ptr %825, i64 %79
  %832 = load <16 x float>, ptr %831, align 4
  %833 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %832, <16 x float> %824, <16 x float> %807)
  %834 = getelementptr inbounds float, ptr %825, i64 %80
  %835 = load <16 x float>, ptr %834, align 4
  %836 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %835, <16 x float> %824, <16 x float> %810)
  %837 = getelementptr inbounds float, ptr %825, i64 %81
  %838 = load <16 x float>, ptr %837, align 4
  %839 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %838, <16 x float> %824, <16 x float> %813)
  %840 = getelementptr inbounds float, ptr %825, i64 %82
  %841 = load <16 x float>, ptr %840, align 4
  %842 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %841, <16 x float> %824, <16 x float> %816)
  %843 = getelementptr inbounds float, ptr %825, i64 %83
  %844 = load <16 x float>, ptr %843, align 4
  %845 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %844, <16 x float> %824, <16 x float> %819)
  %846 = getelementptr inbounds float, ptr %825, i64 %84
  %847 = load <16 x float>, ptr %846, align 4
  %848 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %847, <16 x float> %824, <16 x float> %822)
  %849 = getelementptr i8, ptr %780, i64 %283
  %850 = load <16 x float>, ptr %849, align 4
  %851 = getelementptr float, ptr %779, i64 %776
  %852 = load <16 x float>, ptr %851, align 4
  %853 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %852, <16 x float> %850, <16 x float> %827)
  %854 = getelementptr inbounds float, ptr %851, i64 %70
  %855 = load <16 x float>, ptr %854, align 4
  %856 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %855, <16 x float> %850, <16 x float> %830)
  %857 = getelementptr inbounds float, ptr %851, i64 %79
  %858 = load <16 x float>, ptr %857, align 4
  %859 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %858, <16 x float> %850, <16 x float> %833)
  %860 = getelementptr inbounds float, ptr %851, i64 %80
  %861 = load <16 x float>, ptr %860, align 4
  %862 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %861, <16 x float> %850, <16 x float> %836)
  %863 = getelementptr inbounds float, ptr %851, i64 %81
  %864 = load <16 x float>, ptr %863, align 4
  %865 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %864, <16 x float> %850, <16 x float> %839)
  %866 = getelementptr inbounds float, ptr %851, i64 %82
  %867 = load <16 x float>, ptr %866, align 4
  %868 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %867, <16 x float> %850, <16 x float> %842)
  %869 = getelementptr inbounds float, ptr %851, i64 %83
  %870 = load <16 x float>, ptr %869, align 4
  %871 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %870, <16 x float> %850, <16 x float> %845)
  %872 = getelementptr inbounds float, ptr %851, i64 %84
  %873 = load <16 x float>, ptr %872, align 4
  %874 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %873, <16 x float> %850, <16 x float> %848)
  %875 = getelementptr float, ptr %779, i64 %69
  %876 = getelementptr i8, ptr %780, i64 %284
  %877 = load <16 x float>, ptr %876, align 4
  %878 = getelementptr float, ptr %875, i64 %772
  %879 = load <16 x float>, ptr %878, align 4
  %880 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %879, <16 x float> %877, <16 x float> %853)
  %881 = getelementptr inbounds float, ptr %878, i64 %70
  %882 = load <16 x float>, ptr %881, align 4
  %883 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %882, <16 x float> %877, <16 x float> %856)
  %884 = getelementptr inbounds float, ptr %878, i64 %79
  %885 = load <16 x float>, ptr %884, align 4
  %886 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %885, <16 x float> %877, <16 x float> %859)
  %887 = getelementptr inbounds float, ptr %878, i64 %80
  %888 = load <16 x float>, ptr %887, align 4
  %889 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %888, <16 x float> %877, <16 x float> %862)
  %890 = getelementptr inbounds float, ptr %878, i64 %81
  %891 = load <16 x float>, ptr %890, align 4
  %892 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %891, <16 x float> %877, <16 x float> %865)
  %893 = getelementptr inbounds float, ptr %878, i64 %82
  %894 = load <16 x float>, ptr %893, align 4
  %895 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %894, <16 x float> %877, <16 x float> %868)
  %896 = getelementptr inbounds float, ptr %878, i64 %83
  %897 = load <16 x float>, ptr %896, align 4
  %898 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %897, <16 x float> %877, <16 x float> %871)
  %899 = getelementptr inbounds float, ptr %878, i64 %84
  %900 = load <16 x float>, ptr %899, align 4
  %901 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %900, <16 x float> %877, <16 x float> %874)
  %902 = getelementptr i8, ptr %780, i64 %285
  %903 = load <16 x float>, ptr %902, align 4
  %904 = getelementptr float, ptr %875, i64 %774
  %905 = load <16 x float>, ptr %904, align 4
  %906 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %905, <16 x float> %903, <16 x float> %880)
  %907 = getelementptr inbounds float, ptr %904, i64 %70
  %908 = load <16 x float>, ptr %907, align 4
  %909 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %908, <16 x float> %903, <16 x float> %883)
  %910 = getelementptr inbounds float, ptr %904, i64 %79
  %911 = load <16 x float>, ptr %910, align 4
  %912 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %911, <16 x float> %903, <16 x float> %886)
  %913 = getelementptr inbounds float, ptr %904, i64 %80
  %914 = load <16 x float>, ptr %913, align 4
  %915 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %914, <16 x float> %903, <16 x float> %889)
  %916 = getelementptr inbounds float, ptr %904, i64 %81
  %917 = load <16 x float>, ptr %916, align 4
  %918 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %917, <16 x float> %903, <16 x float> %892)
  %919 = getelementptr inbounds float, ptr %904, i64 %82
  %920 = load <16 x float>, ptr %919, align 4
  %921 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %920, <16 x float> %903, <16 x float> %895)
  %922 = getelementptr inbounds float, ptr %904, i64 %83
  %923 = load <16 x float>, ptr %922, align 4
  %924 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %923, <16 x float> %903, <16 x float> %898)
  %925 = getelementptr inbounds float, ptr %904, i64 %84
  %926 = load <16 x float>, ptr %925, align 4
  %927 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %926, <16 x float> %903, <16 x float> %901)
  %928 = getelementptr i8, ptr %780, i64 %286
  %929 = load <16 x float>, ptr %928, align 4
  %930 = getelementptr float, ptr %875, i64 %776
  %931 = load <16 x float>, ptr %930, align 4
  %932 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %931, <16 x float> %929, <16 x float> %906)
  %933 = getelementptr inbounds float, ptr %930, i64 %70
  %934 = load <16 x float>, ptr %933, align 4
  %935 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %934, <16 x float> %929, <16 x float> %909)
  %936 = getelementptr inbounds float, ptr %930, i64 %79
  %937 = load <16 x float>, ptr %936, align 4
  %938 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %937, <16 x float> %929, <16 x float> %912)
  %939 = getelementptr inbounds float, ptr %930, i64 %80
  %940 = load <16 x float>, ptr %939, align 4
  %941 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %940, <16 x float> %929, <16 x float> %915)
  %942 = getelementptr inbounds float, ptr %930, i64 %81
  %943 = load <16 x float>, ptr %942, align 4
  %944 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %943, <16 x float> %929, <16 x float> %918)
  %945 = getelementptr inbounds float, ptr %930, i64 %82
  %946 = load <16 x float>, ptr %945, align 4
  %947 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %946, <16 x float> %929, <16 x float> %921)
  %948 = getelementptr inbounds float, ptr %930, i64 %83
  %949 = load <16 x float>, ptr %948, align 4
  %950 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %949, <16 x float> %929, <16 x float> %924)
  %951 = getelementptr inbounds float, ptr %930, i64 %84
  %952 = load <16 x float>, ptr %951, align 4
  %953 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %952, <16 x float> %929, <16 x float> %927)
  %954 = getelementptr i8, ptr %779, i64 %287
  %955 = getelementptr i8, ptr %780, i64 %288
  %956 = load <16 x float>, ptr %955, align 4
  %957 = getelementptr float, ptr %954, i64 %772
  %958 = load <16 x float>, ptr %957, align 4
  %959 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %958, <16 x float> %956, <16 x float> %932)
  %960 = getelementptr inbounds float, ptr %957, i64 %70
  %961 = load <16 x float>, ptr %960, align 4
  %962 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %961, <16 x float> %956, <16 x float> %935)
  %963 = getelementptr inbounds float, ptr %957, i64 %79
  %964 = load <16 x float>, ptr %963, align 4
  %965 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %964, <16 x float> %956, <16 x float> %938)
  %966 = getelementptr inbounds float, ptr %957, i64 %80
  %967 = load <16 x float>, ptr %966, align 4
  %968 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %967, <16 x float> %956, <16 x float> %941)
  %969 = getelementptr inbounds float, ptr %957, i64 %81
  %970 = load <16 x float>, ptr %969, align 4
  %971 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %970, <16 x float> %956, <16 x float> %944)
  %972 = getelementptr inbounds float, ptr %957, i64 %82
  %973 = load <16 x float>, ptr %972, align 4
  %974 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %973, <16 x float> %956, <16 x float> %947)
  %975 = getelementptr inbounds float, ptr %957, i64 %83
  %976 = load <16 x float>, ptr %975, align 4
  %977 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %976, <16 x float> %956, <16 x float> %950)
  %978 = getelementptr inbounds float, ptr %957, i64 %84
  %979 = load <16 x float>, ptr %978, align 4
  %980 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %979, <16 x float> %956, <16 x float> %953)
  %981 = getelementptr i8, ptr %780, i64 %289
  %982 = load <16 x float>, ptr %981, align 4
  %983 = getelementptr float, ptr %954, i64 %774
  %984 = load <16 x float>, ptr %983, align 4
  %985 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %984, <16 x float> %982, <16 x float> %959)
  %986 = getelementptr inbounds float, ptr %983, i64 %70
  %987 = load <16 x float>, ptr %986, align 4
  %988 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %987, <16 x float> %982, <16 x float> %962)
  %989 = getelementptr inbounds float, ptr %983, i64 %79
  %990 = load <16 x float>, ptr %989, align 4
  %991 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %990, <16 x float> %982, <16 x float> %965)
  %992 = getelementptr inbounds float, ptr %983, i64 %80
  %993 = load <16 x float>, ptr %992, align 4
  %994 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %993, <16 x float> %982, <16 x float> %968)
  %995 = getelementptr inbounds float, ptr %983, i64 %81
  %996 = load <16 x float>, ptr %995, align 4
  %997 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %996, <16 x float> %982, <16 x float> %971)
  %998 = getelementptr inbounds float, ptr %983, i64 %82
  %999 = load <16 x float>, ptr %998, align 4
  %1000 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %999, <16 x float> %982, <16 x float> %974)
  %1001 = getelementptr inbounds float, ptr %983, i64 %83
  %1002 = load <16 x float>, ptr %1001, align 4
  %1003 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1002, <16 x float> %982, <16 x float> %977)
  %1004 = getelementptr inbounds float, ptr %983, i64 %84
  %1005 = load <16 x float>, ptr %1004, align 4
  %1006 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1005, <16 x float> %982, <16 x float> %980)
  %1007 = getelementptr i8, ptr %780, i64 %290
  %1008 = load <16 x float>, ptr %1007, align 4
  %1009 = getelementptr float, ptr %954, i64 %776
  %1010 = load <16 x float>, ptr %1009, align 4
  %1011 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1010, <16 x float> %1008, <16 x float> %985)
  %1012 = getelementptr inbounds float, ptr %1009, i64 %70
  %1013 = load <16 x float>, ptr %1012, align 4
  %1014 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1013, <16 x float> %1008, <16 x float> %988)
  %1015 = getelementptr inbounds float, ptr %1009, i64 %79
  %1016 = load <16 x float>, ptr %1015, align 4
  %1017 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1016, <16 x float> %1008, <16 x float> %991)
  %1018 = getelementptr inbounds float, ptr %1009, i64 %80
  %1019 = load <16 x float>, ptr %1018, align 4
  %1020 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1019, <16 x float> %1008, <16 x float> %994)
  %1021 = getelementptr inbounds float, ptr %1009, i64 %81
  %1022 = load <16 x float>, ptr %1021, align 4
  %1023 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1022, <16 x float> %1008, <16 x float> %997)
  %1024 = getelementptr inbounds float, ptr %1009, i64 %82
  %1025 = load <16 x float>, ptr %1024, align 4
  %1026 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1025, <16 x float> %1008, <16 x float> %1000)
  %1027 = getelementptr inbounds float, ptr %1009, i64 %83
  %1028 = load <16 x float>, ptr %1027, align 4
  %1029 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1028, <16 x float> %1008, <16 x float> %1003)
  %1030 = getelementptr inbounds float, ptr %1009, i64 %84
  %1031 = load <16 x float>, ptr %1030, align 4
  %1032 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1031, <16 x float> %1008, <16 x float> %1006)
  store <16 x float> %1011, ptr %796, align 4
  store <16 x float> %1014, ptr %794, align 4
  store <16 x float> %1017, ptr %792, align 4
  store <16 x float> %1020, ptr %790, align 4
  store <16 x float> %1023, ptr %788, align 4
  store <16 x float> %1026, ptr %786, align 4
  store <16 x float> %1029, ptr %784, align 4
  store <16 x float> %1032, ptr %782, align 4
  %1033 = add nuw nsw i64 %778, 16
  %1034 = icmp slt i64 %1033, %58
  br i1 %1034, label %777, label %745

1035:                                             ; preds = %1129, %748
  br i1 %63, label %1036, label %1853

1036:                                             ; preds = %1035
  %1037 = mul i64 %117, %429
  %1038 = mul i64 %118, %434
  %1039 = mul i64 %136, %430
  %1040 = add i64 %135, %1039
  %1041 = mul i64 %21, %1040
  %1042 = add i64 %144, %1039
  %1043 = mul i64 %21, %1042
  %1044 = mul i64 %155, %430
  %1045 = mul i64 %156, %429
  %1046 = getelementptr i8, ptr %154, i64 %1044
  %1047 = getelementptr i8, ptr %1046, i64 %1045
  %1048 = add i64 %161, %437
  %1049 = add i64 %1048, %435
  %1050 = shl i64 %1049, 2
  %1051 = getelementptr i8, ptr %157, i64 %1050
  %1052 = mul i64 %207, %429
  %1053 = mul i64 %211, %430
  %1054 = add i64 %210, %1053
  %1055 = mul i64 %21, %1054
  %1056 = add i64 %247, %1053
  %1057 = mul i64 %21, %1056
  %1058 = mul i64 %260, %434
  %1059 = insertelement <16 x ptr> poison, ptr %1047, i64 0
  %1060 = shufflevector <16 x ptr> %1059, <16 x ptr> poison, <16 x i32> zeroinitializer
  %1061 = insertelement <16 x ptr> poison, ptr %1051, i64 0
  %1062 = shufflevector <16 x ptr> %1061, <16 x ptr> poison, <16 x i32> zeroinitializer
  %1063 = getelementptr i8, ptr %309, i64 %1052
  %1064 = getelementptr i8, ptr %1063, i64 %1055
  %1065 = getelementptr i8, ptr %310, i64 %1052
  %1066 = getelementptr i8, ptr %1065, i64 %1055
  %1067 = getelementptr i8, ptr %311, i64 %1052
  %1068 = getelementptr i8, ptr %1067, i64 %1055
  %1069 = getelementptr i8, ptr %312, i64 %1052
  %1070 = getelementptr i8, ptr %1069, i64 %1055
  %1071 = getelementptr i8, ptr %313, i64 %1052
  %1072 = getelementptr i8, ptr %1071, i64 %1055
  %1073 = getelementptr i8, ptr %314, i64 %1052
  %1074 = getelementptr i8, ptr %1073, i64 %1055
  %1075 = getelementptr i8, ptr %315, i64 %1052
  %1076 = getelementptr i8, ptr %1075, i64 %1057
  %1077 = getelementptr i8, ptr %316, i64 %1052
  %1078 = getelementptr i8, ptr %1077, i64 %1057
  %1079 = getelementptr i8, ptr %317, i64 %1052
  %1080 = getelementptr i8, ptr %1079, i64 %1057
  %1081 = getelementptr i8, ptr %318, i64 %1052
  %1082 = getelementptr i8, ptr %1081, i64 %1057
  %1083 = getelementptr i8, ptr %319, i64 %1052
  %1084 = getelementptr i8, ptr %1083, i64 %1057
  %1085 = getelementptr i8, ptr %320, i64 %1052
  %1086 = getelementptr i8, ptr %1085, i64 %1057
  %1087 = getelementptr i8, ptr %321, i64 %1052
  %1088 = getelementptr i8, ptr %1087, i64 %1058
  %1089 = getelementptr i8, ptr %322, i64 %1052
  %1090 = getelementptr i8, ptr %1089, i64 %1058
  %1091 = getelementptr i8, ptr %323, i64 %1052
  %1092 = getelementptr i8, ptr %1091, i64 %1058
  %1093 = getelementptr i8, ptr %324, i64 %1052
  %1094 = getelementptr i8, ptr %1093, i64 %1058
  %1095 = getelementptr i8, ptr %325, i64 %1052
  %1096 = getelementptr i8, ptr %1095, i64 %1058
  %1097 = getelementptr i8, ptr %326, i64 %1052
  %1098 = getelementptr i8, ptr %1097, i64 %1058
  %1099 = getelementptr i8, ptr %327, i64 %1037
  %1100 = getelementptr i8, ptr %1099, i64 %1038
  %1101 = getelementptr i8, ptr %328, i64 %1037
  %1102 = getelementptr i8, ptr %1101, i64 %1038
  %1103 = getelementptr i8, ptr %329, i64 %1037
  %1104 = getelementptr i8, ptr %1103, i64 %1038
  %1105 = getelementptr i8, ptr %330, i64 %1037
  %1106 = getelementptr i8, ptr %1105, i64 %1041
  %1107 = getelementptr i8, ptr %331, i64 %1037
  %1108 = getelementptr i8, ptr %1107, i64 %1041
  %1109 = getelementptr i8, ptr %332, i64 %1037
  %1110 = getelementptr i8, ptr %1109, i64 %1041
  %1111 = getelementptr i8, ptr %333, i64 %1037
  %1112 = getelementptr i8, ptr %1111, i64 %1043
  %1113 = getelementptr i8, ptr %334, i64 %1037
  %1114 = getelementptr i8, ptr %1113, i64 %1043
  %1115 = getelementptr i8, ptr %335, i64 %1037
  %1116 = getelementptr i8, ptr %1115, i64 %1043
  br label %1186

1117:                                             ; preds = %748, %1129
  %1118 = phi i64 [ %1130, %1129 ], [ %749, %748 ]
  br i1 %60, label %1119, label %1129

1119:                                             ; preds = %1117
  %1120 = mul nsw i64 %1118, %25
  %1121 = getelementptr inbounds float, ptr %438, i64 %1120
  %1122 = mul nsw i64 %1118, %12
  %1123 = sub i64 %1122, %18
  %1124 = mul nsw i64 %1123, %22
  %1125 = add nsw i64 %1123, %14
  %1126 = mul nsw i64 %1125, %22
  %1127 = add nsw i64 %1123, %86
  %1128 = mul nsw i64 %1127, %22
  br label %1132

1129:                                             ; preds = %1132, %1117
  %1130 = add nsw i64 %1118, 1
  %1131 = icmp eq i64 %1130, %45
  br i1 %1131, label %1035, label %1117

1132:                                             ; preds = %1119, %1132
  %1133 = phi i64 [ 0, %1119 ], [ %1184, %1132 ]
  %1134 = getelementptr inbounds nuw float, ptr %1121, i64 %1133
  %1135 = load <16 x float>, ptr %1134, align 4
  %1136 = getelementptr float, ptr %742, i64 %1133
  %1137 = getelementptr float, ptr %28, i64 %1133
  %1138 = getelementptr float, ptr %1136, i64 %1124
  %1139 = load <16 x float>, ptr %1138, align 4
  %1140 = load <16 x float>, ptr %1137, align 4
  %1141 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1139, <16 x float> %1140, <16 x float> %1135)
  %1142 = getelementptr float, ptr %1136, i64 %1126
  %1143 = load <16 x float>, ptr %1142, align 4
  %1144 = getelementptr float, ptr %1137, i64 %5
  %1145 = load <16 x float>, ptr %1144, align 4
  %1146 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1143, <16 x float> %1145, <16 x float> %1141)
  %1147 = getelementptr float, ptr %1136, i64 %1128
  %1148 = load <16 x float>, ptr %1147, align 4
  %1149 = getelementptr i8, ptr %1137, i64 %87
  %1150 = load <16 x float>, ptr %1149, align 4
  %1151 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1148, <16 x float> %1150, <16 x float> %1146)
  %1152 = getelementptr float, ptr %1136, i64 %69
  %1153 = getelementptr float, ptr %1152, i64 %1124
  %1154 = load <16 x float>, ptr %1153, align 4
  %1155 = getelementptr i8, ptr %1137, i64 %88
  %1156 = load <16 x float>, ptr %1155, align 4
  %1157 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1154, <16 x float> %1156, <16 x float> %1151)
  %1158 = getelementptr float, ptr %1152, i64 %1126
  %1159 = load <16 x float>, ptr %1158, align 4
  %1160 = getelementptr i8, ptr %1137, i64 %89
  %1161 = load <16 x float>, ptr %1160, align 4
  %1162 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1159, <16 x float> %1161, <16 x float> %1157)
  %1163 = getelementptr float, ptr %1152, i64 %1128
  %1164 = load <16 x float>, ptr %1163, align 4
  %1165 = getelementptr i8, ptr %1137, i64 %90
  %1166 = load <16 x float>, ptr %1165, align 4
  %1167 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1164, <16 x float> %1166, <16 x float> %1162)
  %1168 = getelementptr i8, ptr %1136, i64 %91
  %1169 = getelementptr float, ptr %1168, i64 %1124
  %1170 = load <16 x float>, ptr %1169, align 4
  %1171 = getelementptr i8, ptr %1137, i64 %92
  %1172 = load <16 x float>, ptr %1171, align 4
  %1173 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1170, <16 x float> %1172, <16 x float> %1167)
  %1174 = getelementptr float, ptr %1168, i64 %1126
  %1175 = load <16 x float>, ptr %1174, align 4
  %1176 = getelementptr i8, ptr %1137, i64 %93
  %1177 = load <16 x float>, ptr %1176, align 4
  %1178 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1175, <16 x float> %1177, <16 x float> %1173)
  %1179 = getelementptr float, ptr %1168, i64 %1128
  %1180 = load <16 x float>, ptr %1179, align 4
  %1181 = getelementptr i8, ptr %1137, i64 %94
  %1182 = load <16 x float>, ptr %1181, align 4
  %1183 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1180, <16 x float> %1182, <16 x float> %1178)
  store <16 x float> %1183, ptr %1134, align 4
  %1184 = add nuw nsw i64 %1133, 16
  %1185 = icmp slt i64 %1184, %58
  br i1 %1185, label %1132, label %1129

1186:                                             ; preds = %1036, %1572
  %1187 = phi i64 [ 0, %1036 ], [ %1575, %1572 ]
  %1188 = phi i64 [ %58, %1036 ], [ %1573, %1572 ]
  %1189 = shl i64 %1187, 2
  %1190 = getelementptr i8, ptr %1064, i64 %1189
  %1191 = getelementptr i8, ptr %1066, i64 %1189
  %1192 = getelementptr i8, ptr %1068, i64 %1189
  %1193 = getelementptr i8, ptr %1070, i64 %1189
  %1194 = icmp ult ptr %1192, %1193
  %1195 = icmp ult ptr %1190, %1191
  %1196 = insertelement <2 x ptr> poison, ptr %1190, i64 0
  %1197 = insertelement <2 x ptr> %1196, ptr %1192, i64 1
  %1198 = insertelement <2 x ptr> poison, ptr %1191, i64 0
  %1199 = insertelement <2 x ptr> %1198, ptr %1193, i64 1
  %1200 = insertelement <2 x i1> poison, i1 %1195, i64 0
  %1201 = insertelement <2 x i1> %1200, i1 %1194, i64 1
  %1202 = select <2 x i1> %1201, <2 x ptr> %1197, <2 x ptr> %1199
  %1203 = icmp ugt ptr %1192, %1193
  %1204 = icmp ugt ptr %1190, %1191
  %1205 = insertelement <2 x i1> poison, i1 %1204, i64 0
  %1206 = insertelement <2 x i1> %1205, i1 %1203, i64 1
  %1207 = select <2 x i1> %1206, <2 x ptr> %1197, <2 x ptr> %1199
  %1208 = getelementptr i8, <2 x ptr> %1207, i64 4
  %1209 = getelementptr i8, ptr %1072, i64 %1189
  %1210 = getelementptr i8, ptr %1074, i64 %1189
  %1211 = icmp ult ptr %1209, %1210
  %1212 = select i1 %1211, ptr %1209, ptr %1210
  %1213 = icmp ugt ptr %1209, %1210
  %1214 = select i1 %1213, ptr %1209, ptr %1210
  %1215 = getelementptr i8, ptr %1214, i64 4
  %1216 = getelementptr i8, ptr %1076, i64 %1189
  %1217 = getelementptr i8, ptr %1078, i64 %1189
  %1218 = getelementptr i8, ptr %1080, i64 %1189
  %1219 = getelementptr i8, ptr %1082, i64 %1189
  %1220 = getelementptr i8, ptr %1084, i64 %1189
  %1221 = getelementptr i8, ptr %1086, i64 %1189
  %1222 = getelementptr i8, ptr %1088, i64 %1189
  %1223 = getelementptr i8, ptr %1090, i64 %1189
  %1224 = icmp ult ptr %1222, %1223
  %1225 = icmp ult ptr %1220, %1221
  %1226 = icmp ult ptr %1218, %1219
  %1227 = icmp ult ptr %1216, %1217
  %1228 = insertelement <4 x ptr> poison, ptr %1216, i64 0
  %1229 = insertelement <4 x ptr> %1228, ptr %1218, i64 1
  %1230 = insertelement <4 x ptr> %1229, ptr %1220, i64 2
  %1231 = insertelement <4 x ptr> %1230, ptr %1222, i64 3
  %1232 = insertelement <4 x ptr> poison, ptr %1217, i64 0
  %1233 = insertelement <4 x ptr> %1232, ptr %1219, i64 1
  %1234 = insertelement <4 x ptr> %1233, ptr %1221, i64 2
  %1235 = insertelement <4 x ptr> %1234, ptr %1223, i64 3
  %1236 = icmp ugt <4 x ptr> %1231, %1235
  %1237 = select <4 x i1> %1236, <4 x ptr> %1231, <4 x ptr> %1235
  %1238 = insertelement <4 x i1> poison, i1 %1227, i64 0
  %1239 = insertelement <4 x i1> %1238, i1 %1226, i64 1
  %1240 = insertelement <4 x i1> %1239, i1 %1225, i64 2
  %1241 = insertelement <4 x i1> %1240, i1 %1224, i64 3
  %1242 = select <4 x i1> %1241, <4 x ptr> %1231, <4 x ptr> %1235
  %1243 = getelementptr i8, <4 x ptr> %1237, i64 4
  %1244 = getelementptr i8, ptr %1092, i64 %1189
  %1245 = getelementptr i8, ptr %1094, i64 %1189
  %1246 = icmp ult ptr %1244, %1245
  %1247 = select i1 %1246, ptr %1244, ptr %1245
  %1248 = icmp ugt ptr %1244, %1245
  %1249 = select i1 %1248, ptr %1244, ptr %1245
  %1250 = getelementptr i8, ptr %1249, i64 4
  %1251 = getelementptr i8, ptr %1096, i64 %1189
  %1252 = getelementptr i8, ptr %1098, i64 %1189
  %1253 = icmp ult ptr %1251, %1252
  %1254 = select i1 %1253, ptr %1251, ptr %1252
  %1255 = icmp ugt ptr %1251, %1252
  %1256 = select i1 %1255, ptr %1251, ptr %1252
  %1257 = getelementptr i8, ptr %1256, i64 4
  %1258 = shl i64 %1187, 2
  %1259 = getelementptr i8, ptr %1100, i64 %1258
  %1260 = getelementptr i8, ptr %1102, i64 %1258
  %1261 = getelementptr i8, ptr %1104, i64 %1258
  %1262 = getelementptr i8, ptr %1106, i64 %1258
  %1263 = getelementptr i8, ptr %1108, i64 %1258
  %1264 = getelementptr i8, ptr %1110, i64 %1258
  %1265 = getelementptr i8, ptr %1112, i64 %1258
  %1266 = getelementptr i8, ptr %1114, i64 %1258
  %1267 = getelementptr i8, ptr %1116, i64 %1258
  %1268 = getelementptr float, ptr %438, i64 %1188
  br i1 %71, label %1269, label %1572

1269:                                             ; preds = %1186
  %1270 = getelementptr float, ptr %742, i64 %1188
  %1271 = getelementptr float, ptr %28, i64 %1188
  %1272 = getelementptr i8, ptr %1270, i64 %95
  %1273 = getelementptr float, ptr %1271, i64 %5
  %1274 = getelementptr i8, ptr %1271, i64 %97
  %1275 = getelementptr float, ptr %1270, i64 %69
  %1276 = getelementptr i8, ptr %1271, i64 %98
  %1277 = getelementptr i8, ptr %1271, i64 %99
  %1278 = getelementptr i8, ptr %1271, i64 %100
  %1279 = getelementptr i8, ptr %1271, i64 %101
  %1280 = getelementptr i8, ptr %1271, i64 %102
  %1281 = getelementptr i8, ptr %1271, i64 %103
  br i1 %336, label %1520, label %1282

1282:                                             ; preds = %1269
  %1283 = getelementptr i8, ptr %1259, i64 %341
  %1284 = getelementptr i8, ptr %1259, i64 %343
  %1285 = icmp ult ptr %1283, %1259
  %1286 = icmp ugt ptr %1284, %1259
  %1287 = select i1 %338, i1 %1286, i1 %1285
  %1288 = getelementptr i8, ptr %1260, i64 %347
  %1289 = getelementptr i8, ptr %1260, i64 %349
  %1290 = icmp ult ptr %1288, %1260
  %1291 = icmp ugt ptr %1289, %1260
  %1292 = select i1 %344, i1 %1291, i1 %1290
  %1293 = or i1 %1292, %348
  %1294 = getelementptr i8, ptr %1261, i64 %353
  %1295 = getelementptr i8, ptr %1261, i64 %355
  %1296 = icmp ult ptr %1294, %1261
  %1297 = icmp ugt ptr %1295, %1261
  %1298 = select i1 %350, i1 %1297, i1 %1296
  %1299 = or i1 %1298, %354
  %1300 = getelementptr i8, ptr %1262, i64 %359
  %1301 = getelementptr i8, ptr %1262, i64 %361
  %1302 = icmp ult ptr %1300, %1262
  %1303 = icmp ugt ptr %1301, %1262
  %1304 = select i1 %356, i1 %1303, i1 %1302
  %1305 = or i1 %1304, %360
  %1306 = getelementptr i8, ptr %1263, i64 %365
  %1307 = getelementptr i8, ptr %1263, i64 %367
  %1308 = icmp ult ptr %1306, %1263
  %1309 = icmp ugt ptr %1307, %1263
  %1310 = select i1 %362, i1 %1309, i1 %1308
  %1311 = or i1 %1310, %366
  %1312 = getelementptr i8, ptr %1264, i64 %371
  %1313 = getelementptr i8, ptr %1264, i64 %373
  %1314 = icmp ult ptr %1312, %1264
  %1315 = icmp ugt ptr %1313, %1264
  %1316 = select i1 %368, i1 %1315, i1 %1314
  %1317 = or i1 %1316, %372
  %1318 = getelementptr i8, ptr %1265, i64 %377
  %1319 = getelementptr i8, ptr %1265, i64 %379
  %1320 = icmp ult ptr %1318, %1265
  %1321 = icmp ugt ptr %1319, %1265
  %1322 = select i1 %374, i1 %1321, i1 %1320
  %1323 = or i1 %1322, %378
  %1324 = getelementptr i8, ptr %1266, i64 %383
  %1325 = getelementptr i8, ptr %1266, i64 %385
  %1326 = icmp ult ptr %1324, %1266
  %1327 = icmp ugt ptr %1325, %1266
  %1328 = select i1 %380, i1 %1327, i1 %1326
  %1329 = or i1 %1328, %384
  %1330 = getelementptr i8, ptr %1267, i64 %389
  %1331 = getelementptr i8, ptr %1267, i64 %391
  %1332 = icmp ult ptr %1330, %1267
  %1333 = icmp ugt ptr %1331, %1267
  %1334 = select i1 %386, i1 %1333, i1 %1332
  %1335 = or i1 %1334, %390
  %1336 = or i1 %1287, %392
  %1337 = or i1 %1336, %1293
  %1338 = or i1 %1337, %1299
  %1339 = or i1 %1338, %1305
  %1340 = or i1 %1339, %1311
  %1341 = or i1 %1340, %1317
  %1342 = or i1 %1341, %1323
  %1343 = or i1 %1342, %1329
  %1344 = or i1 %1343, %1335
  br i1 %1344, label %1520, label %1345

1345:                                             ; preds = %1282
  %1346 = shufflevector <2 x ptr> %1208, <2 x ptr> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1347 = shufflevector <16 x ptr> %299, <16 x ptr> %1346, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1348 = insertelement <16 x ptr> %1347, ptr %1215, i64 11
  %1349 = shufflevector <4 x ptr> %1243, <4 x ptr> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1350 = shufflevector <16 x ptr> %1348, <16 x ptr> %1349, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %1351 = icmp ult <16 x ptr> %1060, %1350
  %1352 = shufflevector <2 x ptr> %1202, <2 x ptr> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1353 = shufflevector <16 x ptr> %308, <16 x ptr> %1352, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1354 = insertelement <16 x ptr> %1353, ptr %1212, i64 11
  %1355 = shufflevector <4 x ptr> %1242, <4 x ptr> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1356 = shufflevector <16 x ptr> %1354, <16 x ptr> %1355, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %1357 = icmp ult <16 x ptr> %1356, %1062
  %1358 = and <16 x i1> %1351, %1357
  %1359 = icmp ult ptr %1047, %1250
  %1360 = icmp ult ptr %1247, %1051
  %1361 = and i1 %1359, %1360
  %1362 = icmp ult ptr %1047, %1257
  %1363 = icmp ult ptr %1254, %1051
  %1364 = and i1 %1362, %1363
  %1365 = bitcast <16 x i1> %1358 to i16
  %1366 = icmp ne i16 %1365, 0
  %1367 = or i1 %1366, %1361
  %1368 = or i1 %1367, %1364
  br i1 %1368, label %1520, label %1369

1369:                                             ; preds = %1345
  br i1 %393, label %1443, label %1370

1370:                                             ; preds = %1369
  %1371 = load float, ptr %1281, align 4
  %1372 = insertelement <16 x float> poison, float %1371, i64 0
  %1373 = shufflevector <16 x float> %1372, <16 x float> poison, <16 x i32> zeroinitializer
  %1374 = load float, ptr %1280, align 4
  %1375 = insertelement <16 x float> poison, float %1374, i64 0
  %1376 = shufflevector <16 x float> %1375, <16 x float> poison, <16 x i32> zeroinitializer
  %1377 = load float, ptr %1279, align 4
  %1378 = insertelement <16 x float> poison, float %1377, i64 0
  %1379 = shufflevector <16 x float> %1378, <16 x float> poison, <16 x i32> zeroinitializer
  %1380 = load float, ptr %1278, align 4
  %1381 = insertelement <16 x float> poison, float %1380, i64 0
  %1382 = shufflevector <16 x float> %1381, <16 x float> poison, <16 x i32> zeroinitializer
  %1383 = load float, ptr %1277, align 4
  %1384 = insertelement <16 x float> poison, float %1383, i64 0
  %1385 = shufflevector <16 x float> %1384, <16 x float> poison, <16 x i32> zeroinitializer
  %1386 = load float, ptr %1276, align 4
  %1387 = insertelement <16 x float> poison, float %1386, i64 0
  %1388 = shufflevector <16 x float> %1387, <16 x float> poison, <16 x i32> zeroinitializer
  %1389 = load float, ptr %1274, align 4
  %1390 = insertelement <16 x float> poison, float %1389, i64 0
  %1391 = shufflevector <16 x float> %1390, <16 x float> poison, <16 x i32> zeroinitializer
  %1392 = load float, ptr %1273, align 4
  %1393 = insertelement <16 x float> poison, float %1392, i64 0
  %1394 = shufflevector <16 x float> %1393, <16 x float> poison, <16 x i32> zeroinitializer
  %1395 = load float, ptr %1271, align 4
  %1396 = insertelement <16 x float> poison, float %1395, i64 0
  %1397 = shufflevector <16 x float> %1396, <16 x float> poison, <16 x i32> zeroinitializer
  %1398 = getelementptr float, ptr %1268, i64 %46
  br label %1399

1399:                                             ; preds = %1399, %1370
  %1400 = phi i64 [ 0, %1370 ], [ %1438, %1399 ]
  %1401 = phi <16 x i64> [ %409, %1370 ], [ %1439, %1399 ]
  %1402 = getelementptr float, ptr %1398, i64 %1400
  %1403 = load <16 x float>, ptr %1402, align 4
  %1404 = mul nsw <16 x i64> %1401, %398
  %1405 = sub <16 x i64> %1404, %400
  %1406 = mul nsw <16 x i64> %1405, %402
  %1407 = getelementptr float, ptr %1270, <16 x i64> %1406
  %1408 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1407, <16 x i1> splat (i1 true), <16 x float> poison)
  %1409 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1408, <16 x float> %1397, <16 x float> %1403)
  %1410 = add nsw <16 x i64> %1405, %404
  %1411 = mul nsw <16 x i64> %1410, %402
  %1412 = getelementptr float, ptr %1270, <16 x i64> %1411
  %1413 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1412, <16 x i1> splat (i1 true), <16 x float> poison)
  %1414 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1413, <16 x float> %1394, <16 x float> %1409)
  %1415 = add nsw <16 x i64> %1405, %406
  %1416 = mul nsw <16 x i64> %1415, %402
  %1417 = getelementptr float, ptr %1270, <16 x i64> %1416
  %1418 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1417, <16 x i1> splat (i1 true), <16 x float> poison)
  %1419 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1418, <16 x float> %1391, <16 x float> %1414)
  %1420 = getelementptr float, ptr %1275, <16 x i64> %1406
  %1421 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1420, <16 x i1> splat (i1 true), <16 x float> poison)
  %1422 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1421, <16 x float> %1388, <16 x float> %1419)
  %1423 = getelementptr float, ptr %1275, <16 x i64> %1411
  %1424 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1423, <16 x i1> splat (i1 true), <16 x float> poison)
  %1425 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1424, <16 x float> %1385, <16 x float> %1422)
  %1426 = getelementptr float, ptr %1275, <16 x i64> %1416
  %1427 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1426, <16 x i1> splat (i1 true), <16 x float> poison)
  %1428 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1427, <16 x float> %1382, <16 x float> %1425)
  %1429 = getelementptr float, ptr %1272, <16 x i64> %1406
  %1430 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1429, <16 x i1> splat (i1 true), <16 x float> poison)
  %1431 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1430, <16 x float> %1379, <16 x float> %1428)
  %1432 = getelementptr float, ptr %1272, <16 x i64> %1411
  %1433 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1432, <16 x i1> splat (i1 true), <16 x float> poison)
  %1434 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1433, <16 x float> %1376, <16 x float> %1431)
  %1435 = getelementptr float, ptr %1272, <16 x i64> %1416
  %1436 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1435, <16 x i1> splat (i1 true), <16 x float> poison)
  %1437 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1436, <16 x float> %1373, <16 x float> %1434)
  store <16 x float> %1437, ptr %1402, align 4
  %1438 = add nuw i64 %1400, 16
  %1439 = add nsw <16 x i64> %1401, splat (i64 16)
  %1440 = icmp eq i64 %1438, %395
  br i1 %1440, label %1441, label %1399

1441:                                             ; preds = %1399
  br i1 %410, label %1572, label %1442

1442:                                             ; preds = %1441
  br i1 %412, label %1520, label %1443

1443:                                             ; preds = %1369, %1442
  %1444 = phi i64 [ %395, %1442 ], [ 0, %1369 ]
  %1445 = phi i64 [ %396, %1442 ], [ %46, %1369 ]
  %1446 = load float, ptr %1281, align 4
  %1447 = insertelement <8 x float> poison, float %1446, i64 0
  %1448 = shufflevector <8 x float> %1447, <8 x float> poison, <8 x i32> zeroinitializer
  %1449 = load float, ptr %1280, align 4
  %1450 = insertelement <8 x float> poison, float %1449, i64 0
  %1451 = shufflevector <8 x float> %1450, <8 x float> poison, <8 x i32> zeroinitializer
  %1452 = load float, ptr %1279, align 4
  %1453 = insertelement <8 x float> poison, float %1452, i64 0
  %1454 = shufflevector <8 x float> %1453, <8 x float> poison, <8 x i32> zeroinitializer
  %1455 = load float, ptr %1278, align 4
  %1456 = insertelement <8 x float> poison, float %1455, i64 0
  %1457 = shufflevector <8 x float> %1456, <8 x float> poison, <8 x i32> zeroinitializer
  %1458 = load float, ptr %1277, align 4
  %1459 = insertelement <8 x float> poison, float %1458, i64 0
  %1460 = shufflevector <8 x float> %1459, <8 x float> poison, <8 x i32> zeroinitializer
  %1461 = load float, ptr %1276, align 4
  %1462 = insertelement <8 x float> poison, float %1461, i64 0
  %1463 = shufflevector <8 x float> %1462, <8 x float> poison, <8 x i32> zeroinitializer
  %1464 = load float, ptr %1274, align 4
  %1465 = insertelement <8 x float> poison, float %1464, i64 0
  %1466 = shufflevector <8 x float> %1465, <8 x float> poison, <8 x i32> zeroinitializer
  %1467 = load float, ptr %1273, align 4
  %1468 = insertelement <8 x float> poison, float %1467, i64 0
  %1469 = shufflevector <8 x float> %1468, <8 x float> poison, <8 x i32> zeroinitializer
  %1470 = load float, ptr %1271, align 4
  %1471 = insertelement <8 x float> poison, float %1470, i64 0
  %1472 = shufflevector <8 x float> %1471, <8 x float> poison, <8 x i32> zeroinitializer
  %1473 = insertelement <8 x i64> poison, i64 %1445, i64 0
  %1474 = shufflevector <8 x i64> %1473, <8 x i64> poison, <8 x i32> zeroinitializer
  %1475 = add nsw <8 x i64> %1474, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1476 = getelementptr float, ptr %1268, i64 %46
  br label %1477

1477:                                             ; preds = %1477, %1443
  %1478 = phi i64 [ %1444, %1443 ], [ %1516, %1477 ]
  %1479 = phi <8 x i64> [ %1475, %1443 ], [ %1517, %1477 ]
  %1480 = getelementptr float, ptr %1476, i64 %1478
  %1481 = load <8 x float>, ptr %1480, align 4
  %1482 = mul nsw <8 x i64> %1479, %416
  %1483 = sub <8 x i64> %1482, %418
  %1484 = mul nsw <8 x i64> %1483, %420
  %1485 = getelementptr float, ptr %1270, <8 x i64> %1484
  %1486 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %1485, <8 x i1> splat (i1 true), <8 x float> poison)
  %1487 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1486, <8 x float> %1472, <8 x float> %1481)
  %1488 = add nsw <8 x i64> %1483, %422
  %1489 = mul nsw <8 x i64> %1488, %420
  %1490 = getelementptr float, ptr %1270, <8 x i64> %1489
  %1491 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %1490, <8 x i1> splat (i1 true), <8 x float> poison)
  %1492 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1491, <8 x float> %1469, <8 x float> %1487)
  %1493 = add nsw <8 x i64> %1483, %424
  %1494 = mul nsw <8 x i64> %1493, %420
  %1495 = getelementptr float, ptr %1270, <8 x i64> %1494
  %1496 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %1495, <8 x i1> splat (i1 true), <8 x float> poison)
  %1497 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1496, <8 x float> %1466, <8 x float> %1492)
  %1498 = getelementptr float, ptr %1275, <8 x i64> %1484
  %1499 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %1498, <8 x i1> splat (i1 true), <8 x float> poison)
  %1500 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1499, <8 x float> %1463, <8 x float> %1497)
  %1501 = getelementptr float, ptr %1275, <8 x i64> %1489
  %1502 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %1501, <8 x i1> splat (i1 true), <8 x float> poison)
  %1503 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1502, <8 x float> %1460, <8 x float> %1500)
  %1504 = getelementptr float, ptr %1275, <8 x i64> %1494
  %1505 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %1504, <8 x i1> splat (i1 true), <8 x float> poison)
  %1506 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1505, <8 x float> %1457, <8 x float> %1503)
  %1507 = getelementptr float, ptr %1272, <8 x i64> %1484
  %1508 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %1507, <8 x i1> splat (i1 true), <8 x float> poison)
  %1509 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1508, <8 x float> %1454, <8 x float> %1506)
  %1510 = getelementptr float, ptr %1272, <8 x i64> %1489
  %1511 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %1510, <8 x i1> splat (i1 true), <8 x float> poison)
  %1512 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1511, <8 x float> %1451, <8 x float> %1509)
  %1513 = getelementptr float, ptr %1272, <8 x i64> %1494
  %1514 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %1513, <8 x i1> splat (i1 true), <8 x float> poison)
  %1515 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1514, <8 x float> %1448, <8 x float> %1512)
  store <8 x float> %1515, ptr %1480, align 4
  %1516 = add nuw i64 %1478, 8
  %1517 = add nsw <8 x i64> %1479, splat (i64 8)
  %1518 = icmp eq i64 %1516, %413
  br i1 %1518, label %1519, label %1477

1519:                                             ; preds = %1477
  br i1 %425, label %1572, label %1520

1520:                                             ; preds = %1345, %1282, %1269, %1442, %1519
  %1521 = phi i64 [ %46, %1269 ], [ %46, %1282 ], [ %46, %1345 ], [ %411, %1442 ], [ %414, %1519 ]
  br label %1522

1522:                                             ; preds = %1520, %1522
  %1523 = phi i64 [ %1570, %1522 ], [ %1521, %1520 ]
  %1524 = mul nsw i64 %1523, %25
  %1525 = getelementptr float, ptr %1268, i64 %1524
  %1526 = load float, ptr %1525, align 4
  %1527 = mul nsw i64 %1523, %12
  %1528 = sub i64 %1527, %18
  %1529 = mul nsw i64 %1528, %22
  %1530 = getelementptr float, ptr %1270, i64 %1529
  %1531 = load float, ptr %1530, align 4
  %1532 = load float, ptr %1271, align 4
  %1533 = tail call float @llvm.fma.f32(float %1531, float %1532, float %1526)
  %1534 = add nsw i64 %1528, %14
  %1535 = mul nsw i64 %1534, %22
  %1536 = getelementptr float, ptr %1270, i64 %1535
  %1537 = load float, ptr %1536, align 4
  %1538 = load float, ptr %1273, align 4
  %1539 = tail call float @llvm.fma.f32(float %1537, float %1538, float %1533)
  %1540 = add nsw i64 %1528, %96
  %1541 = mul nsw i64 %1540, %22
  %1542 = getelementptr float, ptr %1270, i64 %1541
  %1543 = load float, ptr %1542, align 4
  %1544 = load float, ptr %1274, align 4
  %1545 = tail call float @llvm.fma.f32(float %1543, float %1544, float %1539)
  %1546 = getelementptr float, ptr %1275, i64 %1529
  %1547 = load float, ptr %1546, align 4
  %1548 = load float, ptr %1276, align 4
  %1549 = tail call float @llvm.fma.f32(float %1547, float %1548, float %1545)
  %1550 = getelementptr float, ptr %1275, i64 %1535
  %1551 = load float, ptr %1550, align 4
  %1552 = load float, ptr %1277, align 4
  %1553 = tail call float @llvm.fma.f32(float %1551, float %1552, float %1549)
  %1554 = getelementptr float, ptr %1275, i64 %1541
  %1555 = load float, ptr %1554, align 4
  %1556 = load float, ptr %1278, align 4
  %1557 = tail call float @llvm.fma.f32(float %1555, float %1556, float %1553)
  %1558 = getelementptr float, ptr %1272, i64 %1529
  %1559 = load float, ptr %1558, align 4
  %1560 = load float, ptr %1279, align 4
  %1561 = tail call float @llvm.fma.f32(float %1559, float %1560, float %1557)
  %1562 = getelementptr float, ptr %1272, i64 %1535
  %1563 = load float, ptr %1562, align 4
  %1564 = load float, ptr %1280, align 4
  %1565 = tail call float @llvm.fma.f32(float %1563, float %1564, float %1561)
  %1566 = getelementptr float, ptr %1272, i64 %1541
  %1567 = load float, ptr %1566, align 4
  %1568 = load float, ptr %1281, align 4
  %1569 = tail call float @llvm.fma.f32(float %1567, float %1568, float %1565)
  store float %1569, ptr %1525, align 4
  %1570 = add nsw i64 %1523, 1
  %1571 = icmp eq i64 %1570, %45
  br i1 %1571, label %1572, label %1522

1572:                                             ; preds = %1522, %1441, %1519, %1186
  %1573 = add nsw i64 %1188, 1
  %1574 = icmp slt i64 %1573, %5
  %1575 = add i64 %1187, 1
  br i1 %1574, label %1186, label %1853

1576:                                             ; preds = %1625, %1582
  %1577 = add nsw i64 %1583, 8
  %1578 = icmp sgt i64 %1577, %45
  br i1 %1578, label %1579, label %1582

1579:                                             ; preds = %1576, %743
  %1580 = phi i64 [ %46, %743 ], [ %1583, %1576 ]
  %1581 = icmp slt i64 %1580, %45
  br i1 %1581, label %1705, label %1704

1582:                                             ; preds = %743, %1576
  %1583 = phi i64 [ %1577, %1576 ], [ %67, %743 ]
  %1584 = phi i64 [ %1583, %1576 ], [ %46, %743 ]
  br i1 %60, label %1585, label %1576

1585:                                             ; preds = %1582
  %1586 = mul nsw i64 %1584, %12
  %1587 = sub i64 %1586, %18
  %1588 = mul nsw i64 %1584, %25
  %1589 = add nsw i64 %1584, 1
  %1590 = mul nsw i64 %1589, %25
  %1591 = add nsw i64 %1584, 2
  %1592 = mul nsw i64 %1591, %25
  %1593 = add nsw i64 %1584, 3
  %1594 = mul nsw i64 %1593, %25
  %1595 = add nsw i64 %1584, 4
  %1596 = mul nsw i64 %1595, %25
  %1597 = add nsw i64 %1584, 5
  %1598 = mul nsw i64 %1597, %25
  %1599 = add nsw i64 %1584, 6
  %1600 = mul nsw i64 %1599, %25
  %1601 = add nsw i64 %1584, 7
  %1602 = mul nsw i64 %1601, %25
  br label %1603

1603:                                             ; preds = %1585, %1625
  %1604 = phi i64 [ 0, %1585 ], [ %1634, %1625 ]
  %1605 = getelementptr float, ptr %438, i64 %1604
  %1606 = getelementptr float, ptr %1605, i64 %1588
  %1607 = load <16 x float>, ptr %1606, align 4
  %1608 = getelementptr float, ptr %1605, i64 %1590
  %1609 = load <16 x float>, ptr %1608, align 4
  %1610 = getelementptr float, ptr %1605, i64 %1592
  %1611 = load <16 x float>, ptr %1610, align 4
  %1612 = getelementptr float, ptr %1605, i64 %1594
  %1613 = load <16 x float>, ptr %1612, align 4
  %1614 = getelementptr float, ptr %1605, i64 %1596
  %1615 = load <16 x float>, ptr %1614, align 4
  %1616 = getelementptr float, ptr %1605, i64 %1598
  %1617 = load <16 x float>, ptr %1616, align 4
  %1618 = getelementptr float, ptr %1605, i64 %1600
  %1619 = load <16 x float>, ptr %1618, align 4
  %1620 = getelementptr float, ptr %1605, i64 %1602
  %1621 = load <16 x float>, ptr %1620, align 4
  %1622 = getelementptr float, ptr %742, i64 %1604
  br i1 %53, label %1623, label %1625

1623:                                             ; preds = %1603
  %1624 = getelementptr float, ptr %28, i64 %1604
  br label %1636

1625:                                             ; preds = %1650, %1603
  %1626 = phi <16 x float> [ %1621, %1603 ], [ %1651, %1650 ]
  %1627 = phi <16 x float> [ %1619, %1603 ], [ %1652, %1650 ]
  %1628 = phi <16 x float> [ %1617, %1603 ], [ %1653, %1650 ]
  %1629 = phi <16 x float> [ %1615, %1603 ], [ %1654, %1650 ]
  %1630 = phi <16 x float> [ %1613, %1603 ], [ %1655, %1650 ]
  %1631 = phi <16 x float> [ %1611, %1603 ], [ %1656, %1650 ]
  %1632 = phi <16 x float> [ %1609, %1603 ], [ %1657, %1650 ]
  %1633 = phi <16 x float> [ %1607, %1603 ], [ %1658, %1650 ]
  store <16 x float> %1633, ptr %1606, align 4
  store <16 x float> %1632, ptr %1608, align 4
  store <16 x float> %1631, ptr %1610, align 4
  store <16 x float> %1630, ptr %1612, align 4
  store <16 x float> %1629, ptr %1614, align 4
  store <16 x float> %1628, ptr %1616, align 4
  store <16 x float> %1627, ptr %1618, align 4
  store <16 x float> %1626, ptr %1620, align 4
  %1634 = add nuw nsw i64 %1604, 16
  %1635 = icmp slt i64 %1634, %58
  br i1 %1635, label %1603, label %1576

1636:                                             ; preds = %1623, %1650
  %1637 = phi <16 x float> [ %1621, %1623 ], [ %1651, %1650 ]
  %1638 = phi <16 x float> [ %1619, %1623 ], [ %1652, %1650 ]
  %1639 = phi <16 x float> [ %1617, %1623 ], [ %1653, %1650 ]
  %1640 = phi <16 x float> [ %1615, %1623 ], [ %1654, %1650 ]
  %1641 = phi <16 x float> [ %1613, %1623 ], [ %1655, %1650 ]
  %1642 = phi <16 x float> [ %1611, %1623 ], [ %1656, %1650 ]
  %1643 = phi <16 x float> [ %1609, %1623 ], [ %1657, %1650 ]
  %1644 = phi <16 x float> [ %1607, %1623 ], [ %1658, %1650 ]
  %1645 = phi i64 [ 0, %1623 ], [ %1659, %1650 ]
  br i1 %54, label %1646, label %1650

1646:                                             ; preds = %1636
  %1647 = mul i64 %69, %1645
  %1648 = mul nuw nsw i64 %1645, %8
  %1649 = getelementptr float, ptr %1622, i64 %1647
  br label %1661

1650:                                             ; preds = %1661, %1636
  %1651 = phi <16 x float> [ %1637, %1636 ], [ %1701, %1661 ]
  %1652 = phi <16 x float> [ %1638, %1636 ], [ %1698, %1661 ]
  %1653 = phi <16 x float> [ %1639, %1636 ], [ %1695, %1661 ]
  %1654 = phi <16 x float> [ %1640, %1636 ], [ %1692, %1661 ]
  %1655 = phi <16 x float> [ %1641, %1636 ], [ %1689, %1661 ]
  %1656 = phi <16 x float> [ %1642, %1636 ], [ %1686, %1661 ]
  %1657 = phi <16 x float> [ %1643, %1636 ], [ %1683, %1661 ]
  %1658 = phi <16 x float> [ %1644, %1636 ], [ %1680, %1661 ]
  %1659 = add nuw nsw i64 %1645, 1
  %1660 = icmp eq i64 %1659, %7
  br i1 %1660, label %1625, label %1636

1661:                                             ; preds = %1646, %1661
  %1662 = phi <16 x float> [ %1637, %1646 ], [ %1701, %1661 ]
  %1663 = phi <16 x float> [ %1638, %1646 ], [ %1698, %1661 ]
  %1664 = phi <16 x float> [ %1639, %1646 ], [ %1695, %1661 ]
  %1665 = phi <16 x float> [ %1640, %1646 ], [ %1692, %1661 ]
  %1666 = phi <16 x float> [ %1641, %1646 ], [ %1689, %1661 ]
  %1667 = phi <16 x float> [ %1642, %1646 ], [ %1686, %1661 ]
  %1668 = phi <16 x float> [ %1643, %1646 ], [ %1683, %1661 ]
  %1669 = phi <16 x float> [ %1644, %1646 ], [ %1680, %1661 ]
  %1670 = phi i64 [ 0, %1646 ], [ %1702, %1661 ]
  %1671 = add nuw nsw i64 %1670, %1648
  %1672 = mul nsw i64 %1671, %5
  %1673 = getelementptr float, ptr %1624, i64 %1672
  %1674 = load <16 x float>, ptr %1673, align 4
  %1675 = mul nsw i64 %1670, %14
  %1676 = add nsw i64 %1587, %1675
  %1677 = mul nsw i64 %1676, %22
  %1678 = getelementptr float, ptr %1649, i64 %1677
  %1679 = load <16 x float>, ptr %1678, align 4
  %1680 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1679, <16 x float> %1674, <16 x float> %1669)
  %1681 = getelementptr inbounds float, ptr %1678, i64 %70
  %1682 = load <16 x float>, ptr %1681, align 4
  %1683 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1682, <16 x float> %1674, <16 x float> %1668)
  %1684 = getelementptr inbounds i8, ptr %1678, i64 %73
  %1685 = load <16 x float>, ptr %1684, align 4
  %1686 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1685, <16 x float> %1674, <16 x float> %1667)
  %1687 = getelementptr inbounds i8, ptr %1678, i64 %74
  %1688 = load <16 x float>, ptr %1687, align 4
  %1689 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1688, <16 x float> %1674, <16 x float> %1666)
  %1690 = getelementptr inbounds i8, ptr %1678, i64 %75
  %1691 = load <16 x float>, ptr %1690, align 4
  %1692 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1691, <16 x float> %1674, <16 x float> %1665)
  %1693 = getelementptr inbounds i8, ptr %1678, i64 %76
  %1694 = load <16 x float>, ptr %1693, align 4
  %1695 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1694, <16 x float> %1674, <16 x float> %1664)
  %1696 = getelementptr inbounds i8, ptr %1678, i64 %77
  %1697 = load <16 x float>, ptr %1696, align 4
  %1698 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1697, <16 x float> %1674, <16 x float> %1663)
  %1699 = getelementptr inbounds i8, ptr %1678, i64 %78
  %1700 = load <16 x float>, ptr %1699, align 4
  %1701 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1700, <16 x float> %1674, <16 x float> %1662)
  %1702 = add nuw nsw i64 %1670, 1
  %1703 = icmp eq i64 %1702, %8
  br i1 %1703, label %1650, label %1661

1704:                                             ; preds = %1712, %1579
  br i1 %63, label %1779, label %1853

1705:                                             ; preds = %1579, %1712
  %1706 = phi i64 [ %1713, %1712 ], [ %1580, %1579 ]
  br i1 %60, label %1707, label %1712

1707:                                             ; preds = %1705
  %1708 = mul nsw i64 %1706, %25
  %1709 = getelementptr inbounds float, ptr %438, i64 %1708
  %1710 = mul nsw i64 %1706, %12
  %1711 = sub i64 %1710, %18
  br label %1715

1712:                                             ; preds = %1775, %1705
  %1713 = add nsw i64 %1706, 1
  %1714 = icmp eq i64 %1713, %45
  br i1 %1714, label %1704, label %1705

1715:                                             ; preds = %1707, %1775
  %1716 = phi i64 [ 0, %1707 ], [ %1777, %1775 ]
  %1717 = getelementptr inbounds nuw float, ptr %1709, i64 %1716
  %1718 = load <16 x float>, ptr %1717, align 4
  %1719 = getelementptr float, ptr %742, i64 %1716
  br i1 %53, label %1720, label %1775

1720:                                             ; preds = %1715
  %1721 = getelementptr float, ptr %28, i64 %1716
  br label %1722

1722:                                             ; preds = %1720, %1743
  %1723 = phi i64 [ 0, %1720 ], [ %1745, %1743 ]
  %1724 = phi <16 x float> [ %1718, %1720 ], [ %1744, %1743 ]
  br i1 %54, label %1725, label %1743

1725:                                             ; preds = %1722
  %1726 = mul i64 %69, %1723
  %1727 = getelementptr float, ptr %1719, i64 %1726
  %1728 = mul nuw nsw i64 %1723, %8
  br i1 %274, label %1730, label %1747

1729:                                             ; preds = %1747
  br i1 %276, label %1743, label %1730

1730:                                             ; preds = %1729, %1725
  %1731 = phi i64 [ 0, %1725 ], [ %1772, %1729 ]
  %1732 = phi <16 x float> [ %1724, %1725 ], [ %1771, %1729 ]
  tail call void @llvm.assume(i1 %277)
  %1733 = mul nsw i64 %1731, %14
  %1734 = add nsw i64 %1711, %1733
  %1735 = mul nsw i64 %1734, %22
  %1736 = getelementptr float, ptr %1727, i64 %1735
  %1737 = load <16 x float>, ptr %1736, align 4
  %1738 = add nuw nsw i64 %1731, %1728
  %1739 = mul nsw i64 %1738, %5
  %1740 = getelementptr float, ptr %1721, i64 %1739
  %1741 = load <16 x float>, ptr %1740, align 4
  %1742 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1737, <16 x float> %1741, <16 x float> %1732)
  br label %1743

1743:                                             ; preds = %1730, %1729, %1722
  %1744 = phi <16 x float> [ %1724, %1722 ], [ %1771, %1729 ], [ %1742, %1730 ]
  %1745 = add nuw nsw i64 %1723, 1
  %1746 = icmp eq i64 %1745, %7
  br i1 %1746, label %1775, label %1722

1747:                                             ; preds = %1725, %1747
  %1748 = phi i64 [ %1772, %1747 ], [ 0, %1725 ]
  %1749 = phi <16 x float> [ %1771, %1747 ], [ %1724, %1725 ]
  %1750 = phi i64 [ %1773, %1747 ], [ 0, %1725 ]
  %1751 = mul nsw i64 %1748, %14
  %1752 = add nsw i64 %1711, %1751
  %1753 = mul nsw i64 %1752, %22
  %1754 = getelementptr float, ptr %1727, i64 %1753
  %1755 = load <16 x float>, ptr %1754, align 4
  %1756 = add nuw nsw i64 %1748, %1728
  %1757 = mul nsw i64 %1756, %5
  %1758 = getelementptr float, ptr %1721, i64 %1757
  %1759 = load <16 x float>, ptr %1758, align 4
  %1760 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1755, <16 x float> %1759, <16 x float> %1749)
  %1761 = or disjoint i64 %1748, 1
  %1762 = mul nsw i64 %1761, %14
  %1763 = add nsw i64 %1711, %1762
  %1764 = mul nsw i64 %1763, %22
  %1765 = getelementptr float, ptr %1727, i64 %1764
  %1766 = load <16 x float>, ptr %1765, align 4
  %1767 = add nuw nsw i64 %1761, %1728
  %1768 = mul nsw i64 %1767, %5
  %1769 = getelementptr float, ptr %1721, i64 %1768
  %1770 = load <16 x float>, ptr %1769, align 4
  %1771 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1766, <16 x float> %1770, <16 x float> %1760)
  %1772 = add nuw nsw i64 %1748, 2
  %1773 = add i64 %1750, 2
  %1774 = icmp eq i64 %1773, %275
  br i1 %1774, label %1729, label %1747

1775:                                             ; preds = %1743, %1715
  %1776 = phi <16 x float> [ %1718, %1715 ], [ %1744, %1743 ]
  store <16 x float> %1776, ptr %1717, align 4
  %1777 = add nuw nsw i64 %1716, 16
  %1778 = icmp slt i64 %1777, %58
  br i1 %1778, label %1715, label %1712

1779:                                             ; preds = %1704, %1850
  %1780 = phi i64 [ %1851, %1850 ], [ %58, %1704 ]
  %1781 = getelementptr float, ptr %438, i64 %1780
  br i1 %71, label %1782, label %1850

1782:                                             ; preds = %1779
  %1783 = getelementptr float, ptr %742, i64 %1780
  %1784 = getelementptr float, ptr %28, i64 %1780
  br label %1785

1785:                                             ; preds = %1782, %1800
  %1786 = phi i64 [ %46, %1782 ], [ %1802, %1800 ]
  %1787 = mul nsw i64 %1786, %25
  %1788 = getelementptr float, ptr %1781, i64 %1787
  %1789 = load float, ptr %1788, align 4
  br i1 %53, label %1790, label %1800

1790:                                             ; preds = %1785
  %1791 = mul nsw i64 %1786, %12
  %1792 = sub i64 %1791, %18
  br label %1793

1793:                                             ; preds = %1790, %1818
  %1794 = phi i64 [ 0, %1790 ], [ %1820, %1818 ]
  %1795 = phi float [ %1789, %1790 ], [ %1819, %1818 ]
  br i1 %54, label %1796, label %1818

1796:                                             ; preds = %1793
  %1797 = mul i64 %69, %1794
  %1798 = getelementptr float, ptr %1783, i64 %1797
  %1799 = mul nuw nsw i64 %1794, %8
  br i1 %279, label %1805, label %1822

1800:                                             ; preds = %1818, %1785
  %1801 = phi float [ %1789, %1785 ], [ %1819, %1818 ]
  store float %1801, ptr %1788, align 4
  %1802 = add nsw i64 %1786, 1
  %1803 = icmp eq i64 %1802, %45
  br i1 %1803, label %1850, label %1785

1804:                                             ; preds = %1822
  br i1 %281, label %1818, label %1805

1805:                                             ; preds = %1804, %1796
  %1806 = phi i64 [ 0, %1796 ], [ %1847, %1804 ]
  %1807 = phi float [ %1795, %1796 ], [ %1846, %1804 ]
  tail call void @llvm.assume(i1 %282)
  %1808 = mul nsw i64 %1806, %14
  %1809 = add nsw i64 %1792, %1808
  %1810 = mul nsw i64 %1809, %22
  %1811 = getelementptr float, ptr %1798, i64 %1810
  %1812 = load float, ptr %1811, align 4
  %1813 = add nuw nsw i64 %1806, %1799
  %1814 = mul nsw i64 %1813, %5
  %1815 = getelementptr float, ptr %1784, i64 %1814
  %1816 = load float, ptr %1815, align 4
  %1817 = tail call float @llvm.fma.f32(float %1812, float %1816, float %1807)
  br label %1818

1818:                                             ; preds = %1805, %1804, %1793
  %1819 = phi float [ %1795, %1793 ], [ %1846, %1804 ], [ %1817, %1805 ]
  %1820 = add nuw nsw i64 %1794, 1
  %1821 = icmp eq i64 %1820, %7
  br i1 %1821, label %1800, label %1793

1822:                                             ; preds = %1796, %1822
  %1823 = phi i64 [ %1847, %1822 ], [ 0, %1796 ]
  %1824 = phi float [ %1846, %1822 ], [ %1795, %1796 ]
  %1825 = phi i64 [ %1848, %1822 ], [ 0, %1796 ]
  %1826 = mul nsw i64 %1823, %14
  %1827 = add nsw i64 %1792, %1826
  %1828 = mul nsw i64 %1827, %22
  %1829 = getelementptr float, ptr %1798, i64 %1828
  %1830 = load float, ptr %1829, align 4
  %1831 = add nuw nsw i64 %1823, %1799
  %1832 = mul nsw i64 %1831, %5
  %1833 = getelementptr float, ptr %1784, i64 %1832
  %1834 = load float, ptr %1833, align 4
  %1835 = tail call float @llvm.fma.f32(float %1830, float %1834, float %1824)
  %1836 = or disjoint i64 %1823, 1
  %1837 = mul nsw i64 %1836, %14
  %1838 = add nsw i64 %1792, %1837
  %1839 = mul nsw i64 %1838, %22
  %1840 = getelementptr float, ptr %1798, i64 %1839
  %1841 = load float, ptr %1840, align 4
  %1842 = add nuw nsw i64 %1836, %1799
  %1843 = mul nsw i64 %1842, %5
  %1844 = getelementptr float, ptr %1784, i64 %1843
  %1845 = load float, ptr %1844, align 4
  %1846 = tail call float @llvm.fma.f32(float %1841, float %1845, float %1835)
  %1847 = add nuw nsw i64 %1823, 2
  %1848 = add i64 %1825, 2
  %1849 = icmp eq i64 %1848, %280
  br i1 %1849, label %1804, label %1822

1850:                                             ; preds = %1800, %1779
  %1851 = add nsw i64 %1780, 1
  %1852 = icmp slt i64 %1851, %5
  br i1 %1852, label %1779, label %1853

1853:                                             ; preds = %1850, %1572, %1704, %1035
  br i1 %72, label %1854, label %1966

1854:                                             ; preds = %1853, %1914
  %1855 = phi i64 [ %1915, %1914 ], [ %45, %1853 ]
  %1856 = mul nsw i64 %1855, %12
  %1857 = sub nsw i64 %1856, %18
  br i1 %60, label %1858, label %1861

1858:                                             ; preds = %1854
  %1859 = mul nsw i64 %1855, %25
  %1860 = getelementptr inbounds float, ptr %438, i64 %1859
  br label %1865

1861:                                             ; preds = %1910, %1854
  br i1 %63, label %1862, label %1914

1862:                                             ; preds = %1861
  %1863 = mul nsw i64 %1855, %25
  %1864 = getelementptr float, ptr %438, i64 %1863
  br label %1917

1865:                                             ; preds = %1858, %1910
  %1866 = phi i64 [ 0, %1858 ], [ %1912, %1910 ]
  %1867 = getelementptr inbounds nuw float, ptr %1860, i64 %1866
  %1868 = load <16 x float>, ptr %1867, align 4
  %1869 = getelementptr float, ptr %432, i64 %1866
  br i1 %53, label %1870, label %1910

1870:                                             ; preds = %1865
  %1871 = getelementptr float, ptr %28, i64 %1866
  br label %1872

1872:                                             ; preds = %1870, %1883
  %1873 = phi <16 x float> [ %1868, %1870 ], [ %1884, %1883 ]
  %1874 = phi i64 [ 0, %1870 ], [ %1885, %1883 ]
  br i1 %54, label %1875, label %1883

1875:                                             ; preds = %1872
  %1876 = mul nsw i64 %1874, %13
  %1877 = add nsw i64 %1876, %434
  %1878 = icmp sgt i64 %1877, -1
  %1879 = icmp slt i64 %1877, %15
  %1880 = mul nsw i64 %1877, %21
  %1881 = getelementptr float, ptr %1869, i64 %1880
  %1882 = mul nuw nsw i64 %1874, %8
  br label %1887

1883:                                             ; preds = %1901, %1872
  %1884 = phi <16 x float> [ %1873, %1872 ], [ %1907, %1901 ]
  %1885 = add nuw nsw i64 %1874, 1
  %1886 = icmp eq i64 %1885, %7
  br i1 %1886, label %1910, label %1872

1887:                                             ; preds = %1875, %1901
  %1888 = phi <16 x float> [ %1873, %1875 ], [ %1907, %1901 ]
  %1889 = phi i64 [ 0, %1875 ], [ %1908, %1901 ]
  %1890 = mul nsw i64 %1889, %14
  %1891 = add nsw i64 %1890, %1857
  br i1 %1878, label %1892, label %1901

1892:                                             ; preds = %1887
  %1893 = icmp sgt i64 %1891, -1
  %1894 = icmp slt i64 %1891, %16
  %1895 = and i1 %1893, %1894
  %1896 = select i1 %1879, i1 %1895, i1 false
  br i1 %1896, label %1897, label %1901

1897:                                             ; preds = %1892
  %1898 = mul nsw i64 %1891, %22
  %1899 = getelementptr float, ptr %1881, i64 %1898
  %1900 = load <16 x float>, ptr %1899, align 4
  br label %1901

1901:                                             ; preds = %1897, %1892, %1887
  %1902 = phi <16 x float> [ %1900, %1897 ], [ %62, %1892 ], [ %62, %1887 ]
  %1903 = add nuw nsw i64 %1889, %1882
  %1904 = mul nsw i64 %1903, %5
  %1905 = getelementptr float, ptr %1871, i64 %1904
  %1906 = load <16 x float>, ptr %1905, align 4
  %1907 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1902, <16 x float> %1906, <16 x float> %1888)
  %1908 = add nuw nsw i64 %1889, 1
  %1909 = icmp eq i64 %1908, %8
  br i1 %1909, label %1883, label %1887

1910:                                             ; preds = %1883, %1865
  %1911 = phi <16 x float> [ %1868, %1865 ], [ %1884, %1883 ]
  store <16 x float> %1911, ptr %1867, align 4
  %1912 = add nuw nsw i64 %1866, 16
  %1913 = icmp slt i64 %1912, %58
  br i1 %1913, label %1865, label %1861

1914:                                             ; preds = %1962, %1861
  %1915 = add nsw i64 %1855, 1
  %1916 = icmp eq i64 %1915, %10
  br i1 %1916, label %1966, label %1854

1917:                                             ; preds = %1862, %1962
  %1918 = phi i64 [ %58, %1862 ], [ %1964, %1962 ]
  %1919 = getelementptr float, ptr %1864, i64 %1918
  %1920 = load float, ptr %1919, align 4
  %1921 = getelementptr float, ptr %432, i64 %1918
  br i1 %53, label %1922, label %1962

1922:                                             ; preds = %1917
  %1923 = getelementptr float, ptr %28, i64 %1918
  br label %1924

1924:                                             ; preds = %1922, %1935
  %1925 = phi float [ %1920, %1922 ], [ %1936, %1935 ]
  %1926 = phi i64 [ 0, %1922 ], [ %1937, %1935 ]
  br i1 %54, label %1927, label %1935

1927:                                             ; preds = %1924
  %1928 = mul nsw i64 %1926, %13
  %1929 = add nsw i64 %1928, %434
  %1930 = icmp sgt i64 %1929, -1
  %1931 = icmp slt i64 %1929, %15
  %1932 = mul nsw i64 %1929, %21
  %1933 = getelementptr float, ptr %1921, i64 %1932
  %1934 = mul nuw nsw i64 %1926, %8
  br label %1939

1935:                                             ; preds = %1953, %1924
  %1936 = phi float [ %1925, %1924 ], [ %1959, %1953 ]
  %1937 = add nuw nsw i64 %1926, 1
  %1938 = icmp eq i64 %1937, %7
  br i1 %1938, label %1962, label %1924

1939:                                             ; preds = %1927, %1953
  %1940 = phi float [ %1925, %1927 ], [ %1959, %1953 ]
  %1941 = phi i64 [ 0, %1927 ], [ %1960, %1953 ]
  %1942 = mul nsw i64 %1941, %14
  %1943 = add nsw i64 %1942, %1857
  br i1 %1930, label %1944, label %1953

1944:                                             ; preds = %1939
  %1945 = icmp sgt i64 %1943, -1
  %1946 = icmp slt i64 %1943, %16
  %1947 = and i1 %1945, %1946
  %1948 = select i1 %1931, i1 %1947, i1 false
  br i1 %1948, label %1949, label %1953

1949:                                             ; preds = %1944
  %1950 = mul nsw i64 %1943, %22
  %1951 = getelementptr float, ptr %1933, i64 %1950
  %1952 = load float, ptr %1951, align 4
  br label %1953

1953:                                             ; preds = %1949, %1944, %1939
  %1954 = phi float [ %1952, %1949 ], [ %31, %1944 ], [ %31, %1939 ]
  %1955 = add nuw nsw i64 %1941, %1934
  %1956 = mul nsw i64 %1955, %5
  %1957 = getelementptr float, ptr %1923, i64 %1956
  %1958 = load float, ptr %1957, align 4
  %1959 = tail call float @llvm.fma.f32(float %1954, float %1958, float %1940)
  %1960 = add nuw nsw i64 %1941, 1
  %1961 = icmp eq i64 %1960, %8
  br i1 %1961, label %1935, label %1939

1962:                                             ; preds = %1935, %1917
  %1963 = phi float [ %1920, %1917 ], [ %1936, %1935 ]
  store float %1963, ptr %1919, align 4
  %1964 = add nsw i64 %1918, 1
  %1965 = icmp slt i64 %1964, %5
  br i1 %1965, label %1917, label %1914

1966:                                             ; preds = %453, %575, %1914, %1853, %514, %439
  %1967 = add nsw i64 %428, 1
  %1968 = icmp eq i64 %1967, %4
  br i1 %1968, label %426, label %427
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr>, <8 x i1>, <8 x float>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
