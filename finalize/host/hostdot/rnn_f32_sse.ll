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
  %121 = getelementptr float, ptr %117, i64 %108
  %122 = getelementptr float, ptr %121, i64 %107
  %123 = getelementptr float, ptr %122, i64 %107
  %124 = icmp sgt i64 %32, 0
  br i1 %124, label %125, label %174

125:                                              ; preds = %120
  %126 = mul nsw i64 %47, %41
  %127 = shl i64 %32, 2
  %128 = mul nuw nsw i64 %40, %105
  %129 = shl i64 %128, 4
  %130 = shl i64 %105, 4
  %131 = sub i64 %130, %127
  %132 = getelementptr i8, ptr %117, i64 %127
  %133 = icmp slt i64 %32, %106
  %134 = mul nuw i64 %40, %105
  %135 = shl i64 %134, 4
  %136 = add nuw nsw i64 %40, 1152921504606846975
  %137 = mul i64 %105, %136
  %138 = shl i64 %137, 4
  %139 = mul i64 %32, %32
  %140 = mul i64 %40, %139
  %141 = mul i64 %140, %47
  %142 = mul i64 %32, %32
  %143 = shl i64 %142, 2
  %144 = mul i64 %40, %47
  %145 = shl i64 %144, 2
  %146 = add i64 %145, 4
  %147 = mul i64 %32, %146
  %148 = add i64 %147, -4
  %149 = mul i64 %32, %148
  %150 = getelementptr i8, ptr %117, i64 %138
  %151 = getelementptr i8, ptr %150, i64 %127
  %152 = icmp ult i64 %32, 4
  %153 = getelementptr i8, ptr %15, i64 %149
  %154 = icmp slt i64 %130, 0
  %155 = and i64 %32, 9223372036854775804
  %156 = icmp eq i64 %32, %155
  %157 = and i64 %32, 3
  %158 = icmp eq i64 %157, 0
  br label %159

159:                                              ; preds = %125, %184
  %160 = phi i64 [ 0, %125 ], [ %185, %184 ]
  %161 = mul i64 %135, %160
  %162 = getelementptr i8, ptr %117, i64 %161
  %163 = getelementptr i8, ptr %151, i64 %161
  %164 = shl i64 %160, 2
  %165 = add i64 %141, %160
  %166 = shl i64 %165, 2
  %167 = mul i64 %129, %160
  %168 = mul nuw nsw i64 %160, %107
  %169 = getelementptr inbounds nuw float, ptr %117, i64 %168
  %170 = getelementptr float, ptr %15, i64 %160
  %171 = getelementptr i8, ptr %132, i64 %167
  %172 = getelementptr i8, ptr %15, i64 %166
  %173 = getelementptr i8, ptr %153, i64 %164
  br label %187

174:                                              ; preds = %184, %120
  %175 = shl i64 %47, 1
  %176 = icmp ne i64 %2, 0
  %177 = and i1 %176, %101
  %178 = mul i64 %175, %41
  %179 = getelementptr float, ptr %16, i64 %178
  %180 = or disjoint i64 %175, 1
  %181 = mul i64 %180, %41
  %182 = getelementptr float, ptr %16, i64 %181
  %183 = tail call i64 @llvm.smax.i64(i64 %106, i64 1)
  br label %279

184:                                              ; preds = %276
  %185 = add nuw nsw i64 %160, 1
  %186 = icmp eq i64 %185, %32
  br i1 %186, label %174, label %159

187:                                              ; preds = %276, %159
  %188 = phi i64 [ 0, %159 ], [ %277, %276 ]
  %189 = mul i64 %130, %188
  %190 = getelementptr i8, ptr %171, i64 %189
  %191 = mul nuw nsw i64 %188, %106
  %192 = getelementptr inbounds nuw float, ptr %169, i64 %191
  %193 = mul nuw nsw i64 %188, %32
  %194 = add nsw i64 %193, %126
  %195 = mul nsw i64 %194, %32
  %196 = getelementptr float, ptr %170, i64 %195
  br i1 %152, label %235, label %197

197:                                              ; preds = %187
  %198 = mul i64 %143, %188
  %199 = getelementptr i8, ptr %172, i64 %198
  %200 = getelementptr i8, ptr %173, i64 %198
  %201 = icmp ugt ptr %199, %200
  %202 = select i1 %201, ptr %199, ptr %200
  %203 = getelementptr i8, ptr %202, i64 4
  %204 = icmp ult ptr %199, %200
  %205 = select i1 %204, ptr %199, ptr %200
  %206 = icmp ult ptr %162, %203
  %207 = icmp ult ptr %205, %163
  %208 = and i1 %206, %207
  %209 = or i1 %208, %154
  br i1 %209, label %235, label %210

210:                                              ; preds = %197, %210
  %211 = phi i64 [ %232, %210 ], [ 0, %197 ]
  %212 = or disjoint i64 %211, 1
  %213 = or disjoint i64 %211, 2
  %214 = or disjoint i64 %211, 3
  %215 = mul nuw nsw i64 %211, %32
  %216 = mul nuw nsw i64 %212, %32
  %217 = mul nuw nsw i64 %213, %32
  %218 = mul nuw nsw i64 %214, %32
  %219 = getelementptr inbounds nuw float, ptr %196, i64 %215
  %220 = getelementptr inbounds nuw float, ptr %196, i64 %216
  %221 = getelementptr inbounds nuw float, ptr %196, i64 %217
  %222 = getelementptr inbounds nuw float, ptr %196, i64 %218
  %223 = load float, ptr %219, align 4
  %224 = load float, ptr %220, align 4
  %225 = load float, ptr %221, align 4
  %226 = load float, ptr %222, align 4
  %227 = insertelement <4 x float> poison, float %223, i64 0
  %228 = insertelement <4 x float> %227, float %224, i64 1
  %229 = insertelement <4 x float> %228, float %225, i64 2
  %230 = insertelement <4 x float> %229, float %226, i64 3
  %231 = getelementptr inbounds nuw float, ptr %192, i64 %211
  store <4 x float> %230, ptr %231, align 4
  %232 = add nuw i64 %211, 4
  %233 = icmp eq i64 %232, %155
  br i1 %233, label %234, label %210

234:                                              ; preds = %210
  br i1 %156, label %251, label %235

235:                                              ; preds = %197, %187, %234
  %236 = phi i64 [ 0, %197 ], [ 0, %187 ], [ %155, %234 ]
  br i1 %158, label %247, label %237

237:                                              ; preds = %235, %237
  %238 = phi i64 [ %244, %237 ], [ %236, %235 ]
  %239 = phi i64 [ %245, %237 ], [ 0, %235 ]
  %240 = mul nuw nsw i64 %238, %32
  %241 = getelementptr inbounds nuw float, ptr %196, i64 %240
  %242 = load float, ptr %241, align 4
  %243 = getelementptr inbounds nuw float, ptr %192, i64 %238
  store float %242, ptr %243, align 4
  %244 = add nuw nsw i64 %238, 1
  %245 = add i64 %239, 1
  %246 = icmp eq i64 %245, %157
  br i1 %246, label %247, label %237

247:                                              ; preds = %237, %235
  %248 = phi i64 [ %236, %235 ], [ %244, %237 ]
  %249 = sub nsw i64 %236, %32
  %250 = icmp ugt i64 %249, -4
  br i1 %250, label %251, label %253

251:                                              ; preds = %247, %253, %234
  br i1 %133, label %252, label %276

252:                                              ; preds = %251
  tail call void @llvm.memset.p0.i64(ptr align 4 %190, i8 0, i64 %131, i1 false)
  br label %276

253:                                              ; preds = %247, %253
  %254 = phi i64 [ %274, %253 ], [ %248, %247 ]
  %255 = mul nuw nsw i64 %254, %32
  %256 = getelementptr inbounds nuw float, ptr %196, i64 %255
  %257 = load float, ptr %256, align 4
  %258 = getelementptr inbounds nuw float, ptr %192, i64 %254
  store float %257, ptr %258, align 4
  %259 = add nuw nsw i64 %254, 1
  %260 = mul nuw nsw i64 %259, %32
  %261 = getelementptr inbounds nuw float, ptr %196, i64 %260
  %262 = load float, ptr %261, align 4
  %263 = getelementptr inbounds nuw float, ptr %192, i64 %259
  store float %262, ptr %263, align 4
  %264 = add nuw nsw i64 %254, 2
  %265 = mul nuw nsw i64 %264, %32
  %266 = getelementptr inbounds nuw float, ptr %196, i64 %265
  %267 = load float, ptr %266, align 4
  %268 = getelementptr inbounds nuw float, ptr %192, i64 %264
  store float %267, ptr %268, align 4
  %269 = add nuw nsw i64 %254, 3
  %270 = mul nuw nsw i64 %269, %32
  %271 = getelementptr inbounds nuw float, ptr %196, i64 %270
  %272 = load float, ptr %271, align 4
  %273 = getelementptr inbounds nuw float, ptr %192, i64 %269
  store float %272, ptr %273, align 4
  %274 = add nuw nsw i64 %254, 4
  %275 = icmp eq i64 %274, %32
  br i1 %275, label %251, label %253

276:                                              ; preds = %252, %251
  %277 = add nuw nsw i64 %188, 1
  %278 = icmp eq i64 %277, %40
  br i1 %278, label %184, label %187

279:                                              ; preds = %298, %174
  %280 = phi i64 [ 0, %174 ], [ %299, %298 ]
  br i1 %124, label %281, label %300

281:                                              ; preds = %279
  %282 = mul nuw nsw i64 %280, %106
  %283 = mul nuw nsw i64 %280, %32
  %284 = getelementptr float, ptr %179, i64 %283
  %285 = getelementptr float, ptr %182, i64 %283
  br label %303

286:                                              ; preds = %295
  %287 = icmp ne ptr %103, null
  %288 = mul i64 %75, %32
  %289 = getelementptr float, ptr %20, i64 %288
  %290 = add nsw i64 %183, -1
  %291 = and i64 %183, 1
  %292 = icmp eq i64 %290, 0
  br i1 %292, label %335, label %293

293:                                              ; preds = %286
  %294 = and i64 %183, 9223372036854775804
  br label %439

295:                                              ; preds = %317
  %296 = add nuw nsw i64 %280, 1
  %297 = icmp eq i64 %296, %40
  br i1 %297, label %286, label %298

298:                                              ; preds = %295, %300
  %299 = phi i64 [ %296, %295 ], [ %301, %300 ]
  br label %279

300:                                              ; preds = %279
  %301 = add nuw nsw i64 %280, 1
  %302 = icmp eq i64 %301, %40
  br i1 %302, label %435, label %298

303:                                              ; preds = %281, %317
  %304 = phi i64 [ 0, %281 ], [ %321, %317 ]
  %305 = icmp slt i64 %304, %32
  %306 = select i1 %177, i1 %305, i1 false
  br i1 %306, label %310, label %307

307:                                              ; preds = %303
  %308 = add nuw nsw i64 %304, %282
  %309 = getelementptr inbounds nuw float, ptr %121, i64 %308
  store float 0.000000e+00, ptr %309, align 4
  br label %317

310:                                              ; preds = %303
  %311 = getelementptr float, ptr %284, i64 %304
  %312 = load float, ptr %311, align 4
  %313 = add nuw nsw i64 %304, %282
  %314 = getelementptr inbounds nuw float, ptr %121, i64 %313
  store float %312, ptr %314, align 4
  %315 = getelementptr float, ptr %285, i64 %304
  %316 = load float, ptr %315, align 4
  br label %317

317:                                              ; preds = %307, %310
  %318 = phi i64 [ %313, %310 ], [ %308, %307 ]
  %319 = phi float [ %316, %310 ], [ 0.000000e+00, %307 ]
  %320 = getelementptr inbounds float, ptr %122, i64 %318
  store float %319, ptr %320, align 4
  %321 = add nuw nsw i64 %304, 1
  %322 = icmp eq i64 %321, %183
  br i1 %322, label %295, label %303

323:                                              ; preds = %435
  %324 = getelementptr inbounds float, ptr %121, i64 %111
  %325 = shl i64 %105, 5
  %326 = icmp eq i64 %3, 0
  %327 = icmp eq i64 %36, 1
  %328 = mul nsw i64 %47, %30
  %329 = icmp ne i64 %4, 0
  %330 = icmp ne i64 %5, 0
  %331 = icmp ne i64 %7, 0
  %332 = shl nuw i64 %32, 2
  br label %771

333:                                              ; preds = %456
  %334 = icmp eq i64 %291, 0
  br i1 %334, label %346, label %335

335:                                              ; preds = %333, %286
  %336 = phi i64 [ 0, %286 ], [ %459, %333 ]
  %337 = icmp ne i64 %291, 0
  tail call void @llvm.assume(i1 %337)
  %338 = icmp slt i64 %336, %32
  %339 = select i1 %287, i1 %338, i1 false
  br i1 %339, label %340, label %343

340:                                              ; preds = %335
  %341 = getelementptr float, ptr %289, i64 %336
  %342 = load float, ptr %341, align 4
  br label %343

343:                                              ; preds = %340, %335
  %344 = phi float [ %342, %340 ], [ 0.000000e+00, %335 ]
  %345 = getelementptr float, ptr %123, i64 %336
  store float %344, ptr %345, align 4
  br label %346

346:                                              ; preds = %333, %343
  %347 = mul i64 %83, %32
  %348 = getelementptr float, ptr %20, i64 %347
  %349 = getelementptr float, ptr %123, i64 %106
  %350 = and i64 %183, 1
  %351 = icmp eq i64 %290, 0
  br i1 %351, label %379, label %352

352:                                              ; preds = %346
  %353 = and i64 %183, 9223372036854775804
  br label %354

354:                                              ; preds = %371, %352
  %355 = phi i64 [ 0, %352 ], [ %374, %371 ]
  %356 = phi i64 [ 0, %352 ], [ %375, %371 ]
  %357 = icmp slt i64 %355, %32
  %358 = select i1 %287, i1 %357, i1 false
  br i1 %358, label %359, label %362

359:                                              ; preds = %354
  %360 = getelementptr float, ptr %348, i64 %355
  %361 = load float, ptr %360, align 4
  br label %362

362:                                              ; preds = %359, %354
  %363 = phi float [ %361, %359 ], [ 0.000000e+00, %354 ]
  %364 = getelementptr float, ptr %349, i64 %355
  store float %363, ptr %364, align 4
  %365 = or disjoint i64 %355, 1
  %366 = icmp slt i64 %365, %32
  %367 = select i1 %287, i1 %366, i1 false
  br i1 %367, label %368, label %371

368:                                              ; preds = %362
  %369 = getelementptr float, ptr %348, i64 %365
  %370 = load float, ptr %369, align 4
  br label %371

371:                                              ; preds = %368, %362
  %372 = phi float [ %370, %368 ], [ 0.000000e+00, %362 ]
  %373 = getelementptr float, ptr %349, i64 %365
  store float %372, ptr %373, align 4
  %374 = add nuw nsw i64 %355, 2
  %375 = add i64 %356, 2
  %376 = icmp eq i64 %375, %353
  br i1 %376, label %377, label %354

377:                                              ; preds = %371
  %378 = icmp eq i64 %350, 0
  br i1 %378, label %390, label %379

379:                                              ; preds = %377, %346
  %380 = phi i64 [ 0, %346 ], [ %374, %377 ]
  %381 = icmp ne i64 %350, 0
  tail call void @llvm.assume(i1 %381)
  %382 = icmp slt i64 %380, %32
  %383 = select i1 %287, i1 %382, i1 false
  br i1 %383, label %384, label %387

384:                                              ; preds = %379
  %385 = getelementptr float, ptr %348, i64 %380
  %386 = load float, ptr %385, align 4
  br label %387

387:                                              ; preds = %384, %379
  %388 = phi float [ %386, %384 ], [ 0.000000e+00, %379 ]
  %389 = getelementptr float, ptr %349, i64 %380
  store float %388, ptr %389, align 4
  br label %390

390:                                              ; preds = %377, %387
  %391 = mul i64 %91, %32
  %392 = getelementptr float, ptr %20, i64 %391
  %393 = shl i64 %105, 5
  %394 = getelementptr i8, ptr %123, i64 %393
  %395 = and i64 %183, 1
  %396 = icmp eq i64 %290, 0
  br i1 %396, label %424, label %397

397:                                              ; preds = %390
  %398 = and i64 %183, 9223372036854775804
  br label %399

399:                                              ; preds = %416, %397
  %400 = phi i64 [ 0, %397 ], [ %419, %416 ]
  %401 = phi i64 [ 0, %397 ], [ %420, %416 ]
  %402 = icmp slt i64 %400, %32
  %403 = select i1 %287, i1 %402, i1 false
  br i1 %403, label %404, label %407

404:                                              ; preds = %399
  %405 = getelementptr float, ptr %392, i64 %400
  %406 = load float, ptr %405, align 4
  br label %407

407:                                              ; preds = %404, %399
  %408 = phi float [ %406, %404 ], [ 0.000000e+00, %399 ]
  %409 = getelementptr float, ptr %394, i64 %400
  store float %408, ptr %409, align 4
  %410 = or disjoint i64 %400, 1
  %411 = icmp slt i64 %410, %32
  %412 = select i1 %287, i1 %411, i1 false
  br i1 %412, label %413, label %416

413:                                              ; preds = %407
  %414 = getelementptr float, ptr %392, i64 %410
  %415 = load float, ptr %414, align 4
  br label %416

416:                                              ; preds = %413, %407
  %417 = phi float [ %415, %413 ], [ 0.000000e+00, %407 ]
  %418 = getelementptr float, ptr %394, i64 %410
  store float %417, ptr %418, align 4
  %419 = add nuw nsw i64 %400, 2
  %420 = add i64 %401, 2
  %421 = icmp eq i64 %420, %398
  br i1 %421, label %422, label %399

422:                                              ; preds = %416
  %423 = icmp eq i64 %395, 0
  br i1 %423, label %435, label %424

424:                                              ; preds = %422, %390
  %425 = phi i64 [ 0, %390 ], [ %419, %422 ]
  %426 = icmp ne i64 %395, 0
  tail call void @llvm.assume(i1 %426)
  %427 = icmp slt i64 %425, %32
  %428 = select i1 %287, i1 %427, i1 false
  br i1 %428, label %429, label %432

429:                                              ; preds = %424
  %430 = getelementptr float, ptr %392, i64 %425
  %431 = load float, ptr %430, align 4
  br label %432

432:                                              ; preds = %429, %424
  %433 = phi float [ %431, %429 ], [ 0.000000e+00, %424 ]
  %434 = getelementptr float, ptr %394, i64 %425
  store float %433, ptr %434, align 4
  br label %435

435:                                              ; preds = %300, %432, %422
  %436 = tail call i64 @llvm.smax.i64(i64 %52, i64 1)
  %437 = alloca %struct.rowstate, i64 %436, align 16
  %438 = icmp sgt i64 %52, 0
  br i1 %438, label %323, label %2615

439:                                              ; preds = %456, %293
  %440 = phi i64 [ 0, %293 ], [ %459, %456 ]
  %441 = phi i64 [ 0, %293 ], [ %460, %456 ]
  %442 = icmp slt i64 %440, %32
  %443 = select i1 %287, i1 %442, i1 false
  br i1 %443, label %444, label %447

444:                                              ; preds = %439
  %445 = getelementptr float, ptr %289, i64 %440
  %446 = load float, ptr %445, align 4
  br label %447

447:                                              ; preds = %439, %444
  %448 = phi float [ %446, %444 ], [ 0.000000e+00, %439 ]
  %449 = getelementptr float, ptr %123, i64 %440
  store float %448, ptr %449, align 4
  %450 = or disjoint i64 %440, 1
  %451 = icmp slt i64 %450, %32
  %452 = select i1 %287, i1 %451, i1 false
  br i1 %452, label %453, label %456

453:                                              ; preds = %447
  %454 = getelementptr float, ptr %289, i64 %450
  %455 = load float, ptr %454, align 4
  br label %456

456:                                              ; preds = %453, %447
  %457 = phi float [ %455, %453 ], [ 0.000000e+00, %447 ]
  %458 = getelementptr float, ptr %123, i64 %450
  store float %457, ptr %458, align 4
  %459 = add nuw nsw i64 %440, 2
  %460 = add i64 %441, 2
  %461 = icmp eq i64 %460, %294
  br i1 %461, label %333, label %439

462:                                              ; preds = %851
  %463 = alloca ptr, i64 %436, align 16
  %464 = alloca ptr, i64 %436, align 16
  %465 = alloca ptr, i64 %436, align 16
  %466 = alloca ptr, i64 %436, align 16
  %467 = alloca ptr, i64 %436, align 16
  %468 = icmp sgt i64 %798, 0
  br i1 %468, label %469, label %857

469:                                              ; preds = %462
  %470 = icmp eq i64 %36, 1
  %471 = mul i64 %41, %34
  %472 = mul nsw i64 %47, %41
  %473 = getelementptr float, ptr %14, i64 %472
  %474 = icmp eq i64 %7, 0
  %475 = shl nsw i64 %105, 5
  %476 = icmp eq i64 %26, 0
  %477 = icmp ne i64 %26, 1
  %478 = select i1 %477, i1 true, i1 %100
  %479 = shl i64 %105, 3
  %480 = select i1 %478, i64 %107, i64 %479
  %481 = select i1 %476, i64 %106, i64 %480
  %482 = shl i64 %32, 3
  %483 = mul i64 %32, 12
  %484 = icmp eq ptr %103, null
  %485 = icmp slt i64 %32, 1
  %486 = getelementptr float, ptr %123, i64 %479
  %487 = getelementptr float, ptr %123, i64 %106
  %488 = getelementptr inbounds float, ptr %117, i64 %479
  %489 = or i1 %484, %485
  %490 = or i1 %484, %485
  %491 = shl i64 %32, 2
  %492 = add i64 %325, %491
  %493 = mul i64 %32, 12
  %494 = shl i64 %32, 4
  %495 = add i64 %494, 16
  %496 = mul i64 %40, %495
  %497 = add i64 %496, 32
  %498 = mul i64 %105, %497
  %499 = getelementptr i8, ptr %117, i64 %498
  %500 = getelementptr i8, ptr %117, i64 %498
  %501 = getelementptr i8, ptr %500, i64 %491
  %502 = mul i64 %40, %32
  %503 = shl i64 %502, 4
  %504 = add i64 %503, 32
  %505 = mul i64 %105, %504
  %506 = getelementptr i8, ptr %117, i64 %505
  %507 = getelementptr i8, ptr %117, i64 %505
  %508 = getelementptr i8, ptr %507, i64 %491
  %509 = shl i64 %32, 2
  %510 = mul i64 %40, %105
  %511 = shl i64 %32, 4
  %512 = add i64 %511, 16
  %513 = mul i64 %510, %512
  %514 = getelementptr i8, ptr %117, i64 %513
  %515 = getelementptr i8, ptr %514, i64 %509
  %516 = shl i64 %510, 4
  %517 = or disjoint i64 %516, 4
  %518 = mul i64 %32, %517
  %519 = getelementptr i8, ptr %117, i64 %518
  %520 = mul i64 %105, -48
  %521 = shl i64 %105, 4
  %522 = shl i64 %183, 2
  %523 = shl i64 %32, 4
  %524 = add i64 %523, 32
  %525 = mul i64 %40, %524
  %526 = add i64 %525, 16
  %527 = mul i64 %105, %526
  %528 = getelementptr i8, ptr %117, i64 %527
  %529 = getelementptr i8, ptr %528, i64 %522
  %530 = shl i64 %183, 2
  %531 = mul i64 %40, %105
  %532 = shl i64 %32, 4
  %533 = add i64 %532, 32
  %534 = mul i64 %531, %533
  %535 = getelementptr i8, ptr %117, i64 %534
  %536 = getelementptr i8, ptr %535, i64 %530
  %537 = mul i64 %40, %533
  %538 = add i64 %537, 32
  %539 = mul i64 %105, %538
  %540 = getelementptr i8, ptr %117, i64 %539
  %541 = getelementptr i8, ptr %540, i64 %530
  %542 = mul i64 %105, 48
  %543 = shl i64 %32, 2
  %544 = shl i64 %32, 4
  %545 = add i64 %544, 16
  %546 = mul i64 %40, %545
  %547 = add i64 %546, 48
  %548 = mul i64 %105, %547
  %549 = getelementptr i8, ptr %117, i64 %548
  %550 = getelementptr i8, ptr %117, i64 %548
  %551 = getelementptr i8, ptr %550, i64 %543
  %552 = mul i64 %40, %32
  %553 = shl i64 %552, 4
  %554 = add i64 %553, 48
  %555 = mul i64 %105, %554
  %556 = getelementptr i8, ptr %117, i64 %555
  %557 = getelementptr i8, ptr %117, i64 %555
  %558 = getelementptr i8, ptr %557, i64 %543
  %559 = shl i64 %32, 2
  %560 = shl i64 %32, 4
  %561 = add i64 %560, 16
  %562 = mul i64 %40, %561
  %563 = add i64 %562, 32
  %564 = mul i64 %105, %563
  %565 = getelementptr i8, ptr %117, i64 %564
  %566 = getelementptr i8, ptr %117, i64 %564
  %567 = getelementptr i8, ptr %566, i64 %559
  %568 = mul i64 %40, %32
  %569 = shl i64 %568, 4
  %570 = add i64 %569, 32
  %571 = mul i64 %105, %570
  %572 = getelementptr i8, ptr %117, i64 %571
  %573 = getelementptr i8, ptr %117, i64 %571
  %574 = getelementptr i8, ptr %573, i64 %559
  %575 = shl i64 %105, 4
  %576 = shl i64 %32, 2
  %577 = shl i64 %32, 4
  %578 = add i64 %577, 16
  %579 = mul i64 %40, %578
  %580 = add i64 %579, 16
  %581 = mul i64 %105, %580
  %582 = getelementptr i8, ptr %117, i64 %581
  %583 = getelementptr i8, ptr %117, i64 %581
  %584 = getelementptr i8, ptr %583, i64 %576
  %585 = mul i64 %40, %32
  %586 = shl i64 %585, 4
  %587 = add i64 %586, 16
  %588 = mul i64 %105, %587
  %589 = getelementptr i8, ptr %117, i64 %588
  %590 = getelementptr i8, ptr %117, i64 %588
  %591 = getelementptr i8, ptr %590, i64 %576
  %592 = shl i64 %32, 2
  %593 = mul i64 %40, %105
  %594 = shl i64 %32, 4
  %595 = add i64 %594, 16
  %596 = mul i64 %593, %595
  %597 = getelementptr i8, ptr %117, i64 %596
  %598 = getelementptr i8, ptr %597, i64 %592
  %599 = shl i64 %593, 4
  %600 = or disjoint i64 %599, 4
  %601 = mul i64 %32, %600
  %602 = getelementptr i8, ptr %117, i64 %601
  %603 = shl i64 %32, 2
  %604 = add i64 %325, %603
  %605 = shl i64 %32, 4
  %606 = add i64 %605, 16
  %607 = mul i64 %40, %606
  %608 = add i64 %607, 32
  %609 = mul i64 %105, %608
  %610 = getelementptr i8, ptr %117, i64 %609
  %611 = getelementptr i8, ptr %117, i64 %609
  %612 = getelementptr i8, ptr %611, i64 %603
  %613 = mul i64 %40, %32
  %614 = shl i64 %613, 4
  %615 = add i64 %614, 32
  %616 = mul i64 %105, %615
  %617 = getelementptr i8, ptr %117, i64 %616
  %618 = getelementptr i8, ptr %117, i64 %616
  %619 = getelementptr i8, ptr %618, i64 %603
  %620 = shl i64 %105, 4
  %621 = shl i64 %32, 2
  %622 = shl i64 %32, 4
  %623 = add i64 %622, 16
  %624 = mul i64 %40, %623
  %625 = add i64 %624, 16
  %626 = mul i64 %105, %625
  %627 = getelementptr i8, ptr %117, i64 %626
  %628 = getelementptr i8, ptr %117, i64 %626
  %629 = getelementptr i8, ptr %628, i64 %621
  %630 = mul i64 %40, %32
  %631 = shl i64 %630, 4
  %632 = add i64 %631, 16
  %633 = mul i64 %105, %632
  %634 = getelementptr i8, ptr %117, i64 %633
  %635 = getelementptr i8, ptr %117, i64 %633
  %636 = getelementptr i8, ptr %635, i64 %621
  %637 = shl i64 %32, 2
  %638 = mul i64 %40, %105
  %639 = shl i64 %32, 4
  %640 = add i64 %639, 16
  %641 = mul i64 %638, %640
  %642 = getelementptr i8, ptr %117, i64 %641
  %643 = getelementptr i8, ptr %642, i64 %637
  %644 = shl i64 %638, 4
  %645 = or disjoint i64 %644, 4
  %646 = mul i64 %32, %645
  %647 = getelementptr i8, ptr %117, i64 %646
  %648 = shl i64 %105, 4
  %649 = shl i64 %32, 2
  %650 = shl i64 %32, 4
  %651 = add i64 %650, 16
  %652 = mul i64 %40, %651
  %653 = add i64 %652, 16
  %654 = mul i64 %105, %653
  %655 = getelementptr i8, ptr %117, i64 %654
  %656 = getelementptr i8, ptr %117, i64 %654
  %657 = getelementptr i8, ptr %656, i64 %649
  %658 = mul i64 %40, %32
  %659 = shl i64 %658, 4
  %660 = add i64 %659, 16
  %661 = mul i64 %105, %660
  %662 = getelementptr i8, ptr %117, i64 %661
  %663 = getelementptr i8, ptr %117, i64 %661
  %664 = getelementptr i8, ptr %663, i64 %649
  %665 = shl i64 %32, 2
  %666 = mul i64 %40, %105
  %667 = shl i64 %32, 4
  %668 = add i64 %667, 16
  %669 = mul i64 %666, %668
  %670 = getelementptr i8, ptr %117, i64 %669
  %671 = getelementptr i8, ptr %670, i64 %665
  %672 = shl i64 %666, 4
  %673 = or disjoint i64 %672, 4
  %674 = mul i64 %32, %673
  %675 = getelementptr i8, ptr %117, i64 %674
  %676 = icmp ult i64 %32, 8
  %677 = and i64 %32, 9223372036854775800
  %678 = icmp eq i64 %32, %677
  %679 = and i64 %32, 1
  %680 = icmp eq i64 %679, 0
  %681 = icmp ult i64 %32, 8
  %682 = and i64 %32, 9223372036854775800
  %683 = icmp eq i64 %32, %682
  %684 = and i64 %32, 1
  %685 = icmp eq i64 %684, 0
  %686 = icmp ult i64 %32, 8
  %687 = shl i64 %105, 4
  %688 = and i64 %32, 9223372036854775800
  %689 = icmp eq i64 %32, %688
  %690 = and i64 %32, 3
  %691 = icmp eq i64 %690, 0
  %692 = icmp ult i64 %32, 8
  %693 = and i64 %32, 9223372036854775800
  %694 = icmp eq i64 %32, %693
  %695 = and i64 %32, 1
  %696 = icmp eq i64 %695, 0
  %697 = icmp ult i64 %32, 8
  %698 = and i64 %32, 9223372036854775800
  %699 = icmp eq i64 %32, %698
  %700 = and i64 %32, 1
  %701 = icmp eq i64 %700, 0
  %702 = icmp ult i64 %32, 8
  %703 = and i64 %32, 9223372036854775800
  %704 = icmp eq i64 %32, %703
  %705 = and i64 %32, 1
  %706 = icmp eq i64 %705, 0
  %707 = icmp ult i64 %32, 8
  %708 = and i64 %32, 9223372036854775800
  %709 = icmp eq i64 %32, %708
  %710 = and i64 %32, 1
  %711 = icmp eq i64 %710, 0
  %712 = icmp ult i64 %32, 8
  %713 = and i64 %32, 9223372036854775800
  %714 = icmp eq i64 %32, %713
  %715 = and i64 %32, 1
  %716 = icmp eq i64 %715, 0
  %717 = icmp ult i64 %32, 8
  %718 = and i64 %32, 9223372036854775800
  %719 = icmp eq i64 %32, %718
  %720 = and i64 %32, 1
  %721 = icmp eq i64 %720, 0
  %722 = icmp ult i64 %32, 8
  %723 = and i64 %32, 9223372036854775800
  %724 = icmp eq i64 %32, %723
  %725 = and i64 %32, 1
  %726 = icmp eq i64 %725, 0
  %727 = icmp ult i64 %32, 8
  %728 = and i64 %32, 9223372036854775800
  %729 = icmp eq i64 %32, %728
  %730 = and i64 %32, 1
  %731 = icmp eq i64 %730, 0
  %732 = icmp slt i64 %32, 5
  %733 = and i64 %183, 9223372036854775804
  %734 = icmp eq i64 %183, %733
  %735 = icmp slt i64 %32, 5
  %736 = and i64 %183, 9223372036854775800
  %737 = icmp eq i64 %183, %736
  %738 = and i64 %183, 1
  %739 = icmp eq i64 %738, 0
  %740 = icmp ult i64 %32, 8
  %741 = shl i64 %105, 4
  %742 = and i64 %32, 9223372036854775800
  %743 = icmp eq i64 %32, %742
  %744 = and i64 %32, 3
  %745 = icmp eq i64 %744, 0
  %746 = icmp ult i64 %32, 8
  %747 = and i64 %32, 9223372036854775800
  %748 = icmp eq i64 %32, %747
  %749 = and i64 %32, 1
  %750 = icmp eq i64 %749, 0
  %751 = icmp ult i64 %32, 8
  %752 = and i64 %32, 9223372036854775800
  %753 = icmp eq i64 %32, %752
  %754 = and i64 %32, 3
  %755 = icmp eq i64 %754, 0
  %756 = icmp ult i64 %32, 8
  %757 = and i64 %32, 9223372036854775800
  %758 = icmp eq i64 %32, %757
  %759 = and i64 %32, 1
  %760 = icmp eq i64 %759, 0
  %761 = icmp ult i64 %32, 8
  %762 = and i64 %32, 9223372036854775800
  %763 = icmp eq i64 %32, %762
  %764 = and i64 %32, 1
  %765 = icmp eq i64 %764, 0
  %766 = icmp ult i64 %32, 8
  %767 = and i64 %32, 9223372036854775800
  %768 = icmp eq i64 %32, %767
  %769 = and i64 %32, 3
  %770 = icmp eq i64 %769, 0
  br label %854

771:                                              ; preds = %323, %851
  %772 = phi i64 [ 0, %323 ], [ %798, %851 ]
  %773 = phi i64 [ 0, %323 ], [ %852, %851 ]
  %774 = add nsw i64 %773, %49
  %775 = mul nsw i64 %773, %112
  %776 = getelementptr inbounds float, ptr %324, i64 %775
  %777 = getelementptr inbounds nuw %struct.rowstate, ptr %437, i64 %773
  store ptr %776, ptr %777, align 8
  %778 = getelementptr inbounds float, ptr %776, i64 %106
  %779 = getelementptr inbounds nuw i8, ptr %777, i64 8
  store ptr %778, ptr %779, align 8
  %780 = getelementptr inbounds i8, ptr %776, i64 %325
  %781 = getelementptr inbounds nuw i8, ptr %777, i64 24
  store ptr %780, ptr %781, align 8
  %782 = getelementptr inbounds float, ptr %776, i64 %110
  %783 = getelementptr inbounds nuw i8, ptr %777, i64 16
  store ptr %782, ptr %783, align 8
  br i1 %326, label %795, label %784

784:                                              ; preds = %771
  %785 = getelementptr inbounds i32, ptr %17, i64 %774
  %786 = load i32, ptr %785, align 4
  %787 = sext i32 %786 to i64
  %788 = icmp slt i32 %786, 0
  %789 = icmp slt i64 %28, %787
  %790 = select i1 %788, i1 true, i1 %789
  br i1 %790, label %791, label %792

791:                                              ; preds = %784
  store i32 1, ptr %24, align 4
  br label %792

792:                                              ; preds = %784, %791
  %793 = tail call i64 @llvm.smin.i64(i64 %28, i64 %787)
  %794 = select i1 %788, i64 0, i64 %793
  br label %795

795:                                              ; preds = %792, %771
  %796 = phi i64 [ %794, %792 ], [ %28, %771 ]
  %797 = getelementptr inbounds nuw i8, ptr %777, i64 32
  store i64 %796, ptr %797, align 8
  %798 = tail call i64 @llvm.smax.i64(i64 %796, i64 %772)
  br i1 %124, label %799, label %807

799:                                              ; preds = %795
  %800 = mul nsw i64 %774, %34
  %801 = add nsw i64 %800, %47
  %802 = add nsw i64 %774, %328
  %803 = select i1 %327, i64 %801, i64 %802
  %804 = mul nsw i64 %803, %32
  %805 = getelementptr float, ptr %18, i64 %804
  %806 = getelementptr float, ptr %19, i64 %804
  br label %812

807:                                              ; preds = %826, %795
  %808 = icmp slt i64 %796, %28
  %809 = select i1 %331, i1 %808, i1 false
  br i1 %809, label %810, label %851

810:                                              ; preds = %807
  %811 = mul nsw i64 %774, %28
  br label %832

812:                                              ; preds = %799, %826
  %813 = phi i64 [ 0, %799 ], [ %830, %826 ]
  %814 = icmp slt i64 %813, %32
  %815 = select i1 %329, i1 %814, i1 false
  br i1 %815, label %816, label %819

816:                                              ; preds = %812
  %817 = getelementptr float, ptr %805, i64 %813
  %818 = load float, ptr %817, align 4
  br label %819

819:                                              ; preds = %812, %816
  %820 = phi float [ %818, %816 ], [ 0.000000e+00, %812 ]
  %821 = getelementptr inbounds nuw float, ptr %776, i64 %813
  store float %820, ptr %821, align 4
  %822 = select i1 %330, i1 %814, i1 false
  br i1 %822, label %823, label %826

823:                                              ; preds = %819
  %824 = getelementptr float, ptr %806, i64 %813
  %825 = load float, ptr %824, align 4
  br label %826

826:                                              ; preds = %819, %823
  %827 = phi float [ %825, %823 ], [ 0.000000e+00, %819 ]
  %828 = getelementptr inbounds nuw float, ptr %778, i64 %813
  store float %827, ptr %828, align 4
  %829 = getelementptr inbounds nuw float, ptr %780, i64 %813
  store float 0.000000e+00, ptr %829, align 4
  %830 = add nuw nsw i64 %813, 1
  %831 = icmp eq i64 %830, %183
  br i1 %831, label %807, label %812

832:                                              ; preds = %810, %848
  %833 = phi i64 [ %796, %810 ], [ %849, %848 ]
  br i1 %327, label %834, label %838

834:                                              ; preds = %832
  %835 = add nsw i64 %833, %811
  %836 = mul nsw i64 %835, %34
  %837 = add nsw i64 %836, %47
  br label %843

838:                                              ; preds = %832
  %839 = mul nsw i64 %833, %34
  %840 = add nsw i64 %839, %47
  %841 = mul nsw i64 %840, %30
  %842 = add nsw i64 %841, %774
  br label %843

843:                                              ; preds = %838, %834
  %844 = phi i64 [ %837, %834 ], [ %842, %838 ]
  br i1 %124, label %845, label %848

845:                                              ; preds = %843
  %846 = mul i64 %844, %32
  %847 = getelementptr float, ptr %21, i64 %846
  tail call void @llvm.memset.p0.i64(ptr align 4 %847, i8 0, i64 %332, i1 false)
  br label %848

848:                                              ; preds = %845, %843
  %849 = add nsw i64 %833, 1
  %850 = icmp eq i64 %849, %28
  br i1 %850, label %851, label %832

851:                                              ; preds = %848, %807
  %852 = add nuw nsw i64 %773, 1
  %853 = icmp slt i64 %852, %52
  br i1 %853, label %771, label %462

854:                                              ; preds = %2549, %469
  %855 = phi i64 [ 0, %469 ], [ %2550, %2549 ]
  %856 = xor i64 %855, -1
  br label %864

857:                                              ; preds = %2549, %462
  %858 = icmp eq i64 %36, 1
  %859 = mul nsw i64 %47, %30
  %860 = icmp eq i64 %8, 0
  %861 = icmp eq i64 %9, 0
  br label %2616

862:                                              ; preds = %913
  call fastcc void @products(ptr noundef %464, ptr noundef %465, i64 noundef %914, ptr noundef %117, i64 noundef %32, i64 noundef %107, i64 noundef %481)
  %863 = icmp sgt i64 %914, 0
  br i1 %863, label %918, label %917

864:                                              ; preds = %854, %913
  %865 = phi i64 [ 0, %854 ], [ %914, %913 ]
  %866 = phi i64 [ 0, %854 ], [ %915, %913 ]
  %867 = getelementptr inbounds nuw %struct.rowstate, ptr %437, i64 %866
  %868 = getelementptr inbounds nuw i8, ptr %867, i64 32
  %869 = load i64, ptr %868, align 8
  %870 = icmp slt i64 %855, %869
  br i1 %870, label %871, label %913

871:                                              ; preds = %864
  %872 = add nsw i64 %866, %49
  %873 = add i64 %869, %856
  %874 = select i1 %65, i64 %873, i64 %855
  %875 = getelementptr inbounds nuw i8, ptr %867, i64 40
  br i1 %470, label %876, label %881

876:                                              ; preds = %871
  %877 = mul nsw i64 %872, %28
  %878 = add nsw i64 %874, %877
  %879 = mul i64 %471, %878
  %880 = getelementptr float, ptr %473, i64 %879
  store ptr %880, ptr %875, align 8
  br i1 %474, label %898, label %886

881:                                              ; preds = %871
  %882 = mul nsw i64 %874, %30
  %883 = add nsw i64 %882, %872
  %884 = mul i64 %471, %883
  %885 = getelementptr float, ptr %473, i64 %884
  store ptr %885, ptr %875, align 8
  br i1 %474, label %898, label %889

886:                                              ; preds = %876
  %887 = mul nsw i64 %878, %34
  %888 = add nsw i64 %887, %47
  br label %894

889:                                              ; preds = %881
  %890 = mul nsw i64 %874, %34
  %891 = add nsw i64 %890, %47
  %892 = mul nsw i64 %891, %30
  %893 = add nsw i64 %892, %872
  br label %894

894:                                              ; preds = %889, %886
  %895 = phi i64 [ %888, %886 ], [ %893, %889 ]
  %896 = mul nsw i64 %895, %32
  %897 = getelementptr inbounds float, ptr %21, i64 %896
  br label %898

898:                                              ; preds = %881, %876, %894
  %899 = phi ptr [ %897, %894 ], [ null, %876 ], [ null, %881 ]
  %900 = getelementptr inbounds nuw i8, ptr %867, i64 48
  store ptr %899, ptr %900, align 8
  %901 = getelementptr inbounds ptr, ptr %463, i64 %865
  store ptr %867, ptr %901, align 8
  %902 = load ptr, ptr %867, align 8
  %903 = getelementptr inbounds ptr, ptr %464, i64 %865
  store ptr %902, ptr %903, align 8
  %904 = getelementptr inbounds nuw i8, ptr %867, i64 16
  %905 = load ptr, ptr %904, align 8
  %906 = getelementptr inbounds ptr, ptr %465, i64 %865
  store ptr %905, ptr %906, align 8
  %907 = getelementptr inbounds nuw i8, ptr %867, i64 24
  %908 = load ptr, ptr %907, align 8
  %909 = getelementptr inbounds ptr, ptr %466, i64 %865
  store ptr %908, ptr %909, align 8
  %910 = getelementptr inbounds i8, ptr %905, i64 %475
  %911 = getelementptr inbounds ptr, ptr %467, i64 %865
  store ptr %910, ptr %911, align 8
  %912 = add nsw i64 %865, 1
  br label %913

913:                                              ; preds = %864, %898
  %914 = phi i64 [ %912, %898 ], [ %865, %864 ]
  %915 = add nuw nsw i64 %866, 1
  %916 = icmp slt i64 %915, %52
  br i1 %916, label %864, label %862

917:                                              ; preds = %2356, %862
  br i1 %478, label %2548, label %2359

918:                                              ; preds = %862, %2356
  %919 = phi i64 [ %2357, %2356 ], [ 0, %862 ]
  %920 = getelementptr inbounds nuw ptr, ptr %463, i64 %919
  %921 = load ptr, ptr %920, align 8
  %922 = getelementptr inbounds nuw i8, ptr %921, i64 40
  %923 = load ptr, ptr %922, align 8
  %924 = getelementptr inbounds nuw i8, ptr %921, i64 16
  %925 = load ptr, ptr %924, align 8
  %926 = ptrtoint ptr %925 to i64
  %927 = load ptr, ptr %921, align 8
  %928 = ptrtoint ptr %927 to i64
  %929 = getelementptr inbounds nuw i8, ptr %921, i64 8
  %930 = load ptr, ptr %929, align 8
  br i1 %476, label %931, label %1070

931:                                              ; preds = %918
  br i1 %124, label %932, label %993

932:                                              ; preds = %931
  br i1 %746, label %974, label %933

933:                                              ; preds = %932
  %934 = getelementptr i8, ptr %925, i64 %509
  %935 = getelementptr i8, ptr %923, i64 %509
  %936 = icmp ult ptr %925, %935
  %937 = icmp ult ptr %923, %934
  %938 = and i1 %936, %937
  %939 = icmp ult ptr %925, %515
  %940 = icmp ult ptr %122, %934
  %941 = and i1 %939, %940
  %942 = or i1 %938, %941
  %943 = icmp ult ptr %925, %519
  %944 = icmp ult ptr %121, %934
  %945 = and i1 %943, %944
  %946 = or i1 %942, %945
  br i1 %946, label %974, label %947

947:                                              ; preds = %933, %947
  %948 = phi i64 [ %971, %947 ], [ 0, %933 ]
  %949 = getelementptr inbounds nuw float, ptr %923, i64 %948
  %950 = getelementptr inbounds nuw i8, ptr %949, i64 16
  %951 = load <4 x float>, ptr %949, align 4
  %952 = load <4 x float>, ptr %950, align 4
  %953 = getelementptr inbounds nuw float, ptr %121, i64 %948
  %954 = getelementptr inbounds nuw i8, ptr %953, i64 16
  %955 = load <4 x float>, ptr %953, align 4
  %956 = load <4 x float>, ptr %954, align 4
  %957 = fadd <4 x float> %951, %955
  %958 = fadd <4 x float> %952, %956
  %959 = getelementptr inbounds nuw float, ptr %122, i64 %948
  %960 = getelementptr inbounds nuw i8, ptr %959, i64 16
  %961 = load <4 x float>, ptr %959, align 4
  %962 = load <4 x float>, ptr %960, align 4
  %963 = fadd <4 x float> %957, %961
  %964 = fadd <4 x float> %958, %962
  %965 = getelementptr inbounds nuw float, ptr %925, i64 %948
  %966 = getelementptr inbounds nuw i8, ptr %965, i64 16
  %967 = load <4 x float>, ptr %965, align 4
  %968 = load <4 x float>, ptr %966, align 4
  %969 = fadd <4 x float> %963, %967
  %970 = fadd <4 x float> %964, %968
  store <4 x float> %969, ptr %965, align 4
  store <4 x float> %970, ptr %966, align 4
  %971 = add nuw i64 %948, 8
  %972 = icmp eq i64 %971, %747
  br i1 %972, label %973, label %947

973:                                              ; preds = %947
  br i1 %748, label %994, label %974

974:                                              ; preds = %933, %932, %973
  %975 = phi i64 [ 0, %933 ], [ 0, %932 ], [ %747, %973 ]
  %976 = or disjoint i64 %975, 1
  br i1 %750, label %990, label %977

977:                                              ; preds = %974
  %978 = getelementptr inbounds nuw float, ptr %923, i64 %975
  %979 = load float, ptr %978, align 4
  %980 = getelementptr inbounds nuw float, ptr %121, i64 %975
  %981 = load float, ptr %980, align 4
  %982 = fadd float %979, %981
  %983 = getelementptr inbounds nuw float, ptr %122, i64 %975
  %984 = load float, ptr %983, align 4
  %985 = fadd float %982, %984
  %986 = getelementptr inbounds nuw float, ptr %925, i64 %975
  %987 = load float, ptr %986, align 4
  %988 = fadd float %985, %987
  store float %988, ptr %986, align 4
  %989 = or disjoint i64 %975, 1
  br label %990

990:                                              ; preds = %977, %974
  %991 = phi i64 [ %975, %974 ], [ %989, %977 ]
  %992 = icmp eq i64 %32, %976
  br i1 %992, label %994, label %1024

993:                                              ; preds = %931
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %925, i64 noundef %106)
  br label %2356

994:                                              ; preds = %990, %1024, %973
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %925, i64 noundef %106)
  %995 = sub i64 %928, %926
  %996 = icmp ult i64 %995, 32
  %997 = select i1 %751, i1 true, i1 %996
  br i1 %997, label %1009, label %998

998:                                              ; preds = %994, %998
  %999 = phi i64 [ %1006, %998 ], [ 0, %994 ]
  %1000 = getelementptr inbounds nuw float, ptr %925, i64 %999
  %1001 = getelementptr inbounds nuw i8, ptr %1000, i64 16
  %1002 = load <4 x float>, ptr %1000, align 4
  %1003 = load <4 x float>, ptr %1001, align 4
  %1004 = getelementptr inbounds nuw float, ptr %927, i64 %999
  %1005 = getelementptr inbounds nuw i8, ptr %1004, i64 16
  store <4 x float> %1002, ptr %1004, align 4
  store <4 x float> %1003, ptr %1005, align 4
  %1006 = add nuw i64 %999, 8
  %1007 = icmp eq i64 %1006, %752
  br i1 %1007, label %1008, label %998

1008:                                             ; preds = %998
  br i1 %753, label %2356, label %1009

1009:                                             ; preds = %994, %1008
  %1010 = phi i64 [ 0, %994 ], [ %752, %1008 ]
  br i1 %755, label %1020, label %1011

1011:                                             ; preds = %1009, %1011
  %1012 = phi i64 [ %1017, %1011 ], [ %1010, %1009 ]
  %1013 = phi i64 [ %1018, %1011 ], [ 0, %1009 ]
  %1014 = getelementptr inbounds nuw float, ptr %925, i64 %1012
  %1015 = load float, ptr %1014, align 4
  %1016 = getelementptr inbounds nuw float, ptr %927, i64 %1012
  store float %1015, ptr %1016, align 4
  %1017 = add nuw nsw i64 %1012, 1
  %1018 = add i64 %1013, 1
  %1019 = icmp eq i64 %1018, %754
  br i1 %1019, label %1020, label %1011

1020:                                             ; preds = %1011, %1009
  %1021 = phi i64 [ %1010, %1009 ], [ %1017, %1011 ]
  %1022 = sub nsw i64 %1010, %32
  %1023 = icmp ugt i64 %1022, -4
  br i1 %1023, label %2356, label %1051

1024:                                             ; preds = %990, %1024
  %1025 = phi i64 [ %1049, %1024 ], [ %991, %990 ]
  %1026 = getelementptr inbounds nuw float, ptr %923, i64 %1025
  %1027 = load float, ptr %1026, align 4
  %1028 = getelementptr inbounds nuw float, ptr %121, i64 %1025
  %1029 = load float, ptr %1028, align 4
  %1030 = fadd float %1027, %1029
  %1031 = getelementptr inbounds nuw float, ptr %122, i64 %1025
  %1032 = load float, ptr %1031, align 4
  %1033 = fadd float %1030, %1032
  %1034 = getelementptr inbounds nuw float, ptr %925, i64 %1025
  %1035 = load float, ptr %1034, align 4
  %1036 = fadd float %1033, %1035
  store float %1036, ptr %1034, align 4
  %1037 = add nuw nsw i64 %1025, 1
  %1038 = getelementptr inbounds nuw float, ptr %923, i64 %1037
  %1039 = load float, ptr %1038, align 4
  %1040 = getelementptr inbounds nuw float, ptr %121, i64 %1037
  %1041 = load float, ptr %1040, align 4
  %1042 = fadd float %1039, %1041
  %1043 = getelementptr inbounds nuw float, ptr %122, i64 %1037
  %1044 = load float, ptr %1043, align 4
  %1045 = fadd float %1042, %1044
  %1046 = getelementptr inbounds nuw float, ptr %925, i64 %1037
  %1047 = load float, ptr %1046, align 4
  %1048 = fadd float %1045, %1047
  store float %1048, ptr %1046, align 4
  %1049 = add nuw nsw i64 %1025, 2
  %1050 = icmp eq i64 %1049, %32
  br i1 %1050, label %994, label %1024

1051:                                             ; preds = %1020, %1051
  %1052 = phi i64 [ %1068, %1051 ], [ %1021, %1020 ]
  %1053 = getelementptr inbounds nuw float, ptr %925, i64 %1052
  %1054 = load float, ptr %1053, align 4
  %1055 = getelementptr inbounds nuw float, ptr %927, i64 %1052
  store float %1054, ptr %1055, align 4
  %1056 = add nuw nsw i64 %1052, 1
  %1057 = getelementptr inbounds nuw float, ptr %925, i64 %1056
  %1058 = load float, ptr %1057, align 4
  %1059 = getelementptr inbounds nuw float, ptr %927, i64 %1056
  store float %1058, ptr %1059, align 4
  %1060 = add nuw nsw i64 %1052, 2
  %1061 = getelementptr inbounds nuw float, ptr %925, i64 %1060
  %1062 = load float, ptr %1061, align 4
  %1063 = getelementptr inbounds nuw float, ptr %927, i64 %1060
  store float %1062, ptr %1063, align 4
  %1064 = add nuw nsw i64 %1052, 3
  %1065 = getelementptr inbounds nuw float, ptr %925, i64 %1064
  %1066 = load float, ptr %1065, align 4
  %1067 = getelementptr inbounds nuw float, ptr %927, i64 %1064
  store float %1066, ptr %1067, align 4
  %1068 = add nuw nsw i64 %1052, 4
  %1069 = icmp eq i64 %1068, %32
  br i1 %1069, label %2356, label %1051

1070:                                             ; preds = %918
  br i1 %37, label %1071, label %1710

1071:                                             ; preds = %1070
  br i1 %124, label %1072, label %1133

1072:                                             ; preds = %1071
  br i1 %712, label %1114, label %1073

1073:                                             ; preds = %1072
  %1074 = getelementptr i8, ptr %925, i64 %592
  %1075 = getelementptr i8, ptr %923, i64 %592
  %1076 = icmp ult ptr %925, %1075
  %1077 = icmp ult ptr %923, %1074
  %1078 = and i1 %1076, %1077
  %1079 = icmp ult ptr %925, %598
  %1080 = icmp ult ptr %122, %1074
  %1081 = and i1 %1079, %1080
  %1082 = or i1 %1078, %1081
  %1083 = icmp ult ptr %925, %602
  %1084 = icmp ult ptr %121, %1074
  %1085 = and i1 %1083, %1084
  %1086 = or i1 %1082, %1085
  br i1 %1086, label %1114, label %1087

1087:                                             ; preds = %1073, %1087
  %1088 = phi i64 [ %1111, %1087 ], [ 0, %1073 ]
  %1089 = getelementptr inbounds nuw float, ptr %923, i64 %1088
  %1090 = getelementptr inbounds nuw i8, ptr %1089, i64 16
  %1091 = load <4 x float>, ptr %1089, align 4
  %1092 = load <4 x float>, ptr %1090, align 4
  %1093 = getelementptr inbounds nuw float, ptr %121, i64 %1088
  %1094 = getelementptr inbounds nuw i8, ptr %1093, i64 16
  %1095 = load <4 x float>, ptr %1093, align 4
  %1096 = load <4 x float>, ptr %1094, align 4
  %1097 = fadd <4 x float> %1091, %1095
  %1098 = fadd <4 x float> %1092, %1096
  %1099 = getelementptr inbounds nuw float, ptr %122, i64 %1088
  %1100 = getelementptr inbounds nuw i8, ptr %1099, i64 16
  %1101 = load <4 x float>, ptr %1099, align 4
  %1102 = load <4 x float>, ptr %1100, align 4
  %1103 = fadd <4 x float> %1097, %1101
  %1104 = fadd <4 x float> %1098, %1102
  %1105 = getelementptr inbounds nuw float, ptr %925, i64 %1088
  %1106 = getelementptr inbounds nuw i8, ptr %1105, i64 16
  %1107 = load <4 x float>, ptr %1105, align 4
  %1108 = load <4 x float>, ptr %1106, align 4
  %1109 = fadd <4 x float> %1103, %1107
  %1110 = fadd <4 x float> %1104, %1108
  store <4 x float> %1109, ptr %1105, align 4
  store <4 x float> %1110, ptr %1106, align 4
  %1111 = add nuw i64 %1088, 8
  %1112 = icmp eq i64 %1111, %713
  br i1 %1112, label %1113, label %1087

1113:                                             ; preds = %1087
  br i1 %714, label %1135, label %1114

1114:                                             ; preds = %1073, %1072, %1113
  %1115 = phi i64 [ 0, %1073 ], [ 0, %1072 ], [ %713, %1113 ]
  %1116 = or disjoint i64 %1115, 1
  br i1 %716, label %1130, label %1117

1117:                                             ; preds = %1114
  %1118 = getelementptr inbounds nuw float, ptr %923, i64 %1115
  %1119 = load float, ptr %1118, align 4
  %1120 = getelementptr inbounds nuw float, ptr %121, i64 %1115
  %1121 = load float, ptr %1120, align 4
  %1122 = fadd float %1119, %1121
  %1123 = getelementptr inbounds nuw float, ptr %122, i64 %1115
  %1124 = load float, ptr %1123, align 4
  %1125 = fadd float %1122, %1124
  %1126 = getelementptr inbounds nuw float, ptr %925, i64 %1115
  %1127 = load float, ptr %1126, align 4
  %1128 = fadd float %1125, %1127
  store float %1128, ptr %1126, align 4
  %1129 = or disjoint i64 %1115, 1
  br label %1130

1130:                                             ; preds = %1117, %1114
  %1131 = phi i64 [ %1115, %1114 ], [ %1129, %1117 ]
  %1132 = icmp eq i64 %32, %1116
  br i1 %1132, label %1135, label %1201

1133:                                             ; preds = %1071
  %1134 = getelementptr inbounds float, ptr %925, i64 %479
  br label %1523

1135:                                             ; preds = %1130, %1201, %1113
  %1136 = getelementptr float, ptr %923, i64 %32
  br i1 %717, label %1181, label %1137

1137:                                             ; preds = %1135
  %1138 = getelementptr i8, ptr %925, i64 %575
  %1139 = getelementptr i8, ptr %925, i64 %575
  %1140 = getelementptr i8, ptr %1139, i64 %576
  %1141 = getelementptr i8, ptr %923, i64 %482
  %1142 = icmp ult ptr %1138, %1141
  %1143 = icmp ult ptr %1136, %1140
  %1144 = and i1 %1142, %1143
  %1145 = icmp ult ptr %1138, %584
  %1146 = icmp ult ptr %582, %1140
  %1147 = and i1 %1145, %1146
  %1148 = or i1 %1144, %1147
  %1149 = icmp ult ptr %1138, %591
  %1150 = icmp ult ptr %589, %1140
  %1151 = and i1 %1149, %1150
  %1152 = or i1 %1148, %1151
  br i1 %1152, label %1181, label %1153

1153:                                             ; preds = %1137, %1153
  %1154 = phi i64 [ %1178, %1153 ], [ 0, %1137 ]
  %1155 = getelementptr float, ptr %1136, i64 %1154
  %1156 = getelementptr i8, ptr %1155, i64 16
  %1157 = load <4 x float>, ptr %1155, align 4
  %1158 = load <4 x float>, ptr %1156, align 4
  %1159 = add nuw nsw i64 %1154, %106
  %1160 = getelementptr inbounds nuw float, ptr %121, i64 %1159
  %1161 = getelementptr inbounds nuw i8, ptr %1160, i64 16
  %1162 = load <4 x float>, ptr %1160, align 4
  %1163 = load <4 x float>, ptr %1161, align 4
  %1164 = fadd <4 x float> %1157, %1162
  %1165 = fadd <4 x float> %1158, %1163
  %1166 = getelementptr inbounds nuw float, ptr %122, i64 %1159
  %1167 = getelementptr inbounds nuw i8, ptr %1166, i64 16
  %1168 = load <4 x float>, ptr %1166, align 4
  %1169 = load <4 x float>, ptr %1167, align 4
  %1170 = fadd <4 x float> %1164, %1168
  %1171 = fadd <4 x float> %1165, %1169
  %1172 = getelementptr inbounds nuw float, ptr %925, i64 %1159
  %1173 = getelementptr inbounds nuw i8, ptr %1172, i64 16
  %1174 = load <4 x float>, ptr %1172, align 4
  %1175 = load <4 x float>, ptr %1173, align 4
  %1176 = fadd <4 x float> %1170, %1174
  %1177 = fadd <4 x float> %1171, %1175
  store <4 x float> %1176, ptr %1172, align 4
  store <4 x float> %1177, ptr %1173, align 4
  %1178 = add nuw i64 %1154, 8
  %1179 = icmp eq i64 %1178, %718
  br i1 %1179, label %1180, label %1153

1180:                                             ; preds = %1153
  br i1 %719, label %1228, label %1181

1181:                                             ; preds = %1137, %1135, %1180
  %1182 = phi i64 [ 0, %1137 ], [ 0, %1135 ], [ %718, %1180 ]
  %1183 = or disjoint i64 %1182, 1
  br i1 %721, label %1198, label %1184

1184:                                             ; preds = %1181
  %1185 = getelementptr float, ptr %1136, i64 %1182
  %1186 = load float, ptr %1185, align 4
  %1187 = add nuw nsw i64 %1182, %106
  %1188 = getelementptr inbounds nuw float, ptr %121, i64 %1187
  %1189 = load float, ptr %1188, align 4
  %1190 = fadd float %1186, %1189
  %1191 = getelementptr inbounds nuw float, ptr %122, i64 %1187
  %1192 = load float, ptr %1191, align 4
  %1193 = fadd float %1190, %1192
  %1194 = getelementptr inbounds nuw float, ptr %925, i64 %1187
  %1195 = load float, ptr %1194, align 4
  %1196 = fadd float %1193, %1195
  store float %1196, ptr %1194, align 4
  %1197 = or disjoint i64 %1182, 1
  br label %1198

1198:                                             ; preds = %1184, %1181
  %1199 = phi i64 [ %1182, %1181 ], [ %1197, %1184 ]
  %1200 = icmp eq i64 %32, %1183
  br i1 %1200, label %1228, label %1294

1201:                                             ; preds = %1130, %1201
  %1202 = phi i64 [ %1226, %1201 ], [ %1131, %1130 ]
  %1203 = getelementptr inbounds nuw float, ptr %923, i64 %1202
  %1204 = load float, ptr %1203, align 4
  %1205 = getelementptr inbounds nuw float, ptr %121, i64 %1202
  %1206 = load float, ptr %1205, align 4
  %1207 = fadd float %1204, %1206
  %1208 = getelementptr inbounds nuw float, ptr %122, i64 %1202
  %1209 = load float, ptr %1208, align 4
  %1210 = fadd float %1207, %1209
  %1211 = getelementptr inbounds nuw float, ptr %925, i64 %1202
  %1212 = load float, ptr %1211, align 4
  %1213 = fadd float %1210, %1212
  store float %1213, ptr %1211, align 4
  %1214 = add nuw nsw i64 %1202, 1
  %1215 = getelementptr inbounds nuw float, ptr %923, i64 %1214
  %1216 = load float, ptr %1215, align 4
  %1217 = getelementptr inbounds nuw float, ptr %121, i64 %1214
  %1218 = load float, ptr %1217, align 4
  %1219 = fadd float %1216, %1218
  %1220 = getelementptr inbounds nuw float, ptr %122, i64 %1214
  %1221 = load float, ptr %1220, align 4
  %1222 = fadd float %1219, %1221
  %1223 = getelementptr inbounds nuw float, ptr %925, i64 %1214
  %1224 = load float, ptr %1223, align 4
  %1225 = fadd float %1222, %1224
  store float %1225, ptr %1223, align 4
  %1226 = add nuw nsw i64 %1202, 2
  %1227 = icmp eq i64 %1226, %32
  br i1 %1227, label %1135, label %1201

1228:                                             ; preds = %1198, %1294, %1180
  %1229 = getelementptr i8, ptr %923, i64 %482
  br i1 %722, label %1274, label %1230

1230:                                             ; preds = %1228
  %1231 = getelementptr i8, ptr %925, i64 %325
  %1232 = getelementptr i8, ptr %925, i64 %325
  %1233 = getelementptr i8, ptr %1232, i64 %559
  %1234 = getelementptr i8, ptr %923, i64 %483
  %1235 = icmp ult ptr %1231, %1234
  %1236 = icmp ult ptr %1229, %1233
  %1237 = and i1 %1235, %1236
  %1238 = icmp ult ptr %1231, %567
  %1239 = icmp ult ptr %565, %1233
  %1240 = and i1 %1238, %1239
  %1241 = or i1 %1237, %1240
  %1242 = icmp ult ptr %1231, %574
  %1243 = icmp ult ptr %572, %1233
  %1244 = and i1 %1242, %1243
  %1245 = or i1 %1241, %1244
  br i1 %1245, label %1274, label %1246

1246:                                             ; preds = %1230, %1246
  %1247 = phi i64 [ %1271, %1246 ], [ 0, %1230 ]
  %1248 = getelementptr float, ptr %1229, i64 %1247
  %1249 = getelementptr i8, ptr %1248, i64 16
  %1250 = load <4 x float>, ptr %1248, align 4
  %1251 = load <4 x float>, ptr %1249, align 4
  %1252 = add nuw nsw i64 %1247, %479
  %1253 = getelementptr inbounds nuw float, ptr %121, i64 %1252
  %1254 = getelementptr inbounds nuw i8, ptr %1253, i64 16
  %1255 = load <4 x float>, ptr %1253, align 4
  %1256 = load <4 x float>, ptr %1254, align 4
  %1257 = fadd <4 x float> %1250, %1255
  %1258 = fadd <4 x float> %1251, %1256
  %1259 = getelementptr inbounds nuw float, ptr %122, i64 %1252
  %1260 = getelementptr inbounds nuw i8, ptr %1259, i64 16
  %1261 = load <4 x float>, ptr %1259, align 4
  %1262 = load <4 x float>, ptr %1260, align 4
  %1263 = fadd <4 x float> %1257, %1261
  %1264 = fadd <4 x float> %1258, %1262
  %1265 = getelementptr inbounds nuw float, ptr %925, i64 %1252
  %1266 = getelementptr inbounds nuw i8, ptr %1265, i64 16
  %1267 = load <4 x float>, ptr %1265, align 4
  %1268 = load <4 x float>, ptr %1266, align 4
  %1269 = fadd <4 x float> %1263, %1267
  %1270 = fadd <4 x float> %1264, %1268
  store <4 x float> %1269, ptr %1265, align 4
  store <4 x float> %1270, ptr %1266, align 4
  %1271 = add nuw i64 %1247, 8
  %1272 = icmp eq i64 %1271, %723
  br i1 %1272, label %1273, label %1246

1273:                                             ; preds = %1246
  br i1 %724, label %1323, label %1274

1274:                                             ; preds = %1230, %1228, %1273
  %1275 = phi i64 [ 0, %1230 ], [ 0, %1228 ], [ %723, %1273 ]
  %1276 = or disjoint i64 %1275, 1
  br i1 %726, label %1291, label %1277

1277:                                             ; preds = %1274
  %1278 = getelementptr float, ptr %1229, i64 %1275
  %1279 = load float, ptr %1278, align 4
  %1280 = add nuw nsw i64 %1275, %479
  %1281 = getelementptr inbounds nuw float, ptr %121, i64 %1280
  %1282 = load float, ptr %1281, align 4
  %1283 = fadd float %1279, %1282
  %1284 = getelementptr inbounds nuw float, ptr %122, i64 %1280
  %1285 = load float, ptr %1284, align 4
  %1286 = fadd float %1283, %1285
  %1287 = getelementptr inbounds nuw float, ptr %925, i64 %1280
  %1288 = load float, ptr %1287, align 4
  %1289 = fadd float %1286, %1288
  store float %1289, ptr %1287, align 4
  %1290 = or disjoint i64 %1275, 1
  br label %1291

1291:                                             ; preds = %1277, %1274
  %1292 = phi i64 [ %1275, %1274 ], [ %1290, %1277 ]
  %1293 = icmp eq i64 %32, %1276
  br i1 %1293, label %1323, label %1389

1294:                                             ; preds = %1198, %1294
  %1295 = phi i64 [ %1321, %1294 ], [ %1199, %1198 ]
  %1296 = getelementptr float, ptr %1136, i64 %1295
  %1297 = load float, ptr %1296, align 4
  %1298 = add nuw nsw i64 %1295, %106
  %1299 = getelementptr inbounds nuw float, ptr %121, i64 %1298
  %1300 = load float, ptr %1299, align 4
  %1301 = fadd float %1297, %1300
  %1302 = getelementptr inbounds nuw float, ptr %122, i64 %1298
  %1303 = load float, ptr %1302, align 4
  %1304 = fadd float %1301, %1303
  %1305 = getelementptr inbounds nuw float, ptr %925, i64 %1298
  %1306 = load float, ptr %1305, align 4
  %1307 = fadd float %1304, %1306
  store float %1307, ptr %1305, align 4
  %1308 = add nuw nsw i64 %1295, 1
  %1309 = getelementptr float, ptr %1136, i64 %1308
  %1310 = load float, ptr %1309, align 4
  %1311 = add nuw nsw i64 %1308, %106
  %1312 = getelementptr inbounds nuw float, ptr %121, i64 %1311
  %1313 = load float, ptr %1312, align 4
  %1314 = fadd float %1310, %1313
  %1315 = getelementptr inbounds nuw float, ptr %122, i64 %1311
  %1316 = load float, ptr %1315, align 4
  %1317 = fadd float %1314, %1316
  %1318 = getelementptr inbounds nuw float, ptr %925, i64 %1311
  %1319 = load float, ptr %1318, align 4
  %1320 = fadd float %1317, %1319
  store float %1320, ptr %1318, align 4
  %1321 = add nuw nsw i64 %1295, 2
  %1322 = icmp eq i64 %1321, %32
  br i1 %1322, label %1228, label %1294

1323:                                             ; preds = %1291, %1389, %1273
  %1324 = getelementptr i8, ptr %923, i64 %483
  br i1 %727, label %1369, label %1325

1325:                                             ; preds = %1323
  %1326 = getelementptr i8, ptr %925, i64 %542
  %1327 = getelementptr i8, ptr %925, i64 %542
  %1328 = getelementptr i8, ptr %1327, i64 %543
  %1329 = getelementptr i8, ptr %923, i64 %544
  %1330 = icmp ult ptr %1326, %1329
  %1331 = icmp ult ptr %1324, %1328
  %1332 = and i1 %1330, %1331
  %1333 = icmp ult ptr %1326, %551
  %1334 = icmp ult ptr %549, %1328
  %1335 = and i1 %1333, %1334
  %1336 = or i1 %1332, %1335
  %1337 = icmp ult ptr %1326, %558
  %1338 = icmp ult ptr %556, %1328
  %1339 = and i1 %1337, %1338
  %1340 = or i1 %1336, %1339
  br i1 %1340, label %1369, label %1341

1341:                                             ; preds = %1325, %1341
  %1342 = phi i64 [ %1366, %1341 ], [ 0, %1325 ]
  %1343 = getelementptr float, ptr %1324, i64 %1342
  %1344 = getelementptr i8, ptr %1343, i64 16
  %1345 = load <4 x float>, ptr %1343, align 4
  %1346 = load <4 x float>, ptr %1344, align 4
  %1347 = add nuw nsw i64 %1342, %110
  %1348 = getelementptr inbounds nuw float, ptr %121, i64 %1347
  %1349 = getelementptr inbounds nuw i8, ptr %1348, i64 16
  %1350 = load <4 x float>, ptr %1348, align 4
  %1351 = load <4 x float>, ptr %1349, align 4
  %1352 = fadd <4 x float> %1345, %1350
  %1353 = fadd <4 x float> %1346, %1351
  %1354 = getelementptr inbounds nuw float, ptr %122, i64 %1347
  %1355 = getelementptr inbounds nuw i8, ptr %1354, i64 16
  %1356 = load <4 x float>, ptr %1354, align 4
  %1357 = load <4 x float>, ptr %1355, align 4
  %1358 = fadd <4 x float> %1352, %1356
  %1359 = fadd <4 x float> %1353, %1357
  %1360 = getelementptr inbounds nuw float, ptr %925, i64 %1347
  %1361 = getelementptr inbounds nuw i8, ptr %1360, i64 16
  %1362 = load <4 x float>, ptr %1360, align 4
  %1363 = load <4 x float>, ptr %1361, align 4
  %1364 = fadd <4 x float> %1358, %1362
  %1365 = fadd <4 x float> %1359, %1363
  store <4 x float> %1364, ptr %1360, align 4
  store <4 x float> %1365, ptr %1361, align 4
  %1366 = add nuw i64 %1342, 8
  %1367 = icmp eq i64 %1366, %728
  br i1 %1367, label %1368, label %1341

1368:                                             ; preds = %1341
  br i1 %729, label %1418, label %1369

1369:                                             ; preds = %1325, %1323, %1368
  %1370 = phi i64 [ 0, %1325 ], [ 0, %1323 ], [ %728, %1368 ]
  %1371 = or disjoint i64 %1370, 1
  br i1 %731, label %1386, label %1372

1372:                                             ; preds = %1369
  %1373 = getelementptr float, ptr %1324, i64 %1370
  %1374 = load float, ptr %1373, align 4
  %1375 = add nuw nsw i64 %1370, %110
  %1376 = getelementptr inbounds nuw float, ptr %121, i64 %1375
  %1377 = load float, ptr %1376, align 4
  %1378 = fadd float %1374, %1377
  %1379 = getelementptr inbounds nuw float, ptr %122, i64 %1375
  %1380 = load float, ptr %1379, align 4
  %1381 = fadd float %1378, %1380
  %1382 = getelementptr inbounds nuw float, ptr %925, i64 %1375
  %1383 = load float, ptr %1382, align 4
  %1384 = fadd float %1381, %1383
  store float %1384, ptr %1382, align 4
  %1385 = or disjoint i64 %1370, 1
  br label %1386

1386:                                             ; preds = %1372, %1369
  %1387 = phi i64 [ %1370, %1369 ], [ %1385, %1372 ]
  %1388 = icmp eq i64 %32, %1371
  br i1 %1388, label %1418, label %1475

1389:                                             ; preds = %1291, %1389
  %1390 = phi i64 [ %1416, %1389 ], [ %1292, %1291 ]
  %1391 = getelementptr float, ptr %1229, i64 %1390
  %1392 = load float, ptr %1391, align 4
  %1393 = add nuw nsw i64 %1390, %479
  %1394 = getelementptr inbounds nuw float, ptr %121, i64 %1393
  %1395 = load float, ptr %1394, align 4
  %1396 = fadd float %1392, %1395
  %1397 = getelementptr inbounds nuw float, ptr %122, i64 %1393
  %1398 = load float, ptr %1397, align 4
  %1399 = fadd float %1396, %1398
  %1400 = getelementptr inbounds nuw float, ptr %925, i64 %1393
  %1401 = load float, ptr %1400, align 4
  %1402 = fadd float %1399, %1401
  store float %1402, ptr %1400, align 4
  %1403 = add nuw nsw i64 %1390, 1
  %1404 = getelementptr float, ptr %1229, i64 %1403
  %1405 = load float, ptr %1404, align 4
  %1406 = add nuw nsw i64 %1403, %479
  %1407 = getelementptr inbounds nuw float, ptr %121, i64 %1406
  %1408 = load float, ptr %1407, align 4
  %1409 = fadd float %1405, %1408
  %1410 = getelementptr inbounds nuw float, ptr %122, i64 %1406
  %1411 = load float, ptr %1410, align 4
  %1412 = fadd float %1409, %1411
  %1413 = getelementptr inbounds nuw float, ptr %925, i64 %1406
  %1414 = load float, ptr %1413, align 4
  %1415 = fadd float %1412, %1414
  store float %1415, ptr %1413, align 4
  %1416 = add nuw nsw i64 %1390, 2
  %1417 = icmp eq i64 %1416, %32
  br i1 %1417, label %1323, label %1389

1418:                                             ; preds = %1386, %1475, %1368
  %1419 = getelementptr float, ptr %925, i64 %479
  br i1 %490, label %1523, label %1420

1420:                                             ; preds = %1418
  br i1 %732, label %1473, label %1421

1421:                                             ; preds = %1420
  %1422 = getelementptr i8, ptr %925, i64 %530
  %1423 = getelementptr i8, ptr %925, i64 %325
  %1424 = getelementptr i8, ptr %1423, i64 %530
  %1425 = getelementptr i8, ptr %930, i64 %530
  %1426 = icmp ult ptr %925, %1424
  %1427 = icmp ult ptr %1419, %1422
  %1428 = and i1 %1426, %1427
  %1429 = icmp ult ptr %925, %536
  %1430 = icmp ult ptr %123, %1422
  %1431 = and i1 %1429, %1430
  %1432 = or i1 %1428, %1431
  %1433 = icmp ult ptr %925, %1425
  %1434 = icmp ult ptr %930, %1422
  %1435 = and i1 %1433, %1434
  %1436 = or i1 %1432, %1435
  %1437 = icmp ult ptr %925, %541
  %1438 = icmp ult ptr %486, %1422
  %1439 = and i1 %1437, %1438
  %1440 = or i1 %1436, %1439
  %1441 = icmp ult ptr %1419, %536
  %1442 = icmp ult ptr %123, %1424
  %1443 = and i1 %1441, %1442
  %1444 = or i1 %1440, %1443
  %1445 = icmp ult ptr %1419, %1425
  %1446 = icmp ult ptr %930, %1424
  %1447 = and i1 %1445, %1446
  %1448 = or i1 %1444, %1447
  %1449 = icmp ult ptr %1419, %541
  %1450 = icmp ult ptr %486, %1424
  %1451 = and i1 %1449, %1450
  %1452 = or i1 %1448, %1451
  br i1 %1452, label %1473, label %1453

1453:                                             ; preds = %1421, %1453
  %1454 = phi i64 [ %1470, %1453 ], [ 0, %1421 ]
  %1455 = getelementptr inbounds nuw float, ptr %925, i64 %1454
  %1456 = load <4 x float>, ptr %1455, align 4
  %1457 = getelementptr inbounds nuw float, ptr %123, i64 %1454
  %1458 = load <4 x float>, ptr %1457, align 4
  %1459 = getelementptr inbounds nuw float, ptr %930, i64 %1454
  %1460 = load <4 x float>, ptr %1459, align 4
  %1461 = fmul <4 x float> %1458, %1460
  %1462 = fadd <4 x float> %1456, %1461
  store <4 x float> %1462, ptr %1455, align 4
  %1463 = getelementptr inbounds nuw float, ptr %1419, i64 %1454
  %1464 = load <4 x float>, ptr %1463, align 4
  %1465 = getelementptr float, ptr %486, i64 %1454
  %1466 = load <4 x float>, ptr %1465, align 4
  %1467 = load <4 x float>, ptr %1459, align 4
  %1468 = fmul <4 x float> %1466, %1467
  %1469 = fadd <4 x float> %1464, %1468
  store <4 x float> %1469, ptr %1463, align 4
  %1470 = add nuw i64 %1454, 4
  %1471 = icmp eq i64 %1470, %733
  br i1 %1471, label %1472, label %1453

1472:                                             ; preds = %1453
  br i1 %734, label %1523, label %1473

1473:                                             ; preds = %1421, %1420, %1472
  %1474 = phi i64 [ 0, %1421 ], [ 0, %1420 ], [ %733, %1472 ]
  br label %1504

1475:                                             ; preds = %1386, %1475
  %1476 = phi i64 [ %1502, %1475 ], [ %1387, %1386 ]
  %1477 = getelementptr float, ptr %1324, i64 %1476
  %1478 = load float, ptr %1477, align 4
  %1479 = add nuw nsw i64 %1476, %110
  %1480 = getelementptr inbounds nuw float, ptr %121, i64 %1479
  %1481 = load float, ptr %1480, align 4
  %1482 = fadd float %1478, %1481
  %1483 = getelementptr inbounds nuw float, ptr %122, i64 %1479
  %1484 = load float, ptr %1483, align 4
  %1485 = fadd float %1482, %1484
  %1486 = getelementptr inbounds nuw float, ptr %925, i64 %1479
  %1487 = load float, ptr %1486, align 4
  %1488 = fadd float %1485, %1487
  store float %1488, ptr %1486, align 4
  %1489 = add nuw nsw i64 %1476, 1
  %1490 = getelementptr float, ptr %1324, i64 %1489
  %1491 = load float, ptr %1490, align 4
  %1492 = add nuw nsw i64 %1489, %110
  %1493 = getelementptr inbounds nuw float, ptr %121, i64 %1492
  %1494 = load float, ptr %1493, align 4
  %1495 = fadd float %1491, %1494
  %1496 = getelementptr inbounds nuw float, ptr %122, i64 %1492
  %1497 = load float, ptr %1496, align 4
  %1498 = fadd float %1495, %1497
  %1499 = getelementptr inbounds nuw float, ptr %925, i64 %1492
  %1500 = load float, ptr %1499, align 4
  %1501 = fadd float %1498, %1500
  store float %1501, ptr %1499, align 4
  %1502 = add nuw nsw i64 %1476, 2
  %1503 = icmp eq i64 %1502, %32
  br i1 %1503, label %1418, label %1475

1504:                                             ; preds = %1473, %1504
  %1505 = phi i64 [ %1521, %1504 ], [ %1474, %1473 ]
  %1506 = getelementptr inbounds nuw float, ptr %925, i64 %1505
  %1507 = load float, ptr %1506, align 4
  %1508 = getelementptr inbounds nuw float, ptr %123, i64 %1505
  %1509 = load float, ptr %1508, align 4
  %1510 = getelementptr inbounds nuw float, ptr %930, i64 %1505
  %1511 = load float, ptr %1510, align 4
  %1512 = fmul float %1509, %1511
  %1513 = fadd float %1507, %1512
  store float %1513, ptr %1506, align 4
  %1514 = getelementptr inbounds nuw float, ptr %1419, i64 %1505
  %1515 = load float, ptr %1514, align 4
  %1516 = getelementptr float, ptr %486, i64 %1505
  %1517 = load float, ptr %1516, align 4
  %1518 = load float, ptr %1510, align 4
  %1519 = fmul float %1517, %1518
  %1520 = fadd float %1515, %1519
  store float %1520, ptr %1514, align 4
  %1521 = add nuw nsw i64 %1505, 1
  %1522 = icmp eq i64 %1521, %183
  br i1 %1522, label %1523, label %1504

1523:                                             ; preds = %1504, %1472, %1133, %1418
  %1524 = phi i1 [ %489, %1133 ], [ true, %1418 ], [ false, %1472 ], [ false, %1504 ]
  %1525 = phi ptr [ %1134, %1133 ], [ %1419, %1418 ], [ %1419, %1472 ], [ %1419, %1504 ]
  %1526 = getelementptr float, ptr %925, i64 %106
  %1527 = getelementptr inbounds float, ptr %925, i64 %110
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %925, i64 noundef %106)
  br i1 %99, label %1528, label %1529

1528:                                             ; preds = %1523
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1525, i64 noundef %106)
  br label %1529

1529:                                             ; preds = %1528, %1523
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %1527, i64 noundef %106)
  br i1 %124, label %1530, label %1532

1530:                                             ; preds = %1529
  %1531 = getelementptr inbounds float, ptr %925, i64 %479
  br label %1582

1532:                                             ; preds = %1593, %1529
  br i1 %1524, label %1626, label %1533

1533:                                             ; preds = %1532
  br i1 %735, label %1566, label %1534

1534:                                             ; preds = %1533
  %1535 = getelementptr i8, ptr %925, i64 %521
  %1536 = getelementptr i8, ptr %1535, i64 %522
  %1537 = getelementptr i8, ptr %930, i64 %522
  %1538 = icmp ult ptr %1526, %529
  %1539 = icmp ult ptr %487, %1536
  %1540 = and i1 %1538, %1539
  %1541 = icmp ult ptr %1526, %1537
  %1542 = icmp ult ptr %930, %1536
  %1543 = and i1 %1541, %1542
  %1544 = or i1 %1540, %1543
  br i1 %1544, label %1566, label %1545

1545:                                             ; preds = %1534, %1545
  %1546 = phi i64 [ %1563, %1545 ], [ 0, %1534 ]
  %1547 = getelementptr inbounds nuw float, ptr %1526, i64 %1546
  %1548 = getelementptr inbounds nuw i8, ptr %1547, i64 16
  %1549 = load <4 x float>, ptr %1547, align 4
  %1550 = load <4 x float>, ptr %1548, align 4
  %1551 = getelementptr float, ptr %487, i64 %1546
  %1552 = getelementptr i8, ptr %1551, i64 16
  %1553 = load <4 x float>, ptr %1551, align 4
  %1554 = load <4 x float>, ptr %1552, align 4
  %1555 = getelementptr inbounds nuw float, ptr %930, i64 %1546
  %1556 = getelementptr inbounds nuw i8, ptr %1555, i64 16
  %1557 = load <4 x float>, ptr %1555, align 4
  %1558 = load <4 x float>, ptr %1556, align 4
  %1559 = fmul <4 x float> %1553, %1557
  %1560 = fmul <4 x float> %1554, %1558
  %1561 = fadd <4 x float> %1549, %1559
  %1562 = fadd <4 x float> %1550, %1560
  store <4 x float> %1561, ptr %1547, align 4
  store <4 x float> %1562, ptr %1548, align 4
  %1563 = add nuw i64 %1546, 8
  %1564 = icmp eq i64 %1563, %736
  br i1 %1564, label %1565, label %1545

1565:                                             ; preds = %1545
  br i1 %737, label %1626, label %1566

1566:                                             ; preds = %1534, %1533, %1565
  %1567 = phi i64 [ 0, %1534 ], [ 0, %1533 ], [ %736, %1565 ]
  %1568 = or disjoint i64 %1567, 1
  br i1 %739, label %1579, label %1569

1569:                                             ; preds = %1566
  %1570 = getelementptr inbounds nuw float, ptr %1526, i64 %1567
  %1571 = load float, ptr %1570, align 4
  %1572 = getelementptr float, ptr %487, i64 %1567
  %1573 = load float, ptr %1572, align 4
  %1574 = getelementptr inbounds nuw float, ptr %930, i64 %1567
  %1575 = load float, ptr %1574, align 4
  %1576 = fmul float %1573, %1575
  %1577 = fadd float %1571, %1576
  store float %1577, ptr %1570, align 4
  %1578 = or disjoint i64 %1567, 1
  br label %1579

1579:                                             ; preds = %1569, %1566
  %1580 = phi i64 [ %1567, %1566 ], [ %1578, %1569 ]
  %1581 = icmp eq i64 %183, %1568
  br i1 %1581, label %1626, label %1605

1582:                                             ; preds = %1530, %1593
  %1583 = phi i64 [ %1603, %1593 ], [ 0, %1530 ]
  br i1 %99, label %1588, label %1584

1584:                                             ; preds = %1582
  %1585 = getelementptr inbounds nuw float, ptr %925, i64 %1583
  %1586 = load float, ptr %1585, align 4
  %1587 = fsub float 1.000000e+00, %1586
  br label %1593

1588:                                             ; preds = %1582
  %1589 = getelementptr inbounds nuw float, ptr %1531, i64 %1583
  %1590 = load float, ptr %1589, align 4
  %1591 = getelementptr inbounds nuw float, ptr %925, i64 %1583
  %1592 = load float, ptr %1591, align 4
  br label %1593

1593:                                             ; preds = %1588, %1584
  %1594 = phi float [ %1586, %1584 ], [ %1592, %1588 ]
  %1595 = phi float [ %1587, %1584 ], [ %1590, %1588 ]
  %1596 = getelementptr inbounds nuw float, ptr %930, i64 %1583
  %1597 = load float, ptr %1596, align 4
  %1598 = fmul float %1595, %1597
  %1599 = getelementptr inbounds nuw float, ptr %1527, i64 %1583
  %1600 = load float, ptr %1599, align 4
  %1601 = fmul float %1594, %1600
  %1602 = fadd float %1598, %1601
  store float %1602, ptr %1596, align 4
  %1603 = add nuw nsw i64 %1583, 1
  %1604 = icmp eq i64 %1603, %183
  br i1 %1604, label %1532, label %1582

1605:                                             ; preds = %1579, %1605
  %1606 = phi i64 [ %1624, %1605 ], [ %1580, %1579 ]
  %1607 = getelementptr inbounds nuw float, ptr %1526, i64 %1606
  %1608 = load float, ptr %1607, align 4
  %1609 = getelementptr float, ptr %487, i64 %1606
  %1610 = load float, ptr %1609, align 4
  %1611 = getelementptr inbounds nuw float, ptr %930, i64 %1606
  %1612 = load float, ptr %1611, align 4
  %1613 = fmul float %1610, %1612
  %1614 = fadd float %1608, %1613
  store float %1614, ptr %1607, align 4
  %1615 = add nuw nsw i64 %1606, 1
  %1616 = getelementptr inbounds nuw float, ptr %1526, i64 %1615
  %1617 = load float, ptr %1616, align 4
  %1618 = getelementptr float, ptr %487, i64 %1615
  %1619 = load float, ptr %1618, align 4
  %1620 = getelementptr inbounds nuw float, ptr %930, i64 %1615
  %1621 = load float, ptr %1620, align 4
  %1622 = fmul float %1619, %1621
  %1623 = fadd float %1617, %1622
  store float %1623, ptr %1616, align 4
  %1624 = add nuw nsw i64 %1606, 2
  %1625 = icmp eq i64 %1624, %183
  br i1 %1625, label %1626, label %1605

1626:                                             ; preds = %1579, %1605, %1565, %1532
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1526, i64 noundef %106)
  br i1 %124, label %1672, label %1627

1627:                                             ; preds = %1626
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef %1527, i64 noundef %106)
  br label %2356

1628:                                             ; preds = %1672
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef nonnull %1527, i64 noundef %106)
  br i1 %740, label %1654, label %1629

1629:                                             ; preds = %1628
  %1630 = add i64 %520, %928
  %1631 = sub i64 %1630, %926
  %1632 = icmp ult i64 %1631, 32
  %1633 = add i64 %741, %926
  %1634 = sub i64 %928, %1633
  %1635 = icmp ult i64 %1634, 32
  %1636 = or i1 %1632, %1635
  br i1 %1636, label %1654, label %1637

1637:                                             ; preds = %1629, %1637
  %1638 = phi i64 [ %1651, %1637 ], [ 0, %1629 ]
  %1639 = getelementptr inbounds nuw float, ptr %1526, i64 %1638
  %1640 = getelementptr inbounds nuw i8, ptr %1639, i64 16
  %1641 = load <4 x float>, ptr %1639, align 4
  %1642 = load <4 x float>, ptr %1640, align 4
  %1643 = getelementptr inbounds nuw float, ptr %1527, i64 %1638
  %1644 = getelementptr inbounds nuw i8, ptr %1643, i64 16
  %1645 = load <4 x float>, ptr %1643, align 4
  %1646 = load <4 x float>, ptr %1644, align 4
  %1647 = fmul <4 x float> %1641, %1645
  %1648 = fmul <4 x float> %1642, %1646
  %1649 = getelementptr inbounds nuw float, ptr %927, i64 %1638
  %1650 = getelementptr inbounds nuw i8, ptr %1649, i64 16
  store <4 x float> %1647, ptr %1649, align 4
  store <4 x float> %1648, ptr %1650, align 4
  %1651 = add nuw i64 %1638, 8
  %1652 = icmp eq i64 %1651, %742
  br i1 %1652, label %1653, label %1637

1653:                                             ; preds = %1637
  br i1 %743, label %2356, label %1654

1654:                                             ; preds = %1629, %1628, %1653
  %1655 = phi i64 [ 0, %1629 ], [ 0, %1628 ], [ %742, %1653 ]
  br i1 %745, label %1668, label %1656

1656:                                             ; preds = %1654, %1656
  %1657 = phi i64 [ %1665, %1656 ], [ %1655, %1654 ]
  %1658 = phi i64 [ %1666, %1656 ], [ 0, %1654 ]
  %1659 = getelementptr inbounds nuw float, ptr %1526, i64 %1657
  %1660 = load float, ptr %1659, align 4
  %1661 = getelementptr inbounds nuw float, ptr %1527, i64 %1657
  %1662 = load float, ptr %1661, align 4
  %1663 = fmul float %1660, %1662
  %1664 = getelementptr inbounds nuw float, ptr %927, i64 %1657
  store float %1663, ptr %1664, align 4
  %1665 = add nuw nsw i64 %1657, 1
  %1666 = add i64 %1658, 1
  %1667 = icmp eq i64 %1666, %744
  br i1 %1667, label %1668, label %1656

1668:                                             ; preds = %1656, %1654
  %1669 = phi i64 [ %1655, %1654 ], [ %1665, %1656 ]
  %1670 = sub nsw i64 %1655, %32
  %1671 = icmp ugt i64 %1670, -4
  br i1 %1671, label %2356, label %1679

1672:                                             ; preds = %1626, %1672
  %1673 = phi i64 [ %1677, %1672 ], [ 0, %1626 ]
  %1674 = getelementptr inbounds nuw float, ptr %1527, i64 %1673
  %1675 = getelementptr inbounds nuw float, ptr %930, i64 %1673
  %1676 = load <4 x float>, ptr %1675, align 4
  store <4 x float> %1676, ptr %1674, align 4
  %1677 = add nuw nsw i64 %1673, 4
  %1678 = icmp slt i64 %1677, %106
  br i1 %1678, label %1672, label %1628

1679:                                             ; preds = %1668, %1679
  %1680 = phi i64 [ %1708, %1679 ], [ %1669, %1668 ]
  %1681 = getelementptr inbounds nuw float, ptr %1526, i64 %1680
  %1682 = load float, ptr %1681, align 4
  %1683 = getelementptr inbounds nuw float, ptr %1527, i64 %1680
  %1684 = load float, ptr %1683, align 4
  %1685 = fmul float %1682, %1684
  %1686 = getelementptr inbounds nuw float, ptr %927, i64 %1680
  store float %1685, ptr %1686, align 4
  %1687 = add nuw nsw i64 %1680, 1
  %1688 = getelementptr inbounds nuw float, ptr %1526, i64 %1687
  %1689 = load float, ptr %1688, align 4
  %1690 = getelementptr inbounds nuw float, ptr %1527, i64 %1687
  %1691 = load float, ptr %1690, align 4
  %1692 = fmul float %1689, %1691
  %1693 = getelementptr inbounds nuw float, ptr %927, i64 %1687
  store float %1692, ptr %1693, align 4
  %1694 = add nuw nsw i64 %1680, 2
  %1695 = getelementptr inbounds nuw float, ptr %1526, i64 %1694
  %1696 = load float, ptr %1695, align 4
  %1697 = getelementptr inbounds nuw float, ptr %1527, i64 %1694
  %1698 = load float, ptr %1697, align 4
  %1699 = fmul float %1696, %1698
  %1700 = getelementptr inbounds nuw float, ptr %927, i64 %1694
  store float %1699, ptr %1700, align 4
  %1701 = add nuw nsw i64 %1680, 3
  %1702 = getelementptr inbounds nuw float, ptr %1526, i64 %1701
  %1703 = load float, ptr %1702, align 4
  %1704 = getelementptr inbounds nuw float, ptr %1527, i64 %1701
  %1705 = load float, ptr %1704, align 4
  %1706 = fmul float %1703, %1705
  %1707 = getelementptr inbounds nuw float, ptr %927, i64 %1701
  store float %1706, ptr %1707, align 4
  %1708 = add nuw nsw i64 %1680, 4
  %1709 = icmp eq i64 %1708, %32
  br i1 %1709, label %2356, label %1679

1710:                                             ; preds = %1070
  br i1 %100, label %1773, label %1711

1711:                                             ; preds = %1710
  br i1 %124, label %1712, label %2248

1712:                                             ; preds = %1711
  br i1 %676, label %1754, label %1713

1713:                                             ; preds = %1712
  %1714 = getelementptr i8, ptr %925, i64 %665
  %1715 = getelementptr i8, ptr %923, i64 %665
  %1716 = icmp ult ptr %925, %1715
  %1717 = icmp ult ptr %923, %1714
  %1718 = and i1 %1716, %1717
  %1719 = icmp ult ptr %925, %671
  %1720 = icmp ult ptr %122, %1714
  %1721 = and i1 %1719, %1720
  %1722 = or i1 %1718, %1721
  %1723 = icmp ult ptr %925, %675
  %1724 = icmp ult ptr %121, %1714
  %1725 = and i1 %1723, %1724
  %1726 = or i1 %1722, %1725
  br i1 %1726, label %1754, label %1727

1727:                                             ; preds = %1713, %1727
  %1728 = phi i64 [ %1751, %1727 ], [ 0, %1713 ]
  %1729 = getelementptr inbounds nuw float, ptr %923, i64 %1728
  %1730 = getelementptr inbounds nuw i8, ptr %1729, i64 16
  %1731 = load <4 x float>, ptr %1729, align 4
  %1732 = load <4 x float>, ptr %1730, align 4
  %1733 = getelementptr inbounds nuw float, ptr %121, i64 %1728
  %1734 = getelementptr inbounds nuw i8, ptr %1733, i64 16
  %1735 = load <4 x float>, ptr %1733, align 4
  %1736 = load <4 x float>, ptr %1734, align 4
  %1737 = fadd <4 x float> %1731, %1735
  %1738 = fadd <4 x float> %1732, %1736
  %1739 = getelementptr inbounds nuw float, ptr %122, i64 %1728
  %1740 = getelementptr inbounds nuw i8, ptr %1739, i64 16
  %1741 = load <4 x float>, ptr %1739, align 4
  %1742 = load <4 x float>, ptr %1740, align 4
  %1743 = fadd <4 x float> %1737, %1741
  %1744 = fadd <4 x float> %1738, %1742
  %1745 = getelementptr inbounds nuw float, ptr %925, i64 %1728
  %1746 = getelementptr inbounds nuw i8, ptr %1745, i64 16
  %1747 = load <4 x float>, ptr %1745, align 4
  %1748 = load <4 x float>, ptr %1746, align 4
  %1749 = fadd <4 x float> %1743, %1747
  %1750 = fadd <4 x float> %1744, %1748
  store <4 x float> %1749, ptr %1745, align 4
  store <4 x float> %1750, ptr %1746, align 4
  %1751 = add nuw i64 %1728, 8
  %1752 = icmp eq i64 %1751, %677
  br i1 %1752, label %1753, label %1727

1753:                                             ; preds = %1727
  br i1 %678, label %2155, label %1754

1754:                                             ; preds = %1713, %1712, %1753
  %1755 = phi i64 [ 0, %1713 ], [ 0, %1712 ], [ %677, %1753 ]
  %1756 = or disjoint i64 %1755, 1
  br i1 %680, label %1770, label %1757

1757:                                             ; preds = %1754
  %1758 = getelementptr inbounds nuw float, ptr %923, i64 %1755
  %1759 = load float, ptr %1758, align 4
  %1760 = getelementptr inbounds nuw float, ptr %121, i64 %1755
  %1761 = load float, ptr %1760, align 4
  %1762 = fadd float %1759, %1761
  %1763 = getelementptr inbounds nuw float, ptr %122, i64 %1755
  %1764 = load float, ptr %1763, align 4
  %1765 = fadd float %1762, %1764
  %1766 = getelementptr inbounds nuw float, ptr %925, i64 %1755
  %1767 = load float, ptr %1766, align 4
  %1768 = fadd float %1765, %1767
  store float %1768, ptr %1766, align 4
  %1769 = or disjoint i64 %1755, 1
  br label %1770

1770:                                             ; preds = %1757, %1754
  %1771 = phi i64 [ %1755, %1754 ], [ %1769, %1757 ]
  %1772 = icmp eq i64 %32, %1756
  br i1 %1772, label %2155, label %2221

1773:                                             ; preds = %1710
  br i1 %124, label %1774, label %2038

1774:                                             ; preds = %1773
  br i1 %692, label %1816, label %1775

1775:                                             ; preds = %1774
  %1776 = getelementptr i8, ptr %925, i64 %637
  %1777 = getelementptr i8, ptr %923, i64 %637
  %1778 = icmp ult ptr %925, %1777
  %1779 = icmp ult ptr %923, %1776
  %1780 = and i1 %1778, %1779
  %1781 = icmp ult ptr %925, %643
  %1782 = icmp ult ptr %122, %1776
  %1783 = and i1 %1781, %1782
  %1784 = or i1 %1780, %1783
  %1785 = icmp ult ptr %925, %647
  %1786 = icmp ult ptr %121, %1776
  %1787 = and i1 %1785, %1786
  %1788 = or i1 %1784, %1787
  br i1 %1788, label %1816, label %1789

1789:                                             ; preds = %1775, %1789
  %1790 = phi i64 [ %1813, %1789 ], [ 0, %1775 ]
  %1791 = getelementptr inbounds nuw float, ptr %923, i64 %1790
  %1792 = getelementptr inbounds nuw i8, ptr %1791, i64 16
  %1793 = load <4 x float>, ptr %1791, align 4
  %1794 = load <4 x float>, ptr %1792, align 4
  %1795 = getelementptr inbounds nuw float, ptr %121, i64 %1790
  %1796 = getelementptr inbounds nuw i8, ptr %1795, i64 16
  %1797 = load <4 x float>, ptr %1795, align 4
  %1798 = load <4 x float>, ptr %1796, align 4
  %1799 = fadd <4 x float> %1793, %1797
  %1800 = fadd <4 x float> %1794, %1798
  %1801 = getelementptr inbounds nuw float, ptr %122, i64 %1790
  %1802 = getelementptr inbounds nuw i8, ptr %1801, i64 16
  %1803 = load <4 x float>, ptr %1801, align 4
  %1804 = load <4 x float>, ptr %1802, align 4
  %1805 = fadd <4 x float> %1799, %1803
  %1806 = fadd <4 x float> %1800, %1804
  %1807 = getelementptr inbounds nuw float, ptr %925, i64 %1790
  %1808 = getelementptr inbounds nuw i8, ptr %1807, i64 16
  %1809 = load <4 x float>, ptr %1807, align 4
  %1810 = load <4 x float>, ptr %1808, align 4
  %1811 = fadd <4 x float> %1805, %1809
  %1812 = fadd <4 x float> %1806, %1810
  store <4 x float> %1811, ptr %1807, align 4
  store <4 x float> %1812, ptr %1808, align 4
  %1813 = add nuw i64 %1790, 8
  %1814 = icmp eq i64 %1813, %693
  br i1 %1814, label %1815, label %1789

1815:                                             ; preds = %1789
  br i1 %694, label %1835, label %1816

1816:                                             ; preds = %1775, %1774, %1815
  %1817 = phi i64 [ 0, %1775 ], [ 0, %1774 ], [ %693, %1815 ]
  %1818 = or disjoint i64 %1817, 1
  br i1 %696, label %1832, label %1819

1819:                                             ; preds = %1816
  %1820 = getelementptr inbounds nuw float, ptr %923, i64 %1817
  %1821 = load float, ptr %1820, align 4
  %1822 = getelementptr inbounds nuw float, ptr %121, i64 %1817
  %1823 = load float, ptr %1822, align 4
  %1824 = fadd float %1821, %1823
  %1825 = getelementptr inbounds nuw float, ptr %122, i64 %1817
  %1826 = load float, ptr %1825, align 4
  %1827 = fadd float %1824, %1826
  %1828 = getelementptr inbounds nuw float, ptr %925, i64 %1817
  %1829 = load float, ptr %1828, align 4
  %1830 = fadd float %1827, %1829
  store float %1830, ptr %1828, align 4
  %1831 = or disjoint i64 %1817, 1
  br label %1832

1832:                                             ; preds = %1819, %1816
  %1833 = phi i64 [ %1817, %1816 ], [ %1831, %1819 ]
  %1834 = icmp eq i64 %32, %1818
  br i1 %1834, label %1835, label %1901

1835:                                             ; preds = %1832, %1901, %1815
  %1836 = getelementptr float, ptr %923, i64 %32
  br i1 %697, label %1881, label %1837

1837:                                             ; preds = %1835
  %1838 = getelementptr i8, ptr %925, i64 %620
  %1839 = getelementptr i8, ptr %925, i64 %620
  %1840 = getelementptr i8, ptr %1839, i64 %621
  %1841 = getelementptr i8, ptr %923, i64 %482
  %1842 = icmp ult ptr %1838, %1841
  %1843 = icmp ult ptr %1836, %1840
  %1844 = and i1 %1842, %1843
  %1845 = icmp ult ptr %1838, %629
  %1846 = icmp ult ptr %627, %1840
  %1847 = and i1 %1845, %1846
  %1848 = or i1 %1844, %1847
  %1849 = icmp ult ptr %1838, %636
  %1850 = icmp ult ptr %634, %1840
  %1851 = and i1 %1849, %1850
  %1852 = or i1 %1848, %1851
  br i1 %1852, label %1881, label %1853

1853:                                             ; preds = %1837, %1853
  %1854 = phi i64 [ %1878, %1853 ], [ 0, %1837 ]
  %1855 = getelementptr float, ptr %1836, i64 %1854
  %1856 = getelementptr i8, ptr %1855, i64 16
  %1857 = load <4 x float>, ptr %1855, align 4
  %1858 = load <4 x float>, ptr %1856, align 4
  %1859 = add nuw nsw i64 %1854, %106
  %1860 = getelementptr inbounds nuw float, ptr %121, i64 %1859
  %1861 = getelementptr inbounds nuw i8, ptr %1860, i64 16
  %1862 = load <4 x float>, ptr %1860, align 4
  %1863 = load <4 x float>, ptr %1861, align 4
  %1864 = fadd <4 x float> %1857, %1862
  %1865 = fadd <4 x float> %1858, %1863
  %1866 = getelementptr inbounds nuw float, ptr %122, i64 %1859
  %1867 = getelementptr inbounds nuw i8, ptr %1866, i64 16
  %1868 = load <4 x float>, ptr %1866, align 4
  %1869 = load <4 x float>, ptr %1867, align 4
  %1870 = fadd <4 x float> %1864, %1868
  %1871 = fadd <4 x float> %1865, %1869
  %1872 = getelementptr inbounds nuw float, ptr %925, i64 %1859
  %1873 = getelementptr inbounds nuw i8, ptr %1872, i64 16
  %1874 = load <4 x float>, ptr %1872, align 4
  %1875 = load <4 x float>, ptr %1873, align 4
  %1876 = fadd <4 x float> %1870, %1874
  %1877 = fadd <4 x float> %1871, %1875
  store <4 x float> %1876, ptr %1872, align 4
  store <4 x float> %1877, ptr %1873, align 4
  %1878 = add nuw i64 %1854, 8
  %1879 = icmp eq i64 %1878, %698
  br i1 %1879, label %1880, label %1853

1880:                                             ; preds = %1853
  br i1 %699, label %1928, label %1881

1881:                                             ; preds = %1837, %1835, %1880
  %1882 = phi i64 [ 0, %1837 ], [ 0, %1835 ], [ %698, %1880 ]
  %1883 = or disjoint i64 %1882, 1
  br i1 %701, label %1898, label %1884

1884:                                             ; preds = %1881
  %1885 = getelementptr float, ptr %1836, i64 %1882
  %1886 = load float, ptr %1885, align 4
  %1887 = add nuw nsw i64 %1882, %106
  %1888 = getelementptr inbounds nuw float, ptr %121, i64 %1887
  %1889 = load float, ptr %1888, align 4
  %1890 = fadd float %1886, %1889
  %1891 = getelementptr inbounds nuw float, ptr %122, i64 %1887
  %1892 = load float, ptr %1891, align 4
  %1893 = fadd float %1890, %1892
  %1894 = getelementptr inbounds nuw float, ptr %925, i64 %1887
  %1895 = load float, ptr %1894, align 4
  %1896 = fadd float %1893, %1895
  store float %1896, ptr %1894, align 4
  %1897 = or disjoint i64 %1882, 1
  br label %1898

1898:                                             ; preds = %1884, %1881
  %1899 = phi i64 [ %1882, %1881 ], [ %1897, %1884 ]
  %1900 = icmp eq i64 %32, %1883
  br i1 %1900, label %1928, label %2009

1901:                                             ; preds = %1832, %1901
  %1902 = phi i64 [ %1926, %1901 ], [ %1833, %1832 ]
  %1903 = getelementptr inbounds nuw float, ptr %923, i64 %1902
  %1904 = load float, ptr %1903, align 4
  %1905 = getelementptr inbounds nuw float, ptr %121, i64 %1902
  %1906 = load float, ptr %1905, align 4
  %1907 = fadd float %1904, %1906
  %1908 = getelementptr inbounds nuw float, ptr %122, i64 %1902
  %1909 = load float, ptr %1908, align 4
  %1910 = fadd float %1907, %1909
  %1911 = getelementptr inbounds nuw float, ptr %925, i64 %1902
  %1912 = load float, ptr %1911, align 4
  %1913 = fadd float %1910, %1912
  store float %1913, ptr %1911, align 4
  %1914 = add nuw nsw i64 %1902, 1
  %1915 = getelementptr inbounds nuw float, ptr %923, i64 %1914
  %1916 = load float, ptr %1915, align 4
  %1917 = getelementptr inbounds nuw float, ptr %121, i64 %1914
  %1918 = load float, ptr %1917, align 4
  %1919 = fadd float %1916, %1918
  %1920 = getelementptr inbounds nuw float, ptr %122, i64 %1914
  %1921 = load float, ptr %1920, align 4
  %1922 = fadd float %1919, %1921
  %1923 = getelementptr inbounds nuw float, ptr %925, i64 %1914
  %1924 = load float, ptr %1923, align 4
  %1925 = fadd float %1922, %1924
  store float %1925, ptr %1923, align 4
  %1926 = add nuw nsw i64 %1902, 2
  %1927 = icmp eq i64 %1926, %32
  br i1 %1927, label %1835, label %1901

1928:                                             ; preds = %1898, %2009, %1880
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %925, i64 noundef %479)
  %1929 = getelementptr inbounds nuw float, ptr %925, i64 %106
  %1930 = getelementptr inbounds nuw float, ptr %925, i64 %479
  %1931 = getelementptr i8, ptr %923, i64 %482
  br i1 %702, label %1986, label %1932

1932:                                             ; preds = %1928
  %1933 = getelementptr i8, ptr %925, i64 %604
  %1934 = getelementptr i8, ptr %923, i64 %483
  %1935 = getelementptr i8, ptr %925, i64 %620
  %1936 = getelementptr i8, ptr %1935, i64 %603
  %1937 = icmp ult ptr %1930, %612
  %1938 = icmp ult ptr %610, %1933
  %1939 = and i1 %1937, %1938
  %1940 = icmp ult ptr %1930, %1934
  %1941 = icmp ult ptr %1931, %1933
  %1942 = and i1 %1940, %1941
  %1943 = or i1 %1939, %1942
  %1944 = icmp ult ptr %1930, %619
  %1945 = icmp ult ptr %617, %1933
  %1946 = and i1 %1944, %1945
  %1947 = or i1 %1943, %1946
  %1948 = icmp ult ptr %1930, %1936
  %1949 = icmp ult ptr %1929, %1933
  %1950 = and i1 %1948, %1949
  %1951 = or i1 %1947, %1950
  br i1 %1951, label %1986, label %1952

1952:                                             ; preds = %1932, %1952
  %1953 = phi i64 [ %1983, %1952 ], [ 0, %1932 ]
  %1954 = getelementptr inbounds nuw float, ptr %1930, i64 %1953
  %1955 = getelementptr inbounds nuw i8, ptr %1954, i64 16
  %1956 = load <4 x float>, ptr %1954, align 4
  %1957 = load <4 x float>, ptr %1955, align 4
  %1958 = add nuw nsw i64 %1953, %479
  %1959 = getelementptr inbounds nuw float, ptr %122, i64 %1958
  %1960 = getelementptr inbounds nuw i8, ptr %1959, i64 16
  %1961 = load <4 x float>, ptr %1959, align 4
  %1962 = load <4 x float>, ptr %1960, align 4
  %1963 = fadd <4 x float> %1956, %1961
  %1964 = fadd <4 x float> %1957, %1962
  %1965 = getelementptr float, ptr %1931, i64 %1953
  %1966 = getelementptr i8, ptr %1965, i64 16
  %1967 = load <4 x float>, ptr %1965, align 4
  %1968 = load <4 x float>, ptr %1966, align 4
  %1969 = getelementptr inbounds nuw float, ptr %121, i64 %1958
  %1970 = getelementptr inbounds nuw i8, ptr %1969, i64 16
  %1971 = load <4 x float>, ptr %1969, align 4
  %1972 = load <4 x float>, ptr %1970, align 4
  %1973 = fadd <4 x float> %1967, %1971
  %1974 = fadd <4 x float> %1968, %1972
  %1975 = getelementptr inbounds nuw float, ptr %1929, i64 %1953
  %1976 = getelementptr inbounds nuw i8, ptr %1975, i64 16
  %1977 = load <4 x float>, ptr %1975, align 4
  %1978 = load <4 x float>, ptr %1976, align 4
  %1979 = fmul <4 x float> %1963, %1977
  %1980 = fmul <4 x float> %1964, %1978
  %1981 = fadd <4 x float> %1973, %1979
  %1982 = fadd <4 x float> %1974, %1980
  store <4 x float> %1981, ptr %1954, align 4
  store <4 x float> %1982, ptr %1955, align 4
  %1983 = add nuw i64 %1953, 8
  %1984 = icmp eq i64 %1983, %703
  br i1 %1984, label %1985, label %1952

1985:                                             ; preds = %1952
  br i1 %704, label %2040, label %1986

1986:                                             ; preds = %1932, %1928, %1985
  %1987 = phi i64 [ 0, %1932 ], [ 0, %1928 ], [ %703, %1985 ]
  %1988 = or disjoint i64 %1987, 1
  br i1 %706, label %2006, label %1989

1989:                                             ; preds = %1986
  %1990 = getelementptr inbounds nuw float, ptr %1930, i64 %1987
  %1991 = load float, ptr %1990, align 4
  %1992 = add nuw nsw i64 %1987, %479
  %1993 = getelementptr inbounds nuw float, ptr %122, i64 %1992
  %1994 = load float, ptr %1993, align 4
  %1995 = fadd float %1991, %1994
  %1996 = getelementptr float, ptr %1931, i64 %1987
  %1997 = load float, ptr %1996, align 4
  %1998 = getelementptr inbounds nuw float, ptr %121, i64 %1992
  %1999 = load float, ptr %1998, align 4
  %2000 = fadd float %1997, %1999
  %2001 = getelementptr inbounds nuw float, ptr %1929, i64 %1987
  %2002 = load float, ptr %2001, align 4
  %2003 = fmul float %1995, %2002
  %2004 = fadd float %2000, %2003
  store float %2004, ptr %1990, align 4
  %2005 = or disjoint i64 %1987, 1
  br label %2006

2006:                                             ; preds = %1989, %1986
  %2007 = phi i64 [ %1987, %1986 ], [ %2005, %1989 ]
  %2008 = icmp eq i64 %32, %1988
  br i1 %2008, label %2040, label %2095

2009:                                             ; preds = %1898, %2009
  %2010 = phi i64 [ %2036, %2009 ], [ %1899, %1898 ]
  %2011 = getelementptr float, ptr %1836, i64 %2010
  %2012 = load float, ptr %2011, align 4
  %2013 = add nuw nsw i64 %2010, %106
  %2014 = getelementptr inbounds nuw float, ptr %121, i64 %2013
  %2015 = load float, ptr %2014, align 4
  %2016 = fadd float %2012, %2015
  %2017 = getelementptr inbounds nuw float, ptr %122, i64 %2013
  %2018 = load float, ptr %2017, align 4
  %2019 = fadd float %2016, %2018
  %2020 = getelementptr inbounds nuw float, ptr %925, i64 %2013
  %2021 = load float, ptr %2020, align 4
  %2022 = fadd float %2019, %2021
  store float %2022, ptr %2020, align 4
  %2023 = add nuw nsw i64 %2010, 1
  %2024 = getelementptr float, ptr %1836, i64 %2023
  %2025 = load float, ptr %2024, align 4
  %2026 = add nuw nsw i64 %2023, %106
  %2027 = getelementptr inbounds nuw float, ptr %121, i64 %2026
  %2028 = load float, ptr %2027, align 4
  %2029 = fadd float %2025, %2028
  %2030 = getelementptr inbounds nuw float, ptr %122, i64 %2026
  %2031 = load float, ptr %2030, align 4
  %2032 = fadd float %2029, %2031
  %2033 = getelementptr inbounds nuw float, ptr %925, i64 %2026
  %2034 = load float, ptr %2033, align 4
  %2035 = fadd float %2032, %2034
  store float %2035, ptr %2033, align 4
  %2036 = add nuw nsw i64 %2010, 2
  %2037 = icmp eq i64 %2036, %32
  br i1 %2037, label %1928, label %2009

2038:                                             ; preds = %1773
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %925, i64 noundef %479)
  %2039 = getelementptr inbounds float, ptr %925, i64 %479
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %2039, i64 noundef %106)
  br label %2356

2040:                                             ; preds = %2006, %2095, %1985
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %1930, i64 noundef %106)
  br i1 %707, label %2077, label %2041

2041:                                             ; preds = %2040
  %2042 = getelementptr i8, ptr %927, i64 %603
  %2043 = getelementptr i8, ptr %925, i64 %604
  %2044 = getelementptr i8, ptr %925, i64 %603
  %2045 = icmp ult ptr %927, %2043
  %2046 = icmp ult ptr %1930, %2042
  %2047 = and i1 %2045, %2046
  %2048 = icmp ult ptr %927, %2044
  %2049 = icmp ult ptr %925, %2042
  %2050 = and i1 %2048, %2049
  %2051 = or i1 %2047, %2050
  br i1 %2051, label %2077, label %2052

2052:                                             ; preds = %2041, %2052
  %2053 = phi i64 [ %2074, %2052 ], [ 0, %2041 ]
  %2054 = getelementptr inbounds nuw float, ptr %925, i64 %2053
  %2055 = getelementptr inbounds nuw i8, ptr %2054, i64 16
  %2056 = load <4 x float>, ptr %2054, align 4
  %2057 = load <4 x float>, ptr %2055, align 4
  %2058 = fsub <4 x float> splat (float 1.000000e+00), %2056
  %2059 = fsub <4 x float> splat (float 1.000000e+00), %2057
  %2060 = getelementptr inbounds nuw float, ptr %1930, i64 %2053
  %2061 = getelementptr inbounds nuw i8, ptr %2060, i64 16
  %2062 = load <4 x float>, ptr %2060, align 4
  %2063 = load <4 x float>, ptr %2061, align 4
  %2064 = fmul <4 x float> %2058, %2062
  %2065 = fmul <4 x float> %2059, %2063
  %2066 = getelementptr inbounds nuw float, ptr %927, i64 %2053
  %2067 = getelementptr inbounds nuw i8, ptr %2066, i64 16
  %2068 = load <4 x float>, ptr %2066, align 4
  %2069 = load <4 x float>, ptr %2067, align 4
  %2070 = fmul <4 x float> %2056, %2068
  %2071 = fmul <4 x float> %2057, %2069
  %2072 = fadd <4 x float> %2064, %2070
  %2073 = fadd <4 x float> %2065, %2071
  store <4 x float> %2072, ptr %2066, align 4
  store <4 x float> %2073, ptr %2067, align 4
  %2074 = add nuw i64 %2053, 8
  %2075 = icmp eq i64 %2074, %708
  br i1 %2075, label %2076, label %2052

2076:                                             ; preds = %2052
  br i1 %709, label %2356, label %2077

2077:                                             ; preds = %2041, %2040, %2076
  %2078 = phi i64 [ 0, %2041 ], [ 0, %2040 ], [ %708, %2076 ]
  %2079 = or disjoint i64 %2078, 1
  br i1 %711, label %2092, label %2080

2080:                                             ; preds = %2077
  %2081 = getelementptr inbounds nuw float, ptr %925, i64 %2078
  %2082 = load float, ptr %2081, align 4
  %2083 = fsub float 1.000000e+00, %2082
  %2084 = getelementptr inbounds nuw float, ptr %1930, i64 %2078
  %2085 = load float, ptr %2084, align 4
  %2086 = fmul float %2083, %2085
  %2087 = getelementptr inbounds nuw float, ptr %927, i64 %2078
  %2088 = load float, ptr %2087, align 4
  %2089 = fmul float %2082, %2088
  %2090 = fadd float %2086, %2089
  store float %2090, ptr %2087, align 4
  %2091 = or disjoint i64 %2078, 1
  br label %2092

2092:                                             ; preds = %2080, %2077
  %2093 = phi i64 [ %2078, %2077 ], [ %2091, %2080 ]
  %2094 = icmp eq i64 %32, %2079
  br i1 %2094, label %2356, label %2130

2095:                                             ; preds = %2006, %2095
  %2096 = phi i64 [ %2128, %2095 ], [ %2007, %2006 ]
  %2097 = getelementptr inbounds nuw float, ptr %1930, i64 %2096
  %2098 = load float, ptr %2097, align 4
  %2099 = add nuw nsw i64 %2096, %479
  %2100 = getelementptr inbounds nuw float, ptr %122, i64 %2099
  %2101 = load float, ptr %2100, align 4
  %2102 = fadd float %2098, %2101
  %2103 = getelementptr float, ptr %1931, i64 %2096
  %2104 = load float, ptr %2103, align 4
  %2105 = getelementptr inbounds nuw float, ptr %121, i64 %2099
  %2106 = load float, ptr %2105, align 4
  %2107 = fadd float %2104, %2106
  %2108 = getelementptr inbounds nuw float, ptr %1929, i64 %2096
  %2109 = load float, ptr %2108, align 4
  %2110 = fmul float %2102, %2109
  %2111 = fadd float %2107, %2110
  store float %2111, ptr %2097, align 4
  %2112 = add nuw nsw i64 %2096, 1
  %2113 = getelementptr inbounds nuw float, ptr %1930, i64 %2112
  %2114 = load float, ptr %2113, align 4
  %2115 = add nuw nsw i64 %2112, %479
  %2116 = getelementptr inbounds nuw float, ptr %122, i64 %2115
  %2117 = load float, ptr %2116, align 4
  %2118 = fadd float %2114, %2117
  %2119 = getelementptr float, ptr %1931, i64 %2112
  %2120 = load float, ptr %2119, align 4
  %2121 = getelementptr inbounds nuw float, ptr %121, i64 %2115
  %2122 = load float, ptr %2121, align 4
  %2123 = fadd float %2120, %2122
  %2124 = getelementptr inbounds nuw float, ptr %1929, i64 %2112
  %2125 = load float, ptr %2124, align 4
  %2126 = fmul float %2118, %2125
  %2127 = fadd float %2123, %2126
  store float %2127, ptr %2113, align 4
  %2128 = add nuw nsw i64 %2096, 2
  %2129 = icmp eq i64 %2128, %32
  br i1 %2129, label %2040, label %2095

2130:                                             ; preds = %2092, %2130
  %2131 = phi i64 [ %2153, %2130 ], [ %2093, %2092 ]
  %2132 = getelementptr inbounds nuw float, ptr %925, i64 %2131
  %2133 = load float, ptr %2132, align 4
  %2134 = fsub float 1.000000e+00, %2133
  %2135 = getelementptr inbounds nuw float, ptr %1930, i64 %2131
  %2136 = load float, ptr %2135, align 4
  %2137 = fmul float %2134, %2136
  %2138 = getelementptr inbounds nuw float, ptr %927, i64 %2131
  %2139 = load float, ptr %2138, align 4
  %2140 = fmul float %2133, %2139
  %2141 = fadd float %2137, %2140
  store float %2141, ptr %2138, align 4
  %2142 = add nuw nsw i64 %2131, 1
  %2143 = getelementptr inbounds nuw float, ptr %925, i64 %2142
  %2144 = load float, ptr %2143, align 4
  %2145 = fsub float 1.000000e+00, %2144
  %2146 = getelementptr inbounds nuw float, ptr %1930, i64 %2142
  %2147 = load float, ptr %2146, align 4
  %2148 = fmul float %2145, %2147
  %2149 = getelementptr inbounds nuw float, ptr %927, i64 %2142
  %2150 = load float, ptr %2149, align 4
  %2151 = fmul float %2144, %2150
  %2152 = fadd float %2148, %2151
  store float %2152, ptr %2149, align 4
  %2153 = add nuw nsw i64 %2131, 2
  %2154 = icmp eq i64 %2153, %32
  br i1 %2154, label %2356, label %2130

2155:                                             ; preds = %1770, %2221, %1753
  %2156 = getelementptr float, ptr %923, i64 %32
  br i1 %681, label %2201, label %2157

2157:                                             ; preds = %2155
  %2158 = getelementptr i8, ptr %925, i64 %648
  %2159 = getelementptr i8, ptr %925, i64 %648
  %2160 = getelementptr i8, ptr %2159, i64 %649
  %2161 = getelementptr i8, ptr %923, i64 %482
  %2162 = icmp ult ptr %2158, %2161
  %2163 = icmp ult ptr %2156, %2160
  %2164 = and i1 %2162, %2163
  %2165 = icmp ult ptr %2158, %657
  %2166 = icmp ult ptr %655, %2160
  %2167 = and i1 %2165, %2166
  %2168 = or i1 %2164, %2167
  %2169 = icmp ult ptr %2158, %664
  %2170 = icmp ult ptr %662, %2160
  %2171 = and i1 %2169, %2170
  %2172 = or i1 %2168, %2171
  br i1 %2172, label %2201, label %2173

2173:                                             ; preds = %2157, %2173
  %2174 = phi i64 [ %2198, %2173 ], [ 0, %2157 ]
  %2175 = getelementptr float, ptr %2156, i64 %2174
  %2176 = getelementptr i8, ptr %2175, i64 16
  %2177 = load <4 x float>, ptr %2175, align 4
  %2178 = load <4 x float>, ptr %2176, align 4
  %2179 = add nuw nsw i64 %2174, %106
  %2180 = getelementptr inbounds nuw float, ptr %121, i64 %2179
  %2181 = getelementptr inbounds nuw i8, ptr %2180, i64 16
  %2182 = load <4 x float>, ptr %2180, align 4
  %2183 = load <4 x float>, ptr %2181, align 4
  %2184 = fadd <4 x float> %2177, %2182
  %2185 = fadd <4 x float> %2178, %2183
  %2186 = getelementptr inbounds nuw float, ptr %122, i64 %2179
  %2187 = getelementptr inbounds nuw i8, ptr %2186, i64 16
  %2188 = load <4 x float>, ptr %2186, align 4
  %2189 = load <4 x float>, ptr %2187, align 4
  %2190 = fadd <4 x float> %2184, %2188
  %2191 = fadd <4 x float> %2185, %2189
  %2192 = getelementptr inbounds nuw float, ptr %925, i64 %2179
  %2193 = getelementptr inbounds nuw i8, ptr %2192, i64 16
  %2194 = load <4 x float>, ptr %2192, align 4
  %2195 = load <4 x float>, ptr %2193, align 4
  %2196 = fadd <4 x float> %2190, %2194
  %2197 = fadd <4 x float> %2191, %2195
  store <4 x float> %2196, ptr %2192, align 4
  store <4 x float> %2197, ptr %2193, align 4
  %2198 = add nuw i64 %2174, 8
  %2199 = icmp eq i64 %2198, %682
  br i1 %2199, label %2200, label %2173

2200:                                             ; preds = %2173
  br i1 %683, label %2249, label %2201

2201:                                             ; preds = %2157, %2155, %2200
  %2202 = phi i64 [ 0, %2157 ], [ 0, %2155 ], [ %682, %2200 ]
  %2203 = or disjoint i64 %2202, 1
  br i1 %685, label %2218, label %2204

2204:                                             ; preds = %2201
  %2205 = getelementptr float, ptr %2156, i64 %2202
  %2206 = load float, ptr %2205, align 4
  %2207 = add nuw nsw i64 %2202, %106
  %2208 = getelementptr inbounds nuw float, ptr %121, i64 %2207
  %2209 = load float, ptr %2208, align 4
  %2210 = fadd float %2206, %2209
  %2211 = getelementptr inbounds nuw float, ptr %122, i64 %2207
  %2212 = load float, ptr %2211, align 4
  %2213 = fadd float %2210, %2212
  %2214 = getelementptr inbounds nuw float, ptr %925, i64 %2207
  %2215 = load float, ptr %2214, align 4
  %2216 = fadd float %2213, %2215
  store float %2216, ptr %2214, align 4
  %2217 = or disjoint i64 %2202, 1
  br label %2218

2218:                                             ; preds = %2204, %2201
  %2219 = phi i64 [ %2202, %2201 ], [ %2217, %2204 ]
  %2220 = icmp eq i64 %32, %2203
  br i1 %2220, label %2249, label %2296

2221:                                             ; preds = %1770, %2221
  %2222 = phi i64 [ %2246, %2221 ], [ %1771, %1770 ]
  %2223 = getelementptr inbounds nuw float, ptr %923, i64 %2222
  %2224 = load float, ptr %2223, align 4
  %2225 = getelementptr inbounds nuw float, ptr %121, i64 %2222
  %2226 = load float, ptr %2225, align 4
  %2227 = fadd float %2224, %2226
  %2228 = getelementptr inbounds nuw float, ptr %122, i64 %2222
  %2229 = load float, ptr %2228, align 4
  %2230 = fadd float %2227, %2229
  %2231 = getelementptr inbounds nuw float, ptr %925, i64 %2222
  %2232 = load float, ptr %2231, align 4
  %2233 = fadd float %2230, %2232
  store float %2233, ptr %2231, align 4
  %2234 = add nuw nsw i64 %2222, 1
  %2235 = getelementptr inbounds nuw float, ptr %923, i64 %2234
  %2236 = load float, ptr %2235, align 4
  %2237 = getelementptr inbounds nuw float, ptr %121, i64 %2234
  %2238 = load float, ptr %2237, align 4
  %2239 = fadd float %2236, %2238
  %2240 = getelementptr inbounds nuw float, ptr %122, i64 %2234
  %2241 = load float, ptr %2240, align 4
  %2242 = fadd float %2239, %2241
  %2243 = getelementptr inbounds nuw float, ptr %925, i64 %2234
  %2244 = load float, ptr %2243, align 4
  %2245 = fadd float %2242, %2244
  store float %2245, ptr %2243, align 4
  %2246 = add nuw nsw i64 %2222, 2
  %2247 = icmp eq i64 %2246, %32
  br i1 %2247, label %2155, label %2221

2248:                                             ; preds = %1711
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %925, i64 noundef %479)
  br label %2356

2249:                                             ; preds = %2218, %2296, %2200
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %925, i64 noundef %479)
  %2250 = getelementptr inbounds nuw float, ptr %925, i64 %106
  %2251 = getelementptr inbounds nuw i8, ptr %921, i64 24
  %2252 = load ptr, ptr %2251, align 8
  br i1 %686, label %2278, label %2253

2253:                                             ; preds = %2249
  %2254 = ptrtoint ptr %2252 to i64
  %2255 = add i64 %687, %926
  %2256 = sub i64 %2254, %2255
  %2257 = icmp ult i64 %2256, 32
  %2258 = sub i64 %2254, %928
  %2259 = icmp ult i64 %2258, 32
  %2260 = or i1 %2257, %2259
  br i1 %2260, label %2278, label %2261

2261:                                             ; preds = %2253, %2261
  %2262 = phi i64 [ %2275, %2261 ], [ 0, %2253 ]
  %2263 = getelementptr inbounds nuw float, ptr %2250, i64 %2262
  %2264 = getelementptr inbounds nuw i8, ptr %2263, i64 16
  %2265 = load <4 x float>, ptr %2263, align 4
  %2266 = load <4 x float>, ptr %2264, align 4
  %2267 = getelementptr inbounds nuw float, ptr %927, i64 %2262
  %2268 = getelementptr inbounds nuw i8, ptr %2267, i64 16
  %2269 = load <4 x float>, ptr %2267, align 4
  %2270 = load <4 x float>, ptr %2268, align 4
  %2271 = fmul <4 x float> %2265, %2269
  %2272 = fmul <4 x float> %2266, %2270
  %2273 = getelementptr inbounds nuw float, ptr %2252, i64 %2262
  %2274 = getelementptr inbounds nuw i8, ptr %2273, i64 16
  store <4 x float> %2271, ptr %2273, align 4
  store <4 x float> %2272, ptr %2274, align 4
  %2275 = add nuw i64 %2262, 8
  %2276 = icmp eq i64 %2275, %688
  br i1 %2276, label %2277, label %2261

2277:                                             ; preds = %2261
  br i1 %689, label %2356, label %2278

2278:                                             ; preds = %2253, %2249, %2277
  %2279 = phi i64 [ 0, %2253 ], [ 0, %2249 ], [ %688, %2277 ]
  br i1 %691, label %2292, label %2280

2280:                                             ; preds = %2278, %2280
  %2281 = phi i64 [ %2289, %2280 ], [ %2279, %2278 ]
  %2282 = phi i64 [ %2290, %2280 ], [ 0, %2278 ]
  %2283 = getelementptr inbounds nuw float, ptr %2250, i64 %2281
  %2284 = load float, ptr %2283, align 4
  %2285 = getelementptr inbounds nuw float, ptr %927, i64 %2281
  %2286 = load float, ptr %2285, align 4
  %2287 = fmul float %2284, %2286
  %2288 = getelementptr inbounds nuw float, ptr %2252, i64 %2281
  store float %2287, ptr %2288, align 4
  %2289 = add nuw nsw i64 %2281, 1
  %2290 = add i64 %2282, 1
  %2291 = icmp eq i64 %2290, %690
  br i1 %2291, label %2292, label %2280

2292:                                             ; preds = %2280, %2278
  %2293 = phi i64 [ %2279, %2278 ], [ %2289, %2280 ]
  %2294 = sub nsw i64 %2279, %32
  %2295 = icmp ugt i64 %2294, -4
  br i1 %2295, label %2356, label %2325

2296:                                             ; preds = %2218, %2296
  %2297 = phi i64 [ %2323, %2296 ], [ %2219, %2218 ]
  %2298 = getelementptr float, ptr %2156, i64 %2297
  %2299 = load float, ptr %2298, align 4
  %2300 = add nuw nsw i64 %2297, %106
  %2301 = getelementptr inbounds nuw float, ptr %121, i64 %2300
  %2302 = load float, ptr %2301, align 4
  %2303 = fadd float %2299, %2302
  %2304 = getelementptr inbounds nuw float, ptr %122, i64 %2300
  %2305 = load float, ptr %2304, align 4
  %2306 = fadd float %2303, %2305
  %2307 = getelementptr inbounds nuw float, ptr %925, i64 %2300
  %2308 = load float, ptr %2307, align 4
  %2309 = fadd float %2306, %2308
  store float %2309, ptr %2307, align 4
  %2310 = add nuw nsw i64 %2297, 1
  %2311 = getelementptr float, ptr %2156, i64 %2310
  %2312 = load float, ptr %2311, align 4
  %2313 = add nuw nsw i64 %2310, %106
  %2314 = getelementptr inbounds nuw float, ptr %121, i64 %2313
  %2315 = load float, ptr %2314, align 4
  %2316 = fadd float %2312, %2315
  %2317 = getelementptr inbounds nuw float, ptr %122, i64 %2313
  %2318 = load float, ptr %2317, align 4
  %2319 = fadd float %2316, %2318
  %2320 = getelementptr inbounds nuw float, ptr %925, i64 %2313
  %2321 = load float, ptr %2320, align 4
  %2322 = fadd float %2319, %2321
  store float %2322, ptr %2320, align 4
  %2323 = add nuw nsw i64 %2297, 2
  %2324 = icmp eq i64 %2323, %32
  br i1 %2324, label %2249, label %2296

2325:                                             ; preds = %2292, %2325
  %2326 = phi i64 [ %2354, %2325 ], [ %2293, %2292 ]
  %2327 = getelementptr inbounds nuw float, ptr %2250, i64 %2326
  %2328 = load float, ptr %2327, align 4
  %2329 = getelementptr inbounds nuw float, ptr %927, i64 %2326
  %2330 = load float, ptr %2329, align 4
  %2331 = fmul float %2328, %2330
  %2332 = getelementptr inbounds nuw float, ptr %2252, i64 %2326
  store float %2331, ptr %2332, align 4
  %2333 = add nuw nsw i64 %2326, 1
  %2334 = getelementptr inbounds nuw float, ptr %2250, i64 %2333
  %2335 = load float, ptr %2334, align 4
  %2336 = getelementptr inbounds nuw float, ptr %927, i64 %2333
  %2337 = load float, ptr %2336, align 4
  %2338 = fmul float %2335, %2337
  %2339 = getelementptr inbounds nuw float, ptr %2252, i64 %2333
  store float %2338, ptr %2339, align 4
  %2340 = add nuw nsw i64 %2326, 2
  %2341 = getelementptr inbounds nuw float, ptr %2250, i64 %2340
  %2342 = load float, ptr %2341, align 4
  %2343 = getelementptr inbounds nuw float, ptr %927, i64 %2340
  %2344 = load float, ptr %2343, align 4
  %2345 = fmul float %2342, %2344
  %2346 = getelementptr inbounds nuw float, ptr %2252, i64 %2340
  store float %2345, ptr %2346, align 4
  %2347 = add nuw nsw i64 %2326, 3
  %2348 = getelementptr inbounds nuw float, ptr %2250, i64 %2347
  %2349 = load float, ptr %2348, align 4
  %2350 = getelementptr inbounds nuw float, ptr %927, i64 %2347
  %2351 = load float, ptr %2350, align 4
  %2352 = fmul float %2349, %2351
  %2353 = getelementptr inbounds nuw float, ptr %2252, i64 %2347
  store float %2352, ptr %2353, align 4
  %2354 = add nuw nsw i64 %2326, 4
  %2355 = icmp eq i64 %2354, %32
  br i1 %2355, label %2356, label %2325

2356:                                             ; preds = %2292, %2325, %2092, %2130, %1668, %1679, %1020, %1051, %2277, %2076, %1653, %1008, %2248, %2038, %1627, %993
  %2357 = add nuw nsw i64 %919, 1
  %2358 = icmp eq i64 %2357, %914
  br i1 %2358, label %917, label %918

2359:                                             ; preds = %917
  call fastcc void @products(ptr noundef %466, ptr noundef %467, i64 noundef %914, ptr noundef %488, i64 noundef %32, i64 noundef %107, i64 noundef %106)
  br i1 %863, label %2360, label %2549

2360:                                             ; preds = %2359, %2519
  %2361 = phi i64 [ %2520, %2519 ], [ 0, %2359 ]
  %2362 = getelementptr inbounds nuw ptr, ptr %463, i64 %2361
  %2363 = load ptr, ptr %2362, align 8
  %2364 = getelementptr inbounds nuw i8, ptr %2363, i64 16
  %2365 = load ptr, ptr %2364, align 8
  %2366 = load ptr, ptr %2363, align 8
  %2367 = getelementptr float, ptr %2365, i64 %479
  br i1 %124, label %2368, label %2434

2368:                                             ; preds = %2360
  %2369 = getelementptr inbounds nuw i8, ptr %2363, i64 40
  %2370 = load ptr, ptr %2369, align 8
  %2371 = getelementptr i8, ptr %2370, i64 %482
  br i1 %756, label %2414, label %2372

2372:                                             ; preds = %2368
  %2373 = getelementptr i8, ptr %2365, i64 %492
  %2374 = getelementptr i8, ptr %2370, i64 %493
  %2375 = icmp ult ptr %2367, %2374
  %2376 = icmp ult ptr %2371, %2373
  %2377 = and i1 %2375, %2376
  %2378 = icmp ult ptr %2367, %501
  %2379 = icmp ult ptr %499, %2373
  %2380 = and i1 %2378, %2379
  %2381 = or i1 %2377, %2380
  %2382 = icmp ult ptr %2367, %508
  %2383 = icmp ult ptr %506, %2373
  %2384 = and i1 %2382, %2383
  %2385 = or i1 %2381, %2384
  br i1 %2385, label %2414, label %2386

2386:                                             ; preds = %2372, %2386
  %2387 = phi i64 [ %2411, %2386 ], [ 0, %2372 ]
  %2388 = getelementptr float, ptr %2371, i64 %2387
  %2389 = getelementptr i8, ptr %2388, i64 16
  %2390 = load <4 x float>, ptr %2388, align 4
  %2391 = load <4 x float>, ptr %2389, align 4
  %2392 = add nuw nsw i64 %2387, %479
  %2393 = getelementptr inbounds nuw float, ptr %121, i64 %2392
  %2394 = getelementptr inbounds nuw i8, ptr %2393, i64 16
  %2395 = load <4 x float>, ptr %2393, align 4
  %2396 = load <4 x float>, ptr %2394, align 4
  %2397 = fadd <4 x float> %2390, %2395
  %2398 = fadd <4 x float> %2391, %2396
  %2399 = getelementptr inbounds nuw float, ptr %122, i64 %2392
  %2400 = getelementptr inbounds nuw i8, ptr %2399, i64 16
  %2401 = load <4 x float>, ptr %2399, align 4
  %2402 = load <4 x float>, ptr %2400, align 4
  %2403 = fadd <4 x float> %2397, %2401
  %2404 = fadd <4 x float> %2398, %2402
  %2405 = getelementptr inbounds nuw float, ptr %2365, i64 %2392
  %2406 = getelementptr inbounds nuw i8, ptr %2405, i64 16
  %2407 = load <4 x float>, ptr %2405, align 4
  %2408 = load <4 x float>, ptr %2406, align 4
  %2409 = fadd <4 x float> %2403, %2407
  %2410 = fadd <4 x float> %2404, %2408
  store <4 x float> %2409, ptr %2405, align 4
  store <4 x float> %2410, ptr %2406, align 4
  %2411 = add nuw i64 %2387, 8
  %2412 = icmp eq i64 %2411, %757
  br i1 %2412, label %2413, label %2386

2413:                                             ; preds = %2386
  br i1 %758, label %2435, label %2414

2414:                                             ; preds = %2372, %2368, %2413
  %2415 = phi i64 [ 0, %2372 ], [ 0, %2368 ], [ %757, %2413 ]
  %2416 = or disjoint i64 %2415, 1
  br i1 %760, label %2431, label %2417

2417:                                             ; preds = %2414
  %2418 = getelementptr float, ptr %2371, i64 %2415
  %2419 = load float, ptr %2418, align 4
  %2420 = add nuw nsw i64 %2415, %479
  %2421 = getelementptr inbounds nuw float, ptr %121, i64 %2420
  %2422 = load float, ptr %2421, align 4
  %2423 = fadd float %2419, %2422
  %2424 = getelementptr inbounds nuw float, ptr %122, i64 %2420
  %2425 = load float, ptr %2424, align 4
  %2426 = fadd float %2423, %2425
  %2427 = getelementptr inbounds nuw float, ptr %2365, i64 %2420
  %2428 = load float, ptr %2427, align 4
  %2429 = fadd float %2426, %2428
  store float %2429, ptr %2427, align 4
  %2430 = or disjoint i64 %2415, 1
  br label %2431

2431:                                             ; preds = %2417, %2414
  %2432 = phi i64 [ %2415, %2414 ], [ %2430, %2417 ]
  %2433 = icmp eq i64 %32, %2416
  br i1 %2433, label %2435, label %2490

2434:                                             ; preds = %2360
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %2367, i64 noundef %106)
  br label %2519

2435:                                             ; preds = %2431, %2490, %2413
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %2367, i64 noundef %106)
  br i1 %761, label %2472, label %2436

2436:                                             ; preds = %2435
  %2437 = getelementptr i8, ptr %2366, i64 %491
  %2438 = getelementptr i8, ptr %2365, i64 %492
  %2439 = getelementptr i8, ptr %2365, i64 %491
  %2440 = icmp ult ptr %2366, %2438
  %2441 = icmp ult ptr %2367, %2437
  %2442 = and i1 %2440, %2441
  %2443 = icmp ult ptr %2366, %2439
  %2444 = icmp ult ptr %2365, %2437
  %2445 = and i1 %2443, %2444
  %2446 = or i1 %2442, %2445
  br i1 %2446, label %2472, label %2447

2447:                                             ; preds = %2436, %2447
  %2448 = phi i64 [ %2469, %2447 ], [ 0, %2436 ]
  %2449 = getelementptr inbounds nuw float, ptr %2365, i64 %2448
  %2450 = getelementptr inbounds nuw i8, ptr %2449, i64 16
  %2451 = load <4 x float>, ptr %2449, align 4
  %2452 = load <4 x float>, ptr %2450, align 4
  %2453 = fsub <4 x float> splat (float 1.000000e+00), %2451
  %2454 = fsub <4 x float> splat (float 1.000000e+00), %2452
  %2455 = getelementptr inbounds nuw float, ptr %2367, i64 %2448
  %2456 = getelementptr inbounds nuw i8, ptr %2455, i64 16
  %2457 = load <4 x float>, ptr %2455, align 4
  %2458 = load <4 x float>, ptr %2456, align 4
  %2459 = fmul <4 x float> %2453, %2457
  %2460 = fmul <4 x float> %2454, %2458
  %2461 = getelementptr inbounds nuw float, ptr %2366, i64 %2448
  %2462 = getelementptr inbounds nuw i8, ptr %2461, i64 16
  %2463 = load <4 x float>, ptr %2461, align 4
  %2464 = load <4 x float>, ptr %2462, align 4
  %2465 = fmul <4 x float> %2451, %2463
  %2466 = fmul <4 x float> %2452, %2464
  %2467 = fadd <4 x float> %2459, %2465
  %2468 = fadd <4 x float> %2460, %2466
  store <4 x float> %2467, ptr %2461, align 4
  store <4 x float> %2468, ptr %2462, align 4
  %2469 = add nuw i64 %2448, 8
  %2470 = icmp eq i64 %2469, %762
  br i1 %2470, label %2471, label %2447

2471:                                             ; preds = %2447
  br i1 %763, label %2519, label %2472

2472:                                             ; preds = %2436, %2435, %2471
  %2473 = phi i64 [ 0, %2436 ], [ 0, %2435 ], [ %762, %2471 ]
  %2474 = or disjoint i64 %2473, 1
  br i1 %765, label %2487, label %2475

2475:                                             ; preds = %2472
  %2476 = getelementptr inbounds nuw float, ptr %2365, i64 %2473
  %2477 = load float, ptr %2476, align 4
  %2478 = fsub float 1.000000e+00, %2477
  %2479 = getelementptr inbounds nuw float, ptr %2367, i64 %2473
  %2480 = load float, ptr %2479, align 4
  %2481 = fmul float %2478, %2480
  %2482 = getelementptr inbounds nuw float, ptr %2366, i64 %2473
  %2483 = load float, ptr %2482, align 4
  %2484 = fmul float %2477, %2483
  %2485 = fadd float %2481, %2484
  store float %2485, ptr %2482, align 4
  %2486 = or disjoint i64 %2473, 1
  br label %2487

2487:                                             ; preds = %2475, %2472
  %2488 = phi i64 [ %2473, %2472 ], [ %2486, %2475 ]
  %2489 = icmp eq i64 %32, %2474
  br i1 %2489, label %2519, label %2523

2490:                                             ; preds = %2431, %2490
  %2491 = phi i64 [ %2517, %2490 ], [ %2432, %2431 ]
  %2492 = getelementptr float, ptr %2371, i64 %2491
  %2493 = load float, ptr %2492, align 4
  %2494 = add nuw nsw i64 %2491, %479
  %2495 = getelementptr inbounds nuw float, ptr %121, i64 %2494
  %2496 = load float, ptr %2495, align 4
  %2497 = fadd float %2493, %2496
  %2498 = getelementptr inbounds nuw float, ptr %122, i64 %2494
  %2499 = load float, ptr %2498, align 4
  %2500 = fadd float %2497, %2499
  %2501 = getelementptr inbounds nuw float, ptr %2365, i64 %2494
  %2502 = load float, ptr %2501, align 4
  %2503 = fadd float %2500, %2502
  store float %2503, ptr %2501, align 4
  %2504 = add nuw nsw i64 %2491, 1
  %2505 = getelementptr float, ptr %2371, i64 %2504
  %2506 = load float, ptr %2505, align 4
  %2507 = add nuw nsw i64 %2504, %479
  %2508 = getelementptr inbounds nuw float, ptr %121, i64 %2507
  %2509 = load float, ptr %2508, align 4
  %2510 = fadd float %2506, %2509
  %2511 = getelementptr inbounds nuw float, ptr %122, i64 %2507
  %2512 = load float, ptr %2511, align 4
  %2513 = fadd float %2510, %2512
  %2514 = getelementptr inbounds nuw float, ptr %2365, i64 %2507
  %2515 = load float, ptr %2514, align 4
  %2516 = fadd float %2513, %2515
  store float %2516, ptr %2514, align 4
  %2517 = add nuw nsw i64 %2491, 2
  %2518 = icmp eq i64 %2517, %32
  br i1 %2518, label %2435, label %2490

2519:                                             ; preds = %2487, %2523, %2471, %2434
  %2520 = add nuw nsw i64 %2361, 1
  %2521 = icmp eq i64 %2520, %914
  br i1 %2521, label %2522, label %2360

2522:                                             ; preds = %2519, %2548
  br label %2552

2523:                                             ; preds = %2487, %2523
  %2524 = phi i64 [ %2546, %2523 ], [ %2488, %2487 ]
  %2525 = getelementptr inbounds nuw float, ptr %2365, i64 %2524
  %2526 = load float, ptr %2525, align 4
  %2527 = fsub float 1.000000e+00, %2526
  %2528 = getelementptr inbounds nuw float, ptr %2367, i64 %2524
  %2529 = load float, ptr %2528, align 4
  %2530 = fmul float %2527, %2529
  %2531 = getelementptr inbounds nuw float, ptr %2366, i64 %2524
  %2532 = load float, ptr %2531, align 4
  %2533 = fmul float %2526, %2532
  %2534 = fadd float %2530, %2533
  store float %2534, ptr %2531, align 4
  %2535 = add nuw nsw i64 %2524, 1
  %2536 = getelementptr inbounds nuw float, ptr %2365, i64 %2535
  %2537 = load float, ptr %2536, align 4
  %2538 = fsub float 1.000000e+00, %2537
  %2539 = getelementptr inbounds nuw float, ptr %2367, i64 %2535
  %2540 = load float, ptr %2539, align 4
  %2541 = fmul float %2538, %2540
  %2542 = getelementptr inbounds nuw float, ptr %2366, i64 %2535
  %2543 = load float, ptr %2542, align 4
  %2544 = fmul float %2537, %2543
  %2545 = fadd float %2541, %2544
  store float %2545, ptr %2542, align 4
  %2546 = add nuw nsw i64 %2524, 2
  %2547 = icmp eq i64 %2546, %32
  br i1 %2547, label %2519, label %2523

2548:                                             ; preds = %917
  br i1 %863, label %2522, label %2549

2549:                                             ; preds = %2612, %2359, %2548
  %2550 = add nuw nsw i64 %855, 1
  %2551 = icmp eq i64 %2550, %798
  br i1 %2551, label %857, label %854

2552:                                             ; preds = %2522, %2612
  %2553 = phi i64 [ %2613, %2612 ], [ 0, %2522 ]
  %2554 = getelementptr inbounds nuw ptr, ptr %463, i64 %2553
  %2555 = load ptr, ptr %2554, align 8
  %2556 = getelementptr inbounds nuw i8, ptr %2555, i64 48
  %2557 = load ptr, ptr %2556, align 8
  %2558 = icmp eq ptr %2557, null
  %2559 = select i1 %2558, i1 true, i1 %485
  br i1 %2559, label %2612, label %2560

2560:                                             ; preds = %2552
  %2561 = ptrtoint ptr %2557 to i64
  %2562 = load ptr, ptr %2555, align 8
  %2563 = ptrtoint ptr %2562 to i64
  %2564 = sub i64 %2561, %2563
  %2565 = icmp ult i64 %2564, 32
  %2566 = select i1 %766, i1 true, i1 %2565
  br i1 %2566, label %2578, label %2567

2567:                                             ; preds = %2560, %2567
  %2568 = phi i64 [ %2575, %2567 ], [ 0, %2560 ]
  %2569 = getelementptr inbounds nuw float, ptr %2562, i64 %2568
  %2570 = getelementptr inbounds nuw i8, ptr %2569, i64 16
  %2571 = load <4 x float>, ptr %2569, align 4
  %2572 = load <4 x float>, ptr %2570, align 4
  %2573 = getelementptr inbounds nuw float, ptr %2557, i64 %2568
  %2574 = getelementptr inbounds nuw i8, ptr %2573, i64 16
  store <4 x float> %2571, ptr %2573, align 4
  store <4 x float> %2572, ptr %2574, align 4
  %2575 = add nuw i64 %2568, 8
  %2576 = icmp eq i64 %2575, %767
  br i1 %2576, label %2577, label %2567

2577:                                             ; preds = %2567
  br i1 %768, label %2612, label %2578

2578:                                             ; preds = %2560, %2577
  %2579 = phi i64 [ 0, %2560 ], [ %767, %2577 ]
  br i1 %770, label %2589, label %2580

2580:                                             ; preds = %2578, %2580
  %2581 = phi i64 [ %2586, %2580 ], [ %2579, %2578 ]
  %2582 = phi i64 [ %2587, %2580 ], [ 0, %2578 ]
  %2583 = getelementptr inbounds nuw float, ptr %2562, i64 %2581
  %2584 = load float, ptr %2583, align 4
  %2585 = getelementptr inbounds nuw float, ptr %2557, i64 %2581
  store float %2584, ptr %2585, align 4
  %2586 = add nuw nsw i64 %2581, 1
  %2587 = add i64 %2582, 1
  %2588 = icmp eq i64 %2587, %769
  br i1 %2588, label %2589, label %2580

2589:                                             ; preds = %2580, %2578
  %2590 = phi i64 [ %2579, %2578 ], [ %2586, %2580 ]
  %2591 = sub nsw i64 %2579, %32
  %2592 = icmp ugt i64 %2591, -4
  br i1 %2592, label %2612, label %2593

2593:                                             ; preds = %2589, %2593
  %2594 = phi i64 [ %2610, %2593 ], [ %2590, %2589 ]
  %2595 = getelementptr inbounds nuw float, ptr %2562, i64 %2594
  %2596 = load float, ptr %2595, align 4
  %2597 = getelementptr inbounds nuw float, ptr %2557, i64 %2594
  store float %2596, ptr %2597, align 4
  %2598 = add nuw nsw i64 %2594, 1
  %2599 = getelementptr inbounds nuw float, ptr %2562, i64 %2598
  %2600 = load float, ptr %2599, align 4
  %2601 = getelementptr inbounds nuw float, ptr %2557, i64 %2598
  store float %2600, ptr %2601, align 4
  %2602 = add nuw nsw i64 %2594, 2
  %2603 = getelementptr inbounds nuw float, ptr %2562, i64 %2602
  %2604 = load float, ptr %2603, align 4
  %2605 = getelementptr inbounds nuw float, ptr %2557, i64 %2602
  store float %2604, ptr %2605, align 4
  %2606 = add nuw nsw i64 %2594, 3
  %2607 = getelementptr inbounds nuw float, ptr %2562, i64 %2606
  %2608 = load float, ptr %2607, align 4
  %2609 = getelementptr inbounds nuw float, ptr %2557, i64 %2606
  store float %2608, ptr %2609, align 4
  %2610 = add nuw nsw i64 %2594, 4
  %2611 = icmp eq i64 %2610, %32
  br i1 %2611, label %2612, label %2593

2612:                                             ; preds = %2589, %2593, %2577, %2552
  %2613 = add nuw nsw i64 %2553, 1
  %2614 = icmp eq i64 %2613, %914
  br i1 %2614, label %2549, label %2552

2615:                                             ; preds = %2632, %435
  call void @free(ptr noundef %117)
  ret void

2616:                                             ; preds = %857, %2632
  %2617 = phi i64 [ 0, %857 ], [ %2633, %2632 ]
  %2618 = getelementptr inbounds nuw %struct.rowstate, ptr %437, i64 %2617
  %2619 = getelementptr inbounds nuw i8, ptr %2618, i64 32
  %2620 = load i64, ptr %2619, align 8
  %2621 = icmp eq i64 %2620, 0
  br i1 %124, label %2622, label %2632

2622:                                             ; preds = %2616
  %2623 = add nsw i64 %2617, %49
  %2624 = mul nsw i64 %2623, %34
  %2625 = add nsw i64 %2624, %47
  %2626 = add nsw i64 %2623, %859
  %2627 = select i1 %858, i64 %2625, i64 %2626
  %2628 = mul nsw i64 %2627, %32
  %2629 = getelementptr float, ptr %22, i64 %2628
  %2630 = getelementptr inbounds nuw i8, ptr %2618, i64 8
  %2631 = getelementptr float, ptr %23, i64 %2628
  br label %2635

2632:                                             ; preds = %2654, %2616
  %2633 = add nuw nsw i64 %2617, 1
  %2634 = icmp slt i64 %2633, %52
  br i1 %2634, label %2616, label %2615

2635:                                             ; preds = %2622, %2654
  %2636 = phi i64 [ 0, %2622 ], [ %2655, %2654 ]
  br i1 %860, label %2645, label %2637

2637:                                             ; preds = %2635
  br i1 %2621, label %2642, label %2638

2638:                                             ; preds = %2637
  %2639 = load ptr, ptr %2618, align 8
  %2640 = getelementptr inbounds nuw float, ptr %2639, i64 %2636
  %2641 = load float, ptr %2640, align 4
  br label %2642

2642:                                             ; preds = %2637, %2638
  %2643 = phi float [ %2641, %2638 ], [ 0.000000e+00, %2637 ]
  %2644 = getelementptr float, ptr %2629, i64 %2636
  store float %2643, ptr %2644, align 4
  br label %2645

2645:                                             ; preds = %2642, %2635
  br i1 %861, label %2654, label %2646

2646:                                             ; preds = %2645
  br i1 %2621, label %2651, label %2647

2647:                                             ; preds = %2646
  %2648 = load ptr, ptr %2630, align 8
  %2649 = getelementptr inbounds nuw float, ptr %2648, i64 %2636
  %2650 = load float, ptr %2649, align 4
  br label %2651

2651:                                             ; preds = %2646, %2647
  %2652 = phi float [ %2650, %2647 ], [ 0.000000e+00, %2646 ]
  %2653 = getelementptr float, ptr %2631, i64 %2636
  store float %2652, ptr %2653, align 4
  br label %2654

2654:                                             ; preds = %2645, %2651
  %2655 = add nuw nsw i64 %2636, 1
  %2656 = icmp eq i64 %2655, %32
  br i1 %2656, label %2632, label %2635
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
