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
  %127 = tail call ptr @malloc(i64 noundef %126)
  %128 = icmp eq ptr %127, null
  br i1 %128, label %129, label %130

129:                                              ; preds = %116
  tail call void @llvm.trap()
  unreachable

130:                                              ; preds = %116
  %131 = mul nsw i64 %47, %41
  %132 = icmp slt i64 %32, 4
  %133 = icmp sgt i64 %32, 0
  %134 = icmp slt i64 %32, %106
  %135 = shl i64 %32, 2
  %136 = shl i64 %105, 4
  %137 = mul nsw i64 %40, %105
  %138 = shl i64 %137, 4
  %139 = sub i64 %136, %135
  %140 = getelementptr i8, ptr %127, i64 %135
  %141 = shl i64 %32, 2
  %142 = mul i64 %32, -4
  %143 = mul i64 %32, %32
  %144 = mul i64 %40, %143
  %145 = mul i64 %144, %47
  %146 = shl i64 %145, 2
  %147 = mul i64 %32, %32
  %148 = shl i64 %147, 2
  %149 = shl i64 %32, 2
  %150 = shl i64 %105, 4
  %151 = mul i64 %40, %105
  %152 = add i64 %32, 1152921504606846975
  %153 = mul i64 %151, %152
  %154 = shl i64 %153, 4
  %155 = mul i64 %40, %47
  %156 = shl i64 %155, 2
  %157 = add i64 %156, 4
  %158 = mul i64 %32, %157
  %159 = add i64 %158, -4
  %160 = mul i64 %32, %159
  %161 = mul i64 %32, %32
  %162 = shl i64 %161, 2
  %163 = mul i64 %40, %161
  %164 = mul i64 %163, %47
  %165 = shl i64 %164, 2
  %166 = shl i64 %32, 2
  %167 = getelementptr i8, ptr %127, i64 %154
  %168 = getelementptr i8, ptr %167, i64 %149
  %169 = getelementptr i8, ptr %15, i64 %160
  %170 = getelementptr i8, ptr %15, i64 %165
  %171 = getelementptr i8, ptr %15, i64 %146
  %172 = icmp slt i64 %141, 0
  %173 = select i1 %172, i64 %142, i64 %141
  %174 = and i64 %151, 576460752303423488
  %175 = icmp ne i64 %174, 0
  %176 = and i64 %32, 3
  %177 = icmp eq i64 %176, 0
  br label %190

178:                                              ; preds = %371
  %179 = getelementptr float, ptr %127, i64 %118
  %180 = getelementptr float, ptr %179, i64 %107
  %181 = shl i64 %47, 1
  %182 = icmp ne i64 %2, 0
  %183 = and i1 %182, %101
  %184 = mul i64 %181, %41
  %185 = getelementptr float, ptr %16, i64 %184
  %186 = or disjoint i64 %181, 1
  %187 = mul i64 %186, %41
  %188 = getelementptr float, ptr %16, i64 %187
  %189 = tail call i64 @llvm.smax.i64(i64 %106, i64 1)
  br label %402

190:                                              ; preds = %130, %371
  %191 = phi i64 [ 0, %130 ], [ %372, %371 ]
  %192 = mul i64 %150, %191
  %193 = getelementptr i8, ptr %127, i64 %192
  %194 = getelementptr i8, ptr %168, i64 %192
  %195 = mul i64 %162, %191
  %196 = mul i64 %148, %191
  %197 = mul i64 %136, %191
  %198 = mul nsw i64 %191, %32
  %199 = add nsw i64 %198, %131
  %200 = mul nsw i64 %199, %32
  %201 = getelementptr inbounds float, ptr %15, i64 %200
  %202 = mul nsw i64 %191, %106
  %203 = getelementptr inbounds float, ptr %127, i64 %202
  br i1 %132, label %207, label %231

204:                                              ; preds = %277, %242
  %205 = add nuw nsw i64 %232, 4
  %206 = icmp sgt i64 %205, %32
  br i1 %206, label %207, label %231

207:                                              ; preds = %204, %190
  %208 = phi i64 [ 0, %190 ], [ %232, %204 ]
  br i1 %133, label %209, label %371

209:                                              ; preds = %207
  %210 = icmp slt i64 %208, %32
  %211 = getelementptr i8, ptr %140, i64 %197
  %212 = xor i64 %208, -1
  %213 = add nsw i64 %32, %212
  %214 = mul i64 %149, %208
  %215 = shl i64 %208, 2
  %216 = getelementptr i8, ptr %193, i64 %215
  %217 = mul i64 %166, %208
  %218 = sub nsw i64 %32, %208
  %219 = getelementptr i8, ptr %169, i64 %195
  %220 = getelementptr i8, ptr %170, i64 %195
  %221 = getelementptr i8, ptr %220, i64 %217
  %222 = getelementptr i8, ptr %171, i64 %196
  %223 = getelementptr i8, ptr %222, i64 %214
  %224 = icmp ult i64 %218, 36
  %225 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %173, i64 %213)
  %226 = extractvalue { i64, i1 } %225, 0
  %227 = extractvalue { i64, i1 } %225, 1
  %228 = sub i64 0, %226
  %229 = sub i64 %218, %176
  %230 = add i64 %208, %229
  br label %296

231:                                              ; preds = %190, %204
  %232 = phi i64 [ %205, %204 ], [ 4, %190 ]
  %233 = phi i64 [ %232, %204 ], [ 0, %190 ]
  %234 = getelementptr float, ptr %203, i64 %233
  %235 = mul nuw nsw i64 %233, %32
  %236 = or disjoint i64 %233, 1
  %237 = mul nuw nsw i64 %236, %32
  %238 = or disjoint i64 %233, 2
  %239 = mul nuw nsw i64 %238, %32
  %240 = or disjoint i64 %233, 3
  %241 = mul nuw nsw i64 %240, %32
  br label %244

242:                                              ; preds = %244
  %243 = icmp slt i64 %245, %32
  br i1 %243, label %277, label %204

244:                                              ; preds = %231, %244
  %245 = phi i64 [ 4, %231 ], [ %275, %244 ]
  %246 = phi i64 [ 0, %231 ], [ %245, %244 ]
  %247 = getelementptr float, ptr %201, i64 %246
  %248 = getelementptr float, ptr %247, i64 %235
  %249 = load <4 x float>, ptr %248, align 4
  %250 = getelementptr float, ptr %247, i64 %237
  %251 = load <4 x float>, ptr %250, align 4
  %252 = getelementptr float, ptr %247, i64 %239
  %253 = load <4 x float>, ptr %252, align 4
  %254 = getelementptr float, ptr %247, i64 %241
  %255 = load <4 x float>, ptr %254, align 4
  %256 = shufflevector <4 x float> %249, <4 x float> %253, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %257 = shufflevector <4 x float> %249, <4 x float> %253, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %258 = shufflevector <4 x float> %251, <4 x float> %255, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %259 = shufflevector <4 x float> %251, <4 x float> %255, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %260 = shufflevector <4 x float> %256, <4 x float> %258, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %261 = shufflevector <4 x float> %256, <4 x float> %258, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %262 = shufflevector <4 x float> %257, <4 x float> %259, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %263 = shufflevector <4 x float> %257, <4 x float> %259, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %264 = mul nuw nsw i64 %246, %107
  %265 = getelementptr float, ptr %234, i64 %264
  store <4 x float> %260, ptr %265, align 4
  %266 = or disjoint i64 %246, 1
  %267 = mul nuw nsw i64 %266, %107
  %268 = getelementptr float, ptr %234, i64 %267
  store <4 x float> %261, ptr %268, align 4
  %269 = or disjoint i64 %246, 2
  %270 = mul nuw nsw i64 %269, %107
  %271 = getelementptr float, ptr %234, i64 %270
  store <4 x float> %262, ptr %271, align 4
  %272 = or disjoint i64 %246, 3
  %273 = mul nuw nsw i64 %272, %107
  %274 = getelementptr float, ptr %234, i64 %273
  store <4 x float> %263, ptr %274, align 4
  %275 = add nuw nsw i64 %245, 4
  %276 = icmp sgt i64 %275, %32
  br i1 %276, label %242, label %244

277:                                              ; preds = %242, %277
  %278 = phi i64 [ %294, %277 ], [ %245, %242 ]
  %279 = getelementptr float, ptr %201, i64 %278
  %280 = mul nuw nsw i64 %278, %107
  %281 = getelementptr float, ptr %203, i64 %280
  %282 = getelementptr float, ptr %279, i64 %235
  %283 = load float, ptr %282, align 4
  %284 = getelementptr float, ptr %281, i64 %233
  store float %283, ptr %284, align 4
  %285 = getelementptr float, ptr %279, i64 %237
  %286 = load float, ptr %285, align 4
  %287 = getelementptr float, ptr %281, i64 %236
  store float %286, ptr %287, align 4
  %288 = getelementptr float, ptr %279, i64 %239
  %289 = load float, ptr %288, align 4
  %290 = getelementptr float, ptr %281, i64 %238
  store float %289, ptr %290, align 4
  %291 = getelementptr float, ptr %279, i64 %241
  %292 = load float, ptr %291, align 4
  %293 = getelementptr float, ptr %281, i64 %240
  store float %292, ptr %293, align 4
  %294 = add nuw nsw i64 %278, 1
  %295 = icmp slt i64 %294, %32
  br i1 %295, label %277, label %204

296:                                              ; preds = %209, %399
  %297 = phi i64 [ 0, %209 ], [ %400, %399 ]
  %298 = shl i64 %297, 2
  %299 = getelementptr i8, ptr %219, i64 %298
  %300 = getelementptr i8, ptr %221, i64 %298
  %301 = icmp ult ptr %299, %300
  %302 = select i1 %301, ptr %299, ptr %300
  %303 = icmp ugt ptr %299, %300
  %304 = select i1 %303, ptr %299, ptr %300
  %305 = getelementptr i8, ptr %304, i64 4
  %306 = shl i64 %297, 2
  %307 = getelementptr i8, ptr %223, i64 %306
  %308 = mul i64 %138, %297
  %309 = getelementptr i8, ptr %211, i64 %308
  %310 = getelementptr float, ptr %201, i64 %297
  br i1 %210, label %311, label %374

311:                                              ; preds = %296
  %312 = mul nuw nsw i64 %297, %107
  %313 = getelementptr float, ptr %203, i64 %312
  br i1 %224, label %352, label %314

314:                                              ; preds = %311
  %315 = getelementptr i8, ptr %307, i64 %226
  %316 = getelementptr i8, ptr %307, i64 %228
  %317 = icmp ult ptr %315, %307
  %318 = icmp ugt ptr %316, %307
  %319 = select i1 %172, i1 %318, i1 %317
  %320 = or i1 %319, %227
  br i1 %320, label %352, label %321

321:                                              ; preds = %314
  %322 = icmp ult ptr %216, %305
  %323 = icmp ult ptr %302, %194
  %324 = and i1 %322, %323
  %325 = or i1 %324, %175
  br i1 %325, label %352, label %326

326:                                              ; preds = %321, %326
  %327 = phi i64 [ %349, %326 ], [ 0, %321 ]
  %328 = add i64 %208, %327
  %329 = or disjoint i64 %328, 1
  %330 = or disjoint i64 %328, 2
  %331 = or disjoint i64 %328, 3
  %332 = mul nuw nsw i64 %328, %32
  %333 = mul nuw nsw i64 %329, %32
  %334 = mul nuw nsw i64 %330, %32
  %335 = mul nuw nsw i64 %331, %32
  %336 = getelementptr float, ptr %310, i64 %332
  %337 = getelementptr float, ptr %310, i64 %333
  %338 = getelementptr float, ptr %310, i64 %334
  %339 = getelementptr float, ptr %310, i64 %335
  %340 = load float, ptr %336, align 4
  %341 = load float, ptr %337, align 4
  %342 = load float, ptr %338, align 4
  %343 = load float, ptr %339, align 4
  %344 = insertelement <4 x float> poison, float %340, i64 0
  %345 = insertelement <4 x float> %344, float %341, i64 1
  %346 = insertelement <4 x float> %345, float %342, i64 2
  %347 = insertelement <4 x float> %346, float %343, i64 3
  %348 = getelementptr float, ptr %313, i64 %328
  store <4 x float> %347, ptr %348, align 4
  %349 = add nuw i64 %327, 4
  %350 = icmp eq i64 %349, %229
  br i1 %350, label %351, label %326

351:                                              ; preds = %326
  br i1 %177, label %374, label %352

352:                                              ; preds = %321, %314, %311, %351
  %353 = phi i64 [ %208, %321 ], [ %208, %314 ], [ %208, %311 ], [ %230, %351 ]
  %354 = sub i64 %32, %353
  %355 = and i64 %354, 3
  %356 = icmp eq i64 %355, 0
  br i1 %356, label %367, label %357

357:                                              ; preds = %352, %357
  %358 = phi i64 [ %364, %357 ], [ %353, %352 ]
  %359 = phi i64 [ %365, %357 ], [ 0, %352 ]
  %360 = mul nuw nsw i64 %358, %32
  %361 = getelementptr float, ptr %310, i64 %360
  %362 = load float, ptr %361, align 4
  %363 = getelementptr float, ptr %313, i64 %358
  store float %362, ptr %363, align 4
  %364 = add nuw nsw i64 %358, 1
  %365 = add i64 %359, 1
  %366 = icmp eq i64 %365, %355
  br i1 %366, label %367, label %357

367:                                              ; preds = %357, %352
  %368 = phi i64 [ %353, %352 ], [ %364, %357 ]
  %369 = sub i64 %353, %32
  %370 = icmp ugt i64 %369, -4
  br i1 %370, label %374, label %376

371:                                              ; preds = %399, %207
  %372 = add nuw nsw i64 %191, 1
  %373 = icmp eq i64 %372, %40
  br i1 %373, label %178, label %190

374:                                              ; preds = %367, %376, %351, %296
  br i1 %134, label %375, label %399

375:                                              ; preds = %374
  tail call void @llvm.memset.p0.i64(ptr align 4 %309, i8 0, i64 %139, i1 false)
  br label %399

376:                                              ; preds = %367, %376
  %377 = phi i64 [ %397, %376 ], [ %368, %367 ]
  %378 = mul nuw nsw i64 %377, %32
  %379 = getelementptr float, ptr %310, i64 %378
  %380 = load float, ptr %379, align 4
  %381 = getelementptr float, ptr %313, i64 %377
  store float %380, ptr %381, align 4
  %382 = add nuw nsw i64 %377, 1
  %383 = mul nuw nsw i64 %382, %32
  %384 = getelementptr float, ptr %310, i64 %383
  %385 = load float, ptr %384, align 4
  %386 = getelementptr float, ptr %313, i64 %382
  store float %385, ptr %386, align 4
  %387 = add nuw nsw i64 %377, 2
  %388 = mul nuw nsw i64 %387, %32
  %389 = getelementptr float, ptr %310, i64 %388
  %390 = load float, ptr %389, align 4
  %391 = getelementptr float, ptr %313, i64 %387
  store float %390, ptr %391, align 4
  %392 = add nuw nsw i64 %377, 3
  %393 = mul nuw nsw i64 %392, %32
  %394 = getelementptr float, ptr %310, i64 %393
  %395 = load float, ptr %394, align 4
  %396 = getelementptr float, ptr %313, i64 %392
  store float %395, ptr %396, align 4
  %397 = add nuw nsw i64 %377, 4
  %398 = icmp eq i64 %397, %32
  br i1 %398, label %374, label %376

399:                                              ; preds = %375, %374
  %400 = add nuw nsw i64 %297, 1
  %401 = icmp eq i64 %400, %32
  br i1 %401, label %371, label %296

402:                                              ; preds = %422, %178
  %403 = phi i64 [ 0, %178 ], [ %423, %422 ]
  br i1 %133, label %404, label %424

404:                                              ; preds = %402
  %405 = mul nuw nsw i64 %403, %106
  %406 = mul nuw nsw i64 %403, %32
  %407 = getelementptr float, ptr %185, i64 %406
  %408 = getelementptr float, ptr %188, i64 %406
  br label %429

409:                                              ; preds = %419
  %410 = getelementptr inbounds nuw float, ptr %180, i64 %107
  %411 = icmp ne ptr %103, null
  %412 = mul i64 %75, %32
  %413 = getelementptr float, ptr %20, i64 %412
  %414 = add nsw i64 %189, -1
  %415 = and i64 %189, 1
  %416 = icmp eq i64 %414, 0
  br i1 %416, label %460, label %417

417:                                              ; preds = %409
  %418 = and i64 %189, 9223372036854775804
  br label %565

419:                                              ; preds = %443
  %420 = add nuw nsw i64 %403, 1
  %421 = icmp eq i64 %420, %40
  br i1 %421, label %409, label %422

422:                                              ; preds = %419, %424
  %423 = phi i64 [ %420, %419 ], [ %425, %424 ]
  br label %402

424:                                              ; preds = %402
  %425 = add nuw nsw i64 %403, 1
  %426 = icmp eq i64 %425, %40
  br i1 %426, label %427, label %422

427:                                              ; preds = %424
  %428 = getelementptr inbounds float, ptr %180, i64 %107
  br label %560

429:                                              ; preds = %404, %443
  %430 = phi i64 [ 0, %404 ], [ %447, %443 ]
  %431 = icmp slt i64 %430, %32
  %432 = select i1 %183, i1 %431, i1 false
  br i1 %432, label %436, label %433

433:                                              ; preds = %429
  %434 = add nuw nsw i64 %430, %405
  %435 = getelementptr inbounds nuw float, ptr %179, i64 %434
  store float 0.000000e+00, ptr %435, align 4
  br label %443

436:                                              ; preds = %429
  %437 = getelementptr float, ptr %407, i64 %430
  %438 = load float, ptr %437, align 4
  %439 = add nuw nsw i64 %430, %405
  %440 = getelementptr inbounds nuw float, ptr %179, i64 %439
  store float %438, ptr %440, align 4
  %441 = getelementptr float, ptr %408, i64 %430
  %442 = load float, ptr %441, align 4
  br label %443

443:                                              ; preds = %433, %436
  %444 = phi i64 [ %439, %436 ], [ %434, %433 ]
  %445 = phi float [ %442, %436 ], [ 0.000000e+00, %433 ]
  %446 = getelementptr inbounds float, ptr %180, i64 %444
  store float %445, ptr %446, align 4
  %447 = add nuw nsw i64 %430, 1
  %448 = icmp eq i64 %447, %189
  br i1 %448, label %419, label %429

449:                                              ; preds = %560
  %450 = getelementptr inbounds float, ptr %179, i64 %121
  %451 = shl i64 %105, 5
  %452 = icmp eq i64 %3, 0
  %453 = icmp eq i64 %36, 1
  %454 = mul nsw i64 %47, %30
  %455 = icmp ne i64 %4, 0
  %456 = icmp ne i64 %5, 0
  %457 = icmp ne i64 %7, 0
  br label %908

458:                                              ; preds = %582
  %459 = icmp eq i64 %415, 0
  br i1 %459, label %471, label %460

460:                                              ; preds = %458, %409
  %461 = phi i64 [ 0, %409 ], [ %585, %458 ]
  %462 = icmp ne i64 %415, 0
  tail call void @llvm.assume(i1 %462)
  %463 = icmp slt i64 %461, %32
  %464 = select i1 %411, i1 %463, i1 false
  br i1 %464, label %465, label %468

465:                                              ; preds = %460
  %466 = getelementptr float, ptr %413, i64 %461
  %467 = load float, ptr %466, align 4
  br label %468

468:                                              ; preds = %465, %460
  %469 = phi float [ %467, %465 ], [ 0.000000e+00, %460 ]
  %470 = getelementptr float, ptr %410, i64 %461
  store float %469, ptr %470, align 4
  br label %471

471:                                              ; preds = %458, %468
  %472 = mul i64 %83, %32
  %473 = getelementptr float, ptr %20, i64 %472
  %474 = getelementptr float, ptr %410, i64 %106
  %475 = and i64 %189, 1
  %476 = icmp eq i64 %414, 0
  br i1 %476, label %504, label %477

477:                                              ; preds = %471
  %478 = and i64 %189, 9223372036854775804
  br label %479

479:                                              ; preds = %496, %477
  %480 = phi i64 [ 0, %477 ], [ %499, %496 ]
  %481 = phi i64 [ 0, %477 ], [ %500, %496 ]
  %482 = icmp slt i64 %480, %32
  %483 = select i1 %411, i1 %482, i1 false
  br i1 %483, label %484, label %487

484:                                              ; preds = %479
  %485 = getelementptr float, ptr %473, i64 %480
  %486 = load float, ptr %485, align 4
  br label %487

487:                                              ; preds = %484, %479
  %488 = phi float [ %486, %484 ], [ 0.000000e+00, %479 ]
  %489 = getelementptr float, ptr %474, i64 %480
  store float %488, ptr %489, align 4
  %490 = or disjoint i64 %480, 1
  %491 = icmp slt i64 %490, %32
  %492 = select i1 %411, i1 %491, i1 false
  br i1 %492, label %493, label %496

493:                                              ; preds = %487
  %494 = getelementptr float, ptr %473, i64 %490
  %495 = load float, ptr %494, align 4
  br label %496

496:                                              ; preds = %493, %487
  %497 = phi float [ %495, %493 ], [ 0.000000e+00, %487 ]
  %498 = getelementptr float, ptr %474, i64 %490
  store float %497, ptr %498, align 4
  %499 = add nuw nsw i64 %480, 2
  %500 = add i64 %481, 2
  %501 = icmp eq i64 %500, %478
  br i1 %501, label %502, label %479

502:                                              ; preds = %496
  %503 = icmp eq i64 %475, 0
  br i1 %503, label %515, label %504

504:                                              ; preds = %502, %471
  %505 = phi i64 [ 0, %471 ], [ %499, %502 ]
  %506 = icmp ne i64 %475, 0
  tail call void @llvm.assume(i1 %506)
  %507 = icmp slt i64 %505, %32
  %508 = select i1 %411, i1 %507, i1 false
  br i1 %508, label %509, label %512

509:                                              ; preds = %504
  %510 = getelementptr float, ptr %473, i64 %505
  %511 = load float, ptr %510, align 4
  br label %512

512:                                              ; preds = %509, %504
  %513 = phi float [ %511, %509 ], [ 0.000000e+00, %504 ]
  %514 = getelementptr float, ptr %474, i64 %505
  store float %513, ptr %514, align 4
  br label %515

515:                                              ; preds = %502, %512
  %516 = mul i64 %91, %32
  %517 = getelementptr float, ptr %20, i64 %516
  %518 = shl i64 %105, 5
  %519 = getelementptr i8, ptr %410, i64 %518
  %520 = and i64 %189, 1
  %521 = icmp eq i64 %414, 0
  br i1 %521, label %549, label %522

522:                                              ; preds = %515
  %523 = and i64 %189, 9223372036854775804
  br label %524

524:                                              ; preds = %541, %522
  %525 = phi i64 [ 0, %522 ], [ %544, %541 ]
  %526 = phi i64 [ 0, %522 ], [ %545, %541 ]
  %527 = icmp slt i64 %525, %32
  %528 = select i1 %411, i1 %527, i1 false
  br i1 %528, label %529, label %532

529:                                              ; preds = %524
  %530 = getelementptr float, ptr %517, i64 %525
  %531 = load float, ptr %530, align 4
  br label %532

532:                                              ; preds = %529, %524
  %533 = phi float [ %531, %529 ], [ 0.000000e+00, %524 ]
  %534 = getelementptr float, ptr %519, i64 %525
  store float %533, ptr %534, align 4
  %535 = or disjoint i64 %525, 1
  %536 = icmp slt i64 %535, %32
  %537 = select i1 %411, i1 %536, i1 false
  br i1 %537, label %538, label %541

538:                                              ; preds = %532
  %539 = getelementptr float, ptr %517, i64 %535
  %540 = load float, ptr %539, align 4
  br label %541

541:                                              ; preds = %538, %532
  %542 = phi float [ %540, %538 ], [ 0.000000e+00, %532 ]
  %543 = getelementptr float, ptr %519, i64 %535
  store float %542, ptr %543, align 4
  %544 = add nuw nsw i64 %525, 2
  %545 = add i64 %526, 2
  %546 = icmp eq i64 %545, %523
  br i1 %546, label %547, label %524

547:                                              ; preds = %541
  %548 = icmp eq i64 %520, 0
  br i1 %548, label %560, label %549

549:                                              ; preds = %547, %515
  %550 = phi i64 [ 0, %515 ], [ %544, %547 ]
  %551 = icmp ne i64 %520, 0
  tail call void @llvm.assume(i1 %551)
  %552 = icmp slt i64 %550, %32
  %553 = select i1 %411, i1 %552, i1 false
  br i1 %553, label %554, label %557

554:                                              ; preds = %549
  %555 = getelementptr float, ptr %517, i64 %550
  %556 = load float, ptr %555, align 4
  br label %557

557:                                              ; preds = %554, %549
  %558 = phi float [ %556, %554 ], [ 0.000000e+00, %549 ]
  %559 = getelementptr float, ptr %519, i64 %550
  store float %558, ptr %559, align 4
  br label %560

560:                                              ; preds = %557, %547, %427
  %561 = phi ptr [ %428, %427 ], [ %410, %547 ], [ %410, %557 ]
  %562 = tail call i64 @llvm.smax.i64(i64 %52, i64 1)
  %563 = alloca %struct.rowstate, i64 %562, align 16
  %564 = icmp sgt i64 %52, 0
  br i1 %564, label %449, label %3041

565:                                              ; preds = %582, %417
  %566 = phi i64 [ 0, %417 ], [ %585, %582 ]
  %567 = phi i64 [ 0, %417 ], [ %586, %582 ]
  %568 = icmp slt i64 %566, %32
  %569 = select i1 %411, i1 %568, i1 false
  br i1 %569, label %570, label %573

570:                                              ; preds = %565
  %571 = getelementptr float, ptr %413, i64 %566
  %572 = load float, ptr %571, align 4
  br label %573

573:                                              ; preds = %565, %570
  %574 = phi float [ %572, %570 ], [ 0.000000e+00, %565 ]
  %575 = getelementptr float, ptr %410, i64 %566
  store float %574, ptr %575, align 4
  %576 = or disjoint i64 %566, 1
  %577 = icmp slt i64 %576, %32
  %578 = select i1 %411, i1 %577, i1 false
  br i1 %578, label %579, label %582

579:                                              ; preds = %573
  %580 = getelementptr float, ptr %413, i64 %576
  %581 = load float, ptr %580, align 4
  br label %582

582:                                              ; preds = %579, %573
  %583 = phi float [ %581, %579 ], [ 0.000000e+00, %573 ]
  %584 = getelementptr float, ptr %410, i64 %576
  store float %583, ptr %584, align 4
  %585 = add nuw nsw i64 %566, 2
  %586 = add i64 %567, 2
  %587 = icmp eq i64 %586, %418
  br i1 %587, label %458, label %565

588:                                              ; preds = %988
  %589 = alloca ptr, i64 %562, align 16
  %590 = alloca ptr, i64 %562, align 16
  %591 = alloca ptr, i64 %562, align 16
  %592 = alloca ptr, i64 %562, align 16
  %593 = alloca ptr, i64 %562, align 16
  %594 = icmp sgt i64 %935, 0
  br i1 %594, label %595, label %994

595:                                              ; preds = %588
  %596 = getelementptr inbounds float, ptr %180, i64 %107
  %597 = getelementptr inbounds float, ptr %180, i64 %107
  %598 = getelementptr inbounds float, ptr %180, i64 %107
  %599 = getelementptr inbounds float, ptr %180, i64 %107
  %600 = getelementptr inbounds float, ptr %180, i64 %107
  %601 = getelementptr inbounds float, ptr %180, i64 %107
  %602 = getelementptr inbounds float, ptr %180, i64 %107
  %603 = icmp eq i64 %36, 1
  %604 = mul i64 %41, %34
  %605 = getelementptr float, ptr %14, i64 %131
  %606 = icmp eq i64 %7, 0
  %607 = shl nsw i64 %105, 5
  %608 = icmp eq i64 %26, 0
  %609 = icmp ne i64 %26, 1
  %610 = select i1 %609, i1 true, i1 %100
  %611 = shl i64 %105, 3
  %612 = select i1 %610, i64 %107, i64 %611
  %613 = select i1 %608, i64 %106, i64 %612
  %614 = shl i64 %32, 3
  %615 = mul i64 %32, 12
  %616 = icmp eq ptr %103, null
  %617 = icmp slt i64 %32, 1
  %618 = getelementptr float, ptr %602, i64 %611
  %619 = getelementptr float, ptr %601, i64 %106
  %620 = getelementptr inbounds nuw float, ptr %179, i64 %32
  %621 = getelementptr inbounds nuw float, ptr %180, i64 %32
  %622 = shl nuw nsw i64 %32, 1
  %623 = getelementptr inbounds nuw float, ptr %179, i64 %622
  %624 = getelementptr inbounds nuw float, ptr %180, i64 %622
  %625 = mul nuw nsw i64 %32, 3
  %626 = getelementptr inbounds nuw float, ptr %179, i64 %625
  %627 = getelementptr inbounds nuw float, ptr %180, i64 %625
  %628 = getelementptr inbounds nuw float, ptr %600, i64 %622
  %629 = fcmp ogt float %56, 0.000000e+00
  %630 = fneg float %56
  %631 = insertelement <4 x float> poison, float %630, i64 0
  %632 = shufflevector <4 x float> %631, <4 x float> poison, <4 x i32> zeroinitializer
  %633 = insertelement <4 x float> poison, float %56, i64 0
  %634 = shufflevector <4 x float> %633, <4 x float> poison, <4 x i32> zeroinitializer
  %635 = getelementptr inbounds nuw float, ptr %599, i64 %32
  %636 = getelementptr inbounds float, ptr %127, i64 %611
  %637 = select i1 %616, i1 true, i1 %617
  %638 = select i1 %616, i1 true, i1 %617
  %639 = shl i64 %32, 2
  %640 = add i64 %451, %639
  %641 = mul i64 %32, 12
  %642 = shl i64 %32, 4
  %643 = add i64 %642, 16
  %644 = mul i64 %40, %643
  %645 = add i64 %644, 32
  %646 = mul i64 %105, %645
  %647 = getelementptr i8, ptr %127, i64 %646
  %648 = getelementptr i8, ptr %127, i64 %646
  %649 = getelementptr i8, ptr %648, i64 %639
  %650 = mul i64 %40, %32
  %651 = shl i64 %650, 4
  %652 = add i64 %651, 32
  %653 = mul i64 %105, %652
  %654 = getelementptr i8, ptr %127, i64 %653
  %655 = getelementptr i8, ptr %127, i64 %653
  %656 = getelementptr i8, ptr %655, i64 %639
  %657 = shl i64 %32, 2
  %658 = mul i64 %40, %105
  %659 = shl i64 %32, 4
  %660 = add i64 %659, 16
  %661 = mul i64 %658, %660
  %662 = getelementptr i8, ptr %127, i64 %661
  %663 = getelementptr i8, ptr %662, i64 %657
  %664 = shl i64 %658, 4
  %665 = or disjoint i64 %664, 4
  %666 = mul i64 %32, %665
  %667 = getelementptr i8, ptr %127, i64 %666
  %668 = mul i64 %105, -48
  %669 = shl i64 %105, 4
  %670 = shl i64 %189, 2
  %671 = add i64 %669, %670
  %672 = getelementptr i8, ptr %598, i64 %671
  %673 = add i64 %451, %670
  %674 = getelementptr i8, ptr %597, i64 %670
  %675 = getelementptr i8, ptr %596, i64 %673
  %676 = mul i64 %105, 48
  %677 = shl i64 %32, 2
  %678 = shl i64 %32, 4
  %679 = add i64 %678, 16
  %680 = mul i64 %40, %679
  %681 = add i64 %680, 48
  %682 = mul i64 %105, %681
  %683 = getelementptr i8, ptr %127, i64 %682
  %684 = getelementptr i8, ptr %127, i64 %682
  %685 = getelementptr i8, ptr %684, i64 %677
  %686 = mul i64 %40, %32
  %687 = shl i64 %686, 4
  %688 = add i64 %687, 48
  %689 = mul i64 %105, %688
  %690 = getelementptr i8, ptr %127, i64 %689
  %691 = getelementptr i8, ptr %127, i64 %689
  %692 = getelementptr i8, ptr %691, i64 %677
  %693 = shl i64 %32, 2
  %694 = shl i64 %32, 4
  %695 = add i64 %694, 16
  %696 = mul i64 %40, %695
  %697 = add i64 %696, 32
  %698 = mul i64 %105, %697
  %699 = getelementptr i8, ptr %127, i64 %698
  %700 = getelementptr i8, ptr %127, i64 %698
  %701 = getelementptr i8, ptr %700, i64 %693
  %702 = mul i64 %40, %32
  %703 = shl i64 %702, 4
  %704 = add i64 %703, 32
  %705 = mul i64 %105, %704
  %706 = getelementptr i8, ptr %127, i64 %705
  %707 = getelementptr i8, ptr %127, i64 %705
  %708 = getelementptr i8, ptr %707, i64 %693
  %709 = shl i64 %105, 4
  %710 = shl i64 %32, 2
  %711 = shl i64 %32, 4
  %712 = add i64 %711, 16
  %713 = mul i64 %40, %712
  %714 = add i64 %713, 16
  %715 = mul i64 %105, %714
  %716 = getelementptr i8, ptr %127, i64 %715
  %717 = getelementptr i8, ptr %127, i64 %715
  %718 = getelementptr i8, ptr %717, i64 %710
  %719 = mul i64 %40, %32
  %720 = shl i64 %719, 4
  %721 = add i64 %720, 16
  %722 = mul i64 %105, %721
  %723 = getelementptr i8, ptr %127, i64 %722
  %724 = getelementptr i8, ptr %127, i64 %722
  %725 = getelementptr i8, ptr %724, i64 %710
  %726 = shl i64 %32, 2
  %727 = mul i64 %40, %105
  %728 = shl i64 %32, 4
  %729 = add i64 %728, 16
  %730 = mul i64 %727, %729
  %731 = getelementptr i8, ptr %127, i64 %730
  %732 = getelementptr i8, ptr %731, i64 %726
  %733 = shl i64 %727, 4
  %734 = or disjoint i64 %733, 4
  %735 = mul i64 %32, %734
  %736 = getelementptr i8, ptr %127, i64 %735
  %737 = shl i64 %32, 2
  %738 = add i64 %451, %737
  %739 = shl i64 %32, 4
  %740 = add i64 %739, 16
  %741 = mul i64 %40, %740
  %742 = add i64 %741, 32
  %743 = mul i64 %105, %742
  %744 = getelementptr i8, ptr %127, i64 %743
  %745 = getelementptr i8, ptr %127, i64 %743
  %746 = getelementptr i8, ptr %745, i64 %737
  %747 = mul i64 %40, %32
  %748 = shl i64 %747, 4
  %749 = add i64 %748, 32
  %750 = mul i64 %105, %749
  %751 = getelementptr i8, ptr %127, i64 %750
  %752 = getelementptr i8, ptr %127, i64 %750
  %753 = getelementptr i8, ptr %752, i64 %737
  %754 = shl i64 %105, 4
  %755 = shl i64 %32, 2
  %756 = shl i64 %32, 4
  %757 = add i64 %756, 16
  %758 = mul i64 %40, %757
  %759 = add i64 %758, 16
  %760 = mul i64 %105, %759
  %761 = getelementptr i8, ptr %127, i64 %760
  %762 = getelementptr i8, ptr %127, i64 %760
  %763 = getelementptr i8, ptr %762, i64 %755
  %764 = mul i64 %40, %32
  %765 = shl i64 %764, 4
  %766 = add i64 %765, 16
  %767 = mul i64 %105, %766
  %768 = getelementptr i8, ptr %127, i64 %767
  %769 = getelementptr i8, ptr %127, i64 %767
  %770 = getelementptr i8, ptr %769, i64 %755
  %771 = shl i64 %32, 2
  %772 = mul i64 %40, %105
  %773 = shl i64 %32, 4
  %774 = add i64 %773, 16
  %775 = mul i64 %772, %774
  %776 = getelementptr i8, ptr %127, i64 %775
  %777 = getelementptr i8, ptr %776, i64 %771
  %778 = shl i64 %772, 4
  %779 = or disjoint i64 %778, 4
  %780 = mul i64 %32, %779
  %781 = getelementptr i8, ptr %127, i64 %780
  %782 = shl i64 %105, 4
  %783 = shl i64 %32, 2
  %784 = shl i64 %32, 4
  %785 = add i64 %784, 16
  %786 = mul i64 %40, %785
  %787 = add i64 %786, 16
  %788 = mul i64 %105, %787
  %789 = getelementptr i8, ptr %127, i64 %788
  %790 = getelementptr i8, ptr %127, i64 %788
  %791 = getelementptr i8, ptr %790, i64 %783
  %792 = mul i64 %40, %32
  %793 = shl i64 %792, 4
  %794 = add i64 %793, 16
  %795 = mul i64 %105, %794
  %796 = getelementptr i8, ptr %127, i64 %795
  %797 = getelementptr i8, ptr %127, i64 %795
  %798 = getelementptr i8, ptr %797, i64 %783
  %799 = shl i64 %32, 2
  %800 = mul i64 %40, %105
  %801 = shl i64 %32, 4
  %802 = add i64 %801, 16
  %803 = mul i64 %800, %802
  %804 = getelementptr i8, ptr %127, i64 %803
  %805 = getelementptr i8, ptr %804, i64 %799
  %806 = shl i64 %800, 4
  %807 = or disjoint i64 %806, 4
  %808 = mul i64 %32, %807
  %809 = getelementptr i8, ptr %127, i64 %808
  %810 = icmp ult i64 %32, 8
  %811 = and i64 %32, 9223372036854775800
  %812 = icmp eq i64 %32, %811
  %813 = and i64 %32, 1
  %814 = icmp eq i64 %813, 0
  %815 = icmp ult i64 %32, 8
  %816 = and i64 %32, 9223372036854775800
  %817 = icmp eq i64 %32, %816
  %818 = and i64 %32, 1
  %819 = icmp eq i64 %818, 0
  %820 = icmp ult i64 %32, 8
  %821 = shl i64 %105, 4
  %822 = and i64 %32, 9223372036854775800
  %823 = icmp eq i64 %32, %822
  %824 = and i64 %32, 3
  %825 = icmp eq i64 %824, 0
  %826 = icmp ult i64 %32, 8
  %827 = and i64 %32, 9223372036854775800
  %828 = icmp eq i64 %32, %827
  %829 = and i64 %32, 1
  %830 = icmp eq i64 %829, 0
  %831 = icmp ult i64 %32, 8
  %832 = and i64 %32, 9223372036854775800
  %833 = icmp eq i64 %32, %832
  %834 = and i64 %32, 1
  %835 = icmp eq i64 %834, 0
  %836 = icmp ult i64 %32, 8
  %837 = and i64 %32, 9223372036854775800
  %838 = icmp eq i64 %32, %837
  %839 = and i64 %32, 1
  %840 = icmp eq i64 %839, 0
  %841 = icmp ult i64 %32, 8
  %842 = and i64 %32, 9223372036854775800
  %843 = icmp eq i64 %32, %842
  %844 = and i64 %32, 1
  %845 = icmp eq i64 %844, 0
  %846 = icmp ult i64 %32, 8
  %847 = and i64 %32, 9223372036854775800
  %848 = icmp eq i64 %32, %847
  %849 = and i64 %32, 1
  %850 = icmp eq i64 %849, 0
  %851 = icmp ult i64 %32, 8
  %852 = and i64 %32, 9223372036854775800
  %853 = icmp eq i64 %32, %852
  %854 = and i64 %32, 1
  %855 = icmp eq i64 %854, 0
  %856 = icmp ult i64 %32, 8
  %857 = and i64 %32, 9223372036854775800
  %858 = icmp eq i64 %32, %857
  %859 = and i64 %32, 1
  %860 = icmp eq i64 %859, 0
  %861 = icmp ult i64 %32, 8
  %862 = and i64 %32, 9223372036854775800
  %863 = icmp eq i64 %32, %862
  %864 = and i64 %32, 1
  %865 = icmp eq i64 %864, 0
  %866 = icmp slt i64 %32, 5
  %867 = and i64 %189, 9223372036854775804
  %868 = getelementptr inbounds float, ptr %180, i64 %107
  %869 = icmp eq i64 %189, %867
  %870 = getelementptr inbounds float, ptr %180, i64 %107
  %871 = icmp slt i64 %32, 5
  %872 = and i64 %189, 9223372036854775800
  %873 = icmp eq i64 %189, %872
  %874 = and i64 %189, 1
  %875 = icmp eq i64 %874, 0
  %876 = icmp ult i64 %32, 8
  %877 = shl i64 %105, 4
  %878 = and i64 %32, 9223372036854775800
  %879 = icmp eq i64 %32, %878
  %880 = and i64 %32, 3
  %881 = icmp eq i64 %880, 0
  %882 = getelementptr inbounds float, ptr %180, i64 %107
  %883 = icmp ult i64 %32, 8
  %884 = and i64 %32, 9223372036854775800
  %885 = icmp eq i64 %32, %884
  %886 = and i64 %32, 1
  %887 = icmp eq i64 %886, 0
  %888 = icmp ult i64 %32, 8
  %889 = and i64 %32, 9223372036854775800
  %890 = icmp eq i64 %32, %889
  %891 = and i64 %32, 3
  %892 = icmp eq i64 %891, 0
  %893 = icmp ult i64 %32, 8
  %894 = and i64 %32, 9223372036854775800
  %895 = icmp eq i64 %32, %894
  %896 = and i64 %32, 1
  %897 = icmp eq i64 %896, 0
  %898 = icmp ult i64 %32, 8
  %899 = and i64 %32, 9223372036854775800
  %900 = icmp eq i64 %32, %899
  %901 = and i64 %32, 1
  %902 = icmp eq i64 %901, 0
  %903 = icmp ult i64 %32, 8
  %904 = and i64 %32, 9223372036854775800
  %905 = icmp eq i64 %32, %904
  %906 = and i64 %32, 3
  %907 = icmp eq i64 %906, 0
  br label %991

908:                                              ; preds = %449, %988
  %909 = phi i64 [ 0, %449 ], [ %935, %988 ]
  %910 = phi i64 [ 0, %449 ], [ %989, %988 ]
  %911 = add nsw i64 %910, %49
  %912 = mul nsw i64 %910, %122
  %913 = getelementptr inbounds float, ptr %450, i64 %912
  %914 = getelementptr inbounds nuw %struct.rowstate, ptr %563, i64 %910
  store ptr %913, ptr %914, align 8
  %915 = getelementptr inbounds float, ptr %913, i64 %106
  %916 = getelementptr inbounds nuw i8, ptr %914, i64 8
  store ptr %915, ptr %916, align 8
  %917 = getelementptr inbounds i8, ptr %913, i64 %451
  %918 = getelementptr inbounds nuw i8, ptr %914, i64 24
  store ptr %917, ptr %918, align 8
  %919 = getelementptr inbounds float, ptr %913, i64 %120
  %920 = getelementptr inbounds nuw i8, ptr %914, i64 16
  store ptr %919, ptr %920, align 8
  br i1 %452, label %932, label %921

921:                                              ; preds = %908
  %922 = getelementptr inbounds i32, ptr %17, i64 %911
  %923 = load i32, ptr %922, align 4
  %924 = sext i32 %923 to i64
  %925 = icmp slt i32 %923, 0
  %926 = icmp slt i64 %28, %924
  %927 = select i1 %925, i1 true, i1 %926
  br i1 %927, label %928, label %929

928:                                              ; preds = %921
  store i32 1, ptr %24, align 4
  br label %929

929:                                              ; preds = %921, %928
  %930 = tail call i64 @llvm.smin.i64(i64 %28, i64 %924)
  %931 = select i1 %925, i64 0, i64 %930
  br label %932

932:                                              ; preds = %929, %908
  %933 = phi i64 [ %931, %929 ], [ %28, %908 ]
  %934 = getelementptr inbounds nuw i8, ptr %914, i64 32
  store i64 %933, ptr %934, align 8
  %935 = tail call i64 @llvm.smax.i64(i64 %933, i64 %909)
  br i1 %133, label %936, label %944

936:                                              ; preds = %932
  %937 = mul nsw i64 %911, %34
  %938 = add nsw i64 %937, %47
  %939 = add nsw i64 %911, %454
  %940 = select i1 %453, i64 %938, i64 %939
  %941 = mul nsw i64 %940, %32
  %942 = getelementptr float, ptr %18, i64 %941
  %943 = getelementptr float, ptr %19, i64 %941
  br label %949

944:                                              ; preds = %963, %932
  %945 = icmp slt i64 %933, %28
  %946 = select i1 %457, i1 %945, i1 false
  br i1 %946, label %947, label %988

947:                                              ; preds = %944
  %948 = mul nsw i64 %911, %28
  br label %969

949:                                              ; preds = %936, %963
  %950 = phi i64 [ 0, %936 ], [ %967, %963 ]
  %951 = icmp slt i64 %950, %32
  %952 = select i1 %455, i1 %951, i1 false
  br i1 %952, label %953, label %956

953:                                              ; preds = %949
  %954 = getelementptr float, ptr %942, i64 %950
  %955 = load float, ptr %954, align 4
  br label %956

956:                                              ; preds = %949, %953
  %957 = phi float [ %955, %953 ], [ 0.000000e+00, %949 ]
  %958 = getelementptr inbounds nuw float, ptr %913, i64 %950
  store float %957, ptr %958, align 4
  %959 = select i1 %456, i1 %951, i1 false
  br i1 %959, label %960, label %963

960:                                              ; preds = %956
  %961 = getelementptr float, ptr %943, i64 %950
  %962 = load float, ptr %961, align 4
  br label %963

963:                                              ; preds = %956, %960
  %964 = phi float [ %962, %960 ], [ 0.000000e+00, %956 ]
  %965 = getelementptr inbounds nuw float, ptr %915, i64 %950
  store float %964, ptr %965, align 4
  %966 = getelementptr inbounds nuw float, ptr %917, i64 %950
  store float 0.000000e+00, ptr %966, align 4
  %967 = add nuw nsw i64 %950, 1
  %968 = icmp eq i64 %967, %189
  br i1 %968, label %944, label %949

969:                                              ; preds = %947, %985
  %970 = phi i64 [ %933, %947 ], [ %986, %985 ]
  br i1 %453, label %971, label %975

971:                                              ; preds = %969
  %972 = add nsw i64 %970, %948
  %973 = mul nsw i64 %972, %34
  %974 = add nsw i64 %973, %47
  br label %980

975:                                              ; preds = %969
  %976 = mul nsw i64 %970, %34
  %977 = add nsw i64 %976, %47
  %978 = mul nsw i64 %977, %30
  %979 = add nsw i64 %978, %911
  br label %980

980:                                              ; preds = %975, %971
  %981 = phi i64 [ %974, %971 ], [ %979, %975 ]
  br i1 %133, label %982, label %985

982:                                              ; preds = %980
  %983 = mul i64 %981, %32
  %984 = getelementptr float, ptr %21, i64 %983
  tail call void @llvm.memset.p0.i64(ptr align 4 %984, i8 0, i64 %135, i1 false)
  br label %985

985:                                              ; preds = %982, %980
  %986 = add nsw i64 %970, 1
  %987 = icmp eq i64 %986, %28
  br i1 %987, label %988, label %969

988:                                              ; preds = %985, %944
  %989 = add nuw nsw i64 %910, 1
  %990 = icmp slt i64 %989, %52
  br i1 %990, label %908, label %588

991:                                              ; preds = %2975, %595
  %992 = phi i64 [ 0, %595 ], [ %2976, %2975 ]
  %993 = xor i64 %992, -1
  br label %1003

994:                                              ; preds = %2975, %588
  %995 = icmp eq i64 %36, 1
  %996 = mul nsw i64 %47, %30
  %997 = icmp eq i64 %8, 0
  %998 = icmp eq i64 %9, 0
  br label %3042

999:                                              ; preds = %1052
  %1000 = trunc i64 %992 to i32
  %1001 = and i32 %1000, 1
  call fastcc void @products(ptr noundef %590, ptr noundef %591, i64 noundef %1053, ptr noundef %127, i64 noundef %32, i64 noundef %107, i64 noundef %613, i32 noundef %1001)
  %1002 = icmp sgt i64 %1053, 0
  br i1 %1002, label %1057, label %1056

1003:                                             ; preds = %991, %1052
  %1004 = phi i64 [ 0, %991 ], [ %1053, %1052 ]
  %1005 = phi i64 [ 0, %991 ], [ %1054, %1052 ]
  %1006 = getelementptr inbounds nuw %struct.rowstate, ptr %563, i64 %1005
  %1007 = getelementptr inbounds nuw i8, ptr %1006, i64 32
  %1008 = load i64, ptr %1007, align 8
  %1009 = icmp slt i64 %992, %1008
  br i1 %1009, label %1010, label %1052

1010:                                             ; preds = %1003
  %1011 = add nsw i64 %1005, %49
  %1012 = add i64 %1008, %993
  %1013 = select i1 %65, i64 %1012, i64 %992
  %1014 = getelementptr inbounds nuw i8, ptr %1006, i64 40
  br i1 %603, label %1015, label %1020

1015:                                             ; preds = %1010
  %1016 = mul nsw i64 %1011, %28
  %1017 = add nsw i64 %1013, %1016
  %1018 = mul i64 %604, %1017
  %1019 = getelementptr float, ptr %605, i64 %1018
  store ptr %1019, ptr %1014, align 8
  br i1 %606, label %1037, label %1025

1020:                                             ; preds = %1010
  %1021 = mul nsw i64 %1013, %30
  %1022 = add nsw i64 %1021, %1011
  %1023 = mul i64 %604, %1022
  %1024 = getelementptr float, ptr %605, i64 %1023
  store ptr %1024, ptr %1014, align 8
  br i1 %606, label %1037, label %1028

1025:                                             ; preds = %1015
  %1026 = mul nsw i64 %1017, %34
  %1027 = add nsw i64 %1026, %47
  br label %1033

1028:                                             ; preds = %1020
  %1029 = mul nsw i64 %1013, %34
  %1030 = add nsw i64 %1029, %47
  %1031 = mul nsw i64 %1030, %30
  %1032 = add nsw i64 %1031, %1011
  br label %1033

1033:                                             ; preds = %1028, %1025
  %1034 = phi i64 [ %1027, %1025 ], [ %1032, %1028 ]
  %1035 = mul nsw i64 %1034, %32
  %1036 = getelementptr inbounds float, ptr %21, i64 %1035
  br label %1037

1037:                                             ; preds = %1020, %1015, %1033
  %1038 = phi ptr [ %1036, %1033 ], [ null, %1015 ], [ null, %1020 ]
  %1039 = getelementptr inbounds nuw i8, ptr %1006, i64 48
  store ptr %1038, ptr %1039, align 8
  %1040 = getelementptr inbounds ptr, ptr %589, i64 %1004
  store ptr %1006, ptr %1040, align 8
  %1041 = load ptr, ptr %1006, align 8
  %1042 = getelementptr inbounds ptr, ptr %590, i64 %1004
  store ptr %1041, ptr %1042, align 8
  %1043 = getelementptr inbounds nuw i8, ptr %1006, i64 16
  %1044 = load ptr, ptr %1043, align 8
  %1045 = getelementptr inbounds ptr, ptr %591, i64 %1004
  store ptr %1044, ptr %1045, align 8
  %1046 = getelementptr inbounds nuw i8, ptr %1006, i64 24
  %1047 = load ptr, ptr %1046, align 8
  %1048 = getelementptr inbounds ptr, ptr %592, i64 %1004
  store ptr %1047, ptr %1048, align 8
  %1049 = getelementptr inbounds i8, ptr %1044, i64 %607
  %1050 = getelementptr inbounds ptr, ptr %593, i64 %1004
  store ptr %1049, ptr %1050, align 8
  %1051 = add nsw i64 %1004, 1
  br label %1052

1052:                                             ; preds = %1003, %1037
  %1053 = phi i64 [ %1051, %1037 ], [ %1004, %1003 ]
  %1054 = add nuw nsw i64 %1005, 1
  %1055 = icmp slt i64 %1054, %52
  br i1 %1055, label %1003, label %999

1056:                                             ; preds = %2782, %999
  br i1 %610, label %2974, label %2785

1057:                                             ; preds = %999, %2782
  %1058 = phi i64 [ %2783, %2782 ], [ 0, %999 ]
  %1059 = getelementptr inbounds nuw ptr, ptr %589, i64 %1058
  %1060 = load ptr, ptr %1059, align 8
  %1061 = getelementptr inbounds nuw i8, ptr %1060, i64 40
  %1062 = load ptr, ptr %1061, align 8
  %1063 = getelementptr inbounds nuw i8, ptr %1060, i64 16
  %1064 = load ptr, ptr %1063, align 8
  %1065 = ptrtoint ptr %1064 to i64
  %1066 = load ptr, ptr %1060, align 8
  %1067 = ptrtoint ptr %1066 to i64
  %1068 = getelementptr inbounds nuw i8, ptr %1060, i64 8
  %1069 = load ptr, ptr %1068, align 8
  br i1 %608, label %1070, label %1209

1070:                                             ; preds = %1057
  br i1 %133, label %1071, label %1132

1071:                                             ; preds = %1070
  br i1 %883, label %1113, label %1072

1072:                                             ; preds = %1071
  %1073 = getelementptr i8, ptr %1064, i64 %657
  %1074 = getelementptr i8, ptr %1062, i64 %657
  %1075 = icmp ult ptr %1064, %1074
  %1076 = icmp ult ptr %1062, %1073
  %1077 = and i1 %1075, %1076
  %1078 = icmp ult ptr %1064, %663
  %1079 = icmp ult ptr %180, %1073
  %1080 = and i1 %1078, %1079
  %1081 = or i1 %1077, %1080
  %1082 = icmp ult ptr %1064, %667
  %1083 = icmp ult ptr %179, %1073
  %1084 = and i1 %1082, %1083
  %1085 = or i1 %1081, %1084
  br i1 %1085, label %1113, label %1086

1086:                                             ; preds = %1072, %1086
  %1087 = phi i64 [ %1110, %1086 ], [ 0, %1072 ]
  %1088 = getelementptr inbounds nuw float, ptr %1062, i64 %1087
  %1089 = getelementptr inbounds nuw i8, ptr %1088, i64 16
  %1090 = load <4 x float>, ptr %1088, align 4
  %1091 = load <4 x float>, ptr %1089, align 4
  %1092 = getelementptr inbounds nuw float, ptr %179, i64 %1087
  %1093 = getelementptr inbounds nuw i8, ptr %1092, i64 16
  %1094 = load <4 x float>, ptr %1092, align 4
  %1095 = load <4 x float>, ptr %1093, align 4
  %1096 = fadd <4 x float> %1090, %1094
  %1097 = fadd <4 x float> %1091, %1095
  %1098 = getelementptr inbounds nuw float, ptr %180, i64 %1087
  %1099 = getelementptr inbounds nuw i8, ptr %1098, i64 16
  %1100 = load <4 x float>, ptr %1098, align 4
  %1101 = load <4 x float>, ptr %1099, align 4
  %1102 = fadd <4 x float> %1096, %1100
  %1103 = fadd <4 x float> %1097, %1101
  %1104 = getelementptr inbounds nuw float, ptr %1064, i64 %1087
  %1105 = getelementptr inbounds nuw i8, ptr %1104, i64 16
  %1106 = load <4 x float>, ptr %1104, align 4
  %1107 = load <4 x float>, ptr %1105, align 4
  %1108 = fadd <4 x float> %1102, %1106
  %1109 = fadd <4 x float> %1103, %1107
  store <4 x float> %1108, ptr %1104, align 4
  store <4 x float> %1109, ptr %1105, align 4
  %1110 = add nuw i64 %1087, 8
  %1111 = icmp eq i64 %1110, %884
  br i1 %1111, label %1112, label %1086

1112:                                             ; preds = %1086
  br i1 %885, label %1133, label %1113

1113:                                             ; preds = %1072, %1071, %1112
  %1114 = phi i64 [ 0, %1072 ], [ 0, %1071 ], [ %884, %1112 ]
  %1115 = or disjoint i64 %1114, 1
  br i1 %887, label %1129, label %1116

1116:                                             ; preds = %1113
  %1117 = getelementptr inbounds nuw float, ptr %1062, i64 %1114
  %1118 = load float, ptr %1117, align 4
  %1119 = getelementptr inbounds nuw float, ptr %179, i64 %1114
  %1120 = load float, ptr %1119, align 4
  %1121 = fadd float %1118, %1120
  %1122 = getelementptr inbounds nuw float, ptr %180, i64 %1114
  %1123 = load float, ptr %1122, align 4
  %1124 = fadd float %1121, %1123
  %1125 = getelementptr inbounds nuw float, ptr %1064, i64 %1114
  %1126 = load float, ptr %1125, align 4
  %1127 = fadd float %1124, %1126
  store float %1127, ptr %1125, align 4
  %1128 = or disjoint i64 %1114, 1
  br label %1129

1129:                                             ; preds = %1116, %1113
  %1130 = phi i64 [ %1114, %1113 ], [ %1128, %1116 ]
  %1131 = icmp eq i64 %32, %1115
  br i1 %1131, label %1133, label %1163

1132:                                             ; preds = %1070
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1064, i64 noundef %106)
  br label %2782

1133:                                             ; preds = %1129, %1163, %1112
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1064, i64 noundef %106)
  %1134 = sub i64 %1067, %1065
  %1135 = icmp ult i64 %1134, 32
  %1136 = select i1 %888, i1 true, i1 %1135
  br i1 %1136, label %1148, label %1137

1137:                                             ; preds = %1133, %1137
  %1138 = phi i64 [ %1145, %1137 ], [ 0, %1133 ]
  %1139 = getelementptr inbounds nuw float, ptr %1064, i64 %1138
  %1140 = getelementptr inbounds nuw i8, ptr %1139, i64 16
  %1141 = load <4 x float>, ptr %1139, align 4
  %1142 = load <4 x float>, ptr %1140, align 4
  %1143 = getelementptr inbounds nuw float, ptr %1066, i64 %1138
  %1144 = getelementptr inbounds nuw i8, ptr %1143, i64 16
  store <4 x float> %1141, ptr %1143, align 4
  store <4 x float> %1142, ptr %1144, align 4
  %1145 = add nuw i64 %1138, 8
  %1146 = icmp eq i64 %1145, %889
  br i1 %1146, label %1147, label %1137

1147:                                             ; preds = %1137
  br i1 %890, label %2782, label %1148

1148:                                             ; preds = %1133, %1147
  %1149 = phi i64 [ 0, %1133 ], [ %889, %1147 ]
  br i1 %892, label %1159, label %1150

1150:                                             ; preds = %1148, %1150
  %1151 = phi i64 [ %1156, %1150 ], [ %1149, %1148 ]
  %1152 = phi i64 [ %1157, %1150 ], [ 0, %1148 ]
  %1153 = getelementptr inbounds nuw float, ptr %1064, i64 %1151
  %1154 = load float, ptr %1153, align 4
  %1155 = getelementptr inbounds nuw float, ptr %1066, i64 %1151
  store float %1154, ptr %1155, align 4
  %1156 = add nuw nsw i64 %1151, 1
  %1157 = add i64 %1152, 1
  %1158 = icmp eq i64 %1157, %891
  br i1 %1158, label %1159, label %1150

1159:                                             ; preds = %1150, %1148
  %1160 = phi i64 [ %1149, %1148 ], [ %1156, %1150 ]
  %1161 = sub nsw i64 %1149, %32
  %1162 = icmp ugt i64 %1161, -4
  br i1 %1162, label %2782, label %1190

1163:                                             ; preds = %1129, %1163
  %1164 = phi i64 [ %1188, %1163 ], [ %1130, %1129 ]
  %1165 = getelementptr inbounds nuw float, ptr %1062, i64 %1164
  %1166 = load float, ptr %1165, align 4
  %1167 = getelementptr inbounds nuw float, ptr %179, i64 %1164
  %1168 = load float, ptr %1167, align 4
  %1169 = fadd float %1166, %1168
  %1170 = getelementptr inbounds nuw float, ptr %180, i64 %1164
  %1171 = load float, ptr %1170, align 4
  %1172 = fadd float %1169, %1171
  %1173 = getelementptr inbounds nuw float, ptr %1064, i64 %1164
  %1174 = load float, ptr %1173, align 4
  %1175 = fadd float %1172, %1174
  store float %1175, ptr %1173, align 4
  %1176 = add nuw nsw i64 %1164, 1
  %1177 = getelementptr inbounds nuw float, ptr %1062, i64 %1176
  %1178 = load float, ptr %1177, align 4
  %1179 = getelementptr inbounds nuw float, ptr %179, i64 %1176
  %1180 = load float, ptr %1179, align 4
  %1181 = fadd float %1178, %1180
  %1182 = getelementptr inbounds nuw float, ptr %180, i64 %1176
  %1183 = load float, ptr %1182, align 4
  %1184 = fadd float %1181, %1183
  %1185 = getelementptr inbounds nuw float, ptr %1064, i64 %1176
  %1186 = load float, ptr %1185, align 4
  %1187 = fadd float %1184, %1186
  store float %1187, ptr %1185, align 4
  %1188 = add nuw nsw i64 %1164, 2
  %1189 = icmp eq i64 %1188, %32
  br i1 %1189, label %1133, label %1163

1190:                                             ; preds = %1159, %1190
  %1191 = phi i64 [ %1207, %1190 ], [ %1160, %1159 ]
  %1192 = getelementptr inbounds nuw float, ptr %1064, i64 %1191
  %1193 = load float, ptr %1192, align 4
  %1194 = getelementptr inbounds nuw float, ptr %1066, i64 %1191
  store float %1193, ptr %1194, align 4
  %1195 = add nuw nsw i64 %1191, 1
  %1196 = getelementptr inbounds nuw float, ptr %1064, i64 %1195
  %1197 = load float, ptr %1196, align 4
  %1198 = getelementptr inbounds nuw float, ptr %1066, i64 %1195
  store float %1197, ptr %1198, align 4
  %1199 = add nuw nsw i64 %1191, 2
  %1200 = getelementptr inbounds nuw float, ptr %1064, i64 %1199
  %1201 = load float, ptr %1200, align 4
  %1202 = getelementptr inbounds nuw float, ptr %1066, i64 %1199
  store float %1201, ptr %1202, align 4
  %1203 = add nuw nsw i64 %1191, 3
  %1204 = getelementptr inbounds nuw float, ptr %1064, i64 %1203
  %1205 = load float, ptr %1204, align 4
  %1206 = getelementptr inbounds nuw float, ptr %1066, i64 %1203
  store float %1205, ptr %1206, align 4
  %1207 = add nuw nsw i64 %1191, 4
  %1208 = icmp eq i64 %1207, %32
  br i1 %1208, label %2782, label %1190

1209:                                             ; preds = %1057
  br i1 %117, label %1210, label %1498

1210:                                             ; preds = %1209
  br i1 %133, label %1211, label %2782

1211:                                             ; preds = %1210
  %1212 = getelementptr inbounds nuw float, ptr %1062, i64 %32
  %1213 = getelementptr inbounds nuw float, ptr %1064, i64 %32
  %1214 = getelementptr inbounds nuw float, ptr %1062, i64 %622
  %1215 = getelementptr inbounds nuw float, ptr %1064, i64 %622
  %1216 = getelementptr inbounds nuw float, ptr %1062, i64 %625
  %1217 = getelementptr inbounds nuw float, ptr %1064, i64 %625
  br label %1218

1218:                                             ; preds = %1415, %1211
  %1219 = phi i64 [ 0, %1211 ], [ %1496, %1415 ]
  %1220 = getelementptr inbounds nuw float, ptr %1062, i64 %1219
  %1221 = load <4 x float>, ptr %1220, align 4
  %1222 = getelementptr inbounds nuw float, ptr %179, i64 %1219
  %1223 = load <4 x float>, ptr %1222, align 4
  %1224 = fadd <4 x float> %1221, %1223
  %1225 = getelementptr inbounds nuw float, ptr %180, i64 %1219
  %1226 = load <4 x float>, ptr %1225, align 4
  %1227 = fadd <4 x float> %1224, %1226
  %1228 = getelementptr inbounds nuw float, ptr %1064, i64 %1219
  %1229 = load <4 x float>, ptr %1228, align 4
  %1230 = fadd <4 x float> %1227, %1229
  %1231 = getelementptr inbounds nuw float, ptr %1212, i64 %1219
  %1232 = load <4 x float>, ptr %1231, align 4
  %1233 = getelementptr inbounds nuw float, ptr %620, i64 %1219
  %1234 = load <4 x float>, ptr %1233, align 4
  %1235 = fadd <4 x float> %1232, %1234
  %1236 = getelementptr inbounds nuw float, ptr %621, i64 %1219
  %1237 = load <4 x float>, ptr %1236, align 4
  %1238 = fadd <4 x float> %1235, %1237
  %1239 = getelementptr inbounds nuw float, ptr %1213, i64 %1219
  %1240 = load <4 x float>, ptr %1239, align 4
  %1241 = fadd <4 x float> %1238, %1240
  %1242 = getelementptr inbounds nuw float, ptr %1214, i64 %1219
  %1243 = load <4 x float>, ptr %1242, align 4
  %1244 = getelementptr inbounds nuw float, ptr %623, i64 %1219
  %1245 = load <4 x float>, ptr %1244, align 4
  %1246 = fadd <4 x float> %1243, %1245
  %1247 = getelementptr inbounds nuw float, ptr %624, i64 %1219
  %1248 = load <4 x float>, ptr %1247, align 4
  %1249 = fadd <4 x float> %1246, %1248
  %1250 = getelementptr inbounds nuw float, ptr %1215, i64 %1219
  %1251 = load <4 x float>, ptr %1250, align 4
  %1252 = fadd <4 x float> %1249, %1251
  %1253 = getelementptr inbounds nuw float, ptr %1216, i64 %1219
  %1254 = load <4 x float>, ptr %1253, align 4
  %1255 = getelementptr inbounds nuw float, ptr %626, i64 %1219
  %1256 = load <4 x float>, ptr %1255, align 4
  %1257 = fadd <4 x float> %1254, %1256
  %1258 = getelementptr inbounds nuw float, ptr %627, i64 %1219
  %1259 = load <4 x float>, ptr %1258, align 4
  %1260 = fadd <4 x float> %1257, %1259
  %1261 = getelementptr inbounds nuw float, ptr %1217, i64 %1219
  %1262 = load <4 x float>, ptr %1261, align 4
  %1263 = fadd <4 x float> %1260, %1262
  %1264 = getelementptr inbounds nuw float, ptr %1069, i64 %1219
  %1265 = load <4 x float>, ptr %1264, align 4
  br i1 %616, label %1275, label %1266

1266:                                             ; preds = %1218
  %1267 = getelementptr inbounds nuw float, ptr %882, i64 %1219
  %1268 = load <4 x float>, ptr %1267, align 4
  %1269 = fmul <4 x float> %1265, %1268
  %1270 = fadd <4 x float> %1230, %1269
  %1271 = getelementptr inbounds nuw float, ptr %628, i64 %1219
  %1272 = load <4 x float>, ptr %1271, align 4
  %1273 = fmul <4 x float> %1265, %1272
  %1274 = fadd <4 x float> %1252, %1273
  br label %1275

1275:                                             ; preds = %1266, %1218
  %1276 = phi <4 x float> [ %1270, %1266 ], [ %1230, %1218 ]
  %1277 = phi <4 x float> [ %1274, %1266 ], [ %1252, %1218 ]
  br i1 %629, label %1278, label %1285

1278:                                             ; preds = %1275
  %1279 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %1276, <4 x float> %632)
  %1280 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %1279, <4 x float> %634)
  %1281 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %1277, <4 x float> %632)
  %1282 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %1281, <4 x float> %634)
  %1283 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %1263, <4 x float> %632)
  %1284 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %1283, <4 x float> %634)
  br label %1285

1285:                                             ; preds = %1278, %1275
  %1286 = phi <4 x float> [ %1280, %1278 ], [ %1276, %1275 ]
  %1287 = phi <4 x float> [ %1282, %1278 ], [ %1277, %1275 ]
  %1288 = phi <4 x float> [ %1284, %1278 ], [ %1263, %1275 ]
  %1289 = fneg <4 x float> %1286
  %1290 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %1289, <4 x float> splat (float 0xC055D33340000000))
  %1291 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %1290, <4 x float> splat (float 8.800000e+01))
  %1292 = fmul <4 x float> %1291, splat (float 0x3FF7154760000000)
  %1293 = fadd <4 x float> %1292, splat (float 0x4168000000000000)
  %1294 = fadd <4 x float> %1293, splat (float 0xC168000000000000)
  %1295 = fmul <4 x float> %1294, splat (float 0x3FE6300000000000)
  %1296 = fsub <4 x float> %1291, %1295
  %1297 = fmul <4 x float> %1294, splat (float 0x3F2BD01060000000)
  %1298 = fadd <4 x float> %1297, %1296
  %1299 = fmul <4 x float> %1298, splat (float 0x3F2A0D2CE0000000)
  %1300 = fadd <4 x float> %1299, splat (float 0x3F56E879C0000000)
  %1301 = fmul <4 x float> %1298, %1300
  %1302 = fadd <4 x float> %1301, splat (float 0x3F81112100000000)
  %1303 = fmul <4 x float> %1298, %1302
  %1304 = fadd <4 x float> %1303, splat (float 0x3FA5553820000000)
  %1305 = fmul <4 x float> %1298, %1304
  %1306 = fadd <4 x float> %1305, splat (float 0x3FC5555540000000)
  %1307 = fmul <4 x float> %1298, %1306
  %1308 = fadd <4 x float> %1307, splat (float 5.000000e-01)
  %1309 = fmul <4 x float> %1298, %1298
  %1310 = fadd <4 x float> %1298, splat (float 1.000000e+00)
  %1311 = fmul <4 x float> %1309, %1308
  %1312 = fadd <4 x float> %1310, %1311
  %1313 = fptosi <4 x float> %1294 to <4 x i32>
  %1314 = shl <4 x i32> %1313, splat (i32 23)
  %1315 = add <4 x i32> %1314, splat (i32 1065353216)
  %1316 = bitcast <4 x i32> %1315 to <4 x float>
  %1317 = fmul <4 x float> %1312, %1316
  %1318 = fadd <4 x float> %1317, splat (float 1.000000e+00)
  %1319 = fdiv <4 x float> splat (float 1.000000e+00), %1318
  br i1 %99, label %1322, label %1320

1320:                                             ; preds = %1285
  %1321 = fsub <4 x float> splat (float 1.000000e+00), %1319
  br label %1354

1322:                                             ; preds = %1285
  %1323 = fneg <4 x float> %1287
  %1324 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %1323, <4 x float> splat (float 0xC055D33340000000))
  %1325 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %1324, <4 x float> splat (float 8.800000e+01))
  %1326 = fmul <4 x float> %1325, splat (float 0x3FF7154760000000)
  %1327 = fadd <4 x float> %1326, splat (float 0x4168000000000000)
  %1328 = fadd <4 x float> %1327, splat (float 0xC168000000000000)
  %1329 = fmul <4 x float> %1328, splat (float 0x3FE6300000000000)
  %1330 = fsub <4 x float> %1325, %1329
  %1331 = fmul <4 x float> %1328, splat (float 0x3F2BD01060000000)
  %1332 = fadd <4 x float> %1331, %1330
  %1333 = fmul <4 x float> %1332, splat (float 0x3F2A0D2CE0000000)
  %1334 = fadd <4 x float> %1333, splat (float 0x3F56E879C0000000)
  %1335 = fmul <4 x float> %1332, %1334
  %1336 = fadd <4 x float> %1335, splat (float 0x3F81112100000000)
  %1337 = fmul <4 x float> %1332, %1336
  %1338 = fadd <4 x float> %1337, splat (float 0x3FA5553820000000)
  %1339 = fmul <4 x float> %1332, %1338
  %1340 = fadd <4 x float> %1339, splat (float 0x3FC5555540000000)
  %1341 = fmul <4 x float> %1332, %1340
  %1342 = fadd <4 x float> %1341, splat (float 5.000000e-01)
  %1343 = fmul <4 x float> %1332, %1332
  %1344 = fadd <4 x float> %1332, splat (float 1.000000e+00)
  %1345 = fmul <4 x float> %1343, %1342
  %1346 = fadd <4 x float> %1344, %1345
  %1347 = fptosi <4 x float> %1328 to <4 x i32>
  %1348 = shl <4 x i32> %1347, splat (i32 23)
  %1349 = add <4 x i32> %1348, splat (i32 1065353216)
  %1350 = bitcast <4 x i32> %1349 to <4 x float>
  %1351 = fmul <4 x float> %1346, %1350
  %1352 = fadd <4 x float> %1351, splat (float 1.000000e+00)
  %1353 = fdiv <4 x float> splat (float 1.000000e+00), %1352
  br label %1354

1354:                                             ; preds = %1322, %1320
  %1355 = phi <4 x float> [ %1321, %1320 ], [ %1353, %1322 ]
  %1356 = fmul <4 x float> %1288, %1288
  %1357 = fmul <4 x float> %1356, splat (float 0x3F9664F480000000)
  %1358 = fadd <4 x float> %1357, splat (float 0xBFABA1BA20000000)
  %1359 = fmul <4 x float> %1356, %1358
  %1360 = fadd <4 x float> %1359, splat (float 0x3FC1111120000000)
  %1361 = fmul <4 x float> %1356, %1360
  %1362 = fadd <4 x float> %1361, splat (float 0xBFD5555560000000)
  %1363 = fmul <4 x float> %1356, %1362
  %1364 = fmul <4 x float> %1288, %1363
  %1365 = fadd <4 x float> %1288, %1364
  %1366 = fmul <4 x float> %1288, splat (float 2.000000e+00)
  %1367 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %1366, <4 x float> splat (float 0xC055D33340000000))
  %1368 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %1367, <4 x float> splat (float 8.800000e+01))
  %1369 = fmul <4 x float> %1368, splat (float 0x3FF7154760000000)
  %1370 = fadd <4 x float> %1369, splat (float 0x4168000000000000)
  %1371 = fadd <4 x float> %1370, splat (float 0xC168000000000000)
  %1372 = fmul <4 x float> %1371, splat (float 0x3FE6300000000000)
  %1373 = fsub <4 x float> %1368, %1372
  %1374 = fmul <4 x float> %1371, splat (float 0x3F2BD01060000000)
  %1375 = fadd <4 x float> %1374, %1373
  %1376 = fmul <4 x float> %1375, splat (float 0x3F2A0D2CE0000000)
  %1377 = fadd <4 x float> %1376, splat (float 0x3F56E879C0000000)
  %1378 = fmul <4 x float> %1375, %1377
  %1379 = fadd <4 x float> %1378, splat (float 0x3F81112100000000)
  %1380 = fmul <4 x float> %1375, %1379
  %1381 = fadd <4 x float> %1380, splat (float 0x3FA5553820000000)
  %1382 = fmul <4 x float> %1375, %1381
  %1383 = fadd <4 x float> %1382, splat (float 0x3FC5555540000000)
  %1384 = fmul <4 x float> %1375, %1383
  %1385 = fadd <4 x float> %1384, splat (float 5.000000e-01)
  %1386 = fmul <4 x float> %1375, %1375
  %1387 = fadd <4 x float> %1375, splat (float 1.000000e+00)
  %1388 = fmul <4 x float> %1386, %1385
  %1389 = fadd <4 x float> %1387, %1388
  %1390 = fptosi <4 x float> %1371 to <4 x i32>
  %1391 = shl <4 x i32> %1390, splat (i32 23)
  %1392 = add <4 x i32> %1391, splat (i32 1065353216)
  %1393 = bitcast <4 x i32> %1392 to <4 x float>
  %1394 = fmul <4 x float> %1389, %1393
  %1395 = fadd <4 x float> %1394, splat (float 1.000000e+00)
  %1396 = fdiv <4 x float> splat (float 1.000000e+00), %1395
  %1397 = fmul <4 x float> %1396, splat (float 2.000000e+00)
  %1398 = fsub <4 x float> splat (float 1.000000e+00), %1397
  %1399 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %1288)
  %1400 = fcmp uge <4 x float> %1399, splat (float 0x3FD3333340000000)
  %1401 = select <4 x i1> %1400, <4 x float> %1398, <4 x float> %1365
  %1402 = fmul <4 x float> %1265, %1355
  %1403 = fmul <4 x float> %1319, %1401
  %1404 = fadd <4 x float> %1403, %1402
  store <4 x float> %1404, ptr %1264, align 4
  br i1 %616, label %1410, label %1405

1405:                                             ; preds = %1354
  %1406 = getelementptr inbounds nuw float, ptr %635, i64 %1219
  %1407 = load <4 x float>, ptr %1406, align 4
  %1408 = fmul <4 x float> %1404, %1407
  %1409 = fadd <4 x float> %1241, %1408
  br label %1410

1410:                                             ; preds = %1405, %1354
  %1411 = phi <4 x float> [ %1409, %1405 ], [ %1241, %1354 ]
  br i1 %629, label %1412, label %1415

1412:                                             ; preds = %1410
  %1413 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %1411, <4 x float> %632)
  %1414 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %1413, <4 x float> %634)
  br label %1415

1415:                                             ; preds = %1412, %1410
  %1416 = phi <4 x float> [ %1414, %1412 ], [ %1411, %1410 ]
  %1417 = getelementptr inbounds nuw float, ptr %1066, i64 %1219
  %1418 = fneg <4 x float> %1416
  %1419 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %1418, <4 x float> splat (float 0xC055D33340000000))
  %1420 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %1419, <4 x float> splat (float 8.800000e+01))
  %1421 = fmul <4 x float> %1420, splat (float 0x3FF7154760000000)
  %1422 = fadd <4 x float> %1421, splat (float 0x4168000000000000)
  %1423 = fadd <4 x float> %1422, splat (float 0xC168000000000000)
  %1424 = fmul <4 x float> %1423, splat (float 0x3FE6300000000000)
  %1425 = fsub <4 x float> %1420, %1424
  %1426 = fmul <4 x float> %1423, splat (float 0x3F2BD01060000000)
  %1427 = fadd <4 x float> %1426, %1425
  %1428 = fmul <4 x float> %1427, splat (float 0x3F2A0D2CE0000000)
  %1429 = fadd <4 x float> %1428, splat (float 0x3F56E879C0000000)
  %1430 = fmul <4 x float> %1427, %1429
  %1431 = fadd <4 x float> %1430, splat (float 0x3F81112100000000)
  %1432 = fmul <4 x float> %1427, %1431
  %1433 = fadd <4 x float> %1432, splat (float 0x3FA5553820000000)
  %1434 = fmul <4 x float> %1427, %1433
  %1435 = fadd <4 x float> %1434, splat (float 0x3FC5555540000000)
  %1436 = fmul <4 x float> %1427, %1435
  %1437 = fadd <4 x float> %1436, splat (float 5.000000e-01)
  %1438 = fmul <4 x float> %1427, %1427
  %1439 = fadd <4 x float> %1427, splat (float 1.000000e+00)
  %1440 = fmul <4 x float> %1438, %1437
  %1441 = fadd <4 x float> %1439, %1440
  %1442 = fptosi <4 x float> %1423 to <4 x i32>
  %1443 = shl <4 x i32> %1442, splat (i32 23)
  %1444 = add <4 x i32> %1443, splat (i32 1065353216)
  %1445 = bitcast <4 x i32> %1444 to <4 x float>
  %1446 = fmul <4 x float> %1441, %1445
  %1447 = fadd <4 x float> %1446, splat (float 1.000000e+00)
  %1448 = fdiv <4 x float> splat (float 1.000000e+00), %1447
  %1449 = fmul <4 x float> %1404, %1404
  %1450 = fmul <4 x float> %1449, splat (float 0x3F9664F480000000)
  %1451 = fadd <4 x float> %1450, splat (float 0xBFABA1BA20000000)
  %1452 = fmul <4 x float> %1449, %1451
  %1453 = fadd <4 x float> %1452, splat (float 0x3FC1111120000000)
  %1454 = fmul <4 x float> %1449, %1453
  %1455 = fadd <4 x float> %1454, splat (float 0xBFD5555560000000)
  %1456 = fmul <4 x float> %1449, %1455
  %1457 = fmul <4 x float> %1404, %1456
  %1458 = fadd <4 x float> %1404, %1457
  %1459 = fmul <4 x float> %1404, splat (float 2.000000e+00)
  %1460 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %1459, <4 x float> splat (float 0xC055D33340000000))
  %1461 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %1460, <4 x float> splat (float 8.800000e+01))
  %1462 = fmul <4 x float> %1461, splat (float 0x3FF7154760000000)
  %1463 = fadd <4 x float> %1462, splat (float 0x4168000000000000)
  %1464 = fadd <4 x float> %1463, splat (float 0xC168000000000000)
  %1465 = fmul <4 x float> %1464, splat (float 0x3FE6300000000000)
  %1466 = fsub <4 x float> %1461, %1465
  %1467 = fmul <4 x float> %1464, splat (float 0x3F2BD01060000000)
  %1468 = fadd <4 x float> %1467, %1466
  %1469 = fmul <4 x float> %1468, splat (float 0x3F2A0D2CE0000000)
  %1470 = fadd <4 x float> %1469, splat (float 0x3F56E879C0000000)
  %1471 = fmul <4 x float> %1468, %1470
  %1472 = fadd <4 x float> %1471, splat (float 0x3F81112100000000)
  %1473 = fmul <4 x float> %1468, %1472
  %1474 = fadd <4 x float> %1473, splat (float 0x3FA5553820000000)
  %1475 = fmul <4 x float> %1468, %1474
  %1476 = fadd <4 x float> %1475, splat (float 0x3FC5555540000000)
  %1477 = fmul <4 x float> %1468, %1476
  %1478 = fadd <4 x float> %1477, splat (float 5.000000e-01)
  %1479 = fmul <4 x float> %1468, %1468
  %1480 = fadd <4 x float> %1468, splat (float 1.000000e+00)
  %1481 = fmul <4 x float> %1479, %1478
  %1482 = fadd <4 x float> %1480, %1481
  %1483 = fptosi <4 x float> %1464 to <4 x i32>
  %1484 = shl <4 x i32> %1483, splat (i32 23)
  %1485 = add <4 x i32> %1484, splat (i32 1065353216)
  %1486 = bitcast <4 x i32> %1485 to <4 x float>
  %1487 = fmul <4 x float> %1482, %1486
  %1488 = fadd <4 x float> %1487, splat (float 1.000000e+00)
  %1489 = fdiv <4 x float> splat (float 1.000000e+00), %1488
  %1490 = fmul <4 x float> %1489, splat (float 2.000000e+00)
  %1491 = fsub <4 x float> splat (float 1.000000e+00), %1490
  %1492 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %1404)
  %1493 = fcmp uge <4 x float> %1492, splat (float 0x3FD3333340000000)
  %1494 = select <4 x i1> %1493, <4 x float> %1491, <4 x float> %1458
  %1495 = fmul <4 x float> %1494, %1448
  store <4 x float> %1495, ptr %1417, align 4
  %1496 = add nuw nsw i64 %1219, 4
  %1497 = icmp slt i64 %1496, %32
  br i1 %1497, label %1218, label %2782

1498:                                             ; preds = %1209
  br i1 %37, label %1499, label %2136

1499:                                             ; preds = %1498
  br i1 %133, label %1500, label %1561

1500:                                             ; preds = %1499
  br i1 %846, label %1542, label %1501

1501:                                             ; preds = %1500
  %1502 = getelementptr i8, ptr %1064, i64 %726
  %1503 = getelementptr i8, ptr %1062, i64 %726
  %1504 = icmp ult ptr %1064, %1503
  %1505 = icmp ult ptr %1062, %1502
  %1506 = and i1 %1504, %1505
  %1507 = icmp ult ptr %1064, %732
  %1508 = icmp ult ptr %180, %1502
  %1509 = and i1 %1507, %1508
  %1510 = or i1 %1506, %1509
  %1511 = icmp ult ptr %1064, %736
  %1512 = icmp ult ptr %179, %1502
  %1513 = and i1 %1511, %1512
  %1514 = or i1 %1510, %1513
  br i1 %1514, label %1542, label %1515

1515:                                             ; preds = %1501, %1515
  %1516 = phi i64 [ %1539, %1515 ], [ 0, %1501 ]
  %1517 = getelementptr inbounds nuw float, ptr %1062, i64 %1516
  %1518 = getelementptr inbounds nuw i8, ptr %1517, i64 16
  %1519 = load <4 x float>, ptr %1517, align 4
  %1520 = load <4 x float>, ptr %1518, align 4
  %1521 = getelementptr inbounds nuw float, ptr %179, i64 %1516
  %1522 = getelementptr inbounds nuw i8, ptr %1521, i64 16
  %1523 = load <4 x float>, ptr %1521, align 4
  %1524 = load <4 x float>, ptr %1522, align 4
  %1525 = fadd <4 x float> %1519, %1523
  %1526 = fadd <4 x float> %1520, %1524
  %1527 = getelementptr inbounds nuw float, ptr %180, i64 %1516
  %1528 = getelementptr inbounds nuw i8, ptr %1527, i64 16
  %1529 = load <4 x float>, ptr %1527, align 4
  %1530 = load <4 x float>, ptr %1528, align 4
  %1531 = fadd <4 x float> %1525, %1529
  %1532 = fadd <4 x float> %1526, %1530
  %1533 = getelementptr inbounds nuw float, ptr %1064, i64 %1516
  %1534 = getelementptr inbounds nuw i8, ptr %1533, i64 16
  %1535 = load <4 x float>, ptr %1533, align 4
  %1536 = load <4 x float>, ptr %1534, align 4
  %1537 = fadd <4 x float> %1531, %1535
  %1538 = fadd <4 x float> %1532, %1536
  store <4 x float> %1537, ptr %1533, align 4
  store <4 x float> %1538, ptr %1534, align 4
  %1539 = add nuw i64 %1516, 8
  %1540 = icmp eq i64 %1539, %847
  br i1 %1540, label %1541, label %1515

1541:                                             ; preds = %1515
  br i1 %848, label %1563, label %1542

1542:                                             ; preds = %1501, %1500, %1541
  %1543 = phi i64 [ 0, %1501 ], [ 0, %1500 ], [ %847, %1541 ]
  %1544 = or disjoint i64 %1543, 1
  br i1 %850, label %1558, label %1545

1545:                                             ; preds = %1542
  %1546 = getelementptr inbounds nuw float, ptr %1062, i64 %1543
  %1547 = load float, ptr %1546, align 4
  %1548 = getelementptr inbounds nuw float, ptr %179, i64 %1543
  %1549 = load float, ptr %1548, align 4
  %1550 = fadd float %1547, %1549
  %1551 = getelementptr inbounds nuw float, ptr %180, i64 %1543
  %1552 = load float, ptr %1551, align 4
  %1553 = fadd float %1550, %1552
  %1554 = getelementptr inbounds nuw float, ptr %1064, i64 %1543
  %1555 = load float, ptr %1554, align 4
  %1556 = fadd float %1553, %1555
  store float %1556, ptr %1554, align 4
  %1557 = or disjoint i64 %1543, 1
  br label %1558

1558:                                             ; preds = %1545, %1542
  %1559 = phi i64 [ %1543, %1542 ], [ %1557, %1545 ]
  %1560 = icmp eq i64 %32, %1544
  br i1 %1560, label %1563, label %1629

1561:                                             ; preds = %1499
  %1562 = getelementptr inbounds float, ptr %1064, i64 %611
  br label %1950

1563:                                             ; preds = %1558, %1629, %1541
  %1564 = getelementptr float, ptr %1062, i64 %32
  br i1 %851, label %1609, label %1565

1565:                                             ; preds = %1563
  %1566 = getelementptr i8, ptr %1064, i64 %709
  %1567 = getelementptr i8, ptr %1064, i64 %709
  %1568 = getelementptr i8, ptr %1567, i64 %710
  %1569 = getelementptr i8, ptr %1062, i64 %614
  %1570 = icmp ult ptr %1566, %1569
  %1571 = icmp ult ptr %1564, %1568
  %1572 = and i1 %1570, %1571
  %1573 = icmp ult ptr %1566, %718
  %1574 = icmp ult ptr %716, %1568
  %1575 = and i1 %1573, %1574
  %1576 = or i1 %1572, %1575
  %1577 = icmp ult ptr %1566, %725
  %1578 = icmp ult ptr %723, %1568
  %1579 = and i1 %1577, %1578
  %1580 = or i1 %1576, %1579
  br i1 %1580, label %1609, label %1581

1581:                                             ; preds = %1565, %1581
  %1582 = phi i64 [ %1606, %1581 ], [ 0, %1565 ]
  %1583 = getelementptr float, ptr %1564, i64 %1582
  %1584 = getelementptr i8, ptr %1583, i64 16
  %1585 = load <4 x float>, ptr %1583, align 4
  %1586 = load <4 x float>, ptr %1584, align 4
  %1587 = add nuw nsw i64 %1582, %106
  %1588 = getelementptr inbounds nuw float, ptr %179, i64 %1587
  %1589 = getelementptr inbounds nuw i8, ptr %1588, i64 16
  %1590 = load <4 x float>, ptr %1588, align 4
  %1591 = load <4 x float>, ptr %1589, align 4
  %1592 = fadd <4 x float> %1585, %1590
  %1593 = fadd <4 x float> %1586, %1591
  %1594 = getelementptr inbounds nuw float, ptr %180, i64 %1587
  %1595 = getelementptr inbounds nuw i8, ptr %1594, i64 16
  %1596 = load <4 x float>, ptr %1594, align 4
  %1597 = load <4 x float>, ptr %1595, align 4
  %1598 = fadd <4 x float> %1592, %1596
  %1599 = fadd <4 x float> %1593, %1597
  %1600 = getelementptr inbounds nuw float, ptr %1064, i64 %1587
  %1601 = getelementptr inbounds nuw i8, ptr %1600, i64 16
  %1602 = load <4 x float>, ptr %1600, align 4
  %1603 = load <4 x float>, ptr %1601, align 4
  %1604 = fadd <4 x float> %1598, %1602
  %1605 = fadd <4 x float> %1599, %1603
  store <4 x float> %1604, ptr %1600, align 4
  store <4 x float> %1605, ptr %1601, align 4
  %1606 = add nuw i64 %1582, 8
  %1607 = icmp eq i64 %1606, %852
  br i1 %1607, label %1608, label %1581

1608:                                             ; preds = %1581
  br i1 %853, label %1656, label %1609

1609:                                             ; preds = %1565, %1563, %1608
  %1610 = phi i64 [ 0, %1565 ], [ 0, %1563 ], [ %852, %1608 ]
  %1611 = or disjoint i64 %1610, 1
  br i1 %855, label %1626, label %1612

1612:                                             ; preds = %1609
  %1613 = getelementptr float, ptr %1564, i64 %1610
  %1614 = load float, ptr %1613, align 4
  %1615 = add nuw nsw i64 %1610, %106
  %1616 = getelementptr inbounds nuw float, ptr %179, i64 %1615
  %1617 = load float, ptr %1616, align 4
  %1618 = fadd float %1614, %1617
  %1619 = getelementptr inbounds nuw float, ptr %180, i64 %1615
  %1620 = load float, ptr %1619, align 4
  %1621 = fadd float %1618, %1620
  %1622 = getelementptr inbounds nuw float, ptr %1064, i64 %1615
  %1623 = load float, ptr %1622, align 4
  %1624 = fadd float %1621, %1623
  store float %1624, ptr %1622, align 4
  %1625 = or disjoint i64 %1610, 1
  br label %1626

1626:                                             ; preds = %1612, %1609
  %1627 = phi i64 [ %1610, %1609 ], [ %1625, %1612 ]
  %1628 = icmp eq i64 %32, %1611
  br i1 %1628, label %1656, label %1722

1629:                                             ; preds = %1558, %1629
  %1630 = phi i64 [ %1654, %1629 ], [ %1559, %1558 ]
  %1631 = getelementptr inbounds nuw float, ptr %1062, i64 %1630
  %1632 = load float, ptr %1631, align 4
  %1633 = getelementptr inbounds nuw float, ptr %179, i64 %1630
  %1634 = load float, ptr %1633, align 4
  %1635 = fadd float %1632, %1634
  %1636 = getelementptr inbounds nuw float, ptr %180, i64 %1630
  %1637 = load float, ptr %1636, align 4
  %1638 = fadd float %1635, %1637
  %1639 = getelementptr inbounds nuw float, ptr %1064, i64 %1630
  %1640 = load float, ptr %1639, align 4
  %1641 = fadd float %1638, %1640
  store float %1641, ptr %1639, align 4
  %1642 = add nuw nsw i64 %1630, 1
  %1643 = getelementptr inbounds nuw float, ptr %1062, i64 %1642
  %1644 = load float, ptr %1643, align 4
  %1645 = getelementptr inbounds nuw float, ptr %179, i64 %1642
  %1646 = load float, ptr %1645, align 4
  %1647 = fadd float %1644, %1646
  %1648 = getelementptr inbounds nuw float, ptr %180, i64 %1642
  %1649 = load float, ptr %1648, align 4
  %1650 = fadd float %1647, %1649
  %1651 = getelementptr inbounds nuw float, ptr %1064, i64 %1642
  %1652 = load float, ptr %1651, align 4
  %1653 = fadd float %1650, %1652
  store float %1653, ptr %1651, align 4
  %1654 = add nuw nsw i64 %1630, 2
  %1655 = icmp eq i64 %1654, %32
  br i1 %1655, label %1563, label %1629

1656:                                             ; preds = %1626, %1722, %1608
  %1657 = getelementptr i8, ptr %1062, i64 %614
  br i1 %856, label %1702, label %1658

1658:                                             ; preds = %1656
  %1659 = getelementptr i8, ptr %1064, i64 %451
  %1660 = getelementptr i8, ptr %1064, i64 %451
  %1661 = getelementptr i8, ptr %1660, i64 %693
  %1662 = getelementptr i8, ptr %1062, i64 %615
  %1663 = icmp ult ptr %1659, %1662
  %1664 = icmp ult ptr %1657, %1661
  %1665 = and i1 %1663, %1664
  %1666 = icmp ult ptr %1659, %701
  %1667 = icmp ult ptr %699, %1661
  %1668 = and i1 %1666, %1667
  %1669 = or i1 %1665, %1668
  %1670 = icmp ult ptr %1659, %708
  %1671 = icmp ult ptr %706, %1661
  %1672 = and i1 %1670, %1671
  %1673 = or i1 %1669, %1672
  br i1 %1673, label %1702, label %1674

1674:                                             ; preds = %1658, %1674
  %1675 = phi i64 [ %1699, %1674 ], [ 0, %1658 ]
  %1676 = getelementptr float, ptr %1657, i64 %1675
  %1677 = getelementptr i8, ptr %1676, i64 16
  %1678 = load <4 x float>, ptr %1676, align 4
  %1679 = load <4 x float>, ptr %1677, align 4
  %1680 = add nuw nsw i64 %1675, %611
  %1681 = getelementptr inbounds nuw float, ptr %179, i64 %1680
  %1682 = getelementptr inbounds nuw i8, ptr %1681, i64 16
  %1683 = load <4 x float>, ptr %1681, align 4
  %1684 = load <4 x float>, ptr %1682, align 4
  %1685 = fadd <4 x float> %1678, %1683
  %1686 = fadd <4 x float> %1679, %1684
  %1687 = getelementptr inbounds nuw float, ptr %180, i64 %1680
  %1688 = getelementptr inbounds nuw i8, ptr %1687, i64 16
  %1689 = load <4 x float>, ptr %1687, align 4
  %1690 = load <4 x float>, ptr %1688, align 4
  %1691 = fadd <4 x float> %1685, %1689
  %1692 = fadd <4 x float> %1686, %1690
  %1693 = getelementptr inbounds nuw float, ptr %1064, i64 %1680
  %1694 = getelementptr inbounds nuw i8, ptr %1693, i64 16
  %1695 = load <4 x float>, ptr %1693, align 4
  %1696 = load <4 x float>, ptr %1694, align 4
  %1697 = fadd <4 x float> %1691, %1695
  %1698 = fadd <4 x float> %1692, %1696
  store <4 x float> %1697, ptr %1693, align 4
  store <4 x float> %1698, ptr %1694, align 4
  %1699 = add nuw i64 %1675, 8
  %1700 = icmp eq i64 %1699, %857
  br i1 %1700, label %1701, label %1674

1701:                                             ; preds = %1674
  br i1 %858, label %1751, label %1702

1702:                                             ; preds = %1658, %1656, %1701
  %1703 = phi i64 [ 0, %1658 ], [ 0, %1656 ], [ %857, %1701 ]
  %1704 = or disjoint i64 %1703, 1
  br i1 %860, label %1719, label %1705

1705:                                             ; preds = %1702
  %1706 = getelementptr float, ptr %1657, i64 %1703
  %1707 = load float, ptr %1706, align 4
  %1708 = add nuw nsw i64 %1703, %611
  %1709 = getelementptr inbounds nuw float, ptr %179, i64 %1708
  %1710 = load float, ptr %1709, align 4
  %1711 = fadd float %1707, %1710
  %1712 = getelementptr inbounds nuw float, ptr %180, i64 %1708
  %1713 = load float, ptr %1712, align 4
  %1714 = fadd float %1711, %1713
  %1715 = getelementptr inbounds nuw float, ptr %1064, i64 %1708
  %1716 = load float, ptr %1715, align 4
  %1717 = fadd float %1714, %1716
  store float %1717, ptr %1715, align 4
  %1718 = or disjoint i64 %1703, 1
  br label %1719

1719:                                             ; preds = %1705, %1702
  %1720 = phi i64 [ %1703, %1702 ], [ %1718, %1705 ]
  %1721 = icmp eq i64 %32, %1704
  br i1 %1721, label %1751, label %1817

1722:                                             ; preds = %1626, %1722
  %1723 = phi i64 [ %1749, %1722 ], [ %1627, %1626 ]
  %1724 = getelementptr float, ptr %1564, i64 %1723
  %1725 = load float, ptr %1724, align 4
  %1726 = add nuw nsw i64 %1723, %106
  %1727 = getelementptr inbounds nuw float, ptr %179, i64 %1726
  %1728 = load float, ptr %1727, align 4
  %1729 = fadd float %1725, %1728
  %1730 = getelementptr inbounds nuw float, ptr %180, i64 %1726
  %1731 = load float, ptr %1730, align 4
  %1732 = fadd float %1729, %1731
  %1733 = getelementptr inbounds nuw float, ptr %1064, i64 %1726
  %1734 = load float, ptr %1733, align 4
  %1735 = fadd float %1732, %1734
  store float %1735, ptr %1733, align 4
  %1736 = add nuw nsw i64 %1723, 1
  %1737 = getelementptr float, ptr %1564, i64 %1736
  %1738 = load float, ptr %1737, align 4
  %1739 = add nuw nsw i64 %1736, %106
  %1740 = getelementptr inbounds nuw float, ptr %179, i64 %1739
  %1741 = load float, ptr %1740, align 4
  %1742 = fadd float %1738, %1741
  %1743 = getelementptr inbounds nuw float, ptr %180, i64 %1739
  %1744 = load float, ptr %1743, align 4
  %1745 = fadd float %1742, %1744
  %1746 = getelementptr inbounds nuw float, ptr %1064, i64 %1739
  %1747 = load float, ptr %1746, align 4
  %1748 = fadd float %1745, %1747
  store float %1748, ptr %1746, align 4
  %1749 = add nuw nsw i64 %1723, 2
  %1750 = icmp eq i64 %1749, %32
  br i1 %1750, label %1656, label %1722

1751:                                             ; preds = %1719, %1817, %1701
  %1752 = getelementptr i8, ptr %1062, i64 %615
  br i1 %861, label %1797, label %1753

1753:                                             ; preds = %1751
  %1754 = getelementptr i8, ptr %1064, i64 %676
  %1755 = getelementptr i8, ptr %1064, i64 %676
  %1756 = getelementptr i8, ptr %1755, i64 %677
  %1757 = getelementptr i8, ptr %1062, i64 %678
  %1758 = icmp ult ptr %1754, %1757
  %1759 = icmp ult ptr %1752, %1756
  %1760 = and i1 %1758, %1759
  %1761 = icmp ult ptr %1754, %685
  %1762 = icmp ult ptr %683, %1756
  %1763 = and i1 %1761, %1762
  %1764 = or i1 %1760, %1763
  %1765 = icmp ult ptr %1754, %692
  %1766 = icmp ult ptr %690, %1756
  %1767 = and i1 %1765, %1766
  %1768 = or i1 %1764, %1767
  br i1 %1768, label %1797, label %1769

1769:                                             ; preds = %1753, %1769
  %1770 = phi i64 [ %1794, %1769 ], [ 0, %1753 ]
  %1771 = getelementptr float, ptr %1752, i64 %1770
  %1772 = getelementptr i8, ptr %1771, i64 16
  %1773 = load <4 x float>, ptr %1771, align 4
  %1774 = load <4 x float>, ptr %1772, align 4
  %1775 = add nuw nsw i64 %1770, %120
  %1776 = getelementptr inbounds nuw float, ptr %179, i64 %1775
  %1777 = getelementptr inbounds nuw i8, ptr %1776, i64 16
  %1778 = load <4 x float>, ptr %1776, align 4
  %1779 = load <4 x float>, ptr %1777, align 4
  %1780 = fadd <4 x float> %1773, %1778
  %1781 = fadd <4 x float> %1774, %1779
  %1782 = getelementptr inbounds nuw float, ptr %180, i64 %1775
  %1783 = getelementptr inbounds nuw i8, ptr %1782, i64 16
  %1784 = load <4 x float>, ptr %1782, align 4
  %1785 = load <4 x float>, ptr %1783, align 4
  %1786 = fadd <4 x float> %1780, %1784
  %1787 = fadd <4 x float> %1781, %1785
  %1788 = getelementptr inbounds nuw float, ptr %1064, i64 %1775
  %1789 = getelementptr inbounds nuw i8, ptr %1788, i64 16
  %1790 = load <4 x float>, ptr %1788, align 4
  %1791 = load <4 x float>, ptr %1789, align 4
  %1792 = fadd <4 x float> %1786, %1790
  %1793 = fadd <4 x float> %1787, %1791
  store <4 x float> %1792, ptr %1788, align 4
  store <4 x float> %1793, ptr %1789, align 4
  %1794 = add nuw i64 %1770, 8
  %1795 = icmp eq i64 %1794, %862
  br i1 %1795, label %1796, label %1769

1796:                                             ; preds = %1769
  br i1 %863, label %1846, label %1797

1797:                                             ; preds = %1753, %1751, %1796
  %1798 = phi i64 [ 0, %1753 ], [ 0, %1751 ], [ %862, %1796 ]
  %1799 = or disjoint i64 %1798, 1
  br i1 %865, label %1814, label %1800

1800:                                             ; preds = %1797
  %1801 = getelementptr float, ptr %1752, i64 %1798
  %1802 = load float, ptr %1801, align 4
  %1803 = add nuw nsw i64 %1798, %120
  %1804 = getelementptr inbounds nuw float, ptr %179, i64 %1803
  %1805 = load float, ptr %1804, align 4
  %1806 = fadd float %1802, %1805
  %1807 = getelementptr inbounds nuw float, ptr %180, i64 %1803
  %1808 = load float, ptr %1807, align 4
  %1809 = fadd float %1806, %1808
  %1810 = getelementptr inbounds nuw float, ptr %1064, i64 %1803
  %1811 = load float, ptr %1810, align 4
  %1812 = fadd float %1809, %1811
  store float %1812, ptr %1810, align 4
  %1813 = or disjoint i64 %1798, 1
  br label %1814

1814:                                             ; preds = %1800, %1797
  %1815 = phi i64 [ %1798, %1797 ], [ %1813, %1800 ]
  %1816 = icmp eq i64 %32, %1799
  br i1 %1816, label %1846, label %1902

1817:                                             ; preds = %1719, %1817
  %1818 = phi i64 [ %1844, %1817 ], [ %1720, %1719 ]
  %1819 = getelementptr float, ptr %1657, i64 %1818
  %1820 = load float, ptr %1819, align 4
  %1821 = add nuw nsw i64 %1818, %611
  %1822 = getelementptr inbounds nuw float, ptr %179, i64 %1821
  %1823 = load float, ptr %1822, align 4
  %1824 = fadd float %1820, %1823
  %1825 = getelementptr inbounds nuw float, ptr %180, i64 %1821
  %1826 = load float, ptr %1825, align 4
  %1827 = fadd float %1824, %1826
  %1828 = getelementptr inbounds nuw float, ptr %1064, i64 %1821
  %1829 = load float, ptr %1828, align 4
  %1830 = fadd float %1827, %1829
  store float %1830, ptr %1828, align 4
  %1831 = add nuw nsw i64 %1818, 1
  %1832 = getelementptr float, ptr %1657, i64 %1831
  %1833 = load float, ptr %1832, align 4
  %1834 = add nuw nsw i64 %1831, %611
  %1835 = getelementptr inbounds nuw float, ptr %179, i64 %1834
  %1836 = load float, ptr %1835, align 4
  %1837 = fadd float %1833, %1836
  %1838 = getelementptr inbounds nuw float, ptr %180, i64 %1834
  %1839 = load float, ptr %1838, align 4
  %1840 = fadd float %1837, %1839
  %1841 = getelementptr inbounds nuw float, ptr %1064, i64 %1834
  %1842 = load float, ptr %1841, align 4
  %1843 = fadd float %1840, %1842
  store float %1843, ptr %1841, align 4
  %1844 = add nuw nsw i64 %1818, 2
  %1845 = icmp eq i64 %1844, %32
  br i1 %1845, label %1751, label %1817

1846:                                             ; preds = %1814, %1902, %1796
  %1847 = getelementptr float, ptr %1064, i64 %611
  br i1 %638, label %1950, label %1848

1848:                                             ; preds = %1846
  br i1 %866, label %1900, label %1849

1849:                                             ; preds = %1848
  %1850 = getelementptr i8, ptr %1064, i64 %670
  %1851 = getelementptr i8, ptr %1064, i64 %673
  %1852 = getelementptr i8, ptr %1069, i64 %670
  %1853 = icmp ult ptr %1064, %1851
  %1854 = icmp ult ptr %1847, %1850
  %1855 = and i1 %1853, %1854
  %1856 = icmp ult ptr %1064, %674
  %1857 = icmp ult ptr %561, %1850
  %1858 = and i1 %1856, %1857
  %1859 = or i1 %1855, %1858
  %1860 = icmp ult ptr %1064, %1852
  %1861 = icmp ult ptr %1069, %1850
  %1862 = and i1 %1860, %1861
  %1863 = or i1 %1859, %1862
  %1864 = icmp ult ptr %1064, %675
  %1865 = icmp ult ptr %618, %1850
  %1866 = and i1 %1864, %1865
  %1867 = or i1 %1863, %1866
  %1868 = icmp ult ptr %1847, %674
  %1869 = icmp ult ptr %561, %1851
  %1870 = and i1 %1868, %1869
  %1871 = or i1 %1867, %1870
  %1872 = icmp ult ptr %1847, %1852
  %1873 = icmp ult ptr %1069, %1851
  %1874 = and i1 %1872, %1873
  %1875 = or i1 %1871, %1874
  %1876 = icmp ult ptr %1847, %675
  %1877 = icmp ult ptr %618, %1851
  %1878 = and i1 %1876, %1877
  %1879 = or i1 %1875, %1878
  br i1 %1879, label %1900, label %1880

1880:                                             ; preds = %1849, %1880
  %1881 = phi i64 [ %1897, %1880 ], [ 0, %1849 ]
  %1882 = getelementptr inbounds nuw float, ptr %1064, i64 %1881
  %1883 = load <4 x float>, ptr %1882, align 4
  %1884 = getelementptr inbounds nuw float, ptr %868, i64 %1881
  %1885 = load <4 x float>, ptr %1884, align 4
  %1886 = getelementptr inbounds nuw float, ptr %1069, i64 %1881
  %1887 = load <4 x float>, ptr %1886, align 4
  %1888 = fmul <4 x float> %1885, %1887
  %1889 = fadd <4 x float> %1883, %1888
  store <4 x float> %1889, ptr %1882, align 4
  %1890 = getelementptr inbounds nuw float, ptr %1847, i64 %1881
  %1891 = load <4 x float>, ptr %1890, align 4
  %1892 = getelementptr float, ptr %618, i64 %1881
  %1893 = load <4 x float>, ptr %1892, align 4
  %1894 = load <4 x float>, ptr %1886, align 4
  %1895 = fmul <4 x float> %1893, %1894
  %1896 = fadd <4 x float> %1891, %1895
  store <4 x float> %1896, ptr %1890, align 4
  %1897 = add nuw i64 %1881, 4
  %1898 = icmp eq i64 %1897, %867
  br i1 %1898, label %1899, label %1880

1899:                                             ; preds = %1880
  br i1 %869, label %1950, label %1900

1900:                                             ; preds = %1849, %1848, %1899
  %1901 = phi i64 [ 0, %1849 ], [ 0, %1848 ], [ %867, %1899 ]
  br label %1931

1902:                                             ; preds = %1814, %1902
  %1903 = phi i64 [ %1929, %1902 ], [ %1815, %1814 ]
  %1904 = getelementptr float, ptr %1752, i64 %1903
  %1905 = load float, ptr %1904, align 4
  %1906 = add nuw nsw i64 %1903, %120
  %1907 = getelementptr inbounds nuw float, ptr %179, i64 %1906
  %1908 = load float, ptr %1907, align 4
  %1909 = fadd float %1905, %1908
  %1910 = getelementptr inbounds nuw float, ptr %180, i64 %1906
  %1911 = load float, ptr %1910, align 4
  %1912 = fadd float %1909, %1911
  %1913 = getelementptr inbounds nuw float, ptr %1064, i64 %1906
  %1914 = load float, ptr %1913, align 4
  %1915 = fadd float %1912, %1914
  store float %1915, ptr %1913, align 4
  %1916 = add nuw nsw i64 %1903, 1
  %1917 = getelementptr float, ptr %1752, i64 %1916
  %1918 = load float, ptr %1917, align 4
  %1919 = add nuw nsw i64 %1916, %120
  %1920 = getelementptr inbounds nuw float, ptr %179, i64 %1919
  %1921 = load float, ptr %1920, align 4
  %1922 = fadd float %1918, %1921
  %1923 = getelementptr inbounds nuw float, ptr %180, i64 %1919
  %1924 = load float, ptr %1923, align 4
  %1925 = fadd float %1922, %1924
  %1926 = getelementptr inbounds nuw float, ptr %1064, i64 %1919
  %1927 = load float, ptr %1926, align 4
  %1928 = fadd float %1925, %1927
  store float %1928, ptr %1926, align 4
  %1929 = add nuw nsw i64 %1903, 2
  %1930 = icmp eq i64 %1929, %32
  br i1 %1930, label %1846, label %1902

1931:                                             ; preds = %1900, %1931
  %1932 = phi i64 [ %1948, %1931 ], [ %1901, %1900 ]
  %1933 = getelementptr inbounds nuw float, ptr %1064, i64 %1932
  %1934 = load float, ptr %1933, align 4
  %1935 = getelementptr inbounds nuw float, ptr %870, i64 %1932
  %1936 = load float, ptr %1935, align 4
  %1937 = getelementptr inbounds nuw float, ptr %1069, i64 %1932
  %1938 = load float, ptr %1937, align 4
  %1939 = fmul float %1936, %1938
  %1940 = fadd float %1934, %1939
  store float %1940, ptr %1933, align 4
  %1941 = getelementptr inbounds nuw float, ptr %1847, i64 %1932
  %1942 = load float, ptr %1941, align 4
  %1943 = getelementptr float, ptr %618, i64 %1932
  %1944 = load float, ptr %1943, align 4
  %1945 = load float, ptr %1937, align 4
  %1946 = fmul float %1944, %1945
  %1947 = fadd float %1942, %1946
  store float %1947, ptr %1941, align 4
  %1948 = add nuw nsw i64 %1932, 1
  %1949 = icmp eq i64 %1948, %189
  br i1 %1949, label %1950, label %1931

1950:                                             ; preds = %1931, %1899, %1561, %1846
  %1951 = phi i1 [ %637, %1561 ], [ true, %1846 ], [ false, %1899 ], [ false, %1931 ]
  %1952 = phi ptr [ %1562, %1561 ], [ %1847, %1846 ], [ %1847, %1899 ], [ %1847, %1931 ]
  %1953 = getelementptr float, ptr %1064, i64 %106
  %1954 = getelementptr inbounds float, ptr %1064, i64 %120
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1064, i64 noundef %106)
  br i1 %99, label %1955, label %1956

1955:                                             ; preds = %1950
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1952, i64 noundef %106)
  br label %1956

1956:                                             ; preds = %1955, %1950
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %1954, i64 noundef %106)
  br i1 %133, label %1957, label %1959

1957:                                             ; preds = %1956
  %1958 = getelementptr inbounds float, ptr %1064, i64 %611
  br label %2008

1959:                                             ; preds = %2019, %1956
  br i1 %1951, label %2052, label %1960

1960:                                             ; preds = %1959
  br i1 %871, label %1992, label %1961

1961:                                             ; preds = %1960
  %1962 = getelementptr i8, ptr %1064, i64 %671
  %1963 = getelementptr i8, ptr %1069, i64 %670
  %1964 = icmp ult ptr %1953, %672
  %1965 = icmp ult ptr %619, %1962
  %1966 = and i1 %1964, %1965
  %1967 = icmp ult ptr %1953, %1963
  %1968 = icmp ult ptr %1069, %1962
  %1969 = and i1 %1967, %1968
  %1970 = or i1 %1966, %1969
  br i1 %1970, label %1992, label %1971

1971:                                             ; preds = %1961, %1971
  %1972 = phi i64 [ %1989, %1971 ], [ 0, %1961 ]
  %1973 = getelementptr inbounds nuw float, ptr %1953, i64 %1972
  %1974 = getelementptr inbounds nuw i8, ptr %1973, i64 16
  %1975 = load <4 x float>, ptr %1973, align 4
  %1976 = load <4 x float>, ptr %1974, align 4
  %1977 = getelementptr float, ptr %619, i64 %1972
  %1978 = getelementptr i8, ptr %1977, i64 16
  %1979 = load <4 x float>, ptr %1977, align 4
  %1980 = load <4 x float>, ptr %1978, align 4
  %1981 = getelementptr inbounds nuw float, ptr %1069, i64 %1972
  %1982 = getelementptr inbounds nuw i8, ptr %1981, i64 16
  %1983 = load <4 x float>, ptr %1981, align 4
  %1984 = load <4 x float>, ptr %1982, align 4
  %1985 = fmul <4 x float> %1979, %1983
  %1986 = fmul <4 x float> %1980, %1984
  %1987 = fadd <4 x float> %1975, %1985
  %1988 = fadd <4 x float> %1976, %1986
  store <4 x float> %1987, ptr %1973, align 4
  store <4 x float> %1988, ptr %1974, align 4
  %1989 = add nuw i64 %1972, 8
  %1990 = icmp eq i64 %1989, %872
  br i1 %1990, label %1991, label %1971

1991:                                             ; preds = %1971
  br i1 %873, label %2052, label %1992

1992:                                             ; preds = %1961, %1960, %1991
  %1993 = phi i64 [ 0, %1961 ], [ 0, %1960 ], [ %872, %1991 ]
  %1994 = or disjoint i64 %1993, 1
  br i1 %875, label %2005, label %1995

1995:                                             ; preds = %1992
  %1996 = getelementptr inbounds nuw float, ptr %1953, i64 %1993
  %1997 = load float, ptr %1996, align 4
  %1998 = getelementptr float, ptr %619, i64 %1993
  %1999 = load float, ptr %1998, align 4
  %2000 = getelementptr inbounds nuw float, ptr %1069, i64 %1993
  %2001 = load float, ptr %2000, align 4
  %2002 = fmul float %1999, %2001
  %2003 = fadd float %1997, %2002
  store float %2003, ptr %1996, align 4
  %2004 = or disjoint i64 %1993, 1
  br label %2005

2005:                                             ; preds = %1995, %1992
  %2006 = phi i64 [ %1993, %1992 ], [ %2004, %1995 ]
  %2007 = icmp eq i64 %189, %1994
  br i1 %2007, label %2052, label %2031

2008:                                             ; preds = %1957, %2019
  %2009 = phi i64 [ %2029, %2019 ], [ 0, %1957 ]
  br i1 %99, label %2014, label %2010

2010:                                             ; preds = %2008
  %2011 = getelementptr inbounds nuw float, ptr %1064, i64 %2009
  %2012 = load float, ptr %2011, align 4
  %2013 = fsub float 1.000000e+00, %2012
  br label %2019

2014:                                             ; preds = %2008
  %2015 = getelementptr inbounds nuw float, ptr %1958, i64 %2009
  %2016 = load float, ptr %2015, align 4
  %2017 = getelementptr inbounds nuw float, ptr %1064, i64 %2009
  %2018 = load float, ptr %2017, align 4
  br label %2019

2019:                                             ; preds = %2014, %2010
  %2020 = phi float [ %2012, %2010 ], [ %2018, %2014 ]
  %2021 = phi float [ %2013, %2010 ], [ %2016, %2014 ]
  %2022 = getelementptr inbounds nuw float, ptr %1069, i64 %2009
  %2023 = load float, ptr %2022, align 4
  %2024 = fmul float %2021, %2023
  %2025 = getelementptr inbounds nuw float, ptr %1954, i64 %2009
  %2026 = load float, ptr %2025, align 4
  %2027 = fmul float %2020, %2026
  %2028 = fadd float %2024, %2027
  store float %2028, ptr %2022, align 4
  %2029 = add nuw nsw i64 %2009, 1
  %2030 = icmp eq i64 %2029, %189
  br i1 %2030, label %1959, label %2008

2031:                                             ; preds = %2005, %2031
  %2032 = phi i64 [ %2050, %2031 ], [ %2006, %2005 ]
  %2033 = getelementptr inbounds nuw float, ptr %1953, i64 %2032
  %2034 = load float, ptr %2033, align 4
  %2035 = getelementptr float, ptr %619, i64 %2032
  %2036 = load float, ptr %2035, align 4
  %2037 = getelementptr inbounds nuw float, ptr %1069, i64 %2032
  %2038 = load float, ptr %2037, align 4
  %2039 = fmul float %2036, %2038
  %2040 = fadd float %2034, %2039
  store float %2040, ptr %2033, align 4
  %2041 = add nuw nsw i64 %2032, 1
  %2042 = getelementptr inbounds nuw float, ptr %1953, i64 %2041
  %2043 = load float, ptr %2042, align 4
  %2044 = getelementptr float, ptr %619, i64 %2041
  %2045 = load float, ptr %2044, align 4
  %2046 = getelementptr inbounds nuw float, ptr %1069, i64 %2041
  %2047 = load float, ptr %2046, align 4
  %2048 = fmul float %2045, %2047
  %2049 = fadd float %2043, %2048
  store float %2049, ptr %2042, align 4
  %2050 = add nuw nsw i64 %2032, 2
  %2051 = icmp eq i64 %2050, %189
  br i1 %2051, label %2052, label %2031

2052:                                             ; preds = %2005, %2031, %1991, %1959
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1953, i64 noundef %106)
  br i1 %133, label %2098, label %2053

2053:                                             ; preds = %2052
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef %1954, i64 noundef %106)
  br label %2782

2054:                                             ; preds = %2098
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef nonnull %1954, i64 noundef %106)
  br i1 %876, label %2080, label %2055

2055:                                             ; preds = %2054
  %2056 = add i64 %668, %1067
  %2057 = sub i64 %2056, %1065
  %2058 = icmp ult i64 %2057, 32
  %2059 = add i64 %877, %1065
  %2060 = sub i64 %1067, %2059
  %2061 = icmp ult i64 %2060, 32
  %2062 = or i1 %2058, %2061
  br i1 %2062, label %2080, label %2063

2063:                                             ; preds = %2055, %2063
  %2064 = phi i64 [ %2077, %2063 ], [ 0, %2055 ]
  %2065 = getelementptr inbounds nuw float, ptr %1953, i64 %2064
  %2066 = getelementptr inbounds nuw i8, ptr %2065, i64 16
  %2067 = load <4 x float>, ptr %2065, align 4
  %2068 = load <4 x float>, ptr %2066, align 4
  %2069 = getelementptr inbounds nuw float, ptr %1954, i64 %2064
  %2070 = getelementptr inbounds nuw i8, ptr %2069, i64 16
  %2071 = load <4 x float>, ptr %2069, align 4
  %2072 = load <4 x float>, ptr %2070, align 4
  %2073 = fmul <4 x float> %2067, %2071
  %2074 = fmul <4 x float> %2068, %2072
  %2075 = getelementptr inbounds nuw float, ptr %1066, i64 %2064
  %2076 = getelementptr inbounds nuw i8, ptr %2075, i64 16
  store <4 x float> %2073, ptr %2075, align 4
  store <4 x float> %2074, ptr %2076, align 4
  %2077 = add nuw i64 %2064, 8
  %2078 = icmp eq i64 %2077, %878
  br i1 %2078, label %2079, label %2063

2079:                                             ; preds = %2063
  br i1 %879, label %2782, label %2080

2080:                                             ; preds = %2055, %2054, %2079
  %2081 = phi i64 [ 0, %2055 ], [ 0, %2054 ], [ %878, %2079 ]
  br i1 %881, label %2094, label %2082

2082:                                             ; preds = %2080, %2082
  %2083 = phi i64 [ %2091, %2082 ], [ %2081, %2080 ]
  %2084 = phi i64 [ %2092, %2082 ], [ 0, %2080 ]
  %2085 = getelementptr inbounds nuw float, ptr %1953, i64 %2083
  %2086 = load float, ptr %2085, align 4
  %2087 = getelementptr inbounds nuw float, ptr %1954, i64 %2083
  %2088 = load float, ptr %2087, align 4
  %2089 = fmul float %2086, %2088
  %2090 = getelementptr inbounds nuw float, ptr %1066, i64 %2083
  store float %2089, ptr %2090, align 4
  %2091 = add nuw nsw i64 %2083, 1
  %2092 = add i64 %2084, 1
  %2093 = icmp eq i64 %2092, %880
  br i1 %2093, label %2094, label %2082

2094:                                             ; preds = %2082, %2080
  %2095 = phi i64 [ %2081, %2080 ], [ %2091, %2082 ]
  %2096 = sub nsw i64 %2081, %32
  %2097 = icmp ugt i64 %2096, -4
  br i1 %2097, label %2782, label %2105

2098:                                             ; preds = %2052, %2098
  %2099 = phi i64 [ %2103, %2098 ], [ 0, %2052 ]
  %2100 = getelementptr inbounds nuw float, ptr %1954, i64 %2099
  %2101 = getelementptr inbounds nuw float, ptr %1069, i64 %2099
  %2102 = load <4 x float>, ptr %2101, align 4
  store <4 x float> %2102, ptr %2100, align 4
  %2103 = add nuw nsw i64 %2099, 4
  %2104 = icmp slt i64 %2103, %106
  br i1 %2104, label %2098, label %2054

2105:                                             ; preds = %2094, %2105
  %2106 = phi i64 [ %2134, %2105 ], [ %2095, %2094 ]
  %2107 = getelementptr inbounds nuw float, ptr %1953, i64 %2106
  %2108 = load float, ptr %2107, align 4
  %2109 = getelementptr inbounds nuw float, ptr %1954, i64 %2106
  %2110 = load float, ptr %2109, align 4
  %2111 = fmul float %2108, %2110
  %2112 = getelementptr inbounds nuw float, ptr %1066, i64 %2106
  store float %2111, ptr %2112, align 4
  %2113 = add nuw nsw i64 %2106, 1
  %2114 = getelementptr inbounds nuw float, ptr %1953, i64 %2113
  %2115 = load float, ptr %2114, align 4
  %2116 = getelementptr inbounds nuw float, ptr %1954, i64 %2113
  %2117 = load float, ptr %2116, align 4
  %2118 = fmul float %2115, %2117
  %2119 = getelementptr inbounds nuw float, ptr %1066, i64 %2113
  store float %2118, ptr %2119, align 4
  %2120 = add nuw nsw i64 %2106, 2
  %2121 = getelementptr inbounds nuw float, ptr %1953, i64 %2120
  %2122 = load float, ptr %2121, align 4
  %2123 = getelementptr inbounds nuw float, ptr %1954, i64 %2120
  %2124 = load float, ptr %2123, align 4
  %2125 = fmul float %2122, %2124
  %2126 = getelementptr inbounds nuw float, ptr %1066, i64 %2120
  store float %2125, ptr %2126, align 4
  %2127 = add nuw nsw i64 %2106, 3
  %2128 = getelementptr inbounds nuw float, ptr %1953, i64 %2127
  %2129 = load float, ptr %2128, align 4
  %2130 = getelementptr inbounds nuw float, ptr %1954, i64 %2127
  %2131 = load float, ptr %2130, align 4
  %2132 = fmul float %2129, %2131
  %2133 = getelementptr inbounds nuw float, ptr %1066, i64 %2127
  store float %2132, ptr %2133, align 4
  %2134 = add nuw nsw i64 %2106, 4
  %2135 = icmp eq i64 %2134, %32
  br i1 %2135, label %2782, label %2105

2136:                                             ; preds = %1498
  br i1 %100, label %2199, label %2137

2137:                                             ; preds = %2136
  br i1 %133, label %2138, label %2674

2138:                                             ; preds = %2137
  br i1 %810, label %2180, label %2139

2139:                                             ; preds = %2138
  %2140 = getelementptr i8, ptr %1064, i64 %799
  %2141 = getelementptr i8, ptr %1062, i64 %799
  %2142 = icmp ult ptr %1064, %2141
  %2143 = icmp ult ptr %1062, %2140
  %2144 = and i1 %2142, %2143
  %2145 = icmp ult ptr %1064, %805
  %2146 = icmp ult ptr %180, %2140
  %2147 = and i1 %2145, %2146
  %2148 = or i1 %2144, %2147
  %2149 = icmp ult ptr %1064, %809
  %2150 = icmp ult ptr %179, %2140
  %2151 = and i1 %2149, %2150
  %2152 = or i1 %2148, %2151
  br i1 %2152, label %2180, label %2153

2153:                                             ; preds = %2139, %2153
  %2154 = phi i64 [ %2177, %2153 ], [ 0, %2139 ]
  %2155 = getelementptr inbounds nuw float, ptr %1062, i64 %2154
  %2156 = getelementptr inbounds nuw i8, ptr %2155, i64 16
  %2157 = load <4 x float>, ptr %2155, align 4
  %2158 = load <4 x float>, ptr %2156, align 4
  %2159 = getelementptr inbounds nuw float, ptr %179, i64 %2154
  %2160 = getelementptr inbounds nuw i8, ptr %2159, i64 16
  %2161 = load <4 x float>, ptr %2159, align 4
  %2162 = load <4 x float>, ptr %2160, align 4
  %2163 = fadd <4 x float> %2157, %2161
  %2164 = fadd <4 x float> %2158, %2162
  %2165 = getelementptr inbounds nuw float, ptr %180, i64 %2154
  %2166 = getelementptr inbounds nuw i8, ptr %2165, i64 16
  %2167 = load <4 x float>, ptr %2165, align 4
  %2168 = load <4 x float>, ptr %2166, align 4
  %2169 = fadd <4 x float> %2163, %2167
  %2170 = fadd <4 x float> %2164, %2168
  %2171 = getelementptr inbounds nuw float, ptr %1064, i64 %2154
  %2172 = getelementptr inbounds nuw i8, ptr %2171, i64 16
  %2173 = load <4 x float>, ptr %2171, align 4
  %2174 = load <4 x float>, ptr %2172, align 4
  %2175 = fadd <4 x float> %2169, %2173
  %2176 = fadd <4 x float> %2170, %2174
  store <4 x float> %2175, ptr %2171, align 4
  store <4 x float> %2176, ptr %2172, align 4
  %2177 = add nuw i64 %2154, 8
  %2178 = icmp eq i64 %2177, %811
  br i1 %2178, label %2179, label %2153

2179:                                             ; preds = %2153
  br i1 %812, label %2581, label %2180

2180:                                             ; preds = %2139, %2138, %2179
  %2181 = phi i64 [ 0, %2139 ], [ 0, %2138 ], [ %811, %2179 ]
  %2182 = or disjoint i64 %2181, 1
  br i1 %814, label %2196, label %2183

2183:                                             ; preds = %2180
  %2184 = getelementptr inbounds nuw float, ptr %1062, i64 %2181
  %2185 = load float, ptr %2184, align 4
  %2186 = getelementptr inbounds nuw float, ptr %179, i64 %2181
  %2187 = load float, ptr %2186, align 4
  %2188 = fadd float %2185, %2187
  %2189 = getelementptr inbounds nuw float, ptr %180, i64 %2181
  %2190 = load float, ptr %2189, align 4
  %2191 = fadd float %2188, %2190
  %2192 = getelementptr inbounds nuw float, ptr %1064, i64 %2181
  %2193 = load float, ptr %2192, align 4
  %2194 = fadd float %2191, %2193
  store float %2194, ptr %2192, align 4
  %2195 = or disjoint i64 %2181, 1
  br label %2196

2196:                                             ; preds = %2183, %2180
  %2197 = phi i64 [ %2181, %2180 ], [ %2195, %2183 ]
  %2198 = icmp eq i64 %32, %2182
  br i1 %2198, label %2581, label %2647

2199:                                             ; preds = %2136
  br i1 %133, label %2200, label %2464

2200:                                             ; preds = %2199
  br i1 %826, label %2242, label %2201

2201:                                             ; preds = %2200
  %2202 = getelementptr i8, ptr %1064, i64 %771
  %2203 = getelementptr i8, ptr %1062, i64 %771
  %2204 = icmp ult ptr %1064, %2203
  %2205 = icmp ult ptr %1062, %2202
  %2206 = and i1 %2204, %2205
  %2207 = icmp ult ptr %1064, %777
  %2208 = icmp ult ptr %180, %2202
  %2209 = and i1 %2207, %2208
  %2210 = or i1 %2206, %2209
  %2211 = icmp ult ptr %1064, %781
  %2212 = icmp ult ptr %179, %2202
  %2213 = and i1 %2211, %2212
  %2214 = or i1 %2210, %2213
  br i1 %2214, label %2242, label %2215

2215:                                             ; preds = %2201, %2215
  %2216 = phi i64 [ %2239, %2215 ], [ 0, %2201 ]
  %2217 = getelementptr inbounds nuw float, ptr %1062, i64 %2216
  %2218 = getelementptr inbounds nuw i8, ptr %2217, i64 16
  %2219 = load <4 x float>, ptr %2217, align 4
  %2220 = load <4 x float>, ptr %2218, align 4
  %2221 = getelementptr inbounds nuw float, ptr %179, i64 %2216
  %2222 = getelementptr inbounds nuw i8, ptr %2221, i64 16
  %2223 = load <4 x float>, ptr %2221, align 4
  %2224 = load <4 x float>, ptr %2222, align 4
  %2225 = fadd <4 x float> %2219, %2223
  %2226 = fadd <4 x float> %2220, %2224
  %2227 = getelementptr inbounds nuw float, ptr %180, i64 %2216
  %2228 = getelementptr inbounds nuw i8, ptr %2227, i64 16
  %2229 = load <4 x float>, ptr %2227, align 4
  %2230 = load <4 x float>, ptr %2228, align 4
  %2231 = fadd <4 x float> %2225, %2229
  %2232 = fadd <4 x float> %2226, %2230
  %2233 = getelementptr inbounds nuw float, ptr %1064, i64 %2216
  %2234 = getelementptr inbounds nuw i8, ptr %2233, i64 16
  %2235 = load <4 x float>, ptr %2233, align 4
  %2236 = load <4 x float>, ptr %2234, align 4
  %2237 = fadd <4 x float> %2231, %2235
  %2238 = fadd <4 x float> %2232, %2236
  store <4 x float> %2237, ptr %2233, align 4
  store <4 x float> %2238, ptr %2234, align 4
  %2239 = add nuw i64 %2216, 8
  %2240 = icmp eq i64 %2239, %827
  br i1 %2240, label %2241, label %2215

2241:                                             ; preds = %2215
  br i1 %828, label %2261, label %2242

2242:                                             ; preds = %2201, %2200, %2241
  %2243 = phi i64 [ 0, %2201 ], [ 0, %2200 ], [ %827, %2241 ]
  %2244 = or disjoint i64 %2243, 1
  br i1 %830, label %2258, label %2245

2245:                                             ; preds = %2242
  %2246 = getelementptr inbounds nuw float, ptr %1062, i64 %2243
  %2247 = load float, ptr %2246, align 4
  %2248 = getelementptr inbounds nuw float, ptr %179, i64 %2243
  %2249 = load float, ptr %2248, align 4
  %2250 = fadd float %2247, %2249
  %2251 = getelementptr inbounds nuw float, ptr %180, i64 %2243
  %2252 = load float, ptr %2251, align 4
  %2253 = fadd float %2250, %2252
  %2254 = getelementptr inbounds nuw float, ptr %1064, i64 %2243
  %2255 = load float, ptr %2254, align 4
  %2256 = fadd float %2253, %2255
  store float %2256, ptr %2254, align 4
  %2257 = or disjoint i64 %2243, 1
  br label %2258

2258:                                             ; preds = %2245, %2242
  %2259 = phi i64 [ %2243, %2242 ], [ %2257, %2245 ]
  %2260 = icmp eq i64 %32, %2244
  br i1 %2260, label %2261, label %2327

2261:                                             ; preds = %2258, %2327, %2241
  %2262 = getelementptr float, ptr %1062, i64 %32
  br i1 %831, label %2307, label %2263

2263:                                             ; preds = %2261
  %2264 = getelementptr i8, ptr %1064, i64 %754
  %2265 = getelementptr i8, ptr %1064, i64 %754
  %2266 = getelementptr i8, ptr %2265, i64 %755
  %2267 = getelementptr i8, ptr %1062, i64 %614
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
  %2286 = getelementptr inbounds nuw float, ptr %179, i64 %2285
  %2287 = getelementptr inbounds nuw i8, ptr %2286, i64 16
  %2288 = load <4 x float>, ptr %2286, align 4
  %2289 = load <4 x float>, ptr %2287, align 4
  %2290 = fadd <4 x float> %2283, %2288
  %2291 = fadd <4 x float> %2284, %2289
  %2292 = getelementptr inbounds nuw float, ptr %180, i64 %2285
  %2293 = getelementptr inbounds nuw i8, ptr %2292, i64 16
  %2294 = load <4 x float>, ptr %2292, align 4
  %2295 = load <4 x float>, ptr %2293, align 4
  %2296 = fadd <4 x float> %2290, %2294
  %2297 = fadd <4 x float> %2291, %2295
  %2298 = getelementptr inbounds nuw float, ptr %1064, i64 %2285
  %2299 = getelementptr inbounds nuw i8, ptr %2298, i64 16
  %2300 = load <4 x float>, ptr %2298, align 4
  %2301 = load <4 x float>, ptr %2299, align 4
  %2302 = fadd <4 x float> %2296, %2300
  %2303 = fadd <4 x float> %2297, %2301
  store <4 x float> %2302, ptr %2298, align 4
  store <4 x float> %2303, ptr %2299, align 4
  %2304 = add nuw i64 %2280, 8
  %2305 = icmp eq i64 %2304, %832
  br i1 %2305, label %2306, label %2279

2306:                                             ; preds = %2279
  br i1 %833, label %2354, label %2307

2307:                                             ; preds = %2263, %2261, %2306
  %2308 = phi i64 [ 0, %2263 ], [ 0, %2261 ], [ %832, %2306 ]
  %2309 = or disjoint i64 %2308, 1
  br i1 %835, label %2324, label %2310

2310:                                             ; preds = %2307
  %2311 = getelementptr float, ptr %2262, i64 %2308
  %2312 = load float, ptr %2311, align 4
  %2313 = add nuw nsw i64 %2308, %106
  %2314 = getelementptr inbounds nuw float, ptr %179, i64 %2313
  %2315 = load float, ptr %2314, align 4
  %2316 = fadd float %2312, %2315
  %2317 = getelementptr inbounds nuw float, ptr %180, i64 %2313
  %2318 = load float, ptr %2317, align 4
  %2319 = fadd float %2316, %2318
  %2320 = getelementptr inbounds nuw float, ptr %1064, i64 %2313
  %2321 = load float, ptr %2320, align 4
  %2322 = fadd float %2319, %2321
  store float %2322, ptr %2320, align 4
  %2323 = or disjoint i64 %2308, 1
  br label %2324

2324:                                             ; preds = %2310, %2307
  %2325 = phi i64 [ %2308, %2307 ], [ %2323, %2310 ]
  %2326 = icmp eq i64 %32, %2309
  br i1 %2326, label %2354, label %2435

2327:                                             ; preds = %2258, %2327
  %2328 = phi i64 [ %2352, %2327 ], [ %2259, %2258 ]
  %2329 = getelementptr inbounds nuw float, ptr %1062, i64 %2328
  %2330 = load float, ptr %2329, align 4
  %2331 = getelementptr inbounds nuw float, ptr %179, i64 %2328
  %2332 = load float, ptr %2331, align 4
  %2333 = fadd float %2330, %2332
  %2334 = getelementptr inbounds nuw float, ptr %180, i64 %2328
  %2335 = load float, ptr %2334, align 4
  %2336 = fadd float %2333, %2335
  %2337 = getelementptr inbounds nuw float, ptr %1064, i64 %2328
  %2338 = load float, ptr %2337, align 4
  %2339 = fadd float %2336, %2338
  store float %2339, ptr %2337, align 4
  %2340 = add nuw nsw i64 %2328, 1
  %2341 = getelementptr inbounds nuw float, ptr %1062, i64 %2340
  %2342 = load float, ptr %2341, align 4
  %2343 = getelementptr inbounds nuw float, ptr %179, i64 %2340
  %2344 = load float, ptr %2343, align 4
  %2345 = fadd float %2342, %2344
  %2346 = getelementptr inbounds nuw float, ptr %180, i64 %2340
  %2347 = load float, ptr %2346, align 4
  %2348 = fadd float %2345, %2347
  %2349 = getelementptr inbounds nuw float, ptr %1064, i64 %2340
  %2350 = load float, ptr %2349, align 4
  %2351 = fadd float %2348, %2350
  store float %2351, ptr %2349, align 4
  %2352 = add nuw nsw i64 %2328, 2
  %2353 = icmp eq i64 %2352, %32
  br i1 %2353, label %2261, label %2327

2354:                                             ; preds = %2324, %2435, %2306
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1064, i64 noundef %611)
  %2355 = getelementptr inbounds nuw float, ptr %1064, i64 %106
  %2356 = getelementptr inbounds nuw float, ptr %1064, i64 %611
  %2357 = getelementptr i8, ptr %1062, i64 %614
  br i1 %836, label %2412, label %2358

2358:                                             ; preds = %2354
  %2359 = getelementptr i8, ptr %1064, i64 %738
  %2360 = getelementptr i8, ptr %1062, i64 %615
  %2361 = getelementptr i8, ptr %1064, i64 %754
  %2362 = getelementptr i8, ptr %2361, i64 %737
  %2363 = icmp ult ptr %2356, %746
  %2364 = icmp ult ptr %744, %2359
  %2365 = and i1 %2363, %2364
  %2366 = icmp ult ptr %2356, %2360
  %2367 = icmp ult ptr %2357, %2359
  %2368 = and i1 %2366, %2367
  %2369 = or i1 %2365, %2368
  %2370 = icmp ult ptr %2356, %753
  %2371 = icmp ult ptr %751, %2359
  %2372 = and i1 %2370, %2371
  %2373 = or i1 %2369, %2372
  %2374 = icmp ult ptr %2356, %2362
  %2375 = icmp ult ptr %2355, %2359
  %2376 = and i1 %2374, %2375
  %2377 = or i1 %2373, %2376
  br i1 %2377, label %2412, label %2378

2378:                                             ; preds = %2358, %2378
  %2379 = phi i64 [ %2409, %2378 ], [ 0, %2358 ]
  %2380 = getelementptr inbounds nuw float, ptr %2356, i64 %2379
  %2381 = getelementptr inbounds nuw i8, ptr %2380, i64 16
  %2382 = load <4 x float>, ptr %2380, align 4
  %2383 = load <4 x float>, ptr %2381, align 4
  %2384 = add nuw nsw i64 %2379, %611
  %2385 = getelementptr inbounds nuw float, ptr %180, i64 %2384
  %2386 = getelementptr inbounds nuw i8, ptr %2385, i64 16
  %2387 = load <4 x float>, ptr %2385, align 4
  %2388 = load <4 x float>, ptr %2386, align 4
  %2389 = fadd <4 x float> %2382, %2387
  %2390 = fadd <4 x float> %2383, %2388
  %2391 = getelementptr float, ptr %2357, i64 %2379
  %2392 = getelementptr i8, ptr %2391, i64 16
  %2393 = load <4 x float>, ptr %2391, align 4
  %2394 = load <4 x float>, ptr %2392, align 4
  %2395 = getelementptr inbounds nuw float, ptr %179, i64 %2384
  %2396 = getelementptr inbounds nuw i8, ptr %2395, i64 16
  %2397 = load <4 x float>, ptr %2395, align 4
  %2398 = load <4 x float>, ptr %2396, align 4
  %2399 = fadd <4 x float> %2393, %2397
  %2400 = fadd <4 x float> %2394, %2398
  %2401 = getelementptr inbounds nuw float, ptr %2355, i64 %2379
  %2402 = getelementptr inbounds nuw i8, ptr %2401, i64 16
  %2403 = load <4 x float>, ptr %2401, align 4
  %2404 = load <4 x float>, ptr %2402, align 4
  %2405 = fmul <4 x float> %2389, %2403
  %2406 = fmul <4 x float> %2390, %2404
  %2407 = fadd <4 x float> %2399, %2405
  %2408 = fadd <4 x float> %2400, %2406
  store <4 x float> %2407, ptr %2380, align 4
  store <4 x float> %2408, ptr %2381, align 4
  %2409 = add nuw i64 %2379, 8
  %2410 = icmp eq i64 %2409, %837
  br i1 %2410, label %2411, label %2378

2411:                                             ; preds = %2378
  br i1 %838, label %2466, label %2412

2412:                                             ; preds = %2358, %2354, %2411
  %2413 = phi i64 [ 0, %2358 ], [ 0, %2354 ], [ %837, %2411 ]
  %2414 = or disjoint i64 %2413, 1
  br i1 %840, label %2432, label %2415

2415:                                             ; preds = %2412
  %2416 = getelementptr inbounds nuw float, ptr %2356, i64 %2413
  %2417 = load float, ptr %2416, align 4
  %2418 = add nuw nsw i64 %2413, %611
  %2419 = getelementptr inbounds nuw float, ptr %180, i64 %2418
  %2420 = load float, ptr %2419, align 4
  %2421 = fadd float %2417, %2420
  %2422 = getelementptr float, ptr %2357, i64 %2413
  %2423 = load float, ptr %2422, align 4
  %2424 = getelementptr inbounds nuw float, ptr %179, i64 %2418
  %2425 = load float, ptr %2424, align 4
  %2426 = fadd float %2423, %2425
  %2427 = getelementptr inbounds nuw float, ptr %2355, i64 %2413
  %2428 = load float, ptr %2427, align 4
  %2429 = fmul float %2421, %2428
  %2430 = fadd float %2426, %2429
  store float %2430, ptr %2416, align 4
  %2431 = or disjoint i64 %2413, 1
  br label %2432

2432:                                             ; preds = %2415, %2412
  %2433 = phi i64 [ %2413, %2412 ], [ %2431, %2415 ]
  %2434 = icmp eq i64 %32, %2414
  br i1 %2434, label %2466, label %2521

2435:                                             ; preds = %2324, %2435
  %2436 = phi i64 [ %2462, %2435 ], [ %2325, %2324 ]
  %2437 = getelementptr float, ptr %2262, i64 %2436
  %2438 = load float, ptr %2437, align 4
  %2439 = add nuw nsw i64 %2436, %106
  %2440 = getelementptr inbounds nuw float, ptr %179, i64 %2439
  %2441 = load float, ptr %2440, align 4
  %2442 = fadd float %2438, %2441
  %2443 = getelementptr inbounds nuw float, ptr %180, i64 %2439
  %2444 = load float, ptr %2443, align 4
  %2445 = fadd float %2442, %2444
  %2446 = getelementptr inbounds nuw float, ptr %1064, i64 %2439
  %2447 = load float, ptr %2446, align 4
  %2448 = fadd float %2445, %2447
  store float %2448, ptr %2446, align 4
  %2449 = add nuw nsw i64 %2436, 1
  %2450 = getelementptr float, ptr %2262, i64 %2449
  %2451 = load float, ptr %2450, align 4
  %2452 = add nuw nsw i64 %2449, %106
  %2453 = getelementptr inbounds nuw float, ptr %179, i64 %2452
  %2454 = load float, ptr %2453, align 4
  %2455 = fadd float %2451, %2454
  %2456 = getelementptr inbounds nuw float, ptr %180, i64 %2452
  %2457 = load float, ptr %2456, align 4
  %2458 = fadd float %2455, %2457
  %2459 = getelementptr inbounds nuw float, ptr %1064, i64 %2452
  %2460 = load float, ptr %2459, align 4
  %2461 = fadd float %2458, %2460
  store float %2461, ptr %2459, align 4
  %2462 = add nuw nsw i64 %2436, 2
  %2463 = icmp eq i64 %2462, %32
  br i1 %2463, label %2354, label %2435

2464:                                             ; preds = %2199
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1064, i64 noundef %611)
  %2465 = getelementptr inbounds float, ptr %1064, i64 %611
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %2465, i64 noundef %106)
  br label %2782

2466:                                             ; preds = %2432, %2521, %2411
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %2356, i64 noundef %106)
  br i1 %841, label %2503, label %2467

2467:                                             ; preds = %2466
  %2468 = getelementptr i8, ptr %1066, i64 %737
  %2469 = getelementptr i8, ptr %1064, i64 %738
  %2470 = getelementptr i8, ptr %1064, i64 %737
  %2471 = icmp ult ptr %1066, %2469
  %2472 = icmp ult ptr %2356, %2468
  %2473 = and i1 %2471, %2472
  %2474 = icmp ult ptr %1066, %2470
  %2475 = icmp ult ptr %1064, %2468
  %2476 = and i1 %2474, %2475
  %2477 = or i1 %2473, %2476
  br i1 %2477, label %2503, label %2478

2478:                                             ; preds = %2467, %2478
  %2479 = phi i64 [ %2500, %2478 ], [ 0, %2467 ]
  %2480 = getelementptr inbounds nuw float, ptr %1064, i64 %2479
  %2481 = getelementptr inbounds nuw i8, ptr %2480, i64 16
  %2482 = load <4 x float>, ptr %2480, align 4
  %2483 = load <4 x float>, ptr %2481, align 4
  %2484 = fsub <4 x float> splat (float 1.000000e+00), %2482
  %2485 = fsub <4 x float> splat (float 1.000000e+00), %2483
  %2486 = getelementptr inbounds nuw float, ptr %2356, i64 %2479
  %2487 = getelementptr inbounds nuw i8, ptr %2486, i64 16
  %2488 = load <4 x float>, ptr %2486, align 4
  %2489 = load <4 x float>, ptr %2487, align 4
  %2490 = fmul <4 x float> %2484, %2488
  %2491 = fmul <4 x float> %2485, %2489
  %2492 = getelementptr inbounds nuw float, ptr %1066, i64 %2479
  %2493 = getelementptr inbounds nuw i8, ptr %2492, i64 16
  %2494 = load <4 x float>, ptr %2492, align 4
  %2495 = load <4 x float>, ptr %2493, align 4
  %2496 = fmul <4 x float> %2482, %2494
  %2497 = fmul <4 x float> %2483, %2495
  %2498 = fadd <4 x float> %2490, %2496
  %2499 = fadd <4 x float> %2491, %2497
  store <4 x float> %2498, ptr %2492, align 4
  store <4 x float> %2499, ptr %2493, align 4
  %2500 = add nuw i64 %2479, 8
  %2501 = icmp eq i64 %2500, %842
  br i1 %2501, label %2502, label %2478

2502:                                             ; preds = %2478
  br i1 %843, label %2782, label %2503

2503:                                             ; preds = %2467, %2466, %2502
  %2504 = phi i64 [ 0, %2467 ], [ 0, %2466 ], [ %842, %2502 ]
  %2505 = or disjoint i64 %2504, 1
  br i1 %845, label %2518, label %2506

2506:                                             ; preds = %2503
  %2507 = getelementptr inbounds nuw float, ptr %1064, i64 %2504
  %2508 = load float, ptr %2507, align 4
  %2509 = fsub float 1.000000e+00, %2508
  %2510 = getelementptr inbounds nuw float, ptr %2356, i64 %2504
  %2511 = load float, ptr %2510, align 4
  %2512 = fmul float %2509, %2511
  %2513 = getelementptr inbounds nuw float, ptr %1066, i64 %2504
  %2514 = load float, ptr %2513, align 4
  %2515 = fmul float %2508, %2514
  %2516 = fadd float %2512, %2515
  store float %2516, ptr %2513, align 4
  %2517 = or disjoint i64 %2504, 1
  br label %2518

2518:                                             ; preds = %2506, %2503
  %2519 = phi i64 [ %2504, %2503 ], [ %2517, %2506 ]
  %2520 = icmp eq i64 %32, %2505
  br i1 %2520, label %2782, label %2556

2521:                                             ; preds = %2432, %2521
  %2522 = phi i64 [ %2554, %2521 ], [ %2433, %2432 ]
  %2523 = getelementptr inbounds nuw float, ptr %2356, i64 %2522
  %2524 = load float, ptr %2523, align 4
  %2525 = add nuw nsw i64 %2522, %611
  %2526 = getelementptr inbounds nuw float, ptr %180, i64 %2525
  %2527 = load float, ptr %2526, align 4
  %2528 = fadd float %2524, %2527
  %2529 = getelementptr float, ptr %2357, i64 %2522
  %2530 = load float, ptr %2529, align 4
  %2531 = getelementptr inbounds nuw float, ptr %179, i64 %2525
  %2532 = load float, ptr %2531, align 4
  %2533 = fadd float %2530, %2532
  %2534 = getelementptr inbounds nuw float, ptr %2355, i64 %2522
  %2535 = load float, ptr %2534, align 4
  %2536 = fmul float %2528, %2535
  %2537 = fadd float %2533, %2536
  store float %2537, ptr %2523, align 4
  %2538 = add nuw nsw i64 %2522, 1
  %2539 = getelementptr inbounds nuw float, ptr %2356, i64 %2538
  %2540 = load float, ptr %2539, align 4
  %2541 = add nuw nsw i64 %2538, %611
  %2542 = getelementptr inbounds nuw float, ptr %180, i64 %2541
  %2543 = load float, ptr %2542, align 4
  %2544 = fadd float %2540, %2543
  %2545 = getelementptr float, ptr %2357, i64 %2538
  %2546 = load float, ptr %2545, align 4
  %2547 = getelementptr inbounds nuw float, ptr %179, i64 %2541
  %2548 = load float, ptr %2547, align 4
  %2549 = fadd float %2546, %2548
  %2550 = getelementptr inbounds nuw float, ptr %2355, i64 %2538
  %2551 = load float, ptr %2550, align 4
  %2552 = fmul float %2544, %2551
  %2553 = fadd float %2549, %2552
  store float %2553, ptr %2539, align 4
  %2554 = add nuw nsw i64 %2522, 2
  %2555 = icmp eq i64 %2554, %32
  br i1 %2555, label %2466, label %2521

2556:                                             ; preds = %2518, %2556
  %2557 = phi i64 [ %2579, %2556 ], [ %2519, %2518 ]
  %2558 = getelementptr inbounds nuw float, ptr %1064, i64 %2557
  %2559 = load float, ptr %2558, align 4
  %2560 = fsub float 1.000000e+00, %2559
  %2561 = getelementptr inbounds nuw float, ptr %2356, i64 %2557
  %2562 = load float, ptr %2561, align 4
  %2563 = fmul float %2560, %2562
  %2564 = getelementptr inbounds nuw float, ptr %1066, i64 %2557
  %2565 = load float, ptr %2564, align 4
  %2566 = fmul float %2559, %2565
  %2567 = fadd float %2563, %2566
  store float %2567, ptr %2564, align 4
  %2568 = add nuw nsw i64 %2557, 1
  %2569 = getelementptr inbounds nuw float, ptr %1064, i64 %2568
  %2570 = load float, ptr %2569, align 4
  %2571 = fsub float 1.000000e+00, %2570
  %2572 = getelementptr inbounds nuw float, ptr %2356, i64 %2568
  %2573 = load float, ptr %2572, align 4
  %2574 = fmul float %2571, %2573
  %2575 = getelementptr inbounds nuw float, ptr %1066, i64 %2568
  %2576 = load float, ptr %2575, align 4
  %2577 = fmul float %2570, %2576
  %2578 = fadd float %2574, %2577
  store float %2578, ptr %2575, align 4
  %2579 = add nuw nsw i64 %2557, 2
  %2580 = icmp eq i64 %2579, %32
  br i1 %2580, label %2782, label %2556

2581:                                             ; preds = %2196, %2647, %2179
  %2582 = getelementptr float, ptr %1062, i64 %32
  br i1 %815, label %2627, label %2583

2583:                                             ; preds = %2581
  %2584 = getelementptr i8, ptr %1064, i64 %782
  %2585 = getelementptr i8, ptr %1064, i64 %782
  %2586 = getelementptr i8, ptr %2585, i64 %783
  %2587 = getelementptr i8, ptr %1062, i64 %614
  %2588 = icmp ult ptr %2584, %2587
  %2589 = icmp ult ptr %2582, %2586
  %2590 = and i1 %2588, %2589
  %2591 = icmp ult ptr %2584, %791
  %2592 = icmp ult ptr %789, %2586
  %2593 = and i1 %2591, %2592
  %2594 = or i1 %2590, %2593
  %2595 = icmp ult ptr %2584, %798
  %2596 = icmp ult ptr %796, %2586
  %2597 = and i1 %2595, %2596
  %2598 = or i1 %2594, %2597
  br i1 %2598, label %2627, label %2599

2599:                                             ; preds = %2583, %2599
  %2600 = phi i64 [ %2624, %2599 ], [ 0, %2583 ]
  %2601 = getelementptr float, ptr %2582, i64 %2600
  %2602 = getelementptr i8, ptr %2601, i64 16
  %2603 = load <4 x float>, ptr %2601, align 4
  %2604 = load <4 x float>, ptr %2602, align 4
  %2605 = add nuw nsw i64 %2600, %106
  %2606 = getelementptr inbounds nuw float, ptr %179, i64 %2605
  %2607 = getelementptr inbounds nuw i8, ptr %2606, i64 16
  %2608 = load <4 x float>, ptr %2606, align 4
  %2609 = load <4 x float>, ptr %2607, align 4
  %2610 = fadd <4 x float> %2603, %2608
  %2611 = fadd <4 x float> %2604, %2609
  %2612 = getelementptr inbounds nuw float, ptr %180, i64 %2605
  %2613 = getelementptr inbounds nuw i8, ptr %2612, i64 16
  %2614 = load <4 x float>, ptr %2612, align 4
  %2615 = load <4 x float>, ptr %2613, align 4
  %2616 = fadd <4 x float> %2610, %2614
  %2617 = fadd <4 x float> %2611, %2615
  %2618 = getelementptr inbounds nuw float, ptr %1064, i64 %2605
  %2619 = getelementptr inbounds nuw i8, ptr %2618, i64 16
  %2620 = load <4 x float>, ptr %2618, align 4
  %2621 = load <4 x float>, ptr %2619, align 4
  %2622 = fadd <4 x float> %2616, %2620
  %2623 = fadd <4 x float> %2617, %2621
  store <4 x float> %2622, ptr %2618, align 4
  store <4 x float> %2623, ptr %2619, align 4
  %2624 = add nuw i64 %2600, 8
  %2625 = icmp eq i64 %2624, %816
  br i1 %2625, label %2626, label %2599

2626:                                             ; preds = %2599
  br i1 %817, label %2675, label %2627

2627:                                             ; preds = %2583, %2581, %2626
  %2628 = phi i64 [ 0, %2583 ], [ 0, %2581 ], [ %816, %2626 ]
  %2629 = or disjoint i64 %2628, 1
  br i1 %819, label %2644, label %2630

2630:                                             ; preds = %2627
  %2631 = getelementptr float, ptr %2582, i64 %2628
  %2632 = load float, ptr %2631, align 4
  %2633 = add nuw nsw i64 %2628, %106
  %2634 = getelementptr inbounds nuw float, ptr %179, i64 %2633
  %2635 = load float, ptr %2634, align 4
  %2636 = fadd float %2632, %2635
  %2637 = getelementptr inbounds nuw float, ptr %180, i64 %2633
  %2638 = load float, ptr %2637, align 4
  %2639 = fadd float %2636, %2638
  %2640 = getelementptr inbounds nuw float, ptr %1064, i64 %2633
  %2641 = load float, ptr %2640, align 4
  %2642 = fadd float %2639, %2641
  store float %2642, ptr %2640, align 4
  %2643 = or disjoint i64 %2628, 1
  br label %2644

2644:                                             ; preds = %2630, %2627
  %2645 = phi i64 [ %2628, %2627 ], [ %2643, %2630 ]
  %2646 = icmp eq i64 %32, %2629
  br i1 %2646, label %2675, label %2722

2647:                                             ; preds = %2196, %2647
  %2648 = phi i64 [ %2672, %2647 ], [ %2197, %2196 ]
  %2649 = getelementptr inbounds nuw float, ptr %1062, i64 %2648
  %2650 = load float, ptr %2649, align 4
  %2651 = getelementptr inbounds nuw float, ptr %179, i64 %2648
  %2652 = load float, ptr %2651, align 4
  %2653 = fadd float %2650, %2652
  %2654 = getelementptr inbounds nuw float, ptr %180, i64 %2648
  %2655 = load float, ptr %2654, align 4
  %2656 = fadd float %2653, %2655
  %2657 = getelementptr inbounds nuw float, ptr %1064, i64 %2648
  %2658 = load float, ptr %2657, align 4
  %2659 = fadd float %2656, %2658
  store float %2659, ptr %2657, align 4
  %2660 = add nuw nsw i64 %2648, 1
  %2661 = getelementptr inbounds nuw float, ptr %1062, i64 %2660
  %2662 = load float, ptr %2661, align 4
  %2663 = getelementptr inbounds nuw float, ptr %179, i64 %2660
  %2664 = load float, ptr %2663, align 4
  %2665 = fadd float %2662, %2664
  %2666 = getelementptr inbounds nuw float, ptr %180, i64 %2660
  %2667 = load float, ptr %2666, align 4
  %2668 = fadd float %2665, %2667
  %2669 = getelementptr inbounds nuw float, ptr %1064, i64 %2660
  %2670 = load float, ptr %2669, align 4
  %2671 = fadd float %2668, %2670
  store float %2671, ptr %2669, align 4
  %2672 = add nuw nsw i64 %2648, 2
  %2673 = icmp eq i64 %2672, %32
  br i1 %2673, label %2581, label %2647

2674:                                             ; preds = %2137
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1064, i64 noundef %611)
  br label %2782

2675:                                             ; preds = %2644, %2722, %2626
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1064, i64 noundef %611)
  %2676 = getelementptr inbounds nuw float, ptr %1064, i64 %106
  %2677 = getelementptr inbounds nuw i8, ptr %1060, i64 24
  %2678 = load ptr, ptr %2677, align 8
  br i1 %820, label %2704, label %2679

2679:                                             ; preds = %2675
  %2680 = ptrtoint ptr %2678 to i64
  %2681 = add i64 %821, %1065
  %2682 = sub i64 %2680, %2681
  %2683 = icmp ult i64 %2682, 32
  %2684 = sub i64 %2680, %1067
  %2685 = icmp ult i64 %2684, 32
  %2686 = or i1 %2683, %2685
  br i1 %2686, label %2704, label %2687

2687:                                             ; preds = %2679, %2687
  %2688 = phi i64 [ %2701, %2687 ], [ 0, %2679 ]
  %2689 = getelementptr inbounds nuw float, ptr %2676, i64 %2688
  %2690 = getelementptr inbounds nuw i8, ptr %2689, i64 16
  %2691 = load <4 x float>, ptr %2689, align 4
  %2692 = load <4 x float>, ptr %2690, align 4
  %2693 = getelementptr inbounds nuw float, ptr %1066, i64 %2688
  %2694 = getelementptr inbounds nuw i8, ptr %2693, i64 16
  %2695 = load <4 x float>, ptr %2693, align 4
  %2696 = load <4 x float>, ptr %2694, align 4
  %2697 = fmul <4 x float> %2691, %2695
  %2698 = fmul <4 x float> %2692, %2696
  %2699 = getelementptr inbounds nuw float, ptr %2678, i64 %2688
  %2700 = getelementptr inbounds nuw i8, ptr %2699, i64 16
  store <4 x float> %2697, ptr %2699, align 4
  store <4 x float> %2698, ptr %2700, align 4
  %2701 = add nuw i64 %2688, 8
  %2702 = icmp eq i64 %2701, %822
  br i1 %2702, label %2703, label %2687

2703:                                             ; preds = %2687
  br i1 %823, label %2782, label %2704

2704:                                             ; preds = %2679, %2675, %2703
  %2705 = phi i64 [ 0, %2679 ], [ 0, %2675 ], [ %822, %2703 ]
  br i1 %825, label %2718, label %2706

2706:                                             ; preds = %2704, %2706
  %2707 = phi i64 [ %2715, %2706 ], [ %2705, %2704 ]
  %2708 = phi i64 [ %2716, %2706 ], [ 0, %2704 ]
  %2709 = getelementptr inbounds nuw float, ptr %2676, i64 %2707
  %2710 = load float, ptr %2709, align 4
  %2711 = getelementptr inbounds nuw float, ptr %1066, i64 %2707
  %2712 = load float, ptr %2711, align 4
  %2713 = fmul float %2710, %2712
  %2714 = getelementptr inbounds nuw float, ptr %2678, i64 %2707
  store float %2713, ptr %2714, align 4
  %2715 = add nuw nsw i64 %2707, 1
  %2716 = add i64 %2708, 1
  %2717 = icmp eq i64 %2716, %824
  br i1 %2717, label %2718, label %2706

2718:                                             ; preds = %2706, %2704
  %2719 = phi i64 [ %2705, %2704 ], [ %2715, %2706 ]
  %2720 = sub nsw i64 %2705, %32
  %2721 = icmp ugt i64 %2720, -4
  br i1 %2721, label %2782, label %2751

2722:                                             ; preds = %2644, %2722
  %2723 = phi i64 [ %2749, %2722 ], [ %2645, %2644 ]
  %2724 = getelementptr float, ptr %2582, i64 %2723
  %2725 = load float, ptr %2724, align 4
  %2726 = add nuw nsw i64 %2723, %106
  %2727 = getelementptr inbounds nuw float, ptr %179, i64 %2726
  %2728 = load float, ptr %2727, align 4
  %2729 = fadd float %2725, %2728
  %2730 = getelementptr inbounds nuw float, ptr %180, i64 %2726
  %2731 = load float, ptr %2730, align 4
  %2732 = fadd float %2729, %2731
  %2733 = getelementptr inbounds nuw float, ptr %1064, i64 %2726
  %2734 = load float, ptr %2733, align 4
  %2735 = fadd float %2732, %2734
  store float %2735, ptr %2733, align 4
  %2736 = add nuw nsw i64 %2723, 1
  %2737 = getelementptr float, ptr %2582, i64 %2736
  %2738 = load float, ptr %2737, align 4
  %2739 = add nuw nsw i64 %2736, %106
  %2740 = getelementptr inbounds nuw float, ptr %179, i64 %2739
  %2741 = load float, ptr %2740, align 4
  %2742 = fadd float %2738, %2741
  %2743 = getelementptr inbounds nuw float, ptr %180, i64 %2739
  %2744 = load float, ptr %2743, align 4
  %2745 = fadd float %2742, %2744
  %2746 = getelementptr inbounds nuw float, ptr %1064, i64 %2739
  %2747 = load float, ptr %2746, align 4
  %2748 = fadd float %2745, %2747
  store float %2748, ptr %2746, align 4
  %2749 = add nuw nsw i64 %2723, 2
  %2750 = icmp eq i64 %2749, %32
  br i1 %2750, label %2675, label %2722

2751:                                             ; preds = %2718, %2751
  %2752 = phi i64 [ %2780, %2751 ], [ %2719, %2718 ]
  %2753 = getelementptr inbounds nuw float, ptr %2676, i64 %2752
  %2754 = load float, ptr %2753, align 4
  %2755 = getelementptr inbounds nuw float, ptr %1066, i64 %2752
  %2756 = load float, ptr %2755, align 4
  %2757 = fmul float %2754, %2756
  %2758 = getelementptr inbounds nuw float, ptr %2678, i64 %2752
  store float %2757, ptr %2758, align 4
  %2759 = add nuw nsw i64 %2752, 1
  %2760 = getelementptr inbounds nuw float, ptr %2676, i64 %2759
  %2761 = load float, ptr %2760, align 4
  %2762 = getelementptr inbounds nuw float, ptr %1066, i64 %2759
  %2763 = load float, ptr %2762, align 4
  %2764 = fmul float %2761, %2763
  %2765 = getelementptr inbounds nuw float, ptr %2678, i64 %2759
  store float %2764, ptr %2765, align 4
  %2766 = add nuw nsw i64 %2752, 2
  %2767 = getelementptr inbounds nuw float, ptr %2676, i64 %2766
  %2768 = load float, ptr %2767, align 4
  %2769 = getelementptr inbounds nuw float, ptr %1066, i64 %2766
  %2770 = load float, ptr %2769, align 4
  %2771 = fmul float %2768, %2770
  %2772 = getelementptr inbounds nuw float, ptr %2678, i64 %2766
  store float %2771, ptr %2772, align 4
  %2773 = add nuw nsw i64 %2752, 3
  %2774 = getelementptr inbounds nuw float, ptr %2676, i64 %2773
  %2775 = load float, ptr %2774, align 4
  %2776 = getelementptr inbounds nuw float, ptr %1066, i64 %2773
  %2777 = load float, ptr %2776, align 4
  %2778 = fmul float %2775, %2777
  %2779 = getelementptr inbounds nuw float, ptr %2678, i64 %2773
  store float %2778, ptr %2779, align 4
  %2780 = add nuw nsw i64 %2752, 4
  %2781 = icmp eq i64 %2780, %32
  br i1 %2781, label %2782, label %2751

2782:                                             ; preds = %2718, %2751, %2518, %2556, %2094, %2105, %1415, %1159, %1190, %2703, %2502, %2079, %1147, %2674, %2464, %2053, %1132, %1210
  %2783 = add nuw nsw i64 %1058, 1
  %2784 = icmp eq i64 %2783, %1053
  br i1 %2784, label %1056, label %1057

2785:                                             ; preds = %1056
  call fastcc void @products(ptr noundef %592, ptr noundef %593, i64 noundef %1053, ptr noundef %636, i64 noundef %32, i64 noundef %107, i64 noundef %106, i32 noundef %1001)
  br i1 %1002, label %2786, label %2975

2786:                                             ; preds = %2785, %2945
  %2787 = phi i64 [ %2946, %2945 ], [ 0, %2785 ]
  %2788 = getelementptr inbounds nuw ptr, ptr %589, i64 %2787
  %2789 = load ptr, ptr %2788, align 8
  %2790 = getelementptr inbounds nuw i8, ptr %2789, i64 16
  %2791 = load ptr, ptr %2790, align 8
  %2792 = load ptr, ptr %2789, align 8
  %2793 = getelementptr float, ptr %2791, i64 %611
  br i1 %133, label %2794, label %2860

2794:                                             ; preds = %2786
  %2795 = getelementptr inbounds nuw i8, ptr %2789, i64 40
  %2796 = load ptr, ptr %2795, align 8
  %2797 = getelementptr i8, ptr %2796, i64 %614
  br i1 %893, label %2840, label %2798

2798:                                             ; preds = %2794
  %2799 = getelementptr i8, ptr %2791, i64 %640
  %2800 = getelementptr i8, ptr %2796, i64 %641
  %2801 = icmp ult ptr %2793, %2800
  %2802 = icmp ult ptr %2797, %2799
  %2803 = and i1 %2801, %2802
  %2804 = icmp ult ptr %2793, %649
  %2805 = icmp ult ptr %647, %2799
  %2806 = and i1 %2804, %2805
  %2807 = or i1 %2803, %2806
  %2808 = icmp ult ptr %2793, %656
  %2809 = icmp ult ptr %654, %2799
  %2810 = and i1 %2808, %2809
  %2811 = or i1 %2807, %2810
  br i1 %2811, label %2840, label %2812

2812:                                             ; preds = %2798, %2812
  %2813 = phi i64 [ %2837, %2812 ], [ 0, %2798 ]
  %2814 = getelementptr float, ptr %2797, i64 %2813
  %2815 = getelementptr i8, ptr %2814, i64 16
  %2816 = load <4 x float>, ptr %2814, align 4
  %2817 = load <4 x float>, ptr %2815, align 4
  %2818 = add nuw nsw i64 %2813, %611
  %2819 = getelementptr inbounds nuw float, ptr %179, i64 %2818
  %2820 = getelementptr inbounds nuw i8, ptr %2819, i64 16
  %2821 = load <4 x float>, ptr %2819, align 4
  %2822 = load <4 x float>, ptr %2820, align 4
  %2823 = fadd <4 x float> %2816, %2821
  %2824 = fadd <4 x float> %2817, %2822
  %2825 = getelementptr inbounds nuw float, ptr %180, i64 %2818
  %2826 = getelementptr inbounds nuw i8, ptr %2825, i64 16
  %2827 = load <4 x float>, ptr %2825, align 4
  %2828 = load <4 x float>, ptr %2826, align 4
  %2829 = fadd <4 x float> %2823, %2827
  %2830 = fadd <4 x float> %2824, %2828
  %2831 = getelementptr inbounds nuw float, ptr %2791, i64 %2818
  %2832 = getelementptr inbounds nuw i8, ptr %2831, i64 16
  %2833 = load <4 x float>, ptr %2831, align 4
  %2834 = load <4 x float>, ptr %2832, align 4
  %2835 = fadd <4 x float> %2829, %2833
  %2836 = fadd <4 x float> %2830, %2834
  store <4 x float> %2835, ptr %2831, align 4
  store <4 x float> %2836, ptr %2832, align 4
  %2837 = add nuw i64 %2813, 8
  %2838 = icmp eq i64 %2837, %894
  br i1 %2838, label %2839, label %2812

2839:                                             ; preds = %2812
  br i1 %895, label %2861, label %2840

2840:                                             ; preds = %2798, %2794, %2839
  %2841 = phi i64 [ 0, %2798 ], [ 0, %2794 ], [ %894, %2839 ]
  %2842 = or disjoint i64 %2841, 1
  br i1 %897, label %2857, label %2843

2843:                                             ; preds = %2840
  %2844 = getelementptr float, ptr %2797, i64 %2841
  %2845 = load float, ptr %2844, align 4
  %2846 = add nuw nsw i64 %2841, %611
  %2847 = getelementptr inbounds nuw float, ptr %179, i64 %2846
  %2848 = load float, ptr %2847, align 4
  %2849 = fadd float %2845, %2848
  %2850 = getelementptr inbounds nuw float, ptr %180, i64 %2846
  %2851 = load float, ptr %2850, align 4
  %2852 = fadd float %2849, %2851
  %2853 = getelementptr inbounds nuw float, ptr %2791, i64 %2846
  %2854 = load float, ptr %2853, align 4
  %2855 = fadd float %2852, %2854
  store float %2855, ptr %2853, align 4
  %2856 = or disjoint i64 %2841, 1
  br label %2857

2857:                                             ; preds = %2843, %2840
  %2858 = phi i64 [ %2841, %2840 ], [ %2856, %2843 ]
  %2859 = icmp eq i64 %32, %2842
  br i1 %2859, label %2861, label %2916

2860:                                             ; preds = %2786
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %2793, i64 noundef %106)
  br label %2945

2861:                                             ; preds = %2857, %2916, %2839
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %2793, i64 noundef %106)
  br i1 %898, label %2898, label %2862

2862:                                             ; preds = %2861
  %2863 = getelementptr i8, ptr %2792, i64 %639
  %2864 = getelementptr i8, ptr %2791, i64 %640
  %2865 = getelementptr i8, ptr %2791, i64 %639
  %2866 = icmp ult ptr %2792, %2864
  %2867 = icmp ult ptr %2793, %2863
  %2868 = and i1 %2866, %2867
  %2869 = icmp ult ptr %2792, %2865
  %2870 = icmp ult ptr %2791, %2863
  %2871 = and i1 %2869, %2870
  %2872 = or i1 %2868, %2871
  br i1 %2872, label %2898, label %2873

2873:                                             ; preds = %2862, %2873
  %2874 = phi i64 [ %2895, %2873 ], [ 0, %2862 ]
  %2875 = getelementptr inbounds nuw float, ptr %2791, i64 %2874
  %2876 = getelementptr inbounds nuw i8, ptr %2875, i64 16
  %2877 = load <4 x float>, ptr %2875, align 4
  %2878 = load <4 x float>, ptr %2876, align 4
  %2879 = fsub <4 x float> splat (float 1.000000e+00), %2877
  %2880 = fsub <4 x float> splat (float 1.000000e+00), %2878
  %2881 = getelementptr inbounds nuw float, ptr %2793, i64 %2874
  %2882 = getelementptr inbounds nuw i8, ptr %2881, i64 16
  %2883 = load <4 x float>, ptr %2881, align 4
  %2884 = load <4 x float>, ptr %2882, align 4
  %2885 = fmul <4 x float> %2879, %2883
  %2886 = fmul <4 x float> %2880, %2884
  %2887 = getelementptr inbounds nuw float, ptr %2792, i64 %2874
  %2888 = getelementptr inbounds nuw i8, ptr %2887, i64 16
  %2889 = load <4 x float>, ptr %2887, align 4
  %2890 = load <4 x float>, ptr %2888, align 4
  %2891 = fmul <4 x float> %2877, %2889
  %2892 = fmul <4 x float> %2878, %2890
  %2893 = fadd <4 x float> %2885, %2891
  %2894 = fadd <4 x float> %2886, %2892
  store <4 x float> %2893, ptr %2887, align 4
  store <4 x float> %2894, ptr %2888, align 4
  %2895 = add nuw i64 %2874, 8
  %2896 = icmp eq i64 %2895, %899
  br i1 %2896, label %2897, label %2873

2897:                                             ; preds = %2873
  br i1 %900, label %2945, label %2898

2898:                                             ; preds = %2862, %2861, %2897
  %2899 = phi i64 [ 0, %2862 ], [ 0, %2861 ], [ %899, %2897 ]
  %2900 = or disjoint i64 %2899, 1
  br i1 %902, label %2913, label %2901

2901:                                             ; preds = %2898
  %2902 = getelementptr inbounds nuw float, ptr %2791, i64 %2899
  %2903 = load float, ptr %2902, align 4
  %2904 = fsub float 1.000000e+00, %2903
  %2905 = getelementptr inbounds nuw float, ptr %2793, i64 %2899
  %2906 = load float, ptr %2905, align 4
  %2907 = fmul float %2904, %2906
  %2908 = getelementptr inbounds nuw float, ptr %2792, i64 %2899
  %2909 = load float, ptr %2908, align 4
  %2910 = fmul float %2903, %2909
  %2911 = fadd float %2907, %2910
  store float %2911, ptr %2908, align 4
  %2912 = or disjoint i64 %2899, 1
  br label %2913

2913:                                             ; preds = %2901, %2898
  %2914 = phi i64 [ %2899, %2898 ], [ %2912, %2901 ]
  %2915 = icmp eq i64 %32, %2900
  br i1 %2915, label %2945, label %2949

2916:                                             ; preds = %2857, %2916
  %2917 = phi i64 [ %2943, %2916 ], [ %2858, %2857 ]
  %2918 = getelementptr float, ptr %2797, i64 %2917
  %2919 = load float, ptr %2918, align 4
  %2920 = add nuw nsw i64 %2917, %611
  %2921 = getelementptr inbounds nuw float, ptr %179, i64 %2920
  %2922 = load float, ptr %2921, align 4
  %2923 = fadd float %2919, %2922
  %2924 = getelementptr inbounds nuw float, ptr %180, i64 %2920
  %2925 = load float, ptr %2924, align 4
  %2926 = fadd float %2923, %2925
  %2927 = getelementptr inbounds nuw float, ptr %2791, i64 %2920
  %2928 = load float, ptr %2927, align 4
  %2929 = fadd float %2926, %2928
  store float %2929, ptr %2927, align 4
  %2930 = add nuw nsw i64 %2917, 1
  %2931 = getelementptr float, ptr %2797, i64 %2930
  %2932 = load float, ptr %2931, align 4
  %2933 = add nuw nsw i64 %2930, %611
  %2934 = getelementptr inbounds nuw float, ptr %179, i64 %2933
  %2935 = load float, ptr %2934, align 4
  %2936 = fadd float %2932, %2935
  %2937 = getelementptr inbounds nuw float, ptr %180, i64 %2933
  %2938 = load float, ptr %2937, align 4
  %2939 = fadd float %2936, %2938
  %2940 = getelementptr inbounds nuw float, ptr %2791, i64 %2933
  %2941 = load float, ptr %2940, align 4
  %2942 = fadd float %2939, %2941
  store float %2942, ptr %2940, align 4
  %2943 = add nuw nsw i64 %2917, 2
  %2944 = icmp eq i64 %2943, %32
  br i1 %2944, label %2861, label %2916

2945:                                             ; preds = %2913, %2949, %2897, %2860
  %2946 = add nuw nsw i64 %2787, 1
  %2947 = icmp eq i64 %2946, %1053
  br i1 %2947, label %2948, label %2786

2948:                                             ; preds = %2945, %2974
  br label %2978

2949:                                             ; preds = %2913, %2949
  %2950 = phi i64 [ %2972, %2949 ], [ %2914, %2913 ]
  %2951 = getelementptr inbounds nuw float, ptr %2791, i64 %2950
  %2952 = load float, ptr %2951, align 4
  %2953 = fsub float 1.000000e+00, %2952
  %2954 = getelementptr inbounds nuw float, ptr %2793, i64 %2950
  %2955 = load float, ptr %2954, align 4
  %2956 = fmul float %2953, %2955
  %2957 = getelementptr inbounds nuw float, ptr %2792, i64 %2950
  %2958 = load float, ptr %2957, align 4
  %2959 = fmul float %2952, %2958
  %2960 = fadd float %2956, %2959
  store float %2960, ptr %2957, align 4
  %2961 = add nuw nsw i64 %2950, 1
  %2962 = getelementptr inbounds nuw float, ptr %2791, i64 %2961
  %2963 = load float, ptr %2962, align 4
  %2964 = fsub float 1.000000e+00, %2963
  %2965 = getelementptr inbounds nuw float, ptr %2793, i64 %2961
  %2966 = load float, ptr %2965, align 4
  %2967 = fmul float %2964, %2966
  %2968 = getelementptr inbounds nuw float, ptr %2792, i64 %2961
  %2969 = load float, ptr %2968, align 4
  %2970 = fmul float %2963, %2969
  %2971 = fadd float %2967, %2970
  store float %2971, ptr %2968, align 4
  %2972 = add nuw nsw i64 %2950, 2
  %2973 = icmp eq i64 %2972, %32
  br i1 %2973, label %2945, label %2949

2974:                                             ; preds = %1056
  br i1 %1002, label %2948, label %2975

2975:                                             ; preds = %3038, %2785, %2974
  %2976 = add nuw nsw i64 %992, 1
  %2977 = icmp eq i64 %2976, %935
  br i1 %2977, label %994, label %991

2978:                                             ; preds = %2948, %3038
  %2979 = phi i64 [ %3039, %3038 ], [ 0, %2948 ]
  %2980 = getelementptr inbounds nuw ptr, ptr %589, i64 %2979
  %2981 = load ptr, ptr %2980, align 8
  %2982 = getelementptr inbounds nuw i8, ptr %2981, i64 48
  %2983 = load ptr, ptr %2982, align 8
  %2984 = icmp eq ptr %2983, null
  %2985 = select i1 %2984, i1 true, i1 %617
  br i1 %2985, label %3038, label %2986

2986:                                             ; preds = %2978
  %2987 = ptrtoint ptr %2983 to i64
  %2988 = load ptr, ptr %2981, align 8
  %2989 = ptrtoint ptr %2988 to i64
  %2990 = sub i64 %2987, %2989
  %2991 = icmp ult i64 %2990, 32
  %2992 = select i1 %903, i1 true, i1 %2991
  br i1 %2992, label %3004, label %2993

2993:                                             ; preds = %2986, %2993
  %2994 = phi i64 [ %3001, %2993 ], [ 0, %2986 ]
  %2995 = getelementptr inbounds nuw float, ptr %2988, i64 %2994
  %2996 = getelementptr inbounds nuw i8, ptr %2995, i64 16
  %2997 = load <4 x float>, ptr %2995, align 4
  %2998 = load <4 x float>, ptr %2996, align 4
  %2999 = getelementptr inbounds nuw float, ptr %2983, i64 %2994
  %3000 = getelementptr inbounds nuw i8, ptr %2999, i64 16
  store <4 x float> %2997, ptr %2999, align 4
  store <4 x float> %2998, ptr %3000, align 4
  %3001 = add nuw i64 %2994, 8
  %3002 = icmp eq i64 %3001, %904
  br i1 %3002, label %3003, label %2993

3003:                                             ; preds = %2993
  br i1 %905, label %3038, label %3004

3004:                                             ; preds = %2986, %3003
  %3005 = phi i64 [ 0, %2986 ], [ %904, %3003 ]
  br i1 %907, label %3015, label %3006

3006:                                             ; preds = %3004, %3006
  %3007 = phi i64 [ %3012, %3006 ], [ %3005, %3004 ]
  %3008 = phi i64 [ %3013, %3006 ], [ 0, %3004 ]
  %3009 = getelementptr inbounds nuw float, ptr %2988, i64 %3007
  %3010 = load float, ptr %3009, align 4
  %3011 = getelementptr inbounds nuw float, ptr %2983, i64 %3007
  store float %3010, ptr %3011, align 4
  %3012 = add nuw nsw i64 %3007, 1
  %3013 = add i64 %3008, 1
  %3014 = icmp eq i64 %3013, %906
  br i1 %3014, label %3015, label %3006

3015:                                             ; preds = %3006, %3004
  %3016 = phi i64 [ %3005, %3004 ], [ %3012, %3006 ]
  %3017 = sub nsw i64 %3005, %32
  %3018 = icmp ugt i64 %3017, -4
  br i1 %3018, label %3038, label %3019

3019:                                             ; preds = %3015, %3019
  %3020 = phi i64 [ %3036, %3019 ], [ %3016, %3015 ]
  %3021 = getelementptr inbounds nuw float, ptr %2988, i64 %3020
  %3022 = load float, ptr %3021, align 4
  %3023 = getelementptr inbounds nuw float, ptr %2983, i64 %3020
  store float %3022, ptr %3023, align 4
  %3024 = add nuw nsw i64 %3020, 1
  %3025 = getelementptr inbounds nuw float, ptr %2988, i64 %3024
  %3026 = load float, ptr %3025, align 4
  %3027 = getelementptr inbounds nuw float, ptr %2983, i64 %3024
  store float %3026, ptr %3027, align 4
  %3028 = add nuw nsw i64 %3020, 2
  %3029 = getelementptr inbounds nuw float, ptr %2988, i64 %3028
  %3030 = load float, ptr %3029, align 4
  %3031 = getelementptr inbounds nuw float, ptr %2983, i64 %3028
  store float %3030, ptr %3031, align 4
  %3032 = add nuw nsw i64 %3020, 3
  %3033 = getelementptr inbounds nuw float, ptr %2988, i64 %3032
  %3034 = load float, ptr %3033, align 4
  %3035 = getelementptr inbounds nuw float, ptr %2983, i64 %3032
  store float %3034, ptr %3035, align 4
  %3036 = add nuw nsw i64 %3020, 4
  %3037 = icmp eq i64 %3036, %32
  br i1 %3037, label %3038, label %3019

3038:                                             ; preds = %3015, %3019, %3003, %2978
  %3039 = add nuw nsw i64 %2979, 1
  %3040 = icmp eq i64 %3039, %1053
  br i1 %3040, label %2975, label %2978

3041:                                             ; preds = %3058, %560
  call void @free(ptr noundef %127)
  ret void

3042:                                             ; preds = %994, %3058
  %3043 = phi i64 [ 0, %994 ], [ %3059, %3058 ]
  %3044 = getelementptr inbounds nuw %struct.rowstate, ptr %563, i64 %3043
  %3045 = getelementptr inbounds nuw i8, ptr %3044, i64 32
  %3046 = load i64, ptr %3045, align 8
  %3047 = icmp eq i64 %3046, 0
  br i1 %133, label %3048, label %3058

3048:                                             ; preds = %3042
  %3049 = add nsw i64 %3043, %49
  %3050 = mul nsw i64 %3049, %34
  %3051 = add nsw i64 %3050, %47
  %3052 = add nsw i64 %3049, %996
  %3053 = select i1 %995, i64 %3051, i64 %3052
  %3054 = mul nsw i64 %3053, %32
  %3055 = getelementptr float, ptr %22, i64 %3054
  %3056 = getelementptr inbounds nuw i8, ptr %3044, i64 8
  %3057 = getelementptr float, ptr %23, i64 %3054
  br label %3061

3058:                                             ; preds = %3080, %3042
  %3059 = add nuw nsw i64 %3043, 1
  %3060 = icmp slt i64 %3059, %52
  br i1 %3060, label %3042, label %3041

3061:                                             ; preds = %3048, %3080
  %3062 = phi i64 [ 0, %3048 ], [ %3081, %3080 ]
  br i1 %997, label %3071, label %3063

3063:                                             ; preds = %3061
  br i1 %3047, label %3068, label %3064

3064:                                             ; preds = %3063
  %3065 = load ptr, ptr %3044, align 8
  %3066 = getelementptr inbounds nuw float, ptr %3065, i64 %3062
  %3067 = load float, ptr %3066, align 4
  br label %3068

3068:                                             ; preds = %3063, %3064
  %3069 = phi float [ %3067, %3064 ], [ 0.000000e+00, %3063 ]
  %3070 = getelementptr float, ptr %3055, i64 %3062
  store float %3069, ptr %3070, align 4
  br label %3071

3071:                                             ; preds = %3068, %3061
  br i1 %998, label %3080, label %3072

3072:                                             ; preds = %3071
  br i1 %3047, label %3077, label %3073

3073:                                             ; preds = %3072
  %3074 = load ptr, ptr %3056, align 8
  %3075 = getelementptr inbounds nuw float, ptr %3074, i64 %3062
  %3076 = load float, ptr %3075, align 4
  br label %3077

3077:                                             ; preds = %3072, %3073
  %3078 = phi float [ %3076, %3073 ], [ 0.000000e+00, %3072 ]
  %3079 = getelementptr float, ptr %3057, i64 %3062
  store float %3078, ptr %3079, align 4
  br label %3080

3080:                                             ; preds = %3071, %3077
  %3081 = add nuw nsw i64 %3062, 1
  %3082 = icmp eq i64 %3081, %32
  br i1 %3082, label %3058, label %3061
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
