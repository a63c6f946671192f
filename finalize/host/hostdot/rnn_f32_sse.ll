%struct.rowstate = type { ptr, ptr, ptr, ptr, i64, ptr, ptr }

; Function Attrs: nounwind memory(readwrite, target_mem0: none, target_mem1: none)
define hidden void @mgxport_rnn_f32_sse(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12) local_unnamed_addr {
  %14 = inttoptr i64 %0 to ptr
  %15 = inttoptr i64 %1 to ptr
  %16 = inttoptr i64 %2 to ptr
  %17 = inttoptr i64 %3 to ptr
  %18 = inttoptr i64 %4 to ptr
  %19 = inttoptr i64 %5 to ptr
  %20 = inttoptr i64 %6 to ptr
  %21 = inttoptr i64 %7 to ptr
  %22 = inttoptr i64 %8 to ptr
  %23 = inttoptr i64 %9 to ptr
  %24 = inttoptr i64 %10 to ptr
  %25 = inttoptr i64 %11 to ptr
  %26 = load i64, ptr %25, align 8
  %27 = getelementptr inbounds nuw i8, ptr %25, i64 8
  %28 = load i64, ptr %27, align 8
  %29 = getelementptr inbounds nuw i8, ptr %25, i64 16
  %30 = load i64, ptr %29, align 8
  %31 = getelementptr inbounds nuw i8, ptr %25, i64 24
  %32 = load i64, ptr %31, align 8
  %33 = getelementptr inbounds nuw i8, ptr %25, i64 32
  %34 = load i64, ptr %33, align 8
  %35 = getelementptr inbounds nuw i8, ptr %25, i64 40
  %36 = load i64, ptr %35, align 8
  %37 = icmp eq i64 %26, 2
  %38 = icmp eq i64 %26, 1
  %39 = select i1 %38, i64 3, i64 1
  %40 = select i1 %37, i64 4, i64 %39
  %41 = mul nsw i64 %40, %32
  %42 = getelementptr inbounds nuw i8, ptr %25, i64 80
  %43 = load i64, ptr %42, align 8
  %44 = add i64 %30, -1
  %45 = add i64 %44, %43
  %46 = sdiv i64 %45, %43
  %47 = sdiv i64 %12, %46
  %48 = srem i64 %12, %46
  %49 = mul nsw i64 %48, %43
  %50 = add nsw i64 %49, %43
  %51 = tail call i64 @llvm.smin.i64(i64 %50, i64 %30)
  %52 = sub nsw i64 %51, %49
  %53 = getelementptr inbounds nuw i8, ptr %25, i64 72
  %54 = load i64, ptr %53, align 8
  %55 = trunc i64 %54 to i32
  %56 = bitcast i32 %55 to float
  %57 = icmp eq i64 %34, 2
  br i1 %57, label %58, label %60

58:                                               ; preds = %13
  %59 = icmp eq i64 %47, 1
  br label %64

60:                                               ; preds = %13
  %61 = getelementptr inbounds nuw i8, ptr %25, i64 48
  %62 = load i64, ptr %61, align 8
  %63 = icmp ne i64 %62, 0
  br label %64

64:                                               ; preds = %60, %58
  %65 = phi i1 [ %59, %58 ], [ %63, %60 ]
  %66 = getelementptr inbounds nuw i8, ptr %25, i64 56
  %67 = load i64, ptr %66, align 8
  %68 = getelementptr inbounds nuw i8, ptr %25, i64 64
  %69 = load i64, ptr %68, align 8
  %70 = getelementptr inbounds nuw i8, ptr %25, i64 88
  %71 = load i64, ptr %70, align 8
  %72 = getelementptr inbounds nuw i8, ptr %25, i64 96
  %73 = load i64, ptr %72, align 8
  %74 = getelementptr inbounds nuw i8, ptr %25, i64 104
  %75 = mul nsw i64 %47, 3
  %76 = mul nsw i64 %47, 72
  %77 = getelementptr inbounds i8, ptr %74, i64 %76
  %78 = load i64, ptr %77, align 8
  %79 = getelementptr inbounds nuw i8, ptr %77, i64 8
  %80 = load <2 x i64>, ptr %79, align 8
  %81 = trunc <2 x i64> %80 to <2 x i32>
  %82 = bitcast <2 x i32> %81 to <2 x float>
  %83 = add i64 %75, 1
  %84 = mul nsw i64 %83, 24
  %85 = getelementptr inbounds i8, ptr %74, i64 %84
  %86 = load i64, ptr %85, align 8
  %87 = getelementptr inbounds nuw i8, ptr %85, i64 8
  %88 = load <2 x i64>, ptr %87, align 8
  %89 = trunc <2 x i64> %88 to <2 x i32>
  %90 = bitcast <2 x i32> %89 to <2 x float>
  %91 = add i64 %75, 2
  %92 = mul nsw i64 %91, 24
  %93 = getelementptr inbounds i8, ptr %74, i64 %92
  %94 = load i64, ptr %93, align 8
  %95 = getelementptr inbounds nuw i8, ptr %93, i64 8
  %96 = load <2 x i64>, ptr %95, align 8
  %97 = trunc <2 x i64> %96 to <2 x i32>
  %98 = bitcast <2 x i32> %97 to <2 x float>
  %99 = icmp eq i64 %67, 0
  %100 = icmp ne i64 %69, 0
  %101 = icmp ne i64 %71, 0
  %102 = icmp eq i64 %73, 0
  %103 = select i1 %102, ptr null, ptr %20
  %104 = add nsw i64 %32, 3
  %105 = sdiv i64 %104, 4
  %106 = shl nsw i64 %105, 2
  %107 = mul nsw i64 %106, %40
  %108 = mul nsw i64 %107, %32
  %109 = shl nsw i64 %107, 1
  %110 = mul nsw i64 %105, 12
  %111 = add nsw i64 %109, %110
  %112 = add nsw i64 %107, %110
  %113 = add nsw i64 %111, %108
  %114 = mul nsw i64 %52, %112
  %115 = add nsw i64 %113, %114
  %116 = shl i64 %115, 2
  %117 = tail call ptr @malloc(i64 noundef %116)
  %118 = icmp eq ptr %117, null
  br i1 %118, label %119, label %120

119:                                              ; preds = %64
  tail call void @llvm.trap()
  unreachable

120:                                              ; preds = %64
  %121 = mul nsw i64 %47, %41
  %122 = icmp slt i64 %32, 4
  %123 = icmp sgt i64 %32, 0
  %124 = icmp slt i64 %32, %106
  %125 = shl i64 %32, 2
  %126 = shl i64 %105, 4
  %127 = mul nsw i64 %40, %105
  %128 = shl i64 %127, 4
  %129 = sub i64 %126, %125
  %130 = getelementptr i8, ptr %117, i64 %125
  %131 = shl i64 %32, 2
  %132 = mul i64 %32, -4
  %133 = mul i64 %32, %32
  %134 = mul i64 %40, %133
  %135 = mul i64 %134, %47
  %136 = shl i64 %135, 2
  %137 = mul i64 %32, %32
  %138 = shl i64 %137, 2
  %139 = shl i64 %32, 2
  %140 = shl i64 %105, 4
  %141 = mul i64 %40, %105
  %142 = add i64 %32, 1152921504606846975
  %143 = mul i64 %141, %142
  %144 = shl i64 %143, 4
  %145 = mul i64 %40, %47
  %146 = shl i64 %145, 2
  %147 = add i64 %146, 4
  %148 = mul i64 %32, %147
  %149 = add i64 %148, -4
  %150 = mul i64 %32, %149
  %151 = mul i64 %32, %32
  %152 = shl i64 %151, 2
  %153 = mul i64 %40, %151
  %154 = mul i64 %153, %47
  %155 = shl i64 %154, 2
  %156 = shl i64 %32, 2
  %157 = getelementptr i8, ptr %117, i64 %144
  %158 = getelementptr i8, ptr %157, i64 %139
  %159 = getelementptr i8, ptr %15, i64 %150
  %160 = getelementptr i8, ptr %15, i64 %155
  %161 = getelementptr i8, ptr %15, i64 %136
  %162 = icmp slt i64 %131, 0
  %163 = select i1 %162, i64 %132, i64 %131
  %164 = and i64 %141, 576460752303423488
  %165 = icmp ne i64 %164, 0
  %166 = and i64 %32, 3
  %167 = icmp eq i64 %166, 0
  br label %180

168:                                              ; preds = %361
  %169 = getelementptr float, ptr %117, i64 %108
  %170 = getelementptr float, ptr %169, i64 %107
  %171 = shl i64 %47, 1
  %172 = icmp ne i64 %2, 0
  %173 = and i1 %172, %101
  %174 = mul i64 %171, %41
  %175 = getelementptr float, ptr %16, i64 %174
  %176 = or disjoint i64 %171, 1
  %177 = mul i64 %176, %41
  %178 = getelementptr float, ptr %16, i64 %177
  %179 = tail call i64 @llvm.smax.i64(i64 %106, i64 1)
  br label %392

180:                                              ; preds = %120, %361
  %181 = phi i64 [ 0, %120 ], [ %362, %361 ]
  %182 = mul i64 %140, %181
  %183 = getelementptr i8, ptr %117, i64 %182
  %184 = getelementptr i8, ptr %158, i64 %182
  %185 = mul i64 %152, %181
  %186 = mul i64 %138, %181
  %187 = mul i64 %126, %181
  %188 = mul nsw i64 %181, %32
  %189 = add nsw i64 %188, %121
  %190 = mul nsw i64 %189, %32
  %191 = getelementptr inbounds float, ptr %15, i64 %190
  %192 = mul nsw i64 %181, %106
  %193 = getelementptr inbounds float, ptr %117, i64 %192
  br i1 %122, label %197, label %221

194:                                              ; preds = %267, %232
  %195 = add nuw nsw i64 %222, 4
  %196 = icmp sgt i64 %195, %32
  br i1 %196, label %197, label %221

197:                                              ; preds = %194, %180
  %198 = phi i64 [ 0, %180 ], [ %222, %194 ]
  br i1 %123, label %199, label %361

199:                                              ; preds = %197
  %200 = icmp slt i64 %198, %32
  %201 = getelementptr i8, ptr %130, i64 %187
  %202 = xor i64 %198, -1
  %203 = add nsw i64 %32, %202
  %204 = mul i64 %139, %198
  %205 = shl i64 %198, 2
  %206 = getelementptr i8, ptr %183, i64 %205
  %207 = mul i64 %156, %198
  %208 = sub nsw i64 %32, %198
  %209 = getelementptr i8, ptr %159, i64 %185
  %210 = getelementptr i8, ptr %160, i64 %185
  %211 = getelementptr i8, ptr %210, i64 %207
  %212 = getelementptr i8, ptr %161, i64 %186
  %213 = getelementptr i8, ptr %212, i64 %204
  %214 = icmp ult i64 %208, 36
  %215 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %163, i64 %203)
  %216 = extractvalue { i64, i1 } %215, 0
  %217 = extractvalue { i64, i1 } %215, 1
  %218 = sub i64 0, %216
  %219 = sub i64 %208, %166
  %220 = add i64 %198, %219
  br label %286

221:                                              ; preds = %180, %194
  %222 = phi i64 [ %195, %194 ], [ 4, %180 ]
  %223 = phi i64 [ %222, %194 ], [ 0, %180 ]
  %224 = getelementptr float, ptr %193, i64 %223
  %225 = mul nuw nsw i64 %223, %32
  %226 = or disjoint i64 %223, 1
  %227 = mul nuw nsw i64 %226, %32
  %228 = or disjoint i64 %223, 2
  %229 = mul nuw nsw i64 %228, %32
  %230 = or disjoint i64 %223, 3
  %231 = mul nuw nsw i64 %230, %32
  br label %234

232:                                              ; preds = %234
  %233 = icmp slt i64 %235, %32
  br i1 %233, label %267, label %194

234:                                              ; preds = %221, %234
  %235 = phi i64 [ 4, %221 ], [ %265, %234 ]
  %236 = phi i64 [ 0, %221 ], [ %235, %234 ]
  %237 = getelementptr float, ptr %191, i64 %236
  %238 = getelementptr float, ptr %237, i64 %225
  %239 = load <4 x float>, ptr %238, align 4
  %240 = getelementptr float, ptr %237, i64 %227
  %241 = load <4 x float>, ptr %240, align 4
  %242 = getelementptr float, ptr %237, i64 %229
  %243 = load <4 x float>, ptr %242, align 4
  %244 = getelementptr float, ptr %237, i64 %231
  %245 = load <4 x float>, ptr %244, align 4
  %246 = shufflevector <4 x float> %239, <4 x float> %243, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %247 = shufflevector <4 x float> %239, <4 x float> %243, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %248 = shufflevector <4 x float> %241, <4 x float> %245, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %249 = shufflevector <4 x float> %241, <4 x float> %245, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %250 = shufflevector <4 x float> %246, <4 x float> %248, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %251 = shufflevector <4 x float> %246, <4 x float> %248, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %252 = shufflevector <4 x float> %247, <4 x float> %249, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %253 = shufflevector <4 x float> %247, <4 x float> %249, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %254 = mul nuw nsw i64 %236, %107
  %255 = getelementptr float, ptr %224, i64 %254
  store <4 x float> %250, ptr %255, align 4
  %256 = or disjoint i64 %236, 1
  %257 = mul nuw nsw i64 %256, %107
  %258 = getelementptr float, ptr %224, i64 %257
  store <4 x float> %251, ptr %258, align 4
  %259 = or disjoint i64 %236, 2
  %260 = mul nuw nsw i64 %259, %107
  %261 = getelementptr float, ptr %224, i64 %260
  store <4 x float> %252, ptr %261, align 4
  %262 = or disjoint i64 %236, 3
  %263 = mul nuw nsw i64 %262, %107
  %264 = getelementptr float, ptr %224, i64 %263
  store <4 x float> %253, ptr %264, align 4
  %265 = add nuw nsw i64 %235, 4
  %266 = icmp sgt i64 %265, %32
  br i1 %266, label %232, label %234

267:                                              ; preds = %232, %267
  %268 = phi i64 [ %284, %267 ], [ %235, %232 ]
  %269 = getelementptr float, ptr %191, i64 %268
  %270 = mul nuw nsw i64 %268, %107
  %271 = getelementptr float, ptr %193, i64 %270
  %272 = getelementptr float, ptr %269, i64 %225
  %273 = load float, ptr %272, align 4
  %274 = getelementptr float, ptr %271, i64 %223
  store float %273, ptr %274, align 4
  %275 = getelementptr float, ptr %269, i64 %227
  %276 = load float, ptr %275, align 4
  %277 = getelementptr float, ptr %271, i64 %226
  store float %276, ptr %277, align 4
  %278 = getelementptr float, ptr %269, i64 %229
  %279 = load float, ptr %278, align 4
  %280 = getelementptr float, ptr %271, i64 %228
  store float %279, ptr %280, align 4
  %281 = getelementptr float, ptr %269, i64 %231
  %282 = load float, ptr %281, align 4
  %283 = getelementptr float, ptr %271, i64 %230
  store float %282, ptr %283, align 4
  %284 = add nuw nsw i64 %268, 1
  %285 = icmp slt i64 %284, %32
  br i1 %285, label %267, label %194

286:                                              ; preds = %199, %389
  %287 = phi i64 [ 0, %199 ], [ %390, %389 ]
  %288 = shl i64 %287, 2
  %289 = getelementptr i8, ptr %209, i64 %288
  %290 = getelementptr i8, ptr %211, i64 %288
  %291 = icmp ult ptr %289, %290
  %292 = select i1 %291, ptr %289, ptr %290
  %293 = icmp ugt ptr %289, %290
  %294 = select i1 %293, ptr %289, ptr %290
  %295 = getelementptr i8, ptr %294, i64 4
  %296 = shl i64 %287, 2
  %297 = getelementptr i8, ptr %213, i64 %296
  %298 = mul i64 %128, %287
  %299 = getelementptr i8, ptr %201, i64 %298
  %300 = getelementptr float, ptr %191, i64 %287
  br i1 %200, label %301, label %364

301:                                              ; preds = %286
  %302 = mul nuw nsw i64 %287, %107
  %303 = getelementptr float, ptr %193, i64 %302
  br i1 %214, label %342, label %304

304:                                              ; preds = %301
  %305 = getelementptr i8, ptr %297, i64 %216
  %306 = getelementptr i8, ptr %297, i64 %218
  %307 = icmp ult ptr %305, %297
  %308 = icmp ugt ptr %306, %297
  %309 = select i1 %162, i1 %308, i1 %307
  %310 = or i1 %309, %217
  br i1 %310, label %342, label %311

311:                                              ; preds = %304
  %312 = icmp ult ptr %206, %295
  %313 = icmp ult ptr %292, %184
  %314 = and i1 %312, %313
  %315 = or i1 %314, %165
  br i1 %315, label %342, label %316

316:                                              ; preds = %311, %316
  %317 = phi i64 [ %339, %316 ], [ 0, %311 ]
  %318 = add i64 %198, %317
  %319 = or disjoint i64 %318, 1
  %320 = or disjoint i64 %318, 2
  %321 = or disjoint i64 %318, 3
  %322 = mul nuw nsw i64 %318, %32
  %323 = mul nuw nsw i64 %319, %32
  %324 = mul nuw nsw i64 %320, %32
  %325 = mul nuw nsw i64 %321, %32
  %326 = getelementptr float, ptr %300, i64 %322
  %327 = getelementptr float, ptr %300, i64 %323
  %328 = getelementptr float, ptr %300, i64 %324
  %329 = getelementptr float, ptr %300, i64 %325
  %330 = load float, ptr %326, align 4
  %331 = load float, ptr %327, align 4
  %332 = load float, ptr %328, align 4
  %333 = load float, ptr %329, align 4
  %334 = insertelement <4 x float> poison, float %330, i64 0
  %335 = insertelement <4 x float> %334, float %331, i64 1
  %336 = insertelement <4 x float> %335, float %332, i64 2
  %337 = insertelement <4 x float> %336, float %333, i64 3
  %338 = getelementptr float, ptr %303, i64 %318
  store <4 x float> %337, ptr %338, align 4
  %339 = add nuw i64 %317, 4
  %340 = icmp eq i64 %339, %219
  br i1 %340, label %341, label %316

341:                                              ; preds = %316
  br i1 %167, label %364, label %342

342:                                              ; preds = %311, %304, %301, %341
  %343 = phi i64 [ %198, %311 ], [ %198, %304 ], [ %198, %301 ], [ %220, %341 ]
  %344 = sub i64 %32, %343
  %345 = and i64 %344, 3
  %346 = icmp eq i64 %345, 0
  br i1 %346, label %357, label %347

347:                                              ; preds = %342, %347
  %348 = phi i64 [ %354, %347 ], [ %343, %342 ]
  %349 = phi i64 [ %355, %347 ], [ 0, %342 ]
  %350 = mul nuw nsw i64 %348, %32
  %351 = getelementptr float, ptr %300, i64 %350
  %352 = load float, ptr %351, align 4
  %353 = getelementptr float, ptr %303, i64 %348
  store float %352, ptr %353, align 4
  %354 = add nuw nsw i64 %348, 1
  %355 = add i64 %349, 1
  %356 = icmp eq i64 %355, %345
  br i1 %356, label %357, label %347

357:                                              ; preds = %347, %342
  %358 = phi i64 [ %343, %342 ], [ %354, %347 ]
  %359 = sub i64 %343, %32
  %360 = icmp ugt i64 %359, -4
  br i1 %360, label %364, label %366

361:                                              ; preds = %389, %197
  %362 = add nuw nsw i64 %181, 1
  %363 = icmp eq i64 %362, %40
  br i1 %363, label %168, label %180

364:                                              ; preds = %357, %366, %341, %286
  br i1 %124, label %365, label %389

365:                                              ; preds = %364
  tail call void @llvm.memset.p0.i64(ptr align 4 %299, i8 0, i64 %129, i1 false)
  br label %389

366:                                              ; preds = %357, %366
  %367 = phi i64 [ %387, %366 ], [ %358, %357 ]
  %368 = mul nuw nsw i64 %367, %32
  %369 = getelementptr float, ptr %300, i64 %368
  %370 = load float, ptr %369, align 4
  %371 = getelementptr float, ptr %303, i64 %367
  store float %370, ptr %371, align 4
  %372 = add nuw nsw i64 %367, 1
  %373 = mul nuw nsw i64 %372, %32
  %374 = getelementptr float, ptr %300, i64 %373
  %375 = load float, ptr %374, align 4
  %376 = getelementptr float, ptr %303, i64 %372
  store float %375, ptr %376, align 4
  %377 = add nuw nsw i64 %367, 2
  %378 = mul nuw nsw i64 %377, %32
  %379 = getelementptr float, ptr %300, i64 %378
  %380 = load float, ptr %379, align 4
  %381 = getelementptr float, ptr %303, i64 %377
  store float %380, ptr %381, align 4
  %382 = add nuw nsw i64 %367, 3
  %383 = mul nuw nsw i64 %382, %32
  %384 = getelementptr float, ptr %300, i64 %383
  %385 = load float, ptr %384, align 4
  %386 = getelementptr float, ptr %303, i64 %382
  store float %385, ptr %386, align 4
  %387 = add nuw nsw i64 %367, 4
  %388 = icmp eq i64 %387, %32
  br i1 %388, label %364, label %366

389:                                              ; preds = %365, %364
  %390 = add nuw nsw i64 %287, 1
  %391 = icmp eq i64 %390, %32
  br i1 %391, label %361, label %286

392:                                              ; preds = %412, %168
  %393 = phi i64 [ 0, %168 ], [ %413, %412 ]
  br i1 %123, label %394, label %414

394:                                              ; preds = %392
  %395 = mul nuw nsw i64 %393, %106
  %396 = mul nuw nsw i64 %393, %32
  %397 = getelementptr float, ptr %175, i64 %396
  %398 = getelementptr float, ptr %178, i64 %396
  br label %419

399:                                              ; preds = %409
  %400 = getelementptr inbounds nuw float, ptr %170, i64 %107
  %401 = icmp ne ptr %103, null
  %402 = mul i64 %75, %32
  %403 = getelementptr float, ptr %20, i64 %402
  %404 = add nsw i64 %179, -1
  %405 = and i64 %179, 1
  %406 = icmp eq i64 %404, 0
  br i1 %406, label %450, label %407

407:                                              ; preds = %399
  %408 = and i64 %179, 9223372036854775804
  br label %555

409:                                              ; preds = %433
  %410 = add nuw nsw i64 %393, 1
  %411 = icmp eq i64 %410, %40
  br i1 %411, label %399, label %412

412:                                              ; preds = %409, %414
  %413 = phi i64 [ %410, %409 ], [ %415, %414 ]
  br label %392

414:                                              ; preds = %392
  %415 = add nuw nsw i64 %393, 1
  %416 = icmp eq i64 %415, %40
  br i1 %416, label %417, label %412

417:                                              ; preds = %414
  %418 = getelementptr inbounds float, ptr %170, i64 %107
  br label %550

419:                                              ; preds = %394, %433
  %420 = phi i64 [ 0, %394 ], [ %437, %433 ]
  %421 = icmp slt i64 %420, %32
  %422 = select i1 %173, i1 %421, i1 false
  br i1 %422, label %426, label %423

423:                                              ; preds = %419
  %424 = add nuw nsw i64 %420, %395
  %425 = getelementptr inbounds nuw float, ptr %169, i64 %424
  store float 0.000000e+00, ptr %425, align 4
  br label %433

426:                                              ; preds = %419
  %427 = getelementptr float, ptr %397, i64 %420
  %428 = load float, ptr %427, align 4
  %429 = add nuw nsw i64 %420, %395
  %430 = getelementptr inbounds nuw float, ptr %169, i64 %429
  store float %428, ptr %430, align 4
  %431 = getelementptr float, ptr %398, i64 %420
  %432 = load float, ptr %431, align 4
  br label %433

433:                                              ; preds = %423, %426
  %434 = phi i64 [ %429, %426 ], [ %424, %423 ]
  %435 = phi float [ %432, %426 ], [ 0.000000e+00, %423 ]
  %436 = getelementptr inbounds float, ptr %170, i64 %434
  store float %435, ptr %436, align 4
  %437 = add nuw nsw i64 %420, 1
  %438 = icmp eq i64 %437, %179
  br i1 %438, label %409, label %419

439:                                              ; preds = %550
  %440 = getelementptr inbounds float, ptr %169, i64 %111
  %441 = shl i64 %105, 5
  %442 = icmp eq i64 %3, 0
  %443 = icmp eq i64 %36, 1
  %444 = mul nsw i64 %47, %30
  %445 = icmp ne i64 %4, 0
  %446 = icmp ne i64 %5, 0
  %447 = icmp ne i64 %7, 0
  br label %879

448:                                              ; preds = %572
  %449 = icmp eq i64 %405, 0
  br i1 %449, label %461, label %450

450:                                              ; preds = %448, %399
  %451 = phi i64 [ 0, %399 ], [ %575, %448 ]
  %452 = icmp ne i64 %405, 0
  tail call void @llvm.assume(i1 %452)
  %453 = icmp slt i64 %451, %32
  %454 = select i1 %401, i1 %453, i1 false
  br i1 %454, label %455, label %458

455:                                              ; preds = %450
  %456 = getelementptr float, ptr %403, i64 %451
  %457 = load float, ptr %456, align 4
  br label %458

458:                                              ; preds = %455, %450
  %459 = phi float [ %457, %455 ], [ 0.000000e+00, %450 ]
  %460 = getelementptr float, ptr %400, i64 %451
  store float %459, ptr %460, align 4
  br label %461

461:                                              ; preds = %448, %458
  %462 = mul i64 %83, %32
  %463 = getelementptr float, ptr %20, i64 %462
  %464 = getelementptr float, ptr %400, i64 %106
  %465 = and i64 %179, 1
  %466 = icmp eq i64 %404, 0
  br i1 %466, label %494, label %467

467:                                              ; preds = %461
  %468 = and i64 %179, 9223372036854775804
  br label %469

469:                                              ; preds = %486, %467
  %470 = phi i64 [ 0, %467 ], [ %489, %486 ]
  %471 = phi i64 [ 0, %467 ], [ %490, %486 ]
  %472 = icmp slt i64 %470, %32
  %473 = select i1 %401, i1 %472, i1 false
  br i1 %473, label %474, label %477

474:                                              ; preds = %469
  %475 = getelementptr float, ptr %463, i64 %470
  %476 = load float, ptr %475, align 4
  br label %477

477:                                              ; preds = %474, %469
  %478 = phi float [ %476, %474 ], [ 0.000000e+00, %469 ]
  %479 = getelementptr float, ptr %464, i64 %470
  store float %478, ptr %479, align 4
  %480 = or disjoint i64 %470, 1
  %481 = icmp slt i64 %480, %32
  %482 = select i1 %401, i1 %481, i1 false
  br i1 %482, label %483, label %486

483:                                              ; preds = %477
  %484 = getelementptr float, ptr %463, i64 %480
  %485 = load float, ptr %484, align 4
  br label %486

486:                                              ; preds = %483, %477
  %487 = phi float [ %485, %483 ], [ 0.000000e+00, %477 ]
  %488 = getelementptr float, ptr %464, i64 %480
  store float %487, ptr %488, align 4
  %489 = add nuw nsw i64 %470, 2
  %490 = add i64 %471, 2
  %491 = icmp eq i64 %490, %468
  br i1 %491, label %492, label %469

492:                                              ; preds = %486
  %493 = icmp eq i64 %465, 0
  br i1 %493, label %505, label %494

494:                                              ; preds = %492, %461
  %495 = phi i64 [ 0, %461 ], [ %489, %492 ]
  %496 = icmp ne i64 %465, 0
  tail call void @llvm.assume(i1 %496)
  %497 = icmp slt i64 %495, %32
  %498 = select i1 %401, i1 %497, i1 false
  br i1 %498, label %499, label %502

499:                                              ; preds = %494
  %500 = getelementptr float, ptr %463, i64 %495
  %501 = load float, ptr %500, align 4
  br label %502

502:                                              ; preds = %499, %494
  %503 = phi float [ %501, %499 ], [ 0.000000e+00, %494 ]
  %504 = getelementptr float, ptr %464, i64 %495
  store float %503, ptr %504, align 4
  br label %505

505:                                              ; preds = %492, %502
  %506 = mul i64 %91, %32
  %507 = getelementptr float, ptr %20, i64 %506
  %508 = shl i64 %105, 5
  %509 = getelementptr i8, ptr %400, i64 %508
  %510 = and i64 %179, 1
  %511 = icmp eq i64 %404, 0
  br i1 %511, label %539, label %512

512:                                              ; preds = %505
  %513 = and i64 %179, 9223372036854775804
  br label %514

514:                                              ; preds = %531, %512
  %515 = phi i64 [ 0, %512 ], [ %534, %531 ]
  %516 = phi i64 [ 0, %512 ], [ %535, %531 ]
  %517 = icmp slt i64 %515, %32
  %518 = select i1 %401, i1 %517, i1 false
  br i1 %518, label %519, label %522

519:                                              ; preds = %514
  %520 = getelementptr float, ptr %507, i64 %515
  %521 = load float, ptr %520, align 4
  br label %522

522:                                              ; preds = %519, %514
  %523 = phi float [ %521, %519 ], [ 0.000000e+00, %514 ]
  %524 = getelementptr float, ptr %509, i64 %515
  store float %523, ptr %524, align 4
  %525 = or disjoint i64 %515, 1
  %526 = icmp slt i64 %525, %32
  %527 = select i1 %401, i1 %526, i1 false
  br i1 %527, label %528, label %531

528:                                              ; preds = %522
  %529 = getelementptr float, ptr %507, i64 %525
  %530 = load float, ptr %529, align 4
  br label %531

531:                                              ; preds = %528, %522
  %532 = phi float [ %530, %528 ], [ 0.000000e+00, %522 ]
  %533 = getelementptr float, ptr %509, i64 %525
  store float %532, ptr %533, align 4
  %534 = add nuw nsw i64 %515, 2
  %535 = add i64 %516, 2
  %536 = icmp eq i64 %535, %513
  br i1 %536, label %537, label %514

537:                                              ; preds = %531
  %538 = icmp eq i64 %510, 0
  br i1 %538, label %550, label %539

539:                                              ; preds = %537, %505
  %540 = phi i64 [ 0, %505 ], [ %534, %537 ]
  %541 = icmp ne i64 %510, 0
  tail call void @llvm.assume(i1 %541)
  %542 = icmp slt i64 %540, %32
  %543 = select i1 %401, i1 %542, i1 false
  br i1 %543, label %544, label %547

544:                                              ; preds = %539
  %545 = getelementptr float, ptr %507, i64 %540
  %546 = load float, ptr %545, align 4
  br label %547

547:                                              ; preds = %544, %539
  %548 = phi float [ %546, %544 ], [ 0.000000e+00, %539 ]
  %549 = getelementptr float, ptr %509, i64 %540
  store float %548, ptr %549, align 4
  br label %550

550:                                              ; preds = %547, %537, %417
  %551 = phi ptr [ %418, %417 ], [ %400, %537 ], [ %400, %547 ]
  %552 = tail call i64 @llvm.smax.i64(i64 %52, i64 1)
  %553 = alloca %struct.rowstate, i64 %552, align 16
  %554 = icmp sgt i64 %52, 0
  br i1 %554, label %439, label %2721

555:                                              ; preds = %572, %407
  %556 = phi i64 [ 0, %407 ], [ %575, %572 ]
  %557 = phi i64 [ 0, %407 ], [ %576, %572 ]
  %558 = icmp slt i64 %556, %32
  %559 = select i1 %401, i1 %558, i1 false
  br i1 %559, label %560, label %563

560:                                              ; preds = %555
  %561 = getelementptr float, ptr %403, i64 %556
  %562 = load float, ptr %561, align 4
  br label %563

563:                                              ; preds = %555, %560
  %564 = phi float [ %562, %560 ], [ 0.000000e+00, %555 ]
  %565 = getelementptr float, ptr %400, i64 %556
  store float %564, ptr %565, align 4
  %566 = or disjoint i64 %556, 1
  %567 = icmp slt i64 %566, %32
  %568 = select i1 %401, i1 %567, i1 false
  br i1 %568, label %569, label %572

569:                                              ; preds = %563
  %570 = getelementptr float, ptr %403, i64 %566
  %571 = load float, ptr %570, align 4
  br label %572

572:                                              ; preds = %569, %563
  %573 = phi float [ %571, %569 ], [ 0.000000e+00, %563 ]
  %574 = getelementptr float, ptr %400, i64 %566
  store float %573, ptr %574, align 4
  %575 = add nuw nsw i64 %556, 2
  %576 = add i64 %557, 2
  %577 = icmp eq i64 %576, %408
  br i1 %577, label %448, label %555

578:                                              ; preds = %959
  %579 = alloca ptr, i64 %552, align 16
  %580 = alloca ptr, i64 %552, align 16
  %581 = alloca ptr, i64 %552, align 16
  %582 = alloca ptr, i64 %552, align 16
  %583 = alloca ptr, i64 %552, align 16
  %584 = icmp sgt i64 %906, 0
  br i1 %584, label %585, label %965

585:                                              ; preds = %578
  %586 = getelementptr inbounds float, ptr %170, i64 %107
  %587 = getelementptr inbounds float, ptr %170, i64 %107
  %588 = getelementptr inbounds float, ptr %170, i64 %107
  %589 = getelementptr inbounds float, ptr %170, i64 %107
  %590 = getelementptr inbounds float, ptr %170, i64 %107
  %591 = icmp eq i64 %36, 1
  %592 = mul i64 %41, %34
  %593 = getelementptr float, ptr %14, i64 %121
  %594 = icmp eq i64 %7, 0
  %595 = shl nsw i64 %105, 5
  %596 = icmp eq i64 %26, 0
  %597 = icmp ne i64 %26, 1
  %598 = select i1 %597, i1 true, i1 %100
  %599 = shl i64 %105, 3
  %600 = select i1 %598, i64 %107, i64 %599
  %601 = select i1 %596, i64 %106, i64 %600
  %602 = shl i64 %32, 3
  %603 = mul i64 %32, 12
  %604 = icmp eq ptr %103, null
  %605 = icmp slt i64 %32, 1
  %606 = getelementptr float, ptr %590, i64 %599
  %607 = getelementptr float, ptr %589, i64 %106
  %608 = getelementptr inbounds float, ptr %117, i64 %599
  %609 = or i1 %604, %605
  %610 = or i1 %604, %605
  %611 = shl i64 %32, 2
  %612 = add i64 %441, %611
  %613 = mul i64 %32, 12
  %614 = shl i64 %32, 4
  %615 = add i64 %614, 16
  %616 = mul i64 %40, %615
  %617 = add i64 %616, 32
  %618 = mul i64 %105, %617
  %619 = getelementptr i8, ptr %117, i64 %618
  %620 = getelementptr i8, ptr %117, i64 %618
  %621 = getelementptr i8, ptr %620, i64 %611
  %622 = mul i64 %40, %32
  %623 = shl i64 %622, 4
  %624 = add i64 %623, 32
  %625 = mul i64 %105, %624
  %626 = getelementptr i8, ptr %117, i64 %625
  %627 = getelementptr i8, ptr %117, i64 %625
  %628 = getelementptr i8, ptr %627, i64 %611
  %629 = shl i64 %32, 2
  %630 = mul i64 %40, %105
  %631 = shl i64 %32, 4
  %632 = add i64 %631, 16
  %633 = mul i64 %630, %632
  %634 = getelementptr i8, ptr %117, i64 %633
  %635 = getelementptr i8, ptr %634, i64 %629
  %636 = shl i64 %630, 4
  %637 = or disjoint i64 %636, 4
  %638 = mul i64 %32, %637
  %639 = getelementptr i8, ptr %117, i64 %638
  %640 = mul i64 %105, -48
  %641 = shl i64 %105, 4
  %642 = shl i64 %179, 2
  %643 = add i64 %641, %642
  %644 = getelementptr i8, ptr %588, i64 %643
  %645 = add i64 %441, %642
  %646 = getelementptr i8, ptr %587, i64 %642
  %647 = getelementptr i8, ptr %586, i64 %645
  %648 = mul i64 %105, 48
  %649 = shl i64 %32, 2
  %650 = shl i64 %32, 4
  %651 = add i64 %650, 16
  %652 = mul i64 %40, %651
  %653 = add i64 %652, 48
  %654 = mul i64 %105, %653
  %655 = getelementptr i8, ptr %117, i64 %654
  %656 = getelementptr i8, ptr %117, i64 %654
  %657 = getelementptr i8, ptr %656, i64 %649
  %658 = mul i64 %40, %32
  %659 = shl i64 %658, 4
  %660 = add i64 %659, 48
  %661 = mul i64 %105, %660
  %662 = getelementptr i8, ptr %117, i64 %661
  %663 = getelementptr i8, ptr %117, i64 %661
  %664 = getelementptr i8, ptr %663, i64 %649
  %665 = shl i64 %32, 2
  %666 = shl i64 %32, 4
  %667 = add i64 %666, 16
  %668 = mul i64 %40, %667
  %669 = add i64 %668, 32
  %670 = mul i64 %105, %669
  %671 = getelementptr i8, ptr %117, i64 %670
  %672 = getelementptr i8, ptr %117, i64 %670
  %673 = getelementptr i8, ptr %672, i64 %665
  %674 = mul i64 %40, %32
  %675 = shl i64 %674, 4
  %676 = add i64 %675, 32
  %677 = mul i64 %105, %676
  %678 = getelementptr i8, ptr %117, i64 %677
  %679 = getelementptr i8, ptr %117, i64 %677
  %680 = getelementptr i8, ptr %679, i64 %665
  %681 = shl i64 %105, 4
  %682 = shl i64 %32, 2
  %683 = shl i64 %32, 4
  %684 = add i64 %683, 16
  %685 = mul i64 %40, %684
  %686 = add i64 %685, 16
  %687 = mul i64 %105, %686
  %688 = getelementptr i8, ptr %117, i64 %687
  %689 = getelementptr i8, ptr %117, i64 %687
  %690 = getelementptr i8, ptr %689, i64 %682
  %691 = mul i64 %40, %32
  %692 = shl i64 %691, 4
  %693 = add i64 %692, 16
  %694 = mul i64 %105, %693
  %695 = getelementptr i8, ptr %117, i64 %694
  %696 = getelementptr i8, ptr %117, i64 %694
  %697 = getelementptr i8, ptr %696, i64 %682
  %698 = shl i64 %32, 2
  %699 = mul i64 %40, %105
  %700 = shl i64 %32, 4
  %701 = add i64 %700, 16
  %702 = mul i64 %699, %701
  %703 = getelementptr i8, ptr %117, i64 %702
  %704 = getelementptr i8, ptr %703, i64 %698
  %705 = shl i64 %699, 4
  %706 = or disjoint i64 %705, 4
  %707 = mul i64 %32, %706
  %708 = getelementptr i8, ptr %117, i64 %707
  %709 = shl i64 %32, 2
  %710 = add i64 %441, %709
  %711 = shl i64 %32, 4
  %712 = add i64 %711, 16
  %713 = mul i64 %40, %712
  %714 = add i64 %713, 32
  %715 = mul i64 %105, %714
  %716 = getelementptr i8, ptr %117, i64 %715
  %717 = getelementptr i8, ptr %117, i64 %715
  %718 = getelementptr i8, ptr %717, i64 %709
  %719 = mul i64 %40, %32
  %720 = shl i64 %719, 4
  %721 = add i64 %720, 32
  %722 = mul i64 %105, %721
  %723 = getelementptr i8, ptr %117, i64 %722
  %724 = getelementptr i8, ptr %117, i64 %722
  %725 = getelementptr i8, ptr %724, i64 %709
  %726 = shl i64 %105, 4
  %727 = shl i64 %32, 2
  %728 = shl i64 %32, 4
  %729 = add i64 %728, 16
  %730 = mul i64 %40, %729
  %731 = add i64 %730, 16
  %732 = mul i64 %105, %731
  %733 = getelementptr i8, ptr %117, i64 %732
  %734 = getelementptr i8, ptr %117, i64 %732
  %735 = getelementptr i8, ptr %734, i64 %727
  %736 = mul i64 %40, %32
  %737 = shl i64 %736, 4
  %738 = add i64 %737, 16
  %739 = mul i64 %105, %738
  %740 = getelementptr i8, ptr %117, i64 %739
  %741 = getelementptr i8, ptr %117, i64 %739
  %742 = getelementptr i8, ptr %741, i64 %727
  %743 = shl i64 %32, 2
  %744 = mul i64 %40, %105
  %745 = shl i64 %32, 4
  %746 = add i64 %745, 16
  %747 = mul i64 %744, %746
  %748 = getelementptr i8, ptr %117, i64 %747
  %749 = getelementptr i8, ptr %748, i64 %743
  %750 = shl i64 %744, 4
  %751 = or disjoint i64 %750, 4
  %752 = mul i64 %32, %751
  %753 = getelementptr i8, ptr %117, i64 %752
  %754 = shl i64 %105, 4
  %755 = shl i64 %32, 2
  %756 = shl i64 %32, 4
  %757 = add i64 %756, 16
  %758 = mul i64 %40, %757
  %759 = add i64 %758, 16
  %760 = mul i64 %105, %759
  %761 = getelementptr i8, ptr %117, i64 %760
  %762 = getelementptr i8, ptr %117, i64 %760
  %763 = getelementptr i8, ptr %762, i64 %755
  %764 = mul i64 %40, %32
  %765 = shl i64 %764, 4
  %766 = add i64 %765, 16
  %767 = mul i64 %105, %766
  %768 = getelementptr i8, ptr %117, i64 %767
  %769 = getelementptr i8, ptr %117, i64 %767
  %770 = getelementptr i8, ptr %769, i64 %755
  %771 = shl i64 %32, 2
  %772 = mul i64 %40, %105
  %773 = shl i64 %32, 4
  %774 = add i64 %773, 16
  %775 = mul i64 %772, %774
  %776 = getelementptr i8, ptr %117, i64 %775
  %777 = getelementptr i8, ptr %776, i64 %771
  %778 = shl i64 %772, 4
  %779 = or disjoint i64 %778, 4
  %780 = mul i64 %32, %779
  %781 = getelementptr i8, ptr %117, i64 %780
  %782 = icmp ult i64 %32, 8
  %783 = and i64 %32, 9223372036854775800
  %784 = icmp eq i64 %32, %783
  %785 = and i64 %32, 1
  %786 = icmp eq i64 %785, 0
  %787 = icmp ult i64 %32, 8
  %788 = and i64 %32, 9223372036854775800
  %789 = icmp eq i64 %32, %788
  %790 = and i64 %32, 1
  %791 = icmp eq i64 %790, 0
  %792 = icmp ult i64 %32, 8
  %793 = shl i64 %105, 4
  %794 = and i64 %32, 9223372036854775800
  %795 = icmp eq i64 %32, %794
  %796 = and i64 %32, 3
  %797 = icmp eq i64 %796, 0
  %798 = icmp ult i64 %32, 8
  %799 = and i64 %32, 9223372036854775800
  %800 = icmp eq i64 %32, %799
  %801 = and i64 %32, 1
  %802 = icmp eq i64 %801, 0
  %803 = icmp ult i64 %32, 8
  %804 = and i64 %32, 9223372036854775800
  %805 = icmp eq i64 %32, %804
  %806 = and i64 %32, 1
  %807 = icmp eq i64 %806, 0
  %808 = icmp ult i64 %32, 8
  %809 = and i64 %32, 9223372036854775800
  %810 = icmp eq i64 %32, %809
  %811 = and i64 %32, 1
  %812 = icmp eq i64 %811, 0
  %813 = icmp ult i64 %32, 8
  %814 = and i64 %32, 9223372036854775800
  %815 = icmp eq i64 %32, %814
  %816 = and i64 %32, 1
  %817 = icmp eq i64 %816, 0
  %818 = icmp ult i64 %32, 8
  %819 = and i64 %32, 9223372036854775800
  %820 = icmp eq i64 %32, %819
  %821 = and i64 %32, 1
  %822 = icmp eq i64 %821, 0
  %823 = icmp ult i64 %32, 8
  %824 = and i64 %32, 9223372036854775800
  %825 = icmp eq i64 %32, %824
  %826 = and i64 %32, 1
  %827 = icmp eq i64 %826, 0
  %828 = icmp ult i64 %32, 8
  %829 = and i64 %32, 9223372036854775800
  %830 = icmp eq i64 %32, %829
  %831 = and i64 %32, 1
  %832 = icmp eq i64 %831, 0
  %833 = icmp ult i64 %32, 8
  %834 = and i64 %32, 9223372036854775800
  %835 = icmp eq i64 %32, %834
  %836 = and i64 %32, 1
  %837 = icmp eq i64 %836, 0
  %838 = icmp slt i64 %32, 5
  %839 = and i64 %179, 9223372036854775804
  %840 = getelementptr inbounds nuw float, ptr %170, i64 %107
  %841 = icmp eq i64 %179, %839
  %842 = getelementptr inbounds nuw float, ptr %170, i64 %107
  %843 = icmp slt i64 %32, 5
  %844 = and i64 %179, 9223372036854775800
  %845 = icmp eq i64 %179, %844
  %846 = and i64 %179, 1
  %847 = icmp eq i64 %846, 0
  %848 = icmp ult i64 %32, 8
  %849 = shl i64 %105, 4
  %850 = and i64 %32, 9223372036854775800
  %851 = icmp eq i64 %32, %850
  %852 = and i64 %32, 3
  %853 = icmp eq i64 %852, 0
  %854 = icmp ult i64 %32, 8
  %855 = and i64 %32, 9223372036854775800
  %856 = icmp eq i64 %32, %855
  %857 = and i64 %32, 1
  %858 = icmp eq i64 %857, 0
  %859 = icmp ult i64 %32, 8
  %860 = and i64 %32, 9223372036854775800
  %861 = icmp eq i64 %32, %860
  %862 = and i64 %32, 3
  %863 = icmp eq i64 %862, 0
  %864 = icmp ult i64 %32, 8
  %865 = and i64 %32, 9223372036854775800
  %866 = icmp eq i64 %32, %865
  %867 = and i64 %32, 1
  %868 = icmp eq i64 %867, 0
  %869 = icmp ult i64 %32, 8
  %870 = and i64 %32, 9223372036854775800
  %871 = icmp eq i64 %32, %870
  %872 = and i64 %32, 1
  %873 = icmp eq i64 %872, 0
  %874 = icmp ult i64 %32, 8
  %875 = and i64 %32, 9223372036854775800
  %876 = icmp eq i64 %32, %875
  %877 = and i64 %32, 3
  %878 = icmp eq i64 %877, 0
  br label %962

879:                                              ; preds = %439, %959
  %880 = phi i64 [ 0, %439 ], [ %906, %959 ]
  %881 = phi i64 [ 0, %439 ], [ %960, %959 ]
  %882 = add nsw i64 %881, %49
  %883 = mul nsw i64 %881, %112
  %884 = getelementptr inbounds float, ptr %440, i64 %883
  %885 = getelementptr inbounds nuw %struct.rowstate, ptr %553, i64 %881
  store ptr %884, ptr %885, align 8
  %886 = getelementptr inbounds float, ptr %884, i64 %106
  %887 = getelementptr inbounds nuw i8, ptr %885, i64 8
  store ptr %886, ptr %887, align 8
  %888 = getelementptr inbounds i8, ptr %884, i64 %441
  %889 = getelementptr inbounds nuw i8, ptr %885, i64 24
  store ptr %888, ptr %889, align 8
  %890 = getelementptr inbounds float, ptr %884, i64 %110
  %891 = getelementptr inbounds nuw i8, ptr %885, i64 16
  store ptr %890, ptr %891, align 8
  br i1 %442, label %903, label %892

892:                                              ; preds = %879
  %893 = getelementptr inbounds i32, ptr %17, i64 %882
  %894 = load i32, ptr %893, align 4
  %895 = sext i32 %894 to i64
  %896 = icmp slt i32 %894, 0
  %897 = icmp slt i64 %28, %895
  %898 = select i1 %896, i1 true, i1 %897
  br i1 %898, label %899, label %900

899:                                              ; preds = %892
  store i32 1, ptr %24, align 4
  br label %900

900:                                              ; preds = %892, %899
  %901 = tail call i64 @llvm.smin.i64(i64 %28, i64 %895)
  %902 = select i1 %896, i64 0, i64 %901
  br label %903

903:                                              ; preds = %900, %879
  %904 = phi i64 [ %902, %900 ], [ %28, %879 ]
  %905 = getelementptr inbounds nuw i8, ptr %885, i64 32
  store i64 %904, ptr %905, align 8
  %906 = tail call i64 @llvm.smax.i64(i64 %904, i64 %880)
  br i1 %123, label %907, label %915

907:                                              ; preds = %903
  %908 = mul nsw i64 %882, %34
  %909 = add nsw i64 %908, %47
  %910 = add nsw i64 %882, %444
  %911 = select i1 %443, i64 %909, i64 %910
  %912 = mul nsw i64 %911, %32
  %913 = getelementptr float, ptr %18, i64 %912
  %914 = getelementptr float, ptr %19, i64 %912
  br label %920

915:                                              ; preds = %934, %903
  %916 = icmp slt i64 %904, %28
  %917 = select i1 %447, i1 %916, i1 false
  br i1 %917, label %918, label %959

918:                                              ; preds = %915
  %919 = mul nsw i64 %882, %28
  br label %940

920:                                              ; preds = %907, %934
  %921 = phi i64 [ 0, %907 ], [ %938, %934 ]
  %922 = icmp slt i64 %921, %32
  %923 = select i1 %445, i1 %922, i1 false
  br i1 %923, label %924, label %927

924:                                              ; preds = %920
  %925 = getelementptr float, ptr %913, i64 %921
  %926 = load float, ptr %925, align 4
  br label %927

927:                                              ; preds = %920, %924
  %928 = phi float [ %926, %924 ], [ 0.000000e+00, %920 ]
  %929 = getelementptr inbounds nuw float, ptr %884, i64 %921
  store float %928, ptr %929, align 4
  %930 = select i1 %446, i1 %922, i1 false
  br i1 %930, label %931, label %934

931:                                              ; preds = %927
  %932 = getelementptr float, ptr %914, i64 %921
  %933 = load float, ptr %932, align 4
  br label %934

934:                                              ; preds = %927, %931
  %935 = phi float [ %933, %931 ], [ 0.000000e+00, %927 ]
  %936 = getelementptr inbounds nuw float, ptr %886, i64 %921
  store float %935, ptr %936, align 4
  %937 = getelementptr inbounds nuw float, ptr %888, i64 %921
  store float 0.000000e+00, ptr %937, align 4
  %938 = add nuw nsw i64 %921, 1
  %939 = icmp eq i64 %938, %179
  br i1 %939, label %915, label %920

940:                                              ; preds = %918, %956
  %941 = phi i64 [ %904, %918 ], [ %957, %956 ]
  br i1 %443, label %942, label %946

942:                                              ; preds = %940
  %943 = add nsw i64 %941, %919
  %944 = mul nsw i64 %943, %34
  %945 = add nsw i64 %944, %47
  br label %951

946:                                              ; preds = %940
  %947 = mul nsw i64 %941, %34
  %948 = add nsw i64 %947, %47
  %949 = mul nsw i64 %948, %30
  %950 = add nsw i64 %949, %882
  br label %951

951:                                              ; preds = %946, %942
  %952 = phi i64 [ %945, %942 ], [ %950, %946 ]
  br i1 %123, label %953, label %956

953:                                              ; preds = %951
  %954 = mul i64 %952, %32
  %955 = getelementptr float, ptr %21, i64 %954
  tail call void @llvm.memset.p0.i64(ptr align 4 %955, i8 0, i64 %125, i1 false)
  br label %956

956:                                              ; preds = %953, %951
  %957 = add nsw i64 %941, 1
  %958 = icmp eq i64 %957, %28
  br i1 %958, label %959, label %940

959:                                              ; preds = %956, %915
  %960 = add nuw nsw i64 %881, 1
  %961 = icmp slt i64 %960, %52
  br i1 %961, label %879, label %578

962:                                              ; preds = %2655, %585
  %963 = phi i64 [ 0, %585 ], [ %2656, %2655 ]
  %964 = xor i64 %963, -1
  br label %972

965:                                              ; preds = %2655, %578
  %966 = icmp eq i64 %36, 1
  %967 = mul nsw i64 %47, %30
  %968 = icmp eq i64 %8, 0
  %969 = icmp eq i64 %9, 0
  br label %2722

970:                                              ; preds = %1021
  call fastcc void @products(ptr noundef %580, ptr noundef %581, i64 noundef %1022, ptr noundef %117, i64 noundef %32, i64 noundef %107, i64 noundef %601)
  %971 = icmp sgt i64 %1022, 0
  br i1 %971, label %1026, label %1025

972:                                              ; preds = %962, %1021
  %973 = phi i64 [ 0, %962 ], [ %1022, %1021 ]
  %974 = phi i64 [ 0, %962 ], [ %1023, %1021 ]
  %975 = getelementptr inbounds nuw %struct.rowstate, ptr %553, i64 %974
  %976 = getelementptr inbounds nuw i8, ptr %975, i64 32
  %977 = load i64, ptr %976, align 8
  %978 = icmp slt i64 %963, %977
  br i1 %978, label %979, label %1021

979:                                              ; preds = %972
  %980 = add nsw i64 %974, %49
  %981 = add i64 %977, %964
  %982 = select i1 %65, i64 %981, i64 %963
  %983 = getelementptr inbounds nuw i8, ptr %975, i64 40
  br i1 %591, label %984, label %989

984:                                              ; preds = %979
  %985 = mul nsw i64 %980, %28
  %986 = add nsw i64 %982, %985
  %987 = mul i64 %592, %986
  %988 = getelementptr float, ptr %593, i64 %987
  store ptr %988, ptr %983, align 8
  br i1 %594, label %1006, label %994

989:                                              ; preds = %979
  %990 = mul nsw i64 %982, %30
  %991 = add nsw i64 %990, %980
  %992 = mul i64 %592, %991
  %993 = getelementptr float, ptr %593, i64 %992
  store ptr %993, ptr %983, align 8
  br i1 %594, label %1006, label %997

994:                                              ; preds = %984
  %995 = mul nsw i64 %986, %34
  %996 = add nsw i64 %995, %47
  br label %1002

997:                                              ; preds = %989
  %998 = mul nsw i64 %982, %34
  %999 = add nsw i64 %998, %47
  %1000 = mul nsw i64 %999, %30
  %1001 = add nsw i64 %1000, %980
  br label %1002

1002:                                             ; preds = %997, %994
  %1003 = phi i64 [ %996, %994 ], [ %1001, %997 ]
  %1004 = mul nsw i64 %1003, %32
  %1005 = getelementptr inbounds float, ptr %21, i64 %1004
  br label %1006

1006:                                             ; preds = %989, %984, %1002
  %1007 = phi ptr [ %1005, %1002 ], [ null, %984 ], [ null, %989 ]
  %1008 = getelementptr inbounds nuw i8, ptr %975, i64 48
  store ptr %1007, ptr %1008, align 8
  %1009 = getelementptr inbounds ptr, ptr %579, i64 %973
  store ptr %975, ptr %1009, align 8
  %1010 = load ptr, ptr %975, align 8
  %1011 = getelementptr inbounds ptr, ptr %580, i64 %973
  store ptr %1010, ptr %1011, align 8
  %1012 = getelementptr inbounds nuw i8, ptr %975, i64 16
  %1013 = load ptr, ptr %1012, align 8
  %1014 = getelementptr inbounds ptr, ptr %581, i64 %973
  store ptr %1013, ptr %1014, align 8
  %1015 = getelementptr inbounds nuw i8, ptr %975, i64 24
  %1016 = load ptr, ptr %1015, align 8
  %1017 = getelementptr inbounds ptr, ptr %582, i64 %973
  store ptr %1016, ptr %1017, align 8
  %1018 = getelementptr inbounds i8, ptr %1013, i64 %595
  %1019 = getelementptr inbounds ptr, ptr %583, i64 %973
  store ptr %1018, ptr %1019, align 8
  %1020 = add nsw i64 %973, 1
  br label %1021

1021:                                             ; preds = %972, %1006
  %1022 = phi i64 [ %1020, %1006 ], [ %973, %972 ]
  %1023 = add nuw nsw i64 %974, 1
  %1024 = icmp slt i64 %1023, %52
  br i1 %1024, label %972, label %970

1025:                                             ; preds = %2462, %970
  br i1 %598, label %2654, label %2465

1026:                                             ; preds = %970, %2462
  %1027 = phi i64 [ %2463, %2462 ], [ 0, %970 ]
  %1028 = getelementptr inbounds nuw ptr, ptr %579, i64 %1027
  %1029 = load ptr, ptr %1028, align 8
  %1030 = getelementptr inbounds nuw i8, ptr %1029, i64 40
  %1031 = load ptr, ptr %1030, align 8
  %1032 = getelementptr inbounds nuw i8, ptr %1029, i64 16
  %1033 = load ptr, ptr %1032, align 8
  %1034 = ptrtoint ptr %1033 to i64
  %1035 = load ptr, ptr %1029, align 8
  %1036 = ptrtoint ptr %1035 to i64
  %1037 = getelementptr inbounds nuw i8, ptr %1029, i64 8
  %1038 = load ptr, ptr %1037, align 8
  br i1 %596, label %1039, label %1178

1039:                                             ; preds = %1026
  br i1 %123, label %1040, label %1101

1040:                                             ; preds = %1039
  br i1 %854, label %1082, label %1041

1041:                                             ; preds = %1040
  %1042 = getelementptr i8, ptr %1033, i64 %629
  %1043 = getelementptr i8, ptr %1031, i64 %629
  %1044 = icmp ult ptr %1033, %1043
  %1045 = icmp ult ptr %1031, %1042
  %1046 = and i1 %1044, %1045
  %1047 = icmp ult ptr %1033, %635
  %1048 = icmp ult ptr %170, %1042
  %1049 = and i1 %1047, %1048
  %1050 = or i1 %1046, %1049
  %1051 = icmp ult ptr %1033, %639
  %1052 = icmp ult ptr %169, %1042
  %1053 = and i1 %1051, %1052
  %1054 = or i1 %1050, %1053
  br i1 %1054, label %1082, label %1055

1055:                                             ; preds = %1041, %1055
  %1056 = phi i64 [ %1079, %1055 ], [ 0, %1041 ]
  %1057 = getelementptr inbounds nuw float, ptr %1031, i64 %1056
  %1058 = getelementptr inbounds nuw i8, ptr %1057, i64 16
  %1059 = load <4 x float>, ptr %1057, align 4
  %1060 = load <4 x float>, ptr %1058, align 4
  %1061 = getelementptr inbounds nuw float, ptr %169, i64 %1056
  %1062 = getelementptr inbounds nuw i8, ptr %1061, i64 16
  %1063 = load <4 x float>, ptr %1061, align 4
  %1064 = load <4 x float>, ptr %1062, align 4
  %1065 = fadd <4 x float> %1059, %1063
  %1066 = fadd <4 x float> %1060, %1064
  %1067 = getelementptr inbounds nuw float, ptr %170, i64 %1056
  %1068 = getelementptr inbounds nuw i8, ptr %1067, i64 16
  %1069 = load <4 x float>, ptr %1067, align 4
  %1070 = load <4 x float>, ptr %1068, align 4
  %1071 = fadd <4 x float> %1065, %1069
  %1072 = fadd <4 x float> %1066, %1070
  %1073 = getelementptr inbounds nuw float, ptr %1033, i64 %1056
  %1074 = getelementptr inbounds nuw i8, ptr %1073, i64 16
  %1075 = load <4 x float>, ptr %1073, align 4
  %1076 = load <4 x float>, ptr %1074, align 4
  %1077 = fadd <4 x float> %1071, %1075
  %1078 = fadd <4 x float> %1072, %1076
  store <4 x float> %1077, ptr %1073, align 4
  store <4 x float> %1078, ptr %1074, align 4
  %1079 = add nuw i64 %1056, 8
  %1080 = icmp eq i64 %1079, %855
  br i1 %1080, label %1081, label %1055

1081:                                             ; preds = %1055
  br i1 %856, label %1102, label %1082

1082:                                             ; preds = %1041, %1040, %1081
  %1083 = phi i64 [ 0, %1041 ], [ 0, %1040 ], [ %855, %1081 ]
  %1084 = or disjoint i64 %1083, 1
  br i1 %858, label %1098, label %1085

1085:                                             ; preds = %1082
  %1086 = getelementptr inbounds nuw float, ptr %1031, i64 %1083
  %1087 = load float, ptr %1086, align 4
  %1088 = getelementptr inbounds nuw float, ptr %169, i64 %1083
  %1089 = load float, ptr %1088, align 4
  %1090 = fadd float %1087, %1089
  %1091 = getelementptr inbounds nuw float, ptr %170, i64 %1083
  %1092 = load float, ptr %1091, align 4
  %1093 = fadd float %1090, %1092
  %1094 = getelementptr inbounds nuw float, ptr %1033, i64 %1083
  %1095 = load float, ptr %1094, align 4
  %1096 = fadd float %1093, %1095
  store float %1096, ptr %1094, align 4
  %1097 = or disjoint i64 %1083, 1
  br label %1098

1098:                                             ; preds = %1085, %1082
  %1099 = phi i64 [ %1083, %1082 ], [ %1097, %1085 ]
  %1100 = icmp eq i64 %32, %1084
  br i1 %1100, label %1102, label %1132

1101:                                             ; preds = %1039
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1033, i64 noundef %106)
  br label %2462

1102:                                             ; preds = %1098, %1132, %1081
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1033, i64 noundef %106)
  %1103 = sub i64 %1036, %1034
  %1104 = icmp ult i64 %1103, 32
  %1105 = select i1 %859, i1 true, i1 %1104
  br i1 %1105, label %1117, label %1106

1106:                                             ; preds = %1102, %1106
  %1107 = phi i64 [ %1114, %1106 ], [ 0, %1102 ]
  %1108 = getelementptr inbounds nuw float, ptr %1033, i64 %1107
  %1109 = getelementptr inbounds nuw i8, ptr %1108, i64 16
  %1110 = load <4 x float>, ptr %1108, align 4
  %1111 = load <4 x float>, ptr %1109, align 4
  %1112 = getelementptr inbounds nuw float, ptr %1035, i64 %1107
  %1113 = getelementptr inbounds nuw i8, ptr %1112, i64 16
  store <4 x float> %1110, ptr %1112, align 4
  store <4 x float> %1111, ptr %1113, align 4
  %1114 = add nuw i64 %1107, 8
  %1115 = icmp eq i64 %1114, %860
  br i1 %1115, label %1116, label %1106

1116:                                             ; preds = %1106
  br i1 %861, label %2462, label %1117

1117:                                             ; preds = %1102, %1116
  %1118 = phi i64 [ 0, %1102 ], [ %860, %1116 ]
  br i1 %863, label %1128, label %1119

1119:                                             ; preds = %1117, %1119
  %1120 = phi i64 [ %1125, %1119 ], [ %1118, %1117 ]
  %1121 = phi i64 [ %1126, %1119 ], [ 0, %1117 ]
  %1122 = getelementptr inbounds nuw float, ptr %1033, i64 %1120
  %1123 = load float, ptr %1122, align 4
  %1124 = getelementptr inbounds nuw float, ptr %1035, i64 %1120
  store float %1123, ptr %1124, align 4
  %1125 = add nuw nsw i64 %1120, 1
  %1126 = add i64 %1121, 1
  %1127 = icmp eq i64 %1126, %862
  br i1 %1127, label %1128, label %1119

1128:                                             ; preds = %1119, %1117
  %1129 = phi i64 [ %1118, %1117 ], [ %1125, %1119 ]
  %1130 = sub nsw i64 %1118, %32
  %1131 = icmp ugt i64 %1130, -4
  br i1 %1131, label %2462, label %1159

1132:                                             ; preds = %1098, %1132
  %1133 = phi i64 [ %1157, %1132 ], [ %1099, %1098 ]
  %1134 = getelementptr inbounds nuw float, ptr %1031, i64 %1133
  %1135 = load float, ptr %1134, align 4
  %1136 = getelementptr inbounds nuw float, ptr %169, i64 %1133
  %1137 = load float, ptr %1136, align 4
  %1138 = fadd float %1135, %1137
  %1139 = getelementptr inbounds nuw float, ptr %170, i64 %1133
  %1140 = load float, ptr %1139, align 4
  %1141 = fadd float %1138, %1140
  %1142 = getelementptr inbounds nuw float, ptr %1033, i64 %1133
  %1143 = load float, ptr %1142, align 4
  %1144 = fadd float %1141, %1143
  store float %1144, ptr %1142, align 4
  %1145 = add nuw nsw i64 %1133, 1
  %1146 = getelementptr inbounds nuw float, ptr %1031, i64 %1145
  %1147 = load float, ptr %1146, align 4
  %1148 = getelementptr inbounds nuw float, ptr %169, i64 %1145
  %1149 = load float, ptr %1148, align 4
  %1150 = fadd float %1147, %1149
  %1151 = getelementptr inbounds nuw float, ptr %170, i64 %1145
  %1152 = load float, ptr %1151, align 4
  %1153 = fadd float %1150, %1152
  %1154 = getelementptr inbounds nuw float, ptr %1033, i64 %1145
  %1155 = load float, ptr %1154, align 4
  %1156 = fadd float %1153, %1155
  store float %1156, ptr %1154, align 4
  %1157 = add nuw nsw i64 %1133, 2
  %1158 = icmp eq i64 %1157, %32
  br i1 %1158, label %1102, label %1132

1159:                                             ; preds = %1128, %1159
  %1160 = phi i64 [ %1176, %1159 ], [ %1129, %1128 ]
  %1161 = getelementptr inbounds nuw float, ptr %1033, i64 %1160
  %1162 = load float, ptr %1161, align 4
  %1163 = getelementptr inbounds nuw float, ptr %1035, i64 %1160
  store float %1162, ptr %1163, align 4
  %1164 = add nuw nsw i64 %1160, 1
  %1165 = getelementptr inbounds nuw float, ptr %1033, i64 %1164
  %1166 = load float, ptr %1165, align 4
  %1167 = getelementptr inbounds nuw float, ptr %1035, i64 %1164
  store float %1166, ptr %1167, align 4
  %1168 = add nuw nsw i64 %1160, 2
  %1169 = getelementptr inbounds nuw float, ptr %1033, i64 %1168
  %1170 = load float, ptr %1169, align 4
  %1171 = getelementptr inbounds nuw float, ptr %1035, i64 %1168
  store float %1170, ptr %1171, align 4
  %1172 = add nuw nsw i64 %1160, 3
  %1173 = getelementptr inbounds nuw float, ptr %1033, i64 %1172
  %1174 = load float, ptr %1173, align 4
  %1175 = getelementptr inbounds nuw float, ptr %1035, i64 %1172
  store float %1174, ptr %1175, align 4
  %1176 = add nuw nsw i64 %1160, 4
  %1177 = icmp eq i64 %1176, %32
  br i1 %1177, label %2462, label %1159

1178:                                             ; preds = %1026
  br i1 %37, label %1179, label %1816

1179:                                             ; preds = %1178
  br i1 %123, label %1180, label %1241

1180:                                             ; preds = %1179
  br i1 %818, label %1222, label %1181

1181:                                             ; preds = %1180
  %1182 = getelementptr i8, ptr %1033, i64 %698
  %1183 = getelementptr i8, ptr %1031, i64 %698
  %1184 = icmp ult ptr %1033, %1183
  %1185 = icmp ult ptr %1031, %1182
  %1186 = and i1 %1184, %1185
  %1187 = icmp ult ptr %1033, %704
  %1188 = icmp ult ptr %170, %1182
  %1189 = and i1 %1187, %1188
  %1190 = or i1 %1186, %1189
  %1191 = icmp ult ptr %1033, %708
  %1192 = icmp ult ptr %169, %1182
  %1193 = and i1 %1191, %1192
  %1194 = or i1 %1190, %1193
  br i1 %1194, label %1222, label %1195

1195:                                             ; preds = %1181, %1195
  %1196 = phi i64 [ %1219, %1195 ], [ 0, %1181 ]
  %1197 = getelementptr inbounds nuw float, ptr %1031, i64 %1196
  %1198 = getelementptr inbounds nuw i8, ptr %1197, i64 16
  %1199 = load <4 x float>, ptr %1197, align 4
  %1200 = load <4 x float>, ptr %1198, align 4
  %1201 = getelementptr inbounds nuw float, ptr %169, i64 %1196
  %1202 = getelementptr inbounds nuw i8, ptr %1201, i64 16
  %1203 = load <4 x float>, ptr %1201, align 4
  %1204 = load <4 x float>, ptr %1202, align 4
  %1205 = fadd <4 x float> %1199, %1203
  %1206 = fadd <4 x float> %1200, %1204
  %1207 = getelementptr inbounds nuw float, ptr %170, i64 %1196
  %1208 = getelementptr inbounds nuw i8, ptr %1207, i64 16
  %1209 = load <4 x float>, ptr %1207, align 4
  %1210 = load <4 x float>, ptr %1208, align 4
  %1211 = fadd <4 x float> %1205, %1209
  %1212 = fadd <4 x float> %1206, %1210
  %1213 = getelementptr inbounds nuw float, ptr %1033, i64 %1196
  %1214 = getelementptr inbounds nuw i8, ptr %1213, i64 16
  %1215 = load <4 x float>, ptr %1213, align 4
  %1216 = load <4 x float>, ptr %1214, align 4
  %1217 = fadd <4 x float> %1211, %1215
  %1218 = fadd <4 x float> %1212, %1216
  store <4 x float> %1217, ptr %1213, align 4
  store <4 x float> %1218, ptr %1214, align 4
  %1219 = add nuw i64 %1196, 8
  %1220 = icmp eq i64 %1219, %819
  br i1 %1220, label %1221, label %1195

1221:                                             ; preds = %1195
  br i1 %820, label %1243, label %1222

1222:                                             ; preds = %1181, %1180, %1221
  %1223 = phi i64 [ 0, %1181 ], [ 0, %1180 ], [ %819, %1221 ]
  %1224 = or disjoint i64 %1223, 1
  br i1 %822, label %1238, label %1225

1225:                                             ; preds = %1222
  %1226 = getelementptr inbounds nuw float, ptr %1031, i64 %1223
  %1227 = load float, ptr %1226, align 4
  %1228 = getelementptr inbounds nuw float, ptr %169, i64 %1223
  %1229 = load float, ptr %1228, align 4
  %1230 = fadd float %1227, %1229
  %1231 = getelementptr inbounds nuw float, ptr %170, i64 %1223
  %1232 = load float, ptr %1231, align 4
  %1233 = fadd float %1230, %1232
  %1234 = getelementptr inbounds nuw float, ptr %1033, i64 %1223
  %1235 = load float, ptr %1234, align 4
  %1236 = fadd float %1233, %1235
  store float %1236, ptr %1234, align 4
  %1237 = or disjoint i64 %1223, 1
  br label %1238

1238:                                             ; preds = %1225, %1222
  %1239 = phi i64 [ %1223, %1222 ], [ %1237, %1225 ]
  %1240 = icmp eq i64 %32, %1224
  br i1 %1240, label %1243, label %1309

1241:                                             ; preds = %1179
  %1242 = getelementptr inbounds float, ptr %1033, i64 %599
  br label %1630

1243:                                             ; preds = %1238, %1309, %1221
  %1244 = getelementptr float, ptr %1031, i64 %32
  br i1 %823, label %1289, label %1245

1245:                                             ; preds = %1243
  %1246 = getelementptr i8, ptr %1033, i64 %681
  %1247 = getelementptr i8, ptr %1033, i64 %681
  %1248 = getelementptr i8, ptr %1247, i64 %682
  %1249 = getelementptr i8, ptr %1031, i64 %602
  %1250 = icmp ult ptr %1246, %1249
  %1251 = icmp ult ptr %1244, %1248
  %1252 = and i1 %1250, %1251
  %1253 = icmp ult ptr %1246, %690
  %1254 = icmp ult ptr %688, %1248
  %1255 = and i1 %1253, %1254
  %1256 = or i1 %1252, %1255
  %1257 = icmp ult ptr %1246, %697
  %1258 = icmp ult ptr %695, %1248
  %1259 = and i1 %1257, %1258
  %1260 = or i1 %1256, %1259
  br i1 %1260, label %1289, label %1261

1261:                                             ; preds = %1245, %1261
  %1262 = phi i64 [ %1286, %1261 ], [ 0, %1245 ]
  %1263 = getelementptr float, ptr %1244, i64 %1262
  %1264 = getelementptr i8, ptr %1263, i64 16
  %1265 = load <4 x float>, ptr %1263, align 4
  %1266 = load <4 x float>, ptr %1264, align 4
  %1267 = add nuw nsw i64 %1262, %106
  %1268 = getelementptr inbounds nuw float, ptr %169, i64 %1267
  %1269 = getelementptr inbounds nuw i8, ptr %1268, i64 16
  %1270 = load <4 x float>, ptr %1268, align 4
  %1271 = load <4 x float>, ptr %1269, align 4
  %1272 = fadd <4 x float> %1265, %1270
  %1273 = fadd <4 x float> %1266, %1271
  %1274 = getelementptr inbounds nuw float, ptr %170, i64 %1267
  %1275 = getelementptr inbounds nuw i8, ptr %1274, i64 16
  %1276 = load <4 x float>, ptr %1274, align 4
  %1277 = load <4 x float>, ptr %1275, align 4
  %1278 = fadd <4 x float> %1272, %1276
  %1279 = fadd <4 x float> %1273, %1277
  %1280 = getelementptr inbounds nuw float, ptr %1033, i64 %1267
  %1281 = getelementptr inbounds nuw i8, ptr %1280, i64 16
  %1282 = load <4 x float>, ptr %1280, align 4
  %1283 = load <4 x float>, ptr %1281, align 4
  %1284 = fadd <4 x float> %1278, %1282
  %1285 = fadd <4 x float> %1279, %1283
  store <4 x float> %1284, ptr %1280, align 4
  store <4 x float> %1285, ptr %1281, align 4
  %1286 = add nuw i64 %1262, 8
  %1287 = icmp eq i64 %1286, %824
  br i1 %1287, label %1288, label %1261

1288:                                             ; preds = %1261
  br i1 %825, label %1336, label %1289

1289:                                             ; preds = %1245, %1243, %1288
  %1290 = phi i64 [ 0, %1245 ], [ 0, %1243 ], [ %824, %1288 ]
  %1291 = or disjoint i64 %1290, 1
  br i1 %827, label %1306, label %1292

1292:                                             ; preds = %1289
  %1293 = getelementptr float, ptr %1244, i64 %1290
  %1294 = load float, ptr %1293, align 4
  %1295 = add nuw nsw i64 %1290, %106
  %1296 = getelementptr inbounds nuw float, ptr %169, i64 %1295
  %1297 = load float, ptr %1296, align 4
  %1298 = fadd float %1294, %1297
  %1299 = getelementptr inbounds nuw float, ptr %170, i64 %1295
  %1300 = load float, ptr %1299, align 4
  %1301 = fadd float %1298, %1300
  %1302 = getelementptr inbounds nuw float, ptr %1033, i64 %1295
  %1303 = load float, ptr %1302, align 4
  %1304 = fadd float %1301, %1303
  store float %1304, ptr %1302, align 4
  %1305 = or disjoint i64 %1290, 1
  br label %1306

1306:                                             ; preds = %1292, %1289
  %1307 = phi i64 [ %1290, %1289 ], [ %1305, %1292 ]
  %1308 = icmp eq i64 %32, %1291
  br i1 %1308, label %1336, label %1402

1309:                                             ; preds = %1238, %1309
  %1310 = phi i64 [ %1334, %1309 ], [ %1239, %1238 ]
  %1311 = getelementptr inbounds nuw float, ptr %1031, i64 %1310
  %1312 = load float, ptr %1311, align 4
  %1313 = getelementptr inbounds nuw float, ptr %169, i64 %1310
  %1314 = load float, ptr %1313, align 4
  %1315 = fadd float %1312, %1314
  %1316 = getelementptr inbounds nuw float, ptr %170, i64 %1310
  %1317 = load float, ptr %1316, align 4
  %1318 = fadd float %1315, %1317
  %1319 = getelementptr inbounds nuw float, ptr %1033, i64 %1310
  %1320 = load float, ptr %1319, align 4
  %1321 = fadd float %1318, %1320
  store float %1321, ptr %1319, align 4
  %1322 = add nuw nsw i64 %1310, 1
  %1323 = getelementptr inbounds nuw float, ptr %1031, i64 %1322
  %1324 = load float, ptr %1323, align 4
  %1325 = getelementptr inbounds nuw float, ptr %169, i64 %1322
  %1326 = load float, ptr %1325, align 4
  %1327 = fadd float %1324, %1326
  %1328 = getelementptr inbounds nuw float, ptr %170, i64 %1322
  %1329 = load float, ptr %1328, align 4
  %1330 = fadd float %1327, %1329
  %1331 = getelementptr inbounds nuw float, ptr %1033, i64 %1322
  %1332 = load float, ptr %1331, align 4
  %1333 = fadd float %1330, %1332
  store float %1333, ptr %1331, align 4
  %1334 = add nuw nsw i64 %1310, 2
  %1335 = icmp eq i64 %1334, %32
  br i1 %1335, label %1243, label %1309

1336:                                             ; preds = %1306, %1402, %1288
  %1337 = getelementptr i8, ptr %1031, i64 %602
  br i1 %828, label %1382, label %1338

1338:                                             ; preds = %1336
  %1339 = getelementptr i8, ptr %1033, i64 %441
  %1340 = getelementptr i8, ptr %1033, i64 %441
  %1341 = getelementptr i8, ptr %1340, i64 %665
  %1342 = getelementptr i8, ptr %1031, i64 %603
  %1343 = icmp ult ptr %1339, %1342
  %1344 = icmp ult ptr %1337, %1341
  %1345 = and i1 %1343, %1344
  %1346 = icmp ult ptr %1339, %673
  %1347 = icmp ult ptr %671, %1341
  %1348 = and i1 %1346, %1347
  %1349 = or i1 %1345, %1348
  %1350 = icmp ult ptr %1339, %680
  %1351 = icmp ult ptr %678, %1341
  %1352 = and i1 %1350, %1351
  %1353 = or i1 %1349, %1352
  br i1 %1353, label %1382, label %1354

1354:                                             ; preds = %1338, %1354
  %1355 = phi i64 [ %1379, %1354 ], [ 0, %1338 ]
  %1356 = getelementptr float, ptr %1337, i64 %1355
  %1357 = getelementptr i8, ptr %1356, i64 16
  %1358 = load <4 x float>, ptr %1356, align 4
  %1359 = load <4 x float>, ptr %1357, align 4
  %1360 = add nuw nsw i64 %1355, %599
  %1361 = getelementptr inbounds nuw float, ptr %169, i64 %1360
  %1362 = getelementptr inbounds nuw i8, ptr %1361, i64 16
  %1363 = load <4 x float>, ptr %1361, align 4
  %1364 = load <4 x float>, ptr %1362, align 4
  %1365 = fadd <4 x float> %1358, %1363
  %1366 = fadd <4 x float> %1359, %1364
  %1367 = getelementptr inbounds nuw float, ptr %170, i64 %1360
  %1368 = getelementptr inbounds nuw i8, ptr %1367, i64 16
  %1369 = load <4 x float>, ptr %1367, align 4
  %1370 = load <4 x float>, ptr %1368, align 4
  %1371 = fadd <4 x float> %1365, %1369
  %1372 = fadd <4 x float> %1366, %1370
  %1373 = getelementptr inbounds nuw float, ptr %1033, i64 %1360
  %1374 = getelementptr inbounds nuw i8, ptr %1373, i64 16
  %1375 = load <4 x float>, ptr %1373, align 4
  %1376 = load <4 x float>, ptr %1374, align 4
  %1377 = fadd <4 x float> %1371, %1375
  %1378 = fadd <4 x float> %1372, %1376
  store <4 x float> %1377, ptr %1373, align 4
  store <4 x float> %1378, ptr %1374, align 4
  %1379 = add nuw i64 %1355, 8
  %1380 = icmp eq i64 %1379, %829
  br i1 %1380, label %1381, label %1354

1381:                                             ; preds = %1354
  br i1 %830, label %1431, label %1382

1382:                                             ; preds = %1338, %1336, %1381
  %1383 = phi i64 [ 0, %1338 ], [ 0, %1336 ], [ %829, %1381 ]
  %1384 = or disjoint i64 %1383, 1
  br i1 %832, label %1399, label %1385

1385:                                             ; preds = %1382
  %1386 = getelementptr float, ptr %1337, i64 %1383
  %1387 = load float, ptr %1386, align 4
  %1388 = add nuw nsw i64 %1383, %599
  %1389 = getelementptr inbounds nuw float, ptr %169, i64 %1388
  %1390 = load float, ptr %1389, align 4
  %1391 = fadd float %1387, %1390
  %1392 = getelementptr inbounds nuw float, ptr %170, i64 %1388
  %1393 = load float, ptr %1392, align 4
  %1394 = fadd float %1391, %1393
  %1395 = getelementptr inbounds nuw float, ptr %1033, i64 %1388
  %1396 = load float, ptr %1395, align 4
  %1397 = fadd float %1394, %1396
  store float %1397, ptr %1395, align 4
  %1398 = or disjoint i64 %1383, 1
  br label %1399

1399:                                             ; preds = %1385, %1382
  %1400 = phi i64 [ %1383, %1382 ], [ %1398, %1385 ]
  %1401 = icmp eq i64 %32, %1384
  br i1 %1401, label %1431, label %1497

1402:                                             ; preds = %1306, %1402
  %1403 = phi i64 [ %1429, %1402 ], [ %1307, %1306 ]
  %1404 = getelementptr float, ptr %1244, i64 %1403
  %1405 = load float, ptr %1404, align 4
  %1406 = add nuw nsw i64 %1403, %106
  %1407 = getelementptr inbounds nuw float, ptr %169, i64 %1406
  %1408 = load float, ptr %1407, align 4
  %1409 = fadd float %1405, %1408
  %1410 = getelementptr inbounds nuw float, ptr %170, i64 %1406
  %1411 = load float, ptr %1410, align 4
  %1412 = fadd float %1409, %1411
  %1413 = getelementptr inbounds nuw float, ptr %1033, i64 %1406
  %1414 = load float, ptr %1413, align 4
  %1415 = fadd float %1412, %1414
  store float %1415, ptr %1413, align 4
  %1416 = add nuw nsw i64 %1403, 1
  %1417 = getelementptr float, ptr %1244, i64 %1416
  %1418 = load float, ptr %1417, align 4
  %1419 = add nuw nsw i64 %1416, %106
  %1420 = getelementptr inbounds nuw float, ptr %169, i64 %1419
  %1421 = load float, ptr %1420, align 4
  %1422 = fadd float %1418, %1421
  %1423 = getelementptr inbounds nuw float, ptr %170, i64 %1419
  %1424 = load float, ptr %1423, align 4
  %1425 = fadd float %1422, %1424
  %1426 = getelementptr inbounds nuw float, ptr %1033, i64 %1419
  %1427 = load float, ptr %1426, align 4
  %1428 = fadd float %1425, %1427
  store float %1428, ptr %1426, align 4
  %1429 = add nuw nsw i64 %1403, 2
  %1430 = icmp eq i64 %1429, %32
  br i1 %1430, label %1336, label %1402

1431:                                             ; preds = %1399, %1497, %1381
  %1432 = getelementptr i8, ptr %1031, i64 %603
  br i1 %833, label %1477, label %1433

1433:                                             ; preds = %1431
  %1434 = getelementptr i8, ptr %1033, i64 %648
  %1435 = getelementptr i8, ptr %1033, i64 %648
  %1436 = getelementptr i8, ptr %1435, i64 %649
  %1437 = getelementptr i8, ptr %1031, i64 %650
  %1438 = icmp ult ptr %1434, %1437
  %1439 = icmp ult ptr %1432, %1436
  %1440 = and i1 %1438, %1439
  %1441 = icmp ult ptr %1434, %657
  %1442 = icmp ult ptr %655, %1436
  %1443 = and i1 %1441, %1442
  %1444 = or i1 %1440, %1443
  %1445 = icmp ult ptr %1434, %664
  %1446 = icmp ult ptr %662, %1436
  %1447 = and i1 %1445, %1446
  %1448 = or i1 %1444, %1447
  br i1 %1448, label %1477, label %1449

1449:                                             ; preds = %1433, %1449
  %1450 = phi i64 [ %1474, %1449 ], [ 0, %1433 ]
  %1451 = getelementptr float, ptr %1432, i64 %1450
  %1452 = getelementptr i8, ptr %1451, i64 16
  %1453 = load <4 x float>, ptr %1451, align 4
  %1454 = load <4 x float>, ptr %1452, align 4
  %1455 = add nuw nsw i64 %1450, %110
  %1456 = getelementptr inbounds nuw float, ptr %169, i64 %1455
  %1457 = getelementptr inbounds nuw i8, ptr %1456, i64 16
  %1458 = load <4 x float>, ptr %1456, align 4
  %1459 = load <4 x float>, ptr %1457, align 4
  %1460 = fadd <4 x float> %1453, %1458
  %1461 = fadd <4 x float> %1454, %1459
  %1462 = getelementptr inbounds nuw float, ptr %170, i64 %1455
  %1463 = getelementptr inbounds nuw i8, ptr %1462, i64 16
  %1464 = load <4 x float>, ptr %1462, align 4
  %1465 = load <4 x float>, ptr %1463, align 4
  %1466 = fadd <4 x float> %1460, %1464
  %1467 = fadd <4 x float> %1461, %1465
  %1468 = getelementptr inbounds nuw float, ptr %1033, i64 %1455
  %1469 = getelementptr inbounds nuw i8, ptr %1468, i64 16
  %1470 = load <4 x float>, ptr %1468, align 4
  %1471 = load <4 x float>, ptr %1469, align 4
  %1472 = fadd <4 x float> %1466, %1470
  %1473 = fadd <4 x float> %1467, %1471
  store <4 x float> %1472, ptr %1468, align 4
  store <4 x float> %1473, ptr %1469, align 4
  %1474 = add nuw i64 %1450, 8
  %1475 = icmp eq i64 %1474, %834
  br i1 %1475, label %1476, label %1449

1476:                                             ; preds = %1449
  br i1 %835, label %1526, label %1477

1477:                                             ; preds = %1433, %1431, %1476
  %1478 = phi i64 [ 0, %1433 ], [ 0, %1431 ], [ %834, %1476 ]
  %1479 = or disjoint i64 %1478, 1
  br i1 %837, label %1494, label %1480

1480:                                             ; preds = %1477
  %1481 = getelementptr float, ptr %1432, i64 %1478
  %1482 = load float, ptr %1481, align 4
  %1483 = add nuw nsw i64 %1478, %110
  %1484 = getelementptr inbounds nuw float, ptr %169, i64 %1483
  %1485 = load float, ptr %1484, align 4
  %1486 = fadd float %1482, %1485
  %1487 = getelementptr inbounds nuw float, ptr %170, i64 %1483
  %1488 = load float, ptr %1487, align 4
  %1489 = fadd float %1486, %1488
  %1490 = getelementptr inbounds nuw float, ptr %1033, i64 %1483
  %1491 = load float, ptr %1490, align 4
  %1492 = fadd float %1489, %1491
  store float %1492, ptr %1490, align 4
  %1493 = or disjoint i64 %1478, 1
  br label %1494

1494:                                             ; preds = %1480, %1477
  %1495 = phi i64 [ %1478, %1477 ], [ %1493, %1480 ]
  %1496 = icmp eq i64 %32, %1479
  br i1 %1496, label %1526, label %1582

1497:                                             ; preds = %1399, %1497
  %1498 = phi i64 [ %1524, %1497 ], [ %1400, %1399 ]
  %1499 = getelementptr float, ptr %1337, i64 %1498
  %1500 = load float, ptr %1499, align 4
  %1501 = add nuw nsw i64 %1498, %599
  %1502 = getelementptr inbounds nuw float, ptr %169, i64 %1501
  %1503 = load float, ptr %1502, align 4
  %1504 = fadd float %1500, %1503
  %1505 = getelementptr inbounds nuw float, ptr %170, i64 %1501
  %1506 = load float, ptr %1505, align 4
  %1507 = fadd float %1504, %1506
  %1508 = getelementptr inbounds nuw float, ptr %1033, i64 %1501
  %1509 = load float, ptr %1508, align 4
  %1510 = fadd float %1507, %1509
  store float %1510, ptr %1508, align 4
  %1511 = add nuw nsw i64 %1498, 1
  %1512 = getelementptr float, ptr %1337, i64 %1511
  %1513 = load float, ptr %1512, align 4
  %1514 = add nuw nsw i64 %1511, %599
  %1515 = getelementptr inbounds nuw float, ptr %169, i64 %1514
  %1516 = load float, ptr %1515, align 4
  %1517 = fadd float %1513, %1516
  %1518 = getelementptr inbounds nuw float, ptr %170, i64 %1514
  %1519 = load float, ptr %1518, align 4
  %1520 = fadd float %1517, %1519
  %1521 = getelementptr inbounds nuw float, ptr %1033, i64 %1514
  %1522 = load float, ptr %1521, align 4
  %1523 = fadd float %1520, %1522
  store float %1523, ptr %1521, align 4
  %1524 = add nuw nsw i64 %1498, 2
  %1525 = icmp eq i64 %1524, %32
  br i1 %1525, label %1431, label %1497

1526:                                             ; preds = %1494, %1582, %1476
  %1527 = getelementptr float, ptr %1033, i64 %599
  br i1 %610, label %1630, label %1528

1528:                                             ; preds = %1526
  br i1 %838, label %1580, label %1529

1529:                                             ; preds = %1528
  %1530 = getelementptr i8, ptr %1033, i64 %642
  %1531 = getelementptr i8, ptr %1033, i64 %645
  %1532 = getelementptr i8, ptr %1038, i64 %642
  %1533 = icmp ult ptr %1033, %1531
  %1534 = icmp ult ptr %1527, %1530
  %1535 = and i1 %1533, %1534
  %1536 = icmp ult ptr %1033, %646
  %1537 = icmp ult ptr %551, %1530
  %1538 = and i1 %1536, %1537
  %1539 = or i1 %1535, %1538
  %1540 = icmp ult ptr %1033, %1532
  %1541 = icmp ult ptr %1038, %1530
  %1542 = and i1 %1540, %1541
  %1543 = or i1 %1539, %1542
  %1544 = icmp ult ptr %1033, %647
  %1545 = icmp ult ptr %606, %1530
  %1546 = and i1 %1544, %1545
  %1547 = or i1 %1543, %1546
  %1548 = icmp ult ptr %1527, %646
  %1549 = icmp ult ptr %551, %1531
  %1550 = and i1 %1548, %1549
  %1551 = or i1 %1547, %1550
  %1552 = icmp ult ptr %1527, %1532
  %1553 = icmp ult ptr %1038, %1531
  %1554 = and i1 %1552, %1553
  %1555 = or i1 %1551, %1554
  %1556 = icmp ult ptr %1527, %647
  %1557 = icmp ult ptr %606, %1531
  %1558 = and i1 %1556, %1557
  %1559 = or i1 %1555, %1558
  br i1 %1559, label %1580, label %1560

1560:                                             ; preds = %1529, %1560
  %1561 = phi i64 [ %1577, %1560 ], [ 0, %1529 ]
  %1562 = getelementptr inbounds nuw float, ptr %1033, i64 %1561
  %1563 = load <4 x float>, ptr %1562, align 4
  %1564 = getelementptr inbounds nuw float, ptr %840, i64 %1561
  %1565 = load <4 x float>, ptr %1564, align 4
  %1566 = getelementptr inbounds nuw float, ptr %1038, i64 %1561
  %1567 = load <4 x float>, ptr %1566, align 4
  %1568 = fmul <4 x float> %1565, %1567
  %1569 = fadd <4 x float> %1563, %1568
  store <4 x float> %1569, ptr %1562, align 4
  %1570 = getelementptr inbounds nuw float, ptr %1527, i64 %1561
  %1571 = load <4 x float>, ptr %1570, align 4
  %1572 = getelementptr float, ptr %606, i64 %1561
  %1573 = load <4 x float>, ptr %1572, align 4
  %1574 = load <4 x float>, ptr %1566, align 4
  %1575 = fmul <4 x float> %1573, %1574
  %1576 = fadd <4 x float> %1571, %1575
  store <4 x float> %1576, ptr %1570, align 4
  %1577 = add nuw i64 %1561, 4
  %1578 = icmp eq i64 %1577, %839
  br i1 %1578, label %1579, label %1560

1579:                                             ; preds = %1560
  br i1 %841, label %1630, label %1580

1580:                                             ; preds = %1529, %1528, %1579
  %1581 = phi i64 [ 0, %1529 ], [ 0, %1528 ], [ %839, %1579 ]
  br label %1611

1582:                                             ; preds = %1494, %1582
  %1583 = phi i64 [ %1609, %1582 ], [ %1495, %1494 ]
  %1584 = getelementptr float, ptr %1432, i64 %1583
  %1585 = load float, ptr %1584, align 4
  %1586 = add nuw nsw i64 %1583, %110
  %1587 = getelementptr inbounds nuw float, ptr %169, i64 %1586
  %1588 = load float, ptr %1587, align 4
  %1589 = fadd float %1585, %1588
  %1590 = getelementptr inbounds nuw float, ptr %170, i64 %1586
  %1591 = load float, ptr %1590, align 4
  %1592 = fadd float %1589, %1591
  %1593 = getelementptr inbounds nuw float, ptr %1033, i64 %1586
  %1594 = load float, ptr %1593, align 4
  %1595 = fadd float %1592, %1594
  store float %1595, ptr %1593, align 4
  %1596 = add nuw nsw i64 %1583, 1
  %1597 = getelementptr float, ptr %1432, i64 %1596
  %1598 = load float, ptr %1597, align 4
  %1599 = add nuw nsw i64 %1596, %110
  %1600 = getelementptr inbounds nuw float, ptr %169, i64 %1599
  %1601 = load float, ptr %1600, align 4
  %1602 = fadd float %1598, %1601
  %1603 = getelementptr inbounds nuw float, ptr %170, i64 %1599
  %1604 = load float, ptr %1603, align 4
  %1605 = fadd float %1602, %1604
  %1606 = getelementptr inbounds nuw float, ptr %1033, i64 %1599
  %1607 = load float, ptr %1606, align 4
  %1608 = fadd float %1605, %1607
  store float %1608, ptr %1606, align 4
  %1609 = add nuw nsw i64 %1583, 2
  %1610 = icmp eq i64 %1609, %32
  br i1 %1610, label %1526, label %1582

1611:                                             ; preds = %1580, %1611
  %1612 = phi i64 [ %1628, %1611 ], [ %1581, %1580 ]
  %1613 = getelementptr inbounds nuw float, ptr %1033, i64 %1612
  %1614 = load float, ptr %1613, align 4
  %1615 = getelementptr inbounds nuw float, ptr %842, i64 %1612
  %1616 = load float, ptr %1615, align 4
  %1617 = getelementptr inbounds nuw float, ptr %1038, i64 %1612
  %1618 = load float, ptr %1617, align 4
  %1619 = fmul float %1616, %1618
  %1620 = fadd float %1614, %1619
  store float %1620, ptr %1613, align 4
  %1621 = getelementptr inbounds nuw float, ptr %1527, i64 %1612
  %1622 = load float, ptr %1621, align 4
  %1623 = getelementptr float, ptr %606, i64 %1612
  %1624 = load float, ptr %1623, align 4
  %1625 = load float, ptr %1617, align 4
  %1626 = fmul float %1624, %1625
  %1627 = fadd float %1622, %1626
  store float %1627, ptr %1621, align 4
  %1628 = add nuw nsw i64 %1612, 1
  %1629 = icmp eq i64 %1628, %179
  br i1 %1629, label %1630, label %1611

1630:                                             ; preds = %1611, %1579, %1241, %1526
  %1631 = phi i1 [ %609, %1241 ], [ true, %1526 ], [ false, %1579 ], [ false, %1611 ]
  %1632 = phi ptr [ %1242, %1241 ], [ %1527, %1526 ], [ %1527, %1579 ], [ %1527, %1611 ]
  %1633 = getelementptr float, ptr %1033, i64 %106
  %1634 = getelementptr inbounds float, ptr %1033, i64 %110
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1033, i64 noundef %106)
  br i1 %99, label %1635, label %1636

1635:                                             ; preds = %1630
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1632, i64 noundef %106)
  br label %1636

1636:                                             ; preds = %1635, %1630
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %1634, i64 noundef %106)
  br i1 %123, label %1637, label %1639

1637:                                             ; preds = %1636
  %1638 = getelementptr inbounds float, ptr %1033, i64 %599
  br label %1688

1639:                                             ; preds = %1699, %1636
  br i1 %1631, label %1732, label %1640

1640:                                             ; preds = %1639
  br i1 %843, label %1672, label %1641

1641:                                             ; preds = %1640
  %1642 = getelementptr i8, ptr %1033, i64 %643
  %1643 = getelementptr i8, ptr %1038, i64 %642
  %1644 = icmp ult ptr %1633, %644
  %1645 = icmp ult ptr %607, %1642
  %1646 = and i1 %1644, %1645
  %1647 = icmp ult ptr %1633, %1643
  %1648 = icmp ult ptr %1038, %1642
  %1649 = and i1 %1647, %1648
  %1650 = or i1 %1646, %1649
  br i1 %1650, label %1672, label %1651

1651:                                             ; preds = %1641, %1651
  %1652 = phi i64 [ %1669, %1651 ], [ 0, %1641 ]
  %1653 = getelementptr inbounds nuw float, ptr %1633, i64 %1652
  %1654 = getelementptr inbounds nuw i8, ptr %1653, i64 16
  %1655 = load <4 x float>, ptr %1653, align 4
  %1656 = load <4 x float>, ptr %1654, align 4
  %1657 = getelementptr float, ptr %607, i64 %1652
  %1658 = getelementptr i8, ptr %1657, i64 16
  %1659 = load <4 x float>, ptr %1657, align 4
  %1660 = load <4 x float>, ptr %1658, align 4
  %1661 = getelementptr inbounds nuw float, ptr %1038, i64 %1652
  %1662 = getelementptr inbounds nuw i8, ptr %1661, i64 16
  %1663 = load <4 x float>, ptr %1661, align 4
  %1664 = load <4 x float>, ptr %1662, align 4
  %1665 = fmul <4 x float> %1659, %1663
  %1666 = fmul <4 x float> %1660, %1664
  %1667 = fadd <4 x float> %1655, %1665
  %1668 = fadd <4 x float> %1656, %1666
  store <4 x float> %1667, ptr %1653, align 4
  store <4 x float> %1668, ptr %1654, align 4
  %1669 = add nuw i64 %1652, 8
  %1670 = icmp eq i64 %1669, %844
  br i1 %1670, label %1671, label %1651

1671:                                             ; preds = %1651
  br i1 %845, label %1732, label %1672

1672:                                             ; preds = %1641, %1640, %1671
  %1673 = phi i64 [ 0, %1641 ], [ 0, %1640 ], [ %844, %1671 ]
  %1674 = or disjoint i64 %1673, 1
  br i1 %847, label %1685, label %1675

1675:                                             ; preds = %1672
  %1676 = getelementptr inbounds nuw float, ptr %1633, i64 %1673
  %1677 = load float, ptr %1676, align 4
  %1678 = getelementptr float, ptr %607, i64 %1673
  %1679 = load float, ptr %1678, align 4
  %1680 = getelementptr inbounds nuw float, ptr %1038, i64 %1673
  %1681 = load float, ptr %1680, align 4
  %1682 = fmul float %1679, %1681
  %1683 = fadd float %1677, %1682
  store float %1683, ptr %1676, align 4
  %1684 = or disjoint i64 %1673, 1
  br label %1685

1685:                                             ; preds = %1675, %1672
  %1686 = phi i64 [ %1673, %1672 ], [ %1684, %1675 ]
  %1687 = icmp eq i64 %179, %1674
  br i1 %1687, label %1732, label %1711

1688:                                             ; preds = %1637, %1699
  %1689 = phi i64 [ %1709, %1699 ], [ 0, %1637 ]
  br i1 %99, label %1694, label %1690

1690:                                             ; preds = %1688
  %1691 = getelementptr inbounds nuw float, ptr %1033, i64 %1689
  %1692 = load float, ptr %1691, align 4
  %1693 = fsub float 1.000000e+00, %1692
  br label %1699

1694:                                             ; preds = %1688
  %1695 = getelementptr inbounds nuw float, ptr %1638, i64 %1689
  %1696 = load float, ptr %1695, align 4
  %1697 = getelementptr inbounds nuw float, ptr %1033, i64 %1689
  %1698 = load float, ptr %1697, align 4
  br label %1699

1699:                                             ; preds = %1694, %1690
  %1700 = phi float [ %1692, %1690 ], [ %1698, %1694 ]
  %1701 = phi float [ %1693, %1690 ], [ %1696, %1694 ]
  %1702 = getelementptr inbounds nuw float, ptr %1038, i64 %1689
  %1703 = load float, ptr %1702, align 4
  %1704 = fmul float %1701, %1703
  %1705 = getelementptr inbounds nuw float, ptr %1634, i64 %1689
  %1706 = load float, ptr %1705, align 4
  %1707 = fmul float %1700, %1706
  %1708 = fadd float %1704, %1707
  store float %1708, ptr %1702, align 4
  %1709 = add nuw nsw i64 %1689, 1
  %1710 = icmp eq i64 %1709, %179
  br i1 %1710, label %1639, label %1688

1711:                                             ; preds = %1685, %1711
  %1712 = phi i64 [ %1730, %1711 ], [ %1686, %1685 ]
  %1713 = getelementptr inbounds nuw float, ptr %1633, i64 %1712
  %1714 = load float, ptr %1713, align 4
  %1715 = getelementptr float, ptr %607, i64 %1712
  %1716 = load float, ptr %1715, align 4
  %1717 = getelementptr inbounds nuw float, ptr %1038, i64 %1712
  %1718 = load float, ptr %1717, align 4
  %1719 = fmul float %1716, %1718
  %1720 = fadd float %1714, %1719
  store float %1720, ptr %1713, align 4
  %1721 = add nuw nsw i64 %1712, 1
  %1722 = getelementptr inbounds nuw float, ptr %1633, i64 %1721
  %1723 = load float, ptr %1722, align 4
  %1724 = getelementptr float, ptr %607, i64 %1721
  %1725 = load float, ptr %1724, align 4
  %1726 = getelementptr inbounds nuw float, ptr %1038, i64 %1721
  %1727 = load float, ptr %1726, align 4
  %1728 = fmul float %1725, %1727
  %1729 = fadd float %1723, %1728
  store float %1729, ptr %1722, align 4
  %1730 = add nuw nsw i64 %1712, 2
  %1731 = icmp eq i64 %1730, %179
  br i1 %1731, label %1732, label %1711

1732:                                             ; preds = %1685, %1711, %1671, %1639
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1633, i64 noundef %106)
  br i1 %123, label %1778, label %1733

1733:                                             ; preds = %1732
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef %1634, i64 noundef %106)
  br label %2462

1734:                                             ; preds = %1778
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef nonnull %1634, i64 noundef %106)
  br i1 %848, label %1760, label %1735

1735:                                             ; preds = %1734
  %1736 = add i64 %640, %1036
  %1737 = sub i64 %1736, %1034
  %1738 = icmp ult i64 %1737, 32
  %1739 = add i64 %849, %1034
  %1740 = sub i64 %1036, %1739
  %1741 = icmp ult i64 %1740, 32
  %1742 = or i1 %1738, %1741
  br i1 %1742, label %1760, label %1743

1743:                                             ; preds = %1735, %1743
  %1744 = phi i64 [ %1757, %1743 ], [ 0, %1735 ]
  %1745 = getelementptr inbounds nuw float, ptr %1633, i64 %1744
  %1746 = getelementptr inbounds nuw i8, ptr %1745, i64 16
  %1747 = load <4 x float>, ptr %1745, align 4
  %1748 = load <4 x float>, ptr %1746, align 4
  %1749 = getelementptr inbounds nuw float, ptr %1634, i64 %1744
  %1750 = getelementptr inbounds nuw i8, ptr %1749, i64 16
  %1751 = load <4 x float>, ptr %1749, align 4
  %1752 = load <4 x float>, ptr %1750, align 4
  %1753 = fmul <4 x float> %1747, %1751
  %1754 = fmul <4 x float> %1748, %1752
  %1755 = getelementptr inbounds nuw float, ptr %1035, i64 %1744
  %1756 = getelementptr inbounds nuw i8, ptr %1755, i64 16
  store <4 x float> %1753, ptr %1755, align 4
  store <4 x float> %1754, ptr %1756, align 4
  %1757 = add nuw i64 %1744, 8
  %1758 = icmp eq i64 %1757, %850
  br i1 %1758, label %1759, label %1743

1759:                                             ; preds = %1743
  br i1 %851, label %2462, label %1760

1760:                                             ; preds = %1735, %1734, %1759
  %1761 = phi i64 [ 0, %1735 ], [ 0, %1734 ], [ %850, %1759 ]
  br i1 %853, label %1774, label %1762

1762:                                             ; preds = %1760, %1762
  %1763 = phi i64 [ %1771, %1762 ], [ %1761, %1760 ]
  %1764 = phi i64 [ %1772, %1762 ], [ 0, %1760 ]
  %1765 = getelementptr inbounds nuw float, ptr %1633, i64 %1763
  %1766 = load float, ptr %1765, align 4
  %1767 = getelementptr inbounds nuw float, ptr %1634, i64 %1763
  %1768 = load float, ptr %1767, align 4
  %1769 = fmul float %1766, %1768
  %1770 = getelementptr inbounds nuw float, ptr %1035, i64 %1763
  store float %1769, ptr %1770, align 4
  %1771 = add nuw nsw i64 %1763, 1
  %1772 = add i64 %1764, 1
  %1773 = icmp eq i64 %1772, %852
  br i1 %1773, label %1774, label %1762

1774:                                             ; preds = %1762, %1760
  %1775 = phi i64 [ %1761, %1760 ], [ %1771, %1762 ]
  %1776 = sub nsw i64 %1761, %32
  %1777 = icmp ugt i64 %1776, -4
  br i1 %1777, label %2462, label %1785

1778:                                             ; preds = %1732, %1778
  %1779 = phi i64 [ %1783, %1778 ], [ 0, %1732 ]
  %1780 = getelementptr inbounds nuw float, ptr %1634, i64 %1779
  %1781 = getelementptr inbounds nuw float, ptr %1038, i64 %1779
  %1782 = load <4 x float>, ptr %1781, align 4
  store <4 x float> %1782, ptr %1780, align 4
  %1783 = add nuw nsw i64 %1779, 4
  %1784 = icmp slt i64 %1783, %106
  br i1 %1784, label %1778, label %1734

1785:                                             ; preds = %1774, %1785
  %1786 = phi i64 [ %1814, %1785 ], [ %1775, %1774 ]
  %1787 = getelementptr inbounds nuw float, ptr %1633, i64 %1786
  %1788 = load float, ptr %1787, align 4
  %1789 = getelementptr inbounds nuw float, ptr %1634, i64 %1786
  %1790 = load float, ptr %1789, align 4
  %1791 = fmul float %1788, %1790
  %1792 = getelementptr inbounds nuw float, ptr %1035, i64 %1786
  store float %1791, ptr %1792, align 4
  %1793 = add nuw nsw i64 %1786, 1
  %1794 = getelementptr inbounds nuw float, ptr %1633, i64 %1793
  %1795 = load float, ptr %1794, align 4
  %1796 = getelementptr inbounds nuw float, ptr %1634, i64 %1793
  %1797 = load float, ptr %1796, align 4
  %1798 = fmul float %1795, %1797
  %1799 = getelementptr inbounds nuw float, ptr %1035, i64 %1793
  store float %1798, ptr %1799, align 4
  %1800 = add nuw nsw i64 %1786, 2
  %1801 = getelementptr inbounds nuw float, ptr %1633, i64 %1800
  %1802 = load float, ptr %1801, align 4
  %1803 = getelementptr inbounds nuw float, ptr %1634, i64 %1800
  %1804 = load float, ptr %1803, align 4
  %1805 = fmul float %1802, %1804
  %1806 = getelementptr inbounds nuw float, ptr %1035, i64 %1800
  store float %1805, ptr %1806, align 4
  %1807 = add nuw nsw i64 %1786, 3
  %1808 = getelementptr inbounds nuw float, ptr %1633, i64 %1807
  %1809 = load float, ptr %1808, align 4
  %1810 = getelementptr inbounds nuw float, ptr %1634, i64 %1807
  %1811 = load float, ptr %1810, align 4
  %1812 = fmul float %1809, %1811
  %1813 = getelementptr inbounds nuw float, ptr %1035, i64 %1807
  store float %1812, ptr %1813, align 4
  %1814 = add nuw nsw i64 %1786, 4
  %1815 = icmp eq i64 %1814, %32
  br i1 %1815, label %2462, label %1785

1816:                                             ; preds = %1178
  br i1 %100, label %1879, label %1817

1817:                                             ; preds = %1816
  br i1 %123, label %1818, label %2354

1818:                                             ; preds = %1817
  br i1 %782, label %1860, label %1819

1819:                                             ; preds = %1818
  %1820 = getelementptr i8, ptr %1033, i64 %771
  %1821 = getelementptr i8, ptr %1031, i64 %771
  %1822 = icmp ult ptr %1033, %1821
  %1823 = icmp ult ptr %1031, %1820
  %1824 = and i1 %1822, %1823
  %1825 = icmp ult ptr %1033, %777
  %1826 = icmp ult ptr %170, %1820
  %1827 = and i1 %1825, %1826
  %1828 = or i1 %1824, %1827
  %1829 = icmp ult ptr %1033, %781
  %1830 = icmp ult ptr %169, %1820
  %1831 = and i1 %1829, %1830
  %1832 = or i1 %1828, %1831
  br i1 %1832, label %1860, label %1833

1833:                                             ; preds = %1819, %1833
  %1834 = phi i64 [ %1857, %1833 ], [ 0, %1819 ]
  %1835 = getelementptr inbounds nuw float, ptr %1031, i64 %1834
  %1836 = getelementptr inbounds nuw i8, ptr %1835, i64 16
  %1837 = load <4 x float>, ptr %1835, align 4
  %1838 = load <4 x float>, ptr %1836, align 4
  %1839 = getelementptr inbounds nuw float, ptr %169, i64 %1834
  %1840 = getelementptr inbounds nuw i8, ptr %1839, i64 16
  %1841 = load <4 x float>, ptr %1839, align 4
  %1842 = load <4 x float>, ptr %1840, align 4
  %1843 = fadd <4 x float> %1837, %1841
  %1844 = fadd <4 x float> %1838, %1842
  %1845 = getelementptr inbounds nuw float, ptr %170, i64 %1834
  %1846 = getelementptr inbounds nuw i8, ptr %1845, i64 16
  %1847 = load <4 x float>, ptr %1845, align 4
  %1848 = load <4 x float>, ptr %1846, align 4
  %1849 = fadd <4 x float> %1843, %1847
  %1850 = fadd <4 x float> %1844, %1848
  %1851 = getelementptr inbounds nuw float, ptr %1033, i64 %1834
  %1852 = getelementptr inbounds nuw i8, ptr %1851, i64 16
  %1853 = load <4 x float>, ptr %1851, align 4
  %1854 = load <4 x float>, ptr %1852, align 4
  %1855 = fadd <4 x float> %1849, %1853
  %1856 = fadd <4 x float> %1850, %1854
  store <4 x float> %1855, ptr %1851, align 4
  store <4 x float> %1856, ptr %1852, align 4
  %1857 = add nuw i64 %1834, 8
  %1858 = icmp eq i64 %1857, %783
  br i1 %1858, label %1859, label %1833

1859:                                             ; preds = %1833
  br i1 %784, label %2261, label %1860

1860:                                             ; preds = %1819, %1818, %1859
  %1861 = phi i64 [ 0, %1819 ], [ 0, %1818 ], [ %783, %1859 ]
  %1862 = or disjoint i64 %1861, 1
  br i1 %786, label %1876, label %1863

1863:                                             ; preds = %1860
  %1864 = getelementptr inbounds nuw float, ptr %1031, i64 %1861
  %1865 = load float, ptr %1864, align 4
  %1866 = getelementptr inbounds nuw float, ptr %169, i64 %1861
  %1867 = load float, ptr %1866, align 4
  %1868 = fadd float %1865, %1867
  %1869 = getelementptr inbounds nuw float, ptr %170, i64 %1861
  %1870 = load float, ptr %1869, align 4
  %1871 = fadd float %1868, %1870
  %1872 = getelementptr inbounds nuw float, ptr %1033, i64 %1861
  %1873 = load float, ptr %1872, align 4
  %1874 = fadd float %1871, %1873
  store float %1874, ptr %1872, align 4
  %1875 = or disjoint i64 %1861, 1
  br label %1876

1876:                                             ; preds = %1863, %1860
  %1877 = phi i64 [ %1861, %1860 ], [ %1875, %1863 ]
  %1878 = icmp eq i64 %32, %1862
  br i1 %1878, label %2261, label %2327

1879:                                             ; preds = %1816
  br i1 %123, label %1880, label %2144

1880:                                             ; preds = %1879
  br i1 %798, label %1922, label %1881

1881:                                             ; preds = %1880
  %1882 = getelementptr i8, ptr %1033, i64 %743
  %1883 = getelementptr i8, ptr %1031, i64 %743
  %1884 = icmp ult ptr %1033, %1883
  %1885 = icmp ult ptr %1031, %1882
  %1886 = and i1 %1884, %1885
  %1887 = icmp ult ptr %1033, %749
  %1888 = icmp ult ptr %170, %1882
  %1889 = and i1 %1887, %1888
  %1890 = or i1 %1886, %1889
  %1891 = icmp ult ptr %1033, %753
  %1892 = icmp ult ptr %169, %1882
  %1893 = and i1 %1891, %1892
  %1894 = or i1 %1890, %1893
  br i1 %1894, label %1922, label %1895

1895:                                             ; preds = %1881, %1895
  %1896 = phi i64 [ %1919, %1895 ], [ 0, %1881 ]
  %1897 = getelementptr inbounds nuw float, ptr %1031, i64 %1896
  %1898 = getelementptr inbounds nuw i8, ptr %1897, i64 16
  %1899 = load <4 x float>, ptr %1897, align 4
  %1900 = load <4 x float>, ptr %1898, align 4
  %1901 = getelementptr inbounds nuw float, ptr %169, i64 %1896
  %1902 = getelementptr inbounds nuw i8, ptr %1901, i64 16
  %1903 = load <4 x float>, ptr %1901, align 4
  %1904 = load <4 x float>, ptr %1902, align 4
  %1905 = fadd <4 x float> %1899, %1903
  %1906 = fadd <4 x float> %1900, %1904
  %1907 = getelementptr inbounds nuw float, ptr %170, i64 %1896
  %1908 = getelementptr inbounds nuw i8, ptr %1907, i64 16
  %1909 = load <4 x float>, ptr %1907, align 4
  %1910 = load <4 x float>, ptr %1908, align 4
  %1911 = fadd <4 x float> %1905, %1909
  %1912 = fadd <4 x float> %1906, %1910
  %1913 = getelementptr inbounds nuw float, ptr %1033, i64 %1896
  %1914 = getelementptr inbounds nuw i8, ptr %1913, i64 16
  %1915 = load <4 x float>, ptr %1913, align 4
  %1916 = load <4 x float>, ptr %1914, align 4
  %1917 = fadd <4 x float> %1911, %1915
  %1918 = fadd <4 x float> %1912, %1916
  store <4 x float> %1917, ptr %1913, align 4
  store <4 x float> %1918, ptr %1914, align 4
  %1919 = add nuw i64 %1896, 8
  %1920 = icmp eq i64 %1919, %799
  br i1 %1920, label %1921, label %1895

1921:                                             ; preds = %1895
  br i1 %800, label %1941, label %1922

1922:                                             ; preds = %1881, %1880, %1921
  %1923 = phi i64 [ 0, %1881 ], [ 0, %1880 ], [ %799, %1921 ]
  %1924 = or disjoint i64 %1923, 1
  br i1 %802, label %1938, label %1925

1925:                                             ; preds = %1922
  %1926 = getelementptr inbounds nuw float, ptr %1031, i64 %1923
  %1927 = load float, ptr %1926, align 4
  %1928 = getelementptr inbounds nuw float, ptr %169, i64 %1923
  %1929 = load float, ptr %1928, align 4
  %1930 = fadd float %1927, %1929
  %1931 = getelementptr inbounds nuw float, ptr %170, i64 %1923
  %1932 = load float, ptr %1931, align 4
  %1933 = fadd float %1930, %1932
  %1934 = getelementptr inbounds nuw float, ptr %1033, i64 %1923
  %1935 = load float, ptr %1934, align 4
  %1936 = fadd float %1933, %1935
  store float %1936, ptr %1934, align 4
  %1937 = or disjoint i64 %1923, 1
  br label %1938

1938:                                             ; preds = %1925, %1922
  %1939 = phi i64 [ %1923, %1922 ], [ %1937, %1925 ]
  %1940 = icmp eq i64 %32, %1924
  br i1 %1940, label %1941, label %2007

1941:                                             ; preds = %1938, %2007, %1921
  %1942 = getelementptr float, ptr %1031, i64 %32
  br i1 %803, label %1987, label %1943

1943:                                             ; preds = %1941
  %1944 = getelementptr i8, ptr %1033, i64 %726
  %1945 = getelementptr i8, ptr %1033, i64 %726
  %1946 = getelementptr i8, ptr %1945, i64 %727
  %1947 = getelementptr i8, ptr %1031, i64 %602
  %1948 = icmp ult ptr %1944, %1947
  %1949 = icmp ult ptr %1942, %1946
  %1950 = and i1 %1948, %1949
  %1951 = icmp ult ptr %1944, %735
  %1952 = icmp ult ptr %733, %1946
  %1953 = and i1 %1951, %1952
  %1954 = or i1 %1950, %1953
  %1955 = icmp ult ptr %1944, %742
  %1956 = icmp ult ptr %740, %1946
  %1957 = and i1 %1955, %1956
  %1958 = or i1 %1954, %1957
  br i1 %1958, label %1987, label %1959

1959:                                             ; preds = %1943, %1959
  %1960 = phi i64 [ %1984, %1959 ], [ 0, %1943 ]
  %1961 = getelementptr float, ptr %1942, i64 %1960
  %1962 = getelementptr i8, ptr %1961, i64 16
  %1963 = load <4 x float>, ptr %1961, align 4
  %1964 = load <4 x float>, ptr %1962, align 4
  %1965 = add nuw nsw i64 %1960, %106
  %1966 = getelementptr inbounds nuw float, ptr %169, i64 %1965
  %1967 = getelementptr inbounds nuw i8, ptr %1966, i64 16
  %1968 = load <4 x float>, ptr %1966, align 4
  %1969 = load <4 x float>, ptr %1967, align 4
  %1970 = fadd <4 x float> %1963, %1968
  %1971 = fadd <4 x float> %1964, %1969
  %1972 = getelementptr inbounds nuw float, ptr %170, i64 %1965
  %1973 = getelementptr inbounds nuw i8, ptr %1972, i64 16
  %1974 = load <4 x float>, ptr %1972, align 4
  %1975 = load <4 x float>, ptr %1973, align 4
  %1976 = fadd <4 x float> %1970, %1974
  %1977 = fadd <4 x float> %1971, %1975
  %1978 = getelementptr inbounds nuw float, ptr %1033, i64 %1965
  %1979 = getelementptr inbounds nuw i8, ptr %1978, i64 16
  %1980 = load <4 x float>, ptr %1978, align 4
  %1981 = load <4 x float>, ptr %1979, align 4
  %1982 = fadd <4 x float> %1976, %1980
  %1983 = fadd <4 x float> %1977, %1981
  store <4 x float> %1982, ptr %1978, align 4
  store <4 x float> %1983, ptr %1979, align 4
  %1984 = add nuw i64 %1960, 8
  %1985 = icmp eq i64 %1984, %804
  br i1 %1985, label %1986, label %1959

1986:                                             ; preds = %1959
  br i1 %805, label %2034, label %1987

1987:                                             ; preds = %1943, %1941, %1986
  %1988 = phi i64 [ 0, %1943 ], [ 0, %1941 ], [ %804, %1986 ]
  %1989 = or disjoint i64 %1988, 1
  br i1 %807, label %2004, label %1990

1990:                                             ; preds = %1987
  %1991 = getelementptr float, ptr %1942, i64 %1988
  %1992 = load float, ptr %1991, align 4
  %1993 = add nuw nsw i64 %1988, %106
  %1994 = getelementptr inbounds nuw float, ptr %169, i64 %1993
  %1995 = load float, ptr %1994, align 4
  %1996 = fadd float %1992, %1995
  %1997 = getelementptr inbounds nuw float, ptr %170, i64 %1993
  %1998 = load float, ptr %1997, align 4
  %1999 = fadd float %1996, %1998
  %2000 = getelementptr inbounds nuw float, ptr %1033, i64 %1993
  %2001 = load float, ptr %2000, align 4
  %2002 = fadd float %1999, %2001
  store float %2002, ptr %2000, align 4
  %2003 = or disjoint i64 %1988, 1
  br label %2004

2004:                                             ; preds = %1990, %1987
  %2005 = phi i64 [ %1988, %1987 ], [ %2003, %1990 ]
  %2006 = icmp eq i64 %32, %1989
  br i1 %2006, label %2034, label %2115

2007:                                             ; preds = %1938, %2007
  %2008 = phi i64 [ %2032, %2007 ], [ %1939, %1938 ]
  %2009 = getelementptr inbounds nuw float, ptr %1031, i64 %2008
  %2010 = load float, ptr %2009, align 4
  %2011 = getelementptr inbounds nuw float, ptr %169, i64 %2008
  %2012 = load float, ptr %2011, align 4
  %2013 = fadd float %2010, %2012
  %2014 = getelementptr inbounds nuw float, ptr %170, i64 %2008
  %2015 = load float, ptr %2014, align 4
  %2016 = fadd float %2013, %2015
  %2017 = getelementptr inbounds nuw float, ptr %1033, i64 %2008
  %2018 = load float, ptr %2017, align 4
  %2019 = fadd float %2016, %2018
  store float %2019, ptr %2017, align 4
  %2020 = add nuw nsw i64 %2008, 1
  %2021 = getelementptr inbounds nuw float, ptr %1031, i64 %2020
  %2022 = load float, ptr %2021, align 4
  %2023 = getelementptr inbounds nuw float, ptr %169, i64 %2020
  %2024 = load float, ptr %2023, align 4
  %2025 = fadd float %2022, %2024
  %2026 = getelementptr inbounds nuw float, ptr %170, i64 %2020
  %2027 = load float, ptr %2026, align 4
  %2028 = fadd float %2025, %2027
  %2029 = getelementptr inbounds nuw float, ptr %1033, i64 %2020
  %2030 = load float, ptr %2029, align 4
  %2031 = fadd float %2028, %2030
  store float %2031, ptr %2029, align 4
  %2032 = add nuw nsw i64 %2008, 2
  %2033 = icmp eq i64 %2032, %32
  br i1 %2033, label %1941, label %2007

2034:                                             ; preds = %2004, %2115, %1986
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1033, i64 noundef %599)
  %2035 = getelementptr inbounds nuw float, ptr %1033, i64 %106
  %2036 = getelementptr inbounds nuw float, ptr %1033, i64 %599
  %2037 = getelementptr i8, ptr %1031, i64 %602
  br i1 %808, label %2092, label %2038

2038:                                             ; preds = %2034
  %2039 = getelementptr i8, ptr %1033, i64 %710
  %2040 = getelementptr i8, ptr %1031, i64 %603
  %2041 = getelementptr i8, ptr %1033, i64 %726
  %2042 = getelementptr i8, ptr %2041, i64 %709
  %2043 = icmp ult ptr %2036, %718
  %2044 = icmp ult ptr %716, %2039
  %2045 = and i1 %2043, %2044
  %2046 = icmp ult ptr %2036, %2040
  %2047 = icmp ult ptr %2037, %2039
  %2048 = and i1 %2046, %2047
  %2049 = or i1 %2045, %2048
  %2050 = icmp ult ptr %2036, %725
  %2051 = icmp ult ptr %723, %2039
  %2052 = and i1 %2050, %2051
  %2053 = or i1 %2049, %2052
  %2054 = icmp ult ptr %2036, %2042
  %2055 = icmp ult ptr %2035, %2039
  %2056 = and i1 %2054, %2055
  %2057 = or i1 %2053, %2056
  br i1 %2057, label %2092, label %2058

2058:                                             ; preds = %2038, %2058
  %2059 = phi i64 [ %2089, %2058 ], [ 0, %2038 ]
  %2060 = getelementptr inbounds nuw float, ptr %2036, i64 %2059
  %2061 = getelementptr inbounds nuw i8, ptr %2060, i64 16
  %2062 = load <4 x float>, ptr %2060, align 4
  %2063 = load <4 x float>, ptr %2061, align 4
  %2064 = add nuw nsw i64 %2059, %599
  %2065 = getelementptr inbounds nuw float, ptr %170, i64 %2064
  %2066 = getelementptr inbounds nuw i8, ptr %2065, i64 16
  %2067 = load <4 x float>, ptr %2065, align 4
  %2068 = load <4 x float>, ptr %2066, align 4
  %2069 = fadd <4 x float> %2062, %2067
  %2070 = fadd <4 x float> %2063, %2068
  %2071 = getelementptr float, ptr %2037, i64 %2059
  %2072 = getelementptr i8, ptr %2071, i64 16
  %2073 = load <4 x float>, ptr %2071, align 4
  %2074 = load <4 x float>, ptr %2072, align 4
  %2075 = getelementptr inbounds nuw float, ptr %169, i64 %2064
  %2076 = getelementptr inbounds nuw i8, ptr %2075, i64 16
  %2077 = load <4 x float>, ptr %2075, align 4
  %2078 = load <4 x float>, ptr %2076, align 4
  %2079 = fadd <4 x float> %2073, %2077
  %2080 = fadd <4 x float> %2074, %2078
  %2081 = getelementptr inbounds nuw float, ptr %2035, i64 %2059
  %2082 = getelementptr inbounds nuw i8, ptr %2081, i64 16
  %2083 = load <4 x float>, ptr %2081, align 4
  %2084 = load <4 x float>, ptr %2082, align 4
  %2085 = fmul <4 x float> %2069, %2083
  %2086 = fmul <4 x float> %2070, %2084
  %2087 = fadd <4 x float> %2079, %2085
  %2088 = fadd <4 x float> %2080, %2086
  store <4 x float> %2087, ptr %2060, align 4
  store <4 x float> %2088, ptr %2061, align 4
  %2089 = add nuw i64 %2059, 8
  %2090 = icmp eq i64 %2089, %809
  br i1 %2090, label %2091, label %2058

2091:                                             ; preds = %2058
  br i1 %810, label %2146, label %2092

2092:                                             ; preds = %2038, %2034, %2091
  %2093 = phi i64 [ 0, %2038 ], [ 0, %2034 ], [ %809, %2091 ]
  %2094 = or disjoint i64 %2093, 1
  br i1 %812, label %2112, label %2095

2095:                                             ; preds = %2092
  %2096 = getelementptr inbounds nuw float, ptr %2036, i64 %2093
  %2097 = load float, ptr %2096, align 4
  %2098 = add nuw nsw i64 %2093, %599
  %2099 = getelementptr inbounds nuw float, ptr %170, i64 %2098
  %2100 = load float, ptr %2099, align 4
  %2101 = fadd float %2097, %2100
  %2102 = getelementptr float, ptr %2037, i64 %2093
  %2103 = load float, ptr %2102, align 4
  %2104 = getelementptr inbounds nuw float, ptr %169, i64 %2098
  %2105 = load float, ptr %2104, align 4
  %2106 = fadd float %2103, %2105
  %2107 = getelementptr inbounds nuw float, ptr %2035, i64 %2093
  %2108 = load float, ptr %2107, align 4
  %2109 = fmul float %2101, %2108
  %2110 = fadd float %2106, %2109
  store float %2110, ptr %2096, align 4
  %2111 = or disjoint i64 %2093, 1
  br label %2112

2112:                                             ; preds = %2095, %2092
  %2113 = phi i64 [ %2093, %2092 ], [ %2111, %2095 ]
  %2114 = icmp eq i64 %32, %2094
  br i1 %2114, label %2146, label %2201

2115:                                             ; preds = %2004, %2115
  %2116 = phi i64 [ %2142, %2115 ], [ %2005, %2004 ]
  %2117 = getelementptr float, ptr %1942, i64 %2116
  %2118 = load float, ptr %2117, align 4
  %2119 = add nuw nsw i64 %2116, %106
  %2120 = getelementptr inbounds nuw float, ptr %169, i64 %2119
  %2121 = load float, ptr %2120, align 4
  %2122 = fadd float %2118, %2121
  %2123 = getelementptr inbounds nuw float, ptr %170, i64 %2119
  %2124 = load float, ptr %2123, align 4
  %2125 = fadd float %2122, %2124
  %2126 = getelementptr inbounds nuw float, ptr %1033, i64 %2119
  %2127 = load float, ptr %2126, align 4
  %2128 = fadd float %2125, %2127
  store float %2128, ptr %2126, align 4
  %2129 = add nuw nsw i64 %2116, 1
  %2130 = getelementptr float, ptr %1942, i64 %2129
  %2131 = load float, ptr %2130, align 4
  %2132 = add nuw nsw i64 %2129, %106
  %2133 = getelementptr inbounds nuw float, ptr %169, i64 %2132
  %2134 = load float, ptr %2133, align 4
  %2135 = fadd float %2131, %2134
  %2136 = getelementptr inbounds nuw float, ptr %170, i64 %2132
  %2137 = load float, ptr %2136, align 4
  %2138 = fadd float %2135, %2137
  %2139 = getelementptr inbounds nuw float, ptr %1033, i64 %2132
  %2140 = load float, ptr %2139, align 4
  %2141 = fadd float %2138, %2140
  store float %2141, ptr %2139, align 4
  %2142 = add nuw nsw i64 %2116, 2
  %2143 = icmp eq i64 %2142, %32
  br i1 %2143, label %2034, label %2115

2144:                                             ; preds = %1879
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1033, i64 noundef %599)
  %2145 = getelementptr inbounds float, ptr %1033, i64 %599
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %2145, i64 noundef %106)
  br label %2462

2146:                                             ; preds = %2112, %2201, %2091
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %2036, i64 noundef %106)
  br i1 %813, label %2183, label %2147

2147:                                             ; preds = %2146
  %2148 = getelementptr i8, ptr %1035, i64 %709
  %2149 = getelementptr i8, ptr %1033, i64 %710
  %2150 = getelementptr i8, ptr %1033, i64 %709
  %2151 = icmp ult ptr %1035, %2149
  %2152 = icmp ult ptr %2036, %2148
  %2153 = and i1 %2151, %2152
  %2154 = icmp ult ptr %1035, %2150
  %2155 = icmp ult ptr %1033, %2148
  %2156 = and i1 %2154, %2155
  %2157 = or i1 %2153, %2156
  br i1 %2157, label %2183, label %2158

2158:                                             ; preds = %2147, %2158
  %2159 = phi i64 [ %2180, %2158 ], [ 0, %2147 ]
  %2160 = getelementptr inbounds nuw float, ptr %1033, i64 %2159
  %2161 = getelementptr inbounds nuw i8, ptr %2160, i64 16
  %2162 = load <4 x float>, ptr %2160, align 4
  %2163 = load <4 x float>, ptr %2161, align 4
  %2164 = fsub <4 x float> splat (float 1.000000e+00), %2162
  %2165 = fsub <4 x float> splat (float 1.000000e+00), %2163
  %2166 = getelementptr inbounds nuw float, ptr %2036, i64 %2159
  %2167 = getelementptr inbounds nuw i8, ptr %2166, i64 16
  %2168 = load <4 x float>, ptr %2166, align 4
  %2169 = load <4 x float>, ptr %2167, align 4
  %2170 = fmul <4 x float> %2164, %2168
  %2171 = fmul <4 x float> %2165, %2169
  %2172 = getelementptr inbounds nuw float, ptr %1035, i64 %2159
  %2173 = getelementptr inbounds nuw i8, ptr %2172, i64 16
  %2174 = load <4 x float>, ptr %2172, align 4
  %2175 = load <4 x float>, ptr %2173, align 4
  %2176 = fmul <4 x float> %2162, %2174
  %2177 = fmul <4 x float> %2163, %2175
  %2178 = fadd <4 x float> %2170, %2176
  %2179 = fadd <4 x float> %2171, %2177
  store <4 x float> %2178, ptr %2172, align 4
  store <4 x float> %2179, ptr %2173, align 4
  %2180 = add nuw i64 %2159, 8
  %2181 = icmp eq i64 %2180, %814
  br i1 %2181, label %2182, label %2158

2182:                                             ; preds = %2158
  br i1 %815, label %2462, label %2183

2183:                                             ; preds = %2147, %2146, %2182
  %2184 = phi i64 [ 0, %2147 ], [ 0, %2146 ], [ %814, %2182 ]
  %2185 = or disjoint i64 %2184, 1
  br i1 %817, label %2198, label %2186

2186:                                             ; preds = %2183
  %2187 = getelementptr inbounds nuw float, ptr %1033, i64 %2184
  %2188 = load float, ptr %2187, align 4
  %2189 = fsub float 1.000000e+00, %2188
  %2190 = getelementptr inbounds nuw float, ptr %2036, i64 %2184
  %2191 = load float, ptr %2190, align 4
  %2192 = fmul float %2189, %2191
  %2193 = getelementptr inbounds nuw float, ptr %1035, i64 %2184
  %2194 = load float, ptr %2193, align 4
  %2195 = fmul float %2188, %2194
  %2196 = fadd float %2192, %2195
  store float %2196, ptr %2193, align 4
  %2197 = or disjoint i64 %2184, 1
  br label %2198

2198:                                             ; preds = %2186, %2183
  %2199 = phi i64 [ %2184, %2183 ], [ %2197, %2186 ]
  %2200 = icmp eq i64 %32, %2185
  br i1 %2200, label %2462, label %2236

2201:                                             ; preds = %2112, %2201
  %2202 = phi i64 [ %2234, %2201 ], [ %2113, %2112 ]
  %2203 = getelementptr inbounds nuw float, ptr %2036, i64 %2202
  %2204 = load float, ptr %2203, align 4
  %2205 = add nuw nsw i64 %2202, %599
  %2206 = getelementptr inbounds nuw float, ptr %170, i64 %2205
  %2207 = load float, ptr %2206, align 4
  %2208 = fadd float %2204, %2207
  %2209 = getelementptr float, ptr %2037, i64 %2202
  %2210 = load float, ptr %2209, align 4
  %2211 = getelementptr inbounds nuw float, ptr %169, i64 %2205
  %2212 = load float, ptr %2211, align 4
  %2213 = fadd float %2210, %2212
  %2214 = getelementptr inbounds nuw float, ptr %2035, i64 %2202
  %2215 = load float, ptr %2214, align 4
  %2216 = fmul float %2208, %2215
  %2217 = fadd float %2213, %2216
  store float %2217, ptr %2203, align 4
  %2218 = add nuw nsw i64 %2202, 1
  %2219 = getelementptr inbounds nuw float, ptr %2036, i64 %2218
  %2220 = load float, ptr %2219, align 4
  %2221 = add nuw nsw i64 %2218, %599
  %2222 = getelementptr inbounds nuw float, ptr %170, i64 %2221
  %2223 = load float, ptr %2222, align 4
  %2224 = fadd float %2220, %2223
  %2225 = getelementptr float, ptr %2037, i64 %2218
  %2226 = load float, ptr %2225, align 4
  %2227 = getelementptr inbounds nuw float, ptr %169, i64 %2221
  %2228 = load float, ptr %2227, align 4
  %2229 = fadd float %2226, %2228
  %2230 = getelementptr inbounds nuw float, ptr %2035, i64 %2218
  %2231 = load float, ptr %2230, align 4
  %2232 = fmul float %2224, %2231
  %2233 = fadd float %2229, %2232
  store float %2233, ptr %2219, align 4
  %2234 = add nuw nsw i64 %2202, 2
  %2235 = icmp eq i64 %2234, %32
  br i1 %2235, label %2146, label %2201

2236:                                             ; preds = %2198, %2236
  %2237 = phi i64 [ %2259, %2236 ], [ %2199, %2198 ]
  %2238 = getelementptr inbounds nuw float, ptr %1033, i64 %2237
  %2239 = load float, ptr %2238, align 4
  %2240 = fsub float 1.000000e+00, %2239
  %2241 = getelementptr inbounds nuw float, ptr %2036, i64 %2237
  %2242 = load float, ptr %2241, align 4
  %2243 = fmul float %2240, %2242
  %2244 = getelementptr inbounds nuw float, ptr %1035, i64 %2237
  %2245 = load float, ptr %2244, align 4
  %2246 = fmul float %2239, %2245
  %2247 = fadd float %2243, %2246
  store float %2247, ptr %2244, align 4
  %2248 = add nuw nsw i64 %2237, 1
  %2249 = getelementptr inbounds nuw float, ptr %1033, i64 %2248
  %2250 = load float, ptr %2249, align 4
  %2251 = fsub float 1.000000e+00, %2250
  %2252 = getelementptr inbounds nuw float, ptr %2036, i64 %2248
  %2253 = load float, ptr %2252, align 4
  %2254 = fmul float %2251, %2253
  %2255 = getelementptr inbounds nuw float, ptr %1035, i64 %2248
  %2256 = load float, ptr %2255, align 4
  %2257 = fmul float %2250, %2256
  %2258 = fadd float %2254, %2257
  store float %2258, ptr %2255, align 4
  %2259 = add nuw nsw i64 %2237, 2
  %2260 = icmp eq i64 %2259, %32
  br i1 %2260, label %2462, label %2236

2261:                                             ; preds = %1876, %2327, %1859
  %2262 = getelementptr float, ptr %1031, i64 %32
  br i1 %787, label %2307, label %2263

2263:                                             ; preds = %2261
  %2264 = getelementptr i8, ptr %1033, i64 %754
  %2265 = getelementptr i8, ptr %1033, i64 %754
  %2266 = getelementptr i8, ptr %2265, i64 %755
  %2267 = getelementptr i8, ptr %1031, i64 %602
  %2268 = icmp ult ptr %2264, %2267
  %2269 = icmp ult ptr %2262, %2266
  %2270 = and i1 %2268, %2269
  %2271 = icmp ult ptr %2264, %763
  %2272 = icmp ult ptr %761, %2266
  %2273 = and i1 %2271, %2272
  %2274 = or i1 %2270, %2273
  %2275 = icmp ult ptr %2264, %770
  %2276 = icmp ult ptr %768, %2266
  %2277 = and i1 %2275, %2276
  %2278 = or i1 %2274, %2277
  br i1 %2278, label %2307, label %2279

2279:                                             ; preds = %2263, %2279
  %2280 = phi i64 [ %2304, %2279 ], [ 0, %2263 ]
  %2281 = getelementptr float, ptr %2262, i64 %2280
  %2282 = getelementptr i8, ptr %2281, i64 16
  %2283 = load <4 x float>, ptr %2281, align 4
  %2284 = load <4 x float>, ptr %2282, align 4
  %2285 = add nuw nsw i64 %2280, %106
  %2286 = getelementptr inbounds nuw float, ptr %169, i64 %2285
  %2287 = getelementptr inbounds nuw i8, ptr %2286, i64 16
  %2288 = load <4 x float>, ptr %2286, align 4
  %2289 = load <4 x float>, ptr %2287, align 4
  %2290 = fadd <4 x float> %2283, %2288
  %2291 = fadd <4 x float> %2284, %2289
  %2292 = getelementptr inbounds nuw float, ptr %170, i64 %2285
  %2293 = getelementptr inbounds nuw i8, ptr %2292, i64 16
  %2294 = load <4 x float>, ptr %2292, align 4
  %2295 = load <4 x float>, ptr %2293, align 4
  %2296 = fadd <4 x float> %2290, %2294
  %2297 = fadd <4 x float> %2291, %2295
  %2298 = getelementptr inbounds nuw float, ptr %1033, i64 %2285
  %2299 = getelementptr inbounds nuw i8, ptr %2298, i64 16
  %2300 = load <4 x float>, ptr %2298, align 4
  %2301 = load <4 x float>, ptr %2299, align 4
  %2302 = fadd <4 x float> %2296, %2300
  %2303 = fadd <4 x float> %2297, %2301
  store <4 x float> %2302, ptr %2298, align 4
  store <4 x float> %2303, ptr %2299, align 4
  %2304 = add nuw i64 %2280, 8
  %2305 = icmp eq i64 %2304, %788
  br i1 %2305, label %2306, label %2279

2306:                                             ; preds = %2279
  br i1 %789, label %2355, label %2307

2307:                                             ; preds = %2263, %2261, %2306
  %2308 = phi i64 [ 0, %2263 ], [ 0, %2261 ], [ %788, %2306 ]
  %2309 = or disjoint i64 %2308, 1
  br i1 %791, label %2324, label %2310

2310:                                             ; preds = %2307
  %2311 = getelementptr float, ptr %2262, i64 %2308
  %2312 = load float, ptr %2311, align 4
  %2313 = add nuw nsw i64 %2308, %106
  %2314 = getelementptr inbounds nuw float, ptr %169, i64 %2313
  %2315 = load float, ptr %2314, align 4
  %2316 = fadd float %2312, %2315
  %2317 = getelementptr inbounds nuw float, ptr %170, i64 %2313
  %2318 = load float, ptr %2317, align 4
  %2319 = fadd float %2316, %2318
  %2320 = getelementptr inbounds nuw float, ptr %1033, i64 %2313
  %2321 = load float, ptr %2320, align 4
  %2322 = fadd float %2319, %2321
  store float %2322, ptr %2320, align 4
  %2323 = or disjoint i64 %2308, 1
  br label %2324

2324:                                             ; preds = %2310, %2307
  %2325 = phi i64 [ %2308, %2307 ], [ %2323, %2310 ]
  %2326 = icmp eq i64 %32, %2309
  br i1 %2326, label %2355, label %2402

2327:                                             ; preds = %1876, %2327
  %2328 = phi i64 [ %2352, %2327 ], [ %1877, %1876 ]
  %2329 = getelementptr inbounds nuw float, ptr %1031, i64 %2328
  %2330 = load float, ptr %2329, align 4
  %2331 = getelementptr inbounds nuw float, ptr %169, i64 %2328
  %2332 = load float, ptr %2331, align 4
  %2333 = fadd float %2330, %2332
  %2334 = getelementptr inbounds nuw float, ptr %170, i64 %2328
  %2335 = load float, ptr %2334, align 4
  %2336 = fadd float %2333, %2335
  %2337 = getelementptr inbounds nuw float, ptr %1033, i64 %2328
  %2338 = load float, ptr %2337, align 4
  %2339 = fadd float %2336, %2338
  store float %2339, ptr %2337, align 4
  %2340 = add nuw nsw i64 %2328, 1
  %2341 = getelementptr inbounds nuw float, ptr %1031, i64 %2340
  %2342 = load float, ptr %2341, align 4
  %2343 = getelementptr inbounds nuw float, ptr %169, i64 %2340
  %2344 = load float, ptr %2343, align 4
  %2345 = fadd float %2342, %2344
  %2346 = getelementptr inbounds nuw float, ptr %170, i64 %2340
  %2347 = load float, ptr %2346, align 4
  %2348 = fadd float %2345, %2347
  %2349 = getelementptr inbounds nuw float, ptr %1033, i64 %2340
  %2350 = load float, ptr %2349, align 4
  %2351 = fadd float %2348, %2350
  store float %2351, ptr %2349, align 4
  %2352 = add nuw nsw i64 %2328, 2
  %2353 = icmp eq i64 %2352, %32
  br i1 %2353, label %2261, label %2327

2354:                                             ; preds = %1817
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1033, i64 noundef %599)
  br label %2462

2355:                                             ; preds = %2324, %2402, %2306
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1033, i64 noundef %599)
  %2356 = getelementptr inbounds nuw float, ptr %1033, i64 %106
  %2357 = getelementptr inbounds nuw i8, ptr %1029, i64 24
  %2358 = load ptr, ptr %2357, align 8
  br i1 %792, label %2384, label %2359

2359:                                             ; preds = %2355
  %2360 = ptrtoint ptr %2358 to i64
  %2361 = add i64 %793, %1034
  %2362 = sub i64 %2360, %2361
  %2363 = icmp ult i64 %2362, 32
  %2364 = sub i64 %2360, %1036
  %2365 = icmp ult i64 %2364, 32
  %2366 = or i1 %2363, %2365
  br i1 %2366, label %2384, label %2367

2367:                                             ; preds = %2359, %2367
  %2368 = phi i64 [ %2381, %2367 ], [ 0, %2359 ]
  %2369 = getelementptr inbounds nuw float, ptr %2356, i64 %2368
  %2370 = getelementptr inbounds nuw i8, ptr %2369, i64 16
  %2371 = load <4 x float>, ptr %2369, align 4
  %2372 = load <4 x float>, ptr %2370, align 4
  %2373 = getelementptr inbounds nuw float, ptr %1035, i64 %2368
  %2374 = getelementptr inbounds nuw i8, ptr %2373, i64 16
  %2375 = load <4 x float>, ptr %2373, align 4
  %2376 = load <4 x float>, ptr %2374, align 4
  %2377 = fmul <4 x float> %2371, %2375
  %2378 = fmul <4 x float> %2372, %2376
  %2379 = getelementptr inbounds nuw float, ptr %2358, i64 %2368
  %2380 = getelementptr inbounds nuw i8, ptr %2379, i64 16
  store <4 x float> %2377, ptr %2379, align 4
  store <4 x float> %2378, ptr %2380, align 4
  %2381 = add nuw i64 %2368, 8
  %2382 = icmp eq i64 %2381, %794
  br i1 %2382, label %2383, label %2367

2383:                                             ; preds = %2367
  br i1 %795, label %2462, label %2384

2384:                                             ; preds = %2359, %2355, %2383
  %2385 = phi i64 [ 0, %2359 ], [ 0, %2355 ], [ %794, %2383 ]
  br i1 %797, label %2398, label %2386

2386:                                             ; preds = %2384, %2386
  %2387 = phi i64 [ %2395, %2386 ], [ %2385, %2384 ]
  %2388 = phi i64 [ %2396, %2386 ], [ 0, %2384 ]
  %2389 = getelementptr inbounds nuw float, ptr %2356, i64 %2387
  %2390 = load float, ptr %2389, align 4
  %2391 = getelementptr inbounds nuw float, ptr %1035, i64 %2387
  %2392 = load float, ptr %2391, align 4
  %2393 = fmul float %2390, %2392
  %2394 = getelementptr inbounds nuw float, ptr %2358, i64 %2387
  store float %2393, ptr %2394, align 4
  %2395 = add nuw nsw i64 %2387, 1
  %2396 = add i64 %2388, 1
  %2397 = icmp eq i64 %2396, %796
  br i1 %2397, label %2398, label %2386

2398:                                             ; preds = %2386, %2384
  %2399 = phi i64 [ %2385, %2384 ], [ %2395, %2386 ]
  %2400 = sub nsw i64 %2385, %32
  %2401 = icmp ugt i64 %2400, -4
  br i1 %2401, label %2462, label %2431

2402:                                             ; preds = %2324, %2402
  %2403 = phi i64 [ %2429, %2402 ], [ %2325, %2324 ]
  %2404 = getelementptr float, ptr %2262, i64 %2403
  %2405 = load float, ptr %2404, align 4
  %2406 = add nuw nsw i64 %2403, %106
  %2407 = getelementptr inbounds nuw float, ptr %169, i64 %2406
  %2408 = load float, ptr %2407, align 4
  %2409 = fadd float %2405, %2408
  %2410 = getelementptr inbounds nuw float, ptr %170, i64 %2406
  %2411 = load float, ptr %2410, align 4
  %2412 = fadd float %2409, %2411
  %2413 = getelementptr inbounds nuw float, ptr %1033, i64 %2406
  %2414 = load float, ptr %2413, align 4
  %2415 = fadd float %2412, %2414
  store float %2415, ptr %2413, align 4
  %2416 = add nuw nsw i64 %2403, 1
  %2417 = getelementptr float, ptr %2262, i64 %2416
  %2418 = load float, ptr %2417, align 4
  %2419 = add nuw nsw i64 %2416, %106
  %2420 = getelementptr inbounds nuw float, ptr %169, i64 %2419
  %2421 = load float, ptr %2420, align 4
  %2422 = fadd float %2418, %2421
  %2423 = getelementptr inbounds nuw float, ptr %170, i64 %2419
  %2424 = load float, ptr %2423, align 4
  %2425 = fadd float %2422, %2424
  %2426 = getelementptr inbounds nuw float, ptr %1033, i64 %2419
  %2427 = load float, ptr %2426, align 4
  %2428 = fadd float %2425, %2427
  store float %2428, ptr %2426, align 4
  %2429 = add nuw nsw i64 %2403, 2
  %2430 = icmp eq i64 %2429, %32
  br i1 %2430, label %2355, label %2402

2431:                                             ; preds = %2398, %2431
  %2432 = phi i64 [ %2460, %2431 ], [ %2399, %2398 ]
  %2433 = getelementptr inbounds nuw float, ptr %2356, i64 %2432
  %2434 = load float, ptr %2433, align 4
  %2435 = getelementptr inbounds nuw float, ptr %1035, i64 %2432
  %2436 = load float, ptr %2435, align 4
  %2437 = fmul float %2434, %2436
  %2438 = getelementptr inbounds nuw float, ptr %2358, i64 %2432
  store float %2437, ptr %2438, align 4
  %2439 = add nuw nsw i64 %2432, 1
  %2440 = getelementptr inbounds nuw float, ptr %2356, i64 %2439
  %2441 = load float, ptr %2440, align 4
  %2442 = getelementptr inbounds nuw float, ptr %1035, i64 %2439
  %2443 = load float, ptr %2442, align 4
  %2444 = fmul float %2441, %2443
  %2445 = getelementptr inbounds nuw float, ptr %2358, i64 %2439
  store float %2444, ptr %2445, align 4
  %2446 = add nuw nsw i64 %2432, 2
  %2447 = getelementptr inbounds nuw float, ptr %2356, i64 %2446
  %2448 = load float, ptr %2447, align 4
  %2449 = getelementptr inbounds nuw float, ptr %1035, i64 %2446
  %2450 = load float, ptr %2449, align 4
  %2451 = fmul float %2448, %2450
  %2452 = getelementptr inbounds nuw float, ptr %2358, i64 %2446
  store float %2451, ptr %2452, align 4
  %2453 = add nuw nsw i64 %2432, 3
  %2454 = getelementptr inbounds nuw float, ptr %2356, i64 %2453
  %2455 = load float, ptr %2454, align 4
  %2456 = getelementptr inbounds nuw float, ptr %1035, i64 %2453
  %2457 = load float, ptr %2456, align 4
  %2458 = fmul float %2455, %2457
  %2459 = getelementptr inbounds nuw float, ptr %2358, i64 %2453
  store float %2458, ptr %2459, align 4
  %2460 = add nuw nsw i64 %2432, 4
  %2461 = icmp eq i64 %2460, %32
  br i1 %2461, label %2462, label %2431

2462:                                             ; preds = %2398, %2431, %2198, %2236, %1774, %1785, %1128, %1159, %2383, %2182, %1759, %1116, %2354, %2144, %1733, %1101
  %2463 = add nuw nsw i64 %1027, 1
  %2464 = icmp eq i64 %2463, %1022
  br i1 %2464, label %1025, label %1026

2465:                                             ; preds = %1025
  call fastcc void @products(ptr noundef %582, ptr noundef %583, i64 noundef %1022, ptr noundef %608, i64 noundef %32, i64 noundef %107, i64 noundef %106)
  br i1 %971, label %2466, label %2655

2466:                                             ; preds = %2465, %2625
  %2467 = phi i64 [ %2626, %2625 ], [ 0, %2465 ]
  %2468 = getelementptr inbounds nuw ptr, ptr %579, i64 %2467
  %2469 = load ptr, ptr %2468, align 8
  %2470 = getelementptr inbounds nuw i8, ptr %2469, i64 16
  %2471 = load ptr, ptr %2470, align 8
  %2472 = load ptr, ptr %2469, align 8
  %2473 = getelementptr float, ptr %2471, i64 %599
  br i1 %123, label %2474, label %2540

2474:                                             ; preds = %2466
  %2475 = getelementptr inbounds nuw i8, ptr %2469, i64 40
  %2476 = load ptr, ptr %2475, align 8
  %2477 = getelementptr i8, ptr %2476, i64 %602
  br i1 %864, label %2520, label %2478

2478:                                             ; preds = %2474
  %2479 = getelementptr i8, ptr %2471, i64 %612
  %2480 = getelementptr i8, ptr %2476, i64 %613
  %2481 = icmp ult ptr %2473, %2480
  %2482 = icmp ult ptr %2477, %2479
  %2483 = and i1 %2481, %2482
  %2484 = icmp ult ptr %2473, %621
  %2485 = icmp ult ptr %619, %2479
  %2486 = and i1 %2484, %2485
  %2487 = or i1 %2483, %2486
  %2488 = icmp ult ptr %2473, %628
  %2489 = icmp ult ptr %626, %2479
  %2490 = and i1 %2488, %2489
  %2491 = or i1 %2487, %2490
  br i1 %2491, label %2520, label %2492

2492:                                             ; preds = %2478, %2492
  %2493 = phi i64 [ %2517, %2492 ], [ 0, %2478 ]
  %2494 = getelementptr float, ptr %2477, i64 %2493
  %2495 = getelementptr i8, ptr %2494, i64 16
  %2496 = load <4 x float>, ptr %2494, align 4
  %2497 = load <4 x float>, ptr %2495, align 4
  %2498 = add nuw nsw i64 %2493, %599
  %2499 = getelementptr inbounds nuw float, ptr %169, i64 %2498
  %2500 = getelementptr inbounds nuw i8, ptr %2499, i64 16
  %2501 = load <4 x float>, ptr %2499, align 4
  %2502 = load <4 x float>, ptr %2500, align 4
  %2503 = fadd <4 x float> %2496, %2501
  %2504 = fadd <4 x float> %2497, %2502
  %2505 = getelementptr inbounds nuw float, ptr %170, i64 %2498
  %2506 = getelementptr inbounds nuw i8, ptr %2505, i64 16
  %2507 = load <4 x float>, ptr %2505, align 4
  %2508 = load <4 x float>, ptr %2506, align 4
  %2509 = fadd <4 x float> %2503, %2507
  %2510 = fadd <4 x float> %2504, %2508
  %2511 = getelementptr inbounds nuw float, ptr %2471, i64 %2498
  %2512 = getelementptr inbounds nuw i8, ptr %2511, i64 16
  %2513 = load <4 x float>, ptr %2511, align 4
  %2514 = load <4 x float>, ptr %2512, align 4
  %2515 = fadd <4 x float> %2509, %2513
  %2516 = fadd <4 x float> %2510, %2514
  store <4 x float> %2515, ptr %2511, align 4
  store <4 x float> %2516, ptr %2512, align 4
  %2517 = add nuw i64 %2493, 8
  %2518 = icmp eq i64 %2517, %865
  br i1 %2518, label %2519, label %2492

2519:                                             ; preds = %2492
  br i1 %866, label %2541, label %2520

2520:                                             ; preds = %2478, %2474, %2519
  %2521 = phi i64 [ 0, %2478 ], [ 0, %2474 ], [ %865, %2519 ]
  %2522 = or disjoint i64 %2521, 1
  br i1 %868, label %2537, label %2523

2523:                                             ; preds = %2520
  %2524 = getelementptr float, ptr %2477, i64 %2521
  %2525 = load float, ptr %2524, align 4
  %2526 = add nuw nsw i64 %2521, %599
  %2527 = getelementptr inbounds nuw float, ptr %169, i64 %2526
  %2528 = load float, ptr %2527, align 4
  %2529 = fadd float %2525, %2528
  %2530 = getelementptr inbounds nuw float, ptr %170, i64 %2526
  %2531 = load float, ptr %2530, align 4
  %2532 = fadd float %2529, %2531
  %2533 = getelementptr inbounds nuw float, ptr %2471, i64 %2526
  %2534 = load float, ptr %2533, align 4
  %2535 = fadd float %2532, %2534
  store float %2535, ptr %2533, align 4
  %2536 = or disjoint i64 %2521, 1
  br label %2537

2537:                                             ; preds = %2523, %2520
  %2538 = phi i64 [ %2521, %2520 ], [ %2536, %2523 ]
  %2539 = icmp eq i64 %32, %2522
  br i1 %2539, label %2541, label %2596

2540:                                             ; preds = %2466
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %2473, i64 noundef %106)
  br label %2625

2541:                                             ; preds = %2537, %2596, %2519
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %2473, i64 noundef %106)
  br i1 %869, label %2578, label %2542

2542:                                             ; preds = %2541
  %2543 = getelementptr i8, ptr %2472, i64 %611
  %2544 = getelementptr i8, ptr %2471, i64 %612
  %2545 = getelementptr i8, ptr %2471, i64 %611
  %2546 = icmp ult ptr %2472, %2544
  %2547 = icmp ult ptr %2473, %2543
  %2548 = and i1 %2546, %2547
  %2549 = icmp ult ptr %2472, %2545
  %2550 = icmp ult ptr %2471, %2543
  %2551 = and i1 %2549, %2550
  %2552 = or i1 %2548, %2551
  br i1 %2552, label %2578, label %2553

2553:                                             ; preds = %2542, %2553
  %2554 = phi i64 [ %2575, %2553 ], [ 0, %2542 ]
  %2555 = getelementptr inbounds nuw float, ptr %2471, i64 %2554
  %2556 = getelementptr inbounds nuw i8, ptr %2555, i64 16
  %2557 = load <4 x float>, ptr %2555, align 4
  %2558 = load <4 x float>, ptr %2556, align 4
  %2559 = fsub <4 x float> splat (float 1.000000e+00), %2557
  %2560 = fsub <4 x float> splat (float 1.000000e+00), %2558
  %2561 = getelementptr inbounds nuw float, ptr %2473, i64 %2554
  %2562 = getelementptr inbounds nuw i8, ptr %2561, i64 16
  %2563 = load <4 x float>, ptr %2561, align 4
  %2564 = load <4 x float>, ptr %2562, align 4
  %2565 = fmul <4 x float> %2559, %2563
  %2566 = fmul <4 x float> %2560, %2564
  %2567 = getelementptr inbounds nuw float, ptr %2472, i64 %2554
  %2568 = getelementptr inbounds nuw i8, ptr %2567, i64 16
  %2569 = load <4 x float>, ptr %2567, align 4
  %2570 = load <4 x float>, ptr %2568, align 4
  %2571 = fmul <4 x float> %2557, %2569
  %2572 = fmul <4 x float> %2558, %2570
  %2573 = fadd <4 x float> %2565, %2571
  %2574 = fadd <4 x float> %2566, %2572
  store <4 x float> %2573, ptr %2567, align 4
  store <4 x float> %2574, ptr %2568, align 4
  %2575 = add nuw i64 %2554, 8
  %2576 = icmp eq i64 %2575, %870
  br i1 %2576, label %2577, label %2553

2577:                                             ; preds = %2553
  br i1 %871, label %2625, label %2578

2578:                                             ; preds = %2542, %2541, %2577
  %2579 = phi i64 [ 0, %2542 ], [ 0, %2541 ], [ %870, %2577 ]
  %2580 = or disjoint i64 %2579, 1
  br i1 %873, label %2593, label %2581

2581:                                             ; preds = %2578
  %2582 = getelementptr inbounds nuw float, ptr %2471, i64 %2579
  %2583 = load float, ptr %2582, align 4
  %2584 = fsub float 1.000000e+00, %2583
  %2585 = getelementptr inbounds nuw float, ptr %2473, i64 %2579
  %2586 = load float, ptr %2585, align 4
  %2587 = fmul float %2584, %2586
  %2588 = getelementptr inbounds nuw float, ptr %2472, i64 %2579
  %2589 = load float, ptr %2588, align 4
  %2590 = fmul float %2583, %2589
  %2591 = fadd float %2587, %2590
  store float %2591, ptr %2588, align 4
  %2592 = or disjoint i64 %2579, 1
  br label %2593

2593:                                             ; preds = %2581, %2578
  %2594 = phi i64 [ %2579, %2578 ], [ %2592, %2581 ]
  %2595 = icmp eq i64 %32, %2580
  br i1 %2595, label %2625, label %2629

2596:                                             ; preds = %2537, %2596
  %2597 = phi i64 [ %2623, %2596 ], [ %2538, %2537 ]
  %2598 = getelementptr float, ptr %2477, i64 %2597
  %2599 = load float, ptr %2598, align 4
  %2600 = add nuw nsw i64 %2597, %599
  %2601 = getelementptr inbounds nuw float, ptr %169, i64 %2600
  %2602 = load float, ptr %2601, align 4
  %2603 = fadd float %2599, %2602
  %2604 = getelementptr inbounds nuw float, ptr %170, i64 %2600
  %2605 = load float, ptr %2604, align 4
  %2606 = fadd float %2603, %2605
  %2607 = getelementptr inbounds nuw float, ptr %2471, i64 %2600
  %2608 = load float, ptr %2607, align 4
  %2609 = fadd float %2606, %2608
  store float %2609, ptr %2607, align 4
  %2610 = add nuw nsw i64 %2597, 1
  %2611 = getelementptr float, ptr %2477, i64 %2610
  %2612 = load float, ptr %2611, align 4
  %2613 = add nuw nsw i64 %2610, %599
  %2614 = getelementptr inbounds nuw float, ptr %169, i64 %2613
  %2615 = load float, ptr %2614, align 4
  %2616 = fadd float %2612, %2615
  %2617 = getelementptr inbounds nuw float, ptr %170, i64 %2613
  %2618 = load float, ptr %2617, align 4
  %2619 = fadd float %2616, %2618
  %2620 = getelementptr inbounds nuw float, ptr %2471, i64 %2613
  %2621 = load float, ptr %2620, align 4
  %2622 = fadd float %2619, %2621
  store float %2622, ptr %2620, align 4
  %2623 = add nuw nsw i64 %2597, 2
  %2624 = icmp eq i64 %2623, %32
  br i1 %2624, label %2541, label %2596

2625:                                             ; preds = %2593, %2629, %2577, %2540
  %2626 = add nuw nsw i64 %2467, 1
  %2627 = icmp eq i64 %2626, %1022
  br i1 %2627, label %2628, label %2466

2628:                                             ; preds = %2625, %2654
  br label %2658

2629:                                             ; preds = %2593, %2629
  %2630 = phi i64 [ %2652, %2629 ], [ %2594, %2593 ]
  %2631 = getelementptr inbounds nuw float, ptr %2471, i64 %2630
  %2632 = load float, ptr %2631, align 4
  %2633 = fsub float 1.000000e+00, %2632
  %2634 = getelementptr inbounds nuw float, ptr %2473, i64 %2630
  %2635 = load float, ptr %2634, align 4
  %2636 = fmul float %2633, %2635
  %2637 = getelementptr inbounds nuw float, ptr %2472, i64 %2630
  %2638 = load float, ptr %2637, align 4
  %2639 = fmul float %2632, %2638
  %2640 = fadd float %2636, %2639
  store float %2640, ptr %2637, align 4
  %2641 = add nuw nsw i64 %2630, 1
  %2642 = getelementptr inbounds nuw float, ptr %2471, i64 %2641
  %2643 = load float, ptr %2642, align 4
  %2644 = fsub float 1.000000e+00, %2643
  %2645 = getelementptr inbounds nuw float, ptr %2473, i64 %2641
  %2646 = load float, ptr %2645, align 4
  %2647 = fmul float %2644, %2646
  %2648 = getelementptr inbounds nuw float, ptr %2472, i64 %2641
  %2649 = load float, ptr %2648, align 4
  %2650 = fmul float %2643, %2649
  %2651 = fadd float %2647, %2650
  store float %2651, ptr %2648, align 4
  %2652 = add nuw nsw i64 %2630, 2
  %2653 = icmp eq i64 %2652, %32
  br i1 %2653, label %2625, label %2629

2654:                                             ; preds = %1025
  br i1 %971, label %2628, label %2655

2655:                                             ; preds = %2718, %2465, %2654
  %2656 = add nuw nsw i64 %963, 1
  %2657 = icmp eq i64 %2656, %906
  br i1 %2657, label %965, label %962

2658:                                             ; preds = %2628, %2718
  %2659 = phi i64 [ %2719, %2718 ], [ 0, %2628 ]
  %2660 = getelementptr inbounds nuw ptr, ptr %579, i64 %2659
  %2661 = load ptr, ptr %2660, align 8
  %2662 = getelementptr inbounds nuw i8, ptr %2661, i64 48
  %2663 = load ptr, ptr %2662, align 8
  %2664 = icmp eq ptr %2663, null
  %2665 = select i1 %2664, i1 true, i1 %605
  br i1 %2665, label %2718, label %2666

2666:                                             ; preds = %2658
  %2667 = ptrtoint ptr %2663 to i64
  %2668 = load ptr, ptr %2661, align 8
  %2669 = ptrtoint ptr %2668 to i64
  %2670 = sub i64 %2667, %2669
  %2671 = icmp ult i64 %2670, 32
  %2672 = select i1 %874, i1 true, i1 %2671
  br i1 %2672, label %2684, label %2673

2673:                                             ; preds = %2666, %2673
  %2674 = phi i64 [ %2681, %2673 ], [ 0, %2666 ]
  %2675 = getelementptr inbounds nuw float, ptr %2668, i64 %2674
  %2676 = getelementptr inbounds nuw i8, ptr %2675, i64 16
  %2677 = load <4 x float>, ptr %2675, align 4
  %2678 = load <4 x float>, ptr %2676, align 4
  %2679 = getelementptr inbounds nuw float, ptr %2663, i64 %2674
  %2680 = getelementptr inbounds nuw i8, ptr %2679, i64 16
  store <4 x float> %2677, ptr %2679, align 4
  store <4 x float> %2678, ptr %2680, align 4
  %2681 = add nuw i64 %2674, 8
  %2682 = icmp eq i64 %2681, %875
  br i1 %2682, label %2683, label %2673

2683:                                             ; preds = %2673
  br i1 %876, label %2718, label %2684

2684:                                             ; preds = %2666, %2683
  %2685 = phi i64 [ 0, %2666 ], [ %875, %2683 ]
  br i1 %878, label %2695, label %2686

2686:                                             ; preds = %2684, %2686
  %2687 = phi i64 [ %2692, %2686 ], [ %2685, %2684 ]
  %2688 = phi i64 [ %2693, %2686 ], [ 0, %2684 ]
  %2689 = getelementptr inbounds nuw float, ptr %2668, i64 %2687
  %2690 = load float, ptr %2689, align 4
  %2691 = getelementptr inbounds nuw float, ptr %2663, i64 %2687
  store float %2690, ptr %2691, align 4
  %2692 = add nuw nsw i64 %2687, 1
  %2693 = add i64 %2688, 1
  %2694 = icmp eq i64 %2693, %877
  br i1 %2694, label %2695, label %2686

2695:                                             ; preds = %2686, %2684
  %2696 = phi i64 [ %2685, %2684 ], [ %2692, %2686 ]
  %2697 = sub nsw i64 %2685, %32
  %2698 = icmp ugt i64 %2697, -4
  br i1 %2698, label %2718, label %2699

2699:                                             ; preds = %2695, %2699
  %2700 = phi i64 [ %2716, %2699 ], [ %2696, %2695 ]
  %2701 = getelementptr inbounds nuw float, ptr %2668, i64 %2700
  %2702 = load float, ptr %2701, align 4
  %2703 = getelementptr inbounds nuw float, ptr %2663, i64 %2700
  store float %2702, ptr %2703, align 4
  %2704 = add nuw nsw i64 %2700, 1
  %2705 = getelementptr inbounds nuw float, ptr %2668, i64 %2704
  %2706 = load float, ptr %2705, align 4
  %2707 = getelementptr inbounds nuw float, ptr %2663, i64 %2704
  store float %2706, ptr %2707, align 4
  %2708 = add nuw nsw i64 %2700, 2
  %2709 = getelementptr inbounds nuw float, ptr %2668, i64 %2708
  %2710 = load float, ptr %2709, align 4
  %2711 = getelementptr inbounds nuw float, ptr %2663, i64 %2708
  store float %2710, ptr %2711, align 4
  %2712 = add nuw nsw i64 %2700, 3
  %2713 = getelementptr inbounds nuw float, ptr %2668, i64 %2712
  %2714 = load float, ptr %2713, align 4
  %2715 = getelementptr inbounds nuw float, ptr %2663, i64 %2712
  store float %2714, ptr %2715, align 4
  %2716 = add nuw nsw i64 %2700, 4
  %2717 = icmp eq i64 %2716, %32
  br i1 %2717, label %2718, label %2699

2718:                                             ; preds = %2695, %2699, %2683, %2658
  %2719 = add nuw nsw i64 %2659, 1
  %2720 = icmp eq i64 %2719, %1022
  br i1 %2720, label %2655, label %2658

2721:                                             ; preds = %2738, %550
  call void @free(ptr noundef %117)
  ret void

2722:                                             ; preds = %965, %2738
  %2723 = phi i64 [ 0, %965 ], [ %2739, %2738 ]
  %2724 = getelementptr inbounds nuw %struct.rowstate, ptr %553, i64 %2723
  %2725 = getelementptr inbounds nuw i8, ptr %2724, i64 32
  %2726 = load i64, ptr %2725, align 8
  %2727 = icmp eq i64 %2726, 0
  br i1 %123, label %2728, label %2738

2728:                                             ; preds = %2722
  %2729 = add nsw i64 %2723, %49
  %2730 = mul nsw i64 %2729, %34
  %2731 = add nsw i64 %2730, %47
  %2732 = add nsw i64 %2729, %967
  %2733 = select i1 %966, i64 %2731, i64 %2732
  %2734 = mul nsw i64 %2733, %32
  %2735 = getelementptr float, ptr %22, i64 %2734
  %2736 = getelementptr inbounds nuw i8, ptr %2724, i64 8
  %2737 = getelementptr float, ptr %23, i64 %2734
  br label %2741

2738:                                             ; preds = %2760, %2722
  %2739 = add nuw nsw i64 %2723, 1
  %2740 = icmp slt i64 %2739, %52
  br i1 %2740, label %2722, label %2721

2741:                                             ; preds = %2728, %2760
  %2742 = phi i64 [ 0, %2728 ], [ %2761, %2760 ]
  br i1 %968, label %2751, label %2743

2743:                                             ; preds = %2741
  br i1 %2727, label %2748, label %2744

2744:                                             ; preds = %2743
  %2745 = load ptr, ptr %2724, align 8
  %2746 = getelementptr inbounds nuw float, ptr %2745, i64 %2742
  %2747 = load float, ptr %2746, align 4
  br label %2748

2748:                                             ; preds = %2743, %2744
  %2749 = phi float [ %2747, %2744 ], [ 0.000000e+00, %2743 ]
  %2750 = getelementptr float, ptr %2735, i64 %2742
  store float %2749, ptr %2750, align 4
  br label %2751

2751:                                             ; preds = %2748, %2741
  br i1 %969, label %2760, label %2752

2752:                                             ; preds = %2751
  br i1 %2727, label %2757, label %2753

2753:                                             ; preds = %2752
  %2754 = load ptr, ptr %2736, align 8
  %2755 = getelementptr inbounds nuw float, ptr %2754, i64 %2742
  %2756 = load float, ptr %2755, align 4
  br label %2757

2757:                                             ; preds = %2752, %2753
  %2758 = phi float [ %2756, %2753 ], [ 0.000000e+00, %2752 ]
  %2759 = getelementptr float, ptr %2737, i64 %2742
  store float %2758, ptr %2759, align 4
  br label %2760

2760:                                             ; preds = %2751, %2757
  %2761 = add nuw nsw i64 %2742, 1
  %2762 = icmp eq i64 %2761, %32
  br i1 %2762, label %2738, label %2741
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap()

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc void @products(ptr noundef nonnull readonly captures(none) %0, ptr noundef nonnull readonly captures(none) %1, i64 noundef %2, ptr noundef nonnull readonly %3, i64 noundef %4, i64 noundef %5, i64 noundef %6) unnamed_addr {
  %8 = icmp slt i64 %2, 2
  br i1 %8, label %664, label %9

9:                                                ; preds = %7
  %10 = icmp slt i64 %6, 16
  %11 = icmp sgt i64 %4, 0
  %12 = shl i64 %5, 2
  %13 = add i64 %6, -16
  %14 = lshr i64 %13, 4
  %15 = and i64 %4, 1
  %16 = icmp eq i64 %4, 1
  %17 = and i64 %4, 9223372036854775806
  %18 = icmp eq i64 %15, 0
  %19 = icmp ne i64 %15, 0
  br label %20

20:                                               ; preds = %9, %661
  %21 = phi i64 [ 2, %9 ], [ %662, %661 ]
  %22 = phi i64 [ 0, %9 ], [ %21, %661 ]
  %23 = getelementptr inbounds nuw ptr, ptr %0, i64 %22
  %24 = getelementptr inbounds nuw ptr, ptr %1, i64 %22
  br i1 %10, label %116, label %25

25:                                               ; preds = %20
  %26 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %27 = getelementptr inbounds nuw i8, ptr %24, i64 8
  br label %28

28:                                               ; preds = %25, %37
  %29 = phi i64 [ 0, %25 ], [ %69, %37 ]
  %30 = phi i64 [ 16, %25 ], [ %68, %37 ]
  %31 = phi i64 [ 0, %25 ], [ %30, %37 ]
  br i1 %11, label %32, label %37

32:                                               ; preds = %28
  %33 = shl i64 %29, 6
  %34 = load ptr, ptr %23, align 8
  %35 = load ptr, ptr %26, align 8
  %36 = getelementptr i8, ptr %3, i64 %33
  br label %71

37:                                               ; preds = %71, %28
  %38 = phi <4 x float> [ zeroinitializer, %28 ], [ %95, %71 ]
  %39 = phi <4 x float> [ zeroinitializer, %28 ], [ %97, %71 ]
  %40 = phi <4 x float> [ zeroinitializer, %28 ], [ %99, %71 ]
  %41 = phi <4 x float> [ zeroinitializer, %28 ], [ %101, %71 ]
  %42 = phi <4 x float> [ zeroinitializer, %28 ], [ %107, %71 ]
  %43 = phi <4 x float> [ zeroinitializer, %28 ], [ %109, %71 ]
  %44 = phi <4 x float> [ zeroinitializer, %28 ], [ %111, %71 ]
  %45 = phi <4 x float> [ zeroinitializer, %28 ], [ %113, %71 ]
  %46 = load ptr, ptr %24, align 8
  %47 = getelementptr inbounds nuw float, ptr %46, i64 %31
  store <4 x float> %38, ptr %47, align 4
  %48 = load ptr, ptr %24, align 8
  %49 = getelementptr inbounds nuw float, ptr %48, i64 %31
  %50 = getelementptr inbounds nuw i8, ptr %49, i64 16
  store <4 x float> %39, ptr %50, align 4
  %51 = load ptr, ptr %24, align 8
  %52 = getelementptr inbounds nuw float, ptr %51, i64 %31
  %53 = getelementptr inbounds nuw i8, ptr %52, i64 32
  store <4 x float> %40, ptr %53, align 4
  %54 = load ptr, ptr %24, align 8
  %55 = getelementptr inbounds nuw float, ptr %54, i64 %31
  %56 = getelementptr inbounds nuw i8, ptr %55, i64 48
  store <4 x float> %41, ptr %56, align 4
  %57 = load ptr, ptr %27, align 8
  %58 = getelementptr inbounds nuw float, ptr %57, i64 %31
  store <4 x float> %42, ptr %58, align 4
  %59 = load ptr, ptr %27, align 8
  %60 = getelementptr inbounds nuw float, ptr %59, i64 %31
  %61 = getelementptr inbounds nuw i8, ptr %60, i64 16
  store <4 x float> %43, ptr %61, align 4
  %62 = load ptr, ptr %27, align 8
  %63 = getelementptr inbounds nuw float, ptr %62, i64 %31
  %64 = getelementptr inbounds nuw i8, ptr %63, i64 32
  store <4 x float> %44, ptr %64, align 4
  %65 = load ptr, ptr %27, align 8
  %66 = getelementptr inbounds nuw float, ptr %65, i64 %31
  %67 = getelementptr inbounds nuw i8, ptr %66, i64 48
  store <4 x float> %45, ptr %67, align 4
  %68 = add nuw nsw i64 %30, 16
  %69 = add nuw nsw i64 %29, 1
  %70 = icmp eq i64 %29, %14
  br i1 %70, label %116, label %28

71:                                               ; preds = %32, %71
  %72 = phi <4 x float> [ zeroinitializer, %32 ], [ %95, %71 ]
  %73 = phi <4 x float> [ zeroinitializer, %32 ], [ %97, %71 ]
  %74 = phi <4 x float> [ zeroinitializer, %32 ], [ %99, %71 ]
  %75 = phi <4 x float> [ zeroinitializer, %32 ], [ %101, %71 ]
  %76 = phi <4 x float> [ zeroinitializer, %32 ], [ %107, %71 ]
  %77 = phi <4 x float> [ zeroinitializer, %32 ], [ %109, %71 ]
  %78 = phi <4 x float> [ zeroinitializer, %32 ], [ %111, %71 ]
  %79 = phi <4 x float> [ zeroinitializer, %32 ], [ %113, %71 ]
  %80 = phi i64 [ 0, %32 ], [ %114, %71 ]
  %81 = mul i64 %12, %80
  %82 = getelementptr i8, ptr %36, i64 %81
  %83 = load <4 x float>, ptr %82, align 4
  %84 = getelementptr inbounds nuw i8, ptr %82, i64 16
  %85 = load <4 x float>, ptr %84, align 4
  %86 = getelementptr inbounds nuw i8, ptr %82, i64 32
  %87 = load <4 x float>, ptr %86, align 4
  %88 = getelementptr inbounds nuw i8, ptr %82, i64 48
  %89 = load <4 x float>, ptr %88, align 4
  %90 = getelementptr inbounds nuw float, ptr %34, i64 %80
  %91 = load float, ptr %90, align 4
  %92 = insertelement <4 x float> poison, float %91, i64 0
  %93 = shufflevector <4 x float> %92, <4 x float> poison, <4 x i32> zeroinitializer
  %94 = fmul <4 x float> %93, %83
  %95 = fadd <4 x float> %94, %72
  %96 = fmul <4 x float> %93, %85
  %97 = fadd <4 x float> %96, %73
  %98 = fmul <4 x float> %93, %87
  %99 = fadd <4 x float> %98, %74
  %100 = fmul <4 x float> %93, %89
  %101 = fadd <4 x float> %100, %75
  %102 = getelementptr inbounds nuw float, ptr %35, i64 %80
  %103 = load float, ptr %102, align 4
  %104 = insertelement <4 x float> poison, float %103, i64 0
  %105 = shufflevector <4 x float> %104, <4 x float> poison, <4 x i32> zeroinitializer
  %106 = fmul <4 x float> %105, %83
  %107 = fadd <4 x float> %106, %76
  %108 = fmul <4 x float> %105, %85
  %109 = fadd <4 x float> %108, %77
  %110 = fmul <4 x float> %105, %87
  %111 = fadd <4 x float> %110, %78
  %112 = fmul <4 x float> %105, %89
  %113 = fadd <4 x float> %112, %79
  %114 = add nuw nsw i64 %80, 1
  %115 = icmp eq i64 %114, %4
  br i1 %115, label %37, label %71

116:                                              ; preds = %37, %20
  %117 = phi i64 [ 0, %20 ], [ %30, %37 ]
  %118 = sub nsw i64 %6, %117
  %119 = sdiv i64 %118, 4
  switch i64 %119, label %661 [
    i64 1, label %120
    i64 2, label %193
    i64 3, label %245
    i64 4, label %313
    i64 5, label %397
    i64 6, label %483
    i64 7, label %571
  ]

120:                                              ; preds = %116
  %121 = getelementptr float, ptr %3, i64 %117
  br i1 %11, label %122, label %146

122:                                              ; preds = %120
  %123 = load ptr, ptr %23, align 8
  %124 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %125 = load ptr, ptr %124, align 8
  br i1 %16, label %127, label %154

126:                                              ; preds = %154
  br i1 %18, label %146, label %127

127:                                              ; preds = %126, %122
  %128 = phi <4 x float> [ zeroinitializer, %122 ], [ %189, %126 ]
  %129 = phi <4 x float> [ zeroinitializer, %122 ], [ %183, %126 ]
  %130 = phi i64 [ 0, %122 ], [ %190, %126 ]
  tail call void @llvm.assume(i1 %19)
  %131 = mul nsw i64 %130, %5
  %132 = getelementptr float, ptr %121, i64 %131
  %133 = load <4 x float>, ptr %132, align 4
  %134 = getelementptr inbounds nuw float, ptr %123, i64 %130
  %135 = load float, ptr %134, align 4
  %136 = insertelement <4 x float> poison, float %135, i64 0
  %137 = shufflevector <4 x float> %136, <4 x float> poison, <4 x i32> zeroinitializer
  %138 = fmul <4 x float> %137, %133
  %139 = fadd <4 x float> %138, %129
  %140 = getelementptr inbounds nuw float, ptr %125, i64 %130
  %141 = load float, ptr %140, align 4
  %142 = insertelement <4 x float> poison, float %141, i64 0
  %143 = shufflevector <4 x float> %142, <4 x float> poison, <4 x i32> zeroinitializer
  %144 = fmul <4 x float> %143, %133
  %145 = fadd <4 x float> %144, %128
  br label %146

146:                                              ; preds = %127, %126, %120
  %147 = phi <4 x float> [ zeroinitializer, %120 ], [ %189, %126 ], [ %145, %127 ]
  %148 = phi <4 x float> [ zeroinitializer, %120 ], [ %183, %126 ], [ %139, %127 ]
  %149 = load ptr, ptr %24, align 8
  %150 = getelementptr inbounds nuw float, ptr %149, i64 %117
  store <4 x float> %148, ptr %150, align 4
  %151 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %152 = load ptr, ptr %151, align 8
  %153 = getelementptr inbounds nuw float, ptr %152, i64 %117
  store <4 x float> %147, ptr %153, align 4
  br label %661

154:                                              ; preds = %122, %154
  %155 = phi <4 x float> [ %189, %154 ], [ zeroinitializer, %122 ]
  %156 = phi <4 x float> [ %183, %154 ], [ zeroinitializer, %122 ]
  %157 = phi i64 [ %190, %154 ], [ 0, %122 ]
  %158 = phi i64 [ %191, %154 ], [ 0, %122 ]
  %159 = mul nsw i64 %157, %5
  %160 = getelementptr float, ptr %121, i64 %159
  %161 = load <4 x float>, ptr %160, align 4
  %162 = getelementptr inbounds nuw float, ptr %123, i64 %157
  %163 = load float, ptr %162, align 4
  %164 = insertelement <4 x float> poison, float %163, i64 0
  %165 = shufflevector <4 x float> %164, <4 x float> poison, <4 x i32> zeroinitializer
  %166 = fmul <4 x float> %165, %161
  %167 = fadd <4 x float> %166, %156
  %168 = getelementptr inbounds nuw float, ptr %125, i64 %157
  %169 = load float, ptr %168, align 4
  %170 = insertelement <4 x float> poison, float %169, i64 0
  %171 = shufflevector <4 x float> %170, <4 x float> poison, <4 x i32> zeroinitializer
  %172 = fmul <4 x float> %171, %161
  %173 = fadd <4 x float> %172, %155
  %174 = or disjoint i64 %157, 1
  %175 = mul nsw i64 %174, %5
  %176 = getelementptr float, ptr %121, i64 %175
  %177 = load <4 x float>, ptr %176, align 4
  %178 = getelementptr inbounds nuw float, ptr %123, i64 %174
  %179 = load float, ptr %178, align 4
  %180 = insertelement <4 x float> poison, float %179, i64 0
  %181 = shufflevector <4 x float> %180, <4 x float> poison, <4 x i32> zeroinitializer
  %182 = fmul <4 x float> %181, %177
  %183 = fadd <4 x float> %182, %167
  %184 = getelementptr inbounds nuw float, ptr %125, i64 %174
  %185 = load float, ptr %184, align 4
  %186 = insertelement <4 x float> poison, float %185, i64 0
  %187 = shufflevector <4 x float> %186, <4 x float> poison, <4 x i32> zeroinitializer
  %188 = fmul <4 x float> %187, %177
  %189 = fadd <4 x float> %188, %173
  %190 = add nuw nsw i64 %157, 2
  %191 = add i64 %158, 2
  %192 = icmp eq i64 %191, %17
  br i1 %192, label %126, label %154

193:                                              ; preds = %116
  br i1 %11, label %194, label %200

194:                                              ; preds = %193
  %195 = shl nuw nsw i64 %117, 2
  %196 = load ptr, ptr %23, align 8
  %197 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %198 = load ptr, ptr %197, align 8
  %199 = getelementptr i8, ptr %3, i64 %195
  br label %216

200:                                              ; preds = %216, %193
  %201 = phi <4 x float> [ zeroinitializer, %193 ], [ %242, %216 ]
  %202 = phi <4 x float> [ zeroinitializer, %193 ], [ %240, %216 ]
  %203 = phi <4 x float> [ zeroinitializer, %193 ], [ %234, %216 ]
  %204 = phi <4 x float> [ zeroinitializer, %193 ], [ %232, %216 ]
  %205 = load ptr, ptr %24, align 8
  %206 = getelementptr inbounds nuw float, ptr %205, i64 %117
  store <4 x float> %204, ptr %206, align 4
  %207 = load ptr, ptr %24, align 8
  %208 = getelementptr inbounds nuw float, ptr %207, i64 %117
  %209 = getelementptr inbounds nuw i8, ptr %208, i64 16
  store <4 x float> %203, ptr %209, align 4
  %210 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %211 = load ptr, ptr %210, align 8
  %212 = getelementptr inbounds nuw float, ptr %211, i64 %117
  store <4 x float> %202, ptr %212, align 4
  %213 = load ptr, ptr %210, align 8
  %214 = getelementptr inbounds nuw float, ptr %213, i64 %117
  %215 = getelementptr inbounds nuw i8, ptr %214, i64 16
  store <4 x float> %201, ptr %215, align 4
  br label %661

216:                                              ; preds = %194, %216
  %217 = phi <4 x float> [ zeroinitializer, %194 ], [ %242, %216 ]
  %218 = phi <4 x float> [ zeroinitializer, %194 ], [ %240, %216 ]
  %219 = phi <4 x float> [ zeroinitializer, %194 ], [ %234, %216 ]
  %220 = phi <4 x float> [ zeroinitializer, %194 ], [ %232, %216 ]
  %221 = phi i64 [ 0, %194 ], [ %243, %216 ]
  %222 = mul i64 %12, %221
  %223 = getelementptr i8, ptr %199, i64 %222
  %224 = load <4 x float>, ptr %223, align 4
  %225 = getelementptr inbounds nuw i8, ptr %223, i64 16
  %226 = load <4 x float>, ptr %225, align 4
  %227 = getelementptr inbounds nuw float, ptr %196, i64 %221
  %228 = load float, ptr %227, align 4
  %229 = insertelement <4 x float> poison, float %228, i64 0
  %230 = shufflevector <4 x float> %229, <4 x float> poison, <4 x i32> zeroinitializer
  %231 = fmul <4 x float> %230, %224
  %232 = fadd <4 x float> %231, %220
  %233 = fmul <4 x float> %230, %226
  %234 = fadd <4 x float> %233, %219
  %235 = getelementptr inbounds nuw float, ptr %198, i64 %221
  %236 = load float, ptr %235, align 4
  %237 = insertelement <4 x float> poison, float %236, i64 0
  %238 = shufflevector <4 x float> %237, <4 x float> poison, <4 x i32> zeroinitializer
  %239 = fmul <4 x float> %238, %224
  %240 = fadd <4 x float> %239, %218
  %241 = fmul <4 x float> %238, %226
  %242 = fadd <4 x float> %241, %217
  %243 = add nuw nsw i64 %221, 1
  %244 = icmp eq i64 %243, %4
  br i1 %244, label %200, label %216

245:                                              ; preds = %116
  br i1 %11, label %246, label %252

246:                                              ; preds = %245
  %247 = shl nuw nsw i64 %117, 2
  %248 = load ptr, ptr %23, align 8
  %249 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %250 = load ptr, ptr %249, align 8
  %251 = getelementptr i8, ptr %3, i64 %247
  br label %276

252:                                              ; preds = %276, %245
  %253 = phi <4 x float> [ zeroinitializer, %245 ], [ %310, %276 ]
  %254 = phi <4 x float> [ zeroinitializer, %245 ], [ %308, %276 ]
  %255 = phi <4 x float> [ zeroinitializer, %245 ], [ %306, %276 ]
  %256 = phi <4 x float> [ zeroinitializer, %245 ], [ %300, %276 ]
  %257 = phi <4 x float> [ zeroinitializer, %245 ], [ %298, %276 ]
  %258 = phi <4 x float> [ zeroinitializer, %245 ], [ %296, %276 ]
  %259 = load ptr, ptr %24, align 8
  %260 = getelementptr inbounds nuw float, ptr %259, i64 %117
  store <4 x float> %258, ptr %260, align 4
  %261 = load ptr, ptr %24, align 8
  %262 = getelementptr inbounds nuw float, ptr %261, i64 %117
  %263 = getelementptr inbounds nuw i8, ptr %262, i64 16
  store <4 x float> %257, ptr %263, align 4
  %264 = load ptr, ptr %24, align 8
  %265 = getelementptr inbounds nuw float, ptr %264, i64 %117
  %266 = getelementptr inbounds nuw i8, ptr %265, i64 32
  store <4 x float> %256, ptr %266, align 4
  %267 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %268 = load ptr, ptr %267, align 8
  %269 = getelementptr inbounds nuw float, ptr %268, i64 %117
  store <4 x float> %255, ptr %269, align 4
  %270 = load ptr, ptr %267, align 8
  %271 = getelementptr inbounds nuw float, ptr %270, i64 %117
  %272 = getelementptr inbounds nuw i8, ptr %271, i64 16
  store <4 x float> %254, ptr %272, align 4
  %273 = load ptr, ptr %267, align 8
  %274 = getelementptr inbounds nuw float, ptr %273, i64 %117
  %275 = getelementptr inbounds nuw i8, ptr %274, i64 32
  store <4 x float> %253, ptr %275, align 4
  br label %661

276:                                              ; preds = %246, %276
  %277 = phi <4 x float> [ zeroinitializer, %246 ], [ %310, %276 ]
  %278 = phi <4 x float> [ zeroinitializer, %246 ], [ %308, %276 ]
  %279 = phi <4 x float> [ zeroinitializer, %246 ], [ %306, %276 ]
  %280 = phi <4 x float> [ zeroinitializer, %246 ], [ %300, %276 ]
  %281 = phi <4 x float> [ zeroinitializer, %246 ], [ %298, %276 ]
  %282 = phi <4 x float> [ zeroinitializer, %246 ], [ %296, %276 ]
  %283 = phi i64 [ 0, %246 ], [ %311, %276 ]
  %284 = mul i64 %12, %283
  %285 = getelementptr i8, ptr %251, i64 %284
  %286 = load <4 x float>, ptr %285, align 4
  %287 = getelementptr inbounds nuw i8, ptr %285, i64 16
  %288 = load <4 x float>, ptr %287, align 4
  %289 = getelementptr inbounds nuw i8, ptr %285, i64 32
  %290 = load <4 x float>, ptr %289, align 4
  %291 = getelementptr inbounds nuw float, ptr %248, i64 %283
  %292 = load float, ptr %291, align 4
  %293 = insertelement <4 x float> poison, float %292, i64 0
  %294 = shufflevector <4 x float> %293, <4 x float> poison, <4 x i32> zeroinitializer
  %295 = fmul <4 x float> %294, %286
  %296 = fadd <4 x float> %295, %282
  %297 = fmul <4 x float> %294, %288
  %298 = fadd <4 x float> %297, %281
  %299 = fmul <4 x float> %294, %290
  %300 = fadd <4 x float> %299, %280
  %301 = getelementptr inbounds nuw float, ptr %250, i64 %283
  %302 = load float, ptr %301, align 4
  %303 = insertelement <4 x float> poison, float %302, i64 0
  %304 = shufflevector <4 x float> %303, <4 x float> poison, <4 x i32> zeroinitializer
  %305 = fmul <4 x float> %304, %286
  %306 = fadd <4 x float> %305, %279
  %307 = fmul <4 x float> %304, %288
  %308 = fadd <4 x float> %307, %278
  %309 = fmul <4 x float> %304, %290
  %310 = fadd <4 x float> %309, %277
  %311 = add nuw nsw i64 %283, 1
  %312 = icmp eq i64 %311, %4
  br i1 %312, label %252, label %276

313:                                              ; preds = %116
  br i1 %11, label %314, label %320

314:                                              ; preds = %313
  %315 = shl nuw nsw i64 %117, 2
  %316 = load ptr, ptr %23, align 8
  %317 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %318 = load ptr, ptr %317, align 8
  %319 = getelementptr i8, ptr %3, i64 %315
  br label %352

320:                                              ; preds = %352, %313
  %321 = phi <4 x float> [ zeroinitializer, %313 ], [ %394, %352 ]
  %322 = phi <4 x float> [ zeroinitializer, %313 ], [ %392, %352 ]
  %323 = phi <4 x float> [ zeroinitializer, %313 ], [ %390, %352 ]
  %324 = phi <4 x float> [ zeroinitializer, %313 ], [ %388, %352 ]
  %325 = phi <4 x float> [ zeroinitializer, %313 ], [ %382, %352 ]
  %326 = phi <4 x float> [ zeroinitializer, %313 ], [ %380, %352 ]
  %327 = phi <4 x float> [ zeroinitializer, %313 ], [ %378, %352 ]
  %328 = phi <4 x float> [ zeroinitializer, %313 ], [ %376, %352 ]
  %329 = load ptr, ptr %24, align 8
  %330 = getelementptr inbounds nuw float, ptr %329, i64 %117
  store <4 x float> %328, ptr %330, align 4
  %331 = load ptr, ptr %24, align 8
  %332 = getelementptr inbounds nuw float, ptr %331, i64 %117
  %333 = getelementptr inbounds nuw i8, ptr %332, i64 16
  store <4 x float> %327, ptr %333, align 4
  %334 = load ptr, ptr %24, align 8
  %335 = getelementptr inbounds nuw float, ptr %334, i64 %117
  %336 = getelementptr inbounds nuw i8, ptr %335, i64 32
  store <4 x float> %326, ptr %336, align 4
  %337 = load ptr, ptr %24, align 8
  %338 = getelementptr inbounds nuw float, ptr %337, i64 %117
  %339 = getelementptr inbounds nuw i8, ptr %338, i64 48
  store <4 x float> %325, ptr %339, align 4
  %340 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %341 = load ptr, ptr %340, align 8
  %342 = getelementptr inbounds nuw float, ptr %341, i64 %117
  store <4 x float> %324, ptr %342, align 4
  %343 = load ptr, ptr %340, align 8
  %344 = getelementptr inbounds nuw float, ptr %343, i64 %117
  %345 = getelementptr inbounds nuw i8, ptr %344, i64 16
  store <4 x float> %323, ptr %345, align 4
  %346 = load ptr, ptr %340, align 8
  %347 = getelementptr inbounds nuw float, ptr %346, i64 %117
  %348 = getelementptr inbounds nuw i8, ptr %347, i64 32
  store <4 x float> %322, ptr %348, align 4
  %349 = load ptr, ptr %340, align 8
  %350 = getelementptr inbounds nuw float, ptr %349, i64 %117
  %351 = getelementptr inbounds nuw i8, ptr %350, i64 48
  store <4 x float> %321, ptr %351, align 4
  br label %661

352:                                              ; preds = %314, %352
  %353 = phi <4 x float> [ zeroinitializer, %314 ], [ %394, %352 ]
  %354 = phi <4 x float> [ zeroinitializer, %314 ], [ %392, %352 ]
  %355 = phi <4 x float> [ zeroinitializer, %314 ], [ %390, %352 ]
  %356 = phi <4 x float> [ zeroinitializer, %314 ], [ %388, %352 ]
  %357 = phi <4 x float> [ zeroinitializer, %314 ], [ %382, %352 ]
  %358 = phi <4 x float> [ zeroinitializer, %314 ], [ %380, %352 ]
  %359 = phi <4 x float> [ zeroinitializer, %314 ], [ %378, %352 ]
  %360 = phi <4 x float> [ zeroinitializer, %314 ], [ %376, %352 ]
  %361 = phi i64 [ 0, %314 ], [ %395, %352 ]
  %362 = mul i64 %12, %361
  %363 = getelementptr i8, ptr %319, i64 %362
  %364 = load <4 x float>, ptr %363, align 4
  %365 = getelementptr inbounds nuw i8, ptr %363, i64 16
  %366 = load <4 x float>, ptr %365, align 4
  %367 = getelementptr inbounds nuw i8, ptr %363, i64 32
  %368 = load <4 x float>, ptr %367, align 4
  %369 = getelementptr inbounds nuw i8, ptr %363, i64 48
  %370 = load <4 x float>, ptr %369, align 4
  %371 = getelementptr inbounds nuw float, ptr %316, i64 %361
  %372 = load float, ptr %371, align 4
  %373 = insertelement <4 x float> poison, float %372, i64 0
  %374 = shufflevector <4 x float> %373, <4 x float> poison, <4 x i32> zeroinitializer
  %375 = fmul <4 x float> %374, %364
  %376 = fadd <4 x float> %375, %360
  %377 = fmul <4 x float> %374, %366
  %378 = fadd <4 x float> %377, %359
  %379 = fmul <4 x float> %374, %368
  %380 = fadd <4 x float> %379, %358
  %381 = fmul <4 x float> %374, %370
  %382 = fadd <4 x float> %381, %357
  %383 = getelementptr inbounds nuw float, ptr %318, i64 %361
  %384 = load float, ptr %383, align 4
  %385 = insertelement <4 x float> poison, float %384, i64 0
  %386 = shufflevector <4 x float> %385, <4 x float> poison, <4 x i32> zeroinitializer
  %387 = fmul <4 x float> %386, %364
  %388 = fadd <4 x float> %387, %356
  %389 = fmul <4 x float> %386, %366
  %390 = fadd <4 x float> %389, %355
  %391 = fmul <4 x float> %386, %368
  %392 = fadd <4 x float> %391, %354
  %393 = fmul <4 x float> %386, %370
  %394 = fadd <4 x float> %393, %353
  %395 = add nuw nsw i64 %361, 1
  %396 = icmp eq i64 %395, %4
  br i1 %396, label %320, label %352

397:                                              ; preds = %116
  br i1 %11, label %398, label %404

398:                                              ; preds = %397
  %399 = shl nuw nsw i64 %117, 2
  %400 = load ptr, ptr %23, align 8
  %401 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %402 = load ptr, ptr %401, align 8
  %403 = getelementptr i8, ptr %3, i64 %399
  br label %436

404:                                              ; preds = %436, %397
  %405 = phi <4 x float> [ zeroinitializer, %397 ], [ %480, %436 ]
  %406 = phi <4 x float> [ zeroinitializer, %397 ], [ %478, %436 ]
  %407 = phi <4 x float> [ zeroinitializer, %397 ], [ %476, %436 ]
  %408 = phi <4 x float> [ zeroinitializer, %397 ], [ %470, %436 ]
  %409 = phi <4 x float> [ zeroinitializer, %397 ], [ %468, %436 ]
  %410 = phi <4 x float> [ zeroinitializer, %397 ], [ %466, %436 ]
  %411 = phi <4 x float> [ zeroinitializer, %397 ], [ %464, %436 ]
  %412 = phi <4 x float> [ zeroinitializer, %397 ], [ %462, %436 ]
  %413 = load ptr, ptr %24, align 8
  %414 = getelementptr inbounds nuw float, ptr %413, i64 %117
  store <4 x float> %412, ptr %414, align 4
  %415 = load ptr, ptr %24, align 8
  %416 = getelementptr inbounds nuw float, ptr %415, i64 %117
  %417 = getelementptr inbounds nuw i8, ptr %416, i64 16
  store <4 x float> %411, ptr %417, align 4
  %418 = load ptr, ptr %24, align 8
  %419 = getelementptr inbounds nuw float, ptr %418, i64 %117
  %420 = getelementptr inbounds nuw i8, ptr %419, i64 32
  store <4 x float> %410, ptr %420, align 4
  %421 = load ptr, ptr %24, align 8
  %422 = getelementptr inbounds nuw float, ptr %421, i64 %117
  %423 = getelementptr inbounds nuw i8, ptr %422, i64 48
  store <4 x float> %409, ptr %423, align 4
  %424 = load ptr, ptr %24, align 8
  %425 = getelementptr inbounds nuw float, ptr %424, i64 %117
  %426 = getelementptr inbounds nuw i8, ptr %425, i64 64
  store <4 x float> %408, ptr %426, align 4
  %427 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %428 = load ptr, ptr %427, align 8
  %429 = getelementptr inbounds nuw float, ptr %428, i64 %117
  store <4 x float> %407, ptr %429, align 4
  %430 = load ptr, ptr %427, align 8
  %431 = getelementptr inbounds nuw float, ptr %430, i64 %117
  %432 = getelementptr inbounds nuw i8, ptr %431, i64 16
  store <4 x float> %406, ptr %432, align 4
  %433 = load ptr, ptr %427, align 8
  %434 = getelementptr inbounds nuw float, ptr %433, i64 %117
  %435 = getelementptr inbounds nuw i8, ptr %434, i64 32
  store <4 x float> %405, ptr %435, align 4
  br label %661

436:                                              ; preds = %398, %436
  %437 = phi <4 x float> [ zeroinitializer, %398 ], [ %480, %436 ]
  %438 = phi <4 x float> [ zeroinitializer, %398 ], [ %478, %436 ]
  %439 = phi <4 x float> [ zeroinitializer, %398 ], [ %476, %436 ]
  %440 = phi <4 x float> [ zeroinitializer, %398 ], [ %470, %436 ]
  %441 = phi <4 x float> [ zeroinitializer, %398 ], [ %468, %436 ]
  %442 = phi <4 x float> [ zeroinitializer, %398 ], [ %466, %436 ]
  %443 = phi <4 x float> [ zeroinitializer, %398 ], [ %464, %436 ]
  %444 = phi <4 x float> [ zeroinitializer, %398 ], [ %462, %436 ]
  %445 = phi i64 [ 0, %398 ], [ %481, %436 ]
  %446 = mul i64 %12, %445
  %447 = getelementptr i8, ptr %403, i64 %446
  %448 = load <4 x float>, ptr %447, align 4
  %449 = getelementptr inbounds nuw i8, ptr %447, i64 16
  %450 = load <4 x float>, ptr %449, align 4
  %451 = getelementptr inbounds nuw i8, ptr %447, i64 32
  %452 = load <4 x float>, ptr %451, align 4
  %453 = getelementptr inbounds nuw i8, ptr %447, i64 48
  %454 = load <4 x float>, ptr %453, align 4
  %455 = getelementptr inbounds nuw i8, ptr %447, i64 64
  %456 = load <4 x float>, ptr %455, align 4
  %457 = getelementptr inbounds nuw float, ptr %400, i64 %445
  %458 = load float, ptr %457, align 4
  %459 = insertelement <4 x float> poison, float %458, i64 0
  %460 = shufflevector <4 x float> %459, <4 x float> poison, <4 x i32> zeroinitializer
  %461 = fmul <4 x float> %460, %448
  %462 = fadd <4 x float> %461, %444
  %463 = fmul <4 x float> %460, %450
  %464 = fadd <4 x float> %463, %443
  %465 = fmul <4 x float> %460, %452
  %466 = fadd <4 x float> %465, %442
  %467 = fmul <4 x float> %460, %454
  %468 = fadd <4 x float> %467, %441
  %469 = fmul <4 x float> %460, %456
  %470 = fadd <4 x float> %469, %440
  %471 = getelementptr inbounds nuw float, ptr %402, i64 %445
  %472 = load float, ptr %471, align 4
  %473 = insertelement <4 x float> poison, float %472, i64 0
  %474 = shufflevector <4 x float> %473, <4 x float> poison, <4 x i32> zeroinitializer
  %475 = fmul <4 x float> %474, %448
  %476 = fadd <4 x float> %475, %439
  %477 = fmul <4 x float> %474, %450
  %478 = fadd <4 x float> %477, %438
  %479 = fmul <4 x float> %474, %452
  %480 = fadd <4 x float> %479, %437
  %481 = add nuw nsw i64 %445, 1
  %482 = icmp eq i64 %481, %4
  br i1 %482, label %404, label %436

483:                                              ; preds = %116
  br i1 %11, label %484, label %490

484:                                              ; preds = %483
  %485 = shl nuw nsw i64 %117, 2
  %486 = load ptr, ptr %23, align 8
  %487 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %488 = load ptr, ptr %487, align 8
  %489 = getelementptr i8, ptr %3, i64 %485
  br label %522

490:                                              ; preds = %522, %483
  %491 = phi <4 x float> [ zeroinitializer, %483 ], [ %550, %522 ]
  %492 = phi <4 x float> [ zeroinitializer, %483 ], [ %552, %522 ]
  %493 = phi <4 x float> [ zeroinitializer, %483 ], [ %554, %522 ]
  %494 = phi <4 x float> [ zeroinitializer, %483 ], [ %556, %522 ]
  %495 = phi <4 x float> [ zeroinitializer, %483 ], [ %558, %522 ]
  %496 = phi <4 x float> [ zeroinitializer, %483 ], [ %560, %522 ]
  %497 = phi <4 x float> [ zeroinitializer, %483 ], [ %566, %522 ]
  %498 = phi <4 x float> [ zeroinitializer, %483 ], [ %568, %522 ]
  %499 = load ptr, ptr %24, align 8
  %500 = getelementptr inbounds nuw float, ptr %499, i64 %117
  store <4 x float> %491, ptr %500, align 4
  %501 = load ptr, ptr %24, align 8
  %502 = getelementptr inbounds nuw float, ptr %501, i64 %117
  %503 = getelementptr inbounds nuw i8, ptr %502, i64 16
  store <4 x float> %492, ptr %503, align 4
  %504 = load ptr, ptr %24, align 8
  %505 = getelementptr inbounds nuw float, ptr %504, i64 %117
  %506 = getelementptr inbounds nuw i8, ptr %505, i64 32
  store <4 x float> %493, ptr %506, align 4
  %507 = load ptr, ptr %24, align 8
  %508 = getelementptr inbounds nuw float, ptr %507, i64 %117
  %509 = getelementptr inbounds nuw i8, ptr %508, i64 48
  store <4 x float> %494, ptr %509, align 4
  %510 = load ptr, ptr %24, align 8
  %511 = getelementptr inbounds nuw float, ptr %510, i64 %117
  %512 = getelementptr inbounds nuw i8, ptr %511, i64 64
  store <4 x float> %495, ptr %512, align 4
  %513 = load ptr, ptr %24, align 8
  %514 = getelementptr inbounds nuw float, ptr %513, i64 %117
  %515 = getelementptr inbounds nuw i8, ptr %514, i64 80
  store <4 x float> %496, ptr %515, align 4
  %516 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %517 = load ptr, ptr %516, align 8
  %518 = getelementptr inbounds nuw float, ptr %517, i64 %117
  store <4 x float> %497, ptr %518, align 4
  %519 = load ptr, ptr %516, align 8
  %520 = getelementptr inbounds nuw float, ptr %519, i64 %117
  %521 = getelementptr inbounds nuw i8, ptr %520, i64 16
  store <4 x float> %498, ptr %521, align 4
  br label %661

522:                                              ; preds = %484, %522
  %523 = phi <4 x float> [ zeroinitializer, %484 ], [ %550, %522 ]
  %524 = phi <4 x float> [ zeroinitializer, %484 ], [ %552, %522 ]
  %525 = phi <4 x float> [ zeroinitializer, %484 ], [ %554, %522 ]
  %526 = phi <4 x float> [ zeroinitializer, %484 ], [ %556, %522 ]
  %527 = phi <4 x float> [ zeroinitializer, %484 ], [ %558, %522 ]
  %528 = phi <4 x float> [ zeroinitializer, %484 ], [ %560, %522 ]
  %529 = phi <4 x float> [ zeroinitializer, %484 ], [ %566, %522 ]
  %530 = phi <4 x float> [ zeroinitializer, %484 ], [ %568, %522 ]
  %531 = phi i64 [ 0, %484 ], [ %569, %522 ]
  %532 = mul i64 %12, %531
  %533 = getelementptr i8, ptr %489, i64 %532
  %534 = load <4 x float>, ptr %533, align 4
  %535 = getelementptr inbounds nuw i8, ptr %533, i64 16
  %536 = load <4 x float>, ptr %535, align 4
  %537 = getelementptr inbounds nuw i8, ptr %533, i64 32
  %538 = load <4 x float>, ptr %537, align 4
  %539 = getelementptr inbounds nuw i8, ptr %533, i64 48
  %540 = load <4 x float>, ptr %539, align 4
  %541 = getelementptr inbounds nuw i8, ptr %533, i64 64
  %542 = load <4 x float>, ptr %541, align 4
  %543 = getelementptr inbounds nuw i8, ptr %533, i64 80
  %544 = load <4 x float>, ptr %543, align 4
  %545 = getelementptr inbounds nuw float, ptr %486, i64 %531
  %546 = load float, ptr %545, align 4
  %547 = insertelement <4 x float> poison, float %546, i64 0
  %548 = shufflevector <4 x float> %547, <4 x float> poison, <4 x i32> zeroinitializer
  %549 = fmul <4 x float> %548, %534
  %550 = fadd <4 x float> %549, %523
  %551 = fmul <4 x float> %548, %536
  %552 = fadd <4 x float> %551, %524
  %553 = fmul <4 x float> %548, %538
  %554 = fadd <4 x float> %553, %525
  %555 = fmul <4 x float> %548, %540
  %556 = fadd <4 x float> %555, %526
  %557 = fmul <4 x float> %548, %542
  %558 = fadd <4 x float> %557, %527
  %559 = fmul <4 x float> %548, %544
  %560 = fadd <4 x float> %559, %528
  %561 = getelementptr inbounds nuw float, ptr %488, i64 %531
  %562 = load float, ptr %561, align 4
  %563 = insertelement <4 x float> poison, float %562, i64 0
  %564 = shufflevector <4 x float> %563, <4 x float> poison, <4 x i32> zeroinitializer
  %565 = fmul <4 x float> %564, %534
  %566 = fadd <4 x float> %565, %529
  %567 = fmul <4 x float> %564, %536
  %568 = fadd <4 x float> %567, %530
  %569 = add nuw nsw i64 %531, 1
  %570 = icmp eq i64 %569, %4
  br i1 %570, label %490, label %522

571:                                              ; preds = %116
  br i1 %11, label %572, label %578

572:                                              ; preds = %571
  %573 = shl i64 %117, 2
  %574 = load ptr, ptr %23, align 8
  %575 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %576 = load ptr, ptr %575, align 8
  %577 = getelementptr i8, ptr %3, i64 %573
  br label %610

578:                                              ; preds = %610, %571
  %579 = phi <4 x float> [ zeroinitializer, %571 ], [ %640, %610 ]
  %580 = phi <4 x float> [ zeroinitializer, %571 ], [ %642, %610 ]
  %581 = phi <4 x float> [ zeroinitializer, %571 ], [ %644, %610 ]
  %582 = phi <4 x float> [ zeroinitializer, %571 ], [ %646, %610 ]
  %583 = phi <4 x float> [ zeroinitializer, %571 ], [ %648, %610 ]
  %584 = phi <4 x float> [ zeroinitializer, %571 ], [ %650, %610 ]
  %585 = phi <4 x float> [ zeroinitializer, %571 ], [ %652, %610 ]
  %586 = phi <4 x float> [ zeroinitializer, %571 ], [ %658, %610 ]
  %587 = load ptr, ptr %24, align 8
  %588 = getelementptr inbounds nuw float, ptr %587, i64 %117
  store <4 x float> %579, ptr %588, align 4
  %589 = load ptr, ptr %24, align 8
  %590 = getelementptr inbounds nuw float, ptr %589, i64 %117
  %591 = getelementptr inbounds nuw i8, ptr %590, i64 16
  store <4 x float> %580, ptr %591, align 4
  %592 = load ptr, ptr %24, align 8
  %593 = getelementptr inbounds nuw float, ptr %592, i64 %117
  %594 = getelementptr inbounds nuw i8, ptr %593, i64 32
  store <4 x float> %581, ptr %594, align 4
  %595 = load ptr, ptr %24, align 8
  %596 = getelementptr inbounds nuw float, ptr %595, i64 %117
  %597 = getelementptr inbounds nuw i8, ptr %596, i64 48
  store <4 x float> %582, ptr %597, align 4
  %598 = load ptr, ptr %24, align 8
  %599 = getelementptr inbounds nuw float, ptr %598, i64 %117
  %600 = getelementptr inbounds nuw i8, ptr %599, i64 64
  store <4 x float> %583, ptr %600, align 4
  %601 = load ptr, ptr %24, align 8
  %602 = getelementptr inbounds nuw float, ptr %601, i64 %117
  %603 = getelementptr inbounds nuw i8, ptr %602, i64 80
  store <4 x float> %584, ptr %603, align 4
  %604 = load ptr, ptr %24, align 8
  %605 = getelementptr inbounds nuw float, ptr %604, i64 %117
  %606 = getelementptr inbounds nuw i8, ptr %605, i64 96
  store <4 x float> %585, ptr %606, align 4
  %607 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %608 = load ptr, ptr %607, align 8
  %609 = getelementptr inbounds nuw float, ptr %608, i64 %117
  store <4 x float> %586, ptr %609, align 4
  br label %661

610:                                              ; preds = %572, %610
  %611 = phi <4 x float> [ zeroinitializer, %572 ], [ %640, %610 ]
  %612 = phi <4 x float> [ zeroinitializer, %572 ], [ %642, %610 ]
  %613 = phi <4 x float> [ zeroinitializer, %572 ], [ %644, %610 ]
  %614 = phi <4 x float> [ zeroinitializer, %572 ], [ %646, %610 ]
  %615 = phi <4 x float> [ zeroinitializer, %572 ], [ %648, %610 ]
  %616 = phi <4 x float> [ zeroinitializer, %572 ], [ %650, %610 ]
  %617 = phi <4 x float> [ zeroinitializer, %572 ], [ %652, %610 ]
  %618 = phi <4 x float> [ zeroinitializer, %572 ], [ %658, %610 ]
  %619 = phi i64 [ 0, %572 ], [ %659, %610 ]
  %620 = mul i64 %12, %619
  %621 = getelementptr i8, ptr %577, i64 %620
  %622 = load <4 x float>, ptr %621, align 4
  %623 = getelementptr inbounds nuw i8, ptr %621, i64 16
  %624 = load <4 x float>, ptr %623, align 4
  %625 = getelementptr inbounds nuw i8, ptr %621, i64 32
  %626 = load <4 x float>, ptr %625, align 4
  %627 = getelementptr inbounds nuw i8, ptr %621, i64 48
  %628 = load <4 x float>, ptr %627, align 4
  %629 = getelementptr inbounds nuw i8, ptr %621, i64 64
  %630 = load <4 x float>, ptr %629, align 4
  %631 = getelementptr inbounds nuw i8, ptr %621, i64 80
  %632 = load <4 x float>, ptr %631, align 4
  %633 = getelementptr inbounds nuw i8, ptr %621, i64 96
  %634 = load <4 x float>, ptr %633, align 4
  %635 = getelementptr inbounds nuw float, ptr %574, i64 %619
  %636 = load float, ptr %635, align 4
  %637 = insertelement <4 x float> poison, float %636, i64 0
  %638 = shufflevector <4 x float> %637, <4 x float> poison, <4 x i32> zeroinitializer
  %639 = fmul <4 x float> %638, %622
  %640 = fadd <4 x float> %639, %611
  %641 = fmul <4 x float> %638, %624
  %642 = fadd <4 x float> %641, %612
  %643 = fmul <4 x float> %638, %626
  %644 = fadd <4 x float> %643, %613
  %645 = fmul <4 x float> %638, %628
  %646 = fadd <4 x float> %645, %614
  %647 = fmul <4 x float> %638, %630
  %648 = fadd <4 x float> %647, %615
  %649 = fmul <4 x float> %638, %632
  %650 = fadd <4 x float> %649, %616
  %651 = fmul <4 x float> %638, %634
  %652 = fadd <4 x float> %651, %617
  %653 = getelementptr inbounds nuw float, ptr %576, i64 %619
  %654 = load float, ptr %653, align 4
  %655 = insertelement <4 x float> poison, float %654, i64 0
  %656 = shufflevector <4 x float> %655, <4 x float> poison, <4 x i32> zeroinitializer
  %657 = fmul <4 x float> %656, %622
  %658 = fadd <4 x float> %657, %618
  %659 = add nuw nsw i64 %619, 1
  %660 = icmp eq i64 %659, %4
  br i1 %660, label %578, label %610

661:                                              ; preds = %116, %146, %200, %252, %320, %404, %490, %578
  %662 = add nuw nsw i64 %21, 2
  %663 = icmp sgt i64 %662, %2
  br i1 %663, label %664, label %20

664:                                              ; preds = %661, %7
  %665 = phi i64 [ 0, %7 ], [ %21, %661 ]
  %666 = sub nsw i64 %2, %665
  %667 = icmp eq i64 %666, 1
  br i1 %667, label %668, label %1496

668:                                              ; preds = %664
  %669 = getelementptr inbounds nuw ptr, ptr %0, i64 %665
  %670 = load ptr, ptr %669, align 8
  %671 = getelementptr inbounds nuw ptr, ptr %1, i64 %665
  %672 = load ptr, ptr %671, align 8
  %673 = icmp slt i64 %6, 32
  br i1 %673, label %754, label %674

674:                                              ; preds = %668
  %675 = icmp sgt i64 %4, 0
  %676 = add nsw i64 %6, -32
  %677 = lshr i64 %676, 5
  br label %678

678:                                              ; preds = %735, %674
  %679 = phi i64 [ 0, %674 ], [ %752, %735 ]
  %680 = phi i64 [ 32, %674 ], [ %751, %735 ]
  %681 = phi i64 [ 0, %674 ], [ %680, %735 ]
  %682 = shl i64 %679, 7
  %683 = getelementptr i8, ptr %672, i64 %682
  %684 = getelementptr float, ptr %3, i64 %681
  br i1 %675, label %685, label %735

685:                                              ; preds = %678, %685
  %686 = phi <4 x float> [ %716, %685 ], [ zeroinitializer, %678 ]
  %687 = phi <4 x float> [ %712, %685 ], [ zeroinitializer, %678 ]
  %688 = phi <4 x float> [ %708, %685 ], [ zeroinitializer, %678 ]
  %689 = phi <4 x float> [ %704, %685 ], [ zeroinitializer, %678 ]
  %690 = phi <4 x float> [ %720, %685 ], [ zeroinitializer, %678 ]
  %691 = phi <4 x float> [ %724, %685 ], [ zeroinitializer, %678 ]
  %692 = phi <4 x float> [ %728, %685 ], [ zeroinitializer, %678 ]
  %693 = phi <4 x float> [ %732, %685 ], [ zeroinitializer, %678 ]
  %694 = phi i64 [ %733, %685 ], [ 1, %678 ]
  %695 = phi i64 [ %694, %685 ], [ 0, %678 ]
  %696 = getelementptr inbounds nuw float, ptr %670, i64 %695
  %697 = load float, ptr %696, align 4
  %698 = insertelement <4 x float> poison, float %697, i64 0
  %699 = shufflevector <4 x float> %698, <4 x float> poison, <4 x i32> zeroinitializer
  %700 = mul nsw i64 %695, %5
  %701 = getelementptr float, ptr %684, i64 %700
  %702 = load <4 x float>, ptr %701, align 4
  %703 = fmul <4 x float> %702, %699
  %704 = fadd <4 x float> %689, %703
  %705 = getelementptr inbounds nuw i8, ptr %701, i64 16
  %706 = load <4 x float>, ptr %705, align 4
  %707 = fmul <4 x float> %699, %706
  %708 = fadd <4 x float> %688, %707
  %709 = getelementptr inbounds nuw i8, ptr %701, i64 32
  %710 = load <4 x float>, ptr %709, align 4
  %711 = fmul <4 x float> %699, %710
  %712 = fadd <4 x float> %687, %711
  %713 = getelementptr inbounds nuw i8, ptr %701, i64 48
  %714 = load <4 x float>, ptr %713, align 4
  %715 = fmul <4 x float> %699, %714
  %716 = fadd <4 x float> %686, %715
  %717 = getelementptr inbounds nuw i8, ptr %701, i64 64
  %718 = load <4 x float>, ptr %717, align 4
  %719 = fmul <4 x float> %699, %718
  %720 = fadd <4 x float> %690, %719
  %721 = getelementptr inbounds nuw i8, ptr %701, i64 80
  %722 = load <4 x float>, ptr %721, align 4
  %723 = fmul <4 x float> %699, %722
  %724 = fadd <4 x float> %691, %723
  %725 = getelementptr inbounds nuw i8, ptr %701, i64 96
  %726 = load <4 x float>, ptr %725, align 4
  %727 = fmul <4 x float> %699, %726
  %728 = fadd <4 x float> %692, %727
  %729 = getelementptr inbounds nuw i8, ptr %701, i64 112
  %730 = load <4 x float>, ptr %729, align 4
  %731 = fmul <4 x float> %699, %730
  %732 = fadd <4 x float> %693, %731
  %733 = add nuw i64 %694, 1
  %734 = icmp eq i64 %694, %4
  br i1 %734, label %735, label %685

735:                                              ; preds = %685, %678
  %736 = phi <4 x float> [ zeroinitializer, %678 ], [ %716, %685 ]
  %737 = phi <4 x float> [ zeroinitializer, %678 ], [ %712, %685 ]
  %738 = phi <4 x float> [ zeroinitializer, %678 ], [ %708, %685 ]
  %739 = phi <4 x float> [ zeroinitializer, %678 ], [ %704, %685 ]
  %740 = phi <4 x float> [ zeroinitializer, %678 ], [ %720, %685 ]
  %741 = phi <4 x float> [ zeroinitializer, %678 ], [ %724, %685 ]
  %742 = phi <4 x float> [ zeroinitializer, %678 ], [ %728, %685 ]
  %743 = phi <4 x float> [ zeroinitializer, %678 ], [ %732, %685 ]
  store <4 x float> %739, ptr %683, align 4
  %744 = getelementptr inbounds nuw i8, ptr %683, i64 16
  store <4 x float> %738, ptr %744, align 4
  %745 = getelementptr inbounds nuw i8, ptr %683, i64 32
  store <4 x float> %737, ptr %745, align 4
  %746 = getelementptr inbounds nuw i8, ptr %683, i64 48
  store <4 x float> %736, ptr %746, align 4
  %747 = getelementptr inbounds nuw i8, ptr %683, i64 64
  store <4 x float> %740, ptr %747, align 4
  %748 = getelementptr inbounds nuw i8, ptr %683, i64 80
  store <4 x float> %741, ptr %748, align 4
  %749 = getelementptr inbounds nuw i8, ptr %683, i64 96
  store <4 x float> %742, ptr %749, align 4
  %750 = getelementptr inbounds nuw i8, ptr %683, i64 112
  store <4 x float> %743, ptr %750, align 4
  %751 = add nuw nsw i64 %680, 32
  %752 = add nuw nsw i64 %679, 1
  %753 = icmp eq i64 %679, %677
  br i1 %753, label %754, label %678

754:                                              ; preds = %735, %668
  %755 = phi i64 [ 0, %668 ], [ %680, %735 ]
  %756 = sub nsw i64 %6, %755
  %757 = sdiv i64 %756, 4
  switch i64 %757, label %1496 [
    i64 1, label %758
    i64 2, label %917
    i64 3, label %1070
    i64 4, label %1214
    i64 5, label %1328
    i64 6, label %1377
    i64 7, label %1433
  ]

758:                                              ; preds = %754
  %759 = icmp slt i64 %4, 8
  br i1 %759, label %859, label %760

760:                                              ; preds = %758
  %761 = getelementptr float, ptr %3, i64 %755
  br label %762

762:                                              ; preds = %762, %760
  %763 = phi <4 x float> [ zeroinitializer, %760 ], [ %851, %762 ]
  %764 = phi <4 x float> [ zeroinitializer, %760 ], [ %841, %762 ]
  %765 = phi <4 x float> [ zeroinitializer, %760 ], [ %831, %762 ]
  %766 = phi <4 x float> [ zeroinitializer, %760 ], [ %821, %762 ]
  %767 = phi <4 x float> [ zeroinitializer, %760 ], [ %811, %762 ]
  %768 = phi <4 x float> [ zeroinitializer, %760 ], [ %801, %762 ]
  %769 = phi <4 x float> [ zeroinitializer, %760 ], [ %791, %762 ]
  %770 = phi <4 x float> [ zeroinitializer, %760 ], [ %781, %762 ]
  %771 = phi i64 [ 8, %760 ], [ %852, %762 ]
  %772 = phi i64 [ 0, %760 ], [ %771, %762 ]
  %773 = getelementptr inbounds nuw float, ptr %670, i64 %772
  %774 = load float, ptr %773, align 4
  %775 = insertelement <4 x float> poison, float %774, i64 0
  %776 = shufflevector <4 x float> %775, <4 x float> poison, <4 x i32> zeroinitializer
  %777 = mul nsw i64 %772, %5
  %778 = getelementptr float, ptr %761, i64 %777
  %779 = load <4 x float>, ptr %778, align 4
  %780 = fmul <4 x float> %779, %776
  %781 = fadd <4 x float> %770, %780
  %782 = or disjoint i64 %772, 1
  %783 = getelementptr inbounds nuw float, ptr %670, i64 %782
  %784 = load float, ptr %783, align 4
  %785 = insertelement <4 x float> poison, float %784, i64 0
  %786 = shufflevector <4 x float> %785, <4 x float> poison, <4 x i32> zeroinitializer
  %787 = mul nsw i64 %782, %5
  %788 = getelementptr float, ptr %761, i64 %787
  %789 = load <4 x float>, ptr %788, align 4
  %790 = fmul <4 x float> %789, %786
  %791 = fadd <4 x float> %769, %790
  %792 = or disjoint i64 %772, 2
  %793 = getelementptr inbounds nuw float, ptr %670, i64 %792
  %794 = load float, ptr %793, align 4
  %795 = insertelement <4 x float> poison, float %794, i64 0
  %796 = shufflevector <4 x float> %795, <4 x float> poison, <4 x i32> zeroinitializer
  %797 = mul nsw i64 %792, %5
  %798 = getelementptr float, ptr %761, i64 %797
  %799 = load <4 x float>, ptr %798, align 4
  %800 = fmul <4 x float> %799, %796
  %801 = fadd <4 x float> %768, %800
  %802 = or disjoint i64 %772, 3
  %803 = getelementptr inbounds nuw float, ptr %670, i64 %802
  %804 = load float, ptr %803, align 4
  %805 = insertelement <4 x float> poison, float %804, i64 0
  %806 = shufflevector <4 x float> %805, <4 x float> poison, <4 x i32> zeroinitializer
  %807 = mul nsw i64 %802, %5
  %808 = getelementptr float, ptr %761, i64 %807
  %809 = load <4 x float>, ptr %808, align 4
  %810 = fmul <4 x float> %809, %806
  %811 = fadd <4 x float> %767, %810
  %812 = or disjoint i64 %772, 4
  %813 = getelementptr inbounds nuw float, ptr %670, i64 %812
  %814 = load float, ptr %813, align 4
  %815 = insertelement <4 x float> poison, float %814, i64 0
  %816 = shufflevector <4 x float> %815, <4 x float> poison, <4 x i32> zeroinitializer
  %817 = mul nsw i64 %812, %5
  %818 = getelementptr float, ptr %761, i64 %817
  %819 = load <4 x float>, ptr %818, align 4
  %820 = fmul <4 x float> %819, %816
  %821 = fadd <4 x float> %766, %820
  %822 = or disjoint i64 %772, 5
  %823 = getelementptr inbounds nuw float, ptr %670, i64 %822
  %824 = load float, ptr %823, align 4
  %825 = insertelement <4 x float> poison, float %824, i64 0
  %826 = shufflevector <4 x float> %825, <4 x float> poison, <4 x i32> zeroinitializer
  %827 = mul nsw i64 %822, %5
  %828 = getelementptr float, ptr %761, i64 %827
  %829 = load <4 x float>, ptr %828, align 4
  %830 = fmul <4 x float> %829, %826
  %831 = fadd <4 x float> %765, %830
  %832 = or disjoint i64 %772, 6
  %833 = getelementptr inbounds nuw float, ptr %670, i64 %832
  %834 = load float, ptr %833, align 4
  %835 = insertelement <4 x float> poison, float %834, i64 0
  %836 = shufflevector <4 x float> %835, <4 x float> poison, <4 x i32> zeroinitializer
  %837 = mul nsw i64 %832, %5
  %838 = getelementptr float, ptr %761, i64 %837
  %839 = load <4 x float>, ptr %838, align 4
  %840 = fmul <4 x float> %839, %836
  %841 = fadd <4 x float> %764, %840
  %842 = or disjoint i64 %772, 7
  %843 = getelementptr inbounds nuw float, ptr %670, i64 %842
  %844 = load float, ptr %843, align 4
  %845 = insertelement <4 x float> poison, float %844, i64 0
  %846 = shufflevector <4 x float> %845, <4 x float> poison, <4 x i32> zeroinitializer
  %847 = mul nsw i64 %842, %5
  %848 = getelementptr float, ptr %761, i64 %847
  %849 = load <4 x float>, ptr %848, align 4
  %850 = fmul <4 x float> %849, %846
  %851 = fadd <4 x float> %763, %850
  %852 = add nuw nsw i64 %771, 8
  %853 = icmp sgt i64 %852, %4
  br i1 %853, label %854, label %762

854:                                              ; preds = %762
  %855 = fadd <4 x float> %791, %831
  %856 = fadd <4 x float> %801, %841
  %857 = fadd <4 x float> %811, %851
  %858 = fadd <4 x float> %855, %857
  br label %859

859:                                              ; preds = %854, %758
  %860 = phi <4 x float> [ zeroinitializer, %758 ], [ %821, %854 ]
  %861 = phi <4 x float> [ zeroinitializer, %758 ], [ %856, %854 ]
  %862 = phi <4 x float> [ zeroinitializer, %758 ], [ %858, %854 ]
  %863 = phi <4 x float> [ zeroinitializer, %758 ], [ %781, %854 ]
  %864 = phi i64 [ 0, %758 ], [ %771, %854 ]
  %865 = getelementptr float, ptr %3, i64 %755
  %866 = icmp slt i64 %864, %4
  br i1 %866, label %867, label %911

867:                                              ; preds = %859
  %868 = or disjoint i64 %864, 1
  %869 = and i64 %4, 1
  %870 = icmp eq i64 %869, 0
  br i1 %870, label %882, label %871

871:                                              ; preds = %867
  %872 = getelementptr inbounds nuw float, ptr %670, i64 %864
  %873 = load float, ptr %872, align 4
  %874 = insertelement <4 x float> poison, float %873, i64 0
  %875 = shufflevector <4 x float> %874, <4 x float> poison, <4 x i32> zeroinitializer
  %876 = mul nsw i64 %864, %5
  %877 = getelementptr float, ptr %865, i64 %876
  %878 = load <4 x float>, ptr %877, align 4
  %879 = fmul <4 x float> %878, %875
  %880 = fadd <4 x float> %863, %879
  %881 = or disjoint i64 %864, 1
  br label %882

882:                                              ; preds = %871, %867
  %883 = phi <4 x float> [ poison, %867 ], [ %880, %871 ]
  %884 = phi <4 x float> [ %863, %867 ], [ %880, %871 ]
  %885 = phi i64 [ %864, %867 ], [ %881, %871 ]
  %886 = icmp eq i64 %4, %868
  br i1 %886, label %911, label %887

887:                                              ; preds = %882, %887
  %888 = phi <4 x float> [ %908, %887 ], [ %884, %882 ]
  %889 = phi i64 [ %909, %887 ], [ %885, %882 ]
  %890 = getelementptr inbounds nuw float, ptr %670, i64 %889
  %891 = load float, ptr %890, align 4
  %892 = insertelement <4 x float> poison, float %891, i64 0
  %893 = shufflevector <4 x float> %892, <4 x float> poison, <4 x i32> zeroinitializer
  %894 = mul nsw i64 %889, %5
  %895 = getelementptr float, ptr %865, i64 %894
  %896 = load <4 x float>, ptr %895, align 4
  %897 = fmul <4 x float> %896, %893
  %898 = fadd <4 x float> %888, %897
  %899 = add nuw nsw i64 %889, 1
  %900 = getelementptr inbounds nuw float, ptr %670, i64 %899
  %901 = load float, ptr %900, align 4
  %902 = insertelement <4 x float> poison, float %901, i64 0
  %903 = shufflevector <4 x float> %902, <4 x float> poison, <4 x i32> zeroinitializer
  %904 = mul nsw i64 %899, %5
  %905 = getelementptr float, ptr %865, i64 %904
  %906 = load <4 x float>, ptr %905, align 4
  %907 = fmul <4 x float> %906, %903
  %908 = fadd <4 x float> %898, %907
  %909 = add nuw nsw i64 %889, 2
  %910 = icmp eq i64 %909, %4
  br i1 %910, label %911, label %887

911:                                              ; preds = %882, %887, %859
  %912 = phi <4 x float> [ %863, %859 ], [ %883, %882 ], [ %908, %887 ]
  %913 = fadd <4 x float> %860, %912
  %914 = fadd <4 x float> %861, %913
  %915 = fadd <4 x float> %862, %914
  %916 = getelementptr inbounds nuw float, ptr %672, i64 %755
  store <4 x float> %915, ptr %916, align 4
  br label %1496

917:                                              ; preds = %754
  %918 = icmp slt i64 %4, 4
  br i1 %918, label %992, label %919

919:                                              ; preds = %917
  %920 = getelementptr float, ptr %3, i64 %755
  br label %921

921:                                              ; preds = %921, %919
  %922 = phi <4 x float> [ zeroinitializer, %919 ], [ %986, %921 ]
  %923 = phi <4 x float> [ zeroinitializer, %919 ], [ %982, %921 ]
  %924 = phi <4 x float> [ zeroinitializer, %919 ], [ %972, %921 ]
  %925 = phi <4 x float> [ zeroinitializer, %919 ], [ %968, %921 ]
  %926 = phi <4 x float> [ zeroinitializer, %919 ], [ %958, %921 ]
  %927 = phi <4 x float> [ zeroinitializer, %919 ], [ %954, %921 ]
  %928 = phi <4 x float> [ zeroinitializer, %919 ], [ %944, %921 ]
  %929 = phi <4 x float> [ zeroinitializer, %919 ], [ %940, %921 ]
  %930 = phi i64 [ 4, %919 ], [ %987, %921 ]
  %931 = phi i64 [ 0, %919 ], [ %930, %921 ]
  %932 = getelementptr inbounds nuw float, ptr %670, i64 %931
  %933 = load float, ptr %932, align 4
  %934 = insertelement <4 x float> poison, float %933, i64 0
  %935 = shufflevector <4 x float> %934, <4 x float> poison, <4 x i32> zeroinitializer
  %936 = mul nsw i64 %931, %5
  %937 = getelementptr float, ptr %920, i64 %936
  %938 = load <4 x float>, ptr %937, align 4
  %939 = fmul <4 x float> %938, %935
  %940 = fadd <4 x float> %929, %939
  %941 = getelementptr inbounds nuw i8, ptr %937, i64 16
  %942 = load <4 x float>, ptr %941, align 4
  %943 = fmul <4 x float> %935, %942
  %944 = fadd <4 x float> %928, %943
  %945 = or disjoint i64 %931, 1
  %946 = getelementptr inbounds nuw float, ptr %670, i64 %945
  %947 = load float, ptr %946, align 4
  %948 = insertelement <4 x float> poison, float %947, i64 0
  %949 = shufflevector <4 x float> %948, <4 x float> poison, <4 x i32> zeroinitializer
  %950 = mul nsw i64 %945, %5
  %951 = getelementptr float, ptr %920, i64 %950
  %952 = load <4 x float>, ptr %951, align 4
  %953 = fmul <4 x float> %952, %949
  %954 = fadd <4 x float> %927, %953
  %955 = getelementptr inbounds nuw i8, ptr %951, i64 16
  %956 = load <4 x float>, ptr %955, align 4
  %957 = fmul <4 x float> %949, %956
  %958 = fadd <4 x float> %926, %957
  %959 = or disjoint i64 %931, 2
  %960 = getelementptr inbounds nuw float, ptr %670, i64 %959
  %961 = load float, ptr %960, align 4
  %962 = insertelement <4 x float> poison, float %961, i64 0
  %963 = shufflevector <4 x float> %962, <4 x float> poison, <4 x i32> zeroinitializer
  %964 = mul nsw i64 %959, %5
  %965 = getelementptr float, ptr %920, i64 %964
  %966 = load <4 x float>, ptr %965, align 4
  %967 = fmul <4 x float> %966, %963
  %968 = fadd <4 x float> %925, %967
  %969 = getelementptr inbounds nuw i8, ptr %965, i64 16
  %970 = load <4 x float>, ptr %969, align 4
  %971 = fmul <4 x float> %963, %970
  %972 = fadd <4 x float> %924, %971
  %973 = or disjoint i64 %931, 3
  %974 = getelementptr inbounds nuw float, ptr %670, i64 %973
  %975 = load float, ptr %974, align 4
  %976 = insertelement <4 x float> poison, float %975, i64 0
  %977 = shufflevector <4 x float> %976, <4 x float> poison, <4 x i32> zeroinitializer
  %978 = mul nsw i64 %973, %5
  %979 = getelementptr float, ptr %920, i64 %978
  %980 = load <4 x float>, ptr %979, align 4
  %981 = fmul <4 x float> %980, %977
  %982 = fadd <4 x float> %923, %981
  %983 = getelementptr inbounds nuw i8, ptr %979, i64 16
  %984 = load <4 x float>, ptr %983, align 4
  %985 = fmul <4 x float> %977, %984
  %986 = fadd <4 x float> %922, %985
  %987 = add nuw nsw i64 %930, 4
  %988 = icmp sgt i64 %987, %4
  br i1 %988, label %989, label %921

989:                                              ; preds = %921
  %990 = fadd <4 x float> %954, %982
  %991 = fadd <4 x float> %958, %986
  br label %992

992:                                              ; preds = %989, %917
  %993 = phi <4 x float> [ zeroinitializer, %917 ], [ %972, %989 ]
  %994 = phi <4 x float> [ zeroinitializer, %917 ], [ %968, %989 ]
  %995 = phi <4 x float> [ zeroinitializer, %917 ], [ %991, %989 ]
  %996 = phi <4 x float> [ zeroinitializer, %917 ], [ %990, %989 ]
  %997 = phi <4 x float> [ zeroinitializer, %917 ], [ %944, %989 ]
  %998 = phi <4 x float> [ zeroinitializer, %917 ], [ %940, %989 ]
  %999 = phi i64 [ 0, %917 ], [ %930, %989 ]
  %1000 = getelementptr float, ptr %3, i64 %755
  %1001 = icmp slt i64 %999, %4
  br i1 %1001, label %1002, label %1061

1002:                                             ; preds = %992
  %1003 = or disjoint i64 %999, 1
  %1004 = and i64 %4, 1
  %1005 = icmp eq i64 %1004, 0
  br i1 %1005, label %1021, label %1006

1006:                                             ; preds = %1002
  %1007 = getelementptr inbounds nuw float, ptr %670, i64 %999
  %1008 = load float, ptr %1007, align 4
  %1009 = insertelement <4 x float> poison, float %1008, i64 0
  %1010 = shufflevector <4 x float> %1009, <4 x float> poison, <4 x i32> zeroinitializer
  %1011 = mul nsw i64 %999, %5
  %1012 = getelementptr float, ptr %1000, i64 %1011
  %1013 = load <4 x float>, ptr %1012, align 4
  %1014 = fmul <4 x float> %1013, %1010
  %1015 = fadd <4 x float> %998, %1014
  %1016 = getelementptr inbounds nuw i8, ptr %1012, i64 16
  %1017 = load <4 x float>, ptr %1016, align 4
  %1018 = fmul <4 x float> %1010, %1017
  %1019 = fadd <4 x float> %997, %1018
  %1020 = or disjoint i64 %999, 1
  br label %1021

1021:                                             ; preds = %1006, %1002
  %1022 = phi <4 x float> [ poison, %1002 ], [ %1015, %1006 ]
  %1023 = phi <4 x float> [ poison, %1002 ], [ %1019, %1006 ]
  %1024 = phi <4 x float> [ %997, %1002 ], [ %1019, %1006 ]
  %1025 = phi <4 x float> [ %998, %1002 ], [ %1015, %1006 ]
  %1026 = phi i64 [ %999, %1002 ], [ %1020, %1006 ]
  %1027 = icmp eq i64 %4, %1003
  br i1 %1027, label %1061, label %1028

1028:                                             ; preds = %1021, %1028
  %1029 = phi <4 x float> [ %1058, %1028 ], [ %1024, %1021 ]
  %1030 = phi <4 x float> [ %1054, %1028 ], [ %1025, %1021 ]
  %1031 = phi i64 [ %1059, %1028 ], [ %1026, %1021 ]
  %1032 = getelementptr inbounds nuw float, ptr %670, i64 %1031
  %1033 = load float, ptr %1032, align 4
  %1034 = insertelement <4 x float> poison, float %1033, i64 0
  %1035 = shufflevector <4 x float> %1034, <4 x float> poison, <4 x i32> zeroinitializer
  %1036 = mul nsw i64 %1031, %5
  %1037 = getelementptr float, ptr %1000, i64 %1036
  %1038 = load <4 x float>, ptr %1037, align 4
  %1039 = fmul <4 x float> %1038, %1035
  %1040 = fadd <4 x float> %1030, %1039
  %1041 = getelementptr inbounds nuw i8, ptr %1037, i64 16
  %1042 = load <4 x float>, ptr %1041, align 4
  %1043 = fmul <4 x float> %1035, %1042
  %1044 = fadd <4 x float> %1029, %1043
  %1045 = add nuw nsw i64 %1031, 1
  %1046 = getelementptr inbounds nuw float, ptr %670, i64 %1045
  %1047 = load float, ptr %1046, align 4
  %1048 = insertelement <4 x float> poison, float %1047, i64 0
  %1049 = shufflevector <4 x float> %1048, <4 x float> poison, <4 x i32> zeroinitializer
  %1050 = mul nsw i64 %1045, %5
  %1051 = getelementptr float, ptr %1000, i64 %1050
  %1052 = load <4 x float>, ptr %1051, align 4
  %1053 = fmul <4 x float> %1052, %1049
  %1054 = fadd <4 x float> %1040, %1053
  %1055 = getelementptr inbounds nuw i8, ptr %1051, i64 16
  %1056 = load <4 x float>, ptr %1055, align 4
  %1057 = fmul <4 x float> %1049, %1056
  %1058 = fadd <4 x float> %1044, %1057
  %1059 = add nuw nsw i64 %1031, 2
  %1060 = icmp eq i64 %1059, %4
  br i1 %1060, label %1061, label %1028

1061:                                             ; preds = %1021, %1028, %992
  %1062 = phi <4 x float> [ %997, %992 ], [ %1023, %1021 ], [ %1058, %1028 ]
  %1063 = phi <4 x float> [ %998, %992 ], [ %1022, %1021 ], [ %1054, %1028 ]
  %1064 = fadd <4 x float> %994, %1063
  %1065 = fadd <4 x float> %993, %1062
  %1066 = fadd <4 x float> %995, %1065
  %1067 = fadd <4 x float> %996, %1064
  %1068 = getelementptr inbounds nuw float, ptr %672, i64 %755
  store <4 x float> %1067, ptr %1068, align 4
  %1069 = getelementptr inbounds nuw i8, ptr %1068, i64 16
  store <4 x float> %1066, ptr %1069, align 4
  br label %1496

1070:                                             ; preds = %754
  %1071 = icmp slt i64 %4, 2
  br i1 %1071, label %1120, label %1072

1072:                                             ; preds = %1070
  %1073 = getelementptr float, ptr %3, i64 %755
  br label %1074

1074:                                             ; preds = %1074, %1072
  %1075 = phi <4 x float> [ zeroinitializer, %1072 ], [ %1117, %1074 ]
  %1076 = phi <4 x float> [ zeroinitializer, %1072 ], [ %1113, %1074 ]
  %1077 = phi <4 x float> [ zeroinitializer, %1072 ], [ %1109, %1074 ]
  %1078 = phi <4 x float> [ zeroinitializer, %1072 ], [ %1099, %1074 ]
  %1079 = phi <4 x float> [ zeroinitializer, %1072 ], [ %1095, %1074 ]
  %1080 = phi <4 x float> [ zeroinitializer, %1072 ], [ %1091, %1074 ]
  %1081 = phi i64 [ 2, %1072 ], [ %1118, %1074 ]
  %1082 = phi i64 [ 0, %1072 ], [ %1081, %1074 ]
  %1083 = getelementptr inbounds nuw float, ptr %670, i64 %1082
  %1084 = load float, ptr %1083, align 4
  %1085 = insertelement <4 x float> poison, float %1084, i64 0
  %1086 = shufflevector <4 x float> %1085, <4 x float> poison, <4 x i32> zeroinitializer
  %1087 = mul nsw i64 %1082, %5
  %1088 = getelementptr float, ptr %1073, i64 %1087
  %1089 = load <4 x float>, ptr %1088, align 4
  %1090 = fmul <4 x float> %1089, %1086
  %1091 = fadd <4 x float> %1080, %1090
  %1092 = getelementptr inbounds nuw i8, ptr %1088, i64 16
  %1093 = load <4 x float>, ptr %1092, align 4
  %1094 = fmul <4 x float> %1086, %1093
  %1095 = fadd <4 x float> %1079, %1094
  %1096 = getelementptr inbounds nuw i8, ptr %1088, i64 32
  %1097 = load <4 x float>, ptr %1096, align 4
  %1098 = fmul <4 x float> %1086, %1097
  %1099 = fadd <4 x float> %1078, %1098
  %1100 = or disjoint i64 %1082, 1
  %1101 = getelementptr inbounds nuw float, ptr %670, i64 %1100
  %1102 = load float, ptr %1101, align 4
  %1103 = insertelement <4 x float> poison, float %1102, i64 0
  %1104 = shufflevector <4 x float> %1103, <4 x float> poison, <4 x i32> zeroinitializer
  %1105 = mul nsw i64 %1100, %5
  %1106 = getelementptr float, ptr %1073, i64 %1105
  %1107 = load <4 x float>, ptr %1106, align 4
  %1108 = fmul <4 x float> %1107, %1104
  %1109 = fadd <4 x float> %1077, %1108
  %1110 = getelementptr inbounds nuw i8, ptr %1106, i64 16
  %1111 = load <4 x float>, ptr %1110, align 4
  %1112 = fmul <4 x float> %1104, %1111
  %1113 = fadd <4 x float> %1076, %1112
  %1114 = getelementptr inbounds nuw i8, ptr %1106, i64 32
  %1115 = load <4 x float>, ptr %1114, align 4
  %1116 = fmul <4 x float> %1104, %1115
  %1117 = fadd <4 x float> %1075, %1116
  %1118 = add nuw nsw i64 %1081, 2
  %1119 = icmp sgt i64 %1118, %4
  br i1 %1119, label %1120, label %1074

1120:                                             ; preds = %1074, %1070
  %1121 = phi <4 x float> [ zeroinitializer, %1070 ], [ %1117, %1074 ]
  %1122 = phi <4 x float> [ zeroinitializer, %1070 ], [ %1113, %1074 ]
  %1123 = phi <4 x float> [ zeroinitializer, %1070 ], [ %1109, %1074 ]
  %1124 = phi <4 x float> [ zeroinitializer, %1070 ], [ %1099, %1074 ]
  %1125 = phi <4 x float> [ zeroinitializer, %1070 ], [ %1095, %1074 ]
  %1126 = phi <4 x float> [ zeroinitializer, %1070 ], [ %1091, %1074 ]
  %1127 = phi i64 [ 0, %1070 ], [ %1081, %1074 ]
  %1128 = getelementptr float, ptr %3, i64 %755
  %1129 = icmp slt i64 %1127, %4
  br i1 %1129, label %1130, label %1204

1130:                                             ; preds = %1120
  %1131 = or disjoint i64 %1127, 1
  %1132 = and i64 %4, 1
  %1133 = icmp eq i64 %1132, 0
  br i1 %1133, label %1153, label %1134

1134:                                             ; preds = %1130
  %1135 = getelementptr inbounds nuw float, ptr %670, i64 %1127
  %1136 = load float, ptr %1135, align 4
  %1137 = insertelement <4 x float> poison, float %1136, i64 0
  %1138 = shufflevector <4 x float> %1137, <4 x float> poison, <4 x i32> zeroinitializer
  %1139 = mul nsw i64 %1127, %5
  %1140 = getelementptr float, ptr %1128, i64 %1139
  %1141 = load <4 x float>, ptr %1140, align 4
  %1142 = fmul <4 x float> %1141, %1138
  %1143 = fadd <4 x float> %1126, %1142
  %1144 = getelementptr inbounds nuw i8, ptr %1140, i64 16
  %1145 = load <4 x float>, ptr %1144, align 4
  %1146 = fmul <4 x float> %1138, %1145
  %1147 = fadd <4 x float> %1125, %1146
  %1148 = getelementptr inbounds nuw i8, ptr %1140, i64 32
  %1149 = load <4 x float>, ptr %1148, align 4
  %1150 = fmul <4 x float> %1138, %1149
  %1151 = fadd <4 x float> %1124, %1150
  %1152 = or disjoint i64 %1127, 1
  br label %1153

1153:                                             ; preds = %1134, %1130
  %1154 = phi <4 x float> [ poison, %1130 ], [ %1143, %1134 ]
  %1155 = phi <4 x float> [ poison, %1130 ], [ %1147, %1134 ]
  %1156 = phi <4 x float> [ poison, %1130 ], [ %1151, %1134 ]
  %1157 = phi <4 x float> [ %1124, %1130 ], [ %1151, %1134 ]
  %1158 = phi <4 x float> [ %1125, %1130 ], [ %1147, %1134 ]
  %1159 = phi <4 x float> [ %1126, %1130 ], [ %1143, %1134 ]
  %1160 = phi i64 [ %1127, %1130 ], [ %1152, %1134 ]
  %1161 = icmp eq i64 %4, %1131
  br i1 %1161, label %1204, label %1162

1162:                                             ; preds = %1153, %1162
  %1163 = phi <4 x float> [ %1201, %1162 ], [ %1157, %1153 ]
  %1164 = phi <4 x float> [ %1197, %1162 ], [ %1158, %1153 ]
  %1165 = phi <4 x float> [ %1193, %1162 ], [ %1159, %1153 ]
  %1166 = phi i64 [ %1202, %1162 ], [ %1160, %1153 ]
  %1167 = getelementptr inbounds nuw float, ptr %670, i64 %1166
  %1168 = load float, ptr %1167, align 4
  %1169 = insertelement <4 x float> poison, float %1168, i64 0
  %1170 = shufflevector <4 x float> %1169, <4 x float> poison, <4 x i32> zeroinitializer
  %1171 = mul nsw i64 %1166, %5
  %1172 = getelementptr float, ptr %1128, i64 %1171
  %1173 = load <4 x float>, ptr %1172, align 4
  %1174 = fmul <4 x float> %1173, %1170
  %1175 = fadd <4 x float> %1165, %1174
  %1176 = getelementptr inbounds nuw i8, ptr %1172, i64 16
  %1177 = load <4 x float>, ptr %1176, align 4
  %1178 = fmul <4 x float> %1170, %1177
  %1179 = fadd <4 x float> %1164, %1178
  %1180 = getelementptr inbounds nuw i8, ptr %1172, i64 32
  %1181 = load <4 x float>, ptr %1180, align 4
  %1182 = fmul <4 x float> %1170, %1181
  %1183 = fadd <4 x float> %1163, %1182
  %1184 = add nuw nsw i64 %1166, 1
  %1185 = getelementptr inbounds nuw float, ptr %670, i64 %1184
  %1186 = load float, ptr %1185, align 4
  %1187 = insertelement <4 x float> poison, float %1186, i64 0
  %1188 = shufflevector <4 x float> %1187, <4 x float> poison, <4 x i32> zeroinitializer
  %1189 = mul nsw i64 %1184, %5
  %1190 = getelementptr float, ptr %1128, i64 %1189
  %1191 = load <4 x float>, ptr %1190, align 4
  %1192 = fmul <4 x float> %1191, %1188
  %1193 = fadd <4 x float> %1175, %1192
  %1194 = getelementptr inbounds nuw i8, ptr %1190, i64 16
  %1195 = load <4 x float>, ptr %1194, align 4
  %1196 = fmul <4 x float> %1188, %1195
  %1197 = fadd <4 x float> %1179, %1196
  %1198 = getelementptr inbounds nuw i8, ptr %1190, i64 32
  %1199 = load <4 x float>, ptr %1198, align 4
  %1200 = fmul <4 x float> %1188, %1199
  %1201 = fadd <4 x float> %1183, %1200
  %1202 = add nuw nsw i64 %1166, 2
  %1203 = icmp eq i64 %1202, %4
  br i1 %1203, label %1204, label %1162

1204:                                             ; preds = %1153, %1162, %1120
  %1205 = phi <4 x float> [ %1124, %1120 ], [ %1156, %1153 ], [ %1201, %1162 ]
  %1206 = phi <4 x float> [ %1125, %1120 ], [ %1155, %1153 ], [ %1197, %1162 ]
  %1207 = phi <4 x float> [ %1126, %1120 ], [ %1154, %1153 ], [ %1193, %1162 ]
  %1208 = fadd <4 x float> %1121, %1205
  %1209 = fadd <4 x float> %1122, %1206
  %1210 = fadd <4 x float> %1123, %1207
  %1211 = getelementptr inbounds nuw float, ptr %672, i64 %755
  store <4 x float> %1210, ptr %1211, align 4
  %1212 = getelementptr inbounds nuw i8, ptr %1211, i64 16
  store <4 x float> %1209, ptr %1212, align 4
  %1213 = getelementptr inbounds nuw i8, ptr %1211, i64 32
  store <4 x float> %1208, ptr %1213, align 4
  br label %1496

1214:                                             ; preds = %754
  %1215 = icmp slt i64 %4, 2
  br i1 %1215, label %1274, label %1216

1216:                                             ; preds = %1214
  %1217 = getelementptr float, ptr %3, i64 %755
  br label %1218

1218:                                             ; preds = %1218, %1216
  %1219 = phi <4 x float> [ zeroinitializer, %1216 ], [ %1271, %1218 ]
  %1220 = phi <4 x float> [ zeroinitializer, %1216 ], [ %1267, %1218 ]
  %1221 = phi <4 x float> [ zeroinitializer, %1216 ], [ %1263, %1218 ]
  %1222 = phi <4 x float> [ zeroinitializer, %1216 ], [ %1259, %1218 ]
  %1223 = phi <4 x float> [ zeroinitializer, %1216 ], [ %1249, %1218 ]
  %1224 = phi <4 x float> [ zeroinitializer, %1216 ], [ %1245, %1218 ]
  %1225 = phi <4 x float> [ zeroinitializer, %1216 ], [ %1241, %1218 ]
  %1226 = phi <4 x float> [ zeroinitializer, %1216 ], [ %1237, %1218 ]
  %1227 = phi i64 [ 2, %1216 ], [ %1272, %1218 ]
  %1228 = phi i64 [ 0, %1216 ], [ %1227, %1218 ]
  %1229 = getelementptr inbounds nuw float, ptr %670, i64 %1228
  %1230 = load float, ptr %1229, align 4
  %1231 = insertelement <4 x float> poison, float %1230, i64 0
  %1232 = shufflevector <4 x float> %1231, <4 x float> poison, <4 x i32> zeroinitializer
  %1233 = mul nsw i64 %1228, %5
  %1234 = getelementptr float, ptr %1217, i64 %1233
  %1235 = load <4 x float>, ptr %1234, align 4
  %1236 = fmul <4 x float> %1235, %1232
  %1237 = fadd <4 x float> %1226, %1236
  %1238 = getelementptr inbounds nuw i8, ptr %1234, i64 16
  %1239 = load <4 x float>, ptr %1238, align 4
  %1240 = fmul <4 x float> %1232, %1239
  %1241 = fadd <4 x float> %1225, %1240
  %1242 = getelementptr inbounds nuw i8, ptr %1234, i64 32
  %1243 = load <4 x float>, ptr %1242, align 4
  %1244 = fmul <4 x float> %1232, %1243
  %1245 = fadd <4 x float> %1224, %1244
  %1246 = getelementptr inbounds nuw i8, ptr %1234, i64 48
  %1247 = load <4 x float>, ptr %1246, align 4
  %1248 = fmul <4 x float> %1232, %1247
  %1249 = fadd <4 x float> %1223, %1248
  %1250 = or disjoint i64 %1228, 1
  %1251 = getelementptr inbounds nuw float, ptr %670, i64 %1250
  %1252 = load float, ptr %1251, align 4
  %1253 = insertelement <4 x float> poison, float %1252, i64 0
  %1254 = shufflevector <4 x float> %1253, <4 x float> poison, <4 x i32> zeroinitializer
  %1255 = mul nsw i64 %1250, %5
  %1256 = getelementptr float, ptr %1217, i64 %1255
  %1257 = load <4 x float>, ptr %1256, align 4
  %1258 = fmul <4 x float> %1257, %1254
  %1259 = fadd <4 x float> %1222, %1258
  %1260 = getelementptr inbounds nuw i8, ptr %1256, i64 16
  %1261 = load <4 x float>, ptr %1260, align 4
  %1262 = fmul <4 x float> %1254, %1261
  %1263 = fadd <4 x float> %1221, %1262
  %1264 = getelementptr inbounds nuw i8, ptr %1256, i64 32
  %1265 = load <4 x float>, ptr %1264, align 4
  %1266 = fmul <4 x float> %1254, %1265
  %1267 = fadd <4 x float> %1220, %1266
  %1268 = getelementptr inbounds nuw i8, ptr %1256, i64 48
  %1269 = load <4 x float>, ptr %1268, align 4
  %1270 = fmul <4 x float> %1254, %1269
  %1271 = fadd <4 x float> %1219, %1270
  %1272 = add nuw nsw i64 %1227, 2
  %1273 = icmp sgt i64 %1272, %4
  br i1 %1273, label %1274, label %1218

1274:                                             ; preds = %1218, %1214
  %1275 = phi <4 x float> [ zeroinitializer, %1214 ], [ %1271, %1218 ]
  %1276 = phi <4 x float> [ zeroinitializer, %1214 ], [ %1267, %1218 ]
  %1277 = phi <4 x float> [ zeroinitializer, %1214 ], [ %1263, %1218 ]
  %1278 = phi <4 x float> [ zeroinitializer, %1214 ], [ %1259, %1218 ]
  %1279 = phi <4 x float> [ zeroinitializer, %1214 ], [ %1249, %1218 ]
  %1280 = phi <4 x float> [ zeroinitializer, %1214 ], [ %1245, %1218 ]
  %1281 = phi <4 x float> [ zeroinitializer, %1214 ], [ %1241, %1218 ]
  %1282 = phi <4 x float> [ zeroinitializer, %1214 ], [ %1237, %1218 ]
  %1283 = phi i64 [ 0, %1214 ], [ %1227, %1218 ]
  %1284 = getelementptr float, ptr %3, i64 %755
  %1285 = icmp slt i64 %1283, %4
  br i1 %1285, label %1286, label %1315

1286:                                             ; preds = %1274, %1286
  %1287 = phi <4 x float> [ %1312, %1286 ], [ %1279, %1274 ]
  %1288 = phi <4 x float> [ %1308, %1286 ], [ %1280, %1274 ]
  %1289 = phi <4 x float> [ %1304, %1286 ], [ %1281, %1274 ]
  %1290 = phi <4 x float> [ %1300, %1286 ], [ %1282, %1274 ]
  %1291 = phi i64 [ %1313, %1286 ], [ %1283, %1274 ]
  %1292 = getelementptr inbounds nuw float, ptr %670, i64 %1291
  %1293 = load float, ptr %1292, align 4
  %1294 = insertelement <4 x float> poison, float %1293, i64 0
  %1295 = shufflevector <4 x float> %1294, <4 x float> poison, <4 x i32> zeroinitializer
  %1296 = mul nsw i64 %1291, %5
  %1297 = getelementptr float, ptr %1284, i64 %1296
  %1298 = load <4 x float>, ptr %1297, align 4
  %1299 = fmul <4 x float> %1298, %1295
  %1300 = fadd <4 x float> %1290, %1299
  %1301 = getelementptr inbounds nuw i8, ptr %1297, i64 16
  %1302 = load <4 x float>, ptr %1301, align 4
  %1303 = fmul <4 x float> %1295, %1302
  %1304 = fadd <4 x float> %1289, %1303
  %1305 = getelementptr inbounds nuw i8, ptr %1297, i64 32
  %1306 = load <4 x float>, ptr %1305, align 4
  %1307 = fmul <4 x float> %1295, %1306
  %1308 = fadd <4 x float> %1288, %1307
  %1309 = getelementptr inbounds nuw i8, ptr %1297, i64 48
  %1310 = load <4 x float>, ptr %1309, align 4
  %1311 = fmul <4 x float> %1295, %1310
  %1312 = fadd <4 x float> %1287, %1311
  %1313 = add nuw nsw i64 %1291, 1
  %1314 = icmp eq i64 %1313, %4
  br i1 %1314, label %1315, label %1286

1315:                                             ; preds = %1286, %1274
  %1316 = phi <4 x float> [ %1279, %1274 ], [ %1312, %1286 ]
  %1317 = phi <4 x float> [ %1280, %1274 ], [ %1308, %1286 ]
  %1318 = phi <4 x float> [ %1281, %1274 ], [ %1304, %1286 ]
  %1319 = phi <4 x float> [ %1282, %1274 ], [ %1300, %1286 ]
  %1320 = fadd <4 x float> %1275, %1316
  %1321 = fadd <4 x float> %1276, %1317
  %1322 = fadd <4 x float> %1277, %1318
  %1323 = fadd <4 x float> %1278, %1319
  %1324 = getelementptr inbounds nuw float, ptr %672, i64 %755
  store <4 x float> %1323, ptr %1324, align 4
  %1325 = getelementptr inbounds nuw i8, ptr %1324, i64 16
  store <4 x float> %1322, ptr %1325, align 4
  %1326 = getelementptr inbounds nuw i8, ptr %1324, i64 32
  store <4 x float> %1321, ptr %1326, align 4
  %1327 = getelementptr inbounds nuw i8, ptr %1324, i64 48
  store <4 x float> %1320, ptr %1327, align 4
  br label %1496

1328:                                             ; preds = %754
  %1329 = icmp sgt i64 %4, 0
  %1330 = getelementptr float, ptr %3, i64 %755
  br i1 %1329, label %1331, label %1366

1331:                                             ; preds = %1328, %1331
  %1332 = phi <4 x float> [ %1363, %1331 ], [ zeroinitializer, %1328 ]
  %1333 = phi <4 x float> [ %1359, %1331 ], [ zeroinitializer, %1328 ]
  %1334 = phi <4 x float> [ %1355, %1331 ], [ zeroinitializer, %1328 ]
  %1335 = phi <4 x float> [ %1351, %1331 ], [ zeroinitializer, %1328 ]
  %1336 = phi <4 x float> [ %1347, %1331 ], [ zeroinitializer, %1328 ]
  %1337 = phi i64 [ %1364, %1331 ], [ 1, %1328 ]
  %1338 = phi i64 [ %1337, %1331 ], [ 0, %1328 ]
  %1339 = getelementptr inbounds nuw float, ptr %670, i64 %1338
  %1340 = load float, ptr %1339, align 4
  %1341 = insertelement <4 x float> poison, float %1340, i64 0
  %1342 = shufflevector <4 x float> %1341, <4 x float> poison, <4 x i32> zeroinitializer
  %1343 = mul nsw i64 %1338, %5
  %1344 = getelementptr float, ptr %1330, i64 %1343
  %1345 = load <4 x float>, ptr %1344, align 4
  %1346 = fmul <4 x float> %1345, %1342
  %1347 = fadd <4 x float> %1336, %1346
  %1348 = getelementptr inbounds nuw i8, ptr %1344, i64 16
  %1349 = load <4 x float>, ptr %1348, align 4
  %1350 = fmul <4 x float> %1342, %1349
  %1351 = fadd <4 x float> %1335, %1350
  %1352 = getelementptr inbounds nuw i8, ptr %1344, i64 32
  %1353 = load <4 x float>, ptr %1352, align 4
  %1354 = fmul <4 x float> %1342, %1353
  %1355 = fadd <4 x float> %1334, %1354
  %1356 = getelementptr inbounds nuw i8, ptr %1344, i64 48
  %1357 = load <4 x float>, ptr %1356, align 4
  %1358 = fmul <4 x float> %1342, %1357
  %1359 = fadd <4 x float> %1333, %1358
  %1360 = getelementptr inbounds nuw i8, ptr %1344, i64 64
  %1361 = load <4 x float>, ptr %1360, align 4
  %1362 = fmul <4 x float> %1342, %1361
  %1363 = fadd <4 x float> %1332, %1362
  %1364 = add nuw i64 %1337, 1
  %1365 = icmp eq i64 %1337, %4
  br i1 %1365, label %1366, label %1331

1366:                                             ; preds = %1331, %1328
  %1367 = phi <4 x float> [ zeroinitializer, %1328 ], [ %1363, %1331 ]
  %1368 = phi <4 x float> [ zeroinitializer, %1328 ], [ %1359, %1331 ]
  %1369 = phi <4 x float> [ zeroinitializer, %1328 ], [ %1355, %1331 ]
  %1370 = phi <4 x float> [ zeroinitializer, %1328 ], [ %1351, %1331 ]
  %1371 = phi <4 x float> [ zeroinitializer, %1328 ], [ %1347, %1331 ]
  %1372 = getelementptr inbounds nuw float, ptr %672, i64 %755
  store <4 x float> %1371, ptr %1372, align 4
  %1373 = getelementptr inbounds nuw i8, ptr %1372, i64 16
  store <4 x float> %1370, ptr %1373, align 4
  %1374 = getelementptr inbounds nuw i8, ptr %1372, i64 32
  store <4 x float> %1369, ptr %1374, align 4
  %1375 = getelementptr inbounds nuw i8, ptr %1372, i64 48
  store <4 x float> %1368, ptr %1375, align 4
  %1376 = getelementptr inbounds nuw i8, ptr %1372, i64 64
  store <4 x float> %1367, ptr %1376, align 4
  br label %1496

1377:                                             ; preds = %754
  %1378 = icmp sgt i64 %4, 0
  %1379 = getelementptr float, ptr %3, i64 %755
  br i1 %1378, label %1380, label %1420

1380:                                             ; preds = %1377, %1380
  %1381 = phi <4 x float> [ %1417, %1380 ], [ zeroinitializer, %1377 ]
  %1382 = phi <4 x float> [ %1413, %1380 ], [ zeroinitializer, %1377 ]
  %1383 = phi <4 x float> [ %1409, %1380 ], [ zeroinitializer, %1377 ]
  %1384 = phi <4 x float> [ %1405, %1380 ], [ zeroinitializer, %1377 ]
  %1385 = phi <4 x float> [ %1401, %1380 ], [ zeroinitializer, %1377 ]
  %1386 = phi <4 x float> [ %1397, %1380 ], [ zeroinitializer, %1377 ]
  %1387 = phi i64 [ %1418, %1380 ], [ 1, %1377 ]
  %1388 = phi i64 [ %1387, %1380 ], [ 0, %1377 ]
  %1389 = getelementptr inbounds nuw float, ptr %670, i64 %1388
  %1390 = load float, ptr %1389, align 4
  %1391 = insertelement <4 x float> poison, float %1390, i64 0
  %1392 = shufflevector <4 x float> %1391, <4 x float> poison, <4 x i32> zeroinitializer
  %1393 = mul nsw i64 %1388, %5
  %1394 = getelementptr float, ptr %1379, i64 %1393
  %1395 = load <4 x float>, ptr %1394, align 4
  %1396 = fmul <4 x float> %1395, %1392
  %1397 = fadd <4 x float> %1386, %1396
  %1398 = getelementptr inbounds nuw i8, ptr %1394, i64 16
  %1399 = load <4 x float>, ptr %1398, align 4
  %1400 = fmul <4 x float> %1392, %1399
  %1401 = fadd <4 x float> %1385, %1400
  %1402 = getelementptr inbounds nuw i8, ptr %1394, i64 32
  %1403 = load <4 x float>, ptr %1402, align 4
  %1404 = fmul <4 x float> %1392, %1403
  %1405 = fadd <4 x float> %1384, %1404
  %1406 = getelementptr inbounds nuw i8, ptr %1394, i64 48
  %1407 = load <4 x float>, ptr %1406, align 4
  %1408 = fmul <4 x float> %1392, %1407
  %1409 = fadd <4 x float> %1383, %1408
  %1410 = getelementptr inbounds nuw i8, ptr %1394, i64 64
  %1411 = load <4 x float>, ptr %1410, align 4
  %1412 = fmul <4 x float> %1392, %1411
  %1413 = fadd <4 x float> %1382, %1412
  %1414 = getelementptr inbounds nuw i8, ptr %1394, i64 80
  %1415 = load <4 x float>, ptr %1414, align 4
  %1416 = fmul <4 x float> %1392, %1415
  %1417 = fadd <4 x float> %1381, %1416
  %1418 = add nuw i64 %1387, 1
  %1419 = icmp eq i64 %1387, %4
  br i1 %1419, label %1420, label %1380

1420:                                             ; preds = %1380, %1377
  %1421 = phi <4 x float> [ zeroinitializer, %1377 ], [ %1417, %1380 ]
  %1422 = phi <4 x float> [ zeroinitializer, %1377 ], [ %1413, %1380 ]
  %1423 = phi <4 x float> [ zeroinitializer, %1377 ], [ %1409, %1380 ]
  %1424 = phi <4 x float> [ zeroinitializer, %1377 ], [ %1405, %1380 ]
  %1425 = phi <4 x float> [ zeroinitializer, %1377 ], [ %1401, %1380 ]
  %1426 = phi <4 x float> [ zeroinitializer, %1377 ], [ %1397, %1380 ]
  %1427 = getelementptr inbounds nuw float, ptr %672, i64 %755
  store <4 x float> %1426, ptr %1427, align 4
  %1428 = getelementptr inbounds nuw i8, ptr %1427, i64 16
  store <4 x float> %1425, ptr %1428, align 4
  %1429 = getelementptr inbounds nuw i8, ptr %1427, i64 32
  store <4 x float> %1424, ptr %1429, align 4
  %1430 = getelementptr inbounds nuw i8, ptr %1427, i64 48
  store <4 x float> %1423, ptr %1430, align 4
  %1431 = getelementptr inbounds nuw i8, ptr %1427, i64 64
  store <4 x float> %1422, ptr %1431, align 4
  %1432 = getelementptr inbounds nuw i8, ptr %1427, i64 80
  store <4 x float> %1421, ptr %1432, align 4
  br label %1496

1433:                                             ; preds = %754
  %1434 = icmp sgt i64 %4, 0
  %1435 = getelementptr float, ptr %3, i64 %755
  br i1 %1434, label %1436, label %1481

1436:                                             ; preds = %1433, %1436
  %1437 = phi <4 x float> [ %1478, %1436 ], [ zeroinitializer, %1433 ]
  %1438 = phi <4 x float> [ %1474, %1436 ], [ zeroinitializer, %1433 ]
  %1439 = phi <4 x float> [ %1470, %1436 ], [ zeroinitializer, %1433 ]
  %1440 = phi <4 x float> [ %1466, %1436 ], [ zeroinitializer, %1433 ]
  %1441 = phi <4 x float> [ %1462, %1436 ], [ zeroinitializer, %1433 ]
  %1442 = phi <4 x float> [ %1458, %1436 ], [ zeroinitializer, %1433 ]
  %1443 = phi <4 x float> [ %1454, %1436 ], [ zeroinitializer, %1433 ]
  %1444 = phi i64 [ %1479, %1436 ], [ 1, %1433 ]
  %1445 = phi i64 [ %1444, %1436 ], [ 0, %1433 ]
  %1446 = getelementptr inbounds nuw float, ptr %670, i64 %1445
  %1447 = load float, ptr %1446, align 4
  %1448 = insertelement <4 x float> poison, float %1447, i64 0
  %1449 = shufflevector <4 x float> %1448, <4 x float> poison, <4 x i32> zeroinitializer
  %1450 = mul nsw i64 %1445, %5
  %1451 = getelementptr float, ptr %1435, i64 %1450
  %1452 = load <4 x float>, ptr %1451, align 4
  %1453 = fmul <4 x float> %1452, %1449
  %1454 = fadd <4 x float> %1443, %1453
  %1455 = getelementptr inbounds nuw i8, ptr %1451, i64 16
  %1456 = load <4 x float>, ptr %1455, align 4
  %1457 = fmul <4 x float> %1449, %1456
  %1458 = fadd <4 x float> %1442, %1457
  %1459 = getelementptr inbounds nuw i8, ptr %1451, i64 32
  %1460 = load <4 x float>, ptr %1459, align 4
  %1461 = fmul <4 x float> %1449, %1460
  %1462 = fadd <4 x float> %1441, %1461
  %1463 = getelementptr inbounds nuw i8, ptr %1451, i64 48
  %1464 = load <4 x float>, ptr %1463, align 4
  %1465 = fmul <4 x float> %1449, %1464
  %1466 = fadd <4 x float> %1440, %1465
  %1467 = getelementptr inbounds nuw i8, ptr %1451, i64 64
  %1468 = load <4 x float>, ptr %1467, align 4
  %1469 = fmul <4 x float> %1449, %1468
  %1470 = fadd <4 x float> %1439, %1469
  %1471 = getelementptr inbounds nuw i8, ptr %1451, i64 80
  %1472 = load <4 x float>, ptr %1471, align 4
  %1473 = fmul <4 x float> %1449, %1472
  %1474 = fadd <4 x float> %1438, %1473
  %1475 = getelementptr inbounds nuw i8, ptr %1451, i64 96
  %1476 = load <4 x float>, ptr %1475, align 4
  %1477 = fmul <4 x float> %1449, %1476
  %1478 = fadd <4 x float> %1437, %1477
  %1479 = add nuw i64 %1444, 1
  %1480 = icmp eq i64 %1444, %4
  br i1 %1480, label %1481, label %1436

1481:                                             ; preds = %1436, %1433
  %1482 = phi <4 x float> [ zeroinitializer, %1433 ], [ %1478, %1436 ]
  %1483 = phi <4 x float> [ zeroinitializer, %1433 ], [ %1474, %1436 ]
  %1484 = phi <4 x float> [ zeroinitializer, %1433 ], [ %1470, %1436 ]
  %1485 = phi <4 x float> [ zeroinitializer, %1433 ], [ %1466, %1436 ]
  %1486 = phi <4 x float> [ zeroinitializer, %1433 ], [ %1462, %1436 ]
  %1487 = phi <4 x float> [ zeroinitializer, %1433 ], [ %1458, %1436 ]
  %1488 = phi <4 x float> [ zeroinitializer, %1433 ], [ %1454, %1436 ]
  %1489 = getelementptr inbounds nuw float, ptr %672, i64 %755
  store <4 x float> %1488, ptr %1489, align 4
  %1490 = getelementptr inbounds nuw i8, ptr %1489, i64 16
  store <4 x float> %1487, ptr %1490, align 4
  %1491 = getelementptr inbounds nuw i8, ptr %1489, i64 32
  store <4 x float> %1486, ptr %1491, align 4
  %1492 = getelementptr inbounds nuw i8, ptr %1489, i64 48
  store <4 x float> %1485, ptr %1492, align 4
  %1493 = getelementptr inbounds nuw i8, ptr %1489, i64 64
  store <4 x float> %1484, ptr %1493, align 4
  %1494 = getelementptr inbounds nuw i8, ptr %1489, i64 80
  store <4 x float> %1483, ptr %1494, align 4
  %1495 = getelementptr inbounds nuw i8, ptr %1489, i64 96
  store <4 x float> %1482, ptr %1495, align 4
  br label %1496

1496:                                             ; preds = %1481, %1420, %1366, %1315, %1204, %1061, %911, %754, %664
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @apply(i64 %0, <2 x float> %1, float noundef %2, ptr noundef captures(none) %3, i64 noundef %4) unnamed_addr {
  %6 = icmp sgt i64 %4, 0
  switch i64 %0, label %88 [
    i64 0, label %80
    i64 1, label %72
    i64 2, label %64
    i64 3, label %54
    i64 4, label %45
    i64 5, label %36
    i64 6, label %26
    i64 7, label %16
    i64 8, label %7
  ]

7:                                                ; preds = %5
  br i1 %6, label %8, label %377

8:                                                ; preds = %7
  %9 = fcmp ogt float %2, 0.000000e+00
  %10 = fneg float %2
  %11 = insertelement <4 x float> poison, float %10, i64 0
  %12 = shufflevector <4 x float> %11, <4 x float> poison, <4 x i32> zeroinitializer
  %13 = insertelement <4 x float> poison, float %2, i64 0
  %14 = shufflevector <4 x float> %13, <4 x float> poison, <4 x i32> zeroinitializer
  %15 = shufflevector <2 x float> %1, <2 x float> poison, <4 x i32> zeroinitializer
  br label %320

16:                                               ; preds = %5
  br i1 %6, label %17, label %377

17:                                               ; preds = %16
  %18 = fcmp ogt float %2, 0.000000e+00
  %19 = fneg float %2
  %20 = insertelement <4 x float> poison, float %19, i64 0
  %21 = shufflevector <4 x float> %20, <4 x float> poison, <4 x i32> zeroinitializer
  %22 = insertelement <4 x float> poison, float %2, i64 0
  %23 = shufflevector <4 x float> %22, <4 x float> poison, <4 x i32> zeroinitializer
  %24 = shufflevector <2 x float> %1, <2 x float> poison, <4 x i32> zeroinitializer
  %25 = shufflevector <2 x float> %1, <2 x float> poison, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  br label %305

26:                                               ; preds = %5
  br i1 %6, label %27, label %377

27:                                               ; preds = %26
  %28 = fcmp ogt float %2, 0.000000e+00
  %29 = fneg float %2
  %30 = insertelement <4 x float> poison, float %29, i64 0
  %31 = shufflevector <4 x float> %30, <4 x float> poison, <4 x i32> zeroinitializer
  %32 = insertelement <4 x float> poison, float %2, i64 0
  %33 = shufflevector <4 x float> %32, <4 x float> poison, <4 x i32> zeroinitializer
  %34 = shufflevector <2 x float> %1, <2 x float> poison, <4 x i32> zeroinitializer
  %35 = shufflevector <2 x float> %1, <2 x float> poison, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  br label %247

36:                                               ; preds = %5
  br i1 %6, label %37, label %377

37:                                               ; preds = %36
  %38 = fcmp ogt float %2, 0.000000e+00
  %39 = fneg float %2
  %40 = insertelement <4 x float> poison, float %39, i64 0
  %41 = shufflevector <4 x float> %40, <4 x float> poison, <4 x i32> zeroinitializer
  %42 = insertelement <4 x float> poison, float %2, i64 0
  %43 = shufflevector <4 x float> %42, <4 x float> poison, <4 x i32> zeroinitializer
  %44 = shufflevector <2 x float> %1, <2 x float> poison, <4 x i32> zeroinitializer
  br label %234

45:                                               ; preds = %5
  br i1 %6, label %46, label %377

46:                                               ; preds = %45
  %47 = fcmp ogt float %2, 0.000000e+00
  %48 = fneg float %2
  %49 = insertelement <4 x float> poison, float %48, i64 0
  %50 = shufflevector <4 x float> %49, <4 x float> poison, <4 x i32> zeroinitializer
  %51 = insertelement <4 x float> poison, float %2, i64 0
  %52 = shufflevector <4 x float> %51, <4 x float> poison, <4 x i32> zeroinitializer
  %53 = shufflevector <2 x float> %1, <2 x float> poison, <4 x i32> zeroinitializer
  br label %220

54:                                               ; preds = %5
  br i1 %6, label %55, label %377

55:                                               ; preds = %54
  %56 = fcmp ogt float %2, 0.000000e+00
  %57 = fneg float %2
  %58 = insertelement <4 x float> poison, float %57, i64 0
  %59 = shufflevector <4 x float> %58, <4 x float> poison, <4 x i32> zeroinitializer
  %60 = insertelement <4 x float> poison, float %2, i64 0
  %61 = shufflevector <4 x float> %60, <4 x float> poison, <4 x i32> zeroinitializer
  %62 = shufflevector <2 x float> %1, <2 x float> poison, <4 x i32> zeroinitializer
  %63 = shufflevector <2 x float> %1, <2 x float> poison, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  br label %207

64:                                               ; preds = %5
  br i1 %6, label %65, label %377

65:                                               ; preds = %64
  %66 = fcmp ogt float %2, 0.000000e+00
  %67 = fneg float %2
  %68 = insertelement <4 x float> poison, float %67, i64 0
  %69 = shufflevector <4 x float> %68, <4 x float> poison, <4 x i32> zeroinitializer
  %70 = insertelement <4 x float> poison, float %2, i64 0
  %71 = shufflevector <4 x float> %70, <4 x float> poison, <4 x i32> zeroinitializer
  br label %194

72:                                               ; preds = %5
  br i1 %6, label %73, label %377

73:                                               ; preds = %72
  %74 = fcmp ogt float %2, 0.000000e+00
  %75 = fneg float %2
  %76 = insertelement <4 x float> poison, float %75, i64 0
  %77 = shufflevector <4 x float> %76, <4 x float> poison, <4 x i32> zeroinitializer
  %78 = insertelement <4 x float> poison, float %2, i64 0
  %79 = shufflevector <4 x float> %78, <4 x float> poison, <4 x i32> zeroinitializer
  br label %138

80:                                               ; preds = %5
  br i1 %6, label %81, label %377

81:                                               ; preds = %80
  %82 = fcmp ogt float %2, 0.000000e+00
  %83 = fneg float %2
  %84 = insertelement <4 x float> poison, float %83, i64 0
  %85 = shufflevector <4 x float> %84, <4 x float> poison, <4 x i32> zeroinitializer
  %86 = insertelement <4 x float> poison, float %2, i64 0
  %87 = shufflevector <4 x float> %86, <4 x float> poison, <4 x i32> zeroinitializer
  br label %96

88:                                               ; preds = %5
  br i1 %6, label %89, label %377

89:                                               ; preds = %88
  %90 = fcmp ogt float %2, 0.000000e+00
  %91 = fneg float %2
  %92 = insertelement <4 x float> poison, float %91, i64 0
  %93 = shufflevector <4 x float> %92, <4 x float> poison, <4 x i32> zeroinitializer
  %94 = insertelement <4 x float> poison, float %2, i64 0
  %95 = shufflevector <4 x float> %94, <4 x float> poison, <4 x i32> zeroinitializer
  br label %363

96:                                               ; preds = %81, %103
  %97 = phi i64 [ 0, %81 ], [ %136, %103 ]
  %98 = getelementptr inbounds nuw float, ptr %3, i64 %97
  %99 = load <4 x float>, ptr %98, align 4
  br i1 %82, label %100, label %103

100:                                              ; preds = %96
  %101 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %99, <4 x float> %85)
  %102 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %101, <4 x float> %87)
  br label %103

103:                                              ; preds = %100, %96
  %104 = phi <4 x float> [ %102, %100 ], [ %99, %96 ]
  %105 = fneg <4 x float> %104
  %106 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %105, <4 x float> splat (float 0xC055D33340000000))
  %107 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %106, <4 x float> splat (float 8.800000e+01))
  %108 = fmul <4 x float> %107, splat (float 0x3FF7154760000000)
  %109 = fadd <4 x float> %108, splat (float 0x4168000000000000)
  %110 = fadd <4 x float> %109, splat (float 0xC168000000000000)
  %111 = fmul <4 x float> %110, splat (float 0x3FE6300000000000)
  %112 = fsub <4 x float> %107, %111
  %113 = fmul <4 x float> %110, splat (float 0x3F2BD01060000000)
  %114 = fadd <4 x float> %113, %112
  %115 = fmul <4 x float> %114, splat (float 0x3F2A0D2CE0000000)
  %116 = fadd <4 x float> %115, splat (float 0x3F56E879C0000000)
  %117 = fmul <4 x float> %114, %116
  %118 = fadd <4 x float> %117, splat (float 0x3F81112100000000)
  %119 = fmul <4 x float> %114, %118
  %120 = fadd <4 x float> %119, splat (float 0x3FA5553820000000)
  %121 = fmul <4 x float> %114, %120
  %122 = fadd <4 x float> %121, splat (float 0x3FC5555540000000)
  %123 = fmul <4 x float> %114, %122
  %124 = fadd <4 x float> %123, splat (float 5.000000e-01)
  %125 = fmul <4 x float> %114, %114
  %126 = fadd <4 x float> %114, splat (float 1.000000e+00)
  %127 = fmul <4 x float> %125, %124
  %128 = fadd <4 x float> %126, %127
  %129 = fptosi <4 x float> %110 to <4 x i32>
  %130 = shl <4 x i32> %129, splat (i32 23)
  %131 = add <4 x i32> %130, splat (i32 1065353216)
  %132 = bitcast <4 x i32> %131 to <4 x float>
  %133 = fmul <4 x float> %128, %132
  %134 = fadd <4 x float> %133, splat (float 1.000000e+00)
  %135 = fdiv <4 x float> splat (float 1.000000e+00), %134
  store <4 x float> %135, ptr %98, align 4
  %136 = add nuw nsw i64 %97, 4
  %137 = icmp slt i64 %136, %4
  br i1 %137, label %96, label %377

138:                                              ; preds = %73, %145
  %139 = phi i64 [ 0, %73 ], [ %192, %145 ]
  %140 = getelementptr inbounds nuw float, ptr %3, i64 %139
  %141 = load <4 x float>, ptr %140, align 4
  br i1 %74, label %142, label %145

142:                                              ; preds = %138
  %143 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %141, <4 x float> %77)
  %144 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %143, <4 x float> %79)
  br label %145

145:                                              ; preds = %142, %138
  %146 = phi <4 x float> [ %144, %142 ], [ %141, %138 ]
  %147 = fmul <4 x float> %146, %146
  %148 = fmul <4 x float> %147, splat (float 0x3F9664F480000000)
  %149 = fadd <4 x float> %148, splat (float 0xBFABA1BA20000000)
  %150 = fmul <4 x float> %147, %149
  %151 = fadd <4 x float> %150, splat (float 0x3FC1111120000000)
  %152 = fmul <4 x float> %147, %151
  %153 = fadd <4 x float> %152, splat (float 0xBFD5555560000000)
  %154 = fmul <4 x float> %147, %153
  %155 = fmul <4 x float> %146, %154
  %156 = fadd <4 x float> %146, %155
  %157 = fmul <4 x float> %146, splat (float 2.000000e+00)
  %158 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %157, <4 x float> splat (float 0xC055D33340000000))
  %159 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %158, <4 x float> splat (float 8.800000e+01))
  %160 = fmul <4 x float> %159, splat (float 0x3FF7154760000000)
  %161 = fadd <4 x float> %160, splat (float 0x4168000000000000)
  %162 = fadd <4 x float> %161, splat (float 0xC168000000000000)
  %163 = fmul <4 x float> %162, splat (float 0x3FE6300000000000)
  %164 = fsub <4 x float> %159, %163
  %165 = fmul <4 x float> %162, splat (float 0x3F2BD01060000000)
  %166 = fadd <4 x float> %165, %164
  %167 = fmul <4 x float> %166, splat (float 0x3F2A0D2CE0000000)
  %168 = fadd <4 x float> %167, splat (float 0x3F56E879C0000000)
  %169 = fmul <4 x float> %166, %168
  %170 = fadd <4 x float> %169, splat (float 0x3F81112100000000)
  %171 = fmul <4 x float> %166, %170
  %172 = fadd <4 x float> %171, splat (float 0x3FA5553820000000)
  %173 = fmul <4 x float> %166, %172
  %174 = fadd <4 x float> %173, splat (float 0x3FC5555540000000)
  %175 = fmul <4 x float> %166, %174
  %176 = fadd <4 x float> %175, splat (float 5.000000e-01)
  %177 = fmul <4 x float> %166, %166
  %178 = fadd <4 x float> %166, splat (float 1.000000e+00)
  %179 = fmul <4 x float> %177, %176
  %180 = fadd <4 x float> %178, %179
  %181 = fptosi <4 x float> %162 to <4 x i32>
  %182 = shl <4 x i32> %181, splat (i32 23)
  %183 = add <4 x i32> %182, splat (i32 1065353216)
  %184 = bitcast <4 x i32> %183 to <4 x float>
  %185 = fmul <4 x float> %180, %184
  %186 = fadd <4 x float> %185, splat (float 1.000000e+00)
  %187 = fdiv <4 x float> splat (float 2.000000e+00), %186
  %188 = fsub <4 x float> splat (float 1.000000e+00), %187
  %189 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %146)
  %190 = fcmp uge <4 x float> %189, splat (float 0x3FD3333340000000)
  %191 = select <4 x i1> %190, <4 x float> %188, <4 x float> %156
  store <4 x float> %191, ptr %140, align 4
  %192 = add nuw nsw i64 %139, 4
  %193 = icmp slt i64 %192, %4
  br i1 %193, label %138, label %377

194:                                              ; preds = %65, %201
  %195 = phi i64 [ 0, %65 ], [ %205, %201 ]
  %196 = getelementptr inbounds nuw float, ptr %3, i64 %195
  %197 = load <4 x float>, ptr %196, align 4
  br i1 %66, label %198, label %201

198:                                              ; preds = %194
  %199 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %197, <4 x float> %69)
  %200 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %199, <4 x float> %71)
  br label %201

201:                                              ; preds = %198, %194
  %202 = phi <4 x float> [ %200, %198 ], [ %197, %194 ]
  %203 = fcmp olt <4 x float> %202, zeroinitializer
  %204 = select <4 x i1> %203, <4 x float> zeroinitializer, <4 x float> %202
  store <4 x float> %204, ptr %196, align 4
  %205 = add nuw nsw i64 %195, 4
  %206 = icmp slt i64 %205, %4
  br i1 %206, label %194, label %377

207:                                              ; preds = %55, %214
  %208 = phi i64 [ 0, %55 ], [ %218, %214 ]
  %209 = getelementptr inbounds nuw float, ptr %3, i64 %208
  %210 = load <4 x float>, ptr %209, align 4
  br i1 %56, label %211, label %214

211:                                              ; preds = %207
  %212 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %210, <4 x float> %59)
  %213 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %212, <4 x float> %61)
  br label %214

214:                                              ; preds = %211, %207
  %215 = phi <4 x float> [ %213, %211 ], [ %210, %207 ]
  %216 = fmul <4 x float> %62, %215
  %217 = fadd <4 x float> %63, %216
  store <4 x float> %217, ptr %209, align 4
  %218 = add nuw nsw i64 %208, 4
  %219 = icmp slt i64 %218, %4
  br i1 %219, label %207, label %377

220:                                              ; preds = %46, %227
  %221 = phi i64 [ 0, %46 ], [ %232, %227 ]
  %222 = getelementptr inbounds nuw float, ptr %3, i64 %221
  %223 = load <4 x float>, ptr %222, align 4
  br i1 %47, label %224, label %227

224:                                              ; preds = %220
  %225 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %223, <4 x float> %50)
  %226 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %225, <4 x float> %52)
  br label %227

227:                                              ; preds = %224, %220
  %228 = phi <4 x float> [ %226, %224 ], [ %223, %220 ]
  %229 = fcmp uge <4 x float> %228, zeroinitializer
  %230 = fmul <4 x float> %53, %228
  %231 = select <4 x i1> %229, <4 x float> %228, <4 x float> %230
  store <4 x float> %231, ptr %222, align 4
  %232 = add nuw nsw i64 %221, 4
  %233 = icmp slt i64 %232, %4
  br i1 %233, label %220, label %377

234:                                              ; preds = %37, %241
  %235 = phi i64 [ 0, %37 ], [ %245, %241 ]
  %236 = getelementptr inbounds nuw float, ptr %3, i64 %235
  %237 = load <4 x float>, ptr %236, align 4
  br i1 %38, label %238, label %241

238:                                              ; preds = %234
  %239 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %237, <4 x float> %41)
  %240 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %239, <4 x float> %43)
  br label %241

241:                                              ; preds = %238, %234
  %242 = phi <4 x float> [ %240, %238 ], [ %237, %234 ]
  %243 = fcmp ogt <4 x float> %242, %44
  %244 = select <4 x i1> %243, <4 x float> %242, <4 x float> zeroinitializer
  store <4 x float> %244, ptr %236, align 4
  %245 = add nuw nsw i64 %235, 4
  %246 = icmp slt i64 %245, %4
  br i1 %246, label %234, label %377

247:                                              ; preds = %27, %254
  %248 = phi i64 [ 0, %27 ], [ %303, %254 ]
  %249 = getelementptr inbounds nuw float, ptr %3, i64 %248
  %250 = load <4 x float>, ptr %249, align 4
  br i1 %28, label %251, label %254

251:                                              ; preds = %247
  %252 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %250, <4 x float> %31)
  %253 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %252, <4 x float> %33)
  br label %254

254:                                              ; preds = %251, %247
  %255 = phi <4 x float> [ %253, %251 ], [ %250, %247 ]
  %256 = fmul <4 x float> %35, %255
  %257 = fmul <4 x float> %256, %256
  %258 = fmul <4 x float> %257, splat (float 0x3F9664F480000000)
  %259 = fadd <4 x float> %258, splat (float 0xBFABA1BA20000000)
  %260 = fmul <4 x float> %257, %259
  %261 = fadd <4 x float> %260, splat (float 0x3FC1111120000000)
  %262 = fmul <4 x float> %257, %261
  %263 = fadd <4 x float> %262, splat (float 0xBFD5555560000000)
  %264 = fmul <4 x float> %257, %263
  %265 = fmul <4 x float> %256, %264
  %266 = fadd <4 x float> %256, %265
  %267 = fmul <4 x float> %256, splat (float 2.000000e+00)
  %268 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %267, <4 x float> splat (float 0xC055D33340000000))
  %269 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %268, <4 x float> splat (float 8.800000e+01))
  %270 = fmul <4 x float> %269, splat (float 0x3FF7154760000000)
  %271 = fadd <4 x float> %270, splat (float 0x4168000000000000)
  %272 = fadd <4 x float> %271, splat (float 0xC168000000000000)
  %273 = fmul <4 x float> %272, splat (float 0x3FE6300000000000)
  %274 = fsub <4 x float> %269, %273
  %275 = fmul <4 x float> %272, splat (float 0x3F2BD01060000000)
  %276 = fadd <4 x float> %275, %274
  %277 = fmul <4 x float> %276, splat (float 0x3F2A0D2CE0000000)
  %278 = fadd <4 x float> %277, splat (float 0x3F56E879C0000000)
  %279 = fmul <4 x float> %276, %278
  %280 = fadd <4 x float> %279, splat (float 0x3F81112100000000)
  %281 = fmul <4 x float> %276, %280
  %282 = fadd <4 x float> %281, splat (float 0x3FA5553820000000)
  %283 = fmul <4 x float> %276, %282
  %284 = fadd <4 x float> %283, splat (float 0x3FC5555540000000)
  %285 = fmul <4 x float> %276, %284
  %286 = fadd <4 x float> %285, splat (float 5.000000e-01)
  %287 = fmul <4 x float> %276, %276
  %288 = fadd <4 x float> %276, splat (float 1.000000e+00)
  %289 = fmul <4 x float> %287, %286
  %290 = fadd <4 x float> %288, %289
  %291 = fptosi <4 x float> %272 to <4 x i32>
  %292 = shl <4 x i32> %291, splat (i32 23)
  %293 = add <4 x i32> %292, splat (i32 1065353216)
  %294 = bitcast <4 x i32> %293 to <4 x float>
  %295 = fmul <4 x float> %290, %294
  %296 = fadd <4 x float> %295, splat (float 1.000000e+00)
  %297 = fdiv <4 x float> splat (float 2.000000e+00), %296
  %298 = fsub <4 x float> splat (float 1.000000e+00), %297
  %299 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %256)
  %300 = fcmp uge <4 x float> %299, splat (float 0x3FD3333340000000)
  %301 = select <4 x i1> %300, <4 x float> %298, <4 x float> %266
  %302 = fmul <4 x float> %34, %301
  store <4 x float> %302, ptr %249, align 4
  %303 = add nuw nsw i64 %248, 4
  %304 = icmp slt i64 %303, %4
  br i1 %304, label %247, label %377

305:                                              ; preds = %17, %312
  %306 = phi i64 [ 0, %17 ], [ %318, %312 ]
  %307 = getelementptr inbounds nuw float, ptr %3, i64 %306
  %308 = load <4 x float>, ptr %307, align 4
  br i1 %18, label %309, label %312

309:                                              ; preds = %305
  %310 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %308, <4 x float> %21)
  %311 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %310, <4 x float> %23)
  br label %312

312:                                              ; preds = %309, %305
  %313 = phi <4 x float> [ %311, %309 ], [ %308, %305 ]
  %314 = fmul <4 x float> %24, %313
  %315 = fadd <4 x float> %25, %314
  %316 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %315, <4 x float> zeroinitializer)
  %317 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %316, <4 x float> splat (float 1.000000e+00))
  store <4 x float> %317, ptr %307, align 4
  %318 = add nuw nsw i64 %306, 4
  %319 = icmp slt i64 %318, %4
  br i1 %319, label %305, label %377

320:                                              ; preds = %8, %327
  %321 = phi i64 [ 0, %8 ], [ %361, %327 ]
  %322 = getelementptr inbounds nuw float, ptr %3, i64 %321
  %323 = load <4 x float>, ptr %322, align 4
  br i1 %9, label %324, label %327

324:                                              ; preds = %320
  %325 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %323, <4 x float> %12)
  %326 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %325, <4 x float> %14)
  br label %327

327:                                              ; preds = %324, %320
  %328 = phi <4 x float> [ %326, %324 ], [ %323, %320 ]
  %329 = fcmp uge <4 x float> %328, zeroinitializer
  %330 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %328, <4 x float> splat (float 0xC055D33340000000))
  %331 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %330, <4 x float> splat (float 8.800000e+01))
  %332 = fmul <4 x float> %331, splat (float 0x3FF7154760000000)
  %333 = fadd <4 x float> %332, splat (float 0x4168000000000000)
  %334 = fadd <4 x float> %333, splat (float 0xC168000000000000)
  %335 = fmul <4 x float> %334, splat (float 0x3FE6300000000000)
  %336 = fsub <4 x float> %331, %335
  %337 = fmul <4 x float> %334, splat (float 0x3F2BD01060000000)
  %338 = fadd <4 x float> %337, %336
  %339 = fmul <4 x float> %338, splat (float 0x3F2A0D2CE0000000)
  %340 = fadd <4 x float> %339, splat (float 0x3F56E879C0000000)
  %341 = fmul <4 x float> %338, %340
  %342 = fadd <4 x float> %341, splat (float 0x3F81112100000000)
  %343 = fmul <4 x float> %338, %342
  %344 = fadd <4 x float> %343, splat (float 0x3FA5553820000000)
  %345 = fmul <4 x float> %338, %344
  %346 = fadd <4 x float> %345, splat (float 0x3FC5555540000000)
  %347 = fmul <4 x float> %338, %346
  %348 = fadd <4 x float> %347, splat (float 5.000000e-01)
  %349 = fmul <4 x float> %338, %338
  %350 = fadd <4 x float> %338, splat (float 1.000000e+00)
  %351 = fmul <4 x float> %349, %348
  %352 = fadd <4 x float> %350, %351
  %353 = fptosi <4 x float> %334 to <4 x i32>
  %354 = shl <4 x i32> %353, splat (i32 23)
  %355 = add <4 x i32> %354, splat (i32 1065353216)
  %356 = bitcast <4 x i32> %355 to <4 x float>
  %357 = fmul <4 x float> %352, %356
  %358 = fadd <4 x float> %357, splat (float -1.000000e+00)
  %359 = fmul <4 x float> %15, %358
  %360 = select <4 x i1> %329, <4 x float> %328, <4 x float> %359
  store <4 x float> %360, ptr %322, align 4
  %361 = add nuw nsw i64 %321, 4
  %362 = icmp slt i64 %361, %4
  br i1 %362, label %320, label %377

363:                                              ; preds = %89, %370
  %364 = phi i64 [ 0, %89 ], [ %375, %370 ]
  %365 = getelementptr inbounds nuw float, ptr %3, i64 %364
  %366 = load <4 x float>, ptr %365, align 4
  br i1 %90, label %367, label %370

367:                                              ; preds = %363
  %368 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %366, <4 x float> %93)
  %369 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %368, <4 x float> %95)
  br label %370

370:                                              ; preds = %367, %363
  %371 = phi <4 x float> [ %369, %367 ], [ %366, %363 ]
  %372 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %371)
  %373 = fadd <4 x float> %372, splat (float 1.000000e+00)
  %374 = fdiv <4 x float> %371, %373
  store <4 x float> %374, ptr %365, align 4
  %375 = add nuw nsw i64 %364, 4
  %376 = icmp slt i64 %375, %4
  br i1 %376, label %363, label %377

377:                                              ; preds = %327, %312, %254, %241, %227, %214, %201, %145, %103, %370, %7, %16, %26, %36, %45, %54, %64, %72, %80, %88
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr noundef captures(none)) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.maxnum.v4f32(<4 x float>, <4 x float>)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.minnum.v4f32(<4 x float>, <4 x float>)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
