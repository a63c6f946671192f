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
  br i1 %554, label %439, label %2723

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

962:                                              ; preds = %2657, %585
  %963 = phi i64 [ 0, %585 ], [ %2658, %2657 ]
  %964 = xor i64 %963, -1
  br label %974

965:                                              ; preds = %2657, %578
  %966 = icmp eq i64 %36, 1
  %967 = mul nsw i64 %47, %30
  %968 = icmp eq i64 %8, 0
  %969 = icmp eq i64 %9, 0
  br label %2724

970:                                              ; preds = %1023
  %971 = trunc i64 %963 to i32
  %972 = and i32 %971, 1
  call fastcc void @products(ptr noundef %580, ptr noundef %581, i64 noundef %1024, ptr noundef %117, i64 noundef %32, i64 noundef %107, i64 noundef %601, i32 noundef %972)
  %973 = icmp sgt i64 %1024, 0
  br i1 %973, label %1028, label %1027

974:                                              ; preds = %962, %1023
  %975 = phi i64 [ 0, %962 ], [ %1024, %1023 ]
  %976 = phi i64 [ 0, %962 ], [ %1025, %1023 ]
  %977 = getelementptr inbounds nuw %struct.rowstate, ptr %553, i64 %976
  %978 = getelementptr inbounds nuw i8, ptr %977, i64 32
  %979 = load i64, ptr %978, align 8
  %980 = icmp slt i64 %963, %979
  br i1 %980, label %981, label %1023

981:                                              ; preds = %974
  %982 = add nsw i64 %976, %49
  %983 = add i64 %979, %964
  %984 = select i1 %65, i64 %983, i64 %963
  %985 = getelementptr inbounds nuw i8, ptr %977, i64 40
  br i1 %591, label %986, label %991

986:                                              ; preds = %981
  %987 = mul nsw i64 %982, %28
  %988 = add nsw i64 %984, %987
  %989 = mul i64 %592, %988
  %990 = getelementptr float, ptr %593, i64 %989
  store ptr %990, ptr %985, align 8
  br i1 %594, label %1008, label %996

991:                                              ; preds = %981
  %992 = mul nsw i64 %984, %30
  %993 = add nsw i64 %992, %982
  %994 = mul i64 %592, %993
  %995 = getelementptr float, ptr %593, i64 %994
  store ptr %995, ptr %985, align 8
  br i1 %594, label %1008, label %999

996:                                              ; preds = %986
  %997 = mul nsw i64 %988, %34
  %998 = add nsw i64 %997, %47
  br label %1004

999:                                              ; preds = %991
  %1000 = mul nsw i64 %984, %34
  %1001 = add nsw i64 %1000, %47
  %1002 = mul nsw i64 %1001, %30
  %1003 = add nsw i64 %1002, %982
  br label %1004

1004:                                             ; preds = %999, %996
  %1005 = phi i64 [ %998, %996 ], [ %1003, %999 ]
  %1006 = mul nsw i64 %1005, %32
  %1007 = getelementptr inbounds float, ptr %21, i64 %1006
  br label %1008

1008:                                             ; preds = %991, %986, %1004
  %1009 = phi ptr [ %1007, %1004 ], [ null, %986 ], [ null, %991 ]
  %1010 = getelementptr inbounds nuw i8, ptr %977, i64 48
  store ptr %1009, ptr %1010, align 8
  %1011 = getelementptr inbounds ptr, ptr %579, i64 %975
  store ptr %977, ptr %1011, align 8
  %1012 = load ptr, ptr %977, align 8
  %1013 = getelementptr inbounds ptr, ptr %580, i64 %975
  store ptr %1012, ptr %1013, align 8
  %1014 = getelementptr inbounds nuw i8, ptr %977, i64 16
  %1015 = load ptr, ptr %1014, align 8
  %1016 = getelementptr inbounds ptr, ptr %581, i64 %975
  store ptr %1015, ptr %1016, align 8
  %1017 = getelementptr inbounds nuw i8, ptr %977, i64 24
  %1018 = load ptr, ptr %1017, align 8
  %1019 = getelementptr inbounds ptr, ptr %582, i64 %975
  store ptr %1018, ptr %1019, align 8
  %1020 = getelementptr inbounds i8, ptr %1015, i64 %595
  %1021 = getelementptr inbounds ptr, ptr %583, i64 %975
  store ptr %1020, ptr %1021, align 8
  %1022 = add nsw i64 %975, 1
  br label %1023

1023:                                             ; preds = %974, %1008
  %1024 = phi i64 [ %1022, %1008 ], [ %975, %974 ]
  %1025 = add nuw nsw i64 %976, 1
  %1026 = icmp slt i64 %1025, %52
  br i1 %1026, label %974, label %970

1027:                                             ; preds = %2464, %970
  br i1 %598, label %2656, label %2467

1028:                                             ; preds = %970, %2464
  %1029 = phi i64 [ %2465, %2464 ], [ 0, %970 ]
  %1030 = getelementptr inbounds nuw ptr, ptr %579, i64 %1029
  %1031 = load ptr, ptr %1030, align 8
  %1032 = getelementptr inbounds nuw i8, ptr %1031, i64 40
  %1033 = load ptr, ptr %1032, align 8
  %1034 = getelementptr inbounds nuw i8, ptr %1031, i64 16
  %1035 = load ptr, ptr %1034, align 8
  %1036 = ptrtoint ptr %1035 to i64
  %1037 = load ptr, ptr %1031, align 8
  %1038 = ptrtoint ptr %1037 to i64
  %1039 = getelementptr inbounds nuw i8, ptr %1031, i64 8
  %1040 = load ptr, ptr %1039, align 8
  br i1 %596, label %1041, label %1180

1041:                                             ; preds = %1028
  br i1 %123, label %1042, label %1103

1042:                                             ; preds = %1041
  br i1 %854, label %1084, label %1043

1043:                                             ; preds = %1042
  %1044 = getelementptr i8, ptr %1035, i64 %629
  %1045 = getelementptr i8, ptr %1033, i64 %629
  %1046 = icmp ult ptr %1035, %1045
  %1047 = icmp ult ptr %1033, %1044
  %1048 = and i1 %1046, %1047
  %1049 = icmp ult ptr %1035, %635
  %1050 = icmp ult ptr %170, %1044
  %1051 = and i1 %1049, %1050
  %1052 = or i1 %1048, %1051
  %1053 = icmp ult ptr %1035, %639
  %1054 = icmp ult ptr %169, %1044
  %1055 = and i1 %1053, %1054
  %1056 = or i1 %1052, %1055
  br i1 %1056, label %1084, label %1057

1057:                                             ; preds = %1043, %1057
  %1058 = phi i64 [ %1081, %1057 ], [ 0, %1043 ]
  %1059 = getelementptr inbounds nuw float, ptr %1033, i64 %1058
  %1060 = getelementptr inbounds nuw i8, ptr %1059, i64 16
  %1061 = load <4 x float>, ptr %1059, align 4
  %1062 = load <4 x float>, ptr %1060, align 4
  %1063 = getelementptr inbounds nuw float, ptr %169, i64 %1058
  %1064 = getelementptr inbounds nuw i8, ptr %1063, i64 16
  %1065 = load <4 x float>, ptr %1063, align 4
  %1066 = load <4 x float>, ptr %1064, align 4
  %1067 = fadd <4 x float> %1061, %1065
  %1068 = fadd <4 x float> %1062, %1066
  %1069 = getelementptr inbounds nuw float, ptr %170, i64 %1058
  %1070 = getelementptr inbounds nuw i8, ptr %1069, i64 16
  %1071 = load <4 x float>, ptr %1069, align 4
  %1072 = load <4 x float>, ptr %1070, align 4
  %1073 = fadd <4 x float> %1067, %1071
  %1074 = fadd <4 x float> %1068, %1072
  %1075 = getelementptr inbounds nuw float, ptr %1035, i64 %1058
  %1076 = getelementptr inbounds nuw i8, ptr %1075, i64 16
  %1077 = load <4 x float>, ptr %1075, align 4
  %1078 = load <4 x float>, ptr %1076, align 4
  %1079 = fadd <4 x float> %1073, %1077
  %1080 = fadd <4 x float> %1074, %1078
  store <4 x float> %1079, ptr %1075, align 4
  store <4 x float> %1080, ptr %1076, align 4
  %1081 = add nuw i64 %1058, 8
  %1082 = icmp eq i64 %1081, %855
  br i1 %1082, label %1083, label %1057

1083:                                             ; preds = %1057
  br i1 %856, label %1104, label %1084

1084:                                             ; preds = %1043, %1042, %1083
  %1085 = phi i64 [ 0, %1043 ], [ 0, %1042 ], [ %855, %1083 ]
  %1086 = or disjoint i64 %1085, 1
  br i1 %858, label %1100, label %1087

1087:                                             ; preds = %1084
  %1088 = getelementptr inbounds nuw float, ptr %1033, i64 %1085
  %1089 = load float, ptr %1088, align 4
  %1090 = getelementptr inbounds nuw float, ptr %169, i64 %1085
  %1091 = load float, ptr %1090, align 4
  %1092 = fadd float %1089, %1091
  %1093 = getelementptr inbounds nuw float, ptr %170, i64 %1085
  %1094 = load float, ptr %1093, align 4
  %1095 = fadd float %1092, %1094
  %1096 = getelementptr inbounds nuw float, ptr %1035, i64 %1085
  %1097 = load float, ptr %1096, align 4
  %1098 = fadd float %1095, %1097
  store float %1098, ptr %1096, align 4
  %1099 = or disjoint i64 %1085, 1
  br label %1100

1100:                                             ; preds = %1087, %1084
  %1101 = phi i64 [ %1085, %1084 ], [ %1099, %1087 ]
  %1102 = icmp eq i64 %32, %1086
  br i1 %1102, label %1104, label %1134

1103:                                             ; preds = %1041
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1035, i64 noundef %106)
  br label %2464

1104:                                             ; preds = %1100, %1134, %1083
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1035, i64 noundef %106)
  %1105 = sub i64 %1038, %1036
  %1106 = icmp ult i64 %1105, 32
  %1107 = select i1 %859, i1 true, i1 %1106
  br i1 %1107, label %1119, label %1108

1108:                                             ; preds = %1104, %1108
  %1109 = phi i64 [ %1116, %1108 ], [ 0, %1104 ]
  %1110 = getelementptr inbounds nuw float, ptr %1035, i64 %1109
  %1111 = getelementptr inbounds nuw i8, ptr %1110, i64 16
  %1112 = load <4 x float>, ptr %1110, align 4
  %1113 = load <4 x float>, ptr %1111, align 4
  %1114 = getelementptr inbounds nuw float, ptr %1037, i64 %1109
  %1115 = getelementptr inbounds nuw i8, ptr %1114, i64 16
  store <4 x float> %1112, ptr %1114, align 4
  store <4 x float> %1113, ptr %1115, align 4
  %1116 = add nuw i64 %1109, 8
  %1117 = icmp eq i64 %1116, %860
  br i1 %1117, label %1118, label %1108

1118:                                             ; preds = %1108
  br i1 %861, label %2464, label %1119

1119:                                             ; preds = %1104, %1118
  %1120 = phi i64 [ 0, %1104 ], [ %860, %1118 ]
  br i1 %863, label %1130, label %1121

1121:                                             ; preds = %1119, %1121
  %1122 = phi i64 [ %1127, %1121 ], [ %1120, %1119 ]
  %1123 = phi i64 [ %1128, %1121 ], [ 0, %1119 ]
  %1124 = getelementptr inbounds nuw float, ptr %1035, i64 %1122
  %1125 = load float, ptr %1124, align 4
  %1126 = getelementptr inbounds nuw float, ptr %1037, i64 %1122
  store float %1125, ptr %1126, align 4
  %1127 = add nuw nsw i64 %1122, 1
  %1128 = add i64 %1123, 1
  %1129 = icmp eq i64 %1128, %862
  br i1 %1129, label %1130, label %1121

1130:                                             ; preds = %1121, %1119
  %1131 = phi i64 [ %1120, %1119 ], [ %1127, %1121 ]
  %1132 = sub nsw i64 %1120, %32
  %1133 = icmp ugt i64 %1132, -4
  br i1 %1133, label %2464, label %1161

1134:                                             ; preds = %1100, %1134
  %1135 = phi i64 [ %1159, %1134 ], [ %1101, %1100 ]
  %1136 = getelementptr inbounds nuw float, ptr %1033, i64 %1135
  %1137 = load float, ptr %1136, align 4
  %1138 = getelementptr inbounds nuw float, ptr %169, i64 %1135
  %1139 = load float, ptr %1138, align 4
  %1140 = fadd float %1137, %1139
  %1141 = getelementptr inbounds nuw float, ptr %170, i64 %1135
  %1142 = load float, ptr %1141, align 4
  %1143 = fadd float %1140, %1142
  %1144 = getelementptr inbounds nuw float, ptr %1035, i64 %1135
  %1145 = load float, ptr %1144, align 4
  %1146 = fadd float %1143, %1145
  store float %1146, ptr %1144, align 4
  %1147 = add nuw nsw i64 %1135, 1
  %1148 = getelementptr inbounds nuw float, ptr %1033, i64 %1147
  %1149 = load float, ptr %1148, align 4
  %1150 = getelementptr inbounds nuw float, ptr %169, i64 %1147
  %1151 = load float, ptr %1150, align 4
  %1152 = fadd float %1149, %1151
  %1153 = getelementptr inbounds nuw float, ptr %170, i64 %1147
  %1154 = load float, ptr %1153, align 4
  %1155 = fadd float %1152, %1154
  %1156 = getelementptr inbounds nuw float, ptr %1035, i64 %1147
  %1157 = load float, ptr %1156, align 4
  %1158 = fadd float %1155, %1157
  store float %1158, ptr %1156, align 4
  %1159 = add nuw nsw i64 %1135, 2
  %1160 = icmp eq i64 %1159, %32
  br i1 %1160, label %1104, label %1134

1161:                                             ; preds = %1130, %1161
  %1162 = phi i64 [ %1178, %1161 ], [ %1131, %1130 ]
  %1163 = getelementptr inbounds nuw float, ptr %1035, i64 %1162
  %1164 = load float, ptr %1163, align 4
  %1165 = getelementptr inbounds nuw float, ptr %1037, i64 %1162
  store float %1164, ptr %1165, align 4
  %1166 = add nuw nsw i64 %1162, 1
  %1167 = getelementptr inbounds nuw float, ptr %1035, i64 %1166
  %1168 = load float, ptr %1167, align 4
  %1169 = getelementptr inbounds nuw float, ptr %1037, i64 %1166
  store float %1168, ptr %1169, align 4
  %1170 = add nuw nsw i64 %1162, 2
  %1171 = getelementptr inbounds nuw float, ptr %1035, i64 %1170
  %1172 = load float, ptr %1171, align 4
  %1173 = getelementptr inbounds nuw float, ptr %1037, i64 %1170
  store float %1172, ptr %1173, align 4
  %1174 = add nuw nsw i64 %1162, 3
  %1175 = getelementptr inbounds nuw float, ptr %1035, i64 %1174
  %1176 = load float, ptr %1175, align 4
  %1177 = getelementptr inbounds nuw float, ptr %1037, i64 %1174
  store float %1176, ptr %1177, align 4
  %1178 = add nuw nsw i64 %1162, 4
  %1179 = icmp eq i64 %1178, %32
  br i1 %1179, label %2464, label %1161

1180:                                             ; preds = %1028
  br i1 %37, label %1181, label %1818

1181:                                             ; preds = %1180
  br i1 %123, label %1182, label %1243

1182:                                             ; preds = %1181
  br i1 %818, label %1224, label %1183

1183:                                             ; preds = %1182
  %1184 = getelementptr i8, ptr %1035, i64 %698
  %1185 = getelementptr i8, ptr %1033, i64 %698
  %1186 = icmp ult ptr %1035, %1185
  %1187 = icmp ult ptr %1033, %1184
  %1188 = and i1 %1186, %1187
  %1189 = icmp ult ptr %1035, %704
  %1190 = icmp ult ptr %170, %1184
  %1191 = and i1 %1189, %1190
  %1192 = or i1 %1188, %1191
  %1193 = icmp ult ptr %1035, %708
  %1194 = icmp ult ptr %169, %1184
  %1195 = and i1 %1193, %1194
  %1196 = or i1 %1192, %1195
  br i1 %1196, label %1224, label %1197

1197:                                             ; preds = %1183, %1197
  %1198 = phi i64 [ %1221, %1197 ], [ 0, %1183 ]
  %1199 = getelementptr inbounds nuw float, ptr %1033, i64 %1198
  %1200 = getelementptr inbounds nuw i8, ptr %1199, i64 16
  %1201 = load <4 x float>, ptr %1199, align 4
  %1202 = load <4 x float>, ptr %1200, align 4
  %1203 = getelementptr inbounds nuw float, ptr %169, i64 %1198
  %1204 = getelementptr inbounds nuw i8, ptr %1203, i64 16
  %1205 = load <4 x float>, ptr %1203, align 4
  %1206 = load <4 x float>, ptr %1204, align 4
  %1207 = fadd <4 x float> %1201, %1205
  %1208 = fadd <4 x float> %1202, %1206
  %1209 = getelementptr inbounds nuw float, ptr %170, i64 %1198
  %1210 = getelementptr inbounds nuw i8, ptr %1209, i64 16
  %1211 = load <4 x float>, ptr %1209, align 4
  %1212 = load <4 x float>, ptr %1210, align 4
  %1213 = fadd <4 x float> %1207, %1211
  %1214 = fadd <4 x float> %1208, %1212
  %1215 = getelementptr inbounds nuw float, ptr %1035, i64 %1198
  %1216 = getelementptr inbounds nuw i8, ptr %1215, i64 16
  %1217 = load <4 x float>, ptr %1215, align 4
  %1218 = load <4 x float>, ptr %1216, align 4
  %1219 = fadd <4 x float> %1213, %1217
  %1220 = fadd <4 x float> %1214, %1218
  store <4 x float> %1219, ptr %1215, align 4
  store <4 x float> %1220, ptr %1216, align 4
  %1221 = add nuw i64 %1198, 8
  %1222 = icmp eq i64 %1221, %819
  br i1 %1222, label %1223, label %1197

1223:                                             ; preds = %1197
  br i1 %820, label %1245, label %1224

1224:                                             ; preds = %1183, %1182, %1223
  %1225 = phi i64 [ 0, %1183 ], [ 0, %1182 ], [ %819, %1223 ]
  %1226 = or disjoint i64 %1225, 1
  br i1 %822, label %1240, label %1227

1227:                                             ; preds = %1224
  %1228 = getelementptr inbounds nuw float, ptr %1033, i64 %1225
  %1229 = load float, ptr %1228, align 4
  %1230 = getelementptr inbounds nuw float, ptr %169, i64 %1225
  %1231 = load float, ptr %1230, align 4
  %1232 = fadd float %1229, %1231
  %1233 = getelementptr inbounds nuw float, ptr %170, i64 %1225
  %1234 = load float, ptr %1233, align 4
  %1235 = fadd float %1232, %1234
  %1236 = getelementptr inbounds nuw float, ptr %1035, i64 %1225
  %1237 = load float, ptr %1236, align 4
  %1238 = fadd float %1235, %1237
  store float %1238, ptr %1236, align 4
  %1239 = or disjoint i64 %1225, 1
  br label %1240

1240:                                             ; preds = %1227, %1224
  %1241 = phi i64 [ %1225, %1224 ], [ %1239, %1227 ]
  %1242 = icmp eq i64 %32, %1226
  br i1 %1242, label %1245, label %1311

1243:                                             ; preds = %1181
  %1244 = getelementptr inbounds float, ptr %1035, i64 %599
  br label %1632

1245:                                             ; preds = %1240, %1311, %1223
  %1246 = getelementptr float, ptr %1033, i64 %32
  br i1 %823, label %1291, label %1247

1247:                                             ; preds = %1245
  %1248 = getelementptr i8, ptr %1035, i64 %681
  %1249 = getelementptr i8, ptr %1035, i64 %681
  %1250 = getelementptr i8, ptr %1249, i64 %682
  %1251 = getelementptr i8, ptr %1033, i64 %602
  %1252 = icmp ult ptr %1248, %1251
  %1253 = icmp ult ptr %1246, %1250
  %1254 = and i1 %1252, %1253
  %1255 = icmp ult ptr %1248, %690
  %1256 = icmp ult ptr %688, %1250
  %1257 = and i1 %1255, %1256
  %1258 = or i1 %1254, %1257
  %1259 = icmp ult ptr %1248, %697
  %1260 = icmp ult ptr %695, %1250
  %1261 = and i1 %1259, %1260
  %1262 = or i1 %1258, %1261
  br i1 %1262, label %1291, label %1263

1263:                                             ; preds = %1247, %1263
  %1264 = phi i64 [ %1288, %1263 ], [ 0, %1247 ]
  %1265 = getelementptr float, ptr %1246, i64 %1264
  %1266 = getelementptr i8, ptr %1265, i64 16
  %1267 = load <4 x float>, ptr %1265, align 4
  %1268 = load <4 x float>, ptr %1266, align 4
  %1269 = add nuw nsw i64 %1264, %106
  %1270 = getelementptr inbounds nuw float, ptr %169, i64 %1269
  %1271 = getelementptr inbounds nuw i8, ptr %1270, i64 16
  %1272 = load <4 x float>, ptr %1270, align 4
  %1273 = load <4 x float>, ptr %1271, align 4
  %1274 = fadd <4 x float> %1267, %1272
  %1275 = fadd <4 x float> %1268, %1273
  %1276 = getelementptr inbounds nuw float, ptr %170, i64 %1269
  %1277 = getelementptr inbounds nuw i8, ptr %1276, i64 16
  %1278 = load <4 x float>, ptr %1276, align 4
  %1279 = load <4 x float>, ptr %1277, align 4
  %1280 = fadd <4 x float> %1274, %1278
  %1281 = fadd <4 x float> %1275, %1279
  %1282 = getelementptr inbounds nuw float, ptr %1035, i64 %1269
  %1283 = getelementptr inbounds nuw i8, ptr %1282, i64 16
  %1284 = load <4 x float>, ptr %1282, align 4
  %1285 = load <4 x float>, ptr %1283, align 4
  %1286 = fadd <4 x float> %1280, %1284
  %1287 = fadd <4 x float> %1281, %1285
  store <4 x float> %1286, ptr %1282, align 4
  store <4 x float> %1287, ptr %1283, align 4
  %1288 = add nuw i64 %1264, 8
  %1289 = icmp eq i64 %1288, %824
  br i1 %1289, label %1290, label %1263

1290:                                             ; preds = %1263
  br i1 %825, label %1338, label %1291

1291:                                             ; preds = %1247, %1245, %1290
  %1292 = phi i64 [ 0, %1247 ], [ 0, %1245 ], [ %824, %1290 ]
  %1293 = or disjoint i64 %1292, 1
  br i1 %827, label %1308, label %1294

1294:                                             ; preds = %1291
  %1295 = getelementptr float, ptr %1246, i64 %1292
  %1296 = load float, ptr %1295, align 4
  %1297 = add nuw nsw i64 %1292, %106
  %1298 = getelementptr inbounds nuw float, ptr %169, i64 %1297
  %1299 = load float, ptr %1298, align 4
  %1300 = fadd float %1296, %1299
  %1301 = getelementptr inbounds nuw float, ptr %170, i64 %1297
  %1302 = load float, ptr %1301, align 4
  %1303 = fadd float %1300, %1302
  %1304 = getelementptr inbounds nuw float, ptr %1035, i64 %1297
  %1305 = load float, ptr %1304, align 4
  %1306 = fadd float %1303, %1305
  store float %1306, ptr %1304, align 4
  %1307 = or disjoint i64 %1292, 1
  br label %1308

1308:                                             ; preds = %1294, %1291
  %1309 = phi i64 [ %1292, %1291 ], [ %1307, %1294 ]
  %1310 = icmp eq i64 %32, %1293
  br i1 %1310, label %1338, label %1404

1311:                                             ; preds = %1240, %1311
  %1312 = phi i64 [ %1336, %1311 ], [ %1241, %1240 ]
  %1313 = getelementptr inbounds nuw float, ptr %1033, i64 %1312
  %1314 = load float, ptr %1313, align 4
  %1315 = getelementptr inbounds nuw float, ptr %169, i64 %1312
  %1316 = load float, ptr %1315, align 4
  %1317 = fadd float %1314, %1316
  %1318 = getelementptr inbounds nuw float, ptr %170, i64 %1312
  %1319 = load float, ptr %1318, align 4
  %1320 = fadd float %1317, %1319
  %1321 = getelementptr inbounds nuw float, ptr %1035, i64 %1312
  %1322 = load float, ptr %1321, align 4
  %1323 = fadd float %1320, %1322
  store float %1323, ptr %1321, align 4
  %1324 = add nuw nsw i64 %1312, 1
  %1325 = getelementptr inbounds nuw float, ptr %1033, i64 %1324
  %1326 = load float, ptr %1325, align 4
  %1327 = getelementptr inbounds nuw float, ptr %169, i64 %1324
  %1328 = load float, ptr %1327, align 4
  %1329 = fadd float %1326, %1328
  %1330 = getelementptr inbounds nuw float, ptr %170, i64 %1324
  %1331 = load float, ptr %1330, align 4
  %1332 = fadd float %1329, %1331
  %1333 = getelementptr inbounds nuw float, ptr %1035, i64 %1324
  %1334 = load float, ptr %1333, align 4
  %1335 = fadd float %1332, %1334
  store float %1335, ptr %1333, align 4
  %1336 = add nuw nsw i64 %1312, 2
  %1337 = icmp eq i64 %1336, %32
  br i1 %1337, label %1245, label %1311

1338:                                             ; preds = %1308, %1404, %1290
  %1339 = getelementptr i8, ptr %1033, i64 %602
  br i1 %828, label %1384, label %1340

1340:                                             ; preds = %1338
  %1341 = getelementptr i8, ptr %1035, i64 %441
  %1342 = getelementptr i8, ptr %1035, i64 %441
  %1343 = getelementptr i8, ptr %1342, i64 %665
  %1344 = getelementptr i8, ptr %1033, i64 %603
  %1345 = icmp ult ptr %1341, %1344
  %1346 = icmp ult ptr %1339, %1343
  %1347 = and i1 %1345, %1346
  %1348 = icmp ult ptr %1341, %673
  %1349 = icmp ult ptr %671, %1343
  %1350 = and i1 %1348, %1349
  %1351 = or i1 %1347, %1350
  %1352 = icmp ult ptr %1341, %680
  %1353 = icmp ult ptr %678, %1343
  %1354 = and i1 %1352, %1353
  %1355 = or i1 %1351, %1354
  br i1 %1355, label %1384, label %1356

1356:                                             ; preds = %1340, %1356
  %1357 = phi i64 [ %1381, %1356 ], [ 0, %1340 ]
  %1358 = getelementptr float, ptr %1339, i64 %1357
  %1359 = getelementptr i8, ptr %1358, i64 16
  %1360 = load <4 x float>, ptr %1358, align 4
  %1361 = load <4 x float>, ptr %1359, align 4
  %1362 = add nuw nsw i64 %1357, %599
  %1363 = getelementptr inbounds nuw float, ptr %169, i64 %1362
  %1364 = getelementptr inbounds nuw i8, ptr %1363, i64 16
  %1365 = load <4 x float>, ptr %1363, align 4
  %1366 = load <4 x float>, ptr %1364, align 4
  %1367 = fadd <4 x float> %1360, %1365
  %1368 = fadd <4 x float> %1361, %1366
  %1369 = getelementptr inbounds nuw float, ptr %170, i64 %1362
  %1370 = getelementptr inbounds nuw i8, ptr %1369, i64 16
  %1371 = load <4 x float>, ptr %1369, align 4
  %1372 = load <4 x float>, ptr %1370, align 4
  %1373 = fadd <4 x float> %1367, %1371
  %1374 = fadd <4 x float> %1368, %1372
  %1375 = getelementptr inbounds nuw float, ptr %1035, i64 %1362
  %1376 = getelementptr inbounds nuw i8, ptr %1375, i64 16
  %1377 = load <4 x float>, ptr %1375, align 4
  %1378 = load <4 x float>, ptr %1376, align 4
  %1379 = fadd <4 x float> %1373, %1377
  %1380 = fadd <4 x float> %1374, %1378
  store <4 x float> %1379, ptr %1375, align 4
  store <4 x float> %1380, ptr %1376, align 4
  %1381 = add nuw i64 %1357, 8
  %1382 = icmp eq i64 %1381, %829
  br i1 %1382, label %1383, label %1356

1383:                                             ; preds = %1356
  br i1 %830, label %1433, label %1384

1384:                                             ; preds = %1340, %1338, %1383
  %1385 = phi i64 [ 0, %1340 ], [ 0, %1338 ], [ %829, %1383 ]
  %1386 = or disjoint i64 %1385, 1
  br i1 %832, label %1401, label %1387

1387:                                             ; preds = %1384
  %1388 = getelementptr float, ptr %1339, i64 %1385
  %1389 = load float, ptr %1388, align 4
  %1390 = add nuw nsw i64 %1385, %599
  %1391 = getelementptr inbounds nuw float, ptr %169, i64 %1390
  %1392 = load float, ptr %1391, align 4
  %1393 = fadd float %1389, %1392
  %1394 = getelementptr inbounds nuw float, ptr %170, i64 %1390
  %1395 = load float, ptr %1394, align 4
  %1396 = fadd float %1393, %1395
  %1397 = getelementptr inbounds nuw float, ptr %1035, i64 %1390
  %1398 = load float, ptr %1397, align 4
  %1399 = fadd float %1396, %1398
  store float %1399, ptr %1397, align 4
  %1400 = or disjoint i64 %1385, 1
  br label %1401

1401:                                             ; preds = %1387, %1384
  %1402 = phi i64 [ %1385, %1384 ], [ %1400, %1387 ]
  %1403 = icmp eq i64 %32, %1386
  br i1 %1403, label %1433, label %1499

1404:                                             ; preds = %1308, %1404
  %1405 = phi i64 [ %1431, %1404 ], [ %1309, %1308 ]
  %1406 = getelementptr float, ptr %1246, i64 %1405
  %1407 = load float, ptr %1406, align 4
  %1408 = add nuw nsw i64 %1405, %106
  %1409 = getelementptr inbounds nuw float, ptr %169, i64 %1408
  %1410 = load float, ptr %1409, align 4
  %1411 = fadd float %1407, %1410
  %1412 = getelementptr inbounds nuw float, ptr %170, i64 %1408
  %1413 = load float, ptr %1412, align 4
  %1414 = fadd float %1411, %1413
  %1415 = getelementptr inbounds nuw float, ptr %1035, i64 %1408
  %1416 = load float, ptr %1415, align 4
  %1417 = fadd float %1414, %1416
  store float %1417, ptr %1415, align 4
  %1418 = add nuw nsw i64 %1405, 1
  %1419 = getelementptr float, ptr %1246, i64 %1418
  %1420 = load float, ptr %1419, align 4
  %1421 = add nuw nsw i64 %1418, %106
  %1422 = getelementptr inbounds nuw float, ptr %169, i64 %1421
  %1423 = load float, ptr %1422, align 4
  %1424 = fadd float %1420, %1423
  %1425 = getelementptr inbounds nuw float, ptr %170, i64 %1421
  %1426 = load float, ptr %1425, align 4
  %1427 = fadd float %1424, %1426
  %1428 = getelementptr inbounds nuw float, ptr %1035, i64 %1421
  %1429 = load float, ptr %1428, align 4
  %1430 = fadd float %1427, %1429
  store float %1430, ptr %1428, align 4
  %1431 = add nuw nsw i64 %1405, 2
  %1432 = icmp eq i64 %1431, %32
  br i1 %1432, label %1338, label %1404

1433:                                             ; preds = %1401, %1499, %1383
  %1434 = getelementptr i8, ptr %1033, i64 %603
  br i1 %833, label %1479, label %1435

1435:                                             ; preds = %1433
  %1436 = getelementptr i8, ptr %1035, i64 %648
  %1437 = getelementptr i8, ptr %1035, i64 %648
  %1438 = getelementptr i8, ptr %1437, i64 %649
  %1439 = getelementptr i8, ptr %1033, i64 %650
  %1440 = icmp ult ptr %1436, %1439
  %1441 = icmp ult ptr %1434, %1438
  %1442 = and i1 %1440, %1441
  %1443 = icmp ult ptr %1436, %657
  %1444 = icmp ult ptr %655, %1438
  %1445 = and i1 %1443, %1444
  %1446 = or i1 %1442, %1445
  %1447 = icmp ult ptr %1436, %664
  %1448 = icmp ult ptr %662, %1438
  %1449 = and i1 %1447, %1448
  %1450 = or i1 %1446, %1449
  br i1 %1450, label %1479, label %1451

1451:                                             ; preds = %1435, %1451
  %1452 = phi i64 [ %1476, %1451 ], [ 0, %1435 ]
  %1453 = getelementptr float, ptr %1434, i64 %1452
  %1454 = getelementptr i8, ptr %1453, i64 16
  %1455 = load <4 x float>, ptr %1453, align 4
  %1456 = load <4 x float>, ptr %1454, align 4
  %1457 = add nuw nsw i64 %1452, %110
  %1458 = getelementptr inbounds nuw float, ptr %169, i64 %1457
  %1459 = getelementptr inbounds nuw i8, ptr %1458, i64 16
  %1460 = load <4 x float>, ptr %1458, align 4
  %1461 = load <4 x float>, ptr %1459, align 4
  %1462 = fadd <4 x float> %1455, %1460
  %1463 = fadd <4 x float> %1456, %1461
  %1464 = getelementptr inbounds nuw float, ptr %170, i64 %1457
  %1465 = getelementptr inbounds nuw i8, ptr %1464, i64 16
  %1466 = load <4 x float>, ptr %1464, align 4
  %1467 = load <4 x float>, ptr %1465, align 4
  %1468 = fadd <4 x float> %1462, %1466
  %1469 = fadd <4 x float> %1463, %1467
  %1470 = getelementptr inbounds nuw float, ptr %1035, i64 %1457
  %1471 = getelementptr inbounds nuw i8, ptr %1470, i64 16
  %1472 = load <4 x float>, ptr %1470, align 4
  %1473 = load <4 x float>, ptr %1471, align 4
  %1474 = fadd <4 x float> %1468, %1472
  %1475 = fadd <4 x float> %1469, %1473
  store <4 x float> %1474, ptr %1470, align 4
  store <4 x float> %1475, ptr %1471, align 4
  %1476 = add nuw i64 %1452, 8
  %1477 = icmp eq i64 %1476, %834
  br i1 %1477, label %1478, label %1451

1478:                                             ; preds = %1451
  br i1 %835, label %1528, label %1479

1479:                                             ; preds = %1435, %1433, %1478
  %1480 = phi i64 [ 0, %1435 ], [ 0, %1433 ], [ %834, %1478 ]
  %1481 = or disjoint i64 %1480, 1
  br i1 %837, label %1496, label %1482

1482:                                             ; preds = %1479
  %1483 = getelementptr float, ptr %1434, i64 %1480
  %1484 = load float, ptr %1483, align 4
  %1485 = add nuw nsw i64 %1480, %110
  %1486 = getelementptr inbounds nuw float, ptr %169, i64 %1485
  %1487 = load float, ptr %1486, align 4
  %1488 = fadd float %1484, %1487
  %1489 = getelementptr inbounds nuw float, ptr %170, i64 %1485
  %1490 = load float, ptr %1489, align 4
  %1491 = fadd float %1488, %1490
  %1492 = getelementptr inbounds nuw float, ptr %1035, i64 %1485
  %1493 = load float, ptr %1492, align 4
  %1494 = fadd float %1491, %1493
  store float %1494, ptr %1492, align 4
  %1495 = or disjoint i64 %1480, 1
  br label %1496

1496:                                             ; preds = %1482, %1479
  %1497 = phi i64 [ %1480, %1479 ], [ %1495, %1482 ]
  %1498 = icmp eq i64 %32, %1481
  br i1 %1498, label %1528, label %1584

1499:                                             ; preds = %1401, %1499
  %1500 = phi i64 [ %1526, %1499 ], [ %1402, %1401 ]
  %1501 = getelementptr float, ptr %1339, i64 %1500
  %1502 = load float, ptr %1501, align 4
  %1503 = add nuw nsw i64 %1500, %599
  %1504 = getelementptr inbounds nuw float, ptr %169, i64 %1503
  %1505 = load float, ptr %1504, align 4
  %1506 = fadd float %1502, %1505
  %1507 = getelementptr inbounds nuw float, ptr %170, i64 %1503
  %1508 = load float, ptr %1507, align 4
  %1509 = fadd float %1506, %1508
  %1510 = getelementptr inbounds nuw float, ptr %1035, i64 %1503
  %1511 = load float, ptr %1510, align 4
  %1512 = fadd float %1509, %1511
  store float %1512, ptr %1510, align 4
  %1513 = add nuw nsw i64 %1500, 1
  %1514 = getelementptr float, ptr %1339, i64 %1513
  %1515 = load float, ptr %1514, align 4
  %1516 = add nuw nsw i64 %1513, %599
  %1517 = getelementptr inbounds nuw float, ptr %169, i64 %1516
  %1518 = load float, ptr %1517, align 4
  %1519 = fadd float %1515, %1518
  %1520 = getelementptr inbounds nuw float, ptr %170, i64 %1516
  %1521 = load float, ptr %1520, align 4
  %1522 = fadd float %1519, %1521
  %1523 = getelementptr inbounds nuw float, ptr %1035, i64 %1516
  %1524 = load float, ptr %1523, align 4
  %1525 = fadd float %1522, %1524
  store float %1525, ptr %1523, align 4
  %1526 = add nuw nsw i64 %1500, 2
  %1527 = icmp eq i64 %1526, %32
  br i1 %1527, label %1433, label %1499

1528:                                             ; preds = %1496, %1584, %1478
  %1529 = getelementptr float, ptr %1035, i64 %599
  br i1 %610, label %1632, label %1530

1530:                                             ; preds = %1528
  br i1 %838, label %1582, label %1531

1531:                                             ; preds = %1530
  %1532 = getelementptr i8, ptr %1035, i64 %642
  %1533 = getelementptr i8, ptr %1035, i64 %645
  %1534 = getelementptr i8, ptr %1040, i64 %642
  %1535 = icmp ult ptr %1035, %1533
  %1536 = icmp ult ptr %1529, %1532
  %1537 = and i1 %1535, %1536
  %1538 = icmp ult ptr %1035, %646
  %1539 = icmp ult ptr %551, %1532
  %1540 = and i1 %1538, %1539
  %1541 = or i1 %1537, %1540
  %1542 = icmp ult ptr %1035, %1534
  %1543 = icmp ult ptr %1040, %1532
  %1544 = and i1 %1542, %1543
  %1545 = or i1 %1541, %1544
  %1546 = icmp ult ptr %1035, %647
  %1547 = icmp ult ptr %606, %1532
  %1548 = and i1 %1546, %1547
  %1549 = or i1 %1545, %1548
  %1550 = icmp ult ptr %1529, %646
  %1551 = icmp ult ptr %551, %1533
  %1552 = and i1 %1550, %1551
  %1553 = or i1 %1549, %1552
  %1554 = icmp ult ptr %1529, %1534
  %1555 = icmp ult ptr %1040, %1533
  %1556 = and i1 %1554, %1555
  %1557 = or i1 %1553, %1556
  %1558 = icmp ult ptr %1529, %647
  %1559 = icmp ult ptr %606, %1533
  %1560 = and i1 %1558, %1559
  %1561 = or i1 %1557, %1560
  br i1 %1561, label %1582, label %1562

1562:                                             ; preds = %1531, %1562
  %1563 = phi i64 [ %1579, %1562 ], [ 0, %1531 ]
  %1564 = getelementptr inbounds nuw float, ptr %1035, i64 %1563
  %1565 = load <4 x float>, ptr %1564, align 4
  %1566 = getelementptr inbounds nuw float, ptr %840, i64 %1563
  %1567 = load <4 x float>, ptr %1566, align 4
  %1568 = getelementptr inbounds nuw float, ptr %1040, i64 %1563
  %1569 = load <4 x float>, ptr %1568, align 4
  %1570 = fmul <4 x float> %1567, %1569
  %1571 = fadd <4 x float> %1565, %1570
  store <4 x float> %1571, ptr %1564, align 4
  %1572 = getelementptr inbounds nuw float, ptr %1529, i64 %1563
  %1573 = load <4 x float>, ptr %1572, align 4
  %1574 = getelementptr float, ptr %606, i64 %1563
  %1575 = load <4 x float>, ptr %1574, align 4
  %1576 = load <4 x float>, ptr %1568, align 4
  %1577 = fmul <4 x float> %1575, %1576
  %1578 = fadd <4 x float> %1573, %1577
  store <4 x float> %1578, ptr %1572, align 4
  %1579 = add nuw i64 %1563, 4
  %1580 = icmp eq i64 %1579, %839
  br i1 %1580, label %1581, label %1562

1581:                                             ; preds = %1562
  br i1 %841, label %1632, label %1582

1582:                                             ; preds = %1531, %1530, %1581
  %1583 = phi i64 [ 0, %1531 ], [ 0, %1530 ], [ %839, %1581 ]
  br label %1613

1584:                                             ; preds = %1496, %1584
  %1585 = phi i64 [ %1611, %1584 ], [ %1497, %1496 ]
  %1586 = getelementptr float, ptr %1434, i64 %1585
  %1587 = load float, ptr %1586, align 4
  %1588 = add nuw nsw i64 %1585, %110
  %1589 = getelementptr inbounds nuw float, ptr %169, i64 %1588
  %1590 = load float, ptr %1589, align 4
  %1591 = fadd float %1587, %1590
  %1592 = getelementptr inbounds nuw float, ptr %170, i64 %1588
  %1593 = load float, ptr %1592, align 4
  %1594 = fadd float %1591, %1593
  %1595 = getelementptr inbounds nuw float, ptr %1035, i64 %1588
  %1596 = load float, ptr %1595, align 4
  %1597 = fadd float %1594, %1596
  store float %1597, ptr %1595, align 4
  %1598 = add nuw nsw i64 %1585, 1
  %1599 = getelementptr float, ptr %1434, i64 %1598
  %1600 = load float, ptr %1599, align 4
  %1601 = add nuw nsw i64 %1598, %110
  %1602 = getelementptr inbounds nuw float, ptr %169, i64 %1601
  %1603 = load float, ptr %1602, align 4
  %1604 = fadd float %1600, %1603
  %1605 = getelementptr inbounds nuw float, ptr %170, i64 %1601
  %1606 = load float, ptr %1605, align 4
  %1607 = fadd float %1604, %1606
  %1608 = getelementptr inbounds nuw float, ptr %1035, i64 %1601
  %1609 = load float, ptr %1608, align 4
  %1610 = fadd float %1607, %1609
  store float %1610, ptr %1608, align 4
  %1611 = add nuw nsw i64 %1585, 2
  %1612 = icmp eq i64 %1611, %32
  br i1 %1612, label %1528, label %1584

1613:                                             ; preds = %1582, %1613
  %1614 = phi i64 [ %1630, %1613 ], [ %1583, %1582 ]
  %1615 = getelementptr inbounds nuw float, ptr %1035, i64 %1614
  %1616 = load float, ptr %1615, align 4
  %1617 = getelementptr inbounds nuw float, ptr %842, i64 %1614
  %1618 = load float, ptr %1617, align 4
  %1619 = getelementptr inbounds nuw float, ptr %1040, i64 %1614
  %1620 = load float, ptr %1619, align 4
  %1621 = fmul float %1618, %1620
  %1622 = fadd float %1616, %1621
  store float %1622, ptr %1615, align 4
  %1623 = getelementptr inbounds nuw float, ptr %1529, i64 %1614
  %1624 = load float, ptr %1623, align 4
  %1625 = getelementptr float, ptr %606, i64 %1614
  %1626 = load float, ptr %1625, align 4
  %1627 = load float, ptr %1619, align 4
  %1628 = fmul float %1626, %1627
  %1629 = fadd float %1624, %1628
  store float %1629, ptr %1623, align 4
  %1630 = add nuw nsw i64 %1614, 1
  %1631 = icmp eq i64 %1630, %179
  br i1 %1631, label %1632, label %1613

1632:                                             ; preds = %1613, %1581, %1243, %1528
  %1633 = phi i1 [ %609, %1243 ], [ true, %1528 ], [ false, %1581 ], [ false, %1613 ]
  %1634 = phi ptr [ %1244, %1243 ], [ %1529, %1528 ], [ %1529, %1581 ], [ %1529, %1613 ]
  %1635 = getelementptr float, ptr %1035, i64 %106
  %1636 = getelementptr inbounds float, ptr %1035, i64 %110
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1035, i64 noundef %106)
  br i1 %99, label %1637, label %1638

1637:                                             ; preds = %1632
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1634, i64 noundef %106)
  br label %1638

1638:                                             ; preds = %1637, %1632
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %1636, i64 noundef %106)
  br i1 %123, label %1639, label %1641

1639:                                             ; preds = %1638
  %1640 = getelementptr inbounds float, ptr %1035, i64 %599
  br label %1690

1641:                                             ; preds = %1701, %1638
  br i1 %1633, label %1734, label %1642

1642:                                             ; preds = %1641
  br i1 %843, label %1674, label %1643

1643:                                             ; preds = %1642
  %1644 = getelementptr i8, ptr %1035, i64 %643
  %1645 = getelementptr i8, ptr %1040, i64 %642
  %1646 = icmp ult ptr %1635, %644
  %1647 = icmp ult ptr %607, %1644
  %1648 = and i1 %1646, %1647
  %1649 = icmp ult ptr %1635, %1645
  %1650 = icmp ult ptr %1040, %1644
  %1651 = and i1 %1649, %1650
  %1652 = or i1 %1648, %1651
  br i1 %1652, label %1674, label %1653

1653:                                             ; preds = %1643, %1653
  %1654 = phi i64 [ %1671, %1653 ], [ 0, %1643 ]
  %1655 = getelementptr inbounds nuw float, ptr %1635, i64 %1654
  %1656 = getelementptr inbounds nuw i8, ptr %1655, i64 16
  %1657 = load <4 x float>, ptr %1655, align 4
  %1658 = load <4 x float>, ptr %1656, align 4
  %1659 = getelementptr float, ptr %607, i64 %1654
  %1660 = getelementptr i8, ptr %1659, i64 16
  %1661 = load <4 x float>, ptr %1659, align 4
  %1662 = load <4 x float>, ptr %1660, align 4
  %1663 = getelementptr inbounds nuw float, ptr %1040, i64 %1654
  %1664 = getelementptr inbounds nuw i8, ptr %1663, i64 16
  %1665 = load <4 x float>, ptr %1663, align 4
  %1666 = load <4 x float>, ptr %1664, align 4
  %1667 = fmul <4 x float> %1661, %1665
  %1668 = fmul <4 x float> %1662, %1666
  %1669 = fadd <4 x float> %1657, %1667
  %1670 = fadd <4 x float> %1658, %1668
  store <4 x float> %1669, ptr %1655, align 4
  store <4 x float> %1670, ptr %1656, align 4
  %1671 = add nuw i64 %1654, 8
  %1672 = icmp eq i64 %1671, %844
  br i1 %1672, label %1673, label %1653

1673:                                             ; preds = %1653
  br i1 %845, label %1734, label %1674

1674:                                             ; preds = %1643, %1642, %1673
  %1675 = phi i64 [ 0, %1643 ], [ 0, %1642 ], [ %844, %1673 ]
  %1676 = or disjoint i64 %1675, 1
  br i1 %847, label %1687, label %1677

1677:                                             ; preds = %1674
  %1678 = getelementptr inbounds nuw float, ptr %1635, i64 %1675
  %1679 = load float, ptr %1678, align 4
  %1680 = getelementptr float, ptr %607, i64 %1675
  %1681 = load float, ptr %1680, align 4
  %1682 = getelementptr inbounds nuw float, ptr %1040, i64 %1675
  %1683 = load float, ptr %1682, align 4
  %1684 = fmul float %1681, %1683
  %1685 = fadd float %1679, %1684
  store float %1685, ptr %1678, align 4
  %1686 = or disjoint i64 %1675, 1
  br label %1687

1687:                                             ; preds = %1677, %1674
  %1688 = phi i64 [ %1675, %1674 ], [ %1686, %1677 ]
  %1689 = icmp eq i64 %179, %1676
  br i1 %1689, label %1734, label %1713

1690:                                             ; preds = %1639, %1701
  %1691 = phi i64 [ %1711, %1701 ], [ 0, %1639 ]
  br i1 %99, label %1696, label %1692

1692:                                             ; preds = %1690
  %1693 = getelementptr inbounds nuw float, ptr %1035, i64 %1691
  %1694 = load float, ptr %1693, align 4
  %1695 = fsub float 1.000000e+00, %1694
  br label %1701

1696:                                             ; preds = %1690
  %1697 = getelementptr inbounds nuw float, ptr %1640, i64 %1691
  %1698 = load float, ptr %1697, align 4
  %1699 = getelementptr inbounds nuw float, ptr %1035, i64 %1691
  %1700 = load float, ptr %1699, align 4
  br label %1701

1701:                                             ; preds = %1696, %1692
  %1702 = phi float [ %1694, %1692 ], [ %1700, %1696 ]
  %1703 = phi float [ %1695, %1692 ], [ %1698, %1696 ]
  %1704 = getelementptr inbounds nuw float, ptr %1040, i64 %1691
  %1705 = load float, ptr %1704, align 4
  %1706 = fmul float %1703, %1705
  %1707 = getelementptr inbounds nuw float, ptr %1636, i64 %1691
  %1708 = load float, ptr %1707, align 4
  %1709 = fmul float %1702, %1708
  %1710 = fadd float %1706, %1709
  store float %1710, ptr %1704, align 4
  %1711 = add nuw nsw i64 %1691, 1
  %1712 = icmp eq i64 %1711, %179
  br i1 %1712, label %1641, label %1690

1713:                                             ; preds = %1687, %1713
  %1714 = phi i64 [ %1732, %1713 ], [ %1688, %1687 ]
  %1715 = getelementptr inbounds nuw float, ptr %1635, i64 %1714
  %1716 = load float, ptr %1715, align 4
  %1717 = getelementptr float, ptr %607, i64 %1714
  %1718 = load float, ptr %1717, align 4
  %1719 = getelementptr inbounds nuw float, ptr %1040, i64 %1714
  %1720 = load float, ptr %1719, align 4
  %1721 = fmul float %1718, %1720
  %1722 = fadd float %1716, %1721
  store float %1722, ptr %1715, align 4
  %1723 = add nuw nsw i64 %1714, 1
  %1724 = getelementptr inbounds nuw float, ptr %1635, i64 %1723
  %1725 = load float, ptr %1724, align 4
  %1726 = getelementptr float, ptr %607, i64 %1723
  %1727 = load float, ptr %1726, align 4
  %1728 = getelementptr inbounds nuw float, ptr %1040, i64 %1723
  %1729 = load float, ptr %1728, align 4
  %1730 = fmul float %1727, %1729
  %1731 = fadd float %1725, %1730
  store float %1731, ptr %1724, align 4
  %1732 = add nuw nsw i64 %1714, 2
  %1733 = icmp eq i64 %1732, %179
  br i1 %1733, label %1734, label %1713

1734:                                             ; preds = %1687, %1713, %1673, %1641
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1635, i64 noundef %106)
  br i1 %123, label %1780, label %1735

1735:                                             ; preds = %1734
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef %1636, i64 noundef %106)
  br label %2464

1736:                                             ; preds = %1780
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef nonnull %1636, i64 noundef %106)
  br i1 %848, label %1762, label %1737

1737:                                             ; preds = %1736
  %1738 = add i64 %640, %1038
  %1739 = sub i64 %1738, %1036
  %1740 = icmp ult i64 %1739, 32
  %1741 = add i64 %849, %1036
  %1742 = sub i64 %1038, %1741
  %1743 = icmp ult i64 %1742, 32
  %1744 = or i1 %1740, %1743
  br i1 %1744, label %1762, label %1745

1745:                                             ; preds = %1737, %1745
  %1746 = phi i64 [ %1759, %1745 ], [ 0, %1737 ]
  %1747 = getelementptr inbounds nuw float, ptr %1635, i64 %1746
  %1748 = getelementptr inbounds nuw i8, ptr %1747, i64 16
  %1749 = load <4 x float>, ptr %1747, align 4
  %1750 = load <4 x float>, ptr %1748, align 4
  %1751 = getelementptr inbounds nuw float, ptr %1636, i64 %1746
  %1752 = getelementptr inbounds nuw i8, ptr %1751, i64 16
  %1753 = load <4 x float>, ptr %1751, align 4
  %1754 = load <4 x float>, ptr %1752, align 4
  %1755 = fmul <4 x float> %1749, %1753
  %1756 = fmul <4 x float> %1750, %1754
  %1757 = getelementptr inbounds nuw float, ptr %1037, i64 %1746
  %1758 = getelementptr inbounds nuw i8, ptr %1757, i64 16
  store <4 x float> %1755, ptr %1757, align 4
  store <4 x float> %1756, ptr %1758, align 4
  %1759 = add nuw i64 %1746, 8
  %1760 = icmp eq i64 %1759, %850
  br i1 %1760, label %1761, label %1745

1761:                                             ; preds = %1745
  br i1 %851, label %2464, label %1762

1762:                                             ; preds = %1737, %1736, %1761
  %1763 = phi i64 [ 0, %1737 ], [ 0, %1736 ], [ %850, %1761 ]
  br i1 %853, label %1776, label %1764

1764:                                             ; preds = %1762, %1764
  %1765 = phi i64 [ %1773, %1764 ], [ %1763, %1762 ]
  %1766 = phi i64 [ %1774, %1764 ], [ 0, %1762 ]
  %1767 = getelementptr inbounds nuw float, ptr %1635, i64 %1765
  %1768 = load float, ptr %1767, align 4
  %1769 = getelementptr inbounds nuw float, ptr %1636, i64 %1765
  %1770 = load float, ptr %1769, align 4
  %1771 = fmul float %1768, %1770
  %1772 = getelementptr inbounds nuw float, ptr %1037, i64 %1765
  store float %1771, ptr %1772, align 4
  %1773 = add nuw nsw i64 %1765, 1
  %1774 = add i64 %1766, 1
  %1775 = icmp eq i64 %1774, %852
  br i1 %1775, label %1776, label %1764

1776:                                             ; preds = %1764, %1762
  %1777 = phi i64 [ %1763, %1762 ], [ %1773, %1764 ]
  %1778 = sub nsw i64 %1763, %32
  %1779 = icmp ugt i64 %1778, -4
  br i1 %1779, label %2464, label %1787

1780:                                             ; preds = %1734, %1780
  %1781 = phi i64 [ %1785, %1780 ], [ 0, %1734 ]
  %1782 = getelementptr inbounds nuw float, ptr %1636, i64 %1781
  %1783 = getelementptr inbounds nuw float, ptr %1040, i64 %1781
  %1784 = load <4 x float>, ptr %1783, align 4
  store <4 x float> %1784, ptr %1782, align 4
  %1785 = add nuw nsw i64 %1781, 4
  %1786 = icmp slt i64 %1785, %106
  br i1 %1786, label %1780, label %1736

1787:                                             ; preds = %1776, %1787
  %1788 = phi i64 [ %1816, %1787 ], [ %1777, %1776 ]
  %1789 = getelementptr inbounds nuw float, ptr %1635, i64 %1788
  %1790 = load float, ptr %1789, align 4
  %1791 = getelementptr inbounds nuw float, ptr %1636, i64 %1788
  %1792 = load float, ptr %1791, align 4
  %1793 = fmul float %1790, %1792
  %1794 = getelementptr inbounds nuw float, ptr %1037, i64 %1788
  store float %1793, ptr %1794, align 4
  %1795 = add nuw nsw i64 %1788, 1
  %1796 = getelementptr inbounds nuw float, ptr %1635, i64 %1795
  %1797 = load float, ptr %1796, align 4
  %1798 = getelementptr inbounds nuw float, ptr %1636, i64 %1795
  %1799 = load float, ptr %1798, align 4
  %1800 = fmul float %1797, %1799
  %1801 = getelementptr inbounds nuw float, ptr %1037, i64 %1795
  store float %1800, ptr %1801, align 4
  %1802 = add nuw nsw i64 %1788, 2
  %1803 = getelementptr inbounds nuw float, ptr %1635, i64 %1802
  %1804 = load float, ptr %1803, align 4
  %1805 = getelementptr inbounds nuw float, ptr %1636, i64 %1802
  %1806 = load float, ptr %1805, align 4
  %1807 = fmul float %1804, %1806
  %1808 = getelementptr inbounds nuw float, ptr %1037, i64 %1802
  store float %1807, ptr %1808, align 4
  %1809 = add nuw nsw i64 %1788, 3
  %1810 = getelementptr inbounds nuw float, ptr %1635, i64 %1809
  %1811 = load float, ptr %1810, align 4
  %1812 = getelementptr inbounds nuw float, ptr %1636, i64 %1809
  %1813 = load float, ptr %1812, align 4
  %1814 = fmul float %1811, %1813
  %1815 = getelementptr inbounds nuw float, ptr %1037, i64 %1809
  store float %1814, ptr %1815, align 4
  %1816 = add nuw nsw i64 %1788, 4
  %1817 = icmp eq i64 %1816, %32
  br i1 %1817, label %2464, label %1787

1818:                                             ; preds = %1180
  br i1 %100, label %1881, label %1819

1819:                                             ; preds = %1818
  br i1 %123, label %1820, label %2356

1820:                                             ; preds = %1819
  br i1 %782, label %1862, label %1821

1821:                                             ; preds = %1820
  %1822 = getelementptr i8, ptr %1035, i64 %771
  %1823 = getelementptr i8, ptr %1033, i64 %771
  %1824 = icmp ult ptr %1035, %1823
  %1825 = icmp ult ptr %1033, %1822
  %1826 = and i1 %1824, %1825
  %1827 = icmp ult ptr %1035, %777
  %1828 = icmp ult ptr %170, %1822
  %1829 = and i1 %1827, %1828
  %1830 = or i1 %1826, %1829
  %1831 = icmp ult ptr %1035, %781
  %1832 = icmp ult ptr %169, %1822
  %1833 = and i1 %1831, %1832
  %1834 = or i1 %1830, %1833
  br i1 %1834, label %1862, label %1835

1835:                                             ; preds = %1821, %1835
  %1836 = phi i64 [ %1859, %1835 ], [ 0, %1821 ]
  %1837 = getelementptr inbounds nuw float, ptr %1033, i64 %1836
  %1838 = getelementptr inbounds nuw i8, ptr %1837, i64 16
  %1839 = load <4 x float>, ptr %1837, align 4
  %1840 = load <4 x float>, ptr %1838, align 4
  %1841 = getelementptr inbounds nuw float, ptr %169, i64 %1836
  %1842 = getelementptr inbounds nuw i8, ptr %1841, i64 16
  %1843 = load <4 x float>, ptr %1841, align 4
  %1844 = load <4 x float>, ptr %1842, align 4
  %1845 = fadd <4 x float> %1839, %1843
  %1846 = fadd <4 x float> %1840, %1844
  %1847 = getelementptr inbounds nuw float, ptr %170, i64 %1836
  %1848 = getelementptr inbounds nuw i8, ptr %1847, i64 16
  %1849 = load <4 x float>, ptr %1847, align 4
  %1850 = load <4 x float>, ptr %1848, align 4
  %1851 = fadd <4 x float> %1845, %1849
  %1852 = fadd <4 x float> %1846, %1850
  %1853 = getelementptr inbounds nuw float, ptr %1035, i64 %1836
  %1854 = getelementptr inbounds nuw i8, ptr %1853, i64 16
  %1855 = load <4 x float>, ptr %1853, align 4
  %1856 = load <4 x float>, ptr %1854, align 4
  %1857 = fadd <4 x float> %1851, %1855
  %1858 = fadd <4 x float> %1852, %1856
  store <4 x float> %1857, ptr %1853, align 4
  store <4 x float> %1858, ptr %1854, align 4
  %1859 = add nuw i64 %1836, 8
  %1860 = icmp eq i64 %1859, %783
  br i1 %1860, label %1861, label %1835

1861:                                             ; preds = %1835
  br i1 %784, label %2263, label %1862

1862:                                             ; preds = %1821, %1820, %1861
  %1863 = phi i64 [ 0, %1821 ], [ 0, %1820 ], [ %783, %1861 ]
  %1864 = or disjoint i64 %1863, 1
  br i1 %786, label %1878, label %1865

1865:                                             ; preds = %1862
  %1866 = getelementptr inbounds nuw float, ptr %1033, i64 %1863
  %1867 = load float, ptr %1866, align 4
  %1868 = getelementptr inbounds nuw float, ptr %169, i64 %1863
  %1869 = load float, ptr %1868, align 4
  %1870 = fadd float %1867, %1869
  %1871 = getelementptr inbounds nuw float, ptr %170, i64 %1863
  %1872 = load float, ptr %1871, align 4
  %1873 = fadd float %1870, %1872
  %1874 = getelementptr inbounds nuw float, ptr %1035, i64 %1863
  %1875 = load float, ptr %1874, align 4
  %1876 = fadd float %1873, %1875
  store float %1876, ptr %1874, align 4
  %1877 = or disjoint i64 %1863, 1
  br label %1878

1878:                                             ; preds = %1865, %1862
  %1879 = phi i64 [ %1863, %1862 ], [ %1877, %1865 ]
  %1880 = icmp eq i64 %32, %1864
  br i1 %1880, label %2263, label %2329

1881:                                             ; preds = %1818
  br i1 %123, label %1882, label %2146

1882:                                             ; preds = %1881
  br i1 %798, label %1924, label %1883

1883:                                             ; preds = %1882
  %1884 = getelementptr i8, ptr %1035, i64 %743
  %1885 = getelementptr i8, ptr %1033, i64 %743
  %1886 = icmp ult ptr %1035, %1885
  %1887 = icmp ult ptr %1033, %1884
  %1888 = and i1 %1886, %1887
  %1889 = icmp ult ptr %1035, %749
  %1890 = icmp ult ptr %170, %1884
  %1891 = and i1 %1889, %1890
  %1892 = or i1 %1888, %1891
  %1893 = icmp ult ptr %1035, %753
  %1894 = icmp ult ptr %169, %1884
  %1895 = and i1 %1893, %1894
  %1896 = or i1 %1892, %1895
  br i1 %1896, label %1924, label %1897

1897:                                             ; preds = %1883, %1897
  %1898 = phi i64 [ %1921, %1897 ], [ 0, %1883 ]
  %1899 = getelementptr inbounds nuw float, ptr %1033, i64 %1898
  %1900 = getelementptr inbounds nuw i8, ptr %1899, i64 16
  %1901 = load <4 x float>, ptr %1899, align 4
  %1902 = load <4 x float>, ptr %1900, align 4
  %1903 = getelementptr inbounds nuw float, ptr %169, i64 %1898
  %1904 = getelementptr inbounds nuw i8, ptr %1903, i64 16
  %1905 = load <4 x float>, ptr %1903, align 4
  %1906 = load <4 x float>, ptr %1904, align 4
  %1907 = fadd <4 x float> %1901, %1905
  %1908 = fadd <4 x float> %1902, %1906
  %1909 = getelementptr inbounds nuw float, ptr %170, i64 %1898
  %1910 = getelementptr inbounds nuw i8, ptr %1909, i64 16
  %1911 = load <4 x float>, ptr %1909, align 4
  %1912 = load <4 x float>, ptr %1910, align 4
  %1913 = fadd <4 x float> %1907, %1911
  %1914 = fadd <4 x float> %1908, %1912
  %1915 = getelementptr inbounds nuw float, ptr %1035, i64 %1898
  %1916 = getelementptr inbounds nuw i8, ptr %1915, i64 16
  %1917 = load <4 x float>, ptr %1915, align 4
  %1918 = load <4 x float>, ptr %1916, align 4
  %1919 = fadd <4 x float> %1913, %1917
  %1920 = fadd <4 x float> %1914, %1918
  store <4 x float> %1919, ptr %1915, align 4
  store <4 x float> %1920, ptr %1916, align 4
  %1921 = add nuw i64 %1898, 8
  %1922 = icmp eq i64 %1921, %799
  br i1 %1922, label %1923, label %1897

1923:                                             ; preds = %1897
  br i1 %800, label %1943, label %1924

1924:                                             ; preds = %1883, %1882, %1923
  %1925 = phi i64 [ 0, %1883 ], [ 0, %1882 ], [ %799, %1923 ]
  %1926 = or disjoint i64 %1925, 1
  br i1 %802, label %1940, label %1927

1927:                                             ; preds = %1924
  %1928 = getelementptr inbounds nuw float, ptr %1033, i64 %1925
  %1929 = load float, ptr %1928, align 4
  %1930 = getelementptr inbounds nuw float, ptr %169, i64 %1925
  %1931 = load float, ptr %1930, align 4
  %1932 = fadd float %1929, %1931
  %1933 = getelementptr inbounds nuw float, ptr %170, i64 %1925
  %1934 = load float, ptr %1933, align 4
  %1935 = fadd float %1932, %1934
  %1936 = getelementptr inbounds nuw float, ptr %1035, i64 %1925
  %1937 = load float, ptr %1936, align 4
  %1938 = fadd float %1935, %1937
  store float %1938, ptr %1936, align 4
  %1939 = or disjoint i64 %1925, 1
  br label %1940

1940:                                             ; preds = %1927, %1924
  %1941 = phi i64 [ %1925, %1924 ], [ %1939, %1927 ]
  %1942 = icmp eq i64 %32, %1926
  br i1 %1942, label %1943, label %2009

1943:                                             ; preds = %1940, %2009, %1923
  %1944 = getelementptr float, ptr %1033, i64 %32
  br i1 %803, label %1989, label %1945

1945:                                             ; preds = %1943
  %1946 = getelementptr i8, ptr %1035, i64 %726
  %1947 = getelementptr i8, ptr %1035, i64 %726
  %1948 = getelementptr i8, ptr %1947, i64 %727
  %1949 = getelementptr i8, ptr %1033, i64 %602
  %1950 = icmp ult ptr %1946, %1949
  %1951 = icmp ult ptr %1944, %1948
  %1952 = and i1 %1950, %1951
  %1953 = icmp ult ptr %1946, %735
  %1954 = icmp ult ptr %733, %1948
  %1955 = and i1 %1953, %1954
  %1956 = or i1 %1952, %1955
  %1957 = icmp ult ptr %1946, %742
  %1958 = icmp ult ptr %740, %1948
  %1959 = and i1 %1957, %1958
  %1960 = or i1 %1956, %1959
  br i1 %1960, label %1989, label %1961

1961:                                             ; preds = %1945, %1961
  %1962 = phi i64 [ %1986, %1961 ], [ 0, %1945 ]
  %1963 = getelementptr float, ptr %1944, i64 %1962
  %1964 = getelementptr i8, ptr %1963, i64 16
  %1965 = load <4 x float>, ptr %1963, align 4
  %1966 = load <4 x float>, ptr %1964, align 4
  %1967 = add nuw nsw i64 %1962, %106
  %1968 = getelementptr inbounds nuw float, ptr %169, i64 %1967
  %1969 = getelementptr inbounds nuw i8, ptr %1968, i64 16
  %1970 = load <4 x float>, ptr %1968, align 4
  %1971 = load <4 x float>, ptr %1969, align 4
  %1972 = fadd <4 x float> %1965, %1970
  %1973 = fadd <4 x float> %1966, %1971
  %1974 = getelementptr inbounds nuw float, ptr %170, i64 %1967
  %1975 = getelementptr inbounds nuw i8, ptr %1974, i64 16
  %1976 = load <4 x float>, ptr %1974, align 4
  %1977 = load <4 x float>, ptr %1975, align 4
  %1978 = fadd <4 x float> %1972, %1976
  %1979 = fadd <4 x float> %1973, %1977
  %1980 = getelementptr inbounds nuw float, ptr %1035, i64 %1967
  %1981 = getelementptr inbounds nuw i8, ptr %1980, i64 16
  %1982 = load <4 x float>, ptr %1980, align 4
  %1983 = load <4 x float>, ptr %1981, align 4
  %1984 = fadd <4 x float> %1978, %1982
  %1985 = fadd <4 x float> %1979, %1983
  store <4 x float> %1984, ptr %1980, align 4
  store <4 x float> %1985, ptr %1981, align 4
  %1986 = add nuw i64 %1962, 8
  %1987 = icmp eq i64 %1986, %804
  br i1 %1987, label %1988, label %1961

1988:                                             ; preds = %1961
  br i1 %805, label %2036, label %1989

1989:                                             ; preds = %1945, %1943, %1988
  %1990 = phi i64 [ 0, %1945 ], [ 0, %1943 ], [ %804, %1988 ]
  %1991 = or disjoint i64 %1990, 1
  br i1 %807, label %2006, label %1992

1992:                                             ; preds = %1989
  %1993 = getelementptr float, ptr %1944, i64 %1990
  %1994 = load float, ptr %1993, align 4
  %1995 = add nuw nsw i64 %1990, %106
  %1996 = getelementptr inbounds nuw float, ptr %169, i64 %1995
  %1997 = load float, ptr %1996, align 4
  %1998 = fadd float %1994, %1997
  %1999 = getelementptr inbounds nuw float, ptr %170, i64 %1995
  %2000 = load float, ptr %1999, align 4
  %2001 = fadd float %1998, %2000
  %2002 = getelementptr inbounds nuw float, ptr %1035, i64 %1995
  %2003 = load float, ptr %2002, align 4
  %2004 = fadd float %2001, %2003
  store float %2004, ptr %2002, align 4
  %2005 = or disjoint i64 %1990, 1
  br label %2006

2006:                                             ; preds = %1992, %1989
  %2007 = phi i64 [ %1990, %1989 ], [ %2005, %1992 ]
  %2008 = icmp eq i64 %32, %1991
  br i1 %2008, label %2036, label %2117

2009:                                             ; preds = %1940, %2009
  %2010 = phi i64 [ %2034, %2009 ], [ %1941, %1940 ]
  %2011 = getelementptr inbounds nuw float, ptr %1033, i64 %2010
  %2012 = load float, ptr %2011, align 4
  %2013 = getelementptr inbounds nuw float, ptr %169, i64 %2010
  %2014 = load float, ptr %2013, align 4
  %2015 = fadd float %2012, %2014
  %2016 = getelementptr inbounds nuw float, ptr %170, i64 %2010
  %2017 = load float, ptr %2016, align 4
  %2018 = fadd float %2015, %2017
  %2019 = getelementptr inbounds nuw float, ptr %1035, i64 %2010
  %2020 = load float, ptr %2019, align 4
  %2021 = fadd float %2018, %2020
  store float %2021, ptr %2019, align 4
  %2022 = add nuw nsw i64 %2010, 1
  %2023 = getelementptr inbounds nuw float, ptr %1033, i64 %2022
  %2024 = load float, ptr %2023, align 4
  %2025 = getelementptr inbounds nuw float, ptr %169, i64 %2022
  %2026 = load float, ptr %2025, align 4
  %2027 = fadd float %2024, %2026
  %2028 = getelementptr inbounds nuw float, ptr %170, i64 %2022
  %2029 = load float, ptr %2028, align 4
  %2030 = fadd float %2027, %2029
  %2031 = getelementptr inbounds nuw float, ptr %1035, i64 %2022
  %2032 = load float, ptr %2031, align 4
  %2033 = fadd float %2030, %2032
  store float %2033, ptr %2031, align 4
  %2034 = add nuw nsw i64 %2010, 2
  %2035 = icmp eq i64 %2034, %32
  br i1 %2035, label %1943, label %2009

2036:                                             ; preds = %2006, %2117, %1988
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1035, i64 noundef %599)
  %2037 = getelementptr inbounds nuw float, ptr %1035, i64 %106
  %2038 = getelementptr inbounds nuw float, ptr %1035, i64 %599
  %2039 = getelementptr i8, ptr %1033, i64 %602
  br i1 %808, label %2094, label %2040

2040:                                             ; preds = %2036
  %2041 = getelementptr i8, ptr %1035, i64 %710
  %2042 = getelementptr i8, ptr %1033, i64 %603
  %2043 = getelementptr i8, ptr %1035, i64 %726
  %2044 = getelementptr i8, ptr %2043, i64 %709
  %2045 = icmp ult ptr %2038, %718
  %2046 = icmp ult ptr %716, %2041
  %2047 = and i1 %2045, %2046
  %2048 = icmp ult ptr %2038, %2042
  %2049 = icmp ult ptr %2039, %2041
  %2050 = and i1 %2048, %2049
  %2051 = or i1 %2047, %2050
  %2052 = icmp ult ptr %2038, %725
  %2053 = icmp ult ptr %723, %2041
  %2054 = and i1 %2052, %2053
  %2055 = or i1 %2051, %2054
  %2056 = icmp ult ptr %2038, %2044
  %2057 = icmp ult ptr %2037, %2041
  %2058 = and i1 %2056, %2057
  %2059 = or i1 %2055, %2058
  br i1 %2059, label %2094, label %2060

2060:                                             ; preds = %2040, %2060
  %2061 = phi i64 [ %2091, %2060 ], [ 0, %2040 ]
  %2062 = getelementptr inbounds nuw float, ptr %2038, i64 %2061
  %2063 = getelementptr inbounds nuw i8, ptr %2062, i64 16
  %2064 = load <4 x float>, ptr %2062, align 4
  %2065 = load <4 x float>, ptr %2063, align 4
  %2066 = add nuw nsw i64 %2061, %599
  %2067 = getelementptr inbounds nuw float, ptr %170, i64 %2066
  %2068 = getelementptr inbounds nuw i8, ptr %2067, i64 16
  %2069 = load <4 x float>, ptr %2067, align 4
  %2070 = load <4 x float>, ptr %2068, align 4
  %2071 = fadd <4 x float> %2064, %2069
  %2072 = fadd <4 x float> %2065, %2070
  %2073 = getelementptr float, ptr %2039, i64 %2061
  %2074 = getelementptr i8, ptr %2073, i64 16
  %2075 = load <4 x float>, ptr %2073, align 4
  %2076 = load <4 x float>, ptr %2074, align 4
  %2077 = getelementptr inbounds nuw float, ptr %169, i64 %2066
  %2078 = getelementptr inbounds nuw i8, ptr %2077, i64 16
  %2079 = load <4 x float>, ptr %2077, align 4
  %2080 = load <4 x float>, ptr %2078, align 4
  %2081 = fadd <4 x float> %2075, %2079
  %2082 = fadd <4 x float> %2076, %2080
  %2083 = getelementptr inbounds nuw float, ptr %2037, i64 %2061
  %2084 = getelementptr inbounds nuw i8, ptr %2083, i64 16
  %2085 = load <4 x float>, ptr %2083, align 4
  %2086 = load <4 x float>, ptr %2084, align 4
  %2087 = fmul <4 x float> %2071, %2085
  %2088 = fmul <4 x float> %2072, %2086
  %2089 = fadd <4 x float> %2081, %2087
  %2090 = fadd <4 x float> %2082, %2088
  store <4 x float> %2089, ptr %2062, align 4
  store <4 x float> %2090, ptr %2063, align 4
  %2091 = add nuw i64 %2061, 8
  %2092 = icmp eq i64 %2091, %809
  br i1 %2092, label %2093, label %2060

2093:                                             ; preds = %2060
  br i1 %810, label %2148, label %2094

2094:                                             ; preds = %2040, %2036, %2093
  %2095 = phi i64 [ 0, %2040 ], [ 0, %2036 ], [ %809, %2093 ]
  %2096 = or disjoint i64 %2095, 1
  br i1 %812, label %2114, label %2097

2097:                                             ; preds = %2094
  %2098 = getelementptr inbounds nuw float, ptr %2038, i64 %2095
  %2099 = load float, ptr %2098, align 4
  %2100 = add nuw nsw i64 %2095, %599
  %2101 = getelementptr inbounds nuw float, ptr %170, i64 %2100
  %2102 = load float, ptr %2101, align 4
  %2103 = fadd float %2099, %2102
  %2104 = getelementptr float, ptr %2039, i64 %2095
  %2105 = load float, ptr %2104, align 4
  %2106 = getelementptr inbounds nuw float, ptr %169, i64 %2100
  %2107 = load float, ptr %2106, align 4
  %2108 = fadd float %2105, %2107
  %2109 = getelementptr inbounds nuw float, ptr %2037, i64 %2095
  %2110 = load float, ptr %2109, align 4
  %2111 = fmul float %2103, %2110
  %2112 = fadd float %2108, %2111
  store float %2112, ptr %2098, align 4
  %2113 = or disjoint i64 %2095, 1
  br label %2114

2114:                                             ; preds = %2097, %2094
  %2115 = phi i64 [ %2095, %2094 ], [ %2113, %2097 ]
  %2116 = icmp eq i64 %32, %2096
  br i1 %2116, label %2148, label %2203

2117:                                             ; preds = %2006, %2117
  %2118 = phi i64 [ %2144, %2117 ], [ %2007, %2006 ]
  %2119 = getelementptr float, ptr %1944, i64 %2118
  %2120 = load float, ptr %2119, align 4
  %2121 = add nuw nsw i64 %2118, %106
  %2122 = getelementptr inbounds nuw float, ptr %169, i64 %2121
  %2123 = load float, ptr %2122, align 4
  %2124 = fadd float %2120, %2123
  %2125 = getelementptr inbounds nuw float, ptr %170, i64 %2121
  %2126 = load float, ptr %2125, align 4
  %2127 = fadd float %2124, %2126
  %2128 = getelementptr inbounds nuw float, ptr %1035, i64 %2121
  %2129 = load float, ptr %2128, align 4
  %2130 = fadd float %2127, %2129
  store float %2130, ptr %2128, align 4
  %2131 = add nuw nsw i64 %2118, 1
  %2132 = getelementptr float, ptr %1944, i64 %2131
  %2133 = load float, ptr %2132, align 4
  %2134 = add nuw nsw i64 %2131, %106
  %2135 = getelementptr inbounds nuw float, ptr %169, i64 %2134
  %2136 = load float, ptr %2135, align 4
  %2137 = fadd float %2133, %2136
  %2138 = getelementptr inbounds nuw float, ptr %170, i64 %2134
  %2139 = load float, ptr %2138, align 4
  %2140 = fadd float %2137, %2139
  %2141 = getelementptr inbounds nuw float, ptr %1035, i64 %2134
  %2142 = load float, ptr %2141, align 4
  %2143 = fadd float %2140, %2142
  store float %2143, ptr %2141, align 4
  %2144 = add nuw nsw i64 %2118, 2
  %2145 = icmp eq i64 %2144, %32
  br i1 %2145, label %2036, label %2117

2146:                                             ; preds = %1881
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1035, i64 noundef %599)
  %2147 = getelementptr inbounds float, ptr %1035, i64 %599
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %2147, i64 noundef %106)
  br label %2464

2148:                                             ; preds = %2114, %2203, %2093
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %2038, i64 noundef %106)
  br i1 %813, label %2185, label %2149

2149:                                             ; preds = %2148
  %2150 = getelementptr i8, ptr %1037, i64 %709
  %2151 = getelementptr i8, ptr %1035, i64 %710
  %2152 = getelementptr i8, ptr %1035, i64 %709
  %2153 = icmp ult ptr %1037, %2151
  %2154 = icmp ult ptr %2038, %2150
  %2155 = and i1 %2153, %2154
  %2156 = icmp ult ptr %1037, %2152
  %2157 = icmp ult ptr %1035, %2150
  %2158 = and i1 %2156, %2157
  %2159 = or i1 %2155, %2158
  br i1 %2159, label %2185, label %2160

2160:                                             ; preds = %2149, %2160
  %2161 = phi i64 [ %2182, %2160 ], [ 0, %2149 ]
  %2162 = getelementptr inbounds nuw float, ptr %1035, i64 %2161
  %2163 = getelementptr inbounds nuw i8, ptr %2162, i64 16
  %2164 = load <4 x float>, ptr %2162, align 4
  %2165 = load <4 x float>, ptr %2163, align 4
  %2166 = fsub <4 x float> splat (float 1.000000e+00), %2164
  %2167 = fsub <4 x float> splat (float 1.000000e+00), %2165
  %2168 = getelementptr inbounds nuw float, ptr %2038, i64 %2161
  %2169 = getelementptr inbounds nuw i8, ptr %2168, i64 16
  %2170 = load <4 x float>, ptr %2168, align 4
  %2171 = load <4 x float>, ptr %2169, align 4
  %2172 = fmul <4 x float> %2166, %2170
  %2173 = fmul <4 x float> %2167, %2171
  %2174 = getelementptr inbounds nuw float, ptr %1037, i64 %2161
  %2175 = getelementptr inbounds nuw i8, ptr %2174, i64 16
  %2176 = load <4 x float>, ptr %2174, align 4
  %2177 = load <4 x float>, ptr %2175, align 4
  %2178 = fmul <4 x float> %2164, %2176
  %2179 = fmul <4 x float> %2165, %2177
  %2180 = fadd <4 x float> %2172, %2178
  %2181 = fadd <4 x float> %2173, %2179
  store <4 x float> %2180, ptr %2174, align 4
  store <4 x float> %2181, ptr %2175, align 4
  %2182 = add nuw i64 %2161, 8
  %2183 = icmp eq i64 %2182, %814
  br i1 %2183, label %2184, label %2160

2184:                                             ; preds = %2160
  br i1 %815, label %2464, label %2185

2185:                                             ; preds = %2149, %2148, %2184
  %2186 = phi i64 [ 0, %2149 ], [ 0, %2148 ], [ %814, %2184 ]
  %2187 = or disjoint i64 %2186, 1
  br i1 %817, label %2200, label %2188

2188:                                             ; preds = %2185
  %2189 = getelementptr inbounds nuw float, ptr %1035, i64 %2186
  %2190 = load float, ptr %2189, align 4
  %2191 = fsub float 1.000000e+00, %2190
  %2192 = getelementptr inbounds nuw float, ptr %2038, i64 %2186
  %2193 = load float, ptr %2192, align 4
  %2194 = fmul float %2191, %2193
  %2195 = getelementptr inbounds nuw float, ptr %1037, i64 %2186
  %2196 = load float, ptr %2195, align 4
  %2197 = fmul float %2190, %2196
  %2198 = fadd float %2194, %2197
  store float %2198, ptr %2195, align 4
  %2199 = or disjoint i64 %2186, 1
  br label %2200

2200:                                             ; preds = %2188, %2185
  %2201 = phi i64 [ %2186, %2185 ], [ %2199, %2188 ]
  %2202 = icmp eq i64 %32, %2187
  br i1 %2202, label %2464, label %2238

2203:                                             ; preds = %2114, %2203
  %2204 = phi i64 [ %2236, %2203 ], [ %2115, %2114 ]
  %2205 = getelementptr inbounds nuw float, ptr %2038, i64 %2204
  %2206 = load float, ptr %2205, align 4
  %2207 = add nuw nsw i64 %2204, %599
  %2208 = getelementptr inbounds nuw float, ptr %170, i64 %2207
  %2209 = load float, ptr %2208, align 4
  %2210 = fadd float %2206, %2209
  %2211 = getelementptr float, ptr %2039, i64 %2204
  %2212 = load float, ptr %2211, align 4
  %2213 = getelementptr inbounds nuw float, ptr %169, i64 %2207
  %2214 = load float, ptr %2213, align 4
  %2215 = fadd float %2212, %2214
  %2216 = getelementptr inbounds nuw float, ptr %2037, i64 %2204
  %2217 = load float, ptr %2216, align 4
  %2218 = fmul float %2210, %2217
  %2219 = fadd float %2215, %2218
  store float %2219, ptr %2205, align 4
  %2220 = add nuw nsw i64 %2204, 1
  %2221 = getelementptr inbounds nuw float, ptr %2038, i64 %2220
  %2222 = load float, ptr %2221, align 4
  %2223 = add nuw nsw i64 %2220, %599
  %2224 = getelementptr inbounds nuw float, ptr %170, i64 %2223
  %2225 = load float, ptr %2224, align 4
  %2226 = fadd float %2222, %2225
  %2227 = getelementptr float, ptr %2039, i64 %2220
  %2228 = load float, ptr %2227, align 4
  %2229 = getelementptr inbounds nuw float, ptr %169, i64 %2223
  %2230 = load float, ptr %2229, align 4
  %2231 = fadd float %2228, %2230
  %2232 = getelementptr inbounds nuw float, ptr %2037, i64 %2220
  %2233 = load float, ptr %2232, align 4
  %2234 = fmul float %2226, %2233
  %2235 = fadd float %2231, %2234
  store float %2235, ptr %2221, align 4
  %2236 = add nuw nsw i64 %2204, 2
  %2237 = icmp eq i64 %2236, %32
  br i1 %2237, label %2148, label %2203

2238:                                             ; preds = %2200, %2238
  %2239 = phi i64 [ %2261, %2238 ], [ %2201, %2200 ]
  %2240 = getelementptr inbounds nuw float, ptr %1035, i64 %2239
  %2241 = load float, ptr %2240, align 4
  %2242 = fsub float 1.000000e+00, %2241
  %2243 = getelementptr inbounds nuw float, ptr %2038, i64 %2239
  %2244 = load float, ptr %2243, align 4
  %2245 = fmul float %2242, %2244
  %2246 = getelementptr inbounds nuw float, ptr %1037, i64 %2239
  %2247 = load float, ptr %2246, align 4
  %2248 = fmul float %2241, %2247
  %2249 = fadd float %2245, %2248
  store float %2249, ptr %2246, align 4
  %2250 = add nuw nsw i64 %2239, 1
  %2251 = getelementptr inbounds nuw float, ptr %1035, i64 %2250
  %2252 = load float, ptr %2251, align 4
  %2253 = fsub float 1.000000e+00, %2252
  %2254 = getelementptr inbounds nuw float, ptr %2038, i64 %2250
  %2255 = load float, ptr %2254, align 4
  %2256 = fmul float %2253, %2255
  %2257 = getelementptr inbounds nuw float, ptr %1037, i64 %2250
  %2258 = load float, ptr %2257, align 4
  %2259 = fmul float %2252, %2258
  %2260 = fadd float %2256, %2259
  store float %2260, ptr %2257, align 4
  %2261 = add nuw nsw i64 %2239, 2
  %2262 = icmp eq i64 %2261, %32
  br i1 %2262, label %2464, label %2238

2263:                                             ; preds = %1878, %2329, %1861
  %2264 = getelementptr float, ptr %1033, i64 %32
  br i1 %787, label %2309, label %2265

2265:                                             ; preds = %2263
  %2266 = getelementptr i8, ptr %1035, i64 %754
  %2267 = getelementptr i8, ptr %1035, i64 %754
  %2268 = getelementptr i8, ptr %2267, i64 %755
  %2269 = getelementptr i8, ptr %1033, i64 %602
  %2270 = icmp ult ptr %2266, %2269
  %2271 = icmp ult ptr %2264, %2268
  %2272 = and i1 %2270, %2271
  %2273 = icmp ult ptr %2266, %763
  %2274 = icmp ult ptr %761, %2268
  %2275 = and i1 %2273, %2274
  %2276 = or i1 %2272, %2275
  %2277 = icmp ult ptr %2266, %770
  %2278 = icmp ult ptr %768, %2268
  %2279 = and i1 %2277, %2278
  %2280 = or i1 %2276, %2279
  br i1 %2280, label %2309, label %2281

2281:                                             ; preds = %2265, %2281
  %2282 = phi i64 [ %2306, %2281 ], [ 0, %2265 ]
  %2283 = getelementptr float, ptr %2264, i64 %2282
  %2284 = getelementptr i8, ptr %2283, i64 16
  %2285 = load <4 x float>, ptr %2283, align 4
  %2286 = load <4 x float>, ptr %2284, align 4
  %2287 = add nuw nsw i64 %2282, %106
  %2288 = getelementptr inbounds nuw float, ptr %169, i64 %2287
  %2289 = getelementptr inbounds nuw i8, ptr %2288, i64 16
  %2290 = load <4 x float>, ptr %2288, align 4
  %2291 = load <4 x float>, ptr %2289, align 4
  %2292 = fadd <4 x float> %2285, %2290
  %2293 = fadd <4 x float> %2286, %2291
  %2294 = getelementptr inbounds nuw float, ptr %170, i64 %2287
  %2295 = getelementptr inbounds nuw i8, ptr %2294, i64 16
  %2296 = load <4 x float>, ptr %2294, align 4
  %2297 = load <4 x float>, ptr %2295, align 4
  %2298 = fadd <4 x float> %2292, %2296
  %2299 = fadd <4 x float> %2293, %2297
  %2300 = getelementptr inbounds nuw float, ptr %1035, i64 %2287
  %2301 = getelementptr inbounds nuw i8, ptr %2300, i64 16
  %2302 = load <4 x float>, ptr %2300, align 4
  %2303 = load <4 x float>, ptr %2301, align 4
  %2304 = fadd <4 x float> %2298, %2302
  %2305 = fadd <4 x float> %2299, %2303
  store <4 x float> %2304, ptr %2300, align 4
  store <4 x float> %2305, ptr %2301, align 4
  %2306 = add nuw i64 %2282, 8
  %2307 = icmp eq i64 %2306, %788
  br i1 %2307, label %2308, label %2281

2308:                                             ; preds = %2281
  br i1 %789, label %2357, label %2309

2309:                                             ; preds = %2265, %2263, %2308
  %2310 = phi i64 [ 0, %2265 ], [ 0, %2263 ], [ %788, %2308 ]
  %2311 = or disjoint i64 %2310, 1
  br i1 %791, label %2326, label %2312

2312:                                             ; preds = %2309
  %2313 = getelementptr float, ptr %2264, i64 %2310
  %2314 = load float, ptr %2313, align 4
  %2315 = add nuw nsw i64 %2310, %106
  %2316 = getelementptr inbounds nuw float, ptr %169, i64 %2315
  %2317 = load float, ptr %2316, align 4
  %2318 = fadd float %2314, %2317
  %2319 = getelementptr inbounds nuw float, ptr %170, i64 %2315
  %2320 = load float, ptr %2319, align 4
  %2321 = fadd float %2318, %2320
  %2322 = getelementptr inbounds nuw float, ptr %1035, i64 %2315
  %2323 = load float, ptr %2322, align 4
  %2324 = fadd float %2321, %2323
  store float %2324, ptr %2322, align 4
  %2325 = or disjoint i64 %2310, 1
  br label %2326

2326:                                             ; preds = %2312, %2309
  %2327 = phi i64 [ %2310, %2309 ], [ %2325, %2312 ]
  %2328 = icmp eq i64 %32, %2311
  br i1 %2328, label %2357, label %2404

2329:                                             ; preds = %1878, %2329
  %2330 = phi i64 [ %2354, %2329 ], [ %1879, %1878 ]
  %2331 = getelementptr inbounds nuw float, ptr %1033, i64 %2330
  %2332 = load float, ptr %2331, align 4
  %2333 = getelementptr inbounds nuw float, ptr %169, i64 %2330
  %2334 = load float, ptr %2333, align 4
  %2335 = fadd float %2332, %2334
  %2336 = getelementptr inbounds nuw float, ptr %170, i64 %2330
  %2337 = load float, ptr %2336, align 4
  %2338 = fadd float %2335, %2337
  %2339 = getelementptr inbounds nuw float, ptr %1035, i64 %2330
  %2340 = load float, ptr %2339, align 4
  %2341 = fadd float %2338, %2340
  store float %2341, ptr %2339, align 4
  %2342 = add nuw nsw i64 %2330, 1
  %2343 = getelementptr inbounds nuw float, ptr %1033, i64 %2342
  %2344 = load float, ptr %2343, align 4
  %2345 = getelementptr inbounds nuw float, ptr %169, i64 %2342
  %2346 = load float, ptr %2345, align 4
  %2347 = fadd float %2344, %2346
  %2348 = getelementptr inbounds nuw float, ptr %170, i64 %2342
  %2349 = load float, ptr %2348, align 4
  %2350 = fadd float %2347, %2349
  %2351 = getelementptr inbounds nuw float, ptr %1035, i64 %2342
  %2352 = load float, ptr %2351, align 4
  %2353 = fadd float %2350, %2352
  store float %2353, ptr %2351, align 4
  %2354 = add nuw nsw i64 %2330, 2
  %2355 = icmp eq i64 %2354, %32
  br i1 %2355, label %2263, label %2329

2356:                                             ; preds = %1819
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1035, i64 noundef %599)
  br label %2464

2357:                                             ; preds = %2326, %2404, %2308
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1035, i64 noundef %599)
  %2358 = getelementptr inbounds nuw float, ptr %1035, i64 %106
  %2359 = getelementptr inbounds nuw i8, ptr %1031, i64 24
  %2360 = load ptr, ptr %2359, align 8
  br i1 %792, label %2386, label %2361

2361:                                             ; preds = %2357
  %2362 = ptrtoint ptr %2360 to i64
  %2363 = add i64 %793, %1036
  %2364 = sub i64 %2362, %2363
  %2365 = icmp ult i64 %2364, 32
  %2366 = sub i64 %2362, %1038
  %2367 = icmp ult i64 %2366, 32
  %2368 = or i1 %2365, %2367
  br i1 %2368, label %2386, label %2369

2369:                                             ; preds = %2361, %2369
  %2370 = phi i64 [ %2383, %2369 ], [ 0, %2361 ]
  %2371 = getelementptr inbounds nuw float, ptr %2358, i64 %2370
  %2372 = getelementptr inbounds nuw i8, ptr %2371, i64 16
  %2373 = load <4 x float>, ptr %2371, align 4
  %2374 = load <4 x float>, ptr %2372, align 4
  %2375 = getelementptr inbounds nuw float, ptr %1037, i64 %2370
  %2376 = getelementptr inbounds nuw i8, ptr %2375, i64 16
  %2377 = load <4 x float>, ptr %2375, align 4
  %2378 = load <4 x float>, ptr %2376, align 4
  %2379 = fmul <4 x float> %2373, %2377
  %2380 = fmul <4 x float> %2374, %2378
  %2381 = getelementptr inbounds nuw float, ptr %2360, i64 %2370
  %2382 = getelementptr inbounds nuw i8, ptr %2381, i64 16
  store <4 x float> %2379, ptr %2381, align 4
  store <4 x float> %2380, ptr %2382, align 4
  %2383 = add nuw i64 %2370, 8
  %2384 = icmp eq i64 %2383, %794
  br i1 %2384, label %2385, label %2369

2385:                                             ; preds = %2369
  br i1 %795, label %2464, label %2386

2386:                                             ; preds = %2361, %2357, %2385
  %2387 = phi i64 [ 0, %2361 ], [ 0, %2357 ], [ %794, %2385 ]
  br i1 %797, label %2400, label %2388

2388:                                             ; preds = %2386, %2388
  %2389 = phi i64 [ %2397, %2388 ], [ %2387, %2386 ]
  %2390 = phi i64 [ %2398, %2388 ], [ 0, %2386 ]
  %2391 = getelementptr inbounds nuw float, ptr %2358, i64 %2389
  %2392 = load float, ptr %2391, align 4
  %2393 = getelementptr inbounds nuw float, ptr %1037, i64 %2389
  %2394 = load float, ptr %2393, align 4
  %2395 = fmul float %2392, %2394
  %2396 = getelementptr inbounds nuw float, ptr %2360, i64 %2389
  store float %2395, ptr %2396, align 4
  %2397 = add nuw nsw i64 %2389, 1
  %2398 = add i64 %2390, 1
  %2399 = icmp eq i64 %2398, %796
  br i1 %2399, label %2400, label %2388

2400:                                             ; preds = %2388, %2386
  %2401 = phi i64 [ %2387, %2386 ], [ %2397, %2388 ]
  %2402 = sub nsw i64 %2387, %32
  %2403 = icmp ugt i64 %2402, -4
  br i1 %2403, label %2464, label %2433

2404:                                             ; preds = %2326, %2404
  %2405 = phi i64 [ %2431, %2404 ], [ %2327, %2326 ]
  %2406 = getelementptr float, ptr %2264, i64 %2405
  %2407 = load float, ptr %2406, align 4
  %2408 = add nuw nsw i64 %2405, %106
  %2409 = getelementptr inbounds nuw float, ptr %169, i64 %2408
  %2410 = load float, ptr %2409, align 4
  %2411 = fadd float %2407, %2410
  %2412 = getelementptr inbounds nuw float, ptr %170, i64 %2408
  %2413 = load float, ptr %2412, align 4
  %2414 = fadd float %2411, %2413
  %2415 = getelementptr inbounds nuw float, ptr %1035, i64 %2408
  %2416 = load float, ptr %2415, align 4
  %2417 = fadd float %2414, %2416
  store float %2417, ptr %2415, align 4
  %2418 = add nuw nsw i64 %2405, 1
  %2419 = getelementptr float, ptr %2264, i64 %2418
  %2420 = load float, ptr %2419, align 4
  %2421 = add nuw nsw i64 %2418, %106
  %2422 = getelementptr inbounds nuw float, ptr %169, i64 %2421
  %2423 = load float, ptr %2422, align 4
  %2424 = fadd float %2420, %2423
  %2425 = getelementptr inbounds nuw float, ptr %170, i64 %2421
  %2426 = load float, ptr %2425, align 4
  %2427 = fadd float %2424, %2426
  %2428 = getelementptr inbounds nuw float, ptr %1035, i64 %2421
  %2429 = load float, ptr %2428, align 4
  %2430 = fadd float %2427, %2429
  store float %2430, ptr %2428, align 4
  %2431 = add nuw nsw i64 %2405, 2
  %2432 = icmp eq i64 %2431, %32
  br i1 %2432, label %2357, label %2404

2433:                                             ; preds = %2400, %2433
  %2434 = phi i64 [ %2462, %2433 ], [ %2401, %2400 ]
  %2435 = getelementptr inbounds nuw float, ptr %2358, i64 %2434
  %2436 = load float, ptr %2435, align 4
  %2437 = getelementptr inbounds nuw float, ptr %1037, i64 %2434
  %2438 = load float, ptr %2437, align 4
  %2439 = fmul float %2436, %2438
  %2440 = getelementptr inbounds nuw float, ptr %2360, i64 %2434
  store float %2439, ptr %2440, align 4
  %2441 = add nuw nsw i64 %2434, 1
  %2442 = getelementptr inbounds nuw float, ptr %2358, i64 %2441
  %2443 = load float, ptr %2442, align 4
  %2444 = getelementptr inbounds nuw float, ptr %1037, i64 %2441
  %2445 = load float, ptr %2444, align 4
  %2446 = fmul float %2443, %2445
  %2447 = getelementptr inbounds nuw float, ptr %2360, i64 %2441
  store float %2446, ptr %2447, align 4
  %2448 = add nuw nsw i64 %2434, 2
  %2449 = getelementptr inbounds nuw float, ptr %2358, i64 %2448
  %2450 = load float, ptr %2449, align 4
  %2451 = getelementptr inbounds nuw float, ptr %1037, i64 %2448
  %2452 = load float, ptr %2451, align 4
  %2453 = fmul float %2450, %2452
  %2454 = getelementptr inbounds nuw float, ptr %2360, i64 %2448
  store float %2453, ptr %2454, align 4
  %2455 = add nuw nsw i64 %2434, 3
  %2456 = getelementptr inbounds nuw float, ptr %2358, i64 %2455
  %2457 = load float, ptr %2456, align 4
  %2458 = getelementptr inbounds nuw float, ptr %1037, i64 %2455
  %2459 = load float, ptr %2458, align 4
  %2460 = fmul float %2457, %2459
  %2461 = getelementptr inbounds nuw float, ptr %2360, i64 %2455
  store float %2460, ptr %2461, align 4
  %2462 = add nuw nsw i64 %2434, 4
  %2463 = icmp eq i64 %2462, %32
  br i1 %2463, label %2464, label %2433

2464:                                             ; preds = %2400, %2433, %2200, %2238, %1776, %1787, %1130, %1161, %2385, %2184, %1761, %1118, %2356, %2146, %1735, %1103
  %2465 = add nuw nsw i64 %1029, 1
  %2466 = icmp eq i64 %2465, %1024
  br i1 %2466, label %1027, label %1028

2467:                                             ; preds = %1027
  call fastcc void @products(ptr noundef %582, ptr noundef %583, i64 noundef %1024, ptr noundef %608, i64 noundef %32, i64 noundef %107, i64 noundef %106, i32 noundef %972)
  br i1 %973, label %2468, label %2657

2468:                                             ; preds = %2467, %2627
  %2469 = phi i64 [ %2628, %2627 ], [ 0, %2467 ]
  %2470 = getelementptr inbounds nuw ptr, ptr %579, i64 %2469
  %2471 = load ptr, ptr %2470, align 8
  %2472 = getelementptr inbounds nuw i8, ptr %2471, i64 16
  %2473 = load ptr, ptr %2472, align 8
  %2474 = load ptr, ptr %2471, align 8
  %2475 = getelementptr float, ptr %2473, i64 %599
  br i1 %123, label %2476, label %2542

2476:                                             ; preds = %2468
  %2477 = getelementptr inbounds nuw i8, ptr %2471, i64 40
  %2478 = load ptr, ptr %2477, align 8
  %2479 = getelementptr i8, ptr %2478, i64 %602
  br i1 %864, label %2522, label %2480

2480:                                             ; preds = %2476
  %2481 = getelementptr i8, ptr %2473, i64 %612
  %2482 = getelementptr i8, ptr %2478, i64 %613
  %2483 = icmp ult ptr %2475, %2482
  %2484 = icmp ult ptr %2479, %2481
  %2485 = and i1 %2483, %2484
  %2486 = icmp ult ptr %2475, %621
  %2487 = icmp ult ptr %619, %2481
  %2488 = and i1 %2486, %2487
  %2489 = or i1 %2485, %2488
  %2490 = icmp ult ptr %2475, %628
  %2491 = icmp ult ptr %626, %2481
  %2492 = and i1 %2490, %2491
  %2493 = or i1 %2489, %2492
  br i1 %2493, label %2522, label %2494

2494:                                             ; preds = %2480, %2494
  %2495 = phi i64 [ %2519, %2494 ], [ 0, %2480 ]
  %2496 = getelementptr float, ptr %2479, i64 %2495
  %2497 = getelementptr i8, ptr %2496, i64 16
  %2498 = load <4 x float>, ptr %2496, align 4
  %2499 = load <4 x float>, ptr %2497, align 4
  %2500 = add nuw nsw i64 %2495, %599
  %2501 = getelementptr inbounds nuw float, ptr %169, i64 %2500
  %2502 = getelementptr inbounds nuw i8, ptr %2501, i64 16
  %2503 = load <4 x float>, ptr %2501, align 4
  %2504 = load <4 x float>, ptr %2502, align 4
  %2505 = fadd <4 x float> %2498, %2503
  %2506 = fadd <4 x float> %2499, %2504
  %2507 = getelementptr inbounds nuw float, ptr %170, i64 %2500
  %2508 = getelementptr inbounds nuw i8, ptr %2507, i64 16
  %2509 = load <4 x float>, ptr %2507, align 4
  %2510 = load <4 x float>, ptr %2508, align 4
  %2511 = fadd <4 x float> %2505, %2509
  %2512 = fadd <4 x float> %2506, %2510
  %2513 = getelementptr inbounds nuw float, ptr %2473, i64 %2500
  %2514 = getelementptr inbounds nuw i8, ptr %2513, i64 16
  %2515 = load <4 x float>, ptr %2513, align 4
  %2516 = load <4 x float>, ptr %2514, align 4
  %2517 = fadd <4 x float> %2511, %2515
  %2518 = fadd <4 x float> %2512, %2516
  store <4 x float> %2517, ptr %2513, align 4
  store <4 x float> %2518, ptr %2514, align 4
  %2519 = add nuw i64 %2495, 8
  %2520 = icmp eq i64 %2519, %865
  br i1 %2520, label %2521, label %2494

2521:                                             ; preds = %2494
  br i1 %866, label %2543, label %2522

2522:                                             ; preds = %2480, %2476, %2521
  %2523 = phi i64 [ 0, %2480 ], [ 0, %2476 ], [ %865, %2521 ]
  %2524 = or disjoint i64 %2523, 1
  br i1 %868, label %2539, label %2525

2525:                                             ; preds = %2522
  %2526 = getelementptr float, ptr %2479, i64 %2523
  %2527 = load float, ptr %2526, align 4
  %2528 = add nuw nsw i64 %2523, %599
  %2529 = getelementptr inbounds nuw float, ptr %169, i64 %2528
  %2530 = load float, ptr %2529, align 4
  %2531 = fadd float %2527, %2530
  %2532 = getelementptr inbounds nuw float, ptr %170, i64 %2528
  %2533 = load float, ptr %2532, align 4
  %2534 = fadd float %2531, %2533
  %2535 = getelementptr inbounds nuw float, ptr %2473, i64 %2528
  %2536 = load float, ptr %2535, align 4
  %2537 = fadd float %2534, %2536
  store float %2537, ptr %2535, align 4
  %2538 = or disjoint i64 %2523, 1
  br label %2539

2539:                                             ; preds = %2525, %2522
  %2540 = phi i64 [ %2523, %2522 ], [ %2538, %2525 ]
  %2541 = icmp eq i64 %32, %2524
  br i1 %2541, label %2543, label %2598

2542:                                             ; preds = %2468
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %2475, i64 noundef %106)
  br label %2627

2543:                                             ; preds = %2539, %2598, %2521
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %2475, i64 noundef %106)
  br i1 %869, label %2580, label %2544

2544:                                             ; preds = %2543
  %2545 = getelementptr i8, ptr %2474, i64 %611
  %2546 = getelementptr i8, ptr %2473, i64 %612
  %2547 = getelementptr i8, ptr %2473, i64 %611
  %2548 = icmp ult ptr %2474, %2546
  %2549 = icmp ult ptr %2475, %2545
  %2550 = and i1 %2548, %2549
  %2551 = icmp ult ptr %2474, %2547
  %2552 = icmp ult ptr %2473, %2545
  %2553 = and i1 %2551, %2552
  %2554 = or i1 %2550, %2553
  br i1 %2554, label %2580, label %2555

2555:                                             ; preds = %2544, %2555
  %2556 = phi i64 [ %2577, %2555 ], [ 0, %2544 ]
  %2557 = getelementptr inbounds nuw float, ptr %2473, i64 %2556
  %2558 = getelementptr inbounds nuw i8, ptr %2557, i64 16
  %2559 = load <4 x float>, ptr %2557, align 4
  %2560 = load <4 x float>, ptr %2558, align 4
  %2561 = fsub <4 x float> splat (float 1.000000e+00), %2559
  %2562 = fsub <4 x float> splat (float 1.000000e+00), %2560
  %2563 = getelementptr inbounds nuw float, ptr %2475, i64 %2556
  %2564 = getelementptr inbounds nuw i8, ptr %2563, i64 16
  %2565 = load <4 x float>, ptr %2563, align 4
  %2566 = load <4 x float>, ptr %2564, align 4
  %2567 = fmul <4 x float> %2561, %2565
  %2568 = fmul <4 x float> %2562, %2566
  %2569 = getelementptr inbounds nuw float, ptr %2474, i64 %2556
  %2570 = getelementptr inbounds nuw i8, ptr %2569, i64 16
  %2571 = load <4 x float>, ptr %2569, align 4
  %2572 = load <4 x float>, ptr %2570, align 4
  %2573 = fmul <4 x float> %2559, %2571
  %2574 = fmul <4 x float> %2560, %2572
  %2575 = fadd <4 x float> %2567, %2573
  %2576 = fadd <4 x float> %2568, %2574
  store <4 x float> %2575, ptr %2569, align 4
  store <4 x float> %2576, ptr %2570, align 4
  %2577 = add nuw i64 %2556, 8
  %2578 = icmp eq i64 %2577, %870
  br i1 %2578, label %2579, label %2555

2579:                                             ; preds = %2555
  br i1 %871, label %2627, label %2580

2580:                                             ; preds = %2544, %2543, %2579
  %2581 = phi i64 [ 0, %2544 ], [ 0, %2543 ], [ %870, %2579 ]
  %2582 = or disjoint i64 %2581, 1
  br i1 %873, label %2595, label %2583

2583:                                             ; preds = %2580
  %2584 = getelementptr inbounds nuw float, ptr %2473, i64 %2581
  %2585 = load float, ptr %2584, align 4
  %2586 = fsub float 1.000000e+00, %2585
  %2587 = getelementptr inbounds nuw float, ptr %2475, i64 %2581
  %2588 = load float, ptr %2587, align 4
  %2589 = fmul float %2586, %2588
  %2590 = getelementptr inbounds nuw float, ptr %2474, i64 %2581
  %2591 = load float, ptr %2590, align 4
  %2592 = fmul float %2585, %2591
  %2593 = fadd float %2589, %2592
  store float %2593, ptr %2590, align 4
  %2594 = or disjoint i64 %2581, 1
  br label %2595

2595:                                             ; preds = %2583, %2580
  %2596 = phi i64 [ %2581, %2580 ], [ %2594, %2583 ]
  %2597 = icmp eq i64 %32, %2582
  br i1 %2597, label %2627, label %2631

2598:                                             ; preds = %2539, %2598
  %2599 = phi i64 [ %2625, %2598 ], [ %2540, %2539 ]
  %2600 = getelementptr float, ptr %2479, i64 %2599
  %2601 = load float, ptr %2600, align 4
  %2602 = add nuw nsw i64 %2599, %599
  %2603 = getelementptr inbounds nuw float, ptr %169, i64 %2602
  %2604 = load float, ptr %2603, align 4
  %2605 = fadd float %2601, %2604
  %2606 = getelementptr inbounds nuw float, ptr %170, i64 %2602
  %2607 = load float, ptr %2606, align 4
  %2608 = fadd float %2605, %2607
  %2609 = getelementptr inbounds nuw float, ptr %2473, i64 %2602
  %2610 = load float, ptr %2609, align 4
  %2611 = fadd float %2608, %2610
  store float %2611, ptr %2609, align 4
  %2612 = add nuw nsw i64 %2599, 1
  %2613 = getelementptr float, ptr %2479, i64 %2612
  %2614 = load float, ptr %2613, align 4
  %2615 = add nuw nsw i64 %2612, %599
  %2616 = getelementptr inbounds nuw float, ptr %169, i64 %2615
  %2617 = load float, ptr %2616, align 4
  %2618 = fadd float %2614, %2617
  %2619 = getelementptr inbounds nuw float, ptr %170, i64 %2615
  %2620 = load float, ptr %2619, align 4
  %2621 = fadd float %2618, %2620
  %2622 = getelementptr inbounds nuw float, ptr %2473, i64 %2615
  %2623 = load float, ptr %2622, align 4
  %2624 = fadd float %2621, %2623
  store float %2624, ptr %2622, align 4
  %2625 = add nuw nsw i64 %2599, 2
  %2626 = icmp eq i64 %2625, %32
  br i1 %2626, label %2543, label %2598

2627:                                             ; preds = %2595, %2631, %2579, %2542
  %2628 = add nuw nsw i64 %2469, 1
  %2629 = icmp eq i64 %2628, %1024
  br i1 %2629, label %2630, label %2468

2630:                                             ; preds = %2627, %2656
  br label %2660

2631:                                             ; preds = %2595, %2631
  %2632 = phi i64 [ %2654, %2631 ], [ %2596, %2595 ]
  %2633 = getelementptr inbounds nuw float, ptr %2473, i64 %2632
  %2634 = load float, ptr %2633, align 4
  %2635 = fsub float 1.000000e+00, %2634
  %2636 = getelementptr inbounds nuw float, ptr %2475, i64 %2632
  %2637 = load float, ptr %2636, align 4
  %2638 = fmul float %2635, %2637
  %2639 = getelementptr inbounds nuw float, ptr %2474, i64 %2632
  %2640 = load float, ptr %2639, align 4
  %2641 = fmul float %2634, %2640
  %2642 = fadd float %2638, %2641
  store float %2642, ptr %2639, align 4
  %2643 = add nuw nsw i64 %2632, 1
  %2644 = getelementptr inbounds nuw float, ptr %2473, i64 %2643
  %2645 = load float, ptr %2644, align 4
  %2646 = fsub float 1.000000e+00, %2645
  %2647 = getelementptr inbounds nuw float, ptr %2475, i64 %2643
  %2648 = load float, ptr %2647, align 4
  %2649 = fmul float %2646, %2648
  %2650 = getelementptr inbounds nuw float, ptr %2474, i64 %2643
  %2651 = load float, ptr %2650, align 4
  %2652 = fmul float %2645, %2651
  %2653 = fadd float %2649, %2652
  store float %2653, ptr %2650, align 4
  %2654 = add nuw nsw i64 %2632, 2
  %2655 = icmp eq i64 %2654, %32
  br i1 %2655, label %2627, label %2631

2656:                                             ; preds = %1027
  br i1 %973, label %2630, label %2657

2657:                                             ; preds = %2720, %2467, %2656
  %2658 = add nuw nsw i64 %963, 1
  %2659 = icmp eq i64 %2658, %906
  br i1 %2659, label %965, label %962

2660:                                             ; preds = %2630, %2720
  %2661 = phi i64 [ %2721, %2720 ], [ 0, %2630 ]
  %2662 = getelementptr inbounds nuw ptr, ptr %579, i64 %2661
  %2663 = load ptr, ptr %2662, align 8
  %2664 = getelementptr inbounds nuw i8, ptr %2663, i64 48
  %2665 = load ptr, ptr %2664, align 8
  %2666 = icmp eq ptr %2665, null
  %2667 = select i1 %2666, i1 true, i1 %605
  br i1 %2667, label %2720, label %2668

2668:                                             ; preds = %2660
  %2669 = ptrtoint ptr %2665 to i64
  %2670 = load ptr, ptr %2663, align 8
  %2671 = ptrtoint ptr %2670 to i64
  %2672 = sub i64 %2669, %2671
  %2673 = icmp ult i64 %2672, 32
  %2674 = select i1 %874, i1 true, i1 %2673
  br i1 %2674, label %2686, label %2675

2675:                                             ; preds = %2668, %2675
  %2676 = phi i64 [ %2683, %2675 ], [ 0, %2668 ]
  %2677 = getelementptr inbounds nuw float, ptr %2670, i64 %2676
  %2678 = getelementptr inbounds nuw i8, ptr %2677, i64 16
  %2679 = load <4 x float>, ptr %2677, align 4
  %2680 = load <4 x float>, ptr %2678, align 4
  %2681 = getelementptr inbounds nuw float, ptr %2665, i64 %2676
  %2682 = getelementptr inbounds nuw i8, ptr %2681, i64 16
  store <4 x float> %2679, ptr %2681, align 4
  store <4 x float> %2680, ptr %2682, align 4
  %2683 = add nuw i64 %2676, 8
  %2684 = icmp eq i64 %2683, %875
  br i1 %2684, label %2685, label %2675

2685:                                             ; preds = %2675
  br i1 %876, label %2720, label %2686

2686:                                             ; preds = %2668, %2685
  %2687 = phi i64 [ 0, %2668 ], [ %875, %2685 ]
  br i1 %878, label %2697, label %2688

2688:                                             ; preds = %2686, %2688
  %2689 = phi i64 [ %2694, %2688 ], [ %2687, %2686 ]
  %2690 = phi i64 [ %2695, %2688 ], [ 0, %2686 ]
  %2691 = getelementptr inbounds nuw float, ptr %2670, i64 %2689
  %2692 = load float, ptr %2691, align 4
  %2693 = getelementptr inbounds nuw float, ptr %2665, i64 %2689
  store float %2692, ptr %2693, align 4
  %2694 = add nuw nsw i64 %2689, 1
  %2695 = add i64 %2690, 1
  %2696 = icmp eq i64 %2695, %877
  br i1 %2696, label %2697, label %2688

2697:                                             ; preds = %2688, %2686
  %2698 = phi i64 [ %2687, %2686 ], [ %2694, %2688 ]
  %2699 = sub nsw i64 %2687, %32
  %2700 = icmp ugt i64 %2699, -4
  br i1 %2700, label %2720, label %2701

2701:                                             ; preds = %2697, %2701
  %2702 = phi i64 [ %2718, %2701 ], [ %2698, %2697 ]
  %2703 = getelementptr inbounds nuw float, ptr %2670, i64 %2702
  %2704 = load float, ptr %2703, align 4
  %2705 = getelementptr inbounds nuw float, ptr %2665, i64 %2702
  store float %2704, ptr %2705, align 4
  %2706 = add nuw nsw i64 %2702, 1
  %2707 = getelementptr inbounds nuw float, ptr %2670, i64 %2706
  %2708 = load float, ptr %2707, align 4
  %2709 = getelementptr inbounds nuw float, ptr %2665, i64 %2706
  store float %2708, ptr %2709, align 4
  %2710 = add nuw nsw i64 %2702, 2
  %2711 = getelementptr inbounds nuw float, ptr %2670, i64 %2710
  %2712 = load float, ptr %2711, align 4
  %2713 = getelementptr inbounds nuw float, ptr %2665, i64 %2710
  store float %2712, ptr %2713, align 4
  %2714 = add nuw nsw i64 %2702, 3
  %2715 = getelementptr inbounds nuw float, ptr %2670, i64 %2714
  %2716 = load float, ptr %2715, align 4
  %2717 = getelementptr inbounds nuw float, ptr %2665, i64 %2714
  store float %2716, ptr %2717, align 4
  %2718 = add nuw nsw i64 %2702, 4
  %2719 = icmp eq i64 %2718, %32
  br i1 %2719, label %2720, label %2701

2720:                                             ; preds = %2697, %2701, %2685, %2660
  %2721 = add nuw nsw i64 %2661, 1
  %2722 = icmp eq i64 %2721, %1024
  br i1 %2722, label %2657, label %2660

2723:                                             ; preds = %2740, %550
  call void @free(ptr noundef %117)
  ret void

2724:                                             ; preds = %965, %2740
  %2725 = phi i64 [ 0, %965 ], [ %2741, %2740 ]
  %2726 = getelementptr inbounds nuw %struct.rowstate, ptr %553, i64 %2725
  %2727 = getelementptr inbounds nuw i8, ptr %2726, i64 32
  %2728 = load i64, ptr %2727, align 8
  %2729 = icmp eq i64 %2728, 0
  br i1 %123, label %2730, label %2740

2730:                                             ; preds = %2724
  %2731 = add nsw i64 %2725, %49
  %2732 = mul nsw i64 %2731, %34
  %2733 = add nsw i64 %2732, %47
  %2734 = add nsw i64 %2731, %967
  %2735 = select i1 %966, i64 %2733, i64 %2734
  %2736 = mul nsw i64 %2735, %32
  %2737 = getelementptr float, ptr %22, i64 %2736
  %2738 = getelementptr inbounds nuw i8, ptr %2726, i64 8
  %2739 = getelementptr float, ptr %23, i64 %2736
  br label %2743

2740:                                             ; preds = %2762, %2724
  %2741 = add nuw nsw i64 %2725, 1
  %2742 = icmp slt i64 %2741, %52
  br i1 %2742, label %2724, label %2723

2743:                                             ; preds = %2730, %2762
  %2744 = phi i64 [ 0, %2730 ], [ %2763, %2762 ]
  br i1 %968, label %2753, label %2745

2745:                                             ; preds = %2743
  br i1 %2729, label %2750, label %2746

2746:                                             ; preds = %2745
  %2747 = load ptr, ptr %2726, align 8
  %2748 = getelementptr inbounds nuw float, ptr %2747, i64 %2744
  %2749 = load float, ptr %2748, align 4
  br label %2750

2750:                                             ; preds = %2745, %2746
  %2751 = phi float [ %2749, %2746 ], [ 0.000000e+00, %2745 ]
  %2752 = getelementptr float, ptr %2737, i64 %2744
  store float %2751, ptr %2752, align 4
  br label %2753

2753:                                             ; preds = %2750, %2743
  br i1 %969, label %2762, label %2754

2754:                                             ; preds = %2753
  br i1 %2729, label %2759, label %2755

2755:                                             ; preds = %2754
  %2756 = load ptr, ptr %2738, align 8
  %2757 = getelementptr inbounds nuw float, ptr %2756, i64 %2744
  %2758 = load float, ptr %2757, align 4
  br label %2759

2759:                                             ; preds = %2754, %2755
  %2760 = phi float [ %2758, %2755 ], [ 0.000000e+00, %2754 ]
  %2761 = getelementptr float, ptr %2739, i64 %2744
  store float %2760, ptr %2761, align 4
  br label %2762

2762:                                             ; preds = %2753, %2759
  %2763 = add nuw nsw i64 %2744, 1
  %2764 = icmp eq i64 %2763, %32
  br i1 %2764, label %2740, label %2743
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap()

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc void @products(ptr noundef nonnull readonly captures(none) %0, ptr noundef nonnull readonly captures(none) %1, i64 noundef %2, ptr noundef nonnull readonly %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i32 noundef range(i32 0, 2) %7) unnamed_addr {
  %9 = icmp slt i64 %2, 2
  br i1 %9, label %635, label %10

10:                                               ; preds = %8
  %11 = icmp slt i64 %6, 16
  %12 = icmp eq i32 %7, 0
  %13 = icmp sgt i64 %4, 0
  br label %14

14:                                               ; preds = %10, %632
  %15 = phi i64 [ 2, %10 ], [ %633, %632 ]
  %16 = phi i64 [ 0, %10 ], [ %15, %632 ]
  %17 = getelementptr inbounds nuw ptr, ptr %0, i64 %16
  %18 = getelementptr inbounds nuw ptr, ptr %1, i64 %16
  br i1 %11, label %110, label %19

19:                                               ; preds = %14
  %20 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %21 = getelementptr inbounds nuw i8, ptr %18, i64 8
  br label %22

22:                                               ; preds = %19, %29
  %23 = phi i64 [ %60, %29 ], [ 16, %19 ]
  %24 = phi i64 [ %23, %29 ], [ 0, %19 ]
  %25 = getelementptr float, ptr %3, i64 %24
  br i1 %13, label %26, label %29

26:                                               ; preds = %22
  %27 = load ptr, ptr %17, align 8
  %28 = load ptr, ptr %20, align 8
  br label %62

29:                                               ; preds = %62, %22
  %30 = phi <4 x float> [ zeroinitializer, %22 ], [ %89, %62 ]
  %31 = phi <4 x float> [ zeroinitializer, %22 ], [ %91, %62 ]
  %32 = phi <4 x float> [ zeroinitializer, %22 ], [ %93, %62 ]
  %33 = phi <4 x float> [ zeroinitializer, %22 ], [ %95, %62 ]
  %34 = phi <4 x float> [ zeroinitializer, %22 ], [ %101, %62 ]
  %35 = phi <4 x float> [ zeroinitializer, %22 ], [ %103, %62 ]
  %36 = phi <4 x float> [ zeroinitializer, %22 ], [ %105, %62 ]
  %37 = phi <4 x float> [ zeroinitializer, %22 ], [ %107, %62 ]
  %38 = load ptr, ptr %18, align 8
  %39 = getelementptr inbounds nuw float, ptr %38, i64 %24
  store <4 x float> %30, ptr %39, align 4
  %40 = load ptr, ptr %18, align 8
  %41 = getelementptr inbounds nuw float, ptr %40, i64 %24
  %42 = getelementptr inbounds nuw i8, ptr %41, i64 16
  store <4 x float> %31, ptr %42, align 4
  %43 = load ptr, ptr %18, align 8
  %44 = getelementptr inbounds nuw float, ptr %43, i64 %24
  %45 = getelementptr inbounds nuw i8, ptr %44, i64 32
  store <4 x float> %32, ptr %45, align 4
  %46 = load ptr, ptr %18, align 8
  %47 = getelementptr inbounds nuw float, ptr %46, i64 %24
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 48
  store <4 x float> %33, ptr %48, align 4
  %49 = load ptr, ptr %21, align 8
  %50 = getelementptr inbounds nuw float, ptr %49, i64 %24
  store <4 x float> %34, ptr %50, align 4
  %51 = load ptr, ptr %21, align 8
  %52 = getelementptr inbounds nuw float, ptr %51, i64 %24
  %53 = getelementptr inbounds nuw i8, ptr %52, i64 16
  store <4 x float> %35, ptr %53, align 4
  %54 = load ptr, ptr %21, align 8
  %55 = getelementptr inbounds nuw float, ptr %54, i64 %24
  %56 = getelementptr inbounds nuw i8, ptr %55, i64 32
  store <4 x float> %36, ptr %56, align 4
  %57 = load ptr, ptr %21, align 8
  %58 = getelementptr inbounds nuw float, ptr %57, i64 %24
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 48
  store <4 x float> %37, ptr %59, align 4
  %60 = add nuw nsw i64 %23, 16
  %61 = icmp sgt i64 %60, %6
  br i1 %61, label %110, label %22

62:                                               ; preds = %26, %62
  %63 = phi <4 x float> [ zeroinitializer, %26 ], [ %89, %62 ]
  %64 = phi <4 x float> [ zeroinitializer, %26 ], [ %91, %62 ]
  %65 = phi <4 x float> [ zeroinitializer, %26 ], [ %93, %62 ]
  %66 = phi <4 x float> [ zeroinitializer, %26 ], [ %95, %62 ]
  %67 = phi <4 x float> [ zeroinitializer, %26 ], [ %101, %62 ]
  %68 = phi <4 x float> [ zeroinitializer, %26 ], [ %103, %62 ]
  %69 = phi <4 x float> [ zeroinitializer, %26 ], [ %105, %62 ]
  %70 = phi <4 x float> [ zeroinitializer, %26 ], [ %107, %62 ]
  %71 = phi i64 [ 0, %26 ], [ %108, %62 ]
  %72 = xor i64 %71, -1
  %73 = add nsw i64 %4, %72
  %74 = select i1 %12, i64 %71, i64 %73
  %75 = mul nsw i64 %74, %5
  %76 = getelementptr float, ptr %25, i64 %75
  %77 = load <4 x float>, ptr %76, align 4
  %78 = getelementptr inbounds nuw i8, ptr %76, i64 16
  %79 = load <4 x float>, ptr %78, align 4
  %80 = getelementptr inbounds nuw i8, ptr %76, i64 32
  %81 = load <4 x float>, ptr %80, align 4
  %82 = getelementptr inbounds nuw i8, ptr %76, i64 48
  %83 = load <4 x float>, ptr %82, align 4
  %84 = getelementptr inbounds float, ptr %27, i64 %74
  %85 = load float, ptr %84, align 4
  %86 = insertelement <4 x float> poison, float %85, i64 0
  %87 = shufflevector <4 x float> %86, <4 x float> poison, <4 x i32> zeroinitializer
  %88 = fmul <4 x float> %87, %77
  %89 = fadd <4 x float> %88, %63
  %90 = fmul <4 x float> %87, %79
  %91 = fadd <4 x float> %90, %64
  %92 = fmul <4 x float> %87, %81
  %93 = fadd <4 x float> %92, %65
  %94 = fmul <4 x float> %87, %83
  %95 = fadd <4 x float> %94, %66
  %96 = getelementptr inbounds float, ptr %28, i64 %74
  %97 = load float, ptr %96, align 4
  %98 = insertelement <4 x float> poison, float %97, i64 0
  %99 = shufflevector <4 x float> %98, <4 x float> poison, <4 x i32> zeroinitializer
  %100 = fmul <4 x float> %99, %77
  %101 = fadd <4 x float> %100, %67
  %102 = fmul <4 x float> %99, %79
  %103 = fadd <4 x float> %102, %68
  %104 = fmul <4 x float> %99, %81
  %105 = fadd <4 x float> %104, %69
  %106 = fmul <4 x float> %99, %83
  %107 = fadd <4 x float> %106, %70
  %108 = add nuw nsw i64 %71, 1
  %109 = icmp eq i64 %108, %4
  br i1 %109, label %29, label %62

110:                                              ; preds = %29, %14
  %111 = phi i64 [ 0, %14 ], [ %23, %29 ]
  %112 = sub nsw i64 %6, %111
  %113 = sdiv i64 %112, 4
  switch i64 %113, label %632 [
    i64 1, label %114
    i64 2, label %152
    i64 3, label %206
    i64 4, label %276
    i64 5, label %362
    i64 6, label %450
    i64 7, label %540
  ]

114:                                              ; preds = %110
  %115 = getelementptr float, ptr %3, i64 %111
  br i1 %13, label %116, label %120

116:                                              ; preds = %114
  %117 = load ptr, ptr %17, align 8
  %118 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %119 = load ptr, ptr %118, align 8
  br label %128

120:                                              ; preds = %128, %114
  %121 = phi <4 x float> [ zeroinitializer, %114 ], [ %149, %128 ]
  %122 = phi <4 x float> [ zeroinitializer, %114 ], [ %143, %128 ]
  %123 = load ptr, ptr %18, align 8
  %124 = getelementptr inbounds nuw float, ptr %123, i64 %111
  store <4 x float> %122, ptr %124, align 4
  %125 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %126 = load ptr, ptr %125, align 8
  %127 = getelementptr inbounds nuw float, ptr %126, i64 %111
  store <4 x float> %121, ptr %127, align 4
  br label %632

128:                                              ; preds = %116, %128
  %129 = phi <4 x float> [ zeroinitializer, %116 ], [ %149, %128 ]
  %130 = phi <4 x float> [ zeroinitializer, %116 ], [ %143, %128 ]
  %131 = phi i64 [ 0, %116 ], [ %150, %128 ]
  %132 = xor i64 %131, -1
  %133 = add nsw i64 %4, %132
  %134 = select i1 %12, i64 %131, i64 %133
  %135 = mul nsw i64 %134, %5
  %136 = getelementptr float, ptr %115, i64 %135
  %137 = load <4 x float>, ptr %136, align 4
  %138 = getelementptr inbounds float, ptr %117, i64 %134
  %139 = load float, ptr %138, align 4
  %140 = insertelement <4 x float> poison, float %139, i64 0
  %141 = shufflevector <4 x float> %140, <4 x float> poison, <4 x i32> zeroinitializer
  %142 = fmul <4 x float> %141, %137
  %143 = fadd <4 x float> %142, %130
  %144 = getelementptr inbounds float, ptr %119, i64 %134
  %145 = load float, ptr %144, align 4
  %146 = insertelement <4 x float> poison, float %145, i64 0
  %147 = shufflevector <4 x float> %146, <4 x float> poison, <4 x i32> zeroinitializer
  %148 = fmul <4 x float> %147, %137
  %149 = fadd <4 x float> %148, %129
  %150 = add nuw nsw i64 %131, 1
  %151 = icmp eq i64 %150, %4
  br i1 %151, label %120, label %128

152:                                              ; preds = %110
  %153 = getelementptr float, ptr %3, i64 %111
  br i1 %13, label %154, label %158

154:                                              ; preds = %152
  %155 = load ptr, ptr %17, align 8
  %156 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %157 = load ptr, ptr %156, align 8
  br label %174

158:                                              ; preds = %174, %152
  %159 = phi <4 x float> [ zeroinitializer, %152 ], [ %203, %174 ]
  %160 = phi <4 x float> [ zeroinitializer, %152 ], [ %201, %174 ]
  %161 = phi <4 x float> [ zeroinitializer, %152 ], [ %195, %174 ]
  %162 = phi <4 x float> [ zeroinitializer, %152 ], [ %193, %174 ]
  %163 = load ptr, ptr %18, align 8
  %164 = getelementptr inbounds nuw float, ptr %163, i64 %111
  store <4 x float> %162, ptr %164, align 4
  %165 = load ptr, ptr %18, align 8
  %166 = getelementptr inbounds nuw float, ptr %165, i64 %111
  %167 = getelementptr inbounds nuw i8, ptr %166, i64 16
  store <4 x float> %161, ptr %167, align 4
  %168 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %169 = load ptr, ptr %168, align 8
  %170 = getelementptr inbounds nuw float, ptr %169, i64 %111
  store <4 x float> %160, ptr %170, align 4
  %171 = load ptr, ptr %168, align 8
  %172 = getelementptr inbounds nuw float, ptr %171, i64 %111
  %173 = getelementptr inbounds nuw i8, ptr %172, i64 16
  store <4 x float> %159, ptr %173, align 4
  br label %632

174:                                              ; preds = %154, %174
  %175 = phi <4 x float> [ zeroinitializer, %154 ], [ %203, %174 ]
  %176 = phi <4 x float> [ zeroinitializer, %154 ], [ %201, %174 ]
  %177 = phi <4 x float> [ zeroinitializer, %154 ], [ %195, %174 ]
  %178 = phi <4 x float> [ zeroinitializer, %154 ], [ %193, %174 ]
  %179 = phi i64 [ 0, %154 ], [ %204, %174 ]
  %180 = xor i64 %179, -1
  %181 = add nsw i64 %4, %180
  %182 = select i1 %12, i64 %179, i64 %181
  %183 = mul nsw i64 %182, %5
  %184 = getelementptr float, ptr %153, i64 %183
  %185 = load <4 x float>, ptr %184, align 4
  %186 = getelementptr inbounds nuw i8, ptr %184, i64 16
  %187 = load <4 x float>, ptr %186, align 4
  %188 = getelementptr inbounds float, ptr %155, i64 %182
  %189 = load float, ptr %188, align 4
  %190 = insertelement <4 x float> poison, float %189, i64 0
  %191 = shufflevector <4 x float> %190, <4 x float> poison, <4 x i32> zeroinitializer
  %192 = fmul <4 x float> %191, %185
  %193 = fadd <4 x float> %192, %178
  %194 = fmul <4 x float> %191, %187
  %195 = fadd <4 x float> %194, %177
  %196 = getelementptr inbounds float, ptr %157, i64 %182
  %197 = load float, ptr %196, align 4
  %198 = insertelement <4 x float> poison, float %197, i64 0
  %199 = shufflevector <4 x float> %198, <4 x float> poison, <4 x i32> zeroinitializer
  %200 = fmul <4 x float> %199, %185
  %201 = fadd <4 x float> %200, %176
  %202 = fmul <4 x float> %199, %187
  %203 = fadd <4 x float> %202, %175
  %204 = add nuw nsw i64 %179, 1
  %205 = icmp eq i64 %204, %4
  br i1 %205, label %158, label %174

206:                                              ; preds = %110
  %207 = getelementptr float, ptr %3, i64 %111
  br i1 %13, label %208, label %212

208:                                              ; preds = %206
  %209 = load ptr, ptr %17, align 8
  %210 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %211 = load ptr, ptr %210, align 8
  br label %236

212:                                              ; preds = %236, %206
  %213 = phi <4 x float> [ zeroinitializer, %206 ], [ %273, %236 ]
  %214 = phi <4 x float> [ zeroinitializer, %206 ], [ %271, %236 ]
  %215 = phi <4 x float> [ zeroinitializer, %206 ], [ %269, %236 ]
  %216 = phi <4 x float> [ zeroinitializer, %206 ], [ %263, %236 ]
  %217 = phi <4 x float> [ zeroinitializer, %206 ], [ %261, %236 ]
  %218 = phi <4 x float> [ zeroinitializer, %206 ], [ %259, %236 ]
  %219 = load ptr, ptr %18, align 8
  %220 = getelementptr inbounds nuw float, ptr %219, i64 %111
  store <4 x float> %218, ptr %220, align 4
  %221 = load ptr, ptr %18, align 8
  %222 = getelementptr inbounds nuw float, ptr %221, i64 %111
  %223 = getelementptr inbounds nuw i8, ptr %222, i64 16
  store <4 x float> %217, ptr %223, align 4
  %224 = load ptr, ptr %18, align 8
  %225 = getelementptr inbounds nuw float, ptr %224, i64 %111
  %226 = getelementptr inbounds nuw i8, ptr %225, i64 32
  store <4 x float> %216, ptr %226, align 4
  %227 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %228 = load ptr, ptr %227, align 8
  %229 = getelementptr inbounds nuw float, ptr %228, i64 %111
  store <4 x float> %215, ptr %229, align 4
  %230 = load ptr, ptr %227, align 8
  %231 = getelementptr inbounds nuw float, ptr %230, i64 %111
  %232 = getelementptr inbounds nuw i8, ptr %231, i64 16
  store <4 x float> %214, ptr %232, align 4
  %233 = load ptr, ptr %227, align 8
  %234 = getelementptr inbounds nuw float, ptr %233, i64 %111
  %235 = getelementptr inbounds nuw i8, ptr %234, i64 32
  store <4 x float> %213, ptr %235, align 4
  br label %632

236:                                              ; preds = %208, %236
  %237 = phi <4 x float> [ zeroinitializer, %208 ], [ %273, %236 ]
  %238 = phi <4 x float> [ zeroinitializer, %208 ], [ %271, %236 ]
  %239 = phi <4 x float> [ zeroinitializer, %208 ], [ %269, %236 ]
  %240 = phi <4 x float> [ zeroinitializer, %208 ], [ %263, %236 ]
  %241 = phi <4 x float> [ zeroinitializer, %208 ], [ %261, %236 ]
  %242 = phi <4 x float> [ zeroinitializer, %208 ], [ %259, %236 ]
  %243 = phi i64 [ 0, %208 ], [ %274, %236 ]
  %244 = xor i64 %243, -1
  %245 = add nsw i64 %4, %244
  %246 = select i1 %12, i64 %243, i64 %245
  %247 = mul nsw i64 %246, %5
  %248 = getelementptr float, ptr %207, i64 %247
  %249 = load <4 x float>, ptr %248, align 4
  %250 = getelementptr inbounds nuw i8, ptr %248, i64 16
  %251 = load <4 x float>, ptr %250, align 4
  %252 = getelementptr inbounds nuw i8, ptr %248, i64 32
  %253 = load <4 x float>, ptr %252, align 4
  %254 = getelementptr inbounds float, ptr %209, i64 %246
  %255 = load float, ptr %254, align 4
  %256 = insertelement <4 x float> poison, float %255, i64 0
  %257 = shufflevector <4 x float> %256, <4 x float> poison, <4 x i32> zeroinitializer
  %258 = fmul <4 x float> %257, %249
  %259 = fadd <4 x float> %258, %242
  %260 = fmul <4 x float> %257, %251
  %261 = fadd <4 x float> %260, %241
  %262 = fmul <4 x float> %257, %253
  %263 = fadd <4 x float> %262, %240
  %264 = getelementptr inbounds float, ptr %211, i64 %246
  %265 = load float, ptr %264, align 4
  %266 = insertelement <4 x float> poison, float %265, i64 0
  %267 = shufflevector <4 x float> %266, <4 x float> poison, <4 x i32> zeroinitializer
  %268 = fmul <4 x float> %267, %249
  %269 = fadd <4 x float> %268, %239
  %270 = fmul <4 x float> %267, %251
  %271 = fadd <4 x float> %270, %238
  %272 = fmul <4 x float> %267, %253
  %273 = fadd <4 x float> %272, %237
  %274 = add nuw nsw i64 %243, 1
  %275 = icmp eq i64 %274, %4
  br i1 %275, label %212, label %236

276:                                              ; preds = %110
  %277 = getelementptr float, ptr %3, i64 %111
  br i1 %13, label %278, label %282

278:                                              ; preds = %276
  %279 = load ptr, ptr %17, align 8
  %280 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %281 = load ptr, ptr %280, align 8
  br label %314

282:                                              ; preds = %314, %276
  %283 = phi <4 x float> [ zeroinitializer, %276 ], [ %359, %314 ]
  %284 = phi <4 x float> [ zeroinitializer, %276 ], [ %357, %314 ]
  %285 = phi <4 x float> [ zeroinitializer, %276 ], [ %355, %314 ]
  %286 = phi <4 x float> [ zeroinitializer, %276 ], [ %353, %314 ]
  %287 = phi <4 x float> [ zeroinitializer, %276 ], [ %347, %314 ]
  %288 = phi <4 x float> [ zeroinitializer, %276 ], [ %345, %314 ]
  %289 = phi <4 x float> [ zeroinitializer, %276 ], [ %343, %314 ]
  %290 = phi <4 x float> [ zeroinitializer, %276 ], [ %341, %314 ]
  %291 = load ptr, ptr %18, align 8
  %292 = getelementptr inbounds nuw float, ptr %291, i64 %111
  store <4 x float> %290, ptr %292, align 4
  %293 = load ptr, ptr %18, align 8
  %294 = getelementptr inbounds nuw float, ptr %293, i64 %111
  %295 = getelementptr inbounds nuw i8, ptr %294, i64 16
  store <4 x float> %289, ptr %295, align 4
  %296 = load ptr, ptr %18, align 8
  %297 = getelementptr inbounds nuw float, ptr %296, i64 %111
  %298 = getelementptr inbounds nuw i8, ptr %297, i64 32
  store <4 x float> %288, ptr %298, align 4
  %299 = load ptr, ptr %18, align 8
  %300 = getelementptr inbounds nuw float, ptr %299, i64 %111
  %301 = getelementptr inbounds nuw i8, ptr %300, i64 48
  store <4 x float> %287, ptr %301, align 4
  %302 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %303 = load ptr, ptr %302, align 8
  %304 = getelementptr inbounds nuw float, ptr %303, i64 %111
  store <4 x float> %286, ptr %304, align 4
  %305 = load ptr, ptr %302, align 8
  %306 = getelementptr inbounds nuw float, ptr %305, i64 %111
  %307 = getelementptr inbounds nuw i8, ptr %306, i64 16
  store <4 x float> %285, ptr %307, align 4
  %308 = load ptr, ptr %302, align 8
  %309 = getelementptr inbounds nuw float, ptr %308, i64 %111
  %310 = getelementptr inbounds nuw i8, ptr %309, i64 32
  store <4 x float> %284, ptr %310, align 4
  %311 = load ptr, ptr %302, align 8
  %312 = getelementptr inbounds nuw float, ptr %311, i64 %111
  %313 = getelementptr inbounds nuw i8, ptr %312, i64 48
  store <4 x float> %283, ptr %313, align 4
  br label %632

314:                                              ; preds = %278, %314
  %315 = phi <4 x float> [ zeroinitializer, %278 ], [ %359, %314 ]
  %316 = phi <4 x float> [ zeroinitializer, %278 ], [ %357, %314 ]
  %317 = phi <4 x float> [ zeroinitializer, %278 ], [ %355, %314 ]
  %318 = phi <4 x float> [ zeroinitializer, %278 ], [ %353, %314 ]
  %319 = phi <4 x float> [ zeroinitializer, %278 ], [ %347, %314 ]
  %320 = phi <4 x float> [ zeroinitializer, %278 ], [ %345, %314 ]
  %321 = phi <4 x float> [ zeroinitializer, %278 ], [ %343, %314 ]
  %322 = phi <4 x float> [ zeroinitializer, %278 ], [ %341, %314 ]
  %323 = phi i64 [ 0, %278 ], [ %360, %314 ]
  %324 = xor i64 %323, -1
  %325 = add nsw i64 %4, %324
  %326 = select i1 %12, i64 %323, i64 %325
  %327 = mul nsw i64 %326, %5
  %328 = getelementptr float, ptr %277, i64 %327
  %329 = load <4 x float>, ptr %328, align 4
  %330 = getelementptr inbounds nuw i8, ptr %328, i64 16
  %331 = load <4 x float>, ptr %330, align 4
  %332 = getelementptr inbounds nuw i8, ptr %328, i64 32
  %333 = load <4 x float>, ptr %332, align 4
  %334 = getelementptr inbounds nuw i8, ptr %328, i64 48
  %335 = load <4 x float>, ptr %334, align 4
  %336 = getelementptr inbounds float, ptr %279, i64 %326
  %337 = load float, ptr %336, align 4
  %338 = insertelement <4 x float> poison, float %337, i64 0
  %339 = shufflevector <4 x float> %338, <4 x float> poison, <4 x i32> zeroinitializer
  %340 = fmul <4 x float> %339, %329
  %341 = fadd <4 x float> %340, %322
  %342 = fmul <4 x float> %339, %331
  %343 = fadd <4 x float> %342, %321
  %344 = fmul <4 x float> %339, %333
  %345 = fadd <4 x float> %344, %320
  %346 = fmul <4 x float> %339, %335
  %347 = fadd <4 x float> %346, %319
  %348 = getelementptr inbounds float, ptr %281, i64 %326
  %349 = load float, ptr %348, align 4
  %350 = insertelement <4 x float> poison, float %349, i64 0
  %351 = shufflevector <4 x float> %350, <4 x float> poison, <4 x i32> zeroinitializer
  %352 = fmul <4 x float> %351, %329
  %353 = fadd <4 x float> %352, %318
  %354 = fmul <4 x float> %351, %331
  %355 = fadd <4 x float> %354, %317
  %356 = fmul <4 x float> %351, %333
  %357 = fadd <4 x float> %356, %316
  %358 = fmul <4 x float> %351, %335
  %359 = fadd <4 x float> %358, %315
  %360 = add nuw nsw i64 %323, 1
  %361 = icmp eq i64 %360, %4
  br i1 %361, label %282, label %314

362:                                              ; preds = %110
  %363 = getelementptr float, ptr %3, i64 %111
  br i1 %13, label %364, label %368

364:                                              ; preds = %362
  %365 = load ptr, ptr %17, align 8
  %366 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %367 = load ptr, ptr %366, align 8
  br label %400

368:                                              ; preds = %400, %362
  %369 = phi <4 x float> [ zeroinitializer, %362 ], [ %447, %400 ]
  %370 = phi <4 x float> [ zeroinitializer, %362 ], [ %445, %400 ]
  %371 = phi <4 x float> [ zeroinitializer, %362 ], [ %443, %400 ]
  %372 = phi <4 x float> [ zeroinitializer, %362 ], [ %437, %400 ]
  %373 = phi <4 x float> [ zeroinitializer, %362 ], [ %435, %400 ]
  %374 = phi <4 x float> [ zeroinitializer, %362 ], [ %433, %400 ]
  %375 = phi <4 x float> [ zeroinitializer, %362 ], [ %431, %400 ]
  %376 = phi <4 x float> [ zeroinitializer, %362 ], [ %429, %400 ]
  %377 = load ptr, ptr %18, align 8
  %378 = getelementptr inbounds nuw float, ptr %377, i64 %111
  store <4 x float> %376, ptr %378, align 4
  %379 = load ptr, ptr %18, align 8
  %380 = getelementptr inbounds nuw float, ptr %379, i64 %111
  %381 = getelementptr inbounds nuw i8, ptr %380, i64 16
  store <4 x float> %375, ptr %381, align 4
  %382 = load ptr, ptr %18, align 8
  %383 = getelementptr inbounds nuw float, ptr %382, i64 %111
  %384 = getelementptr inbounds nuw i8, ptr %383, i64 32
  store <4 x float> %374, ptr %384, align 4
  %385 = load ptr, ptr %18, align 8
  %386 = getelementptr inbounds nuw float, ptr %385, i64 %111
  %387 = getelementptr inbounds nuw i8, ptr %386, i64 48
  store <4 x float> %373, ptr %387, align 4
  %388 = load ptr, ptr %18, align 8
  %389 = getelementptr inbounds nuw float, ptr %388, i64 %111
  %390 = getelementptr inbounds nuw i8, ptr %389, i64 64
  store <4 x float> %372, ptr %390, align 4
  %391 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %392 = load ptr, ptr %391, align 8
  %393 = getelementptr inbounds nuw float, ptr %392, i64 %111
  store <4 x float> %371, ptr %393, align 4
  %394 = load ptr, ptr %391, align 8
  %395 = getelementptr inbounds nuw float, ptr %394, i64 %111
  %396 = getelementptr inbounds nuw i8, ptr %395, i64 16
  store <4 x float> %370, ptr %396, align 4
  %397 = load ptr, ptr %391, align 8
  %398 = getelementptr inbounds nuw float, ptr %397, i64 %111
  %399 = getelementptr inbounds nuw i8, ptr %398, i64 32
  store <4 x float> %369, ptr %399, align 4
  br label %632

400:                                              ; preds = %364, %400
  %401 = phi <4 x float> [ zeroinitializer, %364 ], [ %447, %400 ]
  %402 = phi <4 x float> [ zeroinitializer, %364 ], [ %445, %400 ]
  %403 = phi <4 x float> [ zeroinitializer, %364 ], [ %443, %400 ]
  %404 = phi <4 x float> [ zeroinitializer, %364 ], [ %437, %400 ]
  %405 = phi <4 x float> [ zeroinitializer, %364 ], [ %435, %400 ]
  %406 = phi <4 x float> [ zeroinitializer, %364 ], [ %433, %400 ]
  %407 = phi <4 x float> [ zeroinitializer, %364 ], [ %431, %400 ]
  %408 = phi <4 x float> [ zeroinitializer, %364 ], [ %429, %400 ]
  %409 = phi i64 [ 0, %364 ], [ %448, %400 ]
  %410 = xor i64 %409, -1
  %411 = add nsw i64 %4, %410
  %412 = select i1 %12, i64 %409, i64 %411
  %413 = mul nsw i64 %412, %5
  %414 = getelementptr float, ptr %363, i64 %413
  %415 = load <4 x float>, ptr %414, align 4
  %416 = getelementptr inbounds nuw i8, ptr %414, i64 16
  %417 = load <4 x float>, ptr %416, align 4
  %418 = getelementptr inbounds nuw i8, ptr %414, i64 32
  %419 = load <4 x float>, ptr %418, align 4
  %420 = getelementptr inbounds nuw i8, ptr %414, i64 48
  %421 = load <4 x float>, ptr %420, align 4
  %422 = getelementptr inbounds nuw i8, ptr %414, i64 64
  %423 = load <4 x float>, ptr %422, align 4
  %424 = getelementptr inbounds float, ptr %365, i64 %412
  %425 = load float, ptr %424, align 4
  %426 = insertelement <4 x float> poison, float %425, i64 0
  %427 = shufflevector <4 x float> %426, <4 x float> poison, <4 x i32> zeroinitializer
  %428 = fmul <4 x float> %427, %415
  %429 = fadd <4 x float> %428, %408
  %430 = fmul <4 x float> %427, %417
  %431 = fadd <4 x float> %430, %407
  %432 = fmul <4 x float> %427, %419
  %433 = fadd <4 x float> %432, %406
  %434 = fmul <4 x float> %427, %421
  %435 = fadd <4 x float> %434, %405
  %436 = fmul <4 x float> %427, %423
  %437 = fadd <4 x float> %436, %404
  %438 = getelementptr inbounds float, ptr %367, i64 %412
  %439 = load float, ptr %438, align 4
  %440 = insertelement <4 x float> poison, float %439, i64 0
  %441 = shufflevector <4 x float> %440, <4 x float> poison, <4 x i32> zeroinitializer
  %442 = fmul <4 x float> %441, %415
  %443 = fadd <4 x float> %442, %403
  %444 = fmul <4 x float> %441, %417
  %445 = fadd <4 x float> %444, %402
  %446 = fmul <4 x float> %441, %419
  %447 = fadd <4 x float> %446, %401
  %448 = add nuw nsw i64 %409, 1
  %449 = icmp eq i64 %448, %4
  br i1 %449, label %368, label %400

450:                                              ; preds = %110
  %451 = getelementptr float, ptr %3, i64 %111
  br i1 %13, label %452, label %456

452:                                              ; preds = %450
  %453 = load ptr, ptr %17, align 8
  %454 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %455 = load ptr, ptr %454, align 8
  br label %488

456:                                              ; preds = %488, %450
  %457 = phi <4 x float> [ zeroinitializer, %450 ], [ %519, %488 ]
  %458 = phi <4 x float> [ zeroinitializer, %450 ], [ %521, %488 ]
  %459 = phi <4 x float> [ zeroinitializer, %450 ], [ %523, %488 ]
  %460 = phi <4 x float> [ zeroinitializer, %450 ], [ %525, %488 ]
  %461 = phi <4 x float> [ zeroinitializer, %450 ], [ %527, %488 ]
  %462 = phi <4 x float> [ zeroinitializer, %450 ], [ %529, %488 ]
  %463 = phi <4 x float> [ zeroinitializer, %450 ], [ %535, %488 ]
  %464 = phi <4 x float> [ zeroinitializer, %450 ], [ %537, %488 ]
  %465 = load ptr, ptr %18, align 8
  %466 = getelementptr inbounds nuw float, ptr %465, i64 %111
  store <4 x float> %457, ptr %466, align 4
  %467 = load ptr, ptr %18, align 8
  %468 = getelementptr inbounds nuw float, ptr %467, i64 %111
  %469 = getelementptr inbounds nuw i8, ptr %468, i64 16
  store <4 x float> %458, ptr %469, align 4
  %470 = load ptr, ptr %18, align 8
  %471 = getelementptr inbounds nuw float, ptr %470, i64 %111
  %472 = getelementptr inbounds nuw i8, ptr %471, i64 32
  store <4 x float> %459, ptr %472, align 4
  %473 = load ptr, ptr %18, align 8
  %474 = getelementptr inbounds nuw float, ptr %473, i64 %111
  %475 = getelementptr inbounds nuw i8, ptr %474, i64 48
  store <4 x float> %460, ptr %475, align 4
  %476 = load ptr, ptr %18, align 8
  %477 = getelementptr inbounds nuw float, ptr %476, i64 %111
  %478 = getelementptr inbounds nuw i8, ptr %477, i64 64
  store <4 x float> %461, ptr %478, align 4
  %479 = load ptr, ptr %18, align 8
  %480 = getelementptr inbounds nuw float, ptr %479, i64 %111
  %481 = getelementptr inbounds nuw i8, ptr %480, i64 80
  store <4 x float> %462, ptr %481, align 4
  %482 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %483 = load ptr, ptr %482, align 8
  %484 = getelementptr inbounds nuw float, ptr %483, i64 %111
  store <4 x float> %463, ptr %484, align 4
  %485 = load ptr, ptr %482, align 8
  %486 = getelementptr inbounds nuw float, ptr %485, i64 %111
  %487 = getelementptr inbounds nuw i8, ptr %486, i64 16
  store <4 x float> %464, ptr %487, align 4
  br label %632

488:                                              ; preds = %452, %488
  %489 = phi <4 x float> [ zeroinitializer, %452 ], [ %519, %488 ]
  %490 = phi <4 x float> [ zeroinitializer, %452 ], [ %521, %488 ]
  %491 = phi <4 x float> [ zeroinitializer, %452 ], [ %523, %488 ]
  %492 = phi <4 x float> [ zeroinitializer, %452 ], [ %525, %488 ]
  %493 = phi <4 x float> [ zeroinitializer, %452 ], [ %527, %488 ]
  %494 = phi <4 x float> [ zeroinitializer, %452 ], [ %529, %488 ]
  %495 = phi <4 x float> [ zeroinitializer, %452 ], [ %535, %488 ]
  %496 = phi <4 x float> [ zeroinitializer, %452 ], [ %537, %488 ]
  %497 = phi i64 [ 0, %452 ], [ %538, %488 ]
  %498 = xor i64 %497, -1
  %499 = add nsw i64 %4, %498
  %500 = select i1 %12, i64 %497, i64 %499
  %501 = mul nsw i64 %500, %5
  %502 = getelementptr float, ptr %451, i64 %501
  %503 = load <4 x float>, ptr %502, align 4
  %504 = getelementptr inbounds nuw i8, ptr %502, i64 16
  %505 = load <4 x float>, ptr %504, align 4
  %506 = getelementptr inbounds nuw i8, ptr %502, i64 32
  %507 = load <4 x float>, ptr %506, align 4
  %508 = getelementptr inbounds nuw i8, ptr %502, i64 48
  %509 = load <4 x float>, ptr %508, align 4
  %510 = getelementptr inbounds nuw i8, ptr %502, i64 64
  %511 = load <4 x float>, ptr %510, align 4
  %512 = getelementptr inbounds nuw i8, ptr %502, i64 80
  %513 = load <4 x float>, ptr %512, align 4
  %514 = getelementptr inbounds float, ptr %453, i64 %500
  %515 = load float, ptr %514, align 4
  %516 = insertelement <4 x float> poison, float %515, i64 0
  %517 = shufflevector <4 x float> %516, <4 x float> poison, <4 x i32> zeroinitializer
  %518 = fmul <4 x float> %517, %503
  %519 = fadd <4 x float> %518, %489
  %520 = fmul <4 x float> %517, %505
  %521 = fadd <4 x float> %520, %490
  %522 = fmul <4 x float> %517, %507
  %523 = fadd <4 x float> %522, %491
  %524 = fmul <4 x float> %517, %509
  %525 = fadd <4 x float> %524, %492
  %526 = fmul <4 x float> %517, %511
  %527 = fadd <4 x float> %526, %493
  %528 = fmul <4 x float> %517, %513
  %529 = fadd <4 x float> %528, %494
  %530 = getelementptr inbounds float, ptr %455, i64 %500
  %531 = load float, ptr %530, align 4
  %532 = insertelement <4 x float> poison, float %531, i64 0
  %533 = shufflevector <4 x float> %532, <4 x float> poison, <4 x i32> zeroinitializer
  %534 = fmul <4 x float> %533, %503
  %535 = fadd <4 x float> %534, %495
  %536 = fmul <4 x float> %533, %505
  %537 = fadd <4 x float> %536, %496
  %538 = add nuw nsw i64 %497, 1
  %539 = icmp eq i64 %538, %4
  br i1 %539, label %456, label %488

540:                                              ; preds = %110
  %541 = getelementptr float, ptr %3, i64 %111
  br i1 %13, label %542, label %546

542:                                              ; preds = %540
  %543 = load ptr, ptr %17, align 8
  %544 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %545 = load ptr, ptr %544, align 8
  br label %578

546:                                              ; preds = %578, %540
  %547 = phi <4 x float> [ zeroinitializer, %540 ], [ %611, %578 ]
  %548 = phi <4 x float> [ zeroinitializer, %540 ], [ %613, %578 ]
  %549 = phi <4 x float> [ zeroinitializer, %540 ], [ %615, %578 ]
  %550 = phi <4 x float> [ zeroinitializer, %540 ], [ %617, %578 ]
  %551 = phi <4 x float> [ zeroinitializer, %540 ], [ %619, %578 ]
  %552 = phi <4 x float> [ zeroinitializer, %540 ], [ %621, %578 ]
  %553 = phi <4 x float> [ zeroinitializer, %540 ], [ %623, %578 ]
  %554 = phi <4 x float> [ zeroinitializer, %540 ], [ %629, %578 ]
  %555 = load ptr, ptr %18, align 8
  %556 = getelementptr inbounds nuw float, ptr %555, i64 %111
  store <4 x float> %547, ptr %556, align 4
  %557 = load ptr, ptr %18, align 8
  %558 = getelementptr inbounds nuw float, ptr %557, i64 %111
  %559 = getelementptr inbounds nuw i8, ptr %558, i64 16
  store <4 x float> %548, ptr %559, align 4
  %560 = load ptr, ptr %18, align 8
  %561 = getelementptr inbounds nuw float, ptr %560, i64 %111
  %562 = getelementptr inbounds nuw i8, ptr %561, i64 32
  store <4 x float> %549, ptr %562, align 4
  %563 = load ptr, ptr %18, align 8
  %564 = getelementptr inbounds nuw float, ptr %563, i64 %111
  %565 = getelementptr inbounds nuw i8, ptr %564, i64 48
  store <4 x float> %550, ptr %565, align 4
  %566 = load ptr, ptr %18, align 8
  %567 = getelementptr inbounds nuw float, ptr %566, i64 %111
  %568 = getelementptr inbounds nuw i8, ptr %567, i64 64
  store <4 x float> %551, ptr %568, align 4
  %569 = load ptr, ptr %18, align 8
  %570 = getelementptr inbounds nuw float, ptr %569, i64 %111
  %571 = getelementptr inbounds nuw i8, ptr %570, i64 80
  store <4 x float> %552, ptr %571, align 4
  %572 = load ptr, ptr %18, align 8
  %573 = getelementptr inbounds nuw float, ptr %572, i64 %111
  %574 = getelementptr inbounds nuw i8, ptr %573, i64 96
  store <4 x float> %553, ptr %574, align 4
  %575 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %576 = load ptr, ptr %575, align 8
  %577 = getelementptr inbounds nuw float, ptr %576, i64 %111
  store <4 x float> %554, ptr %577, align 4
  br label %632

578:                                              ; preds = %542, %578
  %579 = phi <4 x float> [ zeroinitializer, %542 ], [ %611, %578 ]
  %580 = phi <4 x float> [ zeroinitializer, %542 ], [ %613, %578 ]
  %581 = phi <4 x float> [ zeroinitializer, %542 ], [ %615, %578 ]
  %582 = phi <4 x float> [ zeroinitializer, %542 ], [ %617, %578 ]
  %583 = phi <4 x float> [ zeroinitializer, %542 ], [ %619, %578 ]
  %584 = phi <4 x float> [ zeroinitializer, %542 ], [ %621, %578 ]
  %585 = phi <4 x float> [ zeroinitializer, %542 ], [ %623, %578 ]
  %586 = phi <4 x float> [ zeroinitializer, %542 ], [ %629, %578 ]
  %587 = phi i64 [ 0, %542 ], [ %630, %578 ]
  %588 = xor i64 %587, -1
  %589 = add nsw i64 %4, %588
  %590 = select i1 %12, i64 %587, i64 %589
  %591 = mul nsw i64 %590, %5
  %592 = getelementptr float, ptr %541, i64 %591
  %593 = load <4 x float>, ptr %592, align 4
  %594 = getelementptr inbounds nuw i8, ptr %592, i64 16
  %595 = load <4 x float>, ptr %594, align 4
  %596 = getelementptr inbounds nuw i8, ptr %592, i64 32
  %597 = load <4 x float>, ptr %596, align 4
  %598 = getelementptr inbounds nuw i8, ptr %592, i64 48
  %599 = load <4 x float>, ptr %598, align 4
  %600 = getelementptr inbounds nuw i8, ptr %592, i64 64
  %601 = load <4 x float>, ptr %600, align 4
  %602 = getelementptr inbounds nuw i8, ptr %592, i64 80
  %603 = load <4 x float>, ptr %602, align 4
  %604 = getelementptr inbounds nuw i8, ptr %592, i64 96
  %605 = load <4 x float>, ptr %604, align 4
  %606 = getelementptr inbounds float, ptr %543, i64 %590
  %607 = load float, ptr %606, align 4
  %608 = insertelement <4 x float> poison, float %607, i64 0
  %609 = shufflevector <4 x float> %608, <4 x float> poison, <4 x i32> zeroinitializer
  %610 = fmul <4 x float> %609, %593
  %611 = fadd <4 x float> %610, %579
  %612 = fmul <4 x float> %609, %595
  %613 = fadd <4 x float> %612, %580
  %614 = fmul <4 x float> %609, %597
  %615 = fadd <4 x float> %614, %581
  %616 = fmul <4 x float> %609, %599
  %617 = fadd <4 x float> %616, %582
  %618 = fmul <4 x float> %609, %601
  %619 = fadd <4 x float> %618, %583
  %620 = fmul <4 x float> %609, %603
  %621 = fadd <4 x float> %620, %584
  %622 = fmul <4 x float> %609, %605
  %623 = fadd <4 x float> %622, %585
  %624 = getelementptr inbounds float, ptr %545, i64 %590
  %625 = load float, ptr %624, align 4
  %626 = insertelement <4 x float> poison, float %625, i64 0
  %627 = shufflevector <4 x float> %626, <4 x float> poison, <4 x i32> zeroinitializer
  %628 = fmul <4 x float> %627, %593
  %629 = fadd <4 x float> %628, %586
  %630 = add nuw nsw i64 %587, 1
  %631 = icmp eq i64 %630, %4
  br i1 %631, label %546, label %578

632:                                              ; preds = %110, %120, %158, %212, %282, %368, %456, %546
  %633 = add nuw nsw i64 %15, 2
  %634 = icmp sgt i64 %633, %2
  br i1 %634, label %635, label %14

635:                                              ; preds = %632, %8
  %636 = phi i64 [ 0, %8 ], [ %15, %632 ]
  %637 = sub nsw i64 %2, %636
  %638 = icmp eq i64 %637, 1
  br i1 %638, label %639, label %1533

639:                                              ; preds = %635
  %640 = getelementptr inbounds nuw ptr, ptr %0, i64 %636
  %641 = load ptr, ptr %640, align 8
  %642 = getelementptr inbounds nuw ptr, ptr %1, i64 %636
  %643 = load ptr, ptr %642, align 8
  %644 = icmp slt i64 %6, 32
  br i1 %644, label %737, label %645

645:                                              ; preds = %639
  %646 = icmp eq i32 %7, 0
  %647 = getelementptr inbounds float, ptr %641, i64 %4
  %648 = getelementptr inbounds i8, ptr %647, i64 -4
  %649 = select i1 %646, ptr %641, ptr %648
  %650 = add nsw i64 %4, -1
  %651 = mul nsw i64 %650, %5
  %652 = select i1 %646, i64 0, i64 %651
  %653 = getelementptr inbounds float, ptr %3, i64 %652
  %654 = sub nsw i64 0, %5
  %655 = select i1 %646, i64 %5, i64 %654
  %656 = icmp sgt i64 %4, 0
  %657 = add nsw i64 %6, -32
  %658 = lshr i64 %657, 5
  br label %659

659:                                              ; preds = %718, %645
  %660 = phi i64 [ 0, %645 ], [ %735, %718 ]
  %661 = phi i64 [ 32, %645 ], [ %734, %718 ]
  %662 = phi i64 [ 0, %645 ], [ %661, %718 ]
  %663 = shl i64 %660, 7
  %664 = getelementptr i8, ptr %643, i64 %663
  %665 = getelementptr float, ptr %653, i64 %662
  br i1 %656, label %666, label %718

666:                                              ; preds = %659, %666
  %667 = phi <4 x float> [ %699, %666 ], [ zeroinitializer, %659 ]
  %668 = phi <4 x float> [ %695, %666 ], [ zeroinitializer, %659 ]
  %669 = phi <4 x float> [ %691, %666 ], [ zeroinitializer, %659 ]
  %670 = phi <4 x float> [ %687, %666 ], [ zeroinitializer, %659 ]
  %671 = phi <4 x float> [ %703, %666 ], [ zeroinitializer, %659 ]
  %672 = phi <4 x float> [ %707, %666 ], [ zeroinitializer, %659 ]
  %673 = phi <4 x float> [ %711, %666 ], [ zeroinitializer, %659 ]
  %674 = phi <4 x float> [ %715, %666 ], [ zeroinitializer, %659 ]
  %675 = phi i64 [ %716, %666 ], [ 1, %659 ]
  %676 = phi i64 [ %675, %666 ], [ 0, %659 ]
  %677 = sub nsw i64 0, %676
  %678 = select i1 %646, i64 %676, i64 %677
  %679 = getelementptr inbounds float, ptr %649, i64 %678
  %680 = load float, ptr %679, align 4
  %681 = insertelement <4 x float> poison, float %680, i64 0
  %682 = shufflevector <4 x float> %681, <4 x float> poison, <4 x i32> zeroinitializer
  %683 = mul nsw i64 %676, %655
  %684 = getelementptr float, ptr %665, i64 %683
  %685 = load <4 x float>, ptr %684, align 4
  %686 = fmul <4 x float> %685, %682
  %687 = fadd <4 x float> %670, %686
  %688 = getelementptr inbounds nuw i8, ptr %684, i64 16
  %689 = load <4 x float>, ptr %688, align 4
  %690 = fmul <4 x float> %682, %689
  %691 = fadd <4 x float> %669, %690
  %692 = getelementptr inbounds nuw i8, ptr %684, i64 32
  %693 = load <4 x float>, ptr %692, align 4
  %694 = fmul <4 x float> %682, %693
  %695 = fadd <4 x float> %668, %694
  %696 = getelementptr inbounds nuw i8, ptr %684, i64 48
  %697 = load <4 x float>, ptr %696, align 4
  %698 = fmul <4 x float> %682, %697
  %699 = fadd <4 x float> %667, %698
  %700 = getelementptr inbounds nuw i8, ptr %684, i64 64
  %701 = load <4 x float>, ptr %700, align 4
  %702 = fmul <4 x float> %682, %701
  %703 = fadd <4 x float> %671, %702
  %704 = getelementptr inbounds nuw i8, ptr %684, i64 80
  %705 = load <4 x float>, ptr %704, align 4
  %706 = fmul <4 x float> %682, %705
  %707 = fadd <4 x float> %672, %706
  %708 = getelementptr inbounds nuw i8, ptr %684, i64 96
  %709 = load <4 x float>, ptr %708, align 4
  %710 = fmul <4 x float> %682, %709
  %711 = fadd <4 x float> %673, %710
  %712 = getelementptr inbounds nuw i8, ptr %684, i64 112
  %713 = load <4 x float>, ptr %712, align 4
  %714 = fmul <4 x float> %682, %713
  %715 = fadd <4 x float> %674, %714
  %716 = add nuw i64 %675, 1
  %717 = icmp eq i64 %675, %4
  br i1 %717, label %718, label %666

718:                                              ; preds = %666, %659
  %719 = phi <4 x float> [ zeroinitializer, %659 ], [ %699, %666 ]
  %720 = phi <4 x float> [ zeroinitializer, %659 ], [ %695, %666 ]
  %721 = phi <4 x float> [ zeroinitializer, %659 ], [ %691, %666 ]
  %722 = phi <4 x float> [ zeroinitializer, %659 ], [ %687, %666 ]
  %723 = phi <4 x float> [ zeroinitializer, %659 ], [ %703, %666 ]
  %724 = phi <4 x float> [ zeroinitializer, %659 ], [ %707, %666 ]
  %725 = phi <4 x float> [ zeroinitializer, %659 ], [ %711, %666 ]
  %726 = phi <4 x float> [ zeroinitializer, %659 ], [ %715, %666 ]
  store <4 x float> %722, ptr %664, align 4
  %727 = getelementptr inbounds nuw i8, ptr %664, i64 16
  store <4 x float> %721, ptr %727, align 4
  %728 = getelementptr inbounds nuw i8, ptr %664, i64 32
  store <4 x float> %720, ptr %728, align 4
  %729 = getelementptr inbounds nuw i8, ptr %664, i64 48
  store <4 x float> %719, ptr %729, align 4
  %730 = getelementptr inbounds nuw i8, ptr %664, i64 64
  store <4 x float> %723, ptr %730, align 4
  %731 = getelementptr inbounds nuw i8, ptr %664, i64 80
  store <4 x float> %724, ptr %731, align 4
  %732 = getelementptr inbounds nuw i8, ptr %664, i64 96
  store <4 x float> %725, ptr %732, align 4
  %733 = getelementptr inbounds nuw i8, ptr %664, i64 112
  store <4 x float> %726, ptr %733, align 4
  %734 = add nuw nsw i64 %661, 32
  %735 = add nuw nsw i64 %660, 1
  %736 = icmp eq i64 %660, %658
  br i1 %736, label %737, label %659

737:                                              ; preds = %718, %639
  %738 = phi i64 [ 0, %639 ], [ %661, %718 ]
  %739 = sub nsw i64 %6, %738
  %740 = sdiv i64 %739, 4
  switch i64 %740, label %1533 [
    i64 1, label %741
    i64 2, label %922
    i64 3, label %1093
    i64 4, label %1201
    i64 5, label %1329
    i64 6, label %1390
    i64 7, label %1458
  ]

741:                                              ; preds = %737
  %742 = icmp eq i32 %7, 0
  %743 = getelementptr inbounds float, ptr %641, i64 %4
  %744 = getelementptr inbounds i8, ptr %743, i64 -4
  %745 = select i1 %742, ptr %641, ptr %744
  %746 = add nsw i64 %4, -1
  %747 = mul nsw i64 %746, %5
  %748 = select i1 %742, i64 1, i64 -1
  %749 = select i1 %742, i64 0, i64 %747
  %750 = getelementptr inbounds float, ptr %3, i64 %749
  %751 = sub nsw i64 0, %5
  %752 = select i1 %742, i64 %5, i64 %751
  %753 = icmp slt i64 %4, 8
  br i1 %753, label %861, label %754

754:                                              ; preds = %741
  %755 = getelementptr float, ptr %750, i64 %738
  br label %756

756:                                              ; preds = %756, %754
  %757 = phi <4 x float> [ zeroinitializer, %754 ], [ %853, %756 ]
  %758 = phi <4 x float> [ zeroinitializer, %754 ], [ %842, %756 ]
  %759 = phi <4 x float> [ zeroinitializer, %754 ], [ %831, %756 ]
  %760 = phi <4 x float> [ zeroinitializer, %754 ], [ %820, %756 ]
  %761 = phi <4 x float> [ zeroinitializer, %754 ], [ %809, %756 ]
  %762 = phi <4 x float> [ zeroinitializer, %754 ], [ %798, %756 ]
  %763 = phi <4 x float> [ zeroinitializer, %754 ], [ %787, %756 ]
  %764 = phi <4 x float> [ zeroinitializer, %754 ], [ %776, %756 ]
  %765 = phi i64 [ 8, %754 ], [ %854, %756 ]
  %766 = phi i64 [ 0, %754 ], [ %765, %756 ]
  %767 = mul nsw i64 %766, %748
  %768 = getelementptr inbounds float, ptr %745, i64 %767
  %769 = load float, ptr %768, align 4
  %770 = insertelement <4 x float> poison, float %769, i64 0
  %771 = shufflevector <4 x float> %770, <4 x float> poison, <4 x i32> zeroinitializer
  %772 = mul nsw i64 %766, %752
  %773 = getelementptr float, ptr %755, i64 %772
  %774 = load <4 x float>, ptr %773, align 4
  %775 = fmul <4 x float> %774, %771
  %776 = fadd <4 x float> %764, %775
  %777 = or disjoint i64 %766, 1
  %778 = mul nsw i64 %777, %748
  %779 = getelementptr inbounds float, ptr %745, i64 %778
  %780 = load float, ptr %779, align 4
  %781 = insertelement <4 x float> poison, float %780, i64 0
  %782 = shufflevector <4 x float> %781, <4 x float> poison, <4 x i32> zeroinitializer
  %783 = mul nsw i64 %777, %752
  %784 = getelementptr float, ptr %755, i64 %783
  %785 = load <4 x float>, ptr %784, align 4
  %786 = fmul <4 x float> %785, %782
  %787 = fadd <4 x float> %763, %786
  %788 = or disjoint i64 %766, 2
  %789 = mul nsw i64 %788, %748
  %790 = getelementptr inbounds float, ptr %745, i64 %789
  %791 = load float, ptr %790, align 4
  %792 = insertelement <4 x float> poison, float %791, i64 0
  %793 = shufflevector <4 x float> %792, <4 x float> poison, <4 x i32> zeroinitializer
  %794 = mul nsw i64 %788, %752
  %795 = getelementptr float, ptr %755, i64 %794
  %796 = load <4 x float>, ptr %795, align 4
  %797 = fmul <4 x float> %796, %793
  %798 = fadd <4 x float> %762, %797
  %799 = or disjoint i64 %766, 3
  %800 = mul nsw i64 %799, %748
  %801 = getelementptr inbounds float, ptr %745, i64 %800
  %802 = load float, ptr %801, align 4
  %803 = insertelement <4 x float> poison, float %802, i64 0
  %804 = shufflevector <4 x float> %803, <4 x float> poison, <4 x i32> zeroinitializer
  %805 = mul nsw i64 %799, %752
  %806 = getelementptr float, ptr %755, i64 %805
  %807 = load <4 x float>, ptr %806, align 4
  %808 = fmul <4 x float> %807, %804
  %809 = fadd <4 x float> %761, %808
  %810 = or disjoint i64 %766, 4
  %811 = mul nsw i64 %810, %748
  %812 = getelementptr inbounds float, ptr %745, i64 %811
  %813 = load float, ptr %812, align 4
  %814 = insertelement <4 x float> poison, float %813, i64 0
  %815 = shufflevector <4 x float> %814, <4 x float> poison, <4 x i32> zeroinitializer
  %816 = mul nsw i64 %810, %752
  %817 = getelementptr float, ptr %755, i64 %816
  %818 = load <4 x float>, ptr %817, align 4
  %819 = fmul <4 x float> %818, %815
  %820 = fadd <4 x float> %760, %819
  %821 = or disjoint i64 %766, 5
  %822 = mul nsw i64 %821, %748
  %823 = getelementptr inbounds float, ptr %745, i64 %822
  %824 = load float, ptr %823, align 4
  %825 = insertelement <4 x float> poison, float %824, i64 0
  %826 = shufflevector <4 x float> %825, <4 x float> poison, <4 x i32> zeroinitializer
  %827 = mul nsw i64 %821, %752
  %828 = getelementptr float, ptr %755, i64 %827
  %829 = load <4 x float>, ptr %828, align 4
  %830 = fmul <4 x float> %829, %826
  %831 = fadd <4 x float> %759, %830
  %832 = or disjoint i64 %766, 6
  %833 = mul nsw i64 %832, %748
  %834 = getelementptr inbounds float, ptr %745, i64 %833
  %835 = load float, ptr %834, align 4
  %836 = insertelement <4 x float> poison, float %835, i64 0
  %837 = shufflevector <4 x float> %836, <4 x float> poison, <4 x i32> zeroinitializer
  %838 = mul nsw i64 %832, %752
  %839 = getelementptr float, ptr %755, i64 %838
  %840 = load <4 x float>, ptr %839, align 4
  %841 = fmul <4 x float> %840, %837
  %842 = fadd <4 x float> %758, %841
  %843 = or disjoint i64 %766, 7
  %844 = mul nsw i64 %843, %748
  %845 = getelementptr inbounds float, ptr %745, i64 %844
  %846 = load float, ptr %845, align 4
  %847 = insertelement <4 x float> poison, float %846, i64 0
  %848 = shufflevector <4 x float> %847, <4 x float> poison, <4 x i32> zeroinitializer
  %849 = mul nsw i64 %843, %752
  %850 = getelementptr float, ptr %755, i64 %849
  %851 = load <4 x float>, ptr %850, align 4
  %852 = fmul <4 x float> %851, %848
  %853 = fadd <4 x float> %757, %852
  %854 = add nuw nsw i64 %765, 8
  %855 = icmp sgt i64 %854, %4
  br i1 %855, label %856, label %756

856:                                              ; preds = %756
  %857 = fadd <4 x float> %787, %831
  %858 = fadd <4 x float> %798, %842
  %859 = fadd <4 x float> %809, %853
  %860 = fadd <4 x float> %857, %859
  br label %861

861:                                              ; preds = %856, %741
  %862 = phi <4 x float> [ zeroinitializer, %741 ], [ %820, %856 ]
  %863 = phi <4 x float> [ zeroinitializer, %741 ], [ %858, %856 ]
  %864 = phi <4 x float> [ zeroinitializer, %741 ], [ %860, %856 ]
  %865 = phi <4 x float> [ zeroinitializer, %741 ], [ %776, %856 ]
  %866 = phi i64 [ 0, %741 ], [ %765, %856 ]
  %867 = getelementptr float, ptr %750, i64 %738
  %868 = icmp slt i64 %866, %4
  br i1 %868, label %869, label %916

869:                                              ; preds = %861
  %870 = or disjoint i64 %866, 1
  %871 = and i64 %4, 1
  %872 = icmp eq i64 %871, 0
  br i1 %872, label %885, label %873

873:                                              ; preds = %869
  %874 = mul nsw i64 %866, %748
  %875 = getelementptr inbounds float, ptr %745, i64 %874
  %876 = load float, ptr %875, align 4
  %877 = insertelement <4 x float> poison, float %876, i64 0
  %878 = shufflevector <4 x float> %877, <4 x float> poison, <4 x i32> zeroinitializer
  %879 = mul nsw i64 %866, %752
  %880 = getelementptr float, ptr %867, i64 %879
  %881 = load <4 x float>, ptr %880, align 4
  %882 = fmul <4 x float> %881, %878
  %883 = fadd <4 x float> %865, %882
  %884 = or disjoint i64 %866, 1
  br label %885

885:                                              ; preds = %873, %869
  %886 = phi <4 x float> [ poison, %869 ], [ %883, %873 ]
  %887 = phi <4 x float> [ %865, %869 ], [ %883, %873 ]
  %888 = phi i64 [ %866, %869 ], [ %884, %873 ]
  %889 = icmp eq i64 %4, %870
  br i1 %889, label %916, label %890

890:                                              ; preds = %885, %890
  %891 = phi <4 x float> [ %913, %890 ], [ %887, %885 ]
  %892 = phi i64 [ %914, %890 ], [ %888, %885 ]
  %893 = mul nsw i64 %892, %748
  %894 = getelementptr inbounds float, ptr %745, i64 %893
  %895 = load float, ptr %894, align 4
  %896 = insertelement <4 x float> poison, float %895, i64 0
  %897 = shufflevector <4 x float> %896, <4 x float> poison, <4 x i32> zeroinitializer
  %898 = mul nsw i64 %892, %752
  %899 = getelementptr float, ptr %867, i64 %898
  %900 = load <4 x float>, ptr %899, align 4
  %901 = fmul <4 x float> %900, %897
  %902 = fadd <4 x float> %891, %901
  %903 = add nuw nsw i64 %892, 1
  %904 = mul nsw i64 %903, %748
  %905 = getelementptr inbounds float, ptr %745, i64 %904
  %906 = load float, ptr %905, align 4
  %907 = insertelement <4 x float> poison, float %906, i64 0
  %908 = shufflevector <4 x float> %907, <4 x float> poison, <4 x i32> zeroinitializer
  %909 = mul nsw i64 %903, %752
  %910 = getelementptr float, ptr %867, i64 %909
  %911 = load <4 x float>, ptr %910, align 4
  %912 = fmul <4 x float> %911, %908
  %913 = fadd <4 x float> %902, %912
  %914 = add nuw nsw i64 %892, 2
  %915 = icmp eq i64 %914, %4
  br i1 %915, label %916, label %890

916:                                              ; preds = %885, %890, %861
  %917 = phi <4 x float> [ %865, %861 ], [ %886, %885 ], [ %913, %890 ]
  %918 = fadd <4 x float> %862, %917
  %919 = fadd <4 x float> %863, %918
  %920 = fadd <4 x float> %864, %919
  %921 = getelementptr inbounds nuw float, ptr %643, i64 %738
  store <4 x float> %920, ptr %921, align 4
  br label %1533

922:                                              ; preds = %737
  %923 = icmp eq i32 %7, 0
  %924 = getelementptr inbounds float, ptr %641, i64 %4
  %925 = getelementptr inbounds i8, ptr %924, i64 -4
  %926 = select i1 %923, ptr %641, ptr %925
  %927 = add nsw i64 %4, -1
  %928 = mul nsw i64 %927, %5
  %929 = select i1 %923, i64 1, i64 -1
  %930 = select i1 %923, i64 0, i64 %928
  %931 = getelementptr inbounds float, ptr %3, i64 %930
  %932 = sub nsw i64 0, %5
  %933 = select i1 %923, i64 %5, i64 %932
  %934 = icmp slt i64 %4, 4
  br i1 %934, label %1012, label %935

935:                                              ; preds = %922
  %936 = getelementptr float, ptr %931, i64 %738
  br label %937

937:                                              ; preds = %937, %935
  %938 = phi <4 x float> [ zeroinitializer, %935 ], [ %1006, %937 ]
  %939 = phi <4 x float> [ zeroinitializer, %935 ], [ %1002, %937 ]
  %940 = phi <4 x float> [ zeroinitializer, %935 ], [ %991, %937 ]
  %941 = phi <4 x float> [ zeroinitializer, %935 ], [ %987, %937 ]
  %942 = phi <4 x float> [ zeroinitializer, %935 ], [ %976, %937 ]
  %943 = phi <4 x float> [ zeroinitializer, %935 ], [ %972, %937 ]
  %944 = phi <4 x float> [ zeroinitializer, %935 ], [ %961, %937 ]
  %945 = phi <4 x float> [ zeroinitializer, %935 ], [ %957, %937 ]
  %946 = phi i64 [ 4, %935 ], [ %1007, %937 ]
  %947 = phi i64 [ 0, %935 ], [ %946, %937 ]
  %948 = mul nsw i64 %947, %929
  %949 = getelementptr inbounds float, ptr %926, i64 %948
  %950 = load float, ptr %949, align 4
  %951 = insertelement <4 x float> poison, float %950, i64 0
  %952 = shufflevector <4 x float> %951, <4 x float> poison, <4 x i32> zeroinitializer
  %953 = mul nsw i64 %947, %933
  %954 = getelementptr float, ptr %936, i64 %953
  %955 = load <4 x float>, ptr %954, align 4
  %956 = fmul <4 x float> %955, %952
  %957 = fadd <4 x float> %945, %956
  %958 = getelementptr inbounds nuw i8, ptr %954, i64 16
  %959 = load <4 x float>, ptr %958, align 4
  %960 = fmul <4 x float> %952, %959
  %961 = fadd <4 x float> %944, %960
  %962 = or disjoint i64 %947, 1
  %963 = mul nsw i64 %962, %929
  %964 = getelementptr inbounds float, ptr %926, i64 %963
  %965 = load float, ptr %964, align 4
  %966 = insertelement <4 x float> poison, float %965, i64 0
  %967 = shufflevector <4 x float> %966, <4 x float> poison, <4 x i32> zeroinitializer
  %968 = mul nsw i64 %962, %933
  %969 = getelementptr float, ptr %936, i64 %968
  %970 = load <4 x float>, ptr %969, align 4
  %971 = fmul <4 x float> %970, %967
  %972 = fadd <4 x float> %943, %971
  %973 = getelementptr inbounds nuw i8, ptr %969, i64 16
  %974 = load <4 x float>, ptr %973, align 4
  %975 = fmul <4 x float> %967, %974
  %976 = fadd <4 x float> %942, %975
  %977 = or disjoint i64 %947, 2
  %978 = mul nsw i64 %977, %929
  %979 = getelementptr inbounds float, ptr %926, i64 %978
  %980 = load float, ptr %979, align 4
  %981 = insertelement <4 x float> poison, float %980, i64 0
  %982 = shufflevector <4 x float> %981, <4 x float> poison, <4 x i32> zeroinitializer
  %983 = mul nsw i64 %977, %933
  %984 = getelementptr float, ptr %936, i64 %983
  %985 = load <4 x float>, ptr %984, align 4
  %986 = fmul <4 x float> %985, %982
  %987 = fadd <4 x float> %941, %986
  %988 = getelementptr inbounds nuw i8, ptr %984, i64 16
  %989 = load <4 x float>, ptr %988, align 4
  %990 = fmul <4 x float> %982, %989
  %991 = fadd <4 x float> %940, %990
  %992 = or disjoint i64 %947, 3
  %993 = mul nsw i64 %992, %929
  %994 = getelementptr inbounds float, ptr %926, i64 %993
  %995 = load float, ptr %994, align 4
  %996 = insertelement <4 x float> poison, float %995, i64 0
  %997 = shufflevector <4 x float> %996, <4 x float> poison, <4 x i32> zeroinitializer
  %998 = mul nsw i64 %992, %933
  %999 = getelementptr float, ptr %936, i64 %998
  %1000 = load <4 x float>, ptr %999, align 4
  %1001 = fmul <4 x float> %1000, %997
  %1002 = fadd <4 x float> %939, %1001
  %1003 = getelementptr inbounds nuw i8, ptr %999, i64 16
  %1004 = load <4 x float>, ptr %1003, align 4
  %1005 = fmul <4 x float> %997, %1004
  %1006 = fadd <4 x float> %938, %1005
  %1007 = add nuw nsw i64 %946, 4
  %1008 = icmp sgt i64 %1007, %4
  br i1 %1008, label %1009, label %937

1009:                                             ; preds = %937
  %1010 = fadd <4 x float> %972, %1002
  %1011 = fadd <4 x float> %976, %1006
  br label %1012

1012:                                             ; preds = %1009, %922
  %1013 = phi <4 x float> [ zeroinitializer, %922 ], [ %991, %1009 ]
  %1014 = phi <4 x float> [ zeroinitializer, %922 ], [ %987, %1009 ]
  %1015 = phi <4 x float> [ zeroinitializer, %922 ], [ %1011, %1009 ]
  %1016 = phi <4 x float> [ zeroinitializer, %922 ], [ %1010, %1009 ]
  %1017 = phi <4 x float> [ zeroinitializer, %922 ], [ %961, %1009 ]
  %1018 = phi <4 x float> [ zeroinitializer, %922 ], [ %957, %1009 ]
  %1019 = phi i64 [ 0, %922 ], [ %946, %1009 ]
  %1020 = getelementptr float, ptr %931, i64 %738
  %1021 = icmp slt i64 %1019, %4
  br i1 %1021, label %1022, label %1084

1022:                                             ; preds = %1012
  %1023 = or disjoint i64 %1019, 1
  %1024 = and i64 %4, 1
  %1025 = icmp eq i64 %1024, 0
  br i1 %1025, label %1042, label %1026

1026:                                             ; preds = %1022
  %1027 = mul nsw i64 %1019, %929
  %1028 = getelementptr inbounds float, ptr %926, i64 %1027
  %1029 = load float, ptr %1028, align 4
  %1030 = insertelement <4 x float> poison, float %1029, i64 0
  %1031 = shufflevector <4 x float> %1030, <4 x float> poison, <4 x i32> zeroinitializer
  %1032 = mul nsw i64 %1019, %933
  %1033 = getelementptr float, ptr %1020, i64 %1032
  %1034 = load <4 x float>, ptr %1033, align 4
  %1035 = fmul <4 x float> %1034, %1031
  %1036 = fadd <4 x float> %1018, %1035
  %1037 = getelementptr inbounds nuw i8, ptr %1033, i64 16
  %1038 = load <4 x float>, ptr %1037, align 4
  %1039 = fmul <4 x float> %1031, %1038
  %1040 = fadd <4 x float> %1017, %1039
  %1041 = or disjoint i64 %1019, 1
  br label %1042

1042:                                             ; preds = %1026, %1022
  %1043 = phi <4 x float> [ poison, %1022 ], [ %1036, %1026 ]
  %1044 = phi <4 x float> [ poison, %1022 ], [ %1040, %1026 ]
  %1045 = phi <4 x float> [ %1017, %1022 ], [ %1040, %1026 ]
  %1046 = phi <4 x float> [ %1018, %1022 ], [ %1036, %1026 ]
  %1047 = phi i64 [ %1019, %1022 ], [ %1041, %1026 ]
  %1048 = icmp eq i64 %4, %1023
  br i1 %1048, label %1084, label %1049

1049:                                             ; preds = %1042, %1049
  %1050 = phi <4 x float> [ %1081, %1049 ], [ %1045, %1042 ]
  %1051 = phi <4 x float> [ %1077, %1049 ], [ %1046, %1042 ]
  %1052 = phi i64 [ %1082, %1049 ], [ %1047, %1042 ]
  %1053 = mul nsw i64 %1052, %929
  %1054 = getelementptr inbounds float, ptr %926, i64 %1053
  %1055 = load float, ptr %1054, align 4
  %1056 = insertelement <4 x float> poison, float %1055, i64 0
  %1057 = shufflevector <4 x float> %1056, <4 x float> poison, <4 x i32> zeroinitializer
  %1058 = mul nsw i64 %1052, %933
  %1059 = getelementptr float, ptr %1020, i64 %1058
  %1060 = load <4 x float>, ptr %1059, align 4
  %1061 = fmul <4 x float> %1060, %1057
  %1062 = fadd <4 x float> %1051, %1061
  %1063 = getelementptr inbounds nuw i8, ptr %1059, i64 16
  %1064 = load <4 x float>, ptr %1063, align 4
  %1065 = fmul <4 x float> %1057, %1064
  %1066 = fadd <4 x float> %1050, %1065
  %1067 = add nuw nsw i64 %1052, 1
  %1068 = mul nsw i64 %1067, %929
  %1069 = getelementptr inbounds float, ptr %926, i64 %1068
  %1070 = load float, ptr %1069, align 4
  %1071 = insertelement <4 x float> poison, float %1070, i64 0
  %1072 = shufflevector <4 x float> %1071, <4 x float> poison, <4 x i32> zeroinitializer
  %1073 = mul nsw i64 %1067, %933
  %1074 = getelementptr float, ptr %1020, i64 %1073
  %1075 = load <4 x float>, ptr %1074, align 4
  %1076 = fmul <4 x float> %1075, %1072
  %1077 = fadd <4 x float> %1062, %1076
  %1078 = getelementptr inbounds nuw i8, ptr %1074, i64 16
  %1079 = load <4 x float>, ptr %1078, align 4
  %1080 = fmul <4 x float> %1072, %1079
  %1081 = fadd <4 x float> %1066, %1080
  %1082 = add nuw nsw i64 %1052, 2
  %1083 = icmp eq i64 %1082, %4
  br i1 %1083, label %1084, label %1049

1084:                                             ; preds = %1042, %1049, %1012
  %1085 = phi <4 x float> [ %1017, %1012 ], [ %1044, %1042 ], [ %1081, %1049 ]
  %1086 = phi <4 x float> [ %1018, %1012 ], [ %1043, %1042 ], [ %1077, %1049 ]
  %1087 = fadd <4 x float> %1014, %1086
  %1088 = fadd <4 x float> %1013, %1085
  %1089 = fadd <4 x float> %1015, %1088
  %1090 = fadd <4 x float> %1016, %1087
  %1091 = getelementptr inbounds nuw float, ptr %643, i64 %738
  store <4 x float> %1090, ptr %1091, align 4
  %1092 = getelementptr inbounds nuw i8, ptr %1091, i64 16
  store <4 x float> %1089, ptr %1092, align 4
  br label %1533

1093:                                             ; preds = %737
  %1094 = icmp eq i32 %7, 0
  %1095 = getelementptr inbounds float, ptr %641, i64 %4
  %1096 = getelementptr inbounds i8, ptr %1095, i64 -4
  %1097 = select i1 %1094, ptr %641, ptr %1096
  %1098 = add nsw i64 %4, -1
  %1099 = mul nsw i64 %1098, %5
  %1100 = select i1 %1094, i64 1, i64 -1
  %1101 = select i1 %1094, i64 0, i64 %1099
  %1102 = getelementptr inbounds float, ptr %3, i64 %1101
  %1103 = sub nsw i64 0, %5
  %1104 = select i1 %1094, i64 %5, i64 %1103
  %1105 = icmp slt i64 %4, 2
  br i1 %1105, label %1156, label %1106

1106:                                             ; preds = %1093
  %1107 = getelementptr float, ptr %1102, i64 %738
  br label %1108

1108:                                             ; preds = %1108, %1106
  %1109 = phi <4 x float> [ zeroinitializer, %1106 ], [ %1153, %1108 ]
  %1110 = phi <4 x float> [ zeroinitializer, %1106 ], [ %1149, %1108 ]
  %1111 = phi <4 x float> [ zeroinitializer, %1106 ], [ %1145, %1108 ]
  %1112 = phi <4 x float> [ zeroinitializer, %1106 ], [ %1134, %1108 ]
  %1113 = phi <4 x float> [ zeroinitializer, %1106 ], [ %1130, %1108 ]
  %1114 = phi <4 x float> [ zeroinitializer, %1106 ], [ %1126, %1108 ]
  %1115 = phi i64 [ 2, %1106 ], [ %1154, %1108 ]
  %1116 = phi i64 [ 0, %1106 ], [ %1115, %1108 ]
  %1117 = mul nsw i64 %1116, %1100
  %1118 = getelementptr inbounds float, ptr %1097, i64 %1117
  %1119 = load float, ptr %1118, align 4
  %1120 = insertelement <4 x float> poison, float %1119, i64 0
  %1121 = shufflevector <4 x float> %1120, <4 x float> poison, <4 x i32> zeroinitializer
  %1122 = mul nsw i64 %1116, %1104
  %1123 = getelementptr float, ptr %1107, i64 %1122
  %1124 = load <4 x float>, ptr %1123, align 4
  %1125 = fmul <4 x float> %1124, %1121
  %1126 = fadd <4 x float> %1114, %1125
  %1127 = getelementptr inbounds nuw i8, ptr %1123, i64 16
  %1128 = load <4 x float>, ptr %1127, align 4
  %1129 = fmul <4 x float> %1121, %1128
  %1130 = fadd <4 x float> %1113, %1129
  %1131 = getelementptr inbounds nuw i8, ptr %1123, i64 32
  %1132 = load <4 x float>, ptr %1131, align 4
  %1133 = fmul <4 x float> %1121, %1132
  %1134 = fadd <4 x float> %1112, %1133
  %1135 = or disjoint i64 %1116, 1
  %1136 = mul nsw i64 %1135, %1100
  %1137 = getelementptr inbounds float, ptr %1097, i64 %1136
  %1138 = load float, ptr %1137, align 4
  %1139 = insertelement <4 x float> poison, float %1138, i64 0
  %1140 = shufflevector <4 x float> %1139, <4 x float> poison, <4 x i32> zeroinitializer
  %1141 = mul nsw i64 %1135, %1104
  %1142 = getelementptr float, ptr %1107, i64 %1141
  %1143 = load <4 x float>, ptr %1142, align 4
  %1144 = fmul <4 x float> %1143, %1140
  %1145 = fadd <4 x float> %1111, %1144
  %1146 = getelementptr inbounds nuw i8, ptr %1142, i64 16
  %1147 = load <4 x float>, ptr %1146, align 4
  %1148 = fmul <4 x float> %1140, %1147
  %1149 = fadd <4 x float> %1110, %1148
  %1150 = getelementptr inbounds nuw i8, ptr %1142, i64 32
  %1151 = load <4 x float>, ptr %1150, align 4
  %1152 = fmul <4 x float> %1140, %1151
  %1153 = fadd <4 x float> %1109, %1152
  %1154 = add nuw nsw i64 %1115, 2
  %1155 = icmp sgt i64 %1154, %4
  br i1 %1155, label %1156, label %1108

1156:                                             ; preds = %1108, %1093
  %1157 = phi <4 x float> [ zeroinitializer, %1093 ], [ %1153, %1108 ]
  %1158 = phi <4 x float> [ zeroinitializer, %1093 ], [ %1149, %1108 ]
  %1159 = phi <4 x float> [ zeroinitializer, %1093 ], [ %1145, %1108 ]
  %1160 = phi <4 x float> [ zeroinitializer, %1093 ], [ %1134, %1108 ]
  %1161 = phi <4 x float> [ zeroinitializer, %1093 ], [ %1130, %1108 ]
  %1162 = phi <4 x float> [ zeroinitializer, %1093 ], [ %1126, %1108 ]
  %1163 = phi i64 [ 0, %1093 ], [ %1115, %1108 ]
  %1164 = getelementptr float, ptr %1102, i64 %738
  %1165 = icmp slt i64 %1163, %4
  br i1 %1165, label %1166, label %1191

1166:                                             ; preds = %1156, %1166
  %1167 = phi <4 x float> [ %1188, %1166 ], [ %1160, %1156 ]
  %1168 = phi <4 x float> [ %1184, %1166 ], [ %1161, %1156 ]
  %1169 = phi <4 x float> [ %1180, %1166 ], [ %1162, %1156 ]
  %1170 = phi i64 [ %1189, %1166 ], [ %1163, %1156 ]
  %1171 = mul nsw i64 %1170, %1100
  %1172 = getelementptr inbounds float, ptr %1097, i64 %1171
  %1173 = load float, ptr %1172, align 4
  %1174 = insertelement <4 x float> poison, float %1173, i64 0
  %1175 = shufflevector <4 x float> %1174, <4 x float> poison, <4 x i32> zeroinitializer
  %1176 = mul nsw i64 %1170, %1104
  %1177 = getelementptr float, ptr %1164, i64 %1176
  %1178 = load <4 x float>, ptr %1177, align 4
  %1179 = fmul <4 x float> %1178, %1175
  %1180 = fadd <4 x float> %1169, %1179
  %1181 = getelementptr inbounds nuw i8, ptr %1177, i64 16
  %1182 = load <4 x float>, ptr %1181, align 4
  %1183 = fmul <4 x float> %1175, %1182
  %1184 = fadd <4 x float> %1168, %1183
  %1185 = getelementptr inbounds nuw i8, ptr %1177, i64 32
  %1186 = load <4 x float>, ptr %1185, align 4
  %1187 = fmul <4 x float> %1175, %1186
  %1188 = fadd <4 x float> %1167, %1187
  %1189 = add nuw nsw i64 %1170, 1
  %1190 = icmp eq i64 %1189, %4
  br i1 %1190, label %1191, label %1166

1191:                                             ; preds = %1166, %1156
  %1192 = phi <4 x float> [ %1160, %1156 ], [ %1188, %1166 ]
  %1193 = phi <4 x float> [ %1161, %1156 ], [ %1184, %1166 ]
  %1194 = phi <4 x float> [ %1162, %1156 ], [ %1180, %1166 ]
  %1195 = fadd <4 x float> %1157, %1192
  %1196 = fadd <4 x float> %1158, %1193
  %1197 = fadd <4 x float> %1159, %1194
  %1198 = getelementptr inbounds nuw float, ptr %643, i64 %738
  store <4 x float> %1197, ptr %1198, align 4
  %1199 = getelementptr inbounds nuw i8, ptr %1198, i64 16
  store <4 x float> %1196, ptr %1199, align 4
  %1200 = getelementptr inbounds nuw i8, ptr %1198, i64 32
  store <4 x float> %1195, ptr %1200, align 4
  br label %1533

1201:                                             ; preds = %737
  %1202 = icmp eq i32 %7, 0
  %1203 = getelementptr inbounds float, ptr %641, i64 %4
  %1204 = getelementptr inbounds i8, ptr %1203, i64 -4
  %1205 = select i1 %1202, ptr %641, ptr %1204
  %1206 = add nsw i64 %4, -1
  %1207 = mul nsw i64 %1206, %5
  %1208 = select i1 %1202, i64 1, i64 -1
  %1209 = select i1 %1202, i64 0, i64 %1207
  %1210 = getelementptr inbounds float, ptr %3, i64 %1209
  %1211 = sub nsw i64 0, %5
  %1212 = select i1 %1202, i64 %5, i64 %1211
  %1213 = icmp slt i64 %4, 2
  br i1 %1213, label %1274, label %1214

1214:                                             ; preds = %1201
  %1215 = getelementptr float, ptr %1210, i64 %738
  br label %1216

1216:                                             ; preds = %1216, %1214
  %1217 = phi <4 x float> [ zeroinitializer, %1214 ], [ %1271, %1216 ]
  %1218 = phi <4 x float> [ zeroinitializer, %1214 ], [ %1267, %1216 ]
  %1219 = phi <4 x float> [ zeroinitializer, %1214 ], [ %1263, %1216 ]
  %1220 = phi <4 x float> [ zeroinitializer, %1214 ], [ %1259, %1216 ]
  %1221 = phi <4 x float> [ zeroinitializer, %1214 ], [ %1248, %1216 ]
  %1222 = phi <4 x float> [ zeroinitializer, %1214 ], [ %1244, %1216 ]
  %1223 = phi <4 x float> [ zeroinitializer, %1214 ], [ %1240, %1216 ]
  %1224 = phi <4 x float> [ zeroinitializer, %1214 ], [ %1236, %1216 ]
  %1225 = phi i64 [ 2, %1214 ], [ %1272, %1216 ]
  %1226 = phi i64 [ 0, %1214 ], [ %1225, %1216 ]
  %1227 = mul nsw i64 %1226, %1208
  %1228 = getelementptr inbounds float, ptr %1205, i64 %1227
  %1229 = load float, ptr %1228, align 4
  %1230 = insertelement <4 x float> poison, float %1229, i64 0
  %1231 = shufflevector <4 x float> %1230, <4 x float> poison, <4 x i32> zeroinitializer
  %1232 = mul nsw i64 %1226, %1212
  %1233 = getelementptr float, ptr %1215, i64 %1232
  %1234 = load <4 x float>, ptr %1233, align 4
  %1235 = fmul <4 x float> %1234, %1231
  %1236 = fadd <4 x float> %1224, %1235
  %1237 = getelementptr inbounds nuw i8, ptr %1233, i64 16
  %1238 = load <4 x float>, ptr %1237, align 4
  %1239 = fmul <4 x float> %1231, %1238
  %1240 = fadd <4 x float> %1223, %1239
  %1241 = getelementptr inbounds nuw i8, ptr %1233, i64 32
  %1242 = load <4 x float>, ptr %1241, align 4
  %1243 = fmul <4 x float> %1231, %1242
  %1244 = fadd <4 x float> %1222, %1243
  %1245 = getelementptr inbounds nuw i8, ptr %1233, i64 48
  %1246 = load <4 x float>, ptr %1245, align 4
  %1247 = fmul <4 x float> %1231, %1246
  %1248 = fadd <4 x float> %1221, %1247
  %1249 = or disjoint i64 %1226, 1
  %1250 = mul nsw i64 %1249, %1208
  %1251 = getelementptr inbounds float, ptr %1205, i64 %1250
  %1252 = load float, ptr %1251, align 4
  %1253 = insertelement <4 x float> poison, float %1252, i64 0
  %1254 = shufflevector <4 x float> %1253, <4 x float> poison, <4 x i32> zeroinitializer
  %1255 = mul nsw i64 %1249, %1212
  %1256 = getelementptr float, ptr %1215, i64 %1255
  %1257 = load <4 x float>, ptr %1256, align 4
  %1258 = fmul <4 x float> %1257, %1254
  %1259 = fadd <4 x float> %1220, %1258
  %1260 = getelementptr inbounds nuw i8, ptr %1256, i64 16
  %1261 = load <4 x float>, ptr %1260, align 4
  %1262 = fmul <4 x float> %1254, %1261
  %1263 = fadd <4 x float> %1219, %1262
  %1264 = getelementptr inbounds nuw i8, ptr %1256, i64 32
  %1265 = load <4 x float>, ptr %1264, align 4
  %1266 = fmul <4 x float> %1254, %1265
  %1267 = fadd <4 x float> %1218, %1266
  %1268 = getelementptr inbounds nuw i8, ptr %1256, i64 48
  %1269 = load <4 x float>, ptr %1268, align 4
  %1270 = fmul <4 x float> %1254, %1269
  %1271 = fadd <4 x float> %1217, %1270
  %1272 = add nuw nsw i64 %1225, 2
  %1273 = icmp sgt i64 %1272, %4
  br i1 %1273, label %1274, label %1216

1274:                                             ; preds = %1216, %1201
  %1275 = phi <4 x float> [ zeroinitializer, %1201 ], [ %1271, %1216 ]
  %1276 = phi <4 x float> [ zeroinitializer, %1201 ], [ %1267, %1216 ]
  %1277 = phi <4 x float> [ zeroinitializer, %1201 ], [ %1263, %1216 ]
  %1278 = phi <4 x float> [ zeroinitializer, %1201 ], [ %1259, %1216 ]
  %1279 = phi <4 x float> [ zeroinitializer, %1201 ], [ %1248, %1216 ]
  %1280 = phi <4 x float> [ zeroinitializer, %1201 ], [ %1244, %1216 ]
  %1281 = phi <4 x float> [ zeroinitializer, %1201 ], [ %1240, %1216 ]
  %1282 = phi <4 x float> [ zeroinitializer, %1201 ], [ %1236, %1216 ]
  %1283 = phi i64 [ 0, %1201 ], [ %1225, %1216 ]
  %1284 = getelementptr float, ptr %1210, i64 %738
  %1285 = icmp slt i64 %1283, %4
  br i1 %1285, label %1286, label %1316

1286:                                             ; preds = %1274, %1286
  %1287 = phi <4 x float> [ %1313, %1286 ], [ %1279, %1274 ]
  %1288 = phi <4 x float> [ %1309, %1286 ], [ %1280, %1274 ]
  %1289 = phi <4 x float> [ %1305, %1286 ], [ %1281, %1274 ]
  %1290 = phi <4 x float> [ %1301, %1286 ], [ %1282, %1274 ]
  %1291 = phi i64 [ %1314, %1286 ], [ %1283, %1274 ]
  %1292 = mul nsw i64 %1291, %1208
  %1293 = getelementptr inbounds float, ptr %1205, i64 %1292
  %1294 = load float, ptr %1293, align 4
  %1295 = insertelement <4 x float> poison, float %1294, i64 0
  %1296 = shufflevector <4 x float> %1295, <4 x float> poison, <4 x i32> zeroinitializer
  %1297 = mul nsw i64 %1291, %1212
  %1298 = getelementptr float, ptr %1284, i64 %1297
  %1299 = load <4 x float>, ptr %1298, align 4
  %1300 = fmul <4 x float> %1299, %1296
  %1301 = fadd <4 x float> %1290, %1300
  %1302 = getelementptr inbounds nuw i8, ptr %1298, i64 16
  %1303 = load <4 x float>, ptr %1302, align 4
  %1304 = fmul <4 x float> %1296, %1303
  %1305 = fadd <4 x float> %1289, %1304
  %1306 = getelementptr inbounds nuw i8, ptr %1298, i64 32
  %1307 = load <4 x float>, ptr %1306, align 4
  %1308 = fmul <4 x float> %1296, %1307
  %1309 = fadd <4 x float> %1288, %1308
  %1310 = getelementptr inbounds nuw i8, ptr %1298, i64 48
  %1311 = load <4 x float>, ptr %1310, align 4
  %1312 = fmul <4 x float> %1296, %1311
  %1313 = fadd <4 x float> %1287, %1312
  %1314 = add nuw nsw i64 %1291, 1
  %1315 = icmp eq i64 %1314, %4
  br i1 %1315, label %1316, label %1286

1316:                                             ; preds = %1286, %1274
  %1317 = phi <4 x float> [ %1279, %1274 ], [ %1313, %1286 ]
  %1318 = phi <4 x float> [ %1280, %1274 ], [ %1309, %1286 ]
  %1319 = phi <4 x float> [ %1281, %1274 ], [ %1305, %1286 ]
  %1320 = phi <4 x float> [ %1282, %1274 ], [ %1301, %1286 ]
  %1321 = fadd <4 x float> %1275, %1317
  %1322 = fadd <4 x float> %1276, %1318
  %1323 = fadd <4 x float> %1277, %1319
  %1324 = fadd <4 x float> %1278, %1320
  %1325 = getelementptr inbounds nuw float, ptr %643, i64 %738
  store <4 x float> %1324, ptr %1325, align 4
  %1326 = getelementptr inbounds nuw i8, ptr %1325, i64 16
  store <4 x float> %1323, ptr %1326, align 4
  %1327 = getelementptr inbounds nuw i8, ptr %1325, i64 32
  store <4 x float> %1322, ptr %1327, align 4
  %1328 = getelementptr inbounds nuw i8, ptr %1325, i64 48
  store <4 x float> %1321, ptr %1328, align 4
  br label %1533

1329:                                             ; preds = %737
  %1330 = icmp eq i32 %7, 0
  %1331 = getelementptr inbounds float, ptr %641, i64 %4
  %1332 = getelementptr inbounds i8, ptr %1331, i64 -4
  %1333 = select i1 %1330, ptr %641, ptr %1332
  %1334 = add nsw i64 %4, -1
  %1335 = mul nsw i64 %1334, %5
  %1336 = select i1 %1330, i64 0, i64 %1335
  %1337 = getelementptr inbounds float, ptr %3, i64 %1336
  %1338 = sub nsw i64 0, %5
  %1339 = select i1 %1330, i64 %5, i64 %1338
  %1340 = icmp sgt i64 %4, 0
  %1341 = getelementptr float, ptr %1337, i64 %738
  br i1 %1340, label %1342, label %1379

1342:                                             ; preds = %1329, %1342
  %1343 = phi <4 x float> [ %1376, %1342 ], [ zeroinitializer, %1329 ]
  %1344 = phi <4 x float> [ %1372, %1342 ], [ zeroinitializer, %1329 ]
  %1345 = phi <4 x float> [ %1368, %1342 ], [ zeroinitializer, %1329 ]
  %1346 = phi <4 x float> [ %1364, %1342 ], [ zeroinitializer, %1329 ]
  %1347 = phi <4 x float> [ %1360, %1342 ], [ zeroinitializer, %1329 ]
  %1348 = phi i64 [ %1377, %1342 ], [ 1, %1329 ]
  %1349 = phi i64 [ %1348, %1342 ], [ 0, %1329 ]
  %1350 = sub nsw i64 0, %1349
  %1351 = select i1 %1330, i64 %1349, i64 %1350
  %1352 = getelementptr inbounds float, ptr %1333, i64 %1351
  %1353 = load float, ptr %1352, align 4
  %1354 = insertelement <4 x float> poison, float %1353, i64 0
  %1355 = shufflevector <4 x float> %1354, <4 x float> poison, <4 x i32> zeroinitializer
  %1356 = mul nsw i64 %1349, %1339
  %1357 = getelementptr float, ptr %1341, i64 %1356
  %1358 = load <4 x float>, ptr %1357, align 4
  %1359 = fmul <4 x float> %1358, %1355
  %1360 = fadd <4 x float> %1347, %1359
  %1361 = getelementptr inbounds nuw i8, ptr %1357, i64 16
  %1362 = load <4 x float>, ptr %1361, align 4
  %1363 = fmul <4 x float> %1355, %1362
  %1364 = fadd <4 x float> %1346, %1363
  %1365 = getelementptr inbounds nuw i8, ptr %1357, i64 32
  %1366 = load <4 x float>, ptr %1365, align 4
  %1367 = fmul <4 x float> %1355, %1366
  %1368 = fadd <4 x float> %1345, %1367
  %1369 = getelementptr inbounds nuw i8, ptr %1357, i64 48
  %1370 = load <4 x float>, ptr %1369, align 4
  %1371 = fmul <4 x float> %1355, %1370
  %1372 = fadd <4 x float> %1344, %1371
  %1373 = getelementptr inbounds nuw i8, ptr %1357, i64 64
  %1374 = load <4 x float>, ptr %1373, align 4
  %1375 = fmul <4 x float> %1355, %1374
  %1376 = fadd <4 x float> %1343, %1375
  %1377 = add nuw i64 %1348, 1
  %1378 = icmp eq i64 %1348, %4
  br i1 %1378, label %1379, label %1342

1379:                                             ; preds = %1342, %1329
  %1380 = phi <4 x float> [ zeroinitializer, %1329 ], [ %1376, %1342 ]
  %1381 = phi <4 x float> [ zeroinitializer, %1329 ], [ %1372, %1342 ]
  %1382 = phi <4 x float> [ zeroinitializer, %1329 ], [ %1368, %1342 ]
  %1383 = phi <4 x float> [ zeroinitializer, %1329 ], [ %1364, %1342 ]
  %1384 = phi <4 x float> [ zeroinitializer, %1329 ], [ %1360, %1342 ]
  %1385 = getelementptr inbounds nuw float, ptr %643, i64 %738
  store <4 x float> %1384, ptr %1385, align 4
  %1386 = getelementptr inbounds nuw i8, ptr %1385, i64 16
  store <4 x float> %1383, ptr %1386, align 4
  %1387 = getelementptr inbounds nuw i8, ptr %1385, i64 32
  store <4 x float> %1382, ptr %1387, align 4
  %1388 = getelementptr inbounds nuw i8, ptr %1385, i64 48
  store <4 x float> %1381, ptr %1388, align 4
  %1389 = getelementptr inbounds nuw i8, ptr %1385, i64 64
  store <4 x float> %1380, ptr %1389, align 4
  br label %1533

1390:                                             ; preds = %737
  %1391 = icmp eq i32 %7, 0
  %1392 = getelementptr inbounds float, ptr %641, i64 %4
  %1393 = getelementptr inbounds i8, ptr %1392, i64 -4
  %1394 = select i1 %1391, ptr %641, ptr %1393
  %1395 = add nsw i64 %4, -1
  %1396 = mul nsw i64 %1395, %5
  %1397 = select i1 %1391, i64 0, i64 %1396
  %1398 = getelementptr inbounds float, ptr %3, i64 %1397
  %1399 = sub nsw i64 0, %5
  %1400 = select i1 %1391, i64 %5, i64 %1399
  %1401 = icmp sgt i64 %4, 0
  %1402 = getelementptr float, ptr %1398, i64 %738
  br i1 %1401, label %1403, label %1445

1403:                                             ; preds = %1390, %1403
  %1404 = phi <4 x float> [ %1442, %1403 ], [ zeroinitializer, %1390 ]
  %1405 = phi <4 x float> [ %1438, %1403 ], [ zeroinitializer, %1390 ]
  %1406 = phi <4 x float> [ %1434, %1403 ], [ zeroinitializer, %1390 ]
  %1407 = phi <4 x float> [ %1430, %1403 ], [ zeroinitializer, %1390 ]
  %1408 = phi <4 x float> [ %1426, %1403 ], [ zeroinitializer, %1390 ]
  %1409 = phi <4 x float> [ %1422, %1403 ], [ zeroinitializer, %1390 ]
  %1410 = phi i64 [ %1443, %1403 ], [ 1, %1390 ]
  %1411 = phi i64 [ %1410, %1403 ], [ 0, %1390 ]
  %1412 = sub nsw i64 0, %1411
  %1413 = select i1 %1391, i64 %1411, i64 %1412
  %1414 = getelementptr inbounds float, ptr %1394, i64 %1413
  %1415 = load float, ptr %1414, align 4
  %1416 = insertelement <4 x float> poison, float %1415, i64 0
  %1417 = shufflevector <4 x float> %1416, <4 x float> poison, <4 x i32> zeroinitializer
  %1418 = mul nsw i64 %1411, %1400
  %1419 = getelementptr float, ptr %1402, i64 %1418
  %1420 = load <4 x float>, ptr %1419, align 4
  %1421 = fmul <4 x float> %1420, %1417
  %1422 = fadd <4 x float> %1409, %1421
  %1423 = getelementptr inbounds nuw i8, ptr %1419, i64 16
  %1424 = load <4 x float>, ptr %1423, align 4
  %1425 = fmul <4 x float> %1417, %1424
  %1426 = fadd <4 x float> %1408, %1425
  %1427 = getelementptr inbounds nuw i8, ptr %1419, i64 32
  %1428 = load <4 x float>, ptr %1427, align 4
  %1429 = fmul <4 x float> %1417, %1428
  %1430 = fadd <4 x float> %1407, %1429
  %1431 = getelementptr inbounds nuw i8, ptr %1419, i64 48
  %1432 = load <4 x float>, ptr %1431, align 4
  %1433 = fmul <4 x float> %1417, %1432
  %1434 = fadd <4 x float> %1406, %1433
  %1435 = getelementptr inbounds nuw i8, ptr %1419, i64 64
  %1436 = load <4 x float>, ptr %1435, align 4
  %1437 = fmul <4 x float> %1417, %1436
  %1438 = fadd <4 x float> %1405, %1437
  %1439 = getelementptr inbounds nuw i8, ptr %1419, i64 80
  %1440 = load <4 x float>, ptr %1439, align 4
  %1441 = fmul <4 x float> %1417, %1440
  %1442 = fadd <4 x float> %1404, %1441
  %1443 = add nuw i64 %1410, 1
  %1444 = icmp eq i64 %1410, %4
  br i1 %1444, label %1445, label %1403

1445:                                             ; preds = %1403, %1390
  %1446 = phi <4 x float> [ zeroinitializer, %1390 ], [ %1442, %1403 ]
  %1447 = phi <4 x float> [ zeroinitializer, %1390 ], [ %1438, %1403 ]
  %1448 = phi <4 x float> [ zeroinitializer, %1390 ], [ %1434, %1403 ]
  %1449 = phi <4 x float> [ zeroinitializer, %1390 ], [ %1430, %1403 ]
  %1450 = phi <4 x float> [ zeroinitializer, %1390 ], [ %1426, %1403 ]
  %1451 = phi <4 x float> [ zeroinitializer, %1390 ], [ %1422, %1403 ]
  %1452 = getelementptr inbounds nuw float, ptr %643, i64 %738
  store <4 x float> %1451, ptr %1452, align 4
  %1453 = getelementptr inbounds nuw i8, ptr %1452, i64 16
  store <4 x float> %1450, ptr %1453, align 4
  %1454 = getelementptr inbounds nuw i8, ptr %1452, i64 32
  store <4 x float> %1449, ptr %1454, align 4
  %1455 = getelementptr inbounds nuw i8, ptr %1452, i64 48
  store <4 x float> %1448, ptr %1455, align 4
  %1456 = getelementptr inbounds nuw i8, ptr %1452, i64 64
  store <4 x float> %1447, ptr %1456, align 4
  %1457 = getelementptr inbounds nuw i8, ptr %1452, i64 80
  store <4 x float> %1446, ptr %1457, align 4
  br label %1533

1458:                                             ; preds = %737
  %1459 = icmp eq i32 %7, 0
  %1460 = getelementptr inbounds float, ptr %641, i64 %4
  %1461 = getelementptr inbounds i8, ptr %1460, i64 -4
  %1462 = select i1 %1459, ptr %641, ptr %1461
  %1463 = add nsw i64 %4, -1
  %1464 = mul nsw i64 %1463, %5
  %1465 = select i1 %1459, i64 0, i64 %1464
  %1466 = getelementptr inbounds float, ptr %3, i64 %1465
  %1467 = sub nsw i64 0, %5
  %1468 = select i1 %1459, i64 %5, i64 %1467
  %1469 = icmp sgt i64 %4, 0
  %1470 = getelementptr float, ptr %1466, i64 %738
  br i1 %1469, label %1471, label %1518

1471:                                             ; preds = %1458, %1471
  %1472 = phi <4 x float> [ %1515, %1471 ], [ zeroinitializer, %1458 ]
  %1473 = phi <4 x float> [ %1511, %1471 ], [ zeroinitializer, %1458 ]
  %1474 = phi <4 x float> [ %1507, %1471 ], [ zeroinitializer, %1458 ]
  %1475 = phi <4 x float> [ %1503, %1471 ], [ zeroinitializer, %1458 ]
  %1476 = phi <4 x float> [ %1499, %1471 ], [ zeroinitializer, %1458 ]
  %1477 = phi <4 x float> [ %1495, %1471 ], [ zeroinitializer, %1458 ]
  %1478 = phi <4 x float> [ %1491, %1471 ], [ zeroinitializer, %1458 ]
  %1479 = phi i64 [ %1516, %1471 ], [ 1, %1458 ]
  %1480 = phi i64 [ %1479, %1471 ], [ 0, %1458 ]
  %1481 = sub nsw i64 0, %1480
  %1482 = select i1 %1459, i64 %1480, i64 %1481
  %1483 = getelementptr inbounds float, ptr %1462, i64 %1482
  %1484 = load float, ptr %1483, align 4
  %1485 = insertelement <4 x float> poison, float %1484, i64 0
  %1486 = shufflevector <4 x float> %1485, <4 x float> poison, <4 x i32> zeroinitializer
  %1487 = mul nsw i64 %1480, %1468
  %1488 = getelementptr float, ptr %1470, i64 %1487
  %1489 = load <4 x float>, ptr %1488, align 4
  %1490 = fmul <4 x float> %1489, %1486
  %1491 = fadd <4 x float> %1478, %1490
  %1492 = getelementptr inbounds nuw i8, ptr %1488, i64 16
  %1493 = load <4 x float>, ptr %1492, align 4
  %1494 = fmul <4 x float> %1486, %1493
  %1495 = fadd <4 x float> %1477, %1494
  %1496 = getelementptr inbounds nuw i8, ptr %1488, i64 32
  %1497 = load <4 x float>, ptr %1496, align 4
  %1498 = fmul <4 x float> %1486, %1497
  %1499 = fadd <4 x float> %1476, %1498
  %1500 = getelementptr inbounds nuw i8, ptr %1488, i64 48
  %1501 = load <4 x float>, ptr %1500, align 4
  %1502 = fmul <4 x float> %1486, %1501
  %1503 = fadd <4 x float> %1475, %1502
  %1504 = getelementptr inbounds nuw i8, ptr %1488, i64 64
  %1505 = load <4 x float>, ptr %1504, align 4
  %1506 = fmul <4 x float> %1486, %1505
  %1507 = fadd <4 x float> %1474, %1506
  %1508 = getelementptr inbounds nuw i8, ptr %1488, i64 80
  %1509 = load <4 x float>, ptr %1508, align 4
  %1510 = fmul <4 x float> %1486, %1509
  %1511 = fadd <4 x float> %1473, %1510
  %1512 = getelementptr inbounds nuw i8, ptr %1488, i64 96
  %1513 = load <4 x float>, ptr %1512, align 4
  %1514 = fmul <4 x float> %1486, %1513
  %1515 = fadd <4 x float> %1472, %1514
  %1516 = add nuw i64 %1479, 1
  %1517 = icmp eq i64 %1479, %4
  br i1 %1517, label %1518, label %1471

1518:                                             ; preds = %1471, %1458
  %1519 = phi <4 x float> [ zeroinitializer, %1458 ], [ %1515, %1471 ]
  %1520 = phi <4 x float> [ zeroinitializer, %1458 ], [ %1511, %1471 ]
  %1521 = phi <4 x float> [ zeroinitializer, %1458 ], [ %1507, %1471 ]
  %1522 = phi <4 x float> [ zeroinitializer, %1458 ], [ %1503, %1471 ]
  %1523 = phi <4 x float> [ zeroinitializer, %1458 ], [ %1499, %1471 ]
  %1524 = phi <4 x float> [ zeroinitializer, %1458 ], [ %1495, %1471 ]
  %1525 = phi <4 x float> [ zeroinitializer, %1458 ], [ %1491, %1471 ]
  %1526 = getelementptr inbounds nuw float, ptr %643, i64 %738
  store <4 x float> %1525, ptr %1526, align 4
  %1527 = getelementptr inbounds nuw i8, ptr %1526, i64 16
  store <4 x float> %1524, ptr %1527, align 4
  %1528 = getelementptr inbounds nuw i8, ptr %1526, i64 32
  store <4 x float> %1523, ptr %1528, align 4
  %1529 = getelementptr inbounds nuw i8, ptr %1526, i64 48
  store <4 x float> %1522, ptr %1529, align 4
  %1530 = getelementptr inbounds nuw i8, ptr %1526, i64 64
  store <4 x float> %1521, ptr %1530, align 4
  %1531 = getelementptr inbounds nuw i8, ptr %1526, i64 80
  store <4 x float> %1520, ptr %1531, align 4
  %1532 = getelementptr inbounds nuw i8, ptr %1526, i64 96
  store <4 x float> %1519, ptr %1532, align 4
  br label %1533

1533:                                             ; preds = %1518, %1445, %1379, %1316, %1191, %1084, %916, %737, %635
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
