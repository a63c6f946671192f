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
  br i1 %569, label %454, label %3046

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

998:                                              ; preds = %2980, %600
  %999 = phi i64 [ 0, %600 ], [ %2981, %2980 ]
  %1000 = xor i64 %999, -1
  br label %1010

1001:                                             ; preds = %2980, %593
  %1002 = icmp eq i64 %36, 1
  %1003 = mul nsw i64 %47, %30
  %1004 = icmp eq i64 %8, 0
  %1005 = icmp eq i64 %9, 0
  br label %3047

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

1063:                                             ; preds = %2787, %1006
  br i1 %615, label %2979, label %2790

1064:                                             ; preds = %1006, %2787
  %1065 = phi i64 [ %2788, %2787 ], [ 0, %1006 ]
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
  br label %2787

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
  br i1 %897, label %2787, label %1155

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
  br i1 %1169, label %2787, label %1197

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
  br i1 %1215, label %2787, label %1197

1216:                                             ; preds = %1064
  br i1 %117, label %1217, label %1503

1217:                                             ; preds = %1216
  br i1 %138, label %1218, label %2787

1218:                                             ; preds = %1217
  %1219 = getelementptr inbounds nuw float, ptr %1069, i64 %32
  %1220 = getelementptr inbounds nuw float, ptr %1071, i64 %32
  %1221 = getelementptr inbounds nuw float, ptr %1069, i64 %627
  %1222 = getelementptr inbounds nuw float, ptr %1071, i64 %627
  %1223 = getelementptr inbounds nuw float, ptr %1069, i64 %630
  %1224 = getelementptr inbounds nuw float, ptr %1071, i64 %630
  br label %1225

1225:                                             ; preds = %1421, %1218
  %1226 = phi i64 [ 0, %1218 ], [ %1501, %1421 ]
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
  %1403 = fdiv <4 x float> splat (float 2.000000e+00), %1402
  %1404 = fsub <4 x float> splat (float 1.000000e+00), %1403
  %1405 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %1295)
  %1406 = fcmp uge <4 x float> %1405, splat (float 0x3FD3333340000000)
  %1407 = select <4 x i1> %1406, <4 x float> %1404, <4 x float> %1372
  %1408 = fmul <4 x float> %1272, %1362
  %1409 = fmul <4 x float> %1326, %1407
  %1410 = fadd <4 x float> %1409, %1408
  store <4 x float> %1410, ptr %1271, align 4
  br i1 %634, label %1416, label %1411

1411:                                             ; preds = %1361
  %1412 = getelementptr inbounds nuw float, ptr %642, i64 %1226
  %1413 = load <4 x float>, ptr %1412, align 4
  %1414 = fmul <4 x float> %1410, %1413
  %1415 = fadd <4 x float> %1248, %1414
  br label %1416

1416:                                             ; preds = %1411, %1361
  %1417 = phi <4 x float> [ %1415, %1411 ], [ %1248, %1361 ]
  br i1 %636, label %1418, label %1421

1418:                                             ; preds = %1416
  %1419 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %1417, <4 x float> %639)
  %1420 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %1419, <4 x float> %641)
  br label %1421

1421:                                             ; preds = %1418, %1416
  %1422 = phi <4 x float> [ %1420, %1418 ], [ %1417, %1416 ]
  %1423 = getelementptr inbounds nuw float, ptr %1073, i64 %1226
  %1424 = fneg <4 x float> %1422
  %1425 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %1424, <4 x float> splat (float 0xC055D33340000000))
  %1426 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %1425, <4 x float> splat (float 8.800000e+01))
  %1427 = fmul <4 x float> %1426, splat (float 0x3FF7154760000000)
  %1428 = fadd <4 x float> %1427, splat (float 0x4168000000000000)
  %1429 = fadd <4 x float> %1428, splat (float 0xC168000000000000)
  %1430 = fmul <4 x float> %1429, splat (float 0x3FE6300000000000)
  %1431 = fsub <4 x float> %1426, %1430
  %1432 = fmul <4 x float> %1429, splat (float 0x3F2BD01060000000)
  %1433 = fadd <4 x float> %1432, %1431
  %1434 = fmul <4 x float> %1433, splat (float 0x3F2A0D2CE0000000)
  %1435 = fadd <4 x float> %1434, splat (float 0x3F56E879C0000000)
  %1436 = fmul <4 x float> %1433, %1435
  %1437 = fadd <4 x float> %1436, splat (float 0x3F81112100000000)
  %1438 = fmul <4 x float> %1433, %1437
  %1439 = fadd <4 x float> %1438, splat (float 0x3FA5553820000000)
  %1440 = fmul <4 x float> %1433, %1439
  %1441 = fadd <4 x float> %1440, splat (float 0x3FC5555540000000)
  %1442 = fmul <4 x float> %1433, %1441
  %1443 = fadd <4 x float> %1442, splat (float 5.000000e-01)
  %1444 = fmul <4 x float> %1433, %1433
  %1445 = fadd <4 x float> %1433, splat (float 1.000000e+00)
  %1446 = fmul <4 x float> %1444, %1443
  %1447 = fadd <4 x float> %1445, %1446
  %1448 = fptosi <4 x float> %1429 to <4 x i32>
  %1449 = shl <4 x i32> %1448, splat (i32 23)
  %1450 = add <4 x i32> %1449, splat (i32 1065353216)
  %1451 = bitcast <4 x i32> %1450 to <4 x float>
  %1452 = fmul <4 x float> %1447, %1451
  %1453 = fadd <4 x float> %1452, splat (float 1.000000e+00)
  %1454 = fdiv <4 x float> splat (float 1.000000e+00), %1453
  %1455 = fmul <4 x float> %1410, %1410
  %1456 = fmul <4 x float> %1455, splat (float 0x3F9664F480000000)
  %1457 = fadd <4 x float> %1456, splat (float 0xBFABA1BA20000000)
  %1458 = fmul <4 x float> %1455, %1457
  %1459 = fadd <4 x float> %1458, splat (float 0x3FC1111120000000)
  %1460 = fmul <4 x float> %1455, %1459
  %1461 = fadd <4 x float> %1460, splat (float 0xBFD5555560000000)
  %1462 = fmul <4 x float> %1455, %1461
  %1463 = fmul <4 x float> %1410, %1462
  %1464 = fadd <4 x float> %1410, %1463
  %1465 = fmul <4 x float> %1410, splat (float 2.000000e+00)
  %1466 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %1465, <4 x float> splat (float 0xC055D33340000000))
  %1467 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %1466, <4 x float> splat (float 8.800000e+01))
  %1468 = fmul <4 x float> %1467, splat (float 0x3FF7154760000000)
  %1469 = fadd <4 x float> %1468, splat (float 0x4168000000000000)
  %1470 = fadd <4 x float> %1469, splat (float 0xC168000000000000)
  %1471 = fmul <4 x float> %1470, splat (float 0x3FE6300000000000)
  %1472 = fsub <4 x float> %1467, %1471
  %1473 = fmul <4 x float> %1470, splat (float 0x3F2BD01060000000)
  %1474 = fadd <4 x float> %1473, %1472
  %1475 = fmul <4 x float> %1474, splat (float 0x3F2A0D2CE0000000)
  %1476 = fadd <4 x float> %1475, splat (float 0x3F56E879C0000000)
  %1477 = fmul <4 x float> %1474, %1476
  %1478 = fadd <4 x float> %1477, splat (float 0x3F81112100000000)
  %1479 = fmul <4 x float> %1474, %1478
  %1480 = fadd <4 x float> %1479, splat (float 0x3FA5553820000000)
  %1481 = fmul <4 x float> %1474, %1480
  %1482 = fadd <4 x float> %1481, splat (float 0x3FC5555540000000)
  %1483 = fmul <4 x float> %1474, %1482
  %1484 = fadd <4 x float> %1483, splat (float 5.000000e-01)
  %1485 = fmul <4 x float> %1474, %1474
  %1486 = fadd <4 x float> %1474, splat (float 1.000000e+00)
  %1487 = fmul <4 x float> %1485, %1484
  %1488 = fadd <4 x float> %1486, %1487
  %1489 = fptosi <4 x float> %1470 to <4 x i32>
  %1490 = shl <4 x i32> %1489, splat (i32 23)
  %1491 = add <4 x i32> %1490, splat (i32 1065353216)
  %1492 = bitcast <4 x i32> %1491 to <4 x float>
  %1493 = fmul <4 x float> %1488, %1492
  %1494 = fadd <4 x float> %1493, splat (float 1.000000e+00)
  %1495 = fdiv <4 x float> splat (float 2.000000e+00), %1494
  %1496 = fsub <4 x float> splat (float 1.000000e+00), %1495
  %1497 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %1410)
  %1498 = fcmp uge <4 x float> %1497, splat (float 0x3FD3333340000000)
  %1499 = select <4 x i1> %1498, <4 x float> %1496, <4 x float> %1464
  %1500 = fmul <4 x float> %1499, %1454
  store <4 x float> %1500, ptr %1423, align 4
  %1501 = add nuw nsw i64 %1226, 4
  %1502 = icmp slt i64 %1501, %32
  br i1 %1502, label %1225, label %2787

1503:                                             ; preds = %1216
  br i1 %37, label %1504, label %2141

1504:                                             ; preds = %1503
  br i1 %138, label %1505, label %1566

1505:                                             ; preds = %1504
  br i1 %853, label %1547, label %1506

1506:                                             ; preds = %1505
  %1507 = getelementptr i8, ptr %1071, i64 %733
  %1508 = getelementptr i8, ptr %1069, i64 %733
  %1509 = icmp ult ptr %1071, %1508
  %1510 = icmp ult ptr %1069, %1507
  %1511 = and i1 %1509, %1510
  %1512 = icmp ult ptr %1071, %739
  %1513 = icmp ult ptr %185, %1507
  %1514 = and i1 %1512, %1513
  %1515 = or i1 %1511, %1514
  %1516 = icmp ult ptr %1071, %743
  %1517 = icmp ult ptr %184, %1507
  %1518 = and i1 %1516, %1517
  %1519 = or i1 %1515, %1518
  br i1 %1519, label %1547, label %1520

1520:                                             ; preds = %1506, %1520
  %1521 = phi i64 [ %1544, %1520 ], [ 0, %1506 ]
  %1522 = getelementptr inbounds nuw float, ptr %1069, i64 %1521
  %1523 = getelementptr inbounds nuw i8, ptr %1522, i64 16
  %1524 = load <4 x float>, ptr %1522, align 4
  %1525 = load <4 x float>, ptr %1523, align 4
  %1526 = getelementptr inbounds nuw float, ptr %184, i64 %1521
  %1527 = getelementptr inbounds nuw i8, ptr %1526, i64 16
  %1528 = load <4 x float>, ptr %1526, align 16
  %1529 = load <4 x float>, ptr %1527, align 16
  %1530 = fadd <4 x float> %1524, %1528
  %1531 = fadd <4 x float> %1525, %1529
  %1532 = getelementptr inbounds nuw float, ptr %185, i64 %1521
  %1533 = getelementptr inbounds nuw i8, ptr %1532, i64 16
  %1534 = load <4 x float>, ptr %1532, align 16
  %1535 = load <4 x float>, ptr %1533, align 16
  %1536 = fadd <4 x float> %1530, %1534
  %1537 = fadd <4 x float> %1531, %1535
  %1538 = getelementptr inbounds nuw float, ptr %1071, i64 %1521
  %1539 = getelementptr inbounds nuw i8, ptr %1538, i64 16
  %1540 = load <4 x float>, ptr %1538, align 4
  %1541 = load <4 x float>, ptr %1539, align 4
  %1542 = fadd <4 x float> %1536, %1540
  %1543 = fadd <4 x float> %1537, %1541
  store <4 x float> %1542, ptr %1538, align 4
  store <4 x float> %1543, ptr %1539, align 4
  %1544 = add nuw i64 %1521, 8
  %1545 = icmp eq i64 %1544, %854
  br i1 %1545, label %1546, label %1520

1546:                                             ; preds = %1520
  br i1 %855, label %1568, label %1547

1547:                                             ; preds = %1506, %1505, %1546
  %1548 = phi i64 [ 0, %1506 ], [ 0, %1505 ], [ %854, %1546 ]
  %1549 = or disjoint i64 %1548, 1
  br i1 %857, label %1563, label %1550

1550:                                             ; preds = %1547
  %1551 = getelementptr inbounds nuw float, ptr %1069, i64 %1548
  %1552 = load float, ptr %1551, align 4
  %1553 = getelementptr inbounds nuw float, ptr %184, i64 %1548
  %1554 = load float, ptr %1553, align 16
  %1555 = fadd float %1552, %1554
  %1556 = getelementptr inbounds nuw float, ptr %185, i64 %1548
  %1557 = load float, ptr %1556, align 16
  %1558 = fadd float %1555, %1557
  %1559 = getelementptr inbounds nuw float, ptr %1071, i64 %1548
  %1560 = load float, ptr %1559, align 4
  %1561 = fadd float %1558, %1560
  store float %1561, ptr %1559, align 4
  %1562 = or disjoint i64 %1548, 1
  br label %1563

1563:                                             ; preds = %1550, %1547
  %1564 = phi i64 [ %1548, %1547 ], [ %1562, %1550 ]
  %1565 = icmp eq i64 %32, %1549
  br i1 %1565, label %1568, label %1634

1566:                                             ; preds = %1504
  %1567 = getelementptr inbounds float, ptr %1071, i64 %616
  br label %1955

1568:                                             ; preds = %1563, %1634, %1546
  %1569 = getelementptr float, ptr %1069, i64 %32
  br i1 %858, label %1614, label %1570

1570:                                             ; preds = %1568
  %1571 = getelementptr i8, ptr %1071, i64 %716
  %1572 = getelementptr i8, ptr %1071, i64 %716
  %1573 = getelementptr i8, ptr %1572, i64 %717
  %1574 = getelementptr i8, ptr %1069, i64 %619
  %1575 = icmp ult ptr %1571, %1574
  %1576 = icmp ult ptr %1569, %1573
  %1577 = and i1 %1575, %1576
  %1578 = icmp ult ptr %1571, %725
  %1579 = icmp ult ptr %723, %1573
  %1580 = and i1 %1578, %1579
  %1581 = or i1 %1577, %1580
  %1582 = icmp ult ptr %1571, %732
  %1583 = icmp ult ptr %730, %1573
  %1584 = and i1 %1582, %1583
  %1585 = or i1 %1581, %1584
  br i1 %1585, label %1614, label %1586

1586:                                             ; preds = %1570, %1586
  %1587 = phi i64 [ %1611, %1586 ], [ 0, %1570 ]
  %1588 = getelementptr float, ptr %1569, i64 %1587
  %1589 = getelementptr i8, ptr %1588, i64 16
  %1590 = load <4 x float>, ptr %1588, align 4
  %1591 = load <4 x float>, ptr %1589, align 4
  %1592 = add nuw nsw i64 %1587, %106
  %1593 = getelementptr inbounds nuw float, ptr %184, i64 %1592
  %1594 = getelementptr inbounds nuw i8, ptr %1593, i64 16
  %1595 = load <4 x float>, ptr %1593, align 16
  %1596 = load <4 x float>, ptr %1594, align 16
  %1597 = fadd <4 x float> %1590, %1595
  %1598 = fadd <4 x float> %1591, %1596
  %1599 = getelementptr inbounds nuw float, ptr %185, i64 %1592
  %1600 = getelementptr inbounds nuw i8, ptr %1599, i64 16
  %1601 = load <4 x float>, ptr %1599, align 16
  %1602 = load <4 x float>, ptr %1600, align 16
  %1603 = fadd <4 x float> %1597, %1601
  %1604 = fadd <4 x float> %1598, %1602
  %1605 = getelementptr inbounds nuw float, ptr %1071, i64 %1592
  %1606 = getelementptr inbounds nuw i8, ptr %1605, i64 16
  %1607 = load <4 x float>, ptr %1605, align 4
  %1608 = load <4 x float>, ptr %1606, align 4
  %1609 = fadd <4 x float> %1603, %1607
  %1610 = fadd <4 x float> %1604, %1608
  store <4 x float> %1609, ptr %1605, align 4
  store <4 x float> %1610, ptr %1606, align 4
  %1611 = add nuw i64 %1587, 8
  %1612 = icmp eq i64 %1611, %859
  br i1 %1612, label %1613, label %1586

1613:                                             ; preds = %1586
  br i1 %860, label %1661, label %1614

1614:                                             ; preds = %1570, %1568, %1613
  %1615 = phi i64 [ 0, %1570 ], [ 0, %1568 ], [ %859, %1613 ]
  %1616 = or disjoint i64 %1615, 1
  br i1 %862, label %1631, label %1617

1617:                                             ; preds = %1614
  %1618 = getelementptr float, ptr %1569, i64 %1615
  %1619 = load float, ptr %1618, align 4
  %1620 = add nuw nsw i64 %1615, %106
  %1621 = getelementptr inbounds nuw float, ptr %184, i64 %1620
  %1622 = load float, ptr %1621, align 16
  %1623 = fadd float %1619, %1622
  %1624 = getelementptr inbounds nuw float, ptr %185, i64 %1620
  %1625 = load float, ptr %1624, align 16
  %1626 = fadd float %1623, %1625
  %1627 = getelementptr inbounds nuw float, ptr %1071, i64 %1620
  %1628 = load float, ptr %1627, align 4
  %1629 = fadd float %1626, %1628
  store float %1629, ptr %1627, align 4
  %1630 = or disjoint i64 %1615, 1
  br label %1631

1631:                                             ; preds = %1617, %1614
  %1632 = phi i64 [ %1615, %1614 ], [ %1630, %1617 ]
  %1633 = icmp eq i64 %32, %1616
  br i1 %1633, label %1661, label %1727

1634:                                             ; preds = %1563, %1634
  %1635 = phi i64 [ %1659, %1634 ], [ %1564, %1563 ]
  %1636 = getelementptr inbounds nuw float, ptr %1069, i64 %1635
  %1637 = load float, ptr %1636, align 4
  %1638 = getelementptr inbounds nuw float, ptr %184, i64 %1635
  %1639 = load float, ptr %1638, align 4
  %1640 = fadd float %1637, %1639
  %1641 = getelementptr inbounds nuw float, ptr %185, i64 %1635
  %1642 = load float, ptr %1641, align 4
  %1643 = fadd float %1640, %1642
  %1644 = getelementptr inbounds nuw float, ptr %1071, i64 %1635
  %1645 = load float, ptr %1644, align 4
  %1646 = fadd float %1643, %1645
  store float %1646, ptr %1644, align 4
  %1647 = add nuw nsw i64 %1635, 1
  %1648 = getelementptr inbounds nuw float, ptr %1069, i64 %1647
  %1649 = load float, ptr %1648, align 4
  %1650 = getelementptr inbounds nuw float, ptr %184, i64 %1647
  %1651 = load float, ptr %1650, align 4
  %1652 = fadd float %1649, %1651
  %1653 = getelementptr inbounds nuw float, ptr %185, i64 %1647
  %1654 = load float, ptr %1653, align 4
  %1655 = fadd float %1652, %1654
  %1656 = getelementptr inbounds nuw float, ptr %1071, i64 %1647
  %1657 = load float, ptr %1656, align 4
  %1658 = fadd float %1655, %1657
  store float %1658, ptr %1656, align 4
  %1659 = add nuw nsw i64 %1635, 2
  %1660 = icmp eq i64 %1659, %32
  br i1 %1660, label %1568, label %1634

1661:                                             ; preds = %1631, %1727, %1613
  %1662 = getelementptr i8, ptr %1069, i64 %619
  br i1 %863, label %1707, label %1663

1663:                                             ; preds = %1661
  %1664 = getelementptr i8, ptr %1071, i64 %456
  %1665 = getelementptr i8, ptr %1071, i64 %456
  %1666 = getelementptr i8, ptr %1665, i64 %700
  %1667 = getelementptr i8, ptr %1069, i64 %620
  %1668 = icmp ult ptr %1664, %1667
  %1669 = icmp ult ptr %1662, %1666
  %1670 = and i1 %1668, %1669
  %1671 = icmp ult ptr %1664, %708
  %1672 = icmp ult ptr %706, %1666
  %1673 = and i1 %1671, %1672
  %1674 = or i1 %1670, %1673
  %1675 = icmp ult ptr %1664, %715
  %1676 = icmp ult ptr %713, %1666
  %1677 = and i1 %1675, %1676
  %1678 = or i1 %1674, %1677
  br i1 %1678, label %1707, label %1679

1679:                                             ; preds = %1663, %1679
  %1680 = phi i64 [ %1704, %1679 ], [ 0, %1663 ]
  %1681 = getelementptr float, ptr %1662, i64 %1680
  %1682 = getelementptr i8, ptr %1681, i64 16
  %1683 = load <4 x float>, ptr %1681, align 4
  %1684 = load <4 x float>, ptr %1682, align 4
  %1685 = add nuw nsw i64 %1680, %616
  %1686 = getelementptr inbounds nuw float, ptr %184, i64 %1685
  %1687 = getelementptr inbounds nuw i8, ptr %1686, i64 16
  %1688 = load <4 x float>, ptr %1686, align 16
  %1689 = load <4 x float>, ptr %1687, align 16
  %1690 = fadd <4 x float> %1683, %1688
  %1691 = fadd <4 x float> %1684, %1689
  %1692 = getelementptr inbounds nuw float, ptr %185, i64 %1685
  %1693 = getelementptr inbounds nuw i8, ptr %1692, i64 16
  %1694 = load <4 x float>, ptr %1692, align 16
  %1695 = load <4 x float>, ptr %1693, align 16
  %1696 = fadd <4 x float> %1690, %1694
  %1697 = fadd <4 x float> %1691, %1695
  %1698 = getelementptr inbounds nuw float, ptr %1071, i64 %1685
  %1699 = getelementptr inbounds nuw i8, ptr %1698, i64 16
  %1700 = load <4 x float>, ptr %1698, align 4
  %1701 = load <4 x float>, ptr %1699, align 4
  %1702 = fadd <4 x float> %1696, %1700
  %1703 = fadd <4 x float> %1697, %1701
  store <4 x float> %1702, ptr %1698, align 4
  store <4 x float> %1703, ptr %1699, align 4
  %1704 = add nuw i64 %1680, 8
  %1705 = icmp eq i64 %1704, %864
  br i1 %1705, label %1706, label %1679

1706:                                             ; preds = %1679
  br i1 %865, label %1756, label %1707

1707:                                             ; preds = %1663, %1661, %1706
  %1708 = phi i64 [ 0, %1663 ], [ 0, %1661 ], [ %864, %1706 ]
  %1709 = or disjoint i64 %1708, 1
  br i1 %867, label %1724, label %1710

1710:                                             ; preds = %1707
  %1711 = getelementptr float, ptr %1662, i64 %1708
  %1712 = load float, ptr %1711, align 4
  %1713 = add nuw nsw i64 %1708, %616
  %1714 = getelementptr inbounds nuw float, ptr %184, i64 %1713
  %1715 = load float, ptr %1714, align 16
  %1716 = fadd float %1712, %1715
  %1717 = getelementptr inbounds nuw float, ptr %185, i64 %1713
  %1718 = load float, ptr %1717, align 16
  %1719 = fadd float %1716, %1718
  %1720 = getelementptr inbounds nuw float, ptr %1071, i64 %1713
  %1721 = load float, ptr %1720, align 4
  %1722 = fadd float %1719, %1721
  store float %1722, ptr %1720, align 4
  %1723 = or disjoint i64 %1708, 1
  br label %1724

1724:                                             ; preds = %1710, %1707
  %1725 = phi i64 [ %1708, %1707 ], [ %1723, %1710 ]
  %1726 = icmp eq i64 %32, %1709
  br i1 %1726, label %1756, label %1822

1727:                                             ; preds = %1631, %1727
  %1728 = phi i64 [ %1754, %1727 ], [ %1632, %1631 ]
  %1729 = getelementptr float, ptr %1569, i64 %1728
  %1730 = load float, ptr %1729, align 4
  %1731 = add nuw nsw i64 %1728, %106
  %1732 = getelementptr inbounds nuw float, ptr %184, i64 %1731
  %1733 = load float, ptr %1732, align 4
  %1734 = fadd float %1730, %1733
  %1735 = getelementptr inbounds nuw float, ptr %185, i64 %1731
  %1736 = load float, ptr %1735, align 4
  %1737 = fadd float %1734, %1736
  %1738 = getelementptr inbounds nuw float, ptr %1071, i64 %1731
  %1739 = load float, ptr %1738, align 4
  %1740 = fadd float %1737, %1739
  store float %1740, ptr %1738, align 4
  %1741 = add nuw nsw i64 %1728, 1
  %1742 = getelementptr float, ptr %1569, i64 %1741
  %1743 = load float, ptr %1742, align 4
  %1744 = add nuw nsw i64 %1741, %106
  %1745 = getelementptr inbounds nuw float, ptr %184, i64 %1744
  %1746 = load float, ptr %1745, align 4
  %1747 = fadd float %1743, %1746
  %1748 = getelementptr inbounds nuw float, ptr %185, i64 %1744
  %1749 = load float, ptr %1748, align 4
  %1750 = fadd float %1747, %1749
  %1751 = getelementptr inbounds nuw float, ptr %1071, i64 %1744
  %1752 = load float, ptr %1751, align 4
  %1753 = fadd float %1750, %1752
  store float %1753, ptr %1751, align 4
  %1754 = add nuw nsw i64 %1728, 2
  %1755 = icmp eq i64 %1754, %32
  br i1 %1755, label %1661, label %1727

1756:                                             ; preds = %1724, %1822, %1706
  %1757 = getelementptr i8, ptr %1069, i64 %620
  br i1 %868, label %1802, label %1758

1758:                                             ; preds = %1756
  %1759 = getelementptr i8, ptr %1071, i64 %683
  %1760 = getelementptr i8, ptr %1071, i64 %683
  %1761 = getelementptr i8, ptr %1760, i64 %684
  %1762 = getelementptr i8, ptr %1069, i64 %685
  %1763 = icmp ult ptr %1759, %1762
  %1764 = icmp ult ptr %1757, %1761
  %1765 = and i1 %1763, %1764
  %1766 = icmp ult ptr %1759, %692
  %1767 = icmp ult ptr %690, %1761
  %1768 = and i1 %1766, %1767
  %1769 = or i1 %1765, %1768
  %1770 = icmp ult ptr %1759, %699
  %1771 = icmp ult ptr %697, %1761
  %1772 = and i1 %1770, %1771
  %1773 = or i1 %1769, %1772
  br i1 %1773, label %1802, label %1774

1774:                                             ; preds = %1758, %1774
  %1775 = phi i64 [ %1799, %1774 ], [ 0, %1758 ]
  %1776 = getelementptr float, ptr %1757, i64 %1775
  %1777 = getelementptr i8, ptr %1776, i64 16
  %1778 = load <4 x float>, ptr %1776, align 4
  %1779 = load <4 x float>, ptr %1777, align 4
  %1780 = add nuw nsw i64 %1775, %120
  %1781 = getelementptr inbounds nuw float, ptr %184, i64 %1780
  %1782 = getelementptr inbounds nuw i8, ptr %1781, i64 16
  %1783 = load <4 x float>, ptr %1781, align 16
  %1784 = load <4 x float>, ptr %1782, align 16
  %1785 = fadd <4 x float> %1778, %1783
  %1786 = fadd <4 x float> %1779, %1784
  %1787 = getelementptr inbounds nuw float, ptr %185, i64 %1780
  %1788 = getelementptr inbounds nuw i8, ptr %1787, i64 16
  %1789 = load <4 x float>, ptr %1787, align 16
  %1790 = load <4 x float>, ptr %1788, align 16
  %1791 = fadd <4 x float> %1785, %1789
  %1792 = fadd <4 x float> %1786, %1790
  %1793 = getelementptr inbounds nuw float, ptr %1071, i64 %1780
  %1794 = getelementptr inbounds nuw i8, ptr %1793, i64 16
  %1795 = load <4 x float>, ptr %1793, align 4
  %1796 = load <4 x float>, ptr %1794, align 4
  %1797 = fadd <4 x float> %1791, %1795
  %1798 = fadd <4 x float> %1792, %1796
  store <4 x float> %1797, ptr %1793, align 4
  store <4 x float> %1798, ptr %1794, align 4
  %1799 = add nuw i64 %1775, 8
  %1800 = icmp eq i64 %1799, %869
  br i1 %1800, label %1801, label %1774

1801:                                             ; preds = %1774
  br i1 %870, label %1851, label %1802

1802:                                             ; preds = %1758, %1756, %1801
  %1803 = phi i64 [ 0, %1758 ], [ 0, %1756 ], [ %869, %1801 ]
  %1804 = or disjoint i64 %1803, 1
  br i1 %872, label %1819, label %1805

1805:                                             ; preds = %1802
  %1806 = getelementptr float, ptr %1757, i64 %1803
  %1807 = load float, ptr %1806, align 4
  %1808 = add nuw nsw i64 %1803, %120
  %1809 = getelementptr inbounds nuw float, ptr %184, i64 %1808
  %1810 = load float, ptr %1809, align 16
  %1811 = fadd float %1807, %1810
  %1812 = getelementptr inbounds nuw float, ptr %185, i64 %1808
  %1813 = load float, ptr %1812, align 16
  %1814 = fadd float %1811, %1813
  %1815 = getelementptr inbounds nuw float, ptr %1071, i64 %1808
  %1816 = load float, ptr %1815, align 4
  %1817 = fadd float %1814, %1816
  store float %1817, ptr %1815, align 4
  %1818 = or disjoint i64 %1803, 1
  br label %1819

1819:                                             ; preds = %1805, %1802
  %1820 = phi i64 [ %1803, %1802 ], [ %1818, %1805 ]
  %1821 = icmp eq i64 %32, %1804
  br i1 %1821, label %1851, label %1907

1822:                                             ; preds = %1724, %1822
  %1823 = phi i64 [ %1849, %1822 ], [ %1725, %1724 ]
  %1824 = getelementptr float, ptr %1662, i64 %1823
  %1825 = load float, ptr %1824, align 4
  %1826 = add nuw nsw i64 %1823, %616
  %1827 = getelementptr inbounds nuw float, ptr %184, i64 %1826
  %1828 = load float, ptr %1827, align 4
  %1829 = fadd float %1825, %1828
  %1830 = getelementptr inbounds nuw float, ptr %185, i64 %1826
  %1831 = load float, ptr %1830, align 4
  %1832 = fadd float %1829, %1831
  %1833 = getelementptr inbounds nuw float, ptr %1071, i64 %1826
  %1834 = load float, ptr %1833, align 4
  %1835 = fadd float %1832, %1834
  store float %1835, ptr %1833, align 4
  %1836 = add nuw nsw i64 %1823, 1
  %1837 = getelementptr float, ptr %1662, i64 %1836
  %1838 = load float, ptr %1837, align 4
  %1839 = add nuw nsw i64 %1836, %616
  %1840 = getelementptr inbounds nuw float, ptr %184, i64 %1839
  %1841 = load float, ptr %1840, align 4
  %1842 = fadd float %1838, %1841
  %1843 = getelementptr inbounds nuw float, ptr %185, i64 %1839
  %1844 = load float, ptr %1843, align 4
  %1845 = fadd float %1842, %1844
  %1846 = getelementptr inbounds nuw float, ptr %1071, i64 %1839
  %1847 = load float, ptr %1846, align 4
  %1848 = fadd float %1845, %1847
  store float %1848, ptr %1846, align 4
  %1849 = add nuw nsw i64 %1823, 2
  %1850 = icmp eq i64 %1849, %32
  br i1 %1850, label %1756, label %1822

1851:                                             ; preds = %1819, %1907, %1801
  %1852 = getelementptr float, ptr %1071, i64 %616
  br i1 %645, label %1955, label %1853

1853:                                             ; preds = %1851
  br i1 %873, label %1905, label %1854

1854:                                             ; preds = %1853
  %1855 = getelementptr i8, ptr %1071, i64 %677
  %1856 = getelementptr i8, ptr %1071, i64 %680
  %1857 = getelementptr i8, ptr %1076, i64 %677
  %1858 = icmp ult ptr %1071, %1856
  %1859 = icmp ult ptr %1852, %1855
  %1860 = and i1 %1858, %1859
  %1861 = icmp ult ptr %1071, %681
  %1862 = icmp ult ptr %566, %1855
  %1863 = and i1 %1861, %1862
  %1864 = or i1 %1860, %1863
  %1865 = icmp ult ptr %1071, %1857
  %1866 = icmp ult ptr %1076, %1855
  %1867 = and i1 %1865, %1866
  %1868 = or i1 %1864, %1867
  %1869 = icmp ult ptr %1071, %682
  %1870 = icmp ult ptr %623, %1855
  %1871 = and i1 %1869, %1870
  %1872 = or i1 %1868, %1871
  %1873 = icmp ult ptr %1852, %681
  %1874 = icmp ult ptr %566, %1856
  %1875 = and i1 %1873, %1874
  %1876 = or i1 %1872, %1875
  %1877 = icmp ult ptr %1852, %1857
  %1878 = icmp ult ptr %1076, %1856
  %1879 = and i1 %1877, %1878
  %1880 = or i1 %1876, %1879
  %1881 = icmp ult ptr %1852, %682
  %1882 = icmp ult ptr %623, %1856
  %1883 = and i1 %1881, %1882
  %1884 = or i1 %1880, %1883
  br i1 %1884, label %1905, label %1885

1885:                                             ; preds = %1854, %1885
  %1886 = phi i64 [ %1902, %1885 ], [ 0, %1854 ]
  %1887 = getelementptr inbounds nuw float, ptr %1071, i64 %1886
  %1888 = load <4 x float>, ptr %1887, align 4
  %1889 = getelementptr inbounds nuw float, ptr %875, i64 %1886
  %1890 = load <4 x float>, ptr %1889, align 4
  %1891 = getelementptr inbounds nuw float, ptr %1076, i64 %1886
  %1892 = load <4 x float>, ptr %1891, align 4
  %1893 = fmul <4 x float> %1890, %1892
  %1894 = fadd <4 x float> %1888, %1893
  store <4 x float> %1894, ptr %1887, align 4
  %1895 = getelementptr inbounds nuw float, ptr %1852, i64 %1886
  %1896 = load <4 x float>, ptr %1895, align 4
  %1897 = getelementptr float, ptr %623, i64 %1886
  %1898 = load <4 x float>, ptr %1897, align 4
  %1899 = load <4 x float>, ptr %1891, align 4
  %1900 = fmul <4 x float> %1898, %1899
  %1901 = fadd <4 x float> %1896, %1900
  store <4 x float> %1901, ptr %1895, align 4
  %1902 = add nuw i64 %1886, 4
  %1903 = icmp eq i64 %1902, %874
  br i1 %1903, label %1904, label %1885

1904:                                             ; preds = %1885
  br i1 %876, label %1955, label %1905

1905:                                             ; preds = %1854, %1853, %1904
  %1906 = phi i64 [ 0, %1854 ], [ 0, %1853 ], [ %874, %1904 ]
  br label %1936

1907:                                             ; preds = %1819, %1907
  %1908 = phi i64 [ %1934, %1907 ], [ %1820, %1819 ]
  %1909 = getelementptr float, ptr %1757, i64 %1908
  %1910 = load float, ptr %1909, align 4
  %1911 = add nuw nsw i64 %1908, %120
  %1912 = getelementptr inbounds nuw float, ptr %184, i64 %1911
  %1913 = load float, ptr %1912, align 4
  %1914 = fadd float %1910, %1913
  %1915 = getelementptr inbounds nuw float, ptr %185, i64 %1911
  %1916 = load float, ptr %1915, align 4
  %1917 = fadd float %1914, %1916
  %1918 = getelementptr inbounds nuw float, ptr %1071, i64 %1911
  %1919 = load float, ptr %1918, align 4
  %1920 = fadd float %1917, %1919
  store float %1920, ptr %1918, align 4
  %1921 = add nuw nsw i64 %1908, 1
  %1922 = getelementptr float, ptr %1757, i64 %1921
  %1923 = load float, ptr %1922, align 4
  %1924 = add nuw nsw i64 %1921, %120
  %1925 = getelementptr inbounds nuw float, ptr %184, i64 %1924
  %1926 = load float, ptr %1925, align 4
  %1927 = fadd float %1923, %1926
  %1928 = getelementptr inbounds nuw float, ptr %185, i64 %1924
  %1929 = load float, ptr %1928, align 4
  %1930 = fadd float %1927, %1929
  %1931 = getelementptr inbounds nuw float, ptr %1071, i64 %1924
  %1932 = load float, ptr %1931, align 4
  %1933 = fadd float %1930, %1932
  store float %1933, ptr %1931, align 4
  %1934 = add nuw nsw i64 %1908, 2
  %1935 = icmp eq i64 %1934, %32
  br i1 %1935, label %1851, label %1907

1936:                                             ; preds = %1905, %1936
  %1937 = phi i64 [ %1953, %1936 ], [ %1906, %1905 ]
  %1938 = getelementptr inbounds nuw float, ptr %1071, i64 %1937
  %1939 = load float, ptr %1938, align 4
  %1940 = getelementptr inbounds nuw float, ptr %877, i64 %1937
  %1941 = load float, ptr %1940, align 4
  %1942 = getelementptr inbounds nuw float, ptr %1076, i64 %1937
  %1943 = load float, ptr %1942, align 4
  %1944 = fmul float %1941, %1943
  %1945 = fadd float %1939, %1944
  store float %1945, ptr %1938, align 4
  %1946 = getelementptr inbounds nuw float, ptr %1852, i64 %1937
  %1947 = load float, ptr %1946, align 4
  %1948 = getelementptr float, ptr %623, i64 %1937
  %1949 = load float, ptr %1948, align 4
  %1950 = load float, ptr %1942, align 4
  %1951 = fmul float %1949, %1950
  %1952 = fadd float %1947, %1951
  store float %1952, ptr %1946, align 4
  %1953 = add nuw nsw i64 %1937, 1
  %1954 = icmp eq i64 %1953, %194
  br i1 %1954, label %1955, label %1936

1955:                                             ; preds = %1936, %1904, %1566, %1851
  %1956 = phi i1 [ %644, %1566 ], [ true, %1851 ], [ false, %1904 ], [ false, %1936 ]
  %1957 = phi ptr [ %1567, %1566 ], [ %1852, %1851 ], [ %1852, %1904 ], [ %1852, %1936 ]
  %1958 = getelementptr float, ptr %1071, i64 %106
  %1959 = getelementptr inbounds float, ptr %1071, i64 %120
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1071, i64 noundef %106)
  br i1 %99, label %1960, label %1961

1960:                                             ; preds = %1955
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1957, i64 noundef %106)
  br label %1961

1961:                                             ; preds = %1960, %1955
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %1959, i64 noundef %106)
  br i1 %138, label %1962, label %1964

1962:                                             ; preds = %1961
  %1963 = getelementptr inbounds float, ptr %1071, i64 %616
  br label %2013

1964:                                             ; preds = %2024, %1961
  br i1 %1956, label %2057, label %1965

1965:                                             ; preds = %1964
  br i1 %878, label %1997, label %1966

1966:                                             ; preds = %1965
  %1967 = getelementptr i8, ptr %1071, i64 %678
  %1968 = getelementptr i8, ptr %1076, i64 %677
  %1969 = icmp ult ptr %1958, %679
  %1970 = icmp ult ptr %624, %1967
  %1971 = and i1 %1969, %1970
  %1972 = icmp ult ptr %1958, %1968
  %1973 = icmp ult ptr %1076, %1967
  %1974 = and i1 %1972, %1973
  %1975 = or i1 %1971, %1974
  br i1 %1975, label %1997, label %1976

1976:                                             ; preds = %1966, %1976
  %1977 = phi i64 [ %1994, %1976 ], [ 0, %1966 ]
  %1978 = getelementptr inbounds nuw float, ptr %1958, i64 %1977
  %1979 = getelementptr inbounds nuw i8, ptr %1978, i64 16
  %1980 = load <4 x float>, ptr %1978, align 4
  %1981 = load <4 x float>, ptr %1979, align 4
  %1982 = getelementptr float, ptr %624, i64 %1977
  %1983 = getelementptr i8, ptr %1982, i64 16
  %1984 = load <4 x float>, ptr %1982, align 4
  %1985 = load <4 x float>, ptr %1983, align 4
  %1986 = getelementptr inbounds nuw float, ptr %1076, i64 %1977
  %1987 = getelementptr inbounds nuw i8, ptr %1986, i64 16
  %1988 = load <4 x float>, ptr %1986, align 4
  %1989 = load <4 x float>, ptr %1987, align 4
  %1990 = fmul <4 x float> %1984, %1988
  %1991 = fmul <4 x float> %1985, %1989
  %1992 = fadd <4 x float> %1980, %1990
  %1993 = fadd <4 x float> %1981, %1991
  store <4 x float> %1992, ptr %1978, align 4
  store <4 x float> %1993, ptr %1979, align 4
  %1994 = add nuw i64 %1977, 8
  %1995 = icmp eq i64 %1994, %879
  br i1 %1995, label %1996, label %1976

1996:                                             ; preds = %1976
  br i1 %880, label %2057, label %1997

1997:                                             ; preds = %1966, %1965, %1996
  %1998 = phi i64 [ 0, %1966 ], [ 0, %1965 ], [ %879, %1996 ]
  %1999 = or disjoint i64 %1998, 1
  br i1 %882, label %2010, label %2000

2000:                                             ; preds = %1997
  %2001 = getelementptr inbounds nuw float, ptr %1958, i64 %1998
  %2002 = load float, ptr %2001, align 4
  %2003 = getelementptr float, ptr %624, i64 %1998
  %2004 = load float, ptr %2003, align 4
  %2005 = getelementptr inbounds nuw float, ptr %1076, i64 %1998
  %2006 = load float, ptr %2005, align 4
  %2007 = fmul float %2004, %2006
  %2008 = fadd float %2002, %2007
  store float %2008, ptr %2001, align 4
  %2009 = or disjoint i64 %1998, 1
  br label %2010

2010:                                             ; preds = %2000, %1997
  %2011 = phi i64 [ %1998, %1997 ], [ %2009, %2000 ]
  %2012 = icmp eq i64 %194, %1999
  br i1 %2012, label %2057, label %2036

2013:                                             ; preds = %1962, %2024
  %2014 = phi i64 [ %2034, %2024 ], [ 0, %1962 ]
  br i1 %99, label %2019, label %2015

2015:                                             ; preds = %2013
  %2016 = getelementptr inbounds nuw float, ptr %1071, i64 %2014
  %2017 = load float, ptr %2016, align 4
  %2018 = fsub float 1.000000e+00, %2017
  br label %2024

2019:                                             ; preds = %2013
  %2020 = getelementptr inbounds nuw float, ptr %1963, i64 %2014
  %2021 = load float, ptr %2020, align 4
  %2022 = getelementptr inbounds nuw float, ptr %1071, i64 %2014
  %2023 = load float, ptr %2022, align 4
  br label %2024

2024:                                             ; preds = %2019, %2015
  %2025 = phi float [ %2017, %2015 ], [ %2023, %2019 ]
  %2026 = phi float [ %2018, %2015 ], [ %2021, %2019 ]
  %2027 = getelementptr inbounds nuw float, ptr %1076, i64 %2014
  %2028 = load float, ptr %2027, align 4
  %2029 = fmul float %2026, %2028
  %2030 = getelementptr inbounds nuw float, ptr %1959, i64 %2014
  %2031 = load float, ptr %2030, align 4
  %2032 = fmul float %2025, %2031
  %2033 = fadd float %2029, %2032
  store float %2033, ptr %2027, align 4
  %2034 = add nuw nsw i64 %2014, 1
  %2035 = icmp eq i64 %2034, %194
  br i1 %2035, label %1964, label %2013

2036:                                             ; preds = %2010, %2036
  %2037 = phi i64 [ %2055, %2036 ], [ %2011, %2010 ]
  %2038 = getelementptr inbounds nuw float, ptr %1958, i64 %2037
  %2039 = load float, ptr %2038, align 4
  %2040 = getelementptr float, ptr %624, i64 %2037
  %2041 = load float, ptr %2040, align 4
  %2042 = getelementptr inbounds nuw float, ptr %1076, i64 %2037
  %2043 = load float, ptr %2042, align 4
  %2044 = fmul float %2041, %2043
  %2045 = fadd float %2039, %2044
  store float %2045, ptr %2038, align 4
  %2046 = add nuw nsw i64 %2037, 1
  %2047 = getelementptr inbounds nuw float, ptr %1958, i64 %2046
  %2048 = load float, ptr %2047, align 4
  %2049 = getelementptr float, ptr %624, i64 %2046
  %2050 = load float, ptr %2049, align 4
  %2051 = getelementptr inbounds nuw float, ptr %1076, i64 %2046
  %2052 = load float, ptr %2051, align 4
  %2053 = fmul float %2050, %2052
  %2054 = fadd float %2048, %2053
  store float %2054, ptr %2047, align 4
  %2055 = add nuw nsw i64 %2037, 2
  %2056 = icmp eq i64 %2055, %194
  br i1 %2056, label %2057, label %2036

2057:                                             ; preds = %2010, %2036, %1996, %1964
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1958, i64 noundef %106)
  br i1 %138, label %2103, label %2058

2058:                                             ; preds = %2057
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef %1959, i64 noundef %106)
  br label %2787

2059:                                             ; preds = %2103
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef nonnull %1959, i64 noundef %106)
  br i1 %883, label %2085, label %2060

2060:                                             ; preds = %2059
  %2061 = add i64 %675, %1074
  %2062 = sub i64 %2061, %1072
  %2063 = icmp ult i64 %2062, 32
  %2064 = add i64 %884, %1072
  %2065 = sub i64 %1074, %2064
  %2066 = icmp ult i64 %2065, 32
  %2067 = or i1 %2063, %2066
  br i1 %2067, label %2085, label %2068

2068:                                             ; preds = %2060, %2068
  %2069 = phi i64 [ %2082, %2068 ], [ 0, %2060 ]
  %2070 = getelementptr inbounds nuw float, ptr %1958, i64 %2069
  %2071 = getelementptr inbounds nuw i8, ptr %2070, i64 16
  %2072 = load <4 x float>, ptr %2070, align 4
  %2073 = load <4 x float>, ptr %2071, align 4
  %2074 = getelementptr inbounds nuw float, ptr %1959, i64 %2069
  %2075 = getelementptr inbounds nuw i8, ptr %2074, i64 16
  %2076 = load <4 x float>, ptr %2074, align 4
  %2077 = load <4 x float>, ptr %2075, align 4
  %2078 = fmul <4 x float> %2072, %2076
  %2079 = fmul <4 x float> %2073, %2077
  %2080 = getelementptr inbounds nuw float, ptr %1073, i64 %2069
  %2081 = getelementptr inbounds nuw i8, ptr %2080, i64 16
  store <4 x float> %2078, ptr %2080, align 4
  store <4 x float> %2079, ptr %2081, align 4
  %2082 = add nuw i64 %2069, 8
  %2083 = icmp eq i64 %2082, %885
  br i1 %2083, label %2084, label %2068

2084:                                             ; preds = %2068
  br i1 %886, label %2787, label %2085

2085:                                             ; preds = %2060, %2059, %2084
  %2086 = phi i64 [ 0, %2060 ], [ 0, %2059 ], [ %885, %2084 ]
  br i1 %888, label %2099, label %2087

2087:                                             ; preds = %2085, %2087
  %2088 = phi i64 [ %2096, %2087 ], [ %2086, %2085 ]
  %2089 = phi i64 [ %2097, %2087 ], [ 0, %2085 ]
  %2090 = getelementptr inbounds nuw float, ptr %1958, i64 %2088
  %2091 = load float, ptr %2090, align 4
  %2092 = getelementptr inbounds nuw float, ptr %1959, i64 %2088
  %2093 = load float, ptr %2092, align 4
  %2094 = fmul float %2091, %2093
  %2095 = getelementptr inbounds nuw float, ptr %1073, i64 %2088
  store float %2094, ptr %2095, align 4
  %2096 = add nuw nsw i64 %2088, 1
  %2097 = add i64 %2089, 1
  %2098 = icmp eq i64 %2097, %887
  br i1 %2098, label %2099, label %2087

2099:                                             ; preds = %2087, %2085
  %2100 = phi i64 [ %2086, %2085 ], [ %2096, %2087 ]
  %2101 = sub nsw i64 %2086, %32
  %2102 = icmp ugt i64 %2101, -4
  br i1 %2102, label %2787, label %2110

2103:                                             ; preds = %2057, %2103
  %2104 = phi i64 [ %2108, %2103 ], [ 0, %2057 ]
  %2105 = getelementptr inbounds nuw float, ptr %1959, i64 %2104
  %2106 = getelementptr inbounds nuw float, ptr %1076, i64 %2104
  %2107 = load <4 x float>, ptr %2106, align 4
  store <4 x float> %2107, ptr %2105, align 4
  %2108 = add nuw nsw i64 %2104, 4
  %2109 = icmp slt i64 %2108, %106
  br i1 %2109, label %2103, label %2059

2110:                                             ; preds = %2099, %2110
  %2111 = phi i64 [ %2139, %2110 ], [ %2100, %2099 ]
  %2112 = getelementptr inbounds nuw float, ptr %1958, i64 %2111
  %2113 = load float, ptr %2112, align 4
  %2114 = getelementptr inbounds nuw float, ptr %1959, i64 %2111
  %2115 = load float, ptr %2114, align 4
  %2116 = fmul float %2113, %2115
  %2117 = getelementptr inbounds nuw float, ptr %1073, i64 %2111
  store float %2116, ptr %2117, align 4
  %2118 = add nuw nsw i64 %2111, 1
  %2119 = getelementptr inbounds nuw float, ptr %1958, i64 %2118
  %2120 = load float, ptr %2119, align 4
  %2121 = getelementptr inbounds nuw float, ptr %1959, i64 %2118
  %2122 = load float, ptr %2121, align 4
  %2123 = fmul float %2120, %2122
  %2124 = getelementptr inbounds nuw float, ptr %1073, i64 %2118
  store float %2123, ptr %2124, align 4
  %2125 = add nuw nsw i64 %2111, 2
  %2126 = getelementptr inbounds nuw float, ptr %1958, i64 %2125
  %2127 = load float, ptr %2126, align 4
  %2128 = getelementptr inbounds nuw float, ptr %1959, i64 %2125
  %2129 = load float, ptr %2128, align 4
  %2130 = fmul float %2127, %2129
  %2131 = getelementptr inbounds nuw float, ptr %1073, i64 %2125
  store float %2130, ptr %2131, align 4
  %2132 = add nuw nsw i64 %2111, 3
  %2133 = getelementptr inbounds nuw float, ptr %1958, i64 %2132
  %2134 = load float, ptr %2133, align 4
  %2135 = getelementptr inbounds nuw float, ptr %1959, i64 %2132
  %2136 = load float, ptr %2135, align 4
  %2137 = fmul float %2134, %2136
  %2138 = getelementptr inbounds nuw float, ptr %1073, i64 %2132
  store float %2137, ptr %2138, align 4
  %2139 = add nuw nsw i64 %2111, 4
  %2140 = icmp eq i64 %2139, %32
  br i1 %2140, label %2787, label %2110

2141:                                             ; preds = %1503
  br i1 %100, label %2204, label %2142

2142:                                             ; preds = %2141
  br i1 %138, label %2143, label %2679

2143:                                             ; preds = %2142
  br i1 %817, label %2185, label %2144

2144:                                             ; preds = %2143
  %2145 = getelementptr i8, ptr %1071, i64 %806
  %2146 = getelementptr i8, ptr %1069, i64 %806
  %2147 = icmp ult ptr %1071, %2146
  %2148 = icmp ult ptr %1069, %2145
  %2149 = and i1 %2147, %2148
  %2150 = icmp ult ptr %1071, %812
  %2151 = icmp ult ptr %185, %2145
  %2152 = and i1 %2150, %2151
  %2153 = or i1 %2149, %2152
  %2154 = icmp ult ptr %1071, %816
  %2155 = icmp ult ptr %184, %2145
  %2156 = and i1 %2154, %2155
  %2157 = or i1 %2153, %2156
  br i1 %2157, label %2185, label %2158

2158:                                             ; preds = %2144, %2158
  %2159 = phi i64 [ %2182, %2158 ], [ 0, %2144 ]
  %2160 = getelementptr inbounds nuw float, ptr %1069, i64 %2159
  %2161 = getelementptr inbounds nuw i8, ptr %2160, i64 16
  %2162 = load <4 x float>, ptr %2160, align 4
  %2163 = load <4 x float>, ptr %2161, align 4
  %2164 = getelementptr inbounds nuw float, ptr %184, i64 %2159
  %2165 = getelementptr inbounds nuw i8, ptr %2164, i64 16
  %2166 = load <4 x float>, ptr %2164, align 16
  %2167 = load <4 x float>, ptr %2165, align 16
  %2168 = fadd <4 x float> %2162, %2166
  %2169 = fadd <4 x float> %2163, %2167
  %2170 = getelementptr inbounds nuw float, ptr %185, i64 %2159
  %2171 = getelementptr inbounds nuw i8, ptr %2170, i64 16
  %2172 = load <4 x float>, ptr %2170, align 16
  %2173 = load <4 x float>, ptr %2171, align 16
  %2174 = fadd <4 x float> %2168, %2172
  %2175 = fadd <4 x float> %2169, %2173
  %2176 = getelementptr inbounds nuw float, ptr %1071, i64 %2159
  %2177 = getelementptr inbounds nuw i8, ptr %2176, i64 16
  %2178 = load <4 x float>, ptr %2176, align 4
  %2179 = load <4 x float>, ptr %2177, align 4
  %2180 = fadd <4 x float> %2174, %2178
  %2181 = fadd <4 x float> %2175, %2179
  store <4 x float> %2180, ptr %2176, align 4
  store <4 x float> %2181, ptr %2177, align 4
  %2182 = add nuw i64 %2159, 8
  %2183 = icmp eq i64 %2182, %818
  br i1 %2183, label %2184, label %2158

2184:                                             ; preds = %2158
  br i1 %819, label %2586, label %2185

2185:                                             ; preds = %2144, %2143, %2184
  %2186 = phi i64 [ 0, %2144 ], [ 0, %2143 ], [ %818, %2184 ]
  %2187 = or disjoint i64 %2186, 1
  br i1 %821, label %2201, label %2188

2188:                                             ; preds = %2185
  %2189 = getelementptr inbounds nuw float, ptr %1069, i64 %2186
  %2190 = load float, ptr %2189, align 4
  %2191 = getelementptr inbounds nuw float, ptr %184, i64 %2186
  %2192 = load float, ptr %2191, align 16
  %2193 = fadd float %2190, %2192
  %2194 = getelementptr inbounds nuw float, ptr %185, i64 %2186
  %2195 = load float, ptr %2194, align 16
  %2196 = fadd float %2193, %2195
  %2197 = getelementptr inbounds nuw float, ptr %1071, i64 %2186
  %2198 = load float, ptr %2197, align 4
  %2199 = fadd float %2196, %2198
  store float %2199, ptr %2197, align 4
  %2200 = or disjoint i64 %2186, 1
  br label %2201

2201:                                             ; preds = %2188, %2185
  %2202 = phi i64 [ %2186, %2185 ], [ %2200, %2188 ]
  %2203 = icmp eq i64 %32, %2187
  br i1 %2203, label %2586, label %2652

2204:                                             ; preds = %2141
  br i1 %138, label %2205, label %2469

2205:                                             ; preds = %2204
  br i1 %833, label %2247, label %2206

2206:                                             ; preds = %2205
  %2207 = getelementptr i8, ptr %1071, i64 %778
  %2208 = getelementptr i8, ptr %1069, i64 %778
  %2209 = icmp ult ptr %1071, %2208
  %2210 = icmp ult ptr %1069, %2207
  %2211 = and i1 %2209, %2210
  %2212 = icmp ult ptr %1071, %784
  %2213 = icmp ult ptr %185, %2207
  %2214 = and i1 %2212, %2213
  %2215 = or i1 %2211, %2214
  %2216 = icmp ult ptr %1071, %788
  %2217 = icmp ult ptr %184, %2207
  %2218 = and i1 %2216, %2217
  %2219 = or i1 %2215, %2218
  br i1 %2219, label %2247, label %2220

2220:                                             ; preds = %2206, %2220
  %2221 = phi i64 [ %2244, %2220 ], [ 0, %2206 ]
  %2222 = getelementptr inbounds nuw float, ptr %1069, i64 %2221
  %2223 = getelementptr inbounds nuw i8, ptr %2222, i64 16
  %2224 = load <4 x float>, ptr %2222, align 4
  %2225 = load <4 x float>, ptr %2223, align 4
  %2226 = getelementptr inbounds nuw float, ptr %184, i64 %2221
  %2227 = getelementptr inbounds nuw i8, ptr %2226, i64 16
  %2228 = load <4 x float>, ptr %2226, align 16
  %2229 = load <4 x float>, ptr %2227, align 16
  %2230 = fadd <4 x float> %2224, %2228
  %2231 = fadd <4 x float> %2225, %2229
  %2232 = getelementptr inbounds nuw float, ptr %185, i64 %2221
  %2233 = getelementptr inbounds nuw i8, ptr %2232, i64 16
  %2234 = load <4 x float>, ptr %2232, align 16
  %2235 = load <4 x float>, ptr %2233, align 16
  %2236 = fadd <4 x float> %2230, %2234
  %2237 = fadd <4 x float> %2231, %2235
  %2238 = getelementptr inbounds nuw float, ptr %1071, i64 %2221
  %2239 = getelementptr inbounds nuw i8, ptr %2238, i64 16
  %2240 = load <4 x float>, ptr %2238, align 4
  %2241 = load <4 x float>, ptr %2239, align 4
  %2242 = fadd <4 x float> %2236, %2240
  %2243 = fadd <4 x float> %2237, %2241
  store <4 x float> %2242, ptr %2238, align 4
  store <4 x float> %2243, ptr %2239, align 4
  %2244 = add nuw i64 %2221, 8
  %2245 = icmp eq i64 %2244, %834
  br i1 %2245, label %2246, label %2220

2246:                                             ; preds = %2220
  br i1 %835, label %2266, label %2247

2247:                                             ; preds = %2206, %2205, %2246
  %2248 = phi i64 [ 0, %2206 ], [ 0, %2205 ], [ %834, %2246 ]
  %2249 = or disjoint i64 %2248, 1
  br i1 %837, label %2263, label %2250

2250:                                             ; preds = %2247
  %2251 = getelementptr inbounds nuw float, ptr %1069, i64 %2248
  %2252 = load float, ptr %2251, align 4
  %2253 = getelementptr inbounds nuw float, ptr %184, i64 %2248
  %2254 = load float, ptr %2253, align 16
  %2255 = fadd float %2252, %2254
  %2256 = getelementptr inbounds nuw float, ptr %185, i64 %2248
  %2257 = load float, ptr %2256, align 16
  %2258 = fadd float %2255, %2257
  %2259 = getelementptr inbounds nuw float, ptr %1071, i64 %2248
  %2260 = load float, ptr %2259, align 4
  %2261 = fadd float %2258, %2260
  store float %2261, ptr %2259, align 4
  %2262 = or disjoint i64 %2248, 1
  br label %2263

2263:                                             ; preds = %2250, %2247
  %2264 = phi i64 [ %2248, %2247 ], [ %2262, %2250 ]
  %2265 = icmp eq i64 %32, %2249
  br i1 %2265, label %2266, label %2332

2266:                                             ; preds = %2263, %2332, %2246
  %2267 = getelementptr float, ptr %1069, i64 %32
  br i1 %838, label %2312, label %2268

2268:                                             ; preds = %2266
  %2269 = getelementptr i8, ptr %1071, i64 %761
  %2270 = getelementptr i8, ptr %1071, i64 %761
  %2271 = getelementptr i8, ptr %2270, i64 %762
  %2272 = getelementptr i8, ptr %1069, i64 %619
  %2273 = icmp ult ptr %2269, %2272
  %2274 = icmp ult ptr %2267, %2271
  %2275 = and i1 %2273, %2274
  %2276 = icmp ult ptr %2269, %770
  %2277 = icmp ult ptr %768, %2271
  %2278 = and i1 %2276, %2277
  %2279 = or i1 %2275, %2278
  %2280 = icmp ult ptr %2269, %777
  %2281 = icmp ult ptr %775, %2271
  %2282 = and i1 %2280, %2281
  %2283 = or i1 %2279, %2282
  br i1 %2283, label %2312, label %2284

2284:                                             ; preds = %2268, %2284
  %2285 = phi i64 [ %2309, %2284 ], [ 0, %2268 ]
  %2286 = getelementptr float, ptr %2267, i64 %2285
  %2287 = getelementptr i8, ptr %2286, i64 16
  %2288 = load <4 x float>, ptr %2286, align 4
  %2289 = load <4 x float>, ptr %2287, align 4
  %2290 = add nuw nsw i64 %2285, %106
  %2291 = getelementptr inbounds nuw float, ptr %184, i64 %2290
  %2292 = getelementptr inbounds nuw i8, ptr %2291, i64 16
  %2293 = load <4 x float>, ptr %2291, align 16
  %2294 = load <4 x float>, ptr %2292, align 16
  %2295 = fadd <4 x float> %2288, %2293
  %2296 = fadd <4 x float> %2289, %2294
  %2297 = getelementptr inbounds nuw float, ptr %185, i64 %2290
  %2298 = getelementptr inbounds nuw i8, ptr %2297, i64 16
  %2299 = load <4 x float>, ptr %2297, align 16
  %2300 = load <4 x float>, ptr %2298, align 16
  %2301 = fadd <4 x float> %2295, %2299
  %2302 = fadd <4 x float> %2296, %2300
  %2303 = getelementptr inbounds nuw float, ptr %1071, i64 %2290
  %2304 = getelementptr inbounds nuw i8, ptr %2303, i64 16
  %2305 = load <4 x float>, ptr %2303, align 4
  %2306 = load <4 x float>, ptr %2304, align 4
  %2307 = fadd <4 x float> %2301, %2305
  %2308 = fadd <4 x float> %2302, %2306
  store <4 x float> %2307, ptr %2303, align 4
  store <4 x float> %2308, ptr %2304, align 4
  %2309 = add nuw i64 %2285, 8
  %2310 = icmp eq i64 %2309, %839
  br i1 %2310, label %2311, label %2284

2311:                                             ; preds = %2284
  br i1 %840, label %2359, label %2312

2312:                                             ; preds = %2268, %2266, %2311
  %2313 = phi i64 [ 0, %2268 ], [ 0, %2266 ], [ %839, %2311 ]
  %2314 = or disjoint i64 %2313, 1
  br i1 %842, label %2329, label %2315

2315:                                             ; preds = %2312
  %2316 = getelementptr float, ptr %2267, i64 %2313
  %2317 = load float, ptr %2316, align 4
  %2318 = add nuw nsw i64 %2313, %106
  %2319 = getelementptr inbounds nuw float, ptr %184, i64 %2318
  %2320 = load float, ptr %2319, align 16
  %2321 = fadd float %2317, %2320
  %2322 = getelementptr inbounds nuw float, ptr %185, i64 %2318
  %2323 = load float, ptr %2322, align 16
  %2324 = fadd float %2321, %2323
  %2325 = getelementptr inbounds nuw float, ptr %1071, i64 %2318
  %2326 = load float, ptr %2325, align 4
  %2327 = fadd float %2324, %2326
  store float %2327, ptr %2325, align 4
  %2328 = or disjoint i64 %2313, 1
  br label %2329

2329:                                             ; preds = %2315, %2312
  %2330 = phi i64 [ %2313, %2312 ], [ %2328, %2315 ]
  %2331 = icmp eq i64 %32, %2314
  br i1 %2331, label %2359, label %2440

2332:                                             ; preds = %2263, %2332
  %2333 = phi i64 [ %2357, %2332 ], [ %2264, %2263 ]
  %2334 = getelementptr inbounds nuw float, ptr %1069, i64 %2333
  %2335 = load float, ptr %2334, align 4
  %2336 = getelementptr inbounds nuw float, ptr %184, i64 %2333
  %2337 = load float, ptr %2336, align 4
  %2338 = fadd float %2335, %2337
  %2339 = getelementptr inbounds nuw float, ptr %185, i64 %2333
  %2340 = load float, ptr %2339, align 4
  %2341 = fadd float %2338, %2340
  %2342 = getelementptr inbounds nuw float, ptr %1071, i64 %2333
  %2343 = load float, ptr %2342, align 4
  %2344 = fadd float %2341, %2343
  store float %2344, ptr %2342, align 4
  %2345 = add nuw nsw i64 %2333, 1
  %2346 = getelementptr inbounds nuw float, ptr %1069, i64 %2345
  %2347 = load float, ptr %2346, align 4
  %2348 = getelementptr inbounds nuw float, ptr %184, i64 %2345
  %2349 = load float, ptr %2348, align 4
  %2350 = fadd float %2347, %2349
  %2351 = getelementptr inbounds nuw float, ptr %185, i64 %2345
  %2352 = load float, ptr %2351, align 4
  %2353 = fadd float %2350, %2352
  %2354 = getelementptr inbounds nuw float, ptr %1071, i64 %2345
  %2355 = load float, ptr %2354, align 4
  %2356 = fadd float %2353, %2355
  store float %2356, ptr %2354, align 4
  %2357 = add nuw nsw i64 %2333, 2
  %2358 = icmp eq i64 %2357, %32
  br i1 %2358, label %2266, label %2332

2359:                                             ; preds = %2329, %2440, %2311
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1071, i64 noundef %616)
  %2360 = getelementptr inbounds nuw float, ptr %1071, i64 %106
  %2361 = getelementptr inbounds nuw float, ptr %1071, i64 %616
  %2362 = getelementptr i8, ptr %1069, i64 %619
  br i1 %843, label %2417, label %2363

2363:                                             ; preds = %2359
  %2364 = getelementptr i8, ptr %1071, i64 %745
  %2365 = getelementptr i8, ptr %1069, i64 %620
  %2366 = getelementptr i8, ptr %1071, i64 %761
  %2367 = getelementptr i8, ptr %2366, i64 %744
  %2368 = icmp ult ptr %2361, %753
  %2369 = icmp ult ptr %751, %2364
  %2370 = and i1 %2368, %2369
  %2371 = icmp ult ptr %2361, %2365
  %2372 = icmp ult ptr %2362, %2364
  %2373 = and i1 %2371, %2372
  %2374 = or i1 %2370, %2373
  %2375 = icmp ult ptr %2361, %760
  %2376 = icmp ult ptr %758, %2364
  %2377 = and i1 %2375, %2376
  %2378 = or i1 %2374, %2377
  %2379 = icmp ult ptr %2361, %2367
  %2380 = icmp ult ptr %2360, %2364
  %2381 = and i1 %2379, %2380
  %2382 = or i1 %2378, %2381
  br i1 %2382, label %2417, label %2383

2383:                                             ; preds = %2363, %2383
  %2384 = phi i64 [ %2414, %2383 ], [ 0, %2363 ]
  %2385 = getelementptr inbounds nuw float, ptr %2361, i64 %2384
  %2386 = getelementptr inbounds nuw i8, ptr %2385, i64 16
  %2387 = load <4 x float>, ptr %2385, align 4
  %2388 = load <4 x float>, ptr %2386, align 4
  %2389 = add nuw nsw i64 %2384, %616
  %2390 = getelementptr inbounds nuw float, ptr %185, i64 %2389
  %2391 = getelementptr inbounds nuw i8, ptr %2390, i64 16
  %2392 = load <4 x float>, ptr %2390, align 16
  %2393 = load <4 x float>, ptr %2391, align 16
  %2394 = fadd <4 x float> %2387, %2392
  %2395 = fadd <4 x float> %2388, %2393
  %2396 = getelementptr float, ptr %2362, i64 %2384
  %2397 = getelementptr i8, ptr %2396, i64 16
  %2398 = load <4 x float>, ptr %2396, align 4
  %2399 = load <4 x float>, ptr %2397, align 4
  %2400 = getelementptr inbounds nuw float, ptr %184, i64 %2389
  %2401 = getelementptr inbounds nuw i8, ptr %2400, i64 16
  %2402 = load <4 x float>, ptr %2400, align 16
  %2403 = load <4 x float>, ptr %2401, align 16
  %2404 = fadd <4 x float> %2398, %2402
  %2405 = fadd <4 x float> %2399, %2403
  %2406 = getelementptr inbounds nuw float, ptr %2360, i64 %2384
  %2407 = getelementptr inbounds nuw i8, ptr %2406, i64 16
  %2408 = load <4 x float>, ptr %2406, align 4
  %2409 = load <4 x float>, ptr %2407, align 4
  %2410 = fmul <4 x float> %2394, %2408
  %2411 = fmul <4 x float> %2395, %2409
  %2412 = fadd <4 x float> %2404, %2410
  %2413 = fadd <4 x float> %2405, %2411
  store <4 x float> %2412, ptr %2385, align 4
  store <4 x float> %2413, ptr %2386, align 4
  %2414 = add nuw i64 %2384, 8
  %2415 = icmp eq i64 %2414, %844
  br i1 %2415, label %2416, label %2383

2416:                                             ; preds = %2383
  br i1 %845, label %2471, label %2417

2417:                                             ; preds = %2363, %2359, %2416
  %2418 = phi i64 [ 0, %2363 ], [ 0, %2359 ], [ %844, %2416 ]
  %2419 = or disjoint i64 %2418, 1
  br i1 %847, label %2437, label %2420

2420:                                             ; preds = %2417
  %2421 = getelementptr inbounds nuw float, ptr %2361, i64 %2418
  %2422 = load float, ptr %2421, align 4
  %2423 = add nuw nsw i64 %2418, %616
  %2424 = getelementptr inbounds nuw float, ptr %185, i64 %2423
  %2425 = load float, ptr %2424, align 16
  %2426 = fadd float %2422, %2425
  %2427 = getelementptr float, ptr %2362, i64 %2418
  %2428 = load float, ptr %2427, align 4
  %2429 = getelementptr inbounds nuw float, ptr %184, i64 %2423
  %2430 = load float, ptr %2429, align 16
  %2431 = fadd float %2428, %2430
  %2432 = getelementptr inbounds nuw float, ptr %2360, i64 %2418
  %2433 = load float, ptr %2432, align 4
  %2434 = fmul float %2426, %2433
  %2435 = fadd float %2431, %2434
  store float %2435, ptr %2421, align 4
  %2436 = or disjoint i64 %2418, 1
  br label %2437

2437:                                             ; preds = %2420, %2417
  %2438 = phi i64 [ %2418, %2417 ], [ %2436, %2420 ]
  %2439 = icmp eq i64 %32, %2419
  br i1 %2439, label %2471, label %2526

2440:                                             ; preds = %2329, %2440
  %2441 = phi i64 [ %2467, %2440 ], [ %2330, %2329 ]
  %2442 = getelementptr float, ptr %2267, i64 %2441
  %2443 = load float, ptr %2442, align 4
  %2444 = add nuw nsw i64 %2441, %106
  %2445 = getelementptr inbounds nuw float, ptr %184, i64 %2444
  %2446 = load float, ptr %2445, align 4
  %2447 = fadd float %2443, %2446
  %2448 = getelementptr inbounds nuw float, ptr %185, i64 %2444
  %2449 = load float, ptr %2448, align 4
  %2450 = fadd float %2447, %2449
  %2451 = getelementptr inbounds nuw float, ptr %1071, i64 %2444
  %2452 = load float, ptr %2451, align 4
  %2453 = fadd float %2450, %2452
  store float %2453, ptr %2451, align 4
  %2454 = add nuw nsw i64 %2441, 1
  %2455 = getelementptr float, ptr %2267, i64 %2454
  %2456 = load float, ptr %2455, align 4
  %2457 = add nuw nsw i64 %2454, %106
  %2458 = getelementptr inbounds nuw float, ptr %184, i64 %2457
  %2459 = load float, ptr %2458, align 4
  %2460 = fadd float %2456, %2459
  %2461 = getelementptr inbounds nuw float, ptr %185, i64 %2457
  %2462 = load float, ptr %2461, align 4
  %2463 = fadd float %2460, %2462
  %2464 = getelementptr inbounds nuw float, ptr %1071, i64 %2457
  %2465 = load float, ptr %2464, align 4
  %2466 = fadd float %2463, %2465
  store float %2466, ptr %2464, align 4
  %2467 = add nuw nsw i64 %2441, 2
  %2468 = icmp eq i64 %2467, %32
  br i1 %2468, label %2359, label %2440

2469:                                             ; preds = %2204
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1071, i64 noundef %616)
  %2470 = getelementptr inbounds float, ptr %1071, i64 %616
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %2470, i64 noundef %106)
  br label %2787

2471:                                             ; preds = %2437, %2526, %2416
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %2361, i64 noundef %106)
  br i1 %848, label %2508, label %2472

2472:                                             ; preds = %2471
  %2473 = getelementptr i8, ptr %1073, i64 %744
  %2474 = getelementptr i8, ptr %1071, i64 %745
  %2475 = getelementptr i8, ptr %1071, i64 %744
  %2476 = icmp ult ptr %1073, %2474
  %2477 = icmp ult ptr %2361, %2473
  %2478 = and i1 %2476, %2477
  %2479 = icmp ult ptr %1073, %2475
  %2480 = icmp ult ptr %1071, %2473
  %2481 = and i1 %2479, %2480
  %2482 = or i1 %2478, %2481
  br i1 %2482, label %2508, label %2483

2483:                                             ; preds = %2472, %2483
  %2484 = phi i64 [ %2505, %2483 ], [ 0, %2472 ]
  %2485 = getelementptr inbounds nuw float, ptr %1071, i64 %2484
  %2486 = getelementptr inbounds nuw i8, ptr %2485, i64 16
  %2487 = load <4 x float>, ptr %2485, align 4
  %2488 = load <4 x float>, ptr %2486, align 4
  %2489 = fsub <4 x float> splat (float 1.000000e+00), %2487
  %2490 = fsub <4 x float> splat (float 1.000000e+00), %2488
  %2491 = getelementptr inbounds nuw float, ptr %2361, i64 %2484
  %2492 = getelementptr inbounds nuw i8, ptr %2491, i64 16
  %2493 = load <4 x float>, ptr %2491, align 4
  %2494 = load <4 x float>, ptr %2492, align 4
  %2495 = fmul <4 x float> %2489, %2493
  %2496 = fmul <4 x float> %2490, %2494
  %2497 = getelementptr inbounds nuw float, ptr %1073, i64 %2484
  %2498 = getelementptr inbounds nuw i8, ptr %2497, i64 16
  %2499 = load <4 x float>, ptr %2497, align 4
  %2500 = load <4 x float>, ptr %2498, align 4
  %2501 = fmul <4 x float> %2487, %2499
  %2502 = fmul <4 x float> %2488, %2500
  %2503 = fadd <4 x float> %2495, %2501
  %2504 = fadd <4 x float> %2496, %2502
  store <4 x float> %2503, ptr %2497, align 4
  store <4 x float> %2504, ptr %2498, align 4
  %2505 = add nuw i64 %2484, 8
  %2506 = icmp eq i64 %2505, %849
  br i1 %2506, label %2507, label %2483

2507:                                             ; preds = %2483
  br i1 %850, label %2787, label %2508

2508:                                             ; preds = %2472, %2471, %2507
  %2509 = phi i64 [ 0, %2472 ], [ 0, %2471 ], [ %849, %2507 ]
  %2510 = or disjoint i64 %2509, 1
  br i1 %852, label %2523, label %2511

2511:                                             ; preds = %2508
  %2512 = getelementptr inbounds nuw float, ptr %1071, i64 %2509
  %2513 = load float, ptr %2512, align 4
  %2514 = fsub float 1.000000e+00, %2513
  %2515 = getelementptr inbounds nuw float, ptr %2361, i64 %2509
  %2516 = load float, ptr %2515, align 4
  %2517 = fmul float %2514, %2516
  %2518 = getelementptr inbounds nuw float, ptr %1073, i64 %2509
  %2519 = load float, ptr %2518, align 4
  %2520 = fmul float %2513, %2519
  %2521 = fadd float %2517, %2520
  store float %2521, ptr %2518, align 4
  %2522 = or disjoint i64 %2509, 1
  br label %2523

2523:                                             ; preds = %2511, %2508
  %2524 = phi i64 [ %2509, %2508 ], [ %2522, %2511 ]
  %2525 = icmp eq i64 %32, %2510
  br i1 %2525, label %2787, label %2561

2526:                                             ; preds = %2437, %2526
  %2527 = phi i64 [ %2559, %2526 ], [ %2438, %2437 ]
  %2528 = getelementptr inbounds nuw float, ptr %2361, i64 %2527
  %2529 = load float, ptr %2528, align 4
  %2530 = add nuw nsw i64 %2527, %616
  %2531 = getelementptr inbounds nuw float, ptr %185, i64 %2530
  %2532 = load float, ptr %2531, align 4
  %2533 = fadd float %2529, %2532
  %2534 = getelementptr float, ptr %2362, i64 %2527
  %2535 = load float, ptr %2534, align 4
  %2536 = getelementptr inbounds nuw float, ptr %184, i64 %2530
  %2537 = load float, ptr %2536, align 4
  %2538 = fadd float %2535, %2537
  %2539 = getelementptr inbounds nuw float, ptr %2360, i64 %2527
  %2540 = load float, ptr %2539, align 4
  %2541 = fmul float %2533, %2540
  %2542 = fadd float %2538, %2541
  store float %2542, ptr %2528, align 4
  %2543 = add nuw nsw i64 %2527, 1
  %2544 = getelementptr inbounds nuw float, ptr %2361, i64 %2543
  %2545 = load float, ptr %2544, align 4
  %2546 = add nuw nsw i64 %2543, %616
  %2547 = getelementptr inbounds nuw float, ptr %185, i64 %2546
  %2548 = load float, ptr %2547, align 4
  %2549 = fadd float %2545, %2548
  %2550 = getelementptr float, ptr %2362, i64 %2543
  %2551 = load float, ptr %2550, align 4
  %2552 = getelementptr inbounds nuw float, ptr %184, i64 %2546
  %2553 = load float, ptr %2552, align 4
  %2554 = fadd float %2551, %2553
  %2555 = getelementptr inbounds nuw float, ptr %2360, i64 %2543
  %2556 = load float, ptr %2555, align 4
  %2557 = fmul float %2549, %2556
  %2558 = fadd float %2554, %2557
  store float %2558, ptr %2544, align 4
  %2559 = add nuw nsw i64 %2527, 2
  %2560 = icmp eq i64 %2559, %32
  br i1 %2560, label %2471, label %2526

2561:                                             ; preds = %2523, %2561
  %2562 = phi i64 [ %2584, %2561 ], [ %2524, %2523 ]
  %2563 = getelementptr inbounds nuw float, ptr %1071, i64 %2562
  %2564 = load float, ptr %2563, align 4
  %2565 = fsub float 1.000000e+00, %2564
  %2566 = getelementptr inbounds nuw float, ptr %2361, i64 %2562
  %2567 = load float, ptr %2566, align 4
  %2568 = fmul float %2565, %2567
  %2569 = getelementptr inbounds nuw float, ptr %1073, i64 %2562
  %2570 = load float, ptr %2569, align 4
  %2571 = fmul float %2564, %2570
  %2572 = fadd float %2568, %2571
  store float %2572, ptr %2569, align 4
  %2573 = add nuw nsw i64 %2562, 1
  %2574 = getelementptr inbounds nuw float, ptr %1071, i64 %2573
  %2575 = load float, ptr %2574, align 4
  %2576 = fsub float 1.000000e+00, %2575
  %2577 = getelementptr inbounds nuw float, ptr %2361, i64 %2573
  %2578 = load float, ptr %2577, align 4
  %2579 = fmul float %2576, %2578
  %2580 = getelementptr inbounds nuw float, ptr %1073, i64 %2573
  %2581 = load float, ptr %2580, align 4
  %2582 = fmul float %2575, %2581
  %2583 = fadd float %2579, %2582
  store float %2583, ptr %2580, align 4
  %2584 = add nuw nsw i64 %2562, 2
  %2585 = icmp eq i64 %2584, %32
  br i1 %2585, label %2787, label %2561

2586:                                             ; preds = %2201, %2652, %2184
  %2587 = getelementptr float, ptr %1069, i64 %32
  br i1 %822, label %2632, label %2588

2588:                                             ; preds = %2586
  %2589 = getelementptr i8, ptr %1071, i64 %789
  %2590 = getelementptr i8, ptr %1071, i64 %789
  %2591 = getelementptr i8, ptr %2590, i64 %790
  %2592 = getelementptr i8, ptr %1069, i64 %619
  %2593 = icmp ult ptr %2589, %2592
  %2594 = icmp ult ptr %2587, %2591
  %2595 = and i1 %2593, %2594
  %2596 = icmp ult ptr %2589, %798
  %2597 = icmp ult ptr %796, %2591
  %2598 = and i1 %2596, %2597
  %2599 = or i1 %2595, %2598
  %2600 = icmp ult ptr %2589, %805
  %2601 = icmp ult ptr %803, %2591
  %2602 = and i1 %2600, %2601
  %2603 = or i1 %2599, %2602
  br i1 %2603, label %2632, label %2604

2604:                                             ; preds = %2588, %2604
  %2605 = phi i64 [ %2629, %2604 ], [ 0, %2588 ]
  %2606 = getelementptr float, ptr %2587, i64 %2605
  %2607 = getelementptr i8, ptr %2606, i64 16
  %2608 = load <4 x float>, ptr %2606, align 4
  %2609 = load <4 x float>, ptr %2607, align 4
  %2610 = add nuw nsw i64 %2605, %106
  %2611 = getelementptr inbounds nuw float, ptr %184, i64 %2610
  %2612 = getelementptr inbounds nuw i8, ptr %2611, i64 16
  %2613 = load <4 x float>, ptr %2611, align 16
  %2614 = load <4 x float>, ptr %2612, align 16
  %2615 = fadd <4 x float> %2608, %2613
  %2616 = fadd <4 x float> %2609, %2614
  %2617 = getelementptr inbounds nuw float, ptr %185, i64 %2610
  %2618 = getelementptr inbounds nuw i8, ptr %2617, i64 16
  %2619 = load <4 x float>, ptr %2617, align 16
  %2620 = load <4 x float>, ptr %2618, align 16
  %2621 = fadd <4 x float> %2615, %2619
  %2622 = fadd <4 x float> %2616, %2620
  %2623 = getelementptr inbounds nuw float, ptr %1071, i64 %2610
  %2624 = getelementptr inbounds nuw i8, ptr %2623, i64 16
  %2625 = load <4 x float>, ptr %2623, align 4
  %2626 = load <4 x float>, ptr %2624, align 4
  %2627 = fadd <4 x float> %2621, %2625
  %2628 = fadd <4 x float> %2622, %2626
  store <4 x float> %2627, ptr %2623, align 4
  store <4 x float> %2628, ptr %2624, align 4
  %2629 = add nuw i64 %2605, 8
  %2630 = icmp eq i64 %2629, %823
  br i1 %2630, label %2631, label %2604

2631:                                             ; preds = %2604
  br i1 %824, label %2680, label %2632

2632:                                             ; preds = %2588, %2586, %2631
  %2633 = phi i64 [ 0, %2588 ], [ 0, %2586 ], [ %823, %2631 ]
  %2634 = or disjoint i64 %2633, 1
  br i1 %826, label %2649, label %2635

2635:                                             ; preds = %2632
  %2636 = getelementptr float, ptr %2587, i64 %2633
  %2637 = load float, ptr %2636, align 4
  %2638 = add nuw nsw i64 %2633, %106
  %2639 = getelementptr inbounds nuw float, ptr %184, i64 %2638
  %2640 = load float, ptr %2639, align 16
  %2641 = fadd float %2637, %2640
  %2642 = getelementptr inbounds nuw float, ptr %185, i64 %2638
  %2643 = load float, ptr %2642, align 16
  %2644 = fadd float %2641, %2643
  %2645 = getelementptr inbounds nuw float, ptr %1071, i64 %2638
  %2646 = load float, ptr %2645, align 4
  %2647 = fadd float %2644, %2646
  store float %2647, ptr %2645, align 4
  %2648 = or disjoint i64 %2633, 1
  br label %2649

2649:                                             ; preds = %2635, %2632
  %2650 = phi i64 [ %2633, %2632 ], [ %2648, %2635 ]
  %2651 = icmp eq i64 %32, %2634
  br i1 %2651, label %2680, label %2727

2652:                                             ; preds = %2201, %2652
  %2653 = phi i64 [ %2677, %2652 ], [ %2202, %2201 ]
  %2654 = getelementptr inbounds nuw float, ptr %1069, i64 %2653
  %2655 = load float, ptr %2654, align 4
  %2656 = getelementptr inbounds nuw float, ptr %184, i64 %2653
  %2657 = load float, ptr %2656, align 4
  %2658 = fadd float %2655, %2657
  %2659 = getelementptr inbounds nuw float, ptr %185, i64 %2653
  %2660 = load float, ptr %2659, align 4
  %2661 = fadd float %2658, %2660
  %2662 = getelementptr inbounds nuw float, ptr %1071, i64 %2653
  %2663 = load float, ptr %2662, align 4
  %2664 = fadd float %2661, %2663
  store float %2664, ptr %2662, align 4
  %2665 = add nuw nsw i64 %2653, 1
  %2666 = getelementptr inbounds nuw float, ptr %1069, i64 %2665
  %2667 = load float, ptr %2666, align 4
  %2668 = getelementptr inbounds nuw float, ptr %184, i64 %2665
  %2669 = load float, ptr %2668, align 4
  %2670 = fadd float %2667, %2669
  %2671 = getelementptr inbounds nuw float, ptr %185, i64 %2665
  %2672 = load float, ptr %2671, align 4
  %2673 = fadd float %2670, %2672
  %2674 = getelementptr inbounds nuw float, ptr %1071, i64 %2665
  %2675 = load float, ptr %2674, align 4
  %2676 = fadd float %2673, %2675
  store float %2676, ptr %2674, align 4
  %2677 = add nuw nsw i64 %2653, 2
  %2678 = icmp eq i64 %2677, %32
  br i1 %2678, label %2586, label %2652

2679:                                             ; preds = %2142
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1071, i64 noundef %616)
  br label %2787

2680:                                             ; preds = %2649, %2727, %2631
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1071, i64 noundef %616)
  %2681 = getelementptr inbounds nuw float, ptr %1071, i64 %106
  %2682 = getelementptr inbounds nuw i8, ptr %1067, i64 24
  %2683 = load ptr, ptr %2682, align 8
  br i1 %827, label %2709, label %2684

2684:                                             ; preds = %2680
  %2685 = ptrtoint ptr %2683 to i64
  %2686 = add i64 %828, %1072
  %2687 = sub i64 %2685, %2686
  %2688 = icmp ult i64 %2687, 32
  %2689 = sub i64 %2685, %1074
  %2690 = icmp ult i64 %2689, 32
  %2691 = or i1 %2688, %2690
  br i1 %2691, label %2709, label %2692

2692:                                             ; preds = %2684, %2692
  %2693 = phi i64 [ %2706, %2692 ], [ 0, %2684 ]
  %2694 = getelementptr inbounds nuw float, ptr %2681, i64 %2693
  %2695 = getelementptr inbounds nuw i8, ptr %2694, i64 16
  %2696 = load <4 x float>, ptr %2694, align 4
  %2697 = load <4 x float>, ptr %2695, align 4
  %2698 = getelementptr inbounds nuw float, ptr %1073, i64 %2693
  %2699 = getelementptr inbounds nuw i8, ptr %2698, i64 16
  %2700 = load <4 x float>, ptr %2698, align 4
  %2701 = load <4 x float>, ptr %2699, align 4
  %2702 = fmul <4 x float> %2696, %2700
  %2703 = fmul <4 x float> %2697, %2701
  %2704 = getelementptr inbounds nuw float, ptr %2683, i64 %2693
  %2705 = getelementptr inbounds nuw i8, ptr %2704, i64 16
  store <4 x float> %2702, ptr %2704, align 4
  store <4 x float> %2703, ptr %2705, align 4
  %2706 = add nuw i64 %2693, 8
  %2707 = icmp eq i64 %2706, %829
  br i1 %2707, label %2708, label %2692

2708:                                             ; preds = %2692
  br i1 %830, label %2787, label %2709

2709:                                             ; preds = %2684, %2680, %2708
  %2710 = phi i64 [ 0, %2684 ], [ 0, %2680 ], [ %829, %2708 ]
  br i1 %832, label %2723, label %2711

2711:                                             ; preds = %2709, %2711
  %2712 = phi i64 [ %2720, %2711 ], [ %2710, %2709 ]
  %2713 = phi i64 [ %2721, %2711 ], [ 0, %2709 ]
  %2714 = getelementptr inbounds nuw float, ptr %2681, i64 %2712
  %2715 = load float, ptr %2714, align 4
  %2716 = getelementptr inbounds nuw float, ptr %1073, i64 %2712
  %2717 = load float, ptr %2716, align 4
  %2718 = fmul float %2715, %2717
  %2719 = getelementptr inbounds nuw float, ptr %2683, i64 %2712
  store float %2718, ptr %2719, align 4
  %2720 = add nuw nsw i64 %2712, 1
  %2721 = add i64 %2713, 1
  %2722 = icmp eq i64 %2721, %831
  br i1 %2722, label %2723, label %2711

2723:                                             ; preds = %2711, %2709
  %2724 = phi i64 [ %2710, %2709 ], [ %2720, %2711 ]
  %2725 = sub nsw i64 %2710, %32
  %2726 = icmp ugt i64 %2725, -4
  br i1 %2726, label %2787, label %2756

2727:                                             ; preds = %2649, %2727
  %2728 = phi i64 [ %2754, %2727 ], [ %2650, %2649 ]
  %2729 = getelementptr float, ptr %2587, i64 %2728
  %2730 = load float, ptr %2729, align 4
  %2731 = add nuw nsw i64 %2728, %106
  %2732 = getelementptr inbounds nuw float, ptr %184, i64 %2731
  %2733 = load float, ptr %2732, align 4
  %2734 = fadd float %2730, %2733
  %2735 = getelementptr inbounds nuw float, ptr %185, i64 %2731
  %2736 = load float, ptr %2735, align 4
  %2737 = fadd float %2734, %2736
  %2738 = getelementptr inbounds nuw float, ptr %1071, i64 %2731
  %2739 = load float, ptr %2738, align 4
  %2740 = fadd float %2737, %2739
  store float %2740, ptr %2738, align 4
  %2741 = add nuw nsw i64 %2728, 1
  %2742 = getelementptr float, ptr %2587, i64 %2741
  %2743 = load float, ptr %2742, align 4
  %2744 = add nuw nsw i64 %2741, %106
  %2745 = getelementptr inbounds nuw float, ptr %184, i64 %2744
  %2746 = load float, ptr %2745, align 4
  %2747 = fadd float %2743, %2746
  %2748 = getelementptr inbounds nuw float, ptr %185, i64 %2744
  %2749 = load float, ptr %2748, align 4
  %2750 = fadd float %2747, %2749
  %2751 = getelementptr inbounds nuw float, ptr %1071, i64 %2744
  %2752 = load float, ptr %2751, align 4
  %2753 = fadd float %2750, %2752
  store float %2753, ptr %2751, align 4
  %2754 = add nuw nsw i64 %2728, 2
  %2755 = icmp eq i64 %2754, %32
  br i1 %2755, label %2680, label %2727

2756:                                             ; preds = %2723, %2756
  %2757 = phi i64 [ %2785, %2756 ], [ %2724, %2723 ]
  %2758 = getelementptr inbounds nuw float, ptr %2681, i64 %2757
  %2759 = load float, ptr %2758, align 4
  %2760 = getelementptr inbounds nuw float, ptr %1073, i64 %2757
  %2761 = load float, ptr %2760, align 4
  %2762 = fmul float %2759, %2761
  %2763 = getelementptr inbounds nuw float, ptr %2683, i64 %2757
  store float %2762, ptr %2763, align 4
  %2764 = add nuw nsw i64 %2757, 1
  %2765 = getelementptr inbounds nuw float, ptr %2681, i64 %2764
  %2766 = load float, ptr %2765, align 4
  %2767 = getelementptr inbounds nuw float, ptr %1073, i64 %2764
  %2768 = load float, ptr %2767, align 4
  %2769 = fmul float %2766, %2768
  %2770 = getelementptr inbounds nuw float, ptr %2683, i64 %2764
  store float %2769, ptr %2770, align 4
  %2771 = add nuw nsw i64 %2757, 2
  %2772 = getelementptr inbounds nuw float, ptr %2681, i64 %2771
  %2773 = load float, ptr %2772, align 4
  %2774 = getelementptr inbounds nuw float, ptr %1073, i64 %2771
  %2775 = load float, ptr %2774, align 4
  %2776 = fmul float %2773, %2775
  %2777 = getelementptr inbounds nuw float, ptr %2683, i64 %2771
  store float %2776, ptr %2777, align 4
  %2778 = add nuw nsw i64 %2757, 3
  %2779 = getelementptr inbounds nuw float, ptr %2681, i64 %2778
  %2780 = load float, ptr %2779, align 4
  %2781 = getelementptr inbounds nuw float, ptr %1073, i64 %2778
  %2782 = load float, ptr %2781, align 4
  %2783 = fmul float %2780, %2782
  %2784 = getelementptr inbounds nuw float, ptr %2683, i64 %2778
  store float %2783, ptr %2784, align 4
  %2785 = add nuw nsw i64 %2757, 4
  %2786 = icmp eq i64 %2785, %32
  br i1 %2786, label %2787, label %2756

2787:                                             ; preds = %2723, %2756, %2523, %2561, %2099, %2110, %1421, %1166, %1197, %2708, %2507, %2084, %1154, %2679, %2469, %2058, %1139, %1217
  %2788 = add nuw nsw i64 %1065, 1
  %2789 = icmp eq i64 %2788, %1060
  br i1 %2789, label %1063, label %1064

2790:                                             ; preds = %1063
  call fastcc void @products(ptr noundef %597, ptr noundef %598, i64 noundef %1060, ptr noundef %643, i64 noundef %32, i64 noundef %107, i64 noundef %106, i32 noundef %1008)
  br i1 %1009, label %2791, label %2980

2791:                                             ; preds = %2790, %2950
  %2792 = phi i64 [ %2951, %2950 ], [ 0, %2790 ]
  %2793 = getelementptr inbounds nuw ptr, ptr %594, i64 %2792
  %2794 = load ptr, ptr %2793, align 8
  %2795 = getelementptr inbounds nuw i8, ptr %2794, i64 16
  %2796 = load ptr, ptr %2795, align 8
  %2797 = load ptr, ptr %2794, align 8
  %2798 = getelementptr float, ptr %2796, i64 %616
  br i1 %138, label %2799, label %2865

2799:                                             ; preds = %2791
  %2800 = getelementptr inbounds nuw i8, ptr %2794, i64 40
  %2801 = load ptr, ptr %2800, align 8
  %2802 = getelementptr i8, ptr %2801, i64 %619
  br i1 %900, label %2845, label %2803

2803:                                             ; preds = %2799
  %2804 = getelementptr i8, ptr %2796, i64 %647
  %2805 = getelementptr i8, ptr %2801, i64 %648
  %2806 = icmp ult ptr %2798, %2805
  %2807 = icmp ult ptr %2802, %2804
  %2808 = and i1 %2806, %2807
  %2809 = icmp ult ptr %2798, %656
  %2810 = icmp ult ptr %654, %2804
  %2811 = and i1 %2809, %2810
  %2812 = or i1 %2808, %2811
  %2813 = icmp ult ptr %2798, %663
  %2814 = icmp ult ptr %661, %2804
  %2815 = and i1 %2813, %2814
  %2816 = or i1 %2812, %2815
  br i1 %2816, label %2845, label %2817

2817:                                             ; preds = %2803, %2817
  %2818 = phi i64 [ %2842, %2817 ], [ 0, %2803 ]
  %2819 = getelementptr float, ptr %2802, i64 %2818
  %2820 = getelementptr i8, ptr %2819, i64 16
  %2821 = load <4 x float>, ptr %2819, align 4
  %2822 = load <4 x float>, ptr %2820, align 4
  %2823 = add nuw nsw i64 %2818, %616
  %2824 = getelementptr inbounds nuw float, ptr %184, i64 %2823
  %2825 = getelementptr inbounds nuw i8, ptr %2824, i64 16
  %2826 = load <4 x float>, ptr %2824, align 16
  %2827 = load <4 x float>, ptr %2825, align 16
  %2828 = fadd <4 x float> %2821, %2826
  %2829 = fadd <4 x float> %2822, %2827
  %2830 = getelementptr inbounds nuw float, ptr %185, i64 %2823
  %2831 = getelementptr inbounds nuw i8, ptr %2830, i64 16
  %2832 = load <4 x float>, ptr %2830, align 16
  %2833 = load <4 x float>, ptr %2831, align 16
  %2834 = fadd <4 x float> %2828, %2832
  %2835 = fadd <4 x float> %2829, %2833
  %2836 = getelementptr inbounds nuw float, ptr %2796, i64 %2823
  %2837 = getelementptr inbounds nuw i8, ptr %2836, i64 16
  %2838 = load <4 x float>, ptr %2836, align 4
  %2839 = load <4 x float>, ptr %2837, align 4
  %2840 = fadd <4 x float> %2834, %2838
  %2841 = fadd <4 x float> %2835, %2839
  store <4 x float> %2840, ptr %2836, align 4
  store <4 x float> %2841, ptr %2837, align 4
  %2842 = add nuw i64 %2818, 8
  %2843 = icmp eq i64 %2842, %901
  br i1 %2843, label %2844, label %2817

2844:                                             ; preds = %2817
  br i1 %902, label %2866, label %2845

2845:                                             ; preds = %2803, %2799, %2844
  %2846 = phi i64 [ 0, %2803 ], [ 0, %2799 ], [ %901, %2844 ]
  %2847 = or disjoint i64 %2846, 1
  br i1 %904, label %2862, label %2848

2848:                                             ; preds = %2845
  %2849 = getelementptr float, ptr %2802, i64 %2846
  %2850 = load float, ptr %2849, align 4
  %2851 = add nuw nsw i64 %2846, %616
  %2852 = getelementptr inbounds nuw float, ptr %184, i64 %2851
  %2853 = load float, ptr %2852, align 16
  %2854 = fadd float %2850, %2853
  %2855 = getelementptr inbounds nuw float, ptr %185, i64 %2851
  %2856 = load float, ptr %2855, align 16
  %2857 = fadd float %2854, %2856
  %2858 = getelementptr inbounds nuw float, ptr %2796, i64 %2851
  %2859 = load float, ptr %2858, align 4
  %2860 = fadd float %2857, %2859
  store float %2860, ptr %2858, align 4
  %2861 = or disjoint i64 %2846, 1
  br label %2862

2862:                                             ; preds = %2848, %2845
  %2863 = phi i64 [ %2846, %2845 ], [ %2861, %2848 ]
  %2864 = icmp eq i64 %32, %2847
  br i1 %2864, label %2866, label %2921

2865:                                             ; preds = %2791
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %2798, i64 noundef %106)
  br label %2950

2866:                                             ; preds = %2862, %2921, %2844
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %2798, i64 noundef %106)
  br i1 %905, label %2903, label %2867

2867:                                             ; preds = %2866
  %2868 = getelementptr i8, ptr %2797, i64 %646
  %2869 = getelementptr i8, ptr %2796, i64 %647
  %2870 = getelementptr i8, ptr %2796, i64 %646
  %2871 = icmp ult ptr %2797, %2869
  %2872 = icmp ult ptr %2798, %2868
  %2873 = and i1 %2871, %2872
  %2874 = icmp ult ptr %2797, %2870
  %2875 = icmp ult ptr %2796, %2868
  %2876 = and i1 %2874, %2875
  %2877 = or i1 %2873, %2876
  br i1 %2877, label %2903, label %2878

2878:                                             ; preds = %2867, %2878
  %2879 = phi i64 [ %2900, %2878 ], [ 0, %2867 ]
  %2880 = getelementptr inbounds nuw float, ptr %2796, i64 %2879
  %2881 = getelementptr inbounds nuw i8, ptr %2880, i64 16
  %2882 = load <4 x float>, ptr %2880, align 4
  %2883 = load <4 x float>, ptr %2881, align 4
  %2884 = fsub <4 x float> splat (float 1.000000e+00), %2882
  %2885 = fsub <4 x float> splat (float 1.000000e+00), %2883
  %2886 = getelementptr inbounds nuw float, ptr %2798, i64 %2879
  %2887 = getelementptr inbounds nuw i8, ptr %2886, i64 16
  %2888 = load <4 x float>, ptr %2886, align 4
  %2889 = load <4 x float>, ptr %2887, align 4
  %2890 = fmul <4 x float> %2884, %2888
  %2891 = fmul <4 x float> %2885, %2889
  %2892 = getelementptr inbounds nuw float, ptr %2797, i64 %2879
  %2893 = getelementptr inbounds nuw i8, ptr %2892, i64 16
  %2894 = load <4 x float>, ptr %2892, align 4
  %2895 = load <4 x float>, ptr %2893, align 4
  %2896 = fmul <4 x float> %2882, %2894
  %2897 = fmul <4 x float> %2883, %2895
  %2898 = fadd <4 x float> %2890, %2896
  %2899 = fadd <4 x float> %2891, %2897
  store <4 x float> %2898, ptr %2892, align 4
  store <4 x float> %2899, ptr %2893, align 4
  %2900 = add nuw i64 %2879, 8
  %2901 = icmp eq i64 %2900, %906
  br i1 %2901, label %2902, label %2878

2902:                                             ; preds = %2878
  br i1 %907, label %2950, label %2903

2903:                                             ; preds = %2867, %2866, %2902
  %2904 = phi i64 [ 0, %2867 ], [ 0, %2866 ], [ %906, %2902 ]
  %2905 = or disjoint i64 %2904, 1
  br i1 %909, label %2918, label %2906

2906:                                             ; preds = %2903
  %2907 = getelementptr inbounds nuw float, ptr %2796, i64 %2904
  %2908 = load float, ptr %2907, align 4
  %2909 = fsub float 1.000000e+00, %2908
  %2910 = getelementptr inbounds nuw float, ptr %2798, i64 %2904
  %2911 = load float, ptr %2910, align 4
  %2912 = fmul float %2909, %2911
  %2913 = getelementptr inbounds nuw float, ptr %2797, i64 %2904
  %2914 = load float, ptr %2913, align 4
  %2915 = fmul float %2908, %2914
  %2916 = fadd float %2912, %2915
  store float %2916, ptr %2913, align 4
  %2917 = or disjoint i64 %2904, 1
  br label %2918

2918:                                             ; preds = %2906, %2903
  %2919 = phi i64 [ %2904, %2903 ], [ %2917, %2906 ]
  %2920 = icmp eq i64 %32, %2905
  br i1 %2920, label %2950, label %2954

2921:                                             ; preds = %2862, %2921
  %2922 = phi i64 [ %2948, %2921 ], [ %2863, %2862 ]
  %2923 = getelementptr float, ptr %2802, i64 %2922
  %2924 = load float, ptr %2923, align 4
  %2925 = add nuw nsw i64 %2922, %616
  %2926 = getelementptr inbounds nuw float, ptr %184, i64 %2925
  %2927 = load float, ptr %2926, align 4
  %2928 = fadd float %2924, %2927
  %2929 = getelementptr inbounds nuw float, ptr %185, i64 %2925
  %2930 = load float, ptr %2929, align 4
  %2931 = fadd float %2928, %2930
  %2932 = getelementptr inbounds nuw float, ptr %2796, i64 %2925
  %2933 = load float, ptr %2932, align 4
  %2934 = fadd float %2931, %2933
  store float %2934, ptr %2932, align 4
  %2935 = add nuw nsw i64 %2922, 1
  %2936 = getelementptr float, ptr %2802, i64 %2935
  %2937 = load float, ptr %2936, align 4
  %2938 = add nuw nsw i64 %2935, %616
  %2939 = getelementptr inbounds nuw float, ptr %184, i64 %2938
  %2940 = load float, ptr %2939, align 4
  %2941 = fadd float %2937, %2940
  %2942 = getelementptr inbounds nuw float, ptr %185, i64 %2938
  %2943 = load float, ptr %2942, align 4
  %2944 = fadd float %2941, %2943
  %2945 = getelementptr inbounds nuw float, ptr %2796, i64 %2938
  %2946 = load float, ptr %2945, align 4
  %2947 = fadd float %2944, %2946
  store float %2947, ptr %2945, align 4
  %2948 = add nuw nsw i64 %2922, 2
  %2949 = icmp eq i64 %2948, %32
  br i1 %2949, label %2866, label %2921

2950:                                             ; preds = %2918, %2954, %2902, %2865
  %2951 = add nuw nsw i64 %2792, 1
  %2952 = icmp eq i64 %2951, %1060
  br i1 %2952, label %2953, label %2791

2953:                                             ; preds = %2950, %2979
  br label %2983

2954:                                             ; preds = %2918, %2954
  %2955 = phi i64 [ %2977, %2954 ], [ %2919, %2918 ]
  %2956 = getelementptr inbounds nuw float, ptr %2796, i64 %2955
  %2957 = load float, ptr %2956, align 4
  %2958 = fsub float 1.000000e+00, %2957
  %2959 = getelementptr inbounds nuw float, ptr %2798, i64 %2955
  %2960 = load float, ptr %2959, align 4
  %2961 = fmul float %2958, %2960
  %2962 = getelementptr inbounds nuw float, ptr %2797, i64 %2955
  %2963 = load float, ptr %2962, align 4
  %2964 = fmul float %2957, %2963
  %2965 = fadd float %2961, %2964
  store float %2965, ptr %2962, align 4
  %2966 = add nuw nsw i64 %2955, 1
  %2967 = getelementptr inbounds nuw float, ptr %2796, i64 %2966
  %2968 = load float, ptr %2967, align 4
  %2969 = fsub float 1.000000e+00, %2968
  %2970 = getelementptr inbounds nuw float, ptr %2798, i64 %2966
  %2971 = load float, ptr %2970, align 4
  %2972 = fmul float %2969, %2971
  %2973 = getelementptr inbounds nuw float, ptr %2797, i64 %2966
  %2974 = load float, ptr %2973, align 4
  %2975 = fmul float %2968, %2974
  %2976 = fadd float %2972, %2975
  store float %2976, ptr %2973, align 4
  %2977 = add nuw nsw i64 %2955, 2
  %2978 = icmp eq i64 %2977, %32
  br i1 %2978, label %2950, label %2954

2979:                                             ; preds = %1063
  br i1 %1009, label %2953, label %2980

2980:                                             ; preds = %3043, %2790, %2979
  %2981 = add nuw nsw i64 %999, 1
  %2982 = icmp eq i64 %2981, %942
  br i1 %2982, label %1001, label %998

2983:                                             ; preds = %2953, %3043
  %2984 = phi i64 [ %3044, %3043 ], [ 0, %2953 ]
  %2985 = getelementptr inbounds nuw ptr, ptr %594, i64 %2984
  %2986 = load ptr, ptr %2985, align 8
  %2987 = getelementptr inbounds nuw i8, ptr %2986, i64 48
  %2988 = load ptr, ptr %2987, align 8
  %2989 = icmp eq ptr %2988, null
  %2990 = select i1 %2989, i1 true, i1 %622
  br i1 %2990, label %3043, label %2991

2991:                                             ; preds = %2983
  %2992 = ptrtoint ptr %2988 to i64
  %2993 = load ptr, ptr %2986, align 8
  %2994 = ptrtoint ptr %2993 to i64
  %2995 = sub i64 %2992, %2994
  %2996 = icmp ult i64 %2995, 32
  %2997 = select i1 %910, i1 true, i1 %2996
  br i1 %2997, label %3009, label %2998

2998:                                             ; preds = %2991, %2998
  %2999 = phi i64 [ %3006, %2998 ], [ 0, %2991 ]
  %3000 = getelementptr inbounds nuw float, ptr %2993, i64 %2999
  %3001 = getelementptr inbounds nuw i8, ptr %3000, i64 16
  %3002 = load <4 x float>, ptr %3000, align 4
  %3003 = load <4 x float>, ptr %3001, align 4
  %3004 = getelementptr inbounds nuw float, ptr %2988, i64 %2999
  %3005 = getelementptr inbounds nuw i8, ptr %3004, i64 16
  store <4 x float> %3002, ptr %3004, align 4
  store <4 x float> %3003, ptr %3005, align 4
  %3006 = add nuw i64 %2999, 8
  %3007 = icmp eq i64 %3006, %911
  br i1 %3007, label %3008, label %2998

3008:                                             ; preds = %2998
  br i1 %912, label %3043, label %3009

3009:                                             ; preds = %2991, %3008
  %3010 = phi i64 [ 0, %2991 ], [ %911, %3008 ]
  br i1 %914, label %3020, label %3011

3011:                                             ; preds = %3009, %3011
  %3012 = phi i64 [ %3017, %3011 ], [ %3010, %3009 ]
  %3013 = phi i64 [ %3018, %3011 ], [ 0, %3009 ]
  %3014 = getelementptr inbounds nuw float, ptr %2993, i64 %3012
  %3015 = load float, ptr %3014, align 4
  %3016 = getelementptr inbounds nuw float, ptr %2988, i64 %3012
  store float %3015, ptr %3016, align 4
  %3017 = add nuw nsw i64 %3012, 1
  %3018 = add i64 %3013, 1
  %3019 = icmp eq i64 %3018, %913
  br i1 %3019, label %3020, label %3011

3020:                                             ; preds = %3011, %3009
  %3021 = phi i64 [ %3010, %3009 ], [ %3017, %3011 ]
  %3022 = sub nsw i64 %3010, %32
  %3023 = icmp ugt i64 %3022, -4
  br i1 %3023, label %3043, label %3024

3024:                                             ; preds = %3020, %3024
  %3025 = phi i64 [ %3041, %3024 ], [ %3021, %3020 ]
  %3026 = getelementptr inbounds nuw float, ptr %2993, i64 %3025
  %3027 = load float, ptr %3026, align 4
  %3028 = getelementptr inbounds nuw float, ptr %2988, i64 %3025
  store float %3027, ptr %3028, align 4
  %3029 = add nuw nsw i64 %3025, 1
  %3030 = getelementptr inbounds nuw float, ptr %2993, i64 %3029
  %3031 = load float, ptr %3030, align 4
  %3032 = getelementptr inbounds nuw float, ptr %2988, i64 %3029
  store float %3031, ptr %3032, align 4
  %3033 = add nuw nsw i64 %3025, 2
  %3034 = getelementptr inbounds nuw float, ptr %2993, i64 %3033
  %3035 = load float, ptr %3034, align 4
  %3036 = getelementptr inbounds nuw float, ptr %2988, i64 %3033
  store float %3035, ptr %3036, align 4
  %3037 = add nuw nsw i64 %3025, 3
  %3038 = getelementptr inbounds nuw float, ptr %2993, i64 %3037
  %3039 = load float, ptr %3038, align 4
  %3040 = getelementptr inbounds nuw float, ptr %2988, i64 %3037
  store float %3039, ptr %3040, align 4
  %3041 = add nuw nsw i64 %3025, 4
  %3042 = icmp eq i64 %3041, %32
  br i1 %3042, label %3043, label %3024

3043:                                             ; preds = %3020, %3024, %3008, %2983
  %3044 = add nuw nsw i64 %2984, 1
  %3045 = icmp eq i64 %3044, %1060
  br i1 %3045, label %2980, label %2983

3046:                                             ; preds = %3063, %565
  call void @free(ptr noundef %128)
  ret void

3047:                                             ; preds = %1001, %3063
  %3048 = phi i64 [ 0, %1001 ], [ %3064, %3063 ]
  %3049 = getelementptr inbounds nuw %struct.rowstate, ptr %568, i64 %3048
  %3050 = getelementptr inbounds nuw i8, ptr %3049, i64 32
  %3051 = load i64, ptr %3050, align 8
  %3052 = icmp eq i64 %3051, 0
  br i1 %138, label %3053, label %3063

3053:                                             ; preds = %3047
  %3054 = add nsw i64 %3048, %49
  %3055 = mul nsw i64 %3054, %34
  %3056 = add nsw i64 %3055, %47
  %3057 = add nsw i64 %3054, %1003
  %3058 = select i1 %1002, i64 %3056, i64 %3057
  %3059 = mul nsw i64 %3058, %32
  %3060 = getelementptr float, ptr %22, i64 %3059
  %3061 = getelementptr inbounds nuw i8, ptr %3049, i64 8
  %3062 = getelementptr float, ptr %23, i64 %3059
  br label %3066

3063:                                             ; preds = %3085, %3047
  %3064 = add nuw nsw i64 %3048, 1
  %3065 = icmp slt i64 %3064, %52
  br i1 %3065, label %3047, label %3046

3066:                                             ; preds = %3053, %3085
  %3067 = phi i64 [ 0, %3053 ], [ %3086, %3085 ]
  br i1 %1004, label %3076, label %3068

3068:                                             ; preds = %3066
  br i1 %3052, label %3073, label %3069

3069:                                             ; preds = %3068
  %3070 = load ptr, ptr %3049, align 8
  %3071 = getelementptr inbounds nuw float, ptr %3070, i64 %3067
  %3072 = load float, ptr %3071, align 4
  br label %3073

3073:                                             ; preds = %3068, %3069
  %3074 = phi float [ %3072, %3069 ], [ 0.000000e+00, %3068 ]
  %3075 = getelementptr float, ptr %3060, i64 %3067
  store float %3074, ptr %3075, align 4
  br label %3076

3076:                                             ; preds = %3073, %3066
  br i1 %1005, label %3085, label %3077

3077:                                             ; preds = %3076
  br i1 %3052, label %3082, label %3078

3078:                                             ; preds = %3077
  %3079 = load ptr, ptr %3061, align 8
  %3080 = getelementptr inbounds nuw float, ptr %3079, i64 %3067
  %3081 = load float, ptr %3080, align 4
  br label %3082

3082:                                             ; preds = %3077, %3078
  %3083 = phi float [ %3081, %3078 ], [ 0.000000e+00, %3077 ]
  %3084 = getelementptr float, ptr %3062, i64 %3067
  store float %3083, ptr %3084, align 4
  br label %3085

3085:                                             ; preds = %3076, %3082
  %3086 = add nuw nsw i64 %3067, 1
  %3087 = icmp eq i64 %3086, %32
  br i1 %3087, label %3063, label %3066
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
