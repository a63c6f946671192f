; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21) local_unnamed_addr {
  %23 = alloca [24 x i64], align 16
  %24 = alloca [24 x i64], align 16
  %25 = inttoptr i64 %0 to ptr
  %26 = inttoptr i64 %1 to ptr
  %27 = inttoptr i64 %21 to ptr
  %28 = inttoptr i64 %2 to ptr
  %29 = add nsw i64 %6, 15
  %30 = sdiv i64 %29, 16
  %31 = icmp slt i64 %3, %4
  br i1 %31, label %32, label %2731

32:                                               ; preds = %22
  %33 = mul nsw i64 %10, %9
  %34 = sdiv i64 %3, %33
  %35 = sdiv i64 %3, %10
  %36 = srem i64 %35, %9
  %37 = srem i64 %3, %10
  %38 = mul i64 %16, %11
  %39 = mul i64 %17, %12
  %40 = icmp sgt i64 %6, 0
  %41 = icmp eq i64 %21, 0
  %42 = mul i64 %16, %13
  %43 = icmp sgt i64 %7, 0
  %44 = icmp sgt i64 %8, 0
  %45 = mul i64 %17, %14
  %46 = icmp sgt i64 %5, 0
  %47 = mul i64 %6, %5
  %48 = mul i64 %8, %6
  %49 = mul i64 %48, %5
  %50 = shl i64 %49, 2
  %51 = shl i64 %47, 2
  %52 = shl i64 %6, 2
  %53 = tail call i64 @llvm.smax.i64(i64 %30, i64 4)
  %54 = add nsw i64 %53, -1
  %55 = lshr i64 %54, 2
  br label %56

56:                                               ; preds = %32, %111
  %57 = phi i64 [ %34, %32 ], [ %108, %111 ]
  %58 = phi i64 [ %36, %32 ], [ %107, %111 ]
  %59 = phi i64 [ %37, %32 ], [ %106, %111 ]
  %60 = phi i64 [ %3, %32 ], [ %112, %111 ]
  %61 = sub nsw i64 %4, %60
  %62 = icmp sgt i64 %61, 23
  %63 = trunc i64 %61 to i32
  %64 = select i1 %62, i32 24, i32 %63
  call void @llvm.lifetime.start.p0(ptr nonnull %23)
  call void @llvm.lifetime.start.p0(ptr nonnull %24)
  %65 = add nsw i32 %64, -1
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i64, ptr %23, i64 %66
  %68 = getelementptr inbounds i64, ptr %24, i64 %66
  %69 = sext i32 %64 to i64
  br label %73

70:                                               ; preds = %105
  br i1 %40, label %71, label %111

71:                                               ; preds = %70
  %72 = icmp sgt i32 %64, 0
  br label %114

73:                                               ; preds = %56, %105
  %74 = phi i64 [ 0, %56 ], [ %109, %105 ]
  %75 = phi i64 [ %57, %56 ], [ %108, %105 ]
  %76 = phi i64 [ %58, %56 ], [ %107, %105 ]
  %77 = phi i64 [ %59, %56 ], [ %106, %105 ]
  %78 = icmp slt i64 %74, %69
  br i1 %78, label %84, label %79

79:                                               ; preds = %73
  %80 = load i64, ptr %67, align 8
  %81 = getelementptr inbounds nuw i64, ptr %23, i64 %74
  store i64 %80, ptr %81, align 8
  %82 = load i64, ptr %68, align 8
  %83 = getelementptr inbounds nuw i64, ptr %24, i64 %74
  store i64 %82, ptr %83, align 8
  br label %105

84:                                               ; preds = %73
  %85 = mul nsw i64 %75, %15
  %86 = mul i64 %38, %76
  %87 = mul i64 %39, %77
  %88 = add i64 %86, %87
  %89 = add i64 %88, %85
  %90 = getelementptr inbounds nuw i64, ptr %23, i64 %74
  store i64 %89, ptr %90, align 8
  %91 = mul nsw i64 %75, %18
  %92 = mul nsw i64 %76, %19
  %93 = mul nsw i64 %77, %20
  %94 = add i64 %92, %93
  %95 = add i64 %94, %91
  %96 = getelementptr inbounds nuw i64, ptr %24, i64 %74
  store i64 %95, ptr %96, align 8
  %97 = add nsw i64 %77, 1
  %98 = icmp eq i64 %97, %10
  br i1 %98, label %99, label %105

99:                                               ; preds = %84
  %100 = add nsw i64 %76, 1
  %101 = icmp eq i64 %100, %9
  %102 = select i1 %101, i64 0, i64 %100
  %103 = zext i1 %101 to i64
  %104 = add nsw i64 %75, %103
  br label %105

105:                                              ; preds = %99, %84, %79
  %106 = phi i64 [ %77, %79 ], [ %97, %84 ], [ 0, %99 ]
  %107 = phi i64 [ %76, %79 ], [ %76, %84 ], [ %102, %99 ]
  %108 = phi i64 [ %75, %79 ], [ %75, %84 ], [ %104, %99 ]
  %109 = add nuw nsw i64 %74, 1
  %110 = icmp eq i64 %109, 24
  br i1 %110, label %70, label %73

111:                                              ; preds = %373, %70
  call void @llvm.lifetime.end.p0(ptr nonnull %24)
  call void @llvm.lifetime.end.p0(ptr nonnull %23)
  %112 = add nsw i64 %60, 24
  %113 = icmp slt i64 %112, %4
  br i1 %113, label %56, label %2731

114:                                              ; preds = %71, %373
  %115 = phi i64 [ 0, %71 ], [ %375, %373 ]
  %116 = phi i64 [ 0, %71 ], [ %374, %373 ]
  br i1 %72, label %117, label %373

117:                                              ; preds = %114
  %118 = shl nsw i64 %116, 4
  %119 = shl i64 %115, 8
  %120 = sub nsw i64 %30, %116
  %121 = icmp sgt i64 %120, 3
  %122 = trunc i64 %120 to i32
  %123 = select i1 %121, i32 4, i32 %122
  %124 = icmp sgt i32 %123, 2
  %125 = select i1 %124, i64 6, i64 8
  %126 = shl nsw i32 %123, 1
  %127 = shl nsw i32 %123, 4
  %128 = sext i32 %127 to i64
  %129 = add nsw i64 %118, %128
  %130 = icmp sle i64 %129, %6
  %131 = zext i1 %130 to i32
  %132 = or disjoint i32 %126, %131
  %133 = getelementptr inbounds nuw float, ptr %27, i64 %118
  %134 = getelementptr float, ptr %28, i64 %118
  %135 = getelementptr float, ptr %26, i64 %118
  %136 = sub nsw i64 %6, %118
  %137 = icmp sgt i64 %136, 15
  %138 = trunc i64 %136 to i32
  %139 = shl nsw i32 -1, %138
  %140 = trunc i32 %139 to i16
  %141 = xor i16 %140, -1
  %142 = select i1 %137, i16 -1, i16 %141
  %143 = or disjoint i64 %118, 16
  %144 = sub nsw i64 %6, %143
  %145 = icmp sgt i64 %144, 15
  %146 = trunc i64 %144 to i32
  %147 = shl nsw i32 -1, %146
  %148 = trunc i32 %147 to i16
  %149 = xor i16 %148, -1
  %150 = select i1 %145, i16 -1, i16 %149
  %151 = or disjoint i64 %118, 32
  %152 = sub nsw i64 %6, %151
  %153 = icmp sgt i64 %152, 15
  %154 = trunc i64 %152 to i32
  %155 = shl nsw i32 -1, %154
  %156 = trunc i32 %155 to i16
  %157 = xor i16 %156, -1
  %158 = select i1 %153, i16 -1, i16 %157
  %159 = or disjoint i64 %118, 48
  %160 = sub nsw i64 %6, %159
  %161 = icmp sgt i64 %160, 15
  %162 = trunc i64 %160 to i32
  %163 = shl nsw i32 -1, %162
  %164 = trunc i32 %163 to i16
  %165 = xor i16 %164, -1
  %166 = select i1 %161, i16 -1, i16 %165
  %167 = bitcast i16 %142 to <16 x i1>
  %168 = bitcast i16 %150 to <16 x i1>
  %169 = getelementptr inbounds nuw i8, ptr %133, i64 64
  %170 = bitcast i16 %158 to <16 x i1>
  %171 = getelementptr inbounds nuw i8, ptr %133, i64 128
  %172 = bitcast i16 %166 to <16 x i1>
  %173 = getelementptr inbounds nuw i8, ptr %133, i64 192
  %174 = bitcast i16 %142 to <16 x i1>
  %175 = bitcast i16 %150 to <16 x i1>
  %176 = bitcast i16 %158 to <16 x i1>
  %177 = bitcast i16 %166 to <16 x i1>
  %178 = getelementptr i8, ptr %26, i64 %119
  %179 = bitcast i16 %142 to <16 x i1>
  %180 = bitcast i16 %150 to <16 x i1>
  %181 = bitcast i16 %158 to <16 x i1>
  %182 = bitcast i16 %166 to <16 x i1>
  %183 = sub nsw i64 %6, %118
  %184 = icmp sgt i64 %183, 15
  %185 = trunc i64 %183 to i32
  %186 = shl nsw i32 -1, %185
  %187 = trunc i32 %186 to i16
  %188 = xor i16 %187, -1
  %189 = select i1 %184, i16 -1, i16 %188
  %190 = or disjoint i64 %118, 16
  %191 = sub nsw i64 %6, %190
  %192 = icmp sgt i64 %191, 15
  %193 = trunc i64 %191 to i32
  %194 = shl nsw i32 -1, %193
  %195 = trunc i32 %194 to i16
  %196 = xor i16 %195, -1
  %197 = select i1 %192, i16 -1, i16 %196
  %198 = or disjoint i64 %118, 32
  %199 = sub nsw i64 %6, %198
  %200 = icmp sgt i64 %199, 15
  %201 = trunc i64 %199 to i32
  %202 = shl nsw i32 -1, %201
  %203 = trunc i32 %202 to i16
  %204 = xor i16 %203, -1
  %205 = select i1 %200, i16 -1, i16 %204
  %206 = or disjoint i64 %118, 48
  %207 = sub nsw i64 %6, %206
  %208 = icmp sgt i64 %207, 15
  %209 = trunc i64 %207 to i32
  %210 = shl nsw i32 -1, %209
  %211 = trunc i32 %210 to i16
  %212 = xor i16 %211, -1
  %213 = select i1 %208, i16 -1, i16 %212
  %214 = bitcast i16 %189 to <16 x i1>
  %215 = bitcast i16 %197 to <16 x i1>
  %216 = getelementptr inbounds nuw i8, ptr %133, i64 64
  %217 = bitcast i16 %205 to <16 x i1>
  %218 = getelementptr inbounds nuw i8, ptr %133, i64 128
  %219 = bitcast i16 %213 to <16 x i1>
  %220 = getelementptr inbounds nuw i8, ptr %133, i64 192
  %221 = bitcast i16 %189 to <16 x i1>
  %222 = bitcast i16 %197 to <16 x i1>
  %223 = bitcast i16 %205 to <16 x i1>
  %224 = bitcast i16 %213 to <16 x i1>
  %225 = bitcast i16 %189 to <16 x i1>
  %226 = bitcast i16 %197 to <16 x i1>
  %227 = bitcast i16 %205 to <16 x i1>
  %228 = bitcast i16 %213 to <16 x i1>
  %229 = bitcast i16 %189 to <16 x i1>
  %230 = bitcast i16 %197 to <16 x i1>
  %231 = bitcast i16 %205 to <16 x i1>
  %232 = bitcast i16 %213 to <16 x i1>
  %233 = sub nsw i64 %6, %118
  %234 = icmp sgt i64 %233, 15
  %235 = trunc i64 %233 to i32
  %236 = shl nsw i32 -1, %235
  %237 = trunc i32 %236 to i16
  %238 = xor i16 %237, -1
  %239 = select i1 %234, i16 -1, i16 %238
  %240 = or disjoint i64 %118, 16
  %241 = sub nsw i64 %6, %240
  %242 = icmp sgt i64 %241, 15
  %243 = trunc i64 %241 to i32
  %244 = shl nsw i32 -1, %243
  %245 = trunc i32 %244 to i16
  %246 = xor i16 %245, -1
  %247 = select i1 %242, i16 -1, i16 %246
  %248 = or disjoint i64 %118, 32
  %249 = sub nsw i64 %6, %248
  %250 = icmp sgt i64 %249, 15
  %251 = trunc i64 %249 to i32
  %252 = shl nsw i32 -1, %251
  %253 = trunc i32 %252 to i16
  %254 = xor i16 %253, -1
  %255 = select i1 %250, i16 -1, i16 %254
  %256 = bitcast i16 %239 to <16 x i1>
  %257 = bitcast i16 %247 to <16 x i1>
  %258 = getelementptr inbounds nuw i8, ptr %133, i64 64
  %259 = bitcast i16 %255 to <16 x i1>
  %260 = getelementptr inbounds nuw i8, ptr %133, i64 128
  %261 = bitcast i16 %239 to <16 x i1>
  %262 = bitcast i16 %247 to <16 x i1>
  %263 = bitcast i16 %255 to <16 x i1>
  %264 = getelementptr i8, ptr %26, i64 %119
  %265 = bitcast i16 %239 to <16 x i1>
  %266 = bitcast i16 %247 to <16 x i1>
  %267 = bitcast i16 %255 to <16 x i1>
  %268 = sub nsw i64 %6, %118
  %269 = icmp sgt i64 %268, 15
  %270 = trunc i64 %268 to i32
  %271 = shl nsw i32 -1, %270
  %272 = trunc i32 %271 to i16
  %273 = xor i16 %272, -1
  %274 = select i1 %269, i16 -1, i16 %273
  %275 = or disjoint i64 %118, 16
  %276 = sub nsw i64 %6, %275
  %277 = icmp sgt i64 %276, 15
  %278 = trunc i64 %276 to i32
  %279 = shl nsw i32 -1, %278
  %280 = trunc i32 %279 to i16
  %281 = xor i16 %280, -1
  %282 = select i1 %277, i16 -1, i16 %281
  %283 = or disjoint i64 %118, 32
  %284 = sub nsw i64 %6, %283
  %285 = icmp sgt i64 %284, 15
  %286 = trunc i64 %284 to i32
  %287 = shl nsw i32 -1, %286
  %288 = trunc i32 %287 to i16
  %289 = xor i16 %288, -1
  %290 = select i1 %285, i16 -1, i16 %289
  %291 = bitcast i16 %274 to <16 x i1>
  %292 = bitcast i16 %282 to <16 x i1>
  %293 = getelementptr inbounds nuw i8, ptr %133, i64 64
  %294 = bitcast i16 %290 to <16 x i1>
  %295 = getelementptr inbounds nuw i8, ptr %133, i64 128
  %296 = bitcast i16 %274 to <16 x i1>
  %297 = bitcast i16 %282 to <16 x i1>
  %298 = bitcast i16 %290 to <16 x i1>
  %299 = bitcast i16 %274 to <16 x i1>
  %300 = bitcast i16 %282 to <16 x i1>
  %301 = bitcast i16 %290 to <16 x i1>
  %302 = bitcast i16 %274 to <16 x i1>
  %303 = bitcast i16 %282 to <16 x i1>
  %304 = bitcast i16 %290 to <16 x i1>
  %305 = sub nsw i64 %6, %118
  %306 = icmp sgt i64 %305, 15
  %307 = trunc i64 %305 to i32
  %308 = shl nsw i32 -1, %307
  %309 = trunc i32 %308 to i16
  %310 = xor i16 %309, -1
  %311 = select i1 %306, i16 -1, i16 %310
  %312 = or disjoint i64 %118, 16
  %313 = sub nsw i64 %6, %312
  %314 = icmp sgt i64 %313, 15
  %315 = trunc i64 %313 to i32
  %316 = shl nsw i32 -1, %315
  %317 = trunc i32 %316 to i16
  %318 = xor i16 %317, -1
  %319 = select i1 %314, i16 -1, i16 %318
  %320 = bitcast i16 %311 to <16 x i1>
  %321 = bitcast i16 %319 to <16 x i1>
  %322 = getelementptr inbounds nuw i8, ptr %133, i64 64
  %323 = bitcast i16 %311 to <16 x i1>
  %324 = bitcast i16 %319 to <16 x i1>
  %325 = getelementptr i8, ptr %26, i64 %119
  %326 = bitcast i16 %311 to <16 x i1>
  %327 = bitcast i16 %319 to <16 x i1>
  %328 = sub nsw i64 %6, %118
  %329 = icmp sgt i64 %328, 15
  %330 = trunc i64 %328 to i32
  %331 = shl nsw i32 -1, %330
  %332 = trunc i32 %331 to i16
  %333 = xor i16 %332, -1
  %334 = select i1 %329, i16 -1, i16 %333
  %335 = or disjoint i64 %118, 16
  %336 = sub nsw i64 %6, %335
  %337 = icmp sgt i64 %336, 15
  %338 = trunc i64 %336 to i32
  %339 = shl nsw i32 -1, %338
  %340 = trunc i32 %339 to i16
  %341 = xor i16 %340, -1
  %342 = select i1 %337, i16 -1, i16 %341
  %343 = bitcast i16 %334 to <16 x i1>
  %344 = bitcast i16 %342 to <16 x i1>
  %345 = getelementptr inbounds nuw i8, ptr %133, i64 64
  %346 = bitcast i16 %334 to <16 x i1>
  %347 = bitcast i16 %342 to <16 x i1>
  %348 = bitcast i16 %334 to <16 x i1>
  %349 = bitcast i16 %342 to <16 x i1>
  %350 = bitcast i16 %334 to <16 x i1>
  %351 = bitcast i16 %342 to <16 x i1>
  %352 = sub nsw i64 %6, %118
  %353 = icmp sgt i64 %352, 15
  %354 = trunc i64 %352 to i32
  %355 = shl nsw i32 -1, %354
  %356 = trunc i32 %355 to i16
  %357 = xor i16 %356, -1
  %358 = select i1 %353, i16 -1, i16 %357
  %359 = bitcast i16 %358 to <16 x i1>
  %360 = bitcast i16 %358 to <16 x i1>
  %361 = bitcast i16 %358 to <16 x i1>
  %362 = sub nsw i64 %6, %118
  %363 = icmp sgt i64 %362, 15
  %364 = trunc i64 %362 to i32
  %365 = shl nsw i32 -1, %364
  %366 = trunc i32 %365 to i16
  %367 = xor i16 %366, -1
  %368 = select i1 %363, i16 -1, i16 %367
  %369 = bitcast i16 %368 to <16 x i1>
  %370 = bitcast i16 %368 to <16 x i1>
  %371 = bitcast i16 %368 to <16 x i1>
  %372 = bitcast i16 %368 to <16 x i1>
  br label %377

373:                                              ; preds = %2728, %114
  %374 = add nuw nsw i64 %116, 4
  %375 = add nuw nsw i64 %115, 1
  %376 = icmp eq i64 %115, %55
  br i1 %376, label %111, label %114

377:                                              ; preds = %117, %2728
  %378 = phi i64 [ 0, %117 ], [ %2729, %2728 ]
  %379 = getelementptr inbounds nuw i64, ptr %23, i64 %378
  %380 = getelementptr inbounds nuw i64, ptr %24, i64 %378
  switch i32 %132, label %2728 [
    i32 2, label %381
    i32 3, label %587
    i32 4, label %793
    i32 5, label %1090
    i32 6, label %1388
    i32 7, label %1688
    i32 8, label %1989
    i32 9, label %2358
  ]

381:                                              ; preds = %377
  br i1 %41, label %382, label %414

382:                                              ; preds = %381
  %383 = load i64, ptr %380, align 16
  %384 = getelementptr float, ptr %134, i64 %383
  %385 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %384, <16 x i1> %370, <16 x float> zeroinitializer)
  %386 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %387 = load i64, ptr %386, align 8
  %388 = getelementptr float, ptr %134, i64 %387
  %389 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %388, <16 x i1> %370, <16 x float> zeroinitializer)
  %390 = getelementptr inbounds nuw i8, ptr %380, i64 16
  %391 = load i64, ptr %390, align 16
  %392 = getelementptr float, ptr %134, i64 %391
  %393 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %392, <16 x i1> %370, <16 x float> zeroinitializer)
  %394 = getelementptr inbounds nuw i8, ptr %380, i64 24
  %395 = load i64, ptr %394, align 8
  %396 = getelementptr float, ptr %134, i64 %395
  %397 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %396, <16 x i1> %370, <16 x float> zeroinitializer)
  %398 = getelementptr inbounds nuw i8, ptr %380, i64 32
  %399 = load i64, ptr %398, align 16
  %400 = getelementptr float, ptr %134, i64 %399
  %401 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %400, <16 x i1> %370, <16 x float> zeroinitializer)
  %402 = getelementptr inbounds nuw i8, ptr %380, i64 40
  %403 = load i64, ptr %402, align 8
  %404 = getelementptr float, ptr %134, i64 %403
  %405 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %404, <16 x i1> %370, <16 x float> zeroinitializer)
  %406 = getelementptr inbounds nuw i8, ptr %380, i64 48
  %407 = load i64, ptr %406, align 16
  %408 = getelementptr float, ptr %134, i64 %407
  %409 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %408, <16 x i1> %370, <16 x float> zeroinitializer)
  %410 = getelementptr inbounds nuw i8, ptr %380, i64 56
  %411 = load i64, ptr %410, align 8
  %412 = getelementptr float, ptr %134, i64 %411
  %413 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %412, <16 x i1> %370, <16 x float> zeroinitializer)
  br label %416

414:                                              ; preds = %381
  %415 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %133, <16 x i1> %369, <16 x float> zeroinitializer)
  br label %416

416:                                              ; preds = %414, %382
  %417 = phi <16 x float> [ %385, %382 ], [ %415, %414 ]
  %418 = phi <16 x float> [ %389, %382 ], [ %415, %414 ]
  %419 = phi <16 x float> [ %393, %382 ], [ %415, %414 ]
  %420 = phi <16 x float> [ %397, %382 ], [ %415, %414 ]
  %421 = phi <16 x float> [ %401, %382 ], [ %415, %414 ]
  %422 = phi <16 x float> [ %405, %382 ], [ %415, %414 ]
  %423 = phi <16 x float> [ %409, %382 ], [ %415, %414 ]
  %424 = phi <16 x float> [ %413, %382 ], [ %415, %414 ]
  br i1 %43, label %425, label %433

425:                                              ; preds = %416
  %426 = getelementptr inbounds nuw i8, ptr %379, i64 8
  %427 = getelementptr inbounds nuw i8, ptr %379, i64 16
  %428 = getelementptr inbounds nuw i8, ptr %379, i64 24
  %429 = getelementptr inbounds nuw i8, ptr %379, i64 32
  %430 = getelementptr inbounds nuw i8, ptr %379, i64 40
  %431 = getelementptr inbounds nuw i8, ptr %379, i64 48
  %432 = getelementptr inbounds nuw i8, ptr %379, i64 56
  br label %465

433:                                              ; preds = %487, %416
  %434 = phi <16 x float> [ %417, %416 ], [ %488, %487 ]
  %435 = phi <16 x float> [ %418, %416 ], [ %489, %487 ]
  %436 = phi <16 x float> [ %419, %416 ], [ %490, %487 ]
  %437 = phi <16 x float> [ %420, %416 ], [ %491, %487 ]
  %438 = phi <16 x float> [ %421, %416 ], [ %492, %487 ]
  %439 = phi <16 x float> [ %422, %416 ], [ %493, %487 ]
  %440 = phi <16 x float> [ %423, %416 ], [ %494, %487 ]
  %441 = phi <16 x float> [ %424, %416 ], [ %495, %487 ]
  %442 = load i64, ptr %380, align 16
  %443 = getelementptr float, ptr %134, i64 %442
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %434, ptr align 1 %443, <16 x i1> %372)
  %444 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %445 = load i64, ptr %444, align 8
  %446 = getelementptr float, ptr %134, i64 %445
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %435, ptr align 1 %446, <16 x i1> %372)
  %447 = getelementptr inbounds nuw i8, ptr %380, i64 16
  %448 = load i64, ptr %447, align 16
  %449 = getelementptr float, ptr %134, i64 %448
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %436, ptr align 1 %449, <16 x i1> %372)
  %450 = getelementptr inbounds nuw i8, ptr %380, i64 24
  %451 = load i64, ptr %450, align 8
  %452 = getelementptr float, ptr %134, i64 %451
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %437, ptr align 1 %452, <16 x i1> %372)
  %453 = getelementptr inbounds nuw i8, ptr %380, i64 32
  %454 = load i64, ptr %453, align 16
  %455 = getelementptr float, ptr %134, i64 %454
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %438, ptr align 1 %455, <16 x i1> %372)
  %456 = getelementptr inbounds nuw i8, ptr %380, i64 40
  %457 = load i64, ptr %456, align 8
  %458 = getelementptr float, ptr %134, i64 %457
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %439, ptr align 1 %458, <16 x i1> %372)
  %459 = getelementptr inbounds nuw i8, ptr %380, i64 48
  %460 = load i64, ptr %459, align 16
  %461 = getelementptr float, ptr %134, i64 %460
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %440, ptr align 1 %461, <16 x i1> %372)
  %462 = getelementptr inbounds nuw i8, ptr %380, i64 56
  %463 = load i64, ptr %462, align 8
  %464 = getelementptr float, ptr %134, i64 %463
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %441, ptr align 1 %464, <16 x i1> %372)
  br label %2728

465:                                              ; preds = %425, %487
  %466 = phi <16 x float> [ %417, %425 ], [ %488, %487 ]
  %467 = phi <16 x float> [ %418, %425 ], [ %489, %487 ]
  %468 = phi <16 x float> [ %419, %425 ], [ %490, %487 ]
  %469 = phi <16 x float> [ %420, %425 ], [ %491, %487 ]
  %470 = phi <16 x float> [ %421, %425 ], [ %492, %487 ]
  %471 = phi <16 x float> [ %422, %425 ], [ %493, %487 ]
  %472 = phi <16 x float> [ %423, %425 ], [ %494, %487 ]
  %473 = phi <16 x float> [ %424, %425 ], [ %495, %487 ]
  %474 = phi i64 [ 0, %425 ], [ %496, %487 ]
  br i1 %44, label %475, label %487

475:                                              ; preds = %465
  %476 = mul i64 %42, %474
  %477 = getelementptr float, ptr %25, i64 %476
  %478 = mul nuw nsw i64 %474, %8
  %479 = load i64, ptr %379, align 16
  %480 = load i64, ptr %426, align 8
  %481 = load i64, ptr %427, align 16
  %482 = load i64, ptr %428, align 8
  %483 = load i64, ptr %429, align 16
  %484 = load i64, ptr %430, align 8
  %485 = load i64, ptr %431, align 16
  %486 = load i64, ptr %432, align 8
  br label %498

487:                                              ; preds = %521, %465
  %488 = phi <16 x float> [ %466, %465 ], [ %522, %521 ]
  %489 = phi <16 x float> [ %467, %465 ], [ %523, %521 ]
  %490 = phi <16 x float> [ %468, %465 ], [ %524, %521 ]
  %491 = phi <16 x float> [ %469, %465 ], [ %525, %521 ]
  %492 = phi <16 x float> [ %470, %465 ], [ %526, %521 ]
  %493 = phi <16 x float> [ %471, %465 ], [ %527, %521 ]
  %494 = phi <16 x float> [ %472, %465 ], [ %528, %521 ]
  %495 = phi <16 x float> [ %473, %465 ], [ %529, %521 ]
  %496 = add nuw nsw i64 %474, 1
  %497 = icmp eq i64 %496, %7
  br i1 %497, label %433, label %465

498:                                              ; preds = %475, %521
  %499 = phi <16 x float> [ %466, %475 ], [ %522, %521 ]
  %500 = phi <16 x float> [ %467, %475 ], [ %523, %521 ]
  %501 = phi <16 x float> [ %468, %475 ], [ %524, %521 ]
  %502 = phi <16 x float> [ %469, %475 ], [ %525, %521 ]
  %503 = phi <16 x float> [ %470, %475 ], [ %526, %521 ]
  %504 = phi <16 x float> [ %471, %475 ], [ %527, %521 ]
  %505 = phi <16 x float> [ %472, %475 ], [ %528, %521 ]
  %506 = phi <16 x float> [ %473, %475 ], [ %529, %521 ]
  %507 = phi i64 [ 0, %475 ], [ %530, %521 ]
  %508 = mul i64 %45, %507
  %509 = getelementptr float, ptr %477, i64 %508
  %510 = getelementptr float, ptr %509, i64 %479
  %511 = getelementptr float, ptr %509, i64 %480
  %512 = getelementptr float, ptr %509, i64 %481
  %513 = getelementptr float, ptr %509, i64 %482
  %514 = getelementptr float, ptr %509, i64 %483
  %515 = getelementptr float, ptr %509, i64 %484
  %516 = getelementptr float, ptr %509, i64 %485
  %517 = getelementptr float, ptr %509, i64 %486
  %518 = add nuw nsw i64 %507, %478
  %519 = mul i64 %47, %518
  %520 = getelementptr float, ptr %135, i64 %519
  br i1 %46, label %532, label %521

521:                                              ; preds = %532, %498
  %522 = phi <16 x float> [ %499, %498 ], [ %549, %532 ]
  %523 = phi <16 x float> [ %500, %498 ], [ %554, %532 ]
  %524 = phi <16 x float> [ %501, %498 ], [ %559, %532 ]
  %525 = phi <16 x float> [ %502, %498 ], [ %564, %532 ]
  %526 = phi <16 x float> [ %503, %498 ], [ %569, %532 ]
  %527 = phi <16 x float> [ %504, %498 ], [ %574, %532 ]
  %528 = phi <16 x float> [ %505, %498 ], [ %579, %532 ]
  %529 = phi <16 x float> [ %506, %498 ], [ %584, %532 ]
  %530 = add nuw nsw i64 %507, 1
  %531 = icmp eq i64 %530, %8
  br i1 %531, label %487, label %498

532:                                              ; preds = %498, %532
  %533 = phi <16 x float> [ %549, %532 ], [ %499, %498 ]
  %534 = phi <16 x float> [ %554, %532 ], [ %500, %498 ]
  %535 = phi <16 x float> [ %559, %532 ], [ %501, %498 ]
  %536 = phi <16 x float> [ %564, %532 ], [ %502, %498 ]
  %537 = phi <16 x float> [ %569, %532 ], [ %503, %498 ]
  %538 = phi <16 x float> [ %574, %532 ], [ %504, %498 ]
  %539 = phi <16 x float> [ %579, %532 ], [ %505, %498 ]
  %540 = phi <16 x float> [ %584, %532 ], [ %506, %498 ]
  %541 = phi i64 [ %585, %532 ], [ 0, %498 ]
  %542 = mul nuw nsw i64 %541, %6
  %543 = getelementptr inbounds nuw float, ptr %520, i64 %542
  %544 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %543, <16 x i1> %371, <16 x float> zeroinitializer)
  %545 = getelementptr inbounds nuw float, ptr %510, i64 %541
  %546 = load float, ptr %545, align 4
  %547 = insertelement <16 x float> poison, float %546, i64 0
  %548 = shufflevector <16 x float> %547, <16 x float> poison, <16 x i32> zeroinitializer
  %549 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %548, <16 x float> %544, <16 x float> %533)
  %550 = getelementptr inbounds nuw float, ptr %511, i64 %541
  %551 = load float, ptr %550, align 4
  %552 = insertelement <16 x float> poison, float %551, i64 0
  %553 = shufflevector <16 x float> %552, <16 x float> poison, <16 x i32> zeroinitializer
  %554 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %553, <16 x float> %544, <16 x float> %534)
  %555 = getelementptr inbounds nuw float, ptr %512, i64 %541
  %556 = load float, ptr %555, align 4
  %557 = insertelement <16 x float> poison, float %556, i64 0
  %558 = shufflevector <16 x float> %557, <16 x float> poison, <16 x i32> zeroinitializer
  %559 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %558, <16 x float> %544, <16 x float> %535)
  %560 = getelementptr inbounds nuw float, ptr %513, i64 %541
  %561 = load float, ptr %560, align 4
  %562 = insertelement <16 x float> poison, float %561, i64 0
  %563 = shufflevector <16 x float> %562, <16 x float> poison, <16 x i32> zeroinitializer
  %564 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %563, <16 x float> %544, <16 x float> %536)
  %565 = getelementptr inbounds nuw float, ptr %514, i64 %541
  %566 = load float, ptr %565, align 4
  %567 = insertelement <16 x float> poison, float %566, i64 0
  %568 = shufflevector <16 x float> %567, <16 x float> poison, <16 x i32> zeroinitializer
  %569 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %568, <16 x float> %544, <16 x float> %537)
  %570 = getelementptr inbounds nuw float, ptr %515, i64 %541
  %571 = load float, ptr %570, align 4
  %572 = insertelement <16 x float> poison, float %571, i64 0
  %573 = shufflevector <16 x float> %572, <16 x float> poison, <16 x i32> zeroinitializer
  %574 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %573, <16 x float> %544, <16 x float> %538)
  %575 = getelementptr inbounds nuw float, ptr %516, i64 %541
  %576 = load float, ptr %575, align 4
  %577 = insertelement <16 x float> poison, float %576, i64 0
  %578 = shufflevector <16 x float> %577, <16 x float> poison, <16 x i32> zeroinitializer
  %579 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %578, <16 x float> %544, <16 x float> %539)
  %580 = getelementptr inbounds nuw float, ptr %517, i64 %541
  %581 = load float, ptr %580, align 4
  %582 = insertelement <16 x float> poison, float %581, i64 0
  %583 = shufflevector <16 x float> %582, <16 x float> poison, <16 x i32> zeroinitializer
  %584 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %583, <16 x float> %544, <16 x float> %540)
  %585 = add nuw nsw i64 %541, 1
  %586 = icmp eq i64 %585, %5
  br i1 %586, label %521, label %532

587:                                              ; preds = %377
  br i1 %41, label %588, label %620

588:                                              ; preds = %587
  %589 = load i64, ptr %380, align 16
  %590 = getelementptr float, ptr %134, i64 %589
  %591 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %590, <16 x i1> %360, <16 x float> zeroinitializer)
  %592 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %593 = load i64, ptr %592, align 8
  %594 = getelementptr float, ptr %134, i64 %593
  %595 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %594, <16 x i1> %360, <16 x float> zeroinitializer)
  %596 = getelementptr inbounds nuw i8, ptr %380, i64 16
  %597 = load i64, ptr %596, align 16
  %598 = getelementptr float, ptr %134, i64 %597
  %599 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %598, <16 x i1> %360, <16 x float> zeroinitializer)
  %600 = getelementptr inbounds nuw i8, ptr %380, i64 24
  %601 = load i64, ptr %600, align 8
  %602 = getelementptr float, ptr %134, i64 %601
  %603 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %602, <16 x i1> %360, <16 x float> zeroinitializer)
  %604 = getelementptr inbounds nuw i8, ptr %380, i64 32
  %605 = load i64, ptr %604, align 16
  %606 = getelementptr float, ptr %134, i64 %605
  %607 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %606, <16 x i1> %360, <16 x float> zeroinitializer)
  %608 = getelementptr inbounds nuw i8, ptr %380, i64 40
  %609 = load i64, ptr %608, align 8
  %610 = getelementptr float, ptr %134, i64 %609
  %611 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %610, <16 x i1> %360, <16 x float> zeroinitializer)
  %612 = getelementptr inbounds nuw i8, ptr %380, i64 48
  %613 = load i64, ptr %612, align 16
  %614 = getelementptr float, ptr %134, i64 %613
  %615 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %614, <16 x i1> %360, <16 x float> zeroinitializer)
  %616 = getelementptr inbounds nuw i8, ptr %380, i64 56
  %617 = load i64, ptr %616, align 8
  %618 = getelementptr float, ptr %134, i64 %617
  %619 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %618, <16 x i1> %360, <16 x float> zeroinitializer)
  br label %622

620:                                              ; preds = %587
  %621 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %133, <16 x i1> %359, <16 x float> zeroinitializer)
  br label %622

622:                                              ; preds = %620, %588
  %623 = phi <16 x float> [ %591, %588 ], [ %621, %620 ]
  %624 = phi <16 x float> [ %595, %588 ], [ %621, %620 ]
  %625 = phi <16 x float> [ %599, %588 ], [ %621, %620 ]
  %626 = phi <16 x float> [ %603, %588 ], [ %621, %620 ]
  %627 = phi <16 x float> [ %607, %588 ], [ %621, %620 ]
  %628 = phi <16 x float> [ %611, %588 ], [ %621, %620 ]
  %629 = phi <16 x float> [ %615, %588 ], [ %621, %620 ]
  %630 = phi <16 x float> [ %619, %588 ], [ %621, %620 ]
  br i1 %43, label %631, label %639

631:                                              ; preds = %622
  %632 = getelementptr inbounds nuw i8, ptr %379, i64 8
  %633 = getelementptr inbounds nuw i8, ptr %379, i64 16
  %634 = getelementptr inbounds nuw i8, ptr %379, i64 24
  %635 = getelementptr inbounds nuw i8, ptr %379, i64 32
  %636 = getelementptr inbounds nuw i8, ptr %379, i64 40
  %637 = getelementptr inbounds nuw i8, ptr %379, i64 48
  %638 = getelementptr inbounds nuw i8, ptr %379, i64 56
  br label %671

639:                                              ; preds = %693, %622
  %640 = phi <16 x float> [ %623, %622 ], [ %694, %693 ]
  %641 = phi <16 x float> [ %624, %622 ], [ %695, %693 ]
  %642 = phi <16 x float> [ %625, %622 ], [ %696, %693 ]
  %643 = phi <16 x float> [ %626, %622 ], [ %697, %693 ]
  %644 = phi <16 x float> [ %627, %622 ], [ %698, %693 ]
  %645 = phi <16 x float> [ %628, %622 ], [ %699, %693 ]
  %646 = phi <16 x float> [ %629, %622 ], [ %700, %693 ]
  %647 = phi <16 x float> [ %630, %622 ], [ %701, %693 ]
  %648 = load i64, ptr %380, align 16
  %649 = getelementptr float, ptr %134, i64 %648
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %640, ptr align 1 %649, <16 x i1> %361)
  %650 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %651 = load i64, ptr %650, align 8
  %652 = getelementptr float, ptr %134, i64 %651
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %641, ptr align 1 %652, <16 x i1> %361)
  %653 = getelementptr inbounds nuw i8, ptr %380, i64 16
  %654 = load i64, ptr %653, align 16
  %655 = getelementptr float, ptr %134, i64 %654
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %642, ptr align 1 %655, <16 x i1> %361)
  %656 = getelementptr inbounds nuw i8, ptr %380, i64 24
  %657 = load i64, ptr %656, align 8
  %658 = getelementptr float, ptr %134, i64 %657
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %643, ptr align 1 %658, <16 x i1> %361)
  %659 = getelementptr inbounds nuw i8, ptr %380, i64 32
  %660 = load i64, ptr %659, align 16
  %661 = getelementptr float, ptr %134, i64 %660
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %644, ptr align 1 %661, <16 x i1> %361)
  %662 = getelementptr inbounds nuw i8, ptr %380, i64 40
  %663 = load i64, ptr %662, align 8
  %664 = getelementptr float, ptr %134, i64 %663
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %645, ptr align 1 %664, <16 x i1> %361)
  %665 = getelementptr inbounds nuw i8, ptr %380, i64 48
  %666 = load i64, ptr %665, align 16
  %667 = getelementptr float, ptr %134, i64 %666
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %646, ptr align 1 %667, <16 x i1> %361)
  %668 = getelementptr inbounds nuw i8, ptr %380, i64 56
  %669 = load i64, ptr %668, align 8
  %670 = getelementptr float, ptr %134, i64 %669
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %647, ptr align 1 %670, <16 x i1> %361)
  br label %2728

671:                                              ; preds = %631, %693
  %672 = phi <16 x float> [ %623, %631 ], [ %694, %693 ]
  %673 = phi <16 x float> [ %624, %631 ], [ %695, %693 ]
  %674 = phi <16 x float> [ %625, %631 ], [ %696, %693 ]
  %675 = phi <16 x float> [ %626, %631 ], [ %697, %693 ]
  %676 = phi <16 x float> [ %627, %631 ], [ %698, %693 ]
  %677 = phi <16 x float> [ %628, %631 ], [ %699, %693 ]
  %678 = phi <16 x float> [ %629, %631 ], [ %700, %693 ]
  %679 = phi <16 x float> [ %630, %631 ], [ %701, %693 ]
  %680 = phi i64 [ 0, %631 ], [ %702, %693 ]
  br i1 %44, label %681, label %693

681:                                              ; preds = %671
  %682 = mul i64 %42, %680
  %683 = getelementptr float, ptr %25, i64 %682
  %684 = mul nuw nsw i64 %680, %8
  %685 = load i64, ptr %379, align 16
  %686 = load i64, ptr %632, align 8
  %687 = load i64, ptr %633, align 16
  %688 = load i64, ptr %634, align 8
  %689 = load i64, ptr %635, align 16
  %690 = load i64, ptr %636, align 8
  %691 = load i64, ptr %637, align 16
  %692 = load i64, ptr %638, align 8
  br label %704

693:                                              ; preds = %727, %671
  %694 = phi <16 x float> [ %672, %671 ], [ %728, %727 ]
  %695 = phi <16 x float> [ %673, %671 ], [ %729, %727 ]
  %696 = phi <16 x float> [ %674, %671 ], [ %730, %727 ]
  %697 = phi <16 x float> [ %675, %671 ], [ %731, %727 ]
  %698 = phi <16 x float> [ %676, %671 ], [ %732, %727 ]
  %699 = phi <16 x float> [ %677, %671 ], [ %733, %727 ]
  %700 = phi <16 x float> [ %678, %671 ], [ %734, %727 ]
  %701 = phi <16 x float> [ %679, %671 ], [ %735, %727 ]
  %702 = add nuw nsw i64 %680, 1
  %703 = icmp eq i64 %702, %7
  br i1 %703, label %639, label %671

704:                                              ; preds = %681, %727
  %705 = phi <16 x float> [ %672, %681 ], [ %728, %727 ]
  %706 = phi <16 x float> [ %673, %681 ], [ %729, %727 ]
  %707 = phi <16 x float> [ %674, %681 ], [ %730, %727 ]
  %708 = phi <16 x float> [ %675, %681 ], [ %731, %727 ]
  %709 = phi <16 x float> [ %676, %681 ], [ %732, %727 ]
  %710 = phi <16 x float> [ %677, %681 ], [ %733, %727 ]
  %711 = phi <16 x float> [ %678, %681 ], [ %734, %727 ]
  %712 = phi <16 x float> [ %679, %681 ], [ %735, %727 ]
  %713 = phi i64 [ 0, %681 ], [ %736, %727 ]
  %714 = mul i64 %45, %713
  %715 = getelementptr float, ptr %683, i64 %714
  %716 = getelementptr float, ptr %715, i64 %685
  %717 = getelementptr float, ptr %715, i64 %686
  %718 = getelementptr float, ptr %715, i64 %687
  %719 = getelementptr float, ptr %715, i64 %688
  %720 = getelementptr float, ptr %715, i64 %689
  %721 = getelementptr float, ptr %715, i64 %690
  %722 = getelementptr float, ptr %715, i64 %691
  %723 = getelementptr float, ptr %715, i64 %692
  %724 = add nuw nsw i64 %713, %684
  %725 = mul i64 %47, %724
  %726 = getelementptr float, ptr %135, i64 %725
  br i1 %46, label %738, label %727

727:                                              ; preds = %738, %704
  %728 = phi <16 x float> [ %705, %704 ], [ %755, %738 ]
  %729 = phi <16 x float> [ %706, %704 ], [ %760, %738 ]
  %730 = phi <16 x float> [ %707, %704 ], [ %765, %738 ]
  %731 = phi <16 x float> [ %708, %704 ], [ %770, %738 ]
  %732 = phi <16 x float> [ %709, %704 ], [ %775, %738 ]
  %733 = phi <16 x float> [ %710, %704 ], [ %780, %738 ]
  %734 = phi <16 x float> [ %711, %704 ], [ %785, %738 ]
  %735 = phi <16 x float> [ %712, %704 ], [ %790, %738 ]
  %736 = add nuw nsw i64 %713, 1
  %737 = icmp eq i64 %736, %8
  br i1 %737, label %693, label %704

738:                                              ; preds = %704, %738
  %739 = phi <16 x float> [ %755, %738 ], [ %705, %704 ]
  %740 = phi <16 x float> [ %760, %738 ], [ %706, %704 ]
  %741 = phi <16 x float> [ %765, %738 ], [ %707, %704 ]
  %742 = phi <16 x float> [ %770, %738 ], [ %708, %704 ]
  %743 = phi <16 x float> [ %775, %738 ], [ %709, %704 ]
  %744 = phi <16 x float> [ %780, %738 ], [ %710, %704 ]
  %745 = phi <16 x float> [ %785, %738 ], [ %711, %704 ]
  %746 = phi <16 x float> [ %790, %738 ], [ %712, %704 ]
  %747 = phi i64 [ %791, %738 ], [ 0, %704 ]
  %748 = mul nuw nsw i64 %747, %6
  %749 = getelementptr inbounds nuw float, ptr %726, i64 %748
  %750 = load <16 x float>, ptr %749, align 1
  %751 = getelementptr inbounds nuw float, ptr %716, i64 %747
  %752 = load float, ptr %751, align 4
  %753 = insertelement <16 x float> poison, float %752, i64 0
  %754 = shufflevector <16 x float> %753, <16 x float> poison, <16 x i32> zeroinitializer
  %755 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %754, <16 x float> %750, <16 x float> %739)
  %756 = getelementptr inbounds nuw float, ptr %717, i64 %747
  %757 = load float, ptr %756, align 4
  %758 = insertelement <16 x float> poison, float %757, i64 0
  %759 = shufflevector <16 x float> %758, <16 x float> poison, <16 x i32> zeroinitializer
  %760 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %759, <16 x float> %750, <16 x float> %740)
  %761 = getelementptr inbounds nuw float, ptr %718, i64 %747
  %762 = load float, ptr %761, align 4
  %763 = insertelement <16 x float> poison, float %762, i64 0
  %764 = shufflevector <16 x float> %763, <16 x float> poison, <16 x i32> zeroinitializer
  %765 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %764, <16 x float> %750, <16 x float> %741)
  %766 = getelementptr inbounds nuw float, ptr %719, i64 %747
  %767 = load float, ptr %766, align 4
  %768 = insertelement <16 x float> poison, float %767, i64 0
  %769 = shufflevector <16 x float> %768, <16 x float> poison, <16 x i32> zeroinitializer
  %770 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %769, <16 x float> %750, <16 x float> %742)
  %771 = getelementptr inbounds nuw float, ptr %720, i64 %747
  %772 = load float, ptr %771, align 4
  %773 = insertelement <16 x float> poison, float %772, i64 0
  %774 = shufflevector <16 x float> %773, <16 x float> poison, <16 x i32> zeroinitializer
  %775 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %774, <16 x float> %750, <16 x float> %743)
  %776 = getelementptr inbounds nuw float, ptr %721, i64 %747
  %777 = load float, ptr %776, align 4
  %778 = insertelement <16 x float> poison, float %777, i64 0
  %779 = shufflevector <16 x float> %778, <16 x float> poison, <16 x i32> zeroinitializer
  %780 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %779, <16 x float> %750, <16 x float> %744)
  %781 = getelementptr inbounds nuw float, ptr %722, i64 %747
  %782 = load float, ptr %781, align 4
  %783 = insertelement <16 x float> poison, float %782, i64 0
  %784 = shufflevector <16 x float> %783, <16 x float> poison, <16 x i32> zeroinitializer
  %785 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %784, <16 x float> %750, <16 x float> %745)
  %786 = getelementptr inbounds nuw float, ptr %723, i64 %747
  %787 = load float, ptr %786, align 4
  %788 = insertelement <16 x float> poison, float %787, i64 0
  %789 = shufflevector <16 x float> %788, <16 x float> poison, <16 x i32> zeroinitializer
  %790 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %789, <16 x float> %750, <16 x float> %746)
  %791 = add nuw nsw i64 %747, 1
  %792 = icmp eq i64 %791, %5
  br i1 %792, label %727, label %738

793:                                              ; preds = %377
  br i1 %41, label %797, label %794

794:                                              ; preds = %793
  %795 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %133, <16 x i1> %343, <16 x float> zeroinitializer)
  %796 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %345, <16 x i1> %344, <16 x float> zeroinitializer)
  br label %845

797:                                              ; preds = %793
  %798 = load i64, ptr %380, align 16
  %799 = getelementptr float, ptr %134, i64 %798
  %800 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %799, <16 x i1> %346, <16 x float> zeroinitializer)
  %801 = getelementptr inbounds nuw i8, ptr %799, i64 64
  %802 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %801, <16 x i1> %347, <16 x float> zeroinitializer)
  %803 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %804 = load i64, ptr %803, align 8
  %805 = getelementptr float, ptr %134, i64 %804
  %806 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %805, <16 x i1> %346, <16 x float> zeroinitializer)
  %807 = getelementptr inbounds nuw i8, ptr %805, i64 64
  %808 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %807, <16 x i1> %347, <16 x float> zeroinitializer)
  %809 = getelementptr inbounds nuw i8, ptr %380, i64 16
  %810 = load i64, ptr %809, align 16
  %811 = getelementptr float, ptr %134, i64 %810
  %812 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %811, <16 x i1> %346, <16 x float> zeroinitializer)
  %813 = getelementptr inbounds nuw i8, ptr %811, i64 64
  %814 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %813, <16 x i1> %347, <16 x float> zeroinitializer)
  %815 = getelementptr inbounds nuw i8, ptr %380, i64 24
  %816 = load i64, ptr %815, align 8
  %817 = getelementptr float, ptr %134, i64 %816
  %818 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %817, <16 x i1> %346, <16 x float> zeroinitializer)
  %819 = getelementptr inbounds nuw i8, ptr %817, i64 64
  %820 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %819, <16 x i1> %347, <16 x float> zeroinitializer)
  %821 = getelementptr inbounds nuw i8, ptr %380, i64 32
  %822 = load i64, ptr %821, align 16
  %823 = getelementptr float, ptr %134, i64 %822
  %824 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %823, <16 x i1> %346, <16 x float> zeroinitializer)
  %825 = getelementptr inbounds nuw i8, ptr %823, i64 64
  %826 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %825, <16 x i1> %347, <16 x float> zeroinitializer)
  %827 = getelementptr inbounds nuw i8, ptr %380, i64 40
  %828 = load i64, ptr %827, align 8
  %829 = getelementptr float, ptr %134, i64 %828
  %830 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %829, <16 x i1> %346, <16 x float> zeroinitializer)
  %831 = getelementptr inbounds nuw i8, ptr %829, i64 64
  %832 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %831, <16 x i1> %347, <16 x float> zeroinitializer)
  %833 = getelementptr inbounds nuw i8, ptr %380, i64 48
  %834 = load i64, ptr %833, align 16
  %835 = getelementptr float, ptr %134, i64 %834
  %836 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %835, <16 x i1> %346, <16 x float> zeroinitializer)
  %837 = getelementptr inbounds nuw i8, ptr %835, i64 64
  %838 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %837, <16 x i1> %347, <16 x float> zeroinitializer)
  %839 = getelementptr inbounds nuw i8, ptr %380, i64 56
  %840 = load i64, ptr %839, align 8
  %841 = getelementptr float, ptr %134, i64 %840
  %842 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %841, <16 x i1> %346, <16 x float> zeroinitializer)
  %843 = getelementptr inbounds nuw i8, ptr %841, i64 64
  %844 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %843, <16 x i1> %347, <16 x float> zeroinitializer)
  br label %845

845:                                              ; preds = %794, %797
  %846 = phi <16 x float> [ %800, %797 ], [ %795, %794 ]
  %847 = phi <16 x float> [ %802, %797 ], [ %796, %794 ]
  %848 = phi <16 x float> [ %806, %797 ], [ %795, %794 ]
  %849 = phi <16 x float> [ %808, %797 ], [ %796, %794 ]
  %850 = phi <16 x float> [ %812, %797 ], [ %795, %794 ]
  %851 = phi <16 x float> [ %814, %797 ], [ %796, %794 ]
  %852 = phi <16 x float> [ %818, %797 ], [ %795, %794 ]
  %853 = phi <16 x float> [ %820, %797 ], [ %796, %794 ]
  %854 = phi <16 x float> [ %824, %797 ], [ %795, %794 ]
  %855 = phi <16 x float> [ %826, %797 ], [ %796, %794 ]
  %856 = phi <16 x float> [ %830, %797 ], [ %795, %794 ]
  %857 = phi <16 x float> [ %832, %797 ], [ %796, %794 ]
  %858 = phi <16 x float> [ %836, %797 ], [ %795, %794 ]
  %859 = phi <16 x float> [ %838, %797 ], [ %796, %794 ]
  %860 = phi <16 x float> [ %842, %797 ], [ %795, %794 ]
  %861 = phi <16 x float> [ %844, %797 ], [ %796, %794 ]
  br i1 %43, label %862, label %870

862:                                              ; preds = %845
  %863 = getelementptr inbounds nuw i8, ptr %379, i64 8
  %864 = getelementptr inbounds nuw i8, ptr %379, i64 16
  %865 = getelementptr inbounds nuw i8, ptr %379, i64 24
  %866 = getelementptr inbounds nuw i8, ptr %379, i64 32
  %867 = getelementptr inbounds nuw i8, ptr %379, i64 40
  %868 = getelementptr inbounds nuw i8, ptr %379, i64 48
  %869 = getelementptr inbounds nuw i8, ptr %379, i64 56
  br label %918

870:                                              ; preds = %948, %845
  %871 = phi <16 x float> [ %846, %845 ], [ %949, %948 ]
  %872 = phi <16 x float> [ %847, %845 ], [ %950, %948 ]
  %873 = phi <16 x float> [ %848, %845 ], [ %951, %948 ]
  %874 = phi <16 x float> [ %849, %845 ], [ %952, %948 ]
  %875 = phi <16 x float> [ %850, %845 ], [ %953, %948 ]
  %876 = phi <16 x float> [ %851, %845 ], [ %954, %948 ]
  %877 = phi <16 x float> [ %852, %845 ], [ %955, %948 ]
  %878 = phi <16 x float> [ %853, %845 ], [ %956, %948 ]
  %879 = phi <16 x float> [ %854, %845 ], [ %957, %948 ]
  %880 = phi <16 x float> [ %855, %845 ], [ %958, %948 ]
  %881 = phi <16 x float> [ %856, %845 ], [ %959, %948 ]
  %882 = phi <16 x float> [ %857, %845 ], [ %960, %948 ]
  %883 = phi <16 x float> [ %858, %845 ], [ %961, %948 ]
  %884 = phi <16 x float> [ %859, %845 ], [ %962, %948 ]
  %885 = phi <16 x float> [ %860, %845 ], [ %963, %948 ]
  %886 = phi <16 x float> [ %861, %845 ], [ %964, %948 ]
  %887 = load i64, ptr %380, align 16
  %888 = getelementptr float, ptr %134, i64 %887
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %871, ptr align 1 %888, <16 x i1> %350)
  %889 = getelementptr inbounds nuw i8, ptr %888, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %872, ptr nonnull align 1 %889, <16 x i1> %351)
  %890 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %891 = load i64, ptr %890, align 8
  %892 = getelementptr float, ptr %134, i64 %891
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %873, ptr align 1 %892, <16 x i1> %350)
  %893 = getelementptr inbounds nuw i8, ptr %892, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %874, ptr nonnull align 1 %893, <16 x i1> %351)
  %894 = getelementptr inbounds nuw i8, ptr %380, i64 16
  %895 = load i64, ptr %894, align 16
  %896 = getelementptr float, ptr %134, i64 %895
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %875, ptr align 1 %896, <16 x i1> %350)
  %897 = getelementptr inbounds nuw i8, ptr %896, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %876, ptr nonnull align 1 %897, <16 x i1> %351)
  %898 = getelementptr inbounds nuw i8, ptr %380, i64 24
  %899 = load i64, ptr %898, align 8
  %900 = getelementptr float, ptr %134, i64 %899
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %877, ptr align 1 %900, <16 x i1> %350)
  %901 = getelementptr inbounds nuw i8, ptr %900, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %878, ptr nonnull align 1 %901, <16 x i1> %351)
  %902 = getelementptr inbounds nuw i8, ptr %380, i64 32
  %903 = load i64, ptr %902, align 16
  %904 = getelementptr float, ptr %134, i64 %903
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %879, ptr align 1 %904, <16 x i1> %350)
  %905 = getelementptr inbounds nuw i8, ptr %904, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %880, ptr nonnull align 1 %905, <16 x i1> %351)
  %906 = getelementptr inbounds nuw i8, ptr %380, i64 40
  %907 = load i64, ptr %906, align 8
  %908 = getelementptr float, ptr %134, i64 %907
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %881, ptr align 1 %908, <16 x i1> %350)
  %909 = getelementptr inbounds nuw i8, ptr %908, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %882, ptr nonnull align 1 %909, <16 x i1> %351)
  %910 = getelementptr inbounds nuw i8, ptr %380, i64 48
  %911 = load i64, ptr %910, align 16
  %912 = getelementptr float, ptr %134, i64 %911
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %883, ptr align 1 %912, <16 x i1> %350)
  %913 = getelementptr inbounds nuw i8, ptr %912, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %884, ptr nonnull align 1 %913, <16 x i1> %351)
  %914 = getelementptr inbounds nuw i8, ptr %380, i64 56
  %915 = load i64, ptr %914, align 8
  %916 = getelementptr float, ptr %134, i64 %915
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %885, ptr align 1 %916, <16 x i1> %350)
  %917 = getelementptr inbounds nuw i8, ptr %916, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %886, ptr nonnull align 1 %917, <16 x i1> %351)
  br label %2728

918:                                              ; preds = %862, %948
  %919 = phi <16 x float> [ %846, %862 ], [ %949, %948 ]
  %920 = phi <16 x float> [ %847, %862 ], [ %950, %948 ]
  %921 = phi <16 x float> [ %848, %862 ], [ %951, %948 ]
  %922 = phi <16 x float> [ %849, %862 ], [ %952, %948 ]
  %923 = phi <16 x float> [ %850, %862 ], [ %953, %948 ]
  %924 = phi <16 x float> [ %851, %862 ], [ %954, %948 ]
  %925 = phi <16 x float> [ %852, %862 ], [ %955, %948 ]
  %926 = phi <16 x float> [ %853, %862 ], [ %956, %948 ]
  %927 = phi <16 x float> [ %854, %862 ], [ %957, %948 ]
  %928 = phi <16 x float> [ %855, %862 ], [ %958, %948 ]
  %929 = phi <16 x float> [ %856, %862 ], [ %959, %948 ]
  %930 = phi <16 x float> [ %857, %862 ], [ %960, %948 ]
  %931 = phi <16 x float> [ %858, %862 ], [ %961, %948 ]
  %932 = phi <16 x float> [ %859, %862 ], [ %962, %948 ]
  %933 = phi <16 x float> [ %860, %862 ], [ %963, %948 ]
  %934 = phi <16 x float> [ %861, %862 ], [ %964, %948 ]
  %935 = phi i64 [ 0, %862 ], [ %965, %948 ]
  br i1 %44, label %936, label %948

936:                                              ; preds = %918
  %937 = mul i64 %42, %935
  %938 = getelementptr float, ptr %25, i64 %937
  %939 = mul nuw nsw i64 %935, %8
  %940 = load i64, ptr %379, align 16
  %941 = load i64, ptr %863, align 8
  %942 = load i64, ptr %864, align 16
  %943 = load i64, ptr %865, align 8
  %944 = load i64, ptr %866, align 16
  %945 = load i64, ptr %867, align 8
  %946 = load i64, ptr %868, align 16
  %947 = load i64, ptr %869, align 8
  br label %967

948:                                              ; preds = %998, %918
  %949 = phi <16 x float> [ %919, %918 ], [ %999, %998 ]
  %950 = phi <16 x float> [ %920, %918 ], [ %1000, %998 ]
  %951 = phi <16 x float> [ %921, %918 ], [ %1001, %998 ]
  %952 = phi <16 x float> [ %922, %918 ], [ %1002, %998 ]
  %953 = phi <16 x float> [ %923, %918 ], [ %1003, %998 ]
  %954 = phi <16 x float> [ %924, %918 ], [ %1004, %998 ]
  %955 = phi <16 x float> [ %925, %918 ], [ %1005, %998 ]
  %956 = phi <16 x float> [ %926, %918 ], [ %1006, %998 ]
  %957 = phi <16 x float> [ %927, %918 ], [ %1007, %998 ]
  %958 = phi <16 x float> [ %928, %918 ], [ %1008, %998 ]
  %959 = phi <16 x float> [ %929, %918 ], [ %1009, %998 ]
  %960 = phi <16 x float> [ %930, %918 ], [ %1010, %998 ]
  %961 = phi <16 x float> [ %931, %918 ], [ %1011, %998 ]
  %962 = phi <16 x float> [ %932, %918 ], [ %1012, %998 ]
  %963 = phi <16 x float> [ %933, %918 ], [ %1013, %998 ]
  %964 = phi <16 x float> [ %934, %918 ], [ %1014, %998 ]
  %965 = add nuw nsw i64 %935, 1
  %966 = icmp eq i64 %965, %7
  br i1 %966, label %870, label %918

967:                                              ; preds = %936, %998
  %968 = phi <16 x float> [ %919, %936 ], [ %999, %998 ]
  %969 = phi <16 x float> [ %920, %936 ], [ %1000, %998 ]
  %970 = phi <16 x float> [ %921, %936 ], [ %1001, %998 ]
  %971 = phi <16 x float> [ %922, %936 ], [ %1002, %998 ]
  %972 = phi <16 x float> [ %923, %936 ], [ %1003, %998 ]
  %973 = phi <16 x float> [ %924, %936 ], [ %1004, %998 ]
  %974 = phi <16 x float> [ %925, %936 ], [ %1005, %998 ]
  %975 = phi <16 x float> [ %926, %936 ], [ %1006, %998 ]
  %976 = phi <16 x float> [ %927, %936 ], [ %1007, %998 ]
  %977 = phi <16 x float> [ %928, %936 ], [ %1008, %998 ]
  %978 = phi <16 x float> [ %929, %936 ], [ %1009, %998 ]
  %979 = phi <16 x float> [ %930, %936 ], [ %1010, %998 ]
  %980 = phi <16 x float> [ %931, %936 ], [ %1011, %998 ]
  %981 = phi <16 x float> [ %932, %936 ], [ %1012, %998 ]
  %982 = phi <16 x float> [ %933, %936 ], [ %1013, %998 ]
  %983 = phi <16 x float> [ %934, %936 ], [ %1014, %998 ]
  %984 = phi i64 [ 0, %936 ], [ %1015, %998 ]
  %985 = mul i64 %45, %984
  %986 = getelementptr float, ptr %938, i64 %985
  %987 = getelementptr float, ptr %986, i64 %940
  %988 = getelementptr float, ptr %986, i64 %941
  %989 = getelementptr float, ptr %986, i64 %942
  %990 = getelementptr float, ptr %986, i64 %943
  %991 = getelementptr float, ptr %986, i64 %944
  %992 = getelementptr float, ptr %986, i64 %945
  %993 = getelementptr float, ptr %986, i64 %946
  %994 = getelementptr float, ptr %986, i64 %947
  %995 = add nuw nsw i64 %984, %939
  %996 = mul i64 %47, %995
  %997 = getelementptr float, ptr %135, i64 %996
  br i1 %46, label %1017, label %998

998:                                              ; preds = %1017, %967
  %999 = phi <16 x float> [ %968, %967 ], [ %1044, %1017 ]
  %1000 = phi <16 x float> [ %969, %967 ], [ %1045, %1017 ]
  %1001 = phi <16 x float> [ %970, %967 ], [ %1050, %1017 ]
  %1002 = phi <16 x float> [ %971, %967 ], [ %1051, %1017 ]
  %1003 = phi <16 x float> [ %972, %967 ], [ %1056, %1017 ]
  %1004 = phi <16 x float> [ %973, %967 ], [ %1057, %1017 ]
  %1005 = phi <16 x float> [ %974, %967 ], [ %1062, %1017 ]
  %1006 = phi <16 x float> [ %975, %967 ], [ %1063, %1017 ]
  %1007 = phi <16 x float> [ %976, %967 ], [ %1068, %1017 ]
  %1008 = phi <16 x float> [ %977, %967 ], [ %1069, %1017 ]
  %1009 = phi <16 x float> [ %978, %967 ], [ %1074, %1017 ]
  %1010 = phi <16 x float> [ %979, %967 ], [ %1075, %1017 ]
  %1011 = phi <16 x float> [ %980, %967 ], [ %1080, %1017 ]
  %1012 = phi <16 x float> [ %981, %967 ], [ %1081, %1017 ]
  %1013 = phi <16 x float> [ %982, %967 ], [ %1086, %1017 ]
  %1014 = phi <16 x float> [ %983, %967 ], [ %1087, %1017 ]
  %1015 = add nuw nsw i64 %984, 1
  %1016 = icmp eq i64 %1015, %8
  br i1 %1016, label %948, label %967

1017:                                             ; preds = %967, %1017
  %1018 = phi <16 x float> [ %1044, %1017 ], [ %968, %967 ]
  %1019 = phi <16 x float> [ %1045, %1017 ], [ %969, %967 ]
  %1020 = phi <16 x float> [ %1050, %1017 ], [ %970, %967 ]
  %1021 = phi <16 x float> [ %1051, %1017 ], [ %971, %967 ]
  %1022 = phi <16 x float> [ %1056, %1017 ], [ %972, %967 ]
  %1023 = phi <16 x float> [ %1057, %1017 ], [ %973, %967 ]
  %1024 = phi <16 x float> [ %1062, %1017 ], [ %974, %967 ]
  %1025 = phi <16 x float> [ %1063, %1017 ], [ %975, %967 ]
  %1026 = phi <16 x float> [ %1068, %1017 ], [ %976, %967 ]
  %1027 = phi <16 x float> [ %1069, %1017 ], [ %977, %967 ]
  %1028 = phi <16 x float> [ %1074, %1017 ], [ %978, %967 ]
  %1029 = phi <16 x float> [ %1075, %1017 ], [ %979, %967 ]
  %1030 = phi <16 x float> [ %1080, %1017 ], [ %980, %967 ]
  %1031 = phi <16 x float> [ %1081, %1017 ], [ %981, %967 ]
  %1032 = phi <16 x float> [ %1086, %1017 ], [ %982, %967 ]
  %1033 = phi <16 x float> [ %1087, %1017 ], [ %983, %967 ]
  %1034 = phi i64 [ %1088, %1017 ], [ 0, %967 ]
  %1035 = mul nuw nsw i64 %1034, %6
  %1036 = getelementptr inbounds nuw float, ptr %997, i64 %1035
  %1037 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1036, <16 x i1> %348, <16 x float> zeroinitializer)
  %1038 = getelementptr inbounds nuw i8, ptr %1036, i64 64
  %1039 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1038, <16 x i1> %349, <16 x float> zeroinitializer)
  %1040 = getelementptr inbounds nuw float, ptr %987, i64 %1034
  %1041 = load float, ptr %1040, align 4
  %1042 = insertelement <16 x float> poison, float %1041, i64 0
  %1043 = shufflevector <16 x float> %1042, <16 x float> poison, <16 x i32> zeroinitializer
  %1044 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1043, <16 x float> %1037, <16 x float> %1018)
  %1045 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1043, <16 x float> %1039, <16 x float> %1019)
  %1046 = getelementptr inbounds nuw float, ptr %988, i64 %1034
  %1047 = load float, ptr %1046, align 4
  %1048 = insertelement <16 x float> poison, float %1047, i64 0
  %1049 = shufflevector <16 x float> %1048, <16 x float> poison, <16 x i32> zeroinitializer
  %1050 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1049, <16 x float> %1037, <16 x float> %1020)
  %1051 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1049, <16 x float> %1039, <16 x float> %1021)
  %1052 = getelementptr inbounds nuw float, ptr %989, i64 %1034
  %1053 = load float, ptr %1052, align 4
  %1054 = insertelement <16 x float> poison, float %1053, i64 0
  %1055 = shufflevector <16 x float> %1054, <16 x float> poison, <16 x i32> zeroinitializer
  %1056 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1055, <16 x float> %1037, <16 x float> %1022)
  %1057 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1055, <16 x float> %1039, <16 x float> %1023)
  %1058 = getelementptr inbounds nuw float, ptr %990, i64 %1034
  %1059 = load float, ptr %1058, align 4
  %1060 = insertelement <16 x float> poison, float %1059, i64 0
  %1061 = shufflevector <16 x float> %1060, <16 x float> poison, <16 x i32> zeroinitializer
  %1062 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1061, <16 x float> %1037, <16 x float> %1024)
  %1063 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1061, <16 x float> %1039, <16 x float> %1025)
  %1064 = getelementptr inbounds nuw float, ptr %991, i64 %1034
  %1065 = load float, ptr %1064, align 4
  %1066 = insertelement <16 x float> poison, float %1065, i64 0
  %1067 = shufflevector <16 x float> %1066, <16 x float> poison, <16 x i32> zeroinitializer
  %1068 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1067, <16 x float> %1037, <16 x float> %1026)
  %1069 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1067, <16 x float> %1039, <16 x float> %1027)
  %1070 = getelementptr inbounds nuw float, ptr %992, i64 %1034
  %1071 = load float, ptr %1070, align 4
  %1072 = insertelement <16 x float> poison, float %1071, i64 0
  %1073 = shufflevector <16 x float> %1072, <16 x float> poison, <16 x i32> zeroinitializer
  %1074 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1073, <16 x float> %1037, <16 x float> %1028)
  %1075 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1073, <16 x float> %1039, <16 x float> %1029)
  %1076 = getelementptr inbounds nuw float, ptr %993, i64 %1034
  %1077 = load float, ptr %1076, align 4
  %1078 = insertelement <16 x float> poison, float %1077, i64 0
  %1079 = shufflevector <16 x float> %1078, <16 x float> poison, <16 x i32> zeroinitializer
  %1080 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1079, <16 x float> %1037, <16 x float> %1030)
  %1081 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1079, <16 x float> %1039, <16 x float> %1031)
  %1082 = getelementptr inbounds nuw float, ptr %994, i64 %1034
  %1083 = load float, ptr %1082, align 4
  %1084 = insertelement <16 x float> poison, float %1083, i64 0
  %1085 = shufflevector <16 x float> %1084, <16 x float> poison, <16 x i32> zeroinitializer
  %1086 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1085, <16 x float> %1037, <16 x float> %1032)
  %1087 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1085, <16 x float> %1039, <16 x float> %1033)
  %1088 = add nuw nsw i64 %1034, 1
  %1089 = icmp eq i64 %1088, %5
  br i1 %1089, label %998, label %1017

1090:                                             ; preds = %377
  br i1 %41, label %1094, label %1091

1091:                                             ; preds = %1090
  %1092 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %133, <16 x i1> %320, <16 x float> zeroinitializer)
  %1093 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %322, <16 x i1> %321, <16 x float> zeroinitializer)
  br label %1142

1094:                                             ; preds = %1090
  %1095 = load i64, ptr %380, align 16
  %1096 = getelementptr float, ptr %134, i64 %1095
  %1097 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1096, <16 x i1> %323, <16 x float> zeroinitializer)
  %1098 = getelementptr inbounds nuw i8, ptr %1096, i64 64
  %1099 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1098, <16 x i1> %324, <16 x float> zeroinitializer)
  %1100 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %1101 = load i64, ptr %1100, align 8
  %1102 = getelementptr float, ptr %134, i64 %1101
  %1103 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1102, <16 x i1> %323, <16 x float> zeroinitializer)
  %1104 = getelementptr inbounds nuw i8, ptr %1102, i64 64
  %1105 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1104, <16 x i1> %324, <16 x float> zeroinitializer)
  %1106 = getelementptr inbounds nuw i8, ptr %380, i64 16
  %1107 = load i64, ptr %1106, align 16
  %1108 = getelementptr float, ptr %134, i64 %1107
  %1109 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1108, <16 x i1> %323, <16 x float> zeroinitializer)
  %1110 = getelementptr inbounds nuw i8, ptr %1108, i64 64
  %1111 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1110, <16 x i1> %324, <16 x float> zeroinitializer)
  %1112 = getelementptr inbounds nuw i8, ptr %380, i64 24
  %1113 = load i64, ptr %1112, align 8
  %1114 = getelementptr float, ptr %134, i64 %1113
  %1115 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1114, <16 x i1> %323, <16 x float> zeroinitializer)
  %1116 = getelementptr inbounds nuw i8, ptr %1114, i64 64
  %1117 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1116, <16 x i1> %324, <16 x float> zeroinitializer)
  %1118 = getelementptr inbounds nuw i8, ptr %380, i64 32
  %1119 = load i64, ptr %1118, align 16
  %1120 = getelementptr float, ptr %134, i64 %1119
  %1121 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1120, <16 x i1> %323, <16 x float> zeroinitializer)
  %1122 = getelementptr inbounds nuw i8, ptr %1120, i64 64
  %1123 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1122, <16 x i1> %324, <16 x float> zeroinitializer)
  %1124 = getelementptr inbounds nuw i8, ptr %380, i64 40
  %1125 = load i64, ptr %1124, align 8
  %1126 = getelementptr float, ptr %134, i64 %1125
  %1127 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1126, <16 x i1> %323, <16 x float> zeroinitializer)
  %1128 = getelementptr inbounds nuw i8, ptr %1126, i64 64
  %1129 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1128, <16 x i1> %324, <16 x float> zeroinitializer)
  %1130 = getelementptr inbounds nuw i8, ptr %380, i64 48
  %1131 = load i64, ptr %1130, align 16
  %1132 = getelementptr float, ptr %134, i64 %1131
  %1133 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1132, <16 x i1> %323, <16 x float> zeroinitializer)
  %1134 = getelementptr inbounds nuw i8, ptr %1132, i64 64
  %1135 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1134, <16 x i1> %324, <16 x float> zeroinitializer)
  %1136 = getelementptr inbounds nuw i8, ptr %380, i64 56
  %1137 = load i64, ptr %1136, align 8
  %1138 = getelementptr float, ptr %134, i64 %1137
  %1139 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1138, <16 x i1> %323, <16 x float> zeroinitializer)
  %1140 = getelementptr inbounds nuw i8, ptr %1138, i64 64
  %1141 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1140, <16 x i1> %324, <16 x float> zeroinitializer)
  br label %1142

1142:                                             ; preds = %1091, %1094
  %1143 = phi <16 x float> [ %1097, %1094 ], [ %1092, %1091 ]
  %1144 = phi <16 x float> [ %1099, %1094 ], [ %1093, %1091 ]
  %1145 = phi <16 x float> [ %1103, %1094 ], [ %1092, %1091 ]
  %1146 = phi <16 x float> [ %1105, %1094 ], [ %1093, %1091 ]
  %1147 = phi <16 x float> [ %1109, %1094 ], [ %1092, %1091 ]
  %1148 = phi <16 x float> [ %1111, %1094 ], [ %1093, %1091 ]
  %1149 = phi <16 x float> [ %1115, %1094 ], [ %1092, %1091 ]
  %1150 = phi <16 x float> [ %1117, %1094 ], [ %1093, %1091 ]
  %1151 = phi <16 x float> [ %1121, %1094 ], [ %1092, %1091 ]
  %1152 = phi <16 x float> [ %1123, %1094 ], [ %1093, %1091 ]
  %1153 = phi <16 x float> [ %1127, %1094 ], [ %1092, %1091 ]
  %1154 = phi <16 x float> [ %1129, %1094 ], [ %1093, %1091 ]
  %1155 = phi <16 x float> [ %1133, %1094 ], [ %1092, %1091 ]
  %1156 = phi <16 x float> [ %1135, %1094 ], [ %1093, %1091 ]
  %1157 = phi <16 x float> [ %1139, %1094 ], [ %1092, %1091 ]
  %1158 = phi <16 x float> [ %1141, %1094 ], [ %1093, %1091 ]
  br i1 %43, label %1159, label %1167

1159:                                             ; preds = %1142
  %1160 = getelementptr inbounds nuw i8, ptr %379, i64 8
  %1161 = getelementptr inbounds nuw i8, ptr %379, i64 16
  %1162 = getelementptr inbounds nuw i8, ptr %379, i64 24
  %1163 = getelementptr inbounds nuw i8, ptr %379, i64 32
  %1164 = getelementptr inbounds nuw i8, ptr %379, i64 40
  %1165 = getelementptr inbounds nuw i8, ptr %379, i64 48
  %1166 = getelementptr inbounds nuw i8, ptr %379, i64 56
  br label %1215

1167:                                             ; preds = %1246, %1142
  %1168 = phi <16 x float> [ %1143, %1142 ], [ %1247, %1246 ]
  %1169 = phi <16 x float> [ %1144, %1142 ], [ %1248, %1246 ]
  %1170 = phi <16 x float> [ %1145, %1142 ], [ %1249, %1246 ]
  %1171 = phi <16 x float> [ %1146, %1142 ], [ %1250, %1246 ]
  %1172 = phi <16 x float> [ %1147, %1142 ], [ %1251, %1246 ]
  %1173 = phi <16 x float> [ %1148, %1142 ], [ %1252, %1246 ]
  %1174 = phi <16 x float> [ %1149, %1142 ], [ %1253, %1246 ]
  %1175 = phi <16 x float> [ %1150, %1142 ], [ %1254, %1246 ]
  %1176 = phi <16 x float> [ %1151, %1142 ], [ %1255, %1246 ]
  %1177 = phi <16 x float> [ %1152, %1142 ], [ %1256, %1246 ]
  %1178 = phi <16 x float> [ %1153, %1142 ], [ %1257, %1246 ]
  %1179 = phi <16 x float> [ %1154, %1142 ], [ %1258, %1246 ]
  %1180 = phi <16 x float> [ %1155, %1142 ], [ %1259, %1246 ]
  %1181 = phi <16 x float> [ %1156, %1142 ], [ %1260, %1246 ]
  %1182 = phi <16 x float> [ %1157, %1142 ], [ %1261, %1246 ]
  %1183 = phi <16 x float> [ %1158, %1142 ], [ %1262, %1246 ]
  %1184 = load i64, ptr %380, align 16
  %1185 = getelementptr float, ptr %134, i64 %1184
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1168, ptr align 1 %1185, <16 x i1> %326)
  %1186 = getelementptr inbounds nuw i8, ptr %1185, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1169, ptr nonnull align 1 %1186, <16 x i1> %327)
  %1187 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %1188 = load i64, ptr %1187, align 8
  %1189 = getelementptr float, ptr %134, i64 %1188
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1170, ptr align 1 %1189, <16 x i1> %326)
  %1190 = getelementptr inbounds nuw i8, ptr %1189, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1171, ptr nonnull align 1 %1190, <16 x i1> %327)
  %1191 = getelementptr inbounds nuw i8, ptr %380, i64 16
  %1192 = load i64, ptr %1191, align 16
  %1193 = getelementptr float, ptr %134, i64 %1192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1172, ptr align 1 %1193, <16 x i1> %326)
  %1194 = getelementptr inbounds nuw i8, ptr %1193, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1173, ptr nonnull align 1 %1194, <16 x i1> %327)
  %1195 = getelementptr inbounds nuw i8, ptr %380, i64 24
  %1196 = load i64, ptr %1195, align 8
  %1197 = getelementptr float, ptr %134, i64 %1196
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1174, ptr align 1 %1197, <16 x i1> %326)
  %1198 = getelementptr inbounds nuw i8, ptr %1197, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1175, ptr nonnull align 1 %1198, <16 x i1> %327)
  %1199 = getelementptr inbounds nuw i8, ptr %380, i64 32
  %1200 = load i64, ptr %1199, align 16
  %1201 = getelementptr float, ptr %134, i64 %1200
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1176, ptr align 1 %1201, <16 x i1> %326)
  %1202 = getelementptr inbounds nuw i8, ptr %1201, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1177, ptr nonnull align 1 %1202, <16 x i1> %327)
  %1203 = getelementptr inbounds nuw i8, ptr %380, i64 40
  %1204 = load i64, ptr %1203, align 8
  %1205 = getelementptr float, ptr %134, i64 %1204
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1178, ptr align 1 %1205, <16 x i1> %326)
  %1206 = getelementptr inbounds nuw i8, ptr %1205, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1179, ptr nonnull align 1 %1206, <16 x i1> %327)
  %1207 = getelementptr inbounds nuw i8, ptr %380, i64 48
  %1208 = load i64, ptr %1207, align 16
  %1209 = getelementptr float, ptr %134, i64 %1208
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1180, ptr align 1 %1209, <16 x i1> %326)
  %1210 = getelementptr inbounds nuw i8, ptr %1209, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1181, ptr nonnull align 1 %1210, <16 x i1> %327)
  %1211 = getelementptr inbounds nuw i8, ptr %380, i64 56
  %1212 = load i64, ptr %1211, align 8
  %1213 = getelementptr float, ptr %134, i64 %1212
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1182, ptr align 1 %1213, <16 x i1> %326)
  %1214 = getelementptr inbounds nuw i8, ptr %1213, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1183, ptr nonnull align 1 %1214, <16 x i1> %327)
  br label %2728

1215:                                             ; preds = %1159, %1246
  %1216 = phi <16 x float> [ %1143, %1159 ], [ %1247, %1246 ]
  %1217 = phi <16 x float> [ %1144, %1159 ], [ %1248, %1246 ]
  %1218 = phi <16 x float> [ %1145, %1159 ], [ %1249, %1246 ]
  %1219 = phi <16 x float> [ %1146, %1159 ], [ %1250, %1246 ]
  %1220 = phi <16 x float> [ %1147, %1159 ], [ %1251, %1246 ]
  %1221 = phi <16 x float> [ %1148, %1159 ], [ %1252, %1246 ]
  %1222 = phi <16 x float> [ %1149, %1159 ], [ %1253, %1246 ]
  %1223 = phi <16 x float> [ %1150, %1159 ], [ %1254, %1246 ]
  %1224 = phi <16 x float> [ %1151, %1159 ], [ %1255, %1246 ]
  %1225 = phi <16 x float> [ %1152, %1159 ], [ %1256, %1246 ]
  %1226 = phi <16 x float> [ %1153, %1159 ], [ %1257, %1246 ]
  %1227 = phi <16 x float> [ %1154, %1159 ], [ %1258, %1246 ]
  %1228 = phi <16 x float> [ %1155, %1159 ], [ %1259, %1246 ]
  %1229 = phi <16 x float> [ %1156, %1159 ], [ %1260, %1246 ]
  %1230 = phi <16 x float> [ %1157, %1159 ], [ %1261, %1246 ]
  %1231 = phi <16 x float> [ %1158, %1159 ], [ %1262, %1246 ]
  %1232 = phi i64 [ 0, %1159 ], [ %1263, %1246 ]
  br i1 %44, label %1233, label %1246

1233:                                             ; preds = %1215
  %1234 = mul i64 %50, %1232
  %1235 = mul i64 %42, %1232
  %1236 = getelementptr float, ptr %25, i64 %1235
  %1237 = load i64, ptr %379, align 16
  %1238 = load i64, ptr %1160, align 8
  %1239 = load i64, ptr %1161, align 16
  %1240 = load i64, ptr %1162, align 8
  %1241 = load i64, ptr %1163, align 16
  %1242 = load i64, ptr %1164, align 8
  %1243 = load i64, ptr %1165, align 16
  %1244 = load i64, ptr %1166, align 8
  %1245 = getelementptr i8, ptr %325, i64 %1234
  br label %1265

1246:                                             ; preds = %1296, %1215
  %1247 = phi <16 x float> [ %1216, %1215 ], [ %1297, %1296 ]
  %1248 = phi <16 x float> [ %1217, %1215 ], [ %1298, %1296 ]
  %1249 = phi <16 x float> [ %1218, %1215 ], [ %1299, %1296 ]
  %1250 = phi <16 x float> [ %1219, %1215 ], [ %1300, %1296 ]
  %1251 = phi <16 x float> [ %1220, %1215 ], [ %1301, %1296 ]
  %1252 = phi <16 x float> [ %1221, %1215 ], [ %1302, %1296 ]
  %1253 = phi <16 x float> [ %1222, %1215 ], [ %1303, %1296 ]
  %1254 = phi <16 x float> [ %1223, %1215 ], [ %1304, %1296 ]
  %1255 = phi <16 x float> [ %1224, %1215 ], [ %1305, %1296 ]
  %1256 = phi <16 x float> [ %1225, %1215 ], [ %1306, %1296 ]
  %1257 = phi <16 x float> [ %1226, %1215 ], [ %1307, %1296 ]
  %1258 = phi <16 x float> [ %1227, %1215 ], [ %1308, %1296 ]
  %1259 = phi <16 x float> [ %1228, %1215 ], [ %1309, %1296 ]
  %1260 = phi <16 x float> [ %1229, %1215 ], [ %1310, %1296 ]
  %1261 = phi <16 x float> [ %1230, %1215 ], [ %1311, %1296 ]
  %1262 = phi <16 x float> [ %1231, %1215 ], [ %1312, %1296 ]
  %1263 = add nuw nsw i64 %1232, 1
  %1264 = icmp eq i64 %1263, %7
  br i1 %1264, label %1167, label %1215

1265:                                             ; preds = %1233, %1296
  %1266 = phi <16 x float> [ %1216, %1233 ], [ %1297, %1296 ]
  %1267 = phi <16 x float> [ %1217, %1233 ], [ %1298, %1296 ]
  %1268 = phi <16 x float> [ %1218, %1233 ], [ %1299, %1296 ]
  %1269 = phi <16 x float> [ %1219, %1233 ], [ %1300, %1296 ]
  %1270 = phi <16 x float> [ %1220, %1233 ], [ %1301, %1296 ]
  %1271 = phi <16 x float> [ %1221, %1233 ], [ %1302, %1296 ]
  %1272 = phi <16 x float> [ %1222, %1233 ], [ %1303, %1296 ]
  %1273 = phi <16 x float> [ %1223, %1233 ], [ %1304, %1296 ]
  %1274 = phi <16 x float> [ %1224, %1233 ], [ %1305, %1296 ]
  %1275 = phi <16 x float> [ %1225, %1233 ], [ %1306, %1296 ]
  %1276 = phi <16 x float> [ %1226, %1233 ], [ %1307, %1296 ]
  %1277 = phi <16 x float> [ %1227, %1233 ], [ %1308, %1296 ]
  %1278 = phi <16 x float> [ %1228, %1233 ], [ %1309, %1296 ]
  %1279 = phi <16 x float> [ %1229, %1233 ], [ %1310, %1296 ]
  %1280 = phi <16 x float> [ %1230, %1233 ], [ %1311, %1296 ]
  %1281 = phi <16 x float> [ %1231, %1233 ], [ %1312, %1296 ]
  %1282 = phi i64 [ 0, %1233 ], [ %1313, %1296 ]
  %1283 = mul i64 %45, %1282
  %1284 = getelementptr float, ptr %1236, i64 %1283
  %1285 = getelementptr float, ptr %1284, i64 %1237
  %1286 = getelementptr float, ptr %1284, i64 %1238
  %1287 = getelementptr float, ptr %1284, i64 %1239
  %1288 = getelementptr float, ptr %1284, i64 %1240
  %1289 = getelementptr float, ptr %1284, i64 %1241
  %1290 = getelementptr float, ptr %1284, i64 %1242
  %1291 = getelementptr float, ptr %1284, i64 %1243
  %1292 = getelementptr float, ptr %1284, i64 %1244
  br i1 %46, label %1293, label %1296

1293:                                             ; preds = %1265
  %1294 = mul i64 %51, %1282
  %1295 = getelementptr i8, ptr %1245, i64 %1294
  br label %1315

1296:                                             ; preds = %1315, %1265
  %1297 = phi <16 x float> [ %1266, %1265 ], [ %1342, %1315 ]
  %1298 = phi <16 x float> [ %1267, %1265 ], [ %1343, %1315 ]
  %1299 = phi <16 x float> [ %1268, %1265 ], [ %1348, %1315 ]
  %1300 = phi <16 x float> [ %1269, %1265 ], [ %1349, %1315 ]
  %1301 = phi <16 x float> [ %1270, %1265 ], [ %1354, %1315 ]
  %1302 = phi <16 x float> [ %1271, %1265 ], [ %1355, %1315 ]
  %1303 = phi <16 x float> [ %1272, %1265 ], [ %1360, %1315 ]
  %1304 = phi <16 x float> [ %1273, %1265 ], [ %1361, %1315 ]
  %1305 = phi <16 x float> [ %1274, %1265 ], [ %1366, %1315 ]
  %1306 = phi <16 x float> [ %1275, %1265 ], [ %1367, %1315 ]
  %1307 = phi <16 x float> [ %1276, %1265 ], [ %1372, %1315 ]
  %1308 = phi <16 x float> [ %1277, %1265 ], [ %1373, %1315 ]
  %1309 = phi <16 x float> [ %1278, %1265 ], [ %1378, %1315 ]
  %1310 = phi <16 x float> [ %1279, %1265 ], [ %1379, %1315 ]
  %1311 = phi <16 x float> [ %1280, %1265 ], [ %1384, %1315 ]
  %1312 = phi <16 x float> [ %1281, %1265 ], [ %1385, %1315 ]
  %1313 = add nuw nsw i64 %1282, 1
  %1314 = icmp eq i64 %1313, %8
  br i1 %1314, label %1246, label %1265

1315:                                             ; preds = %1293, %1315
  %1316 = phi <16 x float> [ %1266, %1293 ], [ %1342, %1315 ]
  %1317 = phi <16 x float> [ %1267, %1293 ], [ %1343, %1315 ]
  %1318 = phi <16 x float> [ %1268, %1293 ], [ %1348, %1315 ]
  %1319 = phi <16 x float> [ %1269, %1293 ], [ %1349, %1315 ]
  %1320 = phi <16 x float> [ %1270, %1293 ], [ %1354, %1315 ]
  %1321 = phi <16 x float> [ %1271, %1293 ], [ %1355, %1315 ]
  %1322 = phi <16 x float> [ %1272, %1293 ], [ %1360, %1315 ]
  %1323 = phi <16 x float> [ %1273, %1293 ], [ %1361, %1315 ]
  %1324 = phi <16 x float> [ %1274, %1293 ], [ %1366, %1315 ]
  %1325 = phi <16 x float> [ %1275, %1293 ], [ %1367, %1315 ]
  %1326 = phi <16 x float> [ %1276, %1293 ], [ %1372, %1315 ]
  %1327 = phi <16 x float> [ %1277, %1293 ], [ %1373, %1315 ]
  %1328 = phi <16 x float> [ %1278, %1293 ], [ %1378, %1315 ]
  %1329 = phi <16 x float> [ %1279, %1293 ], [ %1379, %1315 ]
  %1330 = phi <16 x float> [ %1280, %1293 ], [ %1384, %1315 ]
  %1331 = phi <16 x float> [ %1281, %1293 ], [ %1385, %1315 ]
  %1332 = phi i64 [ 0, %1293 ], [ %1386, %1315 ]
  %1333 = mul nuw nsw i64 %52, %1332
  %1334 = getelementptr i8, ptr %1295, i64 %1333
  %1335 = load <16 x float>, ptr %1334, align 1
  %1336 = getelementptr inbounds nuw i8, ptr %1334, i64 64
  %1337 = load <16 x float>, ptr %1336, align 1
  %1338 = getelementptr inbounds nuw float, ptr %1285, i64 %1332
  %1339 = load float, ptr %1338, align 4
  %1340 = insertelement <16 x float> poison, float %1339, i64 0
  %1341 = shufflevector <16 x float> %1340, <16 x float> poison, <16 x i32> zeroinitializer
  %1342 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1341, <16 x float> %1335, <16 x float> %1316)
  %1343 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1341, <16 x float> %1337, <16 x float> %1317)
  %1344 = getelementptr inbounds nuw float, ptr %1286, i64 %1332
  %1345 = load float, ptr %1344, align 4
  %1346 = insertelement <16 x float> poison, float %1345, i64 0
  %1347 = shufflevector <16 x float> %1346, <16 x float> poison, <16 x i32> zeroinitializer
  %1348 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1347, <16 x float> %1335, <16 x float> %1318)
  %1349 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1347, <16 x float> %1337, <16 x float> %1319)
  %1350 = getelementptr inbounds nuw float, ptr %1287, i64 %1332
  %1351 = load float, ptr %1350, align 4
  %1352 = insertelement <16 x float> poison, float %1351, i64 0
  %1353 = shufflevector <16 x float> %1352, <16 x float> poison, <16 x i32> zeroinitializer
  %1354 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1353, <16 x float> %1335, <16 x float> %1320)
  %1355 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1353, <16 x float> %1337, <16 x float> %1321)
  %1356 = getelementptr inbounds nuw float, ptr %1288, i64 %1332
  %1357 = load float, ptr %1356, align 4
  %1358 = insertelement <16 x float> poison, float %1357, i64 0
  %1359 = shufflevector <16 x float> %1358, <16 x float> poison, <16 x i32> zeroinitializer
  %1360 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1359, <16 x float> %1335, <16 x float> %1322)
  %1361 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1359, <16 x float> %1337, <16 x float> %1323)
  %1362 = getelementptr inbounds nuw float, ptr %1289, i64 %1332
  %1363 = load float, ptr %1362, align 4
  %1364 = insertelement <16 x float> poison, float %1363, i64 0
  %1365 = shufflevector <16 x float> %1364, <16 x float> poison, <16 x i32> zeroinitializer
  %1366 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1365, <16 x float> %1335, <16 x float> %1324)
  %1367 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1365, <16 x float> %1337, <16 x float> %1325)
  %1368 = getelementptr inbounds nuw float, ptr %1290, i64 %1332
  %1369 = load float, ptr %1368, align 4
  %1370 = insertelement <16 x float> poison, float %1369, i64 0
  %1371 = shufflevector <16 x float> %1370, <16 x float> poison, <16 x i32> zeroinitializer
  %1372 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1371, <16 x float> %1335, <16 x float> %1326)
  %1373 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1371, <16 x float> %1337, <16 x float> %1327)
  %1374 = getelementptr inbounds nuw float, ptr %1291, i64 %1332
  %1375 = load float, ptr %1374, align 4
  %1376 = insertelement <16 x float> poison, float %1375, i64 0
  %1377 = shufflevector <16 x float> %1376, <16 x float> poison, <16 x i32> zeroinitializer
  %1378 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1377, <16 x float> %1335, <16 x float> %1328)
  %1379 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1377, <16 x float> %1337, <16 x float> %1329)
  %1380 = getelementptr inbounds nuw float, ptr %1292, i64 %1332
  %1381 = load float, ptr %1380, align 4
  %1382 = insertelement <16 x float> poison, float %1381, i64 0
  %1383 = shufflevector <16 x float> %1382, <16 x float> poison, <16 x i32> zeroinitializer
  %1384 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1383, <16 x float> %1335, <16 x float> %1330)
  %1385 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1383, <16 x float> %1337, <16 x float> %1331)
  %1386 = add nuw nsw i64 %1332, 1
  %1387 = icmp eq i64 %1386, %5
  br i1 %1387, label %1296, label %1315

1388:                                             ; preds = %377
  br i1 %41, label %1393, label %1389

1389:                                             ; preds = %1388
  %1390 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %133, <16 x i1> %291, <16 x float> zeroinitializer)
  %1391 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %293, <16 x i1> %292, <16 x float> zeroinitializer)
  %1392 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %295, <16 x i1> %294, <16 x float> zeroinitializer)
  br label %1441

1393:                                             ; preds = %1388
  %1394 = load i64, ptr %380, align 16
  %1395 = getelementptr float, ptr %134, i64 %1394
  %1396 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1395, <16 x i1> %296, <16 x float> zeroinitializer)
  %1397 = getelementptr inbounds nuw i8, ptr %1395, i64 64
  %1398 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1397, <16 x i1> %297, <16 x float> zeroinitializer)
  %1399 = getelementptr inbounds nuw i8, ptr %1395, i64 128
  %1400 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1399, <16 x i1> %298, <16 x float> zeroinitializer)
  %1401 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %1402 = load i64, ptr %1401, align 8
  %1403 = getelementptr float, ptr %134, i64 %1402
  %1404 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1403, <16 x i1> %296, <16 x float> zeroinitializer)
  %1405 = getelementptr inbounds nuw i8, ptr %1403, i64 64
  %1406 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1405, <16 x i1> %297, <16 x float> zeroinitializer)
  %1407 = getelementptr inbounds nuw i8, ptr %1403, i64 128
  %1408 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1407, <16 x i1> %298, <16 x float> zeroinitializer)
  %1409 = getelementptr inbounds nuw i8, ptr %380, i64 16
  %1410 = load i64, ptr %1409, align 16
  %1411 = getelementptr float, ptr %134, i64 %1410
  %1412 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1411, <16 x i1> %296, <16 x float> zeroinitializer)
  %1413 = getelementptr inbounds nuw i8, ptr %1411, i64 64
  %1414 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1413, <16 x i1> %297, <16 x float> zeroinitializer)
  %1415 = getelementptr inbounds nuw i8, ptr %1411, i64 128
  %1416 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1415, <16 x i1> %298, <16 x float> zeroinitializer)
  %1417 = getelementptr inbounds nuw i8, ptr %380, i64 24
  %1418 = load i64, ptr %1417, align 8
  %1419 = getelementptr float, ptr %134, i64 %1418
  %1420 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1419, <16 x i1> %296, <16 x float> zeroinitializer)
  %1421 = getelementptr inbounds nuw i8, ptr %1419, i64 64
  %1422 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1421, <16 x i1> %297, <16 x float> zeroinitializer)
  %1423 = getelementptr inbounds nuw i8, ptr %1419, i64 128
  %1424 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1423, <16 x i1> %298, <16 x float> zeroinitializer)
  %1425 = getelementptr inbounds nuw i8, ptr %380, i64 32
  %1426 = load i64, ptr %1425, align 16
  %1427 = getelementptr float, ptr %134, i64 %1426
  %1428 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1427, <16 x i1> %296, <16 x float> zeroinitializer)
  %1429 = getelementptr inbounds nuw i8, ptr %1427, i64 64
  %1430 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1429, <16 x i1> %297, <16 x float> zeroinitializer)
  %1431 = getelementptr inbounds nuw i8, ptr %1427, i64 128
  %1432 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1431, <16 x i1> %298, <16 x float> zeroinitializer)
  %1433 = getelementptr inbounds nuw i8, ptr %380, i64 40
  %1434 = load i64, ptr %1433, align 8
  %1435 = getelementptr float, ptr %134, i64 %1434
  %1436 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1435, <16 x i1> %296, <16 x float> zeroinitializer)
  %1437 = getelementptr inbounds nuw i8, ptr %1435, i64 64
  %1438 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1437, <16 x i1> %297, <16 x float> zeroinitializer)
  %1439 = getelementptr inbounds nuw i8, ptr %1435, i64 128
  %1440 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1439, <16 x i1> %298, <16 x float> zeroinitializer)
  br label %1441

1441:                                             ; preds = %1389, %1393
  %1442 = phi <16 x float> [ %1396, %1393 ], [ %1390, %1389 ]
  %1443 = phi <16 x float> [ %1398, %1393 ], [ %1391, %1389 ]
  %1444 = phi <16 x float> [ %1400, %1393 ], [ %1392, %1389 ]
  %1445 = phi <16 x float> [ %1404, %1393 ], [ %1390, %1389 ]
  %1446 = phi <16 x float> [ %1406, %1393 ], [ %1391, %1389 ]
  %1447 = phi <16 x float> [ %1408, %1393 ], [ %1392, %1389 ]
  %1448 = phi <16 x float> [ %1412, %1393 ], [ %1390, %1389 ]
  %1449 = phi <16 x float> [ %1414, %1393 ], [ %1391, %1389 ]
  %1450 = phi <16 x float> [ %1416, %1393 ], [ %1392, %1389 ]
  %1451 = phi <16 x float> [ %1420, %1393 ], [ %1390, %1389 ]
  %1452 = phi <16 x float> [ %1422, %1393 ], [ %1391, %1389 ]
  %1453 = phi <16 x float> [ %1424, %1393 ], [ %1392, %1389 ]
  %1454 = phi <16 x float> [ %1428, %1393 ], [ %1390, %1389 ]
  %1455 = phi <16 x float> [ %1430, %1393 ], [ %1391, %1389 ]
  %1456 = phi <16 x float> [ %1432, %1393 ], [ %1392, %1389 ]
  %1457 = phi <16 x float> [ %1436, %1393 ], [ %1390, %1389 ]
  %1458 = phi <16 x float> [ %1438, %1393 ], [ %1391, %1389 ]
  %1459 = phi <16 x float> [ %1440, %1393 ], [ %1392, %1389 ]
  br i1 %43, label %1460, label %1466

1460:                                             ; preds = %1441
  %1461 = getelementptr inbounds nuw i8, ptr %379, i64 8
  %1462 = getelementptr inbounds nuw i8, ptr %379, i64 16
  %1463 = getelementptr inbounds nuw i8, ptr %379, i64 24
  %1464 = getelementptr inbounds nuw i8, ptr %379, i64 32
  %1465 = getelementptr inbounds nuw i8, ptr %379, i64 40
  br label %1514

1466:                                             ; preds = %1544, %1441
  %1467 = phi <16 x float> [ %1442, %1441 ], [ %1545, %1544 ]
  %1468 = phi <16 x float> [ %1443, %1441 ], [ %1546, %1544 ]
  %1469 = phi <16 x float> [ %1444, %1441 ], [ %1547, %1544 ]
  %1470 = phi <16 x float> [ %1445, %1441 ], [ %1548, %1544 ]
  %1471 = phi <16 x float> [ %1446, %1441 ], [ %1549, %1544 ]
  %1472 = phi <16 x float> [ %1447, %1441 ], [ %1550, %1544 ]
  %1473 = phi <16 x float> [ %1448, %1441 ], [ %1551, %1544 ]
  %1474 = phi <16 x float> [ %1449, %1441 ], [ %1552, %1544 ]
  %1475 = phi <16 x float> [ %1450, %1441 ], [ %1553, %1544 ]
  %1476 = phi <16 x float> [ %1451, %1441 ], [ %1554, %1544 ]
  %1477 = phi <16 x float> [ %1452, %1441 ], [ %1555, %1544 ]
  %1478 = phi <16 x float> [ %1453, %1441 ], [ %1556, %1544 ]
  %1479 = phi <16 x float> [ %1454, %1441 ], [ %1557, %1544 ]
  %1480 = phi <16 x float> [ %1455, %1441 ], [ %1558, %1544 ]
  %1481 = phi <16 x float> [ %1456, %1441 ], [ %1559, %1544 ]
  %1482 = phi <16 x float> [ %1457, %1441 ], [ %1560, %1544 ]
  %1483 = phi <16 x float> [ %1458, %1441 ], [ %1561, %1544 ]
  %1484 = phi <16 x float> [ %1459, %1441 ], [ %1562, %1544 ]
  %1485 = load i64, ptr %380, align 16
  %1486 = getelementptr float, ptr %134, i64 %1485
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1467, ptr align 1 %1486, <16 x i1> %302)
  %1487 = getelementptr inbounds nuw i8, ptr %1486, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1468, ptr nonnull align 1 %1487, <16 x i1> %303)
  %1488 = getelementptr inbounds nuw i8, ptr %1486, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1469, ptr nonnull align 1 %1488, <16 x i1> %304)
  %1489 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %1490 = load i64, ptr %1489, align 8
  %1491 = getelementptr float, ptr %134, i64 %1490
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1470, ptr align 1 %1491, <16 x i1> %302)
  %1492 = getelementptr inbounds nuw i8, ptr %1491, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1471, ptr nonnull align 1 %1492, <16 x i1> %303)
  %1493 = getelementptr inbounds nuw i8, ptr %1491, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1472, ptr nonnull align 1 %1493, <16 x i1> %304)
  %1494 = getelementptr inbounds nuw i8, ptr %380, i64 16
  %1495 = load i64, ptr %1494, align 16
  %1496 = getelementptr float, ptr %134, i64 %1495
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1473, ptr align 1 %1496, <16 x i1> %302)
  %1497 = getelementptr inbounds nuw i8, ptr %1496, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1474, ptr nonnull align 1 %1497, <16 x i1> %303)
  %1498 = getelementptr inbounds nuw i8, ptr %1496, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1475, ptr nonnull align 1 %1498, <16 x i1> %304)
  %1499 = getelementptr inbounds nuw i8, ptr %380, i64 24
  %1500 = load i64, ptr %1499, align 8
  %1501 = getelementptr float, ptr %134, i64 %1500
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1476, ptr align 1 %1501, <16 x i1> %302)
  %1502 = getelementptr inbounds nuw i8, ptr %1501, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1477, ptr nonnull align 1 %1502, <16 x i1> %303)
  %1503 = getelementptr inbounds nuw i8, ptr %1501, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1478, ptr nonnull align 1 %1503, <16 x i1> %304)
  %1504 = getelementptr inbounds nuw i8, ptr %380, i64 32
  %1505 = load i64, ptr %1504, align 16
  %1506 = getelementptr float, ptr %134, i64 %1505
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1479, ptr align 1 %1506, <16 x i1> %302)
  %1507 = getelementptr inbounds nuw i8, ptr %1506, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1480, ptr nonnull align 1 %1507, <16 x i1> %303)
  %1508 = getelementptr inbounds nuw i8, ptr %1506, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1481, ptr nonnull align 1 %1508, <16 x i1> %304)
  %1509 = getelementptr inbounds nuw i8, ptr %380, i64 40
  %1510 = load i64, ptr %1509, align 8
  %1511 = getelementptr float, ptr %134, i64 %1510
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1482, ptr align 1 %1511, <16 x i1> %302)
  %1512 = getelementptr inbounds nuw i8, ptr %1511, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1483, ptr nonnull align 1 %1512, <16 x i1> %303)
  %1513 = getelementptr inbounds nuw i8, ptr %1511, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1484, ptr nonnull align 1 %1513, <16 x i1> %304)
  br label %2728

1514:                                             ; preds = %1460, %1544
  %1515 = phi <16 x float> [ %1442, %1460 ], [ %1545, %1544 ]
  %1516 = phi <16 x float> [ %1443, %1460 ], [ %1546, %1544 ]
  %1517 = phi <16 x float> [ %1444, %1460 ], [ %1547, %1544 ]
  %1518 = phi <16 x float> [ %1445, %1460 ], [ %1548, %1544 ]
  %1519 = phi <16 x float> [ %1446, %1460 ], [ %1549, %1544 ]
  %1520 = phi <16 x float> [ %1447, %1460 ], [ %1550, %1544 ]
  %1521 = phi <16 x float> [ %1448, %1460 ], [ %1551, %1544 ]
  %1522 = phi <16 x float> [ %1449, %1460 ], [ %1552, %1544 ]
  %1523 = phi <16 x float> [ %1450, %1460 ], [ %1553, %1544 ]
  %1524 = phi <16 x float> [ %1451, %1460 ], [ %1554, %1544 ]
  %1525 = phi <16 x float> [ %1452, %1460 ], [ %1555, %1544 ]
  %1526 = phi <16 x float> [ %1453, %1460 ], [ %1556, %1544 ]
  %1527 = phi <16 x float> [ %1454, %1460 ], [ %1557, %1544 ]
  %1528 = phi <16 x float> [ %1455, %1460 ], [ %1558, %1544 ]
  %1529 = phi <16 x float> [ %1456, %1460 ], [ %1559, %1544 ]
  %1530 = phi <16 x float> [ %1457, %1460 ], [ %1560, %1544 ]
  %1531 = phi <16 x float> [ %1458, %1460 ], [ %1561, %1544 ]
  %1532 = phi <16 x float> [ %1459, %1460 ], [ %1562, %1544 ]
  %1533 = phi i64 [ 0, %1460 ], [ %1563, %1544 ]
  br i1 %44, label %1534, label %1544

1534:                                             ; preds = %1514
  %1535 = mul i64 %42, %1533
  %1536 = getelementptr float, ptr %25, i64 %1535
  %1537 = mul nuw nsw i64 %1533, %8
  %1538 = load i64, ptr %379, align 16
  %1539 = load i64, ptr %1461, align 8
  %1540 = load i64, ptr %1462, align 16
  %1541 = load i64, ptr %1463, align 8
  %1542 = load i64, ptr %1464, align 16
  %1543 = load i64, ptr %1465, align 8
  br label %1565

1544:                                             ; preds = %1596, %1514
  %1545 = phi <16 x float> [ %1515, %1514 ], [ %1597, %1596 ]
  %1546 = phi <16 x float> [ %1516, %1514 ], [ %1598, %1596 ]
  %1547 = phi <16 x float> [ %1517, %1514 ], [ %1599, %1596 ]
  %1548 = phi <16 x float> [ %1518, %1514 ], [ %1600, %1596 ]
  %1549 = phi <16 x float> [ %1519, %1514 ], [ %1601, %1596 ]
  %1550 = phi <16 x float> [ %1520, %1514 ], [ %1602, %1596 ]
  %1551 = phi <16 x float> [ %1521, %1514 ], [ %1603, %1596 ]
  %1552 = phi <16 x float> [ %1522, %1514 ], [ %1604, %1596 ]
  %1553 = phi <16 x float> [ %1523, %1514 ], [ %1605, %1596 ]
  %1554 = phi <16 x float> [ %1524, %1514 ], [ %1606, %1596 ]
  %1555 = phi <16 x float> [ %1525, %1514 ], [ %1607, %1596 ]
  %1556 = phi <16 x float> [ %1526, %1514 ], [ %1608, %1596 ]
  %1557 = phi <16 x float> [ %1527, %1514 ], [ %1609, %1596 ]
  %1558 = phi <16 x float> [ %1528, %1514 ], [ %1610, %1596 ]
  %1559 = phi <16 x float> [ %1529, %1514 ], [ %1611, %1596 ]
  %1560 = phi <16 x float> [ %1530, %1514 ], [ %1612, %1596 ]
  %1561 = phi <16 x float> [ %1531, %1514 ], [ %1613, %1596 ]
  %1562 = phi <16 x float> [ %1532, %1514 ], [ %1614, %1596 ]
  %1563 = add nuw nsw i64 %1533, 1
  %1564 = icmp eq i64 %1563, %7
  br i1 %1564, label %1466, label %1514

1565:                                             ; preds = %1534, %1596
  %1566 = phi <16 x float> [ %1515, %1534 ], [ %1597, %1596 ]
  %1567 = phi <16 x float> [ %1516, %1534 ], [ %1598, %1596 ]
  %1568 = phi <16 x float> [ %1517, %1534 ], [ %1599, %1596 ]
  %1569 = phi <16 x float> [ %1518, %1534 ], [ %1600, %1596 ]
  %1570 = phi <16 x float> [ %1519, %1534 ], [ %1601, %1596 ]
  %1571 = phi <16 x float> [ %1520, %1534 ], [ %1602, %1596 ]
  %1572 = phi <16 x float> [ %1521, %1534 ], [ %1603, %1596 ]
  %1573 = phi <16 x float> [ %1522, %1534 ], [ %1604, %1596 ]
  %1574 = phi <16 x float> [ %1523, %1534 ], [ %1605, %1596 ]
  %1575 = phi <16 x float> [ %1524, %1534 ], [ %1606, %1596 ]
  %1576 = phi <16 x float> [ %1525, %1534 ], [ %1607, %1596 ]
  %1577 = phi <16 x float> [ %1526, %1534 ], [ %1608, %1596 ]
  %1578 = phi <16 x float> [ %1527, %1534 ], [ %1609, %1596 ]
  %1579 = phi <16 x float> [ %1528, %1534 ], [ %1610, %1596 ]
  %1580 = phi <16 x float> [ %1529, %1534 ], [ %1611, %1596 ]
  %1581 = phi <16 x float> [ %1530, %1534 ], [ %1612, %1596 ]
  %1582 = phi <16 x float> [ %1531, %1534 ], [ %1613, %1596 ]
  %1583 = phi <16 x float> [ %1532, %1534 ], [ %1614, %1596 ]
  %1584 = phi i64 [ 0, %1534 ], [ %1615, %1596 ]
  %1585 = mul i64 %45, %1584
  %1586 = getelementptr float, ptr %1536, i64 %1585
  %1587 = getelementptr float, ptr %1586, i64 %1538
  %1588 = getelementptr float, ptr %1586, i64 %1539
  %1589 = getelementptr float, ptr %1586, i64 %1540
  %1590 = getelementptr float, ptr %1586, i64 %1541
  %1591 = getelementptr float, ptr %1586, i64 %1542
  %1592 = getelementptr float, ptr %1586, i64 %1543
  %1593 = add nuw nsw i64 %1584, %1537
  %1594 = mul i64 %47, %1593
  %1595 = getelementptr float, ptr %135, i64 %1594
  br i1 %46, label %1617, label %1596

1596:                                             ; preds = %1617, %1565
  %1597 = phi <16 x float> [ %1566, %1565 ], [ %1648, %1617 ]
  %1598 = phi <16 x float> [ %1567, %1565 ], [ %1649, %1617 ]
  %1599 = phi <16 x float> [ %1568, %1565 ], [ %1650, %1617 ]
  %1600 = phi <16 x float> [ %1569, %1565 ], [ %1655, %1617 ]
  %1601 = phi <16 x float> [ %1570, %1565 ], [ %1656, %1617 ]
  %1602 = phi <16 x float> [ %1571, %1565 ], [ %1657, %1617 ]
  %1603 = phi <16 x float> [ %1572, %1565 ], [ %1662, %1617 ]
  %1604 = phi <16 x float> [ %1573, %1565 ], [ %1663, %1617 ]
  %1605 = phi <16 x float> [ %1574, %1565 ], [ %1664, %1617 ]
  %1606 = phi <16 x float> [ %1575, %1565 ], [ %1669, %1617 ]
  %1607 = phi <16 x float> [ %1576, %1565 ], [ %1670, %1617 ]
  %1608 = phi <16 x float> [ %1577, %1565 ], [ %1671, %1617 ]
  %1609 = phi <16 x float> [ %1578, %1565 ], [ %1676, %1617 ]
  %1610 = phi <16 x float> [ %1579, %1565 ], [ %1677, %1617 ]
  %1611 = phi <16 x float> [ %1580, %1565 ], [ %1678, %1617 ]
  %1612 = phi <16 x float> [ %1581, %1565 ], [ %1683, %1617 ]
  %1613 = phi <16 x float> [ %1582, %1565 ], [ %1684, %1617 ]
  %1614 = phi <16 x float> [ %1583, %1565 ], [ %1685, %1617 ]
  %1615 = add nuw nsw i64 %1584, 1
  %1616 = icmp eq i64 %1615, %8
  br i1 %1616, label %1544, label %1565

1617:                                             ; preds = %1565, %1617
  %1618 = phi <16 x float> [ %1648, %1617 ], [ %1566, %1565 ]
  %1619 = phi <16 x float> [ %1649, %1617 ], [ %1567, %1565 ]
  %1620 = phi <16 x float> [ %1650, %1617 ], [ %1568, %1565 ]
  %1621 = phi <16 x float> [ %1655, %1617 ], [ %1569, %1565 ]
  %1622 = phi <16 x float> [ %1656, %1617 ], [ %1570, %1565 ]
  %1623 = phi <16 x float> [ %1657, %1617 ], [ %1571, %1565 ]
  %1624 = phi <16 x float> [ %1662, %1617 ], [ %1572, %1565 ]
  %1625 = phi <16 x float> [ %1663, %1617 ], [ %1573, %1565 ]
  %1626 = phi <16 x float> [ %1664, %1617 ], [ %1574, %1565 ]
  %1627 = phi <16 x float> [ %1669, %1617 ], [ %1575, %1565 ]
  %1628 = phi <16 x float> [ %1670, %1617 ], [ %1576, %1565 ]
  %1629 = phi <16 x float> [ %1671, %1617 ], [ %1577, %1565 ]
  %1630 = phi <16 x float> [ %1676, %1617 ], [ %1578, %1565 ]
  %1631 = phi <16 x float> [ %1677, %1617 ], [ %1579, %1565 ]
  %1632 = phi <16 x float> [ %1678, %1617 ], [ %1580, %1565 ]
  %1633 = phi <16 x float> [ %1683, %1617 ], [ %1581, %1565 ]
  %1634 = phi <16 x float> [ %1684, %1617 ], [ %1582, %1565 ]
  %1635 = phi <16 x float> [ %1685, %1617 ], [ %1583, %1565 ]
  %1636 = phi i64 [ %1686, %1617 ], [ 0, %1565 ]
  %1637 = mul nuw nsw i64 %1636, %6
  %1638 = getelementptr inbounds nuw float, ptr %1595, i64 %1637
  %1639 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1638, <16 x i1> %299, <16 x float> zeroinitializer)
  %1640 = getelementptr inbounds nuw i8, ptr %1638, i64 64
  %1641 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1640, <16 x i1> %300, <16 x float> zeroinitializer)
  %1642 = getelementptr inbounds nuw i8, ptr %1638, i64 128
  %1643 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1642, <16 x i1> %301, <16 x float> zeroinitializer)
  %1644 = getelementptr inbounds nuw float, ptr %1587, i64 %1636
  %1645 = load float, ptr %1644, align 4
  %1646 = insertelement <16 x float> poison, float %1645, i64 0
  %1647 = shufflevector <16 x float> %1646, <16 x float> poison, <16 x i32> zeroinitializer
  %1648 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1647, <16 x float> %1639, <16 x float> %1618)
  %1649 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1647, <16 x float> %1641, <16 x float> %1619)
  %1650 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1647, <16 x float> %1643, <16 x float> %1620)
  %1651 = getelementptr inbounds nuw float, ptr %1588, i64 %1636
  %1652 = load float, ptr %1651, align 4
  %1653 = insertelement <16 x float> poison, float %1652, i64 0
  %1654 = shufflevector <16 x float> %1653, <16 x float> poison, <16 x i32> zeroinitializer
  %1655 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1654, <16 x float> %1639, <16 x float> %1621)
  %1656 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1654, <16 x float> %1641, <16 x float> %1622)
  %1657 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1654, <16 x float> %1643, <16 x float> %1623)
  %1658 = getelementptr inbounds nuw float, ptr %1589, i64 %1636
  %1659 = load float, ptr %1658, align 4
  %1660 = insertelement <16 x float> poison, float %1659, i64 0
  %1661 = shufflevector <16 x float> %1660, <16 x float> poison, <16 x i32> zeroinitializer
  %1662 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1661, <16 x float> %1639, <16 x float> %1624)
  %1663 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1661, <16 x float> %1641, <16 x float> %1625)
  %1664 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1661, <16 x float> %1643, <16 x float> %1626)
  %1665 = getelementptr inbounds nuw float, ptr %1590, i64 %1636
  %1666 = load float, ptr %1665, align 4
  %1667 = insertelement <16 x float> poison, float %1666, i64 0
  %1668 = shufflevector <16 x float> %1667, <16 x float> poison, <16 x i32> zeroinitializer
  %1669 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1668, <16 x float> %1639, <16 x float> %1627)
  %1670 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1668, <16 x float> %1641, <16 x float> %1628)
  %1671 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1668, <16 x float> %1643, <16 x float> %1629)
  %1672 = getelementptr inbounds nuw float, ptr %1591, i64 %1636
  %1673 = load float, ptr %1672, align 4
  %1674 = insertelement <16 x float> poison, float %1673, i64 0
  %1675 = shufflevector <16 x float> %1674, <16 x float> poison, <16 x i32> zeroinitializer
  %1676 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1675, <16 x float> %1639, <16 x float> %1630)
  %1677 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1675, <16 x float> %1641, <16 x float> %1631)
  %1678 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1675, <16 x float> %1643, <16 x float> %1632)
  %1679 = getelementptr inbounds nuw float, ptr %1592, i64 %1636
  %1680 = load float, ptr %1679, align 4
  %1681 = insertelement <16 x float> poison, float %1680, i64 0
  %1682 = shufflevector <16 x float> %1681, <16 x float> poison, <16 x i32> zeroinitializer
  %1683 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1682, <16 x float> %1639, <16 x float> %1633)
  %1684 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1682, <16 x float> %1641, <16 x float> %1634)
  %1685 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1682, <16 x float> %1643, <16 x float> %1635)
  %1686 = add nuw nsw i64 %1636, 1
  %1687 = icmp eq i64 %1686, %5
  br i1 %1687, label %1596, label %1617

1688:                                             ; preds = %377
  br i1 %41, label %1693, label %1689

1689:                                             ; preds = %1688
  %1690 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %133, <16 x i1> %256, <16 x float> zeroinitializer)
  %1691 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %258, <16 x i1> %257, <16 x float> zeroinitializer)
  %1692 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %260, <16 x i1> %259, <16 x float> zeroinitializer)
  br label %1741

1693:                                             ; preds = %1688
  %1694 = load i64, ptr %380, align 16
  %1695 = getelementptr float, ptr %134, i64 %1694
  %1696 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1695, <16 x i1> %261, <16 x float> zeroinitializer)
  %1697 = getelementptr inbounds nuw i8, ptr %1695, i64 64
  %1698 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1697, <16 x i1> %262, <16 x float> zeroinitializer)
  %1699 = getelementptr inbounds nuw i8, ptr %1695, i64 128
  %1700 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1699, <16 x i1> %263, <16 x float> zeroinitializer)
  %1701 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %1702 = load i64, ptr %1701, align 8
  %1703 = getelementptr float, ptr %134, i64 %1702
  %1704 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1703, <16 x i1> %261, <16 x float> zeroinitializer)
  %1705 = getelementptr inbounds nuw i8, ptr %1703, i64 64
  %1706 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1705, <16 x i1> %262, <16 x float> zeroinitializer)
  %1707 = getelementptr inbounds nuw i8, ptr %1703, i64 128
  %1708 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1707, <16 x i1> %263, <16 x float> zeroinitializer)
  %1709 = getelementptr inbounds nuw i8, ptr %380, i64 16
  %1710 = load i64, ptr %1709, align 16
  %1711 = getelementptr float, ptr %134, i64 %1710
  %1712 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1711, <16 x i1> %261, <16 x float> zeroinitializer)
  %1713 = getelementptr inbounds nuw i8, ptr %1711, i64 64
  %1714 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1713, <16 x i1> %262, <16 x float> zeroinitializer)
  %1715 = getelementptr inbounds nuw i8, ptr %1711, i64 128
  %1716 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1715, <16 x i1> %263, <16 x float> zeroinitializer)
  %1717 = getelementptr inbounds nuw i8, ptr %380, i64 24
  %1718 = load i64, ptr %1717, align 8
  %1719 = getelementptr float, ptr %134, i64 %1718
  %1720 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1719, <16 x i1> %261, <16 x float> zeroinitializer)
  %1721 = getelementptr inbounds nuw i8, ptr %1719, i64 64
  %1722 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1721, <16 x i1> %262, <16 x float> zeroinitializer)
  %1723 = getelementptr inbounds nuw i8, ptr %1719, i64 128
  %1724 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1723, <16 x i1> %263, <16 x float> zeroinitializer)
  %1725 = getelementptr inbounds nuw i8, ptr %380, i64 32
  %1726 = load i64, ptr %1725, align 16
  %1727 = getelementptr float, ptr %134, i64 %1726
  %1728 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1727, <16 x i1> %261, <16 x float> zeroinitializer)
  %1729 = getelementptr inbounds nuw i8, ptr %1727, i64 64
  %1730 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1729, <16 x i1> %262, <16 x float> zeroinitializer)
  %1731 = getelementptr inbounds nuw i8, ptr %1727, i64 128
  %1732 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1731, <16 x i1> %263, <16 x float> zeroinitializer)
  %1733 = getelementptr inbounds nuw i8, ptr %380, i64 40
  %1734 = load i64, ptr %1733, align 8
  %1735 = getelementptr float, ptr %134, i64 %1734
  %1736 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1735, <16 x i1> %261, <16 x float> zeroinitializer)
  %1737 = getelementptr inbounds nuw i8, ptr %1735, i64 64
  %1738 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1737, <16 x i1> %262, <16 x float> zeroinitializer)
  %1739 = getelementptr inbounds nuw i8, ptr %1735, i64 128
  %1740 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1739, <16 x i1> %263, <16 x float> zeroinitializer)
  br label %1741

1741:                                             ; preds = %1689, %1693
  %1742 = phi <16 x float> [ %1740, %1693 ], [ %1692, %1689 ]
  %1743 = phi <16 x float> [ %1738, %1693 ], [ %1691, %1689 ]
  %1744 = phi <16 x float> [ %1736, %1693 ], [ %1690, %1689 ]
  %1745 = phi <16 x float> [ %1732, %1693 ], [ %1692, %1689 ]
  %1746 = phi <16 x float> [ %1730, %1693 ], [ %1691, %1689 ]
  %1747 = phi <16 x float> [ %1728, %1693 ], [ %1690, %1689 ]
  %1748 = phi <16 x float> [ %1724, %1693 ], [ %1692, %1689 ]
  %1749 = phi <16 x float> [ %1722, %1693 ], [ %1691, %1689 ]
  %1750 = phi <16 x float> [ %1720, %1693 ], [ %1690, %1689 ]
  %1751 = phi <16 x float> [ %1716, %1693 ], [ %1692, %1689 ]
  %1752 = phi <16 x float> [ %1714, %1693 ], [ %1691, %1689 ]
  %1753 = phi <16 x float> [ %1712, %1693 ], [ %1690, %1689 ]
  %1754 = phi <16 x float> [ %1708, %1693 ], [ %1692, %1689 ]
  %1755 = phi <16 x float> [ %1706, %1693 ], [ %1691, %1689 ]
  %1756 = phi <16 x float> [ %1704, %1693 ], [ %1690, %1689 ]
  %1757 = phi <16 x float> [ %1700, %1693 ], [ %1692, %1689 ]
  %1758 = phi <16 x float> [ %1698, %1693 ], [ %1691, %1689 ]
  %1759 = phi <16 x float> [ %1696, %1693 ], [ %1690, %1689 ]
  br i1 %43, label %1760, label %1766

1760:                                             ; preds = %1741
  %1761 = getelementptr inbounds nuw i8, ptr %379, i64 8
  %1762 = getelementptr inbounds nuw i8, ptr %379, i64 16
  %1763 = getelementptr inbounds nuw i8, ptr %379, i64 24
  %1764 = getelementptr inbounds nuw i8, ptr %379, i64 32
  %1765 = getelementptr inbounds nuw i8, ptr %379, i64 40
  br label %1814

1766:                                             ; preds = %1845, %1741
  %1767 = phi <16 x float> [ %1742, %1741 ], [ %1846, %1845 ]
  %1768 = phi <16 x float> [ %1743, %1741 ], [ %1847, %1845 ]
  %1769 = phi <16 x float> [ %1744, %1741 ], [ %1848, %1845 ]
  %1770 = phi <16 x float> [ %1745, %1741 ], [ %1849, %1845 ]
  %1771 = phi <16 x float> [ %1746, %1741 ], [ %1850, %1845 ]
  %1772 = phi <16 x float> [ %1747, %1741 ], [ %1851, %1845 ]
  %1773 = phi <16 x float> [ %1748, %1741 ], [ %1852, %1845 ]
  %1774 = phi <16 x float> [ %1749, %1741 ], [ %1853, %1845 ]
  %1775 = phi <16 x float> [ %1750, %1741 ], [ %1854, %1845 ]
  %1776 = phi <16 x float> [ %1751, %1741 ], [ %1855, %1845 ]
  %1777 = phi <16 x float> [ %1752, %1741 ], [ %1856, %1845 ]
  %1778 = phi <16 x float> [ %1753, %1741 ], [ %1857, %1845 ]
  %1779 = phi <16 x float> [ %1754, %1741 ], [ %1858, %1845 ]
  %1780 = phi <16 x float> [ %1755, %1741 ], [ %1859, %1845 ]
  %1781 = phi <16 x float> [ %1756, %1741 ], [ %1860, %1845 ]
  %1782 = phi <16 x float> [ %1757, %1741 ], [ %1861, %1845 ]
  %1783 = phi <16 x float> [ %1758, %1741 ], [ %1862, %1845 ]
  %1784 = phi <16 x float> [ %1759, %1741 ], [ %1863, %1845 ]
  %1785 = load i64, ptr %380, align 16
  %1786 = getelementptr float, ptr %134, i64 %1785
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1784, ptr align 1 %1786, <16 x i1> %265)
  %1787 = getelementptr inbounds nuw i8, ptr %1786, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1783, ptr nonnull align 1 %1787, <16 x i1> %266)
  %1788 = getelementptr inbounds nuw i8, ptr %1786, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1782, ptr nonnull align 1 %1788, <16 x i1> %267)
  %1789 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %1790 = load i64, ptr %1789, align 8
  %1791 = getelementptr float, ptr %134, i64 %1790
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1781, ptr align 1 %1791, <16 x i1> %265)
  %1792 = getelementptr inbounds nuw i8, ptr %1791, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1780, ptr nonnull align 1 %1792, <16 x i1> %266)
  %1793 = getelementptr inbounds nuw i8, ptr %1791, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1779, ptr nonnull align 1 %1793, <16 x i1> %267)
  %1794 = getelementptr inbounds nuw i8, ptr %380, i64 16
  %1795 = load i64, ptr %1794, align 16
  %1796 = getelementptr float, ptr %134, i64 %1795
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1778, ptr align 1 %1796, <16 x i1> %265)
  %1797 = getelementptr inbounds nuw i8, ptr %1796, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1777, ptr nonnull align 1 %1797, <16 x i1> %266)
  %1798 = getelementptr inbounds nuw i8, ptr %1796, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1776, ptr nonnull align 1 %1798, <16 x i1> %267)
  %1799 = getelementptr inbounds nuw i8, ptr %380, i64 24
  %1800 = load i64, ptr %1799, align 8
  %1801 = getelementptr float, ptr %134, i64 %1800
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1775, ptr align 1 %1801, <16 x i1> %265)
  %1802 = getelementptr inbounds nuw i8, ptr %1801, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1774, ptr nonnull align 1 %1802, <16 x i1> %266)
  %1803 = getelementptr inbounds nuw i8, ptr %1801, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1773, ptr nonnull align 1 %1803, <16 x i1> %267)
  %1804 = getelementptr inbounds nuw i8, ptr %380, i64 32
  %1805 = load i64, ptr %1804, align 16
  %1806 = getelementptr float, ptr %134, i64 %1805
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1772, ptr align 1 %1806, <16 x i1> %265)
  %1807 = getelementptr inbounds nuw i8, ptr %1806, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1771, ptr nonnull align 1 %1807, <16 x i1> %266)
  %1808 = getelementptr inbounds nuw i8, ptr %1806, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1770, ptr nonnull align 1 %1808, <16 x i1> %267)
  %1809 = getelementptr inbounds nuw i8, ptr %380, i64 40
  %1810 = load i64, ptr %1809, align 8
  %1811 = getelementptr float, ptr %134, i64 %1810
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1769, ptr align 1 %1811, <16 x i1> %265)
  %1812 = getelementptr inbounds nuw i8, ptr %1811, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1768, ptr nonnull align 1 %1812, <16 x i1> %266)
  %1813 = getelementptr inbounds nuw i8, ptr %1811, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1767, ptr nonnull align 1 %1813, <16 x i1> %267)
  br label %2728

1814:                                             ; preds = %1760, %1845
  %1815 = phi <16 x float> [ %1742, %1760 ], [ %1846, %1845 ]
  %1816 = phi <16 x float> [ %1743, %1760 ], [ %1847, %1845 ]
  %1817 = phi <16 x float> [ %1744, %1760 ], [ %1848, %1845 ]
  %1818 = phi <16 x float> [ %1745, %1760 ], [ %1849, %1845 ]
  %1819 = phi <16 x float> [ %1746, %1760 ], [ %1850, %1845 ]
  %1820 = phi <16 x float> [ %1747, %1760 ], [ %1851, %1845 ]
  %1821 = phi <16 x float> [ %1748, %1760 ], [ %1852, %1845 ]
  %1822 = phi <16 x float> [ %1749, %1760 ], [ %1853, %1845 ]
  %1823 = phi <16 x float> [ %1750, %1760 ], [ %1854, %1845 ]
  %1824 = phi <16 x float> [ %1751, %1760 ], [ %1855, %1845 ]
  %1825 = phi <16 x float> [ %1752, %1760 ], [ %1856, %1845 ]
  %1826 = phi <16 x float> [ %1753, %1760 ], [ %1857, %1845 ]
  %1827 = phi <16 x float> [ %1754, %1760 ], [ %1858, %1845 ]
  %1828 = phi <16 x float> [ %1755, %1760 ], [ %1859, %1845 ]
  %1829 = phi <16 x float> [ %1756, %1760 ], [ %1860, %1845 ]
  %1830 = phi <16 x float> [ %1757, %1760 ], [ %1861, %1845 ]
  %1831 = phi <16 x float> [ %1758, %1760 ], [ %1862, %1845 ]
  %1832 = phi <16 x float> [ %1759, %1760 ], [ %1863, %1845 ]
  %1833 = phi i64 [ 0, %1760 ], [ %1864, %1845 ]
  br i1 %44, label %1834, label %1845

1834:                                             ; preds = %1814
  %1835 = mul i64 %50, %1833
  %1836 = mul i64 %42, %1833
  %1837 = getelementptr float, ptr %25, i64 %1836
  %1838 = load i64, ptr %379, align 16
  %1839 = load i64, ptr %1761, align 8
  %1840 = load i64, ptr %1762, align 16
  %1841 = load i64, ptr %1763, align 8
  %1842 = load i64, ptr %1764, align 16
  %1843 = load i64, ptr %1765, align 8
  %1844 = getelementptr i8, ptr %264, i64 %1835
  br label %1866

1845:                                             ; preds = %1897, %1814
  %1846 = phi <16 x float> [ %1815, %1814 ], [ %1898, %1897 ]
  %1847 = phi <16 x float> [ %1816, %1814 ], [ %1899, %1897 ]
  %1848 = phi <16 x float> [ %1817, %1814 ], [ %1900, %1897 ]
  %1849 = phi <16 x float> [ %1818, %1814 ], [ %1901, %1897 ]
  %1850 = phi <16 x float> [ %1819, %1814 ], [ %1902, %1897 ]
  %1851 = phi <16 x float> [ %1820, %1814 ], [ %1903, %1897 ]
  %1852 = phi <16 x float> [ %1821, %1814 ], [ %1904, %1897 ]
  %1853 = phi <16 x float> [ %1822, %1814 ], [ %1905, %1897 ]
  %1854 = phi <16 x float> [ %1823, %1814 ], [ %1906, %1897 ]
  %1855 = phi <16 x float> [ %1824, %1814 ], [ %1907, %1897 ]
  %1856 = phi <16 x float> [ %1825, %1814 ], [ %1908, %1897 ]
  %1857 = phi <16 x float> [ %1826, %1814 ], [ %1909, %1897 ]
  %1858 = phi <16 x float> [ %1827, %1814 ], [ %1910, %1897 ]
  %1859 = phi <16 x float> [ %1828, %1814 ], [ %1911, %1897 ]
  %1860 = phi <16 x float> [ %1829, %1814 ], [ %1912, %1897 ]
  %1861 = phi <16 x float> [ %1830, %1814 ], [ %1913, %1897 ]
  %1862 = phi <16 x float> [ %1831, %1814 ], [ %1914, %1897 ]
  %1863 = phi <16 x float> [ %1832, %1814 ], [ %1915, %1897 ]
  %1864 = add nuw nsw i64 %1833, 1
  %1865 = icmp eq i64 %1864, %7
  br i1 %1865, label %1766, label %1814

1866:                                             ; preds = %1834, %1897
  %1867 = phi <16 x float> [ %1815, %1834 ], [ %1898, %1897 ]
  %1868 = phi <16 x float> [ %1816, %1834 ], [ %1899, %1897 ]
  %1869 = phi <16 x float> [ %1817, %1834 ], [ %1900, %1897 ]
  %1870 = phi <16 x float> [ %1818, %1834 ], [ %1901, %1897 ]
  %1871 = phi <16 x float> [ %1819, %1834 ], [ %1902, %1897 ]
  %1872 = phi <16 x float> [ %1820, %1834 ], [ %1903, %1897 ]
  %1873 = phi <16 x float> [ %1821, %1834 ], [ %1904, %1897 ]
  %1874 = phi <16 x float> [ %1822, %1834 ], [ %1905, %1897 ]
  %1875 = phi <16 x float> [ %1823, %1834 ], [ %1906, %1897 ]
  %1876 = phi <16 x float> [ %1824, %1834 ], [ %1907, %1897 ]
  %1877 = phi <16 x float> [ %1825, %1834 ], [ %1908, %1897 ]
  %1878 = phi <16 x float> [ %1826, %1834 ], [ %1909, %1897 ]
  %1879 = phi <16 x float> [ %1827, %1834 ], [ %1910, %1897 ]
  %1880 = phi <16 x float> [ %1828, %1834 ], [ %1911, %1897 ]
  %1881 = phi <16 x float> [ %1829, %1834 ], [ %1912, %1897 ]
  %1882 = phi <16 x float> [ %1830, %1834 ], [ %1913, %1897 ]
  %1883 = phi <16 x float> [ %1831, %1834 ], [ %1914, %1897 ]
  %1884 = phi <16 x float> [ %1832, %1834 ], [ %1915, %1897 ]
  %1885 = phi i64 [ 0, %1834 ], [ %1916, %1897 ]
  %1886 = mul i64 %45, %1885
  %1887 = getelementptr float, ptr %1837, i64 %1886
  %1888 = getelementptr float, ptr %1887, i64 %1838
  %1889 = getelementptr float, ptr %1887, i64 %1839
  %1890 = getelementptr float, ptr %1887, i64 %1840
  %1891 = getelementptr float, ptr %1887, i64 %1841
  %1892 = getelementptr float, ptr %1887, i64 %1842
  %1893 = getelementptr float, ptr %1887, i64 %1843
  br i1 %46, label %1894, label %1897

1894:                                             ; preds = %1866
  %1895 = mul i64 %51, %1885
  %1896 = getelementptr i8, ptr %1844, i64 %1895
  br label %1918

1897:                                             ; preds = %1918, %1866
  %1898 = phi <16 x float> [ %1867, %1866 ], [ %1986, %1918 ]
  %1899 = phi <16 x float> [ %1868, %1866 ], [ %1985, %1918 ]
  %1900 = phi <16 x float> [ %1869, %1866 ], [ %1984, %1918 ]
  %1901 = phi <16 x float> [ %1870, %1866 ], [ %1979, %1918 ]
  %1902 = phi <16 x float> [ %1871, %1866 ], [ %1978, %1918 ]
  %1903 = phi <16 x float> [ %1872, %1866 ], [ %1977, %1918 ]
  %1904 = phi <16 x float> [ %1873, %1866 ], [ %1972, %1918 ]
  %1905 = phi <16 x float> [ %1874, %1866 ], [ %1971, %1918 ]
  %1906 = phi <16 x float> [ %1875, %1866 ], [ %1970, %1918 ]
  %1907 = phi <16 x float> [ %1876, %1866 ], [ %1965, %1918 ]
  %1908 = phi <16 x float> [ %1877, %1866 ], [ %1964, %1918 ]
  %1909 = phi <16 x float> [ %1878, %1866 ], [ %1963, %1918 ]
  %1910 = phi <16 x float> [ %1879, %1866 ], [ %1958, %1918 ]
  %1911 = phi <16 x float> [ %1880, %1866 ], [ %1957, %1918 ]
  %1912 = phi <16 x float> [ %1881, %1866 ], [ %1956, %1918 ]
  %1913 = phi <16 x float> [ %1882, %1866 ], [ %1951, %1918 ]
  %1914 = phi <16 x float> [ %1883, %1866 ], [ %1950, %1918 ]
  %1915 = phi <16 x float> [ %1884, %1866 ], [ %1949, %1918 ]
  %1916 = add nuw nsw i64 %1885, 1
  %1917 = icmp eq i64 %1916, %8
  br i1 %1917, label %1845, label %1866

1918:                                             ; preds = %1894, %1918
  %1919 = phi <16 x float> [ %1867, %1894 ], [ %1986, %1918 ]
  %1920 = phi <16 x float> [ %1868, %1894 ], [ %1985, %1918 ]
  %1921 = phi <16 x float> [ %1869, %1894 ], [ %1984, %1918 ]
  %1922 = phi <16 x float> [ %1870, %1894 ], [ %1979, %1918 ]
  %1923 = phi <16 x float> [ %1871, %1894 ], [ %1978, %1918 ]
  %1924 = phi <16 x float> [ %1872, %1894 ], [ %1977, %1918 ]
  %1925 = phi <16 x float> [ %1873, %1894 ], [ %1972, %1918 ]
  %1926 = phi <16 x float> [ %1874, %1894 ], [ %1971, %1918 ]
  %1927 = phi <16 x float> [ %1875, %1894 ], [ %1970, %1918 ]
  %1928 = phi <16 x float> [ %1876, %1894 ], [ %1965, %1918 ]
  %1929 = phi <16 x float> [ %1877, %1894 ], [ %1964, %1918 ]
  %1930 = phi <16 x float> [ %1878, %1894 ], [ %1963, %1918 ]
  %1931 = phi <16 x float> [ %1879, %1894 ], [ %1958, %1918 ]
  %1932 = phi <16 x float> [ %1880, %1894 ], [ %1957, %1918 ]
  %1933 = phi <16 x float> [ %1881, %1894 ], [ %1956, %1918 ]
  %1934 = phi <16 x float> [ %1882, %1894 ], [ %1951, %1918 ]
  %1935 = phi <16 x float> [ %1883, %1894 ], [ %1950, %1918 ]
  %1936 = phi <16 x float> [ %1884, %1894 ], [ %1949, %1918 ]
  %1937 = phi i64 [ 0, %1894 ], [ %1987, %1918 ]
  %1938 = mul nuw nsw i64 %52, %1937
  %1939 = getelementptr i8, ptr %1896, i64 %1938
  %1940 = load <16 x float>, ptr %1939, align 1
  %1941 = getelementptr inbounds nuw i8, ptr %1939, i64 64
  %1942 = load <16 x float>, ptr %1941, align 1
  %1943 = getelementptr inbounds nuw i8, ptr %1939, i64 128
  %1944 = load <16 x float>, ptr %1943, align 1
  %1945 = getelementptr inbounds nuw float, ptr %1888, i64 %1937
  %1946 = load float, ptr %1945, align 4
  %1947 = insertelement <16 x float> poison, float %1946, i64 0
  %1948 = shufflevector <16 x float> %1947, <16 x float> poison, <16 x i32> zeroinitializer
  %1949 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1948, <16 x float> %1940, <16 x float> %1936)
  %1950 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1948, <16 x float> %1942, <16 x float> %1935)
  %1951 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1948, <16 x float> %1944, <16 x float> %1934)
  %1952 = getelementptr inbounds nuw float, ptr %1889, i64 %1937
  %1953 = load float, ptr %1952, align 4
  %1954 = insertelement <16 x float> poison, float %1953, i64 0
  %1955 = shufflevector <16 x float> %1954, <16 x float> poison, <16 x i32> zeroinitializer
  %1956 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1955, <16 x float> %1940, <16 x float> %1933)
  %1957 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1955, <16 x float> %1942, <16 x float> %1932)
  %1958 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1955, <16 x float> %1944, <16 x float> %1931)
  %1959 = getelementptr inbounds nuw float, ptr %1890, i64 %1937
  %1960 = load float, ptr %1959, align 4
  %1961 = insertelement <16 x float> poison, float %1960, i64 0
  %1962 = shufflevector <16 x float> %1961, <16 x float> poison, <16 x i32> zeroinitializer
  %1963 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1962, <16 x float> %1940, <16 x float> %1930)
  %1964 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1962, <16 x float> %1942, <16 x float> %1929)
  %1965 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1962, <16 x float> %1944, <16 x float> %1928)
  %1966 = getelementptr inbounds nuw float, ptr %1891, i64 %1937
  %1967 = load float, ptr %1966, align 4
  %1968 = insertelement <16 x float> poison, float %1967, i64 0
  %1969 = shufflevector <16 x float> %1968, <16 x float> poison, <16 x i32> zeroinitializer
  %1970 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1969, <16 x float> %1940, <16 x float> %1927)
  %1971 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1969, <16 x float> %1942, <16 x float> %1926)
  %1972 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1969, <16 x float> %1944, <16 x float> %1925)
  %1973 = getelementptr inbounds nuw float, ptr %1892, i64 %1937
  %1974 = load float, ptr %1973, align 4
  %1975 = insertelement <16 x float> poison, float %1974, i64 0
  %1976 = shufflevector <16 x float> %1975, <16 x float> poison, <16 x i32> zeroinitializer
  %1977 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1976, <16 x float> %1940, <16 x float> %1924)
  %1978 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1976, <16 x float> %1942, <16 x float> %1923)
  %1979 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1976, <16 x float> %1944, <16 x float> %1922)
  %1980 = getelementptr inbounds nuw float, ptr %1893, i64 %1937
  %1981 = load float, ptr %1980, align 4
  %1982 = insertelement <16 x float> poison, float %1981, i64 0
  %1983 = shufflevector <16 x float> %1982, <16 x float> poison, <16 x i32> zeroinitializer
  %1984 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1983, <16 x float> %1940, <16 x float> %1921)
  %1985 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1983, <16 x float> %1942, <16 x float> %1920)
  %1986 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1983, <16 x float> %1944, <16 x float> %1919)
  %1987 = add nuw nsw i64 %1937, 1
  %1988 = icmp eq i64 %1987, %5
  br i1 %1988, label %1897, label %1918

1989:                                             ; preds = %377
  br i1 %41, label %1995, label %1990

1990:                                             ; preds = %1989
  %1991 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %133, <16 x i1> %214, <16 x float> zeroinitializer)
  %1992 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %216, <16 x i1> %215, <16 x float> zeroinitializer)
  %1993 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %218, <16 x i1> %217, <16 x float> zeroinitializer)
  %1994 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %220, <16 x i1> %219, <16 x float> zeroinitializer)
  br label %2055

1995:                                             ; preds = %1989
  %1996 = load i64, ptr %380, align 16
  %1997 = getelementptr float, ptr %134, i64 %1996
  %1998 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1997, <16 x i1> %221, <16 x float> zeroinitializer)
  %1999 = getelementptr inbounds nuw i8, ptr %1997, i64 64
  %2000 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1999, <16 x i1> %222, <16 x float> zeroinitializer)
  %2001 = getelementptr inbounds nuw i8, ptr %1997, i64 128
  %2002 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2001, <16 x i1> %223, <16 x float> zeroinitializer)
  %2003 = getelementptr inbounds nuw i8, ptr %1997, i64 192
  %2004 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2003, <16 x i1> %224, <16 x float> zeroinitializer)
  %2005 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %2006 = load i64, ptr %2005, align 8
  %2007 = getelementptr float, ptr %134, i64 %2006
  %2008 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2007, <16 x i1> %221, <16 x float> zeroinitializer)
  %2009 = getelementptr inbounds nuw i8, ptr %2007, i64 64
  %2010 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2009, <16 x i1> %222, <16 x float> zeroinitializer)
  %2011 = getelementptr inbounds nuw i8, ptr %2007, i64 128
  %2012 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2011, <16 x i1> %223, <16 x float> zeroinitializer)
  %2013 = getelementptr inbounds nuw i8, ptr %2007, i64 192
  %2014 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2013, <16 x i1> %224, <16 x float> zeroinitializer)
  %2015 = getelementptr inbounds nuw i8, ptr %380, i64 16
  %2016 = load i64, ptr %2015, align 16
  %2017 = getelementptr float, ptr %134, i64 %2016
  %2018 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2017, <16 x i1> %221, <16 x float> zeroinitializer)
  %2019 = getelementptr inbounds nuw i8, ptr %2017, i64 64
  %2020 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2019, <16 x i1> %222, <16 x float> zeroinitializer)
  %2021 = getelementptr inbounds nuw i8, ptr %2017, i64 128
  %2022 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2021, <16 x i1> %223, <16 x float> zeroinitializer)
  %2023 = getelementptr inbounds nuw i8, ptr %2017, i64 192
  %2024 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2023, <16 x i1> %224, <16 x float> zeroinitializer)
  %2025 = getelementptr inbounds nuw i8, ptr %380, i64 24
  %2026 = load i64, ptr %2025, align 8
  %2027 = getelementptr float, ptr %134, i64 %2026
  %2028 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2027, <16 x i1> %221, <16 x float> zeroinitializer)
  %2029 = getelementptr inbounds nuw i8, ptr %2027, i64 64
  %2030 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2029, <16 x i1> %222, <16 x float> zeroinitializer)
  %2031 = getelementptr inbounds nuw i8, ptr %2027, i64 128
  %2032 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2031, <16 x i1> %223, <16 x float> zeroinitializer)
  %2033 = getelementptr inbounds nuw i8, ptr %2027, i64 192
  %2034 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2033, <16 x i1> %224, <16 x float> zeroinitializer)
  %2035 = getelementptr inbounds nuw i8, ptr %380, i64 32
  %2036 = load i64, ptr %2035, align 16
  %2037 = getelementptr float, ptr %134, i64 %2036
  %2038 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2037, <16 x i1> %221, <16 x float> zeroinitializer)
  %2039 = getelementptr inbounds nuw i8, ptr %2037, i64 64
  %2040 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2039, <16 x i1> %222, <16 x float> zeroinitializer)
  %2041 = getelementptr inbounds nuw i8, ptr %2037, i64 128
  %2042 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2041, <16 x i1> %223, <16 x float> zeroinitializer)
  %2043 = getelementptr inbounds nuw i8, ptr %2037, i64 192
  %2044 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2043, <16 x i1> %224, <16 x float> zeroinitializer)
  %2045 = getelementptr inbounds nuw i8, ptr %380, i64 40
  %2046 = load i64, ptr %2045, align 8
  %2047 = getelementptr float, ptr %134, i64 %2046
  %2048 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2047, <16 x i1> %221, <16 x float> zeroinitializer)
  %2049 = getelementptr inbounds nuw i8, ptr %2047, i64 64
  %2050 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2049, <16 x i1> %222, <16 x float> zeroinitializer)
  %2051 = getelementptr inbounds nuw i8, ptr %2047, i64 128
  %2052 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2051, <16 x i1> %223, <16 x float> zeroinitializer)
  %2053 = getelementptr inbounds nuw i8, ptr %2047, i64 192
  %2054 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2053, <16 x i1> %224, <16 x float> zeroinitializer)
  br label %2055

2055:                                             ; preds = %1990, %1995
  %2056 = phi <16 x float> [ %2054, %1995 ], [ %1994, %1990 ]
  %2057 = phi <16 x float> [ %2052, %1995 ], [ %1993, %1990 ]
  %2058 = phi <16 x float> [ %2050, %1995 ], [ %1992, %1990 ]
  %2059 = phi <16 x float> [ %2048, %1995 ], [ %1991, %1990 ]
  %2060 = phi <16 x float> [ %2044, %1995 ], [ %1994, %1990 ]
  %2061 = phi <16 x float> [ %2042, %1995 ], [ %1993, %1990 ]
  %2062 = phi <16 x float> [ %2040, %1995 ], [ %1992, %1990 ]
  %2063 = phi <16 x float> [ %2038, %1995 ], [ %1991, %1990 ]
  %2064 = phi <16 x float> [ %2034, %1995 ], [ %1994, %1990 ]
  %2065 = phi <16 x float> [ %2032, %1995 ], [ %1993, %1990 ]
  %2066 = phi <16 x float> [ %2030, %1995 ], [ %1992, %1990 ]
  %2067 = phi <16 x float> [ %2028, %1995 ], [ %1991, %1990 ]
  %2068 = phi <16 x float> [ %2024, %1995 ], [ %1994, %1990 ]
  %2069 = phi <16 x float> [ %2022, %1995 ], [ %1993, %1990 ]
  %2070 = phi <16 x float> [ %2020, %1995 ], [ %1992, %1990 ]
  %2071 = phi <16 x float> [ %2018, %1995 ], [ %1991, %1990 ]
  %2072 = phi <16 x float> [ %2014, %1995 ], [ %1994, %1990 ]
  %2073 = phi <16 x float> [ %2012, %1995 ], [ %1993, %1990 ]
  %2074 = phi <16 x float> [ %2010, %1995 ], [ %1992, %1990 ]
  %2075 = phi <16 x float> [ %2008, %1995 ], [ %1991, %1990 ]
  %2076 = phi <16 x float> [ %2004, %1995 ], [ %1994, %1990 ]
  %2077 = phi <16 x float> [ %2002, %1995 ], [ %1993, %1990 ]
  %2078 = phi <16 x float> [ %2000, %1995 ], [ %1992, %1990 ]
  %2079 = phi <16 x float> [ %1998, %1995 ], [ %1991, %1990 ]
  br i1 %43, label %2080, label %2086

2080:                                             ; preds = %2055
  %2081 = getelementptr inbounds nuw i8, ptr %379, i64 8
  %2082 = getelementptr inbounds nuw i8, ptr %379, i64 16
  %2083 = getelementptr inbounds nuw i8, ptr %379, i64 24
  %2084 = getelementptr inbounds nuw i8, ptr %379, i64 32
  %2085 = getelementptr inbounds nuw i8, ptr %379, i64 40
  br label %2146

2086:                                             ; preds = %2182, %2055
  %2087 = phi <16 x float> [ %2056, %2055 ], [ %2183, %2182 ]
  %2088 = phi <16 x float> [ %2057, %2055 ], [ %2184, %2182 ]
  %2089 = phi <16 x float> [ %2058, %2055 ], [ %2185, %2182 ]
  %2090 = phi <16 x float> [ %2059, %2055 ], [ %2186, %2182 ]
  %2091 = phi <16 x float> [ %2060, %2055 ], [ %2187, %2182 ]
  %2092 = phi <16 x float> [ %2061, %2055 ], [ %2188, %2182 ]
  %2093 = phi <16 x float> [ %2062, %2055 ], [ %2189, %2182 ]
  %2094 = phi <16 x float> [ %2063, %2055 ], [ %2190, %2182 ]
  %2095 = phi <16 x float> [ %2064, %2055 ], [ %2191, %2182 ]
  %2096 = phi <16 x float> [ %2065, %2055 ], [ %2192, %2182 ]
  %2097 = phi <16 x float> [ %2066, %2055 ], [ %2193, %2182 ]
  %2098 = phi <16 x float> [ %2067, %2055 ], [ %2194, %2182 ]
  %2099 = phi <16 x float> [ %2068, %2055 ], [ %2195, %2182 ]
  %2100 = phi <16 x float> [ %2069, %2055 ], [ %2196, %2182 ]
  %2101 = phi <16 x float> [ %2070, %2055 ], [ %2197, %2182 ]
  %2102 = phi <16 x float> [ %2071, %2055 ], [ %2198, %2182 ]
  %2103 = phi <16 x float> [ %2072, %2055 ], [ %2199, %2182 ]
  %2104 = phi <16 x float> [ %2073, %2055 ], [ %2200, %2182 ]
  %2105 = phi <16 x float> [ %2074, %2055 ], [ %2201, %2182 ]
  %2106 = phi <16 x float> [ %2075, %2055 ], [ %2202, %2182 ]
  %2107 = phi <16 x float> [ %2076, %2055 ], [ %2203, %2182 ]
  %2108 = phi <16 x float> [ %2077, %2055 ], [ %2204, %2182 ]
  %2109 = phi <16 x float> [ %2078, %2055 ], [ %2205, %2182 ]
  %2110 = phi <16 x float> [ %2079, %2055 ], [ %2206, %2182 ]
  %2111 = load i64, ptr %380, align 16
  %2112 = getelementptr float, ptr %134, i64 %2111
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2110, ptr align 1 %2112, <16 x i1> %229)
  %2113 = getelementptr inbounds nuw i8, ptr %2112, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2109, ptr nonnull align 1 %2113, <16 x i1> %230)
  %2114 = getelementptr inbounds nuw i8, ptr %2112, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2108, ptr nonnull align 1 %2114, <16 x i1> %231)
  %2115 = getelementptr inbounds nuw i8, ptr %2112, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2107, ptr nonnull align 1 %2115, <16 x i1> %232)
  %2116 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %2117 = load i64, ptr %2116, align 8
  %2118 = getelementptr float, ptr %134, i64 %2117
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2106, ptr align 1 %2118, <16 x i1> %229)
  %2119 = getelementptr inbounds nuw i8, ptr %2118, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2105, ptr nonnull align 1 %2119, <16 x i1> %230)
  %2120 = getelementptr inbounds nuw i8, ptr %2118, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2104, ptr nonnull align 1 %2120, <16 x i1> %231)
  %2121 = getelementptr inbounds nuw i8, ptr %2118, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2103, ptr nonnull align 1 %2121, <16 x i1> %232)
  %2122 = getelementptr inbounds nuw i8, ptr %380, i64 16
  %2123 = load i64, ptr %2122, align 16
  %2124 = getelementptr float, ptr %134, i64 %2123
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2102, ptr align 1 %2124, <16 x i1> %229)
  %2125 = getelementptr inbounds nuw i8, ptr %2124, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2101, ptr nonnull align 1 %2125, <16 x i1> %230)
  %2126 = getelementptr inbounds nuw i8, ptr %2124, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2100, ptr nonnull align 1 %2126, <16 x i1> %231)
  %2127 = getelementptr inbounds nuw i8, ptr %2124, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2099, ptr nonnull align 1 %2127, <16 x i1> %232)
  %2128 = getelementptr inbounds nuw i8, ptr %380, i64 24
  %2129 = load i64, ptr %2128, align 8
  %2130 = getelementptr float, ptr %134, i64 %2129
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2098, ptr align 1 %2130, <16 x i1> %229)
  %2131 = getelementptr inbounds nuw i8, ptr %2130, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2097, ptr nonnull align 1 %2131, <16 x i1> %230)
  %2132 = getelementptr inbounds nuw i8, ptr %2130, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2096, ptr nonnull align 1 %2132, <16 x i1> %231)
  %2133 = getelementptr inbounds nuw i8, ptr %2130, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2095, ptr nonnull align 1 %2133, <16 x i1> %232)
  %2134 = getelementptr inbounds nuw i8, ptr %380, i64 32
  %2135 = load i64, ptr %2134, align 16
  %2136 = getelementptr float, ptr %134, i64 %2135
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2094, ptr align 1 %2136, <16 x i1> %229)
  %2137 = getelementptr inbounds nuw i8, ptr %2136, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2093, ptr nonnull align 1 %2137, <16 x i1> %230)
  %2138 = getelementptr inbounds nuw i8, ptr %2136, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2092, ptr nonnull align 1 %2138, <16 x i1> %231)
  %2139 = getelementptr inbounds nuw i8, ptr %2136, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2091, ptr nonnull align 1 %2139, <16 x i1> %232)
  %2140 = getelementptr inbounds nuw i8, ptr %380, i64 40
  %2141 = load i64, ptr %2140, align 8
  %2142 = getelementptr float, ptr %134, i64 %2141
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2090, ptr align 1 %2142, <16 x i1> %229)
  %2143 = getelementptr inbounds nuw i8, ptr %2142, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2089, ptr nonnull align 1 %2143, <16 x i1> %230)
  %2144 = getelementptr inbounds nuw i8, ptr %2142, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2088, ptr nonnull align 1 %2144, <16 x i1> %231)
  %2145 = getelementptr inbounds nuw i8, ptr %2142, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2087, ptr nonnull align 1 %2145, <16 x i1> %232)
  br label %2728

2146:                                             ; preds = %2080, %2182
  %2147 = phi <16 x float> [ %2056, %2080 ], [ %2183, %2182 ]
  %2148 = phi <16 x float> [ %2057, %2080 ], [ %2184, %2182 ]
  %2149 = phi <16 x float> [ %2058, %2080 ], [ %2185, %2182 ]
  %2150 = phi <16 x float> [ %2059, %2080 ], [ %2186, %2182 ]
  %2151 = phi <16 x float> [ %2060, %2080 ], [ %2187, %2182 ]
  %2152 = phi <16 x float> [ %2061, %2080 ], [ %2188, %2182 ]
  %2153 = phi <16 x float> [ %2062, %2080 ], [ %2189, %2182 ]
  %2154 = phi <16 x float> [ %2063, %2080 ], [ %2190, %2182 ]
  %2155 = phi <16 x float> [ %2064, %2080 ], [ %2191, %2182 ]
  %2156 = phi <16 x float> [ %2065, %2080 ], [ %2192, %2182 ]
  %2157 = phi <16 x float> [ %2066, %2080 ], [ %2193, %2182 ]
  %2158 = phi <16 x float> [ %2067, %2080 ], [ %2194, %2182 ]
  %2159 = phi <16 x float> [ %2068, %2080 ], [ %2195, %2182 ]
  %2160 = phi <16 x float> [ %2069, %2080 ], [ %2196, %2182 ]
  %2161 = phi <16 x float> [ %2070, %2080 ], [ %2197, %2182 ]
  %2162 = phi <16 x float> [ %2071, %2080 ], [ %2198, %2182 ]
  %2163 = phi <16 x float> [ %2072, %2080 ], [ %2199, %2182 ]
  %2164 = phi <16 x float> [ %2073, %2080 ], [ %2200, %2182 ]
  %2165 = phi <16 x float> [ %2074, %2080 ], [ %2201, %2182 ]
  %2166 = phi <16 x float> [ %2075, %2080 ], [ %2202, %2182 ]
  %2167 = phi <16 x float> [ %2076, %2080 ], [ %2203, %2182 ]
  %2168 = phi <16 x float> [ %2077, %2080 ], [ %2204, %2182 ]
  %2169 = phi <16 x float> [ %2078, %2080 ], [ %2205, %2182 ]
  %2170 = phi <16 x float> [ %2079, %2080 ], [ %2206, %2182 ]
  %2171 = phi i64 [ 0, %2080 ], [ %2207, %2182 ]
  br i1 %44, label %2172, label %2182

2172:                                             ; preds = %2146
  %2173 = mul i64 %42, %2171
  %2174 = getelementptr float, ptr %25, i64 %2173
  %2175 = mul nuw nsw i64 %2171, %8
  %2176 = load i64, ptr %379, align 16
  %2177 = load i64, ptr %2081, align 8
  %2178 = load i64, ptr %2082, align 16
  %2179 = load i64, ptr %2083, align 8
  %2180 = load i64, ptr %2084, align 16
  %2181 = load i64, ptr %2085, align 8
  br label %2209

2182:                                             ; preds = %2246, %2146
  %2183 = phi <16 x float> [ %2147, %2146 ], [ %2247, %2246 ]
  %2184 = phi <16 x float> [ %2148, %2146 ], [ %2248, %2246 ]
  %2185 = phi <16 x float> [ %2149, %2146 ], [ %2249, %2246 ]
  %2186 = phi <16 x float> [ %2150, %2146 ], [ %2250, %2246 ]
  %2187 = phi <16 x float> [ %2151, %2146 ], [ %2251, %2246 ]
  %2188 = phi <16 x float> [ %2152, %2146 ], [ %2252, %2246 ]
  %2189 = phi <16 x float> [ %2153, %2146 ], [ %2253, %2246 ]
  %2190 = phi <16 x float> [ %2154, %2146 ], [ %2254, %2246 ]
  %2191 = phi <16 x float> [ %2155, %2146 ], [ %2255, %2246 ]
  %2192 = phi <16 x float> [ %2156, %2146 ], [ %2256, %2246 ]
  %2193 = phi <16 x float> [ %2157, %2146 ], [ %2257, %2246 ]
  %2194 = phi <16 x float> [ %2158, %2146 ], [ %2258, %2246 ]
  %2195 = phi <16 x float> [ %2159, %2146 ], [ %2259, %2246 ]
  %2196 = phi <16 x float> [ %2160, %2146 ], [ %2260, %2246 ]
  %2197 = phi <16 x float> [ %2161, %2146 ], [ %2261, %2246 ]
  %2198 = phi <16 x float> [ %2162, %2146 ], [ %2262, %2246 ]
  %2199 = phi <16 x float> [ %2163, %2146 ], [ %2263, %2246 ]
  %2200 = phi <16 x float> [ %2164, %2146 ], [ %2264, %2246 ]
  %2201 = phi <16 x float> [ %2165, %2146 ], [ %2265, %2246 ]
  %2202 = phi <16 x float> [ %2166, %2146 ], [ %2266, %2246 ]
  %2203 = phi <16 x float> [ %2167, %2146 ], [ %2267, %2246 ]
  %2204 = phi <16 x float> [ %2168, %2146 ], [ %2268, %2246 ]
  %2205 = phi <16 x float> [ %2169, %2146 ], [ %2269, %2246 ]
  %2206 = phi <16 x float> [ %2170, %2146 ], [ %2270, %2246 ]
  %2207 = add nuw nsw i64 %2171, 1
  %2208 = icmp eq i64 %2207, %7
  br i1 %2208, label %2086, label %2146

2209:                                             ; preds = %2172, %2246
  %2210 = phi <16 x float> [ %2147, %2172 ], [ %2247, %2246 ]
  %2211 = phi <16 x float> [ %2148, %2172 ], [ %2248, %2246 ]
  %2212 = phi <16 x float> [ %2149, %2172 ], [ %2249, %2246 ]
  %2213 = phi <16 x float> [ %2150, %2172 ], [ %2250, %2246 ]
  %2214 = phi <16 x float> [ %2151, %2172 ], [ %2251, %2246 ]
  %2215 = phi <16 x float> [ %2152, %2172 ], [ %2252, %2246 ]
  %2216 = phi <16 x float> [ %2153, %2172 ], [ %2253, %2246 ]
  %2217 = phi <16 x float> [ %2154, %2172 ], [ %2254, %2246 ]
  %2218 = phi <16 x float> [ %2155, %2172 ], [ %2255, %2246 ]
  %2219 = phi <16 x float> [ %2156, %2172 ], [ %2256, %2246 ]
  %2220 = phi <16 x float> [ %2157, %2172 ], [ %2257, %2246 ]
  %2221 = phi <16 x float> [ %2158, %2172 ], [ %2258, %2246 ]
  %2222 = phi <16 x float> [ %2159, %2172 ], [ %2259, %2246 ]
  %2223 = phi <16 x float> [ %2160, %2172 ], [ %2260, %2246 ]
  %2224 = phi <16 x float> [ %2161, %2172 ], [ %2261, %2246 ]
  %2225 = phi <16 x float> [ %2162, %2172 ], [ %2262, %2246 ]
  %2226 = phi <16 x float> [ %2163, %2172 ], [ %2263, %2246 ]
  %2227 = phi <16 x float> [ %2164, %2172 ], [ %2264, %2246 ]
  %2228 = phi <16 x float> [ %2165, %2172 ], [ %2265, %2246 ]
  %2229 = phi <16 x float> [ %2166, %2172 ], [ %2266, %2246 ]
  %2230 = phi <16 x float> [ %2167, %2172 ], [ %2267, %2246 ]
  %2231 = phi <16 x float> [ %2168, %2172 ], [ %2268, %2246 ]
  %2232 = phi <16 x float> [ %2169, %2172 ], [ %2269, %2246 ]
  %2233 = phi <16 x float> [ %2170, %2172 ], [ %2270, %2246 ]
  %2234 = phi i64 [ 0, %2172 ], [ %2271, %2246 ]
  %2235 = mul i64 %45, %2234
  %2236 = getelementptr float, ptr %2174, i64 %2235
  %2237 = getelementptr float, ptr %2236, i64 %2176
  %2238 = getelementptr float, ptr %2236, i64 %2177
  %2239 = getelementptr float, ptr %2236, i64 %2178
  %2240 = getelementptr float, ptr %2236, i64 %2179
  %2241 = getelementptr float, ptr %2236, i64 %2180
  %2242 = getelementptr float, ptr %2236, i64 %2181
  %2243 = add nuw nsw i64 %2234, %2175
  %2244 = mul i64 %47, %2243
  %2245 = getelementptr float, ptr %135, i64 %2244
  br i1 %46, label %2273, label %2246

2246:                                             ; preds = %2273, %2209
  %2247 = phi <16 x float> [ %2210, %2209 ], [ %2355, %2273 ]
  %2248 = phi <16 x float> [ %2211, %2209 ], [ %2354, %2273 ]
  %2249 = phi <16 x float> [ %2212, %2209 ], [ %2353, %2273 ]
  %2250 = phi <16 x float> [ %2213, %2209 ], [ %2352, %2273 ]
  %2251 = phi <16 x float> [ %2214, %2209 ], [ %2347, %2273 ]
  %2252 = phi <16 x float> [ %2215, %2209 ], [ %2346, %2273 ]
  %2253 = phi <16 x float> [ %2216, %2209 ], [ %2345, %2273 ]
  %2254 = phi <16 x float> [ %2217, %2209 ], [ %2344, %2273 ]
  %2255 = phi <16 x float> [ %2218, %2209 ], [ %2339, %2273 ]
  %2256 = phi <16 x float> [ %2219, %2209 ], [ %2338, %2273 ]
  %2257 = phi <16 x float> [ %2220, %2209 ], [ %2337, %2273 ]
  %2258 = phi <16 x float> [ %2221, %2209 ], [ %2336, %2273 ]
  %2259 = phi <16 x float> [ %2222, %2209 ], [ %2331, %2273 ]
  %2260 = phi <16 x float> [ %2223, %2209 ], [ %2330, %2273 ]
  %2261 = phi <16 x float> [ %2224, %2209 ], [ %2329, %2273 ]
  %2262 = phi <16 x float> [ %2225, %2209 ], [ %2328, %2273 ]
  %2263 = phi <16 x float> [ %2226, %2209 ], [ %2323, %2273 ]
  %2264 = phi <16 x float> [ %2227, %2209 ], [ %2322, %2273 ]
  %2265 = phi <16 x float> [ %2228, %2209 ], [ %2321, %2273 ]
  %2266 = phi <16 x float> [ %2229, %2209 ], [ %2320, %2273 ]
  %2267 = phi <16 x float> [ %2230, %2209 ], [ %2315, %2273 ]
  %2268 = phi <16 x float> [ %2231, %2209 ], [ %2314, %2273 ]
  %2269 = phi <16 x float> [ %2232, %2209 ], [ %2313, %2273 ]
  %2270 = phi <16 x float> [ %2233, %2209 ], [ %2312, %2273 ]
  %2271 = add nuw nsw i64 %2234, 1
  %2272 = icmp eq i64 %2271, %8
  br i1 %2272, label %2182, label %2209

2273:                                             ; preds = %2209, %2273
  %2274 = phi <16 x float> [ %2355, %2273 ], [ %2210, %2209 ]
  %2275 = phi <16 x float> [ %2354, %2273 ], [ %2211, %2209 ]
  %2276 = phi <16 x float> [ %2353, %2273 ], [ %2212, %2209 ]
  %2277 = phi <16 x float> [ %2352, %2273 ], [ %2213, %2209 ]
  %2278 = phi <16 x float> [ %2347, %2273 ], [ %2214, %2209 ]
  %2279 = phi <16 x float> [ %2346, %2273 ], [ %2215, %2209 ]
  %2280 = phi <16 x float> [ %2345, %2273 ], [ %2216, %2209 ]
  %2281 = phi <16 x float> [ %2344, %2273 ], [ %2217, %2209 ]
  %2282 = phi <16 x float> [ %2339, %2273 ], [ %2218, %2209 ]
  %2283 = phi <16 x float> [ %2338, %2273 ], [ %2219, %2209 ]
  %2284 = phi <16 x float> [ %2337, %2273 ], [ %2220, %2209 ]
  %2285 = phi <16 x float> [ %2336, %2273 ], [ %2221, %2209 ]
  %2286 = phi <16 x float> [ %2331, %2273 ], [ %2222, %2209 ]
  %2287 = phi <16 x float> [ %2330, %2273 ], [ %2223, %2209 ]
  %2288 = phi <16 x float> [ %2329, %2273 ], [ %2224, %2209 ]
  %2289 = phi <16 x float> [ %2328, %2273 ], [ %2225, %2209 ]
  %2290 = phi <16 x float> [ %2323, %2273 ], [ %2226, %2209 ]
  %2291 = phi <16 x float> [ %2322, %2273 ], [ %2227, %2209 ]
  %2292 = phi <16 x float> [ %2321, %2273 ], [ %2228, %2209 ]
  %2293 = phi <16 x float> [ %2320, %2273 ], [ %2229, %2209 ]
  %2294 = phi <16 x float> [ %2315, %2273 ], [ %2230, %2209 ]
  %2295 = phi <16 x float> [ %2314, %2273 ], [ %2231, %2209 ]
  %2296 = phi <16 x float> [ %2313, %2273 ], [ %2232, %2209 ]
  %2297 = phi <16 x float> [ %2312, %2273 ], [ %2233, %2209 ]
  %2298 = phi i64 [ %2356, %2273 ], [ 0, %2209 ]
  %2299 = mul nuw nsw i64 %2298, %6
  %2300 = getelementptr inbounds nuw float, ptr %2245, i64 %2299
  %2301 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2300, <16 x i1> %225, <16 x float> zeroinitializer)
  %2302 = getelementptr inbounds nuw i8, ptr %2300, i64 64
  %2303 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2302, <16 x i1> %226, <16 x float> zeroinitializer)
  %2304 = getelementptr inbounds nuw i8, ptr %2300, i64 128
  %2305 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2304, <16 x i1> %227, <16 x float> zeroinitializer)
  %2306 = getelementptr inbounds nuw i8, ptr %2300, i64 192
  %2307 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2306, <16 x i1> %228, <16 x float> zeroinitializer)
  %2308 = getelementptr inbounds nuw float, ptr %2237, i64 %2298
  %2309 = load float, ptr %2308, align 4
  %2310 = insertelement <16 x float> poison, float %2309, i64 0
  %2311 = shufflevector <16 x float> %2310, <16 x float> poison, <16 x i32> zeroinitializer
  %2312 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2311, <16 x float> %2301, <16 x float> %2297)
  %2313 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2311, <16 x float> %2303, <16 x float> %2296)
  %2314 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2311, <16 x float> %2305, <16 x float> %2295)
  %2315 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2311, <16 x float> %2307, <16 x float> %2294)
  %2316 = getelementptr inbounds nuw float, ptr %2238, i64 %2298
  %2317 = load float, ptr %2316, align 4
  %2318 = insertelement <16 x float> poison, float %2317, i64 0
  %2319 = shufflevector <16 x float> %2318, <16 x float> poison, <16 x i32> zeroinitializer
  %2320 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2319, <16 x float> %2301, <16 x float> %2293)
  %2321 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2319, <16 x float> %2303, <16 x float> %2292)
  %2322 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2319, <16 x float> %2305, <16 x float> %2291)
  %2323 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2319, <16 x float> %2307, <16 x float> %2290)
  %2324 = getelementptr inbounds nuw float, ptr %2239, i64 %2298
  %2325 = load float, ptr %2324, align 4
  %2326 = insertelement <16 x float> poison, float %2325, i64 0
  %2327 = shufflevector <16 x float> %2326, <16 x float> poison, <16 x i32> zeroinitializer
  %2328 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2327, <16 x float> %2301, <16 x float> %2289)
  %2329 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2327, <16 x float> %2303, <16 x float> %2288)
  %2330 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2327, <16 x float> %2305, <16 x float> %2287)
  %2331 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2327, <16 x float> %2307, <16 x float> %2286)
  %2332 = getelementptr inbounds nuw float, ptr %2240, i64 %2298
  %2333 = load float, ptr %2332, align 4
  %2334 = insertelement <16 x float> poison, float %2333, i64 0
  %2335 = shufflevector <16 x float> %2334, <16 x float> poison, <16 x i32> zeroinitializer
  %2336 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2335, <16 x float> %2301, <16 x float> %2285)
  %2337 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2335, <16 x float> %2303, <16 x float> %2284)
  %2338 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2335, <16 x float> %2305, <16 x float> %2283)
  %2339 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2335, <16 x float> %2307, <16 x float> %2282)
  %2340 = getelementptr inbounds nuw float, ptr %2241, i64 %2298
  %2341 = load float, ptr %2340, align 4
  %2342 = insertelement <16 x float> poison, float %2341, i64 0
  %2343 = shufflevector <16 x float> %2342, <16 x float> poison, <16 x i32> zeroinitializer
  %2344 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2343, <16 x float> %2301, <16 x float> %2281)
  %2345 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2343, <16 x float> %2303, <16 x float> %2280)
  %2346 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2343, <16 x float> %2305, <16 x float> %2279)
  %2347 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2343, <16 x float> %2307, <16 x float> %2278)
  %2348 = getelementptr inbounds nuw float, ptr %2242, i64 %2298
  %2349 = load float, ptr %2348, align 4
  %2350 = insertelement <16 x float> poison, float %2349, i64 0
  %2351 = shufflevector <16 x float> %2350, <16 x float> poison, <16 x i32> zeroinitializer
  %2352 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2351, <16 x float> %2301, <16 x float> %2277)
  %2353 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2351, <16 x float> %2303, <16 x float> %2276)
  %2354 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2351, <16 x float> %2305, <16 x float> %2275)
  %2355 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2351, <16 x float> %2307, <16 x float> %2274)
  %2356 = add nuw nsw i64 %2298, 1
  %2357 = icmp eq i64 %2356, %5
  br i1 %2357, label %2246, label %2273

2358:                                             ; preds = %377
  br i1 %41, label %2364, label %2359

2359:                                             ; preds = %2358
  %2360 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %133, <16 x i1> %167, <16 x float> zeroinitializer)
  %2361 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %169, <16 x i1> %168, <16 x float> zeroinitializer)
  %2362 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %171, <16 x i1> %170, <16 x float> zeroinitializer)
  %2363 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %173, <16 x i1> %172, <16 x float> zeroinitializer)
  br label %2424

2364:                                             ; preds = %2358
  %2365 = load i64, ptr %380, align 16
  %2366 = getelementptr float, ptr %134, i64 %2365
  %2367 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2366, <16 x i1> %174, <16 x float> zeroinitializer)
  %2368 = getelementptr inbounds nuw i8, ptr %2366, i64 64
  %2369 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2368, <16 x i1> %175, <16 x float> zeroinitializer)
  %2370 = getelementptr inbounds nuw i8, ptr %2366, i64 128
  %2371 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2370, <16 x i1> %176, <16 x float> zeroinitializer)
  %2372 = getelementptr inbounds nuw i8, ptr %2366, i64 192
  %2373 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2372, <16 x i1> %177, <16 x float> zeroinitializer)
  %2374 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %2375 = load i64, ptr %2374, align 8
  %2376 = getelementptr float, ptr %134, i64 %2375
  %2377 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2376, <16 x i1> %174, <16 x float> zeroinitializer)
  %2378 = getelementptr inbounds nuw i8, ptr %2376, i64 64
  %2379 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2378, <16 x i1> %175, <16 x float> zeroinitializer)
  %2380 = getelementptr inbounds nuw i8, ptr %2376, i64 128
  %2381 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2380, <16 x i1> %176, <16 x float> zeroinitializer)
  %2382 = getelementptr inbounds nuw i8, ptr %2376, i64 192
  %2383 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2382, <16 x i1> %177, <16 x float> zeroinitializer)
  %2384 = getelementptr inbounds nuw i8, ptr %380, i64 16
  %2385 = load i64, ptr %2384, align 16
  %2386 = getelementptr float, ptr %134, i64 %2385
  %2387 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2386, <16 x i1> %174, <16 x float> zeroinitializer)
  %2388 = getelementptr inbounds nuw i8, ptr %2386, i64 64
  %2389 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2388, <16 x i1> %175, <16 x float> zeroinitializer)
  %2390 = getelementptr inbounds nuw i8, ptr %2386, i64 128
  %2391 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2390, <16 x i1> %176, <16 x float> zeroinitializer)
  %2392 = getelementptr inbounds nuw i8, ptr %2386, i64 192
  %2393 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2392, <16 x i1> %177, <16 x float> zeroinitializer)
  %2394 = getelementptr inbounds nuw i8, ptr %380, i64 24
  %2395 = load i64, ptr %2394, align 8
  %2396 = getelementptr float, ptr %134, i64 %2395
  %2397 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2396, <16 x i1> %174, <16 x float> zeroinitializer)
  %2398 = getelementptr inbounds nuw i8, ptr %2396, i64 64
  %2399 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2398, <16 x i1> %175, <16 x float> zeroinitializer)
  %2400 = getelementptr inbounds nuw i8, ptr %2396, i64 128
  %2401 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2400, <16 x i1> %176, <16 x float> zeroinitializer)
  %2402 = getelementptr inbounds nuw i8, ptr %2396, i64 192
  %2403 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2402, <16 x i1> %177, <16 x float> zeroinitializer)
  %2404 = getelementptr inbounds nuw i8, ptr %380, i64 32
  %2405 = load i64, ptr %2404, align 16
  %2406 = getelementptr float, ptr %134, i64 %2405
  %2407 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2406, <16 x i1> %174, <16 x float> zeroinitializer)
  %2408 = getelementptr inbounds nuw i8, ptr %2406, i64 64
  %2409 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2408, <16 x i1> %175, <16 x float> zeroinitializer)
  %2410 = getelementptr inbounds nuw i8, ptr %2406, i64 128
  %2411 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2410, <16 x i1> %176, <16 x float> zeroinitializer)
  %2412 = getelementptr inbounds nuw i8, ptr %2406, i64 192
  %2413 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2412, <16 x i1> %177, <16 x float> zeroinitializer)
  %2414 = getelementptr inbounds nuw i8, ptr %380, i64 40
  %2415 = load i64, ptr %2414, align 8
  %2416 = getelementptr float, ptr %134, i64 %2415
  %2417 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2416, <16 x i1> %174, <16 x float> zeroinitializer)
  %2418 = getelementptr inbounds nuw i8, ptr %2416, i64 64
  %2419 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2418, <16 x i1> %175, <16 x float> zeroinitializer)
  %2420 = getelementptr inbounds nuw i8, ptr %2416, i64 128
  %2421 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2420, <16 x i1> %176, <16 x float> zeroinitializer)
  %2422 = getelementptr inbounds nuw i8, ptr %2416, i64 192
  %2423 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2422, <16 x i1> %177, <16 x float> zeroinitializer)
  br label %2424

2424:                                             ; preds = %2359, %2364
  %2425 = phi <16 x float> [ %2423, %2364 ], [ %2363, %2359 ]
  %2426 = phi <16 x float> [ %2421, %2364 ], [ %2362, %2359 ]
  %2427 = phi <16 x float> [ %2419, %2364 ], [ %2361, %2359 ]
  %2428 = phi <16 x float> [ %2417, %2364 ], [ %2360, %2359 ]
  %2429 = phi <16 x float> [ %2413, %2364 ], [ %2363, %2359 ]
  %2430 = phi <16 x float> [ %2411, %2364 ], [ %2362, %2359 ]
  %2431 = phi <16 x float> [ %2409, %2364 ], [ %2361, %2359 ]
  %2432 = phi <16 x float> [ %2407, %2364 ], [ %2360, %2359 ]
  %2433 = phi <16 x float> [ %2403, %2364 ], [ %2363, %2359 ]
  %2434 = phi <16 x float> [ %2401, %2364 ], [ %2362, %2359 ]
  %2435 = phi <16 x float> [ %2399, %2364 ], [ %2361, %2359 ]
  %2436 = phi <16 x float> [ %2397, %2364 ], [ %2360, %2359 ]
  %2437 = phi <16 x float> [ %2393, %2364 ], [ %2363, %2359 ]
  %2438 = phi <16 x float> [ %2391, %2364 ], [ %2362, %2359 ]
  %2439 = phi <16 x float> [ %2389, %2364 ], [ %2361, %2359 ]
  %2440 = phi <16 x float> [ %2387, %2364 ], [ %2360, %2359 ]
  %2441 = phi <16 x float> [ %2383, %2364 ], [ %2363, %2359 ]
  %2442 = phi <16 x float> [ %2381, %2364 ], [ %2362, %2359 ]
  %2443 = phi <16 x float> [ %2379, %2364 ], [ %2361, %2359 ]
  %2444 = phi <16 x float> [ %2377, %2364 ], [ %2360, %2359 ]
  %2445 = phi <16 x float> [ %2373, %2364 ], [ %2363, %2359 ]
  %2446 = phi <16 x float> [ %2371, %2364 ], [ %2362, %2359 ]
  %2447 = phi <16 x float> [ %2369, %2364 ], [ %2361, %2359 ]
  %2448 = phi <16 x float> [ %2367, %2364 ], [ %2360, %2359 ]
  br i1 %43, label %2449, label %2455

2449:                                             ; preds = %2424
  %2450 = getelementptr inbounds nuw i8, ptr %379, i64 8
  %2451 = getelementptr inbounds nuw i8, ptr %379, i64 16
  %2452 = getelementptr inbounds nuw i8, ptr %379, i64 24
  %2453 = getelementptr inbounds nuw i8, ptr %379, i64 32
  %2454 = getelementptr inbounds nuw i8, ptr %379, i64 40
  br label %2515

2455:                                             ; preds = %2552, %2424
  %2456 = phi <16 x float> [ %2425, %2424 ], [ %2553, %2552 ]
  %2457 = phi <16 x float> [ %2426, %2424 ], [ %2554, %2552 ]
  %2458 = phi <16 x float> [ %2427, %2424 ], [ %2555, %2552 ]
  %2459 = phi <16 x float> [ %2428, %2424 ], [ %2556, %2552 ]
  %2460 = phi <16 x float> [ %2429, %2424 ], [ %2557, %2552 ]
  %2461 = phi <16 x float> [ %2430, %2424 ], [ %2558, %2552 ]
  %2462 = phi <16 x float> [ %2431, %2424 ], [ %2559, %2552 ]
  %2463 = phi <16 x float> [ %2432, %2424 ], [ %2560, %2552 ]
  %2464 = phi <16 x float> [ %2433, %2424 ], [ %2561, %2552 ]
  %2465 = phi <16 x float> [ %2434, %2424 ], [ %2562, %2552 ]
  %2466 = phi <16 x float> [ %2435, %2424 ], [ %2563, %2552 ]
  %2467 = phi <16 x float> [ %2436, %2424 ], [ %2564, %2552 ]
  %2468 = phi <16 x float> [ %2437, %2424 ], [ %2565, %2552 ]
  %2469 = phi <16 x float> [ %2438, %2424 ], [ %2566, %2552 ]
  %2470 = phi <16 x float> [ %2439, %2424 ], [ %2567, %2552 ]
  %2471 = phi <16 x float> [ %2440, %2424 ], [ %2568, %2552 ]
  %2472 = phi <16 x float> [ %2441, %2424 ], [ %2569, %2552 ]
  %2473 = phi <16 x float> [ %2442, %2424 ], [ %2570, %2552 ]
  %2474 = phi <16 x float> [ %2443, %2424 ], [ %2571, %2552 ]
  %2475 = phi <16 x float> [ %2444, %2424 ], [ %2572, %2552 ]
  %2476 = phi <16 x float> [ %2445, %2424 ], [ %2573, %2552 ]
  %2477 = phi <16 x float> [ %2446, %2424 ], [ %2574, %2552 ]
  %2478 = phi <16 x float> [ %2447, %2424 ], [ %2575, %2552 ]
  %2479 = phi <16 x float> [ %2448, %2424 ], [ %2576, %2552 ]
  %2480 = load i64, ptr %380, align 16
  %2481 = getelementptr float, ptr %134, i64 %2480
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2479, ptr align 1 %2481, <16 x i1> %179)
  %2482 = getelementptr inbounds nuw i8, ptr %2481, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2478, ptr nonnull align 1 %2482, <16 x i1> %180)
  %2483 = getelementptr inbounds nuw i8, ptr %2481, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2477, ptr nonnull align 1 %2483, <16 x i1> %181)
  %2484 = getelementptr inbounds nuw i8, ptr %2481, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2476, ptr nonnull align 1 %2484, <16 x i1> %182)
  %2485 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %2486 = load i64, ptr %2485, align 8
  %2487 = getelementptr float, ptr %134, i64 %2486
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2475, ptr align 1 %2487, <16 x i1> %179)
  %2488 = getelementptr inbounds nuw i8, ptr %2487, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2474, ptr nonnull align 1 %2488, <16 x i1> %180)
  %2489 = getelementptr inbounds nuw i8, ptr %2487, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2473, ptr nonnull align 1 %2489, <16 x i1> %181)
  %2490 = getelementptr inbounds nuw i8, ptr %2487, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2472, ptr nonnull align 1 %2490, <16 x i1> %182)
  %2491 = getelementptr inbounds nuw i8, ptr %380, i64 16
  %2492 = load i64, ptr %2491, align 16
  %2493 = getelementptr float, ptr %134, i64 %2492
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2471, ptr align 1 %2493, <16 x i1> %179)
  %2494 = getelementptr inbounds nuw i8, ptr %2493, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2470, ptr nonnull align 1 %2494, <16 x i1> %180)
  %2495 = getelementptr inbounds nuw i8, ptr %2493, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2469, ptr nonnull align 1 %2495, <16 x i1> %181)
  %2496 = getelementptr inbounds nuw i8, ptr %2493, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2468, ptr nonnull align 1 %2496, <16 x i1> %182)
  %2497 = getelementptr inbounds nuw i8, ptr %380, i64 24
  %2498 = load i64, ptr %2497, align 8
  %2499 = getelementptr float, ptr %134, i64 %2498
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2467, ptr align 1 %2499, <16 x i1> %179)
  %2500 = getelementptr inbounds nuw i8, ptr %2499, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2466, ptr nonnull align 1 %2500, <16 x i1> %180)
  %2501 = getelementptr inbounds nuw i8, ptr %2499, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2465, ptr nonnull align 1 %2501, <16 x i1> %181)
  %2502 = getelementptr inbounds nuw i8, ptr %2499, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2464, ptr nonnull align 1 %2502, <16 x i1> %182)
  %2503 = getelementptr inbounds nuw i8, ptr %380, i64 32
  %2504 = load i64, ptr %2503, align 16
  %2505 = getelementptr float, ptr %134, i64 %2504
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2463, ptr align 1 %2505, <16 x i1> %179)
  %2506 = getelementptr inbounds nuw i8, ptr %2505, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2462, ptr nonnull align 1 %2506, <16 x i1> %180)
  %2507 = getelementptr inbounds nuw i8, ptr %2505, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2461, ptr nonnull align 1 %2507, <16 x i1> %181)
  %2508 = getelementptr inbounds nuw i8, ptr %2505, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2460, ptr nonnull align 1 %2508, <16 x i1> %182)
  %2509 = getelementptr inbounds nuw i8, ptr %380, i64 40
  %2510 = load i64, ptr %2509, align 8
  %2511 = getelementptr float, ptr %134, i64 %2510
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2459, ptr align 1 %2511, <16 x i1> %179)
  %2512 = getelementptr inbounds nuw i8, ptr %2511, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2458, ptr nonnull align 1 %2512, <16 x i1> %180)
  %2513 = getelementptr inbounds nuw i8, ptr %2511, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2457, ptr nonnull align 1 %2513, <16 x i1> %181)
  %2514 = getelementptr inbounds nuw i8, ptr %2511, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2456, ptr nonnull align 1 %2514, <16 x i1> %182)
  br label %2728

2515:                                             ; preds = %2449, %2552
  %2516 = phi <16 x float> [ %2425, %2449 ], [ %2553, %2552 ]
  %2517 = phi <16 x float> [ %2426, %2449 ], [ %2554, %2552 ]
  %2518 = phi <16 x float> [ %2427, %2449 ], [ %2555, %2552 ]
  %2519 = phi <16 x float> [ %2428, %2449 ], [ %2556, %2552 ]
  %2520 = phi <16 x float> [ %2429, %2449 ], [ %2557, %2552 ]
  %2521 = phi <16 x float> [ %2430, %2449 ], [ %2558, %2552 ]
  %2522 = phi <16 x float> [ %2431, %2449 ], [ %2559, %2552 ]
  %2523 = phi <16 x float> [ %2432, %2449 ], [ %2560, %2552 ]
  %2524 = phi <16 x float> [ %2433, %2449 ], [ %2561, %2552 ]
  %2525 = phi <16 x float> [ %2434, %2449 ], [ %2562, %2552 ]
  %2526 = phi <16 x float> [ %2435, %2449 ], [ %2563, %2552 ]
  %2527 = phi <16 x float> [ %2436, %2449 ], [ %2564, %2552 ]
  %2528 = phi <16 x float> [ %2437, %2449 ], [ %2565, %2552 ]
  %2529 = phi <16 x float> [ %2438, %2449 ], [ %2566, %2552 ]
  %2530 = phi <16 x float> [ %2439, %2449 ], [ %2567, %2552 ]
  %2531 = phi <16 x float> [ %2440, %2449 ], [ %2568, %2552 ]
  %2532 = phi <16 x float> [ %2441, %2449 ], [ %2569, %2552 ]
  %2533 = phi <16 x float> [ %2442, %2449 ], [ %2570, %2552 ]
  %2534 = phi <16 x float> [ %2443, %2449 ], [ %2571, %2552 ]
  %2535 = phi <16 x float> [ %2444, %2449 ], [ %2572, %2552 ]
  %2536 = phi <16 x float> [ %2445, %2449 ], [ %2573, %2552 ]
  %2537 = phi <16 x float> [ %2446, %2449 ], [ %2574, %2552 ]
  %2538 = phi <16 x float> [ %2447, %2449 ], [ %2575, %2552 ]
  %2539 = phi <16 x float> [ %2448, %2449 ], [ %2576, %2552 ]
  %2540 = phi i64 [ 0, %2449 ], [ %2577, %2552 ]
  br i1 %44, label %2541, label %2552

2541:                                             ; preds = %2515
  %2542 = mul i64 %50, %2540
  %2543 = mul i64 %42, %2540
  %2544 = getelementptr float, ptr %25, i64 %2543
  %2545 = load i64, ptr %379, align 16
  %2546 = load i64, ptr %2450, align 8
  %2547 = load i64, ptr %2451, align 16
  %2548 = load i64, ptr %2452, align 8
  %2549 = load i64, ptr %2453, align 16
  %2550 = load i64, ptr %2454, align 8
  %2551 = getelementptr i8, ptr %178, i64 %2542
  br label %2579

2552:                                             ; preds = %2616, %2515
  %2553 = phi <16 x float> [ %2516, %2515 ], [ %2617, %2616 ]
  %2554 = phi <16 x float> [ %2517, %2515 ], [ %2618, %2616 ]
  %2555 = phi <16 x float> [ %2518, %2515 ], [ %2619, %2616 ]
  %2556 = phi <16 x float> [ %2519, %2515 ], [ %2620, %2616 ]
  %2557 = phi <16 x float> [ %2520, %2515 ], [ %2621, %2616 ]
  %2558 = phi <16 x float> [ %2521, %2515 ], [ %2622, %2616 ]
  %2559 = phi <16 x float> [ %2522, %2515 ], [ %2623, %2616 ]
  %2560 = phi <16 x float> [ %2523, %2515 ], [ %2624, %2616 ]
  %2561 = phi <16 x float> [ %2524, %2515 ], [ %2625, %2616 ]
  %2562 = phi <16 x float> [ %2525, %2515 ], [ %2626, %2616 ]
  %2563 = phi <16 x float> [ %2526, %2515 ], [ %2627, %2616 ]
  %2564 = phi <16 x float> [ %2527, %2515 ], [ %2628, %2616 ]
  %2565 = phi <16 x float> [ %2528, %2515 ], [ %2629, %2616 ]
  %2566 = phi <16 x float> [ %2529, %2515 ], [ %2630, %2616 ]
  %2567 = phi <16 x float> [ %2530, %2515 ], [ %2631, %2616 ]
  %2568 = phi <16 x float> [ %2531, %2515 ], [ %2632, %2616 ]
  %2569 = phi <16 x float> [ %2532, %2515 ], [ %2633, %2616 ]
  %2570 = phi <16 x float> [ %2533, %2515 ], [ %2634, %2616 ]
  %2571 = phi <16 x float> [ %2534, %2515 ], [ %2635, %2616 ]
  %2572 = phi <16 x float> [ %2535, %2515 ], [ %2636, %2616 ]
  %2573 = phi <16 x float> [ %2536, %2515 ], [ %2637, %2616 ]
  %2574 = phi <16 x float> [ %2537, %2515 ], [ %2638, %2616 ]
  %2575 = phi <16 x float> [ %2538, %2515 ], [ %2639, %2616 ]
  %2576 = phi <16 x float> [ %2539, %2515 ], [ %2640, %2616 ]
  %2577 = add nuw nsw i64 %2540, 1
  %2578 = icmp eq i64 %2577, %7
  br i1 %2578, label %2455, label %2515

2579:                                             ; preds = %2541, %2616
  %2580 = phi <16 x float> [ %2516, %2541 ], [ %2617, %2616 ]
  %2581 = phi <16 x float> [ %2517, %2541 ], [ %2618, %2616 ]
  %2582 = phi <16 x float> [ %2518, %2541 ], [ %2619, %2616 ]
  %2583 = phi <16 x float> [ %2519, %2541 ], [ %2620, %2616 ]
  %2584 = phi <16 x float> [ %2520, %2541 ], [ %2621, %2616 ]
  %2585 = phi <16 x float> [ %2521, %2541 ], [ %2622, %2616 ]
  %2586 = phi <16 x float> [ %2522, %2541 ], [ %2623, %2616 ]
  %2587 = phi <16 x float> [ %2523, %2541 ], [ %2624, %2616 ]
  %2588 = phi <16 x float> [ %2524, %2541 ], [ %2625, %2616 ]
  %2589 = phi <16 x float> [ %2525, %2541 ], [ %2626, %2616 ]
  %2590 = phi <16 x float> [ %2526, %2541 ], [ %2627, %2616 ]
  %2591 = phi <16 x float> [ %2527, %2541 ], [ %2628, %2616 ]
  %2592 = phi <16 x float> [ %2528, %2541 ], [ %2629, %2616 ]
  %2593 = phi <16 x float> [ %2529, %2541 ], [ %2630, %2616 ]
  %2594 = phi <16 x float> [ %2530, %2541 ], [ %2631, %2616 ]
  %2595 = phi <16 x float> [ %2531, %2541 ], [ %2632, %2616 ]
  %2596 = phi <16 x float> [ %2532, %2541 ], [ %2633, %2616 ]
  %2597 = phi <16 x float> [ %2533, %2541 ], [ %2634, %2616 ]
  %2598 = phi <16 x float> [ %2534, %2541 ], [ %2635, %2616 ]
  %2599 = phi <16 x float> [ %2535, %2541 ], [ %2636, %2616 ]
  %2600 = phi <16 x float> [ %2536, %2541 ], [ %2637, %2616 ]
  %2601 = phi <16 x float> [ %2537, %2541 ], [ %2638, %2616 ]
  %2602 = phi <16 x float> [ %2538, %2541 ], [ %2639, %2616 ]
  %2603 = phi <16 x float> [ %2539, %2541 ], [ %2640, %2616 ]
  %2604 = phi i64 [ 0, %2541 ], [ %2641, %2616 ]
  %2605 = mul i64 %45, %2604
  %2606 = getelementptr float, ptr %2544, i64 %2605
  %2607 = getelementptr float, ptr %2606, i64 %2545
  %2608 = getelementptr float, ptr %2606, i64 %2546
  %2609 = getelementptr float, ptr %2606, i64 %2547
  %2610 = getelementptr float, ptr %2606, i64 %2548
  %2611 = getelementptr float, ptr %2606, i64 %2549
  %2612 = getelementptr float, ptr %2606, i64 %2550
  br i1 %46, label %2613, label %2616

2613:                                             ; preds = %2579
  %2614 = mul i64 %51, %2604
  %2615 = getelementptr i8, ptr %2551, i64 %2614
  br label %2643

2616:                                             ; preds = %2643, %2579
  %2617 = phi <16 x float> [ %2580, %2579 ], [ %2725, %2643 ]
  %2618 = phi <16 x float> [ %2581, %2579 ], [ %2724, %2643 ]
  %2619 = phi <16 x float> [ %2582, %2579 ], [ %2723, %2643 ]
  %2620 = phi <16 x float> [ %2583, %2579 ], [ %2722, %2643 ]
  %2621 = phi <16 x float> [ %2584, %2579 ], [ %2717, %2643 ]
  %2622 = phi <16 x float> [ %2585, %2579 ], [ %2716, %2643 ]
  %2623 = phi <16 x float> [ %2586, %2579 ], [ %2715, %2643 ]
  %2624 = phi <16 x float> [ %2587, %2579 ], [ %2714, %2643 ]
  %2625 = phi <16 x float> [ %2588, %2579 ], [ %2709, %2643 ]
  %2626 = phi <16 x float> [ %2589, %2579 ], [ %2708, %2643 ]
  %2627 = phi <16 x float> [ %2590, %2579 ], [ %2707, %2643 ]
  %2628 = phi <16 x float> [ %2591, %2579 ], [ %2706, %2643 ]
  %2629 = phi <16 x float> [ %2592, %2579 ], [ %2701, %2643 ]
  %2630 = phi <16 x float> [ %2593, %2579 ], [ %2700, %2643 ]
  %2631 = phi <16 x float> [ %2594, %2579 ], [ %2699, %2643 ]
  %2632 = phi <16 x float> [ %2595, %2579 ], [ %2698, %2643 ]
  %2633 = phi <16 x float> [ %2596, %2579 ], [ %2693, %2643 ]
  %2634 = phi <16 x float> [ %2597, %2579 ], [ %2692, %2643 ]
  %2635 = phi <16 x float> [ %2598, %2579 ], [ %2691, %2643 ]
  %2636 = phi <16 x float> [ %2599, %2579 ], [ %2690, %2643 ]
  %2637 = phi <16 x float> [ %2600, %2579 ], [ %2685, %2643 ]
  %2638 = phi <16 x float> [ %2601, %2579 ], [ %2684, %2643 ]
  %2639 = phi <16 x float> [ %2602, %2579 ], [ %2683, %2643 ]
  %2640 = phi <16 x float> [ %2603, %2579 ], [ %2682, %2643 ]
  %2641 = add nuw nsw i64 %2604, 1
  %2642 = icmp eq i64 %2641, %8
  br i1 %2642, label %2552, label %2579

2643:                                             ; preds = %2613, %2643
  %2644 = phi <16 x float> [ %2580, %2613 ], [ %2725, %2643 ]
  %2645 = phi <16 x float> [ %2581, %2613 ], [ %2724, %2643 ]
  %2646 = phi <16 x float> [ %2582, %2613 ], [ %2723, %2643 ]
  %2647 = phi <16 x float> [ %2583, %2613 ], [ %2722, %2643 ]
  %2648 = phi <16 x float> [ %2584, %2613 ], [ %2717, %2643 ]
  %2649 = phi <16 x float> [ %2585, %2613 ], [ %2716, %2643 ]
  %2650 = phi <16 x float> [ %2586, %2613 ], [ %2715, %2643 ]
  %2651 = phi <16 x float> [ %2587, %2613 ], [ %2714, %2643 ]
  %2652 = phi <16 x float> [ %2588, %2613 ], [ %2709, %2643 ]
  %2653 = phi <16 x float> [ %2589, %2613 ], [ %2708, %2643 ]
  %2654 = phi <16 x float> [ %2590, %2613 ], [ %2707, %2643 ]
  %2655 = phi <16 x float> [ %2591, %2613 ], [ %2706, %2643 ]
  %2656 = phi <16 x float> [ %2592, %2613 ], [ %2701, %2643 ]
  %2657 = phi <16 x float> [ %2593, %2613 ], [ %2700, %2643 ]
  %2658 = phi <16 x float> [ %2594, %2613 ], [ %2699, %2643 ]
  %2659 = phi <16 x float> [ %2595, %2613 ], [ %2698, %2643 ]
  %2660 = phi <16 x float> [ %2596, %2613 ], [ %2693, %2643 ]
  %2661 = phi <16 x float> [ %2597, %2613 ], [ %2692, %2643 ]
  %2662 = phi <16 x float> [ %2598, %2613 ], [ %2691, %2643 ]
  %2663 = phi <16 x float> [ %2599, %2613 ], [ %2690, %2643 ]
  %2664 = phi <16 x float> [ %2600, %2613 ], [ %2685, %2643 ]
  %2665 = phi <16 x float> [ %2601, %2613 ], [ %2684, %2643 ]
  %2666 = phi <16 x float> [ %2602, %2613 ], [ %2683, %2643 ]
  %2667 = phi <16 x float> [ %2603, %2613 ], [ %2682, %2643 ]
  %2668 = phi i64 [ 0, %2613 ], [ %2726, %2643 ]
  %2669 = mul nuw nsw i64 %52, %2668
  %2670 = getelementptr i8, ptr %2615, i64 %2669
  %2671 = load <16 x float>, ptr %2670, align 1
  %2672 = getelementptr inbounds nuw i8, ptr %2670, i64 64
  %2673 = load <16 x float>, ptr %2672, align 1
  %2674 = getelementptr inbounds nuw i8, ptr %2670, i64 128
  %2675 = load <16 x float>, ptr %2674, align 1
  %2676 = getelementptr inbounds nuw i8, ptr %2670, i64 192
  %2677 = load <16 x float>, ptr %2676, align 1
  %2678 = getelementptr inbounds nuw float, ptr %2607, i64 %2668
  %2679 = load float, ptr %2678, align 4
  %2680 = insertelement <16 x float> poison, float %2679, i64 0
  %2681 = shufflevector <16 x float> %2680, <16 x float> poison, <16 x i32> zeroinitializer
  %2682 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2681, <16 x float> %2671, <16 x float> %2667)
  %2683 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2681, <16 x float> %2673, <16 x float> %2666)
  %2684 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2681, <16 x float> %2675, <16 x float> %2665)
  %2685 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2681, <16 x float> %2677, <16 x float> %2664)
  %2686 = getelementptr inbounds nuw float, ptr %2608, i64 %2668
  %2687 = load float, ptr %2686, align 4
  %2688 = insertelement <16 x float> poison, float %2687, i64 0
  %2689 = shufflevector <16 x float> %2688, <16 x float> poison, <16 x i32> zeroinitializer
  %2690 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2689, <16 x float> %2671, <16 x float> %2663)
  %2691 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2689, <16 x float> %2673, <16 x float> %2662)
  %2692 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2689, <16 x float> %2675, <16 x float> %2661)
  %2693 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2689, <16 x float> %2677, <16 x float> %2660)
  %2694 = getelementptr inbounds nuw float, ptr %2609, i64 %2668
  %2695 = load float, ptr %2694, align 4
  %2696 = insertelement <16 x float> poison, float %2695, i64 0
  %2697 = shufflevector <16 x float> %2696, <16 x float> poison, <16 x i32> zeroinitializer
  %2698 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2697, <16 x float> %2671, <16 x float> %2659)
  %2699 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2697, <16 x float> %2673, <16 x float> %2658)
  %2700 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2697, <16 x float> %2675, <16 x float> %2657)
  %2701 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2697, <16 x float> %2677, <16 x float> %2656)
  %2702 = getelementptr inbounds nuw float, ptr %2610, i64 %2668
  %2703 = load float, ptr %2702, align 4
  %2704 = insertelement <16 x float> poison, float %2703, i64 0
  %2705 = shufflevector <16 x float> %2704, <16 x float> poison, <16 x i32> zeroinitializer
  %2706 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2705, <16 x float> %2671, <16 x float> %2655)
  %2707 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2705, <16 x float> %2673, <16 x float> %2654)
  %2708 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2705, <16 x float> %2675, <16 x float> %2653)
  %2709 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2705, <16 x float> %2677, <16 x float> %2652)
  %2710 = getelementptr inbounds nuw float, ptr %2611, i64 %2668
  %2711 = load float, ptr %2710, align 4
  %2712 = insertelement <16 x float> poison, float %2711, i64 0
  %2713 = shufflevector <16 x float> %2712, <16 x float> poison, <16 x i32> zeroinitializer
  %2714 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2713, <16 x float> %2671, <16 x float> %2651)
  %2715 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2713, <16 x float> %2673, <16 x float> %2650)
  %2716 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2713, <16 x float> %2675, <16 x float> %2649)
  %2717 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2713, <16 x float> %2677, <16 x float> %2648)
  %2718 = getelementptr inbounds nuw float, ptr %2612, i64 %2668
  %2719 = load float, ptr %2718, align 4
  %2720 = insertelement <16 x float> poison, float %2719, i64 0
  %2721 = shufflevector <16 x float> %2720, <16 x float> poison, <16 x i32> zeroinitializer
  %2722 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2721, <16 x float> %2671, <16 x float> %2647)
  %2723 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2721, <16 x float> %2673, <16 x float> %2646)
  %2724 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2721, <16 x float> %2675, <16 x float> %2645)
  %2725 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2721, <16 x float> %2677, <16 x float> %2644)
  %2726 = add nuw nsw i64 %2668, 1
  %2727 = icmp eq i64 %2726, %5
  br i1 %2727, label %2616, label %2643

2728:                                             ; preds = %377, %2455, %2086, %1766, %1466, %1167, %870, %639, %433
  %2729 = add nuw nsw i64 %378, %125
  %2730 = icmp slt i64 %2729, %69
  br i1 %2730, label %377, label %373

2731:                                             ; preds = %111, %22
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
