; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22) local_unnamed_addr {
  %24 = alloca [24 x i64], align 16
  %25 = alloca [24 x i64], align 16
  %26 = inttoptr i64 %0 to ptr
  %27 = inttoptr i64 %1 to ptr
  %28 = inttoptr i64 %21 to ptr
  %29 = inttoptr i64 %2 to ptr
  %30 = add nsw i64 %6, 15
  %31 = sdiv i64 %30, 16
  %32 = icmp slt i64 %3, %4
  br i1 %32, label %33, label %2740

33:                                               ; preds = %23
  %34 = mul nsw i64 %10, %9
  %35 = sdiv i64 %3, %34
  %36 = sdiv i64 %3, %10
  %37 = srem i64 %36, %9
  %38 = srem i64 %3, %10
  %39 = mul i64 %16, %11
  %40 = mul i64 %17, %12
  %41 = icmp sgt i64 %6, 0
  %42 = icmp eq i64 %21, 0
  %43 = mul i64 %16, %13
  %44 = icmp sgt i64 %7, 0
  %45 = icmp sgt i64 %8, 0
  %46 = mul i64 %17, %14
  %47 = icmp sgt i64 %5, 0
  %48 = mul i64 %6, %5
  %49 = mul i64 %8, %6
  %50 = mul i64 %49, %5
  %51 = shl i64 %50, 2
  %52 = shl i64 %48, 2
  %53 = shl i64 %6, 2
  %54 = tail call i64 @llvm.smax.i64(i64 %31, i64 4)
  %55 = add nsw i64 %54, -1
  %56 = lshr i64 %55, 2
  br label %57

57:                                               ; preds = %33, %112
  %58 = phi i64 [ %35, %33 ], [ %109, %112 ]
  %59 = phi i64 [ %37, %33 ], [ %108, %112 ]
  %60 = phi i64 [ %38, %33 ], [ %107, %112 ]
  %61 = phi i64 [ %3, %33 ], [ %113, %112 ]
  %62 = sub nsw i64 %4, %61
  %63 = icmp sgt i64 %62, 23
  %64 = trunc i64 %62 to i32
  %65 = select i1 %63, i32 24, i32 %64
  call void @llvm.lifetime.start.p0(ptr nonnull %24)
  call void @llvm.lifetime.start.p0(ptr nonnull %25)
  %66 = add nsw i32 %65, -1
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i64, ptr %24, i64 %67
  %69 = getelementptr inbounds i64, ptr %25, i64 %67
  %70 = sext i32 %65 to i64
  br label %74

71:                                               ; preds = %106
  br i1 %41, label %72, label %112

72:                                               ; preds = %71
  %73 = icmp sgt i32 %65, 0
  br label %115

74:                                               ; preds = %57, %106
  %75 = phi i64 [ 0, %57 ], [ %110, %106 ]
  %76 = phi i64 [ %58, %57 ], [ %109, %106 ]
  %77 = phi i64 [ %59, %57 ], [ %108, %106 ]
  %78 = phi i64 [ %60, %57 ], [ %107, %106 ]
  %79 = icmp slt i64 %75, %70
  br i1 %79, label %85, label %80

80:                                               ; preds = %74
  %81 = load i64, ptr %68, align 8
  %82 = getelementptr inbounds nuw i64, ptr %24, i64 %75
  store i64 %81, ptr %82, align 8
  %83 = load i64, ptr %69, align 8
  %84 = getelementptr inbounds nuw i64, ptr %25, i64 %75
  store i64 %83, ptr %84, align 8
  br label %106

85:                                               ; preds = %74
  %86 = mul nsw i64 %76, %15
  %87 = mul i64 %39, %77
  %88 = mul i64 %40, %78
  %89 = add i64 %87, %88
  %90 = add i64 %89, %86
  %91 = getelementptr inbounds nuw i64, ptr %24, i64 %75
  store i64 %90, ptr %91, align 8
  %92 = mul nsw i64 %76, %18
  %93 = mul nsw i64 %77, %19
  %94 = mul nsw i64 %78, %20
  %95 = add i64 %93, %94
  %96 = add i64 %95, %92
  %97 = getelementptr inbounds nuw i64, ptr %25, i64 %75
  store i64 %96, ptr %97, align 8
  %98 = add nsw i64 %78, 1
  %99 = icmp eq i64 %98, %10
  br i1 %99, label %100, label %106

100:                                              ; preds = %85
  %101 = add nsw i64 %77, 1
  %102 = icmp eq i64 %101, %9
  %103 = select i1 %102, i64 0, i64 %101
  %104 = zext i1 %102 to i64
  %105 = add nsw i64 %76, %104
  br label %106

106:                                              ; preds = %100, %85, %80
  %107 = phi i64 [ %78, %80 ], [ %98, %85 ], [ 0, %100 ]
  %108 = phi i64 [ %77, %80 ], [ %77, %85 ], [ %103, %100 ]
  %109 = phi i64 [ %76, %80 ], [ %76, %85 ], [ %105, %100 ]
  %110 = add nuw nsw i64 %75, 1
  %111 = icmp eq i64 %110, 24
  br i1 %111, label %71, label %74

112:                                              ; preds = %374, %71
  call void @llvm.lifetime.end.p0(ptr nonnull %25)
  call void @llvm.lifetime.end.p0(ptr nonnull %24)
  %113 = add nsw i64 %61, 24
  %114 = icmp slt i64 %113, %4
  br i1 %114, label %57, label %2740

115:                                              ; preds = %72, %374
  %116 = phi i64 [ 0, %72 ], [ %376, %374 ]
  %117 = phi i64 [ 0, %72 ], [ %375, %374 ]
  br i1 %73, label %118, label %374

118:                                              ; preds = %115
  %119 = shl nsw i64 %117, 4
  %120 = shl i64 %116, 8
  %121 = sub nsw i64 %31, %117
  %122 = icmp sgt i64 %121, 3
  %123 = trunc i64 %121 to i32
  %124 = select i1 %122, i32 4, i32 %123
  %125 = icmp sgt i32 %124, 2
  %126 = select i1 %125, i64 6, i64 8
  %127 = shl nsw i32 %124, 1
  %128 = shl nsw i32 %124, 4
  %129 = sext i32 %128 to i64
  %130 = add nsw i64 %119, %129
  %131 = icmp sle i64 %130, %6
  %132 = zext i1 %131 to i32
  %133 = or disjoint i32 %127, %132
  %134 = getelementptr inbounds nuw float, ptr %28, i64 %119
  %135 = getelementptr float, ptr %29, i64 %119
  %136 = getelementptr float, ptr %27, i64 %119
  %137 = sub nsw i64 %6, %119
  %138 = icmp sgt i64 %137, 15
  %139 = trunc i64 %137 to i32
  %140 = shl nsw i32 -1, %139
  %141 = trunc i32 %140 to i16
  %142 = xor i16 %141, -1
  %143 = select i1 %138, i16 -1, i16 %142
  %144 = or disjoint i64 %119, 16
  %145 = sub nsw i64 %6, %144
  %146 = icmp sgt i64 %145, 15
  %147 = trunc i64 %145 to i32
  %148 = shl nsw i32 -1, %147
  %149 = trunc i32 %148 to i16
  %150 = xor i16 %149, -1
  %151 = select i1 %146, i16 -1, i16 %150
  %152 = or disjoint i64 %119, 32
  %153 = sub nsw i64 %6, %152
  %154 = icmp sgt i64 %153, 15
  %155 = trunc i64 %153 to i32
  %156 = shl nsw i32 -1, %155
  %157 = trunc i32 %156 to i16
  %158 = xor i16 %157, -1
  %159 = select i1 %154, i16 -1, i16 %158
  %160 = or disjoint i64 %119, 48
  %161 = sub nsw i64 %6, %160
  %162 = icmp sgt i64 %161, 15
  %163 = trunc i64 %161 to i32
  %164 = shl nsw i32 -1, %163
  %165 = trunc i32 %164 to i16
  %166 = xor i16 %165, -1
  %167 = select i1 %162, i16 -1, i16 %166
  %168 = bitcast i16 %143 to <16 x i1>
  %169 = bitcast i16 %151 to <16 x i1>
  %170 = getelementptr inbounds nuw i8, ptr %134, i64 64
  %171 = bitcast i16 %159 to <16 x i1>
  %172 = getelementptr inbounds nuw i8, ptr %134, i64 128
  %173 = bitcast i16 %167 to <16 x i1>
  %174 = getelementptr inbounds nuw i8, ptr %134, i64 192
  %175 = bitcast i16 %143 to <16 x i1>
  %176 = bitcast i16 %151 to <16 x i1>
  %177 = bitcast i16 %159 to <16 x i1>
  %178 = bitcast i16 %167 to <16 x i1>
  %179 = getelementptr i8, ptr %27, i64 %120
  %180 = bitcast i16 %143 to <16 x i1>
  %181 = bitcast i16 %151 to <16 x i1>
  %182 = bitcast i16 %159 to <16 x i1>
  %183 = bitcast i16 %167 to <16 x i1>
  %184 = sub nsw i64 %6, %119
  %185 = icmp sgt i64 %184, 15
  %186 = trunc i64 %184 to i32
  %187 = shl nsw i32 -1, %186
  %188 = trunc i32 %187 to i16
  %189 = xor i16 %188, -1
  %190 = select i1 %185, i16 -1, i16 %189
  %191 = or disjoint i64 %119, 16
  %192 = sub nsw i64 %6, %191
  %193 = icmp sgt i64 %192, 15
  %194 = trunc i64 %192 to i32
  %195 = shl nsw i32 -1, %194
  %196 = trunc i32 %195 to i16
  %197 = xor i16 %196, -1
  %198 = select i1 %193, i16 -1, i16 %197
  %199 = or disjoint i64 %119, 32
  %200 = sub nsw i64 %6, %199
  %201 = icmp sgt i64 %200, 15
  %202 = trunc i64 %200 to i32
  %203 = shl nsw i32 -1, %202
  %204 = trunc i32 %203 to i16
  %205 = xor i16 %204, -1
  %206 = select i1 %201, i16 -1, i16 %205
  %207 = or disjoint i64 %119, 48
  %208 = sub nsw i64 %6, %207
  %209 = icmp sgt i64 %208, 15
  %210 = trunc i64 %208 to i32
  %211 = shl nsw i32 -1, %210
  %212 = trunc i32 %211 to i16
  %213 = xor i16 %212, -1
  %214 = select i1 %209, i16 -1, i16 %213
  %215 = bitcast i16 %190 to <16 x i1>
  %216 = bitcast i16 %198 to <16 x i1>
  %217 = getelementptr inbounds nuw i8, ptr %134, i64 64
  %218 = bitcast i16 %206 to <16 x i1>
  %219 = getelementptr inbounds nuw i8, ptr %134, i64 128
  %220 = bitcast i16 %214 to <16 x i1>
  %221 = getelementptr inbounds nuw i8, ptr %134, i64 192
  %222 = bitcast i16 %190 to <16 x i1>
  %223 = bitcast i16 %198 to <16 x i1>
  %224 = bitcast i16 %206 to <16 x i1>
  %225 = bitcast i16 %214 to <16 x i1>
  %226 = bitcast i16 %190 to <16 x i1>
  %227 = bitcast i16 %198 to <16 x i1>
  %228 = bitcast i16 %206 to <16 x i1>
  %229 = bitcast i16 %214 to <16 x i1>
  %230 = bitcast i16 %190 to <16 x i1>
  %231 = bitcast i16 %198 to <16 x i1>
  %232 = bitcast i16 %206 to <16 x i1>
  %233 = bitcast i16 %214 to <16 x i1>
  %234 = sub nsw i64 %6, %119
  %235 = icmp sgt i64 %234, 15
  %236 = trunc i64 %234 to i32
  %237 = shl nsw i32 -1, %236
  %238 = trunc i32 %237 to i16
  %239 = xor i16 %238, -1
  %240 = select i1 %235, i16 -1, i16 %239
  %241 = or disjoint i64 %119, 16
  %242 = sub nsw i64 %6, %241
  %243 = icmp sgt i64 %242, 15
  %244 = trunc i64 %242 to i32
  %245 = shl nsw i32 -1, %244
  %246 = trunc i32 %245 to i16
  %247 = xor i16 %246, -1
  %248 = select i1 %243, i16 -1, i16 %247
  %249 = or disjoint i64 %119, 32
  %250 = sub nsw i64 %6, %249
  %251 = icmp sgt i64 %250, 15
  %252 = trunc i64 %250 to i32
  %253 = shl nsw i32 -1, %252
  %254 = trunc i32 %253 to i16
  %255 = xor i16 %254, -1
  %256 = select i1 %251, i16 -1, i16 %255
  %257 = bitcast i16 %240 to <16 x i1>
  %258 = bitcast i16 %248 to <16 x i1>
  %259 = getelementptr inbounds nuw i8, ptr %134, i64 64
  %260 = bitcast i16 %256 to <16 x i1>
  %261 = getelementptr inbounds nuw i8, ptr %134, i64 128
  %262 = bitcast i16 %240 to <16 x i1>
  %263 = bitcast i16 %248 to <16 x i1>
  %264 = bitcast i16 %256 to <16 x i1>
  %265 = getelementptr i8, ptr %27, i64 %120
  %266 = bitcast i16 %240 to <16 x i1>
  %267 = bitcast i16 %248 to <16 x i1>
  %268 = bitcast i16 %256 to <16 x i1>
  %269 = sub nsw i64 %6, %119
  %270 = icmp sgt i64 %269, 15
  %271 = trunc i64 %269 to i32
  %272 = shl nsw i32 -1, %271
  %273 = trunc i32 %272 to i16
  %274 = xor i16 %273, -1
  %275 = select i1 %270, i16 -1, i16 %274
  %276 = or disjoint i64 %119, 16
  %277 = sub nsw i64 %6, %276
  %278 = icmp sgt i64 %277, 15
  %279 = trunc i64 %277 to i32
  %280 = shl nsw i32 -1, %279
  %281 = trunc i32 %280 to i16
  %282 = xor i16 %281, -1
  %283 = select i1 %278, i16 -1, i16 %282
  %284 = or disjoint i64 %119, 32
  %285 = sub nsw i64 %6, %284
  %286 = icmp sgt i64 %285, 15
  %287 = trunc i64 %285 to i32
  %288 = shl nsw i32 -1, %287
  %289 = trunc i32 %288 to i16
  %290 = xor i16 %289, -1
  %291 = select i1 %286, i16 -1, i16 %290
  %292 = bitcast i16 %275 to <16 x i1>
  %293 = bitcast i16 %283 to <16 x i1>
  %294 = getelementptr inbounds nuw i8, ptr %134, i64 64
  %295 = bitcast i16 %291 to <16 x i1>
  %296 = getelementptr inbounds nuw i8, ptr %134, i64 128
  %297 = bitcast i16 %275 to <16 x i1>
  %298 = bitcast i16 %283 to <16 x i1>
  %299 = bitcast i16 %291 to <16 x i1>
  %300 = bitcast i16 %275 to <16 x i1>
  %301 = bitcast i16 %283 to <16 x i1>
  %302 = bitcast i16 %291 to <16 x i1>
  %303 = bitcast i16 %275 to <16 x i1>
  %304 = bitcast i16 %283 to <16 x i1>
  %305 = bitcast i16 %291 to <16 x i1>
  %306 = sub nsw i64 %6, %119
  %307 = icmp sgt i64 %306, 15
  %308 = trunc i64 %306 to i32
  %309 = shl nsw i32 -1, %308
  %310 = trunc i32 %309 to i16
  %311 = xor i16 %310, -1
  %312 = select i1 %307, i16 -1, i16 %311
  %313 = or disjoint i64 %119, 16
  %314 = sub nsw i64 %6, %313
  %315 = icmp sgt i64 %314, 15
  %316 = trunc i64 %314 to i32
  %317 = shl nsw i32 -1, %316
  %318 = trunc i32 %317 to i16
  %319 = xor i16 %318, -1
  %320 = select i1 %315, i16 -1, i16 %319
  %321 = bitcast i16 %312 to <16 x i1>
  %322 = bitcast i16 %320 to <16 x i1>
  %323 = getelementptr inbounds nuw i8, ptr %134, i64 64
  %324 = bitcast i16 %312 to <16 x i1>
  %325 = bitcast i16 %320 to <16 x i1>
  %326 = getelementptr i8, ptr %27, i64 %120
  %327 = bitcast i16 %312 to <16 x i1>
  %328 = bitcast i16 %320 to <16 x i1>
  %329 = sub nsw i64 %6, %119
  %330 = icmp sgt i64 %329, 15
  %331 = trunc i64 %329 to i32
  %332 = shl nsw i32 -1, %331
  %333 = trunc i32 %332 to i16
  %334 = xor i16 %333, -1
  %335 = select i1 %330, i16 -1, i16 %334
  %336 = or disjoint i64 %119, 16
  %337 = sub nsw i64 %6, %336
  %338 = icmp sgt i64 %337, 15
  %339 = trunc i64 %337 to i32
  %340 = shl nsw i32 -1, %339
  %341 = trunc i32 %340 to i16
  %342 = xor i16 %341, -1
  %343 = select i1 %338, i16 -1, i16 %342
  %344 = bitcast i16 %335 to <16 x i1>
  %345 = bitcast i16 %343 to <16 x i1>
  %346 = getelementptr inbounds nuw i8, ptr %134, i64 64
  %347 = bitcast i16 %335 to <16 x i1>
  %348 = bitcast i16 %343 to <16 x i1>
  %349 = bitcast i16 %335 to <16 x i1>
  %350 = bitcast i16 %343 to <16 x i1>
  %351 = bitcast i16 %335 to <16 x i1>
  %352 = bitcast i16 %343 to <16 x i1>
  %353 = sub nsw i64 %6, %119
  %354 = icmp sgt i64 %353, 15
  %355 = trunc i64 %353 to i32
  %356 = shl nsw i32 -1, %355
  %357 = trunc i32 %356 to i16
  %358 = xor i16 %357, -1
  %359 = select i1 %354, i16 -1, i16 %358
  %360 = bitcast i16 %359 to <16 x i1>
  %361 = bitcast i16 %359 to <16 x i1>
  %362 = bitcast i16 %359 to <16 x i1>
  %363 = sub nsw i64 %6, %119
  %364 = icmp sgt i64 %363, 15
  %365 = trunc i64 %363 to i32
  %366 = shl nsw i32 -1, %365
  %367 = trunc i32 %366 to i16
  %368 = xor i16 %367, -1
  %369 = select i1 %364, i16 -1, i16 %368
  %370 = bitcast i16 %369 to <16 x i1>
  %371 = bitcast i16 %369 to <16 x i1>
  %372 = bitcast i16 %369 to <16 x i1>
  %373 = bitcast i16 %369 to <16 x i1>
  br label %378

374:                                              ; preds = %2737, %115
  %375 = add nuw nsw i64 %117, 4
  %376 = add nuw nsw i64 %116, 1
  %377 = icmp eq i64 %116, %56
  br i1 %377, label %112, label %115

378:                                              ; preds = %118, %2737
  %379 = phi i64 [ 0, %118 ], [ %2738, %2737 ]
  %380 = getelementptr inbounds nuw i64, ptr %24, i64 %379
  %381 = getelementptr inbounds nuw i64, ptr %25, i64 %379
  switch i32 %133, label %2737 [
    i32 2, label %382
    i32 3, label %589
    i32 4, label %796
    i32 5, label %1094
    i32 6, label %1393
    i32 7, label %1694
    i32 8, label %1996
    i32 9, label %2366
  ]

382:                                              ; preds = %378
  br i1 %42, label %383, label %415

383:                                              ; preds = %382
  %384 = load i64, ptr %381, align 16
  %385 = getelementptr float, ptr %135, i64 %384
  %386 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %385, <16 x i1> %371, <16 x float> zeroinitializer)
  %387 = getelementptr inbounds nuw i8, ptr %381, i64 8
  %388 = load i64, ptr %387, align 8
  %389 = getelementptr float, ptr %135, i64 %388
  %390 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %389, <16 x i1> %371, <16 x float> zeroinitializer)
  %391 = getelementptr inbounds nuw i8, ptr %381, i64 16
  %392 = load i64, ptr %391, align 16
  %393 = getelementptr float, ptr %135, i64 %392
  %394 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %393, <16 x i1> %371, <16 x float> zeroinitializer)
  %395 = getelementptr inbounds nuw i8, ptr %381, i64 24
  %396 = load i64, ptr %395, align 8
  %397 = getelementptr float, ptr %135, i64 %396
  %398 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %397, <16 x i1> %371, <16 x float> zeroinitializer)
  %399 = getelementptr inbounds nuw i8, ptr %381, i64 32
  %400 = load i64, ptr %399, align 16
  %401 = getelementptr float, ptr %135, i64 %400
  %402 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %401, <16 x i1> %371, <16 x float> zeroinitializer)
  %403 = getelementptr inbounds nuw i8, ptr %381, i64 40
  %404 = load i64, ptr %403, align 8
  %405 = getelementptr float, ptr %135, i64 %404
  %406 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %405, <16 x i1> %371, <16 x float> zeroinitializer)
  %407 = getelementptr inbounds nuw i8, ptr %381, i64 48
  %408 = load i64, ptr %407, align 16
  %409 = getelementptr float, ptr %135, i64 %408
  %410 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %409, <16 x i1> %371, <16 x float> zeroinitializer)
  %411 = getelementptr inbounds nuw i8, ptr %381, i64 56
  %412 = load i64, ptr %411, align 8
  %413 = getelementptr float, ptr %135, i64 %412
  %414 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %413, <16 x i1> %371, <16 x float> zeroinitializer)
  br label %417

415:                                              ; preds = %382
  %416 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %134, <16 x i1> %370, <16 x float> zeroinitializer)
  br label %417

417:                                              ; preds = %415, %383
  %418 = phi <16 x float> [ %386, %383 ], [ %416, %415 ]
  %419 = phi <16 x float> [ %390, %383 ], [ %416, %415 ]
  %420 = phi <16 x float> [ %394, %383 ], [ %416, %415 ]
  %421 = phi <16 x float> [ %398, %383 ], [ %416, %415 ]
  %422 = phi <16 x float> [ %402, %383 ], [ %416, %415 ]
  %423 = phi <16 x float> [ %406, %383 ], [ %416, %415 ]
  %424 = phi <16 x float> [ %410, %383 ], [ %416, %415 ]
  %425 = phi <16 x float> [ %414, %383 ], [ %416, %415 ]
  br i1 %44, label %426, label %434

426:                                              ; preds = %417
  %427 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %428 = getelementptr inbounds nuw i8, ptr %380, i64 16
  %429 = getelementptr inbounds nuw i8, ptr %380, i64 24
  %430 = getelementptr inbounds nuw i8, ptr %380, i64 32
  %431 = getelementptr inbounds nuw i8, ptr %380, i64 40
  %432 = getelementptr inbounds nuw i8, ptr %380, i64 48
  %433 = getelementptr inbounds nuw i8, ptr %380, i64 56
  br label %466

434:                                              ; preds = %488, %417
  %435 = phi <16 x float> [ %418, %417 ], [ %489, %488 ]
  %436 = phi <16 x float> [ %419, %417 ], [ %490, %488 ]
  %437 = phi <16 x float> [ %420, %417 ], [ %491, %488 ]
  %438 = phi <16 x float> [ %421, %417 ], [ %492, %488 ]
  %439 = phi <16 x float> [ %422, %417 ], [ %493, %488 ]
  %440 = phi <16 x float> [ %423, %417 ], [ %494, %488 ]
  %441 = phi <16 x float> [ %424, %417 ], [ %495, %488 ]
  %442 = phi <16 x float> [ %425, %417 ], [ %496, %488 ]
  %443 = load i64, ptr %381, align 16
  %444 = getelementptr float, ptr %135, i64 %443
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %435, ptr align 1 %444, <16 x i1> %373)
  %445 = getelementptr inbounds nuw i8, ptr %381, i64 8
  %446 = load i64, ptr %445, align 8
  %447 = getelementptr float, ptr %135, i64 %446
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %436, ptr align 1 %447, <16 x i1> %373)
  %448 = getelementptr inbounds nuw i8, ptr %381, i64 16
  %449 = load i64, ptr %448, align 16
  %450 = getelementptr float, ptr %135, i64 %449
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %437, ptr align 1 %450, <16 x i1> %373)
  %451 = getelementptr inbounds nuw i8, ptr %381, i64 24
  %452 = load i64, ptr %451, align 8
  %453 = getelementptr float, ptr %135, i64 %452
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %438, ptr align 1 %453, <16 x i1> %373)
  %454 = getelementptr inbounds nuw i8, ptr %381, i64 32
  %455 = load i64, ptr %454, align 16
  %456 = getelementptr float, ptr %135, i64 %455
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %439, ptr align 1 %456, <16 x i1> %373)
  %457 = getelementptr inbounds nuw i8, ptr %381, i64 40
  %458 = load i64, ptr %457, align 8
  %459 = getelementptr float, ptr %135, i64 %458
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %440, ptr align 1 %459, <16 x i1> %373)
  %460 = getelementptr inbounds nuw i8, ptr %381, i64 48
  %461 = load i64, ptr %460, align 16
  %462 = getelementptr float, ptr %135, i64 %461
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %441, ptr align 1 %462, <16 x i1> %373)
  %463 = getelementptr inbounds nuw i8, ptr %381, i64 56
  %464 = load i64, ptr %463, align 8
  %465 = getelementptr float, ptr %135, i64 %464
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %442, ptr align 1 %465, <16 x i1> %373)
  br label %2737

466:                                              ; preds = %426, %488
  %467 = phi <16 x float> [ %418, %426 ], [ %489, %488 ]
  %468 = phi <16 x float> [ %419, %426 ], [ %490, %488 ]
  %469 = phi <16 x float> [ %420, %426 ], [ %491, %488 ]
  %470 = phi <16 x float> [ %421, %426 ], [ %492, %488 ]
  %471 = phi <16 x float> [ %422, %426 ], [ %493, %488 ]
  %472 = phi <16 x float> [ %423, %426 ], [ %494, %488 ]
  %473 = phi <16 x float> [ %424, %426 ], [ %495, %488 ]
  %474 = phi <16 x float> [ %425, %426 ], [ %496, %488 ]
  %475 = phi i64 [ 0, %426 ], [ %497, %488 ]
  br i1 %45, label %476, label %488

476:                                              ; preds = %466
  %477 = mul i64 %43, %475
  %478 = getelementptr float, ptr %26, i64 %477
  %479 = mul nuw nsw i64 %475, %8
  %480 = load i64, ptr %380, align 16
  %481 = load i64, ptr %427, align 8
  %482 = load i64, ptr %428, align 16
  %483 = load i64, ptr %429, align 8
  %484 = load i64, ptr %430, align 16
  %485 = load i64, ptr %431, align 8
  %486 = load i64, ptr %432, align 16
  %487 = load i64, ptr %433, align 8
  br label %499

488:                                              ; preds = %522, %466
  %489 = phi <16 x float> [ %467, %466 ], [ %523, %522 ]
  %490 = phi <16 x float> [ %468, %466 ], [ %524, %522 ]
  %491 = phi <16 x float> [ %469, %466 ], [ %525, %522 ]
  %492 = phi <16 x float> [ %470, %466 ], [ %526, %522 ]
  %493 = phi <16 x float> [ %471, %466 ], [ %527, %522 ]
  %494 = phi <16 x float> [ %472, %466 ], [ %528, %522 ]
  %495 = phi <16 x float> [ %473, %466 ], [ %529, %522 ]
  %496 = phi <16 x float> [ %474, %466 ], [ %530, %522 ]
  %497 = add nuw nsw i64 %475, 1
  %498 = icmp eq i64 %497, %7
  br i1 %498, label %434, label %466

499:                                              ; preds = %476, %522
  %500 = phi <16 x float> [ %467, %476 ], [ %523, %522 ]
  %501 = phi <16 x float> [ %468, %476 ], [ %524, %522 ]
  %502 = phi <16 x float> [ %469, %476 ], [ %525, %522 ]
  %503 = phi <16 x float> [ %470, %476 ], [ %526, %522 ]
  %504 = phi <16 x float> [ %471, %476 ], [ %527, %522 ]
  %505 = phi <16 x float> [ %472, %476 ], [ %528, %522 ]
  %506 = phi <16 x float> [ %473, %476 ], [ %529, %522 ]
  %507 = phi <16 x float> [ %474, %476 ], [ %530, %522 ]
  %508 = phi i64 [ 0, %476 ], [ %531, %522 ]
  %509 = mul i64 %46, %508
  %510 = getelementptr float, ptr %478, i64 %509
  %511 = getelementptr float, ptr %510, i64 %480
  %512 = getelementptr float, ptr %510, i64 %481
  %513 = getelementptr float, ptr %510, i64 %482
  %514 = getelementptr float, ptr %510, i64 %483
  %515 = getelementptr float, ptr %510, i64 %484
  %516 = getelementptr float, ptr %510, i64 %485
  %517 = getelementptr float, ptr %510, i64 %486
  %518 = getelementptr float, ptr %510, i64 %487
  %519 = add nuw nsw i64 %508, %479
  %520 = mul i64 %48, %519
  %521 = getelementptr float, ptr %136, i64 %520
  br i1 %47, label %533, label %522

522:                                              ; preds = %533, %499
  %523 = phi <16 x float> [ %500, %499 ], [ %551, %533 ]
  %524 = phi <16 x float> [ %501, %499 ], [ %556, %533 ]
  %525 = phi <16 x float> [ %502, %499 ], [ %561, %533 ]
  %526 = phi <16 x float> [ %503, %499 ], [ %566, %533 ]
  %527 = phi <16 x float> [ %504, %499 ], [ %571, %533 ]
  %528 = phi <16 x float> [ %505, %499 ], [ %576, %533 ]
  %529 = phi <16 x float> [ %506, %499 ], [ %581, %533 ]
  %530 = phi <16 x float> [ %507, %499 ], [ %586, %533 ]
  %531 = add nuw nsw i64 %508, 1
  %532 = icmp eq i64 %531, %8
  br i1 %532, label %488, label %499

533:                                              ; preds = %499, %533
  %534 = phi <16 x float> [ %551, %533 ], [ %500, %499 ]
  %535 = phi <16 x float> [ %556, %533 ], [ %501, %499 ]
  %536 = phi <16 x float> [ %561, %533 ], [ %502, %499 ]
  %537 = phi <16 x float> [ %566, %533 ], [ %503, %499 ]
  %538 = phi <16 x float> [ %571, %533 ], [ %504, %499 ]
  %539 = phi <16 x float> [ %576, %533 ], [ %505, %499 ]
  %540 = phi <16 x float> [ %581, %533 ], [ %506, %499 ]
  %541 = phi <16 x float> [ %586, %533 ], [ %507, %499 ]
  %542 = phi i64 [ %587, %533 ], [ 0, %499 ]
  %543 = mul nuw nsw i64 %542, %6
  %544 = getelementptr inbounds nuw float, ptr %521, i64 %543
  %545 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %544, <16 x i1> %372, <16 x float> zeroinitializer)
  %546 = mul nsw i64 %542, %22
  %547 = getelementptr inbounds float, ptr %511, i64 %546
  %548 = load float, ptr %547, align 4
  %549 = insertelement <16 x float> poison, float %548, i64 0
  %550 = shufflevector <16 x float> %549, <16 x float> poison, <16 x i32> zeroinitializer
  %551 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %550, <16 x float> %545, <16 x float> %534)
  %552 = getelementptr inbounds float, ptr %512, i64 %546
  %553 = load float, ptr %552, align 4
  %554 = insertelement <16 x float> poison, float %553, i64 0
  %555 = shufflevector <16 x float> %554, <16 x float> poison, <16 x i32> zeroinitializer
  %556 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %555, <16 x float> %545, <16 x float> %535)
  %557 = getelementptr inbounds float, ptr %513, i64 %546
  %558 = load float, ptr %557, align 4
  %559 = insertelement <16 x float> poison, float %558, i64 0
  %560 = shufflevector <16 x float> %559, <16 x float> poison, <16 x i32> zeroinitializer
  %561 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %560, <16 x float> %545, <16 x float> %536)
  %562 = getelementptr inbounds float, ptr %514, i64 %546
  %563 = load float, ptr %562, align 4
  %564 = insertelement <16 x float> poison, float %563, i64 0
  %565 = shufflevector <16 x float> %564, <16 x float> poison, <16 x i32> zeroinitializer
  %566 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %565, <16 x float> %545, <16 x float> %537)
  %567 = getelementptr inbounds float, ptr %515, i64 %546
  %568 = load float, ptr %567, align 4
  %569 = insertelement <16 x float> poison, float %568, i64 0
  %570 = shufflevector <16 x float> %569, <16 x float> poison, <16 x i32> zeroinitializer
  %571 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %570, <16 x float> %545, <16 x float> %538)
  %572 = getelementptr inbounds float, ptr %516, i64 %546
  %573 = load float, ptr %572, align 4
  %574 = insertelement <16 x float> poison, float %573, i64 0
  %575 = shufflevector <16 x float> %574, <16 x float> poison, <16 x i32> zeroinitializer
  %576 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %575, <16 x float> %545, <16 x float> %539)
  %577 = getelementptr inbounds float, ptr %517, i64 %546
  %578 = load float, ptr %577, align 4
  %579 = insertelement <16 x float> poison, float %578, i64 0
  %580 = shufflevector <16 x float> %579, <16 x float> poison, <16 x i32> zeroinitializer
  %581 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %580, <16 x float> %545, <16 x float> %540)
  %582 = getelementptr inbounds float, ptr %518, i64 %546
  %583 = load float, ptr %582, align 4
  %584 = insertelement <16 x float> poison, float %583, i64 0
  %585 = shufflevector <16 x float> %584, <16 x float> poison, <16 x i32> zeroinitializer
  %586 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %585, <16 x float> %545, <16 x float> %541)
  %587 = add nuw nsw i64 %542, 1
  %588 = icmp eq i64 %587, %5
  br i1 %588, label %522, label %533

589:                                              ; preds = %378
  br i1 %42, label %590, label %622

590:                                              ; preds = %589
  %591 = load i64, ptr %381, align 16
  %592 = getelementptr float, ptr %135, i64 %591
  %593 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %592, <16 x i1> %361, <16 x float> zeroinitializer)
  %594 = getelementptr inbounds nuw i8, ptr %381, i64 8
  %595 = load i64, ptr %594, align 8
  %596 = getelementptr float, ptr %135, i64 %595
  %597 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %596, <16 x i1> %361, <16 x float> zeroinitializer)
  %598 = getelementptr inbounds nuw i8, ptr %381, i64 16
  %599 = load i64, ptr %598, align 16
  %600 = getelementptr float, ptr %135, i64 %599
  %601 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %600, <16 x i1> %361, <16 x float> zeroinitializer)
  %602 = getelementptr inbounds nuw i8, ptr %381, i64 24
  %603 = load i64, ptr %602, align 8
  %604 = getelementptr float, ptr %135, i64 %603
  %605 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %604, <16 x i1> %361, <16 x float> zeroinitializer)
  %606 = getelementptr inbounds nuw i8, ptr %381, i64 32
  %607 = load i64, ptr %606, align 16
  %608 = getelementptr float, ptr %135, i64 %607
  %609 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %608, <16 x i1> %361, <16 x float> zeroinitializer)
  %610 = getelementptr inbounds nuw i8, ptr %381, i64 40
  %611 = load i64, ptr %610, align 8
  %612 = getelementptr float, ptr %135, i64 %611
  %613 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %612, <16 x i1> %361, <16 x float> zeroinitializer)
  %614 = getelementptr inbounds nuw i8, ptr %381, i64 48
  %615 = load i64, ptr %614, align 16
  %616 = getelementptr float, ptr %135, i64 %615
  %617 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %616, <16 x i1> %361, <16 x float> zeroinitializer)
  %618 = getelementptr inbounds nuw i8, ptr %381, i64 56
  %619 = load i64, ptr %618, align 8
  %620 = getelementptr float, ptr %135, i64 %619
  %621 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %620, <16 x i1> %361, <16 x float> zeroinitializer)
  br label %624

622:                                              ; preds = %589
  %623 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %134, <16 x i1> %360, <16 x float> zeroinitializer)
  br label %624

624:                                              ; preds = %622, %590
  %625 = phi <16 x float> [ %593, %590 ], [ %623, %622 ]
  %626 = phi <16 x float> [ %597, %590 ], [ %623, %622 ]
  %627 = phi <16 x float> [ %601, %590 ], [ %623, %622 ]
  %628 = phi <16 x float> [ %605, %590 ], [ %623, %622 ]
  %629 = phi <16 x float> [ %609, %590 ], [ %623, %622 ]
  %630 = phi <16 x float> [ %613, %590 ], [ %623, %622 ]
  %631 = phi <16 x float> [ %617, %590 ], [ %623, %622 ]
  %632 = phi <16 x float> [ %621, %590 ], [ %623, %622 ]
  br i1 %44, label %633, label %641

633:                                              ; preds = %624
  %634 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %635 = getelementptr inbounds nuw i8, ptr %380, i64 16
  %636 = getelementptr inbounds nuw i8, ptr %380, i64 24
  %637 = getelementptr inbounds nuw i8, ptr %380, i64 32
  %638 = getelementptr inbounds nuw i8, ptr %380, i64 40
  %639 = getelementptr inbounds nuw i8, ptr %380, i64 48
  %640 = getelementptr inbounds nuw i8, ptr %380, i64 56
  br label %673

641:                                              ; preds = %695, %624
  %642 = phi <16 x float> [ %625, %624 ], [ %696, %695 ]
  %643 = phi <16 x float> [ %626, %624 ], [ %697, %695 ]
  %644 = phi <16 x float> [ %627, %624 ], [ %698, %695 ]
  %645 = phi <16 x float> [ %628, %624 ], [ %699, %695 ]
  %646 = phi <16 x float> [ %629, %624 ], [ %700, %695 ]
  %647 = phi <16 x float> [ %630, %624 ], [ %701, %695 ]
  %648 = phi <16 x float> [ %631, %624 ], [ %702, %695 ]
  %649 = phi <16 x float> [ %632, %624 ], [ %703, %695 ]
  %650 = load i64, ptr %381, align 16
  %651 = getelementptr float, ptr %135, i64 %650
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %642, ptr align 1 %651, <16 x i1> %362)
  %652 = getelementptr inbounds nuw i8, ptr %381, i64 8
  %653 = load i64, ptr %652, align 8
  %654 = getelementptr float, ptr %135, i64 %653
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %643, ptr align 1 %654, <16 x i1> %362)
  %655 = getelementptr inbounds nuw i8, ptr %381, i64 16
  %656 = load i64, ptr %655, align 16
  %657 = getelementptr float, ptr %135, i64 %656
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %644, ptr align 1 %657, <16 x i1> %362)
  %658 = getelementptr inbounds nuw i8, ptr %381, i64 24
  %659 = load i64, ptr %658, align 8
  %660 = getelementptr float, ptr %135, i64 %659
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %645, ptr align 1 %660, <16 x i1> %362)
  %661 = getelementptr inbounds nuw i8, ptr %381, i64 32
  %662 = load i64, ptr %661, align 16
  %663 = getelementptr float, ptr %135, i64 %662
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %646, ptr align 1 %663, <16 x i1> %362)
  %664 = getelementptr inbounds nuw i8, ptr %381, i64 40
  %665 = load i64, ptr %664, align 8
  %666 = getelementptr float, ptr %135, i64 %665
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %647, ptr align 1 %666, <16 x i1> %362)
  %667 = getelementptr inbounds nuw i8, ptr %381, i64 48
  %668 = load i64, ptr %667, align 16
  %669 = getelementptr float, ptr %135, i64 %668
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %648, ptr align 1 %669, <16 x i1> %362)
  %670 = getelementptr inbounds nuw i8, ptr %381, i64 56
  %671 = load i64, ptr %670, align 8
  %672 = getelementptr float, ptr %135, i64 %671
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %649, ptr align 1 %672, <16 x i1> %362)
  br label %2737

673:                                              ; preds = %633, %695
  %674 = phi <16 x float> [ %625, %633 ], [ %696, %695 ]
  %675 = phi <16 x float> [ %626, %633 ], [ %697, %695 ]
  %676 = phi <16 x float> [ %627, %633 ], [ %698, %695 ]
  %677 = phi <16 x float> [ %628, %633 ], [ %699, %695 ]
  %678 = phi <16 x float> [ %629, %633 ], [ %700, %695 ]
  %679 = phi <16 x float> [ %630, %633 ], [ %701, %695 ]
  %680 = phi <16 x float> [ %631, %633 ], [ %702, %695 ]
  %681 = phi <16 x float> [ %632, %633 ], [ %703, %695 ]
  %682 = phi i64 [ 0, %633 ], [ %704, %695 ]
  br i1 %45, label %683, label %695

683:                                              ; preds = %673
  %684 = mul i64 %43, %682
  %685 = getelementptr float, ptr %26, i64 %684
  %686 = mul nuw nsw i64 %682, %8
  %687 = load i64, ptr %380, align 16
  %688 = load i64, ptr %634, align 8
  %689 = load i64, ptr %635, align 16
  %690 = load i64, ptr %636, align 8
  %691 = load i64, ptr %637, align 16
  %692 = load i64, ptr %638, align 8
  %693 = load i64, ptr %639, align 16
  %694 = load i64, ptr %640, align 8
  br label %706

695:                                              ; preds = %729, %673
  %696 = phi <16 x float> [ %674, %673 ], [ %730, %729 ]
  %697 = phi <16 x float> [ %675, %673 ], [ %731, %729 ]
  %698 = phi <16 x float> [ %676, %673 ], [ %732, %729 ]
  %699 = phi <16 x float> [ %677, %673 ], [ %733, %729 ]
  %700 = phi <16 x float> [ %678, %673 ], [ %734, %729 ]
  %701 = phi <16 x float> [ %679, %673 ], [ %735, %729 ]
  %702 = phi <16 x float> [ %680, %673 ], [ %736, %729 ]
  %703 = phi <16 x float> [ %681, %673 ], [ %737, %729 ]
  %704 = add nuw nsw i64 %682, 1
  %705 = icmp eq i64 %704, %7
  br i1 %705, label %641, label %673

706:                                              ; preds = %683, %729
  %707 = phi <16 x float> [ %674, %683 ], [ %730, %729 ]
  %708 = phi <16 x float> [ %675, %683 ], [ %731, %729 ]
  %709 = phi <16 x float> [ %676, %683 ], [ %732, %729 ]
  %710 = phi <16 x float> [ %677, %683 ], [ %733, %729 ]
  %711 = phi <16 x float> [ %678, %683 ], [ %734, %729 ]
  %712 = phi <16 x float> [ %679, %683 ], [ %735, %729 ]
  %713 = phi <16 x float> [ %680, %683 ], [ %736, %729 ]
  %714 = phi <16 x float> [ %681, %683 ], [ %737, %729 ]
  %715 = phi i64 [ 0, %683 ], [ %738, %729 ]
  %716 = mul i64 %46, %715
  %717 = getelementptr float, ptr %685, i64 %716
  %718 = getelementptr float, ptr %717, i64 %687
  %719 = getelementptr float, ptr %717, i64 %688
  %720 = getelementptr float, ptr %717, i64 %689
  %721 = getelementptr float, ptr %717, i64 %690
  %722 = getelementptr float, ptr %717, i64 %691
  %723 = getelementptr float, ptr %717, i64 %692
  %724 = getelementptr float, ptr %717, i64 %693
  %725 = getelementptr float, ptr %717, i64 %694
  %726 = add nuw nsw i64 %715, %686
  %727 = mul i64 %48, %726
  %728 = getelementptr float, ptr %136, i64 %727
  br i1 %47, label %740, label %729

729:                                              ; preds = %740, %706
  %730 = phi <16 x float> [ %707, %706 ], [ %758, %740 ]
  %731 = phi <16 x float> [ %708, %706 ], [ %763, %740 ]
  %732 = phi <16 x float> [ %709, %706 ], [ %768, %740 ]
  %733 = phi <16 x float> [ %710, %706 ], [ %773, %740 ]
  %734 = phi <16 x float> [ %711, %706 ], [ %778, %740 ]
  %735 = phi <16 x float> [ %712, %706 ], [ %783, %740 ]
  %736 = phi <16 x float> [ %713, %706 ], [ %788, %740 ]
  %737 = phi <16 x float> [ %714, %706 ], [ %793, %740 ]
  %738 = add nuw nsw i64 %715, 1
  %739 = icmp eq i64 %738, %8
  br i1 %739, label %695, label %706

740:                                              ; preds = %706, %740
  %741 = phi <16 x float> [ %758, %740 ], [ %707, %706 ]
  %742 = phi <16 x float> [ %763, %740 ], [ %708, %706 ]
  %743 = phi <16 x float> [ %768, %740 ], [ %709, %706 ]
  %744 = phi <16 x float> [ %773, %740 ], [ %710, %706 ]
  %745 = phi <16 x float> [ %778, %740 ], [ %711, %706 ]
  %746 = phi <16 x float> [ %783, %740 ], [ %712, %706 ]
  %747 = phi <16 x float> [ %788, %740 ], [ %713, %706 ]
  %748 = phi <16 x float> [ %793, %740 ], [ %714, %706 ]
  %749 = phi i64 [ %794, %740 ], [ 0, %706 ]
  %750 = mul nuw nsw i64 %749, %6
  %751 = getelementptr inbounds nuw float, ptr %728, i64 %750
  %752 = load <16 x float>, ptr %751, align 1
  %753 = mul nsw i64 %749, %22
  %754 = getelementptr inbounds float, ptr %718, i64 %753
  %755 = load float, ptr %754, align 4
  %756 = insertelement <16 x float> poison, float %755, i64 0
  %757 = shufflevector <16 x float> %756, <16 x float> poison, <16 x i32> zeroinitializer
  %758 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %757, <16 x float> %752, <16 x float> %741)
  %759 = getelementptr inbounds float, ptr %719, i64 %753
  %760 = load float, ptr %759, align 4
  %761 = insertelement <16 x float> poison, float %760, i64 0
  %762 = shufflevector <16 x float> %761, <16 x float> poison, <16 x i32> zeroinitializer
  %763 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %762, <16 x float> %752, <16 x float> %742)
  %764 = getelementptr inbounds float, ptr %720, i64 %753
  %765 = load float, ptr %764, align 4
  %766 = insertelement <16 x float> poison, float %765, i64 0
  %767 = shufflevector <16 x float> %766, <16 x float> poison, <16 x i32> zeroinitializer
  %768 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %767, <16 x float> %752, <16 x float> %743)
  %769 = getelementptr inbounds float, ptr %721, i64 %753
  %770 = load float, ptr %769, align 4
  %771 = insertelement <16 x float> poison, float %770, i64 0
  %772 = shufflevector <16 x float> %771, <16 x float> poison, <16 x i32> zeroinitializer
  %773 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %772, <16 x float> %752, <16 x float> %744)
  %774 = getelementptr inbounds float, ptr %722, i64 %753
  %775 = load float, ptr %774, align 4
  %776 = insertelement <16 x float> poison, float %775, i64 0
  %777 = shufflevector <16 x float> %776, <16 x float> poison, <16 x i32> zeroinitializer
  %778 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %777, <16 x float> %752, <16 x float> %745)
  %779 = getelementptr inbounds float, ptr %723, i64 %753
  %780 = load float, ptr %779, align 4
  %781 = insertelement <16 x float> poison, float %780, i64 0
  %782 = shufflevector <16 x float> %781, <16 x float> poison, <16 x i32> zeroinitializer
  %783 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %782, <16 x float> %752, <16 x float> %746)
  %784 = getelementptr inbounds float, ptr %724, i64 %753
  %785 = load float, ptr %784, align 4
  %786 = insertelement <16 x float> poison, float %785, i64 0
  %787 = shufflevector <16 x float> %786, <16 x float> poison, <16 x i32> zeroinitializer
  %788 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %787, <16 x float> %752, <16 x float> %747)
  %789 = getelementptr inbounds float, ptr %725, i64 %753
  %790 = load float, ptr %789, align 4
  %791 = insertelement <16 x float> poison, float %790, i64 0
  %792 = shufflevector <16 x float> %791, <16 x float> poison, <16 x i32> zeroinitializer
  %793 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %792, <16 x float> %752, <16 x float> %748)
  %794 = add nuw nsw i64 %749, 1
  %795 = icmp eq i64 %794, %5
  br i1 %795, label %729, label %740

796:                                              ; preds = %378
  br i1 %42, label %800, label %797

797:                                              ; preds = %796
  %798 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %134, <16 x i1> %344, <16 x float> zeroinitializer)
  %799 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %346, <16 x i1> %345, <16 x float> zeroinitializer)
  br label %848

800:                                              ; preds = %796
  %801 = load i64, ptr %381, align 16
  %802 = getelementptr float, ptr %135, i64 %801
  %803 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %802, <16 x i1> %347, <16 x float> zeroinitializer)
  %804 = getelementptr inbounds nuw i8, ptr %802, i64 64
  %805 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %804, <16 x i1> %348, <16 x float> zeroinitializer)
  %806 = getelementptr inbounds nuw i8, ptr %381, i64 8
  %807 = load i64, ptr %806, align 8
  %808 = getelementptr float, ptr %135, i64 %807
  %809 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %808, <16 x i1> %347, <16 x float> zeroinitializer)
  %810 = getelementptr inbounds nuw i8, ptr %808, i64 64
  %811 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %810, <16 x i1> %348, <16 x float> zeroinitializer)
  %812 = getelementptr inbounds nuw i8, ptr %381, i64 16
  %813 = load i64, ptr %812, align 16
  %814 = getelementptr float, ptr %135, i64 %813
  %815 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %814, <16 x i1> %347, <16 x float> zeroinitializer)
  %816 = getelementptr inbounds nuw i8, ptr %814, i64 64
  %817 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %816, <16 x i1> %348, <16 x float> zeroinitializer)
  %818 = getelementptr inbounds nuw i8, ptr %381, i64 24
  %819 = load i64, ptr %818, align 8
  %820 = getelementptr float, ptr %135, i64 %819
  %821 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %820, <16 x i1> %347, <16 x float> zeroinitializer)
  %822 = getelementptr inbounds nuw i8, ptr %820, i64 64
  %823 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %822, <16 x i1> %348, <16 x float> zeroinitializer)
  %824 = getelementptr inbounds nuw i8, ptr %381, i64 32
  %825 = load i64, ptr %824, align 16
  %826 = getelementptr float, ptr %135, i64 %825
  %827 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %826, <16 x i1> %347, <16 x float> zeroinitializer)
  %828 = getelementptr inbounds nuw i8, ptr %826, i64 64
  %829 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %828, <16 x i1> %348, <16 x float> zeroinitializer)
  %830 = getelementptr inbounds nuw i8, ptr %381, i64 40
  %831 = load i64, ptr %830, align 8
  %832 = getelementptr float, ptr %135, i64 %831
  %833 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %832, <16 x i1> %347, <16 x float> zeroinitializer)
  %834 = getelementptr inbounds nuw i8, ptr %832, i64 64
  %835 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %834, <16 x i1> %348, <16 x float> zeroinitializer)
  %836 = getelementptr inbounds nuw i8, ptr %381, i64 48
  %837 = load i64, ptr %836, align 16
  %838 = getelementptr float, ptr %135, i64 %837
  %839 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %838, <16 x i1> %347, <16 x float> zeroinitializer)
  %840 = getelementptr inbounds nuw i8, ptr %838, i64 64
  %841 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %840, <16 x i1> %348, <16 x float> zeroinitializer)
  %842 = getelementptr inbounds nuw i8, ptr %381, i64 56
  %843 = load i64, ptr %842, align 8
  %844 = getelementptr float, ptr %135, i64 %843
  %845 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %844, <16 x i1> %347, <16 x float> zeroinitializer)
  %846 = getelementptr inbounds nuw i8, ptr %844, i64 64
  %847 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %846, <16 x i1> %348, <16 x float> zeroinitializer)
  br label %848

848:                                              ; preds = %797, %800
  %849 = phi <16 x float> [ %803, %800 ], [ %798, %797 ]
  %850 = phi <16 x float> [ %805, %800 ], [ %799, %797 ]
  %851 = phi <16 x float> [ %809, %800 ], [ %798, %797 ]
  %852 = phi <16 x float> [ %811, %800 ], [ %799, %797 ]
  %853 = phi <16 x float> [ %815, %800 ], [ %798, %797 ]
  %854 = phi <16 x float> [ %817, %800 ], [ %799, %797 ]
  %855 = phi <16 x float> [ %821, %800 ], [ %798, %797 ]
  %856 = phi <16 x float> [ %823, %800 ], [ %799, %797 ]
  %857 = phi <16 x float> [ %827, %800 ], [ %798, %797 ]
  %858 = phi <16 x float> [ %829, %800 ], [ %799, %797 ]
  %859 = phi <16 x float> [ %833, %800 ], [ %798, %797 ]
  %860 = phi <16 x float> [ %835, %800 ], [ %799, %797 ]
  %861 = phi <16 x float> [ %839, %800 ], [ %798, %797 ]
  %862 = phi <16 x float> [ %841, %800 ], [ %799, %797 ]
  %863 = phi <16 x float> [ %845, %800 ], [ %798, %797 ]
  %864 = phi <16 x float> [ %847, %800 ], [ %799, %797 ]
  br i1 %44, label %865, label %873

865:                                              ; preds = %848
  %866 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %867 = getelementptr inbounds nuw i8, ptr %380, i64 16
  %868 = getelementptr inbounds nuw i8, ptr %380, i64 24
  %869 = getelementptr inbounds nuw i8, ptr %380, i64 32
  %870 = getelementptr inbounds nuw i8, ptr %380, i64 40
  %871 = getelementptr inbounds nuw i8, ptr %380, i64 48
  %872 = getelementptr inbounds nuw i8, ptr %380, i64 56
  br label %921

873:                                              ; preds = %951, %848
  %874 = phi <16 x float> [ %849, %848 ], [ %952, %951 ]
  %875 = phi <16 x float> [ %850, %848 ], [ %953, %951 ]
  %876 = phi <16 x float> [ %851, %848 ], [ %954, %951 ]
  %877 = phi <16 x float> [ %852, %848 ], [ %955, %951 ]
  %878 = phi <16 x float> [ %853, %848 ], [ %956, %951 ]
  %879 = phi <16 x float> [ %854, %848 ], [ %957, %951 ]
  %880 = phi <16 x float> [ %855, %848 ], [ %958, %951 ]
  %881 = phi <16 x float> [ %856, %848 ], [ %959, %951 ]
  %882 = phi <16 x float> [ %857, %848 ], [ %960, %951 ]
  %883 = phi <16 x float> [ %858, %848 ], [ %961, %951 ]
  %884 = phi <16 x float> [ %859, %848 ], [ %962, %951 ]
  %885 = phi <16 x float> [ %860, %848 ], [ %963, %951 ]
  %886 = phi <16 x float> [ %861, %848 ], [ %964, %951 ]
  %887 = phi <16 x float> [ %862, %848 ], [ %965, %951 ]
  %888 = phi <16 x float> [ %863, %848 ], [ %966, %951 ]
  %889 = phi <16 x float> [ %864, %848 ], [ %967, %951 ]
  %890 = load i64, ptr %381, align 16
  %891 = getelementptr float, ptr %135, i64 %890
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %874, ptr align 1 %891, <16 x i1> %351)
  %892 = getelementptr inbounds nuw i8, ptr %891, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %875, ptr nonnull align 1 %892, <16 x i1> %352)
  %893 = getelementptr inbounds nuw i8, ptr %381, i64 8
  %894 = load i64, ptr %893, align 8
  %895 = getelementptr float, ptr %135, i64 %894
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %876, ptr align 1 %895, <16 x i1> %351)
  %896 = getelementptr inbounds nuw i8, ptr %895, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %877, ptr nonnull align 1 %896, <16 x i1> %352)
  %897 = getelementptr inbounds nuw i8, ptr %381, i64 16
  %898 = load i64, ptr %897, align 16
  %899 = getelementptr float, ptr %135, i64 %898
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %878, ptr align 1 %899, <16 x i1> %351)
  %900 = getelementptr inbounds nuw i8, ptr %899, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %879, ptr nonnull align 1 %900, <16 x i1> %352)
  %901 = getelementptr inbounds nuw i8, ptr %381, i64 24
  %902 = load i64, ptr %901, align 8
  %903 = getelementptr float, ptr %135, i64 %902
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %880, ptr align 1 %903, <16 x i1> %351)
  %904 = getelementptr inbounds nuw i8, ptr %903, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %881, ptr nonnull align 1 %904, <16 x i1> %352)
  %905 = getelementptr inbounds nuw i8, ptr %381, i64 32
  %906 = load i64, ptr %905, align 16
  %907 = getelementptr float, ptr %135, i64 %906
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %882, ptr align 1 %907, <16 x i1> %351)
  %908 = getelementptr inbounds nuw i8, ptr %907, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %883, ptr nonnull align 1 %908, <16 x i1> %352)
  %909 = getelementptr inbounds nuw i8, ptr %381, i64 40
  %910 = load i64, ptr %909, align 8
  %911 = getelementptr float, ptr %135, i64 %910
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %884, ptr align 1 %911, <16 x i1> %351)
  %912 = getelementptr inbounds nuw i8, ptr %911, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %885, ptr nonnull align 1 %912, <16 x i1> %352)
  %913 = getelementptr inbounds nuw i8, ptr %381, i64 48
  %914 = load i64, ptr %913, align 16
  %915 = getelementptr float, ptr %135, i64 %914
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %886, ptr align 1 %915, <16 x i1> %351)
  %916 = getelementptr inbounds nuw i8, ptr %915, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %887, ptr nonnull align 1 %916, <16 x i1> %352)
  %917 = getelementptr inbounds nuw i8, ptr %381, i64 56
  %918 = load i64, ptr %917, align 8
  %919 = getelementptr float, ptr %135, i64 %918
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %888, ptr align 1 %919, <16 x i1> %351)
  %920 = getelementptr inbounds nuw i8, ptr %919, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %889, ptr nonnull align 1 %920, <16 x i1> %352)
  br label %2737

921:                                              ; preds = %865, %951
  %922 = phi <16 x float> [ %849, %865 ], [ %952, %951 ]
  %923 = phi <16 x float> [ %850, %865 ], [ %953, %951 ]
  %924 = phi <16 x float> [ %851, %865 ], [ %954, %951 ]
  %925 = phi <16 x float> [ %852, %865 ], [ %955, %951 ]
  %926 = phi <16 x float> [ %853, %865 ], [ %956, %951 ]
  %927 = phi <16 x float> [ %854, %865 ], [ %957, %951 ]
  %928 = phi <16 x float> [ %855, %865 ], [ %958, %951 ]
  %929 = phi <16 x float> [ %856, %865 ], [ %959, %951 ]
  %930 = phi <16 x float> [ %857, %865 ], [ %960, %951 ]
  %931 = phi <16 x float> [ %858, %865 ], [ %961, %951 ]
  %932 = phi <16 x float> [ %859, %865 ], [ %962, %951 ]
  %933 = phi <16 x float> [ %860, %865 ], [ %963, %951 ]
  %934 = phi <16 x float> [ %861, %865 ], [ %964, %951 ]
  %935 = phi <16 x float> [ %862, %865 ], [ %965, %951 ]
  %936 = phi <16 x float> [ %863, %865 ], [ %966, %951 ]
  %937 = phi <16 x float> [ %864, %865 ], [ %967, %951 ]
  %938 = phi i64 [ 0, %865 ], [ %968, %951 ]
  br i1 %45, label %939, label %951

939:                                              ; preds = %921
  %940 = mul i64 %43, %938
  %941 = getelementptr float, ptr %26, i64 %940
  %942 = mul nuw nsw i64 %938, %8
  %943 = load i64, ptr %380, align 16
  %944 = load i64, ptr %866, align 8
  %945 = load i64, ptr %867, align 16
  %946 = load i64, ptr %868, align 8
  %947 = load i64, ptr %869, align 16
  %948 = load i64, ptr %870, align 8
  %949 = load i64, ptr %871, align 16
  %950 = load i64, ptr %872, align 8
  br label %970

951:                                              ; preds = %1001, %921
  %952 = phi <16 x float> [ %922, %921 ], [ %1002, %1001 ]
  %953 = phi <16 x float> [ %923, %921 ], [ %1003, %1001 ]
  %954 = phi <16 x float> [ %924, %921 ], [ %1004, %1001 ]
  %955 = phi <16 x float> [ %925, %921 ], [ %1005, %1001 ]
  %956 = phi <16 x float> [ %926, %921 ], [ %1006, %1001 ]
  %957 = phi <16 x float> [ %927, %921 ], [ %1007, %1001 ]
  %958 = phi <16 x float> [ %928, %921 ], [ %1008, %1001 ]
  %959 = phi <16 x float> [ %929, %921 ], [ %1009, %1001 ]
  %960 = phi <16 x float> [ %930, %921 ], [ %1010, %1001 ]
  %961 = phi <16 x float> [ %931, %921 ], [ %1011, %1001 ]
  %962 = phi <16 x float> [ %932, %921 ], [ %1012, %1001 ]
  %963 = phi <16 x float> [ %933, %921 ], [ %1013, %1001 ]
  %964 = phi <16 x float> [ %934, %921 ], [ %1014, %1001 ]
  %965 = phi <16 x float> [ %935, %921 ], [ %1015, %1001 ]
  %966 = phi <16 x float> [ %936, %921 ], [ %1016, %1001 ]
  %967 = phi <16 x float> [ %937, %921 ], [ %1017, %1001 ]
  %968 = add nuw nsw i64 %938, 1
  %969 = icmp eq i64 %968, %7
  br i1 %969, label %873, label %921

970:                                              ; preds = %939, %1001
  %971 = phi <16 x float> [ %922, %939 ], [ %1002, %1001 ]
  %972 = phi <16 x float> [ %923, %939 ], [ %1003, %1001 ]
  %973 = phi <16 x float> [ %924, %939 ], [ %1004, %1001 ]
  %974 = phi <16 x float> [ %925, %939 ], [ %1005, %1001 ]
  %975 = phi <16 x float> [ %926, %939 ], [ %1006, %1001 ]
  %976 = phi <16 x float> [ %927, %939 ], [ %1007, %1001 ]
  %977 = phi <16 x float> [ %928, %939 ], [ %1008, %1001 ]
  %978 = phi <16 x float> [ %929, %939 ], [ %1009, %1001 ]
  %979 = phi <16 x float> [ %930, %939 ], [ %1010, %1001 ]
  %980 = phi <16 x float> [ %931, %939 ], [ %1011, %1001 ]
  %981 = phi <16 x float> [ %932, %939 ], [ %1012, %1001 ]
  %982 = phi <16 x float> [ %933, %939 ], [ %1013, %1001 ]
  %983 = phi <16 x float> [ %934, %939 ], [ %1014, %1001 ]
  %984 = phi <16 x float> [ %935, %939 ], [ %1015, %1001 ]
  %985 = phi <16 x float> [ %936, %939 ], [ %1016, %1001 ]
  %986 = phi <16 x float> [ %937, %939 ], [ %1017, %1001 ]
  %987 = phi i64 [ 0, %939 ], [ %1018, %1001 ]
  %988 = mul i64 %46, %987
  %989 = getelementptr float, ptr %941, i64 %988
  %990 = getelementptr float, ptr %989, i64 %943
  %991 = getelementptr float, ptr %989, i64 %944
  %992 = getelementptr float, ptr %989, i64 %945
  %993 = getelementptr float, ptr %989, i64 %946
  %994 = getelementptr float, ptr %989, i64 %947
  %995 = getelementptr float, ptr %989, i64 %948
  %996 = getelementptr float, ptr %989, i64 %949
  %997 = getelementptr float, ptr %989, i64 %950
  %998 = add nuw nsw i64 %987, %942
  %999 = mul i64 %48, %998
  %1000 = getelementptr float, ptr %136, i64 %999
  br i1 %47, label %1020, label %1001

1001:                                             ; preds = %1020, %970
  %1002 = phi <16 x float> [ %971, %970 ], [ %1048, %1020 ]
  %1003 = phi <16 x float> [ %972, %970 ], [ %1049, %1020 ]
  %1004 = phi <16 x float> [ %973, %970 ], [ %1054, %1020 ]
  %1005 = phi <16 x float> [ %974, %970 ], [ %1055, %1020 ]
  %1006 = phi <16 x float> [ %975, %970 ], [ %1060, %1020 ]
  %1007 = phi <16 x float> [ %976, %970 ], [ %1061, %1020 ]
  %1008 = phi <16 x float> [ %977, %970 ], [ %1066, %1020 ]
  %1009 = phi <16 x float> [ %978, %970 ], [ %1067, %1020 ]
  %1010 = phi <16 x float> [ %979, %970 ], [ %1072, %1020 ]
  %1011 = phi <16 x float> [ %980, %970 ], [ %1073, %1020 ]
  %1012 = phi <16 x float> [ %981, %970 ], [ %1078, %1020 ]
  %1013 = phi <16 x float> [ %982, %970 ], [ %1079, %1020 ]
  %1014 = phi <16 x float> [ %983, %970 ], [ %1084, %1020 ]
  %1015 = phi <16 x float> [ %984, %970 ], [ %1085, %1020 ]
  %1016 = phi <16 x float> [ %985, %970 ], [ %1090, %1020 ]
  %1017 = phi <16 x float> [ %986, %970 ], [ %1091, %1020 ]
  %1018 = add nuw nsw i64 %987, 1
  %1019 = icmp eq i64 %1018, %8
  br i1 %1019, label %951, label %970

1020:                                             ; preds = %970, %1020
  %1021 = phi <16 x float> [ %1048, %1020 ], [ %971, %970 ]
  %1022 = phi <16 x float> [ %1049, %1020 ], [ %972, %970 ]
  %1023 = phi <16 x float> [ %1054, %1020 ], [ %973, %970 ]
  %1024 = phi <16 x float> [ %1055, %1020 ], [ %974, %970 ]
  %1025 = phi <16 x float> [ %1060, %1020 ], [ %975, %970 ]
  %1026 = phi <16 x float> [ %1061, %1020 ], [ %976, %970 ]
  %1027 = phi <16 x float> [ %1066, %1020 ], [ %977, %970 ]
  %1028 = phi <16 x float> [ %1067, %1020 ], [ %978, %970 ]
  %1029 = phi <16 x float> [ %1072, %1020 ], [ %979, %970 ]
  %1030 = phi <16 x float> [ %1073, %1020 ], [ %980, %970 ]
  %1031 = phi <16 x float> [ %1078, %1020 ], [ %981, %970 ]
  %1032 = phi <16 x float> [ %1079, %1020 ], [ %982, %970 ]
  %1033 = phi <16 x float> [ %1084, %1020 ], [ %983, %970 ]
  %1034 = phi <16 x float> [ %1085, %1020 ], [ %984, %970 ]
  %1035 = phi <16 x float> [ %1090, %1020 ], [ %985, %970 ]
  %1036 = phi <16 x float> [ %1091, %1020 ], [ %986, %970 ]
  %1037 = phi i64 [ %1092, %1020 ], [ 0, %970 ]
  %1038 = mul nuw nsw i64 %1037, %6
  %1039 = getelementptr inbounds nuw float, ptr %1000, i64 %1038
  %1040 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1039, <16 x i1> %349, <16 x float> zeroinitializer)
  %1041 = getelementptr inbounds nuw i8, ptr %1039, i64 64
  %1042 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1041, <16 x i1> %350, <16 x float> zeroinitializer)
  %1043 = mul nsw i64 %1037, %22
  %1044 = getelementptr inbounds float, ptr %990, i64 %1043
  %1045 = load float, ptr %1044, align 4
  %1046 = insertelement <16 x float> poison, float %1045, i64 0
  %1047 = shufflevector <16 x float> %1046, <16 x float> poison, <16 x i32> zeroinitializer
  %1048 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1047, <16 x float> %1040, <16 x float> %1021)
  %1049 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1047, <16 x float> %1042, <16 x float> %1022)
  %1050 = getelementptr inbounds float, ptr %991, i64 %1043
  %1051 = load float, ptr %1050, align 4
  %1052 = insertelement <16 x float> poison, float %1051, i64 0
  %1053 = shufflevector <16 x float> %1052, <16 x float> poison, <16 x i32> zeroinitializer
  %1054 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1053, <16 x float> %1040, <16 x float> %1023)
  %1055 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1053, <16 x float> %1042, <16 x float> %1024)
  %1056 = getelementptr inbounds float, ptr %992, i64 %1043
  %1057 = load float, ptr %1056, align 4
  %1058 = insertelement <16 x float> poison, float %1057, i64 0
  %1059 = shufflevector <16 x float> %1058, <16 x float> poison, <16 x i32> zeroinitializer
  %1060 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1059, <16 x float> %1040, <16 x float> %1025)
  %1061 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1059, <16 x float> %1042, <16 x float> %1026)
  %1062 = getelementptr inbounds float, ptr %993, i64 %1043
  %1063 = load float, ptr %1062, align 4
  %1064 = insertelement <16 x float> poison, float %1063, i64 0
  %1065 = shufflevector <16 x float> %1064, <16 x float> poison, <16 x i32> zeroinitializer
  %1066 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1065, <16 x float> %1040, <16 x float> %1027)
  %1067 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1065, <16 x float> %1042, <16 x float> %1028)
  %1068 = getelementptr inbounds float, ptr %994, i64 %1043
  %1069 = load float, ptr %1068, align 4
  %1070 = insertelement <16 x float> poison, float %1069, i64 0
  %1071 = shufflevector <16 x float> %1070, <16 x float> poison, <16 x i32> zeroinitializer
  %1072 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1071, <16 x float> %1040, <16 x float> %1029)
  %1073 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1071, <16 x float> %1042, <16 x float> %1030)
  %1074 = getelementptr inbounds float, ptr %995, i64 %1043
  %1075 = load float, ptr %1074, align 4
  %1076 = insertelement <16 x float> poison, float %1075, i64 0
  %1077 = shufflevector <16 x float> %1076, <16 x float> poison, <16 x i32> zeroinitializer
  %1078 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1077, <16 x float> %1040, <16 x float> %1031)
  %1079 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1077, <16 x float> %1042, <16 x float> %1032)
  %1080 = getelementptr inbounds float, ptr %996, i64 %1043
  %1081 = load float, ptr %1080, align 4
  %1082 = insertelement <16 x float> poison, float %1081, i64 0
  %1083 = shufflevector <16 x float> %1082, <16 x float> poison, <16 x i32> zeroinitializer
  %1084 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1083, <16 x float> %1040, <16 x float> %1033)
  %1085 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1083, <16 x float> %1042, <16 x float> %1034)
  %1086 = getelementptr inbounds float, ptr %997, i64 %1043
  %1087 = load float, ptr %1086, align 4
  %1088 = insertelement <16 x float> poison, float %1087, i64 0
  %1089 = shufflevector <16 x float> %1088, <16 x float> poison, <16 x i32> zeroinitializer
  %1090 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1089, <16 x float> %1040, <16 x float> %1035)
  %1091 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1089, <16 x float> %1042, <16 x float> %1036)
  %1092 = add nuw nsw i64 %1037, 1
  %1093 = icmp eq i64 %1092, %5
  br i1 %1093, label %1001, label %1020

1094:                                             ; preds = %378
  br i1 %42, label %1098, label %1095

1095:                                             ; preds = %1094
  %1096 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %134, <16 x i1> %321, <16 x float> zeroinitializer)
  %1097 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %323, <16 x i1> %322, <16 x float> zeroinitializer)
  br label %1146

1098:                                             ; preds = %1094
  %1099 = load i64, ptr %381, align 16
  %1100 = getelementptr float, ptr %135, i64 %1099
  %1101 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1100, <16 x i1> %324, <16 x float> zeroinitializer)
  %1102 = getelementptr inbounds nuw i8, ptr %1100, i64 64
  %1103 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1102, <16 x i1> %325, <16 x float> zeroinitializer)
  %1104 = getelementptr inbounds nuw i8, ptr %381, i64 8
  %1105 = load i64, ptr %1104, align 8
  %1106 = getelementptr float, ptr %135, i64 %1105
  %1107 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1106, <16 x i1> %324, <16 x float> zeroinitializer)
  %1108 = getelementptr inbounds nuw i8, ptr %1106, i64 64
  %1109 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1108, <16 x i1> %325, <16 x float> zeroinitializer)
  %1110 = getelementptr inbounds nuw i8, ptr %381, i64 16
  %1111 = load i64, ptr %1110, align 16
  %1112 = getelementptr float, ptr %135, i64 %1111
  %1113 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1112, <16 x i1> %324, <16 x float> zeroinitializer)
  %1114 = getelementptr inbounds nuw i8, ptr %1112, i64 64
  %1115 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1114, <16 x i1> %325, <16 x float> zeroinitializer)
  %1116 = getelementptr inbounds nuw i8, ptr %381, i64 24
  %1117 = load i64, ptr %1116, align 8
  %1118 = getelementptr float, ptr %135, i64 %1117
  %1119 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1118, <16 x i1> %324, <16 x float> zeroinitializer)
  %1120 = getelementptr inbounds nuw i8, ptr %1118, i64 64
  %1121 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1120, <16 x i1> %325, <16 x float> zeroinitializer)
  %1122 = getelementptr inbounds nuw i8, ptr %381, i64 32
  %1123 = load i64, ptr %1122, align 16
  %1124 = getelementptr float, ptr %135, i64 %1123
  %1125 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1124, <16 x i1> %324, <16 x float> zeroinitializer)
  %1126 = getelementptr inbounds nuw i8, ptr %1124, i64 64
  %1127 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1126, <16 x i1> %325, <16 x float> zeroinitializer)
  %1128 = getelementptr inbounds nuw i8, ptr %381, i64 40
  %1129 = load i64, ptr %1128, align 8
  %1130 = getelementptr float, ptr %135, i64 %1129
  %1131 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1130, <16 x i1> %324, <16 x float> zeroinitializer)
  %1132 = getelementptr inbounds nuw i8, ptr %1130, i64 64
  %1133 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1132, <16 x i1> %325, <16 x float> zeroinitializer)
  %1134 = getelementptr inbounds nuw i8, ptr %381, i64 48
  %1135 = load i64, ptr %1134, align 16
  %1136 = getelementptr float, ptr %135, i64 %1135
  %1137 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1136, <16 x i1> %324, <16 x float> zeroinitializer)
  %1138 = getelementptr inbounds nuw i8, ptr %1136, i64 64
  %1139 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1138, <16 x i1> %325, <16 x float> zeroinitializer)
  %1140 = getelementptr inbounds nuw i8, ptr %381, i64 56
  %1141 = load i64, ptr %1140, align 8
  %1142 = getelementptr float, ptr %135, i64 %1141
  %1143 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1142, <16 x i1> %324, <16 x float> zeroinitializer)
  %1144 = getelementptr inbounds nuw i8, ptr %1142, i64 64
  %1145 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1144, <16 x i1> %325, <16 x float> zeroinitializer)
  br label %1146

1146:                                             ; preds = %1095, %1098
  %1147 = phi <16 x float> [ %1101, %1098 ], [ %1096, %1095 ]
  %1148 = phi <16 x float> [ %1103, %1098 ], [ %1097, %1095 ]
  %1149 = phi <16 x float> [ %1107, %1098 ], [ %1096, %1095 ]
  %1150 = phi <16 x float> [ %1109, %1098 ], [ %1097, %1095 ]
  %1151 = phi <16 x float> [ %1113, %1098 ], [ %1096, %1095 ]
  %1152 = phi <16 x float> [ %1115, %1098 ], [ %1097, %1095 ]
  %1153 = phi <16 x float> [ %1119, %1098 ], [ %1096, %1095 ]
  %1154 = phi <16 x float> [ %1121, %1098 ], [ %1097, %1095 ]
  %1155 = phi <16 x float> [ %1125, %1098 ], [ %1096, %1095 ]
  %1156 = phi <16 x float> [ %1127, %1098 ], [ %1097, %1095 ]
  %1157 = phi <16 x float> [ %1131, %1098 ], [ %1096, %1095 ]
  %1158 = phi <16 x float> [ %1133, %1098 ], [ %1097, %1095 ]
  %1159 = phi <16 x float> [ %1137, %1098 ], [ %1096, %1095 ]
  %1160 = phi <16 x float> [ %1139, %1098 ], [ %1097, %1095 ]
  %1161 = phi <16 x float> [ %1143, %1098 ], [ %1096, %1095 ]
  %1162 = phi <16 x float> [ %1145, %1098 ], [ %1097, %1095 ]
  br i1 %44, label %1163, label %1171

1163:                                             ; preds = %1146
  %1164 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %1165 = getelementptr inbounds nuw i8, ptr %380, i64 16
  %1166 = getelementptr inbounds nuw i8, ptr %380, i64 24
  %1167 = getelementptr inbounds nuw i8, ptr %380, i64 32
  %1168 = getelementptr inbounds nuw i8, ptr %380, i64 40
  %1169 = getelementptr inbounds nuw i8, ptr %380, i64 48
  %1170 = getelementptr inbounds nuw i8, ptr %380, i64 56
  br label %1219

1171:                                             ; preds = %1250, %1146
  %1172 = phi <16 x float> [ %1147, %1146 ], [ %1251, %1250 ]
  %1173 = phi <16 x float> [ %1148, %1146 ], [ %1252, %1250 ]
  %1174 = phi <16 x float> [ %1149, %1146 ], [ %1253, %1250 ]
  %1175 = phi <16 x float> [ %1150, %1146 ], [ %1254, %1250 ]
  %1176 = phi <16 x float> [ %1151, %1146 ], [ %1255, %1250 ]
  %1177 = phi <16 x float> [ %1152, %1146 ], [ %1256, %1250 ]
  %1178 = phi <16 x float> [ %1153, %1146 ], [ %1257, %1250 ]
  %1179 = phi <16 x float> [ %1154, %1146 ], [ %1258, %1250 ]
  %1180 = phi <16 x float> [ %1155, %1146 ], [ %1259, %1250 ]
  %1181 = phi <16 x float> [ %1156, %1146 ], [ %1260, %1250 ]
  %1182 = phi <16 x float> [ %1157, %1146 ], [ %1261, %1250 ]
  %1183 = phi <16 x float> [ %1158, %1146 ], [ %1262, %1250 ]
  %1184 = phi <16 x float> [ %1159, %1146 ], [ %1263, %1250 ]
  %1185 = phi <16 x float> [ %1160, %1146 ], [ %1264, %1250 ]
  %1186 = phi <16 x float> [ %1161, %1146 ], [ %1265, %1250 ]
  %1187 = phi <16 x float> [ %1162, %1146 ], [ %1266, %1250 ]
  %1188 = load i64, ptr %381, align 16
  %1189 = getelementptr float, ptr %135, i64 %1188
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1172, ptr align 1 %1189, <16 x i1> %327)
  %1190 = getelementptr inbounds nuw i8, ptr %1189, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1173, ptr nonnull align 1 %1190, <16 x i1> %328)
  %1191 = getelementptr inbounds nuw i8, ptr %381, i64 8
  %1192 = load i64, ptr %1191, align 8
  %1193 = getelementptr float, ptr %135, i64 %1192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1174, ptr align 1 %1193, <16 x i1> %327)
  %1194 = getelementptr inbounds nuw i8, ptr %1193, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1175, ptr nonnull align 1 %1194, <16 x i1> %328)
  %1195 = getelementptr inbounds nuw i8, ptr %381, i64 16
  %1196 = load i64, ptr %1195, align 16
  %1197 = getelementptr float, ptr %135, i64 %1196
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1176, ptr align 1 %1197, <16 x i1> %327)
  %1198 = getelementptr inbounds nuw i8, ptr %1197, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1177, ptr nonnull align 1 %1198, <16 x i1> %328)
  %1199 = getelementptr inbounds nuw i8, ptr %381, i64 24
  %1200 = load i64, ptr %1199, align 8
  %1201 = getelementptr float, ptr %135, i64 %1200
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1178, ptr align 1 %1201, <16 x i1> %327)
  %1202 = getelementptr inbounds nuw i8, ptr %1201, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1179, ptr nonnull align 1 %1202, <16 x i1> %328)
  %1203 = getelementptr inbounds nuw i8, ptr %381, i64 32
  %1204 = load i64, ptr %1203, align 16
  %1205 = getelementptr float, ptr %135, i64 %1204
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1180, ptr align 1 %1205, <16 x i1> %327)
  %1206 = getelementptr inbounds nuw i8, ptr %1205, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1181, ptr nonnull align 1 %1206, <16 x i1> %328)
  %1207 = getelementptr inbounds nuw i8, ptr %381, i64 40
  %1208 = load i64, ptr %1207, align 8
  %1209 = getelementptr float, ptr %135, i64 %1208
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1182, ptr align 1 %1209, <16 x i1> %327)
  %1210 = getelementptr inbounds nuw i8, ptr %1209, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1183, ptr nonnull align 1 %1210, <16 x i1> %328)
  %1211 = getelementptr inbounds nuw i8, ptr %381, i64 48
  %1212 = load i64, ptr %1211, align 16
  %1213 = getelementptr float, ptr %135, i64 %1212
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1184, ptr align 1 %1213, <16 x i1> %327)
  %1214 = getelementptr inbounds nuw i8, ptr %1213, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1185, ptr nonnull align 1 %1214, <16 x i1> %328)
  %1215 = getelementptr inbounds nuw i8, ptr %381, i64 56
  %1216 = load i64, ptr %1215, align 8
  %1217 = getelementptr float, ptr %135, i64 %1216
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1186, ptr align 1 %1217, <16 x i1> %327)
  %1218 = getelementptr inbounds nuw i8, ptr %1217, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1187, ptr nonnull align 1 %1218, <16 x i1> %328)
  br label %2737

1219:                                             ; preds = %1163, %1250
  %1220 = phi <16 x float> [ %1147, %1163 ], [ %1251, %1250 ]
  %1221 = phi <16 x float> [ %1148, %1163 ], [ %1252, %1250 ]
  %1222 = phi <16 x float> [ %1149, %1163 ], [ %1253, %1250 ]
  %1223 = phi <16 x float> [ %1150, %1163 ], [ %1254, %1250 ]
  %1224 = phi <16 x float> [ %1151, %1163 ], [ %1255, %1250 ]
  %1225 = phi <16 x float> [ %1152, %1163 ], [ %1256, %1250 ]
  %1226 = phi <16 x float> [ %1153, %1163 ], [ %1257, %1250 ]
  %1227 = phi <16 x float> [ %1154, %1163 ], [ %1258, %1250 ]
  %1228 = phi <16 x float> [ %1155, %1163 ], [ %1259, %1250 ]
  %1229 = phi <16 x float> [ %1156, %1163 ], [ %1260, %1250 ]
  %1230 = phi <16 x float> [ %1157, %1163 ], [ %1261, %1250 ]
  %1231 = phi <16 x float> [ %1158, %1163 ], [ %1262, %1250 ]
  %1232 = phi <16 x float> [ %1159, %1163 ], [ %1263, %1250 ]
  %1233 = phi <16 x float> [ %1160, %1163 ], [ %1264, %1250 ]
  %1234 = phi <16 x float> [ %1161, %1163 ], [ %1265, %1250 ]
  %1235 = phi <16 x float> [ %1162, %1163 ], [ %1266, %1250 ]
  %1236 = phi i64 [ 0, %1163 ], [ %1267, %1250 ]
  br i1 %45, label %1237, label %1250

1237:                                             ; preds = %1219
  %1238 = mul i64 %51, %1236
  %1239 = mul i64 %43, %1236
  %1240 = getelementptr float, ptr %26, i64 %1239
  %1241 = load i64, ptr %380, align 16
  %1242 = load i64, ptr %1164, align 8
  %1243 = load i64, ptr %1165, align 16
  %1244 = load i64, ptr %1166, align 8
  %1245 = load i64, ptr %1167, align 16
  %1246 = load i64, ptr %1168, align 8
  %1247 = load i64, ptr %1169, align 16
  %1248 = load i64, ptr %1170, align 8
  %1249 = getelementptr i8, ptr %326, i64 %1238
  br label %1269

1250:                                             ; preds = %1300, %1219
  %1251 = phi <16 x float> [ %1220, %1219 ], [ %1301, %1300 ]
  %1252 = phi <16 x float> [ %1221, %1219 ], [ %1302, %1300 ]
  %1253 = phi <16 x float> [ %1222, %1219 ], [ %1303, %1300 ]
  %1254 = phi <16 x float> [ %1223, %1219 ], [ %1304, %1300 ]
  %1255 = phi <16 x float> [ %1224, %1219 ], [ %1305, %1300 ]
  %1256 = phi <16 x float> [ %1225, %1219 ], [ %1306, %1300 ]
  %1257 = phi <16 x float> [ %1226, %1219 ], [ %1307, %1300 ]
  %1258 = phi <16 x float> [ %1227, %1219 ], [ %1308, %1300 ]
  %1259 = phi <16 x float> [ %1228, %1219 ], [ %1309, %1300 ]
  %1260 = phi <16 x float> [ %1229, %1219 ], [ %1310, %1300 ]
  %1261 = phi <16 x float> [ %1230, %1219 ], [ %1311, %1300 ]
  %1262 = phi <16 x float> [ %1231, %1219 ], [ %1312, %1300 ]
  %1263 = phi <16 x float> [ %1232, %1219 ], [ %1313, %1300 ]
  %1264 = phi <16 x float> [ %1233, %1219 ], [ %1314, %1300 ]
  %1265 = phi <16 x float> [ %1234, %1219 ], [ %1315, %1300 ]
  %1266 = phi <16 x float> [ %1235, %1219 ], [ %1316, %1300 ]
  %1267 = add nuw nsw i64 %1236, 1
  %1268 = icmp eq i64 %1267, %7
  br i1 %1268, label %1171, label %1219

1269:                                             ; preds = %1237, %1300
  %1270 = phi <16 x float> [ %1220, %1237 ], [ %1301, %1300 ]
  %1271 = phi <16 x float> [ %1221, %1237 ], [ %1302, %1300 ]
  %1272 = phi <16 x float> [ %1222, %1237 ], [ %1303, %1300 ]
  %1273 = phi <16 x float> [ %1223, %1237 ], [ %1304, %1300 ]
  %1274 = phi <16 x float> [ %1224, %1237 ], [ %1305, %1300 ]
  %1275 = phi <16 x float> [ %1225, %1237 ], [ %1306, %1300 ]
  %1276 = phi <16 x float> [ %1226, %1237 ], [ %1307, %1300 ]
  %1277 = phi <16 x float> [ %1227, %1237 ], [ %1308, %1300 ]
  %1278 = phi <16 x float> [ %1228, %1237 ], [ %1309, %1300 ]
  %1279 = phi <16 x float> [ %1229, %1237 ], [ %1310, %1300 ]
  %1280 = phi <16 x float> [ %1230, %1237 ], [ %1311, %1300 ]
  %1281 = phi <16 x float> [ %1231, %1237 ], [ %1312, %1300 ]
  %1282 = phi <16 x float> [ %1232, %1237 ], [ %1313, %1300 ]
  %1283 = phi <16 x float> [ %1233, %1237 ], [ %1314, %1300 ]
  %1284 = phi <16 x float> [ %1234, %1237 ], [ %1315, %1300 ]
  %1285 = phi <16 x float> [ %1235, %1237 ], [ %1316, %1300 ]
  %1286 = phi i64 [ 0, %1237 ], [ %1317, %1300 ]
  %1287 = mul i64 %46, %1286
  %1288 = getelementptr float, ptr %1240, i64 %1287
  %1289 = getelementptr float, ptr %1288, i64 %1241
  %1290 = getelementptr float, ptr %1288, i64 %1242
  %1291 = getelementptr float, ptr %1288, i64 %1243
  %1292 = getelementptr float, ptr %1288, i64 %1244
  %1293 = getelementptr float, ptr %1288, i64 %1245
  %1294 = getelementptr float, ptr %1288, i64 %1246
  %1295 = getelementptr float, ptr %1288, i64 %1247
  %1296 = getelementptr float, ptr %1288, i64 %1248
  br i1 %47, label %1297, label %1300

1297:                                             ; preds = %1269
  %1298 = mul i64 %52, %1286
  %1299 = getelementptr i8, ptr %1249, i64 %1298
  br label %1319

1300:                                             ; preds = %1319, %1269
  %1301 = phi <16 x float> [ %1270, %1269 ], [ %1347, %1319 ]
  %1302 = phi <16 x float> [ %1271, %1269 ], [ %1348, %1319 ]
  %1303 = phi <16 x float> [ %1272, %1269 ], [ %1353, %1319 ]
  %1304 = phi <16 x float> [ %1273, %1269 ], [ %1354, %1319 ]
  %1305 = phi <16 x float> [ %1274, %1269 ], [ %1359, %1319 ]
  %1306 = phi <16 x float> [ %1275, %1269 ], [ %1360, %1319 ]
  %1307 = phi <16 x float> [ %1276, %1269 ], [ %1365, %1319 ]
  %1308 = phi <16 x float> [ %1277, %1269 ], [ %1366, %1319 ]
  %1309 = phi <16 x float> [ %1278, %1269 ], [ %1371, %1319 ]
  %1310 = phi <16 x float> [ %1279, %1269 ], [ %1372, %1319 ]
  %1311 = phi <16 x float> [ %1280, %1269 ], [ %1377, %1319 ]
  %1312 = phi <16 x float> [ %1281, %1269 ], [ %1378, %1319 ]
  %1313 = phi <16 x float> [ %1282, %1269 ], [ %1383, %1319 ]
  %1314 = phi <16 x float> [ %1283, %1269 ], [ %1384, %1319 ]
  %1315 = phi <16 x float> [ %1284, %1269 ], [ %1389, %1319 ]
  %1316 = phi <16 x float> [ %1285, %1269 ], [ %1390, %1319 ]
  %1317 = add nuw nsw i64 %1286, 1
  %1318 = icmp eq i64 %1317, %8
  br i1 %1318, label %1250, label %1269

1319:                                             ; preds = %1297, %1319
  %1320 = phi <16 x float> [ %1270, %1297 ], [ %1347, %1319 ]
  %1321 = phi <16 x float> [ %1271, %1297 ], [ %1348, %1319 ]
  %1322 = phi <16 x float> [ %1272, %1297 ], [ %1353, %1319 ]
  %1323 = phi <16 x float> [ %1273, %1297 ], [ %1354, %1319 ]
  %1324 = phi <16 x float> [ %1274, %1297 ], [ %1359, %1319 ]
  %1325 = phi <16 x float> [ %1275, %1297 ], [ %1360, %1319 ]
  %1326 = phi <16 x float> [ %1276, %1297 ], [ %1365, %1319 ]
  %1327 = phi <16 x float> [ %1277, %1297 ], [ %1366, %1319 ]
  %1328 = phi <16 x float> [ %1278, %1297 ], [ %1371, %1319 ]
  %1329 = phi <16 x float> [ %1279, %1297 ], [ %1372, %1319 ]
  %1330 = phi <16 x float> [ %1280, %1297 ], [ %1377, %1319 ]
  %1331 = phi <16 x float> [ %1281, %1297 ], [ %1378, %1319 ]
  %1332 = phi <16 x float> [ %1282, %1297 ], [ %1383, %1319 ]
  %1333 = phi <16 x float> [ %1283, %1297 ], [ %1384, %1319 ]
  %1334 = phi <16 x float> [ %1284, %1297 ], [ %1389, %1319 ]
  %1335 = phi <16 x float> [ %1285, %1297 ], [ %1390, %1319 ]
  %1336 = phi i64 [ 0, %1297 ], [ %1391, %1319 ]
  %1337 = mul nuw nsw i64 %53, %1336
  %1338 = getelementptr i8, ptr %1299, i64 %1337
  %1339 = load <16 x float>, ptr %1338, align 1
  %1340 = getelementptr inbounds nuw i8, ptr %1338, i64 64
  %1341 = load <16 x float>, ptr %1340, align 1
  %1342 = mul nsw i64 %1336, %22
  %1343 = getelementptr inbounds float, ptr %1289, i64 %1342
  %1344 = load float, ptr %1343, align 4
  %1345 = insertelement <16 x float> poison, float %1344, i64 0
  %1346 = shufflevector <16 x float> %1345, <16 x float> poison, <16 x i32> zeroinitializer
  %1347 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1346, <16 x float> %1339, <16 x float> %1320)
  %1348 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1346, <16 x float> %1341, <16 x float> %1321)
  %1349 = getelementptr inbounds float, ptr %1290, i64 %1342
  %1350 = load float, ptr %1349, align 4
  %1351 = insertelement <16 x float> poison, float %1350, i64 0
  %1352 = shufflevector <16 x float> %1351, <16 x float> poison, <16 x i32> zeroinitializer
  %1353 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1352, <16 x float> %1339, <16 x float> %1322)
  %1354 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1352, <16 x float> %1341, <16 x float> %1323)
  %1355 = getelementptr inbounds float, ptr %1291, i64 %1342
  %1356 = load float, ptr %1355, align 4
  %1357 = insertelement <16 x float> poison, float %1356, i64 0
  %1358 = shufflevector <16 x float> %1357, <16 x float> poison, <16 x i32> zeroinitializer
  %1359 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1358, <16 x float> %1339, <16 x float> %1324)
  %1360 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1358, <16 x float> %1341, <16 x float> %1325)
  %1361 = getelementptr inbounds float, ptr %1292, i64 %1342
  %1362 = load float, ptr %1361, align 4
  %1363 = insertelement <16 x float> poison, float %1362, i64 0
  %1364 = shufflevector <16 x float> %1363, <16 x float> poison, <16 x i32> zeroinitializer
  %1365 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1364, <16 x float> %1339, <16 x float> %1326)
  %1366 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1364, <16 x float> %1341, <16 x float> %1327)
  %1367 = getelementptr inbounds float, ptr %1293, i64 %1342
  %1368 = load float, ptr %1367, align 4
  %1369 = insertelement <16 x float> poison, float %1368, i64 0
  %1370 = shufflevector <16 x float> %1369, <16 x float> poison, <16 x i32> zeroinitializer
  %1371 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1370, <16 x float> %1339, <16 x float> %1328)
  %1372 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1370, <16 x float> %1341, <16 x float> %1329)
  %1373 = getelementptr inbounds float, ptr %1294, i64 %1342
  %1374 = load float, ptr %1373, align 4
  %1375 = insertelement <16 x float> poison, float %1374, i64 0
  %1376 = shufflevector <16 x float> %1375, <16 x float> poison, <16 x i32> zeroinitializer
  %1377 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1376, <16 x float> %1339, <16 x float> %1330)
  %1378 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1376, <16 x float> %1341, <16 x float> %1331)
  %1379 = getelementptr inbounds float, ptr %1295, i64 %1342
  %1380 = load float, ptr %1379, align 4
  %1381 = insertelement <16 x float> poison, float %1380, i64 0
  %1382 = shufflevector <16 x float> %1381, <16 x float> poison, <16 x i32> zeroinitializer
  %1383 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1382, <16 x float> %1339, <16 x float> %1332)
  %1384 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1382, <16 x float> %1341, <16 x float> %1333)
  %1385 = getelementptr inbounds float, ptr %1296, i64 %1342
  %1386 = load float, ptr %1385, align 4
  %1387 = insertelement <16 x float> poison, float %1386, i64 0
  %1388 = shufflevector <16 x float> %1387, <16 x float> poison, <16 x i32> zeroinitializer
  %1389 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1388, <16 x float> %1339, <16 x float> %1334)
  %1390 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1388, <16 x float> %1341, <16 x float> %1335)
  %1391 = add nuw nsw i64 %1336, 1
  %1392 = icmp eq i64 %1391, %5
  br i1 %1392, label %1300, label %1319

1393:                                             ; preds = %378
  br i1 %42, label %1398, label %1394

1394:                                             ; preds = %1393
  %1395 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %134, <16 x i1> %292, <16 x float> zeroinitializer)
  %1396 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %294, <16 x i1> %293, <16 x float> zeroinitializer)
  %1397 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %296, <16 x i1> %295, <16 x float> zeroinitializer)
  br label %1446

1398:                                             ; preds = %1393
  %1399 = load i64, ptr %381, align 16
  %1400 = getelementptr float, ptr %135, i64 %1399
  %1401 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1400, <16 x i1> %297, <16 x float> zeroinitializer)
  %1402 = getelementptr inbounds nuw i8, ptr %1400, i64 64
  %1403 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1402, <16 x i1> %298, <16 x float> zeroinitializer)
  %1404 = getelementptr inbounds nuw i8, ptr %1400, i64 128
  %1405 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1404, <16 x i1> %299, <16 x float> zeroinitializer)
  %1406 = getelementptr inbounds nuw i8, ptr %381, i64 8
  %1407 = load i64, ptr %1406, align 8
  %1408 = getelementptr float, ptr %135, i64 %1407
  %1409 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1408, <16 x i1> %297, <16 x float> zeroinitializer)
  %1410 = getelementptr inbounds nuw i8, ptr %1408, i64 64
  %1411 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1410, <16 x i1> %298, <16 x float> zeroinitializer)
  %1412 = getelementptr inbounds nuw i8, ptr %1408, i64 128
  %1413 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1412, <16 x i1> %299, <16 x float> zeroinitializer)
  %1414 = getelementptr inbounds nuw i8, ptr %381, i64 16
  %1415 = load i64, ptr %1414, align 16
  %1416 = getelementptr float, ptr %135, i64 %1415
  %1417 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1416, <16 x i1> %297, <16 x float> zeroinitializer)
  %1418 = getelementptr inbounds nuw i8, ptr %1416, i64 64
  %1419 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1418, <16 x i1> %298, <16 x float> zeroinitializer)
  %1420 = getelementptr inbounds nuw i8, ptr %1416, i64 128
  %1421 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1420, <16 x i1> %299, <16 x float> zeroinitializer)
  %1422 = getelementptr inbounds nuw i8, ptr %381, i64 24
  %1423 = load i64, ptr %1422, align 8
  %1424 = getelementptr float, ptr %135, i64 %1423
  %1425 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1424, <16 x i1> %297, <16 x float> zeroinitializer)
  %1426 = getelementptr inbounds nuw i8, ptr %1424, i64 64
  %1427 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1426, <16 x i1> %298, <16 x float> zeroinitializer)
  %1428 = getelementptr inbounds nuw i8, ptr %1424, i64 128
  %1429 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1428, <16 x i1> %299, <16 x float> zeroinitializer)
  %1430 = getelementptr inbounds nuw i8, ptr %381, i64 32
  %1431 = load i64, ptr %1430, align 16
  %1432 = getelementptr float, ptr %135, i64 %1431
  %1433 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1432, <16 x i1> %297, <16 x float> zeroinitializer)
  %1434 = getelementptr inbounds nuw i8, ptr %1432, i64 64
  %1435 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1434, <16 x i1> %298, <16 x float> zeroinitializer)
  %1436 = getelementptr inbounds nuw i8, ptr %1432, i64 128
  %1437 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1436, <16 x i1> %299, <16 x float> zeroinitializer)
  %1438 = getelementptr inbounds nuw i8, ptr %381, i64 40
  %1439 = load i64, ptr %1438, align 8
  %1440 = getelementptr float, ptr %135, i64 %1439
  %1441 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1440, <16 x i1> %297, <16 x float> zeroinitializer)
  %1442 = getelementptr inbounds nuw i8, ptr %1440, i64 64
  %1443 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1442, <16 x i1> %298, <16 x float> zeroinitializer)
  %1444 = getelementptr inbounds nuw i8, ptr %1440, i64 128
  %1445 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1444, <16 x i1> %299, <16 x float> zeroinitializer)
  br label %1446

1446:                                             ; preds = %1394, %1398
  %1447 = phi <16 x float> [ %1401, %1398 ], [ %1395, %1394 ]
  %1448 = phi <16 x float> [ %1403, %1398 ], [ %1396, %1394 ]
  %1449 = phi <16 x float> [ %1405, %1398 ], [ %1397, %1394 ]
  %1450 = phi <16 x float> [ %1409, %1398 ], [ %1395, %1394 ]
  %1451 = phi <16 x float> [ %1411, %1398 ], [ %1396, %1394 ]
  %1452 = phi <16 x float> [ %1413, %1398 ], [ %1397, %1394 ]
  %1453 = phi <16 x float> [ %1417, %1398 ], [ %1395, %1394 ]
  %1454 = phi <16 x float> [ %1419, %1398 ], [ %1396, %1394 ]
  %1455 = phi <16 x float> [ %1421, %1398 ], [ %1397, %1394 ]
  %1456 = phi <16 x float> [ %1425, %1398 ], [ %1395, %1394 ]
  %1457 = phi <16 x float> [ %1427, %1398 ], [ %1396, %1394 ]
  %1458 = phi <16 x float> [ %1429, %1398 ], [ %1397, %1394 ]
  %1459 = phi <16 x float> [ %1433, %1398 ], [ %1395, %1394 ]
  %1460 = phi <16 x float> [ %1435, %1398 ], [ %1396, %1394 ]
  %1461 = phi <16 x float> [ %1437, %1398 ], [ %1397, %1394 ]
  %1462 = phi <16 x float> [ %1441, %1398 ], [ %1395, %1394 ]
  %1463 = phi <16 x float> [ %1443, %1398 ], [ %1396, %1394 ]
  %1464 = phi <16 x float> [ %1445, %1398 ], [ %1397, %1394 ]
  br i1 %44, label %1465, label %1471

1465:                                             ; preds = %1446
  %1466 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %1467 = getelementptr inbounds nuw i8, ptr %380, i64 16
  %1468 = getelementptr inbounds nuw i8, ptr %380, i64 24
  %1469 = getelementptr inbounds nuw i8, ptr %380, i64 32
  %1470 = getelementptr inbounds nuw i8, ptr %380, i64 40
  br label %1519

1471:                                             ; preds = %1549, %1446
  %1472 = phi <16 x float> [ %1447, %1446 ], [ %1550, %1549 ]
  %1473 = phi <16 x float> [ %1448, %1446 ], [ %1551, %1549 ]
  %1474 = phi <16 x float> [ %1449, %1446 ], [ %1552, %1549 ]
  %1475 = phi <16 x float> [ %1450, %1446 ], [ %1553, %1549 ]
  %1476 = phi <16 x float> [ %1451, %1446 ], [ %1554, %1549 ]
  %1477 = phi <16 x float> [ %1452, %1446 ], [ %1555, %1549 ]
  %1478 = phi <16 x float> [ %1453, %1446 ], [ %1556, %1549 ]
  %1479 = phi <16 x float> [ %1454, %1446 ], [ %1557, %1549 ]
  %1480 = phi <16 x float> [ %1455, %1446 ], [ %1558, %1549 ]
  %1481 = phi <16 x float> [ %1456, %1446 ], [ %1559, %1549 ]
  %1482 = phi <16 x float> [ %1457, %1446 ], [ %1560, %1549 ]
  %1483 = phi <16 x float> [ %1458, %1446 ], [ %1561, %1549 ]
  %1484 = phi <16 x float> [ %1459, %1446 ], [ %1562, %1549 ]
  %1485 = phi <16 x float> [ %1460, %1446 ], [ %1563, %1549 ]
  %1486 = phi <16 x float> [ %1461, %1446 ], [ %1564, %1549 ]
  %1487 = phi <16 x float> [ %1462, %1446 ], [ %1565, %1549 ]
  %1488 = phi <16 x float> [ %1463, %1446 ], [ %1566, %1549 ]
  %1489 = phi <16 x float> [ %1464, %1446 ], [ %1567, %1549 ]
  %1490 = load i64, ptr %381, align 16
  %1491 = getelementptr float, ptr %135, i64 %1490
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1472, ptr align 1 %1491, <16 x i1> %303)
  %1492 = getelementptr inbounds nuw i8, ptr %1491, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1473, ptr nonnull align 1 %1492, <16 x i1> %304)
  %1493 = getelementptr inbounds nuw i8, ptr %1491, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1474, ptr nonnull align 1 %1493, <16 x i1> %305)
  %1494 = getelementptr inbounds nuw i8, ptr %381, i64 8
  %1495 = load i64, ptr %1494, align 8
  %1496 = getelementptr float, ptr %135, i64 %1495
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1475, ptr align 1 %1496, <16 x i1> %303)
  %1497 = getelementptr inbounds nuw i8, ptr %1496, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1476, ptr nonnull align 1 %1497, <16 x i1> %304)
  %1498 = getelementptr inbounds nuw i8, ptr %1496, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1477, ptr nonnull align 1 %1498, <16 x i1> %305)
  %1499 = getelementptr inbounds nuw i8, ptr %381, i64 16
  %1500 = load i64, ptr %1499, align 16
  %1501 = getelementptr float, ptr %135, i64 %1500
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1478, ptr align 1 %1501, <16 x i1> %303)
  %1502 = getelementptr inbounds nuw i8, ptr %1501, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1479, ptr nonnull align 1 %1502, <16 x i1> %304)
  %1503 = getelementptr inbounds nuw i8, ptr %1501, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1480, ptr nonnull align 1 %1503, <16 x i1> %305)
  %1504 = getelementptr inbounds nuw i8, ptr %381, i64 24
  %1505 = load i64, ptr %1504, align 8
  %1506 = getelementptr float, ptr %135, i64 %1505
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1481, ptr align 1 %1506, <16 x i1> %303)
  %1507 = getelementptr inbounds nuw i8, ptr %1506, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1482, ptr nonnull align 1 %1507, <16 x i1> %304)
  %1508 = getelementptr inbounds nuw i8, ptr %1506, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1483, ptr nonnull align 1 %1508, <16 x i1> %305)
  %1509 = getelementptr inbounds nuw i8, ptr %381, i64 32
  %1510 = load i64, ptr %1509, align 16
  %1511 = getelementptr float, ptr %135, i64 %1510
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1484, ptr align 1 %1511, <16 x i1> %303)
  %1512 = getelementptr inbounds nuw i8, ptr %1511, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1485, ptr nonnull align 1 %1512, <16 x i1> %304)
  %1513 = getelementptr inbounds nuw i8, ptr %1511, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1486, ptr nonnull align 1 %1513, <16 x i1> %305)
  %1514 = getelementptr inbounds nuw i8, ptr %381, i64 40
  %1515 = load i64, ptr %1514, align 8
  %1516 = getelementptr float, ptr %135, i64 %1515
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1487, ptr align 1 %1516, <16 x i1> %303)
  %1517 = getelementptr inbounds nuw i8, ptr %1516, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1488, ptr nonnull align 1 %1517, <16 x i1> %304)
  %1518 = getelementptr inbounds nuw i8, ptr %1516, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1489, ptr nonnull align 1 %1518, <16 x i1> %305)
  br label %2737

1519:                                             ; preds = %1465, %1549
  %1520 = phi <16 x float> [ %1447, %1465 ], [ %1550, %1549 ]
  %1521 = phi <16 x float> [ %1448, %1465 ], [ %1551, %1549 ]
  %1522 = phi <16 x float> [ %1449, %1465 ], [ %1552, %1549 ]
  %1523 = phi <16 x float> [ %1450, %1465 ], [ %1553, %1549 ]
  %1524 = phi <16 x float> [ %1451, %1465 ], [ %1554, %1549 ]
  %1525 = phi <16 x float> [ %1452, %1465 ], [ %1555, %1549 ]
  %1526 = phi <16 x float> [ %1453, %1465 ], [ %1556, %1549 ]
  %1527 = phi <16 x float> [ %1454, %1465 ], [ %1557, %1549 ]
  %1528 = phi <16 x float> [ %1455, %1465 ], [ %1558, %1549 ]
  %1529 = phi <16 x float> [ %1456, %1465 ], [ %1559, %1549 ]
  %1530 = phi <16 x float> [ %1457, %1465 ], [ %1560, %1549 ]
  %1531 = phi <16 x float> [ %1458, %1465 ], [ %1561, %1549 ]
  %1532 = phi <16 x float> [ %1459, %1465 ], [ %1562, %1549 ]
  %1533 = phi <16 x float> [ %1460, %1465 ], [ %1563, %1549 ]
  %1534 = phi <16 x float> [ %1461, %1465 ], [ %1564, %1549 ]
  %1535 = phi <16 x float> [ %1462, %1465 ], [ %1565, %1549 ]
  %1536 = phi <16 x float> [ %1463, %1465 ], [ %1566, %1549 ]
  %1537 = phi <16 x float> [ %1464, %1465 ], [ %1567, %1549 ]
  %1538 = phi i64 [ 0, %1465 ], [ %1568, %1549 ]
  br i1 %45, label %1539, label %1549

1539:                                             ; preds = %1519
  %1540 = mul i64 %43, %1538
  %1541 = getelementptr float, ptr %26, i64 %1540
  %1542 = mul nuw nsw i64 %1538, %8
  %1543 = load i64, ptr %380, align 16
  %1544 = load i64, ptr %1466, align 8
  %1545 = load i64, ptr %1467, align 16
  %1546 = load i64, ptr %1468, align 8
  %1547 = load i64, ptr %1469, align 16
  %1548 = load i64, ptr %1470, align 8
  br label %1570

1549:                                             ; preds = %1601, %1519
  %1550 = phi <16 x float> [ %1520, %1519 ], [ %1602, %1601 ]
  %1551 = phi <16 x float> [ %1521, %1519 ], [ %1603, %1601 ]
  %1552 = phi <16 x float> [ %1522, %1519 ], [ %1604, %1601 ]
  %1553 = phi <16 x float> [ %1523, %1519 ], [ %1605, %1601 ]
  %1554 = phi <16 x float> [ %1524, %1519 ], [ %1606, %1601 ]
  %1555 = phi <16 x float> [ %1525, %1519 ], [ %1607, %1601 ]
  %1556 = phi <16 x float> [ %1526, %1519 ], [ %1608, %1601 ]
  %1557 = phi <16 x float> [ %1527, %1519 ], [ %1609, %1601 ]
  %1558 = phi <16 x float> [ %1528, %1519 ], [ %1610, %1601 ]
  %1559 = phi <16 x float> [ %1529, %1519 ], [ %1611, %1601 ]
  %1560 = phi <16 x float> [ %1530, %1519 ], [ %1612, %1601 ]
  %1561 = phi <16 x float> [ %1531, %1519 ], [ %1613, %1601 ]
  %1562 = phi <16 x float> [ %1532, %1519 ], [ %1614, %1601 ]
  %1563 = phi <16 x float> [ %1533, %1519 ], [ %1615, %1601 ]
  %1564 = phi <16 x float> [ %1534, %1519 ], [ %1616, %1601 ]
  %1565 = phi <16 x float> [ %1535, %1519 ], [ %1617, %1601 ]
  %1566 = phi <16 x float> [ %1536, %1519 ], [ %1618, %1601 ]
  %1567 = phi <16 x float> [ %1537, %1519 ], [ %1619, %1601 ]
  %1568 = add nuw nsw i64 %1538, 1
  %1569 = icmp eq i64 %1568, %7
  br i1 %1569, label %1471, label %1519

1570:                                             ; preds = %1539, %1601
  %1571 = phi <16 x float> [ %1520, %1539 ], [ %1602, %1601 ]
  %1572 = phi <16 x float> [ %1521, %1539 ], [ %1603, %1601 ]
  %1573 = phi <16 x float> [ %1522, %1539 ], [ %1604, %1601 ]
  %1574 = phi <16 x float> [ %1523, %1539 ], [ %1605, %1601 ]
  %1575 = phi <16 x float> [ %1524, %1539 ], [ %1606, %1601 ]
  %1576 = phi <16 x float> [ %1525, %1539 ], [ %1607, %1601 ]
  %1577 = phi <16 x float> [ %1526, %1539 ], [ %1608, %1601 ]
  %1578 = phi <16 x float> [ %1527, %1539 ], [ %1609, %1601 ]
  %1579 = phi <16 x float> [ %1528, %1539 ], [ %1610, %1601 ]
  %1580 = phi <16 x float> [ %1529, %1539 ], [ %1611, %1601 ]
  %1581 = phi <16 x float> [ %1530, %1539 ], [ %1612, %1601 ]
  %1582 = phi <16 x float> [ %1531, %1539 ], [ %1613, %1601 ]
  %1583 = phi <16 x float> [ %1532, %1539 ], [ %1614, %1601 ]
  %1584 = phi <16 x float> [ %1533, %1539 ], [ %1615, %1601 ]
  %1585 = phi <16 x float> [ %1534, %1539 ], [ %1616, %1601 ]
  %1586 = phi <16 x float> [ %1535, %1539 ], [ %1617, %1601 ]
  %1587 = phi <16 x float> [ %1536, %1539 ], [ %1618, %1601 ]
  %1588 = phi <16 x float> [ %1537, %1539 ], [ %1619, %1601 ]
  %1589 = phi i64 [ 0, %1539 ], [ %1620, %1601 ]
  %1590 = mul i64 %46, %1589
  %1591 = getelementptr float, ptr %1541, i64 %1590
  %1592 = getelementptr float, ptr %1591, i64 %1543
  %1593 = getelementptr float, ptr %1591, i64 %1544
  %1594 = getelementptr float, ptr %1591, i64 %1545
  %1595 = getelementptr float, ptr %1591, i64 %1546
  %1596 = getelementptr float, ptr %1591, i64 %1547
  %1597 = getelementptr float, ptr %1591, i64 %1548
  %1598 = add nuw nsw i64 %1589, %1542
  %1599 = mul i64 %48, %1598
  %1600 = getelementptr float, ptr %136, i64 %1599
  br i1 %47, label %1622, label %1601

1601:                                             ; preds = %1622, %1570
  %1602 = phi <16 x float> [ %1571, %1570 ], [ %1654, %1622 ]
  %1603 = phi <16 x float> [ %1572, %1570 ], [ %1655, %1622 ]
  %1604 = phi <16 x float> [ %1573, %1570 ], [ %1656, %1622 ]
  %1605 = phi <16 x float> [ %1574, %1570 ], [ %1661, %1622 ]
  %1606 = phi <16 x float> [ %1575, %1570 ], [ %1662, %1622 ]
  %1607 = phi <16 x float> [ %1576, %1570 ], [ %1663, %1622 ]
  %1608 = phi <16 x float> [ %1577, %1570 ], [ %1668, %1622 ]
  %1609 = phi <16 x float> [ %1578, %1570 ], [ %1669, %1622 ]
  %1610 = phi <16 x float> [ %1579, %1570 ], [ %1670, %1622 ]
  %1611 = phi <16 x float> [ %1580, %1570 ], [ %1675, %1622 ]
  %1612 = phi <16 x float> [ %1581, %1570 ], [ %1676, %1622 ]
  %1613 = phi <16 x float> [ %1582, %1570 ], [ %1677, %1622 ]
  %1614 = phi <16 x float> [ %1583, %1570 ], [ %1682, %1622 ]
  %1615 = phi <16 x float> [ %1584, %1570 ], [ %1683, %1622 ]
  %1616 = phi <16 x float> [ %1585, %1570 ], [ %1684, %1622 ]
  %1617 = phi <16 x float> [ %1586, %1570 ], [ %1689, %1622 ]
  %1618 = phi <16 x float> [ %1587, %1570 ], [ %1690, %1622 ]
  %1619 = phi <16 x float> [ %1588, %1570 ], [ %1691, %1622 ]
  %1620 = add nuw nsw i64 %1589, 1
  %1621 = icmp eq i64 %1620, %8
  br i1 %1621, label %1549, label %1570

1622:                                             ; preds = %1570, %1622
  %1623 = phi <16 x float> [ %1654, %1622 ], [ %1571, %1570 ]
  %1624 = phi <16 x float> [ %1655, %1622 ], [ %1572, %1570 ]
  %1625 = phi <16 x float> [ %1656, %1622 ], [ %1573, %1570 ]
  %1626 = phi <16 x float> [ %1661, %1622 ], [ %1574, %1570 ]
  %1627 = phi <16 x float> [ %1662, %1622 ], [ %1575, %1570 ]
  %1628 = phi <16 x float> [ %1663, %1622 ], [ %1576, %1570 ]
  %1629 = phi <16 x float> [ %1668, %1622 ], [ %1577, %1570 ]
  %1630 = phi <16 x float> [ %1669, %1622 ], [ %1578, %1570 ]
  %1631 = phi <16 x float> [ %1670, %1622 ], [ %1579, %1570 ]
  %1632 = phi <16 x float> [ %1675, %1622 ], [ %1580, %1570 ]
  %1633 = phi <16 x float> [ %1676, %1622 ], [ %1581, %1570 ]
  %1634 = phi <16 x float> [ %1677, %1622 ], [ %1582, %1570 ]
  %1635 = phi <16 x float> [ %1682, %1622 ], [ %1583, %1570 ]
  %1636 = phi <16 x float> [ %1683, %1622 ], [ %1584, %1570 ]
  %1637 = phi <16 x float> [ %1684, %1622 ], [ %1585, %1570 ]
  %1638 = phi <16 x float> [ %1689, %1622 ], [ %1586, %1570 ]
  %1639 = phi <16 x float> [ %1690, %1622 ], [ %1587, %1570 ]
  %1640 = phi <16 x float> [ %1691, %1622 ], [ %1588, %1570 ]
  %1641 = phi i64 [ %1692, %1622 ], [ 0, %1570 ]
  %1642 = mul nuw nsw i64 %1641, %6
  %1643 = getelementptr inbounds nuw float, ptr %1600, i64 %1642
  %1644 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1643, <16 x i1> %300, <16 x float> zeroinitializer)
  %1645 = getelementptr inbounds nuw i8, ptr %1643, i64 64
  %1646 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1645, <16 x i1> %301, <16 x float> zeroinitializer)
  %1647 = getelementptr inbounds nuw i8, ptr %1643, i64 128
  %1648 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1647, <16 x i1> %302, <16 x float> zeroinitializer)
  %1649 = mul nsw i64 %1641, %22
  %1650 = getelementptr inbounds float, ptr %1592, i64 %1649
  %1651 = load float, ptr %1650, align 4
  %1652 = insertelement <16 x float> poison, float %1651, i64 0
  %1653 = shufflevector <16 x float> %1652, <16 x float> poison, <16 x i32> zeroinitializer
  %1654 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1653, <16 x float> %1644, <16 x float> %1623)
  %1655 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1653, <16 x float> %1646, <16 x float> %1624)
  %1656 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1653, <16 x float> %1648, <16 x float> %1625)
  %1657 = getelementptr inbounds float, ptr %1593, i64 %1649
  %1658 = load float, ptr %1657, align 4
  %1659 = insertelement <16 x float> poison, float %1658, i64 0
  %1660 = shufflevector <16 x float> %1659, <16 x float> poison, <16 x i32> zeroinitializer
  %1661 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1660, <16 x float> %1644, <16 x float> %1626)
  %1662 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1660, <16 x float> %1646, <16 x float> %1627)
  %1663 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1660, <16 x float> %1648, <16 x float> %1628)
  %1664 = getelementptr inbounds float, ptr %1594, i64 %1649
  %1665 = load float, ptr %1664, align 4
  %1666 = insertelement <16 x float> poison, float %1665, i64 0
  %1667 = shufflevector <16 x float> %1666, <16 x float> poison, <16 x i32> zeroinitializer
  %1668 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1667, <16 x float> %1644, <16 x float> %1629)
  %1669 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1667, <16 x float> %1646, <16 x float> %1630)
  %1670 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1667, <16 x float> %1648, <16 x float> %1631)
  %1671 = getelementptr inbounds float, ptr %1595, i64 %1649
  %1672 = load float, ptr %1671, align 4
  %1673 = insertelement <16 x float> poison, float %1672, i64 0
  %1674 = shufflevector <16 x float> %1673, <16 x float> poison, <16 x i32> zeroinitializer
  %1675 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1674, <16 x float> %1644, <16 x float> %1632)
  %1676 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1674, <16 x float> %1646, <16 x float> %1633)
  %1677 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1674, <16 x float> %1648, <16 x float> %1634)
  %1678 = getelementptr inbounds float, ptr %1596, i64 %1649
  %1679 = load float, ptr %1678, align 4
  %1680 = insertelement <16 x float> poison, float %1679, i64 0
  %1681 = shufflevector <16 x float> %1680, <16 x float> poison, <16 x i32> zeroinitializer
  %1682 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1681, <16 x float> %1644, <16 x float> %1635)
  %1683 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1681, <16 x float> %1646, <16 x float> %1636)
  %1684 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1681, <16 x float> %1648, <16 x float> %1637)
  %1685 = getelementptr inbounds float, ptr %1597, i64 %1649
  %1686 = load float, ptr %1685, align 4
  %1687 = insertelement <16 x float> poison, float %1686, i64 0
  %1688 = shufflevector <16 x float> %1687, <16 x float> poison, <16 x i32> zeroinitializer
  %1689 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1688, <16 x float> %1644, <16 x float> %1638)
  %1690 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1688, <16 x float> %1646, <16 x float> %1639)
  %1691 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1688, <16 x float> %1648, <16 x float> %1640)
  %1692 = add nuw nsw i64 %1641, 1
  %1693 = icmp eq i64 %1692, %5
  br i1 %1693, label %1601, label %1622

1694:                                             ; preds = %378
  br i1 %42, label %1699, label %1695

1695:                                             ; preds = %1694
  %1696 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %134, <16 x i1> %257, <16 x float> zeroinitializer)
  %1697 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %259, <16 x i1> %258, <16 x float> zeroinitializer)
  %1698 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %261, <16 x i1> %260, <16 x float> zeroinitializer)
  br label %1747

1699:                                             ; preds = %1694
  %1700 = load i64, ptr %381, align 16
  %1701 = getelementptr float, ptr %135, i64 %1700
  %1702 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1701, <16 x i1> %262, <16 x float> zeroinitializer)
  %1703 = getelementptr inbounds nuw i8, ptr %1701, i64 64
  %1704 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1703, <16 x i1> %263, <16 x float> zeroinitializer)
  %1705 = getelementptr inbounds nuw i8, ptr %1701, i64 128
  %1706 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1705, <16 x i1> %264, <16 x float> zeroinitializer)
  %1707 = getelementptr inbounds nuw i8, ptr %381, i64 8
  %1708 = load i64, ptr %1707, align 8
  %1709 = getelementptr float, ptr %135, i64 %1708
  %1710 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1709, <16 x i1> %262, <16 x float> zeroinitializer)
  %1711 = getelementptr inbounds nuw i8, ptr %1709, i64 64
  %1712 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1711, <16 x i1> %263, <16 x float> zeroinitializer)
  %1713 = getelementptr inbounds nuw i8, ptr %1709, i64 128
  %1714 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1713, <16 x i1> %264, <16 x float> zeroinitializer)
  %1715 = getelementptr inbounds nuw i8, ptr %381, i64 16
  %1716 = load i64, ptr %1715, align 16
  %1717 = getelementptr float, ptr %135, i64 %1716
  %1718 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1717, <16 x i1> %262, <16 x float> zeroinitializer)
  %1719 = getelementptr inbounds nuw i8, ptr %1717, i64 64
  %1720 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1719, <16 x i1> %263, <16 x float> zeroinitializer)
  %1721 = getelementptr inbounds nuw i8, ptr %1717, i64 128
  %1722 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1721, <16 x i1> %264, <16 x float> zeroinitializer)
  %1723 = getelementptr inbounds nuw i8, ptr %381, i64 24
  %1724 = load i64, ptr %1723, align 8
  %1725 = getelementptr float, ptr %135, i64 %1724
  %1726 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1725, <16 x i1> %262, <16 x float> zeroinitializer)
  %1727 = getelementptr inbounds nuw i8, ptr %1725, i64 64
  %1728 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1727, <16 x i1> %263, <16 x float> zeroinitializer)
  %1729 = getelementptr inbounds nuw i8, ptr %1725, i64 128
  %1730 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1729, <16 x i1> %264, <16 x float> zeroinitializer)
  %1731 = getelementptr inbounds nuw i8, ptr %381, i64 32
  %1732 = load i64, ptr %1731, align 16
  %1733 = getelementptr float, ptr %135, i64 %1732
  %1734 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1733, <16 x i1> %262, <16 x float> zeroinitializer)
  %1735 = getelementptr inbounds nuw i8, ptr %1733, i64 64
  %1736 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1735, <16 x i1> %263, <16 x float> zeroinitializer)
  %1737 = getelementptr inbounds nuw i8, ptr %1733, i64 128
  %1738 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1737, <16 x i1> %264, <16 x float> zeroinitializer)
  %1739 = getelementptr inbounds nuw i8, ptr %381, i64 40
  %1740 = load i64, ptr %1739, align 8
  %1741 = getelementptr float, ptr %135, i64 %1740
  %1742 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1741, <16 x i1> %262, <16 x float> zeroinitializer)
  %1743 = getelementptr inbounds nuw i8, ptr %1741, i64 64
  %1744 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1743, <16 x i1> %263, <16 x float> zeroinitializer)
  %1745 = getelementptr inbounds nuw i8, ptr %1741, i64 128
  %1746 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1745, <16 x i1> %264, <16 x float> zeroinitializer)
  br label %1747

1747:                                             ; preds = %1695, %1699
  %1748 = phi <16 x float> [ %1746, %1699 ], [ %1698, %1695 ]
  %1749 = phi <16 x float> [ %1744, %1699 ], [ %1697, %1695 ]
  %1750 = phi <16 x float> [ %1742, %1699 ], [ %1696, %1695 ]
  %1751 = phi <16 x float> [ %1738, %1699 ], [ %1698, %1695 ]
  %1752 = phi <16 x float> [ %1736, %1699 ], [ %1697, %1695 ]
  %1753 = phi <16 x float> [ %1734, %1699 ], [ %1696, %1695 ]
  %1754 = phi <16 x float> [ %1730, %1699 ], [ %1698, %1695 ]
  %1755 = phi <16 x float> [ %1728, %1699 ], [ %1697, %1695 ]
  %1756 = phi <16 x float> [ %1726, %1699 ], [ %1696, %1695 ]
  %1757 = phi <16 x float> [ %1722, %1699 ], [ %1698, %1695 ]
  %1758 = phi <16 x float> [ %1720, %1699 ], [ %1697, %1695 ]
  %1759 = phi <16 x float> [ %1718, %1699 ], [ %1696, %1695 ]
  %1760 = phi <16 x float> [ %1714, %1699 ], [ %1698, %1695 ]
  %1761 = phi <16 x float> [ %1712, %1699 ], [ %1697, %1695 ]
  %1762 = phi <16 x float> [ %1710, %1699 ], [ %1696, %1695 ]
  %1763 = phi <16 x float> [ %1706, %1699 ], [ %1698, %1695 ]
  %1764 = phi <16 x float> [ %1704, %1699 ], [ %1697, %1695 ]
  %1765 = phi <16 x float> [ %1702, %1699 ], [ %1696, %1695 ]
  br i1 %44, label %1766, label %1772

1766:                                             ; preds = %1747
  %1767 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %1768 = getelementptr inbounds nuw i8, ptr %380, i64 16
  %1769 = getelementptr inbounds nuw i8, ptr %380, i64 24
  %1770 = getelementptr inbounds nuw i8, ptr %380, i64 32
  %1771 = getelementptr inbounds nuw i8, ptr %380, i64 40
  br label %1820

1772:                                             ; preds = %1851, %1747
  %1773 = phi <16 x float> [ %1748, %1747 ], [ %1852, %1851 ]
  %1774 = phi <16 x float> [ %1749, %1747 ], [ %1853, %1851 ]
  %1775 = phi <16 x float> [ %1750, %1747 ], [ %1854, %1851 ]
  %1776 = phi <16 x float> [ %1751, %1747 ], [ %1855, %1851 ]
  %1777 = phi <16 x float> [ %1752, %1747 ], [ %1856, %1851 ]
  %1778 = phi <16 x float> [ %1753, %1747 ], [ %1857, %1851 ]
  %1779 = phi <16 x float> [ %1754, %1747 ], [ %1858, %1851 ]
  %1780 = phi <16 x float> [ %1755, %1747 ], [ %1859, %1851 ]
  %1781 = phi <16 x float> [ %1756, %1747 ], [ %1860, %1851 ]
  %1782 = phi <16 x float> [ %1757, %1747 ], [ %1861, %1851 ]
  %1783 = phi <16 x float> [ %1758, %1747 ], [ %1862, %1851 ]
  %1784 = phi <16 x float> [ %1759, %1747 ], [ %1863, %1851 ]
  %1785 = phi <16 x float> [ %1760, %1747 ], [ %1864, %1851 ]
  %1786 = phi <16 x float> [ %1761, %1747 ], [ %1865, %1851 ]
  %1787 = phi <16 x float> [ %1762, %1747 ], [ %1866, %1851 ]
  %1788 = phi <16 x float> [ %1763, %1747 ], [ %1867, %1851 ]
  %1789 = phi <16 x float> [ %1764, %1747 ], [ %1868, %1851 ]
  %1790 = phi <16 x float> [ %1765, %1747 ], [ %1869, %1851 ]
  %1791 = load i64, ptr %381, align 16
  %1792 = getelementptr float, ptr %135, i64 %1791
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1790, ptr align 1 %1792, <16 x i1> %266)
  %1793 = getelementptr inbounds nuw i8, ptr %1792, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1789, ptr nonnull align 1 %1793, <16 x i1> %267)
  %1794 = getelementptr inbounds nuw i8, ptr %1792, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1788, ptr nonnull align 1 %1794, <16 x i1> %268)
  %1795 = getelementptr inbounds nuw i8, ptr %381, i64 8
  %1796 = load i64, ptr %1795, align 8
  %1797 = getelementptr float, ptr %135, i64 %1796
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1787, ptr align 1 %1797, <16 x i1> %266)
  %1798 = getelementptr inbounds nuw i8, ptr %1797, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1786, ptr nonnull align 1 %1798, <16 x i1> %267)
  %1799 = getelementptr inbounds nuw i8, ptr %1797, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1785, ptr nonnull align 1 %1799, <16 x i1> %268)
  %1800 = getelementptr inbounds nuw i8, ptr %381, i64 16
  %1801 = load i64, ptr %1800, align 16
  %1802 = getelementptr float, ptr %135, i64 %1801
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1784, ptr align 1 %1802, <16 x i1> %266)
  %1803 = getelementptr inbounds nuw i8, ptr %1802, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1783, ptr nonnull align 1 %1803, <16 x i1> %267)
  %1804 = getelementptr inbounds nuw i8, ptr %1802, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1782, ptr nonnull align 1 %1804, <16 x i1> %268)
  %1805 = getelementptr inbounds nuw i8, ptr %381, i64 24
  %1806 = load i64, ptr %1805, align 8
  %1807 = getelementptr float, ptr %135, i64 %1806
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1781, ptr align 1 %1807, <16 x i1> %266)
  %1808 = getelementptr inbounds nuw i8, ptr %1807, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1780, ptr nonnull align 1 %1808, <16 x i1> %267)
  %1809 = getelementptr inbounds nuw i8, ptr %1807, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1779, ptr nonnull align 1 %1809, <16 x i1> %268)
  %1810 = getelementptr inbounds nuw i8, ptr %381, i64 32
  %1811 = load i64, ptr %1810, align 16
  %1812 = getelementptr float, ptr %135, i64 %1811
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1778, ptr align 1 %1812, <16 x i1> %266)
  %1813 = getelementptr inbounds nuw i8, ptr %1812, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1777, ptr nonnull align 1 %1813, <16 x i1> %267)
  %1814 = getelementptr inbounds nuw i8, ptr %1812, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1776, ptr nonnull align 1 %1814, <16 x i1> %268)
  %1815 = getelementptr inbounds nuw i8, ptr %381, i64 40
  %1816 = load i64, ptr %1815, align 8
  %1817 = getelementptr float, ptr %135, i64 %1816
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1775, ptr align 1 %1817, <16 x i1> %266)
  %1818 = getelementptr inbounds nuw i8, ptr %1817, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1774, ptr nonnull align 1 %1818, <16 x i1> %267)
  %1819 = getelementptr inbounds nuw i8, ptr %1817, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1773, ptr nonnull align 1 %1819, <16 x i1> %268)
  br label %2737

1820:                                             ; preds = %1766, %1851
  %1821 = phi <16 x float> [ %1748, %1766 ], [ %1852, %1851 ]
  %1822 = phi <16 x float> [ %1749, %1766 ], [ %1853, %1851 ]
  %1823 = phi <16 x float> [ %1750, %1766 ], [ %1854, %1851 ]
  %1824 = phi <16 x float> [ %1751, %1766 ], [ %1855, %1851 ]
  %1825 = phi <16 x float> [ %1752, %1766 ], [ %1856, %1851 ]
  %1826 = phi <16 x float> [ %1753, %1766 ], [ %1857, %1851 ]
  %1827 = phi <16 x float> [ %1754, %1766 ], [ %1858, %1851 ]
  %1828 = phi <16 x float> [ %1755, %1766 ], [ %1859, %1851 ]
  %1829 = phi <16 x float> [ %1756, %1766 ], [ %1860, %1851 ]
  %1830 = phi <16 x float> [ %1757, %1766 ], [ %1861, %1851 ]
  %1831 = phi <16 x float> [ %1758, %1766 ], [ %1862, %1851 ]
  %1832 = phi <16 x float> [ %1759, %1766 ], [ %1863, %1851 ]
  %1833 = phi <16 x float> [ %1760, %1766 ], [ %1864, %1851 ]
  %1834 = phi <16 x float> [ %1761, %1766 ], [ %1865, %1851 ]
  %1835 = phi <16 x float> [ %1762, %1766 ], [ %1866, %1851 ]
  %1836 = phi <16 x float> [ %1763, %1766 ], [ %1867, %1851 ]
  %1837 = phi <16 x float> [ %1764, %1766 ], [ %1868, %1851 ]
  %1838 = phi <16 x float> [ %1765, %1766 ], [ %1869, %1851 ]
  %1839 = phi i64 [ 0, %1766 ], [ %1870, %1851 ]
  br i1 %45, label %1840, label %1851

1840:                                             ; preds = %1820
  %1841 = mul i64 %51, %1839
  %1842 = mul i64 %43, %1839
  %1843 = getelementptr float, ptr %26, i64 %1842
  %1844 = load i64, ptr %380, align 16
  %1845 = load i64, ptr %1767, align 8
  %1846 = load i64, ptr %1768, align 16
  %1847 = load i64, ptr %1769, align 8
  %1848 = load i64, ptr %1770, align 16
  %1849 = load i64, ptr %1771, align 8
  %1850 = getelementptr i8, ptr %265, i64 %1841
  br label %1872

1851:                                             ; preds = %1903, %1820
  %1852 = phi <16 x float> [ %1821, %1820 ], [ %1904, %1903 ]
  %1853 = phi <16 x float> [ %1822, %1820 ], [ %1905, %1903 ]
  %1854 = phi <16 x float> [ %1823, %1820 ], [ %1906, %1903 ]
  %1855 = phi <16 x float> [ %1824, %1820 ], [ %1907, %1903 ]
  %1856 = phi <16 x float> [ %1825, %1820 ], [ %1908, %1903 ]
  %1857 = phi <16 x float> [ %1826, %1820 ], [ %1909, %1903 ]
  %1858 = phi <16 x float> [ %1827, %1820 ], [ %1910, %1903 ]
  %1859 = phi <16 x float> [ %1828, %1820 ], [ %1911, %1903 ]
  %1860 = phi <16 x float> [ %1829, %1820 ], [ %1912, %1903 ]
  %1861 = phi <16 x float> [ %1830, %1820 ], [ %1913, %1903 ]
  %1862 = phi <16 x float> [ %1831, %1820 ], [ %1914, %1903 ]
  %1863 = phi <16 x float> [ %1832, %1820 ], [ %1915, %1903 ]
  %1864 = phi <16 x float> [ %1833, %1820 ], [ %1916, %1903 ]
  %1865 = phi <16 x float> [ %1834, %1820 ], [ %1917, %1903 ]
  %1866 = phi <16 x float> [ %1835, %1820 ], [ %1918, %1903 ]
  %1867 = phi <16 x float> [ %1836, %1820 ], [ %1919, %1903 ]
  %1868 = phi <16 x float> [ %1837, %1820 ], [ %1920, %1903 ]
  %1869 = phi <16 x float> [ %1838, %1820 ], [ %1921, %1903 ]
  %1870 = add nuw nsw i64 %1839, 1
  %1871 = icmp eq i64 %1870, %7
  br i1 %1871, label %1772, label %1820

1872:                                             ; preds = %1840, %1903
  %1873 = phi <16 x float> [ %1821, %1840 ], [ %1904, %1903 ]
  %1874 = phi <16 x float> [ %1822, %1840 ], [ %1905, %1903 ]
  %1875 = phi <16 x float> [ %1823, %1840 ], [ %1906, %1903 ]
  %1876 = phi <16 x float> [ %1824, %1840 ], [ %1907, %1903 ]
  %1877 = phi <16 x float> [ %1825, %1840 ], [ %1908, %1903 ]
  %1878 = phi <16 x float> [ %1826, %1840 ], [ %1909, %1903 ]
  %1879 = phi <16 x float> [ %1827, %1840 ], [ %1910, %1903 ]
  %1880 = phi <16 x float> [ %1828, %1840 ], [ %1911, %1903 ]
  %1881 = phi <16 x float> [ %1829, %1840 ], [ %1912, %1903 ]
  %1882 = phi <16 x float> [ %1830, %1840 ], [ %1913, %1903 ]
  %1883 = phi <16 x float> [ %1831, %1840 ], [ %1914, %1903 ]
  %1884 = phi <16 x float> [ %1832, %1840 ], [ %1915, %1903 ]
  %1885 = phi <16 x float> [ %1833, %1840 ], [ %1916, %1903 ]
  %1886 = phi <16 x float> [ %1834, %1840 ], [ %1917, %1903 ]
  %1887 = phi <16 x float> [ %1835, %1840 ], [ %1918, %1903 ]
  %1888 = phi <16 x float> [ %1836, %1840 ], [ %1919, %1903 ]
  %1889 = phi <16 x float> [ %1837, %1840 ], [ %1920, %1903 ]
  %1890 = phi <16 x float> [ %1838, %1840 ], [ %1921, %1903 ]
  %1891 = phi i64 [ 0, %1840 ], [ %1922, %1903 ]
  %1892 = mul i64 %46, %1891
  %1893 = getelementptr float, ptr %1843, i64 %1892
  %1894 = getelementptr float, ptr %1893, i64 %1844
  %1895 = getelementptr float, ptr %1893, i64 %1845
  %1896 = getelementptr float, ptr %1893, i64 %1846
  %1897 = getelementptr float, ptr %1893, i64 %1847
  %1898 = getelementptr float, ptr %1893, i64 %1848
  %1899 = getelementptr float, ptr %1893, i64 %1849
  br i1 %47, label %1900, label %1903

1900:                                             ; preds = %1872
  %1901 = mul i64 %52, %1891
  %1902 = getelementptr i8, ptr %1850, i64 %1901
  br label %1924

1903:                                             ; preds = %1924, %1872
  %1904 = phi <16 x float> [ %1873, %1872 ], [ %1993, %1924 ]
  %1905 = phi <16 x float> [ %1874, %1872 ], [ %1992, %1924 ]
  %1906 = phi <16 x float> [ %1875, %1872 ], [ %1991, %1924 ]
  %1907 = phi <16 x float> [ %1876, %1872 ], [ %1986, %1924 ]
  %1908 = phi <16 x float> [ %1877, %1872 ], [ %1985, %1924 ]
  %1909 = phi <16 x float> [ %1878, %1872 ], [ %1984, %1924 ]
  %1910 = phi <16 x float> [ %1879, %1872 ], [ %1979, %1924 ]
  %1911 = phi <16 x float> [ %1880, %1872 ], [ %1978, %1924 ]
  %1912 = phi <16 x float> [ %1881, %1872 ], [ %1977, %1924 ]
  %1913 = phi <16 x float> [ %1882, %1872 ], [ %1972, %1924 ]
  %1914 = phi <16 x float> [ %1883, %1872 ], [ %1971, %1924 ]
  %1915 = phi <16 x float> [ %1884, %1872 ], [ %1970, %1924 ]
  %1916 = phi <16 x float> [ %1885, %1872 ], [ %1965, %1924 ]
  %1917 = phi <16 x float> [ %1886, %1872 ], [ %1964, %1924 ]
  %1918 = phi <16 x float> [ %1887, %1872 ], [ %1963, %1924 ]
  %1919 = phi <16 x float> [ %1888, %1872 ], [ %1958, %1924 ]
  %1920 = phi <16 x float> [ %1889, %1872 ], [ %1957, %1924 ]
  %1921 = phi <16 x float> [ %1890, %1872 ], [ %1956, %1924 ]
  %1922 = add nuw nsw i64 %1891, 1
  %1923 = icmp eq i64 %1922, %8
  br i1 %1923, label %1851, label %1872

1924:                                             ; preds = %1900, %1924
  %1925 = phi <16 x float> [ %1873, %1900 ], [ %1993, %1924 ]
  %1926 = phi <16 x float> [ %1874, %1900 ], [ %1992, %1924 ]
  %1927 = phi <16 x float> [ %1875, %1900 ], [ %1991, %1924 ]
  %1928 = phi <16 x float> [ %1876, %1900 ], [ %1986, %1924 ]
  %1929 = phi <16 x float> [ %1877, %1900 ], [ %1985, %1924 ]
  %1930 = phi <16 x float> [ %1878, %1900 ], [ %1984, %1924 ]
  %1931 = phi <16 x float> [ %1879, %1900 ], [ %1979, %1924 ]
  %1932 = phi <16 x float> [ %1880, %1900 ], [ %1978, %1924 ]
  %1933 = phi <16 x float> [ %1881, %1900 ], [ %1977, %1924 ]
  %1934 = phi <16 x float> [ %1882, %1900 ], [ %1972, %1924 ]
  %1935 = phi <16 x float> [ %1883, %1900 ], [ %1971, %1924 ]
  %1936 = phi <16 x float> [ %1884, %1900 ], [ %1970, %1924 ]
  %1937 = phi <16 x float> [ %1885, %1900 ], [ %1965, %1924 ]
  %1938 = phi <16 x float> [ %1886, %1900 ], [ %1964, %1924 ]
  %1939 = phi <16 x float> [ %1887, %1900 ], [ %1963, %1924 ]
  %1940 = phi <16 x float> [ %1888, %1900 ], [ %1958, %1924 ]
  %1941 = phi <16 x float> [ %1889, %1900 ], [ %1957, %1924 ]
  %1942 = phi <16 x float> [ %1890, %1900 ], [ %1956, %1924 ]
  %1943 = phi i64 [ 0, %1900 ], [ %1994, %1924 ]
  %1944 = mul nuw nsw i64 %53, %1943
  %1945 = getelementptr i8, ptr %1902, i64 %1944
  %1946 = load <16 x float>, ptr %1945, align 1
  %1947 = getelementptr inbounds nuw i8, ptr %1945, i64 64
  %1948 = load <16 x float>, ptr %1947, align 1
  %1949 = getelementptr inbounds nuw i8, ptr %1945, i64 128
  %1950 = load <16 x float>, ptr %1949, align 1
  %1951 = mul nsw i64 %1943, %22
  %1952 = getelementptr inbounds float, ptr %1894, i64 %1951
  %1953 = load float, ptr %1952, align 4
  %1954 = insertelement <16 x float> poison, float %1953, i64 0
  %1955 = shufflevector <16 x float> %1954, <16 x float> poison, <16 x i32> zeroinitializer
  %1956 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1955, <16 x float> %1946, <16 x float> %1942)
  %1957 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1955, <16 x float> %1948, <16 x float> %1941)
  %1958 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1955, <16 x float> %1950, <16 x float> %1940)
  %1959 = getelementptr inbounds float, ptr %1895, i64 %1951
  %1960 = load float, ptr %1959, align 4
  %1961 = insertelement <16 x float> poison, float %1960, i64 0
  %1962 = shufflevector <16 x float> %1961, <16 x float> poison, <16 x i32> zeroinitializer
  %1963 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1962, <16 x float> %1946, <16 x float> %1939)
  %1964 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1962, <16 x float> %1948, <16 x float> %1938)
  %1965 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1962, <16 x float> %1950, <16 x float> %1937)
  %1966 = getelementptr inbounds float, ptr %1896, i64 %1951
  %1967 = load float, ptr %1966, align 4
  %1968 = insertelement <16 x float> poison, float %1967, i64 0
  %1969 = shufflevector <16 x float> %1968, <16 x float> poison, <16 x i32> zeroinitializer
  %1970 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1969, <16 x float> %1946, <16 x float> %1936)
  %1971 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1969, <16 x float> %1948, <16 x float> %1935)
  %1972 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1969, <16 x float> %1950, <16 x float> %1934)
  %1973 = getelementptr inbounds float, ptr %1897, i64 %1951
  %1974 = load float, ptr %1973, align 4
  %1975 = insertelement <16 x float> poison, float %1974, i64 0
  %1976 = shufflevector <16 x float> %1975, <16 x float> poison, <16 x i32> zeroinitializer
  %1977 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1976, <16 x float> %1946, <16 x float> %1933)
  %1978 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1976, <16 x float> %1948, <16 x float> %1932)
  %1979 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1976, <16 x float> %1950, <16 x float> %1931)
  %1980 = getelementptr inbounds float, ptr %1898, i64 %1951
  %1981 = load float, ptr %1980, align 4
  %1982 = insertelement <16 x float> poison, float %1981, i64 0
  %1983 = shufflevector <16 x float> %1982, <16 x float> poison, <16 x i32> zeroinitializer
  %1984 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1983, <16 x float> %1946, <16 x float> %1930)
  %1985 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1983, <16 x float> %1948, <16 x float> %1929)
  %1986 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1983, <16 x float> %1950, <16 x float> %1928)
  %1987 = getelementptr inbounds float, ptr %1899, i64 %1951
  %1988 = load float, ptr %1987, align 4
  %1989 = insertelement <16 x float> poison, float %1988, i64 0
  %1990 = shufflevector <16 x float> %1989, <16 x float> poison, <16 x i32> zeroinitializer
  %1991 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1990, <16 x float> %1946, <16 x float> %1927)
  %1992 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1990, <16 x float> %1948, <16 x float> %1926)
  %1993 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1990, <16 x float> %1950, <16 x float> %1925)
  %1994 = add nuw nsw i64 %1943, 1
  %1995 = icmp eq i64 %1994, %5
  br i1 %1995, label %1903, label %1924

1996:                                             ; preds = %378
  br i1 %42, label %2002, label %1997

1997:                                             ; preds = %1996
  %1998 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %134, <16 x i1> %215, <16 x float> zeroinitializer)
  %1999 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %217, <16 x i1> %216, <16 x float> zeroinitializer)
  %2000 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %219, <16 x i1> %218, <16 x float> zeroinitializer)
  %2001 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %221, <16 x i1> %220, <16 x float> zeroinitializer)
  br label %2062

2002:                                             ; preds = %1996
  %2003 = load i64, ptr %381, align 16
  %2004 = getelementptr float, ptr %135, i64 %2003
  %2005 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2004, <16 x i1> %222, <16 x float> zeroinitializer)
  %2006 = getelementptr inbounds nuw i8, ptr %2004, i64 64
  %2007 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2006, <16 x i1> %223, <16 x float> zeroinitializer)
  %2008 = getelementptr inbounds nuw i8, ptr %2004, i64 128
  %2009 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2008, <16 x i1> %224, <16 x float> zeroinitializer)
  %2010 = getelementptr inbounds nuw i8, ptr %2004, i64 192
  %2011 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2010, <16 x i1> %225, <16 x float> zeroinitializer)
  %2012 = getelementptr inbounds nuw i8, ptr %381, i64 8
  %2013 = load i64, ptr %2012, align 8
  %2014 = getelementptr float, ptr %135, i64 %2013
  %2015 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2014, <16 x i1> %222, <16 x float> zeroinitializer)
  %2016 = getelementptr inbounds nuw i8, ptr %2014, i64 64
  %2017 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2016, <16 x i1> %223, <16 x float> zeroinitializer)
  %2018 = getelementptr inbounds nuw i8, ptr %2014, i64 128
  %2019 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2018, <16 x i1> %224, <16 x float> zeroinitializer)
  %2020 = getelementptr inbounds nuw i8, ptr %2014, i64 192
  %2021 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2020, <16 x i1> %225, <16 x float> zeroinitializer)
  %2022 = getelementptr inbounds nuw i8, ptr %381, i64 16
  %2023 = load i64, ptr %2022, align 16
  %2024 = getelementptr float, ptr %135, i64 %2023
  %2025 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2024, <16 x i1> %222, <16 x float> zeroinitializer)
  %2026 = getelementptr inbounds nuw i8, ptr %2024, i64 64
  %2027 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2026, <16 x i1> %223, <16 x float> zeroinitializer)
  %2028 = getelementptr inbounds nuw i8, ptr %2024, i64 128
  %2029 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2028, <16 x i1> %224, <16 x float> zeroinitializer)
  %2030 = getelementptr inbounds nuw i8, ptr %2024, i64 192
  %2031 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2030, <16 x i1> %225, <16 x float> zeroinitializer)
  %2032 = getelementptr inbounds nuw i8, ptr %381, i64 24
  %2033 = load i64, ptr %2032, align 8
  %2034 = getelementptr float, ptr %135, i64 %2033
  %2035 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2034, <16 x i1> %222, <16 x float> zeroinitializer)
  %2036 = getelementptr inbounds nuw i8, ptr %2034, i64 64
  %2037 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2036, <16 x i1> %223, <16 x float> zeroinitializer)
  %2038 = getelementptr inbounds nuw i8, ptr %2034, i64 128
  %2039 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2038, <16 x i1> %224, <16 x float> zeroinitializer)
  %2040 = getelementptr inbounds nuw i8, ptr %2034, i64 192
  %2041 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2040, <16 x i1> %225, <16 x float> zeroinitializer)
  %2042 = getelementptr inbounds nuw i8, ptr %381, i64 32
  %2043 = load i64, ptr %2042, align 16
  %2044 = getelementptr float, ptr %135, i64 %2043
  %2045 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2044, <16 x i1> %222, <16 x float> zeroinitializer)
  %2046 = getelementptr inbounds nuw i8, ptr %2044, i64 64
  %2047 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2046, <16 x i1> %223, <16 x float> zeroinitializer)
  %2048 = getelementptr inbounds nuw i8, ptr %2044, i64 128
  %2049 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2048, <16 x i1> %224, <16 x float> zeroinitializer)
  %2050 = getelementptr inbounds nuw i8, ptr %2044, i64 192
  %2051 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2050, <16 x i1> %225, <16 x float> zeroinitializer)
  %2052 = getelementptr inbounds nuw i8, ptr %381, i64 40
  %2053 = load i64, ptr %2052, align 8
  %2054 = getelementptr float, ptr %135, i64 %2053
  %2055 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2054, <16 x i1> %222, <16 x float> zeroinitializer)
  %2056 = getelementptr inbounds nuw i8, ptr %2054, i64 64
  %2057 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2056, <16 x i1> %223, <16 x float> zeroinitializer)
  %2058 = getelementptr inbounds nuw i8, ptr %2054, i64 128
  %2059 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2058, <16 x i1> %224, <16 x float> zeroinitializer)
  %2060 = getelementptr inbounds nuw i8, ptr %2054, i64 192
  %2061 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2060, <16 x i1> %225, <16 x float> zeroinitializer)
  br label %2062

2062:                                             ; preds = %1997, %2002
  %2063 = phi <16 x float> [ %2061, %2002 ], [ %2001, %1997 ]
  %2064 = phi <16 x float> [ %2059, %2002 ], [ %2000, %1997 ]
  %2065 = phi <16 x float> [ %2057, %2002 ], [ %1999, %1997 ]
  %2066 = phi <16 x float> [ %2055, %2002 ], [ %1998, %1997 ]
  %2067 = phi <16 x float> [ %2051, %2002 ], [ %2001, %1997 ]
  %2068 = phi <16 x float> [ %2049, %2002 ], [ %2000, %1997 ]
  %2069 = phi <16 x float> [ %2047, %2002 ], [ %1999, %1997 ]
  %2070 = phi <16 x float> [ %2045, %2002 ], [ %1998, %1997 ]
  %2071 = phi <16 x float> [ %2041, %2002 ], [ %2001, %1997 ]
  %2072 = phi <16 x float> [ %2039, %2002 ], [ %2000, %1997 ]
  %2073 = phi <16 x float> [ %2037, %2002 ], [ %1999, %1997 ]
  %2074 = phi <16 x float> [ %2035, %2002 ], [ %1998, %1997 ]
  %2075 = phi <16 x float> [ %2031, %2002 ], [ %2001, %1997 ]
  %2076 = phi <16 x float> [ %2029, %2002 ], [ %2000, %1997 ]
  %2077 = phi <16 x float> [ %2027, %2002 ], [ %1999, %1997 ]
  %2078 = phi <16 x float> [ %2025, %2002 ], [ %1998, %1997 ]
  %2079 = phi <16 x float> [ %2021, %2002 ], [ %2001, %1997 ]
  %2080 = phi <16 x float> [ %2019, %2002 ], [ %2000, %1997 ]
  %2081 = phi <16 x float> [ %2017, %2002 ], [ %1999, %1997 ]
  %2082 = phi <16 x float> [ %2015, %2002 ], [ %1998, %1997 ]
  %2083 = phi <16 x float> [ %2011, %2002 ], [ %2001, %1997 ]
  %2084 = phi <16 x float> [ %2009, %2002 ], [ %2000, %1997 ]
  %2085 = phi <16 x float> [ %2007, %2002 ], [ %1999, %1997 ]
  %2086 = phi <16 x float> [ %2005, %2002 ], [ %1998, %1997 ]
  br i1 %44, label %2087, label %2093

2087:                                             ; preds = %2062
  %2088 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %2089 = getelementptr inbounds nuw i8, ptr %380, i64 16
  %2090 = getelementptr inbounds nuw i8, ptr %380, i64 24
  %2091 = getelementptr inbounds nuw i8, ptr %380, i64 32
  %2092 = getelementptr inbounds nuw i8, ptr %380, i64 40
  br label %2153

2093:                                             ; preds = %2189, %2062
  %2094 = phi <16 x float> [ %2063, %2062 ], [ %2190, %2189 ]
  %2095 = phi <16 x float> [ %2064, %2062 ], [ %2191, %2189 ]
  %2096 = phi <16 x float> [ %2065, %2062 ], [ %2192, %2189 ]
  %2097 = phi <16 x float> [ %2066, %2062 ], [ %2193, %2189 ]
  %2098 = phi <16 x float> [ %2067, %2062 ], [ %2194, %2189 ]
  %2099 = phi <16 x float> [ %2068, %2062 ], [ %2195, %2189 ]
  %2100 = phi <16 x float> [ %2069, %2062 ], [ %2196, %2189 ]
  %2101 = phi <16 x float> [ %2070, %2062 ], [ %2197, %2189 ]
  %2102 = phi <16 x float> [ %2071, %2062 ], [ %2198, %2189 ]
  %2103 = phi <16 x float> [ %2072, %2062 ], [ %2199, %2189 ]
  %2104 = phi <16 x float> [ %2073, %2062 ], [ %2200, %2189 ]
  %2105 = phi <16 x float> [ %2074, %2062 ], [ %2201, %2189 ]
  %2106 = phi <16 x float> [ %2075, %2062 ], [ %2202, %2189 ]
  %2107 = phi <16 x float> [ %2076, %2062 ], [ %2203, %2189 ]
  %2108 = phi <16 x float> [ %2077, %2062 ], [ %2204, %2189 ]
  %2109 = phi <16 x float> [ %2078, %2062 ], [ %2205, %2189 ]
  %2110 = phi <16 x float> [ %2079, %2062 ], [ %2206, %2189 ]
  %2111 = phi <16 x float> [ %2080, %2062 ], [ %2207, %2189 ]
  %2112 = phi <16 x float> [ %2081, %2062 ], [ %2208, %2189 ]
  %2113 = phi <16 x float> [ %2082, %2062 ], [ %2209, %2189 ]
  %2114 = phi <16 x float> [ %2083, %2062 ], [ %2210, %2189 ]
  %2115 = phi <16 x float> [ %2084, %2062 ], [ %2211, %2189 ]
  %2116 = phi <16 x float> [ %2085, %2062 ], [ %2212, %2189 ]
  %2117 = phi <16 x float> [ %2086, %2062 ], [ %2213, %2189 ]
  %2118 = load i64, ptr %381, align 16
  %2119 = getelementptr float, ptr %135, i64 %2118
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2117, ptr align 1 %2119, <16 x i1> %230)
  %2120 = getelementptr inbounds nuw i8, ptr %2119, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2116, ptr nonnull align 1 %2120, <16 x i1> %231)
  %2121 = getelementptr inbounds nuw i8, ptr %2119, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2115, ptr nonnull align 1 %2121, <16 x i1> %232)
  %2122 = getelementptr inbounds nuw i8, ptr %2119, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2114, ptr nonnull align 1 %2122, <16 x i1> %233)
  %2123 = getelementptr inbounds nuw i8, ptr %381, i64 8
  %2124 = load i64, ptr %2123, align 8
  %2125 = getelementptr float, ptr %135, i64 %2124
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2113, ptr align 1 %2125, <16 x i1> %230)
  %2126 = getelementptr inbounds nuw i8, ptr %2125, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2112, ptr nonnull align 1 %2126, <16 x i1> %231)
  %2127 = getelementptr inbounds nuw i8, ptr %2125, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2111, ptr nonnull align 1 %2127, <16 x i1> %232)
  %2128 = getelementptr inbounds nuw i8, ptr %2125, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2110, ptr nonnull align 1 %2128, <16 x i1> %233)
  %2129 = getelementptr inbounds nuw i8, ptr %381, i64 16
  %2130 = load i64, ptr %2129, align 16
  %2131 = getelementptr float, ptr %135, i64 %2130
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2109, ptr align 1 %2131, <16 x i1> %230)
  %2132 = getelementptr inbounds nuw i8, ptr %2131, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2108, ptr nonnull align 1 %2132, <16 x i1> %231)
  %2133 = getelementptr inbounds nuw i8, ptr %2131, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2107, ptr nonnull align 1 %2133, <16 x i1> %232)
  %2134 = getelementptr inbounds nuw i8, ptr %2131, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2106, ptr nonnull align 1 %2134, <16 x i1> %233)
  %2135 = getelementptr inbounds nuw i8, ptr %381, i64 24
  %2136 = load i64, ptr %2135, align 8
  %2137 = getelementptr float, ptr %135, i64 %2136
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2105, ptr align 1 %2137, <16 x i1> %230)
  %2138 = getelementptr inbounds nuw i8, ptr %2137, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2104, ptr nonnull align 1 %2138, <16 x i1> %231)
  %2139 = getelementptr inbounds nuw i8, ptr %2137, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2103, ptr nonnull align 1 %2139, <16 x i1> %232)
  %2140 = getelementptr inbounds nuw i8, ptr %2137, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2102, ptr nonnull align 1 %2140, <16 x i1> %233)
  %2141 = getelementptr inbounds nuw i8, ptr %381, i64 32
  %2142 = load i64, ptr %2141, align 16
  %2143 = getelementptr float, ptr %135, i64 %2142
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2101, ptr align 1 %2143, <16 x i1> %230)
  %2144 = getelementptr inbounds nuw i8, ptr %2143, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2100, ptr nonnull align 1 %2144, <16 x i1> %231)
  %2145 = getelementptr inbounds nuw i8, ptr %2143, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2099, ptr nonnull align 1 %2145, <16 x i1> %232)
  %2146 = getelementptr inbounds nuw i8, ptr %2143, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2098, ptr nonnull align 1 %2146, <16 x i1> %233)
  %2147 = getelementptr inbounds nuw i8, ptr %381, i64 40
  %2148 = load i64, ptr %2147, align 8
  %2149 = getelementptr float, ptr %135, i64 %2148
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2097, ptr align 1 %2149, <16 x i1> %230)
  %2150 = getelementptr inbounds nuw i8, ptr %2149, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2096, ptr nonnull align 1 %2150, <16 x i1> %231)
  %2151 = getelementptr inbounds nuw i8, ptr %2149, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2095, ptr nonnull align 1 %2151, <16 x i1> %232)
  %2152 = getelementptr inbounds nuw i8, ptr %2149, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2094, ptr nonnull align 1 %2152, <16 x i1> %233)
  br label %2737

2153:                                             ; preds = %2087, %2189
  %2154 = phi <16 x float> [ %2063, %2087 ], [ %2190, %2189 ]
  %2155 = phi <16 x float> [ %2064, %2087 ], [ %2191, %2189 ]
  %2156 = phi <16 x float> [ %2065, %2087 ], [ %2192, %2189 ]
  %2157 = phi <16 x float> [ %2066, %2087 ], [ %2193, %2189 ]
  %2158 = phi <16 x float> [ %2067, %2087 ], [ %2194, %2189 ]
  %2159 = phi <16 x float> [ %2068, %2087 ], [ %2195, %2189 ]
  %2160 = phi <16 x float> [ %2069, %2087 ], [ %2196, %2189 ]
  %2161 = phi <16 x float> [ %2070, %2087 ], [ %2197, %2189 ]
  %2162 = phi <16 x float> [ %2071, %2087 ], [ %2198, %2189 ]
  %2163 = phi <16 x float> [ %2072, %2087 ], [ %2199, %2189 ]
  %2164 = phi <16 x float> [ %2073, %2087 ], [ %2200, %2189 ]
  %2165 = phi <16 x float> [ %2074, %2087 ], [ %2201, %2189 ]
  %2166 = phi <16 x float> [ %2075, %2087 ], [ %2202, %2189 ]
  %2167 = phi <16 x float> [ %2076, %2087 ], [ %2203, %2189 ]
  %2168 = phi <16 x float> [ %2077, %2087 ], [ %2204, %2189 ]
  %2169 = phi <16 x float> [ %2078, %2087 ], [ %2205, %2189 ]
  %2170 = phi <16 x float> [ %2079, %2087 ], [ %2206, %2189 ]
  %2171 = phi <16 x float> [ %2080, %2087 ], [ %2207, %2189 ]
  %2172 = phi <16 x float> [ %2081, %2087 ], [ %2208, %2189 ]
  %2173 = phi <16 x float> [ %2082, %2087 ], [ %2209, %2189 ]
  %2174 = phi <16 x float> [ %2083, %2087 ], [ %2210, %2189 ]
  %2175 = phi <16 x float> [ %2084, %2087 ], [ %2211, %2189 ]
  %2176 = phi <16 x float> [ %2085, %2087 ], [ %2212, %2189 ]
  %2177 = phi <16 x float> [ %2086, %2087 ], [ %2213, %2189 ]
  %2178 = phi i64 [ 0, %2087 ], [ %2214, %2189 ]
  br i1 %45, label %2179, label %2189

2179:                                             ; preds = %2153
  %2180 = mul i64 %43, %2178
  %2181 = getelementptr float, ptr %26, i64 %2180
  %2182 = mul nuw nsw i64 %2178, %8
  %2183 = load i64, ptr %380, align 16
  %2184 = load i64, ptr %2088, align 8
  %2185 = load i64, ptr %2089, align 16
  %2186 = load i64, ptr %2090, align 8
  %2187 = load i64, ptr %2091, align 16
  %2188 = load i64, ptr %2092, align 8
  br label %2216

2189:                                             ; preds = %2253, %2153
  %2190 = phi <16 x float> [ %2154, %2153 ], [ %2254, %2253 ]
  %2191 = phi <16 x float> [ %2155, %2153 ], [ %2255, %2253 ]
  %2192 = phi <16 x float> [ %2156, %2153 ], [ %2256, %2253 ]
  %2193 = phi <16 x float> [ %2157, %2153 ], [ %2257, %2253 ]
  %2194 = phi <16 x float> [ %2158, %2153 ], [ %2258, %2253 ]
  %2195 = phi <16 x float> [ %2159, %2153 ], [ %2259, %2253 ]
  %2196 = phi <16 x float> [ %2160, %2153 ], [ %2260, %2253 ]
  %2197 = phi <16 x float> [ %2161, %2153 ], [ %2261, %2253 ]
  %2198 = phi <16 x float> [ %2162, %2153 ], [ %2262, %2253 ]
  %2199 = phi <16 x float> [ %2163, %2153 ], [ %2263, %2253 ]
  %2200 = phi <16 x float> [ %2164, %2153 ], [ %2264, %2253 ]
  %2201 = phi <16 x float> [ %2165, %2153 ], [ %2265, %2253 ]
  %2202 = phi <16 x float> [ %2166, %2153 ], [ %2266, %2253 ]
  %2203 = phi <16 x float> [ %2167, %2153 ], [ %2267, %2253 ]
  %2204 = phi <16 x float> [ %2168, %2153 ], [ %2268, %2253 ]
  %2205 = phi <16 x float> [ %2169, %2153 ], [ %2269, %2253 ]
  %2206 = phi <16 x float> [ %2170, %2153 ], [ %2270, %2253 ]
  %2207 = phi <16 x float> [ %2171, %2153 ], [ %2271, %2253 ]
  %2208 = phi <16 x float> [ %2172, %2153 ], [ %2272, %2253 ]
  %2209 = phi <16 x float> [ %2173, %2153 ], [ %2273, %2253 ]
  %2210 = phi <16 x float> [ %2174, %2153 ], [ %2274, %2253 ]
  %2211 = phi <16 x float> [ %2175, %2153 ], [ %2275, %2253 ]
  %2212 = phi <16 x float> [ %2176, %2153 ], [ %2276, %2253 ]
  %2213 = phi <16 x float> [ %2177, %2153 ], [ %2277, %2253 ]
  %2214 = add nuw nsw i64 %2178, 1
  %2215 = icmp eq i64 %2214, %7
  br i1 %2215, label %2093, label %2153

2216:                                             ; preds = %2179, %2253
  %2217 = phi <16 x float> [ %2154, %2179 ], [ %2254, %2253 ]
  %2218 = phi <16 x float> [ %2155, %2179 ], [ %2255, %2253 ]
  %2219 = phi <16 x float> [ %2156, %2179 ], [ %2256, %2253 ]
  %2220 = phi <16 x float> [ %2157, %2179 ], [ %2257, %2253 ]
  %2221 = phi <16 x float> [ %2158, %2179 ], [ %2258, %2253 ]
  %2222 = phi <16 x float> [ %2159, %2179 ], [ %2259, %2253 ]
  %2223 = phi <16 x float> [ %2160, %2179 ], [ %2260, %2253 ]
  %2224 = phi <16 x float> [ %2161, %2179 ], [ %2261, %2253 ]
  %2225 = phi <16 x float> [ %2162, %2179 ], [ %2262, %2253 ]
  %2226 = phi <16 x float> [ %2163, %2179 ], [ %2263, %2253 ]
  %2227 = phi <16 x float> [ %2164, %2179 ], [ %2264, %2253 ]
  %2228 = phi <16 x float> [ %2165, %2179 ], [ %2265, %2253 ]
  %2229 = phi <16 x float> [ %2166, %2179 ], [ %2266, %2253 ]
  %2230 = phi <16 x float> [ %2167, %2179 ], [ %2267, %2253 ]
  %2231 = phi <16 x float> [ %2168, %2179 ], [ %2268, %2253 ]
  %2232 = phi <16 x float> [ %2169, %2179 ], [ %2269, %2253 ]
  %2233 = phi <16 x float> [ %2170, %2179 ], [ %2270, %2253 ]
  %2234 = phi <16 x float> [ %2171, %2179 ], [ %2271, %2253 ]
  %2235 = phi <16 x float> [ %2172, %2179 ], [ %2272, %2253 ]
  %2236 = phi <16 x float> [ %2173, %2179 ], [ %2273, %2253 ]
  %2237 = phi <16 x float> [ %2174, %2179 ], [ %2274, %2253 ]
  %2238 = phi <16 x float> [ %2175, %2179 ], [ %2275, %2253 ]
  %2239 = phi <16 x float> [ %2176, %2179 ], [ %2276, %2253 ]
  %2240 = phi <16 x float> [ %2177, %2179 ], [ %2277, %2253 ]
  %2241 = phi i64 [ 0, %2179 ], [ %2278, %2253 ]
  %2242 = mul i64 %46, %2241
  %2243 = getelementptr float, ptr %2181, i64 %2242
  %2244 = getelementptr float, ptr %2243, i64 %2183
  %2245 = getelementptr float, ptr %2243, i64 %2184
  %2246 = getelementptr float, ptr %2243, i64 %2185
  %2247 = getelementptr float, ptr %2243, i64 %2186
  %2248 = getelementptr float, ptr %2243, i64 %2187
  %2249 = getelementptr float, ptr %2243, i64 %2188
  %2250 = add nuw nsw i64 %2241, %2182
  %2251 = mul i64 %48, %2250
  %2252 = getelementptr float, ptr %136, i64 %2251
  br i1 %47, label %2280, label %2253

2253:                                             ; preds = %2280, %2216
  %2254 = phi <16 x float> [ %2217, %2216 ], [ %2363, %2280 ]
  %2255 = phi <16 x float> [ %2218, %2216 ], [ %2362, %2280 ]
  %2256 = phi <16 x float> [ %2219, %2216 ], [ %2361, %2280 ]
  %2257 = phi <16 x float> [ %2220, %2216 ], [ %2360, %2280 ]
  %2258 = phi <16 x float> [ %2221, %2216 ], [ %2355, %2280 ]
  %2259 = phi <16 x float> [ %2222, %2216 ], [ %2354, %2280 ]
  %2260 = phi <16 x float> [ %2223, %2216 ], [ %2353, %2280 ]
  %2261 = phi <16 x float> [ %2224, %2216 ], [ %2352, %2280 ]
  %2262 = phi <16 x float> [ %2225, %2216 ], [ %2347, %2280 ]
  %2263 = phi <16 x float> [ %2226, %2216 ], [ %2346, %2280 ]
  %2264 = phi <16 x float> [ %2227, %2216 ], [ %2345, %2280 ]
  %2265 = phi <16 x float> [ %2228, %2216 ], [ %2344, %2280 ]
  %2266 = phi <16 x float> [ %2229, %2216 ], [ %2339, %2280 ]
  %2267 = phi <16 x float> [ %2230, %2216 ], [ %2338, %2280 ]
  %2268 = phi <16 x float> [ %2231, %2216 ], [ %2337, %2280 ]
  %2269 = phi <16 x float> [ %2232, %2216 ], [ %2336, %2280 ]
  %2270 = phi <16 x float> [ %2233, %2216 ], [ %2331, %2280 ]
  %2271 = phi <16 x float> [ %2234, %2216 ], [ %2330, %2280 ]
  %2272 = phi <16 x float> [ %2235, %2216 ], [ %2329, %2280 ]
  %2273 = phi <16 x float> [ %2236, %2216 ], [ %2328, %2280 ]
  %2274 = phi <16 x float> [ %2237, %2216 ], [ %2323, %2280 ]
  %2275 = phi <16 x float> [ %2238, %2216 ], [ %2322, %2280 ]
  %2276 = phi <16 x float> [ %2239, %2216 ], [ %2321, %2280 ]
  %2277 = phi <16 x float> [ %2240, %2216 ], [ %2320, %2280 ]
  %2278 = add nuw nsw i64 %2241, 1
  %2279 = icmp eq i64 %2278, %8
  br i1 %2279, label %2189, label %2216

2280:                                             ; preds = %2216, %2280
  %2281 = phi <16 x float> [ %2363, %2280 ], [ %2217, %2216 ]
  %2282 = phi <16 x float> [ %2362, %2280 ], [ %2218, %2216 ]
  %2283 = phi <16 x float> [ %2361, %2280 ], [ %2219, %2216 ]
  %2284 = phi <16 x float> [ %2360, %2280 ], [ %2220, %2216 ]
  %2285 = phi <16 x float> [ %2355, %2280 ], [ %2221, %2216 ]
  %2286 = phi <16 x float> [ %2354, %2280 ], [ %2222, %2216 ]
  %2287 = phi <16 x float> [ %2353, %2280 ], [ %2223, %2216 ]
  %2288 = phi <16 x float> [ %2352, %2280 ], [ %2224, %2216 ]
  %2289 = phi <16 x float> [ %2347, %2280 ], [ %2225, %2216 ]
  %2290 = phi <16 x float> [ %2346, %2280 ], [ %2226, %2216 ]
  %2291 = phi <16 x float> [ %2345, %2280 ], [ %2227, %2216 ]
  %2292 = phi <16 x float> [ %2344, %2280 ], [ %2228, %2216 ]
  %2293 = phi <16 x float> [ %2339, %2280 ], [ %2229, %2216 ]
  %2294 = phi <16 x float> [ %2338, %2280 ], [ %2230, %2216 ]
  %2295 = phi <16 x float> [ %2337, %2280 ], [ %2231, %2216 ]
  %2296 = phi <16 x float> [ %2336, %2280 ], [ %2232, %2216 ]
  %2297 = phi <16 x float> [ %2331, %2280 ], [ %2233, %2216 ]
  %2298 = phi <16 x float> [ %2330, %2280 ], [ %2234, %2216 ]
  %2299 = phi <16 x float> [ %2329, %2280 ], [ %2235, %2216 ]
  %2300 = phi <16 x float> [ %2328, %2280 ], [ %2236, %2216 ]
  %2301 = phi <16 x float> [ %2323, %2280 ], [ %2237, %2216 ]
  %2302 = phi <16 x float> [ %2322, %2280 ], [ %2238, %2216 ]
  %2303 = phi <16 x float> [ %2321, %2280 ], [ %2239, %2216 ]
  %2304 = phi <16 x float> [ %2320, %2280 ], [ %2240, %2216 ]
  %2305 = phi i64 [ %2364, %2280 ], [ 0, %2216 ]
  %2306 = mul nuw nsw i64 %2305, %6
  %2307 = getelementptr inbounds nuw float, ptr %2252, i64 %2306
  %2308 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2307, <16 x i1> %226, <16 x float> zeroinitializer)
  %2309 = getelementptr inbounds nuw i8, ptr %2307, i64 64
  %2310 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2309, <16 x i1> %227, <16 x float> zeroinitializer)
  %2311 = getelementptr inbounds nuw i8, ptr %2307, i64 128
  %2312 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2311, <16 x i1> %228, <16 x float> zeroinitializer)
  %2313 = getelementptr inbounds nuw i8, ptr %2307, i64 192
  %2314 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2313, <16 x i1> %229, <16 x float> zeroinitializer)
  %2315 = mul nsw i64 %2305, %22
  %2316 = getelementptr inbounds float, ptr %2244, i64 %2315
  %2317 = load float, ptr %2316, align 4
  %2318 = insertelement <16 x float> poison, float %2317, i64 0
  %2319 = shufflevector <16 x float> %2318, <16 x float> poison, <16 x i32> zeroinitializer
  %2320 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2319, <16 x float> %2308, <16 x float> %2304)
  %2321 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2319, <16 x float> %2310, <16 x float> %2303)
  %2322 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2319, <16 x float> %2312, <16 x float> %2302)
  %2323 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2319, <16 x float> %2314, <16 x float> %2301)
  %2324 = getelementptr inbounds float, ptr %2245, i64 %2315
  %2325 = load float, ptr %2324, align 4
  %2326 = insertelement <16 x float> poison, float %2325, i64 0
  %2327 = shufflevector <16 x float> %2326, <16 x float> poison, <16 x i32> zeroinitializer
  %2328 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2327, <16 x float> %2308, <16 x float> %2300)
  %2329 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2327, <16 x float> %2310, <16 x float> %2299)
  %2330 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2327, <16 x float> %2312, <16 x float> %2298)
  %2331 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2327, <16 x float> %2314, <16 x float> %2297)
  %2332 = getelementptr inbounds float, ptr %2246, i64 %2315
  %2333 = load float, ptr %2332, align 4
  %2334 = insertelement <16 x float> poison, float %2333, i64 0
  %2335 = shufflevector <16 x float> %2334, <16 x float> poison, <16 x i32> zeroinitializer
  %2336 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2335, <16 x float> %2308, <16 x float> %2296)
  %2337 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2335, <16 x float> %2310, <16 x float> %2295)
  %2338 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2335, <16 x float> %2312, <16 x float> %2294)
  %2339 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2335, <16 x float> %2314, <16 x float> %2293)
  %2340 = getelementptr inbounds float, ptr %2247, i64 %2315
  %2341 = load float, ptr %2340, align 4
  %2342 = insertelement <16 x float> poison, float %2341, i64 0
  %2343 = shufflevector <16 x float> %2342, <16 x float> poison, <16 x i32> zeroinitializer
  %2344 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2343, <16 x float> %2308, <16 x float> %2292)
  %2345 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2343, <16 x float> %2310, <16 x float> %2291)
  %2346 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2343, <16 x float> %2312, <16 x float> %2290)
  %2347 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2343, <16 x float> %2314, <16 x float> %2289)
  %2348 = getelementptr inbounds float, ptr %2248, i64 %2315
  %2349 = load float, ptr %2348, align 4
  %2350 = insertelement <16 x float> poison, float %2349, i64 0
  %2351 = shufflevector <16 x float> %2350, <16 x float> poison, <16 x i32> zeroinitializer
  %2352 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2351, <16 x float> %2308, <16 x float> %2288)
  %2353 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2351, <16 x float> %2310, <16 x float> %2287)
  %2354 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2351, <16 x float> %2312, <16 x float> %2286)
  %2355 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2351, <16 x float> %2314, <16 x float> %2285)
  %2356 = getelementptr inbounds float, ptr %2249, i64 %2315
  %2357 = load float, ptr %2356, align 4
  %2358 = insertelement <16 x float> poison, float %2357, i64 0
  %2359 = shufflevector <16 x float> %2358, <16 x float> poison, <16 x i32> zeroinitializer
  %2360 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2359, <16 x float> %2308, <16 x float> %2284)
  %2361 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2359, <16 x float> %2310, <16 x float> %2283)
  %2362 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2359, <16 x float> %2312, <16 x float> %2282)
  %2363 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2359, <16 x float> %2314, <16 x float> %2281)
  %2364 = add nuw nsw i64 %2305, 1
  %2365 = icmp eq i64 %2364, %5
  br i1 %2365, label %2253, label %2280

2366:                                             ; preds = %378
  br i1 %42, label %2372, label %2367

2367:                                             ; preds = %2366
  %2368 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %134, <16 x i1> %168, <16 x float> zeroinitializer)
  %2369 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %170, <16 x i1> %169, <16 x float> zeroinitializer)
  %2370 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %172, <16 x i1> %171, <16 x float> zeroinitializer)
  %2371 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %174, <16 x i1> %173, <16 x float> zeroinitializer)
  br label %2432

2372:                                             ; preds = %2366
  %2373 = load i64, ptr %381, align 16
  %2374 = getelementptr float, ptr %135, i64 %2373
  %2375 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2374, <16 x i1> %175, <16 x float> zeroinitializer)
  %2376 = getelementptr inbounds nuw i8, ptr %2374, i64 64
  %2377 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2376, <16 x i1> %176, <16 x float> zeroinitializer)
  %2378 = getelementptr inbounds nuw i8, ptr %2374, i64 128
  %2379 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2378, <16 x i1> %177, <16 x float> zeroinitializer)
  %2380 = getelementptr inbounds nuw i8, ptr %2374, i64 192
  %2381 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2380, <16 x i1> %178, <16 x float> zeroinitializer)
  %2382 = getelementptr inbounds nuw i8, ptr %381, i64 8
  %2383 = load i64, ptr %2382, align 8
  %2384 = getelementptr float, ptr %135, i64 %2383
  %2385 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2384, <16 x i1> %175, <16 x float> zeroinitializer)
  %2386 = getelementptr inbounds nuw i8, ptr %2384, i64 64
  %2387 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2386, <16 x i1> %176, <16 x float> zeroinitializer)
  %2388 = getelementptr inbounds nuw i8, ptr %2384, i64 128
  %2389 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2388, <16 x i1> %177, <16 x float> zeroinitializer)
  %2390 = getelementptr inbounds nuw i8, ptr %2384, i64 192
  %2391 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2390, <16 x i1> %178, <16 x float> zeroinitializer)
  %2392 = getelementptr inbounds nuw i8, ptr %381, i64 16
  %2393 = load i64, ptr %2392, align 16
  %2394 = getelementptr float, ptr %135, i64 %2393
  %2395 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2394, <16 x i1> %175, <16 x float> zeroinitializer)
  %2396 = getelementptr inbounds nuw i8, ptr %2394, i64 64
  %2397 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2396, <16 x i1> %176, <16 x float> zeroinitializer)
  %2398 = getelementptr inbounds nuw i8, ptr %2394, i64 128
  %2399 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2398, <16 x i1> %177, <16 x float> zeroinitializer)
  %2400 = getelementptr inbounds nuw i8, ptr %2394, i64 192
  %2401 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2400, <16 x i1> %178, <16 x float> zeroinitializer)
  %2402 = getelementptr inbounds nuw i8, ptr %381, i64 24
  %2403 = load i64, ptr %2402, align 8
  %2404 = getelementptr float, ptr %135, i64 %2403
  %2405 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2404, <16 x i1> %175, <16 x float> zeroinitializer)
  %2406 = getelementptr inbounds nuw i8, ptr %2404, i64 64
  %2407 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2406, <16 x i1> %176, <16 x float> zeroinitializer)
  %2408 = getelementptr inbounds nuw i8, ptr %2404, i64 128
  %2409 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2408, <16 x i1> %177, <16 x float> zeroinitializer)
  %2410 = getelementptr inbounds nuw i8, ptr %2404, i64 192
  %2411 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2410, <16 x i1> %178, <16 x float> zeroinitializer)
  %2412 = getelementptr inbounds nuw i8, ptr %381, i64 32
  %2413 = load i64, ptr %2412, align 16
  %2414 = getelementptr float, ptr %135, i64 %2413
  %2415 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2414, <16 x i1> %175, <16 x float> zeroinitializer)
  %2416 = getelementptr inbounds nuw i8, ptr %2414, i64 64
  %2417 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2416, <16 x i1> %176, <16 x float> zeroinitializer)
  %2418 = getelementptr inbounds nuw i8, ptr %2414, i64 128
  %2419 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2418, <16 x i1> %177, <16 x float> zeroinitializer)
  %2420 = getelementptr inbounds nuw i8, ptr %2414, i64 192
  %2421 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2420, <16 x i1> %178, <16 x float> zeroinitializer)
  %2422 = getelementptr inbounds nuw i8, ptr %381, i64 40
  %2423 = load i64, ptr %2422, align 8
  %2424 = getelementptr float, ptr %135, i64 %2423
  %2425 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2424, <16 x i1> %175, <16 x float> zeroinitializer)
  %2426 = getelementptr inbounds nuw i8, ptr %2424, i64 64
  %2427 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2426, <16 x i1> %176, <16 x float> zeroinitializer)
  %2428 = getelementptr inbounds nuw i8, ptr %2424, i64 128
  %2429 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2428, <16 x i1> %177, <16 x float> zeroinitializer)
  %2430 = getelementptr inbounds nuw i8, ptr %2424, i64 192
  %2431 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2430, <16 x i1> %178, <16 x float> zeroinitializer)
  br label %2432

2432:                                             ; preds = %2367, %2372
  %2433 = phi <16 x float> [ %2431, %2372 ], [ %2371, %2367 ]
  %2434 = phi <16 x float> [ %2429, %2372 ], [ %2370, %2367 ]
  %2435 = phi <16 x float> [ %2427, %2372 ], [ %2369, %2367 ]
  %2436 = phi <16 x float> [ %2425, %2372 ], [ %2368, %2367 ]
  %2437 = phi <16 x float> [ %2421, %2372 ], [ %2371, %2367 ]
  %2438 = phi <16 x float> [ %2419, %2372 ], [ %2370, %2367 ]
  %2439 = phi <16 x float> [ %2417, %2372 ], [ %2369, %2367 ]
  %2440 = phi <16 x float> [ %2415, %2372 ], [ %2368, %2367 ]
  %2441 = phi <16 x float> [ %2411, %2372 ], [ %2371, %2367 ]
  %2442 = phi <16 x float> [ %2409, %2372 ], [ %2370, %2367 ]
  %2443 = phi <16 x float> [ %2407, %2372 ], [ %2369, %2367 ]
  %2444 = phi <16 x float> [ %2405, %2372 ], [ %2368, %2367 ]
  %2445 = phi <16 x float> [ %2401, %2372 ], [ %2371, %2367 ]
  %2446 = phi <16 x float> [ %2399, %2372 ], [ %2370, %2367 ]
  %2447 = phi <16 x float> [ %2397, %2372 ], [ %2369, %2367 ]
  %2448 = phi <16 x float> [ %2395, %2372 ], [ %2368, %2367 ]
  %2449 = phi <16 x float> [ %2391, %2372 ], [ %2371, %2367 ]
  %2450 = phi <16 x float> [ %2389, %2372 ], [ %2370, %2367 ]
  %2451 = phi <16 x float> [ %2387, %2372 ], [ %2369, %2367 ]
  %2452 = phi <16 x float> [ %2385, %2372 ], [ %2368, %2367 ]
  %2453 = phi <16 x float> [ %2381, %2372 ], [ %2371, %2367 ]
  %2454 = phi <16 x float> [ %2379, %2372 ], [ %2370, %2367 ]
  %2455 = phi <16 x float> [ %2377, %2372 ], [ %2369, %2367 ]
  %2456 = phi <16 x float> [ %2375, %2372 ], [ %2368, %2367 ]
  br i1 %44, label %2457, label %2463

2457:                                             ; preds = %2432
  %2458 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %2459 = getelementptr inbounds nuw i8, ptr %380, i64 16
  %2460 = getelementptr inbounds nuw i8, ptr %380, i64 24
  %2461 = getelementptr inbounds nuw i8, ptr %380, i64 32
  %2462 = getelementptr inbounds nuw i8, ptr %380, i64 40
  br label %2523

2463:                                             ; preds = %2560, %2432
  %2464 = phi <16 x float> [ %2433, %2432 ], [ %2561, %2560 ]
  %2465 = phi <16 x float> [ %2434, %2432 ], [ %2562, %2560 ]
  %2466 = phi <16 x float> [ %2435, %2432 ], [ %2563, %2560 ]
  %2467 = phi <16 x float> [ %2436, %2432 ], [ %2564, %2560 ]
  %2468 = phi <16 x float> [ %2437, %2432 ], [ %2565, %2560 ]
  %2469 = phi <16 x float> [ %2438, %2432 ], [ %2566, %2560 ]
  %2470 = phi <16 x float> [ %2439, %2432 ], [ %2567, %2560 ]
  %2471 = phi <16 x float> [ %2440, %2432 ], [ %2568, %2560 ]
  %2472 = phi <16 x float> [ %2441, %2432 ], [ %2569, %2560 ]
  %2473 = phi <16 x float> [ %2442, %2432 ], [ %2570, %2560 ]
  %2474 = phi <16 x float> [ %2443, %2432 ], [ %2571, %2560 ]
  %2475 = phi <16 x float> [ %2444, %2432 ], [ %2572, %2560 ]
  %2476 = phi <16 x float> [ %2445, %2432 ], [ %2573, %2560 ]
  %2477 = phi <16 x float> [ %2446, %2432 ], [ %2574, %2560 ]
  %2478 = phi <16 x float> [ %2447, %2432 ], [ %2575, %2560 ]
  %2479 = phi <16 x float> [ %2448, %2432 ], [ %2576, %2560 ]
  %2480 = phi <16 x float> [ %2449, %2432 ], [ %2577, %2560 ]
  %2481 = phi <16 x float> [ %2450, %2432 ], [ %2578, %2560 ]
  %2482 = phi <16 x float> [ %2451, %2432 ], [ %2579, %2560 ]
  %2483 = phi <16 x float> [ %2452, %2432 ], [ %2580, %2560 ]
  %2484 = phi <16 x float> [ %2453, %2432 ], [ %2581, %2560 ]
  %2485 = phi <16 x float> [ %2454, %2432 ], [ %2582, %2560 ]
  %2486 = phi <16 x float> [ %2455, %2432 ], [ %2583, %2560 ]
  %2487 = phi <16 x float> [ %2456, %2432 ], [ %2584, %2560 ]
  %2488 = load i64, ptr %381, align 16
  %2489 = getelementptr float, ptr %135, i64 %2488
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2487, ptr align 1 %2489, <16 x i1> %180)
  %2490 = getelementptr inbounds nuw i8, ptr %2489, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2486, ptr nonnull align 1 %2490, <16 x i1> %181)
  %2491 = getelementptr inbounds nuw i8, ptr %2489, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2485, ptr nonnull align 1 %2491, <16 x i1> %182)
  %2492 = getelementptr inbounds nuw i8, ptr %2489, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2484, ptr nonnull align 1 %2492, <16 x i1> %183)
  %2493 = getelementptr inbounds nuw i8, ptr %381, i64 8
  %2494 = load i64, ptr %2493, align 8
  %2495 = getelementptr float, ptr %135, i64 %2494
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2483, ptr align 1 %2495, <16 x i1> %180)
  %2496 = getelementptr inbounds nuw i8, ptr %2495, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2482, ptr nonnull align 1 %2496, <16 x i1> %181)
  %2497 = getelementptr inbounds nuw i8, ptr %2495, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2481, ptr nonnull align 1 %2497, <16 x i1> %182)
  %2498 = getelementptr inbounds nuw i8, ptr %2495, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2480, ptr nonnull align 1 %2498, <16 x i1> %183)
  %2499 = getelementptr inbounds nuw i8, ptr %381, i64 16
  %2500 = load i64, ptr %2499, align 16
  %2501 = getelementptr float, ptr %135, i64 %2500
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2479, ptr align 1 %2501, <16 x i1> %180)
  %2502 = getelementptr inbounds nuw i8, ptr %2501, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2478, ptr nonnull align 1 %2502, <16 x i1> %181)
  %2503 = getelementptr inbounds nuw i8, ptr %2501, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2477, ptr nonnull align 1 %2503, <16 x i1> %182)
  %2504 = getelementptr inbounds nuw i8, ptr %2501, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2476, ptr nonnull align 1 %2504, <16 x i1> %183)
  %2505 = getelementptr inbounds nuw i8, ptr %381, i64 24
  %2506 = load i64, ptr %2505, align 8
  %2507 = getelementptr float, ptr %135, i64 %2506
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2475, ptr align 1 %2507, <16 x i1> %180)
  %2508 = getelementptr inbounds nuw i8, ptr %2507, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2474, ptr nonnull align 1 %2508, <16 x i1> %181)
  %2509 = getelementptr inbounds nuw i8, ptr %2507, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2473, ptr nonnull align 1 %2509, <16 x i1> %182)
  %2510 = getelementptr inbounds nuw i8, ptr %2507, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2472, ptr nonnull align 1 %2510, <16 x i1> %183)
  %2511 = getelementptr inbounds nuw i8, ptr %381, i64 32
  %2512 = load i64, ptr %2511, align 16
  %2513 = getelementptr float, ptr %135, i64 %2512
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2471, ptr align 1 %2513, <16 x i1> %180)
  %2514 = getelementptr inbounds nuw i8, ptr %2513, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2470, ptr nonnull align 1 %2514, <16 x i1> %181)
  %2515 = getelementptr inbounds nuw i8, ptr %2513, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2469, ptr nonnull align 1 %2515, <16 x i1> %182)
  %2516 = getelementptr inbounds nuw i8, ptr %2513, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2468, ptr nonnull align 1 %2516, <16 x i1> %183)
  %2517 = getelementptr inbounds nuw i8, ptr %381, i64 40
  %2518 = load i64, ptr %2517, align 8
  %2519 = getelementptr float, ptr %135, i64 %2518
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2467, ptr align 1 %2519, <16 x i1> %180)
  %2520 = getelementptr inbounds nuw i8, ptr %2519, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2466, ptr nonnull align 1 %2520, <16 x i1> %181)
  %2521 = getelementptr inbounds nuw i8, ptr %2519, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2465, ptr nonnull align 1 %2521, <16 x i1> %182)
  %2522 = getelementptr inbounds nuw i8, ptr %2519, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2464, ptr nonnull align 1 %2522, <16 x i1> %183)
  br label %2737

2523:                                             ; preds = %2457, %2560
  %2524 = phi <16 x float> [ %2433, %2457 ], [ %2561, %2560 ]
  %2525 = phi <16 x float> [ %2434, %2457 ], [ %2562, %2560 ]
  %2526 = phi <16 x float> [ %2435, %2457 ], [ %2563, %2560 ]
  %2527 = phi <16 x float> [ %2436, %2457 ], [ %2564, %2560 ]
  %2528 = phi <16 x float> [ %2437, %2457 ], [ %2565, %2560 ]
  %2529 = phi <16 x float> [ %2438, %2457 ], [ %2566, %2560 ]
  %2530 = phi <16 x float> [ %2439, %2457 ], [ %2567, %2560 ]
  %2531 = phi <16 x float> [ %2440, %2457 ], [ %2568, %2560 ]
  %2532 = phi <16 x float> [ %2441, %2457 ], [ %2569, %2560 ]
  %2533 = phi <16 x float> [ %2442, %2457 ], [ %2570, %2560 ]
  %2534 = phi <16 x float> [ %2443, %2457 ], [ %2571, %2560 ]
  %2535 = phi <16 x float> [ %2444, %2457 ], [ %2572, %2560 ]
  %2536 = phi <16 x float> [ %2445, %2457 ], [ %2573, %2560 ]
  %2537 = phi <16 x float> [ %2446, %2457 ], [ %2574, %2560 ]
  %2538 = phi <16 x float> [ %2447, %2457 ], [ %2575, %2560 ]
  %2539 = phi <16 x float> [ %2448, %2457 ], [ %2576, %2560 ]
  %2540 = phi <16 x float> [ %2449, %2457 ], [ %2577, %2560 ]
  %2541 = phi <16 x float> [ %2450, %2457 ], [ %2578, %2560 ]
  %2542 = phi <16 x float> [ %2451, %2457 ], [ %2579, %2560 ]
  %2543 = phi <16 x float> [ %2452, %2457 ], [ %2580, %2560 ]
  %2544 = phi <16 x float> [ %2453, %2457 ], [ %2581, %2560 ]
  %2545 = phi <16 x float> [ %2454, %2457 ], [ %2582, %2560 ]
  %2546 = phi <16 x float> [ %2455, %2457 ], [ %2583, %2560 ]
  %2547 = phi <16 x float> [ %2456, %2457 ], [ %2584, %2560 ]
  %2548 = phi i64 [ 0, %2457 ], [ %2585, %2560 ]
  br i1 %45, label %2549, label %2560

2549:                                             ; preds = %2523
  %2550 = mul i64 %51, %2548
  %2551 = mul i64 %43, %2548
  %2552 = getelementptr float, ptr %26, i64 %2551
  %2553 = load i64, ptr %380, align 16
  %2554 = load i64, ptr %2458, align 8
  %2555 = load i64, ptr %2459, align 16
  %2556 = load i64, ptr %2460, align 8
  %2557 = load i64, ptr %2461, align 16
  %2558 = load i64, ptr %2462, align 8
  %2559 = getelementptr i8, ptr %179, i64 %2550
  br label %2587

2560:                                             ; preds = %2624, %2523
  %2561 = phi <16 x float> [ %2524, %2523 ], [ %2625, %2624 ]
  %2562 = phi <16 x float> [ %2525, %2523 ], [ %2626, %2624 ]
  %2563 = phi <16 x float> [ %2526, %2523 ], [ %2627, %2624 ]
  %2564 = phi <16 x float> [ %2527, %2523 ], [ %2628, %2624 ]
  %2565 = phi <16 x float> [ %2528, %2523 ], [ %2629, %2624 ]
  %2566 = phi <16 x float> [ %2529, %2523 ], [ %2630, %2624 ]
  %2567 = phi <16 x float> [ %2530, %2523 ], [ %2631, %2624 ]
  %2568 = phi <16 x float> [ %2531, %2523 ], [ %2632, %2624 ]
  %2569 = phi <16 x float> [ %2532, %2523 ], [ %2633, %2624 ]
  %2570 = phi <16 x float> [ %2533, %2523 ], [ %2634, %2624 ]
  %2571 = phi <16 x float> [ %2534, %2523 ], [ %2635, %2624 ]
  %2572 = phi <16 x float> [ %2535, %2523 ], [ %2636, %2624 ]
  %2573 = phi <16 x float> [ %2536, %2523 ], [ %2637, %2624 ]
  %2574 = phi <16 x float> [ %2537, %2523 ], [ %2638, %2624 ]
  %2575 = phi <16 x float> [ %2538, %2523 ], [ %2639, %2624 ]
  %2576 = phi <16 x float> [ %2539, %2523 ], [ %2640, %2624 ]
  %2577 = phi <16 x float> [ %2540, %2523 ], [ %2641, %2624 ]
  %2578 = phi <16 x float> [ %2541, %2523 ], [ %2642, %2624 ]
  %2579 = phi <16 x float> [ %2542, %2523 ], [ %2643, %2624 ]
  %2580 = phi <16 x float> [ %2543, %2523 ], [ %2644, %2624 ]
  %2581 = phi <16 x float> [ %2544, %2523 ], [ %2645, %2624 ]
  %2582 = phi <16 x float> [ %2545, %2523 ], [ %2646, %2624 ]
  %2583 = phi <16 x float> [ %2546, %2523 ], [ %2647, %2624 ]
  %2584 = phi <16 x float> [ %2547, %2523 ], [ %2648, %2624 ]
  %2585 = add nuw nsw i64 %2548, 1
  %2586 = icmp eq i64 %2585, %7
  br i1 %2586, label %2463, label %2523

2587:                                             ; preds = %2549, %2624
  %2588 = phi <16 x float> [ %2524, %2549 ], [ %2625, %2624 ]
  %2589 = phi <16 x float> [ %2525, %2549 ], [ %2626, %2624 ]
  %2590 = phi <16 x float> [ %2526, %2549 ], [ %2627, %2624 ]
  %2591 = phi <16 x float> [ %2527, %2549 ], [ %2628, %2624 ]
  %2592 = phi <16 x float> [ %2528, %2549 ], [ %2629, %2624 ]
  %2593 = phi <16 x float> [ %2529, %2549 ], [ %2630, %2624 ]
  %2594 = phi <16 x float> [ %2530, %2549 ], [ %2631, %2624 ]
  %2595 = phi <16 x float> [ %2531, %2549 ], [ %2632, %2624 ]
  %2596 = phi <16 x float> [ %2532, %2549 ], [ %2633, %2624 ]
  %2597 = phi <16 x float> [ %2533, %2549 ], [ %2634, %2624 ]
  %2598 = phi <16 x float> [ %2534, %2549 ], [ %2635, %2624 ]
  %2599 = phi <16 x float> [ %2535, %2549 ], [ %2636, %2624 ]
  %2600 = phi <16 x float> [ %2536, %2549 ], [ %2637, %2624 ]
  %2601 = phi <16 x float> [ %2537, %2549 ], [ %2638, %2624 ]
  %2602 = phi <16 x float> [ %2538, %2549 ], [ %2639, %2624 ]
  %2603 = phi <16 x float> [ %2539, %2549 ], [ %2640, %2624 ]
  %2604 = phi <16 x float> [ %2540, %2549 ], [ %2641, %2624 ]
  %2605 = phi <16 x float> [ %2541, %2549 ], [ %2642, %2624 ]
  %2606 = phi <16 x float> [ %2542, %2549 ], [ %2643, %2624 ]
  %2607 = phi <16 x float> [ %2543, %2549 ], [ %2644, %2624 ]
  %2608 = phi <16 x float> [ %2544, %2549 ], [ %2645, %2624 ]
  %2609 = phi <16 x float> [ %2545, %2549 ], [ %2646, %2624 ]
  %2610 = phi <16 x float> [ %2546, %2549 ], [ %2647, %2624 ]
  %2611 = phi <16 x float> [ %2547, %2549 ], [ %2648, %2624 ]
  %2612 = phi i64 [ 0, %2549 ], [ %2649, %2624 ]
  %2613 = mul i64 %46, %2612
  %2614 = getelementptr float, ptr %2552, i64 %2613
  %2615 = getelementptr float, ptr %2614, i64 %2553
  %2616 = getelementptr float, ptr %2614, i64 %2554
  %2617 = getelementptr float, ptr %2614, i64 %2555
  %2618 = getelementptr float, ptr %2614, i64 %2556
  %2619 = getelementptr float, ptr %2614, i64 %2557
  %2620 = getelementptr float, ptr %2614, i64 %2558
  br i1 %47, label %2621, label %2624

2621:                                             ; preds = %2587
  %2622 = mul i64 %52, %2612
  %2623 = getelementptr i8, ptr %2559, i64 %2622
  br label %2651

2624:                                             ; preds = %2651, %2587
  %2625 = phi <16 x float> [ %2588, %2587 ], [ %2734, %2651 ]
  %2626 = phi <16 x float> [ %2589, %2587 ], [ %2733, %2651 ]
  %2627 = phi <16 x float> [ %2590, %2587 ], [ %2732, %2651 ]
  %2628 = phi <16 x float> [ %2591, %2587 ], [ %2731, %2651 ]
  %2629 = phi <16 x float> [ %2592, %2587 ], [ %2726, %2651 ]
  %2630 = phi <16 x float> [ %2593, %2587 ], [ %2725, %2651 ]
  %2631 = phi <16 x float> [ %2594, %2587 ], [ %2724, %2651 ]
  %2632 = phi <16 x float> [ %2595, %2587 ], [ %2723, %2651 ]
  %2633 = phi <16 x float> [ %2596, %2587 ], [ %2718, %2651 ]
  %2634 = phi <16 x float> [ %2597, %2587 ], [ %2717, %2651 ]
  %2635 = phi <16 x float> [ %2598, %2587 ], [ %2716, %2651 ]
  %2636 = phi <16 x float> [ %2599, %2587 ], [ %2715, %2651 ]
  %2637 = phi <16 x float> [ %2600, %2587 ], [ %2710, %2651 ]
  %2638 = phi <16 x float> [ %2601, %2587 ], [ %2709, %2651 ]
  %2639 = phi <16 x float> [ %2602, %2587 ], [ %2708, %2651 ]
  %2640 = phi <16 x float> [ %2603, %2587 ], [ %2707, %2651 ]
  %2641 = phi <16 x float> [ %2604, %2587 ], [ %2702, %2651 ]
  %2642 = phi <16 x float> [ %2605, %2587 ], [ %2701, %2651 ]
  %2643 = phi <16 x float> [ %2606, %2587 ], [ %2700, %2651 ]
  %2644 = phi <16 x float> [ %2607, %2587 ], [ %2699, %2651 ]
  %2645 = phi <16 x float> [ %2608, %2587 ], [ %2694, %2651 ]
  %2646 = phi <16 x float> [ %2609, %2587 ], [ %2693, %2651 ]
  %2647 = phi <16 x float> [ %2610, %2587 ], [ %2692, %2651 ]
  %2648 = phi <16 x float> [ %2611, %2587 ], [ %2691, %2651 ]
  %2649 = add nuw nsw i64 %2612, 1
  %2650 = icmp eq i64 %2649, %8
  br i1 %2650, label %2560, label %2587

2651:                                             ; preds = %2621, %2651
  %2652 = phi <16 x float> [ %2588, %2621 ], [ %2734, %2651 ]
  %2653 = phi <16 x float> [ %2589, %2621 ], [ %2733, %2651 ]
  %2654 = phi <16 x float> [ %2590, %2621 ], [ %2732, %2651 ]
  %2655 = phi <16 x float> [ %2591, %2621 ], [ %2731, %2651 ]
  %2656 = phi <16 x float> [ %2592, %2621 ], [ %2726, %2651 ]
  %2657 = phi <16 x float> [ %2593, %2621 ], [ %2725, %2651 ]
  %2658 = phi <16 x float> [ %2594, %2621 ], [ %2724, %2651 ]
  %2659 = phi <16 x float> [ %2595, %2621 ], [ %2723, %2651 ]
  %2660 = phi <16 x float> [ %2596, %2621 ], [ %2718, %2651 ]
  %2661 = phi <16 x float> [ %2597, %2621 ], [ %2717, %2651 ]
  %2662 = phi <16 x float> [ %2598, %2621 ], [ %2716, %2651 ]
  %2663 = phi <16 x float> [ %2599, %2621 ], [ %2715, %2651 ]
  %2664 = phi <16 x float> [ %2600, %2621 ], [ %2710, %2651 ]
  %2665 = phi <16 x float> [ %2601, %2621 ], [ %2709, %2651 ]
  %2666 = phi <16 x float> [ %2602, %2621 ], [ %2708, %2651 ]
  %2667 = phi <16 x float> [ %2603, %2621 ], [ %2707, %2651 ]
  %2668 = phi <16 x float> [ %2604, %2621 ], [ %2702, %2651 ]
  %2669 = phi <16 x float> [ %2605, %2621 ], [ %2701, %2651 ]
  %2670 = phi <16 x float> [ %2606, %2621 ], [ %2700, %2651 ]
  %2671 = phi <16 x float> [ %2607, %2621 ], [ %2699, %2651 ]
  %2672 = phi <16 x float> [ %2608, %2621 ], [ %2694, %2651 ]
  %2673 = phi <16 x float> [ %2609, %2621 ], [ %2693, %2651 ]
  %2674 = phi <16 x float> [ %2610, %2621 ], [ %2692, %2651 ]
  %2675 = phi <16 x float> [ %2611, %2621 ], [ %2691, %2651 ]
  %2676 = phi i64 [ 0, %2621 ], [ %2735, %2651 ]
  %2677 = mul nuw nsw i64 %53, %2676
  %2678 = getelementptr i8, ptr %2623, i64 %2677
  %2679 = load <16 x float>, ptr %2678, align 1
  %2680 = getelementptr inbounds nuw i8, ptr %2678, i64 64
  %2681 = load <16 x float>, ptr %2680, align 1
  %2682 = getelementptr inbounds nuw i8, ptr %2678, i64 128
  %2683 = load <16 x float>, ptr %2682, align 1
  %2684 = getelementptr inbounds nuw i8, ptr %2678, i64 192
  %2685 = load <16 x float>, ptr %2684, align 1
  %2686 = mul nsw i64 %2676, %22
  %2687 = getelementptr inbounds float, ptr %2615, i64 %2686
  %2688 = load float, ptr %2687, align 4
  %2689 = insertelement <16 x float> poison, float %2688, i64 0
  %2690 = shufflevector <16 x float> %2689, <16 x float> poison, <16 x i32> zeroinitializer
  %2691 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2690, <16 x float> %2679, <16 x float> %2675)
  %2692 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2690, <16 x float> %2681, <16 x float> %2674)
  %2693 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2690, <16 x float> %2683, <16 x float> %2673)
  %2694 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2690, <16 x float> %2685, <16 x float> %2672)
  %2695 = getelementptr inbounds float, ptr %2616, i64 %2686
  %2696 = load float, ptr %2695, align 4
  %2697 = insertelement <16 x float> poison, float %2696, i64 0
  %2698 = shufflevector <16 x float> %2697, <16 x float> poison, <16 x i32> zeroinitializer
  %2699 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2698, <16 x float> %2679, <16 x float> %2671)
  %2700 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2698, <16 x float> %2681, <16 x float> %2670)
  %2701 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2698, <16 x float> %2683, <16 x float> %2669)
  %2702 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2698, <16 x float> %2685, <16 x float> %2668)
  %2703 = getelementptr inbounds float, ptr %2617, i64 %2686
  %2704 = load float, ptr %2703, align 4
  %2705 = insertelement <16 x float> poison, float %2704, i64 0
  %2706 = shufflevector <16 x float> %2705, <16 x float> poison, <16 x i32> zeroinitializer
  %2707 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2706, <16 x float> %2679, <16 x float> %2667)
  %2708 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2706, <16 x float> %2681, <16 x float> %2666)
  %2709 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2706, <16 x float> %2683, <16 x float> %2665)
  %2710 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2706, <16 x float> %2685, <16 x float> %2664)
  %2711 = getelementptr inbounds float, ptr %2618, i64 %2686
  %2712 = load float, ptr %2711, align 4
  %2713 = insertelement <16 x float> poison, float %2712, i64 0
  %2714 = shufflevector <16 x float> %2713, <16 x float> poison, <16 x i32> zeroinitializer
  %2715 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2714, <16 x float> %2679, <16 x float> %2663)
  %2716 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2714, <16 x float> %2681, <16 x float> %2662)
  %2717 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2714, <16 x float> %2683, <16 x float> %2661)
  %2718 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2714, <16 x float> %2685, <16 x float> %2660)
  %2719 = getelementptr inbounds float, ptr %2619, i64 %2686
  %2720 = load float, ptr %2719, align 4
  %2721 = insertelement <16 x float> poison, float %2720, i64 0
  %2722 = shufflevector <16 x float> %2721, <16 x float> poison, <16 x i32> zeroinitializer
  %2723 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2722, <16 x float> %2679, <16 x float> %2659)
  %2724 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2722, <16 x float> %2681, <16 x float> %2658)
  %2725 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2722, <16 x float> %2683, <16 x float> %2657)
  %2726 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2722, <16 x float> %2685, <16 x float> %2656)
  %2727 = getelementptr inbounds float, ptr %2620, i64 %2686
  %2728 = load float, ptr %2727, align 4
  %2729 = insertelement <16 x float> poison, float %2728, i64 0
  %2730 = shufflevector <16 x float> %2729, <16 x float> poison, <16 x i32> zeroinitializer
  %2731 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2730, <16 x float> %2679, <16 x float> %2655)
  %2732 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2730, <16 x float> %2681, <16 x float> %2654)
  %2733 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2730, <16 x float> %2683, <16 x float> %2653)
  %2734 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2730, <16 x float> %2685, <16 x float> %2652)
  %2735 = add nuw nsw i64 %2676, 1
  %2736 = icmp eq i64 %2735, %5
  br i1 %2736, label %2624, label %2651

2737:                                             ; preds = %378, %2463, %2093, %1772, %1471, %1171, %873, %641, %434
  %2738 = add nuw nsw i64 %379, %126
  %2739 = icmp slt i64 %2738, %70
  br i1 %2739, label %378, label %374

2740:                                             ; preds = %112, %23
  ret void
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)
