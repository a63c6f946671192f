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
  %107 = mul i64 %106, %40
  br i1 %37, label %108, label %116

108:                                              ; preds = %64
  %109 = icmp eq i64 %106, %32
  %110 = icmp eq i64 %78, 0
  %111 = select i1 %109, i1 %110, i1 false
  %112 = icmp eq i64 %86, 1
  %113 = select i1 %111, i1 %112, i1 false
  %114 = icmp eq i64 %94, 1
  %115 = select i1 %113, i1 %114, i1 false
  br label %116

116:                                              ; preds = %108, %64
  %117 = phi i1 [ false, %64 ], [ %115, %108 ]
  %118 = mul nsw i64 %107, %32
  %119 = shl nsw i64 %107, 1
  %120 = mul nsw i64 %105, 12
  %121 = add nsw i64 %119, %120
  %122 = add nsw i64 %107, %120
  %123 = add nsw i64 %121, %118
  %124 = mul nsw i64 %52, %122
  %125 = add nsw i64 %123, %124
  %126 = shl i64 %125, 2
  %127 = add i64 %126, 64
  %128 = tail call ptr @malloc(i64 noundef %127)
  %129 = icmp eq ptr %128, null
  br i1 %129, label %130, label %131

130:                                              ; preds = %116
  tail call void @llvm.trap()
  unreachable

131:                                              ; preds = %116
  %132 = ptrtoint ptr %128 to i64
  %133 = add i64 %132, 63
  %134 = and i64 %133, -64
  %135 = inttoptr i64 %134 to ptr
  %136 = mul nsw i64 %47, %41
  %137 = icmp slt i64 %32, 4
  %138 = icmp sgt i64 %32, 0
  %139 = icmp slt i64 %32, %106
  %140 = shl i64 %32, 2
  %141 = shl i64 %105, 4
  %142 = mul nsw i64 %40, %105
  %143 = shl i64 %142, 4
  %144 = sub i64 %141, %140
  %145 = getelementptr i8, ptr %135, i64 %140
  %146 = shl i64 %32, 2
  %147 = mul i64 %32, -4
  %148 = mul i64 %32, %32
  %149 = mul i64 %40, %148
  %150 = mul i64 %149, %47
  %151 = shl i64 %150, 2
  %152 = mul i64 %32, %32
  %153 = shl i64 %152, 2
  %154 = shl i64 %32, 2
  %155 = shl i64 %105, 4
  %156 = mul i64 %40, %105
  %157 = add i64 %32, 1152921504606846975
  %158 = mul i64 %156, %157
  %159 = shl i64 %158, 4
  %160 = mul i64 %40, %47
  %161 = shl i64 %160, 2
  %162 = add i64 %161, 4
  %163 = mul i64 %32, %162
  %164 = add i64 %163, -4
  %165 = mul i64 %32, %164
  %166 = mul i64 %32, %32
  %167 = shl i64 %166, 2
  %168 = mul i64 %40, %166
  %169 = mul i64 %168, %47
  %170 = shl i64 %169, 2
  %171 = shl i64 %32, 2
  %172 = getelementptr i8, ptr %135, i64 %159
  %173 = getelementptr i8, ptr %172, i64 %154
  %174 = getelementptr i8, ptr %15, i64 %165
  %175 = getelementptr i8, ptr %15, i64 %170
  %176 = getelementptr i8, ptr %15, i64 %151
  %177 = icmp slt i64 %146, 0
  %178 = select i1 %177, i64 %147, i64 %146
  %179 = and i64 %156, 576460752303423488
  %180 = icmp ne i64 %179, 0
  %181 = and i64 %32, 3
  %182 = icmp eq i64 %181, 0
  br label %195

183:                                              ; preds = %376
  %184 = getelementptr float, ptr %135, i64 %118
  %185 = getelementptr float, ptr %184, i64 %107
  %186 = shl i64 %47, 1
  %187 = icmp ne i64 %2, 0
  %188 = and i1 %187, %101
  %189 = mul i64 %186, %41
  %190 = getelementptr float, ptr %16, i64 %189
  %191 = or disjoint i64 %186, 1
  %192 = mul i64 %191, %41
  %193 = getelementptr float, ptr %16, i64 %192
  %194 = tail call i64 @llvm.smax.i64(i64 %106, i64 1)
  br label %407

195:                                              ; preds = %131, %376
  %196 = phi i64 [ 0, %131 ], [ %377, %376 ]
  %197 = mul i64 %155, %196
  %198 = getelementptr i8, ptr %135, i64 %197
  %199 = getelementptr i8, ptr %173, i64 %197
  %200 = mul i64 %167, %196
  %201 = mul i64 %153, %196
  %202 = mul i64 %141, %196
  %203 = mul nsw i64 %196, %32
  %204 = add nsw i64 %203, %136
  %205 = mul nsw i64 %204, %32
  %206 = getelementptr inbounds float, ptr %15, i64 %205
  %207 = mul nsw i64 %196, %106
  %208 = getelementptr inbounds float, ptr %135, i64 %207
  br i1 %137, label %212, label %236

209:                                              ; preds = %282, %247
  %210 = add nuw nsw i64 %237, 4
  %211 = icmp sgt i64 %210, %32
  br i1 %211, label %212, label %236

212:                                              ; preds = %209, %195
  %213 = phi i64 [ 0, %195 ], [ %237, %209 ]
  br i1 %138, label %214, label %376

214:                                              ; preds = %212
  %215 = icmp slt i64 %213, %32
  %216 = getelementptr i8, ptr %145, i64 %202
  %217 = xor i64 %213, -1
  %218 = add nsw i64 %32, %217
  %219 = mul i64 %154, %213
  %220 = shl i64 %213, 2
  %221 = getelementptr i8, ptr %198, i64 %220
  %222 = mul i64 %171, %213
  %223 = sub nsw i64 %32, %213
  %224 = getelementptr i8, ptr %174, i64 %200
  %225 = getelementptr i8, ptr %175, i64 %200
  %226 = getelementptr i8, ptr %225, i64 %222
  %227 = getelementptr i8, ptr %176, i64 %201
  %228 = getelementptr i8, ptr %227, i64 %219
  %229 = icmp ult i64 %223, 36
  %230 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %178, i64 %218)
  %231 = extractvalue { i64, i1 } %230, 0
  %232 = extractvalue { i64, i1 } %230, 1
  %233 = sub i64 0, %231
  %234 = sub i64 %223, %181
  %235 = add i64 %213, %234
  br label %301

236:                                              ; preds = %195, %209
  %237 = phi i64 [ %210, %209 ], [ 4, %195 ]
  %238 = phi i64 [ %237, %209 ], [ 0, %195 ]
  %239 = getelementptr float, ptr %208, i64 %238
  %240 = mul nuw nsw i64 %238, %32
  %241 = or disjoint i64 %238, 1
  %242 = mul nuw nsw i64 %241, %32
  %243 = or disjoint i64 %238, 2
  %244 = mul nuw nsw i64 %243, %32
  %245 = or disjoint i64 %238, 3
  %246 = mul nuw nsw i64 %245, %32
  br label %249

247:                                              ; preds = %249
  %248 = icmp slt i64 %250, %32
  br i1 %248, label %282, label %209

249:                                              ; preds = %236, %249
  %250 = phi i64 [ 4, %236 ], [ %280, %249 ]
  %251 = phi i64 [ 0, %236 ], [ %250, %249 ]
  %252 = getelementptr float, ptr %206, i64 %251
  %253 = getelementptr float, ptr %252, i64 %240
  %254 = load <4 x float>, ptr %253, align 4
  %255 = getelementptr float, ptr %252, i64 %242
  %256 = load <4 x float>, ptr %255, align 4
  %257 = getelementptr float, ptr %252, i64 %244
  %258 = load <4 x float>, ptr %257, align 4
  %259 = getelementptr float, ptr %252, i64 %246
  %260 = load <4 x float>, ptr %259, align 4
  %261 = shufflevector <4 x float> %254, <4 x float> %258, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %262 = shufflevector <4 x float> %254, <4 x float> %258, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %263 = shufflevector <4 x float> %256, <4 x float> %260, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %264 = shufflevector <4 x float> %256, <4 x float> %260, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %265 = shufflevector <4 x float> %261, <4 x float> %263, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %266 = shufflevector <4 x float> %261, <4 x float> %263, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %267 = shufflevector <4 x float> %262, <4 x float> %264, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %268 = shufflevector <4 x float> %262, <4 x float> %264, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %269 = mul nuw nsw i64 %251, %107
  %270 = getelementptr float, ptr %239, i64 %269
  store <4 x float> %265, ptr %270, align 16
  %271 = or disjoint i64 %251, 1
  %272 = mul nuw nsw i64 %271, %107
  %273 = getelementptr float, ptr %239, i64 %272
  store <4 x float> %266, ptr %273, align 16
  %274 = or disjoint i64 %251, 2
  %275 = mul nuw nsw i64 %274, %107
  %276 = getelementptr float, ptr %239, i64 %275
  store <4 x float> %267, ptr %276, align 16
  %277 = or disjoint i64 %251, 3
  %278 = mul nuw nsw i64 %277, %107
  %279 = getelementptr float, ptr %239, i64 %278
  store <4 x float> %268, ptr %279, align 16
  %280 = add nuw nsw i64 %250, 4
  %281 = icmp sgt i64 %280, %32
  br i1 %281, label %247, label %249

282:                                              ; preds = %247, %282
  %283 = phi i64 [ %299, %282 ], [ %250, %247 ]
  %284 = getelementptr float, ptr %206, i64 %283
  %285 = mul nuw nsw i64 %283, %107
  %286 = getelementptr float, ptr %208, i64 %285
  %287 = getelementptr float, ptr %284, i64 %240
  %288 = load float, ptr %287, align 4
  %289 = getelementptr float, ptr %286, i64 %238
  store float %288, ptr %289, align 16
  %290 = getelementptr float, ptr %284, i64 %242
  %291 = load float, ptr %290, align 4
  %292 = getelementptr float, ptr %286, i64 %241
  store float %291, ptr %292, align 4
  %293 = getelementptr float, ptr %284, i64 %244
  %294 = load float, ptr %293, align 4
  %295 = getelementptr float, ptr %286, i64 %243
  store float %294, ptr %295, align 8
  %296 = getelementptr float, ptr %284, i64 %246
  %297 = load float, ptr %296, align 4
  %298 = getelementptr float, ptr %286, i64 %245
  store float %297, ptr %298, align 4
  %299 = add nuw nsw i64 %283, 1
  %300 = icmp slt i64 %299, %32
  br i1 %300, label %282, label %209

301:                                              ; preds = %214, %404
  %302 = phi i64 [ 0, %214 ], [ %405, %404 ]
  %303 = shl i64 %302, 2
  %304 = getelementptr i8, ptr %224, i64 %303
  %305 = getelementptr i8, ptr %226, i64 %303
  %306 = icmp ult ptr %304, %305
  %307 = select i1 %306, ptr %304, ptr %305
  %308 = icmp ugt ptr %304, %305
  %309 = select i1 %308, ptr %304, ptr %305
  %310 = getelementptr i8, ptr %309, i64 4
  %311 = shl i64 %302, 2
  %312 = getelementptr i8, ptr %228, i64 %311
  %313 = mul i64 %143, %302
  %314 = getelementptr i8, ptr %216, i64 %313
  %315 = getelementptr float, ptr %206, i64 %302
  br i1 %215, label %316, label %379

316:                                              ; preds = %301
  %317 = mul nuw nsw i64 %302, %107
  %318 = getelementptr float, ptr %208, i64 %317
  br i1 %229, label %357, label %319

319:                                              ; preds = %316
  %320 = getelementptr i8, ptr %312, i64 %231
  %321 = getelementptr i8, ptr %312, i64 %233
  %322 = icmp ult ptr %320, %312
  %323 = icmp ugt ptr %321, %312
  %324 = select i1 %177, i1 %323, i1 %322
  %325 = or i1 %324, %232
  br i1 %325, label %357, label %326

326:                                              ; preds = %319
  %327 = icmp ult ptr %221, %310
  %328 = icmp ult ptr %307, %199
  %329 = and i1 %327, %328
  %330 = or i1 %329, %180
  br i1 %330, label %357, label %331

331:                                              ; preds = %326, %331
  %332 = phi i64 [ %354, %331 ], [ 0, %326 ]
  %333 = add i64 %213, %332
  %334 = or disjoint i64 %333, 1
  %335 = or disjoint i64 %333, 2
  %336 = or disjoint i64 %333, 3
  %337 = mul nuw nsw i64 %333, %32
  %338 = mul nuw nsw i64 %334, %32
  %339 = mul nuw nsw i64 %335, %32
  %340 = mul nuw nsw i64 %336, %32
  %341 = getelementptr float, ptr %315, i64 %337
  %342 = getelementptr float, ptr %315, i64 %338
  %343 = getelementptr float, ptr %315, i64 %339
  %344 = getelementptr float, ptr %315, i64 %340
  %345 = load float, ptr %341, align 4
  %346 = load float, ptr %342, align 4
  %347 = load float, ptr %343, align 4
  %348 = load float, ptr %344, align 4
  %349 = insertelement <4 x float> poison, float %345, i64 0
  %350 = insertelement <4 x float> %349, float %346, i64 1
  %351 = insertelement <4 x float> %350, float %347, i64 2
  %352 = insertelement <4 x float> %351, float %348, i64 3
  %353 = getelementptr float, ptr %318, i64 %333
  store <4 x float> %352, ptr %353, align 4
  %354 = add nuw i64 %332, 4
  %355 = icmp eq i64 %354, %234
  br i1 %355, label %356, label %331

356:                                              ; preds = %331
  br i1 %182, label %379, label %357

357:                                              ; preds = %326, %319, %316, %356
  %358 = phi i64 [ %213, %326 ], [ %213, %319 ], [ %213, %316 ], [ %235, %356 ]
  %359 = sub i64 %32, %358
  %360 = and i64 %359, 3
  %361 = icmp eq i64 %360, 0
  br i1 %361, label %372, label %362

362:                                              ; preds = %357, %362
  %363 = phi i64 [ %369, %362 ], [ %358, %357 ]
  %364 = phi i64 [ %370, %362 ], [ 0, %357 ]
  %365 = mul nuw nsw i64 %363, %32
  %366 = getelementptr float, ptr %315, i64 %365
  %367 = load float, ptr %366, align 4
  %368 = getelementptr float, ptr %318, i64 %363
  store float %367, ptr %368, align 4
  %369 = add nuw nsw i64 %363, 1
  %370 = add i64 %364, 1
  %371 = icmp eq i64 %370, %360
  br i1 %371, label %372, label %362

372:                                              ; preds = %362, %357
  %373 = phi i64 [ %358, %357 ], [ %369, %362 ]
  %374 = sub i64 %358, %32
  %375 = icmp ugt i64 %374, -4
  br i1 %375, label %379, label %381

376:                                              ; preds = %404, %212
  %377 = add nuw nsw i64 %196, 1
  %378 = icmp eq i64 %377, %40
  br i1 %378, label %183, label %195

379:                                              ; preds = %372, %381, %356, %301
  br i1 %139, label %380, label %404

380:                                              ; preds = %379
  tail call void @llvm.memset.p0.i64(ptr align 4 %314, i8 0, i64 %144, i1 false)
  br label %404

381:                                              ; preds = %372, %381
  %382 = phi i64 [ %402, %381 ], [ %373, %372 ]
  %383 = mul nuw nsw i64 %382, %32
  %384 = getelementptr float, ptr %315, i64 %383
  %385 = load float, ptr %384, align 4
  %386 = getelementptr float, ptr %318, i64 %382
  store float %385, ptr %386, align 4
  %387 = add nuw nsw i64 %382, 1
  %388 = mul nuw nsw i64 %387, %32
  %389 = getelementptr float, ptr %315, i64 %388
  %390 = load float, ptr %389, align 4
  %391 = getelementptr float, ptr %318, i64 %387
  store float %390, ptr %391, align 4
  %392 = add nuw nsw i64 %382, 2
  %393 = mul nuw nsw i64 %392, %32
  %394 = getelementptr float, ptr %315, i64 %393
  %395 = load float, ptr %394, align 4
  %396 = getelementptr float, ptr %318, i64 %392
  store float %395, ptr %396, align 4
  %397 = add nuw nsw i64 %382, 3
  %398 = mul nuw nsw i64 %397, %32
  %399 = getelementptr float, ptr %315, i64 %398
  %400 = load float, ptr %399, align 4
  %401 = getelementptr float, ptr %318, i64 %397
  store float %400, ptr %401, align 4
  %402 = add nuw nsw i64 %382, 4
  %403 = icmp eq i64 %402, %32
  br i1 %403, label %379, label %381

404:                                              ; preds = %380, %379
  %405 = add nuw nsw i64 %302, 1
  %406 = icmp eq i64 %405, %32
  br i1 %406, label %376, label %301

407:                                              ; preds = %427, %183
  %408 = phi i64 [ 0, %183 ], [ %428, %427 ]
  br i1 %138, label %409, label %429

409:                                              ; preds = %407
  %410 = mul nuw nsw i64 %408, %106
  %411 = mul nuw nsw i64 %408, %32
  %412 = getelementptr float, ptr %190, i64 %411
  %413 = getelementptr float, ptr %193, i64 %411
  br label %434

414:                                              ; preds = %424
  %415 = getelementptr inbounds nuw float, ptr %185, i64 %107
  %416 = icmp ne ptr %103, null
  %417 = mul i64 %75, %32
  %418 = getelementptr float, ptr %20, i64 %417
  %419 = add nsw i64 %194, -1
  %420 = and i64 %194, 1
  %421 = icmp eq i64 %419, 0
  br i1 %421, label %465, label %422

422:                                              ; preds = %414
  %423 = and i64 %194, 9223372036854775804
  br label %570

424:                                              ; preds = %448
  %425 = add nuw nsw i64 %408, 1
  %426 = icmp eq i64 %425, %40
  br i1 %426, label %414, label %427

427:                                              ; preds = %424, %429
  %428 = phi i64 [ %425, %424 ], [ %430, %429 ]
  br label %407

429:                                              ; preds = %407
  %430 = add nuw nsw i64 %408, 1
  %431 = icmp eq i64 %430, %40
  br i1 %431, label %432, label %427

432:                                              ; preds = %429
  %433 = getelementptr inbounds float, ptr %185, i64 %107
  br label %565

434:                                              ; preds = %409, %448
  %435 = phi i64 [ 0, %409 ], [ %452, %448 ]
  %436 = icmp slt i64 %435, %32
  %437 = select i1 %188, i1 %436, i1 false
  br i1 %437, label %441, label %438

438:                                              ; preds = %434
  %439 = add nuw nsw i64 %435, %410
  %440 = getelementptr inbounds nuw float, ptr %184, i64 %439
  store float 0.000000e+00, ptr %440, align 4
  br label %448

441:                                              ; preds = %434
  %442 = getelementptr float, ptr %412, i64 %435
  %443 = load float, ptr %442, align 4
  %444 = add nuw nsw i64 %435, %410
  %445 = getelementptr inbounds nuw float, ptr %184, i64 %444
  store float %443, ptr %445, align 4
  %446 = getelementptr float, ptr %413, i64 %435
  %447 = load float, ptr %446, align 4
  br label %448

448:                                              ; preds = %438, %441
  %449 = phi i64 [ %444, %441 ], [ %439, %438 ]
  %450 = phi float [ %447, %441 ], [ 0.000000e+00, %438 ]
  %451 = getelementptr inbounds float, ptr %185, i64 %449
  store float %450, ptr %451, align 4
  %452 = add nuw nsw i64 %435, 1
  %453 = icmp eq i64 %452, %194
  br i1 %453, label %424, label %434

454:                                              ; preds = %565
  %455 = getelementptr inbounds float, ptr %184, i64 %121
  %456 = shl i64 %105, 5
  %457 = icmp eq i64 %3, 0
  %458 = icmp eq i64 %36, 1
  %459 = mul nsw i64 %47, %30
  %460 = icmp ne i64 %4, 0
  %461 = icmp ne i64 %5, 0
  %462 = icmp ne i64 %7, 0
  br label %915

463:                                              ; preds = %587
  %464 = icmp eq i64 %420, 0
  br i1 %464, label %476, label %465

465:                                              ; preds = %463, %414
  %466 = phi i64 [ 0, %414 ], [ %590, %463 ]
  %467 = icmp ne i64 %420, 0
  tail call void @llvm.assume(i1 %467)
  %468 = icmp slt i64 %466, %32
  %469 = select i1 %416, i1 %468, i1 false
  br i1 %469, label %470, label %473

470:                                              ; preds = %465
  %471 = getelementptr float, ptr %418, i64 %466
  %472 = load float, ptr %471, align 4
  br label %473

473:                                              ; preds = %470, %465
  %474 = phi float [ %472, %470 ], [ 0.000000e+00, %465 ]
  %475 = getelementptr float, ptr %415, i64 %466
  store float %474, ptr %475, align 4
  br label %476

476:                                              ; preds = %463, %473
  %477 = mul i64 %83, %32
  %478 = getelementptr float, ptr %20, i64 %477
  %479 = getelementptr float, ptr %415, i64 %106
  %480 = and i64 %194, 1
  %481 = icmp eq i64 %419, 0
  br i1 %481, label %509, label %482

482:                                              ; preds = %476
  %483 = and i64 %194, 9223372036854775804
  br label %484

484:                                              ; preds = %501, %482
  %485 = phi i64 [ 0, %482 ], [ %504, %501 ]
  %486 = phi i64 [ 0, %482 ], [ %505, %501 ]
  %487 = icmp slt i64 %485, %32
  %488 = select i1 %416, i1 %487, i1 false
  br i1 %488, label %489, label %492

489:                                              ; preds = %484
  %490 = getelementptr float, ptr %478, i64 %485
  %491 = load float, ptr %490, align 4
  br label %492

492:                                              ; preds = %489, %484
  %493 = phi float [ %491, %489 ], [ 0.000000e+00, %484 ]
  %494 = getelementptr float, ptr %479, i64 %485
  store float %493, ptr %494, align 4
  %495 = or disjoint i64 %485, 1
  %496 = icmp slt i64 %495, %32
  %497 = select i1 %416, i1 %496, i1 false
  br i1 %497, label %498, label %501

498:                                              ; preds = %492
  %499 = getelementptr float, ptr %478, i64 %495
  %500 = load float, ptr %499, align 4
  br label %501

501:                                              ; preds = %498, %492
  %502 = phi float [ %500, %498 ], [ 0.000000e+00, %492 ]
  %503 = getelementptr float, ptr %479, i64 %495
  store float %502, ptr %503, align 4
  %504 = add nuw nsw i64 %485, 2
  %505 = add i64 %486, 2
  %506 = icmp eq i64 %505, %483
  br i1 %506, label %507, label %484

507:                                              ; preds = %501
  %508 = icmp eq i64 %480, 0
  br i1 %508, label %520, label %509

509:                                              ; preds = %507, %476
  %510 = phi i64 [ 0, %476 ], [ %504, %507 ]
  %511 = icmp ne i64 %480, 0
  tail call void @llvm.assume(i1 %511)
  %512 = icmp slt i64 %510, %32
  %513 = select i1 %416, i1 %512, i1 false
  br i1 %513, label %514, label %517

514:                                              ; preds = %509
  %515 = getelementptr float, ptr %478, i64 %510
  %516 = load float, ptr %515, align 4
  br label %517

517:                                              ; preds = %514, %509
  %518 = phi float [ %516, %514 ], [ 0.000000e+00, %509 ]
  %519 = getelementptr float, ptr %479, i64 %510
  store float %518, ptr %519, align 4
  br label %520

520:                                              ; preds = %507, %517
  %521 = mul i64 %91, %32
  %522 = getelementptr float, ptr %20, i64 %521
  %523 = shl i64 %105, 5
  %524 = getelementptr i8, ptr %415, i64 %523
  %525 = and i64 %194, 1
  %526 = icmp eq i64 %419, 0
  br i1 %526, label %554, label %527

527:                                              ; preds = %520
  %528 = and i64 %194, 9223372036854775804
  br label %529

529:                                              ; preds = %546, %527
  %530 = phi i64 [ 0, %527 ], [ %549, %546 ]
  %531 = phi i64 [ 0, %527 ], [ %550, %546 ]
  %532 = icmp slt i64 %530, %32
  %533 = select i1 %416, i1 %532, i1 false
  br i1 %533, label %534, label %537

534:                                              ; preds = %529
  %535 = getelementptr float, ptr %522, i64 %530
  %536 = load float, ptr %535, align 4
  br label %537

537:                                              ; preds = %534, %529
  %538 = phi float [ %536, %534 ], [ 0.000000e+00, %529 ]
  %539 = getelementptr float, ptr %524, i64 %530
  store float %538, ptr %539, align 4
  %540 = or disjoint i64 %530, 1
  %541 = icmp slt i64 %540, %32
  %542 = select i1 %416, i1 %541, i1 false
  br i1 %542, label %543, label %546

543:                                              ; preds = %537
  %544 = getelementptr float, ptr %522, i64 %540
  %545 = load float, ptr %544, align 4
  br label %546

546:                                              ; preds = %543, %537
  %547 = phi float [ %545, %543 ], [ 0.000000e+00, %537 ]
  %548 = getelementptr float, ptr %524, i64 %540
  store float %547, ptr %548, align 4
  %549 = add nuw nsw i64 %530, 2
  %550 = add i64 %531, 2
  %551 = icmp eq i64 %550, %528
  br i1 %551, label %552, label %529

552:                                              ; preds = %546
  %553 = icmp eq i64 %525, 0
  br i1 %553, label %565, label %554

554:                                              ; preds = %552, %520
  %555 = phi i64 [ 0, %520 ], [ %549, %552 ]
  %556 = icmp ne i64 %525, 0
  tail call void @llvm.assume(i1 %556)
  %557 = icmp slt i64 %555, %32
  %558 = select i1 %416, i1 %557, i1 false
  br i1 %558, label %559, label %562

559:                                              ; preds = %554
  %560 = getelementptr float, ptr %522, i64 %555
  %561 = load float, ptr %560, align 4
  br label %562

562:                                              ; preds = %559, %554
  %563 = phi float [ %561, %559 ], [ 0.000000e+00, %554 ]
  %564 = getelementptr float, ptr %524, i64 %555
  store float %563, ptr %564, align 4
  br label %565

565:                                              ; preds = %562, %552, %432
  %566 = phi ptr [ %433, %432 ], [ %415, %552 ], [ %415, %562 ]
  %567 = tail call i64 @llvm.smax.i64(i64 %52, i64 1)
  %568 = alloca %struct.rowstate, i64 %567, align 16
  %569 = icmp sgt i64 %52, 0
  br i1 %569, label %454, label %3048

570:                                              ; preds = %587, %422
  %571 = phi i64 [ 0, %422 ], [ %590, %587 ]
  %572 = phi i64 [ 0, %422 ], [ %591, %587 ]
  %573 = icmp slt i64 %571, %32
  %574 = select i1 %416, i1 %573, i1 false
  br i1 %574, label %575, label %578

575:                                              ; preds = %570
  %576 = getelementptr float, ptr %418, i64 %571
  %577 = load float, ptr %576, align 4
  br label %578

578:                                              ; preds = %570, %575
  %579 = phi float [ %577, %575 ], [ 0.000000e+00, %570 ]
  %580 = getelementptr float, ptr %415, i64 %571
  store float %579, ptr %580, align 4
  %581 = or disjoint i64 %571, 1
  %582 = icmp slt i64 %581, %32
  %583 = select i1 %416, i1 %582, i1 false
  br i1 %583, label %584, label %587

584:                                              ; preds = %578
  %585 = getelementptr float, ptr %418, i64 %581
  %586 = load float, ptr %585, align 4
  br label %587

587:                                              ; preds = %584, %578
  %588 = phi float [ %586, %584 ], [ 0.000000e+00, %578 ]
  %589 = getelementptr float, ptr %415, i64 %581
  store float %588, ptr %589, align 4
  %590 = add nuw nsw i64 %571, 2
  %591 = add i64 %572, 2
  %592 = icmp eq i64 %591, %423
  br i1 %592, label %463, label %570

593:                                              ; preds = %995
  %594 = alloca ptr, i64 %567, align 16
  %595 = alloca ptr, i64 %567, align 16
  %596 = alloca ptr, i64 %567, align 16
  %597 = alloca ptr, i64 %567, align 16
  %598 = alloca ptr, i64 %567, align 16
  %599 = icmp sgt i64 %942, 0
  br i1 %599, label %600, label %1001

600:                                              ; preds = %593
  %601 = getelementptr inbounds float, ptr %185, i64 %107
  %602 = getelementptr inbounds float, ptr %185, i64 %107
  %603 = getelementptr inbounds float, ptr %185, i64 %107
  %604 = getelementptr inbounds float, ptr %185, i64 %107
  %605 = getelementptr inbounds float, ptr %185, i64 %107
  %606 = getelementptr inbounds float, ptr %185, i64 %107
  %607 = getelementptr inbounds float, ptr %185, i64 %107
  %608 = icmp eq i64 %36, 1
  %609 = mul i64 %41, %34
  %610 = getelementptr float, ptr %14, i64 %136
  %611 = icmp eq i64 %7, 0
  %612 = shl nsw i64 %105, 5
  %613 = icmp eq i64 %26, 0
  %614 = icmp ne i64 %26, 1
  %615 = select i1 %614, i1 true, i1 %100
  %616 = shl i64 %105, 3
  %617 = select i1 %615, i64 %107, i64 %616
  %618 = select i1 %613, i64 %106, i64 %617
  %619 = shl i64 %32, 3
  %620 = mul i64 %32, 12
  %621 = icmp eq ptr %103, null
  %622 = icmp slt i64 %32, 1
  %623 = getelementptr float, ptr %607, i64 %616
  %624 = getelementptr float, ptr %606, i64 %106
  %625 = getelementptr inbounds nuw float, ptr %184, i64 %32
  %626 = getelementptr inbounds nuw float, ptr %185, i64 %32
  %627 = shl nuw nsw i64 %32, 1
  %628 = getelementptr inbounds nuw float, ptr %184, i64 %627
  %629 = getelementptr inbounds nuw float, ptr %185, i64 %627
  %630 = mul nuw nsw i64 %32, 3
  %631 = getelementptr inbounds nuw float, ptr %184, i64 %630
  %632 = getelementptr inbounds nuw float, ptr %185, i64 %630
  %633 = icmp eq i64 %134, 0
  %634 = or i1 %621, %633
  %635 = getelementptr inbounds nuw float, ptr %605, i64 %627
  %636 = fcmp ogt float %56, 0.000000e+00
  %637 = fneg float %56
  %638 = insertelement <4 x float> poison, float %637, i64 0
  %639 = shufflevector <4 x float> %638, <4 x float> poison, <4 x i32> zeroinitializer
  %640 = insertelement <4 x float> poison, float %56, i64 0
  %641 = shufflevector <4 x float> %640, <4 x float> poison, <4 x i32> zeroinitializer
  %642 = getelementptr inbounds nuw float, ptr %604, i64 %32
  %643 = getelementptr inbounds float, ptr %135, i64 %616
  %644 = select i1 %621, i1 true, i1 %622
  %645 = select i1 %621, i1 true, i1 %622
  %646 = shl i64 %32, 2
  %647 = add i64 %456, %646
  %648 = mul i64 %32, 12
  %649 = shl i64 %32, 4
  %650 = add i64 %649, 16
  %651 = mul i64 %40, %650
  %652 = add i64 %651, 32
  %653 = mul i64 %105, %652
  %654 = getelementptr i8, ptr %135, i64 %653
  %655 = getelementptr i8, ptr %135, i64 %653
  %656 = getelementptr i8, ptr %655, i64 %646
  %657 = mul i64 %40, %32
  %658 = shl i64 %657, 4
  %659 = add i64 %658, 32
  %660 = mul i64 %105, %659
  %661 = getelementptr i8, ptr %135, i64 %660
  %662 = getelementptr i8, ptr %135, i64 %660
  %663 = getelementptr i8, ptr %662, i64 %646
  %664 = shl i64 %32, 2
  %665 = mul i64 %40, %105
  %666 = shl i64 %32, 4
  %667 = add i64 %666, 16
  %668 = mul i64 %665, %667
  %669 = getelementptr i8, ptr %135, i64 %668
  %670 = getelementptr i8, ptr %669, i64 %664
  %671 = shl i64 %665, 4
  %672 = or disjoint i64 %671, 4
  %673 = mul i64 %32, %672
  %674 = getelementptr i8, ptr %135, i64 %673
  %675 = mul i64 %105, -48
  %676 = shl i64 %105, 4
  %677 = shl i64 %194, 2
  %678 = add i64 %676, %677
  %679 = getelementptr i8, ptr %603, i64 %678
  %680 = add i64 %456, %677
  %681 = getelementptr i8, ptr %602, i64 %677
  %682 = getelementptr i8, ptr %601, i64 %680
  %683 = mul i64 %105, 48
  %684 = shl i64 %32, 2
  %685 = shl i64 %32, 4
  %686 = add i64 %685, 16
  %687 = mul i64 %40, %686
  %688 = add i64 %687, 48
  %689 = mul i64 %105, %688
  %690 = getelementptr i8, ptr %135, i64 %689
  %691 = getelementptr i8, ptr %135, i64 %689
  %692 = getelementptr i8, ptr %691, i64 %684
  %693 = mul i64 %40, %32
  %694 = shl i64 %693, 4
  %695 = add i64 %694, 48
  %696 = mul i64 %105, %695
  %697 = getelementptr i8, ptr %135, i64 %696
  %698 = getelementptr i8, ptr %135, i64 %696
  %699 = getelementptr i8, ptr %698, i64 %684
  %700 = shl i64 %32, 2
  %701 = shl i64 %32, 4
  %702 = add i64 %701, 16
  %703 = mul i64 %40, %702
  %704 = add i64 %703, 32
  %705 = mul i64 %105, %704
  %706 = getelementptr i8, ptr %135, i64 %705
  %707 = getelementptr i8, ptr %135, i64 %705
  %708 = getelementptr i8, ptr %707, i64 %700
  %709 = mul i64 %40, %32
  %710 = shl i64 %709, 4
  %711 = add i64 %710, 32
  %712 = mul i64 %105, %711
  %713 = getelementptr i8, ptr %135, i64 %712
  %714 = getelementptr i8, ptr %135, i64 %712
  %715 = getelementptr i8, ptr %714, i64 %700
  %716 = shl i64 %105, 4
  %717 = shl i64 %32, 2
  %718 = shl i64 %32, 4
  %719 = add i64 %718, 16
  %720 = mul i64 %40, %719
  %721 = add i64 %720, 16
  %722 = mul i64 %105, %721
  %723 = getelementptr i8, ptr %135, i64 %722
  %724 = getelementptr i8, ptr %135, i64 %722
  %725 = getelementptr i8, ptr %724, i64 %717
  %726 = mul i64 %40, %32
  %727 = shl i64 %726, 4
  %728 = add i64 %727, 16
  %729 = mul i64 %105, %728
  %730 = getelementptr i8, ptr %135, i64 %729
  %731 = getelementptr i8, ptr %135, i64 %729
  %732 = getelementptr i8, ptr %731, i64 %717
  %733 = shl i64 %32, 2
  %734 = mul i64 %40, %105
  %735 = shl i64 %32, 4
  %736 = add i64 %735, 16
  %737 = mul i64 %734, %736
  %738 = getelementptr i8, ptr %135, i64 %737
  %739 = getelementptr i8, ptr %738, i64 %733
  %740 = shl i64 %734, 4
  %741 = or disjoint i64 %740, 4
  %742 = mul i64 %32, %741
  %743 = getelementptr i8, ptr %135, i64 %742
  %744 = shl i64 %32, 2
  %745 = add i64 %456, %744
  %746 = shl i64 %32, 4
  %747 = add i64 %746, 16
  %748 = mul i64 %40, %747
  %749 = add i64 %748, 32
  %750 = mul i64 %105, %749
  %751 = getelementptr i8, ptr %135, i64 %750
  %752 = getelementptr i8, ptr %135, i64 %750
  %753 = getelementptr i8, ptr %752, i64 %744
  %754 = mul i64 %40, %32
  %755 = shl i64 %754, 4
  %756 = add i64 %755, 32
  %757 = mul i64 %105, %756
  %758 = getelementptr i8, ptr %135, i64 %757
  %759 = getelementptr i8, ptr %135, i64 %757
  %760 = getelementptr i8, ptr %759, i64 %744
  %761 = shl i64 %105, 4
  %762 = shl i64 %32, 2
  %763 = shl i64 %32, 4
  %764 = add i64 %763, 16
  %765 = mul i64 %40, %764
  %766 = add i64 %765, 16
  %767 = mul i64 %105, %766
  %768 = getelementptr i8, ptr %135, i64 %767
  %769 = getelementptr i8, ptr %135, i64 %767
  %770 = getelementptr i8, ptr %769, i64 %762
  %771 = mul i64 %40, %32
  %772 = shl i64 %771, 4
  %773 = add i64 %772, 16
  %774 = mul i64 %105, %773
  %775 = getelementptr i8, ptr %135, i64 %774
  %776 = getelementptr i8, ptr %135, i64 %774
  %777 = getelementptr i8, ptr %776, i64 %762
  %778 = shl i64 %32, 2
  %779 = mul i64 %40, %105
  %780 = shl i64 %32, 4
  %781 = add i64 %780, 16
  %782 = mul i64 %779, %781
  %783 = getelementptr i8, ptr %135, i64 %782
  %784 = getelementptr i8, ptr %783, i64 %778
  %785 = shl i64 %779, 4
  %786 = or disjoint i64 %785, 4
  %787 = mul i64 %32, %786
  %788 = getelementptr i8, ptr %135, i64 %787
  %789 = shl i64 %105, 4
  %790 = shl i64 %32, 2
  %791 = shl i64 %32, 4
  %792 = add i64 %791, 16
  %793 = mul i64 %40, %792
  %794 = add i64 %793, 16
  %795 = mul i64 %105, %794
  %796 = getelementptr i8, ptr %135, i64 %795
  %797 = getelementptr i8, ptr %135, i64 %795
  %798 = getelementptr i8, ptr %797, i64 %790
  %799 = mul i64 %40, %32
  %800 = shl i64 %799, 4
  %801 = add i64 %800, 16
  %802 = mul i64 %105, %801
  %803 = getelementptr i8, ptr %135, i64 %802
  %804 = getelementptr i8, ptr %135, i64 %802
  %805 = getelementptr i8, ptr %804, i64 %790
  %806 = shl i64 %32, 2
  %807 = mul i64 %40, %105
  %808 = shl i64 %32, 4
  %809 = add i64 %808, 16
  %810 = mul i64 %807, %809
  %811 = getelementptr i8, ptr %135, i64 %810
  %812 = getelementptr i8, ptr %811, i64 %806
  %813 = shl i64 %807, 4
  %814 = or disjoint i64 %813, 4
  %815 = mul i64 %32, %814
  %816 = getelementptr i8, ptr %135, i64 %815
  %817 = icmp ult i64 %32, 8
  %818 = and i64 %32, 9223372036854775800
  %819 = icmp eq i64 %32, %818
  %820 = and i64 %32, 1
  %821 = icmp eq i64 %820, 0
  %822 = icmp ult i64 %32, 8
  %823 = and i64 %32, 9223372036854775800
  %824 = icmp eq i64 %32, %823
  %825 = and i64 %32, 1
  %826 = icmp eq i64 %825, 0
  %827 = icmp ult i64 %32, 8
  %828 = shl i64 %105, 4
  %829 = and i64 %32, 9223372036854775800
  %830 = icmp eq i64 %32, %829
  %831 = and i64 %32, 3
  %832 = icmp eq i64 %831, 0
  %833 = icmp ult i64 %32, 8
  %834 = and i64 %32, 9223372036854775800
  %835 = icmp eq i64 %32, %834
  %836 = and i64 %32, 1
  %837 = icmp eq i64 %836, 0
  %838 = icmp ult i64 %32, 8
  %839 = and i64 %32, 9223372036854775800
  %840 = icmp eq i64 %32, %839
  %841 = and i64 %32, 1
  %842 = icmp eq i64 %841, 0
  %843 = icmp ult i64 %32, 8
  %844 = and i64 %32, 9223372036854775800
  %845 = icmp eq i64 %32, %844
  %846 = and i64 %32, 1
  %847 = icmp eq i64 %846, 0
  %848 = icmp ult i64 %32, 8
  %849 = and i64 %32, 9223372036854775800
  %850 = icmp eq i64 %32, %849
  %851 = and i64 %32, 1
  %852 = icmp eq i64 %851, 0
  %853 = icmp ult i64 %32, 8
  %854 = and i64 %32, 9223372036854775800
  %855 = icmp eq i64 %32, %854
  %856 = and i64 %32, 1
  %857 = icmp eq i64 %856, 0
  %858 = icmp ult i64 %32, 8
  %859 = and i64 %32, 9223372036854775800
  %860 = icmp eq i64 %32, %859
  %861 = and i64 %32, 1
  %862 = icmp eq i64 %861, 0
  %863 = icmp ult i64 %32, 8
  %864 = and i64 %32, 9223372036854775800
  %865 = icmp eq i64 %32, %864
  %866 = and i64 %32, 1
  %867 = icmp eq i64 %866, 0
  %868 = icmp ult i64 %32, 8
  %869 = and i64 %32, 9223372036854775800
  %870 = icmp eq i64 %32, %869
  %871 = and i64 %32, 1
  %872 = icmp eq i64 %871, 0
  %873 = icmp slt i64 %32, 5
  %874 = and i64 %194, 9223372036854775804
  %875 = getelementptr inbounds float, ptr %185, i64 %107
  %876 = icmp eq i64 %194, %874
  %877 = getelementptr inbounds float, ptr %185, i64 %107
  %878 = icmp slt i64 %32, 5
  %879 = and i64 %194, 9223372036854775800
  %880 = icmp eq i64 %194, %879
  %881 = and i64 %194, 1
  %882 = icmp eq i64 %881, 0
  %883 = icmp ult i64 %32, 8
  %884 = shl i64 %105, 4
  %885 = and i64 %32, 9223372036854775800
  %886 = icmp eq i64 %32, %885
  %887 = and i64 %32, 3
  %888 = icmp eq i64 %887, 0
  %889 = getelementptr inbounds float, ptr %185, i64 %107
  %890 = icmp ult i64 %32, 8
  %891 = and i64 %32, 9223372036854775800
  %892 = icmp eq i64 %32, %891
  %893 = and i64 %32, 1
  %894 = icmp eq i64 %893, 0
  %895 = icmp ult i64 %32, 8
  %896 = and i64 %32, 9223372036854775800
  %897 = icmp eq i64 %32, %896
  %898 = and i64 %32, 3
  %899 = icmp eq i64 %898, 0
  %900 = icmp ult i64 %32, 8
  %901 = and i64 %32, 9223372036854775800
  %902 = icmp eq i64 %32, %901
  %903 = and i64 %32, 1
  %904 = icmp eq i64 %903, 0
  %905 = icmp ult i64 %32, 8
  %906 = and i64 %32, 9223372036854775800
  %907 = icmp eq i64 %32, %906
  %908 = and i64 %32, 1
  %909 = icmp eq i64 %908, 0
  %910 = icmp ult i64 %32, 8
  %911 = and i64 %32, 9223372036854775800
  %912 = icmp eq i64 %32, %911
  %913 = and i64 %32, 3
  %914 = icmp eq i64 %913, 0
  br label %998

915:                                              ; preds = %454, %995
  %916 = phi i64 [ 0, %454 ], [ %942, %995 ]
  %917 = phi i64 [ 0, %454 ], [ %996, %995 ]
  %918 = add nsw i64 %917, %49
  %919 = mul nsw i64 %917, %122
  %920 = getelementptr inbounds float, ptr %455, i64 %919
  %921 = getelementptr inbounds nuw %struct.rowstate, ptr %568, i64 %917
  store ptr %920, ptr %921, align 8
  %922 = getelementptr inbounds float, ptr %920, i64 %106
  %923 = getelementptr inbounds nuw i8, ptr %921, i64 8
  store ptr %922, ptr %923, align 8
  %924 = getelementptr inbounds i8, ptr %920, i64 %456
  %925 = getelementptr inbounds nuw i8, ptr %921, i64 24
  store ptr %924, ptr %925, align 8
  %926 = getelementptr inbounds float, ptr %920, i64 %120
  %927 = getelementptr inbounds nuw i8, ptr %921, i64 16
  store ptr %926, ptr %927, align 8
  br i1 %457, label %939, label %928

928:                                              ; preds = %915
  %929 = getelementptr inbounds i32, ptr %17, i64 %918
  %930 = load i32, ptr %929, align 4
  %931 = sext i32 %930 to i64
  %932 = icmp slt i32 %930, 0
  %933 = icmp slt i64 %28, %931
  %934 = select i1 %932, i1 true, i1 %933
  br i1 %934, label %935, label %936

935:                                              ; preds = %928
  store i32 1, ptr %24, align 4
  br label %936

936:                                              ; preds = %928, %935
  %937 = tail call i64 @llvm.smin.i64(i64 %28, i64 %931)
  %938 = select i1 %932, i64 0, i64 %937
  br label %939

939:                                              ; preds = %936, %915
  %940 = phi i64 [ %938, %936 ], [ %28, %915 ]
  %941 = getelementptr inbounds nuw i8, ptr %921, i64 32
  store i64 %940, ptr %941, align 8
  %942 = tail call i64 @llvm.smax.i64(i64 %940, i64 %916)
  br i1 %138, label %943, label %951

943:                                              ; preds = %939
  %944 = mul nsw i64 %918, %34
  %945 = add nsw i64 %944, %47
  %946 = add nsw i64 %918, %459
  %947 = select i1 %458, i64 %945, i64 %946
  %948 = mul nsw i64 %947, %32
  %949 = getelementptr float, ptr %18, i64 %948
  %950 = getelementptr float, ptr %19, i64 %948
  br label %956

951:                                              ; preds = %970, %939
  %952 = icmp slt i64 %940, %28
  %953 = select i1 %462, i1 %952, i1 false
  br i1 %953, label %954, label %995

954:                                              ; preds = %951
  %955 = mul nsw i64 %918, %28
  br label %976

956:                                              ; preds = %943, %970
  %957 = phi i64 [ 0, %943 ], [ %974, %970 ]
  %958 = icmp slt i64 %957, %32
  %959 = select i1 %460, i1 %958, i1 false
  br i1 %959, label %960, label %963

960:                                              ; preds = %956
  %961 = getelementptr float, ptr %949, i64 %957
  %962 = load float, ptr %961, align 4
  br label %963

963:                                              ; preds = %956, %960
  %964 = phi float [ %962, %960 ], [ 0.000000e+00, %956 ]
  %965 = getelementptr inbounds nuw float, ptr %920, i64 %957
  store float %964, ptr %965, align 4
  %966 = select i1 %461, i1 %958, i1 false
  br i1 %966, label %967, label %970

967:                                              ; preds = %963
  %968 = getelementptr float, ptr %950, i64 %957
  %969 = load float, ptr %968, align 4
  br label %970

970:                                              ; preds = %963, %967
  %971 = phi float [ %969, %967 ], [ 0.000000e+00, %963 ]
  %972 = getelementptr inbounds nuw float, ptr %922, i64 %957
  store float %971, ptr %972, align 4
  %973 = getelementptr inbounds nuw float, ptr %924, i64 %957
  store float 0.000000e+00, ptr %973, align 4
  %974 = add nuw nsw i64 %957, 1
  %975 = icmp eq i64 %974, %194
  br i1 %975, label %951, label %956

976:                                              ; preds = %954, %992
  %977 = phi i64 [ %940, %954 ], [ %993, %992 ]
  br i1 %458, label %978, label %982

978:                                              ; preds = %976
  %979 = add nsw i64 %977, %955
  %980 = mul nsw i64 %979, %34
  %981 = add nsw i64 %980, %47
  br label %987

982:                                              ; preds = %976
  %983 = mul nsw i64 %977, %34
  %984 = add nsw i64 %983, %47
  %985 = mul nsw i64 %984, %30
  %986 = add nsw i64 %985, %918
  br label %987

987:                                              ; preds = %982, %978
  %988 = phi i64 [ %981, %978 ], [ %986, %982 ]
  br i1 %138, label %989, label %992

989:                                              ; preds = %987
  %990 = mul i64 %988, %32
  %991 = getelementptr float, ptr %21, i64 %990
  tail call void @llvm.memset.p0.i64(ptr align 4 %991, i8 0, i64 %140, i1 false)
  br label %992

992:                                              ; preds = %989, %987
  %993 = add nsw i64 %977, 1
  %994 = icmp eq i64 %993, %28
  br i1 %994, label %995, label %976

995:                                              ; preds = %992, %951
  %996 = add nuw nsw i64 %917, 1
  %997 = icmp slt i64 %996, %52
  br i1 %997, label %915, label %593

998:                                              ; preds = %2982, %600
  %999 = phi i64 [ 0, %600 ], [ %2983, %2982 ]
  %1000 = xor i64 %999, -1
  br label %1010

1001:                                             ; preds = %2982, %593
  %1002 = icmp eq i64 %36, 1
  %1003 = mul nsw i64 %47, %30
  %1004 = icmp eq i64 %8, 0
  %1005 = icmp eq i64 %9, 0
  br label %3049

1006:                                             ; preds = %1059
  %1007 = trunc i64 %999 to i32
  %1008 = and i32 %1007, 1
  call fastcc void @products(ptr noundef %595, ptr noundef %596, i64 noundef %1060, ptr noundef %135, i64 noundef %32, i64 noundef %107, i64 noundef %618, i32 noundef %1008)
  %1009 = icmp sgt i64 %1060, 0
  br i1 %1009, label %1064, label %1063

1010:                                             ; preds = %998, %1059
  %1011 = phi i64 [ 0, %998 ], [ %1060, %1059 ]
  %1012 = phi i64 [ 0, %998 ], [ %1061, %1059 ]
  %1013 = getelementptr inbounds nuw %struct.rowstate, ptr %568, i64 %1012
  %1014 = getelementptr inbounds nuw i8, ptr %1013, i64 32
  %1015 = load i64, ptr %1014, align 8
  %1016 = icmp slt i64 %999, %1015
  br i1 %1016, label %1017, label %1059

1017:                                             ; preds = %1010
  %1018 = add nsw i64 %1012, %49
  %1019 = add i64 %1015, %1000
  %1020 = select i1 %65, i64 %1019, i64 %999
  %1021 = getelementptr inbounds nuw i8, ptr %1013, i64 40
  br i1 %608, label %1022, label %1027

1022:                                             ; preds = %1017
  %1023 = mul nsw i64 %1018, %28
  %1024 = add nsw i64 %1020, %1023
  %1025 = mul i64 %609, %1024
  %1026 = getelementptr float, ptr %610, i64 %1025
  store ptr %1026, ptr %1021, align 8
  br i1 %611, label %1044, label %1032

1027:                                             ; preds = %1017
  %1028 = mul nsw i64 %1020, %30
  %1029 = add nsw i64 %1028, %1018
  %1030 = mul i64 %609, %1029
  %1031 = getelementptr float, ptr %610, i64 %1030
  store ptr %1031, ptr %1021, align 8
  br i1 %611, label %1044, label %1035

1032:                                             ; preds = %1022
  %1033 = mul nsw i64 %1024, %34
  %1034 = add nsw i64 %1033, %47
  br label %1040

1035:                                             ; preds = %1027
  %1036 = mul nsw i64 %1020, %34
  %1037 = add nsw i64 %1036, %47
  %1038 = mul nsw i64 %1037, %30
  %1039 = add nsw i64 %1038, %1018
  br label %1040

1040:                                             ; preds = %1035, %1032
  %1041 = phi i64 [ %1034, %1032 ], [ %1039, %1035 ]
  %1042 = mul nsw i64 %1041, %32
  %1043 = getelementptr inbounds float, ptr %21, i64 %1042
  br label %1044

1044:                                             ; preds = %1027, %1022, %1040
  %1045 = phi ptr [ %1043, %1040 ], [ null, %1022 ], [ null, %1027 ]
  %1046 = getelementptr inbounds nuw i8, ptr %1013, i64 48
  store ptr %1045, ptr %1046, align 8
  %1047 = getelementptr inbounds ptr, ptr %594, i64 %1011
  store ptr %1013, ptr %1047, align 8
  %1048 = load ptr, ptr %1013, align 8
  %1049 = getelementptr inbounds ptr, ptr %595, i64 %1011
  store ptr %1048, ptr %1049, align 8
  %1050 = getelementptr inbounds nuw i8, ptr %1013, i64 16
  %1051 = load ptr, ptr %1050, align 8
  %1052 = getelementptr inbounds ptr, ptr %596, i64 %1011
  store ptr %1051, ptr %1052, align 8
  %1053 = getelementptr inbounds nuw i8, ptr %1013, i64 24
  %1054 = load ptr, ptr %1053, align 8
  %1055 = getelementptr inbounds ptr, ptr %597, i64 %1011
  store ptr %1054, ptr %1055, align 8
  %1056 = getelementptr inbounds i8, ptr %1051, i64 %612
  %1057 = getelementptr inbounds ptr, ptr %598, i64 %1011
  store ptr %1056, ptr %1057, align 8
  %1058 = add nsw i64 %1011, 1
  br label %1059

1059:                                             ; preds = %1010, %1044
  %1060 = phi i64 [ %1058, %1044 ], [ %1011, %1010 ]
  %1061 = add nuw nsw i64 %1012, 1
  %1062 = icmp slt i64 %1061, %52
  br i1 %1062, label %1010, label %1006

1063:                                             ; preds = %2789, %1006
  br i1 %615, label %2981, label %2792

1064:                                             ; preds = %1006, %2789
  %1065 = phi i64 [ %2790, %2789 ], [ 0, %1006 ]
  %1066 = getelementptr inbounds nuw ptr, ptr %594, i64 %1065
  %1067 = load ptr, ptr %1066, align 8
  %1068 = getelementptr inbounds nuw i8, ptr %1067, i64 40
  %1069 = load ptr, ptr %1068, align 8
  %1070 = getelementptr inbounds nuw i8, ptr %1067, i64 16
  %1071 = load ptr, ptr %1070, align 8
  %1072 = ptrtoint ptr %1071 to i64
  %1073 = load ptr, ptr %1067, align 8
  %1074 = ptrtoint ptr %1073 to i64
  %1075 = getelementptr inbounds nuw i8, ptr %1067, i64 8
  %1076 = load ptr, ptr %1075, align 8
  br i1 %613, label %1077, label %1216

1077:                                             ; preds = %1064
  br i1 %138, label %1078, label %1139

1078:                                             ; preds = %1077
  br i1 %890, label %1120, label %1079

1079:                                             ; preds = %1078
  %1080 = getelementptr i8, ptr %1071, i64 %664
  %1081 = getelementptr i8, ptr %1069, i64 %664
  %1082 = icmp ult ptr %1071, %1081
  %1083 = icmp ult ptr %1069, %1080
  %1084 = and i1 %1082, %1083
  %1085 = icmp ult ptr %1071, %670
  %1086 = icmp ult ptr %185, %1080
  %1087 = and i1 %1085, %1086
  %1088 = or i1 %1084, %1087
  %1089 = icmp ult ptr %1071, %674
  %1090 = icmp ult ptr %184, %1080
  %1091 = and i1 %1089, %1090
  %1092 = or i1 %1088, %1091
  br i1 %1092, label %1120, label %1093

1093:                                             ; preds = %1079, %1093
  %1094 = phi i64 [ %1117, %1093 ], [ 0, %1079 ]
  %1095 = getelementptr inbounds nuw float, ptr %1069, i64 %1094
  %1096 = getelementptr inbounds nuw i8, ptr %1095, i64 16
  %1097 = load <4 x float>, ptr %1095, align 4
  %1098 = load <4 x float>, ptr %1096, align 4
  %1099 = getelementptr inbounds nuw float, ptr %184, i64 %1094
  %1100 = getelementptr inbounds nuw i8, ptr %1099, i64 16
  %1101 = load <4 x float>, ptr %1099, align 16
  %1102 = load <4 x float>, ptr %1100, align 16
  %1103 = fadd <4 x float> %1097, %1101
  %1104 = fadd <4 x float> %1098, %1102
  %1105 = getelementptr inbounds nuw float, ptr %185, i64 %1094
  %1106 = getelementptr inbounds nuw i8, ptr %1105, i64 16
  %1107 = load <4 x float>, ptr %1105, align 16
  %1108 = load <4 x float>, ptr %1106, align 16
  %1109 = fadd <4 x float> %1103, %1107
  %1110 = fadd <4 x float> %1104, %1108
  %1111 = getelementptr inbounds nuw float, ptr %1071, i64 %1094
  %1112 = getelementptr inbounds nuw i8, ptr %1111, i64 16
  %1113 = load <4 x float>, ptr %1111, align 4
  %1114 = load <4 x float>, ptr %1112, align 4
  %1115 = fadd <4 x float> %1109, %1113
  %1116 = fadd <4 x float> %1110, %1114
  store <4 x float> %1115, ptr %1111, align 4
  store <4 x float> %1116, ptr %1112, align 4
  %1117 = add nuw i64 %1094, 8
  %1118 = icmp eq i64 %1117, %891
  br i1 %1118, label %1119, label %1093

1119:                                             ; preds = %1093
  br i1 %892, label %1140, label %1120

1120:                                             ; preds = %1079, %1078, %1119
  %1121 = phi i64 [ 0, %1079 ], [ 0, %1078 ], [ %891, %1119 ]
  %1122 = or disjoint i64 %1121, 1
  br i1 %894, label %1136, label %1123

1123:                                             ; preds = %1120
  %1124 = getelementptr inbounds nuw float, ptr %1069, i64 %1121
  %1125 = load float, ptr %1124, align 4
  %1126 = getelementptr inbounds nuw float, ptr %184, i64 %1121
  %1127 = load float, ptr %1126, align 16
  %1128 = fadd float %1125, %1127
  %1129 = getelementptr inbounds nuw float, ptr %185, i64 %1121
  %1130 = load float, ptr %1129, align 16
  %1131 = fadd float %1128, %1130
  %1132 = getelementptr inbounds nuw float, ptr %1071, i64 %1121
  %1133 = load float, ptr %1132, align 4
  %1134 = fadd float %1131, %1133
  store float %1134, ptr %1132, align 4
  %1135 = or disjoint i64 %1121, 1
  br label %1136

1136:                                             ; preds = %1123, %1120
  %1137 = phi i64 [ %1121, %1120 ], [ %1135, %1123 ]
  %1138 = icmp eq i64 %32, %1122
  br i1 %1138, label %1140, label %1170

1139:                                             ; preds = %1077
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1071, i64 noundef %106)
  br label %2789

1140:                                             ; preds = %1136, %1170, %1119
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1071, i64 noundef %106)
  %1141 = sub i64 %1074, %1072
  %1142 = icmp ult i64 %1141, 32
  %1143 = select i1 %895, i1 true, i1 %1142
  br i1 %1143, label %1155, label %1144

1144:                                             ; preds = %1140, %1144
  %1145 = phi i64 [ %1152, %1144 ], [ 0, %1140 ]
  %1146 = getelementptr inbounds nuw float, ptr %1071, i64 %1145
  %1147 = getelementptr inbounds nuw i8, ptr %1146, i64 16
  %1148 = load <4 x float>, ptr %1146, align 4
  %1149 = load <4 x float>, ptr %1147, align 4
  %1150 = getelementptr inbounds nuw float, ptr %1073, i64 %1145
  %1151 = getelementptr inbounds nuw i8, ptr %1150, i64 16
  store <4 x float> %1148, ptr %1150, align 4
  store <4 x float> %1149, ptr %1151, align 4
  %1152 = add nuw i64 %1145, 8
  %1153 = icmp eq i64 %1152, %896
  br i1 %1153, label %1154, label %1144

1154:                                             ; preds = %1144
  br i1 %897, label %2789, label %1155

1155:                                             ; preds = %1140, %1154
  %1156 = phi i64 [ 0, %1140 ], [ %896, %1154 ]
  br i1 %899, label %1166, label %1157

1157:                                             ; preds = %1155, %1157
  %1158 = phi i64 [ %1163, %1157 ], [ %1156, %1155 ]
  %1159 = phi i64 [ %1164, %1157 ], [ 0, %1155 ]
  %1160 = getelementptr inbounds nuw float, ptr %1071, i64 %1158
  %1161 = load float, ptr %1160, align 4
  %1162 = getelementptr inbounds nuw float, ptr %1073, i64 %1158
  store float %1161, ptr %1162, align 4
  %1163 = add nuw nsw i64 %1158, 1
  %1164 = add i64 %1159, 1
  %1165 = icmp eq i64 %1164, %898
  br i1 %1165, label %1166, label %1157

1166:                                             ; preds = %1157, %1155
  %1167 = phi i64 [ %1156, %1155 ], [ %1163, %1157 ]
  %1168 = sub nsw i64 %1156, %32
  %1169 = icmp ugt i64 %1168, -4
  br i1 %1169, label %2789, label %1197

1170:                                             ; preds = %1136, %1170
  %1171 = phi i64 [ %1195, %1170 ], [ %1137, %1136 ]
  %1172 = getelementptr inbounds nuw float, ptr %1069, i64 %1171
  %1173 = load float, ptr %1172, align 4
  %1174 = getelementptr inbounds nuw float, ptr %184, i64 %1171
  %1175 = load float, ptr %1174, align 4
  %1176 = fadd float %1173, %1175
  %1177 = getelementptr inbounds nuw float, ptr %185, i64 %1171
  %1178 = load float, ptr %1177, align 4
  %1179 = fadd float %1176, %1178
  %1180 = getelementptr inbounds nuw float, ptr %1071, i64 %1171
  %1181 = load float, ptr %1180, align 4
  %1182 = fadd float %1179, %1181
  store float %1182, ptr %1180, align 4
  %1183 = add nuw nsw i64 %1171, 1
  %1184 = getelementptr inbounds nuw float, ptr %1069, i64 %1183
  %1185 = load float, ptr %1184, align 4
  %1186 = getelementptr inbounds nuw float, ptr %184, i64 %1183
  %1187 = load float, ptr %1186, align 4
  %1188 = fadd float %1185, %1187
  %1189 = getelementptr inbounds nuw float, ptr %185, i64 %1183
  %1190 = load float, ptr %1189, align 4
  %1191 = fadd float %1188, %1190
  %1192 = getelementptr inbounds nuw float, ptr %1071, i64 %1183
  %1193 = load float, ptr %1192, align 4
  %1194 = fadd float %1191, %1193
  store float %1194, ptr %1192, align 4
  %1195 = add nuw nsw i64 %1171, 2
  %1196 = icmp eq i64 %1195, %32
  br i1 %1196, label %1140, label %1170

1197:                                             ; preds = %1166, %1197
  %1198 = phi i64 [ %1214, %1197 ], [ %1167, %1166 ]
  %1199 = getelementptr inbounds nuw float, ptr %1071, i64 %1198
  %1200 = load float, ptr %1199, align 4
  %1201 = getelementptr inbounds nuw float, ptr %1073, i64 %1198
  store float %1200, ptr %1201, align 4
  %1202 = add nuw nsw i64 %1198, 1
  %1203 = getelementptr inbounds nuw float, ptr %1071, i64 %1202
  %1204 = load float, ptr %1203, align 4
  %1205 = getelementptr inbounds nuw float, ptr %1073, i64 %1202
  store float %1204, ptr %1205, align 4
  %1206 = add nuw nsw i64 %1198, 2
  %1207 = getelementptr inbounds nuw float, ptr %1071, i64 %1206
  %1208 = load float, ptr %1207, align 4
  %1209 = getelementptr inbounds nuw float, ptr %1073, i64 %1206
  store float %1208, ptr %1209, align 4
  %1210 = add nuw nsw i64 %1198, 3
  %1211 = getelementptr inbounds nuw float, ptr %1071, i64 %1210
  %1212 = load float, ptr %1211, align 4
  %1213 = getelementptr inbounds nuw float, ptr %1073, i64 %1210
  store float %1212, ptr %1213, align 4
  %1214 = add nuw nsw i64 %1198, 4
  %1215 = icmp eq i64 %1214, %32
  br i1 %1215, label %2789, label %1197

1216:                                             ; preds = %1064
  br i1 %117, label %1217, label %1505

1217:                                             ; preds = %1216
  br i1 %138, label %1218, label %2789

1218:                                             ; preds = %1217
  %1219 = getelementptr inbounds nuw float, ptr %1069, i64 %32
  %1220 = getelementptr inbounds nuw float, ptr %1071, i64 %32
  %1221 = getelementptr inbounds nuw float, ptr %1069, i64 %627
  %1222 = getelementptr inbounds nuw float, ptr %1071, i64 %627
  %1223 = getelementptr inbounds nuw float, ptr %1069, i64 %630
  %1224 = getelementptr inbounds nuw float, ptr %1071, i64 %630
  br label %1225

1225:                                             ; preds = %1422, %1218
  %1226 = phi i64 [ 0, %1218 ], [ %1503, %1422 ]
  %1227 = getelementptr inbounds nuw float, ptr %1069, i64 %1226
  %1228 = load <4 x float>, ptr %1227, align 4
  %1229 = getelementptr inbounds nuw float, ptr %184, i64 %1226
  %1230 = load <4 x float>, ptr %1229, align 16
  %1231 = fadd <4 x float> %1228, %1230
  %1232 = getelementptr inbounds nuw float, ptr %185, i64 %1226
  %1233 = load <4 x float>, ptr %1232, align 16
  %1234 = fadd <4 x float> %1231, %1233
  %1235 = getelementptr inbounds nuw float, ptr %1071, i64 %1226
  %1236 = load <4 x float>, ptr %1235, align 4
  %1237 = fadd <4 x float> %1234, %1236
  %1238 = getelementptr inbounds nuw float, ptr %1219, i64 %1226
  %1239 = load <4 x float>, ptr %1238, align 4
  %1240 = getelementptr inbounds nuw float, ptr %625, i64 %1226
  %1241 = load <4 x float>, ptr %1240, align 4
  %1242 = fadd <4 x float> %1239, %1241
  %1243 = getelementptr inbounds nuw float, ptr %626, i64 %1226
  %1244 = load <4 x float>, ptr %1243, align 4
  %1245 = fadd <4 x float> %1242, %1244
  %1246 = getelementptr inbounds nuw float, ptr %1220, i64 %1226
  %1247 = load <4 x float>, ptr %1246, align 4
  %1248 = fadd <4 x float> %1245, %1247
  %1249 = getelementptr inbounds nuw float, ptr %1221, i64 %1226
  %1250 = load <4 x float>, ptr %1249, align 4
  %1251 = getelementptr inbounds nuw float, ptr %628, i64 %1226
  %1252 = load <4 x float>, ptr %1251, align 8
  %1253 = fadd <4 x float> %1250, %1252
  %1254 = getelementptr inbounds nuw float, ptr %629, i64 %1226
  %1255 = load <4 x float>, ptr %1254, align 4
  %1256 = fadd <4 x float> %1253, %1255
  %1257 = getelementptr inbounds nuw float, ptr %1222, i64 %1226
  %1258 = load <4 x float>, ptr %1257, align 4
  %1259 = fadd <4 x float> %1256, %1258
  %1260 = getelementptr inbounds nuw float, ptr %1223, i64 %1226
  %1261 = load <4 x float>, ptr %1260, align 4
  %1262 = getelementptr inbounds nuw float, ptr %631, i64 %1226
  %1263 = load <4 x float>, ptr %1262, align 4
  %1264 = fadd <4 x float> %1261, %1263
  %1265 = getelementptr inbounds nuw float, ptr %632, i64 %1226
  %1266 = load <4 x float>, ptr %1265, align 4
  %1267 = fadd <4 x float> %1264, %1266
  %1268 = getelementptr inbounds nuw float, ptr %1224, i64 %1226
  %1269 = load <4 x float>, ptr %1268, align 4
  %1270 = fadd <4 x float> %1267, %1269
  %1271 = getelementptr inbounds nuw float, ptr %1076, i64 %1226
  %1272 = load <4 x float>, ptr %1271, align 4
  br i1 %634, label %1282, label %1273

1273:                                             ; preds = %1225
  %1274 = getelementptr inbounds nuw float, ptr %889, i64 %1226
  %1275 = load <4 x float>, ptr %1274, align 4
  %1276 = fmul <4 x float> %1272, %1275
  %1277 = fadd <4 x float> %1237, %1276
  %1278 = getelementptr inbounds nuw float, ptr %635, i64 %1226
  %1279 = load <4 x float>, ptr %1278, align 4
  %1280 = fmul <4 x float> %1272, %1279
  %1281 = fadd <4 x float> %1259, %1280
  br label %1282

1282:                                             ; preds = %1273, %1225
  %1283 = phi <4 x float> [ %1277, %1273 ], [ %1237, %1225 ]
  %1284 = phi <4 x float> [ %1281, %1273 ], [ %1259, %1225 ]
  br i1 %636, label %1285, label %1292

1285:                                             ; preds = %1282
  %1286 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %1283, <4 x float> %639)
  %1287 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %1286, <4 x float> %641)
  %1288 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %1284, <4 x float> %639)
  %1289 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %1288, <4 x float> %641)
  %1290 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %1270, <4 x float> %639)
  %1291 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %1290, <4 x float> %641)
  br label %1292

1292:                                             ; preds = %1285, %1282
  %1293 = phi <4 x float> [ %1287, %1285 ], [ %1283, %1282 ]
  %1294 = phi <4 x float> [ %1289, %1285 ], [ %1284, %1282 ]
  %1295 = phi <4 x float> [ %1291, %1285 ], [ %1270, %1282 ]
  %1296 = fneg <4 x float> %1293
  %1297 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %1296, <4 x float> splat (float 0xC055D33340000000))
  %1298 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %1297, <4 x float> splat (float 8.800000e+01))
  %1299 = fmul <4 x float> %1298, splat (float 0x3FF7154760000000)
  %1300 = fadd <4 x float> %1299, splat (float 0x4168000000000000)
  %1301 = fadd <4 x float> %1300, splat (float 0xC168000000000000)
  %1302 = fmul <4 x float> %1301, splat (float 0x3FE6300000000000)
  %1303 = fsub <4 x float> %1298, %1302
  %1304 = fmul <4 x float> %1301, splat (float 0x3F2BD01060000000)
  %1305 = fadd <4 x float> %1304, %1303
  %1306 = fmul <4 x float> %1305, splat (float 0x3F2A0D2CE0000000)
  %1307 = fadd <4 x float> %1306, splat (float 0x3F56E879C0000000)
  %1308 = fmul <4 x float> %1305, %1307
  %1309 = fadd <4 x float> %1308, splat (float 0x3F81112100000000)
  %1310 = fmul <4 x float> %1305, %1309
  %1311 = fadd <4 x float> %1310, splat (float 0x3FA5553820000000)
  %1312 = fmul <4 x float> %1305, %1311
  %1313 = fadd <4 x float> %1312, splat (float 0x3FC5555540000000)
  %1314 = fmul <4 x float> %1305, %1313
  %1315 = fadd <4 x float> %1314, splat (float 5.000000e-01)
  %1316 = fmul <4 x float> %1305, %1305
  %1317 = fadd <4 x float> %1305, splat (float 1.000000e+00)
  %1318 = fmul <4 x float> %1316, %1315
  %1319 = fadd <4 x float> %1317, %1318
  %1320 = fptosi <4 x float> %1301 to <4 x i32>
  %1321 = shl <4 x i32> %1320, splat (i32 23)
  %1322 = add <4 x i32> %1321, splat (i32 1065353216)
  %1323 = bitcast <4 x i32> %1322 to <4 x float>
  %1324 = fmul <4 x float> %1319, %1323
  %1325 = fadd <4 x float> %1324, splat (float 1.000000e+00)
  %1326 = fdiv <4 x float> splat (float 1.000000e+00), %1325
  br i1 %99, label %1329, label %1327

1327:                                             ; preds = %1292
  %1328 = fsub <4 x float> splat (float 1.000000e+00), %1326
  br label %1361

1329:                                             ; preds = %1292
  %1330 = fneg <4 x float> %1294
  %1331 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %1330, <4 x float> splat (float 0xC055D33340000000))
  %1332 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %1331, <4 x float> splat (float 8.800000e+01))
  %1333 = fmul <4 x float> %1332, splat (float 0x3FF7154760000000)
  %1334 = fadd <4 x float> %1333, splat (float 0x4168000000000000)
  %1335 = fadd <4 x float> %1334, splat (float 0xC168000000000000)
  %1336 = fmul <4 x float> %1335, splat (float 0x3FE6300000000000)
  %1337 = fsub <4 x float> %1332, %1336
  %1338 = fmul <4 x float> %1335, splat (float 0x3F2BD01060000000)
  %1339 = fadd <4 x float> %1338, %1337
  %1340 = fmul <4 x float> %1339, splat (float 0x3F2A0D2CE0000000)
  %1341 = fadd <4 x float> %1340, splat (float 0x3F56E879C0000000)
  %1342 = fmul <4 x float> %1339, %1341
  %1343 = fadd <4 x float> %1342, splat (float 0x3F81112100000000)
  %1344 = fmul <4 x float> %1339, %1343
  %1345 = fadd <4 x float> %1344, splat (float 0x3FA5553820000000)
  %1346 = fmul <4 x float> %1339, %1345
  %1347 = fadd <4 x float> %1346, splat (float 0x3FC5555540000000)
  %1348 = fmul <4 x float> %1339, %1347
  %1349 = fadd <4 x float> %1348, splat (float 5.000000e-01)
  %1350 = fmul <4 x float> %1339, %1339
  %1351 = fadd <4 x float> %1339, splat (float 1.000000e+00)
  %1352 = fmul <4 x float> %1350, %1349
  %1353 = fadd <4 x float> %1351, %1352
  %1354 = fptosi <4 x float> %1335 to <4 x i32>
  %1355 = shl <4 x i32> %1354, splat (i32 23)
  %1356 = add <4 x i32> %1355, splat (i32 1065353216)
  %1357 = bitcast <4 x i32> %1356 to <4 x float>
  %1358 = fmul <4 x float> %1353, %1357
  %1359 = fadd <4 x float> %1358, splat (float 1.000000e+00)
  %1360 = fdiv <4 x float> splat (float 1.000000e+00), %1359
  br label %1361

1361:                                             ; preds = %1329, %1327
  %1362 = phi <4 x float> [ %1328, %1327 ], [ %1360, %1329 ]
  %1363 = fmul <4 x float> %1295, %1295
  %1364 = fmul <4 x float> %1363, splat (float 0x3F9664F480000000)
  %1365 = fadd <4 x float> %1364, splat (float 0xBFABA1BA20000000)
  %1366 = fmul <4 x float> %1363, %1365
  %1367 = fadd <4 x float> %1366, splat (float 0x3FC1111120000000)
  %1368 = fmul <4 x float> %1363, %1367
  %1369 = fadd <4 x float> %1368, splat (float 0xBFD5555560000000)
  %1370 = fmul <4 x float> %1363, %1369
  %1371 = fmul <4 x float> %1295, %1370
  %1372 = fadd <4 x float> %1295, %1371
  %1373 = fmul <4 x float> %1295, splat (float 2.000000e+00)
  %1374 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %1373, <4 x float> splat (float 0xC055D33340000000))
  %1375 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %1374, <4 x float> splat (float 8.800000e+01))
  %1376 = fmul <4 x float> %1375, splat (float 0x3FF7154760000000)
  %1377 = fadd <4 x float> %1376, splat (float 0x4168000000000000)
  %1378 = fadd <4 x float> %1377, splat (float 0xC168000000000000)
  %1379 = fmul <4 x float> %1378, splat (float 0x3FE6300000000000)
  %1380 = fsub <4 x float> %1375, %1379
  %1381 = fmul <4 x float> %1378, splat (float 0x3F2BD01060000000)
  %1382 = fadd <4 x float> %1381, %1380
  %1383 = fmul <4 x float> %1382, splat (float 0x3F2A0D2CE0000000)
  %1384 = fadd <4 x float> %1383, splat (float 0x3F56E879C0000000)
  %1385 = fmul <4 x float> %1382, %1384
  %1386 = fadd <4 x float> %1385, splat (float 0x3F81112100000000)
  %1387 = fmul <4 x float> %1382, %1386
  %1388 = fadd <4 x float> %1387, splat (float 0x3FA5553820000000)
  %1389 = fmul <4 x float> %1382, %1388
  %1390 = fadd <4 x float> %1389, splat (float 0x3FC5555540000000)
  %1391 = fmul <4 x float> %1382, %1390
  %1392 = fadd <4 x float> %1391, splat (float 5.000000e-01)
  %1393 = fmul <4 x float> %1382, %1382
  %1394 = fadd <4 x float> %1382, splat (float 1.000000e+00)
  %1395 = fmul <4 x float> %1393, %1392
  %1396 = fadd <4 x float> %1394, %1395
  %1397 = fptosi <4 x float> %1378 to <4 x i32>
  %1398 = shl <4 x i32> %1397, splat (i32 23)
  %1399 = add <4 x i32> %1398, splat (i32 1065353216)
  %1400 = bitcast <4 x i32> %1399 to <4 x float>
  %1401 = fmul <4 x float> %1396, %1400
  %1402 = fadd <4 x float> %1401, splat (float 1.000000e+00)
  %1403 = fdiv <4 x float> splat (float 1.000000e+00), %1402
  %1404 = fmul <4 x float> %1403, splat (float 2.000000e+00)
  %1405 = fsub <4 x float> splat (float 1.000000e+00), %1404
  %1406 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %1295)
  %1407 = fcmp uge <4 x float> %1406, splat (float 0x3FD3333340000000)
  %1408 = select <4 x i1> %1407, <4 x float> %1405, <4 x float> %1372
  %1409 = fmul <4 x float> %1272, %1362
  %1410 = fmul <4 x float> %1326, %1408
  %1411 = fadd <4 x float> %1410, %1409
  store <4 x float> %1411, ptr %1271, align 4
  br i1 %634, label %1417, label %1412

1412:                                             ; preds = %1361
  %1413 = getelementptr inbounds nuw float, ptr %642, i64 %1226
  %1414 = load <4 x float>, ptr %1413, align 4
  %1415 = fmul <4 x float> %1411, %1414
  %1416 = fadd <4 x float> %1248, %1415
  br label %1417

1417:                                             ; preds = %1412, %1361
  %1418 = phi <4 x float> [ %1416, %1412 ], [ %1248, %1361 ]
  br i1 %636, label %1419, label %1422

1419:                                             ; preds = %1417
  %1420 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %1418, <4 x float> %639)
  %1421 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %1420, <4 x float> %641)
  br label %1422

1422:                                             ; preds = %1419, %1417
  %1423 = phi <4 x float> [ %1421, %1419 ], [ %1418, %1417 ]
  %1424 = getelementptr inbounds nuw float, ptr %1073, i64 %1226
  %1425 = fneg <4 x float> %1423
  %1426 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %1425, <4 x float> splat (float 0xC055D33340000000))
  %1427 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %1426, <4 x float> splat (float 8.800000e+01))
  %1428 = fmul <4 x float> %1427, splat (float 0x3FF7154760000000)
  %1429 = fadd <4 x float> %1428, splat (float 0x4168000000000000)
  %1430 = fadd <4 x float> %1429, splat (float 0xC168000000000000)
  %1431 = fmul <4 x float> %1430, splat (float 0x3FE6300000000000)
  %1432 = fsub <4 x float> %1427, %1431
  %1433 = fmul <4 x float> %1430, splat (float 0x3F2BD01060000000)
  %1434 = fadd <4 x float> %1433, %1432
  %1435 = fmul <4 x float> %1434, splat (float 0x3F2A0D2CE0000000)
  %1436 = fadd <4 x float> %1435, splat (float 0x3F56E879C0000000)
  %1437 = fmul <4 x float> %1434, %1436
  %1438 = fadd <4 x float> %1437, splat (float 0x3F81112100000000)
  %1439 = fmul <4 x float> %1434, %1438
  %1440 = fadd <4 x float> %1439, splat (float 0x3FA5553820000000)
  %1441 = fmul <4 x float> %1434, %1440
  %1442 = fadd <4 x float> %1441, splat (float 0x3FC5555540000000)
  %1443 = fmul <4 x float> %1434, %1442
  %1444 = fadd <4 x float> %1443, splat (float 5.000000e-01)
  %1445 = fmul <4 x float> %1434, %1434
  %1446 = fadd <4 x float> %1434, splat (float 1.000000e+00)
  %1447 = fmul <4 x float> %1445, %1444
  %1448 = fadd <4 x float> %1446, %1447
  %1449 = fptosi <4 x float> %1430 to <4 x i32>
  %1450 = shl <4 x i32> %1449, splat (i32 23)
  %1451 = add <4 x i32> %1450, splat (i32 1065353216)
  %1452 = bitcast <4 x i32> %1451 to <4 x float>
  %1453 = fmul <4 x float> %1448, %1452
  %1454 = fadd <4 x float> %1453, splat (float 1.000000e+00)
  %1455 = fdiv <4 x float> splat (float 1.000000e+00), %1454
  %1456 = fmul <4 x float> %1411, %1411
  %1457 = fmul <4 x float> %1456, splat (float 0x3F9664F480000000)
  %1458 = fadd <4 x float> %1457, splat (float 0xBFABA1BA20000000)
  %1459 = fmul <4 x float> %1456, %1458
  %1460 = fadd <4 x float> %1459, splat (float 0x3FC1111120000000)
  %1461 = fmul <4 x float> %1456, %1460
  %1462 = fadd <4 x float> %1461, splat (float 0xBFD5555560000000)
  %1463 = fmul <4 x float> %1456, %1462
  %1464 = fmul <4 x float> %1411, %1463
  %1465 = fadd <4 x float> %1411, %1464
  %1466 = fmul <4 x float> %1411, splat (float 2.000000e+00)
  %1467 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %1466, <4 x float> splat (float 0xC055D33340000000))
  %1468 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %1467, <4 x float> splat (float 8.800000e+01))
  %1469 = fmul <4 x float> %1468, splat (float 0x3FF7154760000000)
  %1470 = fadd <4 x float> %1469, splat (float 0x4168000000000000)
  %1471 = fadd <4 x float> %1470, splat (float 0xC168000000000000)
  %1472 = fmul <4 x float> %1471, splat (float 0x3FE6300000000000)
  %1473 = fsub <4 x float> %1468, %1472
  %1474 = fmul <4 x float> %1471, splat (float 0x3F2BD01060000000)
  %1475 = fadd <4 x float> %1474, %1473
  %1476 = fmul <4 x float> %1475, splat (float 0x3F2A0D2CE0000000)
  %1477 = fadd <4 x float> %1476, splat (float 0x3F56E879C0000000)
  %1478 = fmul <4 x float> %1475, %1477
  %1479 = fadd <4 x float> %1478, splat (float 0x3F81112100000000)
  %1480 = fmul <4 x float> %1475, %1479
  %1481 = fadd <4 x float> %1480, splat (float 0x3FA5553820000000)
  %1482 = fmul <4 x float> %1475, %1481
  %1483 = fadd <4 x float> %1482, splat (float 0x3FC5555540000000)
  %1484 = fmul <4 x float> %1475, %1483
  %1485 = fadd <4 x float> %1484, splat (float 5.000000e-01)
  %1486 = fmul <4 x float> %1475, %1475
  %1487 = fadd <4 x float> %1475, splat (float 1.000000e+00)
  %1488 = fmul <4 x float> %1486, %1485
  %1489 = fadd <4 x float> %1487, %1488
  %1490 = fptosi <4 x float> %1471 to <4 x i32>
  %1491 = shl <4 x i32> %1490, splat (i32 23)
  %1492 = add <4 x i32> %1491, splat (i32 1065353216)
  %1493 = bitcast <4 x i32> %1492 to <4 x float>
  %1494 = fmul <4 x float> %1489, %1493
  %1495 = fadd <4 x float> %1494, splat (float 1.000000e+00)
  %1496 = fdiv <4 x float> splat (float 1.000000e+00), %1495
  %1497 = fmul <4 x float> %1496, splat (float 2.000000e+00)
  %1498 = fsub <4 x float> splat (float 1.000000e+00), %1497
  %1499 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %1411)
  %1500 = fcmp uge <4 x float> %1499, splat (float 0x3FD3333340000000)
  %1501 = select <4 x i1> %1500, <4 x float> %1498, <4 x float> %1465
  %1502 = fmul <4 x float> %1501, %1455
  store <4 x float> %1502, ptr %1424, align 4
  %1503 = add nuw nsw i64 %1226, 4
  %1504 = icmp slt i64 %1503, %32
  br i1 %1504, label %1225, label %2789

1505:                                             ; preds = %1216
  br i1 %37, label %1506, label %2143

1506:                                             ; preds = %1505
  br i1 %138, label %1507, label %1568

1507:                                             ; preds = %1506
  br i1 %853, label %1549, label %1508

1508:                                             ; preds = %1507
  %1509 = getelementptr i8, ptr %1071, i64 %733
  %1510 = getelementptr i8, ptr %1069, i64 %733
  %1511 = icmp ult ptr %1071, %1510
  %1512 = icmp ult ptr %1069, %1509
  %1513 = and i1 %1511, %1512
  %1514 = icmp ult ptr %1071, %739
  %1515 = icmp ult ptr %185, %1509
  %1516 = and i1 %1514, %1515
  %1517 = or i1 %1513, %1516
  %1518 = icmp ult ptr %1071, %743
  %1519 = icmp ult ptr %184, %1509
  %1520 = and i1 %1518, %1519
  %1521 = or i1 %1517, %1520
  br i1 %1521, label %1549, label %1522

1522:                                             ; preds = %1508, %1522
  %1523 = phi i64 [ %1546, %1522 ], [ 0, %1508 ]
  %1524 = getelementptr inbounds nuw float, ptr %1069, i64 %1523
  %1525 = getelementptr inbounds nuw i8, ptr %1524, i64 16
  %1526 = load <4 x float>, ptr %1524, align 4
  %1527 = load <4 x float>, ptr %1525, align 4
  %1528 = getelementptr inbounds nuw float, ptr %184, i64 %1523
  %1529 = getelementptr inbounds nuw i8, ptr %1528, i64 16
  %1530 = load <4 x float>, ptr %1528, align 16
  %1531 = load <4 x float>, ptr %1529, align 16
  %1532 = fadd <4 x float> %1526, %1530
  %1533 = fadd <4 x float> %1527, %1531
  %1534 = getelementptr inbounds nuw float, ptr %185, i64 %1523
  %1535 = getelementptr inbounds nuw i8, ptr %1534, i64 16
  %1536 = load <4 x float>, ptr %1534, align 16
  %1537 = load <4 x float>, ptr %1535, align 16
  %1538 = fadd <4 x float> %1532, %1536
  %1539 = fadd <4 x float> %1533, %1537
  %1540 = getelementptr inbounds nuw float, ptr %1071, i64 %1523
  %1541 = getelementptr inbounds nuw i8, ptr %1540, i64 16
  %1542 = load <4 x float>, ptr %1540, align 4
  %1543 = load <4 x float>, ptr %1541, align 4
  %1544 = fadd <4 x float> %1538, %1542
  %1545 = fadd <4 x float> %1539, %1543
  store <4 x float> %1544, ptr %1540, align 4
  store <4 x float> %1545, ptr %1541, align 4
  %1546 = add nuw i64 %1523, 8
  %1547 = icmp eq i64 %1546, %854
  br i1 %1547, label %1548, label %1522

1548:                                             ; preds = %1522
  br i1 %855, label %1570, label %1549

1549:                                             ; preds = %1508, %1507, %1548
  %1550 = phi i64 [ 0, %1508 ], [ 0, %1507 ], [ %854, %1548 ]
  %1551 = or disjoint i64 %1550, 1
  br i1 %857, label %1565, label %1552

1552:                                             ; preds = %1549
  %1553 = getelementptr inbounds nuw float, ptr %1069, i64 %1550
  %1554 = load float, ptr %1553, align 4
  %1555 = getelementptr inbounds nuw float, ptr %184, i64 %1550
  %1556 = load float, ptr %1555, align 16
  %1557 = fadd float %1554, %1556
  %1558 = getelementptr inbounds nuw float, ptr %185, i64 %1550
  %1559 = load float, ptr %1558, align 16
  %1560 = fadd float %1557, %1559
  %1561 = getelementptr inbounds nuw float, ptr %1071, i64 %1550
  %1562 = load float, ptr %1561, align 4
  %1563 = fadd float %1560, %1562
  store float %1563, ptr %1561, align 4
  %1564 = or disjoint i64 %1550, 1
  br label %1565

1565:                                             ; preds = %1552, %1549
  %1566 = phi i64 [ %1550, %1549 ], [ %1564, %1552 ]
  %1567 = icmp eq i64 %32, %1551
  br i1 %1567, label %1570, label %1636

1568:                                             ; preds = %1506
  %1569 = getelementptr inbounds float, ptr %1071, i64 %616
  br label %1957

1570:                                             ; preds = %1565, %1636, %1548
  %1571 = getelementptr float, ptr %1069, i64 %32
  br i1 %858, label %1616, label %1572

1572:                                             ; preds = %1570
  %1573 = getelementptr i8, ptr %1071, i64 %716
  %1574 = getelementptr i8, ptr %1071, i64 %716
  %1575 = getelementptr i8, ptr %1574, i64 %717
  %1576 = getelementptr i8, ptr %1069, i64 %619
  %1577 = icmp ult ptr %1573, %1576
  %1578 = icmp ult ptr %1571, %1575
  %1579 = and i1 %1577, %1578
  %1580 = icmp ult ptr %1573, %725
  %1581 = icmp ult ptr %723, %1575
  %1582 = and i1 %1580, %1581
  %1583 = or i1 %1579, %1582
  %1584 = icmp ult ptr %1573, %732
  %1585 = icmp ult ptr %730, %1575
  %1586 = and i1 %1584, %1585
  %1587 = or i1 %1583, %1586
  br i1 %1587, label %1616, label %1588

1588:                                             ; preds = %1572, %1588
  %1589 = phi i64 [ %1613, %1588 ], [ 0, %1572 ]
  %1590 = getelementptr float, ptr %1571, i64 %1589
  %1591 = getelementptr i8, ptr %1590, i64 16
  %1592 = load <4 x float>, ptr %1590, align 4
  %1593 = load <4 x float>, ptr %1591, align 4
  %1594 = add nuw nsw i64 %1589, %106
  %1595 = getelementptr inbounds nuw float, ptr %184, i64 %1594
  %1596 = getelementptr inbounds nuw i8, ptr %1595, i64 16
  %1597 = load <4 x float>, ptr %1595, align 16
  %1598 = load <4 x float>, ptr %1596, align 16
  %1599 = fadd <4 x float> %1592, %1597
  %1600 = fadd <4 x float> %1593, %1598
  %1601 = getelementptr inbounds nuw float, ptr %185, i64 %1594
  %1602 = getelementptr inbounds nuw i8, ptr %1601, i64 16
  %1603 = load <4 x float>, ptr %1601, align 16
  %1604 = load <4 x float>, ptr %1602, align 16
  %1605 = fadd <4 x float> %1599, %1603
  %1606 = fadd <4 x float> %1600, %1604
  %1607 = getelementptr inbounds nuw float, ptr %1071, i64 %1594
  %1608 = getelementptr inbounds nuw i8, ptr %1607, i64 16
  %1609 = load <4 x float>, ptr %1607, align 4
  %1610 = load <4 x float>, ptr %1608, align 4
  %1611 = fadd <4 x float> %1605, %1609
  %1612 = fadd <4 x float> %1606, %1610
  store <4 x float> %1611, ptr %1607, align 4
  store <4 x float> %1612, ptr %1608, align 4
  %1613 = add nuw i64 %1589, 8
  %1614 = icmp eq i64 %1613, %859
  br i1 %1614, label %1615, label %1588

1615:                                             ; preds = %1588
  br i1 %860, label %1663, label %1616

1616:                                             ; preds = %1572, %1570, %1615
  %1617 = phi i64 [ 0, %1572 ], [ 0, %1570 ], [ %859, %1615 ]
  %1618 = or disjoint i64 %1617, 1
  br i1 %862, label %1633, label %1619

1619:                                             ; preds = %1616
  %1620 = getelementptr float, ptr %1571, i64 %1617
  %1621 = load float, ptr %1620, align 4
  %1622 = add nuw nsw i64 %1617, %106
  %1623 = getelementptr inbounds nuw float, ptr %184, i64 %1622
  %1624 = load float, ptr %1623, align 16
  %1625 = fadd float %1621, %1624
  %1626 = getelementptr inbounds nuw float, ptr %185, i64 %1622
  %1627 = load float, ptr %1626, align 16
  %1628 = fadd float %1625, %1627
  %1629 = getelementptr inbounds nuw float, ptr %1071, i64 %1622
  %1630 = load float, ptr %1629, align 4
  %1631 = fadd float %1628, %1630
  store float %1631, ptr %1629, align 4
  %1632 = or disjoint i64 %1617, 1
  br label %1633

1633:                                             ; preds = %1619, %1616
  %1634 = phi i64 [ %1617, %1616 ], [ %1632, %1619 ]
  %1635 = icmp eq i64 %32, %1618
  br i1 %1635, label %1663, label %1729

1636:                                             ; preds = %1565, %1636
  %1637 = phi i64 [ %1661, %1636 ], [ %1566, %1565 ]
  %1638 = getelementptr inbounds nuw float, ptr %1069, i64 %1637
  %1639 = load float, ptr %1638, align 4
  %1640 = getelementptr inbounds nuw float, ptr %184, i64 %1637
  %1641 = load float, ptr %1640, align 4
  %1642 = fadd float %1639, %1641
  %1643 = getelementptr inbounds nuw float, ptr %185, i64 %1637
  %1644 = load float, ptr %1643, align 4
  %1645 = fadd float %1642, %1644
  %1646 = getelementptr inbounds nuw float, ptr %1071, i64 %1637
  %1647 = load float, ptr %1646, align 4
  %1648 = fadd float %1645, %1647
  store float %1648, ptr %1646, align 4
  %1649 = add nuw nsw i64 %1637, 1
  %1650 = getelementptr inbounds nuw float, ptr %1069, i64 %1649
  %1651 = load float, ptr %1650, align 4
  %1652 = getelementptr inbounds nuw float, ptr %184, i64 %1649
  %1653 = load float, ptr %1652, align 4
  %1654 = fadd float %1651, %1653
  %1655 = getelementptr inbounds nuw float, ptr %185, i64 %1649
  %1656 = load float, ptr %1655, align 4
  %1657 = fadd float %1654, %1656
  %1658 = getelementptr inbounds nuw float, ptr %1071, i64 %1649
  %1659 = load float, ptr %1658, align 4
  %1660 = fadd float %1657, %1659
  store float %1660, ptr %1658, align 4
  %1661 = add nuw nsw i64 %1637, 2
  %1662 = icmp eq i64 %1661, %32
  br i1 %1662, label %1570, label %1636

1663:                                             ; preds = %1633, %1729, %1615
  %1664 = getelementptr i8, ptr %1069, i64 %619
  br i1 %863, label %1709, label %1665

1665:                                             ; preds = %1663
  %1666 = getelementptr i8, ptr %1071, i64 %456
  %1667 = getelementptr i8, ptr %1071, i64 %456
  %1668 = getelementptr i8, ptr %1667, i64 %700
  %1669 = getelementptr i8, ptr %1069, i64 %620
  %1670 = icmp ult ptr %1666, %1669
  %1671 = icmp ult ptr %1664, %1668
  %1672 = and i1 %1670, %1671
  %1673 = icmp ult ptr %1666, %708
  %1674 = icmp ult ptr %706, %1668
  %1675 = and i1 %1673, %1674
  %1676 = or i1 %1672, %1675
  %1677 = icmp ult ptr %1666, %715
  %1678 = icmp ult ptr %713, %1668
  %1679 = and i1 %1677, %1678
  %1680 = or i1 %1676, %1679
  br i1 %1680, label %1709, label %1681

1681:                                             ; preds = %1665, %1681
  %1682 = phi i64 [ %1706, %1681 ], [ 0, %1665 ]
  %1683 = getelementptr float, ptr %1664, i64 %1682
  %1684 = getelementptr i8, ptr %1683, i64 16
  %1685 = load <4 x float>, ptr %1683, align 4
  %1686 = load <4 x float>, ptr %1684, align 4
  %1687 = add nuw nsw i64 %1682, %616
  %1688 = getelementptr inbounds nuw float, ptr %184, i64 %1687
  %1689 = getelementptr inbounds nuw i8, ptr %1688, i64 16
  %1690 = load <4 x float>, ptr %1688, align 16
  %1691 = load <4 x float>, ptr %1689, align 16
  %1692 = fadd <4 x float> %1685, %1690
  %1693 = fadd <4 x float> %1686, %1691
  %1694 = getelementptr inbounds nuw float, ptr %185, i64 %1687
  %1695 = getelementptr inbounds nuw i8, ptr %1694, i64 16
  %1696 = load <4 x float>, ptr %1694, align 16
  %1697 = load <4 x float>, ptr %1695, align 16
  %1698 = fadd <4 x float> %1692, %1696
  %1699 = fadd <4 x float> %1693, %1697
  %1700 = getelementptr inbounds nuw float, ptr %1071, i64 %1687
  %1701 = getelementptr inbounds nuw i8, ptr %1700, i64 16
  %1702 = load <4 x float>, ptr %1700, align 4
  %1703 = load <4 x float>, ptr %1701, align 4
  %1704 = fadd <4 x float> %1698, %1702
  %1705 = fadd <4 x float> %1699, %1703
  store <4 x float> %1704, ptr %1700, align 4
  store <4 x float> %1705, ptr %1701, align 4
  %1706 = add nuw i64 %1682, 8
  %1707 = icmp eq i64 %1706, %864
  br i1 %1707, label %1708, label %1681

1708:                                             ; preds = %1681
  br i1 %865, label %1758, label %1709

1709:                                             ; preds = %1665, %1663, %1708
  %1710 = phi i64 [ 0, %1665 ], [ 0, %1663 ], [ %864, %1708 ]
  %1711 = or disjoint i64 %1710, 1
  br i1 %867, label %1726, label %1712

1712:                                             ; preds = %1709
  %1713 = getelementptr float, ptr %1664, i64 %1710
  %1714 = load float, ptr %1713, align 4
  %1715 = add nuw nsw i64 %1710, %616
  %1716 = getelementptr inbounds nuw float, ptr %184, i64 %1715
  %1717 = load float, ptr %1716, align 16
  %1718 = fadd float %1714, %1717
  %1719 = getelementptr inbounds nuw float, ptr %185, i64 %1715
  %1720 = load float, ptr %1719, align 16
  %1721 = fadd float %1718, %1720
  %1722 = getelementptr inbounds nuw float, ptr %1071, i64 %1715
  %1723 = load float, ptr %1722, align 4
  %1724 = fadd float %1721, %1723
  store float %1724, ptr %1722, align 4
  %1725 = or disjoint i64 %1710, 1
  br label %1726

1726:                                             ; preds = %1712, %1709
  %1727 = phi i64 [ %1710, %1709 ], [ %1725, %1712 ]
  %1728 = icmp eq i64 %32, %1711
  br i1 %1728, label %1758, label %1824

1729:                                             ; preds = %1633, %1729
  %1730 = phi i64 [ %1756, %1729 ], [ %1634, %1633 ]
  %1731 = getelementptr float, ptr %1571, i64 %1730
  %1732 = load float, ptr %1731, align 4
  %1733 = add nuw nsw i64 %1730, %106
  %1734 = getelementptr inbounds nuw float, ptr %184, i64 %1733
  %1735 = load float, ptr %1734, align 4
  %1736 = fadd float %1732, %1735
  %1737 = getelementptr inbounds nuw float, ptr %185, i64 %1733
  %1738 = load float, ptr %1737, align 4
  %1739 = fadd float %1736, %1738
  %1740 = getelementptr inbounds nuw float, ptr %1071, i64 %1733
  %1741 = load float, ptr %1740, align 4
  %1742 = fadd float %1739, %1741
  store float %1742, ptr %1740, align 4
  %1743 = add nuw nsw i64 %1730, 1
  %1744 = getelementptr float, ptr %1571, i64 %1743
  %1745 = load float, ptr %1744, align 4
  %1746 = add nuw nsw i64 %1743, %106
  %1747 = getelementptr inbounds nuw float, ptr %184, i64 %1746
  %1748 = load float, ptr %1747, align 4
  %1749 = fadd float %1745, %1748
  %1750 = getelementptr inbounds nuw float, ptr %185, i64 %1746
  %1751 = load float, ptr %1750, align 4
  %1752 = fadd float %1749, %1751
  %1753 = getelementptr inbounds nuw float, ptr %1071, i64 %1746
  %1754 = load float, ptr %1753, align 4
  %1755 = fadd float %1752, %1754
  store float %1755, ptr %1753, align 4
  %1756 = add nuw nsw i64 %1730, 2
  %1757 = icmp eq i64 %1756, %32
  br i1 %1757, label %1663, label %1729

1758:                                             ; preds = %1726, %1824, %1708
  %1759 = getelementptr i8, ptr %1069, i64 %620
  br i1 %868, label %1804, label %1760

1760:                                             ; preds = %1758
  %1761 = getelementptr i8, ptr %1071, i64 %683
  %1762 = getelementptr i8, ptr %1071, i64 %683
  %1763 = getelementptr i8, ptr %1762, i64 %684
  %1764 = getelementptr i8, ptr %1069, i64 %685
  %1765 = icmp ult ptr %1761, %1764
  %1766 = icmp ult ptr %1759, %1763
  %1767 = and i1 %1765, %1766
  %1768 = icmp ult ptr %1761, %692
  %1769 = icmp ult ptr %690, %1763
  %1770 = and i1 %1768, %1769
  %1771 = or i1 %1767, %1770
  %1772 = icmp ult ptr %1761, %699
  %1773 = icmp ult ptr %697, %1763
  %1774 = and i1 %1772, %1773
  %1775 = or i1 %1771, %1774
  br i1 %1775, label %1804, label %1776

1776:                                             ; preds = %1760, %1776
  %1777 = phi i64 [ %1801, %1776 ], [ 0, %1760 ]
  %1778 = getelementptr float, ptr %1759, i64 %1777
  %1779 = getelementptr i8, ptr %1778, i64 16
  %1780 = load <4 x float>, ptr %1778, align 4
  %1781 = load <4 x float>, ptr %1779, align 4
  %1782 = add nuw nsw i64 %1777, %120
  %1783 = getelementptr inbounds nuw float, ptr %184, i64 %1782
  %1784 = getelementptr inbounds nuw i8, ptr %1783, i64 16
  %1785 = load <4 x float>, ptr %1783, align 16
  %1786 = load <4 x float>, ptr %1784, align 16
  %1787 = fadd <4 x float> %1780, %1785
  %1788 = fadd <4 x float> %1781, %1786
  %1789 = getelementptr inbounds nuw float, ptr %185, i64 %1782
  %1790 = getelementptr inbounds nuw i8, ptr %1789, i64 16
  %1791 = load <4 x float>, ptr %1789, align 16
  %1792 = load <4 x float>, ptr %1790, align 16
  %1793 = fadd <4 x float> %1787, %1791
  %1794 = fadd <4 x float> %1788, %1792
  %1795 = getelementptr inbounds nuw float, ptr %1071, i64 %1782
  %1796 = getelementptr inbounds nuw i8, ptr %1795, i64 16
  %1797 = load <4 x float>, ptr %1795, align 4
  %1798 = load <4 x float>, ptr %1796, align 4
  %1799 = fadd <4 x float> %1793, %1797
  %1800 = fadd <4 x float> %1794, %1798
  store <4 x float> %1799, ptr %1795, align 4
  store <4 x float> %1800, ptr %1796, align 4
  %1801 = add nuw i64 %1777, 8
  %1802 = icmp eq i64 %1801, %869
  br i1 %1802, label %1803, label %1776

1803:                                             ; preds = %1776
  br i1 %870, label %1853, label %1804

1804:                                             ; preds = %1760, %1758, %1803
  %1805 = phi i64 [ 0, %1760 ], [ 0, %1758 ], [ %869, %1803 ]
  %1806 = or disjoint i64 %1805, 1
  br i1 %872, label %1821, label %1807

1807:                                             ; preds = %1804
  %1808 = getelementptr float, ptr %1759, i64 %1805
  %1809 = load float, ptr %1808, align 4
  %1810 = add nuw nsw i64 %1805, %120
  %1811 = getelementptr inbounds nuw float, ptr %184, i64 %1810
  %1812 = load float, ptr %1811, align 16
  %1813 = fadd float %1809, %1812
  %1814 = getelementptr inbounds nuw float, ptr %185, i64 %1810
  %1815 = load float, ptr %1814, align 16
  %1816 = fadd float %1813, %1815
  %1817 = getelementptr inbounds nuw float, ptr %1071, i64 %1810
  %1818 = load float, ptr %1817, align 4
  %1819 = fadd float %1816, %1818
  store float %1819, ptr %1817, align 4
  %1820 = or disjoint i64 %1805, 1
  br label %1821

1821:                                             ; preds = %1807, %1804
  %1822 = phi i64 [ %1805, %1804 ], [ %1820, %1807 ]
  %1823 = icmp eq i64 %32, %1806
  br i1 %1823, label %1853, label %1909

1824:                                             ; preds = %1726, %1824
  %1825 = phi i64 [ %1851, %1824 ], [ %1727, %1726 ]
  %1826 = getelementptr float, ptr %1664, i64 %1825
  %1827 = load float, ptr %1826, align 4
  %1828 = add nuw nsw i64 %1825, %616
  %1829 = getelementptr inbounds nuw float, ptr %184, i64 %1828
  %1830 = load float, ptr %1829, align 4
  %1831 = fadd float %1827, %1830
  %1832 = getelementptr inbounds nuw float, ptr %185, i64 %1828
  %1833 = load float, ptr %1832, align 4
  %1834 = fadd float %1831, %1833
  %1835 = getelementptr inbounds nuw float, ptr %1071, i64 %1828
  %1836 = load float, ptr %1835, align 4
  %1837 = fadd float %1834, %1836
  store float %1837, ptr %1835, align 4
  %1838 = add nuw nsw i64 %1825, 1
  %1839 = getelementptr float, ptr %1664, i64 %1838
  %1840 = load float, ptr %1839, align 4
  %1841 = add nuw nsw i64 %1838, %616
  %1842 = getelementptr inbounds nuw float, ptr %184, i64 %1841
  %1843 = load float, ptr %1842, align 4
  %1844 = fadd float %1840, %1843
  %1845 = getelementptr inbounds nuw float, ptr %185, i64 %1841
  %1846 = load float, ptr %1845, align 4
  %1847 = fadd float %1844, %1846
  %1848 = getelementptr inbounds nuw float, ptr %1071, i64 %1841
  %1849 = load float, ptr %1848, align 4
  %1850 = fadd float %1847, %1849
  store float %1850, ptr %1848, align 4
  %1851 = add nuw nsw i64 %1825, 2
  %1852 = icmp eq i64 %1851, %32
  br i1 %1852, label %1758, label %1824

1853:                                             ; preds = %1821, %1909, %1803
  %1854 = getelementptr float, ptr %1071, i64 %616
  br i1 %645, label %1957, label %1855

1855:                                             ; preds = %1853
  br i1 %873, label %1907, label %1856

1856:                                             ; preds = %1855
  %1857 = getelementptr i8, ptr %1071, i64 %677
  %1858 = getelementptr i8, ptr %1071, i64 %680
  %1859 = getelementptr i8, ptr %1076, i64 %677
  %1860 = icmp ult ptr %1071, %1858
  %1861 = icmp ult ptr %1854, %1857
  %1862 = and i1 %1860, %1861
  %1863 = icmp ult ptr %1071, %681
  %1864 = icmp ult ptr %566, %1857
  %1865 = and i1 %1863, %1864
  %1866 = or i1 %1862, %1865
  %1867 = icmp ult ptr %1071, %1859
  %1868 = icmp ult ptr %1076, %1857
  %1869 = and i1 %1867, %1868
  %1870 = or i1 %1866, %1869
  %1871 = icmp ult ptr %1071, %682
  %1872 = icmp ult ptr %623, %1857
  %1873 = and i1 %1871, %1872
  %1874 = or i1 %1870, %1873
  %1875 = icmp ult ptr %1854, %681
  %1876 = icmp ult ptr %566, %1858
  %1877 = and i1 %1875, %1876
  %1878 = or i1 %1874, %1877
  %1879 = icmp ult ptr %1854, %1859
  %1880 = icmp ult ptr %1076, %1858
  %1881 = and i1 %1879, %1880
  %1882 = or i1 %1878, %1881
  %1883 = icmp ult ptr %1854, %682
  %1884 = icmp ult ptr %623, %1858
  %1885 = and i1 %1883, %1884
  %1886 = or i1 %1882, %1885
  br i1 %1886, label %1907, label %1887

1887:                                             ; preds = %1856, %1887
  %1888 = phi i64 [ %1904, %1887 ], [ 0, %1856 ]
  %1889 = getelementptr inbounds nuw float, ptr %1071, i64 %1888
  %1890 = load <4 x float>, ptr %1889, align 4
  %1891 = getelementptr inbounds nuw float, ptr %875, i64 %1888
  %1892 = load <4 x float>, ptr %1891, align 4
  %1893 = getelementptr inbounds nuw float, ptr %1076, i64 %1888
  %1894 = load <4 x float>, ptr %1893, align 4
  %1895 = fmul <4 x float> %1892, %1894
  %1896 = fadd <4 x float> %1890, %1895
  store <4 x float> %1896, ptr %1889, align 4
  %1897 = getelementptr inbounds nuw float, ptr %1854, i64 %1888
  %1898 = load <4 x float>, ptr %1897, align 4
  %1899 = getelementptr float, ptr %623, i64 %1888
  %1900 = load <4 x float>, ptr %1899, align 4
  %1901 = load <4 x float>, ptr %1893, align 4
  %1902 = fmul <4 x float> %1900, %1901
  %1903 = fadd <4 x float> %1898, %1902
  store <4 x float> %1903, ptr %1897, align 4
  %1904 = add nuw i64 %1888, 4
  %1905 = icmp eq i64 %1904, %874
  br i1 %1905, label %1906, label %1887

1906:                                             ; preds = %1887
  br i1 %876, label %1957, label %1907

1907:                                             ; preds = %1856, %1855, %1906
  %1908 = phi i64 [ 0, %1856 ], [ 0, %1855 ], [ %874, %1906 ]
  br label %1938

1909:                                             ; preds = %1821, %1909
  %1910 = phi i64 [ %1936, %1909 ], [ %1822, %1821 ]
  %1911 = getelementptr float, ptr %1759, i64 %1910
  %1912 = load float, ptr %1911, align 4
  %1913 = add nuw nsw i64 %1910, %120
  %1914 = getelementptr inbounds nuw float, ptr %184, i64 %1913
  %1915 = load float, ptr %1914, align 4
  %1916 = fadd float %1912, %1915
  %1917 = getelementptr inbounds nuw float, ptr %185, i64 %1913
  %1918 = load float, ptr %1917, align 4
  %1919 = fadd float %1916, %1918
  %1920 = getelementptr inbounds nuw float, ptr %1071, i64 %1913
  %1921 = load float, ptr %1920, align 4
  %1922 = fadd float %1919, %1921
  store float %1922, ptr %1920, align 4
  %1923 = add nuw nsw i64 %1910, 1
  %1924 = getelementptr float, ptr %1759, i64 %1923
  %1925 = load float, ptr %1924, align 4
  %1926 = add nuw nsw i64 %1923, %120
  %1927 = getelementptr inbounds nuw float, ptr %184, i64 %1926
  %1928 = load float, ptr %1927, align 4
  %1929 = fadd float %1925, %1928
  %1930 = getelementptr inbounds nuw float, ptr %185, i64 %1926
  %1931 = load float, ptr %1930, align 4
  %1932 = fadd float %1929, %1931
  %1933 = getelementptr inbounds nuw float, ptr %1071, i64 %1926
  %1934 = load float, ptr %1933, align 4
  %1935 = fadd float %1932, %1934
  store float %1935, ptr %1933, align 4
  %1936 = add nuw nsw i64 %1910, 2
  %1937 = icmp eq i64 %1936, %32
  br i1 %1937, label %1853, label %1909

1938:                                             ; preds = %1907, %1938
  %1939 = phi i64 [ %1955, %1938 ], [ %1908, %1907 ]
  %1940 = getelementptr inbounds nuw float, ptr %1071, i64 %1939
  %1941 = load float, ptr %1940, align 4
  %1942 = getelementptr inbounds nuw float, ptr %877, i64 %1939
  %1943 = load float, ptr %1942, align 4
  %1944 = getelementptr inbounds nuw float, ptr %1076, i64 %1939
  %1945 = load float, ptr %1944, align 4
  %1946 = fmul float %1943, %1945
  %1947 = fadd float %1941, %1946
  store float %1947, ptr %1940, align 4
  %1948 = getelementptr inbounds nuw float, ptr %1854, i64 %1939
  %1949 = load float, ptr %1948, align 4
  %1950 = getelementptr float, ptr %623, i64 %1939
  %1951 = load float, ptr %1950, align 4
  %1952 = load float, ptr %1944, align 4
  %1953 = fmul float %1951, %1952
  %1954 = fadd float %1949, %1953
  store float %1954, ptr %1948, align 4
  %1955 = add nuw nsw i64 %1939, 1
  %1956 = icmp eq i64 %1955, %194
  br i1 %1956, label %1957, label %1938

1957:                                             ; preds = %1938, %1906, %1568, %1853
  %1958 = phi i1 [ %644, %1568 ], [ true, %1853 ], [ false, %1906 ], [ false, %1938 ]
  %1959 = phi ptr [ %1569, %1568 ], [ %1854, %1853 ], [ %1854, %1906 ], [ %1854, %1938 ]
  %1960 = getelementptr float, ptr %1071, i64 %106
  %1961 = getelementptr inbounds float, ptr %1071, i64 %120
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1071, i64 noundef %106)
  br i1 %99, label %1962, label %1963

1962:                                             ; preds = %1957
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1959, i64 noundef %106)
  br label %1963

1963:                                             ; preds = %1962, %1957
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %1961, i64 noundef %106)
  br i1 %138, label %1964, label %1966

1964:                                             ; preds = %1963
  %1965 = getelementptr inbounds float, ptr %1071, i64 %616
  br label %2015

1966:                                             ; preds = %2026, %1963
  br i1 %1958, label %2059, label %1967

1967:                                             ; preds = %1966
  br i1 %878, label %1999, label %1968

1968:                                             ; preds = %1967
  %1969 = getelementptr i8, ptr %1071, i64 %678
  %1970 = getelementptr i8, ptr %1076, i64 %677
  %1971 = icmp ult ptr %1960, %679
  %1972 = icmp ult ptr %624, %1969
  %1973 = and i1 %1971, %1972
  %1974 = icmp ult ptr %1960, %1970
  %1975 = icmp ult ptr %1076, %1969
  %1976 = and i1 %1974, %1975
  %1977 = or i1 %1973, %1976
  br i1 %1977, label %1999, label %1978

1978:                                             ; preds = %1968, %1978
  %1979 = phi i64 [ %1996, %1978 ], [ 0, %1968 ]
  %1980 = getelementptr inbounds nuw float, ptr %1960, i64 %1979
  %1981 = getelementptr inbounds nuw i8, ptr %1980, i64 16
  %1982 = load <4 x float>, ptr %1980, align 4
  %1983 = load <4 x float>, ptr %1981, align 4
  %1984 = getelementptr float, ptr %624, i64 %1979
  %1985 = getelementptr i8, ptr %1984, i64 16
  %1986 = load <4 x float>, ptr %1984, align 4
  %1987 = load <4 x float>, ptr %1985, align 4
  %1988 = getelementptr inbounds nuw float, ptr %1076, i64 %1979
  %1989 = getelementptr inbounds nuw i8, ptr %1988, i64 16
  %1990 = load <4 x float>, ptr %1988, align 4
  %1991 = load <4 x float>, ptr %1989, align 4
  %1992 = fmul <4 x float> %1986, %1990
  %1993 = fmul <4 x float> %1987, %1991
  %1994 = fadd <4 x float> %1982, %1992
  %1995 = fadd <4 x float> %1983, %1993
  store <4 x float> %1994, ptr %1980, align 4
  store <4 x float> %1995, ptr %1981, align 4
  %1996 = add nuw i64 %1979, 8
  %1997 = icmp eq i64 %1996, %879
  br i1 %1997, label %1998, label %1978

1998:                                             ; preds = %1978
  br i1 %880, label %2059, label %1999

1999:                                             ; preds = %1968, %1967, %1998
  %2000 = phi i64 [ 0, %1968 ], [ 0, %1967 ], [ %879, %1998 ]
  %2001 = or disjoint i64 %2000, 1
  br i1 %882, label %2012, label %2002

2002:                                             ; preds = %1999
  %2003 = getelementptr inbounds nuw float, ptr %1960, i64 %2000
  %2004 = load float, ptr %2003, align 4
  %2005 = getelementptr float, ptr %624, i64 %2000
  %2006 = load float, ptr %2005, align 4
  %2007 = getelementptr inbounds nuw float, ptr %1076, i64 %2000
  %2008 = load float, ptr %2007, align 4
  %2009 = fmul float %2006, %2008
  %2010 = fadd float %2004, %2009
  store float %2010, ptr %2003, align 4
  %2011 = or disjoint i64 %2000, 1
  br label %2012

2012:                                             ; preds = %2002, %1999
  %2013 = phi i64 [ %2000, %1999 ], [ %2011, %2002 ]
  %2014 = icmp eq i64 %194, %2001
  br i1 %2014, label %2059, label %2038

2015:                                             ; preds = %1964, %2026
  %2016 = phi i64 [ %2036, %2026 ], [ 0, %1964 ]
  br i1 %99, label %2021, label %2017

2017:                                             ; preds = %2015
  %2018 = getelementptr inbounds nuw float, ptr %1071, i64 %2016
  %2019 = load float, ptr %2018, align 4
  %2020 = fsub float 1.000000e+00, %2019
  br label %2026

2021:                                             ; preds = %2015
  %2022 = getelementptr inbounds nuw float, ptr %1965, i64 %2016
  %2023 = load float, ptr %2022, align 4
  %2024 = getelementptr inbounds nuw float, ptr %1071, i64 %2016
  %2025 = load float, ptr %2024, align 4
  br label %2026

2026:                                             ; preds = %2021, %2017
  %2027 = phi float [ %2019, %2017 ], [ %2025, %2021 ]
  %2028 = phi float [ %2020, %2017 ], [ %2023, %2021 ]
  %2029 = getelementptr inbounds nuw float, ptr %1076, i64 %2016
  %2030 = load float, ptr %2029, align 4
  %2031 = fmul float %2028, %2030
  %2032 = getelementptr inbounds nuw float, ptr %1961, i64 %2016
  %2033 = load float, ptr %2032, align 4
  %2034 = fmul float %2027, %2033
  %2035 = fadd float %2031, %2034
  store float %2035, ptr %2029, align 4
  %2036 = add nuw nsw i64 %2016, 1
  %2037 = icmp eq i64 %2036, %194
  br i1 %2037, label %1966, label %2015

2038:                                             ; preds = %2012, %2038
  %2039 = phi i64 [ %2057, %2038 ], [ %2013, %2012 ]
  %2040 = getelementptr inbounds nuw float, ptr %1960, i64 %2039
  %2041 = load float, ptr %2040, align 4
  %2042 = getelementptr float, ptr %624, i64 %2039
  %2043 = load float, ptr %2042, align 4
  %2044 = getelementptr inbounds nuw float, ptr %1076, i64 %2039
  %2045 = load float, ptr %2044, align 4
  %2046 = fmul float %2043, %2045
  %2047 = fadd float %2041, %2046
  store float %2047, ptr %2040, align 4
  %2048 = add nuw nsw i64 %2039, 1
  %2049 = getelementptr inbounds nuw float, ptr %1960, i64 %2048
  %2050 = load float, ptr %2049, align 4
  %2051 = getelementptr float, ptr %624, i64 %2048
  %2052 = load float, ptr %2051, align 4
  %2053 = getelementptr inbounds nuw float, ptr %1076, i64 %2048
  %2054 = load float, ptr %2053, align 4
  %2055 = fmul float %2052, %2054
  %2056 = fadd float %2050, %2055
  store float %2056, ptr %2049, align 4
  %2057 = add nuw nsw i64 %2039, 2
  %2058 = icmp eq i64 %2057, %194
  br i1 %2058, label %2059, label %2038

2059:                                             ; preds = %2012, %2038, %1998, %1966
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1960, i64 noundef %106)
  br i1 %138, label %2105, label %2060

2060:                                             ; preds = %2059
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef %1961, i64 noundef %106)
  br label %2789

2061:                                             ; preds = %2105
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef nonnull %1961, i64 noundef %106)
  br i1 %883, label %2087, label %2062

2062:                                             ; preds = %2061
  %2063 = add i64 %675, %1074
  %2064 = sub i64 %2063, %1072
  %2065 = icmp ult i64 %2064, 32
  %2066 = add i64 %884, %1072
  %2067 = sub i64 %1074, %2066
  %2068 = icmp ult i64 %2067, 32
  %2069 = or i1 %2065, %2068
  br i1 %2069, label %2087, label %2070

2070:                                             ; preds = %2062, %2070
  %2071 = phi i64 [ %2084, %2070 ], [ 0, %2062 ]
  %2072 = getelementptr inbounds nuw float, ptr %1960, i64 %2071
  %2073 = getelementptr inbounds nuw i8, ptr %2072, i64 16
  %2074 = load <4 x float>, ptr %2072, align 4
  %2075 = load <4 x float>, ptr %2073, align 4
  %2076 = getelementptr inbounds nuw float, ptr %1961, i64 %2071
  %2077 = getelementptr inbounds nuw i8, ptr %2076, i64 16
  %2078 = load <4 x float>, ptr %2076, align 4
  %2079 = load <4 x float>, ptr %2077, align 4
  %2080 = fmul <4 x float> %2074, %2078
  %2081 = fmul <4 x float> %2075, %2079
  %2082 = getelementptr inbounds nuw float, ptr %1073, i64 %2071
  %2083 = getelementptr inbounds nuw i8, ptr %2082, i64 16
  store <4 x float> %2080, ptr %2082, align 4
  store <4 x float> %2081, ptr %2083, align 4
  %2084 = add nuw i64 %2071, 8
  %2085 = icmp eq i64 %2084, %885
  br i1 %2085, label %2086, label %2070

2086:                                             ; preds = %2070
  br i1 %886, label %2789, label %2087

2087:                                             ; preds = %2062, %2061, %2086
  %2088 = phi i64 [ 0, %2062 ], [ 0, %2061 ], [ %885, %2086 ]
  br i1 %888, label %2101, label %2089

2089:                                             ; preds = %2087, %2089
  %2090 = phi i64 [ %2098, %2089 ], [ %2088, %2087 ]
  %2091 = phi i64 [ %2099, %2089 ], [ 0, %2087 ]
  %2092 = getelementptr inbounds nuw float, ptr %1960, i64 %2090
  %2093 = load float, ptr %2092, align 4
  %2094 = getelementptr inbounds nuw float, ptr %1961, i64 %2090
  %2095 = load float, ptr %2094, align 4
  %2096 = fmul float %2093, %2095
  %2097 = getelementptr inbounds nuw float, ptr %1073, i64 %2090
  store float %2096, ptr %2097, align 4
  %2098 = add nuw nsw i64 %2090, 1
  %2099 = add i64 %2091, 1
  %2100 = icmp eq i64 %2099, %887
  br i1 %2100, label %2101, label %2089

2101:                                             ; preds = %2089, %2087
  %2102 = phi i64 [ %2088, %2087 ], [ %2098, %2089 ]
  %2103 = sub nsw i64 %2088, %32
  %2104 = icmp ugt i64 %2103, -4
  br i1 %2104, label %2789, label %2112

2105:                                             ; preds = %2059, %2105
  %2106 = phi i64 [ %2110, %2105 ], [ 0, %2059 ]
  %2107 = getelementptr inbounds nuw float, ptr %1961, i64 %2106
  %2108 = getelementptr inbounds nuw float, ptr %1076, i64 %2106
  %2109 = load <4 x float>, ptr %2108, align 4
  store <4 x float> %2109, ptr %2107, align 4
  %2110 = add nuw nsw i64 %2106, 4
  %2111 = icmp slt i64 %2110, %106
  br i1 %2111, label %2105, label %2061

2112:                                             ; preds = %2101, %2112
  %2113 = phi i64 [ %2141, %2112 ], [ %2102, %2101 ]
  %2114 = getelementptr inbounds nuw float, ptr %1960, i64 %2113
  %2115 = load float, ptr %2114, align 4
  %2116 = getelementptr inbounds nuw float, ptr %1961, i64 %2113
  %2117 = load float, ptr %2116, align 4
  %2118 = fmul float %2115, %2117
  %2119 = getelementptr inbounds nuw float, ptr %1073, i64 %2113
  store float %2118, ptr %2119, align 4
  %2120 = add nuw nsw i64 %2113, 1
  %2121 = getelementptr inbounds nuw float, ptr %1960, i64 %2120
  %2122 = load float, ptr %2121, align 4
  %2123 = getelementptr inbounds nuw float, ptr %1961, i64 %2120
  %2124 = load float, ptr %2123, align 4
  %2125 = fmul float %2122, %2124
  %2126 = getelementptr inbounds nuw float, ptr %1073, i64 %2120
  store float %2125, ptr %2126, align 4
  %2127 = add nuw nsw i64 %2113, 2
  %2128 = getelementptr inbounds nuw float, ptr %1960, i64 %2127
  %2129 = load float, ptr %2128, align 4
  %2130 = getelementptr inbounds nuw float, ptr %1961, i64 %2127
  %2131 = load float, ptr %2130, align 4
  %2132 = fmul float %2129, %2131
  %2133 = getelementptr inbounds nuw float, ptr %1073, i64 %2127
  store float %2132, ptr %2133, align 4
  %2134 = add nuw nsw i64 %2113, 3
  %2135 = getelementptr inbounds nuw float, ptr %1960, i64 %2134
  %2136 = load float, ptr %2135, align 4
  %2137 = getelementptr inbounds nuw float, ptr %1961, i64 %2134
  %2138 = load float, ptr %2137, align 4
  %2139 = fmul float %2136, %2138
  %2140 = getelementptr inbounds nuw float, ptr %1073, i64 %2134
  store float %2139, ptr %2140, align 4
  %2141 = add nuw nsw i64 %2113, 4
  %2142 = icmp eq i64 %2141, %32
  br i1 %2142, label %2789, label %2112

2143:                                             ; preds = %1505
  br i1 %100, label %2206, label %2144

2144:                                             ; preds = %2143
  br i1 %138, label %2145, label %2681

2145:                                             ; preds = %2144
  br i1 %817, label %2187, label %2146

2146:                                             ; preds = %2145
  %2147 = getelementptr i8, ptr %1071, i64 %806
  %2148 = getelementptr i8, ptr %1069, i64 %806
  %2149 = icmp ult ptr %1071, %2148
  %2150 = icmp ult ptr %1069, %2147
  %2151 = and i1 %2149, %2150
  %2152 = icmp ult ptr %1071, %812
  %2153 = icmp ult ptr %185, %2147
  %2154 = and i1 %2152, %2153
  %2155 = or i1 %2151, %2154
  %2156 = icmp ult ptr %1071, %816
  %2157 = icmp ult ptr %184, %2147
  %2158 = and i1 %2156, %2157
  %2159 = or i1 %2155, %2158
  br i1 %2159, label %2187, label %2160

2160:                                             ; preds = %2146, %2160
  %2161 = phi i64 [ %2184, %2160 ], [ 0, %2146 ]
  %2162 = getelementptr inbounds nuw float, ptr %1069, i64 %2161
  %2163 = getelementptr inbounds nuw i8, ptr %2162, i64 16
  %2164 = load <4 x float>, ptr %2162, align 4
  %2165 = load <4 x float>, ptr %2163, align 4
  %2166 = getelementptr inbounds nuw float, ptr %184, i64 %2161
  %2167 = getelementptr inbounds nuw i8, ptr %2166, i64 16
  %2168 = load <4 x float>, ptr %2166, align 16
  %2169 = load <4 x float>, ptr %2167, align 16
  %2170 = fadd <4 x float> %2164, %2168
  %2171 = fadd <4 x float> %2165, %2169
  %2172 = getelementptr inbounds nuw float, ptr %185, i64 %2161
  %2173 = getelementptr inbounds nuw i8, ptr %2172, i64 16
  %2174 = load <4 x float>, ptr %2172, align 16
  %2175 = load <4 x float>, ptr %2173, align 16
  %2176 = fadd <4 x float> %2170, %2174
  %2177 = fadd <4 x float> %2171, %2175
  %2178 = getelementptr inbounds nuw float, ptr %1071, i64 %2161
  %2179 = getelementptr inbounds nuw i8, ptr %2178, i64 16
  %2180 = load <4 x float>, ptr %2178, align 4
  %2181 = load <4 x float>, ptr %2179, align 4
  %2182 = fadd <4 x float> %2176, %2180
  %2183 = fadd <4 x float> %2177, %2181
  store <4 x float> %2182, ptr %2178, align 4
  store <4 x float> %2183, ptr %2179, align 4
  %2184 = add nuw i64 %2161, 8
  %2185 = icmp eq i64 %2184, %818
  br i1 %2185, label %2186, label %2160

2186:                                             ; preds = %2160
  br i1 %819, label %2588, label %2187

2187:                                             ; preds = %2146, %2145, %2186
  %2188 = phi i64 [ 0, %2146 ], [ 0, %2145 ], [ %818, %2186 ]
  %2189 = or disjoint i64 %2188, 1
  br i1 %821, label %2203, label %2190

2190:                                             ; preds = %2187
  %2191 = getelementptr inbounds nuw float, ptr %1069, i64 %2188
  %2192 = load float, ptr %2191, align 4
  %2193 = getelementptr inbounds nuw float, ptr %184, i64 %2188
  %2194 = load float, ptr %2193, align 16
  %2195 = fadd float %2192, %2194
  %2196 = getelementptr inbounds nuw float, ptr %185, i64 %2188
  %2197 = load float, ptr %2196, align 16
  %2198 = fadd float %2195, %2197
  %2199 = getelementptr inbounds nuw float, ptr %1071, i64 %2188
  %2200 = load float, ptr %2199, align 4
  %2201 = fadd float %2198, %2200
  store float %2201, ptr %2199, align 4
  %2202 = or disjoint i64 %2188, 1
  br label %2203

2203:                                             ; preds = %2190, %2187
  %2204 = phi i64 [ %2188, %2187 ], [ %2202, %2190 ]
  %2205 = icmp eq i64 %32, %2189
  br i1 %2205, label %2588, label %2654

2206:                                             ; preds = %2143
  br i1 %138, label %2207, label %2471

2207:                                             ; preds = %2206
  br i1 %833, label %2249, label %2208

2208:                                             ; preds = %2207
  %2209 = getelementptr i8, ptr %1071, i64 %778
  %2210 = getelementptr i8, ptr %1069, i64 %778
  %2211 = icmp ult ptr %1071, %2210
  %2212 = icmp ult ptr %1069, %2209
  %2213 = and i1 %2211, %2212
  %2214 = icmp ult ptr %1071, %784
  %2215 = icmp ult ptr %185, %2209
  %2216 = and i1 %2214, %2215
  %2217 = or i1 %2213, %2216
  %2218 = icmp ult ptr %1071, %788
  %2219 = icmp ult ptr %184, %2209
  %2220 = and i1 %2218, %2219
  %2221 = or i1 %2217, %2220
  br i1 %2221, label %2249, label %2222

2222:                                             ; preds = %2208, %2222
  %2223 = phi i64 [ %2246, %2222 ], [ 0, %2208 ]
  %2224 = getelementptr inbounds nuw float, ptr %1069, i64 %2223
  %2225 = getelementptr inbounds nuw i8, ptr %2224, i64 16
  %2226 = load <4 x float>, ptr %2224, align 4
  %2227 = load <4 x float>, ptr %2225, align 4
  %2228 = getelementptr inbounds nuw float, ptr %184, i64 %2223
  %2229 = getelementptr inbounds nuw i8, ptr %2228, i64 16
  %2230 = load <4 x float>, ptr %2228, align 16
  %2231 = load <4 x float>, ptr %2229, align 16
  %2232 = fadd <4 x float> %2226, %2230
  %2233 = fadd <4 x float> %2227, %2231
  %2234 = getelementptr inbounds nuw float, ptr %185, i64 %2223
  %2235 = getelementptr inbounds nuw i8, ptr %2234, i64 16
  %2236 = load <4 x float>, ptr %2234, align 16
  %2237 = load <4 x float>, ptr %2235, align 16
  %2238 = fadd <4 x float> %2232, %2236
  %2239 = fadd <4 x float> %2233, %2237
  %2240 = getelementptr inbounds nuw float, ptr %1071, i64 %2223
  %2241 = getelementptr inbounds nuw i8, ptr %2240, i64 16
  %2242 = load <4 x float>, ptr %2240, align 4
  %2243 = load <4 x float>, ptr %2241, align 4
  %2244 = fadd <4 x float> %2238, %2242
  %2245 = fadd <4 x float> %2239, %2243
  store <4 x float> %2244, ptr %2240, align 4
  store <4 x float> %2245, ptr %2241, align 4
  %2246 = add nuw i64 %2223, 8
  %2247 = icmp eq i64 %2246, %834
  br i1 %2247, label %2248, label %2222

2248:                                             ; preds = %2222
  br i1 %835, label %2268, label %2249

2249:                                             ; preds = %2208, %2207, %2248
  %2250 = phi i64 [ 0, %2208 ], [ 0, %2207 ], [ %834, %2248 ]
  %2251 = or disjoint i64 %2250, 1
  br i1 %837, label %2265, label %2252

2252:                                             ; preds = %2249
  %2253 = getelementptr inbounds nuw float, ptr %1069, i64 %2250
  %2254 = load float, ptr %2253, align 4
  %2255 = getelementptr inbounds nuw float, ptr %184, i64 %2250
  %2256 = load float, ptr %2255, align 16
  %2257 = fadd float %2254, %2256
  %2258 = getelementptr inbounds nuw float, ptr %185, i64 %2250
  %2259 = load float, ptr %2258, align 16
  %2260 = fadd float %2257, %2259
  %2261 = getelementptr inbounds nuw float, ptr %1071, i64 %2250
  %2262 = load float, ptr %2261, align 4
  %2263 = fadd float %2260, %2262
  store float %2263, ptr %2261, align 4
  %2264 = or disjoint i64 %2250, 1
  br label %2265

2265:                                             ; preds = %2252, %2249
  %2266 = phi i64 [ %2250, %2249 ], [ %2264, %2252 ]
  %2267 = icmp eq i64 %32, %2251
  br i1 %2267, label %2268, label %2334

2268:                                             ; preds = %2265, %2334, %2248
  %2269 = getelementptr float, ptr %1069, i64 %32
  br i1 %838, label %2314, label %2270

2270:                                             ; preds = %2268
  %2271 = getelementptr i8, ptr %1071, i64 %761
  %2272 = getelementptr i8, ptr %1071, i64 %761
  %2273 = getelementptr i8, ptr %2272, i64 %762
  %2274 = getelementptr i8, ptr %1069, i64 %619
  %2275 = icmp ult ptr %2271, %2274
  %2276 = icmp ult ptr %2269, %2273
  %2277 = and i1 %2275, %2276
  %2278 = icmp ult ptr %2271, %770
  %2279 = icmp ult ptr %768, %2273
  %2280 = and i1 %2278, %2279
  %2281 = or i1 %2277, %2280
  %2282 = icmp ult ptr %2271, %777
  %2283 = icmp ult ptr %775, %2273
  %2284 = and i1 %2282, %2283
  %2285 = or i1 %2281, %2284
  br i1 %2285, label %2314, label %2286

2286:                                             ; preds = %2270, %2286
  %2287 = phi i64 [ %2311, %2286 ], [ 0, %2270 ]
  %2288 = getelementptr float, ptr %2269, i64 %2287
  %2289 = getelementptr i8, ptr %2288, i64 16
  %2290 = load <4 x float>, ptr %2288, align 4
  %2291 = load <4 x float>, ptr %2289, align 4
  %2292 = add nuw nsw i64 %2287, %106
  %2293 = getelementptr inbounds nuw float, ptr %184, i64 %2292
  %2294 = getelementptr inbounds nuw i8, ptr %2293, i64 16
  %2295 = load <4 x float>, ptr %2293, align 16
  %2296 = load <4 x float>, ptr %2294, align 16
  %2297 = fadd <4 x float> %2290, %2295
  %2298 = fadd <4 x float> %2291, %2296
  %2299 = getelementptr inbounds nuw float, ptr %185, i64 %2292
  %2300 = getelementptr inbounds nuw i8, ptr %2299, i64 16
  %2301 = load <4 x float>, ptr %2299, align 16
  %2302 = load <4 x float>, ptr %2300, align 16
  %2303 = fadd <4 x float> %2297, %2301
  %2304 = fadd <4 x float> %2298, %2302
  %2305 = getelementptr inbounds nuw float, ptr %1071, i64 %2292
  %2306 = getelementptr inbounds nuw i8, ptr %2305, i64 16
  %2307 = load <4 x float>, ptr %2305, align 4
  %2308 = load <4 x float>, ptr %2306, align 4
  %2309 = fadd <4 x float> %2303, %2307
  %2310 = fadd <4 x float> %2304, %2308
  store <4 x float> %2309, ptr %2305, align 4
  store <4 x float> %2310, ptr %2306, align 4
  %2311 = add nuw i64 %2287, 8
  %2312 = icmp eq i64 %2311, %839
  br i1 %2312, label %2313, label %2286

2313:                                             ; preds = %2286
  br i1 %840, label %2361, label %2314

2314:                                             ; preds = %2270, %2268, %2313
  %2315 = phi i64 [ 0, %2270 ], [ 0, %2268 ], [ %839, %2313 ]
  %2316 = or disjoint i64 %2315, 1
  br i1 %842, label %2331, label %2317

2317:                                             ; preds = %2314
  %2318 = getelementptr float, ptr %2269, i64 %2315
  %2319 = load float, ptr %2318, align 4
  %2320 = add nuw nsw i64 %2315, %106
  %2321 = getelementptr inbounds nuw float, ptr %184, i64 %2320
  %2322 = load float, ptr %2321, align 16
  %2323 = fadd float %2319, %2322
  %2324 = getelementptr inbounds nuw float, ptr %185, i64 %2320
  %2325 = load float, ptr %2324, align 16
  %2326 = fadd float %2323, %2325
  %2327 = getelementptr inbounds nuw float, ptr %1071, i64 %2320
  %2328 = load float, ptr %2327, align 4
  %2329 = fadd float %2326, %2328
  store float %2329, ptr %2327, align 4
  %2330 = or disjoint i64 %2315, 1
  br label %2331

2331:                                             ; preds = %2317, %2314
  %2332 = phi i64 [ %2315, %2314 ], [ %2330, %2317 ]
  %2333 = icmp eq i64 %32, %2316
  br i1 %2333, label %2361, label %2442

2334:                                             ; preds = %2265, %2334
  %2335 = phi i64 [ %2359, %2334 ], [ %2266, %2265 ]
  %2336 = getelementptr inbounds nuw float, ptr %1069, i64 %2335
  %2337 = load float, ptr %2336, align 4
  %2338 = getelementptr inbounds nuw float, ptr %184, i64 %2335
  %2339 = load float, ptr %2338, align 4
  %2340 = fadd float %2337, %2339
  %2341 = getelementptr inbounds nuw float, ptr %185, i64 %2335
  %2342 = load float, ptr %2341, align 4
  %2343 = fadd float %2340, %2342
  %2344 = getelementptr inbounds nuw float, ptr %1071, i64 %2335
  %2345 = load float, ptr %2344, align 4
  %2346 = fadd float %2343, %2345
  store float %2346, ptr %2344, align 4
  %2347 = add nuw nsw i64 %2335, 1
  %2348 = getelementptr inbounds nuw float, ptr %1069, i64 %2347
  %2349 = load float, ptr %2348, align 4
  %2350 = getelementptr inbounds nuw float, ptr %184, i64 %2347
  %2351 = load float, ptr %2350, align 4
  %2352 = fadd float %2349, %2351
  %2353 = getelementptr inbounds nuw float, ptr %185, i64 %2347
  %2354 = load float, ptr %2353, align 4
  %2355 = fadd float %2352, %2354
  %2356 = getelementptr inbounds nuw float, ptr %1071, i64 %2347
  %2357 = load float, ptr %2356, align 4
  %2358 = fadd float %2355, %2357
  store float %2358, ptr %2356, align 4
  %2359 = add nuw nsw i64 %2335, 2
  %2360 = icmp eq i64 %2359, %32
  br i1 %2360, label %2268, label %2334

2361:                                             ; preds = %2331, %2442, %2313
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1071, i64 noundef %616)
  %2362 = getelementptr inbounds nuw float, ptr %1071, i64 %106
  %2363 = getelementptr inbounds nuw float, ptr %1071, i64 %616
  %2364 = getelementptr i8, ptr %1069, i64 %619
  br i1 %843, label %2419, label %2365

2365:                                             ; preds = %2361
  %2366 = getelementptr i8, ptr %1071, i64 %745
  %2367 = getelementptr i8, ptr %1069, i64 %620
  %2368 = getelementptr i8, ptr %1071, i64 %761
  %2369 = getelementptr i8, ptr %2368, i64 %744
  %2370 = icmp ult ptr %2363, %753
  %2371 = icmp ult ptr %751, %2366
  %2372 = and i1 %2370, %2371
  %2373 = icmp ult ptr %2363, %2367
  %2374 = icmp ult ptr %2364, %2366
  %2375 = and i1 %2373, %2374
  %2376 = or i1 %2372, %2375
  %2377 = icmp ult ptr %2363, %760
  %2378 = icmp ult ptr %758, %2366
  %2379 = and i1 %2377, %2378
  %2380 = or i1 %2376, %2379
  %2381 = icmp ult ptr %2363, %2369
  %2382 = icmp ult ptr %2362, %2366
  %2383 = and i1 %2381, %2382
  %2384 = or i1 %2380, %2383
  br i1 %2384, label %2419, label %2385

2385:                                             ; preds = %2365, %2385
  %2386 = phi i64 [ %2416, %2385 ], [ 0, %2365 ]
  %2387 = getelementptr inbounds nuw float, ptr %2363, i64 %2386
  %2388 = getelementptr inbounds nuw i8, ptr %2387, i64 16
  %2389 = load <4 x float>, ptr %2387, align 4
  %2390 = load <4 x float>, ptr %2388, align 4
  %2391 = add nuw nsw i64 %2386, %616
  %2392 = getelementptr inbounds nuw float, ptr %185, i64 %2391
  %2393 = getelementptr inbounds nuw i8, ptr %2392, i64 16
  %2394 = load <4 x float>, ptr %2392, align 16
  %2395 = load <4 x float>, ptr %2393, align 16
  %2396 = fadd <4 x float> %2389, %2394
  %2397 = fadd <4 x float> %2390, %2395
  %2398 = getelementptr float, ptr %2364, i64 %2386
  %2399 = getelementptr i8, ptr %2398, i64 16
  %2400 = load <4 x float>, ptr %2398, align 4
  %2401 = load <4 x float>, ptr %2399, align 4
  %2402 = getelementptr inbounds nuw float, ptr %184, i64 %2391
  %2403 = getelementptr inbounds nuw i8, ptr %2402, i64 16
  %2404 = load <4 x float>, ptr %2402, align 16
  %2405 = load <4 x float>, ptr %2403, align 16
  %2406 = fadd <4 x float> %2400, %2404
  %2407 = fadd <4 x float> %2401, %2405
  %2408 = getelementptr inbounds nuw float, ptr %2362, i64 %2386
  %2409 = getelementptr inbounds nuw i8, ptr %2408, i64 16
  %2410 = load <4 x float>, ptr %2408, align 4
  %2411 = load <4 x float>, ptr %2409, align 4
  %2412 = fmul <4 x float> %2396, %2410
  %2413 = fmul <4 x float> %2397, %2411
  %2414 = fadd <4 x float> %2406, %2412
  %2415 = fadd <4 x float> %2407, %2413
  store <4 x float> %2414, ptr %2387, align 4
  store <4 x float> %2415, ptr %2388, align 4
  %2416 = add nuw i64 %2386, 8
  %2417 = icmp eq i64 %2416, %844
  br i1 %2417, label %2418, label %2385

2418:                                             ; preds = %2385
  br i1 %845, label %2473, label %2419

2419:                                             ; preds = %2365, %2361, %2418
  %2420 = phi i64 [ 0, %2365 ], [ 0, %2361 ], [ %844, %2418 ]
  %2421 = or disjoint i64 %2420, 1
  br i1 %847, label %2439, label %2422

2422:                                             ; preds = %2419
  %2423 = getelementptr inbounds nuw float, ptr %2363, i64 %2420
  %2424 = load float, ptr %2423, align 4
  %2425 = add nuw nsw i64 %2420, %616
  %2426 = getelementptr inbounds nuw float, ptr %185, i64 %2425
  %2427 = load float, ptr %2426, align 16
  %2428 = fadd float %2424, %2427
  %2429 = getelementptr float, ptr %2364, i64 %2420
  %2430 = load float, ptr %2429, align 4
  %2431 = getelementptr inbounds nuw float, ptr %184, i64 %2425
  %2432 = load float, ptr %2431, align 16
  %2433 = fadd float %2430, %2432
  %2434 = getelementptr inbounds nuw float, ptr %2362, i64 %2420
  %2435 = load float, ptr %2434, align 4
  %2436 = fmul float %2428, %2435
  %2437 = fadd float %2433, %2436
  store float %2437, ptr %2423, align 4
  %2438 = or disjoint i64 %2420, 1
  br label %2439

2439:                                             ; preds = %2422, %2419
  %2440 = phi i64 [ %2420, %2419 ], [ %2438, %2422 ]
  %2441 = icmp eq i64 %32, %2421
  br i1 %2441, label %2473, label %2528

2442:                                             ; preds = %2331, %2442
  %2443 = phi i64 [ %2469, %2442 ], [ %2332, %2331 ]
  %2444 = getelementptr float, ptr %2269, i64 %2443
  %2445 = load float, ptr %2444, align 4
  %2446 = add nuw nsw i64 %2443, %106
  %2447 = getelementptr inbounds nuw float, ptr %184, i64 %2446
  %2448 = load float, ptr %2447, align 4
  %2449 = fadd float %2445, %2448
  %2450 = getelementptr inbounds nuw float, ptr %185, i64 %2446
  %2451 = load float, ptr %2450, align 4
  %2452 = fadd float %2449, %2451
  %2453 = getelementptr inbounds nuw float, ptr %1071, i64 %2446
  %2454 = load float, ptr %2453, align 4
  %2455 = fadd float %2452, %2454
  store float %2455, ptr %2453, align 4
  %2456 = add nuw nsw i64 %2443, 1
  %2457 = getelementptr float, ptr %2269, i64 %2456
  %2458 = load float, ptr %2457, align 4
  %2459 = add nuw nsw i64 %2456, %106
  %2460 = getelementptr inbounds nuw float, ptr %184, i64 %2459
  %2461 = load float, ptr %2460, align 4
  %2462 = fadd float %2458, %2461
  %2463 = getelementptr inbounds nuw float, ptr %185, i64 %2459
  %2464 = load float, ptr %2463, align 4
  %2465 = fadd float %2462, %2464
  %2466 = getelementptr inbounds nuw float, ptr %1071, i64 %2459
  %2467 = load float, ptr %2466, align 4
  %2468 = fadd float %2465, %2467
  store float %2468, ptr %2466, align 4
  %2469 = add nuw nsw i64 %2443, 2
  %2470 = icmp eq i64 %2469, %32
  br i1 %2470, label %2361, label %2442

2471:                                             ; preds = %2206
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1071, i64 noundef %616)
  %2472 = getelementptr inbounds float, ptr %1071, i64 %616
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %2472, i64 noundef %106)
  br label %2789

2473:                                             ; preds = %2439, %2528, %2418
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %2363, i64 noundef %106)
  br i1 %848, label %2510, label %2474

2474:                                             ; preds = %2473
  %2475 = getelementptr i8, ptr %1073, i64 %744
  %2476 = getelementptr i8, ptr %1071, i64 %745
  %2477 = getelementptr i8, ptr %1071, i64 %744
  %2478 = icmp ult ptr %1073, %2476
  %2479 = icmp ult ptr %2363, %2475
  %2480 = and i1 %2478, %2479
  %2481 = icmp ult ptr %1073, %2477
  %2482 = icmp ult ptr %1071, %2475
  %2483 = and i1 %2481, %2482
  %2484 = or i1 %2480, %2483
  br i1 %2484, label %2510, label %2485

2485:                                             ; preds = %2474, %2485
  %2486 = phi i64 [ %2507, %2485 ], [ 0, %2474 ]
  %2487 = getelementptr inbounds nuw float, ptr %1071, i64 %2486
  %2488 = getelementptr inbounds nuw i8, ptr %2487, i64 16
  %2489 = load <4 x float>, ptr %2487, align 4
  %2490 = load <4 x float>, ptr %2488, align 4
  %2491 = fsub <4 x float> splat (float 1.000000e+00), %2489
  %2492 = fsub <4 x float> splat (float 1.000000e+00), %2490
  %2493 = getelementptr inbounds nuw float, ptr %2363, i64 %2486
  %2494 = getelementptr inbounds nuw i8, ptr %2493, i64 16
  %2495 = load <4 x float>, ptr %2493, align 4
  %2496 = load <4 x float>, ptr %2494, align 4
  %2497 = fmul <4 x float> %2491, %2495
  %2498 = fmul <4 x float> %2492, %2496
  %2499 = getelementptr inbounds nuw float, ptr %1073, i64 %2486
  %2500 = getelementptr inbounds nuw i8, ptr %2499, i64 16
  %2501 = load <4 x float>, ptr %2499, align 4
  %2502 = load <4 x float>, ptr %2500, align 4
  %2503 = fmul <4 x float> %2489, %2501
  %2504 = fmul <4 x float> %2490, %2502
  %2505 = fadd <4 x float> %2497, %2503
  %2506 = fadd <4 x float> %2498, %2504
  store <4 x float> %2505, ptr %2499, align 4
  store <4 x float> %2506, ptr %2500, align 4
  %2507 = add nuw i64 %2486, 8
  %2508 = icmp eq i64 %2507, %849
  br i1 %2508, label %2509, label %2485

2509:                                             ; preds = %2485
  br i1 %850, label %2789, label %2510

2510:                                             ; preds = %2474, %2473, %2509
  %2511 = phi i64 [ 0, %2474 ], [ 0, %2473 ], [ %849, %2509 ]
  %2512 = or disjoint i64 %2511, 1
  br i1 %852, label %2525, label %2513

2513:                                             ; preds = %2510
  %2514 = getelementptr inbounds nuw float, ptr %1071, i64 %2511
  %2515 = load float, ptr %2514, align 4
  %2516 = fsub float 1.000000e+00, %2515
  %2517 = getelementptr inbounds nuw float, ptr %2363, i64 %2511
  %2518 = load float, ptr %2517, align 4
  %2519 = fmul float %2516, %2518
  %2520 = getelementptr inbounds nuw float, ptr %1073, i64 %2511
  %2521 = load float, ptr %2520, align 4
  %2522 = fmul float %2515, %2521
  %2523 = fadd float %2519, %2522
  store float %2523, ptr %2520, align 4
  %2524 = or disjoint i64 %2511, 1
  br label %2525

2525:                                             ; preds = %2513, %2510
  %2526 = phi i64 [ %2511, %2510 ], [ %2524, %2513 ]
  %2527 = icmp eq i64 %32, %2512
  br i1 %2527, label %2789, label %2563

2528:                                             ; preds = %2439, %2528
  %2529 = phi i64 [ %2561, %2528 ], [ %2440, %2439 ]
  %2530 = getelementptr inbounds nuw float, ptr %2363, i64 %2529
  %2531 = load float, ptr %2530, align 4
  %2532 = add nuw nsw i64 %2529, %616
  %2533 = getelementptr inbounds nuw float, ptr %185, i64 %2532
  %2534 = load float, ptr %2533, align 4
  %2535 = fadd float %2531, %2534
  %2536 = getelementptr float, ptr %2364, i64 %2529
  %2537 = load float, ptr %2536, align 4
  %2538 = getelementptr inbounds nuw float, ptr %184, i64 %2532
  %2539 = load float, ptr %2538, align 4
  %2540 = fadd float %2537, %2539
  %2541 = getelementptr inbounds nuw float, ptr %2362, i64 %2529
  %2542 = load float, ptr %2541, align 4
  %2543 = fmul float %2535, %2542
  %2544 = fadd float %2540, %2543
  store float %2544, ptr %2530, align 4
  %2545 = add nuw nsw i64 %2529, 1
  %2546 = getelementptr inbounds nuw float, ptr %2363, i64 %2545
  %2547 = load float, ptr %2546, align 4
  %2548 = add nuw nsw i64 %2545, %616
  %2549 = getelementptr inbounds nuw float, ptr %185, i64 %2548
  %2550 = load float, ptr %2549, align 4
  %2551 = fadd float %2547, %2550
  %2552 = getelementptr float, ptr %2364, i64 %2545
  %2553 = load float, ptr %2552, align 4
  %2554 = getelementptr inbounds nuw float, ptr %184, i64 %2548
  %2555 = load float, ptr %2554, align 4
  %2556 = fadd float %2553, %2555
  %2557 = getelementptr inbounds nuw float, ptr %2362, i64 %2545
  %2558 = load float, ptr %2557, align 4
  %2559 = fmul float %2551, %2558
  %2560 = fadd float %2556, %2559
  store float %2560, ptr %2546, align 4
  %2561 = add nuw nsw i64 %2529, 2
  %2562 = icmp eq i64 %2561, %32
  br i1 %2562, label %2473, label %2528

2563:                                             ; preds = %2525, %2563
  %2564 = phi i64 [ %2586, %2563 ], [ %2526, %2525 ]
  %2565 = getelementptr inbounds nuw float, ptr %1071, i64 %2564
  %2566 = load float, ptr %2565, align 4
  %2567 = fsub float 1.000000e+00, %2566
  %2568 = getelementptr inbounds nuw float, ptr %2363, i64 %2564
  %2569 = load float, ptr %2568, align 4
  %2570 = fmul float %2567, %2569
  %2571 = getelementptr inbounds nuw float, ptr %1073, i64 %2564
  %2572 = load float, ptr %2571, align 4
  %2573 = fmul float %2566, %2572
  %2574 = fadd float %2570, %2573
  store float %2574, ptr %2571, align 4
  %2575 = add nuw nsw i64 %2564, 1
  %2576 = getelementptr inbounds nuw float, ptr %1071, i64 %2575
  %2577 = load float, ptr %2576, align 4
  %2578 = fsub float 1.000000e+00, %2577
  %2579 = getelementptr inbounds nuw float, ptr %2363, i64 %2575
  %2580 = load float, ptr %2579, align 4
  %2581 = fmul float %2578, %2580
  %2582 = getelementptr inbounds nuw float, ptr %1073, i64 %2575
  %2583 = load float, ptr %2582, align 4
  %2584 = fmul float %2577, %2583
  %2585 = fadd float %2581, %2584
  store float %2585, ptr %2582, align 4
  %2586 = add nuw nsw i64 %2564, 2
  %2587 = icmp eq i64 %2586, %32
  br i1 %2587, label %2789, label %2563

2588:                                             ; preds = %2203, %2654, %2186
  %2589 = getelementptr float, ptr %1069, i64 %32
  br i1 %822, label %2634, label %2590

2590:                                             ; preds = %2588
  %2591 = getelementptr i8, ptr %1071, i64 %789
  %2592 = getelementptr i8, ptr %1071, i64 %789
  %2593 = getelementptr i8, ptr %2592, i64 %790
  %2594 = getelementptr i8, ptr %1069, i64 %619
  %2595 = icmp ult ptr %2591, %2594
  %2596 = icmp ult ptr %2589, %2593
  %2597 = and i1 %2595, %2596
  %2598 = icmp ult ptr %2591, %798
  %2599 = icmp ult ptr %796, %2593
  %2600 = and i1 %2598, %2599
  %2601 = or i1 %2597, %2600
  %2602 = icmp ult ptr %2591, %805
  %2603 = icmp ult ptr %803, %2593
  %2604 = and i1 %2602, %2603
  %2605 = or i1 %2601, %2604
  br i1 %2605, label %2634, label %2606

2606:                                             ; preds = %2590, %2606
  %2607 = phi i64 [ %2631, %2606 ], [ 0, %2590 ]
  %2608 = getelementptr float, ptr %2589, i64 %2607
  %2609 = getelementptr i8, ptr %2608, i64 16
  %2610 = load <4 x float>, ptr %2608, align 4
  %2611 = load <4 x float>, ptr %2609, align 4
  %2612 = add nuw nsw i64 %2607, %106
  %2613 = getelementptr inbounds nuw float, ptr %184, i64 %2612
  %2614 = getelementptr inbounds nuw i8, ptr %2613, i64 16
  %2615 = load <4 x float>, ptr %2613, align 16
  %2616 = load <4 x float>, ptr %2614, align 16
  %2617 = fadd <4 x float> %2610, %2615
  %2618 = fadd <4 x float> %2611, %2616
  %2619 = getelementptr inbounds nuw float, ptr %185, i64 %2612
  %2620 = getelementptr inbounds nuw i8, ptr %2619, i64 16
  %2621 = load <4 x float>, ptr %2619, align 16
  %2622 = load <4 x float>, ptr %2620, align 16
  %2623 = fadd <4 x float> %2617, %2621
  %2624 = fadd <4 x float> %2618, %2622
  %2625 = getelementptr inbounds nuw float, ptr %1071, i64 %2612
  %2626 = getelementptr inbounds nuw i8, ptr %2625, i64 16
  %2627 = load <4 x float>, ptr %2625, align 4
  %2628 = load <4 x float>, ptr %2626, align 4
  %2629 = fadd <4 x float> %2623, %2627
  %2630 = fadd <4 x float> %2624, %2628
  store <4 x float> %2629, ptr %2625, align 4
  store <4 x float> %2630, ptr %2626, align 4
  %2631 = add nuw i64 %2607, 8
  %2632 = icmp eq i64 %2631, %823
  br i1 %2632, label %2633, label %2606

2633:                                             ; preds = %2606
  br i1 %824, label %2682, label %2634

2634:                                             ; preds = %2590, %2588, %2633
  %2635 = phi i64 [ 0, %2590 ], [ 0, %2588 ], [ %823, %2633 ]
  %2636 = or disjoint i64 %2635, 1
  br i1 %826, label %2651, label %2637

2637:                                             ; preds = %2634
  %2638 = getelementptr float, ptr %2589, i64 %2635
  %2639 = load float, ptr %2638, align 4
  %2640 = add nuw nsw i64 %2635, %106
  %2641 = getelementptr inbounds nuw float, ptr %184, i64 %2640
  %2642 = load float, ptr %2641, align 16
  %2643 = fadd float %2639, %2642
  %2644 = getelementptr inbounds nuw float, ptr %185, i64 %2640
  %2645 = load float, ptr %2644, align 16
  %2646 = fadd float %2643, %2645
  %2647 = getelementptr inbounds nuw float, ptr %1071, i64 %2640
  %2648 = load float, ptr %2647, align 4
  %2649 = fadd float %2646, %2648
  store float %2649, ptr %2647, align 4
  %2650 = or disjoint i64 %2635, 1
  br label %2651

2651:                                             ; preds = %2637, %2634
  %2652 = phi i64 [ %2635, %2634 ], [ %2650, %2637 ]
  %2653 = icmp eq i64 %32, %2636
  br i1 %2653, label %2682, label %2729

2654:                                             ; preds = %2203, %2654
  %2655 = phi i64 [ %2679, %2654 ], [ %2204, %2203 ]
  %2656 = getelementptr inbounds nuw float, ptr %1069, i64 %2655
  %2657 = load float, ptr %2656, align 4
  %2658 = getelementptr inbounds nuw float, ptr %184, i64 %2655
  %2659 = load float, ptr %2658, align 4
  %2660 = fadd float %2657, %2659
  %2661 = getelementptr inbounds nuw float, ptr %185, i64 %2655
  %2662 = load float, ptr %2661, align 4
  %2663 = fadd float %2660, %2662
  %2664 = getelementptr inbounds nuw float, ptr %1071, i64 %2655
  %2665 = load float, ptr %2664, align 4
  %2666 = fadd float %2663, %2665
  store float %2666, ptr %2664, align 4
  %2667 = add nuw nsw i64 %2655, 1
  %2668 = getelementptr inbounds nuw float, ptr %1069, i64 %2667
  %2669 = load float, ptr %2668, align 4
  %2670 = getelementptr inbounds nuw float, ptr %184, i64 %2667
  %2671 = load float, ptr %2670, align 4
  %2672 = fadd float %2669, %2671
  %2673 = getelementptr inbounds nuw float, ptr %185, i64 %2667
  %2674 = load float, ptr %2673, align 4
  %2675 = fadd float %2672, %2674
  %2676 = getelementptr inbounds nuw float, ptr %1071, i64 %2667
  %2677 = load float, ptr %2676, align 4
  %2678 = fadd float %2675, %2677
  store float %2678, ptr %2676, align 4
  %2679 = add nuw nsw i64 %2655, 2
  %2680 = icmp eq i64 %2679, %32
  br i1 %2680, label %2588, label %2654

2681:                                             ; preds = %2144
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1071, i64 noundef %616)
  br label %2789

2682:                                             ; preds = %2651, %2729, %2633
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1071, i64 noundef %616)
  %2683 = getelementptr inbounds nuw float, ptr %1071, i64 %106
  %2684 = getelementptr inbounds nuw i8, ptr %1067, i64 24
  %2685 = load ptr, ptr %2684, align 8
  br i1 %827, label %2711, label %2686

2686:                                             ; preds = %2682
  %2687 = ptrtoint ptr %2685 to i64
  %2688 = add i64 %828, %1072
  %2689 = sub i64 %2687, %2688
  %2690 = icmp ult i64 %2689, 32
  %2691 = sub i64 %2687, %1074
  %2692 = icmp ult i64 %2691, 32
  %2693 = or i1 %2690, %2692
  br i1 %2693, label %2711, label %2694

2694:                                             ; preds = %2686, %2694
  %2695 = phi i64 [ %2708, %2694 ], [ 0, %2686 ]
  %2696 = getelementptr inbounds nuw float, ptr %2683, i64 %2695
  %2697 = getelementptr inbounds nuw i8, ptr %2696, i64 16
  %2698 = load <4 x float>, ptr %2696, align 4
  %2699 = load <4 x float>, ptr %2697, align 4
  %2700 = getelementptr inbounds nuw float, ptr %1073, i64 %2695
  %2701 = getelementptr inbounds nuw i8, ptr %2700, i64 16
  %2702 = load <4 x float>, ptr %2700, align 4
  %2703 = load <4 x float>, ptr %2701, align 4
  %2704 = fmul <4 x float> %2698, %2702
  %2705 = fmul <4 x float> %2699, %2703
  %2706 = getelementptr inbounds nuw float, ptr %2685, i64 %2695
  %2707 = getelementptr inbounds nuw i8, ptr %2706, i64 16
  store <4 x float> %2704, ptr %2706, align 4
  store <4 x float> %2705, ptr %2707, align 4
  %2708 = add nuw i64 %2695, 8
  %2709 = icmp eq i64 %2708, %829
  br i1 %2709, label %2710, label %2694

2710:                                             ; preds = %2694
  br i1 %830, label %2789, label %2711

2711:                                             ; preds = %2686, %2682, %2710
  %2712 = phi i64 [ 0, %2686 ], [ 0, %2682 ], [ %829, %2710 ]
  br i1 %832, label %2725, label %2713

2713:                                             ; preds = %2711, %2713
  %2714 = phi i64 [ %2722, %2713 ], [ %2712, %2711 ]
  %2715 = phi i64 [ %2723, %2713 ], [ 0, %2711 ]
  %2716 = getelementptr inbounds nuw float, ptr %2683, i64 %2714
  %2717 = load float, ptr %2716, align 4
  %2718 = getelementptr inbounds nuw float, ptr %1073, i64 %2714
  %2719 = load float, ptr %2718, align 4
  %2720 = fmul float %2717, %2719
  %2721 = getelementptr inbounds nuw float, ptr %2685, i64 %2714
  store float %2720, ptr %2721, align 4
  %2722 = add nuw nsw i64 %2714, 1
  %2723 = add i64 %2715, 1
  %2724 = icmp eq i64 %2723, %831
  br i1 %2724, label %2725, label %2713

2725:                                             ; preds = %2713, %2711
  %2726 = phi i64 [ %2712, %2711 ], [ %2722, %2713 ]
  %2727 = sub nsw i64 %2712, %32
  %2728 = icmp ugt i64 %2727, -4
  br i1 %2728, label %2789, label %2758

2729:                                             ; preds = %2651, %2729
  %2730 = phi i64 [ %2756, %2729 ], [ %2652, %2651 ]
  %2731 = getelementptr float, ptr %2589, i64 %2730
  %2732 = load float, ptr %2731, align 4
  %2733 = add nuw nsw i64 %2730, %106
  %2734 = getelementptr inbounds nuw float, ptr %184, i64 %2733
  %2735 = load float, ptr %2734, align 4
  %2736 = fadd float %2732, %2735
  %2737 = getelementptr inbounds nuw float, ptr %185, i64 %2733
  %2738 = load float, ptr %2737, align 4
  %2739 = fadd float %2736, %2738
  %2740 = getelementptr inbounds nuw float, ptr %1071, i64 %2733
  %2741 = load float, ptr %2740, align 4
  %2742 = fadd float %2739, %2741
  store float %2742, ptr %2740, align 4
  %2743 = add nuw nsw i64 %2730, 1
  %2744 = getelementptr float, ptr %2589, i64 %2743
  %2745 = load float, ptr %2744, align 4
  %2746 = add nuw nsw i64 %2743, %106
  %2747 = getelementptr inbounds nuw float, ptr %184, i64 %2746
  %2748 = load float, ptr %2747, align 4
  %2749 = fadd float %2745, %2748
  %2750 = getelementptr inbounds nuw float, ptr %185, i64 %2746
  %2751 = load float, ptr %2750, align 4
  %2752 = fadd float %2749, %2751
  %2753 = getelementptr inbounds nuw float, ptr %1071, i64 %2746
  %2754 = load float, ptr %2753, align 4
  %2755 = fadd float %2752, %2754
  store float %2755, ptr %2753, align 4
  %2756 = add nuw nsw i64 %2730, 2
  %2757 = icmp eq i64 %2756, %32
  br i1 %2757, label %2682, label %2729

2758:                                             ; preds = %2725, %2758
  %2759 = phi i64 [ %2787, %2758 ], [ %2726, %2725 ]
  %2760 = getelementptr inbounds nuw float, ptr %2683, i64 %2759
  %2761 = load float, ptr %2760, align 4
  %2762 = getelementptr inbounds nuw float, ptr %1073, i64 %2759
  %2763 = load float, ptr %2762, align 4
  %2764 = fmul float %2761, %2763
  %2765 = getelementptr inbounds nuw float, ptr %2685, i64 %2759
  store float %2764, ptr %2765, align 4
  %2766 = add nuw nsw i64 %2759, 1
  %2767 = getelementptr inbounds nuw float, ptr %2683, i64 %2766
  %2768 = load float, ptr %2767, align 4
  %2769 = getelementptr inbounds nuw float, ptr %1073, i64 %2766
  %2770 = load float, ptr %2769, align 4
  %2771 = fmul float %2768, %2770
  %2772 = getelementptr inbounds nuw float, ptr %2685, i64 %2766
  store float %2771, ptr %2772, align 4
  %2773 = add nuw nsw i64 %2759, 2
  %2774 = getelementptr inbounds nuw float, ptr %2683, i64 %2773
  %2775 = load float, ptr %2774, align 4
  %2776 = getelementptr inbounds nuw float, ptr %1073, i64 %2773
  %2777 = load float, ptr %2776, align 4
  %2778 = fmul float %2775, %2777
  %2779 = getelementptr inbounds nuw float, ptr %2685, i64 %2773
  store float %2778, ptr %2779, align 4
  %2780 = add nuw nsw i64 %2759, 3
  %2781 = getelementptr inbounds nuw float, ptr %2683, i64 %2780
  %2782 = load float, ptr %2781, align 4
  %2783 = getelementptr inbounds nuw float, ptr %1073, i64 %2780
  %2784 = load float, ptr %2783, align 4
  %2785 = fmul float %2782, %2784
  %2786 = getelementptr inbounds nuw float, ptr %2685, i64 %2780
  store float %2785, ptr %2786, align 4
  %2787 = add nuw nsw i64 %2759, 4
  %2788 = icmp eq i64 %2787, %32
  br i1 %2788, label %2789, label %2758

2789:                                             ; preds = %2725, %2758, %2525, %2563, %2101, %2112, %1422, %1166, %1197, %2710, %2509, %2086, %1154, %2681, %2471, %2060, %1139, %1217
  %2790 = add nuw nsw i64 %1065, 1
  %2791 = icmp eq i64 %2790, %1060
  br i1 %2791, label %1063, label %1064

2792:                                             ; preds = %1063
  call fastcc void @products(ptr noundef %597, ptr noundef %598, i64 noundef %1060, ptr noundef %643, i64 noundef %32, i64 noundef %107, i64 noundef %106, i32 noundef %1008)
  br i1 %1009, label %2793, label %2982

2793:                                             ; preds = %2792, %2952
  %2794 = phi i64 [ %2953, %2952 ], [ 0, %2792 ]
  %2795 = getelementptr inbounds nuw ptr, ptr %594, i64 %2794
  %2796 = load ptr, ptr %2795, align 8
  %2797 = getelementptr inbounds nuw i8, ptr %2796, i64 16
  %2798 = load ptr, ptr %2797, align 8
  %2799 = load ptr, ptr %2796, align 8
  %2800 = getelementptr float, ptr %2798, i64 %616
  br i1 %138, label %2801, label %2867

2801:                                             ; preds = %2793
  %2802 = getelementptr inbounds nuw i8, ptr %2796, i64 40
  %2803 = load ptr, ptr %2802, align 8
  %2804 = getelementptr i8, ptr %2803, i64 %619
  br i1 %900, label %2847, label %2805

2805:                                             ; preds = %2801
  %2806 = getelementptr i8, ptr %2798, i64 %647
  %2807 = getelementptr i8, ptr %2803, i64 %648
  %2808 = icmp ult ptr %2800, %2807
  %2809 = icmp ult ptr %2804, %2806
  %2810 = and i1 %2808, %2809
  %2811 = icmp ult ptr %2800, %656
  %2812 = icmp ult ptr %654, %2806
  %2813 = and i1 %2811, %2812
  %2814 = or i1 %2810, %2813
  %2815 = icmp ult ptr %2800, %663
  %2816 = icmp ult ptr %661, %2806
  %2817 = and i1 %2815, %2816
  %2818 = or i1 %2814, %2817
  br i1 %2818, label %2847, label %2819

2819:                                             ; preds = %2805, %2819
  %2820 = phi i64 [ %2844, %2819 ], [ 0, %2805 ]
  %2821 = getelementptr float, ptr %2804, i64 %2820
  %2822 = getelementptr i8, ptr %2821, i64 16
  %2823 = load <4 x float>, ptr %2821, align 4
  %2824 = load <4 x float>, ptr %2822, align 4
  %2825 = add nuw nsw i64 %2820, %616
  %2826 = getelementptr inbounds nuw float, ptr %184, i64 %2825
  %2827 = getelementptr inbounds nuw i8, ptr %2826, i64 16
  %2828 = load <4 x float>, ptr %2826, align 16
  %2829 = load <4 x float>, ptr %2827, align 16
  %2830 = fadd <4 x float> %2823, %2828
  %2831 = fadd <4 x float> %2824, %2829
  %2832 = getelementptr inbounds nuw float, ptr %185, i64 %2825
  %2833 = getelementptr inbounds nuw i8, ptr %2832, i64 16
  %2834 = load <4 x float>, ptr %2832, align 16
  %2835 = load <4 x float>, ptr %2833, align 16
  %2836 = fadd <4 x float> %2830, %2834
  %2837 = fadd <4 x float> %2831, %2835
  %2838 = getelementptr inbounds nuw float, ptr %2798, i64 %2825
  %2839 = getelementptr inbounds nuw i8, ptr %2838, i64 16
  %2840 = load <4 x float>, ptr %2838, align 4
  %2841 = load <4 x float>, ptr %2839, align 4
  %2842 = fadd <4 x float> %2836, %2840
  %2843 = fadd <4 x float> %2837, %2841
  store <4 x float> %2842, ptr %2838, align 4
  store <4 x float> %2843, ptr %2839, align 4
  %2844 = add nuw i64 %2820, 8
  %2845 = icmp eq i64 %2844, %901
  br i1 %2845, label %2846, label %2819

2846:                                             ; preds = %2819
  br i1 %902, label %2868, label %2847

2847:                                             ; preds = %2805, %2801, %2846
  %2848 = phi i64 [ 0, %2805 ], [ 0, %2801 ], [ %901, %2846 ]
  %2849 = or disjoint i64 %2848, 1
  br i1 %904, label %2864, label %2850

2850:                                             ; preds = %2847
  %2851 = getelementptr float, ptr %2804, i64 %2848
  %2852 = load float, ptr %2851, align 4
  %2853 = add nuw nsw i64 %2848, %616
  %2854 = getelementptr inbounds nuw float, ptr %184, i64 %2853
  %2855 = load float, ptr %2854, align 16
  %2856 = fadd float %2852, %2855
  %2857 = getelementptr inbounds nuw float, ptr %185, i64 %2853
  %2858 = load float, ptr %2857, align 16
  %2859 = fadd float %2856, %2858
  %2860 = getelementptr inbounds nuw float, ptr %2798, i64 %2853
  %2861 = load float, ptr %2860, align 4
  %2862 = fadd float %2859, %2861
  store float %2862, ptr %2860, align 4
  %2863 = or disjoint i64 %2848, 1
  br label %2864

2864:                                             ; preds = %2850, %2847
  %2865 = phi i64 [ %2848, %2847 ], [ %2863, %2850 ]
  %2866 = icmp eq i64 %32, %2849
  br i1 %2866, label %2868, label %2923

2867:                                             ; preds = %2793
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %2800, i64 noundef %106)
  br label %2952

2868:                                             ; preds = %2864, %2923, %2846
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %2800, i64 noundef %106)
  br i1 %905, label %2905, label %2869

2869:                                             ; preds = %2868
  %2870 = getelementptr i8, ptr %2799, i64 %646
  %2871 = getelementptr i8, ptr %2798, i64 %647
  %2872 = getelementptr i8, ptr %2798, i64 %646
  %2873 = icmp ult ptr %2799, %2871
  %2874 = icmp ult ptr %2800, %2870
  %2875 = and i1 %2873, %2874
  %2876 = icmp ult ptr %2799, %2872
  %2877 = icmp ult ptr %2798, %2870
  %2878 = and i1 %2876, %2877
  %2879 = or i1 %2875, %2878
  br i1 %2879, label %2905, label %2880

2880:                                             ; preds = %2869, %2880
  %2881 = phi i64 [ %2902, %2880 ], [ 0, %2869 ]
  %2882 = getelementptr inbounds nuw float, ptr %2798, i64 %2881
  %2883 = getelementptr inbounds nuw i8, ptr %2882, i64 16
  %2884 = load <4 x float>, ptr %2882, align 4
  %2885 = load <4 x float>, ptr %2883, align 4
  %2886 = fsub <4 x float> splat (float 1.000000e+00), %2884
  %2887 = fsub <4 x float> splat (float 1.000000e+00), %2885
  %2888 = getelementptr inbounds nuw float, ptr %2800, i64 %2881
  %2889 = getelementptr inbounds nuw i8, ptr %2888, i64 16
  %2890 = load <4 x float>, ptr %2888, align 4
  %2891 = load <4 x float>, ptr %2889, align 4
  %2892 = fmul <4 x float> %2886, %2890
  %2893 = fmul <4 x float> %2887, %2891
  %2894 = getelementptr inbounds nuw float, ptr %2799, i64 %2881
  %2895 = getelementptr inbounds nuw i8, ptr %2894, i64 16
  %2896 = load <4 x float>, ptr %2894, align 4
  %2897 = load <4 x float>, ptr %2895, align 4
  %2898 = fmul <4 x float> %2884, %2896
  %2899 = fmul <4 x float> %2885, %2897
  %2900 = fadd <4 x float> %2892, %2898
  %2901 = fadd <4 x float> %2893, %2899
  store <4 x float> %2900, ptr %2894, align 4
  store <4 x float> %2901, ptr %2895, align 4
  %2902 = add nuw i64 %2881, 8
  %2903 = icmp eq i64 %2902, %906
  br i1 %2903, label %2904, label %2880

2904:                                             ; preds = %2880
  br i1 %907, label %2952, label %2905

2905:                                             ; preds = %2869, %2868, %2904
  %2906 = phi i64 [ 0, %2869 ], [ 0, %2868 ], [ %906, %2904 ]
  %2907 = or disjoint i64 %2906, 1
  br i1 %909, label %2920, label %2908

2908:                                             ; preds = %2905
  %2909 = getelementptr inbounds nuw float, ptr %2798, i64 %2906
  %2910 = load float, ptr %2909, align 4
  %2911 = fsub float 1.000000e+00, %2910
  %2912 = getelementptr inbounds nuw float, ptr %2800, i64 %2906
  %2913 = load float, ptr %2912, align 4
  %2914 = fmul float %2911, %2913
  %2915 = getelementptr inbounds nuw float, ptr %2799, i64 %2906
  %2916 = load float, ptr %2915, align 4
  %2917 = fmul float %2910, %2916
  %2918 = fadd float %2914, %2917
  store float %2918, ptr %2915, align 4
  %2919 = or disjoint i64 %2906, 1
  br label %2920

2920:                                             ; preds = %2908, %2905
  %2921 = phi i64 [ %2906, %2905 ], [ %2919, %2908 ]
  %2922 = icmp eq i64 %32, %2907
  br i1 %2922, label %2952, label %2956

2923:                                             ; preds = %2864, %2923
  %2924 = phi i64 [ %2950, %2923 ], [ %2865, %2864 ]
  %2925 = getelementptr float, ptr %2804, i64 %2924
  %2926 = load float, ptr %2925, align 4
  %2927 = add nuw nsw i64 %2924, %616
  %2928 = getelementptr inbounds nuw float, ptr %184, i64 %2927
  %2929 = load float, ptr %2928, align 4
  %2930 = fadd float %2926, %2929
  %2931 = getelementptr inbounds nuw float, ptr %185, i64 %2927
  %2932 = load float, ptr %2931, align 4
  %2933 = fadd float %2930, %2932
  %2934 = getelementptr inbounds nuw float, ptr %2798, i64 %2927
  %2935 = load float, ptr %2934, align 4
  %2936 = fadd float %2933, %2935
  store float %2936, ptr %2934, align 4
  %2937 = add nuw nsw i64 %2924, 1
  %2938 = getelementptr float, ptr %2804, i64 %2937
  %2939 = load float, ptr %2938, align 4
  %2940 = add nuw nsw i64 %2937, %616
  %2941 = getelementptr inbounds nuw float, ptr %184, i64 %2940
  %2942 = load float, ptr %2941, align 4
  %2943 = fadd float %2939, %2942
  %2944 = getelementptr inbounds nuw float, ptr %185, i64 %2940
  %2945 = load float, ptr %2944, align 4
  %2946 = fadd float %2943, %2945
  %2947 = getelementptr inbounds nuw float, ptr %2798, i64 %2940
  %2948 = load float, ptr %2947, align 4
  %2949 = fadd float %2946, %2948
  store float %2949, ptr %2947, align 4
  %2950 = add nuw nsw i64 %2924, 2
  %2951 = icmp eq i64 %2950, %32
  br i1 %2951, label %2868, label %2923

2952:                                             ; preds = %2920, %2956, %2904, %2867
  %2953 = add nuw nsw i64 %2794, 1
  %2954 = icmp eq i64 %2953, %1060
  br i1 %2954, label %2955, label %2793

2955:                                             ; preds = %2952, %2981
  br label %2985

2956:                                             ; preds = %2920, %2956
  %2957 = phi i64 [ %2979, %2956 ], [ %2921, %2920 ]
  %2958 = getelementptr inbounds nuw float, ptr %2798, i64 %2957
  %2959 = load float, ptr %2958, align 4
  %2960 = fsub float 1.000000e+00, %2959
  %2961 = getelementptr inbounds nuw float, ptr %2800, i64 %2957
  %2962 = load float, ptr %2961, align 4
  %2963 = fmul float %2960, %2962
  %2964 = getelementptr inbounds nuw float, ptr %2799, i64 %2957
  %2965 = load float, ptr %2964, align 4
  %2966 = fmul float %2959, %2965
  %2967 = fadd float %2963, %2966
  store float %2967, ptr %2964, align 4
  %2968 = add nuw nsw i64 %2957, 1
  %2969 = getelementptr inbounds nuw float, ptr %2798, i64 %2968
  %2970 = load float, ptr %2969, align 4
  %2971 = fsub float 1.000000e+00, %2970
  %2972 = getelementptr inbounds nuw float, ptr %2800, i64 %2968
  %2973 = load float, ptr %2972, align 4
  %2974 = fmul float %2971, %2973
  %2975 = getelementptr inbounds nuw float, ptr %2799, i64 %2968
  %2976 = load float, ptr %2975, align 4
  %2977 = fmul float %2970, %2976
  %2978 = fadd float %2974, %2977
  store float %2978, ptr %2975, align 4
  %2979 = add nuw nsw i64 %2957, 2
  %2980 = icmp eq i64 %2979, %32
  br i1 %2980, label %2952, label %2956

2981:                                             ; preds = %1063
  br i1 %1009, label %2955, label %2982

2982:                                             ; preds = %3045, %2792, %2981
  %2983 = add nuw nsw i64 %999, 1
  %2984 = icmp eq i64 %2983, %942
  br i1 %2984, label %1001, label %998

2985:                                             ; preds = %2955, %3045
  %2986 = phi i64 [ %3046, %3045 ], [ 0, %2955 ]
  %2987 = getelementptr inbounds nuw ptr, ptr %594, i64 %2986
  %2988 = load ptr, ptr %2987, align 8
  %2989 = getelementptr inbounds nuw i8, ptr %2988, i64 48
  %2990 = load ptr, ptr %2989, align 8
  %2991 = icmp eq ptr %2990, null
  %2992 = select i1 %2991, i1 true, i1 %622
  br i1 %2992, label %3045, label %2993

2993:                                             ; preds = %2985
  %2994 = ptrtoint ptr %2990 to i64
  %2995 = load ptr, ptr %2988, align 8
  %2996 = ptrtoint ptr %2995 to i64
  %2997 = sub i64 %2994, %2996
  %2998 = icmp ult i64 %2997, 32
  %2999 = select i1 %910, i1 true, i1 %2998
  br i1 %2999, label %3011, label %3000

3000:                                             ; preds = %2993, %3000
  %3001 = phi i64 [ %3008, %3000 ], [ 0, %2993 ]
  %3002 = getelementptr inbounds nuw float, ptr %2995, i64 %3001
  %3003 = getelementptr inbounds nuw i8, ptr %3002, i64 16
  %3004 = load <4 x float>, ptr %3002, align 4
  %3005 = load <4 x float>, ptr %3003, align 4
  %3006 = getelementptr inbounds nuw float, ptr %2990, i64 %3001
  %3007 = getelementptr inbounds nuw i8, ptr %3006, i64 16
  store <4 x float> %3004, ptr %3006, align 4
  store <4 x float> %3005, ptr %3007, align 4
  %3008 = add nuw i64 %3001, 8
  %3009 = icmp eq i64 %3008, %911
  br i1 %3009, label %3010, label %3000

3010:                                             ; preds = %3000
  br i1 %912, label %3045, label %3011

3011:                                             ; preds = %2993, %3010
  %3012 = phi i64 [ 0, %2993 ], [ %911, %3010 ]
  br i1 %914, label %3022, label %3013

3013:                                             ; preds = %3011, %3013
  %3014 = phi i64 [ %3019, %3013 ], [ %3012, %3011 ]
  %3015 = phi i64 [ %3020, %3013 ], [ 0, %3011 ]
  %3016 = getelementptr inbounds nuw float, ptr %2995, i64 %3014
  %3017 = load float, ptr %3016, align 4
  %3018 = getelementptr inbounds nuw float, ptr %2990, i64 %3014
  store float %3017, ptr %3018, align 4
  %3019 = add nuw nsw i64 %3014, 1
  %3020 = add i64 %3015, 1
  %3021 = icmp eq i64 %3020, %913
  br i1 %3021, label %3022, label %3013

3022:                                             ; preds = %3013, %3011
  %3023 = phi i64 [ %3012, %3011 ], [ %3019, %3013 ]
  %3024 = sub nsw i64 %3012, %32
  %3025 = icmp ugt i64 %3024, -4
  br i1 %3025, label %3045, label %3026

3026:                                             ; preds = %3022, %3026
  %3027 = phi i64 [ %3043, %3026 ], [ %3023, %3022 ]
  %3028 = getelementptr inbounds nuw float, ptr %2995, i64 %3027
  %3029 = load float, ptr %3028, align 4
  %3030 = getelementptr inbounds nuw float, ptr %2990, i64 %3027
  store float %3029, ptr %3030, align 4
  %3031 = add nuw nsw i64 %3027, 1
  %3032 = getelementptr inbounds nuw float, ptr %2995, i64 %3031
  %3033 = load float, ptr %3032, align 4
  %3034 = getelementptr inbounds nuw float, ptr %2990, i64 %3031
  store float %3033, ptr %3034, align 4
  %3035 = add nuw nsw i64 %3027, 2
  %3036 = getelementptr inbounds nuw float, ptr %2995, i64 %3035
  %3037 = load float, ptr %3036, align 4
  %3038 = getelementptr inbounds nuw float, ptr %2990, i64 %3035
  store float %3037, ptr %3038, align 4
  %3039 = add nuw nsw i64 %3027, 3
  %3040 = getelementptr inbounds nuw float, ptr %2995, i64 %3039
  %3041 = load float, ptr %3040, align 4
  %3042 = getelementptr inbounds nuw float, ptr %2990, i64 %3039
  store float %3041, ptr %3042, align 4
  %3043 = add nuw nsw i64 %3027, 4
  %3044 = icmp eq i64 %3043, %32
  br i1 %3044, label %3045, label %3026

3045:                                             ; preds = %3022, %3026, %3010, %2985
  %3046 = add nuw nsw i64 %2986, 1
  %3047 = icmp eq i64 %3046, %1060
  br i1 %3047, label %2982, label %2985

3048:                                             ; preds = %3065, %565
  call void @free(ptr noundef %128)
  ret void

3049:                                             ; preds = %1001, %3065
  %3050 = phi i64 [ 0, %1001 ], [ %3066, %3065 ]
  %3051 = getelementptr inbounds nuw %struct.rowstate, ptr %568, i64 %3050
  %3052 = getelementptr inbounds nuw i8, ptr %3051, i64 32
  %3053 = load i64, ptr %3052, align 8
  %3054 = icmp eq i64 %3053, 0
  br i1 %138, label %3055, label %3065

3055:                                             ; preds = %3049
  %3056 = add nsw i64 %3050, %49
  %3057 = mul nsw i64 %3056, %34
  %3058 = add nsw i64 %3057, %47
  %3059 = add nsw i64 %3056, %1003
  %3060 = select i1 %1002, i64 %3058, i64 %3059
  %3061 = mul nsw i64 %3060, %32
  %3062 = getelementptr float, ptr %22, i64 %3061
  %3063 = getelementptr inbounds nuw i8, ptr %3051, i64 8
  %3064 = getelementptr float, ptr %23, i64 %3061
  br label %3068

3065:                                             ; preds = %3087, %3049
  %3066 = add nuw nsw i64 %3050, 1
  %3067 = icmp slt i64 %3066, %52
  br i1 %3067, label %3049, label %3048

3068:                                             ; preds = %3055, %3087
  %3069 = phi i64 [ 0, %3055 ], [ %3088, %3087 ]
  br i1 %1004, label %3078, label %3070

3070:                                             ; preds = %3068
  br i1 %3054, label %3075, label %3071

3071:                                             ; preds = %3070
  %3072 = load ptr, ptr %3051, align 8
  %3073 = getelementptr inbounds nuw float, ptr %3072, i64 %3069
  %3074 = load float, ptr %3073, align 4
  br label %3075

3075:                                             ; preds = %3070, %3071
  %3076 = phi float [ %3074, %3071 ], [ 0.000000e+00, %3070 ]
  %3077 = getelementptr float, ptr %3062, i64 %3069
  store float %3076, ptr %3077, align 4
  br label %3078

3078:                                             ; preds = %3075, %3068
  br i1 %1005, label %3087, label %3079

3079:                                             ; preds = %3078
  br i1 %3054, label %3084, label %3080

3080:                                             ; preds = %3079
  %3081 = load ptr, ptr %3063, align 8
  %3082 = getelementptr inbounds nuw float, ptr %3081, i64 %3069
  %3083 = load float, ptr %3082, align 4
  br label %3084

3084:                                             ; preds = %3079, %3080
  %3085 = phi float [ %3083, %3080 ], [ 0.000000e+00, %3079 ]
  %3086 = getelementptr float, ptr %3064, i64 %3069
  store float %3085, ptr %3086, align 4
  br label %3087

3087:                                             ; preds = %3078, %3084
  %3088 = add nuw nsw i64 %3069, 1
  %3089 = icmp eq i64 %3088, %32
  br i1 %3089, label %3065, label %3068
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap()

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc void @products(ptr noundef nonnull readonly captures(none) %0, ptr noundef nonnull readonly captures(none) %1, i64 noundef %2, ptr noundef readonly %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i32 noundef range(i32 0, 2) %7) unnamed_addr {
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
  br i1 %6, label %8, label %379

8:                                                ; preds = %7
  %9 = fcmp ogt float %2, 0.000000e+00
  %10 = fneg float %2
  %11 = insertelement <4 x float> poison, float %10, i64 0
  %12 = shufflevector <4 x float> %11, <4 x float> poison, <4 x i32> zeroinitializer
  %13 = insertelement <4 x float> poison, float %2, i64 0
  %14 = shufflevector <4 x float> %13, <4 x float> poison, <4 x i32> zeroinitializer
  %15 = shufflevector <2 x float> %1, <2 x float> poison, <4 x i32> zeroinitializer
  br label %322

16:                                               ; preds = %5
  br i1 %6, label %17, label %379

17:                                               ; preds = %16
  %18 = fcmp ogt float %2, 0.000000e+00
  %19 = fneg float %2
  %20 = insertelement <4 x float> poison, float %19, i64 0
  %21 = shufflevector <4 x float> %20, <4 x float> poison, <4 x i32> zeroinitializer
  %22 = insertelement <4 x float> poison, float %2, i64 0
  %23 = shufflevector <4 x float> %22, <4 x float> poison, <4 x i32> zeroinitializer
  %24 = shufflevector <2 x float> %1, <2 x float> poison, <4 x i32> zeroinitializer
  %25 = shufflevector <2 x float> %1, <2 x float> poison, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  br label %307

26:                                               ; preds = %5
  br i1 %6, label %27, label %379

27:                                               ; preds = %26
  %28 = fcmp ogt float %2, 0.000000e+00
  %29 = fneg float %2
  %30 = insertelement <4 x float> poison, float %29, i64 0
  %31 = shufflevector <4 x float> %30, <4 x float> poison, <4 x i32> zeroinitializer
  %32 = insertelement <4 x float> poison, float %2, i64 0
  %33 = shufflevector <4 x float> %32, <4 x float> poison, <4 x i32> zeroinitializer
  %34 = shufflevector <2 x float> %1, <2 x float> poison, <4 x i32> zeroinitializer
  %35 = shufflevector <2 x float> %1, <2 x float> poison, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  br label %248

36:                                               ; preds = %5
  br i1 %6, label %37, label %379

37:                                               ; preds = %36
  %38 = fcmp ogt float %2, 0.000000e+00
  %39 = fneg float %2
  %40 = insertelement <4 x float> poison, float %39, i64 0
  %41 = shufflevector <4 x float> %40, <4 x float> poison, <4 x i32> zeroinitializer
  %42 = insertelement <4 x float> poison, float %2, i64 0
  %43 = shufflevector <4 x float> %42, <4 x float> poison, <4 x i32> zeroinitializer
  %44 = shufflevector <2 x float> %1, <2 x float> poison, <4 x i32> zeroinitializer
  br label %235

45:                                               ; preds = %5
  br i1 %6, label %46, label %379

46:                                               ; preds = %45
  %47 = fcmp ogt float %2, 0.000000e+00
  %48 = fneg float %2
  %49 = insertelement <4 x float> poison, float %48, i64 0
  %50 = shufflevector <4 x float> %49, <4 x float> poison, <4 x i32> zeroinitializer
  %51 = insertelement <4 x float> poison, float %2, i64 0
  %52 = shufflevector <4 x float> %51, <4 x float> poison, <4 x i32> zeroinitializer
  %53 = shufflevector <2 x float> %1, <2 x float> poison, <4 x i32> zeroinitializer
  br label %221

54:                                               ; preds = %5
  br i1 %6, label %55, label %379

55:                                               ; preds = %54
  %56 = fcmp ogt float %2, 0.000000e+00
  %57 = fneg float %2
  %58 = insertelement <4 x float> poison, float %57, i64 0
  %59 = shufflevector <4 x float> %58, <4 x float> poison, <4 x i32> zeroinitializer
  %60 = insertelement <4 x float> poison, float %2, i64 0
  %61 = shufflevector <4 x float> %60, <4 x float> poison, <4 x i32> zeroinitializer
  %62 = shufflevector <2 x float> %1, <2 x float> poison, <4 x i32> zeroinitializer
  %63 = shufflevector <2 x float> %1, <2 x float> poison, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  br label %208

64:                                               ; preds = %5
  br i1 %6, label %65, label %379

65:                                               ; preds = %64
  %66 = fcmp ogt float %2, 0.000000e+00
  %67 = fneg float %2
  %68 = insertelement <4 x float> poison, float %67, i64 0
  %69 = shufflevector <4 x float> %68, <4 x float> poison, <4 x i32> zeroinitializer
  %70 = insertelement <4 x float> poison, float %2, i64 0
  %71 = shufflevector <4 x float> %70, <4 x float> poison, <4 x i32> zeroinitializer
  br label %195

72:                                               ; preds = %5
  br i1 %6, label %73, label %379

73:                                               ; preds = %72
  %74 = fcmp ogt float %2, 0.000000e+00
  %75 = fneg float %2
  %76 = insertelement <4 x float> poison, float %75, i64 0
  %77 = shufflevector <4 x float> %76, <4 x float> poison, <4 x i32> zeroinitializer
  %78 = insertelement <4 x float> poison, float %2, i64 0
  %79 = shufflevector <4 x float> %78, <4 x float> poison, <4 x i32> zeroinitializer
  br label %138

80:                                               ; preds = %5
  br i1 %6, label %81, label %379

81:                                               ; preds = %80
  %82 = fcmp ogt float %2, 0.000000e+00
  %83 = fneg float %2
  %84 = insertelement <4 x float> poison, float %83, i64 0
  %85 = shufflevector <4 x float> %84, <4 x float> poison, <4 x i32> zeroinitializer
  %86 = insertelement <4 x float> poison, float %2, i64 0
  %87 = shufflevector <4 x float> %86, <4 x float> poison, <4 x i32> zeroinitializer
  br label %96

88:                                               ; preds = %5
  br i1 %6, label %89, label %379

89:                                               ; preds = %88
  %90 = fcmp ogt float %2, 0.000000e+00
  %91 = fneg float %2
  %92 = insertelement <4 x float> poison, float %91, i64 0
  %93 = shufflevector <4 x float> %92, <4 x float> poison, <4 x i32> zeroinitializer
  %94 = insertelement <4 x float> poison, float %2, i64 0
  %95 = shufflevector <4 x float> %94, <4 x float> poison, <4 x i32> zeroinitializer
  br label %365

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
  br i1 %137, label %96, label %379

138:                                              ; preds = %73, %145
  %139 = phi i64 [ 0, %73 ], [ %193, %145 ]
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
  %187 = fdiv <4 x float> splat (float 1.000000e+00), %186
  %188 = fmul <4 x float> %187, splat (float 2.000000e+00)
  %189 = fsub <4 x float> splat (float 1.000000e+00), %188
  %190 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %146)
  %191 = fcmp uge <4 x float> %190, splat (float 0x3FD3333340000000)
  %192 = select <4 x i1> %191, <4 x float> %189, <4 x float> %156
  store <4 x float> %192, ptr %140, align 4
  %193 = add nuw nsw i64 %139, 4
  %194 = icmp slt i64 %193, %4
  br i1 %194, label %138, label %379

195:                                              ; preds = %65, %202
  %196 = phi i64 [ 0, %65 ], [ %206, %202 ]
  %197 = getelementptr inbounds nuw float, ptr %3, i64 %196
  %198 = load <4 x float>, ptr %197, align 4
  br i1 %66, label %199, label %202

199:                                              ; preds = %195
  %200 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %198, <4 x float> %69)
  %201 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %200, <4 x float> %71)
  br label %202

202:                                              ; preds = %199, %195
  %203 = phi <4 x float> [ %201, %199 ], [ %198, %195 ]
  %204 = fcmp olt <4 x float> %203, zeroinitializer
  %205 = select <4 x i1> %204, <4 x float> zeroinitializer, <4 x float> %203
  store <4 x float> %205, ptr %197, align 4
  %206 = add nuw nsw i64 %196, 4
  %207 = icmp slt i64 %206, %4
  br i1 %207, label %195, label %379

208:                                              ; preds = %55, %215
  %209 = phi i64 [ 0, %55 ], [ %219, %215 ]
  %210 = getelementptr inbounds nuw float, ptr %3, i64 %209
  %211 = load <4 x float>, ptr %210, align 4
  br i1 %56, label %212, label %215

212:                                              ; preds = %208
  %213 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %211, <4 x float> %59)
  %214 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %213, <4 x float> %61)
  br label %215

215:                                              ; preds = %212, %208
  %216 = phi <4 x float> [ %214, %212 ], [ %211, %208 ]
  %217 = fmul <4 x float> %62, %216
  %218 = fadd <4 x float> %63, %217
  store <4 x float> %218, ptr %210, align 4
  %219 = add nuw nsw i64 %209, 4
  %220 = icmp slt i64 %219, %4
  br i1 %220, label %208, label %379

221:                                              ; preds = %46, %228
  %222 = phi i64 [ 0, %46 ], [ %233, %228 ]
  %223 = getelementptr inbounds nuw float, ptr %3, i64 %222
  %224 = load <4 x float>, ptr %223, align 4
  br i1 %47, label %225, label %228

225:                                              ; preds = %221
  %226 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %224, <4 x float> %50)
  %227 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %226, <4 x float> %52)
  br label %228

228:                                              ; preds = %225, %221
  %229 = phi <4 x float> [ %227, %225 ], [ %224, %221 ]
  %230 = fcmp uge <4 x float> %229, zeroinitializer
  %231 = fmul <4 x float> %53, %229
  %232 = select <4 x i1> %230, <4 x float> %229, <4 x float> %231
  store <4 x float> %232, ptr %223, align 4
  %233 = add nuw nsw i64 %222, 4
  %234 = icmp slt i64 %233, %4
  br i1 %234, label %221, label %379

235:                                              ; preds = %37, %242
  %236 = phi i64 [ 0, %37 ], [ %246, %242 ]
  %237 = getelementptr inbounds nuw float, ptr %3, i64 %236
  %238 = load <4 x float>, ptr %237, align 4
  br i1 %38, label %239, label %242

239:                                              ; preds = %235
  %240 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %238, <4 x float> %41)
  %241 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %240, <4 x float> %43)
  br label %242

242:                                              ; preds = %239, %235
  %243 = phi <4 x float> [ %241, %239 ], [ %238, %235 ]
  %244 = fcmp ogt <4 x float> %243, %44
  %245 = select <4 x i1> %244, <4 x float> %243, <4 x float> zeroinitializer
  store <4 x float> %245, ptr %237, align 4
  %246 = add nuw nsw i64 %236, 4
  %247 = icmp slt i64 %246, %4
  br i1 %247, label %235, label %379

248:                                              ; preds = %27, %255
  %249 = phi i64 [ 0, %27 ], [ %305, %255 ]
  %250 = getelementptr inbounds nuw float, ptr %3, i64 %249
  %251 = load <4 x float>, ptr %250, align 4
  br i1 %28, label %252, label %255

252:                                              ; preds = %248
  %253 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %251, <4 x float> %31)
  %254 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %253, <4 x float> %33)
  br label %255

255:                                              ; preds = %252, %248
  %256 = phi <4 x float> [ %254, %252 ], [ %251, %248 ]
  %257 = fmul <4 x float> %35, %256
  %258 = fmul <4 x float> %257, %257
  %259 = fmul <4 x float> %258, splat (float 0x3F9664F480000000)
  %260 = fadd <4 x float> %259, splat (float 0xBFABA1BA20000000)
  %261 = fmul <4 x float> %258, %260
  %262 = fadd <4 x float> %261, splat (float 0x3FC1111120000000)
  %263 = fmul <4 x float> %258, %262
  %264 = fadd <4 x float> %263, splat (float 0xBFD5555560000000)
  %265 = fmul <4 x float> %258, %264
  %266 = fmul <4 x float> %257, %265
  %267 = fadd <4 x float> %257, %266
  %268 = fmul <4 x float> %257, splat (float 2.000000e+00)
  %269 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %268, <4 x float> splat (float 0xC055D33340000000))
  %270 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %269, <4 x float> splat (float 8.800000e+01))
  %271 = fmul <4 x float> %270, splat (float 0x3FF7154760000000)
  %272 = fadd <4 x float> %271, splat (float 0x4168000000000000)
  %273 = fadd <4 x float> %272, splat (float 0xC168000000000000)
  %274 = fmul <4 x float> %273, splat (float 0x3FE6300000000000)
  %275 = fsub <4 x float> %270, %274
  %276 = fmul <4 x float> %273, splat (float 0x3F2BD01060000000)
  %277 = fadd <4 x float> %276, %275
  %278 = fmul <4 x float> %277, splat (float 0x3F2A0D2CE0000000)
  %279 = fadd <4 x float> %278, splat (float 0x3F56E879C0000000)
  %280 = fmul <4 x float> %277, %279
  %281 = fadd <4 x float> %280, splat (float 0x3F81112100000000)
  %282 = fmul <4 x float> %277, %281
  %283 = fadd <4 x float> %282, splat (float 0x3FA5553820000000)
  %284 = fmul <4 x float> %277, %283
  %285 = fadd <4 x float> %284, splat (float 0x3FC5555540000000)
  %286 = fmul <4 x float> %277, %285
  %287 = fadd <4 x float> %286, splat (float 5.000000e-01)
  %288 = fmul <4 x float> %277, %277
  %289 = fadd <4 x float> %277, splat (float 1.000000e+00)
  %290 = fmul <4 x float> %288, %287
  %291 = fadd <4 x float> %289, %290
  %292 = fptosi <4 x float> %273 to <4 x i32>
  %293 = shl <4 x i32> %292, splat (i32 23)
  %294 = add <4 x i32> %293, splat (i32 1065353216)
  %295 = bitcast <4 x i32> %294 to <4 x float>
  %296 = fmul <4 x float> %291, %295
  %297 = fadd <4 x float> %296, splat (float 1.000000e+00)
  %298 = fdiv <4 x float> splat (float 1.000000e+00), %297
  %299 = fmul <4 x float> %298, splat (float 2.000000e+00)
  %300 = fsub <4 x float> splat (float 1.000000e+00), %299
  %301 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %257)
  %302 = fcmp uge <4 x float> %301, splat (float 0x3FD3333340000000)
  %303 = select <4 x i1> %302, <4 x float> %300, <4 x float> %267
  %304 = fmul <4 x float> %34, %303
  store <4 x float> %304, ptr %250, align 4
  %305 = add nuw nsw i64 %249, 4
  %306 = icmp slt i64 %305, %4
  br i1 %306, label %248, label %379

307:                                              ; preds = %17, %314
  %308 = phi i64 [ 0, %17 ], [ %320, %314 ]
  %309 = getelementptr inbounds nuw float, ptr %3, i64 %308
  %310 = load <4 x float>, ptr %309, align 4
  br i1 %18, label %311, label %314

311:                                              ; preds = %307
  %312 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %310, <4 x float> %21)
  %313 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %312, <4 x float> %23)
  br label %314

314:                                              ; preds = %311, %307
  %315 = phi <4 x float> [ %313, %311 ], [ %310, %307 ]
  %316 = fmul <4 x float> %24, %315
  %317 = fadd <4 x float> %25, %316
  %318 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %317, <4 x float> zeroinitializer)
  %319 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %318, <4 x float> splat (float 1.000000e+00))
  store <4 x float> %319, ptr %309, align 4
  %320 = add nuw nsw i64 %308, 4
  %321 = icmp slt i64 %320, %4
  br i1 %321, label %307, label %379

322:                                              ; preds = %8, %329
  %323 = phi i64 [ 0, %8 ], [ %363, %329 ]
  %324 = getelementptr inbounds nuw float, ptr %3, i64 %323
  %325 = load <4 x float>, ptr %324, align 4
  br i1 %9, label %326, label %329

326:                                              ; preds = %322
  %327 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %325, <4 x float> %12)
  %328 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %327, <4 x float> %14)
  br label %329

329:                                              ; preds = %326, %322
  %330 = phi <4 x float> [ %328, %326 ], [ %325, %322 ]
  %331 = fcmp uge <4 x float> %330, zeroinitializer
  %332 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %330, <4 x float> splat (float 0xC055D33340000000))
  %333 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %332, <4 x float> splat (float 8.800000e+01))
  %334 = fmul <4 x float> %333, splat (float 0x3FF7154760000000)
  %335 = fadd <4 x float> %334, splat (float 0x4168000000000000)
  %336 = fadd <4 x float> %335, splat (float 0xC168000000000000)
  %337 = fmul <4 x float> %336, splat (float 0x3FE6300000000000)
  %338 = fsub <4 x float> %333, %337
  %339 = fmul <4 x float> %336, splat (float 0x3F2BD01060000000)
  %340 = fadd <4 x float> %339, %338
  %341 = fmul <4 x float> %340, splat (float 0x3F2A0D2CE0000000)
  %342 = fadd <4 x float> %341, splat (float 0x3F56E879C0000000)
  %343 = fmul <4 x float> %340, %342
  %344 = fadd <4 x float> %343, splat (float 0x3F81112100000000)
  %345 = fmul <4 x float> %340, %344
  %346 = fadd <4 x float> %345, splat (float 0x3FA5553820000000)
  %347 = fmul <4 x float> %340, %346
  %348 = fadd <4 x float> %347, splat (float 0x3FC5555540000000)
  %349 = fmul <4 x float> %340, %348
  %350 = fadd <4 x float> %349, splat (float 5.000000e-01)
  %351 = fmul <4 x float> %340, %340
  %352 = fadd <4 x float> %340, splat (float 1.000000e+00)
  %353 = fmul <4 x float> %351, %350
  %354 = fadd <4 x float> %352, %353
  %355 = fptosi <4 x float> %336 to <4 x i32>
  %356 = shl <4 x i32> %355, splat (i32 23)
  %357 = add <4 x i32> %356, splat (i32 1065353216)
  %358 = bitcast <4 x i32> %357 to <4 x float>
  %359 = fmul <4 x float> %354, %358
  %360 = fadd <4 x float> %359, splat (float -1.000000e+00)
  %361 = fmul <4 x float> %15, %360
  %362 = select <4 x i1> %331, <4 x float> %330, <4 x float> %361
  store <4 x float> %362, ptr %324, align 4
  %363 = add nuw nsw i64 %323, 4
  %364 = icmp slt i64 %363, %4
  br i1 %364, label %322, label %379

365:                                              ; preds = %89, %372
  %366 = phi i64 [ 0, %89 ], [ %377, %372 ]
  %367 = getelementptr inbounds nuw float, ptr %3, i64 %366
  %368 = load <4 x float>, ptr %367, align 4
  br i1 %90, label %369, label %372

369:                                              ; preds = %365
  %370 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %368, <4 x float> %93)
  %371 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %370, <4 x float> %95)
  br label %372

372:                                              ; preds = %369, %365
  %373 = phi <4 x float> [ %371, %369 ], [ %368, %365 ]
  %374 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %373)
  %375 = fadd <4 x float> %374, splat (float 1.000000e+00)
  %376 = fdiv <4 x float> %373, %375
  store <4 x float> %376, ptr %367, align 4
  %377 = add nuw nsw i64 %366, 4
  %378 = icmp slt i64 %377, %4
  br i1 %378, label %365, label %379

379:                                              ; preds = %329, %314, %255, %242, %228, %215, %202, %145, %103, %372, %7, %16, %26, %36, %45, %54, %64, %72, %80, %88
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
